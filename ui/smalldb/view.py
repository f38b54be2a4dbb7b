"""The Synthetic-data page's sections, top to bottom: the summary and its metrics, the likeliest synthetic databases
(into projector mode's first screen), how far off a release is, the error against ε, the downloads, and one release
beside the curator's true table.

Inputs: :mod:`ui.smalldb.inputs`; numbers: :mod:`ui.smalldb.result` (all from :mod:`dpcore.analyses.smalldb`); charts:
:mod:`ui.smalldb.charts`. This module lays them out, labels them and builds the files.
"""

from __future__ import annotations

import contextlib

import pandas as pd
import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from dpcore.analyses import smalldb
from ui.charts import vega
from ui.shell import text
from ui.shell.memo import derived
from ui.smalldb import charts as chart
from ui.smalldb.inputs import Database
from ui.smalldb.result import BETA, DRAWS, SmallDBResult
from ui.widgets.export import csv_with_parameters, download_row
from ui.widgets.notes import numbers_table

K_LOG = "sd_log"


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


def likeliest_table(result: SmallDBResult, rows: dict[str, list]) -> pd.DataFrame:
    """The numbers behind the likeliest-tables chart: each table's records per combination, error, probability."""
    dist = result.distribution
    table = pd.DataFrame({"Rank": range(1, len(rows["index"]) + 1)})
    for position, label in enumerate(dist.universe_labels):
        table[label] = dist.candidates[rows["index"], position]
    table["Max query error"] = rows["error"]
    table["Exact probability"] = rows["exact_text"]
    table["Sampled"] = rows["simulated_text"]
    return table


def likeliest_section(result: SmallDBResult, *, seed: int, present: bool) -> tuple[dict[str, list], bool]:
    """The likeliest synthetic databases: chart (the likeliest few on a projector), caption, table. Returns the
    rows drawn and whether the axis is logarithmic, for the chart file."""
    dist = result.distribution
    st.subheader(chart.LIKELIEST_TITLE)
    log_scale = st.toggle("Log scale for probabilities", key=K_LOG, help="Shows the tiny probabilities too.")
    rows = derived(result, "likeliest_rows", lambda: chart.likeliest_rows(result))
    st.markdown(chart.likeliest_html(rows, log_scale=log_scale, present=present), unsafe_allow_html=True)
    legend = ", ".join(f"{code} = {label}" for code, label in zip(chart.codes(dist), dist.universe_labels, strict=True))
    st.caption(
        f"The {len(rows['index'])} likeliest of {dist.candidates.shape[0]:,} candidate tables, each written as "
        f"“combination:count” ({text.escape_markdown(legend)}). Black outline: exact probability. Filled bar: "
        f"share of {result.draws.size:,} sampled releases (seed {seed}), with its 95% interval. The likeliest "
        f"table, off by {rows['error'][0]:.4f} at worst, is released {text.share(rows['exact'][0])} of the time."
        + (f" The chart shows the {chart.PRESENT_TOP} likeliest; the table has all {chart.TOP}." if present else "")
    )
    if result.draws.size < DRAWS:
        st.caption(
            f"With {dist.candidates.shape[0]:,} candidates, {result.draws.size:,} releases are sampled "
            f"rather than {DRAWS:,}: each draw races one random number per candidate."
        )
    numbers_table(derived(result, "likeliest_table", lambda: likeliest_table(result, rows)))
    return rows, log_scale


def error_section(result: SmallDBResult, *, present: bool) -> tuple[dict, dict[str, pd.DataFrame]]:
    """How far off is a release: the error distribution against the bounds, caption and table."""
    st.subheader("How far off is a release?")
    top = chart.error_axis_top(result)
    datasets = {
        "errors": smalldb.error_cdf(result.distribution, draws=result.draws),
        "rules": chart.error_rules(result),
    }
    spec = chart.error_spec(top)
    vega.draw(spec, datasets, present=present)
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
    names = {
        "error": "Max error",
        "exact_probability": "Exact probability",
        "exact_cdf": "Exact P(error ≤ x)",
        "sampled_cdf": "Sampled share ≤ x",
    }
    numbers_table(datasets["errors"], names)
    return spec, datasets


