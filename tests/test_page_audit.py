"""AppTest of the Privacy-loss-audit page: exact log-ratios from dpcore.analyses.neighbours, the neighbour choice, the
wrong-scale switch and the worst-case corners."""

from __future__ import annotations

import io

import numpy as np
import pandas as pd

import dpcore
from dpcore.analyses import neighbours
from tests.conftest import count_calls, link_warnings, private_rerun
from tests.vega_datasets import every_dataset

PAGE = "pages/4_Privacy_loss_audit.py"
FAST = {"trials": "100"}


def audit_frame(at) -> pd.DataFrame:
    """The one chart's one dataset."""
    (frames,) = every_dataset(at).values()
    assert list(every_dataset(at)) == ["audit"] and len(frames) == 1
    return frames[0]


def neighbour_box(at):
    """The "Which change?" selectbox (its key also names the data source, so it is found by label)."""
    (box,) = [box for box in at.selectbox if box.label == "Which change?"]
    return box


def exact_for(frame: pd.DataFrame, mechanism: str) -> np.ndarray:
    return frame.loc[frame["mechanism"] == dpcore.MECHANISM_LABELS[mechanism], "exact"].to_numpy()


def test_default_audit_is_one_calendar_removed(open_page):
    at = open_page(PAGE, **FAST)
    assert not at.exception and not at.error
    s = dpcore.SCENARIOS["meeting_date"]
    other = neighbours.scenario_neighbour(s, "remove:0").scores  # Aisha's calendar removed
    assert neighbour_box(at).value == "remove:0"
    frame = audit_frame(at)
    for mechanism in dpcore.MAIN_MECHANISMS:
        expected = neighbours.log_ratio(s.scores, other, epsilon=1.0, mechanism=mechanism, monotonic=True)
        np.testing.assert_allclose(exact_for(frame, mechanism), expected, rtol=1e-12, atol=1e-15)
    assert (frame["mark"] == "").all()  # every bar within ±ε
    assert {"estimate", "low", "high"} <= set(frame.columns)  # the simulated estimate beside the exact one
    assert any("as promised" in m.value and "e<sup>ε</sup> = 2.72×" in m.value for m in at.markdown)
    assert at.query_params["audit"] == "one" and at.query_params["wrong_scale"] == "0"
    assert len(at.get("download_button")) == 3
    # Another scenario: the neighbour list is that scenario's own, starting again from its first entry.
    neighbour_box(at).set_value("remove:5").run()
    at.selectbox(key="scenario").set_value("book_poll").run()
    assert not at.exception
    box = neighbour_box(at)
    assert box.value == "remove:0" and "voter 01" in box.format_func(box.value)
    book = dpcore.SCENARIOS["book_poll"]
    other = neighbours.scenario_neighbour(book, "remove:0").scores
    expected = neighbours.log_ratio(book.scores, other, epsilon=1.0, mechanism="exponential", monotonic=True)
    np.testing.assert_allclose(exact_for(audit_frame(at), "exponential"), expected, rtol=1e-12, atol=1e-15)


def test_neighbour_choice_and_wrong_scale_change_the_output(open_page):
    at = open_page(PAGE, scenario="book_poll", **FAST)
    before = audit_frame(at)["exact"].to_numpy()
    neighbour_box(at).set_value("add:only:6").run()
    assert not at.exception
    s = dpcore.SCENARIOS["book_poll"]
    other = neighbours.scenario_neighbour(s, "add:only:6").scores
    frame = audit_frame(at)
    assert not np.allclose(frame["exact"], before)
    expected = neighbours.log_ratio(s.scores, other, epsilon=1.0, mechanism="permute_and_flip", monotonic=True)
    np.testing.assert_allclose(exact_for(frame, "permute_and_flip"), expected, rtol=1e-12, atol=1e-15)
    # Wrong scale: monotone calibration against a replaced ballot (scores move both ways): the bound breaks.
    at.toggle(key="audit_wrong_scale").set_value(True).run()
    assert not at.exception
    key = neighbour_box(at).value
    assert key.startswith("replace:")
    frame = audit_frame(at)
    other = neighbours.scenario_neighbour(s, key).scores
    expected = neighbours.log_ratio(s.scores, other, epsilon=1.0, mechanism="exponential", monotonic=True)
    np.testing.assert_allclose(exact_for(frame, "exponential"), expected, rtol=1e-12, atol=1e-15)
    assert (frame["mark"] == "✗").any() and frame["exact"].abs().max() > 1.5
    assert any("promise is broken" in m.value for m in at.markdown)
    assert at.query_params["wrong_scale"] == "1"


def test_corner_neighbours_show_the_worst_case(open_page):
    at = open_page(PAGE, audit="corners", wrong_scale="1", scenario="pricing_auction", **FAST)
    assert not at.exception and not at.error
    assert at.radio(key="audit_mode").value == "corners" and at.toggle(key="audit_wrong_scale").value
    s = dpcore.SCENARIOS["pricing_auction"]
    frame = audit_frame(at)
    for mechanism in dpcore.MAIN_MECHANISMS:
        expected = dpcore.worst_case_privacy_loss(
            s.scores, epsilon=1.0, sensitivity=s.sensitivity, mechanism=mechanism, monotonic=True, neighbours="general"
        )
        np.testing.assert_allclose(exact_for(frame, mechanism), expected, rtol=1e-12)
    # Permute-and-flip on the monotone scale against general corners loses exactly 2ε (theory.md §0).
    assert np.isclose(exact_for(frame, "permute_and_flip").max(), 2.0, rtol=1e-12)
    # Off again: the corners follow the calibration and every bar is within ε.
    at.toggle(key="audit_wrong_scale").set_value(False).run()
    frame = audit_frame(at)
    assert frame["exact"].max() <= 1.0 + 1e-9 and (frame["mark"] == "").all()


