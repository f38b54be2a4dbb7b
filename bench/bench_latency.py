"""Latency of the dashboard in a real browser (Playwright driving Debian's chromium), written to results_latency.md.

(a) ε change → updated view. On the Explorer at its default settings, a key press (ArrowRight/ArrowLeft on the ε
    slider's thumb) until the page shows the new result: the time to the first metric text change, and the time until
    every mechanism's chart has been redrawn with the new exact probabilities (the headline). The same key press is
    measured on a trivial one-slider Streamlit page (written to a temp directory, served by its own
    ``streamlit run``) in the same run, alternating with the Explorer so that machine load hits both alike.
    Each press moves to an ε never shown before in that session (no result can come from a memo).
    Target: median (Explorer) ≤ 1.5 × median (trivial page).
(b) Upload of a 1,000,000-row CSV of votes (one column, 10 candidates; generated in a temp directory) on Your data:
    seconds from handing the file to the upload widget until the three metrics and the charts are on screen.
    Target: ≤ 5 s.
(c) Frames per second during a drag (issue 23: ≥ 30 at 1280×720 with 100 candidates and three mechanisms): a votes
    file of 100 candidates on Your data (the Explorer's live view, 3 × 100 chart rows), the ε slider dragged while a
    requestAnimationFrame counter in the page records every frame and whether the drawing (first card, first row's
    exact value) changed in it. Two drags: *scripted*, the slider moved one stop on every animation frame (a hand
    faster than any hand: the view must redraw every frame), and *pointer*, the mouse moved by Playwright as fast as
    it delivers moves. The websocket is watched: no message either way until the hand lets go. With ``--before``
    the page of that revision is dragged too (pointer only: its slider is Streamlit's). Screenshots of a drag in
    progress, at projector size (1280×720, ``?present=1``) and on a phone (390×844, touch), go to bench/screenshots/.

Timing is done inside the page: a capture-phase ``keydown`` listener stamps the press, a MutationObserver notices the
new text, and the time is read at the next animation frame (the frame that paints it).

    python bench/bench_latency.py                  # ~2 minutes; writes bench/results_latency.md
    python bench/bench_latency.py --changes 30 --uploads 5 --output /tmp/latency.md

Run from the project root with the project's interpreter; needs /usr/bin/chromium and the playwright package.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from importlib.metadata import version
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.browser.conftest import (  # noqa: E402 - the project root must be importable first
    CHROMIUM,
    VIEWPORT,
    StreamlitServer,
    Watch,
    launch_chromium,
    wait_for_app,
)

DEFAULT_OUTPUT = ROOT / "bench" / "results_latency.md"
SCREENSHOTS = ROOT / "bench" / "screenshots"
FPS_TARGET = 30.0
FPS_CANDIDATES = 100
FPS_SECONDS = 4.0
EPSILON_SLIDER = "Privacy budget ε (log scale)"
TRIVIAL_SLIDER = "Value"
RATIO_TARGET = 1.5
#: Presses go down from ε = 1 at 20 stops a decade, two of them warm-ups; the slider ends at 0.01, 40 stops below.
MAX_CHANGES = 37
UPLOAD_TARGET_S = 5.0
UPLOAD_ROWS = 1_000_000
CANDIDATES = ("Alder", "Birch", "Cedar", "Dogwood", "Elm", "Fir", "Ginkgo", "Hazel", "Ivy", "Juniper")

# The trivial page: one slider with as many stops as the ε slider, one line of text that follows it.
TRIVIAL_APP = """import streamlit as st

value = st.select_slider("Value", options=[round(0.01 * 10 ** (k / 20), 4) for k in range(61)], value=1.0)
st.markdown(f"The value is **{value:g}**, its square **{value * value:.6g}**.")
"""

# The same page with its slider and text in a fragment, as the Explorer's ε controls and view are: a fragment's
# rerun has its own costs in the browser (the run's start and end, the fragment's elements marked stale).
TRIVIAL_FRAGMENT_APP = """import streamlit as st


@st.fragment
def live():
    value = st.select_slider("Value", options=[round(0.01 * 10 ** (k / 20), 4) for k in range(61)], value=1.0)
    st.markdown(f"The value is **{value:g}**, its square **{value * value:.6g}**.")


live()
"""
#: The app's setting that the trivial page is also measured without (Streamlit's default then applies: a full
#: garbage collection after every run, what the issue's 1.39× of 2026-11 was measured against; results_gc.md).
GC_SETTING = "postScriptGC = false"
FRAGMENT_LABEL = "trivial page, slider and text in a fragment"
DEFAULT_GC_LABEL = "trivial page, Streamlit's default after-run collection"

# A reference of the Explorer's shape with nothing else: the same slider, three metrics and three small Vega-Lite
# bar charts (12 candidates) in columns. It shows what Streamlit itself needs to redraw such a view.
REFERENCE_APP = """import numpy as np
import pandas as pd
import streamlit as st

value = st.select_slider("Value", options=[round(0.01 * 10 ** (k / 20), 4) for k in range(61)], value=1.0)
st.markdown(f"The value is **{value:g}**.")
for rate, column in zip((1, 2, 3), st.columns(3)):
    weights = np.exp(-value * rate * np.arange(12) / 3)
    frame = pd.DataFrame({"exact": weights / weights.sum(), "candidate": [f"Option {i}" for i in range(12)]})
    frame["stroke_kind"] = "Exact probability"
    spec = {
        "mark": "bar",
        "encoding": {
            "x": {"field": "exact", "type": "quantitative", "scale": {"domain": [0, 1]}},
            "y": {"field": "candidate", "type": "nominal", "sort": None},
            "color": {"field": "stroke_kind", "type": "nominal"},
        },
    }
    with column:
        st.metric("Chance of the first", f"{frame.exact[0]:.4%}")  # 4 decimals: it changes at every stop
        st.vega_lite_chart(frame, spec, width="stretch")
