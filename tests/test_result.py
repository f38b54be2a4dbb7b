"""dpcore.selection.exact_vs_simulated: one mechanism's result, assembled once from the exact law and the seeded
counts."""

from __future__ import annotations

import doctest

import numpy as np
import pytest

import dpcore
import dpcore.selection.exact_vs_simulated
from dpcore.selection.exact_vs_simulated import mechanism_result, simulated_best, simulated_regret
from dpcore.validation import InvalidInputError

SCORES = np.array([5.0, 4.0, 4.0, 1.0, -2.0])


@pytest.mark.parametrize("mechanism", dpcore.MAIN_MECHANISMS)
def test_result_holds_the_law_the_intervals_and_the_summaries(mechanism: str) -> None:
    log_p = dpcore.log_selection_probabilities(SCORES, epsilon=0.8, mechanism=mechanism, monotonic=True)
    counts = dpcore.simulate(SCORES, epsilon=0.8, mechanism=mechanism, monotonic=True, trials=5000, rng=3)
    result = mechanism_result(SCORES, mechanism=mechanism, counts=counts, trials=5000, log_probabilities=log_p)
    assert result.mechanism == mechanism and result.trials == 5000
    assert result.log_probabilities is log_p  # the caller's (memoised, read-only) array is kept, not copied
    np.testing.assert_array_equal(result.probabilities, np.exp(log_p))
    np.testing.assert_array_equal(result.counts, counts)
    low, high = dpcore.wilson_interval(counts, 5000)
    np.testing.assert_array_equal(result.lower, low)
    np.testing.assert_array_equal(result.upper, high)
    p = np.exp(log_p)
    assert result.probability_of_best == pytest.approx(p[0], rel=1e-15)
    assert result.expected_regret == pytest.approx(float(p @ (5.0 - SCORES)), rel=1e-12)
    assert result.fit_pvalue == dpcore.goodness_of_fit_pvalue(counts, p)


def test_result_from_probabilities_keeps_them_exactly_and_logs_zeros_as_minus_infinity() -> None:
    exact = np.array([0.5, 0.3, 0.2, 0.0])
    counts = np.array([52, 29, 19, 0])
    result = mechanism_result(
        [3.0, 2.0, 1.0, 0.0], mechanism="permute_and_flip", counts=counts, trials=100, probabilities=exact
    )
    np.testing.assert_array_equal(result.probabilities, exact)
    assert result.log_probabilities[-1] == -np.inf
    np.testing.assert_allclose(result.log_probabilities[:3], np.log(exact[:3]))
    assert result.probability_of_best == 0.5 and result.expected_regret == pytest.approx(0.7)


def test_result_needs_the_law_exactly_once() -> None:
    with pytest.raises(InvalidInputError, match="either"):
        mechanism_result([1.0, 0.0], mechanism="exponential", counts=[1, 0], trials=1)
    with pytest.raises(InvalidInputError, match="either"):
        mechanism_result(
            [1.0, 0.0],
            mechanism="exponential",
            counts=[1, 0],
            trials=1,
            log_probabilities=[0, -1],
            probabilities=[0.7, 0.3],
        )
    with pytest.raises(InvalidInputError, match="laplace"):
        mechanism_result([1.0, 0.0], mechanism="laplace", counts=[1, 0], trials=1, probabilities=[0.7, 0.3])


def test_simulated_best_and_regret_count_the_runs_and_approach_the_exact_values() -> None:
    counts = dpcore.simulate(SCORES, epsilon=0.8, mechanism="exponential", trials=20_000, rng=11)
    log_p = dpcore.log_selection_probabilities(SCORES, epsilon=0.8, mechanism="exponential")
    result = mechanism_result(SCORES, mechanism="exponential", counts=counts, trials=20_000, log_probabilities=log_p)
    share, low, high = simulated_best(result, SCORES)
    assert share == counts[0] / 20_000
    assert (low, high) == tuple(float(v[0]) for v in dpcore.wilson_interval([counts[0]], 20_000))
    assert low < result.probability_of_best < high
    regret = simulated_regret(result, SCORES)
    assert regret == pytest.approx(float(counts @ (5.0 - SCORES)) / 20_000, rel=1e-15)
    # The shortfall of one run has sd ≤ 7 (the largest gap): 5 standard errors is 7·5/√20000 ≈ 0.25.
    assert abs(regret - result.expected_regret) < 0.25
    tied = mechanism_result([1.0, 1.0], mechanism="exponential", counts=[3, 7], trials=10, probabilities=[0.5, 0.5])
    assert simulated_best(tied, [1.0, 1.0])[0] == 1.0 and simulated_regret(tied, [1.0, 1.0]) == 0.0


def test_docstring_examples_run() -> None:
    result = doctest.testmod(dpcore.selection.exact_vs_simulated)
    assert result.attempted > 0 and result.failed == 0
