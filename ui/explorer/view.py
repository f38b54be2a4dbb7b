"""The explorer view shared by the Explorer and Your-data pages: exact vs simulated, per mechanism, following ε.

Drawn in the browser by the live component (:mod:`ui.charts.live`): for each chosen mechanism a card (the chance of
choosing the best, the expected shortfall, the fit of the runs) and a chart (exact probability as a black outline,
simulated share as a filled bar with its 95% Wilson interval) on one probability axis shared by all mechanisms,
under the odds sentence and the "in N reruns" sentence, with a table per chart on request.

What runs where:

* the page's full run sends every mechanism's exact law at every stop of the ε slider (:mod:`ui.explorer.laws`,
  memoised per data and setting, so a warm open computes nothing) with the page's texts for each stop: the browser
  redraws outlines, cards and sentences while ε is dragged, with no request;
* when the hand stops (or an exact ε is typed: the box is the browser's too), ε goes to the live fragment
  (:func:`live_explorer`'s ``step``, one element), which runs each mechanism at that ε (seeded, memoised: a stop
  seen before is looked up), writes ε into the link and sends the runs back; Play's control sits in the ε row,
  outside the fragment (a press reruns the page);
* the CSV download (every candidate, every parameter) is built on the server when clicked; the PNG/SVG downloads are
  made in the browser from the drawing on screen.

Watching the runs (``ui.widgets.animation``): Play sends, in the step, every picture of the runs after 1, 2, 5, … of
them (``dpcore.cumulative_counts`` of the very runs drawn, memoised like them), which the browser shows in turn by
CSS; Pause, Step and Reset send one picture, still; any other change sends the ordinary view.
"""

from __future__ import annotations

import hashlib
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
from ui.charts import live, selection_svg, vega
from ui.charts.selection import EXPORT_PANEL_WIDTH, MAX_SHOWN, shown_indices
from ui.explorer import winners
from ui.explorer.laws import STOPS, StopLaws, stop_laws, stop_of
from ui.shell import text
from ui.shell.params import EPSILON_GRID, EPSILON_MAX, EPSILON_MIN, Params, canonical, nearest_epsilon_stop
from ui.shell.runs import (
    MechanismResult,
    Memo,
    Settings,
    TrialPlan,
    fingerprint,
    plan_trials,
    run_mechanism,
    run_top_k,
    top_k_law,
    trials_budget,
)
from ui.shell.state import publish
from ui.widgets import animation, controls
from ui.widgets.controls import RunSettings
from ui.widgets.export import results_csv

#: The same on a projector, where every chart must fit on one screen with the ε control (present mode).
MAX_SHOWN_PRESENT = 12
#: What a projector's screen shows besides the charts' rows (title, ε control, cards, legend): the charts' rows
#: share the rest of the window's height.
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
_EPSILON_HELP = "ε bounds how much one person's data can change the odds of any outcome: by at most a factor e^ε."
_EXACT_HELP = "Type any value from 0.01 to 10, e.g. 0.693 for ln 2."

#: A hover box's exact line where dpcore has no exact law (k winners past its limits): the live view's script
#: writes the same.
NO_EXACT = "not available (simulated only)"

K_RUN_FULL = "run_full"
K_TABLE = "show_table"
#: This session's dict holding what the explorer view last drew (under "shown"), for the downloads. The dict itself
#: is handed to the download callables: Streamlit calls them on click, outside any script run, where
#: ``st.session_state`` cannot be read.
K_SHOWN = "_pc_explorer_shown"
#: The last ε the control sent (its sequence number, echoed in each step so the browser knows its ε has landed).
_K_SEQ = "_pc_live_seq"

_LOG = logging.getLogger(__name__)


@dataclass(frozen=True)
class Shown:
    """What the explorer view last drew, for the downloads."""

    candidates: ScoredCandidates
    results: list[MechanismResult]
    settings: Settings
    plan: TrialPlan
    source: str


