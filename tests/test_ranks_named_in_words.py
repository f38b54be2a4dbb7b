"""Ranked ballots whose columns name their places in words, as a kibbutz's community site (Kehilanet) writes them
in Hebrew, "עדיפות ראשונה (3 נק')" … "עדיפות שלישית (1 נק')", first, second and third priority with their points:
read as ranks, scored by the points that ranks give, never as three questions whose first column is the vote."""

from __future__ import annotations

from dpcore.ingest.layout import _rank_of
from tests.upload_kit import lines, read

NAMES = ["שכונת הרימונים", "גבעת הזיתים", "נווה אלון", "כרם הדקלים"]


def test_priorities_named_in_hebrew_are_ranks() -> None:
    header = ["מס'", "שם החבר/ה", "עדיפות ראשונה (3 נק')", "עדיפות שנייה (2 נק')", "עדיפות שלישית (1 נק')", "הערות"]
    ballots = [(0, 1, 2)] * 6 + [(2, 0, 1)] * 7 + [(1, 0, 3)] * 4 + [(3, 1, 0)] * 2
    rows = [header] + [[i + 1, f"חבר {i}", *(NAMES[c] for c in ballot), ""] for i, ballot in enumerate(ballots)]
    _, guess, scored = read(("sep=,\n" + lines(rows)).encode("cp1255"), "kehilanet_seker.csv")
    assert guess.layout.kind == "ranked"
    first_choices = {name: sum(ballot[0] == NAMES.index(name) for ballot in ballots) for name in NAMES}
    assert max(first_choices, key=first_choices.get) == "נווה אלון"  # (the trap: most first preferences)
    assert scored.best_labels == ("שכונת הרימונים",)  # (by the points the ranks give: 3, 2 and 1)


def test_places_in_words_and_weekdays() -> None:
    assert [_rank_of(name) for name in ("Zweite Wahl", "troisième choix", "первый выбор", "עדיפות שנייה")] == [
        2,
        3,
        1,
        2,
    ]
    assert [_rank_of(name) for name in ("вторник", "Пятница", "מספר שנים")] == [0, 0, 0]  # (Tuesday, Friday, years)
