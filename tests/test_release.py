"""dpcore.release: OpenDP releases follow dpcore's exact laws, the privacy map is checked, the ledger adds up, a
Release holds nothing private, and the handout prints on one A4 and one Letter page.

OpenDP draws from the operating system's secure generator and cannot be seeded, so the Monte-Carlo checks are not
reproducible draw for draw. Each compares N releases with dpcore's exact law by Pearson's χ² (cells expecting fewer
than 5 pooled, :func:`dpcore.goodness_of_fit_pvalue`) and fails only below p = 1e-6: with the dozen such checks here
a correct sampler fails the suite less than once in 80,000 runs, and :func:`test_the_law_check_can_fail` shows
that the same N rejects a wrong law (permute-and-flip's draws against the exponential mechanism's law) far below it.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import re
import shutil
import subprocess
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from dpcore import goodness_of_fit_pvalue, selection_probabilities
from dpcore.analyses.composition import zcdp_epsilon
from dpcore.ingest.layout import score_layout
from dpcore.ingest.readings import understand
from dpcore.ingest.table import read_table
from dpcore.release.handout import MAX_CHARTS, SENTENCE_CHARACTERS, epsilon_as_odds, handout_html
from dpcore.release.ledger import Ledger
from dpcore.release.opendp_release import (
    MAX_DIVERGENCE,
    OPENDP_VERSION,
    ZERO_CONCENTRATED_DIVERGENCE,
    Release,
    ReleaseNotSupportedError,
    build_measurement,
    check_privacy_map,
    opendp_scale,
    release_choice,
)
from dpcore.scoring.candidates import ScoredCandidates
from dpcore.validation import InvalidInputError

#: Smallest p-value a correct sampler may give (OpenDP cannot be seeded; see the module docstring).
P_MIN = 1e-6
DRAWS = 20_000
SCORES = np.array([4.0, 3.0, 3.0, 1.0, 0.0])
EXPORTS = Path(__file__).resolve().parent / "exports"


def scored(scores: np.ndarray = SCORES, *, sensitivity: float = 1.0, monotonic: bool = True) -> ScoredCandidates:
    return ScoredCandidates(
        labels=tuple(f"c{index}" for index in range(len(scores))),
        scores=scores,
        sensitivity=sensitivity,
        monotonic=monotonic,
        score_name="votes",
        sensitivity_reason="test",
        monotone_reason="test",
    )


def draw_many(scores: np.ndarray, *, n: int, **settings: object) -> Counter[tuple[int, ...]]:
    """n runs of one OpenDP measurement (built and checked once), as tuples of indices."""
    measurement = build_measurement(candidates=len(scores), **settings)  # type: ignore[arg-type]
    values = [float(value) for value in scores]
    k = int(settings.get("k", 1))  # type: ignore[call-overload]
    runs: Counter[tuple[int, ...]] = Counter()
    for _ in range(n):
        drawn = measurement(values)
        runs[(int(drawn),) if k == 1 else tuple(int(index) for index in drawn)] += 1
    return runs


def peeled_law(
    scores: np.ndarray, *, k: int, epsilon: float, sensitivity: float, monotonic: bool, mechanism: str
) -> dict[tuple[int, ...], float]:
    """Exact law of k peeled rounds (ordered tuples), each round dpcore's single-choice law at ε/k on the candidates
    left (theory.md §11b)."""
    law: dict[tuple[int, ...], float] = {}
    for picks in itertools.permutations(range(len(scores)), k):
        probability, left = 1.0, list(range(len(scores)))
        for pick in picks:
            round_law = selection_probabilities(
                scores[left], epsilon=epsilon / k, sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic
            )
            probability *= float(round_law[left.index(pick)])
            left.remove(pick)
        law[picks] = probability
    return law


def p_value(runs: Counter[tuple[int, ...]], law: dict[tuple[int, ...], float]) -> float:
    assert set(runs) <= set(law), f"drawn outcomes outside the law: {set(runs) - set(law)}"
    outcomes = sorted(law)
    return goodness_of_fit_pvalue([runs[outcome] for outcome in outcomes], [law[outcome] for outcome in outcomes])


# --- the law -------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("monotonic", [False, True])
@pytest.mark.parametrize("mechanism", ["exponential", "permute_and_flip"])
def test_one_release_follows_dpcore_exact_law(mechanism: str, monotonic: bool) -> None:
    epsilon = 1.5 if not monotonic else 1.0
    runs = draw_many(SCORES, n=DRAWS, epsilon=epsilon, sensitivity=1.0, monotonic=monotonic, mechanism=mechanism)
    law = selection_probabilities(SCORES, epsilon=epsilon, sensitivity=1.0, mechanism=mechanism, monotonic=monotonic)
    assert p_value(runs, {(index,): float(p) for index, p in enumerate(law)}) > P_MIN


def test_float_scores_and_sensitivity_are_not_rounded() -> None:
    """Half-votes and revenues with Δ = 2.5: the float domain reads each score as the exact number it is."""
    scores = np.array([12.5, 11.0, 10.5, 3.25, 12.25])
    settings = {"epsilon": 1.2, "sensitivity": 2.5, "monotonic": True, "mechanism": "permute_and_flip"}
    runs = draw_many(scores, n=DRAWS, **settings)
    law = selection_probabilities(scores, **settings)  # type: ignore[arg-type]
    assert p_value(runs, {(index,): float(p) for index, p in enumerate(law)}) > P_MIN


@pytest.mark.parametrize("mechanism", ["exponential", "permute_and_flip"])
def test_top_k_follows_the_peeled_law(mechanism: str) -> None:
    """k = 2 spends ε in all: ε/2 per round, each round the single-choice law on the candidates left."""
    settings = {"epsilon": 2.0, "sensitivity": 1.0, "monotonic": True, "mechanism": mechanism}
    runs = draw_many(SCORES, n=DRAWS, k=2, **settings)
    assert p_value(runs, peeled_law(SCORES, k=2, **settings)) > P_MIN  # type: ignore[arg-type]


def test_release_choice_itself_follows_the_law() -> None:
    """The public call (measurement built and checked on every call) and its labels, over 3,000 releases."""
    candidates = scored(monotonic=False)
    runs = Counter(release_choice(candidates, epsilon=1.0, mechanism="permute_and_flip").labels for _ in range(3_000))
    law = selection_probabilities(SCORES, epsilon=1.0, mechanism="permute_and_flip", monotonic=False)
    counts = [runs[(label,)] for label in candidates.labels]
    assert sum(counts) == 3_000
    assert goodness_of_fit_pvalue(counts, law) > P_MIN


def test_the_law_check_can_fail() -> None:
    """The same χ² with the same N rejects a wrong law: permute-and-flip's draws against the exponential mechanism."""
    settings = {"epsilon": 1.5, "sensitivity": 1.0, "monotonic": False}
    runs = draw_many(SCORES, n=DRAWS, mechanism="permute_and_flip", **settings)
    wrong = selection_probabilities(SCORES, mechanism="exponential", **settings)  # type: ignore[arg-type]
    assert p_value(runs, {(index,): float(p) for index, p in enumerate(wrong)}) < P_MIN


