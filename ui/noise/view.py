"""The Noise lens's sections, top to bottom: the three noise densities (into projector mode's first screen), what each
noise picks with the same-law checks, and the Laplace mechanism recovered from the exponential mechanism; each with
its caption, table and downloads. (Last on the page: floating point and the integer-only sampler,
:mod:`ui.noise.integer`.)

Numbers: :mod:`ui.noise.result` (all from dpcore); charts: :mod:`ui.noise.charts`. This module lays them out,
labels them and builds the CSV files.
"""

from __future__ import annotations

import contextlib
import math

import pandas as pd
import streamlit as st
from streamlit.delta_generator import DeltaGenerator

import dpcore
from dpcore.analyses import noisy_max as noise
from ui.charts import vega
from ui.noise import charts as chart
from ui.noise.result import RECOVERY_POINTS, NoiseLens
from ui.shell import text
from ui.shell.memo import derived
from ui.widgets import export, notes
from ui.widgets.score_source import NoiseSettings, ScoreSource

K_INTEGER_PF = "noise_integer_pf"
#: The columns of each selection chart's table: the chart's rows (``ui.charts.selection.chart_rows``) as the page
#: names them.
_TABLE = {
    "candidate": "Candidate",
    "exact_text": "Exact (from the noise)",
    "simulated_text": "Simulated",
    "interval_text": "95% interval",
}
#: Rows of the density table (every 20th grid point).
DENSITY_TABLE_EVERY = 20


def parameters(source: ScoreSource, run: NoiseSettings, epsilon: float, trials: int) -> dict[str, object]:
    """Every setting behind the numbers, for the CSV files."""
    return {
        "source": source.name,
        "epsilon": epsilon,
        "sensitivity": run.sensitivity,
        "monotone": run.monotonic,
        "noise_scale": dpcore.noise_scale(epsilon=epsilon, sensitivity=run.sensitivity, monotonic=run.monotonic),
        "trials": trials,
        "seed": run.seed,
        "random_stream": "dpcore.mechanism_rng(seed, mechanism)",
    }


# ----------------------------------------------------------------------------------------------------------------
# The densities


def density_section(
    source: ScoreSource, lens: NoiseLens, *, present: bool, first: DeltaGenerator | contextlib.nullcontext | None = None
) -> None:
    """The noise densities (into ``first``: projector mode's slot under the ε control), caption and table."""
    densities = derived(lens, "densities", lambda: noise.density_table(lens.scale))
    with first or contextlib.nullcontext():
        st.subheader(chart.DENSITIES_TITLE)
        vega.draw(chart.density_spec(source.score_name), {"densities": densities}, present=present)
    st.caption(
        f"How much random noise each variant adds to a score, at scale R/ε = {lens.scale:.4g} "
        f"{text.escape_markdown(source.score_name)}. Laplace noise is symmetric; Gumbel noise leans right with a "
        "long upper tail; one-sided exponential noise only ever adds."
    )
    notes.numbers_table(derived(lens, "density_table", lambda: density_table(densities)))


def density_table(densities: pd.DataFrame) -> pd.DataFrame:
    """The densities one column per noise, every :data:`DENSITY_TABLE_EVERY`-th point (the table under the chart)."""
    coarse = densities.pivot(index="x", columns="noise", values="density").reset_index()
    return coarse.iloc[::DENSITY_TABLE_EVERY]


# ----------------------------------------------------------------------------------------------------------------
# What each noise picks


def comparison_table(checks: pd.DataFrame) -> pd.DataFrame:
    """The same-law checks (:func:`dpcore.analyses.noisy_max.same_law_checks`) for reading: differences in scientific
    notation,
    p-values to two decimals."""
    return pd.DataFrame(
        {
            "Noise": checks["noise"],
            "Should equal": checks["same_law_as"],
            "Max |difference|": [
                "—" if math.isnan(v) else f"{v:.1e}" + (" ✓" if v <= noise.EQUAL_WITHIN else " ✗")
                for v in checks["max_abs_difference"]
            ],
            "p: noise runs vs the law": [f"{v:.2f}" for v in checks["pvalue_noise_runs_vs_mechanism_exact"]],
            "p: mechanism runs vs the noise": [
                "—" if math.isnan(v) else f"{v:.2f}" for v in checks["pvalue_mechanism_runs_vs_noise_exact"]
            ],
        }
    )


