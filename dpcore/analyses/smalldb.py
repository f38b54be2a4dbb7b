"""SmallDB: the exponential mechanism over whole synthetic databases (theory.md §9).

Blum, Ligett & Roth (2008); Dwork & Roth (2014), Algorithm 4 and Theorem 4.5. The data universe X is every
combination of two or three binary attributes (|X| = 4 or 8). A database is a histogram x ∈ ℕ^|X| with n = ‖x‖₁
records. The queries Q are all one- and two-way marginal cells, f(x) = (1/n) Σ_u x_u f(u) with f(u) ∈ {0, 1}
("the fraction of records with A = 1", "... with A = 0 and B = 1"):

* 2 attributes: 4 one-way + 4 two-way cells, |Q| = 8;
* 3 attributes: 6 one-way + 3·4 two-way cells, |Q| = 18.

The mechanism considers every database y of exactly m records (the range R, all multisets of size m from X, so
|R| = C(m + |X| − 1, |X| − 1)), scores each by u(x, y) = −max_{f∈Q} |f(x) − f(y)|, whose sensitivity is 1/n (one
record moves each f(x) by at most 1/n), and outputs y with probability ∝ exp(ε u / (2/n)): ε-DP. Here the whole
range is enumerated, so the output law is exact.

Accuracy (Dwork & Roth 2014, Thm 4.5; theory.md §9): with probability ≥ 1 − β the output's error is at most
α + 2(ln|X| ln|Q| / α² + ln(1/β))/(εn), where m = ln|Q|/α², i.e. α = √(ln|Q|/m): some y ∈ R is α-accurate, and
the exponential mechanism's tail (Dwork & Roth 2014, Thm 3.11) adds 2(ln|R| + ln(1/β))/(εn) with ln|R| ≤ m ln|X|.
All logarithms are natural. The sampler uses numpy floating point (teaching only, theory.md §10).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

import numpy as np
import pandas as pd
from numpy.typing import ArrayLike

from dpcore.ingest.cells import BAD, MIDDLE, YES, answer_codes, row_name
from dpcore.selection.exact import log_selection_probabilities
from dpcore.selection.mechanisms import EXPONENTIAL
from dpcore.stats import wilson_interval
from dpcore.validation import (
    InvalidInputError,
    check_counts,
    check_fraction,
    check_positive_finite,
    check_rng,
    check_vector,
    check_whole,
    show,
)

#: Synthetic database size m used by default: 2,925 candidates for 2 attributes (α ≈ 0.29), a few ms.
DEFAULT_SYNTHETIC_SIZE = 24
#: Most candidate databases enumerated (3 attributes allow m ≤ 20).
MAX_SMALLDB_CANDIDATES = 1_000_000
#: Most draws per call to :func:`sample_synthetic_indices`.
MAX_DRAWS = 100_000
#: The ε grid of the error-against-ε curve (:func:`error_curve`): 25 values from 0.01 to 10, evenly spaced on a
#: log axis, rounded to 3 significant digits.
CURVE_EPSILONS: tuple[float, ...] = tuple(float(f"{e:.3g}") for e in np.geomspace(0.01, 10, 25))
#: The lowest error :func:`curve_floor` puts at the bottom of a log axis (every error lies in [0, 1]).
ERROR_FLOOR = 1e-4


@dataclass(frozen=True)
class SmallDBDistribution:
    """The exact output law of SmallDB over every candidate database of size m.

    Attributes
    ----------
    attribute_names : tuple[str, ...]
        The d = 2 or 3 binary attributes.
    universe : numpy.ndarray, shape (|X|, d)
        Every combination of attribute values, 0/1, first attribute most significant (00, 01, 10, 11 for d = 2).
    universe_labels : tuple[str, ...]
        "A=0, B=1" style label of each universe element.
    queries : numpy.ndarray, shape (|Q|, |X|)
        f(u) ∈ {0, 1} for every marginal-cell query.
    query_labels : tuple[str, ...]
        "A=1" or "A=0 & B=1" style label of each query.
    counts : numpy.ndarray, shape (|X|,)
        The database histogram x (int64), n = counts.sum().
    candidates : numpy.ndarray, shape (|R|, |X|)
        Every histogram y with y.sum() = m (int64).
    errors : numpy.ndarray, shape (|R|,)
        max_f |f(x) − f(y)| of each candidate.
    log_probabilities, probabilities : numpy.ndarray, shape (|R|,)
        The exponential mechanism's exact law over the candidates.
    epsilon : float
    synthetic_size : int
        m.
    """

    attribute_names: tuple[str, ...]
    universe: np.ndarray
    universe_labels: tuple[str, ...]
    queries: np.ndarray
    query_labels: tuple[str, ...]
    counts: np.ndarray
    candidates: np.ndarray
    errors: np.ndarray
    log_probabilities: np.ndarray
    probabilities: np.ndarray
    epsilon: float
    synthetic_size: int

    @property
    def n_records(self) -> int:
        return int(self.counts.sum())

    def query_answers(self, histogram: ArrayLike | None = None) -> np.ndarray:
        """f(h) for every query: the fraction of records of ``histogram`` (default: the database) in each cell."""
        h = self.counts if histogram is None else np.asarray(histogram, dtype=np.int64)
        return self.queries @ h / h.sum()

    def query_errors(self, histogram: ArrayLike) -> np.ndarray:
        """|f(x) − f(y)| for every query f, y = ``histogram`` (a release): its largest is y's error."""
        return np.abs(self.query_answers() - self.query_answers(histogram))

    def release_counts(self, draws: ArrayLike) -> np.ndarray:
        """How often each candidate is among ``draws`` (indices into ``candidates``), shape (|R|,)."""
        return np.bincount(np.asarray(draws, dtype=np.int64), minlength=self.candidates.shape[0])


