"""Classes found on set ZI: a ranking whose columns are named by a word and an ordinal in a language the reader has
no ordinals for ("בחירה ראשונה", "בחירה שנייה", "בחירה שלישית": a choice's first, second, third), read by the order
the columns stand in; and a date sheet answered "Ja" / "Nei" / "Kanskje" (Norwegian), a yes / no grid."""

from __future__ import annotations

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
