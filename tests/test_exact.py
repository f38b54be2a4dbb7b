"""Exact selection probabilities against independent computations.

References share no code with dpcore.selection.exact: mpmath at high precision (exact piecewise-exponential expansion
of the
report-noisy-max integral; the permute-and-flip polynomial; the softmax), brute-force enumeration of visiting orders,
closed forms from theory.md, and the reference values of theory.md §11.
"""

from __future__ import annotations

import itertools
import math

import mpmath as mp
import numpy as np
import pytest

from dpcore.selection.exact import log_selection_probabilities, selection_probabilities
from dpcore.selection.mechanisms import MECHANISMS
from dpcore.validation import InvalidInputError

RELATIVE_TOLERANCE = 1e-9  # the accuracy the engine promises on every representable probability


def assert_relative(actual: np.ndarray, expected: list, tolerance: float = RELATIVE_TOLERANCE) -> None:
    expected_array = np.array([float(value) for value in expected])
    representable = expected_array > 1e-300
    np.testing.assert_allclose(actual[representable], expected_array[representable], rtol=tolerance, atol=0)


# ----- independent references ----------------------------------------------------------------------------------


def rnm_laplace_reference(scores: np.ndarray, scale: float) -> list:
    """Exact P(i) for Laplace report-noisy-max: on each piece between breakpoints the integrand is a finite sum of
    exponentials c·e^{ku}, expanded and integrated symbolically in 80-digit arithmetic (theory.md §2)."""
    with mp.workdps(80):
        y = [mp.mpf(float(s)) / mp.mpf(scale) for s in scores]
        cuts = sorted(set(y))
        pieces = [(-mp.inf, cuts[0])] + list(itertools.pairwise(cuts)) + [(cuts[-1], mp.inf)]
        half = mp.mpf(1) / 2
        result = []
        for i in range(len(y)):
            total = mp.mpf(0)
            for low, high in pieces:
                mid = high - 1 if low == -mp.inf else (low + 1 if high == mp.inf else (low + high) / 2)
                # f_i = ½e^{-|u-y_i|}: one exponential on this piece.
                poly = {1: half * mp.exp(-y[i])} if mid < y[i] else {-1: half * mp.exp(y[i])}
                for j in range(len(y)):
                    if j == i:
                        continue
                    factor = {1: half * mp.exp(-y[j])} if mid < y[j] else {0: mp.mpf(1), -1: -half * mp.exp(y[j])}
                    product: dict[int, mp.mpf] = {}
                    for k1, c1 in poly.items():
                        for k2, c2 in factor.items():
                            product[k1 + k2] = product.get(k1 + k2, mp.mpf(0)) + c1 * c2
                    poly = product
                for k, c in poly.items():
                    if k == 0:
                        total += c * (high - low)
                    else:
                        upper = 0 if high == mp.inf else mp.exp(k * high)
                        lower = 0 if low == -mp.inf else mp.exp(k * low)
                        total += c * (upper - lower) / k
            result.append(total)
        return result


def permute_and_flip_brute_force(scores: np.ndarray, scale: float) -> list:
    """Average over all K! visiting orders of the chance that each candidate is the first coin to land heads."""
    with mp.workdps(40):
        top = max(scores)
        coins = [mp.exp(-(mp.mpf(float(top)) - mp.mpf(float(s))) / mp.mpf(scale)) for s in scores]
        totals = [mp.mpf(0)] * len(scores)
        for order in itertools.permutations(range(len(scores))):
            still_running = mp.mpf(1)
            for candidate in order:
                totals[candidate] += still_running * coins[candidate]
                still_running *= 1 - coins[candidate]
        return [t / math.factorial(len(scores)) for t in totals]


def permute_and_flip_polynomial(scores: np.ndarray, scale: float) -> list:
    """p_i Σ_k a_k/(k+1) with a_k the coefficients of ∏_{j≠i}(1 − p_j t), expanded in 120-digit arithmetic (the
    alternating sum that fails in float64 is exact at this precision)."""
    with mp.workdps(120):
        top = max(scores)
        coins = [mp.exp(-(mp.mpf(float(top)) - mp.mpf(float(s))) / mp.mpf(scale)) for s in scores]
        result = []
        for i, coin in enumerate(coins):
            coefficients = [mp.mpf(1)]
            for j, other in enumerate(coins):
                if j != i:
                    coefficients = [a - other * b for a, b in zip(coefficients + [0], [0] + coefficients, strict=True)]
            result.append(coin * mp.fsum(a / (k + 1) for k, a in enumerate(coefficients)))
        return result


