"""Lesson 2, the book poll (theory.md §1): at ε = ln 2 with monotone scores a book k votes behind is chosen 1/2ᵏ as
often; the general formula's factor 2; Gumbel noise gives the same law (theory.md §4); permute-and-flip is never
worse (McKenna & Sheldon 2020).
"""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np

from dpcore.analyses.noisy_max import GUMBEL, noisy_max_probabilities
from dpcore.analyses.privacy_loss import worst_case_privacy_loss
from dpcore.scenarios import SCENARIOS
from dpcore.selection.exact import log_selection_probabilities
from dpcore.selection.mechanisms import EXPONENTIAL, PERMUTE_AND_FLIP, REPORT_NOISY_MAX_GUMBEL, score_range
from dpcore.selection.quality import expected_regret, probability_of_best
from dpcore.stats import goodness_of_fit_pvalue
from lessons.controls import RUNS, epsilon_control
from lessons.formats import LN2, scientific
from lessons.model import Control, Lesson, SelectionChart, SelectionSeries, Shown, Step
from lessons.runs import LESSON_RUNS, probabilities, selection_series

_POLL = SCENARIOS["book_poll"]
POLL_LABELS = _POLL.labels
POLL_SCORES = np.asarray(_POLL.scores, dtype=np.float64)
POLL_SENSITIVITY = float(_POLL.sensitivity)


_POLL_TITLES = {
    EXPONENTIAL: "Exponential mechanism",
    PERMUTE_AND_FLIP: "Permute-and-flip",
    REPORT_NOISY_MAX_GUMBEL: "Gumbel noisy max",
}


def _poll_series(
    mechanism: str,
    *,
    epsilon: float,
    monotonic: bool,
    scores: np.ndarray = POLL_SCORES,
    title: str | None = None,
    trials: int = LESSON_RUNS,
    law: str | None = None,
) -> SelectionSeries:
    return selection_series(
        title or _POLL_TITLES[mechanism],
        POLL_LABELS,
        scores,
        mechanism=mechanism,
        epsilon=epsilon,
        sensitivity=POLL_SENSITIVITY,
        monotonic=monotonic,
        trials=trials,
        law=law,
    )


def _poll_halving(added: float) -> Shown:
    added = int(added)
    scores = POLL_SCORES.copy()
    scores[0] += added
    em = _poll_series(EXPONENTIAL, epsilon=LN2, monotonic=True, scores=scores)
    p = probabilities(em)
    gap = float(scores[0] - scores[1])
    facts = {"added": float(added), "gap": gap, "ratio": float(p[1] / p[0]), "halving": 2.0**-gap}
    narrative = (
        f"ε = ln 2 and monotone counts: P(book) ∝ e^(ε·votes/Δ) = 2^votes. *{POLL_LABELS[0]}* leads *{POLL_LABELS[1]}* "
        f"by {gap:.0f} vote{'s' if gap != 1 else ''}, so *{POLL_LABELS[1]}* is chosen **{facts['ratio']:.4g}** times "
        f"as often as the leader: 1/2^{gap:.0f} = {facts['halving']:.4g}. Add one more ballot for the leader alone: "
        "it halves again."
    )
    return Shown(narrative, facts, SelectionChart((em,)))


def _poll_factor_two(epsilon: float) -> Shown:
    epsilon = float(epsilon)
    em = _poll_series(EXPONENTIAL, epsilon=epsilon, monotonic=False, title="Exponential mechanism, ε/2Δ")
    p = probabilities(em)
    facts = {
        "epsilon": epsilon,
        "per_vote": float(p[1] / p[0]),
        "formula": math.exp(-epsilon / score_range(POLL_SENSITIVITY, False)),
        "p_best": float(p[0]),
    }
    narrative = (
        f"In general P(i) ∝ exp(ε qᵢ / 2Δ): the 2 protects scores that move in opposite directions when one person "
        f"changes. Each vote short multiplies a book's chance by e^(−ε/2Δ) = **{facts['formula']:.4f}** (measured "
        f"on the chart: {facts['per_vote']:.4f}); at ε = ln 2 that is 1/√2, not 1/2."
    )
    return Shown(narrative, facts, SelectionChart((em,)))


def _poll_monotone(monotone: float) -> Shown:
    monotone = bool(monotone)
    em = _poll_series(
        EXPONENTIAL,
        epsilon=LN2,
        monotonic=monotone,
        title=f"Exponential mechanism, {'ε/Δ (monotone)' if monotone else 'ε/2Δ (general)'}",
    )
    general, monotonic = (
        probability_of_best(
            np.exp(log_selection_probabilities(POLL_SCORES, epsilon=LN2, mechanism=EXPONENTIAL, monotonic=flag)),
            POLL_SCORES,
        )
        for flag in (False, True)
    )
    loss = worst_case_privacy_loss(POLL_SCORES, epsilon=LN2, mechanism=EXPONENTIAL, monotonic=True)
    facts = {"p_best_general": general, "p_best_monotone": monotonic, "max_loss": float(np.max(loss)), "epsilon": LN2}
    narrative = (
        f"A ballot only adds to counts, so every score moves the same way and the range is Δ, not 2Δ: the exponent "
        f"may use ε/Δ. The leader's chance rises from **{general:.1%}** to **{monotonic:.1%}**, and the exact "
        f"worst-case privacy loss stays **{facts['max_loss']:.4f}** ≤ ε = ln 2 ≈ {LN2:.4f}."
    )
    return Shown(narrative, facts, SelectionChart((em,)))


