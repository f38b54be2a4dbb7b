"""Many visitors without a browser each: Streamlit's own WebSocket protocol, on one process or on replicas.

Each simulated visitor does what the Explorer's page does in a browser, with the protobuf messages that ship with
Streamlit (``streamlit.proto``): an HTTP GET of ``/Explorer`` (which also brings HAProxy's affinity cookie), the
WebSocket ``/_stcore/stream`` (subprotocol ``streamlit``, same-origin ``Origin``, the cookies), a ``rerun_script``
BackMsg for the page (``page_name="Explorer"``, the link's query string), and then, every ``--interval`` seconds,
one stop of the ε slider: a ``rerun_script`` for the live fragment that holds it, as the page's own code sends it.
Two pages are understood, so that one run can measure the code before and after issue 23 (``--before REV``):

* the live page (``ui.charts.live``): at the open, the laws at every stop arrive once (the view payload: its three
  "chance of choosing the best" cards at every stop of the walk are **checked** against ``ui.shell.text.chance`` of
  dpcore's P(best)); a step is what the browser sends when the hand stops (the step mount's state ``epsilon``, with a
  sequence number), and its answer, the step payload, is **checked**: the same laws (token), the
  stop asked for, and each mechanism's counts equal to ``dpcore.simulate`` at that ε with the link's seed;
* the page before it: a step is the ``select_slider``'s widget state (its option label) and the rerun's three cards
  are checked against dpcore's P(best) for that ε.

A step counts as done when its ``script_finished`` arrives (book poll, Δ = 1, monotone). A step without its
``script_finished`` within ``--step-timeout`` (or on a closed socket) is *lost*; one with an exception element, a
failed run or a wrong number is *errored*. Per step the bytes of every message the server sent for it are counted.

Targets, started and stopped by the bench itself on 127.0.0.1 only (``--target``):
  - ``single``: one ``streamlit run`` process (no proxy);
  - ``replicas``: ``deploy/replicas.sh start N`` (N replicas behind HAProxy, the shipped config).
Every replica runs with the script-run timer of ``bench/bench_lecture_hall.py``: the server's own time per rerun.

Bounded: at most 500 sessions, a whole-run limit (``--max-seconds``), every wait with a timeout; it stops by itself.
Loopback only: every server is started here on 127.0.0.1.

Usage (from the project root, with the project's interpreter)::

    python bench/bench_scale.py --hall --before 611af82 --markdown bench/results_scale.md
        # issue 23's two lecture halls, before and after in one run: 200 visitors opening over 40 s on one process,
        # then 500 over 60 s on 2 replicas behind HAProxy, each moving ε every 5 s for 60 s

    python bench/bench_scale.py --target single --sessions 50                # one configuration, printed
    python bench/bench_scale.py --matrix --markdown bench/results_scale.md   # 1 process and 2 replicas x 50/100/200
    python bench/bench_scale.py --validate                                   # 20 sessions, one step a second
    python bench/bench_scale.py --sessions 5 --interval 1 --scenario meeting_date --profile /tmp/step.pstats
        # where the server's time per ε step goes (python -m pstats /tmp/step.pstats); bench/results_gc.md
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import platform
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from dataclasses import dataclass, field
from datetime import UTC, datetime
from http.cookies import SimpleCookie
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bench_lecture_hall import _TIMED_STREAMLIT, cpu_seconds, memory_kib  # noqa: E402
from streamlit.proto.BackMsg_pb2 import BackMsg  # noqa: E402
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg  # noqa: E402
from websockets.asyncio.client import connect  # noqa: E402

import dpcore  # noqa: E402
from tests.browser.conftest import free_port, free_ports, wait_until_healthy  # noqa: E402
from ui.charts import live  # noqa: E402
from ui.shell.params import EPSILON_GRID, canonical  # noqa: E402
from ui.shell.text import chance  # noqa: E402

MAX_SESSIONS = 500
SCENARIO = "book_poll"  # --scenario changes it (with QUERY and EXPECTED: see use_scenario)
QUERY = f"scenario={SCENARIO}&trials=1000&seed=7"
SLIDER_KEY = "-eps_slider"
TRIALS, SEED = 1000, 7
CARD = re.compile(r'data-testid="pcCardValue"[^>]*>([^<]*)<')
#: The ε stops a visitor walks through (away from the slider's ends, whose labels carry a suffix).
WALK = [value for value in EPSILON_GRID if 0.3 <= value <= 3.0]
OK_FINISH = {ForwardMsg.FINISHED_SUCCESSFULLY, ForwardMsg.FINISHED_FRAGMENT_RUN_SUCCESSFULLY}


def expected_cards(epsilon: float) -> list[str]:
    """The three P(best) cards of the scenario at ``epsilon`` (with its own Δ and monotone flag, as the link has)."""
    scenario = dpcore.SCENARIOS[SCENARIO]
    options = {"epsilon": epsilon, "sensitivity": scenario.sensitivity, "monotonic": scenario.monotonic}
    cards = []
    for mechanism in dpcore.MAIN_MECHANISMS:
        probabilities = dpcore.selection_probabilities(scenario.scores, mechanism=mechanism, **options)
        cards.append(chance(dpcore.probability_of_best(probabilities, scenario.scores)))
    return cards


def expected_counts(epsilon: float) -> list[list[int]]:
    """Each main mechanism's counts in the link's seeded runs at ``epsilon`` (what a live step must carry)."""
    scenario = dpcore.SCENARIOS[SCENARIO]
    options = {"epsilon": epsilon, "sensitivity": scenario.sensitivity, "monotonic": scenario.monotonic}
    return [
        dpcore.simulate(
            scenario.scores, mechanism=m, trials=TRIALS, rng=dpcore.mechanism_rng(SEED, m), **options
        ).tolist()
        for m in dpcore.MAIN_MECHANISMS
    ]


EXPECTED = {value: expected_cards(canonical(value)) for value in WALK}
EXPECTED_COUNTS = {value: expected_counts(canonical(value)) for value in WALK}


def use_scenario(key: str) -> None:
    """Visit the Explorer on scenario ``key`` instead of the book poll (the link, and the numbers each step checks)."""
    global SCENARIO, QUERY, EXPECTED, EXPECTED_COUNTS
    SCENARIO, QUERY = key, f"scenario={key}&trials={TRIALS}&seed={SEED}"
    EXPECTED = {value: expected_cards(canonical(value)) for value in WALK}
    EXPECTED_COUNTS = {value: expected_counts(canonical(value)) for value in WALK}


#: With ``--profile FILE``: every fragment run (an ε step) of the server runs under cProfile, one at a time (a lock:
#: cProfile sees one thread), and the statistics so far are written to FILE (pstats) after every 20 of them.
_PROFILER = r"""
import cProfile, os, threading
_profile_file, _profile, _profile_lock, _profiled = os.environ["PC_PROFILE"], cProfile.Profile(), threading.Lock(), [0]
_unprofiled = script_runner.ScriptRunner._run_script

