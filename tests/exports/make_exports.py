#!/usr/bin/env python3
"""Write realistic exported files (fixtures) and the manifest of their correct answers, ``expected.json``.

Every file is written byte for byte the way the tool that makes it writes it: encoding (UTF-8, UTF-8 with BOM,
Windows-1252), line endings, delimiter and quoting. The ground truth (who chose what) is generated first from fixed
seeds; the file is then rendered from it, and the manifest is computed from the same ground truth, never typed in.
``README.md`` says, file by file, where the format facts come from.

Usage::

    python tests/exports/make_exports.py           # write every fixture, expected.json, then check them
    python tests/exports/make_exports.py --check   # only re-read the files and compare with expected.json

Importable helpers (for benchmarks and tests):

* :func:`pb_long_format` — a participatory-budgeting export in long format, any size, as CSV bytes;
* :func:`huge_cell_csv` — a small vote file one of whose cells is ``size`` bytes long (default 2 MB).

Only the standard library and openpyxl are used.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
import random
import re
import sys
import zipfile
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
WEIGHTS = (0.0, 0.5, 1.0)  # the weights a "maybe" / "(OK)" answer may be given
MARGIN = 2  # the true best candidate is at least this far ahead (votes, people, or currency units of revenue)

FIRST_NAMES = [
    "Ada", "Ben", "Chloe", "Dev", "Elena", "Farid", "Grace", "Hugo", "Ines", "Jonas", "Kemal", "Lena", "Malik",
    "Nora", "Oscar", "Priya", "Quentin", "Rosa", "Sam", "Tara", "Umar", "Vera", "Wen", "Xavier", "Yusuf", "Zara",
    "Aiko", "Bruno", "Carmen", "Dmitri", "Emeka", "Freya", "Gil", "Hana", "Ivo", "Jade", "Kofi", "Lucia", "Marta",
    "Niels", "Olga", "Pavel", "Rina", "Sofia", "Tomas", "Ugo", "Wanda", "Yara",
]  # fmt: skip
LAST_NAMES = [
    "Adler", "Baker", "Costa", "Dubois", "Ekström", "Fischer", "Garcia", "Hansen", "Ito", "Jensen", "Kowalski",
    "Lopez", "Moreau", "Novak", "Okafor", "Petrov", "Quinn", "Rossi", "Schmidt", "Tanaka", "Ueda", "Varga", "Weber",
    "Yilmaz", "Zhang",
]  # fmt: skip


# ------------------------------------------------------------------------------------------------ small helpers


def _csv(rows, *, delimiter=",", quoting=csv.QUOTE_MINIMAL, newline="\r\n") -> str:
    """Rows as CSV text the way spreadsheets write it: quote only when needed (or always), given line ending."""
    out = io.StringIO()
    writer = csv.writer(out, delimiter=delimiter, quoting=quoting, lineterminator=newline, quotechar='"')
    for row in rows:
        writer.writerow(["" if value is None else str(value) for value in row])
    return out.getvalue()


def _people(rng: random.Random, n: int) -> list[tuple[str, str]]:
    """n distinct (first, last) names."""
    pairs = [(f, last) for f in FIRST_NAMES for last in LAST_NAMES]
    return rng.sample(pairs, n)


def _first_names(rng: random.Random, n: int) -> list[str]:
    """n distinct first names (scheduling tools show one name per participant)."""
    return rng.sample(FIRST_NAMES, n)


def _h12(moment: dt.datetime) -> str:
    """'9:41:07 AM' (hour without a leading zero), as US-English clocks print it."""
    hour = moment.hour % 12 or 12
    return f"{hour}:{moment:%M:%S} {'AM' if moment.hour < 12 else 'PM'}"


def _times(rng: random.Random, start: dt.datetime, n: int, lo_min=1, hi_min=95) -> list[dt.datetime]:
    moments, now = [], start
    for _ in range(n):
        moments.append(now)
        now = now + dt.timedelta(minutes=rng.randint(lo_min, hi_min), seconds=rng.randint(0, 59))
    return moments


def _ranking(scores: dict[str, float]) -> list[tuple[str, float]]:
    return sorted(scores.items(), key=lambda item: (-item[1], item[0]))


def _best(scores: dict[str, float], margin: float = MARGIN) -> str | None:
    """The top label if it is ahead of the runner-up by at least ``margin``, else None."""
    ranked = _ranking(scores)
    if len(ranked) > 1 and ranked[0][1] - ranked[1][1] < margin:
        return None
    return ranked[0][0]


def _middle_scores(yes: dict[str, int], middle: dict[str, int]) -> dict[str, dict[str, float]]:
    return {f"{w:g}": {k: yes[k] + w * middle[k] for k in yes} for w in WEIGHTS}


def _three_answer_grid(
    rng: random.Random, people: int, p_yes: list[float], p_middle: list[float], *, answers: tuple[str, str, str]
) -> list[list[str]]:
    """Each person's answer to each option (one uniform draw per cell, row by row): ``answers[0]`` with probability
    ``p_yes`` of the option, ``answers[1]`` (the middle answer) with ``p_middle``, else ``answers[2]``."""
    yes, middle, no = answers
    grid = []
    for _ in range(people):
        row = []
        for p, q in zip(p_yes, p_middle, strict=True):
            draw = rng.random()
            row.append(yes if draw < p else middle if draw < p + q else no)
        grid.append(row)
    return grid


def _answer_counts(
    labels: list[str], grid: list[list[str]], *, yes: str = "Yes", middle: str = "Maybe"
) -> tuple[dict[str, int], dict[str, int]]:
    """How many people gave the ``yes`` and the ``middle`` answer to each option (a grid's column per label)."""
    yes_counts = {label: sum(row[j] == yes for row in grid) for j, label in enumerate(labels)}
    middle_counts = {label: sum(row[j] == middle for row in grid) for j, label in enumerate(labels)}
    return yes_counts, middle_counts


def _best_any_middle(yes: dict[str, int], middle: dict[str, int]) -> str | None:
    winners = {_best(scores) for scores in _middle_scores(yes, middle).values()}
    return winners.pop() if len(winners) == 1 and None not in winners else None


def _first_seed(build, start: int):
    """Call build(seed) for seed = start, start+1, ... until it returns something (deterministic search)."""
    for seed in range(start, start + 10_000):
        result = build(seed)
        if result is not None:
            return result
    raise RuntimeError("no seed satisfies the constraints")


def _fixed_xlsx(workbook, path: Path) -> None:
    """Save an openpyxl workbook with fixed timestamps so the bytes do not change from run to run."""
    fixed = dt.datetime(2026, 3, 20, 12, 0, 0)
    workbook.properties.created = fixed
    workbook.properties.modified = fixed
    buffer = io.BytesIO()
    workbook.save(buffer)
    buffer.seek(0)
    out = io.BytesIO()
    with zipfile.ZipFile(buffer) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            clone = zipfile.ZipInfo(info.filename, date_time=(2026, 3, 20, 12, 0, 0))
            clone.compress_type = zipfile.ZIP_DEFLATED
            clone.external_attr = info.external_attr
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":  # openpyxl stamps "modified" with the time of saving
                data = re.sub(rb"(<dcterms:modified[^>]*>)[^<]*", rb"\g<1>2026-03-20T12:00:00Z", data)
            dst.writestr(clone, data)
    path.write_bytes(out.getvalue())


def _revenue_best(amounts: dict[str, float]) -> tuple[float, dict[float, float]]:
    """Posted-price revenue p × #(bids ≥ p) at each distinct bid; the best price (unique, MARGIN ahead)."""
    values = sorted(amounts.values(), reverse=True)
    revenue = {p: p * sum(1 for v in values if v >= p) for p in sorted(set(values), reverse=True)}
    ranked = sorted(revenue.items(), key=lambda item: -item[1])
    assert ranked[0][1] - ranked[1][1] >= MARGIN, ranked[:2]
    return ranked[0][0], revenue


# --------------------------------------------------------------------------------- Google Forms (two flavours)

BOOK_QUESTION = "Which books did you like?"
BOOKS = [
    "Dune", "Neuromancer", "The Left Hand of Darkness", "I, Robot", "Foundation", "The Three-Body Problem",
    "Snow Crash", "Station Eleven",
]  # fmt: skip
BOOK_WRITE_INS = ["Project Hail Mary", "Hyperion", "the Expanse series (all of them)"]
COMMENTS = ["Loved it", "Loved it", "Loved it", "Loved it", "Loved it", "", "", "Great picks", "More classics please",
            "Loved it!", "Too many long ones", "Can we do a short-story month?"]  # fmt: skip


def _book_club():
    """46 responses to a book-club form: timestamp, e-mail, a checkbox question with "Other", a comment."""

    def build(seed):
        rng = random.Random(seed)
        n = 46
        like = [0.58, 0.40, 0.24, 0.33, 0.44, 0.50, 0.27, 0.20]
        rows = []
        for person, moment in zip(_people(rng, n), _times(rng, dt.datetime(2026, 3, 14, 9, 41, 7), n), strict=True):
            chosen = [book for book, p in zip(BOOKS, like, strict=True) if rng.random() < p]
            if rng.random() < 0.11:
                chosen.append(rng.choice(BOOK_WRITE_INS))  # "Other": the write-in text is its own item, last
            email = f"{person[0].lower()}.{person[1].lower().replace('ö', 'o')}@gmail.com"
            rows.append({"time": moment, "email": email, "books": chosen, "comment": rng.choice(COMMENTS)})
        counts = Counter(book for row in rows for book in row["books"])
        scores = {book: counts[book] for book in BOOKS}
        best = _best(scores)
        empty = sum(1 for row in rows if not row["books"])
        write_ins = [b for b in BOOK_WRITE_INS if counts[b]]
        loved = sum(1 for row in rows if row["comment"] == "Loved it")
        if best is None or best == "I, Robot" or not 1 <= empty <= 3 or len(write_ins) < 2 or loved < 12:
            return None
        if counts["I, Robot"] < 8:
            return None
        return rows, scores, {b: counts[b] for b in write_ins}

    return _first_seed(build, 100)


def _book_club_table(rows, *, stamp, separator: str) -> list[list[str]]:
    """The response sheet both Google files hold: the header, then one row per response, its time as ``stamp``
    writes it and its books joined by ``separator``."""
    table = [["Timestamp", "Email Address", BOOK_QUESTION, "Any comments?"]]
    for row in rows:
        table.append([stamp(row["time"]), row["email"], separator.join(row["books"]), row["comment"]])
    return table


def _book_club_facts(rows, scores, write_ins, *, separator: str) -> dict:
    """The manifest entries both book-club files share (the same responses; answers joined by ``separator``)."""
    return {
        "scoring": "multi_choice",
        "intended_column": BOOK_QUESTION,
        "naive_trap": {"column": "Any comments?", "top_value": "Loved it"},
        "separator": separator,
        "candidates": len(BOOKS),
        "candidates_with_write_ins": len(BOOKS) + len(write_ins),
        "write_ins": write_ins,
        "label_containing_comma": "I, Robot",
        "best": _best(scores),
        "respondents": len(rows),
        "blank_answers": sum(1 for row in rows if not row["books"]),
        "options_in": "cells",
        "scores": scores,
        "encoding": "utf-8",
        "bom": False,
        "delimiter": ",",
        "line_ending": "CRLF",
    }


def google_forms_checkboxes() -> dict:
    """Google Forms → Responses → Download responses (.csv): every field quoted, checkbox answers joined by ";"."""
    rows, scores, write_ins = _book_club()
    table = _book_club_table(rows, stamp=lambda time: f"{time:%Y/%m/%d} {_h12(time)} GMT+1", separator=";")
    (HERE / "google_forms_checkboxes.csv").write_bytes(_csv(table, quoting=csv.QUOTE_ALL).encode("utf-8"))
    return {
        "tool": "Google Forms, Responses tab → Download responses (.csv)",
        "shape": "one row per response; checkbox answers in one cell joined by ';' (no space); every field quoted",
        **_book_club_facts(rows, scores, write_ins, separator=";"),
    }


def google_sheets_checkboxes() -> dict:
    """The same responses, from the linked response spreadsheet: File → Download → CSV."""
    rows, scores, write_ins = _book_club()
    table = _book_club_table(
        rows, stamp=lambda time: f"{time.month}/{time.day}/{time.year} {time.hour}:{time:%M:%S}", separator=", "
    )
    (HERE / "google_sheets_checkboxes.csv").write_bytes(_csv(table).encode("utf-8"))
    return {
        "tool": "Google Sheets (form's linked response sheet) → File → Download → Comma-separated values",
        "shape": "one row per response; checkbox answers in one cell joined by ', '; quoted only when needed; "
        "the option 'I, Robot' itself contains ', ' so a naive split breaks it into 'I' and 'Robot'",
        **_book_club_facts(rows, scores, write_ins, separator=", "),
    }


# ------------------------------------------------------------------------------------------------ Microsoft Forms

TERMINE_QUESTION = "Welche Termine im März passen Ihnen?"
TERMINE = [
    "Montag, 16. März, 10:00 Uhr", "Dienstag, 17. März, 14:00 Uhr", "Mittwoch, 18. März, 09:00 Uhr",
    "Donnerstag, 19. März, 16:00 Uhr", "Freitag, 20. März, 11:00 Uhr",
]  # fmt: skip


def ms_forms_german() -> dict:
    """Microsoft Forms results opened in German Excel, saved as "CSV UTF-8 (durch Trennzeichen getrennt)"."""

    def build(seed):
        rng = random.Random(seed)
        n = 22
        p = [0.50, 0.68, 0.36, 0.48, 0.27]
        picks = [[t for t, q in zip(TERMINE, p, strict=True) if rng.random() < q] for _ in range(n)]
        if any(not chosen for chosen in picks):  # the question is required in the form
            return None
        scores = {t: sum(t in chosen for chosen in picks) for t in TERMINE}
        if _best(scores) is None:
            return None
        return picks, scores, _times(rng, dt.datetime(2026, 3, 9, 8, 12, 0), n, 3, 240)

    picks, scores, starts = _first_seed(build, 200)
    rng = random.Random(7)
    header = ["Id", "Startzeit", "Fertigstellungszeit", "E-Mail", "Name", TERMINE_QUESTION, "Anmerkungen"]
    table = [header]
    for number, (chosen, start) in enumerate(zip(picks, starts, strict=True), start=1):
        done = start + dt.timedelta(seconds=rng.randint(25, 300))
        table.append(
            [
                number,
                f"{start:%d.%m.%Y %H:%M}",
                f"{done:%d.%m.%Y %H:%M}",
                "anonymous",
                "",
                "".join(t + ";" for t in chosen),
                "",
            ]
        )
    data = "\ufeff" + _csv(table, delimiter=";")
    (HERE / "ms_forms_german.csv").write_bytes(data.encode("utf-8"))
    return {
        "tool": "Microsoft Forms → Open in Excel, then German Excel → "
        "Save as 'CSV UTF-8 (durch Trennzeichen getrennt)'",
        "shape": "one row per response; ';' delimiter; multi-select cell 'A;B;' (trailing ';', quoted); "
        "'Name' and 'Anmerkungen' entirely empty; 'E-Mail' is 'anonymous' on every row; option labels contain ', '",
        "scoring": "availability",
        "intended_column": TERMINE_QUESTION,
        "separator": ";",
        "empty_columns": ["Name", "Anmerkungen"],
        "candidates": len(TERMINE),
        "best": _best(scores),
        "respondents": len(picks),
        "options_in": "cells",
        "scores": scores,
        "encoding": "utf-8",
        "bom": True,
        "delimiter": ";",
        "line_ending": "CRLF",
    }


SESSIONS_QUESTION = "Which workshop sessions will you attend?"
SESSIONS = [
    "Intro to Python",
    "Data Visualisation",
    "Privacy by Design",
    "Spreadsheet Tricks",
    "Git Basics",
    "Ethics Panel",
]
VENUE_QUESTION = "Which venue do you prefer?"
VENUES = ["Main Hall", "Library Annex", "Online (Teams)"]


def ms_forms_native() -> dict:
    """Microsoft Forms → Responses → Open in Excel: the downloaded .xlsx (sheet 'Sheet1', a table 'Table1')."""
    from openpyxl import Workbook
    from openpyxl.worksheet.table import Table, TableStyleInfo

    def build(seed):
        rng = random.Random(seed)
        n = 25
        p = [0.64, 0.40, 0.32, 0.44, 0.28, 0.20]
        picks = [[s for s, q in zip(SESSIONS, p, strict=True) if rng.random() < q] for _ in range(n)]
        if any(not chosen for chosen in picks):
            return None
        venues = rng.choices(VENUES, weights=[5, 3, 2], k=n)
        sessions = {s: sum(s in chosen for chosen in picks) for s in SESSIONS}
        venue_scores = {v: venues.count(v) for v in VENUES}
        if _best(sessions) is None or _best(venue_scores) is None:
            return None
        return rng, picks, venues, sessions, venue_scores

    rng, picks, venues, sessions, venue_scores = _first_seed(build, 300)
    wb = Workbook()
    ws = wb.active
    ws.title = "Sheet1"
    ws.append(["Id", "Start time", "Completion time", "Email", "Name", SESSIONS_QUESTION, VENUE_QUESTION])
    people = _people(rng, len(picks))
    starts = _times(rng, dt.datetime(2026, 3, 2, 8, 55, 12), len(picks), 2, 300)
    for number, (chosen, venue, person, start) in enumerate(zip(picks, venues, people, starts, strict=True), start=1):
        done = start + dt.timedelta(seconds=rng.randint(30, 400))
        email = f"{person[0].lower()}.{person[1].lower().replace('ö', 'o')}@contoso.com"
        ws.append([number, start, done, email, f"{person[0]} {person[1]}", "".join(s + ";" for s in chosen), venue])
    for row in ws.iter_rows(min_row=2, min_col=2, max_col=3):
        for cell in row:
            cell.number_format = "m/d/yy h:mm:ss"
    table = Table(displayName="Table1", ref=f"A1:G{len(picks) + 1}")
    table.tableStyleInfo = TableStyleInfo(name="TableStyleMedium2", showRowStripes=True)
    ws.add_table(table)
    _fixed_xlsx(wb, HERE / "ms_forms_native.xlsx")
    return {
        "tool": "Microsoft Forms → Responses → Open in Excel (downloaded .xlsx)",
        "shape": "sheet 'Sheet1', header row 1, one row per response; Start/Completion time are real date cells; "
        "multi-select cells 'A;B;' (trailing ';'); a second, single-choice question",
        "scoring": "multi_choice",
        "intended_column": SESSIONS_QUESTION,
        "separator": ";",
        "sheet": "Sheet1",
        "candidates": len(SESSIONS),
        "best": _best(sessions),
        "respondents": len(picks),
        "options_in": "cells",
        "scores": sessions,
        "other_question": {
            "column": VENUE_QUESTION,
            "scoring": "votes",
            "candidates": len(VENUES),
            "best": _best(venue_scores),
            "scores": venue_scores,
        },
    }


# ---------------------------------------------------------------------------------------------------------- Doodle

DOODLE_TITLE = 'Poll "Team retrospective"'
DOODLE_LINK = "https://doodle.com/poll/k3x9tq7wz2mh5fna"
DOODLE_DAYS = ["Mon 16", "Tue 17", "Wed 18", "Thu 19"]
DOODLE_TIMES = ["9:00 AM – 10:00 AM", "2:00 PM – 3:00 PM"]  # en dash, as Doodle writes it


def _doodle_poll():
    def build(seed):
        rng = random.Random(seed)
        names = [
            f"{first} {last[0]}." for first, (_, last) in zip(_first_names(rng, 12), _people(rng, 12), strict=True)
        ]
        options = [(day, time) for day in DOODLE_DAYS for time in DOODLE_TIMES]
        p_ok = [0.35, 0.40, 0.55, 0.30, 0.62, 0.38, 0.25, 0.45]
        p_if = [0.15, 0.20, 0.15, 0.20, 0.15, 0.25, 0.10, 0.15]
        grid = _three_answer_grid(rng, len(names), p_ok, p_if, answers=("OK", "(OK)", ""))
        labels = [f"{day} {time}" for day, time in options]
        yes, middle = _answer_counts(labels, grid, yes="OK", middle="(OK)")
        if _best_any_middle(yes, middle) is None or sum(middle.values()) < 10:
            return None
        return names, options, grid, labels, yes, middle

    return _first_seed(build, 400)


def _doodle_rows():
    names, options, grid, labels, yes, middle = _doodle_poll()
    width = 1 + len(options)
    pad = [""] * (width - 1)
    rows = [[DOODLE_TITLE, *pad], [DOODLE_LINK, *pad], ["", *pad], ["", "March 2026", *pad[1:]]]
    day_row, last = [""], None
    for day, _ in options:
        day_row.append(day if day != last else "")
        last = day
    rows.append(day_row)
    rows.append(["", *(time for _, time in options)])
    rows += [[name, *row] for name, row in zip(names, grid, strict=True)]
    rows.append(["Count", *(sum(row[i] == "OK" for row in grid) for i in range(len(options)))])
    return rows, names, labels, yes, middle


def _doodle_expected(fmt: str) -> dict:
    rows, names, labels, yes, middle = _doodle_rows()
    best = _best_any_middle(yes, middle)
    column = labels.index(best) + 1
    return {
        "tool": "Doodle → Export to Excel" + (" (the .xls(x) file)" if fmt == "xlsx" else ", then saved as CSV"),
        "shape": "title line, poll link line, empty line, then 3 header rows (month spanning columns, only the "
        "first cell of a span filled; day; time range), one row per participant, a 'Count' row last",
        "scoring": "availability",
        "options_in": "columns",
        "header_rows": [3, 4, 5],
        "first_data_row": 6,
        "label": "day cell (carried over the span) + ' ' + time cell",
        "middle_answer": "(OK)",
        "question": True,
        "best_any_middle": True,
        "ignored_rows": ["Count"],
        "preamble_rows": [DOODLE_TITLE, DOODLE_LINK, ""],
        "candidates": len(labels),
        "best": best,
        "best_column": column,
        "best_cells": {"month": "March 2026", "day": best.split(" ", 2)[0] + " " + best.split(" ", 2)[1],
                       "time": best.split(" ", 2)[2]},
        "respondents": len(names),
        "yes_counts": yes,
        "middle_counts": middle,
        "scores_by_middle": _middle_scores(yes, middle),
        "count_row_counts": "OK only",
    }  # fmt: skip


def doodle_export_csv() -> dict:
    rows, *_ = _doodle_rows()
    (HERE / "doodle_export.csv").write_bytes(_csv(rows, newline="\n").encode("utf-8"))
    return _doodle_expected("csv") | {"encoding": "utf-8", "bom": False, "delimiter": ",", "line_ending": "LF"}


def doodle_export_xlsx() -> dict:
    from openpyxl import Workbook

    rows, *_ = _doodle_rows()
    wb = Workbook()
    ws = wb.active
    ws.title = "Sheet1"
    for row in rows:
        ws.append([None if value == "" else value for value in row])
    _fixed_xlsx(wb, HERE / "doodle_export.xlsx")
    return _doodle_expected("xlsx") | {
        "sheet": "Sheet1",
        "header_rows": [4, 5, 6],
        "first_data_row": 7,
        "row_numbers": "1-based Excel rows (the CSV entry uses 0-based line indices)",
    }


# ------------------------------------------------------------------------------------------------------- When2meet


def when2meet_grid() -> dict:
    """A When2meet grid scraped with the widely shared getCSV() console snippet: 'Time,<names>' then 0/1 rows."""

    def build(seed):
        rng = random.Random(seed)
        names = _first_names(rng, 10)
        slots = []
        for day in (dt.datetime(2026, 3, 16, 9, 0), dt.datetime(2026, 3, 17, 9, 0)):
            for k in range(8):
                slots.append(day + dt.timedelta(minutes=15 * k))
        bias = [rng.uniform(0.25, 0.75) for _ in names]
        shape = [0.3, 0.45, 0.55, 0.6, 0.6, 0.5, 0.35, 0.25, 0.35, 0.5, 0.75, 0.95, 0.8, 0.55, 0.4, 0.3]
        grid = [[1 if rng.random() < min(0.97, b * s * 1.6) else 0 for b in bias] for s in shape]
        labels = [f"{s:%a %d %b %Y} {s:%I:%M:%S %p} CET" for s in slots]
        scores = {label: sum(row) for label, row in zip(labels, grid, strict=True)}
        if _best(scores) is None:
            return None
        return names, labels, grid, scores

    names, labels, grid, scores = _first_seed(build, 500)
    table = [["Time", *names]] + [[label, *row] for label, row in zip(labels, grid, strict=True)]
    (HERE / "when2meet_grid.csv").write_bytes(_csv(table, newline="\n").encode("utf-8"))
    return {
        "tool": "When2meet page scraped with the getCSV() browser-console snippet (When2meet has no export)",
        "shape": "one row per 15-minute slot ('Time' column), one 0/1 column per person",
        "scoring": "availability",
        "options_in": "rows",
        "label_column": "Time",
        "candidates": len(labels),
        "best": _best(scores),
        "respondents": len(names),
        "scores": scores,
        "encoding": "utf-8",
        "bom": False,
        "delimiter": ",",
        "line_ending": "LF",
    }


# ------------------------------------------------------------------------------------------ FindTime-style grids

FINDTIME_SLOTS = ["Tue 3/17 10:00 AM", "Tue 3/17 2:00 PM", "Wed 3/18 10:00 AM", "Wed 3/18 3:30 PM", "Thu 3/19 11:00 AM",
                  "Fri 3/20 9:00 AM"]  # fmt: skip


def _findtime_file(name: str, slots: list[str], names: list[str], grid: list[list[str]], *, winner: dict) -> dict:
    """Write a FindTime-style grid as Excel (US) saves it and return its manifest entry; ``winner`` says whether one
    slot wins whatever "Maybe" weighs (``best`` is then that slot, else None)."""
    table = [["Attendee", *slots]] + [[n, *row] for n, row in zip(names, grid, strict=True)]
    (HERE / name).write_bytes(_csv(table).encode("cp1252"))
    yes, middle = _answer_counts(slots, grid)
    return {
        "tool": "Outlook FindTime-style vote grid copied into Excel (US) and saved as 'CSV (Comma delimited)'",
        "shape": "one row per attendee, one column per proposed time; cells Yes / No / Maybe",
        "scoring": "availability",
        "options_in": "columns",
        "middle_answer": "Maybe",
        "question": True,
        **winner,
        "candidates": len(slots),
        "best": _best_any_middle(yes, middle),
        "respondents": len(names),
        "yes_counts": yes,
        "middle_counts": middle,
        "scores_by_middle": _middle_scores(yes, middle),
        "encoding": "cp1252",
        "bom": False,
        "delimiter": ",",
        "line_ending": "CRLF",
    }


def findtime_yes_no_maybe() -> dict:
    def build(seed):
        rng = random.Random(seed)
        names = [f"{first} {last}" for first, last in _people(rng, 14)]
        p_yes = [0.30, 0.45, 0.62, 0.35, 0.42, 0.25]
        p_maybe = [0.20, 0.20, 0.18, 0.25, 0.22, 0.15]
        grid = _three_answer_grid(rng, len(names), p_yes, p_maybe, answers=("Yes", "Maybe", "No"))
        yes, middle = _answer_counts(FINDTIME_SLOTS, grid)
        if _best_any_middle(yes, middle) is None or sum(middle.values()) < 12:
            return None
        return names, grid

    names, grid = _first_seed(build, 600)
    return _findtime_file("findtime_yes_no_maybe.csv", FINDTIME_SLOTS, names, grid, winner={"best_any_middle": True})


def findtime_maybe_decides() -> dict:
    """Three slots whose order depends on the weight of 'Maybe': a different winner at 0, ½ and 1."""
    slots = ["Mon 3/23 9:00 AM", "Mon 3/23 1:00 PM", "Tue 3/24 10:00 AM", "Wed 3/25 4:00 PM", "Thu 3/26 8:30 AM"]
    plan = {  # (Yes, Maybe) per slot; scores 12/12/12, 10/14/18, 2/12/22, 7/8.5/10, 5/7.5/10
        slots[0]: (12, 0), slots[1]: (10, 8), slots[2]: (2, 20), slots[3]: (7, 3), slots[4]: (5, 5),
    }  # fmt: skip
    rng = random.Random(700)
    names = [f"{first} {last}" for first, last in _people(rng, 24)]
    grid = [["No"] * len(slots) for _ in names]
    for j, slot in enumerate(slots):
        n_yes, n_maybe = plan[slot]
        chosen = rng.sample(range(len(names)), n_yes + n_maybe)
        for i in chosen[:n_yes]:
            grid[i][j] = "Yes"
        for i in chosen[n_yes:]:
            grid[i][j] = "Maybe"
    yes, middle = _answer_counts(slots, grid)
    by_middle = {w: _best(scores) for w, scores in _middle_scores(yes, middle).items()}
    assert None not in by_middle.values() and len(set(by_middle.values())) == 3, by_middle
    winner = {"best_any_middle": False, "best_by_middle": by_middle}
    return _findtime_file("findtime_maybe_decides.csv", slots, names, grid, winner=winner)


# ------------------------------------------------------------------------------------------------------------ bids


def bids_history() -> dict:
    """An eBay-style bid history (Bidder / Bid Amount / Bid Time), several bids per bidder, 'Starting Price' last."""
    rng = random.Random(800)
    maxima = {"j***n (214)": 1310, "2***a (37)": 1250, "s***t (1085)": 1180, "m***e (9)": 1020, "k***r (502)": 880,
              "b***y (63)": 640, "t***o (18)": 420, "e***l (347)": 260}  # fmt: skip
    start = dt.datetime(2026, 3, 9, 18, 2, 44)  # after the switch to daylight time (Mar 8): PDT
    bids = []
    for bidder, top in maxima.items():
        count = rng.randint(1, 4)
        amounts = sorted({top, *(rng.randrange(110, top, 10) for _ in range(count - 1))})
        for amount in amounts:
            bids.append((bidder, float(amount)))
    moments = sorted(start + dt.timedelta(minutes=rng.randint(30, 9000), seconds=rng.randint(0, 59)) for _ in bids)
    bids.sort(key=lambda b: b[1])  # lower bids came first
    timed = list(zip(bids, moments, strict=True))
    timed.sort(key=lambda item: (-item[0][1], -item[1].timestamp()))  # the page lists the highest bid first
    table = [["Bidder", "Bid Amount", "Bid Time"]]
    for (bidder, amount), moment in timed:
        table.append([bidder, f"${amount:,.2f}", f"{moment:%b-%d-%y %H:%M:%S} PDT"])
    table.append(["Starting Price", "$99.00", f"{start:%b-%d-%y %H:%M:%S} PDT"])
    (HERE / "bids_history.csv").write_bytes(_csv(table).encode("cp1252"))
    best, revenue = _revenue_best({b: float(v) for b, v in maxima.items()})
    return {
        "tool": "eBay-style bid history table copied into Excel (US) and saved as 'CSV (Comma delimited)'",
        "shape": "one row per bid (several per bidder; only each bidder's highest counts), amounts '$1,310.00' "
        "quoted because of the comma, a 'Starting Price' row last",
        "scoring": "bids",
        "ignored_rows": ["Starting Price"],
        "bid_column": "Bid Amount",
        "bidder_column": "Bidder",
        "rows": len(bids),
        "max_bid_per_bidder": {b: float(v) for b, v in maxima.items()},
        "candidates": len(maxima),
        "candidates_note": "price points = the bidders' highest bids",
        "best": f"${best:,.2f}",
        "best_price": best,
        "best_rule": "posted price p maximising revenue p × #(bidders whose highest bid ≥ p)",
        "revenue_at_bids": {f"{p:.2f}": r for p, r in revenue.items()},
        "respondents": len(maxima),
        "currency": "$",
        "encoding": "cp1252",
        "bom": False,
        "delimiter": ",",
        "line_ending": "CRLF",
    }


def sealed_bids_eur() -> dict:
    """Sealed bids typed into German Excel, saved as 'CSV (Trennzeichen-getrennt)': ';', decimal comma, cp1252 '€'."""
    bids = {
        "Anna Müller": 14.5,
        "Jörg Schäfer": 12.0,
        "Lena Weiß": 11.0,
        "Tobias Krüger": 9.5,
        "Özlem Yıldız": 8.0,
        "Sabine Groß": 7.5,
        "Mehmet Öztürk": 6.0,
        "Katrin Bäcker": 5.0,
        "Jürgen Hoß": 3.5,
        "Heike Läufer": 2.0,
    }
    order = sorted(bids, key=lambda name: name.split()[-1])
    table = [["Bieter", "Gebot"]] + [[name, f"{bids[name]:.2f}".replace(".", ",") + " €"] for name in order]
    # 'ı' (in Yıldız) has no Windows-1252 code: Excel writes '?' in its place, as encode(errors="replace") does
    (HERE / "sealed_bids_eur.csv").write_bytes(_csv(table, delimiter=";").encode("cp1252", errors="replace"))
    best, revenue = _revenue_best(bids)
    return {
        "tool": "German Excel → Save as 'CSV (Trennzeichen-getrennt)' (ANSI = Windows-1252)",
        "shape": "one row per bidder; ';' delimiter; amounts '7,50 €' (decimal comma, euro sign byte 0x80)",
        "scoring": "bids",
        "bid_column": "Gebot",
        "bidder_column": "Bieter",
        "max_bid_per_bidder": {name.encode("cp1252", "replace").decode("cp1252"): v for name, v in bids.items()},
        "unencodable_names": {"Özlem Yıldız": "Özlem Y?ld?z"},
        "candidates": len(bids),
        "candidates_note": "price points = the bids",
        "best": f"{best:.2f}".replace(".", ",") + " €",
        "best_price": best,
        "best_rule": "posted price p maximising revenue p × #(bids ≥ p)",
        "revenue_at_bids": {f"{p:.2f}": r for p, r in revenue.items()},
        "respondents": len(bids),
        "currency": "€",
        "decimal": ",",
        "encoding": "cp1252",
        "bom": False,
        "delimiter": ";",
        "line_ending": "CRLF",
    }


# ---------------------------------------------------------------------------------------------------------- ranked

RANK_QUESTION = "Rank the logo proposals"
RANK_ROWS = ["1st choice", "2nd choice", "3rd choice"]
LOGOS = ["Aurora", "Beacon", "Cascade", "Drift", "Ember"]


def ranked_ballots() -> dict:
    """A Google Forms 'multiple-choice grid' used for ranking (rows = ranks, columns = candidates, one per column)."""
    rng = random.Random(900)
    ballots = []
    # A polarising favourite (Ember) gets the most first choices; a consensus second choice (Cascade) wins Borda.
    for count, first, second, thirds in [(11, "Ember", "Cascade", ["Beacon", "Drift", "Aurora"]),
                                         (9, "Aurora", "Cascade", ["Drift", "Beacon"]),
                                         (6, "Cascade", "Aurora", ["Beacon", "Drift", "Ember"]),
                                         (4, "Beacon", "Cascade", ["Aurora", "Drift"])]:  # fmt: skip
        for _ in range(count):
            ballots.append([first, second, rng.choice(thirds)])
    for index in rng.sample(range(len(ballots)), 2):
        ballots[index][2] = ""  # two people left the 3rd choice empty
    rng.shuffle(ballots)
    first = Counter(b[0] for b in ballots)
    borda = Counter()
    for ballot in ballots:
        for points, name in zip((3, 2, 1), ballot, strict=True):
            if name:
                borda[name] += points
    first_scores = {c: first[c] for c in LOGOS}
    borda_scores = {c: borda[c] for c in LOGOS}
    first_best, borda_best = _best(first_scores), _best(borda_scores)
    assert first_best and borda_best and first_best != borda_best
    columns = [f"{RANK_QUESTION} [{row}]" for row in RANK_ROWS]
    table = [["Timestamp", *columns]]
    for moment, ballot in zip(_times(rng, dt.datetime(2026, 3, 10, 13, 5, 51), len(ballots)), ballots, strict=True):
        table.append([f"{moment:%Y/%m/%d} {_h12(moment)} GMT+1", *ballot])
    (HERE / "ranked_ballots.csv").write_bytes(_csv(table, quoting=csv.QUOTE_ALL).encode("utf-8"))
    return {
        "tool": "Google Forms multiple-choice grid (rows '1st/2nd/3rd choice', one answer per column) → "
        "Download responses (.csv)",
        "shape": "one row per ballot; one column per rank, named 'Question [1st choice]' ..., each cell a candidate; "
        "two ballots leave the 3rd choice empty",
        "scoring": "ranked",
        "ranked_columns": columns,
        "candidates": len(LOGOS),
        "first_choice_best": first_best,
        "borda_best": borda_best,
        "best": borda_best,
        "best_rule": "Borda 3-2-1 over the three ranks (empty rank = 0 points); plurality of 1st choices differs",
        "question": True,
        "first_choice_scores": first_scores,
        "borda_scores": borda_scores,
        "respondents": len(ballots),
        "encoding": "utf-8",
        "bom": False,
        "delimiter": ",",
        "line_ending": "CRLF",
    }


# -------------------------------------------------------------------------------------------- pivot / counts tables


def pivot_table() -> dict:
    """An Excel PivotTable (Count of Response by Row Labels) on its own sheet, saved as 'CSV (Comma delimited)'."""
    counts = {"Bicycle": 4210, "Bus": 9876, "Car": 12345, "Train": 2118, "Walk": 3902}
    blank = 57
    total = sum(counts.values()) + blank
    table = [["", ""], ["", ""], ["Row Labels", "Count of Response"]]  # a new-sheet PivotTable starts at A3
    table += [[label, f"{counts[label]:,}"] for label in sorted(counts)]
    table += [["(blank)", f"{blank:,}"], ["Grand Total", f"{total:,}"]]
    (HERE / "pivot_table.csv").write_bytes(_csv(table).encode("cp1252"))
    return {
        "tool": "Excel (US) PivotTable on a new sheet (1000-separator number format) → Save as 'CSV (Comma delimited)'",
        "shape": "two empty lines (',') first, then 'Row Labels,Count of Response', one row per category with "
        "counts like \"12,345\" (quoted), a '(blank)' row and a 'Grand Total' row",
        "scoring": "counts",
        "label_column": "Row Labels",
        "count_column": "Count of Response",
        "header_line": 2,
        "ignored_rows": ["Grand Total", "(blank)"],
        "candidates": len(counts),
        "best": _best(counts),
        "respondents": total,
        "respondents_note": "Grand Total, including the 57 '(blank)' responses",
        "scores": counts,
        "encoding": "cp1252",
        "bom": False,
        "delimiter": ",",
        "line_ending": "CRLF",
    }


def counts_table() -> dict:
    counts = {"Science fiction": 128, "Fantasy": 97, "Mystery": 85, "Romance": 64, "Non-fiction": 59, "Poetry": 12}
    table = [["Category", "Count"]] + [[k, v] for k, v in counts.items()] + [["Total", sum(counts.values())]]
    (HERE / "counts_table.csv").write_bytes(_csv(table).encode("utf-8"))
    return {
        "tool": "a counts table typed into Google Sheets → File → Download → CSV",
        "shape": "'Category,Count' then one row per category and a 'Total' row at the end",
        "scoring": "counts",
        "label_column": "Category",
        "count_column": "Count",
        "ignored_rows": ["Total"],
        "candidates": len(counts),
        "best": _best(counts),
        "respondents": sum(counts.values()),
        "scores": counts,
        "encoding": "utf-8",
        "bom": False,
        "delimiter": ",",
        "line_ending": "CRLF",
    }


# ------------------------------------------------------------------------------------------------------ UCI Adult

ADULT_COLUMNS = ["age", "workclass", "fnlwgt", "education", "education-num", "marital-status", "occupation",
                 "relationship", "race", "sex", "capital-gain", "capital-loss", "hours-per-week", "native-country",
                 "income"]  # fmt: skip
MARITAL = {"Married-civ-spouse": 46, "Never-married": 33, "Divorced": 14, "Separated": 3, "Widowed": 3,
           "Married-spouse-absent": 1.3, "Married-AF-spouse": 0.4}  # fmt: skip
EDUCATION = {
    "HS-grad": (9, 32),
    "Some-college": (10, 22),
    "Bachelors": (13, 16),
    "Masters": (14, 5),
    "Assoc-voc": (11, 4),
    "11th": (7, 4),
    "Assoc-acdm": (12, 3),
    "10th": (6, 3),
    "7th-8th": (4, 2),
    "Prof-school": (15, 2),
    "9th": (5, 2),
    "12th": (8, 1),
    "Doctorate": (16, 1),
    "5th-6th": (3, 1),
}
WORKCLASS = {
    "Private": 70,
    "Self-emp-not-inc": 8,
    "Local-gov": 6,
    "?": 6,
    "State-gov": 4,
    "Self-emp-inc": 3,
    "Federal-gov": 3,
}
OCCUPATIONS = [
    "Prof-specialty",
    "Craft-repair",
    "Exec-managerial",
    "Adm-clerical",
    "Sales",
    "Other-service",
    "Machine-op-inspct",
    "?",
    "Transport-moving",
    "Handlers-cleaners",
    "Farming-fishing",
    "Tech-support",
    "Protective-serv",
    "Priv-house-serv",
]
RACES = {"White": 85, "Black": 10, "Asian-Pac-Islander": 3, "Amer-Indian-Eskimo": 1, "Other": 1}
COUNTRIES = {"United-States": 90, "Mexico": 2, "?": 2, "Philippines": 1, "Germany": 1, "Canada": 1, "India": 1,
             "England": 1, "Cuba": 1}  # fmt: skip


def adult_marital() -> dict:
    """A UCI Adult-like extract: the real column names and value spellings, ', ' separators, '?' for missing."""

    def pick(rng, table):
        return rng.choices(list(table), weights=list(table.values()))[0]

    def build(seed):
        rng = random.Random(seed)
        rows = []
        for _ in range(250):
            marital = pick(rng, MARITAL)
            sex = rng.choices(["Male", "Female"], weights=[67, 33])[0]
            if marital.startswith("Married") and marital != "Married-spouse-absent":
                relationship = "Husband" if sex == "Male" else "Wife"
            else:
                relationship = rng.choice(["Not-in-family", "Own-child", "Unmarried", "Other-relative"])
            education = pick(rng, {k: v[1] for k, v in EDUCATION.items()})
            age = rng.randint(17, 30) if marital == "Never-married" else rng.randint(24, 79)
            work = pick(rng, WORKCLASS)
            occupation = "?" if work == "?" else rng.choice([o for o in OCCUPATIONS if o != "?"])
            gain = rng.choice([0] * 22 + [2174, 5178, 7688, 15024, 3103])
            loss = rng.choice([0] * 30 + [1902, 1887, 1977])
            hours = rng.choice([40] * 6 + [20, 25, 30, 35, 45, 50, 55, 60, 38, 48])
            rich = marital == "Married-civ-spouse" and EDUCATION[education][0] >= 10 and rng.random() < 0.55
            income = ">50K" if rich or gain > 7000 or rng.random() < 0.06 else "<=50K"
            fnlwgt = min(1_484_705, max(19_302, int(rng.lognormvariate(12.0, 0.5))))
            rows.append([age, work, fnlwgt, education, EDUCATION[education][0], marital, occupation, relationship,
                         pick(rng, RACES), sex, gain, loss, hours, pick(rng, COUNTRIES), income])  # fmt: skip
        present = Counter(row[5] for row in rows)
        if len(present) != len(MARITAL):
            return None
        return rows, {k: present[k] for k in MARITAL}

    rows, scores = _first_seed(build, 1000)
    lines = [", ".join(ADULT_COLUMNS)] + [", ".join(str(v) for v in row) for row in rows]
    (HERE / "adult_marital.csv").write_bytes(("\n".join(lines) + "\n").encode("ascii"))
    return {
        "tool": "UCI Adult (census income) data with its documented column names as a header row",
        "shape": "one row per person, 15 columns, fields separated by ', ' (comma + space, so values carry a "
        "leading space), '?' for missing values",
        "scoring": "votes",
        "intended_column": "marital-status",
        "naive_default_column": "income",
        "candidates": len(scores),
        "best": _best(scores),
        "respondents": len(rows),
        "scores": scores,
        "encoding": "ascii",
        "bom": False,
        "delimiter": ",",
        "leading_space_after_delimiter": True,
        "line_ending": "LF",
    }


# ------------------------------------------------------------------------------------ participatory budgeting

PB_PROJECTS = [
    "Safe crossing at Mill Road school", "Trees, benches and shade on Elm Street", "Café terrace at the library",
    "New skate park", "Community garden beds", "Playground repairs", "LED street lighting",
    "Public toilets in the park", "Bike racks downtown", "Youth music studio", "River clean-up days",
    "Free Wi-Fi in squares", "Dog park", "Outdoor gym", "Mural festival",
]  # fmt: skip
PB_DISTRICTS = ["North", "South", "East", "West", "Central"]


def pb_long_format(voters: int = 300, projects: int = 15, seed: int = 1100) -> bytes:
    """A participatory-budgeting export in long format: one row per (ballot, chosen project), up to 3 per voter.

    Columns ``voter_id,district,project_id,project_name``; UTF-8, LF. Project 1 is the clear favourite at any size
    (popularity weights fall with the project number). Deterministic for a given (voters, projects, seed).
    """
    rng = random.Random(seed)
    names = [PB_PROJECTS[i] if i < len(PB_PROJECTS) else f"Project {i + 1}" for i in range(projects)]
    weights = [1.0 / (1 + 0.25 * i) for i in range(projects)]
    weights[0] *= 1.35
    width = len(str(voters))
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["voter_id", "district", "project_id", "project_name"])
    ids = list(range(projects))
    for v in range(1, voters + 1):
        district = rng.choice(PB_DISTRICTS)
        k = min(projects, rng.choices([1, 2, 3], weights=[2, 3, 5])[0])
        pool, pool_w, chosen = ids[:], weights[:], []
        for _ in range(k):  # weighted sampling without replacement
            j = rng.choices(range(len(pool)), weights=pool_w)[0]
            chosen.append(pool.pop(j))
            pool_w.pop(j)
        for p in chosen:
            writer.writerow([f"V{v:0{width}d}", district, f"P{p + 1:02d}", names[p]])
    return out.getvalue().encode("utf-8")


