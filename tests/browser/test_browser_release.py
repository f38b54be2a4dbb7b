"""The release step in a real browser: upload an export, preview, release one choice, download the handout, print it.

A person's path through issue 21 on Debian's chromium: the release step is told apart from the preview, the
confirmation states the cost, the released label and the ledger appear, the handout downloads and prints on one A4
and one Letter page (chromium's own print to PDF, pages counted), and nothing of the file but the released label
reaches the release step, the link or the server's log. Screenshots of the release step at 1280×720 and of the
handout are saved under the system's temporary folder (``private-choices-release/``) to look at.
"""

from __future__ import annotations

import csv
import io
import re
import tempfile
from pathlib import Path

import pytest

from dpcore.ingest.layout import score_layout
from dpcore.ingest.readings import understand_upload
from tests.test_release import _pdf_pages

from .conftest import PAGE_TIMEOUT_MS, ROOT, download, playwright_expect, wait_for_app, wait_for_layout

pytestmark = pytest.mark.browser
expect = playwright_expect()

EXPORT = ROOT / "tests" / "exports" / "google_forms_checkboxes.csv"
SHOTS = Path(tempfile.gettempdir()) / "private-choices-release"
SCREEN = {"width": 1280, "height": 720}
QUERY = {"epsilon": 1, "trials": 1_000, "seed": 7}


def file_cells() -> set[str]:
    """Every cell of the export below its header (and each ';'-separated part), at least three characters long."""
    rows = list(csv.reader(io.StringIO(EXPORT.read_text(encoding="utf-8-sig"))))
    cells = {cell.strip() for row in rows[1:] for cell in row}
    return {cell for cell in cells | {part.strip() for cell in cells for part in cell.split(";")} if len(cell) >= 3}


def show(page, selector: str) -> None:  # noqa: ANN001
    """Scroll ``selector`` to the top of the window, under Streamlit's header (the page scrolls inside stMain)."""
    page.locator(selector).first.evaluate(
        "el => { el.scrollIntoView({block: 'start'});"
        " document.querySelector('[data-testid=stMain]').scrollBy(0, -70); }"
    )
    wait_for_layout(page)


def test_upload_release_and_print_the_handout_on_one_page(server, pages, tmp_path) -> None:  # noqa: ANN001
    SHOTS.mkdir(parents=True, exist_ok=True)
    watched = pages()
    page = watched.page
    page.set_viewport_size(SCREEN)
    page.goto(server.url("/Your_data", QUERY))
    uploader = page.get_by_test_id("stFileUploader")
    expect(uploader).to_be_visible()
    wait_for_app(page)
    uploader.locator("input[type=file]").set_input_files(str(EXPORT))
    box = page.locator(".st-key-pc_release")
    expect(box).to_contain_text("curator's preview")
    expect(box).to_contain_text("OpenDP's vetted noisy-max sampler")
    wait_for_app(page)

    # At a glance: the release step's own background and a dark bar on its left, unlike the white preview. (Its
    # <style> comes in its own element: wait until it applies rather than reading the first frame.)
    page.wait_for_function(
        """() => { const el = document.querySelector('.st-key-pc_release');
                   const b = el && getComputedStyle(el).backgroundColor;
                   return b && b !== 'rgba(0, 0, 0, 0)' && b !== 'rgb(255, 255, 255)'; }""",
        timeout=PAGE_TIMEOUT_MS,
    )
    look = box.evaluate(
        "el => { const s = getComputedStyle(el); return [s.backgroundColor, s.borderLeftWidth, s.borderLeftColor]; }"
    )
    assert look[0] not in ("rgba(0, 0, 0, 0)", "rgb(255, 255, 255)") and float(look[1].removesuffix("px")) >= 6
    show(page, ".st-key-pc_release")
    page.screenshot(path=str(SHOTS / "1_release_step.png"))

    box.get_by_role("button", name="Release one choice…").click()
    confirmation = page.locator(".st-key-pc_release_confirm")
    expect(confirmation).to_contain_text("This spends ε = 1")
    wait_for_app(page)
    show(page, ".st-key-pc_release_confirm")
    page.screenshot(path=str(SHOTS / "2_confirmation.png"))
    assert page.get_by_test_id("pcReleasedLabel").count() == 0  # nothing released before the confirmation

    confirmation.get_by_role("button", name="Spend ε = 1 and release").click()
    label_element = page.get_by_test_id("pcReleasedLabel")
    expect(label_element).to_have_count(1)
    expect(box.get_by_test_id("stMetricValue")).to_have_text("ε = 1")
    wait_for_app(page)
    label = label_element.inner_text().strip()
    frame, guess = understand_upload(EXPORT.read_bytes(), file_name=EXPORT.name)
    candidates = set(score_layout(frame, guess.layout).labels)
    assert label in candidates
    show(page, "[data-testid=pcReleased]")
    page.screenshot(path=str(SHOTS / "3_released.png"))

    # Nothing of the file in the release step but the released label; nothing at all in the link.
    cells = file_cells()
    step_text = box.inner_text()
    assert not {cell for cell in cells if cell in step_text} - {label}
    assert not {cell for cell in cells if cell in page.url}

    # The handout, with the preview's charts, downloaded as a person would.
    box.get_by_text("Add the preview's chart to the handout").click()
    expect(box.get_by_role("checkbox", name=re.compile("Add the preview's chart"))).to_be_checked()
    wait_for_app(page)
    handed_out = download(page, box.get_by_role("button", name="Handout for a meeting (.html)").click)
    handout = Path(handed_out.path()).read_text(encoding="utf-8")
    assert label in handout and "ε = 1" in handout and "Which books did you like?" in handout
    assert not {cell for cell in cells - candidates if cell in handout}  # candidates: only in the chart, the result
    (SHOTS / "handout.html").write_text(handout, encoding="utf-8")

    sheet = watched.new().page
    sheet.set_content(handout, wait_until="load")
    sheet.set_viewport_size({"width": 820, "height": 1100})
    sheet.screenshot(path=str(SHOTS / "4_handout.png"), full_page=True)
    printed = {paper: sheet.pdf(format=paper) for paper in ("A4", "Letter")}
    (SHOTS / "handout_a4.pdf").write_bytes(printed["A4"])
    assert {paper: _pdf_pages(pdf, tmp_path) for paper, pdf in printed.items()} == {"A4": 1, "Letter": 1}

    # The server's log: no cell of the file, not even the released label.
    log = server.log()
    assert not {cell for cell in cells if cell in log}


