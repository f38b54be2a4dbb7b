"""Honest Monte Carlo simulation of the selection mechanisms: each one runs its own randomized procedure.

Nothing here draws a multinomial from exact probabilities (that would make the comparison with
:mod:`dpcore.selection.exact` circular). Every trial is one run of the mechanism:

* ``"exponential"`` (McSherry & Talwar 2007): inverse-CDF sampling of the mechanism's own weights
  w_i = exp((q_i − q*)/b), b = R/ε, computed here in log space (shifted by the maximum, so nothing overflows). One
  uniform and one binary search per trial, O(log K), which is much faster than Gumbel-max's O(K); Gumbel-max is
  what ``"report_noisy_max_gumbel"`` runs, so the equivalence of the two is shown by two different procedures.
* ``"report_noisy_max"``: Laplace(b) noise added to every score, then the argmax.
* ``"report_noisy_max_gumbel"``: Gumbel(b) noise added to every score, then the argmax.
* ``"report_noisy_max_exponential"``: one-sided Exponential(scale b) noise added to every score, then the argmax.
* ``"permute_and_flip"`` (McKenna & Sheldon 2020): every candidate flips its own coin with
  p_i = exp(−(q* − q_i)/b); the candidates are visited in a uniformly random order and the first head wins. Only
  the part of the order that matters is drawn: given the coins, the first head of a uniformly random visiting
  order is a uniformly random head (a uniform permutation restricted to the heads is a uniform permutation of the
  heads). The leader's coin has p = 1, so there is always a head and the procedure always ends in one pass.

Ties at the maximum are broken uniformly at random. With continuous noise exact ties have probability zero, but
the arithmetic below is float32, where a tie between two noisy values has probability about 1e-6 per trial; always
taking the first index would bias low indices by that much, so ties are detected and resolved with fresh random
draws.

Samplers and their precision
----------------------------
Everything is in units of the noise scale: x_i = (q_i − q*)/b ≤ 0. Noise is built from 32 random bits per candidate
(a uniform u on 2³² levels, SFC64 generator) in float32, with the tails refined exactly:

* Exponential: E = −ln V with V = (u + ½)·2⁻³². Laplace: a random sign (the top bit) times −ln V with
  V = (m + ½)·2⁻³¹ from the other 31 bits (Laplace = sign × exponential). Gumbel: G = −ln E with
  E = −ln(1 − U), U = (u + ½)·2⁻³² (Gumbel = −ln of a standard exponential); log1p keeps the upper tail accurate.
* Using the midpoint of each of the 2³² (2³¹) levels is exact in distribution up to the level width 2⁻³²: the
  survival function of the noise is off by at most 2⁻³³ at any point, a sawtooth whose average over a level is 0.
* The tail where that width would matter, the 2¹² lowest levels (exponential noise above 20 ln 2 ≈ 13.86 units,
  Laplace noise beyond ±19 ln 2 ≈ ±13.2, Gumbel noise above ≈ 13.86), is redrawn exactly in float64:
  V = (u + W)·2⁻³² (2⁻³¹) with a fresh W ~ U(0, 1]. So far tails are never truncated (noise up to ≈ 59 units).
* The Gumbel lower tail is clamped at G ≥ −2.81 (probability 6e-8 per value); a candidate with such low noise
  cannot be the argmax unless it is far ahead, and then clamping changes any probability by a relative ≤ 1e-7.
* float32 rounding of x_i + noise perturbs each noisy value by at most a few 1e-6 noise units, symmetrically. The
  effect on any selection probability is a relative error of order 1e-5 or less: resolving it would need far more
  than :data:`dpcore.validation.MAX_TRIALS` trials.

Permute-and-flip's coins are exact: with t_i = p_i·2³², the coin is heads when u < ⌊t_i⌋, and when u = ⌊t_i⌋
(probability 2⁻³²) a float64 uniform decides with probability t_i − ⌊t_i⌋. So even coins far below 2⁻³² are right.
The exponential mechanism's inverse CDF uses 53-bit uniforms: a candidate's probability is represented to within
2⁻⁵³ ≈ 1.1e-16 (absolute).

Speed and memory
----------------
Work is split into units of about 4·10⁶ trial-candidates (one independent SFC64 stream each, Doty-Humphrey's
small fast counting generator, the fastest numpy bit generator here; spawned from one SeedSequence drawn from
``rng``), run on a thread pool (numpy releases the GIL in bit generation and ufuncs), and summed in unit order, so
the counts do not depend on thread timing or the number of threads. Each unit works through blocks of about
5·10⁵ trial-candidates with scratch arrays reused from block to block: the working set is about 7 MB per thread
whatever the number of trials (10⁷ trials × 1,000 candidates stay far below 500 MB), and each numpy call is long
enough for the two threads to share the GIL efficiently.
"""

