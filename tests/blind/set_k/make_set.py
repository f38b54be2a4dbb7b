#!/usr/bin/env python3
"""Regenerate the sealed blind test set K (15 synthetic exports + expected.json + README.md).

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


# ============================================================================ 1 Open edX Survey XBlock export (one column per option)
def make_edx_survey() -> None:
    name = "survey-data-export-2025-11-03-141502.csv"
    rng = random.Random(9301)
    # (key, label); the export sorts the questions by key, not by their order in the block
    questions = [("q_scrape", "Live coding: scraping the planning portal, step by step"),
                 ("q_maps", "Workshop: mapping 311 complaints"),
                 ("q_charts", "Workshop: charts that survive a phone screen"),
                 ("q_foia", "Clinic: writing a freedom-of-information request"),
                 ("q_archives", "Live Q&A: digging through council archives")]
    answers = [("Y", "Yes, I'd join"), ("M", "Maybe"), ("N", "No")]
    lab = dict(answers)
    n = 94
    target = {"q_maps": (47, 21), "q_scrape": (38, 24), "q_charts": (35, 20), "q_foia": (27, 25),
              "q_archives": (19, 18)}
    cols = {}
    for key, _ in questions:
        y, m = target[key]
        cells = ["Y"] * y + ["M"] * m + ["N"] * (n - y - m)
        rng.shuffle(cells)
        cols[key] = cells
    first = ["maria", "tomasz", "aylin", "jhon", "keiko", "dimitri", "sade", "oluwaseun", "lucia", "pierre",
             "anika", "rafa", "mehmet", "ines", "vikram", "chen", "sigrid", "kwame", "paula", "emre", "nadia",
             "joao", "helga", "thabo", "farid", "lena", "marek", "zainab", "jorge", "ivana"]
    users, seen = [], set()
    uid = 18422
    while len(users) < n:
        uname = rng.choice(first) + rng.choice(["_", "", ".", "-"]) + rng.choice(
            [rid(rng, 2, "0123456789"), rng.choice(["k", "news", "data", "j", "m"]) + rid(rng, 2, "0123456789"),
             rng.choice(["reports", "desk", "ink", "press"])])
        if uname in seen:
            continue
        seen.add(uname)
        uid += rng.randint(1, 400)
        users.append((uid, uname, f"{uname.replace('-', '.')}@example.org"))
    sorted_q = sorted(questions, key=lambda x: x[0])
    rows = [["user_id", "username", "user_email"] + [lbl for _, lbl in sorted_q]]
    for i, (u, un, em) in enumerate(users):
        rows.append([u, un, em] + [lab[cols[k][i]] for k, _ in sorted_q])
    put(name, py_csv(rows).encode("utf-8"))
    labels = {k: l for k, l in questions}
    yes = {labels[k]: target[k][0] for k, _ in questions}
    half = {labels[k]: target[k][0] + 0.5 * target[k][1] for k, _ in questions}
    ym = {labels[k]: target[k][0] + target[k][1] for k, _ in questions}
    w = labels["q_maps"]
    check_margin(yes, w, 5)
    check_margin(half, w, 5)
    check_margin(ym, w, 5)
    record(name,
           "Open edX (LMS) with the Poll/Survey XBlock (open-craft/xblock-poll): a Survey block in a MOOC on local data journalism, course staff → 'Export results to CSV' → report downloaded from the instructor dashboard",
           "One row per learner who answered: user_id, username, user_email, then one column per survey question (each question is one optional live session), holding the answer label 'Yes, I'd join' / 'Maybe' / 'No'. Question columns are sorted by the questions' internal keys, not in the order shown to learners.",
           "UTF-8 (no BOM), `,`, CRLF, minimal quoting (Python csv)",
           "Verified against open-craft/xblock-poll source (poll/poll.py SurveyBlock.prepare_data: header ['user_id', 'username', 'user_email'] + question labels sorted by question key, answer labels as cell values; get_filename 'survey-data-export-%Y-%m-%d-%H%M%S.csv'; poll/tasks.py export_csv_data stores the rows with ReportStore.store_rows) and edx-platform's ReportStore.store_rows (csv.writer with the default dialect: CRLF, minimal quoting). The course, questions and learners are invented.",
           {"answer": "winner", "winner": w, "candidates": [l for _, l in questions],
            "question": "Which optional live session would you join? (one survey question per session)",
            "scores": yes, "scores_note": "scores = number of learners answering 'Yes, I'd join'; Yes + ½ Maybe and Yes + Maybe name the same winner",
            "scores_yes_plus_half_maybe": half, "scores_yes_plus_maybe": ym,
            "winner_aliases": ["Workshop: mapping 311 complaints", "mapping 311 complaints", "q_maps"],
            "traps": ["The options are column headers; the cells hold answer labels ('Yes, I'd join' contains a comma and is quoted).",
                      "'Maybe' is a middle answer; counting every non-empty cell gives 94 for every column.",
                      "user_id is a large number; columns are in key order (q_archives, q_charts, q_foia, q_maps, q_scrape)."]})


# ============================================================================ 2 oTree app-specific data export (sealed bids)
def make_otree() -> None:
    name = "sealed_bid_2025-11-12.csv"
    rng = random.Random(9302)
    bids = [40, 32, 27, 24, 22, 20, 18.5, 17.5, 17, 16.5, 16, 14, 12.5, 11.5, 10.5, 9.5, 9, 8, 7, 6.5, 6, 5, 4.5, 4]
    rng.shuffle(bids)
    n = len(bids) + 2
    drop = {5, 19}  # two participants left before bidding
    codes: list[str] = []
    while len(codes) < n:
        c = rid(rng, 8)
        if c not in codes:
            codes.append(c)
    labels = [f"PC{k:02d}" for k in range(1, n + 1)]
    rng.shuffle(labels)
    session_code = rid(rng, 8)
    t0 = datetime(2025, 11, 12, 13, 4, 51)
    hdr = ["participant.id_in_session", "participant.code", "participant.label", "participant._is_bot",
           "participant._index_in_pages", "participant._max_page_index", "participant._current_app_name",
           "participant._current_page_name", "participant.time_started_utc", "participant.visited",
           "participant.mturk_worker_id", "participant.mturk_assignment_id", "participant.payoff",
           "player.id_in_group", "player.role", "player.payoff", "player.bid_amount", "player.is_winner",
           "group.id_in_subsession", "group.highest_bid", "subsession.round_number", "session.code",
           "session.label", "session.mturk_HITId", "session.mturk_HITGroupId", "session.comment", "session.is_demo"]
    rows = [hdr]
    it = iter(bids)
    valid = []
    per = []
    for i in range(n):
        if i in drop:
            per.append(None)
        else:
            b = next(it)
            per.append(b)
            valid.append((codes[i], b))
    top = max(b for _, b in valid)
    for i in range(n):
        b = per[i]
        started = t0 + timedelta(seconds=rng.randint(0, 70), microseconds=rng.randint(0, 999999))
        fin = b is not None
        rows.append([i + 1, codes[i], labels[i], 0, 4 if fin else 2, 4, "sealed_bid",
                     "Results" if fin else "Bid", str(started), 1, "", "", 0.0,
                     i + 1, "", 0.0, float(b) if fin else "", (1 if b == top else 0) if fin else 0,
                     1, float(top), 1, session_code, "ECON 1010 tutorial 7 (Tue)", "", "", "", 0])
    put(name, ("\ufeff" + py_csv(rows)).encode("utf-8"))
    mx, scores = bid_scores(valid)
    w = check_bid_margin(scores)
    record(name,
           "oTree 5 (open-source platform for economics experiments), an in-class sealed-bid auction of a signed textbook (proceeds to the student food bank), Data page → per-app export of the app 'sealed_bid' with the 'for Excel' option",
           "One row per participant: oTree's participant.* columns (id, 8-character code, lab PC label, page index, page name, UTC start time, …), player.* (id_in_group, role, payoff, bid_amount as a float, is_winner 1/0), group.* (id_in_subsession, highest_bid on every row), subsession.round_number and session.* columns. Two participants left before the bid page and have an empty bid.",
           "UTF-8 with BOM, `,`, CRLF, minimal quoting (Python csv)",
           "Verified against oTree-org/otree-core source: otree/export.py (_get_table_fields: participant fields id_in_session, code, label, _is_bot, _index_in_pages, _max_page_index, _current_app_name, _current_page_name, time_started_utc, visited, mturk_worker_id, mturk_assignment_id, payoff; player id_in_group, role, payoff + app fields; group id_in_subsession + fields; subsession round_number; session code, label, mturk_HITId, mturk_HITGroupId, comment, is_demo; get_rows_for_csv column order participant/player/group/subsession/session; sanitize_for_csv: None → '', True/False → 1/0, Currency → float; _export_csv with csv.writer), otree/channels/consumers.py (file name '<app>_<iso date>.csv', BOM written when exporting for Excel) and otree/models/participant.py (time_started_utc = str(datetime.utcnow())). The app and its field names are invented.",
           {"answer": "winner", "winner": w, "candidates": list(scores), "question": BID_QUESTION,
            "scores": scores, "bidder_max_bids": mx,
            "winner_aliases": [f"{float(w):.1f}", f"{float(w):.2f}"],
            "traps": ["Bids are floats ('12.5', '20.0'); group.highest_bid repeats the top bid on every row.",
                      "player.is_winner marks the highest bidder, which is not the revenue-maximising posted price.",
                      "Two rows have an empty bid (participants who left); participant.id_in_session and PC labels are not bids.",
                      "A UTF-8 BOM precedes the first header."]})


# ============================================================================ 3 AEC tally room: first preferences by polling place (ask: two divisions)
def make_aec() -> None:
    name = "HouseStateFirstPrefsByPollingPlaceDownload-30812-WA.csv"
    rng = random.Random(9303)
    parties = {"ALP": "Australian Labor Party", "LP": "Liberal", "GRN": "The Greens (WA)",
               "ON": "Pauline Hanson's One Nation", "IND": "Independent", "AJP": "Animal Justice Party"}
    divisions = [
        (241, "Helena", [("BRENNAN", "Siobhan", "ALP", 0.37), ("OKONKWO", "David", "LP", 0.29),
                         ("TRAN", "Mai", "GRN", 0.13), ("HOLLOWAY", "Reg", "ON", 0.09),
                         ("DESOUZA", "Priya", "IND", 0.08), ("McKAY", "Alistair", "AJP", 0.04)],
         ["Boya", "Chidlow", "Darlington", "Glen Forrest", "Greenmount", "Helena Valley",
          "Mahogany Creek, Hall", "Mundaring", "Mundaring PPVC", "Parkerville", "Sawyers Valley", "Stoneville",
          "Swan View"]),
        (247, "Wandoo", [("FERGUSON", "Lachlan", "LP", 0.38), ("NGUYEN", "Thi Hoa", "ALP", 0.30),
                         ("WALSH", "Bridget", "GRN", 0.11), ("PETROVIC", "Marko", "ON", 0.12),
                         ("YARRAN", "Tamika", "IND", 0.09)],
         ["Bakers Hill", "Bolgart", "Bullsbrook", "Clackline", "Gidgegannup", "Jumperkine", "Northam",
          "Northam East", "Northam PPVC", "Special Hospital Team 1", "Toodyay", "Wundowie"]),
    ]
    rows = [["StateAb", "DivisionID", "DivisionNm", "PollingPlaceID", "PollingPlaceNm", "CandidateID", "Surname",
             "GivenNm", "BallotPosition", "Elected", "HistoricElected", "PartyAb", "PartyNm", "OrdinaryVotes",
             "Swing"]]
    by_q = {}
    acc = {}
    flat = {}
    cid = 40217
    ppid = 7310
    for div_id, div, cands, booths in divisions:
        ids = []
        for _ in cands:
            cid += rng.randint(1, 9)
            ids.append(cid)
        tot = Counter()
        swings = [round(rng.uniform(-6, 6), 2) if p in ("ALP", "LP", "GRN", "ON") else 0.0 for _, _, p, _ in cands]
        for booth in booths:
            ppid += rng.randint(3, 60)
            size = rng.randint(60, 180) if "Hospital" in booth else rng.randint(380, 1900)
            w = [max(0.01, s + rng.uniform(-0.05, 0.05)) for *_, s in cands]
            votes = [int(size * x / sum(w)) for x in w]
            informal = int(size * rng.uniform(0.03, 0.06))
            for k, (sn, gn, p, _) in enumerate(cands):
                tot[f"{gn} {sn}"] += votes[k]
                sw = round(swings[k] + rng.uniform(-2.5, 2.5), 2) if swings[k] else 0.0
                rows.append(["WA", div_id, div, ppid, booth, ids[k], sn, gn, k + 1, "N", "N", p, parties[p],
                             votes[k], f"{sw:.2f}"])
            rows.append(["WA", div_id, div, ppid, booth, 999, "Informal", "", 999, "N", "N", "", "",
                         informal, f"{rng.uniform(-1.2, 1.2):.2f}"])
        sc = {f"{gn} {sn}": tot[f"{gn} {sn}"] for sn, gn, _, _ in cands}
        win = argmax(sc)
        check_margin(sc, win, 300)
        by_q[div] = sc
        acc[div] = win
        flat.update(sc)
        for r in rows:
            if r[2] == div and f"{r[7]} {r[6]}" == win:
                r[9] = "Y"
    assert acc == {"Helena": "Siobhan BRENNAN", "Wandoo": "Lachlan FERGUSON"}, acc
    banner = "19/10/2025 9:41:06 AM"
    put(name, (banner + "\r\n" + py_csv(rows)).encode("utf-8"))
    cand_party = {f"{gn} {sn}": p for _, _, cands, _ in divisions for sn, gn, p, _ in cands}
    party_tot = Counter()
    for sc in by_q.values():
        for c, v in sc.items():
            party_tot[cand_party[c]] += v
    record(name,
           "Australian Electoral Commission (AEC) Tally Room, results website → Downloads → 'First preferences by state by polling place' (CSV) for an event with two by-elections in Western Australia on the same day (invented divisions)",
           "Ready-made long count table: a banner line with the download time, then one row per (division, polling place, candidate) with state, division id and name, polling place id and name, candidate id, surname, given name, ballot position, Elected Y/N, HistoricElected, party code and name, OrdinaryVotes and Swing; each polling place also has an 'Informal' pseudo-candidate row (CandidateID 999). Two divisions (Helena: 13 polling places, 6 candidates; Wandoo: 12 polling places, 5 candidates), each with its own winner.",
           "UTF-8 (no BOM), `,`, CRLF, minimal quoting",
           "Partly verified: the header (2025 spelling 'PollingPlaceNm'), the banner line before it (a date-time such as '6/06/2025 12:47:31 PM', skipped with skip=1 by R/pandas readers), quoted polling-place names with commas and the 'Informal' pseudo-candidate row come from parsers and tests of real AEC downloads found by find_string (an election-parse test in a TypeScript project, R and Python loaders using skip=1, a Java parser quoting the header). CRLF and the exact banner wording are from memory; divisions, people and numbers are invented.",
           {"answer": "ask",
            "ask_because": "Two separate by-elections (divisions Helena and Wandoo) with different winners are in one file; nothing says which division is meant.",
            "acceptable": acc, "candidates": list(flat), "scores": flat, "scores_by_question": by_q,
            "winner_aliases": ["BRENNAN", "FERGUSON", "Siobhan BRENNAN (ALP)", "Lachlan FERGUSON (LP)"],
            "scores_by_party_across_divisions_trap": dict(party_tot),
            "traps": ["Votes must be summed over polling places, separately per division.",
                      "Summing by party across both divisions mixes two contests (ALP and LP each win one).",
                      "'Informal' rows (CandidateID 999) are not a candidate; CandidateID, PollingPlaceID and BallotPosition are numbers.",
                      "The first line is a download time stamp, not the header; 'Elected' is Y for one candidate per division."]})


# ============================================================================ 4 All Our Ideas wiki survey: votes export (pairwise)
def ruby_csv_line(fields) -> str:
    """Ruby (Faster)CSV: nil → empty, quote only when needed, LF."""
    out = []
    for f in fields:
        s = "" if f is None else str(f)
        if any(c in s for c in (',', '"', "\n", "\r")):
            s = '"' + s.replace('"', '""') + '"'
        out.append(s)
    return ",".join(out) + "\n"


def make_allourideas() -> None:
    name = "wikisurvey_21874_votes.csv"
    rng = random.Random(9304)
    ideas = [(58201, "Open on Sunday afternoons", 3.4),
             (58202, "More quiet study desks with power outlets", 1.4),
             (58203, "A makerspace with a 3D printer", 1.1),
             (58204, "Longer loan periods for DVDs", 0.45),
             (58205, "Bring back the Saturday story time", 1.15),
             (58206, "Free meeting rooms for community groups", 0.95),
             (58239, "Bike racks that actually fit cargo bikes", 0.7),
             (58247, "Coffee cart in the lobby", 0.8)]
    text = {i: t for i, t, _ in ideas}
    strength = {i: s for i, _, s in ideas}
    agents = ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36",
              "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
              "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36",
              "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
              "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0"]
    referrers = ["DIRECT_VISIT", "DIRECT_VISIT", "https://eastside-library.example.org/news/have-your-say",
                 "https://www.facebook.com/", "REFERRER_NOT_FOUND", "https://l.instagram.com/"]
    hdr = ["Vote ID", "Session ID", "Wikisurvey ID", "Winner ID", "Winner Text", "Loser ID", "Loser Text",
           "Prompt ID", "Appearance ID", "Left Choice ID", "Right Choice ID", "Created at", "Updated at",
           "Response Time (s)", "Missing Response Time Explanation", "Valid", "Hashed IP Address", "URL Alias",
           "User Agent", "Referrer", "Widget", "Info"]
    lines = [ruby_csv_line(hdr)]
    ids = [i for i, _, _ in ideas]
    prompt_ids = {}
    pid = 3310450
    for a in ids:
        for b in ids:
            if a != b:
                pid += 1
                prompt_ids[(a, b)] = pid
    t = datetime(2025, 10, 6, 13, 58, 2)
    vote_id, app_id, sess = 9120031, 15004417, 7741902
    wins, valid_wins = Counter(), Counter()
    pair, pair_all = Counter(), Counter()
    rows = []
    for s in range(46):
        sess += rng.randint(1, 40)
        invalid = s in (17, 41)  # sessions flagged by the site as invalid (e.g. a bot-like burst)
        nv = rng.randint(12, 16) if invalid else rng.randint(2, 9)
        agent = rng.choice(agents)
        ref = rng.choice(referrers)
        hip = hashlib.md5(f"{ip(rng)}salt{s}".encode()).hexdigest()
        t += timedelta(minutes=rng.randint(2, 190), seconds=rng.randint(0, 59))
        tv = t
        for _ in range(nv):
            left, right = rng.sample(ids, 2)
            if invalid:
                winner = min(left, right, key=lambda x: strength[x])  # the bot always picks the weaker idea
            else:
                pl = strength[left] / (strength[left] + strength[right])
                winner = left if rng.random() < pl else right
            loser = right if winner == left else left
            vote_id += rng.randint(1, 5)
            app_id += rng.randint(1, 6)
            rt = rng.randint(900, 14000)
            tv += timedelta(seconds=rt // 1000 + rng.randint(1, 4))
            rt_field = "NA" if rng.random() < 0.04 else str(rt / 1000.0)
            ts = tv.strftime("%Y-%m-%d %H:%M:%S") + " UTC"
            rows.append([vote_id, sess, 21874, winner, text[winner], loser, text[loser],
                         prompt_ids[(left, right)], app_id, left, right, ts, ts, rt_field, None,
                         "FALSE" if invalid else "TRUE", hip, "eastsidelibrary", agent, ref, "FALSE", "NA"])
            wins[winner] += 1
            pair_all[(winner, loser)] += 1
            if not invalid:
                valid_wins[winner] += 1
                pair[(winner, loser)] += 1
    for r in rows:
        lines.append(ruby_csv_line(r))
    put(name, "".join(lines).encode("utf-8"))
    n_invalid = sum(1 for r in rows if r[15] == "FALSE")

    def rates(pw):
        out = {}
        for i in ids:
            w_ = sum(v for (a, b), v in pw.items() if a == i)
            l_ = sum(v for (a, b), v in pw.items() if b == i)
            out[text[i]] = round(w_ / (w_ + l_), 4)
        return out

    def copeland(pw):
        out = {}
        for i in ids:
            out[text[i]] = sum(1 for j in ids if j != i and pw[(i, j)] > pw[(j, i)])
        return out

    sc = rates(pair)
    sc_all = rates(pair_all)
    cop = copeland(pair)
    w = text[58201]
    check_margin(sc, w, 0.05)
    check_margin(sc_all, w, 0.03)
    assert argmax(cop) == w and cop[w] == len(ids) - 1, cop
    vw = {text[i]: valid_wins[i] for i in ids}
    check_margin(vw, w, 5)
    pairwise = {f"{text[a]} > {text[b]}": pair[(a, b)] for a in ids for b in ids if a != b}
    record(name,
           "All Our Ideas (allourideas.org pairwise wiki survey, Princeton), survey admin → Data → 'Download votes' (CSV sent by e-mail), a public library's 'which improvement first?' wiki survey with two ideas added by residents",
           "Pairwise votes, one row per vote: vote id, session id, wiki-survey id, winner id and text, loser id and text, prompt and appearance ids, left/right choice ids, 'Created at' / 'Updated at' in UTC, response time in seconds (or NA), an empty explanation column, Valid TRUE/FALSE, then columns added by the site: hashed IP, URL alias, user agent (quoted, with commas), referrer, Widget and Info. Two sessions (" + str(n_invalid) + " votes) are marked Valid = FALSE.",
           "UTF-8 (no BOM), `,`, LF, minimal quoting (Ruby CSV)",
           "Verified against allourideas/pairwise-api (app/models/question.rb to_csv('votes'): header 'Vote ID', 'Session ID', 'Wikisurvey ID', 'Winner ID', 'Winner Text', 'Loser ID', 'Loser Text', 'Prompt ID', 'Appearance ID', 'Left Choice ID', 'Right Choice ID', 'Created at', 'Updated at', 'Response Time (s)', 'Missing Response Time Explanation', 'Session Identifier', 'Valid'; time_viewed/1000.0 or 'NA'; Valid 'TRUE'/'FALSE'; Array#to_csv) and allourideas/allourideas.org (lib/munge_and_notify_job.rb: deletes 'Session Identifier' and appends 'Hashed IP Address', 'URL Alias', 'User Agent', 'Referrer' ('DIRECT_VISIT', 'REFERRER_NOT_FOUND'), 'Widget', 'Info'; export key 'wikisurvey_<id>_votes_…'). The 'YYYY-MM-DD HH:MM:SS UTC' time format is Rails' default and from memory.",
           {"answer": "winner", "winner": w, "candidates": [t_ for _, t_, _ in ideas],
            "question": "Which improvement should the Eastside Library do first? (pairwise votes)",
            "rule": "pairwise: each row is one head-to-head vote (Winner Text beat Loser Text); only Valid = TRUE rows count. The winner has the highest share of its comparisons won, the most wins, and beats every other idea head-to-head (Condorcet / Copeland).",
            "scores": sc, "scores_note": "scores = share of valid comparisons won (wins / (wins + losses)); counting the invalid rows too names the same winner",
            "scores_all_rows": sc_all, "scores_wins": vw, "scores_copeland": cop, "pairwise": pairwise,
            "traps": ["Each row is a pairwise comparison, not a ballot for one option; 'Winner Text' is the idea that won that comparison.",
                      "Valid = FALSE rows (two flagged sessions) should be left out; the winner is the same either way.",
                      "Eight numeric id columns (vote, session, survey, winner, loser, prompt, appearance, left/right) are not counts.",
                      "User agents contain commas and are quoted; 'Response Time (s)' can be 'NA'."]})


# ============================================================================ 5 CryptPad Form (German UI): scheduling poll question
def cp_escape(v: str) -> str:
    """CryptPad www/form/export.js escapeCSV."""
    if not re.search(r'("|,|\n|;)', v or ""):
        return v or ""
    return '"' + (v or "").replace('"', '""') + '"'


def make_cryptpad() -> None:
    name = "Terminabfrage Elternabend 4b.csv"
    rng = random.Random(9305)
    q_name = "Name Ihres Kindes"
    q_poll = "Wann können Sie zum Elternabend kommen?"
    q_note = "Anmerkungen"
    slots = [datetime(2026, 2, 24, 18, 0), datetime(2026, 2, 25, 18, 30), datetime(2026, 2, 26, 17, 0),
             datetime(2026, 3, 2, 18, 0), datetime(2026, 3, 3, 18, 30)]  # UTC; local time is +1 h
    iso = [s.strftime("%Y-%m-%dT%H:%M:%S.000Z") for s in slots]
    local = ["Di 24.02.2026 19:00", "Mi 25.02.2026 19:30", "Do 26.02.2026 18:00", "Mo 02.03.2026 19:00",
             "Di 03.03.2026 19:30"]
    n = 22  # respondents who filled in the poll
    yes = [11, 8, 16, 7, 10]
    maybe = [4, 6, 3, 5, 4]
    grid = []
    for y, m in zip(yes, maybe):
        cells = ["1"] * y + ["2"] * m + ["0"] * (n - y - m)
        rng.shuffle(cells)
        grid.append(cells)
    kids = people(rng, n + 1, ["Mia", "Ben", "Emilia", "Noah", "Lina", "Paul", "Ella", "Leon", "Mila", "Finn",
                               "Lea", "Elias", "Clara", "Jonas", "Ida", "Luca", "Nele", "Anton", "Marie", "Karl"],
                  DE_LAST)
    notes = {2: "Bitte nicht zu spät, wir haben kleine Geschwister.", 6: "Montags geht bei uns gar nicht",
             9: "Gerne auch online, falls möglich; Danke!", 13: "", 15: "Ich komme mit Dolmetscherin (Türkisch).",
             19: "Wäre super, wenn es \"Kinderbetreuung\" gäbe."}
    logged = {4: "Sandra Albrecht", 11: "Holger Wagner", 17: "Katrin Öztürk"}
    t = datetime(2026, 2, 9, 7, 41, 22, 518000)
    hdr = ["Zeit", "Teilnehmer", q_name] + [f"{q_poll} | {x}" for x in iso] + [q_note]
    lines = [",".join(cp_escape(h) for h in hdr)]
    rows_total = n + 1
    skip_row = 14  # this parent only wrote a note and never touched the poll → one extra empty cell
    k = 0
    for i in range(rows_total):
        t += timedelta(minutes=rng.randint(8, 600), seconds=rng.randint(0, 59), milliseconds=rng.randint(0, 999))
        stamp = t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"
        who = logged.get(i, "Gast")
        child = f"{kids[i][0]} {kids[i][1]}"
        if i == skip_row:
            cells = [""] * (len(iso) + 1)
            note = "Wir können leider an keinem der Termine, bitte Protokoll per Mail."
        else:
            cells = [grid[j][k] for j in range(len(iso))]
            note = notes.get(k, "")
            k += 1
        line = [stamp, who, child] + cells + [note]
        lines.append(",".join(cp_escape(v) for v in line))
    put(name, "\n".join(lines).encode("utf-8"))
    sc = {iso[j]: yes[j] + 0.5 * maybe[j] for j in range(5)}
    sy = {iso[j]: float(yes[j]) for j in range(5)}
    sym = {iso[j]: float(yes[j] + maybe[j]) for j in range(5)}
    for s in (sc, sy, sym):
        check_margin(s, iso[2], 3)
    record(name,
           "CryptPad Form (end-to-end encrypted office suite, German interface), a class's parent-evening date poll, form → Antworten → 'Als CSV exportieren'",
           "One row per response: 'Zeit' (ISO 8601 UTC submission time), 'Teilnehmer' ('Gast' for anonymous parents, a display name when logged in), the child's name, then one column per date option headed '<question> | <option start as ISO UTC>' holding 1 = yes, 2 = maybe, 0 = no, and a notes column. One parent left the poll untouched and only wrote a note: CryptPad then writes one more empty cell than there are options, so that row is one field longer and its note sits past the last header.",
           "UTF-8 (no BOM), `,`, LF, no final newline, quotes only around fields with `\"` `,` `;` or a line break",
           "Verified against cryptpad/cryptpad source: www/form/export.js (Export.results: header Messages.form_poll_time + Messages.share_formView + question columns, rows joined with '\\n' and no final newline, escapeCSV quoting on `\"` `,` `;` and newline, ISO time stamps) and www/form/inner.js (poll exportCSV: '<q> | <ISO time>' headers for time polls, answer.values[key] per option, an empty answer giving options+1 empty cells; data-value 1 = yes, 2 = maybe, 0 = no in makePollTotal), German strings from www/common/translations/messages.de.json ('Zeit', 'Teilnehmer', 'Gast'). The class, parents and notes are invented.",
           {"answer": "winner", "winner": iso[2], "candidates": iso, "question": q_poll,
            "scores": sc, "scores_yes_only": sy, "scores_yes_or_ifneedbe": sym,
            "scoring_note": "scores: 1 (yes) = 1, 2 (maybe) = ½, 0 (no) = 0; the same option wins with maybe counted as 0 or 1. Option start times are UTC; local time is one hour later.",
            "winner_aliases": [local[2], "2026-02-26T17:00:00.000Z", "26.02.2026", "Do 26.02.2026", "2026-02-26 18:00"],
            "traps": ["Cells are codes 1/2/0 (yes/maybe/no), not counts; 2 is 'maybe', not a stronger yes.",
                      "One row has one more field than the header (an untouched poll), so its note overflows.",
                      "Options are ISO UTC time stamps inside the header after ' | '; 'Teilnehmer' is mostly 'Gast'.",
                      "A note contains a semicolon and doubled quotes."]})


# ============================================================================ 6 ClickHouse client, TSVWithNamesAndTypes (ask: two ranked polls, long format)
def ch_escape(s: str) -> str:
    return (s.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("'", "\\'"))


def make_clickhouse() -> None:
    name = "rcv_ballots_cowork_2025Q3.tsv"
    rng = random.Random(9336)
    polls = [
        (3, "Name for the new meeting room on level 2",
         {"The Greenhouse": 3.0, "Lighthouse": 1.6, "Baker's Loft": 1.3, "Ada Lovelace": 1.1, "Basecamp": 0.6}, 41),
        (4, "Next team-building activity",
         {"Climbing gym": 1.5, "Escape room": 1.0, "Cooking class": 3.2, "Kayak tour": 1.2, "Board game night": 0.9},
         37),
    ]
    hdr = ["poll_id", "poll_title", "ballot_id", "cast_at", "option", "rank"]
    types = ["UInt16", "LowCardinality(String)", "UInt32", "DateTime", "String", "UInt8"]
    lines = ["\t".join(hdr), "\t".join(types)]
    acc, by_q, extra = {}, {}, {}
    bid = 1040
    for pid_, title, weights, nb in polls:
        cands = list(weights)
        ballots = []
        t = datetime(2025, 9, 15 if pid_ == 3 else 22, 9, 2, 11)
        for _ in range(nb):
            remaining = dict(weights)
            order = []
            depth = rng.choice([1, 2, 3, 3, 4, 4, 5])
            while remaining and len(order) < depth:
                tot = sum(remaining.values())
                x = rng.random() * tot
                for c, wv in remaining.items():
                    x -= wv
                    if x <= 0:
                        break
                order.append(c)
                del remaining[c]
            ballots.append(order)
            bid += rng.randint(1, 3)
            t += timedelta(minutes=rng.randint(3, 240), seconds=rng.randint(0, 59))
            for r, c in enumerate(order, start=1):
                lines.append("\t".join([str(pid_), ch_escape(title), str(bid), t.strftime("%Y-%m-%d %H:%M:%S"),
                                        ch_escape(c), str(r)]))
        first = {c: sum(1 for b in ballots if b and b[0] == c) for c in cands}
        bor = borda(ballots, cands)
        rounds = irv(ballots, cands)
        w = argmax(first)
        check_margin(first, w, 4)
        assert argmax(bor) == w and argmax(rounds[-1]) == w, (title, first, bor, rounds)
        acc[title] = w
        by_q[title] = first
        extra[title] = {"scores_borda": bor, "irv_rounds": rounds}
    assert acc == {polls[0][1]: "The Greenhouse", polls[1][1]: "Cooking class"}, acc
    put(name, ("\n".join(lines) + "\n").encode("utf-8"))
    flat = {}
    for sc in by_q.values():
        flat.update(sc)
    record(name,
           "ClickHouse command-line client: clickhouse-client --query \"SELECT poll_id, poll_title, ballot_id, cast_at, option, rank FROM cowork.rcv_ballots FINAL ORDER BY poll_id, ballot_id, rank FORMAT TSVWithNamesAndTypes\" > file, the ranked-choice polls table of a coworking space's member app",
           "Long ranked ballots: a header row, a second row with the ClickHouse column types (UInt16, LowCardinality(String), UInt32, DateTime, String, UInt8), then one row per (ballot, ranked option) with the poll id and title, ballot id, time cast, option and rank (1 = first choice; ballots rank 1 to 5 options). Two polls (meeting-room name, team-building activity) with different winners.",
           "UTF-8 (no BOM), TAB, LF, backslash escapes (an apostrophe is written as \\')",
           "Partly verified: TabSeparatedWithNamesAndTypes writes the column names in the first row and the column types in the second, values unquoted with special characters escaped, Unix line feeds and a final line feed (ClickHouse format documentation, several languages, found by docs search). The escaping of the single quote as \\' and the DateTime text form 'YYYY-MM-DD hh:mm:ss' are from memory (the documentation describes escaping without listing the quote). Table, polls and ballots are invented.",
           {"answer": "ask",
            "ask_because": "Two ranked-choice polls (meeting-room name, team-building activity) with different winners in one dump; nothing says which poll is meant.",
            "acceptable": acc, "candidates": list(flat), "scores": flat, "scores_by_question": by_q,
            "rule": "ranked choice per poll: rows with the same ballot_id form one ballot ordered by rank (1 = first choice); first preferences, Borda (4-3-2-1-0, unranked 0) and instant runoff name the same winner in each poll",
            "scores_note": "scores = first preferences (rank 1 rows) per option; per-poll Borda and IRV rounds are in ranked_variants",
            "ranked_variants": extra,
            "traps": ["The second line holds column types, not data.",
                      "Long format: one row per ranked option; counting all rows per option counts lower ranks too.",
                      "rank is a position (1 best), not points; ballot_id and poll_id are numbers.",
                      "Two polls in one file; 'Baker\\'s Loft' has a backslash-escaped apostrophe."]})


# ============================================================================ 7 FileMaker Pro Merge export, Arabic Windows (cp1256)
def make_filemaker() -> None:
    name = "club_president_ballots_filemaker_merge_cp1256.csv"
    rng = random.Random(9307)
    cands = {"سامي الحداد": 29, "ليلى منصور": 21, "خالد العمري": 12, "رنا يوسف": 7}
    void = 5
    first = ["محمد", "أحمد", "فاطمة", "مريم", "يوسف", "عمر", "نور", "هدى", "طارق", "سلمى", "كريم", "رامي",
             "دينا", "ياسمين", "حسن", "زينب", "وليد", "منى", "جمال", "سعاد", "باسل", "لينا", "عادل", "ريم"]
    last = ["الخطيب", "الشامي", "النجار", "العلي", "الحسيني", "البزري", "الزين", "عيسى", "داود", "قاسم",
            "الصباغ", "الأحمد", "حداد", "منصور", "الحلبي", "عثمان", "السيد", "نصار"]
    votes = expand(cands, rng)
    n = len(votes) + void
    void_at = set(rng.sample(range(n), void))
    members = rng.sample(range(1003, 1390), n)
    ppl = people(rng, n, first, last)
    hdr = ["رقم_العضوية", "اسم_العضو", "تاريخ_التصويت", "وقت_التصويت", "المرشح", "حالة_الورقة", "ملاحظات"]
    recs = [hdr]
    t = datetime(2025, 10, 12, 16, 5, 0)
    it = iter(votes)
    void_notes = ["اختار مرشحين اثنين", "ورقة فارغة", "اسم غير مقروء", "ورقة فارغة", "اختار مرشحين اثنين"]
    notes_ok = {3: "صوّت بالوكالة\x0bالوكالة رقم 14", 22: "وصل متأخراً", 40: "عضو جديد\x0bتم التحقق من البطاقة"}
    vi = 0
    tally_all = Counter()
    for i in range(n):
        t += timedelta(minutes=rng.randint(0, 4), seconds=rng.randint(5, 59))
        if i in void_at:
            cand = "" if ("فارغة" in void_notes[vi] or "مقروء" in void_notes[vi]) else rng.choice(list(cands)[:2])
            status, note = "ملغاة", void_notes[vi]
            vi += 1
            if cand:
                tally_all[cand] += 1
        else:
            cand, status, note = next(it), "صحيحة", notes_ok.get(i, "")
            tally_all[cand] += 1
        recs.append([str(members[i]), f"{ppl[i][0]} {ppl[i][1]}", t.strftime("%d/%m/%Y"), t.strftime("%H:%M:%S"),
                     cand, status, note])
    body = "\r".join(";".join('"' + f.replace('"', '""') + '"' for f in r) for r in recs) + "\r"
    put(name, body.encode("cp1256"))
    scores = dict(cands)
    w = "سامي الحداد"
    check_margin(scores, w, 5)
    sc_all = {c: tally_all[c] for c in cands}
    check_margin(sc_all, w, 5)
    record(name,
           "FileMaker Pro (Claris) on Arabic Windows, a sports club's members database, Export Records → type 'Merge' with output character set 'Windows (ANSI)', saved under a .csv name: the ballots of the club president election entered at the general assembly",
           "One row per paper ballot: member number, member name, voting date (dd/mm/yyyy) and time, the chosen candidate, ballot status (صحيحة valid / ملغاة void) and notes; field names (Arabic, with underscores) in the first record. Five ballots are void (two of them still name a candidate). Notes with a line break contain a vertical tab (0x0B).",
           "Windows-1256, `;`, CR only (no LF), every field quoted",
           "Partly verified: Claris FileMaker Pro help ('Merge format': first record lists the field names, every field in quotation marks, records separated by carriage returns, returns inside a field exported as vertical tabs, the field separator depends on the system locale: comma on US English, semicolon on European systems, other locales may differ; the export dialog's output character sets). The semicolon for an Arabic locale, CR-only line ends on Windows and the date format are my assumptions.",
           {"answer": "winner", "winner": w, "candidates": list(cands), "question": "المرشح",
            "scores": scores, "scores_note": "scores = valid ballots (حالة_الورقة = صحيحة) per candidate; counting the two void ballots that name a candidate names the same winner",
            "scores_all_rows": sc_all,
            "winner_aliases": ["Sami al-Haddad", "سامي"],
            "traps": ["Windows-1256 Arabic text, right-to-left; CR-only line ends (no LF).",
                      "Void ballots (ملغاة) must not count; two of them name a candidate.",
                      "Member numbers are numbers; notes contain a vertical tab (0x0B) for line breaks.",
                      "Every field is quoted, including numbers; separator is ';'."]})


# ============================================================================ 8 SAP GUI ALV list → local file, 'Text mit Tabulatoren', Unicode (UTF-16 LE)
def de_amount(a: float) -> str:
    s = f"{a:,.2f}"
    return s.replace(",", "X").replace(".", ",").replace("X", ".")


def make_sap() -> None:
    name = "Gebotsliste_Los3_Mitarbeiterfahrzeuge.txt"
    rng = random.Random(9308)
    final = [("00041877", "Krüger, Anja", 16800), ("00038112", "Öztürk, Yusuf", 15900),
             ("00052290", "Lehmann, Timo", 15250), ("00017443", "Scholz, Petra", 14700),
             ("00060318", "Weiß, Florian", 14300), ("00044901", "Brandt, Ines", 13900),
             ("00029765", "Hahn, Sören", 13500), ("00071054", "Jäger, Monika", 12800),
             ("00033318", "Engel, Ralf", 12250), ("00058820", "Fuchs, Wiebke", 11900),
             ("00012906", "Möller, Dieter", 11000), ("00066473", "Kaiser, Ute", 10100),
             ("00047019", "Günther, Nils", 9800), ("00025581", "Vogel, Käthe", 8200)]
    replaced = {"00038112": [13400], "00060318": [12900], "00029765": [11750, 12600], "00058820": [10650]}
    withdrawn = ("00019934", "Albrecht, Holger", 17500)
    events = []
    t = datetime(2025, 10, 20, 8, 12, 40)
    for pn, nm, amt in final:
        for old in replaced.get(pn, []):
            events.append([pn, nm, old, "ersetzt"])
        events.append([pn, nm, amt, "gültig"])
    events.append([withdrawn[0], withdrawn[1], withdrawn[2], "zurückgezogen"])
    rng.shuffle(events)
    # a replaced bid must come before its replacement
    order = []
    pending = list(events)
    while pending:
        e = pending.pop(0)
        if e[3] == "gültig" and any(x[0] == e[0] and x[3] == "ersetzt" for x in pending):
            pending.append(e)
            continue
        order.append(e)
    stamped = []
    for e in order:
        t += timedelta(minutes=rng.randint(20, 400), seconds=rng.randint(0, 59))
        if t.hour >= 18 or t.hour < 7:  # bids are entered by HR during office hours
            t = (t + timedelta(hours=14)).replace(hour=7 + rng.randint(0, 2))
        stamped.append(e + [t])
    stamped.sort(key=lambda e: (e[4]))
    car = "VW Passat Variant 2.0 TDI, EZ 03/2021, 68.400 km"
    lines = ["Gebotsliste Mitarbeiterfahrzeuge - Verkauf 4. Quartal 2025", "",
             "\tLos\tFahrzeug\tPers.-Nr.\tName\tGebot\tWährg\tErfasst am\tUhrzeit\tStatus"]
    for pn, nm, amt, st, ts in stamped:
        lines.append("\t".join(["", "3", car, pn, nm, de_amount(amt), "EUR", ts.strftime("%d.%m.%Y"),
                                ts.strftime("%H:%M:%S"), st]))
    text = "\r\n".join(lines) + "\r\n"
    put(name, b"\xff\xfe" + text.encode("utf-16-le"))
    valid = [(nm, float(amt)) for pn, nm, amt in final]
    mx, scores = bid_scores(valid)
    w = check_bid_margin(scores, 0.04)
    with_repl = valid + [(nm, float(a)) for pn, nm, _ in final for a in replaced.get(pn, [])]
    _, sc_repl = bid_scores(with_repl)
    assert check_bid_margin(sc_repl, 0.04) == w
    _, sc_wd = bid_scores(valid + [(withdrawn[1], float(withdrawn[2]))])
    record(name,
           "SAP GUI for Windows (German), a custom ALV report of an internal sale of company cars to employees (lot 3), Liste → Exportieren → Lokale Datei… → 'Text mit Tabulatoren', code page 4103 (Unicode UTF-16 Little Endian)",
           "Bid list: a list title, an empty line, then a header and one line per bid, each line starting with an empty field (leading tab): lot, vehicle text (with commas), personnel number with leading zeros, 'Surname, First name', bid in German number format ('14.250,00'), currency, date, time and status (gültig = valid, ersetzt = replaced by a later bid of the same employee, zurückgezogen = withdrawn). Oldest first.",
           "UTF-16 LE with BOM, TAB, CRLF, decimal comma with '.' thousands separator",
           "From memory, unverified: SAP GUI's local-file export of an ALV list as tab-separated text with a leading empty column and the list title above the header, and the code-page choice 4103 for UTF-16 LE with a BOM; not checked with the search tools. Report, people and amounts are invented.",
           {"answer": "winner", "winner": w, "candidates": list(scores), "question": BID_QUESTION,
            "scores": scores, "bidder_max_bids": mx,
            "scores_note": "scores over the current (gültig) bids; also counting the replaced (ersetzt) amounts as prices names the same winner",
            "scores_including_replaced_bids": sc_repl,
            "scores_including_withdrawn_bid_trap": sc_wd,
            "winner_aliases": [de_amount(float(w)), f"{float(w):.2f}", f"{de_amount(float(w))} EUR"],
            "traps": ["Amounts like '16.800,00': '.' is the thousands separator (16800, not 16.8).",
                      "The withdrawn bid (17.500,00, zurückgezogen) is the largest amount and must be ignored.",
                      "Replaced bids (ersetzt) are superseded by the same employee's later, higher bid.",
                      "Personnel numbers with leading zeros and the mileage '68.400 km' in the vehicle text are not bids; every line starts with a tab."]})


# ============================================================================ 9 Meshok.net bid history → Microsoft Word → plain text KOI8-R
def make_meshok() -> None:
    name = "meshok_lot_214783902_istoriya_stavok_koi8r.txt"
    rng = random.Random(9309)
    seq = [("k***o (21)", 1000), ("d***r (143)", 1100), ("m***a (77)", 1200), ("k***o (21)", 1300),
           ("v***k (9)", 1400), ("k***o (21)", 1500), ("d***r (143)", 1600), ("m***a (77)", 1700),
           ("d***r (143)", 2000), ("m***a (77)", 2100), ("v***k (9)", 2200), ("s***y (1204)", 2300),
           ("m***a (77)", 2500), ("v***k (9)", 2600), ("s***y (1204)", 2700), ("v***k (9)", 2850),
           ("a***7 (58)", 2900), ("s***y (1204)", 3000), ("g***n (312)", 3100), ("s***y (1204)", 3300),
           ("a***7 (58)", 3400), ("g***n (312)", 3500), ("a***7 (58)", 3900), ("g***n (312)", 4150)]
    mx, scores = bid_scores([(b, float(a)) for b, a in seq])
    w = check_bid_margin(scores)

    def rub(a: int) -> str:
        return f"{a:,}".replace(",", " ") + " руб."

    t = datetime(2025, 11, 16, 21, 29, 41)
    times = []
    for _ in seq:
        times.append(t)
        t -= timedelta(minutes=rng.randint(3, 900), seconds=rng.randint(0, 59))
    lines = ["Монета 1 рубль 1898 г. (АГ), серебро, оригинал", "Номер лота: 214783902",
             "Окончание торгов: 16.11.2025 в 21:30 (МСК)", "", "История ставок", "Участник\tСтавка\tДата и время"]
    for (b, a), tm in zip(reversed(seq), times):
        lines.append(f"{b}\t{rub(a)}\t{tm:%d.%m.%Y %H:%M:%S}")
    lines += ["", "Начальная цена: 1 000 руб.", "Шаг ставки: 50 руб.", f"Всего ставок: {len(seq)}",
              "Доставка: Почта России, 350 руб."]
    put(name, ("\r\n".join(lines) + "\r\n").encode("koi8-r"))
    record(name,
           "Мешок (meshok.net, Russian collectors' auction site), closed lot → 'История ставок' selected in the browser, pasted into Microsoft Word (Russian) and saved as 'Обычный текст (*.txt)' with the encoding 'Кириллица (KOI8-R)'",
           "Copied page text: lot title, lot number, end time, a blank line, a heading, then a tab-separated bid table newest first: masked bidder with a rating in brackets ('g***n (312)'), amount with a space as thousands separator and 'руб.' ('2 500 руб.'), date and time; a footer with the start price, the bid step, the number of bids and the postage.",
           "KOI8-R, TAB, CRLF",
           "From memory, unverified: Meshok's bid history listing masked nicknames with a feedback count and rouble amounts; Word turning a pasted table into tab-separated lines when saving as plain text and offering KOI8-R in its encoding dialog. Lot, bidders and amounts are invented.",
           {"answer": "winner", "winner": w, "candidates": list(scores), "question": BID_QUESTION,
            "scores": scores, "bidder_max_bids": mx,
            "winner_aliases": [rub(int(w)), f"{int(w)} руб.", f"{int(w)}"],
            "traps": ["KOI8-R Cyrillic, not Windows-1251 or UTF-8.",
                      "Amounts are text with a space as thousands separator and 'руб.'.",
                      "Newest first; several bids per bidder, only each bidder's highest counts.",
                      "The year 1898, lot number 214783902, ratings in brackets, start price, bid step and postage are not bids."]})


# ============================================================================ 10 Power BI service: table visual → Export data (summarized) → .xlsx
def make_powerbi() -> None:
    name = "Votes by project.xlsx"
    projects = [("Splash pad at Riverside Park", "Ward 3", 1184), ("Protected bike lane on Elm Street", "Ward 1", 1027),
                ("Community garden beds at Maple Commons", "Ward 5", 962), ("Shade trees along Kingsway", "Ward 2", 911),
                ("Accessible playground, Fairview", "Ward 4", 877), ("Public washrooms at Central Library", "Ward 1", 803),
                ("Outdoor fitness equipment", "Ward 3", 640), ("Pollinator meadow on Hill Road", "Ward 5", 588),
                ("Street murals in the underpass", "Ward 2", 471), ("Wi-Fi in Memorial Square", "Ward 4", 455),
                ("Bus shelter benches", "Ward 2", 398), ("Skate park lights", "Ward 3", 362)]
    total = sum(v for _, _, v in projects)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Export"
    ws.append(["Project", "Ward", "Votes", "%GT Votes"])
    for c in ws[1]:
        c.font = Font(bold=True)
    for p, wd, v in projects:
        ws.append([p, wd, v, v / total])
    ws.append(["Total", None, total, 1.0])
    for row in ws.iter_rows(min_row=2, max_row=ws.max_row):
        row[2].number_format = "#,##0"
        row[3].number_format = "0.00%"
    for c in ws[ws.max_row]:
        c.font = Font(bold=True)
    ws.append([])
    ws.append(["Applied filters:"])
    ws.append(["Ballot status is Valid"])
    ws.append(["Budget cycle is 2025"])
    ws.column_dimensions["A"].width = 42
    ws.column_dimensions["B"].width = 10
    ws.column_dimensions["D"].width = 12
    save_xlsx(wb, name, "Microsoft Power BI")
    scores = {p: v for p, _, v in projects}
    wards = Counter()
    for _, wd, v in projects:
        wards[wd] += v
    w = projects[0][0]
    check_margin(scores, w, 100)
    record(name,
           "Microsoft Power BI service, a city's participatory-budgeting results report: table visual 'Votes by project' → More options → Export data → 'Summarized data', file format .xlsx",
           "Ready-made count table: Project, Ward, Votes and a '%GT Votes' column (percent of grand total as a fraction formatted 0.00%), sorted by votes, a bold Total row, an empty row and an 'Applied filters:' block listing the report filters.",
           ".xlsx, 1 sheet ('Export')",
           "From memory, unverified: Power BI's Excel export of a visual's summarized data with the column headers as shown, the '%GT <measure>' name that 'Show value as → Percent of grand total' gives, and the applied filters written under the data; the docs search found only the export-data API and limits, not the sheet layout. The Total row is written as shown in the visual (an assumption). Projects and numbers are invented.",
           {"answer": "winner", "winner": w, "candidates": list(scores), "question": "Votes",
            "scores": scores, "scores_by_ward_trap": dict(wards),
            "traps": ["The Total row has the largest number (8,678) and 100%.",
                      "'%GT Votes' is a share, not a second count; summing by Ward gives a different top (Ward 3).",
                      "The 'Applied filters:' lines under the table are not data.",
                      "'Accessible playground, Fairview' contains a comma."]})


# ============================================================================ 11 DingTalk vote (钉钉投票) → 导出 Excel, multi-select in one cell
def make_dingtalk() -> None:
    name = "2026年会节目投票_投票结果.xlsx"
    rng = random.Random(9311)
    opts = {"相声《年终总结》": 41, "合唱《明天会更好》": 33, "舞蹈《青春修炼手册》": 29, "魔术表演": 24,
            "乐队：五月天串烧": 37, "小品《加班那些事》": 52, "诗朗诵《致敬奋斗者》": 12}
    n = 87
    picks = [set() for _ in range(n)]
    for o, c in sorted(opts.items(), key=lambda x: -x[1]):
        order = sorted(range(n), key=lambda i: (len(picks[i]), rng.random()))
        chosen = [i for i in order if len(picks[i]) < 3][:c]
        assert len(chosen) == c
        for i in chosen:
            picks[i].add(o)
    assert all(1 <= len(p) <= 3 for p in picks)
    sur = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾")
    giv = ["伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "军", "洋", "勇", "艳", "杰", "娟", "涛", "明", "超", "秀英",
           "霞", "平", "刚", "桂英", "晨", "子涵", "浩然", "思远", "雨桐", "欣怡", "俊杰", "佳怡"]
    names = people(rng, n, sur, giv)
    depts = ["研发部", "市场部", "财务部", "行政部", "销售部", "客服部", "产品部"]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "投票结果"
    ws.append(["2026年会节目投票（多选，最多3项）"])
    ws.append(["发起人：行政部 王敏", None, "截止时间：2026-01-09 18:00"])
    ws.append([])
    ws.append(["选项", "票数", "占比"])
    for o, c in opts.items():
        ws.append([o, c, f"{100 * c / n:.2f}%"])
    ws.append([])
    ws.append(["已投票人数", n])
    ws.append(["应投票人数", 120])
    ws["A1"].font = Font(bold=True, size=14)
    for c in ws[4]:
        c.font = Font(bold=True)
    ws.column_dimensions["A"].width = 26
    ws2 = wb.create_sheet("投票明细")
    ws2.append(["序号", "姓名", "工号", "部门", "投票选项", "投票时间"])
    for c in ws2[1]:
        c.font = Font(bold=True)
    t = datetime(2026, 1, 5, 9, 31)
    ids = rng.sample(range(100200, 109999), n)
    for i in range(n):
        t += timedelta(minutes=rng.randint(1, 80))
        chosen = "；".join(o for o in opts if o in picks[i])
        ws2.append([i + 1, names[i][0] + names[i][1], str(ids[i]), rng.choice(depts), chosen,
                    t.strftime("%Y-%m-%d %H:%M")])
    ws2.column_dimensions["E"].width = 60
    save_xlsx(wb, name, "DingTalk")
    w = "小品《加班那些事》"
    check_margin(opts, w, 5)
    record(name,
           "钉钉 DingTalk (Alibaba's workplace chat app), group vote '投票' of a company's 2026 annual-party programme (multi-select, up to 3), vote detail → 导出结果 (Excel)",
           "Workbook: sheet '投票结果' with a title line, initiator and deadline line, an empty row, then 选项 / 票数 / 占比 (share of voters as text like '47.13%') and the numbers of voters who voted and who were invited; sheet '投票明细' with one row per voter: running number, name, staff number, department, the chosen options joined by a full-width semicolon '；' in one cell, and the voting time.",
           ".xlsx, 2 sheets",
           "From memory, unverified: a DingTalk vote export with a results sheet and a per-voter detail sheet; the sheet names, column labels and the '；' separator are my guesses.",
           {"answer": "winner", "winner": w, "candidates": list(opts), "question": "2026年会节目投票（多选，最多3项）",
            "scores": dict(opts), "scores_note": "approval: number of voters choosing each programme item (sheet 1 and the detail sheet agree)",
            "winner_aliases": ["加班那些事", "小品"],
            "traps": ["Shares (占比) add up to more than 100% because each voter chose up to three items.",
                      "Up to three options in one cell joined by '；'; option names contain 《》 and '：'.",
                      "'应投票人数 120' and '已投票人数 87' are head counts, not votes for an option.",
                      "Staff numbers (工号) are six-digit numbers stored as text."]})


# ============================================================================ 12 pretix order data export → Combined Excel (first sheet is not the data)
def make_pretix() -> None:
    from decimal import Decimal
    name = "summerfest25_orders.xlsx"
    rng = random.Random(9312)
    slug = "summerfest25"
    q_vote = "Vote: which band should headline the evening?"
    q_diet = "Dietary requirements"
    bands = ["The Oarsome Foursome", "Blue Lagoon Collective", "DJ Tidewater", "Brass Against the Current"]
    weights = {"paid": [0.50, 0.24, 0.15, 0.11], "pending": [0.2, 0.45, 0.2, 0.15],
               "canceled": [0.15, 0.5, 0.2, 0.15], "expired": [0.25, 0.25, 0.25, 0.25]}
    products = [("Adult ticket", Decimal("18.00")), ("Club member ticket", Decimal("12.00")),
                ("Child ticket (6-14)", Decimal("6.00"))]
    statuses = ["paid"] * 55 + ["pending"] * 6 + ["canceled"] * 6 + ["expired"] * 3
    rng.shuffle(statuses)
    tax = Decimal("19.00")
    diets = ["", "", "", "", "", "vegetarian", "vegan", "no nuts, please", "gluten-free", "halal"]
    codes: list[str] = []
    while len(codes) < len(statuses):
        c = rid(rng, 5, "ABCDEFGHJKLMNPQRSTUVWXYZ3789")
        if c not in codes:
            codes.append(c)
    t = datetime(2025, 6, 2, 9, 14, 3)
    orders_hdr = ["Event slug", "Order code", "Order total", "Status", "Email", "Phone number", "Order date",
                  "Order time", "Company", "Name", "Address", "ZIP code", "City", "Country", "State",
                  "Custom address field", "VAT ID", "Date of last payment", "Fees", "Order locale",
                  f"Gross at {tax} % tax", f"Net at {tax} % tax", f"Tax value at {tax} % tax", "Invoice numbers",
                  "Sales channel", "Requires special attention", "Comment", "Follow-up date", "Positions",
                  "E-mail address verified", "Payment providers"]
    pos_hdr = ["Event slug", "Order code", "Position ID", "Status", "Email", "Phone number", "Order date",
               "Order time", "Product", "Variation", "Price", "Tax rate", "Tax rule", "Tax value", "Attendee name",
               "Attendee email", "Company", "Address", "ZIP code", "City", "Country", "State", "Voucher",
               "Pseudonymization ID", "Seat ID", "Seat name", "Seat zone", "Seat row", "Seat number",
               "Order comment", "Follow-up date", q_vote, q_diet, "Company", "Invoice address name", "Address",
               "ZIP code", "City", "Country", "State", "VAT ID", "Sales channel", "Order locale",
               "E-mail address verified", "Payment providers"]
    fee_hdr = ["Event slug", "Order code", "Status", "Email", "Phone number", "Order date", "Order time", "Fee type",
               "Description", "Price", "Tax rate", "Tax rule", "Tax value", "Company", "Invoice address name",
               "Address", "ZIP code", "City", "Country", "State", "VAT ID", "Payment providers"]
    orders, positions, fees = [orders_hdr], [pos_hdr], [fee_hdr]
    counts = {s: Counter() for s in weights}

    def taxv(gross: Decimal) -> Decimal:
        return (gross - gross / (1 + tax / 100)).quantize(Decimal("0.01"))

    for k, st in enumerate(statuses):
        t += timedelta(hours=rng.randint(1, 30), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59))
        npos = rng.choice([1, 1, 2, 2, 2, 3, 4])
        fn, ln = rng.choice(EN_FIRST), rng.choice(EN_LAST)
        email = f"{fn.lower()}.{ln.lower().replace(chr(39), '')}{rng.randint(1, 99)}@example.org"
        provider = rng.choice(["Bank transfer", "PayPal", "PayPal", "Credit card via Stripe"])
        paid_date = (t + timedelta(days=rng.randint(0, 3))).strftime("%Y-%m-%d") if st == "paid" else ""
        fee = Decimal("0.00")
        if provider == "PayPal" and st == "paid":
            fee = Decimal("0.35")
        items = []
        for p in range(npos):
            prod = products[0] if p == 0 else rng.choice(products)
            if p == 0 and rng.random() < 0.35:
                prod = products[1]
            att = f"{fn} {ln}" if p == 0 else f"{rng.choice(EN_FIRST)} {ln}"
            vote = ""
            if not prod[0].startswith("Child"):
                vote = rng.choices(bands, weights[st])[0]
                if st != "canceled":  # positions of canceled orders are not exported
                    counts[st][vote] += 1
            items.append((p + 1, prod, att, vote, rng.choice(diets)))
        total = sum(i[1][1] for i in items) + fee
        gross = total
        orders.append([slug, codes[k], total, st, email, "", t.strftime("%Y-%m-%d"), t.strftime("%H:%M:%S")]
                      + [""] * 9 + [paid_date, fee, "en", gross, gross - taxv(gross), taxv(gross), "", "web", "No",
                                    "", "", npos, "Yes" if st == "paid" else "No", provider])
        for pid_, prod, att, vote, diet in items:
            if st == "canceled":
                continue
            positions.append([slug, codes[k], pid_, st, email, "", t.strftime("%Y-%m-%d"), t.strftime("%H:%M:%S"),
                              prod[0], "", prod[1], tax, "VAT", taxv(prod[1]), att, None, "", "", "", "", "", "",
                              "", rid(rng, 10, "ABCDEFGHJKLMNPQRSTUVWXYZ3789"), "", "", "", "", "", "", "",
                              vote, diet] + [""] * 8 + ["web", "en", "Yes" if st == "paid" else "No", provider])
        if fee:
            fees.append([slug, codes[k], st, email, "", t.strftime("%Y-%m-%d"), t.strftime("%H:%M:%S"),
                         "Payment fee", "PayPal", fee, tax, "VAT", taxv(fee)] + [""] * 8 + [provider])
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Orders"
    for r in orders:
        ws.append(r)
    ws2 = wb.create_sheet("Order positions")
    for r in positions:
        ws2.append(r)
    ws3 = wb.create_sheet("Order fees")
    for r in fees:
        ws3.append(r)
    save_xlsx(wb, name, "pretix")
    paid = {b: counts["paid"][b] for b in bands}
    pp = {b: counts["paid"][b] + counts["pending"][b] for b in bands}
    allc = {b: sum(counts[s][b] for s in counts) for b in bands}  # paid + pending + expired
    w = bands[0]
    check_margin(paid, w, 8)
    check_margin(pp, w, 5)
    check_margin(allc, w, 4)
    record(name,
           "pretix (open-source ticket shop), a rowing club's summer party: each ticket asked 'Vote: which band should headline the evening?', Export → 'Order data' → 'Combined Excel (.xlsx)' with 'Only paid orders' unticked",
           "Workbook with three sheets in pretix's order: 'Orders' first (one row per order: code, total, status, e-mail, dates, tax sums, payment provider …, no answers), then 'Order positions' (one row per ticket: product, price, tax, attendee name, pseudonymization id, empty seat columns, then one column per question: the band vote and dietary requirements, then invoice-address and channel columns), then 'Order fees'. Orders have status paid, pending, canceled or expired; positions of canceled orders are not listed, pending and expired ones are; child tickets were not asked the vote question.",
           ".xlsx, 3 sheets",
           "Verified against pretix/pretix source: src/pretix/base/exporters/orderlist.py (OrderListExporter sheets 'Orders', 'Order positions', 'Order fees'; header lists of iterate_orders, iterate_positions and iterate_fees including the per-tax-rate 'Gross/Net/Tax value at {rate} % tax' columns and one column per question; 'Only paid orders' option; file name '<event slug>_orders') and src/pretix/base/exporter.py (MultiSheetListExporter._render_xlsx: write-only workbook, one sheet per entry of sheets, values appended as they are, Decimals as numbers). The lower-case status names (paid, pending, canceled, expired) and the leaving-out of canceled positions (pretix's default position manager hides them) are from memory. Event, people and answers are invented.",
           {"answer": "winner", "winner": w, "candidates": bands, "question": q_vote, "sheet": "Order positions",
            "scores": paid, "scores_note": "scores = votes on tickets of paid orders; counting pending too, or every listed position (paid, pending, expired), names the same winner",
            "scores_paid_and_pending": pp, "scores_all_statuses": allc,
            "traps": ["The first sheet ('Orders') has no answers; the vote is on the second sheet.",
                      "Canceled, expired and pending orders are in the file; only paid orders are valid.",
                      "'Dietary requirements' is a second question; child tickets have an empty vote.",
                      "Order totals, prices, tax columns and 'Positions' counts are numbers, not votes."]})


# ============================================================================ 13 gretl: store … --decimal-comma (Brazilian rating sheet)
def make_gretl() -> None:
    name = "avaliacao_mascote_semana_academica.csv"
    rng = random.Random(9313)
    mascots = ["capivara", "tucano", "onca_pintada", "lobo_guara", "tamandua"]
    base = {"capivara": 8.1, "tucano": 6.6, "onca_pintada": 7.0, "lobo_guara": 6.2, "tamandua": 5.1}
    n = 46
    rows = []
    sums, cnt = Counter(), Counter()
    for i in range(n):
        turma = rng.choice(["1A", "1B", "2A", "2B", "3A", "3B"])
        idade = rng.randint(15, 18) if turma[0] in "12" else rng.randint(16, 19)
        vals = []
        for m in mascots:
            if rng.random() < 0.07:
                vals.append(None)
                continue
            v = int(round(min(10, max(0, rng.gauss(base[m], 1.6)))))
            vals.append(v)
            sums[m] += v
            cnt[m] += 1
        got = [v for v in vals if v is not None]
        media = sum(got) / len(got)
        rows.append((f"A{i + 1:02d}", turma, idade, vals, media))

    def g15(x: float) -> str:
        return ("%.15g" % x).replace(".", ",")

    lines = ["obs;turma;idade;" + ";".join(mascots) + ";media"]
    for obs, turma, idade, vals, media in rows:
        cells = [f'"{obs}"', f'"{turma}"', str(idade)] + ["NA" if v is None else str(v) for v in vals] + [g15(media)]
        lines.append(";".join(cells))
    put(name, ("\n".join(lines) + "\n").encode("utf-8"))
    means = {m: round(sums[m] / cnt[m], 4) for m in mascots}
    tot = {m: sums[m] for m in mascots}
    w = "capivara"
    check_margin(means, w, 0.5)
    check_margin(tot, w, 20)
    record(name,
           "gretl (GNU Regression, Econometrics and Time-series Library), Portuguese (Brazil) interface, a school's student-union vote on the Semana Acadêmica mascot typed into a gretl dataset with observation markers, then 'store avaliacao_mascote_semana_academica.csv --decimal-comma'",
           "Rating grid: 'obs' column with the quoted observation markers (student codes), a string-valued series 'turma' (quoted), age, one column per candidate mascot holding a 0–10 rating (NA where the student skipped it) and a computed per-student mean 'media' with 15 significant digits and a decimal comma.",
           "UTF-8 (no BOM; ASCII only), `;`, LF, decimal comma, NA for missing",
           "Verified against gretl-project/gretl source (lib/src/dataio.c: real_write_data with OPT_I '--decimal-comma' sets decpoint ',' and delimiter ';'; the header starts with 'obs' when the dataset has observation markers; csv_data_out writes markers and string-valued series in double quotes, numbers with '%.*g' and 15 digits by default (DEFAULT_CSV_DIGITS) with '.' replaced by ',', missing values with the csv NA string, '\\n' line ends). The default NA string 'NA' is from memory. Students and ratings are invented.",
           {"answer": "winner", "winner": w, "candidates": mascots, "question": "nota 0–10 por mascote",
            "scores": means, "scores_note": "scores = mean rating per mascot over the students who rated it (NA skipped); the sum of ratings names the same winner",
            "scores_sum": tot, "ratings_count": dict(cnt),
            "winner_aliases": ["Capivara"],
            "traps": ["'media' is a per-student mean with a decimal comma (e.g. 6,33333333333333), not a candidate.",
                      "'idade' (age 15–19) and 'turma' are not ratings; 'obs' holds student codes.",
                      "NA cells are missing ratings, not zeros; separator ';' because of the decimal comma."]})


# ============================================================================ 14 Formsite results export (multi-select as one column per item, item name when ticked)
def make_formsite() -> None:
    name = "formsite_results_boosters_fundraiser_survey_2025.csv"
    rng = random.Random(9314)
    q = "Which fundraisers should the Boosters run this year?"
    items = ["Fall Fun Run", "Cookie Dough Sale", "Trivia Night", "Car Wash", "Spirit Wear Sale",
             "Silent Auction Gala"]
    prob = [0.34, 0.52, 0.66, 0.30, 0.47, 0.41]
    grades = ["9th", "10th", "11th", "12th", "More than one"]
    hdr = ["Reference #", "Status", "Date Start", "Date Finish", "Date Update", "IP Address", "Browser", "Device",
           "Referrer", "Your name", "Your student's grade"] + [f"{q} - {it}" for it in items] + \
          ["Would you volunteer at one of them?", "Anything else?"]
    rows = [hdr]
    n = 112
    incomplete = set(rng.sample(range(n), 9))
    ref = 23418871
    t = datetime(2025, 9, 8, 18, 4, 12)
    cnt_c, cnt_all = Counter(), Counter()
    ppl = people(rng, n, EN_FIRST, EN_LAST)
    browsers = [("Chrome 139", "Desktop"), ("Safari 18", "Mobile"), ("Chrome 139", "Mobile"), ("Edge 139", "Desktop"),
                ("Firefox 142", "Desktop"), ("Safari 18", "Tablet")]
    refs = ["https://boosters.example.org/news", "", "https://mail.example.org/", "https://www.facebook.com/", ""]
    comments = ["", "", "", "", "Please no more candle sales!", "", "Trivia night was great last year.", "",
                "Can the car wash be on a Saturday, not Sunday?", "", "Happy to donate items for the auction", ""]
    for i in range(n):
        ref += rng.randint(1, 40)
        t += timedelta(minutes=rng.randint(4, 400), seconds=rng.randint(0, 59))
        done = i not in incomplete
        fin = t + timedelta(seconds=rng.randint(40, 400))
        br = rng.choice(browsers)
        ticks = [it if rng.random() < p else "" for it, p in zip(items, prob)]
        if not done and rng.random() < 0.5:
            ticks = [""] * len(items)
        for it in ticks:
            if it:
                cnt_all[it] += 1
                if done:
                    cnt_c[it] += 1
        rows.append([str(ref), "Complete" if done else "Incomplete", t.strftime("%Y-%m-%d %H:%M:%S"),
                     fin.strftime("%Y-%m-%d %H:%M:%S") if done else "", fin.strftime("%Y-%m-%d %H:%M:%S"),
                     ip(rng), br[0], br[1], rng.choice(refs), f"{ppl[i][0]} {ppl[i][1]}", rng.choice(grades)]
                    + ticks + [rng.choice(["Yes", "No", "Maybe"]) if done else "",
                               rng.choice(comments) if done else ""])
    body = "".join(",".join('"' + f.replace('"', '""') + '"' for f in r) + "\r\n" for r in rows)
    put(name, b"\xef\xbb\xbf" + body.encode("utf-8"))
    sc = {it: cnt_c[it] for it in items}
    sc_all = {it: cnt_all[it] for it in items}
    w = "Trivia Night"
    check_margin(sc, w, 8)
    check_margin(sc_all, w, 8)
    record(name,
           "Formsite (online form builder), a high-school boosters club's fundraiser survey, Results → Export → CSV with 'Export multiple choice items as separate columns'",
           "One row per result: reference number, Complete/Incomplete status, start / finish / update dates, IP address, browser, device and referrer, the respondent's name and student's grade, then one column per fundraiser named '<question> - <item>' holding the item name when ticked and empty otherwise, a Yes/No/Maybe volunteering question and a comment. Nine results are incomplete (saved but never submitted).",
           "UTF-8 with BOM, `,`, CRLF, every field quoted",
           "From memory, unverified: Formsite's results export with reference number, status and date columns, meta columns (IP, browser, device, referrer) and multiple-choice items exported as separate columns containing the item text; the exact column titles, the BOM and the quoting are my guesses.",
           {"answer": "winner", "winner": w, "candidates": items, "question": q,
            "scores": sc, "scores_note": "approval: completed results ticking each fundraiser; counting the incomplete results too names the same winner",
            "scores_including_incomplete": sc_all,
            "traps": ["Each item column holds the item's own name when ticked (not 1/0); empty means not ticked.",
                      "Incomplete results have an empty finish date; some have ticks.",
                      "'Would you volunteer at one of them?' (Yes/No/Maybe) is not the decision; 'Reference #' is a number."]})


# ============================================================================ 15 Fillout form: ranking question in one cell
def make_fillout() -> None:
    name = "Fillout - Neighbourhood priorities 2026 - Submissions.csv"
    rng = random.Random(9315)
    q = "Rank these priorities for our letter to the city council (drag to reorder, top = most important)"
    opts = {"Safer crossings near the school": 2.9, "Fix the potholes on Alder Road": 1.6,
            "More street lighting in the park": 1.35, "Weekly bulky-waste pickup": 1.0,
            "A bench and shade at the bus stop": 0.75}
    cands = list(opts)
    n = 63
    ballots = []
    hdr = ["Submission ID", "Last updated", "Submission started", "Status", "Current step", "Name",
           "Which street do you live on?", q, "Would you join a walk with the councillor?", "Errors", "Url"]
    rows = [hdr]
    t = datetime(2025, 10, 28, 17, 3, 44)
    streets = ["Alder Road", "Birch Lane", "Cedar Close", "Dovecote Way", "Elm Terrace", "Fern Street"]
    n_prog = 5
    prog_at = set(rng.sample(range(n + n_prog), n_prog))
    k = 0
    for i in range(n + n_prog):
        t += timedelta(minutes=rng.randint(5, 500), seconds=rng.randint(0, 59))
        started = t - timedelta(seconds=rng.randint(45, 600))
        sid = rid(rng, 22, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        if i in prog_at:
            rows.append([sid, t.strftime("%Y-%m-%d %H:%M:%S"), started.strftime("%Y-%m-%d %H:%M:%S"), "In progress",
                         "Step 1", f"{rng.choice(EN_FIRST)} {rng.choice(EN_LAST)}", rng.choice(streets), "", "", "",
                         "https://forms.example.org/t/nbhd26"])
            continue
        rem = dict(opts)
        order = []
        while rem:
            tot = sum(rem.values())
            x = rng.random() * tot
            for c, wv in rem.items():
                x -= wv
                if x <= 0:
                    break
            order.append(c)
            del rem[c]
        ballots.append(order)
        k += 1
        rows.append([sid, t.strftime("%Y-%m-%d %H:%M:%S"), started.strftime("%Y-%m-%d %H:%M:%S"), "Finished",
                     "Ending", f"{rng.choice(EN_FIRST)} {rng.choice(EN_LAST)}", rng.choice(streets),
                     ", ".join(order), rng.choice(["Yes", "No", "Maybe"]), "", "https://forms.example.org/t/nbhd26"])
    put(name, py_csv(rows, lineterminator="\n").encode("utf-8"))
    first = {c: sum(1 for b in ballots if b[0] == c) for c in cands}
    bor = borda(ballots, cands)
    rounds = irv(ballots, cands)
    w = cands[0]
    check_margin(first, w, 8)
    assert argmax(bor) == w and argmax(rounds[-1]) == w
    record(name,
           "Fillout (online form builder), a residents' association form with a Ranking field, Results → Download CSV",
           "One row per submission: submission id, last-updated and started times, status (Finished / In progress), current step, name, street, the ranking question as one cell with the full order of the five priorities joined by ', ' (first = most important), a Yes/No/Maybe question, an empty Errors column and the form URL. Five unfinished submissions have no ranking.",
           "UTF-8 (no BOM), `,`, LF, minimal quoting",
           "From memory, unverified: Fillout's submissions CSV with system columns (Submission ID, Last updated, Submission started, Status, Current step, Errors, Url) and a ranking answer written as one comma-joined list in rank order; not checked with the search tools.",
           {"answer": "winner", "winner": w, "candidates": cands, "question": q,
            "rule": "ranked choice: each cell is the full ranking (first listed = most important); first preferences, Borda (4-3-2-1-0) and instant runoff agree",
            "scores": first, "scores_note": "scores = first preferences over the finished submissions",
            "scores_borda": bor, "irv_rounds": rounds,
            "traps": ["The ranking is one quoted cell with ', ' between the priorities; the first one listed is rank 1.",
                      "Every finished ballot mentions every option, so counting mentions gives a tie of 63.",
                      "'In progress' submissions have an empty ranking; 'Which street' and the walk question are not the decision."]})


# ============================================================================ README
README_HEAD = """# Blind test set K

