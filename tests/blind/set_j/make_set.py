#!/usr/bin/env python3
"""Regenerate the sealed blind test set J (15 synthetic exports + expected.json + README.md).

Run from the repository root:  /work/main/.venv/bin/python tests/blind/set_j/make_set.py

Deterministic: a fixed seed per file, fixed document timestamps and fixed zip-entry times inside
the .xlsx files, so two runs give identical bytes.  Standard library + openpyxl only.
Every person, id, e-mail address (example.org) and IP address (RFC 5737 ranges) is invented.
"""
from __future__ import annotations

import io
import json
import random
import re
import uuid
import zipfile
from collections import Counter
from datetime import datetime, timedelta
from pathlib import Path

import openpyxl
from openpyxl.styles import Font, PatternFill

OUT = Path(__file__).resolve().parent
EXPECTED: dict[str, dict] = {}
README_ROWS: list[tuple[str, str, str, str, str]] = []
FIXED_DT = datetime(2025, 10, 27, 8, 40, 0)
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


def rid(rng: random.Random, n: int, alphabet: str = "0123456789abcdefghijklmnopqrstuvwxyz") -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def ruuid(rng: random.Random) -> str:
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


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
    amounts = [a for _, a in bids]
    assert len(amounts) == len(set(amounts)), "bid amounts must be distinct"
    mx: dict[str, float] = {}
    for b, a in bids:
        mx[b] = max(mx.get(b, 0), a)

    def key(p):
        return str(int(p)) if float(p).is_integer() else f"{p:.2f}"

    scores = {key(p): round(p * sum(1 for v in mx.values() if v >= p), 2) for p in sorted(amounts)}
    return {b: (int(v) if float(v).is_integer() else v) for b, v in mx.items()}, scores


def check_bid_margin(scores: dict, min_rel: float = 0.025) -> str:
    w = argmax(scores)
    top = scores[w]
    for k, v in scores.items():
        if k != w:
            assert top - v >= min_rel * top, (w, k, scores)
    return w


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
            "Zoe", "Leo", "Nina", "Oscar", "Hannah", "Ivan", "Lena", "Marco", "Sofia", "Tom", "Elena", "Jonas"]
EN_LAST = ["Walker", "Patel", "Nguyen", "Schmidt", "Rossi", "Dubois", "Kowalski", "Jensen", "Murphy", "Garcia",
           "Novak", "Larsen", "Silva", "Costa", "Horvat", "Weber", "Fischer", "Moreau", "Bianchi", "Virtanen",
           "O'Brien", "Andersen", "Kaya", "Lindqvist", "Petrov", "Ferreira", "Doyle", "Marsh", "Young", "Reid"]
DE_FIRST = ["Anja", "Bernd", "Carla", "Dieter", "Elke", "Florian", "Gisela", "Holger", "Ines", "Jörg", "Katrin",
            "Lukas", "Monika", "Nils", "Olga", "Petra", "Ralf", "Sabine", "Timo", "Ute", "Volker", "Wiebke",
            "Yusuf", "Zeynep", "Jürgen", "Käthe", "Sören", "Björn", "Hülya", "Grete", "Emil", "Frieda"]
DE_LAST = ["Bauer", "Schröder", "Wagner", "Hoffmann", "Krüger", "Neumann", "Schmitt", "Lehmann", "Köhler",
           "Weiß", "Brandt", "Hahn", "Vogel", "Jäger", "Öztürk", "Fuchs", "Peters", "Scholz", "Möller", "Kaiser",
           "Böhm", "Engel", "Lorenz", "Günther", "Franke", "Albrecht", "Simon", "Winkler", "Huber", "Maier"]


# ============================================================================ 1 Formbricks (one answer per row + metadata)
def make_formbricks() -> None:
    name = "export-repair-cafe-name-vote-2025-10-20-09-14-52.csv"
    rng = random.Random(9201)
    q1 = "Welchen Namen soll unser Repair-Café bekommen?"
    names = {"Schraubstelle": 26, "Flickwerk": 19, "Reparatur-Treff Nord": 14, "Kaputt & Gut": 11,
             "Zweites Leben": 8}
    choice_ids = {k: rid(rng, 10) for k in names}
    q2 = "Wie oft würden Sie vorbeikommen?"
    freq = {"Jedes Mal (monatlich)": 21, "Ab und zu": 44, "Eher selten": 13}
    freq_ids = {k: rid(rng, 10) for k in freq}
    q3 = "Möchten Sie uns noch etwas mitteilen?"
    n = sum(names.values())
    assert n == sum(freq.values())
    a1 = expand(names, rng)
    a2 = expand(freq, rng)
    # five unfinished responses: q1 answered, q2 not (Formbricks saves per page)
    unfinished = set(rng.sample(range(n), 5))
    survey_id = "cm2" + rid(rng, 22)
    comments = ["", "", "", "", "Toll, dass es so etwas bald gibt!", "", "Bitte auch samstags öffnen.",
                "", "Ich könnte beim Nähen helfen.", "", "Gibt es Kaffee & Kuchen?", "",
                "Der Name sollte \"kurz\" sein, finde ich.", "", "Fahrräder, bitte, Fahrräder!", ""]
    browsers = [("Chrome", "Windows", "desktop"), ("Safari", "iOS", "phone"), ("Chrome", "Android", "phone"),
                ("Firefox", "Linux", "desktop"), ("Safari", "Mac OS", "desktop"), ("Edge", "Windows", "desktop")]
    sources = ["flyer", "newsletter", "instagram", "nachbarschaft-app", ""]
    t = datetime(2025, 10, 6, 17, 2, 11)
    rows = []
    for i in range(n):
        t += timedelta(minutes=rng.randint(3, 300), seconds=rng.randint(0, 59))
        br = rng.choice(browsers)
        fin = i not in unfinished
        rows.append({
            "Response ID": "cm2" + rid(rng, 22),
            "Timestamp": t.strftime("%Y-%m-%d %H:%M:%S"),
            "Finished": "Yes" if fin else "No",
            "Survey ID": survey_id,
            "Formbricks ID (internal)": "",
            "User ID": "",
            "Tags": rng.choice(["", "", "", "", "", "", "", "Vorstand"]),
            "url": f"https://app.formbricks.com/s/{survey_id}" + (f"?quelle={sources[i % 5]}" if sources[i % 5] else ""),
            "userAgent - browser": br[0], "userAgent - os": br[1], "userAgent - device": br[2],
            "country": rng.choice(["DE"] * 9 + ["AT"]),
            "q1": a1[i], "q1id": choice_ids[a1[i]],
            "q2": a2[i] if fin else "", "q2id": freq_ids[a2[i]] if fin else "",
            "q3": rng.choice(comments) if fin else "",
            "quelle": sources[i % 5],
        })
    rows.reverse()  # newest first
    hdr = ["No.", "Response ID", "Timestamp", "Finished", "Survey ID", "Formbricks ID (internal)", "User ID",
           "Tags", "url", "userAgent - browser", "userAgent - os", "userAgent - device", "country",
           f"1. {q1}", f"1. {q1} - Option ID", f"2. {q2}", f"2. {q2} - Option ID", f"3. {q3}", "quelle"]
    keys = ["Response ID", "Timestamp", "Finished", "Survey ID", "Formbricks ID (internal)", "User ID", "Tags", "url",
            "userAgent - browser", "userAgent - os", "userAgent - device", "country", "q1", "q1id", "q2", "q2id",
            "q3", "quelle"]

    def jq(s: str) -> str:  # json2csv default: strings always quoted, numbers bare
        return '"' + s.replace('"', '""') + '"'

    lines = [",".join(jq(h) for h in hdr)]
    for no, r in enumerate(rows, start=1):
        lines.append(",".join([str(no)] + [jq(r[k]) for k in keys]))
    put(name, "\n".join(lines).encode("utf-8"))
    scores = dict(names)
    fin_only = Counter(r["q1"] for r in rows if r["Finished"] == "Yes")
    scores_fin = {k: fin_only[k] for k in names}
    check_margin(scores, "Schraubstelle", 5)
    check_margin(scores_fin, "Schraubstelle", 3)
    record(name,
           "Formbricks (open-source survey tool), link survey → Responses → Download → 'All responses (CSV)', a neighbourhood repair café's name vote (German)",
           "One row per response, newest first: running No., response id, timestamp, Finished Yes/No, survey id, empty contact/user ids, tags, meta columns (url with a ?quelle= parameter, browser, os, device, country), then each choice question as two columns '<n>. <headline>' (label) and '<n>. <headline> - Option ID' (random choice id), a free-text question and a hidden field 'quelle'. Five unfinished responses answered only question 1.",
           "UTF-8 (no BOM), `,`, LF, every string quoted (json2csv), no final newline",
           "Verified against formbricks/formbricks source: apps/web/lib/response/utils.ts (getResponsesJson: 'No.', 'Response ID', 'Timestamp', 'Finished' Yes/No, 'Survey ID', 'Formbricks ID (internal)', 'User ID', 'Tags', meta keys flattened as '<key> - <subKey>', '<idx>. <headline>' plus '<idx>. <headline> - Option ID' for choice questions, hidden fields after the questions; getResponsesFileName 'export-<survey-name>-<date>.csv'), apps/web/lib/utils/file-conversion.ts (json2csv AsyncParser) and the datetime helper ('YYYY-MM-DD HH:MM:SS', en-CA). json2csv's default quoting of every string, LF and no final newline, the meta key order and newest-first order are from memory.",
           {"answer": "winner", "winner": "Schraubstelle", "candidates": list(names), "question": f"1. {q1}",
            "scores": scores, "scores_note": "scores = all responses that answered question 1 (finished or not); counting only Finished = Yes names the same winner",
            "scores_finished_only": scores_fin,
            "traps": ["Each choice question has a second '- Option ID' column of random ids that are unique per option.",
                      "Question 2 (frequency) has a bigger top count ('Ab und zu' 44) but is not the decision.",
                      "Five unfinished rows (Finished = No) have question 1 but empty question 2.",
                      "'Kaputt & Gut' has '&'; a comment contains doubled quotes; 'No.' is a running number."]})


