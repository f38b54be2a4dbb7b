"""Benchmark of the dpcore engine: exact-probability time and accuracy, simulation throughput against raw numpy
noise generation, peak memory of a large simulation, and the peers (textbook code, diffprivlib, OpenDP) side by side.

Everything is measured in ONE run and every ratio is computed from numbers of that run (absolute numbers drift with
machine load; ratios measured together are what count). Each figure is the median of ≥ 5 repeats.

    python bench/bench_engine.py            # full run, ≲ 10 minutes; writes bench/results_engine.md and .json
    python bench/bench_engine.py --quick    # ~1-minute smoke run; writes to the temp directory unless --output

The peers diffprivlib and OpenDP are never project dependencies: they are installed in the benchmark's own virtual
environment bench/.venv-peers (created here on first use, see bench/README.md) and timed there in a subprocess that
answers in JSON (bench/peers.py). dpcore is timed in this interpreter. Every section is guarded: a failure is written
into the results file instead of stopping the run.
"""

from __future__ import annotations

import argparse
import datetime as dt
import gc
import itertools
import json
import math
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"
PEERS_SCRIPT = BENCH / "peers.py"
PEERS_VENV = BENCH / ".venv-peers"
DEFAULT_OUTPUT = BENCH / "results_engine.md"

if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

EPSILON = 1.0
SENSITIVITY = 1.0
SEED = 20_240_601
MAIN_MECHANISMS = ("exponential", "report_noisy_max", "permute_and_flip")
SHORT = {
    "exponential": "EM",
    "report_noisy_max": "RNM (Laplace)",
    "permute_and_flip": "P&F",
    "report_noisy_max_gumbel": "RNM-Gumbel",
    "report_noisy_max_exponential": "RNM-exponential",
}
# The noise each simulated mechanism is compared with (issue 2: "the raw numpy rate of that mechanism's noise").
RAW_NOISE_FOR = {
    "exponential": "gumbel",
    "report_noisy_max": "laplace",
    "report_noisy_max_gumbel": "gumbel",
    "permute_and_flip": "exponential",
    "report_noisy_max_exponential": "exponential",
}
PEER_PACKAGES = ("scikit-learn==1.8.0", "diffprivlib==0.6.6", "opendp==0.16.0")  # + numpy pinned to ours
PEER_GROUPS = {  # one subprocess per group, so a peer that crashes its interpreter cannot take the others along
    "textbook": ("textbook_exponential", "textbook_report_noisy_max"),
    "diffprivlib": ("diffprivlib_exponential", "diffprivlib_permute_and_flip"),
    "opendp": ("opendp_exponential", "opendp_permute_and_flip"),
}
GROUP_PACKAGES = {  # versions shown in the report for each group
    "textbook": ("python", "numpy"),
    "diffprivlib": ("python", "numpy", "diffprivlib", "scikit-learn"),
    "opendp": ("python", "opendp"),
}
TARGETS = {
    "em_exact_seconds": 0.010,  # "EM in milliseconds" at K = 10,000
    "slow_exact_seconds": 0.200,  # "P&F and RNM well under 0.2 s" at K = 10,000
    "relative_error": 1e-9,
    "sum_error": 1e-12,
    "raw_ratio": 1.0,  # simulate's candidate-values/s ÷ raw numpy noise values/s at K = 1,000
    "memory_mb": 500.0,  # 10^7 trials × 1,000 candidates
    "peer_speedup": 100.0,  # at K = 100 and K = 1,000
}


@dataclass(frozen=True)
class Config:
    quick: bool
    repeats: int = 5
    exact_sizes: tuple[int, ...] = (100, 1_000, 10_000, 100_000)
    exact_min_seconds: float = 0.05  # each repeat loops the call until it lasts this long
    accuracy_instances: int = 24  # per mechanism, K from 2 to 7
    raw_values: int = 10_000_000
    sim_sizes: tuple[int, ...] = (10, 100, 1_000)
    sim_min_seconds: float = 0.5  # each timed simulate() call lasts at least this long
    memory_candidates: int = 1_000
    memory_trials: tuple[int, ...] = (100_000, 1_000_000, 10_000_000)
    memory_time_limit: float = 180.0  # a run predicted to take longer is not made (see section 3)
    peer_sizes: tuple[int, ...] = (10, 100, 1_000)
    peer_min_seconds: float = 0.3

    @classmethod
    def make(cls, quick: bool) -> Config:
        if not quick:
            return cls(quick=False)
        return cls(
            quick=True,
            exact_min_seconds=0.01,
            accuracy_instances=6,
            raw_values=2_000_000,
            sim_min_seconds=0.1,
            memory_trials=(100_000, 1_000_000),
            peer_min_seconds=0.05,
        )


# ----- small utilities ----------------------------------------------------------------------------------------------


def error_text(error: BaseException) -> str:
    return "".join(traceback.format_exception_only(error)).strip()


def benchmark_scores(n_candidates: int) -> np.ndarray:
    """Poisson(50) integer counts (as float64), the same vector for simulate and for the peers at a given K."""
    return np.random.default_rng([SEED, n_candidates]).poisson(50, n_candidates).astype(np.float64)


def exact_shapes(n_candidates: int) -> dict[str, np.ndarray]:
    rng = np.random.default_rng([SEED, n_candidates, 1])
    return {
        "Poisson(50) counts": rng.poisson(50, n_candidates).astype(np.float64),
        "uniform [0, 20]": rng.uniform(0, 20, n_candidates),
        "all tied": np.full(n_candidates, 50.0),
    }


@dataclass(frozen=True)
class Timing:
    median: float  # seconds per call
    minimum: float
    maximum: float
    loops: int  # calls per repeat
    repeats: int
    cpu_per_wall: float  # median of (process CPU seconds ÷ wall seconds): the cores this process kept busy