def marginal_queries(
    n_attributes: int, attribute_names: tuple[str, ...] | list[str] | None = None
) -> tuple[np.ndarray, np.ndarray, tuple[str, ...], tuple[str, ...]]:
    """The universe and every one- and two-way marginal-cell query over ``n_attributes`` binary attributes.

    Returns
    -------
    universe : (2^d, d) int array, queries : (|Q|, 2^d) int array, query_labels, universe_labels
        |Q| = 2d + 4·C(d, 2): 8 for d = 2, 18 for d = 3.
    """
    names = _check_attributes(n_attributes, attribute_names)
    d = len(names)
    universe = np.array(list(itertools.product((0, 1), repeat=d)), dtype=np.int64)
    rows, labels = [], []
    for j in range(d):
        for v in (0, 1):
            rows.append(universe[:, j] == v)
            labels.append(f"{names[j]}={v}")
    for j, k in itertools.combinations(range(d), 2):
        for v, w in itertools.product((0, 1), repeat=2):
            rows.append((universe[:, j] == v) & (universe[:, k] == w))
            labels.append(f"{names[j]}={v} & {names[k]}={w}")
    universe_labels = tuple(", ".join(f"{names[j]}={row[j]}" for j in range(d)) for row in universe)
    return universe, np.array(rows, dtype=np.int64), tuple(labels), universe_labels


def histogram_from_rows(rows: ArrayLike) -> np.ndarray:
    """Histogram over the universe of :func:`marginal_queries` from records given as an (n, d) array of 0/1
    (or booleans), d = 2 or 3. Row (a, b, c) counts towards universe element a·4 + b·2 + c."""
    try:
        array = np.asarray(rows)
    except (TypeError, ValueError):
        raise InvalidInputError("rows must be a table of 0/1 values.") from None
    if array.ndim != 2 or array.shape[0] == 0 or array.shape[1] not in (2, 3):
        raise InvalidInputError(f"rows must be a non-empty table with 2 or 3 binary columns, got shape {array.shape}.")
    if array.dtype == bool:
        array = array.astype(np.int64)
    if not np.isin(array, (0, 1)).all():
        bad = array[~np.isin(array, (0, 1))].ravel()[0]
        raise InvalidInputError(f"rows must contain only 0 and 1 (or True/False), found {bad!r}.")
    d = array.shape[1]
    index = array.astype(np.int64) @ (2 ** np.arange(d - 1, -1, -1))
    return np.bincount(index, minlength=2**d).astype(np.int64)


