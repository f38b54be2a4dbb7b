"""Guided lessons: the classic arguments about private selection, one idea per step, every number computed.

A :class:`Lesson` is a short sequence of :class:`Step` s. Each step has one control (its options, its default) and
a function that, for the control's value, computes what the step shows (:class:`Shown`): a sentence or two of
narrative, the named numbers it states (``facts``, so that tests can check every one against its source) and the
data of one chart. No number is typed into a narrative: each is formatted from ``facts``, computed from the shipped
data by dpcore. Numbers *quoted* from a source (the textbook's 179 of 200) are named constants, and the tests check
that they agree with what dpcore computes.

The package, one module per thing:

* :mod:`lessons.model`: what a step shows, its control and how a link names the control's value;
* :mod:`lessons.runs`: the seeded runs drawn next to each exact law; :mod:`lessons.controls`: the ε and runs
  controls; :mod:`lessons.formats`: how a narrative writes money, tiny numbers and ε;
* one module per lesson: :mod:`lessons.textbook` (Near & Abuah, the Adult marital statuses),
  :mod:`lessons.book_poll` (1/2ᵏ at ε = ln 2, the factor 2, Gumbel, permute-and-flip), :mod:`lessons.auction`
  (the digital-goods auction's cliffs), :mod:`lessons.smalldb` (SmallDB and its bound) and :mod:`lessons.top_k`
  (several winners: top-k).

The maths is dpcore's (revenue, noisy prices, binomial ranges included); lessons only choose, compute and word.
Every lesson is deterministic (:mod:`lessons.runs`), so a step's link reproduces it exactly on any server. Pure:
no Streamlit, no I/O beyond the shipped data read once at import.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from lessons import auction, book_poll, smalldb, textbook, top_k
from lessons.model import BarChart, Control, Lesson, LineChart, SelectionChart, SelectionSeries, Shown, Step
from lessons.textbook import BOOK_COUNTS

__all__ = [
    "BOOK_COUNTS",
    "LESSONS",
    "BarChart",
    "Control",
    "Lesson",
    "LineChart",
    "SelectionChart",
    "SelectionSeries",
    "Shown",
    "Step",
]

#: The lessons by key, in the order the page offers them.
LESSONS: Mapping[str, Lesson] = MappingProxyType(
    {lesson.key: lesson for lesson in (textbook.LESSON, book_poll.LESSON, auction.LESSON, smalldb.LESSON, top_k.LESSON)}
)