def _run_profiled(self, rerun_data):
    if not rerun_data.fragment_id_queue:
        return _unprofiled(self, rerun_data)
    with _profile_lock:
        _profile.enable()
        try:
            return _unprofiled(self, rerun_data)
        finally:
            _profile.disable()
            _profiled[0] += 1
            if _profiled[0] % 20 == 0:
                _profile.dump_stats(_profile_file)

script_runner.ScriptRunner._run_script = _run_profiled
"""


def label(value: float) -> str:
    return f"{value:g}"


# ---------------------------------------------------------------------------------------------------------------
# Targets


class Target:
    """The app on 127.0.0.1 (one process or replicas behind HAProxy), each replica's script runs timed."""

    def __init__(self, kind: str, replicas: int, profile: Path | None = None, root: Path = ROOT) -> None:
        self.kind = kind
        self.profile = profile
        self.root = root
        self.replicas = replicas if kind == "replicas" else 1
        self.work = Path(tempfile.mkdtemp(prefix="pc-scale-"))
        self.runs_log = self.work / "runs.log"
        self.port = free_port()
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None
        self.env = dict(os.environ)
        self.proxy_events: list[str] = []

    def start(self) -> Target:
        timed = self.work / "timed_streamlit.py"
        wrapper = _TIMED_STREAMLIT
        if self.profile is not None:
            start = wrapper.index("sys.argv = ")  # after the timer's own patch, before Streamlit starts
            wrapper = wrapper[:start] + _PROFILER + wrapper[start:]
            self.env["PC_PROFILE"] = str(self.profile.resolve())
        timed.write_text(wrapper)
        if self.kind == "single":
            command = [sys.executable, str(timed), str(self.runs_log), "app.py", "--server.address=127.0.0.1"]
            command += [f"--server.port={self.port}", "--server.headless=true"]
            log = open(self.work / "server.log", "wb")  # noqa: SIM115
            self.process = subprocess.Popen(
                command, cwd=self.root, env=self.env, stdout=log, stderr=log, start_new_session=True
            )
            wait_until_healthy(self.process, self.base_url, 90)
        else:
            self.env.update(
                PYTHON=sys.executable,
                PORT=str(self.port),
                REPLICA_PORT=str(free_ports(self.replicas)),
                RUN_DIR=str(self.work / "run"),
                REPLICA_CMD=f"{sys.executable} {timed} {self.runs_log}",
            )
            subprocess.run(
                ["bash", "deploy/replicas.sh", "start", str(self.replicas)],
                cwd=self.root,
                env=self.env,
                check=True,
                timeout=180,
                stdout=subprocess.DEVNULL,
            )
        return self

    def pids(self) -> dict[str, int]:
        if self.kind == "single":
            return {"replica-1": self.process.pid} if self.process else {}
        run = self.work / "run"
        return {path.stem: int(path.read_text()) for path in run.glob("*.pid")}

    def replica_pids(self) -> dict[str, int]:
        return {name: pid for name, pid in self.pids().items() if name.startswith("replica")}

    def runs(self, since: float, until: float) -> list[tuple[float, float, str]]:
        found = []
        if self.runs_log.exists():
            for line in self.runs_log.read_text().splitlines():
                wall, seconds, kind, _session = line.split()
                if since <= float(wall) <= until:
                    found.append((float(wall), float(seconds), kind))
        return found

    def stop(self) -> None:
        if self.kind == "single":
            if self.process is not None and self.process.poll() is None:
                self.process.terminate()
                try:
                    self.process.wait(10)
                except subprocess.TimeoutExpired:
                    self.process.kill()
        else:
            log = self.work / "run" / "haproxy.log"
            if log.exists():  # HAProxy's own word on replicas taken out of (or back into) rotation
                lines = log.read_text().splitlines()
                self.proxy_events = [line for line in lines if " is DOWN" in line or " is UP" in line]
            subprocess.run(
                ["bash", "deploy/replicas.sh", "stop"],
                cwd=self.root,
                env=self.env,
                check=False,
                timeout=60,
                stdout=subprocess.DEVNULL,
            )
        shutil.rmtree(self.work, ignore_errors=True)


class Sampler(threading.Thread):
    """RSS of every replica every 250 ms: the peak per replica, and the value at named moments."""

    def __init__(self, target: Target) -> None:
        super().__init__(daemon=True)
        self.target = target
        self.peak: dict[str, int] = {}
        self._halt = threading.Event()

    def snapshot(self) -> dict[str, int]:
        values = {}
        for name, pid in self.target.replica_pids().items():
            try:
                values[name] = memory_kib(pid)["VmRSS"]
            except OSError:
                pass
        return values

    def run(self) -> None:
        while not self._halt.wait(0.25):
            for name, kib in self.snapshot().items():
                self.peak[name] = max(self.peak.get(name, 0), kib)

    def stop(self) -> None:
        self._halt.set()
        self.join(2)


# ---------------------------------------------------------------------------------------------------------------
# Visitors


@dataclass
class Stats:
    open_seconds: list[float] = field(default_factory=list)
    step_seconds: list[float] = field(default_factory=list)
    step_bytes: list[int] = field(default_factory=list)
    step_messages: list[int] = field(default_factory=list)
    open_bytes: list[int] = field(default_factory=list)
    steps_sent: int = 0
    steps_ok: int = 0
    lost: list[str] = field(default_factory=list)
    errored: list[str] = field(default_factory=list)
    open_failed: list[str] = field(default_factory=list)
    replica_of: dict[str, int] = field(default_factory=dict)


