"""Tallies as election offices and hand-made count sheets write them (issue 19): the votes counted in parts (one
block of rows per precinct and voting method, one column per polling station), and a bookkeeping block under the
candidates (total of valid votes, blank and invalid ballots, voters, turnout, a signature line).

Each file is written the way its tool writes it: a long CSV as a tally report exports it (UTF-8, LF), and a count
sheet saved from a spreadsheet in an Italian locale (Windows-1252, ";", decimal commas, CRLF)."""

from __future__ import annotations

import io

import pandas as pd
import pytest

from dpcore.ingest import cells
from dpcore.ingest.layout import ADD_UP, Layout, misread_signs, score_layout
from dpcore.ingest.readings import understand_upload
from dpcore.ingest.table import read_table
from dpcore.scoring.rules import score_counts
from dpcore.validation import InvalidInputError
from tests.test_page_your_data_exports import PAGE, plain, reruns_sentence

CANDIDATES = {"Ada Brook": (412, 288, 121, 97), "Ben Carver": (305, 356, 98, 131), "Write-In": (3, 2, 0, 1)}
PARTS = [("North", 21, "Precinct"), ("South", 22, "Precinct"), ("North", 21, "Absentee"), ("South", 22, "Absentee")]


def tally_report(*, slug_column: bool = True) -> bytes:
    """A precinct × voting method tally, each group with its candidates, over- and undervotes and ballots cast."""
    lines = [
        "Precinct,Precinct ID,Voting Method,Contest,Selection," + ("Selection ID," if slug_column else "") + "Votes"
    ]
    for part, (precinct, number, method) in enumerate(PARTS):
        rows = [(name, votes[part]) for name, votes in CANDIDATES.items()]
        cast = sum(votes for _, votes in rows) + 7
        rows += [("Overvotes", 2), ("Undervotes", 5), ("Ballots Cast", cast)]
        for name, votes in rows:
            slug = name.lower().replace(" ", "-") + "," if slug_column else ""
            lines.append(f"{precinct},{number},{method},Mayor,{name},{slug}{votes}")
    return ("\n".join(lines) + "\n").encode("utf-8")


def count_sheet() -> bytes:
    """A count sheet per polling station with a total column, a bookkeeping block and a signature line."""
    rows = [
        "Elezione del rappresentante degli studenti;;;;;",
        ";;;;;",
        "Candidato;Seggio 1;Seggio 2;Seggio 3;Totale;% voti validi",
        "Niccolò Bianchi;71;64;52;187;36,1%",
        "Martina Esposito;48;41;60;149;28,8%",
        "Andrea Colombo;33;27;21;81;15,6%",
        "Totale voti validi;152;132;133;417;100,0%",
        "Schede bianche;4;3;5;12;",
        "Schede nulle;2;4;1;7;",
        "Votanti;158;139;139;436;",
        "Affluenza;45,7%;47,6%;52,9%;48,4%;",
        ";;;;;",
        "Il presidente di seggio: prof.ssa R. Galli;;;Gli scrutatori: L. Marino;;",
    ]
    return ("\r\n".join(rows) + "\r\n").encode("cp1252")


def test_a_tally_in_parts_is_summed_per_candidate_from_the_column_that_names_them() -> None:
    frame, guess = understand_upload(tally_report(), file_name="tally_report.csv")
    assert guess.layout.kind == "counts" and guess.layout.rule == ADD_UP
    assert guess.layout.label_column == "Selection"  # not the slugs beside it, not the precincts
    scored = score_layout(frame, guess.layout)
    expected = {name: float(sum(votes)) for name, votes in CANDIDATES.items()}
    assert dict(zip(scored.labels, scored.scores.tolist(), strict=True)) == expected
    assert guess.confident and guess.question is None
    assert any("Ballots Cast" in note for note in scored.notes)  # left out, and said so


def test_the_same_tally_without_a_slug_column_reads_the_same() -> None:
    frame, guess = understand_upload(tally_report(slug_column=False), file_name="tally_report.csv")
    scored = score_layout(frame, guess.layout)
    assert guess.layout.label_column == "Selection"
    assert scored.best_labels == ("Ada Brook",)


