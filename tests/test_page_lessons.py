"""AppTest of the Lessons page: every step of every lesson renders from its link with dpcore's numbers, Next and
Back move between steps and rewrite the link, the control changes the numbers, and odd links are explained."""

from __future__ import annotations

import html
import re

import numpy as np
import pytest

from lessons import LESSONS, SelectionChart
from ui.lessons.view import K_BACK, K_NEXT, control_key

PAGE = "pages/9_Lessons.py"
ALL_STEPS = [(key, number) for key, lesson in LESSONS.items() for number in range(1, len(lesson.steps) + 1)]


def texts(at) -> str:
    return "\n".join(m.value for m in at.markdown)


def heading(at) -> str:
    """The step's title (an ``<h3 class="pc-step-title">``, one line across the page)."""
    (found,) = [
        m for value in (m.value for m in at.markdown) for m in re.findall(r'class="pc-step-title">(.*?)</h3>', value)
    ]
    return html.unescape(found)


@pytest.mark.parametrize(("lesson", "step"), ALL_STEPS, ids=[f"{k}-{n}" for k, n in ALL_STEPS])
def test_every_step_renders_from_its_link_with_dpcores_numbers(open_page, charts_of, lesson, step):
    at = open_page(PAGE, lesson=lesson, step=str(step))
    assert not at.exception and not at.error and not at.warning
    current = LESSONS[lesson].steps[step - 1]
    assert heading(at) == current.title
    shown = current.show(current.control.default)
    assert shown.narrative in texts(at)  # the same numbers on a fresh run: the link reproduces the step
    assert f"**Step {step} of {len(LESSONS[lesson].steps)}**" in texts(at)
    assert dict(at.query_params) == {"lesson": lesson, "step": str(step)}
    if isinstance(shown.chart, SelectionChart):
        drawn = charts_of(at)
        assert len(drawn) == len(shown.chart.series)
        for frame, series in zip(drawn, shown.chart.series, strict=True):
            assert list(frame["candidate"]) == list(series.labels)
            assert frame["simulated"].tolist() == pytest.approx((series.counts / series.trials).tolist(), rel=1e-12)
    else:
        assert len(at.get("arrow_vega_lite_chart")) + len(at.get("vega_lite_chart")) == 1


def test_next_and_back_move_between_steps(open_page):
    at = open_page(PAGE, lesson="book_poll", step="1")
    steps = LESSONS["book_poll"].steps
    assert at.button(key=K_BACK).disabled
    at.button(key=K_NEXT).click().run()
    assert heading(at) == steps[1].title
    assert dict(at.query_params) == {"lesson": "book_poll", "step": "2"}
    at.button(key=K_NEXT).click().run()
    at.button(key=K_BACK).click().run()
    assert heading(at) == steps[1].title and at.query_params["step"] == "2"
    for _ in range(len(steps)):
        if not at.button(key=K_NEXT).disabled:
            at.button(key=K_NEXT).click().run()
    assert heading(at) == steps[-1].title and at.button(key=K_NEXT).disabled
    assert not at.exception


def test_the_control_changes_the_numbers_and_goes_into_the_link(open_page):
    at = open_page(PAGE, lesson="book_poll", step="1")
    step = LESSONS["book_poll"].steps[0]
    at.select_slider(key=control_key("book_poll", 1)).set_value(2).run()
    assert step.show(2).narrative in texts(at)
    assert at.query_params["value"] == "2"
    # The link with that value, opened fresh, shows the same step with the same numbers.
    again = open_page(PAGE, lesson="book_poll", step="1", value="2")
    assert step.show(2).narrative in texts(again)


def test_a_toggle_step_and_a_link_value(open_page):
    at = open_page(PAGE, lesson="book_poll", step="3", value="1")
    step = LESSONS["book_poll"].steps[2]
    assert step.show(True).narrative in texts(at) and at.toggle(key=control_key("book_poll", 3)).value


def test_the_lesson_picker_starts_the_other_lesson_at_step_one(open_page):
    at = open_page(PAGE, lesson="textbook", step="3")
    at.selectbox(key="lesson_pick").set_value("auction").run()
    assert heading(at) == LESSONS["auction"].steps[0].title
    assert dict(at.query_params) == {"lesson": "auction", "step": "1"}


def test_present_mode_keeps_present_in_the_link(open_page):
    at = open_page(PAGE, lesson="smalldb", step="2", present="1")
    assert not at.exception and not at.error
    assert dict(at.query_params) == {"lesson": "smalldb", "step": "2", "present": "1"}
    assert at.sidebar.selectbox(key="lesson_pick").value == "smalldb"


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ({"lesson": "nope"}, ("textbook", 1)),
        ({"lesson": "auction", "step": "99"}, ("auction", 3)),
        ({"lesson": "auction", "step": "two"}, ("auction", 1)),
    ],
)
def test_odd_links_are_explained(open_page, query, expected):
    at = open_page(PAGE, **query)
    assert not at.exception and len(at.warning) == 1
    lesson, step = expected
    assert heading(at) == LESSONS[lesson].steps[step - 1].title


