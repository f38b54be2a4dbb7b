"""Tests of dpcore.selection.simulate: determinism, validation, calibration against independent exact probabilities.

Statistical checks follow one pattern: for a fixed list of seeds, simulate, compute the chi-square goodness-of-fit
p-value against probabilities computed independently here (closed forms, brute-force enumeration, numerical
integration), and require the p-values to look uniform (Kolmogorov–Smirnov test at α = 0.001). The seeds are
fixed, so each test is deterministic; a correct sampler passes for a given seed list with probability 0.999.
"""

from __future__ import annotations

import importlib
import itertools
import math
import tracemalloc
from collections.abc import Callable

import numpy as np
import pytest
from scipy import integrate, stats

from dpcore.selection.exact import selection_probabilities
from dpcore.selection.mechanisms import MECHANISMS, noise_scale
from dpcore.selection.simulate import SIMULATION_BUDGET, max_trials_within_budget, mechanism_rng, simulate
from dpcore.stats import goodness_of_fit_pvalue
from dpcore.validation import MAX_TRIALS, InvalidInputError

# The package re-exports the function ``simulate``, which shadows the submodule as an attribute of ``dpcore``.
sim = importlib.import_module("dpcore.selection.simulate")

KS_ALPHA = 0.001
SEEDS = range(200)

# ----------------------------------------------------------------------------------------------------------------
# Independent reference probabilities (no dpcore code involved)


def em_reference(scores: np.ndarray, b: float) -> np.ndarray:
    """Softmax of q/b (McSherry & Talwar 2007), shifted by the maximum."""
    w = np.exp((scores - scores.max()) / b)
    return w / w.sum()


def pf_reference(scores: np.ndarray, b: float) -> np.ndarray:
    """Permute-and-flip by enumerating all K! visiting orders (McKenna & Sheldon 2020), K ≤ 7."""
    k = scores.size
    coins = np.exp(-(scores.max() - scores) / b)
    result = np.zeros(k)
    for order in itertools.permutations(range(k)):
        still_running = 1.0
        for i in order:
            result[i] += still_running * coins[i]
            still_running *= 1.0 - coins[i]
    return result / math.factorial(k)


def rnm_reference(scores: np.ndarray, b: float) -> np.ndarray:
    """Report-noisy-max with Laplace(b) noise: P(i) = ∫ f_i ∏_{j≠i} F_j by adaptive quadrature (scipy quad).

    Split at the scores (the integrand's kinks) and integrated on [min q − 60b, max q + 60b], outside of which the
    integrand is below e^-60 relative.
    """
    k = scores.size

    def cdf(x: float, centre: float) -> float:
        z = (x - centre) / b
        return 0.5 * math.exp(z) if z < 0 else 1.0 - 0.5 * math.exp(-z)

    def integrand(x: float, i: int) -> float:
        density = math.exp(-abs(x - scores[i]) / b) / (2 * b)
        return density * math.prod(cdf(x, scores[j]) for j in range(k) if j != i)

    edges = np.unique(np.concatenate(([scores.min() - 60 * b], scores, [scores.max() + 60 * b])))
    result = np.array(
        [
            sum(
                integrate.quad(integrand, lo, hi, args=(i,), epsabs=0, epsrel=1e-12)[0]
                for lo, hi in itertools.pairwise(edges)
            )
            for i in range(k)
        ]
    )
    return result


REFERENCES = {
    "exponential": em_reference,
    "report_noisy_max_gumbel": em_reference,  # Gumbel-max trick: same law as EM
    "permute_and_flip": pf_reference,
    "report_noisy_max_exponential": pf_reference,  # memorylessness (Ding et al. 2021): same law as P&F
    "report_noisy_max": rnm_reference,
}

# (scores, epsilon, sensitivity, monotonic): ties, a K=2 gap, the book-poll shape, irregular reals.
SMALL_CASES = [
    (np.array([0.0, 0.0]), 1.0, 1.0, False),
    (np.array([1.5, 0.0]), 1.0, 1.0, False),
    (np.array([5.0, 4.0, 4.0, 2.0, 1.0, 0.0]), math.log(2), 1.0, True),
    (np.array([0.0, -3.7, 2.2, 2.2, 9.0]), 0.7, 2.0, False),
]


