"""AppTest of the Noise-lens page: densities and selection probabilities from dpcore.noise, the same-law checks,
the Laplace mechanism recovered from the exponential mechanism, and the integer-only permute-and-flip."""

from __future__ import annotations

import io

import numpy as np
import pandas as pd
import pyarrow.ipc

import dpcore
from dpcore import noise

PAGE = "pages/5_Noise_lens.py"
FAST = {"trials": "100"}


def datasets(at) -> list[tuple[str, pd.DataFrame]]:
    return [
        (dataset.name, pyarrow.ipc.open_stream(io.BytesIO(dataset.data.data)).read_pandas())
        for element in at.get("vega_lite_chart")
        for dataset in element.proto.datasets
    ]


def named(at, name: str) -> pd.DataFrame:
    (frame,) = [frame for found, frame in datasets(at) if found == name]
    return frame


def selection(at) -> list[pd.DataFrame]:
    return [frame for _, frame in datasets(at) if "exact" in frame.columns]


def test_noise_lens_shows_dpcore_numbers(open_page):
    at = open_page(PAGE, **FAST)
    assert not at.exception and not at.error
    s = dpcore.SCENARIOS["meeting_date"]
    options = {"epsilon": 1.0, "sensitivity": 1.0, "monotonic": True}
    densities = named(at, "densities")
    for name in noise.NOISES:
        rows = densities[densities["noise"] == noise.NOISE_LABELS[name]]
        np.testing.assert_allclose(rows["density"], noise.noise_density(name, rows["x"].to_numpy(), scale=1.0))
    panels = selection(at)
    assert len(panels) == 3
    for frame, name in zip(panels, noise.NOISES, strict=True):
        integrated = noise.noisy_max_probabilities(s.scores, noise=name, **options)
        np.testing.assert_allclose(frame["exact"], integrated, rtol=1e-12)
        law = dpcore.selection_probabilities(s.scores, mechanism=noise.NOISE_SAME_LAW_AS[name], **options)
        assert np.max(np.abs(frame["exact"] - law)) <= 1e-9
    (table,) = [t.value for t in at.dataframe if "Should equal" in t.value.columns]
    assert table["Max |difference|"].str.endswith("✓").all()
    recovery = named(at, "recovery")
    expected = noise.laplace_from_exponential_mechanism(s.scores.max(), epsilon=1.0, sensitivity=1.0)
    np.testing.assert_allclose(recovery["r"], expected.outputs[np.isin(expected.outputs, recovery["r"])])
    np.testing.assert_allclose(recovery["exponential_mechanism"] / recovery["laplace"], 1.0, atol=expected.error_bound)
    assert any("Floating point" in c.value for c in at.caption)
    assert len(at.get("download_button")) == 6  # selection and Laplace recovery: CSV, PNG, SVG each


def test_epsilon_change_and_integer_permute_and_flip(open_page):
    at = open_page(PAGE, **FAST)
    before = selection(at)[1]["exact"].to_numpy()
    at.number_input(key="epsilon").set_value(0.3).run()
    assert not at.exception
    after = selection(at)[1]["exact"].to_numpy()
    assert not np.allclose(before, after)
    s = dpcore.SCENARIOS["meeting_date"]
    np.testing.assert_allclose(
        after, dpcore.selection_probabilities(s.scores, epsilon=0.3, mechanism="exponential", monotonic=True), atol=1e-9
    )
    at.toggle(key="noise_integer_pf").set_value(True).run()
    assert not at.exception and not at.error
    panels = selection(at)
    assert len(panels) == 4
    pf = dpcore.selection_probabilities(s.scores, epsilon=0.3, mechanism="permute_and_flip", monotonic=True)
    np.testing.assert_allclose(panels[-1]["exact"], pf, rtol=1e-12)
    assert abs(panels[-1]["simulated"].sum() - 1) < 1e-12
    assert any("integer-only sampler" in c.value and "Goodness of fit" in c.value for c in at.caption)
    assert len(at.get("download_button")) == 9  # the integer-only runs have their own downloads


def test_integer_sampler_explains_when_unavailable(open_page):
    at = open_page(PAGE, scenario="adult_marital_status", **FAST)
    at.toggle(key="noise_integer_pf").set_value(True).run()
    assert not at.exception
    assert any("whole-number scores" in i.value for i in at.info)


def test_odd_link_values_warn_instead_of_failing(open_page):
    at = open_page(PAGE, epsilon="-3", sensitivity="zero", trials="abc")
    assert not at.exception
    assert len(at.warning) >= 3
    assert at.number_input(key="epsilon").value == 0.01


def test_exports_carry_the_numbers_and_every_parameter():
    from ui import charts
    from ui import noise_view as view
    from ui.explorer import chart_rows
    from ui.export import chart_svg
    from ui.source import NoiseSettings, ScoreSource

    s = dpcore.SCENARIOS["book_poll"]
    source = ScoreSource(kind="scenario", candidates=s.candidates, name="Book poll", scenario_key="book_poll")
    run = NoiseSettings(sensitivity=1.0, monotonic=True, trials=100, seed=9)
    lens = view.compute(source, run, 1.0)
    comparison = view.comparison_frame(lens)
    table = pd.read_csv(io.BytesIO(view.selection_csv(source, lens, comparison, run, 1.0)))
    gumbel = table[table["noise"] == "gumbel"]
    np.testing.assert_allclose(
        gumbel["probability_from_noise_integral"], gumbel["probability_exact_same_law"], atol=1e-9
    )
    assert (table["seed"] == 9).all() and (table["trials"] == 100).all() and (table["max_abs_difference"] <= 1e-9).all()
    recovered = view.recovery(source, run, 1.0)
    grid = pd.read_csv(io.BytesIO(view.recovery_csv(source, recovered, run, 1.0)))
    assert len(grid) == view.RECOVERY_POINTS and (grid["error_bound"] == recovered.error_bound).all()
    index = np.arange(s.scores.size)
    panels = [
        (
            charts.selection_spec(rows=index.size, colour="#000000", log_scale=False, title=name, width=300),
            charts.selection_frame(
                chart_rows(s.labels, lens.simulated[noise.NOISE_MECHANISM[name]], index), (0.0, 1.0)
            ),
        )
        for name in noise.NOISES
    ]
    document = view.export_chart(panels, view.density_frame(lens.scale), source, run, 1.0)
    assert chart_svg(document).startswith(b"<svg")
