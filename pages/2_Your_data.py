"""Your data: upload a poll, form, calendar, bid list or counts (CSV or Excel) and see what a private choice would do.

dpcore reads the file, guesses what its rows hold and says so in one sentence; every part can be changed, and a
file that is truly ambiguous gets one question. The same explorer view as the Explorer page then runs on its
scores. The file stays in this browser session's memory: it is never saved to disk, shared with other users, or
put into the link.
"""

from __future__ import annotations

from contextlib import nullcontext

import streamlit as st

from ui.explorer.view import K_SHOWN, live_explorer
from ui.shell import text
from ui.shell.guard import upload_guard
from ui.shell.memo import session_memo
from ui.shell.state import changed, publish, setup_page, widgets_fresh
from ui.shell.text import escape_markdown
from ui.widgets import controls
from ui.your_data import inputs, release

ctx = setup_page("Your data", "📄")
st.title("Your data")
# On a projector the ε control and the charts come first (drawn into this slot at the end), the file under them.
view = st.container() if ctx.params.present else nullcontext()
st.markdown(
    "Preview what a private selection would pick from your own table: a form's responses (Google, Microsoft), a "
    "Doodle or When2meet poll, ranked ballots, a bid history or a table of counts. Your file stays in this "
    "session's memory only: it is not stored on the server and never goes into the page's link."
)

with upload_guard("reading the upload", on_error=lambda: publish(ctx.params)):
    file = inputs.choose_file()
    if file is None:
        st.info("Upload a CSV or Excel file, or switch to “Use an example file”, to begin.")
        publish(ctx.params)
        st.stop()
    fresh_file = inputs.new_file(file) | widgets_fresh(ctx, "scoring")
    frame, guess = inputs.read(file, fresh=fresh_file)
    name = escape_markdown(file.name)  # file names, column names and cells are shown literally, never as Markdown
    shape = f"{text.count(len(frame), 'row')} × {text.count(len(frame.columns), 'column')}"
    st.caption(f"{name}: {shape}. First rows and columns:")
    st.dataframe(inputs.preview_frame(frame), hide_index=True, width="stretch")  # only this goes to the browser
    reading = inputs.understand(frame, file, guess, fresh=fresh_file)

st.divider()
controls.seed_epsilon(ctx)
# Δ and the monotone flag follow the chosen layout; they start again from its defaults when it changes.
new_scoring = changed("yd_scoring", (file.data_id, reading.layout))
scored = reading.scored
run = controls.sidebar_settings(
    ctx,
    sensitivity=scored.sensitivity,
    monotone=scored.monotonic,
    sensitivity_reason=scored.sensitivity_reason,
    monotone_reason=scored.monotone_reason,
    new_defaults=new_scoring,
    sensitivity_key=inputs.K_SENSITIVITY,
    monotone_key=inputs.K_MONOTONE,
    n_candidates=scored.scores.size,
)
with view:
    live_explorer(
        scored,
        run,
        session_memo(),  # uploaded data: memoised in this session only, never in a cache shared between users
        params=ctx.params,  # Δ and the flag stay out of the link here: they belong to the data, not the scenario
        source=f"Your data ({file.name})",
        present=ctx.params.present,
        certain=reading.certain,
    )
# The release step: one private choice drawn for real, clearly apart from the preview above (issue 21).
# With "Winners (k)" above 1 it draws the k winners at once, at k·ε in all.
release.release_step(ctx, file, frame.attrs, reading, run, preview=st.session_state.get(K_SHOWN, {}), k=run.k)
