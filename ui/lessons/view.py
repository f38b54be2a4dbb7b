"""Drawing the guided lessons (:mod:`lessons`): one projector screen per step.

Left: the step's title, its narrative, its one control and Back / Next with the step counter. Right: the step's
chart. Exact-vs-simulated charts are the Explorer's own SVG panels (``ui.charts.selection``,
``ui.charts.selection_svg``); curves and bars are small altair charts in the pages' chart style (``ui.charts.vega``).

The link is ``?lesson=<key>&step=<n>`` (1-based), plus ``value=`` when the control is off its default, and
``present=1`` when set: opened on a fresh server it shows exactly the same step and numbers (every simulation in
lessons is seeded). A link is read when it differs from the one this session last wrote; afterwards the
widgets own the state.
"""

from __future__ import annotations

from collections.abc import Mapping
from contextlib import nullcontext
from html import escape

import altair as alt
import numpy as np
import pandas as pd
import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from dpcore.selection.exact_vs_simulated import MechanismResult, mechanism_result
from lessons import LESSONS, BarChart, Lesson, LineChart, SelectionChart, SelectionSeries, Shown
from ui.charts import cards, selection_svg, vega
from ui.charts.selection import chart_rows, selection_panels, shared_domain
from ui.shell import links
from ui.shell.state import PageContext
from ui.shell.text import escape_markdown
from ui.widgets import animation

P_LESSON = "lesson"
P_STEP = "step"
P_VALUE = "value"
K_LESSON = "lesson_pick"
K_STEP = "_pc_lesson_step"
#: The lesson shown (not a widget key: it survives a visit to another page, when the picker's own key is dropped).
K_CURRENT = "_pc_lesson_current"
K_BACK = "lesson_back"
K_NEXT = "lesson_next"
#: The ◀ / ▶ buttons beside a step's control on a projector (← / →).
K_DOWN = "lesson_control_down"
K_UP = "lesson_control_up"
_LAST_URL = "_pc_lesson_url"
DEFAULT_LESSON = next(iter(LESSONS))

#: Colours of the lines of a curve chart, in series order (Okabe–Ito).
_LINE_COLOURS = [vega.OKABE_ITO[name] for name in ("blue", "vermillion", "bluish_green", "orange")]


def control_key(lesson: str, step: int) -> str:
    """The widget key of a step's control (one per step, so each step keeps its own value)."""
    return f"lesson_control_{lesson}_{step}"


def _lesson_url() -> dict[str, str]:
    return links.read((P_LESSON, P_STEP, P_VALUE))


def _read_link(notes: list[str]) -> None:
    """Set the lesson, step and control from the link (only when it is new: not the one this session wrote)."""
    url = _lesson_url()
    known = K_CURRENT in st.session_state
    # Our own link, or none after sidebar navigation (which drops the query): keep this session's place.
    if known and (url == st.session_state.get(_LAST_URL) or not url):
        return
    key = url.get(P_LESSON, DEFAULT_LESSON)
    if key not in LESSONS:
        notes.append(f"The link asks for an unknown lesson “{key[:40]}”; known: {', '.join(LESSONS)}.")
        key = DEFAULT_LESSON
    lesson = LESSONS[key]
    step = 1
    if P_STEP in url:
        try:
            step = int(url[P_STEP])
        except ValueError:
            notes.append(f"The link's step “{url[P_STEP][:20]}” is not a whole number, so step 1 is shown.")
        if not 1 <= step <= len(lesson.steps):
            clamped = min(max(step, 1), len(lesson.steps))
            notes.append(f"“{lesson.title}” has steps 1 to {len(lesson.steps)}; showing step {clamped}.")
            step = clamped
    st.session_state[K_CURRENT] = st.session_state[K_LESSON] = key
    st.session_state[K_STEP] = step
    control = lesson.steps[step - 1].control
    st.session_state[control_key(key, step)] = control.nearest(url.get(P_VALUE))


