"""Privacy vs utility: the chance of choosing the best and the expected shortfall against ε, for each mechanism.

Everything on the curves is exact (dpcore.utility). At the current ε the mechanisms are also really run (the
same seeded simulation as the Explorer) and the simulated share of best choices is drawn beside the exact value.
Curves of shipped scenarios are cached for every visitor; an upload's are computed in this session only.
"""

from __future__ import annotations

import contextlib
import math
import time
from dataclasses import dataclass

import numpy as np
import pandas as pd
import streamlit as st
from streamlit.delta_generator import DeltaGenerator

import dpcore
from dpcore.result import simulated_best, simulated_regret
from dpcore.utility import (
    epsilon_for_best_probability,
    epsilon_for_best_probability_on_curve,
    regret_ratio,
    utility_curve,
)
from ui import charts, export, text, view_kit
from ui.compute import MechanismResult, Settings, plan_trials, run_mechanism
from ui.memo import PUBLIC_MEMO, session_memo
from ui.source import ScoreSource

EPSILON_MIN, EPSILON_MAX = 0.01, 10.0
#: ε values on every curve (log-spaced); uploads whose exact probabilities are slow get fewer.
CURVE_POINTS = 60
MIN_CURVE_POINTS = 12
TARGET = 0.9
#: Height of the first chart's plot on a projector: with the title, the ε control, the axis and the legend it fits a
#: 1280×720 screen.
PRESENT_HEIGHT = 230
#: Rough compute budget for an upload's curves (seconds), to keep the page responsive.
UPLOAD_BUDGET = 1.5
BOUND_LABEL = "Bound for the exponential mechanism: (R/ε)·ln K"
_DASHES = {"exponential": [1, 0], "report_noisy_max": [7, 3], "permute_and_flip": [2, 2]}
_DASH_OTHERS = [4, 2, 1, 2]
_BOUND_DASH = [10, 4]
_INK = "#111111"


@dataclass(frozen=True)
class UtilityData:
    """The exact curves (long form), the EM/P&F ratio, the ε needed for the target, and the simulation now."""

    curves: pd.DataFrame  # mechanism, label, epsilon, probability_of_best, probability_of_miss, expected_regret
    bound: pd.DataFrame  # epsilon, regret_bound
    ratio: pd.DataFrame  # epsilon, ratio
    needed: dict[str, float]  # mechanism -> smallest ε with P(best) ≥ TARGET (inf if unreachable)
    needed_exact: bool
    skipped: tuple[str, ...]  # chosen mechanisms too slow to draw for these scores (uploads only)
    now: list[MechanismResult]
    trials: int

    @property
    def mechanisms(self) -> list[str]:
        return [result.mechanism for result in self.now]


def epsilon_grid(points: int = CURVE_POINTS) -> np.ndarray:
    return np.geomspace(EPSILON_MIN, EPSILON_MAX, points)


@st.cache_data(max_entries=256, show_spinner=False)
def _scenario_curve(scenario_key: str, sensitivity: float, monotonic: bool, mechanism: str) -> pd.DataFrame:
    """Public data only: a shipped scenario's exact curve (shared by every session of this server)."""
    scores = dpcore.SCENARIOS[scenario_key].scores
    return utility_curve(
        scores, epsilons=epsilon_grid(), sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic
    ).to_frame()


@st.cache_data(max_entries=256, show_spinner=False)
def _scenario_extras(scenario_key: str, sensitivity: float, monotonic: bool) -> tuple[np.ndarray, dict[str, float]]:
    """Public data only: the EM/P&F regret ratio and the ε needed for the target, per main mechanism."""
    scores = dpcore.SCENARIOS[scenario_key].scores
    ratio = regret_ratio(scores, epsilons=epsilon_grid(), sensitivity=sensitivity, monotonic=monotonic)
    needed = {
        mechanism: epsilon_for_best_probability(
            scores, target=TARGET, sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic
        )
        for mechanism in dpcore.MECHANISMS
    }
    return ratio, needed


