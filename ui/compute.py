"""Run dpcore for the explorer view, with memoisation that never mixes private data between users.

``st.cache_data`` cannot be used for the simulations: the progress callback updates a placeholder created
outside the cached function, which Streamlit refuses to replay (``CacheReplayClosureError``, checked on 1.67).
So results are kept in a small byte-bounded LRU instead, of which there are two:

* :data:`PUBLIC_MEMO`, shared by every session, only ever holds results for the shipped scenarios (public data);
* :func:`session_memo`, one per browser session, holds results for uploaded data and dies with the session.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass

import numpy as np
import streamlit as st

import dpcore
from dpcore.result import MechanismResult, mechanism_result
from dpcore.simulate import max_trials_within_budget

#: A full run is offered beyond the budget only up to this multiple of it (about 10× "a few seconds").
FULL_RUN_FACTOR = 10


class Memo:
    """A thread-safe least-recently-used store of numpy arrays, bounded by total bytes."""

    def __init__(self, max_bytes: int) -> None:
        self._max_bytes = max_bytes
        self._items: OrderedDict[Hashable, np.ndarray] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> np.ndarray | None:
        with self._lock:
            value = self._items.get(key)
            if value is not None:
                self._items.move_to_end(key)
            return value

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._bytes = 0

    def put(self, key: Hashable, value: np.ndarray) -> None:
        value = np.array(value, copy=True)
        value.setflags(write=False)  # shared between reruns: nobody may edit a cached result in place
        if value.nbytes > self._max_bytes:
            return
        with self._lock:
            if key in self._items:
                self._bytes -= self._items.pop(key).nbytes
            self._items[key] = value
            self._bytes += value.nbytes
            while self._bytes > self._max_bytes:
                _, dropped = self._items.popitem(last=False)
                self._bytes -= dropped.nbytes


#: Results for the shipped scenarios only (public inputs), shared by all sessions of this server.
PUBLIC_MEMO = Memo(max_bytes=64 * 1024 * 1024)


def session_memo() -> Memo:
    """This browser session's private store (uploaded data never leaves it)."""
    memo = st.session_state.get("_pc_private_memo")
    if memo is None:
        memo = st.session_state["_pc_private_memo"] = Memo(max_bytes=96 * 1024 * 1024)
    return memo


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
    """Runs per mechanism so that all chosen mechanisms together fit dpcore's time budget (≈ 3 s)."""
    if not mechanisms:
        return 1
    slowest = min(int(max_trials_within_budget(n_candidates, m)) for m in mechanisms)
    return max(1, slowest // len(mechanisms))


def plan_trials(n_candidates: int, requested: int, mechanisms: tuple[str, ...], *, full_run: bool = False) -> TrialPlan:
    """Cap the runs at dpcore's time budget; ``full_run`` lifts the cap when that is still reasonable."""
    budget = max(1, trials_budget(n_candidates, mechanisms))
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
) -> MechanismResult:
    """Exact probabilities and a seeded simulation for one mechanism, reusing ``memo`` when it can."""
    common = (fingerprint(scores), settings.epsilon, settings.sensitivity, settings.monotonic, mechanism)
    options = {
        "epsilon": settings.epsilon,
        "sensitivity": settings.sensitivity,
        "mechanism": mechanism,
        "monotonic": settings.monotonic,
    }
    exact_key = ("exact", *common)
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
