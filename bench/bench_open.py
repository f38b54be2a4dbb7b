"""Server CPU of a warm page open, every page, before and after in one run (issue 23: ≤ 50 ms on every page).

A visitor opens a page as a browser does, without drawing it: an HTTP GET of the page (which a browser makes first),
the WebSocket ``/_stcore/stream``, the ``rerun_script`` BackMsg of the page, every message until its
``script_finished``, then the WebSocket closes. *Server CPU per open*: the server process's CPU time (user + system,
all its threads, from /proc in 10 ms clock ticks) over a batch of opens, less what the idle process used over the
same time, divided by the opens. Warm: each page is opened twice before it is measured (its imports, memoised laws
and pictures are in place, as for every visitor after the first). The two servers (the code of ``--before`` in a
temporary git worktree, and the current code) take turns, one batch each per round, so both see the same machine.

Loopback only, bounded (pages × rounds × batch opens, each with a timeout). ``--after REV`` serves that commit from
a worktree of its own too, instead of the working tree (which may hold others' unfinished edits).

    python bench/bench_open.py --before 611af82                    # ~3 minutes; writes bench/results_open.md
    python bench/bench_open.py --before 6a44f70 --after f16817c    # both from commits, not the working tree
    python bench/bench_open.py --rounds 3 --pages Explorer Lessons --output /tmp/open.md
"""

from __future__ import annotations

import argparse
import asyncio
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
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bench_lecture_hall import cpu_seconds  # noqa: E402
from streamlit.proto.BackMsg_pb2 import BackMsg  # noqa: E402
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg  # noqa: E402
from websockets.asyncio.client import connect  # noqa: E402

from tests.browser.conftest import free_port, wait_until_healthy  # noqa: E402

DEFAULT_OUTPUT = ROOT / "bench" / "results_open.md"
TARGET_MS = 50.0
#: Every page, as its link names it ("" is Home).
PAGES = (
    "",
    "Explorer",
    "Your_data",
    "Privacy_vs_utility",
    "Privacy_loss_audit",
    "Noise_lens",
    "Composition",
    "Private_median",
    "Synthetic_data",
    "Lessons",
)


class Server:
    """``streamlit run app.py`` from ``root`` on 127.0.0.1 (its own .streamlit/config.toml applies)."""

    def __init__(self, root: Path, label: str) -> None:
        self.root, self.label = root, label
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None
        self.idle_rate = 0.0

    def __enter__(self) -> Server:
        command = [sys.executable, "-m", "streamlit", "run", "app.py", "--server.address=127.0.0.1"]
        command += [f"--server.port={self.port}", "--server.headless=true"]
        self.process = subprocess.Popen(
            command, cwd=self.root, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT, start_new_session=True
        )
        wait_until_healthy(self.process, self.base, 90)
        return self

    def __exit__(self, *exc: object) -> None:
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()

    def cpu(self) -> float:
        assert self.process is not None
        return cpu_seconds(self.process.pid)

    async def open(self, page: str) -> int:
        """One open of ``page``; the bytes the server sent over the WebSocket."""
        url = f"{self.base}/{page}"
        await asyncio.to_thread(lambda: urllib.request.urlopen(url, timeout=60).read())
        socket = await connect(
            f"ws://127.0.0.1:{self.port}/_stcore/stream",
            subprotocols=["streamlit"],
            origin=self.base,
            max_size=None,
            open_timeout=60,
        )
        message = BackMsg()
        message.rerun_script.page_name = page
        message.rerun_script.context_info.url = url
        message.rerun_script.context_info.timezone = "UTC"
        await socket.send(message.SerializeToString())
        received = 0
        try:
            async with asyncio.timeout(60):
                async for data in socket:
                    received += len(data)
                    if isinstance(data, bytes):
                        forward = ForwardMsg.FromString(data)
                        if forward.WhichOneof("type") == "script_finished":
                            break
        finally:
            await socket.close()
        return received


