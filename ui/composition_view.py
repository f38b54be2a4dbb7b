"""The composition page's controls, chart, table and downloads (numbers from dpcore.composition_table).

Six ways to state the total privacy loss of k selections at ε each, all as (ε_total, δ) at one δ: basic kε,
advanced composition, the optimal pure-DP composition (Kairouz, Oh & Viswanath 2015), zCDP with ε²/2 per
selection (any ε-DP selection, permute-and-flip included) and with ε²/8 (bounded-range mechanisms: the
exponential mechanism), and the optimal bounded-range composition (Dong, Durfee & Rogers 2020), which is proved
for selections fixed in advance only (non-adaptive).
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass

import numpy as np
import pandas as pd
import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from dpcore.composition import COMPOSITION_METHODS, composition_table
from ui import charts
from ui.export import csv_with_parameters, download_row
from ui.page_kit import LinkReader, stacked
from ui.state import PageContext, seed_widget, widgets_fresh
from ui.text import scientific

K_MAX_OPTIONS: tuple[int, ...] = (10, 20, 50, 100, 200, 500)
K_MAX_DEFAULT = 50
DELTA_OPTIONS: tuple[float, ...] = tuple(10.0**-p for p in range(2, 13))
DELTA_DEFAULT = 1e-6
K_MARK_DEFAULT = 10

K_DELTA = "cp_delta"
K_KMAX = "cp_kmax"
K_MARK = "cp_k"
K_LOG_K = "cp_log_k"

ANY_DP = "Holds for any ε-DP selection (permute-and-flip, report-noisy-max, exponential mechanism)"
EM_ONLY = "Holds for the exponential mechanism only (ε-bounded range)"


@dataclass(frozen=True)
class Method:
    column: str
    label: str  # in the legend and the table
    short: str  # written at the end of the line
    applies: str
    colour: str
    dash: tuple[int, int]


_SOLID, _DASHED = (1, 0), (7, 4)  # solid: any ε-DP selection; dashed: the exponential mechanism only
METHODS: tuple[Method, ...] = (
    Method("basic", "Basic kε", "Basic", ANY_DP, charts.OKABE_ITO["black"], _SOLID),
    Method("advanced", "Advanced composition", "Advanced", ANY_DP, charts.OKABE_ITO["reddish_purple"], _SOLID),
    Method("optimal_pure", "Optimal ε-DP (KOV)", "Optimal ε-DP", ANY_DP, charts.OKABE_ITO["blue"], _SOLID),
    Method(
        "zcdp_pure",
        "zCDP, ε²/2 each (permute-and-flip)",
        "zCDP ε²/2",
        ANY_DP,
        charts.OKABE_ITO["bluish_green"],
        _SOLID,
    ),
    Method(
        "zcdp_bounded_range",
        "zCDP, ε²/8 each (exponential mechanism)",
        "zCDP ε²/8",
        EM_ONLY,
        charts.OKABE_ITO["orange"],
        _DASHED,
    ),
    Method(
        "optimal_bounded_range",
        "Optimal bounded range (exponential mechanism, non-adaptive)",
        "Optimal BR",
        EM_ONLY,
        charts.OKABE_ITO["vermillion"],
        _DASHED,
    ),
)
_HEIGHT = 420
#: The same on a projector, so that the title, the ε control and the chart fit a 1280×720 screen.
_PRESENT_HEIGHT = 330


def _height(present: bool) -> int:
    return _PRESENT_HEIGHT if present else _HEIGHT


_CURVES, _LABELS, _MARK = "curves", "labels", "mark"


@dataclass(frozen=True)
class CompositionSettings:
    epsilon: float
    delta: float
    k_max: int
    k_mark: int
    log_k: bool

    def link(self) -> dict[str, str]:
        return {
            "delta": f"{self.delta:g}",
            "kmax": str(self.k_max),
            "k": str(self.k_mark),
            "logk": str(int(self.log_k)),
        }


def delta_text(delta: float) -> str:
    """1e-06 as "10⁻⁶" (δ is always a power of ten here)."""
    return scientific(delta).replace("1 × ", "")


def controls(ctx: PageContext, epsilon: float) -> CompositionSettings:
    """k max, δ, the k to read off and the k-axis scale; seeded from the link on a fresh visit."""
    fresh = widgets_fresh(ctx, "composition")
    link = LinkReader(fresh)
    seed_widget(K_DELTA, link.nearest("delta", label="δ", options=DELTA_OPTIONS, default=DELTA_DEFAULT), fresh)
    seed_widget(K_KMAX, int(link.nearest("kmax", label="k max", options=K_MAX_OPTIONS, default=K_MAX_DEFAULT)), fresh)
    seed_widget(K_MARK, int(link.number("k", label="k", low=1, high=500, default=K_MARK_DEFAULT, whole=True)), fresh)
    seed_widget(K_LOG_K, link.choice("logk", label="log k axis", options=("0", "1"), default="0") == "1", fresh)
    link.show_notes()

    kmax_col, delta_col, mark_col, log_col = st.columns([3, 3, 2, 2], vertical_alignment="bottom")
    k_max = kmax_col.select_slider(
        "Largest number of selections k",
        options=K_MAX_OPTIONS,
        key=K_KMAX,
        format_func=lambda k: f"{k:,}",
        help="The exact bounds take longer for large k: up to a few seconds for 500 the first time.",
    )
    delta = delta_col.select_slider(
        "δ, the chance the bound may fail",
        options=DELTA_OPTIONS,
        key=K_DELTA,
        format_func=delta_text,
        help="Every bound but the basic one is stated as (ε, δ): it may fail with probability δ. Pick δ far below "
        "1/n for n people, e.g. 10⁻⁶.",
    )
    if st.session_state[K_MARK] > k_max:
        st.session_state[K_MARK] = k_max
    k_mark = mark_col.number_input("Read off at k =", min_value=1, max_value=int(k_max), step=1, key=K_MARK)
    log_k = log_col.toggle("Log k axis", key=K_LOG_K)
    return CompositionSettings(
        epsilon=epsilon, delta=float(delta), k_max=int(k_max), k_mark=int(k_mark), log_k=bool(log_k)
    )


def k_grid(k_max: int, k_mark: int) -> tuple[int, ...]:
    """Every k up to 50; beyond, 1–20 and 25 more spread evenly on a log scale (plus the k read off).

    The optimal bounded-range bound costs O(k²) per evaluation, so a sparse grid keeps k max = 500 near 1–2 s.
    """
    if k_max <= 50:
        return tuple(range(1, k_max + 1))
    spread = np.unique(np.round(np.geomspace(20, k_max, 25)).astype(int))
    return tuple(sorted(set(range(1, 21)) | {int(k) for k in spread} | {k_mark, k_max}))


@st.cache_data(max_entries=64, show_spinner=False)
def table(ks: tuple[int, ...], epsilon: float, delta: float) -> pd.DataFrame:
    """dpcore's composition table (public parameters only, so it may be shared between sessions)."""
    return composition_table(list(ks), epsilon=epsilon, delta=delta)


