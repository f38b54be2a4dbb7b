"""From curator data to candidate scores: the scoring rules shared by scenarios and uploads.

Every scoring function returns :class:`ScoredCandidates`: the labels, the scores, the sensitivity Δ (how much
one person can change any score) and whether the scores are monotone (adding a person moves every score the
same way), each with a one-sentence reason a non-specialist can read. The mechanisms need nothing else.

Bad input raises :class:`~dpcore.validation.InvalidInputError` with a short message that says what is wrong and
what to change, so a page can show it verbatim. Nothing here touches the disk or the network. Reading an
upload (:func:`read_csv_bytes`) lives in :mod:`dpcore.ingest.csv_reader` and is re-exported here.

Labels keep the text of the data exactly (a cell such as ``=SUM(A1)`` stays that string); making them safe for
a spreadsheet is the job of whatever writes an export.
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Iterable, Sequence

import numpy as np
import pandas as pd
from numpy.typing import ArrayLike

from dpcore.ingest import cells
from dpcore.ingest.cells import BLANK_LABELS, is_no_candidate, is_summary_label, row_name
from dpcore.scoring.candidates import ScoredCandidates
from dpcore.text import count
from dpcore.validation import MAX_CANDIDATES, InvalidInputError, check_positive_finite, show

#: Most prices one bid grid may have.
MAX_PRICES = 100_000
#: Highest price a bid grid may reach: revenue = price × buyers must stay a finite float.
MAX_PRICE = 1e15
#: Largest count :func:`score_counts` accepts: 2⁵³, beyond which a float64 cannot hold every whole number.
MAX_COUNT = float(2**53)
_ACCEPTED_WORDS = "1/0, yes/no, true/false, or x/✓ for yes and an empty cell for no"
_MIN_PRICE_STEP = 1e-6
_CHUNK_CELLS = 2_000_000  # cells classified at once when reading yes/no columns (bounds the memory)

ONE_PERSON_MONOTONE = (
    "Adding a person can only raise counts, never lower one, so scores are monotone and the exponent can use "
    "ε/Δ instead of ε/2Δ."
)


# ----------------------------------------------------------------------------------------------------------
# Scoring rules
# ----------------------------------------------------------------------------------------------------------


#: A count written as a dash: none ("-: nichts vorhanden (genau null)", a statistics office's footnote).
NIL_DASHES = frozenset({"-", "–", "—"})


def score_votes(frame: pd.DataFrame, column: str) -> ScoredCandidates:
    """Count the votes in one column: each row is one vote, each distinct value a candidate.

    Blank cells are ignored (the result's notes say how many). Candidates are ordered by count, most votes
    first, then by label. A column with more than 100,000 distinct values is accepted, up to
    ``dpcore.validation.MAX_CANDIDATES``; exact probabilities stay fast, but a simulation must then use fewer
    trials.

    Parameters
    ----------
    frame : pandas.DataFrame
        One row per vote.
    column : str
        The column holding the choices.

    Returns
    -------
    ScoredCandidates
        Score = number of votes; Δ = 1 and monotone (one voter adds one vote to one candidate).
    """
    series = column_cells(frame, column)
    counts = series.value_counts(dropna=True, sort=False)
    labels = ["" if (label := cell_label(value)).lower() in BLANK_LABELS else label for value in counts.index]
    per_label = pd.Series(counts.to_numpy(dtype=np.int64), index=labels).groupby(level=0, sort=False).sum()
    blank_labels = per_label.pop("") if "" in per_label.index else 0
    ignored = int(series.isna().sum()) + int(blank_labels)
    # An abstention, a blank or an invalid vote written in words ("Abstain", "Воздержался") is no candidate.
    none_of_them = [label for label in per_label.index if cells.is_no_candidate(label)]
    abstained = int(per_label[none_of_them].sum()) if none_of_them else 0
    per_label = per_label.drop(none_of_them) if none_of_them else per_label
    if per_label.empty:
        raise InvalidInputError(
            f"Column {show(column)} has no votes: every cell is empty. Choose the column that holds the choices."
        )
    if per_label.size > MAX_CANDIDATES:
        raise InvalidInputError(
            f"Column {show(column)} has {per_label.size:,} different values, more than the {MAX_CANDIDATES:,} "
            "candidates allowed. Is it an ID column? Choose the column that holds the choices."
        )
    # Most votes first; ties by label, so the order does not depend on the file's row order. (Sorting the
    # labels as Python strings: a fixed-width numpy string array would take n × the longest label in memory.)
    names = per_label.index.to_numpy(dtype=object)
    votes = per_label.to_numpy(dtype=np.int64)
    by_label = np.argsort(names, kind="stable")
    order = by_label[np.argsort(-votes[by_label], kind="stable")]
    notes = []
    if ignored:
        notes.append(f"{count(ignored, 'blank cell')} in {show(column)} ignored.")
    if abstained:
        names_left = ", ".join(f"“{label}”" for label in none_of_them[:3])
        write_ins = all(cells.WRITE_INS.fullmatch(label.strip()) for label in none_of_them)
        why = "the box for write-ins, many different answers" if write_ins else "abstaining or spoilt"
        notes.append(f"Left out {count(abstained, 'vote')} for {names_left}: {why}, not a candidate.")
    if per_label.size == int(votes.sum()) and per_label.size > 100:
        notes.append(f"Every value in {show(column)} is different: is it an ID column rather than the choices?")
    scores = votes[order].astype(np.float64)
    return one_per_person(
        names[order],
        scores,
        score_name="votes",
        sensitivity_reason="One person casts one vote, which changes one choice's count by 1, so Δ = 1.",
        notes=notes,
    )


def score_approval(frame: pd.DataFrame, columns: Sequence[str]) -> ScoredCandidates:
    """Count approval ballots: one row per voter, one yes/no column per candidate.

    A cell approves when it reads 1, yes, y, true, t, x or ✓ (any case); 0, no, n, false, f, -, ✗ or an empty
    cell do not. Anything else raises, naming the column and row.

    Returns
    -------
    ScoredCandidates
        Score = number of approvals per column, in column order; Δ = 1 (a ballot adds at most one approval to
        each candidate) and monotone.
    """
    names, counts = _indicator_counts(frame, columns, meaning="approves")
    return one_per_person(
        names,
        counts,
        score_name="approvals",
        sensitivity_reason="A ballot may approve several candidates but adds at most 1 to each one's count, so Δ = 1.",
    )


def score_availability(frame: pd.DataFrame, columns: Sequence[str]) -> ScoredCandidates:
    """Count who is available for each option: rows are people, columns are options (dates, rooms...).

    A cell means available when it reads 1, yes, y, true, t, x or ✓ (any case); 0, no, n, false, f, -, ✗ or an
    empty cell mean not available. Anything else raises, naming the column and row.

    Returns
    -------
    ScoredCandidates
        Score = number of people available per column, in column order; Δ = 1 and monotone.
    """
    names, counts = _indicator_counts(frame, columns, meaning="is available")
    return one_per_person(
        names,
        counts,
        score_name="people available",
        sensitivity_reason="One person's calendar changes each option's count by at most 1, so Δ = 1.",
    )


def score_column_counts(frame: pd.DataFrame, *, columns: Sequence[str], labels: Sequence[str]) -> ScoredCandidates:
    """A tally whose candidates are columns and whose rows are its parts (a results sheet with a row per polling
    station): each candidate's votes are the sum of its column.

    Score = Σ over the rows of the candidate's column (whole counts ≥ 0, an empty cell none), highest first (then by
    label, as rating columns are ordered). Δ = 1, monotone: a person's vote is counted once, in one row of one
    candidate's column.
    """
    totals = []
    for name in columns:
        values = cells.read_numbers(column_cells(frame, name), what="count", column=name).values
        if (values[~np.isnan(values)] < 0).any():
            raise InvalidInputError(f"Column {show(name)} holds a negative count; counts are 0 or more.")
        totals.append(float(np.nansum(values)))
    order = sorted(range(len(totals)), key=lambda index: (-totals[index], labels[index]))  # (as rating columns)
    return one_per_person(
        [labels[index] for index in order],
        np.asarray([totals[index] for index in order], dtype=np.float64),
        score_name="votes",
        sensitivity_reason=(
            "Each person's vote is counted once, in one row of one candidate's column, so adding or removing them "
            "changes one total by 1, so Δ = 1."
        ),
        notes=[f"Added up each candidate's column over the {len(frame):,} rows (the parts of the tally)."],
    )


def _part_total_or_no_candidate(label: object) -> bool:
    """A row of a tally in parts that counts no candidate: a part's total, or its answers left empty."""
    return is_summary_label(label) or is_no_candidate(label)


