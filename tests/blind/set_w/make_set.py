#!/usr/bin/env python3
"""Blind test set W: writes 15 synthetic exports and expected.json into the folder this script lives in.

Deterministic: fixed seeds, TZ pinned to UTC, fixed xlsx document/zip timestamps.
Standard library + openpyxl only. All data invented (example.org e-mails, RFC 5737 IPs).
"""
import io
import json
import os
import random
import re
import time
import zipfile
from collections import Counter, defaultdict
from pathlib import Path

os.environ["TZ"] = "UTC"
try:
    time.tzset()
except AttributeError:
    pass

import datetime as dt
import openpyxl

OUT = Path(__file__).resolve().parent
EXPECTED = {}
FIXED_DT = dt.datetime(2026, 5, 1, 9, 0, 0)


def write_text(name, lines, encoding, newline="\r\n", bom=False):
    text = newline.join(lines) + newline
    data = text.encode(encoding)
    if bom:
        if encoding.lower().replace("-", "") in ("utf8",):
            data = b"\xef\xbb\xbf" + data
    (OUT / name).write_bytes(data)


def csv_line(fields, sep=",", quote_all=False):
    out = []
    for f in fields:
        s = "" if f is None else str(f)
        if quote_all or any(c in s for c in (sep, '"', "\n", "\r")):
            s = '"' + s.replace('"', '""') + '"'
        out.append(s)
    return sep.join(out)


def save_xlsx(wb, name):
    wb.properties.creator = wb.properties.creator or "export"
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    wb.properties.lastModifiedBy = None
    buf = io.BytesIO()
    wb.save(buf)
    buf.seek(0)
    zin = zipfile.ZipFile(buf)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            data = zin.read(info.filename)
            if info.filename == "docProps/core.xml":
                s = data.decode("utf-8")
                s = re.sub(r"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)", r"\g<1>2026-05-01T09:00:00Z\g<2>", s)
                s = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)", r"\g<1>2026-05-01T09:00:00Z\g<2>", s)
                data = s.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 5, 1, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            zout.writestr(zi, data)
    (OUT / name).write_bytes(out.getvalue())


def posted_price(bidder_max):
    """bidder_max: dict bidder -> highest valid bid (number). Returns scores over distinct amounts given."""
    vals = list(bidder_max.values())
    return lambda amounts: {a: a * sum(1 for v in vals if v >= a) for a in amounts}


def unique_top(scores):
    items = sorted(scores.items(), key=lambda kv: -kv[1])
    assert len(items) < 2 or items[0][1] > items[1][1], ("tie for first", items[:3])
    return items[0][0]


def expect(name, **kw):
    assert (OUT / name).exists(), name
    EXPECTED[name] = kw


# ---------------------------------------------------------------------------
# 1. Thai ECT municipal mayor election, results per polling unit (TIS-620)
# ---------------------------------------------------------------------------
def f01_thai_ect():
    name = "ผลคะแนนเลือกตั้งนายกเทศมนตรีตำบลหนองบัวทอง_รายหน่วยเลือกตั้ง_2568.csv"
    rng = random.Random(101)
    cands = ["หมายเลข 1 นายประเสริฐ วงศ์ใหญ่", "หมายเลข 2 นางวันเพ็ญ แสงทอง", "หมายเลข 3 นายสมบัติ ทองคำ"]
    units = [
        ("ศาลาประชาคมหมู่ที่ 1", 1), ("โรงเรียนบ้านหนองบัวทอง", 2), ("วัดหนองบัวทอง", 2),
        ("ศาลาอเนกประสงค์หมู่ที่ 3", 3), ("โรงเรียนบ้านโคกกลาง", 4), ("วัดโพธิ์ศรี", 5),
        ("ศาลาประชาคมหมู่ที่ 6", 6), ("ที่ทำการผู้ใหญ่บ้านหมู่ที่ 7", 7), ("โรงเรียนบ้านดอนแดง", 8),
    ]
    # per-unit shares: candidate 1 strong in first units (leads unit 1), candidate 2 wins overall
    shares = [(0.46, 0.36, 0.18), (0.44, 0.40, 0.16), (0.35, 0.45, 0.20), (0.33, 0.47, 0.20), (0.30, 0.44, 0.26),
              (0.38, 0.42, 0.20), (0.41, 0.39, 0.20), (0.31, 0.49, 0.20), (0.36, 0.43, 0.21)]
    rows = []
    tot = defaultdict(int)
    for i, ((place, moo), sh) in enumerate(zip(units, shares), 1):
        elig = rng.randint(690, 980)
        turnout = int(elig * rng.uniform(0.66, 0.78))
        bad = rng.randint(9, 24)
        novote = rng.randint(6, 19)
        good = turnout - bad - novote
        v1 = int(good * sh[0]); v2 = int(good * sh[1]); v3 = good - v1 - v2
        vals = [elig, turnout, good + novote, bad, novote, v1, v2, v3]
        rows.append([str(i), place, str(moo)] + vals)
        for k, v in zip(["elig", "turn", "good", "bad", "nov", 0, 1, 2], vals):
            tot[k] += v
    pad = [""] * 10
    lines = [
        csv_line(["รายงานผลการนับคะแนนเลือกตั้งนายกเทศมนตรีตำบลหนองบัวทอง อำเภอเมือง จังหวัดนครตัวอย่าง"] + pad),
        csv_line(["วันเลือกตั้ง วันอาทิตย์ที่ 11 พฤษภาคม 2568 (ผลอย่างไม่เป็นทางการ ตามแบบ ส.ถ./ผ.ถ. 5/7)"] + pad),
        csv_line([""] + pad),
        csv_line(["หน่วยเลือกตั้งที่", "ที่เลือกตั้ง", "หมู่ที่", "จำนวนผู้มีสิทธิเลือกตั้ง", "จำนวนผู้มาใช้สิทธิ",
                  "บัตรดี", "บัตรเสีย", "บัตรไม่เลือกผู้สมัครผู้ใด"] + cands),
    ]
    for r in rows:
        lines.append(csv_line(r))
    fmt = lambda n: f"{n:,}"
    lines.append(csv_line(["รวมทั้งสิ้น", "", "", fmt(tot["elig"]), fmt(tot["turn"]), fmt(tot["good"]), fmt(tot["bad"]),
                           fmt(tot["nov"]), fmt(tot[0]), fmt(tot[1]), fmt(tot[2])]))
    lines.append(csv_line([""] + pad))
    lines.append(csv_line(["หมายเหตุ: บัตรดี รวมบัตรที่ทำเครื่องหมายไม่เลือกผู้สมัครผู้ใด", "", "", "", "", "", "", "", "", "", ""]))
    lines.append(csv_line(["ผู้รายงาน: สำนักงานคณะกรรมการการเลือกตั้งประจำจังหวัด", "", "", "", "", "", "", "", "", "", ""]))
    write_text(name, lines, "tis_620")
    scores = {cands[k]: tot[k] for k in range(3)}
    w = unique_top(scores)
    assert w == cands[1]
    # first unit led by candidate 1
    assert rows[0][8] > rows[0][9]
    expect(name, answer="winner", winner=w, winner_aliases=["นางวันเพ็ญ แสงทอง", "หมายเลข 2"],
           candidates=cands, scores=scores,
           question="Who won the mayoral (นายกเทศมนตรี) election: most votes summed over the polling units",
           tool="Election Commission of Thailand (สำนักงาน กกต. ประจำจังหวัด), municipal mayor election, per-polling-unit result sheet published as CSV by the provincial office (Excel, Thai Windows, 'CSV (Comma delimited)' = TIS-620/Windows-874)",
           shape="Count table per unit: title block, one row per polling unit (unit no., place, village no., eligible, turnout, good, spoiled, 'no candidate' ballots) with one column per candidate, a grand-total row with thousands separators, footnotes",
           format_evidence="From memory, unverified: column titles follow the paper form ส.ถ./ผ.ถ. 5/7 as I remember it; the CSV layout is my guess.",
           traps=["title block in Thai with Buddhist-era year 2568",
                  "eligible-voters / turnout / good-ballot columns hold the largest numbers",
                  "'บัตรไม่เลือกผู้สมัครผู้ใด' (vote for no candidate) is not a candidate",
                  "grand-total row 'รวมทั้งสิ้น' with quoted thousands-separated numbers",
                  "candidate 1 leads the first polling unit; candidate 2 wins the sum",
                  "first text column is the polling place name"])


