"""The synthetic-data page (SmallDB): the data, the exact law over every candidate database, and one release.

Numbers come from :mod:`dpcore.smalldb` (the exact law, its error distribution and quantile, both accuracy bounds,
the sampler) and :func:`dpcore.wilson_interval`; this module picks the rows to show, lays them out and labels them.
An upload stays in this session (``st.session_state``): never on disk, never in ``st.cache_*``, never in the link.
"""

from __future__ import annotations

import contextlib
import json
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd
import streamlit as st
from streamlit.delta_generator import DeltaGenerator

import dpcore
from dpcore import smalldb
from dpcore.scoring import indicator_columns, read_csv_bytes
from dpcore.smalldb import (
    SmallDBDistribution,
    error_quantile,
    exact_range_tail_bound,
    expected_error,
    histogram_from_rows,
    sample_synthetic_indices,
    smalldb_distribution,
)
from ui import charts, selection_svg, text
from ui.export import csv_with_parameters, download_row
from ui.page_kit import LinkReader, stacked, uploaded_frame
from ui.state import PageContext, seed_widget, widgets_fresh
from ui.view_kit import numbers_table

DATA_DIR = Path(__file__).resolve().parent.parent / "data"

K_SOURCE = "sd_source"
K_UPLOAD = "sd_upload"
K_ATTRIBUTES = "sd_attributes"
K_SIZE = "sd_size"

SOURCES = {"survey": "Health survey of 1,000 people (demo)", "upload": "My own CSV file"}
DEMO_FILE = "survey_binary.csv"
MAX_SIZE = {2: 60, 3: 16}  # 39,711 and 245,157 candidate databases
DEFAULT_SIZE = {2: 24, 3: 8}  # 2,925 and 6,435
BETA = 0.05
DRAWS = 1_000
#: draws × candidates per rerun: each draw races one Gumbel variate per candidate (≈ 0.1 s on 2 cores).
DRAW_BUDGET = 3_000_000
TOP = 10
#: On a projector the chart shows this many of them, so that it fits the first screen with the ε control.
PRESENT_TOP = 5
EPSILON_CURVE = tuple(float(f"{e:.3g}") for e in np.geomspace(0.01, 10, 25))
ERROR_FLOOR = 1e-4  # the log axis of the error-vs-ε chart never starts lower (every error is at most 1)
_INK = "#111111"
_EM = charts.OKABE_ITO["orange"]


@dataclass(frozen=True)
class Database:
    """The records, as a histogram over every combination of the chosen yes/no attributes."""

    source: str
    name: str
    attributes: tuple[str, ...]
    counts: np.ndarray
    data_id: str


# ------------------------------------------------------------------------------------------------------------
# Inputs
# ------------------------------------------------------------------------------------------------------------


@st.cache_data(show_spinner=False)
def demo_frame() -> pd.DataFrame:
    """The shipped survey (public data, so it may be cached for everyone)."""
    return read_csv_bytes((DATA_DIR / DEMO_FILE).read_bytes())


def choose_database(ctx: PageContext, link: LinkReader) -> Database | None:
    """Source, and two or three yes/no columns; ``None`` (with a message) until that is settled."""
    seed_widget(
        K_SOURCE,
        link.choice("data", label="data", options=tuple(SOURCES), default="survey"),
        widgets_fresh(ctx, "smalldb_source"),
    )
    source = st.radio("Which records?", options=list(SOURCES), format_func=SOURCES.get, key=K_SOURCE, horizontal=True)
    if source == "survey":
        frame, name, data_id = demo_frame(), DEMO_FILE, "demo"
        binary = tuple(frame.columns)
    else:
        upload = uploaded_frame(
            "CSV or Excel file: one row per person, yes/no columns (1/0, yes/no, true/false)",
            key=K_UPLOAD,
            derive=indicator_columns,
        )
        if upload is None:
            st.info("Upload a CSV file with one row per person and at least two yes/no columns, to begin.")
            return None
        name, frame, binary = upload.name, upload.frame, upload.derived
        data_id = f"upload:{upload.file_id}"
        if len(binary) < 2:
            raise dpcore.InvalidInputError(
                f"{name} has {len(binary)} column(s) whose every cell reads as yes or no; SmallDB here needs two "
                "or three. Use 1/0, yes/no or true/false (a blank cell counts as no)."
            )
    if not set(st.session_state.get(K_ATTRIBUTES, ())) <= set(binary) or st.session_state.get("_sd_for") != data_id:
        st.session_state[K_ATTRIBUTES] = list(binary[:2])
        st.session_state["_sd_for"] = data_id
    chosen = st.multiselect("Two or three yes/no attributes", options=list(binary), key=K_ATTRIBUTES, max_selections=3)
    if len(chosen) < 2:
        st.info("Choose two or three attributes.")
        return None
    records = smalldb.records_from_answers(frame, chosen)
    if records.middle:
        st.caption(
            f"{records.middle:,} cell(s) in these columns hold an “if need be” answer (maybe, (OK)…): SmallDB's "
            "attributes are yes or no, so they count as no."
        )
    return Database(
        source=source,
        name=name,
        attributes=tuple(str(c) for c in chosen),
        counts=histogram_from_rows(records.rows),
        data_id=f"{data_id}:{'|'.join(chosen)}",
    )