def part_totals(frame: pd.DataFrame, skipped: Sequence[str]) -> pd.Series:
    """Rows of a long tally whose part is a total ("KU999 Koivuniemi yhteensä", "Total county"): a text column other
    than ``skipped`` labels them as a sum."""
    found = pd.Series(False, index=frame.index)
    for name in frame.columns:
        if name not in skipped and not pd.api.types.is_numeric_dtype(frame[name]):
            values = frame[name]  # (each distinct label looked at once: a long tally repeats them)
            found |= values.isin([label for label in pd.unique(values.dropna()) if is_summary_label(label)])
    return found


def _first_total(frame: pd.DataFrame, rows: pd.Series) -> str:
    first = frame[rows].iloc[0]
    return next(str(cell) for cell in first if isinstance(cell, str) and is_summary_label(cell))


def totals_of_the_rest(is_total: np.ndarray, counts: np.ndarray, left_out: np.ndarray) -> np.ndarray:
    """Rows labelled as a total ("Total Votes": ``is_total``) whose count is all the other rows' together, or all but
    the smallest (write-ins are left out of some totals): the total of a contest's rows in a table of several
    contests, never a candidate. (A candidate whose name starts with "Total" has as many votes as all the others by
    chance only.) ``counts``: the count column read as numbers, NaN where a cell is none; ``left_out``: rows already
    left out."""
    totals = is_total & ~left_out
    others = counts[~left_out & ~totals]
    others = others[~np.isnan(others)]
    if not totals.any() or others.size == 0:
        return np.zeros(len(counts), dtype=bool)
    rest, smallest = float(others.sum()), float(others.min())
    return totals & (counts >= rest - smallest - 1e-9) & (counts <= rest + 1e-9)