@dataclass(frozen=True)
class BinaryRecords:
    """Records as 0/1 attributes, read from yes/no cells.

    Attributes
    ----------
    rows : numpy.ndarray, shape (n, d)
        1 where the cell says yes, else 0 (int64), ready for :func:`histogram_from_rows`.
    middle : int
        How many cells held the middle "if need be" answer (maybe, (OK)...), counted as no.
    """

    rows: np.ndarray
    middle: int


def records_from_answers(frame: pd.DataFrame, columns: Sequence[object]) -> BinaryRecords:
    """Read yes/no columns as binary attributes with :func:`dpcore.ingest.cells.answer_codes`, the rule every page uses.

    YES → 1; NO and an empty cell → 0. SmallDB's attributes are binary, so the middle answer, which scheduling
    tools weigh by the user's choice of 0, ½ or 1, cannot stay in between: it counts as no (weight 0, the choice
    that never claims more than was said), and :attr:`BinaryRecords.middle` counts such cells so the page can say
    so. A cell that is neither raises, naming its column, row and value.

    >>> records = records_from_answers(pd.DataFrame({"a": ["yes", "no", "maybe"], "b": [1, 0, 1]}), ["a", "b"])
    >>> records.rows.tolist(), records.middle
    ([[1, 1], [0, 0], [0, 1]], 1)
    """
    names = list(columns)
    codes = answer_codes(frame[names].to_numpy(dtype=object))
    bad = np.argwhere(codes == BAD)
    if bad.size:
        row, column = (int(v) for v in bad[0])
        value = frame[names[column]].iloc[row]
        raise InvalidInputError(
            f"Column {show(names[column])}, {row_name(frame.index[row])}, holds {show(value)}, "
            "which is neither yes nor no. Use 1/0, yes/no or true/false (a blank cell counts as no)."
        )
    return BinaryRecords(rows=(codes == YES).astype(np.int64), middle=int(np.count_nonzero(codes == MIDDLE)))


def candidate_count(n_universe: int, synthetic_size: int) -> int:
    """|R| = C(m + |X| − 1, |X| − 1), the number of histograms of m records over |X| elements (stars and bars)."""
    return math.comb(synthetic_size + n_universe - 1, n_universe - 1)


def enumerate_candidates(n_universe: int, synthetic_size: int) -> np.ndarray:
    """Every y ∈ ℕ^|X| with Σ y = m, shape (C(m + |X| − 1, |X| − 1), |X|), int64, in lexicographic order.

    Built one coordinate at a time: each partial row with running sum s is repeated m − s + 1 times and extended
    by 0..m − s (np.repeat plus a within-group counter), and the last coordinate takes what is left.
    """
    m = synthetic_size
    rows = np.zeros((1, 0), dtype=np.int64)
    used = np.zeros(1, dtype=np.int64)
    for _ in range(n_universe - 1):
        room = m - used + 1
        parent = np.repeat(np.arange(rows.shape[0]), room)
        start = np.cumsum(room) - room
        value = np.arange(parent.size) - np.repeat(start, room)
        rows = np.column_stack((rows[parent], value))
        used = used[parent] + value
    return np.column_stack((rows, m - used))


