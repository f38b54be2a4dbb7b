"""Timings that used to be wall-clock assertions in unit tests, measured here instead (the tests now assert the
work done: a call count, a bound on rounds of draws), so a busy machine cannot fail the suite.

Each case is run once to warm up (imports, caches), then ``--repeat`` times; the median and the worst time are
printed next to the target the tests used to assert:

- ``smalldb_distribution``: the exact SmallDB law of tests/test_smalldb.py's histogram (|X| = 4, m = 24: 2,925
  candidates) at ε = 1; target under 1 s (~2 ms measured when the test was written). Test: tests/test_smalldb.py,
  one vectorised pass.
- ``discrete_permute_and_flip``: 10⁴ runs of integer-only permute-and-flip at K = 10, ε = 0.1; target under 1 s
  (~40 ms measured when the test was written). Test: tests/test_discrete.py, about 150 calls of ``rng.integers``.

Usage (from the project root, with the project's interpreter)::

    python bench/bench_unit_timings.py             # 20 repeats each
    python bench/bench_unit_timings.py --repeat 5

It exits 1 when a median is over its target. A benchmark, not a test: nothing in it runs under pytest or CI.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dpcore.analyses.smalldb import smalldb_distribution  # noqa: E402
from dpcore.selection.discrete import simulate_discrete_permute_and_flip  # noqa: E402

DEMO_COUNTS = [400, 100, 200, 300]  # n = 1,000 over (A, B) = 00, 01, 10, 11, as tests/test_smalldb.py
SCORES = [10, 9, 9, 7, 5, 3, 2, 2, 0, -4]  # K = 10 with ties, as tests/test_discrete.py

CASES: dict[str, tuple[Callable[[], object], float]] = {
    "smalldb_distribution": (lambda: smalldb_distribution(DEMO_COUNTS, epsilon=1.0), 1.0),
    "discrete_permute_and_flip": (
        lambda: simulate_discrete_permute_and_flip(SCORES, epsilon=0.1, trials=10_000, rng=12),
        1.0,
    ),
}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args(argv)
    over = 0
    for name, (run, target) in CASES.items():
        run()  # warm-up
        times = []
        for _ in range(max(1, args.repeat)):
            start = time.perf_counter()
            run()
            times.append(time.perf_counter() - start)
        median = statistics.median(times)
        over += median > target
        print(f"{name}: median {median * 1e3:.1f} ms, worst {max(times) * 1e3:.1f} ms (target < {target:g} s)")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