def gof_pvalues(scores, probabilities, *, mechanism, epsilon, sensitivity, monotonic, trials, seeds=SEEDS):
    return [
        goodness_of_fit_pvalue(
            simulate(
                scores,
                epsilon=epsilon,
                sensitivity=sensitivity,
                mechanism=mechanism,
                trials=trials,
                monotonic=monotonic,
                rng=seed,
            ),
            probabilities,
        )
        for seed in seeds
    ]


# ----------------------------------------------------------------------------------------------------------------
# The references themselves agree with closed forms (so a failure below points at the simulation)


def test_references_match_closed_forms() -> None:
    # theory.md §2: K = 2, gap d, P(lower) = ¼ e^{−d/b}(2 + d/b); §3: P&F P(2) = p₂/2; EM: logistic.
    d, b = 1.5, 2.0
    assert rnm_reference(np.array([d, 0.0]), b)[1] == pytest.approx(0.25 * math.exp(-d / b) * (2 + d / b), rel=1e-9)
    assert pf_reference(np.array([d, 0.0]), b)[1] == pytest.approx(math.exp(-d / b) / 2, rel=1e-12)
    assert em_reference(np.array([d, 0.0]), b)[1] == pytest.approx(1 / (1 + math.exp(d / b)), rel=1e-12)
    # One leader and K − 1 rivals at an equal gap: P(leader) = (1 − (1 − p)^K)/(Kp) (theory.md §3).
    p = math.exp(-1.0)
    assert pf_reference(np.array([1.0, 0, 0, 0]), 1.0)[0] == pytest.approx((1 - (1 - p) ** 4) / (4 * p), rel=1e-12)


@pytest.mark.parametrize("case", range(len(SMALL_CASES)))
@pytest.mark.parametrize("mechanism", MECHANISMS)
def test_references_match_exact_module(mechanism: str, case: int) -> None:
    scores, epsilon, sensitivity, monotonic = SMALL_CASES[case]
    b = noise_scale(epsilon=epsilon, sensitivity=sensitivity, monotonic=monotonic)
    exact = selection_probabilities(
        scores, epsilon=epsilon, sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic
    )
    np.testing.assert_allclose(REFERENCES[mechanism](scores, b), exact, rtol=1e-8, atol=1e-15)


# ----------------------------------------------------------------------------------------------------------------
# Calibration: p-values of simulate() against the independent references are uniform


@pytest.mark.parametrize("case", range(len(SMALL_CASES)))
@pytest.mark.parametrize("mechanism", MECHANISMS)
def test_calibration_small(mechanism: str, case: int) -> None:
    scores, epsilon, sensitivity, monotonic = SMALL_CASES[case]
    b = noise_scale(epsilon=epsilon, sensitivity=sensitivity, monotonic=monotonic)
    reference = REFERENCES[mechanism](scores, b)
    pvalues = gof_pvalues(
        scores,
        reference,
        mechanism=mechanism,
        epsilon=epsilon,
        sensitivity=sensitivity,
        monotonic=monotonic,
        trials=10_000,
    )
    assert stats.kstest(pvalues, "uniform").pvalue > KS_ALPHA


@pytest.mark.parametrize("mechanism", MECHANISMS)
@pytest.mark.parametrize("k", [40, 300])  # both block layouts (candidates × trials up to 255 for noise, 32 for P&F)
def test_calibration_many_candidates_against_exact(mechanism: str, k: int) -> None:
    scores = np.random.default_rng(k).poisson(20, k).astype(float)
    reference = selection_probabilities(scores, epsilon=1.0, mechanism=mechanism)
    pvalues = gof_pvalues(
        scores,
        reference,
        mechanism=mechanism,
        epsilon=1.0,
        sensitivity=1.0,
        monotonic=False,
        trials=10_000,
        seeds=range(100),
    )
    assert stats.kstest(pvalues, "uniform").pvalue > KS_ALPHA


