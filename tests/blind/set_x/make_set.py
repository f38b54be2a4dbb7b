#!/usr/bin/env python3
"""Blind test set X: writes 15 synthetic exports and expected.json next to this script.

Deterministic: fixed seeds, TZ pinned to UTC, fixed document properties and zip timestamps in the
.xlsx files. Standard library + openpyxl only. Run from the repository root:

    /work/main/.venv/bin/python tests/blind/set_x/make_set.py
"""
import io
import json
import os
import random
import re
import time
import zipfile
from datetime import datetime

os.environ["TZ"] = "UTC"
if hasattr(time, "tzset"):
    time.tzset()

import openpyxl  # noqa: E402

OUT = os.path.dirname(os.path.abspath(__file__))
EXPECTED = {}
FIXED_DT = datetime(2026, 4, 20, 9, 30, 0)
ZIP_DT = (2026, 4, 20, 9, 30, 0)


# ----------------------------------------------------------------------------------------------
# helpers
# ----------------------------------------------------------------------------------------------
def write_bytes(name, data):
    with open(os.path.join(OUT, name), "wb") as fh:
        fh.write(data)


def write_text(name, text, encoding, newline="\n", bom=b""):
    text = text.replace("\r\n", "\n").replace("\n", newline)
    write_bytes(name, bom + text.encode(encoding))


def csv_line(fields, sep=",", quote_all=False):
    out = []
    for f in fields:
        s = "" if f is None else str(f)
        if quote_all or any(c in s for c in (sep, '"', "\n", "\r")):
            s = '"' + s.replace('"', '""') + '"'
        out.append(s)
    return sep.join(out)


def save_xlsx(wb, name):
    wb.properties.creator = wb.properties.creator or "openpyxl"
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
                txt = data.decode("utf-8")
                txt = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)",
                             r"\g<1>2026-04-20T09:30:00Z\g<2>", txt)
                txt = re.sub(r"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)",
                             r"\g<1>2026-04-20T09:30:00Z\g<2>", txt)
                data = txt.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=ZIP_DT)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            dst.writestr(zi, data)
    write_bytes(name, out.getvalue())


def winner_of(scores):
    ranked = sorted(scores.items(), key=lambda kv: -kv[1])
    assert ranked[0][1] > ranked[1][1], ("tie", ranked[:2])
    return ranked[0][0]


def safe_top(scores):
    ranked = sorted(scores.items(), key=lambda kv: -kv[1])
    return ranked[0][0] if ranked[0][1] > ranked[1][1] else None


def record(name, **kw):
    EXPECTED[name] = kw


# ----------------------------------------------------------------------------------------------
# 1. IBM Cognos Analytics crosstab -> CSV (UTF-16LE, BOM, tab, unquoted)
# ----------------------------------------------------------------------------------------------
def f01():
    name = "Staff Benefit Choice 2026 - Votes by Site.csv"
    sites = ["Aldgate House", "Brindley Wharf", "Carrow Road Depot", "Dunmere Park",
             "Eastfield Contact Centre"]
    rows = [
        ("Extra annual leave day", [41, 28, 19, 35, 22]),
        ("Cycle-to-work top-up", [18, 37, 9, 14, 11]),
        ("Health cash plan", [33, 24, 31, 26, 38]),
        ("Pension match +1%", [39, 30, 27, 41, 24]),
        ("Wellbeing allowance", [25, 31, 12, 19, 40]),
    ]
    spoilt = [3, 1, 2, 0, 4]
    lines = [csv_line(["Benefit option"] + sites + ["Total"], sep="\t")]
    for opt, v in rows:
        lines.append("\t".join([opt] + [str(x) for x in v] + [str(sum(v))]))
    lines.append("\t".join(["Spoilt ballot"] + [str(x) for x in spoilt] + [str(sum(spoilt))]))
    col_tot = [sum(v[i] for _, v in rows) + spoilt[i] for i in range(len(sites))]
    lines.append("\t".join(["Total"] + [str(x) for x in col_tot] + [str(sum(col_tot))]))
    text = "\n".join(lines) + "\n"
    write_bytes(name, b"\xff\xfe" + text.encode("utf-16-le"))
    scores = {opt: sum(v) for opt, v in rows}
    w = winner_of(scores)
    assert w == "Pension match +1%"
    record(name,
           tool="IBM Cognos Analytics 11 (HR reporting), a crosstab report 'Staff Benefit Choice 2026 - Votes by Site' run with output format CSV",
           shape="Count table per unit as a crosstab: benefit options as rows, sites as columns, a Total column, a Spoilt ballot row and a Total row",
           format_evidence="Checked: IBM Cognos documentation 'CSV Format' (gateway.maine.gov Cognos docs) and the Ironside Group note: CSV output is UTF-16 LE with BOM, tab-delimited, strings not quoted, newline row ends, page titles not included. Crosstab corner/header layout is from memory.",
           answer="winner", winner=w,
           question="Which benefit option got the most votes across all sites (row totals, spoilt ballots excluded)?",
           candidates=[r[0] for r in rows], scores=scores,
           traps=["Total row and Total column larger than any option",
                  "Spoilt ballot row",
                  "The first site column is won by another option (Extra annual leave day)",
                  "UTF-16 LE with BOM, tab separated, '%' and '+' inside a label"])


# ----------------------------------------------------------------------------------------------
# 2. HotCRP "Scores" download (CSV)
# ----------------------------------------------------------------------------------------------
def f02():
    name = "slpw26-scores.csv"
    papers = [
        (3, "Cross-lingual phoneme transfer for Oromo ASR", [4, 3, 4], [3, 2, 4]),
        (7, "A tiny wake-word corpus for Faroese, and what it taught us", [5, 4, 4], [2, 2, 3]),
        (12, "Tone-aware CTC for Yoruba broadcast speech", [4, 4, 4], [4, 4, 4]),
        (15, "Speaker diarization on community radio archives", [3, 3, 4], [3, 3, 2]),
        (21, "Self-training with noisy transcripts: a negative result", [4, 5, 3], [2, 3, 3]),
        (26, "Low-cost keyword spotting on microcontrollers, revisited", [2, 3, 3], [4, 3, 3]),
    ]
    reviewers = [("Ingrid Tollefsen", "i.tollefsen@example.org"), ("Babajide Okonjo", "b.okonjo@example.org"),
                 ("Mirela Stanciu", "m.stanciu@example.org"), ("Tomás Aldana", "t.aldana@example.org"),
                 ("Hye-jin Baek", "hj.baek@example.org"), ("Olli Vartiainen", "olli.v@example.org"),
                 ("Rukhsana Qadri", "r.qadri@example.org")]
    rng = random.Random(202602)
    lines = [csv_line(["paper", "title", "decision", "review", "reviewername", "email", "OveMer", "RevExp"])]
    for pid, title, ove, rexp in papers:
        revs = rng.sample(reviewers, 3)
        for i in range(3):
            lines.append(csv_line([pid, title, "Accepted", f"{pid}{'ABC'[i]}", revs[i][0], revs[i][1],
                                   ove[i], rexp[i]]))
    write_text(name, "\n".join(lines) + "\n", "utf-8")
    means = {t: round(sum(o) / len(o), 3) for _, t, o, _ in papers}
    sums = {t: sum(o) for _, t, o, _ in papers}
    w = winner_of(means)
    assert w == winner_of(sums)
    record(name,
           tool="HotCRP (conference review software), a speech-processing workshop's accepted papers -> search 'dec:yes' -> Download 'Scores' (CSV), for the best-paper shortlist",
           shape="Long format: one row per submitted review (paper, title, decision, review ordinal, reviewer, e-mail) with two score fields, Overall merit and Reviewer expertise",
           format_evidence="Checked against HotCRP source (kohler/hotcrp src/listactions/la_getscores.php): header paper,title,[decision],[review],[reviewername,email], then one column per score field keyword (OveMer, RevExp), file named '<conf>-scores.csv', only submitted reviews. Values as plain numbers is from memory.",
           answer="winner", winner=w, winner_aliases=["7"],
           question="Which paper has the highest overall merit (OveMer) - mean over its three reviews, as HotCRP reports it (the sums give the same order)?",
           candidates=[p[1] for p in papers], scores=means,
           traps=["RevExp (reviewer expertise) is a second numeric column; it favours another paper",
                  "Papers repeat on three rows each; titles contain commas (quoted)",
                  "Decision column is the same for all rows",
                  "Paper ids look like numeric candidates"])


