"""Tests of dpcore.analysis: utility summaries, Wilson intervals, goodness of fit and the privacy audit."""

from __future__ import annotations

import doctest
import math
import zlib
from fractions import Fraction

import numpy as np
import pytest
from scipy import stats

import dpcore.analyses.privacy_loss
import dpcore.selection.quality
import dpcore.stats
from dpcore.analyses.privacy_loss import AUDIT_CANDIDATE_LIMITS, worst_case_privacy_loss
from dpcore.selection.exact import selection_probabilities
from dpcore.selection.mechanisms import MECHANISMS
from dpcore.selection.quality import em_regret_bound, expected_regret, probability_of_best
from dpcore.stats import goodness_of_fit_pvalue, mean_interval, wilson_interval
from dpcore.validation import InvalidInputError

KS_ALPHA = 0.001
Z95 = 1.959963984540054  # Φ⁻¹(0.975)

# ----------------------------------------------------------------------------------------------------------------
# Probability of the best, regret and the EM bound


def test_probability_of_best_sums_over_tied_maxima() -> None:
    assert probability_of_best([0.3, 0.3, 0.4], [5, 5, 1]) == pytest.approx(0.6)
    assert probability_of_best([1.0], [3.0]) == 1.0
    with pytest.raises(InvalidInputError, match="same length"):
        probability_of_best([0.5, 0.5], [1.0, 2.0, 3.0])
    with pytest.raises(InvalidInputError, match="-0.5"):
        probability_of_best([1.5, -0.5], [1.0, 2.0])


def test_expected_regret_is_computed_from_the_gaps() -> None:
    # Scores near 1e12 with small gaps: q* − Σ P q cancels 12 of float64's 16 digits.
    scores = 1e12 + np.array([0.0, -0.25, -1.5, -3.0, -0.125])
    p = selection_probabilities(scores, epsilon=1.0, mechanism="exponential")
    # Exact rational arithmetic on the very same float64 inputs.
    top = max(Fraction(float(s)) for s in scores)
    exact = sum(Fraction(float(pi)) * (top - Fraction(float(s))) for pi, s in zip(p, scores, strict=True))
    assert expected_regret(p, scores) == pytest.approx(float(exact), rel=1e-14)
    naive = scores.max() - float(np.dot(p, scores))
    assert abs(naive - float(exact)) > 1e-6 * float(exact)  # the formula the function must avoid is visibly off
    assert expected_regret([0.0, 1.0], [2.0, 2.0]) == 0.0


def test_em_regret_bound() -> None:
    assert em_regret_bound(1, epsilon=1.0) == 0.0
    assert em_regret_bound(10, epsilon=0.5, sensitivity=3.0) == pytest.approx(2 * 3.0 / 0.5 * math.log(10))
    assert em_regret_bound(10, epsilon=0.5, sensitivity=3.0, monotonic=True) == pytest.approx(3.0 / 0.5 * math.log(10))
    rng = np.random.default_rng(0)
    for _ in range(200):  # E_EM[g] ≤ (R/ε) ln K and P&F is never worse (McKenna & Sheldon 2020)
        k = int(rng.integers(2, 50))
        scores = rng.normal(scale=rng.uniform(0.1, 20), size=k)
        epsilon = float(np.exp(rng.uniform(-3, 2)))
        bound = em_regret_bound(k, epsilon=epsilon)
        for mechanism in ("exponential", "permute_and_flip"):
            regret = expected_regret(selection_probabilities(scores, epsilon=epsilon, mechanism=mechanism), scores)
            assert regret <= bound * (1 + 1e-12)
    for bad in (0, -1, 2.5, True):
        with pytest.raises(InvalidInputError):
            em_regret_bound(bad, epsilon=1.0)
    with pytest.raises(InvalidInputError, match="nan"):
        em_regret_bound(3, epsilon=float("nan"))


# ----------------------------------------------------------------------------------------------------------------
# Wilson intervals


def test_wilson_hand_derived_values() -> None:
    # c = 0: low = 0 and high = z²/(n + z²) (the centre (p̂ + z²/2n)/(1 + z²/n) plus the half-width, at p̂ = 0).
    low, high = wilson_interval(0, 10)
    assert low == 0.0 and high == pytest.approx(Z95**2 / (10 + Z95**2), rel=1e-14)
    # c = n mirrors it.
    low, high = wilson_interval(10, 10)
    assert high == 1.0 and low == pytest.approx(10 / (10 + Z95**2), rel=1e-14)
    # c = n/2: centre ½, half-width z√(n/4 + z²/4)/(n + z²) = z√(n + z²)/(2(n + z²)).
    low, high = wilson_interval(50, 100)
    half = Z95 * math.sqrt(100 + Z95**2) / (2 * (100 + Z95**2))
    assert (low, high) == (pytest.approx(0.5 - half, rel=1e-14), pytest.approx(0.5 + half, rel=1e-14))


