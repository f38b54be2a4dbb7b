"""dpcore.scoring.candidates: bounded labels stay distinct and keep what tells them apart (issue 25)."""

from __future__ import annotations

import doctest

import dpcore.scoring.candidates
from dpcore.scoring.candidates import DISPLAY_LABEL_CHARACTERS, display_labels

QUESTION = "Which of the following dates would suit you for the autumn meeting of the residents' association? " * 2


def test_twenty_columns_sharing_a_200_character_question_stay_distinct_and_keep_their_option() -> None:
    options = [f"Thu {day} Oct" for day in range(1, 21)]
    names = [f"{QUESTION[:200]} (choice={option})" for option in options]
    shown = display_labels(names)
    assert len(set(shown)) == 20
    assert all(len(label) <= DISPLAY_LABEL_CHARACTERS for label in shown)
    assert all(label.endswith(f"(choice={option})") for label, option in zip(shown, options, strict=True))


def test_identical_long_labels_get_numbers_within_the_limit_even_past_nine() -> None:
    shown = display_labels(["x" * 500] * 12, limit=10)
    assert len(set(shown)) == 12 and all(len(label) <= 10 for label in shown)
    assert shown[-1].endswith("¹²")


def test_short_labels_are_kept_and_whitespace_becomes_one_line() -> None:
    assert display_labels(["Dune", "I,\n  Robot"]) == ("Dune", "I, Robot")


def test_a_two_megabyte_label_is_cut_from_a_bounded_view() -> None:
    label = "start " + "y" * 2_000_000 + " the end"
    (shown,) = display_labels([label], limit=20)
    assert shown.startswith("start") and shown.endswith("the end") and len(shown) == 20


def test_docstring_examples_run() -> None:
    result = doctest.testmod(dpcore.scoring.candidates)
    assert result.attempted > 0 and result.failed == 0