# ---------------------------------------------------------------------------
# 2. Yahoo!奇摩拍賣 (Taiwan) bid record pasted into Excel zh-TW, CSV Big5
# ---------------------------------------------------------------------------
def f02_yahoo_tw():
    name = "Yahoo奇摩拍賣_出價紀錄_商品100948273615_大同電鍋10人份.csv"
    # (bidder, amount, time, status) newest first
    bids = [
        ("q***7 (412)", 3600, "2026/03/22 21:28:51", "已取消（賣家取消）"),
        ("m***n (88)", 3200, "2026/03/22 21:26:03", "有效"),
        ("a***2 (1,305)", 2800, "2026/03/22 21:19:40", "有效"),
        ("m***n (88)", 2750, "2026/03/22 20:58:12", "有效"),
        ("t***u (23)", 2600, "2026/03/22 20:41:33", "有效"),
        ("a***2 (1,305)", 2500, "2026/03/22 19:02:09", "有效"),
        ("c***w (517)", 2450, "2026/03/22 18:47:55", "有效"),
        ("t***u (23)", 2300, "2026/03/21 23:10:17", "有效"),
        ("m***n (88)", 2200, "2026/03/21 22:05:46", "有效"),
        ("c***w (517)", 2000, "2026/03/21 13:31:02", "有效"),
        ("h***9 (6)", 1800, "2026/03/20 09:14:28", "有效"),
        ("j***e (240)", 1500, "2026/03/19 21:55:30", "有效"),
        ("h***9 (6)", 1400, "2026/03/19 08:42:11", "有效"),
        ("s***0 (1)", 1200, "2026/03/18 17:20:03", "有效"),
        ("j***e (240)", 1100, "2026/03/18 12:03:44", "有效"),
        ("s***0 (1)", 1000, "2026/03/17 10:31:19", "有效"),
    ]
    bmax = {}
    for b, a, t, st in bids:
        if st == "有效":
            bmax[b] = max(bmax.get(b, 0), a)
    amounts = sorted({a for b, a, t, st in bids if st == "有效"}, reverse=True)
    scores = posted_price(bmax)(amounts)
    w = unique_top(scores)
    assert w == 2450, scores
    money = lambda a: f"NT${a:,}"
    p4 = ["", "", "", ""]
    lines = [csv_line([t] + p4) for t in [
        "出價紀錄",
        "商品名稱：大同電鍋 10人份 TAC-10L 綠色 經典款 全新未拆封",
        "商品編號：100948273615",
        "起標價：NT$1,000　直接購買價：無",
        "結標時間：2026/03/22 21:30:00",
        ""]] + [
        csv_line(["出價者（評價）", "出價金額", "數量", "出價時間", "狀態"]),
    ]
    for b, a, t, st in bids:
        lines.append(csv_line([b, money(a), "1", t, st]))
    lines += [csv_line([""] + p4), csv_line(["共 16 筆出價紀錄，出價者帳號已部分隱藏"] + p4)]
    write_text(name, lines, "cp950")
    expect(name, answer="winner", winner="NT$2,450", winner_aliases=["2450", "2,450", "NT$2450"],
           candidates=[money(a) for a in amounts], scores={money(a): s for a, s in scores.items()},
           question="Posted price p scored as p x number of bidders whose highest valid bid >= p",
           tool="Yahoo!奇摩拍賣 (Yahoo Auctions Taiwan), ended auction → '出價紀錄' (bid record) selected in the browser, pasted into Microsoft Excel (Traditional Chinese) and saved as 'CSV (逗號分隔)' (ANSI = Big5/CP950)",
           shape="Bid list, newest first, title block, masked bidder IDs with feedback counts (some with thousands separators), several bids per bidder, one bid cancelled by the seller",
           format_evidence="From memory, unverified: column titles, the masked-ID pattern and the status words are my guess.",
           traps=["title block with start price NT$1,000 and item number",
                  "amounts written 'NT$2,450' (quoted, thousands separator)",
                  "highest amount NT$3,600 was cancelled (已取消); the highest valid bid is NT$3,200",
                  "feedback counts in parentheses inside the bidder cell, e.g. '(1,305)'",
                  "several bids per bidder: only each bidder's highest counts",
                  "footer line with the bid count"])


# ---------------------------------------------------------------------------
# 3. Polaris Office Sheet (Korean), hand-typed tally of three questions -> ASK
# ---------------------------------------------------------------------------
def f03_polaris_kr():
    name = "2026_상반기_직원설문_집계표_총무팀.csv"
    blocks = [
        ("1. 하반기 워크숍 장소", [("강원 평창", 31), ("경북 경주", 44), ("전남 여수", 38), ("제주", 27)]),
        ("2. 송년회 방식", [("호텔 뷔페", 36), ("사내 케이터링", 22), ("볼링장 대관 후 식사", 51), ("상품권 지급(행사 없음)", 31)]),
        ("3. 명절 선물", [("한우 세트", 57), ("과일 세트", 24), ("온라인 상품권", 49), ("건강식품", 10)]),
    ]
    lines = ["2026년 상반기 직원 의견 설문 집계", "총무팀 작성 / 응답자 140명 (2026.04.06 ~ 04.17)", ""]
    acceptable = {}
    for q, opts in blocks:
        total = sum(v for _, v in opts)
        assert total == 140
        lines.append(csv_line([q, "", ""]))
        lines.append(csv_line(["항목", "응답수", "비율"]))
        for o, v in opts:
            lines.append(csv_line([o, v, f"{v / total * 100:.1f}%"]))
        lines.append(csv_line(["합계", total, "100.0%"]))
        lines.append("")
        top = max(opts, key=lambda x: x[1])
        assert sorted(v for _, v in opts)[-1] > sorted(v for _, v in opts)[-2]
        acceptable[q] = top[0]
    lines.append(csv_line(["※ 결과는 다음 주 간부회의에 보고 예정", "", ""]))
    write_text(name, lines, "euc_kr")
    expect(name, answer="ask", winner=None,
           ask_because="Three separate questions (workshop venue, year-end party format, holiday gift) of equal standing, each with its own count table and total; nothing marks one as the question",
           acceptable=acceptable,
           candidates=[o for _, opts in blocks for o, _ in opts],
           scores={q: dict(opts) for q, opts in blocks},
           question="Which of the three surveyed questions is meant",
           tool="Polaris Office Sheet (Korean office suite, Windows), a general-affairs team's hand-typed tally of a staff survey, 'CSV (쉼표로 구분)' saved in the ANSI code page (EUC-KR/CP949)",
           shape="Ready-made count tables: title block, three stacked blocks (question line, header 항목 / 응답수 / 비율, options, 합계 total row), footnote",
           format_evidence="From memory, unverified: Polaris Office saving CSV in the system code page is my assumption; the sheet is invented.",
           traps=["three blocks with equal standing", "합계 rows (140) are the largest numbers",
                  "percent column with '%'", "title and footnote lines"])


