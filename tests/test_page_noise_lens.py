"""AppTest of the Noise-lens page: densities and selection probabilities from dpcore.analyses.noisy_max, the same-law
checks,
the Laplace mechanism recovered from the exponential mechanism, and the integer-only permute-and-flip. The selection
charts are the one SVG renderer's (read back with ``svg_panels``), on the page and in the chart files."""

from __future__ import annotations

import io

import numpy as np
import pandas as pd

import dpcore
from dpcore.analyses import noisy_max as noise
from dpcore.stats import wilson_interval
from tests.conftest import count_calls, private_rerun, svg_panels
from tests.vega_datasets import datasets
from ui.noise import charts as noise_charts
from ui.noise import integer, result, view
from ui.shell import text
from ui.shell.memo import PUBLIC_MEMO
from ui.widgets.export import chart_png, chart_svg
from ui.widgets.score_source import UPLOAD, NoiseSettings, ScoreSource

PAGE = "pages/5_Noise_lens.py"
FAST = {"trials": "100"}
OPTIONS = {"epsilon": 1.0, "sensitivity": 1.0, "monotonic": True}


def test_noise_lens_shows_dpcore_numbers(open_page, charts_of):
    at = open_page(PAGE, **FAST)
    assert not at.exception and not at.error
    s = dpcore.SCENARIOS["meeting_date"]
    densities = datasets(at)["densities"]
    for name in noise.NOISES:
        rows = densities[densities["noise"] == noise.NOISE_LABELS[name]]
        np.testing.assert_allclose(rows["density"], noise.noise_density(name, rows["x"].to_numpy(), scale=1.0))
    panels = charts_of(at)
    assert len(panels) == 3
    for frame, name in zip(panels, noise.NOISES, strict=True):
        assert list(frame["candidate"]) == list(s.labels)
        integrated = noise.noisy_max_probabilities(s.scores, noise=name, **OPTIONS)
        np.testing.assert_allclose(frame["exact"], integrated, rtol=1e-12)
        law = dpcore.selection_probabilities(s.scores, mechanism=noise.NOISE_SAME_LAW_AS[name], **OPTIONS)
        assert np.max(np.abs(frame["exact"] - law)) <= 1e-9
        # The filled bars are the page's own seeded runs of report-noisy-max with this noise, with Wilson intervals.
        mechanism = noise.NOISE_MECHANISM[name]
        rng = dpcore.mechanism_rng(7, mechanism)
        counts = dpcore.simulate(s.scores, mechanism=mechanism, trials=100, rng=rng, **OPTIONS)
        np.testing.assert_array_equal(frame["simulated"], counts / 100)
        np.testing.assert_allclose(frame["lower"], wilson_interval(counts, 100)[0], rtol=1e-12)
        assert list(frame["simulated_text"]) == [f"{c} of 100 runs ({text.share(c / 100)})" for c in counts]
    (table,) = [t.value for t in at.dataframe if "Should equal" in t.value.columns]
    assert table["Max |difference|"].str.endswith("✓").all()
    recovery = datasets(at)["recovery"]
    expected = noise.laplace_from_exponential_mechanism(s.scores.max(), epsilon=1.0, sensitivity=1.0)
    np.testing.assert_allclose(recovery["r"], expected.outputs[np.isin(expected.outputs, recovery["r"])])
    np.testing.assert_allclose(recovery["exponential_mechanism"] / recovery["laplace"], 1.0, atol=expected.error_bound)
    assert any("Floating point" in c.value for c in at.caption)
    assert len(at.get("download_button")) == 6  # selection and Laplace recovery: CSV, PNG, SVG each


def test_epsilon_change_and_integer_permute_and_flip(open_page, charts_of):
    at = open_page(PAGE, **FAST)
    at.number_input(key="epsilon").set_value(0.3).run()
    assert not at.exception
    s = dpcore.SCENARIOS["meeting_date"]
    for frame, name in zip(charts_of(at), noise.NOISES, strict=True):  # at ε = 1 in the test above
        integrated = noise.noisy_max_probabilities(s.scores, noise=name, epsilon=0.3, monotonic=True)
        np.testing.assert_allclose(frame["exact"], integrated, rtol=1e-12)
    at.toggle(key=integer.K_INTEGER_PF).set_value(True).run()
    assert not at.exception and not at.error
    panels = charts_of(at)
    assert len(panels) == 4
    pf = dpcore.selection_probabilities(s.scores, epsilon=0.3, mechanism="permute_and_flip", monotonic=True)
    np.testing.assert_allclose(panels[-1]["exact"], pf, rtol=1e-12)
    assert abs(panels[-1]["simulated"].sum() - 1) < 1e-12
    assert any("integer-only sampler" in c.value and "Goodness of fit" in c.value for c in at.caption)
    assert len(at.get("download_button")) == 9  # the integer-only runs have their own downloads


def test_integer_sampler_explains_when_unavailable(open_page):
    at = open_page(PAGE, scenario="adult_marital_status", **FAST)
    at.toggle(key=integer.K_INTEGER_PF).set_value(True).run()
    assert not at.exception
    assert any("whole-number scores" in i.value for i in at.info)


def test_odd_link_values_warn_instead_of_failing(open_page):
    at = open_page(PAGE, epsilon="-3", sensitivity="zero", trials="abc")
    assert not at.exception
    assert len(at.warning) >= 3
    assert at.number_input(key="epsilon").value == 0.01


