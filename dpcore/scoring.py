"""From curator data to candidate scores: CSV reading and the scoring rules shared by scenarios and uploads.

Every scoring function returns :class:`ScoredCandidates`: the labels, the scores, the sensitivity Δ (how much
one person can change any score) and whether the scores are monotone (adding a person moves every score the
same way), each with a one-sentence reason a non-specialist can read. The mechanisms need nothing else.

Bad input raises :class:`~dpcore.validation.InvalidInputError` with a message that says what is wrong and what
to change, so a page can show it verbatim. Nothing here touches the disk or the network:
:func:`read_csv_bytes` takes the uploaded bytes.
"""

from __future__ import annotations

import csv
import io
import itertools
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd
from numpy.typing import ArrayLike

from dpcore.validation import MAX_CANDIDATES, InvalidInputError, check_positive_finite, check_scores

#: Largest upload :func:`read_csv_bytes` accepts by default (200 MiB, a 1,000,000-row file is about 20 MB).
DEFAULT_MAX_BYTES = 200 * 1024 * 1024
#: Most columns a CSV may have (one per candidate for approval or availability data).
MAX_COLUMNS = 10_000
#: Most prices one bid grid may have.
MAX_PRICES = 100_000
#: Delimiters the sniffer tries; on a tie the earlier one wins.
DELIMITERS = (",", ";", "\t", "|")
#: Cell values read as "yes, available / approved" and as "no" (compared after strip() and lower()).
TRUE_WORDS = frozenset({"1", "1.0", "yes", "y", "true", "t", "x", "✓", "✔", "☑"})
FALSE_WORDS = frozenset({"0", "0.0", "no", "n", "false", "f", "", "-", "✗", "✘", "☐"})

_SAMPLE_BYTES = 1024 * 1024  # what the delimiter sniffer looks at
_SNIFF_RECORDS = 50
_FIRST_LINE_LIMIT = 8 * 1024 * 1024
# Bytes allowed in text: tab, newline, carriage return and everything from space up (UTF-8 bytes too).
_TEXT_BYTES = bytes([9, 10, 13]) + bytes(range(32, 256))
_CONTROL_SHARE_LIMIT = 0.01
_DELIMITER_NAMES = {",": "comma", ";": "semicolon", "\t": "tab", "|": "pipe"}
_CURRENCY = re.compile(r"^\s*[$€£]\s*")
_DECIMAL_COMMA = re.compile(r"^\s*-?\d+,\d+\s*$")
_ACCEPTED_WORDS = "1/0, yes/no, y/n, true/false, or x/✓ for yes and an empty cell for no"

ONE_PERSON_MONOTONE = (
    "Adding a person can only raise counts, never lower one, so scores are monotone and the exponent can use "
    "ε/Δ instead of ε/2Δ."
)


@dataclass(frozen=True, eq=False)
class ScoredCandidates:
    """Candidates with their scores and the privacy facts a mechanism needs.

    Parameters
    ----------
    labels : tuple of str
        One distinct, human-readable name per candidate.
    scores : numpy.ndarray
        float64 quality scores, one per label (higher is better). Stored read-only.
    sensitivity : float
        Δ, the most one person's data can change any single score.
    monotonic : bool
        True when adding a person moves all scores in the same direction (counts under add/remove), which lets
        the mechanisms use the range Δ instead of 2Δ (theory.md §0).
    score_name : str
        What a score measures, for axis titles ("people available").
    sensitivity_reason, monotone_reason : str
        One plain-language sentence each: why Δ has this value, why the scores are (not) monotone.
    notes : tuple of str
        Remarks about the input worth showing next to the result (ignored blank cells, an all-zero score...).
    """

    labels: tuple[str, ...]
    scores: np.ndarray
    sensitivity: float
    monotonic: bool
    score_name: str
    sensitivity_reason: str
    monotone_reason: str
    notes: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        labels = tuple(str(label) for label in self.labels)
        # Copy so that the caller's array cannot change a frozen object behind its back.
        scores = np.array(check_scores(self.scores), dtype=np.float64, copy=True)
        if len(labels) != scores.size:
            raise InvalidInputError(f"got {len(labels)} labels for {scores.size} scores; give one label per score.")
        _raise_on_duplicate_labels(labels)
        scores.setflags(write=False)
        object.__setattr__(self, "labels", labels)
        object.__setattr__(self, "scores", scores)
        object.__setattr__(self, "sensitivity", check_positive_finite(self.sensitivity, "sensitivity"))
        object.__setattr__(self, "monotonic", bool(self.monotonic))
        object.__setattr__(self, "notes", tuple(str(note) for note in self.notes))

    def __len__(self) -> int:
        return len(self.labels)

    @property
    def best_labels(self) -> tuple[str, ...]:
        """Labels of every candidate with the top score (more than one on a tie)."""
        top = self.scores.max()
        return tuple(label for label, score in zip(self.labels, self.scores, strict=True) if score == top)

    def to_frame(self) -> pd.DataFrame:
        """The candidates as a two-column table: ``label`` and ``score``."""
        return pd.DataFrame({"label": list(self.labels), "score": self.scores.copy()})