def pb_long_format_file() -> dict:
    data = pb_long_format()
    (HERE / "pb_long_format.csv").write_bytes(data)
    rows = list(csv.DictReader(io.StringIO(data.decode("utf-8"))))
    scores = dict(Counter(row["project_name"] for row in rows))
    voters = {row["voter_id"] for row in rows}
    assert _best(scores) == PB_PROJECTS[0]
    return {
        "tool": "participatory-budgeting platform export, long format (one row per ballot × chosen project)",
        "shape": "voter_id,district,project_id,project_name; 1 to 3 rows per voter; a voter is identified by "
        "voter_id, not by a row",
        "scoring": "approval",
        "layout": "long",
        "intended_column": "project_name",
        "voter_column": "voter_id",
        "candidates": len(scores),
        "best": _best(scores),
        "respondents": len(voters),
        "rows": len(rows),
        "scores": {name: scores[name] for name in PB_PROJECTS},
        "encoding": "utf-8",
        "bom": False,
        "delimiter": ",",
        "line_ending": "LF",
        "generator": "make_exports.pb_long_format(voters=300, projects=15, seed=1100)",
    }


# ----------------------------------------------------------------------------------------------- Windows Excel

LUNCH = ["Crêpes", "Soupe du jour", "Caesar salad", "Döner kebab", "Café sandwich", "Pasta bake"]
STAFF = [
    "José García",
    "Zoë Adams",
    "Jürgen Weiß",
    "Chloé Martin",
    "Åsa Lind",
    "François Dubois",
    "Renée O'Neil",
    "Søren Berg",
    "Inês Sousa",
    "Maël Le Goff",
    "Ana Núñez",
    "Björn Åkesson",
    "Léa Fontaine",
    "Tomás Ruiz",
    "Małgosia Nowak",
    "Noël Baptiste",
    "Kübra Demir",
    "Hélène Roy",
    "Łukasz Wójcik",
    "Dagný Jónsdóttir",
]
LUNCH_COMMENTS = ["", "", "", "Too expensive at €6.50", "Loved the crêpes, more fillings please",
                  'The "healthy" option isn\'t', "Vegetarian options, please", "OK", "Queue is too long",
                  "Cheaper than the café across the street", "Good value for €4"]  # fmt: skip


