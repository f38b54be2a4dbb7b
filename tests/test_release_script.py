"""The generated release script and notebook (dpcore.release.script): the same reading as the page, no data in them,
no code injected through a column name, and, run in a fresh virtual environment with only their stated
requirements, releases that follow dpcore's exact law on every export in tests/exports/.

The fresh environment is made once (``python -m venv`` and ``pip install opendp==0.16.0 pandas openpyxl`` from the
package registry; about a minute the first time) and kept under the system's temporary folder, keyed by the Python
version and the requirements, so that later runs reuse it. It is not marked to be left out: CI has the registry, so
it runs there like any other test; where pip cannot reach the registry it is skipped locally and fails under
``CI=true``. One process in that environment runs every export's script: ``read_scores`` once (compared exactly with
dpcore's scores) and ``release`` 2,000 times (compared with dpcore's exact law by χ², cells expecting fewer than 5
pooled; OpenDP cannot be seeded, so a p-value below 1e-6 fails, as in tests/test_release.py).
"""

from __future__ import annotations

import ast
import fcntl
import hashlib
import json
import math
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from dpcore import goodness_of_fit_pvalue, selection_probabilities
from dpcore.ingest import cells, table
from dpcore.ingest.layout import KINDS, Layout, score_layout
from dpcore.ingest.readings import understand
from dpcore.ingest.table import read_table
from dpcore.release import script
from dpcore.release.opendp_release import OPENDP_VERSION
from dpcore.release.script import SCRIPT_KINDS, ScriptNotSupportedError, release_notebook, release_script
from dpcore.scoring import ballots
from dpcore.scoring.candidates import ScoredCandidates
from tests.conftest import missing_prerequisite
from tests.test_release import P_MIN, peeled_law

ROOT = Path(__file__).resolve().parent
EXPORTS = ROOT / "exports"
# (set Q is left out: the script refuses 6 of its readings)
BLIND = [
    *"abcdefghijklmnoprstuvwxyz",
    "za",
    "zb",
    "zc",
    "zd",
    "ze",
    "zf",
    "zg",
    "zh",
    "zi",
    "zj",
    "zk",
    "zl",
    "zq",
    "zr",
    "zs",
    "zt",
    "zu",
    "zv",
    "zw",
]
CORPORA = (EXPORTS, *(ROOT / "blind" / f"set_{name}" for name in BLIND), ROOT / "hostile_csv")
SUFFIXES = (".csv", ".tsv", ".txt", ".xlsx")
CALLS = 2_000
FRESH_REQUIREMENTS = (f"opendp=={OPENDP_VERSION}", "pandas", "openpyxl")


def files(folder: Path) -> list[Path]:
    return sorted(path for path in folder.iterdir() if path.suffix in SUFFIXES)


def page_reading(path: Path) -> tuple[object, list[Layout]]:
    """The table as the page reads it and every reading the page offers (the guess, its alternatives, each middle
    weight of a grid and each rule of ranked ballots), or (None, []) when the page refuses the file."""
    try:
        frame = read_table(path.read_bytes())
        guess = understand(frame, file_name=path.name)
    except ValueError:
        return None, []
    layouts = [guess.layout, *guess.alternatives]
    for layout in list(layouts):
        if layout.kind == "grid":
            layouts += [replace(layout, middle_weight=weight) for weight in (0.0, 1.0)]
        if layout.kind == "ranked":
            layouts += [replace(layout, rule=rule) for rule in ballots.RANKED_RULES if rule != layout.rule]
    return frame, layouts


def generated(
    path: Path, layout: Layout, scored: ScoredCandidates, sheet: str, codec: str = "", **settings: object
) -> str:
    arguments: dict[str, object] = {"epsilon": 1.0, "mechanism": "exponential", "k": 1} | settings
    return release_script(
        file_name=path.name,
        layout=layout,
        sensitivity=scored.sensitivity,
        monotonic=scored.monotonic,
        sheet=sheet,
        codec=codec,
        **arguments,  # type: ignore[arg-type]
    )


def load(source: str) -> dict[str, object]:
    namespace: dict[str, object] = {"__name__": "generated_release_script"}
    exec(compile(source, "generated_release_script.py", "exec"), namespace)  # noqa: S102 - our own generated code
    return namespace


# --- the same reading as the page ----------------------------------------------------------------------------------


