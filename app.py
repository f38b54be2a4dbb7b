"""Private Choices: how differentially private selection mechanisms choose, exactly and in practice.

The home page says what the tool shows, lists the scenarios with a link into the Explorer for each, and
points to the Your-data page. No mathematics here.
"""

from __future__ import annotations

from dataclasses import replace

import streamlit as st

import dpcore
from ui.params import to_query
from ui.state import publish, setup_page

ctx = setup_page("Home", "🎲")
publish(ctx.params)

st.title("Private Choices")
st.markdown(
    "A differentially private selection picks a winner — a meeting date, a price, a book — at random, favouring "
    "high scores, so that no single person's data can be inferred from the choice. This tool shows, for the "
    "exponential mechanism, report-noisy-max and permute-and-flip side by side, the exact probability that each "
    "candidate is chosen next to what happens when the mechanism is really run many times. Move the privacy "
    "budget ε and watch the odds of the best candidate rise and fall."
)

st.header("Scenarios")
cards = st.columns(2)
for position, (key, scenario) in enumerate(dpcore.SCENARIOS.items()):
    with cards[position % 2].container(border=True, key=f"card_{key}"):
        st.subheader(scenario.title)
        st.markdown(scenario.tagline)
        # Keep this session's ε, mechanisms, runs and seed; Δ and the flag come from the scenario itself.
        link = replace(ctx.params, scenario=key, sensitivity=None, monotone=None)
        st.page_link("pages/1_Explorer.py", label=f"Explore “{scenario.title}” →", query_params=to_query(link))

st.header("Where next")
st.markdown(
    "- **Explorer**: one scenario at a time, every setting, and the curator's view of the true data.\n"
    "- **Your data**: upload a CSV (votes, availability, bids or counts) and see what a private choice would "
    "pick from it. The file stays in your session's memory.\n"
    "- Add `?present=1` to any page's address for a projector: larger text and charts, less clutter."
)
