"""Tests of dpcore.validation: every check accepts what it should, and its error names the bad value and the rule."""

from __future__ import annotations

import doctest
import fractions
import math

import numpy as np
import pytest

import dpcore.validation
from dpcore.validation import (
    MAX_CANDIDATES,
    MAX_TRIALS,
    InvalidInputError,
    check_choice,
    check_counts,
    check_fraction,
    check_positive_finite,
    check_rng,
    check_scores,
    check_trials,
    check_vector,
    check_whole,
    preview,
    show,
)


def test_the_docstring_examples_hold() -> None:
    result = doctest.testmod(dpcore.validation)
    assert result.attempted >= 8 and result.failed == 0


def test_invalid_input_is_a_value_error() -> None:
    assert issubclass(InvalidInputError, ValueError)  # callers may catch either


# ----- positive finite numbers ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "value", [1, 0.5, 5e-324, 1e308, np.float32(0.25), np.int64(3), np.uint8(7), fractions.Fraction(1, 3)]
)
def test_positive_finite_numbers_come_back_as_floats(value: object) -> None:
    result = check_positive_finite(value, "epsilon")
    assert type(result) is float and result == float(value)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (0, "0.0"),
        (-0.0, "-0.0"),
        (-1e-300, "-1e-300"),
        (math.nan, "nan"),
        (math.inf, "inf"),
        (-math.inf, "-inf"),
        (np.float64(np.nan), "nan"),
    ],
)
def test_zero_negative_and_non_finite_numbers_are_refused_by_name(value: float, shown: str) -> None:
    with pytest.raises(InvalidInputError) as raised:
        check_positive_finite(value, "sensitivity")
    assert str(raised.value) == f"sensitivity must be a positive finite number (> 0), got {shown}."


@pytest.mark.parametrize("value", [True, False, "1", None, [1.0], 1 + 0j, np.complex128(2), np.array([1.0])])
def test_what_is_not_a_real_number_is_refused_with_its_repr(value: object) -> None:
    with pytest.raises(InvalidInputError) as raised:
        check_positive_finite(value, "epsilon")
    assert str(raised.value) == f"epsilon must be a positive finite number, got {value!r}."


# ----- scores --------------------------------------------------------------------------------------------------


def test_scores_become_a_one_dimensional_float_array() -> None:
    result = check_scores([3, 1, 2])
    assert result.dtype == np.float64 and result.shape == (3,)
    np.testing.assert_array_equal(result, [3.0, 1.0, 2.0])
    np.testing.assert_array_equal(check_scores(5), [5.0])  # a single number is one candidate
    np.testing.assert_array_equal(check_scores((np.int8(-1), 2.5)), [-1.0, 2.5])


def test_scores_at_the_candidate_limit_pass_and_one_more_is_refused() -> None:
    assert check_scores(np.zeros(MAX_CANDIDATES)).size == MAX_CANDIDATES
    with pytest.raises(InvalidInputError, match=f"{MAX_CANDIDATES + 1:,} candidates is more than the"):
        check_scores(np.zeros(MAX_CANDIDATES + 1))


@pytest.mark.parametrize(
    ("scores", "message"),
    [
        ([], "scores is empty: give at least one candidate's score."),
        ([[1.0, 2.0]], "scores must be a one-dimensional list, got shape (1, 2)."),
        ([1.0, math.nan, math.inf], "scores must be finite numbers, but candidate #1 has score nan (2 non-finite"),
        ([0.0, 0.0, -math.inf], "scores must be finite numbers, but candidate #2 has score -inf (1 non-finite"),
    ],
)
def test_bad_scores_say_what_is_wrong_and_where(scores: object, message: str) -> None:
    with pytest.raises(InvalidInputError) as raised:
        check_scores(scores)  # type: ignore[arg-type]
    assert str(raised.value).startswith(message)


def test_scores_that_are_not_numbers_quote_a_short_preview() -> None:
    with pytest.raises(InvalidInputError) as raised:
        check_scores(["a" * 200, "b"])
    message = str(raised.value)
    assert message.startswith("scores must be numbers, got ['aaaa") and "..." in message
    assert len(message) < 200  # the 200-character cell is cut


# ----- trials --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("trials", [1, 1e4, np.int64(10), MAX_TRIALS, float(MAX_TRIALS)])
def test_whole_numbers_of_trials_in_range_pass(trials: object) -> None:
    result = check_trials(trials)
    assert type(result) is int and result == int(trials)  # type: ignore[call-overload]


@pytest.mark.parametrize("trials", [0, -1, MAX_TRIALS + 1, 2.5, math.nan, math.inf, True, "10", None, 1 + 0j])
def test_other_trials_are_refused_naming_the_range_and_the_value(trials: object) -> None:
    with pytest.raises(InvalidInputError) as raised:
        check_trials(trials)
    assert str(raised.value) == f"trials must be a whole number from 1 to {MAX_TRIALS:,}, got {trials!r}."


def test_trials_that_were_run_already_have_no_upper_cap() -> None:
    assert check_trials(1e4, maximum=None) == 10_000 and check_trials(10 * MAX_TRIALS, maximum=None) == 10 * MAX_TRIALS
    with pytest.raises(InvalidInputError) as raised:
        check_trials(2.5, maximum=None)
    assert str(raised.value) == "trials must be a whole number ≥ 1, got 2.5."


# ----- whole numbers, counts, fractions ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "expected"), [(24, 24), (24.0, 24), (np.int64(3), 3), (fractions.Fraction(8, 2), 4), (10**30, 10**30)]
)
def test_whole_numbers_are_read_exactly(value: object, expected: int) -> None:
    result = check_whole(value, "m", minimum=1)
    assert type(result) is int and result == expected  # 10**30 stays exact: no float on the way