# --- the privacy map -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("k", [1, 3])
@pytest.mark.parametrize("monotonic", [False, True])
@pytest.mark.parametrize("epsilon, sensitivity", [(0.1, 1.0), (1.0, 2.5), (7.3, 1320.0)])
def test_privacy_map_certifies_the_stated_epsilon(epsilon: float, sensitivity: float, monotonic: bool, k: int) -> None:
    for mechanism in ("permute_and_flip", "exponential"):
        measurement = build_measurement(
            candidates=5, epsilon=epsilon, sensitivity=sensitivity, monotonic=monotonic, mechanism=mechanism, k=k
        )
        mapped = measurement.map(sensitivity)
        expected = epsilon if mechanism == "permute_and_flip" else epsilon**2 / (8 * k)  # pure ε, or zCDP ρ
        assert math.isclose(mapped, expected, rel_tol=1e-9)
    assert opendp_scale(epsilon=epsilon, sensitivity=sensitivity, monotonic=monotonic, k=k) == pytest.approx(
        k * (sensitivity if monotonic else 2 * sensitivity) / epsilon
    )


def test_a_map_that_does_not_certify_epsilon_is_refused() -> None:
    measurement = build_measurement(
        candidates=3, epsilon=1.0, sensitivity=1.0, monotonic=False, mechanism="exponential"
    )
    with pytest.raises(InvalidInputError, match="privacy map certifies"):
        check_privacy_map(measurement, sensitivity=1.0, epsilon=1.01, mechanism="exponential")
    with pytest.raises(InvalidInputError, match="privacy map certifies"):  # a non-monotone map read as monotone
        check_privacy_map(measurement, sensitivity=0.5, epsilon=1.0, mechanism="exponential")


