"""The lessons' seeded runs: a mechanism's exact law over the candidates next to simulated runs of it.

Every simulation uses :func:`dpcore.mechanism_rng` with the lesson's seed (or the step's control, when the control
is the seed), so a step's link reproduces it exactly on any server.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from dpcore.selection.batches import cumulative_counts
from dpcore.selection.exact import log_selection_probabilities
from dpcore.selection.simulate import mechanism_rng
from lessons.model import SelectionSeries

__all__ = ["LESSON_RUNS", "SEED", "probabilities", "selection_series"]

#: The seed of every lesson's simulations (unless the step's control is the seed).
SEED = 7
#: Runs of the simulations shown next to the exact laws, unless the step's control sets them.
LESSON_RUNS = 10_000


def selection_series(
    title: str,
    labels: Sequence[str],
    scores: np.ndarray,
    *,
    mechanism: str,
    epsilon: float,
    sensitivity: float,
    monotonic: bool,
    trials: int = LESSON_RUNS,
    seed: int = SEED,
    law: str | None = None,
) -> SelectionSeries:
    """Exact law (of ``law``, default the mechanism's own) and ``trials`` seeded runs of ``mechanism``."""
    log_p = log_selection_probabilities(
        scores, epsilon=epsilon, sensitivity=sensitivity, mechanism=law or mechanism, monotonic=monotonic
    )
    # The runs of simulate(...) for this seed, counted after growing batches too (the last row is simulate's).
    runs, batches = cumulative_counts(
        scores,
        epsilon=epsilon,
        sensitivity=sensitivity,
        mechanism=mechanism,
        monotonic=monotonic,
        trials=trials,
        rng=mechanism_rng(seed, mechanism),
    )
    return SelectionSeries(title, mechanism, tuple(labels), scores, log_p, batches[-1], trials, runs, batches)


def probabilities(series: SelectionSeries) -> np.ndarray:
    """The series' exact selection probabilities (from its log-probabilities)."""
    return np.exp(series.log_probabilities)
