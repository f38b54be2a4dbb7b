"""Upload privacy in a real browser: nothing on disk, nothing across sessions, nothing off 127.0.0.1, no details.

* No uploaded byte is written to disk. The app server runs with a Python audit hook that reports every file it
  opens for writing (and every rename, mkdir or temp file), and with a private, empty TMPDIR. While a browser
  uploads a CSV holding a unique marker, the results are computed and the CSV downloaded, the test watches the temp
  directories, ``/dev/shm``, ``~/.streamlit``, ``~/.cache`` and the working tree: afterwards no new or changed file
  there contains the marker (bytes, UTF-8 or UTF-16) except the browser's own download, the server wrote no file
  at all (bytecode caches aside) and its TMPDIR is still empty.
* No cross-session leakage: while one browser context works on a file with a unique label, a second context (with
  a file of the very same scores, so even a memo keyed on the scores would collide) never sees that label in its
  page text, its downloads or any websocket frame the server sends it.
* Every request from both pages goes to 127.0.0.1 (or stays inside the browser).
* No error details: a script that raises, run under this project's ``.streamlit/config.toml``, shows the generic
  message only (no traceback, not even the exception's text); the same script with ``showErrorDetails=full`` does
  show them, proving the check can see them. Hostile inputs on the real app show no exception box at all.

Marked ``browser``; required under CI: with ``CI=true`` a missing chromium or playwright fails these tests (the
fixtures in conftest.py), never skips them (tests/browser/test_browser_required_in_ci.py runs them so).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from .conftest import (
    PAGE_TIMEOUT_MS,
    ROOT,
    VIEWPORT,
    Watch,
    exception_texts,
    free_port,
    playwright_expect,
    press_until,
    require_browser,
    stop_process,
    wait_for_app,
    wait_until_healthy,
)

pytestmark = pytest.mark.browser
expect = playwright_expect()  # without the package: skipped here, a failure under CI

AUDIT_TAG = "PC-AUDIT"
#: Runs ``streamlit run`` in this interpreter after installing an audit hook that reports, on stderr (the server
#: log), every file opened for writing and every call that creates, moves or removes a path.
_AUDITED_STREAMLIT = rf"""
import os, sys
_WRITE = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC
_PATH_EVENTS = {{"os.mkdir", "os.rename", "os.truncate", "os.symlink", "os.link", "shutil.copyfile",
                "shutil.copytree", "shutil.move", "tempfile.mkstemp", "tempfile.mkdtemp"}}
def _hook(event, args):
    if event == "open":
        path, mode, flags = (tuple(args) + (None, None, None))[:3]
        if isinstance(path, int):
            return
        if (isinstance(mode, str) and any(c in mode for c in "wax+")) or (
            mode is None and isinstance(flags, int) and flags & _WRITE
        ):
            sys.__stderr__.write(f"{AUDIT_TAG} open-for-write {{path!r}}\n")
    elif event in _PATH_EVENTS:
        sys.__stderr__.write(f"{AUDIT_TAG} {{event}} {{args[0]!r}}\n")
