#!/usr/bin/env python3
"""Regenerate the sealed blind test set C (15 synthetic exports + expected.json).

Run from the repository root:  python tests/blind/set_c/make_set.py

Deterministic: every generator uses its own fixed seed, the .xlsx files get fixed
document timestamps and fixed zip-entry times, so two runs give identical bytes.
Standard library + openpyxl only.  All people, ids, e-mail and IP addresses are
synthetic (IPs come from the RFC 5737 documentation ranges).
"""
from __future__ import annotations

import io
import json
import random
import re
import unicodedata
import zipfile
from collections import Counter, defaultdict
from datetime import datetime, timedelta
from pathlib import Path

import openpyxl

OUT = Path(__file__).resolve().parent
EXPECTED: dict[str, dict] = {}

FIXED_DT = datetime(2025, 4, 22, 9, 0, 0)

FIRST = ["Ana", "Luka", "Mia", "Jakob", "Sara", "Tomaž", "Eva", "Nejc", "Zala", "Matej", "Nika", "Žiga",
         "Petra", "Urška", "Blaž", "Katja", "Rok", "Tina", "Jure", "Maša", "Gregor", "Lara", "Miha", "Špela",
         "David", "Lea", "Marko", "Vesna", "Aljaž", "Hana", "Peter", "Ema", "Janez", "Klara", "Tilen", "Neža",
         "Simon", "Alenka", "Boris", "Irena", "Domen", "Lucija", "Anže", "Maja", "Filip", "Iva", "Dejan", "Sanja",
         "Črt", "Ajda", "Vid", "Pia"]
LAST = ["Novak", "Horvat", "Kovačič", "Krajnc", "Zupančič", "Potočnik", "Kovač", "Mlakar", "Kos", "Vidmar",
        "Golob", "Turk", "Božič", "Kralj", "Zupan", "Bizjak", "Hribar", "Korošec", "Rozman", "Kotnik", "Oblak",
        "Petek", "Žagar", "Kolar", "Hočevar", "Jerman", "Košir", "Medved", "Furlan", "Zorko", "Tomažič", "Kavčič"]


# ----------------------------------------------------------------------------- helpers
def write(name: str, data: bytes) -> None:
    (OUT / name).write_bytes(data)


def q_min(value: object, sep: str = ",") -> str:
    """Quote only when needed (RFC 4180 style)."""
    s = "" if value is None else str(value)
    if any(c in s for c in (sep, '"', "\n", "\r")):
        return '"' + s.replace('"', '""') + '"'
    return s


def q_all(value: object) -> str:
    s = "" if value is None else str(value)
    return '"' + s.replace('"', '""') + '"'


def lines(rows, sep=",", quote=q_min, eol="\r\n") -> str:
    out = []
    for r in rows:
        if quote is q_min:
            out.append(sep.join(q_min(v, sep) for v in r))
        else:
            out.append(sep.join(quote(v) for v in r))
    return eol.join(out) + eol


def ip(rng: random.Random) -> str:
    net = rng.choice(["192.0.2", "198.51.100", "203.0.113"])
    return f"{net}.{rng.randint(2, 254)}"


def slug_email(first: str, last: str, domain: str) -> str:
    def ascii_(s: str) -> str:
        s = s.replace("đ", "d").replace("Đ", "D").replace("ø", "o")
        return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().lower()
    return f"{ascii_(first)}.{ascii_(last)}@{domain}".replace(" ", "").replace("'", "")


def people(rng: random.Random, n: int) -> list[tuple[str, str]]:
    seen, out = set(), []
    while len(out) < n:
        p = (rng.choice(FIRST), rng.choice(LAST))
        if p not in seen:
            seen.add(p)
            out.append(p)
    return out


def margin_ok(scores: dict[str, float], winner: str, min_abs: float = 3, min_rel: float = 0.10) -> bool:
    """Winner leads every other candidate by >= min_abs AND >= min_rel (stricter than the brief's 'or')."""
    w = scores[winner]
    for k, v in scores.items():
        if k == winner:
            continue
        if not (w - v >= min_abs and (v <= 0 or w >= v * (1 + min_rel))):
            return False
    return True


def top(scores: dict[str, float]) -> str:
    return max(scores, key=lambda k: scores[k])