def _upload_plan(scores: np.ndarray, settings: Settings) -> tuple[int, bool, tuple[str, ...]]:
    """For an upload: how many ε points the curves can afford, whether exact root-finding fits too, and which
    chosen mechanisms are too slow to draw at all (one exact evaluation each is timed)."""
    cost = {}
    for mechanism in dict.fromkeys((*settings.mechanisms, "exponential", "permute_and_flip")):
        start = time.perf_counter()
        dpcore.log_selection_probabilities(
            scores, epsilon=1.0, sensitivity=settings.sensitivity, mechanism=mechanism, monotonic=settings.monotonic
        )
        cost[mechanism] = time.perf_counter() - start
    skipped = tuple(m for m in settings.mechanisms if cost[m] * MIN_CURVE_POINTS > 2 * UPLOAD_BUDGET)
    per_point = max(1e-4, sum(value for m, value in cost.items() if m not in skipped))
    points = int(min(CURVE_POINTS, max(MIN_CURVE_POINTS, UPLOAD_BUDGET / per_point)))
    return points, per_point * 25 <= UPLOAD_BUDGET / 2, skipped


def compute(source: ScoreSource, settings: Settings) -> UtilityData:
    """Exact curves for the chosen mechanisms, the EM/P&F ratio, ε for the target, and the runs at the current ε."""
    scores = source.scores
    options = {"sensitivity": settings.sensitivity, "monotonic": settings.monotonic}
    if source.public and source.scenario_key:
        frames = [_scenario_curve(source.scenario_key, mechanism=m, **options) for m in settings.mechanisms]
        ratio, needed = _scenario_extras(source.scenario_key, **options)
        grid, exact_roots, skipped = epsilon_grid(), True, ()
    else:  # uploaded data: computed here, never in a cache shared between sessions
        points, exact_roots, skipped = _upload_plan(scores, settings)
        drawn = tuple(m for m in settings.mechanisms if m not in skipped)
        grid = epsilon_grid(points)
        exact_curves = [utility_curve(scores, epsilons=grid, mechanism=m, **options) for m in drawn]
        frames = [curve.to_frame() for curve in exact_curves]
        ratio = regret_ratio(scores, epsilons=grid, **options)
        needed = {
            curve.mechanism: (
                epsilon_for_best_probability(scores, target=TARGET, mechanism=curve.mechanism, **options)
                if exact_roots
                else epsilon_for_best_probability_on_curve(curve, target=TARGET)
            )
            for curve in exact_curves
        }
    curves = pd.concat(frames, ignore_index=True) if frames else pd.DataFrame(columns=["mechanism", "epsilon"])
    curves["label"] = curves["mechanism"].map(dpcore.MECHANISM_LABELS)
    bound = curves[["epsilon", "regret_bound"]].drop_duplicates("epsilon") if len(curves) else pd.DataFrame()
    if bound.empty:
        bound = pd.DataFrame(
            {
                "epsilon": grid,
                "regret_bound": [dpcore.em_regret_bound(scores.size, epsilon=e, **options) for e in grid],
            }
        )
    memo = PUBLIC_MEMO if source.public else session_memo()
    plan = plan_trials(scores.size, settings.trials, settings.mechanisms)
    shown = tuple(m for m in settings.mechanisms if m not in skipped)
    now = [run_mechanism(memo, scores, settings, m, trials=plan.run) for m in shown]
    return UtilityData(
        curves=curves,
        bound=bound.reset_index(drop=True),
        ratio=pd.DataFrame({"epsilon": grid, "ratio": ratio}),
        needed={m: needed[m] for m in shown},
        needed_exact=exact_roots,
        skipped=skipped,
        now=now,
        trials=plan.run,
    )


# ----------------------------------------------------------------------------------------------------------------
# Numbers at the current ε


