"""AppTest of the Private-median page: dpcore's exact law drawn next to seeded samples; uploads stay private."""

from __future__ import annotations

import io
import json

import numpy as np
import pandas as pd

import dpcore
from dpcore.analyses import median
from dpcore.analyses.median import (
    expected_absolute_error,
    expected_error_curve,
    median_cdf,
    median_distribution,
    sample_from_distribution,
    sampled_error,
)
from tests.conftest import link_warnings
from tests.vega_datasets import datasets
from ui.median import inputs
from ui.median import result as median_result
from ui.median import view as median_view
from ui.shell.memo import PUBLIC_MEMO
from ui.widgets.export import chart_svg

PAGE = "pages/7_Private_median.py"
AGES = inputs.demo_column("ages").values


def metric(at, start: str) -> str:
    return next(m.value for m in at.metric if m.label.startswith(start))


def test_default_page_draws_the_exact_law_and_seeded_samples(open_page):
    at = open_page(PAGE)
    assert not at.exception and not at.error and not at.warning
    assert any("e<sup>ε/2</sup> at ε = 1" in m.value for m in at.markdown)  # a real superscript, not a caret
    dist = median_distribution(AGES, lower=0, upper=100, epsilon=1.0)
    data = datasets(at)
    bins = data["bins"]
    edges = np.append(bins["bin_left"].to_numpy(), bins["bin_right"].iloc[-1])
    np.testing.assert_allclose(bins["exact_probability"], np.diff(median_cdf(dist, edges)), atol=1e-15)
    assert bins["exact_probability"].sum() > 0.999  # the zoomed window holds 99.9% of releases
    # The samples are dpcore's own, from the link's seed.
    samples = sample_from_distribution(dist, size=inputs.DRAWS_DEFAULT, rng=7)
    np.testing.assert_array_equal(bins["sampled_count"], np.histogram(samples, bins=edges)[0])
    keep = np.diff(dist.edges) > 0
    np.testing.assert_allclose(data["steps"]["density"].iloc[:-1], dist.densities[keep], rtol=1e-12)
    np.testing.assert_allclose(data["cdf"]["exact_cdf"], median_cdf(dist, data["cdf"]["x"]), atol=1e-15)
    curve = expected_error_curve(AGES, lower=0, upper=100, epsilons=data["curve"]["epsilon"])
    np.testing.assert_allclose(data["curve"]["expected_error"], curve, rtol=1e-12)
    assert metric(at, "Expected distance") == f"{expected_absolute_error(dist):,.4g}"
    # The true median appears in the curator view only.
    assert data["median"]["median"].iloc[0] == dist.median == 41.5
    assert "median" not in " ".join(data["bins"].columns) + " ".join(data["cdf"].columns)
    assert any("Curator view" in h.value for h in at.subheader)
    for key, value in {"data": "ages", "lower": "0", "upper": "100", "draws": "10000", "seed": "7"}.items():
        assert at.query_params[key] == value


def test_controls_change_the_output(open_page):
    at = open_page(PAGE)
    before = metric(at, "Expected distance")
    at.number_input(key="epsilon").set_value(0.2).run()
    assert not at.exception
    dist = median_distribution(AGES, lower=0, upper=100, epsilon=0.2)
    assert metric(at, "Expected distance") == f"{expected_absolute_error(dist):,.4g}" != before
    at.toggle(key=inputs.K_WHOLE).set_value(True).run()
    bins = datasets(at)["bins"]
    assert bins["bin_left"].iloc[0] == 0 and bins["bin_right"].iloc[-1] == 100
    at.radio(key=inputs.K_SOURCE).set_value("bids").run()
    assert not at.exception and not at.error
    assert at.number_input(key=inputs.K_UPPER).value == 20  # the demo's own public range
    bids = dpcore.SCENARIOS["pricing_auction_200"].data["bid"].to_numpy(dtype=float)
    dist = median_distribution(bids, lower=0, upper=20, epsilon=0.2)
    assert metric(at, "Expected distance") == f"{expected_absolute_error(dist):,.4g}"
    assert at.query_params["data"] == "bids" and at.query_params["upper"] == "20"


