"""dpcore.ingest.layout.misread_signs, the confidence gate: each sign alone, at its thresholds, for every kind of
layout it applies to (issue 24 item 2). A sign is recognised by a phrase of its own."""

from __future__ import annotations

import pandas as pd
import pytest

from dpcore.ingest.layout import Layout, misread_signs
from dpcore.scoring.candidates import ScoredCandidates

ONE_PER_ROW = "Each row is its own candidate"
ALL_TIED = "have the same score"
ONLY_ONE = "only one candidate"
DETAILS = "look like response details"
HEADER = "a column name or a header word"
TOTAL = "looks like a total"
AS_MUCH = "as much as all other candidates together"
ANSWERS = "The candidates are answers"
PEOPLE = "the options may be the rows"
SENTENCES = "Most candidates are long sentences"
CELL_KINDS = ["votes", "multi_choice", "long"]


def signs(labels: list[str], scores: list[float], *, kind: str = "votes", rows: int = 100, **layout: object) -> str:
    frame = pd.DataFrame({"choice": [f"row {number}" for number in range(rows)]})
    for column in (layout.get("label_column"),):
        if column:
            frame[column] = layout.pop("label_values")
    scored = ScoredCandidates(
        labels=tuple(labels),
        scores=scores,
        sensitivity=1.0,
        monotonic=True,
        score_name="votes",
        sensitivity_reason="",
        monotone_reason="",
    )
    chosen = Layout(kind=kind, columns=tuple(layout.pop("columns", ("choice",))), **layout)  # type: ignore[arg-type]
    return " | ".join(misread_signs(frame, chosen, scored))


def spread(count: int) -> list[float]:
    return [float(count - index) for index in range(count)]  # all different: no tie


@pytest.mark.parametrize("kind", CELL_KINDS)
def test_one_vote_each_above_ten_candidates_and_not_at_ten(kind: str) -> None:
    eleven = signs([f"id{n}" for n in range(11)], [1.0] * 11, kind=kind)
    assert ONE_PER_ROW in eleven and ALL_TIED not in eleven  # the tie is explained by the one sign
    ten = signs([f"id{n}" for n in range(10)], [1.0] * 10, kind=kind)
    assert ONE_PER_ROW not in ten and ALL_TIED in ten


@pytest.mark.parametrize("kind", CELL_KINDS)
def test_a_candidate_for_90_percent_of_the_rows_is_one_per_row(kind: str) -> None:
    assert signs(["a", "b", "c", "d"], spread(4), kind=kind, rows=4).startswith(ONE_PER_ROW)
    assert ONE_PER_ROW in signs([f"n{i}" for i in range(9)], spread(9), kind=kind, rows=10)  # 9 ≥ 0.9 × 10
    assert ONE_PER_ROW not in signs([f"n{i}" for i in range(8)], spread(8), kind=kind, rows=10)  # 8 < 9
    assert ONE_PER_ROW not in signs(["a", "b", "c"], spread(3), kind=kind, rows=3)  # fewer than 4 candidates


def test_one_per_row_does_not_apply_to_tables_of_counts() -> None:
    assert ONE_PER_ROW not in signs(
        ["a", "b", "c", "d"], spread(4), kind="counts", rows=4, label_column="label", label_values=["a", "b", "c", "d"]
    )


@pytest.mark.parametrize("kind", ["votes", "counts", "grid", "ticks", "ratings"])
def test_every_candidate_tied_is_a_sign_for_every_kind_and_two_candidates_suffice(kind: str) -> None:
    assert ALL_TIED in signs(["Dune", "Hyperion"], [5.0, 5.0], kind=kind)
    assert ALL_TIED not in signs(["Dune", "Hyperion", "Foundation"], [5.0, 5.0, 4.0], kind=kind)


def test_a_single_candidate_is_a_sign_alone() -> None:
    assert signs(["Dune"], [3.0]) == (
        "There is only one candidate. Check the column and the layout: a choice needs two or more."
    )
    assert ONLY_ONE not in signs(["Dune", "Hyperion"], [3.0, 2.0])


def test_response_details_as_candidates_from_half_of_them() -> None:
    half = signs(["ann@example.org", "bob@example.org", "Dune", "Hyperion"], spread(4))
    assert DETAILS in half and "an e-mail address" in half
    assert DETAILS not in signs(["ann@example.org", "Dune", "Hyperion"], spread(3))  # 1 of 3 < half
    assert "an IP address" in signs(["10.0.0.1", "10.0.0.2"], [2.0, 1.0])
    assert "a timestamp" in signs(["2024-03-04 08:15:07", "2024-03-04 09:20:58"], [2.0, 1.0])


@pytest.mark.parametrize("kind", ["votes", "multi_choice", "long", "counts", "points", "ranked"])
def test_a_header_word_or_a_column_name_as_a_candidate_for_kinds_whose_labels_come_from_cells(kind: str) -> None:
    assert HEADER in signs(["Response", "Dune"], [3.0, 2.0], kind=kind)
    assert HEADER in signs(["choice", "Dune"], [3.0, 2.0], kind=kind)  # the column's own name
    assert HEADER not in signs(["Dune", "Hyperion"], [3.0, 2.0], kind=kind)


