"""The Noise lens's numbers, all from dpcore: each noise's selection probabilities integrated from its density
(:func:`dpcore.noise.noisy_max_probabilities`, never the closed forms, so comparing them is a real check), the five
mechanisms' exact laws and seeded runs, the Laplace mechanism recovered from the exponential mechanism, and the
integer-only permute-and-flip. Kept in the app's one memo (:mod:`ui.memo`: shared for a shipped scenario, this
session's own for an upload).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import numpy as np

import dpcore
from dpcore import noise
from dpcore.discrete import discrete_noise_rate, simulate_discrete_permute_and_flip
from dpcore.result import MechanismResult, mechanism_result
from ui.compute import Settings, fingerprint, plan_trials, run_mechanism
from ui.memo import memo_for, remember
from ui.params import format_number
from ui.source import NoiseSettings, ScoreSource

#: Runs of the integer-only sampler (it draws exact coins, ≈ 15 µs per candidate and run).
INTEGER_TRIALS_MAX = 20_000
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
    return NoiseLens(scale=dpcore.noise_scale(**options), routes=routes, simulated=simulated, trials=plan.run)


def recovery(source: ScoreSource, run: NoiseSettings, epsilon: float) -> noise.LaplaceRecovery:
    """The exponential mechanism with u(x, r) = −2|q(x) − r| for q(x) = the top score, over a fine grid."""
    return noise.laplace_from_exponential_mechanism(
        float(source.scores.max()),
        epsilon=epsilon,
        sensitivity=run.sensitivity,
        half_width=RECOVERY_HALF_WIDTH,
        points=RECOVERY_POINTS,
    )


def exact_fraction(value: float) -> Fraction:
    """The value exactly as the link shows it (6 significant digits), e.g. 0.693 -> 693/1000."""
    return Fraction(format_number(value))


def integer_rate(run: NoiseSettings, epsilon: float) -> Fraction:
    """The integer-only sampler's exact noise rate ε/R (:func:`dpcore.discrete.discrete_noise_rate`)."""
    return discrete_noise_rate(
        epsilon=exact_fraction(epsilon), sensitivity=exact_fraction(run.sensitivity), monotonic=run.monotonic
    )


def integer_result(source: ScoreSource, run: NoiseSettings, epsilon: float, exact: np.ndarray) -> MechanismResult:
    """Seeded runs of the integer-only permute-and-flip (its own stream from the one seed) against ``exact``."""
    trials = min(run.trials, INTEGER_TRIALS_MAX)
    rng = dpcore.mechanism_rng(run.seed, "permute_and_flip").spawn(1)[0]
    counts = simulate_discrete_permute_and_flip(
        source.scores,
        epsilon=exact_fraction(epsilon),
        sensitivity=exact_fraction(run.sensitivity),
        monotonic=run.monotonic,
        trials=trials,
        rng=rng,
    )
    return mechanism_result(
        source.scores, mechanism="permute_and_flip", counts=counts, trials=trials, probabilities=exact
    )
