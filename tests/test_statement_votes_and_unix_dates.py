"""A deliberation tool's statements with their agree and disagree counts (Pol.is-style comments.csv): the statements
are the candidates, counted by their agrees; the time each was written (a Unix or Java date, "Mon Mar 02 13:50:00
CST 2026") names no candidate. A class from the warned misses of blind set ZN."""

from __future__ import annotations

from dpcore.ingest.columns import holds_timestamps
from tests.upload_kit import lines, read

STATEMENTS = {
    "Extend the community care point's opening to 7 pm": (13, 1),
    "Replace the old air conditioning in the activity centre": (15, 1),
    "Shared meals for older residents at the activity centre, three days a week": (41, 3),
    "Covered scooter parking at the metro exit": (29, 33),
    "Is the ward chief running again?": (3, 2),
}


def test_statements_are_counted_by_their_agrees_not_named_by_their_dates() -> None:
    rows = [["timestamp", "datetime", "comment-id", "author-id", "agrees", "disagrees", "moderated", "comment-body"]]
    for n, (text, (agrees, disagrees)) in enumerate(STATEMENTS.items()):
        day = ["Mon Mar 02", "Sun Mar 01", "Sat Feb 28", "Fri Feb 27", "Thu Feb 26"][n]
        rows.append([1772430600558 - n * 86_400_000, f"{day} 13:50:00 CST 2026", 12 - n, 101 - n, agrees, disagrees])
        rows[-1] += [1, f'"{text}"']
    _, guess, scored = read(lines(rows).encode(), "comments.csv")
    assert guess.layout.columns == ("agrees",) and guess.layout.label_column == "comment-body"
    assert scored.best_labels == ("Shared meals for older residents at the activity centre, three days a week",)


def test_unix_and_java_dates_are_timestamps() -> None:
    import pandas as pd

    dates = pd.Series(["Mon Mar 02 13:50:00 CST 2026", "Sun Mar  1 21:50:00 2026", "Sat Feb 28 08:21:00 UTC 2026"])
    assert holds_timestamps(dates)
    assert not holds_timestamps(pd.Series(["Mon Mar 02 13:50 sharp, bring snacks", "Shared meals", "Tue"]))


def test_an_idea_lists_positive_ratings_are_its_votes() -> None:
    # A participation platform's ideas export: each idea's thumbs up ("Positive ratings") beside its thumbs down
    # and its comment count; the ideas are counted by their positive ratings.
    ideas = {
        "Tempo 30 in der Gartenstraße": (51, 58, 73),
        "Baumscheiben begrünen": (64, 3, 9),
        "Mehr Bänke": (33, 4, 6),
    }
    rows = [["Title", "Category", "Created", "Positive ratings", "Negative ratings", "Comment count"]]
    for n, (title, (up, down, comments)) in enumerate(ideas.items()):
        rows.append(
            [title, ["Verkehr", "Grün & Spiel", "Öffentlicher Raum"][n], f"2026-01-{14 + n}T20:33:00", up, down]
        )
        rows[-1].append(comments)
    _, guess, scored = read(lines(rows).encode(), "ideas.csv")
    assert guess.layout.columns == ("Positive ratings",) and guess.layout.label_column == "Title"
    assert scored.best_labels == ("Baumscheiben begrünen",)  # not the most commented, nor the most rated overall
