"""The Noise lens's numbers, all from dpcore: each noise's selection probabilities integrated from its density
(:func:`dpcore.analyses.noisy_max.noisy_max_probabilities`, never the closed forms, so comparing them is a real check),
the five mechanisms' exact laws and seeded runs, and the Laplace mechanism recovered from the exponential mechanism.
Kept in the app's one memo (:mod:`ui.shell.memo`: shared for a shipped scenario, this session's own for an upload),
each part and the whole lens per setting. The integer-only permute-and-flip has a module of its own,
:mod:`ui.noise.integer`.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

import numpy as np

import dpcore
from dpcore.analyses import noisy_max as noise
from dpcore.selection.exact_vs_simulated import MechanismResult
from ui.shell.memo import memo_for, remember
from ui.shell.runs import Settings, fingerprint, plan_trials, run_mechanism
from ui.widgets.score_source import NoiseSettings, ScoreSource

RECOVERY_POINTS = 4001
RECOVERY_HALF_WIDTH = 20.0  # in units of Δ/ε
#: Every mechanism the lens runs: report-noisy-max with each noise, and the two whose laws two of them share.
MECHANISMS = (*(noise.NOISE_MECHANISM[n] for n in noise.NOISES), "exponential", "permute_and_flip")


@dataclass(frozen=True)
class NoiseLens:
    scale: float
    routes: dict[str, np.ndarray]  # noise -> probabilities from the noise integral (none beyond the candidate limit)
    simulated: dict[str, MechanismResult]  # mechanism -> its exact law and seeded runs
    trials: int
    recovered: noise.LaplaceRecovery  # the Laplace mechanism recovered from the exponential mechanism
    #: Names the lens's inputs in the memo (the candidates and every setting), for what is drawn from it alone
    #: (:func:`ui.shell.memo.derived`); empty: nothing is remembered.
    key: tuple[Hashable, ...] = ()
    #: From a shipped scenario (shared memo), not an upload (this session's own).
    public: bool = False

    def exact(self, mechanism: str) -> np.ndarray:
        """The mechanism's exact probabilities (dpcore's closed form)."""
        return self.simulated[mechanism].probabilities

    def drawn(self, name: str) -> MechanismResult:
        """The runs of report-noisy-max with noise ``name``, outlined by the probabilities integrated from the noise
        density when there are any (else by the mechanism's own exact law)."""
        result = self.simulated[noise.NOISE_MECHANISM[name]]
        route = self.routes.get(name)
        return result if route is None else result.with_outline(route)


def compute(source: ScoreSource, run: NoiseSettings, epsilon: float) -> NoiseLens:
    """Every number of the lens for one setting, remembered per setting (shared for a scenario, this session's own
    for an upload). The runs are seeded, so a remembered lens is exactly what a fresh computation gives; a warm open
    of the page looks it up."""
    key = ("noise_lens", *source.memo_key, epsilon, run.sensitivity, run.monotonic, run.trials, run.seed)
    return remember(key, lambda: _compute(source, run, epsilon, key), public=source.public)


def _compute(source: ScoreSource, run: NoiseSettings, epsilon: float, key: tuple[Hashable, ...]) -> NoiseLens:
    scores = source.scores
    options = {"epsilon": epsilon, "sensitivity": run.sensitivity, "monotonic": run.monotonic}
    routes: dict[str, np.ndarray] = {}
    if scores.size <= noise.MAX_NOISE_CANDIDATES:
        for name in noise.NOISES:
            key = ("noise_route", fingerprint(scores), name, epsilon, run.sensitivity, run.monotonic)
            routes[name] = remember(
                key,
                lambda name=name: noise.noisy_max_probabilities(scores, noise=name, **options),
                public=source.public,
            )
    settings = Settings(
        epsilon=epsilon,
        sensitivity=run.sensitivity,
        monotonic=run.monotonic,
        mechanisms=MECHANISMS,
        trials=run.trials,
        seed=run.seed,
    )
    plan = plan_trials(scores.size, run.trials, MECHANISMS)
    memo = memo_for(public=source.public)
    simulated = {m: run_mechanism(memo, scores, settings, m, trials=plan.run) for m in MECHANISMS}
    return NoiseLens(
        scale=dpcore.noise_scale(**options),
        routes=routes,
        simulated=simulated,
        trials=plan.run,
        recovered=recovery(source, run, epsilon),
        key=key,
        public=source.public,
    )


def recovery(source: ScoreSource, run: NoiseSettings, epsilon: float) -> noise.LaplaceRecovery:
    """The exponential mechanism with u(x, r) = −2|q(x) − r| for q(x) = the top score, over a fine grid."""
    return noise.laplace_from_exponential_mechanism(
        float(source.scores.max()),
        epsilon=epsilon,
        sensitivity=run.sensitivity,
        half_width=RECOVERY_HALF_WIDTH,
        points=RECOVERY_POINTS,
    )
