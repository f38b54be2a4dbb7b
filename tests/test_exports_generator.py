"""The export fixtures' own consistency check runs in the suite, and can fail.

``tests/exports/make_exports.py --check`` re-reads every fixture in tests/exports with csv / openpyxl (not with the
app's reader) and compares what it finds with ``expected.json``, the answers the page tests hold the app to. Run here
as README.md in tests/exports says to run it, so a fixture edited by hand, or an ``expected.json`` out of date,
fails the suite rather than only a manual run. For every fixture, a copy of ``expected.json`` with its candidate
count, its respondents or its delimiter wrong is reported for that fixture and no other; and the generator, run in a
scratch folder, writes every fixture and ``expected.json`` again byte for byte.
"""

from __future__ import annotations

import copy
import importlib.util
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

EXPORTS = Path(__file__).resolve().parent / "exports"
SCRIPT = EXPORTS / "make_exports.py"
EXPECTED = json.loads((EXPORTS / "expected.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def generator():  # noqa: ANN201
    """tests/exports/make_exports.py as a module (its check, builders and readers)."""
    spec = importlib.util.spec_from_file_location("make_exports_checked", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_make_exports_check_passes() -> None:
    """The command itself, exactly as documented: it writes nothing with --check, exits 0 and finds no problem."""
    before = {path.name: path.read_bytes() for path in EXPORTS.iterdir() if path.is_file()}
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--check"], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[-1] == f"{len(EXPECTED)} fixtures, 0 problems", done.stdout
    assert {path.name: path.read_bytes() for path in EXPORTS.iterdir() if path.is_file()} == before


def test_every_builder_has_its_fixture_and_answers(generator) -> None:  # noqa: ANN001
    assert generator.check(EXPECTED) == []
    assert set(EXPECTED) == set(generator.BUILDERS)
    assert all((EXPORTS / name).is_file() for name in EXPECTED)


def test_every_fixture_regenerates_byte_for_byte(tmp_path: Path) -> None:
    """The generator run in a copy of tests/exports rewrites each fixture and expected.json with the very same
    bytes (so the check's answers are the generator's, not edits made by hand)."""
    scratch = tmp_path / "exports"
    shutil.copytree(EXPORTS, scratch, ignore=shutil.ignore_patterns("__pycache__"))
    for name in EXPECTED:
        (scratch / name).unlink()
    (scratch / "expected.json").unlink()
    done = subprocess.run(
        [sys.executable, str(scratch / SCRIPT.name)], capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
    for name in [*EXPECTED, "expected.json"]:
        assert (scratch / name).read_bytes() == (EXPORTS / name).read_bytes(), name


def _wrong_delimiter(entry: dict) -> str:
    return {",": ";", ";": ",", None: ","}[entry.get("delimiter")]


#: What each case puts wrong in a copy of expected.json, per fixture.
WRONG = {
    "candidates": lambda entry: entry["candidates"] + 1,
    "respondents": lambda entry: entry["respondents"] + 1,
    "delimiter": _wrong_delimiter,
}


@pytest.mark.parametrize("what", sorted(WRONG))
@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_the_check_catches_a_wrong_answer(generator, name: str, what: str) -> None:  # noqa: ANN001
    """The check can fail: a fixture's candidate count or respondents (one too many) or its delimiter (another one;
    a workbook has none), wrong in a copy of expected.json, is reported for that fixture and no other (the
    unchanged copy passes: test_every_builder_has_its_fixture_and_answers)."""
    wrong = copy.deepcopy(EXPECTED)
    wrong[name][what] = WRONG[what](EXPECTED[name])
    problems = generator.check(wrong)
    assert problems and all(problem.startswith(f"{name}: ") for problem in problems), problems
    assert any(what in problem for problem in problems), problems