def smalldb_distribution(
    counts: ArrayLike,
    *,
    epsilon: float,
    synthetic_size: int = DEFAULT_SYNTHETIC_SIZE,
    attribute_names: tuple[str, ...] | list[str] | None = None,
) -> SmallDBDistribution:
    """Exact law of SmallDB (the exponential mechanism over all synthetic databases of size m).

    Parameters
    ----------
    counts : array_like of int, shape (4,) or (8,)
        The database histogram x over the universe of :func:`marginal_queries` (2 or 3 binary attributes).
    epsilon : float
        ε > 0; the output is ε-DP.
    synthetic_size : int
        m ≥ 1, the number of records in every candidate (accuracy α = √(ln|Q|/m)).
    attribute_names : sequence of str, optional
        Names of the attributes (default "A", "B"[, "C"]).

    Returns
    -------
    SmallDBDistribution

    Notes
    -----
    u(y) = −max_f |f(x) − f(y)| with sensitivity 1/n; P(y) ∝ exp(ε u(y) n / 2) (Dwork & Roth 2014, Alg. 4).
    Each error is an exact fraction: |f(x) − f(y)| = |m (Fx)_f − n (Fy)_f| / (n m), so the mechanism is run on
    the integer scores −max_f |m (Fx)_f − n (Fy)_f|, whose sensitivity is n m · (1/n) = m: the same law as
    scores u with sensitivity 1/n, with exact ties. The probabilities come from
    :func:`dpcore.selection.exact.log_selection_probabilities` (mechanism "exponential", log space).
    Cost: |X| = 4, m = 24: 2,925 candidates in ~2 ms; m = 52: 26,235 in ~10 ms; |X| = 8, m = 16: 245,157 in
    ~0.3 s.
    """
    histogram = _check_counts(counts)
    n_attributes = int(round(math.log2(histogram.size)))
    epsilon = check_positive_finite(epsilon, "epsilon")
    m = _check_synthetic_size(synthetic_size, histogram.size)
    if int(histogram.sum()) * m >= 2**62:
        raise InvalidInputError(f"n·m = {int(histogram.sum()) * m:,} is too large for exact errors; use fewer records.")
    universe, queries, query_labels, universe_labels = marginal_queries(n_attributes, attribute_names)
    n = int(histogram.sum())
    candidates = enumerate_candidates(histogram.size, m)
    # Exact integer arithmetic: every term is at most n·m < 2^62 (checked).
    numerators = np.abs(m * (queries @ histogram)[None, :] - n * (candidates @ queries.T)).max(axis=1)
    log_probabilities = log_selection_probabilities(
        -numerators.astype(np.float64), epsilon=epsilon, sensitivity=float(m), mechanism=EXPONENTIAL
    )
    return SmallDBDistribution(
        attribute_names=_check_attributes(n_attributes, attribute_names),
        universe=universe,
        universe_labels=universe_labels,
        queries=queries,
        query_labels=query_labels,
        counts=histogram,
        candidates=candidates,
        errors=numerators / (n * m),
        log_probabilities=log_probabilities,
        probabilities=np.exp(log_probabilities),
        epsilon=epsilon,
        synthetic_size=m,
    )


def error_distribution(distribution: SmallDBDistribution) -> tuple[np.ndarray, np.ndarray]:
    """The exact law of the output's max query error: its distinct values (ascending) and their probabilities."""
    values, inverse = np.unique(distribution.errors, return_inverse=True)
    return values, np.bincount(inverse, weights=distribution.probabilities, minlength=values.size)


def error_quantile(distribution: SmallDBDistribution, *, level: float = 0.95) -> float:
    """Smallest error e with P(error ≤ e) ≥ ``level`` (exact; e.g. the 95th percentile)."""
    level = check_fraction(level, "level")
    values, probabilities = error_distribution(distribution)
    index = min(int(np.searchsorted(np.cumsum(probabilities), level, side="left")), values.size - 1)
    return float(values[index])


def error_cdf(distribution: SmallDBDistribution, *, draws: ArrayLike) -> pd.DataFrame:
    """The exact CDF of the output's max error at each of its distinct values, beside the sampled one.

    Columns: ``error`` (the distinct values, ascending), ``exact_probability`` (P(error = e), from
    :func:`error_distribution`), ``exact_cdf`` (P(error ≤ e), cumulative sum capped at 1 against rounding) and
    ``sampled_cdf`` (the share of ``draws``, indices into ``distribution.candidates``, whose error is ≤ e).

    >>> law = smalldb_distribution([3, 1, 0, 2], epsilon=1.0, synthetic_size=2)
    >>> table = error_cdf(law, draws=sample_synthetic_indices(law, size=50, rng=1))
    >>> float(table["exact_cdf"].iloc[-1]), float(table["sampled_cdf"].iloc[-1])
    (1.0, 1.0)
    """
    chosen = _check_draws(draws)
    values, probabilities = error_distribution(distribution)
    sampled = np.sort(distribution.errors[chosen])
    return pd.DataFrame(
        {
            "error": values,
            "exact_probability": probabilities,
            "exact_cdf": np.minimum(np.cumsum(probabilities), 1.0),
            "sampled_cdf": np.searchsorted(sampled, values, side="right") / sampled.size,
        }
    )