def curve_section(result: SmallDBResult, *, epsilon: float, present: bool) -> tuple[dict, dict[str, pd.DataFrame]]:
    """The error against ε, caption and table."""
    datasets = {"curve": derived(result, "curve_long", lambda: chart.curve_long(result.curve))}
    spec = chart.curve_spec(smalldb.curve_floor(result.curve), epsilon=epsilon)
    vega.draw(spec, datasets, present=present)
    st.caption(
        "The same four numbers for every ε (exact): the error 95% of releases stay under, the expected error, "
        "and the two bounds. Values above 1 are cut off: every error is at most 1, so such a bound says "
        "nothing."
    )
    numbers_table(result.curve, {"epsilon": "ε", **chart.CURVE_SERIES})
    return spec, datasets


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
    error distribution, the error curve and the downloads."""
    summary(database, result, epsilon=epsilon)
    with first or contextlib.nullcontext():
        rows, log_scale = likeliest_section(result, seed=seed, present=present)
    curves = [error_section(result, present=present), curve_section(result, epsilon=epsilon, present=present)]
    dist = result.distribution
    title = (
        f"SmallDB: {dist.n_records:,} records, m = {dist.synthetic_size}, {dist.candidates.shape[0]:,} candidates, "
        f"ε = {epsilon:g}, β = {BETA:g}, seed {seed}"
    )
    download_row(
        stem=f"private-choices_smalldb_eps{epsilon:g}_m{dist.synthetic_size}_seed{seed}",
        csv=lambda: export_csv(database, result, rows, epsilon=epsilon, seed=seed),
        chart=lambda: chart.chart_file(rows, curves, log_scale=log_scale, title=title),
        key="sd_download",
    )


def release_and_truth(database: Database, result: SmallDBResult, *, seed: int, present: bool) -> None:
    """One sampled release (what would be published) beside the curator's true table and the marginals."""
    dist = result.distribution
    release = result.release
    left, right = st.columns(2, gap="large")
    with left:
        st.subheader("One release")
        st.markdown(
            f"The synthetic table the mechanism released with seed {seed}: {dist.synthetic_size} made-up "
            f"records, worst marginal error **{dist.errors[result.draws[0]]:.4f}**."
        )
        st.dataframe(smalldb.combination_table(dist, release), hide_index=True, width="stretch")
        with st.expander(f"The {dist.synthetic_size} synthetic records"):
            st.dataframe(smalldb.synthetic_records(dist, release), hide_index=True, width="stretch")
        st.markdown("Its marginals, which anyone may now compute and publish:")
        marginals = smalldb.marginals(dist, release)
        shares = marginals[["query", "synthetic"]].set_axis(["Records with", "Share"], axis=1)
        st.dataframe(shares, hide_index=True, width="stretch")
    with right, st.container(border=True, key="sd_curator_view"):
        st.subheader("Curator view — the true data")
        st.caption("A private release never shows this.")
        st.dataframe(smalldb.combination_table(dist), hide_index=True, width="stretch")
        vega.draw(chart.marginals_spec(), {"marginals": marginals}, present=present)
        st.caption(
            "Every one- and two-way marginal: the share of records with those values, in the true data (black "
            "circle) and in the release (orange diamond). The longest grey line is the release's error."
        )
        numbers_table(
            marginals,
            {"query": "Records with", "true": "True share", "synthetic": "Synthetic share", "difference": "Difference"},
        )


def export_csv(database: Database, result: SmallDBResult, rows: dict[str, list], *, epsilon: float, seed: int) -> bytes:
    """Every plotted number (one block per chart, named in ``chart``) and every parameter."""
    dist = result.distribution
    top = pd.DataFrame({key: rows[key] for key in ("candidate", "exact", "simulated", "lower", "upper", "index")})
    blocks = [
        top.assign(max_error=rows["error"], chart="top_candidates"),
        smalldb.error_cdf(dist, draws=result.draws).assign(chart="max_error_distribution"),
        result.curve.assign(chart="error_vs_epsilon"),
        smalldb.marginals(dist, result.release).assign(chart="release_marginals"),
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
