"""The one home of the charts' shared parts: palette, ink, fonts, and the pieces of every Vega-Lite curve chart.

Curve charts (privacy vs utility, the audit, composition, the private median) are plain Vega-Lite dicts built from
the pieces here: :func:`layer` (one mark reading one dataset), :func:`chart` (layers on one plot), the channels
:func:`q` / :func:`n`, :func:`tip`, :func:`legend`, :func:`series` (a colour or dash per named series),
:func:`epsilon_x` (the log ε axis), :func:`marker` / :func:`moving_marker` (a labelled rule, e.g. at ε now),
:func:`log_ticks`; :func:`draw` puts one on the page and :func:`document` makes the PNG/SVG download of several.

The selection charts (exact against simulated, per candidate) are drawn as SVG by ``ui.charts.selection_svg``; the
curator's views of the true data (:func:`bar_chart`, :func:`heat_strip`, :func:`revenue_curve`) are altair charts.

Colours are Okabe & Ito's colour-blind-safe palette, the ink :data:`INK` near-black. Exact and simulated values are
never told apart by colour alone: exact values are black line work, simulated ones filled marks.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence

import altair as alt
import pandas as pd

# Okabe & Ito (2008), "Color Universal Design".
OKABE_ITO = {
    "orange": "#E69F00",
    "sky_blue": "#56B4E9",
    "bluish_green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "reddish_purple": "#CC79A7",
    "black": "#000000",
}
MECHANISM_COLOURS = {
    "exponential": OKABE_ITO["orange"],
    "report_noisy_max": OKABE_ITO["sky_blue"],
    "permute_and_flip": OKABE_ITO["bluish_green"],
    "report_noisy_max_gumbel": OKABE_ITO["reddish_purple"],
    "report_noisy_max_exponential": OKABE_ITO["blue"],
}
#: The one ink colour of every chart: axes, labels, titles, exact outlines, rules.
INK = "#111111"
#: Second ink: intervals, reference rules and notes beside the data.
GREY = "#555555"
_ROW_PIXELS = 26


def _rows_height(rows: int) -> int:
    """Chart height for ``rows`` horizontal bars with axis labels: roomy for a few, compact for many."""
    per_row = _ROW_PIXELS if rows <= 20 else max(12, 520 // rows)
    return max(80, rows * per_row)


def bar_chart(frame: pd.DataFrame, *, value: str, value_title: str, colour: str = OKABE_ITO["blue"]) -> alt.Chart:
    """Plain horizontal bars of the true scores (the curator's view)."""
    return (
        alt.Chart(frame)
        .mark_bar(color=colour)
        .encode(
            y=alt.Y("candidate:N", sort=None, title=None, axis=alt.Axis(labelLimit=220)),
            # About six ticks at any width: a wide panel would otherwise label every integer of a small count.
            x=alt.X(f"{value}:Q", title=value_title, axis=alt.Axis(tickCount=6)),
            tooltip=[alt.Tooltip("candidate:N", title="Candidate"), alt.Tooltip(f"{value}:Q", title=value_title)],
        )
        .properties(width="container", height=_rows_height(len(frame)))
    )


def heat_strip(frame: pd.DataFrame, *, person_title: str, option_title: str) -> alt.Chart:
    """People × options, filled where the person marked the option (frame: person, option, available)."""
    return (
        alt.Chart(frame)
        .mark_rect(stroke="white", strokeWidth=1)
        .encode(
            x=alt.X("option:N", sort=None, title=option_title, axis=alt.Axis(labelAngle=-45)),
            y=alt.Y("person:N", sort=None, title=person_title),
            fill=alt.Fill(
                "available:N",
                title=None,
                scale=alt.Scale(domain=["available", "not available"], range=[OKABE_ITO["blue"], "#E8E8E8"]),
                legend=alt.Legend(orient="bottom"),
            ),
            tooltip=[
                alt.Tooltip("person:N", title=person_title),
                alt.Tooltip("option:N", title=option_title),
                alt.Tooltip("available:N", title="Marked"),
            ],
        )
        .properties(width="container", height=16 * frame["person"].nunique())
    )


def revenue_curve(frame: pd.DataFrame, *, value_title: str) -> alt.LayerChart:
    """Revenue against price, with the best price marked (frame: price, revenue, label, best)."""
    base = alt.Chart(frame).encode(
        x=alt.X("price:Q", title="Price ($)"),
        y=alt.Y("revenue:Q", title=value_title),
        tooltip=[alt.Tooltip("label:N", title="Price"), alt.Tooltip("revenue:Q", title=value_title, format=",.2f")],
    )
    line = base.mark_line(color=OKABE_ITO["blue"], strokeWidth=2, point=alt.OverlayMarkDef(size=30))
    best = (
        base.transform_filter(alt.datum.best)
        .mark_point(shape="diamond", size=160, filled=True, color=OKABE_ITO["vermillion"])
        .encode()
    )
    return alt.layer(line, best).properties(width="container", height=260)


def chart_config(*, present: bool) -> dict:
    """Fonts and colours for screen or projector (``present``): larger type, near-black ink."""
    size = 18 if present else 13
    return {
        # The page's own typeface (served by Streamlit), so chart text matches the text around it.
        "font": '"Source Sans", sans-serif',
        "axis": {
            "labelFontSize": size,
            "titleFontSize": size,
            "labelColor": INK,
            "titleColor": INK,
            "gridColor": "#DDDDDD",
            "domainColor": INK,
            "tickColor": INK,
        },
        "legend": {"labelFontSize": size, "labelColor": INK, "symbolStrokeWidth": 2, "labelLimit": 400},
        "title": {"fontSize": size + 2, "color": INK, "anchor": "start"},
        "view": {"stroke": None},
    }


def configure(chart: alt.TopLevelMixin, *, present: bool) -> alt.TopLevelMixin:
    """Apply :func:`chart_config` to an altair chart."""
    return chart.configure(**chart_config(present=present))


# ----------------------------------------------------------------------------------------------------------------
# Curve charts: plain Vega-Lite dicts from a few pieces (no altair validation on a rerun; the spec stays the same
# while only the data changes, so the browser swaps the data instead of compiling a new view)
# ----------------------------------------------------------------------------------------------------------------

_SCHEMA = "https://vega.github.io/schema/vega-lite/v6.json"
#: Width of a panel in a PNG/SVG download (the page's charts fill their column instead).
EXPORT_WIDTH = 640


def q(field: str, **extra: object) -> dict:
    """A quantitative channel reading ``field`` (``extra``: scale, axis, title, …)."""
    return {"field": field, "type": "quantitative", **extra}


def n(field: str, **extra: object) -> dict:
    """A nominal channel reading ``field``."""
    return {"field": field, "type": "nominal", **extra}


def tip(field: str, title: str, fmt: str | None = None, *, nominal: bool = False) -> dict:
    """One tooltip line: ``title`` and ``field`` (formatted with the d3 format ``fmt``)."""
    line = {"field": field, "type": "nominal" if nominal else "quantitative", "title": title}
    return {**line, "format": fmt} if fmt else line


def legend(*, direction: str = "horizontal", **extra: object) -> dict:
    """The legend under the plot, without a title."""
    return {"title": None, "orient": "bottom", "direction": direction, **extra}


def series(field: str, domain: Sequence[str], values: Sequence[object], *, guide: dict | None = None) -> dict:
    """A nominal channel giving each named series in ``domain`` its value (a colour, a dash) and a legend entry
    (``guide``: the legend's properties, :func:`legend` unless given). A layer whose series another layer already
    names in the legend uses ``{**series(...), "legend": None}``."""
    return n(field, scale={"domain": list(domain), "range": list(values)}, legend=legend() if guide is None else guide)


def kind(label: str, name: str = "kind") -> dict:
    """A transform adding the constant field ``name`` = ``label``: gives a layer its own legend entry."""
    return {"calculate": repr(label), "as": name}


def layer(data: str | list[dict], mark: dict | str, encoding: dict, *, transform: list[dict] | None = None) -> dict:
    """One layer: ``mark`` drawn from the named dataset ``data`` (or, given a list of rows, from those values)."""
    source = {"name": data} if isinstance(data, str) else {"values": data}
    found: dict = {"data": source, "mark": mark, "encoding": encoding}
    if transform:
        found["transform"] = transform
    return found


def chart(layers: Sequence[dict], *, height: int, width: int | str = "container") -> dict:
    """Layers on one plot ``height`` pixels high, as wide as the column unless ``width`` is given."""
    return {"width": width, "height": height, "layer": list(layers)}


def epsilon_x(*, low: float = 0.01, high: float = 10.0, title: str = "Privacy budget ε (log scale)") -> dict:
    """The log ε axis of the curves against ε, with ticks at 0.01, 0.03, 0.1, … within [low, high]."""
    ticks = [t for t in (0.01, 0.03, 0.1, 0.3, 1, 3, 10, 30, 100) if low <= t <= high]
    return q(
        "epsilon",
        scale={"type": "log", "domain": [low, high], "nice": False},
        axis={"values": ticks, "format": "~g", "grid": True},
        title=title,
    )


def marker(
    field: str,
    value: float,
    text: str,
    *,
    horizontal: bool = False,
    colour: str = INK,
    dash: Sequence[int] = (),
    font_size: int | None = None,
) -> list[dict]:
    """A rule at ``field`` = ``value`` (vertical, or ``horizontal``) with ``text`` beside its start, e.g. "90% chance
    of the best". For a value that moves with the controls use :func:`moving_marker`.

    The text takes the chart's note size (``config.text``, larger on a projector) unless ``font_size`` is given."""
    rows = [{field: value, "text": text}]
    return _marker(field, rows, horizontal=horizontal, colour=colour, dash=dash, font_size=font_size)


def moving_marker(
    field: str, data: str, *, colour: str = INK, dash: Sequence[int] = (), font_size: int | None = None
) -> list[dict]:
    """A vertical :func:`marker` read from the named dataset ``data`` (:func:`marker_frame`, e.g. ε now): the spec
    stays the same when the value moves, so the browser swaps the data instead of compiling a new chart."""
    return _marker(field, data, horizontal=False, colour=colour, dash=dash, font_size=font_size)


def marker_frame(field: str, value: float, text: str) -> pd.DataFrame:
    """The data of a :func:`moving_marker`: one row, ``field`` = ``value`` and its ``text``."""
    return pd.DataFrame({field: [value], "text": [text]})


def epsilon_now(epsilon: float) -> pd.DataFrame:
    """The data of the "ε = … (now)" :func:`moving_marker` on a curve against ε."""
    return marker_frame("epsilon", epsilon, f"ε = {epsilon:g} (now)")


def _marker(
    field: str,
    source: str | list[dict],
    *,
    horizontal: bool,
    colour: str,
    dash: Sequence[int],
    font_size: int | None,
) -> list[dict]:
    rule: dict = {"type": "rule", "color": colour, "strokeWidth": 1.5}
    if dash:
        rule["strokeDash"] = list(dash)
    position = "y" if horizontal else "x"
    label: dict = {"type": "text", "align": "left", "color": colour, "dx": 4}
    label.update({"x": 0, "dy": -8} if horizontal else {"y": 0, "dy": 4, "baseline": "top"})
    if font_size:
        label["fontSize"] = font_size
    return [
        layer(source, rule, {position: q(field)}),
        layer(source, label, {position: q(field), "text": {"field": "text"}}),
    ]


def log_ticks(low: float, high: float) -> tuple[list[float], list[float]]:
    """A log axis from the power of ten at or below ``low`` to the one at or above ``high``: (domain, ticks).

    >>> log_ticks(0.002, 0.5)
    ([0.001, 1.0], [0.001, 0.01, 0.1, 1.0])
    """
    bottom, top = math.floor(math.log10(low)), math.ceil(math.log10(high))
    ticks = [10.0**k for k in range(bottom, top + 1)]
    return [ticks[0], ticks[-1]], ticks


def spread_labels(values: Sequence[float], *, top: float, gap: float) -> list[float]:
    """Heights for labels at ``values``: each as near its value as it can be, at least ``gap`` from the next and
    within [0, top] (label layout, so end-of-line labels never sit on each other).

    >>> spread_labels([1.0, 1.1, 5.0], top=10.0, gap=0.5)
    [1.0, 1.5, 5.0]
    """
    order = sorted(range(len(values)), key=lambda i: values[i])
    position = [min(max(float(values[i]), 0.0), top) for i in order]
    for i in range(1, len(position)):
        position[i] = max(position[i], position[i - 1] + gap)
    if position and position[-1] > top:
        position[-1] = top
        for i in range(len(position) - 2, -1, -1):
            position[i] = min(position[i], position[i + 1] - gap)
    heights = [0.0] * len(position)
    for rank, i in enumerate(order):
        heights[i] = position[rank]
    return heights


def draw(spec: dict, datasets: Mapping[str, pd.DataFrame], *, present: bool, key: str | None = None) -> None:
    """Put ``spec`` on the page with its named ``datasets`` (sent to the browser as Arrow), in the chart fonts."""
    import streamlit as st  # here, so that the doctests of this module run without a Streamlit session

    config = {**chart_config(present=present), "text": {"fontSize": 16 if present else 11}}  # in-chart notes
    full = {**spec, "datasets": dict(datasets), "config": config}
    if spec.get("width") == "container":
        # Fit the width to the column but keep the height for the plot itself (axes and legend come on top).
        full["autosize"] = {"type": "fit-x", "contains": "padding"}
    st.vega_lite_chart(spec=full, theme=None, width="stretch", key=key)


def document(
    panels: Sequence[tuple[dict, Mapping[str, pd.DataFrame]]], *, title: str, width: int = EXPORT_WIDTH
) -> dict:
    """One or more charts, one above the other, as a standalone document for PNG/SVG (vl-convert): inline data
    (each panel's datasets renamed to its own), a fixed width, every scale and legend the panel's own, a title."""
    specs, datasets = [], {}
    for index, (spec, frames) in enumerate(panels):
        names = {name: f"{name}_{index}" for name in frames}
        datasets.update({names[name]: json.loads(frame.to_json(orient="records")) for name, frame in frames.items()})
        panel = json.loads(json.dumps({k: v for k, v in spec.items() if k not in {"autosize", "config", "datasets"}}))
        if panel.get("width") == "container":
            panel["width"] = width
        for part in [panel, *panel.get("layer", [])]:
            if "name" in part.get("data", {}):
                part["data"] = {"name": names[part["data"]["name"]]}
        specs.append(panel)
    channels = ("color", "fill", "stroke", "strokeDash", "x", "y")
    return {
        "$schema": _SCHEMA,
        "title": title,
        "datasets": datasets,
        "vconcat": specs,
        "spacing": 30,
        "resolve": {
            "scale": dict.fromkeys(channels, "independent"),
            "legend": dict.fromkeys(("color", "fill", "stroke", "strokeDash"), "independent"),
        },
        "config": {**chart_config(present=False), "text": {"fontSize": 11}},
    }
