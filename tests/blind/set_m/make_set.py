#!/usr/bin/env python3
"""Regenerate the sealed blind test set M (15 synthetic exports + expected.json + README.md).

Run from the repository root:  /work/main/.venv/bin/python tests/blind/set_m/make_set.py

Deterministic: a fixed seed per file, fixed document timestamps and fixed zip-entry times inside
the .xlsx files, so two runs give identical bytes.  Standard library + openpyxl only.
Every person, id, e-mail address (example.org) and IP address (RFC 5737 ranges) is invented.
The author of this set never read the upload reader.
"""
from __future__ import annotations

import csv
import hashlib
import io
import json
import random
import re
import zipfile
from collections import Counter, defaultdict
from datetime import datetime, timedelta
from pathlib import Path

import openpyxl
from openpyxl.styles import Alignment, Font, PatternFill

OUT = Path(__file__).resolve().parent
EXPECTED: dict[str, dict] = {}
README_ROWS: list[tuple[str, str, str, str, str]] = []
FIXED_DT = datetime(2025, 11, 24, 9, 15, 0)
BID_QUESTION = "Posted price p scored as p x number of bidders whose highest valid bid >= p"


# ----------------------------------------------------------------------------- helpers
def put(name: str, data: bytes) -> None:
    (OUT / name).write_bytes(data)


def py_csv(rows, **kw) -> str:
    """Python's csv.writer (default dialect 'excel': QUOTE_MINIMAL, CRLF) unless overridden."""
    buf = io.StringIO(newline="")
    w = csv.writer(buf, **kw)
    w.writerows(rows)
    return buf.getvalue()


def argmax(scores: dict) -> str:
    return max(scores, key=lambda k: scores[k])


def check_margin(scores: dict, winner: str, min_abs: float = 2) -> None:
    assert argmax(scores) == winner, (winner, scores)
    for k, v in scores.items():
        if k != winner:
            assert scores[winner] - v >= min_abs, (winner, k, scores)


def expand(counts: dict, rng: random.Random) -> list:
    seq = [k for k, n in counts.items() for _ in range(n)]
    rng.shuffle(seq)
    return seq


def rid(rng: random.Random, n: int, alphabet: str = "0123456789abcdefghijklmnopqrstuvwxyz") -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def ip(rng: random.Random) -> str:
    return f"{rng.choice(['192.0.2', '198.51.100', '203.0.113'])}.{rng.randint(2, 254)}"


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


def bid_scores(bids: list[tuple[str, float]]) -> tuple[dict, dict]:
    """bids: (bidder, amount) of valid bids. Returns (bidder_max, scores over all distinct amounts)."""
    amounts = sorted({a for _, a in bids})
    mx: dict[str, float] = {}
    for b, a in bids:
        mx[b] = max(mx.get(b, 0), a)

    def key(p):
        return str(int(p)) if float(p).is_integer() else f"{p:.2f}"

    scores = {key(p): round(p * sum(1 for v in mx.values() if v >= p), 2) for p in amounts}
    return {b: (int(v) if float(v).is_integer() else v) for b, v in mx.items()}, scores


def check_bid_margin(scores: dict, min_rel: float = 0.025) -> str:
    w = argmax(scores)
    top = scores[w]
    for k, v in scores.items():
        if k != w:
            assert top - v >= min_rel * top, (w, k, scores)
    return w


def irv(ballots: list[list[str]], cands: list[str]) -> list[dict]:
    """Instant-runoff rounds (ballots = ordered preference lists, possibly truncated)."""
    alive = list(cands)
    rounds = []
    while True:
        tally = {c: 0 for c in alive}
        for b in ballots:
            for c in b:
                if c in tally:
                    tally[c] += 1
                    break
        rounds.append(dict(tally))
        total = sum(tally.values())
        top = max(tally, key=tally.get)
        if tally[top] * 2 > total or len(alive) <= 2:
            return rounds
        low = min(tally.values())
        losers = [c for c in alive if tally[c] == low]
        assert len(losers) == 1, ("tie for elimination", tally)
        alive.remove(losers[0])


def borda(ballots: list[list[str]], cands: list[str]) -> dict:
    """Borda with n-1 … 0 points for ranks 1 … n; unranked candidates get 0."""
    n = len(cands)
    sc = {c: 0 for c in cands}
    for b in ballots:
        for i, c in enumerate(b):
            sc[c] += n - 1 - i
    return sc



def people(rng: random.Random, n: int, first: list[str], last: list[str]) -> list[tuple[str, str]]:
    seen, out = set(), []
    while len(out) < n:
        p = (rng.choice(first), rng.choice(last))
        if p not in seen:
            seen.add(p)
            out.append(p)
    return out


EN_FIRST = ["Alice", "Ben", "Chloe", "Daniel", "Emma", "Felix", "Grace", "Hugo", "Isla", "Jack", "Kara", "Liam",
            "Maya", "Noah", "Olivia", "Priya", "Quinn", "Ruby", "Sam", "Tara", "Umar", "Vera", "Will", "Yara",
            "Zoe", "Leo", "Nina", "Oscar", "Hannah", "Ivan", "Lena", "Marco", "Sofia", "Tom", "Elena", "Jonas",
            "Aisha", "Bruno", "Carmen", "Dev", "Eilidh", "Farah", "Gus", "Hiro", "Imke", "Jude"]
EN_LAST = ["Walker", "Patel", "Nguyen", "Schmidt", "Rossi", "Dubois", "Kowalski", "Jensen", "Murphy", "Garcia",
           "Novak", "Larsen", "Silva", "Costa", "Horvat", "Weber", "Fischer", "Moreau", "Bianchi", "Virtanen",
           "O'Brien", "Andersen", "Kaya", "Lindqvist", "Petrov", "Ferreira", "Doyle", "Marsh", "Young", "Reid",
           "Okafor", "Brennan", "Haddad", "Mensah", "Castillo", "Yamada", "Quist", "Lowe", "Byrne", "Dunn"]
DE_FIRST = ["Anja", "Bernd", "Carla", "Dieter", "Elke", "Florian", "Gisela", "Holger", "Ines", "Jörg", "Katrin",
            "Lukas", "Monika", "Nils", "Olga", "Petra", "Ralf", "Sabine", "Timo", "Ute", "Volker", "Wiebke",
            "Yusuf", "Zeynep", "Jürgen", "Käthe", "Sören", "Björn", "Hülya", "Grete", "Emil", "Frieda"]
DE_LAST = ["Bauer", "Schröder", "Wagner", "Hoffmann", "Krüger", "Neumann", "Schmitt", "Lehmann", "Köhler",
           "Weiß", "Brandt", "Hahn", "Vogel", "Jäger", "Öztürk", "Fuchs", "Peters", "Scholz", "Möller", "Kaiser",
           "Böhm", "Engel", "Lorenz", "Günther", "Franke", "Albrecht", "Simon", "Winkler", "Huber", "Maier"]






FIXED_DT = datetime(2026, 3, 12, 10, 5, 0)
EVID_MEM = "From memory, unverified: "


def ranked_entry(ballots, cands):
    fp = Counter(b[0] for b in ballots if b)
    scores = {c: fp.get(c, 0) for c in cands}
    rounds = irv([b for b in ballots if b], cands)
    bo = borda([b for b in ballots if b], cands)
    w = argmax(scores)
    check_margin(scores, w, 2)
    assert argmax(bo) == w and argmax(rounds[-1]) == w, (w, bo, rounds)
    return w, scores, rounds, bo