# ---------------------------------------------------------------------------
# 4. Gorilla Experiment Builder, long-format data export (UTF-8, LF)
# ---------------------------------------------------------------------------
def f04_gorilla():
    name = "data_exp_184522-v7_task-k3vq.csv"
    rng = random.Random(404)
    opts = ["Puffin", "Kingfisher", "Heron", "Wren"]
    complete = ["Puffin"] * 14 + ["Kingfisher"] * 17 + ["Heron"] * 9 + ["Wren"] * 8
    rng.shuffle(complete)
    rejected = ["Puffin", "Puffin", "Wren"]
    parts = [(c, "complete") for c in complete]
    for i, c in enumerate(rejected):
        parts.insert(7 + i * 13, (c, "rejected"))
    header = ["Event Index", "UTC Timestamp", "UTC Date and Time", "Local Timestamp", "Local Timezone",
              "Local Date and Time", "Experiment ID", "Experiment Version", "Tree Node Key", "Repeat Key",
              "Schedule ID", "Participant Public ID", "Participant Private ID", "Participant Starting Group",
              "Participant Status", "Participant Completion Code", "Participant External Session ID",
              "Participant Device Type", "Participant Device", "Participant OS", "Participant Browser",
              "Participant Monitor Size", "Participant Viewport Size", "Checkpoint", "Task Name", "Task Version",
              "Spreadsheet", "Spreadsheet Row", "Trial Number", "Screen Number", "Screen Name", "Zone Name",
              "Zone Type", "Reaction Time", "Response", "Attempt", "Correct", "Incorrect", "Dishonest", "X Coordinate",
              "Y Coordinate", "Timed Out", "display", "mascot_set"]
    lines = [csv_line(header)]
    t0 = 1776848400000  # 2026-04-22 09:00 UTC
    devices = [("computer", "Desktop or Laptop", "Windows 10", "Chrome 135.0.0.0", "1920x1080", "1903x947"),
               ("computer", "Desktop or Laptop", "Mac OS 14.4", "Safari 17.4", "1440x900", "1425x789"),
               ("mobile", "Mobile - iPhone", "iOS 17.4", "Mobile Safari 17.4", "390x844", "390x664"),
               ("mobile", "Mobile - Android", "Android 14", "Chrome 135.0.0.0", "412x915", "412x782")]
    for pi, (choice, status) in enumerate(parts):
        pub = f"{rng.randrange(16**8):08x}"
        priv = 11873340 + pi * 7
        sched = 70221180 + pi * 3
        dev = devices[rng.randrange(4)]
        ts = t0 + pi * 1000 * rng.randint(300, 900)
        code = "" if status == "rejected" else "K3VQ-DONE"
        evs = [("BEGIN TASK", "", "", "", "", "", ""),
               ("1", "Welcome", "continue", "continue_button", str(rng.randint(3000, 19000)), "", "instructions"),
               ("2", "Choice", "mascot_buttons", "response_button_text", str(rng.randint(2500, 14000)), choice, "choice"),
               ("3", "Confidence", "confidence_slider", "response_slider_endValue", str(rng.randint(1500, 6000)),
                str(rng.randint(1, 7)), "confidence"),
               ("4", "Thanks", "continue", "continue_button", str(rng.randint(800, 4000)), "", "debrief"),
               ("END TASK", "", "", "", "", "", "")]
        for ei, (scr, sname, zname, ztype, rt, resp, disp) in enumerate(evs, 1):
            ts += int(rt or 500)
            utc = dt.datetime.utcfromtimestamp(ts / 1000)
            local = utc + dt.timedelta(hours=1)
            row = [str(ei), str(ts), utc.strftime("%d/%m/%Y %H:%M:%S"), str(ts + 3600000), "-60",
                   local.strftime("%d/%m/%Y %H:%M:%S"), "184522", "7", "task-k3vq", "", str(sched), pub, str(priv),
                   "", status, code, "", dev[0], dev[1], dev[2], dev[3], dev[4], dev[5], "",
                   "Mascot preference", "4", "mascots_v2", "1" if scr not in ("BEGIN TASK", "END TASK") else "",
                   "1" if scr not in ("BEGIN TASK", "END TASK") else "",
                   scr if scr not in ("BEGIN TASK", "END TASK") else "", sname, zname, ztype, rt, resp or (scr if scr in ("BEGIN TASK", "END TASK") else ""),
                   "1" if resp else "", "", "", "", "", "", "", disp, "A" if pi % 2 else "B"]
            if scr in ("BEGIN TASK", "END TASK"):
                row[header.index("Trial Number")] = scr
                row[header.index("Screen Number")] = ""
                row[header.index("Response")] = ""
            lines.append(csv_line(row))
    write_text(name, lines, "utf-8", newline="\n")
    scores = Counter(complete)
    w = unique_top(dict(scores))
    allc = Counter(complete + rejected)
    assert unique_top(dict(allc)) == w == "Kingfisher"
    expect(name, answer="winner", winner="Kingfisher", candidates=opts, scores=dict(scores),
           question="Which mascot did participants choose on the 'Choice' screen (response_button_text), one choice per participant",
           tool="Gorilla Experiment Builder (online behavioural-research platform), experiment → Data → download task data (long format, CSV), a university lab's pilot on a study-app mascot",
           shape="Long format, one row per event: BEGIN TASK / screen rows / END TASK per participant, 44 columns of metadata (timestamps, participant ids, status, device, OS, browser, screen sizes), Screen Name, Zone Type, Reaction Time and Response; the choice is the Response on the 'Choice' screen, a 1-7 confidence slider response on another screen; three participants with status 'rejected'",
           format_evidence="From memory, unverified: the column list is my recollection of Gorilla's v2 data columns; values invented.",
           traps=["most rows have an empty Response", "confidence slider responses (1-7) in the same Response column",
                  "three 'rejected' participants (winner unchanged with or without them)",
                  "numeric metadata columns (timestamps, ids, reaction times)",
                  "first text column is the UTC date"])


# ---------------------------------------------------------------------------
# 5. Élections Québec, results by polling division (ISO-8859-1, ';')
# ---------------------------------------------------------------------------
def f05_quebec():
    name = "resultats-section-vote-899-Lac-Beauvallon-2026-10-05.csv"
    rng = random.Random(505)
    cands = ["Tremblay Côté, Julie (Q.S.)", "Bérubé, Mélanie (C.A.Q.-É.Q.)", "Gauthier, Étienne (P.Q.)",
             "Nadeau-Pelletier, François (P.L.Q./Q.L.P.)", "Lévesque, Rémi (P.C.Q.-E.C.Q.)"]
    base = [0.19, 0.27, 0.31, 0.13, 0.10]   # P.Q. is the overall winner
    secs = [str(i) for i in range(1, 15)] + ["BVA1", "BVA2", "BVD", "BVE"]
    rows = []
    tot = [0] * 5
    for j, s in enumerate(secs):
        sh = list(base)
        if j < 3:
            sh = [0.20, 0.37, 0.22, 0.12, 0.09]  # CAQ leads the first sections
        ins = rng.randint(280, 560) if not s.startswith("BV") else 0
        valid = int((ins or rng.randint(900, 1700)) * rng.uniform(0.55, 0.70))
        w = [max(0.01, x + rng.uniform(-0.03, 0.03)) for x in sh]
        vs = [int(valid * x / sum(w)) for x in w]
        rej = rng.randint(1, 9)
        for k in range(5):
            tot[k] += vs[k]
        part = "" if not ins else f"{(sum(vs) + rej) / ins * 100:.2f}".replace(".", ",")
        rows.append(["899", "Lac-Beauvallon", "2026-10-05", s, "", str(rej), str(ins) if ins else "", part] + [str(v) for v in vs])
    header = ["Code", "Nom Circ.", "Date scrutin", "S.V.", "Regroupement", "Bulletins rejetés", "Électeurs inscrits",
              "Taux de participation"] + cands
    lines = [csv_line(header, sep=";")] + [csv_line(r, sep=";") for r in rows]
    tins = sum(int(r[6]) for r in rows if r[6])
    lines.append(csv_line(["899", "Lac-Beauvallon", "2026-10-05", "Total", "", str(sum(int(r[5]) for r in rows)),
                           str(tins), ""] + [str(t) for t in tot], sep=";"))
    write_text(name, lines, "iso-8859-1")
    scores = dict(zip(cands, tot))
    w = unique_top(scores)
    assert w == cands[2], scores
    first = [int(x) for x in rows[0][8:]]
    assert first.index(max(first)) == 1
    expect(name, answer="winner", winner=cands[2], winner_aliases=["Gauthier, Étienne", "Étienne Gauthier", "Gauthier"],
           candidates=cands, scores=scores,
           question="Who won the riding (circonscription): most valid votes over all polling divisions",
           tool="Élections Québec, provincial general election → 'Résultats par section de vote' CSV download for one (invented) electoral division",
           shape="Count table per unit: one row per polling division (sections 1-14 and advance/special polls BVA1, BVA2, BVD, BVE without registered electors), rejected ballots, registered electors, turnout with decimal comma, one column per candidate 'Surname, Given name (PARTY)', a Total row",
           format_evidence="From memory, unverified: I recall ';'-separated ISO-8859-1 files with one column per candidate; the exact column titles are my guess.",
           traps=["'Électeurs inscrits' holds the largest numbers", "Total row", "turnout with decimal comma",
                  "C.A.Q. leads the first three sections; P.Q. wins the sum",
                  "party abbreviations with dots and slashes inside the candidate label",
                  "first text column is the riding name (same on every row)"])


