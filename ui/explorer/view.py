"""The explorer view shared by the Explorer and Your-data pages: exact vs simulated, per mechanism.

For each chosen mechanism: a card with three metrics and a chart (exact probability as a black outline,
simulated share as a filled bar with its 95% Wilson interval) on one probability axis shared by all mechanisms.
Above: the "in N reruns" sentence; below: a table per chart (on request) and the downloads.

The ε widgets and the view rerun on each ε change, and the browser redraws the page once per element the server
sends, so what reruns is five elements: the slider, the exact box and the Play control in a row, and one Markdown
block with the odds note, the sentence, the cards and the charts (SVG drawn here, ``ui.charts.selection_svg``). The
tables toggle and the downloads are drawn outside the rerunning part.

Watching the runs (``ui.widgets.animation``): Play sends, in that same Markdown block, every picture of the runs after
1, 2, 5, … of them (``dpcore.cumulative_counts`` of the very runs drawn, memoised like them), which the browser shows in
turn by CSS; Pause, Step and Reset draw one picture, still; any other change draws the ordinary view.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd
import streamlit as st
from streamlit.delta_generator import DeltaGenerator

import dpcore
from dpcore import ScoredCandidates
from ui.charts import cards as cards_html
from ui.charts import selection, selection_svg, vega
from ui.charts.selection import EXPORT_PANEL_WIDTH, MAX_SHOWN, chart_rows, shown_indices
from ui.shell import text
from ui.shell.params import Params
from ui.shell.runs import (
    MechanismResult,
    Memo,
    Settings,
    TrialPlan,
    fingerprint,
    plan_trials,
    run_mechanism,
    trials_budget,
)
from ui.shell.state import publish
from ui.widgets import animation, controls
from ui.widgets.controls import RunSettings
from ui.widgets.export import download_row, results_csv

#: The same on a projector, where every chart must fit on one screen with the ε control (present mode).
MAX_SHOWN_PRESENT = 12
#: What a projector's screen shows besides the charts' rows (title, ε control, cards, legend): the charts' rows
#: share the rest of the window's height (``ui.charts.selection_svg.panel_row``).
PRESENT_RESERVE = "18.5rem"
#: The Play / Pause / Step / Reset buttons' state (``ui.widgets.animation``).
PLAY_SCOPE = "explorer"
#: Show a progress bar when a simulation takes at least this share of the time budget (ui.shell.runs.trials_budget).
PROGRESS_FROM_BUDGET_SHARE = 0.1

#: Hover texts of the cards' two detail lines.
_SHORTFALL_HELP = "The expected gap between the best score and the score of the chosen candidate."
_FIT_HELP = (
    "Chi-square goodness-of-fit p-value of the simulated counts against the exact probabilities: any value between "
    "0 and 1 is normal when they agree; below 0.001 would signal a real mismatch."
)

K_RUN_FULL = "run_full"
K_TABLE = "show_table"
#: This session's dict holding what the explorer view last drew (under "shown"), for the downloads. The dict itself
#: is handed to the download callables: Streamlit calls them on click, outside any script run, where
#: ``st.session_state`` cannot be read.
K_SHOWN = "_pc_explorer_shown"

_LOG = logging.getLogger(__name__)


def table_frame(frame: Mapping[str, list], counts: np.ndarray, scores: np.ndarray, score_name: str) -> pd.DataFrame:
    """The numbers behind a chart (its :func:`ui.charts.selection.chart_rows`, and the simulated counts and true
    scores of its rows)."""
    return pd.DataFrame(
        {
            "Candidate": frame["candidate"],
            f"Score ({score_name})": scores,  # never the same name as another column, whatever the file called it
            "Exact": frame["exact_text"],
            "Runs": counts,
            "Share": [text.share(v) for v in frame["simulated"]],
            "95% interval": frame["interval_text"],
        }
    )


def _progress_callback(label: str, trials: int) -> tuple[DeltaGenerator, Callable[[float], None]]:
    """A progress bar and the callback dpcore.selection.simulate calls between chunks to move it."""
    bar = st.progress(0.0, text=f"Simulating {label}: {trials:,} runs…")

    def report(fraction: float) -> None:
        bar.progress(min(max(float(fraction), 0.0), 1.0), text=f"Simulating {label}: {fraction:.0%} of {trials:,} runs")

    return bar, report


def _compute(candidates: ScoredCandidates, settings: Settings, memo: Memo, plan: TrialPlan) -> list[MechanismResult]:
    results = []
    for mechanism in settings.mechanisms:
        label = dpcore.MECHANISM_LABELS[mechanism]
        slow = plan.run >= PROGRESS_FROM_BUDGET_SHARE * trials_budget(candidates.scores.size, (mechanism,))
        bar, report = _progress_callback(label, plan.run) if slow else (None, None)
        results.append(run_mechanism(memo, candidates.scores, settings, mechanism, trials=plan.run, progress=report))
        if bar is not None:
            bar.empty()
    return results


def _full_run_token(candidates: ScoredCandidates, settings: Settings) -> tuple:
    return (fingerprint(candidates.scores), settings.trials, settings.mechanisms)


def _trial_plan(candidates: ScoredCandidates, settings: Settings) -> TrialPlan:
    """Cap the runs to stay interactive, unless the full run was asked for this exact configuration."""
    asked = st.session_state.get("_pc_full") == _full_run_token(candidates, settings)
    return plan_trials(candidates.scores.size, settings.trials, settings.mechanisms, full_run=asked)


def _offer_full_run(candidates: ScoredCandidates, settings: Settings, plan: TrialPlan) -> None:
    """Say why the runs are capped; a button lifts the cap for this exact configuration."""
    st.info(
        f"{settings.trials:,} runs × {candidates.scores.size:,} candidates is too much to simulate in a few "
        f"seconds, so each mechanism runs {plan.run:,} times. The exact probabilities are unaffected; the "
        "intervals are just wider."
    )
    if plan.full_run_reasonable and st.button(f"Run all {settings.trials:,} runs (slower)", key=K_RUN_FULL):
        st.session_state["_pc_full"] = _full_run_token(candidates, settings)
        st.rerun()


def live_explorer(
    candidates: ScoredCandidates,
    run: RunSettings,
    memo: Memo,
    *,
    params: Params,
    source: str,
    present: bool,
    certain: bool = True,
) -> None:
    """The live explorer (a fragment: moving ε reruns only it), then the downloads of what it last showed.

    Everything else (sidebar, story, curator view) is read in the page's full run and passed in. The tables
    toggle (in the sidebar) and the download buttons are drawn in that full run too, outside the fragment: inside,
    they would be sent again on every ε step, and each element sent costs the browser a redraw
    (bench/results_latency.md). The buttons build their files from the fragment's latest results when clicked.
    """
    show_tables = st.sidebar.toggle(
        "Tables under the charts",
        key=K_TABLE,
        help="The numbers behind each chart: per candidate its true score, exact probability, runs, share and 95% "
        "interval.",
    )
    last_shown = st.session_state.setdefault(K_SHOWN, {})
    last_shown.clear()

    @st.fragment
    def live() -> None:
        """ε controls plus the explorer view, on this full run's settings."""
        # Play / Pause / Step / Reset: one element at the end of the ε row (a row of its own would take a
        # projector's first screen; four buttons would be four more elements sent on every ε step).
        play = (lambda: animation.play_control(PLAY_SCOPE, compact=present)) if run.mechanisms else None
        play_px = animation.control_width(compact=present) if run.mechanisms else 0
        epsilon = controls.epsilon_widgets(note=False, stepper=present, after=play, after_px=play_px)
        publish(run.publishable(params, epsilon))
        try:
            explorer_view(
                candidates,
                run.with_epsilon(epsilon),
                memo,
                source=source,
                present=present,
                note=controls.epsilon_note(epsilon, stepper=present, after_px=play_px),
                show_tables=show_tables,
                certain=certain,
            )
        except Exception:  # never show a traceback; the server log keeps the details
            _LOG.exception("explorer view failed")
            st.error("Something went wrong while computing these results. Try another setting or reload the page.")

    live()
    if run.mechanisms:
        _downloads(last_shown, seed=run.seed)