def time_call(func: Callable[[], object], *, min_seconds: float, repeats: int) -> Timing:
    """Seconds per call: median over ``repeats`` of (time of ``loops`` calls) / loops, each repeat ≥ min_seconds."""
    loops, start = 1, time.perf_counter()
    func()  # warm-up, and a first estimate
    elapsed = time.perf_counter() - start
    while elapsed < min_seconds / 5:
        loops *= 4
        start = time.perf_counter()
        for _ in range(loops):
            func()
        elapsed = time.perf_counter() - start
    loops = max(1, math.ceil(loops * min_seconds / max(elapsed, 1e-9)))
    per_call: list[float] = []
    cpu_share: list[float] = []
    gc.collect()
    gc.disable()
    try:
        for _ in range(repeats):
            start, cpu_start = time.perf_counter(), time.process_time()
            for _ in range(loops):
                func()
            wall = time.perf_counter() - start
            per_call.append(wall / loops)
            cpu_share.append((time.process_time() - cpu_start) / wall)
    finally:
        gc.enable()
    return Timing(
        statistics.median(per_call), min(per_call), max(per_call), loops, repeats, statistics.median(cpu_share)
    )


def fmt_seconds(seconds: float | None) -> str:
    if seconds is None or not math.isfinite(seconds):
        return "—"
    if seconds < 1e-3:
        return f"{seconds * 1e6:.0f} µs"
    if seconds < 1:
        return f"{seconds * 1e3:.3g} ms"
    return f"{seconds:.3g} s"


def fmt_rate(rate: float | None) -> str:
    if rate is None or not math.isfinite(rate):
        return "—"
    for threshold, suffix in ((1e9, " G"), (1e6, " M"), (1e3, " k")):
        if rate >= threshold:
            return f"{rate / threshold:.3g}{suffix}"
    return f"{rate:.3g}"


def fmt_ratio(ratio: float | None) -> str:
    if ratio is None or not math.isfinite(ratio):
        return "—"
    return f"{ratio:,.0f}×" if ratio >= 100 else f"{ratio:.3g}×"


def fmt_count(value: int) -> str:
    exponent = round(math.log10(value)) if value > 0 else 0
    return f"10^{exponent}" if value == 10**exponent and exponent >= 4 else f"{value:,}"


def fmt_mb_delta(megabytes: float) -> str:
    return f"{round(megabytes) + 0:+d} MB"  # + 0 turns -0 into 0


def fmt_load(load: Sequence[float] | None) -> str:
    return "—" if load is None else ", ".join(f"{value:.2f}" for value in load)


def verdict(ok: bool | None) -> str:
    return "—" if ok is None else ("yes" if ok else "**NO**")


