"""Noise lens: report-noisy-max with Laplace, Gumbel and one-sided exponential noise, from the noise up.

The densities come from :func:`dpcore.noise.noise_density`; each noise's selection probabilities from integrating
those densities (:func:`dpcore.noise.noisy_max_probabilities`), never from the closed forms, so the printed
differences against the exponential mechanism and permute-and-flip are a real check. Beside them: each noise really
added and maximised (dpcore.simulate), with goodness-of-fit p-values against the other mechanism's exact law; the
Laplace mechanism recovered from the exponential mechanism over a fine grid; and the integer-only permute-and-flip.
"""

from __future__ import annotations

import contextlib
import math
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
import pandas as pd
import streamlit as st
from streamlit.delta_generator import DeltaGenerator

import dpcore
from dpcore import noise
from dpcore.discrete import discrete_noise_rate, simulate_discrete_permute_and_flip
from dpcore.result import MechanismResult, mechanism_result
from ui import charts, export, selection_svg, text, view_kit
from ui.compute import Settings, plan_trials, run_mechanism
from ui.explorer import chart_rows, shown_indices
from ui.memo import PUBLIC_MEMO, session_memo
from ui.params import format_number
from ui.source import NoiseSettings, ScoreSource
from ui.state import seed_widget

K_INTEGER_PF = "noise_integer_pf"
#: Largest difference printed as "equal" (the exact and the noise-integral routes agree to ≈ 1e-15).
EQUAL_WITHIN = 1e-9
#: Runs of the integer-only sampler (it draws exact coins, ≈ 15 µs per candidate and run).
INTEGER_TRIALS_MAX = 20_000
DENSITY_POINTS = 521
RECOVERY_POINTS = 4001
RECOVERY_HALF_WIDTH = 20.0  # in units of Δ/ε
RECOVERY_SHOWN = 6.0  # the chart shows ±6 scales around q(x)
RECOVERY_EVERY = 15  # ... at every 15th grid point (the dots would hide the line otherwise)
_INK = "#111111"
_DASHES = {noise.LAPLACE: [1, 0], noise.GUMBEL: [7, 3], noise.ONE_SIDED_EXPONENTIAL: [2, 2]}
_TITLES = {
    noise.LAPLACE: "Laplace noise",
    noise.GUMBEL: "Gumbel noise",
    noise.ONE_SIDED_EXPONENTIAL: "One-sided exponential noise",
}
_SUBTITLES = {
    noise.LAPLACE: "report-noisy-max, a law of its own",
    noise.GUMBEL: "the same law as the exponential mechanism",
    noise.ONE_SIDED_EXPONENTIAL: "the same law as permute-and-flip",
}


@dataclass(frozen=True)
class NoiseLens:
    scale: float
    routes: dict[str, np.ndarray]  # noise -> probabilities from the noise integral (None-free: K ≤ limit)
    exact: dict[str, np.ndarray]  # mechanism -> dpcore.exact probabilities
    simulated: dict[str, MechanismResult]  # mechanism -> seeded runs
    trials: int


def settings_for(run: NoiseSettings, epsilon: float, mechanisms: tuple[str, ...]) -> Settings:
    return Settings(
        epsilon=epsilon,
        sensitivity=run.sensitivity,
        monotonic=run.monotonic,
        mechanisms=mechanisms,
        trials=run.trials,
        seed=run.seed,
    )


@st.cache_data(max_entries=512, show_spinner=False)
def _scenario_route(key: str, noise_name: str, epsilon: float, sensitivity: float, monotonic: bool) -> np.ndarray:
    """Public data only: a shipped scenario's noise-integral probabilities (shared between sessions)."""
    return noise.noisy_max_probabilities(
        dpcore.SCENARIOS[key].scores, noise=noise_name, epsilon=epsilon, sensitivity=sensitivity, monotonic=monotonic
    )