# ----------------------------------------------------------------------------------------------
# 3. SurveyXact Excel export (Labels, Variables, Dataset, Structure), ranking question
# ----------------------------------------------------------------------------------------------
def f03():
    name = "dataset_2217804_20260314_5518830920417762213.xlsx"
    opts = ["Kanotur på Gudenåen", "Besøg på Fregatten Jylland", "Skovtur i Rold Skov",
            "Madkursus i Aarhus", "Dagstur til Skagen"]
    weights = [1.0, 0.7, 1.35, 1.15, 1.25]
    depts = {1: "Administration", 2: "Lager og logistik", 3: "Salg", 4: "IT"}
    for seed in range(3141, 4141):
        rng = random.Random(seed)
        first = "Jens Mette Søren Anne Lars Hanne Peter Camilla Mads Line Henrik Pernille Rasmus Signe Kasper Trine Jonas Maja Ole Birgitte Niels Ida Frederik Lene".split()
        last = "Holm Dahl Lund Krogh Bech Skov Winther Møller Juhl Friis Brandt Vestergaard".split()
        resp = []
        for i in range(24):
            # weighted random permutation (Plackett-Luce)
            left = list(range(5))
            order = []
            while left:
                tot = sum(weights[j] for j in left)
                r = rng.random() * tot
                acc = 0
                for j in left:
                    acc += weights[j]
                    if r <= acc:
                        order.append(j)
                        left.remove(j)
                        break
            ranks = [None] * 5
            for pos, j in enumerate(order):
                ranks[j] = pos + 1
            status = 1
            if i in (6, 17):
                status = 2  # partial: only top 2 ranked
                ranks = [r if r is not None and r <= 2 else None for r in ranks]
            if i in (11, 21):
                status = 3
                ranks = [None] * 5
            resp.append(dict(id=8830140 + i * 7, dept=rng.choice(list(depts)), ranks=ranks, status=status,
                             name=f"{first[i]} {rng.choice(last)}"))

        def borda(include_partial):
            sc = {o: 0 for o in opts}
            for r in resp:
                if r["status"] == 3 or (r["status"] == 2 and not include_partial):
                    continue
                for j, rk in enumerate(r["ranks"]):
                    if rk is not None:
                        sc[opts[j]] += 5 - rk
            return sc
        s_all, s_comp = borda(True), borda(False)
        w = safe_top(s_all)
        s_sorted = sorted(s_all.values())
        if w and w == safe_top(s_comp) and w not in (opts[0], opts[4]) and s_sorted[-1] - s_sorted[-2] >= 3:
            break
    else:
        raise AssertionError('no seed')
    firsts = {o: sum(1 for r in resp if r["ranks"][j] == 1 and r["status"] == 1) for j, o in enumerate(opts)}

    wb = openpyxl.Workbook()
    wb.properties.creator = "SurveyXact"
    ws = wb.active
    ws.title = "Labels"
    ws.append(["Variable", "Value", "Label"])
    for k, v in depts.items():
        ws.append(["s_1", k, v])
    for k, v in {1: "Gennemført", 2: "Delvist gennemført", 3: "Ikke besvaret"}.items():
        ws.append(["statoverall_4", k, v])
    for j in range(5):
        for k in range(1, 6):
            ws.append([f"s_2_{j + 1}", k, str(k)])
    wv = wb.create_sheet("Variables")
    wv.append(["Variable", "Label", "Question"])
    wv.append(["respondentid", "Respondent-id", ""])
    wv.append(["name", "Navn", ""])
    wv.append(["email", "E-mail", ""])
    wv.append(["created", "Oprettet", ""])
    wv.append(["closetime", "Afsluttet", ""])
    wv.append(["statoverall_4", "Status", ""])
    wv.append(["s_1", "Hvilken afdeling er du ansat i?", "Hvilken afdeling er du ansat i?"])
    qtxt = "Prioritér forslagene til sommerudflugten 2026 (1 = det du helst vil)"
    for j, o in enumerate(opts):
        wv.append([f"s_2_{j + 1}", o, qtxt])
    wv.append(["s_3", "Har du andre forslag eller kommentarer?", "Har du andre forslag eller kommentarer?"])
    wd = wb.create_sheet("Dataset")
    wd.append(["respondentid", "name", "email", "created", "closetime", "statoverall_4", "s_1"]
              + [f"s_2_{j + 1}" for j in range(5)] + ["s_3"])
    comments = {2: "Gerne noget med bus, så alle kan deltage", 9: "Skagen er for langt på en dag?",
                14: "Madkursus!!", 19: "Husk vegetarisk mad"}
    for i, r in enumerate(resp):
        created = datetime(2026, 3, 2 + i % 9, 8 + i % 9, (i * 13) % 60, (i * 7) % 60)
        close = None if r["status"] == 3 else created.replace(minute=(created.minute + 6) % 60)
        email = r["name"].lower().replace(" ", ".").replace("ø", "oe").replace("æ", "ae").replace("å", "aa") + "@example.org"
        wd.append([r["id"], r["name"], email, created, close, r["status"],
                   r["dept"] if r["status"] != 3 else None] + r["ranks"] + [comments.get(i)])
    for row in wd.iter_rows(min_row=2, min_col=4, max_col=5):
        for c in row:
            c.number_format = "dd-mm-yyyy hh:mm:ss"
    wst = wb.create_sheet("Structure")
    wst.append(["Undersøgelse", "Personaleforeningen Nordhavn Logistik - Sommerudflugt 2026"])
    wst.append(["Element", "Type", "Tekst"])
    wst.append(["s_1", "Enkeltvalg", "Hvilken afdeling er du ansat i?"])
    wst.append(["s_2", "Rangordning", qtxt])
    wst.append(["s_3", "Tekst", "Har du andre forslag eller kommentarer?"])
    save_xlsx(wb, name)
    record(name,
           tool="SurveyXact (Ramboll, Danish survey platform), Datasæt -> Eksporter datasæt -> Excel, a staff association's summer-outing survey",
           shape="Ranking: one column per option (s_2_1..s_2_5) holding the rank 1-5, option texts only in the Variables sheet, coded department question first, status codes, partial and empty responses; four sheets (Labels, Variables, Dataset, Structure)",
           format_evidence="Partly checked: sheet names Labels/Variables/Dataset/Structure from the adviceverse R docs (read_surveyxact) and the file-name pattern dataset_<id>_<date>_<n>.xlsx from the SurveyExactDataImporter README; column names and the sheets' inner layout are from memory.",
           answer="winner", winner=w,
           question="Which outing proposal wins the ranking question (Borda points: 5 - rank per respondent; partial rankings count the ranks given; complete-only gives the same winner)?",
           candidates=opts, scores=s_all,
           traps=["Option labels are only in the Variables sheet; Dataset header has codes s_2_1..s_2_5",
                  "Lowest number is best (rank 1)",
                  "Department question s_1 (codes 1-4) comes before the ranking",
                  "Status 2/3 rows partial or empty",
                  "First sheet is a code list, not data",
                  f"First-place counts alone: {json.dumps(firsts, ensure_ascii=False)}"])