def exponential_reference(scores: np.ndarray, scale: float) -> list:
    with mp.workdps(40):
        weights = [mp.exp(mp.mpf(float(s)) / mp.mpf(scale)) for s in scores]
        total = mp.fsum(weights)
        return [w / total for w in weights]


def random_scores(rng: np.random.Generator, size: int, kind: int) -> np.ndarray:
    """Score vectors with the shapes that stress the integrals: spread, integer ties, a tight cluster, far gaps."""
    if kind == 0:
        return rng.normal(0, 3, size)
    if kind == 1:
        return rng.integers(0, 4, size).astype(float)
    if kind == 2:
        return 100 + rng.uniform(0, 0.05, size)
    return -rng.exponential(40, size)


# ----- agreement with the references ---------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(12))
def test_report_noisy_max_matches_exact_expansion(seed: int) -> None:
    rng = np.random.default_rng(seed)
    scores = random_scores(rng, int(rng.integers(2, 8)), seed % 4)
    epsilon, sensitivity, monotonic = float(rng.uniform(0.2, 3)), float(rng.uniform(0.5, 2)), bool(seed % 2)
    actual = selection_probabilities(
        scores, epsilon=epsilon, sensitivity=sensitivity, mechanism="report_noisy_max", monotonic=monotonic
    )
    scale = (1 if monotonic else 2) * sensitivity / epsilon
    assert_relative(actual, rnm_laplace_reference(scores, scale))


@pytest.mark.parametrize(
    "scores",
    [[0.0, -150.0, -151.0, -300.0], [0.0, -45.0, -47.5, -47.5, -90.0, -600.0], [5.0, 4.0, -700.0], [0.0, -41.0]],
)
def test_report_noisy_max_far_apart_scores_match_exact_expansion(scores: list) -> None:
    # Gaps of tens to hundreds of scales: most of the line lies where the scores below no longer shape ∏F_j, the
    # stretch dpcore integrates in closed form rather than in panels.
    values = np.array(scores)
    actual = selection_probabilities(values, epsilon=1.0, sensitivity=1.0, mechanism="report_noisy_max", monotonic=True)
    assert_relative(actual, rnm_laplace_reference(values, 1.0))


@pytest.mark.parametrize("seed", range(12))
def test_permute_and_flip_matches_all_visiting_orders(seed: int) -> None:
    rng = np.random.default_rng(100 + seed)
    scores = random_scores(rng, int(rng.integers(2, 8)), seed % 4)
    actual = selection_probabilities(scores, epsilon=1.3, mechanism="permute_and_flip")
    assert_relative(actual, permute_and_flip_brute_force(scores, 2 / 1.3))


@pytest.mark.parametrize("size", [60, 150])
def test_permute_and_flip_large_k_where_inclusion_exclusion_fails(size: int) -> None:
    rng = np.random.default_rng(size)
    scores = np.round(rng.normal(0, 2, size), 1)
    actual = selection_probabilities(scores, epsilon=1.0, mechanism="permute_and_flip", monotonic=True)
    assert_relative(actual, permute_and_flip_polynomial(scores, 1.0))
    assert abs(actual.sum() - 1) < 1e-12


@pytest.mark.parametrize("mechanism", ["exponential", "report_noisy_max_gumbel"])
def test_exponential_mechanism_matches_softmax(mechanism: str) -> None:
    rng = np.random.default_rng(5)
    scores = rng.normal(0, 50, 300)
    actual = selection_probabilities(scores, epsilon=0.7, sensitivity=2.0, mechanism=mechanism)
    assert_relative(actual, exponential_reference(scores, 4 / 0.7))


