"""Lesson 1, the textbook chapter: Near & Abuah, *Programming Differential Privacy*, "The Exponential Mechanism".

Adult marital status, ε = 1, Δ = 1000 (counts; the book divides by 1000 and keeps Δ = 1, the same law), 200 runs of
the exponential mechanism (ε/2Δ) and of report-noisy-max (Lap(Δ/ε)); why report-noisy-max costs ε, not nε; the
Laplace mechanism as an exponential mechanism. Numbers *quoted* from the book (179 of 200) are named constants, and
the tests check that they agree with what dpcore computes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from types import MappingProxyType

import numpy as np
import pandas as pd

from dpcore.analyses.composition import basic_composition
from dpcore.analyses.noisy_max import laplace_from_exponential_mechanism
from dpcore.analyses.privacy_loss import worst_case_privacy_loss
from dpcore.scenarios import SCENARIOS
from dpcore.selection.mechanisms import EXPONENTIAL, REPORT_NOISY_MAX
from dpcore.stats import binomial_range
from lessons.controls import RUNS, epsilon_control
from lessons.formats import scientific
from lessons.model import BarChart, Control, Lesson, LineChart, SelectionChart, SelectionSeries, Shown, Step
from lessons.runs import LESSON_RUNS, SEED, probabilities, selection_series

#: The textbook's runs per mechanism.
BOOK_RUNS = 200
#: What the textbook printed for its 200 runs (Near & Abuah): how often each mechanism chose the most common
#: status. Samples, quoted from the source: the tests check that each lies in its 99.9% range.
BOOK_COUNTS: Mapping[str, int] = MappingProxyType({EXPONENTIAL: 179, REPORT_NOISY_MAX: 192})
#: The probability of the central range of a sample count.
RANGE_LEVEL = 0.999

_ADULT = SCENARIOS["adult_marital_status"]
#: The textbook's counts and Δ: one person changes one count by 1, the book declares 1000 (over-noised, valid).
ADULT_COUNTS = _ADULT.data["count"].to_numpy(dtype=np.float64)
ADULT_LABELS = tuple(str(label) for label in _ADULT.data["category"])
ADULT_EPSILON = 1.0
ADULT_SENSITIVITY = 1000.0
#: The book's two mechanisms (title, mechanism, monotone): its exponential mechanism uses exp(ε q / 2Δ) (the general
#: scale), its report-noisy-max Lap(Δ/ε) (the monotone scale, legitimate for a histogram under add/remove).
BOOK_MECHANISMS = (("Exponential mechanism", EXPONENTIAL, False), ("Report-noisy-max", REPORT_NOISY_MAX, True))


def textbook_runs(seed: int, trials: int = BOOK_RUNS) -> tuple[SelectionSeries, SelectionSeries]:
    """The book's experiment: each mechanism run ``trials`` times at ε = 1, Δ = 1000, from ``seed``."""
    em, rnm = (
        selection_series(
            title,
            ADULT_LABELS,
            ADULT_COUNTS,
            mechanism=mechanism,
            epsilon=ADULT_EPSILON,
            sensitivity=ADULT_SENSITIVITY,
            monotonic=monotonic,
            trials=trials,
            seed=seed,
        )
        for title, mechanism, monotonic in BOOK_MECHANISMS
    )
    return em, rnm


def _textbook_samples(seed: float) -> Shown:
    em, rnm = textbook_runs(int(seed))
    facts = {
        "people": float(ADULT_COUNTS.sum()),
        "em_count": float(em.counts[0]),
        "rnm_count": float(rnm.counts[0]),
        "runs": float(BOOK_RUNS),
        "book_em": float(BOOK_COUNTS[EXPONENTIAL]),
        "book_rnm": float(BOOK_COUNTS[REPORT_NOISY_MAX]),
    }
    narrative = (
        f"The UCI Adult data: {facts['people']:,.0f} people, {len(ADULT_LABELS)} marital statuses. Which is the most "
        f"common? The book runs each mechanism {BOOK_RUNS} times at ε = {ADULT_EPSILON:g} with Δ = "
        f"{ADULT_SENSITIVITY:,.0f}. Here the exponential mechanism chose *{ADULT_LABELS[0]}* "
        f"**{facts['em_count']:.0f}** times and report-noisy-max **{facts['rnm_count']:.0f}** times of {BOOK_RUNS}; "
        f"the book printed {facts['book_em']:.0f} and {facts['book_rnm']:.0f}. Another seed, another sample."
    )
    return Shown(narrative, facts, SelectionChart((em, rnm)))


