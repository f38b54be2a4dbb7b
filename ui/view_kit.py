"""What the privacy-vs-utility, audit and noise-lens pages share: drawing a plain Vega-Lite spec with its named
datasets, and the note that the samplers are floating point. Their downloads come from :mod:`ui.export`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

import pandas as pd
import streamlit as st

from ui import charts

FLOATING_POINT_NOTE = (
    "Floating point: the samplers here use numpy floating-point arithmetic, for teaching. They are not "
    "hardened against floating-point attacks, in which the exact bits of a noisy value can rule out inputs "
    "(Mironov 2012, for the Laplace mechanism; Ilvento 2020, for the exponential mechanism). For real releases use "
    "a library with exact samplers, such as OpenDP."
)


def floating_point_note() -> None:
    """One short caption: the samplers are floating point, for teaching, not secure DP (theory.md §10)."""
    st.caption(FLOATING_POINT_NOTE)


def numbers_table(frame: pd.DataFrame, names: Mapping[str, str] | None = None) -> None:
    """The numbers behind a chart, in a collapsed "Table of these numbers" (``names`` renames columns for reading)."""
    with st.expander("Table of these numbers"):
        st.dataframe(frame.rename(columns=dict(names)) if names else frame, hide_index=True, width="stretch")


def draw(spec: dict, datasets: Mapping[str, pd.DataFrame], *, present: bool, key: str | None = None) -> None:
    """Render a plain Vega-Lite ``spec`` whose layers read the named ``datasets`` (sent to the browser as Arrow)."""
    config = {**charts.chart_config(present=present), "text": {"fontSize": 16 if present else 11}}  # in-chart notes
    full = {**spec, "datasets": dict(datasets), "config": config}
    if spec.get("width") == "container":
        # Fit the width to the column but keep the height for the plot itself (axes and legend come on top).
        full["autosize"] = {"type": "fit-x", "contains": "padding"}
    st.vega_lite_chart(spec=full, theme=None, width="stretch", key=key)


def inline(spec: dict, datasets: Mapping[str, pd.DataFrame], *, title: str, width: int = 640) -> dict:
    """``spec`` as a standalone document for PNG/SVG export: inline JSON data, a fixed width and a title."""
    document = {
        "$schema": "https://vega.github.io/schema/vega-lite/v6.json",
        **{key: value for key, value in spec.items() if key != "autosize"},
        "datasets": {name: json.loads(frame.to_json(orient="records")) for name, frame in datasets.items()},
        "config": charts.chart_config(present=False),
        "title": title,
    }
    if document.get("width") == "container":
        document["width"] = width
    return document


def stacked(panels: Sequence[tuple[dict, Mapping[str, pd.DataFrame]]], *, title: str) -> dict:
    """Several layered specs, one above the other, as one standalone document (datasets renamed per panel)."""
    documents, datasets = [], {}
    for index, (spec, frames) in enumerate(panels):
        document = inline(spec, frames, title="")
        for name, records in document.pop("datasets").items():
            datasets[f"{name}_{index}"] = records
        for layer in document.get("layer", [document]):
            if "name" in layer.get("data", {}):
                layer["data"] = {"name": f"{layer['data']['name']}_{index}"}
        for key in ("$schema", "config", "title"):
            document.pop(key, None)
        documents.append(document)
    return {
        "$schema": "https://vega.github.io/schema/vega-lite/v6.json",
        "title": title,
        "datasets": datasets,
        "vconcat": documents,
        "resolve": {"scale": {"color": "independent", "strokeDash": "independent"}},
        "config": charts.chart_config(present=False),
    }
