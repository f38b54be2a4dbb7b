"""One downloadable SVG file holding several charts: selection panels (:mod:`ui.charts.selection_svg` documents) and
Vega-Lite charts drawn to SVG by vl-convert, one above the other under a title line.

A page's PNG/SVG download is then the very selection chart the page draws, next to its curves; ``ui.widgets.export``
turns the SVG into PNG when that button is clicked.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence

from ui.charts.vega import INK

_SIZE = re.compile(r'<svg\b[^>]*?\bwidth="([\d.]+)"[^>]*?\bheight="([\d.]+)"')
_TITLE_HEIGHT = 44
_MARGIN = 20
_GAP = 24


def vega_svg(document: dict) -> str:
    """A standalone Vega-Lite document (inline data, e.g. from :func:`ui.charts.vega.document`) drawn as SVG."""
    import vl_convert  # loaded on first use (~0.5 s): only a click on a download needs it

    return str(vl_convert.vegalite_to_svg(document))


def size(svg: str) -> tuple[float, float]:
    """The width and height written on the outer ``<svg>`` element of a standalone SVG document."""
    found = _SIZE.search(svg)
    if found is None:
        raise ValueError("an SVG document without a pixel width and height")
    return float(found.group(1)), float(found.group(2))


def stack(documents: Sequence[str], *, title: str) -> str:
    """``documents`` (standalone SVG, each with a pixel ``width`` and ``height``) one above the other under
    ``title``, as one SVG document; each keeps its own coordinates inside a nested ``<svg>``."""
    parts, top, width = [], _TITLE_HEIGHT, 0.0
    for document in documents:
        part_width, part_height = size(document)
        parts.append(document.replace("<svg", f'<svg x="{_MARGIN}" y="{top:g}"', 1))
        top += part_height + _GAP
        width = max(width, part_width)
    width, height = width + 2 * _MARGIN, top - _GAP + _MARGIN
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{height:g}" '
        f'viewBox="0 0 {width:g} {height:g}" font-family="sans-serif" fill="{INK}">'
        f'<rect width="{width:g}" height="{height:g}" fill="#FFFFFF"/>'
        f'<text x="{_MARGIN}" y="30" font-size="16" font-weight="600">{html.escape(title)}</text>'
        f"{''.join(parts)}</svg>"
    )
