"""Integer-only permute-and-flip (theory.md §3 "Discrete variant", §10) against the exact permute-and-flip law.

Statistical tolerances. Coin and survival frequencies: a mean of N independent indicators with success
probability p has standard error √(p(1 − p)/N); we allow 5 standard errors (two-sided normal tail 5.7e-7, so a
correct sampler essentially never fails, while a bias of 6σ or more is caught). Goodness of fit: Pearson's
chi-square p-value (dpcore.analysis, which pools cells with small expected counts) is uniform on [0, 1] under a
correct sampler, so the threshold 1e-3 wrongly fails one seed in a thousand; the seeds are fixed, so each outcome is
deterministic. Power: the same counts must be rejected (p < 1e-6) against the nearest wrong laws (the exponential
mechanism, and permute-and-flip at the other scale).
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest

from dpcore.selection.discrete import (
    MAX_DENOMINATOR,
    bernoulli_exp,
    discrete_geometric,
    discrete_noise_rate,
    discrete_permute_and_flip,
    simulate_discrete_permute_and_flip,
)
from dpcore.selection.exact import selection_probabilities
from dpcore.stats import goodness_of_fit_pvalue
from dpcore.validation import InvalidInputError

SCORES = [10, 9, 9, 7, 5, 3, 2, 2, 0, -4]  # K = 10 with ties


def within_five_standard_errors(frequency: float, p: float, n: int) -> bool:
    return abs(frequency - p) <= 5 * math.sqrt(p * (1 - p) / n)


@pytest.mark.parametrize(("numerator", "denominator"), [(1, 3), (1, 2), (1, 1), (7, 3), (5, 1), (40, 7), (3, 1000)])
def test_bernoulli_exp_mean_is_e_to_minus_x(numerator: int, denominator: int) -> None:
    n = 200_000
    coins = bernoulli_exp(numerator, denominator, size=n, rng=numerator * 1000 + denominator)
    assert coins.dtype == bool and coins.shape == (n,)
    assert within_five_standard_errors(coins.mean(), math.exp(-numerator / denominator), n)


def test_bernoulli_exp_of_zero_is_always_one_and_inputs_broadcast() -> None:
    assert bernoulli_exp(0, 5, size=1000, rng=0).all()
    numerators = np.array([[0, 1, 2, 9]])
    coins = bernoulli_exp(np.repeat(numerators, 50_000, axis=0), 3, rng=1)
    assert coins.shape == (50_000, 4)
    for column, numerator in enumerate(numerators[0]):
        assert within_five_standard_errors(coins[:, column].mean(), math.exp(-numerator / 3), 50_000)


@pytest.mark.parametrize(("numerator", "denominator"), [(1, 3), (5, 2), (1, 20)])
def test_geometric_survival_function(numerator: int, denominator: int) -> None:
    # Pr[G ≥ g] = e^{−g s/t} for every g; checked at g = 0..6 and through the mean e^{−r}/(1 − e^{−r}).
    n = 200_000
    rate = numerator / denominator
    draws = discrete_geometric(numerator, denominator, size=n, rng=7)
    assert draws.dtype == np.int64 and (draws >= 0).all()
    for g in range(7):
        assert within_five_standard_errors((draws >= g).mean(), math.exp(-g * rate), n)
    mean = math.exp(-rate) / -math.expm1(-rate)
    variance = math.exp(-rate) / math.expm1(-rate) ** 2
    assert abs(draws.mean() - mean) <= 5 * math.sqrt(variance / n)


@pytest.mark.parametrize(
    ("epsilon", "sensitivity", "monotonic"),
    [(1, 1, False), (Fraction(1, 2), 1, True), (0.5, 2.0, False), (Fraction(3, 1), 2, True)],
)
def test_counts_match_exact_permute_and_flip(epsilon, sensitivity, monotonic: bool) -> None:
    trials = 100_000
    counts = simulate_discrete_permute_and_flip(
        SCORES, epsilon=epsilon, sensitivity=sensitivity, monotonic=monotonic, trials=trials, rng=2024
    )
    assert counts.sum() == trials
    # Every rate here is exactly representable, so the exact law uses the same ε.
    assert float(discrete_noise_rate(epsilon=epsilon, sensitivity=sensitivity, monotonic=monotonic)) == float(
        epsilon
    ) / (float(sensitivity) * (1 if monotonic else 2))
    law = dict(epsilon=float(epsilon), sensitivity=float(sensitivity), monotonic=monotonic)
    exact = selection_probabilities(SCORES, mechanism="permute_and_flip", **law)
    assert goodness_of_fit_pvalue(counts, exact) > 1e-3
    # Power against the nearest wrong laws.
    assert goodness_of_fit_pvalue(counts, selection_probabilities(SCORES, mechanism="exponential", **law)) < 1e-6
    other_scale = dict(law, monotonic=not monotonic)
    assert (
        goodness_of_fit_pvalue(counts, selection_probabilities(SCORES, mechanism="permute_and_flip", **other_scale))
        < 1e-6
    )


def test_all_tied_scores_are_chosen_uniformly() -> None:
    counts = simulate_discrete_permute_and_flip([4, 4, 4, 4, 4], epsilon=1, trials=50_000, rng=9)
    assert goodness_of_fit_pvalue(counts, np.full(5, 0.2)) > 1e-3
    assert simulate_discrete_permute_and_flip([3], epsilon=1, trials=10, rng=0).tolist() == [10]


class IntegersOnly(np.random.Generator):
    """A Generator that refuses every floating-point draw, to prove the samplers use uniform integers only."""

    def _refuse(self, *args, **kwargs):
        raise AssertionError("a floating-point draw was requested")

    random = uniform = standard_normal = normal = exponential = standard_exponential = _refuse
    gumbel = laplace = geometric = binomial = choice = permutation = permuted = shuffle = _refuse


def test_samplers_draw_integers_only() -> None:
    generator = IntegersOnly(np.random.PCG64(3))
    counts = simulate_discrete_permute_and_flip(SCORES, epsilon=0.7, trials=5000, rng=generator)
    assert counts.sum() == 5000
    assert bernoulli_exp(5, 2, size=100, rng=generator).shape == (100,)
    assert discrete_geometric(1, 4, size=100, rng=generator).shape == (100,)
    assert 0 <= discrete_permute_and_flip(SCORES, epsilon=0.7, rng=generator) < len(SCORES)


class CountingIntegers(np.random.Generator):
    """A Generator that counts its calls of ``integers`` (the samplers' only draw)."""

    calls = 0

    def integers(self, *args, **kwargs):
        self.calls += 1
        return super().integers(*args, **kwargs)


def test_seeding_and_vectorised_draws() -> None:
    """Seeded: the same seed, the same counts. Vectorised, which is what makes it fast: 10⁴ runs at K = 10 take
    about 150 calls of rng.integers (rounds of whole-batch draws, deterministic for this seed), not one or more per
    run. The time itself (the brief: under 1 s; ~40 ms measured) is measured by bench/bench_unit_timings.py."""
    first = simulate_discrete_permute_and_flip(SCORES, epsilon=0.3, trials=10_000, rng=11)
    again = simulate_discrete_permute_and_flip(SCORES, epsilon=0.3, trials=10_000, rng=np.random.default_rng(11))
    np.testing.assert_array_equal(first, again)
    generator = CountingIntegers(np.random.PCG64(12))
    assert simulate_discrete_permute_and_flip(SCORES, epsilon=0.1, trials=10_000, rng=generator).sum() == 10_000
    assert 0 < generator.calls <= 1_000  # 10,000 runs: a per-run loop would make at least 10,000 calls


def test_noise_rate_is_exact_or_rounded_down() -> None:
    assert discrete_noise_rate(epsilon=1, sensitivity=1) == Fraction(1, 2)
    assert discrete_noise_rate(epsilon=Fraction(1, 3), sensitivity=1, monotonic=True) == Fraction(1, 3)
    assert discrete_noise_rate(epsilon=0.25, sensitivity=0.5, monotonic=True) == Fraction(1, 2)
    rate = discrete_noise_rate(epsilon=0.1, sensitivity=1)  # 0.1 is not a dyadic fraction
    assert rate.denominator <= MAX_DENOMINATOR
    assert Fraction(0.1) / 2 - Fraction(1, MAX_DENOMINATOR) < rate <= Fraction(0.1) / 2


@pytest.mark.parametrize(
    ("call", "fragment"),
    [
        (lambda: simulate_discrete_permute_and_flip([1, 2.5], epsilon=1, trials=10), "2.5"),
        (lambda: simulate_discrete_permute_and_flip([1, 2], epsilon=0, trials=10), "0"),
        (lambda: simulate_discrete_permute_and_flip([1, 2], epsilon=-0.5, trials=10), "-0.5"),
        (lambda: simulate_discrete_permute_and_flip([1, 2], epsilon=float("nan"), trials=10), "nan"),
        (lambda: simulate_discrete_permute_and_flip([1, 2], epsilon=1e-9, trials=10), "2\\^-24"),
        (lambda: simulate_discrete_permute_and_flip([1, 2], epsilon=1, sensitivity="1", trials=10), "'1'"),
        (lambda: simulate_discrete_permute_and_flip([1, 2], epsilon=1, trials=0), "0"),
        (lambda: simulate_discrete_permute_and_flip([1, 2], epsilon=1, trials=10, rng=-1), "-1"),
        (lambda: bernoulli_exp(-1, 2), "-1"),
        (lambda: bernoulli_exp(1, 0), "0"),
        (lambda: bernoulli_exp(0.5, 1), "0.5"),
        (lambda: discrete_geometric(0, 1, size=3), "0/1"),
    ],
)
def test_invalid_input_names_the_bad_value(call, fragment: str) -> None:
    with pytest.raises(InvalidInputError, match=fragment):
        call()
