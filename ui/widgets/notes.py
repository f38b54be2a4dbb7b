"""What the pages and view modules share besides the charts (:mod:`ui.charts.vega`): the ε control at the top of a
page, the table under a chart, and the note that the samplers are floating point.
"""

from __future__ import annotations

from collections.abc import Mapping

import pandas as pd
import streamlit as st

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
