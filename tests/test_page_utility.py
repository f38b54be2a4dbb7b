"""AppTest of the Privacy-vs-utility page: the curves carry dpcore.analyses.utility's exact numbers and follow the
controls."""

from __future__ import annotations

import io
from dataclasses import replace

import numpy as np
import pandas as pd
import pytest

import dpcore
from dpcore.analyses.utility import epsilon_for_best_probability, regret_ratio, utility_curve
from tests.conftest import count_calls, private_rerun
from tests.vega_datasets import every_dataset as datasets
from ui.utility.charts import BOUND_LABEL
from ui.utility.result import curve_epsilons as epsilon_grid

PAGE = "pages/3_Privacy_vs_utility.py"
FAST = {"trials": "100"}


def expected_curve(scenario: str, mechanism: str, *, monotonic: bool | None = None) -> pd.DataFrame:
    s = dpcore.SCENARIOS[scenario]
    return utility_curve(
        s.scores,
        epsilons=epsilon_grid(),
        sensitivity=s.sensitivity,
        mechanism=mechanism,
        monotonic=s.monotonic if monotonic is None else monotonic,
    ).to_frame()


def test_default_page_shows_dpcore_curves(open_page):
    at = open_page(PAGE, **FAST)
    assert not at.exception and not at.error
    data = datasets(at)
    chance, regret = data["curves"][0], data["curves"][1]
    for mechanism in dpcore.MAIN_MECHANISMS:
        label = dpcore.MECHANISM_LABELS[mechanism]
        curve = expected_curve("meeting_date", mechanism)
        np.testing.assert_allclose(chance.loc[chance["series"] == label, "value"], curve["probability_of_best"])
        np.testing.assert_allclose(regret.loc[regret["series"] == label, "value"], curve["expected_regret"])
    bound = regret.loc[regret["series"] == BOUND_LABEL]
    np.testing.assert_allclose(
        bound["value"], [dpcore.em_regret_bound(12, epsilon=e, monotonic=True) for e in epsilon_grid()]
    )
    s = dpcore.SCENARIOS["meeting_date"]
    ratio = data["ratio"][0]["ratio"].to_numpy()
    np.testing.assert_allclose(ratio, regret_ratio(s.scores, epsilons=epsilon_grid(), monotonic=True))
    assert ((ratio >= 1 - 1e-12) & (ratio <= 2 + 1e-12)).all()
    needed = data["needed"][0]
    for mechanism in dpcore.MAIN_MECHANISMS:
        value = epsilon_for_best_probability(s.scores, target=0.9, mechanism=mechanism, monotonic=True)
        shown = needed.loc[needed["series"] == dpcore.MECHANISM_LABELS[mechanism], "epsilon"]
        assert shown.iloc[0] == pytest.approx(value, rel=1e-12)
    assert any("ε for a 90% chance of the best: **2.2**" in m.value for m in at.markdown)
    # Simulated beside exact: one simulated point per mechanism, at the current ε.
    assert len(data["simulated"][0]) == 3 and (data["simulated"][0]["epsilon"] == 1.0).all()
    assert len(at.get("download_button")) == 3


def test_epsilon_and_monotone_change_the_output(open_page):
    at = open_page(PAGE, scenario="book_poll", **FAST)
    metric = at.metric[0].value
    at.number_input(key="epsilon").set_value(0.2).run()
    assert not at.exception
    assert at.metric[0].value != metric
    probabilities = dpcore.selection_probabilities(
        dpcore.SCENARIOS["book_poll"].scores, epsilon=0.2, mechanism="exponential", monotonic=True
    )
    assert (
        at.metric[0].value == f"{dpcore.probability_of_best(probabilities, dpcore.SCENARIOS['book_poll'].scores):.1%}"
    )
    assert at.query_params["epsilon"] == "0.2"
    # The monotone toggle is respected: curves switch to the general scale.
    at.toggle(key="monotone").set_value(False).run()
    assert not at.exception
    chance = datasets(at)["curves"][0]
    curve = expected_curve("book_poll", "permute_and_flip", monotonic=False)
    np.testing.assert_allclose(
        chance.loc[chance["series"] == "Permute-and-flip", "value"], curve["probability_of_best"]
    )
    assert at.query_params["monotone"] == "0"
    # Log scale: the chance of missing the best instead.
    at.toggle(key="log_scale").set_value(True).run()
    chance = datasets(at)["curves"][0]
    np.testing.assert_allclose(
        chance.loc[chance["series"] == "Permute-and-flip", "value"], curve["probability_of_miss"]
    )


def test_odd_link_values_warn_instead_of_failing(open_page):
    at = open_page(PAGE, scenario="nowhere", epsilon="lots", trials="7", mechanisms="exponential,bogus")
    assert not at.exception
    assert len(at.warning) >= 3
    assert at.selectbox(key="scenario").value == "meeting_date"
    assert set(datasets(at)["curves"][0]["series"]) == {"Exponential mechanism"}


