"""Survey software's data downloads (issue 19): codes for "not answered" (−9, −99, −77) among ratings, and a rating
question's columns beside coded questions on a similar scale (age group 1–5).

The file is written the way SoSci Survey's CSV download writes it: TAB-separated, every field quoted, LF, the
variable names in the header and their labels in the row under it, −9 for a skipped item, empty cells for an
interview that stopped early."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from dpcore.ingest import cells
from dpcore.ingest.layout import score_layout
from dpcore.ingest.readings import understand_upload
from dpcore.scoring.ballots import score_points

RATINGS = {  # per respondent: designs A–E rated 1–7 (−9 skipped), age group 1–5, role 1–4
    "112": ([4, 4, 6, 4, 5], 5, 1),
    "113": ([4, 4, 7, 1, 4], 4, 2),
    "114": ([None] * 5, None, None),
    "115": ([5, 4, 4, 3, 6], 3, 1),
    "116": ([3, 2, 7, 4, -9], 1, 3),
    "117": ([4, -9, 7, 3, 3], 3, 3),
    "118": ([1, 5, 7, 5, 4], 1, 4),
    "119": ([4, 3, 6, 3, 5], 5, 2),
}
DESIGNS = ["Design A – Wave", "Design B – Leaf", "Design C – Mountain", "Design D – Monogram", "Design E – Orbit"]


def sosci_download() -> bytes:
    names = ["CASE", *(f"LG01_0{n}" for n in range(1, 6)), "SD01", "SD02", "TIME_SUM", "FINISHED"]
    labels = ["Interview number", *(f"Logo proposals: {d}" for d in DESIGNS), "Age group", "Role", "Time", "Finished"]
    rows = [names, labels]
    for case, (designs, age, role) in RATINGS.items():
        cells_ = ["" if value is None else str(value) for value in [*designs, age, role]]
        rows.append([case, *cells_, "45" if age else "11", "1" if age else "0"])
    return "".join("\t".join(f'"{cell}"' for cell in row) + "\n" for row in rows).encode("utf-8")


def test_missing_codes_are_made_empty_and_named() -> None:
    values = np.array([[4.0, -9.0], [7.0, 3.0], [-9.0, -1.0]])
    cleaned, codes = cells.without_missing_codes(values)
    assert codes == [-9.0, -1.0]
    assert np.isnan(cleaned[[0, 2, 2], [1, 0, 1]]).all() and cleaned[1].tolist() == [7.0, 3.0]


@pytest.mark.parametrize(
    "values",
    [np.array([-1.0, -2.0, -3.0]), np.array([1.0, -0.5, 2.0]), np.array([1.0, -1.0, -2.0, -3.0, -4.0])],
    ids=["no answer of 0 or more", "a negative with decimals", "four different negatives"],
)
def test_negatives_that_are_data_stay(values: np.ndarray) -> None:
    assert cells.without_missing_codes(values) == (values, [])


def test_ratings_leave_out_skipped_items_and_say_so() -> None:
    frame = pd.DataFrame({"A": ["4", "-9", "7"], "B": ["2", "5", "-9"]})
    scored = score_points(frame, option_columns=["A", "B"])
    assert dict(zip(scored.labels, scored.scores.tolist(), strict=True)) == {"A": 11.0, "B": 7.0}
    assert scored.sensitivity == 7.0  # the largest rating, not the code
    assert any("-9" in note and "not answered" in note for note in scored.notes)


def test_a_sosci_download_is_read_as_ratings_of_the_logo_question_only() -> None:
    frame, guess = understand_upload(sosci_download(), file_name="data_project_123.csv")
    assert guess.layout.kind == "ratings"
    assert list(guess.layout.columns) == [f"Logo proposals: {design}" for design in DESIGNS]  # not age or role
    scored = score_layout(frame, guess.layout)
    expected = [float(sum(max(r[0][n] or 0, 0) for r in RATINGS.values())) for n in range(len(DESIGNS))]
    by_design = dict(zip(guess.layout.labels, expected, strict=True))  # (the shared "Design" cut from the labels)
    assert dict(zip(scored.labels, scored.scores.tolist(), strict=True)) == by_design
    assert len(scored.best_labels) == 1 and DESIGNS[2].endswith(scored.best_labels[0])


def test_a_rating_grid_with_a_cant_judge_answer_reads_it_as_not_answered() -> None:
    """A survey tool's Excel download: 1–5 ratings with "I can't judge" written in some cells."""
    frame = pd.DataFrame(
        {
            "Q2 - Design A": [1, 3, "I can't judge", 3, 5, "I can't judge"],
            "Q2 - Design B": [4, 4, 3, 5, 5, 3],
            "Q2 - Design C": [5, "I can't judge", 4, 3, 1, 4],
        }
    )
    scored = score_points(frame, option_columns=list(frame.columns))
    assert dict(zip(scored.labels, scored.scores.tolist(), strict=True)) == {
        "Q2 - Design A": 12.0, "Q2 - Design B": 24.0, "Q2 - Design C": 17.0
    }  # fmt: skip
    assert any("I can't judge" in note for note in scored.notes)


def test_words_in_a_grid_that_are_data_are_not_taken_for_no_answer() -> None:
    many = np.array([["good", "bad", "ugly", "meh"], ["1", "2", "3", "4"]], dtype=object)
    numbers = np.array([[np.nan] * 4, [1.0, 2.0, 3.0, 4.0]])
    assert cells.words_for_no_answer(many, numbers) == []  # four distinct words, half of the cells
