"""Integer-only permute-and-flip: report-noisy-max with geometric noise (theory.md §3 "Discrete variant", §10).

Permute-and-flip with scale R/ε has the law of argmax_i(q_i + E_i) with E_i ~ Exponential(rate ε/R) (Ding, Kifer,
Saghaian, Steinke, Wang, Xiao & Zhang 2021, by memorylessness). When the scores are integers, write
E_i = ⌊E_i⌋ + {E_i}: the integer part is geometric with Pr[⌊E⌋ ≥ g] = e^{−gε/R}, independent of the fractional
part, and the fractional parts are i.i.d. and continuous. Comparing q_i + E_i therefore compares the integers
q_i + ⌊E_i⌋ first and breaks ties among their maxima by i.i.d. fractional parts, i.e. uniformly at random. So

    permute-and-flip(q) has the same law as argmax_i (q_i + G_i), ties broken uniformly, G_i i.i.d. geometric,

and that can be sampled with integer arithmetic and uniform random integers only, as OpenDP's ``make_noisy_max``
does: geometric variates from exact Bernoulli(e^{−x}) coins (Canonne, Kamath & Steinke 2020, Algorithms 1 and 2).
Floating point enters nowhere after ε/R is fixed as a fraction, so none of the floating-point attacks on textbook
samplers (Mironov 2012; Ilvento 2020) apply. (numpy's bit generator is still not a cryptographic source.)

The rate ε/R is used as an exact fraction: give ε and Δ as ``fractions.Fraction`` or int for exactness. A float is
converted exactly and, if its denominator exceeds 2^24, rounded *down* to a multiple of 2^-24, which can only add
noise: the guarantee is then ε'-DP for the ε' ≤ ε reported by :func:`discrete_noise_rate`.
"""

from __future__ import annotations

import math
from fractions import Fraction
from numbers import Rational, Real

import numpy as np
from numpy.typing import ArrayLike

from dpcore.validation import InvalidInputError, check_rng, check_scores, check_trials, preview

#: Largest denominator of the noise rate ε/R; finer floats are rounded down to a multiple of 1/MAX_DENOMINATOR.
MAX_DENOMINATOR = 1 << 24
_MAX_NUMERATOR = 1 << 40  # keeps every integer below 2^63 (products den·k with k < 2^20, U + den·V)
_MAX_SCORE = 1 << 53
_CHUNK = 1 << 20  # noise variates per chunk of trials


# --------------------------------------------------------------------------------------------------------------
# Exact coins and geometric noise (Canonne, Kamath & Steinke 2020)
# --------------------------------------------------------------------------------------------------------------


def bernoulli_exp(
    numerator: ArrayLike,
    denominator: ArrayLike,
    *,
    size: int | tuple[int, ...] | None = None,
    rng: None | int | np.random.Generator = None,
) -> np.ndarray:
    """Exact Bernoulli(exp(−x)) coins for rational x = numerator/denominator ≥ 0, with integers only.

    Canonne, Kamath & Steinke (2020), Algorithm 1: for x ≤ 1, draw A_k ~ Bernoulli(x/k) for k = 1, 2, ... until
    the first A_k = 0 and return 1 if that k is odd (the first k − 1 coins all succeed with probability
    x^{k−1}/(k − 1)!, so P(1) = Σ_{k odd} (x^{k−1}/(k−1)! − x^k/k!) = Σ_j (−x)^j/j! = e^{−x}); for x > 1, return 0
    unless ⌊x⌋ coins Bernoulli(e^{−1}) all come up 1, then a Bernoulli(e^{−(x−⌊x⌋)}) coin. Each Bernoulli(a/b) is
    ``rng.integers(0, b) < a``. Vectorised: all coins advance together, and the loops stop when every coin has
    finished (about 10 rounds for 10⁵ coins).

    Parameters
    ----------
    numerator, denominator : array_like of int
        x = numerator/denominator, numerator ≥ 0, 1 ≤ denominator ≤ 2^40 (broadcast together and with ``size``).
    size : int or tuple, optional
        Output shape (default: the broadcast shape of the inputs).
    rng : None, int or numpy.random.Generator
        Source of uniform integers.

    Returns
    -------
    numpy.ndarray of bool
    """
    num, den = _check_fraction_arrays(numerator, denominator)
    shape = np.broadcast_shapes(num.shape, den.shape) if size is None else tuple(int(n) for n in np.atleast_1d(size))
    num = np.broadcast_to(num, shape).ravel()
    den = np.broadcast_to(den, shape).ravel()
    return _bernoulli_exp(num, den, check_rng(rng)).reshape(shape)