@pytest.mark.parametrize("folder", CORPORA, ids=lambda folder: folder.name)
def test_the_script_reads_every_file_as_the_page_does(folder: Path) -> None:
    """Every reading the page offers of every file (exports, blind sets, hostile files): the script's candidates and
    scores equal dpcore's exactly. A script may refuse a file (it says why); it never reads it differently."""
    checked, refused, different = 0, [], []
    for path in files(folder):
        frame, layouts = page_reading(path)
        for layout in layouts:
            try:
                scored = score_layout(frame, layout)  # type: ignore[arg-type]
            except ValueError:
                continue
            attrs = frame.attrs  # type: ignore[union-attr]
            source = generated(path, layout, scored, attrs.get("sheet", ""), attrs.get("codec", ""))
            try:
                labels, scores = load(source)["read_scores"](path)  # type: ignore[operator]
            except ValueError as error:
                refused.append(f"{path.name} {layout.kind}: {error}")
                continue
            checked += 1
            if list(labels) != list(scored.labels) or not np.array_equal(np.asarray(scores), scored.scores):
                different.append(f"{path.name} {layout.kind} {layout.columns[:2]}")
    assert different == []
    assert refused == []
    assert checked >= {"exports": 40, "set_a": 100, "hostile_csv": 50}.get(folder.name, 20)


def test_the_scripts_constants_are_dpcores() -> None:
    """The reading's words and patterns the script carries are dpcore's own (a change there must reach the script)."""
    assert script.TRUE_WORDS == cells.TRUE_WORDS and script.MIDDLE_WORDS == cells.MIDDLE_WORDS
    assert script.BLANK_LABELS == cells.BLANK_LABELS and script.NON_BID_WORDS is ballots.NON_BID_WORDS
    home = cells if hasattr(cells, "SUMMARY_WORDS") else table
    assert script.SUMMARY_WORDS == home.SUMMARY_WORDS
    assert script.is_summary_label is cells.is_summary_label  # (copied with its patterns, named as in dpcore)
    for name in ("_TOTAL_OF", "_COUNT_OF", "_SHARE_OF"):
        assert script._CONSTANTS[name] is getattr(cells, name), name
    for name in ("NOT_A_CANDIDATE", "MADE_UP_NAME", "CODE_NAME"):
        homes = [getattr(module, spelling, None) for module in (home, table) for spelling in (name, f"_{name}")]
        theirs = next(pattern for pattern in homes if pattern is not None)  # (StopIteration: the pattern moved)
        assert getattr(script, name).pattern == theirs.pattern, name
    assert script.RANK_CELL.pattern == ballots._RANK_CELL.pattern
    assert script.NUMBER_SHAPE.pattern == cells.NUMBER_SHAPE.pattern
    assert script.LAST_SEPARATOR.pattern == cells.LAST_SEPARATOR.pattern
    assert script.GROUP_SPACES.pattern == cells._GROUP_SPACES.pattern


# --- what the script holds -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("path", files(EXPORTS), ids=lambda path: path.name)
def test_no_cell_of_the_file_is_in_the_script(path: Path) -> None:
    """Only the column names the page read (and the file's name) come from the file; no cell does."""
    frame, layouts = page_reading(path)
    layout = layouts[0]
    scored = score_layout(frame, layout)  # type: ignore[arg-type]
    source = generated(path, layout, scored, frame.attrs.get("sheet", ""))  # type: ignore[union-attr]
    named = {*layout.columns, *layout.labels, layout.label_column, layout.voter_column}
    if layout.kind == "grid" and layout.options_in == "rows":
        named -= set(layout.columns)  # (people's names: the script takes every column but the label column)
        assert not any(name in source for name in layout.columns)
    # The script's own text (its words, comments and code) is what a script for a file of other columns holds.
    own = generated(Path("x.csv"), Layout(kind=layout.kind, columns=("c",)), scored, "")
    vocabulary = {word for words in (script.TRUE_WORDS, script.MIDDLE_WORDS, script.SUMMARY_WORDS) for word in words}
    texts = {str(cell).strip() for cell in frame.to_numpy().ravel() if isinstance(cell, str)}  # type: ignore[union-attr]
    leaked = {
        text
        for text in texts
        if len(text) >= 4
        and text in source
        and text not in own
        and text not in named
        and text.lower() not in vocabulary
    }
    assert not leaked