@dataclass(frozen=True)
class Shown:
    """What the explorer view last drew, for the downloads."""

    candidates: ScoredCandidates
    results: list[MechanismResult]
    frames: list[dict[str, list]]
    settings: Settings
    plan: TrialPlan
    source: str


def explorer_view(
    candidates: ScoredCandidates,
    settings: Settings,
    memo: Memo,
    *,
    source: str,
    present: bool,
    note: str = "",
    show_tables: bool = False,
    certain: bool = True,
) -> None:
    """Draw the whole comparison for ``candidates`` under ``settings``, under the Markdown ``note`` (the ε
    controls' caption); ``source`` names the data in exports; ``certain`` false when the data may be misread (the
    best is then not called "the true best"). Leaves what it drew in ``st.session_state``."""
    if not settings.mechanisms:
        st.markdown(note, unsafe_allow_html=True)
        st.info("Pick at least one mechanism in the sidebar to see its choices.")
        return
    plan = _trial_plan(candidates, settings)
    if plan.capped:  # the offer goes under the note, so that the note stays right under the ε controls
        st.markdown(note, unsafe_allow_html=True)
        note = ""
        _offer_full_run(candidates, settings, plan)
    try:
        results = _compute(candidates, settings, memo, plan)
    except dpcore.InvalidInputError as error:
        if note:
            st.markdown(note, unsafe_allow_html=True)
        st.error(text.escape_markdown(error))
        return

    index = shown_indices(candidates.scores, MAX_SHOWN_PRESENT if present else MAX_SHOWN)
    frames = [chart_rows(candidates.display_labels, r, index) for r in results]  # (labels bounded: a 2 MB cell)
    more = candidates.scores.size - index.size
    # Watching the runs (Play): the same axis as the normal view, other counts (a still picture) or moving bars.
    domain = selection.shared_domain(frames, log_scale=settings.log_scale)
    play = animation.current(
        PLAY_SCOPE, (fingerprint(candidates.scores), settings, plan.run, index.size), animation.n_frames(plan.run)
    )
    drawn, rows, moving, runs, playback = results, frames, [], [], ""
    if play is not None:
        batches = [_batches(memo, candidates.scores, settings, r.mechanism, plan.run) for r in results]
        drawing = animation.drawing(play, results, batches, [candidates.scores] * len(results), index)
        drawn, moving, runs, playback = drawing.results, drawing.frames, drawing.runs, drawing.playback
        rows = [chart_rows(candidates.display_labels, r, index) for r in drawn]
    panels = mechanism_panels(
        drawn, rows, log_scale=settings.log_scale, present=present, more=more, domain=domain, moving=moving
    )
    # Note, sentence, cards and charts in one element: one message and one redraw in the browser per ε step. On a
    # projector the page's style shows the cards and charts first (ui.shell.state: the rest goes under them).
    summary = _summary(candidates, drawn, index, plan, certain=certain, present=present)
    charts_row = selection_svg.panel_row(
        panels, gap=cards_html.GAP, reserve=PRESENT_RESERVE, runs=runs, playback=playback
    )
    st.markdown(f"{note}\n\n{summary}\n\n{charts_row}", unsafe_allow_html=True)
    if play is not None:
        animation.sent(PLAY_SCOPE)
    if show_tables:
        for result, frame in zip(results, frames, strict=True):  # one under the other: five columns need the width
            st.markdown(f"**{dpcore.MECHANISM_LABELS[result.mechanism]}**")
            table = table_frame(frame, result.counts[index], candidates.scores[index], candidates.score_name)
            st.dataframe(table, hide_index=True, width="stretch")
    st.session_state.setdefault(K_SHOWN, {})["shown"] = Shown(candidates, results, frames, settings, plan, source)


