"""Three confident wrong answers of the fresh sets ZU and ZV, each fixed as a class:

- a team app's date poll lists the members who have not answered yet with their name alone on the row; such a row
  inside the grid is no title of a new table (the rows below it hold the answers the rows above held);
- a parish's count printed by chapel, one column per candidate beside the ballots handed out ("Boletas"), the void
  ones ("Nulas") and the row's total: the candidates are the columns, added up over the chapels;
- a jury's sheet from a no-code app, one row per judge ("Juri") and reciter ("Peserta") with their total: the judges
  are no candidates, and which column names the candidates is asked, never answered by a judge.
"""

from __future__ import annotations

import numpy as np

from dpcore.ingest.layout import ADD_UP, score_layout
from dpcore.ingest.readings import understand_upload

SLOTS = ["Tue 3 Nov 19:00", "Wed 4 Nov 18:30", "Thu 5 Nov 20:00", "Sat 7 Nov 10:00"]
ANSWERS = {
    "Ellen Moss": ["Yes", "Yes", "No", "Maybe"],
    "Priya Shah": [],
    "Jo Carter": ["No", "Yes", "Yes", "No"],
    "Sam Reid": [],
    "Tom Hale": ["Yes", "Yes", "No", "No"],
    "Mia Lund": ["Maybe", "Yes", "No", "Yes"],
    "Kit Ng": ["No", "Maybe", "Yes", "No"],
    "Ada Ross": [],
    "Ben Cole": ["Yes", "Yes", "Maybe", "No"],
}


def date_poll_with_unanswered_members() -> bytes:
    """A team app's date-poll export: title lines, the grid (members without an answer: name only), a blank line and
    the app's count rows under it; semicolons, UTF-8 with a BOM, CRLF."""
    lines = ["Date poll: extra training in November", "Team: Riverside Netball 2nds", ""]
    lines.append(";".join(["Name", *SLOTS, "Comment"]))
    for name, answers in ANSWERS.items():
        lines.append(";".join([name, *(answers or [""] * len(SLOTS)), ""]))
    lines.append("")
    for word in ("Yes", "Maybe", "No"):
        counts = [sum(answers[i] == word for answers in ANSWERS.values() if answers) for i in range(len(SLOTS))]
        lines.append(";".join([word, *map(str, counts), ""]))
    return ("\ufeff" + "\r\n".join(lines) + "\r\n").encode("utf-8")


def test_members_without_an_answer_stay_in_the_date_polls_grid() -> None:
    frame, guess = understand_upload(date_poll_with_unanswered_members(), file_name="date_poll_export.csv")
    assert guess.layout.kind == "grid" and list(guess.layout.columns) == SLOTS
    assert len(frame) >= len(ANSWERS) - 3  # (every member who answered is read: no table ends at a bare name)
    scored = score_layout(frame, guess.layout)
    weights = {"Yes": 1.0, "Maybe": 0.5, "No": 0.0}
    expected = [sum(weights[answers[i]] for answers in ANSWERS.values() if answers) for i in range(len(SLOTS))]
    assert scored.best_labels == (SLOTS[int(np.argmax(expected))],)


CANDIDATES = ["Rosa Hernández", "Guadalupe Ortiz", "José Luis Pérez"]
CHAPELS = {  # chapel: votes per candidate, void ballots
    "Templo parroquial": ([212, 188, 251], 7),
    "Capilla de Guadalupe": ([71, 118, 42], 9),
    "Capilla del Sagrado Corazón": ([55, 96, 38], 12),
    "Capilla de la Santa Cruz": ([39, 77, 35], 13),
    "Comunidad El Riego": ([28, 46, 19], 4),
}


def count_by_chapel() -> bytes:
    """A report printed to text (fixed-width, Windows-1252): a title block, the columns, a rule, a row per chapel
    with the ballots handed out, the votes, the void ballots and the row's total, a TOTAL row and a footnote."""
    widths = [32, 9, *[18] * len(CANDIDATES), 7, 8]
    heads = ["Capilla / Comunidad", "Boletas", *CANDIDATES, "Nulas", "Total"]

    def row(cells: list[str]) -> str:
        return cells[0].ljust(widths[0]) + "".join(
            cell.rjust(width) for cell, width in zip(cells[1:], widths[1:], strict=True)
        )

    lines = ["", "            PARROQUIA DE SAN JUAN BAUTISTA", "        ACTA DE CÓMPUTO POR CAPILLA", "", "-" * 110]
    lines += [row(heads), "-" * 110]
    for chapel, (votes, void) in CHAPELS.items():
        total = sum(votes) + void
        lines.append(row([chapel, str(total + 5), *map(str, votes), str(void), str(total)]))
    lines += ["-" * 110, "", "Boletas: boletas entregadas.  Nulas: boletas anuladas o en blanco."]
    return ("\r\n".join(lines) + "\r\n").encode("cp1252")


