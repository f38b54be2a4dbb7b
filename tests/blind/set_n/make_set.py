#!/usr/bin/env python3
"""Regenerate the sealed blind test set N (15 synthetic exports + expected.json + README.md).

Run from the repository root:  /work/main/.venv/bin/python tests/blind/set_n/make_set.py

Deterministic: a fixed seed per file, fixed document timestamps and fixed zip-entry times inside
the .xlsx files, so two runs give identical bytes.  Standard library + openpyxl only.
Every person, id, e-mail address (example.org/.net/.com) and IP address (RFC 5737 ranges) is invented.
The author of this set never read the upload reader.
"""
from __future__ import annotations

import csv
import io
import json
import random
import re
import zipfile
from collections import Counter, defaultdict
from datetime import datetime, timedelta
from pathlib import Path

import openpyxl
from openpyxl.styles import Alignment, Font

OUT = Path(__file__).resolve().parent
EXPECTED: dict[str, dict] = {}
README_ROWS: list[tuple[str, str, str, str, str]] = []
FIXED_DT = datetime(2026, 4, 2, 8, 40, 0)
BID_QUESTION = "Posted price p scored as p x number of bidders whose highest valid bid >= p"
EVID_MEM = "From memory, unverified: "


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








def seeded(base: int, build):
    """Try seeds base, base+1000, ... until build(rng) returns without AssertionError (deterministic)."""
    for k in range(300):
        try:
            return build(random.Random(base + 1000 * k))
        except AssertionError:
            continue
    raise RuntimeError("no seed satisfied the constraints")


def email(first: str, last: str, dom: str) -> str:
    t = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "'": "", " ": "", "å": "aa", "ø": "o",
                       "æ": "ae", "é": "e", "è": "e", "à": "a", "ò": "o"})
    return f"{first.lower().translate(t)}.{last.lower().translate(t)}@{dom}"


# ----------------------------------------------------------------------------- 1 Quizizz / Wayground workbook
def make_quizizz() -> None:
    name = "Quizizz_Report_Book_Week_Quiz_8C_2026-03-06.xlsx"
    authors = ["Onjali Q. Raúf", "Frank Cottrell-Boyce", "Katherine Rundell", "Alex Wheatle"]
    quiz = [("Who wrote 'The Boy at the Back of the Class'?", ["Onjali Q. Raúf", "Jacqueline Wilson", "Michael Morpurgo", "Malorie Blackman"], 0),
            ("Which of these is a non-fiction book?", ["A field guide to birds", "A detective novel", "A fairy tale", "A poem collection"], 0),
            ("What does the 'spine' of a book show in a library?", ["Call number and title", "The last page", "The price", "The author's photo"], 0)]
    poll_q = "Poll: Which author should we invite for the spring author visit?"

    def build(rng):
        n = 29
        ans = expand({authors[0]: 7, authors[1]: 5, authors[2]: 12, authors[3]: 4}, rng)
        ans.append(None)  # one pupil skipped the poll
        rng.shuffle(ans)
        sc = Counter(a for a in ans if a)
        w = argmax(sc)
        check_margin(sc, w, 4)
        return ans, dict(sc), w

    ans, sc, w = seeded(11, build)
    rng = random.Random(111)
    ppl = people(rng, len(ans), EN_FIRST, EN_LAST)
    wb = openpyxl.Workbook()
    ov = wb.active
    ov.title = "Overview"
    for r in [["Quiz name", "Book Week Quiz"], ["Class", "8C English"], ["Hosted by", "Ms R. Okafor"],
              ["Date", "Fri, Mar 6, 2026 10:12 AM"], ["Mode", "Live - Classic"], ["Participants", len(ans)],
              ["Questions", 4], ["Accuracy", "71%"], [], ["Note", "Poll questions are not graded and do not count towards accuracy."]]:
        ov.append(r)
    ov["A1"].font = Font(bold=True)
    pd = wb.create_sheet("Participant Data")
    pd.append(["Rank", "First Name", "Last Name", "Score", "Accuracy", "Correct", "Incorrect", "Unattempted", "Started At", "Submitted At"])
    quiz_ans = []
    rows = []
    for i, (f, l) in enumerate(ppl):
        qa = []
        corr = 0
        for q, opts, c in quiz:
            pick = opts[c] if rng.random() < 0.72 else rng.choice(opts[1:])
            qa.append(pick)
            corr += pick == opts[c]
        quiz_ans.append(qa)
        score = corr * 900 + rng.randint(0, 600)
        st = datetime(2026, 3, 6, 10, 12, rng.randint(0, 50))
        rows.append([f, l, score, f"{round(100 * corr / 3)}%", corr, 3 - corr, 0,
                     st.strftime("%m/%d/%Y %I:%M:%S %p"), (st + timedelta(seconds=rng.randint(140, 260))).strftime("%m/%d/%Y %I:%M:%S %p")])
    order = sorted(range(len(rows)), key=lambda k: -rows[k][2])
    for rank, k in enumerate(order, 1):
        pd.append([rank] + rows[k])
    qs = wb.create_sheet("Question Summary")
    qs.append(["No.", "Question", "Type", "Correct Answer", "Accuracy", "Avg. Time (sec)"])
    for j, (q, opts, c) in enumerate(quiz, 1):
        acc = sum(1 for qa in quiz_ans if qa[j - 1] == opts[c]) / len(quiz_ans)
        qs.append([j, q, "Multiple Choice", opts[c], f"{round(100 * acc)}%", round(rng.uniform(8, 19), 1)])
    qs.append([4, poll_q, "Poll", "-", "-", round(rng.uniform(9, 14), 1)])
    rs = wb.create_sheet("Responses")
    rs.append(["First Name", "Last Name"] + [f"Q{j}. {q}" for j, (q, _, _) in enumerate(quiz, 1)] + [f"Q4. {poll_q}"])
    for (f, l), qa, a in zip(ppl, quiz_ans, ans):
        rs.append([f, l] + qa + [a if a else "Unattempted"])
    for wsx in wb.worksheets:
        wsx.column_dimensions["B"].width = 22
    save_xlsx(wb, name, "Quizizz")
    record(name,
           "Quizizz (now Wayground; classroom quiz/poll platform), Reports → a finished live session → Download (Excel), a year-8 English class's Book Week quiz with a final poll slide",
           "Workbook: 'Overview' (key/value title block), 'Participant Data' (rank, names, score, accuracy, counts, US-style timestamps), 'Question Summary' (three graded questions and one Poll), 'Responses' (one row per pupil, one column per question holding the answer text; 'Unattempted' where skipped).",
           ".xlsx, 4 sheets",
           EVID_MEM + "Quizizz reports as an Excel workbook with an overview sheet, participant data and per-question answers; sheet and column titles are my guesses (no search done for this tool). Class, pupils and answers are invented.",
           {"answer": "winner", "winner": w, "candidates": authors, "scores": sc,
            "question": "Q4 poll: most chosen author",
            "traps": ["Q1's correct answer is also one of the poll's authors (Onjali Q. Raúf) and appears more often in the Q1 column than any author does in the poll column.",
                      "'Unattempted' is not an option.", "Score/rank columns are not votes."]})


