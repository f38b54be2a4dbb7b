"""Statistics shared by every stack: Wilson intervals, a normal interval for a mean, and the chi-square
goodness-of-fit p-value that compares simulated counts with an exact law (theory.md §5).
"""

from __future__ import annotations

import math

import numpy as np
from numpy.typing import ArrayLike
from scipy import special

from dpcore.validation import InvalidInputError, check_probabilities

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
    n = _check_whole(trials, "trials", minimum=1)
    if isinstance(confidence, bool) or not isinstance(confidence, float | int | np.floating):
        raise InvalidInputError(f"confidence must be a number strictly between 0 and 1, got {confidence!r}.")
    if not 0.0 < float(confidence) < 1.0:
        raise InvalidInputError(f"confidence must be strictly between 0 and 1, got {confidence!r}.")
    c = _check_counts(counts)
    if np.any(c > n):
        raise InvalidInputError(f"counts must not exceed trials = {n}, got {c.max()}.")
    z = float(special.ndtri(0.5 + float(confidence) / 2.0))
    p_hat = c / n
    q_hat = (n - c) / n
    a = z * z / (2.0 * n)
    h = z * np.sqrt(p_hat * q_hat / n + z * z / (4.0 * n * n))
    low = p_hat * p_hat / (p_hat + a + h)
    high = 1.0 - q_hat * q_hat / (q_hat + a + h)
    return low, high


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
    observed = _check_counts(counts).astype(np.float64)
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


def _check_whole(value: object, name: str, *, minimum: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int | np.integer | float | np.floating):
        raise InvalidInputError(f"{name} must be a whole number ≥ {minimum}, got {value!r}.")
    if not math.isfinite(float(value)) or float(value) != int(value) or int(value) < minimum:
        raise InvalidInputError(f"{name} must be a whole number ≥ {minimum}, got {value!r}.")
    return int(value)


def _check_counts(counts: ArrayLike) -> np.ndarray:
    try:
        c = np.asarray(counts, dtype=np.float64)
    except (TypeError, ValueError):
        raise InvalidInputError(f"counts must be whole numbers ≥ 0, got {counts!r}.") from None
    bad = ~np.isfinite(c) | (c < 0) | (c != np.round(c))
    if np.any(bad):
        raise InvalidInputError(f"counts must be whole numbers ≥ 0, got {c[bad].flat[0]!r}.")
    return c
