"""Classes found on sets Y and ZK while fixing others: a rating grid's options named "Concept 3 - Bijenvriendelijk -
Beoordeling (1-5)" keep their word and number and lose the shared ending; and a results file whose first table is the
count's bookkeeping (voters, ballots issued, ballots cancelled, by polling station) is not read as the result."""

from __future__ import annotations

from tests.upload_kit import read, workbook

CONCEPTS = ["Concept 1 - Lentefeest", "Concept 2 - Moestuin op je balkon", "Concept 3 - Bijenvriendelijk"]


def test_a_rating_grids_options_keep_their_number_and_lose_the_scales_ending() -> None:
    header = ["Mission", "Location", "User", "Status", *(f"{concept} - Beoordeling (1-5)" for concept in CONCEPTS)]
    rows = [header]
    for n in range(18):
        rows.append(["Etalagecheck", f"Tuincentrum {n}", f"User {n % 4}", "Finished", 2 + n % 3, 3 + n % 2, 4 + n % 2])
    _, guess, scored = read(workbook({"Export": rows}), "mission_export.xlsx")
    assert guess.layout.kind == "ratings"
    assert set(scored.labels) == set(CONCEPTS)
    assert scored.best_labels == ("Concept 3 - Bijenvriendelijk",)


def test_a_table_of_the_counts_bookkeeping_by_station_is_not_the_result() -> None:
    """An election commission's summary: lines numbering voters and ballots by polling station (columns), then,
    after a blank line, each candidate's votes by station. The result is the candidates', not the stations'."""
    stations = ["УИК N1421", "УИК N1422", "УИК N1423"]
    out = ["Сводная таблица результатов выборов", "", "\t".join(["N п/п", "Наименование", "Сумма", "%", *stations])]
    books = [
        ("Число избирателей, внесенных в список избирателей", [1600, 1700, 1592]),
        ("Число избирательных бюллетеней, полученных участковой избирательной комиссией", [900, 850, 850]),
        ("Число погашенных избирательных бюллетеней", [300, 297, 308]),
        ("Число действительных избирательных бюллетеней", [590, 545, 535]),
        ("Число недействительных избирательных бюллетеней", [10, 8, 7]),
    ]
    for number, (line, counts) in enumerate(books, start=1):
        out.append("\t".join(map(str, [number, line, sum(counts), "", *counts])))
    out.append("")
    votes = {"Гаврилов Пётр Сергеевич": [188, 97, 164], "Соболев Андрей Николаевич": [203, 233, 251]}
    votes["Лукина Ольга Викторовна"] = [199, 215, 120]
    for name, counts in votes.items():
        out.append("\t".join(map(str, ["", name, sum(counts), "", *counts])))
    _, guess, scored = read("\n".join(out).encode("koi8_r"), "svodnaya_tablica.txt")
    assert scored.best_labels == ("Соболев Андрей Николаевич",)
    assert not set(scored.labels) & set(stations)


def test_an_hr_poll_reports_response_column_beside_the_employees_designation_and_grade() -> None:
    """An HR tool's poll report: a summary sheet first, then one row per employee asked, with their designation,
    department and grade (each with a value more frequent than any date) and their response, or "Not Responded"."""
    dates = ["Saturday, 7 February 2026", "Sunday, 8 February 2026", "Saturday, 14 February 2026"]
    rows = [["Employee ID", "Employee Name", "Designation", "Department", "Grade", "Response", "Responded On"]]
    for n in range(40):
        response = "Not Responded" if n % 5 == 0 else dates[1] if n % 2 else dates[n % 3]
        when = "" if response == "Not Responded" else f"05-Jan-2026 {9 + n % 8:02d}:{n:02d}"
        grade = "W3" if n % 6 else "M1"
        rows.append([f"CKN{10000 + n}", f"Employee {n}", "Line Supervisor", "Production", grade, response, when])
    summary = [
        ["Poll Title", "Annual Family Day 2026 - choose the date"],
        ["Question", "Which date suits you and your family best?"],
        ["Poll Type", "Single choice"],
        ["Start Date", "05-Jan-2026"],
        ["Total Targeted", 40],
        ["Total Responded", 32],
        ["Report Generated On", "12-Jan-2026 10:05"],
    ]
    _, guess, scored = read(workbook({"Poll Summary": summary, "Responses": rows}), "Darwinbox_Poll_Report.xlsx")
    assert guess.layout.columns == ("Response",)
    assert "Not Responded" not in scored.labels
    assert scored.best_labels == (dates[1],)
