"""Classes from blind sets ZA, ZO and ZQ (two of them confident wrong answers of the fresh set ZQ):

- a printed report grouped by a field, as a database's report writer prints it: a heading over each group
  ("UNIT: 2 WEST", "** District: NORTH"), a subtotal under it, the page head repeated after each form feed;
- a show's or a tasting's score sheet with one row per judge and entry: the number columns are the criteria the
  entries were marked on, the entries are the candidates, and the judges may be numbered;
- a tasting's serving position beside the marks: an order of presentation, which does not follow the marks, is
  no rank.
"""

from __future__ import annotations

import numpy as np

from dpcore.ingest.csv_reader import read_csv_bytes
from tests.upload_kit import lines, read, workbook

OUTINGS = ("AQUARIUM", "BOTANICAL GARDEN", "FISHING PIER", "BASEBALL GAME")
#: Each unit's ballots: the outing chosen on each, in order. The botanical garden wins, 9 to 7, 4 and 4.
UNITS = {
    "2 WEST MAPLE": [0, 1, 1, 2, 0, 1, 3, 0, 1, 2],
    "2 EAST BIRCH": [1, 0, 3, 1, 0, 1, 2, 3],
    "3 NORTH CEDAR": [1, 0, 1, 3, 0, 2, 0],
}


def ballot_report(*, pages: bool = True) -> bytes:
    """The report as a hospital's menu-driven database prints it: a page head with its page number, a header and a
    rule, each unit under its heading with a count under a short rule, a form feed and the head again."""
    head = lambda page: [  # noqa: E731
        f"RESIDENT COUNCIL BALLOT LIST        MAR 16,2026@10:42  PAGE {page}",
        "BALLOT#   UNIT              DATE CAST     OUTING CHOICE",
        "-" * 79,
        "",
    ]
    out, number, page = head(1), 4100, 1
    for unit, choices in UNITS.items():
        if pages and unit == "3 NORTH CEDAR":
            page += 1
            out += ["\f", *head(page)]
        out += [f"        UNIT: {unit}"]
        for day, choice in enumerate(choices):
            number += 3
            out.append(f"{number:<10}{unit:<18}MAR {day + 2:02d},2026   {OUTINGS[choice]}")
        out += ["          ----------", f"  SUBCOUNT        {len(choices)}", ""]
    out += ["          ----------", f"  COUNT            {sum(map(len, UNITS.values()))}"]
    return "\r\n".join(out).encode("ascii")


def test_a_grouped_report_is_read_as_its_rows_under_one_header() -> None:
    frame, guess, scored = read(ballot_report(), "BALLOTS.txt")
    assert list(frame.columns) == ["BALLOT#", "UNIT", "DATE CAST", "OUTING CHOICE"]
    assert len(frame) == sum(map(len, UNITS.values()))  # no heading, subcount, rule or repeated page head
    assert frame["UNIT"].tolist() == [unit for unit, choices in UNITS.items() for _ in choices]
    note = next(note for note in frame.attrs["notes"] if "grouped by" in note)
    assert "grouped by “UNIT”" in note and "page head repeated on 1 later page" in note
    assert guess.layout.columns == ("OUTING CHOICE",) and guess.confident
    assert scored.best_labels == ("BOTANICAL GARDEN",)


def test_one_heading_is_no_grouping() -> None:
    # A report with a single "UNIT:" line above its table keeps its text as it is (a title, not groups).
    text = ballot_report(pages=False).decode().replace("UNIT: 2 EAST BIRCH", "").replace("UNIT: 3 NORTH CEDAR", "")
    frame = read_csv_bytes(text.encode())
    assert not any("grouped by" in note for note in frame.attrs["notes"])


COWS = ("Resi", "Gundi", "Lore", "Fanny", "Bella")
JUDGES = ("Ing. Leopold Gruber", "Katharina Zehetner", "Sepp Mayrhofer")


def show_sheet() -> bytes:
    """A cattle show's export from a small database app: one row per judge and cow, with the cow's catalogue number,
    ear tag, breeder and lifetime yield, the judge, four criterion marks (in halves) and their sum."""
    rng = np.random.default_rng(7)
    header = ["Nr.", "Katalognummer", "Name", "Ohrmarke", "Züchter", "Lebensleistung (kg)", "Preisrichter"]
    rows = [[*header, "Rahmen", "Bemuskelung", "Fundament", "Euter", "Gesamt"]]
    strength = {"Resi": 7.5, "Gundi": 7.0, "Lore": 8.5, "Fanny": 7.0, "Bella": 7.8}
    number = 0
    for judge in JUDGES:
        for at, cow in enumerate(COWS):
            number += 1
            marks = np.clip(np.round((strength[cow] + rng.normal(0, 0.5, 4)) * 2) / 2, 0, 10)
            cells = [f"{mark:.1f}".replace(".", ",") for mark in [*marks, marks.sum()]]
            tag = f"AT {530271846 + 1_000_003 * at}"
            yield_kg = f"{40_000 + 5_500 * (4 - at):,}".replace(",", ".")  # (Resi's is the largest)
            rows.append([number, 701 + at, cow, tag, "Huber Josef", yield_kg, judge, *cells])
    return lines([[f'"{cell}"' for cell in row] for row in rows], ";").encode("utf-8")