# ----------------------------------------------------------------------------------------------------------
# Reading a CSV upload
# ----------------------------------------------------------------------------------------------------------


def read_csv_bytes(data: bytes, *, max_bytes: int = DEFAULT_MAX_BYTES) -> pd.DataFrame:
    """Parse an uploaded CSV file into a DataFrame, or explain what is wrong with it.

    The first non-blank row is the header. Text may be UTF-8 (with or without a byte-order mark), UTF-16 (with
    a byte-order mark, or mostly ASCII without one) or a single-byte Windows-1252/Latin-1 file. Bytes that are
    valid UTF-8 are read as UTF-8, so the rare single-byte file that is also valid UTF-8 is misread. Fields may
    be separated by commas, semicolons, tabs or pipes (sniffed from the first rows); fields in double quotes
    may hold separators and newlines. Rows whose cells are all empty are dropped; the index keeps each row's
    position under the header (0 = first data row), so messages can point at it.

    Parameters
    ----------
    data : bytes
        The raw file content.
    max_bytes : int, keyword-only
        Largest accepted size; the default (200 MiB) is ten times a 1,000,000-row file.

    Returns
    -------
    pandas.DataFrame
        Parsed by pandas' C engine (numbers inferred, empty cells as NaN, column names stripped of surrounding
        spaces). ``frame.attrs`` holds ``"encoding"`` and ``"delimiter"`` as detected.

    Raises
    ------
    InvalidInputError
        For an empty file, a header without rows, binary content, a file over ``max_bytes``, rows with more or
        fewer fields than the header, duplicate or missing column names, or more than ``MAX_COLUMNS`` columns.
    """
    data = _as_bytes(data)
    if len(data) > max_bytes:
        raise InvalidInputError(
            f"The file is {_megabytes(len(data))}, more than the {_megabytes(max_bytes)} limit. Upload a "
            "smaller file: keep only the columns you need, or a sample of the rows."
        )
    text, encoding = _to_utf8(data)
    if b"\n" not in text and b"\r" in text:
        text = text.replace(b"\r", b"\n")  # classic Mac line endings (old Excel for Mac)
    if not text or text.isspace():  # (isspace scans without copying a large file, unlike strip)
        raise InvalidInputError("The file is empty. Upload a CSV with a header row and at least one data row.")
    _raise_on_too_many_columns(text)
    delimiter, header = _sniff_delimiter(text)
    _check_header(header)
    _raise_on_ragged_rows(text, delimiter, len(header))
    frame = _parse_with_pandas(text, delimiter)
    frame.columns = [str(name).strip() for name in frame.columns]
    frame = frame.dropna(how="all")
    if frame.empty:
        raise InvalidInputError(
            "The file has a header row but no data rows. Add at least one row of data under the header."
        )
    frame.attrs["encoding"] = encoding
    frame.attrs["delimiter"] = delimiter
    return frame


def _as_bytes(data: object) -> bytes:
    if isinstance(data, bytes):
        return data
    if isinstance(data, bytearray | memoryview):
        return bytes(data)
    raise InvalidInputError(f"expected the file's bytes, got {type(data).__name__}.")


def _plural(count: int, noun: str) -> str:
    return f"{count:,} {noun}" if count == 1 else f"{count:,} {noun}s"


def _megabytes(size: int) -> str:
    if size < 1024 * 1024:
        return f"{size:,} bytes"
    return f"{size / (1024 * 1024):,.1f} MB"


