#!/usr/bin/env python3
"""Regenerate the sealed blind test set H (15 synthetic exports + expected.json + README.md).

Run from the repository root:  /work/main/.venv/bin/python tests/blind/set_h/make_set.py

Deterministic: a fixed seed per file, fixed document timestamps and fixed zip-entry times
inside the .xlsx files, so two runs give identical bytes.  Standard library + openpyxl only.
Every person, id, e-mail address (example.org / example.net / example.com) and IP address
(RFC 5737 ranges) is invented.
"""
from __future__ import annotations

import io
import json
import random
import re
import zipfile
from collections import Counter
from datetime import datetime, timedelta
from pathlib import Path

import openpyxl
from openpyxl.styles import Font

OUT = Path(__file__).resolve().parent
EXPECTED: dict[str, dict] = {}
README_ROWS: list[tuple[str, str, str, str, str]] = []
FIXED_DT = datetime(2025, 10, 21, 8, 30, 0)
BID_QUESTION = "Posted price p scored as p x number of bidders whose highest valid bid >= p"


# ----------------------------------------------------------------------------- helpers
def put(name: str, data: bytes) -> None:
    (OUT / name).write_bytes(data)


def q(value: object, sep: str, always: bool = False) -> str:
    s = "" if value is None else str(value)
    if always or any(c in s for c in (sep, '"', "\n", "\r")):
        return '"' + s.replace('"', '""') + '"'
    return s


def csv_text(rows, sep=",", eol="\r\n", always=False) -> str:
    return "".join(sep.join(q(v, sep, always) for v in r) + eol for r in rows)


def ip(rng: random.Random) -> str:
    return f"{rng.choice(['192.0.2', '198.51.100', '203.0.113'])}.{rng.randint(2, 254)}"


def argmax(scores: dict) -> str:
    return max(scores, key=lambda k: scores[k])


def check_margin(scores: dict, winner: str, min_abs: float = 3) -> None:
    assert argmax(scores) == winner, (winner, scores)
    for k, v in scores.items():
        if k != winner:
            assert scores[winner] - v >= min_abs, (winner, k, scores)


def expand(counts: dict, rng: random.Random) -> list:
    seq = [k for k, n in counts.items() for _ in range(n)]
    rng.shuffle(seq)
    return seq


def save_xlsx(wb: openpyxl.Workbook, name: str, creator: str) -> None:
    """Save with fixed document and zip timestamps so reruns are byte-identical."""
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    wb.properties.creator = creator
    wb.properties.lastModifiedBy = creator
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    stamp = FIXED_DT.strftime("%Y-%m-%dT%H:%M:%SZ").encode()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                for tag in (rb"dcterms:created", rb"dcterms:modified"):
                    data = re.sub(rb"(<" + tag + rb"[^>]*>)[^<]*(</" + tag + rb">)",
                                  rb"\g<1>" + stamp + rb"\g<2>", data)
            zi = zipfile.ZipInfo(info.filename, date_time=FIXED_DT.timetuple()[:6])
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            dst.writestr(zi, data)
    put(name, out.getvalue())


def record(name, tool, shape, enc, evidence, entry) -> None:
    entry = dict(entry)
    entry["tool"] = tool
    entry["shape"] = shape
    entry["format_evidence"] = evidence
    EXPECTED[name] = entry
    README_ROWS.append((name, tool, shape, enc, evidence))


def bid_scores(bids: list[tuple[str, int]]) -> tuple[dict, dict]:
    """bids: (bidder, amount) of valid bids. Returns (bidder_max, scores over all distinct amounts)."""
    amounts = [a for _, a in bids]
    assert len(amounts) == len(set(amounts)), "bid amounts must be distinct"
    mx: dict[str, int] = {}
    for b, a in bids:
        mx[b] = max(mx.get(b, 0), a)
    scores = {str(p): p * sum(1 for v in mx.values() if v >= p) for p in sorted(amounts)}
    return mx, scores


def check_bid_margin(scores: dict, min_rel: float = 0.025) -> str:
    w = argmax(scores)
    top = scores[w]
    for k, v in scores.items():
        if k != w:
            assert top - v >= min_rel * top, (w, k, scores)
    return w


FIRST = ["Alice", "Bram", "Clara", "Dev", "Elif", "Farah", "Gus", "Hana", "Ivo", "Jana", "Kemal", "Lena",
         "Mateo", "Nia", "Oskar", "Priya", "Quinn", "Rosa", "Sami", "Tara", "Uma", "Viktor", "Wes", "Xenia",
         "Yara", "Zeno", "Aiden", "Bea", "Cyrus", "Dana", "Emil", "Fenna", "Gil", "Hedda", "Idris", "Joss"]
LAST = ["Archer", "Bishop", "Castillo", "Dunmore", "Ekwueme", "Falk", "Galloway", "Hartley", "Ibsen", "Jovanovic",
        "Kowalczyk", "Lindqvist", "Moreau", "Nakamura", "Okafor", "Pereira", "Quist", "Rahman", "Sorensen",
        "Takahashi", "Underwood", "Varga", "Whitlock", "Yilmaz", "Zielinski", "Abbott", "Brennan", "Cho"]


def people(rng: random.Random, n: int, first=FIRST, last=LAST) -> list[tuple[str, str]]:
    seen, out = set(), []
    while len(out) < n:
        p = (rng.choice(first), rng.choice(last))
        if p not in seen:
            seen.add(p)
            out.append(p)
    return out


def de_pct(x: float) -> str:
    return f"{x:.2f}".replace(".", ",") + " %"


# ============================================================================ 1 POLYAS
def make_polyas() -> None:
    name = "polyas_ergebnisexport_vorstandswahl_kleingartenverein_2025.csv"
    cand = {"Dr. Annegret Wöhler": 71, "Bernd Kuhlmann": 48, "Cem Özdemir-Lange": 25}
    abst, eligible = 7, 214
    valid = sum(cand.values())
    cast = valid + abst
    rows = [["Wahl", "Vorstandswahl 2025 – Kleingartenverein „Am Mühlenteich“ e.V."],
            ["Status", "Ausgezählt"],
            ["Wahlzeitraum", "06.10.2025 08:00 – 19.10.2025 20:00"],
            ["Wahlberechtigte", eligible],
            ["Abgegebene Stimmen", cast],
            ["Wahlbeteiligung", de_pct(100 * cast / eligible)],
            [],
            ["Stimmzettel", "Option", "Stimmen", "Anteil"]]
    for k, v in cand.items():
        rows.append(["Vorsitz (1 Stimme)", k, v, de_pct(100 * v / valid)])
    rows.append(["Vorsitz (1 Stimme)", "Gültige Stimmen", valid, de_pct(100)])
    rows.append(["Vorsitz (1 Stimme)", "Enthaltung", abst, ""])
    rows.append(["Vorsitz (1 Stimme)", "Ungültig", 0, ""])
    rows.append(["Vorsitz (1 Stimme)", "Summe", cast, ""])
    rows.append([])
    rows.append(["Exportiert am", "19.10.2025 20:14"])
    put(name, b"\xef\xbb\xbf" + csv_text(rows, sep=";", eol="\r\n").encode("utf-8"))
    check_margin(cand, "Dr. Annegret Wöhler")
    record(name, "POLYAS (German online-election service), election administration → results export (CSV), a garden association's board election",
           "Key/value facts block (election, status, period, eligible voters, votes cast, turnout), a blank line, then a results table: ballot, option, votes, share (decimal comma with ' %'); 'Gültige Stimmen', 'Enthaltung', 'Ungültig' and 'Summe' rows; an export-time line at the end.",
           "UTF-8 with BOM, `;`, CRLF, decimal comma",
           "From memory, unverified: POLYAS offering a results download besides the PDF protocol; the column names and the facts block are my guesses.",
           {"answer": "winner", "winner": "Dr. Annegret Wöhler", "candidates": list(cand), "question": "Vorsitz (1 Stimme)",
            "scores": cand, "winner_aliases": ["Annegret Wöhler", "Wöhler"],
            "traps": ["'Wahlberechtigte' (214), 'Summe' (151) and 'Gültige Stimmen' (144) are larger than any candidate count.",
                      "Percent shares are text with a decimal comma ('49,31 %').",
                      "An 'Enthaltung' row is not a candidate."]})


