"""Tests of dpcore.selection.topk: the exact laws of k winners against independent references, the simulation
against the exact laws, the privacy accounting, and OpenDP 0.16's ``make_noisy_top_k`` against the exact laws.

References share no code with dpcore: mpmath at 30-50 digits for Plackett–Luce enumeration of every ordered
k-tuple, the exponential race integral with an exact Poisson-binomial recursion (``mp.quad``), permute-and-flip by
enumerating all visiting orders, and report-noisy-max with Laplace noise by expanding its integrand into exact
exponentials between the scores; peeled rules multiply those single-round laws over every ordered tuple.

OpenDP conventions (read from its 0.16 source, ``rust/src/measurements/noisy_top_k/mod.rs``, and checked below
through ``Measurement.map``): ``make_noisy_top_k(vector_domain(atom_domain(T)), linf_distance(T, monotonic=m),
measure, k, scale, negate)`` turns the L∞ sensitivity d_in = Δ into d_range = Δ (monotonic) or 2Δ, and maps it to
k·d_range/scale under ``max_divergence()`` (pure ε) and k·(d_range/scale)²/8 under
``zero_concentrated_divergence()`` (ρ). Each round accepts a candidate with probability exp(−(max − xᵢ)/scale),
so OpenDP's ``scale`` is our noise scale b = R/ε₀ = ``noise_scale(epsilon=ε₀, sensitivity=Δ, monotonic=m)``, and
its map of Δ is kε₀ and kε₀²/8, our ``top_k_privacy``. ``negate=True`` picks the k lowest scores (our law on −q);
integer scores (T=int) have the same law as the same scores as floats. It returns the winners in the order they
were chosen, so its samples are compared with our exact law of ordered tuples.

OpenDP draws its randomness from the operating system and cannot be seeded, so those χ² tests are not
reproducible draw for draw: each uses 12,000 releases and fails only below p = 1e-6 (24 such tests: a correct
implementation fails one with probability below 3e-5), while the wrong peeled law is rejected far below that.
"""

from __future__ import annotations

import doctest
import itertools
import math

import mpmath as mp
import numpy as np
import pytest
from scipy import stats

import dpcore.selection.topk as topk
from dpcore.analyses import composition
from dpcore.selection.exact import selection_probabilities
from dpcore.selection.mechanisms import MECHANISMS, SAME_LAW_AS, noise_scale
from dpcore.selection.topk import (
    EM_MAX_K,
    TopKPrivacy,
    inclusion_probabilities,
    ordered_set_probabilities,
    peeled_exact_available,
    simulate_top_k,
    top_k_privacy,
)
from dpcore.stats import goodness_of_fit_pvalue
from dpcore.validation import MAX_TRIALS, InvalidInputError

RELATIVE_TOLERANCE = 1e-9
MAIN = ("exponential", "permute_and_flip", "report_noisy_max")


def assert_relative(actual: np.ndarray, expected: list, tolerance: float = RELATIVE_TOLERANCE) -> None:
    reference = np.array([float(value) for value in expected])
    representable = reference > 1e-300
    np.testing.assert_allclose(actual[representable], reference[representable], rtol=tolerance, atol=0)
    assert np.all(actual[~representable] < 1e-290)


# ----- independent references (mpmath) ------------------------------------------------------------------------


def units(scores: list[float], epsilon: float, sensitivity: float, monotonic: bool) -> list[mp.mpf]:
    """Scores in units of the noise scale b = R/ε (R = Δ if monotone, else 2Δ), in high precision."""
    scale = mp.mpf(sensitivity if monotonic else 2 * sensitivity) / mp.mpf(epsilon)
    return [mp.mpf(float(value)) / scale for value in scores]


def em_round(y: list[mp.mpf]) -> list[mp.mpf]:
    top = max(y)
    weights = [mp.exp(value - top) for value in y]
    total = mp.fsum(weights)
    return [w / total for w in weights]


def pf_round(y: list[mp.mpf]) -> list[mp.mpf]:
    """Permute-and-flip: average over all visiting orders of the chance that each is the first head."""
    top = max(y)
    coins = [mp.exp(value - top) for value in y]
    totals = [mp.mpf(0)] * len(y)
    for order in itertools.permutations(range(len(y))):
        running = mp.mpf(1)
        for i in order:
            totals[i] += running * coins[i]
            running *= 1 - coins[i]
    return [value / math.factorial(len(y)) for value in totals]