class Visitor:
    def __init__(self, index: int, base_url: str, stats: Stats, step_timeout: float) -> None:
        self.index = index
        self.base_url = base_url
        self.stats = stats
        self.step_timeout = step_timeout
        self.socket = None
        self.page_hash = ""
        self.slider_id: str | None = None
        self.fragment_id = ""
        self.cards: list[str] = []
        self.exceptions: list[str] = []
        self.step_id = ""  # the live page's step mount (its element id), the latest step payload, the laws
        self.step_payload: bytes | None = None
        self.view: dict | None = None
        self.seq = 0
        self.received = [0, 0]  # bytes and messages since the last reset
        self.finished: asyncio.Queue = asyncio.Queue()
        self.position = random.Random(index).randrange(len(WALK))
        self.direction = 1
        self.reader: asyncio.Task | None = None

    def _rerun(self, **fields: object) -> bytes:
        message = BackMsg()
        state = message.rerun_script
        state.context_info.timezone = "UTC"
        state.context_info.locale = "en-GB"
        state.context_info.url = f"{self.base_url}/Explorer"
        for name, value in fields.items():
            setattr(state, name, value)
        return message, state

    async def open(self) -> None:
        started = time.perf_counter()
        url = f"{self.base_url}/Explorer?{QUERY}"

        def get_cookies() -> str:
            with urllib.request.urlopen(url, timeout=60) as response:
                response.read()
                jar = SimpleCookie()
                for header in response.headers.get_all("Set-Cookie") or []:
                    jar.load(header)
            return "; ".join(f"{key}={morsel.value}" for key, morsel in jar.items())

        cookie = await asyncio.to_thread(get_cookies)
        if "PCSRV=" in cookie:
            replica = cookie.split("PCSRV=r", 1)[1].split(";", 1)[0]
            self.stats.replica_of[f"v{self.index}"] = int(replica)
        ws_url = "ws://" + urlsplit(self.base_url).netloc + "/_stcore/stream"
        self.socket = await connect(
            ws_url,
            subprotocols=["streamlit"],
            origin=self.base_url,
            additional_headers={"Cookie": cookie} if cookie else None,
            max_size=None,
            open_timeout=60,
            ping_interval=20,
            ping_timeout=None,
        )
        self.reader = asyncio.create_task(self._read())
        message, state = self._rerun(query_string=QUERY, page_name="Explorer")
        await self.socket.send(message.SerializeToString())
        status = await asyncio.wait_for(self.finished.get(), self.step_timeout)
        if status not in OK_FINISH or self.exceptions:
            raise RuntimeError(f"open: status {status}, {self.exceptions}")
        if self.step_id:  # the live page: the cards the browser will draw at every stop of the walk
            if self.view is None or self.step_payload is None:
                raise RuntimeError("open: no laws or no step")
            stops = self.view["labels"]
            for value, want in EXPECTED.items():
                at = stops.index(label(value))
                got = [mechanism["chance"][at] for mechanism in self.view["mechanisms"]]
                if got != want:
                    raise RuntimeError(f"open: cards at ε={value}: {got} != {want}")
        else:
            if self.slider_id is None or len(self.cards) != 3:
                raise RuntimeError(f"open: slider {self.slider_id}, cards {self.cards}")
            if self.cards != EXPECTED.get(1.0, self.cards):
                raise RuntimeError(f"open: cards {self.cards}")
        self.stats.open_seconds.append(time.perf_counter() - started)
        self.stats.open_bytes.append(self.received[0])

    async def _read(self) -> None:
        try:
            async for data in self.socket:
                if isinstance(data, str):
                    continue
                self.received[0] += len(data)
                self.received[1] += 1
                message = ForwardMsg.FromString(data)
                kind = message.WhichOneof("type")
                if kind == "new_session":
                    self.page_hash = message.new_session.page_script_hash
                elif kind == "delta" and message.delta.WhichOneof("type") == "new_element":
                    element = message.delta.new_element
                    what = element.WhichOneof("type")
                    if what == "slider" and element.slider.id.endswith(SLIDER_KEY):
                        self.slider_id = element.slider.id
                        self.fragment_id = message.delta.fragment_id
                    elif what == "markdown" and "pcCardValue" in element.markdown.body:
                        self.cards = CARD.findall(element.markdown.body)
                    elif what == "bidi_component" and element.bidi_component.bytes[:4] == live.MAGIC:
                        payload = element.bidi_component.bytes
                        header = live.unpack(payload)[0]
                        if header["role"] == live.ROLE_VIEW:
                            self.view = header
                        elif header["role"] == live.ROLE_STEP:
                            self.step_id = element.bidi_component.id
                            self.fragment_id = message.delta.fragment_id
                            self.step_payload = payload
                    elif what == "exception":
                        self.exceptions.append(element.exception.message[:200])
                elif kind == "script_finished" and message.script_finished != ForwardMsg.FINISHED_EARLY_FOR_RERUN:
                    self.finished.put_nowait(message.script_finished)
        except Exception as error:  # a closed socket ends the reader; the step waiting on it is then lost
            self.finished.put_nowait(f"closed: {type(error).__name__}")
        else:
            self.finished.put_nowait("closed")

    async def step(self) -> None:
        if not 0 <= self.position + self.direction < len(WALK):
            self.direction = -self.direction
        self.position += self.direction
        value = WALK[self.position]
        message, state = self._rerun(page_script_hash=self.page_hash, fragment_id=self.fragment_id)
        widget = state.widget_states.widgets.add()
        if self.step_id:  # the live page: the step mount's state, as its browser script sets it when the hand stops
            self.seq += 1
            widget.id = self.step_id
            widget.json_value = json.dumps({live.EVENT_EPSILON: {"epsilon": value, "seq": self.seq}})
        else:
            widget.id = self.slider_id
            widget.string_array_value.data.append(label(value))
        self.cards, self.exceptions, self.step_payload = [], [], None
        self.received = [0, 0]
        self.stats.steps_sent += 1
        started = time.perf_counter()
        try:
            await self.socket.send(message.SerializeToString())
            status = await asyncio.wait_for(self.finished.get(), self.step_timeout)
        except (TimeoutError, Exception) as error:  # no answer in time, or the socket is gone
            self.stats.lost.append(f"v{self.index} ε={value}: {type(error).__name__}")
            return
        elapsed = time.perf_counter() - started
        if isinstance(status, str):
            self.stats.lost.append(f"v{self.index} ε={value}: {status}")
        elif status not in OK_FINISH or self.exceptions:
            self.stats.errored.append(f"v{self.index} ε={value}: status {status} {self.exceptions}")
        elif (problem := self._check(value)) is not None:
            self.stats.errored.append(f"v{self.index} ε={value}: {problem}")
        else:
            self.stats.steps_ok += 1
            self.stats.step_seconds.append(elapsed)
            self.stats.step_bytes.append(self.received[0])
            self.stats.step_messages.append(self.received[1])

    def _check(self, value: float) -> str | None:
        """What is wrong with the step's answer at ``value`` (None: dpcore's numbers)."""
        if not self.step_id:
            return None if self.cards == EXPECTED[value] else f"cards {self.cards} != {EXPECTED[value]}"
        if self.step_payload is None:
            return "no step payload"
        header, arrays = live.unpack(self.step_payload)
        if header.get("error") or header["token"] != (self.view or {}).get("token"):
            return f"step error {header.get('error')} or laws {header['token']}"
        if header["epsilon"] != canonical(value) or int(header["seq"]) != self.seq:
            return f"step at ε={header['epsilon']} (seq {header['seq']}) for ε={value} (seq {self.seq})"
        if arrays["counts"].tolist() != EXPECTED_COUNTS[value]:
            return "counts differ from dpcore.simulate"
        return None

    async def close(self) -> None:
        if self.socket is not None:
            await self.socket.close()
        if self.reader is not None:
            self.reader.cancel()


