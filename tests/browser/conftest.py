"""Fixtures for the real-browser tests: a live ``streamlit run`` server, Debian's chromium, a watched page.

Every test gets a page that records the browser console and every request it makes; a test fails (at teardown)
when the browser logged an error, contacted a host other than 127.0.0.1/localhost, or the page shows Streamlit's
exception box. The helpers here (server, browser launch, waiting, screenshots) are also used by
``bench/bench_latency.py``.

Chromium: ``/usr/bin/chromium`` from Debian (``apt-get install chromium``); ``playwright install`` is never used.
In CI (``CI=true``) a missing browser fails these tests; elsewhere they are skipped with the reason.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode, urlsplit

import pytest

from tests.conftest import missing_prerequisite

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "tests" / "artifacts"
CHROMIUM = Path(os.environ.get("PC_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
)
VIEWPORT = {"width": 1400, "height": 900}
LOCAL_HOSTS = frozenset({"127.0.0.1", "localhost"})
#: URL schemes that never leave the browser.
IN_BROWSER_SCHEMES = frozenset({"data", "blob", "about", "chrome-error"})
#: Generous: a cold page imports numpy/scipy/altair and runs the first simulations (~1–6 s on 2 cores).
PAGE_TIMEOUT_MS = 45_000

# Streamlit bug #7074 (open): a first visit straight to a sub-page (/Explorer) first asks /Explorer/_stcore/health
# and /Explorer/_stcore/host-config, gets 404, then falls back to /_stcore/...; chromium logs both 404s as console
# errors. Only exactly these are tolerated.
_KNOWN_404 = re.compile(r"^https?://(127\.0\.0\.1|localhost):\d+/[^/?#]+/_stcore/(health|host-config)$")


def require_browser() -> None:
    """Skip (locally) or fail (in CI) when chromium or the playwright package is missing."""
    problems = []
    if not (CHROMIUM.is_file() and os.access(CHROMIUM, os.X_OK)):
        problems.append(f"{CHROMIUM} not found (install it with: apt-get install -y chromium)")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        problems.append("the playwright package is not installed (pip install -r requirements-test.txt)")
    if problems:
        missing_prerequisite("real-browser tests need " + "; ".join(problems))


def playwright_expect():  # noqa: ANN201
    """Playwright's ``expect`` for a test module: a missing package skips the module locally, fails it in CI."""
    try:
        from playwright.sync_api import expect
    except ImportError:
        missing_prerequisite("real-browser tests need the playwright package (pip install -r requirements-test.txt)")
    return expect


def free_port() -> int:
    """A TCP port that is free on 127.0.0.1 right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def free_ports(count: int) -> int:
    """The first of ``count`` consecutive TCP ports that are free on 127.0.0.1 right now."""
    for _ in range(50):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            first = probe.getsockname()[1]
        if first + count > 65535:
            continue
        sockets = []
        try:
            for port in range(first, first + count):
                sock = socket.socket()
                sockets.append(sock)
                sock.bind(("127.0.0.1", port))
            return first
        except OSError:
            continue
        finally:
            for sock in sockets:
                sock.close()
    raise RuntimeError("no free consecutive ports")


def wait_until_healthy(process: subprocess.Popen, base_url: str, timeout: float = 60.0) -> None:
    """Poll Streamlit's health endpoint until it answers "ok"; RuntimeError if the process exits or time runs out."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"streamlit exited with code {process.returncode}")
        try:
            with urllib.request.urlopen(f"{base_url}/_stcore/health", timeout=2) as response:
                if response.read().strip() == b"ok":
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            pass
        time.sleep(0.1)
    raise RuntimeError(f"streamlit was not healthy within {timeout:.0f} s")


def stop_process(process: subprocess.Popen | None) -> None:
    """Terminate a server process (killing it if it does not stop within 10 s)."""
    if process is not None and process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)


