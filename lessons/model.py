"""What a lesson is made of: a :class:`Lesson` is a sequence of :class:`Step` s; each step has one :class:`Control`
(its options, its default, and how a link names a value) and computes, for the control's value, what it shows
(:class:`Shown`): a narrative, the named numbers it states (``facts``) and the data of one chart.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

import numpy as np
import pandas as pd


@dataclass(frozen=True)
class SelectionSeries:
    """One mechanism's chart: the exact law over the candidates and seeded runs (drawn like the Explorer's).

    ``batch_runs`` and ``batch_counts`` (watching the runs): the counts of these very runs after 1, 2, 5, 10, …
    of them (:func:`dpcore.selection.batches.growing_batches`), one row per batch, the last row ``counts``.
    """

    title: str
    mechanism: str
    labels: tuple[str, ...]
    scores: np.ndarray
    log_probabilities: np.ndarray
    counts: np.ndarray
    trials: int
    batch_runs: np.ndarray | None = None
    batch_counts: np.ndarray | None = None


@dataclass(frozen=True)
class SelectionChart:
    """Exact probabilities next to simulated shares, one panel per series on one probability axis."""

    series: tuple[SelectionSeries, ...]


@dataclass(frozen=True)
class LineChart:
    """Lines: ``frame`` has columns x, y, series; ``marks`` are vertical rules (x, label)."""

    frame: pd.DataFrame
    x_title: str
    y_title: str
    marks: tuple[tuple[float, str], ...] = ()
    x_format: str = ""
    y_format: str = ""


@dataclass(frozen=True)
class BarChart:
    """Horizontal bars per label (``frame``: label, value) with vertical rules (value, label)."""

    frame: pd.DataFrame
    value_title: str
    rules: tuple[tuple[float, str], ...] = ()


Chart = SelectionChart | LineChart | BarChart


@dataclass(frozen=True)
class Shown:
    """What one step shows for one value of its control: narrative (Markdown), the numbers it states, a chart."""

    narrative: str
    facts: Mapping[str, float]
    chart: Chart


@dataclass(frozen=True)
class Control:
    """A step's one control: a choice among ``options`` (a toggle when they are False and True)."""

    label: str
    options: tuple[float, ...]
    default: float
    describe: Callable[[float], str] = str
    help: str = ""

    @property
    def is_toggle(self) -> bool:
        return self.options == (False, True)

    def nearest(self, text: str | None) -> float:
        """The option a link's ``text`` names: the closest number (a toggle reads 1/0); the default if unreadable."""
        if text is None:
            return self.default
        if self.is_toggle:
            lowered = text.strip().lower()
            return (
                True
                if lowered in {"1", "true", "on", "yes"}
                else False
                if lowered in {"0", "false", "off", "no"}
                else self.default
            )
        try:
            value = float(text)
        except ValueError:
            return self.default
        if not math.isfinite(value):
            return self.default
        return min(self.options, key=lambda option: abs(float(option) - value))

    def encode(self, value: float) -> str:
        """The link's form of ``value``."""
        if isinstance(value, bool):
            return "1" if value else "0"
        return f"{float(value):.6g}"


@dataclass(frozen=True)
class Step:
    """One projector screen: a title, one control, and what it shows for each of the control's values."""

    title: str
    control: Control
    show: Callable[[float], Shown]


@dataclass(frozen=True)
class Lesson:
    """A guided lesson: its key (the link's ``lesson=``), title, source and steps."""

    key: str
    title: str
    source: str
    steps: tuple[Step, ...] = field(default_factory=tuple)