def rnm_round(y: list[mp.mpf]) -> list[mp.mpf]:
    """Report-noisy-max with Laplace(1) noise: between consecutive scores every cdf and the density are sums of
    exponentials e^{cu}, so P(i) = ∫ fᵢ ∏_{j≠i} Fⱼ du is a finite sum of exact exponential integrals."""
    cuts = sorted(set(y))
    pieces = [(-mp.inf, cuts[0]), *itertools.pairwise(cuts), (cuts[-1], mp.inf)]
    half = mp.mpf(1) / 2
    result = []
    for i in range(len(y)):
        total = mp.mpf(0)
        for low, high in pieces:
            inside = high - 1 if low == -mp.inf else (low + 1 if high == mp.inf else (low + high) / 2)
            poly = {1: half * mp.exp(-y[i])} if inside < y[i] else {-1: half * mp.exp(y[i])}
            for j in range(len(y)):
                if j == i:
                    continue
                factor = {1: half * mp.exp(-y[j])} if inside < y[j] else {0: mp.mpf(1), -1: -half * mp.exp(y[j])}
                product: dict[int, mp.mpf] = {}
                for e1, c1 in poly.items():
                    for e2, c2 in factor.items():
                        product[e1 + e2] = product.get(e1 + e2, mp.mpf(0)) + c1 * c2
                poly = product
            for exponent, coefficient in poly.items():
                if exponent == 0:
                    total += coefficient * (high - low)
                else:
                    upper = 0 if high == mp.inf else mp.exp(exponent * high)
                    lower = 0 if low == -mp.inf else mp.exp(exponent * low)
                    total += coefficient * (upper - lower) / exponent
        result.append(total)
    return result


ROUNDS = {"exponential": em_round, "permute_and_flip": pf_round, "report_noisy_max": rnm_round}


def ordered_reference(y: list[mp.mpf], k: int, mechanism: str) -> dict[tuple[int, ...], mp.mpf]:
    """P(i₁, …, i_k) = ∏ₜ (single-round law on the candidates left)(iₜ), for every ordered tuple."""
    single = ROUNDS[mechanism]
    laws: dict[frozenset[int], dict[int, mp.mpf]] = {}
    result = {}
    for order in itertools.permutations(range(len(y)), k):
        probability = mp.mpf(1)
        for t, chosen in enumerate(order):
            removed = frozenset(order[:t])
            if removed not in laws:
                left = [i for i in range(len(y)) if i not in removed]
                laws[removed] = dict(zip(left, single([y[i] for i in left]), strict=True))
            probability *= laws[removed][chosen]
        result[order] = probability
    return result


def inclusion_from(ordered: dict[tuple[int, ...], mp.mpf], size: int) -> list[mp.mpf]:
    inclusion = [mp.mpf(0)] * size
    for order, probability in ordered.items():
        for i in order:
            inclusion[i] += probability
    return inclusion


def race_reference(y: list[mp.mpf], k: int, who: list[int]) -> list[mp.mpf]:
    """πᵢ = ∫₀^∞ wᵢ e^{−wᵢt} P[at most k − 1 others arrived by t] dt by tanh-sinh quadrature (mp.quad), the
    Poisson-binomial by the plain recursion over candidates."""
    top = max(y)
    w = [mp.exp(value - top) for value in y]
    result = []
    for i in who:
        others = [w[j] for j in range(len(w)) if j != i]

        def integrand(t: mp.mpf, others: list[mp.mpf] = others, rate: mp.mpf = w[i]) -> mp.mpf:
            dist = [mp.mpf(1)] + [mp.mpf(0)] * (k - 1)
            for rate_j in others:
                p = -mp.expm1(-rate_j * t)
                dist = [dist[c] * (1 - p) + (dist[c - 1] * p if c else 0) for c in range(k)]
            return rate * mp.exp(-rate * t) * mp.fsum(dist)

        scale = 1 / mp.fsum(w)
        marks = [0] + [scale * 4**j for j in range(-2, 13)] + [mp.inf]  # P is below e^-100 beyond the last
        result.append(mp.quad(integrand, marks))
    return result


# ----- cases ---------------------------------------------------------------------------------------------------

# (scores, k, ε, Δ, monotonic): ties, monotone, general Δ, near-ties, big gaps.
SMALL_CASES = [
    ([3.0, 2.5, 2.0, 1.0, 0.5, 0.0], 3, 2.0, 1.0, False),
    ([5.0, 4.0, 4.0, 2.0, 1.0, 0.0], 3, 1.0, 1.0, True),
    ([2.0, 2.0, 2.0, 1.0], 2, 1.0, 1.0, False),
    ([10.0, 9.5, 3.0, 2.0, 2.0], 4, 0.7, 3.0, False),
    ([1.0, 0.999, 0.998, 0.5, 0.0], 2, 0.1, 0.25, True),
    ([40.0, 0.0, -3.0, -3.0, -10.0], 2, 2.0, 1.0, True),
    ([0.0, -200.0, -210.0, -250.0], 2, 2.0, 1.0, True),
    ([7.0, 6.0, 5.0, 4.0, 3.0, 2.0, 1.0], 5, 3.0, 2.0, False),
]
PEELED_CASES = [
    ([2.0, 1.0, 0.0], 2, 2.0, 1.0, False),
    ([3.0, 3.0, 1.0, 0.0], 2, 1.0, 1.0, True),
    ([5.0, 4.0, 4.0, 2.0, 1.0], 3, 1.0, 2.0, False),
    ([1.0, 0.5, 0.5, 0.0, -4.0], 3, 3.0, 1.0, True),
    ([20.0, 0.0, 0.0, -1.0], 2, 1.5, 1.0, False),
]