# ----------------------------------------------------------------------------------------------
# 4. Nigerian polling-unit results (EC8A transcriptions) in EtherCalc -> CSV
# ----------------------------------------------------------------------------------------------
def f04():
    name = "EC8A_transcription_Idofin-Oke_State_Constituency_bye-election_2026.csv"
    parties = ["A", "AA", "ADC", "APC", "APGA", "LP", "NNPP", "PDP", "YPP"]
    wards = [("Idofin-Oke", "IDOFIN-OKE I"), ("Idofin-Oke", "IDOFIN-OKE II"), ("Oke-Ayo", "OKE-AYO/ILERIN"),
             ("Oke-Ayo", "ASA-ODO")]
    pu_names = ["L/A PRIMARY SCHOOL, ITA-BALE I", "L/A PRIMARY SCHOOL, ITA-BALE II", "OPEN SPACE, OJA-TUNTUN",
                "BAPTIST CHURCH, OKE-ISO", "IN FRONT OF BAALE'S COMPOUND", "COMMUNITY HALL, IGBO-ORO",
                "OPEN SPACE, ODO-ERIN MARKET", "C.A.C. PRIMARY SCHOOL, ILERIN", "TOWN HALL, ASA-ODO",
                "OPEN SPACE, ALAGBEDE", "HEALTH CENTRE, AJEGUNLE-OKE", "ANSAR-UD-DEEN SCHOOL, OKE-AYO",
                "OPEN SPACE, ISALE-OGBA", "MOTOR PARK, ORITA-OKE"]
    base = {"A": 4, "AA": 2, "ADC": 14, "APC": 118, "APGA": 3, "LP": 41, "NNPP": 6, "PDP": 126, "YPP": 5}
    for seed in range(44, 1044):
        rng = random.Random(seed)
        rows = []
        for k, pu in enumerate(pu_names):
            lga, ward = wards[k * len(wards) // len(pu_names)]
            votes = {p: max(0, int(round(base[p] * rng.uniform(0.55, 1.45)))) for p in parties}
            reg = 620 + rng.randint(0, 780)
            rej = rng.randint(3, 19)
            remark = ""
            if k == 9:
                votes["APC"] += 190
                remark = "Cancelled - over-voting (BVAS accreditation 211)"
            if k == 12:
                votes = {p: None for p in parties}
                rej = None
                remark = "Result sheet not uploaded on IReV"
            valid = None if votes["APC"] is None else sum(votes.values())
            acc = None if valid is None else (211 if k == 9 else valid + rej + rng.randint(0, 6))
            code = f"29/{11 if lga == 'Idofin-Oke' else 14}/{wards.index((lga, ward)) % 2 + 3:02d}/{k + 1:03d}"
            rows.append((k + 1, lga, ward, code, pu, reg, acc, votes, valid, rej, remark))
        tt = {p: sum(r[7][p] for r in rows if r[8] is not None and not r[10].startswith('Cancelled')) for p in parties}
        ti = {p: sum(r[7][p] for r in rows if r[8] is not None) for p in parties}
        apc_units = sum(1 for r in rows if r[8] is not None and r[7]['APC'] > r[7]['PDP'])
        if safe_top(tt) == 'PDP' and safe_top(ti) == 'APC' and 25 <= tt['PDP'] - tt['APC'] <= 150 and apc_units >= 4:
            break
    else:
        raise AssertionError('no seed')
    title = ["IDOFIN-OKE STATE CONSTITUENCY BYE-ELECTION - SATURDAY 14 MARCH 2026"] + [""] * 19
    lines = [csv_line(title), csv_line(["Polling-unit results transcribed from Form EC8A images on IReV by the Citizens' Situation Room volunteers. Check against originals before use."] + [""] * 19), csv_line([""] * 20)]
    lines.append(csv_line(["S/N", "LGA", "Ward", "PU Code", "Polling Unit", "Registered Voters", "Accredited Voters"]
                          + parties + ["Total Valid Votes", "Rejected Votes", "Total Votes Cast", "Remarks"]))
    tot = {p: 0 for p in parties}
    tot_reg = tot_acc = tot_valid = tot_rej = 0
    for (sn, lga, ward, code, pu, reg, acc, votes, valid, rej, remark) in rows:
        cast = None if valid is None else valid + rej
        lines.append(csv_line([sn, lga, ward, code, pu, reg, acc] + [votes[p] for p in parties]
                              + [valid, rej, cast, remark]))
        tot_reg += reg
        if valid is not None and not remark.startswith("Cancelled"):
            for p in parties:
                tot[p] += votes[p]
            tot_acc += acc
            tot_valid += valid
            tot_rej += rej
    lines.append(csv_line(["", "", "", "", "TOTAL (excluding cancelled PUs)", tot_reg, tot_acc]
                          + [tot[p] for p in parties] + [tot_valid, tot_rej, tot_valid + tot_rej, ""]))
    write_text(name, "\n".join(lines) + "\n", "utf-8")
    incl = dict(tot)
    incl["APC"] += rows[9][7]["APC"]
    for p in parties:
        if p != "APC":
            incl[p] += rows[9][7][p]
    w = winner_of(tot)
    assert w == "PDP" and winner_of(incl) == "APC", (tot, incl)
    record(name,
           tool="EtherCalc (shared web spreadsheet) used by an election-observer group to transcribe INEC Form EC8A polling-unit result sheets from IReV, File -> Export -> CSV",
           shape="Count table per polling unit: title lines, one row per polling unit with registered/accredited voters, one column per party acronym, valid/rejected/cast totals, a Remarks column marking a cancelled unit and a missing upload, TOTAL row",
           format_evidence="From memory, unverified (no search done for INEC/EC8A layouts). EtherCalc CSV: plain comma CSV, minimal quoting, LF; title rows padded to the used width.",
           answer="winner", winner=w,
           question="Which party's candidate has the most valid votes across polling units, leaving out the unit whose result was cancelled for over-voting (as the file's TOTAL row does)?",
           candidates=parties, scores=tot,
           traps=["A polling unit cancelled for over-voting still has its figures; counting it flips the winner to APC",
                  "TOTAL row larger than any party",
                  "Registered/Accredited Voters and Total Votes columns are larger than any party",
                  "PU codes like 29/11/03/001 look like dates",
                  "A polling unit with empty results",
                  "APC column comes before PDP; APC wins several units"])


# ----------------------------------------------------------------------------------------------
# 5. Grays (grays.com) bid history pasted into Sublime Text (TSV, UTF-8, CRLF)
# ----------------------------------------------------------------------------------------------
def revenue_table(max_valid, amounts):
    res = {}
    for label, val in amounts.items():
        n = sum(1 for b in max_valid.values() if b >= val)
        res[label] = val * n
    return res


def f05():
    name = "Grays lot 0412-1187 bid history.txt"
    # (bidder, amount, minute offset, status)
    bids = [
        ("a***9", 300, 0, ""), ("k***7", 350, 40, ""), ("m***a", 400, 95, ""), ("t***2", 450, 130, ""),
        ("a***9", 500, 200, ""), ("r***s", 550, 260, ""), ("k***7", 600, 330, ""), ("j***n", 650, 400, ""),
        ("m***a", 700, 455, ""), ("t***2", 760, 520, ""), ("b***4", 780, 590, ""), ("r***s", 800, 640, ""),
        ("j***n", 820, 700, ""), ("d***o", 1500, 745, "Retracted"), ("b***4", 880, 800, ""),
        ("m***a", 900, 812, ""), ("k***7", 1150, 820, ""), ("t***2", 1200, 826, ""), ("k***7", 1300, 829, ""),
        ("a***9", 1350, 831, ""),
    ]
    maxv = {}
    for b, amt, _, st in bids:
        if st == "":
            maxv[b] = max(maxv.get(b, 0), amt)
    amounts = {f"${a:,}": a for _, a, _, st in bids if st == ""}
    rev = revenue_table(maxv, amounts)
    w = winner_of(rev)
    assert w == "$800", rev
    top = max(a for _, a, _, st in bids if st == "")
    t0 = datetime(2026, 4, 7, 9, 12, 5)
    lines = ["2012 Kubota RTV-X900 Diesel 4x4 Utility Vehicle (Lot 0412-1187)",
             "Closed: Thu 9 Apr 2026 7:41 PM AEST",
             f"Winning bid: ${top:,} + GST & Buyer's Premium",
             "Location: Tamworth Rural Depot, NSW",
             "",
             "Bid History",
             "Bidder\tBid Amount\tDate & Time\t"]
    from datetime import timedelta
    for b, amt, off, st in reversed(bids):
        t = datetime(2026, 4, 9, 19, 40, 52) - timedelta(minutes=(831 - off) * 3 + (7 if off % 2 else 0),
                                                          seconds=(off * 37) % 50)
        ts = t.strftime("%d/%m/%Y %I:%M:%S %p")
        lines.append(f"{b}\t${amt:,}\t{ts}\t{st}")
    lines.append("")
    lines.append(f"{len(bids)} bids from {len(set(b for b, *_ in bids))} bidders")
    write_text(name, "\n".join(lines) + "\n", "utf-8", newline="\r\n")
    record(name,
           tool="Grays (grays.com, Australian online auctions), closed lot page -> 'Bid History' selected in the browser and pasted into Sublime Text on Windows, saved as UTF-8 with Windows line endings",
           shape="Bid list, newest first, under title lines (lot, closing time, winning bid, location); masked bidders with several bids each; one retracted bid above the winning bid; a footer count line",
           format_evidence="From memory, unverified (a search found no copy of a Grays bid-history table). Browser table copy gives tab-separated cells; trailing tab where the status cell is empty.",
           answer="winner", winner=w, winner_aliases=["800"],
           question="Posted-price question: which single price (one of the valid bid amounts) maximises price x number of bidders whose highest valid bid is at least that price?",
           candidates=list(amounts), scores=rev,
           traps=["A retracted $1,500 bid is the largest amount in the file",
                  "The top valid bid ($1,350) is not the revenue-maximising price",
                  "Several bids per bidder: only each bidder's highest counts",
                  "Amounts with '$' and thousands separators; 'Winning bid' title line with another amount",
                  "Newest first"])


# ----------------------------------------------------------------------------------------------
# 6. Superbid (Brazil) histórico de lances pasted into Kate (ISO-8859-1, LF, tab)
# ----------------------------------------------------------------------------------------------
def brl(v):
    s = f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
    return "R$ " + s


def f06():
    name = "Superbid_leilao_8812_lote_37_historico_de_lances.txt"
    bids = [
        ("LEILOEIRO", 28000, "Lance inicial"),
        ("agro_sul***", 28500, "Válido"), ("fazenda.boa***", 29000, "Válido"), ("jcm_maq***", 30000, "Válido"),
        ("agro_sul***", 31000, "Válido"), ("tratorlan***", 31500, "Válido"), ("fazenda.boa***", 33000, "Válido"),
        ("rd_transp***", 33500, "Válido"), ("jcm_maq***", 34000, "Válido"), ("agro_sul***", 36000, "Válido"),
        ("vale_verde***", 45000, "Cancelado pelo leiloeiro"), ("tratorlan***", 36500, "Válido"),
        ("mfcampos***", 37000, "Válido"), ("agro_sul***", 38500, "Válido"), ("fazenda.boa***", 41000, "Válido"),
        ("agro_sul***", 42500, "Vencedor"),
    ]
    valid = [(b, a) for b, a, st in bids if st in ("Válido", "Vencedor")]
    maxv = {}
    for b, a in valid:
        maxv[b] = max(maxv.get(b, 0), a)
    amounts = {brl(a): a for _, a in valid}
    rev = revenue_table(maxv, amounts)
    w = winner_of(rev)
    assert w == brl(33500), rev
    from datetime import timedelta
    t0 = datetime(2026, 2, 24, 10, 0, 0)
    lines = ["Lote 37 - Trator agrícola 4x2, 75 cv, ano 2011, 6.420 horas - Pátio Rio Pardo do Oeste/MS",
             "Leilão 8812 - Máquinas e implementos agrícolas - encerrado em 26/02/2026 15:47",
             "Histórico de lances",
             "Apelido\tValor do lance\tData/hora\tSituação"]
    for i, (b, a, st) in reversed(list(enumerate(bids))):
        t = datetime(2026, 2, 26, 15, 46, 31) - timedelta(minutes=(15 - i) * 131 + (i * i) % 13, seconds=(i * 23) % 60)
        lines.append(f"{b}\t{brl(a)}\t{t.strftime('%d/%m/%Y %H:%M:%S')}\t{st}")
    lines.append("Total de lances: 15")
    write_text(name, "\n".join(lines) + "\n", "iso-8859-1")
    record(name,
           tool="Superbid (Brazilian online auction marketplace), closed lot -> 'Histórico de lances' selected in the browser and pasted into Kate (KDE text editor) on Linux, saved with encoding ISO-8859-1",
           shape="Bid list, newest first, under title lines; masked nicknames with several bids each; a starting-price row by the auctioneer, a bid cancelled by the auctioneer above the winning bid, a 'Vencedor' row",
           format_evidence="From memory, unverified (no search done). Tab-separated browser copy; Brazilian currency format 'R$ 42.500,00'.",
           answer="winner", winner=w, winner_aliases=["33500", "33.500,00"],
           question="Posted-price question: which valid bid amount maximises price x number of bidders whose highest valid bid is at least that price (the auctioneer's starting price and the cancelled bid are not bids)?",
           candidates=list(amounts), scores=rev,
           traps=["Cancelled R$ 45.000,00 bid is the largest amount",
                  "'Lance inicial' row by LEILOEIRO is not a bidder",
                  "Winning bid R$ 42.500,00 is not the revenue-maximising price",
                  "Decimal comma and '.' thousands separator",
                  "ISO-8859-1 accents (Situação, Válido)"])


# ----------------------------------------------------------------------------------------------
# 7. Airmeet poll report (ask: two polls of equal standing)
# ----------------------------------------------------------------------------------------------
def f07():
    name = "Airmeet_Polls_Report_Harbourside_Community_Energy_Members_Webinar.csv"
    q1 = "Which project should the co-op fund first in 2026?"
    o1 = {"Solar canopy for the sailing club car park": 17, "Battery store at Quarry Lane": 23,
          "Heat pumps for the scout hut": 14, "Community e-bike share": 9}
    q2 = "Which member benefit should we introduce next?"
    o2 = {"Discounted energy audits": 19, "Annual dividend paid as bill credit": 12,
          "Free EV charging hours": 26, "Members' tool library": 8}
    rng = random.Random(77)
    people = []
    fn = "Ada Bram Cerys Dylan Efa Ffion Gethin Hana Iolo Jac Kezia Llyr Mali Nye Osian Pip Rhian Sion Tesni Urien Wyn Yana Zac Aled Beca Caio Dilys Elis Gwen Huw".split()
    ln = "Pryce Morgan Llewellyn Hughes Rees Vaughan Probert Maddox Howells Bowen".split()
    for i in range(70):
        people.append((f"{fn[i % len(fn)]} {ln[(i * 3 + i // 10) % len(ln)]}", i))
    rows = []

    def expand(q, opts, start_min, offset):
        pool = [o for o, n in opts.items() for _ in range(n)]
        rng.shuffle(pool)
        for k, o in enumerate(pool):
            nm, idx = people[(k + offset) % len(people)]
            email = nm.lower().replace(" ", ".") + f"{idx}@example.org"
            t = datetime(2026, 3, 19, 18, start_min + k // 12, (k * 17) % 60)
            rows.append([q, o, nm, email, t.strftime("%Y-%m-%d %H:%M:%S")])
    expand(q1, o1, 12, 0)
    expand(q2, o2, 41, 5)
    lines = [csv_line(["Poll Question", "Selected Option", "Attendee Name", "Attendee Email", "Responded At (UTC)"])]
    lines += [csv_line(r) for r in rows]
    write_text(name, "\n".join(lines) + "\n", "utf-8", newline="\r\n", bom=b"\xef\xbb\xbf")
    w1, w2 = winner_of(o1), winner_of(o2)
    record(name,
           tool="Airmeet (virtual events platform), event dashboard -> Analytics -> Polls -> Download report (CSV), an energy co-operative's members' webinar",
           shape="Long format, one row per poll response (question, selected option, attendee, e-mail, time); two polls of equal standing stacked in one file",
           format_evidence="From memory, unverified (a docs search returned nothing about Airmeet's poll report).",
           answer="ask", winner=None,
           acceptable={q1: w1, q2: w2},
           ask_because="The file holds two polls of equal standing (which project to fund first, which member benefit next); neither is a warm-up or demographic question, so the app should ask which one is meant.",
           question="Which option wins each poll (count of responses per option)?",
           candidates=list(o1) + list(o2),
           scores={q1: o1, q2: o2},
           traps=["Two polls in one long table; pooled counting would make 'Free EV charging hours' the overall top option",
                  "Names and e-mails repeat across polls", "UTF-8 BOM, CRLF"])


# ----------------------------------------------------------------------------------------------
# 8. CSPro tabulation saved as text (French), fixed width, UTF-8 BOM, CRLF
# ----------------------------------------------------------------------------------------------
def f08():
    name = "ECMK2025_Tableaux_T01-T02_site_marche.txt"
    quart = ["Secteur 1", "Secteur 2", "Secteur 3", "Tamsé", "Goundrin"]
    sites = [("Ancienne gare routière", [38, 22, 17, 9, 14]),
             ("Terrain de Tamsé", [21, 19, 12, 47, 11]),
             ("Bord du barrage", [29, 33, 26, 15, 19]),
             ("Place de la Mairie", [44, 18, 21, 6, 8])]
    nsp = [6, 9, 4, 5, 7]
    nd = [2, 1, 3, 0, 2]
    sexe = [("Masculin", [71, 52, 45, 41, 30]), ("Féminin", [69, 50, 38, 41, 31])]

    def fmt(label, vals, lw=34, cw=10):
        return label.ljust(lw) + "".join(str(v).rjust(cw) for v in vals)
    hdr_cols = ["Total"] + quart
    L = []
    L.append("Enquête communautaire sur le marché de Kouré-Sabou 2025 (ECMK 2025)")
    L.append("")
    L.append("Tableau 1. Répartition des enquêtés par sexe selon le quartier")
    L.append("")
    L.append(" " * 44 + "Quartier de résidence".center(50).rstrip())
    L.append(fmt("", hdr_cols))
    L.append("-" * (34 + 10 * 6))
    tot_sexe = [sum(v[i] for _, v in sexe) for i in range(5)]
    L.append(fmt("Total", [sum(tot_sexe)] + tot_sexe))
    for lab, v in sexe:
        L.append(fmt(lab, [sum(v)] + v))
    L.append("-" * (34 + 10 * 6))
    L.append("")
    L.append("")
    L.append("Tableau 2. Site préféré pour le nouveau marché selon le quartier de résidence")
    L.append("")
    L.append(" " * 44 + "Quartier de résidence".center(50).rstrip())
    L.append(fmt("", hdr_cols))
    L.append("-" * (34 + 10 * 6))
    allrows = sites + [("Ne sait pas", nsp), ("Non déclaré", nd)]
    tot = [sum(v[i] for _, v in allrows) for i in range(5)]
    assert tot == tot_sexe, (tot, tot_sexe)
    L.append(fmt("Total", [sum(tot)] + tot))
    for lab, v in allrows:
        L.append(fmt(lab, [sum(v)] + v))
    L.append("-" * (34 + 10 * 6))
    L.append("Source : ECMK 2025, Mairie de Kouré-Sabou. Q12 : « Où souhaitez-vous que le nouveau marché soit construit ? »")
    L.append("")
    write_text(name, "\n".join(L) + "\n", "utf-8", newline="\r\n", bom=b"\xef\xbb\xbf")
    scores = {lab: sum(v) for lab, v in sites}
    w = winner_of(scores)
    assert w == "Bord du barrage", scores
    record(name,
           tool="CSPro 7 (US Census Bureau's Census and Survey Processing System), a commune's market survey tabulated with a .xtb cross-tab application, tables saved as text (French labels)",
           shape="Ready-made count tables (fixed width): a demographic table (sex by district) first, then the question table with the Total column first and the Total row on top, 'Ne sait pas' and 'Non déclaré' rows, source note",
           format_evidence="From memory, unverified (no search done). Total-first column and row order follows CSPro's default table layout as I remember it; UTF-8 with BOM and CRLF as CSPro 7 writes text files on Windows.",
           answer="winner", winner=w,
           question="Which site is preferred for the new market (Total column of Table 2)?",
           candidates=[s[0] for s in sites], scores=scores,
           traps=["Total row is the first data row and the Total column the first column",
                  "Table 1 (sex by district) comes first",
                  "The first district column is won by 'Place de la Mairie'",
                  "'Ne sait pas' / 'Non déclaré' rows", "Fixed width, no separators"])


# ----------------------------------------------------------------------------------------------
# 9. 4th Dimension (4D) export, Mac OS 9 Central European, tab, CR
# ----------------------------------------------------------------------------------------------
def f09():
    name = "GLOSY.TXT"
    valid = {"Żuraw": 11, "Wicher": 10, "Bryza": 6, "Mewa": 4}
    invalid = [("Wicher", "Nie"), ("Wicher", "Nie"), ("Wicher", "Nie"), ("Bryza", "Nie")]
    rng = random.Random(909)
    seq = [o for o, n in valid.items() for _ in range(n)]
    rng.shuffle(seq)
    inv_pos = [4, 13, 22, 27]
    rows = []
    for i, o in enumerate(seq):
        rows.append((o, "Tak"))
        if len(rows) in inv_pos:
            rows.append(invalid[inv_pos.index(len(rows))])
    while len(rows) < len(seq) + len(invalid):
        rows.append(invalid[len(rows) - len(seq)])
    names = ["Kowalczyk Jan", "Nowicka Ewa", "Wiśniewski Paweł", "Zając Małgorzata", "Lewandowski Tomasz",
             "Dąbrowska Anna", "Kamiński Łukasz", "Szymańska Joanna", "Woźniak Krzysztof", "Kozłowska Agnieszka",
             "Jankowski Michał", "Mazur Beata", "Krawczyk Piotr", "Piotrowska Zofia", "Grabowski Marek",
             "Pawłowska Halina", "Michalski Andrzej", "Król Dorota", "Wieczorek Grzegorz", "Jabłońska Teresa",
             "Nowakowski Adam", "Majewska Iwona", "Olszewski Jerzy", "Stępień Barbara", "Malinowski Zbigniew",
             "Jaworska Renata", "Adamczyk Ryszard", "Dudek Elżbieta", "Nowak Stanisław", "Pawlak Krystyna",
             "Górski Wojciech"]
    lines = ["Nr karty\tNr członka\tNazwisko i imię\tGłos\tData\tWażny"]
    used = 0
    for k, (o, ok) in enumerate(rows):
        if ok == "Tak":
            nm = names[used]
            mem = 100 + used * 3
            used += 1
        else:
            # duplicate card of an earlier member
            j = (k * 5) % max(used, 1)
            nm = names[j]
            mem = 100 + j * 3
        lines.append(f"{k + 1}\t{mem}\t{nm}\t{o}\t{12 + k // 12:02d}.04.2026\t{ok}")
    write_text(name, "\n".join(lines) + "\n", "mac_latin2", newline="\r")
    w = winner_of(valid)
    allc = dict(valid)
    for o, _ in invalid:
        allc[o] += 1
    assert w == "Żuraw" and winner_of(allc) == "Wicher"
    record(name,
           tool="4th Dimension (4D v6.5) on a Mac OS 9 PowerMac with the Polish (Central European) system, a yacht club's member database, Plik -> Eksport danych -> Tekst (tab-delimited)",
           shape="One choice per row: ballot card number, member number, member name, vote (name for the club's new boat), date, valid flag Tak/Nie; duplicate cards marked Nie",
           format_evidence="From memory, unverified (no search done). 4D text export: TAB field delimiter, CR record delimiter, the Mac system encoding (Mac OS Central European), field names as the first line.",
           answer="winner", winner=w,
           question="Which boat name gets the most valid votes (rows with Ważny = Tak)?",
           candidates=list(valid), scores=valid,
           traps=["Four duplicate cards marked 'Nie'; counting them makes Wicher win",
                  "Mac OS Central European encoding with CR-only line ends",
                  "Member-number and card-number columns are numeric ids"])


# ----------------------------------------------------------------------------------------------
# 10. JUST Calc (Ichitaro Office) hand-typed tally, Shift_JIS, CRLF
# ----------------------------------------------------------------------------------------------
def f10():
    name = "夏祭り企画投票_集計表_ひばりが丘三丁目町内会.csv"
    han = ["1班", "2班", "3班", "4班", "5班", "6班"]
    rows = [("盆踊り大会", [14, 9, 11, 8, 12, 7]),
            ("子ども縁日", [12, 15, 8, 10, 6, 11]),
            ("屋台村", [11, 13, 14, 12, 10, 13]),
            ("花火観賞会", [16, 7, 9, 13, 9, 8]),
            ("演芸大会", [4, 6, 5, 3, 7, 4])]
    inval = [1, 0, 2, 1, 0, 1]
    valid_tot = sum(sum(v) for _, v in rows)
    L = ["令和8年度 ひばりが丘三丁目町内会 夏祭り企画投票 集計表", "", "集計日：令和8年5月17日　集計担当：総務部",
         ",".join(["企画案"] + han + ["合計", "割合"])]
    for lab, v in rows:
        L.append(",".join([lab] + [str(x) for x in v] + [str(sum(v)), f"{sum(v) / valid_tot * 100:.1f}%"]))
    L.append(",".join(["無効票"] + [str(x) for x in inval] + [str(sum(inval)), ""]))
    coltot = [sum(v[i] for _, v in rows) + inval[i] for i in range(6)]
    L.append(",".join(["合計"] + [str(x) for x in coltot] + [str(sum(coltot)), "100.0%"]))
    L.append("")
    L.append("※割合は有効票（無効票を除く）に対する割合。")
    L.append("※回覧板にて各班長が回収。白票・二重記入は無効票とした。")
    write_text(name, "\n".join(L) + "\n", "shift_jis", newline="\r\n")
    scores = {lab: sum(v) for lab, v in rows}
    w = winner_of(scores)
    assert w == "屋台村", scores
    record(name,
           tool="JUST Calc (JustSystems Ichitaro Office spreadsheet), a neighbourhood association's hand-typed tally of a summer-festival programme vote, saved as CSV (Shift_JIS)",
           shape="Ready-made count table per unit: title lines, one row per proposal with one column per block (班), 合計 and 割合 (%) columns, 無効票 row and 合計 row, footnotes",
           format_evidence="From memory, unverified (no search done). Shift_JIS, CRLF, no quoting; the percent column carries '%'.",
           answer="winner", winner=w,
           question="Which festival proposal got the most votes (合計 column; invalid votes excluded)?",
           candidates=[r[0] for r in rows], scores=scores,
           traps=["合計 row larger than any proposal", "無効票 (invalid) row",
                  "割合 percent column", "The first block column (1班) is won by 花火観賞会",
                  "Shift_JIS encoding, title and date lines"])


# ----------------------------------------------------------------------------------------------
# 11. Testograf (Russian online surveys) responses CSV, cp1251, ';', all quoted, CRLF
# ----------------------------------------------------------------------------------------------
def f11():
    name = "Testograf_otvety_opros_mesto_korporativa_2026.csv"
    depts = ["Бухгалтерия", "Отдел продаж", "Склад", "ИТ-отдел", "Производство"]
    stazh = ["Менее 1 года", "1–3 года", "3–5 лет", "Более 5 лет"]
    places = ["Ресторан «Старая мельница»", "Загородная база «Сосновый бор»", "Боулинг-клуб «Страйк»",
              "Банкетный зал в офисе"]
    fun = ["Караоке", "Ведущий и конкурсы", "Живая музыка", "Фотозона", "Квиз"]
    rng = random.Random(1151)
    rows = []
    incomplete = (5, 18, 29, 40, 44)
    pool = [1] * 15 + [0] * 12 + [2] * 8 + [3] * 6
    rng.shuffle(pool)
    for i in range(46):
        complete = i not in incomplete
        pl = pool.pop() if complete else None
        dept = depts[rng.randrange(5)] if rng.random() < 0.7 else depts[4]
        rows.append(dict(i=i, complete=complete, dept=dept, stazh=rng.choice(stazh), place=pl,
                         fun=[rng.random() < p for p in (0.45, 0.35, 0.5, 0.3, 0.4)]))
    # incomplete respondents stopped after question 2
    for r in rows:
        if not r["complete"]:
            r["place"] = None
            r["fun"] = [False] * 5
    # incomplete rows that did answer the place question (stopped at Q4)
    for i, pl in ((18, 2), (40, 2)):
        rows[i]["place"] = pl
    counts_c = {p: 0 for p in places}
    counts_all = {p: 0 for p in places}
    for r in rows:
        if r["place"] is not None:
            counts_all[places[r["place"]]] += 1
            if r["complete"]:
                counts_c[places[r["place"]]] += 1
    w = winner_of(counts_c)
    assert w == winner_of(counts_all) and w == places[1], counts_c
    dept_counts = {d: sum(1 for r in rows if r["dept"] == d) for d in depts}
    hdr = ["№", "Дата начала", "Дата окончания", "Время прохождения", "IP-адрес", "Статус",
           "1. В каком подразделении вы работаете?", "2. Сколько лет вы работаете в компании?",
           "3. Где провести новогодний корпоратив?"] + \
          [f"4. Что добавить в программу вечера? (можно выбрать несколько) / {f}" for f in fun] + \
          ["5. Ваши пожелания организаторам"]
    wishes = {3: "Только не в пятницу, пожалуйста", 11: "Нужен трансфер от офиса",
              24: "Без караоке!", 33: "Вегетарианское меню", 37: "Можно с детьми?"}
    L = [csv_line(hdr, sep=";", quote_all=True)]
    for r in rows:
        st = datetime(2026, 11, 10 + r["i"] % 8, 9 + r["i"] % 9, (r["i"] * 11) % 60, (r["i"] * 29) % 60)
        dur = 95 + (r["i"] * 37) % 240
        en = "" if not r["complete"] else st.replace(minute=(st.minute + dur // 60) % 60).strftime("%d.%m.%Y %H:%M:%S")
        ip = f"{['192.0.2', '198.51.100', '203.0.113'][r['i'] % 3]}.{17 + (r['i'] * 7) % 200}"
        vals = [r["i"] + 1, st.strftime("%d.%m.%Y %H:%M:%S"), en, f"{dur // 60:02d}:{dur % 60:02d}" if r["complete"] else "",
                ip, "Завершена" if r["complete"] else "Не завершена", r["dept"], r["stazh"],
                "" if r["place"] is None else places[r["place"]]] + \
               [("Да" if x else "") for x in r["fun"]] + [wishes.get(r["i"], "")]
        L.append(csv_line(vals, sep=";", quote_all=True))
    write_text(name, "\n".join(L) + "\n", "cp1251", newline="\r\n")
    record(name,
           tool="Testograf (testograf.ru, Russian online survey service), опрос -> Результаты -> Выгрузка ответов -> CSV (for Excel), a company's New Year party survey",
           shape="One row per respondent with metadata (number, start/end time, duration, IP address, status Завершена / Не завершена), a department and a tenure question first, the venue question, a multi-select as one Да column per option, a free-text question",
           format_evidence="From memory, unverified (no search done). Windows-1251, ';', every field quoted, CRLF, dd.mm.yyyy dates.",
           answer="winner", winner=w,
           question="Where should the New Year party be held (question 3; counting complete responses only or all answered gives the same winner)?",
           candidates=places, scores=counts_c,
           traps=["Department question (question 1) comes first and is categorical",
                  f"Department counts: {json.dumps(dept_counts, ensure_ascii=False)}",
                  "Multi-select question 4 spread over five Да columns",
                  "Incomplete responses (Не завершена)", "Labels with «» quotes; Windows-1251"])


# ----------------------------------------------------------------------------------------------
# 12. SeaTable export to Excel, long format voter/idea/points
# ----------------------------------------------------------------------------------------------
def f12():
    name = "Kiezfonds_2026_Punktevergabe.xlsx"
    ideas = ["Trinkbrunnen am Spielplatz Lindenhof", "Bücherschrank vor der Kita", "Hochbeete im Innenhof Nord",
             "Sitzbänke an der Uferpromenade", "Lastenrad zum Ausleihen", "Sommerkino auf dem Marktplatz"]
    pref = [1.0, 0.8, 1.2, 0.95, 1.45, 0.9]
    rng = random.Random(1212)
    voters = ["Anke Brüggemann", "Bilal Yıldız", "Carla Oehme", "Dirk Sander", "Elif Kaya", "Frieda Nowak",
              "Gregor Thiele", "Hannelore Paulsen", "Ismail Haddad", "Jana Kühn", "Karsten Voß", "Lotte Wendt",
              "Mehmet Arslan", "Nina Roth", "Ole Petersen", "Paula Engel", "Quirin Maier", "Rosa Lindqvist",
              "Sven Hartmann", "Tülay Demir"]
    rows = []
    for vi, v in enumerate(voters):
        remaining = 10
        chosen = set()
        while remaining > 0:
            r = rng.random() * sum(pref)
            acc = 0
            for j, p in enumerate(pref):
                acc += p
                if r <= acc:
                    break
            pts = min(remaining, rng.choice([1, 2, 3, 3, 4, 5]))
            if j in chosen:
                continue
            chosen.add(j)
            rows.append([v, ideas[j], pts, True])
            remaining -= pts
            if len(chosen) == len(ideas):
                break
    # over-budget voters: points marked invalid by the board
    rows.append(["Gregor Thiele", ideas[1], 6, False])
    rows.append(["Gregor Thiele", ideas[5], 5, False])
    rows.append(["Dirk Sander", ideas[1], 4, False])
    rows.append(["Nina Roth", ideas[3], 3, False])
    rng.shuffle(rows)
    sc = {i: 0 for i in ideas}
    sc_all = {i: 0 for i in ideas}
    for v, idea, pts, ok in rows:
        sc_all[idea] += pts
        if ok:
            sc[idea] += pts
    w = winner_of(sc)
    assert w == ideas[4], sc
    wb = openpyxl.Workbook()
    wb.properties.creator = "SeaTable"
    ws = wb.active
    ws.title = "Punktevergabe"
    ws.append(["Name", "Stimme von", "Idee", "Punkte", "Gültig", "Erstellt", "Erstellt von", "Anmerkung"])
    for k, (v, idea, pts, ok) in enumerate(rows):
        created = datetime(2026, 4, 1 + k % 12, 17 + k % 5, (k * 7) % 60)
        note = "" if ok else "über 10 Punkte - vom Vorstand gestrichen"
        ws.append([f"P-{1001 + k}", v, idea, pts, ok, created, "kiezfonds-bot@example.org", note or None])
        ws.cell(row=ws.max_row, column=6).number_format = "yyyy-mm-dd hh:mm"
    save_xlsx(wb, name)
    record(name,
           tool="SeaTable (German no-code database), base 'Kiezfonds 2026', table 'Punktevergabe' -> Export -> Excel, a neighbourhood fund's dot voting (10 points per resident)",
           shape="Long format: one row per (voter, idea, points) with a checkbox column 'Gültig', created-at and created-by metadata, a note on struck rows",
           format_evidence="From memory, unverified (no search done). One sheet named after the table, the primary column 'Name' first, checkbox as TRUE/FALSE.",
           answer="winner", winner=w,
           question="Which idea gets the most valid points (sum of Punkte where Gültig is TRUE)?",
           candidates=ideas, scores=sc,
           traps=["Rows with Gültig FALSE (over-budget points); counting them changes the totals",
                  f"Totals including struck rows: {json.dumps(sc_all, ensure_ascii=False)}",
                  "Counting rows instead of summing points", "Primary-key column 'Name' holds ids P-1001..."])


# ----------------------------------------------------------------------------------------------
# 13. SuperCalc 5 print to disk, CP866, fixed width, rating grid (jurors as rows)
# ----------------------------------------------------------------------------------------------
def f13():
    name = "SMOTR_HR.PRN"
    entries = ["Хор 5А", "Хор 6Б", "Хор 7В", "Хор 8А", "Хор 9Б", "Ансамбль 10"]
    jurors = ["Белова Н.П.", "Гаврилов С.И.", "Дмитриева О.А.", "Ершова Т.В.", "Зуев А.М."]
    grid = [
        [7, 8, 9, 6, 8, 7],
        [8, 7, 9, 7, 9, 6],
        [6, 9, 8, 7, 9, 9],
        [7, 8, 10, 6, 8, 7],
        [8, 7, 8, 7, 9, 8],
    ]
    sums = [sum(g[j] for g in grid) for j in range(6)]
    means = [s / 5 for s in sums]
    order = sorted(range(6), key=lambda j: -sums[j])
    place = [order.index(j) + 1 for j in range(6)]
    lw, cw = 18, 12
    L = ["", "    СМОТР-КОНКУРС ХОРОВЫХ КОЛЛЕКТИВОВ ШКОЛЫ N 14 г. ЗАРЕЧЕНСКА",
         "    Протокол жюри, 22 марта 2026 г.  Оценки по 10-балльной шкале", ""]
    L.append("    " + "Член жюри".ljust(lw) + "".join(e.rjust(cw) for e in entries))
    L.append("    " + "-" * (lw + cw * 6))
    for jn, g in zip(jurors, grid):
        L.append("    " + jn.ljust(lw) + "".join(str(x).rjust(cw) for x in g))
    L.append("    " + "-" * (lw + cw * 6))
    L.append("    " + "Сумма".ljust(lw) + "".join(str(x).rjust(cw) for x in sums))
    L.append("    " + "Средний балл".ljust(lw) + "".join(f"{x:.2f}".replace(".", ",").rjust(cw) for x in means))
    L.append("    " + "Место".ljust(lw) + "".join(str(x).rjust(cw) for x in place))
    L.append("")
    L.append("    Председатель жюри ____________ Белова Н.П.")
    L.append("\f")
    write_text(name, "\n".join(L) + "\n", "cp866", newline="\r\n")
    scores = {e: s for e, s in zip(entries, sums)}
    w = winner_of(scores)
    assert w == "Хор 7В", scores
    record(name,
           tool="SuperCalc 5 for DOS (Russian), a school's choir-contest jury sheet, /Output -> Display/Print to disk (.PRN), kept on an old school PC",
           shape="Rating grid transposed: jurors as rows, entries as columns, Сумма / Средний балл / Место rows under a dashed rule, title and signature lines, left margin, form feed",
           format_evidence="From memory, unverified (no search done). Printed-to-disk report: fixed width, CP866 (DOS Cyrillic), CRLF, 4-space left margin, form feed at page end.",
           answer="winner", winner=w,
           question="Which choir has the highest total score (sum over jurors; the mean gives the same order)?",
           candidates=entries, scores=scores,
           traps=["Entries are columns, jurors rows", "Сумма row is larger than any score",
                  "Место row: lowest number is best", "Decimal comma in the mean row",
                  "CP866 encoding, fixed width, form feed"])


# ----------------------------------------------------------------------------------------------
# 14. Sakai Tests & Quizzes (survey) export to Excel: ask (two equal questions)
# ----------------------------------------------------------------------------------------------
def f14():
    name = "Sakai_TQ_Export_Class_Council_Survey_HIST110-02_Spring2026.xlsx"
    q1 = "Q1. Which charity should the class fundraiser support?"
    o1 = {"Riverside Food Pantry": 9, "Hillcrest Animal Shelter": 13, "Youth Literacy Project": 7, "Parkland Tree Trust": 4}
    q2 = "Q2. Where should the end-of-term class outing go?"
    o2 = {"Science museum": 8, "Bowling alley": 6, "Climbing gym": 12, "Botanical garden": 5, "Escape room": 2}
    rng = random.Random(1414)
    fn = "Avery Blake Cameron Devon Emerson Finley Gray Harper Indigo Jordan Kai Logan Morgan Noel Oakley Parker Quinn Reese Sawyer Taylor Umi Val Winter Xen Yael Zion Alexis Brooke Casey Dana Ellis Frankie Gale".split()
    ln = "Abernathy Bautista Castellano Dubois Eriksen Fontaine Gallagher Hollis Ibarra Jovanovic Kimura Lindqvist Moreau Nakamura Okafor Petrov".split()
    a1 = [o for o, n in o1.items() for _ in range(n)]
    a2 = [o for o, n in o2.items() for _ in range(n)]
    rng.shuffle(a1)
    rng.shuffle(a2)
    n = len(a1)
    assert n == len(a2) == 33
    wb = openpyxl.Workbook()
    wb.properties.creator = "Sakai"
    ws = wb.active
    ws.title = "Responses"
    ws.append(["Class Council Survey - HIST 110 Section 02 - Spring 2026 (anonymous: no)"])
    ws.append([])
    ws.append(["Last Name", "First Name", "User ID", "Role", "Submit Date", "Time Spent", "Status", q1, q2,
               "Q3. Any other ideas for the class council?"])
    for i in range(n + 3):
        last, first = ln[i % len(ln)], fn[i % len(fn)]
        uid = f"{first[0].lower()}{last.lower()[:6]}{10 + i}"
        if i >= n:
            ws.append([last, first, uid, "Student", None, None, "Not Submitted", None, None, None])
            continue
        t = datetime(2026, 4, 6 + i % 5, 10 + i % 8, (i * 13) % 60)
        ws.append([last, first, uid, "Student", t, f"{1 + i % 4} min {(i * 17) % 60} sec", "Submitted",
                   a1[i], a2[i], "Bake sale in May" if i == 4 else ("More pizza" if i == 19 else None)])
        ws.cell(row=ws.max_row, column=5).number_format = "mm/dd/yyyy hh:mm AM/PM"
    st = wb.create_sheet("Statistics")
    st.append(["Question", "Answer", "Responses", "% of Submissions"])
    for q, od in ((q1, o1), (q2, o2)):
        for o, c in od.items():
            st.append([q, o, c, f"{c / n * 100:.0f}%"])
        st.append([q, "Total", n, "100%"])
    save_xlsx(wb, name)
    w1, w2 = winner_of(o1), winner_of(o2)
    record(name,
           tool="Sakai LMS (Tests & Quizzes tool, an ungraded survey-type assessment), Assessments -> Scores -> Export (Excel), a history class's class-council survey",
           shape="Multi-question survey in a workbook: sheet 'Responses' (title line, one row per student with user id, submit date, time spent, status incl. Not Submitted, two single-choice questions and a free-text one) and sheet 'Statistics' (answer counts with % and Total rows)",
           format_evidence="From memory, unverified (no search done).",
           answer="ask", winner=None,
           acceptable={q1: w1, q2: w2},
           ask_because="Two single-choice questions of equal standing (fundraiser charity and class outing) in one survey; neither is demographic or preliminary.",
           question="Which answer wins each question (count of submitted responses)?",
           candidates=list(o1) + list(o2),
           scores={q1: o1, q2: o2},
           traps=["Statistics sheet has Total rows (33) larger than any answer and percentages",
                  "Three 'Not Submitted' rows with blank answers",
                  "Title line above the header", "User ID column is categorical-looking"])


# ----------------------------------------------------------------------------------------------
# 15. OpenSondage (STUdS!) date poll CSV export, ISO-8859-1
# ----------------------------------------------------------------------------------------------
def f15():
    name = "studs_export_repetition_chorale_Saint-Eloi.csv"
    slots = [("mardi 10/03/2026", "18h30"), ("mardi 10/03/2026", "20h00"), ("jeudi 12/03/2026", "18h30"),
             ("jeudi 12/03/2026", "20h00"), ("samedi 14/03/2026", "10h00"), ("lundi 16/03/2026", "20h00")]
    people = ["Hélène", "Benoît D.", "Françoise", "Jérôme", "Maëlle", "Gaëtan", "Anaïs P.", "Noël", "Brigitte",
              "Zoé", "Loïc", "Cécile M.", "Thérèse"]
    avail = [
        [1, 0, 1, 1, 0, 1], [0, 1, 1, 1, 1, 0], [1, 1, 0, 1, 1, 0], [0, 0, 1, 1, 0, 1], [1, 0, 1, 0, 1, 1],
        [1, 1, 0, 1, 0, 0], [0, 1, 1, 1, 1, 1], [1, 0, 0, 1, 1, 0], [1, 1, 1, 0, 0, 1], [0, 0, 1, 1, 1, 0],
        [1, 1, 0, 0, 1, 1], [1, 0, 1, 1, 0, 0], [0, 1, 0, 1, 1, 1],
    ]
    L = [csv_line([""] + [d for d, _ in slots], sep=";", quote_all=True),
         csv_line([""] + [h for _, h in slots], sep=";", quote_all=True)]
    for p, a in zip(people, avail):
        L.append(csv_line([p] + ["OK" if x else "" for x in a], sep=";", quote_all=True))
    tot = [sum(a[j] for a in avail) for j in range(6)]
    L.append(csv_line(["Nombre de choix"] + tot, sep=";", quote_all=True))
    write_text(name, "\n".join(L) + "\n", "iso-8859-1", newline="\r\n")
    labels = [f"{d} {h}" for d, h in slots]
    scores = dict(zip(labels, tot))
    w = winner_of(scores)
    assert w == labels[3], scores
    record(name,
           tool="OpenSondage / STUdS! (Université de Strasbourg's open-source date poll), a parish choir's rehearsal poll -> 'Export CSV'",
           shape="Scheduling poll: two header rows (day, time) over one column per slot, one row per participant with OK or empty, a 'Nombre de choix' total row",
           format_evidence="From memory, unverified (no search done). ISO-8859-1, ';', every field quoted, CRLF.",
           answer="winner", winner=w, winner_aliases=["jeudi 12/03/2026 20h00", "12/03/2026 20h00"],
           question="Which slot suits the most participants (count of OK)?",
           candidates=labels, scores=scores,
           traps=["Two header rows: the day repeats for two times, so the candidate is day + time",
                  "'Nombre de choix' total row", "Empty cell means no", "ISO-8859-1 accented names"])


def main():
    for f in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15):
        f()
    assert len(EXPECTED) == 15
    with open(os.path.join(OUT, "expected.json"), "w", encoding="utf-8") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2, sort_keys=True)
        fh.write("\n")


if __name__ == "__main__":
    main()
