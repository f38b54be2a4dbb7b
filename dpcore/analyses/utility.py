"""Privacy–utility curves: how likely each mechanism is to choose the best candidate, and how much it loses, as ε
varies (theory.md §5).

Everything is exact: it comes from :func:`dpcore.selection.exact.log_selection_probabilities`, kept in log space so that
the chance of a miss and the expected regret stay accurate (relative error ~1e-12) even when they are far below
1e-16 and 1 − P(best) would round to 0.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pandas as pd
from numpy.typing import ArrayLike
from scipy.optimize import brentq

from dpcore.selection.exact import log_selection_probabilities
from dpcore.selection.mechanisms import EXPONENTIAL, PERMUTE_AND_FLIP, check_mechanism, score_range
from dpcore.selection.quality import em_regret_bound
from dpcore.stats import log_sum_exp
from dpcore.validation import InvalidInputError, check_positive_finite, check_scores, check_vector

#: Most ε values one curve accepts.
MAX_EPSILONS = 10_000
_SEARCH_SPAN = math.log(1e6)  # search up to 10⁶ · R/(q* − q₂); even P(miss) = 1e-300 needs far less


@dataclass(frozen=True)
class UtilityCurve:
    """Exact utility of one mechanism at each ε of a grid (arrays aligned with ``epsilons``).

    Attributes
    ----------
    mechanism : str
        The mechanism's name (see :data:`dpcore.MECHANISMS`).
    epsilons : numpy.ndarray
        The ε values, as given.
    probability_of_best : numpy.ndarray
        P(output is a top-scoring candidate), summed over all tied maxima.
    probability_of_miss : numpy.ndarray
        1 − P(best), summed directly over the other candidates, so it keeps its accuracy when tiny (log axes).
    expected_regret : numpy.ndarray
        E[q* − q_out] = Σ_i P(i) g_i, in score units.
    regret_bound : numpy.ndarray
        The exponential mechanism's bound (R/ε) ln K (R = 2Δ, or Δ when monotone; Dwork & Roth 2014, Cor. 3.12
        and theory.md §5). It bounds the exponential mechanism and permute-and-flip (McKenna & Sheldon 2020);
        report-noisy-max with Laplace noise is not covered by it.
    """

    mechanism: str
    epsilons: np.ndarray
    probability_of_best: np.ndarray
    probability_of_miss: np.ndarray
    expected_regret: np.ndarray
    regret_bound: np.ndarray

    def to_frame(self) -> pd.DataFrame:
        """The curve as a DataFrame: one row per ε, plus a ``mechanism`` column."""
        return pd.DataFrame(
            {
                "mechanism": self.mechanism,
                "epsilon": self.epsilons,
                "probability_of_best": self.probability_of_best,
                "probability_of_miss": self.probability_of_miss,
                "expected_regret": self.expected_regret,
                "regret_bound": self.regret_bound,
            }
        )


def epsilon_grid(points: int = 60, *, low: float = 0.01, high: float = 10.0) -> np.ndarray:
    """``points`` values of ε spaced evenly on a log scale from ``low`` to ``high``:
    εⱼ = low · (high/low)^{j/(points − 1)}, j = 0..points − 1 (the grid of the privacy–utility curves).

    >>> epsilon_grid(4).round(6).tolist()
    [0.01, 0.1, 1.0, 10.0]
    """
    if isinstance(points, bool) or not isinstance(points, int | np.integer) or not 2 <= points <= MAX_EPSILONS:
        raise InvalidInputError(f"points must be a whole number from 2 to {MAX_EPSILONS:,}, got {points!r}.")
    low = check_positive_finite(low, "low")
    high = check_positive_finite(high, "high")
    if not low < high:
        raise InvalidInputError(f"low must be below high, got low={low!r}, high={high!r}.")
    return np.geomspace(low, high, int(points))


def regret_bound_curve(
    n_candidates: int, *, epsilons: ArrayLike, sensitivity: float = 1.0, monotonic: bool = False
) -> np.ndarray:
    """The exponential mechanism's expected-regret bound (R/ε)·ln K at every ε of ``epsilons``
    (:func:`dpcore.selection.quality.em_regret_bound`; Dwork & Roth 2014, Cor. 3.12; R = 2Δ, or Δ when monotone).

    >>> regret_bound_curve(4, epsilons=[0.5, 1.0, 2.0], monotonic=True).round(6).tolist()
    [2.772589, 1.386294, 0.693147]
    """
    return np.array(
        [
            em_regret_bound(n_candidates, epsilon=float(e), sensitivity=sensitivity, monotonic=monotonic)
            for e in _check_epsilons(epsilons)
        ]
    )


def utility_curve(
    scores: ArrayLike,
    *,
    epsilons: ArrayLike,
    sensitivity: float = 1.0,
    mechanism: str,
    monotonic: bool = False,
) -> UtilityCurve:
    """Exact probability of choosing the best candidate and exact expected regret, for every ε in ``epsilons``.

    Parameters
    ----------
    scores : array_like, shape (K,)
        Finite scores q_i; higher is better.
    epsilons : array_like, shape (E,)
        Positive finite ε values (for example ``np.geomspace(0.01, 10, 200)``).
    sensitivity : float
        Δ > 0.
    mechanism : str
        One of :data:`dpcore.MECHANISMS`.
    monotonic : bool
        Monotone scores use the range R = Δ instead of 2Δ.

    Returns
    -------
    UtilityCurve

    Notes
    -----
    With P(i) the exact selection probabilities and gaps g_i = q* − q_i (theory.md §5):
    P(best) = Σ_{i: g_i = 0} P(i), P(miss) = Σ_{i: g_i > 0} P(i) and E[regret] = Σ_{i: g_i > 0} P(i) g_i,
    each a log-sum-exp of ln P(i) (+ ln g_i). The regret is summed from the gaps, never as q* − Σ P(i) q_i, whose
    cancellation once produced a spurious EM/P&F ratio of 3.4. Cost: one exact computation per ε (report-noisy-max
    with Laplace noise is the slowest, a few ms each).
    """
    mechanism = check_mechanism(mechanism)
    values = check_scores(scores)
    grid = _check_epsilons(epsilons)
    check_positive_finite(sensitivity, "sensitivity")
    gaps = values.max() - values
    log_best = np.empty(grid.size)
    log_miss = np.empty(grid.size)
    log_regret = np.empty(grid.size)
    for index, epsilon in enumerate(grid):
        log_p = log_selection_probabilities(
            values, epsilon=float(epsilon), sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic
        )
        log_best[index], log_miss[index], log_regret[index] = _log_summaries(log_p, gaps)
    return UtilityCurve(
        mechanism=mechanism,
        epsilons=grid,
        probability_of_best=np.minimum(np.exp(log_best), 1.0),
        probability_of_miss=np.minimum(np.exp(log_miss), 1.0),
        expected_regret=np.exp(log_regret),
        regret_bound=regret_bound_curve(values.size, epsilons=grid, sensitivity=sensitivity, monotonic=monotonic),
    )


def regret_ratio(
    scores: ArrayLike,
    *,
    epsilons: ArrayLike,
    sensitivity: float = 1.0,
    monotonic: bool = False,
) -> np.ndarray:
    """E_EM[regret] / E_P&F[regret] for every ε: how much more the exponential mechanism loses than
    permute-and-flip at the same ε.

    McKenna & Sheldon (2020) prove permute-and-flip never does worse (ratio ≥ 1) and report gains of up to 2×;
    theory.md §3 found 1 ≤ ratio ≤ 2 in 20,000 random instances, tending to 2 when the leader is far ahead. The ratio
    is taken between log-regrets, so it stays accurate after both regrets underflow float64. NaN where every
    score is tied (both regrets are 0).
    """
    values = check_scores(scores)
    grid = _check_epsilons(epsilons)
    check_positive_finite(sensitivity, "sensitivity")
    gaps = values.max() - values
    if not (gaps > 0).any():
        return np.full(grid.size, np.nan)
    ratio = np.empty(grid.size)
    for index, epsilon in enumerate(grid):
        log_regret = [
            _log_summaries(
                log_selection_probabilities(
                    values, epsilon=float(epsilon), sensitivity=sensitivity, mechanism=name, monotonic=monotonic
                ),
                gaps,
            )[2]
            for name in (EXPONENTIAL, PERMUTE_AND_FLIP)
        ]
        ratio[index] = math.exp(log_regret[0] - log_regret[1])
    return ratio


def epsilon_for_best_probability(
    scores: ArrayLike,
    *,
    target: float = 0.9,
    sensitivity: float = 1.0,
    mechanism: str,
    monotonic: bool = False,
) -> float:
    """Smallest ε at which the mechanism chooses a top-scoring candidate with probability ≥ ``target``.

    P(best) increases with ε for every mechanism here (each lowers the weight or coin of every non-best candidate
    relative to the best, or shrinks i.i.d. noise against fixed gaps), from |OPT|/K as ε → 0 (|OPT| = number of
    tied maxima) to 1 as ε → ∞. So:

    * ``target`` ≤ |OPT|/K (or every score tied): 0.0, any ε > 0 will do;
    * ``target`` = 1: ``inf``, reached only in the limit;
    * otherwise the root of ln P(miss)(ε) = ln(1 − target), found by bracketing on a log-ε grid (factors of 4,
      starting from R/(q* − q₂), the scale at which the runner-up starts to lose) and Brent's method in ln ε to a
      relative 1e-12. Two candidates need ε = (R/g) ln(target/(1 − target)) < 700 R/g for any target float64 can
      tell from 1, so if even 10⁶·R/(q* − q₂) misses the target the answer is ``inf`` (unreachable in float64).

    Working with ln P(miss) rather than P(best) keeps the root well-conditioned for targets near 1 (0.999...).
    """
    mechanism = check_mechanism(mechanism)
    values = check_scores(scores)
    target = _check_target(target)
    range_ = score_range(sensitivity, bool(monotonic))
    gaps = values.max() - values
    n_best = int((gaps == 0).sum())
    if target <= n_best / values.size:
        return 0.0
    if target == 1:
        return math.inf
    log_goal = math.log1p(-target)

    def excess(log_epsilon: float) -> float:
        log_p = log_selection_probabilities(
            values, epsilon=math.exp(log_epsilon), sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic
        )
        return _log_summaries(log_p, gaps)[1] - log_goal

    step = math.log(4.0)
    start = math.log(range_ / float(gaps[gaps > 0].min()))
    low = high = start
    if excess(high) > 0:  # not there yet: walk up
        while excess(high) > 0:
            low, high = high, high + step
            if high > start + _SEARCH_SPAN:
                return math.inf
    else:  # already there: walk down until it is not
        while excess(low) <= 0:
            low, high = low - step, low
    log_epsilon = brentq(excess, low, high, xtol=1e-13, rtol=1e-12)
    return math.exp(log_epsilon)


def epsilon_for_best_probability_on_curve(curve: UtilityCurve, *, target: float = 0.9) -> float:
    """The cheap twin of :func:`epsilon_for_best_probability`: the ε at which an already computed
    :class:`UtilityCurve` first reaches P(best) ≥ ``target``, by linear interpolation in ln ε between the two grid
    points around the crossing. No exact evaluation, so it costs nothing once the curve is drawn; its error shrinks
    with the grid's spacing (a rough value, for when the exact root-find would be too slow).

    ``inf`` if the curve never reaches ``target``; the first ε of the grid if it starts at or above it.

    >>> curve = utility_curve([1.0, 0.0], epsilons=np.geomspace(0.1, 10, 41), mechanism="exponential")
    >>> exact = epsilon_for_best_probability([1.0, 0.0], target=0.9, mechanism="exponential")
    >>> abs(epsilon_for_best_probability_on_curve(curve, target=0.9) / exact - 1) < 0.01
    True
    """
    target = _check_target(target)
    epsilons, best = curve.epsilons, curve.probability_of_best
    above = np.flatnonzero(best >= target)
    if above.size == 0:
        return math.inf
    first = int(above[0])
    if first == 0:
        return float(epsilons[0])
    x0, x1 = math.log(epsilons[first - 1]), math.log(epsilons[first])
    y0, y1 = best[first - 1], best[first]
    return float(math.exp(x0 + (target - y0) * (x1 - x0) / (y1 - y0)))


def _log_summaries(log_p: np.ndarray, gaps: np.ndarray) -> tuple[float, float, float]:
    """ln P(best), ln P(miss), ln E[regret] from log-probabilities and gaps (−inf for an empty sum)."""
    best = gaps == 0
    return (
        float(log_sum_exp(log_p[best])),
        float(log_sum_exp(log_p[~best])),
        float(log_sum_exp(log_p[~best] + np.log(gaps[~best]))),
    )


def _check_target(target: object) -> float:
    if isinstance(target, bool) or not isinstance(target, int | float | np.floating | np.integer):
        raise InvalidInputError(f"target must be a probability in (0, 1], got {target!r}.")
    value = float(target)
    if not (math.isfinite(value) and 0 < value <= 1):
        raise InvalidInputError(f"target must be a probability in (0, 1], got {target!r}.")
    return value


def _check_epsilons(epsilons: ArrayLike) -> np.ndarray:
    grid = check_vector(epsilons, "epsilons", kind="positive numbers", scalar=True)
    if grid.size > MAX_EPSILONS:
        raise InvalidInputError(f"{grid.size:,} epsilon values is more than the {MAX_EPSILONS:,} allowed.")
    bad = ~(np.isfinite(grid) & (grid > 0))
    if bad.any():
        first = int(np.flatnonzero(bad)[0])
        raise InvalidInputError(f"epsilons must be positive finite numbers, but value #{first} is {grid[first]!r}.")
    return grid