def seeded(base: int, build):
    """Try seeds base, base+1000, ... until build(rng) returns without AssertionError (deterministic)."""
    for k in range(200):
        try:
            return build(random.Random(base + 1000 * k))
        except AssertionError:
            continue
    raise RuntimeError("no seed satisfied the constraints")


# ----------------------------------------------------------------------------- 1 Jotform (multi per cell)
def make_jotform() -> None:
    name = "Team_Away_Day_2026_Activity_Poll_Jotform_Submissions.csv"
    acts = ["Escape room", "Cooking class", "Kayaking on the canal", "Axe throwing", "Pottery workshop",
            "Treasure hunt in the old town"]
    depts = ["Finance", "Operations", "Sales", "IT", "People & Culture"]

    def build(rng):
        weights = [5, 3, 6, 2, 3, 4]
        ppl = people(rng, 47, EN_FIRST, EN_LAST)
        rows, tally = [], Counter()
        t = datetime(2026, 1, 12, 8, 31, 0)
        for i, (f, l) in enumerate(ppl):
            k = rng.choice([1, 2, 2, 3, 3, 3])
            pick = []
            while len(pick) < k:
                a = rng.choices(acts, weights)[0]
                if a not in pick:
                    pick.append(a)
            pick.sort(key=acts.index)
            tally.update(pick)
            t += timedelta(minutes=rng.randint(3, 300))
            rows.append([t.strftime("%Y-%m-%d %H:%M:%S"), f, l, f"{f.lower()}.{l.lower().replace(chr(39), '')}@example.org",
                         rng.choice(depts), "\n".join(pick), rng.choice(["", "", "", "Happy with anything!",
                         "Please nothing too early, I commute from Leeds", "Vegetarian lunch please"]),
                         ip(rng), str(5930000000000000000 + rng.randint(10**14, 10**15))])
        scores = {a: tally[a] for a in acts}
        w = argmax(scores)
        check_margin(scores, w, 4)
        return rows, scores, w

    rows, scores, w = seeded(1201, build)
    header = ["Submission Date", "First Name", "Last Name", "E-mail", "Department",
              "Which activities would you enjoy on the away day? (pick up to 3)", "Anything else we should know?",
              "IP", "Submission ID"]
    put(name, ("\ufeff" + py_csv([header] + rows)).encode("utf-8"))
    record(name,
           "Jotform (online form builder), form → Tables → Download All → CSV, a company's away-day activity poll",
           "One row per submission: submission date (YYYY-MM-DD HH:MM:SS), first/last name, e-mail, department (dropdown), a checkbox question whose ticked options are joined by line breaks inside one quoted cell, a free-text comment, IP and a 19-digit submission ID.",
           "UTF-8 with BOM, `,`, CRLF, minimal quoting (embedded LF inside quoted cells)",
           EVID_MEM + "Jotform's CSV writing checkbox answers as one cell with one option per line, the 'Submission Date' and 'Submission ID' column titles and the 19-digit IDs. Search found nothing specific. Company, people and answers are invented.",
           {"answer": "winner", "winner": w, "candidates": acts, "scores": scores,
            "question": "Which activities would you enjoy on the away day? (count of ticks)",
            "traps": ["Several options per cell separated by line breaks.", "Department is a single-choice field but not the vote.",
                      "Submission IDs and IPs are not counts."]})


# ----------------------------------------------------------------------------- 2 Kahoot! workbook
def make_kahoot() -> None:
    name = "Kahoot_Report_Library_Week_Quiz_Class_5R.xlsx"
    books = ["The Wild Robot", "Wonder", "Holes", "Percy Jackson and the Lightning Thief"]
    q1 = ("Who wrote 'Charlotte's Web'?", ["E. B. White", "Roald Dahl", "J. K. Rowling", "C. S. Lewis"], 0)
    q2 = ("Which part of a book tells you the chapter pages?", ["Glossary", "Index", "Table of contents", "Blurb"], 2)
    q3 = "Poll: Which book should 5R read together next term?"

    def build(rng):
        kids = [f"{f} {l[0]}." for f, l in people(rng, 26, EN_FIRST, EN_LAST)]
        ans1 = [rng.choices(range(4), [8, 3, 2, 1])[0] for _ in kids]
        ans2 = [rng.choices(range(4), [2, 4, 9, 1])[0] for _ in kids]
        poll = [rng.choices(books + [None], [6, 4, 3, 9, 1])[0] for _ in kids]
        scores = {b: sum(1 for p in poll if p == b) for b in books}
        w = argmax(scores)
        check_margin(scores, w, 3)
        # quiz answers must not be mistaken for a poll with a bigger winner: fine either way, poll is the decision
        return kids, ans1, ans2, poll, scores, w

    kids, ans1, ans2, poll, scores, w = seeded(1202, build)
    rng = random.Random(99)
    pts1 = [rng.randint(600, 990) if a == q1[2] else 0 for a in ans1]
    pts2 = [rng.randint(600, 990) if a == q2[2] else 0 for a in ans2]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Overview"
    bold = Font(bold=True)
    ws.append(["Library Week quiz"]); ws["A1"].font = Font(bold=True, size=14)
    ws.append(["Played on", "5 Mar 2026"])
    ws.append(["Hosted by", "ms_adeyemi_5R"])
    ws.append(["Played with", f"{len(kids)} players"])
    ws.append(["Played", "3 of 3 questions"])
    ws.append([])
    ws.append(["Overall Performance"]); ws.cell(ws.max_row, 1).font = bold
    ws.append(["Total correct answers (%)", f"{round(100 * (sum(a == q1[2] for a in ans1) + sum(a == q2[2] for a in ans2)) / (2 * len(kids)), 2)}%"])
    ws.append(["Total incorrect answers (%)", ""])
    ws.append(["Average score (points)", round((sum(pts1) + sum(pts2)) / len(kids), 2)])
    fs = wb.create_sheet("Final Scores")
    fs.append(["Library Week quiz"]); fs.append(["Final Scores"]); fs.append([])
    fs.append(["Rank", "Player", "Total Score (points)", "Correct Answers", "Incorrect Answers"])
    tot = sorted(((pts1[i] + pts2[i], k, (ans1[i] == q1[2]) + (ans2[i] == q2[2])) for i, k in enumerate(kids)), reverse=True)
    for r, (s, k, c) in enumerate(tot, 1):
        fs.append([r, k, s, c, 2 - c])
    for qi, (qt, opts, ok), ans, pts in ((1, q1, ans1, pts1), (2, q2, ans2, pts2)):
        qs = wb.create_sheet(f"{qi} Quiz")
        qs.append([f"{qi} Quiz"]); qs.append([qt]); qs.append([])
        qs.append(["Answer Summary"])
        qs.append(["Answer options"] + opts)
        qs.append(["Is answer correct?"] + ["✔︎" if j == ok else "✘" for j in range(4)])
        qs.append(["Number of answers received"] + [sum(1 for a in ans if a == j) for j in range(4)])
        qs.append([])
        qs.append(["Player", "Answer", "Correct / Incorrect", "Score (points)", "Score without Answer Streak Bonus (points)", "Current Total Score (points)", "Answer Time (seconds)"])
        for i, k in enumerate(kids):
            qs.append([k, opts[ans[i]], "Correct" if ans[i] == ok else "Incorrect", pts[i], pts[i],
                       pts[i] + (pts1[i] if qi == 2 else 0), round(rng.uniform(2, 19), 2)])
    ps = wb.create_sheet("3 Poll")
    ps.append(["3 Poll"]); ps.append([q3]); ps.append([])
    ps.append(["Answer Summary"])
    ps.append(["Answer options"] + books)
    ps.append(["Number of answers received"] + [scores[b] for b in books])
    ps.append([])
    ps.append(["Player", "Answer", "Answer Time (seconds)"])
    for i, k in enumerate(kids):
        ps.append([k, poll[i] or "--", round(rng.uniform(3, 25), 2) if poll[i] else ""])
    rd = wb.create_sheet("RawReportData Data")
    rd.append(["Question Number", "Question", "Answer 1", "Answer 2", "Answer 3", "Answer 4", "Correct Answers",
               "Time Allotted to Answer (seconds)", "Player", "Answer", "Correct / Incorrect", "Score (points)"])
    for i, k in enumerate(kids):
        rd.append([1, q1[0], *q1[1], q1[1][q1[2]], 20, k, q1[1][ans1[i]], "Correct" if ans1[i] == 0 else "Incorrect", pts1[i]])
        rd.append([2, q2[0], *q2[1], q2[1][q2[2]], 20, k, q2[1][ans2[i]], "Correct" if ans2[i] == 2 else "Incorrect", pts2[i]])
        rd.append([3, q3, *books, "", 30, k, poll[i] or "--", "", 0])
    save_xlsx(wb, name, "Kahoot!")
    record(name,
           "Kahoot! (game-based classroom quizzes), Reports → a finished live game → Download report (Excel), a year-5 class's library-week kahoot ending with a poll slide",
           "Workbook: 'Overview' (title block and overall performance), 'Final Scores' (rank, player, points), '1 Quiz' and '2 Quiz' (graded questions: answer summary block with ✔︎/✘ and counts, then one row per player), '3 Poll' (answer summary with counts, then one row per player; '--' for no answer), 'RawReportData Data' (long, all questions).",
           ".xlsx, 5 sheets",
           EVID_MEM + "the Kahoot! report workbook with an overview sheet, a final-scores sheet, one sheet per question and a raw-data sheet; a FoodCorps blog post (found by search) confirms an overview plus one tab per question with player, answer and time. Sheet and column titles are otherwise my guesses. Class, pupils and answers are invented.",
           {"answer": "winner", "winner": w, "candidates": books, "scores": scores, "question": q3,
            "traps": ["The first two sheets are quiz scores, not a vote.", "Two graded quiz questions have answer counts too.",
                      "'--' means no answer.", "The raw-data sheet repeats all three questions in long form."]})