def test_odd_link_values_warn_instead_of_failing(open_page):
    at = open_page(PAGE, audit="everything", wrong_scale="maybe", seed="-4", **FAST)
    warnings = link_warnings(at)
    assert "audit view" in warnings and "wrong\\_scale" in warnings and "seed" in warnings
    assert at.radio(key="audit_mode").value == "one" and not at.toggle(key="audit_wrong_scale").value


def test_upload_gets_one_record_neighbours(open_with_upload):
    at = open_with_upload(PAGE, "votes.csv", b"v\nA\nA\nA\nB\nC\n", column="v")
    assert neighbour_box(at).value == "remove:0"
    expected = neighbours.log_ratio(
        [3.0, 1.0, 1.0], [2.0, 1.0, 1.0], epsilon=1.0, mechanism="exponential", monotonic=True
    )
    np.testing.assert_allclose(exact_for(audit_frame(at), "exponential"), expected, rtol=1e-12)


def test_exports_carry_the_numbers_and_every_parameter():
    from ui.audit import charts as audit_chart
    from ui.audit import view as audit_view
    from ui.audit.inputs import AuditChoice
    from ui.charts import vega as charts
    from ui.shell.runs import Settings
    from ui.widgets import export
    from ui.widgets.export import chart_svg
    from ui.widgets.score_source import ScoreSource

    s = dpcore.SCENARIOS["meeting_date"]
    source = ScoreSource(kind="scenario", candidates=s.candidates, name="Meeting", scenario_key="meeting_date")
    settings = Settings(epsilon=1.0, sensitivity=1.0, monotonic=True, mechanisms=("exponential",), trials=100, seed=5)
    neighbour = neighbours.scenario_neighbour(s, "replace:2")
    choice = AuditChoice("one", True, neighbour, neighbour.label)
    audit = audit_view.compute(source, settings, choice)
    results, trials = audit.results, audit.trials
    table = audit_view.table(source, results, 1.0, corners=False)
    np.testing.assert_allclose(
        table["exact_log_ratio"],
        neighbours.log_ratio(s.scores, neighbour.scores, epsilon=1.0, mechanism="exponential", monotonic=True),
    )
    assert table["beyond_epsilon"].any() and table["count_d"].sum() == trials == 100
    frame, half = audit_chart.chart_frame(list(source.labels), results, 1.0)
    spec = audit_chart.chart_spec(frame, ["exponential"], 1.0, half, corners=False)
    assert chart_svg(charts.document([(spec, {"audit": frame})], title="audit")).startswith(b"<svg")
    csv = pd.read_csv(io.BytesIO(export.csv_with_parameters(table, {"seed": 5, "wrong_scale": True})))
    assert (csv["seed"] == 5).all() and csv["wrong_scale"].all()


def test_a_warm_open_recomputes_nothing_and_shows_the_same_seeded_runs(open_page, monkeypatch):
    """A second visitor opening the same link works nothing out anew (issue 23: a warm open ≤ 50 ms of server CPU):
    the neighbour, the audit and the chart's rows are remembered per setting, and equal a fresh dpcore audit."""
    from dpcore.analyses import audit

    calls: list[str] = []
    audited = count_calls(monkeypatch, calls, audit, "audit_neighbour")
    rescored = count_calls(monkeypatch, calls, neighbours, "scenario_neighbour")
    link = {"seed": "424242", "epsilon": "0.5", "trials": "100"}
    first = open_page(PAGE, **link)
    assert not first.exception and calls[-1:] == ["audit_neighbour"]  # the neighbour may be remembered already
    done = list(calls)
    second = open_page(PAGE, **link)
    assert not second.exception and calls == done  # looked up, not worked out again
    assert [m.value for m in second.markdown] == [m.value for m in first.markdown]
    assert [m.value for m in second.metric] == [m.value for m in first.metric]
    pd.testing.assert_frame_equal(audit_frame(second), audit_frame(first))
    (table,) = [t.value for t in second.dataframe if "count_d" in t.value.columns]
    s = dpcore.SCENARIOS["meeting_date"]
    fresh = audited(
        s.scores,
        rescored(s, "remove:0").scores,
        epsilon=0.5,
        sensitivity=s.sensitivity,
        mechanisms=dpcore.MAIN_MECHANISMS,
        monotonic=s.monotonic,
        trials=100,
        seed=424242,
    )
    for result in fresh:
        rows = table[table["mechanism"] == dpcore.MECHANISM_LABELS[result.mechanism]]
        np.testing.assert_array_equal(rows["count_d"], result.counts)
        np.testing.assert_array_equal(rows["count_d_prime"], result.counts_neighbour)
        np.testing.assert_array_equal(rows["exact_log_ratio"], result.exact)


def test_an_uploads_audit_stays_in_its_session(open_with_upload):
    at = open_with_upload(PAGE, "votes.csv", b"v\nA\nA\nA\nB\nC\n", column="v")
    assert {"audit", "audit_options", "audit_neighbour", "derived"} <= private_rerun(at, 0.37)
