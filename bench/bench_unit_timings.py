"""Timings that used to be wall-clock assertions in unit tests, measured here instead (the tests now assert the
work done: a call count, a bound on rounds of draws), so a busy machine cannot fail the suite.

Each case is run once first (its time printed: the modules are imported beforehand, nothing else is warmed up),
then ``--repeat`` times; the median and the worst time are printed next to the target the tests used to assert:

- ``smalldb_distribution``: the exact SmallDB law of tests/test_smalldb.py's histogram (|X| = 4, m = 24: 2,925
  candidates) at ε = 1; target under 1 s (~2 ms measured when the test was written). Test: tests/test_smalldb.py,
  one vectorised pass.
- ``discrete_permute_and_flip``: 10⁴ runs of integer-only permute-and-flip at K = 10, ε = 0.1; target under 1 s
  (~40 ms measured when the test was written). Test: tests/test_discrete.py, about 150 calls of ``rng.integers``.
- ``smalldb_page_compute``: the Synthetic-data page's whole computation (``ui.smalldb.result.compute``) for an
  uploaded table at the default size (|X| = 4, m = 24: 2,925 candidates): exact law, error curve over the 25 ε of
  the grid, 1,000 seeded releases. Every call gets a new upload id, so nothing comes from the memo; the first call
  is the test's old case (no warm-up). Target under 1 s, what tests/test_page_smalldb.py used to assert; the test
  now counts the work instead (one enumeration, 26 passes of the exact law, one call of the draws).

Usage (from the project root, with the project's interpreter)::

    python bench/bench_unit_timings.py             # 20 repeats each
    python bench/bench_unit_timings.py --repeat 5

It exits 1 when a median is over its target. A benchmark, not a test: nothing in it runs under pytest or CI.
"""

from __future__ import annotations

import argparse
import itertools
import logging
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dpcore.analyses.smalldb import histogram_from_rows, smalldb_distribution  # noqa: E402
from dpcore.selection.discrete import simulate_discrete_permute_and_flip  # noqa: E402
from ui.smalldb import inputs  # noqa: E402
from ui.smalldb.result import compute  # noqa: E402

# Outside a Streamlit server the session memo lives in a bare-mode session state: Streamlit says so on every access.
for _logger in (
    "streamlit.runtime.scriptrunner_utils.script_run_context",
    "streamlit.runtime.state.session_state_proxy",
):
    logging.getLogger(_logger).setLevel(logging.ERROR)

DEMO_COUNTS = [400, 100, 200, 300]  # n = 1,000 over (A, B) = 00, 01, 10, 11, as tests/test_smalldb.py
SCORES = [10, 9, 9, 7, 5, 3, 2, 2, 0, -4]  # K = 10 with ties, as tests/test_discrete.py
_UPLOADS = itertools.count()


def smalldb_page_compute() -> object:
    """``ui.smalldb.result.compute`` for an upload of the demo survey's two columns (as tests/test_page_smalldb.py),
    under an id never used before: nothing in the memo."""
    columns = ("smoker", "exercises_weekly")
    counts = histogram_from_rows(inputs.demo_frame()[list(columns)].to_numpy())
    upload = inputs.Database("upload", "survey_binary.csv", columns, counts, f"upload:bench-{next(_UPLOADS)}")
    return compute(upload, epsilon=1.0, m=24, seed=7)


CASES: dict[str, tuple[Callable[[], object], float]] = {
    "smalldb_distribution": (lambda: smalldb_distribution(DEMO_COUNTS, epsilon=1.0), 1.0),
    "discrete_permute_and_flip": (
        lambda: simulate_discrete_permute_and_flip(SCORES, epsilon=0.1, trials=10_000, rng=12),
        1.0,
    ),
    "smalldb_page_compute": (smalldb_page_compute, 1.0),
}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args(argv)
    over = 0
    for name, (run, target) in CASES.items():
        start = time.perf_counter()
        run()  # warm-up (caches; the modules are imported above): the first call, with no warm-up before it
        first = time.perf_counter() - start
        print(f"{name}: first call {first * 1e3:.1f} ms")
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
