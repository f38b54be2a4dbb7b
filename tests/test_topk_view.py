"""The top-k helpers the pages use (dpcore.selection.topk): the law at many ε at once, the result of a seeded
run against it, and where P(the k best are all chosen) is computed."""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy import stats

import dpcore
from dpcore.selection.sweep import law_sweep

SCORES = np.array([5.0, 4.0, 4.0, 2.0, 1.0, 0.0])


@pytest.mark.parametrize("mechanism", dpcore.MAIN_MECHANISMS)
def test_the_sweep_is_the_top_k_law_at_each_epsilon(mechanism):
    epsilons = [0.2, 1.0, 3.0]
    sweep = dpcore.top_k_sweep(SCORES, k=3, epsilons=epsilons, mechanism=mechanism, index=[0, 3])
    for row, epsilon in enumerate(epsilons):
        options = {"k": 3, "epsilon": epsilon, "mechanism": mechanism}
        inclusion = dpcore.inclusion_probabilities(SCORES, **options)
        np.testing.assert_allclose(np.exp(sweep.log_probabilities[row]), inclusion[[0, 3]], rtol=1e-15)
        assert sweep.probability_of_best[row] == dpcore.best_set_probability(SCORES, **options)
        assert sweep.expected_regret[row] == dpcore.expected_shortfall(SCORES, inclusion, k=3)


def test_one_winner_is_the_single_choice_sweep():
    single = law_sweep(SCORES, epsilons=[0.5, 2.0], mechanism="permute_and_flip")
    top_one = dpcore.top_k_sweep(SCORES, k=1, epsilons=[0.5, 2.0], mechanism="permute_and_flip")
    np.testing.assert_array_equal(single.log_probabilities, top_one.log_probabilities)
    np.testing.assert_array_equal(single.probability_of_best, top_one.probability_of_best)


def test_without_an_exact_law_the_sweep_says_nan_and_keeps_the_best_set():
    scores = np.arange(30.0)  # report-noisy-max k = 3 is exact up to K = 21
    assert not dpcore.peeled_exact_available(n_candidates=30, k=3, mechanism="report_noisy_max")
    sweep = dpcore.top_k_sweep(scores, k=3, epsilons=[1.0], mechanism="report_noisy_max")
    assert np.isnan(sweep.log_probabilities).all() and np.isnan(sweep.expected_regret).all()
    expected = dpcore.best_set_probability(scores, k=3, epsilon=1.0, mechanism="report_noisy_max")
    assert sweep.probability_of_best[0] == expected
    many = dpcore.top_k_sweep(scores, k=9, epsilons=[1.0], mechanism="exponential")
    assert not dpcore.best_set_available(k=9) and math.isnan(many.probability_of_best[0])
    assert np.exp(many.log_probabilities).sum() == pytest.approx(9, abs=1e-11)


@pytest.mark.parametrize("mechanism", dpcore.MAIN_MECHANISMS)
def test_the_result_of_a_seeded_run_agrees_with_the_exact_law(mechanism):
    """Each count is Binomial(trials, πᵢ): at 20,000 runs (fixed seed) every Wilson interval should hold πᵢ and the
    largest |z| should be small. The tolerance is the sampling error: with 6 candidates the chance that some |z|
    exceeds 4.5 is below 6·2·(1 − Φ(4.5)) ≈ 8e-5 (Bonferroni), and the Wilson intervals miss with about 5% each, so
    at most 2 misses are allowed (binomial(6, 0.05) gives ≥ 3 with probability 0.002)."""
    options = {"k": 3, "epsilon": 1.0, "mechanism": mechanism}
    inclusion = dpcore.inclusion_probabilities(SCORES, **options)
    trials = 20_000
    counts = dpcore.simulate_top_k(SCORES, trials=trials, rng=dpcore.mechanism_rng(11, mechanism), **options)
    best = dpcore.best_set_probability(SCORES, **options)
    result = dpcore.top_k_result(
        SCORES, k=3, mechanism=mechanism, counts=counts, trials=trials, inclusion=inclusion, best_set=best
    )
    assert result.counts.sum() == 3 * trials and result.exact_available
    assert result.largest_z < 4.5
    missed = np.count_nonzero((inclusion < result.lower) | (inclusion > result.upper))
    assert missed <= 2
    z = (counts - trials * inclusion) / np.sqrt(trials * inclusion * (1 - inclusion))
    assert result.largest_z == pytest.approx(np.abs(z).max(), rel=1e-12)
    assert result.probability_of_best == best and math.isnan(result.fit_pvalue)
    assert result.expected_regret == dpcore.expected_shortfall(SCORES, inclusion, k=3)
    # The runs' own shortfall is within its sampling error of the exact one (5 standard errors: the shortfall of
    # one run is at most the largest gap, 5, so its standard deviation is at most 5/2 and 5·2.5/√20,000 ≈ 0.09).
    assert abs(result.simulated_shortfall - result.expected_regret) < 0.09
    assert stats.norm.sf(result.largest_z) > 0  # a finite z


def test_a_result_without_an_exact_law_keeps_the_runs_only():
    result = dpcore.top_k_result(
        SCORES, k=2, mechanism="exponential", counts=[10, 6, 3, 1, 0, 0], trials=10, inclusion=None, best_set=None
    )
    assert np.isnan(result.probabilities).all() and not result.exact_available
    assert math.isnan(result.largest_z) and math.isnan(result.probability_of_best)
    assert result.simulated_shortfall == pytest.approx(0.6 * 1 + 0.3 * 1 + 0.1 * 3 - 1)
    with pytest.raises(dpcore.InvalidInputError):
        dpcore.top_k_result(
            SCORES, k=2, mechanism="exponential", counts=[1, 1], trials=1, inclusion=None, best_set=None
        )
