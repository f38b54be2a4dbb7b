"""Lessons in a real browser with ``?present=1``, at 1280×720 and 1024×768: every step's link opens that step with
dpcore's numbers; its title (one line), control, chart (with its Play control and titles), Back / Next (one line)
and source caption inside the first screen, and a screenshot of the screen is saved
(``tests/artifacts/lesson_<lesson>_<step>.png``, ``…_1024x768.png``). Next and Back, and Page Down / Page Up,
move between steps and rewrite the link.

Every action is followed by a wait for the change it causes (the step's title, the counter, the link, the slider's
value), never by a pause; a key press that changed nothing is sent again (``press_until``).
"""

from __future__ import annotations

import re

import pytest

from lessons import LESSONS

from .conftest import exception_texts, playwright_expect, press_until, screenshot, wait_for_app, wait_for_layout

pytestmark = pytest.mark.browser
expect = playwright_expect()

PROJECTOR = {"width": 1280, "height": 720}
SMALL_PROJECTOR = {"width": 1024, "height": 768}
STEPS = [(key, number) for key, lesson in LESSONS.items() for number in range(1, len(lesson.steps) + 1)]
CASES = [(key, number, view) for key, number in STEPS for view in (PROJECTOR, SMALL_PROJECTOR)]


def plain(markdown: str) -> str:
    """A narrative as the browser shows it (emphasis marks dropped)."""
    return re.sub(r"\*+", "", markdown)


def inside_viewport(box: dict | None, view: dict) -> bool:
    return (
        box is not None
        and box["x"] >= 0
        and box["y"] >= 0
        and box["x"] + box["width"] <= view["width"] + 1
        and box["y"] + box["height"] <= view["height"] + 1
    )


@pytest.mark.parametrize(
    ("lesson", "step", "view"), CASES, ids=[f"{key}-{number}-{view['width']}" for key, number, view in CASES]
)
def test_each_lesson_step_fits_a_projector_screen(server, page, lesson: str, step: int, view: dict) -> None:
    page.set_viewport_size(view)
    page.goto(server.url("/Lessons", {"lesson": lesson, "step": step, "present": 1}))
    current = LESSONS[lesson].steps[step - 1]
    main = page.get_by_test_id("stMain")
    expect(main.get_by_role("heading", name=current.title)).to_be_visible()
    expect(main).to_contain_text(f"Step {step} of {len(LESSONS[lesson].steps)}")
    shown = current.show(current.control.default)
    expect(main).to_contain_text(plain(shown.narrative))  # the same numbers as dpcore computes
    wait_for_app(page)
    assert exception_texts(page) == []
    control = main.get_by_test_id("stSlider").or_(main.get_by_test_id("stCheckbox")).first
    chart = main.get_by_test_id("pcCharts").or_(main.get_by_test_id("stVegaLiteChart")).first
    expect(chart).to_be_visible()
    page.mouse.move(view["width"] - 2, view["height"] - 2)  # no hover box over the screenshot
    next_button = main.get_by_role("button", name="Next →")
    title = main.locator("h3.pc-step-title")
    boxes = {
        "title": title.bounding_box(),
        "control": control.bounding_box(),
        "chart": chart.bounding_box(),  # (the selection charts' box holds their legend)
        "next": next_button.bounding_box(),
        "back": main.get_by_role("button", name="← Back").bounding_box(),
        "source": main.get_by_test_id("stCaptionContainer").filter(has_text="Source:").bounding_box(),
    }
    if main.get_by_test_id("pcCharts").count():  # simulated runs: the Play control and the chart titles too
        boxes["play"] = main.get_by_test_id("stButtonGroup").bounding_box()
        boxes["titles"] = main.get_by_test_id("pcLessonTitles").or_(main.get_by_test_id("pcChart")).first.bounding_box()
    suffix = "" if view == PROJECTOR else f"_{view['width']}x{view['height']}"
    screenshot(page, f"lesson_{lesson}_{step}{suffix}", full_page=False)
    assert all(inside_viewport(box, view) for box in boxes.values()), boxes
    # The title is one line, not cut; Back, the counter and Next share one line.
    assert title.evaluate("h => h.scrollWidth <= h.clientWidth + 1"), "the step's title is cut"
    line_height = float(title.evaluate("h => parseFloat(getComputedStyle(h).lineHeight)"))
    assert boxes["title"]["height"] < 1.5 * line_height + 8, boxes["title"]
    assert abs(boxes["back"]["y"] - boxes["next"]["y"]) < 2, (boxes["back"], boxes["next"])