def compute(source: ScoreSource, run: NoiseSettings, epsilon: float) -> NoiseLens:
    scores = source.scores
    options = {"epsilon": epsilon, "sensitivity": run.sensitivity, "monotonic": run.monotonic}
    routes: dict[str, np.ndarray] = {}
    if scores.size <= noise.MAX_NOISE_CANDIDATES:
        for name in noise.NOISES:
            routes[name] = (
                _scenario_route(source.scenario_key, name, **options)
                if source.public and source.scenario_key
                else noise.noisy_max_probabilities(scores, noise=name, **options)
            )
    mechanisms = (*(noise.NOISE_MECHANISM[n] for n in noise.NOISES), "exponential", "permute_and_flip")
    exact = {m: dpcore.selection_probabilities(scores, mechanism=m, **options) for m in mechanisms}
    settings = settings_for(run, epsilon, mechanisms)
    plan = plan_trials(scores.size, run.trials, mechanisms)
    memo = PUBLIC_MEMO if source.public else session_memo()
    simulated = {m: run_mechanism(memo, scores, settings, m, trials=plan.run) for m in mechanisms}
    scale = dpcore.noise_scale(**options)
    return NoiseLens(scale=scale, routes=routes, exact=exact, simulated=simulated, trials=plan.run)


# ----------------------------------------------------------------------------------------------------------------
# The densities


def density_frame(scale: float) -> pd.DataFrame:
    x = np.linspace(-5 * scale, 8 * scale, DENSITY_POINTS)
    x = np.union1d(x, [0.0])  # the one-sided density jumps at 0
    frames = [
        pd.DataFrame({"noise": noise.NOISE_LABELS[n], "x": x, "density": noise.noise_density(n, x, scale=scale)})
        for n in noise.NOISES
    ]
    return pd.concat(frames, ignore_index=True)


def density_spec(score_name: str) -> dict:
    labels = [noise.NOISE_LABELS[n] for n in noise.NOISES]
    colours = [charts.MECHANISM_COLOURS[noise.NOISE_MECHANISM[n]] for n in noise.NOISES]
    legend = {"title": None, "orient": "bottom", "direction": "horizontal"}
    return {
        "data": {"name": "densities"},
        "mark": {"type": "line", "strokeWidth": 2.5},
        "encoding": {
            "x": {
                "field": "x",
                "type": "quantitative",
                "title": f"Noise added to a score ({score_name})",
                "axis": {"tickCount": 10},
            },
            "y": {"field": "density", "type": "quantitative", "title": "Density"},
            "color": {
                "field": "noise",
                "type": "nominal",
                "scale": {"domain": labels, "range": colours},
                "legend": legend,
            },
            "strokeDash": {
                "field": "noise",
                "type": "nominal",
                "scale": {"domain": labels, "range": [_DASHES[n] for n in noise.NOISES]},
                "legend": legend,
            },
            "tooltip": [
                {"field": "noise", "type": "nominal", "title": "Noise"},
                {"field": "x", "type": "quantitative", "title": "Noise value", "format": ".4g"},
                {"field": "density", "type": "quantitative", "title": "Density", "format": ".4g"},
            ],
        },
        "width": "container",
        "height": 260,
    }


# ----------------------------------------------------------------------------------------------------------------
# Same laws


def comparison_frame(lens: NoiseLens) -> pd.DataFrame:
    """Each noise against the mechanism whose law it should have: exact difference and two-way goodness of fit."""
    rows = []
    for name in noise.NOISES:
        mechanism = noise.NOISE_MECHANISM[name]
        same = noise.NOISE_SAME_LAW_AS[name]
        route = lens.routes.get(name)
        difference = float(np.max(np.abs(route - lens.exact[same]))) if route is not None else math.nan
        row = {
            "noise": noise.NOISE_LABELS[name],
            "same_law_as": dpcore.MECHANISM_LABELS[same],
            "max_abs_difference": difference,
            "equal_within_1e-9": bool(difference <= EQUAL_WITHIN) if route is not None else None,
            "pvalue_noise_runs_vs_mechanism_exact": dpcore.goodness_of_fit_pvalue(
                lens.simulated[mechanism].counts, lens.exact[same]
            ),
        }
        if same != mechanism:
            reference = route if route is not None else lens.exact[same]
            row["pvalue_mechanism_runs_vs_noise_exact"] = dpcore.goodness_of_fit_pvalue(
                lens.simulated[same].counts, reference / reference.sum()
            )
        else:
            row["pvalue_mechanism_runs_vs_noise_exact"] = math.nan
        rows.append(row)
    return pd.DataFrame(rows)


