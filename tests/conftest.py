"""Shared test helpers: AppTest pages and chart readers, how a page scores an uploaded table (the hostile-file,
fuzzing and scoring tests all score the same way and judge the outcome the same way), and what a missing
prerequisite (a browser, haproxy, the package registry) does: skip on a developer's machine, fail under CI."""

from __future__ import annotations

import io
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn
from xml.etree import ElementTree

import numpy as np
import pandas as pd
import pyarrow.ipc
import pytest
from hypothesis import settings

import dpcore
from dpcore.ingest.csv_reader import read_csv_bytes
from dpcore.scoring import rules as scoring
from dpcore.scoring.candidates import ScoredCandidates

ROOT = Path(__file__).resolve().parent.parent

# ----- prerequisites: skipped on a developer's machine, required under CI --------------------------------------


def in_ci() -> bool:
    """True on a CI runner (``CI=true``, as GitHub Actions, GitLab and most others set; ``1`` and ``yes`` too)."""
    return os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}


def missing_prerequisite(reason: str) -> NoReturn:
    """A test cannot run for lack of something outside the code (chromium, playwright, haproxy, setpriv, the package
    registry): skipped with ``reason`` on a developer's machine, a failure under CI, where `make test` installs it all
    (a skip there would hide a test that never ran). Usable at a module's top level too (the whole module is then
    skipped, or fails to collect under CI)."""
    if in_ci():
        pytest.fail(f"CI=true and {reason}", pytrace=False)
    pytest.skip(reason, allow_module_level=True)


# ----- Hypothesis: the same examples on every run ------------------------------------------------------------
# Derandomised (the examples follow from each test's own code, not from a random seed), so a failure seen once,
# on CI or here, is the same failure on the next run; print_blob prints the @reproduce_failure line to replay it.
# A test's own @settings(...) keeps these unless it names them. HYPOTHESIS_PROFILE=default explores at random.
settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

# ----- scoring an upload as the Your-data page does ----------------------------------------------------------

Scoring = Callable[[pd.DataFrame], ScoredCandidates]

#: Text that must never reach a user: tracebacks, Python/numpy reprs, pandas' C-parser internals.
NOISE = re.compile(r"Traceback|<class|<object|object at 0x|np\.(float|int|str)|dtype|Error tokenizing|C error")


def csv_frame(text: str) -> pd.DataFrame:
    """CSV text read as the Your-data page reads an upload (UTF-8 bytes through ``read_csv_bytes``)."""
    return read_csv_bytes(text.encode("utf-8"))


def votes(column: str) -> Scoring:
    """One vote per row in ``column``."""
    return lambda frame: scoring.score_votes(frame, column)


def availability(*columns: str) -> Scoring:
    """The chosen columns, or (none given) the yes/no columns the page pre-selects."""
    return lambda frame: scoring.score_availability(frame, list(columns) or list(scoring.indicator_columns(frame)))


def approval(*columns: str) -> Scoring:
    """Approval ballots over the chosen columns (or the yes/no columns)."""
    return lambda frame: scoring.score_approval(frame, list(columns) or list(scoring.indicator_columns(frame)))


def bids(column: str = "bid", low: float = 1.0, high: float = 3.0, step: float = 1.0) -> Scoring:
    """The bids in ``column`` on the price grid low, low + step, …, high."""
    return lambda frame: scoring.score_bids(frame[column], price_min=low, price_max=high, price_step=step)


def counts(label: str = "category", count: str = "count") -> Scoring:
    """A table of counts: a label column and a count column."""
    return lambda frame: scoring.score_counts(frame, label_column=label, count_column=count)


def every_scoring(columns: list[str], *, low: float, high: float, step: float) -> list[Scoring]:
    """Every way a page may score a table with these columns: availability and approval of the yes/no (or given)
    columns, and per column votes, bids on the grid low…high and counts labelled by the first column."""
    attempts = [availability(), approval(*columns)]
    for name in columns:
        attempts += [votes(name), bids(name, low, high, step), counts(columns[0], name)]
    return attempts


def assert_clear_message(message: str) -> None:
    """An error a page can show as it is: short, one line, no traceback or repr noise."""
    assert message.strip(), "empty message"
    assert len(message) < 300, f"{len(message)} characters: {message}"
    assert "\n" not in message, message
    assert not NOISE.search(message), message


def assert_valid_probabilities(scored: ScoredCandidates, epsilon: float = 1.0) -> None:
    """Finite scores whose exact probabilities (the three main mechanisms) are finite and sum to 1 within 1e-12."""
    assert np.all(np.isfinite(scored.scores))
    for mechanism in dpcore.MAIN_MECHANISMS:
        probabilities = dpcore.selection_probabilities(
            scored.scores,
            epsilon=epsilon,
            sensitivity=scored.sensitivity,
            mechanism=mechanism,
            monotonic=scored.monotonic,
        )
        assert np.all(np.isfinite(probabilities)), mechanism
        assert abs(probabilities.sum() - 1.0) <= 1e-12, (mechanism, probabilities.sum())