from __future__ import annotations

import math
import os
import threading
import zlib
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import ArrayLike

from dpcore.selection.mechanisms import (
    EXPONENTIAL,
    PERMUTE_AND_FLIP,
    REPORT_NOISY_MAX,
    REPORT_NOISY_MAX_EXPONENTIAL,
    REPORT_NOISY_MAX_GUMBEL,
    check_mechanism,
    noise_scale,
)
from dpcore.validation import MAX_TRIALS, InvalidInputError, check_rng, check_scores, check_trials

__all__ = ["SIMULATION_BUDGET", "max_trials_within_budget", "mechanism_rng", "simulate"]

#: Trials × candidates one call of :func:`simulate` gets through in about 1.5 s on the 2-core reference machine for
#: the slowest mechanism (report-noisy-max with Laplace or Gumbel noise) — up to 3 s at K = 10⁵ or under load, as
#: measured through the pages; the pages cap their trials with it so that a shared server stays responsive.
SIMULATION_BUDGET = 500_000_000

# Relative cost per trial-candidate, the slowest (1.0) defining SIMULATION_BUDGET; measured on the reference machine.
# The exponential mechanism costs per trial, not per candidate: one uniform and a binary search.
_COST_PER_ELEMENT = {
    REPORT_NOISY_MAX: 1.0,
    REPORT_NOISY_MAX_GUMBEL: 1.0,
    REPORT_NOISY_MAX_EXPONENTIAL: 0.7,
    PERMUTE_AND_FLIP: 0.6,
}
_EM_COST_PER_TRIAL = 16.0

# Trial-candidates per block. Each numpy call must run long enough (≈ 0.1-1 ms) for the other thread to take the
# GIL meanwhile, yet every array must stay below numpy's 4 MB huge-page threshold and the whole working set
# (≈ 14 bytes per trial-candidate, ≈ 7 MB per thread) inside the shared 32 MB L3 cache.
_BLOCK_ELEMENTS = 1 << 19
# Trial-candidates per unit of work (one random stream, one thread-pool task): ≈ 5-10 ms of work.
_UNIT_ELEMENTS = 1 << 22
# The exponential mechanism's blocks and units, in trials.
_EM_BLOCK_TRIALS = 1 << 14
_EM_UNIT_TRIALS = 1 << 20
# Up to this many candidates, blocks are laid out candidates × trials: reductions run across rows with SIMD
# instead of along short rows, and per-trial counts fit in uint8.
_COLUMN_LAYOUT_MAX_CANDIDATES = 255
# Permute-and-flip has many heads per trial: walking K rows pays off only for small K.
_PF_COLUMN_LAYOUT_MAX_CANDIDATES = 32
# Uniform levels below 2**_REFINE_BITS (out of 2**32 or 2**31) are redrawn exactly in float64 (far tail of the noise).
_REFINE_BITS = 12
# Bytes of working memory per trial-candidate in a block, an upper bound used by the memory test.
_BYTES_PER_ELEMENT = 16
_MAX_WORKERS = 8


def _available_cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


_WORKERS = max(1, min(_MAX_WORKERS, _available_cpus()))


