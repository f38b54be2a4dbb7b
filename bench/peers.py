"""Peer implementations of differentially private selection, timed side by side with dpcore by bench_engine.py.

Three peers, each timed one draw per call, the way its users call it:

* ``textbook_*``: the code of *Programming Differential Privacy* (Near & Abuah, chapter "The Exponential Mechanism"),
  copied inline below: ``exponential`` normalises ``np.exp(epsilon*score/(2*sensitivity))`` and calls
  ``np.random.choice``; ``report_noisy_max`` adds ``np.random.laplace(0, sensitivity/epsilon)`` to every score in a
  Python loop and takes the argmax. Needs numpy only.
* ``diffprivlib_*``: IBM diffprivlib 0.6.6, ``mechanisms.Exponential`` and ``mechanisms.PermuteAndFlip``,
  ``.randomise()`` per draw (needs scikit-learn 1.8.0: ``import diffprivlib`` fails with 1.9).
* ``opendp_*``: OpenDP 0.16.0, ``dp.m.make_noisy_max`` over integer scores with ``scale = 2Δ/ε``:
  ``max_divergence()`` is permute-and-flip (exponential noise, ε-DP), ``zero_concentrated_divergence()`` is the
  exponential mechanism (Gumbel noise, ρ = ε²/8).

diffprivlib and OpenDP are never dependencies of the project: they live in the benchmark's own virtual environment
``bench/.venv-peers`` (see bench/README.md). This file is run as a script by bench_engine.py, with the main
interpreter for the textbook code and with the peers' interpreter for the libraries. It reads one JSON request on
standard input and prints one JSON answer on standard output::

    {"peers": ["textbook_exponential", ...], "scores": {"10": [...], "100": [...]}, "epsilon": 1.0,
     "sensitivity": 1.0, "min_seconds": 0.3, "repeats": 5}

A peer that cannot be imported or run is reported under ``"errors"`` with its message, never given a number.
"""

from __future__ import annotations

import gc
import json
import math
import platform
import statistics
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version
from typing import Any

import numpy as np

Draw = Callable[[], object]


# ----- the textbook code, as printed in Programming Differential Privacy ------------------------------------------


def laplace_mech(v: float, sensitivity: float, epsilon: float) -> float:
    return v + np.random.laplace(loc=0, scale=sensitivity / epsilon)  # noqa: NPY002 - the book's legacy API


def exponential(
    x: Sequence[float], R: Sequence[int], u: Callable[[Sequence[float], int], float], sensitivity: float, epsilon: float
) -> int:
    # Calculate the score for each element of R
    scores = [u(x, r) for r in R]
    # Calculate the probability for each element, based on its score
    probabilities = [np.exp(epsilon * score / (2 * sensitivity)) for score in scores]
    # Normalize the probabilties so they sum to 1
    probabilities = probabilities / np.linalg.norm(probabilities, ord=1)
    # Choose an element from R based on the probabilities
    return np.random.choice(R, 1, p=probabilities)[0]  # noqa: NPY002 - the book's legacy API


def report_noisy_max(
    x: Sequence[float], R: Sequence[int], u: Callable[[Sequence[float], int], float], sensitivity: float, epsilon: float
) -> int:
    # Calculate the score for each element of R
    scores = [u(x, r) for r in R]
    # Add noise to each score
    noisy_scores = [laplace_mech(score, sensitivity, epsilon) for score in scores]
    # Find the index of the maximum score
    max_idx = np.argmax(noisy_scores)
    # Return the element corresponding to that index
    return R[max_idx]


def score_of(x: Sequence[float], r: int) -> float:
    """The utility function u(x, r): here the scores are precomputed, so it is a lookup."""
    return x[r]


# ----- one factory per peer: scores -> a zero-argument callable that makes one draw --------------------------------


def _textbook_exponential(scores: list[float], epsilon: float, sensitivity: float) -> Draw:
    candidates = list(range(len(scores)))
    return lambda: exponential(scores, candidates, score_of, sensitivity, epsilon)