# ----- exact laws against the references ------------------------------------------------------------------------


def test_theory_reference_values() -> None:
    """The values quoted in theory.md §11b (b = 1)."""
    em = inclusion_probabilities([3, 2.5, 2, 1, 0.5, 0], k=3, epsilon=2.0, mechanism="exponential")
    np.testing.assert_allclose(em, [0.925124, 0.826677, 0.669244, 0.288465, 0.179775, 0.110715], atol=1e-6)
    pf = inclusion_probabilities([2, 1, 0], k=2, epsilon=2.0, mechanism="permute_and_flip")
    np.testing.assert_allclose(pf, [0.977194, 0.810839, 0.211967], atol=1e-6)
    em2 = inclusion_probabilities([2, 1, 0], k=2, epsilon=2.0, mechanism="exponential")
    np.testing.assert_allclose(em2, [0.946615, 0.755272, 0.298114], atol=1e-6)


@pytest.mark.parametrize("case", range(len(SMALL_CASES)))
def test_exponential_inclusion_and_order_match_plackett_luce(case: int) -> None:
    scores, k, epsilon, sensitivity, monotonic = SMALL_CASES[case]
    options = dict(k=k, epsilon=epsilon, sensitivity=sensitivity, mechanism="exponential", monotonic=monotonic)
    with mp.workdps(40):
        ordered = ordered_reference(units(scores, epsilon, sensitivity, monotonic), k, "exponential")
        reference = inclusion_from(ordered, len(scores))
    assert_relative(inclusion_probabilities(scores, **options), reference)
    orders, probabilities = ordered_set_probabilities(scores, **options)
    assert_relative(probabilities, [ordered[tuple(order)] for order in orders.tolist()])


@pytest.mark.parametrize("mechanism", ["permute_and_flip", "report_noisy_max"])
@pytest.mark.parametrize("case", range(len(PEELED_CASES)))
def test_peeled_inclusion_and_order_match_round_by_round_references(mechanism: str, case: int) -> None:
    scores, k, epsilon, sensitivity, monotonic = PEELED_CASES[case]
    options = dict(k=k, epsilon=epsilon, sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic)
    with mp.workdps(40):
        ordered = ordered_reference(units(scores, epsilon, sensitivity, monotonic), k, mechanism)
        reference = inclusion_from(ordered, len(scores))
    assert_relative(inclusion_probabilities(scores, **options), reference)
    orders, probabilities = ordered_set_probabilities(scores, **options)
    assert_relative(probabilities, [ordered[tuple(order)] for order in orders.tolist()])


def test_exponential_race_against_mpmath_quadrature_on_twenty_four_candidates() -> None:
    """24 scores with ties, k = 6: the race integral in 25 digits for the top, one of a tied pair, the bottom."""
    rng = np.random.default_rng(4)
    scores = np.round(rng.normal(size=24) * 3, 1)
    scores[5] = scores[6]
    who = [int(np.argmax(scores)), 5, int(np.argmin(scores))]
    with mp.workdps(25):
        reference = race_reference(units(list(scores), 1.0, 1.0, False), 6, who)
    actual = inclusion_probabilities(scores, k=6, epsilon=1.0, mechanism="exponential")[who]
    assert_relative(actual, reference)


def test_exponential_inclusion_is_the_marginal_of_the_ordered_law_on_random_cases() -> None:
    rng = np.random.default_rng(8)
    for _ in range(30):
        size = int(rng.integers(3, 8))
        k = int(rng.integers(2, size))
        scores = np.round(rng.normal(size=size) * rng.choice([0.1, 2.0, 30.0]), 1)
        options = dict(k=k, epsilon=float(rng.choice([0.3, 1.0, 5.0])), mechanism="exponential")
        orders, probabilities = ordered_set_probabilities(scores, **options)
        marginal = np.bincount(orders.ravel(), weights=np.repeat(probabilities, k), minlength=size)
        np.testing.assert_allclose(inclusion_probabilities(scores, **options), marginal, rtol=1e-12, atol=1e-300)


@pytest.mark.parametrize("mechanism", MECHANISMS)
def test_k_one_is_the_single_choice_law_and_k_all_is_certain(mechanism: str) -> None:
    scores = [4.0, 2.0, 2.0, 1.0, -3.0]
    options = dict(epsilon=0.8, sensitivity=1.5, mechanism=mechanism, monotonic=True)
    single = selection_probabilities(scores, **options)
    np.testing.assert_allclose(inclusion_probabilities(scores, k=1, **options), single, rtol=1e-15)
    orders, probabilities = ordered_set_probabilities(scores, k=1, **options)
    np.testing.assert_allclose(probabilities, single[orders[:, 0]], rtol=1e-12)
    np.testing.assert_array_equal(inclusion_probabilities(scores, k=5, **options), np.ones(5))