def needed_text(value: float) -> str:
    """ε needed for the target, for reading: "2.2", "any ε (ties)", "above 10 (51.8)", "not reachable"."""
    if value == 0:
        return "any ε"
    if not math.isfinite(value):
        return "not reachable"
    if value > EPSILON_MAX:
        return f"{value:.3g} (beyond the slider)"
    return f"{value:.3g}"


def summary(source: ScoreSource, data: UtilityData, epsilon: float) -> str:
    """One plain sentence: who picks the best how often now, and what ε reaching the target takes."""
    if not data.now:
        return ""
    best = max(data.now, key=lambda r: r.probability_of_best)
    reach = [f"{_name(m)} ε = {needed_text(v)}" for m, v in data.needed.items() if 0 < v < math.inf]
    sentence = (
        f"At ε = {epsilon:g}, {_name(best.mechanism)} picks a best candidate most often: "
        f"{best.probability_of_best:.1%} of the time."
    )
    if reach:
        sentence += f" A {TARGET:.0%} chance of the best needs " + "; ".join(reach) + "."
    return sentence


def _name(mechanism: str) -> str:
    """ "the exponential mechanism", "report-noisy-max (Laplace)", "permute-and-flip" (mid-sentence)."""
    label = dpcore.MECHANISM_LABELS[mechanism]
    return f"the {label[0].lower()}{label[1:]}" if label.endswith("mechanism") else label[0].lower() + label[1:]


def metrics(source: ScoreSource, data: UtilityData, settings: Settings) -> None:
    """Per mechanism: the exact chance of the best (simulation beside it), the shortfall, ε for the target."""
    columns = st.columns(max(1, len(data.now)))
    bound = dpcore.em_regret_bound(
        source.scores.size, epsilon=settings.epsilon, sensitivity=settings.sensitivity, monotonic=settings.monotonic
    )
    for column, result in zip(columns, data.now, strict=True):
        share, low, high = simulated_best(result, source.scores)
        with column:
            st.markdown(f"##### {dpcore.MECHANISM_LABELS[result.mechanism]}")
            st.metric(
                f"Chance of choosing the best at ε = {settings.epsilon:g}",
                text.chance(result.probability_of_best),
                help="Exact probability that this mechanism picks a top-scoring candidate.",
            )
            st.markdown(
                f"Simulated: **{text.share(share)}** of {result.trials:,} runs (95%: {text.share(low)} – "
                f"{text.share(high)})  \n"
                f"Expected shortfall: **{result.expected_regret:.3g}** {text.escape_markdown(source.score_name)} "
                f"(simulated {simulated_regret(result, source.scores):.3g}; bound {bound:.3g})  \n"
                f"ε for a {TARGET:.0%} chance of the best: **{needed_text(data.needed[result.mechanism])}**"
            )


# ----------------------------------------------------------------------------------------------------------------
# Charts


def _series_scales(labels: list[str], mechanisms: list[str]) -> tuple[dict, dict]:
    colours = [charts.MECHANISM_COLOURS.get(m, _INK) for m in mechanisms]
    dashes = [_DASHES.get(m, _DASH_OTHERS) for m in mechanisms]
    legend = {"title": None, "orient": "bottom", "direction": "vertical"}
    colour = {"field": "series", "type": "nominal", "scale": {"domain": labels, "range": colours}, "legend": legend}
    dash = {"field": "series", "type": "nominal", "scale": {"domain": labels, "range": dashes}, "legend": legend}
    return colour, dash


def _x_axis() -> dict:
    return {
        "field": "epsilon",
        "type": "quantitative",
        "scale": {"type": "log", "domain": [EPSILON_MIN, EPSILON_MAX], "nice": False},
        "axis": {"values": [0.01, 0.03, 0.1, 0.3, 1, 3, 10], "format": "~g", "grid": True},
        "title": "Privacy budget ε (log scale): more privacy ← → more accuracy",
    }


