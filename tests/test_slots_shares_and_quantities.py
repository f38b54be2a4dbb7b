"""Classes found after set ZC: a column of shares ("35.1%") is never a column of choices; "Unavailable" is a
scheduling poll's no; dates alone beside a time of sending are the slots chosen; a quantity is how many, not which."""

from __future__ import annotations

import pandas as pd

from dpcore.ingest.columns import profile_columns
from tests.upload_kit import lines, read

ROUNDS = [
    ["Candidate", "Round 1", "Round 1 %", "Round 2", "Round 2 %", "Result"],
    ["Ingrid Halvorsen", 52, "35.1%", 53, "36.1%", "Defeated"],
    ["Tomasz Wierzbicki", 47, "31.8%", 48, "32.7%", "Elected"],
    ["Aoife Brennan", 25, "16.9%", 30, "20.4%", "Eliminated"],
    ["Samuel Okoro", 16, "10.8%", 16, "10.9%", "Eliminated"],
]


def test_a_column_of_shares_is_described_by_its_cells_and_never_read_as_choices() -> None:
    frame = pd.DataFrame(ROUNDS[1:], columns=ROUNDS[0])
    roles = {p.name: p.role for p in profile_columns(frame)}
    assert roles["Round 1 %"] == roles["Round 2 %"] == "percent"
    assert roles["Candidate"] == "choice"  # (guard: names stay what they were)
    _, guess, _ = read(lines(ROUNDS).encode(), "rounds.csv")
    assert not any(column.endswith("%") for column in guess.layout.columns)


def test_unavailable_is_a_scheduling_polls_no() -> None:
    """A meeting poll's grid of Available / Unavailable / If Needed is read as a grid of answers per slot."""
    slots = ["Tue 9:00", "Wed 12:00", "Thu 17:30"]
    marks = {
        "Dana": ["Available", "Available", "Unavailable"],
        "Marcus": ["Unavailable", "Available", "If Needed"],
        "Yvonne": ["Available", "Available", "Unavailable"],
        "Ravi": ["If Needed", "Available", "Available"],
        "Colleen": ["Unavailable", "If Needed", "Available"],
    }
    rows = [["Member", *slots], *[[name, *answers] for name, answers in marks.items()]]
    _, guess, scored = read(lines(rows, "\t").encode("utf-16"), "Finance meeting poll.txt")
    assert guess.layout.kind == "grid" and list(guess.layout.columns) == slots
    assert list(scored.best_labels) == ["Wed 12:00"]


def test_dates_alone_beside_a_time_of_sending_are_the_slots_chosen() -> None:
    """A sign-up sheet: one row per family and date chosen, with the number of people coming ("Qty", which would
    name "3" the winner) and the time each signed up. The dates are the candidates."""
    header = ["Sign Up", "Date", "Item", "Qty", "First Name", "Email", "Sign Up Timestamp"]
    per_date = {"05/30/2026": [0, 1, 2, 3], "06/06/2026": [1, 2, 4, 5, 6, 7], "06/13/2026": [0, 5, 7]}
    parents = ["Mike", "Rachel", "Amy", "Greg", "Lauren", "Kevin", "Sarah", "Stacy"]
    rows, n = [header], 0
    for date, families in per_date.items():
        for family in families:  # (a family signs up for each date that works for it)
            n += 1
            stamp = f"05/{n % 9 + 1:02d}/2026 {n % 12 + 1:02d}:{n % 60:02d} PM"
            name = parents[family]
            rows.append(["Party", date, "We can come", 3 + family % 2, name, f"{name}@example.com", stamp])
    _, guess, scored = read(lines(rows).encode(), "SignUp_Report_Party.csv")
    assert guess.layout.columns == ("Date",)
    assert list(scored.best_labels) == ["06/06/2026"]
    frame = pd.DataFrame(rows[1:], columns=header)
    roles = {p.name: p.role for p in profile_columns(frame)}
    assert roles["Sign Up Timestamp"] == "timestamp" and roles["Date"] == "choice"


def test_a_date_alone_is_still_when_a_row_was_sent_where_nothing_else_says_when() -> None:
    """Guard: with no column of times of day, a column of dates stays a timestamp (a form's submission date)."""
    frame = pd.DataFrame(
        {"Date": ["05/30/2026"] * 6 + ["05/31/2026"] * 6 + ["06/01/2026"] * 6, "Pick": ["A", "B", "C"] * 6}
    )
    assert {p.name: p.role for p in profile_columns(frame)}["Date"] == "timestamp"
