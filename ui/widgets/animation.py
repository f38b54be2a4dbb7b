"""Watch the runs: Play, Pause, Step and Reset for the simulated bars, shared by the Explorer and the lessons.

Play does not rerun the page once per picture. The server computes every picture at once (``dpcore.selection.batches``:
the
counts of the very runs of the unanimated chart after 1, 2, 5, 10, … of them) and sends one Markdown element in
which the pictures are shown in turn by a CSS animation (``ui.charts.selection_svg.playback_style``): no script, no
request, and nothing for the server to do while it plays, however many sessions watch. Pause works out from the
time since Play which picture is showing and draws that one, still; Step draws the next one; Reset the first; Play
resumes from the one shown. Any other change (ε, a setting, another lesson step) drops all this: the normal view.

State per view (``scope``): a :class:`Play` in ``st.session_state``, tied to a token of what was drawn, so that a
different view never inherits it.
"""

from __future__ import annotations

import time
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, replace

import numpy as np
import streamlit as st

import dpcore
from dpcore.selection.exact_vs_simulated import MechanismResult, mechanism_result
from ui.charts import selection_svg

#: How long each picture stays: 0.15 s is 6.7 pictures per second (≥ 5 on a projector), and 10,000 runs
#: (13 pictures) play in 2 s.
FRAME_SECONDS = 0.15

PLAY, PAUSE, STEP, RESET = "play", "pause", "step", "reset"
ACTIONS = (PLAY, PAUSE, STEP, RESET)
_LABELS = {PLAY: "▶ Play", PAUSE: "‖ Pause", STEP: "Step ▸", RESET: "↺ Reset"}
_SYMBOLS = {PLAY: "▶", PAUSE: "‖", STEP: "▸|", RESET: "↺"}
_CONTROL_HELP = (
    "▶ Play: the bars after 1, 2, 5, 10, 20, 50, … runs, up to all of them, settling on the black outline. "
    "‖ Pause: stop at the picture shown. ▸| Step: the next picture. ↺ Reset: back to the first run."
)


def _clock() -> float:
    """Seconds on a monotonic clock (one place, so that tests can set the time)."""
    return time.monotonic()


def control_key(scope: str) -> str:
    """The widget key of a view's Play control (stable: the tests use it)."""
    return f"{scope}_play"


def _state_key(scope: str) -> str:
    return f"_pc_play_{scope}"


def _view_key(scope: str) -> str:
    return f"_pc_play_view_{scope}"


def _count_key(scope: str) -> str:
    return f"_pc_play_count_{scope}"


@dataclass(frozen=True)
class Play:
    """Where a view's runs are: showing picture ``frame``, still (``started`` None) or playing from it since
    ``started`` (``time.monotonic()``); ``plays`` counts the presses of Play (a new name for each animation)."""

    token: Hashable
    n_frames: int
    frame: int = 0
    started: float | None = None
    plays: int = 0
    sent: bool = False

    def showing(self, now: float) -> int:
        """The picture on screen at ``now``."""
        if self.started is None:
            return self.frame
        return min(self.frame + int((now - self.started) / FRAME_SECONDS), self.n_frames - 1)

    @property
    def animation_name(self) -> str:
        return f"pc-play-{self.plays}"


def _act(scope: str, action: str) -> None:
    """A button's callback: the new state of the view last drawn in ``scope``.

    The normal view counts as the last picture, still: Play and Reset start from the first, Step shows the first.
    """
    view = st.session_state.get(_view_key(scope))
    if view is None:  # nothing drawn yet that could play
        return
    token, n_frames = view
    now = _clock()
    state: Play | None = st.session_state.get(_state_key(scope))
    last = n_frames - 1
    if state is not None and (state.token != token or state.n_frames != n_frames):
        state = None
    if state is not None and state.started is not None and state.showing(now) >= last:
        state = None  # played to the end: the ordinary view is on screen
    here = last if state is None else state.showing(now)
    running = state is not None and state.started is not None and here < last
    plays = int(st.session_state.get(_count_key(scope), 0))
    if action == PLAY:
        if running:
            return  # already playing: leave the animation alone
        plays += 1
        st.session_state[_count_key(scope)] = plays
        state = Play(token, n_frames, frame=0 if here >= last else here, started=now, plays=plays)
    elif action == PAUSE:
        if not running:
            return
        state = Play(token, n_frames, frame=here, plays=plays)
    elif action == STEP:
        state = Play(token, n_frames, frame=0 if state is None else min(here + 1, last), plays=plays)
    else:  # RESET
        state = Play(token, n_frames, frame=0, plays=plays)
    st.session_state[_state_key(scope)] = state


def play_control(scope: str, *, compact: bool = False, label: bool = True) -> None:
    """Play, Pause, Step and Reset as one segmented control (one element: it may sit in a row that reruns on every
    ε step), for the view drawn with :func:`current` in ``scope``; ``compact``: symbols only (a projector's ε row);
    without ``label`` its title "Watch the runs" is left out (it stays in the hover text).

    A press selects a segment and its callback clears it again, so every press counts, the same one twice too.
    """
    key = control_key(scope)
    st.segmented_control(
        "Watch the runs",
        options=ACTIONS,
        format_func=(_SYMBOLS if compact else _LABELS).__getitem__,
        key=key,
        on_change=_pressed,
        args=(scope, key),
        help=_CONTROL_HELP,
        width=control_width(compact=compact),
        label_visibility="visible" if label else "collapsed",
    )


