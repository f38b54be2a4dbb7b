"""A lecture hall: 20 browser sessions on one app server at once, and one heavy simulation among them.

One ``streamlit run`` server on 127.0.0.1 and one headless chromium (Debian's, as in the browser tests):

0. **One session alone** (the baseline): open the Explorer, move ε three times (ArrowRight on the slider), go to
   Your data through the sidebar menu, upload a small votes CSV and wait for the results.
1. **The lecture hall**: 20 new browser contexts do the same at once.
2. **A heavy run among them**: one session uploads a 1,000-candidate table with 10⁶ runs asked for. The page caps
   the runs and explains why; the bench then clicks "Run all" (the slowest thing a visitor can ask for). Meanwhile
   the other 19 sessions keep moving ε; their latency is compared with the same moves without the heavy run.

Every action is timed from the key press / click / navigation until the page shows the new result and Streamlit's
run state is back to "notRunning". Errors (exception boxes, error messages, console errors, timeouts, requests off
127.0.0.1) are counted and must be 0. The server's memory is sampled from ``/proc/<pid>/status`` (VmRSS, VmHWM)
every 100 ms. Results go to ``bench/results_lecture_hall.md`` (and ``.json``); the whole run takes 2–4 minutes.

Usage (from the project root): ``python bench/bench_lecture_hall.py [--sessions 20] [--output bench/results...md]``.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from streamlit.proto.BackMsg_pb2 import BackMsg  # noqa: E402
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg  # noqa: E402

from tests.browser.conftest import (  # noqa: E402 (shared launch settings)
    CHROMIUM,
    CHROMIUM_ARGS,
    free_port,
    is_local,
    stop_process,
    wait_until_healthy,
)

#: Longest wait for any one action; a timeout counts as an error.
ACTION_TIMEOUT_MS = 120_000
#: Upper bound on the whole run (the heavy phase stops the ε movers early if it is reached).
RUN_LIMIT_S = 300
HEAVY_CANDIDATES = 1_000
HEAVY_TRIALS = 1_000_000
VIEWPORT = {"width": 1280, "height": 800}
#: A visitor's pause between two actions (seconds, uniform): people read before they move the slider again.
THINK_TIME = (0.5, 1.5)
#: The test browser draws all 20 pages on the server's own cores (each visitor of a real lecture hall has a
#: machine of their own), so CSS animations and transitions (spinners, the "running" indicator) are switched off:
#: they repaint continuously while a page waits and would only measure chromium's software rendering.
_NO_ANIMATIONS = """
document.addEventListener('DOMContentLoaded', () => {
    const style = document.createElement('style');
    style.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; }';
    document.head.appendChild(style);
});
"""

_IDLE_JS = """(before) => {
    const app = document.querySelector("[data-testid='stApp']");
    const idle = app && app.getAttribute('data-test-script-state') === 'notRunning';
    const odds = [...document.querySelectorAll("[data-testid='stMarkdownContainer']")]
        .map(e => e.innerText).find(t => t.includes('odds about one participant'));
    return idle && odds !== undefined && odds !== before;
}"""
_ODDS_JS = """() => [...document.querySelectorAll("[data-testid='stMarkdownContainer']")]
    .map(e => e.innerText).find(t => t.includes('odds about one participant')) || null"""


# ---------------------------------------------------------------------------------------------------------------
# Server and memory


#: ``streamlit run`` with every script run timed: one line per run (wall clock at its start, seconds, full or
#: fragment run, session id) in the file named by the first argument. The server's own time per rerun, without
#: the network or the browser.
_TIMED_STREAMLIT = r"""
import sys, time
from streamlit.runtime.scriptrunner import script_runner

_log = open(sys.argv.pop(1), "a", buffering=1)
_run_script = script_runner.ScriptRunner._run_script

def _timed(self, rerun_data):
    wall, started = time.time(), time.perf_counter()
    try:
        return _run_script(self, rerun_data)
    finally:
        kind = "fragment" if rerun_data.fragment_id_queue else "full"
        _log.write(f"{wall:.3f} {time.perf_counter() - started:.4f} {kind} {self._session_id}\n")

