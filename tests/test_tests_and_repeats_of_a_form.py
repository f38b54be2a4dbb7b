"""Rows that are no votes although nothing marks them invalid: a test of the form by its owner ("TEST", "test
Julien", "Test Admin", "Rui (teste)"), and the same answers sent twice by one person (a form submitted again, a
ballot stored twice). Both are left out, with a note; answers that two people happen to share stay."""

from __future__ import annotations

from tests.upload_kit import lines, read

HEADER = ["Numéro", "Heure", "Adresse IP", "Ton prénom", "Gîte A", "Gîte B", "Gîte C", "Un commentaire ?"]
ROWS = [
    [1, "10/03/2026 - 15:26", "86.221.3.178", "test Julien", "X", "", "", ""],
    [2, "10/03/2026 - 20:33", "86.221.3.178", "Julien", "", "X", "X", ""],
    [3, "11/03/2026 - 15:25", "90.110.217.136", "Camille", "", "X", "X", ""],
    [4, "12/03/2026 - 04:54", "90.25.113.2", "Théo", "X", "", "", "A a une piscine !!"],
    [5, "12/03/2026 - 04:55", "90.25.113.2", "Théo", "X", "", "", "A a une piscine !!"],
    [6, "12/03/2026 - 06:02", "90.2.225.128", "Sarah", "", "", "X", ""],
    [7, "12/03/2026 - 21:09", "86.115.49.205", "Maxime", "", "X", "X", ""],
    [8, "14/03/2026 - 02:03", "109.66.51.53", "Léa", "X", "", "X", ""],
    [9, "14/03/2026 - 02:04", "90.25.113.2", "Théo", "X", "", "", "A a une piscine !!"],
    [10, "14/03/2026 - 04:06", "176.7.202.234", "Nicolas", "X", "", "X", ""],
    [11, "14/03/2026 - 13:19", "176.152.198.231", "Inès", "", "", "X", ""],
]


def test_a_test_of_the_form_and_a_form_sent_three_times_count_no_more_than_once() -> None:
    frame, _, scored = read(lines([HEADER, *ROWS], ";").encode(), "framaforms.csv")
    # Counted as sent: A 6, B 3, C 7 (C wins by one); the test row and Théo's two repeats make A 3, C 7.
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {"Gîte A": 3, "Gîte B": 3, "Gîte C": 7}
    notes = " ".join(frame.attrs["notes"])
    assert "“test Julien”" in notes and "“Théo”" in notes


def test_a_test_voter_and_a_ballot_stored_twice_in_a_long_table_of_points() -> None:
    rows = [["Country", "Points", "Voter", "Creation Date"], ["Italien", 12, "Test Admin", "2026-05-15 17:02"]]
    ballots = {
        "Elin": {"Finland": 12, "Italien": 10, "Sverige": 8},
        "Johan": {"Sverige": 12, "Finland": 10, "Italien": 8},
        "Erik": {"Italien": 12, "Sverige": 10, "Finland": 8},
        "Maja": {"Finland": 12, "Sverige": 10, "Italien": 8},
    }
    for minute, (voter, points) in enumerate(ballots.items()):
        rows += [[country, given, voter, f"2026-05-16 23:{minute:02}"] for country, given in points.items()]
    rows += [[country, given, "Erik", "2026-05-17 08:12"] for country, given in ballots["Erik"].items()]
    _, _, scored = read(lines(rows, "\t").encode("utf-16"), "export_All-Votes.txt")
    # (with the test and Erik's second copy: Italien 12 + 12 + 38 = 62 against Finland's 42)
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {"Finland": 42, "Italien": 38, "Sverige": 40}


def test_the_same_answer_from_two_people_or_from_nobody_named_stays() -> None:
    named = [["Name", "Choice"], *[[f"Voter {i}", "Pizza" if i % 3 else "Sushi"] for i in range(12)]]
    _, _, scored = read(lines(named).encode(), "poll.csv")
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {"Pizza": 8, "Sushi": 4}
    unnamed = [["Timestamp", "Choice"], *[[f"2026-03-01 10:{i:02}", "Pizza" if i % 3 else "Sushi"] for i in range(12)]]
    _, _, scored = read(lines(unnamed).encode(), "poll.csv")
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {"Pizza": 8, "Sushi": 4}


def test_rows_that_ask_to_be_ignored_are_left_out_wherever_they_say_so() -> None:
    rows = [["Sitzung", "Objekt", "Teilnehmer/in", "Stimmen"]]
    rows += [["Testlauf (bitte ignorieren)", "Firnlicht", name, 3] for name in ("Sandra", "Reto", "Beat")]
    rows += [["Finale Runde", "Gipfelwerk" if i % 3 else "Firnlicht", f"Person {i}", 2] for i in range(12)]
    frame, _, scored = read(lines(rows, "\t").encode(), "Voting.txt")
    assert "Testlauf (bitte ignorieren)" not in frame["Sitzung"].tolist()
    assert any("bitte ignorieren" in note for note in frame.attrs["notes"])


def test_a_remark_in_greek_that_disqualifies_an_entry_leaves_it_out() -> None:
    rows = [["Α/Α", "Συμμετέχων/ουσα", "Κριτής Α", "Κριτής Β", "Κριτής Γ", "Παρατηρήσεις"]]
    marks = [
        (8.5, 9.0, 8.0, ""),
        (9.0, 9.5, 9.0, ""),
        (7.5, 8.0, 8.5, ""),
        (9.5, 9.5, 9.0, "ΑΠΟΚΛΕΙΣΜΟΣ (βλ. σημείωση)"),
    ]
    marks += [(8.0, 8.5, 9.0, ""), (9.0, 8.5, 9.5, "")]
    names = ["Μαρία", "Ελένη", "Σοφία", "Κατερίνα", "Αναστασία", "Δέσποινα"]
    rows += [[i + 1, name, *mark] for i, (name, mark) in enumerate(zip(names, marks, strict=True))]
    _, _, scored = read(lines(rows, "\t").encode("cp1253"), "βαθμολογία.txt")
    assert "Κατερίνα" not in scored.labels and scored.best_labels == ("Ελένη",)