@pytest.mark.parametrize(
    ("twin", "noisy_max", "reference"),
    [
        pytest.param("exponential", "report_noisy_max_gumbel", em_reference, id="gumbel_noise_is_em"),
        pytest.param("permute_and_flip", "report_noisy_max_exponential", pf_reference, id="exponential_noise_is_pf"),
    ],
)
def test_noisy_max_reproduces_its_twin_mechanism(
    twin: str, noisy_max: str, reference: Callable[[np.ndarray, float], np.ndarray]
) -> None:
    """RNM with Gumbel noise and EM, and RNM with one-sided exponential noise and P&F: two different procedures
    each, that agree with each other and with the twin's law."""
    scores = np.array([3.0, 2.5, 1.0, 0.0, 0.0])
    direct = simulate(scores, epsilon=1.0, mechanism=twin, trials=400_000, rng=1)
    noisy = simulate(scores, epsilon=1.0, mechanism=noisy_max, trials=400_000, rng=2)
    # Two independent multinomial samples of one law: the contingency chi-square test is valid (all cells ≫ 5).
    assert stats.chi2_contingency(np.vstack([direct, noisy])).pvalue > KS_ALPHA
    assert goodness_of_fit_pvalue(noisy, reference(scores, 2.0)) > KS_ALPHA


def test_textbook_adult_marital_status() -> None:
    """peers.md: EM picks Married-civ-spouse with P = 0.888759, RNM with b = Δ/ε 0.978468 (theory.md §11)."""
    scores = np.array([14.976, 10.683, 4.443, 1.025, 0.993, 0.418, 0.023])
    trials = 1_000_000
    for mechanism, monotonic, p in [("exponential", False, 0.888759), ("report_noisy_max", True, 0.978468)]:
        counts = simulate(scores, epsilon=1.0, mechanism=mechanism, trials=trials, monotonic=monotonic, rng=11)
        # Binomial standard error √(p(1−p)/n) ≤ 3.2e-4; 5 standard errors fail by chance with probability 6e-7.
        assert abs(counts[0] / trials - p) < 5 * math.sqrt(p * (1 - p) / trials)


# ----------------------------------------------------------------------------------------------------------------
# Far tails: the exactly refined region of the noise (levels below 2**12 of 2**32) is right


@pytest.mark.parametrize(
    ("mechanism", "gap", "probability"),
    [
        # K = 2, scores (gap, 0), b = 1 (monotone, ε = Δ = 1). The lower candidate needs noise ≳ gap, which only
        # the refined levels produce (exponential and Gumbel noise above 20 ln 2 ≈ 13.86 units, Laplace noise
        # beyond 19 ln 2 ≈ 13.17: dpcore.selection.simulate's docstring).
        ("report_noisy_max", 14.0, 0.25 * math.exp(-14.0) * (2 + 14.0)),  # theory.md §2
        ("report_noisy_max_exponential", 14.0, math.exp(-14.0) / 2),  # P&F: p₂/2
        ("report_noisy_max_gumbel", 14.0, 1 / (1 + math.exp(14.0))),  # EM: logistic
    ],
)
def test_far_tail_frequency(mechanism: str, gap: float, probability: float) -> None:
    trials = 60_000_000
    counts = simulate([gap, 0.0], epsilon=1.0, mechanism=mechanism, trials=trials, monotonic=True, rng=5)
    expected = trials * probability  # 30 to 200 counts
    # counts[1] is Binomial(n, P) ≈ Poisson(nP); two-sided Poisson test at α = 0.001.
    tail = min(stats.poisson.cdf(counts[1], expected), stats.poisson.sf(counts[1] - 1, expected))
    assert 2 * tail > KS_ALPHA, (counts[1], expected)


@pytest.mark.parametrize("mechanism", ["report_noisy_max", "report_noisy_max_exponential", "report_noisy_max_gumbel"])
def test_refined_noise_has_the_exact_conditional_law(mechanism: str) -> None:
    """Every value whose uniform level is 0 is redrawn as x + noise with the noise's exact conditional law.

    Level 0 means V ∈ (0, 2⁻³²] (2⁻³¹ for Laplace's 31-bit level), so given level 0 the exponential noise is
    32 ln 2 + Exp(1) (memorylessness), Laplace's magnitude is 31 ln 2 + Exp(1) with a random sign, and Gumbel's
    G = −ln E with E uniform-ish: E = −ln(1 − U), U ~ U(0, 2⁻³²], so e^{−G} = E ≈ U is uniform on (0, 2⁻³²].
    """
    n = 200_000
    kernel = sim._make_kernel(mechanism, np.array([0.0]))
    generator = np.random.default_rng(3)
    bits = np.zeros((1, n), dtype=np.uint32)
    if mechanism == "report_noisy_max":
        bits[0, ::2] = 0x80000000  # half positive (sign bit set), half negative
    work = sim._Workspace(n)
    values = work.get("values", np.float32, (1, n))
    low = sim._NOISE_FILLERS[mechanism](bits, kernel.x32[:, None], values, work)
    kernel._refine_tail(low, bits, values, generator)
    noise = values[0].astype(np.float64)
    if mechanism == "report_noisy_max_exponential":
        sample = noise - 32 * math.log(2)
    elif mechanism == "report_noisy_max":
        assert np.all(noise[::2] > 0) and np.all(noise[1::2] < 0)
        sample = np.abs(noise) - 31 * math.log(2)
    else:
        sample = np.exp(-noise) * 2.0**32  # uniform on (0, 1]
        assert stats.kstest(sample, "uniform").pvalue > KS_ALPHA
        return
    assert stats.kstest(sample, "expon").pvalue > KS_ALPHA