def table(header: Sequence[str], rows: Iterable[Sequence[object]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return lines + [""]


def package_version(name: str) -> str | None:
    try:
        return version(name)
    except PackageNotFoundError:
        return None


def display_path(path: str) -> str:
    """A path relative to the project root when it is inside it."""
    try:
        return str(Path(path).relative_to(ROOT))
    except ValueError:
        return path


def load_dpcore() -> ModuleType:
    import dpcore

    return dpcore


# ----- machine ------------------------------------------------------------------------------------------------------


def machine_info() -> dict[str, Any]:
    info: dict[str, Any] = {
        "date_utc": dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M:%S UTC"),
        "platform": platform.platform(),
        "python": platform.python_version(),
        "numpy": np.__version__,
        "scipy": package_version("scipy"),
        "mpmath": package_version("mpmath"),
        "cpu_count": os.cpu_count(),
        "usable_cores": len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count(),
        "load_average_start": os.getloadavg() if hasattr(os, "getloadavg") else None,
    }
    try:
        cpuinfo = Path("/proc/cpuinfo").read_text()
        model = re.search(r"^model name\s*:\s*(.+)$", cpuinfo, re.MULTILINE)
        info["cpu"] = model.group(1).strip() if model else platform.processor()
        meminfo = Path("/proc/meminfo").read_text()
        total = re.search(r"^MemTotal:\s*(\d+) kB", meminfo, re.MULTILINE)
        info["memory_gib"] = round(int(total.group(1)) / 2**20, 1) if total else None
    except OSError:
        info["cpu"] = platform.processor()
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True)
        dirty = subprocess.run(["git", "status", "--porcelain", "dpcore"], cwd=ROOT, capture_output=True, text=True)
        info["git_commit"] = commit.stdout.strip() or None
        info["dpcore_uncommitted_changes"] = bool(dirty.stdout.strip())
    except OSError:
        info["git_commit"] = None
    return info


# ----- 1. exact probabilities: time and accuracy -------------------------------------------------------------------


def bench_exact(config: Config) -> dict[str, Any]:
    dpcore = load_dpcore()
    rows: list[dict[str, Any]] = []
    max_sum_error = 0.0
    for size in config.exact_sizes:
        for shape, scores in exact_shapes(size).items():
            for mechanism in MAIN_MECHANISMS:
                print(f"  exact {mechanism:<18} K={size:<7} {shape}", flush=True)
                row: dict[str, Any] = {"mechanism": mechanism, "n_candidates": size, "shape": shape}
                try:

                    def call(scores: np.ndarray = scores, mechanism: str = mechanism) -> np.ndarray:
                        return dpcore.selection_probabilities(
                            scores, epsilon=EPSILON, sensitivity=SENSITIVITY, mechanism=mechanism
                        )

                    probabilities = call()
                    sum_error = abs(math.fsum(probabilities.tolist()) - 1.0)
                    max_sum_error = max(max_sum_error, sum_error)
                    timing = time_call(call, min_seconds=config.exact_min_seconds, repeats=config.repeats)
                    row |= {"timing": asdict(timing), "sum_error": sum_error}
                except Exception as error:
                    row["error"] = error_text(error)
                rows.append(row)
    return {"rows": rows, "max_sum_error": max_sum_error}


def accuracy_scores(rng: np.random.Generator, index: int) -> np.ndarray:
    """Small score vectors (K from 2 to 7) with the shapes that stress the formulas."""
    size = 2 + index % 6
    kind = index % 5
    if kind == 0:
        return rng.normal(0, 3, size)
    if kind == 1:
        return rng.integers(0, 4, size).astype(np.float64)  # integer ties
    if kind == 2:
        return 100 + rng.uniform(0, 0.05, size)  # a tight cluster
    if kind == 3:
        return -rng.exponential(40, size)  # far gaps, some probabilities underflow
    adult = np.array([14.976, 10.683, 4.443, 1.025, 0.993, 0.418, 0.023])  # theory.md §11
    return adult[:size]


def bench_accuracy(config: Config) -> dict[str, Any]:
    """dpcore's exact probabilities against the independent mpmath references of tests/test_exact.py."""
    import mpmath as mp

    from tests.test_exact import exponential_reference, permute_and_flip_brute_force, rnm_laplace_reference

    dpcore = load_dpcore()
    references: dict[str, tuple[str, Callable[[np.ndarray, float], list[Any]]]] = {
        "exponential": ("softmax, 40 digits", exponential_reference),
        "report_noisy_max_gumbel": ("softmax, 40 digits", exponential_reference),
        "report_noisy_max": ("piecewise-exponential expansion, 80 digits", rnm_laplace_reference),
        "permute_and_flip": ("all K! visiting orders, 40 digits", permute_and_flip_brute_force),
        "report_noisy_max_exponential": ("all K! visiting orders, 40 digits", permute_and_flip_brute_force),
    }
    rows = []
    for mechanism in dpcore.MECHANISMS:
        if mechanism not in references:
            rows.append({"mechanism": mechanism, "error": "no independent reference for this mechanism"})
            continue
        description, reference = references[mechanism]
        rng = np.random.default_rng([SEED, 7])
        worst_relative, worst_sum, compared, underflowed = 0.0, 0.0, 0, 0
        for index in range(config.accuracy_instances):
            scores = accuracy_scores(rng, index)
            epsilon = float(rng.choice([0.1, 1.0, math.log(2), 3.0]))
            sensitivity = float(rng.choice([0.5, 1.0, 2.0]))
            monotonic = bool(index % 2)
            probabilities = dpcore.selection_probabilities(
                scores, epsilon=epsilon, sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic
            )
            scale = (1 if monotonic else 2) * sensitivity / epsilon
            with mp.workdps(40):
                for actual, expected in zip(probabilities.tolist(), reference(scores, scale), strict=True):
                    if expected <= mp.mpf("1e-300"):  # not representable in float64 (test_exact.py's rule)
                        underflowed += 1
                        continue
                    compared += 1
                    worst_relative = max(worst_relative, float(abs(mp.mpf(actual) - expected) / expected))
            worst_sum = max(worst_sum, abs(math.fsum(probabilities.tolist()) - 1.0))
        rows.append(
            {
                "mechanism": mechanism,
                "reference": description,
                "instances": config.accuracy_instances,
                "probabilities_compared": compared,
                "below_1e-300_skipped": underflowed,
                "max_relative_error": worst_relative,
                "max_sum_error": worst_sum,
            }
        )
    finished = [row for row in rows if "max_relative_error" in row]
    return {
        "rows": rows,
        "max_relative_error": max((row["max_relative_error"] for row in finished), default=None),
        "max_sum_error": max((row["max_sum_error"] for row in finished), default=None),
    }


# ----- 2. simulation throughput against the raw noise rate ----------------------------------------------------------


RAW_GENERATORS: dict[str, Callable[[np.random.Generator, int], np.ndarray]] = {
    "laplace": lambda g, n: g.laplace(0.0, 1.0, n),
    "gumbel": lambda g, n: g.gumbel(0.0, 1.0, n),
    "exponential": lambda g, n: g.exponential(1.0, n),
    "standard_exponential": lambda g, n: g.standard_exponential(n),
    "uniform (random)": lambda g, n: g.random(n),
}


def raw_call(noise: str, n_values: int) -> Callable[[], np.ndarray]:
    """One numpy Generator(PCG64) call producing n_values float64 noise values (numpy runs it on one core)."""
    generator = np.random.Generator(np.random.PCG64(SEED))
    make = RAW_GENERATORS[noise]
    return lambda: make(generator, n_values)


def bench_raw_noise(config: Config) -> dict[str, Any]:
    """Values per second of one single-threaded numpy Generator(PCG64) call producing config.raw_values values."""
    rows = {}
    for name in RAW_GENERATORS:
        timing = time_call(raw_call(name, config.raw_values), min_seconds=0, repeats=config.repeats)
        rows[name] = {
            "values": config.raw_values,
            "timing": asdict(timing),
            "values_per_second": config.raw_values / timing.median,
        }
    return rows


def time_interleaved(calls: dict[str, Callable[[], object]], *, repeats: int) -> dict[str, Timing]:
    """Time several calls in alternation (a, b, a, b, ...), so a change of machine load hits all of them alike."""
    seconds: dict[str, list[float]] = {name: [] for name in calls}
    cpu_share: dict[str, list[float]] = {name: [] for name in calls}
    gc.collect()
    gc.disable()
    try:
        for _ in range(repeats):
            for name, call in calls.items():
                start, cpu_start = time.perf_counter(), time.process_time()
                call()
                wall = time.perf_counter() - start
                seconds[name].append(wall)
                cpu_share[name].append((time.process_time() - cpu_start) / wall)
    finally:
        gc.enable()
    return {
        name: Timing(
            statistics.median(values), min(values), max(values), 1, repeats, statistics.median(cpu_share[name])
        )
        for name, values in seconds.items()
    }


def calibrate_trials(run: Callable[[int], object], *, min_seconds: float, cap: int) -> int:
    """Trials such that one run lasts ≥ min_seconds (or the cap)."""
    trials = 10_000
    for _ in range(6):
        start = time.perf_counter()
        run(trials)
        elapsed = time.perf_counter() - start
        if elapsed >= min_seconds or trials >= cap:
            return trials
        trials = min(cap, max(trials * 2, math.ceil(trials * 1.3 * min_seconds / max(elapsed, 1e-6))))
    return trials


def simulate_runner(dpcore: ModuleType, scores: np.ndarray, mechanism: str) -> Callable[[int], np.ndarray]:
    """A function of the number of trials that runs dpcore.selection.simulate once, with a fresh seed every call."""
    seeds = itertools.count(1)

    def run(trials: int) -> np.ndarray:
        counts = dpcore.simulate(
            scores, epsilon=EPSILON, sensitivity=SENSITIVITY, mechanism=mechanism, trials=trials, rng=next(seeds)
        )
        if counts.dtype != np.int64 or counts.shape != scores.shape or int(counts.sum()) != trials:
            raise AssertionError(f"simulate returned {counts.dtype} {counts.shape} summing to {counts.sum()}")
        return counts

    return run


def bench_simulate(config: Config) -> dict[str, Any]:
    dpcore = load_dpcore()
    cap = int(getattr(dpcore, "MAX_TRIALS", 10**8))
    rows = []
    for size in config.sim_sizes:
        scores = benchmark_scores(size)
        for mechanism in dpcore.MECHANISMS:
            print(f"  simulate {mechanism:<28} K={size}", flush=True)
            row: dict[str, Any] = {"mechanism": mechanism, "n_candidates": size}
            try:
                run = simulate_runner(dpcore, scores, mechanism)
                trials = calibrate_trials(run, min_seconds=config.sim_min_seconds, cap=cap)
                noise = RAW_NOISE_FOR[mechanism]
                timings = time_interleaved(
                    {"simulate": lambda run=run, trials=trials: run(trials), "raw": raw_call(noise, config.raw_values)},
                    repeats=config.repeats,
                )
                draws = trials / timings["simulate"].median
                raw_rate = config.raw_values / timings["raw"].median
                row |= {
                    "trials": trials,
                    "timing": asdict(timings["simulate"]),
                    "draws_per_second": draws,
                    "candidate_values_per_second": draws * size,
                    "raw_noise": noise,
                    "raw_timing": asdict(timings["raw"]),
                    "raw_values_per_second": raw_rate,
                    "ratio_to_raw": draws * size / raw_rate,
                }
            except Exception as error:
                row["error"] = error_text(error)
            rows.append(row)
    return {"rows": rows}


# ----- 3. peak memory ------------------------------------------------------------------------------------------------

MEMORY_CHILD = r"""
import json, resource, sys, time
import numpy as np
import dpcore

mechanism, n_candidates, trials, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
scores = np.random.default_rng([seed, n_candidates]).poisson(50, n_candidates).astype(np.float64)
start = time.perf_counter()
counts_sum = None
if trials > 0:
    counts = dpcore.simulate(scores, epsilon=1.0, mechanism=mechanism, trials=trials, rng=1)
    counts_sum = int(counts.sum())
seconds = time.perf_counter() - start
hwm_kb = None
with open("/proc/self/status") as status:
    for line in status:
        if line.startswith("VmHWM:"):
            hwm_kb = int(line.split()[1])
print(json.dumps({"seconds": seconds, "counts_sum": counts_sum, "vmhwm_kb": hwm_kb,
                  "ru_maxrss_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}))
"""


def run_memory_child(mechanism: str, n_candidates: int, trials: int) -> dict[str, Any]:
    command = [sys.executable, "-c", MEMORY_CHILD, mechanism, str(n_candidates), str(trials), str(SEED)]
    gnu_time = Path("/usr/bin/time")
    if gnu_time.exists():
        command = [str(gnu_time), "-v", *command]
    env = os.environ | {"PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    start = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    wall = time.perf_counter() - start
    if done.returncode != 0:
        raise RuntimeError(f"child exited {done.returncode}: {done.stderr.strip()[-800:]}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    found = re.search(r"Maximum resident set size \(kbytes\):\s*(\d+)", done.stderr)
    result["time_v_maxrss_kb"] = int(found.group(1)) if found else None
    result["wall_seconds"] = wall
    if trials and result["counts_sum"] != trials:
        raise AssertionError(f"counts sum to {result['counts_sum']}, not {trials}")
    return result


def bench_memory(config: Config) -> dict[str, Any]:
    load_dpcore()  # fail early, with the import error, if dpcore does not import
    size = config.memory_candidates
    baseline = run_memory_child("exponential", size, 0)
    base_kb = baseline["vmhwm_kb"]
    rows = []
    for mechanism in MAIN_MECHANISMS:
        previous: dict[str, Any] | None = None
        for trials in sorted(config.memory_trials):
            print(f"  memory {mechanism:<18} {trials:>12,} trials × {size}", flush=True)
            row: dict[str, Any] = {"mechanism": mechanism, "n_candidates": size, "trials": trials}
            if previous is not None and "seconds" in previous:
                predicted = previous["seconds"] * trials / previous["trials"]
                row["predicted_seconds"] = predicted
                if predicted > config.memory_time_limit:
                    row["skipped"] = (
                        f"predicted {predicted:.0f} s > {config.memory_time_limit:.0f} s from the "
                        f"{previous['trials']:,}-trial run; not run"
                    )
                    rows.append(row)
                    continue
            try:
                child = run_memory_child(mechanism, size, trials)
                row |= child
                row["peak_mb"] = child["vmhwm_kb"] / 1024
                row["above_baseline_mb"] = (child["vmhwm_kb"] - base_kb) / 1024
            except Exception as error:
                row["error"] = error_text(error)
            rows.append(row)
            previous = row
    return {"baseline": baseline, "rows": rows}


# ----- 4. peers -----------------------------------------------------------------------------------------------------


def peers_python() -> Path:
    return PEERS_VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def peer_requirements() -> list[str]:
    return [f"numpy=={np.__version__}", *PEER_PACKAGES]


def ensure_peer_venv(install: bool) -> tuple[Path | None, list[str]]:
    """The peers' interpreter, creating bench/.venv-peers and installing the pinned peers when needed."""
    notes: list[str] = []
    python = peers_python()
    wanted = dict(requirement.split("==") for requirement in peer_requirements())
    probe = "import json; from importlib.metadata import version as v; print(json.dumps({n: v(n) for n in %r}))"

    def installed() -> dict[str, str] | None:
        if not python.exists():
            return None
        done = subprocess.run([str(python), "-c", probe % list(wanted)], capture_output=True, text=True)
        return json.loads(done.stdout) if done.returncode == 0 else None

    if installed() == wanted:
        return python, notes
    if not install:
        notes.append(f"{PEERS_VENV} is missing or has other versions, and --no-peer-install was given")
        return None, notes
    print(f"  creating {PEERS_VENV.relative_to(ROOT)} with {' '.join(peer_requirements())}", flush=True)
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(PEERS_VENV)], check=True, capture_output=True, text=True)
    done = subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *peer_requirements()],
        capture_output=True,
        text=True,
        timeout=1800,
    )
    if done.returncode != 0:
        notes.append(f"pip install in {PEERS_VENV.name} failed: {done.stderr.strip()[-800:]}")
    have = installed()
    if have != wanted:
        notes.append(f"peer environment has {have}, wanted {wanted}")
        if have is None:
            return None, notes
    return python, notes


