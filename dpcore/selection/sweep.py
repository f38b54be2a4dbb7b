"""One mechanism's exact law at many values of ε at once: what a view needs to follow an ε control without asking
for the law again at every position (the positions a slider can take are a finite set of stops).

The exponential mechanism's law is a log-softmax of the gaps scaled by ε/R, so every ε is one row of one array
operation. Report-noisy-max (Laplace) and permute-and-flip have no such shortcut: their laws are integrals whose
panels depend on ε (:mod:`dpcore.selection.exact`), so each ε is computed by :func:`log_selection_probabilities`
itself and the sweep is exactly the law at each ε, never an interpolation.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike

from dpcore.selection.exact import log_selection_probabilities
from dpcore.selection.mechanisms import EXPONENTIAL, SAME_LAW_AS, check_mechanism, score_range
from dpcore.validation import InvalidInputError, check_positive_finite, check_scores

__all__ = ["LawSweep", "law_sweep"]


@dataclass(frozen=True)
class LawSweep:
    """A mechanism's exact law at each ε of ``epsilons`` (rows), for the candidates ``index`` (columns).

    Attributes
    ----------
    epsilons : numpy.ndarray, shape (S,)
    index : numpy.ndarray, shape (n,)
        The candidates whose log-probabilities are kept (all of them unless asked otherwise).
    log_probabilities : numpy.ndarray, shape (S, n)
        ln P(i) at each ε, as :func:`dpcore.selection.exact.log_selection_probabilities` gives it.
    probability_of_best, expected_regret : numpy.ndarray, shape (S,)
        P(a top-scoring candidate is chosen) and Σ P(i)(q* − qᵢ) at each ε, over every candidate (theory.md §5).
    """

    epsilons: np.ndarray
    index: np.ndarray
    log_probabilities: np.ndarray
    probability_of_best: np.ndarray
    expected_regret: np.ndarray


def law_sweep(
    scores: ArrayLike,
    *,
    epsilons: ArrayLike,
    sensitivity: float = 1.0,
    mechanism: str,
    monotonic: bool = False,
    index: ArrayLike | None = None,
) -> LawSweep:
    """The exact selection law of ``mechanism`` at every ε of ``epsilons``: ε-DP laws, as
    :func:`dpcore.selection.exact.selection_probabilities` defines them, row by row.

    Parameters
    ----------
    scores : array_like, shape (K,)
        Finite utility scores q_i.
    epsilons : array_like, shape (S,)
        Privacy parameters, each ε > 0.
    sensitivity, mechanism, monotonic
        As for :func:`dpcore.selection.exact.selection_probabilities` (range R = Δ or 2Δ, theory.md §0).
    index : array_like of int, optional
        Keep the log-probabilities of these candidates only (e.g. the ones a chart draws); the probability of the
        best and the expected regret always use every candidate.

    Returns
    -------
    LawSweep

    Notes
    -----
    Exponential mechanism (McSherry & Talwar 2007): ln P(i) = −gᵢ − ln Σⱼ exp(−gⱼ) with gᵢ = (q* − qᵢ)·ε/R, for all
    ε in one array operation, in log space around the top score (nothing overflows; theory.md §1). Its Gumbel
    variant has the same law. The others are evaluated at each ε by :func:`log_selection_probabilities`.

    >>> sweep = law_sweep([3.0, 2.0, 0.0], epsilons=[0.5, 1.0], mechanism="exponential", monotonic=True)
    >>> np.round(np.exp(sweep.log_probabilities), 4).tolist()
    [[0.5465, 0.3315, 0.122], [0.7054, 0.2595, 0.0351]]
    >>> np.round(sweep.probability_of_best, 4).tolist()
    [0.5465, 0.7054]
    """
    values = check_scores(scores)
    mechanism = check_mechanism(mechanism)
    grid = np.asarray(epsilons, dtype=np.float64).reshape(-1)
    for epsilon in grid:
        check_positive_finite(float(epsilon), "epsilon")
    spread = score_range(sensitivity, bool(monotonic))
    keep = np.arange(values.size) if index is None else np.asarray(index, dtype=np.int64).reshape(-1)
    if keep.size and (keep.min() < 0 or keep.max() >= values.size):
        raise InvalidInputError(f"index must name candidates 0..{values.size - 1}.")
    gaps = values.max() - values
    best = gaps == 0
    if SAME_LAW_AS[mechanism] == EXPONENTIAL and values.size > 1:
        # The same arithmetic as exact._log_exponential, one row per ε: gaps / (R/ε), then a log-softmax.
        with np.errstate(over="ignore"):
            scaled = gaps[None, :] / (spread / grid)[:, None]
        log_norm = np.log(np.sum(np.exp(-scaled), axis=1))
        rows = -scaled - log_norm[:, None]
    else:
        rows = np.empty((grid.size, values.size))
        for row, epsilon in enumerate(grid):
            rows[row] = log_selection_probabilities(
                values, epsilon=float(epsilon), sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic
            )
    probabilities = np.exp(rows)
    return LawSweep(
        epsilons=grid,
        index=keep,
        log_probabilities=rows[:, keep],
        probability_of_best=np.array([min(1.0, math.fsum(row[best])) for row in probabilities]),
        expected_regret=np.array([math.fsum(row * gaps) for row in probabilities]),
    )