def test_no_link_opens_the_first_lesson(open_page):
    at = open_page(PAGE)
    assert not at.exception and not at.warning
    first = next(iter(LESSONS.values()))
    assert heading(at) == first.steps[0].title


def test_coming_back_from_another_page_keeps_the_place(open_page):
    at = open_page(PAGE, lesson="auction", step="2")
    at.switch_page("pages/1_Explorer.py").run()
    for key in list(at.query_params):  # sidebar navigation drops the link
        del at.query_params[key]
    at.switch_page(PAGE).run()
    assert not at.exception
    assert heading(at) == LESSONS["auction"].steps[1].title
    assert dict(at.query_params) == {"lesson": "auction", "step": "2"}


def _runs_shown(at) -> list[str]:
    block = next(m.value for m in at.markdown if '<div data-testid="pcCharts"' in m.value)
    found = re.search(r'data-testid="pcRuns"[^>]*>(.*?)</div>', block)
    return [] if found is None else re.findall(r"<span[^>]*>([^<]*)</span>", found[1])


def test_watching_the_books_200_runs(open_page, charts_of, monkeypatch):
    """Play, Pause (a fake clock: the fourth picture), Step, the end equal to the chart without animation, and a new
    seed back to the ordinary view."""
    from ui.lessons.view import PLAY_SCOPE
    from ui.widgets import animation

    now = [50.0]
    monkeypatch.setattr(animation, "_clock", lambda: now[0])
    key = animation.control_key(PLAY_SCOPE)
    at = open_page(PAGE, lesson="textbook", step="1")
    series = LESSONS["textbook"].steps[0].show(LESSONS["textbook"].steps[0].control.default).chart.series
    unanimated = charts_of(at)
    assert _runs_shown(at) == []
    at.segmented_control(key=key).set_value("play").run()
    assert _runs_shown(at) == [f"After {n} of 200 runs" for n in (1, 2, 5, 10, 20, 50, 100)] + ["All 200 runs"]
    now[0] += 0.5  # 0.15 s per picture: the fourth (10 runs)
    at.segmented_control(key=key).set_value("pause").run()
    assert _runs_shown(at) == ["After 10 of 200 runs"]
    for drawn, one in zip(charts_of(at), series, strict=True):
        np.testing.assert_allclose(drawn["simulated"], one.batch_counts[3] / 10, rtol=1e-12)
    at.segmented_control(key=key).set_value("step").run()
    assert _runs_shown(at) == ["After 20 of 200 runs"]
    for _ in range(5):  # past the last picture it stays there
        at.segmented_control(key=key).set_value("step").run()
    assert _runs_shown(at) == ["All 200 runs"]
    for drawn, before in zip(charts_of(at), unanimated, strict=True):
        assert drawn["simulated"].tolist() == before["simulated"].tolist()
    at.segmented_control(key=key).set_value("reset").run()
    assert _runs_shown(at) == ["After 1 of 200 runs"]
    at.select_slider(key=control_key("textbook", 1)).set_value(8).run()  # another seed: the ordinary view
    assert _runs_shown(at) == []
    assert not at.exception and not at.error


def test_steps_without_runs_have_no_play_control(open_page):
    at = open_page(PAGE, lesson="textbook", step="3")
    assert len(at.segmented_control) == 0
    assert not at.exception


def test_projector_stepper_moves_the_control_one_option(open_page):
    """On a projector ◀ / ▶ (also ← / →) beside the step's control move it one option, within its options."""
    from ui.lessons.view import K_DOWN, K_UP

    at = open_page(PAGE, lesson="book_poll", step="2", present="1")
    control = LESSONS["book_poll"].steps[1].control
    key = control_key("book_poll", 2)
    start = control.options.index(control.default)
    at.button(key=K_UP).click().run()
    assert at.select_slider(key=key).value == control.options[start + 1]
    assert at.query_params["value"] == control.encode(control.options[start + 1])
    at.button(key=K_DOWN).click().run()
    at.button(key=K_DOWN).click().run()
    assert at.select_slider(key=key).value == control.options[start - 1]
    for _ in range(len(control.options)):
        at.button(key=K_DOWN).click().run()
    assert at.select_slider(key=key).value == control.options[0]  # stays at the first option
    toggle = open_page(PAGE, lesson="book_poll", step="3", present="1")
    toggle.button(key=K_UP).click().run()
    assert toggle.toggle(key=control_key("book_poll", 3)).value is True
    toggle.button(key=K_UP).click().run()
    assert toggle.toggle(key=control_key("book_poll", 3)).value is True
    toggle.button(key=K_DOWN).click().run()
    assert toggle.toggle(key=control_key("book_poll", 3)).value is False
    assert not at.exception and not toggle.exception
    desk = open_page(PAGE, lesson="book_poll", step="2")
    assert [b for b in desk.button if b.key in (K_DOWN, K_UP)] == []  # at a desk the slider alone
