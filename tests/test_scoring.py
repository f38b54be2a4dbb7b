"""Tests for dpcore.scoring: the data → scores rules (reading the CSV itself: tests/test_csv_reader.py)."""

from __future__ import annotations

import doctest
import math

import numpy as np
import pandas as pd
import pytest

import dpcore.scoring.rules
from dpcore.scoring.candidates import ScoredCandidates
from dpcore.scoring.rules import (
    MAX_COUNT,
    MAX_PRICE,
    MAX_PRICES,
    buyers,
    indicator_columns,
    price_grid,
    price_labels,
    revenue,
    score_approval,
    score_availability,
    score_bids,
    score_counts,
    score_votes,
)
from dpcore.validation import InvalidInputError
from tests.conftest import csv_frame

# --- ScoredCandidates -----------------------------------------------------------------------------


def _candidates(**changes: object) -> ScoredCandidates:
    fields: dict[str, object] = {
        "labels": ("a", "b"),
        "scores": np.array([1.0, 2.0]),
        "sensitivity": 1.0,
        "monotonic": True,
        "score_name": "votes",
        "sensitivity_reason": "One vote each.",
        "monotone_reason": "Counts only grow.",
    }
    fields.update(changes)
    return ScoredCandidates(**fields)


def test_scored_candidates_copies_and_freezes_scores() -> None:
    source = np.array([1.0, 2.0])
    candidates = _candidates(scores=source)
    source[0] = 99.0
    assert candidates.scores.tolist() == [1.0, 2.0]
    with pytest.raises(ValueError):
        candidates.scores[0] = 5.0
    assert candidates.best_labels == ("b",)
    assert candidates.to_frame()["label"].tolist() == ["a", "b"]


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"labels": ("a",)}, "one label per score"),
        ({"labels": ("a", "a")}, "distinct"),
        ({"scores": [1.0, math.nan]}, "finite"),
        ({"sensitivity": 0.0}, "sensitivity"),
        ({"sensitivity": math.inf}, "sensitivity"),
    ],
)
def test_scored_candidates_rejects_inconsistent_fields(changes: dict[str, object], words: str) -> None:
    with pytest.raises(InvalidInputError, match=words):
        _candidates(**changes)


# --- votes ----------------------------------------------------------------------------------------


def test_votes_count_each_distinct_choice_most_first() -> None:
    frame = csv_frame("choice\nTue\n Wed\nTue\n\nWed \nMon\nTue\n\n")
    votes = score_votes(frame, "choice")
    assert votes.labels == ("Tue", "Wed", "Mon")
    assert votes.scores.tolist() == [3.0, 2.0, 1.0]
    assert (votes.sensitivity, votes.monotonic) == (1.0, True)


def test_votes_ignore_blank_cells_and_say_so() -> None:
    frame = pd.DataFrame({"choice": ["A", None, "  ", "B", "A"]})
    votes = score_votes(frame, "choice")
    assert dict(zip(votes.labels, votes.scores, strict=True)) == {"A": 2.0, "B": 1.0}
    assert any("2 blank cells" in note for note in votes.notes)


def test_vote_ties_are_ordered_by_label_and_numbers_print_as_integers() -> None:
    frame = pd.DataFrame({"choice": [2.0, 1.0, np.nan, 10.0, 1.0, 2.0]})
    votes = score_votes(frame, "choice")
    assert votes.labels == ("1", "2", "10")
    assert votes.scores.tolist() == [2.0, 2.0, 1.0]


def test_votes_errors() -> None:
    frame = pd.DataFrame({"choice": [None, ""]})
    with pytest.raises(InvalidInputError, match="no votes"):
        score_votes(frame, "choice")
    with pytest.raises(InvalidInputError, match="no column 'vote'.*'choice'"):
        score_votes(frame, "vote")


def test_many_distinct_votes_are_accepted() -> None:
    frame = pd.DataFrame({"choice": [f"id{i}" for i in range(120_000)]})
    votes = score_votes(frame, "choice")
    assert len(votes) == 120_000
    assert any("ID column" in note for note in votes.notes)


