"""The Explorer in a real browser: deep links reproduce dpcore's numbers, ε moves them, exports, projector mode."""

from __future__ import annotations

import math
import re
from urllib.parse import parse_qs, urlsplit

import numpy as np
import pandas as pd
import pytest

import dpcore

from .conftest import (
    Panel,
    eventually,
    playwright_expect,
    press_until,
    read_panels,
    readme_screenshot,
    screenshot,
    texts,
    wait_for_app,
)

pytestmark = pytest.mark.browser
expect = playwright_expect()

SCENARIO = "book_poll"
EPSILON = 0.693  # about ln 2: the exponential mechanism halves a book's chance per missing vote
SEED = 7
TRIALS = 1_000
DEEP_LINK = {"scenario": SCENARIO, "epsilon": EPSILON, "monotone": 1, "trials": TRIALS, "seed": SEED}
EPSILON_SLIDER = "Privacy budget ε (log scale)"
LABEL_TO_MECHANISM = {label: name for name, label in dpcore.MECHANISM_LABELS.items()}


def expected_panels(*, epsilon: float, trials: int = TRIALS, seed: int = SEED) -> dict[str, dict]:
    """What dpcore says the book-poll panels must show (scenario Δ = 1, monotone), per mechanism label."""
    scenario = dpcore.SCENARIOS[SCENARIO]
    expected = {}
    for mechanism in dpcore.MAIN_MECHANISMS:
        options = {"epsilon": epsilon, "sensitivity": 1.0, "mechanism": mechanism, "monotonic": True}
        probabilities = dpcore.selection_probabilities(scenario.scores, **options)
        counts = dpcore.simulate(scenario.scores, trials=trials, rng=dpcore.mechanism_rng(seed, mechanism), **options)
        expected[dpcore.MECHANISM_LABELS[mechanism]] = {
            "exact": dict(zip(scenario.labels, probabilities, strict=True)),
            "counts": dict(zip(scenario.labels, (int(c) for c in counts), strict=True)),
            "metric": f"{dpcore.probability_of_best(probabilities, scenario.scores):.1%}",
        }
    return expected


def assert_panels_match(panels: list[Panel], expected: dict[str, dict], trials: int = TRIALS) -> None:
    assert [p.heading for p in panels] == list(expected), "one panel per default mechanism, in order"
    for panel in panels:
        want = expected[panel.heading]
        assert panel.metric == want["metric"], panel.heading
        assert set(panel.exact) == set(want["exact"]), panel.heading
        for candidate, probability in want["exact"].items():
            # The chart carries 12 significant digits of dpcore's float.
            shown = panel.exact[candidate]
            assert shown == pytest.approx(probability, rel=1e-10, abs=1e-15), (panel.heading, candidate)
        assert panel.counts == want["counts"], panel.heading
        assert panel.trials == trials


def open_explorer(page, server, query) -> None:  # noqa: ANN001
    page.goto(server.url("/Explorer", query))
    expect(page.get_by_test_id("pcCardValue")).to_have_count(3)
    wait_for_app(page)


def metric_values(page) -> list[str]:  # noqa: ANN001
    return page.get_by_test_id("pcCardValue").all_inner_texts()


def step_epsilon(page, key: str, shown: str) -> None:  # noqa: ANN001
    """Press ``key`` on the ε slider and wait until the page says ε = ``shown`` and its run is over (a press that
    changed nothing is sent again, see ``press_until``)."""
    slider = page.get_by_role("slider", name=EPSILON_SLIDER)
    sentence = page.get_by_test_id("stMain")
    press_until(
        page, lambda: slider.press(key), lambda ms: expect(sentence).to_contain_text(f"With ε = {shown},", timeout=ms)
    )
    expect(slider).to_have_attribute("aria-valuetext", shown)
    # The page redraws ε at once from the laws it holds; the server has it once the link shows it (ui.charts.live).
    expect(page).to_have_url(re.compile(rf"[?&]epsilon={re.escape(shown)}(&|$)"))
    wait_for_app(page)