def test_laplace_report_noisy_max_is_refused_with_what_to_use() -> None:
    with pytest.raises(ReleaseNotSupportedError, match="no vetted sampler.*permute-and-flip"):
        release_choice(scored(), epsilon=1.0, mechanism="report_noisy_max")
    assert isinstance(ReleaseNotSupportedError("x"), ValueError)


@pytest.mark.parametrize(
    "settings, message",
    [
        ({"epsilon": 0.0}, "epsilon"),
        ({"epsilon": math.nan}, "epsilon"),
        ({"k": 0}, "k must"),
        ({"k": 6}, "more than the 5 candidates"),
        ({"k": True}, "k must"),
        ({"mechanism": "laplace"}, "unknown mechanism"),
    ],
)
def test_bad_settings_raise_a_clear_error(settings: dict[str, object], message: str) -> None:
    arguments: dict[str, object] = {"epsilon": 1.0, "mechanism": "exponential", "k": 1} | settings
    with pytest.raises(InvalidInputError, match=message):
        release_choice(scored(), **arguments)  # type: ignore[arg-type]


# --- what a Release holds ------------------------------------------------------------------------------------------


def test_a_release_holds_only_public_things() -> None:
    """The fields are exactly the released labels and public parameters: no scores, no probabilities, no arrays."""
    names = {field.name for field in dataclasses.fields(Release)}
    assert names == {
        "labels", "epsilon", "mechanism", "sensitivity", "monotonic", "k", "measure", "rho", "scale", "sampler",
        "opendp_version",
    }  # fmt: skip
    candidates = scored(np.array([10.0, 9.0, 8.0, 3.0, 1.0, 0.0]))
    release = release_choice(candidates, epsilon=1.0, mechanism="exponential", k=3)
    for value in dataclasses.asdict(release).values():
        assert isinstance(value, str | float | int | bool | tuple | type(None)), type(value)
        assert not isinstance(value, np.ndarray)
    assert len(release.labels) == len(set(release.labels)) == 3
    assert set(release.labels) <= set(candidates.labels)
    assert release.measure == ZERO_CONCENTRATED_DIVERGENCE and release.rho == pytest.approx(1.0 / 24)
    assert release.opendp_version == OPENDP_VERSION
    assert "score" not in repr(release).lower() and "probab" not in repr(release).lower()
    with pytest.raises(dataclasses.FrozenInstanceError):
        release.labels = ("c5",)  # type: ignore[misc]
    pure = release_choice(candidates, epsilon=1.0, mechanism="permute_and_flip")
    assert pure.measure == MAX_DIVERGENCE and pure.rho is None and pure.k == 1 and pure.label == pure.labels[0]


def test_aliases_are_released_with_the_law_they_share() -> None:
    gumbel = release_choice(scored(), epsilon=1.0, mechanism="report_noisy_max_gumbel")
    exponential_noise = release_choice(scored(), epsilon=1.0, mechanism="report_noisy_max_exponential")
    assert (gumbel.measure, exponential_noise.measure) == (ZERO_CONCENTRATED_DIVERGENCE, MAX_DIVERGENCE)


