"""AppTest of the Synthetic-data page: SmallDB's exact law, its error and both bounds, one seeded release."""

from __future__ import annotations

import io
import json
import time

import numpy as np
import pandas as pd
import pyarrow.ipc
import pytest

from dpcore.smalldb import (
    error_quantile,
    exact_range_tail_bound,
    histogram_from_rows,
    sample_synthetic_indices,
    smalldb_accuracy_bound,
    smalldb_distribution,
)
from ui import smalldb_view as view

PAGE = "pages/8_Synthetic_data.py"
SURVEY = view.demo_frame()


def datasets(at) -> dict[str, pd.DataFrame]:
    found = {}
    for element in at.get("vega_lite_chart"):
        for dataset in element.proto.datasets:
            found[dataset.name] = pyarrow.ipc.open_stream(io.BytesIO(dataset.data.data)).read_pandas()
    return found


def metric(at, label: str) -> str:
    return next(m.value for m in at.metric if m.label == label)


def law(columns, *, epsilon=1.0, m=24):
    counts = histogram_from_rows(SURVEY[list(columns)].to_numpy())
    return smalldb_distribution(counts, epsilon=epsilon, synthetic_size=m, attribute_names=list(columns))


def test_default_page_shows_the_exact_law(open_page):
    at = open_page(PAGE)
    assert not at.exception and not at.error and not at.warning
    dist = law(("smoker", "exercises_weekly"))
    assert metric(at, "Candidate databases") == "2,925"
    assert metric(at, "Records in the data") == "1,000"
    assert metric(at, "Error, 95th percentile") == f"{error_quantile(dist):.3f}"
    assert metric(at, "Tighter bound (95%)") == f"{exact_range_tail_bound(dist):.3f}"
    bound = smalldb_accuracy_bound(n_records=1000, n_universe=4, n_queries=8, synthetic_size=24, epsilon=1.0)
    assert metric(at, "SmallDB theorem (95%)") == f"{bound:.3f}" == "0.367"  # theory.md §9: 0.37
    data = datasets(at)
    top = np.sort(dist.probabilities)[::-1][: view.TOP]
    np.testing.assert_allclose(data["results"]["exact"], top, rtol=1e-12)
    draws = sample_synthetic_indices(dist, size=view.DRAWS, rng=7)
    assert data["results"]["simulated"].iloc[0] == np.mean(draws == np.argmax(dist.probabilities))
    assert data["errors"]["exact_cdf"].iloc[-1] == pytest.approx(1.0, abs=1e-12)  # SmallDB probabilities sum to 1
    marginals = data["marginals"]
    np.testing.assert_allclose(marginals["true"], dist.query_answers())
    np.testing.assert_allclose(marginals["synthetic"], dist.query_answers(dist.candidates[draws[0]]))
    assert at.query_params["data"] == "survey" and at.query_params["m"] == "24"


def test_default_size_answers_in_under_a_second():
    database = view.Database(
        "upload",
        "survey",
        ("smoker", "exercises_weekly"),
        histogram_from_rows(SURVEY[["smoker", "exercises_weekly"]].to_numpy()),
        "t",
    )
    started = time.perf_counter()
    view.compute(database, epsilon=1.0, m=24, seed=7)  # uncached path: exact law, curve over ε, draws
    assert time.perf_counter() - started < 1.0


def test_controls_change_the_output(open_page):
    at = open_page(PAGE)
    at.number_input(key="epsilon").set_value(0.1).run()
    assert not at.exception
    assert (
        metric(at, "Error, 95th percentile")
        == f"{error_quantile(law(('smoker', 'exercises_weekly'), epsilon=0.1)):.3f}"
    )
    at.multiselect(key=view.K_ATTRIBUTES).set_value(["smoker", "exercises_weekly", "over_50"]).run()
    assert not at.exception and not at.error
    assert at.slider(key=view.K_SIZE).value == view.DEFAULT_SIZE[3]
    assert metric(at, "Candidate databases") == "6,435"
    at.slider(key=view.K_SIZE).set_value(5).run()
    assert metric(at, "Candidate databases") == "792"
    assert at.query_params["m"] == "5"


def test_odd_link_values_give_warnings_not_exceptions(open_page):
    at = open_page(PAGE, m="1000", data="xyz", epsilon="-1")
    assert not at.exception and not at.error
    warnings = " ".join(w.value for w in at.warning)
    assert "synthetic size m" in warnings and "data" in warnings and "ε" in warnings
    assert at.slider(key=view.K_SIZE).value == view.MAX_SIZE[2]


def test_upload_good_and_bad(open_page):
    at = open_page(PAGE, data="upload")
    assert not at.exception
    content = b"id,member,renews,city\n" + b"".join(
        f"{i},{'yes' if i % 3 else 'no'},{'true' if i % 2 else 'false'},c{i}\n".encode() for i in range(60)
    )
    at.file_uploader(key=view.K_UPLOAD).upload("members.csv", content, "text/csv")
    at.run()
    assert not at.exception and not at.error
    assert at.multiselect(key=view.K_ATTRIBUTES).value == ["member", "renews"]
    assert metric(at, "Records in the data") == "60"
    # No yes/no columns: a clear message, no exception.
    at.file_uploader(key=view.K_UPLOAD).upload("numbers.csv", b"a,b\n1,7\n3,9\n", "text/csv")
    at.run()
    assert not at.exception
    assert any("yes or no" in e.value for e in at.error)


def test_exports_carry_numbers_and_parameters():
    database = view.Database(
        "survey",
        "survey_binary.csv",
        ("smoker", "over_50"),
        histogram_from_rows(SURVEY[["smoker", "over_50"]].to_numpy()),
        "demo",
    )
    result = view.compute(database, epsilon=1.0, m=12, seed=5)
    frame = view.top_frame(result)
    cdf, rules = view.error_frames(result)
    long, now = view.curve_long(result.curve), pd.DataFrame({"epsilon": [1.0]})
    table = pd.read_csv(io.BytesIO(view.export_csv(database, result, frame, cdf, epsilon=1.0, seed=5)))
    assert set(table["chart"]) == {"top_candidates", "max_error_distribution", "error_vs_epsilon", "release_marginals"}
    assert (table["seed"] == 5).all() and (table["synthetic_size_m"] == 12).all()
    spec = view.export_spec(result, frame, cdf, rules, long, now, epsilon=1.0, seed=5)
    json.dumps(spec)
    assert len(spec["vconcat"]) == 3