# ============================================================================ 2 RankedVote
def irv(ballots: list[list[str]], cands: list[str]) -> list[dict]:
    alive = list(cands)
    rounds = []
    while True:
        c = Counter({k: 0 for k in alive})
        for b in ballots:
            for x in b:
                if x in alive:
                    c[x] += 1
                    break
        rounds.append(dict(c))
        tot = sum(c.values())
        top = max(c.values())
        if top * 2 > tot or len(alive) <= 2:
            return rounds
        low = min(c.values())
        losers = [k for k in alive if c[k] == low]
        assert len(losers) == 1
        alive.remove(losers[0])


def make_rankedvote() -> None:
    name = "rankedvote_ballots_export_hiking_club_2026_summer_trip.csv"
    rng = random.Random(8102)
    A, B, C, D, E = ("Picos de Europa", "Dolomites (Alta Via 1)", "High Tatras", "Isle of Skye", "Lake District")
    cands = [A, B, C, D, E]
    profiles = [([A, B, C, D, E], 9), ([A, C, B, E], 7), ([A, D], 5), ([B, A, C], 8), ([B, C, A, D, E], 5),
                ([C, A, B], 6), ([C, B], 3), ([D, A, B, C, E], 5), ([D, E, A], 3), ([E, A, D], 3), ([E, D, B], 2)]
    ballots = [list(p) for p, n in profiles for _ in range(n)]
    rng.shuffle(ballots)
    fp = Counter(b[0] for b in ballots)
    fp = {k: fp[k] for k in cands}
    borda = {k: 0 for k in cands}
    for b in ballots:
        for i, x in enumerate(b):
            borda[x] += len(cands) - 1 - i
    rounds = irv(ballots, cands)
    final = rounds[-1]
    assert argmax(fp) == A and argmax(borda) == A and argmax(final) == A
    check_margin(fp, A)
    check_margin(borda, A)
    rows = [["Ballot ID", "Submitted", "Rank 1", "Rank 2", "Rank 3", "Rank 4", "Rank 5"]]
    t = datetime(2025, 10, 3, 19, 5)
    blank_at = {11, 40}
    i = 0
    out_ballots = list(ballots)
    for k in sorted(blank_at):
        out_ballots.insert(k, [])
    for b in out_ballots:
        i += 1
        t += timedelta(minutes=rng.randint(3, 300))
        rows.append([f"{rng.getrandbits(40):010x}", t.strftime("%Y-%m-%d %H:%M:%S"),
                     *(b + [""] * (5 - len(b)))])
    put(name, csv_text(rows, sep=",", eol="\n").encode("utf-8"))
    record(name, "RankedVote (rankedvote.co, online ranked-choice polls), results page → Download ballots (CSV), a hiking club's summer-trip vote",
           "Ranked ballots as one row per ballot: a hex ballot id, a submit time, then 'Rank 1'…'Rank 5' columns holding candidate names; many ballots rank only 2–3 options; two ballots are empty.",
           "UTF-8, `,`, LF",
           "From memory, unverified: the 'Rank n' column layout with candidate names in the cells and the id/time columns are my recollection, not checked.",
           {"answer": "winner", "winner": A, "candidates": cands, "question": "Summer trip 2026 (ranked)",
            "rule": "ranked choice (instant runoff) as the poll was run; first preferences, Borda (4-3-2-1-0, unranked 0) and instant runoff all name the same winner",
            "scores": fp, "scores_note": "first preferences", "scores_borda": borda, "irv_rounds": rounds,
            "winner_aliases": ["Picos de Europa"],
            "traps": ["Candidate names are in the cells; the columns are ranks, not candidates.",
                      "Partial ballots leave later rank columns empty; two ballots are fully empty.",
                      "'Dolomites (Alta Via 1)' contains parentheses and a digit."]})


