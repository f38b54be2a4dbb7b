"""Two replicas behind HAProxy (deploy/replicas.sh, deploy/haproxy.cfg) in a real browser.

The app is reached only through the proxy on 127.0.0.1. Two browser contexts land on different replicas (cookie
``PCSRV``); in each, the Explorer loads and ε moves it, an upload on "Your data" shows dpcore's numbers, the page
keeps working on the uploaded data and the results download. A replica refuses an upload for a session it does not
hold ("Invalid session_id ... multi-replica"), so an upload that shows its results went to the session's replica.
A tab whose WebSocket drops (HAProxy restarted) reconnects to its own replica and keeps its upload. Stopping the
script leaves no process behind.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import urllib.request
from collections.abc import Iterator, Mapping
from pathlib import Path
from urllib.parse import urlencode

import pytest

from tests.conftest import missing_prerequisite

from .conftest import (
    ROOT,
    eventually,
    free_ports,
    playwright_expect,
    press_until,
    read_panels,
    require_browser,
    wait_for_app,
)
from .test_browser_explorer import assert_panels_match, expected_panels, open_explorer
from .test_browser_your_data import GOOD_CSV, VOTES, assert_matches, expected_for, open_your_data, upload

pytestmark = pytest.mark.browser
expect = playwright_expect()

SCRIPT = ROOT / "deploy" / "replicas.sh"
REPLICAS = 2
COOKIE = "PCSRV"


def haproxy_binary() -> str | None:
    return shutil.which("haproxy") or ("/usr/sbin/haproxy" if os.access("/usr/sbin/haproxy", os.X_OK) else None)


class Replicas:
    """``deploy/replicas.sh start N`` with this interpreter, on free ports, its run directory in a temp folder."""

    def __init__(self, count: int) -> None:
        self.count = count
        self.port = free_ports(1)
        self.replica_port = free_ports(count)
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.run_dir = Path(tempfile.mkdtemp(prefix="pc-replicas-"))
        self.env = {
            **os.environ,
            "PYTHON": sys.executable,
            "PORT": str(self.port),
            "REPLICA_PORT": str(self.replica_port),
            "RUN_DIR": str(self.run_dir),
        }

    def script(self, *args: str, timeout: float = 150) -> str:
        done = subprocess.run(
            ["bash", str(SCRIPT), *args], env=self.env, capture_output=True, text=True, timeout=timeout, check=False
        )
        assert done.returncode == 0, f"replicas.sh {' '.join(args)}: {done.stdout}\n{done.stderr}"
        return done.stdout

    def pids(self) -> dict[str, int]:
        return {path.stem: int(path.read_text()) for path in self.run_dir.glob("*.pid")}

    def url(self, path: str = "/", query: Mapping[str, object] | None = None) -> str:
        return f"{self.base_url}{path}" + (f"?{urlencode({k: str(v) for k, v in query.items()})}" if query else "")


@pytest.fixture(scope="module")
def proxy() -> Iterator[Replicas]:
    require_browser()
    if haproxy_binary() is None:
        missing_prerequisite("the proxy test needs Debian's haproxy (apt-get install -y haproxy)")
    replicas = Replicas(REPLICAS)
    replicas.script("start", str(REPLICAS))
    try:
        yield replicas
    finally:
        if replicas.pids():
            replicas.script("stop")
        shutil.rmtree(replicas.run_dir, ignore_errors=True)


#: Records, from now on, every value the app's connection state takes (a MutationObserver sees each change).
_RECORD_CONNECTION = """() => {
    const app = document.querySelector('[data-testid="stApp"]');
    const states = window.__pcConnection = [app.getAttribute('data-test-connection-state')];
    new MutationObserver(() => states.push(app.getAttribute('data-test-connection-state')))
        .observe(app, {attributes: true, attributeFilter: ['data-test-connection-state']});
}"""
#: The connection was lost (some state other than CONNECTED was recorded) and is back.
_RECONNECTED = """() => {
    const app = document.querySelector('[data-testid="stApp"]');
    return window.__pcConnection.some(state => state !== 'CONNECTED')
        && app.getAttribute('data-test-connection-state') === 'CONNECTED';
}"""


def replica_of(page) -> str:  # noqa: ANN001
    cookies = {cookie["name"]: cookie for cookie in page.context.cookies()}
    assert COOKIE in cookies, f"HAProxy set no {COOKIE} cookie: {sorted(cookies)}"
    assert cookies[COOKIE]["httpOnly"]
    return cookies[COOKIE]["value"]


def test_everything_is_on_loopback_and_checked(proxy) -> None:  # noqa: ANN001
    config = (proxy.run_dir / "haproxy.cfg").read_text()
    assert f"bind 127.0.0.1:{proxy.port}\n" in config
    for index in range(REPLICAS):
        port = proxy.replica_port + index
        assert f"server r{index + 1} 127.0.0.1:{port} check cookie r{index + 1}\n" in config
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health", timeout=5) as response:
            assert response.read() == b"ok"
    with urllib.request.urlopen(f"{proxy.base_url}/_stcore/health", timeout=5) as response:
        assert response.read() == b"ok"
        cookies = response.headers.get_all("Set-Cookie") or []
        assert any(cookie.startswith(f"{COOKIE}=r") and "HttpOnly" in cookie for cookie in cookies), cookies


def test_two_visitors_land_on_two_replicas_and_stay_there(proxy, pages) -> None:  # noqa: ANN001
    first = pages().page
    open_explorer(first, proxy, {"scenario": "book_poll", "trials": 1_000, "seed": 7})
    eventually(lambda: assert_panels_match(read_panels(first), expected_panels(epsilon=1.0)))
    home_of_first = replica_of(first)

    # The first visitor holds a WebSocket on its replica, so leastconn sends the second one to the other.
    second = pages().page
    open_your_data(second, proxy)
    home_of_second = replica_of(second)
    assert {home_of_first, home_of_second} == {"r1", "r2"}

    # Moving ε in the Explorer reruns on the first visitor's replica.
    slider = first.get_by_role("slider", name="Privacy budget ε (log scale)")
    sentence = first.get_by_test_id("stMain")
    press_until(
        first,
        lambda: slider.press("ArrowRight"),
        lambda ms: expect(sentence).to_contain_text("With ε = 1.1,", timeout=ms),
    )
    wait_for_app(first)
    eventually(lambda: assert_panels_match(read_panels(first), expected_panels(epsilon=1.1)))

    # An upload is an HTTP PUT beside the WebSocket: it must reach the replica that holds the session.
    upload(second, "fruit_votes.csv", GOOD_CSV)
    expect(second.get_by_test_id("pcCardValue")).to_have_count(3)
    expect(second.get_by_test_id("stMain")).to_contain_text(f"fruit_votes.csv: {sum(VOTES.values())} rows")
    wait_for_app(second)
    eventually(lambda: assert_matches(second, expected_for(GOOD_CSV)))

    # Working on the uploaded data afterwards: ε moves, the data is still there, the download comes from the same
    # replica (a file under /media/ exists only in the replica that made it).
    slider = second.get_by_test_id("stMain").get_by_role("slider").first
    before = second.get_by_test_id("pcCardValue").all_inner_texts()
    value = second.get_by_test_id("pcCardValue").first
    press_until(
        second, lambda: slider.press("ArrowRight"), lambda ms: expect(value).not_to_have_text(before[0], timeout=ms)
    )
    wait_for_app(second)
    expect(second.get_by_test_id("stMain")).to_contain_text("fruit_votes.csv")
    with second.expect_download() as download:
        second.get_by_test_id("stDownloadButton").filter(has_text="Download results (CSV)").click()
    text = Path(download.value.path()).read_text(encoding="utf-8")
    assert "Your data (fruit_votes.csv)" in text and "Elderberry" in text

    # The first visitor uploads too, on its own replica.
    open_your_data(first, proxy)
    upload(first, "fruit_votes.csv", GOOD_CSV)
    expect(first.get_by_test_id("pcCardValue")).to_have_count(3)
    wait_for_app(first)
    eventually(lambda: assert_matches(first, expected_for(GOOD_CSV)))
    assert (replica_of(first), replica_of(second)) == (home_of_first, home_of_second)


def test_a_reconnecting_tab_keeps_its_session_on_its_replica(proxy, browser) -> None:  # noqa: ANN001
    # A context of its own, not the watched one: while the proxy is down the page logs failed connection attempts.
    context = browser.new_context(viewport={"width": 1400, "height": 900}, locale="en-GB")
    try:
        page = context.new_page()
        open_your_data(page, proxy)
        upload(page, "fruit_votes.csv", GOOD_CSV)
        expect(page.get_by_test_id("pcCardValue")).to_have_count(3)
        wait_for_app(page)
        eventually(lambda: assert_matches(page, expected_for(GOOD_CSV)))
        home = replica_of(page)

        # Restarting HAProxy drops every WebSocket; the tab reconnects, by its cookie, to the replica that still
        # holds its session (another replica would not know the session: the upload would be gone). The drop can
        # be over before the restart script returns, so the page records every connection state it goes through
        # from before the restart, and the test waits for a state other than CONNECTED among them, then CONNECTED.
        page.evaluate(_RECORD_CONNECTION)
        proxy.script("restart-proxy")
        page.wait_for_function(_RECONNECTED, timeout=60_000)
        wait_for_app(page)

        before = page.get_by_test_id("pcCardValue").all_inner_texts()
        slider = page.get_by_test_id("stMain").get_by_role("slider").first
        value = page.get_by_test_id("pcCardValue").first
        press_until(
            page, lambda: slider.press("ArrowRight"), lambda ms: expect(value).not_to_have_text(before[0], timeout=ms)
        )
        wait_for_app(page)
        expect(page.get_by_test_id("pcCardValue")).to_have_count(3)
        expect(page.get_by_test_id("stMain")).to_contain_text(f"fruit_votes.csv: {sum(VOTES.values())} rows")
        assert page.get_by_test_id("stException").count() == 0
        assert replica_of(page) == home
    finally:
        context.close()


def test_stop_leaves_nothing_running(proxy) -> None:  # noqa: ANN001
    pids = proxy.pids()
    assert sorted(pids) == ["haproxy"] + [f"replica-{index}" for index in range(1, REPLICAS + 1)]
    assert all(Path(f"/proc/{pid}").exists() for pid in pids.values())
    proxy.script("stop")
    assert not [pid for pid in pids.values() if Path(f"/proc/{pid}").exists()]
    assert proxy.pids() == {}