def test_wilson_matches_scipy() -> None:
    counts = np.array([0, 1, 2, 7, 50, 333, 998, 999, 1000])
    for confidence in (0.8, 0.95, 0.99):
        low, high = wilson_interval(counts, 1000, confidence)
        for c, lo, hi in zip(counts, low, high, strict=True):
            interval = stats.binomtest(int(c), 1000).proportion_ci(confidence_level=confidence, method="wilson")
            assert lo == pytest.approx(interval.low, rel=1e-10, abs=1e-15)
            assert hi == pytest.approx(interval.high, rel=1e-10, abs=1e-15)


def test_wilson_keeps_tiny_proportions_accurate() -> None:
    # One success in 10⁸: the textbook form (p̂ + a − h) loses digits to cancellation; the low end is ≈ 1.8e-9.
    low, _ = wilson_interval(1, 10**8)
    p, n, z = Fraction(1, 10**8), 10**8, Z95
    a = z * z / (2 * n)
    h = z * math.sqrt(float(p * (1 - p) / n) + z * z / (4 * n * n))
    assert low == pytest.approx(float(p) ** 2 / (float(p) + a + h), rel=1e-14)
    assert low > 0


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        ((-1, 10), "-1"),
        ((11, 10), "11"),
        ((1.5, 10), "1.5"),
        ((1, 0), "0"),
        ((1, 10, 1.0), "1.0"),
        ((1, 10, "x"), "'x'"),
    ],
)
def test_wilson_rejects_bad_input(args: tuple, fragment: str) -> None:
    with pytest.raises(InvalidInputError) as error:
        wilson_interval(*args)
    assert fragment in str(error.value)


# ----------------------------------------------------------------------------------------------------------------
# Goodness of fit


def test_gof_pvalues_are_uniform_under_the_null() -> None:
    rng = np.random.default_rng(2)
    p = np.array([0.5, 0.2, 0.15, 0.1, 0.04, 0.008, 0.002])  # the last cells get pooled at n = 2,000
    pvalues = [goodness_of_fit_pvalue(rng.multinomial(2_000, p), p) for _ in range(2_000)]
    assert stats.kstest(pvalues, "uniform").pvalue > KS_ALPHA


def test_gof_rejects_wrong_probabilities() -> None:
    rng = np.random.default_rng(3)
    truth = np.array([0.5, 0.3, 0.2])
    wrong = np.array([0.45, 0.35, 0.2])
    counts = rng.multinomial(50_000, truth)
    # Non-centrality ≈ n Σ (p − p')²/p' ≈ 50,000 · 0.0127 ≈ 635: the p-value is astronomically small.
    assert goodness_of_fit_pvalue(counts, wrong) < 1e-12
    assert goodness_of_fit_pvalue(counts, truth) > KS_ALPHA


@pytest.mark.parametrize("seed", range(20))
def test_gof_equals_scipy_chisquare_when_no_cell_is_pooled(seed: int) -> None:
    """The p-value is the χ² upper tail computed directly; scipy's chisquare is the independent reference."""
    rng = np.random.default_rng(seed)
    k = int(rng.integers(2, 40))
    p = rng.dirichlet(np.ones(k)) * 0.5 + 0.5 / k  # every cell expects ≥ 0.5/k · n ≥ 50 runs: none is pooled
    n = int(rng.integers(100 * k, 100_000))
    counts = rng.multinomial(n, p / p.sum())
    expected = n * p / p.sum()
    assert goodness_of_fit_pvalue(counts, p / p.sum()) == pytest.approx(
        stats.chisquare(counts, expected * counts.sum() / expected.sum()).pvalue, rel=1e-10, abs=1e-300
    )


