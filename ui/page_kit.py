"""What the composition, private-median and synthetic-data pages share: their own link parameters, the seed
control, and stacked charts for export (the download row itself is :func:`ui.export.download_row`).

The shared parameters (ε, seed, …) are handled by :mod:`ui.state`; a page may add a few of its own, such as
``delta`` or ``lower``. They are read only when the page's widgets are seeded (a new link, or the first run after
arriving from another page), never raise, and explain any value they had to change. They are written back after
:func:`ui.state.publish`, which keeps only the shared ones. Parameters only, never data.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

import pandas as pd
import streamlit as st

from dpcore.table import read_table
from ui import controls
from ui.params import Params
from ui.state import PageContext, publish, seed_widget, widgets_fresh
from ui.text import escape_markdown

_UPLOAD_HELP = "The file stays in this browser session's memory: it is not saved and never goes into the link."


@dataclass(frozen=True)
class Upload:
    """A parsed upload, held in this session only."""

    file_id: str
    name: str
    frame: pd.DataFrame
    derived: object = None


def uploaded_frame(label: str, *, key: str, derive: Callable[[pd.DataFrame], object] | None = None) -> Upload | None:
    """A CSV / TSV / Excel uploader whose file is read once (:func:`dpcore.table.read_table`, the first sheet of a
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


@dataclass
class LinkReader:
    """Reads this page's own parameters from the link when ``fresh``; collects a note for every odd value."""

    fresh: bool
    notes: list[str] = field(default_factory=list)

    def _raw(self, key: str) -> str | None:
        return st.query_params.get(key) if self.fresh else None

    def number(self, key: str, *, label: str, low: float, high: float, default: float, whole: bool = False) -> float:
        """A finite number clamped to [low, high] (rounded down to a whole number when ``whole``)."""
        text = self._raw(key)
        if text is None:
            return default
        try:
            value = float(text.strip())
        except ValueError:
            value = math.nan
        if math.isnan(value):
            self.notes.append(f"The link's {label} “{text[:40]}” is not a number, so {default:g} is used.")
            return default
        if value < low or value > high:
            clamped = low if value < low else high
            self.notes.append(
                f"The link's {label} = {value:g} is outside {low:g} to {high:g}, so {clamped:g} is used instead."
            )
            return clamped
        if whole and value != math.floor(value):
            self.notes.append(f"The link's {label} = {value:g} is not a whole number, so {math.floor(value)} is used.")
        return float(math.floor(value)) if whole else float(f"{value:.6g}")

    def nearest(self, key: str, *, label: str, options: Sequence[float], default: float, log: bool = True) -> float:
        """The option closest to the link's number (on a log scale when ``log``)."""
        text = self._raw(key)
        if text is None:
            return default
        try:
            value = float(text.strip())
        except ValueError:
            value = math.nan
        if not value > 0 or math.isinf(value):
            self.notes.append(f"The link's {label} “{text[:40]}” is not a positive number, so {default:g} is used.")
            return default

        def distance(option: float) -> float:
            return abs(math.log(option / value)) if log else abs(option - value)

        choice = min(options, key=distance)
        if not min(options) <= value <= max(options):
            self.notes.append(
                f"The link's {label} = {value:g} is outside {min(options):g} to {max(options):g}, so {choice:g} "
                "is used instead."
            )
        elif not math.isclose(choice, value, rel_tol=1e-9):
            shown = ", ".join(f"{option:g}" for option in options)
            self.notes.append(
                f"The link's {label} = {value:g} is not one of {shown}; the nearest, {choice:g}, is used."
            )
        return choice

    def choice(self, key: str, *, label: str, options: Sequence[str], default: str) -> str:
        """One of ``options`` (by name)."""
        text = self._raw(key)
        if text is None:
            return default
        if text in options:
            return text
        self.notes.append(
            f"The link's {label} “{text[:40]}” is unknown (known: {', '.join(options)}), so “{default}” is used."
        )
        return default

    def show_notes(self) -> None:
        for note in self.notes:  # quoted link text is shown literally, never as Markdown
            st.warning(escape_markdown(note))


def publish_page(params: Params, extra: Mapping[str, str]) -> None:
    """Publish the shared parameters, then add this page's own to the link (one browser message)."""
    publish(params)
    changed = {key: value for key, value in extra.items() if st.query_params.get(key) != value}
    if changed:
        st.query_params.update(changed)


def seed_control(ctx: PageContext, *, help_text: str) -> int:
    """The random seed (from the link) with a re-roll button, in the sidebar (:func:`ui.controls.seed_input`)."""
    seed_widget(controls.K_SEED, ctx.params.seed, widgets_fresh(ctx, "seed"))
    return controls.seed_input(help_text=help_text)


def stacked(panels: Sequence[tuple[dict, Mapping[str, pd.DataFrame]]], *, title: str, config: dict) -> dict:
    """Charts one above the other with inline data, for PNG/SVG export (each keeps its own scales and legends).

    Every panel needs a fixed pixel width; dataset names must differ between panels.
    """
    datasets: dict = {}
    specs = []
    for spec, data in panels:
        datasets.update({name: json.loads(frame.to_json(orient="records")) for name, frame in data.items()})
        specs.append({key: value for key, value in spec.items() if key not in {"config", "autosize", "datasets"}})
    channels = ("color", "fill", "stroke", "strokeDash", "x", "y")
    return {
        "$schema": "https://vega.github.io/schema/vega-lite/v6.json",
        "title": title,
        "datasets": datasets,
        "vconcat": specs,
        "spacing": 30,
        "resolve": {
            "scale": dict.fromkeys(channels, "independent"),
            "legend": dict.fromkeys(("color", "fill", "stroke", "strokeDash"), "independent"),
        },
        "config": config,
    }


def inline(spec: dict, datasets: Mapping[str, pd.DataFrame]) -> dict:
    """``spec`` with its named datasets written out as JSON records (what vl-convert needs)."""
    return {
        **spec,
        "datasets": {name: json.loads(frame.to_json(orient="records")) for name, frame in datasets.items()},
    }