@pytest.mark.parametrize("kind", ["grid", "ticks", "ratings", "rank_grid"])
def test_column_names_are_the_candidates_of_column_kinds_so_they_raise_no_header_sign(kind: str) -> None:
    assert HEADER not in signs(["choice", "Dune"], [3.0, 2.0], kind=kind)


def test_a_total_among_the_candidates() -> None:
    assert TOTAL in signs(["Dune", "Grand Total"], [3.0, 2.0])
    assert TOTAL in signs(["Dune", "Total voters"], [3.0, 2.0])
    assert TOTAL not in signs(["Dune", "Totally Spies"], [3.0, 2.0])


def test_a_count_as_large_as_all_others_together_alone_and_at_its_edges() -> None:
    frame_args = {"kind": "counts", "label_column": "label"}
    alone = signs(["Dune", "Hyperion", "Big one"], [5.0, 3.0, 8.0], label_values=["x"] * 100, **frame_args)
    assert AS_MUCH in alone and TOTAL not in alone  # the label says nothing: only the numbers do
    near = signs(["Dune", "Hyperion", "Big"], [5.0, 3.0, 7.0], label_values=["x"] * 100, **frame_args)
    assert AS_MUCH not in near
    two = signs(["Dune", "Hyperion"], [5.0, 5.0], label_values=["x"] * 100, **frame_args)
    assert AS_MUCH not in two  # needs three candidates: with two, each equals the other
    assert AS_MUCH not in signs(["Dune", "Hyperion", "Big"], [5.0, 3.0, 8.0])  # votes, not counts


@pytest.mark.parametrize("kind", ["votes", "multi_choice", "counts"])
def test_answers_as_candidates_from_all_but_one(kind: str) -> None:
    assert ANSWERS in signs(["Yes", "No", "Maybe"], spread(3), kind=kind)
    assert ANSWERS in signs(["Yes", "No", "Dune"], spread(3), kind=kind)  # all but one
    assert ANSWERS not in signs(["Yes", "Dune", "Hyperion"], spread(3), kind=kind)
    # a referendum's two counts are a choice between the two answers; the same two as ballots' cells are not
    assert (ANSWERS in signs(["Yes", "No"], spread(2), kind=kind)) == (kind != "counts")


def test_people_as_grid_options_with_dated_rows() -> None:
    dated = [f"Mon {day} Mar 9:00" for day in range(100)]
    grid = {"kind": "grid", "columns": ("choice",), "label_column": "slot", "options_in": "columns"}
    assert PEOPLE in signs(["Olga", "Sam"], [3.0, 2.0], label_values=dated, **grid)
    assert PEOPLE not in signs(["Mon 16", "Tue 17"], [3.0, 2.0], label_values=dated, **grid)


def test_long_sentences_as_candidates_from_more_than_half() -> None:
    sentence = "I would really like the library to stay open later on Thursdays please"
    assert SENTENCES in signs([sentence, sentence + "!", "Dune"], spread(3))
    assert SENTENCES not in signs([sentence, "Dune"], spread(2))  # half is not more than half


def test_a_stated_total_that_the_counts_do_not_add_up_to() -> None:
    frame = pd.DataFrame({"label": ["Dune", "Hyperion"], "n": [5, 3]})
    frame.attrs["stated_totals"] = {"n": 9.0}
    scored = ScoredCandidates(
        labels=("Dune", "Hyperion"),
        scores=[5.0, 3.0],
        sensitivity=1.0,
        monotonic=True,
        score_name="n",
        sensitivity_reason="",
        monotone_reason="",
    )
    counts = Layout(kind="counts", columns=("n",), label_column="label")
    assert any("add up to 8" in sign for sign in misread_signs(frame, counts, scored))
    frame.attrs["stated_totals"] = {"n": 8.0}
    assert misread_signs(frame, counts, scored) == ()


@pytest.mark.parametrize(
    ("shares", "agree"),
    [
        (["62,5%", "37,5%"], True),  # of the votes, written as a German spreadsheet does
        ([0.4167, 0.25], True),  # of the 12 people of a poll allowing two answers each: still proportional
        (["40%", "60%"], False),  # the other column's counts
    ],
)
def test_a_percentage_column_must_be_proportional_to_the_counts(shares: list[object], agree: bool) -> None:
    frame = pd.DataFrame({"label": ["Dune", "Hyperion"], "n": [5, 3], "Anteil": shares})
    scored = ScoredCandidates(
        labels=("Dune", "Hyperion"),
        scores=[5.0, 3.0],
        sensitivity=1.0,
        monotonic=True,
        score_name="n",
        sensitivity_reason="",
        monotone_reason="",
    )
    found = misread_signs(frame, Layout(kind="counts", columns=("n",), label_column="label"), scored)
    assert (found == ()) == agree, found


@pytest.mark.parametrize("kind", ["votes", "multi_choice", "long", "counts"])
def test_points_of_a_rating_scale_as_candidates_from_half_of_them(kind: str) -> None:
    scale = "points of a rating scale"
    assert scale in signs(["Agree", "Strongly agree", "Disagree"], spread(3), kind=kind)
    assert scale in signs(["Stimme zu", "Stimme nicht zu", "Dune", "Hyperion"], spread(4), kind=kind)
    assert scale not in signs(["Agree", "Dune", "Hyperion"], spread(3), kind=kind)  # 1 of 3
    assert scale not in signs(["Agree", "Disagree"], spread(2), kind="ticks")
