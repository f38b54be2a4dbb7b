"""AppTest of the "Winners (k)" control on the Explorer and Your data (issue 20, item 3).

With k winners the live view draws, per mechanism, dpcore's exact probability that each candidate is in the chosen
set (outline), the share of seeded runs of ``dpcore.simulate_top_k`` whose set held it (bar), P(the k best are all
chosen) and the expected shortfall of the set's total (card). What the browser would draw is read from the payloads
(``ui.explorer.view.drawn_frames``), as in test_page_explorer.py; every expected number is recomputed here from
dpcore, independently of the page's own path.
"""

from __future__ import annotations

import io

import numpy as np
import pandas as pd
import pytest

import dpcore
from dpcore.data import demo_bytes
from dpcore.ingest.csv_reader import read_csv_bytes
from dpcore.scoring.rules import score_availability
from tests.conftest import live_payloads, release_epsilon
from ui.charts import live as live_charts
from ui.explorer.view import K_SHOWN, NO_EXACT, drawn_frames, export_csv
from ui.shell import text
from ui.shell.memo import PUBLIC_MEMO
from ui.shell.params import EPSILON_GRID

EXPLORER = "pages/1_Explorer.py"
YOUR_DATA = "pages/2_Your_data.py"
FAST = {"trials": "1000"}
#: The header fields a view carries for k winners only: with one winner none of them may appear.
K_FIELDS = {"winners", "simulated_only", "series", "fit_label", "shortfall_label"}


def headers(at) -> tuple[dict, dict, dict, dict]:  # noqa: ANN001
    view, step = live_payloads(at)
    assert view is not None and step is not None
    return (*live_charts.unpack(view), *live_charts.unpack(step))


def frames(at) -> list[dict]:  # noqa: ANN001
    view, step = live_payloads(at)
    assert view is not None and step is not None
    return drawn_frames(view, step)


def check_k_winners(at, scores: np.ndarray, *, k: int, epsilon: float, sensitivity: float, monotonic: bool) -> None:  # noqa: ANN001
    """Every chart of the page against dpcore, recomputed here: outline = inclusion probabilities (≤ 1e-12, adding
    up to k), counts = simulate_top_k with the session's seed and the single choice's stream, card = P(the k best
    are all chosen)."""
    view, _, step, arrays = headers(at)
    assert view["winners"] == k and step["epsilon"] == epsilon
    runs = step["runs"]
    seed = at.number_input(key="seed").value
    options = {"k": k, "epsilon": epsilon, "sensitivity": sensitivity, "monotonic": monotonic}
    drawn = frames(at)
    assert len(drawn) == len(dpcore.MAIN_MECHANISMS)
    for number, (frame, mechanism) in enumerate(zip(drawn, dpcore.MAIN_MECHANISMS, strict=True)):
        inclusion = dpcore.inclusion_probabilities(scores, mechanism=mechanism, **options)
        assert len(frame["exact"]) == scores.size, "every candidate is drawn here"
        np.testing.assert_allclose(frame["exact"], inclusion, rtol=1e-12, atol=1e-15)
        assert sum(frame["exact"]) == pytest.approx(k, abs=1e-11)
        counts = dpcore.simulate_top_k(
            scores, mechanism=mechanism, trials=runs, rng=dpcore.mechanism_rng(seed, mechanism), **options
        )
        assert arrays["counts"][number].tolist() == counts.tolist()
        assert frame["simulated"] == (counts / runs).tolist()
        best = dpcore.best_set_probability(scores, mechanism=mechanism, **options)
        stop = step["stop"]
        shown = view["mechanisms"][number]["chance"][stop] if step["on_grid"] else step["law"]["chance"][number]
        assert shown == text.chance(best)
    assert view["value_label"] == f"P(the {k} best are all chosen)"
    assert "largest |z|" in view["fit_label"]
    assert all(fit != "nan" for fit in step["fit"])


def test_three_winners_on_the_explorer_are_dpcores_top_k_laws(open_page):
    at = open_page(EXPLORER, scenario="book_poll", winners="3", **FAST)
    assert not at.exception and not at.error
    assert at.number_input(key="winners").value == 3
    assert at.query_params["winners"] == "3"
    scenario = dpcore.SCENARIOS["book_poll"]
    check_k_winners(at, scenario.scores, k=3, epsilon=1.0, sensitivity=scenario.sensitivity, monotonic=True)
    view, _, step, _ = headers(at)
    # The privacy statement: the whole release costs k·ε, pure DP (dpcore.top_k_privacy).
    stop = step["stop"]
    assert "the whole release costs 3ε = 3 (pure DP)" in view["odds"][stop]
    assert view["export"]["title_after"].endswith(", k = 3 winners (3ε in all)")
    # The sentence: how often the 3 best come out together, from the exact best-set probabilities (no tie here).
    top = np.argsort(-scenario.scores, kind="stable")[:3]
    assert scenario.scores[top[2]] > np.sort(scenario.scores)[::-1][3]
    expected = text.best_set_sentence(
        reruns=1000,
        k=3,
        sure_labels=[scenario.candidates.display_labels[i] for i in top],
        tied_labels=[],
        expected_by_mechanism=[
            (
                dpcore.MECHANISM_LABELS[m],
                dpcore.best_set_probability(
                    scenario.scores, k=3, epsilon=1.0, sensitivity=1.0, mechanism=m, monotonic=True
                ),
            )
            for m in dpcore.MAIN_MECHANISMS
        ],
    )
    assert view["sentences"][stop] == live_charts.markdown_html(expected)
    assert "the 3 true best" in expected and "together about" in expected
    # Play shows a single choice's runs; with k winners it is not offered.
    assert not [b for b in at.button if "play" in (b.key or "")]


