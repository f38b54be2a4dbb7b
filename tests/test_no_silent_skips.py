"""No test skips on its own: a missing requirement or prerequisite goes through ``tests.conftest.missing_prerequisite``
(skipped on a developer's machine, a failure under CI) or is a plain import that fails. A ``pytest.importorskip``,
``pytest.skip``, ``skipif`` or ``xfail`` anywhere else would let CI pass with a test that never ran."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent
#: pytest attributes that skip or excuse a test whatever CI says.
SKIPPING = {"importorskip", "skip", "skipif", "xfail"}
#: (file, attribute) allowed, and why: the one helper itself, and a test that only runs under the Hypothesis
#: profile it checks (HYPOTHESIS_PROFILE chosen by the person running, not a missing requirement).
ALLOWED = {("conftest.py", "skip"), ("test_cells.py", "skipif")}


def skipping_uses(source: str) -> list[tuple[int, str]]:
    """(line, attribute) of every ``pytest.<attr>`` or ``pytest.mark.<attr>`` in ``source`` that skips; a
    ``pytest.skip.Exception`` (catching a skip, as the helper's own tests do) is not one."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Attribute) or node.attr not in SKIPPING:
            continue
        base = node.value
        if isinstance(base, ast.Attribute) and base.attr == "mark":
            base = base.value
        if isinstance(base, ast.Name) and base.id == "pytest":
            found.append((node.lineno, node.attr))
    exceptions = {
        (node.value.lineno, node.value.attr)
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Attribute) and node.attr == "Exception" and isinstance(node.value, ast.Attribute)
    }
    return sorted(use for use in found if use not in exceptions)


def test_the_checker_sees_every_way_to_skip() -> None:
    source = (
        "import pytest\n"
        "np = pytest.importorskip('numpy')\n"
        "pytest.skip('no')\n"
        "@pytest.mark.skipif(True, reason='x')\n"
        "def test_a(): pytest.xfail('y')\n"
        "@pytest.mark.skip\n"
        "def test_b(): pass\n"
        "def test_c():\n"
        "    with pytest.raises(pytest.skip.Exception): pass\n"
    )
    assert skipping_uses(source) == [(2, "importorskip"), (3, "skip"), (4, "skipif"), (5, "xfail"), (6, "skip")]


def test_no_test_module_skips_on_its_own() -> None:
    offenders = []
    for path in sorted(TESTS.rglob("*.py")):
        for line, attribute in skipping_uses(path.read_text(encoding="utf-8")):
            if (path.name, attribute) not in ALLOWED:
                offenders.append(f"{path.relative_to(TESTS.parent)}:{line}: pytest.{attribute}")
    assert not offenders, "route these through tests.conftest.missing_prerequisite or a plain import: " + ", ".join(
        offenders
    )