def test_summing_by_a_column_that_is_not_the_candidates_is_a_misread_sign() -> None:
    frame = pd.read_csv(io.BytesIO(tally_report()))
    by_precinct = Layout(kind="counts", columns=("Votes",), label_column="Precinct", rule=ADD_UP)
    signs = misread_signs(frame, by_precinct, score_layout(frame, by_precinct))
    assert any("count ballots or voters" in sign and "Selection" in sign for sign in signs)
    right = Layout(kind="counts", columns=("Votes",), label_column="Selection", rule=ADD_UP)
    assert misread_signs(frame, right, score_layout(frame, right)) == ()


def test_a_raw_ballot_file_is_not_a_tally_in_parts() -> None:
    """Cast vote records (one row per ballot, precincts of different sizes, a record number) are no tally."""
    lines = ["Cast Vote Record,Precinct,1st Choice,2nd Choice"]
    ballots = [("P1", "Ada", "Ben")] * 5 + [("P2", "Ben", "Ada")] * 3 + [("P3", "Ada", "undervote")] * 4
    lines += [f"{number},{precinct},{first},{second}" for number, (precinct, first, second) in enumerate(ballots, 1)]
    frame, guess = understand_upload(("\n".join(lines) + "\n").encode(), file_name="cvr.csv")
    assert guess.layout.rule != ADD_UP


def test_score_counts_adds_up_repeats_only_when_asked() -> None:
    frame = pd.DataFrame({"who": ["A", "B", "A", "B", "Blank votes"], "n": [3, 4, 5, 1, 9]})
    scored = score_counts(frame, label_column="who", count_column="n", add_repeats=True)
    assert scored.labels == ("A", "B") and scored.scores.tolist() == [8.0, 5.0]
    assert scored.sensitivity == 1.0 and scored.monotonic  # one person is in one part and one category
    with pytest.raises(InvalidInputError, match="add up its counts"):
        score_counts(frame, label_column="who", count_column="n")


def test_the_bookkeeping_block_under_a_verified_total_row_is_left_out() -> None:
    frame = read_table(count_sheet())
    assert frame["Candidato"].tolist() == ["Niccolò Bianchi", "Martina Esposito", "Andrea Colombo"]
    # (the signature line under the block goes first, as facts by name; then the total row and the 4 rows below it)
    assert any("Il presidente di seggio" in note and "facts by name" in note for note in frame.attrs["notes"])
    assert any("Totale voti validi" in note and "4 rows below it" in note for note in frame.attrs["notes"])
    frame, guess = understand_upload(count_sheet(), file_name="scrutinio.csv")
    scored = score_layout(frame, guess.layout)
    assert guess.layout == Layout(kind="counts", columns=("Totale",), label_column="Candidato")
    assert scored.scores.tolist() == [187.0, 149.0, 81.0] and guess.confident


def test_a_total_row_that_does_not_add_up_cuts_nothing() -> None:
    """The sums must match exactly: a "Total" that is not the sum of the rows above leaves every row in place."""
    text = count_sheet().decode("cp1252").replace("Totale voti validi;152;", "Totale voti validi;151;")
    frame = read_table(text.encode("cp1252"))
    assert "Schede bianche" in frame["Candidato"].tolist()


def test_a_candidate_row_below_the_total_keeps_the_rows_below() -> None:
    """Only bookkeeping may follow the total: a candidate below it means the row is not the tally's end."""
    text = count_sheet().decode("cp1252").replace("Schede nulle;2;4;1;7;", "Luca Rossi;2;4;1;7;")
    frame = read_table(text.encode("cp1252"))
    assert "Luca Rossi" in frame["Candidato"].tolist()


@pytest.mark.parametrize(
    "label",
    ["Ballots Cast", "Overvotes", "Under-votes", "Schede bianche", "Schede nulle", "Votanti", "Aventi diritto",
     "Affluenza", "Registered voters", "Turnout (%)", "Wahlbeteiligung", "Votants"],
)  # fmt: skip
def test_bookkeeping_labels_are_no_candidates(label: str) -> None:
    assert cells.is_summary_label(label)


@pytest.mark.parametrize("label", ["Write-In", "Participation trophy", "Ballet school", "Vote for change", "Totem"])
def test_candidates_that_merely_resemble_bookkeeping_stay(label: str) -> None:
    assert not cells.NOT_A_CANDIDATE.search(label.lower())