# ============================================================================ 2 EUSurvey content export (xls → xlsx)
def make_eusurvey() -> None:
    name = "eusurvey_content_export_envnet_am2026_workshops.xlsx"
    rng = random.Random(9202)
    topics = ["Nature restoration in river basins", "Circular public procurement", "Citizen science and monitoring",
              "Heat-resilient cities", "Funding opportunities under LIFE"]
    prob = [0.42, 0.30, 0.55, 0.36, 0.40]
    orgs = expand({"Public authority": 31, "NGO / civil society": 19, "University / research": 14,
                   "Private company": 8}, rng)
    n = len(orgs)
    attend = expand({"Yes": 47, "No": 9, "Not yet sure": 16}, rng)
    picks = []
    cnt = Counter()
    for i in range(n):
        if i in (11, 40):
            picks.append([])
            continue
        p = [t for t, pr in zip(topics, prob) if rng.random() < pr]
        while len(p) > 3:
            p.pop(rng.randrange(len(p)))
        if not p:
            p = [rng.choice(topics)]
        picks.append(p)
        cnt.update(p)
    scores = {t: cnt[t] for t in topics}
    w = argmax(scores)
    check_margin(scores, w, 4)
    assert w == "Citizen science and monitoring", scores
    assert max(scores.values()) < 47
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Content"
    ws["A1"] = "Alias"
    ws["B1"] = "ENVNET-AM2026-Workshops"
    ws["A2"] = "Export Date"
    ws["B2"] = datetime(2025, 10, 21, 16, 4)
    ws["B2"].number_format = "dd/mm/yyyy hh:mm"
    hdr = ["Type of organisation",
           "Which workshop topics should be on the agenda of the 2026 annual meeting? (max. 3)",
           "Will you attend the annual meeting in person?", "Any other suggestion for the programme?",
           "Contribution Id", "User Name", "Creation Date", "Last Update", "Languages"]
    title_style = Font(bold=True)
    fill = PatternFill("solid", fgColor="FF99CCFF")
    for j, h in enumerate(hdr, start=1):
        c = ws.cell(row=4, column=j, value=h)
        c.font = title_style
        c.fill = fill
    sugg = ["", "", "", "", "More time for networking, please.", "", "A field visit to the restored floodplain?",
            "", "Please avoid parallel sessions on the second day.", "", "Interpretation into French would help.",
            "", "Could the LIFE session include a Q&A with the agency?"]
    langs = ["EN"] * 7 + ["FR", "DE", "IT"]
    t = datetime(2025, 9, 15, 9, 30)
    for i in range(n):
        t += timedelta(minutes=rng.randint(20, 900))
        upd = t + timedelta(minutes=rng.choice([0, 0, 0, 0, 3, 45]))
        r = 5 + i
        ws.cell(row=r, column=1, value=orgs[i])
        ws.cell(row=r, column=2, value=";".join(picks[i]))
        ws.cell(row=r, column=3, value=attend[i])
        ws.cell(row=r, column=4, value=rng.choice(sugg))
        ws.cell(row=r, column=5, value=ruuid(rng))
        ws.cell(row=r, column=6, value="Anonymous")
        for col, v in ((7, t), (8, upd)):
            c = ws.cell(row=r, column=col, value=v)
            c.number_format = "dd/mm/yyyy hh:mm"
        ws.cell(row=r, column=9, value=rng.choice(langs))
    for col in "ABCDEFGHI":
        ws.column_dimensions[col].width = 19.5
    save_xlsx(wb, name, "EUSurvey")
    record(name,
           "EUSurvey (European Commission's open-source survey service), Results → Export → 'Content' as Excel (.xls), opened in Microsoft Excel and saved as .xlsx, a European environment network's annual-meeting survey",
           "Sheet 'Content': 'Alias' and 'Export Date' key/value rows, an empty row, then a bold header row and one row per contribution: organisation type (single choice), the workshop-topic question with up to three chosen answers joined by ';' in one cell (two empty), an attendance question, a free-text suggestion, then Contribution Id (UUID), User Name ('Anonymous'), Creation Date, Last Update and Languages.",
           ".xlsx, 1 sheet",
           "Verified against EUSurvey/EUSURVEY source (src/main/java/com/ec/survey/tools/export/XlsExportCreator.java): sheet 'Content', initWorkbook writes 'Alias' / survey alias and 'Export Date' / date then an empty row, insertHeader writes question titles then 'Contribution Id', 'User Name', 'Creation Date', 'Last Update', 'Languages', parseAnswerSet joins several answers of one question with ';' and writes 'Anonymous' for anonymous surveys. The original export is .xls (HSSF); the re-save as .xlsx, the date formats and the header fill colour are from memory.",
           {"answer": "winner", "winner": w, "candidates": topics,
            "question": "Which workshop topics should be on the agenda of the 2026 annual meeting? (max. 3)",
            "sheet": "Content", "scores": scores,
            "scores_note": "approval: number of contributions choosing each topic",
            "traps": ["Up to three answers joined by ';' in one cell; two contributions chose none.",
                      "'Will you attend ... in person?' has a bigger count ('Yes' 47) but is a yes/no question.",
                      "'Type of organisation' is categorical (Public authority 31).",
                      "Alias / Export Date rows and an empty row above the header; 'Anonymous' user names and UUIDs."]})


# ============================================================================ 3 Questant raw data (Shift_JIS, 1/0 per option)
def make_questant() -> None:
    name = "questant_rawdata_shain_ryoko_2026_ikisaki.csv"
    rng = random.Random(9203)
    dests = ["箱根温泉", "京都・奈良", "沖縄", "北海道（札幌・小樽）", "金沢・能登", "その他"]
    prob = [0.38, 0.52, 0.41, 0.47, 0.22, 0.06]
    depts = {1: "営業部", 2: "開発部", 3: "管理部", 4: "製造部", 5: "その他"}
    dcodes = expand({1: 34, 2: 29, 3: 14, 4: 38, 5: 6}, rng)
    n = len(dcodes)
    join = expand({1: 78, 2: 31, 3: 12}, rng)
    data = []
    cnt = Counter()
    for i in range(n):
        sel = [d for d, p in zip(dests, prob) if rng.random() < p]
        while len(sel) > 3:
            sel.pop(rng.randrange(len(sel)))
        if not sel:
            sel = [rng.choice(dests[:5])]
        data.append(sel)
        cnt.update(sel)
    scores = {d: cnt[d] for d in dests}
    w = argmax(scores)
    check_margin(scores, w, 5)
    assert w == "京都・奈良", scores
    fa = ["", "", "", "", "", "", "2泊3日希望です", "", "温泉があるとうれしい", "", "子連れ参加可にしてほしい", "",
          "夏休みと重ならない日程でお願いします", "", "「自由行動」の時間がほしい"]
    hdr1 = ["No", "回答日時", "Q1"] + [f"Q2_{k}" for k in range(1, len(dests) + 1)] + ["Q3", "Q4"]
    hdr2 = ["", "", "所属部署を教えてください。"] + dests + ["社員旅行に参加しますか。", "ご意見・ご要望があればお書きください。"]
    rows = [hdr1, hdr2]
    t = datetime(2025, 10, 1, 9, 12, 40)
    for i in range(n):
        t += timedelta(minutes=rng.randint(2, 160), seconds=rng.randint(0, 59))
        rows.append([i + 1, t.strftime("%Y/%m/%d %H:%M:%S"), dcodes[i]]
                    + [1 if d in data[i] else 0 for d in dests] + [join[i], rng.choice(fa)])
    text = csv_text(rows, ",", "\r\n", always=True)
    put(name, text.encode("cp932"))
    record(name,
           "Questant (クエスタント, Macromill's Japanese online survey tool), 集計 → ローデータダウンロード (CSV), a company's 2026 staff-trip destination survey",
           "Two header rows (question codes No / 回答日時 / Q1 / Q2_1 … Q2_6 / Q3 / Q4, then the question texts with the option labels over the Q2_n columns), then one row per respondent: department as a numeric code, one 1/0 column per destination for the 'up to three' question (その他 is an option too), a participation code and free text.",
           "Shift_JIS (cp932), `,`, CRLF, every field quoted",
           "From memory, unverified: a Japanese research-tool raw-data CSV with a code row and a label row, multiple-answer options as 1/0 columns and single answers as codes, written in Shift_JIS for Japanese Excel; not checked with the search tools.",
           {"answer": "winner", "winner": w, "candidates": dests,
            "question": "Q2 行ってみたい旅行先（3つまで）", "scores": scores,
            "scores_note": "approval: number of respondents with 1 in each Q2_n column",
            "traps": ["Option labels are only in the second header row; the first row has codes Q2_1 … Q2_6.",
                      "Q1 and Q3 hold numeric codes (1–5, 1–3) with no labels for the codes.",
                      "Shift_JIS bytes; every field quoted; 'No' is a running number."]})