def test_permute_and_flip_coin_boundary_is_exact(monkeypatch: pytest.MonkeyPatch) -> None:
    """When the 32-bit word equals ⌊p·2³²⌋ the fractional part of p·2³² decides: coins below 2⁻³² are right too."""
    # Candidate 1 has p = 2⁻³³, t = p·2³² = ½: its coin is heads only if u = 0 and then with probability ½.
    kernel = sim._make_kernel("permute_and_flip", np.array([0.0, -33 * math.log(2)]))
    monkeypatch.setattr(sim, "_random_uint32", lambda generator, count, work: np.zeros(count, dtype=np.uint32))
    n = 100_000
    winners = kernel.draw(n, np.random.default_rng(4), sim._Workspace(2 * n))
    # Heads with probability ½, then the winner is uniform among 2 heads: P(candidate 1) = ¼.
    share = np.mean(winners == 1)
    assert abs(share - 0.25) < 5 * math.sqrt(0.25 * 0.75 / n)  # 5 binomial standard errors


# ----------------------------------------------------------------------------------------------------------------
# Ties are broken uniformly at random


def test_tied_rows_are_broken_uniformly() -> None:
    n = 60_000
    values = np.zeros((n, 300), dtype=np.float32)
    values[:, [7, 150, 299]] = 1.0  # three exact ties at the maximum in every row
    chosen = sim._argmax_rows_random_ties(values, np.random.default_rng(8))
    counts = np.bincount(chosen, minlength=300)
    assert counts.sum() == n and set(np.flatnonzero(counts)) == {7, 150, 299}
    assert stats.chisquare(counts[[7, 150, 299]]).pvalue > KS_ALPHA


def test_marked_columns_are_picked_uniformly() -> None:
    n = 60_000
    marked = np.zeros((12, n), dtype=bool)
    marked[[0, 5, 11], :] = True
    marked[3, ::2] = True  # half the trials have four marks
    chosen = sim._pick_uniform_in_columns(marked, np.random.default_rng(9), sim._Workspace(12 * n))
    odd = np.bincount(chosen[1::2], minlength=12)
    even = np.bincount(chosen[::2], minlength=12)
    assert set(np.flatnonzero(odd)) == {0, 5, 11} and set(np.flatnonzero(even)) == {0, 3, 5, 11}
    assert stats.chisquare(odd[[0, 5, 11]]).pvalue > KS_ALPHA
    assert stats.chisquare(even[[0, 3, 5, 11]]).pvalue > KS_ALPHA


def test_all_tied_scores_give_uniform_counts() -> None:
    for mechanism in MECHANISMS:
        for k in (3, 400):
            counts = simulate(np.full(k, 7.0), epsilon=1.0, mechanism=mechanism, trials=200_000, rng=k)
            assert goodness_of_fit_pvalue(counts, np.full(k, 1 / k)) > KS_ALPHA, mechanism


# ----------------------------------------------------------------------------------------------------------------
# Determinism, shapes, extremes


@pytest.mark.parametrize("mechanism", MECHANISMS)
def test_same_seed_same_counts(mechanism: str) -> None:
    scores = np.random.default_rng(0).normal(size=500)
    first = simulate(scores, epsilon=2.0, mechanism=mechanism, trials=30_000, rng=123)
    again = simulate(scores, epsilon=2.0, mechanism=mechanism, trials=30_000, rng=123)
    from_generator = simulate(scores, epsilon=2.0, mechanism=mechanism, trials=30_000, rng=np.random.default_rng(123))
    other = simulate(scores, epsilon=2.0, mechanism=mechanism, trials=30_000, rng=124)
    np.testing.assert_array_equal(first, again)
    np.testing.assert_array_equal(first, from_generator)
    assert not np.array_equal(first, other)


