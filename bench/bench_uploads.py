"""Your-data uploads in a real browser, now and at an earlier commit, in one run: results_uploads.md / .json.

The figures of issue #10 ("Tests and figures"), with issue #19's closing targets (upload → charts ≤ 1 s for the
150,000-row long-format export, ≤ 5 s for 1,000,000 rows, before and after the reader that weighs every reading), each
timed in headless Debian chromium (Playwright) from the moment the file (or the new column) is handed to the page
until the three mechanism cards and their charts are drawn and the app is idle (Streamlit's ``stApp`` reports
``notRunning``):

1. a long-format participatory-budgeting export, ``make_exports.pb_long_format(65,300 voters, 200 projects)``
   (150,386 rows, 5.1 MB) → charts; target ≤ 1 s;
2. on that file, "Column holding the choices" switched to another column (``project_id``) → every chart redrawn
   with the new candidates; target ≤ 1 s;
3. the 1,000,000-row single-column vote file of ``bench_latency.py`` → charts; target ≤ 5 s;
4. ``make_exports.huge_cell_csv(2_000_000)`` (one 2 MB cell) → page usable; target ≤ 2 s; also every byte the
   server sent over the websocket for that upload (the issue asks that no rerun send more than a few hundred kB);
5. on that file, the choices column switched to "Comment" (the column holding the 2 MB cell: what froze the tab
   in the issue) → page usable, and the bytes sent; target ≤ 2 s.

The earlier commit (``--before``, default a767ca4, the commit issue #19 was filed against; 7f723f0 for issue #10's
own comparison) is checked out into a temporary git worktree and served by its own ``streamlit run`` (``--after REV``
does the same for the "now" side, which is otherwise the working tree, uncommitted edits included: on a tree others
are editing, pass ``--after HEAD``); each round runs every case on both servers, the order
of the two sides alternating from round to round, so machine load hits both alike. Medians over the rounds. A case
that fails or times out on a side is recorded with what the page did instead (and, after a time-out, not retried on
that side: a frozen tab would only eat the time budget).

    python bench/bench_uploads.py                       # 5 rounds, ~6-8 minutes on 2 cores
    python bench/bench_uploads.py --rounds 3 --before 7f723f0 --output /tmp/uploads.md

What each side made of a file is read from the page: its "Understood:" sentence, the best it names ("the true best",
or "the best as the file was read" while a question is open or the gate failed) and the question it asked, if any
(the containers keyed ``yd_question`` and, for a file holding several tables, ``yd_table_question``; the table picker
itself is the widget ``yd_table``, ``yd_sheet`` before issue #19).

Run from the project root with the project's interpreter; needs /usr/bin/chromium and the playwright package.
"""

from __future__ import annotations

import argparse
import datetime as dt
import importlib.util
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# This bench extends the latency bench: its upload file, load and machine notes, and the same browser kit.
from bench.bench_latency import UPLOAD_ROWS, load, machine, write_votes_csv  # noqa: E402 - needs ROOT on the path
from tests.browser import conftest as kit  # noqa: E402

DEFAULT_OUTPUT = ROOT / "bench" / "results_uploads.md"
DEFAULT_BEFORE = "a767ca4"  # the commit issue #19 was filed against
VOTERS, PROJECTS, SEED = 65_300, 200, 1100  # 150,386 rows: issue #19's "150,000-row export"
HUGE_CELL = 2_000_000
SWITCH_TO = "project_id"  # neither side's default column for the long file: both must score a new column
HUGE_SWITCH_TO = "Comment"  # the column holding the 2 MB cell: what froze the tab in issue #10
CHOICE_LABEL = "Column holding the choices"
TIMEOUT_S = 60.0
SETTLE_MS = 150  # a run about to start (Streamlit's debounce) before the app is called idle

#: case → (what the table calls it, target in seconds)
CASES = {
    "long": (f"long-format export ({VOTERS:,} voters × {PROJECTS} projects, 150,386 rows) → charts", 1.0),
    "switch": ("column switch on that file → charts redrawn", 1.0),
    "million": ("1,000,000-row vote file → charts", 5.0),
    "huge_cell": ("file with one 2 MB cell → page usable", 2.0),
    "huge_switch": ("same file, column switched to “Comment” (the 2 MB cell) → page usable", 2.0),
}