"""

# Counts what the server sends the page over its websocket (installed before any page script runs).
_WS_COUNTER = """(() => {
    const Native = window.WebSocket;
    window.__ws = {messages: 0, bytes: 0, sent: 0};
    window.WebSocket = function (...args) {
        const socket = new Native(...args);
        socket.addEventListener('message', event => {
            window.__ws.messages += 1;
            window.__ws.bytes += event.data.byteLength ?? event.data.size ?? event.data.length ?? 0;
        });
        const send = socket.send.bind(socket);
        socket.send = data => { window.__ws.sent += 1; return send(data); };
        return socket;
    };
    window.WebSocket.prototype = Native.prototype;
    Object.assign(window.WebSocket, Native);
})();"""

# Arms one clock, ``window.__clocks[name]``: the next keydown starts it; it stops at the next animation frame after
# ``done(snapshot)`` (a JS function of the state captured when arming) first holds.
_ARM = """([name, snapshotSource, doneSource]) => {
    const snapshot = new Function('return (' + snapshotSource + ')()')();
    const done = new Function('before', 'return (' + doneSource + ')(before)');
    const clock = {start: null, end: null};
    window.__clocks = window.__clocks || {};
    window.__clocks[name] = clock;
    const observer = new MutationObserver(() => {
        if (clock.start === null || clock.end !== null || !done(snapshot)) return;
        clock.end = -1;
        observer.disconnect();
        requestAnimationFrame(() => { clock.end = performance.now(); });
    });
    document.addEventListener('keydown', () => { if (clock.start === null) clock.start = performance.now(); },
        {capture: true, once: true});
    observer.observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
}"""

# What "the new value is visible" means on each page. The Explorer shows its metrics as cards in one text block
# (data-testid pcCardValue); the reference page uses st.metric. The Explorer draws each selection chart as SVG
# (data-testid pcChart, one pcRow per candidate carrying data-exact); a Vega-Lite selection chart (the reference
# page, and the Explorer before commit b406be9) is one whose marks carry "stroke_kind: Exact probability".
_CARD = '[data-testid="pcCardValue"], [data-testid="stMetricValue"]'
_METRIC_SNAPSHOT = "() => Array.from(document.querySelectorAll('" + _CARD + "')).map(e => e.textContent)"
_METRIC_CHANGED = (
    "before => { const now = Array.from(document.querySelectorAll('" + _CARD + "')).map(e => e.textContent); "
    "return now.length === before.length && now[0] !== before[0]; }"
)
_CHARTS_SNAPSHOT = """() => Array.from(document.querySelectorAll('[data-testid="stVegaLiteChart"]'))
    .map(chart => Array.from(chart.querySelectorAll('[aria-label*="stroke_kind: Exact probability"]'))
        .map(m => m.getAttribute('aria-label').split(';')[0]).join('|'))
    .concat(Array.from(document.querySelectorAll('[data-testid="pcChart"]'))
        .map(chart => Array.from(chart.querySelectorAll('[data-testid="pcRow"]'))
            .map(row => row.getAttribute('data-exact')).join('|')))
    .filter(marks => marks !== '')"""
_CHARTS_CHANGED = (
    "before => { const now = (" + _CHARTS_SNAPSHOT + ")(); "
    "return now.length === before.length && now.every((s, i) => s !== before[i]); }"
)
_TEXT_SNAPSHOT = """() => document.querySelector('[data-testid="stMain"] [data-testid="stMarkdownContainer"] strong')
    ?.textContent"""
_TEXT_CHANGED = "before => (" + _TEXT_SNAPSHOT + ")() !== before"


@dataclass
class Series:
    """Milliseconds from key press to the new value painted, per change."""

    name: str
    values: list[float] = field(default_factory=list)

    @property
    def median(self) -> float:
        return statistics.median(self.values)

    def spread(self) -> str:
        ordered = sorted(self.values)
        return f"{ordered[0]:.0f} / {statistics.quantiles(ordered, n=4)[0]:.0f} / {ordered[-1]:.0f}"


def press_and_time(page, key: str, clocks: dict[str, tuple[str, str]], timeout_s: float = 60.0) -> dict[str, float]:  # noqa: ANN001
    """Arm one clock per (snapshot, done) pair, press ``key`` on the focused slider, return each clock's ms."""
    for name, (snapshot, done) in clocks.items():
        page.evaluate(_ARM, [name, snapshot, done])
    page.keyboard.press(key)
    names = list(clocks)
    page.wait_for_function(
        "names => names.every(name => window.__clocks[name].end > 0)", arg=names, timeout=timeout_s * 1000, polling=50
    )
    measured = page.evaluate("names => names.map(name => window.__clocks[name])", names)
    return {name: float(clock["end"] - clock["start"]) for name, clock in zip(names, measured, strict=True)}


def settle(page) -> None:  # noqa: ANN001
    """Let the run finish and the page go quiet, so one change never overlaps the next."""
    wait_for_app(page)
    page.wait_for_timeout(400)


