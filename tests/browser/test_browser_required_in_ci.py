"""The real-browser tests are required under CI: with ``CI=true`` and no chromium every one of them fails (the
upload-privacy tests among them); without ``CI`` the same run skips them all, saying why.

Each case runs pytest on the whole of tests/browser in a subprocess with ``PC_CHROMIUM`` pointing at a file that
does not exist, so nothing here needs a browser (and it is not marked ``browser``). A test that skipped on its own
whatever the environment (a ``skipif``, an ``importorskip`` not routed through ``playwright_expect``, a fixture that
skips instead of calling ``require_browser``) would show up as a skip in the CI run.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from tests.conftest import missing_prerequisite

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
#: One line per test in ``pytest -v`` output: its node id and its outcome.
_OUTCOME = re.compile(r"^(tests/browser/\S+::\S+) (PASSED|FAILED|ERROR|SKIPPED|XFAIL|XPASS)\b", re.MULTILINE)


def run_without_chromium(*, ci: bool, where: Path) -> tuple[int, dict[str, str], str]:
    """pytest -v on tests/browser (this module left out) with no chromium: exit code, outcome per test, output."""
    env = {key: value for key, value in os.environ.items() if key != "CI"}
    env["PC_CHROMIUM"] = str(where / "no-chromium")
    if ci:
        env["CI"] = "true"
    command = [sys.executable, "-m", "pytest", "tests/browser", "-v", "-rs", "-p", "no:cacheprovider"]
    command += ["--ignore", f"tests/browser/{Path(__file__).name}"]  # (it would start these runs again)
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300, check=False)
    output = done.stdout + done.stderr
    outcomes: dict[str, str] = {}
    for test, outcome in _OUTCOME.findall(output):
        outcomes.setdefault(test, outcome)  # (a test failing at teardown too gets a second line)
    return done.returncode, outcomes, output


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[int, dict[str, str], str]]:
    where = tmp_path_factory.mktemp("no-browser")
    return {"ci": run_without_chromium(ci=True, where=where), "local": run_without_chromium(ci=False, where=where)}


def test_under_ci_every_browser_test_fails_without_chromium(runs) -> None:  # noqa: ANN001
    code, outcomes, output = runs["ci"]
    assert code == 1, output[-3000:]
    collected = re.search(r"collected (\d+) items", output)
    assert collected and len(outcomes) == int(collected[1]) >= 90, output[-3000:]  # every test of every module
    assert set(outcomes.values()) <= {"FAILED", "ERROR"}, Counter(outcomes.values())
    assert "CI=true and real-browser tests need" in output and "no-chromium not found" in output


def test_elsewhere_every_browser_test_is_skipped_with_the_reason(runs) -> None:  # noqa: ANN001
    code, outcomes, output = runs["local"]
    assert code == 0, output[-3000:]
    assert set(outcomes) == set(runs["ci"][1]), "the same tests in both runs"
    assert set(outcomes.values()) == {"SKIPPED"}, Counter(outcomes.values())
    assert "real-browser tests need" in output and "apt-get install -y chromium" in output


def test_the_upload_privacy_tests_are_required(runs) -> None:  # noqa: ANN001
    """test_browser_privacy.py by name: every one of its tests fails under CI (none skips), and is skipped elsewhere."""
    privacy = {test: outcome for test, outcome in runs["ci"][1].items() if "test_browser_privacy.py::" in test}
    assert {test.split("::")[1] for test in privacy} == {
        "test_upload_never_reaches_the_disk",
        "test_one_session_never_sees_another_sessions_upload",
        "test_a_server_error_shows_no_details",
        "test_hostile_inputs_show_no_exception_box",
    }
    assert set(privacy.values()) <= {"FAILED", "ERROR"}, privacy
    assert all(runs["local"][1][test] == "SKIPPED" for test in privacy)


@pytest.mark.parametrize("ci", ["true", "1", "yes", "TRUE"])
def test_the_shared_helper_fails_under_ci(monkeypatch: pytest.MonkeyPatch, ci: str) -> None:
    """tests.conftest.missing_prerequisite, which every prerequisite outside the code goes through (chromium,
    playwright, haproxy, setpriv, make, the registry for the release script's fresh environment): a failure under CI."""
    monkeypatch.setenv("CI", ci)
    with pytest.raises(pytest.fail.Exception, match=r"^CI=true and haproxy is not installed$"):
        missing_prerequisite("haproxy is not installed")


@pytest.mark.parametrize("ci", [None, "", "false", "0"])
def test_the_shared_helper_skips_elsewhere(monkeypatch: pytest.MonkeyPatch, ci: str | None) -> None:
    if ci is None:
        monkeypatch.delenv("CI", raising=False)
    else:
        monkeypatch.setenv("CI", ci)
    with pytest.raises(pytest.skip.Exception, match=r"^haproxy is not installed$"):
        missing_prerequisite("haproxy is not installed")
