"""Privacy-loss audit: how much one person's data can change the odds of each outcome, exactly and by sampling.

Two ways to pick the neighbouring dataset D′: one person's record removed, added (or, with the wrong-scale switch,
replaced) through :mod:`dpcore.neighbours`, or the worst-case corner neighbours of every outcome. The audit itself
(exact log-ratios, both datasets simulated from the URL's seed, the certified ε, the calibration under the wrong
scale) is :mod:`dpcore.audit`; this module reads the widgets, calls it and draws.
"""

from __future__ import annotations

import contextlib
import math
import zlib
from dataclasses import dataclass

import numpy as np
import pandas as pd
import streamlit as st
from streamlit.delta_generator import DeltaGenerator

import dpcore
from dpcore import audit, neighbours
from dpcore.audit import MechanismAudit, beyond
from ui import charts, export, text, view_kit
from ui.compute import Settings, plan_trials
from ui.source import ScoreSource
from ui.state import PageContext, seed_widget, widgets_fresh
from ui.text import escape_markdown

K_MODE = "audit_mode"
K_NEIGHBOUR = "audit_neighbour"  # prefix: the widget's key also names the data and the kind of change
NEIGHBOUR_LABEL = "Which change?"
K_WRONG_SCALE = "audit_wrong_scale"
P_MODE = "audit"  # page-specific link parameters (parameters only: the neighbour itself names a person, so no)
P_WRONG_SCALE = "wrong_scale"
ONE, CORNERS = "one", "corners"
MODES = {ONE: "One person's data changed", CORNERS: "Worst case: the corner neighbours of every outcome"}
#: Most outcomes drawn (the ones with the largest exact loss); the table and CSV have them all.
MAX_ROWS = 40
#: The chart's plot height on a projector at most: with the title and the ε control it fits a 1280×720 screen.
PRESENT_HEIGHT = 330
BEYOND_MARK = "✗"
_INK = "#111111"
_BAND = "#E3ECF5"


@dataclass(frozen=True)
class AuditChoice:
    mode: str
    wrong_scale: bool
    neighbour: neighbours.Neighbour | None  # None in corner mode
    note: str  # what D′ is, in words


def _link_value(key: str, allowed: tuple[str, ...], default: str, label: str) -> str:
    value = st.query_params.get(key)
    if value is None:
        return default
    if value in allowed:
        return value
    st.warning(
        escape_markdown(
            f"The link's {label} “{value[:40]}” should be one of {', '.join(allowed)}; “{default}” is used."
        ),
    )
    return default


def _options(source: ScoreSource, wrong_scale: bool) -> tuple[tuple[neighbours.NeighbourOption, ...], str]:
    """The one-person neighbours on offer, and a note when the wrong-scale kind is not available."""
    kinds = ("replace",) if wrong_scale else ("remove", "add")
    scenario = source.scenario
    if scenario is not None:
        options = neighbours.scenario_neighbour_options(scenario, kinds=kinds)
    else:
        options = neighbours.histogram_neighbour_options(source.labels, source.scores, kinds=kinds)
    if options or not wrong_scale:
        return options, ""
    fallback = (
        neighbours.scenario_neighbour_options(scenario)
        if scenario is not None
        else neighbours.histogram_neighbour_options(source.labels, source.scores)
    )
    return fallback, (
        "Changing one bid moves every price's revenue the same way, so no one-person change here moves scores in "
        "both directions: these neighbours cannot break the monotone scale. Choose the worst-case corners to see "
        "the bound broken."
    )


