"""Shared AppTest helpers: where the pages are, and how to read a chart's data back out of the page."""

from __future__ import annotations

import io
from pathlib import Path
from xml.etree import ElementTree

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


def svg_panels(markup: str) -> list[pd.DataFrame]:
    """Every selection chart (``ui.selection_svg``) in a block of page HTML or a downloaded SVG, read back from the
    drawing: per row the candidate's name as written, the values the row carries, and the lines of its hover box
    (on the page, each chart shares its column with one box per row)."""
    start = markup.find('<div data-testid="pcCharts"')
    if start < 0:
        return []
    # The charts end the block and are well-formed XML; a downloaded document's namespace is dropped to read it alike.
    tree = ElementTree.fromstring(markup[start:].replace(' xmlns="http://www.w3.org/2000/svg"', ""))
    frames = []
    for parent in tree.iter():
        charts = [child for child in parent if child.tag == "svg" and child.get("data-testid") == "pcChart"]
        tips = [child.get("data-tip") for child in parent if child.get("data-testid") == "pcTip"]
        assert not tips or len(charts) == 1, "hover boxes belong to the one chart in their column"
        for chart in charts:
            rows = []
            for number, row in enumerate(child for child in chart if child.get("data-testid") == "pcRow"):
                name = next(row.iter("text")).text
                found = {
                    "candidate": name,
                    **{key: float(row.get(f"data-{key}")) for key in ("exact", "simulated", "lower", "upper")},
                }
                if tips:  # the downloads have no hover boxes
                    *head, exact, simulated, interval = tips[number].split("\n")  # a name may hold line breaks
                    assert "\n".join(head) == name, (head, name)
                    fields = (exact, simulated, interval)
                    found.update({key: line.split(": ", 1)[1] for key, line in zip(_TIP_LINES, fields, strict=True)})
                rows.append(found)
            frames.append(pd.DataFrame(rows))
    return frames


_TIP_LINES = ("exact_text", "simulated_text", "interval_text")


def selection_charts(at: object) -> list[pd.DataFrame]:
    """The data of every exact-vs-simulated chart on the page, in order: the Explorer's SVG charts (read from the
    drawing), then Vega-Lite ones (those with an ``exact`` column)."""
    found = [frame for element in at.markdown for frame in svg_panels(element.value)]  # type: ignore[attr-defined]
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