def _textbook_report_noisy_max(scores: list[float], epsilon: float, sensitivity: float) -> Draw:
    candidates = list(range(len(scores)))
    return lambda: report_noisy_max(scores, candidates, score_of, sensitivity, epsilon)


def _diffprivlib_exponential(scores: list[float], epsilon: float, sensitivity: float) -> Draw:
    from diffprivlib.mechanisms import Exponential

    mechanism = Exponential(epsilon=epsilon, sensitivity=sensitivity, utility=list(scores), monotonic=False)
    return mechanism.randomise


def _diffprivlib_permute_and_flip(scores: list[float], epsilon: float, sensitivity: float) -> Draw:
    from diffprivlib.mechanisms import PermuteAndFlip

    mechanism = PermuteAndFlip(epsilon=epsilon, sensitivity=sensitivity, utility=list(scores), monotonic=False)
    return mechanism.randomise


def _opendp_noisy_max(scores: list[float], epsilon: float, sensitivity: float, *, zcdp: bool) -> Draw:
    import opendp.prelude as dp

    dp.enable_features("contrib")
    integers = [int(round(s)) for s in scores]
    if integers != scores or sensitivity != int(sensitivity):
        raise ValueError("the OpenDP adapter expects integer scores and an integer sensitivity")
    space = dp.vector_domain(dp.atom_domain(T=int)), dp.linf_distance(T=int, monotonic=False)
    measure = dp.zero_concentrated_divergence() if zcdp else dp.max_divergence()
    scale = 2.0 * sensitivity / epsilon  # general (non-monotone) scores: range R = 2Δ, scale R/ε
    measurement = dp.m.make_noisy_max(*space, measure, scale=scale)
    # Check that the privacy map says what we think we are running: ε for max-divergence, ρ = ε²/8 for zCDP.
    privacy = float(measurement.map(int(sensitivity)))
    expected = epsilon**2 / 8 if zcdp else epsilon
    if not math.isclose(privacy, expected, rel_tol=1e-9):
        raise ValueError(f"OpenDP privacy map gave {privacy}, expected {expected}")
    return lambda: measurement(integers)


def _opendp_permute_and_flip(scores: list[float], epsilon: float, sensitivity: float) -> Draw:
    return _opendp_noisy_max(scores, epsilon, sensitivity, zcdp=False)


def _opendp_exponential(scores: list[float], epsilon: float, sensitivity: float) -> Draw:
    return _opendp_noisy_max(scores, epsilon, sensitivity, zcdp=True)


@dataclass(frozen=True)
class Peer:
    name: str
    label: str
    package: str  # the distribution whose version is reported ("numpy" for the textbook code)
    law: str  # the dpcore mechanism with the same output law
    procedure: str  # the dpcore mechanism that runs the same procedure (noise + argmax, or sampling)
    factory: Callable[[list[float], float, float], Draw]


PEERS: dict[str, Peer] = {
    peer.name: peer
    for peer in (
        Peer(
            "textbook_exponential",
            "Textbook EM (np.exp + np.random.choice)",
            "numpy",
            "exponential",
            "exponential",
            _textbook_exponential,
        ),
        Peer(
            "textbook_report_noisy_max",
            "Textbook report-noisy-max (Python loop of np.random.laplace)",
            "numpy",
            "report_noisy_max",
            "report_noisy_max",
            _textbook_report_noisy_max,
        ),
        Peer(
            "diffprivlib_exponential",
            "diffprivlib Exponential",
            "diffprivlib",
            "exponential",
            "exponential",
            _diffprivlib_exponential,
        ),
        Peer(
            "diffprivlib_permute_and_flip",
            "diffprivlib PermuteAndFlip",
            "diffprivlib",
            "permute_and_flip",
            "permute_and_flip",
            _diffprivlib_permute_and_flip,
        ),
        Peer(
            "opendp_exponential",
            "OpenDP make_noisy_max, zCDP (EM, Gumbel noise)",
            "opendp",
            "exponential",
            "report_noisy_max_gumbel",
            _opendp_exponential,
        ),
        Peer(
            "opendp_permute_and_flip",
            "OpenDP make_noisy_max, max-divergence (P&F, exponential noise)",
            "opendp",
            "permute_and_flip",
            "report_noisy_max_exponential",
            _opendp_permute_and_flip,
        ),
    )
}


