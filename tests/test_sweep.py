"""dpcore.selection.sweep: the exact law at many ε at once is the exact law at each ε."""

from __future__ import annotations

import numpy as np
import pytest

import dpcore
from dpcore.selection.sweep import law_sweep
from dpcore.validation import InvalidInputError

EPSILONS = np.array([0.01, 0.05, 0.3, 1.0, 2.5, 10.0])


@pytest.mark.parametrize("mechanism", dpcore.MECHANISMS)
@pytest.mark.parametrize("monotonic", [True, False])
def test_each_row_is_the_law_at_its_epsilon(mechanism, monotonic):
    scores = dpcore.SCENARIOS["meeting_date"].scores
    sweep = law_sweep(scores, epsilons=EPSILONS, sensitivity=1.5, mechanism=mechanism, monotonic=monotonic)
    assert sweep.log_probabilities.shape == (EPSILONS.size, scores.size)
    for row, epsilon in enumerate(EPSILONS):
        options = {"epsilon": epsilon, "sensitivity": 1.5, "mechanism": mechanism, "monotonic": monotonic}
        log_p = dpcore.log_selection_probabilities(scores, **options)
        np.testing.assert_allclose(sweep.log_probabilities[row], log_p, rtol=1e-13, atol=1e-13)
        p = np.exp(log_p)
        assert sweep.probability_of_best[row] == pytest.approx(dpcore.probability_of_best(p, scores), rel=1e-13)
        assert sweep.expected_regret[row] == pytest.approx(dpcore.expected_regret(p, scores), rel=1e-12, abs=1e-300)


def test_index_keeps_some_candidates_but_quality_uses_all():
    scores = np.array([5.0, 1.0, 4.0, 4.0, 0.0])
    full = law_sweep(scores, epsilons=EPSILONS, mechanism="permute_and_flip", monotonic=True)
    some = law_sweep(scores, epsilons=EPSILONS, mechanism="permute_and_flip", monotonic=True, index=[2, 0])
    np.testing.assert_array_equal(some.log_probabilities, full.log_probabilities[:, [2, 0]])
    np.testing.assert_array_equal(some.probability_of_best, full.probability_of_best)
    np.testing.assert_array_equal(some.expected_regret, full.expected_regret)
    assert some.index.tolist() == [2, 0]


def test_rows_are_laws_even_far_out():
    """Huge gaps underflow to probability 0 but keep a finite logarithm; every row sums to 1."""
    scores = np.array([1e6, 0.0, 999_999.0, -1e6])
    sweep = law_sweep(scores, epsilons=[0.01, 1.0, 10.0], mechanism="exponential")
    assert np.all(np.isfinite(sweep.log_probabilities))
    np.testing.assert_allclose(np.exp(sweep.log_probabilities).sum(axis=1), 1.0, rtol=1e-12)
    last = np.exp(sweep.log_probabilities[-1])
    assert sweep.expected_regret[-1] == pytest.approx(dpcore.expected_regret(last, scores))


def test_one_candidate_and_no_epsilon():
    one = law_sweep([3.0], epsilons=[0.5, 2.0], mechanism="exponential")
    assert one.log_probabilities.tolist() == [[0.0], [0.0]] and one.probability_of_best.tolist() == [1.0, 1.0]
    none = law_sweep([3.0, 1.0], epsilons=[], mechanism="report_noisy_max")
    assert none.log_probabilities.shape == (0, 2)


@pytest.mark.parametrize(
    "bad",
    [
        {"epsilons": [1.0, 0.0]},
        {"epsilons": [float("nan")]},
        {"mechanism": "laplace"},
        {"index": [0, 7]},
        {"sensitivity": -1.0},
    ],
)
def test_bad_input_names_the_value(bad):
    options = {"epsilons": [1.0], "mechanism": "exponential", **bad}
    with pytest.raises(InvalidInputError):
        law_sweep([3.0, 2.0, 0.0], **options)
