"""What a person expects from each real export in tests/exports/, worked out independently of dpcore.ingest.layout.

The manifest (tests/exports/expected.json) was computed by the fixture generator from its ground truth. For bid
files the candidates are prices on the grid the page offers, so the expected best price is recomputed here from each
bidder's highest bid (revenue = price × bidders at or above it), with plain numpy.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd

from dpcore.ingest.table import read_table

EXPORTS = Path(__file__).resolve().parent / "exports"
MANIFEST: dict[str, dict] = json.loads((EXPORTS / "expected.json").read_text(encoding="utf-8"))


#: Files whose columns hold several questions a person could mean, so the page asks which (issue 19): a form with
#: a second question, and a census extract whose categorical columns are all plausible.
SEVERAL_QUESTIONS = frozenset(name for name, entry in MANIFEST.items() if "other_question" in entry) | {
    "adult_marital.csv"
}
#: Ranked ballots whose winner depends on the rule (first choices name another winner than Borda points, the
#: default): the page asks the rule and calls the best true once it is chosen.
RULE_DECIDES = frozenset({"ranked_ballots.csv"})


def read_export(name: str) -> pd.DataFrame:
    """One of the exports, read as the app reads an upload (:func:`dpcore.ingest.table.read_table`)."""
    return read_table((EXPORTS / name).read_bytes())


@dataclass(frozen=True)
class Expected:
    """The candidates a person expects and the true best (None when it depends on the answer to the question)."""

    candidates: int | None
    best: str | None
    question: bool


def expected(name: str) -> Expected:
    entry = MANIFEST[name]
    candidates = entry.get("candidates_with_write_ins", entry["candidates"])
    if entry["scoring"] == "bids":
        candidates = None  # prices on the page's grid, not bidders
    best = entry.get("best")
    if "best_by_middle" in entry:
        best = entry["best_by_middle"]["0.5"]  # the default weight of the middle answer: ½
    return Expected(candidates=candidates, best=best, question=bool(entry.get("question")))


def best_price(name: str, prices: np.ndarray) -> float:
    """The revenue-maximising price on ``prices`` for the bidders' highest bids in the manifest (lowest on a tie)."""
    highest = np.array(sorted(MANIFEST[name]["max_bid_per_bidder"].values()), dtype=np.float64)
    revenue = np.array([price * np.count_nonzero(highest >= price - 1e-9) for price in prices])
    return float(prices[int(np.argmax(revenue))])
