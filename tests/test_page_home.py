"""AppTest of the home page: it renders, lists every scenario, and links into the Explorer with it selected."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import parse_qs

import dpcore

PAGE = "app.py"
ROOT = Path(__file__).resolve().parent.parent


def test_home_renders_every_scenario_with_a_link(open_page):
    at = open_page(PAGE)
    assert not at.exception
    assert at.title[0].value == "Private Choices"
    text = " ".join(m.value for m in at.markdown) + " ".join(s.value for s in at.subheader)
    links = [link for link in at.get("page_link") if link.proto.label == "Open in the Explorer →"]
    assert len(links) == len(dpcore.SCENARIOS)
    linked = {}
    for link in links:
        assert link.proto.page == "Explorer"
        query = parse_qs(link.proto.query_string)
        # Δ and the monotone flag are left to the scenario's own defaults.
        assert "sensitivity" not in query and "monotone" not in query
        linked[query["scenario"][0]] = link.proto.label
    assert list(linked) == list(dpcore.SCENARIOS), "one card per scenario, in order, each opening its own"
    for scenario in dpcore.SCENARIOS.values():
        assert scenario.title in text and scenario.tagline in text


def test_home_links_carry_the_shared_settings(open_page):
    at = open_page(PAGE, epsilon="0.5", seed="99", present="1")
    assert not at.exception
    cards = [link for link in at.get("page_link") if link.proto.label == "Open in the Explorer →"]
    query = parse_qs(cards[0].proto.query_string)  # every card link carries them
    assert query["epsilon"] == ["0.5"] and query["seed"] == ["99"] and query["present"] == ["1"]
    assert at.query_params["epsilon"] == "0.5"  # re-emitted, so the address bar keeps the settings


def test_home_odd_link_warns(open_page):
    at = open_page(PAGE, epsilon="nan", scenario="<script>")
    assert not at.exception
    assert len(at.warning) == 2
    assert at.query_params["scenario"] == "meeting_date"


def test_crafted_link_cannot_inject_markdown(open_page):
    at = open_page(PAGE, scenario="![x](http://example.com/p.png)")
    assert not at.exception
    assert "![x](http" not in at.warning[0].value


def test_sidebar_menu_names_every_page_in_order(open_page):
    from ui.shell.state import PAGES

    at = open_page(PAGE)
    menu = [link.proto.label for link in at.sidebar.get("page_link")]
    assert menu == ["Home", *(page.label for page in PAGES)]
    assert menu[:3] == ["Home", "Explorer", "Your data"]


def test_menu_declares_every_page_file_in_streamlit_order():
    """The declared menu and the pages/ folder agree: every file once, in the order of the numeric prefixes, each
    labelled as Streamlit would label it (underscores as spaces), so deep links such as /Explorer match the menu."""
    from ui.shell.state import PAGES

    files = sorted((ROOT / "pages").glob("*.py"), key=lambda path: int(path.name.split("_", 1)[0]))
    assert [page.file for page in PAGES] == [f"pages/{path.name}" for path in files]
    assert [page.label for page in PAGES] == [path.stem.split("_", 1)[1].replace("_", " ") for path in files]


def test_home_names_every_page_with_what_it_is_for(open_page):
    from ui.shell.state import PAGES

    at = open_page(PAGE)
    main_links = {link.proto.label for link in at.main.get("page_link")}
    text = " ".join(m.value for m in at.markdown)
    for page in PAGES:
        assert page.label in main_links
        assert len(page.summary) > 20 and page.summary[1:] in text
        # The page's own docstring says the same in its first line (what a reader of the file sees first).
        first_line = (ROOT / page.file).read_text(encoding="utf-8").split("\n", 1)[0]
        assert page.summary in first_line, (page.file, first_line)
