"""dpcore.analyses.neighbours: scenario-aware neighbouring datasets, the exact log-ratio, and what sampling certifies
(theory.md §0, §7)."""

from __future__ import annotations

import math

import numpy as np
import pytest

import dpcore
from dpcore.analyses import neighbours
from dpcore.ingest.cells import TRUE_WORDS
from dpcore.scoring.rules import price_grid
from dpcore.validation import InvalidInputError

MAIN = dpcore.MAIN_MECHANISMS


def indicator_matrix(scenario: dpcore.Scenario) -> np.ndarray:
    """People × candidates 0/1 matrix, read directly from the curator data (not through dpcore.scoring)."""
    columns = {str(c).strip(): c for c in scenario.data.columns}
    cells = scenario.data[[columns[label] for label in scenario.labels]].astype(str)
    return cells.apply(lambda column: column.str.strip().str.lower().isin(TRUE_WORDS)).to_numpy(dtype=float)


def loss(scores, other, *, epsilon, sensitivity, mechanism, monotonic) -> float:
    ratio = neighbours.log_ratio(
        scores, other, epsilon=epsilon, sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic
    )
    return float(np.max(np.abs(ratio)))


@pytest.mark.parametrize("key", ["meeting_date", "book_poll"])
def test_indicator_neighbours_are_the_data_with_one_row_changed(key: str) -> None:
    s = dpcore.SCENARIOS[key]
    rows = indicator_matrix(s)
    np.testing.assert_array_equal(rows.sum(axis=0), s.scores)
    for i in (0, 5, len(rows) - 1):
        np.testing.assert_array_equal(neighbours.scenario_neighbour(s, f"remove:{i}").scores, s.scores - rows[i])
        np.testing.assert_array_equal(
            neighbours.scenario_neighbour(s, f"replace:{i}").scores, s.scores + 1 - 2 * rows[i]
        )
    np.testing.assert_array_equal(neighbours.scenario_neighbour(s, "add:all").scores, s.scores + 1)
    for j in range(len(s.labels)):
        expected = s.scores.copy()
        expected[j] += 1
        np.testing.assert_array_equal(neighbours.scenario_neighbour(s, f"add:only:{j}").scores, expected)
    first = neighbours.scenario_neighbour_options(s)[0]
    name = str(s.data.iloc[0, 0])
    assert first.kind == "remove" and name in first.label


@pytest.mark.parametrize("key", ["pricing_auction", "pricing_auction_200"])
def test_bid_neighbours_rescore_revenue(key: str) -> None:
    s = dpcore.SCENARIOS[key]
    bids = s.data["bid"].to_numpy(dtype=float)
    prices = price_grid(price_min=s.price_min, price_max=s.price_max, price_step=s.price_step)

    def revenue(values: np.ndarray) -> np.ndarray:
        return prices * (values[None, :] >= prices[:, None] - 1e-12).sum(axis=1)

    np.testing.assert_allclose(revenue(bids), s.scores)
    for i in (0, len(bids) - 1):
        neighbour = neighbours.scenario_neighbour(s, f"remove:{i}")
        np.testing.assert_allclose(neighbour.scores, revenue(np.delete(bids, i)), atol=1e-9)
    options = neighbours.scenario_neighbour_options(s)
    adds = [o for o in options if o.kind == "add"]
    assert {o.key for o in adds} >= {"add:bid:0", f"add:bid:{len(prices) - 1}"}
    top = neighbours.scenario_neighbour(s, f"add:bid:{len(prices) - 1}")
    np.testing.assert_allclose(top.scores, s.scores + prices)  # a top bid buys at every price
    # Changing one bid moves every revenue the same way: no non-monotone neighbour to offer.
    assert neighbours.scenario_neighbour_options(s, kinds=["replace"]) == ()


def test_counts_neighbours_use_one_record_in_the_scenarios_units() -> None:
    s = dpcore.SCENARIOS["adult_marital_status"]  # scores are counts / 1000
    removed = neighbours.scenario_neighbour(s, "remove:2").scores
    np.testing.assert_allclose(removed - s.scores, -0.001 * np.eye(len(s.labels))[2], atol=1e-12)
    moved = neighbours.scenario_neighbour(s, "move:0:3").scores
    np.testing.assert_allclose(moved - s.scores, 0.001 * (np.eye(len(s.labels))[3] - np.eye(len(s.labels))[0]))
    change = neighbours.score_change(s.scores, moved)
    assert not change.monotone and change.raised == 1 and change.lowered == 1