# ----- AppTest -----------------------------------------------------------------------------------------------


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


def live_payloads(at: object) -> tuple[bytes | None, bytes | None]:
    """The live explorer's view and step payloads (``ui.charts.live``) in an AppTest page, or None each."""
    from ui.charts import live

    view = step = None
    for element in at.get("bidi_component"):  # type: ignore[attr-defined]
        data = element.proto.bytes
        if data[:4] != live.MAGIC:
            continue
        role = live.unpack(data)[0]["role"]
        if role == live.ROLE_VIEW:
            view = data
        elif role == live.ROLE_STEP:
            step = data
    return view, step


def release_epsilon(at: object, epsilon: float, seq: int = 1) -> object:
    """Rerun an AppTest page as the browser does when the hand lets go of the live ε slider at ``epsilon`` (or a
    value is typed into its exact box): the control sets the step mount's state ``epsilon`` to the value and a
    sequence number (``ui.charts.live``), which reruns the live fragment."""
    import json

    from streamlit.proto.WidgetStates_pb2 import WidgetState

    from ui.charts import live

    mounts = at.get("bidi_component")  # type: ignore[attr-defined]
    step = next(element for element in mounts if element.proto.id.endswith(live.K_STEP))
    states = at._tree.get_widget_states()  # type: ignore[attr-defined]  # (AppTest has no public setter for it)
    value = {live.EVENT_EPSILON: {"epsilon": epsilon, "seq": seq}}
    states.widgets.append(WidgetState(id=step.proto.id, json_value=json.dumps(value)))
    return at._run(states)  # type: ignore[attr-defined]


def selection_charts(at: object) -> list[pd.DataFrame]:
    """The data of every exact-vs-simulated chart on the page, in order: the Explorer's live charts (what the browser
    draws from the laws and runs it was sent, ``ui.explorer.view.drawn_frames``), the SVG charts of other views (read
    from the drawing), then Vega-Lite ones (those with an ``exact`` column)."""
    from ui.explorer.view import drawn_frames

    view, step = live_payloads(at)
    found = [pd.DataFrame(frame) for frame in drawn_frames(view, step)] if view and step else []
    found += [frame for element in at.markdown for frame in svg_panels(element.value)]  # type: ignore[attr-defined]
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
def open_with_upload(open_page):
    """``open_with_upload(page, name, content, column)``: a file uploaded on the Your-data page (read as one vote
    per row in ``column``), then ``page`` opened with the upload as its score source. Each step is checked: the
    file read as votes in that column, and no exception or error on the page."""

    def run(page: str, name: str, content: bytes, column: str) -> object:
        at = open_page("pages/2_Your_data.py", trials="100")
        at.file_uploader(key="yd_upload").upload(name, content, "text/csv")
        at.run()
        assert at.selectbox(key="yd_kind").value == "votes" and at.selectbox(key="yd_column").value == column
        at.switch_page(page)
        at.run()
        assert not at.exception
        at.radio(key="src_source").set_value("upload").run()
        assert not at.exception and not at.error
        return at

    return run


def count_calls(monkeypatch: pytest.MonkeyPatch, calls: list[str], owner: object, name: str) -> Callable:
    """Make ``owner.name`` append ``name`` to ``calls`` each time it is called (then do its work); returns the
    original, for a fresh run to compare with."""
    original = getattr(owner, name)

    def counted(*args: object, **kwargs: object) -> object:
        calls.append(name)
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, counted)
    return original  # type: ignore[no-any-return]


def memo_keys(memo: object) -> set:
    """Every key a memo holds (``ui.shell.memo.PUBLIC_MEMO``, or a session's own)."""
    return set(memo._items)  # type: ignore[attr-defined]


def private_rerun(at: object, epsilon: float) -> set[str]:
    """Move ε on a page that shows an upload and run it again (everything computed anew): the shared memo must gain
    nothing. Returns the names of what the session's own memo holds (each key's first part)."""
    from ui.shell.memo import PUBLIC_MEMO

    shared_before = memo_keys(PUBLIC_MEMO)
    at.number_input(key="epsilon").set_value(epsilon).run()  # type: ignore[attr-defined]
    assert not at.exception and not at.error  # type: ignore[attr-defined]
    assert memo_keys(PUBLIC_MEMO) - shared_before == set()
    return {key[0] for key in memo_keys(at.session_state["_pc_private_memo"])}  # type: ignore[attr-defined]


def link_warnings(at: object) -> str:
    """The page's warnings as one text, once it has shown neither an exception nor an error (odd link values must
    warn, never fail)."""
    assert not at.exception and not at.error  # type: ignore[attr-defined]
    return " ".join(w.value for w in at.warning)  # type: ignore[attr-defined]


@pytest.fixture
def charts_of():
    """``charts_of(at)``: the data of every exact-vs-simulated chart on the page."""
    return selection_charts