def comparison_table(frame: pd.DataFrame) -> pd.DataFrame:
    """The comparison for reading: differences in scientific notation, p-values to two decimals."""
    return pd.DataFrame(
        {
            "Noise": frame["noise"],
            "Should equal": frame["same_law_as"],
            "Max |difference|": [
                "—" if math.isnan(v) else f"{v:.1e}" + (" ✓" if v <= EQUAL_WITHIN else " ✗")
                for v in frame["max_abs_difference"]
            ],
            "p: noise runs vs the law": [f"{v:.2f}" for v in frame["pvalue_noise_runs_vs_mechanism_exact"]],
            "p: mechanism runs vs the noise": [
                "—" if math.isnan(v) else f"{v:.2f}" for v in frame["pvalue_mechanism_runs_vs_noise_exact"]
            ],
        }
    )


def selection_panels(source: ScoreSource, lens: NoiseLens, *, present: bool) -> list[tuple[dict, pd.DataFrame]]:
    """One exact-vs-simulated panel per noise (the Explorer's chart), drawn in columns."""
    index = shown_indices(source.scores)
    results = []
    for name in noise.NOISES:
        result = lens.simulated[noise.NOISE_MECHANISM[name]]
        route = lens.routes.get(name)
        if route is not None:  # the outline is the probability integrated from the noise density
            result = result.with_outline(route)
        results.append((name, result))
    values = [v for _, r in results for column in (r.probabilities, r.upper) for v in column[index]]
    domain = selection_svg.probability_domain(values, log_scale=False)
    panels = []
    columns = st.columns(len(results))
    for column, (name, result) in zip(columns, results, strict=True):
        frame = charts.selection_frame(chart_rows(source.labels, result, index), domain)
        colour = charts.MECHANISM_COLOURS[noise.NOISE_MECHANISM[name]]
        spec = charts.selection_spec(rows=len(frame), colour=colour, log_scale=False, present=present)
        with column:
            st.markdown(f"##### {_TITLES[name]}")
            st.caption(_SUBTITLES[name])
            st.vega_lite_chart(spec=charts.standalone(spec, frame, present=present), theme=None, width="stretch")
            view_kit.numbers_table(
                pd.DataFrame(
                    {
                        "Candidate": frame["candidate"],
                        "Exact (from the noise)": frame["exact_text"],
                        "Simulated": frame["simulated_text"],
                        "95% interval": frame["interval_text"],
                    }
                )
            )
        title = f"{_TITLES[name]}: {_SUBTITLES[name]}"
        export = charts.selection_spec(rows=len(frame), colour=colour, log_scale=False, title=title, width=300)
        panels.append((export, frame))
    return panels


def parameters(source: ScoreSource, run: NoiseSettings, epsilon: float, trials: int) -> dict[str, object]:
    """Every setting behind the numbers, for the CSV files."""
    return {
        "source": source.name,
        "epsilon": epsilon,
        "sensitivity": run.sensitivity,
        "monotone": run.monotonic,
        "noise_scale": dpcore.noise_scale(epsilon=epsilon, sensitivity=run.sensitivity, monotonic=run.monotonic),
        "trials": trials,
        "seed": run.seed,
        "random_stream": "dpcore.mechanism_rng(seed, mechanism)",
    }


def selection_csv(
    source: ScoreSource, lens: NoiseLens, comparison: pd.DataFrame, run: NoiseSettings, epsilon: float
) -> bytes:
    """Per noise × candidate: both exact routes, the runs, and the noise's same-law check."""
    checks = comparison.drop(columns=["noise"]).assign(noise=list(noise.NOISES))
    table = selection_csv_frame(source, lens).merge(checks.drop(columns=["same_law_as"]), on="noise", how="left")
    return export.csv_with_parameters(table, parameters(source, run, epsilon, lens.trials))


def export_chart(
    panels: list[tuple[dict, pd.DataFrame]],
    densities: pd.DataFrame,
    source: ScoreSource,
    run: NoiseSettings,
    epsilon: float,
) -> dict:
    """The density chart above the three selection panels, as one standalone document."""
    density = view_kit.inline(density_spec(source.score_name), {"densities": densities}, title="")
    selection = charts.export_spec(panels, title="")
    datasets = {**density.pop("datasets"), **selection.pop("datasets")}
    for key in ("$schema", "config", "title"):
        density.pop(key, None)
        selection.pop(key, None)
    return {
        "$schema": "https://vega.github.io/schema/vega-lite/v6.json",
        "title": f"{source.name}: report-noisy-max by noise, ε = {epsilon:g}, Δ = {run.sensitivity:g}, seed {run.seed}",
        "datasets": datasets,
        "vconcat": [density, selection],
        "resolve": {"scale": {"color": "independent", "fill": "independent", "strokeDash": "independent"}},
        "config": charts.chart_config(present=False),
    }