def likeliest_candidates(distribution: SmallDBDistribution, *, count: int) -> np.ndarray:
    """Indices of the ``count`` likeliest candidates, most probable first (ties keep enumeration order).

    >>> law = smalldb_distribution([3, 1, 0, 2], epsilon=1.0, synthetic_size=2)
    >>> law.candidates[likeliest_candidates(law, count=1)[0]].tolist()
    [1, 0, 0, 1]
    """
    top = check_whole(count, "count", minimum=1)
    return np.argsort(-distribution.probabilities, kind="stable")[:top]


def likeliest_releases(distribution: SmallDBDistribution, *, draws: ArrayLike, count: int) -> pd.DataFrame:
    """The ``count`` likeliest candidates (:func:`likeliest_candidates`), each with its exact probability and how
    often it was among the sampled releases ``draws`` (indices into ``distribution.candidates``).

    Columns: ``index`` (into ``candidates``), ``exact`` (P(y)), ``count`` (releases equal to y), ``share``
    (count / number of draws), ``lower`` and ``upper`` (the share's 95% Wilson interval,
    :func:`dpcore.stats.wilson_interval`) and ``error`` (y's max query error).

    >>> law = smalldb_distribution([3, 1, 0, 2], epsilon=1.0, synthetic_size=2)
    >>> table = likeliest_releases(law, draws=[6, 6, 0, 6], count=2)
    >>> table[["index", "count", "share"]].values.tolist()
    [[6.0, 3.0, 0.75], [8.0, 0.0, 0.0]]
    >>> bool((table["lower"] <= table["share"]).all() and (table["share"] <= table["upper"]).all())
    True
    """
    chosen = _check_draws(draws)
    top = likeliest_candidates(distribution, count=count)
    counts = distribution.release_counts(chosen)[top]
    lower, upper = wilson_interval(counts, chosen.size)
    return pd.DataFrame(
        {
            "index": top,
            "exact": distribution.probabilities[top],
            "count": counts,
            "share": counts / chosen.size,
            "lower": lower,
            "upper": upper,
            "error": distribution.errors[top],
        }
    )


def largest_sampled_error(distribution: SmallDBDistribution, *, draws: ArrayLike) -> float:
    """The largest max query error among the sampled releases ``draws`` (indices into ``candidates``).

    >>> law = smalldb_distribution([3, 1, 0, 2], epsilon=1.0, synthetic_size=2)
    >>> largest_sampled_error(law, draws=[3, 0]) == float(law.errors[[3, 0]].max())
    True
    """
    return float(distribution.errors[_check_draws(draws)].max())


def curve_floor(curve: pd.DataFrame, *, minimum: float = ERROR_FLOOR) -> float:
    """The bottom of a log axis for an :func:`error_curve`: the power of ten at or below its smallest positive
    ``quantile95`` or ``expected`` error, and never below ``minimum`` (an error of 0 cannot go on a log axis).

    >>> curve_floor(pd.DataFrame({"quantile95": [0.3, 0.02], "expected": [0.2, 0.0]}))
    0.01
    >>> curve_floor(pd.DataFrame({"quantile95": [0.0], "expected": [1e-9]}))
    0.0001
    """
    values = curve[["quantile95", "expected"]].to_numpy(dtype=np.float64)
    positive = values[values > 0]
    smallest = float(positive.min()) if positive.size else minimum
    return max(float(minimum), float(10.0 ** np.floor(np.log10(smallest))))


