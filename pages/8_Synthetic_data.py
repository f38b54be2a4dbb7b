"""Synthetic data (SmallDB): the exponential mechanism choosing a whole made-up database.

A tiny universe (two or three yes/no attributes), a database from the demo survey or an upload, every database of
m records as a candidate, scored by its worst one- or two-way marginal. Exact: the candidate count, the likeliest
candidates, the distribution of the error next to both accuracy bounds, and the error against ε; then one sampled
release beside the true table (curator view). All numbers come from dpcore.analyses.smalldb.
"""

from __future__ import annotations

import streamlit as st

from ui.shell.guard import page_guard, upload_guard
from ui.shell.state import open_page
from ui.smalldb import inputs, view
from ui.smalldb.result import compute
from ui.widgets import controls, notes
from ui.widgets.page_link import PageLink

# Projector mode: ε and the likeliest tables in `first`, everything else under them.
ctx, first = open_page(
    "Synthetic data",
    "🧬",
    title="Synthetic data (SmallDB)",
    intro=(
        "Instead of choosing one answer, the exponential mechanism can choose a whole made-up table, which anyone "
        "may then query freely. It considers every possible table of m records and favours those whose summaries "
        "match the real data. An upload stays in this session's memory only: it is not stored on the server and "
        "never goes into the page's link."
    ),
)

link = PageLink(
    ctx, "smalldb_link", seed_help="Fixes the sampled releases, so the same link shows the same synthetic table."
)
seed = link.seed

with upload_guard("reading the SmallDB data", on_error=lambda: link.notes_and_publish({})):
    database = inputs.choose_database(ctx, link)
    if database is None:
        link.notes_and_publish({})
        st.stop()
    m = inputs.synthetic_size(ctx, link, database)
link.show_notes()

epsilon = controls.epsilon_control(ctx, first)
link.publish(epsilon, {"data": database.source, "m": str(m)})

with (
    page_guard("SmallDB", failed="The synthetic databases could not be computed. Try a smaller m or reload the page."),
    st.spinner("Scoring every candidate database…"),
):
    result = compute(database, epsilon=epsilon, m=m, seed=seed)

view.draw(database, result, epsilon=epsilon, seed=seed, present=ctx.params.present, first=first)
st.divider()
view.release_and_truth(database, result, seed=seed, present=ctx.params.present)
notes.floating_point_note()