# ---------------------------------------------------------------------------
# 6. Allegro bid list, pasted into LibreOffice Calc (pl), CSV ISO-8859-2
# ---------------------------------------------------------------------------
def f06_allegro():
    name = "Allegro_licytacja_14829305571_oferty_kupna_rower_Romet.csv"
    NB = "\u00a0"
    bids = [  # newest first: (login, feedback, amount, time, status)
        ("r...k", 57, 1600, "14.04.2026 20:14:41", "wycofana przez kupującego"),
        ("b...a", 312, 1450, "14.04.2026 20:13:58", "aktywna"),
        ("r...k", 57, 1320, "14.04.2026 20:11:07", "aktywna"),
        ("p...3", 9, 1200, "14.04.2026 19:55:20", "aktywna"),
        ("b...a", 312, 1190, "14.04.2026 19:40:02", "aktywna"),
        ("w...z", 1204, 1180, "14.04.2026 18:02:33", "aktywna"),
        ("p...3", 9, 1000, "13.04.2026 22:47:15", "aktywna"),
        ("m...e", 41, 950, "13.04.2026 21:30:00", "aktywna"),
        ("k...o", 5, 900, "13.04.2026 08:12:49", "aktywna"),
        ("w...z", 1204, 880, "12.04.2026 17:26:11", "aktywna"),
        ("m...e", 41, 850, "12.04.2026 10:05:36", "aktywna"),
        ("j...y", 0, 720, "11.04.2026 23:59:02", "aktywna"),
        ("k...o", 5, 700, "11.04.2026 16:44:18", "aktywna"),
        ("j...y", 0, 600, "10.04.2026 20:20:20", "aktywna"),
    ]
    def zl(a):
        s = f"{a:,}".replace(",", NB)
        return f"{s},00{NB}zł"
    bmax = {}
    for login, fb, a, t, st in bids:
        if st == "aktywna":
            bmax[login] = max(bmax.get(login, 0), a)
    amounts = sorted({a for *_, a, t, st in [(b[0], b[1], b[2], b[3], b[4]) for b in bids] if st == "aktywna"}, reverse=True)
    scores = posted_price(bmax)(amounts)
    w = unique_top(scores)
    assert w == 900, scores
    lines = [
        csv_line(["Oferty kupna", "", "", "", ""]),
        csv_line(["Rower szosowy Romet Huragan 1989, oryginał, rama 56 cm", "", "", "", ""]),
        csv_line(["Licytacja zakończona 14.04.2026 20:15:00 · cena wywoławcza 500,00 zł", "", "", "", ""]),
        csv_line(["", "", "", "", ""]),
        csv_line(["Kupujący", "Ocena", "Kwota", "Data", "Status oferty"]),
    ]
    for login, fb, a, t, st in bids:
        lines.append(csv_line([login, f"({fb})", zl(a), t, st]))
    lines.append(csv_line(["Liczba ofert: 14", "", "", "", ""]))
    write_text(name, [l.replace("·", "-") for l in lines], "iso-8859-2", newline="\n")
    expect(name, answer="winner", winner=zl(900), winner_aliases=["900", "900,00 zł", "900,00"],
           candidates=[zl(a) for a in amounts], scores={zl(a): s for a, s in scores.items()},
           question="Posted price p scored as p x number of bidders whose highest valid bid >= p",
           tool="Allegro.pl (Polish marketplace), ended auction ('licytacja') → 'Oferty kupna' list selected in the browser, pasted into LibreOffice Calc (Polish) and saved as Text CSV with character set 'Europa Środkowa (ISO-8859-2)', field separator ','",
           shape="Bid list, newest first, title block, masked logins with a separate feedback column, several bids per bidder, one bid withdrawn by the buyer",
           format_evidence="From memory, unverified: column titles and the status words are my guess; the non-breaking spaces in amounts come from the web page.",
           traps=["amounts '1 450,00 zł' with non-breaking-space thousands separator and decimal comma (quoted because of the comma)",
                  "highest amount 1 600,00 zł withdrawn ('wycofana przez kupującego')",
                  "start price 500,00 zł in the title block", "trailing 'Liczba ofert: 14' line",
                  "several bids per bidder: only each bidder's highest counts"])


# ---------------------------------------------------------------------------
# 7. Padlet, Export → CSV (UTF-8, LF, all quoted)
# ---------------------------------------------------------------------------
def f07_padlet():
    name = "padlet_export_6p-summer-trip-ideas-2026.csv"
    posts = [  # subject, body, author, section, up, down, comments, created
        ("How to vote – read me first!", "Give a thumbs up to every trip you'd be happy with and a thumbs down if you really don't want it. One post per idea please. Voting closes Friday 3pm! – Mrs Patel",
         "Mrs A Patel", "Start here", 31, 0, 2, "2026-05-11T08:02:15Z"),
        ("Go Ape at Delamere Forest", "treetop nets and zip wires!! we could have a picnic after", "Oliver K", "Trip ideas", 24, 3, 11, "2026-05-11T09:14:40Z"),
        ("Chester Zoo", "The new bat cave and the elephants. Its not too far on the coach", "Amira S", "Trip ideas", 27, 2, 6, "2026-05-11T09:15:02Z"),
        ("Blue Planet Aquarium", "sharks and the underwater tunnel", "Harry B", "Trip ideas", 18, 4, 3, "2026-05-11T09:21:37Z"),
        ("Cinema + pizza", "Watch a film in town then pizza, rainy day proof", "Lily-Mae T", "Trip ideas", 21, 9, 14, "2026-05-11T09:30:11Z"),
        ("Beach day at Formby", "red squirrels and sandcastles, bring a kite", "Zain A", "Trip ideas", 15, 1, 2, "2026-05-11T10:02:58Z"),
        ("Laser tag + bowling", "", "Jacob W", "Trip ideas", 20, 7, 5, "2026-05-11T12:45:19Z"),
        ("Can we bring pocket money?", "For the gift shop", "Evie R", "Questions for Mrs Patel", 12, 0, 1, "2026-05-12T07:58:44Z"),
    ]
    header = ["Subject", "Body", "Attachment", "Author", "Created at", "Updated at", "Section", "Upvotes", "Downvotes", "Comments"]
    lines = [csv_line(header, quote_all=True)]
    for i, (sub, body, au, sec, up, dn, cm, cr) in enumerate(posts):
        att = "https://padlet.com/padlets/example/attachments/zoo.jpg" if sub == "Chester Zoo" else ""
        upd = cr[:11] + ("14:20:03Z" if i % 2 else cr[11:])
        lines.append(csv_line([sub, body, att, au, cr, upd, sec, up, dn, cm], quote_all=True))
    write_text(name, lines, "utf-8", newline="\n")
    ideas = [p for p in posts if p[3] == "Trip ideas"]
    scores = {p[0]: p[4] for p in ideas}
    net = {p[0]: p[4] - p[5] for p in ideas}
    assert unique_top(scores) == unique_top(net) == "Chester Zoo"
    expect(name, answer="winner", winner="Chester Zoo", candidates=[p[0] for p in ideas], scores=scores,
           question="Which trip idea (section 'Trip ideas') got the most upvotes (same winner on upvotes minus downvotes)",
           tool="Padlet (online pin-board used in schools), a Year 6 class board with the 'Vote' reaction (thumbs up/down), board menu → Export → Export to CSV",
           shape="Ready-made counts: one row per post with subject, body, attachment URL, author, created/updated timestamps, section, upvotes, downvotes and comment count; a teacher's instructions post and a question post in other sections",
           format_evidence="From memory, unverified: the column titles and the every-field quoting are my guess of Padlet's CSV export.",
           traps=["the teacher's 'How to vote – read me first!' post has the most upvotes (31) but is not an idea",
                  "'Cinema + pizza' has the most comments", "question post in 'Questions for Mrs Patel'",
                  "first text column (Subject) lists every post once"])


