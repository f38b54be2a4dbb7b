"""A series' results in long form: one row per stage and rider, each stage giving its finishers the same points
(10, 8, 6 … to as many as finished). The stages give the points and the riders receive them, whatever the riders'
column is called ("name", which in a survey is who answered)."""

from __future__ import annotations

import numpy as np

from tests.upload_kit import lines, read

SCHEDULE = [10, 8, 6, 5, 4, 3, 2, 1]
RIDERS = [f"Rider {letter}" for letter in "ABCDEFGHIJKL"]
CLUBS = {rider: ("Velo Nord", "Pedal Club", "Team Kette")[i % 3] for i, rider in enumerate(RIDERS)}


def _series(seed: int = 3) -> tuple[str, dict[str, int]]:
    rng = np.random.default_rng(seed)
    rows: list[list[object]] = [["stage", "date", "overall_pos", "name", "club", "time_s", "points"]]
    totals = dict.fromkeys(RIDERS, 0)
    for stage in range(1, 6):
        finishers = list(rng.permutation(RIDERS))[: 10 - stage % 2]  # (not every rider finishes every stage)
        for place, rider in enumerate(finishers, start=1):
            points = SCHEDULE[place - 1] if place <= len(SCHEDULE) else 0
            totals[rider] += points
            rows.append(
                [f"Stage {stage}", f"2026-03-0{stage}", 20 + place, rider, CLUBS[rider], 1800 + 7 * place, points]
            )
    return lines(rows) + "\n", totals


def test_the_riders_who_receive_a_stages_points_are_the_candidates() -> None:
    text, totals = _series()
    _, guess, scored = read(text.encode(), "series_results.csv")
    assert guess.layout.label_column == "name"
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {
        r: t for r, t in totals.items() if r in scored.labels
    }
    assert scored.best_labels == (max(totals, key=totals.__getitem__),)