def test_gof_special_cases() -> None:
    assert goodness_of_fit_pvalue([1, 0], [0.0, 1.0]) == 0.0  # an impossible outcome happened
    assert goodness_of_fit_pvalue([3, 0, 0], [0.999, 0.0005, 0.0005]) == 1.0  # one cell after pooling
    # Pooled cell (expected 2 + 2 = 4 < 5) is merged into the smallest big cell; this equals a 2-cell test.
    pooled = goodness_of_fit_pvalue([55, 35, 4, 6], [0.6, 0.36, 0.02, 0.02])
    assert pooled == pytest.approx(stats.chisquare([55, 45], [60, 40]).pvalue, rel=1e-12)
    with pytest.raises(InvalidInputError, match="same length"):
        goodness_of_fit_pvalue([1, 2], [0.2, 0.3, 0.5])
    with pytest.raises(InvalidInputError, match="add up to 1"):
        goodness_of_fit_pvalue([1, 2], [0.2, 0.3])
    with pytest.raises(InvalidInputError, match="-1"):
        goodness_of_fit_pvalue([-1, 2], [0.5, 0.5])
    with pytest.raises(InvalidInputError, match="at least 1"):
        goodness_of_fit_pvalue([0, 0], [0.5, 0.5])


# ----------------------------------------------------------------------------------------------------------------
# Worst-case privacy loss (theory.md §7)


def _random_instance(rng: np.random.Generator, max_k: int) -> dict:
    k = int(rng.integers(2, max_k + 1))
    if rng.random() < 0.5:  # integer scores: many ties
        scores = rng.integers(0, 4, k).astype(float)
    else:
        scores = rng.normal(scale=float(np.exp(rng.uniform(-2, 3))), size=k)
    return {
        "scores": scores,
        "epsilon": float(np.exp(rng.uniform(-3, 1.6))),  # 0.05 to 5
        "sensitivity": float(rng.uniform(0.2, 3)),
        "monotonic": bool(rng.random() < 0.5),
    }


@pytest.mark.parametrize(
    ("mechanism", "instances", "max_k"),
    [
        ("exponential", 1000, 8),
        ("report_noisy_max_gumbel", 1000, 8),
        ("permute_and_flip", 1000, 8),
        ("report_noisy_max_exponential", 1000, 8),
        # Exact Laplace report-noisy-max costs a few ms per evaluation at any K (2 per distinct score here).
        ("report_noisy_max", 1000, 3),
    ],
)
def test_privacy_loss_never_exceeds_epsilon(mechanism: str, instances: int, max_k: int) -> None:
    rng = np.random.default_rng(zlib.crc32(mechanism.encode()))
    for _ in range(instances):
        instance = _random_instance(rng, max_k)
        loss = worst_case_privacy_loss(mechanism=mechanism, **instance)
        assert np.all(loss <= instance["epsilon"] + 1e-9), instance


def test_exponential_mechanism_closed_form() -> None:
    rng = np.random.default_rng(4)
    for _ in range(300):
        instance = _random_instance(rng, 8)
        epsilon = instance["epsilon"]
        p = selection_probabilities(mechanism="exponential", **instance)
        loss = worst_case_privacy_loss(mechanism="exponential", **instance)
        np.testing.assert_allclose(loss, epsilon + np.log1p(-(1 - math.exp(-epsilon)) * p), rtol=1e-9, atol=1e-12)


def test_permute_and_flip_is_tight_for_every_non_maximal_outcome() -> None:
    rng = np.random.default_rng(5)
    for _ in range(300):
        instance = _random_instance(rng, 8)
        for mechanism in ("permute_and_flip", "report_noisy_max_exponential"):
            loss = worst_case_privacy_loss(mechanism=mechanism, **instance)
            below = instance["scores"] < instance["scores"].max()
            np.testing.assert_allclose(loss[below], instance["epsilon"], rtol=1e-9)


def test_monotone_scale_on_general_scores_breaks_the_bound() -> None:
    epsilon = 1.0
    audit = {"epsilon": epsilon, "monotonic": True, "neighbours": "general"}
    # P&F, K = 2, (0, 0) against (Δ, −Δ): p₂ falls from 1 to e^{−2ε}, so P(2) from ½ to e^{−2ε}/2: exactly 2ε.
    for mechanism in ("permute_and_flip", "report_noisy_max_exponential"):
        np.testing.assert_allclose(worst_case_privacy_loss([0.0, 0.0], mechanism=mechanism, **audit), 2 * epsilon)
    # EM with the effective 2ε: L = 2ε + ln(1 − (1 − e^{−2ε})P(i)); 1.434 at (0, 0), → 2ε for unlikely outcomes.
    for mechanism in ("exponential", "report_noisy_max_gumbel"):
        loss = worst_case_privacy_loss([0.0, 0.0], mechanism=mechanism, **audit)
        np.testing.assert_allclose(loss, 2 + math.log1p(-(1 - math.exp(-2)) / 2), rtol=1e-12)
        loss = worst_case_privacy_loss([0.0, -30.0], mechanism=mechanism, **audit)
        p = selection_probabilities([0.0, -30.0], epsilon=epsilon, mechanism=mechanism, monotonic=True)
        np.testing.assert_allclose(loss, 2 + np.log1p(-(1 - math.exp(-2)) * p), rtol=1e-9, atol=1e-12)
        assert loss[1] == pytest.approx(2 * epsilon, abs=1e-12)
    # RNM-Laplace with b = Δ/ε at K = 2: 2ε − ln(1 + ε) (theory.md §0), above ε.
    loss = worst_case_privacy_loss([0.0, 0.0], mechanism="report_noisy_max", **audit)
    np.testing.assert_allclose(loss, 2 * epsilon - math.log1p(epsilon), rtol=1e-9)
    # The matching audit (monotone neighbours) stays within ε.
    for mechanism in MECHANISMS:
        assert np.all(
            worst_case_privacy_loss([0.0, 0.0], epsilon=epsilon, mechanism=mechanism, monotonic=True) <= 1 + 1e-9
        )