def test_generator_is_advanced_and_its_state_decides() -> None:
    generator = np.random.default_rng(5)
    state = generator.bit_generator.state
    first = simulate([1.0, 0.0, 0.5], epsilon=1.0, mechanism="report_noisy_max", trials=5_000, rng=generator)
    second = simulate([1.0, 0.0, 0.5], epsilon=1.0, mechanism="report_noisy_max", trials=5_000, rng=generator)
    assert not np.array_equal(first, second)
    generator.bit_generator.state = state
    np.testing.assert_array_equal(
        first, simulate([1.0, 0.0, 0.5], epsilon=1.0, mechanism="report_noisy_max", trials=5_000, rng=generator)
    )


def test_counts_do_not_depend_on_the_number_of_threads(monkeypatch: pytest.MonkeyPatch) -> None:
    scores = np.random.default_rng(1).poisson(30, 1000).astype(float)
    trials = 3 * sim._unit_trials(1000, "report_noisy_max") + 17  # several units, a ragged last one
    results = []
    for workers in (1, 2, 3):
        monkeypatch.setattr(sim, "_WORKERS", workers)
        results.append(simulate(scores, epsilon=1.0, mechanism="report_noisy_max", trials=trials, rng=9))
    np.testing.assert_array_equal(results[0], results[1])
    np.testing.assert_array_equal(results[0], results[2])


@pytest.mark.parametrize("mechanism", MECHANISMS)
@pytest.mark.parametrize("k", [1, 2, 17, 255, 256, 3000])
def test_shape_dtype_and_total(mechanism: str, k: int) -> None:
    scores = np.random.default_rng(k).integers(0, 10, k)
    counts = simulate(scores, epsilon=0.5, mechanism=mechanism, trials=12_345, rng=0)
    assert counts.shape == (k,) and counts.dtype == np.int64 and counts.sum() == 12_345 and counts.min() >= 0


@pytest.mark.parametrize("mechanism", MECHANISMS)
def test_extremes(mechanism: str) -> None:
    # Huge scores and a huge ε: the leader (by one whole point, 10⁴ noise scales) always wins.
    counts = simulate([1e15, 1e15 - 1, 0.0], epsilon=1e4, mechanism=mechanism, trials=10_000, rng=0)
    np.testing.assert_array_equal(counts, [10_000, 0, 0])
    # A tiny ε: the law is uniform to within 1e-6, far below what 60,000 trials resolve.
    counts = simulate([1e15, 1e15 - 1, 1e15 - 2], epsilon=1e-6, mechanism=mechanism, trials=60_000, rng=0)
    assert goodness_of_fit_pvalue(counts, np.full(3, 1 / 3)) > KS_ALPHA
    # K = 100,000 candidates.
    counts = simulate(np.arange(100_000.0), epsilon=1.0, mechanism=mechanism, trials=50, rng=0)
    assert counts.sum() == 50 and counts.size == 100_000


def test_progress_is_reported_in_order() -> None:
    seen: list[float] = []
    trials = 5 * sim._unit_trials(1000, "permute_and_flip")
    simulate(np.zeros(1000), epsilon=1.0, mechanism="permute_and_flip", trials=trials, rng=0, progress=seen.append)
    assert len(seen) >= 5 and seen == sorted(seen) and seen[-1] == 1.0 and seen[0] > 0
    seen.clear()
    simulate([1.0], epsilon=1.0, mechanism="exponential", trials=10, rng=0, progress=seen.append)
    assert seen == [1.0]


# ----------------------------------------------------------------------------------------------------------------
# Memory: the working set is bounded by the block size, not by the number of trials


@pytest.mark.parametrize("mechanism", MECHANISMS)
@pytest.mark.parametrize("k", [2, 10, 1000, 100_000])
def test_block_size_bounds_the_working_set(mechanism: str, k: int) -> None:
    block = sim._block_trials(k, mechanism)
    if mechanism == "exponential":  # per trial: a uniform and an index, 16 bytes
        assert block * 16 <= 8 * 2**20
    else:
        assert block * k <= max(sim._BLOCK_ELEMENTS, k)
    # 10⁷ trials × 1,000 candidates: one block per worker thread, far below 500 MB even with the most workers.
    assert sim._working_set_bytes(1000, mechanism) * sim._MAX_WORKERS < 100 * 2**20