def test_three_winners_follow_epsilon_on_and_between_stops(open_page):
    at = open_page(EXPLORER, scenario="adult_marital_status", winners="3", **FAST)
    scenario = dpcore.SCENARIOS["adult_marital_status"]
    release_epsilon(at, 0.5)  # a stop
    assert not at.exception
    check_k_winners(at, scenario.scores, k=3, epsilon=0.5, sensitivity=1.0, monotonic=False)
    release_epsilon(at, 0.693, seq=2)  # between stops: the server sends the law at this ε
    assert not at.exception
    _, _, step, _ = headers(at)
    assert not step["on_grid"]
    check_k_winners(at, scenario.scores, k=3, epsilon=0.693, sensitivity=1.0, monotonic=False)


def test_the_default_scenario_with_three_winners(open_page):
    """The Explorer's default scenario (12 dates, three mechanisms), the one the benchmark measures."""
    at = open_page(EXPLORER, winners="3", **FAST)
    assert not at.exception and not at.error
    scenario = dpcore.SCENARIOS["meeting_date"]
    check_k_winners(at, scenario.scores, k=3, epsilon=1.0, sensitivity=1.0, monotonic=True)


def test_one_winner_sends_exactly_the_single_choice_payloads(open_page):
    """k = 1 is the page as it always was: no k field in any payload, no winners in the link, and the payloads are
    byte for byte the same before and after a visit to k = 3."""
    at = open_page(EXPLORER, **FAST)
    first = live_payloads(at)
    view, _, step, _ = headers(at)
    assert not K_FIELDS & (set(view) | set(step)) and "shortfall_sim" not in step
    assert "winners" not in at.query_params
    assert view["value_label"] == "Chance of choosing the best"
    assert at.number_input(key="winners").value == 1
    at.number_input(key="winners").set_value(3).run()
    assert headers(at)[0]["winners"] == 3 and at.query_params["winners"] == "3"
    at.number_input(key="winners").set_value(1).run()
    assert not at.exception
    assert live_payloads(at) == first
    assert "winners" not in at.query_params
    # ?winners=1 is the same page.
    assert live_payloads(open_page(EXPLORER, winners="1", **FAST)) == first


@pytest.mark.parametrize(
    ("scenario", "value", "expected", "note"),
    [
        ("book_poll", "abc", 1, "is not a whole number"),
        ("book_poll", "0", 1, "at least 1"),
        ("book_poll", "2.5", 2, "not a whole number"),
        ("book_poll", "50", 7, "at most 20"),  # 20 from the link, then 7: the poll has 7 books
        ("pricing_auction_200", "1e9", 20, "at most 20"),
        ("book_poll", "nan", 1, "not a whole number"),
    ],
)
def test_a_bad_winners_value_is_clamped_with_a_note(open_page, scenario, value, expected, note):
    at = open_page(EXPLORER, scenario=scenario, winners=value, trials="100")
    assert not at.exception and not at.error
    assert at.number_input(key="winners").value == expected
    assert any(note in w.value for w in at.warning)
    assert at.query_params.get("winners", "1") == str(expected)
    if scenario == "book_poll" and value == "50":
        assert any("only 7 to choose from" in c.value for c in at.sidebar.caption)


def test_the_csv_carries_k(open_page):
    at = open_page(EXPLORER, scenario="book_poll", winners="3", **FAST)
    table = pd.read_csv(io.BytesIO(export_csv(at.session_state[K_SHOWN]["shown"])))
    assert table["winners_k"].unique().tolist() == [3]
    assert table["pure_epsilon_whole_release"].unique().tolist() == [3.0]
    assert "goodness_of_fit_pvalue" not in table and "exact_probability" not in table
    scenario = dpcore.SCENARIOS["book_poll"]
    for mechanism in dpcore.MAIN_MECHANISMS:
        rows = table[table["mechanism"] == mechanism]
        inclusion = dpcore.inclusion_probabilities(
            scenario.scores, k=3, epsilon=1.0, sensitivity=1.0, mechanism=mechanism, monotonic=True
        )
        np.testing.assert_allclose(rows["exact_P(in the chosen set)"], inclusion, rtol=1e-15)
        assert rows["simulated_runs_with_it_in_the_set"].sum() == 3 * 1000
        best = dpcore.best_set_probability(
            scenario.scores, k=3, epsilon=1.0, sensitivity=1.0, mechanism=mechanism, monotonic=True
        )
        assert rows["P(the k best are all chosen)"].unique().tolist() == [best]
        assert (rows["largest_abs_z"] >= 0).all()


