"""Tests of dpcore.selection.batches: the growing batches of runs and their counts, the very runs of
dpcore.selection.simulate."""

from __future__ import annotations

import doctest
import importlib

import numpy as np
import pytest

import dpcore
from dpcore.selection import batches
from dpcore.selection.batches import cumulative_counts, growing_batches
from dpcore.selection.mechanisms import MECHANISMS
from dpcore.selection.simulate import simulate
from dpcore.validation import MAX_TRIALS, InvalidInputError


def test_doctests() -> None:
    assert doctest.testmod(batches, raise_on_error=False).failed == 0
    assert (
        doctest.testmod(importlib.import_module("dpcore.selection.simulate"), raise_on_error=False).failed == 0
    )  # counts_at


@pytest.mark.parametrize(
    ("trials", "expected"),
    [
        (1, (1,)),
        (2, (1, 2)),
        (3, (1, 2, 3)),
        (10, (1, 2, 5, 10)),
        (200, (1, 2, 5, 10, 20, 50, 100, 200)),
        (10_000, (1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000)),
        (12_345, (1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 12_345)),
    ],
)
def test_growing_batches(trials: int, expected: tuple[int, ...]) -> None:
    assert growing_batches(trials) == expected


def test_growing_batches_bounded() -> None:
    sizes = growing_batches(MAX_TRIALS)
    assert sizes[0] == 1 and sizes[-1] == MAX_TRIALS
    assert all(a < b for a, b in zip(sizes, sizes[1:], strict=False))
    assert len(sizes) <= 3 * np.log10(MAX_TRIALS) + 1


@pytest.mark.parametrize("mechanism", MECHANISMS)
@pytest.mark.parametrize(("n_candidates", "trials"), [(4, 1), (4, 37), (7, 10_000), (40, 150_000), (300, 60_000)])
@pytest.mark.parametrize("seed", [0, 7, 2**40])
def test_last_row_is_simulate(mechanism: str, n_candidates: int, trials: int, seed: int) -> None:
    """Exact equality (no tolerance): the same runs, so the same counts as the unanimated simulation."""
    scores = np.random.default_rng(n_candidates).normal(scale=3.0, size=n_candidates)
    options = {"epsilon": 0.8, "sensitivity": 1.5, "mechanism": mechanism, "monotonic": seed == 7}
    runs, counts = cumulative_counts(scores, trials=trials, rng=seed, **options)
    assert runs.tolist() == list(growing_batches(trials))
    assert counts.shape == (runs.size, n_candidates)
    np.testing.assert_array_equal(counts[-1], simulate(scores, trials=trials, rng=seed, **options))
    np.testing.assert_array_equal(counts.sum(axis=1), runs)  # each row counts exactly its runs
    assert (np.diff(counts, axis=0) >= 0).all()  # prefixes of one sequence of runs never lose a win


@pytest.mark.parametrize("mechanism", MECHANISMS)
def test_prefixes_across_units_and_blocks(mechanism: str) -> None:
    """Checkpoints inside blocks and at block and unit edges: every row counts exactly its runs, the rows grow, the
    first run and the total do not depend on where the checkpoints fall."""
    sim = importlib.import_module("dpcore.selection.simulate")  # (the package's ``simulate`` attribute is the function)
    scores = np.array([3.0, 2.5, 1.0, 0.0, -1.0])
    block = sim._block_trials(scores.size, mechanism)
    unit = sim._unit_trials(scores.size, mechanism)
    trials = 2 * unit + 3
    cuts = sorted({1, block - 1, block, block + 1, unit - 1, unit, unit + 1, 2 * unit, trials})
    runs, counts = cumulative_counts(scores, epsilon=1.0, mechanism=mechanism, trials=trials, rng=11, checkpoints=cuts)
    runs_all, counts_all = cumulative_counts(
        scores, epsilon=1.0, mechanism=mechanism, trials=trials, rng=11, checkpoints=list(range(1, 30)) + [trials]
    )
    np.testing.assert_array_equal(runs, cuts)
    np.testing.assert_array_equal(counts.sum(axis=1), runs)
    assert (np.diff(counts, axis=0) >= 0).all()
    np.testing.assert_array_equal(counts[-1], simulate(scores, epsilon=1.0, mechanism=mechanism, trials=trials, rng=11))
    np.testing.assert_array_equal(counts[0], counts_all[0])  # the first run is the same whatever the checkpoints
    np.testing.assert_array_equal(counts[-1], counts_all[-1])
    # Consecutive single runs: each row adds exactly one winner.
    assert (np.diff(counts_all[:29], axis=0).sum(axis=1) == 1).all()