def same_law_checks(lens: NoiseLens) -> pd.DataFrame:
    counts = {mechanism: result.counts for mechanism, result in lens.simulated.items()}
    exact = {mechanism: result.probabilities for mechanism, result in lens.simulated.items()}
    return noise.same_law_checks(routes=lens.routes, exact=exact, counts=counts)


def selection_section(
    source: ScoreSource, lens: NoiseLens, run: NoiseSettings, epsilon: float, *, present: bool
) -> None:
    """One selection chart per noise (outline integrated from its density), the same-law checks, the downloads."""
    st.subheader(chart.PICKS_TITLE)
    # The charts, tables and checks depend on the lens alone: drawn up once per setting.
    rows, more = derived(
        lens, "selection_rows", lambda: chart.selection_rows(source, [lens.drawn(name) for name in noise.NOISES])
    )
    shown = derived(lens, ("selection_html", present), lambda: selection_html(rows, more, present=present))
    tables = derived(
        lens,
        "selection_tables",
        lambda: [pd.DataFrame({label: row[key] for key, label in _TABLE.items()}) for row in rows],
    )
    for column, name, html, table in zip(st.columns(len(shown)), noise.NOISES, shown, tables, strict=True):
        with column:
            st.markdown(f"##### {chart.TITLES[name]}")
            st.caption(chart.SUBTITLES[name])
            st.markdown(html, unsafe_allow_html=True)
            notes.numbers_table(table)
    st.caption(
        "Outline: the probability of each candidate worked out from the noise density alone (an integral of one "
        f"density times the others' distribution functions). Filled bar: the share of {lens.trials:,} runs that "
        "really added this noise and took the maximum, with its 95% interval."
    )
    checks = derived(lens, "checks", lambda: same_law_checks(lens))
    st.markdown(
        "**Same laws, exactly and by simulation.** The largest difference between the probabilities integrated "
        f"from the noise and the mechanism's own formula (✓ when ≤ {noise.EQUAL_WITHIN:g}), and goodness-of-fit "
        "p-values of each procedure's runs against the other's exact law (any value from 0 to 1 is normal when "
        "they agree)."
    )
    st.dataframe(derived(lens, "comparison", lambda: comparison_table(checks)), hide_index=True, width="stretch")
    if not lens.routes:
        st.caption(
            f"More than {noise.MAX_NOISE_CANDIDATES:,} candidates: the noise integrals are skipped and the outlines "
            "are the mechanisms' own exact probabilities."
        )
    title = f"{source.name}: report-noisy-max by noise, ε = {epsilon:g}, Δ = {run.sensitivity:g}, seed {run.seed}"
    densities = derived(lens, "densities", lambda: noise.density_table(lens.scale))
    export.download_row(
        stem=f"noise-lens_eps{epsilon:g}_seed{run.seed}",
        csv=lambda: selection_csv(source, lens, checks, run, epsilon),
        chart=lambda: chart.picks_file(rows, densities, score_name=source.score_name, more=more, title=title),
        key="noise_select",
    )


def selection_html(rows: list[dict[str, list]], more: int, *, present: bool) -> list[str]:
    """One selection chart per noise, as the page's HTML (one panel each, on one shared probability axis)."""
    panels = chart.selection_panels(
        rows,
        colours=[chart.COLOURS[n] for n in noise.NOISES],
        titles=[chart.TITLES[n] for n in noise.NOISES],
        present=present,
        more=more,
    )
    return [chart.panel_html(panel) for panel in panels]


