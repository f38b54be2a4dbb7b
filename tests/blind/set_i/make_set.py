#!/usr/bin/env python3
"""Regenerate the sealed blind test set I (15 synthetic exports + expected.json + README.md).

Run from the repository root:  /work/main/.venv/bin/python tests/blind/set_i/make_set.py

Deterministic: a fixed seed per file, fixed document timestamps and fixed zip-entry times inside
the .xlsx files, so two runs give identical bytes.  Standard library + openpyxl only.
Every person, id, e-mail address (example.org / example.net / example.com) and IP address
(RFC 5737 ranges) is invented.
"""
from __future__ import annotations

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
from openpyxl.worksheet.table import Table, TableStyleInfo

OUT = Path(__file__).resolve().parent
EXPECTED: dict[str, dict] = {}
README_ROWS: list[tuple[str, str, str, str, str]] = []
FIXED_DT = datetime(2025, 10, 22, 9, 15, 0)
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


def check_margin(scores: dict, winner: str, min_abs: float = 2) -> None:
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


def people(rng: random.Random, n: int, first: list[str], last: list[str]) -> list[tuple[str, str]]:
    seen, out = set(), []
    while len(out) < n:
        p = (rng.choice(first), rng.choice(last))
        if p not in seen:
            seen.add(p)
            out.append(p)
    return out


def irv(ballots: list[list[str]], cands: list[str]) -> list[dict]:
    """Instant-runoff rounds (ballots = ordered preference lists)."""
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
    n = len(cands)
    sc = {c: 0 for c in cands}
    for b in ballots:
        for i, c in enumerate(b):
            sc[c] += n - 1 - i
    return sc


EN_FIRST = ["Aroha", "Ben", "Chloe", "Dylan", "Ella", "Finn", "Grace", "Hemi", "Isla", "Jack", "Kiri", "Liam",
            "Mia", "Noah", "Olivia", "Paora", "Ruby", "Sam", "Tama", "Zoe", "Harper", "Leo", "Amelia", "Oscar",
            "Priya", "Wiremu", "Sofia", "Ethan", "Maia", "Lucas", "Aria", "Hunter", "Nikau", "Anahera", "Mason"]
EN_LAST = ["Walker", "Ngata", "Thompson", "Patel", "Wilson", "Tane", "Brown", "Clarke", "Singh", "Harris",
           "Parata", "Kelly", "Young", "Fraser", "Tuhoe", "Li", "Stewart", "Campbell", "Rangi", "Morgan",
           "Hughes", "Sharma", "Bennett", "Reid", "Marsh", "Fifita", "Chen", "Doyle", "Kaur", "Adams"]
DE_FIRST = ["Anja", "Bernd", "Carla", "Dieter", "Elke", "Florian", "Gisela", "Holger", "Ines", "Jörg", "Katrin",
            "Lukas", "Monika", "Nils", "Olga", "Petra", "Ralf", "Sabine", "Timo", "Ute", "Volker", "Wiebke",
            "Yusuf", "Zeynep", "Jürgen", "Käthe", "Sören", "Björn", "Hülya", "Grete"]
DE_LAST = ["Bauer", "Schröder", "Yıldız", "Wagner", "Hoffmann", "Krüger", "Neumann", "Schmitt", "Lehmann",
           "Köhler", "Weiß", "Brandt", "Hahn", "Vogel", "Jäger", "Öztürk", "Fuchs", "Peters", "Scholz", "Möller",
           "Kaiser", "Böhm", "Engel", "Lorenz", "Günther", "Franke", "Albrecht", "Simon"]
PL_FIRST = ["Anna", "Bartosz", "Celina", "Dawid", "Ewa", "Filip", "Grażyna", "Henryk", "Iwona", "Jakub",
            "Katarzyna", "Łukasz", "Magdalena", "Norbert", "Olga", "Paweł", "Renata", "Sławomir", "Teresa",
            "Wojciech", "Zofia", "Żaneta", "Michał", "Agnieszka", "Tomasz", "Joanna", "Krzysztof", "Małgorzata"]
PL_LAST_M = ["Nowak", "Wiśniewski", "Wójcik", "Kowalczyk", "Kamiński", "Lewandowski", "Zieliński", "Szymański",
             "Woźniak", "Dąbrowski", "Kozłowski", "Jankowski", "Mazur", "Krawczyk", "Piotrowski", "Grabowski",
             "Pawłowski", "Michalski", "Król", "Wieczorek", "Jabłoński", "Nowakowski", "Majewski", "Olszewski"]


# ============================================================================ 1 Discourse (IRV poll, long)
def make_discourse() -> None:
    name = "poll-results-report@forum-example-org-2025-10-20.dcqresult.csv"
    rng = random.Random(9101)
    opts = {18231: "Laser cutter (60 W)", 18232: "CNC router, 1200 × 900 mm",
            18233: "Resin 3D printer + wash station", 18234: "Bandsaw &amp; dust extractor",
            18235: "Embroidery machine"}
    A, B, C, D, E = opts.values()
    patterns = [([A, B, C], 8), ([A, C, B, E], 6), ([A, E], 5),
                ([B, A, C], 6), ([B, C, D], 5), ([B, D], 4),
                ([C, A, B], 5), ([C, B], 4), ([C, E, A], 2),
                ([D, B, A], 3), ([D, A], 3),
                ([E, A, C], 2), ([E, C], 2)]
    ballots = [list(p) for p, n in patterns for _ in range(n)]
    rng.shuffle(ballots)
    cands = list(opts.values())
    rounds = irv(ballots, cands)
    first = rounds[0]
    bor = borda(ballots, cands)
    check_margin(first, A, 3)
    check_margin(bor, A, 3)
    assert argmax(rounds[-1]) == A
    users = people(rng, len(ballots), EN_FIRST, EN_LAST)
    rows = [["vote_time", "vote_option", "vote_rank", "user_id", "username", "name", "trust_level",
             "vote_option_full"]]
    t = datetime(2025, 10, 13, 19, 4, 0)
    uids = rng.sample(range(12, 980), len(ballots))
    for i, (b, (fn, ln)) in enumerate(zip(ballots, users)):
        t += timedelta(seconds=rng.randint(200, 9000))
        micro = rng.randint(1, 999999)
        ts = t.strftime("%Y-%m-%d %H:%M:%S") + ("." + f"{micro:06d}".rstrip("0"))
        uname = rng.choice([f"{fn.lower()}_{ln.lower()}", f"{fn.lower()}{ln[0].lower()}",
                            f"{fn[0].lower()}{ln.lower()}{rng.randint(1, 99)}"])
        full = "" if rng.random() < 0.2 else f"{fn} {ln}"
        tl = rng.choice([0, 1, 1, 2, 2, 2, 3, 4])
        for oid, label in opts.items():
            rank = b.index(label) + 1 if label in b else 0
            rows.append([ts, oid, rank, uids[i], uname, full, tl, label])
    # Ruby CSV.generate defaults: ',' separator, '\n' rows, quotes only when needed
    put(name, csv_text(rows, ",", "\n").encode("utf-8"))
    record(name,
           "Discourse (forum software) with the Data Explorer plugin, a ranked-choice (IRV) poll in a makerspace topic → poll menu → Export (staff), which downloads the 'Poll results report (for Instant Run-off Voting polls)' query as CSV",
           "Long ranked ballots: one row per (voter, option) with the vote time, the numeric poll option id, the rank the voter gave (1 = first choice, 0 = abstained on that option), user id, username, display name (sometimes empty), trust level and the option's cooked HTML text.",
           "UTF-8, `,`, LF",
           "Verified: the column list vote_time, vote_option, vote_rank, user_id, username, name, trust_level, vote_option_full is the SQL of discourse/discourse-data-explorer lib/discourse_data_explorer/queries.rb ('poll-results-irv', id -19); the CSV comes from Ruby CSV.generate in app/controllers/discourse_data_explorer/query_controller.rb (header row, then pg_result values as text) and the file name pattern '<query-slug>@<host-slug>-<date>.dcqresult.csv' from the same controller; the export button itself from discourse PR #8370. Rank 0 rows for abstained options, the row order and the microsecond timestamp text are from memory.",
           {"answer": "winner", "winner": A, "candidates": cands, "question": "vote_rank (IRV poll)",
            "rule": "ranked choice as the poll ran it (instant runoff, rank 1 = first choice, rank 0 = not ranked); first preferences, Borda (4-3-2-1-0, unranked 0) and instant runoff all name the same winner",
            "scores": first, "scores_note": "scores = first preferences (rank 1 rows)",
            "scores_borda": bor, "irv_rounds": rounds,
            "winner_aliases": ["Laser cutter", "18231"],
            "traps": ["vote_option holds numeric option ids (18231…); vote_option_full holds the names.",
                      "Every voter has a row for every option; rank 0 means 'abstain', not 'best'.",
                      "Counting rows per option gives the same number for every option.",
                      "'Bandsaw &amp; dust extractor' keeps its HTML entity; one option contains a comma."]})