# ============================================================================ 4 jamovi CSV export (rating grid)
def make_jamovi() -> None:
    name = "jamovi_export_choir_winter_concert_piece_ratings.csv"
    rng = random.Random(9204)
    pieces = ["Hallelujah", "The Rose", "Africa", "Bohemian Rhapsody", "Fix You", "Ubi caritas"]
    base = [3.3, 3.35, 2.9, 3.1, 3.4, 4.2]
    sections = expand({"Soprano": 14, "Alto": 13, "Tenor": 8, "Bass": 9}, rng)
    n = len(sections)
    grid = []
    for i in range(n):
        r = []
        for b in base:
            if rng.random() < 0.07:
                r.append(None)
            else:
                r.append(max(1, min(5, round(b + rng.gauss(0, 0.9)))))
        grid.append(r)
    sums = {p: sum(r[j] for r in grid if r[j] is not None) for j, p in enumerate(pieces)}
    ns = {p: sum(1 for r in grid if r[j] is not None) for j, p in enumerate(pieces)}
    means = {p: round(sums[p] / ns[p], 3) for p in pieces}
    w = argmax(means)
    check_margin(means, w, 0.3)
    check_margin(sums, w, 10)
    assert w == "Ubi caritas"
    cols = ["ID", "Section", "Years in choir"] + pieces + ["Mean rating"]
    lines = [",".join('"' + c + '"' for c in cols)]
    for i in range(n):
        vals = [r for r in grid[i] if r is not None]
        mean = sum(vals) / len(vals)
        cells = [str(101 + i), '"' + sections[i] + '"', str(rng.choice([1, 2, 2, 3, 4, 5, 6, 8, 10, 12, 15, 21]))]
        cells += ["" if v is None else str(v) for v in grid[i]]
        cells.append(str(mean) if not float(mean).is_integer() else str(float(mean)))
        lines.append(",".join(cells))
    put(name, ("\n".join(lines) + "\n").encode("utf-8"))
    record(name,
           "jamovi (open-source statistics software), data entered in the spreadsheet view with a computed 'Mean rating' column, then ☰ → Export → Data → CSV, a community choir's rating of candidate pieces for the winter concert",
           "Rating grid: one row per singer with an ID, voice section and years in choir, then one column per candidate piece holding a 1–5 rating (empty where the singer did not rate it), and a computed per-singer mean written with full float precision.",
           "UTF-8 (no BOM), `,`, LF",
           "Verified against jamovi/jamovi source (server/jamovi/server/formatio/csv.py, write()): every column name in double quotes, text cells quoted (empty text bare), numbers via str() (floats with full precision), missing values as empty fields, '\\n' line ends, UTF-8, virtual and filter columns skipped. That a computed column is written like data is inferred from the same code.",
           {"answer": "winner", "winner": w, "candidates": pieces, "question": "rating 1–5 per piece",
            "scores": means, "scores_note": "scores = mean rating over the singers who rated the piece; the sum of ratings names the same winner",
            "scores_sum": sums,
            "traps": ["'Mean rating' is a per-singer computed column (e.g. 3.6666666666666665), not a candidate.",
                      "'ID' (101…) and 'Years in choir' are numbers, not ratings.",
                      "Empty cells are missing ratings, not zero."]})


# ============================================================================ 5 Hebrew ranked ballots, Collabora (cp1255)
def make_hebrew() -> None:
    name = "vaad_habayit_rimon14_dirug_collabora_cp1255.csv"
    rng = random.Random(9205)
    A, B, C, D, E = "רונית כהן", "אבי לוי", "מיכל פרץ", "יוסי מזרחי", "דנה אברהם"
    cands = [A, B, C, D, E]
    patterns = [([C, A, B], 5), ([C, E], 3), ([C, B, A, D], 2),
                ([A, C, D], 4), ([A, B], 3),
                ([B, A, C], 3), ([B, C], 2),
                ([D, C, A], 2), ([D, B], 1), ([D, E, C], 1),
                ([E, C, D], 2), ([E, A], 1)]
    ballots = [list(p) for p, k in patterns for _ in range(k)]
    rng.shuffle(ballots)
    rounds = irv(ballots, cands)
    first = rounds[0]
    bor = borda(ballots, cands)
    check_margin(first, C, 3)
    check_margin(bor, C, 5)
    assert argmax(rounds[-1]) == C
    ncol = 1 + len(cands) + 1
    rows = [["בחירות לוועד הבית – רחוב הרימון 14, תשרי תשפ\"ו"] + [""] * (ncol - 1),
            ["דירוג: 1 = עדיפות ראשונה, 2 = שנייה וכו'. אין חובה לדרג את כולם."] + [""] * (ncol - 1),
            [""] * ncol,
            ["מס' פתק"] + cands + ["הערות"]]
    invalid_pos = 9
    notes_pool = ["", "", "", "", "", "", "הוכנס ע\"י שרה (מזכירה)", "", "נמסר ביד"]
    out_ballots = list(ballots)
    out_ballots.insert(invalid_pos, None)
    for i, b in enumerate(out_ballots, start=1):
        if b is None:
            ranks = ["1", "1", "", "2", ""]
            rows.append([str(i)] + ranks + ["פסול – שני מספרי 1"])
            continue
        ranks = [str(b.index(c) + 1) if c in b else "" for c in cands]
        rows.append([str(i)] + ranks + [rng.choice(notes_pool)])
    text = csv_text(rows, ",", "\n")
    put(name, text.encode("cp1255"))
    record(name,
           "Nextcloud Office (Collabora Online, Hebrew UI), a residents' committee ballots sheet typed by hand, File → Download as → CSV with character set 'Hebrew (Windows-1255)'",
           "Ranked ballots as rank-number columns: a title line and an instruction line, an empty row, then a header 'מס' פתק' (ballot no.), one column per candidate holding the rank the voter wrote (1 = first choice; not every candidate ranked) and a notes column; one ballot marked invalid ('פסול') with two 1s. Rows are padded with commas to the table width.",
           "Windows-1255, `,`, LF",
           "Hand-made layout. The LibreOffice-based CSV filter writing every row to the used width, quoting only cells that contain the separator or a quote, and LF line ends on a Linux server are from memory.",
           {"answer": "winner", "winner": C, "candidates": cands, "question": "דירוג (rank numbers)",
            "rule": "ranked choice: rank numbers per candidate column (1 = first choice, blank = unranked); the invalid ballot is excluded; first preferences, Borda (4-3-2-1-0, unranked 0) and instant runoff agree",
            "scores": first, "scores_note": "scores = first preferences over the valid ballots",
            "scores_borda": bor, "irv_rounds": rounds,
            "traps": ["Windows-1255 Hebrew; right-to-left text.",
                      "Cells are ranks: the smallest number is best, not the biggest.",
                      "One ballot is marked 'פסול' (invalid) and has two 1s.",
                      "Title and instruction lines above the header; a note contains an escaped quote (ע\"י)."]})