def _lesson_changed() -> None:
    st.session_state[K_CURRENT] = st.session_state[K_LESSON]
    st.session_state[K_STEP] = 1


def _move(by: int) -> None:
    st.session_state[K_STEP] = int(st.session_state.get(K_STEP, 1)) + by


def choose(ctx: PageContext) -> tuple[Lesson, int]:
    """The lesson picker (in the sidebar on a projector) and the step to show (1-based), from the link or session."""
    notes: list[str] = []
    _read_link(notes)
    for note in notes:
        st.warning(escape_markdown(note))
    if not ctx.params.present:
        st.title("Lessons")
    if K_LESSON not in st.session_state:  # back from another page: the picker starts where the session was
        st.session_state[K_LESSON] = st.session_state[K_CURRENT]
    where = st.sidebar if ctx.params.present else st
    where.selectbox(
        "Lesson",
        options=list(LESSONS),
        format_func=lambda key: LESSONS[key].title,
        key=K_LESSON,
        on_change=_lesson_changed,
    )
    lesson = LESSONS[st.session_state[K_CURRENT]]
    step = min(max(int(st.session_state.get(K_STEP, 1)), 1), len(lesson.steps))
    st.session_state[K_STEP] = step
    return lesson, step


def _nudge(key: str, options: tuple[float, ...], by: int) -> None:
    """Move a step's control ``by`` options (the ◀ / ▶ buttons), staying within its options."""
    here = options.index(st.session_state[key]) if st.session_state.get(key) in options else 0
    st.session_state[key] = options[min(max(here + by, 0), len(options) - 1)]


def _control(lesson: Lesson, step: int, *, present: bool = False) -> float:
    """The step's one control; its value. On a projector two buttons beside it, ◀ and ▶, move it one option, also
    with the ← / → keys (as the Explorer's ε stepper; Page Up / Page Down are Back and Next)."""
    control = lesson.steps[step - 1].control
    key = control_key(lesson.key, step)
    if key not in st.session_state or st.session_state[key] not in control.options:
        st.session_state[key] = control.default

    def stepper() -> None:
        for label, by, shortcut, button in (("◀", -1, "Left", K_DOWN), ("▶", 1, "Right", K_UP)):
            st.button(
                label,
                key=button,
                on_click=_nudge,
                args=(key, control.options, by),
                shortcut=shortcut,
                help=f"{control.label}: one step {'down' if by < 0 else 'up'} ({shortcut} arrow key).",
            )

    def row() -> DeltaGenerator | nullcontext[None]:
        return st.container(horizontal=True, vertical_alignment="bottom", gap="xsmall") if present else nullcontext()

    if control.is_toggle:  # (a toggle and its label leave no room beside it at 1024 px: the buttons go under it)
        value = float(bool(st.toggle(control.label, key=key, help=control.help or None)))
        if present:
            with row():
                stepper()
    else:
        with row():
            value = float(
                st.select_slider(
                    control.label,
                    options=control.options,
                    format_func=control.describe,
                    key=key,
                    help=control.help or None,
                    width="stretch",
                )
            )
            if present:
                stepper()
    return bool(value) if control.is_toggle else value


def _publish(lesson: Lesson, step: int, value: float, *, present: bool) -> None:
    """Mirror the lesson, step and (when off its default) the control's value into the link."""
    control = lesson.steps[step - 1].control
    query = {P_LESSON: lesson.key, P_STEP: str(step)}
    if value != control.default:
        query[P_VALUE] = control.encode(value)
    full = {**query, **({"present": "1"} if present else {})}
    links.write(full)
    st.session_state[_LAST_URL] = query


def step_link(lesson: Lesson, step: int, *, present: bool = False) -> str:
    """The relative link that opens ``step`` of ``lesson`` with its default control."""
    return f"?{P_LESSON}={lesson.key}&{P_STEP}={step}" + ("&present=1" if present else "")


