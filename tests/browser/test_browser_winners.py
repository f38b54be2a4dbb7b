"""Three winners on the Explorer in a real browser: the outlines drawn in the SVG are dpcore's inclusion probabilities.

Read back as a viewer sees the page: each chart row's ``data-exact`` (the drawn outline's value at full precision),
the hover boxes' "Simulated: N of R runs" lines and the cards' text, compared with dpcore. The same page is
photographed at laptop (1440×900) and projector (1280×720, ``?present=1``) size into bench/screenshots/.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import dpcore
from ui.shell import text

from .conftest import eventually, playwright_expect, read_panels, wait_for_app, wait_for_layout

pytestmark = pytest.mark.browser
expect = playwright_expect()

SHOTS = Path(__file__).resolve().parents[2] / "bench" / "screenshots"
SCENARIO = "meeting_date"  # the Explorer's default: 12 dates, three mechanisms
K = 3
SEED = 7
TRIALS = 10_000
QUERY = {"scenario": SCENARIO, "winners": K, "trials": TRIALS, "seed": SEED}


def expected(mechanism: str) -> tuple[np.ndarray, np.ndarray, float]:
    """dpcore's inclusion probabilities, seeded runs and P(the 3 best are all chosen) at ε = 1."""
    scenario = dpcore.SCENARIOS[SCENARIO]
    options = {"k": K, "epsilon": 1.0, "sensitivity": 1.0, "mechanism": mechanism, "monotonic": True}
    inclusion = dpcore.inclusion_probabilities(scenario.scores, **options)
    counts = dpcore.simulate_top_k(scenario.scores, trials=TRIALS, rng=dpcore.mechanism_rng(SEED, mechanism), **options)
    return inclusion, counts, dpcore.best_set_probability(scenario.scores, **options)


def open_at(page, server, size: tuple[int, int], **extra: object) -> None:  # noqa: ANN001
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(server.url("/Explorer", {**QUERY, **extra}))
    expect(page.get_by_test_id("pcCardValue")).to_have_count(3)
    wait_for_app(page)


def test_three_winners_draw_dpcores_inclusion_probabilities(server, page) -> None:
    open_at(page, server, (1440, 900))
    scenario = dpcore.SCENARIOS[SCENARIO]

    def check() -> None:
        panels = read_panels(page)
        assert len(panels) == len(dpcore.MAIN_MECHANISMS)
        for panel, mechanism in zip(panels, dpcore.MAIN_MECHANISMS, strict=True):
            inclusion, counts, best = expected(mechanism)
            drawn = np.array([panel.exact[label] for label in scenario.labels])
            np.testing.assert_allclose(drawn, inclusion, rtol=1e-12, atol=1e-15)
            assert drawn.sum() == pytest.approx(K, abs=1e-11)
            assert [panel.counts[label] for label in scenario.labels] == counts.tolist()
            assert panel.trials == TRIALS
            assert panel.metric == text.chance(best)

    eventually(check)
    body = page.get_by_test_id("pcLive").inner_text()
    assert "P(the 3 best are all chosen)" in body
    assert "the whole release costs 3ε = 3 (pure DP)" in body
    assert "largest |z|" in body
    assert page.get_by_role("spinbutton", name="Winners (k)").input_value() == "3"
    # The photograph shows the privacy statement, the cards and the charts (the scenario's story is above them).
    page.locator(".pc-live .pc-odds").evaluate(
        "element => { element.scrollIntoView({block: 'start'});"
        " document.querySelector('[data-testid=\"stMain\"]').scrollBy(0, -70); }"
    )
    wait_for_layout(page)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "topk_explorer_1440x900.png"), animations="disabled", caret="hide")


def test_three_winners_on_a_projector(server, page) -> None:
    open_at(page, server, (1280, 720), present=1)
    eventually(
        lambda: [
            np.testing.assert_allclose(
                np.array(list(panel.exact.values())),
                expected(mechanism)[0][[list(dpcore.SCENARIOS[SCENARIO].labels).index(n) for n in panel.exact]],
                rtol=1e-12,
                atol=1e-15,
            )
            for panel, mechanism in zip(read_panels(page), dpcore.MAIN_MECHANISMS, strict=True)
        ]
    )
    # The title says what the release costs; the charts and their cards are on the first screen, with the ε control.
    expect(page.locator("h1")).to_have_text("Pick a meeting date: 3 winners, 3ε in all")
    last = page.get_by_test_id("pcChart").last.bounding_box()
    assert last is not None and last["y"] + last["height"] <= 720 + 1
    wait_for_layout(page)
    page.screenshot(path=str(SHOTS / "topk_explorer_1280x720.png"), animations="disabled", caret="hide")
