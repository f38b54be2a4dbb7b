"""Your-data helpers: get the CSV bytes, parse them once, and choose how rows become scores.

Uploaded bytes and everything derived from them stay in this session's memory (``st.session_state``): never on
disk, never in ``st.cache_*`` (shared by all users) and never in the URL.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd
import streamlit as st

from dpcore.scoring import (
    MAX_PRICE,
    ScoredCandidates,
    indicator_columns,
    read_csv_bytes,
    score_approval,
    score_availability,
    score_bids,
    score_counts,
    score_votes,
)
from ui.state import seed_widget, seed_widget_with

DATA_DIR = Path(__file__).resolve().parent.parent / "data"
PRICE_STEP_MIN = 1e-6  # the price-step widget's minimum
# The preview shows the file's shape, not its content: a 10,000-column or 1 MB-cell upload stays light.
PREVIEW_ROWS, PREVIEW_COLUMNS, PREVIEW_CHARS = 10, 30, 80

K_SOURCE = "yd_source"
K_UPLOAD = "yd_upload"
K_EXAMPLE = "yd_example"
K_SCORING = "yd_scoring"
K_VOTES_LAYOUT = "yd_votes_layout"
K_VOTE_COLUMN = "yd_vote_column"
K_APPROVAL_COLUMNS = "yd_approval_columns"
K_AVAILABILITY_COLUMNS = "yd_availability_columns"
K_BID_COLUMN = "yd_bid_column"
K_PRICE_MIN = "yd_price_min"
K_PRICE_MAX = "yd_price_max"
K_PRICE_STEP = "yd_price_step"
K_LABEL_COLUMN = "yd_label_column"
K_COUNT_COLUMN = "yd_count_column"
K_SENSITIVITY = "yd_sensitivity"
K_MONOTONE = "yd_monotone"

SOURCES = {"upload": "Upload a CSV file", "example": "Use an example file"}
SCORINGS = {
    "votes": "Votes: the option with the most votes",
    "availability": "Availability: the option most people can make",
    "bids": "Bids: the price that earns the most",
    "counts": "Counts: a ready-made table of counts",
}
VOTE_LAYOUTS = {
    "column": "One column of choices (one row per vote)",
    "approval": "One yes/no column per candidate (approval ballots)",
}

_FRAME = "_yd_frame"  # (data id, DataFrame) of the current file only
_SCORED = "_yd_scored"  # (scoring spec, ScoredCandidates) of the current choice only


@dataclass(frozen=True)
class DataFile:
    """Bytes to parse, with an id that changes whenever the file does."""

    data_id: str
    name: str
    content: bytes


def example_files() -> list[str]:
    """The shipped demo CSVs (public data)."""
    return sorted(path.name for path in DATA_DIR.glob("*.csv"))


def choose_file() -> DataFile | None:
    """Upload widget or example picker; ``None`` until there is a file."""
    source = st.radio(
        "Where is the data?",
        options=list(SOURCES),
        format_func=SOURCES.get,
        key=K_SOURCE,
        horizontal=True,
    )
    if source == "example":
        names = example_files()
        name = st.selectbox("Example file", options=names, key=K_EXAMPLE)
        if name is None:
            return None
        return DataFile(data_id=f"example:{name}", name=name, content=(DATA_DIR / name).read_bytes())
    uploaded = st.file_uploader(
        "CSV file (comma, semicolon or tab separated; first row = column names)",
        type=["csv", "tsv", "txt"],
        key=K_UPLOAD,
        help="The file stays in this browser session's memory: it is not saved and never goes into the link.",
    )
    if uploaded is None:
        return None
    return DataFile(data_id=f"upload:{uploaded.file_id}", name=uploaded.name, content=uploaded.getvalue())


def parse(file: DataFile) -> pd.DataFrame:
    """Parse with dpcore (spinner while it runs); kept for this file only, so reruns do not re-read it."""
    stored = st.session_state.get(_FRAME)
    if stored is not None and stored[0] == file.data_id:
        return stored[1]
    st.session_state.pop(_FRAME, None)  # drop the previous file before holding the new one
    st.session_state.pop(_SCORED, None)
    with st.spinner(f"Reading {file.name} ({len(file.content) / 1e6:.1f} MB)…"):
        frame = read_csv_bytes(file.content)
    st.session_state[_FRAME] = (file.data_id, frame)
    return frame


def new_file(file: DataFile) -> bool:
    """True on the first run with this file (its scoring widgets then get fresh defaults)."""
    if st.session_state.get("_yd_seen") == file.data_id:
        return False
    st.session_state["_yd_seen"] = file.data_id
    return True


def _guess_price_grid(series: pd.Series) -> tuple[float, float, float]:
    """A starting grid of about 50 prices covering the bids (the user can change it)."""
    values = pd.to_numeric(series.astype(str).str.replace(r"^\s*[$€£]\s*", "", regex=True), errors="coerce")
    values = values[np.isfinite(values) & (values > 0)]
    if values.empty:
        return 1.0, 10.0, 1.0
    high = min(float(values.max()), MAX_PRICE)  # the grid must stay within what score_bids accepts
    step = max(10 ** math.floor(math.log10(high / 50)), PRICE_STEP_MIN)
    for multiple in (1, 2, 5, 10):  # a round step giving at most ~100 prices
        if high / (step * multiple) <= 100:
            step *= multiple
            break
    low = step
    top = max(low + step, math.ceil(high / step) * step)
    return float(f"{low:.6g}"), float(f"{top:.6g}"), float(f"{step:.6g}")


def preview_frame(frame: pd.DataFrame) -> pd.DataFrame:
    """The first rows and columns of an upload, cells shortened: all the browser needs to show the file's shape."""

    def shorten(cell: object) -> object:
        return cell[:PREVIEW_CHARS] + "…" if isinstance(cell, str) and len(cell) > PREVIEW_CHARS else cell

    return frame.iloc[:PREVIEW_ROWS, :PREVIEW_COLUMNS].map(shorten)


