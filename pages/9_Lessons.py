"""Lessons: guided steps through the classic arguments, one projector screen each, with Next and Back.

Four lessons: the textbook's exponential mechanism on Adult marital status, the book poll's 1/2ᵏ argument, setting
a price from the bids $1, $1 and $3, and SmallDB. Each step is one idea: a sentence or two, one control and the
chart that shows it; every number is computed by lessons, and each step has its own link
(``?lesson=book_poll&step=3``) that shows exactly the same numbers on any server.
"""

from __future__ import annotations

from ui.lessons import view
from ui.shell.guard import page_guard
from ui.shell.state import setup_page

ctx = setup_page("Lessons", "🎓")
lesson, step = view.choose(ctx)
with page_guard("lesson step", failed="This lesson step could not be computed. Try Back, or reload the page."):
    view.draw(lesson, step, present=ctx.params.present)