def test_a_column_name_cannot_inject_code() -> None:
    """Names go through repr() in code and are escaped in comments: the script has no statement but its own."""
    evil = 'x"\n__import__("os").system("echo pwned") #\r\n\'\'\'"""'
    layout = Layout(kind="grid", columns=(evil, "b"), labels=(evil, "b"), label_column=evil, voter_column=evil)
    for kind in SCRIPT_KINDS:
        source = release_script(
            file_name=evil + ".csv",
            layout=replace(layout, kind=kind),
            epsilon=1.0,
            mechanism="exponential",
            sensitivity=1.0,
            monotonic=True,
        )
        tree = ast.parse(source)
        calls = [node.func for node in ast.walk(tree) if isinstance(node, ast.Call)]
        assert not any(isinstance(func, ast.Attribute) and func.attr == "system" for func in calls), kind
        top = {type(node).__name__ for node in tree.body}
        assert top <= {"ImportFrom", "Import", "Assign", "AnnAssign", "FunctionDef", "If", "Expr"}, top
        assert all(line.startswith("#") for line in source.split('"""Redo', 1)[0].splitlines()), kind


@pytest.mark.parametrize("kind", SCRIPT_KINDS)
@pytest.mark.parametrize("file_name", ["poll.csv", "poll.xlsx"])
def test_every_kind_generates_code_without_undefined_names(kind: str, file_name: str, tmp_path: Path) -> None:
    """ruff's pyflakes rules on the generated code: every name defined, every import used."""
    layout = Layout(kind=kind, columns=("a", "b"), label_column="l", voter_column="v", separator=";")
    path = tmp_path / "generated.py"
    path.write_text(
        release_script(
            file_name=file_name, layout=layout, epsilon=1.0, mechanism="permute_and_flip", sensitivity=1, monotonic=True
        ),
        encoding="utf-8",
    )
    done = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--no-cache", "--isolated", "--select", "F,E9", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    text = path.read_text(encoding="utf-8")
    assert f"opendp=={OPENDP_VERSION}" in text.split("\n", 5)[2]
    assert ("openpyxl" in text.split("\n", 5)[2]) == file_name.endswith(".xlsx")


def test_settings_without_a_faithful_script_are_refused() -> None:
    layout = Layout(kind="votes", columns=("Vote",))
    base = {"file_name": "a.csv", "layout": layout, "epsilon": 1.0, "sensitivity": 1.0, "monotonic": True}
    with pytest.raises(ScriptNotSupportedError, match="no vetted sampler"):
        release_script(mechanism="report_noisy_max", **base)  # type: ignore[arg-type]
    with pytest.raises(ScriptNotSupportedError, match="stacked"):
        release_script(mechanism="exponential", block=1, **base)  # type: ignore[arg-type]
    with pytest.raises(ScriptNotSupportedError, match="layout"):
        release_script(mechanism="exponential", **{**base, "layout": Layout(kind="instant_runoff", columns=("a",))})  # type: ignore[arg-type]
    assert issubclass(ScriptNotSupportedError, NotImplementedError)
    assert set(SCRIPT_KINDS) == set(KINDS)


def test_the_script_runs_from_the_command_line(tmp_path: Path) -> None:
    """``python script.py FILE`` prints the released candidates and the ε, nothing else from the file."""
    path = EXPORTS / "ranked_ballots.csv"
    frame, layouts = page_reading(path)
    scored = score_layout(frame, layouts[0])  # type: ignore[arg-type]
    program = tmp_path / "release.py"
    program.write_text(generated(path, layouts[0], scored, "", k=2, mechanism="permute_and_flip"), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(program), str(path)], capture_output=True, text=True, check=True, timeout=120
    )
    lines = done.stdout.splitlines()
    assert lines[0] == "Released (2 candidates, best first), ε = 1:"
    assert len(lines) == 3 and {line.strip() for line in lines[1:]} <= set(scored.labels)


def test_the_notebook_is_nbformat_4_and_releases() -> None:
    path = EXPORTS / "google_sheets_checkboxes.csv"
    frame, layouts = page_reading(path)
    scored = score_layout(frame, layouts[0])  # type: ignore[arg-type]
    notebook = json.loads(
        release_notebook(
            file_name=path.name,
            layout=layouts[0],
            epsilon=1.0,
            mechanism="exponential",
            sensitivity=scored.sensitivity,
            monotonic=scored.monotonic,
        )
    )
    assert (notebook["nbformat"], notebook["nbformat_minor"]) == (4, 5)
    assert [cell["cell_type"] for cell in notebook["cells"]] == ["markdown", "code", "code", "code"]
    assert len({cell["id"] for cell in notebook["cells"]}) == 4
    assert all(isinstance(cell["source"], list) for cell in notebook["cells"])
    assert f"opendp=={OPENDP_VERSION}" in "".join(notebook["cells"][1]["source"])
    namespace = load("".join(notebook["cells"][2]["source"]))
    last = "".join(notebook["cells"][3]["source"])
    assert last.startswith(f"PATH = {path.name!r}") and last.rstrip().endswith("release(PATH)")
    assert set(namespace["release"](path)) <= set(scored.labels)  # type: ignore[operator]