script_runner.ScriptRunner._run_script = _timed
sys.argv = ["streamlit", "run", *sys.argv[1:]]
from streamlit.web.cli import main
main()
"""


class Server:
    """``streamlit run app.py`` on 127.0.0.1:<free port> from the project root (so .streamlit/config.toml applies)."""

    def __init__(self) -> None:
        self.port = free_port()
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None
        self.runs_log = Path(tempfile.mkdtemp(prefix="pc-lecture-hall-")) / "runs.log"

    def runs(self) -> list[tuple[float, float, str, str]]:
        """(wall clock at start, seconds, "full" | "fragment", session id) of every script run so far."""
        if not self.runs_log.exists():
            return []
        found = []
        for line in self.runs_log.read_text().splitlines():
            wall, seconds, kind, session = line.split()
            found.append((float(wall), float(seconds), kind, session))
        return found

    def start(self, timeout: float = 60.0) -> Server:
        command = [sys.executable, "-c", _TIMED_STREAMLIT, str(self.runs_log), "app.py", "--server.address=127.0.0.1"]
        command += [f"--server.port={self.port}", "--server.headless=true"]
        self.process = subprocess.Popen(
            command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
        )
        try:
            wait_until_healthy(self.process, self.base_url, timeout)
        except RuntimeError:
            self.stop()
            raise
        return self

    @property
    def pid(self) -> int:
        assert self.process is not None
        return self.process.pid

    def url(self, path: str, query: str = "") -> str:
        return f"{self.base_url}{path}" + (f"?{query}" if query else "")

    def stop(self) -> None:
        process, self.process = self.process, None
        stop_process(process)

    def cleanup(self) -> None:
        shutil.rmtree(self.runs_log.parent, ignore_errors=True)


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (all its threads)."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def memory_kib(pid: int) -> dict[str, int]:
    """VmRSS and VmHWM (peak RSS) of a process, in KiB."""
    values = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            name, _, rest = line.partition(":")
            if name in {"VmRSS", "VmHWM"}:
                values[name] = int(rest.split()[0])
    return values


class MemorySampler(threading.Thread):
    """Samples the server's RSS every 100 ms and keeps the largest value seen in each phase."""

    def __init__(self, pid: int) -> None:
        super().__init__(daemon=True)
        self.pid = pid
        self.phase = "idle"
        self.peak_by_phase: dict[str, int] = defaultdict(int)
        self.hwm = 0
        self._halt = threading.Event()

    def run(self) -> None:
        while not self._halt.wait(0.1):
            self.sample()

    def sample(self) -> dict[str, int]:
        try:
            values = memory_kib(self.pid)
        except OSError:
            return {}
        self.peak_by_phase[self.phase] = max(self.peak_by_phase[self.phase], values["VmRSS"])
        self.hwm = max(self.hwm, values["VmHWM"])
        return values

    def stop(self) -> None:
        self._halt.set()
        self.join(timeout=2)


# ---------------------------------------------------------------------------------------------------------------
# Browser sessions


@dataclass
class Record:
    """Latencies (seconds) per action, and every error seen."""

    latencies: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    #: Server round trips (rerun request -> script finished) per action, from chromium's network log.
    server: dict[str, list[float]] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)

    def add(self, action: str, seconds: float) -> None:
        self.latencies[action].append(seconds)


def small_votes_csv(index: int) -> bytes:
    """About 200 votes over 6 drinks, different in every session (each upload is its own data)."""
    generator = random.Random(index)
    drinks = ["Tea", "Coffee", "Water", "Juice", "Cocoa", "Mate"]
    rows = [generator.choices(drinks, weights=[6, 5, 3, 2, 1, 1])[0] for _ in range(200)]
    return ("person,choice\n" + "\n".join(f"p{i},{d}" for i, d in enumerate(rows)) + "\n").encode()


def heavy_counts_csv() -> bytes:
    """1,000 candidates with counts (one row each): the page scores them as ready-made counts."""
    generator = random.Random(1000)
    rows = [f"option {k:04d},{generator.randint(0, 500)}" for k in range(HEAVY_CANDIDATES)]
    return ("option,count\n" + "\n".join(rows) + "\n").encode()


