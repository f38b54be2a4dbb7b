"""The private median (exponential mechanism on an interval, theory.md §8): hand-computed cases, exact integrals,
the ε-DP density ratio, and samples against the exact CDF."""

from __future__ import annotations

import doctest
import itertools
import math

import numpy as np
import pandas as pd
import pytest
from scipy import integrate, stats

import dpcore.analyses.median
from dpcore.analyses.median import (
    binned_law,
    cdf_table,
    curve_epsilons,
    density_steps,
    draws_within,
    expected_absolute_error,
    expected_error_curve,
    median_cdf,
    median_density,
    median_distribution,
    median_quantile,
    outside_bounds,
    read_values,
    release_window,
    sample_from_distribution,
    sample_private_median,
    sampled_error,
    value_histogram,
)
from dpcore.stats import wilson_interval
from dpcore.validation import InvalidInputError


def test_three_values_by_hand() -> None:
    # values 1, 2, 3 on [0, 4], ε = 2, Δ = 1: four unit intervals with utilities −1.5, −0.5, −0.5, −1.5, weights
    # e^{−1.5}, e^{−0.5}, e^{−0.5}, e^{−1.5}: Pr = 1/(2(e + 1)) at the ends and e/(2(e + 1)) in the middle.
    # Median 2; mean distances 1.5, 0.5, 0.5, 1.5, so E|out − 2| = (1.5 + 0.5e)/(e + 1).
    e = math.e
    d = median_distribution([3, 1, 2], lower=0, upper=4, epsilon=2)
    end, middle = 1 / (2 * (e + 1)), e / (2 * (e + 1))
    np.testing.assert_allclose(d.probabilities, [end, middle, middle, end], rtol=1e-14)
    assert d.median == 2.0
    assert expected_absolute_error(d) == pytest.approx((1.5 + 0.5 * e) / (e + 1), rel=1e-14)


def test_ties_and_clipping_by_hand() -> None:
    # values 1, 1, 3, 9 on [0, 4]: 9 is clipped to 4, so the edges are 0, 1, 1, 3, 4, 4 and n = 4.
    # Intervals [0,1) u=−2, [1,1) empty, [1,3) u=0, [3,4) u=−1, [4,4) empty; ε = 2, Δ = 1 → weights ℓ·e^{u}:
    # e^{−2}, 0, 2, e^{−1}, 0. Median of the clipped data (1 + 3)/2 = 2; mean distances to 2: 1.5, –,
    # ((2−1)² + (3−2)²)/(2·2) = 0.5, 1.5, –.
    d = median_distribution([9, 1, 3, 1], lower=0, upper=4, epsilon=2)
    z = math.exp(-2) + 2 + math.exp(-1)
    expected = np.array([math.exp(-2), 0, 2, math.exp(-1), 0]) / z
    np.testing.assert_allclose(d.probabilities, expected, rtol=1e-14)
    assert d.log_probabilities[1] == -np.inf and d.log_probabilities[4] == -np.inf
    np.testing.assert_allclose(d.densities, expected / np.array([1, 1, 2, 1, 1]) * [1, 0, 1, 1, 0], rtol=1e-14)
    assert d.median == 2.0
    assert expected_absolute_error(d) == pytest.approx((1.5 * math.exp(-2) + 1.0 + 1.5 * math.exp(-1)) / z, rel=1e-14)
    # The CDF at the edges, by hand.
    np.testing.assert_allclose(
        median_cdf(d, [-1, 0, 1, 2, 3, 4, 5]),
        [0, 0, expected[0], expected[0] + expected[2] / 2, expected[:3].sum(), 1, 1],
        rtol=1e-14,
        atol=1e-15,
    )


