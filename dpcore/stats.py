"""Statistics shared by every stack: Wilson and Clopper–Pearson intervals, a normal interval for a mean, the
chi-square goodness-of-fit p-value that compares simulated counts with an exact law (theory.md §5), the central
range of a binomial count, and log-sum-exp.

scipy.stats is imported by the two functions that need it, not at import: it would double the time
``import dpcore`` takes.
"""

from __future__ import annotations

import math

import numpy as np
from numpy.typing import ArrayLike
from scipy import special

from dpcore.validation import (
    InvalidInputError,
    check_counts,
    check_fraction,
    check_probabilities,
    check_trials,
)

#: Cells whose expected count is below this are pooled by :func:`goodness_of_fit_pvalue` (Cochran 1954).
MIN_EXPECTED_COUNT = 5.0


def wilson_interval(counts: ArrayLike, trials: int, confidence: float = 0.95) -> tuple[np.ndarray, np.ndarray]:
    """Wilson score interval for each binomial proportion counts/trials.

    With p̂ = c/n, z = Φ⁻¹((1 + confidence)/2), a = z²/(2n) and h = z·√(p̂(1 − p̂)/n + z²/(4n²)) the interval is
    (p̂ + a ∓ h)/(1 + z²/n) (Wilson 1927; Brown, Cai & DasGupta 2001). It is evaluated in the algebraically equal,
    cancellation-free form low = p̂²/(p̂ + a + h), high = 1 − (1 − p̂)²/((1 − p̂) + a + h), so c = 0 gives exactly 0 and
    c = n exactly 1, and tiny proportions keep full relative accuracy.

    Parameters
    ----------
    counts : array_like of int
        Successes, each 0 ≤ c ≤ trials.
    trials : int
        n ≥ 1.
    confidence : float
        Coverage level in (0, 1).

    Returns
    -------
    (numpy.ndarray, numpy.ndarray)
        Lower and upper bounds, float64, the shape of ``counts``.
    """
    n = check_trials(trials, maximum=None)
    level = check_fraction(confidence, "confidence")
    c = check_counts(counts, trials=n)
    z = float(special.ndtri(0.5 + level / 2.0))
    p_hat = c / n
    q_hat = (n - c) / n
    a = z * z / (2.0 * n)
    h = z * np.sqrt(p_hat * q_hat / n + z * z / (4.0 * n * n))
    low = p_hat * p_hat / (p_hat + a + h)
    high = 1.0 - q_hat * q_hat / (q_hat + a + h)
    return low, high


def clopper_pearson_interval(counts: ArrayLike, trials: int, confidence: float = 0.95) -> tuple[np.ndarray, np.ndarray]:
    """Exact (Clopper–Pearson 1934) two-sided interval for each binomial proportion counts/trials.

    low = Beta(α/2; c, n − c + 1) quantile (0 when c = 0), high = Beta(1 − α/2; c + 1, n − c) quantile (1 when
    c = n), α = 1 − confidence. Coverage is at least ``confidence`` for every true proportion.
    """
    from scipy import stats as distributions

    n = check_trials(trials, maximum=None)
    level = check_fraction(confidence, "confidence")
    c = check_counts(counts, trials=n, listed=True)
    alpha = 1.0 - level
    with np.errstate(invalid="ignore"):
        low = np.where(c > 0, distributions.beta.ppf(alpha / 2.0, c, n - c + 1), 0.0)
        high = np.where(c < n, distributions.beta.ppf(1.0 - alpha / 2.0, c + 1, n - c), 1.0)
    return np.asarray(low, dtype=np.float64), np.asarray(high, dtype=np.float64)


def binomial_range(probability: float, trials: int, *, level: float = 0.999) -> tuple[int, int]:
    """The central ``level`` range [low, high] of a Binomial(trials, probability) count: P(count < low) ≤
    (1 − level)/2 and P(count > high) ≤ (1 − level)/2 (the quantiles of scipy.stats.binom).

    >>> binomial_range(0.5, 100, level=0.95)
    (40, 60)
    """
    from scipy import stats as distributions

    tail = (1 - check_fraction(level, "level")) / 2
    low = int(distributions.binom.ppf(tail, trials, probability))
    high = int(distributions.binom.isf(tail, trials, probability))
    return low, high


