"""AppTest of the Synthetic-data page: SmallDB's exact law, its error and both bounds, one seeded release; the
likeliest tables drawn by the one selection-chart renderer (SVG), on the page and in the chart file."""

from __future__ import annotations

import io
import math

import numpy as np
import pandas as pd
import pytest

from dpcore.analyses import smalldb
from dpcore.analyses.smalldb import (
    error_quantile,
    exact_range_tail_bound,
    histogram_from_rows,
    sample_synthetic_indices,
    smalldb_accuracy_bound,
    smalldb_distribution,
)
from dpcore.stats import wilson_interval
from tests.conftest import memo_keys, svg_panels
from tests.vega_datasets import datasets
from ui.shell import text
from ui.shell.memo import PUBLIC_MEMO
from ui.smalldb import charts as chart
from ui.smalldb import inputs, view
from ui.smalldb.result import DRAWS, compute
from ui.widgets.export import chart_png, chart_svg

PAGE = "pages/8_Synthetic_data.py"
SURVEY = inputs.demo_frame()


def metric(at, label: str) -> str:
    return next(m.value for m in at.metric if m.label == label)


def law(columns, *, epsilon=1.0, m=24):
    counts = histogram_from_rows(SURVEY[list(columns)].to_numpy())
    return smalldb_distribution(counts, epsilon=epsilon, synthetic_size=m, attribute_names=list(columns))


def database(columns, *, source="survey", data_id="t") -> inputs.Database:
    counts = histogram_from_rows(SURVEY[list(columns)].to_numpy())
    return inputs.Database(source, "survey_binary.csv", tuple(columns), counts, data_id)


def test_default_page_shows_the_exact_law(open_page, charts_of):
    at = open_page(PAGE)
    assert not at.exception and not at.error and not at.warning
    dist = law(("smoker", "exercises_weekly"))
    assert metric(at, "Candidate databases") == "2,925"
    assert metric(at, "Records in the data") == "1,000"
    assert metric(at, "Error, 95th percentile") == f"{error_quantile(dist):.3f}"
    assert metric(at, "Tighter bound (95%)") == f"{exact_range_tail_bound(dist):.3f}"
    bound = smalldb_accuracy_bound(n_records=1000, n_universe=4, n_queries=8, synthetic_size=24, epsilon=1.0)
    assert metric(at, "SmallDB theorem (95%)") == f"{bound:.3f}" == "0.367"  # theory.md §9: 0.37
    (top,) = charts_of(at)
    # The likeliest tables, most probable first, with the shares of the seeded releases and their intervals.
    likeliest = np.argsort(-dist.probabilities, kind="stable")[: chart.TOP]
    np.testing.assert_allclose(top["exact"], dist.probabilities[likeliest], rtol=1e-12)
    draws = sample_synthetic_indices(dist, size=DRAWS, rng=7)
    counts = np.array([np.sum(draws == i) for i in likeliest])
    np.testing.assert_array_equal(top["simulated"], counts / DRAWS)
    low, high = wilson_interval(counts, DRAWS)
    np.testing.assert_allclose(top["lower"], low, rtol=1e-12)
    np.testing.assert_allclose(top["upper"], high, rtol=1e-12)
    best = dist.candidates[likeliest[0]]
    name = " ".join(f"{code}:{n}" for code, n in zip(("00", "01", "10", "11"), best, strict=True))
    assert top["candidate"].iloc[0] == f"{name}  (error {dist.errors[likeliest[0]]:.4f})"
    assert top["simulated_text"].iloc[0] == f"{counts[0]:,} of {DRAWS:,} draws ({text.share(counts[0] / DRAWS)})"
    data = datasets(at)
    assert data["errors"]["exact_cdf"].iloc[-1] == pytest.approx(1.0, abs=1e-12)  # SmallDB probabilities sum to 1
    marginals = data["marginals"]
    np.testing.assert_allclose(marginals["true"], dist.query_answers())
    np.testing.assert_allclose(marginals["synthetic"], dist.query_answers(dist.candidates[draws[0]]))
    assert at.query_params["data"] == "survey" and at.query_params["m"] == "24"


def test_log_scale_and_projector_mode_redraw_the_svg_chart(open_page, charts_of):
    at = open_page(PAGE, present="1")
    assert not at.exception and not at.error
    (top,) = charts_of(at)
    assert len(top) == chart.PRESENT_TOP  # on a projector: the likeliest few, to fit the first screen
    assert any(f"the table has all {chart.TOP}" in c.value for c in at.caption)
    at.toggle(key=view.K_LOG).set_value(True).run()
    (markup,) = [element.value for element in at.markdown if svg_panels(element.value)]
    assert "Probability (log scale)" in markup


