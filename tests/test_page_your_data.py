"""AppTest of the Your-data page, through the real ``st.file_uploader`` (AppTest drives it in 1.67).

The uploaded bytes go through the same path as in the browser: UploadedFile -> dpcore.ingest.table.read_table ->
dpcore.layout (guess, then the layout the widgets say) -> the shared explorer view. The real exports of
tests/exports/ are in test_page_your_data_exports.py.
"""

from __future__ import annotations

import re

import numpy as np
import pandas as pd
import pytest

import dpcore
from dpcore.data import demo_bytes
from dpcore.ingest.csv_reader import read_csv_bytes
from dpcore.scoring.rules import score_availability, score_bids, score_counts, score_votes
from tests.conftest import release_epsilon

PAGE = "pages/2_Your_data.py"
VOTES = b"name,choice\nann,Tea\nbob,Coffee\ncy,Tea\ndi,Water\ned,Tea\nflo,Coffee\n"


def plain(markdown: str) -> str:
    """Markdown as the reader sees it (the page escapes file text: "row\\:" reads "row:")."""
    return re.sub(r"\\(.)", r"\1", markdown)


def upload(open_page, name: str, content: bytes, **query: str):
    at = open_page(PAGE, trials="100", **query)
    at.file_uploader(key="yd_upload").upload(name, content, "text/csv")
    return at.run()


def open_example(open_page, name: str):
    """The page on one of the example files it offers, and that file read as dpcore reads it."""
    at = open_page(PAGE, trials="100")
    at.radio(key="yd_source").set_value("example").run()
    at.selectbox(key="yd_example").set_value(name).run()
    return at, read_csv_bytes(demo_bytes(name))


def assert_first_chart_is_exponential(charts, scored, *, epsilon: float = 1.0, sensitivity: float = 1.0) -> None:
    """The first chart's exact column is dpcore's exponential mechanism (monotone) on ``scored``."""
    np.testing.assert_allclose(
        charts[0]["exact"],
        dpcore.selection_probabilities(
            scored.scores, epsilon=epsilon, sensitivity=sensitivity, mechanism="exponential", monotonic=True
        ),
    )


def test_page_without_a_file_asks_for_one(open_page, charts_of):
    at = open_page(PAGE)
    assert not at.exception
    assert any("Upload a CSV" in i.value for i in at.info)
    assert charts_of(at) == []


def test_good_upload_shows_results(open_page, charts_of):
    at = upload(open_page, "drinks.csv", VOTES)
    assert not at.exception and not at.error
    # No click needed: the page understood the file and says so.
    assert at.selectbox(key="yd_kind").value == "votes"
    assert at.selectbox(key="yd_column").value == "choice"
    assert "6 responses; “choice” holds one choice per response: 3 candidates, votes, Δ = 1, monotone" in plain(
        at.success[0].value
    )
    scored = score_votes(read_csv_bytes(VOTES), "choice")
    frames = charts_of(at)
    assert len(frames) == 3
    for frame, mechanism in zip(frames, dpcore.MAIN_MECHANISMS, strict=True):
        assert list(frame["candidate"]) == list(scored.labels)
        expected = dpcore.selection_probabilities(
            scored.scores, epsilon=1.0, sensitivity=1.0, mechanism=mechanism, monotonic=True
        )
        np.testing.assert_allclose(frame["exact"], expected, rtol=1e-12)
    assert at.number_input(key="yd_sensitivity").value == 1.0
    assert at.toggle(key="yd_monotone").value is True
    # The data never reaches the link: only the shared parameters do.
    assert not {"Tea", "Coffee", "Water"} & set(" ".join(at.query_params.values()).split(","))
    # A widget change changes the output.
    release_epsilon(at, 0.2)  # the live ε control (ui.charts.live) sends a new ε
    assert_first_chart_is_exponential(charts_of(at), scored, epsilon=0.2)