def controls(ctx: PageContext, source: ScoreSource) -> AuditChoice:
    """The neighbour choice and the wrong-scale switch (seeded from the link's ``audit`` / ``wrong_scale``)."""
    fresh = widgets_fresh(ctx, "audit")
    if fresh:
        mode = _link_value(P_MODE, (ONE, CORNERS), ONE, "audit view")
        wrong = _link_value(P_WRONG_SCALE, ("0", "1"), "0", "wrong_scale")
        seed_widget(K_MODE, mode, True)
        seed_widget(K_WRONG_SCALE, wrong == "1", True)
    mode_col, switch_col = st.columns([3, 2], vertical_alignment="bottom")
    mode = mode_col.radio("Neighbouring dataset D′", options=list(MODES), format_func=MODES.get, key=K_MODE)
    wrong_scale = switch_col.toggle(
        "Wrong scale",
        key=K_WRONG_SCALE,
        help="Calibrate the mechanisms for monotone scores (ε/Δ) but audit them against neighbours that move "
        "scores both ways: the ε guarantee no longer holds.",
    )
    if mode == CORNERS:
        return AuditChoice(CORNERS, bool(wrong_scale), None, "")
    options, note = _options(source, bool(wrong_scale))
    keys = [option.key for option in options]
    labels = {option.key: option.label for option in options}
    # One widget per data source and kind of change: a selectbox whose options change under the same key keeps
    # showing the old option's text in the browser (seen on Streamlit 1.67), e.g. Aisha's calendar on the book poll.
    widget_key = f"{K_NEIGHBOUR}_{zlib.crc32(repr((source.name, source.upload_id, wrong_scale)).encode()):08x}"
    if st.session_state.get(widget_key) not in keys:
        st.session_state[widget_key] = keys[0]
    key = st.selectbox(
        NEIGHBOUR_LABEL,
        options=keys,
        format_func=labels.get,
        key=widget_key,
        help="D′ is your data with this one change. A private choice should look almost the same on D and D′.",
    )
    if note:
        st.info(note)
    if source.scenario is not None:
        neighbour = neighbours.scenario_neighbour(source.scenario, key)
    else:
        neighbour = neighbours.histogram_neighbour(
            source.labels, source.scores, key, step=float(source.candidates.sensitivity)
        )
    return AuditChoice(ONE, bool(wrong_scale), neighbour, labels[key])


def link_values(choice: AuditChoice) -> dict[str, str]:
    return {P_MODE: choice.mode, P_WRONG_SCALE: "1" if choice.wrong_scale else "0"}


def calibration(choice: AuditChoice, settings: Settings) -> bool:
    """The monotone flag the mechanisms are calibrated with (:func:`dpcore.audit.calibration`)."""
    return audit.calibration(monotonic=settings.monotonic, wrong_scale=choice.wrong_scale)


def corner_model(choice: AuditChoice, settings: Settings) -> str:
    """The corner neighbours audited (:func:`dpcore.audit.corner_model`)."""
    return audit.corner_model(monotonic=settings.monotonic, wrong_scale=choice.wrong_scale)


@st.cache_data(max_entries=256, show_spinner=False)
def _scenario_corners(
    key: str, mechanism: str, model: str, *, epsilon: float, sensitivity: float, monotonic: bool
) -> np.ndarray:
    """Public data only: a shipped scenario's worst-case losses (O(K²) exact evaluations, so worth keeping)."""
    return dpcore.worst_case_privacy_loss(
        dpcore.SCENARIOS[key].scores,
        epsilon=epsilon,
        sensitivity=sensitivity,
        mechanism=mechanism,
        monotonic=monotonic,
        neighbours=model,
    )


def compute(source: ScoreSource, settings: Settings, choice: AuditChoice) -> tuple[list[MechanismAudit], int]:
    """The audit of :mod:`dpcore.audit` for these settings, and the runs per dataset (0 for the corners)."""
    options = {
        "epsilon": settings.epsilon,
        "sensitivity": settings.sensitivity,
        "mechanisms": settings.mechanisms,
        "monotonic": settings.monotonic,
        "wrong_scale": choice.wrong_scale,
    }
    if choice.neighbour is None:
        if source.public and source.scenario_key:
            key = source.scenario_key

            def cached(_scores: np.ndarray, *, mechanism: str, neighbours: str, **rest: float) -> np.ndarray:
                return _scenario_corners(key, mechanism, neighbours, **rest)

            return audit.audit_corners(source.scores, worst_case=cached, **options), 0
        # uploaded data: computed here, never in a cache shared between sessions
        return audit.audit_corners(source.scores, **options), 0
    plan = plan_trials(source.scores.size, settings.trials, settings.mechanisms * 2)
    results = audit.audit_neighbour(
        source.scores, choice.neighbour.scores, trials=plan.run, seed=settings.seed, **options
    )
    return results, plan.run


def describe(source: ScoreSource, settings: Settings, choice: AuditChoice) -> str:
    """What is compared with what, in plain words."""
    monotonic = calibration(choice, settings)
    scale = "the monotone scale ε/Δ" if monotonic else "the general scale ε/2Δ"
    if choice.neighbour is None:
        model = corner_model(choice, settings)
        moves = (
            "one candidate's score up or down by Δ"
            if model == "monotone"
            else "one candidate's score up by Δ and every other down by Δ, or the reverse"
        )
        return f"For each outcome, D′ is the worst neighbour for it: {moves}. The mechanisms use {scale}" + (
            ", which assumes every score moves the same way: that is the wrong scale here."
            if choice.wrong_scale
            else "."
        )
    change = neighbours.score_change(source.scores, choice.neighbour.scores)
    direction = (
        "every changed score moves the same way (monotone)"
        if change.monotone
        else f"{change.raised} scores go up and {change.lowered} go down (not monotone)"
    )
    sentence = (
        f"D′ = {escape_markdown(choice.note)}. That changes scores by at most {change.largest:.6g} (Δ = "
        f"{settings.sensitivity:g}); {direction}. The mechanisms use {scale}"
    )
    if choice.wrong_scale and not change.monotone:
        return sentence + ", which is only right for neighbours that move every score the same way."
    return sentence + "."


