"""Words for dpcore's sentences: a number with its noun, singular or plural.

The one home of "1 column" / "3 columns", used by the readers' descriptions and notes, the scoring notes, the
lessons and the pages (through ``ui.shell.text``). Error messages quote values with :func:`dpcore.validation.show`.
"""

from __future__ import annotations

__all__ = ["count"]

#: Nouns whose plural is not the noun + "s".
_IRREGULAR = {"person": "people"}


def count(number: int, noun: str) -> str:
    """``number`` with thousands separators and ``noun``, plural unless the number is 1.

    >>> count(1, "column"), count(3, "column"), count(1_000_000, "row"), count(2, "person")
    ('1 column', '3 columns', '1,000,000 rows', '2 people')
    """
    return f"{number:,} {noun if number == 1 else _IRREGULAR.get(noun, noun + 's')}"
