"""The private-median page: the data column, public bounds, and the exact output law next to sampled outputs.

All numbers come from :mod:`dpcore.median` (the exact density, CDF, quantiles and expected error; the sampler; the
binned law with Wilson intervals, the CDF table, the sampled error with its interval; the column reader); this
module only lays them out and labels them. An uploaded file and everything
derived from it stay in this session (``st.session_state``): never on disk, never in ``st.cache_*`` (shared by
all users), never in the link.
"""

from __future__ import annotations

import contextlib
import math
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd
import streamlit as st
from streamlit.delta_generator import DeltaGenerator

import dpcore
from dpcore.median import (
    MedianDistribution,
    binned_law,
    cdf_table,
    density_steps,
    expected_absolute_error,
    expected_error_curve,
    median_distribution,
    median_quantile,
    outside_bounds,
    read_values,
    sample_from_distribution,
    sampled_error,
    value_histogram,
)
from dpcore.scoring import read_csv_bytes
from ui import charts, text
from ui.export import csv_with_parameters, download_row
from ui.page_kit import LinkReader, stacked, uploaded_frame
from ui.state import PageContext, seed_widget, widgets_fresh
from ui.view_kit import numbers_table

DATA_DIR = Path(__file__).resolve().parent.parent / "data"

K_SOURCE = "md_source"
K_UPLOAD = "md_upload"
K_COLUMN = "md_column"
K_LOWER = "md_lower"
K_UPPER = "md_upper"
K_DRAWS = "md_draws"

SOURCES = {
    "ages": "Ages of 150 survey respondents (demo)",
    "bids": "200 bids for an e-book (the pricing demo)",
    "upload": "A column of my own CSV file",
}


@dataclass(frozen=True)
class PublicRange:
    lower: float
    upper: float
    why: str
    unit: str  # "years", "$"


RANGES = {
    "ages": PublicRange(
        0.0, 100.0, "Ages lie between 0 and 100 for nearly everyone: known before any data is seen.", "years"
    ),
    "bids": PublicRange(
        0.0, 20.0, "The shop's survey asked what people would pay between $0 and $20, so every bid lies there.", "$"
    ),
    "upload": PublicRange(
        0.0,
        100.0,
        "Set these from what is publicly known about the column (the range a form allowed, a price list, a "
        "physical limit), never from the data itself.",
        "",
    ),
}
BOUNDS_WHY = (
    "The bounds must be fixed without looking at the data: bounds that hug the smallest and largest values "
    "would reveal them. Values outside are moved to the nearest bound."
)
SENSITIVITY_WHY = (
    "Δ = 1. A point's score is how far it is from splitting the data in half (−|values below − n/2|). Replacing "
    "one person's value moves that count by at most 1, and adding or removing one moves the score by at most ½, "
    "so Δ = 1 is safe either way."
)
DRAWS_OPTIONS: tuple[int, ...] = (1_000, 10_000, 50_000)
DRAWS_DEFAULT = 10_000
#: draws × intervals per rerun: each draw races one Gumbel variate per interval (≈ 0.3 s on 2 cores).
DRAW_BUDGET = 10_000_000
BINS = 40
#: Unless the whole range is asked for, the charts show where all but this share on each side of releases land.
ZOOM_TAIL = 0.0005
K_WHOLE = "md_whole"
EPSILON_CURVE = tuple(float(f"{e:.3g}") for e in np.geomspace(0.01, 10, 31))
EPSILON_CURVE_LARGE = tuple(float(f"{e:.3g}") for e in np.geomspace(0.01, 10, 11))  # for over 20,000 values
_EXACT, _SAMPLED, _INTERVAL = "Exact density", "Sampled outputs", "95% interval"
_INK = "#111111"


@dataclass(frozen=True)
class Column:
    """The numbers to release a median of, and where they come from (never put into the link)."""

    source: str
    name: str
    values: np.ndarray
    data_id: str


# ------------------------------------------------------------------------------------------------------------
# Inputs
# ------------------------------------------------------------------------------------------------------------


@st.cache_data(show_spinner=False)
def demo_values(source: str) -> np.ndarray:
    """The shipped demo columns (public data, so they may be cached for everyone)."""
    if source == "bids":
        return dpcore.SCENARIOS["pricing_auction_200"].data["bid"].to_numpy(dtype=np.float64)
    return read_csv_bytes((DATA_DIR / "ages.csv").read_bytes())["age"].to_numpy(dtype=np.float64)


