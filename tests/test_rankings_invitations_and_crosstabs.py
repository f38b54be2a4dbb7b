"""Classes found on set ZD: a ranking's points never rising down its rows are the score; an invitation's answers
("Zusage" / "Absage") and the rows under the grid that count each answer; a day's short name is part of a slot's
name; a cross-table may have its candidates in the columns; where the person answering works is about them."""

from __future__ import annotations

from dpcore.ingest.layout import PEOPLE_WORDS, PROFILE_WORDS
from tests.upload_kit import lines, read, workbook

PLAYERS = {"Navarro Soler, Marta": "6,5", "Castillo Ramos, Sergio": "5,5", "Ruiz Calvo, Alejandro": "5,5"}
PLAYERS |= {"Moreno Gil, Lucía": "5", "Herrera Campos, Diego": "5", "Sánchez Prieto, Javier": "4,5"}


def test_a_rankings_points_are_the_score_whatever_else_is_numbered() -> None:
    """A tournament's final ranking: rank, seed, rating (the top seed is not the winner), points with halves, and
    tie-breaks larger than the points."""
    rows = [["Torneo de verano"], [], ["Rk.", "SNo", "Nombre", "Elo", "Pts.", "Des1", "Des2"]]
    for rank, (name, points) in enumerate(PLAYERS.items(), start=1):
        rows.append([rank, 7 - rank, name, 2300 - 40 * (rank % 3), points, 20 - rank, 30 - rank])
    _, guess, scored = read(workbook({"Clasificación": rows}), "clasificacion.xlsx")
    assert guess.layout.kind == "counts" and guess.layout.columns == ("Pts.",)
    assert guess.layout.label_column == "Nombre"
    assert list(scored.best_labels) == ["Navarro Soler, Marta"]
    # Δ's reason speaks of points and the records behind them, not of people each in one category
    assert "points" in scored.sensitivity_reason and "one category" not in scored.sensitivity_reason


def test_a_count_of_votes_keeps_the_reason_of_people_in_one_category() -> None:
    """A summary of votes ("Option", "Votes") keeps the reason of people each counted once."""
    _, guess, scored = read(lines([["Option", "Votes"], ["Red", 12], ["Blue", 9], ["Green", 4]]).encode())
    assert guess.layout.kind == "counts"
    assert "one category" in scored.sensitivity_reason


def test_an_invitations_answers_and_the_rows_counting_them() -> None:
    """A band's date poll: "Zusage" / "Absage" / "Vielleicht" / "keine Rückmeldung" per member and weekend, a
    column of instruments (the most frequent, "Klarinette", is no date), and rows under the grid counting each
    answer per weekend. The weekends' names keep their day ("Fr")."""
    weekends = ["Fr 19.09. – So 21.09.2025", "Fr 10.10. – So 12.10.2025", "Fr 17.10. – So 19.10.2025"]
    answers = {
        ("Anna", "Flöte"): ["Absage", "Zusage", "Absage"],
        ("Jonas", "Klarinette"): ["Zusage", "Zusage", "Vielleicht"],
        ("Marie", "Klarinette"): ["Zusage", "Zusage", "Absage"],
        ("Felix", "Klarinette"): ["Absage", "Zusage", "Zusage"],
        ("Sophie", "Klarinette"): ["keine Rückmeldung"] * 3,
        ("Lea", "Trompete"): ["Absage", "Vielleicht", "Absage"],
    }
    rows = [["Musikverein"], ["Terminabfrage: Probenwochenende"], [], ["Name", "Register", *weekends]]
    rows += [[name, instrument, *marks] for (name, instrument), marks in answers.items()]
    for answer, label in (("Zusage", "Zusagen"), ("Vielleicht", "Vielleicht"), ("Absage", "Absagen")):
        rows.append([label, None, *[sum(marks[i] == answer for marks in answers.values()) for i in range(3)]])
    _, guess, scored = read(workbook({"Terminabfrage": rows}), "Konzertmeister_Terminabfrage.xlsx")
    assert guess.layout.kind == "grid" and guess.layout.labels == tuple(weekends)
    assert len(scored.labels) == 3 and list(scored.best_labels) == ["Fr 10.10. – So 12.10.2025"]
    assert sorted(scored.scores) == [1.5, 2.0, 4.5]  # (the count rows are no members; a maybe counts ½)


def test_a_cross_table_of_units_by_songs_reads_the_songs() -> None:
    """A pivot table's export: one row per sub-camp ("Podobóz Wilki", "Podobóz Rysie": units of one kind), one
    column per song, totals on both sides. The songs are the candidates; the largest sub-camp would have won."""
    songs = ["Płonie ognisko", "Wędrowniczek", "Jak dobrze nam zdobywać góry"]
    camps = {"Wilki": [30, 44, 35], "Rysie": [31, 54, 30], "Żubry": [20, 49, 77], "Orły": [38, 39, 95]}
    rows = [["Podobóz / Piosenka", *songs, "Suma całkowita"]]
    rows += [[f"Podobóz {camp}", *votes, sum(votes)] for camp, votes in camps.items()]
    rows.append(["Suma całkowita", *[sum(votes[i] for votes in camps.values()) for i in range(3)], ""])
    rows[-1][-1] = sum(rows[-1][1:4])
    _, guess, scored = read(("\ufeff" + lines(rows)).encode(), "Festiwal_glosowanie_podoboz.csv")
    assert guess.layout.kind == "ratings" and guess.layout.columns == tuple(songs)
    assert list(scored.best_labels) == ["Jak dobrze nam zdobywać góry"]


def test_a_cross_table_with_nothing_to_tell_its_rows_from_its_columns_is_asked_about() -> None:
    """Guard: rows "North", "South", "East" and columns "A", "B", "C" with totals on both sides: either may be the
    candidates, so the page asks."""
    grid = {"North": [10, 25, 12], "South": [30, 14, 16], "East": [15, 18, 40]}
    rows = [["Name", "A", "B", "C", "Total"], *[[name, *votes, sum(votes)] for name, votes in grid.items()]]
    rows.append(["Total", *[sum(votes[i] for votes in grid.values()) for i in range(3)], 180])
    _, guess, _ = read(lines(rows).encode(), "table.csv")
    assert guess.question is not None and not guess.confident
    assert sorted(label.split(" (")[0] for label in guess.question.labels) == [
        "the candidates in the columns",
        "the candidates in the rows",
    ]


def test_where_the_person_answering_works_is_about_them_and_rater_is_a_word() -> None:
    assert PROFILE_WORDS.search("Em qual unidade você trabalha?") and PROFILE_WORDS.search("Where do you work?")
    assert not PEOPLE_WORDS.search("Onde você prefere fazer a confraternização?")  # ("-rater-" inside a word)
    assert PEOPLE_WORDS.search("Rater") and PEOPLE_WORDS.search("Second rater")
    header = ["Response ID", "Em qual unidade você trabalha?", "Qual data você prefere?", "Onde você prefere ir?"]
    rows = [header]
    units = ["Loja Centro"] * 9 + ["Fábrica"] * 3
    dates = ["Sexta 12/12", "Sábado 13/12", "Sexta 12/12", "Segunda 15/12"] * 3
    places = ["Boteco do Zé", "Sítio do Ademir", "Sítio do Ademir", "Pizzaria Bella"] * 3
    for n, (unit, date, place) in enumerate(zip(units, dates, places, strict=True)):
        rows.append([f"cm{n:04d}x", unit, date, place])
    _, guess, _ = read(lines(rows).encode(), "formbricks_responses.csv")
    assert guess.question is not None and "Em qual unidade você trabalha?" not in guess.layout.columns
