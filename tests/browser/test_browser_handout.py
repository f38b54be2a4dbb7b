"""The release handout printed by chromium to PDF: one page on A4 and on Letter, and no request made.

It uses the browser tests' shared chromium (tests/browser/conftest.py): a second Playwright started inside the same
run fails ("Sync API inside the asyncio loop").
"""

from __future__ import annotations

from pathlib import Path

from tests.test_release import _pdf_pages, worst_case_handout


def test_handout_prints_on_one_a4_and_one_letter_page(browser, tmp_path: Path) -> None:  # noqa: ANN001
    requests: list[str] = []
    page = browser.new_page()
    try:
        page.on("request", lambda request: requests.append(request.url))
        page.set_content(worst_case_handout(), wait_until="load")
        pages = {paper: _pdf_pages(page.pdf(format=paper), tmp_path) for paper in ("A4", "Letter")}
    finally:
        page.close()
    assert pages == {"A4": 1, "Letter": 1}
    assert [url for url in requests if not url.startswith(("data:", "about:"))] == []
