"""This session's privacy ledgers: what every release from a file spent, one ledger per file (issue 21).

A release spends privacy on the people in a file, whichever way the file was read, so a ledger belongs to the file's
content, not to one upload of it: the same bytes uploaded again (or the same example picked again) find the same
ledger, and another file starts an empty one. The key is a SHA-256 digest of the bytes, worked out once per upload.

Privacy rule, as for uploads (:mod:`ui.shell.uploads`): ledgers live in ``st.session_state`` only — never in
``st.cache_data`` / ``st.cache_resource``, never in :data:`ui.shell.memo.PUBLIC_MEMO`, never on disk or in the link.
They end with the browser session: reloading the page starts a new session with empty ledgers, which the pages say.

The totals are dpcore's (:class:`dpcore.release.Ledger`); this module only keeps them, with the person's budget and,
per release, where its candidate list came from.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace

import streamlit as st

from dpcore.release import Ledger, Release
from dpcore.validation import check_positive_finite

__all__ = ["FileLedger", "current", "file_key", "get", "record", "set_budget", "set_current"]

_LEDGERS = "_pc_ledgers"  # {file key: FileLedger}
_KEYS = "_pc_ledger_keys"  # {DataFile.data_id: file key}, so that a file's bytes are hashed once
_CURRENT = "_pc_ledger_current"  # the key of the file the Your-data page showed last


@dataclass(frozen=True)
class FileLedger:
    """One file's ledger in this session: its releases, the budget the person set and each release's source.

    Attributes
    ----------
    key : str
        A digest of the file's bytes (never the bytes).
    name : str
        The file's name, as uploaded.
    ledger : dpcore.release.Ledger
        The releases, oldest first, and their totals (pure ε; zCDP ρ when every release allows it).
    sources : tuple of str
        Per release, where its candidate list came from (the file and the reading), in the ledger's order.
    budget : float or None
        The total pure ε the person allows for this file, or None for no budget.
    """

    key: str
    name: str
    ledger: Ledger
    sources: tuple[str, ...] = ()
    budget: float | None = None

    @property
    def spent(self) -> float:
        """Total pure ε spent on this file (0 before any release)."""
        return self.ledger.epsilon

    def would_exceed(self, epsilon: float) -> bool:
        """Whether a release spending ``epsilon`` would take the total past the budget (never without one)."""
        return self.budget is not None and self.ledger.would_exceed(self.budget, epsilon)


def file_key(data_id: str, content: bytes) -> str:
    """The ledger key of a file: the SHA-256 of its bytes, hashed once per upload (``data_id``) in this session."""
    keys: dict[str, str] = st.session_state.setdefault(_KEYS, {})
    key = keys.get(data_id)
    if key is None:
        key = keys[data_id] = "sha256:" + hashlib.sha256(content).hexdigest()
    return key


def get(key: str, name: str) -> FileLedger:
    """The ledger of the file ``key`` (an empty one, named ``name``, the first time)."""
    ledgers: dict[str, FileLedger] = st.session_state.setdefault(_LEDGERS, {})
    found = ledgers.get(key)
    if found is None:
        found = ledgers[key] = FileLedger(key=key, name=name, ledger=Ledger(source=name))
    return found


def record(key: str, release: Release, *, source: str) -> FileLedger:
    """Add ``release`` (its candidate list read from ``source``) to the ledger of file ``key``; the new ledger."""
    before = _existing(key)
    after = replace(before, ledger=before.ledger.add(release), sources=(*before.sources, source))
    st.session_state[_LEDGERS][key] = after
    return after


def set_budget(key: str, budget: float | None) -> FileLedger:
    """Set (a positive, finite ε) or clear (None) the budget of file ``key``."""
    budget = None if budget is None else check_positive_finite(budget, "budget")
    after = replace(_existing(key), budget=budget)
    st.session_state[_LEDGERS][key] = after
    return after


def set_current(key: str) -> None:
    """Mark file ``key`` as the one the Your-data page shows (the Composition page reads its ledger)."""
    st.session_state[_CURRENT] = key


def current() -> FileLedger | None:
    """The ledger of the file the Your-data page showed last in this session, if any."""
    key = st.session_state.get(_CURRENT)
    return None if key is None else st.session_state.get(_LEDGERS, {}).get(key)


def _existing(key: str) -> FileLedger:
    found = st.session_state.get(_LEDGERS, {}).get(key)
    if found is None:
        raise KeyError(f"no ledger for {key!r}: call get() first")
    return found
