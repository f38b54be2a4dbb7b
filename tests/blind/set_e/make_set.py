#!/usr/bin/env python3
"""Regenerate the sealed blind test set E (20 synthetic exports + expected.json).

Run from the repository root:  .venv/bin/python tests/blind/set_e/make_set.py

Deterministic: each generator has its own fixed seed, the .xlsx files get fixed
document timestamps and fixed zip-entry times, so two runs give identical bytes.
Standard library + openpyxl only.  Every person, id, e-mail address (example.org)
and IP address (RFC 5737 ranges) is invented.
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
from openpyxl.styles import Alignment, Font

OUT = Path(__file__).resolve().parent
EXPECTED: dict[str, dict] = {}
FIXED_DT = datetime(2025, 6, 3, 9, 15, 0)

FIRST = ["Aino", "Benedikt", "Carla", "Darius", "Eva", "Fionn", "Greta", "Hamza", "Ilse", "Jakub", "Kaia",
         "Lorenzo", "Maren", "Nils", "Odile", "Pieter", "Rania", "Stellan", "Tamsin", "Umar", "Vera", "Wilhelm",
         "Xenia", "Yannick", "Zara", "Anouk", "Bastian", "Cosima", "Dev", "Esme", "Felix", "Gemma", "Hugo",
         "Isla", "Joaquín", "Kofi", "Lena", "Matteo", "Noor", "Otto", "Paula", "Ravi", "Saskia", "Theo",
         "Ursula", "Viktor", "Wanda", "Yasmin", "Zoltan", "Amelie"]
LAST = ["Albers", "Brandt", "Costa", "Dijkstra", "Ekström", "Ferreira", "Grünewald", "Hoffmann", "Iversen",
        "Janssens", "Kuznetsova", "Lindgren", "Marchetti", "Novak", "O'Brien", "Pereira", "Quinn", "Ramos",
        "Sørensen", "Tanaka", "Ulrich", "Vasquez", "Wójcik", "Yamamoto", "Zimmermann", "Abbott", "Bianchi",
        "Carvalho", "Dubois", "Engel", "Fitzgerald", "Gashi", "Holm", "Ito", "Jensen", "Kaur", "Laine",
        "Mendes", "Nowak", "Olsen"]


# ----------------------------------------------------------------------------- helpers
def put(name: str, data: bytes) -> None:
    (OUT / name).write_bytes(data)


def _cell(value: object, sep: str, always: bool) -> str:
    s = "" if value is None else str(value)
    if always or any(c in s for c in (sep, '"', "\n", "\r")):
        return '"' + s.replace('"', '""') + '"'
    return s


def csv_text(rows, sep: str = ",", eol: str = "\r\n", always: bool = False) -> str:
    return "".join(sep.join(_cell(v, sep, always) for v in r) + eol for r in rows)


def ip(rng: random.Random) -> str:
    return f"{rng.choice(['192.0.2', '198.51.100', '203.0.113'])}.{rng.randint(2, 254)}"


def slug(s: str) -> str:
    import unicodedata
    s = s.replace("ø", "o").replace("ß", "ss").replace("ł", "l").replace("'", "")
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().lower().replace(" ", "")


def people(rng: random.Random, n: int, first=FIRST, last=LAST) -> list[tuple[str, str]]:
    seen: set[tuple[str, str]] = set()
    out: list[tuple[str, str]] = []
    while len(out) < n:
        p = (rng.choice(first), rng.choice(last))
        if p not in seen:
            seen.add(p)
            out.append(p)
    return out


def assign_exact(rng: random.Random, counts: dict, total: int | None = None, filler=None) -> list:
    vals: list = []
    for k, c in counts.items():
        vals += [k] * c
    if total is not None:
        assert len(vals) <= total
        vals += [filler] * (total - len(vals))
    rng.shuffle(vals)
    return vals


def argmax(scores: dict) -> str:
    return max(scores, key=lambda k: scores[k])


def check_margin(scores: dict, winner: str, min_abs: float = 2) -> None:
    assert argmax(scores) == winner, (winner, scores)
    for k, v in scores.items():
        if k != winner:
            assert scores[winner] - v >= min_abs, (winner, k, scores)


def num_str(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:.2f}".rstrip("0").rstrip(".")


def posted_price(maxes: dict[str, float], prices) -> dict[str, float]:
    """Score of a posted price p = p x number of bidders whose highest valid bid is >= p."""
    out = {}
    for p in sorted(set(prices)):
        out[num_str(p)] = round(p * sum(1 for m in maxes.values() if m >= p), 2)
    return out


def irv(ballots: list[list[str]], cands: list[str]) -> tuple[str, list[dict]]:
    alive = list(cands)
    rounds = []
    while True:
        c = Counter()
        for b in ballots:
            for x in b:
                if x in alive:
                    c[x] += 1
                    break
        rounds.append({k: c.get(k, 0) for k in alive})
        total = sum(c.values())
        top = max(alive, key=lambda k: c.get(k, 0))
        if c.get(top, 0) * 2 > total or len(alive) == 1:
            return top, rounds
        low = min(alive, key=lambda k: c.get(k, 0))
        alive.remove(low)


def borda(ballots: list[list[str]], cands: list[str], top: int) -> dict[str, int]:
    """Truncated Borda: rank 1 gets `top` points, rank 2 gets top-1, ...; unranked 0."""
    s = {c: 0 for c in cands}
    for b in ballots:
        for i, x in enumerate(b):
            if x in s:
                s[x] += max(top - i, 0)
    return s


def pairwise(ballots: list[dict[str, int]], cands: list[str]) -> dict[tuple[str, str], int]:
    """ballots as {cand: rank}; an unranked candidate is below every ranked one; two unranked: no preference."""
    m = {(a, b): 0 for a in cands for b in cands if a != b}
    for bal in ballots:
        for a in cands:
            for b in cands:
                if a == b:
                    continue
                ra, rb = bal.get(a), bal.get(b)
                if ra is not None and (rb is None or ra < rb):
                    m[(a, b)] += 1
    return m


def copeland(m: dict, cands: list[str]) -> dict[str, int]:
    return {a: sum(1 for b in cands if b != a and m[(a, b)] > m[(b, a)]) for a in cands}


def save_xlsx(wb: openpyxl.Workbook, name: str, creator: str = "openpyxl") -> None:
    """Save with fixed document and zip timestamps so reruns are byte-identical."""
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    wb.properties.creator = creator
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


def bold(ws, *cells) -> None:
    for c in cells:
        ws[c].font = Font(bold=True)


# ============================================================================ 1. Vevox
def make_vevox() -> None:
    name = "vevox_session_results_all_hands_offsite.xlsx"
    rng = random.Random(101)
    q1 = "Where are you joining from today?"
    s1 = {"London office": 41, "Manchester office": 22, "Remote – UK": 19, "Remote – outside the UK": 6}
    q2 = "Vote: which venue should host the 2025 team offsite?"
    s2 = {"Lakeside Lodge, Windermere": 24, "The Old Brewery, Bath": 31, "Harbourview Hotel, Whitby": 27,
          "Canal House, Birmingham": 9}
    q3 = "How useful was today's all-hands? (1 = not useful, 5 = very useful)"
    s3 = {"1": 2, "2": 5, "3": 17, "4": 38, "5": 21}
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Session details"
    for row in (["Session name", "June All-Hands – Operations & Support"], ["Session ID", "148-220-917"],
                ["Session date", "2025-06-02"], ["Owner", "Gemma Quinn"], ["Unique participants", 96],
                ["Polls run", 3], ["Q&A messages", 7], [],
                ["Report generated by Vevox on 2025-06-02 16:41 (Europe/London)"]):
        ws.append(row)
    bold(ws, "A1", "A2", "A3", "A4", "A5", "A6", "A7")
    ws.column_dimensions["A"].width = 22
    ws.column_dimensions["B"].width = 40

    sh = wb.create_sheet("Polling results")
    sh.column_dimensions["A"].width = 48

    def block(n: int, q: str, qtype: str, scores: dict, extra: list[list] | None = None) -> None:
        sh.append([f"Poll {n}", q])
        sh.cell(sh.max_row, 1).font = Font(bold=True)
        sh.cell(sh.max_row, 2).font = Font(bold=True)
        tot = sum(scores.values())
        sh.append(["Question type", qtype])
        sh.append(["Responses", tot])
        sh.append(["Option", "Votes", "Percentage"])
        for c in range(1, 4):
            sh.cell(sh.max_row, c).font = Font(bold=True)
        for k, v in scores.items():
            sh.append([k, v, round(v / tot, 4)])
            sh.cell(sh.max_row, 3).number_format = "0%"
        for r in extra or []:
            sh.append(r)
        sh.append([])
        sh.append([])

    block(1, q1, "Multiple choice (single answer)", s1)
    block(2, q2, "Multiple choice (single answer)", s2)
    avg = sum(int(k) * v for k, v in s3.items()) / sum(s3.values())
    block(3, q3, "Rating", s3, [["Average rating", round(avg, 2)]])

    qa = wb.create_sheet("Q&A")
    qa.append(["Message", "Likes", "Status", "Posted at"])
    bold(qa, "A1", "B1", "C1", "D1")
    msgs = [("Will the offsite be on a weekday or a weekend?", 45), ("Can partners of staff come to the dinner?", 12),
            ("Is there a budget for travel from Manchester?", 29), ("When is the new rota tool going live?", 17),
            ("Any news on the pay review?", 38), ("Could we get veggie options at the offsite please", 8),
            ("Thanks for the update on hiring!", 3)]
    t = datetime(2025, 6, 2, 15, 2)
    for m, likes in msgs:
        t += timedelta(minutes=rng.randint(1, 6))
        qa.append([m, likes, rng.choice(["Approved", "Approved", "Archived"]), t.strftime("%Y-%m-%d %H:%M")])
    save_xlsx(wb, name, creator="Vevox")
    w = "The Old Brewery, Bath"
    check_margin(s2, w)
    EXPECTED[name] = {
        "tool": "Vevox, session Reports → Export results (Excel)",
        "format_evidence": "From memory, unverified: a session-details sheet, then the poll results with one block "
                           "per poll (question, type, number of responses, option / votes / percentage), and the "
                           "Q&A messages with likes on their own sheet. Sheet names and labels are my guesses.",
        "shape": "Workbook: details sheet first; the poll sheet stacks three summary tables (icebreaker, the venue "
                 "vote, a 1-5 rating) one under the other; a Q&A sheet with likes.",
        "answer": "winner",
        "winner": w,
        "candidates": list(s2),
        "scores": s2,
        "question": q2,
        "sheet": "Polling results",
        "traps": [
            "The first sheet holds session metadata only (96 participants).",
            "Three poll blocks are stacked in one sheet; the first block (where people join from, 'London office' 41) "
            "is an icebreaker and has the largest count.",
            "The rating poll has option labels '1'..'5' and an 'Average rating' row.",
            "Percentages are stored as fractions (0.3647) shown as '36%'.",
            "The Q&A sheet has 'Likes' up to 45.",
            "Venue labels contain commas.",
        ],
    }


# ============================================================================ 2. Wooclap (ask)
def make_wooclap() -> None:
    name = "wooclap_event_results_department_day.xlsx"
    rng = random.Random(202)
    q1 = "Which date works best for the department retreat?"
    s1 = {"Thursday 12 June": 24, "Friday 13 June": 19, "Monday 16 June": 12}
    q2 = "Which project should receive this year's innovation fund?"
    s2 = {"Peer tutoring app": 17, "Makerspace upgrade": 26, "Student podcast studio": 14}
    q3 = "One word to describe this term"
    q4 = "How would you rate this session? (0-10)"
    n = 62
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Overview"
    ws.append(["Event", "Department Day – School of Engineering"])
    ws.append(["Event code", "KXQWBT"])
    ws.append(["Date", "2025-05-21"])
    ws.append(["Participants", n])
    ws.append([])
    ws.append(["#", "Question", "Type", "Answers"])
    a1 = assign_exact(rng, s1, n, None)
    a2 = assign_exact(rng, s2, n, None)
    words = ["busy", "intense", "fun", "long", "exhausting", "rewarding", "busy", "ok", "stressful", "good"]
    a3 = [rng.choice(words) if rng.random() < 0.8 else None for _ in range(n)]
    a4 = [rng.randint(5, 10) if rng.random() < 0.85 else None for _ in range(n)]
    for i, (q, t, a) in enumerate([(q1, "Multiple choice", a1), (q2, "Multiple choice", a2),
                                   (q3, "Word cloud", a3), (q4, "Rating", a4)], 1):
        ws.append([i, q, t, sum(1 for x in a if x is not None)])
    bold(ws, "A6", "B6", "C6", "D6")
    sh = wb.create_sheet("Results per participant")
    sh.append(["Participant", "Email", "Joined at", f"Q1 - {q1}", f"Q2 - {q2}", f"Q3 - {q3}", f"Q4 - {q4}",
               "Answered questions"])
    for c in range(1, 9):
        sh.cell(1, c).font = Font(bold=True)
    who = people(rng, n)
    t = datetime(2025, 5, 21, 9, 58, 0)
    for i, (f, l) in enumerate(who):
        t += timedelta(seconds=rng.randint(2, 40))
        anon = rng.random() < 0.3
        nm = f"Participant {i + 1}" if anon else f"{f} {l}"
        em = None if anon else f"{slug(f)}.{slug(l)}@example.org"
        row = [a1[i], a2[i], a3[i], a4[i]]
        sh.append([nm, em, t.strftime("%Y-%m-%d %H:%M:%S")] + row + [sum(1 for x in row if x is not None)])
    save_xlsx(wb, name, creator="Wooclap")
    w1, w2 = "Thursday 12 June", "Makerspace upgrade"
    check_margin(s1, w1)
    check_margin(s2, w2)
    EXPECTED[name] = {
        "tool": "Wooclap, event Results → Export to Excel",
        "format_evidence": "From memory, unverified: an overview sheet listing the questions, then one row per "
                           "participant with one column per question. Column titles are my guesses.",
        "shape": "Workbook: overview sheet (questions and answer counts), then one row per participant with one "
                 "column per question (two single-choice questions, a word cloud, a 0-10 rating).",
        "answer": "ask",
        "ask_because": "Two multiple-choice questions are both real decisions (retreat date and innovation-fund "
                       "project) with different winners, and nothing marks one of them as the vote.",
        "acceptable": {q1: w1, q2: w2},
        "candidates": list(s1) + list(s2),
        "scores": {**s1, **s2},
        "scores_by_question": {q1: s1, q2: s2},
        "sheet": "Results per participant",
        "traps": [
            "The first sheet is an overview; its 'Answers' column counts answers per question.",
            "Some participants skipped questions (empty cells).",
            "The rating column holds numbers 5-10; 'Answered questions' is a per-row count.",
            "The word-cloud column repeats words ('busy').",
        ],
    }


# ============================================================================ 3. Microsoft Teams Polly
def make_polly() -> None:
    name = "polly_teams_export_lunch_and_learn.xlsx"
    rng = random.Random(303)
    q1 = "Which topic should the next Lunch & Learn cover?"
    s1 = {"Kubernetes cost tuning": 14, "Rust for Pythonistas": 18, "Incident postmortems that work": 11,
          "Accessibility testing": 7}
    q2 = "Will you attend in person?"
    s2 = {"Yes": 29, "No, remote": 13, "Not sure yet": 8}
    n = sum(s1.values())
    assert n == sum(s2.values())
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Polly Details"
    for row in (["Title", "Lunch & Learn – July"], ["Type", "Survey"], ["Created by", "Hugo Dubois"],
                ["Created", "2025-06-23 10:02"], ["Closed", "2025-06-27 17:00"],
                ["Sent to", "Platform Engineering > General"], ["Anonymity", "Non-anonymous"],
                ["Questions", 2], ["Respondents", n]):
        ws.append(row)
    for r in range(1, 10):
        ws.cell(r, 1).font = Font(bold=True)
    sh = wb.create_sheet("Responses")
    sh.append(["Respondent", "Email", "Question", "Answer", "Responded At"])
    bold(sh, "A1", "B1", "C1", "D1", "E1")
    who = people(rng, n)
    a1 = assign_exact(rng, s1)
    a2 = assign_exact(rng, s2)
    t = datetime(2025, 6, 23, 10, 5)
    for i, (f, l) in enumerate(who):
        t += timedelta(minutes=rng.randint(1, 90))
        em = f"{slug(f)}.{slug(l)}@example.org"
        sh.append([f"{f} {l}", em, q1, a1[i], t.strftime("%Y-%m-%d %H:%M:%S")])
        sh.append([f"{f} {l}", em, q2, a2[i], (t + timedelta(seconds=rng.randint(4, 30))).strftime("%Y-%m-%d %H:%M:%S")])
    save_xlsx(wb, name, creator="Polly")
    w = "Rust for Pythonistas"
    check_margin(s1, w)
    EXPECTED[name] = {
        "tool": "Polly for Microsoft Teams, poll → Export results (.xlsx)",
        "format_evidence": "From memory, unverified: a details sheet about the Polly and a responses sheet with "
                           "one row per respondent and question. Sheet names and column titles are guesses.",
        "shape": "Workbook: details sheet first; the responses sheet is long (respondent, question, answer), two "
                 "questions interleaved; the topic question is the vote.",
        "answer": "winner",
        "winner": w,
        "candidates": list(s1),
        "scores": s1,
        "scores_other_question": s2,
        "question": q1,
        "sheet": "Responses",
        "traps": [
            "The first sheet has no results, only metadata.",
            "Long format: the 'Answer' column mixes both questions; the most frequent answer overall is 'Yes' (29) "
            "from the attendance question.",
            "Every respondent appears twice (once per question).",
        ],
    }


# ============================================================================ 4. Formstack
def make_formstack() -> None:
    name = "formstack_submissions_community_garden_features.csv"
    rng = random.Random(404)
    opts = ["Pollinator meadow", "Rainwater tanks", "Tool shed, with lockers", "Composting bays",
            "Children's bean tunnel"]
    q = "Which new features should the garden add? (choose up to 3)"
    # explicit ballots (subsets, written in form order)
    pats = ([("Pollinator meadow",)] * 6 + [("Pollinator meadow", "Composting bays")] * 10 +
            [("Pollinator meadow", "Rainwater tanks")] * 7 + [("Pollinator meadow", "Tool shed, with lockers")] * 5 +
            [("Pollinator meadow", "Children's bean tunnel")] * 4 +
            [("Rainwater tanks",)] * 7 + [("Rainwater tanks", "Composting bays")] * 6 +
            [("Rainwater tanks", "Tool shed, with lockers", "Composting bays")] * 6 +
            [("Rainwater tanks", "Tool shed, with lockers")] * 5 + [("Rainwater tanks", "Children's bean tunnel")] * 5 +
            [("Tool shed, with lockers",)] * 6 + [("Tool shed, with lockers", "Children's bean tunnel")] * 4 +
            [("Composting bays",)] * 4 + [("Composting bays", "Children's bean tunnel")] * 5 +
            [("Children's bean tunnel",)] * 4 + [()] * 3)
    rng.shuffle(pats)
    scores = {o: sum(1 for p in pats if o in p) for o in opts}
    first = Counter(p[0] for p in pats if p)
    visits = ["Weekly", "Weekly", "Weekly", "Monthly", "A few times a year", "Daily"]
    header = ["Unique ID", "Time", "Name (First)", "Name (Last)", "Email", "Allotment number", q,
              "How often do you visit the garden?", "Anything else?", "IP Address", "Browser", "Device", "Referrer",
              "Read", "Approval status"]
    rows = [header]
    who = people(rng, len(pats))
    t = datetime(2025, 4, 2, 8, 0)
    comments = ["", "", "", "Please keep the bench by the gate!", "Love the garden", "More shade please",
                "The tap near plot 12 leaks", "", "Happy to help build the shed", "Can we have a work day in May?"]
    uid = 218834201
    for i, ((f, l), p) in enumerate(zip(who, pats)):
        t += timedelta(hours=rng.randint(1, 20), minutes=rng.randint(0, 59))
        uid += rng.randint(3, 17)
        rows.append([str(uid), t.strftime("%Y-%m-%d %H:%M:%S"), f, l,
                     f"{slug(f)}.{slug(l)}@example.org", str(rng.randint(1, 48)), "\n".join(p), rng.choice(visits),
                     rng.choice(comments), ip(rng), rng.choice(["Chrome", "Safari", "Firefox", "Edge"]),
                     rng.choice(["Desktop", "Mobile", "Mobile", "Tablet"]), "", "1" if rng.random() < 0.6 else "0",
                     ""])
    put(name, csv_text(rows, eol="\n", always=True).encode("utf-8"))
    w = "Rainwater tanks"
    check_margin(scores, w)
    assert argmax(first) == "Pollinator meadow" and first["Pollinator meadow"] - first[w] >= 2
    EXPECTED[name] = {
        "tool": "Formstack Forms, Submissions → Export → CSV",
        "format_evidence": "From memory, unverified: one row per submission, name fields split into '(First)' and "
                           "'(Last)', checkbox answers in one cell with one choice per line, IP/browser/device "
                           "metadata and a 'Read' flag at the end; every field quoted.",
        "shape": "One row per submission; the vote is a checkbox question whose choices sit in ONE cell separated by "
                 "line breaks (quoted multi-line cells); other single-choice and text questions.",
        "answer": "winner",
        "winner": w,
        "candidates": opts,
        "scores": scores,
        "scores_first_listed_trap": dict(first),
        "question": q,
        "traps": [
            "Multi-select values are separated by newlines inside a quoted cell, so a naive line reader breaks rows.",
            "An option label contains a comma ('Tool shed, with lockers'): do not split on commas.",
            "Counting only the first listed choice gives 'Pollinator meadow' (first in form order).",
            "'How often do you visit the garden?' is single-choice ('Weekly' most frequent) and not the vote.",
            "Three submissions ticked nothing; 'Read' is a 1/0 column.",
        ],
    }


# ============================================================================ 5. Paperform (ranking, top 3)
def make_paperform() -> None:
    name = "paperform_submissions_book_club_ranking.csv"
    rng = random.Random(505)
    P, K, H, S, R = "Piranesi", "Klara and the Sun", "Homegoing", "Station Eleven", "The Remains of the Day"
    cands = [P, K, H, S, R]
    pats = ([[P, H, K]] * 10 + [[P, S, K]] * 8 + [[P, K, H]] * 4 +
            [[K, S, H]] * 6 + [[K, P, S]] * 3 +
            [[S, H, K]] * 7 + [[S, P, K]] * 5 + [[S, K, H]] * 2 +
            [[H, S, K]] * 6 + [[H, P, K]] * 4 +
            [[R, P, K]] * 3 + [[R, S, K]] * 2)
    rng.shuffle(pats)
    fp = Counter(b[0] for b in pats)
    b = borda(pats, cands, 3)
    iw, rounds = irv(pats, cands)
    mentions = {c: sum(1 for x in pats if c in x) for c in cands}
    q = "Rank your top three picks for the autumn book (1 = most wanted)"
    header = ["Submission ID", "Submitted at", "Your name", "Email", q, "Can you host a meeting?",
              "Preferred meeting night", "Total", "Payment status"]
    rows = [header]
    who = people(rng, len(pats))
    t = datetime(2025, 8, 4, 18, 30)
    for (f, l), x in zip(who, pats):
        t += timedelta(minutes=rng.randint(5, 300))
        sid = "".join(rng.choice("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(10))
        rows.append([sid, t.strftime("%Y-%m-%d %H:%M:%S"), f"{f} {l}", f"{slug(f)}.{slug(l)[0]}@example.org", ", ".join(x),
                     rng.choice(["Yes", "No", "No", "Maybe"]), rng.choice(["Tuesday", "Wednesday", "Thursday"]),
                     "0", ""])
    put(name, ("\ufeff" + csv_text(rows, eol="\n")).encode("utf-8"))
    w = P
    check_margin(b, w)
    check_margin(dict(fp), w)
    assert iw == w
    assert argmax(mentions) == K and mentions[K] - mentions[w] >= 2
    EXPECTED[name] = {
        "tool": "Paperform, Submissions → Download CSV",
        "format_evidence": "From memory, unverified: one row per submission with submission id and time; a Ranking "
                           "question is written as one cell listing the ranked items in order, joined by ', '; "
                           "'Total' and 'Payment status' columns even when the form takes no payment.",
        "shape": "Ranked ballots: each row ranks three of five books in ONE cell as a comma-separated list "
                 "(first = most wanted); other questions beside it.",
        "answer": "winner",
        "winner": w,
        "candidates": cands,
        "scores": b,
        "scores_note": "truncated Borda 3-2-1; first preferences and instant-runoff give the same winner",
        "scores_first_preferences": dict(fp),
        "irv_rounds": rounds,
        "scores_mentions_trap": mentions,
        "question": q,
        "traps": [
            "Reading the ranking cell as a multi-select (count mentions) gives 'Klara and the Sun', which is on "
            "every ballot but mostly third.",
            "Only three of five books are ranked on each ballot.",
            "'Total' is always 0 (no payment); 'Can you host a meeting?' is Yes/No/Maybe.",
            "UTF-8 with BOM.",
        ],
    }


# ============================================================================ 6. SurveyCTO
def make_surveycto() -> None:
    name = "surveycto_canteen_survey_WIDE.csv"
    rng = random.Random(606)
    choices = ["salad_bar", "hot_grill", "vegan_corner", "noodle_station", "bakery"]
    pats = ([("noodle_station",)] * 11 + [("noodle_station", "salad_bar")] * 9 + [("noodle_station", "bakery")] * 7 +
            [("noodle_station", "hot_grill")] * 6 + [("hot_grill",)] * 12 + [("hot_grill", "bakery")] * 8 +
            [("hot_grill", "salad_bar")] * 5 + [("salad_bar",)] * 7 + [("salad_bar", "vegan_corner")] * 8 +
            [("vegan_corner",)] * 9 + [("vegan_corner", "bakery")] * 4 + [("bakery",)] * 6)
    rng.shuffle(pats)
    n = len(pats)
    scores = {c: sum(1 for p in pats if c in p) for c in choices}
    header = (["SubmissionDate", "starttime", "endtime", "deviceid", "subscriberid", "simid", "devicephonenum",
               "username", "duration", "caseid", "consent", "site", "staff_type", "meals_per_week", "menu_pref"] +
              [f"menu_pref_{c}" for c in choices] + ["menu_pref_other", "comments", "instanceID", "formdef_version",
                                                     "KEY", "review_status"])
    rows = [header]
    t = datetime(2025, 3, 10, 7, 40)
    for i, p in enumerate(pats):
        t += timedelta(minutes=rng.randint(3, 55))
        start = t - timedelta(minutes=rng.randint(4, 15))
        dur = int((t - start).total_seconds()) - rng.randint(20, 90)
        uid = "uuid:%08x-%04x-4%03x-%04x-%012x" % (rng.getrandbits(32), rng.getrandbits(16), rng.getrandbits(12),
                                                   0x8000 | rng.getrandbits(14), rng.getrandbits(48))
        ordered = [c for c in choices if c in p]
        rows.append([t.strftime("%b %-d, %Y %-I:%M:%S %p"), start.strftime("%b %-d, %Y %-I:%M:%S %p"),
                     (t - timedelta(seconds=rng.randint(20, 90))).strftime("%b %-d, %Y %-I:%M:%S %p"),
                     f"collect:{rng.getrandbits(40):x}", "", "", "", rng.choice(["enum01", "enum02", "enum03"]),
                     str(dur), "", "1", rng.choice(["hq", "hq", "depot_north", "depot_south"]),
                     rng.choice(["1", "1", "2", "3"]), str(rng.randint(2, 5)), " ".join(ordered)] +
                    ["1" if c in p else "0" for c in choices] + ["", "", uid, "2503071201", uid,
                                                                  "APPROVED"])
    put(name, csv_text(rows, eol="\r\n").encode("utf-8"))
    w = "noodle_station"
    check_margin(scores, w)
    EXPECTED[name] = {
        "tool": "SurveyCTO, Export data → wide CSV (with select_multiple 1/0 columns)",
        "format_evidence": "Partly verified: SurveyCTO docs (docs.surveycto.com, 'Field type: select_multiple' and "
                           "'Understanding the format of exported data') say a select_multiple is exported as a "
                           "space-separated list of choice values plus, by default, one 1/0 column per choice, and "
                           "that KEY, instanceID, formdef_version, SubmissionDate and (maybe) review_status are added. "
                           "The '<field>_<choice value>' column naming and the metadata field set are from memory.",
        "shape": "One row per submission; the vote (pick up to two) appears twice: a space-separated list of choice "
                 "values in 'menu_pref' and one 1/0 column per choice ('menu_pref_<value>'). No labels in the file.",
        "answer": "winner",
        "winner": w,
        "winner_aliases": ["menu_pref_noodle_station"],
        "candidates": choices,
        "scores": scores,
        "question": "menu_pref: which counters should the new canteen have? (up to two)",
        "traps": [
            "'consent' is a 1/0 column that is 1 in every row (92) - larger than any choice column.",
            "Candidates are choice values (noodle_station ...) with no labels; 'menu_pref_other' is an empty text "
            "column, not a choice.",
            "The same information is in 'menu_pref' (space-separated) and in the 1/0 columns: count one or the other.",
            "'site', 'staff_type' and 'meals_per_week' are other questions; 'duration' and 'formdef_version' are "
            "large numbers.",
        ],
    }


# ============================================================================ 7. OpaVote BLT
def make_opavote() -> None:
    name = "opavote_ballots_library_friends_chair.blt"
    rng = random.Random(707)
    cands = ["Margaret Okonjo", "Daniel Reyes", "Priya Natarajan", "Tom Hebden", "Elena Sokolova"]
    M, D, P, T, E = cands
    withdrawn = P
    pats = ([[P, D, M]] * 14 + [[P, E, D]] * 8 + [[P, D]] * 6 + [[M, T, D]] * 12 + [[M, D]] * 6 + [[M, E]] * 4 +
            [[D, M, E]] * 10 + [[D, E]] * 7 + [[D]] * 3 + [[T, M, D]] * 9 + [[T, D]] * 4 + [[E, D, M]] * 8 +
            [[E, M]] * 5)
    rng.shuffle(pats)
    live = [c for c in cands if c != withdrawn]
    eff = [[c for c in b if c != withdrawn] for b in pats]
    eff = [b for b in eff if b]
    iw, rounds = irv(eff, live)
    fp = {c: sum(1 for b in eff if b[0] == c) for c in live}
    raw_fp = Counter(b[0] for b in pats)
    idx = {c: i + 1 for i, c in enumerate(cands)}
    lines = [f"{len(cands)} 1", f"-{idx[withdrawn]}"]
    for b in pats:
        lines.append("1 " + " ".join(str(idx[c]) for c in b) + " 0")
    lines.append("0")
    lines += [f'"{c}"' for c in cands]
    lines.append('"Friends of Eastgate Library - Chair 2025"')
    put(name, ("\n".join(lines) + "\n").encode("utf-8"))
    w = D
    assert iw == w
    check_margin(fp, w)
    check_margin(borda(eff, live, 4), w)
    assert argmax(raw_fp) == P
    EXPECTED[name] = {
        "tool": "OpaVote, election → Download Ballots (BLT ballot file, OpenSTV format)",
        "format_evidence": "BLT layout verified: OpenTally docs 'BLT file format' (yingtongli.me), which cite "
                           "OpaVote/OpenSTV: first line candidates and seats, optional line of negative numbers for "
                           "withdrawn candidates, ballot lines 'weight prefs... 0', a lone 0, quoted candidate names, "
                           "quoted title. OpaVote's 'Download Ballots' giving a ballots.txt file verified on the "
                           "OpaVote blog. One ballot per line with weight 1: from memory.",
        "shape": "Ranked ballots in BLT text: header '5 1', a withdrawn-candidate line '-3', one ballot per line "
                 "(weight, candidate numbers in preference order, 0), candidate names and the title at the end.",
        "answer": "winner",
        "winner": w,
        "candidates": live,
        "scores": fp,
        "scores_note": "first preferences after removing the withdrawn candidate (her ballots pass to their next "
                       "choice); instant-runoff and Borda give the same winner",
        "irv_rounds": rounds,
        "scores_first_preferences_with_withdrawn_trap": dict(raw_fp),
        "question": "Friends of Eastgate Library - Chair 2025 (one seat, ranked)",
        "traps": [
            "Candidate 3 (Priya Natarajan) is withdrawn ('-3' on line 2) but has the most first preferences (28).",
            "Candidates appear as numbers; the names come after the ballots, in number order.",
            "Every ballot line starts with its weight '1', which is not a candidate number.",
            "Ballots rank 1-3 candidates and end with 0; the ballot list ends with a lone 0.",
        ],
    }


# ============================================================================ 8. CIVS
def make_civs() -> None:
    name = "civs_ballots_conference_keynote.csv"
    rng = random.Random(808)
    A, B, C, D, E = ("Dr. Amara Nwosu", "Prof. Lars Eriksson", "Dr. Mei-Ling Chen", "Rafael Ortiz",
                     "Dr. Hannah Schwarz")
    cands = [A, B, C, D, E]
    types = [[A, C, B, D, E], [A, D, C, E, B], [B, C, A, E, D], [C, B, E, A, D], [C, A, D], [D, C, E, B, A],
             [E, C, B, D, A], [B, E, C], [A, B], [D, A, B, E, C], [B, D, E], [E, D, A, B], [A, E, D, B, C]]
    counts = [8, 8, 0, 14, 8, 5, 2, 9, 3, 0, 4, 9, 6]
    pats = [t for t, c in zip(types, counts) for _ in range(c)]
    rng.shuffle(pats)
    ballots = []
    for p in pats:
        bal = {c: i + 1 for i, c in enumerate(p)}
        # a few voters gave two choices the same rank
        if len(p) == 5 and rng.random() < 0.15:
            bal[p[4]] = 4
        ballots.append(bal)
    m = pairwise(ballots, cands)
    cop = copeland(m, cands)
    firsts = Counter(c for bal in ballots for c, r in bal.items() if r == 1)
    rows = [cands]
    for bal in ballots:
        rows.append([str(bal[c]) if c in bal else "-" for c in cands])
    put(name, csv_text(rows, eol="\n").encode("utf-8"))
    w = C
    check_margin(cop, w)
    assert all(m[(w, o)] > m[(o, w)] for o in cands if o != w)
    assert argmax(firsts) == A and firsts[A] - firsts[C] >= 2
    EXPECTED[name] = {
        "tool": "CIVS (Condorcet Internet Voting Service), poll results → download ballots (CSV)",
        "format_evidence": "From memory, unverified: a header line with the choice names, then one line per "
                           "anonymous ballot giving the rank of each choice; '-' for 'no opinion'; equal ranks "
                           "allowed. No voter identifiers.",
        "shape": "Ranked ballots as per-option rank numbers: one column per candidate, each cell the rank that "
                 "ballot gave (1 = best), '-' for no opinion, some tied ranks.",
        "answer": "winner",
        "winner": w,
        "candidates": cands,
        "scores": cop,
        "scores_note": "Copeland score (head-to-head wins out of 4); the winner is the Condorcet winner and beats "
                       "every other choice head-to-head, which is how CIVS ranks",
        "pairwise": {f"{a} > {b}": m[(a, b)] for a in cands for b in cands if a != b},
        "scores_first_ranks_trap": dict(firsts),
        "question": "Keynote speaker for the 2025 conference",
        "traps": [
            "Counting rank-1 cells gives 'Dr. Amara Nwosu' (25), who loses head-to-head to 'Dr. Mei-Ling Chen'.",
            "Cells are ranks: low is good; summing the numbers and taking the largest picks the least liked.",
            "'-' means no opinion (ranked below all ranked choices, not zero).",
            "No voter or id column at all; names contain full stops.",
        ],
    }


# ============================================================================ 9. Simply Voting (ask)
def make_simplyvoting() -> None:
    name = "simplyvoting_results_report_tenants_association_2025.xlsx"
    q1 = "President"
    s1 = {"Angela Moretti": 98, "Raj Patel": 87, "Sophie Lambert": 31}
    q2 = "Treasurer"
    s2 = {"Kwame Mensah": 104, "Irene Volkova": 112}
    abst1, abst2 = 15, 15
    total = sum(s1.values()) + abst1
    assert total == sum(s2.values()) + abst2
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Results"
    ws.append(["Riverside Tenants' Association – 2025 Officer Elections"])
    ws["A1"].font = Font(bold=True, size=13)
    ws.append(["Voting period: 2025-04-07 09:00 to 2025-04-14 17:00 (America/Toronto)"])
    ws.append(["Eligible voters", 412])
    ws.append(["Votes cast", total])
    ws.append(["Turnout", round(total / 412, 4)])
    ws["B5"].number_format = "0.0%"
    ws.append([])
    for qn, (q, s, ab) in enumerate([(q1, s1, abst1), (q2, s2, abst2)], 1):
        ws.append([f"Question {qn}: {q}", "", "", "Vote for 1"])
        ws.cell(ws.max_row, 1).font = Font(bold=True)
        ws.append(["Choice", "Votes", "% of votes", "% of ballots"])
        for c in range(1, 5):
            ws.cell(ws.max_row, c).font = Font(bold=True)
        valid = sum(s.values())
        for k, v in s.items():
            ws.append([k, v, round(v / valid, 4), round(v / total, 4)])
            ws.cell(ws.max_row, 3).number_format = "0.0%"
            ws.cell(ws.max_row, 4).number_format = "0.0%"
        ws.append(["Abstain", ab, None, round(ab / total, 4)])
        ws.cell(ws.max_row, 4).number_format = "0.0%"
        ws.append(["Total", total, None, 1])
        ws.cell(ws.max_row, 4).number_format = "0.0%"
        ws.append([])
    ws.column_dimensions["A"].width = 42
    tsh = wb.create_sheet("Turnout by day")
    tsh.append(["Date", "Ballots cast", "Cumulative"])
    cum = 0
    for d, v in zip(range(7, 15), [61, 34, 22, 18, 15, 9, 26, 46]):
        cum += v
        tsh.append([f"2025-04-{d:02d}", v, cum])
    assert cum == total
    save_xlsx(wb, name, creator="Simply Voting")
    w1, w2 = "Angela Moretti", "Irene Volkova"
    check_margin(s1, w1)
    check_margin(s2, w2)
    EXPECTED[name] = {
        "tool": "Simply Voting, election → Results → Download (Excel)",
        "format_evidence": "From memory, unverified: a results report with election title, voting period, eligible "
                           "voters and turnout, then one table per question (choice, votes, percentages) with "
                           "Abstain and Total rows. Layout and labels are my guesses.",
        "shape": "Summary count tables: two questions (President, Treasurer) stacked on one sheet, each with votes, "
                 "two percentage columns, Abstain and Total rows; a turnout-by-day sheet.",
        "answer": "ask",
        "ask_because": "The report holds two separate officer elections (President and Treasurer), each with its own "
                       "winner, and nothing says which office is meant.",
        "acceptable": {q1: w1, q2: w2},
        "candidates": list(s1) + list(s2),
        "scores": {**s1, **s2},
        "scores_by_question": {q1: s1, q2: s2},
        "sheet": "Results",
        "traps": [
            "'Eligible voters' 412 and 'Total' 231 are the largest numbers.",
            "Irene Volkova (112) has the most votes of any single candidate but is a Treasurer candidate.",
            "'Abstain' rows are not candidates.",
            "Turnout sheet has daily ballot counts and a cumulative column.",
        ],
    }


# ============================================================================ 10. Xoyondo
def make_xoyondo() -> None:
    name = "xoyondo_poll_choir_concert_date.csv"
    rng = random.Random(1010)
    slots = [("Fri 14 Nov 2025", "19:00"), ("Sat 15 Nov 2025", "16:00"), ("Sat 15 Nov 2025", "19:30"),
             ("Sun 16 Nov 2025", "17:00"), ("Fri 21 Nov 2025", "19:00"), ("Sat 22 Nov 2025", "19:30"),
             ("Sun 23 Nov 2025", "17:00")]
    yes = [9, 11, 15, 8, 10, 12, 7]
    ifn = [4, 3, 2, 5, 2, 3, 6]
    n = 23
    grid = []
    for y, m in zip(yes, ifn):
        col = ["Yes"] * y + ["If need be"] * m
        col += ["No"] * (n - len(col) - 1) + [""]
        rng.shuffle(col)
        grid.append(col)
    who = people(rng, n)
    rows = [["Xoyondo – Concert date, Eastfield Community Choir (winter concert)"],
            ["Poll created by Saskia Holm · 23 participants · exported 2025-09-30"], [],
            ["Name"] + [d for d, _ in slots] + ["Comment"], [""] + [t for _, t in slots] + [""]]
    notes = ["", "", "", "", "can only do evenings", "away 16-18 Nov", "", "prefer Saturday", ""]
    for i, (f, l) in enumerate(who):
        rows.append([f"{f} {l[0]}."] + [grid[j][i] for j in range(len(slots))] + [rng.choice(notes)])
    rows.append(["Total"] + [f"{y} ({m})" for y, m in zip(yes, ifn)] + [""])
    put(name, ("\ufeff" + csv_text(rows, eol="\r\n")).encode("utf-8"))
    labels = [f"{d} {t}" for d, t in slots]
    scores = dict(zip(labels, yes))
    w = labels[2]
    check_margin(scores, w)
    check_margin({k: y + m for k, y, m in zip(labels, yes, ifn)}, w)
    EXPECTED[name] = {
        "tool": "Xoyondo date poll, Export (CSV)",
        "format_evidence": "From memory, unverified: a title line, a date row and a time row above the participants, "
                           "Yes / If need be / No per slot, and a total row with the yes count and the if-need-be "
                           "count in parentheses.",
        "shape": "Scheduling poll: title lines, two header rows (date, time), one participant per row with Yes / If "
                 "need be / No (or empty), a comment column, and a 'Total' row like '15 (2)'.",
        "answer": "winner",
        "winner": w,
        "winner_aliases": ["Sat 15 Nov 2025, 19:30", "2025-11-15 19:30", "15.11.2025 19:30"],
        "candidates": labels,
        "scores": scores,
        "scores_note": "Yes counts (the number before the parentheses in the Total row); yes + if-need-be gives the "
                       "same winner",
        "scores_yes_plus_ifneedbe": {k: y + m for k, y, m in zip(labels, yes, ifn)},
        "question": "Winter concert date",
        "traps": [
            "Two header rows: a slot is date + time; two dates have two slots each.",
            "The Total row holds text like '15 (2)': yes count, then if-need-be in parentheses.",
            "'Sun 23 Nov 2025 17:00' has the most 'If need be' answers.",
            "Each slot has one empty cell (no answer); a free-text Comment column at the end.",
            "UTF-8 with BOM, CRLF.",
        ],
    }


# ============================================================================ 11. Jira
def make_jira() -> None:
    name = "jira_export_all_fields_feature_requests.csv"
    rng = random.Random(1111)
    items = [
        ("Dark mode for the customer portal", 23, 31, "To Do", 8),
        ("Export invoices as PDF/A", 17, 12, "In Progress", 5),
        ("Single sign-on with Okta", 41, 18, "To Do", 13),
        ("Bulk edit for product tags", 12, 9, "To Do", 3),
        ("Two-factor authentication via SMS", 29, 44, "Done", 8),
        ("Localise checkout into Polish", 8, 6, "To Do", 5),
        ("Webhooks for order status changes", 36, 22, "Selected for Development", 8),
        ("Keyboard shortcuts in the editor", 15, 11, "To Do", 2),
        ("Show stock levels per warehouse", 33, 27, "To Do", 13),
        ("Allow CSV import of customers", 19, 15, "In Progress", 5),
        ("Audit log for admin actions", 27, 19, "To Do", 8),
        ("Scheduled reports by e-mail", 21, 13, "To Do", 5),
        ("Custom fields on orders", 14, 20, "To Do", 21),
        ("Faster search on large catalogues", 38, 25, "To Do", 13),
        ("Public API rate-limit headers", 6, 8, "Done", 2),
        ("Gift cards", 11, 7, "To Do", 8),
        ("Mobile app push notifications", 25, 30, "Won't Do", 13),
        ("Role-based dashboard widgets", 9, 5, "To Do", 3),
    ]
    # make the winner's lead clear
    header = (["Summary", "Issue key", "Issue id", "Issue Type", "Status", "Project key", "Project name",
               "Project type", "Priority", "Resolution", "Assignee", "Reporter", "Creator", "Created", "Updated",
               "Last Viewed", "Resolved", "Component/s", "Component/s", "Due date", "Votes", "Labels", "Labels",
               "Labels", "Description", "Watchers", "Watchers", "Watchers", "Watchers",
               "Custom field (Story Points)", "Sprint", "Σ Time Spent", "Comment", "Comment"])
    rows = [header]
    people_ = [f"{f} {l}" for f, l in people(rng, 12)]
    comps = ["Portal", "Billing", "Catalogue", "Auth", "API", "Reporting"]
    labels = ["customer-request", "enterprise", "quick-win", "ux", "security", "roadmap-2025"]
    base = datetime(2024, 9, 2, 9, 0)
    for i, (summ, votes, watchers_n, status, sp) in enumerate(items):
        key = f"FEED-{104 + i * 3}"
        created = base + timedelta(days=rng.randint(0, 200), minutes=rng.randint(0, 600))
        updated = created + timedelta(days=rng.randint(1, 120))
        fmt = lambda d: d.strftime("%d/%b/%y %-I:%M %p")  # noqa: E731
        comp = rng.sample(comps, rng.choice([1, 2]))
        labs = rng.sample(labels, rng.choice([1, 2, 3]))
        watch = rng.sample(people_, min(4, watchers_n))
        res = "Done" if status == "Done" else ("Won't Do" if status == "Won't Do" else "")
        desc = f"As a customer I want: {summ.lower()}.\nRequested by {rng.randint(2, 40)} accounts (see linked tickets)."
        comments = [f"{fmt(updated)};{rng.choice(people_)};Customer {rng.randint(100, 999)} asked again, +1"] + \
                   ([f"{fmt(updated + timedelta(days=2))};{rng.choice(people_)};Estimated, see story points"]
                    if rng.random() < 0.5 else [""])
        rows.append([summ, key, str(10400 + i * 7), "Story", status, "FEED", "Feature requests", "software",
                     rng.choice(["Medium", "High", "Low", "Medium"]), res, rng.choice(people_ + [""]),
                     rng.choice(people_), rng.choice(people_), fmt(created), fmt(updated), fmt(updated), 
                     fmt(updated) if res else "", comp[0], comp[1] if len(comp) > 1 else "", "", str(votes)] +
                    (labs + ["", "", ""])[:3] + [desc] + (watch + ["", "", "", ""])[:4] +
                    [f"{sp}.0", "", str(rng.randint(0, 40) * 3600 if status != "To Do" else ""), *comments])
    put(name, csv_text(rows, eol="\n").encode("utf-8"))
    scores = {s: v for s, v, *_ in items}
    w = "Single sign-on with Okta"
    check_margin(scores, w)
    EXPECTED[name] = {
        "tool": "Jira Cloud, issue search → Export → Export Excel CSV (all fields)",
        "format_evidence": "Partly verified: the 'searchrequest-csv-all-fields' export URL seen in "
                           "atlassian-python-api (PR #603). From memory: multi-value fields (Labels, Component/s, "
                           "Watchers, Comment) repeat the same column header once per value, dates as "
                           "'12/Mar/25 9:14 AM', comments as 'date;author;text'.",
        "shape": "Item list, one issue per row, with a 'Votes' count column among ~34 columns; repeated column "
                 "headers (Labels x3, Watchers x4, Component/s x2, Comment x2); multi-line descriptions.",
        "answer": "winner",
        "winner": w,
        "winner_aliases": ["FEED-110"],
        "candidates": list(scores),
        "scores": scores,
        "question": "Most-voted feature request (Votes)",
        "traps": [
            "Duplicate header names (Labels, Watchers, Component/s, Comment).",
            "'Σ Time Spent' (seconds), 'Issue id' and 'Custom field (Story Points)' are numeric but not votes.",
            "Descriptions contain quoted line breaks.",
            "Watcher columns list names, not counts; 'Issue key' and 'Issue id' numbers are not votes.",
        ],
    }


# ============================================================================ 12. Simple Poll (Slack)
def make_simplepoll() -> None:
    name = "simplepoll_slack_results_offsite_activity.csv"
    rng = random.Random(1212)
    opts = {"🧗 Bouldering": 14, "🍳 Cooking class": 19, "🚣 Kayak tour": 11, "🎲 Board game café": 16,
            "🎤 Karaoke night": 7}
    handles = [f"@{slug(f)}.{slug(l)[:3]}" for f, l in people(rng, 40)]
    rows = [["Poll", "Team offsite: what should we do on the Thursday afternoon? (up to 2 votes each)"],
            ["Created by", "@felix.hol"], ["Channel", "#team-ops"], ["Created", "2025-05-12 10:31:07 UTC"],
            ["Anonymous", "No"], ["Vote limit per user", "2"], ["Total voters", "34"], [],
            ["#", "Option", "Votes", "Percent", "Voters"]]
    voters_all = handles[:34]
    total_votes = sum(opts.values())
    # each voter has at most two votes: deal the 67 votes so that vote k and k+34 go to the same voter
    flat = [o for o, v in opts.items() for _ in range(v)]
    by_opt: dict[str, list[str]] = {o: [] for o in opts}
    for k, o in enumerate(flat):
        by_opt[o].append(voters_all[k % 34])
    assert all(len(set(v)) == len(v) for v in by_opt.values())
    for i, (o, v) in enumerate(opts.items(), 1):
        vs = sorted(by_opt[o], key=lambda h: rng.random())
        rows.append([str(i), o, str(v), f"{100 * v / total_votes:.0f}%", ", ".join(vs)])
    rows.append(["", "Total votes", str(total_votes), "100%", ""])
    put(name, csv_text(rows, eol="\n").encode("utf-8"))
    w = "🍳 Cooking class"
    check_margin(opts, w)
    EXPECTED[name] = {
        "tool": "Simple Poll (Slack app), poll menu → Export results (CSV)",
        "format_evidence": "From memory, unverified: poll metadata as key/value lines, then one row per option with "
                           "its vote count and the voters' handles joined in one cell.",
        "shape": "Summary count table under seven key/value metadata lines: #, option, votes, percent, voters "
                 "(comma-joined handles in one cell); a 'Total votes' row.",
        "answer": "winner",
        "winner": w,
        "winner_aliases": ["Cooking class"],
        "candidates": list(opts),
        "scores": opts,
        "question": "Team offsite: what should we do on the Thursday afternoon? (up to 2 votes each)",
        "traps": [
            "Option labels start with an emoji.",
            "'Total voters' 34 and 'Total votes' 67 are not options.",
            "The '#' column holds option numbers 1-5.",
            "The voters cell contains commas inside quotes.",
        ],
    }


# ============================================================================ 13. Discord poll via jq
def make_discord() -> None:
    name = "discord_poll_votes_jq_export.csv"
    rng = random.Random(1313)
    answers = {1: "Hollow Knight: Silksong", 2: "Balatro", 3: "Stardew Valley co-op", 4: "Lethal Company",
               5: "Factorio: Space Age"}
    counts = {1: 17, 2: 24, 3: 21, 4: 9, 5: 13}
    q = "Game for Friday's community stream?"
    msg = "1349872266107551744"
    users = []
    seen = set()
    while len(users) < 70:
        uid = str(rng.randint(10 ** 17, 9 * 10 ** 17))
        if uid in seen:
            continue
        seen.add(uid)
        base = rng.choice(["pixel", "nova", "moss", "quartz", "ember", "drift", "kettle", "lumen", "orbit", "fern"])
        users.append((uid, f"{base}{rng.randint(1, 999)}", rng.choice([None, None, base.capitalize() + " ✨",
                                                                       base.title()])))
    # multiselect poll: each user may pick several answers (as the Discord poll allowed)
    votes = []
    pool = list(range(len(users)))
    for aid, c in counts.items():
        for u in rng.sample(pool, c):
            votes.append((aid, u))
    # API order: per answer, users sorted by id
    votes.sort(key=lambda x: (x[0], int(users[x[1]][0])))
    lines = ['"message_id","question","answer_id","answer_text","user_id","username","global_name","bot"']
    for aid, u in votes:
        uid, un, gn = users[u]
        gn_s = "" if gn is None else '"' + gn.replace('"', '""') + '"'
        lines.append(f'"{msg}","{q}",{aid},"{answers[aid]}","{uid}","{un}",{gn_s},false')
    put(name, ("\n".join(lines) + "\n").encode("utf-8"))
    scores = {answers[a]: c for a, c in counts.items()}
    w = "Balatro"
    check_margin(scores, w)
    EXPECTED[name] = {
        "tool": "Discord native poll, voters fetched with the REST API (GET /channels/{id}/polls/{message}/answers/"
                "{answer_id}) and flattened with jq '... | @csv'",
        "format_evidence": "The 'Get Answer Voters' endpoint (users who voted for one answer, sorted by user id) "
                           "verified via discord.js / Nostrum docs. The jq @csv dialect (strings quoted, numbers and "
                           "booleans bare, null as empty) from memory; the header line was written by the user.",
        "shape": "Long data: one row per (answer, voter), grouped by answer and sorted by user id; the poll allowed "
                 "several answers per user; snowflake ids as quoted strings.",
        "answer": "winner",
        "winner": w,
        "candidates": list(scores),
        "scores": scores,
        "question": q,
        "traps": [
            "answer_id (1-5) is numeric; summing or taking its max is meaningless.",
            "user_id snowflakes are 18-digit numbers in quotes.",
            "A user can appear under several answers (multi-select poll).",
            "global_name is empty (null) for many users; some contain emoji.",
            "Answer labels contain colons.",
        ],
    }


# ============================================================================ 14. Baserow (windows-1257)
def make_baserow() -> None:
    name = "baserow_export_punktu_balsojums_pagalms.csv"
    rng = random.Random(1414)
    S = "Soliņi pie rotaļu laukuma"
    V = "Velonovietne ar jumtu"
    K = "Kompostēšanas kaste"
    P = "Puķu dobes gar žogu"
    A = "Āra galds piknikiem"
    ideas = [S, V, K, P, A]
    pats = ([{V: 5}] * 7 + [{V: 3, P: 1, A: 1}] * 4 + [{P: 2, S: 2, A: 1}] * 5 + [{P: 1, K: 2, S: 2}] * 5 +
            [{S: 4, P: 1}] * 4 + [{K: 5}] * 3 + [{A: 3, P: 2}] * 3)
    rng.shuffle(pats)
    firsts = ["Jānis", "Ilze", "Kārlis", "Līga", "Māris", "Ieva", "Edgars", "Dace", "Raimonds", "Inese", "Aivars",
              "Zane", "Guntis", "Sanita", "Oskars", "Elīna", "Artūrs", "Laura", "Reinis", "Agnese"]
    lasts = ["Bērziņš", "Kalniņa", "Ozoliņš", "Liepiņa", "Krūmiņš", "Zariņa", "Vītols", "Jansone", "Ķēniņš",
             "Pētersone", "Šmits", "Ābele", "Grīnbergs", "Čakste", "Lāce", "Eglīte"]
    who = []
    seen = set()
    while len(who) < len(pats):
        f, l = rng.choice(firsts), rng.choice(lasts)
        # Latvian surname gender agreement is not modelled; keep combinations unique
        if (f, l) not in seen:
            seen.add((f, l))
            who.append(f"{f} {l}")
    rows = [["id", "Nosaukums", "Balsotājs", "Ideja", "Punkti", "Izveidots", "Komentārs"]]
    t = datetime(2025, 4, 11, 18, 0)
    rid = 0
    for person, alloc in zip(who, pats):
        t += timedelta(minutes=rng.randint(1, 40))
        for idea, pts in alloc.items():
            rid += 1
            rows.append([str(rid + 3), f"Balss {rid}", person, idea, str(pts), t.strftime("%d.%m.%Y %H:%M"),
                         rng.choice(["", "", "", "", "Ļoti vajag!", "Labāk pie ieejas", "Kopā ar kaimiņiem"])])
    text = csv_text(rows, sep=";", eol="\n")
    put(name, text.encode("cp1257"))
    pts = {i: sum(a.get(i, 0) for a in pats) for i in ideas}
    rowcount = {i: sum(1 for a in pats if i in a) for i in ideas}
    w = V
    check_margin(pts, w)
    assert argmax(rowcount) == P and rowcount[P] - rowcount[V] >= 2
    EXPECTED[name] = {
        "tool": "Baserow, grid view → Export view (CSV) with column separator ';' and encoding windows-1257",
        "format_evidence": "From memory, unverified: Baserow's export dialog lets the user pick the column separator "
                           "and the character encoding; link-row fields are written as the linked rows' primary "
                           "values; an 'id' column comes first.",
        "shape": "Long tidy data: one row per (voter, idea, points) - dot voting where each resident spread 5 points "
                 "over 1-3 ideas; the decision is the sum of points per idea.",
        "answer": "winner",
        "winner": w,
        "candidates": ideas,
        "scores": pts,
        "scores_row_count_trap": rowcount,
        "question": "Pagalma uzlabojumi: punktu balsojums (5 punkti katram iedzīvotājam)",
        "traps": [
            "Windows-1257 (Latvian ā, č, ē, ģ, ī, ķ, ļ, ņ, š, ū, ž), ';' separator.",
            "Counting rows per idea gives 'Puķu dobes gar žogu' (21 rows) - many voters gave it 1 point; summing "
            "'Punkti' gives the real winner.",
            "'id' and 'Nosaukums' ('Balss 17') are row identifiers; 'Balsotājs' repeats per voter.",
            "Dates are dd.mm.yyyy HH:MM.",
        ],
    }


# ============================================================================ 15. Excel (French) par bureau
def make_excel_fr() -> None:
    name = "resultats_parents_eleves_par_bureau_excel_fr.csv"
    rng = random.Random(1515)
    lists = ["Liste « Ensemble pour nos enfants »", "Liste « Parents actifs et solidaires »",
             "Liste « Réussir à l'école »"]
    bureaux = [("Bureau 1 – École Jules-Ferry", [142, 96, 51]), ("Bureau 2 – École Pasteur", [61, 88, 40]),
               ("Bureau 3 – Groupe scolaire Jean-Moulin", [55, 79, 38]), ("Bureau 4 – École des Tilleuls", [70, 64, 45]),
               ("Bureau 5 – École Victor-Hugo", [48, 71, 30]), ("Vote par correspondance", [37, 25, 22])]

    def fr(n: int) -> str:
        return f"{n:,}".replace(",", "\u00a0")

    rows = [["Élection des représentants des parents d'élèves au conseil d'école – année 2025-2026"],
            ["Scrutin du vendredi 10 octobre 2025 – Procès-verbal récapitulatif"], [],
            ["Bureau", "Inscrits", "Votants", "Blancs", "Nuls", "Exprimés"] + lists + ["Taux de participation"]]
    tot = [0] * 8
    for b, v in bureaux:
        blancs, nuls = rng.randint(2, 9), rng.randint(0, 5)
        expr = sum(v)
        votants = expr + blancs + nuls
        inscrits = int(votants / rng.uniform(0.38, 0.55))
        vals = [inscrits, votants, blancs, nuls, expr] + v
        tot = [a + c for a, c in zip(tot, vals)]
        rows.append([b] + [fr(x) for x in vals] + [f"{100 * votants / inscrits:.1f}".replace(".", ",") + " %"])
    rows.append(["TOTAL"] + [fr(x) for x in tot] + [f"{100 * tot[1] / tot[0]:.1f}".replace(".", ",") + " %"])
    rows.append(["% des exprimés", "", "", "", "", ""] +
                [f"{100 * x / tot[4]:.2f}".replace(".", ",") + " %" for x in tot[5:]] + [""])
    rows.append([])
    rows.append(["Nombre de sièges à pourvoir : 8 titulaires et 8 suppléants. Le PV signé est affiché à l'entrée de "
                 "chaque école."])
    width = max(len(r) for r in rows)
    rows = [r + [""] * (width - len(r)) for r in rows]
    put(name, csv_text(rows, sep=";", eol="\r\n").encode("cp1252"))
    scores = {l: sum(v[i] for _, v in bureaux) for i, l in enumerate(lists)}
    w = lists[1]
    check_margin(scores, w)
    EXPECTED[name] = {
        "tool": "Microsoft Excel (French locale), hand-made summary saved as 'CSV (séparateur : point-virgule)'",
        "format_evidence": "From memory: French Excel writes ';'-separated CSV in Windows-1252, pads every row to "
                           "the used width with empty fields, and keeps numbers as displayed (no-break space as "
                           "thousands separator, decimal comma). Layout (Inscrits / Votants / Blancs / Nuls / "
                           "Exprimés) follows the usual French procès-verbal; not a tool export.",
        "shape": "Site-by-site cross-tab: one row per polling station (bureau), turnout columns, then one column per "
                 "list; a TOTAL row, a percentage row and a note; title rows above.",
        "answer": "winner",
        "winner": w,
        "winner_aliases": ["Parents actifs et solidaires", "« Parents actifs et solidaires »"],
        "candidates": lists,
        "scores": scores,
        "question": "Élection des représentants des parents d'élèves (listes)",
        "traps": [
            "Windows-1252 with « » guillemets, é, è and no-break spaces (0xA0) as thousands separators.",
            "Bureau 1 (the largest cell, 142) is won by another list; only the column sums decide.",
            "Inscrits / Votants / Exprimés columns are larger than any list.",
            "The TOTAL row must not be added again; a '% des exprimés' row holds '39,83 %'-style text.",
            "Rows are padded with empty fields; a note row mentions '8 titulaires et 8 suppléants'.",
        ],
    }


# ============================================================================ 16. LibreOffice (German) AGM with proxies
def make_libreoffice_de() -> None:
    name = "mitgliederversammlung_wahl_vorsitz_vollmachten_libreoffice.xlsx"
    rng = random.Random(1616)
    KR, AL, DE, EN = "Sabine Krüger", "Thomas Albrecht", "Yusuf Demir", "Enthaltung"
    pats = ([(AL, 0)] * 14 + [(AL, 1)] * 2 + [(KR, 0)] * 6 + [(KR, 2)] * 4 + [(KR, 1)] * 3 + [(DE, 0)] * 5 +
            [(DE, 1)] * 1 + [(EN, 0)] * 3)
    rng.shuffle(pats)
    ff = ["Anja", "Bernd", "Claudia", "Dirk", "Elke", "Frank", "Gisela", "Heiko", "Ingrid", "Jürgen", "Karin",
          "Lutz", "Monika", "Norbert", "Petra", "Ralf", "Susanne", "Torsten", "Ute", "Volker", "Yvonne", "Özlem"]
    ll = ["Becker", "Schäfer", "Köhler", "Neumann", "Schwarz", "Zimmermann", "Braun", "Hofmann", "Krause",
          "Lehmann", "Schmitt", "Wolf", "Peters", "Fuchs", "Vogel", "Günther", "Kaiser", "Jung", "Hahn", "Roth"]
    names = [f"{l}, {f}" for f, l in people(rng, len(pats) + sum(p for _, p in pats), ff, ll)]
    voters, proxies_from = names[:len(pats)], names[len(pats):]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Anwesenheit"
    ws.append(["Anwesenheitsliste Mitgliederversammlung 22.03.2025 – TSV Grünwiese 1911 e. V."])
    ws["A1"].font = Font(bold=True)
    ws.append([])
    ws.append(["Nr.", "Name, Vorname", "Mitgliedsnr.", "anwesend", "Vollmacht(en) von"])
    bold(ws, "A3", "B3", "C3", "D3", "E3")
    pi = 0
    prox_lists = []
    for i, ((c, np_), nm) in enumerate(zip(pats, voters), 1):
        pl = proxies_from[pi:pi + np_] if pi + np_ <= len(proxies_from) else []
        pi += np_
        prox_lists.append(pl)
        ws.append([i, nm, 10000 + rng.randint(100, 9999), "ja", "; ".join(pl)])
    assert pi <= len(proxies_from) and pi == sum(p for _, p in pats)
    sh = wb.create_sheet("TOP 4 Wahl Vorsitz")
    sh.append(["TOP 4: Wahl der/des 1. Vorsitzenden – offene Abstimmung"])
    sh["A1"].font = Font(bold=True, size=12)
    sh.append(["Stimmrecht: jedes anwesende Mitglied 1 Stimme zzgl. übertragener Stimmen (max. 2 Vollmachten, "
               "§ 8 Abs. 4 der Satzung)"])
    sh.append([])
    sh.append(["Nr.", "Mitglied", "eigene Stimme", "Vollmachten", "Stimmen gesamt", "Stimmabgabe"])
    for c in range(1, 7):
        sh.cell(4, c).font = Font(bold=True)
    first = 5
    for i, ((c, np_), nm) in enumerate(zip(pats, voters), 1):
        sh.append([i, nm, 1, np_, 1 + np_, c])
    last = sh.max_row
    sh.append([])
    sh.append(["", "Summe", len(pats), sum(p for _, p in pats), sum(1 + p for _, p in pats), ""])
    sh.append([])
    sh.append(["", "Auszählung", "", "", "Stimmen", ""])
    for cand in (KR, AL, DE, EN):
        sh.append(["", cand, "", "", sum(1 + p for cc, p in pats if cc == cand), ""])
    sh.column_dimensions["B"].width = 28
    sh.column_dimensions["F"].width = 20
    nt = wb.create_sheet("Hinweise")
    nt.append(["Protokollführung: Ute Hahn. Versammlungsleitung: Ralf Kaiser."])
    nt.append(["Datei in LibreOffice Calc erstellt und als Excel 2007-365 gespeichert."])
    save_xlsx(wb, name, creator="LibreOffice")
    weighted = {c: sum(1 + p for cc, p in pats if cc == c) for c in (KR, AL, DE)}
    heads = {c: sum(1 for cc, _ in pats if cc == c) for c in (KR, AL, DE)}
    w = KR
    check_margin(weighted, w)
    assert argmax(heads) == AL and heads[AL] - heads[KR] >= 2
    EXPECTED[name] = {
        "tool": "LibreOffice Calc (German UI), saved as 'Excel 2007-365 (.xlsx)'",
        "format_evidence": "From memory; a club's hand-made attendance and voting sheet, not a tool export. The "
                           "totals were formulas in Calc; they are stored here as plain values (what a reader sees "
                           "as cached results).",
        "shape": "Workbook: attendance list first; the vote sheet has one row per member present with own vote, "
                 "number of proxies, total votes and the choice; a Summe row and a small tally block below.",
        "answer": "winner",
        "winner": w,
        "candidates": [KR, AL, DE],
        "scores": weighted,
        "scores_head_count_trap": heads,
        "scores_note": "votes including proxies (1 + Vollmachten per member), as the sheet's note requires; "
                       "'Enthaltung' (3) is an abstention",
        "question": "TOP 4: Wahl der/des 1. Vorsitzenden",
        "sheet": "TOP 4 Wahl Vorsitz",
        "traps": [
            "Counting rows gives Thomas Albrecht (16 vs 13); with proxies Sabine Krüger wins (24 vs 18).",
            "'Stimmen gesamt' (1 + Vollmachten) is the weight; the 'Summe' row is not a candidate.",
            "The first sheet is the attendance list (names 'Nachname, Vorname' with a comma, membership numbers).",
            "'Enthaltung' is an abstention, not a candidate.",
        ],
    }


def bid_entry(name: str, tool: str, evidence: str, shape: str, maxes: dict, prices, winner: str, question: str,
              traps: list[str], aliases: list[str]) -> None:
    scores = posted_price(maxes, prices)
    check_margin(scores, winner)
    top = max(maxes.values())
    assert num_str(top) != winner
    EXPECTED[name] = {
        "tool": tool,
        "format_evidence": evidence,
        "shape": shape,
        "answer": "winner",
        "winner": winner,
        "winner_aliases": aliases,
        "candidates": list(scores),
        "scores": scores,
        "bidder_max_bids": maxes,
        "question": question,
        "traps": traps,
    }


# ============================================================================ 17. Ricardo.ch
def make_ricardo() -> None:
    name = "ricardo_gebotsverlauf_omega_seamaster_excel.xlsx"
    rng = random.Random(1717)
    b = {1: "f***r (212)", 2: "t***o (48)", 3: "m***9 (5)", 4: "a***a (131)", 5: "s***s (17)", 6: "k***n (302)",
         7: "c***e (0)", 8: "p***i (66)", 9: "j***k (23)", 10: "u***z (9)"}
    seq = [(10, 50), (9, 100), (8, 150), (10, 200), (7, 250), (9, 300), (10, 380), (8, 400), (9, 450), (7, 500),
           (8, 550), (6, 600), (8, 640), (7, 700), (7, 720), (5, 750), (6, 800), (4, 850), (6, 900), (5, 950),
           (4, 980), (3, 1000), (2, 1050), (3, 1100), (2, 1180), (1, 1250)]
    cancelled = ("r***t (1)", 1400)

    def chf(x: float) -> str:
        return "CHF " + f"{x:,.2f}".replace(",", "'")

    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Tabelle1"
    ws.append(["Omega Seamaster Automatic, 1968, Kaliber 565 – Artikelnummer 1298844107"])
    ws["A1"].font = Font(bold=True)
    ws.append(["Startpreis CHF 1.00 · Auktion beendet am 18.05.2025 um 20:14 · 27 Gebote"])
    ws.append([])
    ws.append(["Bieter", "Gebot", "Datum", "Art"])
    bold(ws, "A4", "B4", "C4", "D4")
    t = datetime(2025, 5, 11, 9, 0)
    times = []
    for _ in seq:
        t += timedelta(hours=rng.randint(0, 5), minutes=rng.randint(1, 59))
        times.append(t)
    tc = datetime(2025, 5, 18, 20, 13, 41)
    assert t < tc
    events = [(b[i], a, tt, "Automatisches Gebot" if rng.random() < 0.4 else "Gebot") for (i, a), tt in
              zip(seq, times)]
    events.append((cancelled[0], cancelled[1], tc, "Gebot storniert"))
    for who, amt, tt, kind in sorted(events, key=lambda e: e[2], reverse=True):
        ws.append([who, chf(amt), tt.strftime("%d.%m.%Y %H:%M:%S"), kind])
    ws.append([])
    ws.append(["Stornierte Gebote werden nicht gewertet. Höchstbietender gewinnt zum Preis seines Gebots."])
    ws.column_dimensions["A"].width = 16
    ws.column_dimensions["B"].width = 16
    ws.column_dimensions["C"].width = 20
    save_xlsx(wb, name)
    maxes = {}
    for i, a in seq:
        maxes[b[i]] = max(maxes.get(b[i], 0), a)
    bid_entry(name, "ricardo.ch (Swiss auction site) bid history ('Gebotsverlauf'), copied into Microsoft Excel "
              "(Swiss German) and saved as .xlsx",
              "From memory, unverified: ricardo shows bidders as masked pseudonyms with a rating count "
              "('f***r (212)'), amounts as 'CHF 1'250.00' (apostrophe thousands separator), newest first. "
              "Pasted amounts stay text; the 'Art' column and footer are the user's.",
              "Bid log in a workbook: title lines, newest first, several bids per bidder, amounts as TEXT "
              "\"CHF 1'250.00\", one cancelled bid (the highest amount), a footer note.",
              maxes, [a for _, a in seq], "900",
              "Posted price p scored as p x number of bidders whose highest valid bid >= p",
              ["Amounts are text with an apostrophe as thousands separator (CHF 1'250.00 = 1250).",
               "The highest amount (CHF 1'400.00) is 'Gebot storniert' (cancelled) and does not count.",
               "The top valid bid is not the revenue-maximising price.",
               "Bidder names are masked pseudonyms with a rating in parentheses; 'c***e (0)' has rating 0.",
               "'Startpreis CHF 1.00' in a title line."],
              ["CHF 900.00", "900.00", "CHF 900"])


# ============================================================================ 18. Tradera (Swedish Excel CSV)
def make_tradera() -> None:
    name = "tradera_budhistorik_teak_sideboard_excel_sv.csv"
    rng = random.Random(1818)
    bidders = {"a": "s***n (47)", "b": "h***a (112)", "c": "e***k (9)", "d": "m***o (230)", "e": "j***s (18)",
               "f": "b***8 (3)", "g": "l***e (61)", "h": "k***r (25)", "i": "o***m (1)"}
    seq = [("i", 500), ("h", 600), ("g", 800), ("i", 1000), ("h", 1100), ("i", 1200), ("h", 1500), ("g", 1800),
           ("f", 2000), ("g", 2200), ("e", 2400), ("f", 2500), ("d", 2600), ("f", 2700), ("e", 3000), ("c", 3100),
           ("e", 3200), ("d", 3350), ("b", 3500), ("c", 3600), ("a", 3700), ("b", 3900), ("a", 4100)]
    removed = ("x***x (0)", 4500)

    def kr(x: int) -> str:
        return f"{x:,}".replace(",", "\u00a0") + ",00 kr"

    t = datetime(2025, 2, 20, 12, 0)
    ev = []
    for who, a in seq:
        t += timedelta(hours=rng.randint(1, 30), minutes=rng.randint(0, 59))
        ev.append((bidders[who], a, t, ""))
    ev.insert(20, (removed[0], removed[1], ev[19][2] + timedelta(minutes=7), "Budet har tagits bort"))
    rows = [["Budhistorik – Teaksideboard, Dyrlund, 1960-tal (objekt 612 348 907)", "", "", ""],
            ["Utropspris: 500,00 kr", "", "", ""], ["Antal bud: 24", "", "", ""], ["", "", "", ""],
            ["Budgivare", "Bud", "Tid", "Kommentar"]]
    for who, a, tt, note in sorted(ev, key=lambda e: e[2], reverse=True):
        rows.append([who, kr(a), tt.strftime("%Y-%m-%d %H:%M"), note])
    rows.append(["", "", "", ""])
    rows.append(["Frakt tillkommer med 1 450,00 kr (DB Schenker).".replace(" 450", "\u00a0450"), "", "", ""])
    put(name, csv_text(rows, sep=";", eol="\r\n").encode("cp1252"))
    maxes = {}
    for who, a in seq:
        maxes[bidders[who]] = max(maxes.get(bidders[who], 0), a)
    bid_entry(name, "Tradera (Swedish marketplace) bid history, copied into Microsoft Excel (Swedish) and saved as "
              "'CSV (semikolonavgränsad)'",
              "From memory, unverified: Tradera lists masked bidder aliases with a rating, the bid and the time; "
              "Swedish Excel saves ';'-separated Windows-1252 text with no-break-space thousands separators and a "
              "decimal comma.",
              "Bid log under title lines (newest first), several bids per bidder, amounts like '1 250,00 kr', one "
              "removed bid with a comment, a shipping-cost footer.",
              maxes, [a for _, a in seq], "2700",
              "Posted price p scored as p x number of bidders whose highest valid bid >= p",
              ["Windows-1252, ';' separator, CRLF; amounts use a no-break space (0xA0) and a decimal comma.",
               "The largest amount (4 500,00 kr) was removed ('Budet har tagits bort').",
               "Title lines hold 'Utropspris: 500,00 kr', an object number with spaces and 'Antal bud: 24'.",
               "The footer mentions a shipping cost of 1 450,00 kr.",
               "The top valid bid is not the revenue-maximising price."],
              ["2 700,00 kr", "2700,00", "2 700 kr"])


# ============================================================================ 19. LiveAuctioneers
def make_liveauctioneers() -> None:
    name = "liveauctioneers_bid_log_lot112_clarice_cliff.csv"
    rng = random.Random(1919)
    bidders = {"A": ("Internet", "LA-88213"), "B": ("Internet", "LA-40577"), "C": ("Absentee", "A-17"),
               "D": ("Floor", "214"), "E": ("Internet", "LA-93102"), "F": ("Floor", "87"),
               "G": ("Phone", "T-3"), "H": ("Internet", "LA-11986")}
    seq = [("H", 400), ("G", 450), ("H", 500), ("F", 550), ("H", 600), ("G", 650), ("F", 700), ("G", 750),
           ("F", 800), ("G", 850), ("F", 900), ("E", 950), ("D", 1000), ("E", 1050), ("C", 1100), ("E", 1150),
           ("D", 1200), ("C", 1300), ("B", 1350), ("A", 1400)]
    t = datetime(2025, 9, 24, 14, 31, 5)
    rows = [["Hartley & Finch Auctioneers – Decorative Arts, 24 September 2025"],
            ["Lot 112: Clarice Cliff 'Bizarre' Inspiration vase, shape 358, c.1930. Estimate £800 - £1,200"],
            [],
            ["Lot", "Bid #", "Bid Amount", "Bidder", "Paddle", "Bid Type", "Time (BST)", "Status"]]
    n = 0
    for k, (who, a) in enumerate(seq):
        t += timedelta(seconds=rng.randint(3, 19))
        n += 1
        typ, paddle = bidders[who]
        bidder = {"Internet": f"Bidder {paddle}", "Absentee": "Absentee (commission)", "Floor": "Floor",
                  "Phone": "Telephone"}[typ]
        status = "Winning" if k == len(seq) - 1 else "Outbid"
        rows.append(["112", str(n), f"£{a:,}", bidder, paddle, typ, t.strftime("%H:%M:%S"), status])
    t += timedelta(seconds=6)
    rows.append(["112", str(n + 1), "£1,500", "Bidder LA-40577", "LA-40577", "Internet", t.strftime("%H:%M:%S"),
                 "Retracted (bidder error, approved by auctioneer)"])
    rows.append([])
    rows.append(["Hammer price: £1,400. Buyer's premium 25% + VAT not included."])
    rows = [r + [""] * (8 - len(r)) if r else r for r in rows]
    put(name, csv_text(rows, eol="\r\n").encode("utf-8"))
    maxes = {}
    for who, a in seq:
        key = bidders[who][1]
        maxes[key] = max(maxes.get(key, 0), a)
    bid_entry(name, "LiveAuctioneers (live-bidding console) bid log for one lot, downloaded as CSV by the auction "
              "house",
              "From memory, unverified: one row per bid in time order with amount, bidder, paddle, bid type "
              "(internet / floor / absentee / phone) and status; title lines and a hammer-price footer.",
              "Bid log, oldest first, several bids per bidder identified by paddle (floor bidders share the name "
              "'Floor'), amounts like '£1,250', a retracted bid above the winning one, a footer.",
              maxes, [a for _, a in seq], "850",
              "Posted price p scored as p x number of bidders (paddles) whose highest valid bid >= p",
              ["Bidders must be told apart by paddle: two different floor bidders are both called 'Floor'.",
               "The largest amount (£1,500) is 'Retracted'; the hammer price £1,400 is in the footer.",
               "Amounts use '£' and ',' thousands separators; the estimate '£800 - £1,200' is in a title line.",
               "'Bid #' is a running number.",
               "The top valid bid is not the revenue-maximising price."],
              ["£850", "850.00"])


# ============================================================================ 20. 123FormBuilder rating grid
def make_123formbuilder() -> None:
    name = "123formbuilder_submissions_food_stall_ratings.csv"
    rng = random.Random(2020)
    stalls = {"Thai Street Kitchen": {1: 3, 2: 6, 3: 18, 4: 28, 5: 17, "N/A": 8},
              "Smokehouse BBQ": {1: 5, 2: 8, 3: 15, 4: 24, 5: 22, "N/A": 6},
              "Vegan Bowls Co.": {1: 7, 2: 10, 3: 20, 4: 20, 5: 10, "N/A": 13},
              "Crêpes & Galettes": {1: 1, 2: 4, 3: 12, 4: 30, 5: 27, "N/A": 6},
              "Wood-fired Pizza": {1: 4, 2: 6, 3: 14, 4: 22, 5: 24, "N/A": 10}}
    n = 80
    cols = {s: assign_exact(rng, d, n, "") for s, d in stalls.items()}
    qm = "Please rate each proposed food stall"
    header = (["Date", "Submission ID", "IP", "Your name", "Email", "How many people are in your group?"] +
              [f"{qm} - {s}" for s in stalls] +
              ["How likely are you to come back next year? (0-10)", "Comments", "Referrer"])
    rows = [header]
    who = people(rng, n)
    t = datetime(2025, 7, 6, 11, 0)
    for i, (f, l) in enumerate(who):
        t += timedelta(minutes=rng.randint(2, 45))
        rows.append([t.strftime("%m/%d/%Y %I:%M %p"), str(90812345 + i * 11), ip(rng), f"{f} {l}",
                     f"{slug(f)}{rng.randint(1, 99)}@example.org", str(rng.randint(1, 6))] +
                    [str(cols[s][i]) for s in stalls] +
                    [str(rng.randint(4, 10)), rng.choice(["", "", "", "More seating please", "Great day out!",
                                                          "Queue for crêpes was long", "Bring back the ice cream"]),
                     "https://www.example.org/summer-fair"])
    put(name, ("\ufeff" + csv_text(rows, eol="\r\n")).encode("utf-8"))
    sums = {s: sum(k * v for k, v in d.items() if k != "N/A") for s, d in stalls.items()}
    means = {s: round(sums[s] / sum(v for k, v in d.items() if k != "N/A"), 3) for s, d in stalls.items()}
    w = "Crêpes & Galettes"
    check_margin(sums, w)
    assert argmax(means) == w
    full = {f"{qm} - {s}": v for s, v in sums.items()}
    EXPECTED[name] = {
        "tool": "123FormBuilder, Submissions → Export → CSV",
        "format_evidence": "From memory, unverified: one row per submission with date, submission id and IP; a "
                           "matrix (Likert) field exported as one column per row item titled '<field> - <item>'.",
        "shape": "Rating grid: one column per stall holding 1-5, 'N/A' or empty; other numeric questions (group "
                 "size, 0-10 come-back score) beside it.",
        "answer": "winner",
        "winner": w,
        "winner_aliases": [f"{qm} - {w}"],
        "candidates": list(stalls),
        "scores": sums,
        "scores_full_column_names": full,
        "scores_mean": means,
        "scores_note": "sum of ratings with 'N/A' and blanks left out; the mean rating and the number of 5s give "
                       "the same winner",
        "question": qm,
        "traps": [
            "Rating cells mix 1-5 with 'N/A' and blanks.",
            "The 0-10 'come back' column and group size are numeric but not candidates.",
            "Candidate labels are '<question> - <stall>'; a stall name contains '&', another 'Co.'.",
            "'Submission ID' is a large number.",
        ],
    }


# ============================================================================ main
def main() -> None:
    for fn in (make_vevox, make_wooclap, make_polly, make_formstack, make_paperform, make_surveycto, make_opavote,
               make_civs, make_simplyvoting, make_xoyondo, make_jira, make_simplepoll, make_discord, make_baserow,
               make_excel_fr, make_libreoffice_de, make_ricardo, make_tradera, make_liveauctioneers,
               make_123formbuilder):
        fn()
    assert len(EXPECTED) == 20, len(EXPECTED)
    (OUT / "expected.json").write_text(json.dumps(EXPECTED, indent=2, ensure_ascii=False, sort_keys=True) + "\n",
                                       encoding="utf-8")
    print(f"wrote {len(EXPECTED)} files + expected.json to {OUT}")


if __name__ == "__main__":
    main()