# ============================================================================ 6 Oracle SQL*Plus CSV spool (long scores)
def make_sqlplus() -> None:
    name = "sqlplus_spool_canteen_concept_scores.csv"
    rng = random.Random(9206)
    concepts = ["Poke bowls", "Regional Kitchen", "Pasta Bar", "Curry & Dal", "Salad Lab"]
    base = [3.5, 3.3, 3.55, 4.15, 3.0]
    sites = expand({"Leeds": 22, "Sheffield": 19, "York": 15}, rng)
    n = len(sites)
    rows = [["RESPONDENT_ID", "SITE", "CONCEPT", "SCORE", "SUBMITTED_ON"]]
    sums = Counter()
    cnts = Counter()
    d0 = datetime(2025, 10, 13)
    mon = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
    ids = sorted(rng.sample(range(40210, 40990), n))
    for i in range(n):
        d = d0 + timedelta(days=rng.randint(0, 4))
        ds = f"{d.day:02d}-{mon[d.month - 1]}-{d.year % 100:02d}"
        for c, b in zip(concepts, base):
            if rng.random() < 0.06:
                s = None
            else:
                s = max(1, min(5, round(b + rng.gauss(0, 0.95))))
                sums[c] += s
                cnts[c] += 1
            rows.append([ids[i], sites[i], c, s, ds])
    means = {c: round(sums[c] / cnts[c], 3) for c in concepts}
    tot = {c: sums[c] for c in concepts}
    w = argmax(means)
    check_margin(means, w, 0.3)
    check_margin(tot, w, 15)
    assert w == "Curry & Dal"

    def cell(v, j):
        if v is None:
            return ""
        if j in (0, 3):
            return str(v)
        return '"' + str(v).replace('"', '""') + '"'

    lines = [",".join('"' + h + '"' for h in rows[0])]
    for r in rows[1:]:
        lines.append(",".join(cell(v, j) for j, v in enumerate(r)))
    text = "\n".join(lines) + "\n\n" + f"{len(rows) - 1} rows selected.\n\n"
    put(name, text.encode("utf-8"))
    record(name,
           "Oracle SQL*Plus (19c): SET MARKUP CSV ON, SPOOL canteen_concept_scores.csv, SELECT r.respondent_id, r.site, c.concept, s.score, r.submitted_on FROM ... ORDER BY r.respondent_id, c.sort_order; SPOOL OFF (feedback left on), an employee canteen's tasting of five new lunch concepts",
           "Long rating rows: one row per (respondent, concept) with a 1–5 score (empty where the respondent skipped the concept) and the site and date repeated on every row of a respondent; after the data a blank line, the '280 rows selected.' feedback line and a blank line.",
           "UTF-8 (AL32UTF8), `,`, LF, strings and dates quoted, numbers bare",
           "Partly verified: SET MARKUP CSV ON output with quoted upper-case column headings and quoted text values, QUOTE ON by default (a pastebin transcript of 19c found by docs search, and the Oracle SQL*Plus guide on CSV reports: DELIMITER and QUOTE OFF options, SET FEEDBACK). Numbers printed bare, NULL as an empty field, DD-MON-RR dates quoted and the feedback line in the spool file are from memory.",
           {"answer": "winner", "winner": w, "candidates": concepts, "question": "SCORE",
            "scores": means, "scores_note": "scores = mean SCORE per CONCEPT (NULL skipped); the sum of scores names the same winner",
            "scores_sum": tot,
            "traps": ["Long format: scores must be grouped by CONCEPT; every concept has the same number of rows.",
                      "RESPONDENT_ID (40210…) is a number, not a score; NULL scores are empty fields.",
                      "'280 rows selected.' feedback line after a blank line at the end.",
                      "'Curry & Dal' contains '&'; SITE is categorical."]})


# ============================================================================ 7 Clarity ENR summary.csv (ask: several contests)
def make_clarity() -> None:
    name = "summary.csv"
    contests = [
        ("Mayor (Vote For 1)", [("Patricia Okafor", "NP", 3184), ("Gregory Lindqvist", "NP", 2876),
                                ("Dana Whitfield", "NP", 911), ("Write-in", "", 38)], 214, 0),
        ("Park District Commissioner (Vote For 1)", [("Luis Ortega", "NP", 2731), ("Sandra Kim", "NP", 3062),
                                                     ("Write-in", "", 45)], 1385, 0),
        ("Proposition A - Library Expansion Bond (Vote For 1)", [("Yes", "", 4150), ("No", "", 2877)], 196, 0),
    ]
    registered, cast, n_prec = 11842, 7223, 9
    rows = []
    ln = 0
    for cname, choices, under, over in contests:
        tot = sum(v for _, _, v in choices)
        for ch, party, v in choices:
            ln += 1
            rows.append(f'{ln},"{cname}","{ch}","{party}",{v},{100 * v / tot:.2f},{registered},{cast},'
                        f'{n_prec},{n_prec},"{over}","{under}"')
    hdr = ('"line number","contest name","choice name","party name","total votes","percent of votes",'
           '"registered voters","ballots cast","num Precinct total","num Precinct rptg","over votes","under votes"')
    put(name, (hdr + "\r\n" + "\r\n".join(rows) + "\r\n").encode("utf-8"))
    by_q = {}
    acc = {}
    for cname, choices, _, _ in contests:
        sc = {ch: v for ch, _, v in choices}
        by_q[cname] = sc
        w = argmax(sc)
        check_margin(sc, w, 100)
        acc[cname] = w
    flat = {}
    for sc in by_q.values():
        flat.update(sc)
    record(name,
           "Scytl / SOE Software Clarity Elections (election-night reporting), results page → Downloadable results → summary.zip, the summary.csv inside it, for a small city's municipal election",
           "Ready-made long count table, one row per (contest, choice): line number, contest name with '(Vote For 1)', choice, party code (NP or empty), total votes, percent of votes, registered voters, ballots cast, precinct counts, over votes and under votes (quoted numbers); three contests (mayor, park commissioner, a Yes/No bond proposition) each with its own winner.",
           "UTF-8 (no BOM), `,`, CRLF, text and over/under votes quoted",
           "Verified: the header \"line number\",\"contest name\",\"choice name\",\"party name\",\"total votes\",\"percent of votes\",\"registered voters\",\"ballots cast\",\"num Precinct total\",\"num Precinct rptg\",\"over votes\",\"under votes\" and row style (quoted text, bare numbers, quoted over/under votes) from real summary.csv excerpts quoted in public repositories (Colorado 2024 and 2014 results in RLA audit code, a Michigan county parser), found by find_string. CRLF and the absence of a BOM are from memory.",
           {"answer": "ask",
            "ask_because": "Three contests (mayor, park commissioner, a bond proposition) with different winners in one table; nothing says which decision is meant.",
            "acceptable": acc, "candidates": list(flat), "scores": flat, "scores_by_question": by_q,
            "traps": ["'Yes' on the proposition (4150) has the most votes of all rows.",
                      "registered voters / ballots cast repeat on every row and are bigger than any count.",
                      "'Write-in' rows; over/under votes are quoted numbers; percent of votes is per contest."]})


# ============================================================================ 8 OK.VOTE Open-Data CSV (district cross-tab, coded columns)
def make_okvote() -> None:
    name = "Open-Data-Buergermeisterwahl-Bayern1176.csv"
    rng = random.Random(9208)
    share = [0.36, 0.41, 0.15, 0.08]  # D1, D2, D3, D4
    rows = ["datum;wahl;ags;gebiet-nr;gebiet-name;max-schnellmeldungen;anz-schnellmeldungen;"
            "A1;A2;A3;A;B;B1;C;D;D1;D2;D3;D4"]
    dat, wahl, ags = "08.03.2026", "Wahl des ersten Bürgermeisters", "09189917"
    tot = Counter()
    urne = [f"{k:02d}" for k in range(1, 10)]
    brief = [f"{k:02d}" for k in range(21, 25)]
    a_sum = 0
    for nr in urne + brief:
        if nr in urne:
            a1 = rng.randint(520, 880)
            a2 = rng.randint(180, 420)
            a = a1 + a2
            a_sum += a
            b = int(a1 * rng.uniform(0.38, 0.5))
            b1 = 0
        else:
            a1 = a2 = a = 0
            b = rng.randint(520, 760)
            b1 = b
        c = rng.randint(2, 14)
        d = b - c
        w = [max(0.01, s + rng.uniform(-0.035, 0.035)) for s in share]
        parts = [int(d * x / sum(w)) for x in w]
        parts[0] += d - sum(parts)
        for k, v in enumerate(parts):
            tot[f"D{k + 1}"] += v
        rows.append(f"{dat};{wahl};{ags};{nr};Stimmbezirk {nr};1;1;{a1};{a2};0;{a};{b};{b1};{c};{d};"
                    + ";".join(str(v) for v in parts))
    # district 10 reported but its eligibility columns were left empty (as in real files)
    b = 247
    c = 3
    d = b - c
    parts = [88, 101, 37, 18]
    assert sum(parts) == d
    for k, v in enumerate(parts):
        tot[f"D{k + 1}"] += v
    rows.insert(10, f"{dat};{wahl};{ags};10;Stimmbezirk 10;1;1;;;;;{b};0;{c};{d};" + ";".join(map(str, parts)))
    rows.insert(1, f"{dat};{wahl};{ags};0;Stimmberechtigte;1;1;0;{a_sum};0;{a_sum};0;0;0;0;0;0;0;0")
    scores = {k: tot[k] for k in ["D1", "D2", "D3", "D4"]}
    check_margin(scores, "D2", 100)
    put(name, ("\n".join(rows) + "\n").encode("utf-8"))
    record(name,
           "OK.VOTE (AKDB election software used by Bavarian municipalities), election-night portal → Open Data → 'Open-Data-Buergermeisterwahl-Bayern<nr>.csv' (results by polling district), a mayoral election in an invented municipality",
           "Cross-tab by polling district: date, election, municipality key, district number and name, report counters, then coded count columns A1/A2/A3/A (eligible voters), B (voters), B1 (postal voters), C (invalid), D (valid) and D1…D4 (votes per nominee, by ballot position, no names in the file); nine in-person districts, four postal-vote districts with zero eligibility, one district with empty eligibility cells and a leading 'Stimmberechtigte' summary row.",
           "UTF-8 (no BOM), `;`, LF",
           "Verified against real OK.VOTE open-data files kept in fxedel/vaterstetten-in-zahlen (data/wahlen/kommunalwahl2020/raw/Open-Data-Buergermeister-Stichwahl-Bayern1396.csv, Open-Data-Landratswahl-Bayern1146.csv; fetched, UTF-8 without BOM, LF in the repository copy): the header 'datum;wahl;ags;gebiet-nr;gebiet-name;max-schnellmeldungen;anz-schnellmeldungen;A1;A2;A3;A;B;B1;C;D;D1;…', the 'Stimmberechtigte' row with gebiet-nr 0, postal districts with A = 0 and B1 = B, and a district with empty A columns. The numbers and the municipality key are invented.",
           {"answer": "winner", "winner": "D2", "candidates": ["D1", "D2", "D3", "D4"], "question": "D1–D4 (votes per nominee)",
            "scores": scores, "scores_note": "scores = column sums of D1…D4 over all districts (the 'Stimmberechtigte' row has zeros there)",
            "traps": ["Nominees are only coded columns D1…D4; column D is the valid-vote total and is larger than any nominee.",
                      "A1/A2/A/B/B1 hold eligible voters and turnout, not votes for anyone.",
                      "A leading 'Stimmberechtigte' row and postal districts with zero eligibility; one district has empty A columns."]})