@pytest.mark.parametrize("mechanism", MECHANISMS)
def test_inclusion_probabilities_add_up_to_k(mechanism: str) -> None:
    rng = np.random.default_rng(12)
    for size, k in ((9, 2), (12, 3), (8, 4)):
        scores = np.round(rng.normal(size=size) * 4)
        pi = inclusion_probabilities(scores, k=k, epsilon=1.0, mechanism=mechanism)
        assert abs(pi.sum() - k) < 1e-12 * k
        assert np.all((pi >= 0) & (pi <= 1))
        assert np.all(np.diff(pi[np.argsort(-scores, kind="stable")]) <= 1e-12)  # higher score, likelier


def test_twins_share_the_exact_laws() -> None:
    scores = [3.0, 1.0, 1.0, 0.0]
    for twin, law in SAME_LAW_AS.items():
        np.testing.assert_array_equal(
            inclusion_probabilities(scores, k=2, epsilon=1.0, mechanism=twin),
            inclusion_probabilities(scores, k=2, epsilon=1.0, mechanism=law),
        )


def test_monotone_equals_general_with_half_the_sensitivity() -> None:
    scores = [6.0, 5.0, 5.0, 3.0, 0.0]
    for mechanism in MAIN:
        a = inclusion_probabilities(scores, k=2, epsilon=1.0, sensitivity=2.0, mechanism=mechanism, monotonic=True)
        b = inclusion_probabilities(scores, k=2, epsilon=1.0, sensitivity=1.0, mechanism=mechanism)
        np.testing.assert_allclose(a, b, rtol=1e-14)


# ----- the exponential mechanism at scale and at the extremes ----------------------------------------------------


def test_ten_thousand_candidates_add_up_and_agree_with_a_finer_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    """K = 10,000, k = 10 and 20: Σπ = k, and four times narrower panels change no πᵢ by more than 1e-12."""
    rng = np.random.default_rng(0)
    scores = rng.normal(size=10_000) * 6
    for k in (10, 20):
        pi = inclusion_probabilities(scores, k=k, epsilon=1.0, mechanism="exponential")
        assert abs(pi.sum() - k) < 1e-11 * k
        narrow = topk._panel_width
        monkeypatch.setattr(topk, "_panel_width", lambda spots, narrow=narrow: narrow(spots) / 4)
        finer = inclusion_probabilities(scores, k=k, epsilon=1.0, mechanism="exponential")
        monkeypatch.setattr(topk, "_panel_width", narrow)
        np.testing.assert_allclose(pi, finer, rtol=1e-12, atol=0)


def test_the_three_numerical_paths_agree(monkeypatch: pytest.MonkeyPatch) -> None:
    """Classes move between the series group, the deconvolved middle and the product tree when the thresholds
    move; the answer must not."""
    rng = np.random.default_rng(1)
    scores = np.concatenate([rng.normal(size=3000) * 4, [25.0, 24.0, 24.0]])
    base = inclusion_probabilities(scores, k=8, epsilon=1.0, mechanism="exponential")
    for name, value in (("_SMALL_FACTOR", 0.25 / 50), ("_TREE_X", 0.001), ("_PANELS_PER_BLOCK", 1)):
        monkeypatch.setattr(topk, name, value)
        np.testing.assert_allclose(
            inclusion_probabilities(scores, k=8, epsilon=1.0, mechanism="exponential"), base, rtol=1e-12
        )
        monkeypatch.undo()


@pytest.mark.parametrize(
    ("scores", "epsilon"),
    [
        (np.linspace(0.0, 1e9, 50), 1e3),  # every gap ~1e10 noise scales
        (1e9 + np.array([0.0, 1.0, 1.0, 2.0, 3.0, 1e9]), 1e3),
        (np.array([1e308, -1e308, 0.0, 5.0, -1.7e308]), 1.0),  # gaps beyond float range
        (np.arange(30.0), 1e-9),  # nearly uniform
        (-np.arange(12.0) * 79.0, 2.0),  # every gap just below the tier split
    ],
)
def test_extremes_neither_overflow_nor_give_nan(scores: np.ndarray, epsilon: float) -> None:
    for mechanism in MECHANISMS:
        k = 3
        if not peeled_exact_available(n_candidates=scores.size, k=k, mechanism=mechanism):
            continue
        with np.errstate(over="raise", invalid="raise"):
            pi = inclusion_probabilities(scores, k=k, epsilon=epsilon, mechanism=mechanism)
        assert np.all(np.isfinite(pi)) and np.all((pi >= 0) & (pi <= 1))
        assert abs(pi.sum() - k) < 1e-10


def test_tiers_far_apart_keep_tiny_probabilities() -> None:
    """Gaps of 150 noise scales: the top three win surely and the fourth's πᵢ ≈ w₄·E[slowest of the top three]."""
    scores = -np.arange(6.0) * 150.0
    pi = inclusion_probabilities(scores, k=3, epsilon=2.0, mechanism="exponential")
    with mp.workdps(60):
        y = units(list(scores), 2.0, 1.0, False)
        reference = inclusion_from(ordered_reference(y, 3, "exponential"), 6)
    assert_relative(pi, reference)
    assert 0 < pi[3] < 1e-60


