"""Neighbouring datasets for the privacy-loss audit, and what sampling can say about ε (theory.md §0, §7).

Differential privacy compares a dataset D with every *neighbour* D′, the same data with one person's record added,
removed or (for the bounded variant) replaced. The audit needs the neighbour's **scores**: this module builds them
by changing the curator data of a scenario and rescoring it with the same :mod:`dpcore.scoring` function the
scenario itself uses, so "remove Aisha's calendar" really is the calendar without Aisha's row:

* ``"availability"`` (the meeting date): remove a participant's calendar, add one (free on every date, or on one
  date only), or replace one by its opposite;
* ``"bids"`` (pricing): remove one bid, or add a bid at the lowest, best or highest price;
* ``"votes"`` with one yes/no column per candidate (the book poll): remove a ballot, add one (approving every
  candidate, or one only), or replace one by its opposite;
* ``"counts"`` (a histogram such as the Adult marital statuses) and any other scores: one record more or fewer
  in one category (that score ± one record), or one record moved between two categories.

Adding or removing a record moves every score the same way (a *monotone* neighbour); replacing one can move some
scores up and others down. A mechanism calibrated with the monotone scale (ε/Δ) is ε-DP only against monotone
neighbours: against the others it can lose up to 2ε (theory.md §0, "the factor 2 is needed").

Sampling only ever gives a *lower* bound on ε: :func:`empirical_log_ratio` turns simulated counts on D and D′ into
a conservative interval for each outcome's log-ratio (Clopper–Pearson intervals, Bonferroni-combined), and
:func:`epsilon_lower_bound` into the ε that the samples certify with the stated confidence.

Everything here is pure: no I/O, no randomness.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd
from numpy.typing import ArrayLike

from dpcore.scenarios import Scenario
from dpcore.scoring.rules import price_grid, score_approval, score_availability, score_bids, score_counts
from dpcore.selection.exact import log_selection_probabilities
from dpcore.stats import clopper_pearson_interval
from dpcore.validation import (
    InvalidInputError,
    check_choice,
    check_counts,
    check_fraction,
    check_positive_finite,
    check_scores,
    check_trials,
)

__all__ = [
    "CHANGE_KINDS",
    "MAX_HISTOGRAM_OPTIONS",
    "EmpiricalLogRatio",
    "Neighbour",
    "NeighbourOption",
    "ScoreChange",
    "corner_neighbours",
    "empirical_log_ratio",
    "epsilon_lower_bound",
    "histogram_neighbour",
    "histogram_neighbour_options",
    "log_ratio",
    "scenario_neighbour",
    "scenario_neighbour_options",
    "score_change",
]

#: How a neighbour differs from the data: one record removed, added, or replaced by another.
CHANGE_KINDS: tuple[str, ...] = ("remove", "add", "replace")
#: Histogram neighbours are offered for at most this many categories (the highest-scoring ones).
MAX_HISTOGRAM_OPTIONS = 40


@dataclass(frozen=True)
class NeighbourOption:
    """One neighbouring dataset on offer: a stable key, how it differs (remove / add / replace) and a label."""

    key: str
    kind: str
    label: str


@dataclass(frozen=True, eq=False)
class Neighbour:
    """A neighbouring dataset D′, described by its scores for the same candidates, in the same order."""

    key: str
    kind: str
    label: str
    scores: np.ndarray

    def __post_init__(self) -> None:
        scores = np.array(check_scores(self.scores), dtype=np.float64, copy=True)
        scores.setflags(write=False)
        object.__setattr__(self, "scores", scores)


@dataclass(frozen=True)
class ScoreChange:
    """How far a neighbour's scores move: the largest change ‖q′ − q‖∞, and whether all move the same way."""

    largest: float
    monotone: bool
    raised: int
    lowered: int


def score_change(scores: ArrayLike, neighbour_scores: ArrayLike) -> ScoreChange:
    """Compare D's and D′'s scores: ‖q′ − q‖∞ and whether the change is monotone (no score up while another is
    down). A change that stays within Δ and is monotone is what the monotone scale ε/Δ assumes (theory.md §0)."""
    q, q_prime = _check_pair(scores, neighbour_scores)
    difference = q_prime - q
    raised = int((difference > 0).sum())
    lowered = int((difference < 0).sum())
    return ScoreChange(
        largest=float(np.max(np.abs(difference))),
        monotone=not (raised and lowered),
        raised=raised,
        lowered=lowered,
    )