# ============================================================================ 3 ILIAS
def make_ilias() -> None:
    name = "ilias_umfrage_auswertung_exkursion_ws2526.xlsx"
    rng = random.Random(3303)
    q1 = "In welchem Fachsemester sind Sie?"
    q2 = "Welches Ziel soll die Pflichtexkursion im Wintersemester haben?"
    q3 = "Wie viel Eigenanteil (EUR) wären Sie höchstens bereit zu zahlen?"
    S = {"1.–2. Semester": 31, "3.–4. Semester": 22, "5.–6. Semester": 12, "7. Semester oder höher": 4}
    Z = {"Hamburger Hafen (Containerterminal Altenwerder)": 27, "Tagebau Garzweiler": 18,
         "Duisburger Hafen": 12, "Gläserne Manufaktur Dresden": 9}
    n = 69
    nz = sum(Z.values())  # 66, 3 skipped
    a1 = expand(S, rng)
    a2 = expand(Z, rng) + [None] * (n - nz)
    rng.shuffle(a2)
    a3 = [rng.choice([0, 10, 15, 20, 25, 30, 40, 50]) if rng.random() > 0.08 else None for _ in range(n)]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Übersicht"
    ws.append(["Umfrage", "Exkursion Wirtschaftsgeographie WiSe 2025/26"])
    ws.append(["Export", "21.10.2025 10:30"])
    ws.append([])
    ws.append(["Frage", "Fragetitel", "Fragentyp", "Beantwortet", "Übersprungen", "Modalwert", "Modalwert (Text)",
               "Anzahl Modalwert", "Median", "Arithmetisches Mittel"])
    for c in ws[4]:
        c.font = Font(bold=True)

    def modal(d):
        k = argmax(d)
        return list(d).index(k) + 1, k, d[k]
    m1 = modal(S)
    m2 = modal(Z)
    ws.append([q1, "Fachsemester", "Single Choice-Frage", n, 0, m1[0], m1[1], m1[2], 2, None])
    ws.append([q2, "Exkursionsziel", "Single Choice-Frage", nz, n - nz, m2[0], m2[1], m2[2], 2, None])
    vals = [v for v in a3 if v is not None]
    sv = sorted(vals)
    med = sv[len(sv) // 2]
    ws.append([q3, "Eigenanteil", "Metrische Frage", len(vals), n - len(vals), None, None, None, med,
               round(sum(vals) / len(vals), 2)])
    for title, qt, d, tot in [("Frage 1", q1, S, n), ("Frage 2", q2, Z, nz)]:
        sh = wb.create_sheet(title)
        sh.append([qt])
        sh.append(["Antwort", "Wert", "Häufigkeit", "Prozent"])
        for i, (k, v) in enumerate(d.items(), 1):
            sh.append([k, i, v, round(v / tot, 4)])
            sh.cell(row=sh.max_row, column=4).number_format = "0.00%"
        sh.append(["Beantwortet", None, tot, None])
        sh.append(["Übersprungen", None, n - tot, None])
    sh = wb.create_sheet("Teilnehmerdaten")
    sh.append(["Teilnehmer", "Bearbeitungsbeginn", "Bearbeitungsdauer (Sek.)", q1, q2, q3])
    t = datetime(2025, 10, 13, 9, 0)
    for i in range(n):
        t += timedelta(minutes=rng.randint(5, 180))
        sh.append([f"Anonym {i + 1}", t.strftime("%d.%m.%Y %H:%M"), rng.randint(40, 400), a1[i], a2[i], a3[i]])
    save_xlsx(wb, name, "ILIAS")
    check_margin(Z, "Hamburger Hafen (Containerterminal Altenwerder)")
    record(name, "ILIAS (German open-source LMS), Umfrage → Auswertung → Export (Excel), German UI, a course's excursion survey",
           "Workbook: 'Übersicht' with one row per question (answered, skipped, mode value and text, mode count, median, mean), a sheet per single-choice question (answer, value, frequency, percent as fraction) with answered/skipped rows, and 'Teilnehmerdaten' with one row per anonymous participant (start, duration, answers).",
           ".xlsx, 4 sheets",
           "From memory, unverified: ILIAS survey evaluation columns like 'Modalwert', 'Anzahl Modalwert', 'Median', 'Arithmetisches Mittel' and the per-question and participant sheets are my recollection of the Excel export; exact sheet names are guesses.",
           {"answer": "winner", "winner": "Hamburger Hafen (Containerterminal Altenwerder)", "candidates": list(Z),
            "question": q2, "scores": Z, "sheet": "Frage 2",
            "winner_aliases": ["Hamburger Hafen"],
            "traps": ["The semester question has a bigger top count (31) but is a demographic, not a decision.",
                      "Every answer appears twice: in the per-question sheet and in 'Teilnehmerdaten'.",
                      "The 'Eigenanteil' question is numeric (EUR) and has larger numbers.",
                      "'Beantwortet' / 'Übersprungen' rows and a 'Wert' code column in the frequency table."]})


# ============================================================================ 4 Pigeonhole Live (ask)
def make_pigeonhole() -> None:
    name = "pigeonhole_live_event_report_all_staff_forum_oct_2025.xlsx"
    rng = random.Random(4404)
    p1 = "Where should the 2026 staff retreat be held?"
    p2 = "Which weekday should the monthly all-staff forum move to?"
    P1 = {"Lakeside Lodge, Windermere": 58, "Coastal Inn, Whitby": 41, "City Conference Centre, Leeds": 33}
    P2 = {"Tuesday": 44, "Wednesday": 67, "Thursday": 29}
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Overview"
    for r in [["Event", "All-Staff Forum – October 2025"], ["Passcode", "FORUM25"],
              ["Event dates", "16 Oct 2025 – 16 Oct 2025"], ["Timezone", "Europe/London"],
              ["Unique attendees", 171], ["Sessions", 2], ["Questions submitted", 14], ["Poll votes", 272],
              ["Report generated", "16 Oct 2025, 17:42"]]:
        ws.append(r)
    pw = wb.create_sheet("Polls")
    pw.append(["Session", "Poll", "Type", "Option", "Votes", "Percentage"])
    for c in pw[1]:
        c.font = Font(bold=True)
    for sess, pt, d in [("Morning plenary", p1, P1), ("Afternoon Q&A with the SLT", p2, P2)]:
        tot = sum(d.values())
        for k, v in d.items():
            pw.append([sess, pt, "Multiple choice (single answer)", k, v, round(v / tot, 4)])
            pw.cell(row=pw.max_row, column=6).number_format = "0%"
    qa = wb.create_sheet("Q&A")
    qa.append(["Session", "Question", "Asked by", "Upvotes", "Status", "Submitted at"])
    for c in qa[1]:
        c.font = Font(bold=True)
    qs = ["Will the hybrid-working policy be reviewed in 2026?", "When will the new pay bands be published?",
          "Can we get more bike parking at the Leeds office?", "Is the retreat optional for part-time staff?",
          "What is the plan for the intranet migration?", "Will there be a Christmas party this year?",
          "How are team budgets for training decided?", "Could forums be recorded for shift workers?",
          "Any update on the parental leave policy?", "Why did the canteen supplier change?",
          "Will the car park resurfacing affect access?", "Can we have captions on the livestream?",
          "How do we nominate colleagues for awards?", "Is there a timeline for the new CRM?"]
    ups = [23, 19, 4, 15, 7, 12, 9, 17, 14, 3, 2, 11, 5, 6]
    t = datetime(2025, 10, 16, 9, 40)
    for i, (qt, u) in enumerate(zip(qs, ups)):
        t += timedelta(minutes=rng.randint(2, 25))
        qa.append(["Morning plenary" if i < 8 else "Afternoon Q&A with the SLT", qt,
                   rng.choice(["Anonymous", "Anonymous", "Anonymous", "J. Falk", "P. Rahman", "T. Okafor"]), u,
                   rng.choice(["Answered", "Answered", "Archived", "Approved"]), t.strftime("%d/%m/%Y %H:%M")])
    save_xlsx(wb, name, "Pigeonhole Live")
    check_margin(P1, "Lakeside Lodge, Windermere")
    check_margin(P2, "Wednesday")
    record(name, "Pigeonhole Live (audience Q&A and polling), Admin Panel → Insights → Download event report (Excel), a staff forum with two sessions",
           "Workbook: 'Overview' key/value facts (attendees, questions, poll votes), 'Polls' as long rows (session, poll question, type, option, votes, percentage as fraction) holding two polls, and 'Q&A' with one row per audience question and its upvotes.",
           ".xlsx, 3 sheets",
           "From memory, unverified: an Excel event report with overview, polls and Q&A sheets; sheet and column names are my guesses.",
           {"answer": "ask",
            "ask_because": "Two polls (retreat venue and forum weekday) with different winners on one sheet; nothing says which is meant.",
            "acceptable": {p1: "Lakeside Lodge, Windermere", p2: "Wednesday"},
            "candidates": list(P1) + list(P2), "scores": {**P1, **P2},
            "scores_by_question": {p1: P1, p2: P2},
            "traps": ["'Wednesday' (67) beats 'Lakeside Lodge' (58) only across polls.",
                      "The Q&A sheet has upvote counts per question (not a decision); the Overview has larger numbers (171, 272).",
                      "Percentages are fractions formatted as %."]})


# ============================================================================ 5 Culture Amp
def make_cultureamp() -> None:
    name = "cultureamp_raw_data_export_autumn_pulse_2025.csv"
    rng = random.Random(5505)
    qb = "Which ONE of these benefits would you value most next year?"
    B = {"Learning & development budget": 46, "Extra wellbeing day": 38, "Home-office allowance": 29,
         "Commuter subsidy": 14}
    n = sum(B.values()) + 7
    ans = expand(B, rng) + [""] * 7
    rng.shuffle(ans)
    dept = expand({"Operations": 52, "Customer Success": 31, "Engineering": 28, "Finance": 14, "People": 9}, rng)
    items = ["I am proud to work for Northwind", "I would recommend Northwind as a great place to work",
             "I rarely think about looking for a job at another company",
             "My manager genuinely cares about my wellbeing", "I have access to the learning and development I need"]
    hdr = ["Response ID", "Survey", "Submitted At", "Department", "Location", "Tenure", "Manager?", "Gender"] + \
          [f"{it} (1-5)" for it in items] + [qb, "What is one thing we should start doing? (comment)"]
    rows = [hdr]
    t = datetime(2025, 10, 6, 8, 0)
    comments = ["", "", "", "More cross-team lunches", "Clearer promotion criteria, please", "",
                "Fix the VPN, it drops every afternoon", "", "Quarterly \"ask me anything\" with the CEO", "",
                "Flexible start times for parents", "", "Better onboarding docs,\nespecially for new managers"]
    for i in range(n):
        t += timedelta(minutes=rng.randint(10, 90))
        base = rng.choice([3, 4, 4, 5])
        rows.append([f"{rng.getrandbits(48):012x}", "Autumn Pulse 2025", t.strftime("%Y-%m-%dT%H:%M:%SZ"), dept[i],
                     rng.choice(["Manchester", "Manchester", "Glasgow", "Remote"]),
                     rng.choice(["< 1 year", "1-2 years", "2-5 years", "5+ years"]),
                     rng.choice(["No", "No", "No", "Yes"]), rng.choice(["Woman", "Man", "Woman", "Man", "Prefer not to say"])] +
                    [max(1, min(5, base + rng.choice([-1, 0, 0, 1]))) if rng.random() > 0.03 else "" for _ in items] +
                    [ans[i], rng.choice(comments)])
    put(name, csv_text(rows, sep=",", eol="\n").encode("utf-8"))
    check_margin(B, "Learning & development budget")
    record(name, "Culture Amp (employee engagement surveys), survey → Reports → Raw data export (CSV), an autumn pulse survey",
           "One row per response: a hex response id, survey name, ISO submit time, demographic columns (department, location, tenure, manager, gender), five 1–5 agreement items, one single-choice benefit question (7 blank), a free-text comment with quotes and line breaks.",
           "UTF-8, `,`, LF",
           "From memory, unverified: one row per response with demographics and numeric item columns; column names are my guesses.",
           {"answer": "winner", "winner": "Learning & development budget", "candidates": list(B), "question": qb,
            "scores": B, "winner_aliases": ["L&D budget"],
            "traps": ["'Department' is a categorical column with a bigger top count (Operations 52).",
                      "Five numeric 1–5 rating columns are not the decision.",
                      "The winning option contains '&'; a comment has an embedded line break."]})


# ============================================================================ 6 Nettskjema
def make_nettskjema() -> None:
    name = "nettskjema_svar_arsmote_idrettslag_nye_aktiviteter.xlsx"
    rng = random.Random(6606)
    qa = "Hvilke nye aktiviteter bør idrettslaget starte opp i 2026? (velg alle du ønsker)"
    opts = ["Padel", "Klatring", "Stisykling", "Orientering", "Seniortrim"]
    target = {"Padel": 35, "Klatring": 41, "Stisykling": 30, "Orientering": 18, "Seniortrim": 22}
    n = 63
    sel = {o: set(rng.sample(range(n), target[o])) for o in opts}
    grp = expand({"Voksen medlem": 34, "Foresatt": 19, "Ungdom (13–19 år)": 10}, rng)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Skjemainfo"
    for r in [["Skjema", "Årsmøte 2025 – nye aktiviteter"], ["Skjema-ID", 418273], ["Antall svar", n],
              ["Eksportert", "20.10.2025 21:12"], ["Eier", "Styret, Nordvik IL"]]:
        ws.append(r)
    sh = wb.create_sheet("Svar")
    sh.append(["Svar-ID", "Innsendt", "Medlemskategori", "Antall år som medlem"] +
              [f"{qa} [{o}]" for o in opts] + ["Andre forslag"])
    for c in sh[1]:
        c.font = Font(bold=True)
    t = datetime(2025, 10, 1, 17, 0)
    extra = ["", "", "", "", "Svømming for barn", "Innebandy for voksne", "", "Yoga", ""]
    for i in range(n):
        t += timedelta(minutes=rng.randint(20, 400))
        sh.append([31000000 + rng.randint(0, 999999), t.strftime("%d.%m.%Y %H:%M"), grp[i], rng.randint(0, 25)] +
                  [1 if i in sel[o] else 0 for o in opts] + [rng.choice(extra)])
    save_xlsx(wb, name, "Nettskjema")
    scores = {o: len(sel[o]) for o in opts}
    check_margin(scores, "Klatring")
    record(name, "Nettskjema (University of Oslo form service, used by Norwegian clubs), Resultater → Last ned (Excel), Norwegian UI, an annual-meeting survey",
           "Workbook: an info sheet (form name, id, number of answers, export time), then 'Svar' with one row per answer: a large answer id, Norwegian datetime, a member category, years of membership, one 1/0 column per option of a checkbox question headed '<question> [<option>]', and a free-text column.",
           ".xlsx, 2 sheets",
           "From memory, unverified: I recall Nettskjema exports with one column per checkbox option; the 1/0 values, headers and the info sheet are my guesses.",
           {"answer": "winner", "winner": "Klatring", "candidates": opts, "question": qa, "scores": scores,
            "sheet": "Svar", "winner_aliases": ["Climbing"],
            "traps": ["Approval voting: one 1/0 column per option; count the 1s per column.",
                      "'Svar-ID' and 'Antall år som medlem' are numeric columns with larger sums.",
                      "'Medlemskategori' is a categorical column with a bigger top count (34).",
                      "The info sheet comes first."]})


# ============================================================================ 7 Auctria
def make_auctria() -> None:
    name = "auctria_bid_history_item_118_lake_cabin_weekend.csv"
    rng = random.Random(7707)
    seq = [(250, "A"), (275, "E"), (300, "B"), (325, "A"), (350, "D"), (400, "E"), (425, "A"), (450, "B"),
           (500, "C"), (525, "D"), (575, "E"), (600, "C"), (620, "E"), (650, "B"), (680, "D"), (700, "C"),
           (760, "B"), (800, "F"), (850, "C"), (900, "G"), (1000, "C"), (1050, "F"), (1100, "G"), (1150, "F"),
           (1300, "G")]
    bidders = {"A": ("112", "Marisol Dunmore"), "B": ("087", "Trevor Whitlock"), "C": ("134", "Hannah Galloway"),
               "D": ("009", "Raj & Meena Pereira"), "E": ("156", "Colleen Abbott"), "F": ("061", "Derek Lindqvist"),
               "G": ("143", "Yvette Brennan")}
    label = {k: f"{v[1]}" for k, v in bidders.items()}
    bids = [(label[b], a) for a, b in seq]
    mx, scores = bid_scores(bids)
    w = check_bid_margin(scores)
    rows = [["Item #", "Item Name", "Category", "Bid Amount", "Bidder #", "Bidder Name", "Bidder Email", "Bid Date",
             "Status"]]
    t = datetime(2025, 10, 11, 18, 2)
    for i, (a, b) in enumerate(seq):
        t += timedelta(minutes=rng.randint(1, 30), seconds=rng.randint(0, 59))
        num, nm = bidders[b]
        em = nm.split()[0].lower() + "." + nm.split()[-1].lower() + "@example.org"
        rows.append(["118", "Lake Cabin Weekend (sleeps 6, Oct–Apr)", "Travel & Getaways", f"${a:,.2f}", num, nm, em,
                     t.strftime("%m/%d/%Y %I:%M %p"), "Winning" if i == len(seq) - 1 else "Outbid"])
    put(name, csv_text(rows, sep=",", eol="\r\n").encode("utf-8"))
    record(name, "Auctria (charity auction software), Reports → Bids → Export (CSV) filtered to one item, a school foundation's silent auction",
           "Bid log, oldest first: item number, item name with a comma, category, amount '$1,050.00', bidder number (zero-padded), bidder name (one couple with '&'), e-mail, US 12-hour time, Outbid / Winning status.",
           "UTF-8, `,`, CRLF",
           "From memory, unverified: column names and the Outbid/Winning status are my guesses at Auctria's bid report.",
           {"answer": "winner", "winner": w, "winner_aliases": [f"${int(w):,.2f}", f"${int(w)}"],
            "candidates": list(scores), "question": BID_QUESTION, "scores": scores, "bidder_max_bids": mx,
            "traps": ["Amounts are text with '$' and thousands commas.",
                      "Item # 118 and bidder numbers are numbers that are not bids.",
                      "Several bids per bidder; only each bidder's highest counts."]})


# ============================================================================ 8 Ruten (Big5)
def make_ruten() -> None:
    name = "ruten_chujia_jilu_tatung_dianguo_big5.txt"
    rng = random.Random(8808)
    # oldest -> newest (amount, bidder)
    seq = [(520, "a"), (600, "b"), (680, "c"), (750, "a"), (820, "d"), (900, "b"), (980, "e"), (1050, "c"),
           (1120, "d"), (1200, "f"), (1280, "b"), (1350, "e"), (1420, "f"), (1500, "g"), (1580, "e"),
           (1650, "g"), (1800, "f"), (2050, "g")]
    names = {"a": "s***9 (12)", "b": "m***a (305)", "c": "t***2 (48)", "d": "c***n (7)", "e": "j***3 (128)",
             "f": "l***o (516)", "g": "w***y (89)"}
    bids = [(names[b], a) for a, b in seq]
    mx, scores = bid_scores(bids)
    w = check_bid_margin(scores)
    lines = ["商品名稱\t大同電鍋 TAC-10A 綠色 十人份 早期 懷舊 二手", "商品編號\t22510184736025",
             "起標價\tNT$ 500", "直接購買價\t無", "結標時間\t2025/10/19 22:00:00", "", "出價者\t出價金額\t數量\t出價時間"]
    t = datetime(2025, 10, 19, 21, 59, 40)
    times = []
    for _ in seq:
        times.append(t)
        t -= timedelta(minutes=rng.randint(4, 240), seconds=rng.randint(0, 59))
    for (a, b), tm in zip(reversed(seq), times):
        lines.append(f"{names[b]}\tNT$ {a:,}\t1\t{tm.strftime('%Y/%m/%d %H:%M:%S')}")
    lines += ["", "共 18 筆出價紀錄"]
    data = "\r\n".join(lines) + "\r\n"
    put(name, data.encode("big5"))
    record(name, "露天拍賣 Ruten (Taiwanese auction site), item page '出價紀錄' (bid record), copied from the browser into Windows Notepad (Traditional Chinese Windows) and saved as ANSI = Big5",
           "Key/value title lines (item name, a 14-digit item number, starting price 'NT$ 500', end time), a blank line, then a tab-separated bid list newest first: masked bidder with rating in brackets, 'NT$ 1,050', quantity 1, 'yyyy/mm/dd HH:MM:SS'; a footer line counting the bids.",
           "Big5 (cp950), TAB, CRLF",
           "From memory, unverified: masked bidder ids with ratings and the column order of Ruten's bid record; Notepad's 'ANSI' being Big5 on a Traditional Chinese Windows is from memory.",
           {"answer": "winner", "winner": w, "winner_aliases": [f"NT$ {int(w):,}", f"{int(w):,}"],
            "candidates": list(scores), "question": BID_QUESTION, "scores": scores, "bidder_max_bids": mx,
            "traps": ["Big5-encoded Chinese text; not UTF-8.",
                      "The 14-digit item number and the starting price 'NT$ 500' are not bids.",
                      "A quantity column of 1s; newest bid first; several bids per bidder."]})


# ============================================================================ 9 todocoleccion (UTF-16 BE)
def make_todocoleccion() -> None:
    name = "todocoleccion_historial_pujas_lote_sifon_lladro_textedit.txt"
    rng = random.Random(9909)
    seq = [(21, "a"), (23, "b"), (25, "a"), (28, "c"), (30, "d"), (32, "b"), (34, "c"), (36, "e"), (38, "d"),
           (41, "e"), (43, "f"), (45, "e"), (49, "f"), (55, "f")]
    names = {"a": "pep***el (14)", "b": "mar***z (312)", "c": "ant***s (57)", "d": "col***2 (1.024)",
             "e": "lui***o (88)", "f": "bea***a (203)"}
    bids = [(names[b], a) for a, b in seq]
    mx, scores = bid_scores(bids)
    w = check_bid_margin(scores)

    def eur(a):
        return f"{a},00 €"
    lines = ["Figura Lladró «Niña con sifón» ref. 5.221 – perfecto estado", "",
             "Precio de salida: 20,00 €", "Finaliza: 19/10/2025 21:30", "", "Historial de pujas", "",
             "Usuario\tPuja\tFecha"]
    t = datetime(2025, 10, 19, 21, 28, 55)
    out = []
    for a, b in reversed(seq):
        out.append(f"{names[b]}\t{eur(a)}\t{t.strftime('%d/%m/%Y %H:%M:%S')}")
        t -= timedelta(minutes=rng.randint(10, 600), seconds=rng.randint(0, 59))
    lines += out + ["", "14 pujas · 6 pujadores"]
    data = "\n".join(lines) + "\n"
    put(name, b"\xfe\xff" + data.encode("utf-16-be"))
    w_eur = eur(int(w))
    record(name, "todocoleccion.net (Spanish collectors' auction site), lot page 'Historial de pujas', copied from Safari into macOS TextEdit (plain text) and saved with encoding 'Unicode (UTF-16)'",
           "Copied page text: item title with guillemets, a blank line, starting price and end time lines, a 'Historial de pujas' heading, then a tab-separated list newest first: masked user with rating (thousands dot '1.024'), amount '49,00 €', 'dd/mm/yyyy HH:MM:SS'; a summary footer.",
           "UTF-16 BE with BOM, TAB, LF",
           "From memory, unverified: TextEdit's 'Unicode (UTF-16)' writing big-endian with a BOM, and the masked-user layout of the bid history.",
           {"answer": "winner", "winner": w, "winner_aliases": [w_eur, f"{w} €", f"{w},00"],
            "candidates": list(scores), "question": BID_QUESTION, "scores": scores,
            "bidder_max_bids": mx,
            "traps": ["UTF-16 big-endian with BOM, LF line ends.",
                      "Decimal comma amounts '49,00 €'; a rating '(1.024)' uses a thousands dot.",
                      "'ref. 5.221' and the starting price '20,00 €' are not bids."]})


# ============================================================================ 10 phpMyAdmin cp1254
def make_phpmyadmin() -> None:
    name = "phpmyadmin_oylar_mahalle_dernegi_lokal_cp1254.csv"
    rng = random.Random(1010)
    C = {"Bahçelievler Çarşı Üstü (2. kat)": 44, "Eski Muhtarlık Binası": 31, "Kültür Merkezi Zemin Kat": 22}
    votes = expand(C, rng) + [None] * 5
    rng.shuffle(votes)
    first = ["Ayşe", "Mehmet", "Fatma", "Ahmet", "Emine", "Hüseyin", "Hatice", "İbrahim", "Zeynep", "Mustafa",
             "Elif", "Ömer", "Şule", "Gökhan", "Özlem", "Çağrı", "Derya", "İsmail"]
    last = ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Öztürk", "Aydın", "Özdemir", "Arslan",
            "Doğan", "Kılıç", "Aslan", "Çetin", "Koç", "Kurt", "Özkan", "Şimşek"]
    ppl = people(rng, len(votes), first, last)
    rows = [["id", "uye_no", "ad_soyad", "oy", "kanal", "oy_zamani"]]
    t = datetime(2025, 10, 4, 10, 0)
    for i, v in enumerate(votes):
        t += timedelta(minutes=rng.randint(3, 200), seconds=rng.randint(0, 59))
        rows.append([i + 1, 1000 + rng.randint(1, 850), f"{ppl[i][0]} {ppl[i][1]}", "NULL" if v is None else v,
                     rng.choice(["web", "web", "web", "sms"]), t.strftime("%Y-%m-%d %H:%M:%S")])
    put(name, csv_text(rows, sep=";", eol="\r\n", always=True).encode("cp1254"))
    check_margin(C, "Bahçelievler Çarşı Üstü (2. kat)")
    record(name, "phpMyAdmin, table `oylar` → Export → Custom → Format 'CSV for MS Excel' (Excel edition: Windows, column names in first row), character set of the file windows-1254, a neighbourhood association's vote on new premises",
           "Raw database rows, one per vote: id, member number, full name, the choice (NULL written as the text 'NULL' for members who opened but did not vote), channel (web/sms), SQL datetime.",
           "Windows-1254 (Turkish), `;`, CRLF, every field quoted",
           "Partly verified against phpMyAdmin's CSV/Excel export plugin source (found by code search): the 'CSV for MS Excel' format with the Windows edition uses ';' as separator, '\"' as enclosure and escape and CRLF line ends. Quoting every value, 'NULL' as the null replacement, the header row and the file character-set option are from memory.",
           {"answer": "winner", "winner": "Bahçelievler Çarşı Üstü (2. kat)", "candidates": list(C), "question": "oy",
            "scores": C, "winner_aliases": ["Bahçelievler Çarşı Üstü"],
            "traps": ["Turkish letters (ı, İ, ş, ğ) in Windows-1254; Latin-1 decoding garbles them.",
                      "'kanal' is a categorical column with a bigger top count (web).",
                      "Five 'NULL' votes are not an option; 'id' and 'uye_no' are numbers."]})


