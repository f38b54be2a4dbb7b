"""The install and deployment files agree with each other and with what the docs quote.

- README's test command is exactly what CI runs (in CI mode: a missing prerequisite fails), and the Makefile
  builds .venv from Debian's /usr/bin/python3.
- docs/deployment.md quotes deploy/haproxy.cfg exactly, and deploy/replicas.sh uses that file as it is.
- The config HAProxy is given is valid, binds only 127.0.0.1, and checks every replica's health.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tests.conftest import missing_prerequisite

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "deploy" / "haproxy.cfg"
SCRIPT = ROOT / "deploy" / "replicas.sh"


def readme_commands() -> list[str]:
    section = (ROOT / "README.md").read_text().split("## Two commands", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```bash\n(.*?)```", section, re.S)
    assert block, "README's Two commands section has no bash block"
    return [line.split("#", 1)[0].strip() for line in block[1].splitlines() if line.strip()]


def generated_config(count: int, **env: str) -> str:
    done = subprocess.run(
        ["bash", str(SCRIPT), "config", str(count)],
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        check=True,
        timeout=30,
    )
    return done.stdout


def test_ci_runs_exactly_the_readme_test_command() -> None:
    commands = readme_commands()
    assert commands == ["make app", "make test"]
    ci = [line.strip() for line in (ROOT / ".ci" / "run").read_text().splitlines()]
    runs = [line for line in ci if line and not line.startswith("#")]
    assert runs[-1] == "make test"
    assert "make" not in " ".join(runs[:-1]).split(), "CI runs make once, as the README says"


def test_ci_runs_the_suite_in_ci_mode_whatever_the_runner_sets() -> None:
    """`.ci/run` exports CI before `make test`, so a missing prerequisite fails there instead of skipping (conftest's
    in_ci): true when the runner left CI unset or empty, the runner's own value kept otherwise."""
    ci = [line.strip() for line in (ROOT / ".ci" / "run").read_text().splitlines()]
    runs = [line for line in ci if line and not line.startswith("#")]
    exports = [line for line in runs if re.match(r"export\s+CI=", line)]
    assert len(exports) == 1, exports
    assert runs.index(exports[0]) < runs.index("make test")
    if not shutil.which("bash"):
        missing_prerequisite("evaluating .ci/run's export needs bash")
    for runner, expected in ((None, "true"), ("", "true"), ("1", "1"), ("true", "true")):
        env = {key: value for key, value in os.environ.items() if key != "CI"}
        if runner is not None:
            env["CI"] = runner
        done = subprocess.run(
            ["bash", "-c", f'{exports[0]}; printf %s "$CI"'], env=env, capture_output=True, text=True, check=True
        )
        assert done.stdout == expected, (runner, done.stdout)