#: True once the app is idle and the ε slider and the exact box show the same ε (no change still on its way).
_EPSILON_SETTLED = """() => {
    const app = document.querySelector('[data-testid="stApp"]');
    const slider = document.querySelector('input[type="range"][aria-label="Privacy budget ε (log scale)"]');
    const exact = document.querySelector('input[aria-label="Exact ε"]');
    return Boolean(app && slider && exact) && app.getAttribute('data-test-script-state') === 'notRunning'
        && slider.getAttribute('aria-valuetext') === exact.value;
}"""


def test_deep_link_on_fresh_servers_shows_dpcore_numbers_and_same_counts(fresh_server, pages) -> None:
    first = fresh_server()
    page = pages().page
    open_explorer(page, first, DEEP_LINK)

    # The link's settings are on screen and written back in full (Δ and mechanisms filled from the scenario).
    url = parse_qs(urlsplit(page.url).query)
    assert url["scenario"] == [SCENARIO] and url["epsilon"] == ["0.693"] and url["seed"] == ["7"]
    assert url["trials"] == ["1000"] and url["monotone"] == ["1"] and url["sensitivity"] == ["1"]
    assert url["mechanisms"] == [",".join(dpcore.MAIN_MECHANISMS)]
    expect(page.get_by_label("Exact ε", exact=True)).to_have_value("0.693")
    expect(page.get_by_test_id("stMain")).to_contain_text(f"eε = {math.exp(EPSILON):.2f}×")  # e with a superscript ε
    expect(page.get_by_test_id("stMain")).to_contain_text("In 1,000 reruns")

    expected = expected_panels(epsilon=EPSILON)
    eventually(lambda: assert_panels_match(read_panels(page), expected))
    panels = read_panels(page)
    # The README's image (docs/screenshot.png) is refreshed from this view when PC_UPDATE_SCREENSHOT=1.
    screenshot(page, "explorer_deep_link_book_poll", also=readme_screenshot())

    # The same link on a second, brand-new server in a fresh browser context: the very same figures.
    second = fresh_server()
    again = pages().page
    open_explorer(again, second, DEEP_LINK)
    eventually(lambda: assert_panels_match(read_panels(again), expected))
    assert read_panels(again) == panels


def test_moving_the_epsilon_slider_updates_metrics_chart_and_link(server, page) -> None:
    open_explorer(page, server, {"scenario": SCENARIO, "trials": TRIALS, "seed": SEED})
    screenshot(page, "explorer_book_poll_default")
    before = metric_values(page)
    eventually(lambda: assert_panels_match(read_panels(page), expected_panels(epsilon=1.0)))

    slider = page.get_by_role("slider", name=EPSILON_SLIDER)
    expect(slider).to_have_attribute("aria-valuetext", "1")
    step_epsilon(page, "ArrowRight", "1.1")  # the next log-spaced stop: 10^(1/20) ≈ 1.12, shown as 1.1
    expect(page.get_by_test_id("pcCardValue").first).not_to_have_text(before[0])
    expect(page.get_by_label("Exact ε", exact=True)).to_have_value("1.1")
    assert metric_values(page) != before
    eventually(lambda: assert_panels_match(read_panels(page), expected_panels(epsilon=1.1)))
    expect(page).to_have_url(re.compile(r"[?&]epsilon=1\.1(&|$)"))

    step_epsilon(page, "ArrowLeft", "1")
    step_epsilon(page, "ArrowLeft", "0.89")  # two stops down: 10^(-1/20) ≈ 0.89
    eventually(lambda: assert_panels_match(read_panels(page), expected_panels(epsilon=0.89)))

    # A burst of presses interrupts reruns (and Streamlit may drop a press that lands mid-rerun): wherever the slider
    # stops, the exact box, the sentence, the link and the charts must all show that same ε. It has stopped when
    # the app is idle and the slider and the exact box agree (a press not yet sent shows on the slider only).
    for _ in range(6):
        slider.press("ArrowLeft")
    page.wait_for_function(_EPSILON_SETTLED)
    shown = slider.get_attribute("aria-valuetext")
    assert float(shown) < 0.89, shown
    expect(page.get_by_label("Exact ε", exact=True)).to_have_value(shown)
    expect(page.get_by_test_id("stMain")).to_contain_text(f"With ε = {shown},")
    expect(page).to_have_url(re.compile(rf"[?&]epsilon={re.escape(shown)}(&|$)"))
    eventually(lambda: assert_panels_match(read_panels(page), expected_panels(epsilon=float(shown))))