def curves_frame(values: pd.DataFrame) -> pd.DataFrame:
    """Long form of the plotted columns: k, method, method_label, applies, total_epsilon, value_text."""
    parts = [
        pd.DataFrame(
            {
                "k": values["k"],
                "method": method.column,
                "method_label": method.label,
                "applies": method.applies,
                "total_epsilon": values[method.column],
                "value_text": [f"{v:.4f}" for v in values[method.column]],
            }
        )
        for method in METHODS
    ]
    return pd.concat(parts, ignore_index=True)


def y_top(values: pd.DataFrame) -> float:
    """Top of the y axis: every line, but at most 1.5 × kε (advanced composition can be far worse at large ε)."""
    highest = float(values[[m.column for m in METHODS]].to_numpy().max())
    return min(highest, 1.5 * float(values["basic"].max())) * 1.04


def spread_labels(values: np.ndarray, *, top: float, gap: float) -> np.ndarray:
    """Label heights near ``values`` but at least ``gap`` apart and within [0, top] (layout, not statistics)."""
    order = np.argsort(values, kind="stable")
    position = np.clip(values[order], 0.0, top).astype(float)
    for i in range(1, position.size):
        position[i] = max(position[i], position[i - 1] + gap)
    if position[-1] > top:
        position[-1] = top
        for i in range(position.size - 2, -1, -1):
            position[i] = min(position[i], position[i + 1] - gap)
    result = np.empty_like(position)
    result[order] = position
    return result