# ============================================================================ 2 SharePoint survey (xlsx)
def make_sharepoint() -> None:
    name = "after_school_clubs_survey_sharepoint_export.xlsx"
    rng = random.Random(9102)
    clubs = ["Coding Club", "Choir", "Football", "Art & Craft", "Chess", "Drama"]
    prob = {"Coding Club": 0.62, "Choir": 0.22, "Football": 0.38, "Art & Craft": 0.40, "Chess": 0.17,
            "Drama": 0.28}
    years = expand({"Year 3": 17, "Year 4": 26, "Year 5": 18, "Year 6": 14}, rng)
    n = len(years)
    counts = Counter()
    answers = []
    for i in range(n):
        if i in (7, 33, 58):
            answers.append([])
            continue
        pick = [c for c in clubs if rng.random() < prob[c]]
        if not pick:
            pick = [rng.choice(clubs)]
        answers.append(pick)
        counts.update(pick)
    scores = {c: counts[c] for c in clubs}
    check_margin(scores, "Coding Club", 4)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "owssvr"
    hdr = ["Which year group is your child in?",
           "Which after-school clubs would you sign your child up for? (tick all that apply)",
           "How many afternoons a week could your child stay until 4:30?",
           "Anything else you would like to tell us?", "Created By", "Created", "Item Type", "Path"]
    ws.append(hdr)
    comments = ["", "", "", "Please keep it free for Pupil Premium families.", "", "Could Drama run on Fridays?",
                "", "My son would love a Lego club.", "", "", "Only if there is a late bus.", ""]
    fam = people(rng, n, EN_FIRST, EN_LAST)
    t = datetime(2025, 9, 29, 8, 5)
    for i in range(n):
        t += timedelta(minutes=rng.randint(5, 400))
        days = rng.choice([1, 1, 2, 2, 2, 3, 3, 4, 5])
        ws.append([years[i], ";#".join(answers[i]) if answers[i] else None, days, rng.choice(comments) or None,
                   f"{fam[i][0]} {fam[i][1]}", t, "Item", "sites/parents/Lists/After School Clubs Survey"])
        ws.cell(row=ws.max_row, column=6).number_format = "dd/mm/yyyy hh:mm"
    tab = Table(displayName="Table1", ref=f"A1:H{n + 1}")
    tab.tableStyleInfo = TableStyleInfo(name="TableStyleMedium2", showRowStripes=True)
    ws.add_table(tab)
    for col, w in zip("ABCDEFGH", (14, 48, 16, 36, 22, 17, 10, 44)):
        ws.column_dimensions[col].width = w
    save_xlsx(wb, name, "SharePoint export")
    record(name,
           "Microsoft SharePoint (Online, classic Survey list), survey → Actions → Export to Spreadsheet (query.iqy opened in Excel, saved as .xlsx), a primary school's parent survey",
           "One row per response in an Excel table on sheet 'owssvr': year group (single choice), a multi-select clubs question with the ticked choices joined by ';#' in one cell (three blank), a number of afternoons, a comment, Created By, Created, and the Item Type / Path columns SharePoint adds to every export.",
           ".xlsx, 1 sheet (Excel table)",
           "From memory, unverified: the 'owssvr' sheet name, the trailing 'Item Type' and 'Path' columns and multi-choice values joined by ';#' are my recollection of SharePoint list exports; the search index was not checked for this tool.",
           {"answer": "winner", "winner": "Coding Club", "candidates": clubs,
            "question": "Which after-school clubs would you sign your child up for? (tick all that apply)",
            "scores": scores, "scores_note": "approval: number of responses ticking each club",
            "traps": ["Several choices in one cell joined by ';#' (SharePoint's multi-value delimiter).",
                      "'Year group' is a single-choice categorical column (Year 4 = 26).",
                      "'Art & Craft' contains '&'.", "Path and Item Type are constant columns."]})


# ============================================================================ 3 sqlcmd (UTF-16)
def make_sqlcmd() -> None:
    name = "sqlcmd_summer_party_venue_vote_counts.csv"
    counts = {"Canal boat cruise": 131, "Rooftop terrace, Harbour Hotel": 96, "Brewery tour & BBQ": 88,
              "Crazy golf + pizza": 57, "Picnic in Victoria Park": 41, "No preference": 29}
    total = sum(counts.values())
    lines = ["Venue,Votes,Pct", "-----,-----,---"]
    for k, v in counts.items():
        lines.append(f"{k},{v},{100 * v / total:.1f}")
    lines.append(f"Total,{total},100.0")
    lines.append("")
    lines.append(f"({len(counts) + 1} rows affected)")
    text = "\r\n".join(lines) + "\r\n"
    put(name, b"\xff\xfe" + text.encode("utf-16-le"))
    scores = dict(counts)
    check_margin(scores, "Canal boat cruise", 10)
    record(name,
           "Microsoft SQL Server sqlcmd: sqlcmd -S hr-sql01 -d Intranet -Q \"SELECT ISNULL(v.Venue, N'Total') AS Venue, COUNT(*) AS Votes, CAST(100.0*COUNT(*)/... AS decimal(5,1)) AS Pct ... GROUP BY ROLLUP(v.Venue) ...\" -s \",\" -W -u -o venue_vote_counts.csv, an intranet poll on the staff summer party",
           "Ready-made count table: venue, votes, percent, a 'Total' row from ROLLUP; the dashed underline row under the header and the '(7 rows affected)' message after a blank line; one venue name contains a comma that sqlcmd does not quote.",
           "UTF-16 LE with BOM, `,`, CRLF, no quoting",
           "Partly verified against the sqlcmd documentation (Microsoft Learn, found by docs search): -u writes a Unicode output file, -s sets the column separator, -W removes trailing spaces, -o the output file. The dashed line under the header, the blank line and '(n rows affected)' unless SET NOCOUNT ON, and no quoting of values containing the separator are from memory.",
           {"answer": "winner", "winner": "Canal boat cruise", "candidates": list(counts), "question": "Votes",
            "scores": scores,
            "traps": ["UTF-16 LE bytes.", "Dashed line under the header is not data.",
                      "'Total' row (442) is the largest number.",
                      "'Rooftop terrace, Harbour Hotel' is not quoted, so that row splits into four fields.",
                      "'(7 rows affected)' footer; 'No preference' is an option, not a venue.",
                      "Pct column mirrors the counts (29.6 …)."]})


