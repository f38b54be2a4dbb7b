"""Classes found on set ZI: a ranking whose columns are named by a word and an ordinal in a language the reader has
no ordinals for ("בחירה ראשונה", "בחירה שנייה", "בחירה שלישית": a choice's first, second, third), read by the order
the columns stand in; and a date sheet answered "Ja" / "Nei" / "Kanskje" (Norwegian), a yes / no grid."""

from __future__ import annotations

import pytest

from dpcore.ingest.cells import MIDDLE, answer_kind
from dpcore.ingest.layout import RANK_WORDS, profile_evidence
from tests.upload_kit import lines, read

NAMES = ["בית חם", "פינת אור", "חדר הלב", "מרחב נשימה"]


def hebrew_form() -> bytes:
    """As a form builder exports a ranking in Hebrew: submission time, first and last name, e-mail, a volunteering
    area (its top value outnumbers every option's first choices), then the three choices and a note."""
    header = [
        "זמן הגשה",
        "שם פרטי",
        "שם משפחה",
        "אימייל",
        "תחום התנדבות",
        "בחירה ראשונה",
        "בחירה שנייה",
        "בחירה שלישית",
        "הערות",
    ]
    rows = [header]
    for n in range(30):
        first = NAMES[0] if n % 5 < 3 else NAMES[1 + n % 3]  # (18 first choices of 30 for "בית חם")
        rest = [name for name in NAMES if name != first]
        third = rest[(n + 1) % 3] if n % 4 else ""  # (a partial ranking now and then)
        rows.append(
            [f"01/03/2026 {10 + n % 9}:{n:02d}", f"פרטי{n % 7}", f"משפחה{n % 6}", f"v{n}@example.org"]
            + ["פנימית" if n % 3 else "ילדים", first, rest[n % 3], third, ""]
        )
    return ("\ufeff" + lines(rows)).encode()


def test_choices_named_by_one_word_and_an_ordinal_in_any_language_are_a_ranking_in_column_order() -> None:
    _, guess, scored = read(hebrew_form(), "submissions_lounge_name.csv")
    assert guess.layout.kind == "ranked"
    assert guess.layout.columns == ("בחירה ראשונה", "בחירה שנייה", "בחירה שלישית")
    assert scored.best_labels == ("בית חם",)


def test_first_and_last_names_side_by_side_are_no_ranking() -> None:
    """ "שם פרטי" and "שם משפחה" share a word too, but hold no options in common."""
    _, guess, _ = read(hebrew_form(), "submissions.csv")
    assert "שם פרטי" not in guess.layout.columns


def test_a_date_sheet_answered_ja_nei_kanskje_is_a_yes_no_grid() -> None:
    """A ward's date sheet: name, role and shift (the role's top value outnumbers every date's yes), then one
    column per date answered Ja / Nei / Kanskje, with sum rows under it."""
    dates = ["tir. 14.04.", "tor. 16.04.", "man. 20.04."]
    rows = [["Navn", "Stilling", "Turnus", *dates]]
    for n in range(14):
        answers = ["Ja" if n % 3 else "Nei", "Ja" if n % 5 else "Kanskje", "Nei" if n % 2 else "Ja"]
        rows.append([f"Person {n}", "Sykepleier" if n % 4 else "Helsefagarbeider", ["Dag", "Natt"][n % 2], *answers])
    text = "Fagdag – hvilken dato passer for deg?\n\n" + lines(rows, ";")
    _, guess, scored = read(text.encode("cp1252"), "fagdag.csv")
    assert guess.layout.kind == "grid" and guess.layout.columns == tuple(dates)
    assert scored.best_labels == ("tor. 16.04.",)  # (its full stop kept, as the file writes it)


def test_a_rotas_availability_words_are_yes_and_no() -> None:
    """A staff tool's availability export (Danish): "Tilgængelig", "Ikke tilgængelig" and "Helst ikke" (rather not)
    per employee and date, beside the employee's number, department and contract."""
    dates = ["Fre 27-11-2026", "Lør 28-11-2026", "Lør 05-12-2026"]
    answers = ["Tilgængelig", "Ikke tilgængelig", "Helst ikke"]
    rows = [["Medarbejder", "Medarbejdernr.", "Afdeling", "Ansættelsestype", *dates]]
    for n in range(12):
        marks = [answers[n % 3], answers[(n + 1) % 2], answers[0] if n % 4 else answers[2]]
        rows.append([f"Person {n}", 1200 + n, "Housekeeping" if n % 3 else "Køkken", "Fuldtid", *marks])
    text = "Tilgængelighed\nHotel Havnely - julefrokost 2026\n\n" + lines(rows, ";")
    _, guess, scored = read(text.encode("cp1252"), "Planday_tilgaengelighed.csv")
    assert guess.layout.kind == "grid" and guess.layout.columns == tuple(dates)
    assert scored.best_labels == ("Lør 05-12-2026",)


