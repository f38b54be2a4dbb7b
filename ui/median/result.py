"""The private median's numbers for one setting: dpcore.analyses.median's exact law, seeded samples, the binned law, the
CDF table and the expected error against ε, kept in :mod:`ui.shell.memo` (shared for the demo columns, this session's
own for an upload).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd
import streamlit as st

from dpcore.analyses import median
from dpcore.analyses.median import MedianDistribution
from ui.median.inputs import Column
from ui.shell.memo import remember

#: draws × intervals per rerun: each draw races one Gumbel variate per interval (≈ 0.3 s on 2 cores).
DRAW_BUDGET = 10_000_000
BINS = 40
#: Unless the whole range is asked for, the charts show where all but this share on each side of releases land.
ZOOM_TAIL = 0.0005


@dataclass(frozen=True)
class MedianResult:
    distribution: MedianDistribution
    samples: np.ndarray
    draws_requested: int
    bins: pd.DataFrame  # per bin: exact probability and density, sampled count/share/interval
    steps: pd.DataFrame | None  # the exact density as steps (None when there are too many intervals to draw)
    cdf: pd.DataFrame
    curve: pd.DataFrame  # expected absolute error against ε
    expected_error: float
    window: tuple[float, float]  # the x range drawn: all of [a, b], or where nearly every release lands

    @property
    def whole(self) -> bool:
        """The charts show all of [a, b]."""
        return self.window == (self.distribution.lower, self.distribution.upper)


def error_curve(column: Column, lower: float, upper: float) -> pd.DataFrame:
    """Exact E|output − median| on a grid of ε (:func:`dpcore.analyses.median.curve_epsilons`), remembered per column
    and
    bounds: for every session for the demos, in this session only for an upload."""
    grid = median.curve_epsilons(column.values.size)

    def compute() -> np.ndarray:
        with st.spinner("Working out the expected error for every ε…"):
            return median.expected_error_curve(column.values, lower=lower, upper=upper, epsilons=grid)

    errors = remember(("median_error_curve", column.data_id, lower, upper), compute, public=column.public)
    return pd.DataFrame({"epsilon": grid, "expected_error": errors})


def compute(
    column: Column, *, lower: float, upper: float, epsilon: float, draws: int, seed: int, whole: bool = False
) -> MedianResult:
    """Every number of the page for one setting, remembered per setting (:func:`ui.shell.memo.remember`): shared by
    every session for a demo column, this session's own for an upload. The samples are seeded, so a remembered
    result is exactly what a fresh computation would give; a warm open of the page looks it up."""
    key = ("median_result", column.data_id, lower, upper, epsilon, draws, seed, whole)
    return remember(
        key,
        lambda: _compute(column, lower=lower, upper=upper, epsilon=epsilon, draws=draws, seed=seed, whole=whole),
        public=column.public,
    )


def _compute(
    column: Column, *, lower: float, upper: float, epsilon: float, draws: int, seed: int, whole: bool
) -> MedianResult:
    distribution = median.median_distribution(column.values, lower=lower, upper=upper, epsilon=epsilon)
    run = median.draws_within(distribution, draws=draws, budget=DRAW_BUDGET)
    samples = median.sample_from_distribution(distribution, size=run, rng=seed)
    samples.setflags(write=False)  # remembered with the result: read-only, as every remembered array
    window = (distribution.lower, distribution.upper) if whole else median.release_window(distribution, tail=ZOOM_TAIL)
    low, high = window
    return MedianResult(
        distribution=distribution,
        samples=samples,
        draws_requested=draws,
        bins=median.binned_law(distribution, samples, low=low, high=high, bins=BINS),
        steps=median.density_steps(distribution),
        cdf=median.cdf_table(distribution, samples, low=low, high=high),
        curve=error_curve(column, lower, upper),
        expected_error=median.expected_absolute_error(distribution),
        window=window,
    )