def _reset_bounds() -> None:
    bounds = RANGES[st.session_state[K_SOURCE]]
    st.session_state[K_LOWER], st.session_state[K_UPPER] = bounds.lower, bounds.upper


def choose_column(ctx: PageContext, link: LinkReader) -> Column | None:
    """The data source, and for an upload the column; ``None`` until there is a file."""
    fresh = widgets_fresh(ctx, "median_source")
    source = link.choice("data", label="data", options=tuple(SOURCES), default="ages")
    seed_widget(K_SOURCE, source, fresh)
    source = st.radio(
        "Which numbers?",
        options=list(SOURCES),
        format_func=SOURCES.get,
        key=K_SOURCE,
        horizontal=True,
        on_change=_reset_bounds,
    )
    if source != "upload":
        name = "ages.csv: age" if source == "ages" else "pricing_auction_200.csv: bid"
        return Column(source=source, name=name, values=demo_values(source), data_id=f"demo:{source}")
    upload = uploaded_frame("CSV or Excel file (a header row, then one row per value)", key=K_UPLOAD)
    if upload is None:
        return None
    file_id, file_name, frame = upload.file_id, upload.name, upload.frame
    columns = [str(c) for c in frame.columns]
    numeric = [c for c in columns if pd.api.types.is_numeric_dtype(frame[c])]
    if st.session_state.get(K_COLUMN) not in columns:
        st.session_state[K_COLUMN] = (numeric or columns)[0]
    column = st.selectbox("Column of numbers", options=columns, key=K_COLUMN)
    numbers = read_values(frame[column], column=column)
    if numbers.convention:
        st.caption(text.escape_markdown(f"Column “{column}”: {numbers.convention}."))
    return Column(
        source="upload", name=f"{file_name}: {column}", values=numbers.values, data_id=f"upload:{file_id}:{column}"
    )


def bounds_and_draws(ctx: PageContext, link: LinkReader, column: Column) -> tuple[float, float, int]:
    """Public bounds (from the link on a fresh visit, else the source's public rule) and the number of draws."""
    fresh = widgets_fresh(ctx, "median_bounds")
    default = RANGES[column.source]
    seed_widget(K_LOWER, link.number("lower", label="lower bound", low=-1e12, high=1e12, default=default.lower), fresh)
    seed_widget(K_UPPER, link.number("upper", label="upper bound", low=-1e12, high=1e12, default=default.upper), fresh)
    seed_widget(
        K_DRAWS,
        int(link.nearest("draws", label="sampled outputs", options=DRAWS_OPTIONS, default=DRAWS_DEFAULT)),
        fresh,
    )
    low_col, high_col, draws_col = st.columns([2, 2, 3], vertical_alignment="bottom")
    lower = low_col.number_input("Public lower bound a", format="%.6g", step=1.0, key=K_LOWER)
    upper = high_col.number_input("Public upper bound b", format="%.6g", step=1.0, key=K_UPPER)
    draws = draws_col.select_slider(
        "Sampled outputs (reruns of the mechanism)",
        options=DRAWS_OPTIONS,
        format_func=lambda n: f"{n:,}",
        key=K_DRAWS,
    )
    st.caption(f"{default.why} {BOUNDS_WHY}")
    if not lower < upper:
        raise dpcore.InvalidInputError(
            f"The lower bound a = {lower:g} must be below the upper bound b = {upper:g}. Swap or change them."
        )
    return float(lower), float(upper), int(draws)


def whole_range_toggle() -> bool:
    return st.toggle(
        "Whole range a to b in the charts",
        key=K_WHOLE,
        help="Otherwise they zoom in on where nearly every release lands.",
    )


# ------------------------------------------------------------------------------------------------------------
# Compute (dpcore calls, binned for drawing)
# ------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class MedianResult:
    distribution: MedianDistribution
    samples: np.ndarray
    draws_requested: int
    bins: pd.DataFrame  # per bin: exact probability and density, sampled count/share/interval
    steps: pd.DataFrame | None  # the exact density as steps (None when there are too many intervals to draw)
    cdf: pd.DataFrame
    curve: pd.DataFrame  # expected absolute error against ε
    expected_error: float
    window: tuple[float, float]  # the x range drawn: all of [a, b], or where nearly every release lands