def simulate(
    scores: ArrayLike,
    *,
    epsilon: float,
    sensitivity: float = 1.0,
    mechanism: str,
    trials: int,
    monotonic: bool = False,
    rng: int | np.random.Generator | None = None,
    progress: Callable[[float], object] | None = None,
) -> np.ndarray:
    """Run a selection mechanism ``trials`` times and count how often each candidate is chosen.

    Parameters
    ----------
    scores : array_like, shape (K,)
        Finite utility scores q_i; higher is better.
    epsilon : float
        Privacy parameter ε > 0.
    sensitivity : float
        Δ > 0, the most one person can change any score.
    mechanism : str
        One of :data:`dpcore.MECHANISMS`.
    trials : int
        Number of independent runs, 1 to :data:`dpcore.validation.MAX_TRIALS`.
    monotonic : bool
        Scores all move the same way between neighbouring datasets, so the range is R = Δ instead of 2Δ.
    rng : None, int or numpy.random.Generator
        Source of all randomness. An int seed ≥ 0 and ``numpy.random.default_rng(seed)`` give the same counts;
        a Generator is advanced (one draw of 4 words seeds the whole run). None uses fresh OS entropy.
    progress : callable, optional
        Called from the calling thread between units of work with the fraction done (ends with 1.0).

    Returns
    -------
    numpy.ndarray
        int64 counts, shape (K,), summing to ``trials``.

    Raises
    ------
    InvalidInputError
        For invalid scores, ε, Δ, mechanism, trials or rng; the message names the bad value.

    Notes
    -----
    Noise scale b = R/ε with R = 2Δ, or Δ when monotone (Dong, Durfee & Rogers 2020; McKenna & Sheldon 2020,
    Remark 1). Report-noisy-max returns argmax_i (q_i + b·N_i) with N_i Laplace, Gumbel or one-sided exponential
    (Dwork & Roth 2014, §3.3; Ding et al. 2021). Permute-and-flip visits candidates in a uniformly random order and
    stops at the first head of coins p_i = exp(−(q* − q_i)/b) (McKenna & Sheldon 2020). The exponential mechanism
    samples P(i) ∝ exp(q_i/b) by inverse CDF (McSherry & Talwar 2007). See the module docstring for the samplers'
    precision.
    """
    values = check_scores(scores)
    mechanism = check_mechanism(mechanism)
    scale = noise_scale(epsilon=epsilon, sensitivity=sensitivity, monotonic=bool(monotonic))
    n_trials = check_trials(trials)
    generator = check_rng(rng)
    if progress is not None and not callable(progress):
        raise InvalidInputError(f"progress must be a callable taking the fraction done, got {progress!r}.")

    if values.size == 1:  # a single candidate is always chosen; no randomness is involved
        if progress is not None:
            progress(1.0)
        return np.array([n_trials], dtype=np.int64)

    # Units in noise scale, leader at 0: the procedures are shift-invariant and this keeps float32 exact enough.
    standardized = (values - values.max()) / scale
    kernel = _make_kernel(mechanism, standardized)
    entropy = [int(word) for word in generator.integers(0, 2**64, size=4, dtype=np.uint64)]
    return _run_units(kernel, entropy, n_trials, progress, np.array([n_trials], dtype=np.int64))[-1]


def counts_at(
    scores: ArrayLike,
    *,
    epsilon: float,
    sensitivity: float = 1.0,
    mechanism: str,
    checkpoints: np.ndarray,
    monotonic: bool = False,
    rng: int | np.random.Generator | None = None,
) -> np.ndarray:
    """The counts of :func:`simulate`'s own sequence of runs after each of ``checkpoints`` runs (row j: the winners
    of runs 1 … checkpoints[j]); the last row for ``checkpoints[-1] = trials`` is ``simulate(..., trials=trials)``
    with the same ``rng``, exactly.

    ``checkpoints`` must be validated already: strictly increasing whole numbers from 1 to MAX_TRIALS (see
    :func:`dpcore.selection.batches.cumulative_counts`, the public entry point). The runs are the same units, streams
    and
    blocks as :func:`simulate`'s; a block that a checkpoint splits is counted up to the checkpoint as well, so
    memory stays that of :func:`simulate` plus the (len(checkpoints), K) result. Row j is C_j(i) = #{t ≤ n_j :
    winner_t = i}, so it sums to n_j and never decreases from row to row.

    >>> rows = counts_at([2.0, 1.0, 0.0], epsilon=1.0, mechanism="permute_and_flip",
    ...                  checkpoints=np.array([1, 10, 500]), rng=3)
    >>> rows.sum(axis=1).tolist(), bool((np.diff(rows, axis=0) >= 0).all())
    ([1, 10, 500], True)
    >>> bool((rows[-1] == simulate([2.0, 1.0, 0.0], epsilon=1.0, mechanism="permute_and_flip", trials=500,
    ...                            rng=3)).all())
    True
    """
    values = check_scores(scores)
    mechanism = check_mechanism(mechanism)
    scale = noise_scale(epsilon=epsilon, sensitivity=sensitivity, monotonic=bool(monotonic))
    cuts = np.asarray(checkpoints, dtype=np.int64)
    n_trials = check_trials(int(cuts[-1]))
    generator = check_rng(rng)
    if values.size == 1:
        return cuts[:, None].copy()
    standardized = (values - values.max()) / scale
    kernel = _make_kernel(mechanism, standardized)
    entropy = [int(word) for word in generator.integers(0, 2**64, size=4, dtype=np.uint64)]
    return _run_units(kernel, entropy, n_trials, None, cuts)