def _textbook_exact(runs: float) -> Shown:
    em, rnm = textbook_runs(SEED, int(runs))
    p_em, p_rnm = float(probabilities(em)[0]), float(probabilities(rnm)[0])
    em_low, em_high = binomial_range(p_em, BOOK_RUNS, level=RANGE_LEVEL)
    rnm_low, rnm_high = binomial_range(p_rnm, BOOK_RUNS, level=RANGE_LEVEL)
    facts = {
        "p_em": p_em,
        "p_rnm": p_rnm,
        "em_low": float(em_low),
        "em_high": float(em_high),
        "rnm_low": float(rnm_low),
        "rnm_high": float(rnm_high),
        "em_count": float(em.counts[0]),
        "rnm_count": float(rnm.counts[0]),
    }
    narrative = (
        f"The black outlines are the exact laws: the exponential mechanism picks *{ADULT_LABELS[0]}* with probability "
        f"**{p_em:.4f}**, report-noisy-max with **{p_rnm:.4f}**. In {BOOK_RUNS} runs the count lands in "
        f"{em_low}–{em_high} and {rnm_low}–{rnm_high} with {RANGE_LEVEL:.1%} probability: the book's "
        f"{BOOK_COUNTS[EXPONENTIAL]} and {BOOK_COUNTS[REPORT_NOISY_MAX]} are two such samples. More runs: the bars "
        "settle on the outlines."
    )
    return Shown(narrative, facts, SelectionChart((em, rnm)))


def _textbook_cost(epsilon: float) -> Shown:
    epsilon = float(epsilon)
    loss = worst_case_privacy_loss(
        ADULT_COUNTS,
        epsilon=epsilon,
        sensitivity=ADULT_SENSITIVITY,
        mechanism=REPORT_NOISY_MAX,
        monotonic=True,
        neighbours="monotone",
    )
    n = ADULT_COUNTS.size
    facts = {
        "epsilon": epsilon,
        "max_loss": float(np.nanmax(loss)),
        "all_counts": basic_composition(n, epsilon=epsilon),
        "n": float(n),
    }
    narrative = (
        f"Report-noisy-max adds Lap(Δ/ε) noise to all {n} counts. Publishing the {n} noisy counts would cost up to "
        f"{n} × ε = **{facts['all_counts']:g}** (sequential composition). It announces only the winner: over "
        f"neighbouring data, no announcement moves the log-odds by more than **{facts['max_loss']:.3f}**, within "
        f"ε = {epsilon:g}; the unlikely statuses come closest."
    )
    frame = pd.DataFrame({"label": ADULT_LABELS, "value": loss})
    rules = ((epsilon, f"ε = {epsilon:g}"), (facts["all_counts"], f"all {n} noisy counts: {n}ε"))
    return Shown(narrative, facts, BarChart(frame, "Privacy loss of announcing it (ln odds)", rules))


def _textbook_laplace(epsilon: float) -> Shown:
    epsilon = float(epsilon)
    recovered = laplace_from_exponential_mechanism(
        float(ADULT_COUNTS[0]), epsilon=epsilon, sensitivity=ADULT_SENSITIVITY
    )
    facts = {
        "epsilon": epsilon,
        "scale": recovered.scale,
        "max_relative_error": recovered.max_relative_error,
        "error_bound": recovered.error_bound,
        "query": recovered.query_value,
    }
    near = np.abs(recovered.outputs - recovered.query_value) <= 6 * recovered.scale
    keep = np.flatnonzero(near)[:: max(1, int(near.sum()) // 300)]
    x = recovered.outputs[keep]
    frame = pd.concat(
        [
            pd.DataFrame({"x": x, "y": recovered.density[keep], "series": "Exponential mechanism, score −2|q − r|"}),
            pd.DataFrame({"x": x, "y": recovered.laplace_density[keep], "series": "Laplace, scale Δ/ε"}),
        ],
        ignore_index=True,
    )
    narrative = (
        f"Score every possible answer r by −2|q − r|, with q = {facts['query']:,.0f} married people: the exponential "
        f"mechanism's output then has the Laplace density of scale Δ/ε = **{facts['scale']:,.0f}**. Over a grid of "
        f"{recovered.outputs.size:,} answers the two differ by at most **{scientific(facts['max_relative_error'])}** "
        f"(relative; bound {scientific(facts['error_bound'])})."
    )
    return Shown(narrative, facts, LineChart(frame, "Released answer r", "Density", x_format=",.0f", y_format=".1e"))


LESSON = Lesson(
    key="textbook",
    title="The exponential mechanism, from the textbook",
    source="Near & Abuah, Programming Differential Privacy, chapter “The Exponential Mechanism” (UCI Adult).",
    steps=(
        Step(
            "200 runs, as in the book",
            Control(
                "Seed of the 200 runs",
                tuple(range(1, 51)),
                SEED,
                lambda v: f"{int(v)}",
                "Each seed is another set of 200 runs.",
            ),
            _textbook_samples,
        ),
        Step("The exact law behind the runs", replace(RUNS, default=LESSON_RUNS), _textbook_exact),
        Step("Why report-noisy-max costs ε, not nε", epsilon_control(), _textbook_cost),
        Step("The Laplace mechanism is an exponential mechanism", epsilon_control(), _textbook_laplace),
    ),
)
