"""dpcore.analyses.audit: the privacy-loss audit against one neighbour (exact, simulated, certified) and the corners."""

from __future__ import annotations

import doctest

import numpy as np
import pytest

import dpcore
import dpcore.analyses.privacy_loss
from dpcore.analyses import neighbours
from dpcore.analyses.audit import (
    BEYOND_TOLERANCE,
    MechanismAudit,
    audit_corners,
    audit_neighbour,
    beyond,
    calibration,
    corner_model,
    outcomes_to_show,
)
from dpcore.validation import InvalidInputError

MEETING = dpcore.SCENARIOS["meeting_date"]


@pytest.mark.parametrize(
    ("monotonic", "wrong_scale", "calibrated", "model"),
    [
        (False, False, False, "general"),
        (True, False, True, "monotone"),
        (False, True, True, "general"),
        (True, True, True, "general"),
    ],
)
def test_wrong_scale_forces_monotone_calibration_and_general_corners(monotonic, wrong_scale, calibrated, model):
    assert calibration(monotonic=monotonic, wrong_scale=wrong_scale) is calibrated
    assert corner_model(monotonic=monotonic, wrong_scale=wrong_scale) == model


def test_beyond_allows_only_float_noise():
    epsilon = 0.7
    edge = epsilon * (1 + BEYOND_TOLERANCE) + BEYOND_TOLERANCE
    values = np.array([0.0, epsilon, -epsilon, edge, -edge, np.nextafter(edge, 1), -2 * epsilon, np.nan])
    assert beyond(values, epsilon).tolist() == [False, False, False, False, False, True, True, False]


def test_one_neighbour_exact_log_ratios_and_seeded_simulation():
    other = neighbours.scenario_neighbour(MEETING, "remove:0").scores
    options = {"epsilon": 1.0, "sensitivity": 1.0, "monotonic": True, "trials": 2000, "seed": 11}
    results = audit_neighbour(MEETING.scores, other, mechanisms=dpcore.MAIN_MECHANISMS, **options)
    assert [r.mechanism for r in results] == list(dpcore.MAIN_MECHANISMS)
    for result in results:
        expected = neighbours.log_ratio(MEETING.scores, other, epsilon=1.0, mechanism=result.mechanism, monotonic=True)
        np.testing.assert_allclose(result.exact, expected, rtol=1e-12, atol=1e-15)
        np.testing.assert_array_equal(result.exact, result.log_p - result.log_p_neighbour)
        assert not beyond(result.exact, 1.0).any() and result.largest <= 1.0
        # Both datasets from the mechanism's stream spawned in two: D first, then D′.
        stream_d, stream_n = dpcore.mechanism_rng(11, result.mechanism).spawn(2)
        common = {"epsilon": 1.0, "mechanism": result.mechanism, "monotonic": True, "trials": 2000}
        np.testing.assert_array_equal(result.counts, dpcore.simulate(MEETING.scores, rng=stream_d, **common))
        np.testing.assert_array_equal(result.counts_neighbour, dpcore.simulate(other, rng=stream_n, **common))
        ratio = neighbours.empirical_log_ratio(result.counts, result.counts_neighbour, trials=2000)
        np.testing.assert_array_equal(result.empirical.estimate, ratio.estimate)
        assert result.certified == neighbours.epsilon_lower_bound(result.counts, result.counts_neighbour, trials=2000)
        assert 0.0 <= result.certified <= 1.0  # a sound audit never certifies more than the true ε
    again = audit_neighbour(MEETING.scores, other, mechanisms=dpcore.MAIN_MECHANISMS, **options)
    for a, b in zip(results, again, strict=True):
        np.testing.assert_array_equal(a.counts, b.counts)


def test_wrong_scale_against_a_replaced_record_breaks_the_bound():
    other = neighbours.scenario_neighbour(MEETING, "replace:2").scores
    [wrong] = audit_neighbour(
        MEETING.scores,
        other,
        epsilon=1.0,
        sensitivity=1.0,
        mechanisms=["exponential"],
        monotonic=False,
        wrong_scale=True,
        trials=100,
        seed=5,
    )
    expected = neighbours.log_ratio(MEETING.scores, other, epsilon=1.0, mechanism="exponential", monotonic=True)
    np.testing.assert_allclose(wrong.exact, expected, rtol=1e-12, atol=1e-15)
    assert beyond(wrong.exact, 1.0).any() and int(wrong.counts.sum()) == 100


def test_corners_are_the_worst_case_loss_and_break_by_two_epsilon_under_the_wrong_scale():
    s = dpcore.SCENARIOS["pricing_auction"]
    options = {"epsilon": 1.0, "sensitivity": s.sensitivity, "mechanisms": dpcore.MAIN_MECHANISMS}
    wrong = audit_corners(s.scores, monotonic=True, wrong_scale=True, **options)
    for result in wrong:
        expected = dpcore.worst_case_privacy_loss(
            s.scores,
            epsilon=1.0,
            sensitivity=s.sensitivity,
            mechanism=result.mechanism,
            monotonic=True,
            neighbours="general",
        )
        np.testing.assert_allclose(result.exact, expected, rtol=1e-12)
        assert result.counts is None and result.certified == 0.0
    assert np.isclose(wrong[dpcore.MAIN_MECHANISMS.index("permute_and_flip")].largest, 2.0, rtol=1e-12)
    right = audit_corners(s.scores, monotonic=True, wrong_scale=False, **options)
    assert all(r.largest <= 1.0 + 1e-9 and not beyond(r.exact, 1.0).any() for r in right)


def test_corners_use_the_given_worst_case_function():
    calls = []

    def spy(scores, **options):
        calls.append(options)
        return np.zeros(len(scores))

    audit_corners([1.0, 2.0], epsilon=0.5, sensitivity=2.0, mechanisms=["exponential"], monotonic=False, worst_case=spy)
    assert calls == [
        {"mechanism": "exponential", "neighbours": "general", "epsilon": 0.5, "sensitivity": 2.0, "monotonic": False}
    ]


def test_corners_refuse_more_candidates_than_the_audit_handles():
    limit = dpcore.analyses.privacy_loss.AUDIT_CANDIDATE_LIMITS["report_noisy_max"]
    with pytest.raises(InvalidInputError, match=f"up to {limit:,} candidates"):
        audit_corners(
            np.arange(limit + 1.0), epsilon=1.0, sensitivity=1.0, mechanisms=["report_noisy_max"], monotonic=True
        )


def test_outcomes_to_show_keeps_the_largest_losses_in_order():
    a = MechanismAudit("exponential", np.array([0.1, -0.9, 0.3, 0.5, 0.0]))
    b = MechanismAudit("permute_and_flip", np.array([0.8, 0.0, 0.0, 0.2, 0.0]))
    assert outcomes_to_show([a, b], limit=5).tolist() == [0, 1, 2, 3, 4]
    assert outcomes_to_show([a, b], limit=2).tolist() == [0, 1]
    assert outcomes_to_show([a, b], limit=3).tolist() == [0, 1, 3]


def test_docstring_examples_run():
    result = doctest.testmod(dpcore.analyses.audit)
    assert result.attempted > 0 and result.failed == 0