def test_report_noisy_max_many_candidates_against_float_quadrature() -> None:
    """K = 40 with clusters: adaptive scipy quadrature of each candidate's own integral, split at every score."""
    from scipy import integrate, stats

    rng = np.random.default_rng(9)
    scores = np.concatenate((rng.normal(0, 0.3, 20), rng.normal(-4, 1, 20)))
    actual = selection_probabilities(scores, epsilon=1.0, mechanism="report_noisy_max")
    scale = 2.0
    breaks = np.sort(scores)
    for i in range(scores.size):
        others = np.delete(scores, i)

        def integrand(u: float, i: int = i, others: np.ndarray = others) -> float:
            log_cdf = stats.laplace.logcdf(u, loc=others, scale=scale).sum()
            return math.exp(stats.laplace.logpdf(u, loc=scores[i], scale=scale) + log_cdf)

        low, high = breaks[0] - 80, breaks[-1] + 80
        pieces = np.concatenate(([low], breaks, [high]))
        value = sum(
            integrate.quad(integrand, a, b, epsabs=0, epsrel=1e-13, limit=200)[0] for a, b in itertools.pairwise(pieces)
        )
        assert actual[i] == pytest.approx(value, rel=1e-9)


# ----- closed forms ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("gap", [0.0, 0.3, 1.0, 7.5, 40.0, 300.0])
def test_two_candidates_closed_forms(gap: float) -> None:
    scores = [10.0, 10.0 - gap]
    lower = {
        "exponential": 1 / (1 + math.exp(gap)),
        "report_noisy_max": 0.25 * math.exp(-gap) * (2 + gap),
        "permute_and_flip": math.exp(-gap) / 2,
    }
    for mechanism, expected in lower.items():
        p = selection_probabilities(scores, epsilon=1.0, sensitivity=0.5, mechanism=mechanism)
        assert p[1] == pytest.approx(expected, rel=1e-12)
        assert p[0] == pytest.approx(1 - expected, rel=1e-12)


@pytest.mark.parametrize("mechanism", MECHANISMS)
@pytest.mark.parametrize("size", [1, 2, 7, 1000])
def test_all_tied_is_uniform(mechanism: str, size: int) -> None:
    p = selection_probabilities(np.full(size, 3.0), epsilon=0.5, mechanism=mechanism)
    np.testing.assert_allclose(p, 1 / size, rtol=1e-12)


@pytest.mark.parametrize("size", [2, 5, 50, 2000])
def test_one_leader_with_equal_rivals(size: int) -> None:
    gap, epsilon = 1.5, 0.8
    scores = np.concatenate(([gap], np.zeros(size - 1)))
    coin = math.exp(-epsilon * gap)  # monotone: R = Δ = 1
    p = selection_probabilities(scores, epsilon=epsilon, mechanism="permute_and_flip", monotonic=True)
    assert p[0] == pytest.approx((1 - (1 - coin) ** size) / (size * coin), rel=1e-12)
    em = selection_probabilities(scores, epsilon=epsilon, mechanism="exponential", monotonic=True)
    assert em[0] == pytest.approx(1 / (1 + (size - 1) * coin), rel=1e-12)


# ----- reference values (theory.md §11, book poll §1) ------------------------------------------------------------

ADULT = np.array([14.976, 10.683, 4.443, 1.025, 0.993, 0.418, 0.023])


@pytest.mark.parametrize(
    ("mechanism", "monotonic", "expected"),
    [
        ("exponential", False, 0.888759),
        ("report_noisy_max", True, 0.978468),
        ("report_noisy_max", False, 0.873342),
        ("permute_and_flip", False, 0.937746),
        ("permute_and_flip", True, 0.993154),
        ("exponential", True, 0.986492),
    ],
)
def test_adult_marital_status_reference_values(mechanism: str, monotonic: bool, expected: float) -> None:
    p = selection_probabilities(ADULT, epsilon=1.0, sensitivity=1.0, mechanism=mechanism, monotonic=monotonic)
    assert round(float(p[0]), 6) == expected


def test_book_poll_halves_per_vote_at_ln2() -> None:
    votes = np.array([5, 4, 4, 2, 1, 0])
    p = selection_probabilities(votes, epsilon=math.log(2), mechanism="exponential", monotonic=True)
    np.testing.assert_allclose(p, p[0] / 2.0 ** (5 - votes), rtol=1e-13)
    general = selection_probabilities(votes, epsilon=math.log(2), mechanism="exponential")
    np.testing.assert_allclose(general, general[0] * 2.0 ** (-(5 - votes) / 2), rtol=1e-13)