def run_peer_group(python: Path, peers: Sequence[str], config: Config) -> dict[str, Any]:
    request = {
        "peers": list(peers),
        "scores": {str(size): benchmark_scores(size).tolist() for size in config.peer_sizes},
        "epsilon": EPSILON,
        "sensitivity": SENSITIVITY,
        "min_seconds": config.peer_min_seconds,
        "repeats": config.repeats,
    }
    done = subprocess.run(
        [str(python), str(PEERS_SCRIPT)],
        input=json.dumps(request),
        capture_output=True,
        text=True,
        cwd=BENCH,
        timeout=1800,
    )
    if done.returncode != 0:
        raise RuntimeError(f"{python} peers.py exited {done.returncode}: {done.stderr.strip()[-800:]}")
    answer: dict[str, Any] = json.loads(done.stdout)
    return answer


def bench_peers(config: Config, install: bool) -> dict[str, Any]:
    result: dict[str, Any] = {"groups": {}, "rows": [], "errors": {}, "notes": []}
    venv_python, notes = ensure_peer_venv(install)
    result["notes"] += notes
    for group, peers in PEER_GROUPS.items():
        python = Path(sys.executable) if group == "textbook" else venv_python
        print(f"  peers: {group}", flush=True)
        if python is None:
            result["errors"][group] = "not run: the peers' virtual environment could not be set up (see notes)"
            continue
        try:
            answer = run_peer_group(python, peers, config)
            result["groups"][group] = answer["environment"]
            result["rows"] += answer["results"]
            result["errors"] |= answer["errors"]
        except Exception as error:
            result["errors"][group] = error_text(error)
    return result