sys.addaudithook(_hook)
sys.argv = ["streamlit", "run", *sys.argv[1:]]
from streamlit.web.cli import main
main()
"""
#: Bytecode caches are the only files Python may write (importing a module the first time).
_ALLOWED_WRITES = re.compile(r"__pycache__|\.pyc'")
#: Files a browser writes on its own: its profile and downloads (Playwright's temp dirs).
_BROWSER_DIRS = re.compile(r"/playwright[-_](chromiumdev_profile|artifacts)-[^/]+/")


@dataclass
class Server:
    """``streamlit run`` on 127.0.0.1 with the audit hook, a private TMPDIR and a log of its own."""

    script: str
    cwd: Path
    workdir: Path
    extra_args: tuple[str, ...] = ()
    port: int = field(default_factory=free_port)
    process: subprocess.Popen | None = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def tmpdir(self) -> Path:
        return self.workdir / "server-tmp"

    @property
    def log_path(self) -> Path:
        return self.workdir / "server.log"

    def url(self, path: str = "/", query: str = "") -> str:
        return f"{self.base_url}{path}" + (f"?{query}" if query else "")

    def start(self, timeout: float = 60.0) -> Server:
        self.tmpdir.mkdir(parents=True, exist_ok=True)
        command = [
            sys.executable,
            "-c",
            _AUDITED_STREAMLIT,
            self.script,
            "--server.address=127.0.0.1",
            f"--server.port={self.port}",
            "--server.headless=true",
            *self.extra_args,
        ]
        env = {**os.environ, "PYTHONUNBUFFERED": "1", "TMPDIR": str(self.tmpdir)}
        with open(self.log_path, "wb") as log:
            self.process = subprocess.Popen(
                command, cwd=self.cwd, stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True
            )
        try:
            wait_until_healthy(self.process, self.base_url, timeout)
        except RuntimeError as error:
            self.stop()
            raise RuntimeError(f"{error}:\n{self.log()}") from None
        return self

    def stop(self) -> None:
        process, self.process = self.process, None
        stop_process(process)

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def writes(self) -> list[str]:
        """What the server process wrote to disk, as reported by its audit hook (bytecode caches aside)."""
        lines = [line for line in self.log().splitlines() if line.startswith(AUDIT_TAG)]
        return [line for line in lines if not _ALLOWED_WRITES.search(line)]


@pytest.fixture(scope="module")
def workdir() -> Iterator[Path]:
    """The servers' logs and private temp dirs (removed at the end)."""
    path = Path(tempfile.mkdtemp(prefix="pc-privacy-"))
    yield path
    shutil.rmtree(path, ignore_errors=True)


@pytest.fixture(scope="module")
def app_server(workdir: Path) -> Iterator[Server]:
    require_browser()
    server = Server("app.py", cwd=ROOT, workdir=workdir / "app").start()
    yield server
    server.stop()


# ---------------------------------------------------------------------------------------------------------------
# Helpers


@dataclass
class Session:
    """A browser context + page, with what it requested and every websocket frame the server sent it."""

    context: object
    page: object
    watch: Watch
    frames: list[bytes] = field(default_factory=list)

    def received(self, needle: str) -> bool:
        return any(needle.encode() in frame for frame in self.frames)


def open_session(browser) -> Session:  # noqa: ANN001
    context = browser.new_context(viewport=VIEWPORT, accept_downloads=True, locale="en-GB")
    context.set_default_timeout(PAGE_TIMEOUT_MS)
    page = context.new_page()
    session = Session(context=context, page=page, watch=Watch())
    session.watch.attach(context, page)

    def on_frame(payload: bytes | str) -> None:
        session.frames.append(payload if isinstance(payload, bytes) else payload.encode())

    page.on("websocket", lambda socket: socket.on("framereceived", on_frame))
    return session


def votes_csv(labels: dict[str, int]) -> bytes:
    """One column of choices, one row per vote."""
    rows = [label for label, votes in labels.items() for _ in range(votes)]
    return ("choice\n" + "\n".join(rows) + "\n").encode()


def upload(page, server: Server, name: str, content: bytes) -> None:  # noqa: ANN001
    page.goto(server.url("/Your_data", "trials=1000&seed=11"))
    expect(page.get_by_test_id("stFileUploader")).to_be_visible()
    wait_for_app(page)
    page.locator("[data-testid='stFileUploader'] input[type=file]").set_input_files(
        {"name": name, "mimeType": "text/csv", "buffer": content}
    )
    expect(page.get_by_test_id("pcCardValue")).to_have_count(3)
    wait_for_app(page)


def download_csv(page) -> tuple[bytes, Path]:  # noqa: ANN001
    with page.expect_download() as info:
        page.get_by_test_id("stDownloadButton").filter(has_text="Download results (CSV)").locator("button").click()
    path = Path(info.value.path())
    return path.read_bytes(), path


def page_text(page) -> str:  # noqa: ANN001
    return page.locator("body").inner_text()


