"""Your data: upload a CSV (or pick a shipped example), say how rows become scores, and explore the choice.

The same explorer view as the Explorer page runs on the scores of your file. The file stays in this browser
session's memory: it is never saved to disk, shared with other users, or put into the link.
"""

from __future__ import annotations

import logging

import streamlit as st

import dpcore
from ui import controls, text, your_data
from ui.compute import session_memo
from ui.explorer import live_explorer
from ui.state import publish, setup_page, widgets_fresh
from ui.text import escape_markdown

ctx = setup_page("Your data", "📄")
st.title("Your data")
st.markdown(
    "Preview what a private selection would pick from your own table. Your file stays in this session's "
    "memory only: it is not stored on the server and never goes into the page's link."
)

try:
    file = your_data.choose_file()
    if file is None:
        st.info("Upload a CSV file, or switch to “Use an example file”, to begin.")
        publish(ctx.params)
        st.stop()
    fresh_file = your_data.new_file(file) | widgets_fresh(ctx, "scoring")
    frame = your_data.parse(file)
    name = escape_markdown(file.name)  # file names, column names and cells are shown literally, never as Markdown
    shape = f"{text.count(len(frame), 'row')} × {text.count(len(frame.columns), 'column')}"
    st.caption(f"{name}: {shape}. First rows and columns:")
    st.dataframe(your_data.preview_frame(frame), hide_index=True, width="stretch")  # only this goes to the browser
    scored, spec = your_data.choose_scoring(frame, fresh=fresh_file)
    for note in scored.notes:
        st.caption(escape_markdown(note))
except dpcore.InvalidInputError as error:
    st.error(escape_markdown(error))
    publish(ctx.params)
    st.stop()
except Exception:  # never show a traceback; the server log keeps the details
    logging.getLogger(__name__).exception("reading the upload failed")
    st.error("This file could not be read. Check that it is a CSV file with a header row, then try again.")
    publish(ctx.params)
    st.stop()

st.divider()
controls.seed_epsilon(ctx)
# Δ and the monotone flag follow the chosen scoring; they start again from its defaults when it changes.
new_scoring = st.session_state.get("_yd_spec") != (file.data_id, spec)
st.session_state["_yd_spec"] = (file.data_id, spec)
run = controls.sidebar_settings(
    ctx,
    sensitivity=scored.sensitivity,
    monotone=scored.monotonic,
    sensitivity_reason=scored.sensitivity_reason,
    monotone_reason=scored.monotone_reason,
    new_defaults=new_scoring,
    sensitivity_key=your_data.K_SENSITIVITY,
    monotone_key=your_data.K_MONOTONE,
)
live_explorer(
    scored,
    run,
    session_memo(),  # uploaded data: memoised in this session only, never in a cache shared between users
    params=ctx.params,  # Δ and the flag stay out of the link here: they belong to the data, not the scenario
    source=f"Your data ({file.name})",
    present=ctx.params.present,
)