def test_next_and_back_move_and_rewrite_the_link(server, page) -> None:
    page.set_viewport_size(PROJECTOR)
    page.goto(server.url("/Lessons", {"lesson": "book_poll", "step": 1, "present": 1}))
    main = page.get_by_test_id("stMain")
    steps = LESSONS["book_poll"].steps
    expect(main.get_by_role("heading", name=steps[0].title)).to_be_visible()
    main.get_by_role("button", name="Next →").click()
    expect(main.get_by_role("heading", name=steps[1].title)).to_be_visible()
    expect(page).to_have_url(re.compile(r"lesson=book_poll&step=2"))
    main.get_by_role("button", name="← Back").click()
    expect(main.get_by_role("heading", name=steps[0].title)).to_be_visible()
    expect(page).to_have_url(re.compile(r"lesson=book_poll&step=1"))
    wait_for_app(page)
    assert exception_texts(page) == []


def test_page_down_and_page_up_move_one_step(server, page) -> None:
    """A presentation clicker's keys: Page Down is Next, Page Up is Back, one step per press."""
    page.set_viewport_size(PROJECTOR)
    page.goto(server.url("/Lessons", {"lesson": "book_poll", "step": 2, "present": 1}))
    main = page.get_by_test_id("stMain")
    steps = LESSONS["book_poll"].steps
    expect(main.get_by_role("heading", name=steps[1].title)).to_be_visible()
    wait_for_app(page)
    page.mouse.click(5, PROJECTOR["height"] - 5)  # focus on the page, not in a control
    for key, number in (("PageDown", 3), ("PageDown", 4), ("PageUp", 3)):
        press_until(
            page,
            lambda key=key: page.keyboard.press(key),
            lambda ms, number=number: expect(main).to_contain_text(f"Step {number} of {len(steps)}", timeout=ms),
        )
        expect(main.get_by_role("heading", name=steps[number - 1].title)).to_be_visible()
        expect(page).to_have_url(re.compile(rf"lesson=book_poll&step={number}"))
        wait_for_app(page)
    assert exception_texts(page) == []


def test_arrow_keys_move_the_steps_control_one_option(server, page) -> None:
    """← / → (the ◀ / ▶ buttons' shortcuts) move the step's control one option from anywhere on the page; with the
    slider focused the slider takes the key itself, once.

    "Once" without waiting for a second move that might come: after the focused press, one more ← from the page's
    body. Whatever the focused press sent reached the server before that ←, so the control ends one option below
    where the focused press left it only if that press moved it exactly once.
    """
    page.set_viewport_size(PROJECTOR)
    page.goto(server.url("/Lessons", {"lesson": "book_poll", "step": 2, "present": 1}))
    main = page.get_by_test_id("stMain")
    control = LESSONS["book_poll"].steps[1].control
    start = control.options.index(control.default)
    slider = main.get_by_role("slider", name=control.label)
    expect(slider).to_have_attribute("aria-valuetext", control.describe(control.options[start]))
    wait_for_app(page)

    def on_the_body() -> None:
        page.mouse.click(PROJECTOR["width"] - 5, PROJECTOR["height"] - 5)
        page.evaluate("() => document.activeElement && document.activeElement.blur()")

    def moved_to(index: int, ms: float | None = None) -> None:
        value = re.escape(control.encode(control.options[index]))
        expect(page).to_have_url(re.compile(rf"value={value}(&|$)"), timeout=ms)  # written by the server's run
        expect(slider).to_have_attribute("aria-valuetext", control.describe(control.options[index]))

    on_the_body()
    for key, index in (("ArrowRight", start + 1), ("ArrowRight", start + 2), ("ArrowLeft", start + 1)):
        press_until(page, lambda key=key: page.keyboard.press(key), lambda ms, index=index: moved_to(index, ms))
        wait_for_app(page)
    press_until(page, lambda: slider.press("ArrowRight"), lambda ms: moved_to(start + 2, ms))  # focused
    wait_for_app(page)
    on_the_body()
    press_until(page, lambda: page.keyboard.press("ArrowLeft"), lambda ms: moved_to(start + 1, ms))
    wait_for_app(page)
    moved_to(start + 1)
    expect(main).to_contain_text("Step 2 of 5")
    assert exception_texts(page) == []