def chart_frame(source: ScoreSource, results: list[MechanismAudit], epsilon: float) -> tuple[pd.DataFrame, float]:
    """Long form for the chart (shown outcomes only) and the half-width of its symmetric x axis."""
    index = audit.outcomes_to_show(results, limit=MAX_ROWS)
    largest = max((r.largest for r in results), default=0.0)
    half = max(1.25 * epsilon, 1.15 * largest)  # room for the ✗ after the longest bar
    rows = []
    for result in results:
        label = dpcore.MECHANISM_LABELS[result.mechanism]
        out = beyond(result.exact, epsilon)
        for i in index:
            row = {
                "candidate": source.labels[i],
                "mechanism": label,
                "exact": float(result.exact[i]),
                "mark": BEYOND_MARK if out[i] else "",
                "exact_text": f"{result.exact[i]:+.6g}" + (" (beyond ±ε)" if out[i] else ""),
            }
            if result.empirical is not None:
                # Outcomes missing from either simulation have no estimate and an unbounded interval: only the
                # table and the tooltip mention them.
                estimate = float(result.empirical.estimate[i])
                low, high = float(result.empirical.low[i]), float(result.empirical.high[i])
                seen = math.isfinite(estimate)
                row.update(
                    estimate=estimate if seen else None,
                    low=max(low, -half) if seen else None,
                    high=min(high, half) if seen else None,
                    estimate_text=_interval_text(estimate, low, high),
                )
            rows.append(row)
    return pd.DataFrame(rows), half


def _interval_text(estimate: float, low: float, high: float) -> str:
    def number(value: float) -> str:
        return "unbounded" if not math.isfinite(value) else f"{value:+.3g}"

    shown = "no estimate (a count is 0)" if not math.isfinite(estimate) else f"{estimate:+.3g}"
    return f"{shown}; 95% interval {number(low)} to {number(high)}"


