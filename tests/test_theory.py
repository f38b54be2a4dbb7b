"""docs/theory.md cannot go stale unnoticed: its sections, names and reference values are checked against the code.

(a) every "theory.md §n" cited in the code names a section that exists; (b) every dotted ``dpcore.`` (or ``lessons.``)
name the document writes in backticks imports, and every file path it writes exists; (c) the Adult marital-status
table of §11 matches dpcore's exact laws to the digits printed; (d) the worked examples of §13 for the newer scoring
rules are what the rules give.
"""

from __future__ import annotations

import importlib
import math
import re
from pathlib import Path

import pandas as pd
import pytest

from dpcore.scenarios import SCENARIOS
from dpcore.scoring import ballots
from dpcore.selection.exact import selection_probabilities

ROOT = Path(__file__).resolve().parent.parent
THEORY = ROOT / "docs" / "theory.md"
DOC = THEORY.read_text(encoding="utf-8")
CITING = ("dpcore", "lessons", "ui", "pages")

# "theory.md §0", "theory.md §0, §7", "theory.md §1–§3", "theory.md §§5, 6", "theory.md §11b" (across line breaks too).
_CITATION = re.compile(r"theory\.md[\s#]*(§+\s*\d+[a-z]?(?:\s*(?:,|and|&|–|-)\s*(?:§+\s*)?\d+[a-z]?)*)")
_SECTION = re.compile(r"\d+[a-z]?")
_HEADING = re.compile(r"^## §(\d+[a-z]?)\b", re.M)
_BACKTICKED = re.compile(r"`([^`\n]+)`")
_DOTTED = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+")
# Dotted names in backticks that are not ours and so are not imported.
_FOREIGN = ("math.", "scipy.", "numpy.")


def _sections() -> set[str]:
    return set(_HEADING.findall(DOC))


def _citations() -> list[tuple[str, str]]:
    """(file:line, section) for every section number cited as "theory.md §…" in the code."""
    found = []
    for folder in CITING:
        for path in sorted((ROOT / folder).rglob("*.py")):
            text = path.read_text(encoding="utf-8")
            for match in _CITATION.finditer(text):
                line = text.count("\n", 0, match.start()) + 1
                where = f"{path.relative_to(ROOT)}:{line}"
                found += [(where, section) for section in _SECTION.findall(match.group(1))]
    return found


def _resolve(name: str) -> object:
    """Import the longest module prefix of ``name``, then getattr the rest (AttributeError / ImportError if stale)."""
    parts = name.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            target: object = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError as error:
            if error.name is None or not ".".join(parts[:cut]).startswith(error.name):
                raise  # a module that exists but fails to import is an error, not a shorter prefix
            continue
        for attribute in parts[cut:]:
            target = getattr(target, attribute)
        return target
    raise ImportError(f"nothing of {name!r} imports")


def _backticked_names() -> list[str]:
    """The leading dotted name of every backticked span (``dpcore.x.f(…, a=1)`` gives ``dpcore.x.f``)."""
    names = []
    for span in _BACKTICKED.findall(DOC):
        match = _DOTTED.match(span)
        if match and "/" not in span:
            names.append(match.group(0))
    return sorted(set(names))


# --- (a) citations ------------------------------------------------------------------------------------------------


def test_the_document_has_the_sections_the_code_numbers() -> None:
    assert {str(n) for n in range(14)} | {"11b"} <= _sections()


def test_every_section_cited_in_the_code_exists() -> None:
    citations = _citations()
    assert len(citations) >= 30, "the citation pattern no longer finds the code's citations"
    sections = _sections()
    missing = [f"{where}: §{section}" for where, section in citations if section not in sections]
    assert not missing, f"cited sections that theory.md does not have: {missing}"


def test_the_citation_pattern_reads_lists_and_subsections() -> None:
    text = "see theory.md §0, §7 and theory.md §11b; (theory.md §1–§3)"
    assert [s for m in _CITATION.finditer(text) for s in _SECTION.findall(m.group(1))] == ["0", "7", "11b", "1", "3"]


# --- (b) names and paths --------------------------------------------------------------------------------------------


def test_every_dpcore_name_in_the_document_resolves() -> None:
    names = [name for name in _backticked_names() if name.split(".")[0] in ("dpcore", "lessons")]
    assert len(names) >= 100, "the document names fewer functions than it did: was the pattern broken?"
    stale = []
    for name in names:
        try:
            _resolve(name)
        except (ImportError, AttributeError) as error:
            stale.append(f"{name} ({type(error).__name__}: {error})")
    assert not stale, f"names in theory.md that no longer exist: {stale}"


def test_every_dotted_name_in_the_document_is_written_in_full() -> None:
    """No shorthand such as `exact.selection_probabilities`: a name either starts with its package or is foreign."""
    short = [
        name
        for name in _backticked_names()
        if name.split(".")[0] not in ("dpcore", "lessons") and not name.startswith(_FOREIGN)
    ]
    assert not short, f"write these as full dotted paths (dpcore.…): {short}"