def test_the_makefile_uses_debians_python_and_a_project_venv() -> None:
    makefile = (ROOT / "Makefile").read_text()
    assert "PYTHON ?= $(firstword $(wildcard /usr/bin/python3) python3)" in makefile
    assert "VENV ?= .venv" in makefile
    # pip only ever runs inside the venv
    for line in makefile.splitlines():
        if "pip install" in line:
            assert line.strip().startswith("$(VPY) -m pip install"), line
    if not (Path("/usr/bin/python3").exists() and shutil.which("make")):
        missing_prerequisite("the Makefile's dry run needs GNU make and Debian's /usr/bin/python3")
    dry = subprocess.run(
        ["make", "-n", "-C", str(ROOT), "--no-print-directory", "PYTHON=/usr/bin/python3", "VENV=/nonexistent/v"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    assert "/usr/bin/python3 -m venv /nonexistent/v" in dry
    assert "/nonexistent/v/bin/python -m streamlit run app.py" in dry


def test_the_docs_quote_the_shipped_haproxy_config() -> None:
    docs = (ROOT / "docs" / "deployment.md").read_text()
    blocks = re.findall(r"```haproxy\n(.*?)```", docs, re.S)
    assert blocks == [CONFIG.read_text()]


def test_replicas_sh_uses_the_shipped_config_as_it_is() -> None:
    assert generated_config(2, PORT="8501", REPLICA_PORT="8601") == CONFIG.read_text()
    three = generated_config(3, PORT="9000", REPLICA_PORT="9100")
    assert "    bind 127.0.0.1:9000\n" in three
    servers = [line.strip() for line in three.splitlines() if line.strip().startswith("server ")]
    assert servers == [f"server r{i} 127.0.0.1:{9099 + i} check cookie r{i}" for i in (1, 2, 3)]
    assert three.replace("9000", "8501").split("    server r1")[0] == CONFIG.read_text().split("    server r1")[0]


def test_everything_binds_to_loopback_with_affinity_and_health_checks() -> None:
    lines = [line.split("#", 1)[0].strip() for line in CONFIG.read_text().splitlines()]
    lines = [line for line in lines if line]
    binds = [line for line in lines if line.startswith("bind ")]
    assert binds == ["bind 127.0.0.1:8501"]
    servers = [line for line in lines if line.startswith("server ")]
    assert servers and all(" 127.0.0.1:" in line and " check " in line for line in servers)
    assert "option httpchk GET /_stcore/health" in lines
    assert any(line.startswith("cookie PCSRV insert") for line in lines)
    assert any(line.startswith("timeout tunnel") for line in lines), "WebSockets need a tunnel timeout"


def test_haproxy_accepts_the_config() -> None:
    haproxy = shutil.which("haproxy") or "/usr/sbin/haproxy"
    if not os.access(haproxy, os.X_OK):
        missing_prerequisite("haproxy is not installed (apt-get install -y haproxy)")
    for count in (1, 2, 5):
        done = subprocess.run(
            [haproxy, "-c", "-f", "/dev/stdin"],
            input=generated_config(count),
            capture_output=True,
            text=True,
            timeout=30,
            check=False,
        )
        assert done.returncode == 0, done.stdout + done.stderr


def _children(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        children = (task / "children").read_text().split() if (task / "children").exists() else []
        found += [int(child) for child in children]
    return found


@pytest.mark.parametrize("how", ["Ctrl-C", "make killed"])
def test_a_stopped_make_app_leaves_nothing_running(how: str) -> None:
    """`make app` serves from .venv; Ctrl-C (SIGINT to the terminal's process group) or a SIGTERM to make alone
    (the server then gets SIGTERM through setpriv --pdeathsig) leaves no server behind.

    Whatever the state of .venv: `-o .venv/.stamp-app` tells make the environment is made (so it never runs pip
    here) and VPY serves the app with the Python running these tests, which has everything requirements.txt
    lists. The recipe under test, setpriv and the server it starts, is `make app`'s own."""
    if not shutil.which("setpriv"):
        missing_prerequisite("setpriv (util-linux) is missing")
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    make = subprocess.Popen(
        ["make", "--no-print-directory", "-o", ".venv/.stamp-app", "app", f"PORT={port}", f"VPY={sys.executable}"],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    server: list[int] = []
    try:
        deadline = time.monotonic() + 90
        while True:
            assert make.poll() is None, "make app exited"
            assert time.monotonic() < deadline, "make app did not serve within 90 s"
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health", timeout=2) as response:
                    if response.read() == b"ok":
                        break
            except OSError:
                time.sleep(0.2)
        server = _children(make.pid)
        assert server, "the server should be make's child"
        if how == "Ctrl-C":
            os.killpg(make.pid, signal.SIGINT)
        else:
            os.kill(make.pid, signal.SIGTERM)
        make.wait(timeout=20)
        deadline = time.monotonic() + 20
        while any(Path(f"/proc/{pid}").exists() for pid in server) and time.monotonic() < deadline:
            time.sleep(0.1)
        left = [pid for pid in server if Path(f"/proc/{pid}").exists()]
        assert not left, f"still running after {how}: {left}"
    finally:
        if make.poll() is None:
            os.killpg(make.pid, signal.SIGKILL)
        for pid in server:
            if Path(f"/proc/{pid}").exists():
                os.kill(pid, signal.SIGKILL)
