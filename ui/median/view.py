"""The private-median page's results: the sentence and metrics, the three charts with their captions and tables,
the downloads, and the curator view. Inputs are :mod:`ui.median.inputs`, numbers :mod:`ui.median.result` (all from
:mod:`dpcore.analyses.median`), chart specs :mod:`ui.median.charts`.
"""

from __future__ import annotations

import contextlib

import pandas as pd
import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from dpcore.analyses.median import outside_bounds, sampled_error, value_histogram
from ui.charts import vega
from ui.median.charts import cdf_spec, curator_spec, curve_spec, density_spec
from ui.median.inputs import Column
from ui.median.result import BINS, MedianResult
from ui.shell import text
from ui.widgets.export import csv_with_parameters, download_row
from ui.widgets.notes import numbers_table

_NO_STEPS = pd.DataFrame({"x": [], "density": []})


def now_frame(result: MedianResult, *, epsilon: float) -> pd.DataFrame:
    """The sampled outputs' mean |output − median| at the current ε with its 95% interval (kept above 0 for the
    log axis), beside the exact expected error."""
    mean, low, high = sampled_error(result.distribution, result.samples)
    return pd.DataFrame(
        {
            "epsilon": [epsilon],
            "exact": [result.expected_error],
            "sampled_mean": [mean],
            "sampled_lower": [max(low, 1e-300)],
            "sampled_upper": [high],
        }
    )


def panels(column: Column, result: MedianResult, now: pd.DataFrame, *, epsilon: float, width: int | str) -> list:
    """The three charts with their datasets: density, CDF, expected error against ε."""
    steps = result.steps if result.steps is not None else _NO_STEPS
    return [
        (density_spec(unit=column.unit, window=result.window, width=width), {"bins": result.bins, "steps": steps}),
        (cdf_spec(unit=column.unit, window=result.window, width=width), {"cdf": result.cdf}),
        (curve_spec(width=width), {"curve": result.curve, "now": now, "epsilon_now": vega.epsilon_now(epsilon)}),
    ]


def _introduction(column: Column, result: MedianResult, now: pd.DataFrame, *, epsilon: float, seed: int) -> None:
    """The sentence, the warnings about clipped values and fewer samples, the two metrics."""
    dist = result.distribution
    run = result.samples.size
    st.markdown(
        f"Each release is one number between {dist.lower:g} and {dist.upper:g}. Points that split the data "
        f"nearly in half are the likeliest; each further value passed on the way out makes a point "
        f"{text.times(dist.step_ratio)} less likely (e<sup>ε/2</sup> at ε = {epsilon:g}).",
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
    mean, low, high = now["sampled_mean"].iloc[0], now["sampled_lower"].iloc[0], now["sampled_upper"].iloc[0]
    sampled_col.metric(
        f"Mean distance of {run:,} sampled outputs",
        f"{mean:,.4g}",
        help=f"95% interval {low:,.4g} to {high:,.4g}; seed {seed}.",
    )


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
    CDF and the error curve, each with its caption and table, then the downloads."""
    now = now_frame(result, epsilon=epsilon)
    _introduction(column, result, now, epsilon=epsilon, seed=seed)
    (density, density_data), (cdf, cdf_data), (curve, curve_data) = panels(
        column, result, now, epsilon=epsilon, width="container"
    )
    with first or contextlib.nullcontext():
        vega.draw(density, density_data, present=present)
    st.caption(
        f"Black line: the exact density of the released median, flat between neighbouring data values. Orange "
        f"bars: where {result.samples.size:,} runs of the mechanism (seed {seed}) landed, in {BINS} equal bins, "
        "with 95% intervals. The bars follow the line: simulation agrees with the formula."
        + ("" if result.whole else " Zoomed to where 99.9% of releases land; switch on “whole range” to see all of it.")
        + ("" if result.steps is not None else " (Too many values to draw every step of the line.)")
    )
    numbers_table(_bins_table(result.bins))

    vega.draw(cdf, cdf_data, present=present)
    st.caption(
        "The chance that the release is at or below each value: exact (black) and the share of sampled "
        "outputs (orange, dashed). Read off ranges: the release lands between two values with the difference "
        "of the heights."
    )
    numbers_table(result.cdf, {"exact_cdf": "Exact P(release ≤ x)", "sampled_cdf": "Sampled share ≤ x"})

    vega.draw(curve, curve_data, present=present)
    st.caption(
        "How far the release lands from the true median on average, for every ε (exact), and the sampled "
        f"outputs' mean distance at the current ε = {epsilon:g} (diamond with its 95% interval). More ε, smaller "
        "error, until the release is nearly always between the two middle values: there it is uniform, and the "
        "error levels off."
    )
    numbers_table(result.curve, {"epsilon": "ε", "expected_error": "Expected distance (exact)"})
    download_row(
        stem=f"private-choices_median_eps{epsilon:g}_seed{seed}",
        csv=lambda: export_csv(column, result, now, epsilon=epsilon, seed=seed),
        chart=lambda: export_spec(column, result, now, epsilon=epsilon, seed=seed),
        key="md_download",
    )


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


def export_csv(column: Column, result: MedianResult, now: pd.DataFrame, *, epsilon: float, seed: int) -> bytes:
    """Every plotted number (one block per chart, named in the ``chart`` column) and every parameter."""
    blocks = [
        result.bins.assign(chart="output_histogram"),
        result.cdf.assign(chart="cdf"),
        result.curve.assign(chart="expected_error_vs_epsilon"),
        now.assign(chart="sampled_error_at_current_epsilon"),
    ]
    dist = result.distribution
    parameters = {
        "data": column.name,
        "lower_bound": dist.lower,
        "upper_bound": dist.upper,
        "epsilon": epsilon,
        "sensitivity": dist.sensitivity,
        "sampled_outputs": result.samples.size,
        "seed": seed,
        "random_stream": "numpy default_rng(seed)",
    }
    return csv_with_parameters(pd.concat(blocks, ignore_index=True), parameters)


def export_spec(column: Column, result: MedianResult, now: pd.DataFrame, *, epsilon: float, seed: int) -> dict:
    """The three charts stacked, with inline data, for PNG/SVG."""
    dist = result.distribution
    title = (
        f"Private median of {column.name}: bounds [{dist.lower:g}, {dist.upper:g}], ε = {epsilon:g}, Δ = 1, "
        f"{result.samples.size:,} sampled outputs, seed {seed}"
    )
    return vega.document(panels(column, result, now, epsilon=epsilon, width=vega.EXPORT_WIDTH), title=title)


def curator_view(column: Column, result: MedianResult, *, present: bool) -> None:
    """The true data and its median, which a release never shows."""
    dist = result.distribution
    with st.container(border=True, key="md_curator_view"):
        st.subheader("Curator view — the true data, which a private release never shows")
        frame = value_histogram(column.values, lower=dist.lower, upper=dist.upper, bins=BINS)
        median = pd.DataFrame({"median": [dist.median], "label": [f"true median {dist.median:,.4g}"]})
        below, above = outside_bounds(column.values, lower=dist.lower, upper=dist.upper)
        st.markdown(
            f"{column.values.size:,} values from {text.escape_markdown(column.name)}; true median "
            f"**{dist.median:,.4g}** (of the values clipped to the bounds). {below:,} below and {above:,} above the "
            "bounds were moved onto them."
        )
        vega.draw(curator_spec(unit=column.unit), {"values": frame, "median": median}, present=present)
        st.caption("How many values fall in each bin, with the true median (red line) a release tries to hit.")
        numbers_table(frame, {"bin_left": "From", "bin_right": "To", "count": "Values"})