# ============================================================================ 4 mongoexport (ranked array in one cell)
def make_mongoexport() -> None:
    name = "mongoexport_rowing_club_boat_name_ballots.csv"
    rng = random.Random(9104)
    K, O, G, C, L = "Kestrel", "Osprey", "Grey Heron", "Cormorant", "Little Egret"
    cands = [K, O, G, C, L]
    patterns = [([O, K, G], 7), ([O, G], 5), ([O], 4),
                ([K, O], 6), ([K, C, O], 4), ([K, L], 3),
                ([G, O, K], 5), ([G, L], 4),
                ([C, K, O], 4), ([C, G], 2),
                ([L, G, O], 3), ([L, K], 2), ([], 2)]
    ballots = [list(p) for p, n in patterns for _ in range(n)]
    rng.shuffle(ballots)
    voting = [b for b in ballots if b]
    rounds = irv(voting, cands)
    first = rounds[0]
    bor = borda(voting, cands)
    check_margin(first, O, 3)
    check_margin(bor, O, 3)
    assert argmax(rounds[-1]) == O
    rows = [["_id", "ballotNo", "submittedAt", "channel", "voter.memberNo", "ranking"]]
    t = datetime(2025, 10, 4, 9, 12, 3)
    members = rng.sample(range(1040, 1390), len(ballots))
    for i, b in enumerate(ballots):
        t += timedelta(seconds=rng.randint(60, 14000))
        oid = "6702" + "".join(rng.choice("0123456789abcdef") for _ in range(20))
        ch = rng.choice(["web", "web", "web", "paper"])
        ts = t.strftime("%Y-%m-%dT%H:%M:%S") + f".{rng.randint(0, 999):03d}Z"
        mem = "" if ch == "paper" and rng.random() < 0.5 else members[i]
        rows.append([f"ObjectId({oid})", i + 1, ts, ch, mem, json.dumps(b, ensure_ascii=False, separators=(",", ":"))])
    put(name, csv_text(rows, ",", "\n").encode("utf-8"))
    record(name,
           "MongoDB Database Tools: mongoexport --db=clubvote --collection=ballots --type=csv --fields=_id,ballotNo,submittedAt,channel,voter.memberNo,ranking, a rowing club's new-boat name vote stored by a small web app",
           "Ranked ballots, one row per ballot: ObjectId, ballot number, ISO time, channel (web/paper), a dotted member-number field (empty for some paper ballots) and the ranking array written as JSON text in one cell (first = most preferred); two ballots are empty arrays.",
           "UTF-8, `,`, LF, quoting only where needed",
           "From memory, unverified: mongoexport CSV writing ObjectId values as 'ObjectId(<hex>)', dates as ISO-8601 with milliseconds and 'Z', arrays as JSON text, dotted field names from --fields as the header and Go encoding/csv quoting with LF line ends. The docs search found only the old man pages (CSV needs --fields in order).",
           {"answer": "winner", "winner": O, "candidates": cands, "question": "ranking",
            "rule": "ranked choice: instant runoff on the ranking arrays (first element = first choice); first preferences, Borda (4-3-2-1-0, unranked 0) and instant runoff agree",
            "scores": first, "scores_note": "scores = first preferences", "scores_borda": bor,
            "irv_rounds": rounds,
            "traps": ["The whole ranking is one JSON array per cell with doubled quotes.",
                      "ballotNo and voter.memberNo are numbers, not votes.",
                      "Two empty ballots '[]'; 'Kestrel' leads after two eliminations but loses the final round."]})


# ============================================================================ 5 Auctionet → Excel sv-SE Unicode text
def make_auctionet() -> None:
    name = "auctionet_budhistorik_lisa_larson_lejon_unicode.txt"
    rng = random.Random(9105)
    nb = "\u00a0"
    # chronological valid bids (bidder code, SEK)
    seq = [("6015", 1000), ("2264", 1100), ("6015", 1200), ("7781", 1300), ("2264", 1400), ("7781", 1500),
           ("2264", 1600), ("7781", 1700), ("3390", 1800), ("7781", 1900), ("3390", 2000), ("7781", 2100),
           ("0843", 2200), ("3390", 2300), ("0843", 2400), ("5127", 2500), ("0843", 2600), ("5127", 2700),
           ("0843", 2800)]
    mx, scores = bid_scores([(f"Budgivare {b}", a) for b, a in seq])
    w = check_bid_margin(scores)
    t = datetime(2025, 10, 19, 19, 41, 50)
    times = []
    for _ in seq:
        times.append(t)
        t -= timedelta(minutes=rng.randint(3, 600), seconds=rng.randint(0, 59))
    mon = ["jan", "feb", "mar", "apr", "maj", "jun", "jul", "aug", "sep", "okt", "nov", "dec"]

    def sek(a: int) -> str:
        return f"{a:,}".replace(",", nb) + " SEK"

    rows = [["Lisa Larson, figurin, ”Stora Zoo” Lejon, Gustavsberg, 1960-tal", "", ""],
            ["Rop 3417829 · Auctionet Uppsala", "", ""],
            ["Avslutad 19 okt 2025 19:42", "", ""],
            ["", "", ""],
            ["Budgivare", "Bud", "Tid"]]
    for (b, a), tm in zip(reversed(seq), times):
        rows.append([f"Budgivare {b}", sek(a), f"{tm.day} {mon[tm.month - 1]} {tm.year} {tm:%H:%M}"])
    rows.append(["", "", ""])
    rows.append(["Utropspris: 1" + nb + "000 SEK", "", ""])
    rows.append([f"{len(seq)} bud", "", ""])
    text = csv_text(rows, "\t", "\r\n")
    put(name, b"\xff\xfe" + text.encode("utf-16-le"))
    record(name,
           "Auctionet (Swedish online auction house platform), item page 'Budhistorik' copied from the browser into Microsoft Excel (Swedish) and saved as 'Unicode-text (*.txt)'",
           "Title lines (object with commas and typographic quotes, lot number, end time), a blank row, then the bid list newest first: anonymous 'Budgivare NNNN' codes, amount '2 800 SEK' with a no-break space, Swedish date; a footer with the estimate-style start price and a bid count. Rows are padded with tabs to the table width.",
           "UTF-16 LE with BOM, TAB, CRLF",
           "From memory, unverified: Auctionet showing anonymous bidder numbers and SEK amounts in its bid history; Excel's 'Unicode Text' being UTF-16 LE with BOM, tab-separated, CRLF, padding short rows to the used range.",
           {"answer": "winner", "winner": w, "candidates": list(scores), "question": BID_QUESTION,
            "scores": scores, "bidder_max_bids": mx, "winner_aliases": [sek(int(w)), f"{int(w)} SEK"],
            "traps": ["Amounts are text with a no-break-space thousands separator and 'SEK'.",
                      "Bidder codes are four-digit numbers (0843 …); lot number 3417829 is not a bid.",
                      "Newest first; several bids per bidder, only each bidder's highest counts.",
                      "Footer start price (1 000 SEK) and '19 bud' are not bids."]})


