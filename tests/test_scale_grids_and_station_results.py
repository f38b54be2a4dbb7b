"""A survey grid whose every point carries its label ("5 - Essential" … "1 - Not at all important", and "Don't
know"), under a question that says "prioritize" but rates; and results by polling station as election offices
publish them: a total row named in the stations' number column ("Разом"), and a ministry's file whose header names
one candidate's fields while each row goes on with the next candidate's."""

from __future__ import annotations

import numpy as np

from tests.upload_kit import lines, read, workbook

SCALE = ["1 - Not at all important", "2 - Not very important", "3 - Somewhat important", "4 - Very important"]
SCALE += ["5 - Essential"]
ITEMS = ["Street and road repair", "Police and emergency response", "Parks and trails"]


def test_a_grid_of_labelled_points_is_rated_and_dont_know_is_no_mark() -> None:
    generator = np.random.default_rng(7)
    marks = generator.integers(1, 6, size=(40, len(ITEMS)))
    marks[:, 0] = np.minimum(5, marks[:, 0] + 1)  # (road repair rated higher)
    question = "How important is it for the City to prioritize each of the following in the 2027 budget?"
    rows = [["Response ID", "Council Ward", *[f"{question} [{item}]" for item in ITEMS]]]
    for number, row in enumerate(marks):
        cells = [SCALE[mark - 1] for mark in row]
        cells[2] = "Don't know" if number % 9 == 0 else cells[2]
        rows.append([f"R-{534288 + number}", f"Ward {number % 4 + 1}", *cells])
    frame, guess, scored = read(workbook({"Responses": rows}), "polco.xlsx")
    assert guess.layout.kind == "ratings"  # (no ranking: rows give two options the same mark)
    known = np.arange(len(marks)) % 9 != 0  # (the rows whose third answer is "Don't know")
    expected = [marks[:, 0].sum(), marks[:, 1].sum(), marks[known, 2].sum()]
    assert [float(score) for score in scored.scores] == expected
    assert any("as their numbers in 3 columns" in note for note in frame.attrs["notes"])


def test_one_column_of_numbered_options_stays_options() -> None:
    rows = [["Timestamp", "Your favourite?"]]
    rows += [
        [f"2026-03-01 10:{i:02}", ["1 - Pizza", "2 - Sushi", "3 - Tacos"][i % 3 if i % 4 else 0]] for i in range(20)
    ]
    _, _, scored = read(lines(rows).encode(), "poll.csv")
    assert "1 - Pizza" in scored.labels


def test_a_total_row_named_in_the_stations_number_column_is_left_out() -> None:
    rows = [["№ ВД", "Місце розташування дільниці", "Кількість виборців, внесених до списку"]]
    rows[0] += ["Кількість недійсних виборчих бюлетенів", "Ковальчук О.П.", "Гриценко В.І.", "Мельничук А.С."]
    stations = [[631201 + i, 2373 - 97 * i, 4 + i, 369 - 30 * i, 208 + 5 * i, 182 - 11 * i] for i in range(8)]
    sums = [sum(column) for column in zip(*stations, strict=True)]
    places = ["с. Вербівка (школа)", "с. Лозуватка", "с. Зелений Гай", "с. Петрівське", "с. Новоселиця"]
    places += ["с. Кам'янка", "с. Дібрівка", "с. Степове"]
    rows += [
        [row[0], place, *(f"{cell:,}".replace(",", "\u00a0") for cell in row[1:])]
        for row, place in zip(stations, places, strict=True)
    ]
    rows += [["Разом", "", *(f"{cell:,}".replace(",", "\u00a0") for cell in sums[1:])]]
    frame, guess, scored = read(lines(rows, ";").encode("cp1251"), "ЦВК.csv")
    assert any("“Разом”" in note for note in frame.attrs["notes"])
    # (the stations are the tally's parts, "дільниця"; the candidates, named like people, are added up over them,
    # and the column of invalid ballots is none of them)
    assert list(scored.labels) == ["Ковальчук О.П.", "Гриценко В.І.", "Мельничук А.С."]
    assert [float(score) for score in scored.scores] == sums[3:]


def test_rows_that_go_on_with_each_candidates_fields_are_read_one_candidate_a_row() -> None:
    header = ["Code du département", "Libellé de la commune", "Code du b.vote", "Inscrits", "Votants", "Exprimés"]
    header += ["N°Panneau", "Sexe", "Nom", "Prénom", "Nuance", "Voix", "% Voix/Exp"]
    candidates = [("M", "BERTHIER", "Jacques", "DVD"), ("F", "NAÏT-AMAR", "Samia", "UG"), ("M", "GUÉRIN", "Loïc", "RN")]
    votes = {"0001": [68, 211, 77], "0002": [35, 205, 76], "0003": [134, 97, 173], "0004": [120, 101, 112]}
    rows = [header]
    for station, counts in votes.items():
        row = ["73", "Montfalcon-les-Bains", station, "1287", "568", str(sum(counts))]
        for panel, ((sex, name, first, shade), voices) in enumerate(zip(candidates, counts, strict=True), start=1):
            row += [
                str(panel),
                sex,
                name,
                first,
                shade,
                str(voices),
                f"{100 * voices / sum(counts):.2f}".replace(".", ","),
            ]
        rows.append(row)
    text = lines(rows, ";").encode("latin-1")
    frame, guess, scored = read(text, "resultats-burvot-t1.txt")
    assert len(frame) == len(votes) * len(candidates)
    totals = dict(zip(scored.labels, scored.scores, strict=True))
    assert totals == {name: sum(counts[i] for counts in votes.values()) for i, (_, name, _, _) in enumerate(candidates)}
