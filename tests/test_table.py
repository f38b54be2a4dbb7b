"""Tests for dpcore.ingest.table.read_table (summary rows and columns left out, with notes) and for the header finder it
relies on in dpcore.ingest.csv_reader: lines above the table, blank rows, multi-row headers with spanning cells, unnamed
columns, and the notes that say what was decided. The exports in tests/exports/ are checked against expected.json."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from dpcore.ingest.cells import SUMMARY_WORDS, is_summary_label
from dpcore.ingest.csv_reader import (
    MAX_COLUMNS,
    _check_header,
    _combine_header_rows,
    _header_rows,
    _Record,
    _sniff_delimiter,
    _table_start,
    read_csv_bytes,
)
from dpcore.ingest.table import read_table
from dpcore.validation import InvalidInputError
from tests.exports_expected import MANIFEST, read_export


def _table(text: str) -> pd.DataFrame:
    return read_table(text.encode("utf-8"))


def _rows(frame: pd.DataFrame) -> list[list[object]]:
    return [[None if isinstance(cell, float) and np.isnan(cell) else cell for cell in row] for row in frame.values]


# --- summary rows ------------------------------------------------------------------------------------------


def test_docstring_example_grand_total_row() -> None:
    frame = read_table(b"Row Labels,Count of Vote\nDune,5\nHyperion,3\nGrand Total,8\n")
    assert frame["Row Labels"].tolist() == ["Dune", "Hyperion"]
    assert frame.attrs["notes"] == ["Left out the summary row “Grand Total” (row 3 under the header)."]


@pytest.mark.parametrize(
    "label", ["Total", "TOTAL", "Grand Total", "Total:", "  sum ", "Count", "Summe", "Gesamtergebnis"]
)
def test_a_labelled_summary_row_at_the_bottom_is_left_out(label: str) -> None:
    frame = _table(f"Category,Count\nA,5\nB,4\nC,2\n{label},99\n")  # 99 is not the sum: the label alone decides
    assert frame["Category"].tolist() == ["A", "B", "C"]
    assert frame["Count"].tolist() == [5, 4, 2]
    assert frame.attrs["notes"] == [f"Left out the summary row “{label.strip()}” (row 4 under the header)."]


def test_a_labelled_summary_row_at_the_top_is_left_out_and_the_index_renumbered() -> None:
    frame = _table("Category,Count\nTotal,11\nA,5\nB,4\nC,2\n")
    assert frame["Category"].tolist() == ["A", "B", "C"]
    assert frame.index.tolist() == [0, 1, 2]
    assert frame.attrs["notes"] == ["Left out the summary row “Total” (row 1 under the header)."]


def test_a_labelled_row_in_the_middle_of_a_long_table_is_kept() -> None:
    lines = [f"C{number},{number}" for number in range(1, 9)]
    lines.insert(4, "Total,10")  # row 5 of 9: not among the first or last three
    frame = _table("Category,Count\n" + "\n".join(lines) + "\n")
    assert "Total" in frame["Category"].tolist()
    assert frame.attrs["notes"] == []


def test_a_vote_for_a_candidate_called_total_is_kept() -> None:
    # The other cells of the row hold text, not numbers: a vote, not a summary.
    frame = _table("Name,Vote\nAnn,Total\nBob,Dune\nCat,Dune\n")
    assert frame["Vote"].tolist() == ["Total", "Dune", "Dune"]
    frame = _table("Vote,Comment\nDune,great\nHyperion,ok\nTotal,my own\n")
    assert frame["Vote"].tolist() == ["Dune", "Hyperion", "Total"]


def test_one_column_file_keeps_a_total_vote() -> None:
    frame = _table("Vote\nTotal\nDune\nDune\n")
    assert frame["Vote"].tolist() == ["Total", "Dune", "Dune"]
    assert frame.attrs["notes"] == []


def test_an_unlabelled_last_row_equal_to_the_sum_is_left_out() -> None:
    # As documented: "a last row whose every number is the sum of the numbers above it".
    frame = _table("Option,Yes,Maybe\nMon,3,1\nTue,4,2\n,7,3\n")
    assert _rows(frame) == [["Mon", 3, 1], ["Tue", 4, 2]]
    assert len(frame.attrs["notes"]) == 1
    assert frame.attrs["notes"][0].startswith("Left out the summary row")
    assert "(row 3 under the header)" in frame.attrs["notes"][0]


def test_a_last_row_equal_to_the_sum_in_only_some_columns_is_kept() -> None:
    frame = _table("Option,Yes,Maybe\nMon,3,1\nTue,4,2\nWed,7,4\n")
    assert frame["Option"].tolist() == ["Mon", "Tue", "Wed"]
    assert frame.attrs["notes"] == []


def test_the_sum_rule_needs_three_rows() -> None:
    frame = _table("Option,Count\nA,0\nB,0\n")  # 0 = 0: but two rows, and a zero sum, are never a summary
    assert len(frame) == 2
    frame = _table("Option,Count\nA,2\nB,2\n")  # 2 = 2 with two rows
    assert len(frame) == 2
    frame = _table("Option,Count\nA,0\nB,0\nC,0\n")
    assert len(frame) == 3


def test_summary_rows_with_separators_in_numbers() -> None:
    text = 'Row Labels,Count of Response\nBus,"9,876"\nCar,"12,345"\n(blank),57\nGrand Total,"22,278"\n'
    frame = _table(text)
    assert frame["Row Labels"].tolist() == ["Bus", "Car", "(blank)"]  # "(blank)" is for the scorer to drop
    assert frame.attrs["notes"] == ["Left out the summary row “Grand Total” (row 4 under the header)."]


def test_every_row_a_summary_label_leaves_the_table_alone() -> None:
    frame = _table("Label,Count\nTotal,5\nSum,5\n")
    assert frame["Label"].tolist() == ["Total", "Sum"]


@pytest.mark.parametrize(
    ("value", "expected"),
    [("Total", True), ("grand total:", True), (" Summe ", True), ("Totalitarian", False), ("", False), (8, False)],
)
def test_is_summary_label(value: object, expected: bool) -> None:
    assert is_summary_label(value) is expected


def test_summary_words_are_lower_case() -> None:
    assert all(word == word.strip().lower() for word in SUMMARY_WORDS)


# --- summary columns ---------------------------------------------------------------------------------------


def test_a_total_column_equal_to_the_row_sums_is_left_out() -> None:
    frame = _table("Name,A,B,Total\nAnn,1,0,1\nBob,1,1,2\nCat,0,1,1\n")
    assert list(frame.columns) == ["Name", "A", "B"]
    assert frame.attrs["notes"] == ["Left out the column “Total”: it is the sum of “A” and “B” on each row."]


def test_a_total_column_that_is_not_the_sum_is_kept() -> None:
    frame = _table("Name,A,B,Total\nAnn,1,0,1\nBob,1,1,3\nCat,0,1,1\n")
    assert list(frame.columns) == ["Name", "A", "B", "Total"]
    assert frame.attrs["notes"] == []


def test_a_column_equal_to_the_sum_but_not_named_like_a_summary_is_kept() -> None:
    frame = _table("Name,A,B,C\nAnn,1,0,1\nBob,1,1,2\nCat,0,1,1\n")
    assert list(frame.columns) == ["Name", "A", "B", "C"]


def test_a_total_column_beside_a_single_number_column_is_kept() -> None:
    frame = _table("Name,A,Total\nAnn,1,1\nBob,1,1\n")
    assert list(frame.columns) == ["Name", "A", "Total"]


def test_a_summary_row_and_a_summary_column_together() -> None:
    frame = _table("Name,A,B,Total\nAnn,1,0,1\nBob,1,1,2\nCat,0,1,1\nTotal,2,2,4\n")
    assert _rows(frame) == [["Ann", 1, 0], ["Bob", 1, 1], ["Cat", 0, 1]]
    assert frame.attrs["notes"] == [
        "Left out the summary row “Total” (row 4 under the header).",
        "Left out the column “Total”: it is the sum of “A” and “B” on each row.",
    ]


def test_a_total_column_is_judged_on_the_rows_kept() -> None:
    frame = _table("Name,A,B,Total\nAnn,1,0,1\nBob,1,1,2\nCat,0,1,1\nTotal,2,2,\n")
    assert _rows(frame) == [["Ann", 1, 0], ["Bob", 1, 1], ["Cat", 0, 1]]


# --- attrs -------------------------------------------------------------------------------------------------


def test_a_csv_has_no_sheets_and_keeps_its_encoding_and_delimiter() -> None:
    frame = read_table("Name;Vote\nAnn;Dune\nBob;Café\n".encode("cp1252"))
    assert frame.attrs["sheets"] == ()
    assert frame.attrs["sheet"] == ""
    assert frame.attrs["delimiter"] == ";"
    assert frame.attrs["encoding"] == "Windows-1252"
    assert frame["Vote"].tolist() == ["Dune", "Café"]


def test_errors_of_the_csv_reader_pass_through() -> None:
    with pytest.raises(InvalidInputError, match="empty"):
        read_table(b"")
    with pytest.raises(InvalidInputError, match="more than"):
        read_table(b"a,b\n1,2\n", max_bytes=4)


# --- the header finder: lines above the table ------------------------------------------------------------------


def test_a_title_and_a_link_above_the_table_are_skipped_with_a_note() -> None:
    frame = _table('Poll "Team lunch",,\nhttps://doodle.com/poll/abc,,\n,,\nName,Mon,Tue\nAnn,OK,\nBob,,OK\n')
    assert list(frame.columns) == ["Name", "Mon", "Tue"]
    assert frame["Name"].tolist() == ["Ann", "Bob"]
    assert frame.attrs["notes"] == ["Skipped lines 1–3 above the table (a title, a link or blank lines)."]


def test_a_title_line_without_padding_is_skipped() -> None:
    frame = _table("Survey results\nName,Q1,Q2\nAnn,a,b\nBob,c,d\n")
    assert list(frame.columns) == ["Name", "Q1", "Q2"]
    assert frame.attrs["notes"] == ["Skipped line 1 above the table (a title, a link or blank lines)."]


def test_a_title_does_not_decide_the_delimiter() -> None:
    frame = _table("Umfrage, März 2026;;\nName;Q1;Q2\nAnn;a;b\nBob;c;d\n")
    assert frame.attrs["delimiter"] == ";"
    assert list(frame.columns) == ["Name", "Q1", "Q2"]


def test_leading_blank_lines_are_not_reported_as_skipped_lines() -> None:
    frame = _table("\n\n\nName,Q1,Q2\nAnn,a,b\n")
    assert list(frame.columns) == ["Name", "Q1", "Q2"]
    assert len(frame) == 1


def test_blank_rows_and_rows_of_empty_cells_inside_the_table_are_dropped() -> None:
    frame = _table("Name,Q1,Q2\n\nAnn,a,b\n,,\n  \nBob,c,d\n")
    assert _rows(frame) == [["Ann", "a", "b"], ["Bob", "c", "d"]]
    assert frame.index.tolist() == [0, 1]


def test_a_title_with_a_comma_of_its_own_gives_a_clear_error_not_a_misread() -> None:
    with pytest.raises(InvalidInputError, match="Line 2 has 3 fields but the header has 2"):
        _table("Exported 2026-03-01, by admin\nName,Q1,Q2\nAnn,a,b\nBob,c,d\n")


def test_a_title_above_a_two_column_table_is_read_as_the_table_below_it() -> None:
    """Readable: a one-field title above a two-column table is skipped (and the note says so), not taken for the
    header or a row."""
    frame = _table("Favourite genres\nCategory,Count\nA,5\nB,3\n")
    assert list(frame.columns) == ["Category", "Count"]
    assert _rows(frame) == [["A", 5], ["B", 3]]
    assert frame.attrs["notes"] == ["Skipped line 1 above the table (a title, a link or blank lines)."]


# --- the header finder: multi-row headers -------------------------------------------------------------------------


def test_doodle_day_and_time_rows_are_combined() -> None:
    text = (
        'Poll "Retro",,,\nhttps://doodle.com/poll/x,,,\n,,,\n,March 2026,,\n'
        ",Mon 16,,Tue 17\n,9:00 AM,2:00 PM,9:00 AM\nAnn,OK,,(OK)\nBob,,OK,OK\nCount,1,1,1\n"
    )
    frame = _table(text)
    # The month row has one filled cell, like a title, so it is skipped; the day spans its empty neighbour.
    assert list(frame.columns) == ["Column 1", "Mon 16 9:00 AM", "Mon 16 2:00 PM", "Tue 17 9:00 AM"]
    assert _rows(frame) == [["Ann", "OK", None, "(OK)"], ["Bob", None, "OK", "OK"]]
    assert frame.attrs["notes"] == [
        "Skipped lines 1–4 above the table (a title, a link or blank lines).",
        "The column names come from 2 header rows, combined (e.g. 'Tue 17 9:00 AM').",
        "A column has no name in the header; it is called “Column 1” here.",
        "Left out the summary row “Count” (row 3 under the header).",
    ]


def test_three_header_rows_are_combined_when_the_month_changes() -> None:
    text = ",March 2026,,,April 2026,\n,Mon 30,,,Wed 1,\n,9:00,12:00,15:00,9:00,12:00\nAnn,OK,,OK,,OK\nBob,,OK,,OK,\n"
    frame = _table(text)
    assert list(frame.columns) == [
        "Column 1",
        "March 2026 Mon 30 9:00",
        "March 2026 Mon 30 12:00",
        "March 2026 Mon 30 15:00",
        "April 2026 Wed 1 9:00",
        "April 2026 Wed 1 12:00",
    ]
    assert frame["Column 1"].tolist() == ["Ann", "Bob"]
    assert "The column names come from 3 header rows, combined (e.g. 'April 2026 Wed 1 12:00')." in frame.attrs["notes"]


def test_doodle_over_two_months_combines_the_time_row() -> None:
    text = (
        'Poll "Retro",,,,\nhttps://doodle.com/poll/x,,,,\n,,,,\n,March 2026,,April 2026,\n,Tue 31,,Wed 1,\n'
        ",9:00 AM,2:00 PM,9:00 AM,2:00 PM\nAnn,OK,,OK,\nBob,,OK,,OK\nCount,1,1,1,1\n"
    )
    frame = _table(text)
    assert frame.iloc[:, 0].tolist() == ["Ann", "Bob"]
    assert list(frame.columns)[1:] == [
        "March 2026 Tue 31 9:00 AM",
        "March 2026 Tue 31 2:00 PM",
        "April 2026 Wed 1 9:00 AM",
        "April 2026 Wed 1 2:00 PM",
    ]


def test_doodle_with_one_time_per_day_keeps_no_time_row_as_data() -> None:
    text = (
        'Poll "Book club",,,\nhttps://doodle.com/poll/abc,,,\n,,,\n,March 2026,,\n,Mon 16,Tue 17,Wed 18\n'
        ",7:00 PM – 8:00 PM,7:00 PM – 8:00 PM,7:00 PM – 8:00 PM\nAnn,OK,,(OK)\nBob,,OK,OK\nCat,OK,OK,\nCount,2,2,1\n"
    )
    frame = _table(text)
    assert frame.iloc[:, 0].tolist() == ["Ann", "Bob", "Cat"]
    assert list(frame.columns)[1] == "Mon 16"  # (the month and the hours are the same over every day)
    assert "“7:00 PM – 8:00 PM” stands over every column: it is left out of their names." in frame.attrs["notes"]


def test_a_row_of_answers_under_a_gappy_header_is_data_not_header() -> None:
    frame = _table("Name,Q,\n,yes,no\nAnn,yes,maybe\n")
    assert list(frame.columns) == ["Name", "Q", "Column 3"]
    assert frame["Q"].tolist() == ["yes", "yes"]
    frame = _table("Name,Q,\n,1,2\nAnn,1,2\n")
    assert frame["Q"].tolist() == [1, 1]


def test_a_row_of_words_under_a_gappy_header_is_combined() -> None:
    frame = _table("Name,Q,\n,sub1,sub2\nAnn,1,2\n")
    assert list(frame.columns) == ["Name", "Q sub1", "Q sub2"]
    assert frame["Name"].tolist() == ["Ann"]


def test_a_complete_header_is_never_combined_with_the_next_row() -> None:
    frame = _table("Name,A,B\n,x,y\nAnn,1,2\n")
    assert list(frame.columns) == ["Name", "A", "B"]
    assert len(frame) == 2


def test_combine_header_rows_spans_upper_cells_to_the_right() -> None:
    rows = [["", "March 2026", "", ""], ["", "Mon 16", "", "Tue 17"], ["", "9:00", "2:00", "9:00"]]
    # (the first column never inherits a span; a row that says the same over three columns or more is left out)
    assert _combine_header_rows(rows) == ["", "Mon 16 9:00", "Mon 16 2:00", "Tue 17 9:00"]
    rows = [
        ["", "March 2026", "", "", "April 2026"],
        ["", "Mon 16", "", "Tue 17", "Wed 1"],
        ["", "9:00", "2:00", "9:00", "9:00"],
    ]
    assert _combine_header_rows(rows)[1:] == [
        "March 2026 Mon 16 9:00",
        "March 2026 Mon 16 2:00",
        "March 2026 Tue 17 9:00",
        "April 2026 Wed 1 9:00",
    ]
    rows = [["", "March 2026", "", ""], ["", "Mon 16", "Tue 17", "Wed 18"], ["", "9:00", "9:00", "9:00"]]
    assert _combine_header_rows(rows) == ["", "Mon 16", "Tue 17", "Wed 18"]


def test_combine_header_rows_does_not_span_the_last_row_and_strips_cells() -> None:
    assert _combine_header_rows([[" Name ", " A ", ""], ["", " x ", ""]]) == ["Name", "A x", "A"]
    assert _combine_header_rows([["", "A", ""], ["", "", "y"]]) == ["", "A", "A y"]


def _records(*rows: list[str], first_line: int = 1) -> list[_Record]:
    return [_Record(first_line + index, first_line + index, row) for index, row in enumerate(rows)]


def test_table_start_skips_titles_links_and_blank_rows() -> None:
    records = _records(
        ['Poll "x"', "", "", ""],
        ["https://doodle.com/poll/x", "", "", ""],
        ["", "", "", ""],
        ["", "March 2026", "", ""],
        ["", "Mon 16", "", "Tue 17"],
        ["Ann", "OK", "", "OK"],
        ["Bob", "", "OK", ""],
    )
    assert _table_start(records) == 4


def test_table_start_returns_zero_when_the_candidate_header_is_numbers() -> None:
    records = _records(["Title", "", ""], ["1", "2", "3"], ["4", "5", "6"])
    assert _table_start(records) == 0


def test_header_rows_report_skipped_lines_and_combined_rows() -> None:
    records = _records(
        ["", "Mon 16", "", "Tue 17"], ["", "9:00", "2:00", "9:00"], ["Ann", "OK", "", "OK"], first_line=5
    )
    names, skipped, notes = _header_rows(records)
    assert names == ["", "Mon 16 9:00", "Mon 16 2:00", "Tue 17 9:00"]
    assert skipped == [1, 2, 3, 4, 6]  # lines above the header, then the second header row
    assert notes == [
        "Skipped lines 1–4 above the table (a title, a link or blank lines).",
        "The column names come from 2 header rows, combined (e.g. 'Tue 17 9:00').",
    ]
    names, skipped, notes = _header_rows(_records(["Name", "A"], ["Ann", "x"], first_line=2))
    assert (names, skipped, notes) == (
        ["Name", "A"],
        [1],
        ["Skipped line 1 above the table (a title, a link or blank lines)."],
    )


def test_sniff_delimiter_ignores_the_lines_above_the_table() -> None:
    delimiter, records = _sniff_delimiter(b"Title, with a comma\nhttps://x\n\nName;A;B\nAnn;x;\nBob;;x\n", None)
    assert delimiter == ";"
    assert records[0].fields == ["Name", "A", "B"]
    assert records[0].first_line == 4


def test_sniff_delimiter_honours_a_forced_delimiter() -> None:
    delimiter, records = _sniff_delimiter(b"Name,A,B\nAnn,x,\n", ";")
    assert delimiter == ";"
    assert records[0].fields == ["Name,A,B"]


def test_an_excel_sep_line_decides_the_delimiter() -> None:
    frame = _table("sep=;\nName;Amount\nAnn;3,50\nBob;4,00\n")
    assert list(frame.columns) == ["Name", "Amount"]
    assert frame["Amount"].tolist() == ["3,50", "4,00"]


# --- the header finder: names --------------------------------------------------------------------------------


def test_an_unnamed_column_with_data_is_called_column_n_with_a_note() -> None:
    frame = _table("a,,c\n1,2,3\n")
    assert list(frame.columns) == ["a", "Column 2", "c"]
    assert frame["Column 2"].tolist() == [2]
    assert frame.attrs["notes"] == ["A column has no name in the header; it is called “Column 2” here."]


def test_an_empty_unnamed_last_column_is_dropped_without_a_note() -> None:
    frame = _table("a,b,\n1,2,\n3,4,\n")
    assert list(frame.columns) == ["a", "b"]
    assert frame.attrs["notes"] == []


def test_an_unnamed_column_never_takes_an_existing_name() -> None:
    frame = _table(",Column 1,B\nx,1,2\ny,3,4\n")
    assert list(frame.columns) == ["Column 1*", "Column 1", "B"]
    assert frame["Column 1*"].tolist() == ["x", "y"]


def test_check_header_names_unnamed_columns() -> None:
    assert _check_header([" a ", "", "c", ""]) == (["a", "Column 2", "c", "Column 4"], ["Column 2", "Column 4"])
    assert _check_header(["", "Column 1"]) == (["Column 1*", "Column 1"], ["Column 1*"])


def test_check_header_keeps_repeated_names_apart_and_refuses_a_first_row_of_repeated_numbers() -> None:
    assert _check_header(["A", "B", " A ", "A"]) == (["A", "B", "A (2)", "A (3)"], [])
    assert _check_header(["A", "A (2)", "A"])[0] == ["A", "A (2)", "A (2)*"]
    with pytest.raises(InvalidInputError, match="looks like data: add a row of column names above it"):
        _check_header(["1", "2", "1"])


def test_check_header_refuses_a_header_without_names_and_too_many_columns() -> None:
    with pytest.raises(InvalidInputError, match="no column names"):
        _check_header(["", " ", ""])
    with pytest.raises(InvalidInputError, match="columns, more than"):
        _check_header([f"c{number}" for number in range(MAX_COLUMNS + 1)])
    names, unnamed = _check_header([f"c{number}" for number in range(MAX_COLUMNS)])
    assert len(names) == MAX_COLUMNS and unnamed == []


def test_the_reader_keeps_repeated_names_with_a_note_saying_which_columns() -> None:
    """Issue 25: a learning platform heads several columns "1.0"; the file is read, and the page says how."""
    frame = read_csv_bytes(b"Name,1.0,Q,1.0,R,1.0\nAnn,yes,a,no,b,1\nBob,no,c,yes,d,0\n")
    assert list(frame.columns) == ["Name", "1.0", "Q", "1.0 (2)", "R", "1.0 (3)"]
    assert frame["1.0 (2)"].tolist() == ["no", "yes"]
    assert "Columns 2, 4 and 6 are all named “1.0”: shown as “1.0”, “1.0 (2)”, “1.0 (3)”." in frame.attrs["notes"]


# --- realistic exports (tests/exports) ------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["doodle_export.csv", "doodle_export.xlsx"])
def test_doodle_export_reads_as_a_grid(name: str) -> None:
    expected = MANIFEST[name]
    frame = read_export(name)
    options = list(expected["yes_counts"])
    assert list(frame.columns)[1:] == options
    assert len(frame) == expected["respondents"]
    assert "Count" not in frame.iloc[:, 0].tolist()
    assert any("summary row “Count”" in note for note in frame.attrs["notes"])
    assert any(note.startswith("Skipped lines 1–4 above the table") for note in frame.attrs["notes"])
    # The counts in the file agree with expected.json: yes-answers per option.
    counts = {option: int((frame[option].astype(str).str.strip() == "OK").sum()) for option in options}
    assert counts == expected["yes_counts"]


def test_when2meet_grid_keeps_one_row_per_slot() -> None:
    expected = MANIFEST["when2meet_grid.csv"]
    frame = read_export("when2meet_grid.csv")
    assert frame["Time"].tolist() == list(expected["scores"])
    assert frame.shape[1] - 1 == expected["respondents"]
    assert frame.attrs["notes"] == []


@pytest.mark.parametrize(
    ("name", "label_column"), [("counts_table.csv", "Category"), ("pivot_table.csv", "Row Labels")]
)
def test_counts_tables_lose_their_total_row(name: str, label_column: str) -> None:
    expected = MANIFEST[name]
    frame = read_export(name)
    labels = frame[label_column].tolist()
    for ignored in expected["ignored_rows"]:
        if ignored != "(blank)":
            assert ignored not in labels
    assert set(expected["scores"]) <= set(labels)
    assert sum(is_summary_label(label) for label in labels) == 0


def test_pivot_table_header_is_found_below_the_empty_lines() -> None:
    frame = read_export("pivot_table.csv")
    assert list(frame.columns) == [MANIFEST["pivot_table.csv"]["label_column"], "Count of Response"]
    assert frame.attrs["notes"][0] == "Skipped lines 1–2 above the table (a title, a link or blank lines)."


@pytest.mark.parametrize(
    ("name", "delimiter", "encoding"),
    [
        ("ms_forms_german.csv", ";", "UTF-8 (with BOM)"),
        ("sealed_bids_eur.csv", ";", "Windows-1252"),
        ("google_forms_checkboxes.csv", ",", "ASCII"),
    ],
)
def test_exports_keep_their_encoding_and_delimiter(name: str, delimiter: str, encoding: str) -> None:
    frame = read_export(name)
    assert frame.attrs["delimiter"] == delimiter
    assert frame.attrs["encoding"] == encoding


@pytest.mark.parametrize(
    "name",
    [name for name, entry in MANIFEST.items() if entry.get("intended_column")],
)
def test_intended_columns_are_present_and_rows_counted(name: str) -> None:
    expected = MANIFEST[name]
    frame = read_export(name)
    assert expected["intended_column"] in frame.columns
    if expected.get("layout") == "long":
        assert len(frame) == expected["rows"]
    else:
        assert len(frame) == expected["respondents"]


def test_a_second_header_row_over_answer_cells_names_the_columns() -> None:
    """A scheduling poll's "From" / "To" header rows (the end of each slot under its start) over ✔ / ❔ / ❌ cells:
    the second row is header, not a participant, so every option column holds answers only."""
    lines = [
        "Planning,,,",
        "From,,Mon 9:00,Tue 13:00,Wed 9:00",
        "To,,Mon 12:00,Tue 16:00,Wed 12:00",
        "Pia,pia@example.org,❌,✔,✔",
        "Anže,anze@example.org,✔,✔,❌",
        "Lea,lea@example.org,❔,✔,",
    ]
    frame = read_table(("\n".join(lines) + "\n").encode("utf-8"))
    assert frame.iloc[:, 0].tolist() == ["Pia", "Anže", "Lea"]
    assert "Tue 13:00" in frame.columns
    assert any("more header" in note for note in frame.attrs["notes"])


def test_a_first_participant_who_answers_is_not_a_header_row() -> None:
    lines = ["Name,Mon,Tue,Wed", "Pia,✔,❌,✔", "Anže,✔,✔,❌", "Lea,❔,✔,❌"]
    frame = read_table(("\n".join(lines) + "\n").encode("utf-8"))
    assert frame["Name"].tolist() == ["Pia", "Anže", "Lea"]


def test_three_header_rows_month_day_time_then_the_name_row() -> None:
    """A scheduling poll's table pasted into German Excel and saved as CSV (UTF-8 with BOM, ";"): month and day
    rows span the slots to their right, the third row names the first column ("Name") beside the times; "–" is no
    answer."""
    lines = [
        ";;Mai 2025;;;Juni 2025;",
        ";;Di, 27;;Mi, 28;Di, 03;",
        "Name;;18:00;19:30;19:00;18:00;Letzte Änderung",
        "✎;Annika;✔;✔;?;–;Mon May 12 22:50:32 2025",
        "✎;Bernd;✔;✘;✔;✔;Tue May 13 02:00:09 2025",
        "✎;Clara;–;✔;✔;✔;Tue May 13 05:44:40 2025",
    ]
    frame = read_table(("\ufeff" + "\r\n".join(lines) + "\r\n").encode("utf-8"))
    assert list(frame.columns)[2:6] == ["Mai 2025 Di, 27 18:00", "Mai 2025 Di, 27 19:30", "Mai 2025 Mi, 28 19:00",
                                        "Juni 2025 Di, 03 18:00"]  # fmt: skip
    assert frame.iloc[:, 1].tolist() == ["Annika", "Bernd", "Clara"]