def recovery_csv(source: ScoreSource, result: noise.LaplaceRecovery, run: NoiseSettings, epsilon: float) -> bytes:
    """Every grid point: r, the exponential mechanism's probability and density, the Laplace density."""
    table = pd.DataFrame(
        {
            "r": result.outputs,
            "exponential_mechanism_probability": result.probabilities,
            "exponential_mechanism_density": result.density,
            "laplace_density": result.laplace_density,
        }
    )
    extra = {
        "query_value": result.query_value,
        "grid_spacing": result.spacing,
        "max_relative_error": result.max_relative_error,
        "error_bound": result.error_bound,
    }
    return export.csv_with_parameters(table, {**parameters(source, run, epsilon, 0), **extra})


def selection_csv_frame(source: ScoreSource, lens: NoiseLens) -> pd.DataFrame:
    frames = []
    for name in noise.NOISES:
        mechanism = noise.NOISE_MECHANISM[name]
        same = noise.NOISE_SAME_LAW_AS[name]
        result = lens.simulated[mechanism]
        route = lens.routes.get(name)
        frames.append(
            pd.DataFrame(
                {
                    "noise": name,
                    "candidate": list(source.labels),
                    "score": source.scores,
                    "probability_from_noise_integral": route if route is not None else np.nan,
                    "probability_exact_same_law": lens.exact[same],
                    "same_law_as": same,
                    "simulated_count": result.counts,
                    "simulated_share": result.counts / result.trials,
                    "wilson95_lower": result.lower,
                    "wilson95_upper": result.upper,
                }
            )
        )
    return pd.concat(frames, ignore_index=True)


# ----------------------------------------------------------------------------------------------------------------
# The Laplace mechanism as an exponential mechanism


def recovery(source: ScoreSource, run: NoiseSettings, epsilon: float) -> noise.LaplaceRecovery:
    """The exponential mechanism with u(x, r) = −2|q(x) − r| for q(x) = the top score, over a fine grid."""
    return noise.laplace_from_exponential_mechanism(
        float(source.scores.max()),
        epsilon=epsilon,
        sensitivity=run.sensitivity,
        half_width=RECOVERY_HALF_WIDTH,
        points=RECOVERY_POINTS,
    )


def recovery_frame(result: noise.LaplaceRecovery) -> pd.DataFrame:
    """The grid points within ±6 scales of q(x), every 15th (enough to see; the CSV has every point)."""
    offset = (result.outputs - result.query_value) / result.scale
    keep = np.flatnonzero(np.abs(offset) <= RECOVERY_SHOWN + 1e-12)[::RECOVERY_EVERY]
    return pd.DataFrame(
        {
            "r": result.outputs[keep],
            "exponential_mechanism": result.density[keep],
            "laplace": result.laplace_density[keep],
        }
    )


def recovery_spec(score_name: str) -> dict:
    """Orange dots: the exponential mechanism's density on the grid; black line on top: the Laplace density."""
    x = {
        "field": "r",
        "type": "quantitative",
        "title": f"Released value r ({score_name})",
        "scale": {"zero": False, "nice": False},
        "axis": {"tickCount": 10},
    }
    tooltip = [
        {"field": "r", "type": "quantitative", "title": "r", "format": ".5g"},
        {"field": "exponential_mechanism", "type": "quantitative", "title": "Exponential mechanism", "format": ".6g"},
        {"field": "laplace", "type": "quantitative", "title": "Laplace density", "format": ".6g"},
    ]
    return {
        "layer": [
            {
                "data": {"name": "recovery"},
                "mark": {"type": "point", "filled": True, "size": 70, "color": charts.OKABE_ITO["orange"]},
                "encoding": {
                    "x": x,
                    "y": {"field": "exponential_mechanism", "type": "quantitative", "title": "Density"},
                    "tooltip": tooltip,
                },
            },
            {
                "data": {"name": "recovery"},
                "mark": {"type": "line", "strokeWidth": 1.5, "color": _INK},
                "encoding": {"x": x, "y": {"field": "laplace", "type": "quantitative"}, "tooltip": tooltip},
            },
        ],
        "width": "container",
        "height": 280,
    }


# ----------------------------------------------------------------------------------------------------------------
# Integer-only permute-and-flip


def exact_fraction(value: float) -> Fraction:
    """The value exactly as the link shows it (6 significant digits), e.g. 0.693 -> 693/1000."""
    return Fraction(format_number(value))


