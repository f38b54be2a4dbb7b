"""Classes of misread that blind set N showed (issue 19), each a general rule with its own test: ISO-8859-2 with a
sum and a mean row; a "Sum (yes)" row under a scheduling grid; a database export with no header row; "Surname,
Given" names are no list of choices; a Korean count by polling station with subtotals and head counts; a question
naming a poll is no contest column; a word of the file name in several columns points at none; contests stacked
with their own total rows; a fact line with a grouped number above the table; votes weighed by ownership shares."""

from __future__ import annotations

from dpcore.ingest.csv_reader import legacy_codec
from dpcore.ingest.layout import score_layout
from tests.upload_kit import lines, read, workbook


def test_a_czech_rating_sheet_in_latin_2_with_a_sum_and_a_mean_row() -> None:
    rows = [["Porotce", "Návrh A - Ještěd", "Návrh B - Lípa", "Návrh C - Vlnka Nisy"]]
    scores = [("5", "6,50", "8,50"), ("4,50", "7,50", "7,50"), ("3,50", "7", "7"), ("5,50", "6,50", "9")]
    judges = ["Ing. Jiří Dvořák", "Mgr. Šárka Nováková", "Bc. Tomáš Růžička", "Lenka Čermáková"]
    rows += [[judge, *row] for judge, row in zip(judges, scores, strict=True)]
    rows += [["Součet", "18,50", "27,50", "32"], ["Průměr", "4,63", "6,88", "8"]]
    data = lines(rows, ";").encode("iso8859_2")
    assert legacy_codec(data) == "iso8859_2"  # (Windows-1250 reads "Tomáą Růľička": letters of no one alphabet)
    frame, guess, scored = read(data)
    assert len(frame) == 4 and guess.layout.kind == "ratings"
    assert list(scored.best_labels) == ["C - Vlnka Nisy"]  # (what each column's name adds to the shared "Návrh")


def test_a_sum_of_yes_row_under_a_scheduling_grid_is_no_person() -> None:
    rows = [["Name", "E-mail", "Tue 14 Apr 18:00", "Thu 16 Apr 18:30", "Tue 21 Apr 18:00"]]
    answers = [("Yes", "Yes", "No"), ("If need be", "Yes", "Yes"), ("No", "Yes", "No"), ("Yes", "Yes", "If need be")]
    rows += [[f"Person {i}", f"p{i}@uni.example.no", *row] for i, row in enumerate(answers)]
    rows.append(["Sum (yes)", "", 2, 4, 1])
    frame, guess, scored = read(lines(rows).encode())
    assert len(frame) == 4 and guess.layout.kind == "grid"
    assert list(scored.best_labels) == ["Thu 16 Apr 18:30"]


def test_a_database_export_without_a_header_row_reads_its_first_row_as_data() -> None:
    """``bcp -w``: UTF-16, tabs, no header. The first row is like the rows below (a number, a time, a value the
    column repeats), so it is data; the columns are named "Column 1" … and the page asks which holds the vote."""
    colours = ["Ziegelrot", "Anthrazit", "Ziegelrot", "Schiefergrau", "Ziegelrot", "Anthrazit"] * 4
    rows = [
        [1001 + i, f"2026-01-19 2{i % 10}:48:48.259", f"{'ABC'[i % 3]}-{i % 4 + 1}.0{i % 7}", f"Krüger, Name{i}", c]
        for i, c in enumerate(colours)
    ]
    data = "\ufeff".encode("utf-16-le") + lines(rows, "\t").encode("utf-16-le")
    frame, guess, scored = read(data, "dachfarbe_bcp_export.txt")
    assert len(frame) == len(rows) and list(frame.columns)[0] == "Column 1"
    assert any("no header row" in note for note in frame.attrs["notes"])
    assert guess.layout.columns == ("Column 5",) and not guess.confident
    assert list(scored.best_labels) == ["Ziegelrot"]


def test_a_korean_count_by_polling_station_leaves_out_subtotals_and_head_counts() -> None:
    rows = [
        ["[제9회 전국동시지방선거] 군수선거 개표진행상황", "", "", "", "", "", "", ""],
        ["읍면동명", "투표구명", "선거인수", "투표수", "후보자별 득표수", "", "", "계"],
        ["", "", "", "", "한빛당 김민준", "새물결당 이서연", "무소속 박도윤", ""],
        ["합계", "", '"4,100"', '"3,000"', 900, '"1,300"', 700, '"2,900"'],
        ["", "관외사전투표", 300, 300, 100, 120, 70, 290],
        ["한빛읍", "소계", '"2,000"', '"1,500"', 450, 600, 400, '"1,450"'],
        ["한빛읍", "제1투", '"1,200"', 900, 250, 350, 280, 880],
        ["한빛읍", "제2투", 800, 600, 200, 250, 120, 570],
        ["솔내면", "소계", '"1,800"', '"1,200"', 350, 580, 230, '"1,160"'],
        ["솔내면", "제1투", '"1,000"', 700, 200, 330, 150, 680],
        ["솔내면", "관내사전투표", 800, 500, 150, 250, 80, 480],
    ]
    frame, _, scored = read(lines(rows).encode("euc-kr"))
    assert "소계" not in frame["투표구명"].astype(str).tolist()
    assert dict(zip(scored.labels, scored.scores.tolist(), strict=True)) == {
        "후보자별 득표수 한빛당 김민준": 900.0,
        "후보자별 득표수 새물결당 이서연": 1300.0,
        "후보자별 득표수 무소속 박도윤": 700.0,
    }