#: On a projector: the step's title on one line (cut with "…" rather than wrapped) followed on the same line by the
#: lesson's name (small, cut first: the picker that names it is in the collapsed sidebar), and the buttons' shortcut
#: hints left out (a clicker's Page Up / Page Down, ← / →; the hover text names them), so that Back, the counter
#: and Next, and the control with its ◀ / ▶, stay on one line each in the left column at 1024 px.
_PRESENT_CSS = (
    "<style>.pc-title-row{display:flex;align-items:baseline;gap:0.8rem}"
    ".pc-step-title{flex:none;max-width:100%;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;"
    "padding:0 0 0.2rem!important}"
    ".pc-lesson-name{flex:1;min-width:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;font-size:0.8rem}"
    f".st-key-{K_BACK} kbd,.st-key-{K_NEXT} kbd,.st-key-{K_DOWN} kbd,.st-key-{K_UP} kbd{{display:none}}</style>"
)


def draw(lesson: Lesson, step: int, *, present: bool) -> Shown:
    """One step: its title across the page, then text, control and navigation on the left and the chart on the
    right. Returns what it showed."""
    current = lesson.steps[step - 1]
    # The lessons' own text, not input; one line across the page (the left column is narrow on a projector).
    title = f'<h3 class="pc-step-title">{escape(current.title)}</h3>'
    if present:
        name = f'<span data-testid="pcLessonName" class="pc-lesson-name">Lesson: {escape(lesson.title)}</span>'
        title = f'{_PRESENT_CSS}<div class="pc-title-row">{title}{name}</div>'
    st.markdown(title, unsafe_allow_html=True)
    left, right = st.columns([2, 3], gap="large")
    with left:
        value = _control(lesson, step, present=present)
        shown = current.show(value)
        st.markdown(shown.narrative)
        with st.container(horizontal=True, vertical_alignment="center"):
            # Page Up / Page Down: what a presentation clicker sends (← / → stay with the step's slider).
            st.button(
                "← Back",
                key=K_BACK,
                on_click=_move,
                args=(-1,),
                disabled=step == 1,
                shortcut="PageUp",
                help="The previous step (Page Up).",
            )
            st.markdown(f"**Step {step} of {len(lesson.steps)}**", width="content")
            st.button(
                "Next →",
                key=K_NEXT,
                on_click=_move,
                args=(1,),
                disabled=step == len(lesson.steps),
                shortcut="PageDown",
                help="The next step (Page Down).",
            )
        play = None
        if isinstance(shown.chart, SelectionChart) and watchable(shown.chart):
            # Watch the runs (ui.widgets.animation): here rather than over the chart, whose rows need the height.
            animation.play_control(PLAY_SCOPE, compact=present, label=not present)
            runs = shown.chart.series[0].batch_runs
            play = animation.current(PLAY_SCOPE, (lesson.key, step, value), 0 if runs is None else runs.size)
        st.caption(f"Source: {lesson.source}")
    with right:
        _chart(shown, present=present, play=play)
    _publish(lesson, step, value, present=present)
    return shown


def _chart(shown: Shown, *, present: bool, play: animation.Play | None = None) -> None:
    """The step's chart; ``play``: simulated runs as they stood after some of them (``ui.widgets.animation``)."""
    chart = shown.chart
    if isinstance(chart, SelectionChart):
        titles, panels = selection_markup(chart, present=present, play=play)
        if titles:
            st.markdown(titles, unsafe_allow_html=True)
        st.markdown(panels, unsafe_allow_html=True)
        if play is not None:
            animation.sent(PLAY_SCOPE)
    elif isinstance(chart, LineChart):
        figure = line_chart(chart, present=present)
        st.altair_chart(vega.configure(figure, present=present), width="stretch", height=_height(present))
    elif isinstance(chart, BarChart):
        figure = bar_chart(chart, present=present)
        st.altair_chart(vega.configure(figure, present=present), width="stretch", height=_height(present))


