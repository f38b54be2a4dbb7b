"""dpcore as a library: the README's "dpcore from Python" example runs, `pip wheel .` builds a wheel of the engine
alone with its demo data, the installed wheel runs the example away from the checkout, and ``import dpcore`` reads
no file (the scenarios are read on first use)."""

from __future__ import annotations

import contextlib
import io
import re
import shutil
import subprocess
import sys
import textwrap
import zipfile
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parent.parent
SECTION = "## dpcore from Python"


def readme_example() -> str:
    """The first ```python block of the README's "dpcore from Python" section."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert SECTION in text, f"README.md has no section {SECTION!r}"
    section = text.split(SECTION, 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```python\n(.*?)```", section, flags=re.S)
    assert blocks, "the section has no ```python block"
    return blocks[0]


def test_the_readme_example_runs_and_says_what_dpcore_computes() -> None:
    namespace: dict[str, object] = {}
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(readme_example(), "README.md", "exec"), namespace)
    exact, counts, poll, scored = (namespace[name] for name in ("exact", "counts", "poll", "scored"))
    assert isinstance(exact, np.ndarray) and exact.sum() == pytest.approx(1.0, abs=1e-12)
    assert isinstance(counts, np.ndarray) and counts.sum() == 10_000
    # The file read back is the scenario: the same books with the same scores, Δ and monotone flag.
    assert dict(zip(scored.labels, scored.scores, strict=True)) == dict(zip(poll.labels, poll.scores, strict=True))
    assert (scored.sensitivity, scored.monotonic) == (poll.sensitivity, poll.monotonic)
    lines = printed.getvalue().splitlines()
    assert lines[0].startswith("Network Effect") and "exact 0.663" in lines[0]
    assert "grid True" in lines


def _import_probe(target: str | None = None) -> str:
    """A script that records every .csv file opened while ``import dpcore`` runs, then on first use."""
    return textwrap.dedent(
        f"""
        import sys
        opened = []
        sys.addaudithook(lambda event, args: opened.append(str(args[0])) if event == "open" else None)
        {"sys.path.insert(0, " + repr(target) + ")" if target else ""}
        import dpcore
        at_import = [name for name in opened if name.endswith(".csv")]
        assert "_loaded" not in vars(dpcore.SCENARIOS), "the scenarios were loaded at import"
        assert dpcore.SCENARIOS["book_poll"].labels
        on_use = [name for name in opened if name.endswith(".csv")]
        print(dpcore.__file__)
        print(len(at_import), len(on_use))
        """
    )


def test_import_dpcore_reads_no_file() -> None:
    result = subprocess.run(
        [sys.executable, "-c", _import_probe()], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    at_import, on_use = map(int, result.stdout.split()[-2:])
    assert at_import == 0  # nothing read by the import
    assert on_use >= 5  # the probe sees files when they are read: every scenario's CSV on first use


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``pip wheel . --no-deps`` on a copy of the checkout's code (so the build leaves nothing in the checkout)."""
    source = tmp_path_factory.mktemp("source")
    for name in ("pyproject.toml", "README.md", "app.py"):
        shutil.copy2(ROOT / name, source / name)
    for folder in ("dpcore", "lessons", "ui", "pages"):
        shutil.copytree(ROOT / folder, source / folder, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    out = tmp_path_factory.mktemp("wheel")
    command = [sys.executable, "-m", "pip", "wheel", ".", "--no-deps", "-w", str(out)]
    result = subprocess.run(command, cwd=source, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    (built,) = out.glob("dpcore-*.whl")
    return built


def test_the_wheel_holds_the_engine_and_its_data_and_nothing_of_the_app(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    shipped = {Path(name).name for name in names if name.startswith("dpcore/data/")}
    expected = {path.name for path in (ROOT / "dpcore" / "data").glob("*.csv")}
    assert expected and expected <= shipped  # every demo CSV
    code = [name for name in names if not name.startswith(("dpcore/", "dpcore-"))]
    assert not code, f"the wheel carries more than dpcore: {code}"
    assert not any(name.startswith(("ui/", "pages/", "lessons/", "app.py")) for name in names)
    assert "dpcore/__init__.py" in names and "dpcore/ingest/readings.py" in names


def test_the_installed_wheel_runs_the_example_away_from_the_checkout(wheel: Path, tmp_path: Path) -> None:
    """Installed into a folder of its own (its dependencies are the venv's), run from a folder with no dpcore/."""
    target = tmp_path / "site"
    command = [sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "--target", str(target), str(wheel)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    script = tmp_path / "example.py"
    script.write_text(f"import sys\nsys.path.insert(0, {str(target)!r})\n" + readme_example(), encoding="utf-8")
    result = subprocess.run([sys.executable, str(script)], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "grid True" in result.stdout
    probe = subprocess.run(
        [sys.executable, "-c", _import_probe(str(target))], cwd=tmp_path, capture_output=True, text=True, timeout=120
    )
    assert probe.returncode == 0, probe.stderr
    location, at_import, on_use = probe.stdout.split()[-3:]
    assert location.startswith(str(target))  # the installed copy, not the checkout's
    assert int(at_import) == 0 and int(on_use) >= 5