async def drive(target: Target, args: argparse.Namespace, sampler: Sampler) -> dict:
    stats = Stats()
    visitors = [Visitor(i, target.base_url, stats, args.step_timeout) for i in range(args.sessions)]
    deadline = time.monotonic() + args.max_seconds
    moments: dict[str, dict[str, int]] = {"idle": sampler.snapshot()}

    # Open the sessions at a steady rate (a hall does not click the link in the same millisecond).
    async def open_one(visitor: Visitor, delay: float) -> None:
        await asyncio.sleep(delay)
        try:
            await visitor.open()
        except Exception as error:
            stats.open_failed.append(f"v{visitor.index}: {type(error).__name__}: {str(error)[:200]}")

    opened_at = time.time()
    cpu_opening = {name: cpu_seconds(pid) for name, pid in target.pids().items()}
    await asyncio.gather(*(open_one(v, i / args.open_rate) for i, v in enumerate(visitors)))
    opening_cpu = sum(
        cpu_seconds(pid) - cpu_opening.get(name, 0.0)
        for name, pid in target.pids().items()
        if name.startswith("replica")
    )
    moments["opened"] = sampler.snapshot()
    failed = {f.split(":", 1)[0] for f in stats.open_failed}
    opened = [v for v in visitors if (v.slider_id or v.step_id) and f"v{v.index}" not in failed]

    # Then every visitor moves ε once per interval (phase spread at random), for --duration seconds.
    steps_from = time.time()
    end = time.monotonic() + args.duration

    async def walk(visitor: Visitor) -> None:
        rng = random.Random(1000 + visitor.index)
        next_at = time.monotonic() + rng.uniform(0, args.interval)
        while True:
            await asyncio.sleep(max(0.0, next_at - time.monotonic()))
            if time.monotonic() >= min(end, deadline):
                return
            await visitor.step()
            next_at += args.interval * rng.uniform(0.9, 1.1)

    cpu_before = {name: cpu_seconds(pid) for name, pid in target.pids().items()}
    own_before = time.process_time()
    await asyncio.gather(*(walk(v) for v in opened))
    steps_until = time.time()
    wall = steps_until - steps_from
    cpu = {name: (cpu_seconds(pid) - cpu_before.get(name, 0.0)) / wall for name, pid in target.pids().items()}
    client_cpu = (time.process_time() - own_before) / wall
    moments["after steps"] = sampler.snapshot()
    await asyncio.gather(*(v.close() for v in visitors), return_exceptions=True)

    fragment_runs = [seconds for wall_at, seconds, kind in target.runs(steps_from, steps_until) if kind == "fragment"]
    full_runs = [seconds for wall_at, seconds, kind in target.runs(opened_at, steps_from) if kind == "full"]
    return {
        "target": target.kind,
        "replicas": target.replicas,
        "sessions": args.sessions,
        "opened": len(opened),
        "server_cpu_per_open_ms": round(1000 * opening_cpu / max(1, len(stats.open_seconds)), 1),
        "open_failed": stats.open_failed,
        "interval_s": args.interval,
        "duration_s": round(wall, 1),
        "planned_s": args.duration,
        "steps_sent": stats.steps_sent,
        "steps_ok": stats.steps_ok,
        "steps_lost": len(stats.lost),
        "steps_errored": len(stats.errored),
        "lost": stats.lost[:10],
        "errored": stats.errored[:10],
        "step_round_trip": summary(stats.step_seconds),
        "bytes_per_step": statistics.median(stats.step_bytes) if stats.step_bytes else None,
        "messages_per_step": statistics.median(stats.step_messages) if stats.step_messages else None,
        "bytes_per_open": statistics.median(stats.open_bytes) if stats.open_bytes else None,
        "server_time_per_step": summary(fragment_runs),
        "server_steps_timed": len(fragment_runs),
        "open_round_trip": summary(stats.open_seconds),
        "server_time_per_open": summary(full_runs),
        "cpu_busy_per_process": {name: round(value, 3) for name, value in cpu.items()},
        "client_cpu": round(client_cpu, 3),
        "rss_mib": {moment: {k: round(v / 1024, 1) for k, v in values.items()} for moment, values in moments.items()},
        "peak_rss_mib": {name: round(kib / 1024, 1) for name, kib in sampler.peak.items()},
        "sessions_per_replica": {
            f"r{r}": sum(1 for value in stats.replica_of.values() if value == r)
            for r in sorted(set(stats.replica_of.values()))
        },
    }