def discrete_geometric(
    numerator: int,
    denominator: int,
    *,
    size: int | tuple[int, ...],
    rng: None | int | np.random.Generator = None,
) -> np.ndarray:
    """Geometric variates G ≥ 0 with Pr[G ≥ g] = exp(−g·s/t), s/t = numerator/denominator > 0, integers only.

    Canonne, Kamath & Steinke (2020), Algorithm 2, steps 1–7: draw U uniform on {0..t−1} and keep it with
    probability e^{−U/t} (else redraw); count V, the Bernoulli(e^{−1}) successes before the first failure; then
    X = U + tV has Pr[X = x] ∝ e^{−x/t}, and G = ⌊X/s⌋ has Pr[G ≥ g] = Pr[X ≥ gs] = e^{−gs/t}.
    """
    num, den = _check_fraction_arrays(numerator, denominator)
    if num.ndim or den.ndim or int(num) < 1:
        raise InvalidInputError(f"the geometric rate must be one fraction > 0, got {numerator!r}/{denominator!r}.")
    shape = tuple(int(n) for n in np.atleast_1d(size))
    count = math.prod(shape)
    return _geometric(int(num), int(den), count, check_rng(rng)).reshape(shape)


def _bernoulli_exp(num: np.ndarray, den: np.ndarray, generator: np.random.Generator) -> np.ndarray:
    whole = num // den
    result = np.ones(num.size, dtype=bool)
    # ⌊x⌋ coins of Bernoulli(e^{−1}): survive only if all succeed.
    alive = np.flatnonzero(whole > 0)
    rounds = 0
    while alive.size:
        rounds += 1
        coins = _bernoulli_exp_at_most_one(np.ones(alive.size, np.int64), np.ones(alive.size, np.int64), generator)
        result[alive[~coins]] = False
        alive = alive[coins & (whole[alive] > rounds)]
    # The fractional part, for the survivors.
    pending = np.flatnonzero(result)
    fraction = num[pending] - whole[pending] * den[pending]
    result[pending] = _bernoulli_exp_at_most_one(fraction, den[pending], generator)
    return result


def _bernoulli_exp_at_most_one(num: np.ndarray, den: np.ndarray, generator: np.random.Generator) -> np.ndarray:
    """Bernoulli(e^{−x}) for 0 ≤ x = num/den ≤ 1: the parity of the first k with A_k ~ Bernoulli(x/k) = 0."""
    result = np.empty(num.size, dtype=bool)
    active = np.arange(num.size)
    k = 1
    while active.size:
        heads = generator.integers(0, den[active] * k) < num[active]  # Bernoulli(x/k)
        done = active[~heads]
        result[done] = k % 2 == 1
        active = active[heads]
        k += 1
    return result


def _geometric(s: int, t: int, count: int, generator: np.random.Generator) -> np.ndarray:
    u = np.empty(count, dtype=np.int64)
    pending = np.arange(count)
    while pending.size:  # U uniform on {0..t−1}, kept with probability e^{−U/t}; acceptance ≥ 1 − e^{−1}
        draw = generator.integers(0, t, size=pending.size)
        keep = _bernoulli_exp(draw, np.full(pending.size, t, dtype=np.int64), generator)
        u[pending[keep]] = draw[keep]
        pending = pending[~keep]
    v = np.zeros(count, dtype=np.int64)
    active = np.arange(count)
    ones = np.ones(count, dtype=np.int64)
    while active.size:  # V = number of Bernoulli(e^{−1}) successes before the first failure
        heads = _bernoulli_exp_at_most_one(ones[: active.size], ones[: active.size], generator)
        v[active[heads]] += 1
        active = active[heads]
    return (u + t * v) // s


# --------------------------------------------------------------------------------------------------------------
# Discrete permute-and-flip
# --------------------------------------------------------------------------------------------------------------


def discrete_noise_rate(
    *, epsilon: float | Fraction, sensitivity: float | Fraction = 1, monotonic: bool = False
) -> Fraction:
    """The noise rate ε/R as the exact fraction the integer sampler uses (R = 2Δ, or Δ when monotone).

    Ints and Fractions are kept exactly; a float is converted exactly and, if its denominator exceeds 2^24,
    rounded down to a multiple of 2^-24 (more noise, never less). The mechanism is ε'-DP for ε' = rate·R ≤ ε.
    """
    epsilon_q = _as_fraction(epsilon, "epsilon")
    sensitivity_q = _as_fraction(sensitivity, "sensitivity")
    rate = epsilon_q / (sensitivity_q * (1 if monotonic else 2))
    if rate.denominator > MAX_DENOMINATOR:
        rate = Fraction(math.floor(rate * MAX_DENOMINATOR), MAX_DENOMINATOR)
        if rate == 0:
            raise InvalidInputError(
                f"epsilon/R = {float(epsilon_q / (sensitivity_q * (1 if monotonic else 2)))!r} is below 2^-24, "
                "too small for the integer sampler; increase epsilon or give it as a Fraction."
            )
    if rate.numerator > _MAX_NUMERATOR or rate.denominator > _MAX_NUMERATOR:
        raise InvalidInputError(f"epsilon/R = {rate} has a numerator or denominator above 2^40; simplify it.")
    return rate