# ----------------------------------------------------------------------------- 3 D2L Brightspace survey (ASK)
def make_d2l() -> None:
    name = "Brightspace_Survey_Export_GEOG2104_Field_Trip_Planning.csv"
    fq = ("Which site should the spring field trip visit?", ["Coastal erosion at Selby Point", "Ashcombe reservoir and dam",
                                                               "Upland peat restoration, Hollins Moor", "Urban heat mapping downtown"])
    dq = ("Which day works best for the trip?", ["Friday 17 April", "Saturday 18 April", "Friday 24 April"])

    def build(rng):
        ppl = people(rng, 38, EN_FIRST, EN_LAST)
        a1 = [rng.choices(fq[1], [4, 7, 5, 3])[0] for _ in ppl]
        a2 = [rng.choices(dq[1], [3, 7, 4])[0] for _ in ppl]
        s1 = {o: a1.count(o) for o in fq[1]}
        s2 = {o: a2.count(o) for o in dq[1]}
        w1, w2 = argmax(s1), argmax(s2)
        check_margin(s1, w1, 3); check_margin(s2, w2, 3)
        assert s2[w2] > s1[w1]  # the day question has the bigger raw count: a naive max would pick it
        return ppl, a1, a2, s1, s2, w1, w2

    ppl, a1, a2, s1, s2, w1, w2 = seeded(1203, build)
    rng = random.Random(7)
    header = ["Org Defined ID", "Username", "FirstName", "LastName", "Attempt #", "Attempt Start", "Attempt End",
              "Section #", "Q #", "Q Type", "Q Title", "Q Text", "Bonus?", "Difficulty", "Answer", "Answer Match",
              "Score", "Out Of"]
    rows = []
    for i, (f, l) in enumerate(ppl):
        oid = str(20250000 + rng.randint(1000, 9999))
        un = (f[0] + l).lower().replace("'", "")
        st = datetime(2026, 2, 9, 9, 0) + timedelta(minutes=rng.randint(0, 60 * 24 * 6))
        en = st + timedelta(seconds=rng.randint(40, 400))
        base = [oid, un, f, l, "1", st.strftime("%B %-d, %Y %-I:%M %p"), en.strftime("%B %-d, %Y %-I:%M %p"), "1"]
        rows.append(base + ["1", "MC", "Trip site", fq[0], "FALSE", "1", a1[i], "Checked", "", ""])
        rows.append(base + ["2", "MC", "Trip day", dq[0], "FALSE", "1", a2[i], "Checked", "", ""])
        rows.append(base + ["3", "LA", "Dietary needs", "Any dietary or access needs we should plan for?", "FALSE", "1",
                            rng.choice(["", "", "None", "Vegetarian", "Step-free access please", "nut allergy"]), "", "", ""])
    put(name, py_csv([header] + rows).encode("utf-8"))
    record(name,
           "D2L Brightspace (LMS), course → Surveys → survey → Statistics → Export to CSV (user attempt details), a second-year geography course's field-trip planning survey",
           "Long format, one row per (student, question): org-defined ID, username, names, attempt number and start/end times ('February 9, 2026 9:14 AM'), section and question number, question type (MC / LA), short title and full text, bonus and difficulty columns, the answer text, 'Answer Match' and empty score columns. Two multiple-choice questions (site, day) and one long-answer question.",
           "UTF-8 (no BOM), `,`, CRLF, minimal quoting",
           EVID_MEM + "Brightspace's quiz/survey attempt export with Org Defined ID, Q #, Q Type, Q Title, Q Text, Answer and Answer Match columns. A search of the docs corpus found nothing confirming it. Course, students and answers are invented.",
           {"answer": "ask", "ask_because": "Two separate decisions (trip site and trip day) in one survey with different winners; nothing says which is meant.",
            "acceptable": {fq[0]: w1, dq[0]: w2}, "scores_by_question": {fq[0]: s1, dq[0]: s2},
            "candidates": fq[1] + dq[1],
            "traps": ["Long format: three rows per student.", "The day question has the largest single count.",
                      "Org Defined IDs and dates are not votes."]})