# ============================================================================ 11 sqlite3
def make_sqlite() -> None:
    name = "sqlite3_csv_hackerspace_printer_approval_votes.csv"
    rng = random.Random(1111)
    opts = ["Bambu Lab P1S", "Prusa MK4S", "Voron 2.4 (350mm, kit)", "Creality K1C", "Prusa Core One"]
    w = [0.78, 0.55, 0.45, 0.35, 0.4]
    voters = [f"@{rng.choice(['maker', 'solder', 'byte', 'laser', 'cnc', 'pixel', 'flux', 'servo'])}_{rng.choice(['kat', 'jo', 'ben', 'mi', 'rae', 'ole', 'nik', 'sam', 'tim', 'ada'])}{rng.randint(1, 99)}"
              for _ in range(46)]
    voters = list(dict.fromkeys(voters))
    rows = [["vote_id", "voter", "voted_at", "option"]]
    t = datetime(2025, 10, 8, 19, 30)
    vid = 0
    counts = Counter()
    for v in voters:
        picks = [o for o, p in zip(opts, w) if rng.random() < p]
        if not picks:
            picks = [rng.choice(opts)]
        t += timedelta(minutes=rng.randint(1, 240), seconds=rng.randint(0, 59))
        for o in picks:
            vid += 1
            counts[o] += 1
            rows.append([vid, v, t.strftime("%Y-%m-%d %H:%M:%S"), o])
    scores = {o: counts[o] for o in opts}
    check_margin(scores, "Bambu Lab P1S")
    put(name, csv_text(rows, sep=",", eol="\r\n").encode("utf-8"))
    record(name, "SQLite command-line shell: sqlite3 -header -csv bot.db \"SELECT v.id AS vote_id, ... ORDER BY v.id\" > file, votes stored by a hackerspace's Telegram poll bot",
           "Long approval data: one row per (voter, approved option) with a vote id, the voter's handle and a timestamp; voters approve one to five printers; an option name contains a comma.",
           "UTF-8, `,`, CRLF, minimal quoting",
           "Partly verified against the SQLite shell source (found by code search): '.mode csv' sets the column separator to ',' and the row separator to CRLF. Minimal quoting and the header line with -header are from memory.",
           {"answer": "winner", "winner": "Bambu Lab P1S", "candidates": opts, "question": "option",
            "scores": scores,
            "traps": ["Long format: one row per approval, count rows per option.",
                      "'Voron 2.4 (350mm, kit)' is quoted because of its comma.",
                      "vote_id is a running number."]})