def selection_frame(source: ScoreSource, lens: NoiseLens) -> pd.DataFrame:
    """Per noise × candidate: both exact routes and the runs."""
    frames = []
    for name in noise.NOISES:
        same = noise.NOISE_SAME_LAW_AS[name]
        result = lens.simulated[noise.NOISE_MECHANISM[name]]
        route = lens.routes.get(name)
        frames.append(
            pd.DataFrame(
                {
                    "noise": name,
                    "candidate": list(source.labels),
                    "score": source.scores,
                    "probability_from_noise_integral": route if route is not None else math.nan,
                    "probability_exact_same_law": lens.exact(same),
                    "same_law_as": same,
                    "simulated_count": result.counts,
                    "simulated_share": result.shares,
                    "wilson95_lower": result.lower,
                    "wilson95_upper": result.upper,
                }
            )
        )
    return pd.concat(frames, ignore_index=True)


def selection_csv(
    source: ScoreSource, lens: NoiseLens, checks: pd.DataFrame, run: NoiseSettings, epsilon: float
) -> bytes:
    """Per noise × candidate: both exact routes, the runs, and the noise's same-law check."""
    per_noise = checks.drop(columns=["noise", "same_law_as"]).assign(noise=list(noise.NOISES))
    table = selection_frame(source, lens).merge(per_noise, on="noise", how="left")
    return export.csv_with_parameters(table, parameters(source, run, epsilon, lens.trials))


# ----------------------------------------------------------------------------------------------------------------
# The Laplace mechanism as an exponential mechanism


def recovery_frame(result: noise.LaplaceRecovery) -> pd.DataFrame:
    """Dataset ``recovery``: the grid points within ±6 scales of q(x), every 15th (the CSV has every point)."""
    keep = noise.recovery_points(result, within=6.0, every=15)
    return pd.DataFrame(
        {
            "r": result.outputs[keep],
            "exponential_mechanism": result.density[keep],
            "laplace": result.laplace_density[keep],
        }
    )


def recovery_csv(source: ScoreSource, result: noise.LaplaceRecovery, run: NoiseSettings, epsilon: float) -> bytes:
    """Every grid point: r, the exponential mechanism's probability and density, the Laplace density."""
    table = pd.DataFrame(
        {
            "r": result.outputs,
            "exponential_mechanism_probability": result.probabilities,
            "exponential_mechanism_density": result.density,
            "laplace_density": result.laplace_density,
        }
    )
    extra = {
        "query_value": result.query_value,
        "grid_spacing": result.spacing,
        "max_relative_error": result.max_relative_error,
        "error_bound": result.error_bound,
    }
    return export.csv_with_parameters(table, {**parameters(source, run, epsilon, 0), **extra})


def recovery_section(
    source: ScoreSource, lens: NoiseLens, run: NoiseSettings, epsilon: float, *, present: bool
) -> None:
    st.subheader("The Laplace mechanism is an exponential mechanism")
    recovered = lens.recovered
    shown = derived(lens, "recovery", lambda: recovery_frame(recovered))
    spec = chart.recovery_spec(source.score_name)
    vega.draw(spec, {"recovery": shown}, present=present)
    st.caption(
        f"To release the top score q(x) = {recovered.query_value:g} itself, run the exponential mechanism over "
        f"{RECOVERY_POINTS:,} possible answers r, {recovered.spacing:.3g} apart, scoring each by −2|q(x) − r| "
        "(Near & Abuah's choice, with ε/2Δ in the exponent). Its output density (orange dots: probability ÷ "
        f"spacing) is the Laplace density of scale Δ/ε = {recovered.scale:.3g} (black line): the largest relative "
        f"difference is {recovered.max_relative_error:.2e}, within the bound {recovered.error_bound:.2e} set by "
        "the grid's spacing."
    )
    notes.numbers_table(shown)
    export.download_row(
        stem=f"laplace-from-em_eps{epsilon:g}",
        csv=lambda: recovery_csv(source, recovered, run, epsilon),
        chart=lambda: vega.document([(spec, {"recovery": shown})], title=f"{source.name}: ε = {epsilon:g}"),
        key="noise_recovery",
    )