def test_example_file_with_availability_scoring(open_page, charts_of):
    at, frame = open_example(open_page, "meeting_date.csv")
    assert not at.exception and not at.error
    assert at.selectbox(key="yd_kind").value == "grid"  # 0/1 columns are recognised
    assert "people available" in plain(at.success[0].value)
    assert_first_chart_is_exponential(charts_of(at), score_availability(frame, list(frame.columns[1:])))


def test_counts_example_opens_on_counts(open_page, charts_of):
    at, frame = open_example(open_page, "adult_marital_status.csv")
    assert not at.exception and not at.error
    assert at.selectbox(key="yd_kind").value == "counts"
    scored = score_counts(frame, label_column="category", count_column="count")
    assert list(charts_of(at)[0]["candidate"]) == list(scored.labels)


def test_bids_scoring_defaults_delta_to_the_highest_price(open_page, charts_of):
    content = b"bid\n1.00\n1.00\n3.00\n"
    at = upload(open_page, "bids.csv", content)
    assert at.selectbox(key="yd_kind").value == "bids"
    at.number_input(key="yd_price_min").set_value(0.8).run()
    at.number_input(key="yd_price_max").set_value(3.0).run()
    at.number_input(key="yd_price_step").set_value(0.1).run()
    assert not at.exception and not at.error
    scored = score_bids(read_csv_bytes(content)["bid"], price_min=0.8, price_max=3.0, price_step=0.1)
    assert at.number_input(key="yd_sensitivity").value == pytest.approx(3.0)
    assert_first_chart_is_exponential(charts_of(at), scored, sensitivity=3.0)


@pytest.mark.parametrize(
    "content",
    [
        b"\x00\x01\x02\x03binary\xff\xfe" * 50,  # not text
        b"",  # empty
        b"a,b\n1,2,3,4\n5\n",  # ragged rows
    ],
)
def test_bad_upload_shows_an_error_not_an_exception(open_page, charts_of, content):
    at = upload(open_page, "broken.csv", content)
    assert not at.exception
    assert at.error, "a broken file must say what is wrong"
    assert "Traceback" not in at.error[0].value
    assert charts_of(at) == []


def test_bad_scoring_choice_shows_dpcore_message(open_page, charts_of):
    at = upload(open_page, "drinks.csv", VOTES)
    at.selectbox(key="yd_kind").set_value("grid").run()
    at.multiselect(key="yd_columns").set_value(["choice"]).run()
    assert not at.exception
    assert at.error and "choice" in at.error[0].value
    at.selectbox(key="yd_kind").set_value("votes").run()  # nothing lost: another choice works at once
    assert not at.exception and not at.error and len(charts_of(at)) == 3
    at.selectbox(key="yd_kind").set_value("grid").run()
    at.multiselect(key="yd_columns").set_value(["choice"]).run()
    assert charts_of(at) == []


def test_million_row_upload(open_page, charts_of):
    rng = np.random.default_rng(0)
    choices = rng.choice(np.array(["alpha", "beta", "gamma", "delta"]), size=1_000_000, p=[0.4, 0.3, 0.2, 0.1])
    content = ("choice\n" + "\n".join(choices) + "\n").encode()
    at = upload(open_page, "big.csv", content)  # (its timing is measured in bench/bench_latency.py, not here)
    assert not at.exception and not at.error
    frames = charts_of(at)
    assert len(frames) == 3
    assert set(frames[0]["candidate"]) == {"alpha", "beta", "gamma", "delta"}


def test_settings_survive_a_page_switch(open_page, charts_of):
    at = open_page("app.py", epsilon="0.5", seed="42", trials="100")
    at.switch_page("pages/1_Explorer.py").run()
    assert at.session_state["epsilon"] == pytest.approx(0.5)
    at.switch_page("pages/2_Your_data.py").run()
    assert not at.exception
    at.radio(key="yd_source").set_value("example").run()  # a later run, after an early st.stop()
    at.selectbox(key="yd_example").set_value("book_poll.csv").run()
    assert not at.exception and not at.error
    assert at.session_state["epsilon"] == pytest.approx(0.5)
    assert at.number_input(key="seed").value == 42
    assert at.multiselect(key="mechanisms").value == list(dpcore.MAIN_MECHANISMS)
    assert len(charts_of(at)) == 3