def synthetic_size(ctx: PageContext, link: LinkReader, database: Database) -> int:
    """m, the number of records in every candidate database (its range depends on the number of attributes)."""
    d = len(database.attributes)
    fresh = widgets_fresh(ctx, "smalldb_size") or st.session_state.get("_sd_size_for") != d
    st.session_state["_sd_size_for"] = d
    seed_widget(
        K_SIZE,
        int(link.number("m", label="synthetic size m", low=1, high=MAX_SIZE[d], default=DEFAULT_SIZE[d], whole=True)),
        fresh,
    )
    if st.session_state[K_SIZE] > MAX_SIZE[d]:
        st.session_state[K_SIZE] = MAX_SIZE[d]
    return int(
        st.slider(
            "Records in each synthetic database, m",
            min_value=1,
            max_value=MAX_SIZE[d],
            key=K_SIZE,
            help="More records can match the marginals more closely (accuracy α = √(ln|Q|/m)), but there are "
            "many more candidate databases to choose from, which costs accuracy and time (a few seconds for three "
            "attributes at m = 16).",
        )
    )


# ------------------------------------------------------------------------------------------------------------
# Compute
# ------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SmallDBResult:
    distribution: SmallDBDistribution
    seconds: float  # time to build the exact law
    draws: np.ndarray  # indices of sampled outputs; the first is "the" release shown
    quantile: float  # exact 95th percentile of the max error
    tight_bound: float
    theorem_bound: float
    expected: float
    curve: pd.DataFrame


@st.cache_data(max_entries=8, show_spinner=False)  # up to ~15 MB each at 3 attributes, m = 16
def _demo_law(counts: tuple[int, ...], epsilon: float, m: int, names: tuple[str, ...]) -> SmallDBDistribution:
    return smalldb_distribution(np.array(counts), epsilon=epsilon, synthetic_size=m, attribute_names=names)


def error_curve(distribution: SmallDBDistribution) -> pd.DataFrame:
    """The exact error summaries and both bounds over the ε grid (every other ε past 50,000 candidates: ~1 s)."""
    grid = EPSILON_CURVE if distribution.candidates.shape[0] <= 50_000 else EPSILON_CURVE[::2]
    return smalldb.error_curve(distribution, epsilons=grid, beta=BETA)


@st.cache_data(max_entries=32, show_spinner=False)
def _demo_curve(counts: tuple[int, ...], m: int, names: tuple[str, ...]) -> pd.DataFrame:
    return error_curve(_demo_law(counts, 1.0, m, names))