def combination_table(distribution: SmallDBDistribution, histogram: ArrayLike | None = None) -> pd.DataFrame:
    """A histogram over the universe (default: the true data) as a table: ``Combination`` (its label),
    ``Records`` (the count) and ``Share`` (count / total).

    >>> law = smalldb_distribution([3, 1, 0, 2], epsilon=1.0, synthetic_size=2)
    >>> combination_table(law, [1, 0, 0, 1])["Share"].tolist()
    [0.5, 0.0, 0.0, 0.5]
    """
    counts = distribution.counts if histogram is None else np.asarray(histogram, dtype=np.int64)
    return pd.DataFrame(
        {"Combination": list(distribution.universe_labels), "Records": counts, "Share": counts / counts.sum()}
    )


def synthetic_records(distribution: SmallDBDistribution, histogram: ArrayLike) -> pd.DataFrame:
    """The records a released histogram stands for: each universe element repeated as often as it is counted, one
    row per record and one 0/1 column per attribute.

    >>> law = smalldb_distribution([3, 1, 0, 2], epsilon=1.0, synthetic_size=2, attribute_names=["a", "b"])
    >>> synthetic_records(law, [1, 0, 0, 1]).values.tolist()
    [[0, 0], [1, 1]]
    """
    counts = np.asarray(histogram, dtype=np.int64)
    return pd.DataFrame(np.repeat(distribution.universe, counts, axis=0), columns=list(distribution.attribute_names))


def marginals(distribution: SmallDBDistribution, histogram: ArrayLike) -> pd.DataFrame:
    """Every one- and two-way marginal of the true data beside a release's: ``query`` (its label), ``true`` f(x),
    ``synthetic`` f(y) and ``difference`` |f(x) − f(y)| (the largest is the release's error).

    >>> law = smalldb_distribution([3, 1, 0, 2], epsilon=1.0, synthetic_size=2)
    >>> table = marginals(law, [1, 0, 0, 1])
    >>> round(float(table["difference"].max()), 12) == round(float(law.errors[6]), 12)  # y's error
    True
    """
    return pd.DataFrame(
        {
            "query": list(distribution.query_labels),
            "true": distribution.query_answers(),
            "synthetic": distribution.query_answers(histogram),
            "difference": distribution.query_errors(histogram),
        }
    )


def expected_error(distribution: SmallDBDistribution) -> float:
    """Exact E[max_f |f(x) − f(y)|] of the output."""
    return float(distribution.probabilities @ distribution.errors)


def smalldb_accuracy_bound(
    *,
    n_records: int,
    n_universe: int,
    n_queries: int,
    synthetic_size: int,
    epsilon: float,
    beta: float = 0.05,
) -> float:
    """The SmallDB accuracy theorem: with probability ≥ 1 − β the error is at most

        α + 2 (ln|X| ln|Q| / α² + ln(1/β)) / (ε n),   α = √(ln|Q| / m)

    (Blum, Ligett & Roth 2008; Dwork & Roth 2014, Thm 4.5 with natural logarithms; theory.md §9). Since
    ln|Q|/α² = m this equals α + 2(m ln|X| + ln(1/β))/(εn). Example: n = 1000, ε = 1, β = 0.05, |X| = 4,
    |Q| = 8, m = 24 gives 0.37.
    """
    n = check_whole(n_records, "n_records", minimum=1)
    universe = check_whole(n_universe, "n_universe", minimum=2)
    n_q = check_whole(n_queries, "n_queries", minimum=2)
    m = check_whole(synthetic_size, "synthetic_size", minimum=1)
    epsilon = check_positive_finite(epsilon, "epsilon")
    beta = check_fraction(beta, "beta")
    alpha = math.sqrt(math.log(n_q) / m)
    return alpha + 2 * (math.log(universe) * math.log(n_q) / alpha**2 + math.log(1 / beta)) / (epsilon * n)


