"""The one upload path (ui.shell.uploads), through every page that takes an upload (AppTest, no browser).

* Isolation: an upload adds nothing to any store shared between sessions (``st.cache_data``,
  ``st.cache_resource`` and the memo's shared part, :data:`ui.shell.memo.PUBLIC_MEMO`) — on Your data, and on the
  pages that reuse its scored file (Privacy vs utility, Privacy-loss audit, Noise lens) or take their own upload
  (Private median, Synthetic data).
* Our errors are ours: an unexpected exception while reading or understanding a file says so, with a reference that
  the server log's line repeats; dpcore's input errors keep their precise message.
* Fuzz: tables with long shared prefixes, repeated, unicode and empty column names go through the whole Your-data
  page without an exception reaching the guard, and the preview's headers stay distinct.
"""

from __future__ import annotations

import io
import logging
import random
import re

import pandas as pd
import pytest
from streamlit.runtime.caching import cache_data_api, cache_resource_api

import dpcore
from tests.conftest import live_payloads
from ui.charts import live
from ui.shell.guard import OUR_FAULT_READING
from ui.shell.memo import PUBLIC_MEMO
from ui.your_data.inputs import PREVIEW_CHARS, preview_frame

YOUR_DATA = "pages/2_Your_data.py"
MARKER = "Zqxjvwk"  # a label no shipped file holds: found in a shared store, it could only come from the upload
VOTES = f"who,drink\na,{MARKER}\nb,{MARKER}\nc,Coffee\nd,Water\ne,Tea\n".encode()


def shared_stores() -> tuple[frozenset, int, int]:
    """What the stores shared between sessions hold: the shared memo's keys and the st.cache_* entries."""
    return (
        frozenset(PUBLIC_MEMO._items),
        len(cache_data_api._data_caches.get_stats()),
        len(cache_resource_api._resource_caches.get_stats()),
    )


def assert_nothing_shared(before: tuple[frozenset, int, int]) -> None:
    after = shared_stores()
    assert after[0] == before[0], sorted(map(repr, after[0] - before[0]))[:5]
    assert after[1:] == before[1:]
    assert MARKER not in repr(sorted(map(repr, after[0])))


def upload_on_your_data(at):
    at.switch_page(YOUR_DATA)
    at.run()
    at.file_uploader(key="yd_upload").upload("drinks.csv", VOTES, "text/csv")
    at.run()
    assert not at.exception and not at.error
    return at


@pytest.mark.parametrize(
    "page", ["pages/3_Privacy_vs_utility.py", "pages/4_Privacy_loss_audit.py", "pages/5_Noise_lens.py"]
)
def test_the_your_data_upload_reused_on_another_page_adds_nothing_to_shared_stores(open_page, page):
    at = open_page(page, trials="100")  # the scenario's public results are computed (and shared) first
    assert not at.exception
    before = shared_stores()
    upload_on_your_data(at)
    assert_nothing_shared(before)
    at.switch_page(page)
    at.run()
    at.radio(key="src_source").set_value("upload").run()
    assert not at.exception and not at.error
    assert any(MARKER in m.value for m in at.caption) or at.get("markdown")  # the upload's scores are in use
    assert_nothing_shared(before)


def test_an_upload_on_your_data_adds_nothing_to_shared_stores(open_page):
    at = open_page(YOUR_DATA, trials="100")
    before = shared_stores()
    upload_on_your_data(at)
    # Drawn, from this session's memo only: the live view's data (ui.charts.live) names the upload's candidates.
    view, _ = live_payloads(at)
    assert view is not None and MARKER in str(live.unpack(view)[0])
    at.selectbox(key="yd_kind").set_value("counts").run()  # another reading of the same file
    assert not at.exception
    assert_nothing_shared(before)


def test_an_upload_on_the_private_median_page_adds_nothing_to_shared_stores(open_page):
    at = open_page("pages/7_Private_median.py", data="upload")
    before = shared_stores()
    content = b"name,score\n" + b"".join(f"{MARKER}{i},{v}\n".encode() for i, v in enumerate([3, 9, 4, 7, 5]))
    at.file_uploader(key="md_upload").upload("scores.csv", content, "text/csv")
    at.run()
    assert not at.exception and not at.error and at.selectbox(key="md_column").value == "score"
    assert_nothing_shared(before)


def test_an_upload_on_the_synthetic_data_page_adds_nothing_to_shared_stores(open_page):
    at = open_page("pages/8_Synthetic_data.py", data="upload")
    before = shared_stores()
    rows = "".join(f"{MARKER}{i},{i % 2},{(i // 2) % 2}\n" for i in range(12))
    at.file_uploader(key="sd_upload").upload("members.csv", f"who,a,b\n{rows}".encode(), "text/csv")
    at.run()
    assert not at.exception and not at.error
    assert_nothing_shared(before)


# ----- our errors are ours --------------------------------------------------------------------------------------


def _raise(*args, **kwargs):
    raise KeyError("a fault of ours")