def _batches(memo: Memo, scores: np.ndarray, settings: Settings, mechanism: str, trials: int) -> animation.Frames:
    """The counts of the simulation's own runs after 1, 2, 5, … of them (the last: the chart's counts)."""
    common = (fingerprint(scores), settings.epsilon, settings.sensitivity, settings.monotonic, mechanism)
    key = ("batches", *common, trials, settings.seed)
    counts = memo.get(key)
    if counts is None:
        _, counts = dpcore.cumulative_counts(
            scores,
            epsilon=settings.epsilon,
            sensitivity=settings.sensitivity,
            mechanism=mechanism,
            monotonic=settings.monotonic,
            trials=trials,
            rng=dpcore.mechanism_rng(settings.seed, mechanism),  # the stream of ui.shell.runs.run_mechanism
        )
        memo.put(key, counts)
    return animation.Frames(np.asarray(dpcore.growing_batches(trials)), counts)


def mechanism_panels(
    results: Sequence[MechanismResult], frames: Sequence[Mapping[str, list]], **layout: Any
) -> list[selection_svg.Panel]:
    """One panel per mechanism (its colour, its name as title) by :func:`ui.charts.selection.selection_panels`."""
    return selection.selection_panels(
        frames,
        colours=[vega.MECHANISM_COLOURS[r.mechanism] for r in results],
        titles=[dpcore.MECHANISM_LABELS[r.mechanism] for r in results],
        **layout,
    )