def score_counts(
    frame: pd.DataFrame, *, label_column: str, count_column: str | Sequence[str], add_repeats: bool = False
) -> ScoredCandidates:
    """Use a ready-made histogram: one row per category with its count (e.g. people per marital status).

    Each person is assumed to be counted in exactly one category. Counts must be finite, at least 0 and at
    most ``MAX_COUNT`` (2⁵³); they may have decimals (e.g. weighted counts). Rows that count no candidate are left
    out with a note: answers left empty ("(blank)") and an election's bookkeeping (blank or invalid ballots, over-
    and undervotes, ballots cast, turnout: :data:`dpcore.ingest.cells.NOT_A_CANDIDATE`).

    ``add_repeats``: a tally in parts (one block of rows per precinct, polling station or session), where a
    category's count is the sum of its rows; otherwise a category named twice is refused. Several count columns
    (one per part: "In person", "Postal", "Proxy") are added up across each row.

    Returns
    -------
    ScoredCandidates
        Score = the count (summed over a category's rows with ``add_repeats``), in order of first appearance;
        Δ = 1 and monotone (one person changes one count by 1).
    """
    labels_column = column_cells(frame, label_column)
    # (a tally in parts may close each part with its total: "Total mesa", "Subtotal"; and count each part's answers
    # left empty, "(aucune réponse)")
    left_out = labels_column.map(_part_total_or_no_candidate if add_repeats else cells.is_no_candidate)
    first = count_column if isinstance(count_column, str) else count_column[0]
    values = cells.read_numbers(column_cells(frame, first), coerce=True).values
    left_out |= totals_of_the_rest(labels_column.map(cells.is_total_label).to_numpy(bool), values, left_out.to_numpy())
    notes = []
    for what, test in (
        ("answers left empty", lambda label: label.lower() in BLANK_LABELS),
        ("a part's votes", cells.is_total_label),
        ("ballots or voters", lambda label: label.lower() not in BLANK_LABELS and not cells.is_total_label(label)),
    ):
        named = [label for label in pd.unique(labels_column[left_out].astype(str).str.strip()) if test(label)]
        if named:
            rows, verb = ("the row", "it counts") if len(named) == 1 else (f"the {len(named)} rows", "they count")
            notes.append(f"Left out {rows} {', '.join(map(show, named))}: {verb} {what}, not a candidate.")
    names = [count_column] if isinstance(count_column, str) else list(count_column)
    if add_repeats:
        # (a long tally may hold each candidate's total over the parts as one more part, and a statistics office
        # marks a figure it does not give: "..", ":")
        whole = part_totals(frame, [label_column, *names]) & ~left_out
        if whole.any():
            notes.append(f"Left out the rows of a total over the parts (“{_first_total(frame, whole)}”).")
        unavailable = frame[names].map(lambda cell: str(cell).strip() in cells.NOT_AVAILABLE).any(axis=1) & ~left_out
        if unavailable.any():
            which = ", ".join(map(show, pd.unique(labels_column[unavailable].astype(str).str.strip())))
            notes.append(f"Left out the rows of {which} where the count is marked not available.")
        left_out |= whole | unavailable
    frame, labels_column = frame[~left_out], labels_column[~left_out]
    if frame.empty:
        raise InvalidInputError(
            f"Every row of {show(label_column)} counts ballots or voters, or is left empty: no row names a candidate."
        )
    # (a statistics office writes "-" for exactly none: a party that stood nowhere in the district)
    nil = frame[names].map(lambda cell: str(cell).strip() in NIL_DASHES)
    if nil.to_numpy().any():
        dashed = pd.unique(labels_column[nil.any(axis=1)].astype(str).str.strip())
        rows = "the row" if len(dashed) == 1 else "the rows"
        notes.append(f"Counted the dash (“-”: none) as 0 in {rows} of {', '.join(map(show, dashed))}.")
        frame = frame.copy()
        frame[names] = frame[names].mask(nil, 0)
    counts = np.zeros(len(frame))
    for name in names:
        read = cells.read_numbers(column_cells(frame, name), what="count", column=name)
        counts = counts + _numbers(frame[name], what="count", column=name, read=read)
        if read.convention and name == names[0]:
            notes.append(f"Counts: {read.convention}.")
    if len(names) > 1:
        notes.append(f"Added up each candidate's counts across {len(names)} columns: {', '.join(map(show, names))}.")
    if np.any(counts % 1 != 0):
        notes.append(
            "The counts are not whole numbers (votes weighted by a share, half points, or a measure such as a "
            "distance): one person may move a count by more than 1, so set Δ to the most one person can add."
        )
    labels = [cell_label(value) if not pd.isna(value) else "" for value in labels_column]
    for position, label in enumerate(labels):
        if not label:
            raise InvalidInputError(
                f"Column {show(label_column)} is empty in {row_name(labels_column.index[position])}; give every "
                "category a name."
            )
    out_of_range = (counts < 0) | (counts > MAX_COUNT)
    if out_of_range.any():
        position = int(np.flatnonzero(out_of_range)[0])
        problem = "counts cannot be negative" if counts[position] < 0 else f"counts must be at most {MAX_COUNT:,.0f}"
        raise InvalidInputError(
            f"The count in {row_name(labels_column.index[position])} of {show(count_column)} is "
            f"{show(counts[position])}; {problem}."
        )
    first_row: dict[str, int] = {}
    for position, label in enumerate(labels):
        if first_row.setdefault(label, position) != position and not add_repeats:
            raise InvalidInputError(
                f"The category {show(label)} is in {row_name(labels_column.index[first_row[label]])} and again in "
                f"{row_name(labels_column.index[position])}. Give each category one row: add up its counts."
            )
    if add_repeats and len(first_row) < len(labels):
        order = list(first_row)
        where = {label: number for number, label in enumerate(order)}
        summed = np.zeros(len(order))
        np.add.at(summed, [where[label] for label in labels], counts)
        notes.append(
            f"Added up each candidate's counts over its rows ({len(labels):,} rows for "
            f"{count(len(order), 'candidate')}): the file tallies the votes in parts."
        )
        labels, counts = order, summed
        if summed.max(initial=0.0) > MAX_COUNT:
            raise InvalidInputError(f"A summed count is above {MAX_COUNT:,.0f}, the most a count can be.")
    return one_per_person(
        labels,
        counts,
        score_name=(str(names[0]).strip() if len(names) == 1 else "votes in all parts") or "count",
        sensitivity_reason=(
            "Each person is in one category, so adding or removing them changes one count by 1, so Δ = 1."
        ),
        notes=notes,
    )