# --- run in a fresh virtual environment: the law ---------------------------------------------------------------------


DRIVER = r'''
"""Runs generated release scripts in this (fresh) environment: read_scores once, release many times."""
import importlib.util
import json
import sys
from collections import Counter

assert importlib.util.find_spec("dpcore") is None, "dpcore must not be importable here"
jobs = json.loads(open(sys.argv[1], encoding="utf-8").read())
results = {}
for job in jobs:
    spec = importlib.util.spec_from_file_location("release_" + str(len(results)), job["script"])
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    labels, scores = module.read_scores(job["file"])
    runs = Counter(json.dumps(list(module.release(job["file"]))) for _ in range(job["calls"]))
    results[job["name"]] = {"labels": list(labels), "scores": [float(score) for score in scores], "runs": runs}
print(json.dumps(results))
'''


@pytest.fixture(scope="session")
def fresh_python() -> Iterator[Path]:
    """The Python of a virtual environment holding only the script's stated requirements (made once, then reused)."""
    key = hashlib.sha256(f"{sys.version}|{' '.join(FRESH_REQUIREMENTS)}".encode()).hexdigest()[:12]
    folder = Path(tempfile.gettempdir()) / f"private-choices-release-venv-{key}"
    python, stamp = folder / "bin" / "python", folder / ".ready"
    with open(f"{folder}.lock", "w") as lock:  # (two test runs at once make it once)
        fcntl.flock(lock, fcntl.LOCK_EX)
        _make_fresh_environment(folder, python, stamp)
    yield python


def _make_fresh_environment(folder: Path, python: Path, stamp: Path) -> None:
    if not (stamp.is_file() and python.is_file()):
        subprocess.run([sys.executable, "-m", "venv", "--clear", str(folder)], check=True, timeout=300)
        install = [str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q", *FRESH_REQUIREMENTS]
        done = subprocess.run(install, capture_output=True, text=True, timeout=1200, check=False)
        if done.returncode != 0:
            reason = f"could not make the fresh environment (pip install {' '.join(FRESH_REQUIREMENTS)}): "
            reason += done.stderr[-500:]
            missing_prerequisite(reason)
        stamp.write_text(" ".join(FRESH_REQUIREMENTS), encoding="utf-8")


def _epsilon_for(scored: ScoredCandidates, *, mechanism: str, monotonic: bool, k: int) -> float:
    """ε at which the first pick is the best candidate about half of the time: a law spread over several
    candidates, which the χ² can tell apart from a wrong one."""
    best = int(np.argmax(scored.scores))
    low, high = math.log(1e-6), math.log(1e6)
    for _ in range(60):
        middle = (low + high) / 2
        probability = selection_probabilities(
            scored.scores,
            epsilon=math.exp(middle) / k,
            sensitivity=scored.sensitivity,
            mechanism=mechanism,
            monotonic=monotonic,
        )[best]
        low, high = (middle, high) if probability < 0.5 else (low, middle)
    return float(f"{math.exp(low):.4g}")


@pytest.fixture(scope="session")
def fresh_runs(fresh_python: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, object]]:
    """Every export's script, run in the fresh environment: its scores and CALLS releases, with the settings used."""
    folder = tmp_path_factory.mktemp("fresh_release")
    jobs, settings = [], {}
    for number, path in enumerate(files(EXPORTS)):
        frame, layouts = page_reading(path)
        scored = score_layout(frame, layouts[0])  # type: ignore[arg-type]
        mechanism = ("exponential", "permute_and_flip")[number % 2]
        monotonic = scored.monotonic and number % 3 != 2  # every third file read as not monotone (range 2Δ)
        k = 2 if path.name == "ranked_ballots.csv" else 1
        epsilon = _epsilon_for(scored, mechanism=mechanism, monotonic=monotonic, k=k)
        source = release_script(
            file_name=path.name,
            layout=layouts[0],
            epsilon=epsilon,
            mechanism=mechanism,
            k=k,
            sensitivity=scored.sensitivity,
            monotonic=monotonic,
            sheet=frame.attrs.get("sheet", ""),  # type: ignore[union-attr]
        )
        program = folder / f"release_{number}.py"
        program.write_text(source, encoding="utf-8")
        jobs.append({"name": path.name, "script": str(program), "file": str(path), "calls": CALLS})
        settings[path.name] = {
            "scored": scored,
            "mechanism": mechanism,
            "monotonic": monotonic,
            "k": k,
            "epsilon": epsilon,
        }
    (folder / "jobs.json").write_text(json.dumps(jobs), encoding="utf-8")
    (folder / "driver.py").write_text(DRIVER, encoding="utf-8")
    done = subprocess.run(
        [str(fresh_python), str(folder / "driver.py"), str(folder / "jobs.json")],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
        env={key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "PYTHONHOME")},
    )
    assert done.returncode == 0, done.stderr[-3000:]
    results = json.loads(done.stdout)
    return {name: {**settings[name], **result} for name, result in results.items()}


