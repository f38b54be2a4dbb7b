"""A column that names a block of rows once, on its first row (a statistics package's frequency tables of several
variables one under another; a pivot table that does not repeat its row labels): written on every row of its
block, so that each block is read as its own question, or as one part of a tally."""

from __future__ import annotations

from dpcore.ingest.table import read_table
from tests.upload_kit import lines, read, workbook

FREQUENCIES = [
    ["Variable", "Categories", "Counts", "Frequencies", "%"],
    ["Outing_date", "Friday 19 June", 14, 0.333, 33.333],
    ["", "Saturday 27 June", 17, 0.405, 40.476],
    ["", "Friday 3 July", 11, 0.262, 26.190],
    ["Outing_place", "Lake shore", 13, 0.310, 30.952],
    ["", "Bird park", 8, 0.190, 19.048],
    ["", "Tree-top trail", 6, 0.143, 14.286],
    ["", "River cruise", 15, 0.357, 35.714],
]


def test_frequency_tables_of_two_variables_are_two_questions() -> None:
    data = workbook({"Desc": [["Descriptive statistics (qualitative data):"], [], *FREQUENCIES]})
    frame, guess, _ = read(data, "outing.xlsx")
    assert list(frame["Variable"]) == ["Outing_date"] * 3 + ["Outing_place"] * 4
    assert any("on every row of its block (2 blocks)" in note for note in frame.attrs["notes"])
    assert not guess.confident  # (the dates and the places are two questions, never one list of seven)
    assert guess.question is not None and len(guess.question.options) == 2
    assert guess.layout.subset in (("Variable", "Outing_date"), ("Variable", "Outing_place"))


def test_a_pivot_table_without_repeated_row_labels_is_a_tally_in_parts() -> None:
    """Branches named once above their candidates' rows: each candidate's votes are added up over the branches
    (read without the names written down, no row would tell the branches apart)."""
    rows = [["Branch", "Candidate", "Votes"]]
    votes = {"North": [40, 31, 12], "South": [22, 35, 18], "East": [19, 30, 25]}
    for branch, counts in votes.items():
        for position, (name, value) in enumerate(zip(["Ann", "Ben", "Cleo"], counts, strict=True)):
            rows.append([branch if position == 0 else "", name, value])
    frame, _, scored = read(lines(rows).encode(), "pivot.csv")
    assert list(frame["Branch"]) == ["North"] * 3 + ["South"] * 3 + ["East"] * 3
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {"Ann": 81, "Ben": 96, "Cleo": 55}


def test_remarks_and_columns_right_of_the_names_are_left_as_they_are() -> None:
    """A remark beside one bid speaks of that bid only; a sparse column of comments is not a heading."""
    bids = [["Bidder", "Amount", "Remark"]]
    bids += [["b1", 300, "highest bidder"], ["b2", 290, ""], ["b3", 280, ""], ["b4", 250, "cancelled"], ["b5", 240, ""]]
    frame = read_table(lines(bids).encode())
    assert (frame["Remark"] == "highest bidder").sum() == 1  # (the cancelled bid's row may be left out)
    tally = [["Candidate", "Votes", "Note"], ["Ann", 40, "recount"], ["Ben", 31, ""], ["Cleo", 12, "late"]]
    tally.append(["Dan", 9, ""])
    frame = read_table(lines(tally).encode())
    assert list(frame["Note"].fillna("")) == ["recount", "", "late", ""]
