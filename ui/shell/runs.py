"""Run dpcore for the explorer view: the trial plan within the time budget, and each mechanism's result, kept in
the app's one memo (``ui.shell.memo``: shared only for public data, else in the visitor's own session)."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Hashable
from dataclasses import dataclass

import numpy as np

import dpcore
from dpcore.selection.exact_vs_simulated import MechanismResult, mechanism_result
from dpcore.selection.simulate import max_trials_within_budget
from dpcore.selection.topk import TopKResult
from ui.shell.memo import Memo

#: A full run is offered beyond the budget only up to this multiple of it (about 10× "a few seconds").
FULL_RUN_FACTOR = 10


@dataclass(frozen=True)
class Settings:
    """The mechanism settings the explorer view needs (already validated by the controls)."""

    epsilon: float
    sensitivity: float
    monotonic: bool
    mechanisms: tuple[str, ...]
    trials: int
    seed: int
    log_scale: bool = False
    winners: int = 1

    @property
    def memo_key(self) -> tuple[Hashable, ...]:
        """Names in the memo every setting the numbers depend on (not the display's log scale)."""
        return (self.epsilon, self.sensitivity, self.monotonic, self.mechanisms, self.trials, self.seed, self.winners)


@dataclass(frozen=True)
class TrialPlan:
    """How many runs to simulate per mechanism, and whether that is fewer than asked for."""

    requested: int
    run: int
    full_run_reasonable: bool

    @property
    def capped(self) -> bool:
        return self.run < self.requested


def trials_budget(n_candidates: int, mechanisms: tuple[str, ...]) -> int:
    """Runs per mechanism so that all chosen mechanisms together fit dpcore's time budget for one simulation
    (:data:`dpcore.selection.simulate.SIMULATION_BUDGET`; its seconds are stated there)."""
    if not mechanisms:
        return 1
    slowest = min(int(max_trials_within_budget(n_candidates, m)) for m in mechanisms)
    return max(1, slowest // len(mechanisms))


def plan_trials(
    n_candidates: int, requested: int, mechanisms: tuple[str, ...], *, full_run: bool = False, winners: int = 1
) -> TrialPlan:
    """Cap the runs at dpcore's time budget; ``full_run`` lifts the cap when that is still reasonable.

    With ``winners`` k > 1 a run draws k winners (k rounds of noise for the peeled rules), so the budget is divided
    by k, and a call of dpcore.simulate_top_k draws at most MAX_TRIALS / k runs."""
    budget = max(1, trials_budget(n_candidates, mechanisms) // winners)
    if winners > 1:
        budget = min(budget, dpcore.MAX_TRIALS // winners)
    reasonable = requested <= FULL_RUN_FACTOR * budget
    if requested <= budget or (full_run and reasonable):
        return TrialPlan(requested=requested, run=requested, full_run_reasonable=reasonable)
    return TrialPlan(requested=requested, run=_round_down(budget), full_run_reasonable=reasonable)


def _round_down(value: int) -> int:
    """Round down to one significant digit (4,731 -> 4,000) so the capped number reads cleanly."""
    if value < 10:
        return value
    unit = 10 ** (len(str(value)) - 1)
    return value // unit * unit


def fingerprint(scores: np.ndarray) -> str:
    """A digest of the exact scores (all of them, unlike Streamlit's sampled hashing of large arrays)."""
    return hashlib.blake2b(np.ascontiguousarray(scores, dtype=np.float64).tobytes(), digest_size=16).hexdigest()


def run_mechanism(
    memo: Memo,
    scores: np.ndarray,
    settings: Settings,
    mechanism: str,
    *,
    trials: int,
    progress: Callable[[float], None] | None = None,
    log_probabilities: np.ndarray | None = None,
) -> MechanismResult:
    """Exact probabilities and a seeded simulation for one mechanism, reusing ``memo`` when it can.

    ``log_probabilities``: the exact law at ``settings.epsilon`` when the caller already has it (the Explorer's
    laws at every slider stop, ``ui.explorer.laws``), so that a step does not work it out again.
    """
    common = (fingerprint(scores), settings.epsilon, settings.sensitivity, settings.monotonic, mechanism)
    options = {
        "epsilon": settings.epsilon,
        "sensitivity": settings.sensitivity,
        "mechanism": mechanism,
        "monotonic": settings.monotonic,
    }
    exact_key = ("exact", *common)
    if log_probabilities is None:
        log_probabilities = memo.get(exact_key)
    if log_probabilities is None:
        log_probabilities = dpcore.log_selection_probabilities(scores, **options)
        memo.put(exact_key, log_probabilities)
    counts_key = ("counts", *common, trials, settings.seed)
    counts = memo.get(counts_key)
    if counts is None:
        # One independent stream per mechanism, spawned from the one seed: toggling a mechanism never changes
        # another's draws, and the same link reproduces the same counts on any server.
        rng = dpcore.mechanism_rng(settings.seed, mechanism)
        counts = dpcore.simulate(scores, trials=trials, rng=rng, progress=progress, **options)
        memo.put(counts_key, counts)
    # The probabilities are exp of the log-probabilities (as selection_probabilities defines them): no second
    # exact evaluation (the slow part for report-noisy-max on many candidates).
    return mechanism_result(
        scores, mechanism=mechanism, counts=counts, trials=trials, log_probabilities=log_probabilities
    )


def top_k_law(log_inclusion: np.ndarray, best_set: float) -> tuple[np.ndarray | None, float | None]:
    """One ε's row of ``dpcore.top_k_sweep`` (ln πᵢ of every candidate, P(best set)) as :func:`run_top_k` takes it:
    None for what dpcore does not compute exactly (NaN in the sweep)."""
    inclusion = None if np.isnan(log_inclusion).any() else np.exp(log_inclusion)
    return inclusion, None if np.isnan(best_set) else float(best_set)


def run_top_k(
    memo: Memo,
    scores: np.ndarray,
    settings: Settings,
    mechanism: str,
    *,
    trials: int,
    law: tuple[np.ndarray | None, float | None] | None = None,
) -> TopKResult:
    """:func:`run_mechanism` for ``settings.winners`` = k > 1 winners: the exact inclusion probabilities and
    P(the k best are all chosen) where dpcore has them, and a seeded run of the mechanism itself
    (``dpcore.simulate_top_k``), kept in ``memo``.

    ``law``: (πᵢ or None, P(best set) or None) when the caller already has them (the laws at the slider's stops).
    The runs use the single choice's stream (``dpcore.mechanism_rng(seed, mechanism)``): the same link draws the
    same sets on any server, and toggling a mechanism never changes another's.
    """
    k = settings.winners
    common = (fingerprint(scores), settings.epsilon, settings.sensitivity, settings.monotonic, mechanism, k)
    options = {
        "k": k,
        "epsilon": settings.epsilon,
        "sensitivity": settings.sensitivity,
        "mechanism": mechanism,
        "monotonic": settings.monotonic,
    }
    if law is None:
        exact_key = ("exact_top_k", *common)
        law = memo.get(exact_key)
        if law is None:
            sweep = dpcore.top_k_sweep(
                scores,
                k=k,
                epsilons=[settings.epsilon],
                sensitivity=settings.sensitivity,
                mechanism=mechanism,
                monotonic=settings.monotonic,
            )
            law = top_k_law(sweep.log_probabilities[0], float(sweep.probability_of_best[0]))
            memo.put(exact_key, law)
    counts_key = ("counts_top_k", *common, trials, settings.seed)
    counts = memo.get(counts_key)
    if counts is None:
        counts = dpcore.simulate_top_k(
            scores, trials=trials, rng=dpcore.mechanism_rng(settings.seed, mechanism), **options
        )
        memo.put(counts_key, counts)
    inclusion, best_set = law
    return dpcore.top_k_result(
        scores, k=k, mechanism=mechanism, counts=counts, trials=trials, inclusion=inclusion, best_set=best_set
    )
