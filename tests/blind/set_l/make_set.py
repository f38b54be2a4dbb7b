#!/usr/bin/env python3
"""Regenerate the sealed blind test set L (15 synthetic exports + expected.json + README.md).

Run from the repository root:  /work/main/.venv/bin/python tests/blind/set_k/make_set.py

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




FIXED_DT = datetime(2025, 11, 27, 8, 40, 0)


def ranked_entry(ballots, cands):
    fp = Counter(b[0] for b in ballots if b)
    scores = {c: fp.get(c, 0) for c in cands}
    rounds = irv([b for b in ballots if b], cands)
    bo = borda([b for b in ballots if b], cands)
    w = argmax(scores)
    check_margin(scores, w, 2)
    assert argmax(bo) == w and argmax(rounds[-1]) == w, (w, bo, rounds)
    return w, scores, rounds, bo


# ----------------------------------------------------------------------------- 1 Elections Canada
def make_elections_canada() -> None:
    rng = random.Random(1101)
    name = "pollbypoll_bureauparbureau35117.csv"
    dist_no, dist = "35117", "Northshore\u2014Maple Bay/Northshore\u2014Maple Bay"
    cands = [("Beaulieu", "Marie-\u00c8ve", "Liberal/Lib\u00e9ral", 0.36),
             ("Okonkwo", "Daniel", "Conservative/Conservateur", 0.31),
             ("Lindqvist", "Sara", "NDP-New Democratic Party/NPD-Nouveau Parti d\u00e9mocratique", 0.19),
             ("Tremblay", "J\u00e9r\u00f4me", "Green Party/Parti Vert", 0.09),
             ("Kowalczyk", "Anna", "People's Party - PPC/Parti populaire - PPC", 0.05)]
    labels = [f"{s} {g} {p}" for s, g, p, _ in cands]
    header = ["Electoral District Number/Num\u00e9ro de circonscription",
              "Electoral District Name/Nom de circonscription",
              "Polling Station Number/Num\u00e9ro du bureau de scrutin",
              "Polling Station Name/Nom du bureau de scrutin",
              "Void Poll Indicator/Indicateur de bureau supprim\u00e9",
              "No Poll Held Indicator/Indicateur de bureau sans scrutin",
              "Merge With/Fusionn\u00e9 avec",
              "Rejected Ballots/Bulletins rejet\u00e9s"] + labels + ["Total Votes/Total des votes",
                                                                    "Electors/\u00c9lecteurs"]
    places = ["\u00c9cole Sainte-Anne", "Maple Bay Community Centre", "Legion Branch 214", "St. Luke's Church Hall",
              "Harbourview Public School", "Centre r\u00e9cr\u00e9atif des \u00c9rables", "Northshore Arena",
              "Pine Ridge Seniors' Residence", "Lakeshore Library", "Knights of Columbus Hall",
              "\u00c9cole secondaire Jean-Vanier", "Fire Hall No. 3", "Birchwood Curling Club",
              "Township Office, Conc. 6", "Mapleview Lodge", "Cedar Point Marina Clubhouse"]
    rows, totals, rejected_total = [], Counter(), 0
    weights = [c[3] for c in cands]
    merged_into = {"14": "13", "27": "26", "39": "38"}
    stations = [str(i) for i in range(1, 44)] + ["12A", "30A"]
    stations.sort(key=lambda s: (int(re.match(r"\d+", s).group()), s))
    for s in stations:
        pname = places[int(re.match(r"\d+", s).group()) % len(places)]
        if s in merged_into:
            rows.append([dist_no, dist, s, pname, "N", "N", merged_into[s], "", *[""] * len(cands), "", "412"])
            continue
        electors = rng.randint(380, 690)
        turnout = int(electors * rng.uniform(0.42, 0.61))
        loc = [max(0.01, w + rng.uniform(-0.05, 0.05)) for w in weights]
        votes = Counter(rng.choices(range(len(cands)), loc, k=turnout))
        rej = rng.randint(0, 5)
        vs = [votes.get(i, 0) for i in range(len(cands))]
        for i, v in enumerate(vs):
            totals[labels[i]] += v
        rejected_total += rej
        rows.append([dist_no, dist, s, pname, "N", "N", "", str(rej), *map(str, vs), str(sum(vs)), str(electors)])
    for s, pname in [("600", "ADVANCE POLL 600"), ("601", "ADVANCE POLL 601"), ("602", "ADVANCE POLL 602"),
                     ("S/R 1", "SPECIAL VOTING RULES/R\u00c8GLES \u00c9LECTORALES SP\u00c9CIALES"),
                     ("S/R 2", "SPECIAL VOTING RULES/R\u00c8GLES \u00c9LECTORALES SP\u00c9CIALES")]:
        k = rng.randint(900, 1500) if s.startswith("6") else rng.randint(250, 480)
        votes = Counter(rng.choices(range(len(cands)), weights, k=k))
        rej = rng.randint(1, 9)
        vs = [votes.get(i, 0) for i in range(len(cands))]
        for i, v in enumerate(vs):
            totals[labels[i]] += v
        rejected_total += rej
        rows.append([dist_no, dist, s, pname, "N", "N", "", str(rej), *map(str, vs), str(sum(vs)), "0"])
    # one mobile poll with no poll held
    rows.insert(20, [dist_no, dist, "501", "Mobile poll - Bayside Hospital", "N", "Y", "", "", *[""] * len(cands),
                     "", "86"])
    text = py_csv([header] + rows)
    put(name, text.encode("cp1252"))
    scores = {labels[i]: totals[labels[i]] for i in range(len(cands))}
    w = argmax(scores)
    check_margin(scores, w, 50)
    short = {labels[i]: f"{cands[i][1]} {cands[i][0]}" for i in range(len(cands))}
    record(name,
           "Elections Canada, Official Voting Results raw data, 'poll-by-poll results' download (pollbypoll_bureauparbureau<district>.csv) for one (invented) Ontario electoral district",
           "Ready-made count table, wide: one row per polling station (ordinary stations, two split stations 12A/30A, a mobile poll with no poll held, three stations merged into a neighbour with empty counts and 'Merge With' set, advance polls 600-602, special voting rules S/R 1-2), bilingual English/French headers; fixed columns (district number and name, station number and name, void / no-poll indicators Y/N, merge-with, rejected ballots), then one column per candidate headed 'Surname Given name Party/Parti' with that station's votes, then Total Votes and Electors.",
           "Windows-1252 (em dash in the district name, French accents), `,`, CRLF, minimal quoting",
           "From memory, unverified: the bilingual 'English/Français' column titles, the indicator and merge columns, candidate columns headed by name and party, and the code page. The district, stations, candidates and numbers are invented.",
           {"answer": "winner", "winner": w, "winner_aliases": [short[w], short[w].split()[-1], "Beaulieu"],
            "candidates": labels, "question": "Votes per candidate summed over all polling stations",
            "scores": scores, "scores_note": "sum of the candidate columns over all rows; merged and no-poll rows are empty",
            "rejected_ballots_total": rejected_total,
            "traps": ["Electors and Total Votes columns are larger than any candidate's count and are not candidates.",
                      "Rejected Ballots is not a candidate.",
                      "Advance poll rows (600-602) are large; station numbers like '12A', 'S/R 1' are labels.",
                      "Merged stations and the no-poll mobile station have empty counts.",
                      "Headers hold both the candidate name and the bilingual party name; district name contains an em dash in Windows-1252 (0x97)."]})


# ----------------------------------------------------------------------------- 2 Nearpod
def make_nearpod() -> None:
    rng = random.Random(1102)
    name = "Nearpod_Report_Spring_Field_Trip_Vote_6B.xlsx"
    studs = people(rng, 27, EN_FIRST, EN_LAST)
    opts = ["Science museum", "Aquarium", "City zoo", "Planetarium", "Chocolate factory tour"]
    answers = expand({"Science museum": 11, "Aquarium": 6, "City zoo": 4, "Planetarium": 3,
                      "Chocolate factory tour": 1}, rng)  # 25 answered, 2 absent from poll
    quiz_opts = ["Mars", "Jupiter", "Venus", "Mercury"]
    quiz = expand({"Mars": 19, "Jupiter": 4, "Venus": 3, "Mercury": 1}, rng)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Overview"
    bold = Font(bold=True)
    ws.append(["Lesson", "Spring Field Trip Vote + Solar System Check-in"])
    ws.append(["Session", "Live Participation"])
    ws.append(["Date", "03/04/2026"])
    ws.append(["Teacher", "Ms. Eilidh Dunn"])
    ws.append(["Class", "6B"])
    ws.append(["Students", len(studs)])
    ws.append([])
    ws.append(["Student", "Participation", "Quiz score", "Poll answered"])
    for c in ws[8]:
        c.font = bold
    skip = {3, 17}
    t0 = datetime(2026, 3, 4, 10, 12, 5)
    for i, (f, l) in enumerate(studs):
        ws.append([f"{f} {l}", "100%" if i not in skip else "50%",
                   "100%" if quiz[i] == "Mars" else "0%", "No" if i in skip else "Yes"])
    ws.column_dimensions["A"].width = 24
    q = wb.create_sheet("Quiz - Question 1")
    q.append(["Which planet is known as the Red Planet?"])
    q["A1"].font = bold
    q.append([])
    q.append(["Student", "Answer", "Correct", "Time"])
    for i, (f, l) in enumerate(studs):
        q.append([f"{f} {l}", quiz[i], "Yes" if quiz[i] == "Mars" else "No",
                  (t0 + timedelta(seconds=20 + rng.randint(0, 70))).strftime("%I:%M:%S %p")])
    p = wb.create_sheet("Poll - Question 2")
    p.append(["Where should our spring field trip go?"])
    p["A1"].font = bold
    p.append([])
    p.append(["Student", "Response", "Time"])
    k = 0
    for i, (f, l) in enumerate(studs):
        if i in skip:
            p.append([f"{f} {l}", "No response", ""])
            continue
        p.append([f"{f} {l}", answers[k], (t0 + timedelta(minutes=6, seconds=rng.randint(0, 90))).strftime("%I:%M:%S %p")])
        k += 1
    assert k == len(answers)
    save_xlsx(wb, name, "Nearpod")
    scores = {o: answers.count(o) for o in opts}
    w = argmax(scores)
    check_margin(scores, w, 4)
    record(name,
           "Nearpod (interactive lessons for classrooms), teacher → Reports → lesson session → Download report (Excel), a grade-6 class lesson with a quiz question and a poll",
           "Workbook whose first sheet is not the data: 'Overview' (lesson title block, then one row per student with participation and quiz score), 'Quiz - Question 1' (a graded question: student, answer, Correct Yes/No, time), 'Poll - Question 2' (question title, blank row, then student / response / time; two students 'No response').",
           ".xlsx, 3 sheets",
           "From memory, unverified: Nearpod's downloadable session report with an overview sheet followed by one sheet per activity; sheet names and column titles are my guesses. Class, students and answers are invented.",
           {"answer": "winner", "winner": w, "candidates": opts, "sheet": "Poll - Question 2",
            "question": "Where should our spring field trip go?", "scores": scores,
            "scores_quiz_trap": {o: quiz.count(o) for o in quiz_opts},
            "traps": ["The first sheet is an overview (participation percentages), not the votes.",
                      "The quiz sheet is a graded question with a correct answer ('Mars'), not a decision, and has more answers for its top option.",
                      "'No response' rows are not an option."]})


# ----------------------------------------------------------------------------- 3 SmartSurvey (ask)
def make_smartsurvey() -> None:
    rng = random.Random(1103)
    name = "SmartSurvey_Export_Staff_Summer_Social_2026.csv"
    q1 = "Q1. Where should the 2026 summer social be held?"
    q2 = "Q2. Which theme would you like?"
    q3 = "Q3. How satisfied were you with last year's social? (1 = not at all, 5 = very)"
    q4 = "Q4. Which activities would you take part in? (tick all that apply)"
    q5 = "Q5. Any other comments?"
    venues = ["The Boathouse, Riverside", "Rooftop at Hale Street", "Greenfield Barn", "Castle Quay Bowling & Bar"]
    themes = ["Roaring Twenties", "Hawaiian Luau", "Casino Night", "Festival"]
    acts = ["Pub quiz", "Karaoke", "Lawn games", "Photo booth", "Live band"]
    n_done, n_part = 66, 8
    v = expand({venues[0]: 27, venues[1]: 18, venues[2]: 13, venues[3]: 8}, rng)
    t = expand({themes[0]: 12, themes[1]: 15, themes[2]: 26, themes[3]: 13}, rng)
    act_p = {"Pub quiz": 0.55, "Karaoke": 0.3, "Lawn games": 0.72, "Photo booth": 0.5, "Live band": 0.45}
    header = ["Response ID", "Started", "Ended", "Status", "IP Address", "Tracking Link", "Name", q1, q2, q3] + \
             [f"{q4} - {a}" for a in acts] + [q5]
    comments = ["", "", "", "Please make it step-free this time.", "", "Vegan options please!", "",
                "Earlier finish for those with kids?", "", "", "Last year's DJ was great", ""]
    rows = []
    start = datetime(2026, 1, 12, 9, 3, 0)
    pv, pt = Counter(), Counter()
    allv, allt, act_c = Counter(), Counter(), Counter()
    order = ["C"] * n_done + ["P"] * n_part
    rng.shuffle(order)
    di = 0
    rid_ = 38410270
    for i, st in enumerate(order):
        s = start + timedelta(minutes=rng.randint(0, 60 * 24 * 9))
        e = s + timedelta(seconds=rng.randint(70, 600))
        rid_ += rng.randint(1, 9)
        if st == "C":
            ven, th = v[di], t[di]
            di += 1
            ticks = [a if rng.random() < act_p[a] else "" for a in acts]
            row = [rid_, s.strftime("%d/%m/%Y %H:%M:%S"), e.strftime("%d/%m/%Y %H:%M:%S"), "Completed", ip(rng),
                   "Default Web Link", "", ven, th, str(rng.choice([2, 3, 3, 4, 4, 4, 5])), *ticks,
                   rng.choice(comments)]
            allv[ven] += 1
            allt[th] += 1
            for a in ticks:
                if a:
                    act_c[a] += 1
        else:
            ven = rng.choice(venues[1:3])
            row = [rid_, s.strftime("%d/%m/%Y %H:%M:%S"), "", "Partial", ip(rng), "Default Web Link", "", ven, "",
                   "", *[""] * len(acts), ""]
            pv[ven] += 1
        rows.append([str(x) for x in row])
    text = "\ufeff" + py_csv([header] + rows)
    put(name, text.encode("utf-8"))
    s1 = {o: allv[o] for o in venues}
    s1_all = {o: allv[o] + pv[o] for o in venues}
    s2 = {o: allt[o] for o in themes}
    s4 = {a: act_c[a] for a in acts}
    w1, w2, w4 = argmax(s1), argmax(s2), argmax(s4)
    check_margin(s1, w1, 4)
    check_margin(s1_all, w1, 2)
    check_margin(s2, w2, 4)
    check_margin(s4, w4, 4)
    assert len({w1, w2, w4}) == 3
    record(name,
           "SmartSurvey (UK online survey tool), survey → Results → Export → 'Raw data' CSV (answer text), a company's staff summer-social survey",
           "Multi-question survey, one row per response: Response ID, Started / Ended (dd/mm/yyyy), Status Completed / Partial, IP address, tracking link, an unused Name column, then Q1 venue (single choice, one option contains a comma), Q2 theme (single choice), Q3 satisfaction 1-5, Q4 activities (tick all that apply: one column per activity '<question> - <activity>' holding the activity name when ticked), Q5 comments. Partial responses answered Q1 only.",
           "UTF-8 with BOM, `,`, CRLF, minimal quoting",
           "From memory, unverified: SmartSurvey's raw-data export columns and the layout of multiple-choice questions as one column per option. Company, respondents and answers are invented.",
           {"answer": "ask", "acceptable": {q1: w1, q2: w2, q4: w4},
            "ask_because": "Three different decisions (venue, theme, activities) with different winners in one survey; nothing says which is meant.",
            "candidates": venues + themes + acts,
            "scores": s1, "scores_by_question": {q1: s1, q2: s2, q4: s4},
            "scores_q1_including_partial": s1_all,
            "scores_note": "scores = Q1 among Completed responses (partial rows add Q1 answers only; winner unchanged); Q4 counts ticks per activity",
            "traps": ["Q3 is a 1-5 rating, not a decision.", "Venue 'The Boathouse, Riverside' contains a comma.",
                      "Partial responses have only Q1.", "Q4 columns hold the activity name when ticked and are empty otherwise."]})


# ----------------------------------------------------------------------------- 4 DuckDB
def make_duckdb() -> None:
    rng = random.Random(1104)
    name = "pb_points_2026.csv"
    projects = ["Tool library shed", "Rainwater tanks for plots", "Shade sail over the picnic area",
                "Kids' bug hotel & pond", "New compost bays", "Accessible raised beds"]
    rows, sums, cnt = [], Counter(), Counter()
    t = datetime(2026, 2, 7, 10, 0, 0)
    members = rng.sample(range(1001, 1190), 52)
    for b, m in enumerate(members, start=1):
        t += timedelta(seconds=rng.randint(40, 900))
        alloc = Counter()
        if rng.random() < 0.46:
            alloc["Tool library shed"] = rng.choice([5, 6, 7, 8, 10])
        left = 10 - sum(alloc.values())
        pool = [p for p in projects if p != "Tool library shed"]
        while left > 0:
            p = rng.choices(pool, [2.6, 1.5, 1.3, 1.2, 1.1])[0]
            k = min(left, rng.choice([1, 1, 2, 2, 3]))
            alloc[p] += k
            left -= k
        for p in projects:
            if alloc[p]:
                rows.append([str(b), str(m), p, str(alloc[p]), t.strftime("%Y-%m-%d %H:%M:%S")])
                sums[p] += alloc[p]
                cnt[p] += 1
    out = ["ballot_id|member_no|project|points|cast_at"]
    for r in rows:
        out.append("|".join(f'"{c}"' if '"' in c or "|" in c else c for c in r))
    put(name, ("\n".join(out) + "\n").encode("utf-8"))
    scores = {p: sums[p] for p in projects}
    rc = {p: cnt[p] for p in projects}
    w = argmax(scores)
    check_margin(scores, w, 8)
    assert argmax(rc) != w, (rc, scores)
    record(name,
           "DuckDB command-line client: duckdb allotment.duckdb -c \"COPY (SELECT b.ballot_id, b.member_no, a.project, a.points, b.cast_at FROM ballots b JOIN allocations a USING (ballot_id) ORDER BY b.ballot_id, a.project) TO 'pb_points_2026.csv' (HEADER, DELIMITER '|')\", an allotment society's 10-point budget vote",
           "Long format: one row per (ballot, project) with ballot id, member number, project, points (each member spreads 10 points over 1-5 projects) and the time cast. Rows with 0 points are not stored.",
           "UTF-8 (no BOM), `|`, LF, quotes only where needed",
           "From memory, unverified: DuckDB COPY ... TO with HEADER and a custom DELIMITER writing a header line, LF line ends and quoting only when needed; the timestamp text form 'YYYY-MM-DD HH:MM:SS'. The society, members and points are invented.",
           {"answer": "winner", "winner": w, "candidates": projects,
            "question": "Sum of points per project", "scores": scores, "scores_row_count_trap": rc,
            "scores_note": "sum of the points column per project",
            "traps": ["Counting rows per project gives a different winner (many small allocations).",
                      "ballot_id and member_no are numbers but not points.", "Pipe delimiter."]})


# ----------------------------------------------------------------------------- 5 Thai tally (OpenOffice)
def make_thai() -> None:
    name = "ผลนับคะแนน_ประธานนักเรียน_2568.csv"
    classes = ["ม.1", "ม.2", "ม.3", "ม.4", "ม.5", "ม.6"]
    cands = [("1", "นายก้องภพ ศรีสุข", [31, 28, 22, 19, 17, 15]),
             ("2", "นางสาวพิมพ์ชนก แก้วมณี", [38, 41, 35, 30, 27, 24]),
             ("3", "นายธนากร บุญมา", [25, 23, 27, 21, 18, 20]),
             ("4", "นางสาวอรอุมา ทองดี", [12, 15, 14, 11, 9, 8])]
    spoiled = [3, 2, 4, 1, 2, 1]
    novote = [5, 4, 6, 3, 4, 2]
    W = 9
    rows = [["ผลการนับคะแนนเลือกตั้งประธานนักเรียน ปีการศึกษา 2568"],
            ["โรงเรียนบ้านหนองบัววิทยา อำเภอเมือง จังหวัดขอนแก่น"],
            ["นับคะแนนวันที่ 14 พฤศจิกายน 2568"],
            [],
            ["หมายเลข", "ชื่อ-สกุล ผู้สมัคร"] + classes + ["รวม"]]
    scores = {}
    for no, nm, v in cands:
        rows.append([no, nm] + [str(x) for x in v] + [str(sum(v))])
        scores[nm] = sum(v)
    rows.append(["", "บัตรเสีย"] + [str(x) for x in spoiled] + [str(sum(spoiled))])
    rows.append(["", "ไม่ประสงค์ลงคะแนน"] + [str(x) for x in novote] + [str(sum(novote))])
    col = [sum(c[2][i] for c in cands) + spoiled[i] + novote[i] for i in range(6)]
    rows.append(["", "รวมทั้งสิ้น"] + [str(x) for x in col] + [str(sum(col))])
    rows += [[], ["", "ลงชื่อ ................................ ประธานกรรมการนับคะแนน"],
             ["", "(นางสุดารัตน์ พรหมวงศ์)"]]
    rows = [r + [""] * (W - len(r)) for r in rows]
    text = "".join(",".join(r) + "\r\n" for r in rows)
    put(name, text.encode("cp874"))
    w = argmax(scores)
    check_margin(scores, w, 20)
    record(name,
           "Apache OpenOffice Calc 4.1 (Thai interface, Windows), a school's student-council president count sheet typed by hand during the count, File → Save As → Text CSV with character set 'Thai (Windows-874)' and ',' as field delimiter",
           "Ready-made count table with a title block (three lines: title, school, count date), a blank line, a header (ballot number, candidate, one column per grade ม.1-ม.6, total รวม), four candidate rows, spoiled-ballot (บัตรเสีย) and no-vote (ไม่ประสงค์ลงคะแนน) rows, a grand-total row (รวมทั้งสิ้น), then a signature footer. Every line padded with commas to the sheet's used width.",
           "Windows-874 (Thai), `,`, CRLF, no quoting",
           "From memory, unverified: Calc's Text CSV filter writing every row to the used range width, the Windows-874 option and no quoting of text without separators. School, people and numbers are invented.",
           {"answer": "winner", "winner": w, "winner_aliases": ["พิมพ์ชนก แก้วมณี", "หมายเลข 2", "2"],
            "candidates": [c[1] for c in cands], "question": "รวม (total votes per candidate)", "scores": scores,
            "traps": ["The grand-total row (รวมทั้งสิ้น) has the largest number.",
                      "Spoiled and no-vote rows are not candidates.",
                      "The ballot number column (1-4) is not a count.",
                      "Title lines above the header and signature lines below.", "Windows-874 code page."]})


# ----------------------------------------------------------------------------- 6 OneCause bids
def usd(a: float) -> str:
    return f"${a:,.2f}"


def make_onecause() -> None:
    rng = random.Random(1106)
    name = "OneCause_Bid_History_Item_204.csv"
    bidders = {"112": "Harriet Quist", "138": "Marco Bianchi", "151": "Aisha Mensah", "166": "Tom Byrne",
               "179": "Sofia Castillo", "203": "Dev Haddad", "221": "Lena Virtanen", "240": "Gus Okafor"}
    ceilings = {"112": 1100, "138": 2300, "151": 2150, "166": 950, "179": 2250, "203": 1200, "221": 3100,
                "240": 900}
    amt, bids, t = 600, [], datetime(2025, 11, 8, 18, 31, 12)
    last = None
    while True:
        active = [b for b in ceilings if ceilings[b] >= amt and b != last]
        if not active:
            break
        b = rng.choice(active)
        bids.append((b, amt, t, rng.choice(["Bid", "Bid", "Bid", "Auto Bid"])))
        last = b
        amt += rng.choice([50, 50, 100, 100, 150])
        t += timedelta(seconds=rng.randint(30, 900))
    header = ["Item Number", "Item Name", "Item Category", "Fair Market Value", "Bidder Number", "Bidder Name",
              "Bid Amount", "Bid Date/Time", "Bid Type", "Bid Status"]
    rows = []
    for i, (b, a, tt, typ) in enumerate(bids):
        rows.append(["204", "Weekend for four at Lakeview Cabin, Pine Lake", "Getaways", "$1,800.00", b,
                     bidders[b], usd(a), tt.strftime("%m/%d/%Y %I:%M:%S %p"), typ,
                     "Winning" if i == len(bids) - 1 else "Outbid"])
    put(name, py_csv([header] + rows).encode("utf-8"))
    mx, scores = bid_scores([(bidders[b], float(a)) for b, a, _, _ in bids])
    w = check_bid_margin(scores)
    record(name,
           "OneCause (charity mobile-bidding platform), a school foundation gala: Reports → Bid History → filtered to one item → Export (CSV)",
           "Bid list, one row per bid, oldest first: item number, item name (with a comma), category, fair market value ('$1,800.00'), bidder number and name, bid amount as US currency text ('$1,250.00'), date/time (m/d/Y h:mm:ss AM/PM), bid type (Bid / Auto Bid) and status (Outbid / Winning).",
           "UTF-8 (no BOM), `,`, CRLF, minimal quoting",
           "From memory, unverified: OneCause's bid-history report columns and the currency formatting. Gala, bidders and amounts are invented.",
           {"answer": "winner", "winner": w, "winner_aliases": [usd(float(w)), f"{int(float(w)):,}"],
            "candidates": list(scores), "question": BID_QUESTION, "scores": scores, "bidder_max_bids": mx,
            "highest_bid": {"bidder": bids[-1][0] + " " + bidders[bids[-1][0]], "amount": bids[-1][1]},
            "traps": ["Fair Market Value ($1,800.00) repeats on every row and is not a bid.",
                      "Amounts are text with '$' and thousands commas.", "Bidder numbers are not amounts.",
                      "Several bids per bidder; only each bidder's highest counts."]})


# ----------------------------------------------------------------------------- 7 HiBid bids
def make_hibid() -> None:
    rng = random.Random(1107)
    name = "HiBid_BidHistory_Lot147_Sale_58213.csv"
    ceilings = {"4417": 1850, "1093": 2600, "2250": 1400, "3871": 2250, "0562": 1100, "FLOOR 18": 2950,
                "5120": 900}
    amt, bids, t, last = 250, [], datetime(2025, 10, 18, 9, 2, 44), None
    while True:
        active = [b for b in ceilings if ceilings[b] >= amt and b != last]
        if not active:
            break
        b = rng.choice(active)
        bids.append((b, amt, t))
        last = b
        amt += 50 if amt < 1000 else 100
        t += timedelta(seconds=rng.randint(20, 3600) if "FLOOR" not in b else rng.randint(8, 40))
    header = ["Lot #", "Lead", "Bidder #", "Bid Amount", "Bid Date/Time (CT)", "Bid Source", "High Bidder"]
    rows = []
    for i, (b, a, tt) in enumerate(bids):
        src = "Floor" if b.startswith("FLOOR") else rng.choice(["HiBid.com", "HiBid.com", "HiBid App"])
        rows.append(["147", "John Deere 316 Garden Tractor w/ 48\" Deck", b, f"{a:.2f}",
                     tt.strftime("%m/%d/%Y %I:%M:%S %p"), src, "Y" if i == len(bids) - 1 else "N"])
    rows.reverse()
    put(name, py_csv([header] + rows).encode("utf-8"))
    mx, scores = bid_scores([(b, float(a)) for b, a, _ in bids])
    w = check_bid_margin(scores)
    record(name,
           "HiBid (online auction platform used by auctioneers), auctioneer's console → sale 58213 → lot 147 → Bid History → Export CSV, a farm-equipment consignment auction with online and floor bidders",
           "Bid list, newest first: lot number, lead (title with an inch mark '48\"' escaped as a doubled quote), bidder number (leading zeros; floor bidders as 'FLOOR <paddle>'), bid amount as a plain decimal, date/time in Central Time, bid source (HiBid.com / HiBid App / Floor) and a Y/N high-bidder flag.",
           "UTF-8 (no BOM), `,`, CRLF, minimal quoting",
           "From memory, unverified: the export columns and their titles. Sale, bidders and amounts are invented.",
           {"answer": "winner", "winner": w, "winner_aliases": [f"{float(w):.2f}", f"${int(float(w)):,}"],
            "candidates": list(scores), "question": BID_QUESTION, "scores": scores, "bidder_max_bids": mx,
            "highest_bid": {"bidder": bids[-1][0], "amount": bids[-1][1]},
            "traps": ["Lot number 147, '316' and '48' in the title and bidder numbers are not bids.",
                      "Newest first.", "Floor bidders share the 'FLOOR' prefix but are distinct paddles."]})


# ----------------------------------------------------------------------------- 8 JMP rating grid
def make_jmp() -> None:
    rng = random.Random(1108)
    name = "Chili_Cookoff_Judging_2025.txt"
    entries = ["Smoky Chipotle Brisket", "Jalape\u00f1o Verde", "Three-Bean Harvest", "Texas Red",
               "Caf\u00e9 Mocha Chili"]
    base = {"Smoky Chipotle Brisket": 7.9, "Jalape\u00f1o Verde": 7.1, "Three-Bean Harvest": 6.2,
            "Texas Red": 7.0, "Caf\u00e9 Mocha Chili": 5.6}
    judges = ["Renée Moreau", "Carl Jensen", "Priya Patel", "Jonas Weber", "Imke Larsen", "Hiro Yamada",
              "Bruno Costa", "Farah Haddad", "Quinn Doyle", "Nina Petrov", "Oscar Lowe", "Vera Novak",
              "Hannah Reid", "Leo Silva"]
    header = ["Judge", "Table"] + entries + ["Judge Total"]
    rows, ratings = [], defaultdict(list)
    for i, j in enumerate(judges):
        row = [j, str(1 + i % 3)]
        tot = 0
        for e in entries:
            if (i == 2 and e == "Texas Red") or (i == 9 and e == "Three-Bean Harvest"):
                row.append("")  # judge recused (own entry)
                continue
            s = max(1, min(10, round(base[e] + rng.uniform(-1.6, 1.6))))
            ratings[e].append(s)
            tot += s
            row.append(str(s))
        row.append(str(tot))
        rows.append(row)
    text = "".join("\t".join(r) + "\r\n" for r in [header] + rows)
    put(name, text.encode("cp1252"))
    scores = {e: round(sum(ratings[e]) / len(ratings[e]), 3) for e in entries}
    sums = {e: sum(ratings[e]) for e in entries}
    w = argmax(scores)
    check_margin(scores, w, 0.4)
    assert argmax(sums) == w
    record(name,
           "JMP 17 (SAS Institute statistics software, Windows), a fire-hall chili cook-off's judging table typed into a JMP data table with a formula column, File → Export → Text Export Files (*.txt) with the default export settings",
           "Rating grid: one row per judge with Judge and Table (1-3), one column per chili entry holding a 1-10 score (empty where a judge was recused from their own entry) and a formula column 'Judge Total' (row sum).",
           "Windows-1252 ('Jalapeño', 'Café', 'Renée'), TAB, CRLF, no quoting",
           "From memory, unverified: JMP's text export with column names on the first line, tab as field end, CR+LF as line end, missing numbers as empty fields and the system code page. Cook-off, judges and scores are invented.",
           {"answer": "winner", "winner": w, "candidates": entries,
            "question": "Mean 1-10 score per entry", "scores": scores, "scores_sum": sums,
            "ratings_count": {e: len(ratings[e]) for e in entries},
            "scores_note": "mean of the non-empty scores; the sum names the same winner",
            "traps": ["'Judge Total' is a per-row sum, not an entry.", "'Table' (1-3) is not a rating.",
                      "Two empty cells (recusals).", "Windows-1252 accents in headers."]})


# ----------------------------------------------------------------------------- 9 NocoDB
def make_nocodb() -> None:
    rng = random.Random(1109)
    name = "Offsite workshops.csv"
    ws_ = ["Git basics", "Public speaking", "Excel power tips", "First aid refresher", "Intro to SQL",
           "Mindfulness"]
    p = {"Git basics": 0.38, "Public speaking": 0.33, "Excel power tips": 0.3, "First aid refresher": 0.62,
         "Intro to SQL": 0.4, "Mindfulness": 0.28}
    teams = ["Finance", "Operations", "Customer Care", "IT", "Marketing"]
    ppl = people(rng, 44, EN_FIRST, EN_LAST)
    header = ["Name", "Team", "Workshops", "Dietary needs", "Notes", "CreatedAt"]
    rows, c, firsts = [], Counter(), Counter()
    t = datetime(2025, 11, 3, 8, 55, 0)
    for f, l in ppl:
        t += timedelta(minutes=rng.randint(3, 300))
        sel = [w for w in ws_ if rng.random() < p[w]]
        if not sel and rng.random() < 0.7:
            sel = [rng.choice(ws_[:3])]
        rng.shuffle(sel)
        for w in sel:
            c[w] += 1
        if sel:
            firsts[sel[0]] += 1
        rows.append([f"{f} {l}", rng.choice(teams), ",".join(sel),
                     rng.choice(["", "", "", "Vegetarian", "Vegan", "Gluten-free", "No nuts, please"]),
                     rng.choice(["", "", "", "", "Can only attend mornings", "Happy to help set up"]),
                     t.strftime("%Y-%m-%d %H:%M:%S+00:00")])
    put(name, py_csv([header] + rows).encode("utf-8"))
    scores = {w: c[w] for w in ws_}
    w = argmax(scores)
    check_margin(scores, w, 4)
    record(name,
           "NocoDB (open-source Airtable alternative), table 'Offsite workshops' → grid view → Download → CSV, a company offsite's workshop sign-up",
           "One row per person: name, team, a MultiSelect field 'Workshops' with several choices in one cell joined by ',' (the cell is quoted), dietary needs, notes (one with a comma) and CreatedAt with a UTC offset. Some people picked nothing.",
           "UTF-8 (no BOM), `,`, CRLF, quotes only where needed",
           "From memory, unverified: NocoDB's CSV download, MultiSelect values joined by a comma without a space, and the CreatedAt text form. People and choices are invented.",
           {"answer": "winner", "winner": w, "candidates": ws_,
            "question": "Workshops (number of people who selected each)", "scores": scores,
            "scores_first_listed_trap": {k: firsts[k] for k in ws_},
            "traps": ["Several options in one cell separated by ',' with no space.",
                      "Notes and Dietary needs are free text, one with a comma.",
                      "Empty Workshops cells."]})


# ----------------------------------------------------------------------------- 10 Slack Workflow (ask)
def make_slack() -> None:
    rng = random.Random(1110)
    name = "Lunch & Learn vote - form responses.csv"
    q1 = "Which topic should the next Lunch & Learn cover?"
    q2 = "Which day works best for you?"
    q3 = "Anything else? (optional)"
    topics = ["Intro to accessibility testing", "Personal finance basics", "Prompting AI assistants well",
              "Negotiation skills"]
    days = ["Tuesday", "Wednesday", "Thursday"]
    n = 41
    a1 = expand({topics[0]: 9, topics[1]: 7, topics[2]: 17, topics[3]: 8}, rng)
    a2 = expand({"Tuesday": 11, "Wednesday": 8, "Thursday": 22}, rng)
    ppl = people(rng, n, EN_FIRST, EN_LAST)
    header = ["Submitted at", "Submitted by", "User ID", q1, q2, q3]
    rows = []
    t = datetime(2025, 11, 17, 14, 3, 0)
    for i, (f, l) in enumerate(ppl):
        t += timedelta(seconds=rng.randint(20, 5000))
        rows.append([t.strftime("%Y-%m-%d %H:%M:%S"), f"{f} {l}", "U0" + rid(rng, 9, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"),
                     a1[i], a2[i], rng.choice(["", "", "", "", "Could we record it?", "Pizza again :pizza:",
                                                "Not Fridays, please", "Happy to present next time"])])
    put(name, py_csv([header] + rows).encode("utf-8"))
    s1 = {o: a1.count(o) for o in topics}
    s2 = {o: a2.count(o) for o in days}
    w1, w2 = argmax(s1), argmax(s2)
    check_margin(s1, w1, 5)
    check_margin(s2, w2, 5)
    record(name,
           "Slack Workflow Builder (chat app): a 'Lunch & Learn vote' workflow with a form step posted in a channel, workflow → Form responses → Download (CSV)",
           "One row per form submission with metadata: submission time, submitter's display name and Slack user ID, then two single-choice questions (topic, day) and an optional free-text question (one answer with a Slack emoji code).",
           "UTF-8 (no BOM), `,`, CRLF, minimal quoting",
           "From memory, unverified: a CSV of form responses downloadable from Workflow Builder with submitter and time columns; column titles are my guesses. Workspace, people and answers are invented.",
           {"answer": "ask", "acceptable": {q1: w1, q2: w2},
            "ask_because": "Two decisions (the topic and the day) in one form, with different winners; nothing says which is meant.",
            "candidates": topics + days, "scores": s1, "scores_by_question": {q1: s1, q2: s2},
            "traps": ["User IDs look like codes, not answers.", "The free-text column is not a decision."]})


# ----------------------------------------------------------------------------- 11 Datumprikker
def make_datumprikker() -> None:
    rng = random.Random(1111)
    name = "Datumprikker - Algemene ledenvergadering 2026.xlsx"
    dates = ["di 13 jan. 2026 20:00", "do 15 jan. 2026 20:00", "ma 19 jan. 2026 19:30", "wo 21 jan. 2026 20:00",
             "di 27 jan. 2026 20:00"]
    pj = [0.45, 0.78, 0.4, 0.55, 0.35]
    first = ["Sanne", "Daan", "Femke", "Joost", "Lotte", "Bram", "Anouk", "Thijs", "Ilse", "Ruud", "Eva", "Sem",
             "Marloes", "Pieter", "Noor", "Wouter", "Jet", "Kees", "Fleur", "Gijs", "Maaike"]
    last = ["de Vries", "Jansen", "Bakker", "van Dijk", "Visser", "Smit", "Mulder", "de Boer", "Meijer",
            "van den Berg", "Bos", "Vos", "Peters", "Hendriks"]
    ppl = people(rng, 23, first, last)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Datumprikker"
    ws.append(["Algemene ledenvergadering 2026 - Tennisvereniging De Linde"])
    ws["A1"].font = Font(bold=True, size=14)
    ws.append(["Georganiseerd door: Marloes Hendriks (secretaris)"])
    ws.append(["Locatie: Clubhuis, Lindelaan 4"])
    ws.append([])
    ws.append(["Naam"] + dates + ["Opmerking"])
    for c in ws[5]:
        c.font = Font(bold=True)
    ja, mis = Counter(), Counter()
    for f, l in ppl:
        row = [f"{f} {l}"]
        for i, d in enumerate(dates):
            r = rng.random()
            v = "Ja" if r < pj[i] else ("Misschien" if r < pj[i] + 0.12 else "Nee")
            row.append(v)
            if v == "Ja":
                ja[d] += 1
            elif v == "Misschien":
                mis[d] += 1
        row.append(rng.choice(["", "", "", "", "Liever niet op maandag", "Kom iets later", "Oppas nodig"]))
        ws.append(row)
    ws.append([])
    ws.append(["Totaal ja"] + [ja[d] for d in dates] + [""])
    ws.append(["Totaal misschien"] + [mis[d] for d in dates] + [""])
    ws.column_dimensions["A"].width = 22
    for col in "BCDEF":
        ws.column_dimensions[col].width = 20
    save_xlsx(wb, name, "Datumprikker")
    scores = {d: ja[d] for d in dates}
    w = argmax(scores)
    check_margin(scores, w, 4)
    sm = {d: ja[d] + mis[d] for d in dates}
    assert argmax(sm) == w
    record(name,
           "Datumprikker.nl (Dutch scheduling-poll site), organiser's poll page → 'Exporteer naar Excel', a tennis club's annual general meeting date poll",
           "Scheduling poll: a title block (poll title, organiser, location), an empty row, then Naam + one column per proposed date ('di 13 jan. 2026 20:00') holding Ja / Nee / Misschien, and a comment column; after an empty row, 'Totaal ja' and 'Totaal misschien' rows with the counts per date.",
           ".xlsx, 1 sheet",
           "From memory, unverified: Datumprikker's Excel export with a title block, Ja/Nee/Misschien words and total rows; labels are my guesses. Club, people and answers are invented.",
           {"answer": "winner", "winner": w, "candidates": dates, "question": "Number of 'Ja' per date",
            "scores": scores, "scores_yes_or_maybe": sm, "scores_maybe": {d: mis[d] for d in dates},
            "traps": ["Total rows under the participants are counts, not a participant.",
                      "Words Ja / Nee / Misschien, not ticks.", "Title block above the header."]})


# ----------------------------------------------------------------------------- 12 Orange
def make_orange() -> None:
    rng = random.Random(1112)
    name = "community_centre_name_survey_orange.csv"
    opts = ["Linden Hall", "The Commons", "Millbrook Centre", "Hearth House", "Kiln Yard"]
    v = expand({"Linden Hall": 21, "The Commons": 34, "Millbrook Centre": 16, "Hearth House": 11,
                "Kiln Yard": 7, "?": 5}, rng)
    header = ["respondent", "age", "years_in_area", "district", "preferred_name", "comment"]
    types = ["string", "continuous", "continuous", "discrete", "discrete", "string"]
    flags = ["meta", "", "", "", "class", "meta"]
    rows = []
    for i, x in enumerate(v):
        rows.append([f"R{i + 1:03d}", str(rng.randint(18, 84)) if rng.random() > 0.06 else "?",
                     str(rng.randint(0, 40)), rng.choice(["North", "Old Town", "Riverside", "Hillcrest"]),
                     x, rng.choice(["", "", "", "", "Keep it short", "Something with history", "?"])])
    put(name, py_csv([header, types, flags] + rows, lineterminator="\n").encode("utf-8"))
    scores = {o: v.count(o) for o in opts}
    w = argmax(scores)
    check_margin(scores, w, 6)
    record(name,
           "Orange Data Mining 3 (visual data-mining toolkit), survey data cleaned in a workflow and written with the Save Data widget as comma-separated (.csv) with 'Add type annotations to header' ticked, a town council's survey on naming the new community centre",
           "One choice per row with metadata, Orange's three-row header: row 1 variable names, row 2 types (string / continuous / discrete), row 3 flags (meta / class / empty); then one row per respondent: respondent code, age, years in area, district, preferred_name (the class variable), comment. Missing values are '?'.",
           "UTF-8 (no BOM), `,`, LF, minimal quoting",
           "From memory, unverified: Orange's three-line header (names, types, flags) in saved files with type annotations and '?' for missing values. Survey and answers are invented.",
           {"answer": "winner", "winner": w, "candidates": opts, "question": "preferred_name", "scores": scores,
            "traps": ["Rows 2 and 3 are type and flag annotations, not data ('discrete', 'class').",
                      "'?' is a missing value, not an option.", "district is another discrete column, not the vote."]})


# ----------------------------------------------------------------------------- 13 SurveySparrow ranking
def make_surveysparrow() -> None:
    rng = random.Random(1113)
    name = "SurveySparrow_Responses_Cafe_Menu_Additions.csv"
    opts = ["Oat flat white", "Matcha latte", "Chai", "Iced cold brew", "Hot chocolate with orange"]
    pref = {"Oat flat white": 5, "Matcha latte": 2.6, "Chai": 2.9, "Iced cold brew": 3.2,
            "Hot chocolate with orange": 1.4}
    q = "Rank these new drinks from most to least wanted"
    header = ["Submission ID", "Started At", "Submitted At", "Completion Status", "Channel", "Device",
              "How often do you visit the café?"] + [f"{q} - {o}" for o in opts] + ["Anything we should know?"]
    rows, ballots = [], []
    t = datetime(2025, 9, 22, 7, 30, 0)
    for i in range(68):
        t += timedelta(minutes=rng.randint(2, 160))
        done = rng.random() > 0.1
        row = [str(5512030 + i * 7), t.strftime("%d %b %Y %I:%M %p"),
               (t + timedelta(seconds=rng.randint(40, 300))).strftime("%d %b %Y %I:%M %p") if done else "",
               "Completed" if done else "Partially Completed", rng.choice(["Web Link", "QR Code", "Email"]),
               rng.choice(["Mobile", "Mobile", "Desktop", "Tablet"]),
               rng.choice(["Daily", "2-3 times a week", "Weekly", "Rarely"])]
        if done:
            keys = {o: rng.random() ** (1 / pref[o]) for o in opts}
            order = sorted(opts, key=lambda o: -keys[o])
            ballots.append(order)
            row += [str(order.index(o) + 1) for o in opts]
        else:
            row += [""] * len(opts)
        row.append(rng.choice(["", "", "", "", "More seating outside", "Cheaper refills, please"]))
        rows.append(row)
    put(name, ("\ufeff" + py_csv([header] + rows)).encode("utf-8"))
    w, scores, rounds, bo = ranked_entry(ballots, opts)
    record(name,
           "SurveySparrow (online survey tool), survey → Results → Export → CSV, a workplace café's survey ranking five new drinks",
           "Ranking in columns: one row per submission with ID, started / submitted times ('22 Sep 2025 07:42 AM'), completion status (Completed / Partially Completed), channel, device, a frequency question, then one column per drink '<question> - <drink>' holding the rank position it was given (1 = most wanted), and a comment. Partial submissions have no ranking.",
           "UTF-8 with BOM, `,`, CRLF, minimal quoting",
           "From memory, unverified: SurveySparrow's CSV with one column per ranking item holding the rank number; column titles are my guesses. Café, respondents and rankings are invented.",
           {"answer": "winner", "winner": w, "candidates": opts, "question": q,
            "rule": "ranking: cell = rank position (1 = best); first preferences, Borda (4-3-2-1-0) and instant runoff name the same winner",
            "scores": scores, "scores_borda": bo, "irv_rounds": rounds,
            "scores_note": "scores = number of rank-1 placements",
            "traps": ["Cells are rank numbers: the lowest number is best; summing cells favours the least liked.",
                      "The frequency question is not a decision.", "Partial rows have empty rankings."]})


# ----------------------------------------------------------------------------- 14 CommCare
def make_commcare() -> None:
    rng = random.Random(1114)
    name = "Village Priorities Survey (created 2025-09-30) 2025-11-21.xlsx"
    opts = [("borehole", 0.74), ("solar_lights", 0.46), ("school_latrines", 0.52), ("footbridge", 0.31),
            ("market_shelter", 0.35)]
    villages = ["kabale_east", "mpondwe", "kisinga", "rwesande"]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Forms"
    header = ["number", "form.respondent_name", "form.village", "form.household_size", "form.priority_projects"] + \
             [f"form.priority_projects.{o}" for o, _ in opts] + \
             ["form.top_priority", "form.meta.username", "form.meta.timeStart", "form.meta.timeEnd",
              "completed_time", "started_time", "username", "received_on", "formid"]
    ws.append(header)
    cnt, top = Counter(), Counter()
    fn = ["Amos", "Betty", "Charles", "Daisy", "Emmanuel", "Florence", "Godfrey", "Harriet", "Isaac", "Joyce",
          "Moses", "Naome", "Patrick", "Ruth", "Samuel", "Teddy"]
    ln = ["Tumusiime", "Kato", "Namubiru", "Mugisha", "Atuhaire", "Byaruhanga", "Kyomuhendo", "Baluku",
          "Masereka", "Biira", "Mbusa", "Kabugho"]
    ppl = people(rng, 96, fn, ln)
    t = datetime(2025, 10, 6, 7, 50, 0)
    for i, (f, l) in enumerate(ppl, start=1):
        t += timedelta(minutes=rng.randint(8, 240))
        user = rng.choice(["enum.kato", "enum.biira", "enum.mbusa"])
        skipped = rng.random() < 0.05
        if skipped:
            sel, split, topv = "---", ["---"] * len(opts), "---"
        else:
            chosen = [o for o, p in opts if rng.random() < p] or ["borehole"]
            sel = " ".join(chosen)
            split = [1 if o in chosen else 0 for o, _ in opts]
            for o in chosen:
                cnt[o] += 1
            topv = rng.choice(chosen)
            top[topv] += 1
        st = t - timedelta(minutes=rng.randint(4, 15))
        ws.append([i, f"{f} {l}", rng.choice(villages), rng.randint(1, 11), sel, *split, topv, user,
                   st.strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z", t.strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z",
                   t.strftime("%Y-%m-%d %H:%M:%S"), st.strftime("%Y-%m-%d %H:%M:%S"), user,
                   (t + timedelta(minutes=rng.randint(1, 600))).strftime("%Y-%m-%d %H:%M:%S"),
                   f"{rid(rng, 8, '0123456789abcdef')}-{rid(rng, 4, '0123456789abcdef')}-{rid(rng, 4, '0123456789abcdef')}-{rid(rng, 4, '0123456789abcdef')}-{rid(rng, 12, '0123456789abcdef')}"])
    save_xlsx(wb, name, "CommCare HQ")
    scores = {o: cnt[o] for o, _ in opts}
    w = argmax(scores)
    check_margin(scores, w, 8)
    record(name,
           "CommCare HQ (Dimagi mobile data collection), Data → Export Form Data → Excel 2007+ with 'split multi-select questions' on, a community-development survey of village priorities",
           "One row per form submission: number, respondent, village, household size, the multi-select question as one space-separated cell ('borehole solar_lights') plus one column per option 'form.priority_projects.<option>' holding 1/0, a single-choice 'top_priority' question, then meta columns (username, ISO start/end times, completed/started/received times, form id). Skipped questions show '---' in every related column.",
           ".xlsx, 1 sheet ('Forms'), numbers stored as numbers",
           "From memory, unverified: CommCare's form export column naming (form.<question>, form.meta.*), split multi-select columns holding 1/0 next to the combined column, and '---' for missing values. Project, people and answers are invented.",
           {"answer": "winner", "winner": w, "winner_aliases": ["Borehole"], "candidates": [o for o, _ in opts],
            "question": "form.priority_projects (number of respondents selecting each option)",
            "scores": scores, "scores_top_priority": {o: top[o] for o, _ in opts},
            "traps": ["'number' and household_size are numeric but not votes.",
                      "Combined space-separated column plus 1/0 split columns: count once.",
                      "'---' marks a skipped question.",
                      "top_priority is a second single-choice question (same winner)."]})


# ----------------------------------------------------------------------------- 15 SSMS results to file
def make_ssms() -> None:
    rng = random.Random(1145)
    name = "phieu_bau_ten_le_hoi_2026.txt"
    opts = ["Hội Xuân Sắc Màu", "Đêm Hội Trăng Rằm", "Lễ Hội Sen Hồng", "Ngày Hội Tre Việt", "Hội Chợ Quê Hương"]
    pref = {opts[0]: 2.4, opts[1]: 4.6, opts[2]: 2.0, opts[3]: 2.6, opts[4]: 1.3}
    ho = ["Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Vũ", "Đặng", "Bùi", "Đỗ", "Ngô"]
    ten = ["Thị Lan", "Văn Minh", "Thu Hà", "Quốc Bảo", "Ngọc Ánh", "Đức Anh", "Thanh Tâm", "Hải Yến",
           "Minh Khoa", "Phương Linh", "Gia Huy", "Mai Chi"]
    ppl = people(rng, 63, ho, ten)
    cols = [("MaPhieu", 11, "r"), ("HoTen", 40, "l"), ("LuaChon1", 40, "l"), ("LuaChon2", 40, "l"),
            ("LuaChon3", 40, "l"), ("ThoiGianBau", 27, "l")]
    lines = [" ".join(c.ljust(wd) for c, wd, _ in cols), " ".join("-" * wd for _, wd, _ in cols)]
    ballots = []
    t = datetime(2025, 11, 19, 8, 0, 0)
    for i, (h, tn) in enumerate(ppl, start=1):
        t += timedelta(seconds=rng.randint(30, 1500))
        keys = {o: rng.random() ** (1 / pref[o]) for o in opts}
        order = sorted(opts, key=lambda o: -keys[o])[:rng.choice([1, 2, 3, 3, 3])]
        ballots.append(order)
        ch = order + ["NULL"] * (3 - len(order))
        vals = [str(1000 + i), f"{h} {tn}", *ch, t.strftime("%Y-%m-%d %H:%M:%S.") + f"{rng.randint(0, 9999999):07d}"]
        parts = []
        for (c, wd, al), v in zip(cols, vals):
            parts.append(v.rjust(wd) if al == "r" else v.ljust(wd))
        lines.append(" ".join(parts))
    lines += ["", f"({len(ppl)} rows affected)", "", "Completion time: 2025-11-20T10:14:02.3456789+07:00"]
    text = "\r\n".join(lines) + "\r\n"
    put(name, b"\xff\xfe" + text.encode("utf-16-le"))
    w, scores, rounds, bo = ranked_entry(ballots, opts)
    record(name,
           "SQL Server Management Studio 20 (Vietnamese student union's event database), query with Query → Results To → Results to File, saved under a .txt name: SELECT MaPhieu, HoTen, LuaChon1, LuaChon2, LuaChon3, ThoiGianBau FROM dbo.PhieuBau ORDER BY MaPhieu",
           "Ranking in columns, fixed-width text: a header line, a line of dashes under each column, then one line per ballot padded with spaces to the column widths (int right-aligned, nvarchar(40) left-aligned): ballot number, voter name, 1st / 2nd / 3rd choice of festival name ('NULL' where the voter ranked fewer), time cast (datetime2 with 7 fractional digits); then an empty line, '(63 rows affected)', an empty line and a 'Completion time:' line.",
           "UTF-16 LE with BOM, fixed-width columns separated by one space, CRLF",
           "From memory, unverified: SSMS 'Results to File' writing Unicode (UTF-16 LE) text with column-aligned output, a dashes line, NULL written as 'NULL', the '(N rows affected)' message and, in SSMS 18+, the 'Completion time' line. Database, names and ballots are invented.",
           {"answer": "winner", "winner": w, "candidates": opts,
            "question": "Ranked ballots LuaChon1 > LuaChon2 > LuaChon3",
            "rule": "ranked choice: LuaChon1 = first choice; first preferences, Borda (4-3-2-1-0, unranked 0) and instant runoff name the same winner",
            "scores": scores, "scores_borda": bo, "irv_rounds": rounds,
            "scores_note": "scores = first choices (LuaChon1)",
            "traps": ["Fixed-width columns separated by runs of spaces; names contain single spaces.",
                      "'NULL' is not a candidate.", "Dashes line under the header; footer lines are not data.",
                      "UTF-16 LE with BOM; Vietnamese diacritics."]})


README_HEAD = """# Blind test set L