# ----- privacy -----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("mechanism", MAIN)
@pytest.mark.parametrize("monotonic", [False, True])
def test_ordered_law_ratio_is_within_k_epsilon_on_worst_case_neighbours(mechanism: str, monotonic: bool) -> None:
    """Every neighbour q' with each score moved by −Δ, 0 or Δ (all one way when monotone): P(o)/P'(o) ≤ e^{kε₀}."""
    scores = np.array([2.0, 1.0, 1.0, 0.0])
    k, epsilon, sensitivity = 2, 0.7, 1.0
    options = dict(k=k, epsilon=epsilon, sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic)
    _, base = ordered_set_probabilities(scores, **options)
    moves = [m for m in itertools.product((-1, 0, 1), repeat=4) if not monotonic or min(m) >= 0 or max(m) <= 0]
    worst = 0.0
    for move in moves:
        _, moved = ordered_set_probabilities(scores + sensitivity * np.array(move), **options)
        worst = max(worst, float(np.max(np.abs(np.log(base) - np.log(moved)))))
    assert worst <= k * epsilon * (1 + 1e-9)
    assert worst >= 0.5 * epsilon  # the neighbours do move the law


def test_top_k_privacy_matches_composition() -> None:
    for mechanism in MECHANISMS:
        cost = top_k_privacy(k=4, epsilon=0.3, mechanism=mechanism)
        bounded = SAME_LAW_AS[mechanism] == "exponential"
        assert isinstance(cost, TopKPrivacy) and cost.bounded_range is bounded
        assert cost.pure_epsilon == pytest.approx(1.2, rel=1e-15)
        assert cost.zcdp_rho == pytest.approx(4 * 0.09 / (8 if bounded else 2), rel=1e-15)
        rho = cost.zcdp_rho
        assert cost.epsilon_at(1e-6) == pytest.approx(rho + 2 * math.sqrt(rho * math.log(1e6)), rel=1e-14)
        assert cost.epsilon_at(1e-6, conversion="canonne_kamath_steinke") == composition.zcdp_epsilon(rho, delta=1e-6)


def test_docstring_examples() -> None:
    result = doctest.testmod(topk)
    assert result.attempted > 0 and result.failed == 0


# ----- validation --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("call", "fragment"),
    [
        (lambda: inclusion_probabilities([1, 2, 3], k=0, epsilon=1.0, mechanism="exponential"), "k, the number"),
        (lambda: inclusion_probabilities([1, 2, 3], k=4, epsilon=1.0, mechanism="exponential"), "(3)"),
        (lambda: inclusion_probabilities([1, 2, 3], k=1.5, epsilon=1.0, mechanism="exponential"), "1.5"),
        (lambda: inclusion_probabilities([1, 2, 3], k=True, epsilon=1.0, mechanism="exponential"), "True"),
        (lambda: inclusion_probabilities([1, 2, 3], k=2, epsilon=0.0, mechanism="exponential"), "epsilon"),
        (lambda: inclusion_probabilities([1, 2, 3], k=2, epsilon=1.0, mechanism="laplace"), "unknown mechanism"),
        (lambda: inclusion_probabilities([1, np.nan], k=1, epsilon=1.0, mechanism="exponential"), "finite"),
        (lambda: inclusion_probabilities(range(30), k=21, epsilon=1.0, mechanism="exponential"), "simulate_top_k"),
        (lambda: inclusion_probabilities(range(201), k=2, epsilon=1.0, mechanism="report_noisy_max"), "simulate_top_k"),
        (lambda: inclusion_probabilities(range(71), k=3, epsilon=1.0, mechanism="permute_and_flip"), "k = 3: 70"),
        (lambda: ordered_set_probabilities(range(60), k=3, epsilon=1.0, mechanism="exponential"), "205,320"),
        (lambda: simulate_top_k([1, 2], k=2, epsilon=1.0, mechanism="exponential", trials=MAX_TRIALS, rng=1), "k ="),
        (lambda: simulate_top_k([1, 2], k=1, epsilon=1.0, mechanism="exponential", trials=10, rng=-1), "rng"),
        (lambda: top_k_privacy(k=0, epsilon=1.0, mechanism="exponential"), "k must be"),
        (lambda: peeled_exact_available(n_candidates=0, k=1, mechanism="exponential"), "n_candidates"),
    ],
)
def test_invalid_input_raises_with_a_message(call: object, fragment: str) -> None:
    with pytest.raises(InvalidInputError) as raised:
        call()  # type: ignore[operator]
    assert fragment in str(raised.value)


def test_exact_limits_are_the_stated_ones() -> None:
    stated = {
        "permute_and_flip": ((2, 632), (3, 70), (4, 24), (5, 15)),
        "report_noisy_max_exponential": ((2, 632), (3, 70), (4, 24), (5, 15)),
        "report_noisy_max": ((2, 200), (3, 21), (4, 11), (5, 8)),
    }
    for mechanism, limits in stated.items():
        for k, largest in limits:
            assert peeled_exact_available(n_candidates=largest, k=k, mechanism=mechanism)
            assert not peeled_exact_available(n_candidates=largest + 1, k=k, mechanism=mechanism)
    assert peeled_exact_available(n_candidates=10**6, k=EM_MAX_K, mechanism="exponential")
    assert not peeled_exact_available(n_candidates=100, k=EM_MAX_K + 1, mechanism="report_noisy_max_gumbel")
    assert peeled_exact_available(n_candidates=10**6, k=1, mechanism="report_noisy_max")


