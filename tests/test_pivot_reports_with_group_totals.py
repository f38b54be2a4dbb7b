"""A report by branch as a BI tool or a spreadsheet's pivot table writes it (a class from the warned misses of blind
set ZF): a title block, two header rows (the caption "Candidate" over the row field "Branch", left of the candidates'
names, each over the same measure "Votes"), the branches grouped by area with a total row under each group, and a
grand total. The candidates are the columns, added up over the branches; the group totals are no branch."""

from __future__ import annotations

from dpcore.ingest.csv_reader import read_csv_bytes
from tests.upload_kit import read

CANDIDATES = ("Giulia Ferri", "Marco Rinaldi", "Sara Esposito")
AREAS = {
    "North": {"Milan": (62, 61, 35), "Monza": (155, 72, 62), "Bergamo": (122, 107, 49)},
    "Centre": {"Bologna": (87, 115, 89), "Perugia": (70, 131, 66)},
    "South": {"Bari": (87, 57, 99), "Lecce": (72, 52, 126)},
}


def report(total_word: str = "Total", *, grand: str = "Grand total") -> bytes:
    rows = [
        ["Employee of the year 2025"],
        ["Votes by area and branch"],
        ["Filter: Year = 2025; Vote status = Valid"],
        [],
        ["", "Candidate", *CANDIDATES, "Total"],
        ["Area", "Branch", *["Votes"] * (len(CANDIDATES) + 1)],
    ]
    for area, branches in AREAS.items():
        for branch, votes in branches.items():
            rows.append([area, branch, *votes, sum(votes)])
        sums = [sum(column) for column in zip(*branches.values(), strict=True)]
        rows.append([area, total_word, *sums, sum(sums)])
    every = [sum(votes[at] for branches in AREAS.values() for votes in branches.values()) for at in range(3)]
    rows.append([grand, "", *every, sum(every)])
    return ("\ufeff" + "\r\n".join("\t".join(map(str, row)) for row in rows) + "\r\n").encode("utf-16-le")


def test_the_caption_and_the_repeated_measure_leave_the_candidates_names_as_the_columns() -> None:
    frame = read_csv_bytes(report())
    assert list(frame.columns) == ["Area", "Branch", *CANDIDATES, "Total"]


def test_the_group_totals_are_left_out_and_the_candidates_are_added_up_over_the_branches() -> None:
    frame, guess, scored = read(report())
    branches = [branch for area in AREAS.values() for branch in area]
    assert frame["Branch"].tolist() == branches
    assert any("3 group rows" in note for note in frame.attrs["notes"])
    assert guess.layout.labels == CANDIDATES
    every = [votes for branches in AREAS.values() for votes in branches.values()]
    totals = {name: sum(votes[at] for votes in every) for at, name in enumerate(CANDIDATES)}
    assert dict(zip(scored.labels, scored.scores, strict=True)) == totals
    assert scored.best_labels == (max(totals, key=totals.get),)  # Marco Rinaldi, not Monza's Giulia Ferri


def test_group_totals_written_after_the_group_name_are_left_out_too() -> None:
    # (a spreadsheet's Data → Subtotal writes "North Total" in the group's own column)
    text = report().decode("utf-16")
    for area in AREAS:
        text = text.replace(f"{area}\tTotal\t", f"{area} Total\t\t")
    frame, _, _ = read(text.encode("utf-8"))
    assert len(frame) == sum(len(branches) for branches in AREAS.values())


def test_a_row_that_says_total_but_does_not_add_up_its_group_stays() -> None:
    text = report().decode("utf-16").replace("North\tTotal\t339", "North\tTotal\t340")
    frame, _, _ = read(text.encode("utf-8"))
    assert "Total" in frame["Branch"].tolist()  # (no group rule: the totals must all add up)