def labels_frame(values: pd.DataFrame, top: float, *, present: bool) -> pd.DataFrame:
    last = values.iloc[-1]
    ends = np.array([float(last[m.column]) for m in METHODS])
    heights = spread_labels(ends, top=top, gap=top * (22 if present else 17) / _height(present))
    text = [f"{m.short} {v:.3f}" if v <= top else f"{m.short} {v:,.4g} ↑" for m, v in zip(METHODS, ends, strict=True)]
    return pd.DataFrame(
        {"k": int(last["k"]), "label_y": heights, "method_label": [m.label for m in METHODS], "text": text}
    )


def spec(settings: CompositionSettings, top: float, *, present: bool, width: int | str = "container") -> dict:
    """Vega-Lite: one line per bound against k, labelled at its end; a dashed rule at the k read off."""
    font = 17 if present else 12
    x = {
        "field": "k",
        "type": "quantitative",
        "title": "Number of selections k" + (" (log scale)" if settings.log_k else ""),
        "scale": {"type": "log" if settings.log_k else "linear", "domain": [1, settings.k_max], "nice": False},
        "axis": {"tickCount": 8, "format": "d"},
    }
    y = {
        "field": "total_epsilon",
        "type": "quantitative",
        "title": f"Total ε (at δ = {delta_text(settings.delta)})",
        "scale": {"domain": [0, top], "nice": False},
    }
    # Colour and dash share one legend: solid lines hold for any ε-DP selection, dashed for the exponential
    # mechanism only, so the lines differ by more than colour; the end labels name them too.
    legend = {"title": None, "orient": "bottom", "columns": 2, "labelLimit": 600, "symbolStrokeWidth": 2.5}
    domain = [m.label for m in METHODS]
    colour = {
        "field": "method_label",
        "type": "nominal",
        "scale": {"domain": domain, "range": [m.colour for m in METHODS]},
        "legend": legend,
    }
    dash = {
        "field": "method_label",
        "type": "nominal",
        "scale": {"domain": domain, "range": [list(m.dash) for m in METHODS]},
        "legend": legend,
    }
    tooltip = [
        {"field": "method_label", "type": "nominal", "title": "Bound"},
        {"field": "k", "type": "quantitative", "title": "k"},
        {"field": "value_text", "type": "nominal", "title": "Total ε"},
        {"field": "applies", "type": "nominal", "title": "Applies to"},
    ]
    return {
        "width": width,
        "height": _height(present),
        # Fit the plot to the column, leaving room on the right for the labels at the lines' ends.
        "autosize": {"type": "fit-x" if width == "container" else "pad", "contains": "padding"},
        "layer": [
            {
                "data": {"name": _CURVES},
                "mark": {"type": "line", "clip": True, "strokeWidth": 2.5},
                "encoding": {"x": x, "y": y, "color": colour, "strokeDash": dash, "tooltip": tooltip},
            },
            {
                "data": {"name": _CURVES},
                "mark": {"type": "point", "clip": True, "filled": True, "size": 14},
                "encoding": {
                    "x": x,
                    "y": {"field": "total_epsilon", "type": "quantitative"},
                    "color": {**colour, "legend": None},
                    "tooltip": tooltip,
                },
            },
            {
                "data": {"name": _MARK},
                "mark": {"type": "rule", "strokeDash": [3, 3], "color": "#555555"},
                "encoding": {"x": {"field": "k", "type": "quantitative"}},
            },
            {
                "data": {"name": _MARK},
                "mark": {"type": "text", "align": "left", "baseline": "top", "dx": 4, "y": 2, "fontSize": font},
                "encoding": {"x": {"field": "k", "type": "quantitative"}, "text": {"field": "text"}},
            },
            {
                "data": {"name": _LABELS},
                "mark": {
                    "type": "text",
                    "align": "left",
                    "baseline": "middle",
                    "dx": 8,
                    "fontSize": font,
                    "fontWeight": "bold",
                },
                "encoding": {
                    "x": {"field": "k", "type": "quantitative"},
                    "y": {"field": "label_y", "type": "quantitative"},
                    "text": {"field": "text"},
                    "color": {**colour, "legend": None},
                },
            },
        ],
        "config": charts.chart_config(present=present),
    }