def test_noise_variants_share_their_laws() -> None:
    scores = np.array([3.0, 2.5, 2.5, 0.0, -1.0])
    for variant, law in [
        ("report_noisy_max_gumbel", "exponential"),
        ("report_noisy_max_exponential", "permute_and_flip"),
    ]:
        np.testing.assert_allclose(
            selection_probabilities(scores, epsilon=1.1, mechanism=variant),
            selection_probabilities(scores, epsilon=1.1, mechanism=law),
            rtol=1e-15,
        )


# ----- extremes ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("mechanism", MECHANISMS)
@pytest.mark.parametrize("epsilon", [1e-6, 1.0, 1e4])
def test_extremes_stay_finite_and_normalised(mechanism: str, epsilon: float) -> None:
    rng = np.random.default_rng(3)
    for scores in (
        np.array([1e15, 1e15 - 1, 0.0, -1e15]),
        rng.poisson(1e6, 100_000).astype(float),
        rng.uniform(0, 1e15, 1000),
    ):
        log_p = log_selection_probabilities(scores, epsilon=epsilon, mechanism=mechanism)
        p = np.exp(log_p)
        assert np.all(np.isfinite(log_p)), "log-probabilities stay finite even when probabilities underflow"
        assert abs(p.sum() - 1) <= 1e-12
        assert np.all(log_p <= 1e-12)


@pytest.mark.parametrize("mechanism", MECHANISMS)
@pytest.mark.parametrize(
    ("scores", "epsilon", "sensitivity"),
    [([0.0, 1e308], 1.0, 1.0), ([0.0, 1.0, 2.0], 1e308, 1.0), ([1e308, 1e308, 0.0], 1.0, 1e-300)],
)
def test_overflowing_gaps_give_the_limiting_answer(mechanism: str, scores: list, epsilon: float, sensitivity: float):
    """When ε·gap/R overflows, the top candidates share all the probability and the rest get exactly 0."""
    p = selection_probabilities(scores, epsilon=epsilon, sensitivity=sensitivity, mechanism=mechanism)
    top = np.array(scores) == max(scores)
    np.testing.assert_allclose(p, np.where(top, 1 / top.sum(), 0.0), rtol=1e-12, atol=0)


def test_huge_counts_do_not_overflow_the_exponential_mechanism() -> None:
    """The textbook code overflows on raw Adult counts (ε·q/2Δ = 7488); log space does not."""
    p = selection_probabilities(ADULT * 1000, epsilon=1.0, mechanism="exponential")
    assert p[0] == 1.0 and np.all(np.isfinite(p))


def test_underflowed_candidates_keep_accurate_logarithms() -> None:
    log_p = log_selection_probabilities([0.0, -2000.0], epsilon=1.0, mechanism="permute_and_flip", monotonic=True)
    assert log_p[1] == pytest.approx(-2000 - math.log(2), rel=1e-14)  # P = e^{-g}/2 for K = 2
    log_p = log_selection_probabilities([0.0, -600.0], epsilon=1.0, mechanism="report_noisy_max", monotonic=True)
    assert log_p[1] == pytest.approx(math.log(0.25) - 600 + math.log(602), rel=1e-13)


# ----- invalid input --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "fragment"),
    [
        ({"epsilon": 0.0}, "epsilon"),
        ({"epsilon": -1.0}, "epsilon"),
        ({"epsilon": float("nan")}, "epsilon"),
        ({"epsilon": float("inf")}, "epsilon"),
        ({"epsilon": "1"}, "epsilon"),
        ({"sensitivity": 0.0}, "sensitivity"),
        ({"sensitivity": float("inf")}, "sensitivity"),
        ({"scores": []}, "empty"),
        ({"scores": [1.0, float("nan")]}, "finite"),
        ({"scores": [1.0, float("inf")]}, "finite"),
        ({"scores": ["a", "b"]}, "numbers"),
        ({"scores": [[1.0, 2.0]]}, "one-dimensional"),
        ({"mechanism": "laplace"}, "mechanism"),
    ],
)
def test_invalid_input_names_the_problem(kwargs: dict, fragment: str) -> None:
    arguments = {
        "scores": [1.0, 2.0],
        "epsilon": 1.0,
        "sensitivity": 1.0,
        "mechanism": "exponential",
    } | kwargs
    with pytest.raises(InvalidInputError, match=fragment) as raised:
        selection_probabilities(**arguments)
    assert isinstance(raised.value, ValueError)