def random_data(seed: int, n: int, *, rounded: bool = False) -> np.ndarray:
    """Ages-like data: mostly normal around 40, a tenth spread beyond the bounds; rounded gives many ties."""
    rng = np.random.default_rng(seed)
    data = np.concatenate([rng.normal(40, 12, n - n // 10), rng.uniform(-50, 200, n // 10)])
    return np.round(data) if rounded else data


@pytest.mark.parametrize("epsilon", [0.01, 0.3, 1.0, 10.0])
def test_density_integrates_to_one_and_cdf_reaches_one(epsilon: float) -> None:
    d = median_distribution(random_data(1, 301, rounded=True), lower=0, upper=100, epsilon=epsilon)
    lengths = np.diff(d.edges)
    assert (d.densities * lengths).sum() == pytest.approx(1.0, abs=1e-12)
    # Independent integral of the density function itself: adaptive quadrature between consecutive distinct edges.
    breaks = np.unique(d.edges)
    total = sum(
        integrate.quad(lambda x: float(median_density(d, x)), lo, hi)[0] for lo, hi in itertools.pairwise(breaks)
    )
    assert total == pytest.approx(1.0, abs=1e-10)
    assert median_cdf(d, 100.0) == pytest.approx(1.0, abs=1e-12)
    assert median_cdf(d, 0.0) == 0.0
    grid = np.linspace(-5, 105, 5001)
    assert (np.diff(median_cdf(d, grid)) >= -1e-15).all()


def test_cdf_is_continuous_and_its_slope_is_the_density() -> None:
    d = median_distribution(random_data(2, 101, rounded=True), lower=0, upper=100, epsilon=0.5)
    edges = np.unique(d.edges)
    np.testing.assert_allclose(median_cdf(d, edges - 1e-9), median_cdf(d, edges), atol=1e-9 * d.densities.max() * 2)
    rng = np.random.default_rng(3)
    points = rng.uniform(0, 100, 200)
    # The CDF is exactly linear inside a piece, so a forward difference there is exact up to rounding. Dividing by
    # the step actually taken, (x + h) − x, leaves only the rounding of the two CDF values, ≤ 4 ulp(1) ≈ 9e-16
    # each: |error| ≤ 1.8e-15/h = 1.8e-11 with h = 1e-4.
    h = 1e-4
    step = (points + h) - points
    slope = (median_cdf(d, points + h) - median_cdf(d, points)) / step
    same_piece = np.searchsorted(d.edges, points, side="right") == np.searchsorted(d.edges, points + h, side="right")
    assert same_piece.sum() > 150
    np.testing.assert_allclose(slope[same_piece], median_density(d, points)[same_piece], rtol=0, atol=1.8e-11)


def test_expected_error_matches_numerical_integration() -> None:
    for seed, epsilon in [(4, 0.05), (5, 1.0), (6, 5.0)]:
        d = median_distribution(random_data(seed, 60), lower=-20, upper=150, epsilon=epsilon)
        breaks = np.unique(np.append(d.edges, d.median))
        numeric = sum(
            integrate.quad(lambda x, d=d: abs(x - d.median) * float(median_density(d, x)), lo, hi)[0]
            for lo, hi in itertools.pairwise(breaks)
        )
        assert expected_absolute_error(d) == pytest.approx(numeric, rel=1e-9)


def test_expected_error_decreases_with_epsilon() -> None:
    # More budget moves mass towards intervals of higher rank utility, which lie nearer the median. Once ε is
    # large all mass sits in the one or two intervals next to the median and the error levels off at their mean
    # distance, so: never increasing (up to rounding, 1e-12 relative), strictly decreasing before the plateau.
    epsilons = np.geomspace(0.01, 10, 60)
    for seed in range(3):
        for rounded in (False, True):
            curve = expected_error_curve(
                random_data(seed, 1000, rounded=rounded), lower=0, upper=100, epsilons=epsilons
            )
            assert (np.diff(curve) <= 1e-12 * curve[:-1]).all()
            before_plateau = curve[:-1] > 1.01 * curve[-1]
            assert (np.diff(curve)[before_plateau] < 0).all()
            # Almost no budget: nearly uniform on [0, 100], whose mean distance to a median near 40 is ≈ 26.
            assert curve[0] > 10 * curve[-1]


def test_density_ratio_between_neighbours_is_at_most_e_to_epsilon() -> None:
    # Replace one value: the utility of every output moves by at most Δ = 1, and the density is e^{εu/2}/Z, so
    # |ln f_D(x) − ln f_D'(x)| ≤ ε at every x (the exponential mechanism's guarantee). Checked at random points.
    rng = np.random.default_rng(7)
    epsilon = 0.8
    for _ in range(20):
        data = rng.uniform(0, 100, int(rng.integers(1, 40)))
        neighbour = data.copy()
        neighbour[rng.integers(data.size)] = rng.choice([rng.uniform(-50, 150), 0.0, 100.0])
        points = rng.uniform(0, 100, 2000)
        f = median_density(median_distribution(data, lower=0, upper=100, epsilon=epsilon), points)
        g = median_density(median_distribution(neighbour, lower=0, upper=100, epsilon=epsilon), points)
        assert (np.abs(np.log(f) - np.log(g)) <= epsilon + 1e-12).all()


def test_samples_match_the_exact_cdf() -> None:
    # One-sample Kolmogorov–Smirnov test with a fixed seed. Under a correct sampler the p-value is uniform on
    # [0, 1], so the threshold 0.001 would wrongly fail one seed in 1000; with seed 2024 the outcome is fixed.
    # Power: the same draws tested against the law at 1.5ε (a wrong scale) must be rejected (p < 1e-6).
    data = random_data(8, 1000)
    d = median_distribution(data, lower=0, upper=100, epsilon=0.05)
    draws = sample_private_median(data, lower=0, upper=100, epsilon=0.05, size=20_000, rng=2024)
    assert stats.kstest(draws, lambda x: median_cdf(d, x)).pvalue > 1e-3
    wrong = median_distribution(data, lower=0, upper=100, epsilon=0.075)
    assert stats.kstest(draws, lambda x: median_cdf(wrong, x)).pvalue < 1e-6
    # Monte Carlo mean error within 5 standard errors of the exact value (two-sided normal tail 6e-7).
    errors = np.abs(draws - d.median)
    assert abs(errors.mean() - expected_absolute_error(d)) <= 5 * errors.std(ddof=1) / math.sqrt(errors.size)


def test_sampling_is_seeded_and_stays_in_bounds() -> None:
    data = random_data(9, 50)
    first = sample_private_median(data, lower=10, upper=60, epsilon=1.0, size=1000, rng=5)
    again = sample_private_median(data, lower=10, upper=60, epsilon=1.0, size=1000, rng=np.random.default_rng(5))
    np.testing.assert_array_equal(first, again)
    assert ((first >= 10) & (first <= 60)).all()
    # All values tied at 1 on [0, 2]: two empty intervals and [0, 1), [1, 2) with equal utility −1.5, so half the
    # draws fall below 1; 5 standard errors of a proportion, sqrt(0.25/n), bound the sampling error.
    d = median_distribution([1.0, 1.0, 1.0], lower=0, upper=2, epsilon=3.0)
    np.testing.assert_allclose(d.probabilities, [0.5, 0, 0, 0.5], rtol=1e-15)
    draws = sample_from_distribution(d, size=20_000, rng=0)
    assert ((draws >= 0) & (draws <= 2)).all()
    assert abs((draws < 1).mean() - 0.5) <= 5 * math.sqrt(0.25 / draws.size)


def test_large_n_epsilon_does_not_overflow() -> None:
    data = random_data(10, 100_000)  # n·ε/2 = 5e7: e^{εu/2} alone would overflow
    d = median_distribution(data, lower=0, upper=100, epsilon=1000.0)
    assert np.isfinite(d.probabilities).all()
    assert d.probabilities.sum() == pytest.approx(1.0, abs=1e-12)
    assert expected_absolute_error(d) < 0.01  # the middle gaps of 100,000 values are ~1e-3


# ----- what the page draws: quantiles, bins, steps, CDF table, sampled error, the column reader ------------------


def test_quantile_inverts_the_cdf_exactly() -> None:
    d = median_distribution([1, 1, 3, 9, 4.5, 2], lower=0, upper=10, epsilon=1.3)
    levels = np.linspace(0, 1, 101)
    x = median_quantile(d, levels)
    np.testing.assert_allclose(median_cdf(d, x), levels, atol=1e-14)
    assert np.all(np.diff(x) >= 0) and x[0] == 0 and x[-1] == pytest.approx(10)


def test_step_ratio_is_the_density_ratio_between_neighbouring_intervals() -> None:
    d = median_distribution([1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0], lower=0, upper=8, epsilon=0.8, sensitivity=2.0)
    # Unit-length intervals 0..7 below the middle: each is e^{ε/2Δ} likelier than the one further out.
    np.testing.assert_allclose(d.densities[1:4] / d.densities[0:3], d.step_ratio, rtol=1e-12)
    assert d.step_ratio == pytest.approx(math.exp(0.8 / 4))


def test_release_window_holds_all_but_the_tails_with_a_margin() -> None:
    d = median_distribution(np.arange(1.0, 101.0), lower=-1000, upper=1000, epsilon=0.5)
    low, high = release_window(d, tail=0.01, margin=0.0)
    np.testing.assert_allclose(median_cdf(d, [low, high]), [0.01, 0.99], atol=1e-12)
    wide_low, wide_high = release_window(d, tail=0.01, margin=0.5)
    np.testing.assert_allclose([wide_low, wide_high], [low - 0.5 * (high - low), high + 0.5 * (high - low)])
    # Never outside [a, b]: a flat law (ε → 0) spreads over all of it.
    assert release_window(median_distribution([1.0, 2.0], lower=0, upper=10, epsilon=1e-9)) == (0.0, 10.0)
    with pytest.raises(InvalidInputError, match="tail"):
        release_window(d, tail=0.5)


def test_curve_epsilons_thin_out_for_long_columns_and_draws_fit_the_budget() -> None:
    grid = curve_epsilons(150)
    assert grid.size == 31 and grid[0] == 0.01 and grid[-1] == 10.0 and np.all(np.diff(grid) > 0)
    assert curve_epsilons(20_000).size == 31 and curve_epsilons(20_001).size == 11
    assert curve_epsilons(200_001).tolist() == curve_epsilons(200_000)[::2].tolist()
    d = median_distribution(np.arange(9.0), lower=0, upper=10, epsilon=1.0)  # 10 intervals
    assert draws_within(d, draws=5, budget=100) == 5
    assert draws_within(d, draws=50, budget=100) == 10
    assert draws_within(d, draws=50, budget=3) == 1


def test_binned_law_holds_the_exact_increments_and_the_sampled_counts() -> None:
    d = median_distribution([3, 9, 4, 7, 5, 6, 8], lower=0, upper=10, epsilon=1.0)
    samples = sample_from_distribution(d, size=3000, rng=9)
    table = binned_law(d, samples, low=2.0, high=9.0, bins=7)
    edges = np.linspace(2.0, 9.0, 8)
    np.testing.assert_array_equal(table["bin_left"], edges[:-1])
    np.testing.assert_allclose(table["exact_probability"], np.diff(median_cdf(d, edges)), atol=1e-15)
    counts = [int(((samples >= a) & (samples < b)).sum()) for a, b in zip(edges[:-2], edges[1:-1], strict=True)]
    counts.append(int(((samples >= edges[-2]) & (samples <= edges[-1])).sum()))  # numpy's last bin is closed
    assert table["sampled_count"].tolist() == counts
    low, high = wilson_interval(counts, 3000)
    np.testing.assert_array_equal(table["wilson95_lower"], low)
    np.testing.assert_allclose(table["upper_density"], high / 1.0)
    np.testing.assert_allclose(table["sampled_density"], np.array(counts) / 3000)


def test_density_steps_skip_tied_values_and_give_up_on_too_many() -> None:
    d = median_distribution([1, 1, 3, 9], lower=0, upper=4, epsilon=2)
    steps = density_steps(d)
    assert steps["x"].tolist() == [0.0, 1.0, 3.0, 4.0]
    np.testing.assert_allclose(steps["density"], [*d.densities[[0, 2, 3]], d.densities[3]])
    assert density_steps(median_distribution(np.arange(50.0), lower=0, upper=50, epsilon=1), max_steps=10) is None


def test_cdf_table_adds_the_data_values_and_counts_samples_at_or_below() -> None:
    d = median_distribution([1.5, 2.5, 7.25], lower=0, upper=10, epsilon=1.0)
    samples = np.array([0.5, 1.5, 1.5, 8.0])
    table = cdf_table(d, samples, low=0.0, high=10.0, points=11)
    assert {1.5, 2.5, 7.25} <= set(table["x"]) and table["x"].is_monotonic_increasing
    np.testing.assert_allclose(table["exact_cdf"], median_cdf(d, table["x"]))
    at = dict(zip(table["x"], table["sampled_cdf"], strict=True))
    assert at[1.5] == 0.75 and at[1.0] == 0.25 and at[10.0] == 1.0


def test_sampled_error_tends_to_the_exact_expected_error() -> None:
    d = median_distribution([3, 9, 4, 7, 5, 6, 8], lower=0, upper=20, epsilon=0.5)
    mean, low, high = sampled_error(d, sample_from_distribution(d, size=20_000, rng=4))
    assert low < expected_absolute_error(d) < high and high - low < 0.1 * mean


def test_value_histogram_and_outside_bounds_clip_like_the_mechanism() -> None:
    values = [-3.0, 0.0, 1.0, 2.5, 4.0, 12.0, 5.0]
    table = value_histogram(values, lower=0.0, upper=4.0, bins=4)
    assert table["count"].tolist() == [2, 1, 1, 3] and table["count"].sum() == len(values)
    assert outside_bounds(values, lower=0.0, upper=4.0) == (1, 2)


def test_read_values_reads_numbers_as_people_write_them_and_refuses_blanks() -> None:
    assert read_values(pd.Series(["$3", "$4.50", "$1,200"]), column="bid").values.tolist() == [3.0, 4.5, 1200.0]
    comma = read_values(pd.Series(["3,50", "4,25"]), column="price")
    assert comma.values.tolist() == [3.5, 4.25] and "decimal comma" in comma.convention
    assert read_values(pd.Series([1, 2, 3]), column="n").convention == ""
    with pytest.raises(InvalidInputError, match="row 3 under the header of 'age' is empty"):
        read_values(pd.Series(["4", "5", None, "6"]), column="age")
    with pytest.raises(InvalidInputError, match="'abc'.*not a number"):
        read_values(pd.Series(["4", "abc"]), column="age")


def test_docstring_examples_run() -> None:
    result = doctest.testmod(dpcore.analyses.median)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize(
    ("call", "fragment"),
    [
        (lambda: median_distribution([], lower=0, upper=1, epsilon=1), "values"),
        (lambda: median_distribution([1, np.nan], lower=0, upper=1, epsilon=1), "nan"),
        (lambda: median_distribution(["a"], lower=0, upper=1, epsilon=1), "'a'"),
        (lambda: median_distribution([1], lower=2, upper=1, epsilon=1), "lower=2.0"),
        (lambda: median_distribution([1], lower=0, upper=np.inf, epsilon=1), "inf"),
        (lambda: median_distribution([1], lower=0, upper=1, epsilon=0), "0"),
        (lambda: median_distribution([1], lower=0, upper=1, epsilon=1, sensitivity=-2), "-2"),
        (lambda: sample_private_median([1], lower=0, upper=1, epsilon=1, size=0), "0"),
        (lambda: sample_private_median([1], lower=0, upper=1, epsilon=1, rng=-3), "-3"),
        (lambda: sample_private_median([1], lower=0, upper=1, epsilon=1, rng="seed"), "seed"),
    ],
)
def test_invalid_input_names_the_bad_value(call, fragment: str) -> None:
    with pytest.raises(InvalidInputError, match=fragment.replace(".", r"\.")):
        call()
