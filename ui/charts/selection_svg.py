"""The exact-vs-simulated selection chart, drawn as plain SVG on the server.

One panel per mechanism: a row per candidate with the simulated share as a filled bar, the exact probability as a
black outline and the 95% interval as a grey line, on a probability axis shared by all panels.

Why hand-made SVG and not Vega-Lite: the Explorer redraws every chart on each ε step. Three Vega views cost the
browser about 60 ms per step on a 2-core machine; SVG sent inside the same Markdown block as the metric cards is
one message and no script (bench/results_latency.md). The downloads use these very panels, so what is saved is what
was seen.

Horizontal positions are percentages of the panel's width and vertical ones are pixels, so a panel fills its
column at any width while its text keeps its size. Hovering a row opens a box with its numbers: plain CSS
(:data:`HOVER_CSS`), no script, no delay.
"""

from __future__ import annotations

import html
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

#: Up to this many candidates each name is written above its bar, using the full width for the bars (three narrow
#: panels side by side); beyond, names go in a clipped column on the left and rows are thinner.
LABELS_ABOVE_BARS_UP_TO = 25
#: The same on a projector, where the rows must leave room for everything else on one screen.
LABELS_ABOVE_BARS_IN_PRESENT_UP_TO = 8
#: Smallest probability a log axis shows; anything below is still in the hover text and the table.
LOG_FLOOR = 1e-12
#: Share of the width given to the names when they sit on the left.
_NAME_COLUMN = 34.0
_INK = "#111111"
_GRID = "#DDDDDD"
_INTERVAL = "#555555"
_LEGEND_FILL = "#888888"  # the mechanisms' colours differ; the legend's filled swatch stands for any of them
#: Up to this width (CSS pixels) the charts and cards stack, one per row.
PHONE_WIDTH_PX = 640
_FONT = '"Source Sans", "Source Sans Pro", sans-serif'
_SUPERSCRIPT = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")

EXACT_LABEL = "Exact probability"
SIMULATED_LABEL = "Simulated share"
INTERVAL_LABEL = "95% interval"


def _text(value: object) -> str:
    """``value`` as SVG text content or attribute: HTML's special characters escaped, and line breaks written as
    character references, so that text from a file can never put a blank line (the end of a Markdown HTML block)
    into the page. SVG shows a line break as a space; the DOM keeps the name exactly."""
    return html.escape(str(value)).replace("\n", "&#10;").replace("\r", "&#13;")


@dataclass(frozen=True)
class Panel:
    """One mechanism's chart: an ``<svg>`` element, its height in pixels, and the HTML boxes that show each row's
    numbers on hover (empty without hover), which :func:`panel_row` lays over the drawing.

    A panel drawn with ``present=True`` has no fixed height: its rows are spaced by the CSS variable ``--pc-row``,
    which :func:`panel_row` sets from the window's height (``row_css``); ``height`` is then its smallest height.
    """

    svg: str
    height: int
    hover_boxes: str = ""
    row_css: str = ""


def probability_domain(values: Sequence[float], *, log_scale: bool) -> tuple[float, float]:
    """One shared axis range for every panel, so the bars compare by length across mechanisms."""
    positive = [v for v in values if v > 0 and math.isfinite(v)]
    top = max(positive, default=1.0)
    if log_scale:
        low = max(min(positive, default=LOG_FLOOR), LOG_FLOOR)
        return 10 ** math.floor(math.log10(low)), 1.0
    # A little headroom, then round up to a tidy 5% step so ticks land on round numbers.
    return 0.0, min(1.0, math.ceil(top * 1.05 * 20) / 20)