# ----- simulation against the exact laws ---------------------------------------------------------------------


SIMULATION_ALPHA = 1e-3
SIMULATION_SEEDS = range(40)
SIMULATION_CASES = [
    ([2.0, 1.0, 0.0, 0.0], 2, 2.0, 1.0, False),
    ([5.0, 4.0, 4.0, 2.0, 1.0], 3, 1.0, 1.0, True),
    ([1.0, 0.9, 0.5, 0.0, -1.0], 2, 1.0, 0.5, False),
]


def inclusion_chi_square(counts: np.ndarray, trials: int, orders: np.ndarray, probabilities: np.ndarray) -> float:
    """p-value of the inclusion counts against the exact law, from their exact covariance.

    Each run adds a 0/1 inclusion vector X with E X = π and Cov X = Π₂ − ππᵀ, Π₂ the pairwise inclusion
    probabilities (diagonal π), taken from the exact ordered law. The counts are a sum of ``trials`` independent
    vectors, so n(p̂ − π)ᵀ Σ⁺ (p̂ − π) is χ² with rank(Σ) degrees of freedom (K − 1: the counts add up to kn) up to
    the central limit theorem (every expected count here is above 300).
    """
    size = counts.size
    chosen = np.zeros((orders.shape[0], size))
    np.put_along_axis(chosen, orders, 1.0, axis=1)
    pairwise = (chosen * probabilities[:, None]).T @ chosen
    pi = np.diag(pairwise).copy()
    covariance = pairwise - np.outer(pi, pi)
    rank = np.linalg.matrix_rank(covariance, tol=1e-10)
    residual = counts / trials - pi
    statistic = trials * residual @ np.linalg.pinv(covariance, rcond=1e-10) @ residual
    return float(stats.chi2.sf(statistic, rank))


@pytest.mark.parametrize("mechanism", MECHANISMS)
@pytest.mark.parametrize("case", range(len(SIMULATION_CASES)))
def test_simulation_matches_the_exact_law(mechanism: str, case: int) -> None:
    """The pattern of tests/test_simulate.py: for 40 fixed seeds, 5,000 runs each, the χ² p-values of the
    inclusion counts must look uniform (Kolmogorov–Smirnov at α = 1e-3). Deterministic; a correct sampler passed
    each of these 15 tests with probability 0.999 before the seeds were fixed."""
    scores, k, epsilon, sensitivity, monotonic = SIMULATION_CASES[case]
    options = dict(k=k, epsilon=epsilon, sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic)
    orders, probabilities = ordered_set_probabilities(scores, **options)
    trials = 5_000
    pvalues = []
    for seed in SIMULATION_SEEDS:
        counts = simulate_top_k(scores, trials=trials, rng=seed, **options)
        assert counts.sum() == k * trials
        pvalues.append(inclusion_chi_square(counts, trials, orders, probabilities))
    assert stats.kstest(pvalues, "uniform").pvalue > SIMULATION_ALPHA


@pytest.mark.parametrize(
    ("mechanism", "size", "k"),
    [
        ("exponential", 300, 10),
        ("report_noisy_max_gumbel", 300, 10),
        ("permute_and_flip", 120, 2),
        ("report_noisy_max", 20, 3),
        ("report_noisy_max_exponential", 60, 2),
    ],
)
def test_simulation_matches_the_exact_inclusion_for_many_candidates(mechanism: str, size: int, k: int) -> None:
    """Each count is Binomial(n, πᵢ): every candidate's exact two-sided binomial p-value must stay above the
    Bonferroni level α/K for α = 1e-3 (fixed seed)."""
    rng = np.random.default_rng(size)
    scores = np.round(rng.normal(size=size) * 3, 1)
    trials = 20_000
    pi = inclusion_probabilities(scores, k=k, epsilon=1.0, mechanism=mechanism)
    counts = simulate_top_k(scores, k=k, epsilon=1.0, mechanism=mechanism, trials=trials, rng=size)
    lower = stats.binom.cdf(counts, trials, pi)
    upper = stats.binom.sf(counts - 1, trials, pi)
    assert np.min(np.minimum(1.0, 2 * np.minimum(lower, upper))) > SIMULATION_ALPHA / size


def test_simulation_is_seeded_by_its_rng_only() -> None:
    options = dict(k=2, epsilon=1.0, mechanism="permute_and_flip", trials=500)
    first = simulate_top_k([3, 2, 1, 0], rng=7, **options)
    np.testing.assert_array_equal(first, simulate_top_k([3, 2, 1, 0], rng=np.random.default_rng(7), **options))
    generator = np.random.default_rng(7)
    simulate_top_k([3, 2, 1, 0], rng=generator, **options)
    assert not np.array_equal(first, simulate_top_k([3, 2, 1, 0], rng=generator, **options))
    np.testing.assert_array_equal(
        simulate_top_k([3, 2, 1, 0], k=4, epsilon=1.0, mechanism="exponential", trials=9, rng=0), [9, 9, 9, 9]
    )