def chart_data(values: pd.DataFrame, settings: CompositionSettings, *, present: bool) -> dict[str, pd.DataFrame]:
    top = y_top(values)
    return {
        _CURVES: curves_frame(values),
        _LABELS: labels_frame(values, top, present=present),
        _MARK: pd.DataFrame({"k": [settings.k_mark], "text": [f"k = {settings.k_mark}"]}),
    }


def summary(row: pd.Series, settings: CompositionSettings) -> str:
    """The numbers at the k read off, and what each mechanism may claim (the smallest bound that applies)."""
    k, eps, delta = settings.k_mark, settings.epsilon, delta_text(settings.delta)
    values = " · ".join(f"{m.label} **{row[m.column]:.3f}**" for m in METHODS)
    pure = min(row[m.column] for m in METHODS if m.applies == ANY_DP)
    adaptive = min(row[m.column] for m in METHODS if m.column != "optimal_bounded_range")
    fixed = min(row[m.column] for m in METHODS)
    return (
        f"**At k = {k} selections of ε = {eps:g} each (δ = {delta})** the total ε is: {values}.\n\n"
        f"- {k} permute-and-flip or report-noisy-max selections (known only to be ε-DP) are "
        f"**({pure:.3f}, {delta})-DP** together.\n"
        f"- {k} exponential-mechanism selections are **({adaptive:.3f}, {delta})-DP** even when each depends "
        f"on the previous answers, and **({fixed:.3f}, {delta})-DP** when all are fixed in advance."
    )


def table_frame(values: pd.DataFrame) -> pd.DataFrame:
    """The table under the chart: k and the six plotted bounds, labelled as in the chart."""
    return pd.DataFrame({"k": values["k"], **{m.label: values[m.column] for m in METHODS}})


def draw(
    values: pd.DataFrame,
    settings: CompositionSettings,
    *,
    present: bool,
    first: DeltaGenerator | contextlib.nullcontext | None = None,
) -> None:
    """Chart (into ``first``: projector mode's slot under the ε control), caption, table and downloads."""
    data = chart_data(values, settings, present=present)
    with first or contextlib.nullcontext():
        st.vega_lite_chart(
            {**spec(settings, y_top(values), present=present), "datasets": data}, theme=None, width="stretch"
        )
    st.caption(
        f"Each line adds up the privacy loss of k selections at ε = {settings.epsilon:g} each in a different "
        f"way, all stated at δ = {delta_text(settings.delta)}; lower is better and every one is a valid "
        "guarantee, so an analyst may quote the smallest that applies. Solid lines hold for any ε-DP "
        "selection; dashed ones use the exponential mechanism's bounded range. A line that leaves the top is "
        "worse than simply adding up (kε)."
    )
    column_format = {m.label: st.column_config.NumberColumn(format="%.3f") for m in METHODS}
    with st.expander("Table of these numbers", expanded=True):
        st.dataframe(table_frame(values), hide_index=True, width="stretch", height=260, column_config=column_format)
    parameters = {
        "epsilon_per_selection": settings.epsilon,
        "delta": settings.delta,
        "k_max": settings.k_max,
        "optimal_bounded_range_note": "non-adaptive composition only",
    }
    labelled = values.rename(columns=COMPOSITION_METHODS)  # full names, with sources, in the CSV header
    download_row(
        stem=f"private-choices_composition_eps{settings.epsilon:g}_delta{settings.delta:g}",
        csv=lambda: csv_with_parameters(labelled, parameters),
        chart=lambda: export_spec(values, settings),
        key="cp_download",
    )


def export_spec(values: pd.DataFrame, settings: CompositionSettings) -> dict:
    """The chart with inline data, for PNG/SVG."""
    data = chart_data(values, settings, present=False)
    title = f"Total privacy loss of k selections at ε = {settings.epsilon:g} each, δ = {settings.delta:g}"
    chart = spec(settings, y_top(values), present=False, width=760)
    return stacked([(chart, data)], title=title, config=charts.chart_config(present=False))
