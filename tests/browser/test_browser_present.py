"""Projector mode (``?present=1``) and the phone layout in a real browser.

On a projector one screen must hold the title (one line), the ε control and every selected mechanism's chart in
full with its chance of choosing the best, at 1280×720, 1024×768 and 1920×1080; the "◀ ε" / "ε ▶" buttons move ε
one stop. On a phone (390×844) the Explorer stacks each card over its chart, one per row, and the ε slider spans
the width; ← / → move ε one stop (once, also with the slider focused). Each test saves the screenshots it judged
(tests/artifacts/present_*.png, phone_*.png).
"""

from __future__ import annotations

import re

import pytest

import dpcore
from ui.explorer.view import MAX_SHOWN_PRESENT
from ui.shell.params import EPSILON_GRID

from .conftest import ARTIFACTS, ROOT, playwright_expect, press_until, screenshot, wait_for_app, wait_for_layout

pytestmark = pytest.mark.browser
expect = playwright_expect()

PROJECTORS = [(1280, 720), (1024, 768), (1920, 1080)]
PHONE = (390, 844)
EPSILON_SLIDER = "Privacy budget ε (log scale)"
ALL_MECHANISMS = ",".join(dpcore.MECHANISMS)
#: The other pages with an ε control and a headline chart.
OTHER_PAGES = [
    "/Privacy_vs_utility",
    "/Privacy_loss_audit",
    "/Noise_lens",
    "/Composition",
    "/Private_median",
    "/Synthetic_data",
]

#: What must be on the first screen, as boxes [left, top, right, bottom] in CSS pixels, and the title's line count.
_MEASURE = """() => {
    const box = el => {
        if (!el) return null;
        const b = el.getBoundingClientRect();
        return [b.left, b.top, b.right, b.bottom];
    };
    const all = selector => Array.from(document.querySelectorAll(selector));
    const main = document.querySelector('[data-testid="stMain"]');
    const title = main.querySelector('h1');
    // The Explorer and Your data draw ε in their live view (ui.charts.live); the other pages use Streamlit's slider.
    const slider = document.querySelector('[data-testid="pcEpsilon"] .pc-eps-slider') ||
        all('[data-testid="stMain"] [data-testid="stSlider"]').find(el => el.textContent.includes('Privacy budget'));
    const exact = document.querySelector('[data-testid="pcEpsilon"] .pc-eps-exact') ||
        main.querySelector('[data-testid="stNumberInput"]');
    const buttons = all('[data-testid="stMain"] button')
        .filter(b => ['◀ ε', 'ε ▶'].some(t => b.innerText.trim().startsWith(t)) && b.getBoundingClientRect().width > 0);
    return {
        title: box(title),
        titleLines: title.getBoundingClientRect().height / parseFloat(getComputedStyle(title).lineHeight),
        titleClipped: title.scrollWidth > title.clientWidth + 1,
        epsilon: box(slider),
        exact: box(exact),
        steppers: buttons.map(box),
        charts: all('[data-testid="pcChart"]').map(box),
        values: all('[data-testid="pcCardValue"]').map(box),
        legend: box(document.querySelector('[data-testid="pcLegend"]')),
        more: all('[data-testid="pcMore"]').map(el => el.textContent),
        rows: all('[data-testid="pcChart"]').map(c => c.querySelectorAll('[data-testid="pcRow"]').length),
    };
}"""