@st.cache_data(max_entries=32, show_spinner=False)
def _demo_curve(source: str, lower: float, upper: float) -> np.ndarray:
    return expected_error_curve(demo_values(source), lower=lower, upper=upper, epsilons=EPSILON_CURVE)


def error_curve(column: Column, lower: float, upper: float) -> pd.DataFrame:
    """Exact E|output − median| on a grid of ε: cached for the demos, kept in this session for an upload."""
    if column.source != "upload":
        grid, errors = EPSILON_CURVE, _demo_curve(column.source, lower, upper)
    else:
        size = column.values.size  # each point sorts the column again: fewer points for long columns
        grid = EPSILON_CURVE if size <= 20_000 else EPSILON_CURVE_LARGE if size <= 200_000 else EPSILON_CURVE_LARGE[::2]
        key = (column.data_id, lower, upper)
        stored = st.session_state.get("_md_curve")
        if stored is None or stored[0] != key:
            with st.spinner("Working out the expected error for every ε…"):
                errors = expected_error_curve(column.values, lower=lower, upper=upper, epsilons=grid)
            st.session_state["_md_curve"] = stored = (key, errors)
        errors = stored[1]
    return pd.DataFrame({"epsilon": grid, "expected_error": errors})


def window_of(distribution: MedianDistribution, *, whole: bool) -> tuple[float, float]:
    """[a, b], or the middle 99.9% of the exact law (its CDF inverted between data values) plus a margin."""
    lower, upper = distribution.lower, distribution.upper
    if whole:
        return lower, upper
    low, high = median_quantile(distribution, [ZOOM_TAIL, 1 - ZOOM_TAIL])
    margin = 0.15 * (high - low)
    return max(lower, float(low - margin)), min(upper, float(high + margin))