def upload_on(page, server: Server, path: str, name: str, content: bytes, shown: str) -> None:  # noqa: ANN001
    """Upload on a page with its own uploader (``?data=upload`` selects it) and wait until ``shown`` is on screen."""
    page.goto(server.url(path, "data=upload"))
    expect(page.get_by_test_id("stFileUploader")).to_be_visible()
    wait_for_app(page)
    page.locator("[data-testid='stFileUploader'] input[type=file]").set_input_files(
        {"name": name, "mimeType": "text/csv", "buffer": content}
    )
    expect(page.get_by_test_id("stMain")).to_contain_text(shown)
    wait_for_app(page)


def move_epsilon(page, steps: int) -> None:  # noqa: ANN001
    """Move the page's ε slider ``steps`` stops up, one at a time: each press waits for the new ε in the link (the
    page's run writes it) and for that run's end."""
    # The Explorer and Your data draw ε in their live view (ui.charts.live): its range input takes the arrow keys.
    slider = page.get_by_test_id("stMain").get_by_role("slider", name="Privacy budget ε (log scale)").first
    for _ in range(steps):
        link = page.url
        press_until(
            page,
            lambda: slider.press("ArrowRight"),
            lambda ms, link=link: expect(page).not_to_have_url(link, timeout=ms),
        )
        wait_for_app(page)


# ---------------------------------------------------------------------------------------------------------------
# (a) nothing on disk


def _watched_roots(server: Server) -> list[Path]:
    roots = {
        Path(tempfile.gettempdir()),
        Path("/tmp"),
        Path("/dev/shm"),
        Path.home() / ".streamlit",
        Path.home() / ".cache",
        ROOT,
        server.tmpdir,
    }
    return sorted(root.resolve() for root in roots if root.exists())


def snapshot(roots: list[Path]) -> dict[str, tuple[int, int]]:
    """path -> (size, mtime in ns) of every regular file under ``roots`` (files vanishing meanwhile are skipped)."""
    found: dict[str, tuple[int, int]] = {}
    for root in roots:
        for folder, _, files in os.walk(root, onerror=lambda error: None):
            for name in files:
                path = os.path.join(folder, name)
                try:
                    stat = os.lstat(path)
                except OSError:
                    continue
                if os.path.isfile(path) and not os.path.islink(path):
                    found[path] = (stat.st_size, stat.st_mtime_ns)
    return found


def holds(path: str, needles: tuple[bytes, ...]) -> bool:
    try:
        with open(path, "rb") as handle:
            data = handle.read(512 * 1024 * 1024)
    except OSError:
        return False
    return any(needle in data for needle in needles)


def test_upload_never_reaches_the_disk(app_server: Server, browser) -> None:  # noqa: ANN001
    marker = f"PCPRIV{uuid.uuid4().hex}"
    needles = (marker.encode(), marker.encode("utf-16-le"))
    content = votes_csv({f"{marker}-alpha": 4, f"{marker}-beta": 2, "gamma": 1})
    roots = _watched_roots(app_server)
    writes_before = app_server.writes()
    before = snapshot(roots)

    session = open_session(browser)
    try:
        page = session.page
        upload(page, app_server, f"{marker}.csv", content)
        expect(page.get_by_test_id("stMain")).to_contain_text(f"{marker}-alpha")
        move_epsilon(page, 2)
        data, download = download_csv(page)
        assert marker.encode() in data, "the download must carry the uploaded labels (else the grep proves nothing)"
        assert not exception_texts(page)
        # The two other pages with their own uploaders, in the same session: the marker is a column name there.
        ages = "\n".join(str(20 + (7 * i) % 50) for i in range(60))
        upload_on(page, app_server, "/Private_median", f"{marker}-ages.csv", f"{marker}_age\n{ages}\n".encode(), marker)
        assert not exception_texts(page)
        people = f"{marker}_a,smokes\n" + "\n".join(f"{i % 2},{(i // 2) % 2}" for i in range(40))
        upload_on(page, app_server, "/Synthetic_data", f"{marker}-people.csv", people.encode(), marker)
        assert not exception_texts(page)
        during = snapshot(roots)  # every run has finished (each upload waited for its page's), the download is saved
    finally:
        session.context.close()
    # Anything written late or on closing: read again once the context is gone (Playwright returns when it is).
    after = snapshot(roots)

    new = sorted((set(during) | set(after)) - set(before))
    changed = sorted(
        path for path in set(before) if any(path in seen and seen[path] != before[path] for seen in (during, after))
    )
    leaked = [path for path in new + changed if path != str(download) and holds(path, needles)]
    server_files = [path for path in new if path.startswith(str(app_server.tmpdir.resolve()))]
    unexplained = [path for path in new if not _BROWSER_DIRS.search(path) and "__pycache__" not in path]
    server_writes = app_server.writes()[len(writes_before) :] or "none"
    print(
        f"\nupload privacy: {len(before):,} files watched under {len(roots)} roots; {len(new)} new and "
        f"{len(changed)} changed during the session; marker found in {len(leaked)} (the download aside); "
        f"server writes: {server_writes}; other new files: {unexplained or 'none'}"
    )
    if os.environ.get("PC_DEBUG_PRIVACY"):
        print("new:", new, "\nchanged:", changed)
    assert leaked == [], f"uploaded bytes found on disk: {leaked}"
    assert app_server.writes() == [], f"the server wrote to disk: {app_server.writes()}"
    assert server_files == [] and list(app_server.tmpdir.iterdir()) == [], "the server's TMPDIR is not empty"
    assert not session.watch.problems(), session.watch.problems()


