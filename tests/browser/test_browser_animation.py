"""Watching the runs in a real browser: Play shows the pictures in turn (a CSS animation, no script), each for
0.15 s, and ends on exactly the chart drawn without animation; Pause, Step and Reset draw one picture, still.

Which picture is on screen is read the way a viewer sees it: the computed ``visibility`` of each "After N runs"
label. While it plays, a sample on every animation frame of the browser, until the last picture shows, must see
the pictures in order and end on the last one; how many frames a busy machine draws (and so how many pictures a
sample catches, and the gaps between them) is not asserted. Each picture's time on screen is read from the
animation itself (the Web Animations API): the animations are held and set to the middle of each picture's 0.15 s
in turn, and exactly that picture must be visible. Screenshots: ``tests/artifacts/animation_*.png``.
"""

from __future__ import annotations

import re

import pytest

from ui.widgets.animation import FRAME_SECONDS

from .conftest import exception_texts, playwright_expect, screenshot, wait_for_app

pytestmark = pytest.mark.browser
expect = playwright_expect()

SIZE = {"width": 1280, "height": 720}

#: Samples, on each animation frame of the browser, which picture's label is visible, until the last one is (the
#: end of the animation, a state): the indices seen, in order, each once per stretch.
_SAMPLE = """() => new Promise(resolve => {
    const labels = () => Array.from(document.querySelectorAll('[data-testid="pcRuns"] .pc-f'));
    const seen = [];
    function tick() {
        const all = labels();
        const shown = all.findIndex(l => getComputedStyle(l).visibility === 'visible');
        if (!seen.length || seen[seen.length - 1] !== shown) seen.push(shown);
        if (all.length && shown === all.length - 1) resolve(seen); else requestAnimationFrame(tick);
    }
    requestAnimationFrame(tick);
})"""

#: Held from the start: every picture's animation is created paused at 0 ms, so that all of them can be set to a time.
_HOLD = ".pc-f{animation-play-state:paused!important}"
#: Sets every label's animation to each of ``times`` (ms after Play) in turn; per time, the indices of the visible
#: labels (null when a label has not exactly one animation).
_SHOWN_AT = """(times) => {
    const labels = Array.from(document.querySelectorAll('[data-testid="pcRuns"] .pc-f'));
    const animations = labels.map(l => l.getAnimations());
    if (animations.some(a => a.length !== 1)) return null;
    return times.map(ms => {
        for (const [animation] of animations) animation.currentTime = ms;
        return labels.flatMap((l, i) => getComputedStyle(l).visibility === 'visible' ? [i] : []);
    });
}"""

#: Per chart, per row: the visible simulated bar's width and interval (the picture on screen), and the row's data.
_VISIBLE_BARS = """() => Array.from(document.querySelectorAll('[data-testid="pcChart"]')).map(chart =>
    Array.from(chart.querySelectorAll('[data-testid="pcRow"]')).map(row => {
        const frames = Array.from(row.querySelectorAll('.pc-f'));
        const shown = frames.length ? frames.find(f => getComputedStyle(f).visibility === 'visible') : row;
        const bar = shown ? shown.querySelector('rect') : null;
        const line = shown ? shown.querySelector('line') : null;
        return [bar && bar.getAttribute('width'), line && line.getAttribute('x1'), line && line.getAttribute('x2'),
                row.getAttribute('data-simulated')].join(' ');
    }))"""


def press(page, symbol: str) -> None:  # noqa: ANN001
    page.get_by_role("radio", name=symbol, exact=True).click()


_PAUSED = re.compile(r"^After [\d,]+ of 10,000 runs$")