# ----------------------------------------------------------------------------- 2 Jisc Online Surveys
def make_jisc() -> None:
    name = "Jisc_Online_Surveys_staff_common_room_refurbishment_responses.csv"
    layouts = ["Quiet zone with soft seating", "Kitchen and big shared table", "Split room: quiet half and social half", "Keep as is, new furniture only"]
    depts = ["School of Engineering", "School of Health Sciences", "Library and Learning Services", "Estates", "Student Services", "Finance"]

    def build(rng):
        ch = expand({layouts[0]: 16, layouts[1]: 13, layouts[2]: 27, layouts[3]: 8}, rng)
        sc = Counter(ch)
        w = argmax(sc)
        check_margin(sc, w, 6)
        return ch, dict(sc), w

    ch, sc, w = seeded(22, build)
    rng = random.Random(222)
    n = len(ch)
    dep = expand({depts[0]: 21, depts[1]: 14, depts[2]: 9, depts[3]: 7, depts[4]: 8, depts[5]: 5}, rng)
    assert len(dep) == n
    stmts = ["I use the common room at least once a week", "The common room is too noisy", "I would use a bookable quiet booth"]
    lik = ["Strongly agree", "Agree", "Neither agree nor disagree", "Disagree", "Strongly disagree"]
    hdr = ["Response ID", "Started", "Completed", "1. Which school or service do you work in?",
           "2. Which layout would you prefer for the refurbished staff common room?"] + \
          [f"3.{k} How far do you agree with the following statements? - {s}" for k, s in enumerate(stmts, 1)] + \
          ["4. Any other comments?"]
    out = [hdr]
    t = datetime(2026, 2, 2, 9, 0)
    comments = ["", "", "", "Please keep the microwave!", "More plug sockets", "", "Plants would be nice", "Better lighting please", ""]
    for i in range(n):
        t += timedelta(minutes=rng.randint(20, 400))
        out.append([str(48120311 + i * 7 + rng.randint(0, 5)), t.strftime("%Y-%m-%d %H:%M:%S"),
                    (t + timedelta(seconds=rng.randint(70, 500))).strftime("%Y-%m-%d %H:%M:%S"), dep[i], ch[i]] +
                   [rng.choice(lik) for _ in stmts] + [rng.choice(comments)])
    put(name, ("\ufeff" + py_csv(out)).encode("utf-8"))
    record(name,
           "Jisc Online Surveys (UK academic survey service, formerly BOS), survey → Results → Download responses → CSV, a university's staff common-room refurbishment survey",
           "Multi-question survey, one row per response: response ID, started/completed timestamps (YYYY-MM-DD HH:MM:SS), a department question, the single-choice layout question, a three-statement Likert grid (one column per statement, '3.1 … - <statement>'), and a free-text comment.",
           "UTF-8 with BOM, `,`, CRLF, minimal quoting",
           EVID_MEM + "Jisc Online Surveys exports with numbered question columns ('1.', '2.', '3.1') and started/completed dates; the exact column titles are my guesses (no search done). University, staff and answers are invented.",
           {"answer": "winner", "winner": w, "candidates": layouts, "scores": sc,
            "question": "Q2: most chosen layout",
            "traps": ["Q1 (department) is demographic, not the decision.", "Likert grid columns are opinions, not the decision."]})


# ----------------------------------------------------------------------------- 3 Calligra Sheets, Czech, ISO-8859-2 rating grid
def make_calligra() -> None:
    name = "hodnoceni_navrhu_loga_spolek_jested_calligra.csv"
    props = ["Návrh A - Ještěd v kruhu", "Návrh B - Lípa a hřeben", "Návrh C - Vlnka Nisy", "Návrh D - Stylizovaná věž", "Návrh E - Písmena SPJ"]
    judges = ["Ing. Jiří Dvořák", "Mgr. Šárka Nováková", "Bc. Tomáš Růžička", "Lenka Čermáková", "Petr Hájek", "Zdeňka Křížová", "Ondřej Šťastný"]

    def build(rng):
        mu = [6.2, 7.0, 8.1, 5.6, 6.7]
        g = [[max(1.0, min(10.0, round(rng.gauss(m, 1.1) * 2) / 2)) for m in mu] for _ in judges]
        tot = {p: sum(r[k] for r in g) for k, p in enumerate(props)}
        w = argmax(tot)
        check_margin(tot, w, 3)
        return g, tot, w

    g, tot, w = seeded(33, build)

    def dc(x):
        return (f"{x:.2f}" if not float(x).is_integer() else f"{int(x)}").replace(".", ",")

    out = [["Hodnocení soutěžních návrhů loga - Spolek přátel Ještědu, z. s."] + [""] * 5,
           ["Porota zasedala 14. 2. 2026; body 1-10 (po půl bodu)"] + [""] * 5,
           [""] * 6,
           ["Porotce"] + props]
    for j, r in zip(judges, g):
        out.append([j] + [dc(x) for x in r])
    out.append(["Součet"] + [dc(tot[p]) for p in props])
    out.append(["Průměr"] + [dc(round(tot[p] / len(judges), 2)) for p in props])
    put(name, py_csv(out, delimiter=";", lineterminator="\n").encode("iso8859_2"))
    record(name,
           "Calligra Sheets (KDE office suite, Czech locale on Linux), a hiking association's logo-competition jury sheet typed by hand, Save As → Text CSV with encoding ISO-8859-2 and ';'",
           "Rating grid with a title block: two title lines and a blank line, header 'Porotce' + one column per design, one row per judge with scores 1-10 in half points (decimal comma), then 'Součet' (sum) and 'Průměr' (mean) rows; every line padded with ';' to the width.",
           "ISO-8859-2 (Latin-2), `;`, LF, minimal quoting, decimal comma",
           EVID_MEM + "a KDE/Calligra CSV export with a chosen separator and an 8-bit Central European encoding; the sheet is a hand-made jury table. Association, judges and scores are invented.",
           {"answer": "winner", "winner": w, "candidates": props, "scores": {p: round(v, 2) for p, v in tot.items()},
            "question": "Highest total (and mean) jury score",
            "traps": ["Sum and mean rows are not judges.", "Decimal commas.", "Title lines above the header."]})