def price_grid(*, price_min: float, price_max: float, price_step: float) -> np.ndarray:
    """The candidate prices ``price_min, price_min + step, ...`` up to and including ``price_max``.

    Computed as ``price_min + k·step`` rounded to 9 decimals, so 0.80 + 22 × 0.10 is exactly 3.0 rather than
    3.0000000000000004 (which would wrongly exclude a bid of 3.00). ``price_max`` is included when it lies on
    the grid (within rounding), otherwise the grid stops at the last step below it.

    Raises
    ------
    InvalidInputError
        If a bound is not a finite number, ``price_min < 0``, ``price_min >= price_max``,
        ``price_max > MAX_PRICE``, ``price_step < 1e-6``, or the grid would have more than ``MAX_PRICES`` prices.
    """
    low = _finite_number(price_min, "price_min")
    high = _finite_number(price_max, "price_max")
    step = check_positive_finite(price_step, "price_step")
    if step < _MIN_PRICE_STEP:  # prices are rounded to 9 decimals: a finer step would merge them
        raise InvalidInputError(f"price_step must be at least {_MIN_PRICE_STEP:g}, got {step:g}.")
    if low < 0:
        raise InvalidInputError(f"price_min must be 0 or more, got {low:g}.")
    if low >= high:
        raise InvalidInputError(f"price_min ({low:g}) must be below price_max ({high:g}).")
    if high > MAX_PRICE:
        raise InvalidInputError(f"price_max must be at most {MAX_PRICE:g}, got {high:g}. Choose a lower highest price.")
    ratio = (high - low) / step
    if not ratio < MAX_PRICES:  # (also catches a ratio that overflowed to infinity for a tiny step)
        raise InvalidInputError(
            f"Prices from {low:g} to {high:g} in steps of {step:g} give more than the {MAX_PRICES:,} prices "
            "allowed. Use a larger step or a narrower range."
        )
    nearest = round(ratio)
    on_grid = abs(ratio - nearest) <= 1e-9 * max(1.0, ratio)
    last = nearest if on_grid else math.floor(ratio)
    if last + 1 > MAX_PRICES:
        raise InvalidInputError(
            f"Prices from {low:g} to {high:g} in steps of {step:g} give {last + 1:,} prices, more than the "
            f"{MAX_PRICES:,} allowed. Use a larger step or a narrower range."
        )
    # Rounded to 9 decimals (so 0.1 + 2·0.1 reads 0.3), never above the requested maximum, which an off-grid top
    # price could pass by up to 5e-10 through that rounding.
    prices = np.minimum(np.round(low + np.arange(last + 1, dtype=np.float64) * step, 9), high)
    if on_grid:
        prices[-1] = high  # exactly the requested maximum, whatever the rounding did
    return prices


