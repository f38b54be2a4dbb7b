"""dpcore.analyses.noisy_max: the noise densities, selection probabilities integrated from them, and the Laplace
mechanism
recovered from the exponential mechanism (theory.md §2–§4)."""

from __future__ import annotations

import doctest
import math

import numpy as np
import pytest
from scipy import integrate

import dpcore
import dpcore.analyses.noisy_max
from dpcore.analyses.noisy_max import (
    EQUAL_WITHIN,
    MAX_NOISE_CANDIDATES,
    NOISE_LABELS,
    NOISE_MECHANISM,
    NOISE_SAME_LAW_AS,
    NOISES,
    density_table,
    laplace_from_exponential_mechanism,
    noise_density,
    noisy_max_probabilities,
    recovery_points,
    same_law_checks,
)
from dpcore.validation import InvalidInputError

EPSILONS = (0.01, 0.3, 1.0, 3.0, 10.0)


@pytest.mark.parametrize("noise", NOISES)
@pytest.mark.parametrize("scale", [0.05, 1.0, 7.5])
def test_densities_integrate_to_one(noise: str, scale: float) -> None:
    def density(x: float) -> float:
        return float(noise_density(noise, x, scale=scale))

    # Split at 0, where the Laplace density has its kink and the one-sided one its jump.
    total = integrate.quad(density, -np.inf, 0, epsabs=1e-13)[0] + integrate.quad(density, 0, np.inf, epsabs=1e-13)[0]
    assert total == pytest.approx(1.0, abs=1e-10)


def test_densities_match_their_formulas() -> None:
    b = 2.0
    x = np.array([-3.0, -0.5, 0.0, 0.5, 4.0])
    np.testing.assert_allclose(noise_density("laplace", x, scale=b), np.exp(-np.abs(x) / b) / (2 * b), rtol=1e-14)
    np.testing.assert_allclose(noise_density("gumbel", x, scale=b), np.exp(-x / b - np.exp(-x / b)) / b, rtol=1e-13)
    np.testing.assert_allclose(
        noise_density("exponential", x, scale=b), np.where(x >= 0, np.exp(-x / b) / b, 0.0), rtol=1e-14
    )


@pytest.mark.parametrize("scenario", list(dpcore.SCENARIOS))
@pytest.mark.parametrize("monotonic", [False, True])
def test_noise_integrals_equal_the_closed_forms(scenario: str, monotonic: bool) -> None:
    """Gumbel noise = the exponential mechanism, one-sided exponential noise = permute-and-flip, Laplace noise =
    dpcore's report-noisy-max, each to 1e-9 (observed ≈ 1e-15), from two independent computations."""
    s = dpcore.SCENARIOS[scenario]
    for epsilon in EPSILONS:
        for noise in NOISES:
            options = {"epsilon": epsilon, "sensitivity": s.sensitivity, "monotonic": monotonic}
            from_noise = noisy_max_probabilities(s.scores, noise=noise, **options)
            exact = dpcore.selection_probabilities(s.scores, mechanism=NOISE_SAME_LAW_AS[noise], **options)
            assert np.max(np.abs(from_noise - exact)) <= 1e-9, (scenario, epsilon, noise)
            assert math.fsum(from_noise) == pytest.approx(1.0, abs=1e-12)


@pytest.mark.parametrize("gap", [0.0, 0.3, 2.0, 9.0])
def test_two_candidates_closed_forms(gap: float) -> None:
    """K = 2 with gap d (in noise units): Laplace ¼e^{−d}(2 + d), Gumbel 1/(1 + e^d), exponential e^{−d}/2."""
    options = {"epsilon": 1.0, "sensitivity": 1.0, "monotonic": True}  # scale b = 1
    scores = [gap, 0.0]
    assert noisy_max_probabilities(scores, noise="laplace", **options)[1] == pytest.approx(
        math.exp(-gap) * (2 + gap) / 4, rel=1e-12
    )
    assert noisy_max_probabilities(scores, noise="gumbel", **options)[1] == pytest.approx(
        1 / (1 + math.exp(gap)), rel=1e-12
    )
    assert noisy_max_probabilities(scores, noise="exponential", **options)[1] == pytest.approx(
        math.exp(-gap) / 2, rel=1e-12
    )


def test_ties_are_uniform_and_one_candidate_is_certain() -> None:
    for noise in NOISES:
        np.testing.assert_allclose(noisy_max_probabilities([3.0] * 5, noise=noise, epsilon=0.7), 0.2, atol=1e-13)
        assert noisy_max_probabilities([4.0], noise=noise, epsilon=1.0).tolist() == [1.0]


def test_bad_input_is_refused() -> None:
    with pytest.raises(InvalidInputError, match="noise"):
        noisy_max_probabilities([1.0, 2.0], noise="cauchy", epsilon=1.0)
    with pytest.raises(InvalidInputError, match="limited"):
        noisy_max_probabilities(np.arange(MAX_NOISE_CANDIDATES + 1.0), noise="gumbel", epsilon=1.0)
    with pytest.raises(InvalidInputError, match="scale"):
        noise_density("laplace", [0.0], scale=0.0)
    with pytest.raises(InvalidInputError, match="epsilon"):
        noisy_max_probabilities([1.0, 2.0], noise="laplace", epsilon=-1.0)