def _epsilon_rule(epsilon: float) -> list[dict]:
    data = {"values": [{"epsilon": epsilon, "text": f"ε = {epsilon:g} (now)"}]}
    x = {"field": "epsilon", "type": "quantitative"}
    return [
        {"data": data, "mark": {"type": "rule", "color": _INK, "strokeWidth": 1.5}, "encoding": {"x": x}},
        {
            "data": data,
            "mark": {"type": "text", "align": "left", "baseline": "top", "dx": 4, "dy": 4, "y": 0, "color": _INK},
            "encoding": {"x": x, "text": {"field": "text"}},
        },
    ]


def chance_frames(data: UtilityData, scores: np.ndarray, epsilon: float, *, log_scale: bool) -> dict[str, pd.DataFrame]:
    """The chance chart's datasets: exact curves, the target marks, and the simulated value now."""
    column = "probability_of_miss" if log_scale else "probability_of_best"
    curves = pd.DataFrame(
        {"series": data.curves["label"], "epsilon": data.curves["epsilon"], "value": data.curves[column]}
    )
    target = 1 - TARGET if log_scale else TARGET
    needed = pd.DataFrame(
        [
            {"series": dpcore.MECHANISM_LABELS[m], "epsilon": v, "value": target, "text": f"ε = {v:.3g}"}
            for m, v in data.needed.items()
            if EPSILON_MIN <= v <= EPSILON_MAX
        ],
        columns=["series", "epsilon", "value", "text"],
    )
    rows = []
    for result in data.now:
        share, low, high = simulated_best(result, scores)
        if log_scale:
            share, low, high = 1 - share, 1 - high, 1 - low
        rows.append(
            {
                "series": dpcore.MECHANISM_LABELS[result.mechanism],
                "epsilon": epsilon,
                "simulated": share,
                "lower": low,
                "upper": high,
                "text": f"{text.share(share)} of {result.trials:,} runs",
            }
        )
    simulated = pd.DataFrame(rows, columns=["series", "epsilon", "simulated", "lower", "upper", "text"])
    return {"curves": curves, "needed": needed, "simulated": simulated}


def chance_spec(frames: dict[str, pd.DataFrame], mechanisms: list[str], epsilon: float, *, log_scale: bool) -> dict:
    labels = [dpcore.MECHANISM_LABELS[m] for m in mechanisms]
    colour, dash = _series_scales(labels, mechanisms)
    if log_scale:
        values = frames["curves"]["value"]
        positive = values[values > 0]
        low = max(float(positive.min()) if len(positive) else 1e-12, 1e-30)
        y_scale = {"type": "log", "domain": [10 ** math.floor(math.log10(low)), 1], "nice": False}
        y = {"field": "value", "type": "quantitative", "scale": y_scale, "axis": {"format": "~e"}}
        y["axis"]["values"] = [10.0**k for k in range(math.floor(math.log10(low)), 1)]
        y["title"] = "Chance of missing the best (log)"
        target = 1 - TARGET
    else:
        y = {"field": "value", "type": "quantitative", "scale": {"domain": [0, 1]}, "axis": {"format": "~%"}}
        y["title"] = "Chance of choosing the best"
        target = TARGET
    tooltip = [
        {"field": "series", "type": "nominal", "title": "Mechanism"},
        {"field": "epsilon", "type": "quantitative", "title": "ε", "format": ".3g"},
        {"field": "value", "type": "quantitative", "title": y["title"], "format": ".4~g"},
    ]
    x = _x_axis()
    target_data = {"values": [{"value": target, "text": f"{TARGET:.0%} chance of the best"}]}
    layers = [
        {
            "data": target_data,
            "mark": {"type": "rule", "color": "#777777", "strokeDash": [3, 3]},
            "encoding": {"y": {"field": "value", "type": "quantitative"}},
        },
        {
            "data": target_data,
            "mark": {"type": "text", "align": "left", "dx": 4, "dy": -8, "x": 0, "color": "#555555"},
            "encoding": {"y": {"field": "value", "type": "quantitative"}, "text": {"field": "text"}},
        },
        {
            "data": {"name": "curves"},
            "mark": {"type": "line", "strokeWidth": 2.5, "clip": True},
            "encoding": {"x": x, "y": y, "color": colour, "strokeDash": dash, "tooltip": tooltip},
        },
        {
            "data": {"name": "needed"},
            "mark": {"type": "point", "shape": "triangle-down", "size": 140, "filled": True, "stroke": _INK},
            "encoding": {
                "x": {"field": "epsilon", "type": "quantitative"},
                "y": {"field": "value", "type": "quantitative"},
                "color": {**colour, "legend": None},
                "tooltip": [
                    {"field": "series", "type": "nominal", "title": "Mechanism"},
                    {"field": "text", "type": "nominal", "title": f"ε for a {TARGET:.0%} chance"},
                ],
            },
        },
        *_epsilon_rule(epsilon),
        {
            "data": {"name": "simulated"},
            "mark": {"type": "rule", "color": _INK, "strokeWidth": 2, "clip": True},
            "encoding": {
                "x": {"field": "epsilon", "type": "quantitative"},
                "y": {"field": "lower", "type": "quantitative"},
                "y2": {"field": "upper"},
            },
        },
        {
            "data": {"name": "simulated"},
            "mark": {"type": "point", "shape": "diamond", "size": 90, "filled": True, "stroke": _INK, "clip": True},
            "encoding": {
                "x": {"field": "epsilon", "type": "quantitative"},
                "y": {"field": "simulated", "type": "quantitative"},
                "color": {**colour, "legend": None},
                "tooltip": [
                    {"field": "series", "type": "nominal", "title": "Mechanism"},
                    {"field": "text", "type": "nominal", "title": "Simulated now"},
                ],
            },
        },
    ]
    return {"layer": layers, "width": "container", "height": 320}