# ---------------------------------------------------------------------------
# 8. Eval&GO (French survey tool), Excel export of responses, 2 sheets
# ---------------------------------------------------------------------------
def f08_evalandgo():
    name = "EvalAndGo_export_reponses_Nom_de_la_future_mediatheque_Saint-Aubin-sur-Loire.xlsx"
    rng = random.Random(808)
    names = ["Médiathèque Colette", "L'Envol", "La Passerelle", "Médiathèque des Deux Rives"]
    comp = [names[0]] * 21 + [names[1]] * 17 + [names[2]] * 26 + [names[3]] * 14
    rng.shuffle(comp)
    incomplete = [None, names[0], None, names[0], names[1], None, names[0], None]
    rows = [(c, "Terminé") for c in comp]
    for i, c in enumerate(incomplete):
        rows.insert(5 + i * 10, (c, "Incomplet"))
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Réponses"
    hdr = ["N° de réponse", "Date de début", "Date de fin", "Statut", "Adresse IP", "Langue", "Source",
           "Q1. Vous êtes :", "Q2. Votre tranche d'âge :",
           "Q3. Parmi les noms proposés, lequel préférez-vous pour la future médiathèque ?",
           "Q4. Avez-vous une remarque ou une autre proposition ?"]
    ws.append(hdr)
    ages = ["Moins de 18 ans", "18-34 ans", "35-49 ans", "50-64 ans", "65 ans et plus"]
    comments = ["", "", "", "Pensez aux horaires le samedi", "Pourquoi pas « La Ruche » ?", "", "Très bonne initiative",
                "", "Un nom en lien avec la Loire serait bien", ""]
    t = dt.datetime(2026, 3, 2, 8, 0)
    for i, (c, st) in enumerate(rows, 1):
        t += dt.timedelta(minutes=rng.randint(20, 400))
        end = t + dt.timedelta(seconds=rng.randint(50, 400)) if st == "Terminé" else None
        ip = rng.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(rng.randint(2, 250))
        q1 = "Habitant(e) de Saint-Aubin-sur-Loire" if rng.random() < 0.8 else "Habitant(e) d'une autre commune"
        q4 = rng.choice(comments) if st == "Terminé" else None
        ws.append([100400 + i, t, end, st, ip, "Français", rng.choice(["Lien web", "QR code", "Lien web", "E-mail"]),
                   q1, rng.choice(ages), c, q4 or None])
    for col in "BC":
        for cell in ws[col][1:]:
            cell.number_format = "DD/MM/YYYY HH:MM:SS"
    ws.column_dimensions["J"].width = 40
    ws2 = wb.create_sheet("Questionnaire")
    for r in [["Questionnaire", "Nom de la future médiathèque"], ["Auteur", "Mairie de Saint-Aubin-sur-Loire – service culture"],
              ["Période de collecte", "02/03/2026 – 31/03/2026"], ["Nombre de réponses", len(rows)],
              ["Réponses complètes", len(comp)], [], ["Code", "Intitulé", "Type"],
              ["Q1", "Vous êtes :", "Choix unique"], ["Q2", "Votre tranche d'âge :", "Choix unique"],
              ["Q3", "Parmi les noms proposés, lequel préférez-vous pour la future médiathèque ?", "Choix unique"],
              ["Q4", "Avez-vous une remarque ou une autre proposition ?", "Texte libre"]]:
        ws2.append(r)
    wb.properties.creator = "Eval&GO"
    save_xlsx(wb, name)
    scores = dict(Counter(comp))
    alls = Counter(comp + [c for c in incomplete if c])
    assert unique_top(scores) == unique_top(dict(alls)) == "La Passerelle"
    expect(name, answer="winner", winner="La Passerelle", candidates=names, scores=scores,
           question="Q3: preferred name for the future media library (complete responses; same winner with the partial ones)",
           tool="Eval&GO (French online survey service), questionnaire → Résultats → Export des réponses (Excel), a town hall's naming consultation",
           shape="Multi-question survey in a workbook: 'Réponses' (one row per response: number, start/end datetimes, status Terminé/Incomplet, IP, language, source, Q1 residence, Q2 age band, Q3 the naming question, Q4 free text) and 'Questionnaire' (metadata and question list)",
           format_evidence="From memory, unverified: sheet and column titles are my guess.",
           traps=["first text column is Statut (mostly 'Terminé')", "the language column (Français) and the Q1 residence answer repeat far more often than any name",
                  "8 incomplete responses, some without Q3 (winner unchanged with or without them)",
                  "comment mentions another name ('La Ruche')", "second sheet with metadata and counts"])


