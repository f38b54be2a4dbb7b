"""The exponential mechanism on an interval: a private median (theory.md §8).

Clip the n values to public bounds [a, b] and sort them: x₍₀₎ = a ≤ x₍₁₎ ≤ … ≤ x₍ₙ₎ ≤ x₍ₙ₊₁₎ = b. Every output
in I_k = [x₍ₖ₎, x₍ₖ₊₁₎), k = 0..n, has k values below it, so its utility is u_k = −|k − n/2| (sensitivity Δ = 1),
and the exponential mechanism's density on [a, b] is proportional to exp(ε u_k / 2Δ). Integrating over each
interval of length ℓ_k,

    Pr[I_k] = ℓ_k e^{ε u_k/2Δ} / Σ_j ℓ_j e^{ε u_j/2Δ},

and given I_k the output is uniform on it. The density is piecewise constant, the CDF piecewise linear, and the
expected absolute error is a finite sum with a closed form inside each interval.

Privacy: ε-DP for data sets differing in one value (Δ = 1 under replace-one; under add/remove |Δu| ≤ ½, so Δ = 1
is safe in both). Sources: McSherry & Talwar 2007 (the mechanism), Smith 2011 (the median), Gillenwater, Joseph &
Kulesza 2021 (google-research ``dp_multiq``, ``ind_exp``: the same intervals, sampled by an exponential race).
The sampler uses numpy floating point: for teaching, not hardened against floating-point attacks (theory.md §10).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pandas as pd
from numpy.typing import ArrayLike

from dpcore.ingest.cells import NumberColumn, read_numbers, row_name
from dpcore.stats import mean_interval, wilson_interval
from dpcore.validation import (
    MAX_CANDIDATES,
    InvalidInputError,
    check_positive_finite,
    check_rng,
    check_vector,
    preview,
    show,
)

#: Most draws one call to :func:`sample_private_median` returns.
MAX_DRAWS = 1_000_000
#: Most steps :func:`density_steps` returns, and most data values :func:`cdf_table` adds to its even grid.
MAX_STEPS = 2_000
_CHUNK = 1 << 21  # Gumbel variates per chunk while sampling (16 MiB of float64)


@dataclass(frozen=True)
class MedianDistribution:
    """The exact output law of the private median.

    Attributes
    ----------
    edges : numpy.ndarray, shape (n + 2,)
        a = x₍₀₎ ≤ x₍₁₎ ≤ … ≤ x₍ₙ₎ ≤ x₍ₙ₊₁₎ = b: the sorted, clipped values between the bounds.
    utilities : numpy.ndarray, shape (n + 1,)
        u_k = −|k − n/2| of every interval I_k = [edges[k], edges[k + 1]).
    log_probabilities : numpy.ndarray, shape (n + 1,)
        ln Pr[I_k]; −inf for zero-length intervals (tied values).
    probabilities : numpy.ndarray, shape (n + 1,)
        Pr[I_k], summing to 1.
    densities : numpy.ndarray, shape (n + 1,)
        Pr[I_k]/ℓ_k, the constant density on I_k (0 on zero-length intervals).
    median : float
        The median of the clipped values (the mean of the two middle ones when n is even).
    epsilon, sensitivity : float
        The privacy parameters used.
    """

    edges: np.ndarray
    utilities: np.ndarray
    log_probabilities: np.ndarray
    probabilities: np.ndarray
    densities: np.ndarray
    median: float
    epsilon: float
    sensitivity: float

    @property
    def lower(self) -> float:
        return float(self.edges[0])

    @property
    def upper(self) -> float:
        return float(self.edges[-1])

    @property
    def step_ratio(self) -> float:
        """How many times likelier a point is than one a data value further out: e^{ε/2Δ}, since the utilities
        of neighbouring intervals differ by 1 (|u_k − u_{k±1}| = 1 away from the middle).

        >>> round(median_distribution([1.0, 2.0, 3.0], lower=0.0, upper=4.0, epsilon=2.0).step_ratio, 6)
        2.718282
        """
        return math.exp(self.epsilon / (2 * self.sensitivity))


def median_distribution(
    values: ArrayLike,
    *,
    lower: float,
    upper: float,
    epsilon: float,
    sensitivity: float = 1.0,
) -> MedianDistribution:
    """Exact law of the exponential mechanism for the median of ``values`` on the public interval [lower, upper].

    Parameters
    ----------
    values : array_like, shape (n,)
        Finite numbers; values outside [lower, upper] are clipped to it.
    lower, upper : float
        Public bounds a < b, fixed before looking at the data.
    epsilon : float
        ε > 0.
    sensitivity : float
        Δ of the rank utility (default 1, safe under replace-one and add/remove).

    Returns
    -------
    MedianDistribution

    Notes
    -----
    ln Pr[I_k] = ln ℓ_k + ε u_k/2Δ − ln Σ_j ℓ_j e^{ε u_j/2Δ}, a log-sum-exp (theory.md §8), so large n·ε cannot
    overflow; intervals of length 0 get ln ℓ = −inf and probability exactly 0. Guarantee: ε-DP (McSherry &
    Talwar 2007; Smith 2011). Cost O(n log n).
    """
    data = _check_values(values)
    low, high = _check_bounds(lower, upper)
    epsilon = check_positive_finite(epsilon, "epsilon")
    sensitivity = check_positive_finite(sensitivity, "sensitivity")
    sorted_values = np.sort(np.clip(data, low, high))
    n = sorted_values.size
    edges = np.concatenate(([low], sorted_values, [high]))
    lengths = np.diff(edges)
    utilities = -np.abs(np.arange(n + 1) - n / 2)
    with np.errstate(divide="ignore"):
        log_weights = np.log(lengths) + epsilon * utilities / (2 * sensitivity)
    top = log_weights.max()  # finite: the lengths sum to b − a > 0
    log_probabilities = log_weights - (top + math.log(float(np.exp(log_weights - top).sum())))
    probabilities = np.exp(log_probabilities)
    densities = np.divide(probabilities, lengths, out=np.zeros_like(probabilities), where=lengths > 0)
    middle = n // 2
    median = float(sorted_values[middle]) if n % 2 else float((sorted_values[middle - 1] + sorted_values[middle]) / 2)
    return MedianDistribution(
        edges=edges,
        utilities=utilities,
        log_probabilities=log_probabilities,
        probabilities=probabilities,
        densities=densities,
        median=median,
        epsilon=epsilon,
        sensitivity=sensitivity,
    )


def median_density(distribution: MedianDistribution, points: ArrayLike) -> np.ndarray:
    """The output density at each point: Pr[I_k]/ℓ_k on I_k = [x₍ₖ₎, x₍ₖ₊₁₎), 0 outside [a, b) (right-continuous)."""
    x = _check_points(points)
    index = _interval_index(distribution, x)
    inside = (x >= distribution.lower) & (x < distribution.upper)
    return np.where(inside, distribution.densities[index], 0.0)


def median_cdf(distribution: MedianDistribution, points: ArrayLike) -> np.ndarray:
    """P(output ≤ x), piecewise linear: Σ_{j<k} Pr[I_j] + Pr[I_k](x − x₍ₖ₎)/ℓ_k for x in I_k; 0 below a, 1 above b.

    At x = b it is Σ_k Pr[I_k], which equals 1 up to rounding (≈1e-16).
    """
    x = _check_points(points)
    index = _interval_index(distribution, x)
    before = np.concatenate(([0.0], np.cumsum(distribution.probabilities)[:-1]))
    left = distribution.edges[index]
    value = before[index] + distribution.densities[index] * (np.clip(x, distribution.lower, distribution.upper) - left)
    return np.where(x < distribution.lower, 0.0, np.where(x > distribution.upper, 1.0, value))


def expected_absolute_error(distribution: MedianDistribution, *, reference: float | None = None) -> float:
    """Exact E|output − m|, m = ``reference`` (default: the median of the clipped values).

    Uniform on [l, r] the mean distance to m is (l + r)/2 − m if m ≤ l, m − (l + r)/2 if m ≥ r, and
    ((m − l)² + (r − m)²)/(2(r − l)) if l < m < r; the answer is Σ_k Pr[I_k] times that (theory.md §8).
    """
    m = distribution.median if reference is None else _check_finite(reference, "reference")
    left, right = distribution.edges[:-1], distribution.edges[1:]
    positive = right > left
    left, right, weights = left[positive], right[positive], distribution.probabilities[positive]
    centre = (left + right) / 2
    straddle = ((m - left) ** 2 + (right - m) ** 2) / (2 * (right - left))
    distance = np.where(m <= left, centre - m, np.where(m >= right, m - centre, straddle))
    return float(weights @ distance)


def expected_error_curve(
    values: ArrayLike,
    *,
    lower: float,
    upper: float,
    epsilons: ArrayLike,
    sensitivity: float = 1.0,
) -> np.ndarray:
    """Exact E|output − median| for every ε in ``epsilons`` (one :func:`median_distribution` per ε)."""
    grid = check_vector(epsilons, "epsilons", kind="positive numbers", scalar=True)
    return np.array(
        [
            expected_absolute_error(
                median_distribution(values, lower=lower, upper=upper, epsilon=float(e), sensitivity=sensitivity)
            )
            for e in grid
        ]
    )


def sample_private_median(
    values: ArrayLike,
    *,
    lower: float,
    upper: float,
    epsilon: float,
    sensitivity: float = 1.0,
    size: int = 1,
    rng: None | int | np.random.Generator = None,
) -> np.ndarray:
    """Draw ``size`` independent private medians.

    Each draw runs the mechanism's own procedure, as in ``dp_multiq``'s ``ind_exp`` (Gillenwater, Joseph &
    Kulesza 2021): choose an interval by the Gumbel-max trick (an exponential race) over ln ℓ_k + ε u_k/2Δ, so
    zero-length intervals (−inf) never win, then a uniform point inside it. ε-DP per draw; numpy floating point
    (teaching only, theory.md §10).

    Returns
    -------
    numpy.ndarray
        float64, shape (size,).
    """
    distribution = median_distribution(values, lower=lower, upper=upper, epsilon=epsilon, sensitivity=sensitivity)
    return sample_from_distribution(distribution, size=size, rng=rng)


def sample_from_distribution(
    distribution: MedianDistribution, *, size: int = 1, rng: None | int | np.random.Generator = None
) -> np.ndarray:
    """Draws from a :class:`MedianDistribution` by Gumbel-max over its log-weights, then uniform in the interval."""
    if isinstance(size, bool) or not isinstance(size, int | np.integer) or not 1 <= size <= MAX_DRAWS:
        raise InvalidInputError(f"size must be a whole number from 1 to {MAX_DRAWS:,}, got {size!r}.")
    generator = check_rng(rng)
    log_weights = distribution.log_probabilities  # the normalising constant does not change the argmax
    intervals = log_weights.size
    per_chunk = max(1, _CHUNK // intervals)
    chosen = np.empty(int(size), dtype=np.int64)
    for start in range(0, int(size), per_chunk):
        stop = min(start + per_chunk, int(size))
        noise = generator.gumbel(size=(stop - start, intervals))
        chosen[start:stop] = np.argmax(log_weights + noise, axis=1)
    left = distribution.edges[chosen]
    right = distribution.edges[chosen + 1]
    return left + (right - left) * generator.random(int(size))


def read_values(series: pd.Series, *, column: object) -> NumberColumn:
    """A column of cells as the numbers to release a median of, read as people write them.

    :func:`dpcore.ingest.cells.read_numbers` (so "$3", "1,310.00" and "3,50" read as on every other page); an empty cell
    is refused too, since the median needs every value.

    >>> read_values(pd.Series(["$3", "$4.50"]), column="bid").values.tolist()
    [3.0, 4.5]
    >>> try:
    ...     read_values(pd.Series(["3", ""]), column="bid")
    ... except InvalidInputError as error:
    ...     print(str(error)[:50])
    The value in row 2 under the header of 'bid' is em
    """
    numbers = read_numbers(series, what="value", column=column)
    blank = np.isnan(numbers.values)
    if blank.any():
        position = int(np.flatnonzero(blank)[0])
        raise InvalidInputError(
            f"The value in {row_name(series.index[position])} of {show(column)} is empty. Every value must be a "
            "number: choose a numeric column, or fix or delete that row."
        )
    return numbers


def median_quantile(distribution: MedianDistribution, levels: ArrayLike) -> np.ndarray:
    """The exact inverse CDF: the x with P(output ≤ x) = level, for each level in [0, 1].

    The CDF is piecewise linear between the edges (:func:`median_cdf`), so linear interpolation of the edges
    against the CDF at the edges inverts it exactly.

    >>> law = median_distribution([1.0, 2.0, 3.0], lower=0.0, upper=4.0, epsilon=1e-9)
    >>> median_quantile(law, [0.0, 0.5, 1.0]).round(6).tolist()
    [0.0, 2.0, 4.0]
    """
    cdf = median_cdf(distribution, distribution.edges)
    return np.interp(np.asarray(levels, dtype=np.float64), cdf, distribution.edges)


def release_window(
    distribution: MedianDistribution, *, tail: float = 0.0005, margin: float = 0.15
) -> tuple[float, float]:
    """Where nearly every release lands: the exact quantiles at ``tail`` and 1 − ``tail`` (:func:`median_quantile`,
    the CDF inverted between data values), widened by ``margin`` × their distance on each side, within [a, b].

    [F⁻¹(t) − m·w, F⁻¹(1 − t) + m·w] ∩ [a, b], w = F⁻¹(1 − t) − F⁻¹(t): by construction the window holds at
    least 1 − 2t of the law (0.999 for the default t).

    >>> law = median_distribution(np.arange(1.0, 11.0), lower=0.0, upper=100.0, epsilon=5.0)
    >>> low, high = release_window(law)
    >>> round(low, 2), round(high, 2), bool(np.diff(median_cdf(law, [low, high]))[0] >= 0.999)
    (2.13, 9.47, True)
    """
    if not 0 <= tail < 0.5:
        raise InvalidInputError(f"tail must be at least 0 and below 0.5, got {tail!r}.")
    low, high = median_quantile(distribution, [tail, 1 - tail])
    width = margin * float(high - low)
    return max(distribution.lower, float(low) - width), min(distribution.upper, float(high) + width)


def curve_epsilons(size: int) -> np.ndarray:
    """The ε grid for :func:`expected_error_curve` of ``size`` values: 31 log-spaced points from 0.01 to 10 (three
    significant figures) for up to 20,000 values, 11 up to 200,000 and 6 beyond, since every point sorts the
    values again (O(n log n) each).

    >>> curve_epsilons(100)[[0, 15, -1]].tolist(), curve_epsilons(50_000).size, curve_epsilons(10**6).size
    ([0.01, 0.316, 10.0], 11, 6)
    """
    points = 31 if size <= 20_000 else 11
    grid = np.array([float(f"{e:.3g}") for e in np.geomspace(0.01, 10, points)])
    return grid if size <= 200_000 else grid[::2]


def draws_within(distribution: MedianDistribution, *, draws: int, budget: int) -> int:
    """How many of ``draws`` outputs to sample when each costs one Gumbel variate per interval (n + 1 of them) and
    at most ``budget`` variates are affordable: min(draws, ⌊budget / (n + 1)⌋), and at least one.

    >>> law = median_distribution(np.arange(999.0), lower=0.0, upper=1000.0, epsilon=1.0)
    >>> draws_within(law, draws=50_000, budget=10_000_000), draws_within(law, draws=500, budget=10_000_000)
    (10000, 500)
    """
    return max(1, min(int(draws), int(budget) // distribution.probabilities.size))


def binned_law(
    distribution: MedianDistribution, samples: ArrayLike, *, low: float, high: float, bins: int
) -> pd.DataFrame:
    """The exact law and the sampled outputs in ``bins`` equal bins on [low, high].

    Columns: ``bin_left``, ``bin_right``, ``exact_probability`` (the CDF's increment over the bin, clipped to
    [0, 1]), ``sampled_count``, ``sampled_share``, ``wilson95_lower`` / ``wilson95_upper`` (the share's 95%
    Wilson interval, :func:`dpcore.stats.wilson_interval`) and the shares per unit of x: ``sampled_density``,
    ``lower_density``, ``upper_density``. Samples outside [low, high] are in no bin.

    >>> law = median_distribution([1.0, 2.0, 3.0], lower=0.0, upper=4.0, epsilon=1.0)
    >>> table = binned_law(law, sample_from_distribution(law, size=100, rng=1), low=0.0, high=4.0, bins=4)
    >>> round(float(table["exact_probability"].sum()), 12), int(table["sampled_count"].sum())
    (1.0, 100)
    """
    draws = np.asarray(samples, dtype=np.float64)
    edges = np.linspace(low, high, int(bins) + 1)
    exact = np.clip(np.diff(median_cdf(distribution, edges)), 0.0, 1.0)
    counts = np.histogram(draws, bins=edges)[0]
    lower, upper = wilson_interval(counts, draws.size)
    width = np.diff(edges)
    return pd.DataFrame(
        {
            "bin_left": edges[:-1],
            "bin_right": edges[1:],
            "exact_probability": exact,
            "sampled_count": counts,
            "sampled_share": counts / draws.size,
            "wilson95_lower": lower,
            "wilson95_upper": upper,
            "sampled_density": counts / draws.size / width,
            "lower_density": lower / width,
            "upper_density": upper / width,
        }
    )


def density_steps(distribution: MedianDistribution, *, max_steps: int = MAX_STEPS) -> pd.DataFrame | None:
    """The exact density as steps: ``x`` (the left end of every interval of positive length, then b) and
    ``density`` (its constant density, repeated at b); None when there are more than ``max_steps`` steps.

    >>> law = median_distribution([1.0, 1.0, 3.0], lower=0.0, upper=4.0, epsilon=1.0)
    >>> density_steps(law)["x"].tolist()
    [0.0, 1.0, 3.0, 4.0]
    """
    keep = np.diff(distribution.edges) > 0  # tied values make empty intervals: nothing to draw there
    if keep.sum() > max_steps:
        return None
    left = distribution.edges[:-1][keep]
    densities = distribution.densities[keep]
    return pd.DataFrame({"x": np.append(left, distribution.upper), "density": np.append(densities, densities[-1])})


def cdf_table(
    distribution: MedianDistribution, samples: ArrayLike, *, low: float, high: float, points: int = 401
) -> pd.DataFrame:
    """The exact CDF and the sampled share at or below x on [low, high]: ``x``, ``exact_cdf``, ``sampled_cdf``.

    x is ``points`` even steps plus the data values inside (where the exact CDF bends), all of them or
    :data:`MAX_STEPS` spread evenly.

    >>> law = median_distribution([1.0, 2.0, 3.0], lower=0.0, upper=4.0, epsilon=1.0)
    >>> table = cdf_table(law, sample_from_distribution(law, size=100, rng=1), low=0.0, high=4.0, points=5)
    >>> table["x"].tolist(), float(table["sampled_cdf"].iloc[-1])
    ([0.0, 1.0, 2.0, 3.0, 4.0], 1.0)
    """
    draws = np.asarray(samples, dtype=np.float64)
    inner = distribution.edges[1:-1]
    inner = inner[:: max(1, inner.size // MAX_STEPS)]
    inner = inner[(inner >= low) & (inner <= high)]
    grid = np.unique(np.concatenate([np.linspace(low, high, points), inner]))
    table = pd.DataFrame({"x": grid, "exact_cdf": median_cdf(distribution, grid)})
    table["sampled_cdf"] = np.searchsorted(np.sort(draws), grid, side="right") / draws.size
    return table


def sampled_error(distribution: MedianDistribution, samples: ArrayLike) -> tuple[float, float, float]:
    """Mean |sample − median| of sampled outputs with its normal-approximation 95% interval (mean, low, high),
    :func:`dpcore.stats.mean_interval`: the simulated counterpart of :func:`expected_absolute_error`.

    >>> law = median_distribution([1.0, 2.0, 3.0], lower=0.0, upper=4.0, epsilon=1.0)
    >>> sampled_error(law, [1.0, 3.0])[0]
    1.0
    """
    return mean_interval(np.abs(np.asarray(samples, dtype=np.float64) - distribution.median))


def value_histogram(values: ArrayLike, *, lower: float, upper: float, bins: int) -> pd.DataFrame:
    """How many values fall in each of ``bins`` equal bins on [lower, upper], values outside moved onto the
    nearer bound (as the mechanism clips them): ``bin_left``, ``bin_right``, ``count``.

    >>> value_histogram([-5.0, 1.0, 3.5, 9.0], lower=0.0, upper=4.0, bins=2)["count"].tolist()
    [2, 2]
    """
    data = np.asarray(values, dtype=np.float64)
    edges = np.linspace(lower, upper, int(bins) + 1)
    counts = np.histogram(np.clip(data, lower, upper), bins=edges)[0]
    return pd.DataFrame({"bin_left": edges[:-1], "bin_right": edges[1:], "count": counts})


def outside_bounds(values: ArrayLike, *, lower: float, upper: float) -> tuple[int, int]:
    """How many values lie below ``lower`` and above ``upper`` (the ones the mechanism clips).

    >>> outside_bounds([-1.0, 0.0, 5.0, 7.0], lower=0.0, upper=4.0)
    (1, 2)
    """
    data = np.asarray(values, dtype=np.float64)
    return int(np.count_nonzero(data < lower)), int(np.count_nonzero(data > upper))


def _interval_index(distribution: MedianDistribution, x: np.ndarray) -> np.ndarray:
    """Index k of the interval [x₍ₖ₎, x₍ₖ₊₁₎) holding x (the last one of positive length if edges repeat),
    clamped to 0..n so that points outside [a, b] get a valid index."""
    index = np.searchsorted(distribution.edges, x, side="right") - 1
    last = distribution.probabilities.size - 1
    index = np.clip(index, 0, last)
    # x = b belongs to no half-open interval: use the last interval of positive length ending at b.
    at_top = x >= distribution.upper
    if at_top.any():
        positive = np.flatnonzero(np.diff(distribution.edges) > 0)
        index = np.where(at_top, positive[-1], index)
    return index


def _check_values(values: ArrayLike) -> np.ndarray:
    array = check_vector(values, "values")
    if array.size > MAX_CANDIDATES:
        raise InvalidInputError(f"{array.size:,} values is more than the {MAX_CANDIDATES:,} allowed.")
    bad = ~np.isfinite(array)
    if bad.any():
        first = int(np.flatnonzero(bad)[0])
        raise InvalidInputError(f"values must be finite numbers, but value #{first} is {array[first]!r}.")
    return array


def _check_bounds(lower: object, upper: object) -> tuple[float, float]:
    low = _check_finite(lower, "lower")
    high = _check_finite(upper, "upper")
    if not low < high:
        raise InvalidInputError(f"the bounds must satisfy lower < upper, got lower={low!r}, upper={high!r}.")
    if not math.isfinite(high - low):
        raise InvalidInputError(f"the interval from {low!r} to {high!r} is too wide for float64; narrow the bounds.")
    return low, high


def _check_finite(value: object, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float | np.integer | np.floating):
        raise InvalidInputError(f"{name} must be a finite number, got {value!r}.")
    as_float = float(value)
    if not math.isfinite(as_float):
        raise InvalidInputError(f"{name} must be a finite number, got {as_float!r}.")
    return as_float


def _check_points(points: ArrayLike) -> np.ndarray:
    try:
        x = np.asarray(points, dtype=np.float64)
    except (TypeError, ValueError):
        raise InvalidInputError(f"points must be numbers, got {preview(points)}.") from None
    if np.isnan(x).any():
        raise InvalidInputError("points must not contain NaN.")
    return x