def regret_frames(data: UtilityData, scores: np.ndarray, epsilon: float) -> dict[str, pd.DataFrame]:
    curves = pd.DataFrame(
        {"series": data.curves["label"], "epsilon": data.curves["epsilon"], "value": data.curves["expected_regret"]}
    )
    bound = pd.DataFrame({"series": BOUND_LABEL, "epsilon": data.bound["epsilon"], "value": data.bound["regret_bound"]})
    simulated = pd.DataFrame(
        {
            "series": [dpcore.MECHANISM_LABELS[r.mechanism] for r in data.now],
            "epsilon": epsilon,
            "simulated": [simulated_regret(r, scores) for r in data.now],
        }
    )
    return {"curves": pd.concat([curves, bound], ignore_index=True), "simulated": simulated}


def regret_spec(frames: dict[str, pd.DataFrame], mechanisms: list[str], epsilon: float, score_name: str) -> dict:
    labels = [dpcore.MECHANISM_LABELS[m] for m in mechanisms] + [BOUND_LABEL]
    colour, dash = _series_scales(labels[:-1], mechanisms)
    colour["scale"] = {"domain": labels, "range": [*colour["scale"]["range"], _INK]}
    dash["scale"] = {"domain": labels, "range": [*dash["scale"]["range"], _BOUND_DASH]}
    values = frames["curves"]["value"]
    positive = values[values > 0]
    top = float(positive.max()) if len(positive) else 1.0
    low = max(float(positive.min()) if len(positive) else top * 1e-6, top * 1e-12)
    y = {
        "field": "value",
        "type": "quantitative",
        "scale": {"type": "log", "domain": [10 ** math.floor(math.log10(low)), 10 ** math.ceil(math.log10(top))]},
        "axis": {
            "format": "~g",
            "values": [10.0**k for k in range(math.floor(math.log10(low)), math.ceil(math.log10(top)) + 1)],
        },
        "title": "Expected shortfall (log scale)",
    }
    tooltip = [
        {"field": "series", "type": "nominal", "title": "Line"},
        {"field": "epsilon", "type": "quantitative", "title": "ε", "format": ".3g"},
        {"field": "value", "type": "quantitative", "title": "Expected shortfall", "format": ".4~g"},
    ]
    layers = [
        {
            "data": {"name": "curves"},
            "transform": [{"filter": "datum.value > 0"}],
            "mark": {"type": "line", "strokeWidth": 2.5, "clip": True},
            "encoding": {"x": _x_axis(), "y": y, "color": colour, "strokeDash": dash, "tooltip": tooltip},
        },
        *_epsilon_rule(epsilon),
        {
            "data": {"name": "simulated"},
            "transform": [{"filter": "datum.simulated > 0"}],
            "mark": {"type": "point", "shape": "diamond", "size": 90, "filled": True, "stroke": _INK, "clip": True},
            "encoding": {
                "x": {"field": "epsilon", "type": "quantitative"},
                "y": {"field": "simulated", "type": "quantitative"},
                "color": {**colour, "legend": None},
                "tooltip": [
                    {"field": "series", "type": "nominal", "title": "Mechanism"},
                    {"field": "simulated", "type": "quantitative", "title": "Simulated now", "format": ".4~g"},
                ],
            },
        },
    ]
    return {"layer": layers, "width": "container", "height": 320}


