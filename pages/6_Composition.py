"""Composition: what k private selections at ε each cost together, by six accounting methods.

Basic kε, advanced composition, the optimal pure-DP composition, zCDP (ε²/2 per ε-DP selection against ε²/8 for
the exponential mechanism's bounded range) and the optimal bounded-range composition (non-adaptive), each as
(ε_total, δ) at one δ, against k, with a table. All numbers come from dpcore.analyses.composition.
"""

from __future__ import annotations

from dataclasses import replace

import streamlit as st

from ui.composition import view
from ui.composition.top_k import top_k_cost
from ui.shell.guard import page_guard
from ui.shell.state import open_page, publish
from ui.widgets import controls

# Projector mode: ε and the chart in `first`, everything else under them.
ctx, first = open_page(
    "Composition",
    "🧮",
    title="Composition: the privacy cost of many choices",
    intro=(
        "A survey picks a meeting date, then a venue, then a menu: every private choice spends privacy, and the "
        "losses add up. How fast they add up depends on how carefully we count. Better accounting lets the same "
        "total budget buy more choices, and the exponential mechanism, whose privacy loss always lies in a "
        'window of width ε ("bounded range"), adds up more slowly than a mechanism known only to be ε-DP.'
    ),
)

epsilon = controls.epsilon_control(ctx, first, label="**ε of each single selection**")
settings = view.controls(ctx, epsilon)
publish(replace(ctx.params, epsilon=epsilon), settings.link())

with (
    page_guard("composition table", failed="These bounds could not be computed. Try a smaller k max or another ε."),
    st.spinner("Working out the bounds…"),
):
    values = view.table(settings)

row = values.loc[values["k"] == settings.k_mark].iloc[0]
st.markdown(view.summary(row, settings))
# What the releases from the file on Your data spent (this session's ledger), beside the curves.
book = view.file_ledger()
view.spent_panel(book, settings)
view.draw(values, settings, present=ctx.params.present, first=first, spent=view.spent_points(book, settings))
top_k_cost(settings)  # what k winners of one top-k release cost (issue 20)

with st.expander("What the six bounds are"):
    st.markdown(
        "- **Basic**: the k losses simply add up to kε, with no failure chance (δ = 0).\n"
        "- **Advanced composition** (Dwork, Rothblum and Vadhan 2010): grows like √k, but carries an extra "
        "term that makes it worse than kε once ε is about 1 or more.\n"
        "- **Optimal ε-DP** (Kairouz, Oh and Viswanath 2015): the exact answer for mechanisms known only to be "
        "ε-DP, such as permute-and-flip and report-noisy-max.\n"
        "- **zCDP**: each ε-DP selection costs ρ = ε²/2 (Bun and Steinke 2016), but a bounded-range one such "
        "as the exponential mechanism only ε²/8 (Cesar and Rogers 2021); the ρ's add up and are converted "
        "to (ε, δ) at the end (Canonne, Kamath and Steinke 2020). The CSV also has the simpler, looser "
        "conversion ρ + 2√(ρ ln 1/δ).\n"
        "- **Optimal bounded range** (Dong, Durfee and Rogers 2020): the exact answer for k exponential "
        "mechanisms **chosen in advance** (non-adaptive). When each choice may depend on the previous answers, "
        "the same paper shows the loss can be larger, so use the zCDP ε²/8 line then."
    )