def pause_on_the_way(page, play: str, pause: str, attempts: int = 3) -> None:  # noqa: ANN001
    """Press Pause while the server still counts the animation as playing (2 s from when it sent the pictures):
    the page then shows the picture of that moment, still ("After N of 10,000 runs").

    A Pause that reaches a busy server after the end finds nothing playing and the page draws the ordinary view
    (no runs line): that attempt is over, and Play then Pause is tried again, at most ``attempts`` times.
    """
    runs = page.get_by_test_id("pcRuns")
    for attempt in range(1, attempts + 1):
        press(page, pause)
        # Either state differs from the playing one (13 labels): paused (one still line) or the ordinary view.
        page.wait_for_function(
            """() => {
                const runs = document.querySelector('[data-testid="pcRuns"]');
                return !runs || runs.querySelectorAll('.pc-f').length === 0;
            }"""
        )
        wait_for_app(page)
        if runs.count():
            expect(runs).to_have_text(_PAUSED)  # paused on a picture on the way, not "All"
            return
        assert attempt < attempts, f"Pause never reached the server while the pictures played ({attempts} tries)"
        press(page, play)
        expect(page.locator('[data-testid="pcRuns"] .pc-f')).to_have_count(13)


@pytest.mark.parametrize("present", [True, False], ids=["projector", "desk"])
def test_play_shows_every_picture_and_ends_on_the_unanimated_chart(server, page, present: bool) -> None:
    page.set_viewport_size(SIZE)
    query = {"scenario": "book_poll", "trials": 10_000, "seed": 7, **({"present": 1} if present else {})}
    page.goto(server.url("/Explorer", query))
    expect(page.get_by_test_id("pcChart").first).to_be_visible()
    wait_for_app(page)
    page.mouse.move(SIZE["width"] - 2, SIZE["height"] - 2)
    before = page.evaluate(_VISIBLE_BARS)
    assert page.get_by_test_id("pcRuns").count() == 0  # the ordinary view: no runs line

    play = "▶" if present else "Play"
    labels = page.locator('[data-testid="pcRuns"] .pc-f')
    press(page, play)
    expect(labels).to_have_count(13)  # 1, 2, 5, …, 10,000 runs
    seen = page.evaluate(_SAMPLE)  # returns once the last picture shows
    pictures = [index for index in seen if index >= 0]
    assert pictures == sorted(pictures) and pictures[-1] == 12, seen  # in order, never back, to the last one
    expect(page.get_by_test_id("pcRuns")).to_have_text("All 10,000 runs", use_inner_text=True)  # what shows
    visible = labels.evaluate_all("ls => ls.filter(l => getComputedStyle(l).visibility === 'visible').length")
    assert visible == 1  # the last picture stays, alone
    screenshot(page, f"animation_end_{'projector' if present else 'desk'}", full_page=False)
    after = page.evaluate(_VISIBLE_BARS)
    assert after == before  # the last picture is the chart without animation, bar for bar

    press(page, "↺" if present else "↺ Reset")
    expect(page.get_by_test_id("pcRuns")).to_have_text("After 1 of 10,000 runs")
    press(page, "▸|" if present else "Step ▸")
    expect(page.get_by_test_id("pcRuns")).to_have_text("After 2 of 10,000 runs")
    wait_for_app(page)
    screenshot(page, f"animation_step_{'projector' if present else 'desk'}", full_page=False)
    press(page, "↺" if present else "↺ Reset")
    expect(page.get_by_test_id("pcRuns")).to_have_text("After 1 of 10,000 runs")
    wait_for_app(page)
    # Each picture k is on screen from k·0.15 s to (k + 1)·0.15 s after Play, and the last one stays: read from the
    # animations themselves (held, then set to the middle of each picture's time), not from how fast frames come.
    hold = page.add_style_tag(content=_HOLD)
    press(page, play)
    expect(labels).to_have_count(13)
    times = [(k + 0.5) * FRAME_SECONDS * 1000 for k in range(13)] + [20 * FRAME_SECONDS * 1000]
    assert page.evaluate(_SHOWN_AT, times) == [[k] for k in range(13)] + [[12]]
    hold.evaluate("style => style.remove()")
    pause_on_the_way(page, play, "‖" if present else "‖ Pause")
    expect(labels).to_have_count(0)  # still: one picture
    # Another ε: the ordinary view again.
    page.get_by_role("spinbutton", name="Exact ε").fill("2")
    page.get_by_role("spinbutton", name="Exact ε").press("Enter")
    expect(page.get_by_test_id("pcRuns")).to_have_count(0)
    wait_for_app(page)
    assert exception_texts(page) == []