# ----- timing -------------------------------------------------------------------------------------------------------


def _run(draw: Draw, count: int) -> float:
    return _run_with_cpu(draw, count)[0]


def _run_with_cpu(draw: Draw, count: int) -> tuple[float, float]:
    """Wall seconds and process CPU seconds of ``count`` draws."""
    start, cpu_start = time.perf_counter(), time.process_time()
    for _ in range(count):
        draw()
    return time.perf_counter() - start, time.process_time() - cpu_start


def time_draws(draw: Draw, *, min_seconds: float, repeats: int) -> dict[str, Any]:
    """Draws per second: median over ``repeats`` timings of a loop of n draws, n chosen so each takes ≥ min_seconds."""
    count, elapsed = 1, _run(draw, 1)  # the first call also warms up caches and lazy imports
    while elapsed < min_seconds / 5:
        count *= 4
        elapsed = _run(draw, count)
    count = max(1, math.ceil(count * min_seconds / max(elapsed, 1e-9)))
    rates: list[float] = []
    cpu_share: list[float] = []
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        for _ in range(repeats):
            wall, cpu = _run_with_cpu(draw, count)
            rates.append(count / wall)
            cpu_share.append(cpu / wall)
    finally:
        if gc_was_enabled:
            gc.enable()
    return {
        "draws_per_second": statistics.median(rates),
        "draws_per_second_repeats": rates,
        "draws_per_repeat": count,
        "repeats": repeats,
        "cpu_per_wall": statistics.median(cpu_share),  # ~1 when the single-threaded peer had a core to itself
    }


def _sanity(draw: Draw, scores: list[float], samples: int = 200) -> dict[str, Any]:
    """A few untimed draws: each must be a valid index; report how often the top-scored candidate came out."""
    top = max(scores)
    hits = 0
    for _ in range(samples):
        choice = int(draw())  # type: ignore[call-overload]
        if not 0 <= choice < len(scores):
            raise ValueError(f"draw returned {choice}, not an index in [0, {len(scores)})")
        hits += scores[choice] == top
    return {"sanity_draws": samples, "sanity_share_top": hits / samples}


def _package_version(package: str) -> str | None:
    try:
        return version(package)
    except PackageNotFoundError:
        return None


def run_request(request: dict[str, Any]) -> dict[str, Any]:
    epsilon = float(request.get("epsilon", 1.0))
    sensitivity = float(request.get("sensitivity", 1.0))
    min_seconds = float(request.get("min_seconds", 0.3))
    repeats = int(request.get("repeats", 5))
    scores_by_size = {int(size): [float(s) for s in values] for size, values in request["scores"].items()}
    answer: dict[str, Any] = {
        "environment": {
            "python": platform.python_version(),
            "executable": sys.executable,
            **{name: _package_version(name) for name in ("numpy", "diffprivlib", "scikit-learn", "opendp")},
        },
        "results": [],
        "errors": {},
    }
    for name in request["peers"]:
        peer = PEERS.get(name)
        if peer is None:
            answer["errors"][name] = f"unknown peer {name!r}; known: {sorted(PEERS)}"
            continue
        for size, scores in sorted(scores_by_size.items()):
            try:
                draw = peer.factory(scores, epsilon, sensitivity)
                row = {"peer": name, "label": peer.label, "package": peer.package, "law": peer.law}
                row |= {"procedure": peer.procedure, "n_candidates": size, "version": _package_version(peer.package)}
                row |= _sanity(draw, scores)
                row |= time_draws(draw, min_seconds=min_seconds, repeats=repeats)
                answer["results"].append(row)
            except Exception as error:  # a failing peer is reported, not fatal
                message = "".join(traceback.format_exception_only(error)).strip()
                answer["errors"][f"{name} (K={size})"] = message
    return answer


def main() -> None:
    request = json.load(sys.stdin)
    json.dump(run_request(request), sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