# ============================================================================ 12 Metabase
def make_metabase() -> None:
    name = "metabase_query_result_player_of_the_season_votes_by_group.csv"
    data = {
        "Jonas Eriksen": ("Harbour Rovers", [9, 8, 6, 45]),
        "Malik Osei": ("Northgate Athletic", [4, 3, 2, 52]),
        "Tomás Ruiz": ("St Aidan's FC", [3, 5, 4, 22]),
        "Kofi Mensah": ("Westfield United", [2, 1, 3, 18]),
        "Liam Byrne": ("Castle Park", [2, 3, 1, 15]),
    }
    groups = ["Captains", "Coaches", "Referees", "Supporters (online)"]
    rows = [["Nominee", "Club", "Voter Group", "Count"]]
    for nom, (club, cs) in sorted(data.items()):
        for g, c in zip(groups, cs):
            rows.append([nom, club, g, c])
    put(name, csv_text(rows, sep=",", eol="\n").encode("utf-8"))
    scores = {k: sum(v[1]) for k, v in data.items()}
    check_margin(scores, "Jonas Eriksen")
    record(name, "Metabase (open-source BI), a saved question 'Player of the season votes' summarized as Count by Nominee, Club and Voter Group → Download results → .csv, a Sunday league's award",
           "Long count table: one row per (nominee, club, voter group) with a count; four voter groups; the nominee with the most votes overall wins.",
           "UTF-8, `,`, LF",
           "From memory, unverified: Metabase CSV downloads of a summarized question with the breakout columns first and 'Count' last, sorted by the first breakout.",
           {"answer": "winner", "winner": "Jonas Eriksen", "candidates": list(data), "question": "Count by Nominee",
            "scores": scores,
            "traps": ["Counts must be summed over voter groups.",
                      "The largest single row (Malik Osei, Supporters 52) belongs to the runner-up.",
                      "'Club' is a second label column; 'Voter Group' is not a candidate."]})