def test_a_count_by_chapel_adds_up_the_candidates_columns() -> None:
    frame, guess = understand_upload(count_by_chapel(), file_name="acta_computo.txt")
    assert guess.layout.kind == "ratings" and guess.layout.rule == ADD_UP
    assert list(guess.layout.columns) == CANDIDATES
    totals = np.sum([votes for votes, _ in CHAPELS.values()], axis=0)
    assert score_layout(frame, guess.layout).best_labels == (CANDIDATES[int(np.argmax(totals))],)


def jury_sheet() -> bytes:
    """A no-code app's table export: a row id, the judge ("Juri"), the draw number, the reciter ("Peserta"), the
    marks on three criteria and their total, a note and the time entered. Three judges; the judge with the highest
    marks overall is no candidate."""
    judges = {"Ustadz Asep Saepudin": -2.0, "Ustadz H. Dadang Supriatna": 0.0, "Ustadzah Hj. Euis Komariah": 3.0}
    reciters = {"Muhammad Rizki": 76.0, "Ahmad Fauzan": 78.0, "Ilham Maulana": 87.0, "Dimas Arya": 73.0}
    lines = ["Row ID,Juri,Nomor Undian,Peserta,Nilai Tajwid (maks 40),Nilai Fashahah (maks 30),Total,Catatan"]
    for j, (judge, lean) in enumerate(judges.items()):
        for r, (reciter, mark) in enumerate(reciters.items()):
            total = mark + lean
            lines.append(f"{j}{r}a9f3e2,{judge},{r + 1:02d},{reciter},{total * 0.55:.1f},{total * 0.45:.1f},{total:g},")
    return ("\n".join(lines) + "\n").encode("utf-8")


def test_a_jurys_sheet_never_names_a_judge_the_true_best() -> None:
    frame, guess = understand_upload(jury_sheet(), file_name="nilai_juri.csv")
    scored = score_layout(frame, guess.layout)
    judged = "Ustadzah Hj. Euis Komariah" in scored.best_labels
    assert not (judged and guess.confident)  # a judge is never announced as the true best
    readings = [guess.layout, *guess.alternatives]
    assert any(layout.label_column == "Peserta" for layout in readings)


def test_a_jurys_sheet_is_read_as_each_reciters_points_from_the_judges() -> None:
    frame, guess = understand_upload(jury_sheet(), file_name="nilai_juri.csv")
    assert (guess.layout.kind, guess.layout.label_column, guess.layout.voter_column) == ("points", "Peserta", "Juri")
    assert score_layout(frame, guess.layout).best_labels == ("Ilham Maulana",)


def two_rounds() -> bytes:
    """An election office's results of two rounds, one under the other (semicolons, Windows-1253): each round under
    its title line, its bookkeeping rows first, then the lists with their votes."""
    rounds = {
        "Α' ΚΥΡΙΑΚΗ 08/10/2023": [
            ("ΝΕΑ ΠΝΟΗ", "2.470"),
            ("ΔΗΜΟΤΙΚΗ ΣΥΜΠΑΡΑΤΑΞΗ", "1.985"),
            ("ΚΑΛΑΜΩΤΟ ΑΥΡΙΟ", "1.102"),
        ],
        "Β' ΚΥΡΙΑΚΗ 15/10/2023": [("ΔΗΜΟΤΙΚΗ ΣΥΜΠΑΡΑΤΑΞΗ", "2.741"), ("ΝΕΑ ΠΝΟΗ", "2.519")],
    }
    lines = ["Δημοτικές Εκλογές 2023;;", ";;"]
    for title, lists in rounds.items():
        lines += [f"{title};;", "Εκλογικά Τμήματα;24 από 24;100,00%", "Εγγεγραμμένοι;9.812;", "Έγκυρα;6.001;96,73%"]
        lines += ["Συνδυασμός;Ψήφοι;Ποσοστό", *(f"{name};{votes};" for name, votes in lists)]
    return ("\r\n".join(lines) + "\r\n").encode("cp1253")


def test_a_second_round_repeating_the_first_rounds_rows_is_another_table() -> None:
    frame, _ = understand_upload(two_rounds(), file_name="apotelesmata.csv")
    assert any("more tables below" in note for note in frame.attrs["notes"])
    assert "2.741" not in frame.astype(str).to_numpy().ravel().tolist()  # (the second round is not read with the first)