# ============================================================================ 9 Fider posts export (item list with vote counts)
def make_fider() -> None:
    name = "fider_posts_export_makerspace_wishlist.csv"
    rng = random.Random(9209)
    posts = [
        ("Second laser cutter (bigger bed)", 47, "planned", "The 60 W one has a 3-week waiting list.\nA 1000×600 bed would fit plywood sheets.", "hardware"),
        ("Open the space on Sunday afternoons", 38, "open", "", "opening-hours"),
        ("Dust extraction for the woodshop", 35, "started", "Cyclone + ducting, see the forum thread.", "hardware, safety"),
        ("Induction course for the CNC router", 29, "completed", "", "courses"),
        ("Sewing machine with serger", 24, "open", "An overlocker would help the cosplay group.", "hardware"),
        ("Soldering evening for kids", 21, "open", "", "courses, kids"),
        ("Bike repair stand", 18, "open", "", "hardware"),
        ("Better Wi-Fi in the back room", 17, "declined", "Covered by the landlord's network, sorry.", "infrastructure"),
        ("Resin printer", 15, "open", "Needs a vented cabinet \"for sure\".", "hardware"),
        ("Locker rental", 13, "open", "", "infrastructure"),
        ("Monthly repair café", 12, "planned", "", "events"),
        ("Vinyl cutter", 11, "open", "", "hardware"),
        ("Electronics component vending machine", 9, "open", "", "infrastructure"),
        ("Laser cutter #2", 0, "duplicate", "", "hardware"),
        ("Coffee machine that isn't broken", 8, "completed", "", "infrastructure"),
        ("Pottery wheel", 7, "open", "", "hardware"),
        ("Textile printing (screen printing) workshop", 6, "open", "", "courses"),
        ("Night access for key holders", 6, "declined", "Insurance does not allow it.", "opening-hours"),
        ("3D scanner", 5, "open", "", "hardware"),
        ("Shelf for member projects", 4, "open", "", "infrastructure"),
        ("Welding course", 4, "open", "", ""),
        ("Board game night", 3, "open", "", "events"),
        ("Plant corner", 2, "open", "", ""),
        ("Label printer", 1, "open", "", ""),
        ("Bigger fridge", 1, "open", "", "infrastructure"),
    ]
    authors = ["Jonas Weber", "Priya Patel", "Marco Bianchi", "Lena Fischer", "Tom Reid", "Sofia Costa",
               "Ivan Petrov", "Hannah Larsen", "Oscar Silva", "Nina Horvat"]
    numbers = list(range(1, len(posts) + 9))
    rng.shuffle(numbers)
    rows = [["number", "title", "description", "created_at", "created_by", "votes_count", "comments_count",
             "status", "responded_by", "responded_at", "response", "original_number", "original_title", "tags"]]
    t0 = datetime(2024, 11, 2, 18, 0, 0)
    recs = []
    for k, (title, votes, status, desc, tags) in enumerate(posts):
        created = t0 + timedelta(days=rng.randint(0, 330), minutes=rng.randint(0, 1400))
        responded = ["", "", "", "", ""]
        if status != "open":
            ra = created + timedelta(days=rng.randint(2, 40))
            text = {"planned": "On the list for the next budget round.", "started": "Ordered parts, install in November.",
                    "completed": "Done!", "declined": desc or "Not possible, sorry.",
                    "duplicate": ""}[status]
            responded = ["Marco Bianchi", ra.strftime("%Y-%m-%dT%H:%M:%SZ"), text, "", ""]
            if status == "duplicate":
                responded[3] = str(numbers[0])
                responded[4] = posts[0][0]
        recs.append([str(numbers[k]), title, desc if status != "declined" else "", created.strftime("%Y-%m-%dT%H:%M:%SZ"),
                     rng.choice(authors), str(votes), str(rng.randint(0, 14)), status] + responded + [tags])
    recs.sort(key=lambda r: int(r[0]), reverse=True)
    rows += recs

    def goq(f: str) -> str:  # Go encoding/csv fieldNeedsQuotes
        if f == "":
            return f
        if any(c in f for c in ',"\r\n') or f[0] in " \t":
            return '"' + f.replace('"', '""') + '"'
        return f

    put(name, "".join(",".join(goq(f) for f in r) + "\n" for r in rows).encode("utf-8"))
    scores = {p[0]: p[1] for p in posts}
    check_margin(scores, posts[0][0], 5)
    record(name,
           "Fider (open-source feedback / idea voting board), Site settings → Export → 'Export posts' (posts.csv), a makerspace's wishlist board",
           "Item list: one row per post (number descending) with title, multi-line description, created_at, author, votes_count, comments_count, status slug (open / planned / started / completed / declined / duplicate), the staff response columns, original post of a duplicate and comma-joined tags.",
           "UTF-8 (no BOM), `,`, LF, Go encoding/csv quoting",
           "Verified against getfider/fider source: app/pkg/csv/csv.go (header number,title,description,created_at,created_by,votes_count,comments_count,status,responded_by,responded_at,response,original_number,original_title,tags; RFC 3339 dates; tags joined with ', '; Go encoding/csv writer) and the fixture app/pkg/csv/testdata/more-posts.csv (lower-case status slugs). The export menu path and the row order are from memory.",
           {"answer": "winner", "winner": posts[0][0], "candidates": [p[0] for p in posts], "question": "votes_count",
            "scores": scores, "winner_aliases": ["Second laser cutter"],
            "traps": ["'number' (post ids up to 33) and comments_count are numbers, not votes.",
                      "A multi-line quoted description; a duplicate post ('Laser cutter #2', 0 votes) points to the winner.",
                      "Status slugs, staff response columns and comma-joined tags in quotes."]})