def selection_rows(series: SelectionSeries) -> Mapping[str, list]:
    """The Explorer's chart rows for one series (exact law, seeded counts, 95% intervals)."""
    return chart_rows(series.labels, _results(series), np.arange(len(series.labels)))


#: What a projector screen shows above the charts (the page's top padding, the step's title and the row of chart
#: titles), which the charts' rows leave free when they size themselves to the window (``selection_svg.panel_row``'s
#: ``reserve``).
PRESENT_RESERVE = "8rem"
#: The Play / Pause / Step / Reset state of the lessons (``ui.widgets.animation``).
PLAY_SCOPE = "lesson"


def watchable(chart: SelectionChart) -> bool:
    """Whether the chart's runs can be watched: every series carries its counts after growing batches of runs."""
    return all(series.batch_runs is not None and series.batch_counts is not None for series in chart.series)


def _frames(series: SelectionSeries) -> animation.Frames:
    if series.batch_runs is None or series.batch_counts is None:
        raise ValueError(f"{series.title}: no counts after growing batches of runs")  # (watchable() checks first)
    return animation.Frames(series.batch_runs, series.batch_counts)


def _results(series: SelectionSeries) -> MechanismResult:
    return mechanism_result(
        series.scores,
        mechanism=series.mechanism,
        counts=series.counts,
        trials=series.trials,
        log_probabilities=series.log_probabilities,
    )


def selection_markup(chart: SelectionChart, *, present: bool, play: animation.Play | None = None) -> tuple[str, str]:
    """The series side by side as the Explorer draws them: one probability axis, outline = exact, fill = runs;
    ``play``: the runs as they stood after some of them, still or playing (``ui.widgets.animation``).

    Returns (titles, charts). On a projector the panels leave their titles to the page (as the Explorer's cards
    name its charts), so ``titles`` is one line of them in the same columns, drawn just above; else it is empty."""
    frames = [selection_rows(series) for series in chart.series]
    domain = shared_domain(frames, log_scale=False)  # the normal view's axis, also while playing
    moving: list[list[dict[str, list[float]]]] = [[] for _ in frames]
    runs: list[str] = []
    playback = ""
    if play is not None:
        drawn = animation.drawing(
            play,
            [_results(series) for series in chart.series],
            [_frames(series) for series in chart.series],
            [series.scores for series in chart.series],
            np.arange(len(chart.series[0].labels)),
        )
        pairs = zip(chart.series, drawn.results, strict=True)
        frames = [chart_rows(series.labels, result, np.arange(len(series.labels))) for series, result in pairs]
        moving, runs, playback = drawn.frames, drawn.runs, drawn.playback
    titles = [f"{series.title} · {series.trials:,} runs" for series in chart.series]
    panels = selection_panels(
        frames,
        colours=[vega.MECHANISM_COLOURS[series.mechanism] for series in chart.series],
        titles=titles,
        present=present,
        domain=domain,
        moving=moving,
    )
    if not present:
        return "", selection_svg.panel_row(panels, gap=cards.GAP, runs=runs, playback=playback)
    heads = "".join(f'<div style="font-weight:600;line-height:1.25">{escape(title)}</div>' for title in titles)
    head_row = (
        f'<div data-testid="pcLessonTitles" style="display:grid;grid-template-columns:repeat({len(titles)},'
        f'minmax(0,1fr));gap:{cards.GAP}">{heads}</div>'
    )
    return head_row, selection_svg.panel_row(
        panels, gap=cards.GAP, reserve=PRESENT_RESERVE, runs=runs, playback=playback
    )


def _height(present: bool) -> int:
    return 540 if present else 400