15 synthetic exports, each laid out the way the named tool (or a real user workflow around it) writes it. None of
the tools is one named in sets A–J or in `tests/exports/` file names. The sealed answers are in `expected.json`.
This README gives no answers. Regenerate everything (files, `expected.json`, this README) from the repository root with

```
/work/main/.venv/bin/python tests/blind/set_k/make_set.py
```

The script is deterministic: fixed seeds, and fixed document and zip timestamps inside the .xlsx files, so two
runs give identical bytes (checked with sha256, also under a different `PYTHONHASHSEED`). It uses only the
standard library and openpyxl. All people, e-mail addresses (example.org), IDs, divisions, lots and IP addresses
(RFC 5737 ranges) are invented.

The author of this set never read the upload reader (`dpcore/`, `ui/`, `pages/`, `app.py`, the tests or the
earlier results) and did not run it on these files.

Evidence: "verified" means I checked the layout against the tool's source code, documentation, test fixtures or
parsers of real downloads kept in public repositories, through the search index. "From memory" means I did not
check it. Where only part was checked, the row says which part. Candidates dropped after checking: a scheduling
tool whose CSV export has no header row (Foodle), a conference tool whose survey export of choice answers I could not pin down, and
a participatory-budgeting platform whose current export no longer has a supports column.