@dataclass
class Target:
    """One page in the alternation: its slider, its clocks (name → snapshot, done) and what it sent per change."""

    label: str
    server: StreamlitServer
    page: object
    slider: object
    clocks: dict[str, tuple[str, str]]
    series: dict[str, Series]
    messages: list[int] = field(default_factory=list)
    kilobytes: list[float] = field(default_factory=list)
    #: The server process's CPU time per change (ms), from the key press until the page has gone quiet.
    cpu_ms: list[float] = field(default_factory=list)


def open_target(  # noqa: PLR0913
    context,  # noqa: ANN001
    watch: Watch,
    server: StreamlitServer,
    path: str,
    slider_name: str,
    label: str,
    clocks,  # noqa: ANN001
    names,  # noqa: ANN001
) -> Target:
    page = context.new_page()
    watch.attach(context, page)
    page.goto(server.url(path))
    page.get_by_role("slider", name=slider_name).wait_for(timeout=60_000)
    if "metric" in clocks:
        page.locator(_CARD).nth(2).wait_for(timeout=60_000)
    settle(page)
    series = {clock: Series(name) for clock, name in zip(clocks, names, strict=True)}
    return Target(label, server, page, page.get_by_role("slider", name=slider_name), clocks, series)


def measure_epsilon(  # noqa: ANN201
    app: StreamlitServer,
    trivial: StreamlitServer,
    reference: StreamlitServer,
    browser,  # noqa: ANN001
    changes: int,
    before: StreamlitServer | None = None,
    before_label: str = "",
    others: dict[str, StreamlitServer] | None = None,
):
    """(a): one key press on each page in turn (trivial, reference, Explorer, earlier Explorer, and the ``others``:
    label → a server of a page like the trivial one), ``changes`` rounds."""
    context = browser.new_context(viewport=VIEWPORT)
    context.add_init_script(_WS_COUNTER)
    watch = Watch()
    metric_and_charts = {"metric": (_METRIC_SNAPSHOT, _METRIC_CHANGED), "charts": (_CHARTS_SNAPSHOT, _CHARTS_CHANGED)}
    explorer = open_target(
        context,
        watch,
        app,
        "/Explorer",
        EPSILON_SLIDER,
        "Explorer",
        metric_and_charts,
        ("Explorer: first metric text changed", "Explorer: every mechanism's chart redrawn"),
    )
    minimal = open_target(
        context,
        watch,
        trivial,
        "/",
        TRIVIAL_SLIDER,
        "trivial page",
        {"text": (_TEXT_SNAPSHOT, _TEXT_CHANGED)},
        ("trivial one-slider page: text changed",),
    )
    shaped = open_target(
        context,
        watch,
        reference,
        "/",
        TRIVIAL_SLIDER,
        "reference page",
        metric_and_charts,
        ("reference page (slider + 3 metrics + 3 charts): first metric", "reference page: every chart redrawn"),
    )
    alike = [
        open_target(
            context,
            watch,
            server,
            "/",
            TRIVIAL_SLIDER,
            label,
            {"text": (_TEXT_SNAPSHOT, _TEXT_CHANGED)},
            (f"{label}: text changed",),
        )
        for label, server in (others or {}).items()
    ]
    targets = [minimal, shaped, explorer, *alike]
    if before is not None:
        targets.append(
            open_target(
                context,
                watch,
                before,
                "/Explorer",
                EPSILON_SLIDER,
                f"Explorer at {before_label}",
                metric_and_charts,
                (f"Explorer at {before_label}: first metric", f"Explorer at {before_label}: every chart redrawn"),
            )
        )
    settings = explorer.page.url.split("?", 1)[1]
    start_value = explorer.slider.get_attribute("aria-valuetext")

    # Two warm-up presses each (not counted), then `changes` presses: always downwards from the default ε = 1, so
    # every ε is new to the session (20 stops per decade: 1 → 0.079 after 22 presses; the other pages likewise).
    # The order of the pages rotates from round to round: a page's place in the round alone moved its median by
    # ~10 ms (the same Explorer, first and last in each round: 80 and 69 ms), more than some changes measured.
    for step in range(changes + 2):
        for target in targets[step % len(targets) :] + targets[: step % len(targets)]:
            target.page.bring_to_front()
            target.slider.focus()
            target.page.evaluate("() => { window.__ws.messages = 0; window.__ws.bytes = 0; }")
            cpu_before = target.server.cpu_seconds()
            times = press_and_time(target.page, "ArrowLeft", target.clocks)
            settle(target.page)
            cpu_used = target.server.cpu_seconds() - cpu_before
            sent = target.page.evaluate("() => window.__ws")
            if step >= 2:
                for clock, elapsed in times.items():
                    target.series[clock].values.append(elapsed)
                target.messages.append(int(sent["messages"]))
                target.cpu_ms.append(1000 * cpu_used)
                target.kilobytes.append(float(sent["bytes"]) / 1024)
    end_value = explorer.slider.get_attribute("aria-valuetext")
    problems = watch.problems()
    context.close()
    return {
        "metric": explorer.series["metric"],
        "charts": explorer.series["charts"],
        "trivial": minimal.series["text"],
        "reference_metric": shaped.series["metric"],
        "reference_charts": shaped.series["charts"],
        "before": targets[-1].series if before is not None else None,
        "others": {target.label: target.series["text"] for target in alike},
        "traffic": {
            t.label: (statistics.median(t.messages), statistics.median(t.kilobytes), statistics.fmean(t.cpu_ms))
            for t in targets
        },
        "settings": settings,
        "epsilon_path": f"{start_value} → {end_value}",
        "problems": problems,
    }