def table_frame(frame: Mapping[str, list], counts: np.ndarray, scores: np.ndarray, score_name: str) -> pd.DataFrame:
    """The numbers behind a chart (its :func:`ui.charts.selection.chart_rows`, and the simulated counts and true
    scores of its rows), as the tables under the charts show them."""
    return pd.DataFrame(
        {
            "Candidate": frame["candidate"],
            f"Score ({score_name})": scores,
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


def _full_run_token(candidates: ScoredCandidates, run: RunSettings) -> tuple:
    return (fingerprint(candidates.scores), run.trials, run.mechanisms)


def _trial_plan(candidates: ScoredCandidates, run: RunSettings) -> TrialPlan:
    """Cap the runs to stay interactive, unless the full run was asked for this exact configuration."""
    asked = st.session_state.get("_pc_full") == _full_run_token(candidates, run)
    return plan_trials(candidates.scores.size, run.trials, run.mechanisms, full_run=asked, winners=run.k)


def _offer_full_run(candidates: ScoredCandidates, run: RunSettings, plan: TrialPlan) -> None:
    """Say why the runs are capped; a button lifts the cap for this exact configuration."""
    st.info(
        f"{run.trials:,} runs × {candidates.scores.size:,} candidates is too much to simulate in a few "
        f"seconds, so each mechanism runs {plan.run:,} times. The exact probabilities are unaffected; the "
        "intervals are just wider."
    )
    if plan.full_run_reasonable and st.button(f"Run all {run.trials:,} runs (slower)", key=K_RUN_FULL):
        st.session_state["_pc_full"] = _full_run_token(candidates, run)
        st.rerun()


def _epsilon_sent() -> None:
    """The step's callback (the hand stopped, or a value was typed): the ε sent becomes the page's."""
    sent = live.sent_epsilon()
    if sent is None:
        return
    value, seq = sent
    st.session_state[controls.K_EPSILON] = canonical(min(max(value, EPSILON_MIN), EPSILON_MAX))
    st.session_state[_K_SEQ] = seq


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
    """The ε control, the live view and the downloads (see the module's docstring for what runs where).

    Everything else (sidebar, story, curator view) is read in the page's full run and passed in; ``memo`` is where
    results may be kept (the shared one only for public data); ``certain`` false when the data may be misread (the
    best is then not called "the true best").
    """
    show_tables = st.sidebar.toggle(
        "Tables under the charts",
        key=K_TABLE,
        help="The numbers behind each chart: per candidate its true score, exact probability, runs, share and 95% "
        "interval.",
    )
    last_shown = st.session_state.setdefault(K_SHOWN, {})
    last_shown.clear()
    epsilon = canonical(float(st.session_state.get(controls.K_EPSILON, params.epsilon)))
    plan = _trial_plan(candidates, run) if run.mechanisms else None
    index = shown_indices(candidates.scores, MAX_SHOWN_PRESENT if present else MAX_SHOWN)
    laws: list[StopLaws] = []
    problem = ""
    try:
        laws = _laws(candidates, run, memo, around=EPSILON_GRID.index(nearest_epsilon_stop(epsilon)))
    except dpcore.InvalidInputError as error:
        problem = text.escape_markdown(error)

    labels = [candidates.display_labels[i] for i in index]
    token = laws_token(laws, index, labels) if laws else ""
    data_key = fingerprint(candidates.scores)

    @st.fragment
    def step() -> None:
        """The server's numbers at the ε the control last sent: all that reruns when the hand stops (the one element
        here is sent again on each step)."""
        now = canonical(float(st.session_state[controls.K_EPSILON]))
        publish(run.publishable(params, now))
        try:
            payload, shown = _step_payload(
                candidates, run, memo, laws, plan, index, token, data_key, epsilon=now, certain=certain, source=source
            )
            if shown is not None:
                last_shown["shown"] = shown
        except dpcore.InvalidInputError as error:
            payload = _error_payload(now, str(error))
        except Exception:  # never show a traceback; the server log keeps the details
            _LOG.exception("explorer view failed")
            message = "Something went wrong while computing these results. Try another setting or reload the page."
            payload = _error_payload(now, message)
        live.step(payload, on_epsilon=_epsilon_sent)

    with st.container(horizontal=True, vertical_alignment="top", key="pc_live_row"):
        stop = EPSILON_GRID.index(nearest_epsilon_stop(epsilon))
        live.control(
            labels=[f"{value:g}" for value in EPSILON_GRID],
            values=list(EPSILON_GRID),
            epsilon=epsilon,
            stop=stop,
            present=present,
            help_text=_EPSILON_HELP,
            exact_help=_EXACT_HELP,
            low=EPSILON_MIN,
            high=EPSILON_MAX,
        )
        with st.container(horizontal=True, vertical_alignment="top", key="pc_live_fixed"):
            step()
            # (a press reruns the page: Play is rare, and a step then sends one element less). Play shows a single
            # choice's runs settling; with k winners it is not offered.
            if run.mechanisms and run.k == 1:
                animation.play_control(PLAY_SCOPE, compact=present)
    if problem:
        st.error(problem)
        return
    if run.k > 1 and (note := winners.missing_note(laws, run.k, candidates.scores.size)):
        st.info(note)
    if not run.mechanisms:
        st.info("Pick at least one mechanism in the sidebar to see its choices.")
        return
    assert plan is not None
    if plan.capped:
        _offer_full_run(candidates, run, plan)
    live.view(
        _view_payload(
            candidates,
            run,
            memo,
            laws,
            plan,
            index,
            present=present,
            certain=certain,
            source=source,
            show_tables=show_tables,
        )
    )
    _downloads(last_shown, seed=run.seed)


def _laws(candidates: ScoredCandidates, run: RunSettings, memo: Memo, *, around: int) -> list[StopLaws]:
    """Every chosen mechanism's laws at the slider's stops (for the candidates a desk's charts can show)."""
    index = shown_indices(candidates.scores, MAX_SHOWN)
    return [
        stop_laws(
            memo,
            candidates.scores,
            sensitivity=run.sensitivity,
            monotonic=run.monotonic,
            mechanism=mechanism,
            index=index,
            around=around,
            winners=run.k,
        )
        for mechanism in run.mechanisms
    ]


def _columns(laws: StopLaws, index: np.ndarray) -> np.ndarray:
    """Where the candidates ``index`` (a subset of the laws' own) sit among the laws' columns."""
    return np.searchsorted(laws.index, index)


def _digest(*parts: object) -> str:
    return hashlib.blake2b(repr(parts).encode("utf-8"), digest_size=16).hexdigest()


def laws_token(laws: Sequence[StopLaws], index: np.ndarray, labels: Sequence[str]) -> str:
    """What the browser's laws are of: each mechanism's laws (with the stops computed), the candidates shown."""
    return _digest(
        [(law.mechanism, fingerprint(law.best), fingerprint(law.shown[:, _columns(law, index)])) for law in laws],
        fingerprint(index.astype(float)),
        tuple(labels),
    )


def _card_titles(mechanisms: Sequence[str], *, present: bool) -> list[str]:
    names = controls.SHORT_LABELS if present and len(mechanisms) > 3 else dpcore.MECHANISM_LABELS
    return [names[m] for m in mechanisms]


def _texts_at(
    candidates: ScoredCandidates,
    mechanisms: Sequence[str],
    best: Sequence[float],
    regret: Sequence[float],
    *,
    reruns: int,
    certain: bool,
    k: int = 1,
) -> tuple[str, list[str], list[str | None]]:
    """The "in N reruns" sentence (HTML), each card's chance of the best and each expected shortfall, for one ε;
    with ``k`` > 1 winners those of the chosen set (:func:`ui.explorer.winners.texts_at`)."""
    if k > 1:
        sentence, chances, shortfalls = winners.texts_at(
            candidates, mechanisms, best, regret, k=k, reruns=reruns, certain=certain
        )
        return live.markdown_html(sentence), chances, shortfalls
    top = candidates.scores == candidates.scores.max()
    sentence = text.reruns_sentence(
        reruns=reruns,
        best_labels=[label for label, is_top in zip(candidates.display_labels, top, strict=True) if is_top],
        expected_by_mechanism=[(dpcore.MECHANISM_LABELS[m], float(p)) for m, p in zip(mechanisms, best, strict=True)],
        certain=certain,
    )
    chances = [text.chance(float(p)) for p in best]
    return live.markdown_html(sentence), chances, text.same_decimals([float(r) for r in regret])


def _odds(epsilon: float, run: RunSettings) -> str:
    """The privacy statement at ``epsilon``: one choice's odds, or the whole k-winner release's."""
    return text.odds_sentence(epsilon) if run.k == 1 else winners.odds(epsilon, run.k, run.mechanisms)


def _legend(candidates: ScoredCandidates, plan: TrialPlan, shown: int, *, k: int = 1) -> str:
    legend = (
        f"Black outline: exact probability. Filled bar: share of {plan.run:,} simulated runs; line: its 95% interval "
        "(Wilson). All charts share one axis. Hover over a row for its numbers, over a figure for what it means."
    )
    if k > 1:
        legend = winners.legend(plan.run, k)
    if shown < candidates.scores.size:
        legend += (
            f" Showing the {shown} highest-scoring of {candidates.scores.size:,} candidates; the results CSV has "
            "them all."
        )
    return legend


def _view_payload(
    candidates: ScoredCandidates,
    run: RunSettings,
    memo: Memo,
    laws: Sequence[StopLaws],
    plan: TrialPlan,
    index: np.ndarray,
    *,
    present: bool,
    certain: bool,
    source: str,
    show_tables: bool,
) -> bytes:
    """The laws at every stop and the page's texts and layout, for the browser (memoised: a warm open sends bytes
    it already has)."""
    labels = [candidates.display_labels[i] for i in index]
    token = laws_token(laws, index, labels)
    key = (
        "live_view",
        token,
        present,
        certain,
        source,
        show_tables,
        plan.requested,
        plan.run,
        run.seed,
        run.log_scale,
        run.sensitivity,
        run.monotonic,
        candidates.score_name,
        fingerprint(candidates.scores),
        run.k,
    )
    found = memo.get(key)
    if found is None:
        found = _build_view_payload(
            candidates,
            run,
            laws,
            plan,
            index,
            token,
            labels,
            present=present,
            certain=certain,
            source=source,
            show_tables=show_tables,
        )
        memo.put(key, found)
    return found


def _build_view_payload(
    candidates: ScoredCandidates,
    run: RunSettings,
    laws: Sequence[StopLaws],
    plan: TrialPlan,
    index: np.ndarray,
    token: str,
    labels: list[str],
    *,
    present: bool,
    certain: bool,
    source: str,
    show_tables: bool,
) -> bytes:
    mechanisms = [law.mechanism for law in laws]
    shown = np.stack([law.shown[:, _columns(law, index)] for law in laws])  # (M, S, n) ln P
    with np.errstate(invalid="ignore"):
        exact = np.exp(shown)
    tiny = {
        f"{m},{s},{i}": float(shown[m, s, i])
        for m, s, i in zip(*np.nonzero(np.isfinite(shown) & (exact < 1e-300)), strict=True)
    }
    sentences: list[str | None] = []
    chances: list[list[str | None]] = [[] for _ in laws]
    shortfalls: list[list[str | None]] = [[] for _ in laws]
    k = run.k
    for stop in range(STOPS.size):
        if not all(law.done[stop] for law in laws):
            sentences.append(None)
            for m in range(len(laws)):
                chances[m].append(None)
                shortfalls[m].append(None)
            continue
        sentence, chance, shortfall = _texts_at(
            candidates,
            mechanisms,
            [law.best[stop] for law in laws],
            [law.regret[stop] for law in laws],
            reruns=plan.requested,
            certain=certain,
            k=k,
        )
        sentences.append(sentence)
        for m in range(len(laws)):
            chances[m].append(chance[m])
            shortfalls[m].append(shortfall[m])
    titles = _card_titles(mechanisms, present=present)
    title_after = (
        f", Δ = {run.sensitivity:g}, {'monotone' if run.monotonic else 'general'} scale, {plan.run:,} runs per "
        f"mechanism, seed {run.seed}"
    )
    if k > 1:
        title_after += f", k = {k} winners ({k}ε in all)"
    header: dict[str, Any] = {
        "role": live.ROLE_VIEW,
        "token": token,
        "stops": list(EPSILON_GRID),
        "labels": [f"{value:g}" for value in EPSILON_GRID],
        "odds": [_odds(value, run) for value in EPSILON_GRID],
        "sentences": sentences,
        "mechanisms": [
            {
                "key": m,
                "title": dpcore.MECHANISM_LABELS[m],
                "card_title": title,
                "colour": vega.MECHANISM_COLOURS[m],
                "chance": chances[number],
                "shortfall": shortfalls[number],
            }
            for number, (m, title) in enumerate(zip(mechanisms, titles, strict=True))
        ],
        "names": labels,
        "more": int(candidates.scores.size - index.size),
        "tiny": tiny,
        "scores": [float(candidates.scores[i]) for i in index] if show_tables else None,
        "score_name": cards_html.inline_text(candidates.score_name),
        "value_label": "chance of the best" if present else "Chance of choosing the best",
        "legend": _legend(candidates, plan, index.size),
        "help": {"shortfall": _SHORTFALL_HELP, "fit": _FIT_HELP},
        "layout": {
            "present": present,
            "log": run.log_scale,
            "tables": show_tables,
            "reserve": PRESENT_RESERVE,
            "gap": cards_html.GAP,
            "above": selection_svg.LABELS_ABOVE_BARS_UP_TO,
            "above_present": selection_svg.LABELS_ABOVE_BARS_IN_PRESENT_UP_TO,
        },
        "export": {
            "title_before": f"{source}: ε = ",
            "title_after": title_after,
            "stem": f"private-choices_seed{run.seed}",
            "panel_width": EXPORT_PANEL_WIDTH,
        },
    }
    if k > 1:  # (one winner's header stays exactly as it was)
        header.update(winners.header_fields(laws, k, present=present))
        header["legend"] = _legend(candidates, plan, index.size, k=k)
    return live.pack(header, {"exact": exact})


def _results(
    candidates: ScoredCandidates,
    run: RunSettings,
    memo: Memo,
    laws: Sequence[StopLaws],
    plan: TrialPlan,
    epsilon: float,
    data_key: str,
) -> list[MechanismResult]:
    """Each mechanism at ``epsilon``: its exact law (from the stops' laws when ε is a stop) and its seeded runs.

    The whole result is kept in ``memo`` (``data_key``: the scores' fingerprint): a step to a stop seen before, by
    this visitor or, for a shipped scenario, any other, only looks it up."""
    settings = run.with_epsilon(epsilon)
    stop = stop_of(epsilon)
    results = []
    for mechanism, law in zip(run.mechanisms, laws, strict=True):
        key = ("live_result", data_key, epsilon, run.sensitivity, run.monotonic, mechanism, plan.run, run.seed)
        if run.k > 1:
            key = (*key, run.k)
        result = memo.get(key)
        if result is None and run.k > 1:
            known = None
            if stop is not None and law.full is not None and law.done[stop]:
                known = top_k_law(law.full[stop], float(law.best[stop]))
            result = run_top_k(memo, candidates.scores, settings, mechanism, trials=plan.run, law=known)
            memo.put(key, result)
        if result is None:
            known = law.full[stop] if stop is not None and law.full is not None and law.done[stop] else None
            slow = plan.run >= PROGRESS_FROM_BUDGET_SHARE * trials_budget(candidates.scores.size, (mechanism,))
            bar, report = _progress_callback(dpcore.MECHANISM_LABELS[mechanism], plan.run) if slow else (None, None)
            result = run_mechanism(
                memo, candidates.scores, settings, mechanism, trials=plan.run, progress=report, log_probabilities=known
            )
            memo.put(key, result)
            if bar is not None:
                bar.empty()
        results.append(result)
    return results


def _step_payload(
    candidates: ScoredCandidates,
    run: RunSettings,
    memo: Memo,
    laws: Sequence[StopLaws],
    plan: TrialPlan | None,
    index: np.ndarray,
    token: str,
    data_key: str,
    *,
    epsilon: float,
    certain: bool,
    source: str,
) -> tuple[bytes, Shown | None]:
    """The server's numbers at ``epsilon`` (the runs, their intervals and fit, Play's pictures, the exact law when ε
    is between stops), with this visitor's sequence number; and what to remember for the CSV download.

    An ordinary step (no Play) is built once per data, setting and ε and kept in ``memo``: a step to a stop seen
    before, by this visitor or, for a shipped scenario, by any other, is a lookup and a copy."""
    seq = int(st.session_state.get(_K_SEQ, 0))
    if not run.mechanisms or plan is None:
        header = _step_header(token, epsilon)
        return live.with_seq(live.pack({**header, "runs": 1, "fit": [], "axis": [], "play": None}, {}), seq), None
    settings = run.with_epsilon(epsilon)
    play = animation.current(PLAY_SCOPE, (data_key, settings, plan.run, index.size), animation.n_frames(plan.run))
    if run.k > 1:
        play = None  # (Play is offered for a single choice only)
    if play is None:
        key = ("live_step", token, data_key, epsilon, plan.requested, plan.run, run.seed, certain, run.k)
        found = memo.get(key)
        if found is None:
            found = _build_step(candidates, run, memo, laws, plan, index, token, data_key, epsilon, certain, None)
            memo.put(key, found)
    else:
        found = _build_step(candidates, run, memo, laws, plan, index, token, data_key, epsilon, certain, play)
        animation.sent(PLAY_SCOPE)
    payload, results = found
    return live.with_seq(payload, seq), Shown(candidates, list(results), settings, plan, source)


def _step_header(token: str, epsilon: float) -> dict[str, Any]:
    stop = stop_of(epsilon)
    return {
        "role": live.ROLE_STEP,
        "token": token,
        "epsilon": epsilon,
        "label": f"{epsilon:g}",
        "stop": EPSILON_GRID.index(nearest_epsilon_stop(epsilon)),
        "on_grid": stop is not None,
        "seq": live.seq_field(),  # (each visitor's own number is written in when sent: live.with_seq)
        "error": None,
    }


def _build_step(
    candidates: ScoredCandidates,
    run: RunSettings,
    memo: Memo,
    laws: Sequence[StopLaws],
    plan: TrialPlan,
    index: np.ndarray,
    token: str,
    data_key: str,
    epsilon: float,
    certain: bool,
    play: animation.Play | None,
) -> tuple[bytes, tuple[MechanismResult, ...]]:
    """A step's payload (sequence number blank) and the results it shows."""
    header = _step_header(token, epsilon)
    results = _results(candidates, run, memo, laws, plan, epsilon, data_key)
    settings = run.with_epsilon(epsilon)
    # Watching the runs (Play): the same axis as the normal view, other counts (a still picture) or moving bars.
    axis = _axis(results, index)
    drawn, runs_shown = results, plan.run
    arrays: dict[str, np.ndarray] = {}
    play_header = None
    if play is not None:
        batches = [_batches(memo, candidates.scores, settings, r.mechanism, plan.run) for r in results]
        drawing = animation.drawing(play, results, batches, [candidates.scores] * len(results), index)
        drawn = drawing.results
        runs_shown = drawn[0].trials
        moving = bool(drawing.frames and drawing.frames[0])
        play_header = {"runs": drawing.runs, "style": drawing.playback, "moving": moving, "name": play.animation_name}
        if moving:
            for name in ("simulated", "lower", "upper"):
                arrays[f"frame_{'sim' if name == 'simulated' else name}"] = np.array(
                    [[frame[name] for frame in panel] for panel in drawing.frames], dtype=np.float64
                )
    arrays["counts"] = np.stack([r.counts[index] for r in drawn]).astype(np.int32)
    arrays["lower"] = np.stack([r.lower[index] for r in drawn])
    arrays["upper"] = np.stack([r.upper[index] for r in drawn])
    k = run.k
    header.update(
        runs=int(runs_shown),
        fit=[winners.fit(r) if isinstance(r, dpcore.TopKResult) else f"{r.fit_pvalue:.2f}" for r in drawn],
        axis=axis,
        play=play_header,
        sims_id=f"{epsilon!r}|{plan.run}|{run.seed}|{play.animation_name if play else ''}|{runs_shown}",
    )
    if k > 1 and (simulated := winners.simulated_shortfalls(results, laws)) is not None:  # type: ignore[arg-type]
        header["shortfall_sim"] = simulated
    if not header["on_grid"]:  # between stops: the law at this ε comes from the server
        sentence, chances, shortfalls = _texts_at(
            candidates,
            run.mechanisms,
            [r.probability_of_best for r in results],
            [r.expected_regret for r in results],
            reruns=plan.requested,
            certain=certain,
            k=k,
        )
        log_here = np.stack([r.log_probabilities[index] for r in results])
        exact_here = np.stack([r.probabilities[index] for r in results])
        header["law"] = {
            "odds": _odds(epsilon, run),
            "sentence": sentence,
            "chance": chances,
            "shortfall": shortfalls,
        }
        header["tiny_here"] = {
            f"{m},{i}": float(log_here[m, i])
            for m, i in zip(*np.nonzero(np.isfinite(log_here) & (exact_here < 1e-300)), strict=True)
        }
        arrays["exact_here"] = exact_here
    return live.pack(header, arrays), tuple(results)


def _axis(results: Sequence[MechanismResult], index: np.ndarray) -> list[float]:
    """The runs' part of the shared axis (the smallest positive and the largest interval end of the candidates
    drawn): the browser adds the exact law on screen (:func:`ui.charts.selection_svg.probability_domain`)."""
    ends = np.concatenate([np.concatenate([r.lower[index], r.upper[index]]) for r in results])
    positive = ends[(ends > 0) & np.isfinite(ends)]
    return [float(positive.min()), float(positive.max())] if positive.size else []


def _error_payload(epsilon: float, message: str) -> bytes:
    """A step that says what went wrong instead of numbers (the browser shows it in place of the view)."""
    header = {**_step_header("", epsilon), "error": message, "runs": 1, "fit": [], "axis": [], "play": None}
    return live.with_seq(live.pack(header, {}), int(st.session_state.get(_K_SEQ, 0)))


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


def drawn_frames(view_payload: bytes, step_payload: bytes) -> list[dict[str, list]]:
    """What the browser draws from a view and a step payload, per mechanism, as :func:`ui.charts.selection.chart_rows`
    would list it (candidate, exact, simulated, lower, upper and the three hover texts): the tests' reading of the
    live view without a browser. Empty when the two do not belong together (or there is nothing to draw)."""
    view, view_arrays = live.unpack(view_payload)
    step_header, step_arrays = live.unpack(step_payload)
    if not step_header.get("token") or step_header["token"] != view["token"] or step_header.get("error"):
        return []
    frames = []
    runs = step_header["runs"]
    simulated_only = view.get("simulated_only") or [False] * len(view["mechanisms"])
    for m in range(len(view["mechanisms"])):
        if step_header["on_grid"]:
            exact = view_arrays["exact"][m, step_header["stop"]]
            prefix = f"{m},{step_header['stop']},"
            tiny = {int(k.split(",")[2]): v for k, v in view["tiny"].items() if k.startswith(prefix)}
        else:
            exact = step_arrays["exact_here"][m]
            tiny = {int(k.split(",")[1]): v for k, v in step_header["tiny_here"].items() if k.startswith(f"{m},")}
        counts = step_arrays["counts"][m]
        shares = counts / runs
        lower, upper = step_arrays["lower"][m], step_arrays["upper"][m]
        frames.append(
            {
                "candidate": list(view["names"]),
                "exact": exact.tolist(),
                "simulated": shares.tolist(),
                "lower": lower.tolist(),
                "upper": upper.tolist(),
                "exact_text": [
                    NO_EXACT if simulated_only[m] else text.probability(float(p), tiny.get(i))
                    for i, p in enumerate(exact)
                ],
                "simulated_text": [
                    f"{int(c):,} of {runs:,} runs ({text.share(float(s))})" for c, s in zip(counts, shares, strict=True)
                ],
                "interval_text": [
                    f"{text.share(float(lo))} – {text.share(float(hi))}" for lo, hi in zip(lower, upper, strict=True)
                ],
            }
        )
    return frames


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
    """The CSV (built on the server when clicked, from what the live view last ran) beside the chart buttons (made
    in the browser from the drawing on screen).

    The CSV's file name carries the seed but not ε: the button is drawn outside the live fragment, so ε may have
    moved since; the file itself states every setting.
    """

    def shown() -> Shown:
        found = last_shown.get("shown")
        if found is None:
            raise RuntimeError("nothing was drawn to download")  # caught and logged by the download row
        return found

    def csv() -> bytes:
        try:
            return export_csv(shown())
        except Exception:  # a failed export must not take the page down; details go to the server log
            _LOG.exception("export failed")
            return b""

    with st.container(horizontal=True, key="pc_live_downloads_row"):
        st.download_button(
            "Download results (CSV)",
            data=csv,
            file_name=f"private-choices_seed{seed}.csv",
            mime="text/csv",
            key="download_csv",
            on_click="ignore",
        )
        live.downloads()