class Session:
    """One browser context (one visitor) with its page, watched for errors and requests off 127.0.0.1."""

    def __init__(self, name: str, record: Record) -> None:
        self.name = name
        self.record = record
        self.context = None
        self.page = None
        self.epsilon_position = 0  # slider stops moved right from where the session started
        self.action = "start"  # the action under way (server round trips are filed under it)
        self._rerun_sent: float | None = None  # chromium's network timestamp of the last rerun request

    async def open(self, browser) -> Session:  # noqa: ANN001
        self.context = await browser.new_context(viewport=VIEWPORT, locale="en-GB")
        await self.context.add_init_script(_NO_ANIMATIONS)
        self.context.set_default_timeout(ACTION_TIMEOUT_MS)
        self.page = await self.context.new_page()
        self.context.on("request", self._request)
        self.page.on("console", self._console)
        self.page.on("pageerror", lambda error: self.record.errors.append(f"{self.name}: page error {error}"))
        # The server's own share of each action, from chromium's network log: rerun request sent -> "script
        # finished" received. These timestamps come from the browser's network stack, not from the (busy) page.
        cdp = await self.context.new_cdp_session(self.page)
        cdp.on("Network.webSocketFrameSent", self._frame_sent)
        cdp.on("Network.webSocketFrameReceived", self._frame_received)
        await cdp.send("Network.enable")
        return self

    @staticmethod
    def _message(event: dict, kind):  # noqa: ANN001, ANN205
        response = event.get("response", {})
        if response.get("opcode") != 2:  # binary frames carry Streamlit's protobuf messages
            return None
        try:
            return kind.FromString(base64.b64decode(response.get("payloadData", "")))
        except Exception:  # not a message of this kind
            return None

    def _frame_sent(self, event: dict) -> None:
        message = self._message(event, BackMsg)
        if message is not None and message.WhichOneof("type") == "rerun_script":
            self._rerun_sent = float(event["timestamp"])

    def _frame_received(self, event: dict) -> None:
        if self._rerun_sent is None:
            return
        message = self._message(event, ForwardMsg)
        # A run that ends early for a rerun (st.rerun, or a newer request) is not the end of the action yet.
        if (
            message is not None
            and message.WhichOneof("type") == "script_finished"
            and message.script_finished != ForwardMsg.FINISHED_EARLY_FOR_RERUN
        ):
            self.record.server.setdefault(self.action, []).append(float(event["timestamp"]) - self._rerun_sent)
            self._rerun_sent = None

    def _request(self, request) -> None:  # noqa: ANN001
        if not is_local(request.url):
            self.record.errors.append(f"{self.name}: request left 127.0.0.1: {request.url}")

    def _console(self, message) -> None:  # noqa: ANN001
        if message.type != "error":
            return
        where = (message.location or {}).get("url", "")
        # Streamlit's known deep-link 404s (issue #7074) are the only console errors tolerated.
        if message.text.startswith("Failed to load resource") and "404" in message.text and "/_stcore/" in where:
            return
        self.record.errors.append(f"{self.name}: console error {message.text} ({where})")

    async def _settled(self, before: str | None) -> None:
        await self.page.wait_for_function(_IDLE_JS, arg=before, polling=25, timeout=ACTION_TIMEOUT_MS)

    async def _results(self, count: int = 3) -> None:
        """Wait until ``count`` metrics are on screen and the run is over."""
        await self.page.get_by_test_id("pcCardValue").nth(count - 1).wait_for(state="visible")
        await self._settled(None)

    async def timed(self, action: str, step) -> float:  # noqa: ANN001
        self.action = action
        started = time.perf_counter()
        try:
            await step()
        except Exception as error:  # a timeout or a missing element is an error of this run, not a crash of it
            self.record.errors.append(f"{self.name}: {action}: {type(error).__name__}: {str(error)[:200]}")
            return float("nan")
        elapsed = time.perf_counter() - started
        self.record.add(action, elapsed)
        return elapsed

    async def open_explorer(self, server: Server) -> None:
        async def step() -> None:
            await self.page.goto(server.url("/Explorer"))
            await self._results()

        await self.timed("open Explorer (cold page)", step)

    async def move_epsilon(self, action: str = "ε step → new results") -> float:
        before = await self.page.evaluate(_ODDS_JS)
        slider = self.page.get_by_test_id("stMain").get_by_test_id("stSlider").get_by_role("slider").first
        # ε starts at 1 and the slider ends at 10, 20 stops away: turn back before the end (a step must move).
        key = "ArrowRight" if self.epsilon_position < 19 else "ArrowLeft"
        self.epsilon_position += 1 if key == "ArrowRight" else -1

        async def step() -> None:
            await slider.press(key)
            await self._settled(before)

        return await self.timed(action, step)

    async def upload(self, content: bytes, name: str, action: str = "upload CSV → results") -> None:
        async def step() -> None:
            await self.page.locator("[data-testid='stFileUploader'] input[type=file]").set_input_files(
                {"name": name, "mimeType": "text/csv", "buffer": content}
            )
            await self._results()

        await self.timed(action, step)

    async def to_your_data(self) -> None:
        async def step() -> None:
            await self.page.get_by_test_id("stSidebar").get_by_role("link", name="Your data").click()
            await self.page.get_by_test_id("stFileUploader").wait_for(state="visible")
            await self.page.wait_for_function(
                "() => document.querySelector(\"[data-testid='stApp']\")"
                "?.getAttribute('data-test-script-state') === 'notRunning'"
            )

        await self.timed("menu → Your data", step)

    async def check(self) -> None:
        """Exception boxes and error messages on the page count as errors."""
        for test_id, what in (("stException", "exception box"), ("stAlertContentError", "error message")):
            texts = await self.page.get_by_test_id(test_id).all_inner_texts()
            self.record.errors += [f"{self.name}: {what}: {text[:200]}" for text in texts]

    async def close(self) -> None:
        if self.context is not None:
            await self.context.close()