def test_default_size_does_its_work_in_one_enumeration_and_an_upload_stays_out_of_the_shared_memo(monkeypatch):
    """The work, not the clock: at the default size (|X| = 4, m = 24) a result new to the memo enumerates the 2,925
    candidate databases once, runs the exact law once at ε and once per ε of the error curve (each one vectorised
    pass over the 2,925) and draws the 1,000 releases in one call; a second call finds the law and the curve in the
    memo, and so are the seeded releases (a warm open samples nothing). Its time (the page's "under a second", with no
    warm-up) is measured by bench/bench_unit_timings.py, not asserted here."""
    calls: dict[str, list[int]] = {"enumerate": [], "law": [], "draws": []}
    enumerate_candidates, law, draws = (
        smalldb.enumerate_candidates,
        smalldb.log_selection_probabilities,
        smalldb.sample_synthetic_indices,
    )

    def counted_enumerate(*args, **kwargs):
        found = enumerate_candidates(*args, **kwargs)
        calls["enumerate"].append(found.shape[0])
        return found

    def counted_law(scores, **kwargs):
        calls["law"].append(np.size(scores))
        return law(scores, **kwargs)

    def counted_draws(distribution, **kwargs):
        calls["draws"].append(kwargs["size"])
        return draws(distribution, **kwargs)

    monkeypatch.setattr(smalldb, "enumerate_candidates", counted_enumerate)
    monkeypatch.setattr(smalldb, "log_selection_probabilities", counted_law)
    monkeypatch.setattr(smalldb, "sample_synthetic_indices", counted_draws)
    upload = database(("smoker", "exercises_weekly"), source="upload", data_id="upload:test-file")
    before = len(PUBLIC_MEMO)
    result = compute(upload, epsilon=1.0, m=24, seed=7)  # new to the memo: exact law, curve over ε, draws
    size = math.comb(24 + 3, 3)
    assert result.distribution.candidates.shape[0] == size == 2925
    assert calls == {"enumerate": [size], "law": [size] * (1 + len(smalldb.CURVE_EPSILONS)), "draws": [DRAWS]}
    assert len(result.curve) == len(smalldb.CURVE_EPSILONS) and result.draws.shape == (DRAWS,)
    assert len(PUBLIC_MEMO) == before  # only the session's own memo holds an upload's results
    shared = database(("smoker", "exercises_weekly"), data_id="demo:test")
    compute(shared, epsilon=1.0, m=24, seed=7)
    assert len(PUBLIC_MEMO) == before + 3  # the shipped survey's law, curve and seeded releases are shared
    for call in calls.values():
        call.clear()
    again = compute(shared, epsilon=1.0, m=24, seed=7)  # all from the memo: nothing is redone
    assert calls == {"enumerate": [], "law": [], "draws": []}
    # The remembered releases are exactly those a fresh run with the same seed draws.
    np.testing.assert_array_equal(again.draws, draws(again.distribution, size=DRAWS, rng=7))
    other = compute(shared, epsilon=1.0, m=24, seed=8)  # another seed: its own draws
    assert calls["draws"] == [DRAWS] and not np.array_equal(other.draws, again.draws)


def test_controls_change_the_output(open_page):
    at = open_page(PAGE)
    at.number_input(key="epsilon").set_value(0.1).run()
    assert not at.exception
    assert (
        metric(at, "Error, 95th percentile")
        == f"{error_quantile(law(('smoker', 'exercises_weekly'), epsilon=0.1)):.3f}"
    )
    at.multiselect(key=inputs.K_ATTRIBUTES).set_value(["smoker", "exercises_weekly", "over_50"]).run()
    assert not at.exception and not at.error
    assert at.slider(key=inputs.K_SIZE).value == inputs.DEFAULT_SIZE[3]
    assert metric(at, "Candidate databases") == "6,435"
    at.slider(key=inputs.K_SIZE).set_value(5).run()
    assert metric(at, "Candidate databases") == "792"
    assert at.query_params["m"] == "5"


def test_odd_link_values_give_warnings_not_exceptions(open_page):
    at = open_page(PAGE, m="1000", data="xyz", epsilon="-1")
    assert not at.exception and not at.error
    warnings = " ".join(w.value for w in at.warning)
    assert "synthetic size m" in warnings and "data" in warnings and "ε" in warnings
    assert at.slider(key=inputs.K_SIZE).value == inputs.MAX_SIZE[2]


def test_upload_good_and_bad(open_page):
    at = open_page(PAGE, data="upload")
    assert not at.exception
    content = b"id,member,renews,city\n" + b"".join(
        f"{i},{'yes' if i % 3 else 'no'},{'true' if i % 2 else 'false'},c{i}\n".encode() for i in range(60)
    )
    at.file_uploader(key=inputs.K_UPLOAD).upload("members.csv", content, "text/csv")
    at.run()
    assert not at.exception and not at.error
    assert at.multiselect(key=inputs.K_ATTRIBUTES).value == ["member", "renews"]
    assert metric(at, "Records in the data") == "60"
    # No yes/no columns: a clear message, no exception.
    at.file_uploader(key=inputs.K_UPLOAD).upload("numbers.csv", b"a,b\n1,7\n3,9\n", "text/csv")
    at.run()
    assert not at.exception
    assert any("yes or no" in e.value for e in at.error)


