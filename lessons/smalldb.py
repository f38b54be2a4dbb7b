"""Lesson 4, SmallDB (Blum, Ligett & Roth 2008; Dwork & Roth 2014, Alg. 4, Thm 4.5): the exponential mechanism
over every small database of the shipped health survey's two yes/no answers, and its accuracy bound.
"""

from __future__ import annotations

import math
from functools import cache

import numpy as np
import pandas as pd

from dpcore.analyses.smalldb import (
    SmallDBDistribution,
    candidate_count,
    error_curve,
    error_quantile,
    exact_range_tail_bound,
    expected_error,
    histogram_from_rows,
    likeliest_candidates,
    records_from_answers,
    sample_synthetic_indices,
    smalldb_at_epsilon,
    smalldb_distribution,
    theorem_bound,
)
from dpcore.data import demo_bytes
from dpcore.ingest.csv_reader import read_csv_bytes
from dpcore.selection.batches import growing_batches
from dpcore.selection.mechanisms import EXPONENTIAL
from dpcore.selection.simulate import mechanism_rng
from lessons.controls import epsilon_control
from lessons.model import Control, Lesson, LineChart, SelectionChart, SelectionSeries, Shown, Step
from lessons.runs import SEED

SMALLDB_ATTRIBUTES = ("smoker", "exercises_weekly")
SMALLDB_EPSILON = 1.0
#: ε of the first step's chart: at ε = 1 (n = 1,000) nearly all the mass is on the very best tables.
SMALLDB_SPREAD_EPSILON = 0.1
SMALLDB_EPSILONS = (0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0)
SMALLDB_SIZE = 24
SMALLDB_BETA = 0.05
#: Candidate databases drawn for the simulated shares.
SMALLDB_DRAWS = 2_000
SMALLDB_TOP = 7


@cache
def smalldb_counts() -> tuple[int, ...]:
    """The shipped health survey's histogram over the two attributes (n = 1,000)."""
    frame = read_csv_bytes(demo_bytes("survey_binary.csv"))
    return tuple(int(c) for c in histogram_from_rows(records_from_answers(frame, list(SMALLDB_ATTRIBUTES)).rows))


@cache
def smalldb_law(synthetic_size: int = SMALLDB_SIZE) -> SmallDBDistribution:
    """The exact SmallDB law over every database of ``synthetic_size`` records, at ε = 1."""
    return smalldb_distribution(
        np.array(smalldb_counts()),
        epsilon=SMALLDB_EPSILON,
        synthetic_size=synthetic_size,
        attribute_names=SMALLDB_ATTRIBUTES,
    )


def _database_label(law: SmallDBDistribution, row: np.ndarray) -> str:
    codes = ["".join(str(v) for v in element) for element in law.universe]
    return " ".join(f"{code}:{count}" for code, count in zip(codes, row, strict=True))


def _smalldb_series(law: SmallDBDistribution, *, title: str, grouping: str) -> SelectionSeries:
    """The law and :data:`SMALLDB_DRAWS` seeded draws, grouped into a few rows (top candidates, or error bins)."""
    draws = sample_synthetic_indices(law, size=SMALLDB_DRAWS, rng=mechanism_rng(SEED, EXPONENTIAL))
    drawn = law.release_counts(draws)
    if grouping == "top":
        top = likeliest_candidates(law, count=SMALLDB_TOP)
        rest = np.setdiff1d(np.arange(law.probabilities.size), top)
        labels = [_database_label(law, law.candidates[i]) for i in top] + [f"the other {rest.size:,}"]
        groups = [np.array([i]) for i in top] + [rest]
    else:
        edges = np.array([0.0, 0.02, 0.04, 0.06, 0.08, 0.10, 0.15, np.inf])
        which = np.digitize(law.errors, edges) - 1
        groups = [np.flatnonzero(which == k) for k in range(edges.size - 1)]
        labels = [
            f"error {edges[k]:.2f}–{edges[k + 1]:.2f}" if np.isfinite(edges[k + 1]) else f"error ≥ {edges[k]:.2f}"
            for k in range(edges.size - 1)
        ]
        keep = [k for k, g in enumerate(groups) if g.size]
        groups, labels = [groups[k] for k in keep], [labels[k] for k in keep]
    probabilities = np.array([law.probabilities[g].sum() for g in groups])
    counts = np.array([drawn[g].sum() for g in groups], dtype=np.int64)
    scores = np.array([-law.errors[g].min() for g in groups])
    with np.errstate(divide="ignore"):
        log_p = np.log(probabilities)
    # The same draws counted after 1, 2, 5, … of them (watching the runs); the last row is ``counts``.
    runs = np.array(growing_batches(SMALLDB_DRAWS), dtype=np.int64)
    batches = np.array(
        [[law.release_counts(draws[:n])[g].sum() for g in groups] for n in runs[:-1]] + [counts], dtype=np.int64
    ).reshape(runs.size, len(groups))
    return SelectionSeries(title, EXPONENTIAL, tuple(labels), scores, log_p, counts, SMALLDB_DRAWS, runs, batches)