def integer_option(source: ScoreSource, run: NoiseSettings, epsilon: float) -> tuple[bool, str]:
    """Whether the integer-only sampler can run on these scores, and why not when it cannot."""
    scores = source.scores
    if not np.all(scores == np.round(scores)):
        return False, (
            "The integer-only sampler needs whole-number scores, and these "
            f"({text.escape_markdown(source.score_name)}) are not whole numbers, so it is not available here. "
            "Rescaling them would change what Δ means."
        )
    try:
        discrete_noise_rate(
            epsilon=exact_fraction(epsilon), sensitivity=exact_fraction(run.sensitivity), monotonic=run.monotonic
        )
    except dpcore.InvalidInputError as error:
        return False, f"The integer-only sampler cannot run with these settings: {text.escape_markdown(error)}"
    return True, ""


def integer_toggle(fresh: bool) -> bool:
    seed_widget(K_INTEGER_PF, False, fresh)
    return st.toggle(
        "Also run the integer-only permute-and-flip",
        key=K_INTEGER_PF,
        help="Geometric noise drawn with integer arithmetic and exact coins only (Canonne, Kamath & Steinke 2020): "
        "no floating point once ε/R is fixed as a fraction.",
    )


def integer_result(source: ScoreSource, run: NoiseSettings, epsilon: float, exact: np.ndarray) -> MechanismResult:
    trials = min(run.trials, INTEGER_TRIALS_MAX)
    rng = dpcore.mechanism_rng(run.seed, "permute_and_flip").spawn(1)[0]  # its own stream, from the one seed
    counts = simulate_discrete_permute_and_flip(
        source.scores,
        epsilon=exact_fraction(epsilon),
        sensitivity=exact_fraction(run.sensitivity),
        monotonic=run.monotonic,
        trials=trials,
        rng=rng,
    )
    return mechanism_result(
        source.scores, mechanism="permute_and_flip", counts=counts, trials=trials, probabilities=exact
    )


def integer_panel(source: ScoreSource, result: MechanismResult, *, present: bool) -> tuple[pd.DataFrame, dict]:
    """The Explorer's exact-vs-simulated chart for the integer-only runs; returns its data and an export spec."""
    index = shown_indices(source.scores)
    values = [v for column in (result.probabilities, result.upper) for v in column[index]]
    domain = selection_svg.probability_domain(values, log_scale=False)
    frame = charts.selection_frame(chart_rows(source.labels, result, index), domain)
    colour = charts.OKABE_ITO["bluish_green"]
    spec = charts.selection_spec(rows=len(frame), colour=colour, log_scale=False, present=present)
    st.vega_lite_chart(spec=charts.standalone(spec, frame, present=present), theme=None, width="stretch")
    export = charts.selection_spec(rows=len(frame), colour=colour, log_scale=False, title="Integer-only", width=420)
    return frame, export


# ----------------------------------------------------------------------------------------------------------------
# The page's sections: each chart with its caption, its table and its downloads


def density_section(
    source: ScoreSource, lens: NoiseLens, *, present: bool, first: DeltaGenerator | contextlib.nullcontext | None = None
) -> None:
    """The noise densities (into ``first``: projector mode's slot under the ε control), caption and table."""
    densities = density_frame(lens.scale)
    with first or contextlib.nullcontext():
        st.subheader("The three noises")
        view_kit.draw(density_spec(source.score_name), {"densities": densities}, present=present)
    st.caption(
        f"How much random noise each variant adds to a score, at scale R/ε = {lens.scale:.4g} "
        f"{text.escape_markdown(source.score_name)}. Laplace noise is symmetric; Gumbel noise leans right with a "
        "long upper tail; one-sided exponential noise only ever adds."
    )
    coarse = densities.pivot(index="x", columns="noise", values="density").reset_index().iloc[::20]
    view_kit.numbers_table(coarse)