class StreamlitServer:
    """``streamlit run <script>`` on 127.0.0.1:<free port>, started from ``cwd`` (so its .streamlit/ applies)."""

    def __init__(self, script: str = "app.py", *, cwd: Path = ROOT, port: int | None = None) -> None:
        self.script = script
        self.cwd = Path(cwd)
        self.port = port or free_port()
        self.base_url = f"http://127.0.0.1:{self.port}"
        self._log = tempfile.NamedTemporaryFile(prefix="streamlit-", suffix=".log", delete=False)  # noqa: SIM115
        self._process: subprocess.Popen[bytes] | None = None
        self.startup_seconds = float("nan")

    def start(self, timeout: float = 60.0) -> StreamlitServer:
        command = [
            sys.executable,
            "-m",
            "streamlit",
            "run",
            self.script,
            "--server.address=127.0.0.1",
            f"--server.port={self.port}",
            "--server.headless=true",
        ]
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        started = time.perf_counter()
        self._process = subprocess.Popen(
            command, cwd=self.cwd, stdout=self._log, stderr=subprocess.STDOUT, env=env, start_new_session=True
        )
        try:
            wait_until_healthy(self._process, self.base_url, timeout)
        except RuntimeError as error:
            log = self.log()  # read before stop() closes the log file
            self.stop()
            raise RuntimeError(f"{error}:\n{log}") from None
        self.startup_seconds = time.perf_counter() - started
        return self

    def url(self, path: str = "/", query: Mapping[str, object] | None = None) -> str:
        return f"{self.base_url}{path}" + (f"?{urlencode({k: str(v) for k, v in query.items()})}" if query else "")

    def cpu_seconds(self) -> float:
        """CPU time (user + system) the server process has used so far (Linux: /proc/<pid>/stat)."""
        if self._process is None:
            raise RuntimeError("the server is not running")
        fields = Path(f"/proc/{self._process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def log(self) -> str:
        self._log.flush()
        return Path(self._log.name).read_text(errors="replace")[-4000:]

    def stop(self) -> None:
        process, self._process = self._process, None
        stop_process(process)
        self._log.close()

    def __enter__(self) -> StreamlitServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
        Path(self._log.name).unlink(missing_ok=True)


def readme_screenshot() -> Path | None:
    """docs/screenshot.png when ``PC_UPDATE_SCREENSHOT=1`` (the committed README image), else None."""
    return ROOT / "docs" / "screenshot.png" if os.environ.get("PC_UPDATE_SCREENSHOT") == "1" else None


def launch_chromium(playwright):  # noqa: ANN001, ANN201 - playwright types are optional at import time
    """Debian's chromium, headless, with nothing that phones home."""
    return playwright.chromium.launch(executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS), headless=True)


def is_local(url: str) -> bool:
    """Whether a request URL stays on this machine's app server (or inside the browser)."""
    parts = urlsplit(url)
    if parts.scheme in IN_BROWSER_SCHEMES:
        return True
    return parts.hostname in LOCAL_HOSTS


@dataclass
class Watch:
    """What a page did: console errors (minus Streamlit's known deep-link 404s) and every URL it requested."""

    console_errors: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)

    @property
    def external(self) -> list[str]:
        return [url for url in self.requests if not is_local(url)]

    def attach(self, context, page) -> None:  # noqa: ANN001
        context.on("request", lambda request: self.requests.append(request.url))
        page.on("websocket", lambda socket_: self.requests.append(socket_.url))
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.console_errors.append(f"page error: {error}"))

    def _console(self, message) -> None:  # noqa: ANN001
        if message.type != "error":
            return
        where = (message.location or {}).get("url", "")
        if message.text.startswith("Failed to load resource") and "404" in message.text and _KNOWN_404.match(where):
            return
        self.console_errors.append(f"{message.text} ({where})")

    def problems(self) -> list[str]:
        found = [f"console error: {text}" for text in self.console_errors]
        found += [f"request left 127.0.0.1: {url}" for url in self.external]
        return found


def wait_for_app(page, timeout: float = PAGE_TIMEOUT_MS) -> None:  # noqa: ANN001
    """Wait until Streamlit's current run is over: a complement, never a wait on its own.

    Call it once the change an action causes is on screen (``expect(...)`` on a text, a link, a step counter):
    that change comes from the run the action started, so the run has begun and this waits for its end. Right
    after an action, before any change, the app can still look idle (the run has not started yet), and this would
    return at once.
    """
    page.locator("[data-testid='stApp'][data-test-script-state='notRunning']").wait_for(timeout=timeout)
    page.locator("[data-testid='stStatusWidget']").filter(has_text="Running").wait_for(state="hidden", timeout=timeout)


#: Keeps, across polls, the boxes of what the page draws; true once they were the same on ``frames`` animation
#: frames in a row and the fonts are loaded (charts that take their size from the window re-lay themselves out).
_LAYOUT_STILL = """(frames) => {
    const main = document.querySelector('[data-testid="stMain"]');
    if (!main || document.fonts.status !== 'loaded') return false;
    const drawn = main.querySelectorAll('svg, canvas, h1, h3, [data-testid="stSlider"], [data-testid="pcCard"]');
    const boxes = Array.from(drawn, el => {
        const b = el.getBoundingClientRect();
        return [b.left, b.top, b.width, b.height].map(Math.round).join(',');
    });
    const now = [window.innerWidth, window.innerHeight, main.scrollHeight, ...boxes].join(';');
    const seen = window.__pcLayout;
    window.__pcLayout = {now, same: seen && seen.now === now ? seen.same + 1 : 0};
    return window.__pcLayout.same >= frames;
}"""