def test_a_question_naming_a_poll_holds_answers_and_a_file_name_word_in_two_columns_points_at_neither() -> None:
    poll = "Q3. Poll: Which author should we invite?"
    rows = [["First Name", "Q1. Who wrote the book?", "Q2. Which of these is a non-fiction book?", poll]]
    authors = ["Katherine Rundell"] * 7 + ["Onjali Q. Raúf"] * 4 + ["Alex Wheatle"] * 3
    for i, author in enumerate(authors):
        rows.append([f"Pupil {i}", "Onjali Q. Raúf", "A field guide" if i % 3 else "A poem", author])
    _, guess, scored = read(lines(rows).encode(), "Book_Week_Quiz.csv")
    assert guess.layout.columns == (poll,) and not guess.layout.subset
    assert list(scored.best_labels) == ["Katherine Rundell"]


def test_contests_stacked_with_their_own_total_rows_are_asked_about_each_total_left_out() -> None:
    """A county's cumulative report: facts above (a grouped number), then one block of rows per contest, each with
    over- and undervotes and a "Total Votes" row that counts its candidates (not the write-ins)."""
    rows = [
        ["Juniper County", "", "", ""],
        ["", "", "", ""],
        ["Registered Voters", '"31,208"', "", ""],
        ["Ballots Cast", '"17,944"', "", ""],
        ["", "", "", ""],
        ["Contest", "Choice", "Total", "Percent"],
        ["Library Trustee", "Dana Whitfield", '"4,041"', "29.00%"],
        ["Library Trustee", "Marcus Ortega", '"6,221"', "44.65%"],
        ["Library Trustee", "Priya Raman", '"3,671"', "26.35%"],
        ["Library Trustee", "Write-in Totals", 73, ""],
        ["Library Trustee", "Undervotes", '"1,384"', ""],
        ["Library Trustee", "Total Votes", '"13,933"', "100.00%"],
        ["Mayor", "Ellen Sato", '"3,040"', "56.40%"],
        ["Mayor", "Robert Kline", '"2,350"', "43.60%"],
        ["Mayor", "Undervotes", '"1,397"', ""],
        ["Mayor", "Total Votes", '"5,390"', "100.00%"],
        ["Proposition A", "For", '"2,078"', "40.08%"],
        ["Proposition A", "Against", '"3,106"', "59.92%"],
        ["Proposition A", "Undervotes", '"1,699"', ""],
        ["Proposition A", "Total Votes", '"5,184"', "100.00%"],
    ]
    frame, guess, scored = read(lines(rows).encode())
    assert list(frame.columns) == ["Contest", "Choice", "Total", "Percent"]
    assert guess.question is not None and len(guess.question.options) == 3 and not guess.confident
    assert "Total Votes" not in scored.labels


def test_votes_weighed_by_ownership_shares_ask_heads_or_shares() -> None:
    """A condominium counts heads and thousandths ("millesimi"): both are how its votes count, so the page asks."""
    owners = [("Rossi", 40, "Edilfacciate"), ("Bianchi", 35, "Edilfacciate"), ("Verdi", 30, "Edilfacciate")]
    owners += [("Neri", 120, "Colorificio"), ("Gallo", 95, "Colorificio"), ("Costa", 25, "Edilfacciate")]
    rows = [["Condòmino", "Millesimi prop.", "Voto"]] + [list(owner) for owner in owners * 2]
    frame, guess, _ = read(workbook({"Sheet": rows}), "votazione.xlsx")
    assert guess.question is not None and guess.question.field == "reading" and not guess.confident
    assert any("weighted by “Millesimi prop.”" in label for label in guess.question.labels)
    chosen = {tuple(score_layout(frame, layout).best_labels) for layout in guess.alternatives}
    assert chosen == {("Edilfacciate",), ("Colorificio",)}


def test_surname_comma_given_names_are_no_list_of_choices() -> None:
    """ "Krüger, Katrin" and "Krüger, Gisela": every cell two parts, a surname never in a given name's place."""
    import pandas as pd  # noqa: PLC0415

    from dpcore.ingest.layout import _separator  # noqa: PLC0415 (the rule itself: no reading names it)

    names = pd.Series([f"{surname}, {given}" for surname in ("Krüger", "Köhler", "Jäger") for given in ("Ana", "Ben")])
    assert _separator(names) == ""
    choices = pd.Series(["Karaoke, Pub quiz", "Karaoke", "Pub quiz, Lawn games", "Lawn games, Karaoke"] * 2)
    assert _separator(choices) == ", "
