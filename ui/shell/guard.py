"""The one page guard: dpcore's input errors become a message saying what to fix, anything else a plain apology.

Every page wraps the steps that read data or call dpcore in it::

    with page_guard("privacy audit", failed="The audit could not be computed. Try another setting."):
        results = audit_view.compute(...)

A :class:`dpcore.InvalidInputError` is shown with ``st.error`` (its text escaped, never read as Markdown); any other
exception is logged with its traceback in the server log and the page shows ``failed`` instead, so no traceback
ever reaches the browser. Either way ``on_error`` runs first (show notes, publish the link) and the script stops.
``st.stop()`` and ``st.rerun()`` inside the block pass through untouched (they are not ``Exception``s).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import streamlit as st

import dpcore
from ui.text import escape_markdown

_LOG = logging.getLogger(__name__)

#: What a page says when an uploaded file could not be read for a reason other than its content.
UNREADABLE_FILE = (
    "This file could not be read. Check that it is a CSV or Excel (.xlsx) file with a header row, then try again."
)


@contextmanager
def page_guard(what: str, *, failed: str, on_error: Callable[[], None] | None = None) -> Iterator[None]:
    """Run the block; on an error show it (input errors as they are, others as ``failed``) and stop the page.

    Parameters
    ----------
    what : str
        What the block does, for the server log ("reading the median data").
    failed : str
        The message shown when something other than an input error goes wrong: what to try next.
    on_error : callable, optional
        Runs before the message on either kind of error (e.g. show the link's notes, publish the link).
    """
    try:
        yield
    except dpcore.InvalidInputError as error:
        if on_error is not None:
            on_error()
        st.error(escape_markdown(error))
        st.stop()
    except Exception:  # never show a traceback; the server log keeps the details
        _LOG.exception("%s failed", what)
        if on_error is not None:
            on_error()
        st.error(failed)
        st.stop()