def mechanism_rng(seed: int, mechanism: str) -> np.random.Generator:
    """An independent random stream for one mechanism, derived from one seed.

    Toggling or reordering the mechanisms shown never changes another mechanism's draws: the stream depends only
    on ``seed`` and the mechanism's name.

    Parameters
    ----------
    seed : int
        Any whole number ≥ 0 (arbitrarily large, e.g. 2**128).
    mechanism : str
        One of :data:`dpcore.MECHANISMS`.

    Returns
    -------
    numpy.random.Generator
        PCG64 seeded with ``SeedSequence(seed, spawn_key=(crc32(mechanism),))``: a child of the seed's sequence,
        statistically independent of every other mechanism's child (O'Neill 2015; numpy SeedSequence docs).
    """
    seed = _check_seed(seed, "seed")
    mechanism = check_mechanism(mechanism)
    stream = zlib.crc32(mechanism.encode("utf-8"))
    return np.random.Generator(np.random.PCG64(np.random.SeedSequence(seed, spawn_key=(stream,))))


def max_trials_within_budget(n_candidates: int, mechanism: str | None = None) -> int:
    """The most trials that fit :data:`SIMULATION_BUDGET` (≈ 1.5 s) for ``n_candidates`` candidates.

    Parameters
    ----------
    n_candidates : int
        K ≥ 1.
    mechanism : str, optional
        Budget for this mechanism; None budgets for the slowest one.

    Returns
    -------
    int
        Between 1 and :data:`dpcore.validation.MAX_TRIALS`.
    """
    if isinstance(n_candidates, bool) or not isinstance(n_candidates, int | np.integer) or n_candidates < 1:
        raise InvalidInputError(f"n_candidates must be a whole number ≥ 1, got {n_candidates!r}.")
    if mechanism is None:
        cost_per_trial = float(n_candidates) * max(_COST_PER_ELEMENT.values())
    elif check_mechanism(mechanism) == EXPONENTIAL:
        cost_per_trial = _EM_COST_PER_TRIAL + math.log2(n_candidates)
    else:
        cost_per_trial = float(n_candidates) * _COST_PER_ELEMENT[mechanism]
    return int(min(MAX_TRIALS, max(1, SIMULATION_BUDGET // cost_per_trial)))


# ----------------------------------------------------------------------------------------------------------------
# Input helpers


def _check_seed(seed: object, name: str) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int | np.integer) or seed < 0:
        raise InvalidInputError(f"{name} must be a whole number ≥ 0, got {seed!r}.")
    return int(seed)


# ----------------------------------------------------------------------------------------------------------------
# Running units of work


def _block_trials(n_candidates: int, mechanism: str) -> int:
    """Trials per block: the block's working set is at most ``_BYTES_PER_ELEMENT × max(_BLOCK_ELEMENTS, K)``."""
    if mechanism == EXPONENTIAL:
        return _EM_BLOCK_TRIALS
    return max(1, _BLOCK_ELEMENTS // n_candidates)


def _working_set_bytes(n_candidates: int, mechanism: str) -> int:
    """Upper bound on one worker's scratch memory; independent of the number of trials."""
    block = _block_trials(n_candidates, mechanism)
    if mechanism == EXPONENTIAL:  # per trial: a float64 uniform and an intp index
        return 16 * block + 8 * n_candidates
    return _BYTES_PER_ELEMENT * block * n_candidates


def _unit_trials(n_candidates: int, mechanism: str) -> int:
    if mechanism == EXPONENTIAL:
        return _EM_UNIT_TRIALS
    block = _block_trials(n_candidates, mechanism)
    return block * max(1, _UNIT_ELEMENTS // (block * n_candidates))


def _run_units(
    kernel: _Kernel,
    entropy: list[int],
    n_trials: int,
    progress: Callable[[float], object] | None,
    checkpoints: np.ndarray,
) -> np.ndarray:
    """Run fixed-size units of trials, each with its own child stream of ``entropy``, and add up their counts: one
    row of running totals per checkpoint (increasing, the last one ``n_trials``), shape (len(checkpoints), K).

    Unit i always gets ``SeedSequence(entropy, spawn_key=(i,))`` and the same number of trials, so the total does
    not depend on which thread runs which unit. At most two units per worker are in flight, so memory stays flat
    however many units there are, and an exception (say from ``progress``) stops the run promptly.
    """
    unit = kernel.unit_trials
    n_units = -(-n_trials // unit)

    # One scratch workspace per thread for the whole call (each pool thread runs its units one after another).
    workspaces: dict[int, _Workspace] = {}

    # The checkpoints inside each unit, as offsets from the unit's start (the unit's end is always one).
    unit_of = (checkpoints - 1) // unit
    inside: list[np.ndarray] = []
    for index in range(n_units):
        size = min(unit, n_trials - index * unit)
        offsets = checkpoints[unit_of == index] - index * unit
        inside.append(offsets if offsets.size and offsets[-1] == size else np.append(offsets, size))

    def run(index: int) -> np.ndarray:
        work = workspaces.setdefault(threading.get_ident(), _Workspace(kernel.block_capacity))
        return kernel.run(np.random.SeedSequence(entropy, spawn_key=(index,)), inside[index], work)

    total = np.zeros(kernel.n_candidates, dtype=np.int64)
    rows = np.zeros((checkpoints.size, kernel.n_candidates), dtype=np.int64)
    filled = 0
    reported = -1

    def add(done: int, prefixes: np.ndarray) -> None:
        nonlocal reported, filled
        here = int(np.count_nonzero(unit_of == done - 1))
        rows[filled : filled + here] = total + prefixes[:here]
        filled += here
        total[:] += prefixes[-1]
        percent = 100 * done // n_units
        if progress is not None and percent > reported:  # at most ~100 calls however many units
            reported = percent
            progress(done / n_units)

    workers = min(_WORKERS, n_units)
    if workers == 1:
        for index in range(n_units):
            add(index + 1, run(index))
        return rows
    pool = ThreadPoolExecutor(max_workers=workers)
    try:
        pending: deque[Future[np.ndarray]] = deque()
        submitted = 0
        for done in range(1, n_units + 1):
            while submitted < n_units and len(pending) < 2 * workers:
                pending.append(pool.submit(run, submitted))
                submitted += 1
            add(done, pending.popleft().result())
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    return rows


# ----------------------------------------------------------------------------------------------------------------
# Kernels: one per procedure. ``draw(n, generator, work)`` runs n trials and returns the winners' indices.


@dataclass(frozen=True)
class _Kernel:
    mechanism: str
    n_candidates: int

    @property
    def block_trials(self) -> int:
        return _block_trials(self.n_candidates, self.mechanism)

    @property
    def unit_trials(self) -> int:
        return _unit_trials(self.n_candidates, self.mechanism)

    @property
    def block_capacity(self) -> int:
        """Elements of the largest scratch array a block needs."""
        return self.block_trials * (1 if self.mechanism == EXPONENTIAL else self.n_candidates)

    def run(self, seed: np.random.SeedSequence, cuts: np.ndarray, work: _Workspace) -> np.ndarray:
        """Run ``cuts[-1]`` trials in blocks; the running counts after ``cuts[j]`` trials are row j.

        A cut inside a block counts that block's winners up to it: the trials and their order are the same
        whatever the cuts.
        """
        generator = np.random.Generator(np.random.SFC64(seed))
        k = self.n_candidates
        counts = np.zeros(k, dtype=np.int64)
        rows = np.empty((cuts.size, k), dtype=np.int64)
        n_trials, block, cut = int(cuts[-1]), self.block_trials, 0
        for start in range(0, n_trials, block):
            end = min(start + block, n_trials)
            winners = self.draw(end - start, generator, work)
            while cuts[cut] < end:  # a checkpoint inside this block (rare: a few per call)
                rows[cut] = counts + np.bincount(winners[: cuts[cut] - start], minlength=k)
                cut += 1
            counts += np.bincount(winners, minlength=k)
            while cut < cuts.size and cuts[cut] == end:
                rows[cut] = counts
                cut += 1
        return rows

    def draw(self, n: int, generator: np.random.Generator, work: _Workspace) -> np.ndarray:
        raise NotImplementedError


class _Workspace:
    """Block-sized scratch arrays reused from block to block.

    Allocating fresh MB-sized arrays for every block costs more than the arithmetic (the allocator returns the
    pages to the OS and every block page-faults them back), so each thread keeps one set for the whole call.
    """

    def __init__(self, capacity: int) -> None:
        self._capacity = capacity
        self._buffers: dict[tuple[str, str], np.ndarray] = {}
        self.previous_raw: np.ndarray | None = None

    def get(self, name: str, dtype: type[np.generic], shape: tuple[int, ...]) -> np.ndarray:
        key = (name, np.dtype(dtype).str)
        if key not in self._buffers:
            self._buffers[key] = np.empty(self._capacity, dtype=dtype)
        return self._buffers[key][: math.prod(shape)].reshape(shape)


def _make_kernel(mechanism: str, standardized: np.ndarray) -> _Kernel:
    if mechanism == EXPONENTIAL:
        return _InverseCdfKernel(mechanism, standardized.size, standardized)
    if mechanism == PERMUTE_AND_FLIP:
        return _PermuteAndFlipKernel(mechanism, standardized.size, standardized)
    return _NoisyMaxKernel(mechanism, standardized.size, standardized)


@dataclass(frozen=True)
class _InverseCdfKernel(_Kernel):
    """Exponential mechanism: P(i) = w_i / Σ w_j with w_i = exp(x_i), x_i = (q_i − q*)/b ≤ 0 (no overflow)."""

    standardized: np.ndarray
    edges: np.ndarray = field(init=False)
    total: float = field(init=False)

    def __post_init__(self) -> None:
        cumulative = np.cumsum(np.exp(self.standardized))
        # Trial picks i when u·total falls in [cumulative[i-1], cumulative[i]); searching the K−1 inner edges
        # can never return K, and zero-weight candidates (empty intervals) are never picked.
        object.__setattr__(self, "edges", cumulative[:-1].copy())
        object.__setattr__(self, "total", float(cumulative[-1]))

    def draw(self, n: int, generator: np.random.Generator, work: _Workspace) -> np.ndarray:
        targets = generator.random(out=work.get("targets", np.float64, (n,)))
        targets *= self.total
        return np.searchsorted(self.edges, targets, side="right")


@dataclass(frozen=True)
class _NoisyMaxKernel(_Kernel):
    """Report-noisy-max: argmax_i (x_i + N_i), N_i i.i.d. Laplace, Gumbel or one-sided exponential (unit scale)."""

    standardized: np.ndarray
    x32: np.ndarray = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "x32", self.standardized.astype(np.float32))

    @property
    def columns(self) -> bool:
        return self.n_candidates <= _COLUMN_LAYOUT_MAX_CANDIDATES

    def draw(self, n: int, generator: np.random.Generator, work: _Workspace) -> np.ndarray:
        k = self.n_candidates
        shape = (k, n) if self.columns else (n, k)
        offsets = self.x32[:, None] if self.columns else self.x32[None, :]
        bits = _random_uint32(generator, n * k, work).reshape(shape)
        values = work.get("values", np.float32, shape)
        low = _NOISE_FILLERS[self.mechanism](bits, offsets, values, work)
        self._refine_tail(low, bits, values, generator)
        if self.columns:
            best = values.max(axis=0)
            at_best = np.equal(values, best, out=work.get("marked", np.bool_, shape))
            return _pick_uniform_in_columns(at_best, generator, work)
        return _argmax_rows_random_ties(values, generator)

    def _refine_tail(
        self, low: np.ndarray, bits: np.ndarray, values: np.ndarray, generator: np.random.Generator
    ) -> None:
        """Redraw exactly, in float64, the noise of values whose uniform fell in the lowest 2**_REFINE_BITS levels."""
        if low.min() >= 1 << _REFINE_BITS:  # the common case: one cheap reduction, nothing to refine
            return
        where = np.flatnonzero(low < (1 << _REFINE_BITS))
        level = low.reshape(-1)[where].astype(np.float64)
        fraction = 1.0 - generator.random(where.size)  # in (0, 1], so the uniform below is never 0
        candidate = where // values.shape[1] if self.columns else where % values.shape[1]
        offset = self.standardized[candidate]
        if self.mechanism == REPORT_NOISY_MAX:
            magnitude = -np.log((level + fraction) * 2.0**-31)
            negative = bits.reshape(-1)[where] < (1 << 31)  # the sign bit was cleared in place by the filler
            noise = np.where(negative, -magnitude, magnitude)
        elif self.mechanism == REPORT_NOISY_MAX_EXPONENTIAL:
            noise = -np.log((level + fraction) * 2.0**-32)
        else:  # Gumbel: G = −ln E, E = −ln(1 − U), U small here so G is in the upper tail
            noise = -np.log(-np.log1p(-(level + fraction) * 2.0**-32))
        values.reshape(-1)[where] = offset + noise


def _random_uint32(generator: np.random.Generator, count: int, work: _Workspace) -> np.ndarray:
    """``count`` uniform 32-bit words straight from the bit generator (two per 64-bit output).

    ``random_raw`` always returns a new array. Holding on to the previous block's array until the new one exists
    lets the allocator hand the two buffers back and forth instead of returning memory to the OS and
    page-faulting it back for every block.
    """
    raw = generator.bit_generator.random_raw((count + 1) // 2)
    work.previous_raw = raw
    return raw.view(np.uint32)[:count]


# Each filler turns uniform words into x + noise (float32) in ``values`` and returns the integer level whose lowest
# values must be refined (see _NoisyMaxKernel._refine_tail). They may overwrite ``bits``.
_HALF_31 = np.float32(2.0**-32)  # ½ · 2⁻³¹
_STEP_31 = np.float32(2.0**-31)
_HALF_32 = np.float32(2.0**-33)
_STEP_32 = np.float32(2.0**-32)
_GUMBEL_MAX_UNIFORM = np.float32(1.0 - 2.0**-24)  # largest float32 below 1: keeps ln(1 − U) finite


def _fill_laplace(bits: np.ndarray, offsets: np.ndarray, values: np.ndarray, work: _Workspace) -> np.ndarray:
    """Laplace = sign × Exp(1): the top bit is the sign, the other 31 bits the uniform level m of E = −ln V."""
    level = np.bitwise_and(bits, np.uint32(0x7FFFFFFF), out=work.get("level", np.uint32, bits.shape))
    np.bitwise_and(bits, np.uint32(0x80000000), out=bits)  # bits now holds only the sign bit
    np.copyto(values, level.view(np.int32), casting="unsafe")  # < 2**31, so the int32 view is exact and fast
    values *= _STEP_31
    values += _HALF_31  # V = (m + ½)·2⁻³¹ ∈ (0, 1]
    np.log(values, out=values)  # ln V ≤ 0, i.e. −E
    sign_words = values.view(np.uint32)
    np.bitwise_xor(sign_words, bits, out=sign_words)  # sign bit set → −(−E) = +E; clear → −E
    values += offsets
    return level


def _fill_exponential(bits: np.ndarray, offsets: np.ndarray, values: np.ndarray, work: _Workspace) -> np.ndarray:
    """One-sided exponential E = −ln V, V = (u + ½)·2⁻³²."""
    np.copyto(values, bits, casting="unsafe")
    values *= _STEP_32
    values += _HALF_32
    np.log(values, out=values)
    np.subtract(offsets, values, out=values)
    return bits


def _fill_gumbel(bits: np.ndarray, offsets: np.ndarray, values: np.ndarray, work: _Workspace) -> np.ndarray:
    """Gumbel G = −ln E with E = −ln(1 − U), U = (u + ½)·2⁻³² (small U is the upper tail of G, kept by log1p)."""
    np.copyto(values, bits, casting="unsafe")
    values *= -_STEP_32
    values -= _HALF_32  # −U
    np.maximum(values, -_GUMBEL_MAX_UNIFORM, out=values)  # u ≥ 2³² − 128 would round U to 1: clamp (lower tail)
    np.log1p(values, out=values)  # ln(1 − U) = −E
    np.negative(values, out=values)
    np.log(values, out=values)  # ln E = −G
    np.subtract(offsets, values, out=values)
    return bits


_NOISE_FILLERS: dict[str, Callable[[np.ndarray, np.ndarray, np.ndarray, _Workspace], np.ndarray]] = {
    REPORT_NOISY_MAX: _fill_laplace,
    REPORT_NOISY_MAX_EXPONENTIAL: _fill_exponential,
    REPORT_NOISY_MAX_GUMBEL: _fill_gumbel,
}


@dataclass(frozen=True)
class _PermuteAndFlipKernel(_Kernel):
    """Permute-and-flip: flip every coin p_i = exp(x_i), return a uniformly random head (the first head of a
    uniformly random visiting order).

    The coin of candidate i is heads when u < ⌊t_i⌋ with t_i = p_i·2³², u a uniform 32-bit word; when u = ⌊t_i⌋
    a float64 uniform decides with probability t_i − ⌊t_i⌋. So P(heads) = t_i·2⁻³² = p_i exactly (to float64).
    Up to 32 candidates, blocks are candidates × trials and the random head is found by walking down the K rows;
    beyond, blocks are trials × candidates and the heads are gathered with one ``flatnonzero`` (row-major, so
    grouped by trial).
    """

    standardized: np.ndarray
    threshold: np.ndarray = field(init=False)
    fraction: np.ndarray = field(init=False)

    def __post_init__(self) -> None:
        scaled = np.exp(self.standardized) * 2.0**32
        threshold = np.minimum(np.floor(scaled), 2.0**32 - 1)  # the leader: t = 2³², threshold 2³² − 1, fraction 1
        object.__setattr__(self, "threshold", threshold.astype(np.uint32))
        object.__setattr__(self, "fraction", scaled - threshold)

    @property
    def columns(self) -> bool:
        return self.n_candidates <= _PF_COLUMN_LAYOUT_MAX_CANDIDATES

    def draw(self, n: int, generator: np.random.Generator, work: _Workspace) -> np.ndarray:
        k = self.n_candidates
        shape = (k, n) if self.columns else (n, k)
        threshold = self.threshold[:, None] if self.columns else self.threshold[None, :]
        bits = _random_uint32(generator, n * k, work).reshape(shape)
        heads = np.less_equal(bits, threshold, out=work.get("marked", np.bool_, shape))
        boundary = np.equal(bits, threshold, out=work.get("boundary", np.bool_, shape))
        if boundary.any():  # probability 2⁻³² per coin: settle the fractional part of t_i
            where = np.flatnonzero(boundary)
            keep = generator.random(where.size) < self.fraction[where // n if self.columns else where % k]
            heads.reshape(-1)[where[~keep]] = False
        if self.columns:
            return _pick_uniform_in_columns(heads, generator, work)
        return _pick_uniform_in_rows(heads, generator)


# ----------------------------------------------------------------------------------------------------------------
# Uniform choice among marked candidates (ties at the maximum, or permute-and-flip's heads)

_INDEX_U8 = np.arange(_COLUMN_LAYOUT_MAX_CANDIDATES + 1, dtype=np.uint8)


def _pick_uniform_in_columns(marked: np.ndarray, generator: np.random.Generator, work: _Workspace) -> np.ndarray:
    """For each column of a (K, n) boolean array with at least one True, a uniformly random True row index.

    Columns with one mark (almost all, when the marks are ties at a maximum) take the index directly; the others
    draw a rank r uniform among their c marks and walk down the rows counting marks, ending at the (r+1)-th.
    """
    k = marked.shape[0]
    flags = marked.view(np.uint8)
    counts = np.add.reduce(flags, axis=0, dtype=np.uint8)  # K ≤ 255, no overflow
    weighted = np.multiply(flags, _INDEX_U8[:k, None], out=work.get("weighted", np.uint8, marked.shape))
    # Exact where a column has one mark (the index itself); other columns are recomputed below.
    chosen = np.add.reduce(weighted, axis=0, dtype=np.uint8).astype(np.intp)
    several = np.flatnonzero(counts > 1)
    if several.size == 0:
        return chosen
    everywhere = several.size == counts.size
    subset = flags if everywhere else flags[:, several]
    rank = _uniform_below(generator, counts[several].astype(np.intp)).astype(np.uint8)
    running = np.zeros(several.size, dtype=np.uint8)
    position = np.zeros(several.size, dtype=np.uint8)
    not_yet = np.empty(several.size, dtype=bool)
    for row in subset:  # position = #{rows whose running mark count is still ≤ rank}
        np.add(running, row, out=running)
        np.less_equal(running, rank, out=not_yet)
        np.add(position, not_yet, out=position, casting="unsafe")
    if everywhere:
        return position.astype(np.intp)
    chosen[several] = position
    return chosen


def _pick_uniform_in_rows(marked: np.ndarray, generator: np.random.Generator) -> np.ndarray:
    """For each row of an (n, K) boolean array with at least one True, a uniformly random True column index."""
    n, k = marked.shape
    flat = np.flatnonzero(marked)
    row_starts = np.arange(n + 1, dtype=np.intp) * k
    starts = np.searchsorted(flat, row_starts)
    counts = np.diff(starts)
    picked = flat[starts[:-1] + _uniform_below(generator, counts)]
    return picked - row_starts[:-1]


def _uniform_below(generator: np.random.Generator, counts: np.ndarray) -> np.ndarray:
    """A uniform integer in [0, c) for each c ≥ 1 (floor of a 53-bit uniform times c; c ≪ 2⁵³ so the bias is nil)."""
    return np.minimum((generator.random(counts.shape) * counts).astype(np.intp), counts - 1)


def _argmax_rows_random_ties(values: np.ndarray, generator: np.random.Generator) -> np.ndarray:
    """Row-wise argmax of an (n, K) array with ties broken uniformly at random.

    A tie exists exactly when the row maximum appears again after the first maximum is masked, which costs one
    fast max-reduction; tied rows (rare) are resolved one by one.
    """
    n = values.shape[0]
    rows = np.arange(n)
    chosen = values.argmax(axis=1)
    top = values[rows, chosen]
    values[rows, chosen] = -np.inf
    tied = np.flatnonzero(values.max(axis=1) == top)
    values[rows, chosen] = top
    for row in tied:
        options = np.flatnonzero(values[row] == top[row])
        chosen[row] = options[generator.integers(options.size)]
    return chosen
