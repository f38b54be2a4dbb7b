"""Watching the runs: the counts of one seeded simulation after growing batches of runs.

A histogram of 10,000 finished runs shows the result of sampling, never the sampling itself. Here the very runs
that :func:`dpcore.selection.simulate` makes for a seed are counted after 1, 2, 5, 10, 20, 50, … of them and after all
of
them, so a view can show the simulated shares settling on the exact probabilities, and the last picture is exactly
the unanimated one (same seed, same counts).

Pure: no I/O, randomness only from ``rng``; memory is that of :func:`dpcore.selection.simulate` plus the result, one
row of K
counts per checkpoint, however many runs (the winners are never all kept).
"""

from __future__ import annotations

import numpy as np
from numpy.typing import ArrayLike

from dpcore.selection.simulate import counts_at
from dpcore.validation import MAX_TRIALS, InvalidInputError, check_trials

__all__ = ["cumulative_counts", "growing_batches"]

#: The mantissas of the batch sizes: 1, 2, 5, 10, 20, 50, …
_STEPS = (1, 2, 5)


def growing_batches(trials: int) -> tuple[int, ...]:
    """How many runs each picture shows: 1, 2, 5, 10, 20, 50, … below ``trials``, then ``trials`` itself.

    The sizes grow by about ×2.2 per picture (1-2-5 per decade), so the bars move visibly at every step while the
    number of pictures stays small: 3·log₁₀(trials) + 1 at most (13 for 10,000 runs, 22 for 10⁷).

    Parameters
    ----------
    trials : int
        The number of runs of the whole simulation, 1 to :data:`dpcore.validation.MAX_TRIALS`.

    Returns
    -------
    tuple of int
        Strictly increasing, starting at 1 and ending exactly at ``trials``.

    >>> growing_batches(200)
    (1, 2, 5, 10, 20, 50, 100, 200)
    >>> growing_batches(1_000)[-3:]
    (200, 500, 1000)
    >>> growing_batches(1)
    (1,)
    """
    n_trials = check_trials(trials)
    sizes: list[int] = []
    power = 1
    while power < n_trials:
        sizes += [step * power for step in _STEPS if step * power < n_trials]
        power *= 10
    return (*sizes, n_trials)


def cumulative_counts(
    scores: ArrayLike,
    *,
    epsilon: float,
    sensitivity: float = 1.0,
    mechanism: str,
    trials: int,
    monotonic: bool = False,
    rng: int | np.random.Generator | None = None,
    checkpoints: ArrayLike | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """Count the winners of :func:`dpcore.selection.simulate`'s runs after each of a growing number of them.

    Row j holds, for each candidate, how often it was chosen in runs 1 … n_j of the one sequence of runs that
    ``simulate(scores, ..., trials=trials, rng=rng)`` makes: C_j(i) = #{t ≤ n_j : winner_t = i}. So each row sums
    to n_j, the rows never decrease (C_{j+1} − C_j ≥ 0, the winners of runs n_j + 1 … n_{j+1}), and the last row
    (n = ``trials``) equals ``simulate`` for the same ``rng`` exactly. Each share C_j(i)/n_j is an unbiased
    estimate of P(i) with standard error √(P(i)(1 − P(i))/n_j): the bars settle on the exact law as 1/√n.

    Parameters
    ----------
    scores, epsilon, sensitivity, mechanism, trials, monotonic, rng
        As for :func:`dpcore.selection.simulate` (an int seed and ``numpy.random.default_rng(seed)`` give the same
        counts; a
        Generator is advanced by one draw).
    checkpoints : array_like of int, optional
        Strictly increasing run counts from 1 to ``trials``, ending at ``trials``; default
        :func:`growing_batches` (1, 2, 5, 10, … , ``trials``).

    Returns
    -------
    (numpy.ndarray, numpy.ndarray)
        The checkpoints n_j (int64, shape (J,)) and the counts (int64, shape (J, K)).

    Raises
    ------
    InvalidInputError
        For invalid inputs (as :func:`dpcore.selection.simulate`) or checkpoints that do not increase from 1 to
        ``trials``.

    >>> import dpcore
    >>> runs, counts = cumulative_counts([3.0, 2.0, 0.0], epsilon=1.0, mechanism="exponential", trials=100, rng=7)
    >>> runs.tolist()
    [1, 2, 5, 10, 20, 50, 100]
    >>> counts.sum(axis=1).tolist()
    [1, 2, 5, 10, 20, 50, 100]
    >>> bool((counts[-1] == dpcore.simulate([3.0, 2.0, 0.0], epsilon=1.0, mechanism="exponential", trials=100,
    ...                                      rng=7)).all())
    True
    """
    n_trials = check_trials(trials)
    cuts = np.asarray(growing_batches(n_trials) if checkpoints is None else checkpoints)
    if (
        cuts.ndim != 1
        or cuts.size == 0
        or not np.issubdtype(cuts.dtype, np.integer)
        or cuts[0] < 1
        or cuts[-1] != n_trials
        or np.any(np.diff(cuts) <= 0)
        or cuts[-1] > MAX_TRIALS
    ):
        raise InvalidInputError(
            f"checkpoints must be strictly increasing whole numbers from 1 to trials = {n_trials:,}, ending at "
            f"trials; got {cuts.tolist()[:20]!r}."
        )
    cuts = cuts.astype(np.int64)
    counts = counts_at(
        scores,
        epsilon=epsilon,
        sensitivity=sensitivity,
        mechanism=mechanism,
        checkpoints=cuts,
        monotonic=monotonic,
        rng=rng,
    )
    return cuts, counts