# ============================================================================ 10 TurningPoint results workbook (ask: two polls)
def make_turningpoint() -> None:
    name = "turningpoint_results_pta_spring_meeting_2026.xlsx"
    rng = random.Random(9210)
    q1 = "Which evening works best for the spring family dinner?"
    v1 = {"Thursday 19 March": 14, "Friday 20 March": 23, "Friday 27 March": 17, "Saturday 28 March": 9}
    q2 = "Which caterer should we book?"
    v2 = {"Mama Rosa's Pizzeria": 18, "Spice Route (Indian)": 13, "Green Fork (vegetarian)": 26, "BBQ Brothers": 6}
    n = sum(v1.values())
    assert n == sum(v2.values())
    check_margin(v1, "Friday 20 March", 5)
    check_margin(v2, "Green Fork (vegetarian)", 5)
    a1 = expand(v1, rng)
    a2 = expand(v2, rng)
    letters1 = {k: chr(65 + i) for i, k in enumerate(v1)}
    letters2 = {k: chr(65 + i) for i, k in enumerate(v2)}
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Session Overview"
    bold = Font(bold=True)
    for r in [["Session Name", "PTA Spring Meeting 2026"], ["Date", "03/02/2026 7:05 PM"],
              ["Presenter", "Oak Hill Elementary PTA"], ["Participant List", "Auto"],
              ["Total Participants", n], ["Total Questions", 2], [], ["#", "Question", "Responses"],
              [1, q1, n], [2, q2, n]]:
        ws.append(r)
    for c in ("A1", "A2", "A3", "A4", "A5", "A6", "A8", "B8", "C8"):
        ws[c].font = bold
    ws.column_dimensions["A"].width = 18
    ws.column_dimensions["B"].width = 58
    ws2 = wb.create_sheet("Results by Question")
    r = 1
    for qn, (qq, d, lt) in enumerate([(q1, v1, letters1), (q2, v2, letters2)], start=1):
        ws2.cell(row=r, column=1, value=f"{qn}.) {qq}").font = bold
        r += 1
        for j, h in enumerate(["Answer", "Percent", "Count"], start=1):
            ws2.cell(row=r, column=j, value=h).font = bold
        r += 1
        for k, v in d.items():
            ws2.cell(row=r, column=1, value=f"{lt[k]}. {k}")
            c = ws2.cell(row=r, column=2, value=v / n)
            c.number_format = "0.00%"
            ws2.cell(row=r, column=3, value=v)
            r += 1
        ws2.cell(row=r, column=1, value="Totals").font = bold
        c = ws2.cell(row=r, column=2, value=1.0)
        c.number_format = "0.00%"
        ws2.cell(row=r, column=3, value=n)
        r += 2
    ws2.column_dimensions["A"].width = 46
    ws3 = wb.create_sheet("Participant Responses")
    ws3.append(["Device ID", "Last Name", "First Name", "Q1", "Q2"])
    for c in ("A1", "B1", "C1", "D1", "E1"):
        ws3[c].font = bold
    devs = sorted({"".join(rng.choice("0123456789ABCDEF") for _ in range(6)) for _ in range(n * 2)})[:n]
    rng.shuffle(devs)
    for i in range(n):
        ws3.append([devs[i], None, None, letters1[a1[i]], letters2[a2[i]]])
    save_xlsx(wb, name, "TurningPoint")
    record(name,
           "TurningPoint (Turning Technologies audience response clickers), session → Reports → 'Results by Question' exported to Excel, a school PTA meeting with two polls",
           "Workbook: 'Session Overview' first (session facts and the list of questions with response counts), then 'Results by Question' with one small table per poll (title line, Answer / Percent / Count with lettered answers, a Totals row), then 'Participant Responses' with clicker device ids and each device's answer letter.",
           ".xlsx, 3 sheets",
           "From memory, unverified: a TurningPoint session report with an overview sheet, per-question result tables with percent and count columns and a participant sheet keyed by device ID; the docs search found only the TurningPoint user guides (export of session data with responses shown horizontally or vertically), not the sheet layout.",
           {"answer": "ask",
            "ask_because": "Two polls (dinner date and caterer) with different winners; nothing says which decision is meant.",
            "acceptable": {q1: "Friday 20 March", q2: "Green Fork (vegetarian)"},
            "candidates": list(v1) + list(v2), "scores": dict(v1, **v2),
            "scores_by_question": {q1: v1, q2: v2},
            "traps": ["The first sheet is an overview; the counts are on the second sheet, answers prefixed 'A. ' … 'D. '.",
                      "'Green Fork' (26) beats 'Friday 20 March' (23) only across polls.",
                      "Totals rows (63) and percent columns; the participant sheet has only answer letters."]})


# ============================================================================ 11 Delcampe bid history → Notepad 'Unicode' (UTF-16 LE)
def make_delcampe() -> None:
    name = "delcampe_historique_encheres_carte_postale_tour_eiffel_1900.txt"
    rng = random.Random(9211)
    seq = [("phila_gerard", 1.00), ("cartophile59", 1.50), ("phila_gerard", 2.00), ("marie.c.collec", 3.00),
           ("cartophile59", 4.50), ("marie.c.collec", 5.00), ("vieux_paris_75", 6.00), ("cartophile59", 7.50),
           ("vieux_paris_75", 9.00), ("expo1900", 10.00), ("bruxelles_cp", 11.00), ("expo1900", 12.50),
           ("bruxelles_cp", 13.50), ("expo1900", 15.00), ("bruxelles_cp", 16.00), ("numis_lyon", 17.50),
           ("bruxelles_cp", 19.00), ("numis_lyon", 21.00)]
    mx, scores = bid_scores(seq)
    w = check_bid_margin(scores)

    def eur(a: float) -> str:
        return f"{a:.2f}".replace(".", ",") + " €"

    t = datetime(2025, 10, 19, 20, 59, 41)
    times = []
    for _ in seq:
        times.append(t)
        t -= timedelta(minutes=rng.randint(4, 700), seconds=rng.randint(0, 59))
    lines = ["Carte postale ancienne - PARIS - Exposition Universelle 1900 - La Tour Eiffel illuminée",
             "N° de l'objet : 1623458790", "Vente terminée le 19/10/2025 à 21:00", "",
             "Historique des enchères", "Enchérisseur\tMontant\tDate de l'enchère"]
    for (b, a), tm in zip(reversed(seq), times):
        masked = b[0] + "***" + b[-1]
        lines.append(f"{masked} ({b.count('_') + len(b) % 7 + 3})\t{eur(a)}\t{tm:%d/%m/%Y %H:%M:%S}")
    lines += ["", "Prix de départ : 1,00 €", f"Nombre d'enchères : {len(seq)}", "Frais de port : 2,50 €"]
    text = "\r\n".join(lines) + "\r\n"
    put(name, b"\xff\xfe" + text.encode("utf-16-le"))
    masked_mx = {f"{b[0]}***{b[-1]} ({b.count('_') + len(b) % 7 + 3})": v for b, v in mx.items()}
    assert len(masked_mx) == len(mx)
    record(name,
           "Delcampe (collectors' marketplace, French interface), closed auction → 'Historique des enchères' selected in the browser, pasted into Windows Notepad and saved with encoding 'Unicode' (UTF-16 LE)",
           "Copied page text: object title, object number, end date, a blank line, a heading, then a tab-separated bid list newest first: masked pseudonym with a rating in brackets ('e***0 (4)'), amount with a decimal comma and '€' ('21,00 €'), French date-time; a footer with the start price, the number of bids and the postage.",
           "UTF-16 LE with BOM, TAB, CRLF, decimal comma",
           "From memory, unverified: Delcampe showing masked bidder pseudonyms with a rating and euro amounts in its bid history; Notepad's 'Unicode' option writing UTF-16 LE with a BOM and CRLF.",
           {"answer": "winner", "winner": w, "candidates": list(scores), "question": BID_QUESTION,
            "scores": scores, "bidder_max_bids": masked_mx,
            "winner_aliases": [eur(float(w)), f"{float(w):.2f} €", f"{float(w):.2f}"],
            "traps": ["Amounts are text with a decimal comma and '€' (e.g. '12,50 €').",
                      "Newest first; several bids per bidder, only each bidder's highest counts.",
                      "Object number 1623458790 and the bracketed ratings are not bids.",
                      "Footer: start price 1,00 €, '18' bids and postage 2,50 € are not bids."]})


# ============================================================================ 12 ShopGoodwill bid history pasted into Excel (xlsx)
def make_shopgoodwill() -> None:
    name = "shopgoodwill_bid_history_pyrex_butterprint_bowls.xlsx"
    rng = random.Random(9212)
    seq = [("r****9", 9.99), ("t****a", 11.00), ("r****9", 13.00), ("m****k", 15.00), ("t****a", 18.00),
           ("m****k", 21.00), ("p****s", 24.00), ("m****k", 27.00), ("p****s", 31.00), ("j****e", 35.00),
           ("p****s", 38.00), ("c****2", 42.00), ("j****e", 46.00), ("c****2", 51.00), ("d****n", 56.00),
           ("c****2", 61.00), ("d****n", 66.00), ("w****t", 72.00), ("d****n", 78.00)]
    mx, scores = bid_scores(seq)
    w = check_bid_margin(scores)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Sheet1"
    ws["A1"] = "Vintage Pyrex \"Butterprint\" Cinderella Nesting Mixing Bowls, Set of 4 (441-444)"
    ws["A2"] = "Item #245873901"
    ws["A3"] = "Ended: 10/19/2025 7:42:10 PM PT"
    ws["A5"] = "Bidder"
    ws["B5"] = "Bid Amount"
    ws["C5"] = "Bid Date"
    for c in ("A5", "B5", "C5"):
        ws[c].font = Font(bold=True)
    t = datetime(2025, 10, 19, 19, 41, 55)
    r = 6
    for b, a in reversed(seq):
        ws.cell(row=r, column=1, value=b)
        c = ws.cell(row=r, column=2, value=a)
        c.number_format = '"$"#,##0.00'
        c = ws.cell(row=r, column=3, value=t)
        c.number_format = "m/d/yyyy h:mm:ss AM/PM"
        t -= timedelta(minutes=rng.randint(5, 900), seconds=rng.randint(0, 59))
        r += 1
    ws.cell(row=r + 1, column=1, value="Starting Bid:")
    c = ws.cell(row=r + 1, column=2, value=9.99)
    c.number_format = '"$"#,##0.00'
    ws.cell(row=r + 2, column=1, value="Shipping & Handling:")
    c = ws.cell(row=r + 2, column=2, value=14.85)
    c.number_format = '"$"#,##0.00'
    ws.column_dimensions["A"].width = 22
    ws.column_dimensions["B"].width = 12
    ws.column_dimensions["C"].width = 22
    save_xlsx(wb, name, "Sandra Young")
    record(name,
           "ShopGoodwill.com (Goodwill's online auction site), ended item → 'Bid History' table selected in the browser, pasted into Microsoft Excel (US) and saved as .xlsx",
           "Title lines (item title with quotes and a comma, item number, end time), a blank row, then Bidder / Bid Amount / Bid Date newest first with masked bidder names ('d****n'), amounts as currency-formatted numbers and dates as date cells; a footer with the starting bid and shipping.",
           ".xlsx, 1 sheet",
           "From memory, unverified: ShopGoodwill's bid history listing masked bidder names with amount and time; Excel turning pasted '$78.00' and US dates into numbers and date cells.",
           {"answer": "winner", "winner": w, "candidates": list(scores), "question": BID_QUESTION,
            "scores": scores, "bidder_max_bids": mx, "winner_aliases": [f"${w}.00", f"${w}"],
            "traps": ["Newest first; several bids per bidder, only each bidder's highest counts.",
                      "Starting bid $9.99 is also the first bid; shipping $14.85 in the footer is not a bid.",
                      "Item number 245873901 in a title line; masked bidder names look alike."]})