# ============================================================================ 6 Trade Me (copied page text)
def make_trademe() -> None:
    name = "trademe_bidding_history_crown_lynn_swan_vase.txt"
    rng = random.Random(9106)
    O, G, K, T, S, R, C, D = ("op_shop_olive (12)", "pukekohe_gran (56)", "kiwiana_kate (233)",
                              "taupo_treasures (1024)", "swanlover_nz (9)", "retro_rangi (341)",
                              "crownlynn_collector (2,210)", "dunedin_deco (78)")
    seq = [(O, 40), (G, 50), (O, 60), (G, 70), (K, 80), (G, 85), (K, 95), (T, 100), (K, 110), (T, 125),
           (S, 135), (T, 150), (S, 160), (R, 175), (R, 190), (C, 200), (D, 225), (C, 240), (D, 255), (C, 265)]
    mx, scores = bid_scores(seq)
    w = check_bid_margin(scores)
    t = datetime(2025, 10, 19, 19, 58)
    times = []
    for _ in seq:
        times.append(t)
        t -= timedelta(minutes=rng.randint(2, 900))
    lines = ["Crown Lynn swan vase #197, white glaze, 1960s – no chips", "Listing #4829173650",
             "Closed: Sun 19 Oct, 8:02 pm", "Reserve met", "", "Bidding history", "Bidder\tBid\tTime"]
    for (b, a), tm in zip(reversed(seq), times):
        h = tm.strftime("%I").lstrip("0")
        lines.append(f"{b}\t${a:,}.00\t{tm:%a} {tm.day} {tm:%b}, {h}:{tm:%M} {tm:%p}".replace("AM", "am")
                     .replace("PM", "pm"))
    lines += ["", f"Start price $20.00 · {len(seq)} bids · {len(mx)} bidders", "Shipping: $14.50 (North Island)"]
    put(name, ("\r\n".join(lines) + "\r\n").encode("utf-8"))
    record(name,
           "Trade Me (New Zealand auction site), closed listing → 'Bidding history', selected in the browser, pasted into Windows Notepad and saved (UTF-8)",
           "Copied page text: title, listing number, close time, 'Reserve met', a heading, then a tab-separated bid list newest first: member name with feedback count in brackets (one with a thousands comma), '$255.00', 'Sun 19 Oct, 7:41 pm'; a footer line with start price and counts and a shipping line.",
           "UTF-8 (no BOM), TAB, CRLF",
           "From memory, unverified: Trade Me's bid history listing member nicknames with a feedback count and NZ$ amounts newest first; the header and footer lines are my guesses of what a copy of the page contains.",
           {"answer": "winner", "winner": w, "candidates": list(scores), "question": BID_QUESTION,
            "scores": scores, "bidder_max_bids": mx, "winner_aliases": [f"${int(w)}.00", f"${int(w)}"],
            "traps": ["Amounts are text with '$' and '.00'.",
                      "Feedback counts in brackets (2,210; 1024) and the listing number are not bids.",
                      "Newest first; only each bidder's highest bid counts.",
                      "Footer: start price $20.00 and shipping $14.50 are not bids."]})


# ============================================================================ 7 Chouseisan (Shift_JIS, transposed grid)
def make_chouseisan() -> None:
    name = "chouseisan_bonenkai_2025_nittei.csv"
    rng = random.Random(9107)
    members = ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤", "吉田"]
    dates = ["12/5(金) 19:00～", "12/12(金) 19:00～", "12/16(火) 19:00～", "12/19(金) 18:30～",
             "12/23(火) 19:00～"]
    yes = [4, 8, 5, 6, 3]
    maybe = [3, 1, 2, 2, 2]
    grid = []
    for y, m in zip(yes, maybe):
        cells = ["○"] * y + ["△"] * m + ["×"] * (len(members) - y - m)
        rng.shuffle(cells)
        grid.append(cells)
    sc = {d: y + 0.5 * m for d, y, m in zip(dates, yes, maybe)}
    sy = {d: float(y) for d, y in zip(dates, yes)}
    sym = {d: float(y + m) for d, y, m in zip(dates, yes, maybe)}
    for s in (sc, sy, sym):
        check_margin(s, dates[1], 1)
    rows = [["忘年会2025（営業二課）"], ["12月の候補日から選んでください。場所は決まり次第連絡します。"], [],
            ["日程"] + members]
    for d, cells in zip(dates, grid):
        rows.append([d] + cells)
    comments = [""] * len(members)
    comments[2] = "19時半からなら参加できます"
    comments[6] = "16日は出張の可能性あり"
    comments[9] = "どこでも大丈夫です！"
    rows.append(["コメント"] + comments)
    text = csv_text(rows, ",", "\r\n")
    assert text.encode("cp932").decode("cp932") == text
    put(name, text.encode("cp932"))
    record(name,
           "調整さん chouseisan.com (Japanese scheduling poll), event page → CSV download (出欠表をダウンロード), a sales team's year-end party",
           "Transposed scheduling grid: event title and memo lines, a blank line, then a header row '日程' + one column per participant; one row per candidate date with ○ / △ / × per participant; a last 'コメント' row with free-text comments.",
           "Shift_JIS (cp932), `,`, CRLF",
           "From memory, unverified: chouseisan's CSV download with dates as rows and participants as columns, the ○/△/× marks, the comment row and Shift_JIS encoding for Japanese Excel are my recollection; not checked with the search tools.",
           {"answer": "winner", "winner": dates[1], "candidates": dates, "question": "日程",
            "scores": sc, "scores_yes_only": sy, "scores_yes_or_ifneedbe": sym,
            "scoring_note": "scores: ○ = 1, △ = ½, × = 0; same winner with △ counted as 0 or 1.",
            "winner_aliases": ["12/12(金)", "12/12"],
            "traps": ["Options are rows and participants are columns (transposed compared with most schedulers).",
                      "Shift_JIS bytes; marks ○ △ × rather than Yes/No.",
                      "Title/memo lines above the header; the 'コメント' row is not a date."]})


