"""Hostile uploads: every file in tests/hostile_csv/ and a few big ones built here, through the page's path.

The path is the one the "Your data" page runs: ``read_csv_bytes`` → a scoring (votes, approval,
availability, bids, counts) → ``dpcore.selection_probabilities`` for the three main mechanisms. For each
file the expected outcome is stated: a specific scored result, or an ``InvalidInputError`` whose message
says what is wrong and what to fix. Any other exception is a bug.
"""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from dpcore.ingest.csv_reader import DEFAULT_MAX_BYTES, MAX_CELLS, MAX_COLUMNS, read_csv_bytes
from dpcore.scoring.rules import indicator_columns
from dpcore.validation import InvalidInputError
from tests.conftest import (
    Scoring,
    approval,
    assert_clear_message,
    assert_valid_probabilities,
    availability,
    bids,
    counts,
    votes,
)

CORPUS = Path(__file__).parent / "hostile_csv"


@dataclass(frozen=True)
class Expect:
    """``score`` None: reading must fail. ``result`` None: scoring must fail. Else label → score, in order.

    ``words`` must appear in the error message, or (for an accepted file) in the result's notes.
    """

    score: Scoring | None
    result: dict[str, float] | None = None
    words: tuple[str, ...] = ()


def refused(*words: str) -> Expect:
    return Expect(None, None, words)


def fails(score: Scoring, *words: str) -> Expect:
    return Expect(score, None, words)


def gives(score: Scoring, result: dict[str, float], *note_words: str) -> Expect:
    return Expect(score, result, note_words)


TEA_COFFEE_WATER = {"Tea": 3, "Coffee": 2, "Water": 1}
TEA_COFFEE = {"Tea": 2, "Coffee": 1}
CAFE = {"Café": 2, "Thé": 1}

