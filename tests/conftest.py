"""Shared AppTest helpers: where the pages are, and how to read a chart's data back out of the page."""

from __future__ import annotations

import io
from pathlib import Path

import pandas as pd
import pyarrow.ipc
import pytest

ROOT = Path(__file__).resolve().parent.parent


def chart_data(element: object) -> list[pd.DataFrame]:
    """Every dataset of one rendered ``vega_lite_chart`` element, decoded from Arrow IPC."""
    return [
        pyarrow.ipc.open_stream(io.BytesIO(dataset.data.data)).read_pandas()
        for dataset in element.proto.datasets  # type: ignore[attr-defined]
    ]


def selection_charts(at: object) -> list[pd.DataFrame]:
    """The data of every exact-vs-simulated chart on the page (those with an ``exact`` column), in order."""
    found = []
    for element in at.get("vega_lite_chart"):  # type: ignore[attr-defined]
        for frame in chart_data(element):
            if "exact" in frame.columns:
                found.append(frame)
    return found


@pytest.fixture
def open_page():
    """``open_page("pages/1_Explorer.py", **query)``: an AppTest of that page with URL parameters, run once."""
    from streamlit.testing.v1 import AppTest

    def run(page: str, **query: str) -> AppTest:
        # As in the real app: app.py is the entrypoint and other pages are reached through it, so page links
        # resolve the way they do in a browser.
        at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=30)
        if page != "app.py":
            at.switch_page(page)
        for key, value in query.items():
            at.query_params[key] = value
        return at.run()

    return run


@pytest.fixture
def charts_of():
    """``charts_of(at)``: the data of every exact-vs-simulated chart on the page."""
    return selection_charts
