"""Lesson 3, the digital-goods auction (McSherry & Talwar 2007) as blogged: bids $1, $1, $3, revenue p × #{bids ≥
p} (:func:`dpcore.scoring.rules.revenue`), the cliffs at $1 and $3 that make noise on the price disastrous
(:func:`dpcore.analyses.pricing.noisy_price_revenue`), the exponential mechanism over the prices $0.80–$3.00 in
steps of $0.10.
"""

from __future__ import annotations

from functools import cache

import numpy as np
import pandas as pd

from dpcore.analyses.pricing import noisy_price_revenue
from dpcore.scenarios import SCENARIOS
from dpcore.scoring.rules import buyers, revenue
from dpcore.selection.exact import log_selection_probabilities
from dpcore.selection.mechanisms import EXPONENTIAL
from dpcore.selection.quality import probability_of_best
from lessons.controls import epsilon_control
from lessons.formats import money
from lessons.model import Control, Lesson, LineChart, SelectionChart, Shown, Step
from lessons.runs import probabilities, selection_series

_AUCTION = SCENARIOS["pricing_auction"]
BIDS = np.sort(_AUCTION.data["bid"].to_numpy(dtype=np.float64))
PRICE_LABELS = _AUCTION.labels
PRICE_SCORES = np.asarray(_AUCTION.scores, dtype=np.float64)
PRICE_MIN, PRICE_MAX, PRICE_STEP = (
    float(v or 0.0) for v in (_AUCTION.price_min, _AUCTION.price_max, _AUCTION.price_step)
)
PRICES = np.round(np.arange(PRICE_MIN, PRICE_MAX + PRICE_STEP / 2, PRICE_STEP), 2)
AUCTION_SENSITIVITY = float(_AUCTION.sensitivity)
#: One bidder can move the best price anywhere on the grid: the price's own sensitivity, for noise on the price.
PRICE_SPREAD = PRICE_MAX - PRICE_MIN


def _auction_curve(price: float) -> Shown:
    price = float(price)
    fine = np.round(np.arange(0.0, 3.5 + 1e-9, 0.01), 2)
    frame = pd.DataFrame({"x": fine, "y": revenue(fine, BIDS), "series": "Revenue at that price"})
    earned = float(revenue(price, BIDS))
    best = float(PRICE_SCORES.max())
    facts = {"price": price, "revenue": earned, "best": best, "buyers": float(buyers(price, BIDS))}
    bids = ", ".join(money(b) for b in BIDS)
    narrative = (
        f"Bids {bids}. At price p everyone who bid at least p buys, so the revenue is p × buyers. At "
        f"**{money(price)}**, {facts['buyers']:.0f} buy: **{money(earned)}**. The best prices, "
        f"{' and '.join(_AUCTION.candidates.best_labels)}, earn {money(best)}; just above either the revenue falls "
        "off a cliff."
    )
    return Shown(narrative, facts, LineChart(frame, "Price ($)", "Revenue ($)", ((price, money(price)),), ".2f", ".2f"))


#: ε values of the revenue-against-ε chart.
AUCTION_EPSILONS = tuple(np.geomspace(0.1, 10, 41).tolist())


def _em_revenue(epsilon: float) -> float:
    p = np.exp(
        log_selection_probabilities(
            PRICE_SCORES, epsilon=epsilon, sensitivity=AUCTION_SENSITIVITY, mechanism=EXPONENTIAL, monotonic=True
        )
    )
    return float(p @ PRICE_SCORES)


@cache
def _noisy_revenue_curve() -> pd.DataFrame:
    best = float(PRICE_SCORES.max())
    rows = []
    for epsilon in AUCTION_EPSILONS:
        scale = PRICE_SPREAD / epsilon
        noisy = max(noisy_price_revenue(p, scale=scale, bids=BIDS) for p in PRICES[PRICE_SCORES == best])
        rows += [
            {"x": epsilon, "y": noisy, "series": "Best price + Laplace noise"},
            {"x": epsilon, "y": _em_revenue(epsilon), "series": "Exponential mechanism over prices"},
            {"x": epsilon, "y": best, "series": "Best possible"},
        ]
    return pd.DataFrame(rows)


