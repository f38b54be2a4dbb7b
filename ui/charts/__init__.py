"""Chart code shared by pages: the Vega-Lite pieces and palette (vega), the selection chart drawn as SVG
(selection_svg) and its one builder of panels on a shared axis (selection), metric cards (cards) and chart files
(chart_files). Imports ui.shell only."""