def compute(database: Database, *, epsilon: float, m: int, seed: int) -> SmallDBResult:
    started = time.perf_counter()
    if database.source == "survey":  # public data: may be cached for every session
        key = (tuple(int(c) for c in database.counts), m, database.attributes)
        distribution = _demo_law(key[0], epsilon, m, database.attributes)
        seconds = time.perf_counter() - started
        curve = _demo_curve(*key)
    else:
        distribution = smalldb_distribution(
            database.counts, epsilon=epsilon, synthetic_size=m, attribute_names=database.attributes
        )
        seconds = time.perf_counter() - started
        memo_key = (database.data_id, m)
        stored = st.session_state.get("_sd_curve")
        if stored is None or stored[0] != memo_key:
            st.session_state["_sd_curve"] = stored = (memo_key, error_curve(distribution))
        curve = stored[1]
    size = max(1, min(DRAWS, DRAW_BUDGET // distribution.candidates.shape[0]))
    return SmallDBResult(
        distribution=distribution,
        seconds=seconds,
        draws=sample_synthetic_indices(distribution, size=size, rng=seed),
        quantile=error_quantile(distribution, level=1 - BETA),
        tight_bound=exact_range_tail_bound(distribution, beta=BETA),
        theorem_bound=smalldb.theorem_bound(distribution, beta=BETA),
        expected=expected_error(distribution),
        curve=curve,
    )


# ------------------------------------------------------------------------------------------------------------
# Frames for the charts and tables
# ------------------------------------------------------------------------------------------------------------


def codes(distribution: SmallDBDistribution) -> list[str]:
    """ "01"-style code of every combination (first attribute first), as in the chart labels."""
    return ["".join(str(v) for v in row) for row in distribution.universe]


def describe(distribution: SmallDBDistribution, histogram: np.ndarray) -> str:
    return " ".join(f"{code}:{count}" for code, count in zip(codes(distribution), histogram, strict=True))


def top_frame(result: SmallDBResult, *, log_scale: bool = False) -> pd.DataFrame:
    """The likeliest candidates: the Explorer's chart columns (exact outline, sampled fill, Wilson interval)."""
    dist = result.distribution
    top = smalldb.likeliest_candidates(dist, count=TOP)
    counts = dist.release_counts(result.draws)[top]
    low, high = dpcore.wilson_interval(counts, result.draws.size)
    exact = dist.probabilities[top]
    shares = counts / result.draws.size
    domain = selection_svg.probability_domain(list(exact) + list(high) + list(low), log_scale=log_scale)
    return pd.DataFrame(
        {
            "candidate": [f"{describe(dist, dist.candidates[i])}  (error {dist.errors[i]:.4f})" for i in top],
            "exact": exact,
            "simulated": shares,
            "lower": low,
            "upper": high,
            "exact_text": [text.probability(p) for p in exact],
            "simulated_text": [
                f"{c:,} of {result.draws.size:,} draws ({text.share(s)})" for c, s in zip(counts, shares, strict=True)
            ],
            "interval_text": [f"{text.share(a)} – {text.share(b)}" for a, b in zip(low, high, strict=True)],
            "axis_min": domain[0],
            "axis_max": domain[1],
            "index": top,
            "candidate_error": dist.errors[top],
        }
    )


def top_table(result: SmallDBResult, frame: pd.DataFrame) -> pd.DataFrame:
    dist = result.distribution
    table = pd.DataFrame({"Rank": np.arange(1, len(frame) + 1)})
    for position, label in enumerate(dist.universe_labels):
        table[label] = dist.candidates[frame["index"], position]
    table["Max query error"] = dist.errors[frame["index"]]
    table["Exact probability"] = frame["exact_text"]
    table["Sampled"] = frame["simulated_text"]
    return table


def error_frames(result: SmallDBResult) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Exact CDF of the max error at its distinct values, with the sampled share at or below each; the rules."""
    cdf = smalldb.error_cdf(result.distribution, draws=result.draws)
    rules = pd.DataFrame(
        {
            "error": [result.quantile, result.tight_bound, result.theorem_bound],
            "label": [
                f"95th percentile {result.quantile:.3f}",
                f"tighter bound {result.tight_bound:.3f}",
                f"SmallDB theorem {result.theorem_bound:.3f}",
            ],
            "kind": ["Exact 95th percentile", "Tighter bound (exact |R|)", "SmallDB accuracy theorem"],
        }
    )
    return cdf, rules


def marginals_frame(result: SmallDBResult) -> pd.DataFrame:
    dist = result.distribution
    release = dist.candidates[result.draws[0]]
    return pd.DataFrame(
        {
            "query": list(dist.query_labels),
            "true": dist.query_answers(),
            "synthetic": dist.query_answers(release),
            "difference": dist.query_errors(release),
        }
    )


# ------------------------------------------------------------------------------------------------------------
# Chart specs
# ------------------------------------------------------------------------------------------------------------


def _legend() -> dict:
    return {"title": None, "orient": "bottom", "direction": "horizontal", "labelLimit": 500, "symbolType": "stroke"}


_RULE_KINDS = {
    "domain": ["Exact 95th percentile", "Tighter bound (exact |R|)", "SmallDB accuracy theorem"],
    "range": [_INK, charts.OKABE_ITO["blue"], charts.OKABE_ITO["vermillion"]],
}


def error_spec(top: float, *, present: bool, width: int | str = "container") -> dict:
    """Exact CDF of the released database's max error (black), sampled (orange dashed), rules at the bounds."""
    x = {
        "field": "error",
        "type": "quantitative",
        "title": "Max error over the marginal queries",
        "scale": {"domain": [0, top], "nice": False},
    }
    lines = {"domain": ["Exact", "Sampled releases"], "range": [_INK, _EM]}
    return {
        "width": width,
        "height": 260,
        "autosize": {"type": "fit-x" if width == "container" else "pad", "contains": "padding"},
        "layer": [
            {
                "data": {"name": "errors"},
                "transform": [
                    {"fold": ["exact_cdf", "sampled_cdf"], "as": ["series", "value"]},
                    {"calculate": "datum.series == 'exact_cdf' ? 'Exact' : 'Sampled releases'", "as": "kind"},
                ],
                "mark": {"type": "line", "interpolate": "step-after", "strokeWidth": 2, "clip": True},
                "encoding": {
                    "x": x,
                    "y": {
                        "field": "value",
                        "type": "quantitative",
                        "title": "Chance the error is at most x",
                        "axis": {"format": "~%"},
                    },
                    "color": {"field": "kind", "type": "nominal", "scale": lines, "legend": _legend()},
                    "strokeDash": {
                        "field": "kind",
                        "type": "nominal",
                        "scale": {"domain": lines["domain"], "range": [[1, 0], [6, 3]]},
                        "legend": _legend(),
                    },
                    "tooltip": [
                        {"field": "error", "type": "quantitative", "title": "Error", "format": ".4f"},
                        {"field": "kind", "type": "nominal", "title": "Series"},
                        {"field": "value", "type": "quantitative", "title": "P(error ≤ x)", "format": ".4f"},
                    ],
                },
            },
            {
                "data": {"name": "rules"},
                "transform": [{"filter": f"datum.error <= {top}"}],
                "mark": {"type": "rule", "strokeWidth": 2, "strokeDash": [4, 3]},
                "encoding": {
                    "x": {"field": "error", "type": "quantitative"},
                    "color": {"field": "kind", "type": "nominal", "scale": _RULE_KINDS, "legend": _legend()},
                    "tooltip": [
                        {"field": "kind", "type": "nominal", "title": "Rule"},
                        {"field": "error", "type": "quantitative", "title": "Error", "format": ".4f"},
                    ],
                },
            },
            {
                "data": {"name": "rules"},
                "transform": [{"filter": f"datum.error <= {top}"}],
                "mark": {
                    "type": "text",
                    "angle": 270,
                    "align": "right",
                    "baseline": "bottom",
                    "dx": -4,
                    "dy": -3,
                    "y": 0,
                    "fontSize": 17 if present else 12,
                },
                "encoding": {
                    "x": {"field": "error", "type": "quantitative"},
                    "text": {"field": "label"},
                    "color": {"field": "kind", "type": "nominal", "scale": _RULE_KINDS, "legend": None},
                },
            },
        ],
        # The lines and the rules each keep their own colours and legend.
        "resolve": {"scale": {"color": "independent", "strokeDash": "independent"}},
        "config": charts.chart_config(present=present),
    }


_CURVE_KINDS = {
    "domain": [
        "Exact 95th percentile",
        "Exact expected error",
        "Tighter bound (exact |R|)",
        "SmallDB accuracy theorem",
    ],
    "range": [_INK, "#777777", charts.OKABE_ITO["blue"], charts.OKABE_ITO["vermillion"]],
    "dash": [[1, 0], [2, 2], [6, 3], [6, 3]],
}


def curve_floor(curve: pd.DataFrame) -> float:
    """Bottom of the log axis: the power of ten below the smallest positive value, at least 10⁻⁴."""
    values = curve[["quantile95", "expected"]].to_numpy()
    positive = values[values > 0]
    smallest = float(positive.min()) if positive.size else ERROR_FLOOR
    return max(ERROR_FLOOR, 10.0 ** np.floor(np.log10(smallest)))


def curve_long(curve: pd.DataFrame) -> pd.DataFrame:
    names = dict(zip(["quantile95", "expected", "tight_bound", "theorem_bound"], _CURVE_KINDS["domain"], strict=True))
    long = curve.melt(id_vars="epsilon", value_vars=list(names), var_name="series", value_name="value")
    long["kind"] = long["series"].map(names)
    long["shown"] = long["value"].clip(curve_floor(curve), 1.0)  # every error is ≤ 1; 0 cannot go on a log axis
    return long


def curve_spec(floor: float, *, present: bool, width: int | str = "container") -> dict:
    scale = {"domain": _CURVE_KINDS["domain"], "range": _CURVE_KINDS["range"]}
    return {
        "width": width,
        "height": 280,
        "autosize": {"type": "fit-x" if width == "container" else "pad", "contains": "padding"},
        "layer": [
            {
                "data": {"name": "curve"},
                "mark": {"type": "line", "strokeWidth": 2.2, "clip": True, "point": {"filled": True, "size": 16}},
                "encoding": {
                    "x": {
                        "field": "epsilon",
                        "type": "quantitative",
                        "title": "Privacy budget ε (log scale)",
                        "scale": {"type": "log", "domain": [0.01, 10]},
                    },
                    "y": {
                        "field": "shown",
                        "type": "quantitative",
                        "title": "Max query error (log scale)",
                        "scale": {"type": "log", "domain": [floor, 1]},
                    },
                    "color": {"field": "kind", "type": "nominal", "scale": scale, "legend": _legend()},
                    "strokeDash": {
                        "field": "kind",
                        "type": "nominal",
                        "scale": {"domain": _CURVE_KINDS["domain"], "range": _CURVE_KINDS["dash"]},
                        "legend": _legend(),
                    },
                    "tooltip": [
                        {"field": "epsilon", "type": "quantitative", "title": "ε"},
                        {"field": "kind", "type": "nominal", "title": "Series"},
                        {"field": "value", "type": "quantitative", "title": "Value", "format": ".4f"},
                    ],
                },
            },
            {
                "data": {"name": "now"},
                "mark": {"type": "rule", "strokeDash": [3, 3], "color": "#555555"},
                "encoding": {"x": {"field": "epsilon", "type": "quantitative"}},
            },
        ],
        "config": charts.chart_config(present=present),
    }


def marginals_spec(*, present: bool) -> dict:
    kinds = {"domain": ["True data", "Synthetic release"], "range": [_INK, _EM]}
    y = {"field": "query", "type": "nominal", "sort": None, "title": None, "axis": {"labelLimit": 260}}
    return {
        "width": "container",
        "autosize": {"type": "fit-x", "contains": "padding"},
        "height": {"step": 24},
        "data": {"name": "marginals"},
        "layer": [
            {
                "mark": {"type": "rule", "color": "#999999", "strokeWidth": 2},
                "encoding": {"y": y, "x": {"field": "true", "type": "quantitative"}, "x2": {"field": "synthetic"}},
            },
            {
                "transform": [
                    {"fold": ["true", "synthetic"], "as": ["series", "value"]},
                    {"calculate": "datum.series == 'true' ? 'True data' : 'Synthetic release'", "as": "kind"},
                ],
                "mark": {"type": "point", "filled": False, "size": 90, "strokeWidth": 2.5},
                "encoding": {
                    "y": y,
                    "x": {
                        "field": "value",
                        "type": "quantitative",
                        "title": "Share of records",
                        "axis": {"format": "~%"},
                        "scale": {"domain": [0, 1]},
                    },
                    "color": {"field": "kind", "type": "nominal", "scale": kinds, "legend": _legend()},
                    "shape": {
                        "field": "kind",
                        "type": "nominal",
                        "scale": {"domain": kinds["domain"], "range": ["circle", "diamond"]},
                        "legend": _legend(),
                    },
                    "tooltip": [
                        {"field": "query", "type": "nominal", "title": "Records with"},
                        {"field": "kind", "type": "nominal", "title": "In"},
                        {"field": "value", "type": "quantitative", "title": "Share", "format": ".4f"},
                    ],
                },
            },
        ],
        "config": charts.chart_config(present=present),
    }


# ------------------------------------------------------------------------------------------------------------
# Draw
# ------------------------------------------------------------------------------------------------------------


def _chart(spec: dict, datasets: dict[str, pd.DataFrame]) -> None:
    st.vega_lite_chart({**spec, "datasets": datasets}, theme=None, width="stretch")


def error_axis_top(result: SmallDBResult) -> float:
    """Room for the error distribution and the tighter bound; the theorem's bound often lies far beyond."""
    return float(min(1.0, max(result.tight_bound, result.distribution.errors[result.draws].max()) * 1.15))


def summary(database: Database, result: SmallDBResult, *, epsilon: float) -> None:
    dist = result.distribution
    size = dist.candidates.shape[0]
    names = ", ".join(text.escape_markdown(a) for a in database.attributes)
    st.markdown(
        f"SmallDB releases a made-up table of m = {dist.synthetic_size} records whose one- and two-way "
        f"tables of ({names}) match those of the {dist.n_records:,} real records. It scores each of the **{size:,}** "
        "possible tables by its worst marginal error and picks one with the exponential mechanism: one person "
        f"changes any marginal by at most 1/n, so the choice is ε-DP (ε = {epsilon:g})."
    )
    cols = st.columns(5)
    cols[0].metric(
        "Candidate databases",
        f"{size:,}",
        help=f"Every table of m = {dist.synthetic_size} records "
        f"over the {dist.universe.shape[0]} combinations; exact law built in {result.seconds * 1e3:,.0f} ms.",
    )
    cols[1].metric("Records in the data", f"{dist.n_records:,}")
    cols[2].metric(
        "Error, 95th percentile",
        f"{result.quantile:.3f}",
        help="Exact: 95% of releases have a worst marginal error at most this.",
    )
    cols[3].metric(
        "Tighter bound (95%)",
        f"{result.tight_bound:.3f}",
        help="Best candidate's error + 2(ln|R| + ln 20)/(εn), with the exact number of candidates |R|.",
    )
    cols[4].metric(
        "SmallDB theorem (95%)",
        f"{result.theorem_bound:.3f}",
        help="α + 2(ln|X| ln|Q|/α² + ln 20)/(εn), α = √(ln|Q|/m) (Dwork and Roth 2014, Thm 4.5).",
    )


def draw(
    database: Database,
    result: SmallDBResult,
    *,
    epsilon: float,
    seed: int,
    present: bool,
    first: DeltaGenerator | contextlib.nullcontext | None = None,
) -> None:
    """The summary, the likeliest tables' chart (into ``first``: projector mode's slot under the ε control), the
    error distribution and the error curve."""
    dist = result.distribution
    summary(database, result, epsilon=epsilon)

    with first or contextlib.nullcontext():
        st.subheader("The likeliest synthetic databases")
        log_scale = st.toggle("Log scale for probabilities", key="sd_log", help="Shows the tiny probabilities too.")
        frame = top_frame(result, log_scale=log_scale)
        drawn = frame.head(PRESENT_TOP) if present else frame  # on a projector: the likeliest few, on one screen
        spec = charts.selection_spec(rows=len(drawn), colour=_EM, log_scale=log_scale, present=present)
        shown = drawn.drop(columns=["index", "candidate_error"])  # only what the chart draws goes to the browser
        st.vega_lite_chart(charts.standalone(spec, shown, present=present), theme=None, width="stretch")
    legend = ", ".join(f"{code} = {label}" for code, label in zip(codes(dist), dist.universe_labels, strict=True))
    st.caption(
        f"The {len(frame)} likeliest of {dist.candidates.shape[0]:,} candidate tables, each written as "
        f"“combination:count” ({text.escape_markdown(legend)}). Black outline: exact probability. Filled bar: "
        f"share of {result.draws.size:,} sampled releases (seed {seed}), with its 95% interval. The likeliest "
        f"table, off by {frame['candidate_error'].iloc[0]:.4f} at worst, is released "
        f"{text.share(frame['exact'].iloc[0])} of the time."
        + (f" The chart shows the {len(drawn)} likeliest; the table has all {len(frame)}." if present else "")
    )
    if result.draws.size < DRAWS:
        st.caption(
            f"With {dist.candidates.shape[0]:,} candidates, {result.draws.size:,} releases are sampled "
            f"rather than {DRAWS:,}: each draw races one random number per candidate."
        )
    numbers_table(top_table(result, frame))

    st.subheader("How far off is a release?")
    cdf, rules = error_frames(result)
    top = error_axis_top(result)
    _chart(error_spec(top, present=present), {"errors": cdf, "rules": rules})
    off = (
        ""
        if result.theorem_bound <= top
        else (
            f" The SmallDB theorem's bound, {result.theorem_bound:.3f}, lies off to the right: it holds for any data, "
            "so it is far more cautious than what happens here."
        )
    )
    st.caption(
        "The chance that the released table's worst marginal is off by at most x: exact (black) and the share "
        f"of sampled releases (orange, dashed). 95% of releases err by at most {result.quantile:.3f}; the "
        f"tighter bound promises {result.tight_bound:.3f}.{off}"
    )
    numbers_table(
        cdf,
        {
            "error": "Max error",
            "exact_probability": "Exact probability",
            "exact_cdf": "Exact P(error ≤ x)",
            "sampled_cdf": "Sampled share ≤ x",
        },
    )

    now = pd.DataFrame({"epsilon": [epsilon]})
    long = curve_long(result.curve)
    _chart(curve_spec(curve_floor(result.curve), present=present), {"curve": long, "now": now})
    st.caption(
        "The same four numbers for every ε (exact): the error 95% of releases stay under, the expected error, "
        "and the two bounds. Values above 1 are cut off: every error is at most 1, so such a bound says "
        "nothing."
    )
    numbers_table(
        result.curve,
        {
            "epsilon": "ε",
            "quantile95": "Exact 95th percentile",
            "expected": "Exact expected error",
            "tight_bound": "Tighter bound",
            "theorem_bound": "SmallDB theorem",
        },
    )
    _downloads(database, result, frame, cdf, rules, long, now, epsilon=epsilon, seed=seed)


def release_and_truth(database: Database, result: SmallDBResult, *, seed: int, present: bool) -> None:
    """One sampled release (what would be published) beside the curator's true table and the marginals."""
    dist = result.distribution
    release = dist.candidates[result.draws[0]]
    left, right = st.columns(2, gap="large")
    with left:
        st.subheader("One release")
        st.markdown(
            f"The synthetic table the mechanism released with seed {seed}: {dist.synthetic_size} made-up "
            f"records, worst marginal error **{dist.errors[result.draws[0]]:.4f}**."
        )
        records = pd.DataFrame(np.repeat(dist.universe, release, axis=0), columns=list(database.attributes))
        st.dataframe(
            pd.DataFrame(
                {"Combination": list(dist.universe_labels), "Records": release, "Share": release / release.sum()}
            ),
            hide_index=True,
            width="stretch",
        )
        with st.expander(f"The {dist.synthetic_size} synthetic records"):
            st.dataframe(records, hide_index=True, width="stretch")
        st.markdown("Its marginals, which anyone may now compute and publish:")
        st.dataframe(
            pd.DataFrame({"Records with": list(dist.query_labels), "Share": dist.query_answers(release)}),
            hide_index=True,
            width="stretch",
        )
    with right, st.container(border=True, key="sd_curator_view"):
        st.subheader("Curator view — the true data")
        st.caption("A private release never shows this.")
        st.dataframe(
            pd.DataFrame(
                {
                    "Combination": list(dist.universe_labels),
                    "Records": dist.counts,
                    "Share": dist.counts / dist.n_records,
                }
            ),
            hide_index=True,
            width="stretch",
        )
        marginals = marginals_frame(result)
        _chart(marginals_spec(present=present), {"marginals": marginals})
        st.caption(
            "Every one- and two-way marginal: the share of records with those values, in the true data (black "
            "circle) and in the release (orange diamond). The longest grey line is the release's error."
        )
        numbers_table(
            marginals,
            {"query": "Records with", "true": "True share", "synthetic": "Synthetic share", "difference": "Difference"},
        )


def _downloads(
    database: Database,
    result: SmallDBResult,
    frame: pd.DataFrame,
    cdf: pd.DataFrame,
    rules: pd.DataFrame,
    long: pd.DataFrame,
    now: pd.DataFrame,
    *,
    epsilon: float,
    seed: int,
) -> None:
    download_row(
        stem=f"private-choices_smalldb_eps{epsilon:g}_m{result.distribution.synthetic_size}_seed{seed}",
        csv=lambda: export_csv(database, result, frame, cdf, epsilon=epsilon, seed=seed),
        chart=lambda: export_spec(result, frame, cdf, rules, long, now, epsilon=epsilon, seed=seed),
        key="sd_download",
    )


def export_csv(
    database: Database, result: SmallDBResult, frame: pd.DataFrame, cdf: pd.DataFrame, *, epsilon: float, seed: int
) -> bytes:
    """Every plotted number (one block per chart, named in ``chart``) and every parameter."""
    dist = result.distribution
    top = frame.drop(columns=["axis_min", "axis_max", "exact_text", "simulated_text", "interval_text"])
    top = top.rename(columns={"candidate_error": "max_error"}).assign(chart="top_candidates")
    blocks = [
        top,
        cdf.assign(chart="max_error_distribution"),
        result.curve.assign(chart="error_vs_epsilon"),
        marginals_frame(result).assign(chart="release_marginals"),
    ]
    parameters = {
        "data": database.name,
        "attributes": " | ".join(database.attributes),
        "records": dist.n_records,
        "synthetic_size_m": dist.synthetic_size,
        "candidates": dist.candidates.shape[0],
        "epsilon": epsilon,
        "beta": BETA,
        "exact_95th_percentile": result.quantile,
        "tighter_bound": result.tight_bound,
        "theorem_bound": result.theorem_bound,
        "sampled_releases": result.draws.size,
        "seed": seed,
        "random_stream": "numpy default_rng(seed)",
    }
    return csv_with_parameters(pd.concat(blocks, ignore_index=True), parameters)


def export_spec(
    result: SmallDBResult,
    frame: pd.DataFrame,
    cdf: pd.DataFrame,
    rules: pd.DataFrame,
    long: pd.DataFrame,
    now: pd.DataFrame,
    *,
    epsilon: float,
    seed: int,
) -> dict:
    """The three charts stacked, with inline data, for PNG/SVG."""
    dist = result.distribution
    log_scale = float(frame["axis_min"].iloc[0]) > 0  # the log axis starts above 0
    top_spec = charts.selection_spec(rows=len(frame), colour=_EM, log_scale=log_scale, width=640)
    top_spec.pop("params")
    text_spec = _json_replace(top_spec, frame)
    panels = [
        (text_spec, {charts.DATASET: frame.drop(columns=["index", "candidate_error"])}),
        (error_spec(error_axis_top(result), present=False, width=640), {"errors": cdf, "rules": rules}),
        (curve_spec(curve_floor(result.curve), present=False, width=640), {"curve": long, "now": now}),
    ]
    title = (
        f"SmallDB: {dist.n_records:,} records, m = {dist.synthetic_size}, {dist.candidates.shape[0]:,} candidates, "
        f"ε = {epsilon:g}, β = {BETA:g}, seed {seed}"
    )
    return stacked(panels, title=title, config=charts.chart_config(present=False))


def _json_replace(spec: dict, frame: pd.DataFrame) -> dict:
    """The selection chart's axis range is a signal in the app; a stacked export needs plain numbers."""
    raw = json.dumps(spec)
    raw = raw.replace('{"expr": "axis_min"}', repr(float(frame["axis_min"].iloc[0])))
    raw = raw.replace('{"expr": "axis_max"}', repr(float(frame["axis_max"].iloc[0])))
    return json.loads(raw)
