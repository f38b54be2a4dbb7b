"""A scheduling poll's foot row that counts each column's marks ("5 votes"), and reviewers' scores where some reviews
were assigned and never done (their score cells empty), and a long export marking each listed option chosen or not."""

from __future__ import annotations

from tests.upload_kit import lines, read

SLOTS = ["Tue 14, 6:30 PM", "Wed 15, 7:00 PM", "Thu 16, 12:00 PM", "Thu 16, 6:30 PM"]
TICKS = [[1, 1, 0, 1], [1, 1, 0, 1], [0, 1, 1, 1], [1, 1, 0, 0], [0, 1, 1, 1], [1, 0, 0, 0], [0, 1, 0, 1]]


def _poll(foot: list[str]) -> bytes:
    rows = [[f"Person {i}", *["✓" if tick else "" for tick in row]] for i, row in enumerate(TICKS)]
    return lines([["Invitee", *SLOTS], *rows, foot], ";").encode("utf-8-sig")


def test_a_foot_row_counting_each_columns_marks_is_no_participant() -> None:
    counts = [sum(column) for column in zip(*TICKS, strict=True)]
    for foot in (["Votes", *[f"{n} votes" for n in counts]], ["", *[str(n) for n in counts]]):
        frame, guess, scored = read(_poll(foot), "Meeting poll - board.csv")
        assert len(frame) == len(TICKS), foot
        assert guess.layout.kind == "ticks" and list(guess.layout.columns) == SLOTS
        assert list(scored.best_labels) == ["Wed 15, 7:00 PM"]
        assert guess.confident


def test_a_foot_row_whose_numbers_are_not_the_columns_counts_stays_a_row() -> None:
    """Numbers that do not count the marks above them are no tally: the row is not silently dropped."""
    frame, _, _ = read(_poll(["Votes", "1 vote", "9 votes", "2 votes", "3 votes"]), "Meeting poll - board.csv")
    assert len(frame) == len(TICKS) + 1


def test_reviews_assigned_and_never_scored_leave_the_rest_read_as_points() -> None:
    """Six reviewers score five submissions out of 30; six reviews were assigned or declined and have no score."""
    header = ["Submission ID", "Title", "Reviewer", "Review Status", "Score", "Max Score"]
    titles = ["Mural", "Podcast", "Zine", "Choir", "Dance"]
    reviewers = ["Ana", "Ben", "Cleo", "Dev", "Eli", "Fay"]
    rows = []
    for t, title in enumerate(titles):
        for r, reviewer in enumerate(reviewers):
            unscored = (t + r) % 5 == 0
            score = "" if unscored else str(18 + (t * 3 + r * 2) % 9 + (4 if title == "Podcast" else 0))
            rows.append([str(48120 + t), title, reviewer, "Assigned" if unscored else "Completed", score, "30"])
    _, guess, scored = read(lines([header, *rows]).encode(), "reviews_export.csv")
    assert guess.layout.kind == "points"
    assert guess.layout.columns == ("Score",) and guess.layout.label_column == "Title"
    assert list(scored.best_labels) == ["Podcast"]


def test_a_long_export_that_lists_every_option_marks_the_chosen_ones() -> None:
    """A learning platform's quiz export: one row per student and option, "Checked" on the option chosen and
    "Unchecked" on the others, and the other questions' answers in the same column (no mark)."""
    header = ["Org Defined ID", "Username", "Q #", "Q Text", "Answer", "Answer Match"]
    options = ["Food bank", "Animal shelter", "Children's hospital", "Tree planting"]
    picks = [2, 2, 0, 2, 1, 3, 2, 0, 2, 1, 2, 3]
    rows = []
    for student, pick in enumerate(picks):
        who = [str(30481200 + student), f"student{student}"]
        for number, option in enumerate(options):
            mark = "Checked" if number == pick else "Unchecked"
            rows.append([*who, "1", "Which charity should we support?", option, mark])
        rows.append([*who, "2", "How many hours can you help?", str(1 + student % 4), ""])
    _, guess, scored = read(lines([header, *rows]).encode(), "Charity Survey - User Attempts.csv")
    assert guess.layout.subset == ("Answer Match", "Checked")
    assert guess.layout.columns == ("Answer",)
    assert list(scored.best_labels) == ["Children's hospital"]
    assert guess.confident
