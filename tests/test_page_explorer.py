"""AppTest of the Explorer page: the charts carry dpcore's exact numbers, widgets and links drive them.

The charts, cards and sentences are drawn in the browser from what the page sends (``ui.charts.live``): the laws at
every ε stop (the view) and the runs at the ε last sent (the step). ``charts_of`` reads what the browser would draw
from them; ``live(at)`` gives both payloads.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

import dpcore
from tests.conftest import live_payloads, release_epsilon
from ui.charts import live as live_charts
from ui.shell import text
from ui.shell.params import EPSILON_GRID, SEED_MAX, TRIALS_OPTIONS
from ui.shell.runs import plan_trials
from ui.widgets.export import neutralise, results_frame

PAGE = "pages/1_Explorer.py"
FAST = {"trials": "100"}  # tiny simulations keep the suite quick; the exact numbers do not depend on them


def exact(scenario: str, *, epsilon: float, mechanism: str, sensitivity=None, monotonic=None) -> np.ndarray:
    s = dpcore.SCENARIOS[scenario]
    return dpcore.selection_probabilities(
        s.scores,
        epsilon=epsilon,
        sensitivity=s.sensitivity if sensitivity is None else sensitivity,
        mechanism=mechanism,
        monotonic=s.monotonic if monotonic is None else monotonic,
    )


def live(at) -> tuple[dict, dict, dict, dict]:  # noqa: ANN001
    """The view's and the step's header and arrays."""
    view, step = live_payloads(at)
    assert view is not None and step is not None
    return (*live_charts.unpack(view), *live_charts.unpack(step))


def test_default_page_renders_with_dpcore_probabilities(open_page, charts_of):
    at = open_page(PAGE, **FAST)
    assert not at.exception
    assert not at.error
    frames = charts_of(at)
    assert len(frames) == len(dpcore.MAIN_MECHANISMS)
    scenario = dpcore.SCENARIOS["meeting_date"]
    for frame, mechanism in zip(frames, dpcore.MAIN_MECHANISMS, strict=True):
        assert list(frame["candidate"]) == list(scenario.labels)
        np.testing.assert_allclose(
            frame["exact"], exact("meeting_date", epsilon=1.0, mechanism=mechanism), rtol=1e-12, atol=0
        )
        assert frame["simulated"].sum() == pytest.approx(1.0)
        assert (frame["lower"] <= frame["simulated"] + 1e-12).all()
        assert (frame["simulated"] <= frame["upper"] + 1e-12).all()
    assert any("Curator view" in h.value for h in at.subheader)
    view, _, step, _ = live(at)
    stop = step["stop"]
    assert step["epsilon"] == 1.0 and step["on_grid"] and EPSILON_GRID[stop] == 1.0
    assert "e<sup>ε</sup> = 2.72×" in view["odds"][stop]
    # One card per mechanism, in order, with dpcore's exact chance of choosing the best.
    values = [mechanism["chance"][stop] for mechanism in view["mechanisms"]]
    expected = [
        text.chance(dpcore.probability_of_best(exact("meeting_date", epsilon=1.0, mechanism=m), scenario.scores))
        for m in dpcore.MAIN_MECHANISMS
    ]
    assert values == expected
    assert not view["layout"]["tables"] and view["scores"] is None, "the tables (and the true scores) on request only"


def test_table_toggle_puts_a_table_under_each_chart(open_page, charts_of):
    at = open_page(PAGE, **FAST)
    at.toggle(key="show_table").set_value(True).run()
    assert not at.exception
    view, _, step, arrays = live(at)
    assert view["layout"]["tables"]
    scenario = dpcore.SCENARIOS["meeting_date"]
    assert view["names"] == list(scenario.labels)
    assert view["scores"] == list(scenario.scores)  # the true scores, for the tables' Score column
    frames = charts_of(at)
    assert len(frames) == len(dpcore.MAIN_MECHANISMS)
    for number, frame in enumerate(frames):
        assert arrays["counts"][number].tolist() == [round(s * 100) for s in frame["simulated"]]  # the Runs column


def test_url_preselects_scenario_and_epsilon(open_page, charts_of):
    at = open_page(PAGE, scenario="book_poll", epsilon="0.693", **FAST)
    assert not at.exception
    assert at.selectbox(key="scenario").value == "book_poll"
    _, _, step, _ = live(at)
    assert step["epsilon"] == pytest.approx(0.693)  # the exact box (in the browser's control) shows the link's ε
    assert EPSILON_GRID[step["stop"]] == pytest.approx(0.71)  # the slider's nearest stop
    assert not step["on_grid"], "0.693 is between stops: its exact law comes from the server"
    for frame, mechanism in zip(charts_of(at), dpcore.MAIN_MECHANISMS, strict=True):
        np.testing.assert_allclose(frame["exact"], exact("book_poll", epsilon=0.693, mechanism=mechanism), rtol=1e-12)
    # The full state is written back, so the address bar holds a complete, shareable link.
    assert at.query_params["scenario"] == "book_poll"
    assert at.query_params["epsilon"] == "0.693"
    assert at.query_params["sensitivity"] == "1"
    assert at.query_params["monotone"] == "1"
    assert at.query_params["seed"] == "7"


def test_changing_epsilon_changes_the_charts(open_page, charts_of):
    at = open_page(PAGE, **FAST)
    before = charts_of(at)[0]["exact"].to_numpy()
    release_epsilon(at, 2.5)  # typed into the exact box: the control sends it as it sends a release
    assert not at.exception
    after = charts_of(at)[0]["exact"].to_numpy()
    assert not np.allclose(before, after)
    np.testing.assert_allclose(after, exact("meeting_date", epsilon=2.5, mechanism="exponential"), rtol=1e-12)
    _, _, step, _ = live(at)
    assert EPSILON_GRID[step["stop"]] == 2.5 and step["on_grid"]
    assert at.query_params["epsilon"] == "2.5"
    # Letting go of the slider moves the exact entry too, and the link.
    release_epsilon(at, 0.1)
    assert not at.exception
    assert live(at)[2]["epsilon"] == pytest.approx(0.1)
    assert at.query_params["epsilon"] == "0.1"
    np.testing.assert_allclose(
        charts_of(at)[0]["exact"], exact("meeting_date", epsilon=0.1, mechanism="exponential"), rtol=1e-12
    )


def test_monotone_toggle_and_sensitivity_change_the_probabilities(open_page, charts_of):
    at = open_page(PAGE, scenario="book_poll", **FAST)
    at.toggle(key="monotone").set_value(False).run()
    np.testing.assert_allclose(
        charts_of(at)[0]["exact"], exact("book_poll", epsilon=1.0, mechanism="exponential", monotonic=False)
    )
    at.number_input(key="sensitivity").set_value(3.0).run()
    np.testing.assert_allclose(
        charts_of(at)[0]["exact"],
        exact("book_poll", epsilon=1.0, mechanism="exponential", monotonic=False, sensitivity=3.0),
    )
    assert at.query_params["monotone"] == "0" and at.query_params["sensitivity"] == "3"


def test_switching_scenario_resets_sensitivity_to_its_own(open_page, charts_of):
    at = open_page(PAGE, **FAST)
    at.selectbox(key="scenario").set_value("pricing_auction").run()
    assert not at.exception
    scenario = dpcore.SCENARIOS["pricing_auction"]
    assert at.number_input(key="sensitivity").value == pytest.approx(scenario.sensitivity)
    assert at.toggle(key="monotone").value is scenario.monotonic
    assert list(charts_of(at)[0]["candidate"]) == list(scenario.labels)


def test_same_seed_same_counts_and_streams_are_independent(open_page, charts_of):
    from ui.shell.memo import PUBLIC_MEMO

    first = charts_of(open_page(PAGE, seed="123", **FAST))
    PUBLIC_MEMO.clear()  # as on a freshly started server: the counts are drawn again, not remembered
    again = open_page(PAGE, seed="123", **FAST)
    pd.testing.assert_frame_equal(first[2], charts_of(again)[2])
    # Dropping one mechanism leaves the others' draws untouched (one stream per mechanism).
    again.multiselect(key="mechanisms").set_value(["permute_and_flip"]).run()
    (only,) = charts_of(again)
    draws = ["candidate", "exact", "simulated", "lower", "upper"]  # the shared axis range may change
    pd.testing.assert_frame_equal(first[2][draws], only[draws])
    # Re-rolling draws a new seed and writes it to the link.
    again.button(key="reroll").click().run()
    assert again.query_params["seed"] == str(again.number_input(key="seed").value)


def test_log_scale_toggle(open_page, charts_of):
    at = open_page(PAGE, scenario="adult_marital_status", log="1", **FAST)
    assert not at.exception
    assert at.toggle(key="log_scale").value is True
    view, _, step, _ = live(at)
    assert view["layout"]["log"] is True  # the browser draws a log axis (tests/browser checks its labels)
    # The exact laws the axis reaches down to are sent at full precision, tiny ones included.
    assert min(v for frame in charts_of(at) for v in frame["exact"] if v > 0) < 1e-3
    assert step["axis"] and 0 < step["axis"][0] <= step["axis"][1] <= 1


def test_no_mechanism_selected_asks_for_one(open_page, charts_of):
    at = open_page(PAGE, mechanisms="", **FAST)
    assert not at.exception
    assert charts_of(at) == []
    assert any("Pick at least one mechanism" in i.value for i in at.info)


@pytest.mark.parametrize(
    ("query", "check"),
    [
        ({"epsilon": "0"}, ("epsilon", 0.01)),
        ({"epsilon": "-1"}, ("epsilon", 0.01)),
        ({"epsilon": "nan"}, ("epsilon", 1.0)),
        ({"epsilon": "inf"}, ("epsilon", 10.0)),
        ({"epsilon": "1e308"}, ("epsilon", 10.0)),
        ({"epsilon": "lots"}, ("epsilon", 1.0)),
        ({"trials": "0"}, ("trials", TRIALS_OPTIONS[0])),
        ({"trials": "1e12"}, ("trials", TRIALS_OPTIONS[-1])),
        ({"seed": "-5"}, ("seed", 0)),
        ({"seed": "1e30"}, ("seed", SEED_MAX)),
        ({"seed": "abc"}, ("seed", 7)),
        ({"sensitivity": "-2"}, ("sensitivity", 1.0)),
        ({"sensitivity": "1e99"}, ("sensitivity", 1e12)),
        ({"scenario": "nope"}, ("scenario", "meeting_date")),
        ({"mechanisms": "foo,bar"}, ("mechanisms", list(dpcore.MAIN_MECHANISMS))),
        ({"monotone": "maybe"}, ("monotone", True)),
    ],
)
def test_odd_url_values_warn_and_are_clamped(open_page, query, check):
    at = open_page(PAGE, **{"trials": "100", **query})
    assert not at.exception
    assert at.warning, "an odd value in the link must be explained"
    key, expected = check
    if key == "epsilon":  # the ε control is the browser's: the step says which ε the page runs
        value = live(at)[2]["epsilon"]
    else:
        widget = at.get_by_key(key) if hasattr(at, "get_by_key") else None
        value = widget.value if widget is not None else None
    if isinstance(expected, float):
        assert value == pytest.approx(expected)
    else:
        assert value == expected


def test_present_mode_renders(open_page):
    at = open_page(PAGE, present="1", **FAST)
    assert not at.exception
    assert any("<style>" in m.value for m in at.markdown)
    assert at.query_params["present"] == "1"
    # The charts should reach a projector's first screen: the scenario names the page, its picker sits in the
    # collapsed sidebar and its story behind an expander.
    assert at.title[0].value == dpcore.SCENARIOS["meeting_date"].title
    assert at.sidebar.selectbox(key="scenario").value == "meeting_date"
    assert at.expander[0].label == "About this scenario"


def test_full_run_is_capped_to_the_budget():
    plan = plan_trials(100_000, 1_000_000, dpcore.MAIN_MECHANISMS)
    assert plan.capped and 1 <= plan.run < 1_000_000
    assert not plan_trials(7, 1_000, dpcore.MAIN_MECHANISMS).capped


def test_exports_carry_parameters_and_neutralise_formulas(open_page):
    from ui.shell.memo import PUBLIC_MEMO
    from ui.shell.runs import Settings, run_mechanism

    settings = Settings(epsilon=0.5, sensitivity=1.0, monotonic=True, mechanisms=("exponential",), trials=100, seed=3)
    scores = np.array([3.0, 2.0, 0.0])
    result = run_mechanism(PUBLIC_MEMO, scores, settings, "exponential", trials=100)
    table = results_frame(
        labels=("=cmd()", "+1", "plain"),
        scores=scores,
        results=[result],
        settings=settings,
        plan=plan_trials(3, 100, ("exponential",)),
        source="@source",
    )
    assert list(table["candidate"]) == ["'=cmd()", "'+1", "plain"]
    assert set(table["source"]) == {"'@source"}
    for column, value in {"epsilon": 0.5, "sensitivity": 1.0, "seed": 3, "trials_simulated": 100}.items():
        assert set(table[column]) == {value}
    np.testing.assert_allclose(
        table["exact_probability"],
        dpcore.selection_probabilities(scores, epsilon=0.5, mechanism="exponential", monotonic=True),
    )
    assert table["simulated_count"].sum() == 100
    assert neutralise(-1.5) == -1.5  # numbers are left alone


def test_downloads_are_what_the_live_view_last_ran(open_page, charts_of):
    """The CSV (built on the server when clicked) holds the runs the browser draws; the PNG/SVG are made in the
    browser from its drawing, titled with every setting (tests/browser/test_browser_live_epsilon.py reads them)."""
    import io

    from ui.explorer.view import K_SHOWN, export_csv

    at = open_page(PAGE, **FAST)
    release_epsilon(at, 0.5)
    table = pd.read_csv(io.BytesIO(export_csv(at.session_state[K_SHOWN]["shown"])))
    assert table["epsilon"].unique().tolist() == [0.5]
    for mechanism, frame in zip(dpcore.MAIN_MECHANISMS, charts_of(at), strict=True):
        rows = table[table["mechanism"] == mechanism]
        assert rows["candidate"].tolist() == list(frame["candidate"])
        assert (rows["simulated_count"] / 100).tolist() == list(frame["simulated"])
        np.testing.assert_allclose(rows["exact_probability"], frame["exact"], rtol=1e-15)
    view, _, _, _ = live(at)
    assert view["export"]["title_after"] == ", Δ = 1, monotone scale, 100 runs per mechanism, seed 7"
    assert view["export"]["title_before"].endswith(": ε = ") and view["export"]["stem"] == "private-choices_seed7"


@pytest.mark.parametrize(
    ("values", "shown"),
    [
        ([0.672, 0.63, 0.553], ["0.672", "0.630", "0.553"]),  # three significant digits for the largest, all alike
        ([12.34, 3.1], ["12.3", "3.1"]),
        ([1234.5, 10.0], ["1,234", "10"]),
        ([0.0012, 0.0003], ["0.00120", "0.00030"]),
        ([0.0, 0.0], ["0.00", "0.00"]),
    ],
)
def test_side_by_side_numbers_share_their_decimals(values, shown):
    assert text.same_decimals(values) == shown


def test_cards_keep_a_hostile_score_name_and_labels_inert():
    """A counts CSV names the score after its column, and labels come from cells: the browser puts the cards' and
    sentences' text in as HTML, so they arrive escaped (no tag, no Markdown image that would fetch a URL)."""
    from ui.explorer.laws import stop_laws
    from ui.explorer.view import _build_view_payload, laws_token
    from ui.shell.memo import Memo
    from ui.widgets.controls import RunSettings

    hostile = 'votes\n\n![x](http://example.com/p.png) <img src="http://example.com/q.png">'
    candidates = dpcore.ScoredCandidates(
        labels=("<b>a</b>", "![y](http://example.com/r.png)"),
        scores=np.array([3.0, 1.0]),
        sensitivity=1.0,
        monotonic=True,
        score_name=hostile,
        sensitivity_reason="",
        monotone_reason="",
    )
    run = RunSettings(sensitivity=1.0, monotonic=True, mechanisms=("exponential",), trials=100, seed=1, log_scale=False)
    index = np.arange(2)
    options = {"sensitivity": 1.0, "monotonic": True, "mechanism": "exponential", "index": index, "around": 40}
    laws = [stop_laws(Memo(10**7), candidates.scores, **options)]
    labels = list(candidates.display_labels)
    payload = _build_view_payload(
        candidates,
        run,
        laws,
        plan_trials(2, 100, ("exponential",)),
        index,
        laws_token(laws, index, labels),
        labels,
        present=False,
        certain=True,
        source="test",
        show_tables=False,
    )
    view, _ = live_charts.unpack(payload)
    assert "<img" not in view["score_name"] and "&lt;img" in view["score_name"] and "\n" not in view["score_name"]
    for sentence in view["sentences"]:
        assert "<b>" not in sentence and "&lt;b&gt;a&lt;/b&gt;" in sentence, sentence
    assert view["names"] == list(candidates.display_labels)  # names go in as text (textContent / escaped markup)


