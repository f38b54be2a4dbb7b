"""The live ε view's data (AppTest, no browser): the laws the page sends are dpcore's at every stop of the slider,
the step carries the runs at the ε the control sent, and what the browser draws from both is dpcore's.

tests/browser/test_browser_live_epsilon.py drags the slider in chromium and reads the drawing back.
"""

from __future__ import annotations

import numpy as np
import pytest

import dpcore
from tests.conftest import live_payloads, release_epsilon
from ui.charts import live
from ui.explorer import laws as laws_module
from ui.explorer.laws import STOPS, stop_laws, stop_of
from ui.shell import text
from ui.shell.memo import Memo
from ui.shell.params import EPSILON_GRID

PAGE = "pages/1_Explorer.py"


def payloads(at) -> tuple[dict, dict, dict, dict]:  # noqa: ANN001
    view, step = live_payloads(at)
    assert view is not None and step is not None
    return (*live.unpack(view), *live.unpack(step))


@pytest.mark.parametrize(
    ("scenario", "mechanisms"),
    [("book_poll", None), ("pricing_auction", "exponential,permute_and_flip,report_noisy_max_gumbel")],
)
def test_the_laws_sent_are_dpcores_at_every_stop(open_page, scenario, mechanisms):
    query = {"scenario": scenario, "trials": "100", **({"mechanisms": mechanisms} if mechanisms else {})}
    at = open_page(PAGE, **query)
    assert not at.exception
    view, arrays, step, _ = payloads(at)
    chosen = mechanisms.split(",") if mechanisms else list(dpcore.MAIN_MECHANISMS)
    data = dpcore.SCENARIOS[scenario]
    assert view["stops"] == list(EPSILON_GRID) and len(view["stops"]) == 61
    assert [m["key"] for m in view["mechanisms"]] == chosen
    assert view["names"] == list(data.labels)
    exact = arrays["exact"]
    assert exact.shape == (len(chosen), len(EPSILON_GRID), data.scores.size)
    best = [label for label, score in zip(data.labels, data.scores, strict=True) if score == data.scores.max()]
    for s, epsilon in enumerate(EPSILON_GRID):
        chances = []
        for m, mechanism in enumerate(chosen):
            options = {"epsilon": epsilon, "sensitivity": data.sensitivity, "monotonic": data.monotonic}
            want = dpcore.selection_probabilities(data.scores, mechanism=mechanism, **options)
            np.testing.assert_allclose(exact[m, s], want, rtol=1e-12, atol=1e-300)
            chance = dpcore.probability_of_best(want, data.scores)
            assert view["mechanisms"][m]["chance"][s] == text.chance(chance), (mechanism, epsilon)
            chances.append(chance)
        assert view["odds"][s] == text.odds_sentence(epsilon)
        sentence = text.reruns_sentence(
            reruns=100,
            best_labels=best,
            expected_by_mechanism=[(dpcore.MECHANISM_LABELS[m], p) for m, p in zip(chosen, chances, strict=True)],
        )
        assert view["sentences"][s] == live.markdown_html(sentence)
    # The step belongs to these laws and carries the runs at the link's ε (1, a stop).
    assert step["token"] == view["token"] and step["epsilon"] == 1.0 and step["on_grid"]