def test_watching_the_books_200_runs(server, page) -> None:
    """Play on the textbook's 200 runs: the pictures 1, 2, 5, … 200 runs in turn, ending on the step's own chart."""
    page.set_viewport_size(PROJECTOR)
    page.goto(server.url("/Lessons", {"lesson": "textbook", "step": 1, "present": 1}))
    main = page.get_by_test_id("stMain")
    expect(main.get_by_test_id("pcChart")).to_have_count(2)
    wait_for_app(page)
    before = drawn_numbers(page)
    main.get_by_role("radio", name="▶", exact=True).click()
    labels = main.locator('[data-testid="pcRuns"] .pc-f')
    expect(labels).to_have_count(8)  # 1, 2, 5, 10, 20, 50, 100, 200 runs
    expect(labels.first).to_have_text("After 1 of 200 runs")
    expect(main.get_by_test_id("pcRuns")).to_have_text(re.compile("All 200 runs"))  # the label shown last…
    # …and only it, once the animation is over (a state: the last label visible, alone).
    page.wait_for_function(
        """() => {
            const shown = Array.from(document.querySelectorAll('[data-testid="pcRuns"] .pc-f'))
                .filter(l => getComputedStyle(l).visibility === 'visible');
            return shown.length === 1 && shown[0].classList.contains('pc-fl');
        }"""
    )
    visible = labels.evaluate_all(
        "ls => ls.filter(l => getComputedStyle(l).visibility === 'visible').map(l => l.textContent)"
    )
    assert visible == ["All 200 runs"]
    assert drawn_numbers(page) == before  # the rows carry the step's own numbers
    main.get_by_role("radio", name="▸|", exact=True).click()
    expect(main.get_by_test_id("pcRuns")).to_have_text("After 1 of 200 runs")
    screenshot(page, "lesson_textbook_1_first_run", full_page=False)
    wait_for_app(page)
    assert exception_texts(page) == []


def drawn_numbers(page) -> list[list[str]]:  # noqa: ANN001
    """Every selection chart's rows as drawn: name, exact probability and simulated share (full precision)."""
    return page.get_by_test_id("pcChart").evaluate_all(
        """charts => charts.map(chart => Array.from(chart.querySelectorAll('[data-testid="pcRow"]')).map(row =>
            [row.querySelector('text').textContent, row.getAttribute('data-exact'),
             row.getAttribute('data-simulated')].join(' ')))"""
    )


@pytest.mark.parametrize(("lesson", "step", "value"), [("textbook", 1, 23), ("book_poll", 4, 100_000)])
def test_a_step_link_shows_the_same_numbers_on_fresh_servers(fresh_server, pages, lesson, step, value) -> None:
    """The link (with a moved control) opened on two brand-new servers draws identical charts and text."""
    seen = []
    for _ in range(2):
        running = fresh_server()
        opened = pages().page
        opened.set_viewport_size(PROJECTOR)
        opened.goto(running.url("/Lessons", {"lesson": lesson, "step": step, "value": value, "present": 1}))
        current = LESSONS[lesson].steps[step - 1]
        expect(opened.get_by_test_id("stMain")).to_contain_text(plain(current.show(value).narrative))
        expect(opened.get_by_test_id("pcChart")).to_have_count(len(current.show(value).chart.series))
        # (the step's controls come in after its text and charts: read the page once they are drawn too)
        expect(opened.get_by_role("button", name="← Back")).to_be_visible()
        wait_for_app(opened)
        wait_for_layout(opened)
        seen.append((drawn_numbers(opened), opened.get_by_test_id("stMain").inner_text()))
        assert exception_texts(opened) == []
    assert seen[0] == seen[1]
    assert seen[0][0] and all(seen[0][0])
