"""Results tables that count each candidate more than one way, as election offices and parties publish them: a
caucus's first and final expression per precinct under a two-row header, or a statistics office's first and second
votes per municipality side by side. Which count decides is the reader's question to ask, never a guess."""

from __future__ import annotations

from dpcore.ingest.readings import candidates_by_measure
from tests.upload_kit import lines, read

CANDIDATES = ["Castellanos", "Whitfield", "Osei", "Brandt"]
PRECINCTS = {
    "DSM 1-1": [(102, 129), (78, 107), (69, 85), (41, 0)],
    "DSM 1-2": [(81, 128), (33, 0), (56, 86), (32, 0)],
    "DSM 2-3": [(62, 79), (54, 67), (61, 82), (27, 0)],
    "Ames 1": [(49, 52), (88, 120), (40, 55), (30, 0)],
    "Ames 2": [(51, 66), (90, 118), (33, 0), (35, 40)],
    "Ankeny 4": [(70, 95), (45, 61), (52, 70), (20, 0)],
}


def test_each_measure_of_a_caucus_is_a_reading_and_the_page_asks_which() -> None:
    rows = [["County", "Precinct", *[name if i == 0 else "" for name in CANDIDATES for i in range(2)]]]
    rows.append(["", "", *["First Expression", "Final Expression"] * len(CANDIDATES)])
    rows += [["Polk", precinct, *[n for pair in counts for n in pair]] for precinct, counts in PRECINCTS.items()]
    _, guess, scored = read(lines(rows).encode(), "caucus_results.csv")
    assert guess.question is not None and guess.question.field == "reading" and not guess.confident
    assert list(scored.labels) == CANDIDATES  # (each reading's candidates named without the measure)
    first_or_final = {tuple(layout.columns)[0].split(" ", 1)[1] for layout in guess.alternatives}
    assert first_or_final == {"First Expression", "Final Expression"}


def test_two_ballots_side_by_side_are_asked_about_even_when_one_adds_up_to_its_total() -> None:
    parties = ["CDU", "SPD", "GRÜNE", "AfD"]
    first = {"Albhausen": [773, 425, 361, 617], "Bergfelden": [702, 238, 259, 566], "Dettenrode": [603, 195, 210, 493]}
    second = {"Albhausen": [655, 326, 292, 701], "Bergfelden": [517, 249, 259, 614], "Dettenrode": [526, 233, 188, 445]}
    first |= {"Ebersweiler": [500, 181, 174, 374], "Gundelshofen": [293, 136, 125, 312]}
    second |= {"Ebersweiler": [401, 195, 141, 382], "Gundelshofen": [286, 134, 128, 258]}
    header = ["Gemeindename", "Wähler", *[f"{p} Erststimmen" for p in parties], "Gültige Zweitstimmen"]
    header += [f"{p} Zweitstimmen" for p in parties]
    rows = [header] + [[town, sum(first[town]) + 40, *first[town], sum(second[town]), *second[town]] for town in first]
    _, guess, _ = read(lines(rows, ";").encode("utf-8-sig"), "btw_gemeinden.csv")
    assert guess.question is not None and not guess.confident
    asked = {frozenset(layout.columns) for layout in guess.alternatives}
    assert frozenset(f"{p} Erststimmen" for p in parties) in asked
    assert frozenset(f"{p} Zweitstimmen" for p in parties) in asked


def test_names_that_are_options_are_no_candidates_and_measures() -> None:
    # (a scheduling poll's days and times, and one question's options, are options)
    assert candidates_by_measure(["Mon 16 9:00", "Mon 16 14:00", "Tue 17 9:00", "Tue 17 14:00"]) == {}
    assert candidates_by_measure(["Pizza Margherita", "Pizza Funghi", "Pasta Carbonara", "Salad"]) == {}
    assert candidates_by_measure(["CDU Erststimmen", "SPD Erststimmen", "CDU Zweitstimmen", "SPD Zweitstimmen"]) == {
        "Erststimmen": {"CDU": "CDU Erststimmen", "SPD": "SPD Erststimmen"},
        "Zweitstimmen": {"CDU": "CDU Zweitstimmen", "SPD": "SPD Zweitstimmen"},
    }
