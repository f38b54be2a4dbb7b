"""How good a selection law is: the probability of the best, expected regret, the exponential mechanism's bound
(theory.md §5).
"""

from __future__ import annotations

import math

import numpy as np
from numpy.typing import ArrayLike

from dpcore.selection.mechanisms import score_range
from dpcore.validation import InvalidInputError, check_positive_finite, check_probabilities, check_scores


def probability_of_best(probabilities: ArrayLike, scores: ArrayLike) -> float:
    """Probability that the mechanism picks a best candidate, Σ_{i: q_i = q*} P(i).

    Parameters
    ----------
    probabilities : array_like, shape (K,)
        Selection probabilities P(i).
    scores : array_like, shape (K,)
        Scores q_i; every candidate tied at the maximum q* counts as best.

    Returns
    -------
    float
        In [0, 1].
    """
    p, q = _check_pair(probabilities, scores)
    return float(min(1.0, math.fsum(p[q == q.max()])))


def expected_regret(probabilities: ArrayLike, scores: ArrayLike) -> float:
    """Expected utility lost against the best candidate, E[g] = Σ P(i)·(q* − q_i).

    Computed from the gaps g_i = q* − q_i, which float64 subtracts exactly when q_i is within a factor 2 of q*
    (Sterbenz's lemma), never as q* − Σ P(i) q_i: with scores near 1e12 that difference cancels catastrophically
    (theory.md §5). The sum is exactly rounded (``math.fsum``).

    Parameters
    ----------
    probabilities : array_like, shape (K,)
        Selection probabilities P(i).
    scores : array_like, shape (K,)
        Scores q_i.

    Returns
    -------
    float
        ≥ 0, in the units of the scores.
    """
    p, q = _check_pair(probabilities, scores)
    gaps = q.max() - q
    return float(math.fsum(p * gaps))


def em_regret_bound(n_candidates: int, *, epsilon: float, sensitivity: float = 1.0, monotonic: bool = False) -> float:
    """The exponential mechanism's expected-regret bound (R/ε)·ln K.

    With c = ε/R and Z = Σ exp(−c g_i) ≥ 1, c·E[g] = H(P) − ln Z ≤ ln K, so E[g] ≤ (R/ε) ln K (Dwork & Roth 2014,
    Thm 3.11 and Cor. 3.12, with R = 2Δ, or Δ when monotone; theory.md §5). Permute-and-flip is never worse than the
    exponential mechanism (McKenna & Sheldon 2020), so the bound holds for it too.

    Parameters
    ----------
    n_candidates : int
        K ≥ 1.
    epsilon : float
        ε > 0.
    sensitivity : float
        Δ > 0.
    monotonic : bool
        R = Δ instead of 2Δ.

    Returns
    -------
    float
        ≥ 0 (0 for K = 1).
    """
    if isinstance(n_candidates, bool) or not isinstance(n_candidates, int | np.integer) or n_candidates < 1:
        raise InvalidInputError(f"n_candidates must be a whole number ≥ 1, got {n_candidates!r}.")
    epsilon = check_positive_finite(epsilon, "epsilon")
    return score_range(sensitivity, bool(monotonic)) / epsilon * math.log(int(n_candidates))


def _check_pair(probabilities: ArrayLike, scores: ArrayLike) -> tuple[np.ndarray, np.ndarray]:
    p = check_probabilities(probabilities)
    q = check_scores(scores)
    if p.shape != q.shape:
        raise InvalidInputError(f"probabilities and scores must have the same length, got {p.size} and {q.size}.")
    return p, q