# --- the ledger ----------------------------------------------------------------------------------------------------


def fake_release(epsilon: float, mechanism: str = "exponential", k: int = 1) -> Release:
    zcdp = mechanism == "exponential"
    return Release(
        labels=tuple(f"c{index}" for index in range(k)),
        epsilon=epsilon,
        mechanism=mechanism,
        sensitivity=1.0,
        monotonic=True,
        k=k,
        measure=ZERO_CONCENTRATED_DIVERGENCE if zcdp else MAX_DIVERGENCE,
        rho=epsilon**2 / (8 * k) if zcdp else None,
        scale=k / epsilon,
        sampler="test",
        opendp_version=OPENDP_VERSION,
    )


def test_the_ledger_adds_pure_epsilon_and_zcdp_rho() -> None:
    empty = Ledger(source="poll.csv")
    ledger = empty.add(fake_release(0.5)).add(fake_release(1.0, k=2)).add(fake_release(0.25))
    assert len(empty) == 0 and empty.epsilon == 0.0 and empty.rho is None  # the value is immutable
    assert ledger.epsilon == pytest.approx(1.75)
    rho = 0.5**2 / 8 + 1.0**2 / 16 + 0.25**2 / 8
    assert ledger.all_exponential and ledger.rho == pytest.approx(rho)
    assert ledger.zcdp_epsilon(1e-6) == pytest.approx(zcdp_epsilon(rho, delta=1e-6))
    mixed = ledger.add(fake_release(0.5, "permute_and_flip"))
    assert mixed.rho is None and mixed.zcdp_epsilon() is None and mixed.epsilon == pytest.approx(2.25)
    rows = mixed.rows()
    assert [row["release"] for row in rows] == ["1", "2", "3", "4", "Total"]
    assert rows[-1]["epsilon"] == pytest.approx(2.25) and rows[-1]["k"] == 5
    with pytest.raises(InvalidInputError):
        ledger.add("not a release")  # type: ignore[arg-type]


def test_a_second_release_costs_what_the_first_did() -> None:
    first = release_choice(scored(), epsilon=0.5, mechanism="exponential")
    ledger = Ledger(source="poll.csv").add(first).add(release_choice(scored(), epsilon=0.5, mechanism="exponential"))
    assert ledger.epsilon == pytest.approx(1.0) and ledger.rho == pytest.approx(2 * 0.5**2 / 8)


def test_would_exceed_compares_with_the_budget() -> None:
    ledger = Ledger().add(fake_release(0.1)).add(fake_release(0.2))
    assert not ledger.would_exceed(0.6, 0.3)  # 0.1 + 0.2 + 0.3 is 0.6000000000000001 in floats: not over
    assert ledger.would_exceed(0.6, 0.31)
    assert Ledger().would_exceed(1.0, 1.5) and not Ledger().would_exceed(1.0, 1.0)
    with pytest.raises(InvalidInputError):
        ledger.would_exceed(0.0, 0.1)


# --- the handout ---------------------------------------------------------------------------------------------------


def chart_svg(title: str, candidates: int = 12) -> str:
    """A chart as the page exports one (altair through vl-convert), tall enough to test the height bound."""
    import altair as alt
    import pandas as pd
    import vl_convert

    table = pd.DataFrame({"candidate": [f"Candidate {index} with a long name" for index in range(candidates)]})
    table["probability"] = np.linspace(0.3, 0.01, candidates)
    chart = alt.Chart(table, title=title, width=220, height=14 * candidates).mark_bar()
    return vl_convert.vegalite_to_svg(chart.encode(x="probability:Q", y=alt.Y("candidate:N", sort=None)).to_dict())


