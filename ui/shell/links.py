"""The one reader and writer of the page's link (the URL's query parameters).

Every page reads its link here and writes it back here; nothing else touches ``st.query_params``. Values are
strings, as in a real link; parameters only, never data. Three things a page does with its link:

- :func:`read` the values of some keys (``{"epsilon": "0.5"}``), e.g. the shared ones of :mod:`ui.shell.params`;
- :func:`write` a whole new link (keys not given are dropped), or :func:`update` some keys of it; both touch the
  browser's address bar only when something changes, so a rerun that changes nothing sends nothing;
- :class:`LinkReader`: a page's own extra parameters (``delta``, ``lower``, ``data``…) as validated values, each odd
  value clamped or replaced with a plain-language note. It never raises: links are typed, pasted and mangled by
  hand.

The shared parameters (scenario, ε, Δ, …) are parsed by :func:`ui.shell.params.parse_query` and kept in step with the
session by :mod:`ui.shell.state`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

import streamlit as st

from ui.shell.text import escape_markdown


def read(keys: Iterable[str]) -> dict[str, str]:
    """The link's values of ``keys`` (those present), as strings."""
    return {key: st.query_params[key] for key in keys if key in st.query_params}


def get(key: str) -> str | None:
    """The link's value of ``key``, or ``None`` when the link has none."""
    return st.query_params.get(key)


def write(query: Mapping[str, str]) -> None:
    """Make the link exactly ``query`` (every other parameter dropped), if it is not that already."""
    if dict(st.query_params) != dict(query):
        st.query_params.from_dict(query)


def update(values: Mapping[str, str]) -> None:
    """Set ``values`` in the link, keeping its other parameters (only the ones that change are sent)."""
    changed = {key: value for key, value in values.items() if st.query_params.get(key) != value}
    if changed:
        st.query_params.update(changed)


def _number(text: str) -> float:
    """The number written in ``text`` (NaN when there is none)."""
    try:
        return float(text.strip())
    except ValueError:
        return math.nan


@dataclass
class LinkReader:
    """Reads a page's own parameters from the link when ``fresh``; collects a note for every odd value.

    When not ``fresh`` (the page's widgets already hold their values) every read returns its default.

    >>> reader = LinkReader(fresh=False)
    >>> reader.number("delta", label="δ", low=0.0, high=1.0, default=0.5), reader.notes
    (0.5, [])
    """

    fresh: bool
    notes: list[str] = field(default_factory=list)

    def _raw(self, key: str) -> str | None:
        return get(key) if self.fresh else None

    def number(self, key: str, *, label: str, low: float, high: float, default: float, whole: bool = False) -> float:
        """A finite number clamped to [low, high] (rounded down to a whole number when ``whole``)."""
        text = self._raw(key)
        if text is None:
            return default
        value = _number(text)
        if math.isnan(value):
            self.notes.append(f"The link's {label} “{text[:40]}” is not a number, so {default:g} is used.")
            return default
        if value < low or value > high:
            clamped = low if value < low else high
            self.notes.append(
                f"The link's {label} = {value:g} is outside {low:g} to {high:g}, so {clamped:g} is used instead."
            )
            return clamped
        if whole and value != math.floor(value):
            self.notes.append(f"The link's {label} = {value:g} is not a whole number, so {math.floor(value)} is used.")
        return float(math.floor(value)) if whole else float(f"{value:.6g}")

    def nearest(self, key: str, *, label: str, options: Sequence[float], default: float, log: bool = True) -> float:
        """The option closest to the link's number (on a log scale when ``log``)."""
        text = self._raw(key)
        if text is None:
            return default
        value = _number(text)
        if not value > 0 or math.isinf(value):
            self.notes.append(f"The link's {label} “{text[:40]}” is not a positive number, so {default:g} is used.")
            return default

        def distance(option: float) -> float:
            return abs(math.log(option / value)) if log else abs(option - value)

        choice = min(options, key=distance)
        if not min(options) <= value <= max(options):
            self.notes.append(
                f"The link's {label} = {value:g} is outside {min(options):g} to {max(options):g}, so {choice:g} "
                "is used instead."
            )
        elif not math.isclose(choice, value, rel_tol=1e-9):
            shown = ", ".join(f"{option:g}" for option in options)
            self.notes.append(
                f"The link's {label} = {value:g} is not one of {shown}; the nearest, {choice:g}, is used."
            )
        return choice

    def choice(self, key: str, *, label: str, options: Sequence[str], default: str) -> str:
        """One of ``options`` (by name)."""
        text = self._raw(key)
        if text is None:
            return default
        if text in options:
            return text
        self.notes.append(
            f"The link's {label} “{text[:40]}” is unknown (known: {', '.join(options)}), so “{default}” is used."
        )
        return default

    def show_notes(self) -> None:
        """Show every note collected so far as a warning (quoted link text literally, never as Markdown)."""
        for note in self.notes:
            st.warning(escape_markdown(note))