# ----------------------------------------------------------------------------------------------------------------
# Scenario-aware neighbours


def scenario_neighbour_options(
    scenario: Scenario, *, kinds: Sequence[str] = ("remove", "add")
) -> tuple[NeighbourOption, ...]:
    """The neighbouring datasets of a scenario's curator data, of the given kinds (cheap: labels only).

    Parameters
    ----------
    scenario : Scenario
        A shipped scenario (its ``data`` and ``kind`` say what one person's record is).
    kinds : sequence of {"remove", "add", "replace"}
        Which changes to offer. A bid scenario has no "replace" neighbours that break monotonicity (changing
        one bid moves every revenue the same way), so it offers none.

    Returns
    -------
    tuple of NeighbourOption
        In a stable order: removals, additions, replacements.
    """
    wanted = _check_kinds(kinds)
    data = scenario.data
    options: list[NeighbourOption] = []
    if scenario.kind in ("availability", "votes") and _has_indicator_columns(scenario):
        record = "calendar" if scenario.kind == "availability" else "ballot"
        names = _record_names(data)
        if "remove" in wanted and len(data) > 1:
            options += [
                NeighbourOption(f"remove:{i}", "remove", f"Remove {name}'s {record}") for i, name in enumerate(names)
            ]
        if "add" in wanted:
            every = "a person free on every date" if record == "calendar" else "a ballot approving every candidate"
            options.append(NeighbourOption("add:all", "add", f"Add {every}"))
            options += [
                NeighbourOption(f"add:only:{j}", "add", _only_label(record, label))
                for j, label in enumerate(scenario.labels)
            ]
        if "replace" in wanted:
            options += [
                NeighbourOption(f"replace:{i}", "replace", f"Replace {name}'s {record} by its opposite")
                for i, name in enumerate(names)
            ]
        return tuple(options)
    if scenario.kind == "bids":
        bids = _bid_column(scenario)
        labels = scenario.labels
        if "remove" in wanted and len(bids) > 1:
            options += [
                NeighbourOption(f"remove:{i}", "remove", f"Remove bid #{i + 1} (${value:,.2f})")
                for i, value in enumerate(bids)
            ]
        if "add" in wanted:
            best = int(np.argmax(scenario.scores))
            prices: dict[int, str] = {}  # the best price may also be the lowest or highest: offer it once
            for name, j in (("lowest", 0), ("best", best), ("highest", len(labels) - 1)):
                prices.setdefault(j, f"Add a bid of {labels[j]} (the {name} price)")
            options += [NeighbourOption(f"add:bid:{j}", "add", label) for j, label in prices.items()]
        return tuple(options)
    # Counts, or anything else: one record in one category.
    return histogram_neighbour_options(scenario.labels, scenario.scores, kinds=wanted)


def scenario_neighbour(scenario: Scenario, key: str) -> Neighbour:
    """The neighbouring dataset ``key`` (from :func:`scenario_neighbour_options`) with its rescored scores.

    The curator data is changed (a row dropped, added or flipped; a count moved) and scored again with the
    scoring function the scenario uses, on the same candidates.
    """
    option = _find_option(scenario_neighbour_options(scenario, kinds=CHANGE_KINDS), key)
    data = scenario.data
    parts = key.split(":")
    if scenario.kind in ("availability", "votes") and _has_indicator_columns(scenario):
        columns = _candidate_columns(scenario)
        score = score_availability if scenario.kind == "availability" else score_approval
        if parts[0] == "remove":
            changed = data.drop(index=data.index[int(parts[1])])
        elif parts[0] == "add":
            marks = (
                np.ones(len(columns), dtype=np.int64) if parts[1] == "all" else _one_hot(len(columns), int(parts[2]))
            )
            changed = pd.concat([data, _new_record(data, columns, marks)], ignore_index=True)
        else:
            row = int(parts[1])
            marks = score(data.iloc[[row]], columns).scores.astype(np.int64)
            changed = data.copy()
            for column, mark in zip(columns, 1 - marks, strict=True):
                changed[column] = changed[column].astype(object)
                changed.loc[changed.index[row], column] = int(mark)
        return Neighbour(option.key, option.kind, option.label, score(changed, columns).scores)
    if scenario.kind == "bids":
        bids = _bid_column(scenario)
        grid = {"price_min": scenario.price_min, "price_max": scenario.price_max, "price_step": scenario.price_step}
        if parts[0] == "remove":
            changed = np.delete(bids, int(parts[1]))
        else:
            prices = price_grid(**grid)  # type: ignore[arg-type]
            changed = np.append(bids, prices[int(parts[2])])
        return Neighbour(option.key, option.kind, option.label, score_bids(changed, **grid).scores)  # type: ignore[arg-type]
    return histogram_neighbour(scenario.labels, scenario.scores, key, step=_record_unit(scenario))