| file | tool | shape | encoding / dialect | evidence |
|---|---|---|---|---|
"""

README_TAIL = """
Shapes covered:

- one choice per row with metadata: ballots from a members database (member number, date, time, valid/void status)
  and ticket positions with order status, e-mail and prices on the second sheet of a workbook
- several choices in one cell joined by '；' (chat-app vote, Chinese), with a ready-made results sheet first
- one column per option: answer labels Yes / Maybe / No per option (MOOC survey block); the item's own name when
  ticked (form builder, with IP, browser and Complete/Incomplete status)
- a rating grid with NA and a computed per-row mean, decimal comma (statistics package)
- rankings: pairwise votes (wiki survey), a full ranking in one cell (form builder), long ranked ballots with a
  types row (database client)
- long count table by polling place with an 'Informal' pseudo-candidate and a time-stamp banner (election authority)
- ready-made count table with a percent-of-total column, a Total row and an applied-filters block (BI tool)
- a scheduling poll with 1/2/0 codes and one ragged row (encrypted office suite, German)
- three bid lists: an experiment's sealed bids (floats, dropouts), an ERP list with replaced and withdrawn bids
  (German number format, UTF-16), an auction page copied via a word processor (Russian, KOI8-R)
- a workbook whose first sheet is not the data (ticket shop)
- two "ask" cases: two by-elections in one results file; two ranked polls in one database dump

Counts: 3 of the 15 are .xlsx, 3 are bid lists, 3 rankings, 1 rating grid, 3 approval-style files, 1 scheduling
poll, and 2 are "ask" cases (answer `ask`, with the acceptable readings listed in `expected.json`). Encodings:
UTF-8, UTF-8 with BOM, UTF-16 LE with BOM, Windows-1256 and KOI8-R. Separators: comma, semicolon and tab. Line
ends: LF, CRLF and CR only.

`expected.json` holds, for each file:

- the tool and the format evidence
- the shape
- the answer (winner or ask)
- the candidates and their scores
- the question or sheet the answer is about
- traps for a naive reader

Bid files also carry `bidder_max_bids`. Ranked files carry `rule` and extra score variants (Borda, instant-runoff
rounds, pairwise counts); the scheduling file carries score variants for the 'maybe' mark; the rating file carries
the sum as a second variant. Some entries have `winner_aliases`.
"""


def main() -> None:
    for fn in (make_edx_survey, make_otree, make_aec, make_allourideas, make_cryptpad, make_clickhouse,
               make_filemaker, make_sap, make_meshok, make_powerbi, make_dingtalk, make_pretix, make_gretl,
               make_formsite, make_fillout):
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
