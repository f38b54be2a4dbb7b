"""The one upload path: the uploader, the file as a typed handle, its table read once into this session's memo,
and the scored file handed from the Your-data page to the pages that reuse it.

Privacy rule, written here once: an upload's bytes, its table and everything derived from it live only in this
browser session, in :func:`ui.shell.memo.session_memo` (results) or ``st.session_state`` (the small handles) —
never in ``st.cache_data`` / ``st.cache_resource``, never in :data:`ui.shell.memo.PUBLIC_MEMO`, never on disk and
never in the link. A page holds one file per uploader: a new file drops the previous one's table first.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import TypeVar

import pandas as pd
import streamlit as st

from dpcore.data import demo_bytes
from dpcore.ingest.table import read_table
from dpcore.scoring.candidates import ScoredCandidates
from ui.shell.memo import remember, session_memo
from ui.shell.state import changed

__all__ = [
    "FILE_TYPES",
    "DataFile",
    "ScoredFile",
    "example_file",
    "file_uploader",
    "from_file",
    "read_file",
    "scored_file",
    "set_scored_file",
]

T = TypeVar("T")

FILE_TYPES = ["csv", "tsv", "txt", "xlsx"]
UPLOAD_HELP = "The file stays in this browser session's memory: it is not saved and never goes into the link."
_SCORED = "_pc_scored_file"  # the ScoredFile the Your-data page last scored (this session only)


@dataclass(frozen=True)
class DataFile:
    """A file to read: an upload or a shipped example, with an id that changes whenever the file does."""

    data_id: str  # "upload:<Streamlit's file id>" or "example:<file name>"
    name: str
    content: bytes = field(repr=False, compare=False)

    @property
    def example(self) -> bool:
        """A shipped example file (public data), not an upload."""
        return self.data_id.startswith("example:")

    @property
    def described(self) -> str:
        """How other pages name it: "example file book_poll.csv" or "your uploaded file"."""
        return f"example file {self.name}" if self.example else "your uploaded file"


@dataclass(frozen=True)
class ScoredFile:
    """The handle other pages get of the Your-data page's file: which file, read how, and its scores."""

    data_id: str
    name: str
    described: str
    reading: Hashable  # the sheet and layout it was scored with
    scored: ScoredCandidates = field(compare=False)

    @property
    def upload_id(self) -> str:
        """An id that changes whenever the file or the way it is read does (for comparing and widget keys only:
        never parsed; :attr:`name` and :attr:`described` say what the file is)."""
        return repr((self.data_id, self.reading))


def file_uploader(label: str, *, key: str) -> DataFile | None:
    """The app's one uploader (CSV, TSV or Excel); ``None`` until there is a file."""
    uploaded = st.file_uploader(label, type=FILE_TYPES, key=key, help=UPLOAD_HELP)
    if uploaded is None:
        return None
    return DataFile(data_id=f"upload:{uploaded.file_id}", name=uploaded.name, content=uploaded.getvalue())


def example_file(name: str) -> DataFile:
    """A shipped demo file, as a :class:`DataFile`."""
    return DataFile(data_id=f"example:{name}", name=name, content=demo_bytes(name))


def from_file(slot: str, file: DataFile, what: Hashable, compute: Callable[[], T]) -> T:
    """``compute()`` for ``file`` (``what`` names the computation and its other inputs), kept in this session's
    memo; the first call with a new file in ``slot`` (one uploader) drops everything kept for the previous one."""
    if changed(f"upload:{slot}", file.data_id):
        session_memo().forget(lambda key: isinstance(key, tuple) and key[:2] == ("upload", slot))
    return remember(("upload", slot, file.data_id, what), compute, public=False)


def read_file(slot: str, file: DataFile, *, sheet: str | None = None) -> pd.DataFrame:
    """The file's table (:func:`dpcore.ingest.table.read_table`: a CSV or one sheet of a workbook), read once."""

    def read() -> pd.DataFrame:
        with st.spinner(f"Reading {file.name} ({len(file.content) / 1e6:.1f} MB)…"):
            return read_table(file.content, sheet=sheet)

    return from_file(slot, file, ("table", sheet), read)


def set_scored_file(handle: ScoredFile | None) -> None:
    """Hand this session's scored file to the other pages (None: there is none, e.g. its scoring failed)."""
    if handle is None:
        st.session_state.pop(_SCORED, None)
    else:
        st.session_state[_SCORED] = handle


def scored_file() -> ScoredFile | None:
    """The file the Your-data page last scored in this session, if any."""
    return st.session_state.get(_SCORED)