def price_labels(prices: ArrayLike, *, price_step: float | None = None, currency: str = "$") -> tuple[str, ...]:
    """Format prices as "$1.30" (``currency`` first, none when it is ""): two decimals, or more when the step needs
    them to keep labels distinct."""
    values = np.asarray(prices, dtype=np.float64)
    decimals = 2
    reference = values if price_step is None else np.append(values, price_step)
    while decimals < 9 and not np.allclose(reference, np.round(reference, decimals), rtol=0, atol=1e-9):
        decimals += 1
    return tuple(f"{currency}{value:,.{decimals}f}" for value in values)


def buyers(prices: ArrayLike, bids: ArrayLike) -> np.ndarray:
    """How many bids reach each price: #{bids ≥ p}, the shape of ``prices``.

    The one tie rule of posted prices: a bid *equal* to the price buys (compared exactly, no tolerance: prices from
    :func:`price_grid` are rounded to 9 decimals, so $3.00 on the grid is the same float as a bid of 3.00).

    >>> buyers([0.5, 1.0, 1.01, 3.0, 3.01], [1.0, 1.0, 3.0]).tolist()
    [3, 3, 1, 1, 0]
    """
    ordered = np.sort(np.asarray(bids, dtype=np.float64).ravel())
    return ordered.size - np.searchsorted(ordered, np.asarray(prices, dtype=np.float64), side="left")