async def measure(servers: list[Server], pages: list[str], rounds: int, batch: int) -> dict:
    """Per page and server: CPU ms per open (idle subtracted) of each batch, and bytes per open."""
    for server in servers:  # the idle process's own CPU (polling file watchers, timers)
        before, started = server.cpu(), time.monotonic()
        await asyncio.sleep(5)
        server.idle_rate = (server.cpu() - before) / (time.monotonic() - started)
    found: dict = {server.label: {} for server in servers}
    for page in pages:
        for server in servers:
            for _ in range(2):  # warm: imports, the memoised laws and pictures
                await server.open(page)
            found[server.label][page] = {"cpu_ms": [], "bytes": []}
        for number in range(rounds):
            for server in servers[number % 2 :] + servers[: number % 2]:
                await asyncio.sleep(0.3)  # let the last session's closing settle
                before, started = server.cpu(), time.monotonic()
                sizes = [await server.open(page) for _ in range(batch)]
                await asyncio.sleep(0.3)
                used = server.cpu() - before - server.idle_rate * (time.monotonic() - started)
                found[server.label][page]["cpu_ms"].append(1000 * used / batch)
                found[server.label][page]["bytes"] += sizes
        print(
            f"  /{page:20s} "
            + "  ".join(f"{s.label}: {statistics.median(found[s.label][page]['cpu_ms']):.0f} ms" for s in servers),
            flush=True,
        )
    return found


def report(found: dict, servers: list[Server], *, started: dt.datetime, rounds: int, batch: int, load: str) -> str:
    labels = [server.label for server in servers]
    head = " | ".join(f"{label}: server CPU per open (ms)" for label in labels)
    rows = []
    for page in next(iter(found.values())):
        cells = []
        for label in labels:
            values = found[label][page]["cpu_ms"]
            cells.append(f"{statistics.median(values):.0f} ({min(values):.0f}–{max(values):.0f})")
        now = statistics.median(found[labels[-1]][page]["cpu_ms"])
        ratio = f"{now / statistics.median(found[labels[0]][page]['cpu_ms']):.2f}" if len(labels) > 1 else ""
        sizes = " → ".join(f"{statistics.median(found[label][page]['bytes']) / 1024:.0f}" for label in labels)
        met = "yes" if now <= TARGET_MS else "**no**"
        rows.append(f"| /{page} | {' | '.join(cells)} | {ratio} | {sizes} | {met} |")
    return "\n".join(
        [
            "# Opening a page: server CPU of a warm open, before and after",
            "",
            f"Generated by `python bench/bench_open.py` on {started:%Y-%m-%d %H:%M} UTC ({platform.platform()}, "
            f"{os.cpu_count()} cores, Python {platform.python_version()}; load average at start / end: {load}). "
            f"{rounds} rounds of {batch} opens per page and server, the servers taking turns.",
            "",
            "A visitor opens a page as a browser does without drawing it: the HTTP GET of the page, the WebSocket, the "
            "page's first full run and every message of it, then the WebSocket closes. Server CPU per open: the "
            "server process's CPU time (all threads, /proc) over a batch, less the idle process's own over the same "
            "time, per open; median of the batches (lowest–highest). Warm: each page opened twice first.",
            "",
            f"| page | {head} | after ÷ before | KB sent per open ({' → '.join(labels)}) | ≤ {TARGET_MS:.0f} ms |",
            "|---|" + "---|" * (len(labels) + 3),
            *rows,
            "",
        ]
    )


@contextlib.contextmanager
def worktree(revision: str | None):  # noqa: ANN201
    if not revision:
        yield None
        return
    where = Path(tempfile.mkdtemp(prefix="pc-open-before-")) / "tree"
    subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(where), revision], check=True)
    try:
        yield where
    finally:
        subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(where)], check=False)
        shutil.rmtree(where.parent, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", metavar="REV", help="also measure this git revision, taking turns")
    parser.add_argument("--after", metavar="REV", help="measure this git revision instead of the working tree")
    parser.add_argument("--pages", nargs="+", default=list(PAGES), help='page names ("" is Home)')
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--batch", type=int, default=4)
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    args = parser.parse_args()
    started = dt.datetime.now(dt.UTC)
    load_start = ", ".join(f"{v:.1f}" for v in os.getloadavg()[:1])
    with worktree(args.before) as before, worktree(args.after) as after:
        label = "after" if before else "now"
        roots = [(f"before ({args.before})", before)] if before else []
        roots += [(f"{label} ({args.after})", after) if after else (label, ROOT)]
        with contextlib.ExitStack() as stack:
            servers = [stack.enter_context(Server(root, label)) for label, root in roots]
            found = asyncio.run(measure(servers, list(args.pages), args.rounds, args.batch))
    load = f"{load_start} / {os.getloadavg()[0]:.1f}"
    args.output.write_text(report(found, servers, started=started, rounds=args.rounds, batch=args.batch, load=load))
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
