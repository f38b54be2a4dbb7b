"""Benchmark of dpcore's top-k engine (dpcore/selection/topk.py, issue 20): exact inclusion probabilities of the
exponential mechanism peeled k times at K = 10,000, their time against one single-choice exact law on the same
scores in the same run, their error against independent references, and the χ² comparison of OpenDP 0.16's
``make_noisy_top_k`` with our exact laws.

    python bench/bench_topk.py            # full run, about 3 minutes; writes bench/results_topk.md
    python bench/bench_topk.py --quick    # ~30-second smoke run; writes to the temp directory unless --output

Every time is the median of interleaved repeats (the top-k call and the single-choice calls alternate, so machine
load hits both sides of each ratio). The references are the mpmath functions of tests/test_topk.py (Plackett–Luce
enumeration, the race integral by mp.quad, visiting-order enumeration for permute-and-flip, the exact
piecewise-exponential expansion for report-noisy-max). OpenDP is a test-only dependency (requirements-test.txt);
without it that section says so.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUTPUT = ROOT / "bench" / "results_topk.md"
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import mpmath as mp  # noqa: E402

import dpcore.selection.topk as topk  # noqa: E402
from dpcore.selection.exact import selection_probabilities  # noqa: E402
from dpcore.stats import goodness_of_fit_pvalue  # noqa: E402
from tests import test_topk as ref  # noqa: E402

SIZE = 10_000
HEADLINE_K = 10
TARGET_SECONDS = 0.200
SEED = 20_261_127
SINGLE = ("exponential", "permute_and_flip", "report_noisy_max")
SHORT = {"exponential": "EM", "permute_and_flip": "P&F", "report_noisy_max": "RNM (Laplace)"}


def shapes(size: int) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(SEED)
    return {
        "Poisson(50) counts": rng.poisson(50, size).astype(float),
        "uniform in [0, 20]": rng.uniform(0, 20, size),
        "normal, σ = 3": rng.normal(size=size) * 3,
        "all tied": np.zeros(size),
    }


def timed(call: Callable[[], object]) -> float:
    start = time.perf_counter()
    call()
    return time.perf_counter() - start


def machine() -> dict[str, Any]:
    info: dict[str, Any] = {
        "cpu_count": os.cpu_count(),
        "python": platform.python_version(),
        "numpy": np.__version__,
        "platform": platform.platform(),
        "load_start": os.getloadavg() if hasattr(os, "getloadavg") else None,
    }
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True)
        info["commit"] = commit.stdout.strip() or "?"
    except OSError:
        info["commit"] = "?"
    return info


# ----- 1. time ----------------------------------------------------------------------------------------------------


def time_exact(repeats: int) -> list[dict[str, Any]]:
    """Top-k EM at K = 10,000 (k = 3, 10, 20) and the three single-choice laws, interleaved, per score shape."""
    rows = []
    for name, scores in shapes(SIZE).items():
        times: dict[str, list[float]] = {key: [] for key in ("k3", "k10", "k20", *SINGLE)}
        for _ in range(repeats):
            for k in (3, 10, 20):
                times[f"k{k}"].append(
                    timed(
                        lambda s=scores, k=k: topk.inclusion_probabilities(s, k=k, epsilon=1.0, mechanism="exponential")
                    )
                )
            for mechanism in SINGLE:
                times[mechanism].append(
                    timed(lambda s=scores, m=mechanism: selection_probabilities(s, epsilon=1.0, mechanism=m))
                )
        medians = {key: statistics.median(values) for key, values in times.items()}
        pi = topk.inclusion_probabilities(scores, k=HEADLINE_K, epsilon=1.0, mechanism="exponential")
        rows.append({"shape": name, **medians, "sum_error": abs(float(pi.sum()) - HEADLINE_K)})
    return rows


def time_peeled(repeats: int) -> list[dict[str, Any]]:
    """Peeled permute-and-flip and report-noisy-max at the largest K computed exactly."""
    rng = np.random.default_rng(SEED)
    rows = []
    for mechanism, cases in (
        ("permute_and_flip", ((2, 632), (3, 70), (4, 24))),
        ("report_noisy_max", ((2, 200), (3, 21), (4, 11))),
    ):
        for k, size in cases:
            scores = rng.uniform(0, 20, size)
            seconds = statistics.median(
                timed(lambda s=scores, k=k, m=mechanism: topk.inclusion_probabilities(s, k=k, epsilon=1.0, mechanism=m))
                for _ in range(repeats)
            )
            rows.append({"mechanism": mechanism, "k": k, "size": size, "seconds": seconds})
    return rows


def time_scenarios(repeats: int) -> list[dict[str, Any]]:
    """The exact laws one ε step of a page needs on each demo scenario (its Δ and monotone flag, ε₀ = 1), k = 1
    against k = 3 (a rule beyond the exact limits is marked None: the page simulates it)."""
    import dpcore

    rows = []
    for name, scenario in dpcore.SCENARIOS.items():
        row: dict[str, Any] = {"scenario": name, "size": scenario.scores.size}
        for k in (1, 3):
            for mechanism in SINGLE:
                if not topk.peeled_exact_available(n_candidates=scenario.scores.size, k=k, mechanism=mechanism):
                    row[(k, mechanism)] = None
                    continue
                options = dict(
                    k=k,
                    epsilon=1.0,
                    sensitivity=scenario.sensitivity,
                    mechanism=mechanism,
                    monotonic=scenario.candidates.monotonic,
                )
                row[(k, mechanism)] = statistics.median(
                    timed(lambda o=options, s=scenario.scores: topk.inclusion_probabilities(s, **o))
                    for _ in range(repeats)
                )
        rows.append(row)
    return rows


# ----- 2. accuracy ------------------------------------------------------------------------------------------------


def relative_error(actual: np.ndarray, expected: list) -> float:
    reference = np.array([float(value) for value in expected])
    keep = reference > 1e-300
    return float(np.max(np.abs(actual[keep] / reference[keep] - 1))) if keep.any() else 0.0


def accuracy(cases: int) -> dict[str, Any]:
    rng = np.random.default_rng(SEED + 1)
    result: dict[str, Any] = {}
    # EM against Plackett–Luce enumeration (50 digits), random small cases with ties, tier-gap neighbours, spreads.
    worst, worst_sum = 0.0, 0.0
    for case in range(cases):
        size = int(rng.integers(3, 8))
        k = int(rng.integers(2, size))
        kind = case % 5
        if kind == 0:
            scores = rng.normal(size=size) * float(rng.choice([0.1, 2.0, 30.0]))
        elif kind == 1:
            scores = rng.integers(0, 3, size=size) * float(rng.choice([1.0, 40.0, 79.5, 80.5]))
        elif kind == 2:
            scores = -rng.exponential(size=size) * float(rng.choice([5.0, 50.0, 300.0]))
        elif kind == 3:
            scores = rng.normal(size=size) * 1e-4
        else:
            scores = np.sort(rng.uniform(0, 700, size=size))
        pi = topk.inclusion_probabilities(scores, k=k, epsilon=2.0, mechanism="exponential")  # b = 1
        with mp.workdps(50):
            expected = ref.inclusion_from(
                ref.ordered_reference(ref.units(list(scores), 2.0, 1.0, False), k, "exponential"), size
            )
        worst = max(worst, relative_error(pi, expected))
        worst_sum = max(worst_sum, abs(float(pi.sum()) - k))
    result["em_enumeration"] = (cases, worst, worst_sum)
    # EM against the race integral by mp.quad, 25 digits, on larger K.
    race = []
    for size, k, seed in ((24, 6, 4), (40, 8, 5)):
        scores = np.round(np.random.default_rng(seed).normal(size=size) * 3, 1)
        who = [int(np.argmax(scores)), size // 2, int(np.argmin(scores))]
        with mp.workdps(25):
            expected = ref.race_reference(ref.units(list(scores), 1.0, 1.0, False), k, who)
        pi = topk.inclusion_probabilities(scores, k=k, epsilon=1.0, mechanism="exponential")
        race.append((size, k, relative_error(pi[who], expected)))
    result["em_race"] = race
    # Peeled permute-and-flip and report-noisy-max against round-by-round references (40 digits).
    peeled = {}
    for mechanism in ("permute_and_flip", "report_noisy_max"):
        worst = 0.0
        for scores, k, epsilon, sensitivity, monotonic in ref.PEELED_CASES:
            options = dict(k=k, epsilon=epsilon, sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic)
            with mp.workdps(40):
                ordered = ref.ordered_reference(ref.units(scores, epsilon, sensitivity, monotonic), k, mechanism)
            worst = max(
                worst,
                relative_error(
                    topk.inclusion_probabilities(scores, **options), ref.inclusion_from(ordered, len(scores))
                ),
            )
            orders, probabilities = topk.ordered_set_probabilities(scores, **options)
            worst = max(worst, relative_error(probabilities, [ordered[tuple(o)] for o in orders.tolist()]))
        peeled[mechanism] = (len(ref.PEELED_CASES), worst)
    result["peeled"] = peeled
    # K = 10,000: the rule against itself with panels four times narrower.
    narrow = topk._panel_width
    finer = []
    for name, scores in shapes(SIZE).items():
        for k in (10, 20):
            pi = topk.inclusion_probabilities(scores, k=k, epsilon=1.0, mechanism="exponential")
            topk._panel_width = lambda spots: narrow(spots) / 4  # type: ignore[assignment]
            try:
                fine = topk.inclusion_probabilities(scores, k=k, epsilon=1.0, mechanism="exponential")
            finally:
                topk._panel_width = narrow  # type: ignore[assignment]
            keep = fine > 1e-300
            finer.append((name, k, float(np.max(np.abs(pi[keep] / fine[keep] - 1))), abs(float(pi.sum()) - k)))
    result["finer"] = finer
    return result


# ----- 3. OpenDP ---------------------------------------------------------------------------------------------------


def opendp_table(releases: int) -> list[dict[str, Any]]:
    import opendp.prelude as dp

    dp.enable_features("contrib")
    rows = []
    for index, setting in enumerate(ref.OPENDP_SETTINGS):
        for measure, mechanism in ref.OPENDP_MEASURES.items():
            other = "exponential" if mechanism == "permute_and_flip" else "permute_and_flip"
            orders, probabilities = ref.our_ordered_law(setting, mechanism)
            _, wrong = ref.our_ordered_law(setting, other)
            start = time.perf_counter()
            counts = ref.opendp_ordered_counts(dp, setting, measure, orders, releases)
            rows.append(
                {
                    "setting": index,
                    "scores": setting[0],
                    "k": setting[1],
                    "epsilon": setting[2],
                    "sensitivity": setting[3],
                    "monotonic": setting[4],
                    "integer": setting[5],
                    "negate": setting[6],
                    "measure": measure,
                    "cells": len(orders),
                    "p": goodness_of_fit_pvalue(counts, probabilities),
                    "p_other": goodness_of_fit_pvalue(counts, wrong),
                    "seconds": time.perf_counter() - start,
                }
            )
    return rows


# ----- report ------------------------------------------------------------------------------------------------------


def ms(seconds: float) -> str:
    return f"{seconds * 1e3:.1f} ms" if seconds >= 1e-3 else f"{seconds * 1e6:.0f} µs"


def report(results: dict[str, Any], elapsed: float, repeats: int) -> str:
    info = results["machine"]
    lines = [
        "# Top-k engine benchmark",
        "",
        f"Generated by `python bench/bench_topk.py` on {dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M:%S} UTC in "
        f"{elapsed / 60:.1f} minutes (commit {info['commit']}, Python {info['python']}, numpy {info['numpy']}, "
        f"{info['cpu_count']} CPUs, load average at start {info['load_start']}). ε₀ = Δ = 1, general scores "
        f"(b = 2). Times are medians of {repeats} interleaved repeats; ratios use numbers of this run.",
        "",
    ]
    timing = results.get("time")
    accuracy_result = results.get("accuracy")
    lines += ["## Headline", "", "| figure | measured | target (issue 20) | met |", "|---|---|---|---|"]
    if isinstance(timing, list):
        slowest = max(timing, key=lambda row: row["k10"])
        lines.append(
            f"| Exact EM inclusion probabilities, K = 10,000, k = 10 (slowest of {len(timing)} score shapes: "
            f"{slowest['shape']}) | {ms(slowest['k10'])} | ≤ 200 ms | "
            f"{'yes' if slowest['k10'] <= TARGET_SECONDS else 'no'} |"
        )
        for mechanism in SINGLE:
            ratio = max(row["k10"] / row[mechanism] for row in timing)
            lines.append(
                f"| … ÷ one single-choice exact law ({SHORT[mechanism]}) on the same scores (largest ratio) | "
                f"{ratio:,.1f}× | reported | – |"
            )
    if isinstance(accuracy_result, dict):
        worst = max(
            accuracy_result["em_enumeration"][1],
            *(row[2] for row in accuracy_result["em_race"]),
            *(row[1] for row in accuracy_result["peeled"].values()),
        )
        lines.append(
            f"| Max relative error vs the mpmath references (every case below) | {worst:.1e} | ≤ 1e-9 | "
            f"{'yes' if worst <= 1e-9 else 'no'} |"
        )
    table = results.get("opendp")
    if isinstance(table, list):
        smallest = min(row["p"] for row in table)
        lines.append(
            f"| χ² vs OpenDP 0.16 make_noisy_top_k, {len(table)} (setting, measure) pairs: smallest p-value | "
            f"{smallest:.3g} | > 1e-6 | {'yes' if smallest > 1e-6 else 'no'} |"
        )
    lines.append("")

    lines += ["## 1. Time, K = 10,000", ""]
    if isinstance(timing, list):
        lines += [
            "| score shape | top-k EM k = 3 | k = 10 | k = 20 | single EM | single P&F | single RNM | "
            "k = 10 ÷ EM | ÷ P&F | ÷ RNM | abs(Σπ − 10) |",
            "|---|---|---|---|---|---|---|---|---|---|---|",
        ]
        for row in timing:
            lines.append(
                f"| {row['shape']} | {ms(row['k3'])} | {ms(row['k10'])} | {ms(row['k20'])} | "
                f"{ms(row['exponential'])} | {ms(row['permute_and_flip'])} | {ms(row['report_noisy_max'])} | "
                f"{row['k10'] / row['exponential']:,.0f}× | {row['k10'] / row['permute_and_flip']:.2f}× | "
                f"{row['k10'] / row['report_noisy_max']:.2f}× | {row['sum_error']:.1e} |"
            )
        lines += [
            "",
            "The single-choice exponential mechanism is a log-softmax (tens of µs), so the top-k law costs tens "
            "to a hundred of them; the single-choice permute-and-flip and report-noisy-max laws are integrals "
            "too, and the top-k law costs about as much as one of them (from a fraction to a few times).",
            "",
        ]
    else:
        lines += [f"Failed: {timing}", ""]
    peeled = results.get("peeled_time")
    if isinstance(peeled, list):
        lines += [
            "Peeled permute-and-flip and report-noisy-max at the largest K computed exactly "
            "(`PEELED_EXACT_LIMITS`; scores uniform in [0, 20]):",
            "",
            "| rule | k | K | time |",
            "|---|---|---|---|",
        ]
        lines += [f"| {SHORT[r['mechanism']]} | {r['k']} | {r['size']} | {ms(r['seconds'])} |" for r in peeled]
        lines.append("")

    scenario_rows = results.get("scenarios")
    if isinstance(scenario_rows, list):
        lines += [
            "The exact laws behind one ε step on each demo scenario (ε₀ = 1, the scenario's Δ and monotone flag): "
            'k = 3 against k = 1. "sim." marks a rule past `PEELED_EXACT_LIMITS`, which a page simulates. '
            "Peeled report-noisy-max evaluates one single-choice law per removed set (1 + K + K(K−1)/2 at k = 3, "
            "each 1.5-3 ms), so it dominates; a page that wants the k = 3 ε step within 1.2× of k = 1 should "
            "cache or simulate it.",
            "",
            "| scenario | K | EM k = 1 | k = 3 | P&F k = 1 | k = 3 | RNM k = 1 | k = 3 |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for row in scenario_rows:
            cells = []
            for mechanism in SINGLE:
                for k in (1, 3):
                    value = row[(k, mechanism)]
                    cells.append("sim." if value is None else ms(value))
            lines.append(f"| {row['scenario']} | {row['size']} | " + " | ".join(cells) + " |")
        lines.append("")

    lines += ["## 2. Error against independent references", ""]
    if isinstance(accuracy_result, dict):
        count, worst, worst_sum = accuracy_result["em_enumeration"]
        lines += [
            "| check | cases | max relative error | note |",
            "|---|---|---|---|",
            f"| EM inclusion vs Plackett–Luce enumeration, mpmath 50 digits (K = 3…7, k = 2…K−1; ties, gaps near "
            f"the tier split of 80 noise scales, spreads to 700) | {count} | {worst:.1e} | max abs(Σπ − k) "
            f"{worst_sum:.1e} |",
        ]
        for size, k, error in accuracy_result["em_race"]:
            lines.append(
                f"| EM inclusion vs the race integral by mp.quad, 25 digits (top, middle and bottom candidate) | "
                f"K = {size}, k = {k} | {error:.1e} | |"
            )
        for mechanism, (count, error) in accuracy_result["peeled"].items():
            lines.append(
                f"| Peeled {SHORT[mechanism]}, inclusion and ordered law vs round-by-round mpmath references "
                f"(40 digits) | {count} | {error:.1e} | ties, monotone, Δ ≠ 1 |"
            )
        lines += [
            "",
            "K = 10,000 against the same rule with panels four times narrower:",
            "",
            "| score shape | k | max relative difference | abs(Σπ − k) |",
            "|---|---|---|---|",
        ]
        lines += [f"| {name} | {k} | {diff:.1e} | {total:.1e} |" for name, k, diff, total in accuracy_result["finer"]]
        lines.append("")
    else:
        lines += [f"Failed: {accuracy_result}", ""]

    lines += ["## 3. OpenDP 0.16 `make_noisy_top_k` against our exact laws", ""]
    if isinstance(table, list):
        releases = results["releases"]
        lines += [
            f"{releases:,} releases per row (OpenDP cannot be seeded; its randomness comes from the operating "
            "system). `max_divergence` is compared with our peeled permute-and-flip, "
            "`zero_concentrated_divergence` with our peeled exponential mechanism, both as laws of the ordered "
            "k-tuple (Pearson χ², cells below 5 expected pooled). OpenDP's scale is our b = R/ε₀ "
            "(`noise_scale`); its privacy map of Δ is kε₀ and kε₀²/8 (checked in tests/test_topk.py). "
            '"p, other law" tests the same samples against the other measure\'s law: the test has the power '
            "to tell them apart.",
            "",
            "| # | scores | k | ε₀ | Δ | monotone | int | negate | measure | ordered tuples | p, our law | "
            "p, other law |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|",
        ]
        for row in table:
            scores = ", ".join(f"{v:g}" for v in row["scores"])
            lines.append(
                f"| {row['setting']} | ({scores}) | {row['k']} | {row['epsilon']:g} | {row['sensitivity']:g} | "
                f"{'yes' if row['monotonic'] else 'no'} | {'yes' if row['integer'] else 'no'} | "
                f"{'yes' if row['negate'] else 'no'} | {row['measure']} | {row['cells']} | {row['p']:.3f} | "
                f"{'< 1e-300' if row['p_other'] == 0 else format(row['p_other'], '.1e')} |"
            )
        lines.append("")
    else:
        lines += [f"Not run: {table}", ""]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer repeats, cases and releases")
    parser.add_argument("--output", type=Path, default=None, help="where to write the report")
    args = parser.parse_args()
    output = args.output or (Path(tempfile.gettempdir()) / "results_topk.md" if args.quick else DEFAULT_OUTPUT)
    repeats = 5 if args.quick else 21
    start = time.perf_counter()
    results: dict[str, Any] = {"machine": machine(), "releases": 12_000 if args.quick else 50_000}
    sections: dict[str, Callable[[], object]] = {
        "time": lambda: time_exact(repeats),
        "peeled_time": lambda: time_peeled(3),
        "scenarios": lambda: time_scenarios(repeats),
        "accuracy": lambda: accuracy(40 if args.quick else 200),
        "opendp": lambda: opendp_table(results["releases"]),
    }
    for name, section in sections.items():
        print(f"{name} …", flush=True)
        try:
            results[name] = section()
        except Exception:  # a failed section is reported, not fatal
            results[name] = traceback.format_exc(limit=3)
    output.write_text(report(results, time.perf_counter() - start, repeats) + "\n", encoding="utf-8")
    print(f"wrote {output} in {(time.perf_counter() - start) / 60:.1f} min")
    if any(isinstance(value, str) for key, value in results.items() if key in sections):
        sys.exit(1)


if __name__ == "__main__":
    main()