def wait_for_layout(page, *, frames: int = 3, timeout: float = PAGE_TIMEOUT_MS) -> None:  # noqa: ANN001
    """Wait until the page's layout holds still: the fonts loaded and the boxes of its charts, titles, sliders and
    cards unchanged over ``frames`` animation frames in a row (after a resize, a chart that takes its size from the
    window is drawn again at the new size). A state, not a time: a slow machine only makes the frames slower."""
    page.evaluate("() => { delete window.__pcLayout; }")
    page.wait_for_function(_LAYOUT_STILL, arg=frames, polling="raf", timeout=timeout)


def press_until(
    page,  # noqa: ANN001
    press: Callable[[], None],
    changed: Callable[[float], None],
    *,
    attempts: int = 3,
    patience: float = 10_000,
) -> None:
    """Press a key (``press()``), then wait for the change it should cause (``changed(timeout_ms)``: an
    ``expect(...)`` with that timeout, raising AssertionError while the change is missing).

    A press that changed nothing is sent again, at most ``attempts`` times in all: when the change has not come
    within ``patience`` ms, the page is let finish any run under way (a slow press shows its change then, and is
    not repeated) and is checked once more; only a press that still changed nothing, with the app idle, is
    repeated. The last attempt waits the full page timeout.
    """
    for attempt in range(1, attempts + 1):
        press()
        last = attempt == attempts
        try:
            changed(PAGE_TIMEOUT_MS if last else patience)
            return
        except AssertionError:
            if last:
                raise
        wait_for_app(page)
        try:
            changed(1_000)
            return
        except AssertionError:
            continue  # nothing came of this press: the page is idle and unchanged, so press again


def download(page, click: Callable[[], None], *, attempts: int = 3, patience: float = 10_000):  # noqa: ANN001, ANN201
    """Click a download button (``click()``) and return Playwright's download, clicking again, at most ``attempts``
    times in all, when none came within ``patience`` ms (the last attempt waits the full page timeout).

    A click that lands while a run redraws the button can reach the button being replaced, and then nothing is
    downloaded: a person clicks again, and so does this, once the run is over.
    """
    from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

    for attempt in range(1, attempts + 1):
        last = attempt == attempts
        try:
            with page.expect_download(timeout=PAGE_TIMEOUT_MS if last else patience) as started:
                click()
            return started.value
        except PlaywrightTimeoutError:
            if last:
                raise
            wait_for_app(page)
    raise AssertionError("unreachable")


def exception_texts(page) -> list[str]:  # noqa: ANN001
    """The text of every Streamlit exception box on the page (there should be none)."""
    return page.locator("[data-testid='stException']").all_inner_texts()


def screenshot(page, name: str, *, full_page: bool = True, also: Path | None = None) -> Path:  # noqa: ANN001
    """Save ``tests/artifacts/<name>.png`` (and copy it to ``also``); ``full_page`` grows the window to the
    content's height first.

    Streamlit scrolls inside ``stMain`` (and the sidebar), not the document, so Playwright's own full-page
    capture would only show the first 900 pixels.
    """
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    if full_page:
        height = page.evaluate(
            """() => {
                const main = document.querySelector('[data-testid="stMain"]');
                const sidebar = document.querySelector('[data-testid="stSidebar"]');
                const open = sidebar && sidebar.getAttribute('data-collapsed') !== 'true';
                const content = open ? document.querySelector('[data-testid="stSidebarContent"]') : null;
                return Math.max(document.documentElement.scrollHeight, main ? main.scrollHeight : 0,
                    content ? content.scrollHeight : 0);
            }"""
        )
        page.set_viewport_size({"width": VIEWPORT["width"], "height": int(min(max(height, VIEWPORT["height"]), 12000))})
        wait_for_layout(page)  # charts that take their size from the window are drawn again for the new one
    try:
        page.screenshot(path=str(path), full_page=full_page, animations="disabled", caret="hide")
    finally:
        if full_page:
            page.set_viewport_size(VIEWPORT)
            wait_for_layout(page)
    if also is not None:
        also.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, also)
    return path


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    """One headless chromium for the whole run."""
    require_browser()
    from playwright.sync_api import expect, sync_playwright

    expect.set_options(timeout=PAGE_TIMEOUT_MS)  # a cold page imports the engine and runs the first simulations
    with sync_playwright() as playwright:
        chromium = launch_chromium(playwright)
        yield chromium
        chromium.close()