def exact_range_tail_bound(distribution: SmallDBDistribution, *, beta: float = 0.05) -> float:
    """The exponential mechanism's tail with the exact range: with probability ≥ 1 − β the error is at most

        min_y error(y) + 2 (ln|R| + ln(1/β)) / (ε n)

    (Dwork & Roth 2014, Thm 3.11, with OPT the best candidate's error, Δ = 1/n and |R| the exact number of
    candidates). Tighter than :func:`smalldb_accuracy_bound`, which replaces min error by α and ln|R| by m ln|X|.
    """
    beta = check_fraction(beta, "beta")
    size = distribution.candidates.shape[0]
    slack = 2 * (math.log(size) + math.log(1 / beta)) / (distribution.epsilon * distribution.n_records)
    return float(distribution.errors.min()) + slack


def smalldb_at_epsilon(distribution: SmallDBDistribution, *, epsilon: float) -> SmallDBDistribution:
    """The same candidates and errors under another ε, without enumerating them again.

    P(y) ∝ exp(−ε · error(y) / (2/n)): the exponential mechanism (McSherry & Talwar 2007) on the utilities
    −error(y) with sensitivity Δ = 1/n, computed by :func:`dpcore.selection.exact.log_selection_probabilities` in log
    space.
    It agrees with :func:`smalldb_distribution` at that ε to a relative 1e-9 (that one runs on the exact integer
    scores); the candidate enumeration, the costly part, is reused. ε-DP (Dwork & Roth 2014, Alg. 4).

    >>> law = smalldb_distribution([3, 1, 0, 2], epsilon=1.0, synthetic_size=2)
    >>> other = smalldb_at_epsilon(law, epsilon=0.5)
    >>> other.epsilon, round(float(other.probabilities.sum()), 12)
    (0.5, 1.0)
    """
    epsilon = check_positive_finite(epsilon, "epsilon")
    log_p = log_selection_probabilities(
        -distribution.errors,
        epsilon=epsilon,
        sensitivity=1.0 / distribution.n_records,
        mechanism=EXPONENTIAL,
    )
    return replace(distribution, log_probabilities=log_p, probabilities=np.exp(log_p), epsilon=epsilon)


def theorem_bound(distribution: SmallDBDistribution, *, beta: float = 0.05) -> float:
    """:func:`smalldb_accuracy_bound` for this law's n, |X|, |Q|, m and ε (Dwork & Roth 2014, Thm 4.5).

    >>> law = smalldb_distribution([400, 100, 200, 300], epsilon=1.0, synthetic_size=24)
    >>> round(theorem_bound(law, beta=0.05), 2)
    0.37
    """
    return smalldb_accuracy_bound(
        n_records=distribution.n_records,
        n_universe=distribution.universe.shape[0],
        n_queries=distribution.queries.shape[0],
        synthetic_size=distribution.synthetic_size,
        epsilon=distribution.epsilon,
        beta=beta,
    )


def error_curve(distribution: SmallDBDistribution, *, epsilons: ArrayLike, beta: float = 0.05) -> pd.DataFrame:
    """The exact error law's summaries and both accuracy bounds for every ε of ``epsilons``.

    One row per ε (the law from :func:`smalldb_at_epsilon`): ``epsilon``, ``quantile95`` (the exact
    (1 − β)-quantile of the max error, :func:`error_quantile`), ``expected`` (:func:`expected_error`),
    ``tight_bound`` (:func:`exact_range_tail_bound`) and ``theorem_bound`` (:func:`theorem_bound`), both at β.
    Cost: one log-softmax over the candidates per ε (|R| = 2,925: well under 1 ms each).

    >>> law = smalldb_distribution([400, 100, 200, 300], epsilon=1.0, synthetic_size=24)
    >>> curve = error_curve(law, epsilons=[0.1, 1.0, 10.0])
    >>> list(curve.columns)
    ['epsilon', 'quantile95', 'expected', 'tight_bound', 'theorem_bound']
    >>> bool(curve["expected"].is_monotonic_decreasing)
    True
    """
    beta = check_fraction(beta, "beta")
    grid = check_vector(epsilons, "epsilons", kind="positive numbers", scalar=True)
    rows = []
    for epsilon in grid.tolist():
        law = smalldb_at_epsilon(distribution, epsilon=epsilon)
        rows.append(
            {
                "epsilon": epsilon,
                "quantile95": error_quantile(law, level=1 - beta),
                "expected": expected_error(law),
                "tight_bound": exact_range_tail_bound(law, beta=beta),
                "theorem_bound": theorem_bound(law, beta=beta),
            }
        )
    return pd.DataFrame(rows)