def test_adding_a_vote_changes_one_count_by_one() -> None:
    rng = np.random.default_rng(2)
    ballots = list(rng.choice(["A", "B", "C", "D"], size=50))
    before = score_votes(pd.DataFrame({"v": ballots}), "v")
    after = score_votes(pd.DataFrame({"v": [*ballots, "C"]}), "v")
    assert set(before.labels) == set(after.labels) == {"A", "B", "C", "D"}
    change = {
        label: after.scores[after.labels.index(label)] - score
        for label, score in zip(before.labels, before.scores, strict=True)
    }
    assert change == {"A": 0.0, "B": 0.0, "C": 1.0, "D": 0.0}


# --- approval and availability --------------------------------------------------------------------

CALENDAR = """participant,Mon,Tue,Wed,Sat
Ann,1,yes,x,
Ben,0,no,,n
Cat,1,Y,✓,FALSE
Dan,1,true,X,-
"""


def test_availability_counts_truthy_cells_per_column() -> None:
    frame = csv_frame(CALENDAR)
    available = score_availability(frame, ["Mon", "Tue", "Wed", "Sat"])
    assert available.labels == ("Mon", "Tue", "Wed", "Sat")
    assert available.scores.tolist() == [3.0, 3.0, 3.0, 0.0]
    assert available.score_name == "people available"
    assert "Δ = 1" in available.sensitivity_reason
    assert "monotone" in available.monotone_reason


def test_approval_matches_column_sums_of_a_random_0_1_table() -> None:
    rng = np.random.default_rng(11)
    table = pd.DataFrame(rng.integers(0, 2, size=(200, 6)), columns=[f"book {i}" for i in range(6)])
    approvals = score_approval(table, list(table.columns))
    np.testing.assert_array_equal(approvals.scores, table.sum(axis=0).to_numpy())


def test_bool_columns_count_true() -> None:
    frame = csv_frame("a,b\nTrue,False\nTRUE,False\nfalse,False\n")
    assert score_approval(frame, ["a", "b"]).scores.tolist() == [2.0, 0.0]


def test_all_zero_availability_is_allowed_with_a_note() -> None:
    frame = csv_frame("who,d1,d2\nA,0,0\nB,0,\n")
    result = score_availability(frame, ["d1", "d2"])
    assert result.scores.tolist() == [0.0, 0.0]
    assert any("same score" in note for note in result.notes)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("who,Mon\nA,1\nB,maybe\n", ["'Mon'", "row 2", "'maybe'", "yes/no"]),
        ("who,Mon\nA,1\nB,2\n", ["'Mon'", "row 2", "2"]),
        ("who,Mon\nA,-1\n", ["row 1"]),
    ],
)
def test_indicator_cells_must_be_yes_or_no(text: str, words: list[str]) -> None:
    with pytest.raises(InvalidInputError) as caught:
        score_availability(csv_frame(text), ["Mon"])
    for word in words:
        assert word in str(caught.value)


def test_indicator_cells_mixing_types() -> None:
    frame = pd.DataFrame(
        {
            "a": pd.Series([True, 1, 1.0, "yes", " X ", None], dtype=object),
            "b": [0.0, -0.0, np.nan, 1.0, 0.0, 0.0],
            "c": pd.Series([10**40, 0, 0, 0, 0, 0], dtype=object),
        }
    )
    assert score_approval(frame, ["a", "b"]).scores.tolist() == [5.0, 1.0]
    assert indicator_columns(frame) == ("a", "b")
    with pytest.raises(InvalidInputError, match=r"'c', row 1 under the header, holds 1e\+40"):
        score_approval(frame, ["c"])


def test_indicator_errors_point_at_the_first_bad_column_then_row() -> None:
    frame = pd.DataFrame({"a": [1, 0, 1], "b": ["yes", "no", "soon"], "c": ["maybe", "1", "0"]})
    with pytest.raises(InvalidInputError, match="'b', row 3 under the header, holds 'soon'"):
        score_availability(frame, ["a", "b", "c"])
    assert indicator_columns(frame) == ("a",)