def peer_speedups(peers: dict[str, Any], simulate: dict[str, Any]) -> list[dict[str, Any]]:
    dpcore_rate = {
        (row["mechanism"], row["n_candidates"]): row["draws_per_second"]
        for row in simulate.get("rows", [])
        if "draws_per_second" in row
    }
    rows = []
    for row in peers.get("rows", []):
        size = row["n_candidates"]
        same_law = dpcore_rate.get((row["law"], size))
        same_procedure = dpcore_rate.get((row["procedure"], size))
        rows.append(
            {
                "peer": row["peer"],
                "label": row["label"],
                "n_candidates": size,
                "peer_draws_per_second": row["draws_per_second"],
                "dpcore_mechanism": row["law"],
                "dpcore_draws_per_second": same_law,
                "speedup": same_law / row["draws_per_second"] if same_law else None,
                "dpcore_same_procedure": row["procedure"],
                "speedup_same_procedure": same_procedure / row["draws_per_second"] if same_procedure else None,
            }
        )
    return rows


# ----- report ---------------------------------------------------------------------------------------------------------


@dataclass
class Results:
    config: Config
    machine: dict[str, Any] = field(default_factory=dict)
    sections: dict[str, Any] = field(default_factory=dict)
    errors: dict[str, str] = field(default_factory=dict)
    seconds: float = 0.0

    def run(self, name: str, func: Callable[[], Any]) -> Any:
        print(f"[{name}]", flush=True)
        start = time.perf_counter()
        try:
            self.sections[name] = func()
        except Exception as error:
            self.errors[name] = error_text(error)
            traceback.print_exc()
            self.sections[name] = None
        print(f"[{name}] {time.perf_counter() - start:.1f} s", flush=True)
        return self.sections[name]


def headline(results: Results) -> list[str]:
    sections = results.sections
    rows: list[list[str]] = []
    exact = sections.get("exact") or {}
    for mechanism in MAIN_MECHANISMS:
        cells = [
            row for row in exact.get("rows", []) if row["mechanism"] == mechanism and row["n_candidates"] == 10_000
        ]
        timed = [row["timing"]["median"] for row in cells if "timing" in row]
        worst = max(timed) if timed else None
        limit = TARGETS["em_exact_seconds" if mechanism == "exponential" else "slow_exact_seconds"]
        target = "milliseconds (< 10 ms)" if mechanism == "exponential" else "well under 0.2 s"
        rows.append(
            [
                f"Exact probabilities, K = 10,000, {SHORT[mechanism]} (slowest of 3 score shapes)",
                fmt_seconds(worst),
                target,
                verdict(None if worst is None else worst < limit),
            ]
        )
    accuracy = sections.get("accuracy") or {}
    relative, sum_error = accuracy.get("max_relative_error"), accuracy.get("max_sum_error")
    rows.append(
        [
            "Max relative error vs mpmath (K ≤ 7, all mechanisms)",
            "—" if relative is None else f"{relative:.2g}",
            "≤ 1e-9",
            verdict(None if relative is None else relative <= TARGETS["relative_error"]),
        ]
    )
    sums = [value for value in (sum_error, exact.get("max_sum_error")) if value is not None]
    worst_sum = max(sums) if sums else None
    rows.append(
        [
            "Max abs(sum − 1) (accuracy instances and every timed vector up to K = 100,000)",
            "—" if worst_sum is None else f"{worst_sum:.2g}",
            "≤ 1e-12",
            verdict(None if worst_sum is None else worst_sum <= TARGETS["sum_error"]),
        ]
    )
    for row in (sections.get("simulate") or {}).get("rows", []):
        if row["n_candidates"] == 1_000 and "ratio_to_raw" in row:
            ratio = row["ratio_to_raw"]
            rows.append(
                [
                    f"Simulation at K = 1,000, {SHORT.get(row['mechanism'], row['mechanism'])}: "
                    f"candidate-values/s ÷ raw numpy {row['raw_noise']} values/s",
                    fmt_ratio(ratio),
                    "≥ 1×",
                    verdict(None if ratio is None else ratio >= TARGETS["raw_ratio"]),
                ]
            )
    memory = sections.get("memory") or {}
    for mechanism in MAIN_MECHANISMS:
        measured = [row for row in memory.get("rows", []) if row["mechanism"] == mechanism and "peak_mb" in row]
        if measured:
            largest = max(measured, key=lambda row: row["trials"])
            rows.append(
                [
                    f"Peak memory of simulate, {fmt_count(largest['trials'])} trials × 1,000, {SHORT[mechanism]}",
                    f"{largest['peak_mb']:.0f} MB "
                    f"({fmt_mb_delta(largest['above_baseline_mb'])} over the import baseline)",
                    "< 500 MB" + ("" if largest["trials"] >= 10**7 else " (at 10^7 trials; this run is smaller)"),
                    verdict(largest["peak_mb"] < TARGETS["memory_mb"]),
                ]
            )
    for row in sections.get("speedups") or []:
        if row["n_candidates"] in (100, 1_000):
            ratio = row["speedup"]
            rows.append(
                [
                    f"Speed-up over {row['label']}, K = {row['n_candidates']:,} "
                    f"(dpcore {SHORT[row['dpcore_mechanism']]})",
                    fmt_ratio(ratio),
                    "≥ 100×",
                    verdict(None if ratio is None else ratio >= TARGETS["peer_speedup"]),
                ]
            )
    return table(["figure", "measured", "target (issue 2)", "met"], rows)