@pytest.mark.parametrize("path", files(EXPORTS), ids=lambda path: path.name)
def test_fresh_environment_script_follows_dpcores_law(path: Path, fresh_runs: dict[str, dict[str, object]]) -> None:
    """In a fresh environment with only the stated requirements: the script reads the export as the page does, and
    its 2,000 releases follow dpcore's exact law (ordered pairs for top-2)."""
    run = fresh_runs[path.name]
    scored: ScoredCandidates = run["scored"]  # type: ignore[assignment]
    assert run["labels"] == list(scored.labels) and run["scores"] == scored.scores.tolist()
    k, mechanism, monotonic, epsilon = run["k"], run["mechanism"], run["monotonic"], run["epsilon"]
    index = {label: position for position, label in enumerate(scored.labels)}
    runs = {tuple(index[label] for label in json.loads(key)): count for key, count in run["runs"].items()}  # type: ignore[attr-defined]
    if k == 1:
        probabilities = selection_probabilities(
            scored.scores, epsilon=epsilon, sensitivity=scored.sensitivity, mechanism=mechanism, monotonic=monotonic
        )
        law = {(position,): float(p) for position, p in enumerate(probabilities)}
    else:
        law = peeled_law(
            scored.scores,
            k=k,
            epsilon=epsilon,
            sensitivity=scored.sensitivity,
            monotonic=monotonic,
            mechanism=mechanism,
        )
    assert set(runs) <= set(law) and sum(runs.values()) == CALLS
    outcomes = sorted(law)
    p_value = goodness_of_fit_pvalue([runs.get(outcome, 0) for outcome in outcomes], [law[o] for o in outcomes])
    print(f"{path.name}: {mechanism}, monotone={monotonic}, k={k}, ε={epsilon:g}, K={len(scored)}, p={p_value:.3g}")
    assert p_value > P_MIN


def test_a_contests_total_row_is_left_out_by_the_script_as_by_the_page(tmp_path: Path) -> None:
    """Two contests stacked in one table of counts, each closed by its "Total Votes" row (all its other rows
    together): the page leaves them out as it reads the table (each the total of its group), and so does the
    script (it once counted one as a candidate)."""
    rows = ["Contest,Choice,Votes"]
    for contest, votes in (("Mayor", [120, 95, 60, 71, 33]), ("Clerk", [80, 64, 51, 40, 22])):
        rows += [f"{contest},{contest} candidate {number},{count}" for number, count in enumerate(votes, start=1)]
        rows.append(f"{contest},Total Votes,{sum(votes)}")
    path = tmp_path / "stacked_contests.csv"
    path.write_text("\n".join(rows) + "\n")
    frame = read_table(path.read_bytes())
    assert "Total Votes" not in frame["Choice"].tolist() and len(frame) == 10
    layout = Layout(kind="counts", columns=("Votes",), label_column="Choice", subset=("Contest", "Mayor"))
    scored = score_layout(frame, layout)
    assert "Total Votes" not in scored.labels and len(scored.labels) == 5
    labels, scores = load(generated(path, layout, scored, ""))["read_scores"](path)  # type: ignore[operator]
    assert list(labels) == list(scored.labels) and np.array_equal(np.asarray(scores), scored.scores)