def test_uploaded_scores_from_the_your_data_page(open_with_upload):
    """The Your-data page's scored file is offered (from this session), used as is, and never enters the link."""
    drinks = b"who,drink\na,Tea\nb,Tea\nc,Coffee\nd,Water\n"
    at = open_with_upload(PAGE, "drinks.csv", drinks, column="drink")
    chance = datasets(at)["curves"][0]
    expected = utility_curve([2.0, 1.0, 1.0], epsilons=epsilon_grid(), mechanism="exponential", monotonic=True)
    np.testing.assert_allclose(
        chance.loc[chance["series"] == "Exponential mechanism", "value"], expected.probability_of_best
    )
    assert "Tea" not in " ".join(at.query_params.values())


def test_exports_carry_the_numbers_and_every_parameter():
    """The CSV holds the plotted numbers plus the settings; the PNG/SVG document compiles (vl-convert)."""
    from ui.charts import vega as charts
    from ui.shell.runs import Settings
    from ui.utility import result as utility_result
    from ui.utility import view as utility_view
    from ui.widgets.export import chart_svg
    from ui.widgets.score_source import ScoreSource

    s = dpcore.SCENARIOS["book_poll"]
    source = ScoreSource(kind="scenario", candidates=s.candidates, name="Book poll", scenario_key="book_poll")
    settings = Settings(
        epsilon=0.5, sensitivity=1.0, monotonic=True, mechanisms=dpcore.MAIN_MECHANISMS, trials=100, seed=3
    )
    data = utility_result.compute(source, settings)
    table = pd.read_csv(io.BytesIO(utility_view.csv_bytes(source, data, settings)))
    assert {"epsilon", "probability_of_best", "expected_regret", "regret_bound", "regret_ratio_em_over_pf"} <= set(
        table.columns
    )
    assert (table["seed"] == 3).all() and (table["epsilon_now"] == 0.5).all() and (table["sensitivity"] == 1).all()
    em = table[table["mechanism"] == "exponential"]
    np.testing.assert_allclose(
        em["probability_of_best"], expected_curve("book_poll", "exponential")["probability_of_best"]
    )
    document = charts.document(utility_view.panels(data, s.scores, settings), title="Book poll")
    assert len(document["vconcat"]) == 3 and chart_svg(document).startswith(b"<svg")
    # Only the data follows ε: the specs stay the same, so the browser swaps data instead of compiling new charts.
    later = utility_view.panels(data, s.scores, replace(settings, epsilon=2.0))
    assert [spec for spec, _ in later] == [spec for spec, _ in utility_view.panels(data, s.scores, settings)]
    assert later[2][1]["now"]["epsilon"].tolist() == [2.0]


def test_a_warm_open_recomputes_nothing_and_shows_the_same_seeded_runs(open_page, monkeypatch):
    """A second visitor opening the same link works nothing out anew (issue 23: a warm open ≤ 50 ms of server CPU):
    the result and the charts' rows are remembered per setting, and equal what a fresh dpcore run gives."""
    from dpcore.analyses import utility
    from ui.utility import view

    calls: list[str] = []
    count_calls(monkeypatch, calls, utility, "regret_bound_curve")
    count_calls(monkeypatch, calls, view, "panels")
    link = {"seed": "424242", "epsilon": "0.5", "trials": "100"}
    first = open_page(PAGE, **link)
    assert not first.exception and calls == ["regret_bound_curve", "panels"]
    second = open_page(PAGE, **link)
    assert not second.exception and calls == ["regret_bound_curve", "panels"]  # looked up, not worked out again
    assert [m.value for m in second.markdown] == [m.value for m in first.markdown]
    assert [m.value for m in second.metric] == [m.value for m in first.metric]
    assert [t.value.to_dict() for t in second.dataframe] == [t.value.to_dict() for t in first.dataframe]
    for name, frames in datasets(first).items():
        for seen, again in zip(frames, datasets(second)[name], strict=True):
            pd.testing.assert_frame_equal(again, seen)
    s = dpcore.SCENARIOS["meeting_date"]
    simulated = datasets(second)["simulated"][0].set_index("series")["simulated"]
    for mechanism in dpcore.MAIN_MECHANISMS:
        counts = dpcore.simulate(
            s.scores,
            mechanism=mechanism,
            trials=100,
            rng=dpcore.mechanism_rng(424242, mechanism),
            epsilon=0.5,
            sensitivity=s.sensitivity,
            monotonic=s.monotonic,
        )
        assert simulated[dpcore.MECHANISM_LABELS[mechanism]] == counts[s.scores == s.scores.max()].sum() / 100


def test_an_uploads_results_stay_in_its_session(open_with_upload):
    at = open_with_upload(PAGE, "drinks.csv", b"who,drink\na,Tea\nb,Tea\nc,Coffee\nd,Water\n", column="drink")
    assert {"utility", "derived", "exact", "counts"} <= private_rerun(at, 0.37)
