"""The one page guard: dpcore's input errors become a message saying what to fix, anything else a plain apology.

Every page wraps the steps that read data or call dpcore in it::

    with page_guard("privacy audit", failed="The audit could not be computed. Try another setting."):
        results = audit_view.compute(...)

A :class:`dpcore.InvalidInputError` is shown with ``st.error`` (its text escaped, never read as Markdown); any other
exception is logged with its traceback in the server log and the page shows ``failed`` instead, so no traceback
ever reaches the browser. Either way ``on_error`` runs first (show notes, publish the link) and the script stops.
With ``reference`` the message and the log line share a short reference (8 hex digits), so that a visitor's report
finds its traceback: :func:`upload_guard` uses it for reading an upload, where an unexpected exception is ours,
never the file's.
``st.stop()`` and ``st.rerun()`` inside the block pass through untouched (they are not ``Exception``s).
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager

import streamlit as st

import dpcore
from ui.shell.text import escape_markdown

_LOG = logging.getLogger(__name__)

#: What a page says when reading or understanding a file fails for a reason other than its content (dpcore's
#: InvalidInputError names what is wrong with the file; anything else is a fault of ours).
OUR_FAULT_READING = (
    "Something went wrong on our side while reading this file — it is not a problem with your file. Please try again "
    "or report it with the reference below."
)


@contextmanager
def page_guard(
    what: str, *, failed: str, on_error: Callable[[], None] | None = None, reference: bool = False
) -> Iterator[None]:
    """Run the block; on an error show it (input errors as they are, others as ``failed``) and stop the page.

    Parameters
    ----------
    what : str
        What the block does, for the server log ("reading the median data").
    failed : str
        The message shown when something other than an input error goes wrong: what to try next.
    on_error : callable, optional
        Runs before the message on either kind of error (e.g. show the link's notes, publish the link).
    reference : bool
        Add a short reference to ``failed`` and to the server log's line (with the traceback).
    """
    try:
        yield
    except dpcore.InvalidInputError as error:
        if on_error is not None:
            on_error()
        st.error(escape_markdown(error))
        st.stop()
    except Exception:  # never show a traceback; the server log keeps the details
        code = secrets.token_hex(4) if reference else ""
        _LOG.exception("%s failed%s", what, f" (reference {code})" if code else "")
        if on_error is not None:
            on_error()
        st.error(f"{failed} Reference: {code}." if code else failed)
        st.stop()


def upload_guard(what: str, *, on_error: Callable[[], None] | None = None) -> AbstractContextManager[None]:
    """:func:`page_guard` for reading and understanding a file: dpcore's input errors as they are, anything else
    :data:`OUR_FAULT_READING` with a reference that the server log's line repeats."""
    return page_guard(what, failed=OUR_FAULT_READING, on_error=on_error, reference=True)