def revenue(prices: ArrayLike, bids: ArrayLike) -> np.ndarray:
    """Posted-price revenue p × #{bids ≥ p} at each price (theory.md §13), the shape of ``prices``; 0 at a price ≤ 0
    (nobody is paid to take the good). Ties as :func:`buyers`: a bid equal to the price buys.

    >>> revenue([0.8, 1.0, 1.01, 3.0, 3.01, -1.0], [1.0, 1.0, 3.0]).tolist()
    [2.4000000000000004, 3.0, 1.01, 3.0, 0.0, 0.0]
    """
    p = np.asarray(prices, dtype=np.float64)
    return np.where(p > 0, p * buyers(p, bids), 0.0)


def score_bids(
    bids: ArrayLike, *, price_min: float, price_max: float, price_step: float, currency: str | None = None
) -> ScoredCandidates:
    """Revenue of each candidate price in a digital-goods auction (McSherry & Talwar, 2007).

    Each bid is the most one buyer would pay; at price p everyone bidding at least p buys one copy, so
    revenue(p) = p × #(bids ≥ p). One bidder changes revenue(p) by at most p, so Δ is the highest price.
    Adding a bidder never lowers any revenue, so the scores are monotone.

    Parameters
    ----------
    bids : array_like or pandas.Series
        Non-negative finite numbers; text such as "1.30", "$1,310.00" or "3,50 €" is read by
        :func:`dpcore.ingest.cells.read_numbers` (the notes say how, when it mattered).
    price_min, price_max, price_step : float, keyword-only
        The candidate prices (see :func:`price_grid`).
    currency : str, optional, keyword-only
        The symbol in the labels; by default the one the bids carry (none for plain numbers).

    Returns
    -------
    ScoredCandidates
        Labels like "$1.30", scores = revenue, sensitivity = the highest price, monotone.

    Raises
    ------
    InvalidInputError
        No bids; a bid that is not a number (the message names its row), negative, NaN, empty or infinite;
        a bad price grid.
    """
    prices = price_grid(price_min=price_min, price_max=price_max, price_step=price_step)
    read = _bid_values(bids)
    values = read.values
    currency = read.currency if currency is None else currency
    labels = price_labels(prices, price_step=price_step, currency=currency)
    top_price = labels[-1]
    notes: tuple[str, ...] = (f"Bids: {read.convention}.",) if read.convention else ()
    if not buyers(prices[0], values):
        notes += (f"No bid reaches the lowest price {labels[0]}, so every price earns {currency}0.",)
    return ScoredCandidates(
        labels=labels,
        scores=revenue(prices, values),
        sensitivity=float(prices[-1]),
        monotonic=True,
        score_name=f"revenue ({currency})" if currency else "revenue",
        sensitivity_reason=(
            f"One bidder buys at most one copy, so they change the revenue at price p by at most p; the "
            f"highest price is {top_price}, so Δ = {prices[-1]:g}."
        ),
        monotone_reason=(
            "Adding a bidder can only raise the revenue at every price, never lower it, so scores are "
            "monotone and the exponent can use ε/Δ instead of ε/2Δ."
        ),
        notes=notes,
    )


