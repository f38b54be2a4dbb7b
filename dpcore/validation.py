"""Input checks shared by every dpcore entry point.

One place raises :class:`InvalidInputError` (a ``ValueError``) whose message names the bad value and says what
is allowed, so the pages can show it verbatim.
"""

from __future__ import annotations

import math
from numbers import Real

import numpy as np
from numpy.typing import ArrayLike

#: Largest number of simulated trials one call accepts (10⁸ draws; a page offers at most 10⁶).
MAX_TRIALS = 100_000_000
#: Largest number of candidates accepted (the exact probabilities stay fast well beyond this).
MAX_CANDIDATES = 1_000_000


#: What counts as a real number: Python's ints, floats and fractions and numpy's; not bool, not complex.
_REAL = (Real, np.integer, np.floating)


class InvalidInputError(ValueError):
    """Raised for input a mechanism cannot accept; the message says what to fix."""


def check_positive_finite(value: object, name: str) -> float:
    """Return ``value`` as a float if it is a finite real number > 0, else raise (naming ``name`` and the value).

    Booleans and complex numbers are refused, though Python counts them as numbers.

    >>> check_positive_finite(2, "epsilon")
    2.0
    >>> check_positive_finite(0.0, "epsilon")
    Traceback (most recent call last):
    ...
    dpcore.validation.InvalidInputError: epsilon must be a positive finite number (> 0), got 0.0.
    """
    if isinstance(value, bool) or not isinstance(value, _REAL):
        raise InvalidInputError(f"{name} must be a positive finite number, got {value!r}.")
    as_float = float(value)
    if not math.isfinite(as_float) or as_float <= 0:
        raise InvalidInputError(f"{name} must be a positive finite number (> 0), got {as_float!r}.")
    return as_float


def check_scores(scores: ArrayLike) -> np.ndarray:
    """Return ``scores`` as a 1-D float64 array of finite values (a single number becomes one score), else raise.

    >>> check_scores([3, 1, 2])
    array([3., 1., 2.])
    """
    try:
        array = np.asarray(scores, dtype=np.float64)
    except (TypeError, ValueError) as error:
        reason = str(error) if len(str(error)) <= 80 else str(error)[:77] + "..."  # numpy quotes the whole cell
        raise InvalidInputError(f"scores must be numbers, got {preview(scores)} ({reason}).") from None
    if array.ndim == 0:
        array = array.reshape(1)
    if array.ndim != 1:
        raise InvalidInputError(f"scores must be a one-dimensional list, got shape {array.shape}.")
    if array.size == 0:
        raise InvalidInputError("scores is empty: give at least one candidate's score.")
    if array.size > MAX_CANDIDATES:
        raise InvalidInputError(f"{array.size:,} candidates is more than the {MAX_CANDIDATES:,} allowed.")
    bad = ~np.isfinite(array)
    if bad.any():
        first = int(np.flatnonzero(bad)[0])
        raise InvalidInputError(
            f"scores must be finite numbers, but candidate #{first} has score {show(array[first])} "
            f"({int(bad.sum())} non-finite in all)."
        )
    return array


def check_vector(values: ArrayLike, name: str, *, kind: str = "numbers", scalar: bool = False) -> np.ndarray:
    """Return ``values`` as a non-empty 1-D float64 array (a single number too, when ``scalar``), else raise an
    error that names ``name`` and says it must be ``kind``.

    >>> check_vector([0.5, 1], "epsilons")
    array([0.5, 1. ])
    >>> check_vector(2, "epsilons", scalar=True)
    array([2.])
    """
    try:
        array = np.asarray(values, dtype=np.float64)
    except (TypeError, ValueError):
        raise InvalidInputError(f"{name} must be {kind}, got {preview(values)}.") from None
    if scalar and array.ndim == 0:
        array = array.reshape(1)
    if array.ndim != 1 or array.size == 0:
        raise InvalidInputError(f"{name} must be a non-empty one-dimensional list, got shape {array.shape}.")
    return array


def check_whole(value: object, name: str, *, minimum: int, maximum: int | None = None) -> int:
    """Return ``value`` as an int if it is a whole number ≥ ``minimum`` (and ≤ ``maximum``, when given), else raise.

    A float that holds a whole number (``1e4``, ``24.0``) counts: it is the number it holds. Booleans, text,
    fractions of a whole, NaN and infinities are refused, naming ``name`` and the value.

    >>> check_whole(24.0, "synthetic_size", minimum=1)
    24
    >>> check_whole(2.5, "n_records", minimum=1)
    Traceback (most recent call last):
    ...
    dpcore.validation.InvalidInputError: n_records must be a whole number ≥ 1, got 2.5.
    """
    allowed = f"≥ {minimum}" if maximum is None else f"from {minimum:,} to {maximum:,}"
    refused = InvalidInputError(f"{name} must be a whole number {allowed}, got {value!r}.")
    if isinstance(value, bool | np.bool_) or not isinstance(value, _REAL):
        raise refused
    if isinstance(value, int | np.integer):
        number = int(value)  # exact, however large (float() would round or overflow)
    else:
        as_float = float(value)
        if not math.isfinite(as_float) or not as_float.is_integer():
            raise refused
        number = int(as_float)
    if number < minimum or (maximum is not None and number > maximum):
        raise refused
    return number


