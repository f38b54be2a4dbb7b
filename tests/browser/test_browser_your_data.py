"""Your data in a real browser: a good CSV upload shows dpcore's numbers; broken CSVs show a clear error."""

from __future__ import annotations

import pytest

import dpcore
from dpcore.ingest.csv_reader import read_csv_bytes
from dpcore.scoring.rules import score_votes

from .conftest import eventually, exception_texts, playwright_expect, read_panels, screenshot, wait_for_app

pytestmark = pytest.mark.browser
expect = playwright_expect()

QUERY = {"epsilon": 1, "trials": 1_000, "seed": 7}
# Close enough at ε = 1 that the mechanisms visibly differ (a clear winner would show 100% everywhere).
VOTES = {"Apple": 30, "Banana": 29, "Cherry": 27, "Date": 24, "Elderberry": 12}
GOOD_CSV = ("choice\n" + "".join(f"{fruit}\n" * count for fruit, count in VOTES.items())).encode()
RAGGED_CSV = b"choice,weight\nApple,1\nBanana,2,3,4\nCherry\n"
BINARY = bytes(range(256)) * 16


def upload(page, name: str, content: bytes, mime: str = "text/csv") -> None:  # noqa: ANN001
    page.get_by_test_id("stFileUploader").locator("input[type=file]").set_input_files(
        files=[{"name": name, "mimeType": mime, "buffer": content}]
    )


def error_box(page):  # noqa: ANN001, ANN201
    return page.get_by_test_id("stAlertContentError")


def open_your_data(page, server) -> None:  # noqa: ANN001
    page.goto(server.url("/Your_data", QUERY))
    expect(page.get_by_test_id("stFileUploader")).to_be_visible()
    wait_for_app(page)


def expected_for(content: bytes) -> dict[str, dict]:
    """dpcore's view of an uploaded votes file at the page's settings (Δ = 1, monotone, from the scoring)."""
    scored = score_votes(read_csv_bytes(content), "choice")
    expected = {}
    for mechanism in dpcore.MAIN_MECHANISMS:
        options = {
            "epsilon": 1.0,
            "sensitivity": scored.sensitivity,
            "mechanism": mechanism,
            "monotonic": scored.monotonic,
        }
        probabilities = dpcore.selection_probabilities(scored.scores, **options)
        counts = dpcore.simulate(scored.scores, trials=1_000, rng=dpcore.mechanism_rng(7, mechanism), **options)
        expected[dpcore.MECHANISM_LABELS[mechanism]] = {
            "exact": dict(zip(scored.labels, probabilities, strict=True)),
            "counts": dict(zip(scored.labels, (int(c) for c in counts), strict=True)),
            "metric": f"{dpcore.probability_of_best(probabilities, scored.scores):.1%}",
        }
    return expected


def assert_matches(page, expected: dict[str, dict]) -> None:  # noqa: ANN001
    panels = read_panels(page)
    assert [panel.heading for panel in panels] == list(expected)
    for panel in panels:
        want = expected[panel.heading]
        assert panel.metric == want["metric"]
        assert panel.counts == want["counts"]
        assert panel.exact.keys() == want["exact"].keys()
        for candidate, probability in want["exact"].items():
            assert panel.exact[candidate] == pytest.approx(probability, rel=1e-10, abs=1e-15)


def test_uploading_a_votes_csv_shows_results(server, page) -> None:
    open_your_data(page, server)
    upload(page, "fruit_votes.csv", GOOD_CSV)
    expect(page.get_by_test_id("pcCardValue")).to_have_count(3)
    main = page.get_by_test_id("stMain")
    expect(main).to_contain_text(f"fruit_votes.csv: {sum(VOTES.values())} rows × 1 column")
    expect(main).to_contain_text("Apple (the true best)")
    wait_for_app(page)
    eventually(lambda: assert_matches(page, expected_for(GOOD_CSV)))
    assert "Apple" not in page.url and "fruit" not in page.url  # data never goes into the link
    screenshot(page, "your_data_results")

    with page.expect_download() as download:
        page.get_by_test_id("stDownloadButton").filter(has_text="Download results (CSV)").click()
    text = open(download.value.path(), encoding="utf-8").read()
    assert "Your data (fruit_votes.csv)" in text and "Elderberry" in text


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("ragged.csv", RAGGED_CSV, "Line 3 has 4 fields but the header has 2"),
        ("garbage.csv", BINARY, "binary data"),
        ("empty.csv", b"", "The file is empty"),
    ],
    ids=["ragged-rows", "binary-garbage", "empty"],
)
def test_a_broken_csv_shows_a_clear_error_and_no_exception(server, page, name: str, content: bytes, message: str):
    open_your_data(page, server)
    upload(page, name, content)
    expect(error_box(page)).to_contain_text(message)
    wait_for_app(page)
    expect(page.get_by_test_id("pcCardValue")).to_have_count(0)
    assert exception_texts(page) == []
    if name == "ragged.csv":
        screenshot(page, "your_data_error_ragged")
        # A good file afterwards recovers without a reload.
        upload(page, "fruit_votes.csv", GOOD_CSV)
        expect(page.get_by_test_id("pcCardValue")).to_have_count(3)
        expect(error_box(page)).to_have_count(0)