async def lecture_workflow(session: Session, server: Server, index: int, epsilon_steps: int) -> None:
    await session.open_explorer(server)
    for _ in range(epsilon_steps):
        await asyncio.sleep(random.uniform(*THINK_TIME))
        await session.move_epsilon()
    await asyncio.sleep(random.uniform(*THINK_TIME))
    await session.to_your_data()
    await asyncio.sleep(random.uniform(*THINK_TIME))
    await session.upload(small_votes_csv(index), f"votes_{index}.csv")
    await session.check()
    progress(f"{session.name}: workflow done")


# ---------------------------------------------------------------------------------------------------------------
# The run


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    position = (len(ordered) - 1) * q
    low, high = int(position), min(int(position) + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def summary(values: list[float]) -> dict[str, float]:
    return {
        "n": len(values),
        "p50": percentile(values, 0.5),
        "p95": percentile(values, 0.95),
        "max": max(values) if values else float("nan"),
        "mean": statistics.fmean(values) if values else float("nan"),
    }


async def movers(sessions: list[Session], action: str, *, rounds: int, busy=None) -> None:  # noqa: ANN001
    """Every session moves ε ``rounds`` times (staggered starts).

    With ``busy`` (true while the heavy run goes on), a session keeps moving while it is busy (at most 4 × rounds
    moves), and each move is filed under ``action`` if it started during the heavy run, else "... after it".
    """

    async def one(session: Session, offset: float) -> None:
        await asyncio.sleep(offset)
        done = 0
        while done < rounds or (busy is not None and busy() and done < 4 * rounds):
            during = busy is None or busy()
            await session.move_epsilon(action if during else "ε step after the heavy run")
            done += 1
            await asyncio.sleep(random.uniform(*THINK_TIME))

    await asyncio.gather(*(one(s, 0.05 * i) for i, s in enumerate(sessions)))


def progress(message: str) -> None:
    """A line on stderr with the time since the start, so a long run shows where it is."""
    print(f"[{time.monotonic() - _T0:6.1f} s] {message}", file=sys.stderr, flush=True)


_T0 = time.monotonic()


async def run(args: argparse.Namespace) -> dict:
    """All phases, each bounded by what is left of RUN_LIMIT_S; a phase that runs out is reported as an error."""
    from playwright.async_api import async_playwright

    started = time.monotonic()
    all_cpus_at_start = os.sched_getaffinity(0)
    records = {"one session": Record(), "lecture hall": Record(), "heavy": Record()}
    result: dict = {
        "sessions": args.sessions,
        "server_pid_memory": {},
        "records": records,
        "server_cpu": {},
        "phase_clock": {},
    }
    server = Server().start()
    progress(f"server pid {server.pid} healthy on {server.base_url}")
    sampler = MemorySampler(server.pid)
    sampler.start()
    sessions: list[Session] = []

    async def phase(name: str, work) -> bool:  # noqa: ANN001
        sampler.phase = name
        left = RUN_LIMIT_S - (time.monotonic() - started)
        progress(f"{name}: start ({left:.0f} s left)")
        cpu, wall, clock = cpu_seconds(server.pid), time.monotonic(), time.time()
        try:
            await asyncio.wait_for(work(), timeout=max(left, 1.0))
        except TimeoutError:
            records["heavy"].errors.append(f"{name}: not finished within the {RUN_LIMIT_S} s limit of the run")
            progress(f"{name}: time limit reached")
            return False
        finally:
            result["server_cpu"][name] = (cpu_seconds(server.pid) - cpu, time.monotonic() - wall)
            result["phase_clock"][name] = (clock, time.time())
        progress(f"{name}: done")
        return True

    try:
        time.sleep(1.0)
        result["server_pid_memory"]["after start"] = sampler.sample()
        # The browser (and this script) may only use the last core(s); the server, started before, keeps them all.
        # It draws every visitor's page here, while each visitor of a real lecture hall has a machine of their own.
        # Processes and threads inherit the affinity, and chromium never changes it (it does reset niceness).
        all_cpus = os.sched_getaffinity(0)
        browser_cpus = set(sorted(all_cpus)[-args.browser_cores :]) if args.browser_cores else all_cpus
        os.sched_setaffinity(0, browser_cpus)
        result["cpus"] = (len(all_cpus), len(browser_cpus))
        async with async_playwright() as playwright:
            browser = await playwright.chromium.launch(
                executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS), headless=True
            )

            async def alone() -> None:  # 0. One visitor alone.
                first = await Session("solo", records["one session"]).open(browser)
                sessions.append(first)
                await lecture_workflow(first, server, 0, args.epsilon_steps)
                await asyncio.sleep(1.0)
                result["server_pid_memory"]["one session (after its upload)"] = sampler.sample()

            async def hall() -> None:  # 1. The lecture hall: N new visitors at once.
                crowd = [
                    await Session(f"s{i:02d}", records["lecture hall"]).open(browser) for i in range(args.sessions)
                ]
                sessions.extend(crowd)
                hall_started = time.perf_counter()
                await asyncio.gather(
                    *(lecture_workflow(s, server, i + 1, args.epsilon_steps) for i, s in enumerate(crowd))
                )
                result["hall_wall_seconds"] = time.perf_counter() - hall_started
                await asyncio.sleep(1.0)
                result["server_pid_memory"][f"{args.sessions + 1} sessions (after all uploads)"] = sampler.sample()

            async def quiet_moves() -> None:  # 2a. The others move ε without a heavy run (the comparison).
                for session in sessions[2:]:
                    session.record = records["heavy"]
                await movers(sessions[2:], "ε step, no heavy run", rounds=args.epsilon_steps)

            async def heavy_run() -> None:  # 2b. One session: 1,000 candidates, 10⁶ runs asked for.
                heavy = sessions[1]
                heavy.record = records["heavy"]
                heavy.action = "heavy: open Your data with trials=10⁶"
                await heavy.page.goto(server.url("/Your_data", f"trials={HEAVY_TRIALS}"))
                await heavy.page.get_by_test_id("stFileUploader").wait_for(state="visible")
                await heavy.upload(
                    heavy_counts_csv(), "options_1000.csv", action="heavy: upload 1,000 candidates → capped"
                )
                info = await heavy.page.get_by_test_id("stAlertContentInfo").all_inner_texts()
                result["heavy_cap_message"] = next((t for t in info if "too much to simulate" in t), None)
                run_all = heavy.page.get_by_role("button", name=f"Run all {HEAVY_TRIALS:,} runs (slower)")
                result["heavy_full_run_offered"] = await run_all.count() == 1
                finished = asyncio.Event()

                async def full_run() -> None:
                    async def step() -> None:
                        await run_all.click()
                        caption = heavy.page.get_by_test_id("pcCaption")
                        await caption.filter(has_text=f"share of {HEAVY_TRIALS:,} simulated runs").wait_for(
                            state="visible", timeout=ACTION_TIMEOUT_MS
                        )
                        await heavy._settled(None)

                    if result["heavy_full_run_offered"]:
                        progress("heavy run: 'Run all' clicked")
                        result["heavy_full_run_seconds"] = await heavy.timed("heavy: run all 10⁶ × 1,000", step)
                    finished.set()

                await asyncio.gather(
                    full_run(),
                    movers(
                        sessions[2:],
                        "ε step during the heavy run",
                        rounds=args.epsilon_steps,
                        busy=lambda: not finished.is_set(),
                    ),
                )

            for name, work in (
                ("one session", alone),
                ("lecture hall", hall),
                ("ε moves, no heavy run", quiet_moves),
                ("heavy run", heavy_run),
            ):
                if not await phase(name, work):
                    break
            for session in sessions:
                await session.check()
            sampler.phase = "end"
            result["server_pid_memory"]["end"] = sampler.sample()
            for session in sessions:
                await session.close()
            await browser.close()
    finally:
        os.sched_setaffinity(0, all_cpus_at_start)
        try:
            sampler.stop()
        finally:
            server.stop()
            result["script_run_log"] = server.runs()
            server.cleanup()
    result["peak_rss_by_phase_kib"] = dict(sampler.peak_by_phase)
    result["peak_hwm_kib"] = sampler.hwm
    result["wall_seconds"] = time.monotonic() - started
    return result