def test_back_steps_epsilon_back_with_link_slider_and_charts_agreeing(server, page) -> None:
    """Each ε step is a history entry (Streamlit pushes one when the link changes): Back returns to the previous ε,
    and the link, the slider, the exact box and the charts all show it."""
    open_explorer(page, server, {"scenario": SCENARIO, "trials": TRIALS, "seed": SEED})
    slider = page.get_by_role("slider", name=EPSILON_SLIDER)
    expect(slider).to_have_attribute("aria-valuetext", "1")
    for shown in ("0.89", "0.79"):
        step_epsilon(page, "ArrowLeft", shown)
        expect(page).to_have_url(re.compile(rf"[?&]epsilon={re.escape(shown)}(&|$)"))
    page.go_back()
    expect(page).to_have_url(re.compile(r"[?&]epsilon=0\.89(&|$)"))
    expect(slider).to_have_attribute("aria-valuetext", "0.89")
    expect(page.get_by_label("Exact ε", exact=True)).to_have_value("0.89")
    expect(page.get_by_test_id("stMain")).to_contain_text("With ε = 0.89,")
    wait_for_app(page)
    eventually(lambda: assert_panels_match(read_panels(page), expected_panels(epsilon=0.89)))


def test_downloads_carry_parameters_probabilities_and_counts(server, page) -> None:
    open_explorer(page, server, DEEP_LINK)
    button = page.get_by_test_id("stDownloadButton").filter(has_text="Download results (CSV)")
    with page.expect_download() as download:
        button.click()
    assert download.value.suggested_filename == "private-choices_seed7.csv"
    table = pd.read_csv(download.value.path())

    assert table["seed"].unique().tolist() == [SEED]
    assert table["epsilon"].unique().tolist() == [EPSILON]
    assert table["sensitivity"].unique().tolist() == [1.0]
    assert table["monotone"].unique().tolist() == [True]
    assert table["trials_requested"].unique().tolist() == [TRIALS]
    assert table["trials_simulated"].unique().tolist() == [TRIALS]
    assert table["mechanism"].unique().tolist() == list(dpcore.MAIN_MECHANISMS)
    expected = expected_panels(epsilon=EPSILON)
    for mechanism, rows in table.groupby("mechanism", sort=False):
        want = expected[dpcore.MECHANISM_LABELS[mechanism]]
        exact = dict(zip(rows["candidate"], rows["exact_probability"], strict=True))
        counts = dict(zip(rows["candidate"], rows["simulated_count"], strict=True))
        for candidate, probability in want["exact"].items():
            assert exact[candidate] == pytest.approx(probability, rel=1e-12, abs=1e-300)
        assert counts == want["counts"]
        assert np.all(rows["wilson95_lower"] <= rows["simulated_share"])
        assert np.all(rows["simulated_share"] <= rows["wilson95_upper"])

    # The chart images are made on click, in the browser, from the drawing on screen (ui.charts.live): a real PNG and
    # a real SVG with the parameters in the title.
    with page.expect_download() as png:
        page.get_by_test_id("pcDownload").filter(has_text="Download charts (PNG)").click()
    assert png.value.suggested_filename.endswith(".png")
    assert open(png.value.path(), "rb").read(8) == b"\x89PNG\r\n\x1a\n"
    with page.expect_download() as svg:
        page.get_by_test_id("pcDownload").filter(has_text="Download charts (SVG)").click()
    drawing = open(svg.value.path(), encoding="utf-8").read()
    assert drawing.lstrip().startswith("<svg") and "ε = 0.693" in drawing and "seed 7" in drawing
    assert drawing.count('data-testid="pcChart"') == len(dpcore.MAIN_MECHANISMS)

    # The buttons sit outside the live part of the page: after ε moves, they still save what is on screen.
    step_epsilon(page, "ArrowRight", "0.79")  # from the stop nearest 0.693 (0.71) to the next one
    with page.expect_download() as again:
        button.click()
    moved = pd.read_csv(again.value.path())
    assert moved["epsilon"].unique().tolist() == [0.79]
    want = expected_panels(epsilon=0.79)[dpcore.MECHANISM_LABELS["exponential"]]["exact"]
    first = moved[moved["mechanism"] == "exponential"]
    np.testing.assert_allclose(first["exact_probability"], [want[c] for c in first["candidate"]], rtol=1e-12)