# ----------------------------------------------------------------------------- 4 SurveyHero ranking
def make_surveyhero() -> None:
    name = "surveyhero-export-board-game-night-ranking.csv"
    games = ["Catan", "Wingspan", "Ticket to Ride", "Codenames", "Azul"]

    def build(rng):
        pref = {"Catan": 3.0, "Wingspan": 4.6, "Ticket to Ride": 3.4, "Codenames": 2.6, "Azul": 2.2}
        ballots = []
        for _ in range(41):
            ballots.append(sorted(games, key=lambda g: -(pref[g] + rng.gauss(0, 1.6))))
        w, scores, rounds, bo = ranked_entry(ballots, games)
        return ballots, w, scores, rounds, bo

    ballots, w, scores, rounds, bo = seeded(1204, build)
    rng = random.Random(4)
    q = "Please rank the games for the next board game night (1 = most wanted)"
    header = ["Response ID", "Status", "Date started", "Date completed", "Language", "Device", "IP address"] + \
             [f"{q} - {g}" for g in games] + ["Your first name (optional)"]
    rows = []
    t = datetime(2026, 2, 2, 18, 0)
    for i, b in enumerate(ballots):
        t += timedelta(minutes=rng.randint(2, 240))
        rows.append([str(18733000 + 17 * i + rng.randint(0, 9)), "Completed", t.strftime("%Y-%m-%d %H:%M:%S"),
                     (t + timedelta(seconds=rng.randint(30, 200))).strftime("%Y-%m-%d %H:%M:%S"), "English",
                     rng.choice(["Desktop", "Mobile", "Mobile", "Tablet"]), ip(rng)] +
                    [str(b.index(g) + 1) for g in games] + [rng.choice(["", "", rng.choice(EN_FIRST)])])
    rows.insert(9, [str(18733099), "Incomplete", "2026-02-02 21:40:11", "", "English", "Mobile", ip(rng)] + [""] * 5 + [""])
    put(name, ("\ufeff" + py_csv([header] + rows)).encode("utf-8"))
    record(name,
           "SurveyHero (online survey tool), survey → Responses → Export → CSV, a café's board-game-night ranking survey",
           "Ranking: one row per response with ID, status (Completed / one Incomplete with no answers), start/completion dates, language, device, IP, then one column per game '<question> - <game>' holding the rank 1-5, and an optional first-name column.",
           "UTF-8 with BOM, `,`, CRLF, minimal quoting",
           EVID_MEM + "SurveyHero's response export with one column per ranked item holding the rank number; column titles are my guesses. Café, people and ranks are invented.",
           {"answer": "winner", "winner": w, "candidates": games, "scores": scores, "rule": "first preferences (Borda and IRV agree)",
            "borda": bo, "irv_rounds": rounds, "question": q,
            "traps": ["Cells hold ranks (1 = best), so a low number is good.", "An incomplete response with empty ranks."]})


# ----------------------------------------------------------------------------- 5 nuudel date poll
def make_nuudel() -> None:
    name = "nuudel_Probenwochenende_Posaunenchor.csv"
    days = ["Fr 13.03.2026", "Sa 14.03.2026", "Fr 20.03.2026", "Sa 21.03.2026", "Fr 27.03.2026", "Sa 28.03.2026"]

    def build(rng):
        ppl = people(rng, 19, DE_FIRST, DE_LAST)
        p_yes = [0.45, 0.55, 0.4, 0.8, 0.35, 0.5]
        rows, yes, maybe = [], Counter(), Counter()
        for f, l in ppl:
            r = [f"{f} {l[0]}."]
            for j, d in enumerate(days):
                x = rng.random()
                v = "Ja" if x < p_yes[j] else ("Unter Vorbehalt" if x < p_yes[j] + 0.15 else "Nein")
                yes[d] += v == "Ja"; maybe[d] += v == "Unter Vorbehalt"
                r.append(v)
            rows.append(r)
        sy = {d: yes[d] for d in days}
        sym = {d: yes[d] + maybe[d] for d in days}
        w = argmax(sy)
        check_margin(sy, w, 3)
        assert argmax(sym) == w and all(sym[w] - sym[d] >= 1 for d in days if d != w)
        return rows, sy, sym, w

    rows, sy, sym, w = seeded(1205, build)
    head1 = [""] + days
    head2 = [""] + ["10:00"] * len(days)
    put(name, py_csv([head1, head2] + rows, quoting=csv.QUOTE_ALL).encode("utf-8"))
    record(name,
           "nuudel (Digitalcourage's Framadate-based scheduling-poll service, German interface), poll admin page → 'Export in CSV', a brass choir's rehearsal-weekend date poll",
           "Scheduling poll: two header rows (dates with German weekday abbreviations, then the start time, the same for every column), then one row per participant with 'Ja' / 'Unter Vorbehalt' / 'Nein' per date.",
           "UTF-8 (no BOM), `,`, CRLF, every field quoted",
           EVID_MEM + "nuudel runs Framadate, whose CSV export puts the dates on a first row and the times on a second row above one row per participant; the German answer words are my guesses. Choir, people and answers are invented.",
           {"answer": "winner", "winner": w, "winner_aliases": [f"{w} 10:00", w.split(" ", 1)[1]], "candidates": days,
            "scores": sy, "scores_yes_plus_maybe": sym, "question": "Most 'Ja' per date (also most Ja + Unter Vorbehalt)",
            "traps": ["Two header rows (date, then time).", "'Unter Vorbehalt' is a maybe."]})


# ----------------------------------------------------------------------------- 6 NZ Electoral Commission
def make_nz() -> None:
    name = "candidate-votes-by-voting-place-kowhai-ridge-by-election-2026.csv"
    cands = ["HĀKOPA, Mereana", "LINDQVIST, Per", "MORRISON-TAIT, Grace", "PARK, Daniel", "TE WHATA, Hēmi"]
    parties = ["Green Party", "ACT New Zealand", "Labour Party", "National Party", "Independent"]
    places = ["Kōwhai Ridge School Hall, 14 Tōtara Road", "St Barnabas Church Hall, 2 Elm Street",
              "Ridgeview Community Centre, 88 Hill Road", "Pukeatua Marae, 310 Old Coach Road",
              "Kōwhai Ridge Library, Main Street", "Western Springs Bowling Club, 5 Park Avenue",
              "Harbourside Primary School, 41 Quay Street", "Mobile voting facility (rest homes)"]

    def build(rng):
        base = [0.17, 0.08, 0.33, 0.30, 0.12]
        data = []
        for p in places:
            n = rng.randint(350, 1500)
            wts = [max(0.01, b + rng.gauss(0, 0.04)) for b in base]
            v = [int(n * x / sum(wts)) for x in wts]
            data.append((p, v, rng.randint(2, 14)))
        adv = [int(2600 * x) for x in base]
        ordv = [sum(d[1][j] for d in data) + adv[j] for j in range(5)]
        tot = {cands[j]: ordv[j] for j in range(5)}
        w = argmax(tot)
        check_margin(tot, w, 150)
        return data, adv, tot, w

    data, adv, tot, w = seeded(1206, build)
    rows = [["Kōwhai Ridge By-election 2026"], ["Official Result - Candidate Votes by Voting Place"],
            ["Electorate: Kōwhai Ridge"], [],
            ["Voting Place", "Voting Place Suburb"] + cands + ["Informal Candidate Votes", "Total Valid Candidate Votes"],
            ["", ""] + parties + ["", ""]]
    for p, v, inf in data:
        rows.append([p, p.split(", ")[-1] if "," in p else "", *map(str, v), str(inf), str(sum(v))])
    rows.append(["Votes Allowed for Party Only", ""] + [""] * 5 + ["", ""])
    rows.append(["Advance voting places (total)", ""] + [str(x) for x in adv] + ["9", str(sum(adv))])
    rows.append(["Total", ""] + [str(tot[c]) for c in cands] + [str(sum(d[2] for d in data) + 9), str(sum(tot.values()))])
    put(name, py_csv(rows).encode("utf-8"))
    record(name,
           "New Zealand Electoral Commission, electionresults.govt.nz → by-election → Statistics → 'Votes for candidates by voting place' (CSV), a by-election in an invented electorate",
           "Ready-made count table: three title lines and a blank line, a header with one column per candidate ('SURNAME, Given') and a second header row with the party, one row per voting place (votes per candidate, informal votes, total valid), an empty 'Votes Allowed for Party Only' row, an advance-voting row and a 'Total' row.",
           "UTF-8 (no BOM; macrons), `,`, CRLF, minimal quoting",
           EVID_MEM + "the NZ results site's per-voting-place CSVs with title lines above the table, candidate columns with the party on the next line and a totals row at the bottom; exact titles are my guesses. Electorate, candidates and numbers are invented.",
           {"answer": "winner", "winner": w, "winner_aliases": [w.split(", ")[1] + " " + w.split(", ")[0].title()],
            "candidates": cands, "scores": tot, "question": "Total candidate votes",
            "traps": ["Title block above the header.", "Second header row holds parties.", "'Total' row at the bottom must not be added again.",
                      "Informal and total-valid columns are not candidates."]})


