"""Watching the runs with 20 sessions connected: pictures per second in a real browser, the server's time per
picture, and what Play costs the 19 other sessions.

One ``streamlit run`` (the script-run timer of ``bench_lecture_hall.py``: the server's own time per rerun) on
127.0.0.1. 19 visitors speak Streamlit's websocket protocol (``bench_scale.Visitor``: the protobufs that ship with
Streamlit, every ε step checked against dpcore) and move ε every ``--interval`` seconds on the book poll. One real
chromium page (Playwright, Debian's ``/usr/bin/chromium``, a projector's 1280×720, ``?present=1``) opens the
Explorer on each demo scenario in turn and, per scenario:

1. stays idle for ``--baseline`` seconds (the visitors' ε steps then are the "without Play" sample);
2. presses ▶ Play ``--plays`` times, each time sampling on every animation frame of the browser which picture's
   "After N runs" label is visible (``getComputedStyle``), until the last picture stays; the visitors' steps
   meanwhile are the "during Play" sample.

Figures: pictures per second actually displayed (from the times at which each picture appeared, the first one
left out: it was on screen before sampling began), pictures missed, the time from the click to the first picture
in the browser, the server's time for the Play rerun (build every picture and send them) and that divided by the
number of pictures, the Play element's size, and the p50/p95 of the visitors' ε-step round trips with and without
Play. Results: ``bench/results_animation.md``. A few minutes; bounded waits everywhere.

Usage (from the project root, with the project's interpreter)::

    python bench/bench_animation.py                       # all demo scenarios, writes bench/results_animation.md
    python bench/bench_animation.py --scenarios book_poll --plays 2 --output /tmp/animation.md   # a quick look
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import statistics
import sys
import threading
import time
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import bench_scale  # noqa: E402
import streamlit  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

import dpcore  # noqa: E402
from tests.browser.conftest import launch_chromium, wait_for_app  # noqa: E402
from ui.widgets.animation import FRAME_SECONDS  # noqa: E402

#: The phases of each scenario, in order: what the browser does while the visitors step.
IDLE, SAMPLING, PLAYING, PLAYING_SAMPLED = (
    "idle (no Play)",
    "the page sampled per animation frame, no Play",
    "Play, not sampled",
    "Play, sampled per animation frame",
)
PHASES = (IDLE, SAMPLING, PLAYING, PLAYING_SAMPLED)
#: How long one play lasts (13 pictures at 0.15 s) plus a margin.
PLAY_SECONDS = 13 * FRAME_SECONDS + 0.3

#: The demo scenarios (the shipped ones).
SCENARIOS = list(dpcore.SCENARIOS)
VIEWPORT = {"width": 1280, "height": 720}
TRIALS = 10_000

#: The name of the animation on the page (a new one for every press of Play).
_ANIMATION = """() => {
    const styles = Array.from(document.querySelectorAll('[data-testid="pcCharts"] style'));
    const found = styles.map(e => e.textContent).join('').match(/@keyframes (pc-play-[0-9]+)/);
    return found ? found[1] : '';
}"""

#: On every animation frame of the browser, once the new animation is on the page: which picture's label is
#: visible, [ms since the click, index, number of pictures].
_SAMPLE = (
    """([clicked, seconds, before]) => new Promise(resolve => {
    const seen = [];
    const name = """
    + _ANIMATION
    + """;
    function tick(now) {
        const labels = Array.from(document.querySelectorAll('[data-testid="pcRuns"] .pc-f'));
        const fresh = name() !== before;
        const shown = fresh ? labels.findIndex(l => getComputedStyle(l).visibility === 'visible') : -1;
        const last = seen.length ? seen[seen.length - 1][1] : -2;
        if (fresh && shown !== last) seen.push([now - clicked, shown, labels.length]);
        const done = fresh && labels.length && shown === labels.length - 1;
        if (now - clicked < seconds * 1000 && !done) requestAnimationFrame(tick); else resolve(seen);
    }
    requestAnimationFrame(tick);
})"""
)

#: The size of the Markdown element that holds the charts (what Play sends), in characters.
_SIZE = """() => document.querySelector('[data-testid="pcCharts"]').closest('[data-testid="stMarkdownContainer"]')
    .innerHTML.length"""


class Visitors(threading.Thread):
    """The 19 other sessions: open, then step ε every ``interval`` s until stopped; each step timed with its start."""

    def __init__(self, base_url: str, count: int, interval: float) -> None:
        super().__init__(daemon=True)
        self.base_url, self.count, self.interval = base_url, count, interval
        self.stats = bench_scale.Stats()
        self.steps: list[tuple[float, float]] = []  # (wall clock at the step's start, round trip seconds)
        self.opened = threading.Event()
        self.halt = threading.Event()
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as error:  # reported by the main thread
            self.error = error
            self.opened.set()

    async def _main(self) -> None:
        visitors = [bench_scale.Visitor(i, self.base_url, self.stats, 30.0) for i in range(self.count)]
        for number, visitor in enumerate(visitors):
            await asyncio.sleep(0.2 if number else 0)
            await visitor.open()
        self.opened.set()

        async def walk(visitor: bench_scale.Visitor) -> None:
            await asyncio.sleep(visitor.index * self.interval / self.count)  # phases spread evenly
            while not self.halt.is_set():
                started, done = time.time(), len(self.stats.step_seconds)
                await visitor.step()
                if len(self.stats.step_seconds) > done:
                    self.steps.append((started, self.stats.step_seconds[-1]))
                await asyncio.sleep(max(0.0, self.interval - (time.time() - started)))

        await asyncio.gather(*(walk(v) for v in visitors))
        await asyncio.gather(*(v.close() for v in visitors), return_exceptions=True)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))] if ordered else float("nan")


def play_once(page, scenario: str) -> dict:  # noqa: ANN001
    """Press Play, sample the pictures until the last one stays; the click's wall clock and what the browser saw."""
    page.mouse.move(VIEWPORT["width"] - 2, VIEWPORT["height"] - 2)
    before = page.evaluate(_ANIMATION)
    clicked_wall = time.time()
    clicked = page.evaluate("() => performance.now()")
    page.get_by_role("radio", name="▶", exact=True).click()
    seen = page.evaluate(_SAMPLE, [clicked, 20 * FRAME_SECONDS + 10, before])
    pictures = [(at, index) for at, index, _ in seen if index >= 0]
    total = max((count for _, _, count in seen), default=0)
    starts = pictures[1:]  # the first picture seen was already on screen when sampling began
    gaps = [b[0] - a[0] for a, b in zip(starts, starts[1:], strict=False)]
    size = page.evaluate(_SIZE)
    wait_for_app(page)
    page.wait_for_timeout(300)
    return {
        "scenario": scenario,
        "clicked_wall": clicked_wall,
        "pictures": total,
        "seen": len({index for _, index in pictures}),
        "first_picture_ms": pictures[0][0] if pictures else float("nan"),
        "fps": 1000 / statistics.mean(gaps) if gaps else float("nan"),
        "gap_ms_max": max(gaps) if gaps else float("nan"),
        "ended_on_last": bool(pictures) and pictures[-1][1] == total - 1,
        "html_chars": size,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scenarios", nargs="+", default=SCENARIOS, choices=SCENARIOS)
    parser.add_argument("--others", type=int, default=19, help="sessions besides the browser (websocket visitors)")
    parser.add_argument("--interval", type=float, default=3.0, help="seconds between two ε steps of a visitor")
    parser.add_argument("--baseline", type=float, default=12.0, help="idle seconds per scenario before the plays")
    parser.add_argument("--plays", type=int, default=5, help="Play presses per scenario")
    parser.add_argument("--output", type=Path, default=ROOT / "bench" / "results_animation.md")
    args = parser.parse_args()

    load_start = os.getloadavg()
    target = bench_scale.Target("single", 1).start()
    visitors = Visitors(target.base_url, args.others, args.interval)
    plays: list[dict] = []
    windows: dict[str, list[tuple[float, float]]] = {name: [] for name in PHASES}
    browser_sessions: set[str] = set()
    try:
        visitors.start()
        if not visitors.opened.wait(180) or visitors.error:
            raise RuntimeError(f"the visitors did not open: {visitors.error!r}")
        others = {session for *_, session in _runs(target)}
        with sync_playwright() as playwright:
            browser = launch_chromium(playwright)
            page = browser.new_page(viewport=VIEWPORT)
            for scenario in args.scenarios:
                query = f"scenario={scenario}&trials={TRIALS}&seed=7&present=1"
                page.goto(f"{target.base_url}/Explorer?{query}", timeout=90_000)
                page.get_by_test_id("pcChart").first.wait_for(timeout=90_000)
                wait_for_app(page)
                browser_sessions |= {session for *_, session in _runs(target)} - others
                start = time.time()
                page.wait_for_timeout(args.baseline * 1000)
                windows[IDLE].append((start, time.time()))
                # The browser shares this machine's two cores with the server: its own work is measured apart.
                start = time.time()
                for _ in range(args.plays):
                    page.evaluate(_SAMPLE, [page.evaluate("() => performance.now()"), PLAY_SECONDS, "none"])
                    page.wait_for_timeout(500)
                windows[SAMPLING].append((start, time.time()))
                start = time.time()
                for _ in range(args.plays):
                    page.mouse.move(VIEWPORT["width"] - 2, VIEWPORT["height"] - 2)
                    page.get_by_role("radio", name="▶", exact=True).click()
                    page.wait_for_timeout(PLAY_SECONDS * 1000 + 500)
                windows[PLAYING].append((start, time.time()))
                start = time.time()
                for _ in range(args.plays):
                    plays.append(play_once(page, scenario))
                windows[PLAYING_SAMPLED].append((start, time.time()))
                print(scenario, [round(p["fps"], 2) for p in plays if p["scenario"] == scenario], flush=True)
            browser_version = browser.version
            browser.close()
    finally:
        visitors.halt.set()
        visitors.join(30)
        runs = _runs(target)
        target.stop()
    load_end = os.getloadavg()

    # The server's time for each Play: the browser session's rerun that started right after the click.
    for play in plays:
        after = [
            (wall, seconds)
            for wall, seconds, kind, session in runs
            if session in browser_sessions and play["clicked_wall"] - 0.05 <= wall <= play["clicked_wall"] + 5
        ]
        play["server_ms"] = after[0][1] * 1000 if after else float("nan")
        play["server_ms_per_picture"] = play["server_ms"] / play["pictures"] if play["pictures"] else float("nan")
    steps = {
        name: [seconds for started, seconds in visitors.steps if any(a <= started <= b for a, b in spans)]
        for name, spans in windows.items()
    }
    report = markdown(args, plays, steps, visitors.stats, load_start, load_end, browser_version)
    args.output.write_text(report)
    print(report)
    lost = len(visitors.stats.lost) + len(visitors.stats.errored)
    return 0 if all(p["ended_on_last"] for p in plays) and not lost else 1


def _runs(target: bench_scale.Target) -> list[tuple[float, float, str, str]]:
    """Every script run of the server so far: (wall clock at start, seconds, full | fragment, session id)."""
    found = []
    if target.runs_log.exists():
        for line in target.runs_log.read_text().splitlines():
            wall, seconds, kind, session = line.split()
            found.append((float(wall), float(seconds), kind, session))
    return found


HEADER = (
    "| scenario | plays | pictures | pictures/s, median (lowest) | missed | click → first picture (ms) | "
    "server per Play (ms) | server per picture (ms) | element (k chars) | ended on the last |\n"
    "|---|---|---|---|---|---|---|---|---|---|"
)


def ratio(pair: tuple[float, float]) -> str:
    return f"{pair[0]:.0f} / {pair[1]:.0f} ms (ratio {pair[1] / pair[0]:.2f})"


def loads(values: tuple[float, float, float]) -> str:
    return ", ".join(f"{v:.2f}" for v in values)


def markdown(args, plays, steps, stats, load_start, load_end, browser_version) -> str:  # noqa: ANN001
    def med(values: list[float]) -> float:
        values = [v for v in values if v == v]
        return statistics.median(values) if values else float("nan")

    rows = []
    for scenario in args.scenarios:
        mine = [p for p in plays if p["scenario"] == scenario]
        if not mine:
            continue
        candidates = dpcore.SCENARIOS[scenario].scores.size
        rows.append(
            f"| {scenario} ({candidates} candidates) | {len(mine)} | {mine[0]['pictures']} | "
            f"{med([p['fps'] for p in mine]):.2f} ({min(p['fps'] for p in mine):.2f}) | "
            f"{sum(p['pictures'] - p['seen'] for p in mine)} | {med([p['first_picture_ms'] for p in mine]):.0f} | "
            f"{med([p['server_ms'] for p in mine]):.1f} | {med([p['server_ms_per_picture'] for p in mine]):.2f} | "
            f"{med([p['html_chars'] for p in mine]) / 1000:.0f} | "
            f"{'yes' if all(p['ended_on_last'] for p in mine) else 'NO'} |"
        )
    without, during = steps[IDLE], steps[PLAYING]
    p50 = (percentile(without, 0.5) * 1000, percentile(during, 0.5) * 1000)
    p95 = (percentile(without, 0.95) * 1000, percentile(during, 0.95) * 1000)
    phase_rows = "\n".join(
        f"| {name} | {len(steps[name])} | {percentile(steps[name], 0.5) * 1000:.0f} | "
        f"{percentile(steps[name], 0.95) * 1000:.0f} | {percentile(steps[name], 0.5) / percentile(without, 0.5):.2f} | "
        f"{percentile(steps[name], 0.95) / percentile(without, 0.95):.2f} |"
        for name in PHASES
    )
    all_fps = [p["fps"] for p in plays]
    all_per_picture = [p["server_ms_per_picture"] for p in plays]
    when = datetime.now(UTC).strftime("%Y-%m-%d %H:%M:%S UTC")
    fps_cell = f"**{med(all_fps):.2f}** ({min(all_fps):.2f}); target ≥ 5"
    counted = f"{len(without)} / {len(during)}; {len(stats.lost)} lost, {len(stats.errored)} wrong"
    return f"""# Watching the runs: pictures per second and server time, with 20 sessions connected

Generated by `python bench/bench_animation.py` on {when}. One `streamlit run` on 127.0.0.1 with the script-run
timer of `bench_lecture_hall.py`; {args.others} visitors speaking Streamlit's websocket protocol
(`bench_scale.Visitor`, every step checked against dpcore) move ε on the book poll every {args.interval:g} s; one
headless chromium page (a projector's 1280×720, `?present=1`, {TRIALS:,} runs per mechanism, seed 7) opens each
demo scenario and, in turn: stays idle {args.baseline:g} s; runs the measuring loop {args.plays} times without
Play; presses ▶ Play {args.plays} times without measuring; presses ▶ Play {args.plays} times measuring. Each
picture is shown for {FRAME_SECONDS:g} s by a CSS animation: the design rate is {1 / FRAME_SECONDS:.2f} pictures
per second.

## Machine

| item | value |
|---|---|
| CPU cores (os.cpu_count) | {os.cpu_count()} |
| OS | {platform.platform()} |
| Python / streamlit | {platform.python_version()} / {streamlit.__version__} |
| browser | Chromium {browser_version} (Debian, headless) |
| load average (1, 5, 15 min) at start / end | {loads(load_start)} / {loads(load_end)} |

The machine is shared (other sessions run tests on it): absolute times move with its load; the ratios of one run
are what to quote.

## Headline

| figure | measured |
|---|---|
| pictures per second shown in the browser, median over {len(plays)} plays (lowest) | {fps_cell} |
| server time per picture (the Play rerun ÷ pictures), median | **{med(all_per_picture):.2f} ms** |
| server time while a play runs | 0: the pictures are one Markdown element, animated by the browser's CSS |
| other sessions' ε step, p50 without / during Play (not sampled) | {ratio(p50)} |
| other sessions' ε step, p95 without / during Play (not sampled) | {ratio(p95)} |
| ε steps measured without / during Play; lost or wrong | {counted} |

## The other sessions' ε steps, per phase

Round trip of each visitor's ε step (its rerun message to its `script_finished`), by what the browser page did at
the time. On this machine the headless chromium (software rendering, `--disable-gpu`) runs on the same two cores
as the server, so its own work shows up in the visitors' times; a lecturer's browser runs on the lecturer's
laptop. "Sampled" phases add the measuring loop (a `getComputedStyle` of 13 labels on every animation frame).

| phase | steps | p50 (ms) | p95 (ms) | p50 ÷ idle | p95 ÷ idle |
|---|---|---|---|---|---|
{phase_rows}

## Per scenario

Pictures per second: from the times at which each picture appeared in the browser (sampled on every animation
frame with `getComputedStyle`; the first one seen is left out, it was already on screen). Missed: pictures never
seen visible. Click → first picture: the click to the first visible "After N runs" label (the server's rerun, the
message and the browser's layout). Server: the Play rerun of the browser's session (the ε fragment: compute the
counts after 1, 2, 5, … runs for every mechanism, build every picture's SVG, send one element).

{HEADER}
{chr(10).join(rows)}

Every play, in order: {", ".join(f"{p['scenario']} {p['fps']:.2f}/s {p['server_ms']:.0f} ms" for p in plays)}.
"""


if __name__ == "__main__":
    sys.exit(main())