def test_indicator_columns_on_a_long_frame_reads_past_the_first_rows() -> None:
    frame = pd.DataFrame({"a": [1, 0] * 1000 + [2], "b": [0, 1] * 1000 + [1]})
    assert indicator_columns(frame) == ("b",)


def test_indicator_column_choice_errors() -> None:
    frame = csv_frame(CALENDAR)
    with pytest.raises(InvalidInputError, match="at least one column"):
        score_approval(frame, [])
    with pytest.raises(InvalidInputError, match="twice"):
        score_approval(frame, ["Mon", "Mon"])
    with pytest.raises(InvalidInputError, match="no column 'Sun'"):
        score_approval(frame, ["Mon", "Sun"])
    with pytest.raises(InvalidInputError, match="list of column names"):
        score_approval(frame, "Mon")


def test_indicator_columns_finds_the_yes_no_columns() -> None:
    assert indicator_columns(csv_frame(CALENDAR)) == ("Mon", "Tue", "Wed", "Sat")


def test_adding_a_calendar_raises_each_count_by_zero_or_one() -> None:
    rng = np.random.default_rng(3)
    table = pd.DataFrame(rng.integers(0, 2, size=(30, 8)), columns=[f"d{i}" for i in range(8)])
    extra = pd.DataFrame(rng.integers(0, 2, size=(1, 8)), columns=table.columns)
    before = score_availability(table, list(table.columns)).scores
    after = score_availability(pd.concat([table, extra]), list(table.columns)).scores
    np.testing.assert_array_equal(after - before, extra.to_numpy()[0])


# --- bids -----------------------------------------------------------------------------------------


def test_blog_example_revenue_at_every_price() -> None:
    result = score_bids([1.00, 1.00, 3.00], price_min=0.80, price_max=3.00, price_step=0.10, currency="$")
    assert len(result) == 23
    assert result.labels[:4] == ("$0.80", "$0.90", "$1.00", "$1.10")
    assert result.labels[-1] == "$3.00"
    cents = range(80, 301, 10)
    expected = [c / 100 * (3 if c <= 100 else 1) for c in cents]
    np.testing.assert_allclose(result.scores, expected, rtol=0, atol=1e-12)
    assert result.best_labels == ("$1.00", "$3.00")
    assert result.scores.max() == pytest.approx(3.0)
    assert result.sensitivity == 3.0
    assert result.monotonic


def test_the_rules_docstring_examples_hold() -> None:
    result = doctest.testmod(dpcore.scoring.rules)
    assert result.attempted >= 2 and result.failed == 0


def test_one_tie_rule_for_posted_prices() -> None:
    """score_bids, the auction lesson and the noisy-price analysis all count buyers with dpcore.scoring.rules.buyers:
    a bid equal to the price buys, compared exactly. (The lesson used to allow 1e-12 of slack, bid ≥ p − 1e-12; no
    price it shows is within 1e-12 of a bid without being equal to it, so none of its numbers changed: a snapshot
    of every fact, narrative and chart at every control stop was identical before and after.)"""
    bids = [1.00, 1.00, 3.00]
    prices = price_grid(price_min=0.80, price_max=3.00, price_step=0.10)
    scored = score_bids(bids, price_min=0.80, price_max=3.00, price_step=0.10)
    np.testing.assert_array_equal(scored.scores, revenue(prices, bids))  # one function, to the bit
    assert buyers([1.0, 3.0], bids).tolist() == [3, 1]  # a bid equal to the price buys
    assert revenue(3.0, bids) == 3.0 and revenue(3.0 + 1e-13, bids) == 0.0  # no slack above the highest bid
    assert revenue(1.0 - 1e-13, bids) == pytest.approx(3.0)
    assert revenue(-1.0, bids) == 0.0 and revenue(0.0, bids) == 0.0  # nobody is paid to take the good
    assert revenue([[0.5, 1.5]], bids).shape == (1, 2)  # the shape of the prices


