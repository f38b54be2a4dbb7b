"""AppTest of the Composition page: dpcore's composition table drawn and tabled, theory.md §6 reproduced."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest

from dpcore.analyses.composition import composition_table
from tests.conftest import link_warnings
from tests.vega_datasets import datasets
from ui.composition import charts as chart
from ui.composition import view

PAGE = "pages/6_Composition.py"
PLOTTED = [m.column for m in chart.METHODS]


def curves_wide(at) -> pd.DataFrame:
    curves = datasets(at)["curves"]
    return curves.pivot(index="k", columns="method", values="total_epsilon").reset_index()


def test_default_page_draws_dpcore_table(open_page):
    at = open_page(PAGE)
    assert not at.exception and not at.error and not at.warning
    expected = composition_table(np.arange(1, 51), epsilon=1.0, delta=1e-6)
    drawn = curves_wide(at)
    np.testing.assert_array_equal(drawn["k"], expected["k"])
    for column in PLOTTED:
        np.testing.assert_allclose(drawn[column], expected[column], rtol=1e-12)
    table = at.dataframe[0].value
    np.testing.assert_allclose(table["Basic kε"], expected["basic"], rtol=1e-12)
    assert at.query_params["delta"] == "1e-06" and at.query_params["kmax"] == "50"
    assert at.query_params["epsilon"] == "1"


def test_theory_example_values_appear(open_page):
    """theory.md §6: k = 10, ε = 0.1, δ = 1e-6."""
    at = open_page(PAGE, epsilon="0.1", delta="1e-6", k="10")
    assert not at.exception and not at.warning
    row = at.dataframe[0].value.set_index("k").loc[10]
    reference = {
        "Basic kε": 1.000,
        "Advanced composition": 1.767,
        "Optimal ε-DP (KOV)": 0.999,
        "zCDP, ε²/2 each (permute-and-flip)": 1.472,
        "zCDP, ε²/8 each (exponential mechanism)": 0.700,
        "Optimal bounded range (exponential mechanism, non-adaptive)": 0.629,
    }
    for label, value in reference.items():
        assert round(float(row[label]), 3) == pytest.approx(value, abs=1e-9), label
    summary = next(m.value for m in at.markdown if m.value.startswith("**At k = 10"))
    for value in ("1.000", "1.767", "0.999", "1.472", "0.700", "0.629"):
        assert f"**{value}**" in summary
    assert "(0.629, 10⁻⁶)-DP" in summary and "(0.700, 10⁻⁶)-DP" in summary and "(0.999, 10⁻⁶)-DP" in summary


def test_controls_change_the_output(open_page):
    at = open_page(PAGE, epsilon="0.1")
    before = curves_wide(at)
    at.select_slider(key=view.K_DELTA).set_value(1e-9).run()
    assert not at.exception
    after = curves_wide(at)
    assert after["advanced"].iloc[-1] > before["advanced"].iloc[-1]
    expected = composition_table(np.arange(1, 51), epsilon=0.1, delta=1e-9)
    np.testing.assert_allclose(after["optimal_bounded_range"], expected["optimal_bounded_range"], rtol=1e-12)
    assert at.query_params["delta"] == "1e-09"
    # A smaller k max pulls the k read off inside it; the grid then ends at 10.
    at.number_input(key=view.K_MARK).set_value(40).run()
    at.select_slider(key=view.K_KMAX).set_value(20).run()
    assert not at.exception
    assert at.number_input(key=view.K_MARK).value == 20
    assert curves_wide(at)["k"].max() == 20


def test_odd_link_values_give_warnings_not_exceptions(open_page):
    at = open_page(PAGE, epsilon="abc", delta="7", kmax="37", k="2.5", logk="maybe")
    warnings = link_warnings(at)
    for fragment in ("not a number", "δ", "k max", "not a whole number", "log k axis"):
        assert fragment in warnings
    assert at.select_slider(key=view.K_DELTA).value == pytest.approx(1e-2)
    assert at.select_slider(key=view.K_KMAX).value == 50
    assert at.number_input(key=view.K_MARK).value == 2
    assert at.toggle(key=view.K_LOG_K).value is False


def test_exports_carry_numbers_and_parameters():
    settings = view.CompositionSettings(epsilon=0.1, delta=1e-6, k_max=10, k_mark=10, log_k=True)
    values = view.table(settings)
    spec = view.export_spec(values, settings)
    json.dumps(spec)  # plain JSON: what vl-convert needs
    assert spec["vconcat"][0]["layer"][0]["encoding"]["x"]["scale"]["type"] == "log"
    from ui.widgets.export import chart_svg

    assert chart_svg(spec).startswith(b"<svg")
    frame = chart.curves_frame(values)
    assert len(frame) == 10 * len(chart.METHODS)
    labels = chart.labels_frame(values, chart.y_top(values), present=False)
    gaps = np.diff(np.sort(labels["label_y"].to_numpy()))
    assert (gaps > 0).all()  # end labels never sit on top of each other


def test_projector_mode_shows_the_odds_sentence_as_html(open_page):
    """view_kit.epsilon_control: on a projector the odds sentence sits under ε, its e<sup>ε</sup> drawn, not quoted."""
    at = open_page(PAGE, present="1")
    assert not at.exception
    (odds,) = [m for m in at.markdown if "seeing the choice changes" in m.value]
    assert "<sup>ε</sup>" in odds.value and odds.proto.allow_html


def test_top_k_panel_states_dpcore_top_k_privacy(open_page):
    """Issue 20: what k winners cost under each accounting, at the page's ε, δ and k (the theory.md §6 example)."""
    import dpcore
    from dpcore.analyses.composition import CANONNE_KAMATH_STEINKE

    at = open_page(PAGE, epsilon="0.1", delta="1e-6", k="10")
    assert not at.exception and not at.warning
    assert any(h.value == "Choosing 10 winners at once" for h in at.subheader)
    table = next(d.value for d in at.dataframe if "Pure ε (δ = 0)" in d.value.columns)
    rules = ("exponential", "permute_and_flip", "report_noisy_max")
    for row, mechanism in zip(table.itertuples(index=False), rules, strict=True):
        cost = dpcore.top_k_privacy(k=10, epsilon=0.1, mechanism=mechanism)
        assert row[1] == pytest.approx(cost.pure_epsilon, rel=1e-12)
        assert row[2] == pytest.approx(cost.zcdp_rho, rel=1e-12)
        assert row[4] == pytest.approx(cost.epsilon_at(1e-6, conversion=CANONNE_KAMATH_STEINKE), rel=1e-12)
    sentence = next(m.value for m in at.markdown if "winners" in m.value or "top-10" in m.value)
    assert "**1-DP**" in sentence and "ρ = 0.0125 zCDP" in sentence and "**(0.7" in sentence