def _summary(
    candidates: ScoredCandidates,
    results: Sequence[MechanismResult],
    index: np.ndarray,
    plan: TrialPlan,
    *,
    certain: bool = True,
    present: bool = False,
) -> str:
    """The "in N reruns" sentence, one card of metrics per mechanism, and how to read the charts (Markdown+HTML).

    ``present``: compact cards (the chance of the best only); their other lines go into the note under them.
    """
    best = candidates.scores == candidates.scores.max()
    sentence = text.reruns_sentence(
        reruns=plan.requested,
        best_labels=[label for label, top in zip(candidates.display_labels, best, strict=True) if top],
        expected_by_mechanism=[(dpcore.MECHANISM_LABELS[r.mechanism], r.probability_of_best) for r in results],
        certain=certain,
    )
    shortfalls = text.same_decimals([r.expected_regret for r in results])
    details = [
        (
            f'<span title="{_SHORTFALL_HELP}">Expected shortfall: <strong>{shortfall}</strong> '
            f"{cards_html.inline_text(candidates.score_name)}</span>",
            f'<span title="{_FIT_HELP}">Simulation vs exact: p = <strong>{r.fit_pvalue:.2f}</strong></span>',
        )
        for r, shortfall in zip(results, shortfalls, strict=True)
    ]
    # On a projector four or five cards share the width: short names, so that each fits on one line.
    names = controls.SHORT_LABELS if present and len(results) > 3 else dpcore.MECHANISM_LABELS
    cards = [
        cards_html.Card(
            title=names[r.mechanism],
            colour=vega.MECHANISM_COLOURS[r.mechanism],
            value=text.chance(r.probability_of_best),
            value_label="chance of the best" if present else "Chance of choosing the best",
            lines=() if present else lines,
        )
        for r, lines in zip(results, details, strict=True)
    ]
    legend = (
        "".join(
            f"{dpcore.MECHANISM_LABELS[r.mechanism]}: {shortfall}; {fit}. "
            for r, (shortfall, fit) in zip(results, details, strict=True)
        )
        if present
        else ""
    )
    legend += (
        f"Black outline: exact probability. Filled bar: share of {plan.run:,} simulated runs; line: its 95% interval "
        "(Wilson). All charts share one axis. Hover over a row for its numbers, over a figure for what it means."
    )
    if index.size < candidates.scores.size:
        legend += (
            f" Showing the {index.size} highest-scoring of {candidates.scores.size:,} candidates; the results CSV has "
            "them all."
        )
    return f"{sentence}\n\n{cards_html.cards(cards, compact=present)}\n\n{cards_html.caption(legend)}"


def export_chart(shown: Shown) -> str:
    """The charts of ``shown`` side by side as one SVG document, titled with every setting."""
    settings = shown.settings
    title = (
        f"{shown.source}: ε = {settings.epsilon:g}, Δ = {settings.sensitivity:g}, "
        f"{'monotone' if settings.monotonic else 'general'} scale, {shown.plan.run:,} runs per mechanism, "
        f"seed {settings.seed}"
    )
    more = shown.candidates.scores.size - len(shown.frames[0]["candidate"]) if shown.frames else 0
    panels = mechanism_panels(
        shown.results, shown.frames, log_scale=settings.log_scale, more=more, panel_width=EXPORT_PANEL_WIDTH
    )
    return selection_svg.document(panels, title=title, panel_width=EXPORT_PANEL_WIDTH)


def export_csv(shown: Shown) -> bytes:
    """The results of ``shown``: every candidate (not only those drawn) and every parameter."""
    return results_csv(
        labels=shown.candidates.labels,
        scores=shown.candidates.scores,
        results=shown.results,
        settings=shown.settings,
        plan=shown.plan,
        source=shown.source,
    )


def _downloads(last_shown: dict[str, Shown], *, seed: int) -> None:
    """CSV, PNG and SVG of what the explorer view last drew; each file is built only when its button is clicked.

    The file names carry the seed but not ε: the buttons are drawn outside the fragment, so ε may have moved
    since; the files themselves state every setting.
    """

    def shown() -> Shown:
        found = last_shown.get("shown")
        if found is None:
            raise RuntimeError("nothing was drawn to download")  # caught and logged by the download row
        return found

    download_row(
        stem=f"private-choices_seed{seed}",
        csv=lambda: export_csv(shown()),
        chart=lambda: export_chart(shown()),
        key="download",
        csv_label="Download results (CSV)",
    )
