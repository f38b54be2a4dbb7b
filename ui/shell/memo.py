"""The one memo of the app: results kept between reruns, without ever mixing one visitor's data into another's.

There are two stores of the same kind:

* :data:`PUBLIC_MEMO`, shared by every session of this server, only for results computed from public inputs (the
  shipped scenarios and demo files, and parameters alone);
* :func:`session_memo`, one per browser session (kept in its ``st.session_state``), for anything computed from
  an upload; it dies with the session and is never written to disk.

:func:`remember` picks the store from one flag, so the privacy rule is written once. ``st.cache_data`` is not used:
it cannot replay a progress bar created outside the cached function (``CacheReplayClosureError``, checked on
1.67), and it would put a second rule for what may be shared in every caller.

Values are returned as stored, not copied: numpy arrays are made read-only, and callers treat every value as
read-only.
"""

from __future__ import annotations

import sys
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, Protocol, TypeVar

import numpy as np
import pandas as pd
import streamlit as st

T = TypeVar("T")

#: The shared store's bound: results for the shipped scenarios only.
PUBLIC_BYTES = 96 * 1024 * 1024
#: Each session's own bound: an upload's results.
SESSION_BYTES = 96 * 1024 * 1024

_SESSION_KEY = "_pc_private_memo"


def size_of(value: object) -> int:
    """About how many bytes ``value`` holds (arrays and frames by their buffers, containers by their items)."""
    if isinstance(value, np.ndarray):
        return int(value.nbytes)
    if isinstance(value, pd.DataFrame | pd.Series):
        return int(np.sum(value.memory_usage(index=True, deep=True)))
    if isinstance(value, str | bytes):
        return len(value)
    if isinstance(value, tuple | list):
        return sys.getsizeof(value) + sum(size_of(item) for item in value)
    if isinstance(value, dict):
        return sys.getsizeof(value) + sum(size_of(k) + size_of(v) for k, v in value.items())
    if hasattr(value, "__dict__"):  # a dataclass or plain object: its fields
        return sys.getsizeof(value) + size_of(vars(value))
    if hasattr(value, "__slots__"):
        return sys.getsizeof(value) + sum(size_of(getattr(value, s, None)) for s in value.__slots__)
    return sys.getsizeof(value)


class Memo:
    """A thread-safe least-recently-used store of any values, bounded by their total size (:func:`size_of`)."""

    def __init__(self, max_bytes: int) -> None:
        self._max_bytes = max_bytes
        self._items: OrderedDict[Hashable, tuple[Any, int]] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> Any | None:
        """The value stored under ``key`` (now the most recently used), or None."""
        with self._lock:
            found = self._items.get(key)
            if found is None:
                return None
            self._items.move_to_end(key)
            return found[0]

    def put(self, key: Hashable, value: Any) -> None:
        """Store ``value`` under ``key``, dropping the least recently used values beyond the bound."""
        if isinstance(value, np.ndarray):
            value.setflags(write=False)  # shared between reruns: nobody may edit a remembered array in place
        size = size_of(value)
        if size > self._max_bytes:
            return
        with self._lock:
            if key in self._items:
                self._bytes -= self._items.pop(key)[1]
            self._items[key] = (value, size)
            self._bytes += size
            while self._bytes > self._max_bytes:
                _, (_, dropped) = self._items.popitem(last=False)
                self._bytes -= dropped

    def forget(self, where: Callable[[Hashable], bool]) -> None:
        """Drop every value whose key satisfies ``where`` (e.g. a previous upload's, before holding the next)."""
        with self._lock:
            for key in [key for key in self._items if where(key)]:
                self._bytes -= self._items.pop(key)[1]

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._bytes = 0

    def __len__(self) -> int:
        return len(self._items)


#: Results computed from public inputs only, shared by all sessions of this server.
PUBLIC_MEMO = Memo(max_bytes=PUBLIC_BYTES)


def session_memo() -> Memo:
    """This browser session's private store (uploaded data never leaves it)."""
    memo = st.session_state.get(_SESSION_KEY)
    if memo is None:
        memo = st.session_state[_SESSION_KEY] = Memo(max_bytes=SESSION_BYTES)
    return memo


def memo_for(*, public: bool) -> Memo:
    """The shared store for public inputs, else this session's own."""
    return PUBLIC_MEMO if public else session_memo()


def remember(key: Hashable, compute: Callable[[], T], *, public: bool) -> T:
    """``compute()``, or what it returned before for ``key`` in the store ``public`` selects.

    ``key`` must name the computation and every input it depends on, e.g. ``("utility_curve", scenario, Δ)``;
    ``public`` must be False whenever any input comes from an upload.
    """
    memo = memo_for(public=public)
    found = memo.get(key)
    if found is None:
        found = compute()
        memo.put(key, found)
    return found  # type: ignore[no-any-return]


class Remembered(Protocol):
    """A remembered result that names its inputs in the memo (``key``; empty: not remembered) and says which store
    holds what is drawn from it (``public``: the shared one)."""

    @property
    def key(self) -> tuple[Hashable, ...]: ...

    @property
    def public(self) -> bool: ...


def derived(result: Remembered, what: Hashable, compute: Callable[[], T]) -> T:
    """``compute()``, something drawn from ``result`` alone (a chart's rows, a table under it), remembered beside
    it in the same store, so a warm open of the page draws it up once."""
    if not result.key:
        return compute()
    return remember(("derived", what, *result.key), compute, public=result.public)