def save_xlsx(wb: openpyxl.Workbook, name: str) -> None:
    """Save with fixed timestamps (docProps and zip entries) so reruns are byte-identical."""
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                stamp = FIXED_DT.strftime("%Y-%m-%dT%H:%M:%SZ").encode()
                data = re.sub(rb"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)", rb"\g<1>" + stamp + rb"\g<2>", data)
                data = re.sub(rb"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)", rb"\g<1>" + stamp + rb"\g<2>", data)
            zi = zipfile.ZipInfo(info.filename, date_time=(2025, 4, 22, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            dst.writestr(zi, data)
    write(name, out.getvalue())


def assign_exact(rng: random.Random, n: int, counts: dict[str, int], blank: str = "") -> list[str]:
    """A shuffled list of length n holding each label exactly counts[label] times (rest = blank)."""
    vals: list[str] = []
    for k, c in counts.items():
        vals += [k] * c
    assert len(vals) <= n, (len(vals), n)
    vals += [blank] * (n - len(vals))
    rng.shuffle(vals)
    return vals


# ============================================================================ 1. Zoho Survey
def make_zoho() -> None:
    name = "zoho_survey_offsite_responses.csv"
    rng = random.Random(1101)
    venue_q = "Which venue should we book for the 2025 team offsite?"
    venues = {"Lakeside Lodge, Bled": 19, "Harbour Hotel, Split": 13,
              "Alpine Chalet, Zell am See": 9, "City Loft, Ljubljana": 6}
    n_complete = sum(venues.values())            # 47
    n_partial = 5
    n = n_complete + n_partial
    dept_counts = {"Engineering": 21, "Sales": 10, "Marketing": 8, "Operations": 7, "Other (please specify)": 6}
    depts = assign_exact(rng, n, dept_counts)
    votes = assign_exact(rng, n_complete, venues)
    nights = ["1 night", "2 nights", "3 nights"]
    header = ["Response ID", "Start Date", "End Date", "Response Status", "IP Address", "Email Address",
              "First Name", "Last Name", "Collector Name", "Language",
              "Which department are you in?", "Which department are you in? - Other (please specify)",
              "How many nights can you stay?", venue_q,
              "Any dietary requirements we should know about?",
              "How would you rate the 2024 offsite overall? (1 = poor, 5 = excellent)"]
    rows = [header]
    ppl = people(rng, n)
    t = datetime(2025, 2, 10, 8, 12, 5)
    partial_idx = set(rng.sample(range(n), n_partial))
    vi = 0
    diets = ["", "", "", "", "Vegetarian", "Vegan", "Gluten-free", "No pork, please", "Lactose intolerant",
             "Nut allergy (severe)", "Pescatarian, thanks!"]
    for i in range(n):
        t += timedelta(minutes=rng.randint(7, 190), seconds=rng.randint(0, 59))
        dur = timedelta(seconds=rng.randint(55, 420))
        first, last = ppl[i]
        dept = depts[i]
        other = rng.choice(["Finance", "HR", "Legal", "Facilities", "Customer Success"]) if dept.startswith("Other") else ""
        collector = rng.choice(["Email Invitation", "Email Invitation", "Web Link 1"])
        email = slug_email(first, last, "northwind-example.com") if collector.startswith("Email") else ""
        fn, ln = (first, last) if email else ("", "")
        if i in partial_idx:
            status, end = "Partial", ""
            row_tail = [dept, other, rng.choice(nights + [""]), "", "", ""]
        else:
            status, end = "Completed", (t + dur).strftime("%Y-%m-%d %H:%M:%S")
            v = votes[vi]
            vi += 1
            row_tail = [dept, other, rng.choice(nights), v, rng.choice(diets), str(rng.choice([3, 4, 4, 5, 5, 2]))]
        rid = str(4103000000250000 + rng.randint(1000, 9999) * 100 + i)
        rows.append([rid, t.strftime("%Y-%m-%d %H:%M:%S"), end, status, ip(rng), email, fn, ln, collector,
                     "English"] + row_tail)
    text = lines(rows, quote=q_all, eol="\r\n")
    write(name, b"\xef\xbb\xbf" + text.encode("utf-8"))
    scores = dict(venues)
    w = top(scores)
    assert margin_ok(scores, w)
    EXPECTED[name] = {
        "tool": "Zoho Survey",
        "format_evidence": "From memory, unverified: Zoho Survey 'Export responses → CSV' puts system/respondent "
                           "variables first (response id, start/end time, status Completed/Partial, IP address, "
                           "respondent e-mail/first/last name for e-mail collectors, collector, language) and then one "
                           "column per question; 'Other (please specify)' text goes in its own column. Zoho help "
                           "(help.zoho.com/portal/en/kb/survey/launch/restrictions/general-restrictions) confirms that "
                           "IP address and respondent variables are recorded in reports. UTF-8 with BOM and CRLF "
                           "are my choice, unverified.",
        "shape": "One row per respondent (UTF-8 BOM, CRLF, every field quoted), 10 metadata columns then six question "
                 "columns; the single-choice venue question is the vote, partial responses leave it blank.",
        "answer": "winner",
        "winner": w,
        "candidates": list(venues),
        "scores": scores,
        "question": venue_q,
        "traps": [
            "Several questions: the department question has the biggest single count (Engineering, 21) but is not the vote.",
            "Candidate labels contain commas ('Lakeside Lodge, Bled') inside quoted fields; naive comma splitting breaks them.",
            "5 'Partial' responses have an empty venue answer and must not be counted as a candidate.",
            "The 1-5 rating column and the nights column are numeric/choice columns that are not the vote.",
            "UTF-8 BOM before the first header and diacritics in names (č, š, ž).",
        ],
    }


# ============================================================================ 2. Wufoo
def make_wufoo() -> None:
    name = "wufoo_book_club_entries.csv"
    rng = random.Random(2202)
    books = ["Piranesi", "Klara and the Sun", "The Ministry for the Future", "Project Hail Mary",
             "A Psalm for the Wild-Built"]
    approvals = {"Piranesi": 17, "Klara and the Sun": 13, "The Ministry for the Future": 9,
                 "Project Hail Mary": 25, "A Psalm for the Wild-Built": 12}
    n = 34
    # entries 7 and 22 ticked nothing (only left a comment)
    grid = [set() for _ in range(n)]
    eligible = [i for i in range(n) if i not in (7, 22)]
    for b, c in approvals.items():
        for i in rng.sample(eligible, c):
            grid[i].add(b)
    for i in eligible:            # everybody eligible ticks at least one box
        if not grid[i]:
            b = "A Psalm for the Wild-Built"
            grid[i].add(b)
    counts = {b: sum(1 for g in grid if b in g) for b in books}
    header = ["Entry Id", "Your Name", "Email"] + books + ["Anything else you'd like to suggest?",
                                                           "Date Created", "Created By", "Last Updated",
                                                           "Updated By", "IP Address"]
    rows = [header]
    ppl = people(rng, n)
    t = datetime(2025, 3, 1, 18, 3, 11)
    comments = ["", "", "", "", "", "Could we do a shorter one in summer?", "Happy with anything, really",
                "Not Project Hail Mary again - read it last year, sorry!", "Poetry collection next time?",
                "Something translated, e.g. from Japanese or Polish", "I'll bring cake :)"]
    for i in range(n):
        t += timedelta(minutes=rng.randint(3, 400), seconds=rng.randint(0, 59))
        first, last = ppl[i]
        com = rng.choice(comments)
        if i in (7, 22):
            com = rng.choice(["Can't decide - I'll read whatever wins", "Away in April, count me out this round"])
        upd, updby = ("", "")
        if i in (4, 19):
            upd, updby = ((t + timedelta(days=1, hours=2)).strftime("%Y-%m-%d %H:%M:%S"), "public")
        rows.append([str(i + 1), f"{first} {last}", slug_email(first, last, "example.org")]
                    + [b if b in grid[i] else "" for b in books]
                    + [com, t.strftime("%Y-%m-%d %H:%M:%S"), "public", upd, updby, ip(rng)])
    write(name, lines(rows, quote=q_min, eol="\r\n").encode("utf-8"))
    w = top(counts)
    assert margin_ok(counts, w) and w == "Project Hail Mary"
    EXPECTED[name] = {
        "tool": "Wufoo",
        "format_evidence": "Wufoo help 'Downloading Entries & Reports' (copy in github formelo/oneapp-docs "
                           "docs/guides/forms/entries_reports/managing_entries/downloading_entries.md): Entry Manager "
                           "bulk export as Excel, Tab Delimited (.txt) or Comma Delimited (.csv); the entry page lists "
                           "entry number, date created, IP address, updated by. Layout of a Checkboxes field as one "
                           "column per choice (header = choice label, cell = label when ticked, empty otherwise) and "
                           "the trailing system columns are from memory, unverified.",
        "shape": "Approval ballot: one row per entry, one column per book holding the book's own title when ticked "
                 "(empty when not), then a free-text comment and Wufoo's system columns.",
        "answer": "winner",
        "winner": w,
        "candidates": books,
        "scores": counts,
        "question": "Which books would you be happy to read next? (check all that apply) - one column per book",
        "traps": [
            "Votes are spread over five columns whose header equals the cell value; a reader looking for one 'answer' column finds none.",
            "Cells are either the label or empty (no 1/0, no TRUE/FALSE).",
            "Two entries ticked nothing; one comment text mentions 'Project Hail Mary' negatively - comments are not votes.",
            "Entry Id, dates and IP address are metadata.",
        ],
    }


# ============================================================================ 3. SoSci Survey
def make_sosci() -> None:
    name = "sosci_survey_logo_ratings.csv"
    items = ["Design A – Wave", "Design B – Leaf", "Design C – Mountain", "Design D – Monogram", "Design E – Orbit"]
    means = [4.1, 3.5, 5.6, 3.2, 4.3]
    for seed in range(3303, 3400):
        rng = random.Random(seed)
        n_fin, n_unfin = 38, 5
        ratings = []
        for _ in range(n_fin):
            r = []
            for m in means:
                v = round(rng.gauss(m, 1.25))
                v = min(7, max(1, v))
                if rng.random() < 0.05:
                    v = -9                      # item skipped
                r.append(v)
            ratings.append(r)
        sums = {it: sum(r[j] for r in ratings if r[j] > 0) for j, it in enumerate(items)}
        cnts = {it: sum(1 for r in ratings if r[j] > 0) for j, it in enumerate(items)}
        meanv = {it: sums[it] / cnts[it] for it in items}
        raw = {it: sum(r[j] for r in ratings) for j, it in enumerate(items)}          # -9 naively added
        wsum, wmean, wraw = top(sums), top(meanv), top(raw)
        if wsum == wmean == wraw == "Design C – Mountain" and margin_ok(sums, wsum) and margin_ok(meanv, wmean, 0.3) \
                and margin_ok(raw, wsum):
            break
    else:
        raise AssertionError("sosci: no seed")
    var = ["CASE", "SERIAL", "REF", "QUESTNNR", "MODE", "STARTED"] + [f"LG01_0{j+1}" for j in range(5)] + \
          ["SD01", "SD02", "TIME001", "TIME002", "TIME003", "TIME_SUM", "MAILSENT", "LASTDATA", "FINISHED",
           "Q_VIEWER", "LASTPAGE", "MAXPAGE", "MISSING", "MISSREL", "TIME_RSI", "DEG_TIME"]
    lab = ["Interview number (sequential)", "Serial number (if provided)", "Reference (if provided in link)",
           "Questionnaire that has been used in the interview", "Interview mode", "Time the interview has started"] + \
          [f"Logo proposals: {it}" for it in items] + \
          ["Age group", "Role at the association", "Time spent on page 1", "Time spent on page 2",
           "Time spent on page 3", "Time spent overall (except outliers)",
           "Time when the invitation mailing was sent (personally identifiable recipients, only)",
           "Time when the data was most recently updated",
           "Has the interview been finished (reached last page)?",
           "Did the respondent only view the questionnaire, omitting mandatory questions?",
           "Last page that the participant has handled in the questionnaire",
           "Hindmost page handled by the participant", "Missing answers in percent",
           "Missing answers (weighted by relevance)", "Relative speed index", "Degradation points for being very fast"]
    rows = [var, lab]
    t = datetime(2025, 2, 11, 9, 14, 3)
    order = ["F"] * n_fin + ["U"] * n_unfin
    rng.shuffle(order)
    fi = 0
    for k, kind in enumerate(order):
        t += timedelta(minutes=rng.randint(4, 240), seconds=rng.randint(0, 59))
        case = 112 + k
        sd01 = str(rng.choice([1, 2, 2, 3, 3, 4, 5]))
        sd02 = str(rng.choice([1, 1, 2, 2, 2, 3]))
        t1, t2 = rng.randint(8, 40), rng.randint(25, 160)
        if kind == "F":
            r = ratings[fi]
            fi += 1
            t3 = rng.randint(5, 30)
            tsum = t1 + t2 + t3
            miss = round(100 * sum(1 for v in r if v < 0) / 7)
            vals = [str(v) for v in r]
            tail = [str(t1), str(t2), str(t3), str(tsum), "", (t + timedelta(seconds=tsum)).strftime("%Y-%m-%d %H:%M:%S"),
                    "1", "0", "3", "3", str(miss), str(miss), f"{rng.uniform(0.55, 1.9):.2f}", str(rng.choice([0, 0, 0, 1, 4]))]
        else:
            vals = [""] * 5
            tail = [str(t1), "", "", str(t1), "", (t + timedelta(seconds=t1)).strftime("%Y-%m-%d %H:%M:%S"),
                    "0", "0", "1", "1", "", "", "", ""]
            sd01, sd02 = ("", "")
        rows.append([str(case), "", "", "base", "interview", t.strftime("%Y-%m-%d %H:%M:%S")] + vals +
                    [sd01, sd02] + tail)
    write(name, lines(rows, sep="\t", quote=q_all, eol="\n").encode("utf-8"))
    w = "Logo proposals: Design C – Mountain"
    EXPECTED[name] = {
        "tool": "SoSci Survey",
        "format_evidence": "SoSci Survey's own generated R import scripts (github herwinvw/VisualProsody "
                           "RuntimeAndExperiment/study/pilot/import_armandia_2015-02-24.r; chrisharrisUU/"
                           "when_biases_beget_biases Auxiliary/Exp3_import.r) read the data file as UTF-8, tab-separated, "
                           "quote '\"', with the system variables CASE, SERIAL, REF, QUESTNNR, MODE, STARTED ... TIME001.., "
                           "TIME_SUM, MAILSENT, LASTDATA, FINISHED, LASTPAGE, MAXPAGE, MISSING, MISSREL, DEG_TIME and "
                           "scale items named like RA01_01 labelled '<question>: <item>'. The second header row with "
                           "variable labels (download option) and -9 for 'not answered' are from memory, unverified.",
        "shape": "Rating matrix: tab-separated, all fields quoted, two header rows (variable names, then labels), "
                 "one 1-7 rating column per logo (LG01_01..LG01_05), -9 = item skipped, unfinished cases blank.",
        "answer": "winner",
        "winner": w,
        "winner_aliases": ["Design C – Mountain", "LG01_03"],
        "candidates": [f"Logo proposals: {it}" for it in items],
        "scores": {f"Logo proposals: {it}": sums[it] for it in items},
        "scores_mean": {f"Logo proposals: {it}": round(meanv[it], 3) for it in items},
        "question": "LG01 Logo proposals (1 = not appealing at all ... 7 = very appealing)",
        "traps": [
            "Second header row holds labels; reading it as data gives a text row.",
            "-9 means 'not answered' and must not be summed (the winner is the same even if it is).",
            "SD01/SD02 are coded demographics (1..5), TIME*, MISSING, TIME_RSI etc. are numeric metadata, not options.",
            "5 unfinished interviews (FINISHED=0) have empty rating cells.",
            "Candidate label is only in the label row; the variable names are LG01_0x.",
        ],
    }


# ============================================================================ 4. Nextcloud Polls (date poll)
def make_nextcloud() -> None:
    name = "nextcloud_polls_pollStore.xlsx"
    rng = random.Random(4404)
    title = "Q2 planning workshop"
    desc = ("Please mark every slot you could make. Use 'maybe' only if you would have to move something. "
            "The last slot was added on 2 April.")
    slots = [
        (datetime(2025, 4, 7, 9, 0), datetime(2025, 4, 7, 12, 0)),
        (datetime(2025, 4, 8, 13, 0), datetime(2025, 4, 8, 16, 0)),
        (datetime(2025, 4, 9, 9, 0), datetime(2025, 4, 9, 12, 0)),
        (datetime(2025, 4, 10, 13, 0), datetime(2025, 4, 10, 16, 0)),
        (datetime(2025, 4, 11, 9, 0), datetime(2025, 4, 11, 12, 0)),
        (datetime(2025, 4, 14, 13, 0), datetime(2025, 4, 14, 16, 0)),
    ]

    def med(d: datetime) -> str:   # luxon DateTime.DATETIME_MED_WITH_WEEKDAY, en-US
        h = d.hour % 12 or 12
        return f"{d.strftime('%a')}, {d.strftime('%b')} {d.day}, {d.year}, {h}:{d.minute:02d} {'AM' if d.hour < 12 else 'PM'}"

    labels = [med(a) for a, _ in slots]
    n = 15
    plan = [  # yes, maybe, no, (rest = '' : voted before the option existed)
        (5, 3, 7), (11, 2, 2), (6, 4, 5), (7, 2, 6), (3, 3, 9), (5, 2, 5)]
    cols = []
    for (y, m, no) in plan:
        cols.append(assign_exact(rng, n, {"✔": y, "❔": m, "❌": no}, blank=""))
    ppl = people(rng, n)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = title.replace(":", "")[:31]
    ws.append([title])
    ws.append([desc])
    ws.append(["From", ""] + labels)
    ws.append(["To", ""] + [med(b) for _, b in slots])
    domains = ["team.example.net", "team.example.net", "team.example.net", "partner-example.org"]
    for i in range(n):
        f, l = ppl[i]
        ws.append([f"{f} {l}", slug_email(f, l, rng.choice(domains))] + [cols[j][i] for j in range(len(slots))])
    save_xlsx(wb, name)
    yes = {labels[j]: sum(1 for v in cols[j] if v == "✔") for j in range(len(slots))}
    may = {labels[j]: sum(1 for v in cols[j] if v == "❔") for j in range(len(slots))}
    s0 = yes
    s5 = {k: yes[k] + 0.5 * may[k] for k in labels}
    s1 = {k: yes[k] + may[k] for k in labels}
    w = top(s0)
    assert w == top(s5) == top(s1) and margin_ok(s0, w) and margin_ok(s5, w) and margin_ok(s1, w)
    EXPECTED[name] = {
        "tool": "Nextcloud Polls (date poll, Export → Excel)",
        "format_evidence": "Source of nextcloud/polls (fetched snapshot, commit 08a34c95b, src/components/Export/ExportPoll.vue): "
                           "for xlsx/ods it writes [title], [description], then for a date poll a 'From' row and a 'To' row of "
                           "option start/end in luxon DATETIME_MED_WITH_WEEKDAY, an extra 'Email address' column when the "
                           "exporting user may edit, then one row per participant with answerSymbol; "
                           "src/stores/votes.types.ts: AnswerSymbol '✔' | '❌' | '❔' | ''. The sheet is named after the "
                           "title and the download is literally called 'pollStore.xlsx'. Written here with openpyxl, not SheetJS.",
        "shape": "Scheduler matrix in .xlsx: 4 preamble rows (title, description, From, To), then participant name, "
                 "e-mail and one ✔/❔/❌ cell per slot; empty cells where a participant voted before the slot was added.",
        "answer": "winner",
        "winner": w,
        "candidates": labels,
        "scores": s5,
        "scores_note": "yes=1, maybe=0.5; same winner with maybe=0 and maybe=1",
        "scores_yes_only": s0,
        "scores_yes_plus_maybe": s1,
        "question": "Q2 planning workshop (date poll)",
        "traps": [
            "The header is not row 1: title and description rows come first, then two header rows (From / To).",
            "Candidates should be labelled by the From row, not the To row.",
            "Answers are symbols ✔ ❔ ❌, not words or 1/0.",
            "Column B holds e-mail addresses, not a slot.",
            "Three empty cells in the last slot (added later) are neither yes nor no.",
        ],
    }


# ============================================================================ 5. Loomio dot vote
def make_loomio() -> None:
    name = "loomio_poll_community_grant.csv"
    options = ["Repair café tools", "Community garden beds", "Youth coding club laptops", "Bike repair station",
               "Library of things shelving"]
    weights = [2.2, 3.1, 2.0, 1.6, 1.2]
    for seed in range(5505, 5700):
        rng = random.Random(seed)
        alloc = []
        for _ in range(19):
            k = rng.choice([1, 2, 2, 3, 3, 4])
            chosen = set()
            while len(chosen) < k:
                chosen.add(rng.choices(range(5), weights)[0])
            chosen = sorted(chosen)
            pts = [1] * k
            for _ in range(10 - k):
                pts[rng.randrange(k)] += 1
            row = [None] * 5
            for c, p in zip(chosen, pts):
                row[c] = p
            alloc.append(row)
        score = {o: sum(r[j] or 0 for r in alloc) for j, o in enumerate(options)}
        vc = {o: sum(1 for r in alloc if r[j]) for j, o in enumerate(options)}
        w = top(score)
        if w == "Community garden beds" and top(vc) == w and margin_ok(score, w, 3, 0.12) and margin_ok(vc, w, 2, 0.10):
            break
    else:
        raise AssertionError("loomio: no seed")
    voters = people(rng, 21)
    rows: list[list] = [["poll"]]
    meta = {
        "id": 48213, "group_id": 3120, "topic_id": 77104, "author_id": 1188,
        "title": "Community grant 2025: where should the money go?",
        "author_name": "Hana Petrović",
        "created_at": "2025-02-24 08:30:11 UTC", "closed_at": "2025-03-07 17:00:00 UTC",
        "decided_voters_count": 19, "undecided_voters_count": 2, "voters_count": 21,
        "details": "<p>You each have 10 dots. Put them on the projects you'd most like to fund, e.g. all 10 on one, "
                   "or spread them out.</p>",
        "group_name": "Riverside Neighbours Association",
        "discussion_title": "Community grant 2025",
        "poll_url": "https://www.loomio.com/p/aB3xK9qZ/community-grant-2025-where-should-the-money-go",
    }
    rows.append(list(meta.keys()))
    rows.append([str(v) for v in meta.values()])
    rows.append(["poll_options"])
    keys = ["id", "poll_id", "name", "name_format", "rank", "score", "score_percent", "max_score_percent",
            "voter_percent", "average", "voter_count", "color"]
    rows.append(keys)
    colors = ["#E23838", "#FF8F00", "#4CAF50", "#2196F3", "#9C27B0"]
    total = sum(score.values())
    mx = max(score.values())
    ranked = sorted(range(5), key=lambda j: -score[options[j]])
    for r, j in enumerate(ranked, 1):
        o = options[j]
        rows.append([str(190400 + j), "48213", o, "plain", str(r), str(score[o]), repr(score[o] * 100 / total),
                     repr(score[o] * 100 / mx), repr(vc[o] * 100 / 19), repr(score[o] / 19), str(vc[o]), colors[j]])
    rows.append(["votes"])
    rows.append(["id", "poll_id", "voter_id", "voter_name", "member_title", "delegate", "created_at", "updated_at",
                 "reason", "reason_format"] + options)
    reason_for = {"Repair café tools": "Repair café keeps stuff out of landfill, and it's fun",
                  "Community garden beds": "The garden beds help everyone, young and old",
                  "Youth coding club laptops": "Kids need somewhere to learn.",
                  "Bike repair station": "Bike station gets used daily on the river path",
                  "Library of things shelving": "Shelving = more things to lend"}
    t = datetime(2025, 2, 24, 12, 2, 40)
    order = list(range(21))
    undecided = {6, 17}
    ai = 0
    for k in order:
        f, l = voters[k]
        t += timedelta(hours=rng.randint(1, 20), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59))
        title_ = "Treasurer" if k == 3 else ("Chair" if k == 0 else "")
        if k in undecided:
            sc = [None] * 5
            reason, fmt = "", "md"
            created = t.strftime("%Y-%m-%dT%H:%M:%SZ")
            updated = created
        else:
            sc = alloc[ai]
            ai += 1
            fav = options[max(range(5), key=lambda j: sc[j] or 0)]
            reason, fmt = rng.choice(["", "", "", reason_for[fav], "Split it, all good causes"]), "md"
            created = t.strftime("%Y-%m-%dT%H:%M:%SZ")
            updated = (t + timedelta(minutes=rng.choice([0, 0, 0, 3, 41]))).strftime("%Y-%m-%dT%H:%M:%SZ")
        rows.append([str(301550 + k), "48213", str(22010 + k * 7), f"{f} {l}", title_, "false", created, updated,
                     reason, fmt] + ["" if v is None else str(v) for v in sc])
    write(name, lines(rows, quote=q_min, eol="\n").encode("utf-8"))
    EXPECTED[name] = {
        "tool": "Loomio (dot vote poll, Export → CSV)",
        "format_evidence": "Source of loomio/loomio app/extras/poll_exporter.rb (PollExporter#to_csv, Ruby CSV.generate): "
                           "a 'poll' row, the meta_table keys and values (nil fields dropped by .compact), a "
                           "'poll_options' row, the results table with keys id poll_id name name_format rank score "
                           "score_percent max_score_percent voter_percent average voter_count color, a 'votes' row, then "
                           "per stance id, poll_id, voter_id, voter_name, member_title, delegate, created_at, updated_at, "
                           "reason, reason_format followed by one column per poll option holding that voter's score.",
        "shape": "Three stacked tables in one CSV (ragged rows): poll metadata, per-option results, per-voter dot "
                 "allocations (10 dots each, empty = 0).",
        "answer": "winner",
        "winner": w,
        "candidates": options,
        "scores": score,
        "voter_counts": vc,
        "question": meta["title"],
        "traps": [
            "First line is the single word 'poll'; the real tables start further down and have different widths.",
            "The meta row contains numbers (ids, voters_count 21) that are not scores.",
            "The results table already has 'rank' and 'score' columns; score_percent etc. are floats with long decimals.",
            "Two undecided voters have every option cell empty.",
            "Option names contain an accented letter ('café'); a reason text contains a comma inside quotes.",
        ],
    }


# ============================================================================ 6. VotingWorks VxAdmin tally report
def make_vxadmin() -> None:
    name = "vxadmin_official_tally_report_by_precinct.csv"
    cands = [("Dana Whitfield", "dana-whitfield"), ("Marcus Oyelaran", "marcus-oyelaran"),
             ("Irene Kowalczyk", "irene-kowalczyk"), ("Write-In", "write-in")]
    data = [  # precinct, id, method, W, O, K, write-in, overvotes, undervotes
        ("Franklin North", "21", "Precinct", 412, 305, 88, 3, 2, 14),
        ("Franklin North", "21", "Absentee", 121, 98, 30, 0, 1, 5),
        ("Franklin South", "22", "Precinct", 288, 356, 61, 2, 3, 11),
        ("Franklin South", "22", "Absentee", 97, 131, 22, 1, 0, 4),
        ("Franklin East", "23", "Precinct", 463, 290, 104, 2, 1, 17),
        ("Franklin East", "23", "Absentee", 140, 85, 37, 0, 0, 6),
        ("Franklin West", "24", "Precinct", 350, 301, 79, 1, 2, 12),
        ("Franklin West", "24", "Absentee", 110, 92, 25, 1, 1, 3),
    ]
    rows = [["Precinct", "Precinct ID", "Voting Method", "Contest", "Contest ID", "Selection", "Selection ID",
             "Total Votes"]]
    tot = Counter()
    for p, pid, vm, *v in data:
        votes = v[:4]
        ov, un = v[4], v[5]
        cast = sum(votes) + ov + un
        for (cn, cid), x in zip(cands, votes):
            rows.append([p, pid, vm, "Mayor", "mayor", cn, cid, str(x)])
            tot[cn] += x
        rows.append([p, pid, vm, "Mayor", "mayor", "Overvotes", "overvotes", str(ov)])
        rows.append([p, pid, vm, "Mayor", "mayor", "Undervotes", "undervotes", str(un)])
        rows.append([p, pid, vm, "Mayor", "mayor", "Ballots Cast", "ballots-cast", str(cast)])
    write(name, lines(rows, quote=q_min, eol="\n").encode("utf-8"))
    scores = {c: tot[c] for c, _ in cands}
    w = top(scores)
    assert w == "Dana Whitfield" and margin_ok(scores, w)
    EXPECTED[name] = {
        "tool": "VotingWorks VxAdmin (Tally Report CSV export)",
        "format_evidence": "VotingWorks docs, github votingworks/docs-vxsuite-v4-tdp "
                           "system-overview/vxadmin-results-exports/csv-exports.md: header "
                           "'Precinct,Precinct ID,Contest,Contest ID,Selection,Selection ID,Total Votes', one row per "
                           "contest option plus 'Overvotes'/'overvotes', 'Undervotes'/'undervotes' and 'Ballots Cast'/"
                           "'ballots-cast' rows; metadata columns such as 'Voting Method' (Precinct/Absentee/Provisional) "
                           "are added when the report is grouped by them; official/unofficial in the file name.",
        "shape": "Long tally table grouped by precinct and voting method: 8 groups x 7 rows (4 selections + "
                 "Overvotes, Undervotes, Ballots Cast); totals must be summed across groups.",
        "answer": "winner",
        "winner": w,
        "candidates": [c for c, _ in cands],
        "scores": scores,
        "question": "Mayor",
        "traps": [
            "'Ballots Cast' is the largest number in every group and is not a candidate; Overvotes/Undervotes are not candidates either.",
            "Results must be summed over 8 precinct x voting-method groups; Marcus Oyelaran leads in both Franklin South groups.",
            "Each group repeats the candidate rows, so counting rows instead of summing 'Total Votes' gives a tie.",
            "'Write-In' is a legitimate selection with tiny totals.",
        ],
    }


# ============================================================================ 7. VoteAlly final tally (ask)
def make_voteally() -> None:
    name = "voteally_final_tally_results.csv"
    qs = [
        ("Board Chair Election 2025", [("Priya Raman", 58), ("Tomás Ferreira", 41), ("Abstain", 6)]),
        ("Treasurer Election 2025", [("Olu Adeyemi", 37), ("Karin Lindqvist", 62), ("Abstain", 6)]),
        ("Motion 2025-03: Approve the 2024 financial statements", [("For", 88), ("Against", 9), ("Abstain", 8)]),
    ]
    rng = random.Random(7707)
    rows = [["QuestionID", "QuestionTitle", "Status", "OptionID", "OptionName", "Votes", "Percentage"]]
    acceptable, all_scores, by_q = {}, {}, {}
    for qi, (qt, opts) in enumerate(qs):
        qid = f"{rng.getrandbits(32):08x}-{rng.getrandbits(16):04x}-4{rng.getrandbits(12):03x}-a{rng.getrandbits(12):03x}-{rng.getrandbits(48):012x}"
        tot = sum(v for _, v in opts)
        for on, v in opts:
            oid = f"{rng.getrandbits(32):08x}-{rng.getrandbits(16):04x}-4{rng.getrandbits(12):03x}-b{rng.getrandbits(12):03x}-{rng.getrandbits(48):012x}"
            rows.append([qid, qt, "CLOSED", oid, on, str(v), f"{100 * v / tot:.1f}%"])
        sc = {on: v for on, v in opts if on != "Abstain"}
        acceptable[qt] = top(sc)
        by_q[qt] = dict(opts)
        for on, v in opts:
            if on != "Abstain":
                all_scores[on] = v
    write(name, lines(rows, quote=q_min, eol="\r\n").encode("utf-8"))
    EXPECTED[name] = {
        "tool": "VoteAlly (Reports & Activity → Final Tally Results CSV)",
        "format_evidence": "VoteAlly help 'Reports & Exports' (www.voteally.com/help/admins/reports-exports): Final Tally "
                           "Results CSV with columns QuestionID, QuestionTitle, Status, OptionID, OptionName, Votes, "
                           "Percentage (e.g. \"65.2%\"), one row per option of every question in the session. ID format, "
                           "CRLF and the 'CLOSED' spelling are my guesses.",
        "shape": "Long summary table stacking three questions of one voting session (two elections and a motion), "
                 "each with an Abstain row and a percentage column.",
        "answer": "ask",
        "ask_because": "The session holds two separate elections (Board Chair and Treasurer) with different winners, plus "
                       "a motion; nothing in the file says which one the user means.",
        "acceptable": acceptable,
        "candidates": list(all_scores),
        "scores": all_scores,
        "scores_by_question": by_q,
        "traps": [
            "Summing OptionName across questions mixes two elections ('Abstain' appears in all three and would add up to 20).",
            "'For' has the largest vote count in the file (88) but belongs to a motion, not an election.",
            "Percentages are strings with a % sign.",
        ],
    }


# ============================================================================ 8. ES&S cast vote records (ranked choice)
def make_ess() -> None:
    name = "ess_cvr_export_council_chair_rcv.xlsx"
    cands = ["Ruth Okonkwo", "Daniel Braithwaite", "Mei Lin Tsao", "Javier Ocampo", "Annika Berg"]
    wts = [3.0, 1.9, 1.6, 1.0, 0.7]
    contest = "Town Council Chair"
    ranks = 4
    for seed in range(8808, 9100):
        rng = random.Random(seed)
        ballots = []
        for _ in range(212):
            pool = list(range(5))
            w = list(wts)
            order = []
            depth = rng.choice([1, 2, 2, 3, 3, 4, 4, 4])
            for _ in range(depth):
                j = rng.choices(range(len(pool)), w)[0]
                order.append(cands[pool.pop(j)])
                w.pop(j)
            marks = order + ["undervote"] * (ranks - len(order))
            ballots.append(marks)
        # sprinkle realistic anomalies
        for k in rng.sample(range(212), 4):
            ballots[k][0] = "overvote"
        for k in rng.sample(range(212), 3):
            b = [m for m in ballots[k] if m not in ("undervote", "overvote")]
            ballots[k] = ["undervote"] + b[:3] + ["undervote"] * (3 - len(b[:3]))
        for k in rng.sample(range(212), 3):
            if ballots[k][1] in cands:
                ballots[k][1] = "write-in"
        first = Counter()
        for b in ballots:
            top_ = next((m for m in b if m not in ("undervote",)), None)   # skip leading undervote
            if top_ in cands:
                first[top_] += 1
        first_strict = Counter(b[0] for b in ballots if b[0] in cands)
        borda_a, borda_b = Counter(), Counter()
        for b in ballots:
            seen = set()
            pos = 0
            for m in b:
                pos += 1
                if m in cands and m not in seen:
                    seen.add(m)
                    borda_a[m] += ranks - pos + 1          # 4,3,2,1 for positions 1..4
                    borda_b[m] += len(cands) - pos         # 4,3,2,1 (n-1 .. n-4)
        # instant runoff
        alive = set(cands)
        while True:
            tally = Counter()
            for b in ballots:
                for m in b:
                    if m == "overvote":
                        break
                    if m in alive:
                        tally[m] += 1
                        break
            tot = sum(tally.values())
            lead = tally.most_common(1)[0]
            if lead[1] * 2 > tot or len(alive) == 1:
                irv = lead[0]
                break
            alive.remove(min(alive, key=lambda c: (tally[c], c)))
        fs = {c: first[c] for c in cands}
        fss = {c: first_strict[c] for c in cands}
        ba = {c: borda_a[c] for c in cands}
        w = "Ruth Okonkwo"
        if top(fs) == top(fss) == top(ba) == irv == w and margin_ok(fs, w, 3, 0.25) and margin_ok(fss, w, 3, 0.25) \
                and margin_ok(ba, w, 3, 0.15):
            break
    else:
        raise AssertionError("ess: no seed")
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Sheet1"
    ords = ["1st", "2nd", "3rd", "4th"]
    ws.append(["Cast Vote Record", "Precinct", "Ballot Style"] + [f"{contest} {o} Choice" for o in ords])
    precincts = ["Precinct 1 - Ward A", "Precinct 2 - Ward A", "Precinct 3 - Ward B", "Precinct 4 - Ward C"]
    for i, b in enumerate(ballots, 1):
        p = precincts[min(3, (i - 1) * 4 // len(ballots))]
        ws.append([i, p, f"Ballot Style {precincts.index(p) % 2 + 1}"] + b)
    save_xlsx(wb, name)
    EXPECTED[name] = {
        "tool": "ES&S Electionware/EVS cast vote record export (ranked-choice contest), as read by RCTab",
        "format_evidence": "RCTab documentation 'RCTab v1.3.2 Section 26 - RCTab CVR Files v.1.2.2', ES&S section (found via "
                           "the code search index): MS Excel worksheet, column A 'Cast Vote Record' (sequential id), B "
                           "'Precinct', C 'Ballot Style', then '<CONTEST> 1st Choice', '2nd Choice', ... holding the "
                           "candidate name, 'undervote' if no mark, 'overvote' if several, 'write-in' for a write-in. "
                           "Maine's published RCV CVRs are such .xlsx files (e.g. NOV18CVRExportFINAL1.xlsx referenced in "
                           "public re-tabulation scripts). Sheet name 'Sheet1' is a guess.",
        "shape": "Ranked ballots, one row per ballot, columns '1st Choice'..'4th Choice' holding candidate names or "
                 "undervote/overvote/write-in.",
        "answer": "winner",
        "winner": w,
        "candidates": cands,
        "scores": fss,
        "scores_note": "first-choice counts (column '1st Choice'); Borda 4-3-2-1 and instant-runoff give the same winner",
        "scores_borda_4321": ba,
        "irv_winner": irv,
        "question": contest,
        "traps": [
            "Values are candidate names in rank columns, not ranks in candidate columns.",
            "'undervote', 'overvote' and 'write-in' are not candidates; a few ballots have 'undervote' in 1st place and a candidate in 2nd.",
            "Precinct and Ballot Style are text columns that vary per row; Cast Vote Record is a numeric id.",
        ],
    }


# ============================================================================ 9. Online auction bid history → Apple Numbers CSV
def make_auction() -> None:
    name = "auction_bid_history_lot14_numbers_export.csv"
    seq = [  # ascending in time and amount
        ("A. Novak", 260), ("Lena Hoff", 280), ("A. Novak", 300), ("pcarter", 350), ("Lena Hoff", 400),
        ("pcarter", 425), ("Lena Hoff", 450), ("J. Mbeki", 500), ("mkhalil", 550), ("pcarter", 600),
        ("sofia.r", 650), ("J. Mbeki", 700), ("Tom Arden", 750), ("sofia.r", 800), ("Tom Arden", 850),
        ("sofia.r", 900), ("J. Mbeki", 1100), ("sofia.r", 1150), ("Tom Arden", 1200), ("mkhalil", 1250),
        ("Eleanor V.", 1275), ("mkhalil", 1300), ("Eleanor V.", 1450),
    ]
    rng = random.Random(9909)
    t = datetime(2025, 3, 1, 10, 4, 0)
    stamped = []
    for b, a in seq:
        t += timedelta(minutes=rng.randint(20, 600))
        stamped.append((b, a, t))
    mx: dict[str, int] = {}
    for b, a, _ in stamped:
        mx[b] = max(mx.get(b, 0), a)
    prices = sorted({a for _, a, _ in stamped})
    scores = {p: p * sum(1 for v in mx.values() if v >= p) for p in prices}
    best = max(scores, key=scores.get)
    second = max(v for p, v in scores.items() if p != best)
    assert best == 1100 and scores[best] >= 1.10 * second

    def wpdate(d: datetime) -> str:     # WordPress 'F j, Y g:i a'
        h = d.hour % 12 or 12
        return f"{d.strftime('%B')} {d.day}, {d.year} {h}:{d.minute:02d} {'am' if d.hour < 12 else 'pm'}"

    rows = [["Bidder Name", "Time", "Bid"]]
    for b, a, d in reversed(stamped):      # newest first, as on the product page
        rows.append([b, wpdate(d), f"${a:,.2f}"])
    write(name, lines(rows, quote=q_min, eol="\n").encode("utf-8"))
    EXPECTED[name] = {
        "tool": "Ultimate WooCommerce Auction 'Bid History' tab, copied into Apple Numbers and exported as CSV",
        "format_evidence": "Bid-history template of Ultimate WooCommerce Auction (github carlsonjack/prixvo "
                           "woocommerce/single-product/auctions/bids-history.php, 'Ultimate WooCommerce Auction PRO'): "
                           "table columns 'Bidder Name', 'Time', 'Bid' with the amount rendered by wc_price() "
                           "('$1,100.00') and date in the site's date_format + time_format, newest first. Apple Numbers' "
                           "CSV export (UTF-8, comma, quotes around fields containing commas, LF) is from memory, unverified.",
        "shape": "Bid log, one row per bid, several bids per bidder, newest first; amounts are currency strings "
                 "with thousands separators, dates contain commas.",
        "answer": "winner",
        "winner": "$1,100.00",
        "winner_aliases": ["1100", "1100.00", "1,100.00"],
        "candidates": [f"${p:,.2f}" for p in prices],
        "scores": {f"${p:,.2f}": s for p, s in scores.items()},
        "bidder_max_bids": mx,
        "question": "Lot 14 bid history - posted price p scored as p x number of bidders whose highest bid >= p",
        "traps": [
            "The first row is the top bid ($1,450.00) - the revenue-maximising posted price is lower.",
            "Several bids per bidder: only each bidder's highest bid counts.",
            "Amounts are strings like \"$1,100.00\" inside quotes; the Time column also contains commas.",
            "Rows are in reverse chronological order.",
        ],
    }


# ============================================================================ 10. Sealed bids, Excel 'Unicode Text'
def make_sealed() -> None:
    name = "sealed_bids_surplus_laptops_unicode.txt"
    rng = random.Random(1010)
    bids = [("Okafor, Chinedu", "Student Union", 350), ("Haddad, Rania", "", 420), ("Lindberg, Pär", "IT Club", 355),
            ("Moreau, Élise", "", 230), ("Kowalski, Piotr", "Dept. of Physics", 400), ("Nguyen, Thi Lan", "", 390),
            ("Brennan, Siobhán", "", 210), ("Ortiz, Mateo", "Robotics Team", 375), ("Schulz, Jonas", "", 180),
            ("Tanaka, Yui", "", 365), ("Adeyemi, Bola", "Alumni Office", 160), ("Rossi, Giulia", "", 140),
            ("Dubois, Marc", "", 360), ("Park, Ji-woo", "", 125)]
    late = ("Fischer, Lena", "", 205)
    mx = {b: a for b, _, a in bids}
    prices = sorted({a for _, _, a in bids})
    scores = {p: p * sum(1 for v in mx.values() if v >= p) for p in prices}
    best = max(scores, key=scores.get)
    second = max(v for p, v in scores.items() if p != best)
    assert best == 350 and scores[best] >= 1.10 * second
    mx_late = dict(mx)
    mx_late[late[0]] = late[2]
    sl = {p: p * sum(1 for v in mx_late.values() if v >= p) for p in sorted(set(mx_late.values()))}
    assert max(sl, key=sl.get) == 350 and sl[350] >= 1.10 * max(v for p, v in sl.items() if p != 350)
    width = 8
    rows = [["Surplus laptop sale – sealed bids (Dell Latitude 5420, qty 12, one unit per bidder, single clearing price)"],
            ["Bid opening: 3/14/2025 10:00 – Procurement Office, room B-114"],
            [],
            ["Bid #", "Received", "Bidder", "Organisation", "Bid (USD)", "Deposit paid", "Status", "Notes"]]
    t = datetime(2025, 3, 3, 9, 10)
    order = list(range(len(bids)))
    rng.shuffle(order)
    for k, j in enumerate(order, 1):
        t += timedelta(hours=rng.randint(3, 20), minutes=rng.randint(0, 59))
        b, org, a = bids[j]
        rows.append([str(k), f"{t.month}/{t.day}/{t.year} {t.hour}:{t.minute:02d}", b, org, f"${a:.2f}",
                     "Yes", "Valid", rng.choice(["", "", "", "envelope sealed OK", "hand delivered"])])
    rows.append([str(len(bids) + 1), "3/14/2025 10:26", late[0], late[1], f"${late[2]:.2f}", "Yes",
                 "Late – not accepted", "received after opening"])
    rows.append([])
    rows.append(["", "", "", "Bids opened", str(len(bids) + 1)])
    rows.append(["Opened by: M. Varga (Procurement), witnessed by S. Idowu (Finance)"])
    out = []
    for r in rows:
        r = list(r) + [""] * (width - len(r))
        out.append("\t".join(q_min(x, ",") if ("\t" not in x) else q_min(x, "\t") for x in r))
    text = "\r\n".join(out) + "\r\n"
    write(name, b"\xff\xfe" + text.encode("utf-16-le"))
    EXPECTED[name] = {
        "tool": "Microsoft Excel, File → Save As → 'Unicode Text (*.txt)'",
        "format_evidence": "From memory, unverified: Excel's 'Unicode Text' format is UTF-16 little-endian with a BOM "
                           "(FF FE), tab-separated, CRLF, the whole used range written (title rows included, empty cells "
                           "padded), cell text as displayed (currency format '$350.00'), and cells containing a comma or a quote "
                           "wrapped in double quotes as in its other text formats.",
        "shape": "Sealed-bid register with two title rows and a blank row above the header, one bid per bidder, "
                 "a late bid marked not accepted, and a footer; UTF-16 LE tab-separated.",
        "answer": "winner",
        "winner": "$350.00",
        "winner_aliases": ["350", "350.00"],
        "candidates": [f"${p:.2f}" for p in prices],
        "scores": {f"${p:.2f}": s for p, s in scores.items()},
        "bidder_max_bids": mx,
        "question": "Uniform clearing price: posted price p scored as p x number of valid bidders whose bid >= p",
        "traps": [
            "UTF-16 LE with BOM: byte-oriented readers see NULs between characters.",
            "The header is on row 4; rows 1-2 are titles, row 3 is empty; a footer row contains the number 15.",
            "Bidder names are 'Last, First' and therefore wrapped in double quotes even though the separator is TAB.",
            "The late bid ($205.00) is marked 'Late – not accepted'; the answer is the same whether or not it is counted.",
            "The highest bid ($420.00) is not the revenue-maximising price.",
        ],
    }


# ============================================================================ 11. LibreOffice Calc, Italian locale
def make_libreoffice_it() -> None:
    name = "scrutinio_rappresentante_studenti_libreoffice_it.csv"
    cands = [("Niccolò Bianchi", (71, 64, 52)), ("Martina Esposito", (48, 41, 60)), ("Andrea Colombo", (33, 27, 21)),
             ("Chiara D'Amico", (25, 30, 17)), ("Sofía Peña Ruiz", (9, 12, 8))]
    bianche = (4, 3, 5)
    nulle = (2, 4, 1)
    aventi = (420, 380, 310)
    valid = tuple(sum(v[i] for _, v in cands) for i in range(3))
    votanti = tuple(valid[i] + bianche[i] + nulle[i] for i in range(3))
    tot_valid = sum(valid)

    def pct(x: float) -> str:
        return f"{x:.1f}".replace(".", ",") + "%"

    W = 6
    rows = [["Elezione del rappresentante degli studenti – Consiglio di Dipartimento di Fisica 2025"],
            ["Verbale di scrutinio del 12/03/2025 – seggi chiusi alle ore 18:00"],
            [],
            ["Candidato", "Seggio 1 (Aula Magna)", "Seggio 2 (Biblioteca)", "Seggio 3 (Lab. Fermi)", "Totale",
             "% voti validi"]]
    for c, v in cands:
        rows.append([c, *map(str, v), str(sum(v)), pct(100 * sum(v) / tot_valid)])
    rows.append(["Totale voti validi", *map(str, valid), str(tot_valid), "100,0%"])
    rows.append(["Schede bianche", *map(str, bianche), str(sum(bianche)), ""])
    rows.append(["Schede nulle", *map(str, nulle), str(sum(nulle)), ""])
    rows.append(["Votanti", *map(str, votanti), str(sum(votanti)), ""])
    rows.append(["Aventi diritto", *map(str, aventi), str(sum(aventi)), ""])
    rows.append(["Affluenza", *[pct(100 * votanti[i] / aventi[i]) for i in range(3)],
                 pct(100 * sum(votanti) / sum(aventi)), ""])
    rows.append([])
    rows.append(["Il presidente di seggio: prof.ssa R. Galli", "", "", "Gli scrutatori: L. Marino, F. Greco"])
    out = []
    for r in rows:
        r = list(r) + [""] * (W - len(r))
        out.append(";".join(q_min(x, ";") for x in r))
    text = "\r\n".join(out) + "\r\n"
    write(name, text.encode("cp1252"))
    scores = {c: sum(v) for c, v in cands}
    w = top(scores)
    assert w == "Niccolò Bianchi" and margin_ok(scores, w)
    EXPECTED[name] = {
        "tool": "LibreOffice Calc (Italian locale, Windows), Save As → Text CSV with field delimiter ';'",
        "format_evidence": "From memory, unverified: LibreOffice's Text CSV filter writes the used range row by row with "
                           "empty cells as empty fields, 'Save cell content as shown' on by default (so '38,4%' with "
                           "an Italian decimal comma), text quoted only when it contains the delimiter or a quote, and "
                           "the character set chosen in the dialog (here Western Europe Windows-1252), CRLF on Windows.",
        "shape": "Hand-made tally sheet: two title rows, blank row, header, one row per candidate with per-polling-station "
                 "counts, Totale and percentage, then Totale voti validi / Schede bianche / Schede nulle / Votanti / "
                 "Aventi diritto / Affluenza rows and a signature row.",
        "answer": "winner",
        "winner": w,
        "candidates": [c for c, _ in cands],
        "scores": scores,
        "question": "Elezione del rappresentante degli studenti (colonna Totale)",
        "traps": [
            "Windows-1252 encoding (ò, í, ñ, en dash) - decoding as UTF-8 fails.",
            "Semicolon separator, decimal commas in percentages ('38,4%').",
            "Summary rows 'Totale voti validi', 'Votanti', 'Aventi diritto' have the largest numbers and are not candidates; "
            "'Schede bianche' (blank) and 'Schede nulle' (invalid) are not candidates.",
            "Martina Esposito wins Seggio 3; only the Totale column (or the sum of the three seggi) decides.",
            "An apostrophe in a candidate name (Chiara D'Amico).",
        ],
    }


# ============================================================================ 12. Airtable dot voting (long)
def make_airtable() -> None:
    name = "airtable_hackathon_votes_grid_view.csv"
    projects = ["AquaSense", "Foodbridge", "ParkPal", "SolarShare", "StudyBuddy AI", "TransitTrack"]
    cat = {"AquaSense": "Sustainability", "Foodbridge": "Social impact", "ParkPal": "Mobility",
           "SolarShare": "Sustainability", "StudyBuddy AI": "Education", "TransitTrack": "Mobility"}
    wts = [1.7, 2.9, 1.4, 2.0, 1.0, 1.2]
    for seed in range(1212, 1500):
        rng = random.Random(seed)
        recs = []
        for j in range(14):
            k = rng.choice([1, 2, 2, 3])
            chosen = []
            while len(chosen) < k:
                p = rng.choices(projects, wts)[0]
                if p not in chosen:
                    chosen.append(p)
            pts = [1] * k
            for _ in range(5 - k):
                pts[rng.randrange(k)] += 1
            for p, x in zip(chosen, pts):
                recs.append((j, p, x))
        score = Counter()
        nrec = Counter()
        for _, p, x in recs:
            score[p] += x
            nrec[p] += 1
        sc = {p: score[p] for p in projects}
        nr = {p: nrec[p] for p in projects}
        if top(sc) == "Foodbridge" == top(nr) and margin_ok(sc, "Foodbridge", 3, 0.12) and margin_ok(nr, "Foodbridge", 1, 0.10):
            break
    else:
        raise AssertionError("airtable: no seed")
    judges = people(rng, 14)
    rows = [["Vote ID", "Judge", "Project", "Points", "Category", "Comment", "Created"]]
    t = datetime(2025, 3, 15, 16, 2)
    comments = ["", "", "", "great demo", "needs a business model", "would use this tomorrow",
                "UI rough, idea strong"]
    cur = -1
    for vid, (j, p, x) in enumerate(recs, 1):
        if j != cur:
            cur = j
            t += timedelta(minutes=rng.randint(1, 6))
        f, l = judges[j]
        h = t.hour % 12 or 12
        stamp = f"{t.month}/{t.day}/{t.year} {h}:{t.minute:02d}{'am' if t.hour < 12 else 'pm'}"
        com = rng.choice(comments) if p != "Foodbridge" else rng.choice(comments + ["Best pitch, by far"])
        rows.append([str(vid), f"{f} {l}", p, str(x), cat[p], com, stamp])
    write(name, b"\xef\xbb\xbf" + lines(rows, quote=q_min, eol="\r\n").encode("utf-8"))
    EXPECTED[name] = {
        "tool": "Airtable (grid view → Download CSV)",
        "format_evidence": "From memory, unverified: Airtable's 'Download CSV' of a view writes the visible fields in view "
                           "order, linked records as the linked primary-field text, numbers unformatted, created-time "
                           "fields in the field's display format (e.g. 3/15/2025 4:05pm); file named '<Table>-<View>.csv'. "
                           "BOM and CRLF unverified.",
        "shape": "Dot-voting long format: one record per (judge, project) allocation, each judge spreading 5 points; "
                 "the score is the sum of Points per Project.",
        "answer": "winner",
        "winner": "Foodbridge",
        "candidates": projects,
        "scores": sc,
        "records_per_project": nr,
        "question": "Hackathon final - points per project",
        "traps": [
            "Long format: the same project appears on many rows; Points must be summed, not the rows counted "
            "(same winner either way here).",
            "Category groups two projects each for Sustainability and Mobility; it is a grouping, not a candidate, and "
            "category totals come out nearly tied.",
            "Vote ID is a running number, not a score.",
            "UTF-8 BOM before 'Vote ID'.",
        ],
    }
    cat_sum = Counter()
    for p in projects:
        cat_sum[cat[p]] += sc[p]
    EXPECTED[name]["category_totals_trap"] = dict(cat_sum)


# ============================================================================ 13. Eventbrite attendee summary (ask)
def make_eventbrite() -> None:
    name = "eventbrite_attendee_summary_open_data_day.csv"
    rng = random.Random(1313)
    q1 = "Which afternoon workshop would you like to join?"
    q2 = "Which topic should the closing keynote cover?"
    ws_counts = {"Mapping with OpenStreetMap": 24, "Intro to open data portals": 15, "Data journalism lab": 12}
    kn_counts = {"Open budgets & public spending": 27, "Climate & environmental data": 16, "AI and open data": 8}
    n = 51
    a1 = assign_exact(rng, n, ws_counts)
    a2 = assign_exact(rng, n, kn_counts)
    tickets = assign_exact(rng, n, {"General Admission": 30, "Student": 17, "Speaker": 4})
    ppl = people(rng, n)
    header = ["Order #", "Order Date", "First Name", "Last Name", "Email", "Quantity", "Ticket Type", "Attendee #",
              "Group", "Order Type", "Currency", "Total Paid", "Fees Paid", "Eventbrite Fees",
              "Eventbrite Payment Processing", "Attendee Status", q1, q2, "Dietary requirements"]
    rows = [header]
    t = datetime(2025, 2, 3, 11, 5, 12)
    order_no = 11245780021
    i = 0
    while i < n:
        grp = rng.choice([1, 1, 1, 1, 2])
        grp = min(grp, n - i)
        t += timedelta(hours=rng.randint(1, 30), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59))
        order_no += rng.randint(1000, 90000)
        for g in range(grp):
            f, l = ppl[i]
            tt = tickets[i]
            price = {"General Admission": "15.00", "Student": "5.00", "Speaker": "0.00"}[tt]
            fee = {"General Admission": "1.79", "Student": "0.99", "Speaker": "0.00"}[tt]
            otype = "Free Order" if tt == "Speaker" else "Eventbrite Completed"
            status = rng.choice(["Attending", "Attending", "Attending", "Checked In", "Checked In", "Not Attending"])
            rows.append([str(order_no), t.strftime("%Y-%m-%d %H:%M:%S"), f, l, slug_email(f, l, "mail.example"), "1",
                         tt, str(order_no * 10 + g + 1)[-10:], "", otype, "EUR", price, fee,
                         "0.00" if tt == "Speaker" else "1.30", "0.00" if tt == "Speaker" else "0.49", status,
                         a1[i], a2[i], rng.choice(["", "", "", "Vegetarian", "Vegan", "Halal", "None"])])
            i += 1
    write(name, lines(rows, quote=q_min, eol="\r\n").encode("utf-8"))
    EXPECTED[name] = {
        "tool": "Eventbrite (Reports → Attendee summary, CSV)",
        "format_evidence": "From memory, unverified: Eventbrite's attendee summary export has order/attendee metadata "
                           "(Order #, Order Date, First Name, Last Name, Email, Quantity, Ticket Type, Attendee #, Group, "
                           "Order Type, Currency, Total Paid, fees, Attendee Status) followed by one column per custom "
                           "checkout question, titled with the question text.",
        "shape": "RSVP/attendee list, one row per attendee, with two custom single-choice questions that both look "
                 "like a vote.",
        "answer": "ask",
        "ask_because": "Two custom questions are both preference votes (afternoon workshop and closing-keynote topic) "
                       "with different winners; nothing says which one the user wants decided.",
        "acceptable": {q1: top(ws_counts), q2: top(kn_counts)},
        "candidates": list(ws_counts) + list(kn_counts),
        "scores": {**ws_counts, **kn_counts},
        "traps": [
            "'Ticket Type' (General Admission 30) and 'Attendee Status' are categorical columns that are not votes.",
            "Some attendees are 'Not Attending' but still answered; the winners do not change either way.",
            "An option label contains '&' ('Open budgets & public spending').",
        ],
    }


# ============================================================================ 14. AhaSlides presentation report
def make_ahaslides() -> None:
    name = "ahaslides_q2_all_hands_report.xlsx"
    rng = random.Random(1414)
    poll_q = "Where should we hold the summer party?"
    poll = {"Rooftop terrace (HQ)": 27, "Beach club, Costa Nova": 16, "Vineyard day trip": 12, "Bowling & pizza": 5}
    quiz_q = "Quick quiz: in which year was the company founded?"
    quiz = {"2009": 18, "2011": 29, "2014": 9, "2016": 4}
    wb = openpyxl.Workbook()
    s = wb.active
    s.title = "Summary"
    s.append(["Presentation", "Q2 All-Hands – April 2025"])
    s.append(["Presenter", "Marta Lindholm"])
    s.append(["Access code", "QAH25"])
    s.append(["Presented on", "2025-04-17"])
    s.append(["Total audience", 63])
    s.append(["Total responses", 188])
    s.append([])
    s.append(["Slide", "Type", "Title", "Responses"])
    s.append([1, "Heading", "Welcome to the Q2 All-Hands!", 0])
    s.append([2, "Poll", poll_q, sum(poll.values())])
    s.append([3, "Pick Answer (Quiz)", quiz_q, sum(quiz.values())])
    s.append([4, "Word Cloud", "One word for Q1?", 68])
    s.append([5, "Heading", "Thanks!", 0])
    p = wb.create_sheet("2. Poll")
    p.append([poll_q])
    p.append([])
    p.append(["Option", "Votes", "Percentage"])
    tot = sum(poll.values())
    for k, v in poll.items():
        p.append([k, v, f"{100 * v / tot:.0f}%"])
    p.append(["Total", tot, "100%"])
    p.append([])
    p.append(["Audience responses"])
    p.append(["#", "Name", "Response", "Submitted at"])
    answers = assign_exact(rng, tot, poll)
    ppl = people(rng, 63)
    t = datetime(2025, 4, 17, 10, 6, 0)
    for i, a in enumerate(answers):
        t += timedelta(seconds=rng.randint(1, 6))
        nm = f"{ppl[i][0]} {ppl[i][1][0]}." if rng.random() < 0.8 else "Anonymous"
        p.append([i + 1, nm, a, t.strftime("%H:%M:%S")])
    qz = wb.create_sheet("3. Quiz")
    qz.append([quiz_q])
    qz.append([])
    qz.append(["Option", "Correct", "Responses", "Percentage"])
    qt = sum(quiz.values())
    for k, v in quiz.items():
        qz.append([k, "✓" if k == "2009" else "", v, f"{100 * v / qt:.0f}%"])
    qz.append(["Total", "", qt, "100%"])
    qz.append([])
    qz.append(["Leaderboard"])
    qz.append(["Rank", "Name", "Score"])
    for r in range(1, 11):
        qz.append([r, f"{ppl[r + 20][0]} {ppl[r + 20][1][0]}.", 1000 - r * 37])
    wc = wb.create_sheet("4. Word cloud")
    wc.append(["One word for Q1?"])
    wc.append([])
    wc.append(["Word", "Count"])
    for wd, c in [("busy", 14), ("growth", 11), ("teamwork", 9), ("hectic", 8), ("exciting", 7), ("launch", 6),
                  ("coffee", 5), ("learning", 4), ("chaos", 4)]:
        wc.append([wd, c])
    save_xlsx(wb, name)
    w = top(poll)
    assert margin_ok(poll, w)
    EXPECTED[name] = {
        "tool": "AhaSlides (Report → Export to Excel)",
        "format_evidence": "From memory, unverified: AhaSlides' Excel report has a summary sheet for the presentation "
                           "(name, access code, date, audience) listing the slides, then one sheet per interactive slide "
                           "with the option counts and the individual audience responses; quiz slides mark the correct "
                           "option and include a leaderboard.",
        "shape": "Workbook whose first sheet is a cover/summary; the vote (a poll slide) is on sheet 2, a quiz and a "
                 "word cloud on sheets 3-4.",
        "answer": "winner",
        "winner": w,
        "candidates": list(poll),
        "scores": poll,
        "question": poll_q,
        "sheet": "2. Poll",
        "traps": [
            "The first sheet is a cover sheet with key/value pairs and a slide list - no votes.",
            "The quiz sheet has the single largest option count (2011: 29) but is a knowledge question with a correct answer, not a vote.",
            "The poll sheet has a summary table with a 'Total' row and, below it, the raw responses - count one or the other, not both.",
            "Option label with a comma ('Beach club, Costa Nova') and '&'.",
        ],
    }


# ============================================================================ 15. Blackboard Learn survey, download by question and user
def make_blackboard() -> None:
    name = "blackboard_survey_download_results_long.csv"
    rng = random.Random(1515)
    n = 54
    q1 = "Which topic should the final review session focus on?"
    topics = {"Graph algorithms": 22, "Dynamic programming": 15, "NP-completeness": 9, "Amortized analysis": 5}
    q2 = "On average, how many hours per week did you spend on this course?"
    q3 = "The pace of the course was appropriate."
    likert = {"Strongly Agree": 11, "Agree": 24, "Neither Agree nor Disagree": 9, "Disagree": 7, "Strongly Disagree": 3}
    q4 = "Any other comments for the teaching team?"
    a1 = assign_exact(rng, n, topics)           # 3 blanks = skipped
    a3 = assign_exact(rng, n, likert)
    qids = ["_4471023_1", "_4471024_1", "_4471025_1", "_4471026_1"]
    rows = [["Username", "Last Name", "First Name", "Question ID", "Question", "Answer", "Possible Points",
             "Auto Score", "Manual Score"]]
    comments = ["", "", "", "", "More worked examples please", "Great course, thanks!",
                "Problem sets 4 and 5 were too long", "The recorded lectures helped a lot, especially for graphs",
                "Could the review session be recorded?"]
    for qi, (qid, qtext) in enumerate(zip(qids, [q1, q2, q3, q4])):
        for i in range(n):
            if qi == 0:
                ans = a1[i]
            elif qi == 1:
                ans = str(rng.choice([3, 4, 5, 5, 6, 6, 7, 8, 8, 10, 12]))
            elif qi == 2:
                ans = a3[i]
            else:
                ans = rng.choice(comments)
            rows.append(["Anonymous", "", "", qid, qtext, ans, "0", "", ""])
    write(name, lines(rows, quote=q_all, eol="\r\n").encode("utf-8"))
    w = top(topics)
    assert margin_ok(topics, w)
    EXPECTED[name] = {
        "tool": "Blackboard Learn (Original) survey, Download Results → 'By Question and User', comma-delimited",
        "format_evidence": "Blackboard help (library.blackboard.com Grade Center upload/download pages): comma-delimited "
                           "files have every field inside quote characters; the 'long download' format 'by question and "
                           "user' is described in madmath.com 'Sorting Blackboard Test Results' (2015). Column names "
                           "(Username, Last Name, First Name, Question ID, Question, Answer, Possible Points, Auto Score, "
                           "Manual Score) and the anonymised survey user are from memory, unverified.",
        "shape": "Long format: one row per (question, respondent) for four survey questions; the vote is the rows "
                 "whose Question is the review-topic question.",
        "answer": "winner",
        "winner": w,
        "candidates": list(topics),
        "scores": topics,
        "question": q1,
        "traps": [
            "Long format: the Answer column mixes four questions - counting it whole makes the Likert answer 'Agree' (24) "
            "the top value.",
            "Question 2 answers are numbers (hours), question 4 free text.",
            "Survey responses are anonymised ('Anonymous', empty names), so rows cannot be joined per person.",
            "3 respondents skipped the topic question (empty Answer).",
        ],
    }


# ============================================================================ main
def main() -> None:
    for f in (make_zoho, make_wufoo, make_sosci, make_nextcloud, make_loomio, make_vxadmin, make_voteally, make_ess,
              make_auction, make_sealed, make_libreoffice_it, make_airtable, make_eventbrite, make_ahaslides,
              make_blackboard):
        f()
    assert len(EXPECTED) == 15
    for name in EXPECTED:
        size = (OUT / name).stat().st_size
        assert size < 200_000, (name, size)
    (OUT / "expected.json").write_text(json.dumps(EXPECTED, ensure_ascii=False, indent=2, sort_keys=True) + "\n",
                                       encoding="utf-8")
    print(f"wrote {len(EXPECTED)} files + expected.json to {OUT}")


if __name__ == "__main__":
    main()