def control_width(*, compact: bool) -> int:
    """The Play control's width in CSS pixels (fixed, so that a row can leave room for it): the symbols at a
    projector's 20 px type, or the words at 16 px."""
    return 226 if compact else 312


def _pressed(scope: str, key: str) -> None:
    action = st.session_state.get(key)
    st.session_state[key] = None
    if action in ACTIONS:
        _act(scope, action)


def current(scope: str, token: Hashable, n_frames: int, *, now: float | None = None) -> Play | None:
    """The view's state if it is about this very view (``token``) and not over; else None (the normal view).

    Also records (token, n_frames) for the buttons, whose callbacks run before the next drawing. A finished
    animation ends as the normal view, which looks the same as its last picture.
    """
    st.session_state[_view_key(scope)] = (token, n_frames)
    state: Play | None = st.session_state.get(_state_key(scope))
    if state is None:
        return None
    if state.token != token or state.n_frames != n_frames:
        del st.session_state[_state_key(scope)]
        return None
    if state.started is not None and state.showing(_clock() if now is None else now) >= n_frames - 1:
        del st.session_state[_state_key(scope)]  # played to the end: the normal view, which looks the same
        return None
    return state


def sent(scope: str) -> None:
    """Call once the pictures of a Play are sent: the browser starts the animation when they arrive, so the clock
    of :meth:`Play.showing` starts now rather than at the click (the build time no longer counts)."""
    state: Play | None = st.session_state.get(_state_key(scope))
    if state is not None and state.started is not None and not state.sent:
        st.session_state[_state_key(scope)] = replace(state, started=_clock(), sent=True)


def drop(scope: str) -> None:
    """Forget the view's state (back to the normal view)."""
    st.session_state.pop(_state_key(scope), None)


@dataclass(frozen=True)
class Frames:
    """One mechanism's pictures: the runs shown in each, and the counts after them (one row per picture)."""

    runs: np.ndarray
    counts: np.ndarray


def frame_results(frames: Frames, result: MechanismResult, scores: np.ndarray) -> list[MechanismResult]:
    """``result`` (the full run) as it stood after each picture's runs: the same exact law, the counts so far."""
    return [
        mechanism_result(
            scores,
            mechanism=result.mechanism,
            counts=counts,
            trials=int(runs),
            log_probabilities=result.log_probabilities,
        )
        for runs, counts in zip(frames.runs, frames.counts, strict=True)
    ]


def frame_columns(results: Sequence[MechanismResult], index: np.ndarray) -> list[dict[str, list[float]]]:
    """What each picture moves: per shown candidate the simulated share and its 95% interval."""
    return [
        {
            "simulated": r.shares[index].tolist(),
            "lower": r.lower[index].tolist(),
            "upper": r.upper[index].tolist(),
        }
        for r in results
    ]


def runs_labels(runs: Sequence[int], total: int) -> list[str]:
    """The line above the charts, per picture."""
    return [f"After {int(n):,} of {total:,} runs" if n < total else f"All {total:,} runs" for n in runs]


@dataclass(frozen=True)
class Drawing:
    """What a view draws for its runs: the results its cards and rows describe, per panel the pictures its bars
    move through (empty: still), the line(s) above the charts and the animation's style."""

    results: list[MechanismResult]
    frames: list[list[dict[str, list[float]]]]
    runs: list[str]
    playback: str


def drawing(
    state: Play,
    results: Sequence[MechanismResult],
    batches: Sequence[Frames],
    scores: Sequence[np.ndarray],
    index: np.ndarray,
    *,
    now: float | None = None,
) -> Drawing:
    """The pictures for ``state``: still, the one picture it shows; playing, every picture from it to the end (the
    cards then describe the end, all the runs, as the normal view does). Per panel: its full ``results``, its
    ``batches`` and its candidates' ``scores``; ``index``: the candidates drawn."""
    total = int(batches[0].runs[-1])
    panels = list(zip(batches, results, scores, strict=True))
    if state.started is None:
        here = state.showing(_clock() if now is None else now)
        still = [frame_results(replace_rows(b, here), r, q)[0] for b, r, q in panels]
        return Drawing(still, [[] for _ in results], runs_labels([int(batches[0].runs[here])], total), "")
    # From the picture the play started at, whenever this is drawn again during the play (a rerun of the page): the
    # same markup, so the browser keeps its elements and the animation runs on undisturbed.
    start = state.frame
    moving = [frame_columns(frame_results(replace_rows(b, slice(start, None)), r, q), index) for b, r, q in panels]
    shown = batches[0].runs[start:].tolist()
    style = selection_svg.playback_style(len(shown), seconds=FRAME_SECONDS, name=state.animation_name)
    return Drawing(list(results), moving, runs_labels(shown, total), style)


def replace_rows(frames: Frames, rows: int | slice) -> Frames:
    """Some of the pictures (one, or a range)."""
    chosen = np.atleast_1d(np.arange(frames.runs.size)[rows])
    return Frames(frames.runs[chosen], frames.counts[chosen])


def n_frames(trials: int) -> int:
    """How many pictures a run of ``trials`` plays through."""
    return len(dpcore.growing_batches(trials))
