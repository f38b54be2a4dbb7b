"""Privacy accounting for k private selections, each ε-DP (theory.md §6).

Six ways to state the total privacy loss of running a selection mechanism k times at ε each, all as (ε_total, δ):

* basic composition, kε (δ = 0);
* advanced composition (Dwork, Rothblum & Vadhan 2010; Dwork & Roth 2014, Thm 3.20);
* the optimal composition of ε-DP mechanisms (Kairouz, Oh & Viswanath 2015), exact for every pure-DP mechanism,
  permute-and-flip included;
* zero-concentrated DP: ρ = ε²/2 per ε-DP mechanism (Bun & Steinke 2016) and ρ = ε²/8 per ε-bounded-range
  mechanism such as the exponential mechanism (Cesar & Rogers 2021), converted to (ε, δ) either by
  ρ + 2√(ρ ln(1/δ)) (Bun & Steinke 2016) or by the tighter conversion of Canonne, Kamath & Steinke (2020);
* the optimal non-adaptive composition of ε-bounded-range mechanisms (Dong, Durfee & Rogers 2020, Thm 3).

Every bound here holds for adaptive composition except the last, which the source proves for mechanisms chosen in
advance (adaptive composition of bounded-range mechanisms can be strictly worse, same paper). The basic bound kε
always holds too, so a careful accountant reports the smallest applicable value; the table shows each bound as it
stands so that the methods can be compared.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence
from numbers import Real

import numpy as np
import pandas as pd
from numpy.typing import ArrayLike
from scipy.optimize import brentq
from scipy.special import gammaln, xlogy

from dpcore.stats import log_sum_exp
from dpcore.validation import InvalidInputError, check_choice, check_positive_finite, check_whole

#: Largest number of compositions accepted (the bounded-range optimum costs O(k²) per evaluation).
MAX_COMPOSITIONS = 1000

#: zCDP-to-(ε, δ) conversions: Bun & Steinke (2016) and Canonne, Kamath & Steinke (2020).
BUN_STEINKE = "bun_steinke"
CANONNE_KAMATH_STEINKE = "canonne_kamath_steinke"
ZCDP_CONVERSIONS: tuple[str, ...] = (CANONNE_KAMATH_STEINKE, BUN_STEINKE)

#: Column name -> plain label for every bound in :func:`composition_table`.
COMPOSITION_METHODS: dict[str, str] = {
    "basic": "Basic composition kε",
    "advanced": "Advanced composition (Dwork, Rothblum, Vadhan 2010)",
    "optimal_pure": "Optimal pure-DP composition (Kairouz, Oh, Viswanath 2015)",
    "zcdp_pure": "zCDP, ρ = ε²/2 per selection (permute-and-flip), CKS conversion",
    "zcdp_pure_simple": "zCDP, ρ = ε²/2 per selection, ρ + 2√(ρ ln 1/δ)",
    "zcdp_bounded_range": "zCDP, ρ = ε²/8 per selection (exponential mechanism), CKS conversion",
    "zcdp_bounded_range_simple": "zCDP, ρ = ε²/8 per selection, ρ + 2√(ρ ln 1/δ)",
    "optimal_bounded_range": "Optimal bounded-range composition, non-adaptive (Dong, Durfee, Rogers 2020)",
}

_XTOL = 1e-13  # absolute tolerance on ε_total in every inversion; far below the 3 decimals any page shows


# --------------------------------------------------------------------------------------------------------------
# Validation
# --------------------------------------------------------------------------------------------------------------


def _check_compositions(k: object) -> int:
    return check_whole(k, "the number of selections k", minimum=1, maximum=MAX_COMPOSITIONS)


def _check_delta(delta: object, *, allow_zero: bool = False) -> float:
    if isinstance(delta, bool) or not isinstance(delta, Real | np.number):
        raise InvalidInputError(f"delta must be a number between 0 and 1, got {delta!r}.")
    value = float(delta)
    low_ok = value >= 0 if allow_zero else value > 0
    if not (math.isfinite(value) and low_ok and value < 1):
        interval = "[0, 1)" if allow_zero else "(0, 1)"
        raise InvalidInputError(f"delta must lie in {interval}, got {value!r}.")
    return value


def _check_nonnegative(value: object, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, Real | np.number):
        raise InvalidInputError(f"{name} must be a finite number ≥ 0, got {value!r}.")
    as_float = float(value)
    if not math.isfinite(as_float) or as_float < 0:
        raise InvalidInputError(f"{name} must be a finite number ≥ 0, got {as_float!r}.")
    return as_float


# --------------------------------------------------------------------------------------------------------------
# Basic and advanced composition
# --------------------------------------------------------------------------------------------------------------


def basic_composition(k: int, *, epsilon: float) -> float:
    """Total ε of k ε-DP mechanisms by basic composition: kε (δ = 0).

    Source: Dwork & Roth 2014, Theorem 3.16. Holds for adaptive composition.
    """
    return _check_compositions(k) * check_positive_finite(epsilon, "epsilon")


def advanced_composition(k: int, *, epsilon: float, delta: float) -> float:
    """Total ε, at failure probability δ, of k ε-DP mechanisms by advanced composition.

    ε_total = ε √(2k ln(1/δ)) + kε(e^ε − 1), so the k-fold adaptive composition is (ε_total, δ)-DP.

    Source: Dwork, Rothblum & Vadhan 2010; Dwork & Roth 2014, Theorem 3.20 (with pure-DP mechanisms, δ' = δ).
    The kε(e^ε − 1) term makes it worse than kε once ε is around 1 or more; it pays off for small ε and large k.
    """
    k = _check_compositions(k)
    epsilon = check_positive_finite(epsilon, "epsilon")
    delta = _check_delta(delta)
    return epsilon * math.sqrt(2 * k * math.log(1 / delta)) + k * epsilon * math.expm1(epsilon)


# --------------------------------------------------------------------------------------------------------------
# Optimal composition of pure ε-DP mechanisms (Kairouz, Oh, Viswanath 2015)
# --------------------------------------------------------------------------------------------------------------


def optimal_pure_composition_delta(epsilon_total: float, *, k: int, epsilon: float) -> float:
    """Smallest δ such that every k-fold composition of ε-DP mechanisms is (ε_total, δ)-DP.

    δ(ε_g) = (1 + e^ε)^{−k} Σ_{ℓ=0}^{k} C(k, ℓ) [e^{(k−ℓ)ε} − e^{ε_g + ℓε}]_+

    This is the hockey-stick divergence of k independent randomized responses, the worst case for ε-DP, so the
    bound is exact (optimal) and holds for adaptive composition.

    Source: Kairouz, Oh & Viswanath 2015 (ICML), Theorem 3.3; theory.md §6. Computed in log space (log-binomials
    and log-sum-exp), so it neither overflows for large k nor loses the tiny δ values of interest.
    """
    k = _check_compositions(k)
    epsilon = check_positive_finite(epsilon, "epsilon")
    epsilon_total = _check_nonnegative(epsilon_total, "epsilon_total")
    return _kov_delta(epsilon_total, k, epsilon)


def optimal_pure_composition(k: int, *, epsilon: float, delta: float) -> float:
    """Smallest ε_total with k-fold composition of ε-DP mechanisms (ε_total, δ)-DP, the inverse of
    :func:`optimal_pure_composition_delta` (Kairouz, Oh & Viswanath 2015).

    δ(ε_g) is continuous and decreasing on [0, kε] with δ(kε) = 0, so the inverse is found by Brent's method
    (bisection safeguarded) to 1e-13. δ = 0 gives kε; if δ(0) ≤ δ the answer is 0.
    """
    k = _check_compositions(k)
    epsilon = check_positive_finite(epsilon, "epsilon")
    delta = _check_delta(delta, allow_zero=True)
    return _invert(lambda value: _kov_delta(value, k, epsilon), k * epsilon, delta)


def _kov_delta(epsilon_total: float, k: int, epsilon: float) -> float:
    ell = np.arange(k + 1)
    excess = (k - 2 * ell) * epsilon - epsilon_total  # e^{(k−ℓ)ε} − e^{ε_g+ℓε} = e^{(k−ℓ)ε}(1 − e^{−excess})
    positive = excess > 0
    if not positive.any():
        return 0.0
    ell = ell[positive]
    log_terms = _log_binomial(k, ell) + (k - ell) * epsilon + np.log(-np.expm1(-excess[positive]))
    log_delta = float(log_sum_exp(log_terms, axis=0)) - k * _log1pexp(epsilon)
    return min(math.exp(log_delta), 1.0)


# --------------------------------------------------------------------------------------------------------------
# Zero-concentrated DP
# --------------------------------------------------------------------------------------------------------------


def zcdp_rho(k: int, *, epsilon: float, bounded_range: bool) -> float:
    """ρ of k selections at ε each in zero-concentrated DP; ρ values add under (adaptive) composition.

    ρ = kε²/2 for ε-DP mechanisms (Bun & Steinke 2016, Prop. 1.4), which is all permute-and-flip is known to
    satisfy; ρ = kε²/8 for ε-bounded-range mechanisms (Cesar & Rogers 2021), which includes the
    exponential mechanism (Durfee & Rogers 2019; Dong, Durfee & Rogers 2020), also when monotone scores use ε/Δ.
    """
    k = _check_compositions(k)
    epsilon = check_positive_finite(epsilon, "epsilon")
    return k * epsilon**2 / (8.0 if bounded_range else 2.0)


def zcdp_epsilon(rho: float, *, delta: float, conversion: str = CANONNE_KAMATH_STEINKE) -> float:
    """ε such that ρ-zCDP implies (ε, δ)-DP.

    conversion="bun_steinke": ε = ρ + 2√(ρ ln(1/δ)) (Bun & Steinke 2016, Prop. 1.3).

    conversion="canonne_kamath_steinke" (tighter, default): the inverse of
    δ(ε) = inf_{α>1} e^{(α−1)(αρ−ε)} (1 − 1/α)^α / (α − 1) (Canonne, Kamath & Steinke 2020, §2.3).
    Solving that for ε at a fixed α gives ε(α) = αρ + (ln(1/δ) + (α − 1) ln(1 − 1/α) − ln α)/(α − 1), and every
    α > 1 gives a valid pair, so ε = min_α ε(α). Setting dε/dα = 0 gives ρ(α − 1)² + ln α = ln(1/δ), whose
    left side increases from 0 to ∞: one root, found by Brent's method, and it is the minimum because ε(α) → ∞
    at both ends. The result is clamped at 0 (for tiny ρ and large δ the minimum is negative: (0, δ)-DP holds).
    """
    rho = check_positive_finite(rho, "rho")
    delta = _check_delta(delta)
    conversion = check_choice(conversion, ZCDP_CONVERSIONS, "conversion")
    log_inverse_delta = -math.log(delta)
    if conversion == BUN_STEINKE:
        return rho + 2 * math.sqrt(rho * log_inverse_delta)
    high = 1 + math.sqrt(log_inverse_delta / rho)  # there ρ(α−1)² alone reaches ln(1/δ)
    alpha = brentq(lambda a: rho * (a - 1) ** 2 + math.log(a) - log_inverse_delta, 1.0, high, xtol=1e-15, rtol=1e-15)
    # For tiny ρ and large δ the minimum can fall below 0: the pair then holds already at ε = 0.
    return max(_cks_epsilon_at(alpha, rho, log_inverse_delta), 0.0)


def zcdp_delta(rho: float, *, epsilon_total: float) -> float:
    """δ such that ρ-zCDP implies (ε_total, δ)-DP, by the conversion of Canonne, Kamath & Steinke (2020).

    δ = inf_{α>1} e^{(α−1)(αρ−ε)} (1 − 1/α)^α / (α − 1), with the minimising α the root of
    (2α − 1)ρ − ε + ln(1 − 1/α) = 0 (its left side increases from −∞ to ∞). Capped at 1.
    """
    rho = check_positive_finite(rho, "rho")
    epsilon_total = _check_nonnegative(epsilon_total, "epsilon_total")

    def slope(a: float) -> float:
        return (2 * a - 1) * rho - epsilon_total + math.log1p(-1 / a)

    low = 1.0 + 1e-12
    if slope(low) >= 0:  # only for ρ − ε > 27: the optimum sits at α → 1, where the bound tends to 1
        return 1.0
    high = 2.0
    while slope(high) <= 0:
        high *= 2
    alpha = brentq(slope, low, high, xtol=1e-15, rtol=1e-15)
    log_delta = (alpha - 1) * (alpha * rho - epsilon_total) - math.log(alpha - 1) + alpha * math.log1p(-1 / alpha)
    return min(math.exp(log_delta), 1.0)


def _cks_epsilon_at(alpha: float, rho: float, log_inverse_delta: float) -> float:
    return alpha * rho + (log_inverse_delta + (alpha - 1) * math.log1p(-1 / alpha) - math.log(alpha)) / (alpha - 1)


# --------------------------------------------------------------------------------------------------------------
# Optimal non-adaptive composition of ε-bounded-range mechanisms (Dong, Durfee, Rogers 2020)
# --------------------------------------------------------------------------------------------------------------


def optimal_bounded_range_composition_delta(epsilon_total: float, *, k: int, epsilon: float) -> float:
    """Smallest δ such that every non-adaptive k-fold composition of ε-bounded-range mechanisms is
    (ε_total, δ)-DP.

    With p_t = (e^{−t} − e^{−ε})/(1 − e^{−ε}) (the probability, under the neighbour, of the outcome whose
    privacy loss is t in the worst-case two-outcome mechanism with losses t and t − ε),

        δ(ε_g) = max_{ℓ=0..k} Σ_{i=0}^{k} C(k, i) p_t^{k−i} (1 − p_t)^i [e^{kt − iε} − e^{ε_g}]_+,
        t = t_ℓ = clip((ε_g + (ℓ + 1)ε)/(k + 1), 0, ε).

    Source: Dong, Durfee & Rogers 2020 (ICML, arXiv:1909.13830), Theorem 3; theory.md §6. Non-adaptive only:
    the same paper shows adaptive composition can be strictly worse. Computed in log space, O(k²).
    """
    k = _check_compositions(k)
    epsilon = check_positive_finite(epsilon, "epsilon")
    epsilon_total = _check_nonnegative(epsilon_total, "epsilon_total")
    return _bounded_range_delta(epsilon_total, k, epsilon)


def optimal_bounded_range_composition(k: int, *, epsilon: float, delta: float) -> float:
    """Smallest ε_total with the non-adaptive k-fold composition of ε-bounded-range mechanisms (ε_total, δ)-DP,
    the inverse of :func:`optimal_bounded_range_composition_delta` (Dong, Durfee & Rogers 2020, Thm 3).

    δ(ε_g) is continuous and decreasing on [0, kε] and 0 at kε; Brent's method to 1e-13. δ = 0 gives kε.
    """
    k = _check_compositions(k)
    epsilon = check_positive_finite(epsilon, "epsilon")
    delta = _check_delta(delta, allow_zero=True)
    return _invert(lambda value: _bounded_range_delta(value, k, epsilon), k * epsilon, delta)


def _bounded_range_delta(epsilon_total: float, k: int, epsilon: float) -> float:
    t = np.clip((epsilon_total + (np.arange(k + 1) + 1) * epsilon) / (k + 1), 0.0, epsilon)[:, None]
    i = np.arange(k + 1)[None, :]
    scale = -math.expm1(-epsilon)
    p_high = np.exp(-t) * -np.expm1(t - epsilon) / scale  # p_t, accurate near both ends
    p_low = -np.expm1(-t) / scale  # 1 − p_t
    loss = k * t - i * epsilon
    excess = loss - epsilon_total
    positive = excess > 0
    with np.errstate(divide="ignore", invalid="ignore"):
        log_terms = (
            _log_binomial(k, i)
            + xlogy(k - i, p_high)
            + xlogy(i, p_low)
            + loss
            + np.log(-np.expm1(-np.where(positive, excess, 1.0)))
        )
    log_terms = np.where(positive, log_terms, -np.inf)
    per_t = log_sum_exp(log_terms, axis=1)
    return min(math.exp(float(np.max(per_t))), 1.0)


# --------------------------------------------------------------------------------------------------------------
# The table for a range of k
# --------------------------------------------------------------------------------------------------------------


def k_grid(k_max: int, *, include: Sequence[int] = (), dense_up_to: int = 50, spread: int = 25) -> tuple[int, ...]:
    """The numbers of selections k at which to tabulate the bounds, from 1 to ``k_max``: every k up to
    ``dense_up_to``; beyond, 1–20 and ``spread`` more log-spaced from 20 to ``k_max`` (rounded), plus ``include``.

    The optimal bounded-range bound costs O(k²) per evaluation (:func:`optimal_bounded_range_composition`), so a
    sparse grid keeps k max = 500 near 1–2 s, and the curves are smooth in log k.

    >>> k_grid(5)
    (1, 2, 3, 4, 5)
    >>> grid = k_grid(500, include=[123])
    >>> grid[:3], 123 in grid, grid[-1], len(grid) < 60
    ((1, 2, 3), True, 500, True)
    """
    k_max = _check_compositions(k_max)
    if k_max <= dense_up_to:
        return tuple(range(1, k_max + 1))
    sparse = np.unique(np.round(np.geomspace(20, k_max, spread)).astype(int))
    chosen = set(range(1, 21)) | {int(k) for k in sparse} | {_check_compositions(k) for k in include} | {k_max}
    return tuple(sorted(k for k in chosen if k <= k_max))


def composition_table(ks: ArrayLike, *, epsilon: float, delta: float) -> pd.DataFrame:
    """Total privacy loss of k selections at ε each, one row per k, one column per bound, all at the same δ.

    Parameters
    ----------
    ks : array_like of int
        Numbers of selections, each from 1 to :data:`MAX_COMPOSITIONS`.
    epsilon : float
        ε > 0 of each selection.
    delta : float
        δ in (0, 1) at which every (ε, δ) bound is stated (basic composition has δ = 0).

    Returns
    -------
    pandas.DataFrame
        Column ``k`` then the ε_total columns named in :data:`COMPOSITION_METHODS` (``basic``, ``advanced``,
        ``optimal_pure``, ``zcdp_pure``, ``zcdp_pure_simple``, ``zcdp_bounded_range``,
        ``zcdp_bounded_range_simple``, ``optimal_bounded_range``). ``optimal_pure`` and the ``zcdp_pure*``
        columns apply to every ε-DP selection (permute-and-flip, report-noisy-max); the ``*bounded_range``
        columns to the exponential mechanism (ε-bounded range), ``optimal_bounded_range`` non-adaptively only.

    Notes
    -----
    Example (theory.md §6), k = 10, ε = 0.1, δ = 1e-6: 1.000, 1.767, 0.999, 1.472, 1.712, 0.700, 0.844, 0.629.
    The zCDP values 1.472 and 0.700 are the Canonne–Kamath–Steinke conversion; ρ + 2√(ρ ln 1/δ) gives 1.712
    and 0.844.
    """
    values = np.asarray(ks)
    if values.ndim != 1 or values.size == 0:
        raise InvalidInputError(
            f"ks must be a non-empty one-dimensional list of whole numbers, got shape {values.shape}."
        )
    ks_int = [_check_compositions(value.item() if isinstance(value, np.generic) else value) for value in values]
    epsilon = check_positive_finite(epsilon, "epsilon")
    delta = _check_delta(delta)
    rows = {name: np.empty(len(ks_int)) for name in COMPOSITION_METHODS}
    for row, k in enumerate(ks_int):
        rho_pure = k * epsilon**2 / 2
        rho_range = k * epsilon**2 / 8
        rows["basic"][row] = k * epsilon
        rows["advanced"][row] = advanced_composition(k, epsilon=epsilon, delta=delta)
        rows["optimal_pure"][row] = _invert(functools.partial(_kov_delta, k=k, epsilon=epsilon), k * epsilon, delta)
        rows["zcdp_pure"][row] = zcdp_epsilon(rho_pure, delta=delta)
        rows["zcdp_pure_simple"][row] = zcdp_epsilon(rho_pure, delta=delta, conversion=BUN_STEINKE)
        rows["zcdp_bounded_range"][row] = zcdp_epsilon(rho_range, delta=delta)
        rows["zcdp_bounded_range_simple"][row] = zcdp_epsilon(rho_range, delta=delta, conversion=BUN_STEINKE)
        rows["optimal_bounded_range"][row] = _invert(
            functools.partial(_bounded_range_delta, k=k, epsilon=epsilon), k * epsilon, delta
        )
    return pd.DataFrame({"k": np.asarray(ks_int, dtype=np.int64), **rows})


# --------------------------------------------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------------------------------------------


def _invert(delta_of: Callable[[float], float], upper: float, delta: float) -> float:
    """Smallest ε_g in [0, upper] with delta_of(ε_g) ≤ δ, for delta_of continuous, decreasing, 0 at ``upper``."""
    if delta == 0:
        return upper
    if delta_of(0.0) <= delta:
        return 0.0
    return float(brentq(lambda value: delta_of(value) - delta, 0.0, upper, xtol=_XTOL, rtol=1e-15))


def _log_binomial(k: int, ell: np.ndarray) -> np.ndarray:
    return gammaln(k + 1) - gammaln(ell + 1) - gammaln(k - ell + 1)


def _log1pexp(value: float) -> float:
    return value + math.log1p(math.exp(-value)) if value > 0 else math.log1p(math.exp(value))
