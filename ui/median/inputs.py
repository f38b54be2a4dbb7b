"""The private-median page's inputs: which column of numbers, its public bounds [a, b], and how many outputs to
sample. An uploaded file and its column stay in this session (the one upload path, :mod:`ui.shell.uploads`):
never on disk, never shared between sessions, never in the link.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd
import streamlit as st

import dpcore
from dpcore.analyses.median import read_values
from dpcore.data import demo_bytes
from dpcore.ingest.csv_reader import read_csv_bytes
from ui.shell import text, uploads
from ui.shell.links import LinkReader
from ui.shell.memo import remember
from ui.shell.state import PageContext, seed_widget, widgets_fresh

K_SOURCE = "md_source"
K_UPLOAD = "md_upload"
K_COLUMN = "md_column"
K_LOWER = "md_lower"
K_UPPER = "md_upper"
K_DRAWS = "md_draws"
K_WHOLE = "md_whole"

SOURCES = {
    "ages": "Ages of 150 survey respondents (demo)",
    "bids": "200 bids for an e-book (the pricing demo)",
    "upload": "A column of my own CSV file",
}
DEMO_NAMES = {"ages": "ages.csv: age", "bids": "pricing_auction_200.csv: bid"}


@dataclass(frozen=True)
class PublicRange:
    lower: float
    upper: float
    why: str
    unit: str  # "years", "$"


RANGES = {
    "ages": PublicRange(
        0.0, 100.0, "Ages lie between 0 and 100 for nearly everyone: known before any data is seen.", "years"
    ),
    "bids": PublicRange(
        0.0, 20.0, "The shop's survey asked what people would pay between $0 and $20, so every bid lies there.", "$"
    ),
    "upload": PublicRange(
        0.0,
        100.0,
        "Set these from what is publicly known about the column (the range a form allowed, a price list, a "
        "physical limit), never from the data itself.",
        "",
    ),
}
BOUNDS_WHY = (
    "The bounds must be fixed without looking at the data: bounds that hug the smallest and largest values "
    "would reveal them. Values outside are moved to the nearest bound."
)
SENSITIVITY_WHY = (
    "Δ = 1. A point's score is how far it is from splitting the data in half (−|values below − n/2|). Replacing "
    "one person's value moves that count by at most 1, and adding or removing one moves the score by at most ½, "
    "so Δ = 1 is safe either way."
)
DRAWS_OPTIONS: tuple[int, ...] = (1_000, 10_000, 50_000)
DRAWS_DEFAULT = 10_000


@dataclass(frozen=True)
class Column:
    """The numbers to release a median of, and where they come from (never put into the link)."""

    source: str  # a key of SOURCES
    name: str
    values: np.ndarray
    data_id: str  # names the data in memo keys: "demo:ages", "upload:<file id>:<column>"

    @property
    def public(self) -> bool:
        """A shipped demo column (its results may be shared between sessions), not an upload."""
        return self.source != "upload"

    @property
    def unit(self) -> str:
        return RANGES[self.source].unit


def _read_demo(source: str) -> np.ndarray:
    if source == "bids":
        return dpcore.SCENARIOS["pricing_auction_200"].data["bid"].to_numpy(dtype=np.float64)
    return read_csv_bytes(demo_bytes("ages.csv"))["age"].to_numpy(dtype=np.float64)


def demo_column(source: str) -> Column:
    """A shipped demo column (public data, so it is read once for every session)."""
    values = remember(("median_demo", source), lambda: _read_demo(source), public=True)
    return Column(source=source, name=DEMO_NAMES[source], values=values, data_id=f"demo:{source}")


def _reset_bounds() -> None:
    bounds = RANGES[st.session_state[K_SOURCE]]
    st.session_state[K_LOWER], st.session_state[K_UPPER] = bounds.lower, bounds.upper


def choose_column(ctx: PageContext, link: LinkReader) -> Column | None:
    """The data source, and for an upload the column; ``None`` until there is a file."""
    fresh = widgets_fresh(ctx, "median_source")
    seed_widget(K_SOURCE, link.choice("data", label="data", options=tuple(SOURCES), default="ages"), fresh)
    source = st.radio(
        "Which numbers?",
        options=list(SOURCES),
        format_func=SOURCES.get,
        key=K_SOURCE,
        horizontal=True,
        on_change=_reset_bounds,
    )
    if source != "upload":
        return demo_column(source)
    upload = uploads.file_uploader("CSV or Excel file (a header row, then one row per value)", key=K_UPLOAD)
    if upload is None:
        return None
    frame = uploads.read_file(K_UPLOAD, upload)
    columns = [str(c) for c in frame.columns]
    numeric = [c for c in columns if pd.api.types.is_numeric_dtype(frame[c])]
    if st.session_state.get(K_COLUMN) not in columns:
        st.session_state[K_COLUMN] = (numeric or columns)[0]
    shown = text.column_names(columns)
    column = st.selectbox("Column of numbers", options=columns, format_func=shown.get, key=K_COLUMN)
    numbers = read_values(frame[column], column=column)
    if numbers.convention:
        st.caption(text.escape_markdown(f"Column “{column}”: {numbers.convention}."))
    data_id = f"{upload.data_id}:{column}"
    return Column(source="upload", name=f"{upload.name}: {column}", values=numbers.values, data_id=data_id)


def bounds_and_draws(ctx: PageContext, link: LinkReader, column: Column) -> tuple[float, float, int]:
    """Public bounds (from the link on a fresh visit, else the source's public rule) and the number of draws."""
    fresh = widgets_fresh(ctx, "median_bounds")
    default = RANGES[column.source]
    seed_widget(K_LOWER, link.number("lower", label="lower bound", low=-1e12, high=1e12, default=default.lower), fresh)
    seed_widget(K_UPPER, link.number("upper", label="upper bound", low=-1e12, high=1e12, default=default.upper), fresh)
    draws = link.nearest("draws", label="sampled outputs", options=DRAWS_OPTIONS, default=DRAWS_DEFAULT)
    seed_widget(K_DRAWS, int(draws), fresh)
    low_col, high_col, draws_col = st.columns([2, 2, 3], vertical_alignment="bottom")
    lower = low_col.number_input("Public lower bound a", format="%.6g", step=1.0, key=K_LOWER)
    upper = high_col.number_input("Public upper bound b", format="%.6g", step=1.0, key=K_UPPER)
    draws = draws_col.select_slider(
        "Sampled outputs (reruns of the mechanism)",
        options=DRAWS_OPTIONS,
        format_func=lambda n: f"{n:,}",
        key=K_DRAWS,
    )
    st.caption(f"{default.why} {BOUNDS_WHY}")
    if not lower < upper:
        raise dpcore.InvalidInputError(
            f"The lower bound a = {lower:g} must be below the upper bound b = {upper:g}. Swap or change them."
        )
    return float(lower), float(upper), int(draws)


def whole_range_toggle() -> bool:
    return st.toggle(
        "Whole range a to b in the charts",
        key=K_WHOLE,
        help="Otherwise they zoom in on where nearly every release lands.",
    )