def test_points_that_never_vary_within_an_option_are_an_attribute_not_points() -> None:
    """A number that is the same on every row of an option (its id) is not read as points given to it."""
    frame, guess = understand_upload(tally_report(), file_name="tally_report.csv")
    assert "Precinct ID" not in guess.layout.columns
    assert all("Precinct ID" not in layout.columns for layout in guess.alternatives)


def test_the_page_reads_a_tally_in_parts_and_lets_the_adding_up_be_undone(open_page) -> None:  # noqa: ANN001
    """Your data: the tally is summed (the box ticked, the summed winner called the true best); unticking it asks
    for one row per candidate, said in the page, with no traceback."""
    at = open_page(PAGE, trials="100")
    at.file_uploader(key="yd_upload").upload("tally_report.csv", tally_report(), "text/csv").run()
    assert not at.exception and not at.error
    assert at.checkbox(key="yd_add_up").value
    assert "a tally in parts" in plain(at.success[0].value)
    assert "**Ada Brook** (the true best)" in reruns_sentence(at)
    at.checkbox(key="yd_add_up").uncheck().run()
    assert not at.exception
    assert any("add up its counts" in plain(error.value) for error in at.error)


def count_sheet_workbook(*, total_row: bool = True) -> bytes:
    """A hand-typed count sheet in Excel: merged title, a two-row header ("In person" over Saturday and Sunday),
    one column per part of the count, a Total row and a spoilt-ballots row under it."""
    import openpyxl

    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["Election of Commodore 2025"])
    sheet.append([])
    sheet.append(["Candidate", "In person", None, "Postal", "Proxy"])
    sheet.append([None, "Saturday", "Sunday", None, None])
    rows = {"Rhiannon Price": (31, 12, 9, 4), "Callum McBride": (22, 19, 18, 6), "Tom Ellery": (12, 8, 5, 2)}
    for name, counts in rows.items():
        sheet.append([name, *counts])
    if total_row:
        sheet.append(["Total", *(sum(column) for column in zip(*rows.values(), strict=True))])
        sheet.append(["Spoilt ballots", 2, 1, 3, 0])
    for cells_ in ("A1:E1", "A3:A4", "B3:C3", "D3:D4", "E3:E4"):
        sheet.merge_cells(cells_)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def test_a_count_sheet_with_a_total_row_adds_up_its_parts() -> None:
    frame, guess = understand_upload(count_sheet_workbook(), file_name="count_sheet.xlsx")
    assert guess.layout.kind == "counts" and len(guess.layout.columns) == 4
    scored = score_layout(frame, guess.layout)
    assert dict(zip(scored.labels, scored.scores.tolist(), strict=True)) == {
        "Rhiannon Price": 56.0, "Callum McBride": 65.0, "Tom Ellery": 27.0
    }  # fmt: skip
    assert scored.best_labels == ("Callum McBride",) and guess.confident


def test_one_part_of_a_count_read_alone_is_a_misread_sign() -> None:
    frame, _ = understand_upload(count_sheet_workbook(total_row=False), file_name="count_sheet.xlsx")
    one_part = Layout(kind="counts", columns=("Postal",), label_column="Candidate")
    signs = misread_signs(frame, one_part, score_layout(frame, one_part))
    assert any("holds counts too" in sign for sign in signs)


def outline_workbook(*, off_by_one: bool = False) -> bytes:
    """A list tool's export with an outline: a category row (only its name and the sum of its items' votes) over
    its items, written as Excel: booleans and dates typed, the hierarchy kept only by indentation."""
    import datetime

    import openpyxl

    groups = {"Workplace": {"Quiet room": 18, "Coffee machine": 27}, "Tools": {"Single sign-on": 41, "Calendar": 6}}
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["Idea", "Department", "Submitted By", "Status", "Shortlisted", "Votes", "Submitted"])
    for group, items in groups.items():
        subtotal = sum(items.values()) + (1 if off_by_one and group == "Tools" else 0)
        sheet.append([group, None, None, None, False, subtotal, None])
        for number, (item, votes) in enumerate(items.items()):
            day = datetime.datetime(2025, 2, 1 + number)
            sheet.append([item, "Sales", f"Person {number}", "Open", True, votes, day])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def test_group_rows_holding_their_items_sum_are_left_out() -> None:
    frame = read_table(outline_workbook())
    assert frame["Idea"].tolist() == ["Quiet room", "Coffee machine", "Single sign-on", "Calendar"]
    assert any("2 group rows" in note for note in frame.attrs["notes"])
    frame, guess = understand_upload(outline_workbook(), file_name="intake.xlsx")
    assert score_layout(frame, guess.layout).best_labels == ("Single sign-on",)