# ============================================================================ 13 Wenjuanxing (ask, GB18030)
def make_wjx() -> None:
    name = "wjx_287461935_anxuanxiangwenben_chunyou_diaocha_gbk.csv"
    rng = random.Random(1313)
    q1 = "1、您的孩子目前就读的年级是："
    q2 = "2、您希望今年春游去哪里？"
    q3 = "3、您希望哪一天出发？"
    q4 = "4、您对去年春游活动的满意程度："
    G = {"三年级": 48, "四年级": 37, "五年级": 30, "六年级": 26}
    D = {"杭州野生动物世界": 52, "良渚古城遗址公园": 39, "千岛湖": 31, "西湖（步行＋游船）": 19}
    T = {"4月10日（周五）": 35, "4月17日（周五）": 63, "4月24日（周五）": 43}
    n = sum(G.values())
    assert n == sum(D.values()) == sum(T.values())
    a1, a2, a3 = expand(G, rng), expand(D, rng), expand(T, rng)
    rows = [["序号", "提交答卷时间", "所用时间", "来源", "来源详情", "来自IP", q1, q2, q3, q4]]
    t = datetime(2026, 3, 2, 19, 0)
    for i in range(n):
        t += timedelta(minutes=rng.randint(1, 60), seconds=rng.randint(0, 59))
        rows.append([i + 1, t.strftime("%Y/%m/%d %H:%M:%S"), f"{rng.randint(28, 300)}秒",
                     rng.choice(["微信", "微信", "微信", "手机提交", "链接"]), "直接访问",
                     f"{ip(rng)}({rng.choice(['浙江-杭州', '浙江-湖州', '上海-上海', '浙江-嘉兴'])})",
                     a1[i], a2[i], a3[i], rng.choice([3, 4, 4, 5, 5, 2])])
    put(name, csv_text(rows, sep=",", eol="\r\n").encode("gb18030"))
    check_margin(D, "杭州野生动物世界")
    check_margin(T, "4月17日（周五）")
    record(name, "问卷星 Wenjuanxing (wjx.cn, Chinese survey platform), 分析&下载 → 下载答卷数据 → 按选项文本下载 (CSV), a primary school parents' spring-outing survey",
           "One row per answer sheet: 序号, submit time 'yyyy/mm/dd HH:MM:SS', time used 'N秒', source (微信 …), source detail, IP with a province-city suffix; then a grade question, two single-choice decisions (destination, departure date) and a 1–5 satisfaction score.",
           "GB18030 (GBK-compatible), `,`, CRLF",
           "From memory, unverified: the system columns 序号 / 提交答卷时间 / 所用时间 / 来源 / 来源详情 / 来自IP and question headers numbered '1、…' are my recollection of the export; the CSV encoding being GBK is a guess.",
           {"answer": "ask",
            "ask_because": "Two real decisions (destination and departure date) with different winners; nothing says which is meant.",
            "acceptable": {q2: "杭州野生动物世界", q3: "4月17日（周五）"},
            "candidates": list(D) + list(T), "scores": {**D, **T},
            "scores_by_question": {q2: D, q3: T},
            "traps": ["GBK/GB18030 bytes, not UTF-8.",
                      "'4月17日（周五）' (63) beats the destination winner (52) only across questions.",
                      "The grade question is categorical (三年级 48), not a decision; satisfaction is numeric 1–5.",
                      "Full-width parentheses and '＋' inside options."]})


