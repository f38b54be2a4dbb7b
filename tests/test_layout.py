"""dpcore.ingest.layout: the guess a person would make for real exports, the one question, the sentence, misread
signs."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from dpcore.ingest import layout
from dpcore.ingest.layout import Layout, default_layout, describe, misread_signs, score_layout
from dpcore.ingest.readings import understand as guess_layout
from dpcore.scoring.rules import price_grid
from tests.exports_expected import MANIFEST, SEVERAL_QUESTIONS, best_price, expected, read_export


@pytest.mark.parametrize("name", sorted(MANIFEST))
def test_each_real_export_gives_the_right_candidates_and_best_by_default(name: str) -> None:
    frame = read_export(name)
    guess = guess_layout(frame, file_name=name)
    scored = score_layout(frame, guess.layout)
    want = expected(name)
    if want.candidates is not None:
        assert len(scored) == want.candidates
    if MANIFEST[name]["scoring"] == "bids":
        prices = price_grid(
            price_min=guess.layout.price_grid[0],
            price_max=guess.layout.price_grid[1],
            price_step=guess.layout.price_grid[2],
        )
        top = prices[int(np.argmax(scored.scores))]
        assert top == pytest.approx(best_price(name, prices))
        assert scored.scores.max() == pytest.approx(
            top * sum(b >= top for b in MANIFEST[name]["max_bid_per_bidder"].values())
        )
    else:
        assert scored.best_labels == (want.best,)
    other = MANIFEST[name].get("other_question")
    if name not in SEVERAL_QUESTIONS:
        assert (guess.question is not None) == want.question
        # (a ranking whose winner depends on the rule is not called the true best until the rule is chosen)
        assert guess.confident == (layout.rules_disagree(frame, guess.layout) == "")
    else:  # several questions: the intended one first, the others offered in one question (issue 19)
        assert guess.question is not None and guess.question.field == "reading"
        offered = {column for alternative in guess.alternatives for column in alternative.columns}
        assert other is None or other["column"] in offered
        assert not guess.confident
    assert misread_signs(frame, guess.layout, scored) == ()


def test_a_ranking_whose_winner_depends_on_the_rule_says_so_and_is_not_certain() -> None:
    # Cascade is ranked on all 30 ballots, mostly second; Ember is first on more ballots than any other.
    frame = read_export("ranked_ballots.csv")
    guess = guess_layout(frame, file_name="ranked_ballots.csv")
    said = layout.rules_disagree(frame, guess.layout)
    assert "first choices: “Ember”" in said and "Borda points: “Cascade”" in said
    assert not guess.confident and guess.question is not None and guess.question.field == "rule"
    agreeing = pd.DataFrame({"1st": ["A", "A", "A", "B"], "2nd": ["B", "B", "C", "A"], "3rd": ["C", "C", "B", "C"]})
    assert layout.rules_disagree(agreeing, Layout(kind="ranked", columns=("1st", "2nd", "3rd"), rule="borda")) == ""
    assert layout.rules_disagree(agreeing, Layout(kind="votes", columns=("1st",))) == ""


def test_intended_columns_are_chosen_over_the_fewest_distinct_values() -> None:
    for name, entry in MANIFEST.items():
        if "intended_column" in entry:
            assert guess_layout(read_export(name), file_name=name).layout.columns == (entry["intended_column"],), name


@pytest.mark.parametrize("name", ["findtime_maybe_decides.csv", "doodle_export.csv", "findtime_yes_no_maybe.csv"])
def test_answering_the_middle_answer_question_gives_the_matching_best(name: str) -> None:
    frame = read_export(name)
    guess = guess_layout(frame, file_name=name)
    assert guess.question is not None and guess.question.text.endswith("?")
    assert guess.question.field == "middle_weight" and guess.question.default == 0.5
    entry = MANIFEST[name]
    for weight in guess.question.options:
        scored = score_layout(frame, Layout(**{**guess.layout.__dict__, "middle_weight": weight}))
        if "best_by_middle" in entry:
            assert scored.best_labels == (entry["best_by_middle"][f"{weight:g}"],)
        else:
            assert scored.best_labels == (entry["best"],)
        assert scored.sensitivity == 1.0 and scored.monotonic


def test_ranked_ballots_ask_for_the_rule_and_each_rule_gives_its_winner() -> None:
    frame = read_export("ranked_ballots.csv")
    guess = guess_layout(frame)
    entry = MANIFEST["ranked_ballots.csv"]
    assert guess.layout.columns == tuple(entry["ranked_columns"])
    assert guess.question is not None and guess.question.field == "rule"
    borda = score_layout(frame, Layout(kind="ranked", columns=guess.layout.columns, rule="borda"))
    first = score_layout(frame, Layout(kind="ranked", columns=guess.layout.columns, rule="first"))
    assert borda.best_labels == (entry["borda_best"],) and borda.sensitivity == 4.0  # m − 1 with 5 candidates
    assert first.best_labels == (entry["first_choice_best"],) and first.sensitivity == 1.0


def test_options_in_rows_are_recognised_from_date_like_row_names_and_person_like_headers() -> None:
    guess = guess_layout(read_export("when2meet_grid.csv"))
    assert guess.layout.kind == "grid" and guess.layout.options_in == "rows" and guess.layout.label_column == "Time"


def test_the_sentence_states_rows_column_separator_candidates_delta_and_monotonicity() -> None:
    frame = read_export("google_sheets_checkboxes.csv")
    guess = guess_layout(frame)
    sentence = describe(frame, guess.layout, score_layout(frame, guess.layout))
    assert sentence == (
        "46 responses; “Which books did you like?” holds several choices per cell, separated by “, ”: "
        "10 candidates, approvals, Δ = 1, monotone."
    )


def test_bids_from_a_history_keep_each_bidders_highest_bid_and_drop_the_starting_price() -> None:
    frame = read_export("bids_history.csv")
    guess = guess_layout(frame)
    assert guess.layout.kind == "bids" and guess.layout.voter_column == "Bidder"
    scored = score_layout(frame, guess.layout)
    notes = " ".join(scored.notes)
    assert "Starting Price" in notes and "each bidder's highest bid counts" in notes
    assert scored.labels[0].startswith("$")  # the currency comes from the cells


def test_euro_bids_are_labelled_in_euros_and_the_decimal_comma_is_stated() -> None:
    scored = score_layout(read_export("sealed_bids_eur.csv"), guess_layout(read_export("sealed_bids_eur.csv")).layout)
    assert scored.labels[0].startswith("€") and "decimal comma" in " ".join(scored.notes)


@pytest.mark.parametrize(
    ("frame", "layout_", "words"),
    [
        # Doodle answers read as one vote per row: the candidates are answers, not options.
        (pd.DataFrame({"a": ["OK", "(OK)", "OK", ""]}), Layout(kind="votes", columns=("a",)), "answers"),
        (pd.DataFrame({"id": [f"r{i}" for i in range(12)]}), Layout(kind="votes", columns=("id",)), "own candidate"),
        (pd.DataFrame({"a": ["x", "x"]}), Layout(kind="votes", columns=("a",)), "only one candidate"),
        (
            pd.DataFrame({"label": ["A", "B", "C", "Total"], "n": [1, 2, 3, 6]}),
            Layout(kind="counts", columns=("n",), label_column="label"),
            "total",
        ),
        (
            pd.DataFrame({"c": [f"Comment {i}: a long free-text remark on the workshop and lunch" for i in range(3)]}),
            Layout(kind="votes", columns=("c",)),
            "long sentences",
        ),
    ],
)
def test_signs_of_a_misread_say_what_looks_wrong(frame: pd.DataFrame, layout_: Layout, words: str) -> None:
    signs = misread_signs(frame, layout_, score_layout(frame, layout_))
    assert any(words in sign for sign in signs), signs


def test_people_as_candidates_with_dated_rows_suggest_the_options_are_the_rows() -> None:
    frame = read_export("when2meet_grid.csv")
    people = [name for name in frame.columns if name != "Time"]
    wrong = Layout(kind="grid", columns=tuple(people), options_in="columns", label_column="Time")
    assert any("options may be the rows" in sign for sign in misread_signs(frame, wrong, score_layout(frame, wrong)))


@pytest.mark.parametrize("kind", list(layout.KINDS))
def test_every_kind_has_a_default_layout_for_any_export(kind: str) -> None:
    for name in ("google_forms_checkboxes.csv", "bids_history.csv", "doodle_export.csv"):
        chosen = default_layout(read_export(name), kind, file_name=name)
        assert chosen.kind == kind and chosen.columns


def test_the_default_price_grid_is_round_and_reaches_the_highest_bid() -> None:
    low, high, step = layout.guess_price_grid(np.array([1.0, 1.0, 3.0]))
    assert (low, high, step) == (0.05, 3.0, 0.05)  # 0.01 would give more than 200 prices
    low, high, step = layout.guess_price_grid(np.array([260.0, 1310.0]))
    assert (low, high, step) == (10, 1310, 10)
    low, high, step = layout.guess_price_grid(np.array([35.0, 150.0]))
    assert (low, high, step) == (1, 150, 1)  # (a step of 2 would leave out the bids' 55, 65 …)
    low, high, step = layout.guess_price_grid(np.array([35.0, 310.0]))
    assert (low, high, step) == (5, 310, 5)