# ----- OpenDP 0.16 make_noisy_top_k ----------------------------------------------------------------------------

OPENDP_ALPHA = 1e-6
OPENDP_RELEASES = 12_000
# (scores, k, ε₀, Δ, monotonic, integer scores, negate)
OPENDP_SETTINGS = [
    ([2.0, 1.0, 0.0], 2, 2.0, 1.0, False, False, False),
    ([3.0, 3.0, 1.0, 0.0], 2, 1.0, 1.0, False, False, False),
    ([5, 4, 4, 2, 1, 0], 3, 1.0, 1, True, True, False),
    ([10, 10, 10, 9, 7], 2, 0.5, 1, True, True, False),
    ([0.4, 0.1, 0.3, 0.2, 0.0], 3, 4.0, 0.1, False, False, False),
    ([6.0, 2.0, 5.0, 1.0], 2, 1.0, 2.0, False, False, False),
    ([12, 30, 25, 27, 8], 2, 1.0, 3, True, True, False),
    ([1.0, 0.0, 0.0, 0.0, -1.0], 4, 1.5, 1.0, False, False, False),
    ([0.0, 1.0, 2.0, 3.0], 2, 1.0, 1.0, True, False, True),  # negate: the two lowest
    ([8, 6, 6, 6, 3, 0], 3, 2.0, 2, False, True, False),
    ([2.5, 2.0, -1.0, 2.25], 3, 0.3, 0.5, True, False, False),
    ([100.0, 98.0, 97.0, 90.0, 99.5], 2, 3.0, 1.0, True, False, False),
]
OPENDP_MEASURES = {"max_divergence": "permute_and_flip", "zero_concentrated_divergence": "exponential"}


@pytest.fixture(scope="module")
def dp() -> object:
    """OpenDP's prelude with its contrib features on. opendp is a requirement (requirements.txt), so a plain import:
    a missing or broken install fails here rather than skipping the comparison with OpenDP."""
    import opendp.prelude as prelude

    prelude.enable_features("contrib")
    return prelude


def opendp_top_k(dp: object, setting: tuple, measure: str) -> object:
    scores, k, epsilon, sensitivity, monotonic, integer, negate = setting
    kind = int if integer else float
    atoms = dp.atom_domain(T=kind) if integer else dp.atom_domain(T=kind, nan=False)  # type: ignore[attr-defined]
    scale = noise_scale(epsilon=epsilon, sensitivity=sensitivity, monotonic=monotonic)
    return dp.m.make_noisy_top_k(  # type: ignore[attr-defined]
        dp.vector_domain(atoms),  # type: ignore[attr-defined]
        dp.linf_distance(T=kind, monotonic=monotonic),  # type: ignore[attr-defined]
        getattr(dp, measure)(),
        k=k,
        scale=scale,
        negate=negate,
    )


