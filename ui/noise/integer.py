"""The end of the Noise lens: why its samplers are floating point, for teaching, and (on request) the integer-only
permute-and-flip (Canonne, Kamath & Steinke 2020) against permute-and-flip's exact law: whether it can run, its
seeded runs, its chart, table and downloads.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pandas as pd
import streamlit as st

import dpcore
from dpcore.selection.discrete import discrete_noise_rate, simulate_discrete_permute_and_flip
from dpcore.selection.exact_vs_simulated import MechanismResult, mechanism_result
from ui.noise import charts as chart
from ui.noise.result import NoiseLens
from ui.noise.view import parameters
from ui.shell import text
from ui.shell.params import format_number
from ui.shell.state import seed_widget
from ui.widgets import export, notes
from ui.widgets.score_source import NoiseSettings, ScoreSource

K_INTEGER_PF = "noise_integer_pf"
#: Runs of the integer-only sampler (it draws exact coins, ≈ 15 µs per candidate and run).
INTEGER_TRIALS_MAX = 20_000


def exact_fraction(value: float) -> Fraction:
    """The value exactly as the link shows it (6 significant digits), e.g. 0.693 -> 693/1000."""
    return Fraction(format_number(value))


def integer_rate(run: NoiseSettings, epsilon: float) -> Fraction:
    """The integer-only sampler's exact noise rate ε/R (:func:`dpcore.selection.discrete.discrete_noise_rate`)."""
    return discrete_noise_rate(
        epsilon=exact_fraction(epsilon), sensitivity=exact_fraction(run.sensitivity), monotonic=run.monotonic
    )


def integer_result(source: ScoreSource, run: NoiseSettings, epsilon: float, exact: np.ndarray) -> MechanismResult:
    """Seeded runs of the integer-only permute-and-flip (its own stream from the one seed) against ``exact``."""
    trials = min(run.trials, INTEGER_TRIALS_MAX)
    rng = dpcore.mechanism_rng(run.seed, "permute_and_flip").spawn(1)[0]
    counts = simulate_discrete_permute_and_flip(
        source.scores,
        epsilon=exact_fraction(epsilon),
        sensitivity=exact_fraction(run.sensitivity),
        monotonic=run.monotonic,
        trials=trials,
        rng=rng,
    )
    return mechanism_result(
        source.scores, mechanism="permute_and_flip", counts=counts, trials=trials, probabilities=exact
    )


def integer_unavailable(source: ScoreSource, run: NoiseSettings, epsilon: float) -> str:
    """Why the integer-only sampler cannot run on these scores and settings ("" when it can)."""
    if not all(float(score).is_integer() for score in source.scores):
        return (
            "The integer-only sampler needs whole-number scores, and these "
            f"({text.escape_markdown(source.score_name)}) are not whole numbers, so it is not available here. "
            "Rescaling them would change what Δ means."
        )
    try:
        integer_rate(run, epsilon)
    except dpcore.InvalidInputError as error:
        return f"The integer-only sampler cannot run with these settings: {text.escape_markdown(error)}"
    return ""


def integer_toggle(fresh: bool) -> bool:
    seed_widget(K_INTEGER_PF, False, fresh)
    return st.toggle(
        "Also run the integer-only permute-and-flip",
        key=K_INTEGER_PF,
        help="Geometric noise drawn with integer arithmetic and exact coins only (Canonne, Kamath & Steinke 2020): "
        "no floating point once ε/R is fixed as a fraction.",
    )


def floating_point_section(
    source: ScoreSource, lens: NoiseLens, run: NoiseSettings, epsilon: float, *, fresh: bool, present: bool
) -> None:
    """The floating-point note, and the integer-only permute-and-flip against its exact law (on request)."""
    st.subheader("Honest about floating point")
    notes.floating_point_note()
    why = integer_unavailable(source, run, epsilon)
    if not integer_toggle(fresh):
        return
    if why:
        st.info(why)
        return
    result = integer_result(source, run, epsilon, lens.exact("permute_and_flip"))
    (rows,), more = chart.selection_rows(source, [result])
    (panel,) = chart.selection_panels(
        [rows], colours=[chart.INTEGER_COLOUR], titles=[chart.INTEGER_TITLE], present=present, more=more
    )
    st.markdown(chart.panel_html(panel), unsafe_allow_html=True)
    st.caption(
        f"Black outline: permute-and-flip's exact probabilities. Filled bar: {result.trials:,} runs of the "
        "integer-only sampler (geometric noise from exact coins, ties broken by a uniform integer), with 95% "
        f"intervals. Goodness of fit: p = {result.fit_pvalue:.2f}."
    )
    table = pd.DataFrame(
        {
            "candidate": list(source.labels),
            "score": source.scores,
            "permute_and_flip_exact": result.probabilities,
            "integer_sampler_count": result.counts,
            "integer_sampler_share": result.shares,
            "wilson95_lower": result.lower,
            "wilson95_upper": result.upper,
        }
    )
    notes.numbers_table(table)
    extra = {"noise_rate_exact": str(integer_rate(run, epsilon)), "goodness_of_fit_pvalue": result.fit_pvalue}
    title = f"{source.name}: integer-only permute-and-flip, ε = {epsilon:g}, seed {run.seed}"
    export.download_row(
        stem=f"integer-permute-and-flip_eps{epsilon:g}_seed{run.seed}",
        csv=lambda: export.csv_with_parameters(table, {**parameters(source, run, epsilon, result.trials), **extra}),
        chart=lambda: chart.integer_file(rows, more=more, title=title),
        key="noise_integer",
    )