def line_chart(chart: LineChart, *, present: bool) -> alt.LayerChart:
    """Lines of ``chart.frame`` (x, y, series) with a labelled vertical rule at each mark."""
    series = list(dict.fromkeys(chart.frame["series"]))
    log_x = "log" in chart.x_title
    x = alt.X(
        "x:Q",
        title=chart.x_title,
        scale=alt.Scale(type="log", domain=[float(chart.frame["x"].min()), float(chart.frame["x"].max())], nice=False)
        if log_x
        else alt.Scale(zero=False, nice=False),
        axis=alt.Axis(format=chart.x_format or alt.Undefined, tickCount=6),
    )
    y = alt.Y("y:Q", title=chart.y_title, axis=alt.Axis(format=chart.y_format or alt.Undefined, tickCount=5))
    lines = (
        alt.Chart(chart.frame)
        .mark_line(strokeWidth=3 if present else 2)
        .encode(
            x=x,
            y=y,
            color=alt.Color(
                "series:N",
                sort=series,
                title=None,
                scale=alt.Scale(domain=series, range=_LINE_COLOURS[: len(series)]),
                legend=alt.Legend(orient="bottom", direction="vertical"),
            ),
            strokeDash=alt.StrokeDash(
                "series:N", sort=series, legend=None, scale=alt.Scale(domain=series, range=_dashes(len(series)))
            ),
            tooltip=[
                alt.Tooltip("series:N", title="Line"),
                alt.Tooltip("x:Q", title=chart.x_title, format=chart.x_format or ".3g"),
                alt.Tooltip("y:Q", title=chart.y_title, format=chart.y_format or ".3g"),
            ],
        )
    )
    layers: list[alt.Chart] = [lines, *_rules(chart.marks, present=present)]
    return alt.layer(*layers).properties(width="container", height=_height(present))


def _dashes(count: int) -> list[list[int]]:
    """Line styles, so the lines differ by more than colour."""
    return [[1, 0], [8, 4], [2, 3], [12, 3, 2, 3]][:count]


def _rules(marks: tuple[tuple[float, str], ...], *, present: bool) -> list[alt.Chart]:
    """A dashed vertical rule at each mark, labelled at the top."""
    if not marks:
        return []
    frame = pd.DataFrame({"at": [at for at, _ in marks], "label": [label for _, label in marks]})
    rule = alt.Chart(frame).mark_rule(color="#111111", strokeWidth=2, strokeDash=[4, 3]).encode(x=alt.X("at:Q"))
    text = (
        alt.Chart(frame)
        .mark_text(align="left", baseline="top", dx=5, dy=2, fontSize=16 if present else 12, color="#111111")
        .encode(x=alt.X("at:Q"), y=alt.value(0), text="label:N")
    )
    return [rule, text]


def bar_chart(chart: BarChart, *, present: bool) -> alt.LayerChart:
    """Horizontal bars per label with vertical rules (e.g. ε and nε)."""
    top = max([*chart.frame["value"].tolist(), *(at for at, _ in chart.rules)]) * 1.15
    x = alt.X("value:Q", title=chart.value_title, scale=alt.Scale(domain=[0, top]), axis=alt.Axis(tickCount=6))
    bars = (
        alt.Chart(chart.frame)
        .mark_bar(color=vega.MECHANISM_COLOURS["report_noisy_max"], stroke="#111111", strokeWidth=1)
        .encode(
            y=alt.Y("label:N", sort=None, title=None, axis=alt.Axis(labelLimit=260)),
            x=x,
            tooltip=[alt.Tooltip("label:N", title="Announced"), alt.Tooltip("value:Q", title="Loss", format=".4f")],
        )
    )
    frame = pd.DataFrame({"at": [at for at, _ in chart.rules], "label": [label for _, label in chart.rules]})
    rules = alt.Chart(frame).mark_rule(color="#111111", strokeWidth=2, strokeDash=[4, 3]).encode(x=alt.X("at:Q"))
    labels = (
        alt.Chart(frame)
        .mark_text(align="right", baseline="bottom", dx=-4, dy=-2, fontSize=16 if present else 12, color="#111111")
        .encode(x=alt.X("at:Q"), y=alt.value(0), text="label:N")
    )
    return alt.layer(bars, rules, labels).properties(width="container", height=_height(present))