# ----------------------------------------------------------------------------------------------------------------
# Watching the runs: Play, Pause, Step, Reset


def _charts_block(at) -> bytes:
    """What the step sent (the runs, or Play's pictures)."""
    return live_payloads(at)[1]


def _runs_shown(at) -> list[str]:
    """The "After N of M runs" line(s) above the charts: one while still, one per picture while playing."""
    play = live(at)[2]["play"]
    return [] if play is None else play["runs"]


def _press(at, action: str):
    from ui.explorer.view import PLAY_SCOPE
    from ui.widgets.animation import control_key

    at.segmented_control(key=control_key(PLAY_SCOPE)).set_value(action).run()
    assert at.segmented_control(key=control_key(PLAY_SCOPE)).value is None, "every press counts, even twice"
    return at


def test_play_pause_step_reset_and_the_end_is_the_unanimated_chart(open_page, charts_of, monkeypatch):
    """A fake clock decides which picture is showing when Pause is pressed (0.15 s per picture)."""
    from ui.widgets import animation

    now = [1000.0]
    monkeypatch.setattr(animation, "_clock", lambda: now[0])
    scenario = dpcore.SCENARIOS["book_poll"]
    at = open_page(PAGE, scenario="book_poll", trials="1000", seed="11")
    unanimated = charts_of(at)
    normal = _charts_block(at)
    assert _runs_shown(at) == [] and "frame_sim" not in live(at)[3]  # nothing playing: the ordinary view

    # The pictures' counts: the same seeded runs, counted after 1, 2, 5, … of them (the last: the chart's own).
    expected = {}
    for mechanism in dpcore.MAIN_MECHANISMS:
        options = {"epsilon": 1.0, "sensitivity": scenario.sensitivity, "monotonic": scenario.monotonic}
        runs, counts = dpcore.cumulative_counts(
            scenario.scores, mechanism=mechanism, trials=1000, rng=dpcore.mechanism_rng(11, mechanism), **options
        )
        expected[mechanism] = counts
    assert runs.tolist() == [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000]

    _press(at, "play")  # every picture at once, shown in turn by the browser
    labels = [f"After {n:,} of 1,000 runs" for n in runs[:-1]] + ["All 1,000 runs"]
    assert _runs_shown(at) == labels
    _, _, step, arrays = live(at)
    assert "@keyframes pc-play-1" in step["play"]["style"] and "<script" not in step["play"]["style"]
    assert arrays["frame_sim"].shape == (3, 10, 7)  # three charts, ten pictures, seven books
    for number, mechanism in enumerate(dpcore.MAIN_MECHANISMS):
        np.testing.assert_allclose(arrays["frame_sim"][number], expected[mechanism] / runs[:, None], rtol=1e-12)
    for drawn, before in zip(charts_of(at), unanimated, strict=True):  # rows carry the final numbers
        assert drawn["simulated"].tolist() == before["simulated"].tolist()

    now[0] += 0.35  # the third picture (5 runs) is showing
    _press(at, "pause")
    assert _runs_shown(at) == ["After 5 of 1,000 runs"]
    for drawn, mechanism in zip(charts_of(at), dpcore.MAIN_MECHANISMS, strict=True):
        np.testing.assert_allclose(drawn["simulated"], expected[mechanism][2] / 5, rtol=1e-12)

    _press(at, "step")
    assert _runs_shown(at) == ["After 10 of 1,000 runs"]
    for drawn, mechanism in zip(charts_of(at), dpcore.MAIN_MECHANISMS, strict=True):
        np.testing.assert_allclose(drawn["simulated"], expected[mechanism][3] / 10, rtol=1e-12)

    _press(at, "play")  # resumes from the picture shown
    assert _runs_shown(at) == labels[3:]
    assert "@keyframes pc-play-2" in live(at)[2]["play"]["style"]
    playing = _charts_block(at)
    now[0] += 0.5
    _press(at, "play")  # already playing: left alone (the very same markup, so the browser's animation runs on)
    assert _charts_block(at) == playing
    at.toggle(key="show_table").set_value(True).run()  # a full rerun of the page during the play: the same too
    assert _charts_block(at) == playing
    at.toggle(key="show_table").set_value(False).run()

    now[0] += 60.0  # long over: the next run draws the ordinary view, whose counts are the last picture's
    at.run()
    assert _runs_shown(at) == []
    final = charts_of(at)
    for drawn, before, mechanism in zip(final, unanimated, dpcore.MAIN_MECHANISMS, strict=True):
        assert drawn["simulated"].tolist() == before["simulated"].tolist()
        np.testing.assert_allclose(drawn["simulated"], expected[mechanism][-1] / 1000, rtol=1e-12)
    assert _charts_block(at) == normal

    _press(at, "step")  # from the ordinary view, Step starts at the first picture
    assert _runs_shown(at) == ["After 1 of 1,000 runs"]
    _press(at, "step")
    _press(at, "reset")
    assert _runs_shown(at) == ["After 1 of 1,000 runs"]
    _press(at, "step")
    _press(at, "step")
    assert _runs_shown(at) == ["After 5 of 1,000 runs"]
    release_epsilon(at, 2.0)  # another ε: back to the ordinary view
    assert _runs_shown(at) == []
    _press(at, "pause")  # nothing playing: nothing to pause
    assert _runs_shown(at) == []
    assert not at.exception and not at.error


def test_play_on_a_projector_sends_the_picture_for_the_legend_line(open_page):
    """On a projector the browser writes the runs at the end of the legend line (no line of its own; the browser
    test of Play checks where): the step says which picture, the view that it is a projector."""
    at = open_page(PAGE, scenario="book_poll", trials="100", present="1")
    _press(at, "step")
    assert _runs_shown(at) == ["After 1 of 100 runs"]
    assert live(at)[0]["layout"]["present"] is True
    assert not at.exception
