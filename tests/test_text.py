"""dpcore.text: the one plural helper (the readers' descriptions, scoring notes, lessons and pages all use it)."""

from __future__ import annotations

import doctest

import pytest

import dpcore.text
from dpcore.text import count
from ui.shell import text


def test_the_docstring_examples_hold() -> None:
    result = doctest.testmod(dpcore.text)
    assert result.attempted >= 1 and result.failed == 0


@pytest.mark.parametrize(
    ("number", "noun", "expected"),
    [
        (0, "column", "0 columns"),
        (1, "column", "1 column"),
        (2, "blank cell", "2 blank cells"),
        (1_000_000, "row", "1,000,000 rows"),
        (1, "person", "1 person"),
        (3, "person", "3 people"),
    ],
)
def test_count_says_the_number_and_the_right_form_of_the_noun(number: int, noun: str, expected: str) -> None:
    assert count(number, noun) == expected


def test_the_pages_use_the_same_function() -> None:
    assert text.count is count