def test_a_release_reruns_the_step_with_the_runs_at_the_new_stop(open_page, charts_of):
    at = open_page(PAGE, scenario="book_poll", trials="1000", seed="7")
    view_before = live_payloads(at)[0]
    release_epsilon(at, 0.25, seq=4)
    assert not at.exception
    view, _, step, arrays = payloads(at)
    assert live_payloads(at)[0] == view_before, "the laws do not change with ε"
    assert step["epsilon"] == 0.25 and step["on_grid"] and EPSILON_GRID[step["stop"]] == 0.25
    assert int(step["seq"]) == 4, "the step echoes the release it answers, so the browser knows its ε has landed"
    assert at.query_params["epsilon"] == "0.25" and at.session_state["epsilon"] == 0.25
    data = dpcore.SCENARIOS["book_poll"]
    for m, mechanism in enumerate(dpcore.MAIN_MECHANISMS):
        options = {"epsilon": 0.25, "sensitivity": 1.0, "mechanism": mechanism, "monotonic": True}
        counts = dpcore.simulate(data.scores, trials=1000, rng=dpcore.mechanism_rng(7, mechanism), **options)
        assert arrays["counts"][m].tolist() == counts.tolist()
        lower, upper = dpcore.wilson_interval(counts, 1000)
        np.testing.assert_array_equal(arrays["lower"][m], lower)
        np.testing.assert_array_equal(arrays["upper"][m], upper)
    frames = charts_of(at)
    for frame, mechanism in zip(frames, dpcore.MAIN_MECHANISMS, strict=True):
        want = dpcore.selection_probabilities(
            data.scores, epsilon=0.25, sensitivity=1.0, mechanism=mechanism, monotonic=True
        )
        np.testing.assert_allclose(frame["exact"], want, rtol=1e-12)


def test_an_epsilon_between_stops_brings_its_own_law(open_page, charts_of):
    at = open_page(PAGE, scenario="book_poll", epsilon="0.693", trials="100")
    _, _, step, arrays = payloads(at)
    assert not step["on_grid"] and step["epsilon"] == 0.693 and step["label"] == "0.693"
    data = dpcore.SCENARIOS["book_poll"]
    chances = []
    for m, mechanism in enumerate(dpcore.MAIN_MECHANISMS):
        want = dpcore.selection_probabilities(
            data.scores, epsilon=0.693, sensitivity=1.0, mechanism=mechanism, monotonic=True
        )
        np.testing.assert_allclose(arrays["exact_here"][m], want, rtol=1e-12)
        chances.append(text.chance(dpcore.probability_of_best(want, data.scores)))
    assert step["law"]["chance"] == chances
    assert step["law"]["odds"] == text.odds_sentence(0.693)
    np.testing.assert_allclose(charts_of(at)[0]["exact"], arrays["exact_here"][0], rtol=0)


def test_a_warm_open_sends_the_remembered_laws(open_page):
    """A second visitor of the same page gets the very same view bytes, from the memo (nothing recomputed)."""
    first = open_page(PAGE, scenario="book_poll", trials="100")
    second = open_page(PAGE, scenario="book_poll", trials="100")
    assert live_payloads(first)[0] is not None
    assert live_payloads(first)[0] == live_payloads(second)[0]


def test_the_page_sends_the_control_its_stops_and_the_step_no_script():
    """The slider's stops are the link's ε grid; the step's mount is the small bridge (its script is a few hundred
    bytes: a step carries its numbers, not the drawing code)."""
    assert len(live.BRIDGE_JS) < 400 and "\n" in live.BRIDGE_JS.strip()
    assert len(live.VIEW_JS) > 10 * len(live.BRIDGE_JS)
    assert STOPS.tolist() == list(EPSILON_GRID)
    assert stop_of(0.71) == EPSILON_GRID.index(0.71) and stop_of(0.693) is None


def test_pack_round_trips_floats_exactly():
    arrays = {
        "a": np.array([[0.1, 1e-310, np.nan], [np.inf, -0.0, 5e-324]]),
        "b": np.array([1, -2, 3], dtype=np.int64),
        "c": np.zeros((0, 4)),
    }
    header, back = live.unpack(live.pack({"role": "x", "é": "ε"}, arrays))
    assert header == {"role": "x", "é": "ε"}
    np.testing.assert_array_equal(back["a"], arrays["a"])
    assert back["b"].tolist() == [1, -2, 3] and back["c"].shape == (0, 4)
    with pytest.raises(ValueError):
        live.pack({"bad": float("nan")}, {})