def test_neighbour_models() -> None:
    scores = np.array([3.0, 1.0, 3.0, 0.0, 1.0])
    general = worst_case_privacy_loss(scores, epsilon=1.0, mechanism="permute_and_flip")
    assert np.array_equal(
        general, worst_case_privacy_loss(scores, epsilon=1.0, mechanism="permute_and_flip", neighbours="general")
    )
    # Histogram neighbours (one score moves by Δ) under the general calibration (R = 2Δ): at most ε/2 here.
    histogram = worst_case_privacy_loss(scores, epsilon=1.0, mechanism="permute_and_flip", neighbours="histogram")
    assert np.all(histogram <= 0.5 + 1e-12) and np.all(histogram <= general)
    # Tied candidates get identical losses.
    for mechanism in MECHANISMS:
        loss = worst_case_privacy_loss(scores, epsilon=1.0, mechanism=mechanism)
        assert loss[0] == loss[2] and loss[1] == loss[4]
    assert worst_case_privacy_loss([2.0], epsilon=1.0, mechanism="exponential").tolist() == [0.0]


def test_privacy_audit_rejects_bad_input() -> None:
    with pytest.raises(InvalidInputError, match="'sideways'"):
        worst_case_privacy_loss([1.0, 2.0], epsilon=1.0, mechanism="exponential", neighbours="sideways")
    with pytest.raises(InvalidInputError, match="-1.0"):
        worst_case_privacy_loss([1.0, 2.0], epsilon=-1.0, mechanism="exponential")
    with pytest.raises(InvalidInputError, match="'median'"):
        worst_case_privacy_loss([1.0, 2.0], epsilon=1.0, mechanism="median")
    limit = AUDIT_CANDIDATE_LIMITS["report_noisy_max"]
    with pytest.raises(InvalidInputError, match=f"{limit + 1:,}"):
        worst_case_privacy_loss(np.zeros(limit + 1), epsilon=1.0, mechanism="report_noisy_max")


# ----------------------------------------------------------------------------------------------------------------
# Mean with a normal-approximation interval


def test_mean_interval_is_mean_plus_minus_z_standard_errors() -> None:
    x = np.array([0.5, 2.0, 2.5, 7.0, 1.0])
    mean, low, high = mean_interval(x)
    se = x.std(ddof=1) / math.sqrt(x.size)
    assert mean == x.mean() and low == pytest.approx(mean - 1.96 * se, rel=1e-15)
    assert high == pytest.approx(mean + 1.96 * se, rel=1e-15)
    assert mean_interval(x, z=Z95)[2] == pytest.approx(stats.t.interval(0.95, df=1e9, loc=mean, scale=se)[1])
    assert mean_interval([3.0]) == (3.0, 3.0, 3.0)  # one value: no spread to estimate
    with pytest.raises(InvalidInputError, match="finite"):
        mean_interval([1.0, np.nan])
    with pytest.raises(InvalidInputError, match="non-empty"):
        mean_interval([])


def test_mean_interval_covers_the_mean_about_95_percent_of_the_time() -> None:
    rng = np.random.default_rng(2024)
    samples = rng.exponential(size=(4000, 200))
    covered = sum(low <= 1.0 <= high for _, low, high in map(mean_interval, samples))
    # Binomial(4000, ≈0.95): 5σ ≈ 0.017; skewed data at n = 200 under-covers by under a point.
    assert abs(covered / 4000 - 0.95) < 0.025


@pytest.mark.parametrize("module", [dpcore.selection.quality, dpcore.stats, dpcore.analyses.privacy_loss])
def test_docstring_examples_run(module: object) -> None:
    result = doctest.testmod(module)
    assert result.failed == 0