def chart_spec(frame: pd.DataFrame, mechanisms: list[str], epsilon: float, half: float, *, corners: bool) -> dict:
    """One row per outcome, a thin bar per mechanism: the exact log-ratio against the ±ε band."""
    labels = [dpcore.MECHANISM_LABELS[m] for m in mechanisms]
    colours = [charts.MECHANISM_COLOURS[m] for m in mechanisms]
    rows = frame["candidate"].nunique() if len(frame) else 1
    per_bar = 9 if len(mechanisms) > 1 else 14
    height = max(120, rows * (len(mechanisms) * per_bar + 8))
    x_title = (
        "Worst-case privacy loss of each outcome" if corners else "Privacy loss ln(P_D(r) / P_D′(r)) of each outcome r"
    )
    x = {
        "field": "exact",
        "type": "quantitative",
        "scale": {"domain": [0 if corners else -half, half], "nice": False},
        "title": x_title,
        "axis": {"grid": True, "tickCount": 8},
    }
    y = {"field": "candidate", "type": "nominal", "sort": None, "title": None, "axis": {"labelLimit": 200}}
    y_offset = {"field": "mechanism", "type": "nominal", "sort": labels, "scale": {"domain": labels}}
    tooltip = [
        {"field": "candidate", "type": "nominal", "title": "Outcome"},
        {"field": "mechanism", "type": "nominal", "title": "Mechanism"},
        {"field": "exact_text", "type": "nominal", "title": "Exact loss" if corners else "Exact log-ratio"},
    ]
    legend = {"title": None, "orient": "bottom", "direction": "horizontal"}
    allowed = f"allowed: up to ε = {epsilon:g}" if corners else f"allowed: ±ε = ±{epsilon:g}"
    band = {"values": [{"low": 0 if corners else -epsilon, "high": epsilon, "text": allowed}]}
    layers: list[dict] = [
        {
            "data": band,
            "mark": {"type": "rect", "color": _BAND},
            "encoding": {"x": {"field": "low", "type": "quantitative"}, "x2": {"field": "high"}},
        },
        {
            "data": {"values": [{"x": epsilon}] if corners else [{"x": -epsilon}, {"x": epsilon}]},
            "mark": {"type": "rule", "color": _INK, "strokeDash": [5, 3], "strokeWidth": 1.5},
            "encoding": {"x": {"field": "x", "type": "quantitative"}},
        },
        {
            "data": band,
            "mark": {"type": "text", "align": "left", "baseline": "bottom", "dx": 3, "y": 0, "dy": -2, "color": _INK},
            "encoding": {"x": {"field": "high", "type": "quantitative"}, "text": {"field": "text"}},
        },
        {
            "data": {"name": "audit"},
            "mark": {"type": "bar", "clip": True, "height": {"band": 0.9}},
            "encoding": {
                "y": y,
                "yOffset": y_offset,
                "x": x,
                "x2": {"datum": 0},
                "fill": {
                    "field": "mechanism",
                    "type": "nominal",
                    "scale": {"domain": labels, "range": colours},
                    "legend": legend,
                },
                "stroke": {"condition": {"test": "datum.mark != ''", "value": _INK}, "value": None},
                "strokeWidth": {"condition": {"test": "datum.mark != ''", "value": 2.5}, "value": 0},
                "tooltip": tooltip,
            },
        },
        *(
            {
                "data": {"name": "audit"},
                "transform": [{"filter": f"datum.mark != '' && datum.exact {sign} 0"}],
                "mark": {"type": "text", "align": align, "dx": dx, "fontWeight": "bold", "color": _INK, "fontSize": 12},
                "encoding": {
                    "y": y,
                    "yOffset": y_offset,
                    "x": {"field": "exact", "type": "quantitative"},
                    "text": {"field": "mark"},
                    "tooltip": tooltip,
                },
            }
            for sign, align, dx in ((">=", "left", 3), ("<", "right", -3))  # the ✗ just beyond the bar's end
        ),
    ]
    if not corners and "estimate" in frame.columns:
        sampled = [*tooltip, {"field": "estimate_text", "type": "nominal", "title": "From the simulations"}]
        layers += [
            {
                "data": {"name": "audit"},
                "transform": [{"filter": "isValid(datum.low) && isValid(datum.high)"}],
                "mark": {"type": "rule", "color": _INK, "strokeWidth": 1.5, "clip": True},
                "encoding": {
                    "y": y,
                    "yOffset": y_offset,
                    "x": {"field": "low", "type": "quantitative"},
                    "x2": {"field": "high"},
                    "tooltip": sampled,
                },
            },
            {
                "data": {"name": "audit"},
                "transform": [{"filter": "isValid(datum.estimate)"}],
                "mark": {"type": "point", "shape": "diamond", "filled": True, "size": 45, "color": _INK, "clip": True},
                "encoding": {
                    "y": y,
                    "yOffset": y_offset,
                    "x": {"field": "estimate", "type": "quantitative"},
                    "tooltip": sampled,
                },
            },
        ]
    return {"layer": layers, "width": "container", "height": height}


def metrics(results: list[MechanismAudit], epsilon: float, trials: int, *, corners: bool) -> None:
    """Per mechanism: the largest exact loss against ε, and (one neighbour) what the samples certify."""
    columns = st.columns(max(1, len(results)))
    for column, result in zip(columns, results, strict=True):
        largest = result.largest
        broken = bool(beyond([largest], epsilon)[0])
        with column:
            st.markdown(f"##### {dpcore.MECHANISM_LABELS[result.mechanism]}")
            st.metric(
                "Largest exact privacy loss",
                f"{largest:.4g}",
                help="max over outcomes of |ln P_D(r) − ln P_D′(r)|; ε-DP promises at most ε.",
            )
            verdict = f"**✗ above ε = {epsilon:g}: the guarantee is broken**" if broken else f"✓ within ε = {epsilon:g}"
            lines = [verdict]
            if not corners:
                lines.append(
                    f"Sampling certifies ε ≥ **{result.certified:.3g}** (95%, {trials:,} runs on each dataset)"
                )
            st.markdown("  \n".join(lines))


def table(source: ScoreSource, results: list[MechanismAudit], epsilon: float, *, corners: bool) -> pd.DataFrame:
    """Every outcome × mechanism, with the exact numbers and (one neighbour) the simulated ones."""
    frames = []
    for result in results:
        frame = pd.DataFrame(
            {
                "mechanism": result.mechanism,
                "outcome": list(source.labels),
                "score": source.scores,
                ("worst_case_loss" if corners else "exact_log_ratio"): result.exact,
                "beyond_epsilon": beyond(result.exact, epsilon),
            }
        )
        if result.empirical is not None and result.probabilities is not None:
            frame["probability_d"], frame["probability_d_prime"] = result.probabilities
            frame["count_d"] = result.counts
            frame["count_d_prime"] = result.counts_neighbour
            frame["estimated_log_ratio"] = result.empirical.estimate
            frame["interval95_low"] = result.empirical.low
            frame["interval95_high"] = result.empirical.high
        frames.append(frame)
    return pd.concat(frames, ignore_index=True)


