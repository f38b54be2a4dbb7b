"""Classes of misread found by blind set E (issue 19), each a general rule with its own test: bids that no longer
stand, a question read as an option, submissions read as the options of a grid, a stray yes/no column beside one
question's columns, rankings read as approvals, an election's bookkeeping columns summed, and readings too weakly
supported to be called "the true best"."""

from __future__ import annotations

import pandas as pd

from dpcore.ingest import columns, readings
from dpcore.ingest.layout import Layout, misread_signs, score_layout
from dpcore.ingest.readings import understand_upload
from dpcore.scoring.ballots import highest_bids


def signs_of(frame: pd.DataFrame, layout: Layout) -> str:
    return " | ".join(misread_signs(frame, layout, score_layout(frame, layout)))


def test_bids_marked_withdrawn_or_removed_are_left_out() -> None:
    """A bid log pasted from an auction site (Swedish: "Budet har tagits bort", removed) and a tender register
    (Polish: "wycofana", withdrawn): those rows are no bids; the note says how many."""
    frame = pd.DataFrame(
        {
            "Budgivare": ["s***n", "x***x", "h***a", "p***k"],
            "Bud": ["4 100,00 kr", "4 500,00 kr", "3 900,00 kr", "3 000,00 kr"],
            "Kommentar": ["", "Budet har tagits bort", "", "oferta wycofana"],
        }
    )
    bids, notes = highest_bids(frame, amount_column="Bud", bidder_column="Budgivare")
    assert bids.tolist() == ["4 100,00 kr", "3 900,00 kr"]
    assert any("Left out 2 bids marked as withdrawn" in note for note in notes)


def test_a_question_among_the_candidates_is_a_misread_sign() -> None:
    frame = pd.DataFrame(
        {"Option": ["Bath", "Will the offsite be on a weekday or a weekend?", "Bristol"], "Votes": [5, 9, 4]}
    )
    assert "is a question, not an option" in signs_of(
        frame, Layout(kind="counts", columns=("Votes",), label_column="Option")
    )


def test_columns_of_one_variable_stem_are_options_not_people() -> None:
    """A data-collection tool's wide export: a column of submission times (date-like, one per row) beside 1/0
    columns named menu_pref_*: the rows are submissions, not options (a scheduling grid with dates in the rows)."""
    rows = [
        {"SubmissionDate": f"Mar 10, 2025 {hour}:{minute:02d}:00 AM", "menu_pref_salad": a, "menu_pref_grill": b,
         "menu_pref_noodles": c}
        for hour, minute, a, b, c in [(7, 57, 0, 0, 1), (8, 5, 0, 1, 1), (8, 12, 1, 0, 1), (8, 20, 0, 1, 0)]
    ]  # fmt: skip
    _, guess = understand_upload(pd.DataFrame(rows).to_csv(index=False).encode(), file_name="WIDE.csv")
    assert guess.layout.kind == "grid" and guess.layout.options_in == "columns"
    assert all(layout.options_in == "columns" for layout in guess.alternatives if layout.kind == "grid")


def test_a_stray_yes_no_column_beside_one_questions_columns_is_left_out() -> None:
    """A form tool's wide export: consent 1/0 beside menu_pref_* 1/0 columns, one per option of one question."""
    rows = [
        {"consent": 1, "menu_pref_salad": 1, "menu_pref_grill": 0, "menu_pref_noodles": 1},
        {"consent": 1, "menu_pref_salad": 0, "menu_pref_grill": 0, "menu_pref_noodles": 1},
        {"consent": 1, "menu_pref_salad": 0, "menu_pref_grill": 1, "menu_pref_noodles": 1},
        {"consent": 1, "menu_pref_salad": 1, "menu_pref_grill": 0, "menu_pref_noodles": 0},
    ]
    frame, guess = understand_upload(pd.DataFrame(rows).to_csv(index=False).encode(), file_name="WIDE.csv")
    assert "consent" not in guess.layout.columns
    assert score_layout(frame, guess.layout).best_labels[0].endswith("noodles")


def test_answers_that_each_list_the_same_number_of_options_in_other_orders_may_be_rankings() -> None:
    cells = ["Dune, Piranesi, Emma", "Piranesi, Emma, Dune", "Emma, Dune, Piranesi", "Dune, Emma, Piranesi",
             "Piranesi, Dune, Ulysses"]  # fmt: skip
    frame = pd.DataFrame({"Rank your top three": cells})
    layout = Layout(kind="multi_choice", columns=("Rank your top three",), separator=",")
    assert "may be rankings" in signs_of(frame, layout)
    approvals = pd.DataFrame(
        {"Rank your top three": ["Dune, Emma", "Piranesi", "Emma, Dune, Piranesi", "Dune", "Emma"]}
    )
    assert "may be rankings" not in signs_of(approvals, layout)


def test_an_elections_bookkeeping_columns_are_no_counts() -> None:
    """Registered voters, voters, blank and null ballots per polling station are not a candidate's votes."""
    frame = pd.DataFrame(
        {
            "Bureau": ["Bureau 1", "Bureau 2", "Bureau 3"],
            "Inscrits": [629, 387, 480],
            "Votants": [296, 202, 185],
            "Nuls": [0, 4, 5],
        }
    )
    assert all(
        not set(layout.columns) & {"Inscrits", "Votants", "Nuls"}
        for layout in readings._counts_layouts(frame, columns.profile_columns(frame))
    )


def test_a_weakly_supported_reading_is_not_called_the_true_best() -> None:
    """A bare list of numbers (a ballot file in a text format) gives a reading with little evidence: not confident."""
    data = b"5 1\n1 3 2 1 0\n1 1 2 0\n1 2 3 1 0\n1 3 1 0\n0\n"
    _, guess = understand_upload(data, file_name="ballots.blt")
    assert not guess.confident
    found = readings.readings(understand_upload(data, file_name="ballots.blt")[0], file_name="ballots.blt")
    assert found[0].plausibility < readings.CONFIDENT_FROM