# ---------------------------------------------------------------------------------------------------------------
# (b) no cross-session leakage, (c) requests stay on 127.0.0.1


def test_one_session_never_sees_another_sessions_upload(app_server: Server, browser) -> None:  # noqa: ANN001
    marker = f"PCLEAK{uuid.uuid4().hex[:16]}"
    votes = {"alpha": 5, "beta": 3, "gamma": 1}
    a, b = open_session(browser), open_session(browser)
    try:
        upload(a.page, app_server, "a.csv", votes_csv({f"{marker}-{label}": n for label, n in votes.items()}))
        expect(a.page.get_by_test_id("stMain")).to_contain_text(f"{marker}-alpha")
        data_a, _ = download_csv(a.page)
        assert marker.encode() in data_a and a.received(marker), "A's own page must show A's labels"

        # B: the very same scores under other labels, while A's session is still alive and holding its file.
        upload(b.page, app_server, "b.csv", votes_csv({f"other-{label}": n for label, n in votes.items()}))
        expect(b.page.get_by_test_id("stMain")).to_contain_text("other-alpha")
        b_texts = [page_text(b.page)]
        b_downloads = [download_csv(b.page)[0]]
        # B picks an example file, then opens the Explorer, and downloads both results.
        b.page.get_by_test_id("stRadio").get_by_text("Use an example file").click()
        expect(b.page.get_by_test_id("stMain").get_by_text("Example file", exact=True)).to_be_visible()
        wait_for_app(b.page)
        expect(b.page.get_by_test_id("stMain")).not_to_contain_text("other-alpha")
        expect(b.page.get_by_test_id("pcCardValue").first).to_be_visible()
        b_texts.append(page_text(b.page))
        b_downloads.append(download_csv(b.page)[0])
        b.page.goto(app_server.url("/Explorer", "trials=1000"))
        expect(b.page.get_by_test_id("pcCardValue")).to_have_count(3)
        wait_for_app(b.page)
        move_epsilon(b.page, 1)
        b_texts.append(page_text(b.page))
        b_downloads.append(download_csv(b.page)[0])

        assert all(marker not in text for text in b_texts), "A's label appeared in B's page"
        assert all(marker.encode() not in data for data in b_downloads), "A's label appeared in B's download"
        assert not b.received(marker), "the server sent A's label to B"
        assert b"other-alpha" in b_downloads[0]
        for session in (a, b):
            assert session.watch.requests, "no requests recorded"
            assert session.watch.external == [], f"requests left 127.0.0.1: {session.watch.external}"
            assert not session.watch.problems(), session.watch.problems()
            assert not exception_texts(session.page)
        print(
            f"\ncross-session: B saw {len(b.frames)} websocket frames, {len(b_texts)} pages and "
            f"{len(b_downloads)} downloads, none with A's label; requests: A {len(a.watch.requests)}, "
            f"B {len(b.watch.requests)}, all to 127.0.0.1"
        )
    finally:
        a.context.close()
        b.context.close()