def write_votes_csv(path: Path, rows: int) -> int:
    """One column of choices, 10 candidates with unequal shares (a clear but not certain winner)."""
    import numpy as np

    weights = np.array([22, 20, 14, 11, 9, 8, 6, 4, 3, 3], dtype=float)
    rng = np.random.default_rng(2026)
    picks = rng.choice(len(CANDIDATES), size=rows, p=weights / weights.sum())
    names = np.array(CANDIDATES)[picks]
    path.write_text("choice\n" + "\n".join(names) + "\n", encoding="utf-8")
    return path.stat().st_size


def write_hundred_candidates(path: Path) -> None:
    """A votes file of 100 candidates with distinct counts (the drag's chart has 100 rows per mechanism)."""
    import random

    rows = [f"Option {i:03d}" for i in range(FPS_CANDIDATES) for _ in range(1 + i % 37 + i // 10)]
    random.Random(2026).shuffle(rows)
    path.write_text("choice\n" + "\n".join(rows) + "\n", encoding="utf-8")


#: One drag's frames: [ms since start, 1 if the drawing changed in this frame]. ``scripted``: the slider moves one
#: stop on each animation frame (read after the view's own frame callback, registered before this one's next).
_DRAG_FRAMES = """([seconds, scripted]) => new Promise(resolve => {
    const read = () => {
        const card = document.querySelector('[data-testid="pcCardValue"], [data-testid="stMetricValue"]');
        const row = document.querySelector('[data-testid="pcRow"]');
        return (card ? card.textContent : '') + '|' + (row ? row.getAttribute('data-exact') : '');
    };
    const input = document.querySelector('[data-testid="pcEpsilon"] input[type="range"]');
    if (scripted) input.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true}));
    const frames = [];
    const start = performance.now();
    let last = read(), k = 0;
    function tick(now) {
        const drawn = read();
        frames.push([now - start, drawn !== last ? 1 : 0]);
        last = drawn;
        if (scripted) {
            k += 1;
            input.value = String(40 - Math.abs((k % 60) - 30));
            input.dispatchEvent(new Event('input', {bubbles: true}));
        }
        if (now - start < seconds * 1000) { requestAnimationFrame(tick); return; }
        if (scripted) {
            input.dispatchEvent(new Event('change', {bubbles: true}));
            window.dispatchEvent(new PointerEvent('pointerup'));
        }
        resolve(frames);
    }
    requestAnimationFrame(tick);
})"""


_KEEP = "{ window.__frames = f; }"


def _frame_stats(frames: list[list[float]], moves: int | None = None) -> dict:
    seconds = frames[-1][0] / 1000
    gaps = sorted(b[0] - a[0] for a, b in zip(frames, frames[1:], strict=False))
    return {
        "fps": len(frames) / seconds,
        "drawn_per_s": sum(f[1] for f in frames) / seconds,
        "gap_p50": gaps[len(gaps) // 2],
        "gap_p95": gaps[min(len(gaps) - 1, round(0.95 * (len(gaps) - 1)))],
        "gap_max": gaps[-1],
        "moves_per_s": None if moves is None else moves / seconds,
    }


def _open_hundred(browser, server: StreamlitServer, csv: Path):  # noqa: ANN001, ANN202
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    context.add_init_script(_WS_COUNTER)
    page = context.new_page()
    watch = Watch()
    watch.attach(context, page)
    page.goto(server.url("/Your_data", {"trials": 10_000}))
    uploader = page.get_by_test_id("stFileUploader").locator("input[type=file]")
    uploader.wait_for(state="attached", timeout=60_000)
    settle(page)
    uploader.set_input_files(str(csv))
    page.locator(_CARD).nth(2).wait_for(timeout=120_000)
    settle(page)
    page.get_by_role("slider", name=EPSILON_SLIDER).evaluate("el => el.scrollIntoView({block: 'center'})")
    page.wait_for_timeout(500)
    return context, page, watch


def _pointer_drag(page, seconds: float) -> tuple[list, int, dict]:  # noqa: ANN001
    """Hold the thumb and move it back and forth for ``seconds``; the frames, the moves made and the websocket
    messages counted while the button was held."""
    slider = page.get_by_role("slider", name=EPSILON_SLIDER)
    box = slider.bounding_box()
    y = box["y"] + box["height"] / 2
    stops = 60

    def x(index: float) -> float:
        return box["x"] + 9 + (box["width"] - 18) * index / stops

    page.mouse.move(x(40), y)
    page.evaluate("() => { window.__ws.messages = 0; window.__ws.bytes = 0; window.__ws.sent = 0; }")
    page.mouse.down()
    page.evaluate(f"() => {{ window.__frames = null; ({_DRAG_FRAMES})([{seconds}, false]).then(f => {_KEEP}); }}")
    started, moves = time.monotonic(), 0
    while time.monotonic() - started < seconds:
        page.mouse.move(x(40 - abs((moves % 80) - 40) * 0.75), y)
        moves += 1
    page.wait_for_function("() => window.__frames !== null", timeout=60_000)
    held = page.evaluate("() => ({...window.__ws})")
    page.mouse.up()
    return page.evaluate("window.__frames"), moves, held


def measure_fps(app: StreamlitServer, browser, csv: Path, before: StreamlitServer | None, repeats: int) -> dict:  # noqa: ANN001
    """(c): frames per second while ε is dragged over 100 candidates × 3 mechanisms, now (and before)."""
    found: dict = {"scripted": [], "pointer": [], "held": [], "before_pointer": [], "before_held": [], "problems": []}
    context, page, watch = _open_hundred(browser, app, csv)
    found["rows"] = page.evaluate("() => document.querySelectorAll('[data-testid=\"pcRow\"]').length")
    for _ in range(repeats):
        frames = page.evaluate(_DRAG_FRAMES, [FPS_SECONDS, True])
        found["scripted"].append(_frame_stats(frames))
        settle(page)
        frames, moves, held = _pointer_drag(page, FPS_SECONDS)
        found["pointer"].append(_frame_stats(frames, moves))
        found["held"].append(held)
        settle(page)
    found["problems"] += watch.problems()
    context.close()
    if before is not None:
        context, page, watch = _open_hundred(browser, before, csv)
        for _ in range(repeats):
            frames, moves, held = _pointer_drag(page, FPS_SECONDS)
            found["before_pointer"].append(_frame_stats(frames, moves))
            found["before_held"].append(held)
            settle(page)
        context.close()
    return found


def take_screenshots(app: StreamlitServer, browser, folder: Path) -> list[Path]:  # noqa: ANN001
    """A drag in progress: at projector size with the mouse, and on a phone with a finger (touch events)."""
    folder.mkdir(parents=True, exist_ok=True)
    saved = []
    # Projector: the lecture's view, ?present=1, the hand holding the slider six stops below where it was.
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    page = context.new_page()
    page.goto(app.url("/Explorer", {"scenario": "book_poll", "present": 1, "trials": 10_000}))
    page.locator(_CARD).nth(2).wait_for(timeout=60_000)
    settle(page)
    slider = page.get_by_role("slider", name=EPSILON_SLIDER)
    box = slider.bounding_box()
    y = box["y"] + box["height"] / 2

    def x(index: float) -> float:
        return box["x"] + 9 + (box["width"] - 18) * index / 60

    page.mouse.move(x(40), y)
    page.mouse.down()
    page.mouse.move(x(34), y, steps=6)
    page.wait_for_timeout(300)
    saved.append(folder / "drag_projector_1280x720.png")
    page.screenshot(path=str(saved[-1]))
    page.mouse.up()
    context.close()
    # Phone: a finger on the thumb, moved by touch events (Chrome's own input pipeline, as on a phone).
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True, has_touch=True
    )
    page = context.new_page()
    page.goto(app.url("/Explorer", {"scenario": "book_poll", "trials": 10_000}))
    page.locator(_CARD).nth(2).wait_for(timeout=60_000)
    settle(page)
    slider = page.get_by_role("slider", name=EPSILON_SLIDER)
    slider.evaluate("el => el.closest('[data-testid=\"pcEpsilon\"]').scrollIntoView({block: 'start'})")
    page.evaluate("() => document.querySelector('[data-testid=\"stMain\"]').scrollBy(0, -70)")  # (under the header)
    page.wait_for_timeout(400)
    box = slider.bounding_box()
    y = box["y"] + box["height"] / 2
    cdp = context.new_cdp_session(page)
    thumb = 14 + (box["width"] - 28) * 40 / 60  # (the thumb is 28 px on a touch screen)

    def touch(kind: str, left: float) -> None:
        points = [] if kind == "touchEnd" else [{"x": box["x"] + left, "y": y}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    touch("touchStart", thumb)
    for step in range(1, 9):
        touch("touchMove", thumb - step * (box["width"] - 28) / 60)
        page.wait_for_timeout(30)
    page.wait_for_timeout(300)
    saved.append(folder / "drag_phone_390x844.png")
    page.screenshot(path=str(saved[-1]))
    touch("touchEnd", 0)
    context.close()
    return saved


def measure_upload(app: StreamlitServer, browser, csv: Path, repeats: int) -> dict:  # noqa: ANN001
    """(b): seconds from handing the file to the uploader until the metrics and every chart are drawn."""
    seconds = []
    problems: list[str] = []
    for _ in range(repeats):
        context = browser.new_context(viewport=VIEWPORT)  # a new session each time: nothing parsed before
        page = context.new_page()
        watch = Watch()
        watch.attach(context, page)
        page.goto(app.url("/Your_data"))
        uploader = page.get_by_test_id("stFileUploader").locator("input[type=file]")
        uploader.wait_for(state="attached", timeout=60_000)
        settle(page)
        started = time.perf_counter()
        uploader.set_input_files(str(csv))
        page.get_by_test_id("pcCardValue").nth(2).wait_for(timeout=120_000)
        page.wait_for_function("() => (" + _CHARTS_SNAPSHOT + ")().length >= 3", timeout=120_000, polling=50)
        seconds.append(time.perf_counter() - started)
        text = page.get_by_test_id("stMain").inner_text()
        if f"{UPLOAD_ROWS:,} rows" not in text:
            problems.append("the page did not report the 1,000,000 rows")
        problems += watch.problems()
        context.close()
    return {"seconds": seconds, "problems": problems}


def machine() -> dict[str, str]:
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    chromium = subprocess.run([str(CHROMIUM), "--version"], capture_output=True, text=True, check=False).stdout.strip()
    return {
        "CPU": cpu,
        "cores (os.cpu_count / usable)": f"{os.cpu_count()} / {len(os.sched_getaffinity(0))}",
        "OS": platform.platform(),
        "Python": platform.python_version(),
        "streamlit / playwright": f"{version('streamlit')} / {version('playwright')}",
        "browser": chromium or str(CHROMIUM),
    }


def load() -> str:
    return ", ".join(f"{value:.2f}" for value in os.getloadavg())


def _median(values: list[dict], key: str) -> float:
    return statistics.median(v[key] for v in values)


def _fps_section(fps: dict | None) -> list[str]:
    """(c): frames per second during a drag, now and (pointer) before."""
    if not fps:
        return []

    def row(label: str, values: list[dict], held: list[dict]) -> str:
        if not values:
            return f"| {label} | – | – | – | – | – |"
        moves = _median(values, "moves_per_s") if values[0]["moves_per_s"] is not None else None
        sent = "–"
        if held:
            sent = f"{statistics.median(h['sent'] for h in held):.0f} / "
            sent += f"{statistics.median(h['messages'] for h in held):.0f}"
        return (
            f"| {label} | {'–' if moves is None else f'{moves:.0f}'} | {_median(values, 'fps'):.1f} | "
            f"{_median(values, 'drawn_per_s'):.1f} | {_median(values, 'gap_p50'):.1f} / "
            f"{_median(values, 'gap_p95'):.1f} / {_median(values, 'gap_max'):.0f} | {sent} |"
        )

    scripted = _median(fps["scripted"], "fps")
    drawn = _median(fps["scripted"], "drawn_per_s")
    met = "yes" if min(scripted, drawn) >= FPS_TARGET else "**no**"
    return [
        "## (c) Frames per second during a drag",
        "",
        f"Your data with a votes file of {FPS_CANDIDATES} candidates (three mechanisms, {fps['rows']} chart rows "
        f"drawn), chromium at 1280×720, the ε control in the middle of the window; {len(fps['scripted'])} drags of "
        f"{FPS_SECONDS:g} s each kind, medians. *Frames per second*: animation frames the page produced while the "
        "slider moved; *drawings per second*: frames in which the drawing (first card, first chart row's exact value) "
        "changed; *frame gap*: time between frames. *Messages*: websocket messages the page sent / received while the "
        "button was held (the release sends one).",
        "",
        f"**Scripted drag, one stop per frame: {scripted:.1f} frames and {drawn:.1f} new drawings per second** "
        f"(target ≥ {FPS_TARGET:g}: {met}).",
        "",
        "| drag | mouse moves per second | frames per second | drawings per second | frame gap p50 / p95 / max (ms) | "
        "messages sent / received while held |",
        "|---|---|---|---|---|---|",
        row("scripted, one stop per animation frame (now)", fps["scripted"], []),
        row("pointer, Playwright's mouse (now)", fps["pointer"], fps["held"]),
        row("pointer, Playwright's mouse (before: Streamlit's slider)", fps["before_pointer"], fps["before_held"]),
        "",
        "Before, the page drew nothing while the slider was held (Streamlit's slider sends its value on release and "
        "the server redraws the charts): 0 drawings per second, whatever the frame rate of an idle page.",
        "",
        *(f"- {p}" for p in fps["problems"]),
    ]


def report(
    result: dict,
    upload: dict,
    *,
    started: dt.datetime,
    load_start: str,
    load_end: str,
    size: int,
    fps: dict | None = None,
) -> str:
    epsilon = result
    trivial = epsilon["trivial"].median
    charts, metric = epsilon["charts"].median, epsilon["metric"].median
    ratio_charts, ratio_metric = charts / trivial, metric / trivial
    upload_median = statistics.median(upload["seconds"])
    ok = "yes" if ratio_charts <= RATIO_TARGET else "**no**"
    cpu_explorer, cpu_fragment = (epsilon["traffic"][page][2] for page in ("Explorer", FRAGMENT_LABEL))
    lines = [
        "# Dashboard latency in a real browser",
        "",
        f"Generated by `python bench/bench_latency.py` on {started:%Y-%m-%d %H:%M:%S} UTC. Playwright drives Debian's "
        "chromium (headless) against `streamlit run` on 127.0.0.1; times are taken inside the page (key press → "
        "the frame that paints the new value).",
        "",
        "## Machine",
        "",
        "| item | value |",
        "|---|---|",
        *(f"| {key} | {value} |" for key, value in machine().items()),
        f"| load average (1, 5, 15 min) at start / end | {load_start} / {load_end} |",
        "",
        "## Headline",
        "",
        "| figure | measured | target | met |",
        "|---|---|---|---|",
        f"| ε change → all charts redrawn, Explorer, median | {charts:.0f} ms | | |",
        f"| same key press on a trivial one-slider page, median | {trivial:.0f} ms | | |",
        f"| ratio Explorer (all charts) ÷ trivial page | {ratio_charts:.2f}× | ≤ {RATIO_TARGET}× | {ok} |",
        f"| ratio Explorer (first metric) ÷ trivial page | {ratio_metric:.2f}× | ≤ {RATIO_TARGET}× | "
        f"{'yes' if ratio_metric <= RATIO_TARGET else '**no**'} |",
        *(
            f"| for scale: Explorer (all charts) ÷ {label} | {charts / series.median:.2f}× | | |"
            for label, series in epsilon["others"].items()
        ),
        f"| server CPU per ε change, Explorer ÷ {FRAGMENT_LABEL} (means) | "
        f"{cpu_explorer:.1f} ÷ {cpu_fragment:.1f} ms = {cpu_explorer / cpu_fragment:.2f}× | | |",
        f"| for scale: reference page of the Explorer's shape (all charts) ÷ trivial page | "
        f"{epsilon['reference_charts'].median / trivial:.2f}× | | |",
        f"| 1,000,000-row CSV upload → results drawn, median of {len(upload['seconds'])} | {upload_median:.2f} s | "
        f"≤ {UPLOAD_TARGET_S:g} s | {'yes' if upload_median <= UPLOAD_TARGET_S else '**no**'} |",
        "",
        "## (a) ε change → updated view",
        "",
        f"Explorer at its default settings (`{epsilon['settings']}`), ε slider moved by ArrowLeft "
        f"({epsilon['epsilon_path']}, every stop new to the session; 2 warm-up presses not counted). "
        "Each round presses once on the trivial page (one `select_slider` with 61 stops and one line of text, its "
        "own `streamlit run`), once on the reference page (below), once on the Explorer, and once on each of two "
        "variants of the trivial page (its slider and text in a fragment, as the Explorer's are; and served without "
        "the app's `runner.postScriptGC = false`, i.e. with Streamlit's default full garbage collection after every "
        "run), so all see the same machine load; the order of the pages rotates from round to round (a page's place "
        "in a round alone moved its median by about 10 ms).",
        "",
        "| measurement | n | median (ms) | min / lower quartile / max (ms) | ratio to trivial |",
        "|---|---|---|---|---|",
        f"| Explorer: first metric text changed | {len(epsilon['metric'].values)} | {metric:.0f} | "
        f"{epsilon['metric'].spread()} | {ratio_metric:.2f}× |",
        f"| Explorer: every mechanism's chart redrawn | {len(epsilon['charts'].values)} | {charts:.0f} | "
        f"{epsilon['charts'].spread()} | {ratio_charts:.2f}× |",
        f"| trivial one-slider page: text changed | {len(epsilon['trivial'].values)} | {trivial:.0f} | "
        f"{epsilon['trivial'].spread()} | 1 |",
        *(
            f"| {series.name} | {len(series.values)} | {series.median:.0f} | {series.spread()} | "
            f"{series.median / trivial:.2f}× |"
            for series in (epsilon["reference_metric"], epsilon["reference_charts"], *epsilon["others"].values())
        ),
        "",
        "What the server sends per change (median over the measured changes), and the CPU time its process used per "
        "change (mean; the process's user + system time from the key press until the page was quiet, read from "
        "/proc in clock ticks of 10 ms, so a single change reads 0, 10 or 20 ms and only the mean is meaningful):",
        "",
        "| page | websocket messages | kB | server CPU per change (ms) |",
        "|---|---|---|---|",
        *(
            f"| {page} | {messages:.0f} | {kb:.1f} | {cpu:.1f} |"
            for page, (messages, kb, cpu) in epsilon["traffic"].items()
        ),
        "",
        "The reference page has the Explorer's shape (the same slider, three metrics, three Vega-Lite bar charts of 12 "
        "candidates in columns) and nothing else: the gap between it and the Explorer is the Explorer's own work per "
        "change (its Python, the number of elements it re-sends, what the browser redraws), not Streamlit's floor.",
        "",
        "Every value (ms, in order):",
        "",
        *(
            f"- {series.name}: " + ", ".join(f"{v:.0f}" for v in series.values)
            for series in (
                epsilon["metric"],
                epsilon["charts"],
                epsilon["trivial"],
                epsilon["reference_metric"],
                epsilon["reference_charts"],
                *epsilon["others"].values(),
            )
        ),
        "",
        *_before_section(epsilon),
        "## (b) 1,000,000-row upload",
        "",
        f"A votes file (one column `choice`, {UPLOAD_ROWS:,} rows, {len(CANDIDATES)} candidates, {size / 1e6:.1f} MB) "
        "handed to the Your-data uploader in a new browser session each time, at the page's default settings; "
        "timed until the three metrics and all three charts are drawn.",
        "",
        "| repeat | seconds |",
        "|---|---|",
        *(f"| {i} | {s:.2f} |" for i, s in enumerate(upload["seconds"], 1)),
        "",
        *_fps_section(fps),
        "## Checks during the run",
        "",
        "No console errors and no request off 127.0.0.1 were seen."
        if not (epsilon["problems"] or upload["problems"])
        else "\n".join(f"- {p}" for p in epsilon["problems"] + upload["problems"]),
        "",
        "Absolute times move with machine load (another job on this 2-core machine slows everything); the ratio of two "
        "medians measured alternately in the same run is the figure to quote.",
        "",
    ]
    return "\n".join(lines)


def _before_section(epsilon: dict) -> list[str]:
    """Before and after in the same run, when ``--before`` was given."""
    before = epsilon["before"]
    if before is None:
        return []
    old_metric, old_charts = before["metric"], before["charts"]
    return [
        "## Before and after, same run",
        "",
        f"The Explorer of {old_metric.name.split(':')[0].removeprefix('Explorer at ')} (a temporary git worktree, its "
        "own `streamlit run`) took its turn in every round above (the order rotating with the others).",
        "",
        "| measurement | before: median (ms) | now: median (ms) | now ÷ before | before ÷ trivial | now ÷ trivial |",
        "|---|---|---|---|---|---|",
        *(
            f"| {what} | {old.median:.0f} | {new.median:.0f} | {new.median / old.median:.2f} | "
            f"{old.median / epsilon['trivial'].median:.2f}× | {new.median / epsilon['trivial'].median:.2f}× |"
            for what, old, new in (
                ("first metric text changed", old_metric, epsilon["metric"]),
                ("every mechanism's chart redrawn", old_charts, epsilon["charts"]),
            )
        ),
        "",
        f"- {old_metric.name}: " + ", ".join(f"{v:.0f}" for v in old_metric.values),
        f"- {old_charts.name}: " + ", ".join(f"{v:.0f}" for v in old_charts.values),
        "",
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--changes", type=int, default=20, help="ε changes measured per page (≥ 15)")
    parser.add_argument("--uploads", type=int, default=3, help="1M-row uploads measured")
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    parser.add_argument("--drags", type=int, default=3, help="drags of each kind measured for (c)")
    parser.add_argument("--screenshots", type=Path, default=SCREENSHOTS, help="where (c) saves the drag screenshots")
    parser.add_argument(
        "--before",
        metavar="REV",
        help="also measure the Explorer of this git revision (a temporary worktree) or of this directory (a copy "
        "of the project), alternating in the same run",
    )
    args = parser.parse_args(argv)
    if not 15 <= args.changes <= MAX_CHANGES:
        parser.error(f"--changes must be 15 to {MAX_CHANGES}: every press must reach a new ε above the slider's 0.01")
    if not CHROMIUM.exists():
        print(f"{CHROMIUM} not found: apt-get install -y chromium", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    started = dt.datetime.now(dt.UTC)
    load_start = load()
    with tempfile.TemporaryDirectory(prefix="pc-latency-") as temp:
        temp_dir = Path(temp)
        (temp_dir / ".streamlit").mkdir()
        # The same privacy settings as the app (no usage statistics to an outside host), so only the page differs.
        shutil.copyfile(ROOT / ".streamlit" / "config.toml", temp_dir / ".streamlit" / "config.toml")
        (temp_dir / "trivial.py").write_text(TRIVIAL_APP, encoding="utf-8")
        (temp_dir / "trivial_fragment.py").write_text(TRIVIAL_FRAGMENT_APP, encoding="utf-8")
        default_gc = temp_dir / "default_gc"
        (default_gc / ".streamlit").mkdir(parents=True)
        config = (ROOT / ".streamlit" / "config.toml").read_text(encoding="utf-8")
        if GC_SETTING not in config:
            raise SystemExit(f"{GC_SETTING!r} is no longer in .streamlit/config.toml: update GC_SETTING")
        (default_gc / ".streamlit" / "config.toml").write_text(config.replace(GC_SETTING, ""), encoding="utf-8")
        (default_gc / "trivial.py").write_text(TRIVIAL_APP, encoding="utf-8")
        (temp_dir / "reference.py").write_text(REFERENCE_APP, encoding="utf-8")
        csv = temp_dir / "votes_1m.csv"
        size = write_votes_csv(csv, UPLOAD_ROWS)
        before_label, before_dir, worktree = "", None, False
        git = ["git", "-C", str(ROOT)]
        if args.before and Path(args.before).is_dir():
            before_dir = Path(args.before).resolve()
            before_label = f"the copy in {before_dir}"
        elif args.before:
            short = subprocess.check_output([*git, "rev-parse", "--short", args.before], text=True)
            before_label, before_dir, worktree = f"commit {short.strip()}", temp_dir / "before", True
            subprocess.run([*git, "worktree", "add", "--detach", str(before_dir), args.before], check=True)
        with (
            StreamlitServer() as app,
            StreamlitServer("trivial.py", cwd=temp_dir) as trivial,
            StreamlitServer("reference.py", cwd=temp_dir) as reference,
            StreamlitServer("trivial_fragment.py", cwd=temp_dir) as trivial_fragment,
            StreamlitServer("trivial.py", cwd=default_gc) as trivial_default_gc,
            StreamlitServer(cwd=before_dir) if before_dir else contextlib.nullcontext() as before,
            sync_playwright() as playwright,
        ):
            browser = launch_chromium(playwright)
            print(f"servers up (app {app.startup_seconds:.1f} s); measuring {args.changes} ε changes per page…")
            others = {FRAGMENT_LABEL: trivial_fragment, DEFAULT_GC_LABEL: trivial_default_gc}
            epsilon = measure_epsilon(app, trivial, reference, browser, args.changes, before, before_label, others)
            print(
                f"  explorer charts {epsilon['charts'].median:.0f} ms, metric {epsilon['metric'].median:.0f} ms, "
                f"trivial {epsilon['trivial'].median:.0f} ms, "
                f"reference charts {epsilon['reference_charts'].median:.0f} ms"
            )
            print(f"uploading {UPLOAD_ROWS:,} rows ({size / 1e6:.1f} MB) × {args.uploads}…")
            upload = measure_upload(app, browser, csv, args.uploads)
            print("  " + ", ".join(f"{s:.2f} s" for s in upload["seconds"]))
            hundred = temp_dir / "votes_100_candidates.csv"
            write_hundred_candidates(hundred)
            print(f"dragging ε over {FPS_CANDIDATES} candidates × 3 mechanisms, {args.drags} × each kind…")
            fps = measure_fps(app, browser, hundred, before, args.drags)
            scripted, pointer = _median(fps["scripted"], "fps"), _median(fps["pointer"], "fps")
            print(f"  scripted {scripted:.1f} fps, pointer {pointer:.1f} fps")
            for path in take_screenshots(app, browser, args.screenshots):
                print(f"  saved {path}")
            browser.close()
        if worktree:
            subprocess.run([*git, "worktree", "remove", "--force", str(before_dir)], check=True)
    text = report(epsilon, upload, started=started, load_start=load_start, load_end=load(), size=size, fps=fps)
    args.output.write_text(text, encoding="utf-8")
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
