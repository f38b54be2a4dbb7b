"""Classes from the fresh set ZW (sports results):

- a rank column (1 = best) is no count, so the last-placed pair is never "the true best";
- a printed results report with a second section below its first (a bridge game's North-South and East-West
  pairs) is read with a doubt: the lines below hold as many rows of another table as the one read;
- numbers written with their unit ("82,8 km", "1.353 m") are numbers, and a leaderboard ranked by such a measure
  (a rank column in place order, the measure never rising down the rows) is scored by it.
"""

from __future__ import annotations

import io

import numpy as np
import openpyxl
import pandas as pd

from dpcore.ingest.cells import read_numbers
from dpcore.ingest.layout import score_layout
from dpcore.ingest.readings import understand_upload

NORTH_SOUTH = [("Renée Dufour - Günter Koch", 42.46, 53.5, 7), ("José Muñoz - Ellen Fairbanks", 66.67, 84.0, 1)]
NORTH_SOUTH += [("Patricia Vance - Lloyd Harmon", 45.24, 57.0, 6), ("Margaret Liu - Howard Tait", 50.00, 63.0, 2)]
NORTH_SOUTH += [("Beverly Ostrom - Carl Ostrom", 49.60, 62.5, 3), ("Judith Pike - Sam Abernathy", 47.62, 60.0, 5)]
NORTH_SOUTH += [("Dolores Quinn - Vernon Styles", 48.41, 61.0, 4)]
EAST_WEST = [
    (f"Pair {number} East - Pair {number} West", 40.0 + 3 * number, 50.0 + 4 * number, 8 - number)
    for number in range(1, 8)
]


def pairs_report() -> bytes:
    """A bridge club scorer's printed results (CP850): title block, one section per direction, each with its own
    header and rule of dashes, pairs listed by number, then the director's line."""
    lines = ["                 LAKEVIEW BRIDGE CLUB", "          Tuesday Afternoon Open Pairs - Mitchell", ""]
    for direction, pairs in (("North-South", NORTH_SOUTH), ("East-West", EAST_WEST)):
        lines += [f"  Section A   {direction}             Top on board: 6   Boards: 21", ""]
        lines += [
            "  Pair  Names                                  Pct    Score  Rank",
            "  ----  " + "-" * 37 + "  -----  -----  ----",
        ]
        for number, (names, pct, score, rank) in enumerate(pairs, start=1):
            lines.append(f"  {number:>4}  {names:<37}  {pct:5.2f}  {score:5.1f}  {rank:>4}")
        lines += ["", ""]
    lines.append("  Director: B. Halvorsen      Printed 04/14/2026  4:52 PM")
    return ("\r\n".join(lines) + "\r\n").encode("cp850")


def test_a_rank_is_no_count_and_a_second_section_below_is_a_doubt() -> None:
    frame, guess = understand_upload(pairs_report(), file_name="pairs_results.txt")
    scored = score_layout(frame, guess.layout)
    # (the rank may be read as places, 1 best, or the score read: never the rank as a count)
    assert not (guess.layout.kind == "counts" and "Rank" in guess.layout.columns)
    assert guess.layout.rule == "ranks" or "Rank" not in guess.layout.columns
    last = max(NORTH_SOUTH, key=lambda pair: pair[3])[0]
    assert last not in scored.best_labels
    assert not guess.confident and "Only the file's first table was read" in guess.unsure


def test_numbers_with_a_shared_unit_are_numbers() -> None:
    assert read_numbers(pd.Series(["82,8 km", "70,8 km", "8,2 km"])).values.tolist() == [82.8, 70.8, 8.2]
    assert read_numbers(pd.Series(["1.353 m", "980 m"])).values.tolist() == [1353.0, 980.0]
    # (not a currency's code, not ordinals, not two different units)
    assert read_numbers(pd.Series(["12 EUR", "13 EUR"])).currency == "€"
    assert read_numbers(pd.Series(["1st", "2nd"]), coerce=True).values.tolist() != [1.0, 2.0]
    assert read_numbers(pd.Series(["3 km", "4 mi"]), coerce=True).values.tolist() != [3.0, 4.0]
    assert read_numbers(pd.Series(["211700B", "211701B"]), coerce=True).values.tolist() != [211700.0, 211701.0]


RUNNERS = [("Miriam S.", 82.8, 5, 427), ("Kerstin L.", 70.8, 7, 826), ("Petra V.", 68.6, 7, 1353)]
RUNNERS += [("Uwe T.", 52.8, 5, 977), ("Nadine G.", 23.8, 3, 432), ("Lea F.", 8.2, 1, 111)]