# ----------------------------------------------------------------------------------------------------------
# Helpers
# ----------------------------------------------------------------------------------------------------------


def indicator_columns(frame: pd.DataFrame) -> tuple[str, ...]:
    """Names of the columns whose every cell reads as yes or no (1/0, yes/no, x/blank...).

    Useful to pre-select the candidate columns of approval or availability data.
    """
    if not isinstance(frame, pd.DataFrame) or frame.columns.has_duplicates:
        return ()
    names = list(frame.columns)
    if len(frame) > 1000:
        # The first rows reject most text or number columns cheaply; only survivors are read in full.
        _, first_bad = _classify_indicator_cells(frame.head(1000), names)
        names = [name for name, bad in zip(names, first_bad, strict=True) if bad < 0]
    _, first_bad = _classify_indicator_cells(frame, names)
    return tuple(str(name) for name, bad in zip(names, first_bad, strict=True) if bad < 0)


def column_cells(frame: pd.DataFrame, column: object) -> pd.Series:
    if not isinstance(frame, pd.DataFrame):
        raise InvalidInputError(f"expected a table (pandas DataFrame), got {type(frame).__name__}.")
    try:
        present = column in frame.columns
    except TypeError:  # an unhashable "name" such as a list
        present = False
    if not present:
        available = ", ".join(show(str(name)) for name in list(frame.columns)[:5])
        more = ", ..." if len(frame.columns) > 5 else ""
        raise InvalidInputError(f"There is no column {show(column)}. Choose one of: {available}{more}.")
    series = frame[column]
    if isinstance(series, pd.DataFrame):
        raise InvalidInputError(f"The column name {show(column)} is used more than once; rename the duplicates.")
    return series


def cell_label(value: object) -> str:
    # Whole floats print without ".0": a column of 1, 2, 3 read with a blank becomes floats.
    if isinstance(value, float | np.floating) and math.isfinite(value) and float(value).is_integer():
        if abs(float(value)) < 2**53:
            return str(int(value))
    return str(value).strip()


def one_per_person(
    labels: Iterable[str], scores: np.ndarray, *, score_name: str, sensitivity_reason: str, notes: Sequence[str] = ()
) -> ScoredCandidates:
    """Scores to which one person adds at most 1 each (votes, approvals, availability, counts): Δ = 1, monotone,
    with ``notes`` followed by the notes on the scores themselves (one candidate, all tied)."""
    return ScoredCandidates(
        labels=tuple(labels),
        scores=scores,
        sensitivity=1.0,
        monotonic=True,
        score_name=score_name,
        sensitivity_reason=sensitivity_reason,
        monotone_reason=ONE_PERSON_MONOTONE,
        notes=tuple(notes) + score_notes(scores),
    )


def score_notes(scores: np.ndarray) -> tuple[str, ...]:
    if scores.size == 1:
        return ("There is only one candidate, so every mechanism always picks it.",)
    if np.all(scores == scores[0]):
        return ("Every candidate has the same score, so every mechanism picks uniformly at random.",)
    return ()