# ============================================================================ 14 Canny
def make_canny() -> None:
    name = "canny_posts_export_member_app_feature_requests.csv"
    rng = random.Random(1414)
    posts = [
        ("Offline mode for the class timetable", "Open", 87, 14),
        ("Apple Wallet / Google Wallet membership card", "Under Review", 74, 9),
        ("Book a guest pass for a friend", "Planned", 61, 7),
        ("Show how busy the gym is right now", "In Progress", 55, 22),
        ("Waitlist notifications for full classes", "Open", 49, 5),
        ("Dark mode", "Complete", 42, 31),
        ("Freeze membership from the app", "Open", 38, 4),
        ("Export workout history to CSV", "Open", 26, 3),
        ("Instructor ratings after class", "Closed", 19, 12),
        ("Sauna booking", "Open", 17, 2),
        ("Family account with one payment", "Under Review", 33, 6),
        ("Push reminder 1h before class", "Complete", 29, 8),
        ("Multiple languages (Polish, Ukrainian)", "Open", 21, 3),
        ("Pay for personal training sessions in-app", "Open", 12, 1),
    ]
    details = ["", "Would be great, especially on the underground where there's no signal.",
               "Please! I always forget my card.\nThe QR code in the app is slow to load.",
               "Right now I have to call the front desk, which is \"fun\" at 6am.", "", "+1 from our team",
               "Similar to how other apps do it, with a live counter."]
    rows = [["Title", "Details", "Board", "Category", "Status", "Votes", "Comments", "Author", "Author Email",
             "Created", "ETA", "Tags", "URL"]]
    t = datetime(2025, 3, 1, 9, 0)
    ppl = people(rng, len(posts))
    for i, (title, st, v, c) in enumerate(posts):
        t += timedelta(days=rng.randint(1, 14), minutes=rng.randint(0, 600))
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        rows.append([title, rng.choice(details), "Member App", rng.choice(["Booking", "Account", "Classes", "General"]),
                     st, v, c, f"{ppl[i][0]} {ppl[i][1]}",
                     f"{ppl[i][0].lower()}.{ppl[i][1].lower()}@example.net", t.strftime("%Y-%m-%dT%H:%M:%S.000Z"),
                     "" if st not in ("Planned", "In Progress") else "2026-01", "" if rng.random() < .6 else "mobile",
                     f"https://feedback.example.com/member-app/p/{slug}"])
    put(name, csv_text(rows, sep=",", eol="\n").encode("utf-8"))
    scores = {p[0]: p[2] for p in posts}
    check_margin(scores, "Offline mode for the class timetable")
    record(name, "Canny (product feedback boards), Settings → Export → Posts (CSV), a gym chain's member-app idea board",
           "Idea list: one row per post with title, details (quotes, line breaks), board, category, status, a Votes count, a Comments count, author, e-mail, ISO time, ETA, tags, URL; the most-voted post is the top request.",
           "UTF-8, `,`, LF",
           "From memory, unverified: the column names of Canny's posts export are my guesses.",
           {"answer": "winner", "winner": "Offline mode for the class timetable", "candidates": list(scores),
            "question": "Votes", "scores": scores,
            "traps": ["'Comments' is a second count column; 'Dark mode' has the most comments (31).",
                      "Status column (Open / Complete / Planned …) is categorical.",
                      "Multi-line, quoted details cells."]})


