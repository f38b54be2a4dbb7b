"""Privacy–utility curves against closed forms (theory.md §1–§3, §5) and the theorems that bound them."""

from __future__ import annotations

import doctest
import math

import numpy as np
import pytest

import dpcore.analyses.utility
from dpcore.analyses.utility import (
    epsilon_for_best_probability,
    epsilon_for_best_probability_on_curve,
    epsilon_grid,
    regret_bound_curve,
    regret_ratio,
    utility_curve,
)
from dpcore.selection.exact import selection_probabilities
from dpcore.selection.mechanisms import EXPONENTIAL, MAIN_MECHANISMS, PERMUTE_AND_FLIP, REPORT_NOISY_MAX
from dpcore.validation import InvalidInputError

EPSILONS = np.geomspace(0.01, 10, 40)


def test_exponential_mechanism_matches_the_softmax_closed_form() -> None:
    scores = np.array([5.0, 5.0, 3.0, 0.5, -2.0])
    curve = utility_curve(scores, epsilons=EPSILONS, sensitivity=1.5, mechanism=EXPONENTIAL)
    gaps = scores.max() - scores
    for index, epsilon in enumerate(EPSILONS):
        weights = np.exp(-epsilon * gaps / 3.0)  # c = ε/R, R = 2Δ = 3
        assert curve.probability_of_best[index] == pytest.approx(weights[:2].sum() / weights.sum(), rel=1e-12)
        assert curve.probability_of_miss[index] == pytest.approx(weights[2:].sum() / weights.sum(), rel=1e-12)
        assert curve.expected_regret[index] == pytest.approx((weights * gaps).sum() / weights.sum(), rel=1e-12)
        assert curve.regret_bound[index] == pytest.approx(3.0 / epsilon * math.log(5), rel=1e-14)


@pytest.mark.parametrize("monotonic", [False, True])
def test_two_candidates_closed_forms(monotonic: bool) -> None:
    gap, sensitivity = 2.0, 1.0
    scale_range = 1.0 if monotonic else 2.0
    curves = {
        name: utility_curve([gap, 0.0], epsilons=EPSILONS, sensitivity=sensitivity, mechanism=name, monotonic=monotonic)
        for name in MAIN_MECHANISMS
    }
    d = EPSILONS * gap / scale_range  # the gap in units of the noise scale R/ε
    lower = {
        EXPONENTIAL: np.exp(-d) / (1 + np.exp(-d)),
        PERMUTE_AND_FLIP: np.exp(-d) / 2,  # theory.md §3: P(2) = p₂/2
        REPORT_NOISY_MAX: np.exp(-d) * (2 + d) / 4,  # theory.md §2
    }
    for name, p_lower in lower.items():
        np.testing.assert_allclose(curves[name].probability_of_miss, p_lower, rtol=1e-10)
        np.testing.assert_allclose(curves[name].probability_of_best, 1 - p_lower, rtol=1e-10)
        np.testing.assert_allclose(curves[name].expected_regret, gap * p_lower, rtol=1e-10)
    # EM / P&F regret ratio at K = 2 is 2/(1 + e^{−d}), rising from 1 to 2.
    np.testing.assert_allclose(
        regret_ratio([gap, 0.0], epsilons=EPSILONS, monotonic=monotonic), 2 / (1 + np.exp(-d)), rtol=1e-10
    )


def test_permute_and_flip_leader_with_equal_rivals() -> None:
    # theory.md §3: one leader, K − 1 rivals at the same gap: P(leader) = (1 − (1 − p)^K)/(K p).
    k, gap = 9, 1.0
    scores = np.array([gap] + [0.0] * (k - 1))
    curve = utility_curve(scores, epsilons=EPSILONS, mechanism=PERMUTE_AND_FLIP, monotonic=True)
    p = np.exp(-EPSILONS * gap)
    np.testing.assert_allclose(curve.probability_of_best, (1 - (1 - p) ** k) / (k * p), rtol=1e-10)


@pytest.mark.parametrize("mechanism", MAIN_MECHANISMS)
def test_curve_agrees_with_the_exact_probabilities(mechanism: str) -> None:
    rng = np.random.default_rng(11)
    scores = rng.integers(0, 30, size=15).astype(float)
    curve = utility_curve(scores, epsilons=[0.05, 0.5, 3.0], sensitivity=2.0, mechanism=mechanism)
    for index, epsilon in enumerate([0.05, 0.5, 3.0]):
        probabilities = selection_probabilities(scores, epsilon=epsilon, sensitivity=2.0, mechanism=mechanism)
        best = scores == scores.max()
        assert curve.probability_of_best[index] == pytest.approx(probabilities[best].sum(), rel=1e-12)
        assert curve.expected_regret[index] == pytest.approx((probabilities * (scores.max() - scores)).sum(), rel=1e-12)
    np.testing.assert_allclose(curve.probability_of_best + curve.probability_of_miss, 1.0, rtol=1e-13)