def selection_section(
    source: ScoreSource, lens: NoiseLens, run: NoiseSettings, epsilon: float, *, present: bool
) -> None:
    st.subheader("What each noise picks")
    panels = selection_panels(source, lens, present=present)
    st.caption(
        "Outline: the probability of each candidate worked out from the noise density alone (an integral of one "
        f"density times the others' distribution functions). Filled bar: the share of {lens.trials:,} runs that "
        "really added this noise and took the maximum, with its 95% interval."
    )
    comparison = comparison_frame(lens)
    st.markdown(
        "**Same laws, exactly and by simulation.** The largest difference between the probabilities integrated "
        f"from the noise and the mechanism's own formula (✓ when ≤ {EQUAL_WITHIN:g}), and goodness-of-fit "
        "p-values of each procedure's runs against the other's exact law (any value from 0 to 1 is normal when "
        "they agree)."
    )
    st.dataframe(comparison_table(comparison), hide_index=True, width="stretch")
    if not lens.routes:
        st.caption(
            f"More than {noise.MAX_NOISE_CANDIDATES:,} candidates: the noise integrals are skipped and the outlines "
            "are the mechanisms' own exact probabilities."
        )
    densities = density_frame(lens.scale)
    export.download_row(
        stem=f"noise-lens_eps{epsilon:g}_seed{run.seed}",
        csv=lambda: selection_csv(source, lens, comparison, run, epsilon),
        chart=lambda: export_chart(panels, densities, source, run, epsilon),
        key="noise_select",
    )


def recovery_section(
    source: ScoreSource, recovered: noise.LaplaceRecovery, run: NoiseSettings, epsilon: float, *, present: bool
) -> None:
    st.subheader("The Laplace mechanism is an exponential mechanism")
    shown = recovery_frame(recovered)
    spec = recovery_spec(source.score_name)
    view_kit.draw(spec, {"recovery": shown}, present=present)
    st.caption(
        f"To release the top score q(x) = {recovered.query_value:g} itself, run the exponential mechanism over "
        f"{RECOVERY_POINTS:,} possible answers r, {recovered.spacing:.3g} apart, scoring each by −2|q(x) − r| "
        "(Near & Abuah's choice, with ε/2Δ in the exponent). Its output density (orange dots: probability ÷ "
        f"spacing) is the Laplace density of scale Δ/ε = {recovered.scale:.3g} (black line): the largest relative "
        f"difference is {recovered.max_relative_error:.2e}, within the bound {recovered.error_bound:.2e} set by "
        "the grid's spacing."
    )
    view_kit.numbers_table(shown)
    export.download_row(
        stem=f"laplace-from-em_eps{epsilon:g}",
        csv=lambda: recovery_csv(source, recovered, run, epsilon),
        chart=lambda: view_kit.inline(spec, {"recovery": shown}, title=f"{source.name}: ε = {epsilon:g}"),
        key="noise_recovery",
    )


def floating_point_section(
    source: ScoreSource, lens: NoiseLens, run: NoiseSettings, epsilon: float, *, fresh: bool, present: bool
) -> None:
    """The floating-point note, and the integer-only permute-and-flip against its exact law (on request)."""
    st.subheader("Honest about floating point")
    view_kit.floating_point_note()
    available, why = integer_option(source, run, epsilon)
    if not integer_toggle(fresh):
        return
    if not available:
        st.info(why)
        return
    result = integer_result(source, run, epsilon, lens.exact["permute_and_flip"])
    frame, spec = integer_panel(source, result, present=present)
    st.caption(
        f"Black outline: permute-and-flip's exact probabilities. Filled bar: {result.trials:,} runs of the "
        "integer-only sampler (geometric noise from exact coins, ties broken by a uniform integer), with 95% "
        f"intervals. Goodness of fit: p = {result.fit_pvalue:.2f}."
    )
    table = pd.DataFrame(
        {
            "candidate": list(source.labels),
            "score": source.scores,
            "permute_and_flip_exact": result.probabilities,
            "integer_sampler_count": result.counts,
            "integer_sampler_share": result.counts / result.trials,
            "wilson95_lower": result.lower,
            "wilson95_upper": result.upper,
        }
    )
    view_kit.numbers_table(table)
    rate = discrete_noise_rate(
        epsilon=exact_fraction(epsilon), sensitivity=exact_fraction(run.sensitivity), monotonic=run.monotonic
    )
    extra = {"noise_rate_exact": str(rate), "goodness_of_fit_pvalue": result.fit_pvalue}
    export.download_row(
        stem=f"integer-permute-and-flip_eps{epsilon:g}_seed{run.seed}",
        csv=lambda: export.csv_with_parameters(table, {**parameters(source, run, epsilon, result.trials), **extra}),
        chart=lambda: charts.export_spec([(spec, frame)], title=f"{source.name}: integer-only permute-and-flip"),
        key="noise_integer",
    )