def summary(values: list[float]) -> dict[str, float]:
    if not values:
        return {"n": 0}
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return {
        "n": len(values),
        "p50_ms": round(statistics.median(ordered) * 1000, 1),
        "p95_ms": round(p95 * 1000, 1),
        "max_ms": round(ordered[-1] * 1000, 1),
    }


def run_one(args: argparse.Namespace) -> dict:
    if not 1 <= args.sessions <= MAX_SESSIONS:
        raise SystemExit(f"--sessions must be 1..{MAX_SESSIONS}")
    quiet_until = time.monotonic() + args.wait_for_quiet
    while os.getloadavg()[0] > args.quiet_load and time.monotonic() < quiet_until:
        time.sleep(5)  # other work on the machine takes CPU from the servers: wait (bounded) for it to calm down
    target = Target(args.target, args.replicas, args.profile, root=getattr(args, "root", ROOT)).start()
    assert urlsplit(target.base_url).hostname == "127.0.0.1"  # loopback only
    sampler = Sampler(target)
    sampler.start()
    load = os.getloadavg()[0]
    try:
        result = asyncio.run(asyncio.wait_for(drive(target, args, sampler), args.max_seconds + 60))
    finally:
        sampler.stop()
        target.stop()
    result["proxy_events"] = target.proxy_events
    result["load_at_start"] = round(load, 2)
    result["load_at_end"] = round(os.getloadavg()[0], 2)
    return result


def line(result: dict) -> str:
    def cell(stats: dict) -> str:
        if not stats.get("n"):
            return "–"
        return f"{stats['p50_ms']:,.0f} / {stats['p95_ms']:,.0f} / {stats['max_ms']:,.0f}"

    where = "1 process" if result["target"] == "single" else f"{result['replicas']} replicas + HAProxy"
    if result.get("code"):
        where += f", {result['code']}"
    due = round(result["opened"] * result.get("planned_s", 60.0) / result["interval_s"])
    rss = result["peak_rss_mib"]
    after = result["rss_mib"].get("after steps", {})
    cpu = result["cpu_busy_per_process"]
    replicas_cpu = sum(value for name, value in cpu.items() if name.startswith("replica"))
    cpu_per_step = replicas_cpu * result["duration_s"] / max(1, result["steps_ok"]) * 1000
    return (
        f"| {where} | {result['sessions']} | {result['interval_s']:g} s | {result['steps_sent']:,} / {due:,} | "
        f"{result['steps_lost']} | {result['steps_errored']} | {cell(result['server_time_per_step'])} | "
        f"{cell(result['step_round_trip'])} | {cpu_per_step:.0f} | "
        f"{' / '.join(f'{v:,.0f}' for v in after.values())} ({' / '.join(f'{v:,.0f}' for v in rss.values())}) | "
        f"{' / '.join(f'{100 * cpu[k]:.0f}%' for k in sorted(cpu))} | {100 * result['client_cpu']:.0f}% | "
        f"{result['load_at_start']} / {result['load_at_end']} |"
    )


HEADER = (
    "| target | sessions | step every | steps made / due | lost | errored | "
    "server time per step p50 / p95 / max (ms) | round trip p50 / p95 / max (ms) | server CPU per step (ms) | "
    "RSS per replica after the steps (peak), MiB | CPU busy per process | load generator CPU | "
    "load average start / end |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|"
)
OPEN_HEADER = (
    "| target | sessions | opened | failed | open round trip p50 / p95 / max (ms) | "
    "server time per open p50 / p95 / max (ms) | RSS idle, MiB | RSS opened, MiB | sessions per replica |"
    "\n|---|---|---|---|---|---|---|---|---|"
)


def _cpu_per_step(result: dict) -> float:
    cpu = result["cpu_busy_per_process"]
    replicas_cpu = sum(value for name, value in cpu.items() if name.startswith("replica"))
    return replicas_cpu * result["duration_s"] / max(1, result["steps_ok"]) * 1000


#: The floor of a step in Streamlit's rerun model: a page whose live fragment holds one mount whose state the browser
#: sets, writes the link and computes nothing (what every ε step costs before any work of the page's own).
FLOOR_APP = """import struct

import streamlit as st

bridge = st.components.v2.component("floor_bridge", js="export default function (c) {\\n  return null;\\n}\\n")


def sent():
    value = (st.session_state.get("pc_live_step") or {}).get("epsilon")
    if value:
        st.session_state["eps"] = value["epsilon"]


@st.fragment
def step():
    eps = st.session_state.get("eps", 1.0)
    st.query_params["epsilon"] = f"{eps:g}"
    bridge(key="pc_live_step", data=b"PCL1" + struct.pack("<d", eps) * 50, width="content", on_epsilon_change=sent)


st.title("floor")
step()
"""


class FloorVisitor:
    """One visitor of the floor page: open it, then set its mount's state ε, as the live page's control does."""

    def __init__(self, base_url: str) -> None:
        self.base_url, self.seq = base_url, 0

    async def open(self) -> None:
        self.socket = await connect(
            "ws://" + urlsplit(self.base_url).netloc + "/_stcore/stream",
            subprotocols=["streamlit"],
            origin=self.base_url,
            max_size=None,
        )
        message = BackMsg()
        message.rerun_script.context_info.url = self.base_url
        await self.socket.send(message.SerializeToString())
        await self._finished()

    async def _finished(self) -> None:
        async with asyncio.timeout(60):
            async for data in self.socket:
                forward = ForwardMsg.FromString(data)
                kind = forward.WhichOneof("type")
                if kind == "new_session":
                    self.page_hash = forward.new_session.page_script_hash
                elif kind == "delta" and forward.delta.new_element.WhichOneof("type") == "bidi_component":
                    self.step_id = forward.delta.new_element.bidi_component.id
                    self.fragment_id = forward.delta.fragment_id
                elif kind == "script_finished":
                    return

    async def step(self) -> None:
        self.seq += 1
        message = BackMsg()
        rerun = message.rerun_script
        rerun.page_script_hash, rerun.fragment_id = self.page_hash, self.fragment_id
        rerun.context_info.url = self.base_url
        widget = rerun.widget_states.widgets.add()
        widget.id = self.step_id
        widget.json_value = json.dumps({"epsilon": {"epsilon": WALK[self.seq % len(WALK)], "seq": self.seq}})
        await self.socket.send(message.SerializeToString())
        await self._finished()


