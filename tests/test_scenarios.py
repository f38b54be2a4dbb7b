"""Tests for dpcore.scenarios: the shipped data, the scores derived from it, and the numbers the stories give.

Expected values are computed here from the CSV files with plain pandas (or written out from the source: the
blog's three bids, the textbook's counts), never copied from dpcore's output.
"""

from __future__ import annotations

import dataclasses
import io
import math
import re

import numpy as np
import pandas as pd
import pytest

from dpcore.data import demo_bytes
from dpcore.scenarios import KINDS, SCENARIOS, Scenario
from dpcore.scoring.rules import score_bids
from dpcore.selection.exact import selection_probabilities

EXPECTED_KEYS = (
    "meeting_date",
    "pricing_auction",
    "pricing_auction_200",
    "book_poll",
    "adult_marital_status",
)


def _csv(name: str) -> pd.DataFrame:
    return pd.read_csv(io.BytesIO(demo_bytes(name)))


def test_the_contract_keys_in_display_order() -> None:
    assert tuple(SCENARIOS) == EXPECTED_KEYS


def test_scenarios_mapping_is_read_only() -> None:
    with pytest.raises(TypeError):
        SCENARIOS["mine"] = SCENARIOS["book_poll"]  # type: ignore[index]
    with pytest.raises(dataclasses.FrozenInstanceError):
        SCENARIOS["book_poll"].title = "changed"  # type: ignore[misc]


@pytest.mark.parametrize("key", EXPECTED_KEYS)
def test_every_scenario_is_complete_and_consistent(key: str) -> None:
    scenario = SCENARIOS[key]
    assert scenario.key == key
    assert scenario.kind in KINDS
    assert np.all(np.isfinite(scenario.scores))
    assert scenario.scores.dtype == np.float64
    assert len(scenario.labels) == scenario.scores.size >= 2
    assert len(set(scenario.labels)) == len(scenario.labels)
    assert all(label == label.strip() and label for label in scenario.labels)
    assert scenario.sensitivity > 0
    assert scenario.title and scenario.source
    assert "\n" not in scenario.tagline and len(scenario.tagline) <= 120
    sentences = [part for part in re.split(r"(?<=[.!?])\s+", scenario.story.strip()) if part]
    assert 2 <= len(sentences) <= 4, sentences
    assert "Δ" in scenario.story
    assert "monoton" in scenario.story
    for reason in (scenario.candidates.sensitivity_reason, scenario.candidates.monotone_reason):
        assert reason.endswith(".") and len(reason) < 300
    assert not scenario.data.empty


def test_meeting_date_scores_are_column_sums() -> None:
    calendar = _csv("meeting_date.csv")
    scenario = SCENARIOS["meeting_date"]
    assert calendar.columns[0] == "participant"
    assert len(calendar) >= 30 and calendar.shape[1] - 1 >= 10
    assert calendar["participant"].is_unique
    assert set(np.unique(calendar.iloc[:, 1:].to_numpy())) <= {0, 1}
    sums = calendar.iloc[:, 1:].sum(axis=0)
    assert scenario.labels == tuple(sums.index)
    np.testing.assert_array_equal(scenario.scores, sums.to_numpy())
    assert (scenario.sensitivity, scenario.monotonic, scenario.kind) == (1.0, True, "availability")


def test_meeting_date_looks_like_a_real_calendar() -> None:
    sums = _csv("meeting_date.csv").iloc[:, 1:].sum(axis=0)
    weekend = sums[[day for day in sums.index if day.startswith(("Sat", "Sun"))]]
    weekdays = sums.drop(weekend.index)
    assert len(weekend) >= 2
    assert weekend.max() < weekdays.min()
    top_two = sums.sort_values(ascending=False).index[:2]
    positions = sorted(list(sums.index).index(day) for day in top_two)
    assert positions[1] - positions[0] == 1, "the two most popular dates should be next to each other"


def test_pricing_auction_is_the_blog_example() -> None:
    scenario = SCENARIOS["pricing_auction"]
    assert _csv("pricing_auction.csv")["bid"].tolist() == [1.0, 1.0, 3.0]
    assert (scenario.price_min, scenario.price_max, scenario.price_step) == (0.80, 3.00, 0.10)
    expected = {}
    for cents in range(80, 301, 10):
        buyers = sum(1 for bid in (100, 100, 300) if bid >= cents)
        expected[f"${cents // 100}.{cents % 100:02d}"] = cents * buyers / 100
    assert scenario.labels == tuple(expected)
    np.testing.assert_allclose(scenario.scores, list(expected.values()), rtol=0, atol=1e-12)
    assert scenario.sensitivity == 3.0
    assert scenario.monotonic
    best = [label for label, revenue in expected.items() if revenue == max(expected.values())]
    assert best == ["$1.00", "$3.00"]
    assert scenario.candidates.best_labels == tuple(best)