def not_run(results: Results, *names: str) -> list[str]:
    """A line for each part of a section that has no numbers: skipped on the command line, or failed."""
    lines = []
    for name in names:
        if name in results.errors:
            lines.append(f"**`{name}` failed** (no numbers): `{results.errors[name]}`")
        elif results.sections.get(name) is None:
            lines.append(f"`{name}`: not run in this invocation.")
    return [*lines, ""] if lines else []


def render_markdown(results: Results) -> str:
    config, machine, sections = results.config, results.machine, results.sections
    out: list[str] = ["# dpcore engine benchmark", ""]
    if config.quick:
        out += [
            "> **Quick smoke run (`--quick`)**: shorter timings and smaller memory runs; not the reference numbers.",
            "",
        ]
    out += [
        f"Generated by `python bench/bench_engine.py{' --quick' if config.quick else ''}` "
        f"on {machine.get('date_utc')}; "
        f"the whole run took {results.seconds / 60:.1f} minutes. ε = Δ = 1 (general, non-monotone scores: range 2Δ). "
        f"Every figure is the median of {config.repeats} repeats; every ratio uses numbers measured in this run.",
        "",
        "## Machine",
        "",
    ]
    commit = machine.get("git_commit") or "?"
    if machine.get("dpcore_uncommitted_changes"):
        commit += " (with uncommitted changes in dpcore/)"
    out += table(
        ["item", "value"],
        [
            ["CPU", machine.get("cpu")],
            ["cores (os.cpu_count / usable)", f"{machine.get('cpu_count')} / {machine.get('usable_cores')}"],
            ["memory", f"{machine.get('memory_gib')} GiB"],
            ["OS", machine.get("platform")],
            ["Python", machine.get("python")],
            ["numpy", machine.get("numpy")],
            ["scipy / mpmath", f"{machine.get('scipy')} / {machine.get('mpmath')}"],
            ["dpcore commit", commit],
            [
                "load average (1, 5, 15 min) at start / end",
                f"{fmt_load(machine.get('load_average_start'))} / {fmt_load(machine.get('load_average_end'))}"
                + (
                    ""
                    if machine.get("waited_for_quiet_seconds") is None
                    else f" (waited {machine['waited_for_quiet_seconds']:.0f} s for load < 0.5 before starting)"
                ),
            ],
        ],
    )
    out += ["## Headline", ""] + headline(results)

    # 1. exact
    out += ["## 1. Exact probabilities (`dpcore.selection_probabilities`)", ""]
    out += not_run(results, "exact", "accuracy")
    exact = sections.get("exact")
    if exact:
        out += [
            "Time per call (median of repeats, each repeat looping the call for ≥ "
            f"{config.exact_min_seconds * 1e3:.0f} ms).",
            "",
        ]
        cells = {(row["mechanism"], row["shape"], row["n_candidates"]): row for row in exact["rows"]}
        shapes = list(dict.fromkeys(row["shape"] for row in exact["rows"]))
        body = []
        for mechanism in MAIN_MECHANISMS:
            for shape in shapes:
                line = [SHORT[mechanism], shape]
                for size in config.exact_sizes:
                    cell = cells.get((mechanism, shape, size), {})
                    line.append(fmt_seconds(cell["timing"]["median"]) if "timing" in cell else "error")
                body.append(line)
        out += table(["mechanism", "scores", *(f"K = {size:,}" for size in config.exact_sizes)], body)
        failed = [row for row in exact["rows"] if "error" in row]
        out += [
            f"- error, {row['mechanism']} K={row['n_candidates']} {row['shape']}: `{row['error']}`" for row in failed
        ]
        out += [f"Largest abs(sum − 1) over all these outputs: {exact['max_sum_error']:.2g}.", ""]
    accuracy = sections.get("accuracy")
    if accuracy:
        out += [
            "### Accuracy against an independent high-precision computation",
            "",
            f"{config.accuracy_instances} random instances per mechanism, K from 2 to 7 (normal, integer ties, a "
            "tight cluster, far gaps, the Adult marital-status counts of theory.md §11), ε ∈ {0.1, ln 2, 1, 3}, "
            "Δ ∈ {0.5, 1, 2}, general and monotone. References are the mpmath functions of tests/test_exact.py "
            "(they share no code with dpcore). Probabilities below 1e-300 are not representable in float64 and are "
            "skipped, as in the tests.",
            "",
        ]
        body = []
        for row in accuracy["rows"]:
            if "error" in row:
                body.append([row["mechanism"], row["error"], "", "", ""])
                continue
            body.append(
                [
                    SHORT.get(row["mechanism"], row["mechanism"]),
                    row["reference"],
                    f"{row['probabilities_compared']} ({row['below_1e-300_skipped']} below 1e-300)",
                    f"{row['max_relative_error']:.2g}",
                    f"{row['max_sum_error']:.2g}",
                ]
            )
        out += table(
            ["mechanism", "reference", "probabilities compared", "max relative error", "max abs(sum − 1)"], body
        )

    # 2. simulation
    out += ["## 2. Simulation throughput (`dpcore.selection.simulate`)", ""]
    out += not_run(results, "raw_noise", "simulate")
    raw = sections.get("raw_noise")
    if raw:
        out += [
            f"Raw numpy `Generator(PCG64)`, one call producing {config.raw_values:,} float64 values (single-threaded):",
            "",
        ]
        out += table(
            ["noise", "values/s", "time per call"],
            [
                [name, fmt_rate(row["values_per_second"]), fmt_seconds(row["timing"]["median"])]
                for name, row in raw.items()
            ],
        )
    simulate = sections.get("simulate")
    if simulate:
        out += [
            "Scores: Poisson(50) counts (the same vectors the peers get). Trials per call are chosen so that one "
            f"call lasts ≥ {config.sim_min_seconds} s; a fresh seed per call. simulate may use every usable core "
            f"({machine.get('usable_cores')} here); the raw rate is one core. Each simulate call alternates with one "
            f"raw numpy call producing {config.raw_values:,} values of the mechanism's noise (a, b, a, b, ...), so a "
            "change of machine load hits both. Ratio = candidate-values/s (trials × K / s) ÷ that raw rate. "
            "The exponential mechanism samples its own distribution by inverse CDF (O(log K) per draw, no "
            "per-candidate noise), so its ratio is not a noise throughput; RNM-Gumbel is the Gumbel-noise "
            "procedure with the same law. CPU/wall = this process's CPU seconds ÷ wall seconds during the call: about "
            "1 for a single-threaded call with a core to itself, up to 2 when simulate keeps both cores busy; lower "
            "values mean other processes on the machine took CPU time.",
            "",
        ]
        body = []
        for row in simulate["rows"]:
            if "error" in row:
                body.append([SHORT.get(row["mechanism"], row["mechanism"]), row["n_candidates"], "error", row["error"]])
                continue
            body.append(
                [
                    SHORT.get(row["mechanism"], row["mechanism"]),
                    f"{row['n_candidates']:,}",
                    f"{row['trials']:,}",
                    fmt_seconds(row["timing"]["median"]),
                    fmt_rate(row["draws_per_second"]),
                    fmt_rate(row["candidate_values_per_second"]),
                    f"{row['raw_noise']} {fmt_rate(row['raw_values_per_second'])}",
                    fmt_ratio(row["ratio_to_raw"]),
                    f"{row['timing']['cpu_per_wall']:.2f} / {row['raw_timing']['cpu_per_wall']:.2f}",
                ]
            )
        out += table(
            [
                "mechanism",
                "K",
                "trials/call",
                "time/call",
                "draws/s",
                "candidate-values/s",
                "raw noise values/s",
                "ratio",
                "CPU/wall (sim / raw)",
            ],
            body,
        )

    # 3. memory
    out += ["## 3. Peak memory of a large simulation", ""]
    out += not_run(results, "memory")
    memory = sections.get("memory")
    if memory:
        base = memory["baseline"]
        out += [
            "Each run is a fresh `python -c` subprocess that imports dpcore, builds Poisson(50) scores for K = "
            f"{config.memory_candidates:,} and calls `simulate` once. Peak = the child's own VmHWM (kernel high-water "
            "mark of resident memory, read from /proc/self/status at the end); `/usr/bin/time -v` maximum RSS is "
            "shown as a cross-check. (getrusage(RUSAGE_CHILDREN).ru_maxrss is not used: Linux carries the parent's "
            "resident size across fork+exec into it, and this benchmark's own process is larger than the children.) "
            f"Baseline (import dpcore + build scores, no simulation): {base['vmhwm_kb'] / 1024:.0f} MB. "
            f"A run predicted (from the previous, 10× smaller one) to take more than {config.memory_time_limit:.0f} s "
            "is not made.",
            "",
        ]
        body = []
        for row in memory["rows"]:
            label = [SHORT[row["mechanism"]], fmt_count(row["trials"])]
            if "skipped" in row:
                body.append([*label, "skipped", row["skipped"], "", ""])
            elif "error" in row:
                body.append([*label, "error", row["error"], "", ""])
            else:
                cross = row.get("time_v_maxrss_kb")
                body.append(
                    [
                        *label,
                        fmt_seconds(row["seconds"]),
                        f"{row['peak_mb']:.0f} MB",
                        fmt_mb_delta(row["above_baseline_mb"]),
                        f"{cross / 1024:.0f} MB" if cross else "—",
                    ]
                )
        out += table(
            ["mechanism", "trials", "simulate time", "peak (VmHWM)", "over baseline", "/usr/bin/time -v"], body
        )

    # 4. peers
    out += ["## 4. Peers side by side", ""]
    out += not_run(results, "peers", "speedups")
    peers = sections.get("peers")
    if peers:
        for group, environment in peers["groups"].items():
            shown = GROUP_PACKAGES.get(group, ())
            versions = ", ".join(f"{name} {environment.get(name)}" for name in shown)
            out.append(f"- {group}: {versions} (`{display_path(environment['executable'])}`)")
        out += [f"- note: {note}" for note in peers["notes"]]
        out += [f"- **not measured** — {name}: `{message}`" for name, message in peers["errors"].items()]
        out += [
            "",
            "One call per draw, the way each peer is used (textbook: `exponential(...)` / `report_noisy_max(...)`; "
            "diffprivlib: `.randomise()`; OpenDP: calling the measurement on the score vector, integer scores, "
            f"scale = 2Δ/ε). Each figure: median of {config.repeats} loops of ≥ {config.peer_min_seconds} s. "
            "The peers are single-threaded (CPU/wall about 1 on a free core); dpcore's figures are those of section "
            "2, measured a few minutes earlier in this run. Draws per second:",
            "",
        ]
        sizes = config.peer_sizes
        by_peer: dict[str, dict[int, dict[str, Any]]] = {}
        for row in peers["rows"]:
            by_peer.setdefault(row["label"], {})[row["n_candidates"]] = row
        body = [
            [
                label,
                *(fmt_rate(cells[size]["draws_per_second"]) if size in cells else "—" for size in sizes),
                " / ".join(f"{cells[size]['cpu_per_wall']:.2f}" if size in cells else "—" for size in sizes),
            ]
            for label, cells in by_peer.items()
        ]
        sim_rows = [row for row in (simulate or {}).get("rows", []) if "draws_per_second" in row]
        sim_rate = {(row["mechanism"], row["n_candidates"]): row["draws_per_second"] for row in sim_rows}
        sim_cpu = {(row["mechanism"], row["n_candidates"]): row["timing"]["cpu_per_wall"] for row in sim_rows}
        if simulate:
            for mechanism in dict.fromkeys(row["mechanism"] for row in simulate["rows"]):
                body.append(
                    [f"**dpcore.selection.simulate, {SHORT.get(mechanism, mechanism)}**"]
                    + [fmt_rate(sim_rate.get((mechanism, size))) for size in sizes]
                    + [
                        " / ".join(
                            f"{sim_cpu[(mechanism, size)]:.2f}" for size in sizes if (mechanism, size) in sim_cpu
                        )
                    ]
                )
        out += table(["implementation", *(f"K = {size:,}" for size in sizes), "CPU/wall per K"], body)
    speedups = sections.get("speedups")
    if speedups:
        out += [
            "Speed-up = dpcore draws/s ÷ peer draws/s. First against the dpcore mechanism with the same output law "
            "(the comparison of issue 2), then against the dpcore variant that runs the same kind of procedure as "
            "the peer (OpenDP adds Gumbel or exponential noise and takes the argmax; dpcore's EM samples by inverse "
            "CDF instead, which is much cheaper than Gumbel-max).",
            "",
        ]
        grouped: dict[str, dict[int, dict[str, Any]]] = {}
        for row in speedups:
            grouped.setdefault(row["label"], {})[row["n_candidates"]] = row
        body = []
        for label, cells in grouped.items():
            first = next(iter(cells.values()))
            body.append(
                [
                    label,
                    SHORT[first["dpcore_mechanism"]],
                    *(fmt_ratio(cells[size]["speedup"]) if size in cells else "—" for size in sizes),
                    SHORT[first["dpcore_same_procedure"]],
                    *(fmt_ratio(cells[size]["speedup_same_procedure"]) if size in cells else "—" for size in sizes),
                ]
            )
        out += table(
            [
                "peer",
                "vs dpcore (same law)",
                *(f"K = {size:,}" for size in sizes),
                "vs dpcore (same procedure)",
                *(f"K = {size:,}" for size in sizes),
            ],
            body,
        )

    if results.errors:
        out += ["## Errors", ""]
        out += [f"- section `{name}` failed: `{message}`" for name, message in results.errors.items()]
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def to_jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(key): to_jsonable(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [to_jsonable(item) for item in value]
    if isinstance(value, np.generic):
        return value.item()
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return value


def wait_for_quiet(limit: float, threshold: float = 0.5) -> float | None:
    """Seconds waited for the 1-minute load average to drop below ``threshold`` (None: not asked, or it never did)."""
    if limit <= 0 or not hasattr(os, "getloadavg"):
        return None
    start = time.monotonic()
    while os.getloadavg()[0] >= threshold:
        if time.monotonic() - start > limit:
            print(f"load average still {os.getloadavg()[0]:.2f} after {limit:.0f} s; starting anyway", flush=True)
            return None
        time.sleep(10)
    return time.monotonic() - start


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="~1-minute smoke run (shorter timings, smaller runs)")
    parser.add_argument(
        "--output",
        type=Path,
        help=f"markdown file to write (a .json beside it); default {DEFAULT_OUTPUT.relative_to(ROOT)}, "
        "or the temp directory with --quick",
    )
    sections = ("exact", "accuracy", "simulate", "memory", "peers")
    parser.add_argument("--skip", action="append", choices=sections, default=[], help="skip a section (repeatable)")
    parser.add_argument(
        "--no-peer-install", action="store_true", help="do not create or update bench/.venv-peers; skip what is missing"
    )
    parser.add_argument(
        "--wait-for-quiet",
        type=float,
        default=0.0,
        metavar="SECONDS",
        help="first wait (at most SECONDS) until the 1-minute load average is below 0.5: other work on the machine "
        "slows both sides of every ratio, but not by the same amount",
    )
    args = parser.parse_args(argv)
    config = Config.make(args.quick)
    waited = wait_for_quiet(args.wait_for_quiet)
    output: Path = args.output or (
        Path(tempfile.gettempdir()) / "results_engine_quick.md" if args.quick else DEFAULT_OUTPUT
    )

    results = Results(config=config, machine=machine_info())
    results.machine["waited_for_quiet_seconds"] = waited
    start = time.perf_counter()
    skip = set(args.skip)
    if "exact" not in skip:
        results.run("exact", lambda: bench_exact(config))
    if "accuracy" not in skip:
        results.run("accuracy", lambda: bench_accuracy(config))
    if "simulate" not in skip:
        results.run("raw_noise", lambda: bench_raw_noise(config))
        simulate = results.run("simulate", lambda: bench_simulate(config))
    else:
        simulate = None
    if "memory" not in skip:
        results.run("memory", lambda: bench_memory(config))
    if "peers" not in skip:
        peers = results.run("peers", lambda: bench_peers(config, install=not args.no_peer_install))
        if peers and simulate:
            results.run("speedups", lambda: peer_speedups(peers, simulate))
    results.seconds = time.perf_counter() - start
    results.machine["load_average_end"] = os.getloadavg() if hasattr(os, "getloadavg") else None

    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(render_markdown(results), encoding="utf-8")
    payload = {
        "config": asdict(config),
        "machine": results.machine,
        "seconds": results.seconds,
        "sections": results.sections,
        "errors": results.errors,
    }
    output.with_suffix(".json").write_text(json.dumps(to_jsonable(payload), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {output} and {output.with_suffix('.json')} in {results.seconds / 60:.1f} min", flush=True)
    if results.errors:
        print(f"sections with errors: {', '.join(results.errors)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