def opendp_ordered_counts(
    dp: object, setting: tuple, measure: str, orders: np.ndarray, releases: int = OPENDP_RELEASES
) -> np.ndarray:
    """Counts of each ordered tuple over ``releases`` releases (a composition of 1,000 copies of the measurement
    per call: each copy is one independent release, at a third of the per-call overhead)."""
    scores, *_, integer, _ = setting
    batch = dp.c.make_composition([opendp_top_k(dp, setting, measure)] * 1000)  # type: ignore[attr-defined]
    data = [int(v) for v in scores] if integer else [float(v) for v in scores]
    index = {tuple(order): row for row, order in enumerate(orders.tolist())}
    counts = np.zeros(len(orders), dtype=np.int64)
    for _ in range(releases // 1000):
        for release in batch(data):
            counts[index[tuple(release)]] += 1
    return counts


def our_ordered_law(setting: tuple, mechanism: str) -> tuple[np.ndarray, np.ndarray]:
    scores, k, epsilon, sensitivity, monotonic, _, negate = setting
    values = -np.asarray(scores, dtype=float) if negate else np.asarray(scores, dtype=float)
    return ordered_set_probabilities(
        values, k=k, epsilon=epsilon, sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic
    )


@pytest.mark.parametrize("measure", list(OPENDP_MEASURES))
@pytest.mark.parametrize("setting", range(len(OPENDP_SETTINGS)))
def test_opendp_noisy_top_k_has_our_exact_law(dp: object, setting: int, measure: str) -> None:
    chosen = OPENDP_SETTINGS[setting]
    orders, probabilities = our_ordered_law(chosen, OPENDP_MEASURES[measure])
    counts = opendp_ordered_counts(dp, chosen, measure, orders)
    assert goodness_of_fit_pvalue(counts, probabilities) > OPENDP_ALPHA


@pytest.mark.parametrize("measure", list(OPENDP_MEASURES))
def test_opendp_samples_reject_the_other_peeled_law(dp: object, measure: str) -> None:
    """The test has power: OpenDP's samples under one measure are far from our law for the other."""
    chosen = OPENDP_SETTINGS[0]
    other = "exponential" if OPENDP_MEASURES[measure] == "permute_and_flip" else "permute_and_flip"
    orders, probabilities = our_ordered_law(chosen, other)
    counts = opendp_ordered_counts(dp, chosen, measure, orders)
    assert goodness_of_fit_pvalue(counts, probabilities) < 1e-12


@pytest.mark.parametrize("setting", range(len(OPENDP_SETTINGS)))
def test_opendp_privacy_map_is_our_accounting(dp: object, setting: int) -> None:
    """map(Δ) = kε₀ under max_divergence and kε₀²/8 under zCDP (OpenDP rounds outward, so ≥ and within 1e-12)."""
    chosen = OPENDP_SETTINGS[setting]
    _, k, epsilon, sensitivity, _, integer, _ = chosen
    for measure, mechanism in OPENDP_MEASURES.items():
        cost = top_k_privacy(k=k, epsilon=epsilon, mechanism=mechanism)
        expected = cost.pure_epsilon if measure == "max_divergence" else cost.zcdp_rho
        mapped = opendp_top_k(dp, chosen, measure).map(int(sensitivity) if integer else float(sensitivity))  # type: ignore[attr-defined]
        assert expected <= mapped * (1 + 1e-15)
        assert mapped == pytest.approx(expected, rel=1e-12)


# --------------------------------------------------------------------------------------------------------------
# The pages' two card numbers: P(the k best are all chosen) and the expected shortfall of the set's total
# --------------------------------------------------------------------------------------------------------------

CARD_CASES = [
    ([5.0, 4.0, 4.0, 2.0, 1.0], 2, 1.0, 1.0, False),
    ([5.0, 4.0, 4.0, 2.0, 1.0], 3, 0.5, 1.0, True),
    ([3.0, 3.0, 3.0, 1.0], 2, 2.0, 1.0, False),  # the best set is one of three (ties at the boundary)
    ([2.0, 1.0, 0.0, 0.0, -1.0], 3, 1.0, 2.0, False),
    ([0.4, 0.1, 0.3, 0.2, 0.0, 0.35], 4, 4.0, 0.1, True),
]


@pytest.mark.parametrize("mechanism", ["exponential", "permute_and_flip", "report_noisy_max"])
@pytest.mark.parametrize("case", range(len(CARD_CASES)))
def test_best_set_and_shortfall_match_the_enumerated_ordered_law(mechanism: str, case: int) -> None:
    scores, k, epsilon, sensitivity, monotonic = CARD_CASES[case]
    options = {"k": k, "epsilon": epsilon, "sensitivity": sensitivity, "mechanism": mechanism, "monotonic": monotonic}
    orders, probabilities = ordered_set_probabilities(scores, **options)
    values = np.asarray(scores)
    totals = values[orders].sum(axis=1)
    best_total = np.sort(values)[::-1][:k].sum()
    expected_best = probabilities[np.isclose(totals, best_total, rtol=0, atol=1e-12)].sum()
    assert topk.best_set_probability(scores, **options) == pytest.approx(expected_best, rel=1e-12, abs=1e-15)
    inclusion = inclusion_probabilities(scores, **options)
    shortfall = best_total - probabilities @ totals
    assert topk.expected_shortfall(scores, inclusion, k=k) == pytest.approx(shortfall, rel=1e-10, abs=1e-12)


def test_k_one_cards_are_the_single_choice_cards() -> None:
    from dpcore.selection.quality import expected_regret, probability_of_best

    scores = [4.0, 4.0, 2.0, 1.0]
    law = selection_probabilities(scores, epsilon=1.0, mechanism="permute_and_flip")
    assert topk.best_set_probability(scores, k=1, epsilon=1.0, mechanism="permute_and_flip") == pytest.approx(
        probability_of_best(law, scores), rel=1e-12
    )
    assert topk.expected_shortfall(scores, law, k=1) == pytest.approx(expected_regret(law, scores), rel=1e-12)


def test_best_set_probability_on_many_tied_candidates_and_its_limits() -> None:
    # 1,000 tied candidates, k = 3: every 3-set is best, so the probability is 1 (C(1000, 3) sets, summed in logs).
    assert topk.best_set_probability(np.zeros(1_000), k=3, epsilon=1.0, mechanism="exponential") == pytest.approx(1.0)
    assert topk.best_set_probability([1.0, 0.0], k=2, epsilon=1.0, mechanism="exponential") == 1.0
    with pytest.raises(InvalidInputError, match="best-set"):
        topk.best_set_probability(np.arange(20.0), k=topk.BEST_SET_MAX_K + 1, epsilon=1.0, mechanism="exponential")
    with pytest.raises(InvalidInputError, match="inclusion"):
        topk.expected_shortfall([1.0, 0.0], [1.0], k=1)