# Drawn and idle: three cards, three charts with rows, and Streamlit not running the script.
_IDLE = "(document.querySelector('[data-testid=\"stApp\"]')?.getAttribute('data-test-script-state') === 'notRunning')"
_DRAWN = (
    "() => document.querySelectorAll('[data-testid=\"pcCardValue\"]').length === 3"
    " && Array.from(document.querySelectorAll('[data-testid=\"pcChart\"]'))"
    ".filter(c => c.querySelector('[data-testid=\"pcRow\"]')).length >= 3 && " + _IDLE
)
# The charts' text (candidate labels and numbers), to tell a redrawn chart from the one before.
_CHART_TEXTS = "() => Array.from(document.querySelectorAll('[data-testid=\"pcChart\"]')).map(c => c.textContent)"
_REDRAWN = (
    "before => { const now = (" + _CHART_TEXTS + ")(); return now.length >= 3 && now.length === before.length"
    " && now.every((t, i) => t !== before[i]) && " + _IDLE + "; }"
)


def make_exports():  # noqa: ANN201
    """tests/exports/make_exports.py as a module (it is a script, not a package)."""
    spec = importlib.util.spec_from_file_location("make_exports", ROOT / "tests" / "exports" / "make_exports.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@dataclass
class Side:
    """One server (the current tree or the earlier commit) and what its rounds measured."""

    label: str
    server: kit.StreamlitServer
    seconds: dict[str, list[float]] = field(default_factory=dict)
    settled: dict[str, list[float]] = field(default_factory=dict)
    ws_bytes: dict[str, list[int]] = field(default_factory=dict)
    ws_largest: dict[str, list[int]] = field(default_factory=dict)
    phases: dict[str, list[dict]] = field(default_factory=dict)
    seen: dict[str, str] = field(default_factory=dict)  # what the page said it understood, per case
    failures: dict[str, list[str]] = field(default_factory=dict)
    given_up: set[str] = field(default_factory=set)
    problems: list[str] = field(default_factory=list)


def server_cpu(pid: int | None) -> float | None:
    """User + system CPU seconds the process has used so far (/proc/<pid>/stat), or None."""
    if pid is None:
        return None
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Traffic:
    """Every websocket frame the server sent this page (Playwright ``framereceived``): bytes and arrival times; and
    when the upload's HTTP PUT finished. Times are stamped when Playwright hands the event over (a few ms late)."""

    def __init__(self, page, server_pid: int | None = None) -> None:  # noqa: ANN001
        self.server_pid = server_pid
        self.reset()
        page.on("websocket", lambda ws: ws.on("framereceived", self._frame))
        page.on("requestfinished", self._request)

    def _frame(self, payload) -> None:  # noqa: ANN001
        size = len(payload.encode("utf-8") if isinstance(payload, str) else payload)
        self.bytes += size
        self.largest = max(self.largest, size)
        self.arrivals.append(time.perf_counter())

    def _request(self, request) -> None:  # noqa: ANN001
        if request.method == "PUT" and self.put_done is None:
            self.put_done = time.perf_counter()

    def reset(self) -> None:
        self.bytes = self.largest = 0
        self.arrivals: list[float] = []
        self.put_done: float | None = None
        self.cpu_start = server_cpu(self.server_pid)
        self.started = time.perf_counter()

    def phases(self, drawn: float) -> dict[str, float | None]:
        """Seconds from the start to the upload's PUT done and to the last frame before the page was drawn."""
        end = self.started + drawn
        last = max((t for t in self.arrivals if t <= end), default=None)
        cpu = server_cpu(self.server_pid)
        return {
            "server_cpu_s": None if cpu is None or self.cpu_start is None else cpu - self.cpu_start,
            "upload_put_done_s": None if self.put_done is None else self.put_done - self.started,
            "last_frame_s": None if last is None else last - self.started,
            "drawn_after_last_frame_s": None if last is None else end - last,
        }


def _understood(page, column_box: bool) -> str:  # noqa: ANN001
    """A one-line account of what the page made of the file: its sentence (now) or the column and the true best."""
    main = page.get_by_test_id("stMain").inner_text(timeout=10_000)
    found = re.search(r"Understood: ([^\n]+)", main)
    parts = [found[1][:160]] if found else []
    for key in ("yd_table_question", "yd_question"):  # a question the page asked (issue #19), nothing selected yet
        asked = page.locator(f".st-key-{key}")
        if asked.count():
            question = asked.first.inner_text(timeout=5_000).strip().split("\n")[0]
            answers = asked.first.locator("input[type=radio]").count()
            parts.append(f"asked “{question[:100]}” ({answers} answers offered)")
    if column_box and not found:
        box = page.get_by_role("combobox", name=CHOICE_LABEL)
        if box.count():
            parts.append(f"column “{box.first.input_value()}”")
    rows = re.search(r": ([\d,]+ rows? × [\d,]+ columns?)", main)
    if rows and not found:
        parts.insert(0, rows[1])
    best = re.search(r"would choose (.+?) \((the true best|the best as the file was read)\)", main)
    if best:
        parts.append(f"{best[2].removeprefix('the ')} “{best[1][:60]}”")
    return "; ".join(parts) or main[:160].replace("\n", " ")


def _settle(page) -> None:  # noqa: ANN001
    """A run about to start is given 150 ms (Streamlit's debounce), then the app must be idle: catches a second run
    right after the first. The bench's own, so that "settled" keeps its meaning whatever the browser tests' helpers
    become."""
    page.wait_for_timeout(SETTLE_MS)
    page.locator("[data-testid='stApp'][data-test-script-state='notRunning']").wait_for(timeout=TIMEOUT_S * 1000)
    running = page.locator("[data-testid='stStatusWidget']").filter(has_text="Running")
    running.wait_for(state="hidden", timeout=TIMEOUT_S * 1000)


def _wait(page, condition: str, arg=None, timeout_s: float = TIMEOUT_S) -> None:  # noqa: ANN001
    page.wait_for_function(condition, arg=arg, timeout=timeout_s * 1000, polling="raf")


def _upload_and_time(page, traffic: Traffic, path: Path) -> tuple[float, float]:  # noqa: ANN001
    """Seconds from set_input_files to drawn-and-idle, and to settled (no run about to start)."""
    uploader = page.get_by_test_id("stFileUploader").locator("input[type=file]")
    traffic.reset()
    started = traffic.started
    uploader.set_input_files(str(path))
    _wait(page, _DRAWN)
    drawn = time.perf_counter() - started
    _settle(page)  # catches a second run right after the first (its 150 ms debounce is taken off)
    return drawn, time.perf_counter() - started - SETTLE_MS / 1000


def _open(side: Side, browser):  # noqa: ANN001, ANN201
    context = browser.new_context(viewport=kit.VIEWPORT, locale="en-GB")
    page = context.new_page()
    watch = kit.Watch()
    watch.attach(context, page)
    traffic = Traffic(page, side.server._process.pid if side.server._process else None)
    page.goto(side.server.url("/Your_data"))
    page.get_by_test_id("stFileUploader").locator("input[type=file]").wait_for(state="attached", timeout=60_000)
    _settle(page)
    page.wait_for_timeout(300)
    return context, page, watch, traffic


def _record(side: Side, case: str, drawn: float, settled: float, traffic: Traffic) -> None:
    side.seconds.setdefault(case, []).append(drawn)
    side.settled.setdefault(case, []).append(settled)
    side.ws_bytes.setdefault(case, []).append(traffic.bytes)
    side.ws_largest.setdefault(case, []).append(traffic.largest)
    side.phases.setdefault(case, []).append(traffic.phases(drawn))


def _attempt(side: Side, case: str, action: Callable[[], None], page) -> None:  # noqa: ANN001
    """Run one measurement; a failure or time-out is written down (with what the page showed), never raised."""
    if case in side.given_up:
        return
    try:
        action()
    except Exception as error:  # noqa: BLE001 - the old commit may fail in any way; the report says how
        from playwright.sync_api import TimeoutError as PlaywrightTimeout

        timed_out = isinstance(error, PlaywrightTimeout)
        message = str(error).split("\n")[0]
        what = f"timed out ({message})" if timed_out else f"{type(error).__name__}: {message}"
        try:
            shown = page.get_by_test_id("stMain").inner_text(timeout=5_000)
            errors = kit.exception_texts(page) + page.get_by_test_id("stAlert").all_inner_texts()
            what += "; the page showed: " + (" | ".join(errors) or shown[-300:]).replace("\n", " ")[:400]
        except Exception:  # noqa: BLE001 - a frozen tab cannot be read
            what += "; the page could not be read (tab unresponsive)"
        side.failures.setdefault(case, []).append(what.split("\nCall log", 1)[0])
        if timed_out and f"{TIMEOUT_S * 1000:.0f}ms" in message:  # a frozen tab: not again on this side
            side.given_up.add(case)
        print(f"    {side.label} {case}: {what[:200]}")


def _switch(page, traffic: Traffic, side: Side, case: str, target: str) -> None:  # noqa: ANN001
    """Pick ``target`` in "Column holding the choices" and time it until every chart shows new text, idle."""
    expander = page.get_by_test_id("stExpander").filter(has_text="Change how the file is read")
    if expander.count():  # now: the layout widgets are inside this expander; before: on the page
        expander.locator("summary").click()
    box = page.get_by_role("combobox", name=CHOICE_LABEL)
    box.wait_for(timeout=10_000)
    page.wait_for_timeout(400)  # the expander's opening animation moves the box
    was = box.input_value()
    option = page.get_by_role("option", name=target, exact=True)
    for attempt in range(3):  # a click during a layout shift may not open the list: try again
        box.click()
        try:
            option.wait_for(timeout=3_000)
            break
        except Exception:  # noqa: BLE001 - Playwright's TimeoutError
            if attempt == 2:
                raise
            page.keyboard.press("Escape")
    _settle(page)
    before = page.evaluate(_CHART_TEXTS)
    traffic.reset()
    started = traffic.started
    option.click()
    _wait(page, _REDRAWN, arg=before)
    drawn = time.perf_counter() - started
    _settle(page)
    _record(side, case, drawn, time.perf_counter() - started - SETTLE_MS / 1000, traffic)
    side.seen.setdefault(case, f"“{was}” → “{target}”: " + _understood(page, column_box=True))


def run_session(side: Side, browser, case: str, path: Path, then: tuple[str, str] | None = None) -> None:  # noqa: ANN001
    """One upload in a new session (``case``); then, if asked, one column switch (case, column) on the same page."""
    if case in side.given_up:
        return
    context, page, watch, traffic = _open(side, browser)
    try:

        def upload() -> None:
            drawn, settled = _upload_and_time(page, traffic, path)
            _record(side, case, drawn, settled, traffic)
            side.seen.setdefault(case, _understood(page, column_box=True))

        uploaded = len(side.seconds.get(case, []))
        _attempt(side, case, upload, page)
        if then is not None and len(side.seconds.get(case, [])) > uploaded:
            switch_case, column = then
            _attempt(side, switch_case, lambda: _switch(page, traffic, side, switch_case, column), page)
    finally:
        side.problems += watch.problems()
        context.close()


def warm_up(side: Side, browser) -> None:  # noqa: ANN001
    """One small upload (the shipped long-format fixture) so neither side's first timed upload pays for imports."""
    context, page, _watch, traffic = _open(side, browser)
    try:
        _upload_and_time(page, traffic, ROOT / "tests" / "exports" / "pb_long_format.csv")
    except Exception as error:  # noqa: BLE001
        print(f"  warm-up on {side.label} failed: {error}".split("\n")[0])
    finally:
        context.close()


def median(values: list[float]) -> float | None:
    return statistics.median(values) if values else None


def summary(sides: list[Side]) -> dict:
    out = {}
    for side in sides:
        out[side.label] = {
            case: {
                "seconds": side.seconds.get(case, []),
                "median_s": median(side.seconds.get(case, [])),
                "settled_seconds": side.settled.get(case, []),
                "ws_bytes": side.ws_bytes.get(case, []),
                "ws_largest_frame_bytes": side.ws_largest.get(case, []),
                "phases": side.phases.get(case, []),
                "page_understood": side.seen.get(case, ""),
                "failures": side.failures.get(case, []),
            }
            for case in CASES
        }
        out[side.label]["browser_problems"] = sorted(set(side.problems))
    return out


def _cell(side: Side, case: str) -> str:
    values = side.seconds.get(case, [])
    failures = side.failures.get(case, [])
    if not values and not failures:
        return "not run"
    if not values:
        return (
            f"timed out (> {TIMEOUT_S:.0f} s)" if failures and f"{TIMEOUT_S * 1000:.0f}ms" in failures[0] else "failed"
        )
    text = f"{statistics.median(values):.2f} s"
    if failures:
        text += f" ({len(failures)} failed)"
    return text


PHASE_KEYS = ("server_cpu_s", "upload_put_done_s", "last_frame_s", "drawn_after_last_frame_s")


def _phase(side: Side, case: str, key: str) -> str:
    values = [p[key] for p in side.phases.get(case, []) if p[key] is not None]
    return f"{statistics.median(values):.2f}" if values else "–"


def report(data: dict, before: Side, after: Side, meta: dict) -> str:
    lines = [
        "# Your-data uploads in a real browser, before and after",
        "",
        f"Generated by `python bench/bench_uploads.py{meta['argv']}` on {meta['started']} UTC. Playwright drives "
        "Debian's chromium (headless) against two `streamlit run` servers on 127.0.0.1: the current tree "
        f"(`{meta['after_rev']}`{', a temporary git worktree' if meta['after_is_worktree'] else ''}) and "
        f"`{meta['before_rev']}` (a temporary git worktree). {meta['rounds']} rounds, "
        "every case on both sides in each round, the side that goes first alternating; medians. Each upload is timed "
        "from `set_input_files` until the three cards and three charts are drawn and Streamlit reports the script "
        "not running; the switch from the option click until every chart shows new text and the script is idle.",
        "",
        "| case | before median | after median | after ÷ before | target | met? |",
        "|---|---|---|---|---|---|",
    ]
    for case, (name, target) in CASES.items():
        old, new = median(before.seconds.get(case, [])), median(after.seconds.get(case, []))
        ratio = f"{new / old:.2f}" if old and new else "–"
        met = "–" if new is None else ("yes" if new <= target and not after.failures.get(case) else "**no**")
        lines.append(f"| {name} | {_cell(before, case)} | {_cell(after, case)} | {ratio} | ≤ {target:g} s | {met} |")
    lines += [
        "",
        "Where the two sides read a file differently (see “What each side made of them” below: different candidates "
        "mean different work), the ratio compares what each commit did with the same file, not the same work.",
    ]
    huge_old, huge_new = (data[s.label]["huge_cell"] for s in (before, after))

    def kb(values: list[int]) -> str:
        return f"{statistics.median(values) / 1024:,.0f} kB" if values else "–"

    lines += [
        "",
        "Websocket bytes the server sent for one upload (median; Playwright `framereceived`), and the largest frame:",
        "",
        "| case | before: total / largest frame | after: total / largest frame |",
        "|---|---|---|",
        *(
            f"| {CASES[case][0]} | {kb(data[before.label][case]['ws_bytes'])} / "
            f"{kb(data[before.label][case]['ws_largest_frame_bytes'])} | {kb(data[after.label][case]['ws_bytes'])} / "
            f"{kb(data[after.label][case]['ws_largest_frame_bytes'])} |"
            for case in CASES
        ),
        "",
        "The issue asks that no rerun send more than a few hundred kB however hostile the file. The 2 MB-cell file: "
        f"the upload sent {kb(huge_new['ws_bytes'])} now (before: {kb(huge_old['ws_bytes'])}); switching to its "
        f"“Comment” column sent {kb(data[after.label]['huge_switch']['ws_bytes'])} now (before: "
        f"{kb(data[before.label]['huge_switch']['ws_bytes'])}"
        + (", then the case timed out" if before.failures.get("huge_switch") else "")
        + ").",
        "",
        "## Where the time goes",
        "",
        "Medians. Server CPU: user + system seconds the `streamlit run` process used for the upload (or switch) until "
        "the page was idle (/proc/<pid>/stat; the one session on that server: a figure machine load does not "
        "inflate much). Then seconds from the upload (or the option click): when the file's HTTP PUT finished, when "
        "the last websocket frame before the page was drawn arrived (the server has sent the run's output by then), "
        "and what the browser took after that frame to lay out and paint (and, on a fresh browser context, to fetch "
        "the widgets' lazily loaded JavaScript chunks). Stamped when Playwright hands the events over: ± a few ms.",
        "",
        "| case | side | server CPU | PUT done | last frame | drawn after last frame | drawn |",
        "|---|---|---|---|---|---|---|",
        *(
            f"| {case} | {side.label} | " + " | ".join(_phase(side, case, key) for key in PHASE_KEYS) + f" | "
            f"{_cell(side, case)} |"
            for case in CASES
            for side in (before, after)
            if side.phases.get(case)
        ),
        "",
        "## The files",
        "",
        *(f"- {line}" for line in meta["files"]),
        "",
        "## What each side made of them",
        "",
        "| case | before | after |",
        "|---|---|---|",
        *(
            f"| {CASES[case][0]} | {data[before.label][case]['page_understood'] or '–'} | "
            f"{data[after.label][case]['page_understood'] or '–'} |"
            for case in CASES
        ),
        "",
        "## Every value (seconds, in round order)",
        "",
    ]
    for side in (before, after):
        for case in CASES:
            values = side.seconds.get(case, [])
            settled = side.settled.get(case, [])
            lines.append(
                f"- {side.label}, {case}: drawn "
                + (", ".join(f"{v:.2f}" for v in values) or "–")
                + "; settled "
                + (", ".join(f"{v:.2f}" for v in settled) or "–")
            )
            lines += [f"  - failed: {failure[:500]}" for failure in side.failures.get(case, [])]
    lines += [
        "",
        f'"Settled" is when a further check ({SETTLE_MS} ms for a run about to start, then idle) returned, '
        f"less those {SETTLE_MS} ms: it would catch a second run right after the first.",
        "",
        "## Machine",
        "",
        "| item | value |",
        "|---|---|",
        *(f"| {key} | {value} |" for key, value in meta["machine"].items()),
        f"| load average (1, 5, 15 min) at start / end | {meta['load_start']} / {meta['load_end']} |",
        "| 1-min load average after each round | "
        + ", ".join(x.split(",")[0] for x in meta["load_after_each_round"])
        + " |",
        "",
        "A shared machine with 2 cores: other work (test suites, other browsers) may run during the benchmark and "
        "takes CPU from both sides; the two sides alternate within each round, so the before/after ratio is the "
        "figure to quote, the absolute times less so.",
        "",
        "## Checks during the run",
        "",
    ]
    problems = [f"{side.label}: {p}" for side in (before, after) for p in sorted(set(side.problems))]
    lines += [f"- {p[:300]}" for p in problems] or ["No console errors and no request off 127.0.0.1 were seen."]
    lines.append("")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="rounds (each runs every case on both sides), 1–10")
    parser.add_argument("--before", metavar="REV", default=DEFAULT_BEFORE, help="the earlier git revision")
    parser.add_argument(
        "--after",
        metavar="REV",
        help="measure this revision (a second temporary worktree) instead of the working tree as it is",
    )
    parser.add_argument(
        "--sessions",
        type=lambda text: set(text.split(",")),
        default={"long", "million", "huge"},
        help="which sessions to run, comma-separated: long (cases 1, 2), million (3), huge (4, 5); default all",
    )
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT, help="the .md; the .json goes next to it")
    args = parser.parse_args(argv)
    if not 1 <= args.rounds <= 10:
        parser.error("--rounds must be 1 to 10")
    if not kit.CHROMIUM.exists():
        print(f"{kit.CHROMIUM} not found: apt-get install -y chromium", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    started = dt.datetime.now(dt.UTC)
    load_start = load()
    exports = make_exports()
    git = ["git", "-C", str(ROOT)]
    before_rev = subprocess.check_output([*git, "rev-parse", "--short", args.before], text=True).strip()
    after_rev = subprocess.check_output([*git, "rev-parse", "--short", args.after or "HEAD"], text=True).strip()
    status = subprocess.check_output([*git, "status", "--porcelain", "--untracked-files=no"], text=True)
    dirty = [] if args.after else sorted(line[3:] for line in status.splitlines() if line.strip())
    if dirty:
        after_rev += f" + uncommitted changes to {len(dirty)} files ({', '.join(dirty)})"
    after_label = f"now ({after_rev.split(' (')[0]})"
    with tempfile.TemporaryDirectory(prefix="pc-uploads-") as temp:
        temp_dir = Path(temp)
        long_csv = temp_dir / "pb_long_50000x200.csv"
        long_csv.write_bytes(exports.pb_long_format(VOTERS, PROJECTS, SEED))
        long_rows = long_csv.read_bytes().count(b"\n") - 1
        million = temp_dir / "votes_1m.csv"
        million_size = write_votes_csv(million, UPLOAD_ROWS)
        huge = temp_dir / "huge_cell.csv"
        huge.write_bytes(exports.huge_cell_csv(size=HUGE_CELL))
        files = [
            f"long format: `pb_long_format(voters={VOTERS:,}, projects={PROJECTS}, seed={SEED})`: {long_rows:,} rows, "
            f"{long_csv.stat().st_size / 1e6:.1f} MB"
            + (
                f" (**fewer than issue #19's 150,000 rows**: the generator gives each voter 1–3 choices, "
                f"{long_rows / VOTERS:.2f} on average)"
                if long_rows < 150_000
                else ""
            ),
            f"1,000,000 rows: `bench_latency.write_votes_csv`: {UPLOAD_ROWS:,} rows, one column, "
            f"{million_size / 1e6:.1f} MB",
            f"2 MB cell: `huge_cell_csv(size={HUGE_CELL:,})`: 9 voters, {huge.stat().st_size / 1e6:.1f} MB",
            f"column switch: “{CHOICE_LABEL}” set to `{SWITCH_TO}` (widget key yd_column, in the “Change how the "
            "file is read” expander; at 7f723f0 and before, on the page itself)",
        ]
        print("\n".join(files))
        worktree = temp_dir / "before"
        after_tree = temp_dir / "after" if args.after else ROOT
        subprocess.run([*git, "worktree", "add", "--detach", str(worktree), args.before], check=True)
        if args.after:
            subprocess.run([*git, "worktree", "add", "--detach", str(after_tree), args.after], check=True)
        try:
            with (
                kit.StreamlitServer(cwd=after_tree) as app,
                kit.StreamlitServer(cwd=worktree) as old,
                sync_playwright() as playwright,
            ):
                browser = kit.launch_chromium(playwright)
                after = Side(after_label, app)
                before = Side(f"before ({before_rev})", old)
                print(f"servers up ({app.startup_seconds:.1f} s / {old.startup_seconds:.1f} s); warming up…")
                for side in (before, after):
                    warm_up(side, browser)
                round_loads: list[str] = []
                for round_ in range(args.rounds):
                    order = (before, after) if round_ % 2 == 0 else (after, before)
                    t0 = time.perf_counter()
                    for side in order:
                        if "long" in args.sessions:
                            run_session(side, browser, "long", long_csv, then=("switch", SWITCH_TO))
                        if "million" in args.sessions:
                            run_session(side, browser, "million", million)
                        if "huge" in args.sessions:
                            run_session(side, browser, "huge_cell", huge, then=("huge_switch", HUGE_SWITCH_TO))
                    round_loads.append(load())
                    print(
                        f"round {round_ + 1}/{args.rounds} ({time.perf_counter() - t0:.0f} s, load {round_loads[-1]}): "
                        + "; ".join(
                            f"{side.label} "
                            + ", ".join(f"{case} {values[-1]:.2f}" for case, values in side.seconds.items())
                            for side in (before, after)
                        )
                    )
                browser.close()
        finally:
            for tree in (worktree, after_tree) if args.after else (worktree,):
                subprocess.run([*git, "worktree", "remove", "--force", str(tree)], check=False)
    data = summary([before, after])
    meta = {
        "argv": "".join(f" {a}" for a in (argv if argv is not None else sys.argv[1:])),
        "started": f"{started:%Y-%m-%d %H:%M:%S}",
        "after_rev": after_rev,
        "after_is_worktree": bool(args.after),
        "before_rev": before_rev,
        "rounds": args.rounds,
        "files": files,
        "machine": machine(),
        "load_start": load_start,
        "load_end": load(),
        "load_after_each_round": round_loads,
    }
    args.output.write_text(report(data, before, after, meta), encoding="utf-8")
    raw = {"meta": meta, "targets_s": {case: target for case, (_, target) in CASES.items()}, "results": data}
    args.output.with_suffix(".json").write_text(json.dumps(raw, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {args.output} and {args.output.with_suffix('.json')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
