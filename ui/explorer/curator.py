"""The curator view: the true data behind a scenario, which a private release never shows.

Its charts are drawn once on the server (vl-convert) and shown as pictures. As live Vega-Lite views they cost the
browser about 7 ms on every ε step of the Explorer above them (Streamlit redraws the whole page per message it
receives; bench/results_latency.md), and they never change while ε moves.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import altair as alt
import pandas as pd
import streamlit as st

from dpcore import Scenario
from dpcore.ingest.cells import YES, answer_codes
from dpcore.scoring.rules import price_grid
from ui.charts import vega
from ui.shell.memo import remember

TITLE = "Curator view — the true data, which a private release never shows"


def _availability_frame(scenario: Scenario) -> pd.DataFrame:
    """Long form of the calendar: one row per person × option."""
    data = scenario.data
    person_column = data.columns[0]
    options = [column for column in data.columns if column != person_column and column in scenario.labels]
    long = data.melt(id_vars=[person_column], value_vars=options, var_name="option", value_name="mark")
    marked = pd.Series(answer_codes(long["mark"].to_numpy(dtype=object)) == YES)  # dpcore's one yes/no reader
    return pd.DataFrame(
        {
            "person": long[person_column].astype(str),
            "option": long["option"].astype(str),
            "available": marked.map({True: "available", False: "not available"}),
        }
    )


def _revenue_frame(scenario: Scenario) -> pd.DataFrame:
    prices = price_grid(
        price_min=float(scenario.price_min), price_max=float(scenario.price_max), price_step=float(scenario.price_step)
    )
    scores = scenario.scores
    return pd.DataFrame(
        {"price": prices, "revenue": scores, "label": list(scenario.labels), "best": scores == scores.max()}
    )


#: Drawing width of the pictures in pixels; the page scales them to its column.
PICTURE_WIDTH = 900


def _picture(spec: str) -> str:
    """A Vega-Lite spec (JSON with inline data) drawn as SVG."""
    import vl_convert  # loaded on first use: ~0.5 s, and only the Explorer needs it on a page view

    return str(vl_convert.vegalite_to_svg(json.loads(spec)))


def _show(scenario: Scenario, what: str, chart: Callable[[], alt.TopLevelMixin], *, present: bool) -> None:
    """The chart as a picture, built and drawn once per scenario, chart and display mode: the shipped scenarios are
    public data, so the app's memo shares the pictures between sessions. A warm page open neither builds the altair
    chart (its schema validation alone was ~35 ms of every open) nor draws it."""

    def draw() -> str:
        spec = vega.configure(chart().properties(width=PICTURE_WIDTH), present=present).to_json(indent=None)
        return _picture(spec)

    st.image(remember(("curator_picture", scenario.key, what, present), draw, public=True), width="stretch")


def curator_view(scenario: Scenario, *, present: bool) -> None:
    """Draw the scenario's raw data in a bordered box whose title says it is private."""
    with st.container(border=True, key="curator_view"):
        st.subheader(TITLE)
        st.caption(scenario.source)
        score_name = scenario.candidates.score_name
        if scenario.kind == "availability":
            st.markdown(f"Who can make which date ({len(scenario.data)} people):")
            _show(
                scenario,
                "availability",
                lambda: vega.heat_strip(_availability_frame(scenario), person_title="Person", option_title="Date"),
                present=present,
            )
        if scenario.kind == "bids":  # the revenue curve is this scenario's score chart
            bids = scenario.data.iloc[:, 0]
            st.markdown(f"Revenue at each price from {len(bids)} bids (price × bids at or above it):")
            _show(
                scenario,
                "revenue",
                lambda: vega.revenue_curve(_revenue_frame(scenario), value_title=score_name.capitalize()),
                present=present,
            )
        else:  # availability, votes and counts: the true count behind every candidate
            st.markdown(f"The true scores ({score_name}):")
            _show(
                scenario,
                "scores",
                lambda: vega.bar_chart(
                    pd.DataFrame({"candidate": list(scenario.labels), "score": scenario.scores}),
                    value="score",
                    value_title=score_name.capitalize(),
                ),
                present=present,
            )
