"""Set ZA's classes: entries named by a code beside their title, an entry titled as a question, a bid history whose
participants and remarks are in Ukrainian, bookkeeping columns in Hebrew and Bulgarian, "City, ST" answers, a
shooting club's score sheet (a non-starter, notes under it, totals bunched far from zero) and an election's
tally pasted as lines of names and counts."""

from __future__ import annotations

import csv
import io

from dpcore.ingest.cells import is_no_candidate
from tests.upload_kit import lines, read

PROJECTS = {
    "BEHA-1003": ("Does Background Music Change Typing Speed?", [73, 69, 71]),
    "CHEM-1011": ("Citrus Peel Pectin as a Biodegradable Film", [73, 82, 73]),
    "COMP-1055": ("Detecting Bee Swarms by Sound", [92, 88, 89]),
    "ENGR-1018": ("A Low-Cost Sensor Glove", [90, 80, 80]),
}


def test_judges_points_name_each_entry_by_its_title_not_its_code() -> None:
    header = ["Project Number", "Project Title", "Category", "Judge ID", "Judge Name", "Total Score"]
    rows = [header]
    judges = [("J-1", "Robert Chen"), ("J-2", "Patricia Gomez"), ("J-3", "Mark Duvall")]
    for number, (title, scores) in PROJECTS.items():
        for (judge, name), score in zip(judges, scores, strict=True):
            rows.append([number, title, number[:4], judge, name, score])
    _, guess, scored = read(lines(rows, ";").encode(), "judging.csv")
    assert guess.layout.kind == "points" and guess.layout.label_column == "Project Title"
    assert list(scored.best_labels) == ["Detecting Bee Swarms by Sound"]
    assert "Does Background Music Change Typing Speed?" in scored.labels  # (an entry titled as a question)


def test_a_bid_history_in_ukrainian_names_its_participants_and_leaves_out_the_disqualified() -> None:
    header = ["Етап", "Учасник", "Цінова пропозиція", "Час", "Примітка"]
    bids = [
        ("Раунд 1", "Учасник 1", "196 000,00 грн", "10:04:12", ""),
        ("Раунд 1", "Учасник 2", "198 000,00 грн", "10:05:40", ""),
        ("Раунд 1", "Учасник 3", "203 000,00 грн", "10:07:02", ""),
        ("Раунд 1", "Учасник 4", "207 500,00 грн", "10:09:15", "Учасника дискваліфіковано"),
        ("Раунд 2", "Учасник 1", "212 000,00 грн", "10:14:03", ""),
        ("Раунд 2", "Учасник 4", "240 000,00 грн", "10:18:55", "Учасника дискваліфіковано"),
    ]
    frame, guess, _ = read(lines([header, *map(list, bids)], "\t").encode("utf-16"), "bids.txt")
    assert guess.layout.kind == "bids" and guess.layout.voter_column == "Учасник"
    assert len(frame) == 4 and not frame["Учасник"].eq("Учасник 4").any()


def test_bookkeeping_columns_in_hebrew_and_bulgarian_are_no_candidates() -> None:
    for name in ("בעלי זכות בחירה", "מצביעים", "קולות פסולים", "קולות כשרים", "אחוז הצבעה", "Не подкрепям никого"):
        assert is_no_candidate(name), name


def test_results_by_section_in_bulgarian_add_up_each_candidates_valid_votes() -> None:
    header = ["Секция", "Населено място", "Кандидат", "Действителни гласове"]
    votes = {"Петър Илиев": [73, 106], "Мариана Костова": [161, 104], "Иван Русев": [76, 59]}
    rows = [header]
    for section, place in ((170900001, "с. Горно Черешово"), (170900002, "с. Горно Черешово")):
        position = 0 if section == 170900001 else 1
        rows += [[section, place, name, counts[position]] for name, counts in votes.items()]
        rows.append([section, place, "Не подкрепям никого", 9])
    _, _, scored = read(lines(rows, ";").encode("cp1251"), "po_sekcii.csv")
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {name: sum(c) for name, c in votes.items()}


