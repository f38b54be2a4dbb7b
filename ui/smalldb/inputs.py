"""The Synthetic-data page's inputs: which records (the shipped survey or an upload), which two or three yes/no
attributes, and m, the size of every candidate database.

An upload stays in this session (the one upload path, :mod:`ui.shell.uploads`): never on disk, never in a shared
memo, never in the link.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd
import streamlit as st

import dpcore
from dpcore.analyses import smalldb
from dpcore.data import demo_bytes
from dpcore.ingest.csv_reader import read_csv_bytes
from dpcore.scoring.rules import indicator_columns
from ui.shell import text, uploads
from ui.shell.links import LinkReader
from ui.shell.memo import remember
from ui.shell.state import PageContext, changed, seed_widget, widgets_fresh

K_SOURCE = "sd_source"
K_UPLOAD = "sd_upload"
K_ATTRIBUTES = "sd_attributes"
K_SIZE = "sd_size"

SOURCES = {"survey": "Health survey of 1,000 people (demo)", "upload": "My own CSV file"}
DEMO_FILE = "survey_binary.csv"
MAX_SIZE = {2: 60, 3: 16}  # 39,711 and 245,157 candidate databases
DEFAULT_SIZE = {2: 24, 3: 8}  # 2,925 and 6,435


@dataclass(frozen=True)
class Database:
    """The records, as a histogram over every combination of the chosen yes/no attributes.

    ``source`` is a key of :data:`SOURCES` (no default: only the shipped survey is :attr:`public`, so results from
    anything else stay in the session's own memo); ``data_id`` names the file and the columns, for the memo's keys.
    """

    source: str
    name: str
    attributes: tuple[str, ...]
    counts: np.ndarray
    data_id: str

    @property
    def public(self) -> bool:
        return self.source == "survey"


def demo_frame() -> pd.DataFrame:
    """The shipped survey (public data: read once for every session)."""
    return remember(("smalldb_demo", DEMO_FILE), lambda: read_csv_bytes(demo_bytes(DEMO_FILE)), public=True)


def choose_database(ctx: PageContext, link: LinkReader) -> Database | None:
    """Source, and two or three yes/no columns; ``None`` (with a message) until that is settled."""
    seed_widget(
        K_SOURCE,
        link.choice("data", label="data", options=tuple(SOURCES), default="survey"),
        widgets_fresh(ctx, "smalldb_source"),
    )
    source = st.radio("Which records?", options=list(SOURCES), format_func=SOURCES.get, key=K_SOURCE, horizontal=True)
    if source == "survey":
        frame, name, data_id = demo_frame(), DEMO_FILE, "demo"
        binary = tuple(frame.columns)
    else:
        upload = uploads.file_uploader(
            "CSV or Excel file: one row per person, yes/no columns (1/0, yes/no, true/false)", key=K_UPLOAD
        )
        if upload is None:
            st.info("Upload a CSV file with one row per person and at least two yes/no columns, to begin.")
            return None
        name, frame, data_id = upload.name, uploads.read_file(K_UPLOAD, upload), upload.data_id
        binary = uploads.from_file(K_UPLOAD, upload, "yes/no columns", lambda: indicator_columns(frame))
        if len(binary) < 2:
            raise dpcore.InvalidInputError(
                f"{name} has {text.count(len(binary), 'column')} whose every cell reads as yes or no; SmallDB here "
                "needs two or three. Use 1/0, yes/no or true/false (a blank cell counts as no)."
            )
    new_data = changed("sd_data", data_id)
    if new_data or not set(st.session_state.get(K_ATTRIBUTES, ())) <= set(binary):
        st.session_state[K_ATTRIBUTES] = list(binary[:2])
    shown = text.column_names(list(binary))
    chosen = st.multiselect(
        "Two or three yes/no attributes",
        options=list(binary),
        format_func=shown.get,
        key=K_ATTRIBUTES,
        max_selections=3,
    )
    if len(chosen) < 2:
        st.info("Choose two or three attributes.")
        return None
    counts, middle = _counts(frame, chosen, data_id=data_id, public=source == "survey")
    if middle:
        st.caption(
            f"In these columns {text.count(middle, 'cell')} with an “if need be” answer (maybe, (OK)…) count "
            "as no: SmallDB's attributes are yes or no."
        )
    return Database(
        source=source,
        name=name,
        attributes=tuple(str(c) for c in chosen),
        counts=counts,
        data_id=f"{data_id}:{'|'.join(chosen)}",
    )


def _counts(frame: pd.DataFrame, chosen: list[str], *, data_id: str, public: bool) -> tuple[np.ndarray, int]:
    """The histogram of the records over the chosen attributes, and how many "if need be" cells counted as no;
    remembered per file and attributes (shared for the shipped survey, this session's own for an upload)."""

    def compute() -> tuple[np.ndarray, int]:
        records = smalldb.records_from_answers(frame, chosen)
        counts = smalldb.histogram_from_rows(records.rows)
        counts.setflags(write=False)
        return counts, records.middle

    return remember(("smalldb_counts", data_id, tuple(chosen)), compute, public=public)


def synthetic_size(ctx: PageContext, link: LinkReader, database: Database) -> int:
    """m, the number of records in every candidate database (its range depends on the number of attributes)."""
    d = len(database.attributes)
    fresh = changed("sd_attribute_count", d) | widgets_fresh(ctx, "smalldb_size")
    seed_widget(
        K_SIZE,
        int(link.number("m", label="synthetic size m", low=1, high=MAX_SIZE[d], default=DEFAULT_SIZE[d], whole=True)),
        fresh,
    )
    if st.session_state[K_SIZE] > MAX_SIZE[d]:
        st.session_state[K_SIZE] = MAX_SIZE[d]
    return int(
        st.slider(
            "Records in each synthetic database, m",
            min_value=1,
            max_value=MAX_SIZE[d],
            key=K_SIZE,
            help="More records can match the marginals more closely (accuracy α = √(ln|Q|/m)), but there are "
            "many more candidate databases to choose from, which costs accuracy and time (a few seconds for three "
            "attributes at m = 16).",
        )
    )
