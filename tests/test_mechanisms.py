"""Tests of dpcore.selection.mechanisms: the mechanism names and their tables, and the one scaling rule R/ε they
share."""

from __future__ import annotations

import doctest

import numpy as np
import pytest

import dpcore
import dpcore.selection.mechanisms
from dpcore.selection.exact import selection_probabilities
from dpcore.selection.mechanisms import (
    MAIN_MECHANISMS,
    MECHANISM_LABELS,
    MECHANISMS,
    SAME_LAW_AS,
    check_mechanism,
    noise_scale,
    score_range,
)
from dpcore.validation import InvalidInputError


def test_the_docstring_examples_hold() -> None:
    result = doctest.testmod(dpcore.selection.mechanisms, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 4 and result.failed == 0


def test_the_tables_cover_every_mechanism_once() -> None:
    assert len(set(MECHANISMS)) == len(MECHANISMS) == 5
    assert set(MAIN_MECHANISMS) <= set(MECHANISMS) and len(MAIN_MECHANISMS) == 3
    assert list(MECHANISM_LABELS) == list(MECHANISMS)
    assert len(set(MECHANISM_LABELS.values())) == len(MECHANISMS), "two mechanisms would share a chart label"
    assert list(SAME_LAW_AS) == list(MECHANISMS)
    assert dpcore.MECHANISMS == MECHANISMS and dpcore.MAIN_MECHANISMS == MAIN_MECHANISMS  # the package's names


def test_same_law_points_at_a_main_mechanism_that_is_its_own_law() -> None:
    for mechanism, law in SAME_LAW_AS.items():
        assert law in MAIN_MECHANISMS
        assert SAME_LAW_AS[law] == law, mechanism
    assert SAME_LAW_AS["report_noisy_max_gumbel"] == "exponential"
    assert SAME_LAW_AS["report_noisy_max_exponential"] == "permute_and_flip"


@pytest.mark.parametrize("mechanism", MECHANISMS)
@pytest.mark.parametrize("monotonic", [False, True])
def test_same_law_as_is_what_the_exact_probabilities_say(mechanism: str, monotonic: bool) -> None:
    """The table's claim (Gumbel-max trick; Ding et al. 2021), checked against dpcore.selection.exact on uneven
    scores."""
    scores = np.array([0.0, 3.0, 1.0, 2.5, -4.0])
    own = selection_probabilities(scores, epsilon=0.8, sensitivity=1.0, mechanism=mechanism, monotonic=monotonic)
    law = selection_probabilities(
        scores, epsilon=0.8, sensitivity=1.0, mechanism=SAME_LAW_AS[mechanism], monotonic=monotonic
    )
    np.testing.assert_allclose(own, law, rtol=1e-9, atol=0)


def test_report_noisy_max_with_laplace_noise_has_a_law_of_its_own() -> None:
    scores = np.array([0.0, 1.0, 2.0])
    laplace = selection_probabilities(scores, epsilon=1.0, mechanism="report_noisy_max")
    for other in ("exponential", "permute_and_flip"):
        assert np.abs(laplace - selection_probabilities(scores, epsilon=1.0, mechanism=other)).max() > 1e-3


@pytest.mark.parametrize("mechanism", MECHANISMS)
def test_check_mechanism_accepts_every_known_name(mechanism: str) -> None:
    assert check_mechanism(mechanism) == mechanism


@pytest.mark.parametrize("bad", ["laplace", "Exponential", "", " exponential", None, 1, ("exponential",)])
def test_check_mechanism_names_the_bad_value_and_every_allowed_one(bad: object) -> None:
    with pytest.raises(InvalidInputError) as raised:
        check_mechanism(bad)
    message = str(raised.value)
    assert repr(bad) in message
    assert all(name in message for name in MECHANISMS)
    assert isinstance(raised.value, ValueError)


@pytest.mark.parametrize(("sensitivity", "expected_general", "expected_monotone"), [(1, 2.0, 1.0), (0.25, 0.5, 0.25)])
def test_score_range_is_twice_delta_unless_monotone(
    sensitivity: float, expected_general: float, expected_monotone: float
) -> None:
    assert score_range(sensitivity, False) == expected_general
    assert score_range(sensitivity, True) == expected_monotone
    assert type(score_range(sensitivity, True)) is float  # an int Δ comes back as a float


def test_noise_scale_is_the_range_over_epsilon() -> None:
    assert noise_scale(epsilon=0.5, sensitivity=3.0, monotonic=False) == 12.0
    assert noise_scale(epsilon=0.5, sensitivity=3.0, monotonic=True) == 6.0
    assert noise_scale(epsilon=np.float32(2.0), sensitivity=np.int64(1), monotonic=True) == 0.5
    # Extremes stay finite: the pages allow ε from 0.01 to 10 and Δ from 1e-9 to 1e12.
    assert noise_scale(epsilon=0.01, sensitivity=1e12, monotonic=False) == pytest.approx(2e14)
    assert noise_scale(epsilon=10.0, sensitivity=1e-9, monotonic=True) == pytest.approx(1e-10)


def test_the_exponential_mechanism_at_this_scale_is_epsilon_dp_on_worst_case_neighbours() -> None:
    """With b = R/ε the log-ratio of any outcome's probability between neighbours stays within ±ε: scores moved by
    up to Δ each, both ways (R = 2Δ), and all one way (R = Δ, monotone)."""
    rng = np.random.default_rng(12)
    epsilon, sensitivity = 0.7, 2.0
    for _ in range(50):
        scores = rng.normal(0, 5, size=6)
        for monotonic in (False, True):
            moves = rng.uniform(0, sensitivity, size=6) if monotonic else rng.uniform(-1, 1, size=6) * sensitivity
            neighbour = scores + moves
            b = noise_scale(epsilon=epsilon, sensitivity=sensitivity, monotonic=monotonic)
            log_p = scores / b - np.logaddexp.reduce(scores / b)
            log_q = neighbour / b - np.logaddexp.reduce(neighbour / b)
            assert np.abs(log_p - log_q).max() <= epsilon + 1e-12


def test_half_the_scale_breaks_the_bound() -> None:
    """R = 2Δ is needed: calibrated for monotone scores (R = Δ) while one score rises by Δ and the others fall by Δ,
    the first candidate's log-ratio approaches 2ε as the number of candidates grows."""
    epsilon, sensitivity = 1.0, 1.0
    scores = np.zeros(1000)
    neighbour = scores - sensitivity
    neighbour[0] = sensitivity
    b = noise_scale(epsilon=epsilon, sensitivity=sensitivity, monotonic=True)  # wrong for this neighbour
    log_p = scores / b - np.logaddexp.reduce(scores / b)
    log_q = neighbour / b - np.logaddexp.reduce(neighbour / b)
    assert np.abs(log_p - log_q).max() > 1.9 * epsilon


@pytest.mark.parametrize(
    ("kwargs", "named", "shown"),
    [
        ({"epsilon": 0.0}, "epsilon", "0.0"),
        ({"epsilon": -1}, "epsilon", "-1.0"),
        ({"epsilon": float("nan")}, "epsilon", "nan"),
        ({"epsilon": float("inf")}, "epsilon", "inf"),
        ({"epsilon": "1"}, "epsilon", "'1'"),
        ({"epsilon": True}, "epsilon", "True"),
        ({"sensitivity": 0}, "sensitivity", "0.0"),
        ({"sensitivity": -2.5}, "sensitivity", "-2.5"),
        ({"sensitivity": None}, "sensitivity", "None"),
        ({"sensitivity": 1 + 0j}, "sensitivity", "(1+0j)"),
    ],
)
def test_noise_scale_names_the_bad_value(kwargs: dict, named: str, shown: str) -> None:
    arguments = {"epsilon": 1.0, "sensitivity": 1.0, "monotonic": False} | kwargs
    with pytest.raises(InvalidInputError) as raised:
        noise_scale(**arguments)
    assert str(raised.value).startswith(f"{named} must be a positive finite number")
    assert str(raised.value).endswith(f"got {shown}.")