def test_pricing_auction_200_brute_force_revenue() -> None:
    scenario = SCENARIOS["pricing_auction_200"]
    bids = _csv("pricing_auction_200.csv")["bid"].to_numpy()
    assert bids.size == 200
    assert bids.min() >= 0.50 and bids.max() <= 20.00
    np.testing.assert_allclose(bids * 100, np.round(bids * 100), atol=1e-6)
    cents = np.arange(round(scenario.price_min * 100), round(scenario.price_max * 100) + 1, 25)
    bid_cents = np.round(bids * 100).astype(int)
    revenue = [c * np.count_nonzero(bid_cents >= c) / 100 for c in cents]
    np.testing.assert_allclose(scenario.scores, revenue, rtol=1e-12)
    assert scenario.sensitivity == scenario.price_max == 20.0
    assert scenario.monotonic and scenario.kind == "bids"


@pytest.mark.parametrize("key", ["pricing_auction", "pricing_auction_200"])
def test_bid_scenarios_rescore_from_their_stored_grid(key: str) -> None:
    scenario = SCENARIOS[key]
    again = score_bids(
        scenario.data["bid"],
        price_min=scenario.price_min,
        price_max=scenario.price_max,
        price_step=scenario.price_step,
        currency="$",
    )
    assert again.labels == scenario.labels
    np.testing.assert_array_equal(again.scores, scenario.scores)


def test_book_poll_margins() -> None:
    ballots = _csv("book_poll.csv")
    votes = ballots.drop(columns=ballots.columns[0]).sum(axis=0)
    scenario = SCENARIOS["book_poll"]
    assert set(np.unique(ballots.iloc[:, 1:].to_numpy())) <= {0, 1}
    assert 6 <= len(votes) <= 8
    assert votes["Network Effect"] - votes["Hench"] == 1
    assert votes["Network Effect"] - votes["The Hidden Girl and Other Stories"] == 1
    assert votes["Network Effect"] - votes["The Relentless Moon"] == 3
    others = votes.drop(["Network Effect", "Hench", "The Hidden Girl and Other Stories", "The Relentless Moon"])
    assert others.max() < votes["The Relentless Moon"]
    np.testing.assert_array_equal(scenario.scores, votes.to_numpy())
    assert scenario.labels == tuple(votes.index)
    assert (scenario.sensitivity, scenario.monotonic) == (1.0, True)


def test_book_poll_each_vote_short_halves_the_chance_at_ln2() -> None:
    scenario = SCENARIOS["book_poll"]
    probabilities = selection_probabilities(
        scenario.scores,
        epsilon=math.log(2),
        sensitivity=scenario.sensitivity,
        mechanism="exponential",
        monotonic=True,
    )
    best = probabilities[scenario.labels.index("Network Effect")]
    short = scenario.scores.max() - scenario.scores
    np.testing.assert_allclose(probabilities, best / 2.0**short, rtol=1e-12)


def test_adult_scores_are_the_textbook_counts_in_thousands() -> None:
    counts = _csv("adult_marital_status.csv")
    textbook = {
        "Married-civ-spouse": 14976,
        "Never-married": 10683,
        "Divorced": 4443,
        "Separated": 1025,
        "Widowed": 993,
        "Married-spouse-absent": 418,
        "Married-AF-spouse": 23,
    }
    assert dict(zip(counts["category"], counts["count"], strict=True)) == textbook
    scenario = SCENARIOS["adult_marital_status"]
    assert scenario.labels == tuple(textbook)
    np.testing.assert_allclose(scenario.scores, np.array(list(textbook.values())) / 1000, rtol=1e-15)
    assert (scenario.sensitivity, scenario.monotonic, scenario.kind) == (1.0, False, "counts")
    assert "1000" in scenario.story and "0.001" in scenario.story


def test_adult_reproduces_the_textbook_probabilities() -> None:
    scenario = SCENARIOS["adult_marital_status"]
    weights = np.exp(scenario.scores / 2)  # EM with ε = Δ = 1, general scale ε/2Δ, computed by hand
    assert weights[0] / weights.sum() == pytest.approx(0.888759, abs=5e-7)
    em, rnm = (
        selection_probabilities(
            scenario.scores, epsilon=1.0, sensitivity=scenario.sensitivity, mechanism=mechanism, monotonic=monotonic
        )
        for mechanism, monotonic in (("exponential", False), ("report_noisy_max", True))  # the book's two settings
    )
    assert em[0] == pytest.approx(0.888759, abs=5e-7)
    assert rnm[0] == pytest.approx(0.978468, abs=5e-7)


def test_scenario_rejects_an_unknown_kind_or_a_missing_grid() -> None:
    template = SCENARIOS["meeting_date"]
    with pytest.raises(ValueError, match="kind"):
        dataclasses.replace(template, kind="poll")
    with pytest.raises(ValueError, match="price_min"):
        dataclasses.replace(template, kind="bids")
    assert isinstance(dataclasses.replace(template, title="x"), Scenario)