def ticks(domain: tuple[float, float], *, log_scale: bool) -> list[tuple[float, str]]:
    """Gridline positions with their labels ("" for a line without one): at most about six labels."""
    low, high = domain
    if log_scale:
        powers = range(round(math.log10(low)), round(math.log10(high)) + 1)
        every = math.ceil(len(powers) / 6)  # label 1, then every ``every``-th power below it
        return [(10.0**k, (_power_of_ten(k) if (powers[-1] - k) % every == 0 else "")) for k in powers]
    step = next((s for s in (0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5) if high / s <= 5.0 + 1e-9), 0.5)
    count = math.floor(high / step + 1e-9)
    return [(k * step, f"{k * step * 100:.{0 if step >= 0.01 else 1}f}%") for k in range(count + 1)]


def _power_of_ten(k: int) -> str:
    return "1" if k == 0 else "10" + str(k).translate(_SUPERSCRIPT)


def position(values: Sequence[float] | float, domain: tuple[float, float], *, log_scale: bool) -> np.ndarray:
    """Where each value falls along the axis, from 0 (axis start) to 1 (axis end), clipped to that range."""
    low, high = domain
    values = np.asarray(values, dtype=float)
    if log_scale:
        with np.errstate(divide="ignore"):  # log10(0) = -inf, clipped to the axis start below
            fraction = (np.log10(values) - math.log10(low)) / (math.log10(high) - math.log10(low))
    else:
        fraction = (values - low) / (high - low)
    return np.clip(fraction, 0.0, 1.0)