def test_city_and_state_in_one_answer_are_one_answer() -> None:
    """A long survey export: the venue question's answers are "City, ST", beside one-part answers of other
    questions; the comma is inside the answer, never between two choices."""
    header = ["Answer", "Survey Question", "Survey Response"]
    venues = ["Spokane, WA"] * 5 + ["Tacoma, WA"] * 4 + ["Boise, ID"] * 2
    regions = ["Puget Sound"] * 7 + ["Inland"] * 4
    rows = [header]
    for n, (venue, region) in enumerate(zip(venues, regions, strict=True)):
        rows += [[region, "Which region is your chapter in?", f"R{n}"], [venue, "Where should we meet?", f"R{n}"]]
    out = io.StringIO()
    csv.writer(out).writerows(rows)
    _, guess, scored = read(out.getvalue().encode(), "SurveyQuestionResponses.csv")
    assert guess.layout.kind == "votes" and guess.layout.subset == ("Survey Question", "Where should we meet?")
    assert list(scored.best_labels) == ["Spokane, WA"]


def test_a_score_sheets_total_wins_past_a_non_starter_and_the_notes_under_it() -> None:
    header = ["Start-Nr.", "Name", "Jahrgang", "Klasse", "liegend", "kniend", "stehend", "Gesamt"]
    shooters = [
        (11, "Maier, Georg", 1962, "Altersklasse", 168, 160, 139),
        (12, "Lechner, Thomas", 1973, "Schützenklasse", 190, 171, 151),
        (14, "Eder, Sepp", 1955, "Altersklasse", 164, 153, 130),
        (15, "Schuster, Martin", 1980, "Schützenklasse", 176, 161, 146),
        (16, "Wimmer, Franz", 1977, "Schützenklasse", 200, 180, 169),
        (17, "Reiter, Stefan", 1986, "Jugendklasse", 159, 141, 126),
        (18, "Obermüller, Lisa", 1984, "Juniorenklasse", 168, 153, 131),
        (19, "Brandl, Michael", 1971, "Schützenklasse", 186, 172, 155),
        (20, "Huber, Josef", 1948, "Altersklasse", 177, 168, 152),
        (21, "Fuchs, Hildegard", 1958, "Damenklasse", 158, 141, 124),
        (22, "Kößler, Andreas", 1975, "Schützenklasse", 177, 152, 135),
    ]
    rows: list[list[object]] = [["Vereinsmeisterschaft 2001", *[""] * 7], [""] * 8, header]
    rows += [[*shooter, sum(shooter[4:])] for shooter in shooters]
    rows.insert(4, [13, "Pfeiffer, Karl", 1951, "Altersklasse", "", "", "", "n. a."])
    rows += [[""] * 8, ["n. a. = nicht angetreten", *[""] * 7], ["Auswertung: Sportleiter R. Kößler", *[""] * 7]]
    frame, guess, scored = read(lines(rows, ";").encode("cp1252"), "VM2001.csv")
    assert len(frame) == len(shooters)  # (the non-starter and the two notes are no entries)
    assert guess.layout.kind == "counts" and guess.layout.columns == ("Gesamt",)
    assert list(scored.best_labels) == ["Wimmer, Franz"]


def test_an_elections_tally_pasted_as_names_and_counts_asks_which_office() -> None:
    text = (
        "Local 4417 - 2026 Officer Election\n\nVoters and Ballot Tracking Center | Audit Info | Questions (2)\n\n"
        "Tally\nQuestion #1\nPresident\nDana Whitfield\t231\nMarcus Oyelaran\t178\nTeresa Quintero\t84\n\n"
        "Question #2\nSecretary-Treasurer\nLionel Baptiste\t171\nSung-min Park\t262\nAbena Owusu\t57\n\n"
        "Audit Info\nDownload the election's data to verify the tally.\n"
    )
    frame, guess, _ = read(text.encode(), "tally.txt")
    assert set(frame["Question"]) == {"President", "Secretary-Treasurer"}
    assert guess.question is not None and len(guess.question.options) == 2 and not guess.confident
