"""dpcore.analyses.pricing: the expected revenue of a posted price moved by Laplace noise (theory.md §13)."""

from __future__ import annotations

import doctest
import math

import numpy as np
import pytest

import dpcore.analyses.pricing
from dpcore.analyses.pricing import noisy_price_revenue
from dpcore.scoring.rules import revenue
from dpcore.validation import InvalidInputError


def test_the_docstring_examples_hold() -> None:
    result = doctest.testmod(dpcore.analyses.pricing)
    assert result.attempted >= 1 and result.failed == 0


@pytest.mark.parametrize(("bid", "scale"), [(1.0, 0.1), (1.0, 2.2), (3.0, 0.5), (20.0, 7.0)])
def test_one_bid_at_the_price_has_a_closed_form(bid: float, scale: float) -> None:
    """One bid b, the price at b: revenue(p) = p for 0 < p ≤ b, so
    E = ∫₀ᵇ p e^{−(b−p)/s}/(2s) dp = (b − s + s e^{−b/s})/2."""
    expected = (bid - scale + scale * math.exp(-bid / scale)) / 2
    assert noisy_price_revenue(bid, scale=scale, bids=[bid]) == pytest.approx(expected, rel=1e-10)


def test_agrees_with_monte_carlo_on_many_bids() -> None:
    bids = np.random.default_rng(3).uniform(0.5, 20.0, size=50)
    draws = revenue(8.0 + np.random.default_rng(4).laplace(scale=3.0, size=400_000), bids)
    exact = noisy_price_revenue(8.0, scale=3.0, bids=bids)
    assert abs(draws.mean() - exact) <= 5 * draws.std() / math.sqrt(draws.size)


@pytest.mark.parametrize(
    ("price", "scale", "bids", "fragment"),
    [
        (math.nan, 1.0, [1.0], "price"),
        (1.0, 0.0, [1.0], "scale"),
        (1.0, 1.0, [], "bids"),
        (1.0, 1.0, [1.0, -2.0], "bids"),
        (1.0, 1.0, [1.0, math.inf], "bids"),
    ],
)
def test_bad_input_is_named(price: float, scale: float, bids: list[float], fragment: str) -> None:
    with pytest.raises(InvalidInputError, match=fragment):
        noisy_price_revenue(price, scale=scale, bids=bids)