# ----------------------------------------------------------------------------------------------------------------
# Histogram neighbours (counts and uploads): one record more, fewer or moved


def histogram_neighbour_options(
    labels: Sequence[str],
    scores: ArrayLike,
    *,
    kinds: Sequence[str] = ("remove", "add"),
    limit: int = MAX_HISTOGRAM_OPTIONS,
) -> tuple[NeighbourOption, ...]:
    """Neighbours of a histogram: one record removed from or added to one category, or moved between two.

    Only the ``limit`` highest-scoring categories are offered (all of them when there are fewer); moves go
    between the top-scoring category and each other offered one, both ways, since those are the moves that
    matter most for who wins.
    """
    wanted = _check_kinds(kinds)
    values = check_scores(scores)
    names = [str(label) for label in labels]
    if len(names) != values.size:
        raise InvalidInputError(f"got {len(names)} labels for {values.size} scores.")
    shown = np.sort(np.argsort(-values, kind="stable")[: max(1, int(limit))])
    options: list[NeighbourOption] = []
    if "remove" in wanted:
        options += [NeighbourOption(f"remove:{j}", "remove", f"Remove one record from {names[j]}") for j in shown]
    if "add" in wanted:
        options += [NeighbourOption(f"add:{j}", "add", f"Add one record to {names[j]}") for j in shown]
    if "replace" in wanted and values.size > 1:
        top = int(np.argmax(values))
        for j in shown:
            if j != top:
                options.append(
                    NeighbourOption(f"move:{top}:{j}", "replace", f"Move one record from {names[top]} to {names[j]}")
                )
                options.append(
                    NeighbourOption(f"move:{j}:{top}", "replace", f"Move one record from {names[j]} to {names[top]}")
                )
    return tuple(options)


def histogram_neighbour(labels: Sequence[str], scores: ArrayLike, key: str, *, step: float) -> Neighbour:
    """The histogram neighbour ``key``: ``step`` (one record's worth of score) taken from and/or given to
    categories. ``key`` is ``remove:j``, ``add:j`` or ``move:a:b`` as offered by
    :func:`histogram_neighbour_options` (any category index is accepted)."""
    values = check_scores(scores)
    step = check_positive_finite(step, "step")
    names = [str(label) for label in labels]
    if len(names) != values.size:
        raise InvalidInputError(f"got {len(names)} labels for {values.size} scores.")
    parts = key.split(":")
    try:
        indices = [int(part) for part in parts[1:]]
    except ValueError:
        raise InvalidInputError(f"unknown neighbour {key!r}.") from None
    if not indices or any(not 0 <= index < values.size for index in indices):
        raise InvalidInputError(f"unknown neighbour {key!r}.")
    changed = values.copy()
    if parts[0] == "remove" and len(indices) == 1:
        changed[indices[0]] -= step
        kind, label = "remove", f"Remove one record from {names[indices[0]]}"
    elif parts[0] == "add" and len(indices) == 1:
        changed[indices[0]] += step
        kind, label = "add", f"Add one record to {names[indices[0]]}"
    elif parts[0] == "move" and len(indices) == 2 and indices[0] != indices[1]:
        changed[indices[0]] -= step
        changed[indices[1]] += step
        kind, label = "replace", f"Move one record from {names[indices[0]]} to {names[indices[1]]}"
    else:
        raise InvalidInputError(f"unknown neighbour {key!r}.")
    return Neighbour(key, kind, label, changed)


# ----------------------------------------------------------------------------------------------------------------
# Worst-case corners and the exact log-ratio