def test_probability_of_best_rises_and_regret_falls_with_epsilon() -> None:
    scores = [40.0, 38.0, 38.0, 30.0, 12.0, 0.0]
    for mechanism in MAIN_MECHANISMS:
        curve = utility_curve(scores, epsilons=EPSILONS, mechanism=mechanism)
        assert (np.diff(curve.probability_of_best) > 0).all(), mechanism
        assert (np.diff(curve.expected_regret) < 0).all(), mechanism


def test_regret_bound_and_ratio_on_random_instances() -> None:
    # E_EM ≤ (R/ε) ln K (theory.md §5), E_PF ≤ E_EM (McKenna & Sheldon 2020), and the ratio stays in [1, 2].
    rng = np.random.default_rng(2024)
    epsilons = np.geomspace(0.01, 10, 12)
    for _ in range(40):
        k = int(rng.integers(2, 40))
        scores = rng.normal(0, rng.choice([0.3, 3.0, 30.0]), size=k).round(1)
        if (scores == scores.max()).all():
            continue
        monotonic = bool(rng.integers(0, 2))
        em = utility_curve(scores, epsilons=epsilons, mechanism=EXPONENTIAL, monotonic=monotonic)
        pf = utility_curve(scores, epsilons=epsilons, mechanism=PERMUTE_AND_FLIP, monotonic=monotonic)
        assert (em.expected_regret <= em.regret_bound * (1 + 1e-12)).all()
        assert (pf.expected_regret <= em.expected_regret * (1 + 1e-12)).all()
        ratio = regret_ratio(scores, epsilons=epsilons, monotonic=monotonic)
        assert (ratio >= 1 - 1e-9).all() and (ratio <= 2 + 1e-9).all()


def test_regret_stays_positive_where_probabilities_underflow() -> None:
    # Gap 5000 at ε = 10, R = 2: the runner-up has probability e^{-25000}, far below float64's smallest number,
    # yet the ratio of log-regrets is right: EM gives 2g·e^{−d}/Z, P&F 2g·p(1/2 − p/6) with p = e^{−d}, so the
    # ratio is 2 to 1e-10000. Tolerance 1e-9: the relative accuracy dpcore.selection.exact promises for P&F.
    ratio = regret_ratio([5000.0, 0.0, 0.0], epsilons=[10.0])
    assert ratio[0] == pytest.approx(2.0, rel=1e-9)
    curve = utility_curve([5000.0, 0.0], epsilons=[10.0], mechanism=EXPONENTIAL)
    # Below float64's range the regret itself rounds to 0 (and P(best) to 1); only the ratio survives.
    assert curve.probability_of_best[0] == 1.0 and curve.expected_regret[0] == 0.0
    assert np.isnan(regret_ratio([3.0, 3.0], epsilons=[1.0])).all()  # all tied: both regrets are 0


# ----- ε for a target chance of the best -------------------------------------------------------------------------


@pytest.mark.parametrize("target", [0.6, 0.9, 0.999, 1 - 1e-9])
def test_epsilon_for_best_probability_two_candidates_closed_form(target: float) -> None:
    gap = 3.0  # R = 2Δ = 2
    em = 2 * math.log(target / (1 - target)) / gap  # 1/(1 + e^{−εg/R}) = target
    pf = 2 * math.log(1 / (2 * (1 - target))) / gap  # 1 − e^{−εg/R}/2 = target
    assert epsilon_for_best_probability([gap, 0.0], target=target, mechanism=EXPONENTIAL) == pytest.approx(
        em, rel=1e-10
    )
    assert epsilon_for_best_probability([gap, 0.0], target=target, mechanism=PERMUTE_AND_FLIP) == pytest.approx(
        pf, rel=1e-10
    )


@pytest.mark.parametrize("mechanism", MAIN_MECHANISMS)
def test_epsilon_for_best_probability_hits_the_target(mechanism: str) -> None:
    scores = [120.0, 118.0, 118.0, 90.0, 15.0, 3.0, 0.0]
    previous = 0.0
    for target in [0.5, 0.9, 0.99]:
        epsilon = epsilon_for_best_probability(scores, target=target, mechanism=mechanism, monotonic=True)
        probabilities = selection_probabilities(scores, epsilon=epsilon, mechanism=mechanism, monotonic=True)
        assert probabilities[0] == pytest.approx(target, rel=1e-9)
        assert epsilon > previous
        previous = epsilon


def test_epsilon_for_best_probability_with_ties_and_limits() -> None:
    # Two of three tied at the top: P(best) → 2/3 as ε → 0, so any target up to 2/3 needs no ε at all.
    assert epsilon_for_best_probability([1.0, 1.0, 0.0], target=0.6, mechanism=EXPONENTIAL) == 0.0
    tied = epsilon_for_best_probability([1.0, 1.0, 0.0], target=0.9, mechanism=EXPONENTIAL)
    assert 2 / (2 + math.exp(-tied / 2)) == pytest.approx(0.9, rel=1e-10)
    assert epsilon_for_best_probability([2.0, 2.0], target=1.0, mechanism=PERMUTE_AND_FLIP) == 0.0
    assert epsilon_for_best_probability([2.0, 1.0], target=1.0, mechanism=PERMUTE_AND_FLIP) == math.inf