def test_group_rows_that_do_not_add_up_stay() -> None:
    assert "Tools" in read_table(outline_workbook(off_by_one=True))["Idea"].tolist()


def test_a_tally_per_polling_station_with_blank_null_and_part_totals() -> None:
    """A Spanish spreadsheet tally saved as CSV (Windows-1252, ";", thousands with a point): each station's rows
    end with blank and null votes and the station's total; the electorate and turnout follow after an empty line."""
    parties = {
        "Estudiantes en Acción": (112, 38, 70),
        "Unión Universitaria": (64, 97, 52),
        "Campus Verde": (22, 30, 35),
    }
    lines = ["Elecciones a Claustro 2025;;", ";;", "Mesa;Candidatura;Votos"]
    for station in range(3):
        rows = [(party, votes[station]) for party, votes in parties.items()]
        rows += [("Votos en blanco", 9), ("Votos nulos", 4), ("Total mesa", sum(v for _, v in rows) + 13)]
        lines += [f"Mesa {station + 1};{party};{votes}" for party, votes in rows]
    lines += [";;", "Total votos emitidos;;1.380", "Censo;;5.912", "Participación;;23,3 %"]
    data = ("\r\n".join(lines) + "\r\n").encode("cp1252")
    frame, guess = understand_upload(data, file_name="escrutinio.csv")
    assert guess.layout.label_column == "Candidatura" and guess.layout.rule == ADD_UP
    scored = score_layout(frame, guess.layout)
    assert dict(zip(scored.labels, scored.scores.tolist(), strict=True)) == {
        p: float(sum(v)) for p, v in parties.items()
    }
    # (each station's total is left out as it is read, as the total of its group, or as the count is scored)
    assert any("Total mesa" in note for note in [*frame.attrs["notes"], *scored.notes])


def test_a_total_column_beside_its_parts_is_the_count() -> None:
    """A participatory-budget export (";", translated title columns, ids, a budget in crowns): online votes and
    paper ballots add up to the total per project; the total decides, not the online votes or the budget."""
    projects = {"Outdoor gym": (380000, 268, 12), "Playground": (560000, 212, 131), "Music studio": (420000, 176, 24)}
    lines = ["id;title/en;title/sv;budget_amount;confirmed_votes;paper_ballots;total_votes;comments_count"]
    for number, (title, (budget, online, paper)) in enumerate(projects.items()):
        lines.append(f"{301 + number};{title};{title} (sv);{budget};{online};{paper};{online + paper};{number * 7}")
    frame, guess = understand_upload(("\n".join(lines) + "\n").encode(), file_name="projects.csv")
    assert guess.layout.columns == ("total_votes",)
    assert score_layout(frame, guess.layout).best_labels in (("Playground",), ("Playground (sv)",))


def test_the_page_keeps_every_count_column_the_reader_adds_up(open_page) -> None:  # noqa: ANN001
    """Your data with a count sheet: the columns box holds all four parts, the page names the summed winner, and
    taking a part away reads the rest (with the sign that a count column is left aside)."""
    at = open_page(PAGE, trials="100")
    xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    at.file_uploader(key="yd_upload").upload("count_sheet.xlsx", count_sheet_workbook(), xlsx).run()
    assert not at.exception and not at.error
    assert at.multiselect(key="yd_columns").value == ["In person Saturday", "In person Sunday", "Postal", "Proxy"]
    assert "**Callum McBride** (the true best)" in reruns_sentence(at)
    at.multiselect(key="yd_columns").set_value(["Postal"]).run()
    assert not at.exception
    assert any("holds counts too" in plain(warning.value) for warning in at.warning)