def corner_neighbours(
    scores: ArrayLike, *, outcome: int, sensitivity: float, model: str
) -> tuple[np.ndarray, np.ndarray]:
    """The two corner neighbours where outcome ``outcome`` loses the most privacy (theory.md §7).

    ``model="general"`` (any change of at most Δ per score): q ± Δ(e_i − 1_{−i}), candidate i up by Δ and every
    other down, or the reverse. ``model="monotone"``: q ± Δ e_i. :func:`dpcore.worst_case_privacy_loss` evaluates
    exactly these.
    """
    values = check_scores(scores)
    delta = check_positive_finite(sensitivity, "sensitivity")
    model = check_choice(model, ("general", "monotone"), "model")
    if isinstance(outcome, bool) or not isinstance(outcome, int | np.integer) or not 0 <= outcome < values.size:
        raise InvalidInputError(f"outcome must be a candidate index from 0 to {values.size - 1}, got {outcome!r}.")
    up, down = values.copy(), values.copy()
    if model == "general":
        up -= delta
        down += delta
    up[outcome] = values[outcome] + delta
    down[outcome] = values[outcome] - delta
    return up, down


def log_ratio(
    scores: ArrayLike,
    neighbour_scores: ArrayLike,
    *,
    epsilon: float,
    sensitivity: float = 1.0,
    mechanism: str,
    monotonic: bool = False,
) -> np.ndarray:
    """Exact privacy loss of each outcome r between D and D′: ln P_D(r) − ln P_D′(r).

    From :func:`dpcore.selection.exact.log_selection_probabilities`, so it stays accurate where the probabilities
    underflow.
    An ε-DP mechanism keeps every value within [−ε, ε] for every neighbour its calibration assumes.
    """
    q, q_prime = _check_pair(scores, neighbour_scores)

    def law(values: np.ndarray) -> np.ndarray:
        return log_selection_probabilities(
            values, epsilon=epsilon, sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic
        )

    return law(q) - law(q_prime)


# ----------------------------------------------------------------------------------------------------------------
# What samples can say


@dataclass(frozen=True)
class EmpiricalLogRatio:
    """Per-outcome estimates of ln P_D(r) − ln P_D′(r) from simulated counts (arrays aligned with the outcomes).

    ``estimate`` is NaN where either count is 0 (no finite estimate); ``low`` / ``high`` may be ∓inf there.
    """

    estimate: np.ndarray
    low: np.ndarray
    high: np.ndarray
    confidence: float


def empirical_log_ratio(
    counts: ArrayLike,
    neighbour_counts: ArrayLike,
    *,
    trials: int,
    neighbour_trials: int | None = None,
    confidence: float = 0.95,
) -> EmpiricalLogRatio:
    """Estimate each outcome's log-ratio from runs on D and on D′, with a conservative interval.

    The estimate is ln(c/n) − ln(c′/n′). The interval combines a Clopper–Pearson interval at level
    1 − α/2 for each proportion (Bonferroni, α = 1 − confidence): [ln(low_D/high_D′), ln(high_D/low_D′)], so it
    covers the true log-ratio with probability ≥ ``confidence`` for each outcome.
    """
    n = check_trials(trials, maximum=None)
    n_prime = n if neighbour_trials is None else check_trials(neighbour_trials, maximum=None)
    confidence = check_fraction(confidence, "confidence")
    c = check_counts(counts, trials=n, listed=True)
    c_prime = check_counts(neighbour_counts, trials=n_prime, listed=True)
    if c.shape != c_prime.shape:
        raise InvalidInputError(f"counts on D and D′ must have the same length, got {c.size} and {c_prime.size}.")
    each = 1.0 - (1.0 - confidence) / 2.0
    low, high = clopper_pearson_interval(c, n, each)
    low_prime, high_prime = clopper_pearson_interval(c_prime, n_prime, each)
    with np.errstate(divide="ignore", invalid="ignore"):
        estimate = np.where((c > 0) & (c_prime > 0), np.log(c / n) - np.log(c_prime / n_prime), np.nan)
        lower = np.log(low) - np.log(high_prime)
        upper = np.log(high) - np.log(low_prime)
    return EmpiricalLogRatio(estimate=estimate, low=lower, high=upper, confidence=confidence)