# ----------------------------------------------------------------------------- 4 pgAdmin 4 long format points
def make_pgadmin() -> None:
    name = "data-1771172583412.csv"
    ideas = ["Bike repair stand", "Seed library shelf", "Outdoor ping-pong table", "Community fridge", "Bat boxes in the park"]

    def build(rng):
        w_ = [1.0, 1.3, 0.9, 2.0, 0.8]
        rows, sc, sc_all, cnt = [], Counter(), Counter(), Counter()
        for b in range(1, 47):
            status = "spoiled" if b in (9, 31, 40) else "counted"
            left, alloc = 5, Counter()
            while left:
                k = rng.choices(range(5), weights=w_)[0]
                alloc[ideas[k]] += 1
                left -= 1
            for idea in ideas:
                if alloc[idea]:
                    rows.append((b, status, idea, alloc[idea]))
                    sc_all[idea] += alloc[idea]
                    if status == "counted":
                        sc[idea] += alloc[idea]
                        cnt[idea] += 1
        w = argmax(sc)
        check_margin(dict(sc), w, 10)
        assert argmax(sc_all) == w and argmax(cnt) == w
        return rows, dict(sc), w

    rows, sc, w = seeded(44, build)
    rng = random.Random(444)
    ppl = people(rng, 46, EN_FIRST, EN_LAST)
    out = [["ballot_id", "member_no", "display_name", "idea_title", "dots", "ballot_status", "submitted_at"]]
    t0 = datetime(2026, 2, 10, 18, 0)
    times = {}
    for b in range(1, 47):
        t0 += timedelta(minutes=rng.randint(3, 190), seconds=rng.randint(0, 59))
        times[b] = t0.strftime("%Y-%m-%d %H:%M:%S.") + f"{rng.randint(0, 999999):06d}" + "+00"
    for b, st, idea, pts in rows:
        f, l = ppl[b - 1]
        out.append([b, f"M{2300 + b * 3}", f"{f} {l}", idea, pts, st, times[b]])
    buf = io.StringIO(newline="")
    cw = csv.writer(buf, quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
    cw.writerow(out[0])
    for r in out[1:]:
        cw.writerow(r)
    put(name, buf.getvalue().encode("utf-8"))
    record(name,
           "pgAdmin 4 (PostgreSQL GUI), Query Tool: SELECT over a neighbourhood association's dot-voting tables → 'Save results to file' (CSV, default file name data-<epoch ms>.csv), quoting 'Strings'",
           "Long format, one row per (ballot, idea) with ballot id, member number, display name, idea, dots (each ballot spreads 5 dots), ballot status counted / spoiled and a timestamptz with microseconds; ideas with 0 dots are absent.",
           "UTF-8 (no BOM), `,`, LF, strings (and header) quoted, numbers bare",
           "Partly checked: a pgAdmin issue (#4974) lists the Query Tool CSV settings 'CSV field separator', 'CSV quote character \"' and 'CSV quoting Strings' (numbers unquoted). The data-<timestamp>.csv file name is from memory. Association, members and dots are invented.",
           {"answer": "winner", "winner": w, "candidates": ideas, "scores": sc,
            "question": "Sum of dots per idea over counted ballots",
            "traps": ["Spoiled ballots (status column) should be dropped (winner unchanged either way).", "ballot_id/member_no are ids."]})


# ----------------------------------------------------------------------------- 5 bcp -w, UTF-16 tab, no header
def make_bcp() -> None:
    name = "dachfarbe_abstimmung_bcp_export.txt"
    opts = ["Anthrazit", "Ziegelrot", "Schiefergrau", "Kupferbraun"]

    def build(rng):
        ch = expand({opts[0]: 19, opts[1]: 34, opts[2]: 22, opts[3]: 9, "": 4}, rng)
        sc = Counter(c for c in ch if c)
        w = argmax(sc)
        check_margin(dict(sc), w, 8)
        return ch, dict(sc), w

    ch, sc, w = seeded(55, build)
    rng = random.Random(555)
    ppl = people(rng, len(ch), DE_FIRST, DE_LAST)
    lines = []
    t = datetime(2026, 1, 19, 17, 30)
    for i, ((f, l), c) in enumerate(zip(ppl, ch), 1):
        t += timedelta(minutes=rng.randint(5, 300), seconds=rng.randint(0, 59))
        haus = rng.choice(["A", "B", "C"])
        lines.append("\t".join([str(1000 + i), t.strftime("%Y-%m-%d %H:%M:%S.") + f"{rng.randint(0, 999):03d}",
                                f"{haus}-{rng.randint(1, 4)}.{rng.randint(1, 6):02d}", f"{l}, {f}", c,
                                rng.choice(["Online", "Online", "Papier"])]))
    put(name, ("\ufeff" + "\r\n".join(lines) + "\r\n").encode("utf-16-le"))
    record(name,
           "Microsoft SQL Server bcp utility: bcp \"SELECT StimmId, AbgegebenAm, Wohnung, Name, Farbe, Kanal FROM Genossenschaft.dbo.Dachabstimmung ORDER BY StimmId\" queryout file -w -T (Unicode character format), a housing co-operative's roof-colour vote",
           "One choice per row, NO header row: ballot id, datetime with milliseconds, flat number, 'Surname, First name', chosen colour (empty = abstained / NULL), channel (Online / Papier).",
           "UTF-16 LE with BOM, TAB, CRLF, no quoting, no header",
           "Partly checked: Microsoft's 'Use Unicode Character Format to Import or Export Data' page says bcp -w files follow Unicode conventions and start with the byte-order mark 0xFFFE. Tab field terminator, CRLF row terminator and no header line are from memory of bcp's defaults. Co-operative, people and votes are invented.",
           {"answer": "winner", "winner": w, "candidates": opts, "scores": sc,
            "question": "Most chosen roof colour",
            "traps": ["No header row.", "Names contain a comma but are not quoted (tab-separated).", "Empty choice = abstention."]})


# ----------------------------------------------------------------------------- 6 Korean NEC result, EUC-KR
def make_nec() -> None:
    name = "개표결과_한빛군수선거_읍면동별.csv"
    cands = ["한빛당 김민준", "새물결당 이서연", "무소속 박도윤"]
    units = {"한빛읍": ["제1투", "제2투", "제3투", "관내사전투표"], "솔내면": ["제1투", "관내사전투표"],
             "가람면": ["제1투", "제2투", "관내사전투표"], "누리면": ["제1투", "관내사전투표"]}
    specials = ["거소·선상투표", "관외사전투표", "국외부재자투표"]

    def build(rng):
        mu = [0.33, 0.42, 0.25]
        rows = []
        for s in specials:
            n = rng.randint(40, 900)
            v = [int(n * rng.uniform(0.8, 1.2) * m) for m in mu]
            rows.append(("", s, v, rng.randint(0, 9)))
        sub = {}
        for u, ps in units.items():
            acc = [0, 0, 0, 0]
            rws = []
            for p in ps:
                n = rng.randint(600, 2400)
                v = [int(n * rng.uniform(0.8, 1.2) * m) for m in mu]
                inv = rng.randint(3, 30)
                rws.append((u, p, v, inv))
                for k in range(3):
                    acc[k] += v[k]
                acc[3] += inv
            sub[u] = rws
            rows.append((u, "소계", acc[:3], acc[3]))
            rows.extend(rws)
        tot = [0, 0, 0]
        inv = 0
        for u, p, v, iv in rows:
            if p == "소계":
                continue
            for k in range(3):
                tot[k] += v[k]
            inv += iv
        sc = dict(zip(cands, tot))
        w = argmax(sc)
        check_margin(sc, w, 400)
        return rows, tot, inv, sc, w

    rows, tot, inv, sc, w = seeded(66, build)
    rng = random.Random(666)
    out = [["[제9회 전국동시지방선거] 군수선거 개표진행상황"] + [""] * 8,
           ["선거구 : 한빛군", "", "", "", "", "", "", "", "(단위 : 명)"],
           ["읍면동명", "투표구명", "선거인수", "투표수", "후보자별 득표수", "", "", "무효투표수", "기권수"],
           ["", "", "", "", cands[0], cands[1], cands[2], "", ""],
           ["", "", "", "", "", "", "", "계", ""]]
    out = out[:4]
    out[2] = ["읍면동명", "투표구명", "선거인수", "투표수", "후보자별 득표수", "", "", "계", "무효투표수", "기권수"]
    out[3] = ["", "", "", "", cands[0], cands[1], cands[2], "", "", ""]
    out[0] += [""]
    out[1] = ["선거구 : 한빛군", "", "", "", "", "", "", "", "", "(단위 : 명)"]

    def n(x):
        return f"{x:,}"

    body = []
    elect_tot = vote_tot = 0
    for u, p, v, iv in rows:
        s = sum(v)
        votes = s + iv
        if p in specials:
            el = votes
            abst = 0
        else:
            el = votes + rng.randint(200, 900) if p != "소계" else None
            abst = None
        body.append([u, p, el, votes, v, s, iv, abst])
    # recompute subtotal electorate/abstention consistently
    fixed = []
    i = 0
    while i < len(body):
        r = body[i]
        if r[1] == "소계":
            kids = []
            j = i + 1
            while j < len(body) and body[j][0] == r[0] and body[j][1] != "소계":
                kids.append(body[j])
                j += 1
            for k in kids:
                if k[1] == "관내사전투표":
                    k[2] = k[3]
                k[7] = k[2] - k[3]
            r[2] = sum(k[2] for k in kids)
            r[7] = sum(k[7] for k in kids)
        i += 1
    for r in body:
        if r[1] != "소계":
            elect_tot += r[2]
            vote_tot += r[3]
    abst_tot = sum(r[7] for r in body if r[1] != "소계")
    out.append(["합계", "", n(elect_tot), n(vote_tot)] + [n(x) for x in tot] + [n(sum(tot)), n(inv), n(abst_tot)])
    for u, p, el, votes, v, s, iv, abst in body:
        out.append([u, p, n(el), n(votes)] + [n(x) for x in v] + [n(s), n(iv), n(abst)])
    put(name, py_csv(out).encode("euc_kr"))
    record(name,
           "National Election Commission of Korea (중앙선거관리위원회) election statistics system info.nec.go.kr → 개표진행상황 → 읍면동별 → Excel download, re-saved by a local reporter as CSV with the Korean ANSI default (EUC-KR), a county-head (군수) election in an invented county",
           "Ready-made count table with title block: title and district lines, a two-row header ('후보자별 득표수' spanning the candidate columns, then '<party> <name>' per candidate), '계', invalid votes and abstentions; a '합계' grand-total row first, special-ballot rows (거소·선상, 관외사전, 국외부재자), then per town a '소계' subtotal row followed by its polling districts; numbers with thousands commas (quoted).",
           "EUC-KR, `,`, CRLF, minimal quoting (numbers with commas quoted)",
           EVID_MEM + "NEC's per-읍면동 count tables with a 합계 row on top, 소계 rows per town and special-ballot rows; column titles are my recollection, the CSV re-save is a user workflow. County, parties, candidates and numbers are invented.",
           {"answer": "winner", "winner": w, "winner_aliases": [w.split(" ", 1)[1]], "candidates": cands, "scores": sc,
            "question": "Most votes in the 합계 row (county total)",
            "traps": ["합계 and 소계 rows double-count if summed with district rows.", "Two header rows.",
                      "Thousands separators inside quoted numbers.", "Electorate/turnout columns are not candidates."]})


# ----------------------------------------------------------------------------- 7 Hart Verity cumulative report (ASK)
def make_hart() -> None:
    name = "Cumulative_Results_Report_Juniper_County_Nov_2025_General.csv"
    contests = [("Juniper County Library District Trustee (Vote for 1)", ["Dana Whitfield", "Marcus Ortega", "Priya Raman"], [0.29, 0.45, 0.26]),
                ("City of Marlow Mayor (Vote for 1)", ["Ellen Sato", "Robert Kline"], [0.56, 0.44]),
                ("Proposition A - Parks and Trails Bond (Vote for 1)", ["For", "Against"], [0.38, 0.62])]

    def build(rng):
        res = []
        for title, ch, mu in contests:
            base = 14200 if "County" in title else 5300
            per = {c: [int(base * m * f * rng.uniform(0.9, 1.1)) for f in (0.22, 0.51, 0.27)] for c, m in zip(ch, mu)}
            tot = {c: sum(v) for c, v in per.items()}
            w = argmax(tot)
            check_margin(tot, w, 300)
            res.append((title, ch, per, tot, w))
        return res

    res = seeded(77, build)
    rng = random.Random(777)
    out = [["Juniper County, Elections Department"], ["General Election - November 4, 2025"], ["Cumulative Results Report - Official"],
           ["Run Date: 11/18/2025 2:41 PM"], [],
           ["Registered Voters", "31,208"], ["Ballots Cast", "17,944"], ["Voter Turnout", "57.50%"], [],
           ["Contest", "Choice", "Party", "Early Voting", "Election Day", "Mail Ballots", "Total", "Percent"]]
    for title, ch, per, tot, w in res:
        s = sum(tot.values())
        for c in ch:
            out.append([title, c, "NP" if c not in ("For", "Against") else "", f"{per[c][0]:,}", f"{per[c][1]:,}", f"{per[c][2]:,}", f"{tot[c]:,}", f"{100 * tot[c] / s:.2f}%"])
        for lab in ("Write-in Totals", "Overvotes", "Undervotes"):
            if lab == "Write-in Totals" and ch[0] == "For":
                continue
            v = [rng.randint(1, 40) if lab != "Undervotes" else rng.randint(150, 900) for _ in range(3)]
            out.append([title, lab, "", f"{v[0]:,}", f"{v[1]:,}", f"{v[2]:,}", f"{sum(v):,}", ""])
        out.append([title, "Total Votes", "", "", "", "", f"{s:,}", "100.00%"])
    w8 = max(len(r) for r in out)
    out = [r + [""] * (w8 - len(r)) for r in out]
    put(name, py_csv(out).encode("utf-8"))
    record(name,
           "Hart InterCivic Verity Count (US county election management), Reports → Cumulative Results report exported to CSV and posted on an invented county elections department's results page",
           "Ready-made count table with a title block (county, election, report name, run date, registered voters / ballots cast / turnout), then one long table: contest, choice, party, Early Voting / Election Day / Mail Ballots / Total / Percent, with write-in, overvote, undervote and 'Total Votes' rows per contest; three separate contests (a trustee race, a mayoral race, a bond proposition).",
           "UTF-8 (no BOM), `,`, CRLF, minimal quoting (thousands commas quoted)",
           EVID_MEM + "Hart Verity's cumulative report with per-contest blocks, vote-type columns and over/under-vote rows; column titles are my guesses (no search done). County, contests, candidates and numbers are invented.",
           {"answer": "ask", "ask_because": "Three separate contests (library trustee, mayor, bond proposition) with different winners; nothing says which one is meant.",
            "acceptable": {t: w for t, _, _, _, w in res},
            "scores_by_question": {t: tot for t, _, _, tot, _ in res},
            "candidates": [c for _, ch, _, _, _ in res for c in ch],
            "question": "Which contest?",
            "traps": ["Overvotes/Undervotes/Write-in/Total Votes rows are not choices.", "Title block above the table."]})


# ----------------------------------------------------------------------------- bid helper
def ascending_bids(rng, maxes: dict, start: float, inc_fn):
    """Ascending open auction. Returns list of (bidder, amount) in time order."""
    cur, leader, bids = start, None, []
    while True:
        inc = inc_fn(cur)
        able = [b for b, m in maxes.items() if b != leader and m >= cur + inc]
        if not able:
            break
        b = rng.choice(able)
        amt = min(maxes[b], cur + inc * rng.choice([1, 1, 1, 2, 3]))
        amt = int(amt // inc * inc) if amt >= cur + inc else cur + inc
        bids.append((b, amt))
        cur, leader = amt, b
    return bids


# ----------------------------------------------------------------------------- 8 GiveSmart bid history
def make_givesmart() -> None:
    name = "GiveSmart_Bid_History_Item_117_Lake_Tahoe_Cabin_Weekend.csv"

    def build(rng):
        maxes = {f"{n}": m for n, m in zip(range(101, 131), [rng.choice([600, 750, 900, 1000, 1100, 1250, 1400, 1500, 1650, 1800, 2100])
                                                               for _ in range(30)])}
        maxes = dict(list(maxes.items())[:13])
        bids = ascending_bids(rng, maxes, 400, lambda c: 50)
        mx, scores = bid_scores(bids)
        w = check_bid_margin(scores)
        assert len(mx) >= 8
        return bids, mx, scores, w

    bids, mx, scores, w = seeded(88, build)
    rng = random.Random(888)
    ppl = people(rng, 40, EN_FIRST, EN_LAST)
    who = {b: ppl[i] for i, b in enumerate(sorted(mx))}
    t = datetime(2026, 3, 14, 18, 5)
    rows = []
    for k, (b, a) in enumerate(bids):
        t += timedelta(minutes=rng.randint(1, 14), seconds=rng.randint(0, 59))
        rows.append([b, a, t, rng.choice(["Mobile", "Mobile", "Mobile", "Max Bid", "Staff Entered"])])
    out = [["Item #", "Item Name", "Category", "Fair Market Value", "Bidder #", "Bidder Name", "Email", "Bid Amount", "Bid Date", "Bid Method", "Status"]]
    last = len(rows) - 1
    for k in range(last, -1, -1):
        b, a, t, meth = rows[k]
        f, l = who[b]
        out.append(["117", "Lake Tahoe Cabin Weekend (2 nights, sleeps 6)", "Travel & Getaways", "$1,800.00", b, f"{f} {l}",
                    email(f, l, "example.com"), f"${a:,.2f}", t.strftime("%m/%d/%Y %I:%M %p"), meth, "Winning" if k == last else "Outbid"])
    put(name, py_csv(out).encode("utf-8"))
    record(name,
           "GiveSmart (charity gala mobile-bidding platform), event dashboard → Reports → Bid History filtered to item 117 → Export CSV, a school foundation's silent auction",
           "Bid list, newest first: item number, item name (with a comma and parentheses), category, fair market value, bidder paddle number, name, e-mail, bid amount '$1,250.00', date/time (MM/DD/YYYY hh:mm AM/PM), bid method (Mobile / Max Bid / Staff Entered), status (Winning / Outbid).",
           "UTF-8 (no BOM), `,`, CRLF, minimal quoting",
           EVID_MEM + "GiveSmart's bid-history report with bidder numbers, amounts, times and a winning/outbid status; exact column titles are my guesses (no search done). Foundation, bidders and amounts are invented.",
           {"answer": "winner", "winner": w, "bidder_max": mx, "scores": scores, "question": BID_QUESTION,
            "traps": ["Fair Market Value column is not a bid.", "Bidder # is a paddle number, not money.", "Bidders bid several times: use each bidder's highest bid."]})


# ----------------------------------------------------------------------------- 9 Hood.de bid history -> German Excel CSV cp1252
def make_hood() -> None:
    name = "hood_gebotsuebersicht_maerklin_br44_excel.csv"

    def build(rng):
        handles = ["m***n (214)", "b***7 (38)", "e***a (1052)", "k***s (9)", "h***r (377)", "t***1 (62)", "s***e (5)", "w***z (143)", "r***o (88)", "d***k (17)"]
        maxes = {h: int(round(rng.uniform(90, 330) / 5) * 5) for h in handles}
        bids = ascending_bids(rng, maxes, 49, lambda c: 2 if c < 100 else 5)
        mx, scores = bid_scores(bids)
        w = check_bid_margin(scores)
        assert len(mx) >= 7
        return bids, mx, scores, w

    bids, mx, scores, w = seeded(99, build)
    rng = random.Random(999)
    t = datetime(2026, 2, 12, 9, 12)
    rows = []
    for b, a in bids:
        t += timedelta(minutes=rng.randint(5, 600), seconds=rng.randint(0, 59))
        rows.append((b, a, t))

    def eur(x):
        s = f"{x:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
        return f"{s} €"

    out = [["Gebotsübersicht", "", ""],
           ["Artikel: Märklin H0 37880 Dampflok BR 44 „Jumbo“ mfx+ Sound, OVP", "", ""],
           ["Startpreis: 49,00 € – Auktionsende: " + (rows[-1][2] + timedelta(days=1)).strftime("%d.%m.%Y") + " 20:00:00", "", ""],
           ["", "", ""],
           ["Bieter", "Gebot", "Gebotszeit"]]
    for b, a, tt in reversed(rows):
        out.append([b, eur(a), tt.strftime("%d.%m.%Y %H:%M:%S")])
    out.append(["", "", ""])
    out.append([f"{len(rows)} Gebote von {len(mx)} Bietern", "", ""])
    put(name, py_csv(out, delimiter=";").encode("cp1252"))
    record(name,
           "Hood.de (German online marketplace with auctions), ended auction → 'Gebotsübersicht' selected in the browser, pasted into Microsoft Excel (German) and saved as 'CSV (Trennzeichen-getrennt)'",
           "Bid list with a pasted title block (heading, article title with German quotes, start price and end time), a blank line, header Bieter / Gebot / Gebotszeit, newest bid first, masked bidder names with feedback score in brackets ('m***n (214)'), amounts '1.250,00 €', times dd.mm.yyyy hh:mm:ss, and a trailing summary line.",
           "Windows-1252, `;`, CRLF, minimal quoting, German number format",
           EVID_MEM + "Hood.de shows a bid overview with masked bidder names and amounts; the page text and column titles are my guesses, the Excel 'CSV (Trennzeichen-getrennt)' save with ';' and ANSI code page is standard for German Excel. Article, bidders and amounts are invented.",
           {"answer": "winner", "winner": w, "bidder_max": mx, "scores": scores, "question": BID_QUESTION,
            "traps": ["Masked bidder names: the same mask string is the same bidder.", "Feedback score in brackets is not a bid.", "Start price line is not a bid.", "German thousands '.' and decimal ','."]})


# ----------------------------------------------------------------------------- 10 Foodle scheduling poll
def make_foodle() -> None:
    name = "foodle-seminar-dinner-april-2026.csv"
    slots = ["Tue 14 Apr 18:00", "Wed 15 Apr 18:00", "Thu 16 Apr 18:30", "Tue 21 Apr 18:00", "Thu 23 Apr 18:30"]
    first = ["Ingrid", "Magnus", "Sigrid", "Håkon", "Kari", "Eirik", "Astrid", "Lars", "Solveig", "Jonas", "Marte", "Ola", "Tuva", "Øystein", "Ragnhild", "Nora"]
    last = ["Berg", "Hansen", "Johansen", "Olsen", "Larsen", "Dahl", "Lie", "Haugen", "Nygård", "Solberg", "Bakke", "Strand", "Aas", "Moe"]

    def build(rng):
        p = [(0.45, 0.2), (0.35, 0.2), (0.75, 0.1), (0.4, 0.25), (0.5, 0.15)]
        grid = []
        for _ in range(17):
            row = []
            for y, m in p:
                r = rng.random()
                row.append("Yes" if r < y else ("If need be" if r < y + m else "No"))
            grid.append(row)
        yes = {s: sum(1 for r in grid if r[k] == "Yes") for k, s in enumerate(slots)}
        ym = {s: sum(1 for r in grid if r[k] != "No") for k, s in enumerate(slots)}
        w = argmax(yes)
        check_margin(yes, w, 3)
        assert argmax(ym) == w and all(ym[w] > v for s, v in ym.items() if s != w)
        return grid, yes, ym, w

    grid, yes, ym, w = seeded(1010, build)
    rng = random.Random(10101)
    ppl = people(rng, len(grid), first, last)
    out = [["Name", "E-mail", "Updated"] + slots]
    t = datetime(2026, 3, 2, 8, 0)
    for (f, l), r in zip(ppl, grid):
        t += timedelta(hours=rng.randint(1, 20), minutes=rng.randint(0, 59))
        out.append([f"{f} {l}", email(f, l, "uni.example.no"), t.strftime("%Y-%m-%d %H:%M")] + r)
    out.append(["Sum (yes)", "", ""] + [str(yes[s]) for s in slots])
    put(name, py_csv(out, lineterminator="\n").encode("utf-8"))
    record(name,
           "Foodle (Feide/Sikt's scheduling poll service for Norwegian higher education), poll page → Export → CSV, a research group's seminar-dinner date poll",
           "Scheduling poll: header with Name, E-mail, Updated and one column per date/time slot, one row per participant with Yes / If need be / No, and a final 'Sum (yes)' row.",
           "UTF-8 (no BOM), `,`, LF, minimal quoting",
           EVID_MEM + "Foodle is Feide's meeting-poll service and had a CSV export; the column titles, answer words and the sum row are my guesses (no search done). Group, people and answers are invented.",
           {"answer": "winner", "winner": w, "candidates": slots, "scores": yes, "scores_yes_or_maybe": ym,
            "question": "Slot with most Yes (also most Yes + If need be)",
            "traps": ["'Sum (yes)' row is not a participant.", "E-mail/Updated columns are metadata."]})


# ----------------------------------------------------------------------------- 11 Livestorm polls (ASK)
def make_livestorm() -> None:
    name = "livestorm_polls_export_member_webinar_2026-03-19.csv"
    polls = [("Which topic should our April webinar cover?", ["Grant writing basics", "Volunteer recruitment", "Social media on a budget", "GDPR for small associations"], [9, 22, 14, 6]),
             ("What time suits you best for future webinars?", ["12:30 lunchtime", "17:30 after work", "19:30 evening"], [12, 11, 27])]

    def build(rng):
        res = []
        for q, opts, base in polls:
            ans = expand({o: b + rng.randint(-1, 1) for o, b in zip(opts, base)}, rng)
            sc = Counter(ans)
            w = argmax(sc)
            check_margin(dict(sc), w, 5)
            res.append((q, opts, ans, dict(sc), w))
        return res

    res = seeded(1111, build)
    rng = random.Random(11111)
    ppl = people(rng, 60, EN_FIRST, EN_LAST)
    out = [["Session", "Poll question", "Answer", "First name", "Last name", "Email", "Voted at (UTC)"]]
    for (q, opts, ans, sc, w), start in zip(res, (datetime(2026, 3, 19, 17, 4), datetime(2026, 3, 19, 17, 41))):
        idx = list(range(60))
        rng.shuffle(idx)
        for k, a in enumerate(ans):
            f, l = ppl[idx[k]]
            out.append(["Member webinar: Funding your association in 2026", q, a, f, l, email(f, l, "example.org"),
                        (start + timedelta(seconds=rng.randint(5, 150))).strftime("%Y-%m-%d %H:%M:%S")])
    put(name, py_csv(out).encode("utf-8"))
    record(name,
           "Livestorm (browser-based webinar platform), event → session → Analytics/Polls → Export polls (CSV), a federation of associations' member webinar with two polls",
           "Long format, one row per (poll answer): session title, poll question, the answer, first/last name, e-mail and vote time; two different poll questions in one file.",
           "UTF-8 (no BOM), `,`, CRLF, minimal quoting",
           EVID_MEM + "Livestorm lets hosts export poll results per session; the column titles are my guesses (no search done). Federation, people and answers are invented.",
           {"answer": "ask", "ask_because": "Two separate polls (webinar topic and time slot) with different winners; nothing says which is meant.",
            "acceptable": {q: w for q, _, _, _, w in res},
            "scores_by_question": {q: sc for q, _, _, sc, _ in res},
            "candidates": [o for _, opts, _, _, _ in res for o in opts],
            "question": "Which poll?",
            "traps": ["Same people answer both polls.", "The answer column mixes two questions."]})


# ----------------------------------------------------------------------------- 12 Danea Domustudio condominium vote (ASK: heads vs millesimi)
def make_domustudio() -> None:
    name = "Domustudio_votazione_assemblea_cond_via_dei_tigli_14.xlsx"
    firms = ["Edilfacciate Rossi S.r.l.", "Colorificio Brambilla & C. S.n.c.", "Restauri Lombardi S.p.A."]
    first = ["Giuseppe", "Maria", "Luca", "Francesca", "Marco", "Chiara", "Paolo", "Elena", "Giorgio", "Anna", "Stefano", "Laura", "Davide", "Silvia"]
    last = ["Colombo", "Ferrari", "Esposito", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "De Luca", "Mancini", "Costa", "Giordano", "Rizzo"]

    def build(rng):
        n = 24
        mill = [rng.randint(22, 48) for _ in range(n)]
        # two large units
        mill[3], mill[17] = 96, 88
        s = sum(mill)
        mill = [round(m * 1000 / s) for m in mill]
        mill[0] += 1000 - sum(mill)
        votes = expand({firms[0]: 10, firms[1]: 5, firms[2]: 5, "Astenuto": 2, "Assente": 2}, rng)
        votes[3], votes[17] = firms[1], firms[1]
        heads = Counter(v for v in votes if v in firms)
        mm = Counter()
        for v, m in zip(votes, mill):
            if v in firms:
                mm[v] += m
        wh, wm = argmax(heads), argmax(mm)
        assert wh != wm
        check_margin(dict(heads), wh, 3)
        check_margin(dict(mm), wm, 40)
        return mill, votes, dict(heads), dict(mm), wh, wm

    mill, votes, heads, mm, wh, wm = seeded(1212, build)
    rng = random.Random(12121)
    ppl = people(rng, len(mill), first, last)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Votazione punto 2"
    ws.append(["Condominio Via dei Tigli 14 – 20151 Milano (MI)"])
    ws.append(["Assemblea straordinaria del 12/03/2026 – seconda convocazione"])
    ws.append(["Punto 2 all'ordine del giorno: scelta dell'impresa per il rifacimento della facciata"])
    ws.append([])
    ws.append(["Scala", "Interno", "Condòmino", "Millesimi prop.", "Presenza", "Voto"])
    for i, ((f, l), m, v) in enumerate(zip(ppl, mill, votes)):
        ws.append(["A" if i < 12 else "B", i % 12 + 1, f"{l} {f}", m,
                   "Assente" if v == "Assente" else rng.choice(["Presente", "Presente", "Delega"]), "" if v == "Assente" else v])
    ws.append([])
    ws.append(["Riepilogo", "", "", "Millesimi", "Teste", ""])
    for f_ in firms:
        ws.append(["", "", f_, mm[f_], heads[f_], ""])
    ast = [i for i, v in enumerate(votes) if v == "Astenuto"]
    ws.append(["", "", "Astenuti", sum(mill[i] for i in ast), len(ast), ""])
    ass = [i for i, v in enumerate(votes) if v == "Assente"]
    ws.append(["", "", "Assenti", sum(mill[i] for i in ass), len(ass), ""])
    ws.append(["", "", "Totale", 1000, len(votes), ""])
    ws["A1"].font = Font(bold=True)
    ws.column_dimensions["C"].width = 34
    ws.column_dimensions["F"].width = 34
    save_xlsx(wb, name, "Domustudio")
    record(name,
           "Danea Domustudio (Italian condominium-administration software), Assemblea → verbale → votazione → Esporta in Excel, a Milan condominium's extraordinary meeting choosing a façade contractor",
           "Workbook, one sheet: a three-line title block (condominium, meeting, agenda item), a blank row, one row per unit owner (staircase, flat, owner, ownership thousandths 'millesimi', presence / proxy, vote: contractor, 'Astenuto' or empty if absent), then a summary block with thousandths and head counts per contractor, abstentions, absentees and total.",
           ".xlsx, 1 sheet",
           EVID_MEM + "Domustudio exports meeting votes to Excel with owners, millesimi and votes; the layout is my guess (no search done). Under Italian condominium law a resolution needs both a head-count and a thousandths majority, so the two counts are both legitimate readings. Condominium, owners and votes are invented.",
           {"answer": "ask", "ask_because": "Counting by heads and counting by ownership thousandths (millesimi) give different contractors; both are legitimate in a condominium vote.",
            "acceptable": {"by heads (teste)": wh, "by ownership thousandths (millesimi)": wm},
            "scores_by_question": {"by heads (teste)": heads, "by ownership thousandths (millesimi)": mm},
            "candidates": firms, "question": "Heads or millesimi?",
            "traps": ["Summary block below the table repeats the totals.", "Astenuto/Assente are not contractors."]})


# ----------------------------------------------------------------------------- 13 Spond poll (one column per option, X)
def make_spond() -> None:
    name = "Spond_avstemning_sesongavslutning_G14_fotball.xlsx"
    opts = ["Bowling", "Lasertag", "Pizza og film i klubbhuset", "Badeland", "Klatrepark"]
    first = ["Emma", "Jakob", "Nora", "Filip", "Sofie", "William", "Ella", "Noah", "Maja", "Lukas", "Ingrid", "Oskar", "Leah", "Henrik", "Frida", "Aksel", "Selma", "Mathias", "Thea", "Elias"]
    last = ["Hansen", "Johansen", "Olsen", "Larsen", "Andersen", "Pedersen", "Nilsen", "Kristiansen", "Jensen", "Karlsen", "Berg", "Haugen", "Hagen", "Eriksen", "Bakken", "Lunde"]

    def build(rng):
        p = [0.35, 0.62, 0.3, 0.4, 0.28]
        grid = []
        for i in range(26):
            if i in (4, 13, 21):
                grid.append(None)
                continue
            row = [rng.random() < q for q in p]
            if not any(row):
                row[rng.randrange(5)] = True
            grid.append(row)
        sc = {o: sum(1 for r in grid if r and r[k]) for k, o in enumerate(opts)}
        w = argmax(sc)
        check_margin(sc, w, 4)
        return grid, sc, w

    grid, sc, w = seeded(1313, build)
    rng = random.Random(13131)
    ppl = people(rng, len(grid), first, last)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Avstemning"
    ws.append(["Hva vil dere gjøre på sesongavslutningen? (flere valg mulig)"])
    ws.append(["Gruppe: Gutter 14 – Fotball, Solvik IL"])
    ws.append([])
    ws.append(["Navn", "Svart av", "Tidspunkt"] + opts)
    t = datetime(2025, 10, 12, 18, 0)
    for (f, l), r in zip(ppl, grid):
        if r is None:
            ws.append([f"{f} {l}", "Ikke svart", ""] + [""] * 5)
            continue
        t += timedelta(minutes=rng.randint(3, 500))
        by = rng.choice(["Spiller", "Foresatt", "Foresatt"])
        ws.append([f"{f} {l}", by, t.strftime("%d.%m.%Y %H:%M")] + ["X" if x else "" for x in r])
    ws.append([])
    ws.append(["Totalt", "", ""] + [sc[o] for o in opts])
    ws.column_dimensions["A"].width = 24
    sh = wb.create_sheet("Medlemmer")
    sh.append(["Navn", "Fødselsår", "Foresatt", "E-post foresatt"])
    for (f, l) in ppl:
        pf = rng.choice(["Kari", "Ole", "Anne", "Per", "Linda", "Trond"])
        sh.append([f"{f} {l}", 2011, f"{pf} {l}", email(pf, l, "example.net")])
    save_xlsx(wb, name, "Spond")
    record(name,
           "Spond (Norwegian sports-club team app), group → poll ('avstemning') → Export to Excel, a boys' U14 football team's end-of-season outing poll (multi-select)",
           "Workbook: 'Avstemning' with a question/group title block, a blank row, header Navn / Svart av / Tidspunkt and one column per option holding 'X' when ticked, 'Ikke svart' rows for members who did not answer, and a 'Totalt' row; 'Medlemmer' sheet with member and parent details.",
           ".xlsx, 2 sheets",
           EVID_MEM + "Spond polls allow several choices and can be exported; the workbook layout and Norwegian titles are my guesses (no search done). Club, players and answers are invented.",
           {"answer": "winner", "winner": w, "candidates": opts, "scores": sc,
            "question": "Option ticked by most members",
            "traps": ["'Totalt' row is not a member.", "'Ikke svart' rows have no votes.", "Second sheet is a member list."]})


# ----------------------------------------------------------------------------- 14 Statistica (Russian) ranking, cp1251
def make_statistica() -> None:
    name = "Statistica_ранжирование_названий_кофейни.csv"
    opts = ["Зерно", "Утро на Неве", "Кофейня №9", "Медведь и чашка", "Бодрость"]
    vars_ = ["Зерно", "Утро_на_Неве", "Кофейня_№9", "Медведь_и_чашка", "Бодрость"]

    def build(rng):
        strength = [1.0, 1.3, 2.4, 1.1, 0.7]
        ballots = []
        for _ in range(34):
            keys = sorted(range(5), key=lambda k: -(strength[k] + rng.gauss(0, 0.9)))
            ballots.append([opts[k] for k in keys])
        w, fp, rounds, bo = None, None, None, None
        fp = Counter(b[0] for b in ballots)
        fps = {o: fp.get(o, 0) for o in opts}
        w = argmax(fps)
        check_margin(fps, w, 3)
        bo = borda(ballots, opts)
        rounds = irv(ballots, opts)
        mean_rank = {o: round(sum(b.index(o) + 1 for b in ballots) / len(ballots), 3) for o in opts}
        assert argmax(bo) == w and argmax(rounds[-1]) == w and min(mean_rank, key=mean_rank.get) == w
        return ballots, fps, bo, rounds, mean_rank, w

    ballots, fps, bo, rounds, mr, w = seeded(1414, build)
    rng = random.Random(14141)
    out = [["", "Пол", "Возраст"] + vars_]
    for i, b in enumerate(ballots, 1):
        out.append([str(i), rng.choice(["ж", "м"]), str(rng.randint(18, 64))] + [str(b.index(o) + 1) for o in opts])
    put(name, py_csv(out, delimiter=";").encode("cp1251"))
    record(name,
           "STATISTICA 10 (StatSoft, Russian interface), a café's name survey typed into a data spreadsheet, Файл → Сохранить как → Текстовый файл с разделителями (CSV), Windows ANSI code page",
           "Ranking: first column holds the case names (1…34) with an empty header, then sex and age, then one column per café name (variable names with underscores instead of spaces) holding the rank 1-5 (1 = best).",
           "Windows-1251, `;`, CRLF, no quoting",
           EVID_MEM + "STATISTICA's text export writing case names as the first column and variable names (no spaces) as the header; ';' as the Russian list separator. Café, respondents and ranks are invented.",
           {"answer": "winner", "winner": w, "winner_aliases": [vars_[opts.index(w)]], "candidates": opts,
            "scores": fps, "borda": bo, "irv_rounds": rounds, "mean_rank": mr,
            "question": "Best-ranked name (most first places; also Borda, IRV and lowest mean rank)",
            "traps": ["Low number = better.", "Age column is numeric but not a rank.", "Case-name column has no header."]})


# ----------------------------------------------------------------------------- 15 Wild Apricot event registrations (several choices per cell)
def make_wildapricot() -> None:
    name = "WildApricot_Event_registrants_Spring_Members_Day_2026.csv"
    ws_ = ["Pruning fruit trees", "Beekeeping for beginners", "Composting and soil health", "Seed saving", "Pond building"]

    def build(rng):
        p = [0.4, 0.3, 0.62, 0.33, 0.2]
        rows = []
        for i in range(48):
            picks = [o for o, q in zip(ws_, p) if rng.random() < q][:3]
            status = "Cancelled" if i in (7, 22, 35, 41) else "Confirmed"
            rows.append((picks, status))
        sc = Counter(o for pk, st in rows if st == "Confirmed" for o in pk)
        sc_all = Counter(o for pk, st in rows for o in pk)
        sc = {o: sc.get(o, 0) for o in ws_}
        w = argmax(sc)
        check_margin(sc, w, 5)
        assert argmax(sc_all) == w
        return rows, sc, w

    rows, sc, w = seeded(1515, build)
    rng = random.Random(15151)
    ppl = people(rng, len(rows), EN_FIRST, EN_LAST)
    out = [["Registration ID", "Event ID", "Event title", "Event start date", "Registration date", "Registration type", "Status",
            "First name", "Last name", "Email", "Membership level", "Member ID", "Guests",
            "Which workshops would you like to join? (choose up to 3)", "Dietary requirements", "Payment status", "Total fee"]]
    t = datetime(2026, 3, 1, 8, 0)
    for i, ((f, l), (pk, st)) in enumerate(zip(ppl, rows)):
        t += timedelta(hours=rng.randint(1, 30), minutes=rng.randint(0, 59))
        lvl = rng.choice(["Allotment holder", "Allotment holder", "Associate", "Family"])
        out.append([str(31874520 + i * 13), "5512093", "Spring Members' Day 2026", "4/18/2026 10:00 AM", t.strftime("%-m/%-d/%Y %-I:%M %p"),
                    "Member" if lvl != "Associate" else "Associate member", st, f, l, email(f, l, "example.org"), lvl,
                    str(60211 + rng.randint(0, 900)), str(rng.choice([0, 0, 0, 1, 2])), "; ".join(pk),
                    rng.choice(["", "", "", "Vegetarian", "Vegan", "Gluten free"]), *(["Free", "0.00"] if lvl != "Associate" else ["Paid", "5.00"])])
    put(name, ("\ufeff" + py_csv(out)).encode("utf-8"))
    record(name,
           "Wild Apricot (membership software for clubs and associations), Events → event → Registrations → Export registrants (CSV), an allotment society's members' day with a workshop-preference question",
           "One row per registration with registration/event ids, dates (M/D/YYYY h:mm AM/PM), registration type, status (Confirmed / Cancelled), name, e-mail, membership level, member id, guests, a multi-select question whose ticked options are joined by '; ' in one cell (up to 3, possibly empty), dietary requirements and payment columns.",
           "UTF-8 with BOM, `,`, CRLF, minimal quoting",
           EVID_MEM + "Wild Apricot's registrant export with one column per registration field and multiple-choice answers joined in one cell; the separator '; ' and column titles are my guesses (no search done). Society, people and answers are invented.",
           {"answer": "winner", "winner": w, "candidates": ws_, "scores": sc,
            "question": "Workshop named most often (confirmed registrations)",
            "traps": ["Several workshops per cell.", "Cancelled registrations (winner unchanged either way).", "Membership level / dietary columns are other categorical fields."]})


README_HEAD = """# Blind test set N

15 synthetic exports, each laid out the way the named tool (or a real user workflow around it) writes it. None of
the tools is one named in sets A–M or in `tests/exports/` file names. The sealed answers are in `expected.json`.
This README gives no answers. Regenerate everything (files, `expected.json`, this README) from the repository root with

```
/work/main/.venv/bin/python tests/blind/set_n/make_set.py
```

The script is deterministic: fixed seeds, and fixed document and zip timestamps inside the .xlsx files, so two
runs give identical bytes (checked with sha256). It uses only the standard library and openpyxl. All people,
e-mail addresses, IDs, places, lots, parties and IP addresses are invented.

The author of this set never read the upload reader (`dpcore/`, `ui/`, `pages/`, `app.py`, the tests or the
earlier results) and did not run it on these files.

Evidence: written under a 30-minute budget. Two searches were made: Microsoft's page on bcp's Unicode character
format (confirms the 0xFFFE byte-order mark) and pgAdmin's Query Tool CSV settings (an issue lists the separator,
quote character and 'Strings' quoting options). Every other layout is "from memory", not checked against the tool's
source, documentation or real downloads.

| file | tool | shape | encoding / dialect | evidence |
|---|---|---|---|---|
"""

README_TAIL = """
Shapes covered: one choice per row (with metadata; one without a header row); several choices in one cell ('; ');
one column per option ('X' ticks, with non-responders and a totals row); a rating grid with sum and mean rows; a
ranking with rank numbers per option; long formats (ballot / idea / dots; poll / answer / person); ready-made count
tables (official results with a grand total first, subtotals and a two-row header; a multi-contest cumulative
report); two bid lists; a scheduling poll with a sum row; workbooks with several sheets (classroom quiz report,
club app poll with a member list); a multi-question survey; a weighted (ownership thousandths) vote.

Three files are "ask" cases (answer `ask`, the acceptable readings listed in `expected.json`). Encodings: UTF-8,
UTF-8 with BOM, UTF-16 LE with BOM, Windows-1252, ISO-8859-2, Windows-1251 and EUC-KR. Separators: comma,
semicolon, tab. Line ends: LF and CRLF. Decimal commas and German/Czech number formats appear.

`expected.json` holds, for each file: the tool, shape and format evidence, the answer (winner or ask), the
candidates and their scores, the question the answer is about, and traps for a naive reader.
"""


def main() -> None:
    for fn in (make_quizizz, make_jisc, make_calligra, make_pgadmin, make_bcp, make_nec, make_hart, make_givesmart,
               make_hood, make_foodle, make_livestorm, make_domustudio, make_spond, make_statistica, make_wildapricot):
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