def test_odd_link_values_give_warnings_not_exceptions(open_page):
    at = open_page(PAGE, data="nope", lower="abc", upper="1e99", draws="7", seed="-3")
    warnings = link_warnings(at)
    for fragment in ("data", "lower bound", "upper bound", "sampled outputs", "seed"):
        assert fragment in warnings
    assert at.number_input(key=inputs.K_UPPER).value == 1e12
    # Bounds the wrong way round: a clear error, no traceback.
    at = open_page(PAGE, lower="50", upper="10")
    assert not at.exception
    assert any("must be below the upper bound" in e.value for e in at.error)
    assert at.number_input(key=inputs.K_LOWER).value == 50  # the widgets stay, so the bounds can be fixed


def test_upload_good_and_bad(open_page):
    at = open_page(PAGE, data="upload")
    assert not at.exception
    assert any("Upload a CSV" in i.value for i in at.info)
    content = b"name,score\n" + b"".join(f"p{i},{v}\n".encode() for i, v in enumerate([3, 9, 4, 7, 5, 6, 8]))
    at.file_uploader(key=inputs.K_UPLOAD).upload("scores.csv", content, "text/csv")
    at.run()
    assert not at.exception and not at.error
    assert at.selectbox(key=inputs.K_COLUMN).value == "score"
    dist = median_distribution([3, 9, 4, 7, 5, 6, 8], lower=0, upper=100, epsilon=1.0)
    assert metric(at, "Expected distance") == f"{expected_absolute_error(dist):,.4g}"
    assert "9" not in at.query_params.get("data", "")  # only the parameters reach the link
    # A text column: a clear message naming the cell.
    at.selectbox(key=inputs.K_COLUMN).set_value("name").run()
    assert not at.exception
    assert any("not a number" in e.value for e in at.error)
    # A broken file: st.error, never an exception.
    at.file_uploader(key=inputs.K_UPLOAD).upload("broken.csv", b"\x00\x01\x02\xff" * 50, "text/csv")
    at.run()
    assert not at.exception
    assert at.error


def test_a_warm_open_looks_up_the_same_seeded_samples(open_page, monkeypatch):
    """A second visitor opening the same link samples nothing anew (issue 23: a warm open ≤ 50 ms of server CPU)
    and sees exactly what the first saw, which is what a fresh run with that seed samples."""
    sampled: list[int] = []
    sample = median.sample_from_distribution

    def counted(distribution, **kwargs):
        sampled.append(kwargs["size"])
        return sample(distribution, **kwargs)

    monkeypatch.setattr(median, "sample_from_distribution", counted)
    first = open_page(PAGE, seed="424242", epsilon="0.5")
    assert not first.exception and sampled == [inputs.DRAWS_DEFAULT]
    second = open_page(PAGE, seed="424242", epsilon="0.5")
    assert not second.exception and sampled == [inputs.DRAWS_DEFAULT]  # looked up, not sampled again
    assert [m.value for m in second.metric] == [m.value for m in first.metric]
    for name, frame in datasets(first).items():
        pd.testing.assert_frame_equal(datasets(second)[name], frame)
    dist = median_distribution(AGES, lower=0, upper=100, epsilon=0.5)
    fresh = sample(dist, size=inputs.DRAWS_DEFAULT, rng=424242)
    bins = datasets(second)["bins"]
    edges = np.append(bins["bin_left"].to_numpy(), bins["bin_right"].iloc[-1])
    np.testing.assert_array_equal(bins["sampled_count"], np.histogram(fresh, bins=edges)[0])
    # Another seed is another setting: sampled anew.
    open_page(PAGE, seed="424243", epsilon="0.5")
    assert sampled == [inputs.DRAWS_DEFAULT] * 2