def ratio_spec(epsilon: float) -> dict:
    band = {"values": [{"low": 1.0, "high": 2.0, "text": "always between 1 and 2 (McKenna & Sheldon 2020)"}]}
    y = {
        "field": "ratio",
        "type": "quantitative",
        "scale": {"domain": [0.8, 2.2]},
        "title": "Shortfall ratio EM ÷ P&F",
    }
    layers = [
        {
            "data": band,
            "mark": {"type": "rect", "color": "#EEEEEE"},
            "encoding": {"y": {"field": "low", "type": "quantitative"}, "y2": {"field": "high"}},
        },
        {
            "data": band,
            "mark": {"type": "text", "align": "left", "baseline": "top", "dx": 4, "dy": 4, "x": 0, "color": "#555555"},
            "encoding": {"y": {"field": "high", "type": "quantitative"}, "text": {"field": "text"}},
        },
        {
            "data": {"name": "ratio"},
            "transform": [{"filter": "isFinite(datum.ratio)"}],
            "mark": {"type": "line", "strokeWidth": 2.5, "color": _INK, "point": {"filled": True, "size": 18}},
            "encoding": {
                "x": _x_axis(),
                "y": y,
                "tooltip": [
                    {"field": "epsilon", "type": "quantitative", "title": "ε", "format": ".3g"},
                    {"field": "ratio", "type": "quantitative", "title": "Ratio", "format": ".4f"},
                ],
            },
        },
        *_epsilon_rule(epsilon),
    ]
    return {"layer": layers, "width": "container", "height": 240}


def wide_table(data: UtilityData, column: str, mechanisms: list[str]) -> pd.DataFrame:
    """One row per ε, one column per mechanism (the table under a chart)."""
    table = data.curves.pivot(index="epsilon", columns="mechanism", values=column).reset_index()
    table = table[["epsilon", *mechanisms]]
    return table.rename(columns={"epsilon": "ε", **dpcore.MECHANISM_LABELS})