@pytest.mark.parametrize("key", list(dpcore.SCENARIOS))
def test_every_add_or_remove_neighbour_keeps_the_epsilon_promise(key: str) -> None:
    """Adding or removing one person is a monotone change within Δ, so every mechanism is ε-DP against it even on
    the monotone scale; exhaustively over the scenario's neighbours (Laplace report-noisy-max on a sample)."""
    s = dpcore.SCENARIOS[key]
    epsilon = 0.8
    options = neighbours.scenario_neighbour_options(s)
    assert options
    for position, option in enumerate(options[:: max(1, len(options) // 60)]):
        neighbour = neighbours.scenario_neighbour(s, option.key)
        change = neighbours.score_change(s.scores, neighbour.scores)
        assert change.monotone, option
        assert change.largest <= s.sensitivity * (1 + 1e-12), option
        mechanisms = MAIN if position % 10 == 0 else ("exponential", "permute_and_flip")
        for mechanism in mechanisms:
            value = loss(
                s.scores,
                neighbour.scores,
                epsilon=epsilon,
                sensitivity=s.sensitivity,
                mechanism=mechanism,
                monotonic=True,
            )
            assert value <= epsilon + 1e-9, (option, mechanism, value)


@pytest.mark.parametrize("key", ["meeting_date", "book_poll"])
def test_replacing_a_record_breaks_the_monotone_scale_but_not_the_general_one(key: str) -> None:
    s = dpcore.SCENARIOS[key]
    epsilon = 1.0
    worst = dict.fromkeys(MAIN, 0.0)
    for option in neighbours.scenario_neighbour_options(s, kinds=["replace"]):
        neighbour = neighbours.scenario_neighbour(s, option.key)
        for mechanism in MAIN:
            common = {"epsilon": epsilon, "sensitivity": 1.0, "mechanism": mechanism}
            assert loss(s.scores, neighbour.scores, monotonic=False, **common) <= epsilon + 1e-9
            worst[mechanism] = max(worst[mechanism], loss(s.scores, neighbour.scores, monotonic=True, **common))
    for mechanism, value in worst.items():  # theory.md §0: up to 2ε with the monotone scale
        assert 1.9 * epsilon < value <= 2 * epsilon + 1e-9, (mechanism, value)


def test_histogram_neighbours() -> None:
    labels, scores = ["a", "b", "c"], np.array([5.0, 2.0, 9.0])
    options = neighbours.histogram_neighbour_options(labels, scores, kinds=neighbours.CHANGE_KINDS)
    keys = {o.key for o in options}
    assert {"remove:0", "add:2", "move:2:0", "move:0:2"} <= keys and "move:0:1" not in keys  # moves go via the top
    np.testing.assert_array_equal(neighbours.histogram_neighbour(labels, scores, "add:1", step=2.0).scores, [5, 4, 9])
    np.testing.assert_array_equal(
        neighbours.histogram_neighbour(labels, scores, "move:2:0", step=1.0).scores, [6, 2, 8]
    )
    limited = neighbours.histogram_neighbour_options([str(i) for i in range(100)], np.arange(100.0), limit=5)
    assert {o.key for o in limited if o.kind == "remove"} == {f"remove:{i}" for i in range(95, 100)}
    for bad in ("drop:1", "add:7", "move:1:1", "add:x"):
        with pytest.raises(InvalidInputError):
            neighbours.histogram_neighbour(labels, scores, bad, step=1.0)
    with pytest.raises(InvalidInputError, match="unknown neighbour"):
        neighbours.scenario_neighbour(dpcore.SCENARIOS["meeting_date"], "remove:999")
    with pytest.raises(InvalidInputError, match="neighbour kind"):
        neighbours.scenario_neighbour_options(dpcore.SCENARIOS["meeting_date"], kinds=["swap"])


@pytest.mark.parametrize("model", ["general", "monotone"])
def test_corner_neighbours_are_the_worst_case_of_the_analysis(model: str) -> None:
    scores = dpcore.SCENARIOS["book_poll"].scores
    epsilon = 0.7
    for mechanism in MAIN:
        expected = dpcore.worst_case_privacy_loss(
            scores, epsilon=epsilon, mechanism=mechanism, monotonic=True, neighbours=model
        )
        for outcome in range(scores.size):
            up, down = neighbours.corner_neighbours(scores, outcome=outcome, sensitivity=1.0, model=model)
            assert np.max(np.abs(up - scores)) == 1.0 and np.max(np.abs(down - scores)) == 1.0
            found = max(
                abs(neighbours.log_ratio(scores, corner, epsilon=epsilon, mechanism=mechanism, monotonic=True)[outcome])
                for corner in (up, down)
            )
            assert found == pytest.approx(expected[outcome], rel=1e-12, abs=1e-14)
    # Permute-and-flip is tight: exactly ε for every non-maximal outcome (theory.md §7).
    loss_pf = dpcore.worst_case_privacy_loss(scores, epsilon=epsilon, mechanism="permute_and_flip", monotonic=True)
    np.testing.assert_allclose(loss_pf[scores < scores.max()], epsilon, rtol=1e-12)


def test_empirical_log_ratio_covers_the_exact_value() -> None:
    """Simulate D and D′ (seeded) and check the conservative 95% intervals around the exact log-ratios."""
    s = dpcore.SCENARIOS["book_poll"]
    other = neighbours.scenario_neighbour(s, "replace:3").scores
    options = {"epsilon": 1.0, "sensitivity": 1.0, "monotonic": True, "mechanism": "permute_and_flip"}
    exact = neighbours.log_ratio(s.scores, other, **options)
    trials = 200_000
    counts = dpcore.simulate(s.scores, trials=trials, rng=11, **options)
    counts_n = dpcore.simulate(other, trials=trials, rng=12, **options)
    result = neighbours.empirical_log_ratio(counts, counts_n, trials=trials)
    seen = np.isfinite(result.estimate)
    assert seen.sum() >= 5
    assert np.all((result.low[seen] <= exact[seen]) & (exact[seen] <= result.high[seen]))
    np.testing.assert_allclose(result.estimate[seen], exact[seen], atol=0.15)
    # The broken monotone scale is certified from samples alone: ε is provably above 1.
    certified = neighbours.epsilon_lower_bound(counts, counts_n, trials=trials)
    assert 1.0 < certified <= np.max(np.abs(exact)) + 1e-12
    # Identical counts certify nothing; a zero count gives no estimate and an unbounded interval.
    assert neighbours.epsilon_lower_bound(counts, counts, trials=trials) == 0.0
    sparse = neighbours.empirical_log_ratio([0, 10], [5, 5], trials=10)
    assert math.isnan(sparse.estimate[0]) and sparse.low[0] == -math.inf
    with pytest.raises(InvalidInputError, match="same length"):
        neighbours.empirical_log_ratio([1, 2], [3], trials=3)
