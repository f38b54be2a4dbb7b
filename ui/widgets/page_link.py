"""A page's whole link (:class:`PageLink`) with its seed control, shared by the composition, private-median and
synthetic-data pages.

A page's own link parameters (``delta``, ``lower``, …) are read with :class:`ui.shell.links.LinkReader` and written with
:func:`ui.shell.state.publish`'s ``extra``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from ui.shell.links import LinkReader
from ui.shell.state import PageContext, publish, seed_widget, widgets_fresh
from ui.widgets import controls

__all__ = ["PageLink", "seed_control"]


def seed_control(ctx: PageContext, *, help_text: str | None = None) -> int:
    """The random seed (from the link) with a re-roll button, in the sidebar
    (:func:`ui.widgets.controls.seed_input`)."""
    seed_widget(controls.K_SEED, ctx.params.seed, widgets_fresh(ctx, "seed"))
    return controls.seed_input(help_text=help_text)


class PageLink(LinkReader):
    """A page's link: its own parameters (a :class:`~ui.shell.links.LinkReader`, read when its widgets are seeded), the
    seed control, and :meth:`publish` of the whole link (the shared parameters with this ε and seed, plus the
    page's own)."""

    def __init__(self, ctx: PageContext, group: str, *, seed_help: str) -> None:
        super().__init__(widgets_fresh(ctx, group))
        self.ctx = ctx
        self.seed = seed_control(ctx, help_text=seed_help)

    def publish(self, epsilon: float, extra: Mapping[str, str]) -> None:
        """The link of this page at ``epsilon``: shared parameters, this seed, and ``extra``."""
        publish(replace(self.ctx.params, epsilon=epsilon, seed=self.seed), extra)

    def notes_and_publish(self, extra: Mapping[str, str]) -> None:
        """Show the notes on the link's odd values and publish it at the link's ε (before the ε control is drawn,
        e.g. when the page stops early)."""
        self.show_notes()
        self.publish(self.ctx.params.epsilon, extra)