def _finite_number(value: object, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise InvalidInputError(f"{name} must be a number, got {show(value)}.")
    if not math.isfinite(float(value)):
        raise InvalidInputError(f"{name} must be a finite number, got {show(value)}.")
    return float(value)


# --- yes/no columns -------------------------------------------------------------------------------------


def _indicator_counts(
    frame: pd.DataFrame, columns: Sequence[str], *, meaning: str
) -> tuple[tuple[str, ...], np.ndarray]:
    """The chosen columns' names and "yes" counts; raise naming the first cell that is neither yes nor no."""
    if isinstance(columns, str) or not isinstance(columns, Sequence | pd.Index | np.ndarray):
        raise InvalidInputError(f"columns must be a list of column names, got {show(columns)}.")
    columns = list(columns)
    if len(columns) == 0:
        raise InvalidInputError("Choose at least one column: each chosen column is one candidate.")
    for name in columns:
        column_cells(frame, name)  # raises for a missing or repeated column
    if len({str(name).strip() for name in columns}) != len(columns):
        raise InvalidInputError("The same column is chosen twice; choose each candidate's column once.")
    yes, first_bad = _classify_indicator_cells(frame, columns)
    bad_columns = np.flatnonzero(first_bad >= 0)
    if bad_columns.size:
        column = int(bad_columns[0])
        position = int(first_bad[column])
        value = frame[columns[column]].iloc[position]
        raise InvalidInputError(
            f"Column {show(columns[column])}, {row_name(frame.index[position])}, holds {show(value)}, which is "
            f"neither yes nor no. To say who {meaning}, use {_ACCEPTED_WORDS}."
        )
    return tuple(str(name).strip() for name in columns), yes.astype(np.float64)


def _classify_indicator_cells(frame: pd.DataFrame, columns: Sequence[object]) -> tuple[np.ndarray, np.ndarray]:
    """Per column: how many cells say yes, and the position of the first that is neither yes nor no (or -1).

    Works on blocks of columns at once, classifying each distinct value once, so that 10,000 columns or a
    million rows stay fast; a block holds at most ``_CHUNK_CELLS`` cells.
    """
    yes = np.zeros(len(columns), dtype=np.int64)
    first_bad = np.full(len(columns), -1, dtype=np.int64)
    rows = len(frame)
    if rows == 0 or not columns:
        return yes, first_bad
    step = max(1, _CHUNK_CELLS // rows)
    for start in range(0, len(columns), step):
        block = frame[columns[start : start + step]].to_numpy(dtype=object)
        # Column-major, so that each column's cells are contiguous; missing cells get the code -1.
        kinds = cells.answer_codes(block.T)  # (columns, rows)
        yes[start : start + step] = np.count_nonzero(kinds == cells.YES, axis=1)
        bad = (kinds == cells.BAD) | (kinds == cells.MIDDLE)
        first_bad[start : start + step] = np.where(bad.any(axis=1), bad.argmax(axis=1), -1)
    return yes, first_bad


# --- numbers --------------------------------------------------------------------------------------------


def _numbers(
    series: pd.Series, *, what: str, column: object = None, read: cells.NumberColumn | None = None
) -> np.ndarray:
    """Read a column of numbers (:func:`dpcore.ingest.cells.read_numbers`); raise naming the first empty cell."""
    values = (read or cells.read_numbers(series, what=what, column=column)).values
    missing = np.isnan(values)
    if missing.any():
        position = int(np.flatnonzero(missing)[0])
        where = f" of {show(column)}" if column is not None else ""
        raw = series.iloc[position]
        problem = "empty" if pd.isna(raw) or not str(raw).strip() else f"{show(raw)}, not a finite number"
        raise InvalidInputError(
            f"The {what} in {row_name(series.index[position])}{where} is {problem}. Every row needs a finite "
            f"{what}: fill it in or delete the row."
        )
    return values


def _bid_values(bids: ArrayLike) -> cells.NumberColumn:
    if isinstance(bids, pd.Series):
        series = bids
    else:
        try:
            series = pd.Series(np.asarray(bids, dtype=object).ravel())
        except (TypeError, ValueError):
            raise InvalidInputError("The bids must be a list of numbers (one per bidder).") from None
    if series.empty:
        raise InvalidInputError("There are no bids. Give at least one bid (an amount of money).")
    read = cells.read_numbers(series, what="bid", column=series.name)
    values = _numbers(series, what="bid", column=series.name, read=read)
    negative = values < 0
    if negative.any():
        position = int(np.flatnonzero(negative)[0])
        where = f" of {show(series.name)}" if series.name is not None else ""
        raise InvalidInputError(
            f"The bid in {row_name(series.index[position])}{where} is {show(values[position])}; a bid is what someone "
            "would pay, so it cannot be negative. Fix or delete that row."
        )
    return read