# ============================================================================ 15 Encuesta Fácil (cp1252)
def make_encuestafacil() -> None:
    name = "encuestafacil_respuestas_individuales_ampa_extraescolar.csv"
    rng = random.Random(1515)
    q1 = "P1. ¿En qué curso está su hijo/a (el mayor, si tiene varios)?"
    q2 = "P2. ¿Qué nueva actividad extraescolar debería financiar el AMPA el próximo curso?"
    q3 = "P3. ¿Cuánto estaría dispuesto/a a pagar al mes (€)?"
    q4 = "P4. Comentarios"
    A = {"Robótica y programación": 34, "Teatro": 27, "Ajedrez": 19, "Inglés con profesorado nativo": 15}
    nc = sum(A.values())
    npart = 9
    cursos = ["1º Primaria", "2º Primaria", "3º Primaria", "4º Primaria", "5º Primaria", "6º Primaria"]
    a2 = expand(A, rng)
    rows = [["Encuesta:", "Nuevas actividades extraescolares 2026/27 – AMPA CEIP Virgen del Pilar"],
            ["Fecha de exportación:", "20/10/2025 22:41"],
            ["Respuestas completas:", nc], ["Respuestas parciales:", npart], [],
            ["ID respuesta", "Fecha inicio", "Fecha fin", "Estado", "Idioma", q1, q2, q3, q4]]
    t = datetime(2025, 10, 6, 8, 30)
    status = ["Completada"] * nc + ["Parcial"] * npart
    rng.shuffle(status)
    k = 0
    coms = ["", "", "", "Que sea a partir de las 16:00, por favor", "", "Mi hija ya hace ajedrez fuera; prefiero teatro",
            "", "¿Habrá becas para familias numerosas?", ""]
    for i, st in enumerate(status):
        t += timedelta(minutes=rng.randint(5, 300))
        end = t + timedelta(seconds=rng.randint(50, 400))
        if st == "Completada":
            ans = a2[k]
            k += 1
            pay = f"{rng.choice([10, 12.5, 15, 18, 20, 25, 30]):.2f}".replace(".", ",")
            rows.append([4817200 + i * 7, t.strftime("%d/%m/%Y %H:%M"), end.strftime("%d/%m/%Y %H:%M"), st,
                         "Español", rng.choice(cursos), ans, pay, rng.choice(coms)])
        else:
            rows.append([4817200 + i * 7, t.strftime("%d/%m/%Y %H:%M"), "", st, "Español", rng.choice(cursos), "", "",
                         ""])
    put(name, csv_text(rows, sep=";", eol="\r\n").encode("cp1252"))
    check_margin(A, "Robótica y programación")
    record(name, "Encuesta Fácil (encuestafacil.com, Spanish survey tool), Resultados → Exportar → Respuestas individuales (CSV), a primary-school parents' association (AMPA) survey",
           "Title block (survey, export date, complete and partial counts), a blank line, then one row per response: numeric response id, start and end 'dd/mm/yyyy HH:MM', status Completada / Parcial, language, the child's year, the decision question, a monthly amount with a decimal comma, comments; partial rows have no answers.",
           "Windows-1252, `;`, CRLF, decimal comma",
           "From memory, unverified: the title block and column names are my guesses; a Spanish-locale CSV in Windows-1252 with ';' is assumed.",
           {"answer": "winner", "winner": "Robótica y programación", "candidates": list(A), "question": q2,
            "scores": A, "winner_aliases": ["Robótica"],
            "traps": ["Five title/blank lines above the header.",
                      "'€' and accented letters are Windows-1252 bytes.",
                      "P3 amounts like '12,50' use a decimal comma; response ids are large numbers.",
                      "Nine 'Parcial' rows have no decision answer."]})


# ============================================================================ main
README_HEAD = """# Blind test set H

15 synthetic exports, each laid out the way the named tool (or a real user workflow around it) writes it. None of
the tools is one named in sets A–G or in `tests/exports/` file names. The sealed answers are in `expected.json`.
This README gives no answers. Regenerate everything (files, `expected.json`, this README) from the repository root with

```
/work/main/.venv/bin/python tests/blind/set_h/make_set.py
```

The script is deterministic: fixed seeds, and fixed document and zip timestamps inside the .xlsx files, so two
runs give identical bytes (checked with sha256, also under a different `PYTHONHASHSEED`). It uses only the
standard library and openpyxl. All people, e-mail addresses (example.org / example.net / example.com), IDs and IP
addresses (RFC 5737 ranges) are invented.

The author of this set never read the upload reader (`dpcore/`, `ui/`, `pages/`, `app.py`, the tests or the
earlier results) and did not run it on these files.

Evidence: "verified" means I checked the layout against the tool's source code, documentation, test fixtures or
real downloads kept in a public repository, through the search index. "From memory" means I did not check it.
Where only part was checked, the row says which part. Most layouts here are from memory: the search index had
little on these tools, and one candidate (a participatory-budgeting platform) was dropped after its exporter
source showed that its CSV carries no vote counts.

| file | tool | shape | encoding / dialect | evidence |
|---|---|---|---|---|
"""

README_TAIL = """
Shapes covered:

- an e-voting results export: facts block, result table with decimal-comma percent text, valid / abstain / invalid / sum rows
- ranked ballots with candidate names in 'Rank n' columns, partial and empty ballots
- an LMS survey workbook: per-question summary (mode, median, mean), per-question frequency sheets and a participant sheet
- an audience Q&A / polling workbook with two polls stacked as long rows and a Q&A upvote sheet (ask)
- an engagement-survey raw export with demographics, five 1–5 items and one single-choice decision
- a form-service workbook with an info sheet first and an approval question as one 1/0 column per option
- three bid logs: US dollars oldest first with status column; Taiwan dollars in Big5 newest first; euros with decimal commas in UTF-16 BE copied page text
- raw SQL rows from a database admin tool in Windows-1254 with every field quoted and 'NULL' text
- long approval rows from a database shell (CRLF)
- a BI long count table that must be summed over voter groups
- a Chinese survey export in GB18030 with two decisions (ask)
- an idea-board export with Votes and Comments count columns
- a Spanish survey export in Windows-1252 with a title block, partial responses and decimal-comma amounts

Counts: 4 of the 15 are .xlsx, 3 are bid logs, 1 ranking, 2 approval files, and 2 are "ask" cases (answer `ask`,
with the acceptable readings listed in `expected.json`). Encodings: UTF-8, UTF-8 with BOM, UTF-16 BE with BOM,
Big5, GB18030, Windows-1254 and Windows-1252. Separators: comma, semicolon and tab. Line ends: LF and CRLF.

`expected.json` holds, for each file:

- the tool and the format evidence
- the shape
- the answer (winner or ask)
- the candidates and their scores
- the question or sheet the answer is about
- traps for a naive reader

Bid files also carry `bidder_max_bids`. The ranked file carries `rule` and extra score variants. Some entries have
`winner_aliases`.
"""


def main() -> None:
    for fn in (make_polyas, make_rankedvote, make_ilias, make_pigeonhole, make_cultureamp, make_nettskjema,
               make_auctria, make_ruten, make_todocoleccion, make_phpmyadmin, make_sqlite, make_metabase,
               make_wjx, make_canny, make_encuestafacil):
        fn()
    assert len(EXPECTED) == 15
    (OUT / "expected.json").write_text(json.dumps(EXPECTED, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
                                       encoding="utf-8")
    md = README_HEAD
    for name, tool, shape, enc, ev in README_ROWS:
        md += f"| `{name}` | {tool} | {shape} | {enc} | {ev} |\n"
    md += README_TAIL
    (OUT / "README.md").write_text(md, encoding="utf-8")


if __name__ == "__main__":
    main()