def sample_synthetic_indices(
    distribution: SmallDBDistribution, *, size: int = 1, rng: None | int | np.random.Generator = None
) -> np.ndarray:
    """Indices into ``distribution.candidates`` of ``size`` independent SmallDB outputs.

    Each draw is the exponential mechanism's own procedure, the Gumbel-max trick: argmax_y (ln P(y) + G_y) with
    independent standard Gumbel G_y (same law as P(y); McSherry & Talwar 2007, theory.md §1, §4). ε-DP per draw.
    """
    if isinstance(size, bool) or not isinstance(size, int | np.integer) or not 1 <= size <= MAX_DRAWS:
        raise InvalidInputError(f"size must be a whole number from 1 to {MAX_DRAWS:,}, got {size!r}.")
    generator = check_rng(rng)
    log_p = distribution.log_probabilities
    per_chunk = max(1, (1 << 21) // log_p.size)
    chosen = np.empty(int(size), dtype=np.int64)
    for start in range(0, int(size), per_chunk):
        stop = min(start + per_chunk, int(size))
        chosen[start:stop] = np.argmax(log_p + generator.gumbel(size=(stop - start, log_p.size)), axis=1)
    return chosen


def sample_synthetic_database(
    distribution: SmallDBDistribution, *, rng: None | int | np.random.Generator = None
) -> tuple[np.ndarray, float]:
    """One SmallDB output: the synthetic histogram (m records over the universe) and its max query error."""
    index = int(sample_synthetic_indices(distribution, size=1, rng=rng)[0])
    return distribution.candidates[index].copy(), float(distribution.errors[index])


# --------------------------------------------------------------------------------------------------------------
# Validation
# --------------------------------------------------------------------------------------------------------------


def _check_counts(counts: ArrayLike) -> np.ndarray:
    array = check_counts(counts)
    if array.ndim != 1 or array.size not in (4, 8):
        raise InvalidInputError(
            f"counts must list one count per universe element: 4 (two binary attributes) or 8 (three), "
            f"got shape {array.shape}."
        )
    if array.sum() < 1:
        raise InvalidInputError("counts are all zero: the database needs at least one record.")
    return array.astype(np.int64)


def _check_draws(draws: ArrayLike) -> np.ndarray:
    chosen = np.asarray(draws, dtype=np.int64)
    if chosen.ndim != 1 or chosen.size == 0:
        raise InvalidInputError(f"draws must be a non-empty list of candidate indices, got shape {chosen.shape}.")
    return chosen


def _check_synthetic_size(synthetic_size: object, n_universe: int) -> int:
    m = check_whole(synthetic_size, "synthetic_size", minimum=1)
    if candidate_count(n_universe, m) > MAX_SMALLDB_CANDIDATES:
        raise InvalidInputError(
            f"synthetic_size {m} gives {candidate_count(n_universe, m):,} candidate databases over {n_universe} "
            f"universe elements, more than the {MAX_SMALLDB_CANDIDATES:,} allowed; choose a smaller size."
        )
    return m


def _check_attributes(n_attributes: object, attribute_names: object) -> tuple[str, ...]:
    if isinstance(n_attributes, bool) or not isinstance(n_attributes, int | np.integer) or n_attributes not in (2, 3):
        raise InvalidInputError(f"n_attributes must be 2 or 3, got {n_attributes!r}.")
    if attribute_names is None:
        return tuple("ABC"[: int(n_attributes)])
    if isinstance(attribute_names, str) or not isinstance(attribute_names, Iterable):
        raise InvalidInputError(f"attribute_names must be a list of names, got {attribute_names!r}.")
    names = tuple(str(name) for name in attribute_names)
    if len(names) != n_attributes or len(set(names)) != len(names):
        raise InvalidInputError(f"attribute_names must be {n_attributes} distinct names, got {attribute_names!r}.")
    return names
