"""A judging platform's export of scores, as Judgify's CSV saved by Excel for Mac writes it (Mac Roman, CR line
ends): a note above the table saying the ranking is the average of the judges' totals, one row per entry and judge,
marks on criteria out of 10 and their total out of 40, and a recused judge's row with no marks. The total is each
judge's mark of the entry; the mean is the rule the file states."""

from __future__ import annotations

from tests.upload_kit import lines, read

JUDGES = ["Judge A – D. Kavanagh", "Judge B – R. Mensah", "Judge C – P. Duchêne", "Judge D – S. Gallagher"]
MARKS = {  # entry → each judge's marks on the four criteria (None: recused)
    "The Salt Orchard": [(8, 7, 8, 8), (8, 8, 7, 8), (7, 7, 8, 7), (8, 8, 8, 8)],
    "A Quiet Year in Kéroual": [(9, 8, 9, 9), (9, 9, 9, 8), None, (9, 8, 9, 9)],
    "What the Ferry Knows": [(8, 8, 9, 8), (8, 9, 8, 8), (8, 8, 8, 9), (9, 8, 8, 8)],
    "Brass Weather": [(7, 8, 7, 7), (8, 7, 8, 7), (7, 7, 7, 8), (8, 7, 7, 7)],
}


def test_the_mean_of_the_judges_totals_ranks_the_entries_when_the_file_says_so() -> None:
    note = "Final ranking = average of the judges’ total scores; a recused judge is left out of that book’s average."
    rows = [[note], [], ["Entry Title", "Judge", "Status", "Voice (1-10)", "Structure (1-10)", "Originality (1-10)"]]
    rows[2] += ["Prose (1-10)", "Total (40)"]
    for entry, marks in MARKS.items():
        for judge, given in zip(JUDGES, marks, strict=True):
            status = "Completed" if given else "Recused (conflict of interest)"
            rows.append([entry, judge, status, *(given or [""] * 4), sum(given) if given else ""])
    data = lines(rows).replace("\n", "\r").encode("mac_roman")
    _, guess, scored = read(data, "Judgify_scores.csv")
    means = {entry: sum(sum(m) for m in marks if m) / sum(bool(m) for m in marks) for entry, marks in MARKS.items()}
    assert guess.layout.columns == ("Total (40)",)  # (the judge's mark of the entry, not one criterion's)
    assert dict(zip(scored.labels, scored.scores, strict=True)) == means
    assert scored.best_labels == ("A Quiet Year in Kéroual",)  # (by the sum, "What the Ferry Knows": 4 judges)
