"""Downloads: a results CSV carrying every parameter, and PNG/SVG of the charts (built only when clicked)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence

import numpy as np
import pandas as pd
import streamlit as st

import dpcore
from ui.shell.runs import MechanismResult, Settings, TrialPlan

_LOG = logging.getLogger(__name__)

# A spreadsheet treats a cell starting with one of these as a formula (OWASP "CSV injection").
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def neutralise(value: object) -> object:
    """Prefix a text cell that a spreadsheet would run as a formula with a single quote; leave numbers alone."""
    if isinstance(value, str) and value.startswith(_FORMULA_STARTS):
        return "'" + value
    return value


def results_frame(
    *,
    labels: Sequence[str],
    scores: np.ndarray,
    results: Sequence[MechanismResult],
    settings: Settings,
    plan: TrialPlan,
    source: str,
) -> pd.DataFrame:
    """One row per mechanism × candidate: exact probability, counts, Wilson interval and every parameter.

    With k > 1 winners (``settings.winners``) the columns say what they hold: the exact probability of being in the
    chosen set, the runs whose set held the candidate, P(the k best are all chosen), the expected shortfall of the
    set's total and the largest |z| (the chi-square test does not apply to a set's counts); the parameters add k and
    the whole release's pure ε, k·ε."""
    k = getattr(settings, "winners", 1)
    frames = []
    for result in results:
        frames.append(
            pd.DataFrame(
                {
                    "mechanism": result.mechanism,
                    "mechanism_label": dpcore.MECHANISM_LABELS[result.mechanism],
                    "candidate": list(labels),
                    "score": scores,
                    "exact_probability": result.probabilities,
                    "exact_log_probability": result.log_probabilities,
                    "simulated_count": result.counts,
                    "simulated_share": result.shares,
                    "wilson95_lower": result.lower,
                    "wilson95_upper": result.upper,
                    "probability_of_best": result.probability_of_best,
                    "expected_regret": result.expected_regret,
                    "goodness_of_fit_pvalue": result.fit_pvalue,
                }
            )
        )
    table = pd.concat(frames, ignore_index=True) if frames else pd.DataFrame()
    if k > 1:
        # (no chi-square column: a set's counts are not multinomial; the largest |z| takes its place)
        table = table.drop(columns=["goodness_of_fit_pvalue"]).rename(columns=TOP_K_COLUMNS)
        table["largest_abs_z"] = [getattr(r, "largest_z", float("nan")) for r in results for _ in labels]
    parameters: Mapping[str, object] = {
        "source": source,
        "epsilon": settings.epsilon,
        "sensitivity": settings.sensitivity,
        "monotone": settings.monotonic,
        "trials_requested": plan.requested,
        "trials_simulated": plan.run,
        "seed": settings.seed,
        "random_stream": "dpcore.mechanism_rng(seed, mechanism)",
    }
    if k > 1:
        mechanism = results[0].mechanism if results else dpcore.MAIN_MECHANISMS[0]
        parameters = {
            **parameters,
            "winners_k": k,
            "pure_epsilon_whole_release": dpcore.top_k_privacy(
                k=k, epsilon=settings.epsilon, mechanism=mechanism
            ).pure_epsilon,
        }
    for name, value in parameters.items():
        table[name] = value
    return spreadsheet_safe(table)


#: The result columns' names with k > 1 winners (each value then describes the chosen set, not one choice).
TOP_K_COLUMNS = {
    "exact_probability": "exact_P(in the chosen set)",
    "exact_log_probability": "exact_log_P(in the chosen set)",
    "simulated_count": "simulated_runs_with_it_in_the_set",
    "simulated_share": "simulated_share_of_sets",
    "probability_of_best": "P(the k best are all chosen)",
    "expected_regret": "expected_shortfall_of_the_set_total",
}


def spreadsheet_safe(table: pd.DataFrame) -> pd.DataFrame:
    """``table`` with every text cell passed through :func:`neutralise` (numbers are left as they are)."""
    table = table.copy()
    for column in table.columns:
        if table[column].dtype == object or pd.api.types.is_string_dtype(table[column]):
            table[column] = table[column].map(neutralise)
    return table


def safe_csv(table: pd.DataFrame) -> bytes:
    """``table`` as spreadsheet-safe UTF-8 CSV with full float precision.

    Rows end in CRLF (RFC 4180), which makes the writer quote every cell holding a CR or LF. With pandas' default
    LF a cell such as ``"x\r=HYPERLINK(…)"`` was written unquoted, and a spreadsheet (or Python's csv module)
    split the row at the CR: the text after it started a new row as an un-neutralised formula.
    """
    # Python writes the shortest decimal that reads back to the same float, so no precision is lost.
    return spreadsheet_safe(table).to_csv(index=False, lineterminator="\r\n").encode("utf-8")


def results_csv(**kwargs: object) -> bytes:
    """The results table as spreadsheet-safe UTF-8 CSV with full float precision (see :func:`safe_csv`)."""
    return safe_csv(results_frame(**kwargs))  # type: ignore[arg-type]


def chart_png(chart: dict | str) -> bytes:
    """A Vega-Lite spec (inline data) or an SVG document as a PNG at twice the pixel density (sharp on a
    projector)."""
    import vl_convert  # imported here: loading it costs ~0.5 s and is only needed on click

    if isinstance(chart, str):
        return vl_convert.svg_to_png(chart, scale=2)
    return vl_convert.vegalite_to_png(chart, scale=2)


def chart_svg(chart: dict | str) -> bytes:
    """A Vega-Lite spec (inline data) as an SVG document; an SVG document as it is."""
    if isinstance(chart, str):
        return chart.encode("utf-8")
    import vl_convert

    return vl_convert.vegalite_to_svg(chart).encode("utf-8")


def csv_with_parameters(frame: pd.DataFrame, parameters: Mapping[str, object]) -> bytes:
    """``frame`` plus one column per parameter, as spreadsheet-safe CSV (see :func:`safe_csv`)."""
    table = frame.copy()
    for name, value in parameters.items():
        table[name] = value
    return safe_csv(table)


def _safely(build: Callable[[], bytes]) -> Callable[[], bytes]:
    def run() -> bytes:
        try:
            return build()
        except Exception:  # a failed export must not take the page down; details go to the server log
            _LOG.exception("export failed")
            return b""

    return run


def download_row(
    *,
    stem: str,
    csv: Callable[[], bytes],
    chart: Callable[[], dict | str],
    key: str,
    csv_label: str = "Download numbers (CSV)",
) -> None:
    """CSV, PNG and SVG buttons (keys ``{key}_csv``, ``{key}_png``, ``{key}_svg``); each file is built only when
    its button is clicked (callable ``data``). ``chart`` returns a Vega-Lite spec with inline data, or an SVG
    document."""
    files = (
        (csv_label, csv, "csv", "text/csv"),
        ("Download charts (PNG)", lambda: chart_png(chart()), "png", "image/png"),
        ("Download charts (SVG)", lambda: chart_svg(chart()), "svg", "image/svg+xml"),
    )
    with st.container(horizontal=True):  # one row, four elements: it is redrawn with every result
        for label, build, extension, mime in files:
            st.download_button(
                label,
                data=_safely(build),
                file_name=f"{stem}.{extension}",
                mime=mime,
                key=f"{key}_{extension}",
                on_click="ignore",
            )