def compute(
    column: Column, *, lower: float, upper: float, epsilon: float, draws: int, seed: int, whole: bool = False
) -> MedianResult:
    distribution = median_distribution(column.values, lower=lower, upper=upper, epsilon=epsilon)
    intervals = distribution.probabilities.size
    run = max(1, min(draws, DRAW_BUDGET // intervals))
    samples = sample_from_distribution(distribution, size=run, rng=seed)
    window = window_of(distribution, whole=whole)
    low, high = window
    return MedianResult(
        distribution=distribution,
        samples=samples,
        draws_requested=draws,
        bins=binned_law(distribution, samples, low=low, high=high, bins=BINS),
        steps=density_steps(distribution),
        cdf=cdf_table(distribution, samples, low=low, high=high),
        curve=error_curve(column, lower, upper),
        expected_error=expected_absolute_error(distribution),
        window=window,
    )


# ------------------------------------------------------------------------------------------------------------
# Charts (plain Vega-Lite; exact in black line work, sampled as filled bars or a coloured step)
# ------------------------------------------------------------------------------------------------------------


def _legend() -> dict:
    return {"title": None, "orient": "bottom", "direction": "horizontal", "labelLimit": 500}


def density_spec(*, unit: str, window: tuple[float, float], present: bool, width: int | str = "container") -> dict:
    x_title = f"Released median ({unit})" if unit else "Released median"
    scale = {"domain": list(window), "nice": False}
    x = {"field": "bin_left", "type": "quantitative", "title": x_title, "scale": scale}
    # Fill (sampled bars) and stroke (exact line, interval) get separate legends, so the symbols match the marks.
    fills = {"domain": [_SAMPLED], "range": [charts.OKABE_ITO["orange"]]}
    strokes = {"domain": [_EXACT, _INTERVAL], "range": [_INK, "#555555"]}
    tooltip = [
        {"field": "bin_left", "type": "quantitative", "title": "From", "format": ",.4g"},
        {"field": "bin_right", "type": "quantitative", "title": "To", "format": ",.4g"},
        {"field": "exact_probability", "type": "quantitative", "title": "Exact probability", "format": ".4f"},
        {"field": "sampled_share", "type": "quantitative", "title": "Sampled share", "format": ".4f"},
    ]
    return {
        "width": width,
        "height": 300,
        "autosize": {"type": "fit-x" if width == "container" else "pad", "contains": "padding"},
        "layer": [
            {
                "data": {"name": "bins"},
                "transform": [{"calculate": repr(_SAMPLED), "as": "fill_kind"}],
                "mark": {"type": "bar", "opacity": 0.75, "binSpacing": 1},
                "encoding": {
                    "x": x,
                    "x2": {"field": "bin_right"},
                    "y": {
                        "field": "sampled_density",
                        "type": "quantitative",
                        "title": "Probability density",
                        "scale": {"domainMin": 0},
                    },
                    "y2": {"datum": 0},
                    "fill": {"field": "fill_kind", "type": "nominal", "scale": fills, "legend": _legend()},
                    "tooltip": tooltip,
                },
            },
            {
                "data": {"name": "bins"},
                "transform": [
                    {"calculate": repr(_INTERVAL), "as": "stroke_kind"},
                    {"calculate": "(datum.bin_left + datum.bin_right) / 2", "as": "mid"},
                ],
                "mark": {"type": "rule", "strokeWidth": 1.5},
                "encoding": {
                    "x": {"field": "mid", "type": "quantitative"},
                    "y": {"field": "lower_density", "type": "quantitative"},
                    "y2": {"field": "upper_density"},
                    "stroke": {
                        "field": "stroke_kind",
                        "type": "nominal",
                        "scale": strokes,
                        "legend": {**_legend(), "symbolType": "stroke"},
                    },
                    "tooltip": tooltip,
                },
            },
            {
                "data": {"name": "steps"},
                "transform": [{"calculate": repr(_EXACT), "as": "stroke_kind"}],
                "mark": {"type": "line", "interpolate": "step-after", "strokeWidth": 2, "clip": True},
                "encoding": {
                    "x": {"field": "x", "type": "quantitative"},
                    "y": {"field": "density", "type": "quantitative"},
                    "stroke": {
                        "field": "stroke_kind",
                        "type": "nominal",
                        "scale": strokes,
                        "legend": {**_legend(), "symbolType": "stroke"},
                    },
                },
            },
        ],
        "config": charts.chart_config(present=present),
    }


def cdf_spec(*, unit: str, window: tuple[float, float], present: bool, width: int | str = "container") -> dict:
    x_title = f"Released median ({unit})" if unit else "Released median"
    kinds = {
        "domain": ["Exact CDF", "Sampled outputs (share at or below)"],
        "range": [_INK, charts.OKABE_ITO["orange"]],
    }
    base = {
        "x": {"field": "x", "type": "quantitative", "title": x_title, "scale": {"domain": list(window), "nice": False}}
    }
    return {
        "width": width,
        "height": 260,
        "autosize": {"type": "fit-x" if width == "container" else "pad", "contains": "padding"},
        "data": {"name": "cdf"},
        "transform": [
            {"fold": ["exact_cdf", "sampled_cdf"], "as": ["series", "value"]},
            {
                "calculate": "datum.series == 'exact_cdf' ? 'Exact CDF' : 'Sampled outputs (share at or below)'",
                "as": "kind",
            },
        ],
        "mark": {"type": "line", "strokeWidth": 2, "clip": True},
        "encoding": {
            **base,
            "y": {
                "field": "value",
                "type": "quantitative",
                "title": "Chance the release is at or below x",
                "axis": {"format": "~%"},
            },
            "color": {"field": "kind", "type": "nominal", "scale": kinds, "legend": _legend()},
            "strokeDash": {
                "field": "kind",
                "type": "nominal",
                "scale": {"domain": kinds["domain"], "range": [[1, 0], [6, 3]]},
                "legend": _legend(),
            },
            "tooltip": [
                {"field": "x", "type": "quantitative", "title": "x", "format": ",.4g"},
                {"field": "kind", "type": "nominal", "title": "Series"},
                {"field": "value", "type": "quantitative", "title": "P(release ≤ x)", "format": ".4f"},
            ],
        },
        "config": charts.chart_config(present=present),
    }


def curve_spec(*, present: bool, width: int | str = "container") -> dict:
    x = {
        "field": "epsilon",
        "type": "quantitative",
        "title": "Privacy budget ε (log scale)",
        "scale": {"type": "log", "domain": [0.01, 10]},
    }
    kinds = {
        "domain": ["Exact expected error", "Mean error of the sampled outputs (95% interval)"],
        "range": [_INK, charts.OKABE_ITO["orange"]],
    }
    return {
        "width": width,
        "height": 260,
        "autosize": {"type": "fit-x" if width == "container" else "pad", "contains": "padding"},
        "layer": [
            {
                "data": {"name": "curve"},
                "transform": [{"calculate": "'Exact expected error'", "as": "kind"}],
                "mark": {"type": "line", "strokeWidth": 2, "point": {"filled": True, "size": 18}},
                "encoding": {
                    "x": x,
                    "y": {
                        "field": "expected_error",
                        "type": "quantitative",
                        "title": "Expected error (log scale)",
                        "scale": {"type": "log"},
                    },
                    "color": {"field": "kind", "type": "nominal", "scale": kinds, "legend": _legend()},
                    "tooltip": [
                        {"field": "epsilon", "type": "quantitative", "title": "ε"},
                        {
                            "field": "expected_error",
                            "type": "quantitative",
                            "title": "Expected error",
                            "format": ",.4g",
                        },
                    ],
                },
            },
            {
                "data": {"name": "now"},
                "mark": {"type": "rule", "strokeDash": [3, 3], "color": "#555555"},
                "encoding": {"x": {"field": "epsilon", "type": "quantitative"}},
            },
            {
                "data": {"name": "now"},
                "transform": [{"calculate": "'Mean error of the sampled outputs (95% interval)'", "as": "kind"}],
                "mark": {"type": "rule", "strokeWidth": 3},
                "encoding": {
                    "x": {"field": "epsilon", "type": "quantitative"},
                    "y": {"field": "sampled_lower", "type": "quantitative"},
                    "y2": {"field": "sampled_upper"},
                    "color": {"field": "kind", "type": "nominal", "scale": kinds, "legend": _legend()},
                },
            },
            {
                "data": {"name": "now"},
                "transform": [{"calculate": "'Mean error of the sampled outputs (95% interval)'", "as": "kind"}],
                "mark": {"type": "point", "shape": "diamond", "filled": True, "size": 110},
                "encoding": {
                    "x": {"field": "epsilon", "type": "quantitative"},
                    "y": {"field": "sampled_mean", "type": "quantitative"},
                    "color": {"field": "kind", "type": "nominal", "scale": kinds, "legend": _legend()},
                    "tooltip": [
                        {"field": "epsilon", "type": "quantitative", "title": "ε (current)"},
                        {"field": "exact", "type": "quantitative", "title": "Exact expected error", "format": ",.4g"},
                        {"field": "sampled_mean", "type": "quantitative", "title": "Sampled mean", "format": ",.4g"},
                    ],
                },
            },
        ],
        "config": charts.chart_config(present=present),
    }


def curator_spec(*, unit: str, present: bool) -> dict:
    x_title = f"Value ({unit})" if unit else "Value"
    return {
        "width": "container",
        "height": 200,
        "autosize": {"type": "fit-x", "contains": "padding"},
        "layer": [
            {
                "data": {"name": "values"},
                "mark": {"type": "bar", "color": charts.OKABE_ITO["blue"], "binSpacing": 1},
                "encoding": {
                    "x": {"field": "bin_left", "type": "quantitative", "title": x_title, "scale": {"nice": False}},
                    "x2": {"field": "bin_right"},
                    "y": {"field": "count", "type": "quantitative", "title": "Number of values"},
                    "y2": {"datum": 0},
                    "tooltip": [
                        {"field": "bin_left", "type": "quantitative", "title": "From", "format": ",.4g"},
                        {"field": "bin_right", "type": "quantitative", "title": "To", "format": ",.4g"},
                        {"field": "count", "type": "quantitative", "title": "Values"},
                    ],
                },
            },
            {
                "data": {"name": "median"},
                "mark": {"type": "rule", "color": charts.OKABE_ITO["vermillion"], "strokeWidth": 3},
                "encoding": {"x": {"field": "median", "type": "quantitative"}},
            },
            {
                "data": {"name": "median"},
                "mark": {"type": "text", "align": "left", "dx": 5, "y": -4, "baseline": "bottom", "fontWeight": "bold"},
                "encoding": {"x": {"field": "median", "type": "quantitative"}, "text": {"field": "label"}},
            },
        ],
        "config": charts.chart_config(present=present),
    }


# ------------------------------------------------------------------------------------------------------------
# Draw
# ------------------------------------------------------------------------------------------------------------


def _sampled_error(result: MedianResult) -> tuple[float, float, float]:
    """Mean |sample − median| with its 95% interval, kept above 0 for the log axis."""
    mean, low, high = sampled_error(result.distribution, result.samples)
    return mean, max(low, 1e-300), high


def _chart(spec: dict, datasets: dict[str, pd.DataFrame]) -> None:
    st.vega_lite_chart({**spec, "datasets": datasets}, theme=None, width="stretch")


def draw(
    column: Column,
    result: MedianResult,
    *,
    epsilon: float,
    seed: int,
    present: bool,
    first: DeltaGenerator | contextlib.nullcontext | None = None,
) -> None:
    """The sentence, metrics, the density chart (into ``first``: projector mode's slot under the ε control), the
    CDF and the error curve."""
    dist = result.distribution
    unit = RANGES[column.source].unit
    run = result.samples.size
    mean, low, high = _sampled_error(result)
    step = text.times(math.exp(epsilon / 2))
    st.markdown(
        f"Each release is one number between {dist.lower:g} and {dist.upper:g}. Points that split the data "
        f"nearly in half are the likeliest; each further value passed on the way out makes a point {step} less "
        f"likely (e<sup>ε/2</sup> at ε = {epsilon:g}).",
        unsafe_allow_html=True,  # our own text and numbers only
    )
    outside = sum(outside_bounds(column.values, lower=dist.lower, upper=dist.upper))
    if outside > 0.05 * column.values.size:
        st.warning(
            f"{outside:,} of the {column.values.size:,} values lie outside [{dist.lower:g}, {dist.upper:g}] and "
            "are moved onto the bounds, so the release cannot land near the true median. Set bounds that cover "
            "what this column can hold, from what is known publicly about it (not from the values themselves).",
        )
    if run < result.draws_requested:
        st.info(
            f"With {dist.probabilities.size - 1:,} values each sampled output draws {dist.probabilities.size:,} "
            f"random numbers, so {run:,} outputs are sampled rather than {result.draws_requested:,}. The exact "
            "curves are unaffected; the sampled ones are just noisier."
        )
    exact_col, sampled_col = st.columns(2)
    exact_col.metric("Expected distance from the true median (exact)", f"{result.expected_error:,.4g}")
    sampled_col.metric(
        f"Mean distance of {run:,} sampled outputs",
        f"{mean:,.4g}",
        help=f"95% interval {low:,.4g} to {high:,.4g}; seed {seed}.",
    )

    steps = result.steps if result.steps is not None else pd.DataFrame({"x": [], "density": []})
    with first or contextlib.nullcontext():
        _chart(density_spec(unit=unit, window=result.window, present=present), {"bins": result.bins, "steps": steps})
    whole = result.window == (dist.lower, dist.upper)
    st.caption(
        f"Black line: the exact density of the released median, flat between neighbouring data values. Orange "
        f"bars: where {run:,} runs of the mechanism (seed {seed}) landed, in {BINS} equal bins, with 95% "
        "intervals. The bars follow the line: simulation agrees with the formula."
        + ("" if whole else " Zoomed to where 99.9% of releases land; switch on “whole range” to see all of it.")
        + ("" if result.steps is not None else " (Too many values to draw every step of the line.)")
    )
    numbers_table(_bins_table(result.bins))

    _chart(cdf_spec(unit=unit, window=result.window, present=present), {"cdf": result.cdf})
    st.caption(
        "The chance that the release is at or below each value: exact (black) and the share of sampled "
        "outputs (orange, dashed). Read off ranges: the release lands between two values with the difference "
        "of the heights."
    )
    numbers_table(result.cdf, {"exact_cdf": "Exact P(release ≤ x)", "sampled_cdf": "Sampled share ≤ x"})

    now = pd.DataFrame(
        {
            "epsilon": [epsilon],
            "exact": [result.expected_error],
            "sampled_mean": [mean],
            "sampled_lower": [low],
            "sampled_upper": [high],
        }
    )
    _chart(curve_spec(present=present), {"curve": result.curve, "now": now})
    st.caption(
        "How far the release lands from the true median on average, for every ε (exact), and the sampled "
        f"outputs' mean distance at the current ε = {epsilon:g} (diamond with its 95% interval). More ε, smaller "
        "error, until the release is nearly always between the two middle values: there it is uniform, and the "
        "error levels off."
    )
    numbers_table(result.curve, {"epsilon": "ε", "expected_error": "Expected distance (exact)"})
    _downloads(column, result, now, epsilon=epsilon, seed=seed)


def _bins_table(bins: pd.DataFrame) -> pd.DataFrame:
    return pd.DataFrame(
        {
            "From": bins["bin_left"],
            "To": bins["bin_right"],
            "Exact probability": bins["exact_probability"],
            "Sampled count": bins["sampled_count"],
            "Sampled share": bins["sampled_share"],
            "95% interval": [
                f"{text.share(lo)} – {text.share(hi)}"
                for lo, hi in zip(bins["wilson95_lower"], bins["wilson95_upper"], strict=True)
            ],
        }
    )


def export_parameters(column: Column, result: MedianResult, *, epsilon: float, seed: int) -> dict[str, object]:
    dist = result.distribution
    return {
        "data": column.name,
        "lower_bound": dist.lower,
        "upper_bound": dist.upper,
        "epsilon": epsilon,
        "sensitivity": dist.sensitivity,
        "sampled_outputs": result.samples.size,
        "seed": seed,
        "random_stream": "numpy default_rng(seed)",
    }


def export_csv(column: Column, result: MedianResult, now: pd.DataFrame, *, epsilon: float, seed: int) -> bytes:
    """Every plotted number (one block per chart, named in the ``chart`` column) and every parameter."""
    blocks = [
        result.bins.assign(chart="output_histogram"),
        result.cdf.assign(chart="cdf"),
        result.curve.assign(chart="expected_error_vs_epsilon"),
        now.assign(chart="sampled_error_at_current_epsilon"),
    ]
    table = pd.concat(blocks, ignore_index=True)
    return csv_with_parameters(table, export_parameters(column, result, epsilon=epsilon, seed=seed))


def export_spec(column: Column, result: MedianResult, now: pd.DataFrame, *, epsilon: float, seed: int) -> dict:
    """The three charts stacked, with inline data, for PNG/SVG."""
    dist = result.distribution
    unit = RANGES[column.source].unit
    steps = result.steps if result.steps is not None else pd.DataFrame({"x": [], "density": []})
    panels = [
        (
            density_spec(unit=unit, window=result.window, present=False, width=640),
            {"bins": result.bins, "steps": steps},
        ),
        (cdf_spec(unit=unit, window=result.window, present=False, width=640), {"cdf": result.cdf}),
        (curve_spec(present=False, width=640), {"curve": result.curve, "now": now}),
    ]
    title = (
        f"Private median of {column.name}: bounds [{dist.lower:g}, {dist.upper:g}], ε = {epsilon:g}, Δ = 1, "
        f"{result.samples.size:,} sampled outputs, seed {seed}"
    )
    return stacked(panels, title=title, config=charts.chart_config(present=False))


def _downloads(column: Column, result: MedianResult, now: pd.DataFrame, *, epsilon: float, seed: int) -> None:
    download_row(
        stem=f"private-choices_median_eps{epsilon:g}_seed{seed}",
        csv=lambda: export_csv(column, result, now, epsilon=epsilon, seed=seed),
        chart=lambda: export_spec(column, result, now, epsilon=epsilon, seed=seed),
        key="md_download",
    )


def curator_view(column: Column, result: MedianResult, *, present: bool) -> None:
    """The true data and its median, which a release never shows."""
    dist = result.distribution
    with st.container(border=True, key="md_curator_view"):
        st.subheader("Curator view — the true data, which a private release never shows")
        values = column.values
        frame = value_histogram(values, lower=dist.lower, upper=dist.upper, bins=BINS)
        median = pd.DataFrame({"median": [dist.median], "label": [f"true median {dist.median:,.4g}"]})
        below, above = outside_bounds(values, lower=dist.lower, upper=dist.upper)
        st.markdown(
            f"{values.size:,} values from {escape(column.name)}; true median **{dist.median:,.4g}** (of the "
            f"values clipped to the bounds). {below:,} below and {above:,} above the bounds were moved onto them."
        )
        _chart(curator_spec(unit=RANGES[column.source].unit, present=present), {"values": frame, "median": median})
        st.caption("How many values fall in each bin, with the true median (red line) a release tries to hit.")
        numbers_table(frame, {"bin_left": "From", "bin_right": "To", "count": "Values"})


def escape(value: str) -> str:
    return text.escape_markdown(value)