def _poll_gumbel(runs: float) -> Shown:
    runs = int(runs)
    em = _poll_series(EXPONENTIAL, epsilon=LN2, monotonic=True, trials=runs)
    gumbel = _poll_series(REPORT_NOISY_MAX_GUMBEL, epsilon=LN2, monotonic=True, trials=runs, law=EXPONENTIAL)
    integrated = noisy_max_probabilities(POLL_SCORES, noise=GUMBEL, epsilon=LN2, monotonic=True)
    facts = {
        "max_difference": float(np.max(np.abs(integrated - probabilities(em)))),
        "fit_pvalue": goodness_of_fit_pvalue(gumbel.counts, probabilities(em)),
        "runs": float(runs),
    }
    narrative = (
        "Add Gumbel noise of scale Δ/ε to every count and report the highest: the same law as the exponential "
        "mechanism. Integrated from the Gumbel density, the two laws differ by at most "
        f"**{scientific(facts['max_difference'])}**; "
        f"the {runs:,} noisy-max runs fit the exponential mechanism's law with p = **{facts['fit_pvalue']:.2f}**."
    )
    return Shown(narrative, facts, SelectionChart((em, gumbel)))


#: The ε grid on which "never worse" is checked.
RATIO_EPSILONS = tuple(np.geomspace(0.01, 10, 61).tolist())


def _poll_pf(epsilon: float) -> Shown:
    from dpcore.analyses.utility import regret_ratio

    epsilon = float(epsilon)
    em = _poll_series(EXPONENTIAL, epsilon=epsilon, monotonic=True)
    pf = _poll_series(PERMUTE_AND_FLIP, epsilon=epsilon, monotonic=True)
    ratios = regret_ratio(POLL_SCORES, epsilons=RATIO_EPSILONS, sensitivity=POLL_SENSITIVITY, monotonic=True)
    facts = {
        "epsilon": epsilon,
        "p_best_em": probability_of_best(probabilities(em), POLL_SCORES),
        "p_best_pf": probability_of_best(probabilities(pf), POLL_SCORES),
        "shortfall_em": expected_regret(probabilities(em), POLL_SCORES),
        "shortfall_pf": expected_regret(probabilities(pf), POLL_SCORES),
        "min_ratio": float(np.min(ratios)),
        "max_ratio": float(np.max(ratios)),
    }
    facts["ratio"] = facts["shortfall_em"] / facts["shortfall_pf"]
    narrative = (
        "Permute-and-flip visits the books in random order and stops at book i with probability e^(−ε·gᵢ/Δ), "
        "gᵢ its votes short of the leader. "
        f"Same ε, better choices: the leader **{facts['p_best_pf']:.1%}** against **{facts['p_best_em']:.1%}**, "
        f"{facts['shortfall_pf']:.2f} votes short on average against {facts['shortfall_em']:.2f}: the exponential "
        f"mechanism loses {facts['ratio']:.2f}× as much. For every ε from 0.01 to 10 that ratio stays between "
        f"{facts['min_ratio']:.2f} and {facts['max_ratio']:.2f}: never worse."
    )
    return Shown(narrative, facts, SelectionChart((em, pf)))


LESSON = Lesson(
    key="book_poll",
    title="Choosing privately: the book poll",
    source="The book-club poll shipped with this app (approval ballots); McSherry & Talwar (2007); McKenna & "
    "Sheldon (2020), permute-and-flip.",
    steps=(
        Step(
            "One vote behind: half as often",
            Control(
                f"Ballots added for {POLL_LABELS[0]}",
                (0, 1, 2, 3, 4),
                0,
                lambda v: f"{int(v)}",
                "Each added ballot approves the leader only.",
            ),
            _poll_halving,
        ),
        Step(
            "The general formula and its factor 2",
            epsilon_control(LN2, (0.25, 0.5, LN2, 1.0, 2.0, 3.0)),
            _poll_factor_two,
        ),
        Step(
            "Monotone scores drop the 2",
            Control(
                "Monotone scores (ε/Δ)",
                (False, True),
                False,
                lambda v: "on" if v else "off",
                "Counts only go up when a ballot is added.",
            ),
            _poll_monotone,
        ),
        Step("Gumbel noise gives the same law", replace(RUNS, default=LESSON_RUNS), _poll_gumbel),
        Step(
            "Permute-and-flip: never worse",
            epsilon_control(LN2, (0.1, 0.25, 0.5, LN2, 1.0, 2.0, 3.0)),
            _poll_pf,
        ),
    ),
)