def test_a_warm_open_looks_up_the_same_seeded_releases(open_page, charts_of, monkeypatch):
    """A second visitor opening the same link draws nothing anew (issue 23: a warm open ≤ 50 ms of server CPU) and
    sees exactly what the first saw, which is what a fresh run with that seed draws."""
    sampled: list[int] = []
    draws = smalldb.sample_synthetic_indices

    def counted(distribution, **kwargs):
        sampled.append(kwargs["size"])
        return draws(distribution, **kwargs)

    monkeypatch.setattr(smalldb, "sample_synthetic_indices", counted)
    first = open_page(PAGE, seed="424242", epsilon="0.5")
    assert not first.exception and sampled == [DRAWS]
    second = open_page(PAGE, seed="424242", epsilon="0.5")
    assert not second.exception and sampled == [DRAWS]  # looked up, not drawn again
    assert [m.value for m in second.markdown] == [m.value for m in first.markdown]
    for name, frame in datasets(first).items():
        pd.testing.assert_frame_equal(datasets(second)[name], frame)
    dist = law(("smoker", "exercises_weekly"), epsilon=0.5)
    fresh = draws(dist, size=DRAWS, rng=424242)
    (top,) = charts_of(second)
    likeliest = np.argsort(-dist.probabilities, kind="stable")[: chart.TOP]
    np.testing.assert_array_equal(top["simulated"], [np.sum(fresh == i) / DRAWS for i in likeliest])
    synthetic = datasets(second)["marginals"]["synthetic"]
    np.testing.assert_allclose(synthetic, dist.query_answers(dist.candidates[fresh[0]]))


def test_an_uploads_results_stay_in_its_session(open_page):
    """Everything the page remembers of an upload (counts, law, curve, releases, the chart's rows) is in the
    session's own memo; the shared memo gains nothing from it."""
    at = open_page(PAGE, data="upload")
    shared_before = memo_keys(PUBLIC_MEMO)
    content = b"member,renews\n" + b"".join(
        f"{'yes' if i % 3 else 'no'},{'true' if i % 2 else 'false'}\n".encode() for i in range(40)
    )
    at.file_uploader(key=inputs.K_UPLOAD).upload("members.csv", content, "text/csv")
    at.run()
    assert not at.exception and not at.error and metric(at, "Records in the data") == "40"
    assert memo_keys(PUBLIC_MEMO) - shared_before == set()
    own = {key[0] for key in memo_keys(at.session_state["_pc_private_memo"])}
    assert {"smalldb_counts", "smalldb_law", "smalldb_curve", "smalldb_draws", "derived"} <= own


def test_exports_carry_numbers_and_parameters():
    columns = ("smoker", "over_50")
    result = compute(database(columns), epsilon=1.0, m=12, seed=5)
    rows = chart.likeliest_rows(result)
    table = pd.read_csv(io.BytesIO(view.export_csv(database(columns), result, rows, epsilon=1.0, seed=5)))
    assert set(table["chart"]) == {"top_candidates", "max_error_distribution", "error_vs_epsilon", "release_marginals"}
    assert (table["seed"] == 5).all() and (table["synthetic_size_m"] == 12).all()
    top = table[table["chart"] == "top_candidates"]
    np.testing.assert_allclose(top["exact"], law(columns, m=12).probabilities[top["index"].astype(int)], rtol=1e-12)
    # The chart file: the very SVG chart of the page (read back alike), above the two curves.
    errors = {"errors": smalldb.error_cdf(result.distribution, draws=result.draws), "rules": chart.error_rules(result)}
    curves = [
        (chart.error_spec(chart.error_axis_top(result)), errors),
        (chart.curve_spec(smalldb.curve_floor(result.curve), epsilon=1.0), {"curve": chart.curve_long(result.curve)}),
    ]
    document = chart.chart_file(rows, curves, log_scale=False, title="SmallDB: seed 5")
    svg = chart_svg(document).decode()
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg"') and "SmallDB: seed 5" in svg
    (saved,) = svg_panels(f'<div data-testid="pcCharts">{svg}</div>')
    drawn = pd.DataFrame({key: rows[key] for key in ("candidate", "exact", "simulated", "lower", "upper")})
    pd.testing.assert_frame_equal(saved, drawn)
    assert "Max error over the marginal queries" in svg and "Privacy budget ε (log scale)" in svg  # the curves
    assert chart_png(document).startswith(b"\x89PNG")