def test_an_epsilon_moved_above_is_the_one_the_confirmation_states_and_the_script_carries(server, page) -> None:  # noqa: ANN001
    """ε changes in the preview's own fragment, which does not redraw the release step: the step shows no ε of its
    own, the confirmation reads ε when asked, and the script reads the ε the preview last drew when clicked."""
    page.set_viewport_size(SCREEN)
    page.goto(server.url("/Your_data", QUERY))
    uploader = page.get_by_test_id("stFileUploader")
    expect(uploader).to_be_visible()
    wait_for_app(page)
    uploader.locator("input[type=file]").set_input_files(str(EXPORT))
    box = page.locator(".st-key-pc_release")
    expect(box).to_contain_text("Release one choice")
    wait_for_app(page)
    exact = page.get_by_role("spinbutton", name="Exact ε")
    exact.fill("0.5")
    exact.press("Enter")
    expect(page).to_have_url(re.compile(r"epsilon=0\.5"))  # the preview's fragment took it
    wait_for_app(page)
    saved = download(page, box.get_by_role("button", name="Script to redo it (.py)").click)
    script = Path(saved.path()).read_text(encoding="utf-8")
    assert re.search(r"^#\s+epsilon \(whole release\)\s+0\.5$", script, re.MULTILINE), script[:1500]
    box.get_by_role("button", name="Release one choice…").click()
    confirmation = page.locator(".st-key-pc_release_confirm")
    expect(confirmation).to_contain_text("This spends ε = 0.5")
    confirmation.get_by_role("button", name="Spend ε = 0.5 and release").click()
    expect(box.get_by_test_id("stMetricValue")).to_have_text("ε = 0.5")
    expect(page.get_by_test_id("pcReleased")).to_contain_text("ε = 0.5 (pure)")


def test_a_confirmation_open_while_epsilon_moves_releases_nothing_and_asks_again(server, page) -> None:  # noqa: ANN001
    """The confirmation is open at ε = 1 when ε moves above (the explorer's fragment, which does not redraw the release
    step: its button still says "Spend ε = 1"). That click spends nothing: the step says ε changed and asks again at
    the new ε; only the new confirmation releases, at the new ε."""
    page.set_viewport_size(SCREEN)
    page.goto(server.url("/Your_data", QUERY))
    uploader = page.get_by_test_id("stFileUploader")
    expect(uploader).to_be_visible()
    wait_for_app(page)
    uploader.locator("input[type=file]").set_input_files(str(EXPORT))
    box = page.locator(".st-key-pc_release")
    expect(box).to_contain_text("Release one choice")
    wait_for_app(page)
    box.get_by_role("button", name="Release one choice…").click()
    confirmation = page.locator(".st-key-pc_release_confirm")
    expect(confirmation).to_contain_text("This spends ε = 1")
    wait_for_app(page)
    exact = page.get_by_role("spinbutton", name="Exact ε")
    exact.fill("0.5")
    exact.press("Enter")
    expect(page).to_have_url(re.compile(r"epsilon=0\.5"))  # the preview's fragment took it
    wait_for_app(page)
    confirmation.get_by_role("button", name="Spend ε = 1 and release").click()
    expect(box.get_by_test_id("stAlertContentWarning").filter(has_text="Nothing was released")).to_contain_text(
        "ε 1 → 0.5"
    )
    expect(confirmation).to_contain_text("This spends ε = 0.5")
    wait_for_app(page)
    expect(box.get_by_test_id("stMetricValue")).to_have_text("ε = 0")
    expect(page.get_by_test_id("pcReleasedLabel")).to_have_count(0)
    confirmation.get_by_role("button", name="Spend ε = 0.5 and release").click()
    expect(box.get_by_test_id("stMetricValue")).to_have_text("ε = 0.5")
    expect(page.get_by_test_id("pcReleased")).to_contain_text("ε = 0.5 (pure)")