def worst_case_handout() -> str:
    """Everything at the handout's limits: three tall charts, 10 long parameters, eight top-k releases with long
    labels, a long question, sentence and link."""
    ledger = Ledger(source="poll.csv")
    for number in range(8):
        ledger = ledger.add(
            dataclasses.replace(fake_release(0.5, k=2), labels=(f"A long candidate name {number}" * 3, "Another one"))
        )
    return handout_html(
        question="Which date suits the committee best for the spring meeting? " * 5,
        source="doodle_export.csv, a Doodle poll export",
        epsilon=1.0,
        sentence=("With ε = 1 the exponential mechanism picks the best date 62% of the time. " * 13)[
            :SENTENCE_CHARACTERS
        ],
        parameters={f"parameter {number}": "a value " * 20 for number in range(10)},
        link="https://example.org/Your_data?epsilon=1&mechanism=exponential" + "&x=1" * 200,
        ledger=ledger,
        chart_svgs=[chart_svg(name, 30) for name in ("Exponential", "Report-noisy-max", "Permute-and-flip")],
    )


def test_handout_is_self_contained_and_escapes_every_text() -> None:
    page = handout_html(
        question="<script>alert('q')</script> Which?",
        source="a <b>file</b>",
        epsilon=2.0,
        sentence="Dune & Hyperion",
        parameters={"mechanism": "exponential", "monotone": True, "ε": 2.0},
        link="javascript:alert(1)",
        ledger=None,
        chart_svgs=[chart_svg("Released")],
    )
    assert "<script>" not in page and "&lt;script&gt;" in page and "&lt;b&gt;file" in page
    assert "javascript:" not in page  # a link that is not http(s) or relative is left out
    assert not re.search(r"""(?:src|href)=["']?(?:https?:)?//""", page)  # nothing loaded from anywhere
    assert 'src="data:image/svg+xml;base64,' in page and "@page" in page
    assert "×7.39" in page and epsilon_as_odds(2.0) in page
    assert "No release yet" in page
    with pytest.raises(InvalidInputError):
        handout_html(**{**handout_arguments(), "chart_svgs": ["<svg/>"] * (MAX_CHARTS + 1)})
    with pytest.raises(InvalidInputError):
        handout_html(**{**handout_arguments(), "chart_svgs": ["not a chart"]})


def handout_arguments() -> dict[str, object]:
    return {
        "question": "Which?",
        "source": "poll.csv",
        "epsilon": 1.0,
        "sentence": "s",
        "parameters": {},
        "link": "",
        "ledger": None,
        "chart_svgs": [],
    }


def test_handout_of_a_release_holds_no_cell_of_the_file() -> None:
    """Built from a real export's release: no cell of the file appears but the released label(s)."""
    frame = read_table((EXPORTS / "google_forms_checkboxes.csv").read_bytes())
    layout = understand(frame, file_name="google_forms_checkboxes.csv").layout
    release = release_choice(score_layout(frame, layout), epsilon=1.0, mechanism="permute_and_flip")
    page = handout_html(
        question="Which book next?",
        source="google_forms_checkboxes.csv (Google Forms export)",
        epsilon=1.0,
        sentence=f"Released: {release.label}.",
        parameters={"mechanism": release.mechanism_label, "Δ": release.sensitivity, "monotone": release.monotonic},
        link="?epsilon=1&mechanism=permute_and_flip",
        ledger=Ledger(source="google_forms_checkboxes.csv").add(release),
        chart_svgs=[],
    )
    cells = {str(cell).strip() for cell in frame.to_numpy().ravel() if isinstance(cell, str) and len(cell.strip()) >= 4}
    parts = {part.strip() for cell in cells for part in cell.split(";")} | cells
    leaked = {cell for cell in parts if len(cell) >= 4 and cell in page} - set(release.labels)
    assert not leaked


def _pdf_pages(pdf: bytes, folder: Path) -> int:
    """Pages of a PDF: poppler's pdfinfo when installed, else the page objects in the file (the browser tests' print
    of the handout counts its pages with it)."""
    if shutil.which("pdfinfo"):
        path = folder / "handout.pdf"
        path.write_bytes(pdf)
        info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout
        return int(re.search(r"^Pages:\s+(\d+)", info, re.MULTILINE).group(1))  # type: ignore[union-attr]
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))
