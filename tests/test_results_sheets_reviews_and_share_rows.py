"""More warned misses of the fresh set ZU, as classes:

- a club competition's results listed by surname, not by rank, with a disqualified player's row left without
  points ("DQ", "NR" in a status column): the players are the candidates, their points the score;
- a fitness app's reviews of its trainers, one review per row with its rating, a canned comment column in Russian
  beside it: each trainer's mean rating, never the comments';
- a poll's results by branch with a total row and, under it, each column's share ("19,4%"): the columns are the
  candidates, so they are the default reading.
"""

from __future__ import annotations

import csv
import io

import numpy as np
import openpyxl

from dpcore.ingest.layout import ADD_UP, MEAN, score_layout
from dpcore.ingest.readings import understand_upload

PLAYERS = {  # name: (member number, handicap, gross, stableford points or None, status)
    "Michael Brady": (1040, 28, 101, 36, ""),
    "Seán Ó Briain": (1077, 20, 92, 35, ""),
    "Róisín Byrne": (1114, 12, 84, 35, ""),
    "Liam Moran": (1232, 9, None, None, "DQ"),
    "Declan Fitzgerald": (1336, 1, 75, 36, ""),
    "Aine McGrath": (1195, 4, 74, 37, ""),
    "Brian Nolan": (1269, 15, None, None, "NR"),
    "Eoin Ryan": (1306, 18, 88, 39, ""),
    "Niamh Keane": (1121, 17, 92, 34, ""),
    "Fergal Lynch": (1158, 7, 85, 30, ""),
    "Conor Hegarty": (1047, 9, 88, 29, ""),
}