async def step_floor(roots: list[tuple[str, Path]], rounds: int = 10, batch: int = 30) -> dict[str, list[float]]:
    """Server CPU per step of one visitor on each page (before, after, the floor), batches taking turns."""
    floor_dir = Path(tempfile.mkdtemp(prefix="pc-floor-"))
    (floor_dir / ".streamlit").mkdir()
    shutil.copyfile(ROOT / ".streamlit" / "config.toml", floor_dir / ".streamlit" / "config.toml")
    (floor_dir / "app.py").write_text(FLOOR_APP)
    pages = [*roots, ("floor: one mount and the link, nothing computed", floor_dir)]
    processes, visitors, found = [], [], {}
    try:
        for name, root in pages:
            port = free_port()
            base_url = f"http://127.0.0.1:{port}"
            command = [sys.executable, "-m", "streamlit", "run", "app.py", "--server.address=127.0.0.1"]
            command += [f"--server.port={port}", "--server.headless=true"]
            process = subprocess.Popen(
                command, cwd=root, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT, start_new_session=True
            )
            processes.append(process)
            wait_until_healthy(process, base_url, 90)
            visitor = FloorVisitor(base_url) if name.startswith("floor") else Visitor(0, base_url, Stats(), 60)
            await visitor.open()
            for _ in range(2 * len(WALK)):  # warm: every stop of the walk run once
                await visitor.step()
            visitors.append(visitor)
            found[name] = []
        for _ in range(rounds):
            for (name, _), visitor, process in zip(pages, visitors, processes, strict=True):
                before = cpu_seconds(process.pid)
                for _ in range(batch):
                    await visitor.step()
                found[name].append(1000 * (cpu_seconds(process.pid) - before) / batch)
    finally:
        for process in processes:
            process.terminate()
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(10)
        shutil.rmtree(floor_dir, ignore_errors=True)
    return found


HALL_HEADER = (
    "| target | code | visitors | opened / failed | open round trip p50 / p95 / max (s) | server CPU per open (ms) | "
    "steps made / due | lost | errored | step round trip p50 / p95 / max (ms) | server CPU per step (ms) | "
    "bytes per step (KB, messages) | RSS per replica after the steps (peak), MiB | CPU busy (haproxy, replicas) | "
    "load average start / end |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
)
RATIO_HEADER = (
    "| target | server CPU per step, before → after | bytes per step, before → after | open p95, before → after | "
    "step p95, before → after |\n|---|---|---|---|---|"
)


def _where(result: dict) -> str:
    return "1 process" if result["target"] == "single" else f"{result['replicas']} replicas + HAProxy"


def _spread(stats: dict, scale: float = 1.0, digits: int = 0) -> str:
    if not stats.get("n"):
        return "–"
    return " / ".join(f"{stats[key] / scale:,.{digits}f}" for key in ("p50_ms", "p95_ms", "max_ms"))


def hall_row(result: dict) -> str:
    """One configuration's line of the halls' table."""
    due = round(result["opened"] * result.get("planned_s", 60.0) / result["interval_s"])
    after = result["rss_mib"].get("after steps", {})
    peak = result["peak_rss_mib"]
    rss = f"{' / '.join(f'{v:,.0f}' for v in after.values())} ({' / '.join(f'{v:,.0f}' for v in peak.values())})"
    busy = " / ".join(f"{100 * value:.0f}%" for _, value in sorted(result["cpu_busy_per_process"].items()))
    size = result.get("bytes_per_step")
    sent = "–" if size is None else f"{size / 1024:.1f} ({result.get('messages_per_step', 0):.0f})"
    return (
        f"| {_where(result)} | {result.get('code') or 'now'} | {result['sessions']} at {result['open_rate']:.2g}/s | "
        f"{result['opened']} / {len(result['open_failed'])} | {_spread(result['open_round_trip'], 1000, 1)} | "
        f"{result.get('server_cpu_per_open_ms', float('nan')):.0f} | {result['steps_sent']:,} / {due:,} | "
        f"{result['steps_lost']} | {result['steps_errored']} | {_spread(result['step_round_trip'])} | "
        f"{_cpu_per_step(result):.1f} | {sent} | {rss} | {busy} | {result['load_at_start']} / {result['load_at_end']} |"
    )


def ratio_row(before: dict, after: dict) -> str:
    """Before and after for one target: the quotients that matter."""
    cpu_before, cpu_after = _cpu_per_step(before), _cpu_per_step(after)
    bytes_before, bytes_after = before["bytes_per_step"], after["bytes_per_step"]
    open_before = before["open_round_trip"].get("p95_ms", 0) / 1000
    open_after = after["open_round_trip"].get("p95_ms", 0) / 1000
    step_before, step_after = (r["step_round_trip"].get("p95_ms", 0) for r in (before, after))
    return (
        f"| {_where(after)} | {cpu_before:.1f} → {cpu_after:.1f} ms (× {cpu_after / cpu_before:.2f}) | "
        f"{bytes_before / 1024:.1f} → {bytes_after / 1024:.1f} KB (× {bytes_after / bytes_before:.2f}) | "
        f"{open_before:.1f} → {open_after:.1f} s | {step_before:,.0f} → {step_after:,.0f} ms |"
    )