def epsilon_lower_bound(
    counts: ArrayLike,
    neighbour_counts: ArrayLike,
    *,
    trials: int,
    neighbour_trials: int | None = None,
    confidence: float = 0.95,
) -> float:
    """The largest privacy loss the samples certify: with probability ≥ ``confidence``, ε is at least this.

    Every one of the 2K proportions gets a Clopper–Pearson interval at level 1 − α/(2K) (Bonferroni over all
    outcomes and both datasets), and the bound is max_r of how far the log-ratio interval of r stays from 0, or 0.
    A black-box audit can only ever prove such a lower bound: outcomes rarer than about 1/trials are invisible
    to it, and that is where the exponential mechanism's loss approaches ε (theory.md §7).
    """
    c = np.asarray(counts)
    k = max(1, c.size)
    simultaneous = 1.0 - (1.0 - check_fraction(confidence, "confidence")) / k
    ratio = empirical_log_ratio(
        counts, neighbour_counts, trials=trials, neighbour_trials=neighbour_trials, confidence=simultaneous
    )
    with np.errstate(invalid="ignore"):
        certified = np.fmax(ratio.low, -ratio.high)
    finite = certified[np.isfinite(certified)]
    return float(max(0.0, finite.max())) if finite.size else 0.0


# ----------------------------------------------------------------------------------------------------------------
# Helpers


def _check_kinds(kinds: Sequence[str]) -> tuple[str, ...]:
    if isinstance(kinds, str):
        kinds = (kinds,)
    return tuple(check_choice(kind, CHANGE_KINDS, "neighbour kind") for kind in kinds)


def _find_option(options: Sequence[NeighbourOption], key: str) -> NeighbourOption:
    for option in options:
        if option.key == key:
            return option
    raise InvalidInputError(f"unknown neighbour {key!r} for this data.")


def _record_names(data: pd.DataFrame) -> list[str]:
    first = data.iloc[:, 0]
    return [str(value).strip() or f"row {i + 1}" for i, value in enumerate(first)]


def _candidate_columns(scenario: Scenario) -> list[str]:
    by_name = {str(column).strip(): column for column in scenario.data.columns}
    return [by_name[label] for label in scenario.labels]


def _has_indicator_columns(scenario: Scenario) -> bool:
    names = {str(column).strip() for column in scenario.data.columns}
    return all(label in names for label in scenario.labels)


def _only_label(record: str, label: str) -> str:
    return f"Add a person free only on {label}" if record == "calendar" else f"Add a ballot approving only {label}"


def _one_hot(size: int, index: int) -> np.ndarray:
    marks = np.zeros(size, dtype=np.int64)
    marks[index] = 1
    return marks


def _new_record(data: pd.DataFrame, columns: Sequence[str], marks: np.ndarray) -> pd.DataFrame:
    row: dict[object, object] = {column: 0 for column in data.columns}
    row[data.columns[0]] = "(new person)"
    for column, mark in zip(columns, marks, strict=True):
        row[column] = int(mark)
    return pd.DataFrame([row], columns=data.columns)


def _bid_column(scenario: Scenario) -> np.ndarray:
    return np.asarray(pd.to_numeric(scenario.data.iloc[:, 0]), dtype=np.float64)


def _record_unit(scenario: Scenario) -> float:
    """One record's worth of score: 1 for plain counts; the Adult scenario divides counts by 1000, so 0.001."""
    data = scenario.data
    if scenario.kind == "counts" and data.shape[1] >= 2:
        raw = score_counts(data, label_column=str(data.columns[0]), count_column=str(data.columns[1])).scores
        usable = raw != 0
        if usable.any():
            ratio = scenario.scores[usable] / raw[usable]
            if np.allclose(ratio, ratio[0], rtol=1e-12, atol=0):
                return float(ratio[0])
    return float(scenario.sensitivity)


def _check_pair(scores: ArrayLike, neighbour_scores: ArrayLike) -> tuple[np.ndarray, np.ndarray]:
    q = check_scores(scores)
    q_prime = check_scores(neighbour_scores)
    if q.shape != q_prime.shape:
        raise InvalidInputError(
            f"a neighbour must score the same candidates: got {q.size} scores and {q_prime.size} neighbour scores."
        )
    return q, q_prime