def test_generator_and_seed_agree() -> None:
    scores = [5.0, 4.0, 4.0, 2.0]
    options = {"epsilon": 1.0, "mechanism": "permute_and_flip", "trials": 5_000}
    _, by_seed = cumulative_counts(scores, rng=3, **options)
    _, by_generator = cumulative_counts(scores, rng=np.random.default_rng(3), **options)
    np.testing.assert_array_equal(by_seed, by_generator)


def test_lesson_streams() -> None:
    """The per-mechanism streams the pages use give the pages' counts."""
    scores = dpcore.SCENARIOS["book_poll"].scores
    for mechanism in dpcore.MAIN_MECHANISMS:
        options = {"epsilon": 1.0, "mechanism": mechanism, "trials": 10_000, "monotonic": True}
        _, counts = cumulative_counts(scores, rng=dpcore.mechanism_rng(7, mechanism), **options)
        np.testing.assert_array_equal(counts[-1], simulate(scores, rng=dpcore.mechanism_rng(7, mechanism), **options))


def test_single_candidate() -> None:
    runs, counts = cumulative_counts([1.0], epsilon=1.0, mechanism="exponential", trials=50, rng=1)
    np.testing.assert_array_equal(counts[:, 0], runs)


def test_shares_settle() -> None:
    """The shares approach the exact law: at every checkpoint within 4.5 standard errors √(p(1−p)/n) (a normal
    tail of 7e-6 per cell, ~100 cells: a false failure has probability below 1e-3 for this fixed seed)."""
    scores = np.array([4.0, 3.0, 1.0, 0.0])
    for mechanism in MECHANISMS:
        exact = dpcore.selection_probabilities(scores, epsilon=1.0, mechanism=mechanism)
        runs, counts = cumulative_counts(scores, epsilon=1.0, mechanism=mechanism, trials=100_000, rng=5)
        for n, row in zip(runs[4:], counts[4:], strict=True):  # from 20 runs on (before, the count is too coarse)
            error = np.sqrt(exact * (1 - exact) / n)
            assert (np.abs(row / n - exact) <= 4.5 * error + 1.0 / n).all(), (mechanism, n)


@pytest.mark.parametrize(
    "checkpoints",
    [[], [0, 10], [1, 5, 5, 10], [1, 5, 9], [1, 11], [1.0, 10.0], [[1, 10]], [3, 2, 10]],
)
def test_bad_checkpoints(checkpoints: list) -> None:
    with pytest.raises(InvalidInputError, match="checkpoints"):
        cumulative_counts([1.0, 0.0], epsilon=1.0, mechanism="exponential", trials=10, rng=1, checkpoints=checkpoints)


def test_bad_inputs_named() -> None:
    with pytest.raises(InvalidInputError, match="trials"):
        cumulative_counts([1.0, 0.0], epsilon=1.0, mechanism="exponential", trials=0, rng=1)
    with pytest.raises(InvalidInputError):
        cumulative_counts([1.0, 0.0], epsilon=-1.0, mechanism="exponential", trials=10, rng=1)
    with pytest.raises(InvalidInputError):
        growing_batches(MAX_TRIALS + 1)