def _auction_noise(epsilon: float) -> Shown:
    epsilon = float(epsilon)
    scale = PRICE_SPREAD / epsilon
    best_prices = PRICES[PRICE_SCORES == PRICE_SCORES.max()]
    noisy = {float(p): noisy_price_revenue(float(p), scale=scale, bids=BIDS) for p in best_prices}
    facts = {
        "epsilon": epsilon,
        "scale": scale,
        "noisy_revenue": max(noisy.values()),
        "em_revenue": _em_revenue(epsilon),
        "best": float(PRICE_SCORES.max()),
        "one_cent_above_low": float(revenue(best_prices.min() + 0.01, BIDS)),
        "one_cent_above_high": float(revenue(best_prices.max() + 0.01, BIDS)),
    }
    narrative = (
        f"One bidder can move the best price anywhere from {PRICE_LABELS[0]} to {PRICE_LABELS[-1]}, so noise on the "
        f"price needs scale {PRICE_SPREAD:.2f}/ε = {scale:.2f}. But 1¢ above {money(best_prices.min())} earns "
        f"{money(facts['one_cent_above_low'])} and 1¢ above {money(best_prices.max())} earns "
        f"{money(facts['one_cent_above_high'])}: the noisy price earns **{money(facts['noisy_revenue'])}** on "
        f"average, the exponential mechanism over prices **{money(facts['em_revenue'])}** "
        f"(best {money(facts['best'])})."
    )
    chart = LineChart(
        _noisy_revenue_curve(), "ε (log scale)", "Expected revenue ($)", ((epsilon, f"ε = {epsilon:g}"),), "", ".2f"
    )
    return Shown(narrative, facts, chart)


def _auction_em(epsilon: float) -> Shown:
    epsilon = float(epsilon)
    em = selection_series(
        "Exponential mechanism over prices",
        PRICE_LABELS,
        PRICE_SCORES,
        mechanism=EXPONENTIAL,
        epsilon=epsilon,
        sensitivity=AUCTION_SENSITIVITY,
        monotonic=True,
    )
    p = probabilities(em)
    past = PRICE_LABELS[int(np.argmax(PRICE_SCORES)) + 1]  # the first price above the lowest best price
    facts = {
        "epsilon": epsilon,
        "prices": float(PRICE_SCORES.size),
        "p_best": probability_of_best(p, PRICE_SCORES),
        "expected_revenue": float(p @ PRICE_SCORES),
        "best": float(PRICE_SCORES.max()),
    }
    narrative = (
        f"Score each of the {PRICE_SCORES.size} prices {PRICE_LABELS[0]}–{PRICE_LABELS[-1]} by its revenue (Δ = "
        f"{money(AUCTION_SENSITIVITY)}, monotone) and let the exponential mechanism pick a price: nothing is added "
        f"to the price, so nothing pushes it over a cliff; a price past one ({past}) is simply picked less often. A "
        f"best price **{facts['p_best']:.1%}** of the time; expected revenue **{money(facts['expected_revenue'])}** "
        f"of {money(facts['best'])}."
    )
    return Shown(narrative, facts, SelectionChart((em,)))


LESSON = Lesson(
    key="auction",
    title="Setting a price privately",
    source="The digital-goods auction of McSherry & Talwar (2007), with bids $1, $1 and $3.",
    steps=(
        Step(
            "Revenue at each price",
            Control(
                "Price",
                tuple(np.round(np.arange(0.5, 3.51, 0.05), 2).tolist()),
                1.0,
                money,
                "Move the price past $1.00 or $3.00.",
            ),
            _auction_curve,
        ),
        Step("Noise on the price falls off the cliff", epsilon_control(), _auction_noise),
        Step("The exponential mechanism over prices $0.80–$3.00", epsilon_control(), _auction_em),
    ),
)