def competition_scores() -> bytes:
    """A golf club system's competition download (Windows-1252, CRLF), rows in surname order."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(["Name", "Member No.", "Playing Handicap", "Gross", "Points", "Status"])
    for name, (member, handicap, gross, points, status) in PLAYERS.items():
        writer.writerow([name, member, handicap, gross or "", points or "", status])
    return out.getvalue().encode("cp1252")


def test_a_competition_listed_by_name_is_scored_by_its_points_without_the_disqualified() -> None:
    frame, guess = understand_upload(competition_scores(), file_name="competition_scores.csv")
    assert (guess.layout.kind, guess.layout.columns, guess.layout.label_column) == ("counts", ("Points",), "Name")
    scored = score_layout(frame, guess.layout)
    played = {name: facts[3] for name, facts in PLAYERS.items() if facts[3] is not None}
    assert set(scored.labels) == set(played)
    assert scored.best_labels == (max(played, key=played.__getitem__),)


TRAINERS = {"Волкова Екатерина": [5, 5, 4, 5, 5], "Смирнов Олег": [4, 5, 4, 3, 4, 4, 5, 3, 4], "Ким Анна": [4, 3, 4]}
COMMENTS = ["Отлично", "Всё понравилось", "Хорошо, но шумно"]


def trainer_reviews() -> bytes:
    """A fitness app's export of reviews: date, time, the member's masked phone, the trainer, the class, the rating,
    a comment (semicolons, UTF-8)."""
    lines = ["Дата;Время;Телефон;Тренер;Занятие;Оценка;Комментарий"]
    number = 0
    for trainer, ratings in TRAINERS.items():
        for rating in ratings:
            number += 1
            comment = COMMENTS[(number * rating) % 3]  # (canned comments)
            phone = f"+7 (9{number:02d}) ***-**-48"
            lines.append(f"0{number % 9 + 1}.10.2026;09:{number:02d};{phone};{trainer};Йога;{rating};{comment}")
    return ("\n".join(lines) + "\n").encode("utf-8")


def test_reviews_of_trainers_are_read_as_each_trainers_mean_rating() -> None:
    frame, guess = understand_upload(trainer_reviews(), file_name="otzyvy.csv")
    assert (guess.layout.kind, guess.layout.label_column, guess.layout.rule) == ("points", "Тренер", MEAN)
    best = max(TRAINERS, key=lambda trainer: np.mean(TRAINERS[trainer]))
    most = max(TRAINERS, key=lambda trainer: sum(TRAINERS[trainer]))
    assert best != most and score_layout(frame, guess.layout).best_labels == (best,)


CLASSES = ["BodyPump", "Spinning", "Zumba", "HIIT Bootcamp"]
BRANCHES = {  # the biggest branch, first, prefers another class than the whole poll
    "Amsterdam-Zuid": [333, 183, 118, 103],
    "Amsterdam-Noord": [89, 37, 41, 113],
    "Utrecht Centrum": [105, 148, 67, 206],
    "Rotterdam Kralingen": [119, 87, 117, 155],
    "Den Haag Laak": [76, 69, 84, 124],
    "Haarlem": [40, 67, 60, 105],
    "Eindhoven Strijp": [90, 97, 70, 168],
    "Amersfoort": [37, 47, 45, 85],
}


def results_by_branch() -> bytes:
    """A gym software's poll results by branch: title lines, a row per branch, a total row and each class's share
    (semicolons, decimal commas, thousands points)."""
    lines = ["Poll: Groepsles van het jaar 2026", "", ";".join(["Vestiging", *CLASSES, "Totaal"])]
    for branch, votes in BRANCHES.items():
        lines.append(";".join([branch, *map(str, votes), str(sum(votes))]))
    totals = np.sum(list(BRANCHES.values()), axis=0)
    lines.append(
        ";".join(
            ["Totaal", *(f"{value:,}".replace(",", ".") for value in totals), f"{totals.sum():,}".replace(",", ".")]
        )
    )
    shares = [f"{100 * value / totals.sum():.1f}%".replace(".", ",") for value in totals]
    lines.append(";".join(["Percentage", *shares, "100,0%"]))
    return ("\r\n".join(lines) + "\r\n").encode("utf-8")


def test_a_row_of_each_columns_share_makes_the_columns_the_default_candidates() -> None:
    frame, guess = understand_upload(results_by_branch(), file_name="poll_results_per_branch.csv")
    assert (guess.layout.kind, guess.layout.rule, list(guess.layout.columns)) == ("ratings", ADD_UP, CLASSES)
    totals = np.sum(list(BRANCHES.values()), axis=0)
    assert score_layout(frame, guess.layout).best_labels == (CLASSES[int(np.argmax(totals))],)


def frequency_workbook() -> bytes:
    """A statistics program's frequency tables saved as a workbook: a sheet about the run, then one sheet per
    question, each with its title lines, the categories with their cases and shares, a Total row, and under it the
    cases the question did not apply to ("NSA :") and the program's line."""
    questions = {
        "P12": {"Catequesis para adultos": 284, "Comedor para niños": 511, "Grupo juvenil": 203},
        "P13": {"Santuario de Caacupé": 356, "Itá": 466, "Trinidad": 312},
    }
    book = openpyxl.Workbook()
    about = book.active
    about.title = "Información"
    about.append(["Redatam 7 - Procesador Estadístico"])
    about.append(["Base de datos:", "CENSO2026.dicx"])
    for name, counts in questions.items():
        sheet = book.create_sheet(name)
        sheet.append(["AREA # 0001"])
        sheet.append([])
        sheet.append([f"Frecuencia de {name}"])
        sheet.append([])
        sheet.append(["Categorías", "Casos", "%", "Acumulado %"])
        total, running = sum(counts.values()), 0.0
        for label, cases in counts.items():
            running += 100 * cases / total
            sheet.append([f" {label}", cases, round(100 * cases / total, 2), round(running, 2)])
        sheet.append([" Total", total, 100, 100])
        sheet.append([])
        sheet.append(["NSA :", 57])
        sheet.append([])
        sheet.append(["Procesado con Redatam 7"])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def test_frequency_tables_on_two_sheets_are_read_and_asked_about() -> None:
    frame, guess = understand_upload(frequency_workbook(), file_name="frecuencias.xlsx")
    assert (guess.layout.kind, guess.layout.columns) == ("counts", ("Casos",))
    assert "NSA :" not in score_layout(frame, guess.layout).labels
    assert guess.question is not None and guess.question.field == "table" and len(guess.question.options) == 2


def two_rating_questions() -> bytes:
    """An athlete-management system's form export: who, when, then two questions rated on a scale stated in their
    names, "(1-10)", one column per option each."""
    recovery = ["Ice bath", "Compression boots", "Sauna", "Massage gun"]
    venues = ["Bormio", "Girona", "Tenerife"]
    book = openpyxl.Workbook()
    sheet = book.active
    header = ["About", "Date", "Squad", *(f"Recovery rating (1-10) - {name}" for name in recovery)]
    sheet.append(header + [f"Camp venue rating (1-10) - {name}" for name in venues] + ["Comments"])
    draw = np.random.default_rng(3)
    for number in range(16):
        marks = [int(value) for value in draw.integers(3, 11, size=len(recovery) + len(venues))]
        sheet.append([f"Player {number}", "2026-02-02", "Senior Squad", *marks, None])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def test_two_questions_rated_on_a_stated_scale_are_asked_about() -> None:
    _, guess = understand_upload(two_rating_questions(), file_name="Player_Preference_Survey.xlsx")
    assert guess.question is not None and guess.question.field == "reading"
    groups = {layout.columns[0].split(" - ")[0] for layout in [guess.layout, *guess.alternatives]}
    assert {"Recovery rating (1-10)", "Camp venue rating (1-10)"} <= groups