# ============================================================================ 8 Minitab worksheet text (cp1252)
def make_minitab() -> None:
    name = "minitab_etikettentest_klosterbrauerei_arbeitsblatt.txt"
    rng = random.Random(9108)
    designs = ["Entwurf A – Hopfenranke", "Entwurf B – Stadtwappen", "Entwurf C – Retro 1898",
               "Entwurf D – Minimal", "Entwurf E – Kupferkessel"]
    base = [6.0, 6.5, 7.5, 4.8, 5.6]
    n = 26
    panel = people(rng, n, DE_FIRST, DE_LAST)
    groups = expand({"Stammkunden": 12, "Mitarbeiter": 8, "Fachhandel": 6}, rng)
    data = []
    for i in range(n):
        r = []
        for j, b in enumerate(base):
            if rng.random() < 0.06:
                r.append(None)
            else:
                r.append(max(1, min(10, round(b + rng.gauss(0, 1.6)))))
        data.append(r)
    sums = {d: sum(r[j] for r in data if r[j] is not None) for j, d in enumerate(designs)}
    ns = {d: sum(1 for r in data if r[j] is not None) for j, d in enumerate(designs)}
    means = {d: round(sums[d] / ns[d], 3) for d in designs}
    check_margin(means, designs[2], 0.4)
    check_margin(sums, designs[2], 10)
    hdr = ["Prüfer", "Gruppe", "Alter"] + designs + ["Bemerkung"]
    notes = ["", "", "", "Farbe zu blass", "", "Schrift schlecht lesbar", "", "", "gefällt mir sehr", "",
             "zu überladen", ""]
    rows = [hdr]
    for i in range(n):
        vals = ["*" if v is None else v for v in data[i]]
        rows.append([f"{panel[i][1]}, {panel[i][0]}", groups[i], rng.randint(21, 74)] + vals + [rng.choice(notes)])
    text = "".join("\t".join(str(v) for v in r) + "\r\n" for r in rows)
    put(name, text.encode("cp1252"))
    record(name,
           "Minitab Statistical Software (German UI, Windows), Datei → Arbeitsblatt speichern unter → Text (*.txt), a monastery brewery's label tasting panel",
           "Rating grid: one row per panel member ('Nachname, Vorname'), group, age, then one column per label design holding a 1–10 score, '*' where a score is missing (Minitab's missing-value symbol), and a remark column.",
           "Windows-1252, TAB, CRLF, no quoting",
           "From memory, unverified: Minitab writing column names on the first line, tab-separated values and '*' for missing numeric values when a worksheet is saved as text; ANSI (Windows-1252) encoding on a German Windows.",
           {"answer": "winner", "winner": designs[2], "candidates": designs,
            "question": "1–10 rating per design (higher is better)", "scores": means,
            "scores_note": "scores = mean rating ignoring '*'; the sums name the same design",
            "scores_sum": sums, "winner_aliases": ["Entwurf C", "Retro 1898"],
            "traps": ["'*' marks missing scores (not text, not zero).",
                      "'Alter' (age, 21–74) is a numeric column with bigger values.",
                      "'Gruppe' is categorical; names contain a comma but are not quoted (tab-separated).",
                      "En dashes and umlauts are Windows-1252 bytes."]})


# ============================================================================ 9 LamaPoll (BOM, ';', one 0/1 column per option)
def make_lamapoll() -> None:
    name = "lamapoll_export_vhs_kursideen_2026.csv"
    rng = random.Random(9109)
    courses = ["Töpfern am Abend", "Italienisch für die Reise", "Smartphone-Fotografie", "Yoga für den Rücken",
               "Buchführung für Vereine", "Kräuterwanderung"]
    prob = [0.36, 0.33, 0.57, 0.45, 0.12, 0.28]
    ages = ["unter 30", "30–49", "50–64", "65 und älter"]
    stem = "F3 Welche dieser neuen Kurse würden Sie besuchen? (Mehrfachauswahl)"
    hdr = ["Teilnehmer-ID", "Status", "Startzeit", "Endzeit", "Bearbeitungszeit (Min.)", "Sprache", "Gerät",
           "F1 Wie sind Sie auf die VHS aufmerksam geworden?", "F2 Ihr Alter"] + \
          [f"{stem} [{c}]" for c in courses] + \
          ["F4 Wie viel würden Sie pro Kursabend höchstens zahlen? (€)", "F5 Anmerkungen"]
    rows = [hdr]
    counts = Counter()
    src = ["Programmheft", "Website", "Freunde/Bekannte", "Zeitung", "Instagram"]
    t = datetime(2025, 10, 6, 17, 30)
    n = 94
    for i in range(n):
        t += timedelta(minutes=rng.randint(3, 240))
        dur = round(rng.uniform(1.8, 9.5), 1)
        end = t + timedelta(minutes=dur)
        done = rng.random() > 0.12
        pid = 550310 + i * 7 + rng.randint(0, 6)
        base = [pid, "beendet" if done else "abgebrochen", t.strftime("%d.%m.%Y %H:%M:%S"),
                end.strftime("%d.%m.%Y %H:%M:%S") if done else "", f"{dur}".replace(".", ",") if done else "",
                "Deutsch", rng.choice(["Desktop", "Smartphone", "Smartphone", "Tablet"])]
        if not done:
            rows.append(base + [rng.choice(src), rng.choice(ages)] + [""] * (len(courses) + 2))
            continue
        ticks = [1 if rng.random() < p else 0 for p in prob]
        counts.update(c for c, k in zip(courses, ticks) if k)
        price = rng.choice([8, 9.5, 10, 12, 12.5, 15, 15, 18, 20, 25])
        rows.append(base + [rng.choice(src), rng.choice(ages)] + ticks +
                    [f"{price:.2f}".replace(".", ","), rng.choice(["", "", "", "Bitte auch Kurse am Samstag!",
                                                                  "Parkplätze sind knapp; lieber in der Innenstadt."])])
    scores = {c: counts[c] for c in courses}
    check_margin(scores, "Smartphone-Fotografie", 4)
    put(name, b"\xef\xbb\xbf" + csv_text(rows, ";", "\r\n").encode("utf-8"))
    record(name,
           "LamaPoll (German online survey tool), Ergebnisse → Export → Rohdaten als CSV (Excel, Semikolon), an adult-education centre's course-ideas survey",
           "One row per participant: id, status beendet/abgebrochen, start and end time (dd.mm.yyyy), duration with a decimal comma, language, device, a source question, an age group, then one column per course '<question> [<course>]' with 1 = chosen / 0 = not chosen (empty for dropouts), a price with a decimal comma and a remark.",
           "UTF-8 with BOM, `;`, CRLF, decimal comma",
           "From memory, unverified: column naming '<question> [<option>]', 1/0 coding of multiple-choice options, the metadata columns and the Excel-friendly BOM + ';' dialect are my recollection of a German survey tool's raw-data CSV.",
           {"answer": "winner", "winner": "Smartphone-Fotografie", "candidates": courses, "question": stem,
            "scores": scores, "scores_note": "approval: number of completed participants with 1 in the course column",
            "traps": ["Option names are only inside the '[…]' part of the header.",
                      "Dropout rows (abgebrochen) have empty option cells.",
                      "Price (€) and duration use decimal commas; F1/F2 are categorical single-choice columns.",
                      "A remark contains ';' and is quoted."]})


