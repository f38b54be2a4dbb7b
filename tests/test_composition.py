"""Composition bounds against theory.md §6, exact brute force and the orderings the theorems imply.

References share no code with dpcore.analyses.composition: the optimal pure-DP composition is recomputed as the
hockey-stick
divergence of k independent randomized responses by enumerating all 2^k outcomes (in exact rational arithmetic when
e^ε = 2, else in 60-digit mpmath); the bounded-range optimum as a maximum over a grid of two-outcome worst-case
mechanisms; the zCDP conversion by minimising over a grid of Rényi orders.
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import mpmath as mp
import numpy as np
import pandas as pd
import pytest

from dpcore.analyses.composition import (
    BUN_STEINKE,
    COMPOSITION_METHODS,
    MAX_COMPOSITIONS,
    advanced_composition,
    basic_composition,
    composition_table,
    k_grid,
    optimal_bounded_range_composition,
    optimal_bounded_range_composition_delta,
    optimal_pure_composition,
    optimal_pure_composition_delta,
    zcdp_delta,
    zcdp_epsilon,
    zcdp_rho,
)
from dpcore.validation import InvalidInputError

# ----- theory.md §6 example ------------------------------------------------------------------------------------

SECTION_6 = {  # k = 10, ε = 0.1, δ = 1e-6
    "basic": 1.000,
    "advanced": 1.767,
    "optimal_pure": 0.999,
    "zcdp_pure": 1.472,  # ρ = 10·0.1²/2 = 0.05, Canonne–Kamath–Steinke conversion
    "zcdp_bounded_range": 0.700,  # ρ = 10·0.1²/8 = 0.0125, Canonne–Kamath–Steinke conversion
    "optimal_bounded_range": 0.629,
}


def test_theory_section_6_example_to_three_decimals() -> None:
    table = composition_table([10], epsilon=0.1, delta=1e-6)
    for column, expected in SECTION_6.items():
        assert round(float(table[column].iloc[0]), 3) == expected, column


def test_the_section_6_zcdp_values_are_the_cks_conversion_not_the_simple_one() -> None:
    # ρ + 2√(ρ ln 1/δ) gives 1.712 and 0.844, so theory.md's 1.472 and 0.700 come from Canonne–Kamath–Steinke.
    log_inverse_delta = math.log(1e6)
    for rho, cks in [(0.05, 1.472), (0.0125, 0.700)]:
        simple = rho + 2 * math.sqrt(rho * log_inverse_delta)
        assert zcdp_epsilon(rho, delta=1e-6, conversion=BUN_STEINKE) == pytest.approx(simple, rel=1e-14)
        assert round(simple, 3) != cks
        assert round(zcdp_epsilon(rho, delta=1e-6), 3) == cks


def test_single_functions_agree_with_the_table() -> None:
    k, epsilon, delta = 7, 0.3, 1e-5
    row = composition_table([k], epsilon=epsilon, delta=delta).iloc[0]
    assert row["basic"] == pytest.approx(basic_composition(k, epsilon=epsilon), rel=1e-15)
    assert row["advanced"] == pytest.approx(advanced_composition(k, epsilon=epsilon, delta=delta), rel=1e-15)
    assert row["optimal_pure"] == pytest.approx(optimal_pure_composition(k, epsilon=epsilon, delta=delta), rel=1e-14)
    assert row["optimal_bounded_range"] == pytest.approx(
        optimal_bounded_range_composition(k, epsilon=epsilon, delta=delta), rel=1e-14
    )
    pure, bounded = zcdp_rho(k, epsilon=epsilon, bounded_range=False), zcdp_rho(k, epsilon=epsilon, bounded_range=True)
    assert pure == pytest.approx(k * epsilon**2 / 2) and bounded == pytest.approx(k * epsilon**2 / 8)
    assert row["zcdp_pure"] == pytest.approx(zcdp_epsilon(pure, delta=delta), rel=1e-14)
    assert row["zcdp_bounded_range_simple"] == pytest.approx(
        zcdp_epsilon(bounded, delta=delta, conversion=BUN_STEINKE), rel=1e-14
    )


def test_k_grid_is_every_k_up_to_50_then_sparse_with_the_asked_ones() -> None:
    assert k_grid(50) == tuple(range(1, 51))
    grid = k_grid(500, include=[123, 77])
    assert set(range(1, 21)) | {77, 123, 500} <= set(grid) and len(grid) < 60
    assert list(grid) == sorted(set(grid)) and grid[-1] == 500
    # Beyond 20 the steps grow about geometrically: (20 → 500) in 25 steps, ratio ≈ 1.14 each.
    ratios = np.diff(np.log([k for k in grid if k >= 20 and k not in (77, 123)]))
    assert ratios.max() < math.log(1.2)
    with pytest.raises(InvalidInputError):
        k_grid(0)


def test_table_shape_and_columns() -> None:
    table = composition_table(np.arange(1, 101), epsilon=0.1, delta=1e-6)
    assert isinstance(table, pd.DataFrame)
    assert list(table.columns) == ["k", *COMPOSITION_METHODS]
    assert table["k"].tolist() == list(range(1, 101))
    assert np.isfinite(table.drop(columns="k").to_numpy()).all()


# ----- optimal pure-DP composition (Kairouz, Oh, Viswanath) against brute force ---------------------------------


def randomized_response_hockey_stick_exact(k: int, multiple: int) -> Fraction:
    """δ(ε_g) for k-fold randomized response with e^ε = 2 and ε_g = multiple·ln 2, by enumerating all 2^k
    outcomes in exact rational arithmetic: Σ_o [P(o) − e^{ε_g} Q(o)]_+."""
    high, low = Fraction(2, 3), Fraction(1, 3)  # e^ε/(1 + e^ε), 1/(1 + e^ε)
    total = Fraction(0)
    for outcome in itertools.product((0, 1), repeat=k):
        p = math.prod(high if bit else low for bit in outcome)
        q = math.prod(low if bit else high for bit in outcome)
        total += max(p - Fraction(2) ** multiple * q, Fraction(0))
    return total


def randomized_response_hockey_stick_mp(k: int, epsilon: float, epsilon_total: mp.mpf) -> mp.mpf:
    with mp.workdps(60):
        high = mp.e ** mp.mpf(epsilon) / (1 + mp.e ** mp.mpf(epsilon))
        low = 1 - high
        total = mp.mpf(0)
        for outcome in itertools.product((0, 1), repeat=k):
            ones = sum(outcome)
            p = high**ones * low ** (k - ones)
            q = low**ones * high ** (k - ones)
            total += max(p - mp.e**epsilon_total * q, mp.mpf(0))
        return total


@pytest.mark.parametrize("k", [1, 2, 3, 5, 8])
def test_optimal_pure_delta_matches_exact_enumeration_when_e_to_epsilon_is_two(k: int) -> None:
    for multiple in range(0, k + 1):
        expected = randomized_response_hockey_stick_exact(k, multiple)
        actual = optimal_pure_composition_delta(multiple * math.log(2), k=k, epsilon=math.log(2))
        assert actual == pytest.approx(float(expected), rel=1e-12, abs=1e-300)


@pytest.mark.parametrize(("k", "epsilon"), [(2, 0.1), (4, 0.7), (6, 1.5), (9, 0.05)])
def test_optimal_pure_inverse_matches_mpmath_bisection_of_the_brute_force(k: int, epsilon: float) -> None:
    delta = 1e-3
    with mp.workdps(60):
        low, high = mp.mpf(0), mp.mpf(k * epsilon)
        if randomized_response_hockey_stick_mp(k, epsilon, low) <= delta:
            expected = mp.mpf(0)
        else:
            for _ in range(70):
                mid = (low + high) / 2
                if randomized_response_hockey_stick_mp(k, epsilon, mid) > delta:
                    low = mid
                else:
                    high = mid
            expected = high
    assert optimal_pure_composition(k, epsilon=epsilon, delta=delta) == pytest.approx(float(expected), abs=1e-11)


def test_optimal_pure_single_mechanism_closed_form() -> None:
    # k = 1: δ(ε_g) = (e^ε − e^{ε_g})/(1 + e^ε), so ε_g = ln(e^ε − δ(1 + e^ε)); δ = 0 gives exactly ε.
    for epsilon in [0.01, 0.5, 2.0]:
        assert optimal_pure_composition(1, epsilon=epsilon, delta=0.0) == epsilon
        for delta in [1e-9, 1e-3, 0.05]:
            expected = math.log(math.exp(epsilon) - delta * (1 + math.exp(epsilon)))
            if expected < 0:
                expected = 0.0
            assert optimal_pure_composition(1, epsilon=epsilon, delta=delta) == pytest.approx(expected, abs=1e-12)


def test_optimal_pure_delta_vanishes_at_k_epsilon_and_is_large_at_zero() -> None:
    assert optimal_pure_composition_delta(10 * 0.3, k=10, epsilon=0.3) == 0.0
    # At ε_g = 0 the hockey stick is the total variation distance of the k-fold products: positive, below 1.
    assert 0 < optimal_pure_composition_delta(0.0, k=10, epsilon=0.3) < 1


def test_optimal_pure_delta_large_k_matches_mpmath() -> None:
    # (1 + e^ε)^k overflows float64 for k = 1000, ε = 1; the log-space sum does not. Reference: the same
    # KOV sum in 50-digit mpmath. The privacy loss of 1000-fold randomized response has mean 1000·tanh(1/2) ≈ 462.
    k, epsilon = 1000, 1.0
    for epsilon_total in [400.0, 500.0, 600.0]:
        with mp.workdps(50):
            e = mp.mpf(epsilon)
            expected = (
                sum(
                    mp.binomial(k, ell) * max(mp.exp((k - ell) * e) - mp.exp(epsilon_total + ell * e), 0)
                    for ell in range(k + 1)
                )
                / (1 + mp.exp(e)) ** k
            )
        assert optimal_pure_composition_delta(epsilon_total, k=k, epsilon=epsilon) == pytest.approx(
            float(expected), rel=1e-10
        )
    assert optimal_pure_composition(k, epsilon=epsilon, delta=1e-6) < k * epsilon


# ----- optimal bounded-range composition (Dong, Durfee, Rogers) ---------------------------------------------------


def bounded_range_grid_delta(epsilon_total: float, thresholds: list[np.ndarray], epsilon: float) -> np.ndarray:
    """δ for the composition of two-outcome ε-BR mechanisms with losses t_j and t_j − ε, for every combination
    of the per-mechanism t_j on a grid (non-adaptive; independent products): Σ_o Q(o)[e^{L(o)} − e^{ε_g}]_+."""
    grids = np.meshgrid(*thresholds, indexing="ij")
    total = np.zeros(grids[0].shape)
    for outcome in itertools.product((0, 1), repeat=len(thresholds)):
        q = np.ones_like(total)
        loss = np.zeros_like(total)
        for bit, t in zip(outcome, grids, strict=True):
            p_high = (np.exp(-t) - np.exp(-epsilon)) / (1 - np.exp(-epsilon))
            q = q * (p_high if bit == 0 else 1 - p_high)
            loss = loss + t - bit * epsilon
        total += q * np.maximum(np.exp(loss) - np.exp(epsilon_total), 0)
    return total


@pytest.mark.parametrize("epsilon_total", [0.0, 0.2, 0.5, 0.8])
def test_bounded_range_delta_matches_a_grid_over_distinct_thresholds(epsilon_total: float) -> None:
    # k = 2 with each mechanism's own threshold t_j on a 401-point grid: the grid maximum never exceeds the
    # theorem's value and comes within the grid resolution (relative 1e-3) of it.
    epsilon = 0.5
    grid = np.linspace(0, epsilon, 401)
    brute = bounded_range_grid_delta(epsilon_total, [grid, grid], epsilon).max()
    exact = optimal_bounded_range_composition_delta(epsilon_total, k=2, epsilon=epsilon)
    assert brute <= exact * (1 + 1e-12)
    assert brute >= exact * (1 - 1e-3)


@pytest.mark.parametrize("k", [1, 3, 10, 25])
def test_bounded_range_maximising_thresholds_match_a_fine_common_grid(k: int) -> None:
    # theory.md §6: the candidate thresholds t_ℓ match a fine t-grid maximum (all mechanisms sharing one t).
    epsilon, epsilon_total = 0.3, 0.4 * k * 0.3
    t = np.linspace(0, epsilon, 20001)[:, None]
    i = np.arange(k + 1)[None, :]
    p_high = (np.exp(-t) - np.exp(-epsilon)) / (1 - np.exp(-epsilon))
    binomial = np.array([math.comb(k, j) for j in range(k + 1)], dtype=float)[None, :]
    terms = (
        binomial
        * p_high ** (k - i)
        * (1 - p_high) ** i
        * np.maximum(np.exp(k * t - i * epsilon) - np.exp(epsilon_total), 0)
    )
    brute = terms.sum(axis=1).max()
    exact = optimal_bounded_range_composition_delta(epsilon_total, k=k, epsilon=epsilon)
    assert brute <= exact * (1 + 1e-12)
    assert brute == pytest.approx(exact, rel=1e-6)


def test_bounded_range_single_mechanism_is_pure() -> None:
    # One ε-BR mechanism is ε-DP: δ(ε) = 0, and with δ = 0 the inverse is exactly ε.
    assert optimal_bounded_range_composition_delta(0.7, k=1, epsilon=0.7) == 0.0
    assert optimal_bounded_range_composition(1, epsilon=0.7, delta=0.0) == 0.7
    assert optimal_bounded_range_composition(1, epsilon=0.7, delta=1e-6) < 0.7


# ----- zCDP ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("rho", [1e-4, 0.0125, 0.05, 1.0, 30.0])
@pytest.mark.parametrize("delta", [1e-10, 1e-6, 1e-2])
def test_cks_conversion_is_the_minimum_over_renyi_orders(rho: float, delta: float) -> None:
    # ε(α) = αρ + (ln 1/δ + (α−1) ln(1−1/α) − ln α)/(α−1) over a log grid of α: its minimum (clamped at 0) is
    # ≥ ours, and close.
    alpha = 1 + np.geomspace(1e-8, 1e6, 400_001)
    values = alpha * rho + (math.log(1 / delta) + (alpha - 1) * np.log1p(-1 / alpha) - np.log(alpha)) / (alpha - 1)
    ours = zcdp_epsilon(rho, delta=delta)
    expected = max(values.min(), 0.0)  # a negative minimum means (0, δ)-DP already holds
    assert expected >= ours - 1e-12
    assert expected == pytest.approx(ours, rel=1e-7, abs=1e-12)
    assert ours <= zcdp_epsilon(rho, delta=delta, conversion=BUN_STEINKE)


def test_cks_conversion_is_never_negative() -> None:
    # ρ = 1e-7, δ = 0.5: min_α ε(α) < 0, i.e. (0, 0.5)-DP already holds; the reported ε is 0.
    alpha = 1 + np.geomspace(1e-6, 1e8, 200_001)
    values = alpha * 1e-7 + (math.log(2) + (alpha - 1) * np.log1p(-1 / alpha) - np.log(alpha)) / (alpha - 1)
    assert values.min() < 0
    assert zcdp_epsilon(1e-7, delta=0.5) == 0.0
    table = composition_table([1, 1000], epsilon=1e-4, delta=0.5)
    assert (table.drop(columns="k").to_numpy() >= 0).all()


@pytest.mark.parametrize("rho", [0.0125, 0.05, 2.0])
def test_cks_delta_and_epsilon_are_inverse(rho: float) -> None:
    for delta in [1e-9, 1e-6, 1e-3]:
        epsilon_total = zcdp_epsilon(rho, delta=delta)
        assert zcdp_delta(rho, epsilon_total=epsilon_total) == pytest.approx(delta, rel=1e-9)


# ----- orderings implied by the theorems --------------------------------------------------------------------------


@pytest.mark.parametrize("epsilon", [0.01, 0.1, 1.0])
@pytest.mark.parametrize("delta", [1e-9, 1e-6, 1e-3])
def test_bounds_are_ordered_as_the_theorems_imply(epsilon: float, delta: float) -> None:
    table = composition_table([1, 2, 5, 10, 30, 100], epsilon=epsilon, delta=delta)
    slack = 1e-9
    # The optimum over all ε-DP mechanisms is below every other valid bound for them.
    for column in ["basic", "advanced", "zcdp_pure", "zcdp_pure_simple"]:
        assert (table["optimal_pure"] <= table[column] + slack).all(), column
    # Bounded-range mechanisms are ε-DP, so their optimum is below the pure-DP optimum and their zCDP bounds.
    for column in ["optimal_pure", "zcdp_bounded_range", "zcdp_bounded_range_simple"]:
        assert (table["optimal_bounded_range"] <= table[column] + slack).all(), column
    # Canonne–Kamath–Steinke is tighter than ρ + 2√(ρ ln 1/δ); ε²/8 is below ε²/2.
    assert (table["zcdp_pure"] <= table["zcdp_pure_simple"] + slack).all()
    assert (table["zcdp_bounded_range"] <= table["zcdp_bounded_range_simple"] + slack).all()
    assert (table["zcdp_bounded_range"] <= table["zcdp_pure"] + slack).all()


def test_pure_optimum_is_below_the_bounded_range_optimum_at_twice_epsilon() -> None:
    # An ε-DP mechanism is 2ε-bounded-range, and randomized response (the ε-DP worst case) is non-adaptive.
    for k in [1, 4, 20]:
        pure = optimal_pure_composition(k, epsilon=0.2, delta=1e-6)
        assert pure <= optimal_bounded_range_composition(k, epsilon=0.4, delta=1e-6) + 1e-9


def test_every_bound_increases_with_k_and_decreases_with_delta() -> None:
    table = composition_table(np.arange(1, 101), epsilon=0.1, delta=1e-6)
    looser = composition_table(np.arange(1, 101), epsilon=0.1, delta=1e-3)
    for column in COMPOSITION_METHODS:
        assert (np.diff(table[column]) > 0).all(), column
        if column != "basic":
            assert (looser[column] < table[column]).all(), column


# ----- validation -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("call", "fragment"),
    [
        (lambda: basic_composition(0, epsilon=0.1), "0"),
        (lambda: basic_composition(2.5, epsilon=0.1), "2.5"),
        (lambda: basic_composition(MAX_COMPOSITIONS + 1, epsilon=0.1), str(MAX_COMPOSITIONS + 1)),
        (lambda: basic_composition(True, epsilon=0.1), "True"),
        (lambda: advanced_composition(3, epsilon=-1.0, delta=1e-6), "-1.0"),
        (lambda: advanced_composition(3, epsilon=0.1, delta=0.0), "0.0"),
        (lambda: advanced_composition(3, epsilon=0.1, delta=1.0), "1.0"),
        (lambda: optimal_pure_composition(3, epsilon=0.1, delta=-0.1), "-0.1"),
        (lambda: optimal_pure_composition_delta(-1.0, k=3, epsilon=0.1), "-1.0"),
        (lambda: zcdp_epsilon(0.0, delta=1e-6), "0.0"),
        (lambda: zcdp_epsilon(0.1, delta=1e-6, conversion="renyi"), "renyi"),
        (lambda: composition_table([], epsilon=0.1, delta=1e-6), "ks"),
        (lambda: composition_table([[1, 2]], epsilon=0.1, delta=1e-6), "ks"),
        (lambda: composition_table([1, 0], epsilon=0.1, delta=1e-6), "0"),
    ],
)
def test_invalid_input_names_the_bad_value(call, fragment: str) -> None:
    with pytest.raises(InvalidInputError, match=fragment.replace(".", r"\.")):
        call()