EXPECTED: dict[str, Expect] = {
    # --- not a CSV at all ------------------------------------------------------------------------------
    "empty.csv": refused("empty", "header row"),
    "only_newlines.csv": refused("empty"),
    "only_whitespace.csv": refused("empty"),
    "bom_only.csv": refused("empty"),
    "header_only.csv": refused("no data rows", "Add at least one row"),
    "header_and_empty_rows.csv": refused("no data rows"),
    "png_image.csv": refused("PNG image", "not a CSV"),
    "pdf_document.csv": refused("PDF", "not a CSV"),
    "zip_archive.zip": refused("zip archive", "Extract"),
    "excel_workbook.xlsx": refused("Excel", "Save as", "CSV UTF-8"),
    "excel_97_workbook.xls": refused("Excel", ".xls", "Save as"),
    "gzipped.csv.gz": refused("gzip", "Extract"),
    "random_bytes.bin": refused("binary", "plain text CSV"),
    "nul_bytes.csv": refused("binary", "plain text CSV"),
    "web_page.html": refused("web page", "Save the table as CSV"),
    "json_document.json": refused("JSON", "CSV"),
    # --- encodings ---------------------------------------------------------------------------------------
    "utf8.csv": gives(votes("choice"), TEA_COFFEE_WATER),
    "utf8_bom.csv": gives(votes("choix"), CAFE),
    "utf8_bom_then_invalid.csv": refused("UTF-8", "byte-order mark", "CSV UTF-8"),
    "utf16le_bom.csv": gives(votes("choix"), CAFE),
    "utf16be_bom.csv": gives(votes("choix"), CAFE),
    "utf16le_no_bom.csv": gives(votes("choix"), CAFE),
    "utf16be_no_bom.csv": gives(votes("choix"), CAFE),
    "utf16_odd_length.csv": refused("UTF-16", "CSV UTF-8"),
    "latin1.csv": gives(votes("choix"), CAFE),
    "windows1252_quotes.csv": gives(votes("choice"), {"“Tea”": 2, "‘Coffee’": 1}),
    # --- delimiters, quotes and line endings -----------------------------------------------------------
    "semicolon.csv": gives(votes("choice"), {"Tea, milk": 2, "Coffee": 1}),
    "tab.tsv": gives(votes("choice"), TEA_COFFEE),
    "pipe.csv": gives(votes("choice"), TEA_COFFEE),
    "excel_sep_line.csv": gives(votes("choice"), TEA_COFFEE),
    "quoted_newlines.csv": gives(votes("choice"), {"Tea\nwith milk": 2, "Coffee": 1}),
    "escaped_quotes.csv": gives(votes("choice"), {'say "hi"': 2, "plain": 1}),
    "stray_quote_in_field.csv": gives(votes("item"), {'5" screen': 2, '7" screen': 1}),
    "crlf.csv": gives(votes("choice"), TEA_COFFEE_WATER),
    "cr_only.csv": gives(votes("choice"), TEA_COFFEE_WATER),
    "mixed_line_endings.csv": gives(votes("choice"), TEA_COFFEE),
    "blank_lines_between_rows.csv": gives(votes("choice"), TEA_COFFEE),
    "trailing_delimiter.csv": gives(availability(), {"Mon": 2, "Tue": 1}),
    "whitespace_around_names.csv": gives(counts("choice", "n"), {"Tea": 1, "Coffee": 2}),
    "only_quotes.csv": refused("never closed", "line 1"),
    "unclosed_quote.csv": refused("never closed", "line 2", '""'),
    # --- shape problems ----------------------------------------------------------------------------------
    "ragged_short_row.csv": refused("Line 3", "2 fields", "header has 3", "add the missing fields"),
    "ragged_long_row.csv": refused("Line 3", "3 fields", "header has 2", "double quotes"),
    # Every data line ending in one extra, empty field is a tool's habit (Zoom's poll report), read with a note.
    "ragged_trailing_delimiter_on_data.csv": gives(counts("a", "b"), {"1": 2, "3": 4}, "one extra comma"),
    # Issue 25: repeated names are kept apart ("vote (2)") with a note, not refused.
    "duplicate_column_names.csv": gives(votes("vote"), {"A": 1}, "Columns 1 and 2 are both named “vote”"),
    "duplicate_names_after_strip.csv": gives(votes("vote"), {"A": 1}, "shown as “vote”, “vote (2)”"),
    "blank_header_cell.csv": gives(votes("Column 2"), {"2": 1}, "no name", "“Column 2”"),
    "blank_last_header_with_data.csv": gives(votes("Column 3"), {"3": 1}, "no name", "“Column 3”"),
    "all_blank_header.csv": refused("no column names", "first row"),
    "header_all_numbers.csv": gives(availability(), {"2019": 2, "2020": 1, "2021": 1}),
    "header_repeated_numbers.csv": refused("'1'", "2 times", "add a row of column names"),
    # --- cells: formulas and other text stay plain text ------------------------------------------------
    "formula_cells_votes.csv": gives(
        votes("choice"),
        {"=1+1": 2, "+SUM(A1:A9)": 1, "-2+3": 1, '=HYPERLINK("http://x","y")': 1, "@cmd": 1},
    ),
    "formula_column_names.csv": gives(availability(), {"=A1": 2, "+B2": 1, "-C3": 1, "@D4": 1}),
    "na_words_kept.csv": gives(votes("choice"), {"NA": 2, "None": 1, "nan": 1}),
    "id_column_votes.csv": gives(votes("id"), {str(1000 + i): 1 for i in range(150)}, "ID column"),
    "single_candidate.csv": gives(votes("choice"), {"Tea": 3}, "only one candidate"),
    "single_row.csv": gives(votes("choice"), {"Tea": 1}, "only one candidate"),
    "single_cell.csv": gives(votes("choice"), {"Tea": 1}),
    # --- bids -------------------------------------------------------------------------------------------
    "bids_ok_currency.csv": fails(bids(), "mix currencies", "one currency"),
    "bids_non_numeric.csv": fails(bids(), "row 2", "'abc'", "not a number", "'bid'", "such as 1.30"),
    "bids_negative.csv": fails(bids(), "row 2", "-2", "negative", "Fix or delete"),
    "bids_nan.csv": fails(bids(), "row 2", "'NaN'", "finite"),
    "bids_inf.csv": fails(bids(), "row 2", "infinite"),
    "bids_1e400.csv": fails(bids(), "row 2", "infinite", "too large"),
    "bids_empty_cell.csv": fails(bids(), "row 2", "empty", "fill it in or delete the row"),
    "bids_thousands_separator.csv": gives(
        bids(), {"$1.00": 2.0, "$2.00": 4.0, "$3.00": 3.0}, "read “$1,000” as 1000", "between thousands"
    ),
    "bids_decimal_comma.csv": gives(bids(), {"1.00": 2.0, "2.00": 2.0, "3.00": 0.0}, "read “1,30” as 1.30"),
    "bids_huge.csv": gives(bids(), {"1.00": 2.0, "2.00": 4.0, "3.00": 3.0}),  # (no currency in the file)
    "bids_true_false.csv": fails(bids(), "true/false", "numbers"),
    # --- availability / approval ------------------------------------------------------------------------
    "availability_all_zero.csv": gives(availability(), {"Mon": 0, "Tue": 0}, "same score"),
    "availability_words.csv": gives(approval(), {"Mon": 2, "Tue": 2, "Wed": 1}),
    "availability_bad_cell.csv": fails(availability("Mon"), "'Mon'", "row 2", "'maybe'", "neither yes nor no"),
    "availability_out_of_range.csv": fails(availability("Mon"), "'Mon'", "row 2", "holds 2", "yes/no"),
    "availability_400_digit_number.csv": fails(availability("Mon"), "'Mon'", "row 2", "holds 9.99999e+399"),
    # --- counts -----------------------------------------------------------------------------------------
    "counts_ok.csv": gives(counts(), {"Married": 5, "Single": 7, "Widowed": 0}),
    "counts_duplicate_category.csv": fails(counts(), "'B'", "row 1", "again in row 2", "one row"),
    "counts_negative.csv": fails(counts(), "row 2", "-7", "negative"),
    "counts_too_large.csv": fails(counts(), "row 1", "1e+20", "at most"),
    "counts_missing_label.csv": fails(counts(), "'category'", "row 2", "name"),
}