def _default_choice_column(frame: pd.DataFrame, indicators: tuple[str, ...]) -> str:
    """The likeliest column of choices: text before numbers, then the fewest distinct values (at least 2).

    Judged on the first 10,000 rows, so a million-row file is not scanned; an ID column (every value distinct)
    comes last, since counting votes on it would make every row its own candidate.
    """
    sample = frame.head(10_000)
    ranked = []
    for column in frame.columns:
        if str(column) in indicators:
            continue
        distinct = int(sample[column].nunique(dropna=True))
        if distinct >= 2:
            ranked.append((pd.api.types.is_numeric_dtype(sample[column]), distinct, str(column)))
    return min(ranked)[2] if ranked else str(frame.columns[0])


def _guess_scoring(frame: pd.DataFrame, indicators: tuple[str, ...], numeric: list[str]) -> str:
    """A first guess at the file's layout, so the example files open on a sensible view."""
    if len(indicators) >= 2:
        return "availability"  # rows of people, one yes/no column per option
    text = [str(c) for c in frame.columns if str(c) not in numeric]
    if numeric and text and frame[text[0]].is_unique:
        return "counts"  # one row per candidate with its count
    if numeric and not text:
        return "bids"
    return "votes"


def choose_scoring(frame: pd.DataFrame, *, fresh: bool) -> tuple[ScoredCandidates, tuple]:
    """The scoring widgets; returns the scores and a hashable spec of the choice."""
    columns = [str(c) for c in frame.columns]
    indicators = indicator_columns(frame) if fresh or "_yd_indicators" not in st.session_state else None
    if indicators is None:
        indicators = st.session_state["_yd_indicators"]
    st.session_state["_yd_indicators"] = indicators
    numeric = [c for c in columns if pd.api.types.is_numeric_dtype(frame[c])]

    # Defaults that look at the data are only worked out when a widget needs seeding (1M-row files).
    seed_widget_with(K_SCORING, lambda: _guess_scoring(frame, indicators, numeric), fresh)
    scoring = st.radio(
        "How are the candidates scored?", options=list(SCORINGS), format_func=SCORINGS.get, key=K_SCORING
    )
    if scoring == "votes":
        seed_widget(K_VOTES_LAYOUT, "approval" if len(indicators) >= 2 else "column", fresh)
        layout = st.radio("Ballot layout", options=list(VOTE_LAYOUTS), format_func=VOTE_LAYOUTS.get, key=K_VOTES_LAYOUT)
        if layout == "column":
            seed_widget_with(K_VOTE_COLUMN, lambda: _default_choice_column(frame, indicators), fresh)
            column = st.selectbox("Column holding the choices", options=columns, key=K_VOTE_COLUMN)
            spec = ("votes", column)
            return _scored(spec, lambda: score_votes(frame, column)), spec
        seed_widget(K_APPROVAL_COLUMNS, list(indicators), fresh)
        chosen = st.multiselect("One column per candidate (yes/no)", options=columns, key=K_APPROVAL_COLUMNS)
        spec = ("approval", tuple(chosen))
        return _scored(spec, lambda: score_approval(frame, chosen)), spec
    if scoring == "availability":
        seed_widget(K_AVAILABILITY_COLUMNS, list(indicators), fresh)
        chosen = st.multiselect("One column per option (yes/no)", options=columns, key=K_AVAILABILITY_COLUMNS)
        spec = ("availability", tuple(chosen))
        return _scored(spec, lambda: score_availability(frame, chosen)), spec
    if scoring == "bids":
        preferred = [c for c in columns if c.strip().lower() in {"bid", "bids", "price", "amount"}]
        seed_widget(K_BID_COLUMN, (preferred or numeric or columns)[0], fresh)
        column = st.selectbox("Column holding the bids", options=columns, key=K_BID_COLUMN)
        if st.session_state.get("_yd_bid_grid_for") != column:  # new column: start from a grid that fits it
            st.session_state["_yd_bid_grid_for"] = column
            fresh = True
        if fresh or not {K_PRICE_MIN, K_PRICE_MAX, K_PRICE_STEP} <= set(st.session_state.keys()):
            low, high, step = _guess_price_grid(frame[column])
            seed_widget(K_PRICE_MIN, low, True)
            seed_widget(K_PRICE_MAX, high, True)
            seed_widget(K_PRICE_STEP, step, True)
        min_col, max_col, step_col = st.columns(3)
        price_min = min_col.number_input("Lowest price", min_value=0.0, format="%.6g", key=K_PRICE_MIN)
        price_max = max_col.number_input("Highest price", min_value=0.0, format="%.6g", key=K_PRICE_MAX)
        price_step = step_col.number_input("Price step", min_value=PRICE_STEP_MIN, format="%.6g", key=K_PRICE_STEP)
        spec = ("bids", column, price_min, price_max, price_step)
        return (
            _scored(
                spec,
                lambda: score_bids(frame[column], price_min=price_min, price_max=price_max, price_step=price_step),
            ),
            spec,
        )
    seed_widget(K_LABEL_COLUMN, next((c for c in columns if c not in numeric), columns[0]), fresh)
    seed_widget(K_COUNT_COLUMN, (numeric or columns)[0], fresh)
    label_col, count_col = st.columns(2)
    label_column = label_col.selectbox("Column naming each candidate", options=columns, key=K_LABEL_COLUMN)
    count_column = count_col.selectbox("Column holding its count", options=columns, key=K_COUNT_COLUMN)
    spec = ("counts", label_column, count_column)
    return _scored(spec, lambda: score_counts(frame, label_column=label_column, count_column=count_column)), spec


def _scored(spec: tuple, build: Callable[[], ScoredCandidates]) -> ScoredCandidates:
    """Score once per (file, choice); widget changes elsewhere on the page reuse it."""
    stored = st.session_state.get(_SCORED)
    if stored is not None and stored[0] == spec:
        return stored[1]
    scored = build()
    st.session_state[_SCORED] = (spec, scored)
    return scored