def test_a_score_sheet_of_judges_and_entries_names_the_entries_not_the_criteria() -> None:
    frame, guess, scored = read(show_sheet(), "Fleckviehschau_Klasse_7.csv")
    assert guess.layout.kind == "points" and guess.layout.label_column == "Name"  # the names, not the ear tags
    assert guess.layout.voter_column == "Preisrichter"
    assert set(scored.labels) == set(COWS)
    totals = {cow: 0.0 for cow in COWS}
    for cow, total in zip(frame["Name"], frame[guess.layout.columns[0]].astype(str).str.replace(",", "."), strict=True):
        totals[cow] += float(total)
    assert scored.best_labels == (max(totals, key=totals.get),)


def tasting(*, served_as_ranked: bool = False) -> bytes:
    """A sensory tool's data sheet (judges numbered 1…12), one row per judge and product, in the order each judge was
    served; after a read-me sheet. "Position" is that order; "Algemene waardering" the overall mark (1–9)."""
    products = ("Jong belegen", "Belegen", "Extra belegen", "Oud", "Belegen met komijn")
    liking = np.array([5.5, 6.5, 7.5, 5.8, 5.2])
    rng = np.random.default_rng(11)
    rows = [["Judge", "Session", "Position", "Productcode", "Product", "Algemene waardering", "Smaak", "Textuur"]]
    for judge in range(1, 13):
        marks = np.clip(np.round(liking + rng.normal(0, 0.8, len(products))), 1, 9).astype(int)
        order = np.argsort(-marks, kind="stable") if served_as_ranked else rng.permutation(len(products))
        for position, at in enumerate(order, start=1):
            taste, texture = (int(np.clip(marks[at] + rng.integers(-1, 2), 1, 9)) for _ in range(2))
            rows.append([judge, 1, position, 100 + 37 * at, products[at], int(marks[at]), taste, texture])
    info = [["Project", "Kaaskeuring 2026"], ["Scale", "1 = extreem slecht … 9 = extreem goed"]]
    return workbook({"Info": info, "Data": rows})


def test_a_serving_position_is_no_rank_and_the_overall_mark_scores_the_products() -> None:
    frame, guess, scored = read(tasting(), "EyeQuestion_export_kaaskeuring.xlsx")
    assert guess.layout.kind == "points" and guess.layout.columns == ("Algemene waardering",)
    assert guess.layout.label_column == "Product" and guess.layout.voter_column == "Judge"
    sums = frame.groupby("Product")["Algemene waardering"].sum()
    assert scored.best_labels == (sums.idxmax(),)


def test_a_position_that_follows_the_marks_is_a_rank() -> None:
    # Served best first: "Position" then follows the marks, and is not doubted as an order of serving.
    from dpcore.ingest.layout import Layout, misread_signs, score_layout

    frame, _, _ = read(tasting(served_as_ranked=True), "ranked.xlsx")
    layout = Layout(kind="points", columns=("Position",), label_column="Product", voter_column="Judge", rule="ranks")
    signs = misread_signs(frame, layout, score_layout(frame, layout))
    assert not any("order the entries were presented in" in sign for sign in signs)
    served, _, _ = read(tasting(), "served.xlsx")
    signs = misread_signs(served, layout, score_layout(served, layout))
    assert any("order the entries were presented in" in sign for sign in signs)


def test_a_page_head_with_a_date_field_is_no_grouping() -> None:
    # A results report whose page head ("… Fecha: 14/03/2026") repeats on its second page: a long title line with
    # a field at its end is no group heading, and the report is read as before.
    head = ["SOCIEDAD COOPERATIVA OLIVARERA DE LA SUBBETICA" + " " * 24 + "Fecha: 14/03/2026", ""]
    rule = "-" * 70
    rows = ["Candidatura 1                  402       118", "Candidatura 2                  455       171"]
    text = "\n".join(
        [*head, rule, "Candidatura                  Sec.1 Baena  Sec.2 Luque", rule, *rows, "", "\f", *head]
    )
    assert not any("grouped by" in note for note in read_csv_bytes(text.encode()).attrs["notes"])


def test_a_rank_beside_its_own_copy_is_a_rank() -> None:
    # An electoral commission's preference data: "PreferenceMark" and "PreferenceNumber" hold the same rank; the
    # rank follows its copy (a correlation of +1), so it is no order of serving.
    from dpcore.ingest.layout import Layout, misread_signs, score_layout

    rows = [["SequenceNumber", "BallotPaperID", "CandidateName", "PreferenceMark", "PreferenceNumber"]]
    names = ("HARGREAVES", "NGUYEN", "OCONNELL", "PAPADAKIS")
    rng = np.random.default_rng(5)
    for ballot in range(40):
        for name, rank in zip(names, rng.permutation(4) + 1, strict=True):
            rows.append([len(rows), 100_001 + ballot, name, rank, rank])
    frame, _, _ = read(lines(rows, "\t").encode(), "preferences.txt")
    layout = Layout(
        kind="points",
        columns=("PreferenceNumber",),
        label_column="CandidateName",
        voter_column="BallotPaperID",
        rule="ranks",
    )
    assert not any("presented in" in sign for sign in misread_signs(frame, layout, score_layout(frame, layout)))