def test_peak_memory_of_a_long_run_is_small() -> None:
    tracemalloc.start()
    try:
        simulate(np.zeros(1000), epsilon=1.0, mechanism="report_noisy_max", trials=100_000, rng=0)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    # 10⁸ trial-candidates (400 MB of noise if materialised at once) run in ~1-2 block-sized working sets each.
    assert peak < 40 * 2**20, peak


# ----------------------------------------------------------------------------------------------------------------
# Streams per mechanism and the budget


def test_mechanism_rng_streams_are_independent_and_reproducible() -> None:
    draws = {m: mechanism_rng(42, m).integers(0, 2**63, size=4).tolist() for m in MECHANISMS}
    assert len({tuple(d) for d in draws.values()}) == len(MECHANISMS)
    assert mechanism_rng(42, "exponential").integers(0, 2**63, size=4).tolist() == draws["exponential"]
    assert mechanism_rng(43, "exponential").integers(0, 2**63, size=4).tolist() != draws["exponential"]
    huge = mechanism_rng(2**128, "permute_and_flip").random()
    assert huge == mechanism_rng(2**128, "permute_and_flip").random()
    assert huge != mechanism_rng(2**128 + 1, "permute_and_flip").random()
    simulate([1.0, 2.0], epsilon=1.0, mechanism="report_noisy_max", trials=10, rng=2**200)


@pytest.mark.parametrize("seed", [-1, 1.5, "7", None, True])
def test_mechanism_rng_rejects_bad_seeds(seed: object) -> None:
    with pytest.raises(InvalidInputError, match="seed"):
        mechanism_rng(seed, "exponential")  # type: ignore[arg-type]


def test_max_trials_within_budget() -> None:
    assert max_trials_within_budget(1) == MAX_TRIALS
    assert max_trials_within_budget(1000) == SIMULATION_BUDGET // 1000
    assert max_trials_within_budget(10**10) == 1
    values = [max_trials_within_budget(k) for k in (2, 10, 100, 1000, 10_000)]
    assert values == sorted(values, reverse=True)
    for mechanism in MECHANISMS:
        assert max_trials_within_budget(1000, mechanism) >= max_trials_within_budget(1000)
    with pytest.raises(InvalidInputError, match="0"):
        max_trials_within_budget(0)
    with pytest.raises(InvalidInputError, match="nope"):
        max_trials_within_budget(10, "nope")


# ----------------------------------------------------------------------------------------------------------------
# Invalid input


@pytest.mark.parametrize(
    ("kwargs", "fragment"),
    [
        ({"epsilon": 0.0}, "0.0"),
        ({"epsilon": -1.0}, "-1.0"),
        ({"epsilon": float("nan")}, "nan"),
        ({"epsilon": float("inf")}, "inf"),
        ({"epsilon": "1"}, "'1'"),
        ({"sensitivity": 0.0}, "0.0"),
        ({"sensitivity": -2.0}, "-2.0"),
        ({"sensitivity": float("inf")}, "inf"),
        ({"scores": []}, "empty"),
        ({"scores": [1.0, float("nan")]}, "nan"),
        ({"scores": [1.0, float("inf")]}, "inf"),
        ({"scores": ["a", "b"]}, "'a'"),
        ({"scores": [[1.0, 2.0]]}, "one-dimensional"),
        ({"mechanism": "laplace"}, "'laplace'"),
        ({"trials": 0}, "0"),
        ({"trials": 1.5}, "1.5"),
        ({"trials": MAX_TRIALS + 1}, str(MAX_TRIALS + 1)),
        ({"trials": "10"}, "'10'"),
        ({"rng": -3}, "-3"),
        ({"rng": "seed"}, "'seed'"),
        ({"progress": 5}, "5"),
    ],
)
def test_invalid_input_raises_with_the_value(kwargs: dict, fragment: str) -> None:
    arguments = {"scores": [1.0, 2.0], "epsilon": 1.0, "mechanism": "exponential", "trials": 10, **kwargs}
    with pytest.raises(InvalidInputError) as error:
        simulate(**arguments)
    assert fragment in str(error.value)
    assert isinstance(error.value, ValueError)