def test_price_grid_has_no_float_drift() -> None:
    prices = price_grid(price_min=0.8, price_max=3.0, price_step=0.1)
    assert prices.size == 23
    assert prices[-1] == 3.0
    assert prices[5] == 1.3
    # A bid of exactly $2.90 buys at $2.90 (0.8 + 21 × 0.1 = 2.9000000000000004 without rounding).
    revenue = score_bids([2.90], price_min=0.8, price_max=3.0, price_step=0.1)
    assert revenue.scores[21] == pytest.approx(2.9)


def test_price_grid_never_passes_the_maximum_through_rounding() -> None:
    # Found by tests/test_csv_fuzz.py: rounding to 9 decimals lifted this one-step grid's top price 5e-10 above the
    # maximum (65536.990679964 > 65536.99067996368).
    low = 65536.98967996368
    prices = price_grid(price_min=low, price_max=low + 0.001, price_step=0.001)
    assert prices.max() <= low + 0.001


def test_price_grid_stops_below_an_off_grid_maximum() -> None:
    prices = price_grid(price_min=1.0, price_max=2.0, price_step=0.3)
    np.testing.assert_allclose(prices, [1.0, 1.3, 1.6, 1.9])


def test_price_labels_keep_enough_decimals() -> None:
    assert price_labels([0.125, 0.25], price_step=0.125) == ("$0.125", "$0.250")
    assert price_labels([1000.0]) == ("$1,000.00",)


def test_bids_read_as_text_with_currency_signs() -> None:
    frame = csv_frame("bid\n$1.00\n 1.00\n$3\n")
    result = score_bids(frame["bid"], price_min=1.0, price_max=3.0, price_step=1.0)
    assert result.scores.tolist() == [3.0, 2.0, 3.0]
    assert result.labels[0] == "$1.00" and result.score_name == "revenue ($)"
    with pytest.raises(InvalidInputError, match="mix currencies"):
        score_bids(csv_frame("bid\n$1.00\n€3\n")["bid"], price_min=1.0, price_max=3.0, price_step=1.0)


def test_bids_in_euros_with_decimal_commas_are_labelled_in_euros_and_the_reading_is_stated() -> None:
    frame = csv_frame("Bieter;Gebot\nA;3,50 €\nB;1,20 €\n")
    result = score_bids(frame["Gebot"], price_min=1.0, price_max=4.0, price_step=0.5)
    assert result.labels[0] == "€1.00" and result.score_name == "revenue (€)"
    assert result.scores.tolist() == [2.0, 1.5, 2.0, 2.5, 3.0, 3.5, 0.0]
    assert "read “3,50 €” as 3.50 (decimal comma; amounts in €)" in " ".join(result.notes)


@pytest.mark.parametrize(
    ("bids", "words"),
    [
        ([], ["no bids"]),
        (pd.Series(["1.00", "abc", "2"], name="bid"), ["row 2", "'abc'", "not a number", "'bid'"]),
        ([1.0, -2.0], ["row 2", "negative"]),
        ([1.0, math.nan], ["row 2", "empty"]),
        (pd.Series(["1", "nan"]), ["row 2", "'nan'", "finite"]),
        (pd.Series(["1", "1.2.3"]), ["row 2", "'1.2.3'", "not a number"]),
        ([1.0, 2.0, math.inf], ["row 3", "inf", "finite"]),
        (pd.Series([True, False]), ["true/false"]),
    ],
)
def test_bad_bids_name_the_row_and_the_fix(bids: object, words: list[str]) -> None:
    with pytest.raises(InvalidInputError) as caught:
        score_bids(bids, price_min=1.0, price_max=3.0, price_step=0.5)
    for word in words:
        assert word in str(caught.value)


def test_bad_bid_row_numbers_count_from_the_first_data_row_of_a_file() -> None:
    frame = csv_frame("name,bid\nA,1\nB,2\nC,oops\n")
    with pytest.raises(InvalidInputError, match="row 3 under the header"):
        score_bids(frame["bid"], price_min=1.0, price_max=3.0, price_step=0.5)


