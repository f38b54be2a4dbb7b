"""The Noise lens's charts and chart files.

* the three noise densities (Vega-Lite, from the pieces in :mod:`ui.charts.vega`);
* what each noise picks, and the integer-only permute-and-flip: the selection chart of every page
  (:mod:`ui.charts.selection_svg`: exact probability outlined, simulated share filled, 95% interval), one panel per
  noise on one shared probability axis;
* the Laplace mechanism recovered from the exponential mechanism (Vega-Lite).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pandas as pd

from dpcore.analyses import noisy_max as noise
from dpcore.selection.exact_vs_simulated import MechanismResult
from ui.charts import chart_files, selection, selection_svg, vega
from ui.charts.selection import EXPORT_PANEL_WIDTH, chart_rows, shown_indices
from ui.charts.vega import INK, OKABE_ITO, layer, q, series, tip
from ui.widgets.score_source import ScoreSource

TITLES = {
    noise.LAPLACE: "Laplace noise",
    noise.GUMBEL: "Gumbel noise",
    noise.ONE_SIDED_EXPONENTIAL: "One-sided exponential noise",
}
SUBTITLES = {
    noise.LAPLACE: "report-noisy-max, a law of its own",
    noise.GUMBEL: "the same law as the exponential mechanism",
    noise.ONE_SIDED_EXPONENTIAL: "the same law as permute-and-flip",
}
DENSITIES_TITLE, PICKS_TITLE = "The three noises", "What each noise picks"
INTEGER_TITLE = "Integer-only permute-and-flip"
#: Each noise's colour is its mechanism's; the integer-only sampler has permute-and-flip's.
COLOURS = {name: vega.MECHANISM_COLOURS[noise.NOISE_MECHANISM[name]] for name in noise.NOISES}
INTEGER_COLOUR = vega.MECHANISM_COLOURS["permute_and_flip"]
_DASHES = {noise.LAPLACE: [1, 0], noise.GUMBEL: [7, 3], noise.ONE_SIDED_EXPONENTIAL: [2, 2]}


# ----------------------------------------------------------------------------------------------------------------
# The densities


def density_spec(score_name: str) -> dict:
    """Dataset ``densities`` (:func:`dpcore.analyses.noisy_max.density_table`): one line per noise, in its mechanism's
    colour
    and its own dash."""
    labels = [noise.NOISE_LABELS[n] for n in noise.NOISES]
    encoding = {
        "x": q("x", title=f"Noise added to a score ({score_name})", axis={"tickCount": 10}),
        "y": q("density", title="Density"),
        "color": series("noise", labels, [COLOURS[n] for n in noise.NOISES]),
        "strokeDash": series("noise", labels, [_DASHES[n] for n in noise.NOISES]),
        "tooltip": [
            tip("noise", "Noise", nominal=True),
            tip("x", "Noise value", ".4g"),
            tip("density", "Density", ".4g"),
        ],
    }
    return vega.chart([layer("densities", {"type": "line", "strokeWidth": 2.5}, encoding)], height=260)


# ----------------------------------------------------------------------------------------------------------------
# Selection charts (SVG)


def selection_rows(source: ScoreSource, results: Sequence[MechanismResult]) -> tuple[list[dict[str, list]], int]:
    """Each result's chart rows (:func:`ui.charts.selection.chart_rows`: the highest-scoring candidates when there are
    many), and how many candidates are left out."""
    index = shown_indices(source.scores)
    rows = [chart_rows(source.candidates.display_labels, result, index) for result in results]
    return rows, source.scores.size - index.size


def selection_panels(
    rows: Sequence[Mapping[str, list]],
    *,
    colours: Sequence[str],
    titles: Sequence[str | None],
    present: bool = False,
    more: int = 0,
    panel_width: int | None = None,
) -> list[selection_svg.Panel]:
    """One panel per ``rows`` on one shared probability axis (:func:`ui.charts.selection.selection_panels`). On the
    page (no ``panel_width``) the panels are untitled (the page's headings name them) and answer hover; for a
    download they are titled and laid side by side.
    """
    shown_titles = [None] * len(rows) if panel_width is None else titles
    return selection.selection_panels(
        rows, colours=colours, titles=shown_titles, present=present, more=more, panel_width=panel_width
    )


def panel_html(panel: selection_svg.Panel) -> str:
    """One panel as the page's HTML (with its hover boxes), to go in a column of its own."""
    return selection_svg.panel_row([panel], gap="0")


def picks_file(
    rows: Sequence[Mapping[str, list]], densities: pd.DataFrame, *, score_name: str, more: int, title: str
) -> str:
    """The density chart above the three selection panels exactly as drawn, as one SVG document."""
    panels = selection_panels(
        rows,
        colours=[COLOURS[n] for n in noise.NOISES],
        titles=[TITLES[n] for n in noise.NOISES],
        more=more,
        panel_width=EXPORT_PANEL_WIDTH,
    )
    curves = vega.document([(density_spec(score_name), {"densities": densities})], title=DENSITIES_TITLE)
    picks = selection_svg.document(panels, title=PICKS_TITLE, panel_width=EXPORT_PANEL_WIDTH)
    return chart_files.stack([chart_files.vega_svg(curves), picks], title=title)


def integer_file(rows: Mapping[str, list], *, more: int, title: str) -> str:
    """The integer-only sampler's selection chart as one SVG document."""
    width = 2 * EXPORT_PANEL_WIDTH
    (panel,) = selection_panels([rows], colours=[INTEGER_COLOUR], titles=[INTEGER_TITLE], more=more, panel_width=width)
    return selection_svg.document([panel], title=title, panel_width=width)


# ----------------------------------------------------------------------------------------------------------------
# The Laplace mechanism as an exponential mechanism


def recovery_spec(score_name: str) -> dict:
    """Dataset ``recovery`` (r, exponential_mechanism, laplace): orange dots, the exponential mechanism's density
    on the grid; black line on top, the Laplace density."""
    x = q("r", title=f"Released value r ({score_name})", scale={"zero": False, "nice": False}, axis={"tickCount": 10})
    tooltip = [
        tip("r", "r", ".5g"),
        tip("exponential_mechanism", "Exponential mechanism", ".6g"),
        tip("laplace", "Laplace density", ".6g"),
    ]
    dots = {"type": "point", "filled": True, "size": 70, "color": OKABE_ITO["orange"]}
    layers = [
        layer("recovery", dots, {"x": x, "y": q("exponential_mechanism", title="Density"), "tooltip": tooltip}),
        layer(
            "recovery",
            {"type": "line", "strokeWidth": 1.5, "color": INK},
            {"x": x, "y": q("laplace"), "tooltip": tooltip},
        ),
    ]
    return vega.chart(layers, height=280)