# ---------------------------------------------------------------------------
# 9. Chamilo LMS survey, complete report export (UTF-8, ';', two header rows)
# ---------------------------------------------------------------------------
def f09_chamilo():
    name = "informe_completo_encuesta_viaje_fin_de_curso_4ESO_2026.csv"
    rng = random.Random(909)
    dests = ["Granada", "Valencia", "Salamanca", "Barcelona", "Asturias (Picos de Europa)", "Roma"]
    prob = [0.50, 0.38, 0.30, 0.56, 0.62, 0.45]
    first = ["Lucía", "Hugo", "Martina", "Pablo", "Sofía", "Álvaro", "Daniela", "Mateo", "Carmen", "Iker", "Noa",
             "Adrián", "Valeria", "Leo", "Julia", "Marcos", "Irene", "Sergio", "Aitana", "Jorge"]
    last = ["García", "Fernández", "López", "Martín", "Sánchez", "Pérez", "Gómez", "Ruiz", "Díaz", "Moreno",
            "Álvarez", "Romero", "Navarro", "Torres", "Domínguez", "Gil", "Vázquez", "Serrano", "Ramos", "Blanco"]
    for seed in range(909, 2000):
        rng = random.Random(seed)
        studs = []
        for i in range(52):
            g = "A" if i < 27 else "B"
            ticks = [rng.random() < p for p in prob] if i not in (13, 40) else [False] * 6
            studs.append((g, ticks))
        cnt = [sum(t[k] for _, t in studs) for k in range(6)]
        srt = sorted(cnt)
        if cnt.index(max(cnt)) == 4 and srt[-1] - srt[-2] >= 3 and cnt[0] < max(cnt):
            break
    hdr1 = ["Usuario", "Nombre", "Apellidos", "1. ¿En qué grupo estás?", "",
            "2. ¿Qué destinos te gustarían para el viaje de fin de curso? (puedes marcar varios)", "", "", "", "", "",
            "3. ¿Algo más que quieras comentar?"]
    hdr2 = ["", "", "", "4º ESO A", "4º ESO B"] + dests + [""]
    lines = [csv_line(hdr1, sep=";"), csv_line(hdr2, sep=";")]
    coms = ["", "", "", "que no sea muy caro", "Roma porfa", "", "mejor en junio", "", "", "con actividades de aventura"]
    for i, (g, ticks) in enumerate(studs):
        fn = first[(i * 7) % 20]; ln = last[(i * 3 + i // 20) % 20] + " " + last[(i * 11 + 5) % 20]
        user = ("a" if g == "A" else "b") + f"{26041 + i}"
        if i in (13, 40):
            lines.append(csv_line([user, fn, ln, "", "", "", "", "", "", "", "", ""], sep=";"))
            continue
        row = [user, fn, ln, "v" if g == "A" else "", "v" if g == "B" else ""] + ["v" if t else "" for t in ticks] + [rng.choice(coms)]
        lines.append(csv_line(row, sep=";"))
    write_text(name, lines, "utf-8", newline="\n", bom=True)
    scores = dict(zip(dests, cnt))
    w = unique_top(scores)
    assert w == dests[4]
    expect(name, answer="winner", winner=w, winner_aliases=["Asturias"], candidates=dests, scores=scores,
           question="Question 2: which trip destination got the most ticks (multiple answers allowed)",
           tool="Chamilo LMS (Spanish secondary school), Encuestas → encuesta → Informes → 'Informe completo' → exportar a CSV",
           shape="One column per option under two header rows (question titles over option labels): user, first name, surnames, a single-choice class-group question as two tick columns, six destination tick columns marked 'v', a free-text column; two students with no answers",
           format_evidence="From memory, unverified: the 'v' tick mark, the two header rows and the ';' separator are my recollection of Chamilo's complete report.",
           traps=["two header rows; the question title sits only over the first column of its group",
                  "the class-group columns ('4º ESO A' ticked 26 times) are a different question",
                  "first text column is the user name (all distinct)", "comment 'Roma porfa'",
                  "two students without any answer"])


# ---------------------------------------------------------------------------
# 10. Calendly meeting poll, pasted into Excel (US) → CSV UTF-8 (BOM)
# ---------------------------------------------------------------------------
def f10_calendly():
    name = "Meeting poll - PTA Board Spring Fundraiser Planning.csv"
    slots = ["Tue, Apr 14, 6:30 PM - 7:30 PM", "Wed, Apr 15, 7:00 PM - 8:00 PM", "Thu, Apr 16, 12:00 PM - 1:00 PM",
             "Thu, Apr 16, 6:30 PM - 7:30 PM", "Mon, Apr 20, 7:00 PM - 8:00 PM", "Tue, Apr 21, 6:30 PM - 7:30 PM"]
    people = [
        ("Alicia Moreno", "alicia.moreno@example.org", "110100"),
        ("Brian Okafor", "b.okafor@example.org", "011101"),
        ("Carla Jensen", "carlaj@example.org", "110010"),
        ("Devon Price", "devon.price@example.org", "011100"),
        ("Erin McAllister", "erin.mca@example.org", "100001"),
        ("Farah Siddiqui", "farah.s@example.org", "010111"),
        ("Greg Lindqvist", "greg.l@example.org", "111011"),
        ("Hannah Cho", "hannah.cho@example.org", "010100"),
        ("Ivan Petrov", "ivan.petrov@example.org", "001011"),
    ]
    host = ("Dana Whitfield (Host)", "dana.whitfield@example.org", "110100")
    cnt = [sum(p[2][k] == "1" for p in people) for k in range(6)]
    cnt_h = [c + (host[2][k] == "1") for k, c in enumerate(cnt)]
    assert unique_top(dict(zip(slots, cnt))) == unique_top(dict(zip(slots, cnt_h))) == slots[1], (cnt, cnt_h)
    tick = "\u2713"
    pad = [""] * 7
    lines = [csv_line(["PTA Board – Spring Fundraiser Planning Meeting"] + pad),
             csv_line(["60 min · Zoom · Organized by Dana Whitfield · Time zone: Eastern Time - US & Canada"] + pad),
             csv_line([""] + pad),
             csv_line(["Invitee", "Email"] + slots),
             csv_line(list(host[:2]) + [tick if c == "1" else "" for c in host[2]])]
    for n, e, v in people:
        lines.append(csv_line([n, e] + [tick if c == "1" else "" for c in v]))
    lines.append(csv_line(["Votes", ""] + [f"{c} votes" for c in cnt_h]))
    write_text(name, lines, "utf-8", newline="\r\n", bom=True)
    expect(name, answer="winner", winner=slots[1], winner_aliases=["Wed, Apr 15, 7:00 PM", "Wed Apr 15 7:00 PM - 8:00 PM"],
           candidates=slots, scores=dict(zip(slots, cnt)),
           question="Which meeting time most invitees can make (ticks per time column; same winner with or without the host's row)",
           tool="Calendly meeting poll, results view selected in the browser, pasted into Microsoft Excel (English, US) and saved as 'CSV UTF-8 (Comma delimited)'",
           shape="Scheduling poll: title block, header Invitee / Email / one column per proposed time, host row first, one row per invitee with ✓ ticks, a 'Votes' row with 'n votes' counts (including the host)",
           format_evidence="From memory, unverified: Calendly has no poll export that I know of; the pasted layout and the 'n votes' row are my guess.",
           traps=["the Votes row counts the host", "e-mail column", "✓ ticks, empty for not available",
                  "time labels contain commas (quoted)", "title lines with '·' separators"])


# ---------------------------------------------------------------------------
# 11. Submittable, review export (long format submission/reviewer/score)
# ---------------------------------------------------------------------------
def f11_submittable():
    name = "submittable_reviews_export_Community_Arts_Microgrants_2026_20260415.csv"
    subs = [  # id, title, submitter, category, {reviewer: score or None}, extra rows
        (48120331, "Mural for the Eastside Underpass", "Tamsin Reyes", "Visual Arts", [22, 24, 21, 23, 20]),
        (48120417, "Sounds of the Market: oral history podcast", "Kwame Asante", "Media & Storytelling", [26, 25, 27, 24, 26]),
        (48120582, "Pop-up Puppet Theatre in the Library", "Ines Valdés", "Performing Arts", [25, 27, None, 26, 23]),
        (48120640, "Quilting Circle for New Neighbors", "Ruth Abernathy", "Craft & Heritage", [23, 22, 24, None, 25]),
        (48120713, "Teen Zine Lab", "Jordan Kim", "Media & Storytelling", [19, 21, 20, 22, None]),
        (48120869, "Riverbank Sculpture Walk", "Oskar Lindgren", "Visual Arts", [24, 20, 23, 25, 22]),
    ]
    reviewers = ["Maria Delgado", "Tom Whitaker", "Priya Raman", "Lena Hoffmann", "Samuel Osei"]
    lines = [csv_line(["Submission ID", "Title", "Submitter", "Category", "Submission Status", "Reviewer", "Review Form",
                       "Review Status", "Score", "Max Score", "Completed Date", "Comments"])]
    comments = ["Strong community reach.", "Budget is realistic.", "", "Would like more detail on outreach.",
                "Great fit for the program.", "", "Timeline feels tight.", "Lovely idea!"]
    rng = random.Random(1111)
    totals, counts = {}, {}
    day = 0
    for sid, title, who, cat, sc in subs:
        status = "In Progress" if title != "Teen Zine Lab" else "Declined"
        for r, s in zip(reviewers, sc):
            day += 1
            if s is None:
                lines.append(csv_line([sid, title, who, cat, status, r, "Microgrant Rubric 2026", "Assigned", "", 30, "", ""]))
                continue
            d = dt.datetime(2026, 3, 20, 9, 0) + dt.timedelta(hours=7 * day + rng.randint(0, 5), minutes=rng.randint(0, 59))
            ds = d.strftime("%m/%d/%Y %I:%M %p").lstrip("0")
            lines.append(csv_line([sid, title, who, cat, status, r, "Microgrant Rubric 2026", "Completed", s, 30, ds,
                                   rng.choice(comments)]))
            totals[title] = totals.get(title, 0) + s
            counts[title] = counts.get(title, 0) + 1
        if title == "Mural for the Eastside Underpass":
            lines.append(csv_line([sid, title, who, cat, status, "Guest Reviewer (Arts Council)", "Microgrant Rubric 2026",
                                   "Declined to Review", "", 30, "", "Conflict of interest – I know the applicant."]))
    write_text(name, lines, "utf-8", newline="\r\n")
    means = {t: round(totals[t] / counts[t], 2) for t in totals}
    w = unique_top(means)
    assert w == unique_top(totals) == "Sounds of the Market: oral history podcast", (means, totals)
    expect(name, answer="winner", winner=w, winner_aliases=["Sounds of the Market"],
           candidates=[s[1] for s in subs], scores=means,
           question="Which application has the highest review score (mean of completed reviews; the total agrees)",
           tool="Submittable (grant / submissions management platform), Reviews → export completed and assigned reviews (CSV), a city arts council's microgrant round",
           shape="Long format submission/reviewer/score: one row per review assignment with submission id, title, submitter, category, submission status, reviewer, form, review status (Completed / Assigned / Declined to Review), score out of 30, completion date (US m/d/yyyy h:mm AM/PM) and comment",
           format_evidence="From memory, unverified: column titles are my guess of Submittable's review export.",
           traps=["three assigned-but-not-completed reviews with empty scores (mean needed)",
                  "'Mural for the Eastside Underpass' has the most rows (a declined-to-review row)",
                  "Max Score column (30) is constant", "submission ids are the largest numbers",
                  "'Pop-up Puppet Theatre' has a high score from 4 reviewers"])


# ---------------------------------------------------------------------------
# 12. Surveypal (Finnish), responses export to Excel, ranking question
# ---------------------------------------------------------------------------
def f12_surveypal():
    name = "Surveypal_vastaukset_Kesapaivat_2026_ohjelma.xlsx"
    opts = ["Melonta Nuuksiossa", "Saunailta ja grillaus", "Pakohuone", "Golfin alkeet", "Kokkikurssi"]
    A, B, C, D, E = range(5)
    profiles = [(10, [A, B, E, C, D]), (9, [B, E, A, C, D]), (8, [C, B, E, D, A]), (6, [E, B, C, A, D]), (3, [D, B])]
    ballots = [order for n, order in profiles for _ in range(n)]
    rng = random.Random(1212)
    rng.shuffle(ballots)
    rows = [(b, "Valmis") for b in ballots]
    for i in range(4):
        rows.insert(3 + i * 9, (None, "Kesken"))
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Vastaukset"
    q = "Järjestä kesäpäivien ohjelmavaihtoehdot mieluisuusjärjestykseen (1 = mieluisin)"
    ws.append(["Vastaus ID", "Aloitettu", "Lähetetty", "Tila", "Kieli", "Laite", "Yksikkösi"] +
              [f"{q} - {o}" for o in opts] + ["Vapaa sana"])
    units = ["Talous", "Myynti", "Tuotanto", "IT", "Asiakaspalvelu"]
    t = dt.datetime(2026, 4, 7, 8, 30)
    for i, (b, st) in enumerate(rows, 1):
        t += dt.timedelta(minutes=rng.randint(15, 300))
        ranks = [None] * 5
        if b:
            for pos, o in enumerate(b, 1):
                ranks[o] = pos
        ws.append([f"R{730100 + i * 17}", t, t + dt.timedelta(minutes=rng.randint(1, 6)) if st == "Valmis" else None, st,
                   "suomi", rng.choice(["Tietokone", "Mobiili", "Tietokone"]), rng.choice(units) if st == "Valmis" else None]
                  + ranks + [rng.choice([None, None, "Kiitos järjestäjille!", "Toivottavasti sää suosii", None])])
    for col in "BC":
        for cell in ws[col][1:]:
            cell.number_format = "D.M.YYYY H:MM"
    ws2 = wb.create_sheet("Kyselyn tiedot")
    for r in [["Kysely", "Kesäpäivät 2026 – ohjelmakysely"], ["Omistaja", "HR / henkilöstöpalvelut"],
              ["Vastauksia", len(rows)], ["Valmiita", len(ballots)], ["Viety", "15.4.2026 10:12"]]:
        ws2.append(r)
    save_xlsx(wb, name)
    n = 5
    borda = [0] * 5
    firsts = [0] * 5
    for b in ballots:
        firsts[b[0]] += 1
        for pos, o in enumerate(b):
            borda[o] += n - 1 - pos
    scores = dict(zip(opts, borda))
    assert unique_top(scores) == opts[B] and firsts.index(max(firsts)) == A, (borda, firsts)
    expect(name, answer="winner", winner=opts[B], winner_aliases=["Saunailta"], candidates=opts, scores=scores,
           question="Ranking question: Borda score (4 for rank 1 … 0 for rank 5 or unranked) over the completed responses",
           tool="Surveypal (Finnish online survey service), kysely → Tulokset → Vie vastaukset Exceliin, a company's summer-days programme survey",
           shape="Ranking with one column per option holding the rank (1-5): response id, started/submitted datetimes, status Valmis/Kesken, language, device, department, five rank columns titled '<question> - <option>', free text; 3 respondents ranked only two options; second sheet with survey info",
           format_evidence="From memory, unverified: column titles and the '<question> - <option>' pattern are my guess.",
           traps=["'Melonta Nuuksiossa' has the most first places but not the highest Borda score",
                  "four incomplete (Kesken) responses without ranks", "partial rankings (unranked = 0)",
                  "rank numbers: a low number is better", "first text column is the response id / status"])


# ---------------------------------------------------------------------------
# 13. SGMAI (Portugal) autárquicas results by parish, 3 elections -> ASK
# ---------------------------------------------------------------------------
def f13_sgmai():
    name = "Autarquicas2025_Resultados_Freguesias_Municipio_Serra_da_Lousinha.xlsx"
    rng = random.Random(1313)
    parties = ["PS", "PPD/PSD.CDS-PP", "PCP-PEV", "CH", "IL", "GCE – Juntos pela Lousinha"]
    fregs = [("Santa Maria da Lousinha", 4810), ("São Pedro de Lousinha", 3920), ("Aldeia Nova", 1480),
             ("União das Freguesias de Cabeço e Vilar", 2210), ("Outeiro", 960), ("Ribafria", 1305)]
    elections = [
        ("Câmara Municipal", [0.25, 0.23, 0.08, 0.09, 0.04, 0.31]),
        ("Assembleia Municipal", [0.31, 0.26, 0.09, 0.10, 0.05, 0.19]),
        ("Assembleias de Freguesia", [0.25, 0.33, 0.10, 0.07, 0.03, 0.22]),
    ]
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    acceptable, allscores = {}, {}
    for ename, sh in elections:
        ws = wb.create_sheet(ename)
        ws.append([f"Eleições Autárquicas 2025 – {ename}"])
        ws.append(["Município de Serra da Lousinha (distrito de Santarém) – resultados por freguesia – 12/10/2025"])
        ws.append([])
        ws.append(["Freguesia", "Inscritos", "Votantes", "% Votantes", "Brancos", "Nulos"] + parties)
        tot = [0] * (5 + len(parties))
        for fi, (f, ins) in enumerate(fregs):
            rr = random.Random(fi * 31 + len(ename))
            vot = int(ins * (0.52 + rr.uniform(0, 0.12)))
            br = rr.randint(8, 40); nu = rr.randint(5, 30)
            valid = vot - br - nu
            w = [max(0.01, x + rng.uniform(-0.025, 0.025)) for x in sh]
            vs = [int(valid * x / sum(w)) for x in w]
            vs[0] += valid - sum(vs)
            ws.append([f, ins, vot, round(vot / ins * 100, 2), br, nu] + vs)
            for k, v in enumerate([ins, vot, 0, br, nu] + vs):
                tot[k] += v
        ws.append(["Total do município", tot[0], tot[1], round(tot[1] / tot[0] * 100, 2), tot[3], tot[4]] + tot[5:])
        ws.append([])
        ws.append(["Fonte: SGMAI – Secretaria-Geral do Ministério da Administração Interna. Resultados provisórios."])
        for row in ws.iter_rows(min_row=5, min_col=4, max_col=4):
            for c in row:
                c.number_format = "0.00"
        ws.column_dimensions["A"].width = 42
        sc = dict(zip(parties, tot[5:]))
        allscores[ename] = sc
        acceptable[ename] = unique_top(sc)
    ws = wb.create_sheet("Notas")
    ws.append(["Notas"])
    ws.append(["As Assembleias de Freguesia são eleições separadas em cada freguesia; a linha Total soma os votos por lista."])
    ws.append(["GCE – Grupo de Cidadãos Eleitores."])
    wb.properties.creator = "SGMAI"
    save_xlsx(wb, name)
    assert len(set(acceptable.values())) == 3, acceptable
    expect(name, answer="ask", winner=None,
           ask_because="Three elections of equal standing on three sheets (Câmara Municipal, Assembleia Municipal, Assembleias de Freguesia), each with a different list ahead; nothing says which one is meant",
           acceptable=acceptable, candidates=parties, scores=allscores,
           question="Which of the three local-government elections is meant",
           tool="SGMAI / Administração Eleitoral (Portugal), autárquicas results site → município → 'Exportar' resultados por freguesia (Excel), for one (invented) municipality",
           shape="Count tables per unit in a workbook: three sheets (one per body elected) with title lines, one row per parish (registered, voters, % voters, blank, null, one column per list), a municipal Total row and a source line; a 'Notas' sheet",
           format_evidence="From memory, unverified: the sheet layout and column titles are my guess.",
           traps=["three sheets of equal standing with different leaders", "Inscritos/Votantes columns hold the largest numbers",
                  "Total do município row", "% Votantes column", "a citizens' group list name with an en dash"])


# ---------------------------------------------------------------------------
# 14. Teradata BTEQ .EXPORT REPORT with .SET SEPARATOR '|' (fixed width)
# ---------------------------------------------------------------------------
def f14_bteq():
    name = "CHARITY_VOTE_2026_EXPORT.txt"
    rng = random.Random(1414)
    char = ["Millbrook Food Bank", "Riverside Hospice", "Northern Hearing Dogs", "Canal Trust Volunteers",
            "Young Carers Network"]
    valid = [41, 38, 30, 22, 19]
    stores = ["MAN014", "MAN014", "MAN014", "STK022", "BOL007", "WIG031", "OLD003", "MAN020"]
    votes = []
    staff_used = []
    for c, n in zip(char, valid):
        for _ in range(n):
            s = rng.randint(400000, 489999)
            staff_used.append(s)
            votes.append([s, rng.choice(stores), c, "VALID"])
    rng.shuffle(votes)
    extra = []
    for _ in range(6):
        v = rng.choice([v for v in votes if v[2] != "Riverside Hospice"])
        extra.append([v[0], v[1], "Riverside Hospice", "DUPLICATE"])
    extra.append([rng.randint(400000, 489999), "MAN014", "Young Carers Network", "VOID"])
    extra.append([rng.randint(400000, 489999), "BOL007", "Riverside Hospice", "VOID"])
    for e in extra:
        votes.insert(rng.randint(20, len(votes)), e)
    t = dt.datetime(2026, 3, 2, 6, 55)
    widths = [11, 11, 8, 30, 19, 11]
    titles = ["VOTE_ID", "STAFF_NO", "STORE_CD", "CHARITY_NM", "VOTE_TS", "VOTE_STATUS"]
    def fmt(vals):
        out = []
        for v, wdt in zip(vals, widths):
            out.append(str(v).rjust(wdt) if isinstance(v, int) else str(v).ljust(wdt))
        return "|".join(out).rstrip()
    lines = [fmt(titles), "|".join("-" * wdt for wdt in widths)]
    for i, (s, st, c, status) in enumerate(votes):
        t += dt.timedelta(minutes=rng.randint(3, 95), seconds=rng.randint(0, 59))
        lines.append(fmt([260001 + i, s, st, c, t.strftime("%Y-%m-%d %H:%M:%S"), status]))
    write_text(name, lines, "ascii", newline="\n")
    scores = dict(zip(char, valid))
    allrows = Counter(v[2] for v in votes)
    assert unique_top(scores) == char[0] and unique_top(dict(allrows)) == "Riverside Hospice", allrows
    expect(name, answer="winner", winner=char[0], candidates=char, scores=scores,
           question="Charity of the year: most VALID votes (DUPLICATE and VOID rows excluded)",
           tool="Teradata BTEQ (Basic Teradata Query) batch script: .EXPORT REPORT FILE=CHARITY_VOTE_2026_EXPORT.txt, .SET SEPARATOR '|', SELECT * FROM HR_SANDBOX.CHARITY_VOTE_2026 ORDER BY VOTE_TS, a retailer's staff charity-of-the-year vote",
           shape="One choice per row in a fixed-width report: column titles, a dashed title underline, rows with vote id, staff number, store code, charity, timestamp and status (VALID / DUPLICATE / VOID); numbers right-aligned, text left-aligned, '|' between columns",
           format_evidence="From memory, unverified: BTEQ report mode pads columns to their declared width, right-aligns numbers, underlines titles with dashes and puts the .SET SEPARATOR string between columns.",
           traps=["six DUPLICATE re-votes (same staff numbers) and two VOID rows: counting every row puts Riverside Hospice first",
                  "first text column is the store code (MAN014 most frequent)", "dash underline row",
                  "numeric id and staff columns"])


# ---------------------------------------------------------------------------
# 15. RagTime 5 (German, classic Mac OS) wine-tasting jury grid, Text export
# ---------------------------------------------------------------------------
def f15_ragtime():
    name = "Weinprobe Jury 2026.txt"
    wines = [
        (1, "2024 Müller-Thurgau trocken", "Weingut Fässler", [15.5, 16.0, 15.0, 15.5, 16.0]),
        (2, "2023 Grauburgunder Kabinett", "Winzerhof Brändle", [17.0, 16.5, 17.5, 16.5, 17.0]),
        (3, "2024 Gutedel", "Weingut Zähringer-Ost", [14.5, 15.0, 15.5, 14.0, 15.0]),
        (4, "2022 Spätburgunder Rotwein", "Weingut Oberle", [17.0, 16.5, None, 17.0, 16.5]),
        (5, "2023 Weißburgunder Spätlese", "Hofgut Sonnhalde", [16.5, 17.0, 16.5, 17.0, 16.0]),
        (6, "2024 Rosé trocken", "Winzergenossenschaft Kirchhofen-Süd", [14.0, 14.5, 15.0, 14.5, 13.5]),
        (7, "2023 Chardonnay", "Weingut Fässler", [16.0, 16.5, 16.0, 15.5, 16.5]),
        (8, "2021 Cabernet Dorsa", "Winzerhof Brändle", [15.0, 14.5, 15.5, 15.0, 14.0]),
    ]
    jurors = ["Juror 1", "Juror 2", "Juror 3", "Juror 4", "Juror 5"]
    dec = lambda x: f"{x:.1f}".replace(".", ",")
    sums = {w[1]: sum(s for s in w[3] if s is not None) for w in wines}
    means = {w[1]: sum(s for s in w[3] if s is not None) / sum(1 for s in w[3] if s is not None) for w in wines}
    order = sorted(sums, key=lambda k: -sums[k])
    lines = ["Weinbauverein Kirchhofen-Süd e.V. – Jahresweinprobe 2026", "Verkostung am 21. März 2026, Winzerstube",
             "Bewertung: 20-Punkte-Schema, Jury 5 Personen", "",
             "\t".join(["Nr.", "Wein", "Erzeuger"] + jurors + ["Summe", "Platz"])]
    for nr, wn, prod, sc in wines:
        lines.append("\t".join([str(nr), wn, prod] + [dec(s) if s is not None else "" for s in sc] +
                               [dec(sums[wn]), str(order.index(wn) + 1) + "."]))
    jm = [sum(w[3][j] for w in wines if w[3][j] is not None) / sum(1 for w in wines if w[3][j] is not None) for j in range(5)]
    lines.append("\t".join(["", "Ø Juror", ""] + [f"{x:.2f}".replace(".", ",") for x in jm] + ["", ""]))
    lines += ["", "Juror 3 hat beim Spätburgunder wegen Befangenheit (eigener Betrieb) nicht gewertet.",
              "Protokoll: H. Schäuble"]
    write_text(name, lines, "mac_roman", newline="\r")
    w = unique_top(sums)
    assert w == unique_top(means) == "2023 Grauburgunder Kabinett", (sums, means)
    expect(name, answer="winner", winner=w, winner_aliases=["Grauburgunder Kabinett", "Grauburgunder"],
           candidates=[x[1] for x in wines], scores={k: round(v, 3) for k, v in means.items()},
           question="Which wine scored best with the jury (highest mean of the jurors' points; the Summe column agrees)",
           tool="RagTime 5 (German office/layout program on classic Mac OS), a wine-growers' association's jury sheet typed into a RagTime spreadsheet, Ablage → Sichern unter → Text (tab-separated)",
           shape="Rating grid: title lines, wines as rows (number, wine, producer), one column per juror with decimal-comma points, Summe and Platz columns, a 'Ø Juror' means row, one abstention (blank cell), footnotes",
           format_evidence="From memory, unverified: RagTime's text export writing tabs, the Mac Roman code page and CR line ends is my assumption.",
           traps=["decimal commas", "Summe and Platz columns; the Nr. column is numeric",
                  "'Ø Juror' row of means is not a wine", "Spätburgunder misses one score: its mean (16.75) is close to the winner's, its sum is lower",
                  "producer column repeats (Weingut Fässler, Winzerhof Brändle twice)",
                  "Mac Roman encoding with CR line ends"])


def main():
    for f in [f01_thai_ect, f02_yahoo_tw, f03_polaris_kr, f04_gorilla, f05_quebec, f06_allegro, f07_padlet,
              f08_evalandgo, f09_chamilo, f10_calendly, f11_submittable, f12_surveypal, f13_sgmai, f14_bteq,
              f15_ragtime]:
        f()
    assert len(EXPECTED) == 15
    (OUT / "expected.json").write_text(json.dumps(EXPECTED, ensure_ascii=False, indent=2, sort_keys=True) + "\n",
                                       encoding="utf-8")


if __name__ == "__main__":
    main()