@pytest.mark.parametrize(
    ("grid", "words"),
    [
        ({"price_min": 1.0, "price_max": 3.0, "price_step": 0.0}, "price_step"),
        ({"price_min": 1.0, "price_max": 3.0, "price_step": -0.1}, "price_step"),
        ({"price_min": 3.0, "price_max": 3.0, "price_step": 0.1}, "below price_max"),
        ({"price_min": 4.0, "price_max": 3.0, "price_step": 0.1}, "below price_max"),
        ({"price_min": -1.0, "price_max": 3.0, "price_step": 0.1}, "0 or more"),
        ({"price_min": 0.0, "price_max": math.nan, "price_step": 0.1}, "finite"),
        ({"price_min": 0.0, "price_max": "3", "price_step": 0.1}, "number"),
        ({"price_min": 0.0, "price_max": 1000.0, "price_step": 0.001}, "larger step"),
    ],
)
def test_bad_price_grids(grid: dict[str, object], words: str) -> None:
    with pytest.raises(InvalidInputError, match=words):
        score_bids([1.0], **grid)


def test_price_grid_limits_on_magnitude() -> None:
    with pytest.raises(InvalidInputError, match="at most"):
        price_grid(price_min=0.0, price_max=MAX_PRICE * 10, price_step=MAX_PRICE)
    with pytest.raises(InvalidInputError, match="larger step"):
        price_grid(price_min=0.0, price_max=1e12, price_step=1e-6)
    assert price_grid(price_min=0.0, price_max=MAX_PRICE, price_step=MAX_PRICE / 4).size == 5
    with pytest.raises(InvalidInputError, match="at least 1e-06"):
        price_grid(price_min=0.0, price_max=1e-7, price_step=1e-12)  # 9-decimal rounding would merge prices
    assert len(set(price_labels(price_grid(price_min=0.0, price_max=0.09, price_step=1e-6)))) == 90_001


def test_largest_price_grid_is_accepted() -> None:
    prices = price_grid(price_min=0.0, price_max=(MAX_PRICES - 1) * 0.01, price_step=0.01)
    assert prices.size == MAX_PRICES


def test_one_bidder_changes_revenue_at_p_by_at_most_p_and_never_lowers_it() -> None:
    rng = np.random.default_rng(7)
    grid = {"price_min": 0.5, "price_max": 10.0, "price_step": 0.5}
    for _ in range(50):
        bids = np.round(rng.uniform(0, 12, size=rng.integers(1, 30)), 2)
        newcomer = round(float(rng.uniform(0, 12)), 2)
        before = score_bids(bids, **grid)
        after = score_bids(np.append(bids, newcomer), **grid)
        prices = price_grid(**grid)
        change = after.scores - before.scores
        assert np.all(change >= 0)
        assert np.all(change <= prices + 1e-12)
        assert change.max() <= before.sensitivity


# --- ready-made counts ----------------------------------------------------------------------------


def test_counts_up_to_the_limit_are_exact() -> None:
    frame = pd.DataFrame({"category": ["a", "b"], "count": [MAX_COUNT, 2.5]})
    assert score_counts(frame, label_column="category", count_column="count").scores.tolist() == [MAX_COUNT, 2.5]


def test_counts_keep_row_order() -> None:
    frame = csv_frame("category,count\nB,5\nA,7\nC,0\n")
    result = score_counts(frame, label_column="category", count_column="count")
    assert result.labels == ("B", "A", "C")
    assert result.scores.tolist() == [5.0, 7.0, 0.0]
    assert (result.sensitivity, result.monotonic) == (1.0, True)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("category,count\nB,5\nA,-7\n", "negative"),
        ("category,count\nB,5\nA,lots\n", "not a number"),
        ("category,count\nB,5\nB,7\n", "'B' is in row 1 .* again in row 2"),
        ("category,count\nB,5\n,7\n", "name"),
        ("category,count\nB,5\n  ,7\n", "name"),
        ("category,count\nB,5\nA,1e16\n", "at most 9,007,199,254,740,992"),
    ],
)
def test_bad_counts(text: str, words: str) -> None:
    with pytest.raises(InvalidInputError, match=words):
        score_counts(csv_frame(text), label_column="category", count_column="count")
