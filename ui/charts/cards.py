"""Metric cards as one block of HTML, for ``st.markdown(..., unsafe_allow_html=True)``.

One element for all mechanisms instead of a heading, a metric and a text per column: the explorer redraws on every
ε change, and the browser re-renders the page once per element it receives. Callers pass trusted text (our labels
and formatted numbers); anything that came from a file must go through :func:`inline_text` first.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

#: The gap between cards; the same as ``st.container(horizontal=True, gap="medium")`` so cards line up with charts.
GAP = "1rem"


@dataclass(frozen=True)
class Card:
    """One mechanism's headline: a big value with its label, then a few lines of detail."""

    title: str
    colour: str
    value: str
    value_label: str
    lines: tuple[str, ...] = ()


def inline_text(value: object) -> str:
    """Text from a file for inside the cards: one line (a blank line would end the HTML block and let Markdown,
    say an image fetched from an outside host, through), with HTML's special characters escaped."""
    return html.escape(" ".join(str(value).split()))


def cards(items: Sequence[Card], *, compact: bool = False) -> str:
    """The cards side by side in equal columns (``data-testid="pcCard"`` each, for tests and styling). Card ``i`` has
    CSS ``order`` 2i + 1 and chart ``i`` 2i + 2: on a phone each card is followed by its chart
    (``ui.charts.selection_svg.HOVER_CSS``).

    ``compact`` (projector mode) shows only the title on one line, the value and its label (always three lines, so
    that the charts under the cards start at the same height at any width); the caller shows the detail lines
    elsewhere.
    """
    if compact:
        body = "".join(
            f'<div data-testid="pcCard" style="border-top:0.3rem solid {card.colour};padding:0.3rem 0 0;min-width:0;'
            f'order:{2 * number + 1}">'
            f'<div style="font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">{card.title}</div>'
            f'<div data-testid="pcCardValue" style="font-size:2rem;line-height:1.15;font-weight:600">{card.value}</div>'
            f'<div style="font-size:0.8em;line-height:1.2">{card.value_label}</div></div>'
            for number, card in enumerate(items)
        )
    else:
        body = "".join(
            f'<div data-testid="pcCard" style="border-top:0.3rem solid {card.colour};padding:0.4rem 0 0.2rem;'
            f'order:{2 * number + 1}">'
            f'<div style="font-weight:600">{card.title}</div>'
            f'<div style="font-size:0.85em">{card.value_label}</div>'
            f'<div data-testid="pcCardValue" style="font-size:2.1rem;line-height:1.2">{card.value}</div>'
            + "".join(f'<div style="font-size:0.9em">{line}</div>' for line in card.lines)
            + "</div>"
            for number, card in enumerate(items)
        )
    return (
        f'<div class="pc-grid pc-cards" style="display:grid;grid-template-columns:repeat({len(items)},minmax(0,1fr));'
        f'gap:{GAP}">{body}</div>'
    )


def caption(text: str) -> str:
    """A small grey note, like ``st.caption``, inside the same block."""
    return f'<p data-testid="pcCaption" style="font-size:0.875rem;color:#555555;margin:0.6rem 0 0">{text}</p>'