def test_every_file_path_in_the_document_exists() -> None:
    paths = {span for span in _BACKTICKED.findall(DOC) if re.fullmatch(r"[\w./-]+\.(?:py|csv|md)", span)}
    tests_named = set(re.findall(r"\b(test_\w+\.py)::", DOC)) | set(re.findall(r"\[T: (test_\w+\.py)\b", DOC))
    missing = sorted(p for p in paths if not (ROOT / p).is_file())
    missing += sorted(t for t in tests_named if not (ROOT / "tests" / t).is_file())
    assert paths and tests_named
    assert not missing, f"files named in theory.md that do not exist: {missing}"


def test_the_name_check_can_fail() -> None:
    with pytest.raises(AttributeError):
        _resolve("dpcore.selection.exact.no_such_function")
    with pytest.raises((ImportError, AttributeError)):
        _resolve("dpcore.analysis.worst_case_privacy_loss")  # the flat layout before the packages


# --- (c) §11 reference values ---------------------------------------------------------------------------------------

_ADULT_ROW = re.compile(
    r"^\| (?P<mechanism>exponential mechanism|report-noisy-max, Laplace|permute-and-flip) \| (?P<scale>[^|]+) \| "
    r"\**(?P<printed>0\.\d+)\** \| .*?\[R: mpmath (?P<precise>0\.\d+)\] \|$",
    re.M,
)
_MECHANISM = {
    "exponential mechanism": "exponential",
    "report-noisy-max, Laplace": "report_noisy_max",
    "permute-and-flip": "permute_and_flip",
}


def _section(number: str) -> str:
    start = DOC.index(f"## §{number} ")
    following = DOC.find("\n## §", start + 1)
    return DOC[start : following if following >= 0 else len(DOC)]


def _adult_rows() -> list[tuple[str, bool, str, str]]:
    rows = []
    for match in _ADULT_ROW.finditer(_section("11")):
        scale = match.group("scale")
        monotonic = "monotone" in scale
        assert monotonic or "general" in scale or "2Δ" in scale, scale
        rows.append((_MECHANISM[match.group("mechanism")], monotonic, match.group("printed"), match.group("precise")))
    return rows


def test_the_adult_scores_are_the_shipped_counts_in_thousands() -> None:
    scenario = SCENARIOS["adult_marital_status"]
    stated = re.search(r"scores = counts/1000 =\s*\(([^)]+)\)", _section("11"))
    assert stated is not None
    assert [float(value) for value in stated.group(1).split(",")] == scenario.candidates.scores.tolist()
    assert scenario.candidates.labels[0] == "Married-civ-spouse"
    assert (scenario.candidates.sensitivity, scenario.candidates.monotonic) == (1.0, False)


def test_the_adult_reference_table_matches_the_exact_laws_to_the_digits_printed() -> None:
    rows = _adult_rows()
    assert sorted((mechanism, monotonic) for mechanism, monotonic, _, _ in rows) == sorted(
        (mechanism, monotonic) for mechanism in _MECHANISM.values() for monotonic in (False, True)
    )
    scores = SCENARIOS["adult_marital_status"].candidates.scores
    for mechanism, monotonic, printed, precise in rows:
        p = float(
            selection_probabilities(scores, epsilon=1.0, sensitivity=1.0, mechanism=mechanism, monotonic=monotonic)[0]
        )
        for value in (printed, precise):
            digits = len(value.split(".")[1])
            # Within half a unit of the last printed digit (the exact laws are good to ~1e-13, far below that).
            assert math.isclose(p, float(value), rel_tol=0, abs_tol=0.5 * 10.0**-digits + 1e-12), (
                mechanism,
                monotonic,
                value,
                p,
            )


# --- (d) §13 examples -----------------------------------------------------------------------------------------------


def test_section_13_examples_of_the_new_rules() -> None:
    ratings = ballots.score_points(pd.DataFrame({"A": [5, 3, 4], "B": [1, 2, None]}), option_columns=["A", "B"])
    assert dict(zip(ratings.labels, ratings.scores.tolist(), strict=True)) == {"A": 12.0, "B": 3.0}
    assert (ratings.sensitivity, ratings.monotonic) == (5.0, True)

    long = pd.DataFrame({"voter": ["x", "x", "y"], "option": ["A", "A", "B"], "points": [2, 3, 4]})
    points = ballots.score_points(long, label_column="option", points_column="points", voter_column="voter")
    assert dict(zip(points.labels, points.scores.tolist(), strict=True)) == {"A": 5.0, "B": 4.0}
    assert (points.sensitivity, points.monotonic) == (5.0, True)

    grid = pd.DataFrame({"A": [1, 2, 1], "B": [2, 1, 3], "C": [3, None, 2]})
    borda = ballots.score_rank_grid(grid, ["A", "B", "C"])
    assert dict(zip(borda.labels, borda.scores.tolist(), strict=True)) == {"A": 5.0, "B": 3.0, "C": 1.0}
    assert (borda.sensitivity, borda.monotonic) == (2.0, True)

    ticks = ballots.score_ticks(
        pd.DataFrame({"Dune": ["Dune", "", "✓"], "Hyperion": ["", "Hyperion", "no"]}), ["Dune", "Hyperion"]
    )
    assert ticks.scores.tolist() == [2.0, 1.0]
    assert (ticks.sensitivity, ticks.monotonic) == (1.0, True)
