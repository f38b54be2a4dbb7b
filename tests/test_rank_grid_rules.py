"""Ranked ballots written as one column per option holding its rank (a ranked-choice tool's ballot data): scored by
the rule chosen, as ballots written rank by rank are; when the rules name different winners (a majority ranks one
option first, Borda points favour another), the page asks which rule, and calls no winner the true best until then."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from dpcore.ingest.layout import Layout, score_layout
from dpcore.scoring import ballots
from tests.conftest import live_payloads
from tests.test_page_your_data_exports import plain, reruns_sentence
from tests.upload_kit import lines, read

CATS = ["Miso", "Captain Biscuit", "Toaster", "Beans"]
# A majority ranks Miso first but many rank it last; Beans is everyone else's second.
BALLOTS = [[1, 3, 4, 2]] * 6 + [[4, 2, 3, 1]] * 2 + [[4, 3, 2, 1]] * 1 + [[4, 1, 3, 2]] * 2


def _ballot_data() -> bytes:
    rows = [["ballot_id", "precinct", *CATS, "overvote_rank"]]
    rows += [[f"b{i:03}", "", *ranks, ""] for i, ranks in enumerate(BALLOTS)]
    return lines(rows).encode("utf-8-sig")


def _by_rule(ranks: np.ndarray, rule: str) -> np.ndarray:
    """Each option's score, counted ballot by ballot (the independent count the scorer is checked against)."""
    m = ranks.shape[1]
    totals = np.zeros(m)
    for ballot in ranks:
        for option, rank in enumerate(ballot):
            if rank and rule == "borda":
                totals[option] += m - rank
            elif rank and rank <= {"first": 1, "top2": 2, "top3": 3}.get(rule, 0):
                totals[option] += 1
    return totals


@pytest.mark.parametrize("rule", list(ballots.RANKED_RULES))
def test_each_rule_scores_a_rank_grid_as_counted_ballot_by_ballot(rule: str) -> None:
    frame = pd.DataFrame(BALLOTS, columns=CATS)
    scored = ballots.score_rank_grid(frame, CATS, rule=rule)
    expected = _by_rule(np.array(BALLOTS), rule)
    assert dict(zip(scored.labels, scored.scores, strict=True)) == dict(zip(CATS, expected, strict=True))
    assert scored.sensitivity == (len(CATS) - 1 if rule == "borda" else 1)


def test_a_rank_grid_whose_rules_disagree_is_asked_about_and_not_confident() -> None:
    frame, guess, scored = read(_ballot_data(), "Ballot Data - Name the cat.csv")
    assert guess.layout.kind == "rank_grid" and guess.layout.rule == "borda"
    assert scored.best_labels == ("Beans",)  # (Borda's default, as for ranked ballots)
    assert not guess.confident and guess.question is not None and guess.question.open
    assert dict(zip(guess.question.options, guess.question.labels, strict=True))["first"].endswith("“Miso”")
    first = score_layout(frame, Layout(**{**guess.layout.__dict__, "rule": "first"}))
    assert first.best_labels == ("Miso",) and first.sensitivity == 1


def test_the_page_asks_the_rule_of_a_rank_grid_and_answers_by_it(open_page) -> None:
    at = open_page("pages/2_Your_data.py", trials="100")
    at.file_uploader(key="yd_upload").upload("Ballot Data - Name the cat.csv", _ballot_data(), "text/csv")
    at.run()
    assert not at.exception and not at.error
    assert any("which one should turn the rankings into scores" in plain(m.value) for m in at.markdown)
    assert "(the true best)" not in reruns_sentence(at)
    at.radio(key="yd_open_answer").set_value("first").run()
    assert not at.exception and live_payloads(at)[0] is not None
    assert "**Miso** (the true best)" in reruns_sentence(at)
    assert at.number_input(key="yd_sensitivity").value == 1.0


def test_the_theory_example_by_first_choices() -> None:
    # docs/theory.md §13, "Rank grid": ballots (1, 2, 3), (2, 1, empty), (1, 3, 2)
    frame = pd.DataFrame({"A": [1, 2, 1], "B": [2, 1, 3], "C": [3, None, 2]})
    scored = ballots.score_rank_grid(frame, ["A", "B", "C"], rule="first")
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {"A": 2, "B": 1, "C": 0}