def simulate_discrete_permute_and_flip(
    scores: ArrayLike,
    *,
    epsilon: float | Fraction,
    sensitivity: float | Fraction = 1,
    monotonic: bool = False,
    trials: int,
    rng: None | int | np.random.Generator = None,
) -> np.ndarray:
    """Counts of each candidate over ``trials`` runs of integer-only permute-and-flip.

    Each run returns argmax_i (q_i + G_i) with G_i i.i.d. geometric, Pr[G ≥ g] = e^{−gε/R}, ties broken uniformly
    (a uniform integer picks one of the tied maxima), which is exactly the law of permute-and-flip with scale
    R/ε (McKenna & Sheldon 2020) on integer scores (module docstring; theory.md §3). ε-DP (for the rate of
    :func:`discrete_noise_rate`). Only ``rng.integers`` is used. Cost: about 10 vectorised rounds of integer
    draws per batch; 10⁴ trials at K = 10 take ~30 ms.

    Parameters
    ----------
    scores : array_like of int, shape (K,)
        Whole-number scores (floats with integer values are accepted), |q| ≤ 2^53.
    epsilon : float, int or Fraction
        ε > 0.
    sensitivity : float, int or Fraction
        Δ > 0 (need not be an integer).
    monotonic : bool
        R = Δ instead of 2Δ.
    trials : int
        Number of runs, 1..:data:`dpcore.validation.MAX_TRIALS`.
    rng : None, int or numpy.random.Generator

    Returns
    -------
    numpy.ndarray
        int64 counts, shape (K,), summing to ``trials``.
    """
    values = _check_integer_scores(scores)
    rate = discrete_noise_rate(epsilon=epsilon, sensitivity=sensitivity, monotonic=monotonic)
    trials = check_trials(trials)
    generator = check_rng(rng)
    gaps = values.max() - values  # argmax is shift-invariant; gaps ≥ 0 keep every sum small
    counts = np.zeros(values.size, dtype=np.int64)
    per_chunk = max(1, _CHUNK // values.size)
    for start in range(0, trials, per_chunk):
        batch = min(per_chunk, trials - start)
        noise = _geometric(rate.numerator, rate.denominator, batch * values.size, generator)
        totals = noise.reshape(batch, values.size) - gaps
        counts += np.bincount(_argmax_uniform_ties(totals, generator), minlength=values.size)
    return counts


def discrete_permute_and_flip(
    scores: ArrayLike,
    *,
    epsilon: float | Fraction,
    sensitivity: float | Fraction = 1,
    monotonic: bool = False,
    rng: None | int | np.random.Generator = None,
) -> int:
    """One run of integer-only permute-and-flip: the index of the selected candidate (see
    :func:`simulate_discrete_permute_and_flip`)."""
    counts = simulate_discrete_permute_and_flip(
        scores, epsilon=epsilon, sensitivity=sensitivity, monotonic=monotonic, trials=1, rng=rng
    )
    return int(np.argmax(counts))


def _argmax_uniform_ties(totals: np.ndarray, generator: np.random.Generator) -> np.ndarray:
    """Row-wise argmax, choosing uniformly among tied maxima with one uniform integer per row."""
    tied = totals == totals.max(axis=1, keepdims=True)
    rank = generator.integers(0, tied.sum(axis=1)) + 1  # which of the tied maxima, 1-based
    return np.argmax(tied & (np.cumsum(tied, axis=1) == rank[:, None]), axis=1)


# --------------------------------------------------------------------------------------------------------------
# Validation
# --------------------------------------------------------------------------------------------------------------


def _check_integer_scores(scores: ArrayLike) -> np.ndarray:
    values = check_scores(scores)
    bad = (values != np.round(values)) | (np.abs(values) > _MAX_SCORE)
    if bad.any():
        first = int(np.flatnonzero(bad)[0])
        raise InvalidInputError(
            f"the integer-only sampler needs whole-number scores (|q| ≤ 2^53), but candidate #{first} has score "
            f"{values[first]!r}; round the scores or use the floating-point permute-and-flip."
        )
    return values.astype(np.int64)


def _as_fraction(value: object, name: str) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, Real | np.number):
        raise InvalidInputError(f"{name} must be a positive finite number, got {value!r}.")
    if isinstance(value, Rational):
        fraction = Fraction(int(value.numerator), int(value.denominator))
    else:
        as_float = float(value)
        if not math.isfinite(as_float):
            raise InvalidInputError(f"{name} must be a positive finite number, got {as_float!r}.")
        fraction = Fraction(as_float)
    if fraction <= 0:
        raise InvalidInputError(f"{name} must be a positive finite number (> 0), got {value!r}.")
    return fraction


def _check_fraction_arrays(numerator: ArrayLike, denominator: ArrayLike) -> tuple[np.ndarray, np.ndarray]:
    arrays = []
    for value, name, low in ((numerator, "numerator", 0), (denominator, "denominator", 1)):
        array = np.asarray(value)
        if array.dtype.kind not in "iu" or (array < low).any() or (array > _MAX_NUMERATOR).any():
            raise InvalidInputError(f"{name} must be whole numbers from {low} to 2^40, got {preview(value)}.")
        arrays.append(array.astype(np.int64))
    return arrays[0], arrays[1]