def open_at(page, server, query: dict, size: tuple[int, int]) -> dict:  # noqa: ANN001
    """Open the Explorer at a window ``size`` and measure its first screen once the charts are drawn."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(server.url("/Explorer", query))
    # What is measured is on screen: the charts and the ε slider (a run under way may not have drawn it yet).
    expect(page.get_by_test_id("pcChart").first).to_be_visible()
    expect(page.get_by_test_id("stMain").get_by_role("slider", name=EPSILON_SLIDER)).to_be_visible()
    wait_for_app(page)
    wait_for_layout(page)  # the charts take their height from the window (CSS) once laid out
    return page.evaluate(_MEASURE)


def assert_inside(box: list[float], size: tuple[int, int], what: str) -> None:
    left, top, right, bottom = box
    assert left >= 0 and top >= 0 and right <= size[0] + 0.5 and bottom <= size[1] + 0.5, (what, box, size)


def assert_first_screen(found: dict, size: tuple[int, int], mechanisms: int) -> None:
    assert found["titleLines"] < 1.5, f"the title wraps at {size}: {found['title']}"
    assert not found["titleClipped"], f"the title is cut at {size}"
    assert_inside(found["epsilon"], size, "ε slider")
    assert_inside(found["exact"], size, "exact ε")
    assert len(found["steppers"]) == 2
    for box in found["steppers"]:
        assert_inside(box, size, "ε stepper")
    assert len(found["charts"]) == len(found["values"]) == mechanisms
    for number, (chart, value) in enumerate(zip(found["charts"], found["values"], strict=True)):
        assert_inside(chart, size, f"chart {number}")
        assert_inside(value, size, f"chance of the best {number}")
        assert chart[2] - chart[0] >= 140, f"chart {number} is only {chart[2] - chart[0]:.0f} px wide at {size}"
    # Side by side: one row of charts, in order, none over another.
    assert len({round(chart[1]) for chart in found["charts"]}) == 1
    assert all(a[2] <= b[0] for a, b in zip(found["charts"], found["charts"][1:], strict=False))


@pytest.mark.parametrize("size", PROJECTORS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_one_projector_screen_holds_title_epsilon_and_every_chart(server, page, size) -> None:
    found = open_at(page, server, {"scenario": "book_poll", "present": 1}, size)
    screenshot(page, f"present_explorer_{size[0]}x{size[1]}", full_page=False)
    assert_first_screen(found, size, mechanisms=3)
    assert_inside(found["legend"], size, "legend")
    assert found["rows"] == [len(dpcore.SCENARIOS["book_poll"].labels)] * 3  # seven books: every one drawn
    assert found["more"] == []
    # The story, the cards' details and the curator view are under the charts.
    bottom = max(chart[3] for chart in found["charts"])
    for text in ("In 10,000 reruns", "Expected shortfall", "About this scenario", "Curator view"):
        assert page.get_by_text(text).first.bounding_box()["y"] > bottom, text
    expect(page.get_by_test_id("stSidebar")).to_have_attribute("data-collapsed", "true")
    # What the page reorders on screen does not run into what follows it (the downloads).
    caption, download = page.get_by_test_id("pcCaption"), page.get_by_test_id("stDownloadButton").first
    assert caption.bounding_box()["y"] + caption.bounding_box()["height"] <= download.bounding_box()["y"]


@pytest.mark.parametrize("size", PROJECTORS[:2], ids=lambda s: f"{s[0]}x{s[1]}")
def test_long_lists_and_five_mechanisms_still_fit(server, page, size) -> None:
    """77 prices show the best-scoring rows and "+ 65 more"; five mechanisms get five narrower charts."""
    found = open_at(page, server, {"scenario": "pricing_auction_200", "present": 1}, size)
    screenshot(page, f"present_explorer_200_bids_{size[0]}x{size[1]}", full_page=False)
    assert_first_screen(found, size, mechanisms=3)
    count = len(dpcore.SCENARIOS["pricing_auction_200"].labels)
    assert found["rows"] == [MAX_SHOWN_PRESENT] * 3
    assert found["more"] == [f"+ {count - MAX_SHOWN_PRESENT} more with lower scores"] * 3

    query = {"scenario": "adult_marital_status", "present": 1, "mechanisms": ALL_MECHANISMS}
    found = open_at(page, server, query, size)
    screenshot(page, f"present_explorer_five_mechanisms_{size[0]}x{size[1]}", full_page=False)
    assert_first_screen(found, size, mechanisms=len(dpcore.MECHANISMS))
    headings = page.get_by_test_id("pcCard").evaluate_all(
        "cards => cards.map(c => { const t = c.firstElementChild; return t.scrollWidth <= t.clientWidth + 1; })"
    )
    assert all(headings), "each card's name fits on its line"


def test_stepper_moves_epsilon_one_stop_and_the_charts_stay_on_screen(server, page) -> None:
    size = PROJECTORS[0]
    open_at(page, server, {"scenario": "book_poll", "present": 1, "epsilon": 1}, size)
    exact = page.get_by_role("spinbutton", name="Exact ε")
    values = page.get_by_test_id("pcCardValue")
    stop = EPSILON_GRID.index(1.0)
    before = values.all_inner_texts()
    page.get_by_role("button", name="ε ▶").click()
    expect(exact).to_have_value(f"{EPSILON_GRID[stop + 1]:g}")
    expect(values.first).not_to_have_text(before[0])
    wait_for_app(page)
    page.get_by_role("button", name="◀ ε").click()
    expect(exact).to_have_value(f"{EPSILON_GRID[stop]:g}")
    wait_for_app(page)
    page.get_by_role("button", name="◀ ε").click()
    expect(exact).to_have_value(f"{EPSILON_GRID[stop - 1]:g}")
    expect(page).to_have_url(re.compile(rf"[?&]epsilon={EPSILON_GRID[stop - 1]:g}(&|$)"))
    wait_for_app(page)
    wait_for_layout(page)
    found = page.evaluate(_MEASURE)
    screenshot(page, "present_explorer_after_stepping", full_page=False)
    assert_first_screen(found, size, mechanisms=3)
    # The slider's own keys move it too (Tab to its thumb, then ← / →).
    slider = page.get_by_test_id("stMain").get_by_role("slider")
    press_until(page, lambda: slider.press("ArrowRight"), lambda ms: expect(exact).to_have_value("1", timeout=ms))
    wait_for_app(page)


def test_arrow_keys_move_epsilon_one_stop(server, page) -> None:
    """← / → (the stepper buttons' shortcuts) move ε one stop from anywhere on the page; with the slider's thumb
    focused the slider takes the key itself and the shortcut stays silent, so ε moves once, not twice.

    "Once" without waiting for a second move that might come: every press is followed by another one whose result
    is known, and whatever a press sent reaches the server before the next press's, so a press that moved ε twice
    shows in the value the next one leaves. The last, from the page's body, checks the focused press."""
    size = PROJECTORS[0]
    open_at(page, server, {"scenario": "book_poll", "present": 1, "epsilon": 1}, size)
    exact = page.get_by_role("spinbutton", name="Exact ε")
    slider = page.get_by_test_id("stMain").get_by_role("slider", name="Privacy budget ε (log scale)")
    stop = EPSILON_GRID.index(1.0)

    def on_the_body() -> None:
        page.mouse.click(size[0] - 5, size[1] - 5)  # focus on the page's body, in no control
        page.evaluate("() => document.activeElement && document.activeElement.blur()")

    def moved_to(index: int, ms: float | None = None) -> None:
        expect(exact).to_have_value(f"{EPSILON_GRID[index]:g}", timeout=ms)
        expect(slider).to_have_attribute("aria-valuetext", f"{EPSILON_GRID[index]:g}")
        expect(page).to_have_url(re.compile(rf"[?&]epsilon={EPSILON_GRID[index]:g}(&|$)"))

    on_the_body()
    for key, expected in (("ArrowRight", stop + 1), ("ArrowRight", stop + 2), ("ArrowLeft", stop + 1)):
        press_until(page, lambda key=key: page.keyboard.press(key), lambda ms, i=expected: moved_to(i, ms))
        wait_for_app(page)
    press_until(page, lambda: slider.press("ArrowRight"), lambda ms: moved_to(stop + 2, ms))  # focused
    wait_for_app(page)
    on_the_body()
    press_until(page, lambda: page.keyboard.press("ArrowLeft"), lambda ms: moved_to(stop + 1, ms))
    wait_for_app(page)
    moved_to(stop + 1)


def test_phone_stacks_each_card_over_its_chart(server, page) -> None:
    size = PHONE
    found = open_at(page, server, {"scenario": "book_poll"}, size)
    slider = found["epsilon"]
    assert slider[2] - slider[0] >= 0.8 * size[0], f"the ε slider is {slider[2] - slider[0]:.0f} px wide"
    cards = page.get_by_test_id("pcCard").evaluate_all("cs => cs.map(c => c.getBoundingClientRect().toJSON())")
    charts = found["charts"]
    assert len(cards) == len(charts) == 3
    # One per row, full width, in the order card, chart, card, chart, ...
    tops = []
    for card, chart in zip(cards, charts, strict=True):
        assert card["width"] >= 0.8 * size[0] and chart[2] - chart[0] >= 0.8 * size[0]
        tops += [card["top"], card["bottom"], chart[1], chart[3]]
    assert tops == sorted(tops), "cards and charts overlap or are out of order"
    # Chart titles are the card headings now, each on its own row: nothing overlaps.
    height = page.evaluate("document.querySelector('[data-testid=\"stMain\"]').scrollHeight")
    page.set_viewport_size({"width": size[0], "height": int(height)})
    wait_for_layout(page)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "phone_explorer.png"))
    page.set_viewport_size({"width": size[0], "height": size[1]})
    wait_for_layout(page)
    screenshot(page, "phone_explorer_first_screen", full_page=False)