def test_an_unexpected_failure_after_the_read_is_ours_with_a_reference_in_the_log(open_page, monkeypatch, caplog):
    monkeypatch.setattr("dpcore.ingest.readings.understand", _raise)  # the file is read; understanding it fails
    at = open_page(YOUR_DATA)
    at.file_uploader(key="yd_upload").upload("drinks.csv", VOTES, "text/csv")
    with caplog.at_level(logging.ERROR):
        at.run()
    assert not at.exception
    (error,) = at.error
    assert error.value.startswith(OUR_FAULT_READING)
    assert "it is not a problem with your file" in error.value and "Check that it is" not in error.value
    reference = re.fullmatch(r".* Reference: ([0-9a-f]{8})\.", error.value, flags=re.S)
    assert reference is not None, error.value
    logged = [r for r in caplog.records if reference.group(1) in r.getMessage()]
    assert logged and logged[0].exc_info is not None  # the same reference beside the traceback


def test_an_input_error_keeps_its_precise_message(open_page, monkeypatch):
    def refuse(*args, **kwargs):
        raise dpcore.InvalidInputError("Row 3 of “drink” is empty; fill it or remove the row.")

    monkeypatch.setattr("dpcore.ingest.readings.understand", refuse)
    at = open_page(YOUR_DATA)
    at.file_uploader(key="yd_upload").upload("drinks.csv", VOTES, "text/csv")
    at.run()
    assert not at.exception
    (error,) = at.error
    assert "Row 3 of “drink” is empty" in error.value.replace("\\", "")
    assert "Reference" not in error.value and "our side" not in error.value


@pytest.mark.parametrize(
    ("page", "key", "target"),
    [
        ("pages/7_Private_median.py", "md_upload", "ui.median.inputs.read_values"),
        ("pages/8_Synthetic_data.py", "sd_upload", "ui.smalldb.inputs.indicator_columns"),
    ],
)
def test_the_other_uploads_say_an_unexpected_failure_is_ours(open_page, monkeypatch, page, key, target):
    monkeypatch.setattr(target, _raise)
    at = open_page(page, data="upload")
    at.file_uploader(key=key).upload("data.csv", b"x,y\n1,0\n2,1\n3,1\n", "text/csv")
    at.run()
    assert not at.exception
    assert [e.value.startswith(OUR_FAULT_READING) and "Reference: " in e.value for e in at.error] == [True]


# ----- fuzz: awkward headers through the whole page -------------------------------------------------------------

QUESTION = (
    "Which of the following evening sessions of the autumn programme would you be able to attend, given the "
    "travel time from your campus and the other commitments you have during that week? Tick all that apply."
)


def test_the_shared_question_is_over_two_hundred_characters():
    assert len(QUESTION) >= 200


def _header(rng: random.Random, case: int) -> list[str]:
    options = ["Thu 16 Oct", "Fri 17 Oct", "Mon 20 Oct", "Tue 21 Oct", "Wed 22 Oct"] * 4
    if case % 4 == 0:  # 20 columns sharing a 200-character question, one per option
        return [f"{QUESTION} (choice={day} #{i})" for i, day in enumerate(options)]
    if case % 4 == 1:  # the same, as a form tool's path
        return [f"Group/{QUESTION}/{day} {i}" for i, day in enumerate(options)]
    names = ["", "1.0", "1.0", "1.0", "Ünïcødé ✓", "名前", "emoji 🎉", " ", "a" * 300, "a" * 299 + "b"]
    rng.shuffle(names)
    return names if case % 4 == 2 else ["name", *names[: rng.randint(2, len(names))]]


def _table(rng: random.Random, header: list[str]) -> bytes:
    answers = ["yes", "no", "maybe", "", "Tea", "Coffee", "3", "1.5"]
    rows = [[rng.choice(answers) for _ in header] for _ in range(rng.randint(3, 12))]
    buffer = io.StringIO()
    pd.DataFrame(rows).to_csv(buffer, header=header, index=False)
    return buffer.getvalue().encode()


@pytest.mark.parametrize("case", range(8))
def test_awkward_headers_go_through_the_whole_page(open_page, caplog, case):
    rng = random.Random(2500 + case)
    header = _header(rng, case)
    content = _table(rng, header)
    at = open_page(YOUR_DATA, trials="100")
    at.file_uploader(key="yd_upload").upload(f"fuzz{case}.csv", content, "text/csv")
    with caplog.at_level(logging.ERROR):
        at.run()
        assert not at.exception
        if not at.error:  # read and understood: every reading of it draws without a fault
            for kind in ("grid", "votes", "counts"):
                at.selectbox(key="yd_kind").set_value(kind).run()
                assert not at.exception
    assert not any("our side" in e.value for e in at.error), [e.value for e in at.error]
    assert not [r.getMessage() for r in caplog.records if r.name.startswith("ui")]  # nothing reached the guard


@pytest.mark.parametrize("case", range(4))
def test_the_preview_headers_stay_distinct_and_bounded(case):
    header = _header(random.Random(case), case)
    frame = pd.DataFrame([[1] * len(header)], columns=header)
    preview = preview_frame(frame)
    names = list(preview.columns)
    assert len(set(names)) == len(names)  # st.dataframe never meets "Duplicate column names"
    assert all(len(name) <= PREVIEW_CHARS + 3 for name in names)  # (+ a superscript number that tells them apart)
