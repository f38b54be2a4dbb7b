"""The Synthetic-data page's numbers, all from :mod:`dpcore.analyses.smalldb`: the exact law over every candidate
database,
its error curve over ε, the sampled releases and both accuracy bounds, kept in the app's one memo
(:func:`ui.shell.memo.remember`: shared for the shipped survey, this session's own for an upload).
"""

from __future__ import annotations

import time
from collections.abc import Hashable
from dataclasses import dataclass

import numpy as np
import pandas as pd

from dpcore.analyses import smalldb
from dpcore.analyses.smalldb import SmallDBDistribution
from ui.shell.memo import remember
from ui.smalldb.inputs import Database

BETA = 0.05
DRAWS = 1_000
#: draws × candidates per rerun: each draw races one Gumbel variate per candidate (≈ 0.1 s on 2 cores).
DRAW_BUDGET = 3_000_000
#: Past this many candidates the error curve is computed at every other ε of the grid (≈ 1 s instead of 2).
CURVE_FULL_UP_TO = 50_000


@dataclass(frozen=True)
class SmallDBResult:
    distribution: SmallDBDistribution
    seconds: float  # time to build (or find) the exact law
    draws: np.ndarray  # indices of sampled outputs; the first is "the" release shown
    quantile: float  # exact 95th percentile of the max error
    tight_bound: float
    theorem_bound: float
    expected: float
    curve: pd.DataFrame  # smalldb.error_curve over the ε grid
    #: Names this result's inputs in the memo (data, attributes, counts, ε, m, draws, seed), for what is drawn from
    #: it alone (:func:`ui.shell.memo.derived`); empty: nothing is remembered.
    key: tuple[Hashable, ...] = ()
    #: From the shipped survey (shared memo), not an upload (this session's own).
    public: bool = False

    @property
    def release(self) -> np.ndarray:
        """The histogram of the release the page shows (the first draw)."""
        return self.distribution.candidates[self.draws[0]]


def _law(database: Database, *, epsilon: float, m: int) -> SmallDBDistribution:
    key = ("smalldb_law", database.data_id, tuple(database.counts.tolist()), epsilon, m)
    return remember(
        key,
        lambda: smalldb.smalldb_distribution(
            database.counts, epsilon=epsilon, synthetic_size=m, attribute_names=database.attributes
        ),
        public=database.public,
    )


def _curve(database: Database, distribution: SmallDBDistribution) -> pd.DataFrame:
    """The error summaries and both bounds over the ε grid; they do not depend on the current ε."""
    size = distribution.candidates.shape[0]
    grid = smalldb.CURVE_EPSILONS if size <= CURVE_FULL_UP_TO else smalldb.CURVE_EPSILONS[::2]
    key = ("smalldb_curve", database.data_id, tuple(database.counts.tolist()), distribution.synthetic_size)
    return remember(key, lambda: smalldb.error_curve(distribution, epsilons=grid, beta=BETA), public=database.public)


def compute(database: Database, *, epsilon: float, m: int, seed: int) -> SmallDBResult:
    """The exact law at ``epsilon``, ``DRAWS`` seeded releases (fewer past ``DRAW_BUDGET``), bounds and curve. The
    law, the curve and the releases are remembered per setting (a warm open samples nothing)."""
    started = time.perf_counter()
    distribution = _law(database, epsilon=epsilon, m=m)
    seconds = time.perf_counter() - started
    size = max(1, min(DRAWS, DRAW_BUDGET // distribution.candidates.shape[0]))
    key = (database.data_id, database.attributes, tuple(database.counts.tolist()), epsilon, m, size, seed)
    # Seeded: the remembered releases are exactly those a fresh run would draw, so a warm open looks them up.
    draws = remember(
        ("smalldb_draws", *key),
        lambda: smalldb.sample_synthetic_indices(distribution, size=size, rng=seed),
        public=database.public,
    )
    return SmallDBResult(
        distribution=distribution,
        seconds=seconds,
        draws=draws,
        quantile=smalldb.error_quantile(distribution, level=1 - BETA),
        tight_bound=smalldb.exact_range_tail_bound(distribution, beta=BETA),
        theorem_bound=smalldb.theorem_bound(distribution, beta=BETA),
        expected=smalldb.expected_error(distribution),
        curve=_curve(database, distribution),
        key=key,
        public=database.public,
    )