def draw(
    source: ScoreSource,
    settings: Settings,
    choice: AuditChoice,
    results: list[MechanismAudit],
    trials: int,
    *,
    present: bool,
    first: DeltaGenerator | contextlib.nullcontext | None = None,
) -> None:
    """The metrics, the chart with its caption, and the rest; the chart goes into ``first`` (projector mode: a slot
    under the ε control, ``ui.state.first_screen``), no taller than :data:`PRESENT_HEIGHT` there."""
    corners = choice.neighbour is None
    epsilon = settings.epsilon
    metrics(results, epsilon, trials, corners=corners)
    frame, half = chart_frame(source, results, epsilon)
    mechanisms = list(settings.mechanisms)
    spec = chart_spec(frame, mechanisms, epsilon, half, corners=corners)
    if present:
        spec = {**spec, "height": min(spec["height"], PRESENT_HEIGHT)}
    with first or contextlib.nullcontext():
        view_kit.draw(spec, {"audit": frame}, present=present)
    any_beyond = (frame["mark"] != "").any()
    caption = "Each bar is how much seeing that outcome changes the odds between D and D′ (the log of the ratio of " + (
        f"its probabilities); ε-DP keeps every bar at or below ε = {epsilon:g} (dashed line)."
        if corners
        else f"its probabilities); ε-DP keeps every bar inside the shaded band ±ε = ±{epsilon:g}."
    )
    if corners:
        caption += (
            " Here every outcome is measured against its own worst neighbours, so the bars are the most any one "
            "person's data can move its odds."
        )
    else:
        caption += (
            f" Black diamonds and lines: the estimate from {trials:,} simulated runs on each dataset and a "
            "conservative 95% interval. Sampling can only ever show a lower bound on ε: outcomes rarer than about "
            "1 in the number of runs are invisible to it, and those that never came up in one of the two "
            "simulations get no estimate (see the table)."
        )
    if any_beyond:
        caption += f" Bars outlined in black and marked {BEYOND_MARK} go beyond ε: the bound is broken."
    if source.scores.size > MAX_ROWS:
        caption += (
            f" Showing the {MAX_ROWS} outcomes with the largest loss of {source.scores.size:,}; the table and CSV "
            "have all."
        )
    st.caption(caption)
    full = table(source, results, epsilon, corners=corners)
    shown = full.copy()
    shown["mechanism"] = shown["mechanism"].map(dpcore.MECHANISM_LABELS)
    view_kit.numbers_table(shown)

    parameters = {
        "source": source.name,
        "neighbour": "worst-case corners (" + corner_model(choice, settings) + ")" if corners else choice.note,
        "epsilon": epsilon,
        "sensitivity": settings.sensitivity,
        "calibrated_monotone": calibration(choice, settings),
        "wrong_scale": choice.wrong_scale,
        "trials_per_dataset": trials,
        "seed": settings.seed,
        "random_stream": "dpcore.mechanism_rng(seed, mechanism).spawn(2): D then D′",
    }
    title = (
        f"{source.name}: privacy loss, ε = {epsilon:g}, Δ = {settings.sensitivity:g}"
        + (", wrong scale" if choice.wrong_scale else "")
        + f", seed {settings.seed}"
    )
    export.download_row(
        stem=f"privacy-audit_eps{epsilon:g}_seed{settings.seed}",
        csv=lambda: export.csv_with_parameters(full, parameters),
        chart=lambda: view_kit.inline(spec, {"audit": frame}, title=title),
        key="audit",
    )


def text_summary(results: list[MechanismAudit], epsilon: float) -> str:
    """One plain sentence on whether any mechanism's loss leaves the ±ε band (Markdown with a ``<sup>``)."""
    broken = [dpcore.MECHANISM_LABELS[r.mechanism] for r in results if beyond(r.exact, epsilon).any()]
    if not broken:
        return (
            f"Every outcome stays within ±ε = ±{epsilon:g}: seeing the choice changes the odds between these two "
            f"datasets by at most {text.odds_factor(epsilon)}, as promised."
        )
    return (
        f"**The promise is broken** for {', '.join(broken)}: some outcome's odds move by more than "
        f"{text.odds_factor(epsilon)} between the two datasets."
    )
