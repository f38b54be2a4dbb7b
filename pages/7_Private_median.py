"""Private median: the exponential mechanism choosing from infinitely many outputs, a whole interval of numbers.

A column of numbers (demo ages or bids, or a column of an uploaded CSV) and public bounds [a, b]; the exact
piecewise-constant density and CDF of the released median next to sampled outputs, and the expected error
against ε. The true median appears only in the curator view. All numbers come from dpcore.analyses.median.
"""

from __future__ import annotations

import streamlit as st

from ui.median import inputs, result, view
from ui.shell.guard import page_guard, upload_guard
from ui.shell.state import open_page
from ui.widgets import controls, notes
from ui.widgets.page_link import PageLink

# Projector mode: ε and the density in `first`, everything else under them.
ctx, first = open_page(
    "Private median",
    "📏",
    intro=(
        "The exponential mechanism does not need a list of candidates: here it picks any number between two "
        "public bounds, favouring numbers with about as many data values below as above. That releases a median "
        "without letting anyone's own value show. An upload stays in this session's memory only: it is not stored "
        "on the server and never goes into the page's link."
    ),
)

link = PageLink(ctx, "median_link", seed_help="Fixes the sampled outputs, so the same link shows the same histogram.")
seed = link.seed
st.sidebar.caption(inputs.SENSITIVITY_WHY)

with upload_guard(
    "reading the median data",
    on_error=lambda: link.notes_and_publish({"data": st.session_state.get(inputs.K_SOURCE, "ages")}),
):
    column = inputs.choose_column(ctx, link)
    if column is None:
        link.notes_and_publish({"data": "upload"})
        st.info("Upload a CSV file with a column of numbers, or pick one of the demo columns, to begin.")
        st.stop()
    lower, upper, draws = inputs.bounds_and_draws(ctx, link, column)
link.show_notes()

epsilon = controls.epsilon_control(ctx, first)
whole = inputs.whole_range_toggle()
link.publish(epsilon, {"data": column.source, "lower": f"{lower:.6g}", "upper": f"{upper:.6g}", "draws": str(draws)})

with (
    page_guard(
        "private median", failed="The private median could not be computed. Try other bounds or reload the page."
    ),
    st.spinner("Working out the exact law and sampling…"),
):
    median = result.compute(column, lower=lower, upper=upper, epsilon=epsilon, draws=draws, seed=seed, whole=whole)

view.draw(column, median, epsilon=epsilon, seed=seed, present=ctx.params.present, first=first)
st.divider()
view.curator_view(column, median, present=ctx.params.present)
notes.floating_point_note()
