"""Score the reader on a blind set: each file read as the page reads an upload, judged against its sealed answer.

A file is *right* when the page's default reading names the expected winner (for bids: the best price within one
step of the grid), or, for a file whose answer is "ask", when the page asks which reading is meant. It is a
*confident wrong answer* when the page would call a different candidate "the true best" without asking: the one
outcome an exactness tool must never show.

Run ``python -m tests.blind.score tests/blind/set_a`` for the per-file table.
"""

from __future__ import annotations

import json
import re
import sys
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd

from dpcore.ingest.cells import read_numbers
from dpcore.ingest.layout import score_layout
from dpcore.ingest.readings import understand_upload
from dpcore.scoring.rules import price_grid
from dpcore.validation import InvalidInputError


@dataclass(frozen=True)
class Outcome:
    name: str
    expected: str
    shown: str
    asked: bool
    confident: bool
    right: bool
    confident_wrong: bool


def evaluate(folder: Path) -> list[Outcome]:
    """Every file of a blind set, judged (sorted by name)."""
    manifest = json.loads((folder / "expected.json").read_text(encoding="utf-8"))
    return [_judge(name, (folder / name).read_bytes(), entry) for name, entry in sorted(manifest.items())]


def _judge(name: str, data: bytes, entry: dict) -> Outcome:
    expected = entry.get("winner") or "ask: " + entry.get("ask_because", "")
    try:
        frame, guess = understand_upload(data, file_name=name)
        scored = score_layout(frame, guess.layout)
    except InvalidInputError as error:
        return Outcome(name, expected, f"refused: {error}", False, False, False, False)
    asked = guess.question is not None and guess.question.field in ("reading", "table")
    best = scored.best_labels
    shown = " | ".join(best[:3]) + (f" (+{len(best) - 3} tied)" if len(best) > 3 else "")
    if entry["answer"] == "ask":
        acceptable = {_norm(winner) for winner in entry.get("acceptable", {}).values()}
        named_right = len(best) == 1 and _norm(best[0]) in acceptable
        right = asked or (not guess.confident and named_right)
        wrong = guess.confident and not named_right
        return Outcome(name, expected, shown, asked, guess.confident, right, wrong)
    if guess.layout.kind == "bids":
        sealed = [str(price) for price in entry.get("candidates", [])]
        named_right = len(best) == 1 and _price_matches(best[0], entry["winner"], guess.layout.price_grid, sealed)
    else:
        names = [entry["winner"], *entry.get("winner_aliases", [])]
        named_right = len(best) == 1 and any(_same_label(best[0], name) for name in names)
    return Outcome(name, expected, shown, asked, guess.confident, named_right, guess.confident and not named_right)


def _norm(text: object) -> str:
    text = unicodedata.normalize("NFKC", str(text)).casefold()
    return " ".join(re.sub(r"[\"'“”‘’]", "", text).split())


def _same_label(shown: str, winner: str) -> bool:
    """The same candidate: equal once normalised, or one label the end of the other (a question's prefix kept or
    cut: "Logo proposals: Design C" and "Design C"). A label that merely contains the winner among other words
    (a whole ranked ballot read as one candidate) is not the winner."""
    a, b = (re.sub(r"^\S+\[(.+)\]$", r"\1", _norm(label)) for label in (shown, winner))  # Q1[SQ003] is SQ003
    if a == _bracketed(b) or _bracketed(a) == b:
        return True  # (a grid's column "How important is …? [Parks]" names the option "Parks")
    if a == _described(b) or _described(a) == b:
        return True  # (an option with its description in brackets after it: "Алтай (турбаза у Катуни)" is "Алтай")
    return a == b or (len(b) >= 3 and a.endswith(b)) or (len(a) >= 3 and b.endswith(a))


def _described(label: str) -> str:
    """A label without the description in round brackets at its end ("Алтай (турбаза у Катуни)" → "Алтай"), when
    a name of three characters or more stands before it; else the label."""
    found = re.fullmatch(r"(.{3,}?)\s*\([^()]+\)", label)
    return found.group(1).strip() if found else label


def _bracketed(label: str) -> str:
    """The option a grid's column title names in brackets at its end, or the label."""
    found = re.fullmatch(r".+\[([^\[\]]+)\]", label)
    return found.group(1).strip() if found else label


def _price_matches(shown: str, winner: object, grid: tuple[float, float, float], sealed: list[str]) -> bool:
    # (each read on its own: the page writes "€58.00" where the file wrote "58,00 €", two conventions; the sealed
    # price is read with all the sealed prices, which settle its convention: "€ 2.050" beside "€ 1.000")
    value = read_numbers(pd.Series([shown]), coerce=True).values[0]
    prices = read_numbers(pd.Series([str(winner), *sealed]), coerce=True).values
    target = prices[0]
    if not (np.isfinite(value) and np.isfinite(target)):
        return False
    low, high, step = grid
    prices = price_grid(price_min=low, price_max=high, price_step=step)
    nearest = prices[abs(prices - target).argmin()]
    return abs(value - nearest) <= step / 2 + 1e-9 or abs(value - target) <= step + 1e-9


def main(folder: str) -> None:
    outcomes = evaluate(Path(folder))
    for outcome in outcomes:
        mark = "right" if outcome.right else "CONFIDENT WRONG" if outcome.confident_wrong else "wrong (warned)"
        asked = " asked" if outcome.asked else ""
        print(f"{mark:16} {outcome.name:45} shown {outcome.shown[:50]!r:54} expected {outcome.expected[:40]!r}{asked}")
    right = sum(outcome.right for outcome in outcomes)
    wrong = sum(outcome.confident_wrong for outcome in outcomes)
    print(f"right {right}/{len(outcomes)}, confident wrong {wrong}")


if __name__ == "__main__":
    main(sys.argv[1])