def excel_windows() -> dict:
    """A staff lunch survey in Windows Excel saved as 'CSV (Comma delimited)': Windows-1252, CRLF, no BOM."""

    def build(seed):
        rng = random.Random(seed)
        people = STAFF + [f"{first} {last}" for first, last in _people(rng, 20)]
        rows = []
        for person in people:
            dept = rng.choices(["Finance", "Engineering", "Sales", "Operations"], weights=[2, 4, 3, 2])[0]
            lunch = rng.choices(LUNCH, weights=[9, 5, 6, 7, 4, 5])[0]
            rows.append([person, dept, lunch, rng.choice(LUNCH_COMMENTS)])
        scores = Counter(row[2] for row in rows)
        scores = {k: scores[k] for k in LUNCH}
        if _best(scores) != "Crêpes":
            return None
        return rows, scores

    rows, scores = _first_seed(build, 1200)
    table = [["Name", "Department", "Favourite lunch option", "Comments"], *rows]
    # 'Ł'/'ł' have no Windows-1252 code: Excel writes '?' in their place, as encode(errors="replace") does
    (HERE / "excel_windows.csv").write_bytes(_csv(table).encode("cp1252", errors="replace"))
    return {
        "tool": "Excel for Windows → Save as 'CSV (Comma delimited) (*.csv)'",
        "shape": "one row per person; Windows-1252 bytes for é ü ø å and € (0x80); comments with commas or quotes "
        "are quoted",
        "scoring": "votes",
        "intended_column": "Favourite lunch option",
        "naive_default_column": "Department",
        "candidates": len(LUNCH),
        "best": "Crêpes",
        "respondents": len(rows),
        "scores": scores,
        "encoding": "cp1252",
        "bom": False,
        "delimiter": ",",
        "line_ending": "CRLF",
    }


