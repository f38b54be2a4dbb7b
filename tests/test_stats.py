"""dpcore.stats: Clopper–Pearson intervals, binomial ranges, log-sum-exp, and the one rule every interval applies to
its counts and trials (Wilson and goodness of fit are tested in test_analysis.py)."""

from __future__ import annotations

import doctest
import math

import numpy as np
import pytest
from scipy import special, stats

import dpcore
import dpcore.stats
from dpcore.analyses import neighbours
from dpcore.stats import binomial_range, clopper_pearson_interval, log_sum_exp, wilson_interval
from dpcore.validation import MAX_TRIALS, InvalidInputError


def test_the_docstring_examples_hold() -> None:
    result = doctest.testmod(dpcore.stats)
    assert result.attempted >= 4 and result.failed == 0


# ----- Clopper–Pearson and binomial ranges -----------------------------------------------------------------------


def test_clopper_pearson_matches_scipy() -> None:
    n = 200
    counts = np.array([0, 1, 17, 100, 199, 200])
    low, high = clopper_pearson_interval(counts, n, 0.9)
    for c, lo, hi in zip(counts, low, high, strict=True):
        ci = stats.binomtest(int(c), n).proportion_ci(confidence_level=0.9, method="exact")
        assert lo == pytest.approx(ci.low, abs=1e-12) and hi == pytest.approx(ci.high, abs=1e-12)
    assert low[0] == 0.0 and high[-1] == 1.0
    with pytest.raises(InvalidInputError):
        clopper_pearson_interval([3], 2)
    with pytest.raises(InvalidInputError):
        clopper_pearson_interval([1], 10, confidence=1.0)


def test_binomial_range_is_central() -> None:
    low, high = binomial_range(0.5, 100, level=0.95)
    assert (low, high) == (40, 60)
    with pytest.raises(dpcore.InvalidInputError):
        binomial_range(0.5, 100, level=1.5)


@pytest.mark.parametrize(("probability", "trials"), [(0.8888, 200), (0.9785, 200), (0.01, 1000), (0.5, 7)])
def test_binomial_range_leaves_at_most_half_the_rest_in_each_tail(probability: float, trials: int) -> None:
    low, high = binomial_range(probability, trials, level=0.99)
    law = stats.binom(trials, probability)
    assert law.cdf(low - 1) <= 0.005 < law.cdf(low)
    assert law.sf(high) <= 0.005 < law.sf(high - 1)


# ----- log-sum-exp -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(5))
def test_log_sum_exp_agrees_with_scipy(seed: int) -> None:
    values = np.random.default_rng(seed).normal(scale=50.0, size=(7, 40))
    assert float(log_sum_exp(values)) == pytest.approx(special.logsumexp(values), rel=1e-14)
    for axis in (0, 1):
        np.testing.assert_allclose(log_sum_exp(values, axis=axis), special.logsumexp(values, axis=axis), rtol=1e-14)


def test_log_sum_exp_neither_overflows_nor_makes_nan() -> None:
    assert float(log_sum_exp([1000.0, 1000.0])) == pytest.approx(1000.0 + math.log(2.0), rel=1e-15)
    assert float(log_sum_exp([-1000.0, -1000.0])) == pytest.approx(-1000.0 + math.log(2.0), rel=1e-15)
    assert float(log_sum_exp([])) == -math.inf  # an empty sum: an impossible event
    assert float(log_sum_exp([-math.inf, -math.inf])) == -math.inf
    rows = log_sum_exp([[0.0, -math.inf], [-math.inf, -math.inf], [math.log(3.0), math.log(5.0)]], axis=1)
    np.testing.assert_allclose(rows, [0.0, -math.inf, math.log(8.0)], rtol=1e-15)


# ----- one rule for trials and counts ------------------------------------------------------------------------------


def test_a_whole_float_is_a_number_of_trials_everywhere() -> None:
    """1e4 is the whole number it holds: every function that takes a number of trials reads it as 10,000."""
    assert [a.tolist() for a in wilson_interval([3, 40], 1e4)] == [a.tolist() for a in wilson_interval([3, 40], 10_000)]
    assert [a.tolist() for a in clopper_pearson_interval([3], 1e4)] == [
        a.tolist() for a in clopper_pearson_interval([3], 10_000)
    ]
    as_float = neighbours.empirical_log_ratio([3, 7], [5, 5], trials=10.0, neighbour_trials=1e1)
    as_int = neighbours.empirical_log_ratio([3, 7], [5, 5], trials=10, neighbour_trials=10)
    np.testing.assert_array_equal(as_float.estimate, as_int.estimate)
    assert neighbours.epsilon_lower_bound([3, 7], [5, 5], trials=1e1) == neighbours.epsilon_lower_bound(
        [3, 7], [5, 5], trials=10
    )
    assert dpcore.simulate([1.0, 0.0], epsilon=1.0, mechanism="exponential", trials=1e4, rng=3).sum() == 10_000


@pytest.mark.parametrize(
    "call",
    [
        lambda trials: wilson_interval([1], trials),
        lambda trials: clopper_pearson_interval([1], trials),
        lambda trials: neighbours.empirical_log_ratio([1], [1], trials=trials),
        lambda trials: neighbours.epsilon_lower_bound([1], [1], trials=trials),
    ],
)
@pytest.mark.parametrize("trials", [2.5, 0, True, "10", math.inf])
def test_samples_refuse_the_same_trials_with_the_same_message(call, trials: object) -> None:
    with pytest.raises(InvalidInputError) as raised:
        call(trials)
    assert str(raised.value) == f"trials must be a whole number ≥ 1, got {trials!r}."


def test_a_sample_may_be_larger_than_one_call_may_simulate() -> None:
    """The cap MAX_TRIALS is the simulators' budget, not a limit on what a sample of runs can say."""
    low, high = wilson_interval(1, 10 * MAX_TRIALS)
    assert 0.0 < low < 1e-9 < high
    with pytest.raises(InvalidInputError, match="from 1 to 100,000,000"):
        dpcore.simulate([1.0, 0.0], epsilon=1.0, mechanism="exponential", trials=10 * MAX_TRIALS)


@pytest.mark.parametrize(
    "call",
    [
        lambda counts: wilson_interval(counts, 10),
        lambda counts: clopper_pearson_interval(counts, 10),
        lambda counts: neighbours.empirical_log_ratio(counts, [1, 1], trials=10),
        lambda counts: dpcore.goodness_of_fit_pvalue(counts, [0.5, 0.5]),
    ],
)
@pytest.mark.parametrize(("counts", "shown"), [([1, -2], "-2"), ([1, 2.5], "2.5"), ([1, math.nan], "nan")])
def test_every_interval_refuses_a_bad_count_naming_it(call, counts: list[float], shown: str) -> None:
    with pytest.raises(InvalidInputError) as raised:
        call(counts)
    assert str(raised.value).startswith("counts must be whole numbers") and f"count #1 is {shown}" in str(raised.value)