def test_without_an_exact_law_the_page_simulates_only_and_says_so(open_page):
    """77 prices and k = 3: past dpcore's exact peeled permute-and-flip (K ≤ 70) and report-noisy-max (K ≤ 21)
    laws. Those two get bars with intervals and no outline, and the page says so; the exponential mechanism keeps
    its exact law."""
    PUBLIC_MEMO.clear()
    at = open_page(EXPLORER, scenario="pricing_auction_200", winners="3", trials="1000")
    assert not at.exception and not at.error
    assert any(
        "Exact law not available for k = 3, K = 77 (Report-noisy-max (Laplace) and Permute-and-flip): simulated only, "
        "with 95% intervals" in i.value
        for i in at.info
    )
    view, _, step, arrays = headers(at)
    assert view["simulated_only"] == [False, True, True]
    drawn = frames(at)
    for number, frame in enumerate(drawn):
        if number == 0:
            assert np.isfinite(frame["exact"]).all()
            continue
        assert np.isnan(frame["exact"]).all(), "no outline where there is no exact law"
        assert set(frame["exact_text"]) == {NO_EXACT}
        assert (np.asarray(frame["lower"]) <= np.asarray(frame["simulated"])).all()
        assert (np.asarray(frame["simulated"]) <= np.asarray(frame["upper"])).all()
        assert step["fit"][number] == "—"
        assert step["shortfall_sim"][number].startswith("≈ ")
        assert view["mechanisms"][number]["shortfall"][step["stop"]] is None
    assert step["shortfall_sim"][0] is None
    # P(the 3 best are all chosen) is still exact for every mechanism (it needs 7 single-choice laws, whatever K).
    scenario = dpcore.SCENARIOS["pricing_auction_200"]
    for number, mechanism in enumerate(dpcore.MAIN_MECHANISMS):
        best = dpcore.best_set_probability(
            scenario.scores, k=3, epsilon=1.0, sensitivity=scenario.sensitivity, mechanism=mechanism, monotonic=True
        )
        assert view["mechanisms"][number]["chance"][step["stop"]] == text.chance(best)
    # The bars are still the mechanism really run, with the session's seed.
    counts = dpcore.simulate_top_k(
        scenario.scores,
        k=3,
        epsilon=1.0,
        sensitivity=scenario.sensitivity,
        mechanism="permute_and_flip",
        monotonic=True,
        trials=step["runs"],
        rng=dpcore.mechanism_rng(7, "permute_and_flip"),
    )
    labels = list(scenario.candidates.display_labels)
    index = [labels.index(name) for name in view["names"]]  # the chart shows the top candidates only
    assert arrays["counts"][2].tolist() == counts[index].tolist()
    assert EPSILON_GRID[step["stop"]] == 1.0


def test_your_data_with_three_winners(open_page):
    at = open_page(YOUR_DATA, trials="1000", winners="3")
    at.radio(key="yd_source").set_value("example").run()
    at.selectbox(key="yd_example").set_value("meeting_date.csv").run()
    assert not at.exception and not at.error
    assert at.number_input(key="winners").value == 3
    frame = read_csv_bytes(demo_bytes("meeting_date.csv"))
    scored = score_availability(frame, list(frame.columns[1:]))
    check_k_winners(at, scored.scores, k=3, epsilon=1.0, sensitivity=1.0, monotonic=True)


def test_the_sentence_says_as_the_file_was_read_when_unsure():
    sentence = text.best_set_sentence(
        reruns=1000,
        k=2,
        sure_labels=["A", "B"],
        tied_labels=[],
        expected_by_mechanism=[("Exponential mechanism", 0.42)],
        certain=False,
    )
    assert sentence == (
        "In 1,000 reruns, the exponential mechanism would choose the 2 best as the file was read (**A, B**) together "
        "about 420 times."
    )
    tied = text.best_set_sentence(
        reruns=100,
        k=2,
        sure_labels=["A"],
        tied_labels=["B", "C"],
        expected_by_mechanism=[("Permute-and-flip", 0.5), ("Exponential mechanism", 0.25)],
    )
    assert tied == (
        "In 100 reruns, permute-and-flip would choose a set of the 2 true best (**A** and 1 of the 2 tied at the next "
        "score, **B, C**) together about 50 times; the exponential mechanism about 25 times."
    )