15 synthetic exports, each laid out the way the named tool (or a real user workflow around it) writes it. None of
the tools is one named in sets A–K or in `tests/exports/` file names. The sealed answers are in `expected.json`.
This README gives no answers. Regenerate everything (files, `expected.json`, this README) from the repository root with

```
/work/main/.venv/bin/python tests/blind/set_l/make_set.py
```

The script is deterministic: fixed seeds, and fixed document and zip timestamps inside the .xlsx files, so two
runs give identical bytes (checked with sha256). It uses only the standard library and openpyxl. All people,
e-mail addresses, IDs, polling stations, lots and IP addresses (RFC 5737 ranges) are invented.

The author of this set never read the upload reader (`dpcore/`, `ui/`, `pages/`, `app.py`, the tests or the
earlier results) and did not run it on these files.

Evidence: this set was written under a short time budget, so every layout is "from memory": I did not check it
against the tool's source, documentation or real downloads. Treat the layouts as plausible, not as verified copies.

| file | tool | shape | encoding / dialect | evidence |
|---|---|---|---|---|
"""

README_TAIL = """
Shapes covered:

- one choice per row with metadata: chat-app form responses (two questions), a data-mining tool's file with a
  three-row type/flag header, a classroom report's poll sheet
- several choices in one cell: a MultiSelect field joined by ',' (database/spreadsheet hybrid)
- one column per option: item text when ticked (multi-question survey), 1/0 split columns next to a space-joined
  column with '---' for missing (mobile data collection, .xlsx), Ja / Nee / Misschien words (scheduling poll, .xlsx)
