"""Candidates with their scores and the privacy facts a mechanism needs: :class:`ScoredCandidates`, the one
object every scoring rule returns, and the bounded labels shown in charts and sentences.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from dpcore.validation import InvalidInputError, check_positive_finite, check_scores, show

#: Most characters of a label in a chart, hover box or sentence (the CSV and tables have the full text).
DISPLAY_LABEL_CHARACTERS = 48
_SUPERSCRIPTS = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


def display_labels(labels: Sequence[str], *, limit: int | None = None) -> tuple[str, ...]:
    """Labels cut to at most ``limit`` characters (default ``DISPLAY_LABEL_CHARACTERS``) on one line, kept distinct.

    A long label is cut in the middle, keeping its start and, at twice the length, its end: columns that share a
    long question differ at the end ("… (choice=Thu 16 Oct)"). Labels that still collide get a superscript number,
    within the limit.

    >>> question = "Which dates suit you? (choice="
    >>> display_labels(["Dune", question + "Thu 16 Oct)", question + "Fri 17 Oct)"], limit=24)
    ('Dune', 'Which d…oice=Thu 16 Oct)', 'Which d…oice=Fri 17 Oct)')
    >>> display_labels(["A" * 30, "A" * 30 + "B", "A" * 30 + "B"], limit=10)
    ('AAA…AAAAAA', 'AAA…AAAAAB', 'AAA…AAAAA²')
    """
    limit = max(limit or DISPLAY_LABEL_CHARACTERS, 4)
    head = (limit - 1) // 3
    shown: list[str] = []
    seen: set[str] = set()
    for label in labels:
        # (split() on a bounded start and end: a 2 MB cell stays cheap)
        bounded = label if len(label) <= 4 * limit else label[: 2 * limit] + " " + label[-2 * limit :]
        text = " ".join(bounded.split())
        if len(text) > limit:
            text = text[:head] + "…" + text[len(text) - (limit - 1 - head) :]
        candidate, copy = text, 1
        while candidate in seen:
            copy += 1
            mark = str(copy).translate(_SUPERSCRIPTS)
            candidate = text[: limit - len(mark)] + mark if len(text) + len(mark) > limit else text + mark
        seen.add(candidate)
        shown.append(candidate)
    return tuple(shown)


@dataclass(frozen=True, eq=False)
class ScoredCandidates:
    """Candidates with their scores and the privacy facts a mechanism needs.

    Parameters
    ----------
    labels : tuple of str
        One distinct, human-readable name per candidate.
    scores : numpy.ndarray
        float64 quality scores, one per label (higher is better). Stored read-only.
    sensitivity : float
        Δ, the most one person's data can change any single score.
    monotonic : bool
        True when adding a person moves all scores in the same direction (counts under add/remove), which lets
        the mechanisms use the range Δ instead of 2Δ (theory.md §0).
    score_name : str
        What a score measures, for axis titles ("people available").
    sensitivity_reason, monotone_reason : str
        One plain-language sentence each: why Δ has this value, why the scores are (not) monotone.
    notes : tuple of str
        Remarks about the input worth showing next to the result (ignored blank cells, an all-zero score...).
    """

    labels: tuple[str, ...]
    scores: np.ndarray
    sensitivity: float
    monotonic: bool
    score_name: str
    sensitivity_reason: str
    monotone_reason: str
    notes: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if isinstance(self.labels, str) or not isinstance(self.labels, Iterable):
            raise InvalidInputError(f"labels must be a list of names, got {show(self.labels)}.")
        labels = tuple(str(label) for label in self.labels)
        # Copy so that the caller's array cannot change a frozen object behind its back.
        scores = np.array(check_scores(self.scores), dtype=np.float64, copy=True)
        if len(labels) != scores.size:
            raise InvalidInputError(f"got {len(labels)} labels for {scores.size} scores; give one label per score.")
        _raise_on_duplicate_labels(labels)
        scores.setflags(write=False)
        object.__setattr__(self, "labels", labels)
        object.__setattr__(self, "scores", scores)
        object.__setattr__(self, "sensitivity", check_positive_finite(self.sensitivity, "sensitivity"))
        object.__setattr__(self, "monotonic", bool(self.monotonic))
        object.__setattr__(self, "notes", tuple(str(note) for note in self.notes))

    def __len__(self) -> int:
        return len(self.labels)

    @functools.cached_property
    def display_labels(self) -> tuple[str, ...]:
        """The labels for charts, hover boxes and sentences: at most ``DISPLAY_LABEL_CHARACTERS`` characters
        each ("…" marks a cut), one line, still distinct. The full labels stay in :attr:`labels` (and the CSV)."""
        return display_labels(self.labels)

    @property
    def best_labels(self) -> tuple[str, ...]:
        """Labels of every candidate with the top score (more than one on a tie)."""
        top = self.scores.max()
        return tuple(label for label, score in zip(self.labels, self.scores, strict=True) if score == top)

    def to_frame(self) -> pd.DataFrame:
        """The candidates as a two-column table: ``label`` and ``score``."""
        return pd.DataFrame({"label": list(self.labels), "score": self.scores.copy()})


def _raise_on_duplicate_labels(labels: tuple[str, ...]) -> None:
    if len(set(labels)) == len(labels):
        return
    seen: set[str] = set()
    for duplicate in labels:
        if duplicate in seen:
            break
        seen.add(duplicate)
    raise InvalidInputError(
        f"Candidate labels must be distinct, but {show(duplicate)} appears more than once; merge or rename them."
    )