@pytest.mark.parametrize("mechanism", MAIN_MECHANISMS)
def test_epsilon_on_a_curve_approaches_the_exact_root(mechanism: str) -> None:
    scores = [4.0, 3.0, 3.0, 1.0, 0.0]
    exact = epsilon_for_best_probability(scores, target=0.9, mechanism=mechanism)
    errors = []
    for points in (15, 60, 240):
        curve = utility_curve(scores, epsilons=np.geomspace(0.01, 100, points), mechanism=mechanism)
        errors.append(abs(math.log(epsilon_for_best_probability_on_curve(curve, target=0.9) / exact)))
    assert errors[-1] < 1e-3 and errors[0] > errors[-1]  # the finer the grid, the closer


def test_epsilon_on_a_curve_interpolates_in_log_epsilon_and_handles_the_ends() -> None:
    curve = utility_curve([1.0, 0.0], epsilons=[0.5, 2.0, 8.0], mechanism=EXPONENTIAL)
    best = curve.probability_of_best
    assert best[1] < 0.9 < best[2]
    weight = (0.9 - best[1]) / (best[2] - best[1])
    expected = math.exp(math.log(2.0) + weight * (math.log(8.0) - math.log(2.0)))
    assert epsilon_for_best_probability_on_curve(curve, target=0.9) == pytest.approx(expected, rel=1e-15)
    assert epsilon_for_best_probability_on_curve(curve, target=0.55) == 0.5  # already there at the first ε
    assert epsilon_for_best_probability_on_curve(curve, target=0.999) == math.inf  # never reached on the grid
    with pytest.raises(InvalidInputError, match="1.5"):
        epsilon_for_best_probability_on_curve(curve, target=1.5)


def test_epsilon_grid_is_log_spaced_between_its_ends() -> None:
    grid = epsilon_grid(60)
    assert grid.size == 60 and grid[0] == pytest.approx(0.01) and grid[-1] == pytest.approx(10.0)
    np.testing.assert_allclose(np.diff(np.log(grid)), math.log(1000) / 59)
    with pytest.raises(InvalidInputError, match="points"):
        epsilon_grid(1)
    with pytest.raises(InvalidInputError, match="low"):
        epsilon_grid(5, low=2.0, high=1.0)


@pytest.mark.parametrize("monotonic", [False, True])
def test_regret_bound_curve_is_r_over_epsilon_log_k_and_bounds_the_exact_regret(monotonic: bool) -> None:
    scores = np.random.default_rng(12).integers(0, 30, size=9).astype(float)
    grid = epsilon_grid(7)
    bound = regret_bound_curve(9, epsilons=grid, sensitivity=2.0, monotonic=monotonic)
    np.testing.assert_allclose(bound, (2.0 if monotonic else 4.0) / grid * math.log(9), rtol=1e-15)
    curve = utility_curve(scores, epsilons=grid, sensitivity=2.0, mechanism=EXPONENTIAL, monotonic=monotonic)
    np.testing.assert_array_equal(curve.regret_bound, bound)
    assert (curve.expected_regret <= bound).all()


def test_docstring_examples_run() -> None:
    result = doctest.testmod(dpcore.analyses.utility)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize(
    ("call", "fragment"),
    [
        (lambda: utility_curve([1, 0], epsilons=[0.1, -1.0], mechanism=EXPONENTIAL), "-1.0"),
        (lambda: utility_curve([1, 0], epsilons=[], mechanism=EXPONENTIAL), "epsilons"),
        (lambda: utility_curve([1, 0], epsilons=[np.inf], mechanism=EXPONENTIAL), "inf"),
        (lambda: utility_curve([1, 0], epsilons=[1.0], mechanism="laplace"), "laplace"),
        (lambda: utility_curve([1, np.nan], epsilons=[1.0], mechanism=EXPONENTIAL), "nan"),
        (lambda: utility_curve([1, 0], epsilons=[1.0], sensitivity=0.0, mechanism=EXPONENTIAL), "0.0"),
        (lambda: regret_ratio([1, 0], epsilons=[[1.0]]), "shape"),
        (lambda: epsilon_for_best_probability([1, 0], target=1.5, mechanism=EXPONENTIAL), "1.5"),
        (lambda: epsilon_for_best_probability([1, 0], target=0.0, mechanism=EXPONENTIAL), "0.0"),
        (lambda: epsilon_for_best_probability([1, 0], target="high", mechanism=EXPONENTIAL), "high"),
    ],
)
def test_invalid_input_names_the_bad_value(call, fragment: str) -> None:
    with pytest.raises(InvalidInputError, match=fragment.replace(".", r"\.")):
        call()