- rating grid with recusals and a row-total formula column (statistics package, Windows-1252)
- rankings: rank numbers per option (survey tool); 1st/2nd/3rd choice columns in fixed-width UTF-16 database output
- long format: ballot / project / points (database CLI, pipe-delimited)
- ready-made count tables: official poll-by-poll results with bilingual headers and merged stations
  (election authority); a hand-typed tally with a title block, totals row and signature footer (Thai, Windows-874)
- two bid lists (charity gala with currency text; auctioneer's console with floor bidders, newest first)
- a workbook whose first sheet is not the data (classroom tool, with a graded quiz sheet as a distractor)
- two "ask" cases: a staff survey with three decision questions; a chat-app form with topic and day

Counts: 3 of the 15 are .xlsx, 2 are bid lists, 2 rankings, 1 rating grid, 1 scheduling poll, and 2 are "ask" cases
(answer `ask`, with the acceptable readings listed in `expected.json`). Encodings: UTF-8, UTF-8 with BOM,
UTF-16 LE with BOM, Windows-1252 and Windows-874. Separators: comma, tab, pipe and fixed-width columns.
Line ends: LF and CRLF.

`expected.json` holds, for each file: the tool, shape and format evidence, the answer (winner or ask), the
candidates and their scores, the question or sheet the answer is about, and traps for a naive reader. Bid files
also carry `bidder_max_bids`; ranked files carry `rule`, Borda scores and instant-runoff rounds; some entries have
`winner_aliases` and extra score variants.
"""


def main() -> None:
    for fn in (make_elections_canada, make_nearpod, make_smartsurvey, make_duckdb, make_thai, make_onecause,
               make_hibid, make_jmp, make_nocodb, make_slack, make_datumprikker, make_orange, make_surveysparrow,
               make_commcare, make_ssms):
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