def _to_utf8(data: bytes) -> tuple[bytes, str]:
    """Return the content as UTF-8 bytes and the name of the encoding it was read as."""
    if data.startswith(b"\xef\xbb\xbf"):
        text, encoding = data[3:], "UTF-8 (with BOM)"
    elif data.startswith((b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff")):
        text, encoding = _transcode(data, "utf-32", "UTF-32"), "UTF-32"
    elif data.startswith((b"\xff\xfe", b"\xfe\xff")):
        text, encoding = _transcode(data, "utf-16", "UTF-16"), "UTF-16"
    elif (guess := _utf16_without_bom(data)) is not None:
        text, encoding = _transcode(data, guess, "UTF-16"), "UTF-16"
    else:
        _raise_on_binary(data)
        if data.isascii():
            return data, "ASCII"
        # Windows-1252 and Latin-1 turn bytes 0x80-0xFF into printable or C1 characters: the check holds.
        return _decode_8bit(data)
    _raise_on_binary(text)
    return text, encoding


def _transcode(data: bytes, codec: str, name: str) -> bytes:
    try:
        return data.decode(codec).encode("utf-8")
    except UnicodeError:
        raise InvalidInputError(
            f"The file looks like {name} text but cannot be decoded as {name}. Save it again as “CSV UTF-8”."
        ) from None


def _utf16_without_bom(data: bytes) -> str | None:
    """Guess UTF-16 without a byte-order mark from ASCII text with a NUL in every other byte."""
    head = data[:4096]
    if len(head) < 4 or len(head) % 2:
        return None
    even, odd = head[0::2], head[1::2]
    # Mostly-ASCII text: the high byte of nearly every character is NUL, the low byte almost never.
    if odd.count(0) >= 0.9 * len(odd) and even.count(0) <= 0.01 * len(even):
        return "utf-16-le"
    if even.count(0) >= 0.9 * len(even) and odd.count(0) <= 0.01 * len(odd):
        return "utf-16-be"
    return None


def _decode_8bit(data: bytes) -> tuple[bytes, str]:
    try:
        data.decode("utf-8")
        return data, "UTF-8"
    except UnicodeDecodeError:
        pass
    # Windows-1252 first: spreadsheets on Windows write it and it differs from Latin-1 exactly where
    # curly quotes and € live; Latin-1 decodes any byte, so it is the last resort.
    for codec, name in (("cp1252", "Windows-1252"), ("latin-1", "Latin-1")):
        try:
            return data.decode(codec).encode("utf-8"), name
        except UnicodeDecodeError:
            continue
    raise AssertionError("Latin-1 decodes every byte")  # pragma: no cover


def _raise_on_binary(data: bytes) -> None:
    if data.startswith(b"PK\x03\x04"):
        raise InvalidInputError(
            "This is a zip archive or an Excel workbook (.xlsx), not a CSV file. In your spreadsheet use "
            "File → Save as → “CSV UTF-8 (comma delimited)” and upload that."
        )
    controls = data.translate(None, _TEXT_BYTES)
    if b"\x00" in controls or len(controls) > _CONTROL_SHARE_LIMIT * len(data):
        raise InvalidInputError(
            "The file contains binary data (NUL or other control bytes), so it is not CSV text. Upload a "
            "plain text CSV, e.g. from your spreadsheet's “Save as → CSV UTF-8”."
        )


def _raise_on_too_many_columns(text: bytes) -> None:
    # Count separators on the first line before any parsing, so a huge header cannot cost much.
    end = text.find(b"\n", 0, _FIRST_LINE_LIMIT)
    first_line = text[: end if end >= 0 else _FIRST_LINE_LIMIT]
    widest = max(first_line.count(delimiter.encode()) + 1 for delimiter in DELIMITERS)
    if widest > MAX_COLUMNS:
        raise InvalidInputError(
            f"The file has {widest:,} columns, more than the {MAX_COLUMNS:,} allowed. Keep only the columns "
            "you need, or put the choices in one column (one row per vote) instead of one column per "
            "candidate."
        )


def _sniff_delimiter(text: bytes) -> tuple[str, list[str]]:
    """Pick the delimiter whose rows agree best with the header; return it and the header fields."""
    end = text.find(b"\n", 0, _FIRST_LINE_LIMIT)
    size = max(_SAMPLE_BYTES, end + 1)
    truncated = len(text) > size
    sample = text[:size].decode("utf-8", errors="ignore")
    best: tuple[float, float, int, int] | None = None
    chosen, header = DELIMITERS[0], [sample.split("\n", 1)[0]]
    for order, delimiter in enumerate(DELIMITERS):
        records = _sample_records(sample, delimiter, truncated=truncated)
        if not records:
            continue
        width = len(records[0])
        rows = records[1:]
        agreement = sum(len(row) == width for row in rows) / len(rows) if rows else 1.0
        # A delimiter that splits the header always beats one that does not (a single-column file is the
        # fallback), then the share of rows that agree with the header, then more columns, then list order.
        key = (float(width > 1), agreement, width, -order)
        if best is None or key > best:
            best, chosen, header = key, delimiter, records[0]
    return chosen, header


def _sample_records(sample: str, delimiter: str, *, truncated: bool) -> list[list[str]]:
    reader = csv.reader(io.StringIO(sample, newline=""), delimiter=delimiter)
    try:
        records = [row for row in itertools.islice(reader, _SNIFF_RECORDS + 1) if row and "".join(row).strip()]
    except csv.Error:
        return []
    if truncated and len(records) > 1:
        records = records[:-1]  # the last record may be cut off by the sample's end
    return records


def _check_header(header: list[str]) -> None:
    names = [name.strip() for name in header]
    if len(names) > MAX_COLUMNS:
        raise InvalidInputError(
            f"The file has {len(names):,} columns, more than the {MAX_COLUMNS:,} allowed. Keep only the "
            "columns you need."
        )
    positions: dict[str, list[int]] = {}
    for position, name in enumerate(names, start=1):
        positions.setdefault(name, []).append(position)
    for name, where in positions.items():
        if len(where) < 2:
            continue
        columns = ", ".join(str(position) for position in where[:5])
        if not name:
            raise InvalidInputError(
                f"{len(where)} columns have no name in the header row (columns {columns}). Give every "
                "column a name in the first row."
            )
        raise InvalidInputError(
            f"The column name {name!r} appears {len(where)} times in the header row (columns {columns}). "
            "Give each column a different name; otherwise they would be silently renamed "
            f"({name!r}, {name + '.1'!r}, ...) and mixed up."
        )


def _raise_on_ragged_rows(text: bytes, delimiter: str, width: int) -> None:
    """Reject rows with more or fewer fields than the header, naming the first such line.

    A vectorised pass counts separators per line, treating separators and newlines after an odd number of
    double quotes as quoted. A quote inside an unquoted field (``5" screen``) fools that count, so any problem
    it finds is confirmed by Python's csv module before an error is raised.
    """
    first_bad = _first_ragged_line_fast(text, delimiter, width)
    if first_bad is None:
        return
    if b'"' in text:
        first_bad = _first_ragged_line_exact(text, delimiter, width)
        if first_bad is None:
            return
    line, fields = first_bad
    name = _DELIMITER_NAMES[delimiter]
    if fields > width:
        fix = f'remove the extra {name}s, or put values that contain a {name} in double quotes (e.g. "Smith, Ann")'
    else:
        fix = "add the missing fields (they may be empty, but their separators must be there)"
    raise InvalidInputError(
        f"Line {line} has {_plural(fields, 'field')} but the header has {width} (the file looks "
        f"{name}-separated). "
        f"Every row needs as many fields as the header: {fix}."
    )


def _first_ragged_line_fast(text: bytes, delimiter: str, width: int) -> tuple[int, int] | None:
    buffer = np.frombuffer(text, dtype=np.uint8)
    all_newlines = np.flatnonzero(buffer == 10)
    separators = np.flatnonzero(buffer == ord(delimiter))
    newlines = all_newlines
    quotes = np.flatnonzero(buffer == ord('"'))
    if quotes.size:
        separators = separators[np.searchsorted(quotes, separators) % 2 == 0]
        newlines = newlines[np.searchsorted(quotes, newlines) % 2 == 0]
    starts = np.concatenate(([0], newlines + 1))
    ends = np.concatenate((newlines, [len(text)]))
    fields = np.searchsorted(separators, ends) - np.searchsorted(separators, starts) + 1
    for index in np.flatnonzero(fields != width):
        start, end = int(starts[index]), int(ends[index])
        if text[start:end].strip():  # pandas skips blank and whitespace-only lines
            return int(np.searchsorted(all_newlines, start)) + 1, int(fields[index])
    return None


def _first_ragged_line_exact(text: bytes, delimiter: str, width: int) -> tuple[int, int] | None:
    reader = csv.reader(io.StringIO(text.decode("utf-8"), newline=""), delimiter=delimiter)
    line = 1
    try:
        for row in reader:
            if row and "".join(row).strip() and len(row) != width:
                if next(reader, None) is None and any("\n" in field for field in row):
                    # The record swallowed every line to the end: a quote was opened and never closed.
                    raise _unclosed_quote(line)
                return line, len(row)
            line = reader.line_num + 1
    except csv.Error as error:
        raise InvalidInputError(
            f"Cannot read line {reader.line_num}: {error}. Check the quotes on that line: a quoted field "
            'must start and end with a double quote, and a quote inside it is written twice ("").'
        ) from None
    return None


def _unclosed_quote(line: int) -> InvalidInputError:
    return InvalidInputError(
        f"The double quote that starts a field on line {line} is never closed, so the rest of the file reads "
        'as one value. Close it, or write a quote inside a value as two ("").'
    )


def _parse_with_pandas(text: bytes, delimiter: str) -> pd.DataFrame:
    try:
        return pd.read_csv(
            io.BytesIO(text),
            sep=delimiter,
            engine="c",
            encoding="utf-8",
            # Only empty cells are missing: a vote for "NA" or a bid written "nan" must stay visible.
            keep_default_na=False,
            na_values=[""],
            low_memory=False,
        )
    except pd.errors.EmptyDataError:
        raise InvalidInputError(
            "The file is empty. Upload a CSV with a header row and at least one data row."
        ) from None
    except (pd.errors.ParserError, ValueError) as error:
        detail = str(error).strip().splitlines()[-1] if str(error).strip() else type(error).__name__
        raise InvalidInputError(
            f"The file could not be read as CSV ({detail}). Check that every row has as many fields as the "
            "header and that quoted fields are closed."
        ) from None


# ----------------------------------------------------------------------------------------------------------
# Scoring rules
# ----------------------------------------------------------------------------------------------------------


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
    series = _column(frame, column)
    counts = series.value_counts(dropna=True, sort=False)
    labels = [_label(value) for value in counts.index]
    per_label = pd.Series(counts.to_numpy(dtype=np.int64), index=labels).groupby(level=0, sort=False).sum()
    blank_labels = per_label.pop("") if "" in per_label.index else 0
    ignored = int(series.isna().sum()) + int(blank_labels)
    if per_label.empty:
        raise InvalidInputError(
            f"Column {column!r} has no votes: every cell is empty. Choose the column that holds the choices."
        )
    if per_label.size > MAX_CANDIDATES:
        raise InvalidInputError(
            f"Column {column!r} has {per_label.size:,} different values, more than the {MAX_CANDIDATES:,} "
            "candidates allowed. Is it an ID column? Choose the column that holds the choices."
        )
    # Most votes first; ties by label, so the order does not depend on the file's row order.
    order = np.lexsort((per_label.index.to_numpy(dtype=str), -per_label.to_numpy()))
    notes = []
    if ignored:
        notes.append(f"{ignored:,} blank cell{'s' if ignored != 1 else ''} in {column!r} ignored.")
    if per_label.size == int(per_label.sum()) and per_label.size > 100:
        notes.append(f"Every value in {column!r} is different: is it an ID column rather than the choices?")
    scores = per_label.to_numpy(dtype=np.float64)[order]
    return ScoredCandidates(
        labels=tuple(per_label.index[order]),
        scores=scores,
        sensitivity=1.0,
        monotonic=True,
        score_name="votes",
        sensitivity_reason="One person casts one vote, which changes one choice's count by 1, so Δ = 1.",
        monotone_reason=ONE_PERSON_MONOTONE,
        notes=tuple(notes) + _score_notes(scores),
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
    counts = _indicator_counts(frame, columns, meaning="approves")
    return ScoredCandidates(
        labels=tuple(str(name).strip() for name in columns),
        scores=counts,
        sensitivity=1.0,
        monotonic=True,
        score_name="approvals",
        sensitivity_reason=(
            "A ballot may approve several candidates but adds at most 1 to each one's count, so Δ = 1."
        ),
        monotone_reason=ONE_PERSON_MONOTONE,
        notes=_score_notes(counts),
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
    counts = _indicator_counts(frame, columns, meaning="is available")
    return ScoredCandidates(
        labels=tuple(str(name).strip() for name in columns),
        scores=counts,
        sensitivity=1.0,
        monotonic=True,
        score_name="people available",
        sensitivity_reason="One person's calendar changes each option's count by at most 1, so Δ = 1.",
        monotone_reason=ONE_PERSON_MONOTONE,
        notes=_score_notes(counts),
    )


def score_counts(frame: pd.DataFrame, *, label_column: str, count_column: str) -> ScoredCandidates:
    """Use a ready-made histogram: one row per category with its count (e.g. people per marital status).

    Each person is assumed to be counted in exactly one category.

    Returns
    -------
    ScoredCandidates
        Score = the count, in row order; Δ = 1 and monotone (one person changes one count by 1).
    """
    labels_column = _column(frame, label_column)
    if labels_column.isna().any():
        row = labels_column.index[labels_column.isna().to_numpy()][0]
        raise InvalidInputError(f"Column {label_column!r} is empty in {_row(row)}; give every category a name.")
    counts = _numbers(_column(frame, count_column), what="count", column=count_column)
    negative = counts < 0
    if negative.any():
        row = labels_column.index[np.flatnonzero(negative)[0]]
        raise InvalidInputError(
            f"The count in {_row(row)} of {count_column!r} is {counts[negative][0]:g}; counts cannot be negative."
        )
    return ScoredCandidates(
        labels=tuple(_label(value) for value in labels_column),
        scores=counts,
        sensitivity=1.0,
        monotonic=True,
        score_name=str(count_column).strip() or "count",
        sensitivity_reason=(
            "Each person is in one category, so adding or removing them changes one count by 1, so Δ = 1."
        ),
        monotone_reason=ONE_PERSON_MONOTONE,
        notes=_score_notes(counts),
    )


def price_grid(*, price_min: float, price_max: float, price_step: float) -> np.ndarray:
    """The candidate prices ``price_min, price_min + step, ...`` up to and including ``price_max``.

    Computed as ``price_min + k·step`` rounded to 9 decimals, so 0.80 + 22 × 0.10 is exactly 3.0 rather than
    3.0000000000000004 (which would wrongly exclude a bid of 3.00). ``price_max`` is included when it lies on
    the grid (within rounding), otherwise the grid stops at the last step below it.

    Raises
    ------
    InvalidInputError
        If a bound is not a finite number, ``price_min < 0``, ``price_min >= price_max``, ``price_step <= 0``,
        or the grid would have more than ``MAX_PRICES`` prices.
    """
    low = _finite_number(price_min, "price_min")
    high = _finite_number(price_max, "price_max")
    step = check_positive_finite(price_step, "price_step")
    if low < 0:
        raise InvalidInputError(f"price_min must be 0 or more, got {low:g}.")
    if low >= high:
        raise InvalidInputError(f"price_min ({low:g}) must be below price_max ({high:g}).")
    ratio = (high - low) / step
    nearest = round(ratio)
    on_grid = abs(ratio - nearest) <= 1e-9 * max(1.0, ratio)
    last = nearest if on_grid else math.floor(ratio)
    if last + 1 > MAX_PRICES:
        raise InvalidInputError(
            f"Prices from {low:g} to {high:g} in steps of {step:g} give {last + 1:,} prices, more than the "
            f"{MAX_PRICES:,} allowed. Use a larger step or a narrower range."
        )
    prices = np.round(low + np.arange(last + 1, dtype=np.float64) * step, 9)
    if on_grid:
        prices[-1] = high  # exactly the requested maximum, whatever the rounding did
    return prices


def price_labels(prices: ArrayLike, *, price_step: float | None = None) -> tuple[str, ...]:
    """Format prices as "$1.30": two decimals, or more when the step needs them to keep labels distinct."""
    values = np.asarray(prices, dtype=np.float64)
    decimals = 2
    reference = values if price_step is None else np.append(values, price_step)
    while decimals < 9 and not np.allclose(reference, np.round(reference, decimals), rtol=0, atol=1e-9):
        decimals += 1
    return tuple(f"${value:,.{decimals}f}" for value in values)


def score_bids(bids: ArrayLike, *, price_min: float, price_max: float, price_step: float) -> ScoredCandidates:
    """Revenue of each candidate price in a digital-goods auction (McSherry & Talwar, 2007).

    Each bid is the most one buyer would pay; at price p everyone bidding at least p buys one copy, so
    revenue(p) = p × #(bids ≥ p). One bidder changes revenue(p) by at most p, so Δ is the highest price.
    Adding a bidder never lowers any revenue, so the scores are monotone.

    Parameters
    ----------
    bids : array_like or pandas.Series
        Non-negative finite numbers; strings such as "1.30" or "$1.30" are read as numbers.
    price_min, price_max, price_step : float, keyword-only
        The candidate prices (see :func:`price_grid`).

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
    values = _bid_values(bids)
    ordered = np.sort(values)
    buyers = values.size - np.searchsorted(ordered, prices, side="left")
    revenue = prices * buyers
    labels = price_labels(prices, price_step=price_step)
    top_price = labels[-1]
    notes = ()
    if not buyers[0]:
        notes = (f"No bid reaches the lowest price {labels[0]}, so every price earns $0.",)
    return ScoredCandidates(
        labels=labels,
        scores=revenue,
        sensitivity=float(prices[-1]),
        monotonic=True,
        score_name="revenue ($)",
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
    found = []
    for name in frame.columns:
        column = frame[name]
        try:
            # The first rows reject most text or number columns cheaply; only survivors are read in full.
            _indicator_column(column.head(1000), name=str(name), meaning="is marked")
            _indicator_column(column, name=str(name), meaning="is marked")
        except InvalidInputError:
            continue
        found.append(str(name))
    return tuple(found)


def _raise_on_duplicate_labels(labels: tuple[str, ...]) -> None:
    if len(set(labels)) == len(labels):
        return
    seen: set[str] = set()
    duplicate = next(label for label in labels if label in seen or seen.add(label))
    raise InvalidInputError(
        f"candidate labels must be distinct, but {duplicate!r} appears more than once; merge or rename them."
    )


def _column(frame: pd.DataFrame, column: object) -> pd.Series:
    if not isinstance(frame, pd.DataFrame):
        raise InvalidInputError(f"expected a table (pandas DataFrame), got {type(frame).__name__}.")
    try:
        present = column in frame.columns
    except TypeError:  # an unhashable "name" such as a list
        present = False
    if not present:
        available = ", ".join(repr(str(name)) for name in list(frame.columns)[:12])
        more = ", ..." if len(frame.columns) > 12 else ""
        raise InvalidInputError(f"There is no column {column!r}. Choose one of: {available}{more}.")
    series = frame[column]
    if isinstance(series, pd.DataFrame):
        raise InvalidInputError(f"The column name {column!r} is used more than once; rename the duplicates.")
    return series


def _row(label: object) -> str:
    """Name a row for a message: the index is the position under the header (0 = first data row)."""
    if isinstance(label, int | np.integer):
        return f"row {int(label) + 1} under the header"
    return f"row {label!r}"


def _label(value: object) -> str:
    # Whole floats print without ".0": a column of 1, 2, 3 read with a blank becomes floats.
    if isinstance(value, float | np.floating) and math.isfinite(value) and float(value).is_integer():
        if abs(value) < 2**53:
            return str(int(value))
    return str(value).strip()


def _score_notes(scores: np.ndarray) -> tuple[str, ...]:
    if scores.size == 1:
        return ("There is only one candidate, so every mechanism always picks it.",)
    if np.all(scores == scores[0]):
        return ("Every candidate has the same score, so every mechanism picks uniformly at random.",)
    return ()


def _finite_number(value: object, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float | np.integer | np.floating):
        raise InvalidInputError(f"{name} must be a number, got {value!r}.")
    if not math.isfinite(float(value)):
        raise InvalidInputError(f"{name} must be a finite number, got {value!r}.")
    return float(value)


def _indicator_counts(frame: pd.DataFrame, columns: Sequence[str], *, meaning: str) -> np.ndarray:
    if isinstance(columns, str) or not isinstance(columns, Sequence | pd.Index | np.ndarray):
        raise InvalidInputError(f"columns must be a list of column names, got {columns!r}.")
    columns = list(columns)
    if len(columns) == 0:
        raise InvalidInputError("Choose at least one column: each chosen column is one candidate.")
    if len(set(columns)) != len(columns):
        raise InvalidInputError("The same column is chosen twice; choose each candidate's column once.")
    return np.array(
        [_indicator_column(_column(frame, name), name=str(name), meaning=meaning) for name in columns],
        dtype=np.float64,
    )


def _indicator_column(series: pd.Series, *, name: str, meaning: str) -> int:
    """Number of "yes" cells in one column; raise naming the first cell that is neither yes nor no."""
    if pd.api.types.is_bool_dtype(series):
        return int(series.sum())
    if pd.api.types.is_numeric_dtype(series):
        values = series.to_numpy(dtype=np.float64, na_value=0.0)
        bad = (values != 0) & (values != 1)
        if bad.any():
            _raise_bad_indicator(series, np.flatnonzero(bad)[0], name=name, meaning=meaning)
        return int(np.count_nonzero(values == 1))
    words = series.astype(object).where(series.notna(), "").astype(str).str.strip().str.lower()
    yes = words.isin(TRUE_WORDS).to_numpy()
    bad = ~yes & ~words.isin(FALSE_WORDS).to_numpy()
    if bad.any():
        _raise_bad_indicator(series, np.flatnonzero(bad)[0], name=name, meaning=meaning)
    return int(np.count_nonzero(yes))


def _raise_bad_indicator(series: pd.Series, position: int, *, name: str, meaning: str) -> None:
    raise InvalidInputError(
        f"Column {name!r}, {_row(series.index[position])}, holds {series.iloc[position]!r}, which is neither "
        f"yes nor no. To say who {meaning}, use {_ACCEPTED_WORDS}."
    )


def _numbers(series: pd.Series, *, what: str, column: str | None = None) -> np.ndarray:
    """Read a column of numbers; raise naming the first cell that is missing, not a number, or not finite."""
    where = f" of {column!r}" if column else ""
    if pd.api.types.is_bool_dtype(series):
        raise InvalidInputError(f"The {what}s{where} are true/false values; they must be numbers.")
    if pd.api.types.is_numeric_dtype(series):
        values = series.to_numpy(dtype=np.float64, na_value=np.nan)
    else:
        text = series.astype(object).where(series.notna(), "").astype(str).str.strip()
        plain = text.str.replace(_CURRENCY, "", regex=True)
        values = pd.to_numeric(plain, errors="coerce").to_numpy(dtype=np.float64, na_value=np.nan)
        # Empty and "nan" cells are reported below as missing; anything else that failed is not a number.
        unreadable = np.isnan(values) & (text != "").to_numpy() & (text.str.lower() != "nan").to_numpy()
        if unreadable.any():
            position = int(np.flatnonzero(unreadable)[0])
            raw = series.iloc[position]
            hint = " Use a dot as the decimal separator (1.30, not 1,30)." if _DECIMAL_COMMA.match(str(raw)) else ""
            raise InvalidInputError(
                f"The {what} in {_row(series.index[position])}{where} is {raw!r}, which is not a number. "
                f"Write {what}s as plain numbers such as 1.30 or 12.{hint}"
            )
    not_finite = ~np.isfinite(values)
    if not_finite.any():
        position = int(np.flatnonzero(not_finite)[0])
        raw = series.iloc[position]
        problem = "empty" if pd.isna(raw) or str(raw).strip() == "" else f"{raw!r}, not a finite number"
        raise InvalidInputError(
            f"The {what} in {_row(series.index[position])}{where} is {problem}. Every row needs a finite "
            f"{what}: fill it in or delete the row."
        )
    return values


def _bid_values(bids: ArrayLike) -> np.ndarray:
    series = bids if isinstance(bids, pd.Series) else pd.Series(np.asarray(bids, dtype=object).ravel())
    column = str(series.name) if series.name is not None else None
    if series.empty:
        raise InvalidInputError("There are no bids. Give at least one bid (a number of dollars).")
    values = _numbers(series, what="bid", column=column)
    negative = values < 0
    if negative.any():
        position = int(np.flatnonzero(negative)[0])
        raise InvalidInputError(
            f"The bid in {_row(series.index[position])} is {values[position]:g}; a bid is what someone would "
            "pay, so it cannot be negative. Fix or delete that row."
        )
    return values