def test_too_many_runs_are_capped_with_an_offer(open_page, charts_of):
    labels = [f"option {i:04d}" for i in range(1000)]
    content = ("choice\n" + "\n".join(labels * 3) + "\n").encode()
    at = open_page(PAGE, trials="1000000")
    at.file_uploader(key="yd_upload").upload("wide.csv", content, "text/csv")
    at.run()
    assert not at.exception and not at.error
    assert any("too much to simulate" in i.value for i in at.info)
    assert at.button(key="run_full").label.startswith("Run all 1,000,000")
    runs = charts_of(at)[0]["simulated_text"].iloc[0]
    assert "of 1,000,000 runs" not in runs  # the capped number is what was simulated
    # Page order: the ε row (the live control: slider with its "more privacy" ends, exact box) first, the offer
    # under it, then the live view (ui.charts.live).
    nodes = list(_walk(at.main))
    shown = [getattr(node, "value", "") for node in nodes]
    offer = next(i for i, v in enumerate(shown) if isinstance(v, str) and "too much to simulate" in v)
    ids = [getattr(getattr(node, "proto", None), "id", "") or "" for node in nodes]
    control = next(i for i, found in enumerate(ids) if found.endswith("pc_live_control"))
    drawing = next(i for i, found in enumerate(ids) if found.endswith("pc_live_view"))
    assert control < offer < drawing


def _walk(node):  # noqa: ANN001, ANN202
    """Every element under an AppTest block, in page order."""
    for child in getattr(node, "children", {}).values():
        yield child
        yield from _walk(child)


def test_labels_are_shown_literally_never_as_markdown(open_page, charts_of):
    content = b"choice\n![x](http://example.com/p.png)\n![x](http://example.com/p.png)\n$a$\n"
    at = upload(open_page, "tricky.csv", content)
    assert not at.exception and not at.error
    # The sentences reach the browser as HTML with the labels as escaped text (never Markdown, never a tag), so no
    # image is fetched from an outside host; the charts' names are text, read back below.
    from tests.conftest import live_payloads
    from ui.charts import live

    view = live.unpack(live_payloads(at)[0])[0]
    sentence = view["sentences"][view["labels"].index("1")]
    assert "<img" not in sentence and "![x](http://example.com/p.png)" in sentence
    assert "![x](http://example.com/p.png)" in set(charts_of(at)[0]["candidate"])


def test_preview_sends_only_the_files_shape_to_the_browser():
    """A wide upload with a huge cell: the preview is 10 rows × 30 columns of cells cut to 80 characters."""
    from ui.your_data.inputs import PREVIEW_CHARS, PREVIEW_COLUMNS, PREVIEW_ROWS, preview_frame

    frame = pd.DataFrame({f"c{i}": ["x" * 10_000] * 50 for i in range(100)})
    shown = preview_frame(frame)
    assert shown.shape == (PREVIEW_ROWS, PREVIEW_COLUMNS)
    assert shown.map(len).to_numpy().max() == PREVIEW_CHARS + 1  # the text kept plus one ellipsis


def test_the_first_change_of_delta_or_monotone_after_an_upload_sticks(open_page):
    """The first sidebar change after an upload used to be undone by a reseed on the next run (issue #10)."""
    at = upload(open_page, "drinks.csv", VOTES)
    at.number_input(key="yd_sensitivity").set_value(3.0).run()
    assert at.number_input(key="yd_sensitivity").value == 3.0
    at.toggle(key="yd_monotone").set_value(False).run()
    assert at.toggle(key="yd_monotone").value is False
    assert at.number_input(key="yd_sensitivity").value == 3.0