def check_trials(trials: object, *, maximum: int | None = MAX_TRIALS) -> int:
    """Return ``trials`` (how many runs) as an int from 1 to ``maximum``, else raise: the one check of a number of
    trials, whether it is about to be run or was run already.

    A whole float such as 1e4 is accepted. ``maximum`` is :data:`MAX_TRIALS` for runs to make (the simulators'
    budget) and None for a sample that exists already (an interval says what n runs show, however many).

    >>> check_trials(1e4)
    10000
    >>> check_trials(10**9, maximum=None)
    1000000000
    """
    return check_whole(trials, "trials", minimum=1, maximum=maximum)


def check_counts(counts: ArrayLike, *, trials: int | None = None, listed: bool = False) -> np.ndarray:
    """Return ``counts`` as a float64 array (of any shape; a non-empty 1-D list when ``listed``) of whole numbers
    ≥ 0, each at most ``trials`` when it is given, else raise naming the first bad count.

    >>> check_counts([3, 0, 2.0])
    array([3., 0., 2.])
    >>> check_counts([3, 11], trials=10)
    Traceback (most recent call last):
    ...
    dpcore.validation.InvalidInputError: counts must be whole numbers from 0 to trials = 10, but count #1 is 11.
    """
    allowed = "whole numbers ≥ 0" if trials is None else f"whole numbers from 0 to trials = {trials:,}"
    if listed:
        array = check_vector(counts, "counts", kind=allowed)
    else:
        try:
            array = np.asarray(counts, dtype=np.float64)
        except (TypeError, ValueError):
            raise InvalidInputError(f"counts must be {allowed}, got {preview(counts)}.") from None
    bad = ~np.isfinite(array) | (array < 0) | (array != np.round(array))
    if trials is not None:
        bad |= array > trials
    if bad.any():
        first = int(np.flatnonzero(bad)[0])
        raise InvalidInputError(f"counts must be {allowed}, but count #{first} is {show(array.flat[first])}.")
    return array


def check_fraction(value: object, name: str) -> float:
    """Return ``value`` as a float if it is a number strictly between 0 and 1 (a confidence level, a tail
    probability β), else raise naming ``name`` and the value.

    >>> check_fraction(0.95, "confidence")
    0.95
    """
    if isinstance(value, bool | np.bool_) or not isinstance(value, _REAL) or not 0.0 < float(value) < 1.0:
        raise InvalidInputError(f"{name} must be a number strictly between 0 and 1, got {value!r}.")
    return float(value)


def check_choice(value: object, allowed: tuple[str, ...], name: str) -> str:
    """Return ``value`` if it is one of ``allowed``, else raise naming the allowed values.

    >>> check_choice("b", ("a", "b"), "letter")
    'b'
    """
    if value not in allowed:
        raise InvalidInputError(f"unknown {name} {value!r}; choose one of: {', '.join(allowed)}.")
    return str(value)


def check_rng(rng: object) -> np.random.Generator:
    """None → fresh OS entropy; a Generator is used (and advanced) as is; an int ≥ 0 seeds a new one.

    >>> int(check_rng(7).integers(1000)) == int(check_rng(7).integers(1000))
    True
    """
    if rng is None:
        return np.random.default_rng()
    if isinstance(rng, np.random.Generator):
        return rng
    if isinstance(rng, bool) or not isinstance(rng, int | np.integer) or rng < 0:
        raise InvalidInputError(f"rng must be None, a whole-number seed ≥ 0 or a numpy Generator, got {rng!r}.")
    return np.random.default_rng(int(rng))


def preview(value: object, limit: int = 60) -> str:
    """A short repr of ``value`` for error messages (at most ``limit`` characters, "..." where it was cut).

    >>> preview("x" * 100, limit=10)
    "'xxxxxx..."
    """
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


_SHOW_LIMIT = 32  # characters of a cell or column name quoted in a message


def show(value: object) -> str:
    """A cell value or column name for a message: numbers as numbers, text quoted and cut to a few words.

    >>> show(10**40), show(1.5), show("Mon")
    ('1e+40', '1.5', "'Mon'")
    """
    if isinstance(value, bool | np.bool_):
        return str(bool(value))
    if isinstance(value, int | np.integer):
        text = str(int(value))
        if len(text) <= _SHOW_LIMIT:
            return text
        sign, digits = ("-", text[1:]) if text.startswith("-") else ("", text)
        mantissa = f"{digits[0]}.{digits[1:6]}".rstrip("0").rstrip(".")
        return f"{sign}{mantissa}e+{len(digits) - 1}"  # (float() overflows past 1e308)
    if isinstance(value, float | np.floating):
        return f"{float(value):g}"
    text = str(value)
    if len(text) > _SHOW_LIMIT:
        text = text[: _SHOW_LIMIT - 1] + "…"
    return repr(text)


def check_probabilities(probabilities: ArrayLike) -> np.ndarray:
    """A probability vector: finite, ≥ 0, adding up to 1 within 1e-6."""
    p = check_vector(probabilities, "probabilities")
    bad = ~np.isfinite(p) | (p < 0)
    if np.any(bad):
        raise InvalidInputError(f"probabilities must be finite and ≥ 0, got {p[bad][0]!r}.")
    if abs(math.fsum(p) - 1.0) > 1e-6:
        raise InvalidInputError(f"probabilities must add up to 1, got a sum of {math.fsum(p)!r}.")
    return p
