"""A few rows that one column sets apart, in words no list foresees (a status "Rasimu", a source "Karatasi", a note),
decide the winner: the page does not call it "the true best" and says which rows decide. Rows set apart that do
not change the winner leave the reading confident."""

from __future__ import annotations

import doctest

import dpcore.ingest.decisive
from tests.test_page_your_data_exports import reruns_sentence
from tests.upload_kit import lines, read, workbook


def _form(status_of_last: str, last: int, *, first: int = 9, second: int = 7) -> list[list[str]]:
    """A form tool's responses (Swahili): the first option leads among sent forms, the last rows all choose the
    second option."""
    rows = [["Nambari", "Jina", "Hali", '"Je, unachagua mradi gani?"']]
    choices = ["Kisima cha maji"] * first + ["Soko jipya"] * second
    rows += [["", f"Mwanachama {n}", "Imetumwa", choice] for n, choice in enumerate(choices)]
    rows += [["", f"Mgeni {n}", status_of_last, "Soko jipya"] for n in range(last)]
    return [rows[0]] + [[str(1040 + n), *row[1:]] for n, row in enumerate(rows[1:])]


def test_a_status_in_unforeseen_words_that_decides_is_doubted() -> None:
    """KoboToolbox-like CSV: four drafts ("Rasimu") would turn the result; whether they count is the reader's call."""
    _, guess, scored = read(lines(_form("Rasimu", 4)).encode("utf-8"), "majibu.csv")
    assert scored.best_labels == ("Soko jipya",)  # (11 with the drafts, against 9)
    assert not guess.confident
    assert "“Hali” is “Rasimu”" in guess.deciding and "“Kisima cha maji” would win" in guess.deciding


def test_rows_set_apart_that_do_not_change_the_winner_leave_it_confident() -> None:
    _, guess, scored = read(lines(_form("Rasimu", 1)).encode("utf-8"), "majibu.csv")
    assert scored.best_labels == ("Kisima cha maji",)
    assert guess.confident and not guess.deciding


def test_entries_from_paper_that_decide_a_workbook_of_ticks_are_doubted() -> None:
    """Ticks in one column per option (1 / empty), each row's source beside it: the paper forms keyed in later
    decide."""
    header = ["Id", "Chanzo", "Kisima", "Soko", "Barabara"]
    rows = [header] + [[n, "Mtandaoni", 1, "", 1 if n % 4 == 0 else ""] for n in range(12)]
    rows += [[20 + n, "Mtandaoni", "", 1, ""] for n in range(8)]
    rows += [[40 + n, "Karatasi", "", 1, ""] for n in range(5)]
    _, guess, scored = read(workbook({"Majibu": rows}), "kura.xlsx")
    assert scored.best_labels == ("Soko",)  # (13 ticks against 12; 8 without the paper forms)
    assert not guess.confident and "“Chanzo” is “Karatasi”" in guess.deciding


def test_a_table_of_counts_has_no_rows_of_ballots_to_set_apart() -> None:
    rows = [["Option", "Votes", "Note"], ["Kisima", "40", ""], ["Soko", "41", "recount"], ["Barabara", "12", ""]]
    rows += [[f"Other {n}", str(n), ""] for n in range(8)]
    _, guess, scored = read(lines(rows).encode("utf-8"), "results.csv")
    assert scored.best_labels == ("Soko",) and not guess.deciding


def test_the_page_says_which_rows_decide_and_drops_the_true_best(open_page) -> None:  # noqa: ANN001
    """Your data on the Swahili form with four drafts: the note names the rows, the winner is only the best as read."""
    at = open_page("pages/2_Your_data.py", trials="100")
    at.file_uploader(key="yd_upload").upload("majibu.csv", lines(_form("Rasimu", 4)).encode("utf-8"), "text/csv")
    at.run()
    assert not at.exception and not at.error
    notes = [info.value for info in at.info if "A few rows decide the winner" in info.value]
    assert len(notes) == 1 and "Rasimu" in notes[0], [info.value for info in at.info]
    sentence = reruns_sentence(at)
    assert "(the best as the file was read)" in sentence and "(the true best)" not in sentence


def test_the_docstring_example_holds() -> None:
    assert doctest.testmod(dpcore.ingest.decisive).failed == 0


def test_people_who_answered_twice_differently_decide() -> None:
    """An SMS poll's export (Telerivet-like): some members ran the poll again and changed their answer; counting
    every answer and counting each one's last name different winners."""
    rows = [["Contact Name", "Phone Number", "Status", "Time Started", "Which investment should the society make?"]]
    first = ["Chilling centre"] * 10 + ["Feed mill"] * 5 + ["Biogas plant"] * 4
    for n, choice in enumerate(first):
        rows.append([f"Member {n}", f"+97798{n:08d}", "Complete", f"2026-11-16 07:{n:02d}:00", choice])
    for n in range(3):  # (three who chose the chilling centre answer again: the feed mill)
        rows.append([f"Member {n}", f"+97798{n:08d}", "Complete", f"2026-11-17 07:{n:02d}:00", "Feed mill"])
    _, guess, scored = read(lines(rows).encode("utf-8"), "telerivet_poll_responses.csv")
    assert scored.best_labels == ("Chilling centre",)  # (10 answers against 8; 7 against 8 of the last answers)
    assert not guess.confident and "3 people named in" in guess.deciding and "answered more than once" in guess.deciding
    assert "“Feed mill” would win" in guess.deciding
