"""The privacy-vs-utility page's numbers: dpcore.analyses.utility's exact curves for the chosen mechanisms, the EM/P&F
regret ratio, the ε each needs for a 90% chance of the best, and the seeded runs at the current ε.

A shipped scenario's curves are remembered for every session (:func:`ui.shell.memo.remember`, public inputs only); an
upload's are computed in this session, on fewer ε points when its exact probabilities are slow. The whole result of
a setting is remembered too (shared for a scenario, the session's own for an upload).
"""

from __future__ import annotations

import time
from collections.abc import Hashable
from dataclasses import dataclass

import numpy as np
import pandas as pd

import dpcore
from dpcore.analyses import utility
from ui.shell.memo import memo_for, remember
from ui.shell.runs import MechanismResult, Settings, plan_trials, run_mechanism
from ui.widgets.score_source import ScoreSource

EPSILON_MIN, EPSILON_MAX = 0.01, 10.0
#: ε values on every curve (log-spaced); uploads whose exact probabilities are slow get fewer.
CURVE_POINTS = 60
MIN_CURVE_POINTS = 12
TARGET = 0.9
#: Rough compute budget for an upload's curves (seconds), to keep the page responsive.
UPLOAD_BUDGET = 1.5


@dataclass(frozen=True)
class UtilityData:
    """The exact curves (long form), the EM/P&F ratio, the ε needed for the target, and the simulation now."""

    curves: pd.DataFrame  # mechanism, label, epsilon, probability_of_best, probability_of_miss, expected_regret
    bound: pd.DataFrame  # epsilon, regret_bound
    ratio: pd.DataFrame  # epsilon, ratio
    needed: dict[str, float]  # mechanism -> smallest ε with P(best) ≥ TARGET (inf if unreachable)
    needed_exact: bool
    skipped: tuple[str, ...]  # chosen mechanisms too slow to draw for these scores (uploads only)
    now: list[MechanismResult]
    trials: int
    #: Names these numbers' inputs in the memo (the candidates and every setting), for what is drawn from them alone
    #: (:func:`ui.shell.memo.derived`); empty: nothing is remembered.
    key: tuple[Hashable, ...] = ()
    #: From a shipped scenario (shared memo), not an upload (this session's own).
    public: bool = False

    @property
    def mechanisms(self) -> list[str]:
        return [result.mechanism for result in self.now]


def curve_epsilons(points: int = CURVE_POINTS) -> np.ndarray:
    """The ε grid of the curves (:func:`dpcore.analyses.utility.epsilon_grid` on the slider's range)."""
    return utility.epsilon_grid(points, low=EPSILON_MIN, high=EPSILON_MAX)


def _scenario_curve(key: str, sensitivity: float, monotonic: bool, mechanism: str) -> pd.DataFrame:
    """A shipped scenario's exact curve (public inputs only: shared by every session of this server)."""

    def compute() -> pd.DataFrame:
        scores = dpcore.SCENARIOS[key].scores
        grid = curve_epsilons()
        curve = utility.utility_curve(
            scores, epsilons=grid, sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic
        )
        return curve.to_frame()

    return remember(("utility_curve", key, sensitivity, monotonic, mechanism), compute, public=True)


def _scenario_extras(key: str, sensitivity: float, monotonic: bool) -> tuple[np.ndarray, dict[str, float]]:
    """A shipped scenario's EM/P&F regret ratio and the ε needed for the target, per main mechanism (public)."""

    def compute() -> tuple[np.ndarray, dict[str, float]]:
        scores = dpcore.SCENARIOS[key].scores
        options = {"sensitivity": sensitivity, "monotonic": monotonic}
        ratio = utility.regret_ratio(scores, epsilons=curve_epsilons(), **options)
        needed = {
            m: utility.epsilon_for_best_probability(scores, target=TARGET, mechanism=m, **options)
            for m in dpcore.MECHANISMS
        }
        return ratio, needed

    return remember(("utility_extras", key, sensitivity, monotonic), compute, public=True)