@pytest.mark.parametrize("value", [0, 2.5, math.nan, math.inf, True, np.bool_(True), "3", None, 1 + 0.5j])
def test_other_whole_numbers_are_refused_naming_the_rule(value: object) -> None:
    with pytest.raises(InvalidInputError) as raised:
        check_whole(value, "m", minimum=1)
    assert str(raised.value) == f"m must be a whole number ≥ 1, got {value!r}."


def test_counts_are_whole_and_within_the_trials() -> None:
    np.testing.assert_array_equal(check_counts([[0, 2], [3.0, 1]]), [[0.0, 2.0], [3.0, 1.0]])
    assert check_counts(4).shape == ()  # a single count is an array of shape ()
    with pytest.raises(InvalidInputError, match=r"^counts must be whole numbers ≥ 0, but count #2 is -1\.$"):
        check_counts([0, 1, -1])
    with pytest.raises(InvalidInputError, match="from 0 to trials = 1,000, but count #0 is 1001"):
        check_counts([1001], trials=1000)
    with pytest.raises(InvalidInputError, match="non-empty one-dimensional"):
        check_counts([], listed=True)
    with pytest.raises(InvalidInputError, match="counts must be whole numbers ≥ 0, got 'x'"):
        check_counts("x")


@pytest.mark.parametrize("value", [0, 1, 1.0, -0.5, math.nan, True, "0.5", None])
def test_a_fraction_is_strictly_between_0_and_1(value: object) -> None:
    assert check_fraction(0.05, "beta") == 0.05
    with pytest.raises(InvalidInputError) as raised:
        check_fraction(value, "beta")
    assert str(raised.value) == f"beta must be a number strictly between 0 and 1, got {value!r}."


# ----- choices and generators ----------------------------------------------------------------------------------


def test_a_choice_outside_the_allowed_names_lists_them() -> None:
    assert check_choice("log", ("linear", "log"), "scale") == "log"
    with pytest.raises(InvalidInputError) as raised:
        check_choice("LOG", ("linear", "log"), "scale")
    assert str(raised.value) == "unknown scale 'LOG'; choose one of: linear, log."


def test_rng_seeds_are_reproducible_and_generators_are_used_as_given() -> None:
    assert check_rng(7).integers(10**9) == check_rng(np.int64(7)).integers(10**9)
    assert check_rng(0).integers(10**9) != check_rng(1).integers(10**9)
    generator = np.random.default_rng(3)
    assert check_rng(generator) is generator
    assert isinstance(check_rng(None), np.random.Generator)


@pytest.mark.parametrize("rng", [-1, 1.5, True, "7", np.random.RandomState(0)])
def test_bad_rng_values_are_refused_with_their_repr(rng: object) -> None:
    with pytest.raises(InvalidInputError) as raised:
        check_rng(rng)
    assert str(raised.value).startswith("rng must be None, a whole-number seed ≥ 0 or a numpy Generator, got ")
    assert repr(rng)[:20] in str(raised.value)


# ----- how values are quoted in messages -----------------------------------------------------------------------


def test_preview_cuts_long_reprs_to_the_limit() -> None:
    assert preview([1, 2]) == "[1, 2]"
    cut = preview("x" * 100)
    assert len(cut) == 60 and cut.endswith("...") and cut.startswith("'xxx")
    assert len(preview(list(range(1000)), limit=20)) == 20


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (np.float64(np.inf), "inf"),
        (np.int64(2), "2"),
        (10**40, "1e+40"),
        (-(10**400) - 5, "-1e+400"),
        (123456789 * 10**40, "1.23456e+48"),
        (1.5, "1.5"),
        ("Mon", "'Mon'"),
        ("x" * 100, "'" + "x" * 31 + "…'"),
        ("a\nb", "'a\\nb'"),
        (np.True_, "True"),
    ],
)
def test_show_keeps_messages_short_and_free_of_reprs(value: object, shown: str) -> None:
    assert show(value) == shown


# ---------------------------------------------------------------------------------------------------------------
# check_vector: the one reader of a list of numbers (ε grids, median values, probabilities, counts)


def test_check_vector_reads_a_list_and_a_single_number_when_asked() -> None:
    np.testing.assert_array_equal(check_vector([1, 2.5], "values"), [1.0, 2.5])
    np.testing.assert_array_equal(check_vector(0.5, "epsilons", scalar=True), [0.5])
    with pytest.raises(InvalidInputError, match=r"epsilons must be a non-empty one-dimensional list, got shape \(\)"):
        check_vector(0.5, "epsilons")


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        ([], r"values must be a non-empty one-dimensional list, got shape \(0,\)"),
        ([[1, 2], [3, 4]], r"values must be a non-empty one-dimensional list, got shape \(2, 2\)"),
        (["a", "b"], r"values must be numbers, got \['a', 'b'\]"),
        ([1 + 2j], r"values must be numbers, got \[\(1\+2j\)\]"),
    ],
)
def test_check_vector_names_what_is_wrong(bad: object, message: str) -> None:
    with pytest.raises(InvalidInputError, match=message):
        check_vector(bad, "values")


def test_every_epsilon_grid_reader_refuses_text_cleanly() -> None:
    # Before check_vector, dpcore.analyses.median's and dpcore.analyses.smalldb's ε grids let numpy's own ValueError
    # through.
    from dpcore.analyses.median import expected_error_curve
    from dpcore.analyses.utility import utility_curve

    with pytest.raises(InvalidInputError, match="epsilons must be positive numbers"):
        expected_error_curve([1.0, 2.0, 3.0], lower=0.0, upper=4.0, epsilons=["x"])
    with pytest.raises(InvalidInputError, match="epsilons must be positive numbers"):
        utility_curve([1.0, 0.0], epsilons=["x"], mechanism="exponential")
