"""Home and navigation in a real browser: scenario cards lead into the Explorer; every page renders cleanly.

The ``pages`` fixture fails a test whose browser logged a console error, requested anything off 127.0.0.1 or
shows an ``stException`` box; the walk below also asserts it page by page, so a failure names the page.
"""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

import pytest

import dpcore

from .conftest import exception_texts, playwright_expect, press_until, screenshot, wait_for_app

pytestmark = pytest.mark.browser
expect = playwright_expect()


def query_of(url: str) -> dict[str, list[str]]:
    return parse_qs(urlsplit(url).query)


def tab_title(label: str) -> re.Pattern[str]:
    """The browser tab's title a page's own run sets, from its menu label ("Privacy loss audit" titles itself
    "Privacy-loss audit")."""
    return re.compile("^" + re.escape(label).replace(r"\ ", "[ -]") + " · Private Choices$")


def test_home_cards_open_the_explorer_on_their_scenario(server, page) -> None:
    page.goto(server.url("/"))
    main = page.get_by_test_id("stMain")
    expect(main.get_by_role("heading", name="Private Choices")).to_be_visible()
    for scenario in dpcore.SCENARIOS.values():
        card = main.locator(f".st-key-card_{scenario.key}")
        expect(card).to_contain_text(scenario.title)
        expect(card.get_by_role("link", name="Open in the Explorer")).to_be_visible()
    wait_for_app(page)
    screenshot(page, "home")

    title = dpcore.SCENARIOS["book_poll"].title
    main.locator(".st-key-card_book_poll").get_by_role("link", name="Open in the Explorer").click()
    expect(page).to_have_url(re.compile(r"/Explorer\?(.*&)?scenario=book_poll(&|$)"))
    expect(page.get_by_role("combobox", name="Scenario")).to_have_value(title)
    expect(page.get_by_test_id("pcCardValue")).to_have_count(3)
    expect(page.get_by_test_id("stMain")).to_contain_text("Network Effect")
    wait_for_app(page)
    assert exception_texts(page) == []


def move_first_slider_and_back(page, name: str) -> int:
    """Press ArrowRight on the page's first slider (ε on every page that has one, a lesson step's control), check
    that it moved and the page reran cleanly, then ArrowLeft back so the shared parameters stay as the link set
    them. Returns 1 if moved.

    The page's run writes the slider's value into the link (ε, or a lesson's ``value``), so a new link is the sign
    that the run the press started has begun; a press that changed nothing is sent again (``press_until``)."""
    sliders = page.get_by_test_id("stMain").get_by_role("slider")
    if sliders.count() == 0:
        return 0
    thumb = sliders.first
    before, link = thumb.input_value(), page.url
    press_until(page, lambda: thumb.press("ArrowRight"), lambda ms: expect(page).not_to_have_url(link, timeout=ms))
    expect(thumb).not_to_have_value(before)
    wait_for_app(page)
    moved = page.url
    press_until(page, lambda: thumb.press("ArrowLeft"), lambda ms: expect(page).not_to_have_url(moved, timeout=ms))
    expect(thumb).to_have_value(before)
    wait_for_app(page)
    return 1


def test_every_page_renders_without_errors_or_outside_requests(server, pages) -> None:
    opened = pages()
    page, watch = opened.page, opened.watch
    page.goto(server.url("/Explorer", {"scenario": "book_poll", "epsilon": 2, "trials": 1000, "seed": 11}))
    expect(page.get_by_test_id("pcCardValue")).to_have_count(3)
    wait_for_app(page)

    sidebar = page.get_by_test_id("stSidebar")
    links = sidebar.get_by_role("link")
    expect(links.first).to_be_visible()
    names = [text.split("\n")[-1].strip() for text in links.all_inner_texts() if text.strip()]  # icon, then label
    assert {"Home", "Explorer", "Your data"} <= set(names), names
    visited, moved = [], 0
    for index, name in enumerate(names):
        links.nth(index).click()
        # The page's own run names the tab (st.set_page_config, first thing every page does), so this title is
        # the sign that the run has begun; then its end.
        expect(page).to_have_title(tab_title(name))
        expect(page.get_by_test_id("stMain").locator("h1").first).to_be_visible()
        wait_for_app(page)
        # Shared parameters survive sidebar navigation (re-emitted into the URL by every page); a lesson's link is
        # its own step instead (each step fixes its settings, so that the link reproduces it).
        query = query_of(page.url)
        if name == "Lessons":
            assert {"lesson", "step"} <= set(query), page.url
        else:
            assert query.get("epsilon") == ["2"] and query.get("seed") == ["11"], (name, page.url)
        assert exception_texts(page) == [], name
        assert watch.problems() == [], name
        moved += move_first_slider_and_back(page, name)
        assert exception_texts(page) == [], name
        assert watch.problems() == [], name
        visited.append(urlsplit(page.url).path)
        slug = re.sub(r"\W+", "_", name.lower()).strip("_")
        screenshot(page, f"page_{slug}", full_page=False)  # first screen: what a projector shows
    assert len(set(visited)) == len(names)
    # Every page but Home and Your data (which has no slider before a file is chosen) reacted to its slider.
    assert moved >= len(names) - 2, moved

    # Your data with a shipped example file: results without any upload.
    links.nth(names.index("Your data")).click()
    expect(page).to_have_title(tab_title("Your data"))
    page.get_by_test_id("stMain").get_by_text("Use an example file", exact=True).click()
    expect(page.get_by_test_id("pcCardValue").first).to_be_visible()
    wait_for_app(page)
    assert exception_texts(page) == []
    assert watch.problems() == []