@pytest.mark.parametrize(
    ("markdown", "html"),
    [
        ("In **X** (the best)", "In <strong>X</strong> (the best)"),
        (r"**\*\*a\*\* \<b\>**", "<strong>**a** &lt;b&gt;</strong>"),
        (
            text.escape_markdown('![x](http://h/p.png) <img src="q">'),
            "![x](http://h/p.png) &lt;img src=&quot;q&quot;&gt;",
        ),
        ("**open", "<strong>open</strong>"),
    ],
)
def test_sentences_become_html_with_every_character_as_itself(markdown, html):
    assert live.markdown_html(markdown) == html


def test_large_uploads_sweep_the_nearest_stops_first_within_the_budget(monkeypatch):
    """Beyond FULL_SWEEP_UP_TO candidates the stops nearest the current ε come first; each run adds more."""
    monkeypatch.setattr(laws_module, "FULL_SWEEP_UP_TO", 5)
    clock = iter(range(0, 10_000, 10))
    monkeypatch.setattr(laws_module.time, "perf_counter", lambda: next(clock) / 1000)  # 10 ms a call
    monkeypatch.setattr(laws_module, "SWEEP_BUDGET", 0.015)  # two chunks of four stops per run
    scores = np.arange(12, dtype=float)
    memo = Memo(10**8)
    options = {"sensitivity": 1.0, "monotonic": True, "mechanism": "permute_and_flip", "index": np.arange(12)}
    first = stop_laws(memo, scores, around=30, **options)
    done = np.flatnonzero(first.done)
    assert done.tolist() == [26, 27, 28, 29, 30, 31, 32, 33] and first.full is None
    second = stop_laws(memo, scores, around=30, **options)
    assert second.done.sum() == 16 and not second.complete
    for stop in np.flatnonzero(second.done):
        want = dpcore.log_selection_probabilities(
            scores, epsilon=STOPS[stop], mechanism="permute_and_flip", monotonic=True
        )
        np.testing.assert_allclose(second.shown[stop], want, rtol=1e-13)
    assert np.isnan(second.best[~second.done]).all()


def test_small_inputs_sweep_every_stop_at_once_and_keep_whole_laws():
    scores = dpcore.SCENARIOS["meeting_date"].scores
    laws = stop_laws(
        Memo(10**8), scores, sensitivity=1.0, monotonic=True, mechanism="exponential", index=np.array([0, 3]), around=0
    )
    assert laws.complete and laws.full is not None and laws.full.shape == (61, scores.size)
    np.testing.assert_array_equal(laws.shown, laws.full[:, [0, 3]])
    assert not laws.shown.flags.writeable


def test_the_server_watches_no_files():
    """A served app never reloads its code; watching cost every visitor (Streamlit walked every imported module's
    path after each run and set up watchers per session: most of a page open's server CPU, bench/results_open.md)."""
    import tomllib
    from pathlib import Path

    config = tomllib.loads((Path(__file__).resolve().parents[1] / ".streamlit" / "config.toml").read_text())
    assert config["server"]["fileWatcherType"] == "none"


def test_a_step_is_one_small_element_and_remembered(open_page):
    """What reruns when the hand stops is the fragment's one mount; a second visitor's step to the same stop is the
    same bytes but for the sequence number written in (the step is built once and remembered)."""
    first = open_page(PAGE, scenario="book_poll", trials="1000")
    second = open_page(PAGE, scenario="book_poll", trials="1000")
    release_epsilon(first, 0.25, seq=3)
    release_epsilon(second, 0.25, seq=7)
    a, b = live_payloads(first)[1], live_payloads(second)[1]
    number = b'"seq":"%s"'
    assert a != b and a.replace(number % live.seq_field(3).encode(), number % live.seq_field(7).encode()) == b
    assert len(b) < 4_000  # the runs of three mechanisms on seven books: counts and intervals, a small header
    fragment = [e for e in second.get("bidi_component") if e.proto.id.endswith(live.K_STEP)]
    assert len(fragment) == 1
