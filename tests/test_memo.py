"""The app's one memo (ui/shell/memo.py): bounded by size, least recently used first out, arrays read-only."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from ui.shell.memo import Memo, remember, size_of


def test_size_of_counts_buffers_and_containers() -> None:
    array = np.zeros(1000)
    assert size_of(array) == 8000
    assert size_of((array, array)) >= 16000
    assert size_of({"a": array}) >= 8000
    assert size_of(pd.DataFrame({"x": np.zeros(1000)})) >= 8000
    assert size_of("abc") == 3


def test_least_recently_used_values_leave_first_when_the_bound_is_reached() -> None:
    memo = Memo(max_bytes=3 * 8000)
    for name in "abc":
        memo.put(name, np.zeros(1000))
    assert memo.get("a") is not None  # "a" is now the most recently used
    memo.put("d", np.zeros(1000))
    assert memo.get("b") is None
    assert [memo.get(k) is not None for k in "acd"] == [True, True, True]
    assert len(memo) == 3


def test_a_value_larger_than_the_bound_is_not_kept() -> None:
    memo = Memo(max_bytes=100)
    memo.put("big", np.zeros(1000))
    assert memo.get("big") is None and len(memo) == 0


def test_replacing_a_key_does_not_count_it_twice() -> None:
    memo = Memo(max_bytes=2 * 8000)
    memo.put("a", np.zeros(1000))
    memo.put("a", np.ones(1000))
    memo.put("b", np.zeros(1000))
    assert memo.get("a") is not None and memo.get("a")[0] == 1.0
    assert memo.get("b") is not None


def test_remembered_arrays_are_read_only() -> None:
    memo = Memo(max_bytes=1 << 20)
    memo.put("a", np.zeros(3))
    with pytest.raises(ValueError, match="read-only"):
        memo.get("a")[0] = 1.0


def test_remember_computes_once_per_key() -> None:
    calls: list[int] = []

    def compute() -> np.ndarray:
        calls.append(1)
        return np.arange(4.0)

    key = ("test_memo", object())  # a key no other test can have used
    first = remember(key, compute, public=True)
    second = remember(key, compute, public=True)
    assert len(calls) == 1
    assert second is first
    np.testing.assert_array_equal(first, np.arange(4.0))
