"""An engagement tool's ranking export (a class from the warned misses of the fresh set ZS): one column per priority
holding its rank. An option named "More frequent buses" or "Summer timetable" is an option, not a count of something
("Freq.", "Sum"), so the ranking keeps its first and last columns."""

from __future__ import annotations

import numpy as np

from dpcore.ingest.layout import COUNT_WORDS
from tests.upload_kit import lines, read

PRIORITIES = ("More frequent buses", "Longer service hours", "Faster trips", "Lower fares", "Real-time information")


def ranking_export() -> bytes:
    rng = np.random.default_rng(3)
    pull = np.array([3.0, 2.0, 1.6, 1.3, 1.0])  # the first column is the most liked
    rows = [["Participant ID", "Home Zip Code", *(f"Priority Ranking - {name}" for name in PRIORITIES), "Age Range"]]
    for n in range(60):
        order = np.argsort(-(pull * rng.gumbel(size=5) + pull))
        ranks = np.empty(5, dtype=int)
        ranks[order] = np.arange(1, 6)
        rows.append([f"MQ-{20931 + n}", 98200 + n % 7, *ranks, ["25-34", "35-44"][n % 2]])
    return lines(rows).encode()


def test_options_named_like_counts_stay_in_the_ranking() -> None:
    frame, guess, scored = read(ranking_export(), "MetroQuest_Data_Export.csv")
    assert guess.layout.kind == "rank_grid" and len(guess.layout.columns) == len(PRIORITIES)
    firsts = {name: int((frame[f"Priority Ranking - {name}"] == 1).sum()) for name in PRIORITIES}
    assert max(firsts, key=firsts.get) == "More frequent buses"
    assert scored.best_labels[0].endswith("More frequent buses")


def test_count_words_are_words() -> None:
    assert all(COUNT_WORDS.search(name) for name in ("Freq.", "Frequency", "Sum", "Summe", "Number of votes"))
    assert not any(COUNT_WORDS.search(name) for name in ("More frequent buses", "Summer timetable", "Consumption"))