def selection_panel(
    rows: Mapping[str, Sequence],
    *,
    domain: tuple[float, float],
    log_scale: bool,
    colour: str,
    title: str | None = None,
    present: bool = False,
    more: int = 0,
    width: str = "100%",
    x: int = 0,
    y: int = 0,
    hover: bool = True,
    frames: Sequence[Mapping[str, Sequence[float]]] = (),
) -> Panel:
    """One panel for ``rows`` (columns candidate, exact, simulated, lower, upper, exact_text, simulated_text,
    interval_text, as from ``ui.explorer.view.chart_rows``; a DataFrame with them works too) on the axis ``domain``;
    ``more`` candidates left out are counted under the axis ("+ 11 more").

    ``width``, ``x`` and ``y`` place the panel inside a larger drawing (the downloads); on the page it fills its
    column. Each row is a ``<g data-testid="pcRow">`` whose ``data-exact``, ``data-simulated``, ``data-lower``
    and ``data-upper`` hold the drawn values at full precision; its marks are placed from the row's own top (the
    group's transform). With ``hover``, each row also gets an empty HTML box over it (``data-testid="pcTip"``)
    whose ``data-tip`` holds the row's numbers, shown while the pointer is on the row (:data:`HOVER_CSS`).

    ``present`` (projector mode) draws larger text, leaves the title and the legend to the page (the card above
    the chart names it, :func:`panel_row` draws one legend for all) and spaces the rows by the CSS variable
    ``--pc-row``, so that the charts grow or shrink with the window's height (see :class:`Panel`).

    ``frames`` (watching the runs): the simulated bar and interval of every row as they were after growing batches
    of runs (each frame a mapping with ``simulated``, ``lower`` and ``upper`` per row, the last one the rows' own),
    drawn once each in a ``<g class="pc-f pc-f{j}">`` that :func:`playback_style` shows in turn, by CSS alone; the
    exact outline and the names are drawn once.
    """
    count = len(rows["candidate"])
    above = count <= (LABELS_ABOVE_BARS_IN_PRESENT_UP_TO if present else LABELS_ABOVE_BARS_UP_TO)
    if above:
        font = 18 if present else 13
        bar = 16 if present else 14
        gap = 3 if present else 4  # between a name and its bar: less than between a bar and the next name
        row_height = font + gap + bar + (7 if present else 8)
        roomy = row_height + 16  # the most a row grows to on a tall screen
        left = 0.0
    else:
        font = 16 if present else 11
        gap = 0
        row_height = font + 4 if present else max(font + 3, 520 // count)  # (a projector: 23 prices on 720 px)
        roomy = font + 18
        bar = round(row_height * 0.72)
        left = _NAME_COLUMN + 2.0
    span = 100.0 - left

    def at(fraction: float) -> str:
        return f"{left + span * fraction:.3f}%"

    def down(pixels: float, rows_above: int) -> str:
        """A transform attribute moving a group ``pixels`` plus ``rows_above`` rows down."""
        if present:
            return f'style="transform:translateY(calc({pixels}px + var(--pc-row) * {rows_above}))"'
        return f'transform="translate(0 {pixels + rows_above * row_height})"'

    heading = title if not present else None
    top = font + 14 if heading else 4
    grid = ticks(domain, log_scale=log_scale)
    if present:  # larger text in panels as narrow as a fifth of a projector's width: at most about three labels
        labelled = [number for number, (_, label) in enumerate(grid) if label]
        if len(labelled) > 4:
            hidden = set(labelled[1::2])
            grid = [(value, "" if number in hidden else label) for number, (value, label) in enumerate(grid)]
    grid_at = position([value for value, _ in grid], domain, log_scale=log_scale)
    parts = []
    if heading:
        parts.append(f'<text y="{font + 2}" font-size="{font + 2}" font-weight="600">{_text(heading)}</text>')
    rows_tall = f'style="height:calc(var(--pc-row) * {count})"' if present else f'height="{count * row_height}"'
    parts += [f'<rect x="{at(f)}" y="{top}" width="1" {rows_tall} fill="{_GRID}"/>' for f in grid_at]
    drawn = {key: position(rows[key], domain, log_scale=log_scale) for key in ("simulated", "exact", "lower", "upper")}
    # Per frame, per row: (simulated, lower, upper) positions along the axis.
    moving = [
        np.stack([position(frame[key], domain, log_scale=log_scale) for key in ("simulated", "lower", "upper")], 1)
        for frame in frames
    ]
    # A picture after a few runs can hold a share beyond the axis, which is the final picture's: its bar is cut.
    cut_in = [np.asarray(frame["simulated"], dtype=float) > domain[1] for frame in frames]
    boxes: list[str] = []
    columns = zip(
        rows["candidate"], rows["exact"], rows["simulated"], rows["lower"], rows["upper"], *drawn.values(), strict=True
    )
    for row, (candidate, exact, simulated, lower, upper, *where) in enumerate(columns):
        simulated_at, exact_at, lower_at, upper_at = where
        name = _text(str(candidate))
        bar_top = font + gap if above else (row_height - bar) / 2
        # A nested viewport clips a long name at the panel's (or its name column's) edge; the hover box has it whole.
        if above:
            label = f'<svg width="100%" height="{font + 5}" overflow="hidden"><text y="{font}">{name}</text></svg>'
        else:
            label = (
                f'<svg width="{_NAME_COLUMN}%" height="{row_height}" overflow="hidden">'
                f'<text y="{(row_height + font * 0.7) / 2:.1f}">{name}</text></svg>'
            )

        def share(
            simulated_at: float, lower_at: float, upper_at: float, cut: bool = False, bar_top: float = bar_top
        ) -> str:
            """The simulated bar and its interval line; a ``cut`` bar (longer than the axis) ends in a break mark."""
            mark = "".join(
                f'<line class="pc-cut" x1="{at(end - 0.03)}" x2="{at(end - 0.01)}" y1="{bar_top + bar + 1}" '
                f'y2="{bar_top - 1}" stroke="#ffffff" stroke-width="3"/>'
                for end in ((0.96, 1.0) if cut else ())
            )
            return (
                f'<rect x="{at(0)}" y="{bar_top}" width="{span * simulated_at:.3f}%" height="{bar}" fill="{colour}"/>'
                f'<line x1="{at(lower_at)}" x2="{at(upper_at)}" y1="{bar_top + bar / 2}" y2="{bar_top + bar / 2}" '
                f'stroke="{_INTERVAL}" stroke-width="2"/>{mark}'
            )

        if moving:
            last = len(moving) - 1
            shares = "".join(
                f'<g class="pc-f pc-f{j}{" pc-fl" if j == last else ""}">{share(*frame[row], cut=bool(cuts[row]))}</g>'
                for j, (frame, cuts) in enumerate(zip(moving, cut_in, strict=True))
            )
        else:
            shares = share(simulated_at, lower_at, upper_at)
        parts.append(
            f'<g data-testid="pcRow" {down(top, row)} data-exact="{float(exact)!r}" '
            f'data-simulated="{float(simulated)!r}" data-lower="{float(lower)!r}" data-upper="{float(upper)!r}">'
            f'{label}{shares}<rect x="{at(0)}" y="{bar_top}" '
            f'width="{span * exact_at:.3f}%" height="{bar}" fill="none" stroke="{_INK}" stroke-width="2"/></g>'
        )
        if hover:
            lines = (
                str(candidate),
                f"{EXACT_LABEL}: {rows['exact_text'][row]}",
                f"Simulated: {rows['simulated_text'][row]}",
                f"{INTERVAL_LABEL}: {rows['interval_text'][row]}",
            )
            # The box opens away from the nearer end of the chart: below the rows of the upper half, above the rest.
            upward = " pc-up" if row >= count / 2 else ""
            if present:
                place = f"top:calc({y + top}px + var(--pc-row) * {row});height:var(--pc-row)"
            else:
                place = f"top:{y + top + row * row_height}px;height:{row_height}px"
            boxes.append(
                f'<div class="pc-hit{upward}" data-testid="pcTip" style="{place}" '
                f'data-tip="{_text(chr(10).join(lines))}"></div>'
            )
    # Under the rows, from the axis line down: tick labels, "+ N more", axis title, legend.
    below = [f'<line x1="{at(0)}" x2="100%" y1="0" y2="0" stroke="{_INK}"/>']
    for (_, label), fraction in zip(grid, grid_at, strict=True):
        if label:
            # Labels at the panel's edges stay inside it.
            anchor = "start" if fraction < 0.03 and left == 0 else "end" if fraction > 0.97 else "middle"
            below.append(f'<text x="{at(fraction)}" y="{font + 4}" text-anchor="{anchor}">{label}</text>')
    line = font + 4
    if more:
        line += font + 8
        below.append(
            f'<text data-testid="pcMore" x="{at(0)}" y="{line}" font-style="italic">+ {more:,} more with lower '
            "scores</text>"
        )
    if not present or log_scale:  # (on a projector the percentages say it)
        line += font + 8
        axis_title = "Probability (log scale)" if log_scale else "Probability"
        below.append(f'<text x="{at(0.5)}" y="{line}" text-anchor="middle">{axis_title}</text>')
    if not present:  # (on a projector, one legend under all the charts: panel_row)
        below.append(_legend(line + 14, font=font, colour=colour))
        line += 14 + 3 * (font + 8)
    parts.append(f"<g {down(top, count)}>{''.join(below)}</g>")
    fixed = top + line + 8  # everything but the rows
    height = fixed + count * row_height
    label = _text(f"{title or 'Selection'}: exact probability and simulated share for each of {count} candidates")
    size = f"height:calc({fixed}px + var(--pc-row) * {count});" if present else ""
    svg = (
        f'<svg data-testid="pcChart" role="img" aria-label="{label}" x="{x}" y="{y}" width="{width}" '
        f'height="{height}" overflow="visible" font-family=\'{_FONT}\' font-size="{font}" fill="{_INK}" '
        f'style="display:block;overflow:visible;{size}">{"".join(parts)}</svg>'
    )
    # On a projector the rows share the height the window leaves (the page reserves the rest: panel_row).
    row_css = f"--pc-row:clamp({row_height}px,calc((100vh - {fixed}px - var(--pc-reserve, 0px)) / {count}),{roomy}px)"
    return Panel(svg, height, "".join(boxes), row_css if present else "")


_BLOCK = '[data-testid="stMarkdownContainer"]:has(>[data-testid="pcCharts"])'  # the Markdown block of the charts
#: Style of the hover boxes (:class:`Panel`): the row is shaded and its numbers appear in a box, by CSS alone. Also
#: the charts' and cards' grids (class ``pc-grid``): one per row on a phone-sized screen.
HOVER_CSS = (
    "<style>.pc-hit{position:absolute;left:0;right:0}.pc-hit:hover{background:rgba(0,0,0,0.06)}"
    ".pc-hit:hover::after{content:attr(data-tip);white-space:pre;position:absolute;left:0;top:100%;z-index:3;"
    "background:#FFFFFF;border:1px solid #888888;border-radius:3px;padding:0.3em 0.6em;line-height:1.45;"
    "font-size:0.85em;color:#111111}.pc-up:hover::after{top:auto;bottom:100%}"
    # On a phone each card is followed by its chart: the two grids dissolve into one column ordered card, chart,
    # card, chart (each card and chart cell carries its ``order``).
    f"@media (max-width:{PHONE_WIDTH_PX}px){{{_BLOCK}{{display:flex;flex-direction:column}}"
    f"{_BLOCK}>.pc-grid{{display:contents!important}}{_BLOCK}>.pc-grid>*{{margin-bottom:0.8rem}}}}</style>"
)


def _legend(top: int, *, font: int, colour: str) -> str:
    """Three lines: filled swatch, outlined swatch, line; so the kinds differ by shape, not by colour alone."""
    step = font + 8
    swatch = font - 2
    items = (
        (f'<rect x="1" y="{{y}}" width="{2 * swatch}" height="{swatch}" fill="{colour}"/>', SIMULATED_LABEL),
        (
            f'<rect x="1" y="{{y}}" width="{2 * swatch}" height="{swatch}" fill="none" stroke="{_INK}" '
            'stroke-width="2"/>',
            EXACT_LABEL,
        ),
        (
            f'<line x1="1" x2="{2 * swatch + 1}" y1="{{middle}}" y2="{{middle}}" stroke="{_INTERVAL}" '
            'stroke-width="2"/>',
            INTERVAL_LABEL,
        ),
    )
    parts = []
    for index, (mark, label) in enumerate(items):
        y = top + index * step
        parts.append(mark.format(y=y, middle=y + swatch / 2))
        parts.append(f'<text x="{2 * swatch + 8}" y="{y + swatch - 1}">{label}</text>')
    return "".join(parts)


def panel_row(
    panels: Sequence[Panel], *, gap: str, reserve: str = "0px", runs: Sequence[str] = (), playback: str = ""
) -> str:
    """The panels side by side in equal columns (one per row on a phone), each with its hover boxes laid over it,
    as one line of HTML (a blank line would end a Markdown HTML block). Each panel has a small right margin for its
    last axis label.

    Panels drawn for a projector (``present``) get one legend line under them all, and rows spaced to fill the
    window's height less ``reserve`` (a CSS length: what the page shows above and beside the charts).

    ``runs`` (watching the runs): one line above the charts saying how many runs they show ("After 50 of 10,000
    runs"); several lines are the frames of panels drawn with ``frames``, shown in turn like them by ``playback``
    (the style from :func:`playback_style`).
    """
    cells = "".join(
        f'<div style="position:relative;min-width:0;padding-right:0.6rem;order:{2 * number + 2}">{panel.svg}'
        f"{panel.hover_boxes}</div>"
        for number, panel in enumerate(panels)
    )
    present = next((panel.row_css for panel in panels if panel.row_css), "")
    sizing = f"{present};--pc-reserve:{reserve};" if present else ""
    # On a projector the runs go at the end of the legend line (no extra height); elsewhere a line above the charts.
    legend = _legend_line(_runs_line(runs, inline=True)) if present else ""
    above = "" if present else _runs_line(runs)
    return (
        f'<div data-testid="pcCharts" class="pc-grid" style="{sizing}display:grid;'
        f'grid-template-columns:repeat({len(panels)},minmax(0,1fr));gap:{gap};margin-top:1rem">'
        f"{HOVER_CSS}{playback}{above}{cells}{legend}</div>"
    )


def _runs_line(runs: Sequence[str], *, inline: bool = False) -> str:
    """How many runs the charts show: one line, or one per frame stacked in the same place (shown in turn);
    ``inline``: at the right end of the projector's legend line."""
    if not runs:
        return ""
    if len(runs) == 1:
        items = f"<span>{_text(runs[0])}</span>"
    else:
        last = len(runs) - 1
        items = "".join(
            f'<span class="pc-f pc-f{j}{" pc-fl" if j == last else ""}" style="grid-area:1/1">{_text(label)}</span>'
            for j, label in enumerate(runs)
        )
    place = "margin-left:auto" if inline else "grid-column:1/-1;order:1"
    return (
        f'<div data-testid="pcRuns" style="{place};display:grid;font-weight:600;'
        f'font-variant-numeric:tabular-nums;line-height:1.3">{items}</div>'
    )


def playback_style(n_frames: int, *, seconds: float, name: str) -> str:
    """The style that shows frames 0 … n_frames − 1 (``pc-f{j}``) in turn, ``seconds`` each, the last one staying:
    a pure-CSS animation (no script), starting when the element is drawn.

    Frame j is hidden except while its animation runs, from j·seconds to (j + 1)·seconds after the page draws it
    (``visibility`` is discrete: visible for the whole active interval); the last frame keeps its end state
    (fill-mode forwards). ``name`` names the keyframes: a new name restarts the animation even when the browser
    keeps the same elements (a second Play from the same frame).
    """
    delays = "".join(f".pc-f{j}{{animation-delay:{j * seconds:.3f}s}}" for j in range(1, n_frames))
    return (
        f"<style>@keyframes {name}{{from,to{{visibility:visible}}}}"
        f".pc-f{{visibility:hidden;animation:{name} {seconds:.3f}s step-end 0s 1 none}}"
        f"{delays}.pc-fl{{animation-fill-mode:forwards}}</style>"
    )


def _legend_line(runs: str = "") -> str:
    """The three marks and what they mean, on one line under all the charts (a projector's legend), then ``runs``."""
    swatch = 'width="30" height="15" style="vertical-align:-2px;margin-right:0.3em"'
    marks = (
        (f'<rect width="30" height="15" fill="{_LEGEND_FILL}"/>', SIMULATED_LABEL),
        (f'<rect x="1" y="1" width="28" height="13" fill="none" stroke="{_INK}" stroke-width="2"/>', EXACT_LABEL),
        (f'<line x1="0" x2="30" y1="7.5" y2="7.5" stroke="{_INTERVAL}" stroke-width="2"/>', INTERVAL_LABEL),
    )
    items = "".join(
        f'<span style="white-space:nowrap"><svg {swatch}>{mark}</svg>{label}</span>' for mark, label in marks
    )
    return (
        '<div data-testid="pcLegend" style="grid-column:1/-1;order:99;display:flex;flex-wrap:wrap;column-gap:1.5em;'
        f'font-size:0.9em">{items}{runs}</div>'
    )


def document(panels: Sequence[Panel], *, title: str, panel_width: int) -> str:
    """A standalone SVG file of panels made with ``width=panel_width`` and ``x``/``y`` laid out side by side
    (see :func:`side_by_side`), with a title line above them."""
    width = len(panels) * (panel_width + 40) + 20
    height = 48 + max((panel.height for panel in panels), default=0) + 20
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
        f"font-family='{_FONT}' fill=\"{_INK}\">"
        f'<rect width="{width}" height="{height}" fill="#FFFFFF"/>'
        f'<text x="20" y="30" font-size="15" font-weight="600">{_text(title)}</text>'
        f"{''.join(panel.svg for panel in panels)}</svg>"
    )


def side_by_side(index: int, *, panel_width: int) -> dict[str, int | str]:
    """The ``width``, ``x`` and ``y`` of panel ``index`` in a :func:`document`."""
    return {"width": str(panel_width), "x": 20 + index * (panel_width + 40), "y": 48}
