"""Lesson 5, several winners (issue 20; theory.md §11b): k winners at ε each against one shot of Gumbel noise, why
peeled permute-and-flip's set differs from the exponential mechanism's, and the price of asking for more winners at
a fixed total budget. The book poll's seven books, monotone counts, Δ = 1; every number from dpcore.selection.topk.
"""

from __future__ import annotations

from functools import cache

import numpy as np
import pandas as pd

from dpcore.analyses.composition import CANONNE_KAMATH_STEINKE
from dpcore.selection.mechanisms import EXPONENTIAL, PERMUTE_AND_FLIP
from dpcore.selection.topk import best_set_probability, expected_shortfall, inclusion_probabilities, top_k_privacy
from dpcore.text import count
from lessons.book_poll import POLL_LABELS, POLL_SCORES, POLL_SENSITIVITY
from lessons.controls import epsilon_control
from lessons.formats import epsilon as epsilon_text
from lessons.formats import scientific
from lessons.model import BarChart, Control, Lesson, LineChart, Shown, Step

#: ε of each round in steps 1 and 3's default, and the number of winners of step 2.
ROUND_EPSILON = 1.0
LESSON_K = 3
#: Step 3's whole budget, shared by the k rounds.
TOTAL_EPSILON = 3.0
#: The δ at which step 3 states the zCDP view's (ε, δ).
LESSON_DELTA = 1e-6
_SHORT = {EXPONENTIAL: "EM", PERMUTE_AND_FLIP: "P&F"}


def _cards(k: int, epsilon: float, mechanism: str) -> tuple[np.ndarray, float, float]:
    """Inclusion probabilities, P(the k best are all chosen) and the expected shortfall of the set's votes."""
    inclusion = inclusion_probabilities(
        POLL_SCORES, k=k, epsilon=epsilon, sensitivity=POLL_SENSITIVITY, mechanism=mechanism, monotonic=True
    )
    best = best_set_probability(
        POLL_SCORES, k=k, epsilon=epsilon, sensitivity=POLL_SENSITIVITY, mechanism=mechanism, monotonic=True
    )
    return inclusion, best, expected_shortfall(POLL_SCORES, inclusion, k=k)


def _one_shot(k: float) -> Shown:
    k = int(k)
    inclusion, best, shortfall = _cards(k, ROUND_EPSILON, EXPONENTIAL)
    cost = top_k_privacy(k=k, epsilon=ROUND_EPSILON, mechanism=EXPONENTIAL)
    facts = {
        "k": float(k),
        "epsilon": ROUND_EPSILON,
        "total": cost.pure_epsilon,
        "p_best_set": best,
        "p_leader": float(inclusion[0]),
        "shortfall": shortfall,
    }
    narrative = (
        f"To pick **{count(k, 'book')}**, run the exponential mechanism {count(k, 'time')}, each time on the books not "
        "yet chosen, at "
        f"ε = {epsilon_text(ROUND_EPSILON)} each: by composition the release is **{facts['total']:g}-DP**. The same "
        "set comes out of one shot: add Gumbel noise to every count once and keep the largest (Gumbel top-k). "
        f"The leader is in the set **{facts['p_leader']:.1%}** of the time, the best set comes out "
        f"**{best:.1%}** of the time, and the set falls {shortfall:.2f} votes short of the best total on average."
    )
    frame = pd.DataFrame({"label": list(POLL_LABELS), "value": inclusion})
    return Shown(narrative, facts, BarChart(frame, f"P(in the {k} chosen), exponential mechanism"))


