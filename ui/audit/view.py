"""The privacy-loss audit's results: the audit itself (:mod:`dpcore.analyses.audit`: exact log-ratios, both datasets
simulated from the link's seed, the certified ε; or the corner neighbours), the verdict sentence, the metrics, the
chart (:mod:`ui.audit.charts`) with its caption and table, and the downloads. Inputs are :mod:`ui.audit.inputs`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Hashable
from dataclasses import dataclass

import numpy as np
import pandas as pd
import streamlit as st
from streamlit.delta_generator import DeltaGenerator

import dpcore
from dpcore.analyses import audit
from dpcore.analyses.audit import MechanismAudit, beyond
from ui.audit.charts import BEYOND_MARK, MAX_ROWS, PRESENT_HEIGHT, chart_frame, chart_spec
from ui.audit.inputs import AuditChoice
from ui.charts import vega
from ui.shell import text
from ui.shell.memo import derived, remember
from ui.shell.runs import Settings, fingerprint, plan_trials
from ui.widgets import export, notes
from ui.widgets.score_source import ScoreSource


@dataclass(frozen=True)
class AuditRun:
    """Every mechanism's audit for one setting, and the runs per dataset (0 for the corners)."""

    results: list[MechanismAudit]
    trials: int
    #: Names the audit's inputs in the memo, for what is drawn from it alone (:func:`ui.shell.memo.derived`).
    key: tuple[Hashable, ...] = ()
    #: From a shipped scenario (shared memo), not an upload (this session's own).
    public: bool = False


def compute(source: ScoreSource, settings: Settings, choice: AuditChoice) -> AuditRun:
    """The audit of :mod:`dpcore.analyses.audit` for these settings, remembered per setting (shared for a scenario,
    this session's own for an upload). The runs are seeded, so a remembered audit is exactly what a fresh one
    gives; a warm open of the page looks it up."""
    neighbour = None if choice.neighbour is None else (choice.neighbour.key, fingerprint(choice.neighbour.scores))
    key = ("audit", *source.memo_key, neighbour, choice.wrong_scale, *settings.memo_key)

    def audit_now() -> AuditRun:
        results, trials = _audit(source, settings, choice)
        return AuditRun(results, trials, key=key, public=source.public)

    return remember(key, audit_now, public=source.public)


def _audit(source: ScoreSource, settings: Settings, choice: AuditChoice) -> tuple[list[MechanismAudit], int]:
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

            def remembered(scores: np.ndarray, *, mechanism: str, neighbours: str, **rest: float) -> np.ndarray:
                # A shipped scenario's worst-case losses (O(K²) exact evaluations, public inputs: shared).
                return remember(
                    ("audit_corners", key, mechanism, neighbours, tuple(sorted(rest.items()))),
                    lambda: dpcore.worst_case_privacy_loss(scores, mechanism=mechanism, neighbours=neighbours, **rest),
                    public=True,
                )

            return audit.audit_corners(source.scores, worst_case=remembered, **options), 0
        # uploaded data: computed here, never in a store shared between sessions
        return audit.audit_corners(source.scores, **options), 0
    plan = plan_trials(source.scores.size, settings.trials, settings.mechanisms * 2)
    results = audit.audit_neighbour(
        source.scores, choice.neighbour.scores, trials=plan.run, seed=settings.seed, **options
    )
    return results, plan.run


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


def metrics(results: list[MechanismAudit], epsilon: float, trials: int, *, corners: bool) -> None:
    """Per mechanism: the largest exact loss against ε, and (one neighbour) what the samples certify."""
    columns = st.columns(max(1, len(results)))
    for column, result in zip(columns, results, strict=True):
        largest = result.largest
        with column:
            st.markdown(f"##### {dpcore.MECHANISM_LABELS[result.mechanism]}")
            st.metric(
                "Largest exact privacy loss",
                f"{largest:.4g}",
                help="max over outcomes of |ln P_D(r) − ln P_D′(r)|; ε-DP promises at most ε.",
            )
            broken = bool(beyond([largest], epsilon)[0])
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


def _caption(frame: pd.DataFrame, size: int, epsilon: float, trials: int, *, corners: bool) -> str:
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
    if (frame["mark"] != "").any():
        caption += f" Bars outlined in black and marked {BEYOND_MARK} go beyond ε: the bound is broken."
    if size > MAX_ROWS:
        caption += f" Showing the {MAX_ROWS} outcomes with the largest loss of {size:,}; the table and CSV have all."
    return caption


def _chart(
    source: ScoreSource, settings: Settings, results: list[MechanismAudit], *, corners: bool
) -> tuple[pd.DataFrame, dict]:
    """The chart's rows and spec."""
    frame, half = chart_frame(list(source.labels), results, settings.epsilon)
    return frame, chart_spec(frame, list(settings.mechanisms), settings.epsilon, half, corners=corners)


def draw(
    source: ScoreSource,
    settings: Settings,
    choice: AuditChoice,
    audit_run: AuditRun,
    *,
    present: bool,
    first: DeltaGenerator | contextlib.nullcontext | None = None,
) -> None:
    """The metrics, the chart with its caption, the table and the downloads; the chart goes into ``first``
    (projector mode: a slot under the ε control, ``ui.shell.state.first_screen``), no taller than
    :data:`ui.audit.charts.PRESENT_HEIGHT` there."""
    corners, epsilon, results, trials = choice.corners, settings.epsilon, audit_run.results, audit_run.trials
    metrics(results, epsilon, trials, corners=corners)
    # The chart's rows and the tables depend on the audit alone: drawn up once per setting.
    frame, spec = derived(audit_run, "chart", lambda: _chart(source, settings, results, corners=corners))
    with first or contextlib.nullcontext():
        shown_spec = {**spec, "height": min(spec["height"], PRESENT_HEIGHT)} if present else spec
        vega.draw(shown_spec, {"audit": frame}, present=present)
    st.caption(_caption(frame, source.scores.size, epsilon, trials, corners=corners))
    full = derived(audit_run, "table", lambda: table(source, results, epsilon, corners=corners))
    notes.numbers_table(
        derived(audit_run, "shown_table", lambda: full.assign(mechanism=full["mechanism"].map(dpcore.MECHANISM_LABELS)))
    )

    parameters = {
        "source": source.name,
        "neighbour": f"worst-case corners ({choice.corner_model(settings)})" if corners else choice.note,
        "epsilon": epsilon,
        "sensitivity": settings.sensitivity,
        "calibrated_monotone": choice.calibration(settings),
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
        chart=lambda: vega.document([(spec, {"audit": frame})], title=title),
        key="audit",
    )