def club_leaderboard() -> bytes:
    """A running club's weekly leaderboard pasted into a workbook: a title, the rank, the athlete, the distance,
    runs and climb, each measure with its unit."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["Lauftreff Lautertal e.V."])
    sheet.append(["Bestenliste · Letzte Woche"])
    sheet.append([])
    sheet.append(["Rang", "Athlet", "Distanz", "Läufe", "Höhenmeter"])
    for rank, (name, distance, runs, climb) in enumerate(RUNNERS, start=1):
        sheet.append([rank, name, f"{distance:.1f} km".replace(".", ","), runs, f"{climb:,} m".replace(",", ".")])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def test_a_leaderboard_is_scored_by_the_measure_it_is_ranked_by() -> None:
    frame, guess = understand_upload(club_leaderboard(), file_name="Bestenliste.xlsx")
    assert (guess.layout.kind, guess.layout.columns, guess.layout.label_column) == ("counts", ("Distanz",), "Athlet")
    assert score_layout(frame, guess.layout).best_labels == (RUNNERS[0][0],)


FINISHERS = [("Agnieszka Dąbrowska", 295, 0), ("Rafał Czyż", 260, 0), ("Paweł Grabowski", 395, -160)]
FINISHERS += [("Ewa Szczęsna", 230, 0), ("Łukasz Wójcik", 210, -40), ("Magdalena Wrona", 165, 0)]


def rogaining_results() -> bytes:
    """An orienteering program's results (Windows-1250, semicolons): the place as "1.", the points, the penalty
    for lateness, the result after it, the time; rows in the order of the result."""
    lines = ["Rogaining 2026 – 4 h;;;;;;", "Wyniki – kategoria OPEN;;;;;;", ";;;;;;"]
    lines.append("Miejsce;Imię i nazwisko;Klub;Punkty;Kara;Wynik;Czas")
    ordered = sorted(FINISHERS, key=lambda row: -(row[1] + row[2]))
    for place, (name, points, penalty) in enumerate(ordered, start=1):
        lines.append(f"{place}.;{name};KS Azymut;{points};{penalty};{points + penalty};3:5{place}:00")
    return ("\r\n".join(lines) + "\r\n").encode("cp1250")


def test_a_place_column_in_another_language_ranks_by_the_result_after_penalties() -> None:
    frame, guess = understand_upload(rogaining_results(), file_name="wyniki.csv")
    assert guess.layout.columns == ("Wynik",)
    best = max(FINISHERS, key=lambda row: row[1] + row[2])[0]
    assert score_layout(frame, guess.layout).best_labels == (best,)


DIVERS = ["SANTORO Elena", "BIANCHI Giulia", "GALLI Marta", "VITALI Noemi"]
ROUNDS = [("5132D", "2,2", 48.4, "303B", "2,1", 52.5), ("303B", "2,1", 35.7, "105B", "2,4", 60.0)]
ROUNDS += [("105B", "2,4", 43.2, "5132D", "2,2", 40.0), ("403C", "2,2", 36.3, "303B", "2,1", 39.9)]


def dive_sheet() -> bytes:
    """A diving scorer's results: per round the dive's code, its difficulty and the points, then the total."""
    head = "Class.;Atleta;Anno;Tuffo 1;C.D. 1;Punti 1;Tuffo 2;C.D. 2;Punti 2;Totale"
    rows = []
    for name, (code1, dd1, p1, code2, dd2, p2) in zip(DIVERS, ROUNDS, strict=True):
        rows.append((name, code1, dd1, p1, code2, dd2, p2, p1 + p2))
    rows.sort(key=lambda row: -row[-1])
    lines = ["Trofeo Primavera di Tuffi 2026;;;;;;;;;", head]
    for place, (name, code1, dd1, p1, code2, dd2, p2, total) in enumerate(rows, start=1):
        points = [f"{value:.2f}".replace(".", ",") for value in (p1, p2, total)]
        lines.append(f"{place};{name};2011;{code1};{dd1};{points[0]};{code2};{dd2};{points[1]};{points[2]}")
    return ("\r\n".join(lines) + "\r\n").encode("cp1252")


def test_a_score_sheets_rounds_are_no_ranking_and_its_total_scores() -> None:
    frame, guess = understand_upload(dive_sheet(), file_name="risultati.csv")
    assert guess.layout.kind != "ranked"
    assert (guess.layout.columns, guess.layout.label_column) == (("Totale",), "Atleta")
    best = max(zip(DIVERS, ROUNDS, strict=True), key=lambda diver: diver[1][2] + diver[1][5])[0]
    assert score_layout(frame, guess.layout).best_labels == (best,)


HOUSES = ["Brunel", "Darwin", "Faraday", "Nightingale"]
EVENTS = ["100m Y7 Girls", "100m Y7 Boys", "800m Y8 Girls", "800m Y8 Boys", "Long jump Y7 Girls", "Shot put Y8 Boys"]
EVENTS += ["High jump Y7 Boys", "Javelin Y8 Girls", "4x100m Relay Y7", "4x100m Relay Y8"]


def sports_day_team_scores() -> tuple[bytes, str]:
    """A meet manager's house scores by event, saved as a workbook: title lines, a row per event giving out 8-7-6-5
    points (relays 16-12-8-4) among the houses, a total row and the houses' positions."""
    draw = np.random.default_rng(17)
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["Sports Day 2026 – team scores by event"])
    sheet.append(["Scoring: 8-7-6-5, relays 16-12-8-4"])
    sheet.append([])
    sheet.append(["Event no.", "Event", "Age group", *HOUSES])
    rows = []
    for number in range(1, 11):
        relay = number > 8
        points = [16, 12, 8, 4] if relay else [8, 7, 6, 5]
        order = draw.permutation(4) if number % 3 else np.array([2, 0, 1, 3])  # (Faraday often first)
        row = [0] * 4
        for place, house in enumerate(order):
            row[int(house)] = points[place]
        rows.append(row)
        event = EVENTS[number - 1]
        sheet.append(
            [
                f"{'R' if relay else 'T'}{number:02d}",
                event,
                next(word for word in event.split() if word.startswith("Y")),
                *row,
            ]
        )
    totals = np.sum(rows, axis=0)
    sheet.append(["Total", None, None, *totals.tolist()])
    places = {house: place for place, house in enumerate(np.argsort(-totals), start=1)}
    sheet.append(["Position", None, None, *(f"{places[h]}{'st' if places[h] == 1 else 'th'}" for h in range(4))])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue(), HOUSES[int(np.argmax(np.sum(rows, axis=0)))]


def test_rows_that_each_give_out_the_same_points_make_the_columns_the_candidates() -> None:
    data, best = sports_day_team_scores()
    frame, guess = understand_upload(data, file_name="team_scores.xlsx")
    assert (guess.layout.kind, list(guess.layout.columns)) == ("ratings", HOUSES)
    assert score_layout(frame, guess.layout).best_labels == (best,)