def _two_rules(epsilon: float) -> Shown:
    epsilon = float(epsilon)
    em, em_best, em_short = _cards(LESSON_K, epsilon, EXPONENTIAL)
    pf, pf_best, pf_short = _cards(LESSON_K, epsilon, PERMUTE_AND_FLIP)
    facts = {
        "k": float(LESSON_K),
        "epsilon": epsilon,
        "em_best": em_best,
        "pf_best": pf_best,
        "em_short": em_short,
        "pf_short": pf_short,
        "em_last": float(em[-1]),
        "pf_last": float(pf[-1]),
    }
    narrative = (
        f"Top-{LESSON_K} at ε = {epsilon_text(epsilon)} per round. Permute-and-flip measures each round from that "
        "round's leader among the books left, and each round is at least as good as the exponential mechanism's, "
        "so its set is a different law (not one shot of exponential noise): the best set "
        f"**{pf_best:.1%}** of the time against **{em_best:.1%}**, {pf_short:.2f} votes short on average "
        f"against {em_short:.2f}, and the last book in the set {facts['pf_last']:.2%} of the time against "
        f"{facts['em_last']:.2%}. Both cost the same ε per round."
    )
    rows = [
        {"label": f"{label} ({_SHORT[m]})", "value": float(v)}
        for label, e, p in zip(POLL_LABELS, em, pf, strict=True)
        for m, v in ((EXPONENTIAL, e), (PERMUTE_AND_FLIP, p))
    ]
    return Shown(narrative, facts, BarChart(pd.DataFrame(rows), f"P(in the {LESSON_K} chosen)"))


@cache
def _price_curve() -> pd.DataFrame:
    rows = []
    for k in range(1, POLL_SCORES.size):
        for mechanism, name in ((EXPONENTIAL, "Exponential mechanism"), (PERMUTE_AND_FLIP, "Permute-and-flip")):
            _, best, _ = _cards(k, TOTAL_EPSILON / k, mechanism)
            rows.append({"x": float(k), "y": best, "series": name})
    return pd.DataFrame(rows)


def _price(k: float) -> Shown:
    k = int(k)
    per_round = TOTAL_EPSILON / k
    em_inclusion, em_best, _ = _cards(k, per_round, EXPONENTIAL)
    _, pf_best, _ = _cards(k, per_round, PERMUTE_AND_FLIP)
    cost = top_k_privacy(k=k, epsilon=per_round, mechanism=EXPONENTIAL)
    facts = {
        "k": float(k),
        "total": TOTAL_EPSILON,
        "per_round": per_round,
        "em_best": em_best,
        "pf_best": pf_best,
        "p_leader": float(em_inclusion[0]),
        "zcdp_epsilon": cost.epsilon_at(LESSON_DELTA, conversion=CANONNE_KAMATH_STEINKE),
        "delta": LESSON_DELTA,
    }
    better = facts["zcdp_epsilon"] < TOTAL_EPSILON
    verdict = "a budget stated with δ buys more rounds" if better else "here pure ε is the better statement"
    narrative = (
        f"A whole budget of ε = {TOTAL_EPSILON:g} shared by **{count(k, 'winner')}** leaves "
        f"ε = {per_round:.2f} per round. "
        f"The best set then comes out **{em_best:.1%}** of the time with the exponential mechanism, "
        f"**{pf_best:.1%}** with permute-and-flip, and the leader is in the set {facts['p_leader']:.1%} of the "
        "time. Every extra winner thins every round's budget. For the exponential mechanism the zCDP view of the "
        f"same rounds gives ({facts['zcdp_epsilon']:.2f}, {scientific(LESSON_DELTA)})-DP, "
        f"{'below' if better else 'above'} the pure ε = {TOTAL_EPSILON:g}: "
        f"{verdict}."
    )
    chart = LineChart(
        _price_curve(),
        "Number of winners k",
        f"P(the k best all chosen), ε = {TOTAL_EPSILON:g} in all",
        ((float(k), f"k = {k}"),),
        "d",
        ".0%",
    )
    return Shown(narrative, facts, chart)


LESSON = Lesson(
    key="top_k",
    title="Several winners: top-k",
    source="The book-club poll shipped with this app; Durfee & Rogers (2019), Gumbel top-k; McKenna & Sheldon "
    "(2020), permute-and-flip.",
    steps=(
        Step(
            "k winners at ε each, or one shot",
            Control("Winners k", (1, 2, 3, 4), 3, lambda v: f"{int(v)}", "How many books the release names."),
            _one_shot,
        ),
        Step(
            "Permute-and-flip's set is not the exponential mechanism's",
            epsilon_control(ROUND_EPSILON, (0.25, 0.5, 1.0, 2.0)),
            _two_rules,
        ),
        Step(
            "The price of asking for more winners",
            Control(
                "Winners k",
                tuple(range(1, POLL_SCORES.size)),
                LESSON_K,
                lambda v: f"{int(v)}",
                f"The whole budget ε = {TOTAL_EPSILON:g} is shared by the k rounds.",
            ),
            _price,
        ),
    ),
)