# ============================================================================ 10 MySQL batch TSV (long points)
def make_mysql() -> None:
    name = "mysql_batch_neighbourhood_fund_point_allocations.tsv"
    rng = random.Random(9110)
    projects = ["Street tree planting", "Repair café tool library", "Skate ramp refurbishment",
                "Bench + shade sail at the bus stop", "Community fridge", "Mural on the underpass"]
    weight = [1.0, 2.0, 0.9, 0.7, 1.0, 0.6]
    n = 61
    rows = [["ballot_id", "member_no", "display_name", "project", "points", "cast_at"]]
    pts = Counter()
    sup = Counter()
    names = people(rng, n, EN_FIRST, EN_LAST)
    t = datetime(2025, 10, 11, 10, 0, 5)
    for i in range(n):
        t += timedelta(minutes=rng.randint(1, 190), seconds=rng.randint(0, 59))
        k = rng.choice([1, 2, 2, 3, 3, 3, 4])
        chosen = []
        pool = list(range(len(projects)))
        for _ in range(k):
            j = rng.choices(pool, weights=[weight[p] for p in pool])[0]
            pool.remove(j)
            chosen.append(j)
        cuts = sorted(rng.sample(range(1, 10), k - 1))
        parts = [b - a for a, b in zip([0] + cuts, cuts + [10])]
        parts.sort(reverse=True)
        dn = "NULL" if rng.random() < 0.15 else f"{names[i][0]} {names[i][1][0]}."
        member = 3100 + rng.randint(0, 899)
        for j, p in zip(chosen, parts):
            pts[projects[j]] += p
            sup[projects[j]] += 1
            rows.append([2000 + i, member, dn, projects[j], p, t.strftime("%Y-%m-%d %H:%M:%S")])
    scores = {p: pts[p] for p in projects}
    support = {p: sup[p] for p in projects}
    w = argmax(scores)
    check_margin(scores, w, 12)
    check_margin(support, w, 2)
    text = "".join("\t".join(str(v) for v in r) + "\n" for r in rows)
    put(name, text.encode("utf-8"))
    record(name,
           "MySQL command-line client in batch mode: mysql -B -e \"SELECT a.ballot_id, m.member_no, m.display_name, p.title AS project, a.points, b.cast_at FROM allocations a JOIN ... ORDER BY a.ballot_id, a.points DESC\" fund2025 > allocations.tsv, a residents' association's 10-point cumulative vote",
           "Long points data: one row per (ballot, project) with the points (1–10) the voter put on it; each ballot spreads 10 points over 1–4 projects; member number, a display name ('NULL' when the member chose to stay anonymous) and a timestamp repeat on every row of a ballot.",
           "UTF-8, TAB, LF, no quoting",
           "Partly from memory: the mysql client's --batch mode printing a header line of column names, tab-separated values, one row per line and NULL as the text 'NULL' is documented behaviour of the mysql client (recalled, not re-checked with the search tools).",
           {"answer": "winner", "winner": w, "candidates": projects, "question": "points",
            "scores": scores, "scores_note": "scores = sum of points; the number of ballots giving a project any points names the same winner",
            "scores_supporters": support,
            "traps": ["Rows must be summed per project (long format).",
                      "ballot_id (2000+) and member_no (3100+) are numbers, not points.",
                      "'NULL' text in display_name; a project name contains '+'."]})


