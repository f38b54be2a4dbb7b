"""AppTest of the home page: it renders, lists every scenario, and links into the Explorer with it selected."""

from __future__ import annotations

from urllib.parse import parse_qs

import dpcore

PAGE = "app.py"


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
    at = open_page(PAGE)
    menu = [link.proto.label for link in at.sidebar.get("page_link")]
    assert menu[:3] == ["Home", "Explorer", "Your data"]


def test_home_names_every_page_with_what_it_is_for(open_page):
    from ui.state import page_files, page_summary

    at = open_page(PAGE)
    main_links = {link.proto.label for link in at.main.get("page_link")}
    text = " ".join(m.value for m in at.markdown)
    for link, label in page_files():
        assert label in main_links
        summary = page_summary(link)
        assert len(summary) > 20 and summary[1:] in text
