"""Label rows under a header, a group of columns repeated per candidate, the file's name naming its question, and
a statistics office's marks for a figure not available."""

from __future__ import annotations

import numpy as np
import pandas as pd

from dpcore.ingest.cells import read_numbers
from dpcore.ingest.csv_reader import legacy_codec
from dpcore.ingest.table import extra_header_rows, repeated_groups_as_rows
from tests.upload_kit import lines, read


def test_a_programs_label_rows_over_a_small_table_are_header() -> None:
    """A data program's export (units, then comments, under the long names) over a rating grid of a dozen rows:
    the two label rows are judged against the numbers below them, not the first against the second."""
    header = ["Taster", "Aged brie", "Comté 18 months", "Old gouda", "Blue stilton"]
    units = ["", "points", "points", "points", "points"]
    comments = ["code", "sample 1", "sample 2", "sample 3", "sample 4"]
    scale = ["6,0", "7,5", "8,0", "6,5", "9,0", "7,0", "5,5", "8,5"]
    marks = [
        [f"T{i:02d}", scale[i % 8], scale[(i + 3) % 8], ["8,5", "9,0", "9,5", "8,0"][i % 4], scale[(i + 5) % 8]]
        for i in range(12)
    ]
    frame, guess, scored = read(lines([header, units, comments, *marks], "\t").encode(), "Book1_Sheet1.dat")
    assert guess.layout.kind == "ratings"
    assert len(frame) == 12
    assert list(scored.best_labels) == ["Old gouda"]  # (its marks, 8.0 to 9.5, the best on average)


def test_extra_header_rows_are_counted_as_a_block() -> None:
    frame = pd.DataFrame(
        {
            "A": ["", "code", "x", "y", "z", "w"],
            "B": ["kg", "sample", "1.5", "2", "3", "4"],
            "C": ["kg", "s2", "2", "3", "4", "5"],
        }
    )
    assert extra_header_rows(frame, 3) == 2
    assert extra_header_rows(frame.iloc[2:].reset_index(drop=True), 3) == 0


def test_a_group_of_fields_repeated_per_candidate_is_one_row_per_candidate() -> None:
    """A results export with one row per municipality and the fields of each candidate repeated ("KandName_1",
    "Stimmen_1", …, "KandName_3", "Stimmen_3"): read as a tally in parts, the municipalities' votes added up."""
    header = ["BFS", "StimmBer"] + [f"{field}_{n}" for n in (1, 2, 3) for field in ("KandName", "Stimmen")]
    rows = [
        [3511, 2111, "Brunold", 252, "Caflisch", 396, "Derungs", 169],
        [3514, 1771, "Brunold", 242, "Caflisch", 281, "Derungs", 135],
        [3521, 2287, "Brunold", 336, "Caflisch", 445, "Derungs", 162],
        [3522, 1708, "Brunold", 447, "Caflisch", 284, "Derungs", 136],
    ]
    frame, guess, scored = read(lines([header, *rows]).encode(), "majorz.csv")
    assert len(frame) == 12 and {"KandName", "Stimmen"} <= set(frame.columns)
    assert (guess.layout.kind, guess.layout.label_column, guess.layout.columns) == ("counts", "KandName", ("Stimmen",))
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {"Brunold": 1277, "Caflisch": 1406, "Derungs": 602}


def test_numbered_code_names_are_not_a_repeated_group() -> None:
    """A survey's matrix questions ("Q1_1", "Q1_2", "Q2_1", "Q2_2") are columns of answers, not groups of fields."""
    frame = pd.DataFrame({"Q1_1": ["a", "b"], "Q1_2": [1, 2], "Q2_1": ["c", "d"], "Q2_2": [3, 4]})
    kept, note = repeated_groups_as_rows(frame)
    assert kept is frame and note == ""


def test_the_files_name_puts_its_question_first_among_questions_as_plausible() -> None:
    """Three questions read equally well; the file's name says which one is the vote (a venue): it is the
    default, and the page still asks."""
    header = ["Name", "Which day suits you?", "Which venue do you prefer?", "Which menu would you pick?"]
    days, venues, menus = (
        ["Friday", "Saturday", "Sunday"],
        ["Harbour pub", "Roof bar", "Bistro"],
        ["Fish", "Meat", "Vegan"],
    )
    rows = [[f"P{i}", days[i % 3], venues[i * 7 % 11 % 3], menus[i * 5 % 7 % 3]] for i in range(30)]
    _, guess, _ = read(lines([header, *rows]).encode(), "reunion_venue_vote.csv")
    assert guess.layout.columns == ("Which venue do you prefer?",)
    assert guess.question is not None and guess.question.field == "reading"


def test_a_lone_capital_before_a_number_is_a_currency_sign_in_the_wrong_code_page() -> None:
    """Mac Roman's "€ 8.400" read as Baltic is "Ū 8.400"; the file is Mac Roman."""
    text = "Bieder\tBod\tStatus\n" + "".join(f"Bieder {n}\t€ {n}.400\tOverboden\n" for n in range(2, 9))
    assert legacy_codec(("Kavel 114 – Heftruck, bedrijfsbeëindiging\n" + text).encode("mac_roman")) == "mac_roman"


def test_a_figure_marked_not_available_is_no_number() -> None:
    """Statistics offices write ".." (PxWeb) or ":" (Eurostat) for a figure not available: an empty cell, never a
    misread number."""
    read_back = read_numbers(pd.Series(["5806", "..", ":", "1645"]), what="count")
    assert np.isnan(read_back.values[1:3]).all() and list(read_back.values[[0, 3]]) == [5806, 1645]