def test_an_uploads_results_stay_in_its_session(open_page):
    """The page's remembered numbers for an upload (law, samples, curve) are in the session's own memo; the shared
    memo gains nothing from it."""
    at = open_page(PAGE, data="upload")
    shared_before = set(PUBLIC_MEMO._items)
    content = b"score\n" + b"".join(f"{v}\n".encode() for v in [3, 9, 4, 7, 5, 6, 8])
    at.file_uploader(key=inputs.K_UPLOAD).upload("scores.csv", content, "text/csv")
    at.run()
    assert not at.exception and not at.error
    assert set(PUBLIC_MEMO._items) - shared_before == set()
    own = {key[0] for key in at.session_state["_pc_private_memo"]._items}
    assert {"median_result", "median_error_curve"} <= own


def test_exports_carry_numbers_and_parameters():
    column = inputs.demo_column("ages")
    result = median_result.compute(column, lower=0, upper=100, epsilon=1.0, draws=1000, seed=3)
    now = median_view.now_frame(result, epsilon=1.0)
    mean, low, high = sampled_error(result.distribution, result.samples)
    assert now[["sampled_mean", "sampled_lower", "sampled_upper"]].iloc[0].tolist() == [mean, low, high]
    table = pd.read_csv(io.BytesIO(median_view.export_csv(column, result, now, epsilon=1.0, seed=3)))
    assert set(table["chart"]) == {
        "output_histogram",
        "cdf",
        "expected_error_vs_epsilon",
        "sampled_error_at_current_epsilon",
    }
    assert (table["seed"] == 3).all() and (table["epsilon"] == 1.0).all() and (table["upper_bound"] == 100).all()
    spec = median_view.export_spec(column, result, now, epsilon=1.0, seed=3)
    json.dumps(spec)
    assert len(spec["vconcat"]) == 3 and "seed 3" in spec["title"]
    assert chart_svg(spec).startswith(b"<svg")
    # A large upload samples fewer outputs, and says so, instead of freezing.
    big = inputs.Column("upload", "big", np.arange(200_000, dtype=float), "upload:big")
    run = median_result.compute(big, lower=0, upper=2e5, epsilon=1.0, draws=50_000, seed=1)
    assert run.samples.size == median_result.DRAW_BUDGET // 200_001


def test_upload_reads_numbers_as_on_your_data_and_refuses_blanks(open_page):
    at = open_page(PAGE, data="upload")
    content = b'who,bid,price\na,$3,"3,50"\nb,$12,"4,00"\nc,$7.50,"12,25"\nd,$4,"1,75"\n'
    at.file_uploader(key=inputs.K_UPLOAD).upload("bids.csv", content, "text/csv")
    at.run()
    at.selectbox(key=inputs.K_COLUMN).set_value("bid").run()
    assert not at.exception and not at.error
    dist = median_distribution([3, 12, 7.5, 4], lower=0, upper=100, epsilon=1.0)
    assert metric(at, "Expected distance") == f"{expected_absolute_error(dist):,.4g}"
    assert any("amounts in \\$" in c.value for c in at.caption)  # Markdown-escaped
    at.selectbox(key=inputs.K_COLUMN).set_value("price").run()
    assert not at.exception and not at.error
    dist = median_distribution([3.5, 4.0, 12.25, 1.75], lower=0, upper=100, epsilon=1.0)
    assert metric(at, "Expected distance") == f"{expected_absolute_error(dist):,.4g}"
    assert any("decimal comma" in c.value for c in at.caption)
    # A blank cell: a clear message naming the row, no exception.
    at.file_uploader(key=inputs.K_UPLOAD).upload("gaps.csv", b"age,x\n31,1\n,2\n45,3\n", "text/csv")
    at.run()
    assert not at.exception
    assert any("row 2 under the header" in e.value and "empty" in e.value for e in at.error)