# ============================================================================ 13 DFN-Terminplaner CSV (scheduling poll)
def make_dfn() -> None:
    name = "dfn_terminplaner_jhv_kleingartenverein_2026.csv"
    rng = random.Random(9213)
    opts = ["Fr 06.03.2026 19:00", "Sa 07.03.2026 15:00", "Fr 13.03.2026 19:00", "Sa 14.03.2026 10:00",
            "Fr 20.03.2026 19:00"]
    yes = [9, 12, 17, 8, 11]
    maybe = [4, 5, 2, 6, 3]
    n = 24
    grid = []
    for y, m in zip(yes, maybe):
        cells = ["Ja"] * y + ["Vielleicht"] * m + ["Nein"] * (n - y - m)
        rng.shuffle(cells)
        grid.append(cells)
    sc = {o: y + 0.5 * m for o, y, m in zip(opts, yes, maybe)}
    sy = {o: float(y) for o, y in zip(opts, yes)}
    sym = {o: float(y + m) for o, y, m in zip(opts, yes, maybe)}
    for s in (sc, sy, sym):
        check_margin(s, opts[2], 2)
    ppl = people(rng, n, DE_FIRST, DE_LAST)
    comments = [""] * n
    comments[3] = "Am 7.3. nur bis 17 Uhr"
    comments[8] = "Bringe Kuchen mit; Parzelle 12"
    comments[15] = "Egal, Hauptsache nicht in den Ferien"
    rows = [["Umfrage: Jahreshauptversammlung 2026 – Kleingartenverein „Am Mühlbach“ e. V."] + [""] * 6,
            ["Erstellt von: Vorstand (K. Albrecht)", "", "", "", "", "", ""],
            [""] * 7,
            ["Teilnehmer"] + opts + ["Kommentar"]]
    for i, (fn, ln) in enumerate(ppl):
        rows.append([f"{fn} {ln[0]}."] + [grid[j][i] for j in range(len(opts))] + [comments[i]])
    rows.append(["Anzahl Ja"] + [str(y) for y in yes] + [""])
    rows.append(["Anzahl Vielleicht"] + [str(m) for m in maybe] + [""])
    rows.append(["Zustimmung in %"] + [f"{100 * (y + m) / n:.1f}".replace(".", ",") for y, m in zip(yes, maybe)]
                + [""])
    text = csv_text(rows, ";", "\r\n")
    put(name, b"\xef\xbb\xbf" + text.encode("utf-8"))
    record(name,
           "DFN-Terminplaner (German research network's scheduling poll service), poll administration → Export → CSV, an allotment association's annual-meeting date poll",
           "Scheduling grid: title and creator lines, an empty row, a header 'Teilnehmer' + one column per date option + 'Kommentar'; one row per participant with Ja / Vielleicht / Nein; three summary rows at the bottom (Ja count, Vielleicht count, approval percentage with a decimal comma).",
           "UTF-8 with BOM, `;`, CRLF, decimal comma",
           "From memory, unverified: the CSV export of a date poll with participants as rows, Ja/Nein/Vielleicht cells and summary rows; the exact labels, the BOM and the separator are my guesses.",
           {"answer": "winner", "winner": opts[2], "candidates": opts, "question": "date options",
            "scores": sc, "scores_yes_only": sy, "scores_yes_or_ifneedbe": sym,
            "scoring_note": "scores: Ja = 1, Vielleicht = ½, Nein = 0; same winner with Vielleicht counted as 0 or 1.",
            "winner_aliases": ["Fr 13.03.2026", "13.03.2026"],
            "traps": ["Summary rows (Anzahl Ja / Anzahl Vielleicht / Zustimmung in %) under the participants.",
                      "Percentages with a decimal comma; German typographic quotes in the title.",
                      "A comment contains ';' and is quoted."]})