# ---------------------------------------------------------------------------------------------------------------
# (d) no error details in the browser

_CRASHING_APP = """
import streamlit as st

st.title("Crash test")
# Also a positive control for the audit hook: this write must show up in the server's audit log.
with open("written-by-the-app.txt", "w") as handle:
    handle.write("control")
raise RuntimeError("{secret}: the details that must stay in the server log")
"""


def _crash_page(browser, server: Server) -> tuple[str, Session]:  # noqa: ANN001
    session = open_session(browser)
    session.page.goto(server.url("/"))
    expect(session.page.get_by_test_id("stException")).to_have_count(1)
    wait_for_app(session.page)
    return page_text(session.page), session


def test_a_server_error_shows_no_details(browser, workdir: Path) -> None:  # noqa: ANN001
    secret = f"PCSECRET{uuid.uuid4().hex[:16]}"
    app_dir = workdir / "crash"
    (app_dir / ".streamlit").mkdir(parents=True)
    shutil.copyfile(ROOT / ".streamlit" / "config.toml", app_dir / ".streamlit" / "config.toml")
    (app_dir / "crash.py").write_text(_CRASHING_APP.format(secret=secret))

    hidden = Server("crash.py", cwd=app_dir, workdir=workdir / "crash-run").start()
    shown = Server(
        "crash.py", cwd=app_dir, workdir=workdir / "crash-full", extra_args=("--client.showErrorDetails=full",)
    ).start()
    try:
        text, session = _crash_page(browser, hidden)
        control_text, control = _crash_page(browser, shown)
        try:
            # Control: with full details the page does show the traceback and the message, so the check works.
            assert secret in control_text and "Traceback" in control_text, control_text[:500]
            assert secret not in text and "Traceback" not in text and "RuntimeError" not in text, text[:500]
            # The box's "Ask Google / ChatGPT" links (shown on localhost) carry the message: the generic one only.
            links = session.page.get_by_test_id("stException").locator("a").evaluate_all("as => as.map(a => a.href)")
            assert not any(secret in link or "Traceback" in link for link in links), links
            shown_message = session.page.get_by_test_id("stException").inner_text().splitlines()[0]
            assert not session.received(secret) and not session.received("Traceback")
            assert session.watch.external == [] and control.watch.external == []
            assert secret in hidden.log(), "the details belong in the server log"
            assert any("written-by-the-app.txt" in line for line in hidden.writes()), "the audit hook saw nothing"
        finally:
            session.context.close()
            control.context.close()
    finally:
        hidden.stop()
        shown.stop()
    print(f"\nerror details: hidden under the project's config; the page says: {shown_message[:90]}…")


def test_hostile_inputs_show_no_exception_box(app_server: Server, browser) -> None:  # noqa: ANN001
    session = open_session(browser)
    page = session.page
    try:
        page.goto(app_server.url("/Explorer", "epsilon=nan&trials=1e400&seed=-1&scenario=%3Cscript%3E&mechanisms=x"))
        expect(page.get_by_test_id("stAlertContentWarning").first).to_be_visible()
        wait_for_app(page)
        assert not exception_texts(page)
        page.goto(app_server.url("/Your_data"))
        expect(page.get_by_test_id("stFileUploader")).to_be_visible()
        wait_for_app(page)
        page.locator("[data-testid='stFileUploader'] input[type=file]").set_input_files(
            {"name": "garbage.csv", "mimeType": "text/csv", "buffer": b"\x00\xff\xfe garbage \x81" * 200}
        )
        expect(page.get_by_test_id("stAlertContentError")).to_be_visible()
        wait_for_app(page)
        text = page_text(page)
        assert not exception_texts(page) and "Traceback" not in text
        assert not session.received("Traceback")
        assert not session.watch.problems(), session.watch.problems()
    finally:
        session.context.close()