def test_exports_carry_the_numbers_and_every_parameter():
    s = dpcore.SCENARIOS["book_poll"]
    source = ScoreSource(kind="scenario", candidates=s.candidates, name="Book poll", scenario_key="book_poll")
    run = NoiseSettings(sensitivity=1.0, monotonic=True, trials=100, seed=9)
    lens = result.compute(source, run, 1.0)
    checks = view.same_law_checks(lens)
    table = pd.read_csv(io.BytesIO(view.selection_csv(source, lens, checks, run, 1.0)))
    gumbel = table[table["noise"] == "gumbel"]
    np.testing.assert_allclose(
        gumbel["probability_from_noise_integral"], gumbel["probability_exact_same_law"], atol=1e-9
    )
    assert (table["seed"] == 9).all() and (table["trials"] == 100).all() and (table["max_abs_difference"] <= 1e-9).all()
    recovered = result.recovery(source, run, 1.0)
    grid = pd.read_csv(io.BytesIO(view.recovery_csv(source, recovered, run, 1.0)))
    assert len(grid) == result.RECOVERY_POINTS and (grid["error_bound"] == recovered.error_bound).all()
    # The chart file: the density chart above the three selection panels, read back as the page's are.
    rows, more = noise_charts.selection_rows(source, [lens.drawn(name) for name in noise.NOISES])
    document = noise_charts.picks_file(
        rows, noise.density_table(lens.scale), score_name="approvals", more=more, title="Book poll: seed 9"
    )
    svg = chart_svg(document).decode()
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg"') and "Book poll: seed 9" in svg
    saved = svg_panels(f'<div data-testid="pcCharts">{svg}</div>')
    assert len(saved) == 3
    for frame, name in zip(saved, noise.NOISES, strict=True):
        assert noise_charts.TITLES[name] in svg
        np.testing.assert_allclose(frame["exact"], lens.routes[name], rtol=1e-15)
        np.testing.assert_array_equal(frame["simulated"], lens.simulated[noise.NOISE_MECHANISM[name]].counts / 100)
    assert "Noise added to a score (approvals)" in svg  # the density chart
    assert chart_png(document).startswith(b"\x89PNG")
    # The integer-only sampler's file: its one chart, against permute-and-flip's exact law.
    runs = integer.integer_result(source, run, 1.0, lens.exact("permute_and_flip"))
    (rows,), more = noise_charts.selection_rows(source, [runs])
    svg = chart_svg(noise_charts.integer_file(rows, more=more, title="Integer-only, seed 9")).decode()
    (saved,) = svg_panels(f'<div data-testid="pcCharts">{svg}</div>')
    np.testing.assert_allclose(saved["exact"], lens.exact("permute_and_flip"), rtol=1e-15)
    np.testing.assert_array_equal(saved["simulated"], runs.counts / runs.trials)


def test_an_upload_stays_out_of_the_shared_memo():
    s = dpcore.SCENARIOS["meeting_date"]
    upload = ScoreSource(kind=UPLOAD, candidates=s.candidates, name="my.csv", upload_id="file-1")
    run = NoiseSettings(sensitivity=1.0, monotonic=True, trials=100, seed=12345)  # a seed no other test uses
    before = len(PUBLIC_MEMO)
    lens = result.compute(upload, run, 0.77)
    assert len(PUBLIC_MEMO) == before and len(lens.routes) == 3  # routes and runs in the session's own memo
    scenario = ScoreSource(kind="scenario", candidates=s.candidates, name="Meeting", scenario_key="meeting_date")
    result.compute(scenario, run, 0.77)
    assert len(PUBLIC_MEMO) > before  # a shipped scenario's are shared


def test_a_warm_open_recomputes_nothing_and_shows_the_same_seeded_runs(open_page, charts_of, monkeypatch):
    """A second visitor opening the same link works nothing out anew (issue 23: a warm open ≤ 50 ms of server CPU):
    the lens, the densities, the recovered Laplace mechanism and the charts are remembered per setting, and the runs
    equal a fresh dpcore run from the link's seed."""
    calls: list[str] = []
    count_calls(monkeypatch, calls, noise, "density_table")
    count_calls(monkeypatch, calls, noise, "laplace_from_exponential_mechanism")
    expected = ["density_table", "laplace_from_exponential_mechanism"]
    link = {"seed": "424242", "epsilon": "0.5", "trials": "100"}
    first = open_page(PAGE, **link)
    assert not first.exception and sorted(calls) == expected
    second = open_page(PAGE, **link)
    assert not second.exception and sorted(calls) == expected  # looked up, not worked out again
    assert [m.value for m in second.markdown] == [m.value for m in first.markdown]
    assert [t.value.to_dict() for t in second.dataframe] == [t.value.to_dict() for t in first.dataframe]
    for name, frame in datasets(first).items():
        pd.testing.assert_frame_equal(datasets(second)[name], frame)
    s = dpcore.SCENARIOS["meeting_date"]
    for frame, name in zip(charts_of(second), noise.NOISES, strict=True):
        mechanism = noise.NOISE_MECHANISM[name]
        rng = dpcore.mechanism_rng(424242, mechanism)
        counts = dpcore.simulate(s.scores, mechanism=mechanism, trials=100, rng=rng, **{**OPTIONS, "epsilon": 0.5})
        np.testing.assert_array_equal(frame["simulated"], counts / 100)


def test_an_uploads_lens_stays_in_its_session(open_with_upload):
    at = open_with_upload(PAGE, "votes.csv", b"v\nA\nA\nA\nB\nC\n", column="v")
    assert {"noise_lens", "noise_route", "derived", "exact", "counts"} <= private_rerun(at, 0.37)