@pytest.mark.parametrize("size", PROJECTORS[:2], ids=lambda s: f"{s[0]}x{s[1]}")
def test_your_data_on_a_projector_shows_epsilon_and_charts_first(server, page, size) -> None:
    """The same view on an uploaded file: the ε control and the charts come before the file's preview."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(server.url("/Your_data", {"present": 1}))
    page.get_by_test_id("stFileUploader").locator("input[type=file]").set_input_files(
        str(ROOT / "dpcore" / "data" / "book_poll.csv")
    )
    expect(page.get_by_test_id("pcCardValue")).to_have_count(3)
    wait_for_app(page)
    wait_for_layout(page)
    found = page.evaluate(_MEASURE)
    screenshot(page, f"present_your_data_{size[0]}x{size[1]}", full_page=False)
    assert_first_screen(found, size, mechanisms=3)
    bottom = max(chart[3] for chart in found["charts"])
    assert page.get_by_test_id("stFileUploader").bounding_box()["y"] > bottom


@pytest.mark.parametrize("size", PROJECTORS[:2], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("path", OTHER_PAGES)
def test_other_pages_show_epsilon_and_their_headline_chart_first(server, page, path, size) -> None:
    """The other pages: the ε control and the headline chart fill the first screen."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(server.url(path, {"scenario": "book_poll", "present": 1}))
    # (the first chart on the page: a Vega-Lite one, or a server-drawn selection chart such as SmallDB's tables)
    chart = page.get_by_test_id("stVegaLiteChart").or_(page.get_by_test_id("pcCharts")).first
    expect(chart.locator("canvas, svg").first).to_be_visible()
    # What is measured is on screen: the ε slider too (a run under way may not have drawn it yet).
    expect(page.get_by_test_id("stMain").get_by_role("slider", name=re.compile("Privacy budget"))).to_be_visible()
    wait_for_app(page)
    wait_for_layout(page)
    found = page.evaluate(_MEASURE)
    screenshot(page, f"present{path.lower().replace('/', '_')}_{size[0]}x{size[1]}", full_page=False)
    assert found["titleLines"] < 1.5 and not found["titleClipped"]
    assert_inside(found["epsilon"], size, "ε slider")
    assert len(found["steppers"]) == 2
    box = chart.bounding_box()
    assert_inside([box["x"], box["y"], box["x"] + box["width"], box["y"] + box["height"]], size, "headline chart")
