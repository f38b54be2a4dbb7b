"""Watching the runs in a real browser: Play shows the pictures in turn (a CSS animation, no script), each for
0.15 s, and ends on exactly the chart drawn without animation; Pause, Step and Reset draw one picture, still.

Which picture is on screen is read the way a viewer sees it: the computed ``visibility`` of each "After N runs"
label, sampled on every animation frame of the browser. Screenshots: ``tests/artifacts/animation_*.png``.
"""

from __future__ import annotations

import pytest

from ui.widgets.animation import FRAME_SECONDS

from .conftest import exception_texts, playwright_expect, screenshot, wait_for_app

pytestmark = pytest.mark.browser
expect = playwright_expect()

SIZE = {"width": 1280, "height": 720}

#: Samples, on each animation frame of the browser, which picture's label is visible: [ms since start, index].
_SAMPLE = """(seconds) => new Promise(resolve => {
    const labels = () => Array.from(document.querySelectorAll('[data-testid="pcRuns"] .pc-f'));
    const seen = [];
    const start = performance.now();
    function tick(now) {
        const shown = labels().findIndex(l => getComputedStyle(l).visibility === 'visible');
        if (!seen.length || seen[seen.length - 1][1] !== shown) seen.push([now - start, shown]);
        if (now - start < seconds * 1000) requestAnimationFrame(tick); else resolve(seen);
    }
    requestAnimationFrame(tick);
})"""

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


def runs_text(page) -> str:  # noqa: ANN001
    return page.get_by_test_id("pcRuns").inner_text().strip()


def press(page, symbol: str) -> None:  # noqa: ANN001
    page.get_by_role("radio", name=symbol, exact=True).click()


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
    press(page, play)
    expect(page.locator('[data-testid="pcRuns"] .pc-f')).to_have_count(13)  # 1, 2, 5, …, 10,000 runs
    seen = page.evaluate(_SAMPLE, 13 * FRAME_SECONDS + 1.0)
    pictures = [index for _, index in seen if index >= 0]
    assert pictures == sorted(pictures) and pictures[-1] == 12, seen  # in order, to the last one
    assert len(set(pictures)) >= 12, seen  # (the first may be over before the first sample)
    shown_at = {index: at for at, index in seen[1:]}  # (the first one seen was already on screen: no start time)
    gaps = [shown_at[k + 1] - shown_at[k] for k in range(min(pictures), 12) if k in shown_at and k + 1 in shown_at]
    # Each picture 0.15 s; a sample every ~16 ms, so a gap is 150 ms ± two frames (more under a loaded machine).
    assert all(100 <= gap <= 260 for gap in gaps), gaps
    assert 1000 / (sum(gaps) / len(gaps)) >= 5.0, gaps  # at least 5 pictures per second
    assert runs_text(page) == "All 10,000 runs"
    screenshot(page, f"animation_end_{'projector' if present else 'desk'}", full_page=False)
    after = page.evaluate(_VISIBLE_BARS)
    assert after == before  # the last picture is the chart without animation, bar for bar

    press(page, "↺" if present else "↺ Reset")
    expect(page.get_by_test_id("pcRuns")).to_have_text("After 1 of 10,000 runs")
    press(page, "▸|" if present else "Step ▸")
    expect(page.get_by_test_id("pcRuns")).to_have_text("After 2 of 10,000 runs")
    screenshot(page, f"animation_step_{'projector' if present else 'desk'}", full_page=False)
    press(page, play)
    page.wait_for_timeout(300)
    press(page, "‖" if present else "‖ Pause")
    expect(page.get_by_test_id("pcRuns")).not_to_contain_text("All")  # paused on a picture on the way
    wait_for_app(page)
    assert page.locator('[data-testid="pcRuns"] .pc-f').count() == 0  # still: one picture
    # Another ε: the ordinary view again.
    page.get_by_role("spinbutton", name="Exact ε").fill("2")
    page.get_by_role("spinbutton", name="Exact ε").press("Enter")
    expect(page.get_by_test_id("pcRuns")).to_have_count(0)
    wait_for_app(page)
    assert exception_texts(page) == []