def floor_section(floor: dict[str, list[float]] | None) -> str:
    if not floor:
        return ""
    rows = "\n".join(
        f"| {name} | {statistics.median(values):.1f} | {min(values):.1f}–{max(values):.1f} |"
        for name, values in floor.items()
    )
    return f"""
## One visitor: server CPU per step, and the floor of a step

One visitor on each page, stepping as fast as the answers come (every stop of the walk already run once, so the
runs come from the memo as for the hall's visitors), {len(next(iter(floor.values())))} batches of steps taking turns;
server CPU per step from /proc. The *floor* is a page whose live fragment holds one component mount whose state the
browser sets and which writes the link: what an ε step costs in Streamlit's rerun model before the page does
anything (the script run's set-up, the `new_session` message Streamlit sends with every run, the link's
`page_info`, the websocket).

| page | server CPU per step, median (ms) | lowest–highest batch |
|---|---|---|
{rows}
"""


def hall_markdown(results: list[dict], meta: dict, floor: dict[str, list[float]] | None = None) -> str:
    """The report of ``--hall`` (with ``--before``): opening and steps of both halls, before and after."""
    when = sorted(result["when"] for result in results)
    rows = "\n".join(hall_row(result) for result in results)
    ratios = []
    for kind in ("single", "replicas"):
        pair = [r for r in results if r["target"] == kind]
        before = next((r for r in pair if str(r.get("code", "")).startswith("before")), None)
        after = next((r for r in pair if r.get("code") == "after"), None)
        if before and after and before.get("bytes_per_step") and after.get("bytes_per_step"):
            ratios.append(ratio_row(before, after))
    problems = [p for r in results for p in r["open_failed"] + r["lost"] + r["errored"] + r.get("proxy_events", [])]
    listed = "\n".join(f"- {p}" for p in problems[:20]) or "None: every step of every session showed dpcore's numbers."
    command = "python bench/bench_scale.py --hall" + (f" --before {meta['before']}" if meta.get("before") else "")
    return f"""# Scale: the lecture halls of issue 23, before and after

Generated by `{command}` ({when[0]} – {when[-1]}) on a {meta["cpus"]}-core machine ({meta["machine"]}, Python
{meta["python"]}). Each configuration ran on the code before (a temporary git worktree), then right after on the
current code, in one run. The load generator ran on the same machine as the servers, and so did other people's work
(the load average is in the table: above 2, other work took CPU from the servers): quote the ratios.

## Both halls, before and after

A visitor opens `/Explorer?{QUERY}` (HTTP GET, WebSocket, the page's first full run: *open round trip* until its
`script_finished`), the visitors opening at the stated rate; then each moves ε one stop every 5 s (±10%) for 60 s
and waits for the answer before moving again (*step round trip*). *Server CPU per open*: the replicas' CPU time over
the opening phase divided by the opens; *per step*: over the ε phase divided by the steps made. *Bytes per step*:
median of everything the server sent for one step (the WebSocket payloads, as the browser receives them), and the
number of messages. Every open and every step is checked against dpcore (see "What a visitor is").

{HALL_HEADER}
{rows}

{RATIO_HEADER}
{chr(10).join(ratios) or "| – | | | | |"}
{floor_section(floor)}
## Problems

{listed}

## What a visitor is

No browser: each visitor speaks Streamlit's WebSocket protocol with the protobuf messages that ship with Streamlit.
On the live page (after) the open is checked by the laws it brings (the three cards at every stop of the walk, from
{WALK[0]:g} to {WALK[-1]:g}, equal to `ui.shell.text.chance` of dpcore's P(best)), and each step sends what the browser
sends when the hand stops (the step mount's state `epsilon` with a sequence number) and checks the answer: the
same laws, the stop asked for, and each mechanism's counts equal to `dpcore.simulate` at that ε with seed {SEED}. On
the page before, a step is the slider's widget state and its three cards are checked against dpcore's P(best). A
browser also draws the page; the server's work is the same (`--validate` compares with `bench_lecture_hall.py`).
"""