# ----------------------------------------------------------------------------- 7 Proxibid bids
def make_proxibid() -> None:
    name = "Proxibid_BidHistory_Catalog_48821_Lot_0312.csv"

    def build(rng):
        ceilings = {"PB-20417": rng.choice([1900, 2000, 2100]), "PB-11873": 3050, "PB-30954": 1450,
                    "FLOOR-112": 2950, "PB-08822": 1150, "ABS-7": 2400}
        amt, bids, t, last = 500, [], datetime(2026, 2, 21, 10, 4, 10), None
        while True:
            active = [b for b in ceilings if ceilings[b] >= amt and b != last]
            if not active:
                break
            b = rng.choice(active)
            bids.append((b, amt, t)); last = b
            amt += 50 if amt < 1500 else 100
            t += timedelta(seconds=rng.randint(5, 90))
        mx, scores = bid_scores([(b, float(a)) for b, a, _ in bids])
        w = check_bid_margin(scores)
        return bids, mx, scores, w

    bids, mx, scores, w = seeded(1207, build)
    header = ["Catalog ID", "Lot Number", "Lot Title", "Bidder", "Bid Amount", "Bid Date", "Bid Type", "Status"]
    rows = []
    for i, (b, a, tt) in enumerate(bids):
        typ = "Floor" if b.startswith("FLOOR") else ("Absentee" if b.startswith("ABS") else "Internet")
        rows.append(["48821", "0312", "Kubota BX2380 Compact Tractor, 1,412 hrs, 60\" Mower Deck", b, f"${a:,.2f}",
                     tt.strftime("%m/%d/%Y %I:%M:%S %p CST"), typ, "Winning" if i == len(bids) - 1 else "Outbid"])
    rows.reverse()
    put(name, py_csv([header] + rows).encode("utf-8"))
    record(name,
           "Proxibid (online auction marketplace for auctioneers), seller console → catalog 48821 → lot 0312 → Bid History → Export, an equipment consignment auction with internet, floor and absentee bidders",
           "Bid list, newest first: catalog ID, lot number with leading zero, lot title (with a comma-grouped hour count and an inch mark), bidder (PB-/FLOOR-/ABS- prefixes), bid amount as '$1,250.00', date/time with CST, bid type and status (Winning / Outbid).",
           "UTF-8 (no BOM), `,`, CRLF, minimal quoting",
           EVID_MEM + "a bid-history export with these columns; titles are my guesses. Auction, bidders and amounts are invented.",
           {"answer": "winner", "winner": w, "winner_aliases": [f"{float(w):.2f}", f"${int(float(w)):,}.00", f"{int(float(w)):,}"],
            "candidates": list(scores), "question": BID_QUESTION, "scores": scores, "bidder_max_bids": mx,
            "highest_bid": {"bidder": bids[-1][0], "amount": bids[-1][1]},
            "traps": ["Catalog/lot numbers, '1,412 hrs' and '60\"' are not bids.", "Newest first.", "Amounts are currency text."]})


# ----------------------------------------------------------------------------- 8 MATLAB writetable rating grid
def make_matlab() -> None:
    name = "poster_competition_scores.csv"
    posters = ["P01_Microplastics", "P02_SoilMicrobiome", "P03_GlacierMelt", "P04_UrbanBats", "P05_CoralBleaching",
               "P06_PeatCarbon"]

    def build(rng):
        mu = [6.4, 7.0, 7.9, 6.1, 6.8, 5.9]
        judges = []
        for j in range(11):
            row = []
            for i in range(6):
                if rng.random() < 0.08:
                    row.append(None)
                else:
                    row.append(min(10.0, max(1.0, round((mu[i] + rng.gauss(0, 1.0)) * 2) / 2)))
            judges.append(row)
        means = {p: round(sum(r[i] for r in judges if r[i] is not None) / sum(1 for r in judges if r[i] is not None), 3)
                 for i, p in enumerate(posters)}
        sums = {p: sum(r[i] for r in judges if r[i] is not None) for i, p in enumerate(posters)}
        w = argmax(means)
        check_margin(means, w, 0.4)
        assert argmax(sums) == w
        return judges, means, sums, w

    judges, means, sums, w = seeded(1208, build)
    header = ["JudgeID", "Panel"] + posters + ["JudgeMean"]
    rows = []
    for j, r in enumerate(judges):
        vals = [x for x in r if x is not None]
        fmt = lambda x: "" if x is None else (str(int(x)) if float(x).is_integer() else repr(x))
        jm = sum(vals) / len(vals)
        rows.append([f"J{j + 1:02d}", "A" if j < 6 else "B"] + [fmt(x) for x in r] + [f"{jm:.15g}"])
    text = py_csv([header] + rows, lineterminator="\n")
    put(name, text.encode("utf-8"))
    record(name,
           "MATLAB (R2023b), a department's poster-competition scores kept in a table and written with writetable(T, 'poster_competition_scores.csv')",
           "Rating grid: one row per judge with judge ID and panel (A/B), one column per poster (variable names like 'P03_GlacierMelt') holding a 1-10 score in half points, empty where a judge abstained, and a computed 'JudgeMean' column with up to 15 significant digits.",
           "UTF-8 (no BOM), `,`, LF, no quoting",
           EVID_MEM + "writetable writing variable names as the first line, numbers with up to 15 significant digits and missing (NaN) numbers as empty fields. Department, judges and scores are invented.",
           {"answer": "winner", "winner": w, "candidates": posters, "scores": means, "scores_sum": sums,
            "question": "Mean 1-10 score per poster (sum agrees)",
            "traps": ["'JudgeMean' is a per-judge average, not a poster.", "'Panel' A/B is not a rating.", "Empty cells are abstentions."]})