# ---------------------------------------------------------------------------------------------------------------
# Report


def _ms(value: float) -> str:
    return "–" if value != value else f"{value * 1000:,.0f} ms"


def _mib(kib: float) -> str:
    return "–" if kib != kib else f"{kib / 1024:,.0f} MiB"


def report(result: dict, command: str) -> tuple[str, dict]:
    records: dict[str, Record] = result.pop("records")
    rows, data = [], {"latency": {}, "errors": {}}
    server_rows: list[str] = []
    data["server_round_trip"] = {}
    for phase, record in records.items():
        for action, values in record.latencies.items():
            stats = summary(values)
            data["latency"][f"{phase}: {action}"] = stats
            timings = " | ".join(_ms(stats[key]) for key in ("p50", "p95", "max"))
            rows.append(f"| {phase} | {action} | {stats['n']} | {timings} |")
        for action, values in record.server.items():
            stats = summary(values)
            data["server_round_trip"][f"{phase}: {action}"] = stats
            timings = " | ".join(_ms(stats[key]) for key in ("p50", "p95", "max"))
            server_rows.append(f"| {phase} | {action} | {stats['n']} | {timings} |")
        data["errors"][phase] = record.errors
    errors = sum(len(e) for e in data["errors"].values())
    memory = result["server_pid_memory"]
    nan = float("nan")

    def rss(moment: str) -> float:
        found = next((v for k, v in memory.items() if k.startswith(moment) and v), None)
        return float(found["VmRSS"]) if found else nan

    def lat(key: str, stat: str) -> float:
        return data["latency"].get(key, {}).get(stat, nan)

    def pair(key: str) -> str:
        server = data["server_round_trip"].get(key, {})
        seen = f"{_ms(lat(key, 'p50'))} / {_ms(lat(key, 'p95'))}"
        return f"{seen} ({_ms(server.get('p50', nan))} / {_ms(server.get('p95', nan))})"

    one, many = rss("one session"), rss(f"{result['sessions'] + 1} sessions")
    per_session = (many - one) / result["sessions"]
    n, others = result["sessions"], result["sessions"] - 1
    script_log = result.pop("script_run_log", [])
    run_rows, data["script_runs"] = [], {}
    # The ε movers of the heavy phase are the sessions that moved ε in the phase before it (the heavy one did not).
    quiet_window = result["phase_clock"].get("ε moves, no heavy run", (0.0, 0.0))
    movers = {session for wall, _, kind, session in script_log if quiet_window[0] <= wall < quiet_window[1]}
    for phase, (begin, end) in result["phase_clock"].items():
        for kind in ("fragment", "full"):
            for who, label in (
                (("movers", f"the {others} ε movers"), ("heavy", "the heavy session"))
                if phase == "heavy run"
                else (("all", "all sessions"),)
            ):
                values = [
                    seconds
                    for wall, seconds, k, session in script_log
                    if k == kind and begin <= wall < end and (who == "all" or (session in movers) == (who == "movers"))
                ]
                if values:
                    stats = summary(values)
                    data["script_runs"][f"{phase}: {kind}" + ("" if who == "all" else f" ({who})")] = stats
                    timings = " | ".join(_ms(stats[key]) for key in ("p50", "p95", "max"))
                    run_rows.append(f"| {phase} | {kind} runs, {label} | {stats['n']} | {timings} |")

    def runs(key: str) -> str:
        stats = data["script_runs"].get(key, {})
        return f"{_ms(stats.get('p50', nan))} / {_ms(stats.get('p95', nan))}"

    total_cpus, browser_cpus = result.get("cpus", (os.cpu_count(), os.cpu_count()))

    def stat(table: str, key: str, name: str) -> float:
        return data[table].get(key, {}).get(name, nan)

    quiet_run, busy_run = "ε moves, no heavy run: fragment", "heavy run: fragment (movers)"
    cpu_shares = [cpu / wall for cpu, wall in result["server_cpu"].values() if wall > 0]
    reading = [
        f"- **The server {'keeps up' if stat('script_runs', 'lecture hall: fragment', 'p95') < 1.0 else 'slows down'}"
        f".** Inside the server an ε step (a fragment rerun) took "
        f"{_ms(stat('script_runs', 'lecture hall: fragment', 'p50'))} at the median with {n} sessions at once "
        f"({_ms(stat('script_runs', 'one session: fragment', 'p50'))} alone), and the server process was busy "
        f"{min(cpu_shares, default=nan):.0%}–{max(cpu_shares, default=nan):.0%} of the wall time (100% = one core).",
        f"- **The heavy run {'does not freeze' if stat('script_runs', busy_run, 'max') < 2.0 else 'slows'} the "
        f"others.** The other {others} sessions' ε steps took "
        f"{_ms(stat('script_runs', quiet_run, 'p50'))} (p95 {_ms(stat('script_runs', quiet_run, 'p95'))}) in the "
        f"server without it and {_ms(stat('script_runs', busy_run, 'p50'))} (p95 "
        f"{_ms(stat('script_runs', busy_run, 'p95'))}, max {_ms(stat('script_runs', busy_run, 'max'))}) during it. "
        "The request is capped with an explanation first; the uncapped run, when clicked, computes in "
        f"{_ms(stat('script_runs', 'heavy run: fragment (heavy)', 'max'))} of server time.",
        "- **What the pages show is slower**, mostly because the test browser draws all "
        f"{n} pages on {browser_cpus} shared core(s) (cold pages and uploads included); the server round trips in "
        "brackets also wait for that browser to send and read its messages.",
    ]

    load = os.getloadavg()
    lines = [
        f"# Lecture hall: {n} sessions on one server",
        "",
        f"Generated by `{command}` on {datetime.now(UTC):%Y-%m-%d %H:%M:%S} UTC; the whole run took "
        f"{result['wall_seconds']:.0f} s. One `streamlit run` server (127.0.0.1), one headless chromium with "
        f"{n} browser contexts, all on the same {os.cpu_count()}-core machine "
        f"({platform.platform()}, Python {platform.python_version()}); load average (1 min) at start / end "
        f"{result['load_at_start']:.2f} / {load[0]:.2f}. The browser draws all {n} pages on the same machine "
        f"(each visitor of a real lecture hall has one of their own), so it is confined to {browser_cpus} of the "
        f"{total_cpus} cores, while the server may use all of them (so it has at least one core to itself); what "
        "the pages show includes the browser's drawing on its share.",
        "",
        "## Headline",
        "",
        'Latencies: what the page shows (server round trip in brackets: rerun request → "script finished" in '
        "chromium's network log, i.e. without the time the shared CPU needs to draw the page).",
        "",
        "| figure | value |",
        "|---|---|",
        f"| errors (exception boxes, error messages, console errors, timeouts, off-host requests) | **{errors}** |",
        f"| ε step → new results, one session alone, p50 / p95 | {pair('one session: ε step → new results')} |",
        f"| ε step → new results, {n} sessions at once, p50 / p95 | {pair('lecture hall: ε step → new results')} |",
        f"| upload CSV → results, {n} sessions at once, p50 / p95 | {pair('lecture hall: upload CSV → results')} |",
        f"| ε step of the other {others}, without the heavy run, p50 / p95 | {pair('heavy: ε step, no heavy run')} |",
        f"| ε step of the other {others}, during the heavy run, p50 / p95 | "
        f"{pair('heavy: ε step during the heavy run')} |",
        f"| server time per ε step (fragment rerun) of the other {others}: without / during the heavy run, p50 / p95 "
        f"| {runs('ε moves, no heavy run: fragment')} → {runs('heavy run: fragment (movers)')} |",
        f"| heavy run (10⁶ runs × 1,000 candidates): capped with an explanation | "
        f"{'yes' if result.get('heavy_cap_message') else 'no'} |",
        f'| heavy run, "Run all" clicked: time to results | {result.get("heavy_full_run_seconds", nan):.1f} s |',
        f"| server peak memory (VmHWM) | **{_mib(result['peak_hwm_kib'])}** |",
        f"| server RSS: after start / 1 session / {n + 1} sessions | "
        f"{_mib(rss('after start'))} / {_mib(one)} / {_mib(many)} |",
        f"| memory per extra session (each with its upload and results) | ≈ {per_session / 1024:,.1f} MiB |",
        "",
        "## Reading these numbers",
        "",
        *reading,
        "",
        "## What each session does",
        "",
        "1. `open Explorer (cold page)`: a new browser context loads `/Explorer` (default scenario, 10,000 runs per",
        "   mechanism) until its three metrics are shown and the run is over.",
        f"2. `ε step → new results` × {result.get('epsilon_steps', 3)}: ArrowRight on the ε slider, until the odds "
        "sentence shows the new ε and the rerun is over (the charts are redrawn by then).",
        "3. `menu → Your data`: the sidebar link (same session).",
        "4. `upload CSV → results`: a 200-vote CSV (different in every session) until the three metrics are shown.",
        "",
        f"Each visitor pauses {THINK_TIME[0]}–{THINK_TIME[1]} s between actions. All Explorer sessions show the same "
        "public scenario, so after the first visitor its results come from the shared memo of public results; every "
        "upload is different and computed in its own session. The test browser has CSS animations switched off "
        "(spinners would keep repainting all pages on the shared cores).",
        "",
        "The heavy phase: session s00 opens Your data with `?trials=1000000` and uploads 1,000 candidates with",
        "counts. The page caps the run and says so:",
        "",
        f"> {result.get('heavy_cap_message') or '(no cap message was shown)'}",
        "",
        f"Full-run button offered: {'yes' if result.get('heavy_full_run_offered') else 'no'}. The bench clicks it "
        "(the slowest thing a visitor can ask for) while the other sessions keep moving ε.",
        "",
        "## Latency per action",
        "",
        "| phase | action | n | p50 | p95 | max |",
        "|---|---|---|---|---|---|",
        *rows,
        "",
        "## Server round trip per action",
        "",
        "Each rerun an action caused: from the browser sending the rerun request to it receiving the server's "
        '"script finished" message (timestamps of chromium\'s network stack, via the DevTools protocol). This is '
        "the server's share of the latency, queueing behind the other sessions included.",
        "",
        "| phase | action | reruns | p50 | p95 | max |",
        "|---|---|---|---|---|---|",
        *server_rows,
        "",
        "## Server time per script run",
        "",
        "Measured inside the server (each script run timed around Streamlit's `ScriptRunner._run_script`): the "
        "server's own work per rerun, without the network or the browser. ε steps are fragment reruns (only the "
        "explorer view); page loads, menu clicks, uploads and the heavy run are full runs.",
        "",
        "| phase | runs | n | p50 | p95 | max |",
        "|---|---|---|---|---|---|",
        *run_rows,
        "",
        "## Server memory (RSS of the `streamlit run` process)",
        "",
        "| moment | VmRSS | VmHWM (peak so far) |",
        "|---|---|---|",
        *[f"| {moment} | {_mib(v['VmRSS'])} | {_mib(v['VmHWM'])} |" for moment, v in memory.items() if v],
        "",
        "Largest RSS sampled (every 100 ms) per phase: "
        + ", ".join(f"{phase} {_mib(kib)}" for phase, kib in result["peak_rss_by_phase_kib"].items())
        + ".",
        "",
        "## Server CPU per phase",
        "",
        "CPU time of the `streamlit run` process (all threads) against the phase's wall time: how busy the server "
        "itself was, as opposed to the browser drawing the pages on the same cores.",
        "",
        "| phase | server CPU | wall | server CPU / wall |",
        "|---|---|---|---|",
        *[
            f"| {phase} | {cpu:.1f} s | {wall:.1f} s | {cpu / wall:.0%} |"
            for phase, (cpu, wall) in result["server_cpu"].items()
            if wall > 0
        ],
        "",
        "## Errors",
        "",
        *([f"- {error}" for errs in data["errors"].values() for error in errs] or ["None."]),
        "",
    ]
    data.update({k: v for k, v in result.items()})
    data["memory_per_extra_session_kib"] = per_session
    data["error_count"] = errors
    return "\n".join(lines), data


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=20, help="browser contexts at once (default 20)")
    parser.add_argument("--epsilon-steps", type=int, default=3, help="ε steps per session and phase (default 3)")
    parser.add_argument("--output", type=Path, default=ROOT / "bench" / "results_lecture_hall.md")
    parser.add_argument(
        "--wait-for-quiet",
        type=float,
        default=0,
        metavar="SECONDS",
        help="first wait up to this long for a 1-min load average below --quiet-load (other work on the machine "
        "takes CPU from the server and the browser)",
    )
    parser.add_argument("--quiet-load", type=float, default=1.0, help="load average that counts as quiet (1.0)")
    parser.add_argument(
        "--browser-cores",
        type=int,
        default=1,
        help="cores the browser may use, taken from the end (default 1: on a 2-core machine the server has a core "
        "the browser never touches; 0: all cores shared)",
    )
    args = parser.parse_args()
    deadline = time.monotonic() + args.wait_for_quiet
    while os.getloadavg()[0] >= args.quiet_load and time.monotonic() < deadline:
        time.sleep(5)
    if not CHROMIUM.exists():
        print(f"{CHROMIUM} not found: apt-get install -y chromium", file=sys.stderr)
        return 2
    load_at_start = os.getloadavg()[0]
    result = asyncio.run(run(args))
    result["epsilon_steps"] = args.epsilon_steps
    result["load_at_start"] = load_at_start
    result["browser_cores"] = args.browser_cores
    command = "python bench/bench_lecture_hall.py" + (f" --sessions {args.sessions}" if args.sessions != 20 else "")
    text, data = report(result, command)
    args.output.write_text(text)
    args.output.with_suffix(".json").write_text(json.dumps(data, indent=2, default=str) + "\n")
    print(text)
    return 1 if data["error_count"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
