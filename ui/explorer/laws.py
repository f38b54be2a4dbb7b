"""Every mechanism's exact law at every stop of the ε slider, worked out once per data and setting.

The slider takes a finite set of positions (:data:`ui.shell.params.EPSILON_GRID`, 61 stops), so the browser can
hold the exact law at all of them and follow the hand without asking the server. One mechanism's laws depend on
the scores, Δ and the monotone flag only; they are kept per mechanism (toggling one never recomputes another's) in
the memo the caller gives: the shared one for the shipped scenarios, the session's own for an upload.

Cost (2-core machine, :func:`dpcore.selection.sweep.law_sweep`): the exponential mechanism is one array operation
(< 1 ms for 100 candidates), permute-and-flip ~10 ms and report-noisy-max (Laplace) 0.11–0.17 s for the 61 stops of a
shipped scenario (0.14 s for 200 candidates, one far ahead). Up to :data:`FULL_SWEEP_UP_TO` candidates every stop
is computed at once; beyond, the stops nearest the current ε come first, within :data:`SWEEP_BUDGET` seconds per
run, and later runs add the rest (the browser shows a stop without its law as "on release").

With k > 1 winners (``winners``) a stop's law is dpcore's top-k law (:func:`dpcore.top_k_sweep`: the inclusion
probabilities πᵢ, P(the k best are all chosen) and the expected shortfall of the set's total). The peeled
permute-and-flip and report-noisy-max laws cost far more than the single choice's (about 0.1 s and 1 s a stop on the
default scenario at k = 3), so they always take the nearest-stops-first path, one stop at a time. Where dpcore has no
exact law (:func:`dpcore.peeled_exact_available`) the laws are NaN at every stop and ``exact`` is false: the page
draws the simulated bars only and says so.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

import numpy as np

from dpcore.selection.sweep import law_sweep
from dpcore.selection.topk import peeled_exact_available, top_k_sweep
from ui.shell.memo import Memo
from ui.shell.params import EPSILON_GRID
from ui.shell.runs import fingerprint

#: Up to this many candidates every stop's law is computed at once (report-noisy-max: 0.2–0.3 s at 1,000 to 2,000
#: candidates), and each stop's whole law is kept (61 × 2,000 × 8 bytes ≈ 1 MB per mechanism) so that a step reuses it.
FULL_SWEEP_UP_TO = 2_000
#: Beyond that, seconds of sweeping per run and mechanism.
SWEEP_BUDGET = 1.0
STOPS = np.asarray(EPSILON_GRID, dtype=np.float64)

_LOCKS: dict[tuple, threading.Lock] = {}
_LOCKS_GUARD = threading.Lock()


@dataclass(frozen=True)
class StopLaws:
    """One mechanism's exact laws at the slider's stops (rows; NaN where a stop is not computed yet).

    ``shown`` holds ln P for the candidates ``index`` (the ones a chart can draw), ``full`` the whole law when there
    are at most :data:`FULL_SWEEP_UP_TO` candidates (else None); ``best`` and ``regret`` are P(best) and the
    expected regret over every candidate. With ``winners`` k > 1: ln πᵢ (in the chosen set), P(the k best are all
    chosen) and the expected shortfall of the set's total (NaN where dpcore does not compute them: ``exact`` false,
    or k beyond ``dpcore.BEST_SET_MAX_K`` for ``best``); ``computed`` then says which stops are done.
    """

    mechanism: str
    index: np.ndarray
    shown: np.ndarray
    full: np.ndarray | None
    best: np.ndarray
    regret: np.ndarray
    winners: int = 1
    exact: bool = True
    computed: np.ndarray | None = None

    @property
    def done(self) -> np.ndarray:
        """Which stops are computed."""
        return ~np.isnan(self.best) if self.computed is None else self.computed

    @property
    def complete(self) -> bool:
        return bool(self.done.all())


def _lock(key: tuple) -> threading.Lock:
    """One lock per laws key: visitors opening the same page at once wait for one sweep instead of each running it."""
    with _LOCKS_GUARD:
        return _LOCKS.setdefault(key, threading.Lock())


def law_key(
    scores: np.ndarray, *, sensitivity: float, monotonic: bool, mechanism: str, index: np.ndarray, winners: int = 1
) -> tuple:
    """What one mechanism's laws depend on (the memo key; one winner's key is as it always was)."""
    key = ("stop_laws", fingerprint(scores), sensitivity, monotonic, mechanism, fingerprint(index.astype(float)))
    return key if winners == 1 else (*key, winners)


def stop_laws(
    memo: Memo,
    scores: np.ndarray,
    *,
    sensitivity: float,
    monotonic: bool,
    mechanism: str,
    index: np.ndarray,
    around: int,
    winners: int = 1,
) -> StopLaws:
    """One mechanism's laws at the stops, from ``memo`` or computed (nearest ``around``, the current stop, first);
    ``winners``: k, the number of winners (see the module's docstring)."""
    key = law_key(
        scores, sensitivity=sensitivity, monotonic=monotonic, mechanism=mechanism, index=index, winners=winners
    )
    found: StopLaws | None = memo.get(key)
    if found is not None and found.complete:
        return found
    with _lock(key):
        found = memo.get(key)
        if found is not None and found.complete:
            return found
        laws = found or _empty(mechanism, index, whole=scores.size <= FULL_SWEEP_UP_TO, size=scores.size)
        missing = np.flatnonzero(~laws.done)
        missing = missing[np.argsort(np.abs(missing - around), kind="stable")]
        options = {"sensitivity": sensitivity, "mechanism": mechanism, "monotonic": monotonic}
        budgeted = scores.size > FULL_SWEEP_UP_TO or winners > 1
        if not budgeted:
            chunks = [missing]
        else:  # nearest first, a few stops at a time (one for k winners: up to ~1 s a stop), while the budget lasts
            size = 4 if winners == 1 else 1
            chunks = [missing[i : i + size] for i in range(0, missing.size, size)]
        started = time.perf_counter()
        shown, best, regret = laws.shown.copy(), laws.best.copy(), laws.regret.copy()
        full = None if laws.full is None else laws.full.copy()
        computed = laws.done.copy()
        for chunk in chunks:
            keep = None if full is not None else index
            if winners == 1:
                sweep = law_sweep(scores, epsilons=STOPS[chunk], index=keep, **options)
            else:
                sweep = top_k_sweep(scores, k=winners, epsilons=STOPS[chunk], index=keep, **options)
            rows = sweep.log_probabilities
            if full is not None:
                full[chunk] = rows
                rows = rows[:, index]
            shown[chunk], best[chunk], regret[chunk] = rows, sweep.probability_of_best, sweep.expected_regret
            computed[chunk] = True
            if budgeted and time.perf_counter() - started > SWEEP_BUDGET:
                break
        if winners == 1:
            laws = StopLaws(mechanism, index, shown, full, best, regret)
        else:
            exact = peeled_exact_available(n_candidates=scores.size, k=winners, mechanism=mechanism)
            laws = StopLaws(mechanism, index, shown, full, best, regret, winners, exact, computed)
            computed.setflags(write=False)
        for array in (shown, best, regret, full):
            if array is not None:
                array.setflags(write=False)
        memo.put(key, laws)
        return laws


def _empty(mechanism: str, index: np.ndarray, *, whole: bool, size: int) -> StopLaws:
    nan = np.full(STOPS.size, np.nan)
    return StopLaws(
        mechanism=mechanism,
        index=index,
        shown=np.full((STOPS.size, index.size), np.nan),
        full=np.full((STOPS.size, size), np.nan) if whole else None,
        best=nan,
        regret=nan.copy(),
    )


def stop_of(epsilon: float) -> int | None:
    """The slider stop that is exactly ``epsilon``, or None when ε lies between stops (typed into the exact box)."""
    found = np.flatnonzero(STOPS == epsilon)
    return int(found[0]) if found.size else None