# ------------------------------------------------------------------------------------------------- huge cell

HUGE_CELL_EXPECTED = {
    "scoring": "votes",
    "intended_column": "Choice",
    "candidates": 3,
    "best": "Dune",
    "respondents": 9,
    "scores": {"Dune": 5, "Foundation": 2, "Hyperion": 2},
    "huge_column": "Comment",
}


def huge_cell_csv(size: int = 2_000_000) -> bytes:
    """A small vote file (Voter,Choice,Comment; 9 voters) whose 5th comment is ``size`` bytes long, quoted.

    The long cell holds words, commas, doubled quotes and line breaks, so a reader must keep reading one quoted
    field; the expected answer is :data:`HUGE_CELL_EXPECTED`.
    """
    unit = 'so long, and "thanks" for all the fish\r\n'
    long_text = (unit * (size // len(unit) + 1))[:size]
    rows = [["Voter", "Choice", "Comment"], ["Ada", "Dune", "great"], ["Ben", "Foundation", ""],
            ["Chloe", "Dune", ""], ["Dev", "Hyperion", "ok"], ["Elena", "Dune", long_text], ["Farid", "Dune", ""],
            ["Grace", "Hyperion", ""], ["Hugo", "Foundation", "fine"], ["Ines", "Dune", ""]]  # fmt: skip
    return _csv(rows).encode("utf-8")


# ------------------------------------------------------------------------------------------------------ checking


def _read_text(name: str, encoding: str) -> str:
    data = (HERE / name).read_bytes()
    return data.decode(encoding)


DELIMITERS = (",", ";", "\t", "|")


def _delimiter(text: str) -> str:
    """The file's delimiter, found from the file alone: of ``DELIMITERS``, the one that splits the most non-blank
    lines into one same number (more than one) of fields (a decimal comma splits only some lines; a ';' inside a
    quoted multi-select cell, only some)."""

    def agreement(delimiter: str) -> tuple[int, int]:
        rows = [row for row in csv.reader(io.StringIO(text, newline=""), delimiter=delimiter) if any(row)]
        width, lines = Counter(len(row) for row in rows).most_common(1)[0] if rows else (1, 0)
        return (lines, width) if width > 1 else (0, 0)

    return max(DELIMITERS, key=agreement)


def _rows(name: str, encoding: str = "utf-8", skipinitialspace=False) -> list[list[str]]:
    """The file's rows, split at the delimiter :func:`_delimiter` finds (never the one expected.json states)."""
    text = _read_text(name, encoding)
    return list(
        csv.reader(io.StringIO(text, newline=""), delimiter=_delimiter(text), skipinitialspace=skipinitialspace)
    )


def _yes_middle(header, body, yes_word, middle_word):
    yes = {h: sum(r[i] == yes_word for r in body) for i, h in enumerate(header) if i > 0}
    middle = {h: sum(r[i] == middle_word for r in body) for i, h in enumerate(header) if i > 0}
    return yes, middle


def check(expected: dict) -> list[str]:
    """Re-read every fixture from disk with csv / openpyxl and recompute its answers; return the disagreements.

    For every fixture at least its candidate count, its respondents and its delimiter (a CSV's found from the file
    by :func:`_delimiter`, which also splits it for every other check; none for a workbook) are compared with
    expected.json, besides each one's own answers (best, scores, rows to ignore, …)."""
    from openpyxl import load_workbook

    problems = []

    def same(name, what, got, want):
        if got != want:
            problems.append(f"{name}: {what} is {got!r} in the file, {want!r} in expected.json")

    def common(name, e, scores):
        same(name, "best", _best(scores), e["best"])
        same(name, "candidates", len(scores), e["candidates"])

    for name, e in expected.items():
        raw = (HERE / name).read_bytes()
        assert len(raw) < 40_000, (name, len(raw))
        if name.endswith(".csv"):
            same(name, "BOM", raw.startswith(b"\xef\xbb\xbf"), e.get("bom", False))
            crlf = raw.count(b"\r\n")
            ending = "CRLF" if crlf and crlf == raw.count(b"\n") else "LF" if not crlf else "mixed"
            same(name, "line ending", ending, e["line_ending"])
            same(name, "delimiter", _delimiter(raw.decode(e["encoding"])), e["delimiter"])
        else:  # a workbook has cells, no delimiter
            same(name, "delimiter", None, e.get("delimiter"))
    # Google Forms / Sheets
    for name, sep in (("google_forms_checkboxes.csv", ";"), ("google_sheets_checkboxes.csv", ", ")):
        e = expected[name]
        header, *body = _rows(name)
        col = header.index(e["intended_column"])
        known = set(BOOKS) | set(BOOK_WRITE_INS)
        counts = Counter()
        for row in body:
            cell = row[col]
            if sep == ", ":  # split, then glue back the known label that contains ', '
                parts, items = cell.split(", ") if cell else [], []
                while parts:
                    if len(parts) > 1 and f"{parts[0]}, {parts[1]}" in known:
                        items.append(f"{parts.pop(0)}, {parts.pop(0)}")
                    else:
                        items.append(parts.pop(0))
            else:
                items = cell.split(";") if cell else []
            assert set(items) <= known, items
            counts.update(items)
        scores = {b: counts[b] for b in BOOKS}
        common(name, e, scores)
        same(name, "scores", scores, e["scores"])
        same(name, "respondents", len(body), e["respondents"])
        comments = Counter(row[header.index("Any comments?")] for row in body)
        same(name, "top comment", comments.most_common(1)[0][0], "Loved it")
    # Microsoft Forms, German CSV
    name = "ms_forms_german.csv"
    e = expected[name]
    header, *body = _rows(name, "utf-8-sig")
    col = header.index(e["intended_column"])
    scores = Counter(item for row in body for item in row[col].split(";") if item)
    scores = {t: scores[t] for t in TERMINE}
    common(name, e, scores)
    same(name, "respondents", len(body), e["respondents"])
    for column in e["empty_columns"]:
        same(name, f"column {column} empty", all(row[header.index(column)] == "" for row in body), True)
    # Microsoft Forms, native xlsx
    name = "ms_forms_native.xlsx"
    e = expected[name]
    ws = load_workbook(HERE / name)[e["sheet"]]
    values = list(ws.iter_rows(values_only=True))
    header, body = list(values[0]), values[1:]
    assert isinstance(body[0][1], dt.datetime)
    col = header.index(e["intended_column"])
    scores = Counter(item for row in body for item in row[col].split(";") if item)
    scores = {s: scores[s] for s in SESSIONS}
    common(name, e, scores)
    same(name, "respondents", len(body), e["respondents"])
    venues = Counter(row[header.index(VENUE_QUESTION)] for row in body)
    same(name, "other question best", _best(dict(venues)), e["other_question"]["best"])
    # Doodle (CSV and xlsx)
    for name in ("doodle_export.csv", "doodle_export.xlsx"):
        e = expected[name]
        if name.endswith(".csv"):
            rows = _rows(name)
        else:
            rows = [["" if v is None else str(v) for v in row] for row in load_workbook(HERE / name).active.iter_rows(
                values_only=True)]  # fmt: skip
        days, times = rows[4], rows[5]
        labels, day = [""], ""
        for i in range(1, len(times)):
            day = days[i] or day
            labels.append(f"{day} {times[i]}")
        body = [row for row in rows[6:] if row[0] != "Count"]
        same(name, "last row", rows[-1][0], "Count")
        same(name, "candidates", len(set(labels[1:])), e["candidates"])  # one column per (day, time)
        same(name, "distinct labels", len(set(labels[1:])), len(labels) - 1)
        yes, middle = _yes_middle(labels, body, "OK", "(OK)")
        same(name, "best at every (OK) weight", _best_any_middle(yes, middle), e["best"])
        same(name, "best column", labels.index(e["best"]) if e["best"] in labels else None, e["best_column"])
        same(name, "respondents", len(body), e["respondents"])
        same(name, "Count row", [int(float(v)) for v in rows[-1][1:]], list(yes.values()))
    # When2meet
    name = "when2meet_grid.csv"
    header, *body = _rows(name)
    scores = {row[0]: sum(int(v) for v in row[1:]) for row in body}
    common(name, expected[name], scores)
    same(name, "respondents", len(header) - 1, expected[name]["respondents"])
    # FindTime-style
    for name in ("findtime_yes_no_maybe.csv", "findtime_maybe_decides.csv"):
        e = expected[name]
        header, *body = _rows(name, "cp1252")
        same(name, "candidates", len(set(header[1:])), e["candidates"])  # one column per proposed time
        same(name, "distinct slots", len(set(header[1:])), len(header) - 1)
        yes, middle = _yes_middle(header, body, "Yes", "Maybe")
        if e["best_any_middle"]:
            same(name, "best at every Maybe weight", _best_any_middle(yes, middle), e["best"])
        else:
            got = {w: _best(s) for w, s in _middle_scores(yes, middle).items()}
            same(name, "best by Maybe weight", got, e["best_by_middle"])
        same(name, "respondents", len(body), e["respondents"])
    # bids
    for name, decimal_comma in (("bids_history.csv", False), ("sealed_bids_eur.csv", True)):
        e = expected[name]
        header, *body = _rows(name, "cp1252")
        who, amount = header.index(e["bidder_column"]), header.index(e["bid_column"])
        highest = {}
        for row in body:
            if row[who] in e.get("ignored_rows", []):
                continue
            text = row[amount].replace("$", "").replace("€", "").strip()
            value = float(text.replace(".", "").replace(",", ".")) if decimal_comma else float(text.replace(",", ""))
            highest[row[who]] = max(value, highest.get(row[who], 0.0))
        same(name, "max bid per bidder", highest, e["max_bid_per_bidder"])
        same(name, "best price", _revenue_best(highest)[0], e["best_price"])
        same(name, "best as written", e["best"] in {row[amount] for row in body}, True)
        same(name, "candidates", len(set(highest.values())), e["candidates"])  # the price points: the highest bids
        same(name, "respondents", len(highest), e["respondents"])  # the bidders
    # ranked
    name = "ranked_ballots.csv"
    e = expected[name]
    header, *body = _rows(name)
    cols = [header.index(c) for c in e["ranked_columns"]]
    first = Counter(row[cols[0]] for row in body)
    borda = Counter()
    for row in body:
        for points, c in zip((3, 2, 1), cols, strict=True):
            if row[c]:
                borda[row[c]] += points
    same(name, "first-choice best", _best(dict(first)), e["first_choice_best"])
    same(name, "Borda best", _best(dict(borda)), e["borda_best"])
    same(name, "candidates", len({row[c] for row in body for c in cols if row[c]}), e["candidates"])  # names ranked
    same(name, "respondents", len(body), e["respondents"])  # one ballot per row
    # counts tables
    for name in ("pivot_table.csv", "counts_table.csv"):
        e = expected[name]
        rows = [row for row in _rows(name, e["encoding"]) if any(row)]
        header, *body = rows
        label, count = header.index(e["label_column"]), header.index(e["count_column"])
        scores = {r[label]: int(r[count].replace(",", "")) for r in body if r[label] not in e["ignored_rows"]}
        common(name, e, scores)
        total = next(int(r[count].replace(",", "")) for r in body if r[label] in ("Grand Total", "Total"))
        same(name, "respondents (the total row)", total, e["respondents"])
    # Adult
    name = "adult_marital.csv"
    e = expected[name]
    header, *body = _rows(name, "ascii", skipinitialspace=True)
    same(name, "columns", header, ADULT_COLUMNS)
    scores = dict(Counter(row[header.index(e["intended_column"])] for row in body))
    common(name, e, scores)
    same(name, "respondents", len(body), e["respondents"])
    # PB long format
    name = "pb_long_format.csv"
    e = expected[name]
    header, *body = _rows(name)
    scores = dict(Counter(row[header.index("project_name")] for row in body))
    common(name, e, scores)
    same(name, "respondents (voters)", len({row[0] for row in body}), e["respondents"])
    same(name, "at most 3 per voter", max(Counter(row[0] for row in body).values()) <= 3, True)
    # Windows Excel
    name = "excel_windows.csv"
    e = expected[name]
    header, *body = _rows(name, "cp1252")
    scores = dict(Counter(row[header.index(e["intended_column"])] for row in body))
    common(name, e, scores)
    same(name, "respondents", len(body), e["respondents"])
    same(name, "euro byte", b"\x80" in (HERE / name).read_bytes(), True)
    # huge cell
    limit = csv.field_size_limit(10_000_000)
    header, *body = list(csv.reader(io.StringIO(huge_cell_csv(2_000_000).decode("utf-8"), newline="")))
    csv.field_size_limit(limit)
    same("huge_cell_csv()", "cell length", max(len(row[2]) for row in body), 2_000_000)
    same("huge_cell_csv()", "scores", dict(Counter(row[1] for row in body)), HUGE_CELL_EXPECTED["scores"])
    return problems


BUILDERS = {
    "google_forms_checkboxes.csv": google_forms_checkboxes,
    "google_sheets_checkboxes.csv": google_sheets_checkboxes,
    "ms_forms_german.csv": ms_forms_german,
    "ms_forms_native.xlsx": ms_forms_native,
    "doodle_export.csv": doodle_export_csv,
    "doodle_export.xlsx": doodle_export_xlsx,
    "when2meet_grid.csv": when2meet_grid,
    "findtime_yes_no_maybe.csv": findtime_yes_no_maybe,
    "findtime_maybe_decides.csv": findtime_maybe_decides,
    "bids_history.csv": bids_history,
    "sealed_bids_eur.csv": sealed_bids_eur,
    "ranked_ballots.csv": ranked_ballots,
    "pivot_table.csv": pivot_table,
    "counts_table.csv": counts_table,
    "adult_marital.csv": adult_marital,
    "pb_long_format.csv": pb_long_format_file,
    "excel_windows.csv": excel_windows,
}


def main(argv: list[str]) -> int:
    if "--check" not in argv:
        expected = {name: build() for name, build in BUILDERS.items()}
        text = json.dumps(expected, indent=2, ensure_ascii=False) + "\n"
        (HERE / "expected.json").write_text(text, encoding="utf-8", newline="\n")
    expected = json.loads((HERE / "expected.json").read_text(encoding="utf-8"))
    problems = check(expected)
    for problem in problems:
        print(problem)
    print(f"{len(expected)} fixtures, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