def test_present_mode_uses_larger_text_and_chart_fonts(server, pages) -> None:
    normal = pages().page
    open_explorer(normal, server, DEEP_LINK)
    present = pages().page
    open_explorer(present, server, {**DEEP_LINK, "present": 1})
    screenshot(present, "explorer_present")
    screenshot(present, "explorer_present_first_screen", full_page=False)

    def sizes(page) -> dict[str, float]:  # noqa: ANN001
        return page.evaluate(
            """() => {
                const px = el => el ? parseFloat(getComputedStyle(el).fontSize) : NaN;
                const chartTexts = Array.from(document.querySelectorAll('[data-testid="pcChart"] text'));
                return {
                    body: px(document.querySelector('[data-testid="stMarkdownContainer"] p')),
                    metric: px(document.querySelector('[data-testid="pcCardValue"]')),
                    chart: Math.max(...chartTexts.map(
                        t => parseFloat(t.getAttribute('font-size') || getComputedStyle(t).fontSize))),
                };
            }"""
        )

    small, large = sizes(normal), sizes(present)
    assert large["body"] >= 1.2 * small["body"], (small, large)
    assert large["metric"] > small["metric"], (small, large)
    assert large["chart"] > small["chart"], (small, large)
    # Less chrome: the sidebar starts collapsed.
    expect(present.get_by_test_id("stSidebar")).to_have_attribute("data-collapsed", "true")
    assert texts(present, "pcCardValue") == texts(normal, "pcCardValue")


def test_default_explorer_renders_without_parameters(server, page) -> None:
    page.goto(server.url("/Explorer"))
    expect(page.get_by_test_id("pcCardValue")).to_have_count(3)
    wait_for_app(page)
    screenshot(page, "explorer_default")
    screenshot(page, "explorer_default_first_screen", full_page=False)
    assert all(panel.exact and panel.counts for panel in read_panels(page))
    assert parse_qs(urlsplit(page.url).query)["scenario"] == [next(iter(dpcore.SCENARIOS))]


def test_hovering_a_row_shows_its_numbers_at_once(server, page) -> None:
    """The chart's tooltip is CSS only: the row's box opens while the pointer is over that row, and closes after."""
    from ui.shell import text

    open_explorer(page, server, DEEP_LINK)
    chart = page.get_by_test_id("pcChart").first
    name = dpcore.SCENARIOS[SCENARIO].labels[1]
    box = chart.locator("xpath=..").get_by_test_id("pcTip").nth(1)

    def shown() -> str:
        return box.evaluate("el => getComputedStyle(el, '::after').content")

    def wait_until(is_open: bool) -> None:
        """Wait until the box's hover text is (or is no longer) drawn: CSS, so no run of the app to wait for."""
        page.wait_for_function(
            "([el, open]) => (getComputedStyle(el, '::after').content !== 'none') === open",
            arg=[box.element_handle(), is_open],
        )

    assert shown() == "none"
    box.evaluate("el => el.scrollIntoView({block: 'center'})")  # so that the screenshot shows the open box
    box.hover()
    wait_until(True)
    screenshot(page, "explorer_hover", full_page=False)
    want = expected_panels(epsilon=EPSILON)[dpcore.MECHANISM_LABELS["exponential"]]
    probability = want["exact"][name]
    lines = box.get_attribute("data-tip").split("\n")
    assert lines[:3] == [
        name,
        f"Exact probability: {text.probability(probability, math.log(probability))}",
        f"Simulated: {want['counts'][name]:,} of {TRIALS:,} runs ({text.share(want['counts'][name] / TRIALS)})",
    ]
    assert lines[3].startswith("95% interval: ") and len(lines) == 4
    page.mouse.move(1, 1)
    wait_until(False)
    assert shown() == "none"