# ============================================================================ 14 Kibana Discover CSV report (one vote per row + metadata)
def make_kibana() -> None:
    name = "kibana_csv_report_library_mural_vote_events.csv"
    rng = random.Random(9214)
    designs = {"Reading whale": 58, "Sea & sky": 41, "Book tree": 49, "Bicycles on the bridge": 27, "Owl family": 19}
    dup = {"Reading whale": 6, "Sea & sky": 9, "Book tree": 4, "Bicycles on the bridge": 2, "Owl family": 3}
    ok = expand(designs, rng)
    rejected = expand(dup, rng)
    n_ok = len(ok)
    ppl = people(rng, n_ok, EN_FIRST, EN_LAST)
    emails = [f"{f.lower()}.{l.lower().replace(chr(39), '')}@example.org" for f, l in ppl]
    ev = [(c, emails[i], "success", "") for i, c in enumerate(ok)]
    for c in rejected:
        ev.insert(rng.randint(len(ev) // 3, len(ev)), (c, rng.choice(emails), "failure", "duplicate vote for e-mail"))
    uas = ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36",
           "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1",
           "Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Mobile Safari/537.36",
           "Mozilla/5.0 (X11; Linux x86_64; rv:144.0) Gecko/20100101 Firefox/144.0"]
    kiosks = ["kiosk01", "kiosk02", "web", "web", "web"]
    t = datetime(2025, 10, 6, 9, 0, 3)
    rows = []
    for c, em, outcome, reason in ev:
        t += timedelta(seconds=rng.randint(40, 5400))
        rows.append((t, c, em, outcome, reason, rng.choice(kiosks), ip(rng), rng.choice(uas)))
    rows.reverse()
    mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    nonalnum = re.compile(r"[^a-zA-Z0-9]")

    def esc(v) -> str:
        s = "" if v is None else str(v)
        if s and nonalnum.search(s):
            return '"' + s.replace('"', '""') + '"'
        return s

    hdr = ["@timestamp", "event.dataset", "poll.id", "poll.choice", "event.outcome", "event.reason", "user.email",
           "source.ip", "observer.name", "user_agent.original"]
    lines = [",".join(esc(h) for h in hdr)]
    for tm, c, em, outcome, reason, kiosk, addr, ua in rows:
        ts = f"{mon[tm.month - 1]} {tm.day}, {tm.year} @ {tm:%H:%M:%S}.{rng.randint(0, 999):03d}"
        lines.append(",".join(esc(v) for v in [ts, "votebox.vote", "mural2025", c, outcome, reason or "-", em, addr,
                                                kiosk, ua]))
    put(name, ("\n".join(lines) + "\n").encode("utf-8"))
    scores = dict(designs)
    all_rows = {k: designs[k] + dup[k] for k in designs}
    check_margin(scores, "Reading whale", 5)
    check_margin(all_rows, "Reading whale", 5)
    record(name,
           "Kibana (Elastic) Discover, saved search on a small voting web app's event log → Share → CSV Reports → Generate CSV (download), a public library's mural-design vote at two kiosks and online",
           "One event per row, newest first: Kibana-formatted @timestamp ('Oct 14, 2025 @ 18:03:22.123'), dataset, poll id, the chosen design, event.outcome success/failure, a reason ('-' or 'duplicate vote for e-mail'), e-mail, source IP, kiosk or 'web', user agent. Rejected duplicate votes are in the log too.",
           "UTF-8 (no BOM), `,`, LF, Kibana's quoting of every value with a non-alphanumeric character",
           "Partly verified: Kibana's CSV escaping (values matching /[^a-zA-Z0-9]/ are wrapped in double quotes with doubled inner quotes, csv:quoteValues on; purely alphanumeric values bare) from the escape_value / export-as-CSV sources found by find_string, and the 'MMM d, yyyy @ HH:mm:ss.SSS' timestamp from elastic/elasticsearch PR #55609 (recognising Kibana CSV report timestamps). The field names are an invented app's ECS-style fields; LF line ends are from memory.",
           {"answer": "winner", "winner": "Reading whale", "candidates": list(designs), "question": "poll.choice",
            "scores": scores, "scores_note": "scores = events with event.outcome = success; counting every row names the same winner",
            "scores_all_rows": all_rows,
            "traps": ["Rejected duplicate votes (event.outcome failure) must not count; the winner is the same either way.",
                      "Kibana quotes some values and not others ('success' bare, 'Reading whale' quoted).",
                      "Metadata columns: e-mail, IP, kiosk, user agent with commas and semicolons."]})


# ============================================================================ 15 ArcGIS Survey123 CSV (ranking in one cell)
def make_survey123() -> None:
    name = "Riverside_Projects_Priorities_survey123.csv"
    rng = random.Random(9215)
    labels = {"boardwalk": "Boardwalk repair", "kayak_launch": "Kayak launch", "lighting": "Path lighting",
              "pump_track": "Pump track", "fitness": "Outdoor fitness stations"}
    K, P, L, B, F = "kayak_launch", "pump_track", "lighting", "boardwalk", "fitness"
    patterns = [([L, B, K, F, P], 9), ([L, K, B, P, F], 7), ([L, F, B, K, P], 5),
                ([B, L, F, K, P], 8), ([B, K, L, P, F], 6),
                ([K, B, L, P, F], 6), ([K, P, L, B, F], 5),
                ([P, K, F, L, B], 6), ([P, F, K, B, L], 3),
                ([F, L, B, K, P], 3), ([F, B, L, P, K], 2)]
    ballots = [list(p) for p, k in patterns for _ in range(k)]
    rng.shuffle(ballots)
    cands = list(labels)
    rounds = irv(ballots, cands)
    first = rounds[0]
    bor = borda(ballots, cands)
    check_margin(first, L, 3)
    check_margin(bor, L, 10)
    assert argmax(rounds[-1]) == L
    areas = expand({"north_bank": 18, "old_town": 21, "mill_district": 13, "south_fields": 8}, rng)
    hdr = ["ObjectID", "GlobalID", "CreationDate", "Creator", "EditDate", "Editor", "Where do you live?",
           "Rank the riverside projects (drag to reorder, top = most important)", "Anything else we should know?",
           "x", "y"]
    rows = [hdr]
    cm = ["", "", "", "", "Please keep the path open during works.", "", "Lights should be warm white, not blue.",
          "", "The kayak launch would bring more parking problems, imho.", "", "Thank you for asking!"]
    t = datetime(2025, 9, 29, 15, 2, 11)

    def usdt(d: datetime) -> str:
        h = d.strftime("%I").lstrip("0")
        return f"{d.month}/{d.day}/{d.year} {h}:{d:%M:%S} {d:%p}"

    for i, b in enumerate(ballots):
        t += timedelta(minutes=rng.randint(5, 700), seconds=rng.randint(0, 59))
        x = round(-122.6702 + rng.uniform(-0.02, 0.02), 6)
        y = round(45.5231 + rng.uniform(-0.015, 0.015), 6)
        rows.append([i + 1, ruuid(rng), usdt(t), "", usdt(t), "", areas[i], ",".join(b), rng.choice(cm), x, y])
    text = csv_text(rows, ",", "\r\n")
    put(name, b"\xef\xbb\xbf" + text.encode("utf-8"))
    record(name,
           "ArcGIS Survey123 (Esri), survey website → Data tab → Export → CSV, a city parks department's public survey with a 'rank' question",
           "One row per response: ObjectID, GlobalID, CreationDate / EditDate ('9/29/2025 3:17:40 PM'), empty Creator / Editor (public survey), the neighbourhood as a choice name, the ranking question as the full ordered list of choice names joined by commas in one quoted cell (first = most important), a comment and the x / y location.",
           "UTF-8 with BOM, `,`, CRLF",
           "From memory, unverified: Survey123's CSV export with the feature-layer fields ObjectID, GlobalID, CreationDate, Creator, EditDate, Editor, question labels as headers, choice names (not labels) as values, the rank question stored as a comma-separated ordered list of names and x / y at the end; BOM and CRLF are my recollection.",
           {"answer": "winner", "winner": L, "candidates": cands, "question": hdr[7],
            "rule": "ranked choice: each cell is the full ranking (first name = most important); first preferences, Borda (4-3-2-1-0) and instant runoff agree",
            "scores": first, "scores_note": "scores = first preferences", "scores_borda": bor, "irv_rounds": rounds,
            "winner_aliases": [labels[L]],
            "traps": ["The ranking is one comma-joined cell of choice names (codes like 'pump_track'), not labels.",
                      "Every cell contains every option, so counting mentions gives a tie.",
                      "ObjectID, x, y are numbers; 'Where do you live?' is categorical (old_town 21)."]})


# ============================================================================ main
README_HEAD = """# Blind test set J

15 synthetic exports, each laid out the way the named tool (or a real user workflow around it) writes it. None of
the tools is one named in sets A–I or in `tests/exports/` file names. The sealed answers are in `expected.json`.
This README gives no answers. Regenerate everything (files, `expected.json`, this README) from the repository root with

```
/work/main/.venv/bin/python tests/blind/set_j/make_set.py
```

The script is deterministic: fixed seeds, and fixed document and zip timestamps inside the .xlsx files, so two
runs give identical bytes (checked with sha256, also under a different `PYTHONHASHSEED`). It uses only the
standard library and openpyxl. All people, e-mail addresses (example.org), IDs, municipality keys and IP addresses
(RFC 5737 ranges) are invented.

The author of this set never read the upload reader (`dpcore/`, `ui/`, `pages/`, `app.py`, the tests or the
earlier results) and did not run it on these files.

Evidence: "verified" means I checked the layout against the tool's source code, documentation, test fixtures or
real downloads kept in a public repository, through the search index. "From memory" means I did not check it.
Where only part was checked, the row says which part. Three candidates were dropped after checking: a scheduling
tool whose CSV export has no header row (the options cannot be named from the file), a field-data platform whose
multi-select export could not be pinned down, and a statistics dashboard that would have duplicated the log export.

| file | tool | shape | encoding / dialect | evidence |
|---|---|---|---|---|
"""

README_TAIL = """
Shapes covered:

- one answer per row with survey metadata and a second 'Option ID' column per choice question (open-source survey tool)
- one vote per row in an event log with e-mail, IP, user agent and rejected duplicates (log search tool)
- several answers in one cell joined by ';' in a workbook with key/value rows above the header
- one 1/0 column per option with the option names only in a second header row (Shift_JIS)
- a rating grid with missing cells and a computed per-row mean (statistics package)
- ranked ballots as rank-number columns, hand-typed, right-to-left Hebrew in Windows-1255, one invalid ballot
- rankings as one comma-joined cell of choice codes (GIS survey tool)
- long rating rows from a database client's CSV mode with a feedback line at the end
- an item list with a votes column (idea board)
- ready-made count tables: an election-night summary with three contests; a clicker report whose first sheet is an
  overview; results by polling district with coded nominee columns that must be summed
- a scheduling grid with Ja / Vielleicht / Nein and summary rows (decimal comma)
- two bid logs: euro amounts with decimal commas in UTF-16 copied page text; dollar amounts as numbers in a workbook
- two "ask" cases: the election-night summary and the clicker report

Counts: 3 of the 15 are .xlsx, 2 are bid logs, 2 rankings, 2 rating files, 2 approval files, 1 scheduling grid, and 2 are "ask"
cases (answer `ask`, with the acceptable readings listed in `expected.json`). Encodings: UTF-8, UTF-8 with BOM,
UTF-16 LE with BOM, Shift_JIS and Windows-1255. Separators: comma, semicolon and tab. Line ends: LF and CRLF.

`expected.json` holds, for each file:

- the tool and the format evidence
- the shape
- the answer (winner or ask)
- the candidates and their scores
- the question or sheet the answer is about
- traps for a naive reader

Bid files also carry `bidder_max_bids`. Ranked files carry `rule` and extra score variants; the scheduling file
carries score variants for the 'maybe' mark; rating files carry the sum as a second variant. Some entries have
`winner_aliases`.
"""


def main() -> None:
    for fn in (make_formbricks, make_eusurvey, make_questant, make_jamovi, make_hebrew, make_sqlplus, make_clarity,
               make_okvote, make_fider, make_turningpoint, make_delcampe, make_shopgoodwill, make_dfn, make_kibana,
               make_survey123):
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