@pytest.fixture(scope="module")
def server() -> Iterator[StreamlitServer]:
    """One fresh app server per test module (tests that need a pristine server use ``fresh_server``)."""
    require_browser()
    with StreamlitServer() as running:
        yield running


@pytest.fixture
def fresh_server() -> Iterator[Callable[[], StreamlitServer]]:
    """``fresh_server()`` starts a brand-new app server (stopped after the test): no cache, no sessions."""
    started: list[StreamlitServer] = []

    def start() -> StreamlitServer:
        running = StreamlitServer().start()
        started.append(running)
        return running

    yield start
    for running in started:
        running.__exit__(None, None, None)


@dataclass
class WatchedPage:
    """A page plus what it did; ``new()`` opens a further page in a fresh browser context, also watched."""

    page: object
    watch: Watch
    new: Callable[[], WatchedPage]


@pytest.fixture
def pages(browser) -> Iterator[Callable[[], WatchedPage]]:  # noqa: ANN001
    """``pages()`` opens a page in a fresh browser context (1400×900, downloads on), watched for problems.

    At teardown the test fails if any page logged a console error, requested a non-local URL, or shows an
    ``stException`` box.
    """
    opened: list[tuple[object, object, Watch]] = []

    def new() -> WatchedPage:
        context = browser.new_context(viewport=VIEWPORT, accept_downloads=True, locale="en-GB")
        context.set_default_timeout(PAGE_TIMEOUT_MS)
        page = context.new_page()
        watch = Watch()
        watch.attach(context, page)
        opened.append((context, page, watch))
        return WatchedPage(page=page, watch=watch, new=new)

    yield new
    problems = []
    for context, page, watch in opened:
        if not page.is_closed():
            problems += [f"stException on {page.url}: {text[:300]}" for text in exception_texts(page)]
        problems += watch.problems()
        context.close()
    if problems:
        pytest.fail("the browser saw problems:\n" + "\n".join(problems), pytrace=False)


@pytest.fixture
def page(pages):  # noqa: ANN001, ANN201
    """One watched Playwright page in a fresh browser context (see ``pages``)."""
    return pages().page


@dataclass(frozen=True)
class Panel:
    """What one mechanism's panel shows: its heading, the big metric and, per candidate, the chart's numbers."""

    heading: str
    metric: str
    exact: dict[str, float]
    counts: dict[str, int]
    trials: int


def read_panels(page) -> list[Panel]:  # noqa: ANN001
    """Read every mechanism's card and chart (in page order, one of each per mechanism) from what the browser renders.

    The charts are SVG drawn by the server (``ui.charts.selection_svg``): each row carries its exact probability at full
    precision (``data-exact``) and its hover box the line "Simulated: 474 of 1,000 runs (47.4%)", so the numbers
    are read from what the page shows.
    """
    cards = page.get_by_test_id("pcCard")
    cards.first.wait_for()
    charts = page.get_by_test_id("pcChart")
    playwright_expect()(charts).to_have_count(cards.count())
    panels = []
    for index in range(cards.count()):
        rows = charts.nth(index).evaluate(
            """chart => {
                const boxes = chart.parentElement.querySelectorAll('[data-testid="pcTip"]');
                return Array.from(chart.querySelectorAll('[data-testid="pcRow"]')).map((row, i) => ({
                    name: row.querySelector('text').textContent,
                    exact: row.getAttribute('data-exact'),
                    tip: boxes[i].getAttribute('data-tip').split('\\n'),
                }));
            }"""
        )
        exact: dict[str, float] = {}
        counts: dict[str, int] = {}
        trials = 0
        for row in rows:
            exact[row["name"]] = float(row["exact"])
            found = re.match(r"Simulated: ([\d,]+) of ([\d,]+) runs", row["tip"][2])
            assert found, row["tip"]
            counts[row["name"]] = int(found[1].replace(",", ""))
            trials = int(found[2].replace(",", ""))
        card = cards.nth(index)
        panels.append(
            Panel(
                heading=card.locator("div").first.inner_text().strip(),
                metric=card.get_by_test_id("pcCardValue").inner_text().strip(),
                exact=exact,
                counts=counts,
                trials=trials,
            )
        )
    return panels


def eventually(check: Callable[[], None], timeout: float = 20.0, interval: float = 0.25) -> None:
    """Run ``check`` until it stops raising AssertionError (a rerun's last chart may land a moment later)."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            check()
            return
        except AssertionError:
            if time.monotonic() > deadline:
                raise
            time.sleep(interval)


def texts(page, test_id: str = "stMarkdownContainer") -> list[str]:  # noqa: ANN001
    """The visible text of every element with this test id."""
    return page.get_by_test_id(test_id).all_inner_texts()
