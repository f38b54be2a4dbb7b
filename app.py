"""Private Choices: how differentially private selection mechanisms choose, exactly and in practice.

The home page says what the tool shows in three sentences, lists the scenarios as cards with a link into the
Explorer for each, and names every page with what it is for. No mathematics here.
"""

from __future__ import annotations

from dataclasses import replace

import streamlit as st

import dpcore
from ui.shell.params import to_query
from ui.shell.state import PAGES, publish, setup_page

ctx = setup_page("Home", "🎲")
publish(ctx.params)

st.title("Private Choices")
st.markdown(
    "A private selection picks a winner — a meeting date, a price, a book — at random, favouring high scores, so "
    "that nobody's data can be read from the choice. Here the exponential mechanism, report-noisy-max and "
    "permute-and-flip are shown side by side: the exact chance that each candidate wins, next to what happens when "
    "the mechanism is really run thousands of times. Move the privacy budget ε and watch the odds of the best "
    "candidate rise and fall."
)

st.header("Scenarios")
CARDS_PER_ROW = 3
CARD_LINK = "Open in the Explorer →"
scenarios = list(dpcore.SCENARIOS.items())
for start in range(0, len(scenarios), CARDS_PER_ROW):
    row = st.columns(CARDS_PER_ROW)
    for column, (key, scenario) in zip(row, scenarios[start : start + CARDS_PER_ROW], strict=False):
        with column.container(border=True, key=f"card_{key}", height="stretch"):
            st.markdown(f"**{scenario.title}**")
            st.markdown(scenario.tagline)
            # Keep this session's ε, mechanisms, runs and seed; Δ and the flag come from the scenario itself.
            link = replace(ctx.params, scenario=key, sensitivity=None, monotone=None)
            st.page_link("pages/1_Explorer.py", label=CARD_LINK, query_params=to_query(link))

st.header("Every page")
for page in PAGES:
    with st.container(horizontal=True, vertical_alignment="center", gap="small"):
        st.page_link(page.file, label=page.label, query_params=to_query(ctx.params), width="content")
        st.markdown(page.summary[:1].upper() + page.summary[1:])
st.caption("Add `?present=1` to any page's address for a projector: larger text and charts, less clutter.")
