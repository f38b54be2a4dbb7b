"""The live ε view in a real browser: the exact laws follow the hand with no request to the server, the simulated
bars say they belong to the previous ε until the hand stops, and the downloads are the drawing on screen.

Read back the way a viewer sees the page: the cards' text, each chart row's data-exact (the drawn outline's value at
full precision), the hover boxes' lines, compared with dpcore at the ε under the slider's thumb. What the page sends
and receives is counted on its websocket, and Streamlit's script runs by the app's own "running" state.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ElementTree

import numpy as np
import pytest

import dpcore
from ui.shell import text
from ui.shell.params import EPSILON_GRID

from .conftest import eventually, playwright_expect, read_panels, screenshot, wait_for_app

pytestmark = pytest.mark.browser
expect = playwright_expect()

SCENARIO = "book_poll"
TRIALS = 1_000
SEED = 7
SLIDER = "Privacy budget ε (log scale)"
QUERY = {"scenario": SCENARIO, "trials": TRIALS, "seed": SEED}

# Counts the websocket messages the page sends and receives (installed before any page script runs).
_WS_COUNTER = """(() => {
    const Native = window.WebSocket;
    window.__ws = {in: 0, out: 0};
    window.WebSocket = function (...args) {
        const socket = new Native(...args);
        socket.addEventListener('message', () => { window.__ws.in += 1; });
        const send = socket.send.bind(socket);
        socket.send = data => { window.__ws.out += 1; return send(data); };
        return socket;
    };
    window.WebSocket.prototype = Native.prototype;
    Object.assign(window.WebSocket, Native);
})();"""
# Counts Streamlit's script runs as the page shows them: each time the app's script state leaves "running" (read
# from the mutation records, so a run that starts and ends between two callbacks still counts).
_RUN_COUNTER = """() => {
    window.__runs = 0;
    const app = document.querySelector('[data-testid="stApp"]');
    new MutationObserver(records => {
        for (const record of records) if (record.oldValue === 'running') window.__runs += 1;
    }).observe(app, {attributes: true, attributeOldValue: true, attributeFilter: ['data-test-script-state']});
}"""
#: What the page draws at its next frame (the live view redraws once per animation frame): the thumb's ε, each card's
#: value, each chart's rows' data-exact, the bars' state, the first hover box, the sentences and the exact box.
_DRAWN = """async () => (await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done))), {
    epsilon: document.querySelector('[data-testid="pcEpsilon"] input').getAttribute('aria-valuetext'),
    cards: Array.from(document.querySelectorAll('[data-testid="pcCardValue"]')).map(c => c.textContent),
    exact: Array.from(document.querySelectorAll('[data-testid="pcChart"]')).map(chart =>
        Array.from(chart.querySelectorAll('[data-testid="pcRow"]')).map(r => Number(r.getAttribute('data-exact')))),
    stale: document.querySelector('[data-testid="pcLive"]').classList.contains('pc-is-stale'),
    staleNote: document.querySelector('[data-testid="pcStale"]').textContent,
    barFill: getComputedStyle(document.querySelector('[data-testid="pcRow"] .pc-bar')).fill,
    tip: (box => (box.dispatchEvent(new PointerEvent('pointerover', {bubbles: true})), box.getAttribute('data-tip')))(
        document.querySelector('[data-testid="pcTip"]')),
    sentence: document.querySelector('.pc-live .pc-sentence').textContent,
    odds: document.querySelector('.pc-live .pc-odds').textContent,
    exactBox: document.querySelector('[data-testid="pcEpsilon"] .pc-eps-number').value,
})"""


def law(epsilon: float) -> dict[str, np.ndarray]:
    scenario = dpcore.SCENARIOS[SCENARIO]
    return {
        mechanism: dpcore.selection_probabilities(
            scenario.scores, epsilon=epsilon, sensitivity=1.0, mechanism=mechanism, monotonic=True
        )
        for mechanism in dpcore.MAIN_MECHANISMS
    }


def cards(epsilon: float) -> list[str]:
    scores = dpcore.SCENARIOS[SCENARIO].scores
    return [text.chance(dpcore.probability_of_best(p, scores)) for p in law(epsilon).values()]


def counts(epsilon: float) -> dict[str, list[int]]:
    scenario = dpcore.SCENARIOS[SCENARIO]
    found = {}
    for mechanism in dpcore.MAIN_MECHANISMS:
        options = {"epsilon": epsilon, "sensitivity": 1.0, "mechanism": mechanism, "monotonic": True}
        rng = dpcore.mechanism_rng(SEED, mechanism)
        drawn = dpcore.simulate(scenario.scores, trials=TRIALS, rng=rng, **options)
        found[dpcore.MECHANISM_LABELS[mechanism]] = dict(zip(scenario.labels, (int(c) for c in drawn), strict=True))
    return found


def assert_drawn_is_dpcore(drawn: dict) -> float:
    epsilon = float(drawn["epsilon"].split(" ")[0])
    assert drawn["cards"] == cards(epsilon), epsilon
    for shown, want in zip(drawn["exact"], law(epsilon).values(), strict=True):
        np.testing.assert_allclose(shown, want, rtol=1e-12, atol=1e-300)
    assert f"ε = {epsilon:g}," in drawn["odds"] and f"{math.exp(epsilon):.2f}×" in drawn["odds"]
    assert drawn["exactBox"] == f"{epsilon:g}"
    return epsilon


def open_live(pages, server):  # noqa: ANN001, ANN201
    opened = pages()
    page = opened.page
    page.context.add_init_script(_WS_COUNTER)
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(server.url("/Explorer", QUERY))
    expect(page.get_by_test_id("pcCardValue")).to_have_count(3)
    wait_for_app(page)
    eventually(lambda: assert_drawn_is_dpcore(page.evaluate(_DRAWN)))
    page.evaluate(_RUN_COUNTER)
    return page


def thumb_x(slider, index: int) -> float:  # noqa: ANN001
    """Where the pointer must be for the slider to sit at stop ``index`` (the thumb's travel is the track less its
    width)."""
    box = slider.bounding_box()
    thumb = 18
    return box["x"] + thumb / 2 + (box["width"] - thumb) * index / (len(EPSILON_GRID) - 1)


def test_a_drag_moves_the_exact_laws_with_no_request_and_marks_the_bars_stale(server, pages) -> None:
    page = open_live(pages, server)
    slider = page.get_by_role("slider", name=SLIDER)
    start = EPSILON_GRID.index(1.0)
    y = slider.bounding_box()["y"] + slider.bounding_box()["height"] / 2
    before = page.evaluate("() => ({...window.__ws})")
    page.mouse.move(thumb_x(slider, start), y)
    page.mouse.down()
    seen = []
    for index in range(start - 1, start - 25, -3):  # 1 down to 0.063, stop by stop
        page.mouse.move(thumb_x(slider, index), y, steps=3)
        drawn = page.evaluate(_DRAWN)
        epsilon = assert_drawn_is_dpcore(drawn)  # outlines, cards, odds and the exact box: dpcore's, at once
        assert drawn["stale"] and "simulated at ε = 1;" in drawn["staleNote"], drawn["staleNote"]
        assert drawn["barFill"] == "rgb(196, 196, 196)", "the runs of ε = 1 are grey while the hand moves"
        assert "Simulated (at ε = 1): " in drawn["tip"]
        seen.append(epsilon)
    assert len(set(seen)) == len(seen) >= 7, seen
    middle = page.evaluate("() => ({...window.__ws, runs: window.__runs})")
    assert (middle["in"], middle["out"], middle["runs"]) == (before["in"], before["out"], 0), "no round trip mid-drag"
    screenshot(page, "live_epsilon_drag_in_progress", full_page=False)
    expect(page).to_have_url(re.compile(r"[?&]epsilon=1(&|$)"))  # the link follows at the end of the drag

    page.mouse.up()
    landed = seen[-1]
    expect(page).to_have_url(re.compile(rf"[?&]epsilon={re.escape(f'{landed:g}')}(&|$)"))
    eventually(lambda: assert_landed(page, landed))
    after = page.evaluate("() => ({...window.__ws, runs: window.__runs})")
    # One rerun request for the whole drag (the stop where the hand let go); that it ran is shown by the bars above,
    # drawn from the server's runs at the landed ε. The DOM's "running" state is only an upper bound: React may
    # batch a fast fragment run's start and end into one render, so the attribute never reads "running".
    assert after["out"] - middle["out"] == 1, "one message for the whole drag: the stop where the hand let go"
    assert after["runs"] <= 1


def assert_landed(page, epsilon: float) -> None:  # noqa: ANN001
    drawn = page.evaluate(_DRAWN)
    assert not drawn["stale"] and f"runs simulated at ε = {epsilon:g}." in drawn["staleNote"], drawn["staleNote"]
    assert_drawn_is_dpcore(drawn)
    panels = read_panels(page)
    want = counts(epsilon)
    for panel in panels:
        assert panel.counts == want[panel.heading], panel.heading
        assert panel.trials == TRIALS


def test_arrow_keys_follow_at_once_and_send_when_the_keys_stop(server, pages) -> None:
    page = open_live(pages, server)
    slider = page.get_by_role("slider", name=SLIDER)
    slider.focus()
    before = page.evaluate("() => window.__ws.out")
    for _ in range(5):
        slider.press("ArrowLeft")
        drawn = page.evaluate(_DRAWN)
        assert_drawn_is_dpcore(drawn)  # each press redrawn before the next, from the laws in the page
    expect(slider).to_have_attribute("aria-valuetext", f"{EPSILON_GRID[EPSILON_GRID.index(1.0) - 5]:g}")
    landed = EPSILON_GRID[EPSILON_GRID.index(1.0) - 5]
    expect(page).to_have_url(re.compile(rf"[?&]epsilon={re.escape(f'{landed:g}')}(&|$)"))
    eventually(lambda: assert_landed(page, landed))
    # Each press may be sent when the keys pause (how long a press takes here depends on the machine's load): at
    # most one send per press, never one per redraw.
    assert page.evaluate("() => window.__ws.out") - before <= 5
    # The wait itself, without timing: five changes in one task (no pause between them can pass) are sent once.
    before = page.evaluate("() => window.__ws.out")
    slider.evaluate(_FIVE_STEPS_LEFT_AT_ONCE)
    again = EPSILON_GRID[EPSILON_GRID.index(landed) - 5]
    expect(slider).to_have_attribute("aria-valuetext", f"{again:g}")
    eventually(lambda: assert_landed(page, again))
    assert page.evaluate("() => window.__ws.out") - before == 1, "a burst of changes is sent once"


#: Five one-stop moves of the ε slider dispatched in one task, as the browser does for a key held down.
_FIVE_STEPS_LEFT_AT_ONCE = """(input) => {
    for (let i = 0; i < 5; i++) {
        input.value = String(Number(input.value) - 1);
        input.dispatchEvent(new Event('input', {bubbles: true}));
        input.dispatchEvent(new Event('change', {bubbles: true}));
    }
}"""


def test_typing_an_epsilon_between_stops_shows_its_exact_law(server, pages) -> None:
    page = open_live(pages, server)
    box = page.get_by_role("spinbutton", name="Exact ε")
    box.fill("0.693")
    box.press("Enter")
    expect(page.get_by_role("slider", name=SLIDER)).to_have_attribute("aria-valuetext", "0.71")
    expect(page.locator(".pc-live .pc-odds")).to_contain_text("With ε = 0.693,")

    def landed() -> None:
        panels = read_panels(page)
        want = counts(0.693)
        for panel, probabilities in zip(panels, law(0.693).values(), strict=True):
            assert panel.counts == want[panel.heading]
            np.testing.assert_allclose(list(panel.exact.values()), probabilities, rtol=1e-12)
        assert page.get_by_test_id("pcCardValue").all_inner_texts() == cards(0.693)

    eventually(landed)


def test_chart_downloads_are_the_drawing_on_screen(server, pages) -> None:
    from tests.conftest import svg_panels

    page = open_live(pages, server)
    slider = page.get_by_role("slider", name=SLIDER)
    slider.focus()
    slider.press("ArrowRight")
    landed = EPSILON_GRID[EPSILON_GRID.index(1.0) + 1]
    eventually(lambda: assert_landed(page, landed))
    buttons = page.get_by_test_id("pcDownload")
    expect(buttons.first).to_be_enabled()
    with page.expect_download() as svg:
        buttons.filter(has_text="SVG").click()
    assert svg.value.suggested_filename == f"private-choices_seed{SEED}.svg"
    drawing = open(svg.value.path(), encoding="utf-8").read()
    ElementTree.fromstring(drawing)  # a well-formed SVG document
    assert f"ε = {landed:g}, Δ = 1, monotone scale, 1,000 runs per mechanism, seed 7" in drawing
    saved = svg_panels(f'<div data-testid="pcCharts">{drawing}</div>')
    want = counts(landed)
    for frame, (mechanism, probabilities) in zip(saved, law(landed).items(), strict=True):
        np.testing.assert_allclose(frame["exact"], probabilities, rtol=1e-12)
        label = dpcore.MECHANISM_LABELS[mechanism]
        assert (frame["simulated"] * TRIALS).round().astype(int).tolist() == list(want[label].values())
    # The drawing on screen, row for row: the same numbers as the file.
    for panel, frame in zip(read_panels(page), saved, strict=True):
        assert list(panel.exact.values()) == frame["exact"].tolist()
    with page.expect_download() as png:
        buttons.filter(has_text="PNG").click()
    assert png.value.suggested_filename == f"private-choices_seed{SEED}.png"
    assert open(png.value.path(), "rb").read(8) == b"\x89PNG\r\n\x1a\n"


def test_phone_drag_follows_and_cards_stack_over_their_charts(server, pages) -> None:
    opened = pages()
    page = opened.page
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(server.url("/Explorer", QUERY))
    expect(page.get_by_test_id("pcCardValue")).to_have_count(3)
    wait_for_app(page)
    slider = page.get_by_role("slider", name=SLIDER)
    box = slider.bounding_box()
    assert box["width"] >= 0.8 * 390 - 40, box
    y = box["y"] + box["height"] / 2
    page.mouse.move(thumb_x(slider, EPSILON_GRID.index(1.0)), y)
    page.mouse.down()
    page.mouse.move(thumb_x(slider, EPSILON_GRID.index(1.0) - 8), y, steps=4)
    drawn = page.evaluate(_DRAWN)
    assert drawn["stale"]
    assert_drawn_is_dpcore(drawn)
    page.mouse.up()
    eventually(lambda: assert_landed(page, float(drawn["epsilon"])))


#: The boxes of what a projector's first screen must hold: [left, top, right, bottom] in CSS pixels.
_FIRST_SCREEN = """() => {
    const box = el => { const b = el.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; };
    const all = selector => Array.from(document.querySelectorAll(selector));
    return {
        slider: box(document.querySelector('[data-testid="pcEpsilon"] .pc-eps-slider')),
        exact: box(document.querySelector('[data-testid="pcEpsilon"] .pc-eps-number')),
        steppers: all('[data-testid="pcEpsilon"] .pc-step').map(box),
        charts: all('[data-testid="pcChart"]').map(box),
        values: all('[data-testid="pcCardValue"]').map(box),
        legend: box(document.querySelector('[data-testid="pcLegend"]')),
    };
}"""


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_projector_screen_holds_the_control_and_every_chart_during_a_drag(server, pages, size) -> None:
    page = pages().page
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(server.url("/Explorer", {**QUERY, "present": 1}))
    expect(page.get_by_test_id("pcCardValue")).to_have_count(3)
    wait_for_app(page)
    slider = page.get_by_role("slider", name=SLIDER)
    y = slider.bounding_box()["y"] + slider.bounding_box()["height"] / 2
    page.mouse.move(thumb_x(slider, EPSILON_GRID.index(1.0)), y)
    page.mouse.down()
    page.mouse.move(thumb_x(slider, EPSILON_GRID.index(1.0) - 6), y, steps=3)
    drawn = page.evaluate(_DRAWN)
    assert drawn["stale"] and "come when you let go" in drawn["staleNote"]
    found = page.evaluate(_FIRST_SCREEN)
    screenshot(page, f"live_epsilon_projector_drag_{size[0]}x{size[1]}", full_page=False)
    boxes = [found["slider"], found["exact"], *found["steppers"], *found["charts"], *found["values"], found["legend"]]
    assert len(found["steppers"]) == 2 and len(found["charts"]) == 3
    for left, top, right, bottom in boxes:
        assert left >= 0 and top >= 0 and right <= size[0] + 0.5 and bottom <= size[1] + 0.5, (boxes, size)
    page.mouse.up()
    landed = float(drawn["epsilon"])
    eventually(lambda: assert_landed(page, landed))
    # The stepper: ε one stop up, at once, and sent when the presses stop.
    page.get_by_role("button", name="ε ▶").click()
    up = EPSILON_GRID[EPSILON_GRID.index(landed) + 1]
    expect(page.get_by_role("spinbutton", name="Exact ε")).to_have_value(f"{up:g}")
    expect(page).to_have_url(re.compile(rf"[?&]epsilon={re.escape(f'{up:g}')}(&|$)"))
    eventually(lambda: assert_landed(page, up))