# ----------------------------------------------------------------------------- 9 DBeaver long points
def make_dbeaver() -> None:
    name = "pb_ballot_points_202602151742.csv"
    projects = ["Bike racks at the station", "Shade sails for the playground", "Community fridge",
                "Street trees on Mill Lane", "Skate park lighting"]

    def build(rng):
        wts = [3, 5, 2, 8, 4]
        rows, valid, allp = [], Counter(), Counter()
        for b in range(1, 63):
            status = "void" if rng.random() < 0.06 else "valid"
            left, alloc = 10, Counter()
            while left:
                p = rng.choices(projects, wts)[0]
                k = rng.randint(1, left); alloc[p] += k; left -= k
            for p in projects:
                if alloc[p]:
                    rows.append((b, p, alloc[p], status))
                    allp[p] += alloc[p]
                    if status == "valid":
                        valid[p] += alloc[p]
        sv = {p: valid[p] for p in projects}
        sa = {p: allp[p] for p in projects}
        w = argmax(sv)
        check_margin(sv, w, 15)
        assert argmax(sa) == w
        return rows, sv, sa, w

    rows, sv, sa, w = seeded(1209, build)
    rng = random.Random(9)
    out = [["ballot_id", "member_no", "project", "points", "ballot_status", "cast_at"]]
    members = {b: f"M-{rng.randint(1000, 9999)}" for b in range(1, 63)}
    cast = {b: datetime(2026, 2, 1, 9, 0) + timedelta(minutes=rng.randint(0, 60 * 24 * 12)) for b in range(1, 63)}
    for b, p, k, s in rows:
        out.append([str(b), members[b], p, str(k), s, cast[b].strftime("%Y-%m-%d %H:%M:%S.000")])
    buf = io.StringIO(newline="")
    wtr = csv.writer(buf, delimiter=";", quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
    for r in out:
        wtr.writerow([int(x) if x.isdigit() else x for x in r])
    put(name, ("\ufeff" + buf.getvalue()).encode("utf-8"))
    record(name,
           "DBeaver (database GUI), result of a SELECT over a residents' association's participatory-budget ballots → Export data → CSV with delimiter ';', 'Insert BOM' ticked, quote character '\"' (default file name <table>_<yyyyMMddHHmm>.csv)",
           "Long format: one row per (ballot, project) with ballot id, member number, project, points (each ballot spreads 10 points), ballot status valid / void and cast time with milliseconds. Projects with 0 points are absent.",
           "UTF-8 with BOM, `;`, LF, strings quoted, numbers bare",
           EVID_MEM + "DBeaver's CSV exporter options (delimiter, BOM, quoting, header) and its default file-name pattern with a timestamp. Association, members and points are invented.",
           {"answer": "winner", "winner": w, "candidates": projects, "scores": sv, "scores_including_void": sa,
            "question": "Sum of points over valid ballots (void ballots included gives the same winner)",
            "traps": ["Long format: sum points, do not count rows.", "A few void ballots.", "Ballot ids and member numbers are not points."]})


# ----------------------------------------------------------------------------- 10 MyOffice cp1251 count table
def make_myoffice() -> None:
    name = "Протокол_голосования_подрядчик_фасад_ТСЖ_Берёзовая_12.csv"
    opts = ["ООО Фасад-Сервис", "ИП Карпенко А. В.", "ООО СтройРемонт-Плюс", "ООО Уютный Дом"]

    def build(rng):
        per = []
        for o, m in zip(opts, [22, 14, 17, 9]):
            per.append([max(0, m + rng.randint(-5, 5)) for _ in range(4)])
        abst = [rng.randint(1, 5) for _ in range(4)]
        tot = {o: sum(v) for o, v in zip(opts, per)}
        w = argmax(tot)
        check_margin(tot, w, 6)
        return per, abst, tot, w

    per, abst, tot, w = seeded(1210, build)
    allv = sum(tot.values()) + sum(abst)
    pct = lambda x: f"{100 * x / allv:.1f}".replace(".", ",")
    rows = [["ПРОТОКОЛ", "", "", "", "", "", "", ""],
            ["общего собрания собственников помещений ТСЖ «Берёзовая, 12»", "", "", "", "", "", "", ""],
            ["Вопрос 4. Выбор подрядчика для ремонта фасада", "", "", "", "", "", "", ""],
            ["Дата подсчёта: 14.02.2026", "", "", "", "", "", "", ""],
            ["", "", "", "", "", "", "", ""],
            ["№ п/п", "Подрядчик", "Подъезд 1", "Подъезд 2", "Подъезд 3", "Подъезд 4", "Итого", "%"]]
    for i, (o, v) in enumerate(zip(opts, per), 1):
        rows.append([str(i), o, *map(str, v), str(sum(v)), pct(sum(v))])
    rows.append(["", "Воздержались", *map(str, abst), str(sum(abst)), pct(sum(abst))])
    rows.append(["", "ВСЕГО", *(str(sum(per[k][j] for k in range(4)) + abst[j]) for j in range(4)), str(allv), "100,0"])
    rows.append(["", "", "", "", "", "", "", ""])
    rows.append(["Председатель счётной комиссии: ______ Гусева Т. Н.", "", "", "", "", "", "", ""])
    put(name, py_csv(rows, delimiter=";").encode("cp1251"))
    record(name,
           "МойОфис Таблица (MyOffice Spreadsheet, Russian office suite), an owners' association counting sheet typed by hand, Файл → Сохранить как → CSV with encoding Windows-1251",
           "Ready-made count table: title block (protocol, association, question, count date), a blank line, header (number, contractor, one column per entrance 1-4, Итого, %), four contractor rows, an abstentions row (Воздержались), a ВСЕГО totals row, and a signature line; every line padded with ';' to the used width; percentages with decimal commas.",
           "Windows-1251, `;`, CRLF, no quoting needed",
           EVID_MEM + "a Russian office suite's CSV with ';' and a chosen Cyrillic code page; the sheet itself is a hand-made protocol. Association, people and numbers are invented.",
           {"answer": "winner", "winner": w, "candidates": opts, "scores": tot, "question": "Итого per contractor",
            "traps": ["Title block and signature line.", "'Воздержались' (abstained) and 'ВСЕГО' are not options.",
                      "Percent column with decimal commas.", "Entrance numbers in headers."]})


# ----------------------------------------------------------------------------- 11 BigPulse workbook (ASK)
def make_bigpulse() -> None:
    name = "BigPulse_Results_Harbourside_Rowing_Club_AGM_2026.xlsx"
    q1 = ("Election of Club Captain 2026-27", ["Imke Jensen", "Tom Doyle", "Farah Haddad"])
    q2 = ("Motion 3: Change of club racing colours", ["Navy and gold (current)", "Green and white", "Maroon and sky blue"])

    def build(rng):
        n = 118
        a1 = [rng.choices(q1[1], [5, 3, 3])[0] for _ in range(n)]
        a2 = [rng.choices(q2[1], [3, 6, 2])[0] for _ in range(n - 4)]
        s1 = {o: a1.count(o) for o in q1[1]}; s2 = {o: a2.count(o) for o in q2[1]}
        w1, w2 = argmax(s1), argmax(s2)
        check_margin(s1, w1, 6); check_margin(s2, w2, 6)
        return s1, s2, w1, w2, n

    s1, s2, w1, w2, n = seeded(1211, build)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Results"
    ws.append(["BigPulse Voting - Results Report"]); ws["A1"].font = Font(bold=True, size=14)
    ws.append(["Event:", "Harbourside Rowing Club - Annual General Meeting 2026"])
    ws.append(["Voting closed:", "28/02/2026 17:00 AEDT"])
    ws.append(["Eligible voters:", 164, "Votes cast:", n])
    ws.append([])
    for qn, (qt, opts), s in ((1, q1, s1), (2, q2, s2)):
        ws.append([f"Question {qn}", qt]); ws.cell(ws.max_row, 1).font = Font(bold=True)
        ws.append(["Option", "Votes", "% of valid votes"])
        tot = sum(s.values())
        for o in opts:
            ws.append([o, s[o], round(s[o] / tot, 4)])
            ws.cell(ws.max_row, 3).number_format = "0.0%"
        ws.append(["Total valid votes", tot, 1.0]); ws.cell(ws.max_row, 3).number_format = "0.0%"
        ws.append(["Abstain", n - tot if n - tot else 0, None])
        ws.append([])
    t = wb.create_sheet("Turnout")
    t.append(["Membership class", "Eligible", "Voted", "Turnout"])
    for c, e, v in (("Senior", 96, 71), ("Masters", 41, 33), ("Life member", 27, n - 104)):
        t.append([c, e, v, round(v / e, 3)])
    save_xlsx(wb, name, "BigPulse")
    record(name,
           "BigPulse (online voting service for clubs and associations), event → Results → Download results report (Excel), a rowing club's AGM with a captain election and a motion",
           "Workbook: 'Results' with a title block (event, close time, eligible voters / votes cast on one row), then per question a 'Question n' title row, a header (Option / Votes / % of valid votes), option rows, a 'Total valid votes' row and an 'Abstain' row, a blank row between questions; 'Turnout' sheet by membership class.",
           ".xlsx, 2 sheets",
           EVID_MEM + "a BigPulse results report with one block per question; layout and titles are my guesses. Club, candidates and numbers are invented.",
           {"answer": "ask", "ask_because": "Two separate contests (captain election and a colours motion) in one report with different winners; nothing says which is meant.",
            "acceptable": {q1[0]: w1, q2[0]: w2}, "scores_by_question": {q1[0]: s1, q2[0]: s2},
            "candidates": q1[1] + q2[1],
            "traps": ["Two stacked tables on one sheet.", "Totals and abstain rows.", "Turnout sheet is not a vote."]})


# ----------------------------------------------------------------------------- 12 Google Meet polls (ASK)
def make_gmeet() -> None:
    name = "Poll results - Parents' Council March meeting - 2026-03-05.csv"
    polls = [("Which fundraiser should we run in the summer term?", ["Sponsored walk", "Quiz night", "Summer fair", "Bake sale"], [3, 2, 6, 2]),
             ("Which evening suits you for the next meeting?", ["Monday", "Tuesday", "Thursday"], [2, 6, 3]),
             ("Should minutes be shared on the school app?", ["Yes", "No"], [7, 2])]

    def build(rng):
        ppl = people(rng, 29, EN_FIRST, EN_LAST)
        ans = [[(rng.choices(o, wt)[0] if rng.random() > 0.1 else "") for (_, o, wt) in polls] for _ in ppl]
        sc = [{o: sum(1 for a in ans if a[i] == o) for o in polls[i][1]} for i in range(3)]
        ws = [argmax(s) for s in sc]
        for s, w in zip(sc, ws):
            check_margin(s, w, 4)
        assert sc[2][ws[2]] > max(sc[0][ws[0]], sc[1][ws[1]])
        return ppl, ans, sc, ws

    ppl, ans, sc, ws = seeded(1212, build)
    rows = [["Participant name", "Participant email"] + [p[0] for p in polls]]
    for (f, l), a in zip(ppl, ans):
        rows.append([f"{f} {l}", f"{f.lower()}.{l.lower().replace(chr(39), '')}@example.org"] + a)
    put(name, py_csv(rows).encode("utf-8"))
    record(name,
           "Google Meet (Workspace edition with polls), the poll report Google Sheet the host receives after the meeting, downloaded from Google Sheets as CSV (File → Download → .csv), a school parents' council meeting with three polls",
           "One row per participant: name, e-mail, then one column per poll question holding the chosen option (empty where the participant did not answer): a fundraiser choice, an evening choice and a yes/no question.",
           "UTF-8 (no BOM), `,`, CRLF, minimal quoting",
           EVID_MEM + "after a Meet with polls the host gets a report in Google Sheets with participant names, e-mails and answers per poll; a web search found only how-to pages, not the layout. Google Sheets' CSV download writes UTF-8 without BOM. Council, people and answers are invented.",
           {"answer": "ask", "ask_because": "Three separate polls (fundraiser, meeting evening, yes/no on minutes) with different winners; nothing says which is meant.",
            "acceptable": {p[0]: w for p, w in zip(polls, ws)}, "scores_by_question": {p[0]: s for p, s in zip(polls, sc)},
            "candidates": [o for p in polls for o in p[1]],
            "traps": ["The yes/no poll has the largest single count.", "Empty cells are non-answers."]})


# ----------------------------------------------------------------------------- 13 formrun Shift_JIS
def make_formrun() -> None:
    name = "formrun_社内運動会_種目アンケート_20260210.csv"
    opts = ["綱引き", "リレー", "玉入れ", "大縄跳び", "借り物競争"]
    depts = ["営業部", "総務部", "開発部", "製造部", "経理部"]
    ln = ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤", "吉田", "山田", "松本", "井上", "木村"]
    fn = ["翔太", "美咲", "大輔", "結衣", "健一", "彩", "拓海", "由美", "直樹", "愛", "浩二", "真由美", "悠斗", "奈々"]

    def build(rng):
        ppl = people(rng, 53, fn, ln)
        a = [rng.choices(opts, [4, 5, 3, 8, 4])[0] for _ in ppl]
        s = {o: a.count(o) for o in opts}
        w = argmax(s)
        check_margin(s, w, 4)
        return ppl, a, s, w

    ppl, a, s, w = seeded(1213, build)
    rng = random.Random(13)
    header = ["ID", "提出日時", "ステータス", "担当者", "ラベル", "お名前", "メールアドレス", "所属部署",
              "一番参加したい種目を1つ選んでください", "ご意見・ご要望"]
    rows = []
    t = datetime(2026, 1, 26, 9, 0)
    for i, ((f, l), x) in enumerate(zip(ppl, a)):
        t += timedelta(minutes=rng.randint(5, 400))
        rows.append([str(i + 1), t.strftime("%Y/%m/%d %H:%M:%S"), rng.choice(["未対応", "未対応", "対応中", "完了"]),
                     rng.choice(["", "", "総務 小川"]), "", f"{l} {f}", f"user{rng.randint(100, 999)}@example.jp",
                     rng.choice(depts), x, rng.choice(["", "", "", "雨天の場合はどうなりますか？", "お弁当が楽しみです"])])
    put(name, py_csv([header] + rows).encode("cp932"))
    record(name,
           "formrun (Japanese form builder), form → 提出データ → CSVダウンロード with character code Shift_JIS, a company sports-day event-choice survey",
           "One choice per row with metadata: ID, submission time (YYYY/MM/DD HH:MM:SS), workflow status (未対応 / 対応中 / 完了), assignee, label, name, e-mail, department (single choice), the event choice, and a comment.",
           "Shift_JIS (cp932), `,`, CRLF, minimal quoting",
           EVID_MEM + "formrun's CSV download with a Shift_JIS / UTF-8 choice and its card-board status and assignee columns; column titles are my guesses. Company, people and answers are invented.",
           {"answer": "winner", "winner": w, "candidates": opts, "scores": s, "question": header[8],
            "traps": ["Status and department columns are single-choice-looking but are not the vote.", "Shift_JIS."]})


# ----------------------------------------------------------------------------- 14 QlikView UTF-16 pivot
def make_qlikview() -> None:
    name = "Uniform vote by site.txt"
    opts = ["Navy Classic", "Charcoal Stripe", "Forest Green Polo", "Sky Blue Oxford"]
    sites = ["Depot North", "Harbour Office", "Head Office", "Workshop East"]

    def build(rng):
        m = {o: [max(0, int(rng.gauss(mu, 5))) for _ in sites] for o, mu in zip(opts, [31, 24, 19, 22])}
        tot = {o: sum(v) for o, v in m.items()}
        w = argmax(tot)
        check_margin(tot, w, 10)
        return m, tot, w

    m, tot, w = seeded(1214, build)
    rows = [["Uniform option"] + sites + ["Total"]]
    rows.append(["Total"] + [str(sum(m[o][j] for o in opts)) for j in range(4)] + [str(sum(tot.values()))])
    for o in opts:
        rows.append([o] + [str(x) for x in m[o]] + [str(tot[o])])
    text = "\r\n".join("\t".join(r) for r in rows) + "\r\n"
    put(name, b"\xff\xfe" + text.encode("utf-16-le"))
    record(name,
           "QlikView 12 (BI desktop), a staff uniform vote dashboard: pivot table 'Uniform vote by site' → right-click → Export… → 'Unicode text' (tab-separated)",
           "Ready-made count table: option rows × site columns with a 'Total' column, and the Totals row placed FIRST (directly under the header), as QlikView shows totals at the top by default.",
           "UTF-16 LE with BOM, TAB, CRLF, no quoting",
           EVID_MEM + "QlikView's chart export to tab-separated Unicode text and the default position of totals at the top of a table. Company, sites and numbers are invented.",
           {"answer": "winner", "winner": w, "candidates": opts, "scores": tot, "question": "Total votes per uniform option",
            "traps": ["The 'Total' row is the first data row.", "'Total' column must not be summed again."]})


# ----------------------------------------------------------------------------- 15 1KA cp1250 approval columns
def make_1ka() -> None:
    name = "1ka_anketa_4821_podaljsan_urnik_knjiznice.csv"
    opts = ["Ponedeljek zjutraj (7–9)", "Četrtek zvečer (19–21)", "Sobota popoldne (13–17)", "Nedelja dopoldne (9–12)"]
    vars_ = ["Q2a", "Q2b", "Q2c", "Q2d"]

    def build(rng):
        p = [0.22, 0.41, 0.63, 0.35]
        rows, s = [], Counter()
        for i in range(72):
            status = rng.choices(["6", "5", "4"], [10, 1, 1])[0]
            if status == "6":
                v = [1 if rng.random() < x else 0 for x in p]
                for o, b in zip(opts, v):
                    s[o] += b
            elif status == "5":
                v = [1 if rng.random() < x else 0 for x in p]
                v = [x if k < 2 else -1 for k, x in enumerate(v)]
                for o, b in zip(opts, v):
                    s[o] += b == 1
            else:
                v = [-1] * 4
            rows.append((i, status, v))
        sc = {o: s[o] for o in opts}
        w = argmax(sc)
        check_margin(sc, w, 8)
        return rows, sc, w

    rows, sc, w = seeded(1215, build)
    rng = random.Random(15)
    h1 = ["Recnum", "status", "lurker", "Q1"] + vars_ + ["Q3", "datum_vnosa"]
    h2 = ["Zaporedna številka", "Status", "Lurker", "Kako pogosto obiščete knjižnico?"] + \
         [f"Kdaj bi uporabljali dodatne odpiralne ure? (možnih več odgovorov) - {o}" for o in opts] + \
         ["Vaši predlogi", "Datum vnosa"]
    freq = ["1 – tedensko", "2 – mesečno", "3 – nekajkrat na leto"]
    out = [h1, h2]
    for i, st, v in rows:
        d = datetime(2026, 2, 3, 8, 0) + timedelta(minutes=rng.randint(0, 60 * 24 * 14))
        q1 = rng.choice(freq) if st != "4" else "-1"
        out.append([str(i + 1), st, "1" if st == "4" else "0", q1] + [str(x) for x in v] +
                   [rng.choice(["", "", "-1" if st == "4" else "", "Več sedežev v čitalnici", "Brezplačno parkiranje ob sobotah"]),
                    d.strftime("%d.%m.%Y %H:%M")])
    put(name, py_csv(out, delimiter=";").encode("cp1250"))
    record(name,
           "1KA (1ka.si, Slovenian open-source online survey platform), Podatki → Izvozi → CSV (Excel) with variable names and labels, Slovenian interface, a town library's survey on extra opening hours",
           "One column per option (multi-select, 1 = ticked, 0 = not ticked, -1 = not shown/no answer), two header rows (variable names Q2a-Q2d, then labels '<question> - <option>'), status codes (6 = completed, 5 = partial, 4 = only viewed), lurker flag, a frequency question and a comment column, entry date dd.mm.yyyy.",
           "Windows-1250, `;`, CRLF, minimal quoting",
           EVID_MEM + "1KA's data export with status codes 6/5/4, the lurker column, -1 for missing and a labels row under the variable names. Library, respondents and answers are invented.",
           {"answer": "winner", "winner": w, "candidates": opts, "scores": sc,
            "question": "Count of 1s per extra-hours option",
            "traps": ["-1 means missing, not a vote (do not sum it).", "Two header rows.", "Q1 frequency column is a different question.", "Status/lurker codes are not options."]})


README_HEAD = """# Blind test set M

15 synthetic exports, each laid out the way the named tool (or a real user workflow around it) writes it. None of
the tools is one named in sets A–L or in `tests/exports/` file names. The sealed answers are in `expected.json`.
This README gives no answers. Regenerate everything (files, `expected.json`, this README) from the repository root with

```
/work/main/.venv/bin/python tests/blind/set_m/make_set.py
```

The script is deterministic: fixed seeds, and fixed document and zip timestamps inside the .xlsx files, so two
runs give identical bytes (checked with sha256). It uses only the standard library and openpyxl. All people,
e-mail addresses, IDs, places, lots and IP addresses (RFC 5737 ranges) are invented.

The author of this set never read the upload reader (`dpcore/`, `ui/`, `pages/`, `app.py`, the tests or the
earlier results) and did not run it on these files.

Evidence: written under a short time budget. A few searches were made (Google Meet poll reports, Kahoot! report
workbooks, Brightspace survey exports); only the Kahoot! one turned up a useful description. Every other layout is
"from memory", not checked against the tool's source, documentation or real downloads.

| file | tool | shape | encoding / dialect | evidence |
|---|---|---|---|---|
"""

README_TAIL = """
Shapes covered: one choice per row with metadata; several choices in one cell (line breaks); one column per option
(1/0/-1 codes, two header rows); a rating grid with a per-row mean column; a ranking with rank numbers per option;
long format (ballot / project / points, semicolon); ready-made count tables (official results with title block and
party row, a hand-typed protocol with totals and percent, a pivot with the totals row first); a bid list; a
scheduling poll with two header rows; workbooks with several sheets (classroom quiz report, voting-service report
with two stacked questions); multi-question survey files.

Three files are "ask" cases (answer `ask`, the acceptable readings listed in `expected.json`). Encodings: UTF-8,
UTF-8 with BOM, UTF-16 LE with BOM, Windows-1250, Windows-1251 and Shift_JIS. Separators: comma, semicolon, tab.
Line ends: LF and CRLF.

`expected.json` holds, for each file: the tool, shape and format evidence, the answer (winner or ask), the
candidates and their scores, the question the answer is about, and traps for a naive reader.
"""


def main() -> None:
    for fn in (make_jotform, make_kahoot, make_d2l, make_surveyhero, make_nuudel, make_nz, make_proxibid,
               make_matlab, make_dbeaver, make_myoffice, make_bigpulse, make_gmeet, make_formrun, make_qlikview,
               make_1ka):
        fn()
    assert len(EXPECTED) == 15
    (OUT / "expected.json").write_text(json.dumps(EXPECTED, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
                                       encoding="utf-8")
    md = README_HEAD
    for name, tool, shape, enc, ev in README_ROWS:
        cells = [c.replace("|", "\\|") for c in (tool, shape, enc, ev)]
        md += f"| `{name}` | " + " | ".join(cells) + " |\n"
    md += README_TAIL
    (OUT / "README.md").write_text(md, encoding="utf-8")


if __name__ == "__main__":
    main()
