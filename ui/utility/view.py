"""The privacy-vs-utility page's results: one sentence, the per-mechanism numbers at the current ε, the three
charts (:mod:`ui.utility.charts`) with their captions and tables, and the downloads. Numbers come from
:mod:`ui.utility.result` (all exact, from dpcore.analyses.utility; the runs now are the Explorer's seeded simulation).
"""

from __future__ import annotations

import contextlib
import math

import numpy as np
import pandas as pd
import streamlit as st
from streamlit.delta_generator import DeltaGenerator

import dpcore
from dpcore.selection.exact_vs_simulated import simulated_best, simulated_regret
from ui.charts import vega
from ui.shell import text
from ui.shell.memo import derived
from ui.shell.runs import Settings
from ui.utility.charts import PRESENT_HEIGHT, chance_frames, chance_spec, ratio_spec, regret_frames, regret_spec
from ui.utility.result import EPSILON_MAX, TARGET, UtilityData
from ui.widgets import export, notes
from ui.widgets.score_source import ScoreSource

#: The ratio table's column names, for reading.
RATIO_COLUMNS = {"epsilon": "ε", "ratio": "EM ÷ P&F"}


def needed_text(value: float) -> str:
    """ε needed for the target, for reading: "2.2", "any ε (ties)", "above 10 (51.8)", "not reachable"."""
    if value == 0:
        return "any ε"
    if not math.isfinite(value):
        return "not reachable"
    if value > EPSILON_MAX:
        return f"{value:.3g} (beyond the slider)"
    return f"{value:.3g}"


def _name(mechanism: str) -> str:
    """ "the exponential mechanism", "report-noisy-max (Laplace)", "permute-and-flip" (mid-sentence)."""
    label = dpcore.MECHANISM_LABELS[mechanism]
    return f"the {label[0].lower()}{label[1:]}" if label.endswith("mechanism") else label[0].lower() + label[1:]


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


def wide_table(data: UtilityData, column: str, mechanisms: list[str]) -> pd.DataFrame:
    """One row per ε, one column per mechanism (the table under a chart)."""
    table = data.curves.pivot(index="epsilon", columns="mechanism", values=column).reset_index()
    table = table[["epsilon", *mechanisms]]
    return table.rename(columns={"epsilon": "ε", **dpcore.MECHANISM_LABELS})


def regret_table(data: UtilityData) -> pd.DataFrame:
    """The expected shortfall per ε and mechanism, with the exponential mechanism's bound beside it."""
    table = wide_table(data, "expected_regret", data.mechanisms)
    table["Bound (R/ε)·ln K"] = data.bound["regret_bound"].to_numpy()
    return table


def panels(data: UtilityData, scores: np.ndarray, settings: Settings) -> list[tuple[dict, dict[str, pd.DataFrame]]]:
    """The three charts with their datasets: chance of the best, expected shortfall, EM ÷ P&F ratio."""
    epsilon, mechanisms = settings.epsilon, data.mechanisms
    chance = chance_frames(data, scores, epsilon, log_scale=settings.log_scale)
    regret = regret_frames(data, scores, epsilon)
    return [
        (chance_spec(chance, mechanisms, log_scale=settings.log_scale), chance),
        (regret_spec(regret, mechanisms), regret),
        (ratio_spec(), {"ratio": data.ratio, "now": vega.epsilon_now(epsilon)}),
    ]


def draw(
    source: ScoreSource,
    data: UtilityData,
    settings: Settings,
    *,
    present: bool,
    first: DeltaGenerator | contextlib.nullcontext | None = None,
) -> None:
    """The three charts, each with its caption and table, then the downloads; the first chart goes into ``first``
    (projector mode: a slot under the ε control, ``ui.shell.state.first_screen``), shorter on a projector."""
    mechanisms = data.mechanisms
    # The charts' rows and tables depend on the numbers and the scale alone: drawn up once per setting.
    charts = derived(data, ("panels", settings.log_scale), lambda: panels(data, source.scores, settings))
    (chance, chance_data), (regret, regret_data), (ratio, ratio_data) = charts
    with first or contextlib.nullcontext():
        st.subheader("How often is the best chosen?")
        vega.draw({**chance, "height": PRESENT_HEIGHT} if present else chance, chance_data, present=present)
    st.caption(
        f"Each line is the exact chance that a mechanism picks a top-scoring candidate as ε grows (more ε, less "
        f"privacy). Triangles mark the ε giving a {TARGET:.0%} chance; diamonds with a bar are the share of "
        f"{data.trials:,} simulated runs at the current ε and its 95% interval."
        + (" Log scale: the chance of missing the best." if settings.log_scale else "")
    )
    notes.numbers_table(derived(data, "chance_table", lambda: wide_table(data, "probability_of_best", mechanisms)))

    st.subheader("How much is lost on average?")
    vega.draw(regret, regret_data, present=present)
    st.caption(
        f"The expected shortfall is the gap between the best score and the chosen one, averaged over the "
        f"mechanism's randomness, in {text.escape_markdown(source.score_name)}. The black dashed line is the "
        "exponential mechanism's guarantee (R/ε)·ln K (R = 2Δ, or Δ when monotone; K candidates), which covers "
        "permute-and-flip too."
    )
    notes.numbers_table(derived(data, "regret_table", lambda: regret_table(data)))

    st.subheader("Exponential mechanism against permute-and-flip")
    vega.draw(ratio, ratio_data, present=present)
    st.caption(
        "How many times more the exponential mechanism loses on average than permute-and-flip at the same ε: "
        "never less than 1 (permute-and-flip is never worse) and at most 2, reached when the leader is far ahead."
    )
    notes.numbers_table(derived(data, "ratio_table", lambda: data.ratio.rename(columns=RATIO_COLUMNS)))

    title = (
        f"{source.name}: ε now = {settings.epsilon:g}, Δ = {settings.sensitivity:g}, "
        f"{'monotone' if settings.monotonic else 'general'} scale, seed {settings.seed}"
    )
    export.download_row(
        stem=f"privacy-vs-utility_eps{settings.epsilon:g}_seed{settings.seed}",
        csv=lambda: csv_bytes(source, data, settings),
        chart=lambda: vega.document(panels(data, source.scores, settings), title=title),
        key="utility",
    )


def csv_bytes(source: ScoreSource, data: UtilityData, settings: Settings) -> bytes:
    """One row per mechanism × ε: the curves, the bound, the ratio, the ε for the target, the runs now, and every
    setting behind the numbers."""
    table = data.curves[["mechanism", "epsilon", "probability_of_best", "probability_of_miss", "expected_regret"]]
    table = table.merge(data.bound, on="epsilon", how="left").merge(data.ratio, on="epsilon", how="left")
    table = table.rename(columns={"ratio": "regret_ratio_em_over_pf"})
    table["epsilon_for_target"] = table["mechanism"].map(data.needed)
    table["epsilon_for_target_exact"] = data.needed_exact
    now = {r.mechanism: r for r in data.now}
    table["simulated_best_share_now"] = table["mechanism"].map(
        lambda m: simulated_best(now[m], source.scores)[0] if m in now else np.nan
    )
    parameters = {
        "source": source.name,
        "epsilon_now": settings.epsilon,
        "sensitivity": settings.sensitivity,
        "monotone": settings.monotonic,
        "candidates": source.scores.size,
        "trials_now": data.trials,
        "seed": settings.seed,
        "target_probability": TARGET,
    }
    return export.csv_with_parameters(table, parameters)