def _upload_plan(scores: np.ndarray, settings: Settings) -> tuple[int, bool, tuple[str, ...]]:
    """For an upload: how many ε points the curves can afford, whether exact root-finding fits too, and which
    chosen mechanisms are too slow to draw at all (one exact evaluation each is timed)."""
    cost = {}
    for mechanism in dict.fromkeys((*settings.mechanisms, "exponential", "permute_and_flip")):
        start = time.perf_counter()
        dpcore.log_selection_probabilities(
            scores, epsilon=1.0, sensitivity=settings.sensitivity, mechanism=mechanism, monotonic=settings.monotonic
        )
        cost[mechanism] = time.perf_counter() - start
    skipped = tuple(m for m in settings.mechanisms if cost[m] * MIN_CURVE_POINTS > 2 * UPLOAD_BUDGET)
    per_point = max(1e-4, sum(value for m, value in cost.items() if m not in skipped))
    points = int(min(CURVE_POINTS, max(MIN_CURVE_POINTS, UPLOAD_BUDGET / per_point)))
    return points, per_point * 25 <= UPLOAD_BUDGET / 2, skipped


def compute(source: ScoreSource, settings: Settings) -> UtilityData:
    """Exact curves for the chosen mechanisms, the EM/P&F ratio, ε for the target, and the runs at the current ε,
    remembered per setting (shared for a scenario, this session's own for an upload). The runs are seeded, so a
    remembered result is exactly what a fresh computation gives; a warm open of the page looks it up."""
    key = ("utility", *source.memo_key, *settings.memo_key)
    return remember(key, lambda: _compute(source, settings, key), public=source.public)


def _compute(source: ScoreSource, settings: Settings, key: tuple[Hashable, ...]) -> UtilityData:
    scores = source.scores
    options = {"sensitivity": settings.sensitivity, "monotonic": settings.monotonic}
    if source.public and source.scenario_key:
        frames = [_scenario_curve(source.scenario_key, mechanism=m, **options) for m in settings.mechanisms]
        ratio, needed = _scenario_extras(source.scenario_key, **options)
        grid, exact_roots, skipped = curve_epsilons(), True, ()
    else:  # uploaded data: computed here, never in a store shared between sessions
        points, exact_roots, skipped = _upload_plan(scores, settings)
        grid = curve_epsilons(points)
        exact_curves = [
            utility.utility_curve(scores, epsilons=grid, mechanism=m, **options)
            for m in settings.mechanisms
            if m not in skipped
        ]
        frames = [curve.to_frame() for curve in exact_curves]
        ratio = utility.regret_ratio(scores, epsilons=grid, **options)
        needed = {
            curve.mechanism: (
                utility.epsilon_for_best_probability(scores, target=TARGET, mechanism=curve.mechanism, **options)
                if exact_roots
                else utility.epsilon_for_best_probability_on_curve(curve, target=TARGET)
            )
            for curve in exact_curves
        }
    curves = pd.concat(frames, ignore_index=True) if frames else pd.DataFrame(columns=["mechanism", "epsilon"])
    curves["label"] = curves["mechanism"].map(dpcore.MECHANISM_LABELS)
    bound = pd.DataFrame(
        {"epsilon": grid, "regret_bound": utility.regret_bound_curve(scores.size, epsilons=grid, **options)}
    )
    plan = plan_trials(scores.size, settings.trials, settings.mechanisms)
    shown = tuple(m for m in settings.mechanisms if m not in skipped)
    memo = memo_for(public=source.public)
    now = [run_mechanism(memo, scores, settings, m, trials=plan.run) for m in shown]
    return UtilityData(
        curves=curves,
        bound=bound,
        ratio=pd.DataFrame({"epsilon": grid, "ratio": ratio}),
        needed={m: needed[m] for m in shown},
        needed_exact=exact_roots,
        skipped=skipped,
        now=now,
        trials=plan.run,
        key=key,
        public=source.public,
    )