@pytest.mark.parametrize(("epsilon", "sensitivity"), [(1.0, 1.0), (0.1, 3.0), (5.0, 0.5)])
def test_laplace_recovered_from_the_exponential_mechanism(epsilon: float, sensitivity: float) -> None:
    """u(x, r) = −2|q(x) − r| over a grid: the exponential mechanism's density is the Laplace density up to one
    constant factor 2b/(h·S), S = Σ_k e^{−|k|h/b}, within the bound (h/b)²/12 + 2e^{−W} derived from the spacing."""
    q = 27.0
    result = laplace_from_exponential_mechanism(q, epsilon=epsilon, sensitivity=sensitivity)
    b = sensitivity / epsilon
    assert result.scale == pytest.approx(b)
    assert math.fsum(result.probabilities) == pytest.approx(1.0, abs=1e-12)
    np.testing.assert_allclose(result.outputs[result.outputs.size // 2], q)
    # The exact constant ratio from the geometric series of the finite grid.
    a = result.spacing / b
    m = (result.outputs.size - 1) // 2
    s = (1 + math.exp(-a)) / (1 - math.exp(-a)) - 2 * math.exp(-(m + 1) * a) / (1 - math.exp(-a))
    np.testing.assert_allclose(result.density / result.laplace_density, 2 / (a * s), rtol=1e-10)
    assert result.max_relative_error <= result.error_bound
    assert result.max_relative_error < 1e-5
    # A grid twice as fine is about four times as close (second order in the spacing).
    finer = laplace_from_exponential_mechanism(q, epsilon=epsilon, sensitivity=sensitivity, points=8001)
    assert finer.max_relative_error == pytest.approx(result.max_relative_error / 4, rel=0.01)


def test_laplace_recovery_refuses_odd_grids() -> None:
    with pytest.raises(InvalidInputError, match="odd"):
        laplace_from_exponential_mechanism(0.0, epsilon=1.0, points=4000)
    with pytest.raises(InvalidInputError, match="half_width"):
        laplace_from_exponential_mechanism(0.0, epsilon=1.0, half_width=0.5)
    with pytest.raises(InvalidInputError, match="points"):
        laplace_from_exponential_mechanism(0.0, epsilon=1.0, points=True)


def test_density_table_is_each_density_on_one_grid_with_zero() -> None:
    table = density_table(1.5)
    assert table["noise"].unique().tolist() == [NOISE_LABELS[n] for n in NOISES]
    for name in NOISES:
        rows = table[table["noise"] == NOISE_LABELS[name]]
        assert rows["x"].min() == pytest.approx(-7.5) and rows["x"].max() == pytest.approx(12.0)
        assert (rows["x"] == 0.0).sum() == 1 and rows["x"].is_monotonic_increasing
        np.testing.assert_array_equal(rows["density"], noise_density(name, rows["x"].to_numpy(), scale=1.5))
    one_sided = table[table["noise"] == NOISE_LABELS["exponential"]]
    assert one_sided[one_sided["x"] == 0.0]["density"].item() == pytest.approx(1 / 1.5)


def _checks(scores, *, trials: int, seed: int, **options):
    mechanisms = (*NOISE_MECHANISM.values(), "exponential", "permute_and_flip")
    exact = {m: dpcore.selection_probabilities(scores, mechanism=m, **options) for m in mechanisms}
    counts = {m: dpcore.simulate(scores, mechanism=m, trials=trials, rng=seed, **options) for m in mechanisms}
    routes = {n: noisy_max_probabilities(scores, noise=n, **options) for n in NOISES}
    return routes, exact, counts


def test_same_law_checks_pass_for_the_real_laws_and_fail_for_a_wrong_one() -> None:
    scores = dpcore.SCENARIOS["book_poll"].scores
    routes, exact, counts = _checks(scores, trials=20_000, seed=5, epsilon=1.0, monotonic=True)
    table = same_law_checks(routes=routes, exact=exact, counts=counts)
    assert table["noise"].tolist() == [NOISE_LABELS[n] for n in NOISES]
    assert (table["max_abs_difference"] <= EQUAL_WITHIN).all() and table["equal_within_1e-9"].all()
    assert (table["pvalue_noise_runs_vs_mechanism_exact"] > 1e-4).all()
    assert math.isnan(table["pvalue_mechanism_runs_vs_noise_exact"].iloc[0])
    assert (table["pvalue_mechanism_runs_vs_noise_exact"].iloc[1:] > 1e-4).all()
    # Swap the exponential mechanism's law for permute-and-flip's: the Gumbel row must see it, exactly and by runs.
    wrong = {**exact, "exponential": exact["permute_and_flip"]}
    table = same_law_checks(routes=routes, exact=wrong, counts=counts)
    gumbel = table.iloc[1]
    assert gumbel["max_abs_difference"] > 0.01 and not gumbel["equal_within_1e-9"]
    assert gumbel["pvalue_noise_runs_vs_mechanism_exact"] < 1e-6
    # Without the integrals (too many candidates) the exact column is empty and the runs still compare.
    table = same_law_checks(routes={}, exact=exact, counts=counts)
    assert table["max_abs_difference"].isna().all() and table["equal_within_1e-9"].isna().all()


def test_recovery_points_keep_every_kth_point_within_the_window() -> None:
    recovered = laplace_from_exponential_mechanism(10.0, epsilon=0.5, sensitivity=1.0)
    index = recovery_points(recovered, within=6.0, every=15)
    offsets = (recovered.outputs[index] - 10.0) / recovered.scale
    assert offsets.min() == pytest.approx(-6.0) and np.all(np.abs(offsets) <= 6.0 + 1e-9)
    assert np.all(np.diff(index) == 15)
    # Every 15th of the points within six scales: the window holds 2·6/20·2000 + 1 = 1201 points.
    assert index.size == math.ceil(1201 / 15)


def test_docstring_examples_run() -> None:
    result = doctest.testmod(dpcore.analyses.noisy_max)
    assert result.attempted > 0 and result.failed == 0
