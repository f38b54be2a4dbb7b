"""What the composition, private-median and synthetic-data pages share: an upload read once per file, the seed
control and a page's whole link (:class:`PageLink`).

A page's own link parameters (``delta``, ``lower``, …) are read with :class:`ui.links.LinkReader` and written with
:func:`ui.state.publish`'s ``extra``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace

import pandas as pd
import streamlit as st

from dpcore.ingest.table import read_table
from ui import controls
from ui.links import LinkReader
from ui.state import PageContext, publish, seed_widget, widgets_fresh

__all__ = ["PageLink", "Upload", "seed_control", "uploaded_frame"]

_UPLOAD_HELP = "The file stays in this browser session's memory: it is not saved and never goes into the link."


@dataclass(frozen=True)
class Upload:
    """A parsed upload, held in this session only."""

    file_id: str
    name: str
    frame: pd.DataFrame
    derived: object = None


def uploaded_frame(label: str, *, key: str, derive: Callable[[pd.DataFrame], object] | None = None) -> Upload | None:
    """A CSV / TSV / Excel uploader whose file is read once (:func:`dpcore.ingest.table.read_table`, the first sheet of
    a
    workbook) and kept in this session (``None`` until there is a file).

    ``derive``: a summary of the table worth computing once per file too (kept as ``Upload.derived``)."""
    uploaded = st.file_uploader(label, type=["csv", "tsv", "txt", "xlsx"], key=key, help=_UPLOAD_HELP)
    if uploaded is None:
        return None
    store = f"_pc_upload_{key}"
    stored: Upload | None = st.session_state.get(store)
    if stored is None or stored.file_id != uploaded.file_id:
        st.session_state.pop(store, None)  # drop the previous file before holding the new one
        with st.spinner(f"Reading {uploaded.name}…"):
            frame = read_table(uploaded.getvalue())
            stored = Upload(uploaded.file_id, uploaded.name, frame, derive(frame) if derive else None)
        st.session_state[store] = stored
    return stored


def seed_control(ctx: PageContext, *, help_text: str | None = None) -> int:
    """The random seed (from the link) with a re-roll button, in the sidebar (:func:`ui.controls.seed_input`)."""
    seed_widget(controls.K_SEED, ctx.params.seed, widgets_fresh(ctx, "seed"))
    return controls.seed_input(help_text=help_text)


class PageLink(LinkReader):
    """A page's link: its own parameters (a :class:`~ui.links.LinkReader`, read when its widgets are seeded), the
    seed control, and :meth:`publish` of the whole link (the shared parameters with this ε and seed, plus the
    page's own)."""

    def __init__(self, ctx: PageContext, group: str, *, seed_help: str) -> None:
        super().__init__(widgets_fresh(ctx, group))
        self.ctx = ctx
        self.seed = seed_control(ctx, help_text=seed_help)

    def publish(self, epsilon: float, extra: Mapping[str, str]) -> None:
        """The link of this page at ``epsilon``: shared parameters, this seed, and ``extra``."""
        publish(replace(self.ctx.params, epsilon=epsilon, seed=self.seed), extra)

    def notes_and_publish(self, extra: Mapping[str, str]) -> None:
        """Show the notes on the link's odd values and publish it at the link's ε (before the ε control is drawn,
        e.g. when the page stops early)."""
        self.show_notes()
        self.publish(self.ctx.params.epsilon, extra)