def _smalldb_candidates(size: float) -> Shown:
    m = int(size)
    law = smalldb_law(m)
    shown = smalldb_at_epsilon(law, epsilon=SMALLDB_SPREAD_EPSILON)
    n_queries = law.queries.shape[0]
    top = likeliest_candidates(law, count=1)[0]
    codes = ["".join(str(v) for v in element) for element in law.universe]
    example = int(law.candidates[likeliest_candidates(shown, count=1)[0]][0])
    facts = {
        "m": float(m),
        "candidates": float(candidate_count(law.universe.shape[0], m)),
        "alpha": math.sqrt(math.log(n_queries) / m),
        "best_error": float(law.errors.min()),
        "top_error": float(law.errors[top]),
        "n": float(law.n_records),
        "queries": float(n_queries),
    }
    narrative = (
        f"{facts['n']:,.0f} survey answers to two yes/no questions ({', '.join(SMALLDB_ATTRIBUTES)}): "
        f"{len(codes)} kinds of record, {codes[0]} to {codes[-1]}. A made-up table of m = {m} records is a count "
        f"per kind ({codes[0]}:{example} = {example} records “no, no”), and every such table is a candidate: "
        f"**{facts['candidates']:,.0f}** of them. Each scores −(its worst error over the "
        f"{n_queries} one- and two-way marginals); the best reaches **{facts['best_error']:.3f}**, the theory "
        f"promises α = √(ln|Q|/m) = {facts['alpha']:.3f}."
    )
    series = _smalldb_series(shown, title=f"Likeliest tables (ε = {SMALLDB_SPREAD_EPSILON:g})", grouping="top")
    return Shown(narrative, facts, SelectionChart((series,)))


def _smalldb_errors(epsilon: float) -> Shown:
    epsilon = float(epsilon)
    law = smalldb_at_epsilon(smalldb_law(), epsilon=epsilon)
    facts = {
        "epsilon": epsilon,
        "expected": expected_error(law),
        "quantile95": error_quantile(law, level=1 - SMALLDB_BETA),
        "candidates": float(law.probabilities.size),
    }
    narrative = (
        f"The exponential mechanism picks one of the {facts['candidates']:,.0f} tables, favouring small errors "
        f"(sensitivity 1/n). At ε = {epsilon:g} the released table's worst marginal is off by "
        f"**{facts['expected']:.3f}** on average, and by at most **{facts['quantile95']:.3f}** 95% of the time."
    )
    series = _smalldb_series(law, title=f"Error of the released table (ε = {epsilon:g})", grouping="bins")
    return Shown(narrative, facts, SelectionChart((series,)))


def _smalldb_bound(epsilon: float) -> Shown:
    epsilon = float(epsilon)
    base = smalldb_law()
    law = smalldb_at_epsilon(base, epsilon=epsilon)
    curve = error_curve(base, epsilons=np.geomspace(0.05, 10, 40), beta=SMALLDB_BETA)
    names = {
        "quantile95": "Exact 95th percentile",
        "tight_bound": "Bound with the exact |R|",
        "theorem_bound": "Theorem 4.5 bound",
    }
    frame = pd.concat(
        [pd.DataFrame({"x": curve["epsilon"], "y": curve[k], "series": v}) for k, v in names.items()], ignore_index=True
    )
    facts = {
        "epsilon": epsilon,
        "theorem_bound": theorem_bound(law, beta=SMALLDB_BETA),
        "tight_bound": exact_range_tail_bound(law, beta=SMALLDB_BETA),
        "quantile95": error_quantile(law, level=1 - SMALLDB_BETA),
        "n": float(law.n_records),
    }
    narrative = (
        f"Dwork & Roth, Thm 4.5: with probability 95% the error is at most α + 2(ln|X| ln|Q|/α² + ln(1/β))/(εn). "
        f"At ε = {epsilon:g}, n = {facts['n']:,.0f}: **{facts['theorem_bound']:.2f}**; with the exact number of "
        f"tables {facts['tight_bound']:.3f}; the exact 95th percentile is **{facts['quantile95']:.3f}**. The bound is "
        "true, and loose."
    )
    chart = LineChart(frame, "ε (log scale)", "Error (worst marginal)", ((epsilon, f"ε = {epsilon:g}"),), "", ".2f")
    return Shown(narrative, facts, chart)


LESSON = Lesson(
    key="smalldb",
    title="Private synthetic data: SmallDB",
    source="Blum, Ligett & Roth (2008); Dwork & Roth (2014), Algorithm 4 and Theorem 4.5; the demo survey.",
    steps=(
        Step(
            "Every small table is a candidate",
            Control(
                "Records in the made-up table (m)",
                (8, 12, 16, 24, 32),
                SMALLDB_SIZE,
                lambda v: f"{int(v)}",
                "Larger m: more candidates, a closer best one.",
            ),
            _smalldb_candidates,
        ),
        Step(
            "The exponential mechanism picks one",
            epsilon_control(0.05, SMALLDB_EPSILONS),
            _smalldb_errors,
        ),
        Step("The accuracy bound", epsilon_control(SMALLDB_EPSILON, SMALLDB_EPSILONS), _smalldb_bound),
    ),
)
