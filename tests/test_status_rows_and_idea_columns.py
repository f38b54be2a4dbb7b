"""Rows a status column marks as not counting, and column names that begin like "id" without being ids."""

from __future__ import annotations

from dpcore.ingest.layout import name_evidence
from tests.upload_kit import lines, read

IDEAS = ["Solar panels", "Covered bike shed", "Healthy lunch", "Quiet booths"]


def _points_rows(invalid_status: str) -> list[list[object]]:
    """Twelve ballots of 10 points over two ideas each ("Solar panels" 56 points, "Healthy lunch" 40, "Covered
    bike shed" 24); three ballots put 20 points on "Quiet booths" and are ruled invalid (over the limit): counted,
    their 60 points would make it the winner."""
    rows: list[list[object]] = []
    for ballot in range(12):
        first = IDEAS[ballot % 3]
        second = "Healthy lunch" if first == "Solar panels" else "Solar panels"
        rows += [
            [f"Row{len(rows)}", 500 + ballot, first, 6, "valid"],
            [f"Row{len(rows) + 1}", 500 + ballot, second, 4, "valid"],
        ]
    rows += [[f"Row{len(rows) + i}", 600 + i, "Quiet booths", 20, invalid_status] for i in range(3)]
    return rows


def test_rows_a_status_column_marks_invalid_are_left_out_with_a_note() -> None:
    header = ["row ID", "ballot_id", "idea_title", "points", "status"]
    frame, guess, scored = read(lines([header, *_points_rows("invalid (over 10 points)")]).encode(), "ideas.csv")
    assert len(frame) == 24
    assert any("“status” marks as not counting" in note for note in frame.attrs["notes"])
    assert guess.layout.kind == "points" and guess.layout.label_column == "idea_title"
    assert list(scored.best_labels) == ["Solar panels"]  # (56 points; "Quiet booths" would have 60)


def test_status_words_in_other_languages() -> None:
    header = ["rij", "stem_id", "idee_titel", "punten", "status"]
    rows = [[*row[:4], "geldig" if row[4] == "valid" else "ongeldig (meer dan 10 punten)"] for row in _points_rows("x")]
    frame, guess, scored = read(lines([header, *rows]).encode(), "ideeenbus.csv")
    assert len(frame) == 24 and guess.layout.label_column == "idee_titel"
    assert list(scored.best_labels) == ["Solar panels"]


def test_a_choice_named_invalid_or_a_status_on_most_rows_is_kept() -> None:
    """A vote column with an "Invalid" option is the vote, not a status; a status column that marks most rows
    says something else about them (a test run, a misread), and nothing is dropped on its word."""
    votes = [["voter", "vote"], *[[f"v{i}", ["Ana", "Ben", "Invalid"][i % 3]] for i in range(12)]]
    frame, _, _ = read(lines(votes).encode(), "votes.csv")
    assert len(frame) == 12
    mostly = [
        ["voter", "choice", "status"],
        *[[f"v{i}", "Ana" if i % 2 else "Ben", "void" if i < 8 else "ok"] for i in range(12)],
    ]
    frame, _, _ = read(lines(mostly).encode(), "votes.csv")
    assert len(frame) == 12


def test_names_that_begin_like_id_are_not_ids() -> None:
    assert name_evidence("idea_title") >= 0 and name_evidence("idee_code") >= 0 and name_evidence("Ideen") >= 0
    assert name_evidence("id") < 0 and name_evidence("ID_respondent") < 0 and name_evidence("id_voter") < 0


def _flagged(name: str, counts: str, does_not: str) -> list[list[str]]:
    """Ten valid votes (Ana 6, Ben 4) and four for Ben that do not count: counted, Ben would win 8 to 6."""
    rows = [[f"v{i}", "Ana" if i < 6 else "Ben", counts] for i in range(10)]
    return [["voter", "choice", name], *rows, *[[f"w{i}", "Ben", does_not] for i in range(4)]]


def test_a_validity_flag_leaves_out_the_rows_it_marks_as_not_counting() -> None:
    for name, counts, does_not in [("Valid", "TRUE", "FALSE"), ("PLATNY", ".T.", ".F."), ("Invalid", "no", "yes")]:
        frame, _, scored = read(lines(_flagged(name, counts, does_not)).encode(), "votes.csv")
        assert len(frame) == 10, name
        assert list(scored.best_labels) == ["Ana"], name