def test_rows_counting_each_answer_under_a_sparse_availability_grid_are_left_out() -> None:
    """An availability poll's export leaves "not available" blank, and counts each answer in rows at its foot
    ("Available (count)", "If needed (count)"): those rows are no participants."""
    slots = ["Mon Mar 9 2026 10:00 AM", "Tue Mar 10 2026 10:00 AM", "Wed Mar 11 2026 9:00 AM"]
    marks = [["Available", "", "If needed"], ["", "Available", ""], ["Available", "Available", ""]]
    marks += [["If needed", "Available", "Available"], ["", "Available", "If needed"], ["", "If needed", ""]]
    rows = [["Name", "Email", *slots]] + [[f"P{n}", f"p{n}@example.org", *m] for n, m in enumerate(marks)]
    for answer in ("Available", "If needed"):
        rows.append([f"{answer} (count)", "", *(sum(m[at] == answer for m in marks) for at in range(3))])
    frame, guess, scored = read(lines(rows).encode(), "timeful_poll.csv")
    assert len(frame) == len(marks) and guess.layout.kind == "grid"
    assert scored.best_labels == ("Tue Mar 10 2026 10:00 AM",)


@pytest.mark.parametrize(
    "word", ["може би", "можливо", "być może", "mogoče", "kannski", "varbūt", "galbūt", "võib-olla"]
)
def test_maybe_in_more_languages_is_the_middle_answer(word: str) -> None:
    assert answer_kind(word) == MIDDLE


def test_a_choirs_date_sheet_answered_da_ne_mozhe_bi() -> None:
    """A choir's extra rehearsal (Bulgarian, Windows-1251): "да / не / може би" under each date, beside the voice."""
    dates = ["пн 01.12 18:30", "чт 04.12 19:00", "сб 06.12 10:00"]
    rows = [["№", "Име", "Гласова партида", *dates]]
    for n in range(16):
        first = "да" if n % 4 == 0 else "може би" if n % 3 else "не"
        marks = [first, "да" if n % 5 else "може би", "да" if n % 2 else "не"]
        rows.append([n + 1, f"Певец {n}", ["сопран", "алт", "тенор", "бас"][n % 4], *marks])
    _, guess, scored = read(lines(rows, ";").encode("cp1251"), "hor_repetitsii.csv")
    assert guess.layout.kind == "grid" and guess.layout.columns == tuple(dates)
    assert scored.best_labels == ("чт 04.12 19:00",)


def test_how_often_someone_comes_is_about_them_and_a_ranking_in_one_cell_is_the_vote() -> None:
    """A form's export re-saved by Turkish Excel (";", Windows-1254): "Kulübe ne sıklıkla geliyorsunuz?" (how often do
    you come to the club?), whose top answer outnumbers every game, then the year's ranking written in one cell as
    "A;B;C;…;" (quoted), then a meeting day."""
    games = ["Wingspan", "Catan", "Azul", "Carcassonne"]
    header = ["Kimlik", "Başlangıç saati", "E-posta", "Kulübe ne sıklıkla geliyorsunuz?"]
    header += ["Yılın oyunu 2025: oyunları en sevdiğinizden başlayarak sıralayın", "Oyun geceleri hangi gün yapılsın?"]
    rows = [header]
    for n in range(24):
        order = games[n % 4 :] + games[: n % 4] if n % 3 else games
        cell = '"' + ";".join(order) + ';"'
        often = "Her hafta" if n % 5 else "Ayda bir"
        rows.append([n + 1, f"{1 + n % 9}.12.2025 10:{n:02d}:00", "anonymous", often, cell, "Cuma akşamı"])
    _, guess, scored = read(lines(rows, ";").encode("cp1254"), "Kutu_Oyunu_Kulubu.csv")
    assert guess.layout.kind == "ranked"
    assert scored.best_labels == ("Wingspan",)


@pytest.mark.parametrize(
    "question",
    ["Kulübe ne sıklıkla geliyorsunuz?", "How often do you come to the club?", "Wie oft kommst du zum Training?"],
)
def test_how_often_the_person_comes_is_a_question_about_them(question: str) -> None:
    assert profile_evidence(question) < 0


def test_turkish_siralayin_asks_for_a_ranking() -> None:
    assert RANK_WORDS.search("Yılın oyunu 2025: oyunları en sevdiğinizden başlayarak sıralayın")