def log_sum_exp(values: ArrayLike, *, axis: int | None = None) -> np.ndarray:
    """ln Σ exp(values) along ``axis`` (over every entry when None, giving a 0-d array), without overflow.

    The largest entry M is taken out first: ln Σ e^{x} = M + ln Σ e^{x − M}, so no exponential exceeds 1 and the
    sum is at least 1 (Blanchard, Higham & Higham 2021). Where every entry is −∞, or there is none, the result is
    −∞ (an impossible event), not NaN. Written here rather than taken from scipy.special.logsumexp, whose
    argument handling costs ~0.2 ms a call: the composition bounds call it inside a root search.

    >>> round(float(log_sum_exp([1000.0, 1000.0])), 6)  # 1000 + ln 2; np.log(np.exp(1000) * 2) overflows
    1000.693147
    >>> log_sum_exp([[0.0, -np.inf], [-np.inf, -np.inf]], axis=1)
    array([  0., -inf])
    """
    array = np.asarray(values, dtype=np.float64)
    top = np.max(array, axis=axis, keepdims=True, initial=-np.inf)
    shift = np.where(np.isfinite(top), top, 0.0)  # a row of −∞ stays −∞ rather than becoming NaN
    with np.errstate(divide="ignore"):
        return np.log(np.sum(np.exp(array - shift), axis=axis)) + np.squeeze(shift, axis=axis)


def mean_interval(values: ArrayLike, *, z: float = 1.96) -> tuple[float, float, float]:
    """The sample mean with its normal-approximation interval: x̄ ∓ z·s/√n (s with n − 1 degrees of freedom).

    z = 1.96 gives the usual 95% interval (central limit theorem; e.g. Wasserman 2004, §6.3.2); with one value the
    interval is that value. Returns (mean, low, high).

    >>> [round(v, 4) for v in mean_interval([1.0, 2.0, 3.0, 4.0])]
    [2.5, 1.2348, 3.7652]
    """
    x = np.asarray(values, dtype=np.float64).ravel()
    if x.size == 0 or not np.isfinite(x).all():
        raise InvalidInputError(f"values must be a non-empty list of finite numbers, got {x.size} values.")
    mean = float(x.mean())
    half = z * float(x.std(ddof=1)) / math.sqrt(x.size) if x.size > 1 else 0.0
    return mean, mean - half, mean + half


def goodness_of_fit_pvalue(counts: ArrayLike, probabilities: ArrayLike) -> float:
    """Pearson chi-square p-value of simulated counts against exact selection probabilities.

    Expected counts are E_i = n·P(i). Cells with E_i < 5 are pooled into one cell (Cochran 1954); if that pooled
    cell still expects fewer than 5 it is merged into the smallest remaining cell. The statistic
    Σ (O − E)²/E over the remaining m cells is compared with χ²(m − 1) (the value ``scipy.stats.chisquare``
    gives).

    Special cases: a count in a cell with P(i) = 0 is impossible under the probabilities, so the p-value is 0.0;
    if fewer than 2 cells remain (say one candidate holds almost all the probability and n is small) there is
    nothing to test and the p-value is 1.0.

    Parameters
    ----------
    counts : array_like of int, shape (K,)
        Observed counts, summing to n ≥ 1.
    probabilities : array_like, shape (K,)
        Probabilities under the null hypothesis, ≥ 0, summing to 1 (within 1e-6; renormalised).

    Returns
    -------
    float
        The p-value in [0, 1]; uniform on [0, 1] under the null hypothesis for large n.
    """
    observed = check_counts(counts)
    p = check_probabilities(probabilities)
    if observed.ndim != 1 or observed.shape != p.shape:
        raise InvalidInputError(
            f"counts and probabilities must have the same length, got {observed.shape} and {p.shape}."
        )
    total = observed.sum()
    if total < 1:
        raise InvalidInputError("counts must add up to at least 1 trial.")
    if np.any(observed[p == 0] > 0):
        return 0.0
    expected = total * p / p.sum()
    small = expected < MIN_EXPECTED_COUNT
    cells_observed = list(observed[~small])
    cells_expected = list(expected[~small])
    pooled_expected = float(expected[small].sum())
    pooled_observed = float(observed[small].sum())
    if pooled_expected > 0:
        if pooled_expected >= MIN_EXPECTED_COUNT or not cells_expected:
            cells_observed.append(pooled_observed)
            cells_expected.append(pooled_expected)
        else:
            smallest = int(np.argmin(cells_expected))
            cells_observed[smallest] += pooled_observed
            cells_expected[smallest] += pooled_expected
    if len(cells_expected) < 2:
        return 1.0
    f_obs = np.asarray(cells_observed)
    f_exp = np.asarray(cells_expected)
    f_exp *= f_obs.sum() / f_exp.sum()  # exact equality of the totals
    statistic = float(np.sum((f_obs - f_exp) ** 2 / f_exp))
    # The χ² upper tail directly: what scipy.stats.chisquare returns, without its ~1.5 ms of argument handling
    # (this runs three times on every ε step of the Explorer).
    return float(special.chdtrc(f_obs.size - 1, statistic))