def draw(
    source: ScoreSource,
    data: UtilityData,
    settings: Settings,
    *,
    present: bool,
    first: DeltaGenerator | contextlib.nullcontext | None = None,
) -> None:
    """The three charts, each with its caption and table, then the downloads; the first chart goes into ``first``
    (projector mode: a slot under the ε control, ``ui.state.first_screen``), shorter on a projector."""
    mechanisms = data.mechanisms
    scores = source.scores
    score_name = text.escape_markdown(source.score_name)
    chance = chance_frames(data, scores, settings.epsilon, log_scale=settings.log_scale)
    chance_chart = chance_spec(chance, mechanisms, settings.epsilon, log_scale=settings.log_scale)
    if present:
        chance_chart = {**chance_chart, "height": PRESENT_HEIGHT}
    with first or contextlib.nullcontext():
        st.subheader("How often is the best chosen?")
        view_kit.draw(chance_chart, chance, present=present)
    st.caption(
        f"Each line is the exact chance that a mechanism picks a top-scoring candidate as ε grows (more ε, less "
        f"privacy). Triangles mark the ε giving a {TARGET:.0%} chance; diamonds with a bar are the share of "
        f"{data.trials:,} simulated runs at the current ε and its 95% interval."
        + (" Log scale: the chance of missing the best." if settings.log_scale else "")
    )
    view_kit.numbers_table(wide_table(data, "probability_of_best", mechanisms))

    regret = regret_frames(data, scores, settings.epsilon)
    regret_chart = regret_spec(regret, mechanisms, settings.epsilon, source.score_name)
    st.subheader("How much is lost on average?")
    view_kit.draw(regret_chart, regret, present=present)
    st.caption(
        f"The expected shortfall is the gap between the best score and the chosen one, averaged over the "
        f"mechanism's randomness, in {score_name}. The black dashed line is the exponential mechanism's guarantee "
        "(R/ε)·ln K (R = 2Δ, or Δ when monotone; K candidates), which covers permute-and-flip too."
    )
    table = wide_table(data, "expected_regret", mechanisms)
    table["Bound (R/ε)·ln K"] = data.bound["regret_bound"].to_numpy()
    view_kit.numbers_table(table)

    ratio_chart = ratio_spec(settings.epsilon)
    st.subheader("Exponential mechanism against permute-and-flip")
    view_kit.draw(ratio_chart, {"ratio": data.ratio}, present=present)
    st.caption(
        "How many times more the exponential mechanism loses on average than permute-and-flip at the same ε: "
        "never less than 1 (permute-and-flip is never worse) and at most 2, reached when the leader is far ahead."
    )
    view_kit.numbers_table(data.ratio, {"epsilon": "ε", "ratio": "EM ÷ P&F"})

    _downloads(
        source, data, settings, [(chance_chart, chance), (regret_chart, regret), (ratio_chart, {"ratio": data.ratio})]
    )


def parameters(source: ScoreSource, data: UtilityData, settings: Settings) -> dict[str, object]:
    """Every setting behind the numbers, for the CSV."""
    return {
        "source": source.name,
        "epsilon_now": settings.epsilon,
        "sensitivity": settings.sensitivity,
        "monotone": settings.monotonic,
        "candidates": source.scores.size,
        "trials_now": data.trials,
        "seed": settings.seed,
        "target_probability": TARGET,
    }


def csv_bytes(source: ScoreSource, data: UtilityData, settings: Settings) -> bytes:
    """One row per mechanism × ε: the curves, the bound, the ratio, the ε for the target, the runs now."""
    table = data.curves[["mechanism", "epsilon", "probability_of_best", "probability_of_miss", "expected_regret"]]
    table = table.merge(data.bound, on="epsilon", how="left").merge(data.ratio, on="epsilon", how="left")
    table = table.rename(columns={"ratio": "regret_ratio_em_over_pf"})
    table["epsilon_for_target"] = table["mechanism"].map(data.needed)
    table["epsilon_for_target_exact"] = data.needed_exact
    now = {r.mechanism: r for r in data.now}
    table["simulated_best_share_now"] = table["mechanism"].map(
        lambda m: simulated_best(now[m], source.scores)[0] if m in now else np.nan
    )
    return export.csv_with_parameters(table, parameters(source, data, settings))


def _downloads(source: ScoreSource, data: UtilityData, settings: Settings, panels: list) -> None:
    title = (
        f"{source.name}: ε now = {settings.epsilon:g}, Δ = {settings.sensitivity:g}, "
        f"{'monotone' if settings.monotonic else 'general'} scale, seed {settings.seed}"
    )
    export.download_row(
        stem=f"privacy-vs-utility_eps{settings.epsilon:g}_seed{settings.seed}",
        csv=lambda: csv_bytes(source, data, settings),
        chart=lambda: view_kit.stacked(panels, title=title),
        key="utility",
    )