def corpus_files() -> list[str]:
    return sorted(path.name for path in CORPUS.iterdir() if path.is_file() and path.suffix not in (".py", ".pyc"))


def test_committed_corpus_matches_its_generator() -> None:
    spec = importlib.util.spec_from_file_location("make_corpus", CORPUS / "make_corpus.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    generated = module.corpus()
    assert sorted(generated) == corpus_files()
    for name, content in generated.items():
        assert (CORPUS / name).read_bytes() == content, name


def test_corpus_has_an_expectation_for_every_file() -> None:
    files = corpus_files()
    assert len(files) >= 50
    assert set(files) == set(EXPECTED)
    assert all((CORPUS / name).stat().st_size <= 16_384 for name in files), "keep the committed files small"


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_corpus_file_gives_the_stated_outcome(name: str) -> None:
    expect = EXPECTED[name]
    data = (CORPUS / name).read_bytes()
    if expect.score is None:
        with pytest.raises(InvalidInputError) as caught:
            read_csv_bytes(data)
        assert_clear_message(str(caught.value))
        assert_words(str(caught.value), expect.words)
        return
    frame = read_csv_bytes(data)
    if expect.result is None:
        with pytest.raises(InvalidInputError) as caught:
            expect.score(frame)
        assert_clear_message(str(caught.value))
        assert_words(str(caught.value), expect.words)
        return
    scored = expect.score(frame)
    assert dict(zip(scored.labels, scored.scores.tolist(), strict=True)) == expect.result
    assert list(scored.labels) == list(expect.result)
    assert_words(" ".join([*frame.attrs["notes"], *scored.notes]), expect.words)
    assert_valid_probabilities(scored)


def assert_words(message: str, words: tuple[str, ...]) -> None:
    for word in words:
        assert word in message, f"{word!r} not in {message!r}"


# --- every scoring on every column: only InvalidInputError, always a clear message ------------------------


def page_path(data: bytes, *, max_bytes: int = DEFAULT_MAX_BYTES, columns: int = 12) -> list[str]:
    """Run what the page can run on a file; return the messages shown. Anything but InvalidInputError escapes."""
    try:
        frame = read_csv_bytes(data, max_bytes=max_bytes)
    except InvalidInputError as error:
        return [str(error)]
    names = [str(name) for name in frame.columns]
    indicators = list(indicator_columns(frame))
    attempts: list[Scoring] = [availability(*indicators), approval(*names[:columns])]
    for name in names[:columns]:
        attempts += [votes(name), bids(name, 0.5, 10.0, 0.5), counts(names[0], name)]
    messages = []
    for attempt in attempts:
        try:
            scored = attempt(frame)
        except InvalidInputError as error:
            messages.append(str(error))
            continue
        assert_valid_probabilities(scored)
    return messages


@pytest.mark.parametrize("name", corpus_files())
def test_every_scoring_of_every_corpus_file_fails_cleanly_or_scores(name: str) -> None:
    for message in page_path((CORPUS / name).read_bytes()):
        assert_clear_message(message)


# --- big inputs, built here rather than committed -------------------------------------------------------


def _wide(columns: int, rows: list[str]) -> bytes:
    header = ",".join(f"day {i}" for i in range(columns))
    return (header + "\n" + "\n".join(",".join([cell] * columns) for cell in rows) + "\n").encode()


def test_ten_thousand_columns_are_accepted_and_scored() -> None:
    data = _wide(MAX_COLUMNS, ["yes", "", "no", "1"])
    frame = read_csv_bytes(data)
    assert frame.shape == (3, MAX_COLUMNS)  # the row of empty cells is dropped
    assert len(indicator_columns(frame)) == MAX_COLUMNS
    scored = availability(*frame.columns)(frame)
    assert scored.scores.tolist() == [2.0] * MAX_COLUMNS
    assert_valid_probabilities(scored)


def test_one_column_too_many_is_refused() -> None:
    with pytest.raises(InvalidInputError) as caught:
        read_csv_bytes(_wide(MAX_COLUMNS + 1, ["1"]))
    assert_words(str(caught.value), ("10,001 columns", "10,000 allowed", "one column"))


def test_too_many_cells_are_refused_before_parsing() -> None:
    columns = 2_000
    rows = MAX_CELLS // columns + 1
    data = ",".join(f"c{i}" for i in range(columns)).encode() + b"\n" + (b"," * (columns - 1) + b"1\n") * rows
    with pytest.raises(InvalidInputError) as caught:
        read_csv_bytes(data)
    assert_clear_message(str(caught.value))
    assert_words(str(caught.value), ("cells", "2,000 columns", "20,000,000 allowed", "sample of the rows"))


def test_a_hundred_thousand_distinct_candidates() -> None:
    data = ("vote\n" + "".join(f"candidate {i}\n" for i in range(100_000)) + "candidate 7\n").encode()
    scored = votes("vote")(read_csv_bytes(data))
    assert len(scored) == 100_000
    assert scored.labels[0] == "candidate 7" and scored.scores[0] == 2.0
    assert scored.scores.sum() == 100_001
    assert_valid_probabilities(scored)


def test_a_file_over_the_upload_limit_is_refused_before_reading() -> None:
    with pytest.raises(InvalidInputError) as caught:
        read_csv_bytes(bytes(DEFAULT_MAX_BYTES + 1))  # NUL bytes: the size is checked first
    assert_words(str(caught.value), ("200.0 MB", "limit", "smaller file"))
    with pytest.raises(InvalidInputError, match="more than the 1,000 bytes limit"):
        read_csv_bytes(b"choice\n" + b"Tea\n" * 300, max_bytes=1000)


def test_a_one_megabyte_cell_is_kept_and_messages_stay_short() -> None:
    cell = "x" * 1_000_000
    data = f'name,choice,bid\nann,"{cell}",{cell}\nbob,Tea,2\n'.encode()
    frame = read_csv_bytes(data)
    scored = votes("choice")(frame)
    assert set(scored.labels) == {cell, "Tea"}
    assert_valid_probabilities(scored)
    for message in page_path(data):
        assert_clear_message(message)


def test_one_huge_label_among_many_does_not_blow_up_memory() -> None:
    # Sorting labels as a fixed-width numpy string array would need 10,001 × 1,000,000 × 4 bytes.
    data = ("vote\n" + "x" * 1_000_000 + "\n" + "".join(f"c{i}\n" for i in range(10_000))).encode()
    scored = votes("vote")(read_csv_bytes(data))
    assert len(scored) == 10_001


def test_a_one_megabyte_column_name_and_a_megabyte_of_blank_lines() -> None:
    name = "n" * 1_000_000
    frame = read_csv_bytes(b"\n" * 1_000_000 + f"{name},choice\n1,Tea\n".encode())
    assert list(frame.columns) == [name, "choice"]
    with pytest.raises(InvalidInputError) as caught:
        votes(name)(frame.assign(**{name: np.nan}))
    assert_clear_message(str(caught.value))


@pytest.mark.timeout(30)
def test_no_quadratic_time_on_long_runs_of_spaces_or_delimiters() -> None:
    """Inputs that made regular expressions backtrack for minutes (each case takes well under a second now)."""
    # A bid cell of a million spaces between two letters (a currency-stripping regex was quadratic).
    frame = read_csv_bytes(b"bid\nx" + b" " * 1_000_000 + b"x\n")
    with pytest.raises(InvalidInputError) as caught:
        bids()(frame)
    assert_clear_message(str(caught.value))
    # 8,000 delimiters per line in a file with quotes (the blank-row search was quadratic per line).
    width = 8_000
    header = ",".join(f"c{i}" for i in range(width + 1)).encode()
    data = header + b'\n"q"' + b"," * width + b"\n" + (b"," * width + b"x\n") * 200
    assert read_csv_bytes(data).shape == (201, width + 1)


def test_a_large_json_like_file_is_judged_without_parsing_it() -> None:
    data = b"[" + b'{"a": 1}, ' * 1_200_000 + b'{"a": 1}]'  # 12 MB: parsing would build millions of objects
    with pytest.raises(InvalidInputError, match="JSON"):
        read_csv_bytes(data)


def test_one_scoring_failure_leaves_the_frame_usable() -> None:
    """A failed scoring does not change the parsed frame: the session can pick another scoring."""
    frame = read_csv_bytes((CORPUS / "bids_non_numeric.csv").read_bytes())
    before = frame.copy()
    with pytest.raises(InvalidInputError):
        bids()(frame)
    pd.testing.assert_frame_equal(frame, before)
    assert votes("bid")(frame).labels == ("1.50", "2", "abc")
