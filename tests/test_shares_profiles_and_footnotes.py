"""Set Z's classes: a crosstab tool's table of shares with a base row, a question about who answers (their
division, site or age) offered after the question of the poll, people's questions in a comments column that are
no questions of the poll, and a footnote alone on the last row."""

from __future__ import annotations

from dpcore.ingest.layout import profile_evidence
from dpcore.ingest.table import read_table
from tests.upload_kit import lines, read, workbook

REGIONS = ["North", "South", "East", "West"]
BASES = [212, 188, 141, 97]


def _share_sheet(title: str, counts: dict[str, list[int]]) -> list[list[object]]:
    """A crosstab of column shares (counts ÷ base, at full precision), a NET row and a base row, as Displayr or
    Q write one sheet per table."""
    rows: list[list[object]] = [[title], ["Sample size = 638; total sample; Column %"], []]
    rows.append(["Column %", "Total", *REGIONS])
    for label, by_region in counts.items():
        rows.append([label, sum(by_region) / sum(BASES), *(n / base for n, base in zip(by_region, BASES, strict=True))])
    rows.append(["NET", 1, 1, 1, 1, 1])
    rows.append(["Base n", sum(BASES), *BASES])
    rows.append([])
    rows.append(["Statistical significance: arrows show significance at the 0.05 level, compared to the Total."])
    return rows


FORMAT = {
    "In person, one day": [52, 56, 44, 29],
    "In person, two days": [84, 32, 32, 21],
    "Hybrid (in person + streamed)": [56, 71, 51, 35],
    "Fully online": [20, 29, 14, 12],
}
AGE = {
    "Under 30": [38, 41, 21, 24],
    "30 to 44": [87, 71, 62, 36],
    "45 to 59": [66, 56, 45, 27],
    "60 or more": [21, 20, 13, 10],
}


def test_shares_of_a_stated_base_are_read_as_counts_of_people() -> None:
    data = workbook({"Table 2": _share_sheet("Q6. Preferred format by Region", FORMAT)})
    frame, _, scored = read(data, "export.xlsx")
    assert any("each share × its column's base (“Base n”)" in note for note in frame.attrs["notes"])
    assert "Base n" not in set(frame["Column %"]) and "NET" not in set(frame["Column %"])
    assert not frame["Column %"].str.startswith("Statistical").any()  # (the footnote is no option)
    totals = {label: sum(by_region) for label, by_region in FORMAT.items()}
    assert dict(zip(scored.labels, scored.scores, strict=True)) == totals  # (North alone would pick "two days")
    assert list(scored.best_labels) == ["Hybrid (in person + streamed)"]


def test_the_age_table_beside_it_is_not_the_default() -> None:
    """The table of age groups has the larger top share (87 of 212 in the North), but who answered is no vote."""
    data = workbook(
        {
            "Contents": [["Sheet", "Table"], ["Table 1", "Q1. Age by Region"], ["Table 2", "Q6. Format by Region"]],
            "Table 1": _share_sheet("Q1. Age by Region", AGE),
            "Table 2": _share_sheet("Q6. Preferred format by Region", FORMAT),
        }
    )
    _, guess, scored = read(data, "export.xlsx")
    assert list(scored.best_labels) == ["Hybrid (in person + streamed)"]


def test_whole_numbers_beside_a_base_are_counts_not_shares() -> None:
    rows = [["Option", "Votes"], ["Ann", 40], ["Ben", 31], ["Cleo", 12], ["Base", 83]]
    frame = read_table(lines(rows).encode())
    assert list(frame["Votes"][:3]) == [40, 31, 12]
    assert not any("shares" in note for note in frame.attrs["notes"])


def test_a_question_about_who_answers_is_offered_after_the_poll() -> None:
    """A webinar tool's long report: one row per participant and question; the first question asks each one's
    division, and more answer it (33) than any option of the poll gets."""
    header = ["№", "Вопрос", "Вариант ответа", "Участник", "Email"]
    who = "Из какого вы подразделения?"
    poll = "Какую тему добавить в программу обучения?"
    answers = [(who, "Центральный офис")] * 33 + [(who, "Филиал Казань")] * 9
    answers += [(poll, "Обратная связь")] * 17 + [(poll, "Тайм-менеджмент")] * 12 + [(poll, "Продажи")] * 8
    rows = [header]
    rows += [[n + 1, q, a, f"Участник {n % 42}", f"u{n % 42}@example.org"] for n, (q, a) in enumerate(answers)]
    _, guess, scored = read(lines(rows, ";").encode("cp1251"), "report.csv")
    assert guess.question is not None  # (still asked: the division is offered as another reading)
    assert list(scored.best_labels) == ["Обратная связь"]


def test_profile_words_name_who_answers_unless_the_question_chooses() -> None:
    assert profile_evidence("Age group") < 0 and profile_evidence("Standort") < 0 and profile_evidence("部署") < 0
    assert profile_evidence("Which site should host the offsite?") == 0
    assert profile_evidence("Favourite workshop") == 0


def test_questions_people_typed_in_a_comments_column_are_no_questions_of_the_poll() -> None:
    header = ["Name", "Age group", "Which workshops would you sign up for?", "Questions or comments"]
    picks = ["3D Printing", "Watercolor, 3D Printing", "3D Printing, Photography", "Watercolor", "3D Printing"]
    comments = ["Is there a fee?", "", "Is there a fee?", "Can I bring a laptop?", "Can I bring a laptop?"]
    entries = enumerate(zip(picks * 4, comments * 4, strict=True))
    rows = [header] + [[f"P{n}", "Adult", pick, comment] for n, (pick, comment) in entries]
    _, guess, scored = read(lines(rows, "\t").encode(), "entries.tsv")
    assert not guess.layout.subset  # (every entry counts, whatever it asked)
    assert list(scored.best_labels) == ["3D Printing"]