# ============================================================================ 11 hand-typed Excel tally (read-me sheet first)
def make_tally_xlsx() -> None:
    name = "jugendfeuerwehr_ausflugsziel_2026_auszaehlung.xlsx"
    counts = {"Kletterwald Hoher Fläming": 14, "Freizeitpark Belantis": 21, "Feuerwehrmuseum + Schwimmbad": 9,
              "Kanutour auf der Havel": 17, "Zeltlager am Wolziger See": 11}
    invalid = 2
    check_margin(counts, "Freizeitpark Belantis", 3)
    total = sum(counts.values()) + invalid

    def strich(n: int) -> str:
        return " ".join(["IIII/"] * (n // 5) + (["I" * (n % 5)] if n % 5 else []))

    wb = openpyxl.Workbook()
    ws0 = wb.active
    ws0.title = "Lies mich"
    for line in ["Wahl des Ausflugsziels 2026 – Jugendfeuerwehr Kleinmachnow-Nord",
                 "", "So wird gezählt:",
                 "1. Stimmzettel aus der Urne nehmen und vorlesen.",
                 "2. Im Blatt 'Auszählung' pro Stimme einen Strich setzen (nach vier Strichen ein Querstrich: IIII/).",
                 "3. Am Ende die Striche zählen und in Spalte C eintragen.",
                 "4. Leere oder doppelt angekreuzte Zettel als 'ungültig' zählen.",
                 "", "Zählteam: K. Brandt, M. Öztürk (Jugendsprecher)", "Stand: 18.10.2025"]:
        ws0.append([line])
    ws0.column_dimensions["A"].width = 95
    ws0["A1"].font = Font(bold=True, size=13)
    ws = wb.create_sheet("Auszählung")
    ws["A1"] = "Ausflugsziel 2026 – Auszählung"
    ws["A1"].font = Font(bold=True, size=14)
    ws.merge_cells("A1:D1")
    ws["A2"] = "Abstimmung beim Gruppenabend am 17.10.2025, 46 Stimmzettel ausgegeben"
    ws.append([])
    ws.append(["Ziel", "Strichliste", "Stimmen", "Anteil"])
    for c in "ABCD":
        ws[f"{c}4"].font = Font(bold=True)
    for k, v in counts.items():
        ws.append([k, strich(v), v, v / total])
        ws.cell(row=ws.max_row, column=4).number_format = "0.0%"
    ws.append(["ungültig", strich(invalid), invalid, invalid / total])
    ws.cell(row=ws.max_row, column=4).number_format = "0.0%"
    ws.append(["Summe", None, total, 1.0])
    ws.cell(row=ws.max_row, column=4).number_format = "0.0%"
    for c in "ABCD":
        ws.cell(row=ws.max_row, column="ABCD".index(c) + 1).font = Font(bold=True)
    ws.append([])
    ws.append(["Anmerkungen:"])
    ws.append(["– 2 Zettel leer abgegeben (ungültig)."])
    ws.append(["– Belantis nur, wenn der Förderverein den Bus zahlt; sonst Stichwahl beim nächsten Gruppenabend."])
    ws.append(["– Gezählt: K. Brandt, M. Öztürk; kontrolliert: J. Krüger (Jugendwart)"])
    for col, w in zip("ABCD", (34, 30, 10, 10)):
        ws.column_dimensions[col].width = w
    save_xlsx(wb, name, "K. Brandt")
    record(name,
           "Microsoft Excel, a youth fire brigade's count sheet typed by hand during the count (German)",
           "Workbook: a 'Lies mich' (read me) sheet first with counting instructions, then 'Auszählung': a merged title, a subtitle line, a blank row, a table Ziel / Strichliste (tally marks typed as 'IIII/ IIII/ I') / Stimmen / Anteil (fractions shown as %), an 'ungültig' row and a bold 'Summe' row, then notes under the table.",
           ".xlsx, 2 sheets",
           "Hand-made layout (read-me sheet, title rows, totals row, notes), nothing tool-specific to verify.",
           {"answer": "winner", "winner": "Freizeitpark Belantis", "candidates": list(counts),
            "question": "Stimmen", "sheet": "Auszählung", "scores": counts,
            "winner_aliases": ["Belantis"],
            "traps": ["The first sheet is a read-me with no data.",
                      "Title and subtitle rows above the header; the subtitle mentions 46 ballots.",
                      "'ungültig' (2) and 'Summe' (74) rows are not options.",
                      "Tally-mark text column beside the counts; notes under the table."]})


# ============================================================================ 12 Outlook voting buttons → Polish Excel CSV (cp1250)
def make_outlook() -> None:
    name = "glosowanie_wyjazd_integracyjny_outlook_sledzenie.csv"
    rng = random.Random(9112)
    opts = {"Zakopane": 23, "Mazury (Mikołajki)": 18, "Kazimierz Dolny": 11, "Hel": 7}
    no_reply = 9
    check_margin(opts, "Zakopane", 3)
    seq = expand(dict(opts, **{"": no_reply}), rng)
    n = len(seq)
    rows = [["Głosowanie: wyjazd integracyjny 2026 – wybór miejsca", ""],
            ["Wysłano: 06.10.2025 09:12, termin odpowiedzi: 13.10.2025", ""],
            ["", ""],
            ["Adresat", "Odpowiedź"]]
    used = set()
    t0 = datetime(2025, 10, 6, 9, 20)
    for i, choice in enumerate(seq):
        while True:
            fn = rng.choice(PL_FIRST)
            ln = rng.choice(PL_LAST_M)
            if fn.endswith("a") and fn not in ("Kuba",):
                ln = ln[:-1] + "a" if ln.endswith(("ski", "cki", "dzki")) else ln
            if (fn, ln) not in used:
                used.add((fn, ln))
                break
        if choice:
            tm = t0 + timedelta(minutes=rng.randint(5, 60 * 24 * 6))
            resp = f"{choice}: {tm:%d.%m.%Y %H:%M}"
        else:
            resp = ""
        rows.append([f"{fn} {ln}", resp])
    text = csv_text(rows, ";", "\r\n")
    put(name, text.encode("cp1250"))
    record(name,
           "Microsoft Outlook (Polish), a message with voting buttons → Śledzenie (Tracking) → Kopiuj stan do Schowka, pasted into Excel (Polish) under two typed title lines and saved as 'CSV (rozdzielany przecinkami)'",
           "Title and sent-date lines, a blank row, then one row per recipient: name and the tracking response written as '<button text>: dd.mm.yyyy hh:mm' (empty for no reply).",
           "Windows-1250, `;`, CRLF",
           "From memory, unverified: Outlook's tracking list showing the chosen voting button followed by the response time in one 'Response' cell, and the Copy Status to Clipboard command; Polish Excel saving CSV with ';' in Windows-1250 and padding rows to the used width.",
           {"answer": "winner", "winner": "Zakopane", "candidates": list(opts),
            "question": "Odpowiedź", "scores": opts,
            "traps": ["The answer cell also holds a date and time ('Zakopane: 07.10.2025 10:15'): every cell is unique.",
                      "Nine recipients did not answer (empty).", "Windows-1250 bytes (ł, ó, ś, –).",
                      "Two title lines and a blank row above the header."]})


# ============================================================================ 13 Adobe Connect (ask: two polls)
def make_adobe_connect() -> None:
    name = "adobe_connect_report_by_questions_q4_town_hall.csv"
    p1q = "Which weekday should the quarterly town hall move to?"
    p1 = {"Tuesday": 61, "Wednesday": 48, "Thursday": 39, "Friday": 12}
    p2q = "Which format do you prefer for the next town hall?"
    p2 = {"Fully online": 54, "Hybrid (office + online)": 71, "In person only": 35}
    check_margin(p1, "Tuesday", 5)
    check_margin(p2, "Hybrid (office + online)", 5)
    rows = [["Question #", "Question", "Question Type", "Answer", "Number of Responses", "% of Responses"]]
    for qn, (qq, d) in enumerate([(p1q, p1), (p2q, p2)], start=1):
        tot = sum(d.values())
        for k, v in d.items():
            rows.append([qn, qq, "Multiple Choice", k, v, f"{round(100 * v / tot)}%"])
    rows.append([3, "Any topic you want leadership to cover?", "Short Answer", "(see responses by attendee)", 37, ""])
    head = ["Meeting Name: Q4 Town Hall 2025", "Meeting URL: /q4townhall/", "Report: By Questions",
            "Date: 10/16/2025", ""]
    text = "".join(h + "\r\n" for h in head) + csv_text(rows, ",", "\r\n")
    put(name, b"\xef\xbb\xbf" + text.encode("utf-8"))
    scores = dict(p1, **p2)
    record(name,
           "Adobe Connect (Central), Meetings → meeting → Reports → By Questions → Download Report Data (CSV), a company town hall with two polls",
           "Four report lines and a blank line, then a long summary table: question number, question, type, answer, number of responses and percent; two multiple-choice polls (weekday and format) and a short-answer question with a response count.",
           "UTF-8 with BOM, `,`, CRLF",
           "From memory, unverified: the 'By Questions' report of a meeting and its download; the header lines and the column names are my guesses.",
           {"answer": "ask",
            "ask_because": "Two polls (new weekday and format) with different winners in one table; nothing says which decision is meant.",
            "acceptable": {p1q: "Tuesday", p2q: "Hybrid (office + online)"},
            "candidates": list(p1) + list(p2), "scores": scores,
            "scores_by_question": {p1q: p1, p2q: p2},
            "traps": ["'Hybrid' (71) beats 'Tuesday' (61) only across polls.",
                      "The short-answer row has a count (37) but no real option.",
                      "Report lines above the header; percentages are text with '%'."]})


# ============================================================================ 14 Yandex Forms (ask: two decisions)
def make_yandex() -> None:
    name = "yandex_forms_otvety_novogodniy_korporativ_2025.xlsx"
    rng = random.Random(9114)
    q1 = "Где провести новогодний корпоратив?"
    v1 = {"Лофт «Фабрика»": 38, "Загородный клуб «Сосны»": 29, "Ресторан «Волга»": 22, "Боулинг-центр «Страйк»": 14}
    q2 = "Какой формат программы вам ближе?"
    v2 = {"Квиз и караоке": 46, "Ведущий и шоу-программа": 31, "Мастер-класс и ужин": 26}
    n = sum(v1.values())
    assert n == sum(v2.values())
    check_margin(v1, "Лофт «Фабрика»", 5)
    check_margin(v2, "Квиз и караоке", 5)
    a1 = expand(v1, rng)
    a2 = expand(v2, rng)
    dept = expand({"Продажи": 35, "Разработка": 30, "Склад и логистика": 24, "Бухгалтерия": 14}, rng)
    plus = expand({"Да": 39, "Нет": 64}, rng)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Ответы"
    ws.append(["ID", "Время создания", "Ваш отдел", q1, q2, "Придёте с +1?", "Пожелания"])
    t = datetime(2025, 11, 10, 9, 3, 12)
    wishes = ["", "", "", "Только не в пятницу", "Хочется живую музыку", "", "Без алкоголя, пожалуйста",
              "", "Поближе к метро"]
    for i in range(n):
        t += timedelta(minutes=rng.randint(1, 120), seconds=rng.randint(0, 59))
        ws.append([1731000000 + i * 37 + rng.randint(0, 30), t, dept[i], a1[i], a2[i], plus[i],
                   rng.choice(wishes) or None])
        ws.cell(row=ws.max_row, column=2).number_format = "dd.mm.yyyy hh:mm:ss"
    for col, w in zip("ABCDEFG", (13, 20, 20, 30, 28, 14, 30)):
        ws.column_dimensions[col].width = w
    save_xlsx(wb, name, "Yandex Forms")
    record(name,
           "Яндекс Формы (Yandex Forms), form → Ответы → Выгрузить (XLSX), an office's New Year party survey",
           "One row per answer: numeric answer id, creation time, department, two single-choice decisions (venue and programme format), a yes/no '+1' question and free-text wishes.",
           ".xlsx, 1 sheet",
           "From memory, unverified: the id and creation-time columns followed by one column per question with the question text as header; the sheet name is a guess.",
           {"answer": "ask",
            "ask_because": "Two real decisions (venue and programme format) with different winners; nothing says which one the preview is for.",
            "acceptable": {q1: "Лофт «Фабрика»", q2: "Квиз и караоке"},
            "candidates": list(v1) + list(v2), "scores": dict(v1, **v2),
            "scores_by_question": {q1: v1, q2: v2},
            "traps": ["'Квиз и караоке' (46) beats the venue winner (38) only across questions.",
                      "'Придёте с +1?' has the biggest count ('Нет' 64) but is a yes/no attendance question.",
                      "'Ваш отдел' is categorical (Продажи 35); answer ids are large numbers.",
                      "Guillemets « » inside option names."]})


# ============================================================================ 15 WPForms entries CSV
def make_wpforms() -> None:
    name = "wpforms-lunch-and-learn-topic-vote-2025-10-20.csv"
    rng = random.Random(9115)
    topics = {"Intro to AI tools at work": 27, "Excel power tips": 21, "Public speaking basics": 15,
              "Personal finance 101": 12, "Mindfulness at work": 8}
    check_margin(topics, "Intro to AI tools at work", 4)
    n = sum(topics.values())
    a = expand(topics, rng)
    dept = expand({"Operations": 31, "Finance": 14, "Sales": 17, "IT": 9, "HR": 6, "Marketing": 6}, rng)
    assert len(dept) == n
    ppl = people(rng, n, EN_FIRST, EN_LAST)
    hdr = ["Name", "Email", "Department", "Which topic should our next Lunch & Learn cover?",
           "Anything else you'd like to see?", "Entry ID", "Entry Date", "Date Modified", "IP Address",
           "User Agent", "User ID", "Unique ID", "Entry Status"]
    uas = ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36",
           "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1",
           "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Safari/605.1.15"]
    extra = ["", "", "", "Could we record the sessions?", "Pizza again please :)", "",
             "Something on \"inbox zero\"", "", "A session on the new expense system"]
    t = datetime(2025, 10, 6, 9, 2)
    entries = []
    for i in range(n):
        t += timedelta(minutes=rng.randint(4, 200))
        fn, ln = ppl[i]
        h = t.strftime("%I").lstrip("0")
        d = f"{t:%B} {t.day}, {t.year} {h}:{t:%M} {t:%p}".replace("AM", "am").replace("PM", "pm")
        entries.append([f"{fn} {ln}", f"{fn.lower()}.{ln.lower()}@example.org", dept[i], a[i], rng.choice(extra),
                        1400 + i, d, d, ip(rng), rng.choice(uas), rng.choice([0, 0, 0, 12, 15, 31]),
                        "".join(rng.choice("0123456789abcdef") for _ in range(32)), "completed"])
    entries.reverse()
    put(name, csv_text([hdr] + entries, ",", "\r\n").encode("utf-8"))
    record(name,
           "WPForms (WordPress form builder), WPForms → Tools → Export → Form Entries (CSV), with the additional information fields ticked, an office intranet's Lunch & Learn topic vote",
           "One row per entry, newest first: name, e-mail, department (dropdown), the topic (radio), a free-text field, then Entry ID, Entry Date and Date Modified ('October 14, 2025 12:03 pm'), IP address, user agent (with commas and semicolons), user id, a 32-hex unique id and status.",
           "UTF-8, `,`, CRLF",
           "From memory, unverified: field labels as headers followed by the optional entry-information columns (Entry ID, Entry Date, Date Modified, IP Address, User Agent, User ID, Unique ID) and WordPress-style dates; the exact column names and order are my recollection.",
           {"answer": "winner", "winner": "Intro to AI tools at work", "candidates": list(topics),
            "question": "Which topic should our next Lunch & Learn cover?", "scores": topics,
            "traps": ["'Department' is a categorical column with a bigger top count (Operations 31).",
                      "Metadata columns: e-mail, IP, user agent (quoted, with commas), ids, dates.",
                      "Entry Status is constant; a comment contains doubled quotes."]})


# ============================================================================ main
README_HEAD = """# Blind test set I

15 synthetic exports, each laid out the way the named tool (or a real user workflow around it) writes it. None of
the tools is one named in sets A–H or in `tests/exports/` file names. The sealed answers are in `expected.json`.
This README gives no answers. Regenerate everything (files, `expected.json`, this README) from the repository root with

```
/work/main/.venv/bin/python tests/blind/set_i/make_set.py
```

The script is deterministic: fixed seeds, and fixed document and zip timestamps inside the .xlsx files, so two
runs give identical bytes (checked with sha256, also under a different `PYTHONHASHSEED`). It uses only the
standard library and openpyxl. All people, e-mail addresses (example.org), IDs and IP addresses (RFC 5737 ranges)
are invented.

The author of this set never read the upload reader (`dpcore/`, `ui/`, `pages/`, `app.py`, the tests or the
earlier results) and did not run it on these files.

Evidence: "verified" means I checked the layout against the tool's source code, documentation, test fixtures or
real downloads kept in a public repository, through the search index. "From memory" means I did not check it.
Where only part was checked, the row says which part. Two candidates were dropped after checking: a
participatory-budgeting platform whose exporter source carries no vote counts, and an issue tracker whose CSV
export has no vote columns.

| file | tool | shape | encoding / dialect | evidence |
|---|---|---|---|---|
"""

README_TAIL = """
Shapes covered:

- long ranked ballots from a forum poll export: one row per (voter, option) with a rank column where 0 means abstain
- ranked ballots as a JSON array in one cell (database export)
- several choices in one cell joined by SharePoint's ';#'
- one 1/0 column per option with the option name inside '[…]' of the header (German, BOM, ';', decimal commas)
- a rating grid with '*' for missing values (statistics package, Windows-1252, tab)
- long cumulative-points rows that must be summed (database client, tab, 'NULL' text)
- ready-made count tables: a database shell's output with dashed underline, Total row and rows-affected footer
  (UTF-16); a hand-typed tally sheet behind a read-me sheet with invalid / sum rows and notes
- a transposed scheduling grid (dates as rows, participants as columns, ○ / △ / ×) in Shift_JIS
- one answer per row where every answer cell also carries a time stamp (Windows-1250, ';')
- one answer per row with form metadata (e-mail, IP, user agent, ids)
- two bid logs: Swedish crowns with no-break spaces in UTF-16 from Excel; NZ dollars in copied page text
- two "ask" cases: a meeting report with two polls, a form export with two decisions

Counts: 3 of the 15 are .xlsx, 2 are bid logs, 2 rankings, 2 approval files, 1 scheduling grid, and 2 are "ask"
cases (answer `ask`, with the acceptable readings listed in `expected.json`). Encodings: UTF-8, UTF-8 with BOM,
UTF-16 LE with BOM (twice), Shift_JIS, Windows-1252 and Windows-1250. Separators: comma, semicolon and tab.
Line ends: LF and CRLF.

`expected.json` holds, for each file:

- the tool and the format evidence
- the shape
- the answer (winner or ask)
- the candidates and their scores
- the question or sheet the answer is about
- traps for a naive reader

Bid files also carry `bidder_max_bids`. Ranked files carry `rule` and extra score variants; the scheduling file
carries score variants for the 'maybe' mark. Some entries have `winner_aliases`.
"""


def main() -> None:
    for fn in (make_discourse, make_sharepoint, make_sqlcmd, make_mongoexport, make_auctionet, make_trademe,
               make_chouseisan, make_minitab, make_lamapoll, make_mysql, make_tally_xlsx, make_outlook,
               make_adobe_connect, make_yandex, make_wpforms):
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