def markdown(results: list[dict], meta: dict) -> str:
    """The report: one row per configuration, then the opening of the sessions, then the method."""
    when = sorted(result["when"] for result in results)
    rows = "\n".join(line(result) for result in results)

    def cell(stats: dict) -> str:
        return f"{stats['p50_ms']:,.0f} / {stats['p95_ms']:,.0f} / {stats['max_ms']:,.0f}" if stats.get("n") else "–"

    opening = "\n".join(
        f"| {'1 process' if r['target'] == 'single' else str(r['replicas']) + ' replicas + HAProxy'} | {r['sessions']} "
        f"| {r['opened']} | {len(r['open_failed'])} | {cell(r['open_round_trip'])} | {cell(r['server_time_per_open'])} "
        f"| {' / '.join(f'{v:,.0f}' for v in r['rss_mib'].get('idle', {}).values())} "
        f"| {' / '.join(f'{v:,.0f}' for v in r['rss_mib'].get('opened', {}).values())} "
        f"| {' / '.join(f'{n}' for n in r['sessions_per_replica'].values()) or '–'} |"
        for r in results
    )
    problems = [p for r in results for p in r["open_failed"] + r["lost"] + r["errored"] + r.get("proxy_events", [])]
    listed = "\n".join(f"- {p}" for p in problems[:20]) or "None: every step of every session showed dpcore's numbers."
    return f"""# Scale: many sessions on one process and on replicas behind HAProxy

Generated by `python bench/bench_scale.py` ({when[0]} – {when[-1]}) on a {meta["cpus"]}-core machine
({meta["machine"]}, Python {meta["python"]}). The load generator runs on the same machine as the servers (its own
CPU share is in the table), and so did whatever else ran there (the load average is in the table: above 2, other
work took CPU from the servers). Sizing for a lecture hall and an online course from these figures:
[docs/deployment.md](../docs/deployment.md#how-many-replicas).

## ε steps

Each visitor moves ε once per interval (the first step at a random moment in the first interval, then every
interval ±10%) and waits for the rerun's result. *Server time per step*: the script run of the step, timed inside the
replica (the same timer as `bench_lecture_hall.py`); *round trip*: from the rerun request sent to the
`script_finished` received by the load generator (includes queueing behind other sessions' runs and the proxy).
*Due*: the steps the visitors would have made at that pace in the planned {results[0].get("planned_s", 60):g} s; a
visitor waits for the result of its step before it moves again, as a person does, so an overloaded server shows as
steps made < due (and long round trips), not as lost steps. *Server CPU per step*: the replicas' CPU time over the
ε phase divided by the steps made (what sizing needs).
*Lost*: no `script_finished` within 60 s or a closed socket; *errored*: an exception, a failed run, or a card that is
not dpcore's P(best) for that ε. CPU busy: share of one core over the ε phase (haproxy, then each replica).

{HEADER}
{rows}

## Opening the sessions

Sessions open at 5 a second (an HTTP GET of `/Explorer` with the link's query string, which also brings the affinity
cookie behind the proxy, then the WebSocket and the page's first full run). RSS per replica before the first
visitor and once every session has opened.

{OPEN_HEADER}
{opening}

## Problems

{listed}

## What a visitor is

No browser: each visitor speaks Streamlit's WebSocket protocol with the protobuf messages that ship with Streamlit
(`BackMsg.rerun_script` with a `ClientState`; `ForwardMsg` deltas and `script_finished`). It opens
`/Explorer?{QUERY}` and walks the ε slider over the stops from {WALK[0]:g} to {WALK[-1]:g}, one stop per step, as a
key press on the slider does in the browser (the slider's widget state, its option label, for the live fragment
that holds it). Every step's three "chance of choosing the best" cards are compared with
`ui.shell.text.chance` of dpcore's exact P(best) for that ε. A browser also draws the page, and sends every
widget's state with each step; the server's script run is the same (`--validate` compares with
`bench_lecture_hall.py`, 20 browser sessions).
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--target", choices=["single", "replicas"], default="single")
    parser.add_argument("--replicas", type=int, default=2)
    parser.add_argument("--sessions", type=int, default=50)
    parser.add_argument("--interval", type=float, default=5.0, help="seconds between two ε steps of one visitor")
    parser.add_argument("--duration", type=float, default=60.0, help="seconds of ε steps after all sessions opened")
    parser.add_argument("--open-rate", type=float, default=5.0, help="new sessions per second while opening")
    parser.add_argument("--step-timeout", type=float, default=60.0)
    parser.add_argument("--max-seconds", type=float, default=600.0, help="upper bound on one configuration")
    parser.add_argument(
        "--wait-for-quiet",
        type=float,
        default=0,
        metavar="SECONDS",
        help="before each configuration, wait up to this long for a load average below --quiet-load",
    )
    parser.add_argument("--quiet-load", type=float, default=1.5)
    parser.add_argument("--matrix", action="store_true", help="single and 2 replicas x 50, 100, 200 sessions")
    parser.add_argument(
        "--hall",
        action="store_true",
        help="issue 23's halls: 200 visitors opening over 40 s on 1 process, 500 over 60 s on 2 replicas",
    )
    parser.add_argument("--floor", action="store_true", help="with --hall: also one visitor per page and the floor")
    parser.add_argument(
        "--before",
        metavar="REV",
        help="also run every configuration on this git revision (a temporary worktree), just before the current code",
    )
    parser.add_argument("--validate", action="store_true", help="20 sessions on one process, one ε step a second")
    parser.add_argument("--json", type=Path, help="write every result here")
    parser.add_argument("--markdown", type=Path, help="write a report of every result here (bench/results_scale.md)")
    parser.add_argument("--render", type=Path, nargs="+", help="only write --markdown from these --json files")
    parser.add_argument("--scenario", default=SCENARIO, choices=list(dpcore.SCENARIOS), help="the Explorer's scenario")
    parser.add_argument("--profile", type=Path, help="profile every ε step in the server (cProfile) into this file")
    args = parser.parse_args()
    use_scenario(args.scenario)
    if args.render:
        loaded = [json.loads(path.read_text()) for path in args.render]
        results = [result for one in loaded for result in one["results"]]
        args.markdown.write_text(markdown(results, loaded[0]["meta"]))
        return 0

    configs = [(args.target, args.sessions, args.interval, args.open_rate)]
    if args.matrix:
        configs = [(kind, n, 5.0, 5.0) for n in (50, 100, 200) for kind in ("single", "replicas")]
    if args.validate:
        configs = [("single", 20, 1.0, 5.0)]
    if args.hall:
        configs = [("single", 200, 5.0, 200 / 40), ("replicas", 500, 5.0, 500 / 60)]
    results = []
    print(HEADER, flush=True)
    with _worktree(args.before) as before:
        codes = ([(f"before ({args.before})", before)] if before else []) + [("after" if before else "", ROOT)]
        for kind, sessions, interval, rate in configs:
            for code, root in codes:
                values = {"target": kind, "sessions": sessions, "interval": interval, "open_rate": rate, "root": root}
                result = run_one(argparse.Namespace(**{**vars(args), **values}))
                result["when"] = datetime.now(UTC).strftime("%Y-%m-%d %H:%M:%S UTC")
                result["code"] = code
                result["open_rate"] = rate
                results.append(result)
                print(line(result), flush=True)
                for problem in (
                    result["open_failed"][:3] + result["lost"][:3] + result["errored"][:3] + result["proxy_events"][:4]
                ):
                    print("   ", problem, flush=True)
        floor = asyncio.run(step_floor(codes)) if args.floor else None
        if floor:
            for name, values in floor.items():
                print(f"  one visitor, {name}: {statistics.median(values):.1f} ms per step", flush=True)
    meta = {"python": platform.python_version(), "machine": platform.platform(), "cpus": os.cpu_count()}
    if args.before:
        meta["before"] = args.before
    if args.json:
        args.json.write_text(json.dumps({"meta": meta, "results": results, "floor": floor}, indent=1) + "\n")
    if args.markdown:
        args.markdown.write_text(hall_markdown(results, meta, floor) if args.hall else markdown(results, meta))
    return 0 if all(not r["steps_lost"] and not r["steps_errored"] and not r["open_failed"] for r in results) else 1


@contextlib.contextmanager
def _worktree(revision: str | None):  # noqa: ANN202
    """A temporary git worktree of ``revision`` (None: nothing), removed afterwards."""
    if not revision:
        yield None
        return
    where = Path(tempfile.mkdtemp(prefix="pc-before-")) / "tree"
    subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(where), revision], check=True)
    try:
        yield where
    finally:
        subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(where)], check=False)
        shutil.rmtree(where.parent, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
