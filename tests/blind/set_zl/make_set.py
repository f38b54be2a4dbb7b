#!/usr/bin/env python3
"""Blind test set ZL: 15 sealed exports (schools, universities, youth life).

Deterministic: fixed seeds, fixed xlsx timestamps and zip entry dates.
Run from the repository root:
    /work/main/.venv/bin/python tests/blind/set_zl/make_set.py
Writes the 15 files and expected.json next to this script.
Self-contained: standard library + openpyxl only.
"""
import io
import json
import os
import random
import re
import unicodedata
import uuid
import zipfile
from collections import Counter, OrderedDict
from datetime import datetime, timedelta

import openpyxl

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED_DT = datetime(2025, 6, 1, 8, 0, 0)
EXPECTED = OrderedDict()


# ----------------------------------------------------------------- helpers
def out(name):
    return os.path.join(HERE, name)


def write_bytes(name, data):
    with open(out(name), "wb") as f:
        f.write(data)


def q(v, sep, always=False):
    s = "" if v is None else str(v)
    if always or any(c in s for c in (sep, '"', "\n", "\r")):
        return '"' + s.replace('"', '""') + '"'
    return s


def csv_text(rows, sep=",", eol="\r\n", always=False):
    return "".join(sep.join(q(v, sep, always) for v in r) + eol for r in rows)


def save_xlsx(wb, name):
    wb.properties.creator = wb.properties.creator or "openpyxl"
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    dst_buf = io.BytesIO()
    stamp = FIXED_DT.strftime("%Y-%m-%dT%H:%M:%SZ")
    with zipfile.ZipFile(dst_buf, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                txt = data.decode("utf-8")
                txt = re.sub(r"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)", r"\g<1>" + stamp + r"\g<2>", txt)
                txt = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)", r"\g<1>" + stamp + r"\g<2>", txt)
                data = txt.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=(2025, 6, 1, 8, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            dst.writestr(zi, data)
    write_bytes(name, dst_buf.getvalue())


def cp1258_encode(text):
    """Encode Vietnamese the way Windows does for code page 1258:
    precomposed base letters (â ê ô ă ơ ư đ) plus combining tone marks."""
    res = bytearray()
    for ch in text:
        try:
            res += ch.encode("cp1258")
            continue
        except UnicodeEncodeError:
            pass
        parts = unicodedata.normalize("NFD", ch)
        base = parts[0]
        marks = list(parts[1:])
        # try to absorb a non-tone mark (circumflex, breve, horn) into the base
        for m in list(marks):
            cand = unicodedata.normalize("NFC", base + m)
            if len(cand) == 1:
                try:
                    cand.encode("cp1258")
                    base = cand
                    marks.remove(m)
                    break
                except UnicodeEncodeError:
                    pass
        res += base.encode("cp1258")
        for m in marks:
            res += m.encode("cp1258")
    return bytes(res)


def margin_ok(scores, rel=0.05):
    vals = sorted(scores.values(), reverse=True)
    return vals[0] > 0 and (vals[0] - vals[1]) >= rel * vals[0]


def top(scores):
    return max(scores, key=lambda k: scores[k])


def entry(name, tool, shape, evidence, answer, winner, question, candidates, scores, traps,
          acceptable=None, ask_because=None):
    EXPECTED[name] = OrderedDict([
        ("tool", tool), ("shape", shape), ("format_evidence", evidence),
        ("answer", answer), ("winner", winner), ("acceptable", acceptable),
        ("ask_because", ask_because), ("question", question),
        ("candidates", candidates), ("scores", scores), ("traps", traps),
    ])


def shuffled(counts, rng):
    lst = []
    for k, n in counts.items():
        lst += [k] * n
    rng.shuffle(lst)
    return lst


# ======================================================================
# 1. Akvo Flow raw data report (Kenya, school WASH club) -- xlsx
# ======================================================================
def f01_akvo():
    name = "akvo_flow_RAW_DATA_Kisumu_Schools_WASH_Club_Term2_2025.xlsx"
    rng = random.Random(101)
    proj = OrderedDict([
        ("Rainwater harvesting tank for the dormitories", 47),
        ("Handwashing stations outside the dining hall", 35),
        ("Sanitary pads and menstrual hygiene kits drive", 27),
        ("Repainting latrines and putting up hygiene signs", 17),
    ])
    n = sum(proj.values())
    schools = OrderedDict([("Kisumu Girls High School", 58), ("Kisumu Day High School", 30),
                           ("Lions High School", 22), ("Nyakach Girls Secondary", 16)])
    forms = OrderedDict([("Form 3", 44), ("Form 2", 36), ("Form 4", 26), ("Form 1", 20)])
    gender = OrderedDict([("Female", 81), ("Male", 45)])
    assert sum(schools.values()) == n == sum(forms.values()) == sum(gender.values())
    p_l, s_l, f_l, g_l = (shuffled(d, rng) for d in (proj, schools, forms, gender))
    comments = ["", "", "", "", "Water is a big problem during dry season", "We need more soap",
                "Please involve the BOM", "", "Girls miss class without pads", "", "Tank near Form 1 dorm"]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Raw Data"
    qid = 31870012
    heads = ["Identifier", "Display Name", "Device identifier", "Instance", "Submission Date",
             "Submitter", "Duration",
             f"{qid}|School", f"{qid + 1}|Form / class", f"{qid + 2}|Gender of respondent",
             f"{qid + 3}|Which project should the WASH club carry out in Term 2?",
             f"{qid + 4}|Any other suggestion?"]
    ws.append(heads)
    t0 = datetime(2025, 5, 12, 8, 40, 0)
    devices = ["wash-club-tab-01", "wash-club-tab-02", "wash-club-tab-03"]
    submitters = ["Mr. Otieno (patron)", "Achieng Odhiambo", "Brian Ouma"]
    alphabet = "abcdefghjkmnpqrstuvwxyz23456789"
    for i in range(n):
        ident = "-".join("".join(rng.choice(alphabet) for _ in range(4)) for _ in range(3))
        t = t0 + timedelta(minutes=7 * i + rng.randint(0, 5), seconds=rng.randint(0, 59))
        dur = rng.randint(95, 420)
        d = rng.randrange(3)
        ws.append([ident, f"{s_l[i]} - {f_l[i]}", devices[d], 40123001 + i * 3 + rng.randint(0, 2),
                   t.strftime("%d-%m-%Y %H:%M:%S UTC"), submitters[d],
                   f"00:{dur // 60:02d}:{dur % 60:02d}", s_l[i], f_l[i], g_l[i], p_l[i],
                   rng.choice(comments)])
    save_xlsx(wb, name)
    scores = dict(Counter(p_l))
    assert margin_ok(scores)
    entry(name, "Akvo Flow (data collection platform), Reports -> Raw data report (Excel)",
          "One row per submission: Akvo metadata columns, then questions headed 'questionId|question text'; "
          "school, form and gender before the single-choice project question.",
          "From memory, unverified: Akvo Flow's raw data report with the metadata columns Identifier / Display Name / "
          "Device identifier / Instance / Submission Date / Submitter / Duration and question headers 'id|text'; the Akvo "
          "docs found with the search tool only confirm that a Raw Data Report with all questions and responses is "
          "downloaded as an Excel file.",
          "winner", top(scores), "count of responses to the Term 2 project question",
          list(proj), scores,
          ["the School column's top value (58) outnumbers every project (top project 47)",
           "Gender 'Female' (81) outnumbers every project",
           "Display Name repeats school + form", "Instance is a numeric id"])


# ======================================================================
# 2. Supabase table editor export (Georgia, university dot-voting) -- CSV
# ======================================================================
def f02_supabase():
    name = "festival_idea_votes_rows.csv"
    ideas = OrderedDict([
        (11, "ღია კინოჩვენება უნივერსიტეტის ეზოში"),
        (12, "სტუდენტური ბაზრობა"),
        (13, "კონცერტი ვაკის პარკში"),
        (14, "სპორტული ტურნირი"),
        (15, "ქვიზ-ღამე"),
    ])
    weights = {11: 2, 12: 4.2, 13: 3.1, 14: 1.7, 15: 1.4}
    faculties = ["ზუსტ და საბუნებისმეტყველო მეცნიერებათა ფაკულტეტი"] * 5 + \
        ["ჰუმანიტარულ მეცნიერებათა ფაკულტეტი"] * 3 + ["ეკონომიკისა და ბიზნესის ფაკულტეტი"] * 2 + \
        ["იურიდიული ფაკულტეტი"] * 2
    seed = 202
    while True:
        rng = random.Random(seed)
        rows = []
        t = datetime(2025, 4, 14, 9, 2, 11)
        rid = 1
        for v in range(64):
            voter = str(uuid.UUID(int=rng.getrandbits(128), version=4))
            fac = rng.choice(faculties)
            k = rng.choice([1, 2, 2, 3, 3])
            chosen = []
            pool = list(ideas)
            while len(chosen) < k:
                c = rng.choices(pool, weights=[weights[p] for p in pool])[0]
                chosen.append(c)
                pool.remove(c)
            if k == 1:
                pts = [5]
            elif k == 2:
                a = rng.choice([3, 4])
                pts = [a, 5 - a]
            else:
                pts = rng.choice([[3, 1, 1], [2, 2, 1]])
            t += timedelta(seconds=rng.randint(20, 900))
            for c, p in zip(chosen, pts):
                us = rng.randint(0, 999999)
                rows.append([rid, (t + timedelta(milliseconds=rng.randint(0, 900))).strftime("%Y-%m-%d %H:%M:%S.") +
                             f"{us:06d}+00", voter, fac, c, ideas[c], p])
                rid += 1
        scores = Counter()
        cnt = Counter()
        for r in rows:
            scores[r[5]] += r[6]
            cnt[r[5]] += 1
        fac_top = Counter(r[3] for r in rows).most_common(1)[0][1]
        if margin_ok(scores, 0.07) and top(scores) == top(cnt) and margin_ok(cnt, 0.05) and fac_top > cnt[top(cnt)]:
            break
        seed += 1
    text = csv_text([["id", "created_at", "voter_id", "faculty", "idea_id", "idea_title", "points"]] + rows,
                    ",", "\n")
    write_bytes(name, text.encode("utf-8"))
    entry(name, "Supabase (hosted Postgres), Table Editor -> table 'festival_idea_votes' -> Export -> Export to CSV; "
          "a Tbilisi university student self-government's Student Day dot-vote app",
          "Long format: one row per (voter, idea) with the points the voter put on it (5 points per voter spread over "
          "1-3 ideas), a faculty column and numeric idea ids.",
          "From memory, unverified: Supabase's table-editor CSV download named '<table>_rows.csv', header = column "
          "names, Postgres text timestamps 'YYYY-MM-DD HH:MM:SS.ffffff+00', UTF-8 without BOM, LF, quotes only when "
          "needed (no search done).",
          "winner", top(scores), "sum of points per idea_title", list(ideas.values()), dict(scores),
          ["faculty column: its top value appears on more rows than any idea",
           "idea_id is numeric (11-15), points column must be summed",
           "voter_id UUIDs repeat across rows"])


# ======================================================================
# 3. Bidding Owl bid history (South Africa, primary school PTA) -- CSV
# ======================================================================
def f03_biddingowl():
    name = "BiddingOwl_Bid_History_Item_27_Signed_Springbok_Jersey.csv"
    seq = [
        ("Naledi Dlamini", 1200), ("Pieter van der Merwe", 1000), ("Lerato Mokoena", 500),
        ("Sipho Khumalo", 700), ("Johan Pretorius", 800), ("Lerato Mokoena", 900),
        ("Chantelle Botha", 1200), ("Aisha Patel", 1500), ("Sipho Khumalo", 1500),
        ("Naledi Dlamini", 1800), ("Aisha Patel", 2200), ("Pieter van der Merwe", 2400),
        ("Lerato Mokoena", 3000, "Retracted"), ("Naledi Dlamini", 2600),
    ]
    bidder_no = {"Naledi Dlamini": 114, "Pieter van der Merwe": 131, "Lerato Mokoena": 102,
                 "Sipho Khumalo": 147, "Johan Pretorius": 108, "Chantelle Botha": 125, "Aisha Patel": 139}
    fmt = lambda a: f"R{a:,.2f}"
    rows = []
    t = datetime(2025, 8, 22, 18, 4, 0)
    rng = random.Random(303)
    stamps = []
    for s in seq:
        t += timedelta(minutes=rng.randint(2, 14), seconds=rng.randint(0, 59))
        stamps.append(t)
    valid = [(s[0], s[1]) for s in seq if len(s) == 2]
    best_valid = max(a for _, a in valid)
    for s, ts in zip(seq, stamps):
        status = s[2] if len(s) > 2 else ("Winning" if s[1] == best_valid else "Outbid")
        rows.append([27, "Signed Springbok Jersey (2023 RWC squad)", bidder_no[s[0]], s[0], fmt(s[1]),
                     ts.strftime("%m/%d/%Y %I:%M %p"), status])
    rows.reverse()  # newest first
    head = ["Item #", "Item Name", "Bidder #", "Bidder Name", "Bid Amount", "Bid Time", "Status"]
    write_bytes(name, csv_text([head] + rows, ",", "\r\n").encode("utf-8"))
    maxb = {}
    for b, a in valid:
        maxb[b] = max(maxb.get(b, 0), a)
    amounts = sorted({a for _, a in valid})
    scores = {fmt(a): a * sum(1 for m in maxb.values() if m >= a) for a in amounts}
    assert margin_ok(scores)
    entry(name, "Bidding Owl (online school/charity auction platform), Admin -> Items -> item 27 -> Bid History -> "
          "Export CSV; a Pretoria primary school PTA fun-day auction",
          "Bid list: one row per bid, newest first, several bids per bidder, one retracted bid; amounts in rand "
          "'R1,500.00' (quoted because of the thousands comma).",
          "From memory, unverified: the column set, the Status values (Winning / Outbid / Retracted) and US-style "
          "'MM/DD/YYYY hh:mm AM' times are my guesses of a US-built platform's export; UTF-8 without BOM, CRLF.",
          "winner", fmt(2200),
          "posted price: valid bid b maximising b x number of bidders whose highest valid bid >= b (retracted bids "
          "ignored)", [fmt(a) for a in amounts], scores,
          ["a retracted R3,000.00 bid (counting it moves the best price to R2,400.00)",
           "several bids per bidder", "Bidder # and Item # are numbers", "the highest bid (R2,600.00) is not the best price"])


# ======================================================================
# 4. Laravel Excel export of a campus e-voting app (Indonesia) -- ASK
# ======================================================================
def f04_pemira():
    name = "rekap-pemira-2025-per-tps.xlsx"
    rng = random.Random(404)
    tps = [("TPS 01", "Fakultas Teknik", 3120), ("TPS 02", "Fakultas Ekonomi dan Bisnis", 2874),
           ("TPS 03", "Fakultas Hukum", 1650), ("TPS 04", "Fakultas Kedokteran", 1210),
           ("TPS 05", "Fakultas Ilmu Sosial dan Ilmu Politik", 2233), ("TPS 06", "Fakultas MIPA", 1890),
           ("TPS 07", "Fakultas Keguruan dan Ilmu Pendidikan", 3342), ("TPS 08", "Fakultas Pertanian", 1405)]
    races = OrderedDict([
        ("Ketua BEM", (["01 - Rizky Pratama & Dewi Lestari", "02 - Muhammad Farhan & Nabila Putri",
                        "03 - Yohanes Siregar & Anisa Rahma"], [0.30, 0.43, 0.27])),
        ("Ketua DPM", (["01 - Ahmad Fauzi", "02 - Sekar Ayu Wulandari", "03 - Bagas Saputra",
                        "04 - I Gede Wirawan"], [0.22, 0.20, 0.38, 0.20])),
    ])
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    all_scores, all_cands, acc = {}, {}, {}
    for title, (cands, probs) in races.items():
        ws = wb.create_sheet(title)
        ws.append([f"REKAPITULASI HASIL PEMILIHAN RAYA (PEMIRA) 2025 - {title.upper()}"])
        ws.append(["Universitas Nusantara Mandiri - Komisi Pemilihan Raya Mahasiswa (KPRM)"])
        ws.append(["Dicetak: 28/11/2025 21:47 WIB"])
        ws.append([])
        ws.append(["No", "TPS", "Fakultas", "DPT"] + cands + ["Suara Sah", "Suara Tidak Sah", "Total Suara Masuk"])
        tot = [0] * (len(cands) + 4)
        for i, (tp, fak, dpt) in enumerate(tps, 1):
            turnout = int(dpt * rng.uniform(0.41, 0.58))
            invalid = rng.randint(5, 40)
            valid = turnout - invalid
            w = [max(0.01, p + rng.uniform(-0.05, 0.05)) for p in probs]
            sw = sum(w)
            votes = [int(valid * x / sw) for x in w]
            votes[0] += valid - sum(votes)
            row = [dpt] + votes + [valid, invalid, turnout]
            tot = [a + b for a, b in zip(tot, row)]
            ws.append([i, tp, fak] + row)
        ws.append(["", "TOTAL", ""] + tot)
        scores = {c: tot[1 + j] for j, c in enumerate(cands)}
        assert margin_ok(scores), scores
        all_scores[title] = scores
        all_cands[title] = cands
        acc[title] = top(scores)
    save_xlsx(wb, name)
    entry(name, "Campus e-voting web app built on Laravel, 'Export Excel' button (Laravel Excel / maatwebsite, "
          "PhpSpreadsheet writer); an Indonesian university's student general election (Pemira)",
          "Results by polling station: two sheets, one per race (Ketua BEM, Ketua DPM), each with a title block, "
          "one row per TPS (faculty) with DPT (registered voters), one column per candidate, valid / invalid / "
          "total columns and a TOTAL row.",
          "From memory, unverified: Laravel Excel writing one sheet per exported collection (WithMultipleSheets + "
          "WithTitle) with the title rows written by the app; column wording is typical Indonesian election recap "
          "(DPT, Suara Sah, Suara Tidak Sah) rather than checked against a source.",
          "ask", None, "sum of votes per candidate over TPS rows (TOTAL row excluded)", all_cands, all_scores,
          ["DPT (registered voters) and total columns are larger than any candidate",
           "TOTAL row", "two races of equal standing on two sheets"],
          acceptable=acc,
          ask_because="The workbook holds two separate races (student executive chair and student parliament chair) "
                      "on two sheets of equal standing; neither is the obvious one.")


# ======================================================================
# 5. Clipper 5 school system report printed to file (Brazil) -- CP850 text
# ======================================================================
def f05_clipper():
    name = "RELGREM.TXT"
    rng = random.Random(505)
    turmas = ["5a. SERIE A", "5a. SERIE B", "6a. SERIE A", "6a. SERIE B", "7a. SERIE A", "7a. SERIE B",
              "8a. SERIE A", "8a. SERIE B", "1o. ANO EM A", "1o. ANO EM B", "2o. ANO EM A", "3o. ANO EM A"]
    chapas = ["VOZ ATIVA", "RENOVAÇÃO", "UNIÃO ESTUD."]
    probs = [0.33, 0.44, 0.23]
    data = []
    for t in turmas:
        alunos = rng.randint(31, 42)
        votantes = alunos - rng.randint(1, 6)
        br = rng.randint(0, 3)
        nu = rng.randint(0, 2)
        v = votantes - br - nu
        w = [max(0.02, p + rng.uniform(-0.08, 0.08)) for p in probs]
        s = sum(w)
        c = [int(v * x / s) for x in w]
        c[1] += v - sum(c)
        data.append((t, alunos, c, br, nu, votantes))
    scores = {ch: sum(d[2][i] for d in data) for i, ch in enumerate(chapas)}
    assert margin_ok(scores)
    W = 80
    lines = []

    def header(page, ff=False):
        lines.append(("\f" if ff else "") + f"Page No. {page:5d}")
        lines.append("05/11/03")
        lines.append("")
        lines.append("E. E. PROF. ANTONIO CARLOS DE ANDRADA - SECRETARIA".center(W).rstrip())
        lines.append("ELEICAO DO GREMIO ESTUDANTIL 2003 - APURACAO POR TURMA".center(W).rstrip())
        lines.append("")
        lines.append("TURMA          ALUNOS  VOZ ATIVA  RENOVAÇÃO UNIÃO ESTUD. BRANCOS  NULOS  VOTANTES")
        lines.append("-------------- ------ ---------- ---------- ------------ ------- ------ ---------")

    def fmt_row(label, al, c, br, nu, vt):
        return f"{label:<14} {al:>6} {c[0]:>10} {c[1]:>10} {c[2]:>12} {br:>7} {nu:>6} {vt:>9}"

    header(1)
    for i, (t, al, c, br, nu, vt) in enumerate(data):
        if i == 8:
            header(2, ff=True)
        if i in (0, 8):
            lines.append("** ENSINO FUNDAMENTAL" if i == 0 else "** ENSINO MEDIO")
        lines.append(fmt_row(t, al, c, br, nu, vt))
        if i == 7 or i == len(data) - 1:
            part = data[:8] if i == 7 else data[8:]
            tc = [sum(d[2][k] for d in part) for k in range(3)]
            lines.append("** Subtotal **")
            lines.append(fmt_row("", sum(d[1] for d in part), tc, sum(d[3] for d in part),
                                 sum(d[4] for d in part), sum(d[5] for d in part)))
            lines.append("")
    tc = [scores[c] for c in chapas]
    lines.append("*** Total ***")
    lines.append(fmt_row("", sum(d[1] for d in data), tc, sum(d[3] for d in data), sum(d[4] for d in data),
                         sum(d[5] for d in data)))
    lines.append("")
    text = "\r\n".join(lines) + "\r\n\f"
    write_bytes(name, text.encode("cp850"))
    entry(name, "Clipper 5.2 (DOS) school-administration program, REPORT FORM ... TO FILE, a Brazilian state school's "
          "student-union (gremio) election count",
          "Results by unit, printed report: page header (page number, date, centred titles), fixed-width columns "
          "per slate with ALUNOS / BRANCOS / NULOS / VOTANTES, group headings '** ENSINO ...', '** Subtotal **' and "
          "'*** Total ***' blocks, a form feed between pages.",
          "From memory, unverified: Clipper's REPORT FORM output with a 'Page No.' header, date dd/mm/yy, "
          "'** Subtotal **' and '*** Total ***' lines and form feeds; text in DOS code page 850 (Portuguese letters "
          "in the slate names), CRLF (no search done).",
          "winner", "RENOVAÇÃO", "sum of votes per slate over classes (subtotal/total lines excluded)", chapas, scores,
          ["ALUNOS and VOTANTES columns exceed every slate", "Subtotal and Total lines",
           "page break repeats the header", "CP850 encoding of Ç/Ã"])


# ======================================================================
# 6. 1C:Enterprise spreadsheet document saved as text (Belarus college jury) -- CP1251 TAB
# ======================================================================
def f06_1c():
    name = "Протокол_жюри_Студенческая_весна_2025.txt"
    acts = [("1", "ЭС-22", "Вокальный ансамбль «Капель»"), ("2", "ТМ-21", "Танцевальная группа «Импульс»"),
            ("3", "БУ-23", "Театр миниатюр «Шпилька»"), ("4", "ПО-22", "Дуэт «Крылы» (бел. песня)"),
            ("5", "ЭС-24", "Чтец Ўладзімір Кавалёў"), ("6", "АТ-21", "Рок-группа «Пятый корпус»"),
            ("7", "ТМ-23", "Брейк-данс «Север»"), ("8", "БУ-22", "Хор «Світанак»")]
    jury = ["Ковалёва Н.А.", "Жук С.П.", "Мельников А.В.", "Шевчук О.И.", "Лисица Т.Г."]
    quality = [8.1, 8.4, 7.6, 9.2, 7.2, 7.9, 8.3, 7.4]
    seed = 606
    while True:
        rng = random.Random(seed)
        sc = [[min(10.0, max(5.0, round((q + rng.uniform(-0.7, 0.7)) * 2) / 2)) for _ in jury] for q in quality]
        totals = {a[2]: sum(r) for a, r in zip(acts, sc)}
        if margin_ok(totals, 0.05) and top(totals) == acts[3][2]:
            break
        seed += 1
    num = lambda x: (f"{x:.1f}").replace(".", ",")
    rows = [["ПРОТОКОЛ"], ["заседания жюри смотра-конкурса художественной самодеятельности «Студенческая весна – 2025»"],
            ["УО «Минский государственный колледж технологий и дизайна»", "", "", "", "", "", "", "", "от 17.04.2025"],
            [], ["Оценка по 10-балльной шкале (шаг 0,5)"],
            ["№ п/п", "Группа", "Участник (коллектив)", "Кол-во участников"] + jury + ["Итого баллов"]]
    sizes = [7, 12, 6, 2, 1, 5, 9, 24]
    for a, r, sz in zip(acts, sc, sizes):
        rows.append([a[0], a[1], a[2], str(sz)] + [num(x) for x in r] + [num(sum(r))])
    rows += [[], ["Председатель жюри", "", "", "", "", "Ковалёва Н.А."], ["Секретарь", "", "", "", "", "Лисица Т.Г."]]
    text = "".join("\t".join(r) + "\r\n" for r in rows)
    write_bytes(name, text.encode("cp1251"))
    entry(name, "1С:Предприятие 8 (1C:Enterprise, college edition), report 'Протокол жюри' -> Табличный документ -> "
          "Файл -> Сохранить как -> Текстовый документ (ANSI); a Minsk college's student talent show",
          "Score sheet: a title block, then one row per act (number, group, act, number of performers), one column "
          "per juror with 0-10 scores in steps of 0.5 written with a decimal comma, an 'Итого баллов' column; "
          "signature lines at the end.",
          "From memory, unverified: 1C's spreadsheet document saved as plain text writing one line per row and TAB "
          "between cells, in the Windows ANSI code page (Windows-1251 on Russian/Belarusian Windows), CRLF; "
          "decimal comma from the ru-BY locale (no search done).",
          "winner", top(totals), "sum (equivalently mean) of the five jurors' scores per act", [a[2] for a in acts],
          {k: round(v, 1) for k, v in totals.items()},
          ["'Кол-во участников' (performers) column is numeric and largest for another act",
           "№ п/п and group codes", "decimal comma", "Windows-1251 incl. Belarusian Ў/і"])


# ======================================================================
# 7. K12net survey export (Turkey) -- ISO-8859-9 ';'
# ======================================================================
def f07_k12net():
    name = "K12net_Anket_Sonuclari_Mezuniyet_Balosu_2025.csv"
    venues = ["Ankara Palas Balo Salonu", "Gölbaşı Mogan Kır Bahçesi", "Bilkent Otel Teras", "Okul Spor Salonu",
              "Eymir Gölü Restoran"]
    probs = [0.38, 0.62, 0.44, 0.18, 0.30]
    seed = 707
    while True:
        rng = random.Random(seed)
        rows = []
        for i in range(138):
            ticks = [rng.random() < p for p in probs]
            if not any(ticks):
                ticks[rng.randrange(5)] = True
            rows.append(ticks)
        sc = {v: sum(r[j] for r in rows) for j, v in enumerate(venues)}
        if margin_ok(sc, 0.08) and top(sc) == venues[1] and 86 > sc[venues[1]] + 3:
            break
        seed += 1
    gender = ["Kız"] * 86 + ["Erkek"] * 52
    rng.shuffle(gender)
    first_f = ["Elif", "Zeynep", "Ayşe", "Büşra", "Merve", "İrem", "Şeyma", "Gizem", "Özge", "Ceren"]
    first_m = ["Mehmet", "Emre", "Oğuz", "Çağrı", "Burak", "İsmail", "Furkan", "Kaan", "Uğur", "Serkan"]
    last = ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Öztürk", "Aydın", "Arslan", "Doğan", "Kılıç", "Güneş"]
    q = "Mezuniyet balosu nerede yapılsın? (Birden fazla seçenek işaretleyebilirsiniz)"
    head = ["Sıra", "Öğrenci No", "Adı Soyadı", "Sınıf", "Şube", "Cinsiyet", "Yanıt Tarihi"] + \
        [f"{q} - {v}" for v in venues] + ["Eklemek istedikleriniz"]
    out_rows = [["Anket: 12. Sınıflar Mezuniyet Balosu Mekan Tercihi"], ["Yanıtlayan: 138 / 164"], head]
    t = datetime(2025, 3, 10, 9, 5)
    notes = ["", "", "", "Ulaşım servisi olsun", "", "Fiyat çok önemli", "", "Açık hava olursa güzel olur", ""]
    for i, ticks in enumerate(rows):
        g = gender[i]
        nm = f"{rng.choice(first_f if g == 'Kız' else first_m)} {rng.choice(last)}"
        t += timedelta(minutes=rng.randint(1, 95))
        out_rows.append([i + 1, 2019000 + rng.randint(100, 999) * 3 + i, nm, "12", rng.choice("ABCDEF"), g,
                         t.strftime("%d.%m.%Y %H:%M")] + ["X" if x else "" for x in ticks] + [rng.choice(notes)])
    write_bytes(name, csv_text(out_rows, ";", "\r\n").encode("iso-8859-9"))
    entry(name, "K12net (Turkish school information platform), Anketler -> anket -> Sonuçlar -> Excel'e aktar (CSV); "
          "an Ankara high school's graduation-ball venue survey",
          "One column per option: two title lines above the header, student metadata (row number, student number, "
          "name, grade, section, gender, answer time), then one column per venue holding 'X' when ticked, a "
          "free-text column.",
          "From memory, unverified: the column names, the 'question - option' headers with X ticks and the title "
          "lines are my guesses; ';' separator and ISO-8859-9 (Turkish Latin-5) with CRLF reflect Turkish "
          "Windows-era web exports (no search done).",
          "winner", top(sc), "approvals (number of X ticks per venue)", venues, sc,
          ["Cinsiyet 'Kız' (86) outnumbers every venue's ticks", "Sınıf column is always '12'",
           "Öğrenci No and Sıra are numbers", "title lines above the header"])


# ======================================================================
# 8. Modalisa frequency tables (Senegal university) -- cp1252 ';'
# ======================================================================
def f08_modalisa():
    name = "MODALISA_TRI_A_PLAT_Enquete_Journee_Culturelle_UCAD_2025.csv"
    n = 1412
    blocks = OrderedDict([
        ("Q1 - Faculté / École", OrderedDict([
            ("Faculté des Sciences et Techniques (FST)", 512), ("Faculté des Lettres et Sciences Humaines (FLSH)", 389),
            ("Faculté des Sciences Juridiques et Politiques (FSJP)", 241),
            ("Faculté des Sciences Économiques et de Gestion (FASEG)", 187), ("Autre école / institut", 71),
            ("Non-réponse", 12)])),
        ("Q2 - Niveau d'études", OrderedDict([("Licence 1", 398), ("Licence 2", 344), ("Licence 3", 297),
                                              ("Master 1", 201), ("Master 2", 142), ("Doctorat", 30)])),
        ("Q3 - Quelle activité phare pour la Journée culturelle 2025 ?", OrderedDict([
            ("Tournoi de lutte sénégalaise", 443), ("Concert live (artistes locaux)", 352),
            ("Défilé de mode wax", 259), ("Soirée théâtre et slam", 198), ("Conférence-débat", 131),
            ("Non-réponse", 29)])),
        ("Q4 - Participeriez-vous à l'organisation ?", OrderedDict([("Oui", 604), ("Non", 561), ("Ne sait pas", 230),
                                                                   ("Non-réponse", 17)])),
    ])
    for b in blocks.values():
        assert sum(b.values()) == n
    fmtn = lambda x: f"{x:,}".replace(",", " ")
    pct = lambda x: (f"{100 * x / n:.1f}").replace(".", ",") + "%"
    rows = [["Enquête : Choix de l'activité phare de la Journée culturelle 2025"],
            ["Amicale des étudiants - Université Cheikh Anta Diop de Dakar"],
            ["Tris à plat - échantillon : " + fmtn(n) + " questionnaires"], []]
    for title, b in blocks.items():
        rows.append([title])
        rows.append(["", "Nb. cit.", "Fréq."])
        for k, v in b.items():
            rows.append([k, fmtn(v), pct(v)])
        rows.append(["TOTAL OBS.", fmtn(n), "100%"])
        rows.append([])
    rows.append(["Source : Modalisa 8 - traitement du bureau de l'Amicale"])
    write_bytes(name, csv_text(rows, ";", "\r\n").encode("cp1252"))
    q3 = list(blocks.values())[2]
    sc = {k: v for k, v in q3.items() if k != "Non-réponse"}
    assert margin_ok(sc)
    entry(name, "Modalisa 8 (French survey-processing software, Kynos), Tris à plat -> Exporter (texte/CSV, Excel "
          "français); a Dakar university student association's culture-day survey",
          "Ready-made count tables: a title block, then one frequency table per question ('Nb. cit.', 'Fréq.' with "
          "decimal-comma percentages), a 'TOTAL OBS.' row and a blank line each; counts above 1,000 with a space "
          "as thousands separator.",
          "From memory, unverified: Modalisa's 'tri à plat' tables headed Nb. cit. / Fréq. with a TOTAL OBS. line; "
          "the CSV written by French Windows software in Windows-1252 with ';' and CRLF (no search done).",
          "winner", top(sc), "count (Nb. cit.) of the culture-day activity question Q3, 'Non-réponse' excluded",
          list(sc), sc,
          ["Q1 faculty table comes first and its top value (512) exceeds every Q3 option",
           "Q4 'Oui' (604) is the largest count in the file", "TOTAL OBS. rows (1 412) with space thousands separator",
           "percent column with decimal comma", "Non-réponse rows"])


# ======================================================================
# 9. Edmodo poll result pasted into WordPad, saved as Unicode text (Philippines) -- UTF-16
# ======================================================================
def f09_edmodo():
    name = "foundation day booth poll - 10 Rizal.txt"
    opts = OrderedDict([("Horror Booth (Classroom 204)", 9), ("Marriage Booth", 6),
                        ("Food Stall - Turon, Banana Cue at Sago't Gulaman", 15),
                        ("Photo Booth with props", 7), ("Jail Booth", 4)])
    total = sum(opts.values())
    lines = ["Ma'am Cristina Dela Peña posted a poll to 10 - Rizal (S.Y. 2021-2022)", "Sep 28, 2021", "",
             "Anong booth ang gagawin natin sa Foundation Day? / What booth should our section run for "
             "Foundation Day? Vote until Friday 5PM only.", ""]
    for k, v in opts.items():
        lines += [k, f"{v} votes", f"{round(100 * v / total)}%", ""]
    lines += [f"{total} votes", "", "Like (23)   Reply   Share", "",
              "Jerome Bautista  Sep 28, 2021", "Ma'am pwede po bang 2 booths? Horror + Food 😅", "Like (12)   Reply", "",
              "Ma'am Cristina Dela Peña  Sep 28, 2021", "One booth lang po, section 10 - Rizal only has 1 slot. "
              "Budget is 3,500 pesos.", "Like (8)   Reply", "",
              "Kristine Joy Mañalac  Sep 29, 2021", "Food stall na po tayo para may kita pa 😊", "Like (19)   Reply", ""]
    text = "\r\n".join(lines) + "\r\n"
    write_bytes(name, b"\xff\xfe" + text.encode("utf-16-le"))
    sc = dict(opts)
    assert margin_ok(sc)
    entry(name, "Edmodo (classroom network), poll post in a group, results view selected in the browser and pasted "
          "into WordPad, saved as 'Unicode Text Document'; a Grade 10 section in the Philippines",
          "Paste of a poll card: teacher, date, the question, then for each option its text, 'n votes' and a "
          "rounded percent on separate lines, a total votes line, like counts and replies with numbers in them.",
          "From memory, unverified: the Edmodo poll card's text as it comes out of a browser copy; WordPad's "
          "'Unicode Text Document' is UTF-16 LE with a BOM and CRLF line ends (well-known Windows behaviour).",
          "winner", top(sc), "count of votes per poll option", list(opts), sc,
          ["Like counts (23, 19) exceed the top option's votes", "Budget 3,500 pesos in a reply",
           "total votes line", "percent lines", "UTF-16 LE with BOM"])


# ======================================================================
# 10. EasyChair conference data workbook (Colombia, student research symposium) -- xlsx
# ======================================================================
def f10_easychair():
    name = "EncuentroSemilleros2025_easychair_data.xlsx"
    subs = OrderedDict([
        (3, ("Detección temprana de roya en cultivos de café mediante visión por computador",
             "Laura Camila Ríos and Andrés Felipe Gómez")),
        (5, ("Calidad del agua en quebradas del Valle de Aburrá: un enfoque ciudadano", "Santiago Muñoz")),
        (8, ("Chatbot para orientación vocacional en colegios rurales de Boyacá",
             "María José Pérez, Daniel Ortiz and Valentina Suárez")),
        (9, ("Bioplásticos a partir de cáscara de plátano", "Juan Esteban Cardona and Sara Lucía Mejía")),
        (12, ("Impacto del bilingüismo en el rendimiento en matemáticas (grado 9)", "Camilo Andrés Torres")),
        (14, ("Red de sensores LoRa para alertas de deslizamientos en Manizales",
              "Natalia Restrepo and Felipe Arango")),
    ])
    members = [(2, "Ana María", "Velásquez"), (4, "Carlos", "Londoño"), (6, "Diana", "Castaño"),
               (7, "Jorge Iván", "Zuluaga"), (10, "Paola", "Henao"), (11, "Ricardo", "Jaramillo")]
    base = {3: 1.9, 5: 0.5, 8: 1.1, 9: 1.2, 12: -0.2, 14: 0.9}
    seed = 1010
    while True:
        rng = random.Random(seed)
        revs = []
        for sid in subs:
            for m in rng.sample(members, 3):
                ov = max(-3, min(3, round(base[sid] + rng.uniform(-1.2, 1.2))))
                conf = rng.randint(2, 5)
                revs.append((sid, m, ov, conf))
        mean = {subs[s][0]: sum(r[2] for r in revs if r[0] == s) / 3 for s in subs}
        vals = sorted(mean.values(), reverse=True)
        if top(mean) == subs[3][0] and vals[0] - vals[1] >= 0.6:
            break
        seed += 1
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Submissions"
    ws.append(["#", "title", "authors", "submitted", "last updated", "form fields", "keywords", "decision",
               "notified", "reviews sent", "abstract", "deleted?"])
    for sid, (title, au) in subs.items():
        d = datetime(2025, 8, 1, 10, 0) + timedelta(days=sid, hours=sid * 3 % 11)
        ws.append([sid, title, au, d.strftime("%Y-%m-%d %H:%M"), d.strftime("%Y-%m-%d %H:%M"),
                   "(Modalidad) Ponencia oral", "semilleros\ninvestigación", "", "no", "no",
                   "Resumen del proyecto de semillero (ver PDF).", "no"])
    ws2 = wb.create_sheet("Reviews")
    ws2.append(["#", "submission #", "member #", "member name", "number", "version", "text", "scores",
                "total score", "reviewer first name", "reviewer last name", "reviewer email", "reviewer person #",
                "date", "time", "attitude"])
    lab = {3: "fuerte aceptación", 2: "aceptación", 1: "aceptación débil", 0: "límite", -1: "rechazo débil",
           -2: "rechazo", -3: "fuerte rechazo"}
    for i, (sid, m, ov, conf) in enumerate(revs, 1):
        d = datetime(2025, 9, 2) + timedelta(days=(i * 5) % 9)
        ws2.append([i, sid, m[0], f"{m[1]} {m[2]}", (i - 1) % 3 + 1, 1,
                    "Buen trabajo de semillero; revisar la metodología y las referencias.",
                    f"Evaluación general: {ov} ({lab[ov]})\nConfianza del evaluador: {conf}",
                    ov, m[1], m[2], f"{m[2].lower().replace('á', 'a').replace('é', 'e')}@ucaldas.edu.co",
                    100 + m[0], d.strftime("%Y-%m-%d"), f"{8 + i % 10:02d}:{(i * 7) % 60:02d}", "positive" if ov > 0 else "negative" if ov < 0 else "neutral"])
    save_xlsx(wb, name)
    entry(name, "EasyChair (conference management), Premium -> Conference data download -> Excel; the best-paper "
          "selection of a Colombian student research-seedbed symposium (Encuentro de Semilleros)",
          "Score sheet across two sheets: 'Submissions' first (#, title, authors ... no scores), 'Reviews' with one "
          "row per review (submission #, reviewer, a multi-line 'scores' text with the overall evaluation -3..3 and "
          "the reviewer's confidence, and a numeric 'total score').",
          "Partly checked: the submission column list (#, title, authors, submitted, last updated, form fields, "
          "keywords, decision, notified, reviews sent, abstract, deleted?) and a review file carrying "
          "'submission #' and 'total score' follow the COMSOC-Community/easychair-extra reader and sample generator "
          "(stored public code); one workbook with several sheets per a public EasyChair-to-Excel script's comment; "
          "the remaining review columns, Spanish score labels and sheet names are from memory.",
          "winner", top(mean), "mean overall evaluation ('total score') per submission, 3 reviews each",
          [t for t, _ in subs.values()], {k: round(v, 3) for k, v in mean.items()},
          ["reviews refer to submissions by number; titles are on the first sheet",
           "'Confianza del evaluador' inside the scores text and reviewer person # are numbers",
           "scores include negatives"])


# ======================================================================
# 11. Forminator (WordPress) submissions export (Chile scouts) -- CSV, 1st/2nd/3rd choice
# ======================================================================
def f11_forminator():
    name = "forminator-campamento-de-verano-2026-251103174512.csv"
    places = ["Lago Rapel", "Parque Nacional Conguillío", "Pichidangui", "Cajón del Maipo", "Isla de Maipo"]
    pref = [0.16, 0.36, 0.20, 0.18, 0.10]
    ramas = ["Tropa"] * 5 + ["Compañía"] * 4 + ["Avanzada"] * 2 + ["Clan"] * 1
    seed = 1111
    while True:
        rng = random.Random(seed)
        ballots = []
        for _ in range(57):
            w = [max(0.01, p + rng.uniform(-0.06, 0.06)) for p in pref]
            pool = list(range(5))
            order = []
            for _ in range(3):
                c = rng.choices(pool, weights=[w[i] for i in pool])[0]
                order.append(c)
                pool.remove(c)
            if rng.random() < 0.12:
                order = order[:2]
            ballots.append(order)
        borda = {p: 0 for p in places}
        first = Counter()
        for b in ballots:
            for r, c in enumerate(b):
                borda[places[c]] += 5 - (r + 1)
            first[places[b[0]]] += 1
        if top(borda) == places[1] and top(first) == places[1] and margin_ok(borda, 0.08) and margin_ok(first, 0.15):
            break
        seed += 1
    first_names = ["Benjamín", "Martina", "Vicente", "Sofía", "Agustín", "Florencia", "Tomás", "Josefa", "Matías",
                   "Antonia", "Joaquín", "Isidora", "Maximiliano", "Catalina", "Cristóbal", "Trinidad"]
    last_names = ["González", "Muñoz", "Rojas", "Díaz", "Pérez", "Soto", "Contreras", "Silva", "Martínez",
                  "Sepúlveda", "Morales", "Fuentes", "Araya", "Espinoza"]
    head = ["Fecha de envío", "Nombre y apellido", "Rama", "Edad", "Correo apoderado/a",
            "Primera preferencia", "Segunda preferencia", "Tercera preferencia",
            "¿Cuenta con autorización del apoderado/a?", "Comentarios"]
    rows = [head]
    t = datetime(2025, 10, 20, 19, 12, 4)
    comments = ["", "", "", "Ojalá con río", "", "Conguillío por favor!!", "", "Que no sea muy lejos", ""]
    for b in ballots:
        t += timedelta(minutes=rng.randint(7, 240), seconds=rng.randint(0, 59))
        fn, ln = rng.choice(first_names), rng.choice(last_names)
        rama = rng.choice(ramas)
        age = {"Tropa": rng.randint(11, 14), "Compañía": rng.randint(11, 14), "Avanzada": rng.randint(15, 17),
               "Clan": rng.randint(17, 20)}[rama]
        prefs = [places[c] for c in b] + [""] * (3 - len(b))
        mail = f"{ln.lower().translate(str.maketrans('áéíóúñ', 'aeioun'))}.{rng.randint(10, 99)}@gmail.com"
        rows.append([t.strftime("%Y-%m-%d %H:%M:%S"), f"{fn} {ln}", rama, age, mail] + prefs +
                    ["Sí", rng.choice(comments)])
    write_bytes(name, b"\xef\xbb\xbf" + csv_text(rows, ",", "\n").encode("utf-8"))
    entry(name, "Forminator (WordPress form plugin, WPMU DEV), Forminator -> Submissions -> Export (CSV); a Santiago "
          "scout group's summer-camp destination form",
          "Rank columns: one row per submission with date, name, branch (Rama), age, parent's e-mail, then "
          "'Primera / Segunda / Tercera preferencia' holding place names (some third choices empty), a Sí/No "
          "consent column and comments.",
          "From memory, unverified: Forminator's CSV with one column per field label and the submission date first; "
          "the Spanish column label for the date, the BOM and LF endings are my guesses (no search done).",
          "winner", top(borda), "Borda n-rank with n = 5 places (1st = 4, 2nd = 3, 3rd = 2, unranked 0); "
          "first-choice plurality agrees", places, borda,
          ["Rama 'Tropa' is the most frequent value of the first categorical column",
           "consent column is 'Sí' in every row", "Edad is numeric", "some third preferences empty"])


# ======================================================================
# 12. ProProfs Survey Maker responses (Romania, high-school graduation banquet) -- rating grid
# ======================================================================
def f12_proprofs():
    name = "ProProfs_Survey_Responses_Banchet_XII_2025.csv"
    venues = ["Restaurant Casa Albă", "Hotel Continental - Salon Clasic", "Vila Bran Events",
              "Complex Lacul Ursu", "Salonul Ambasador"]
    mu = [3.4, 4.05, 3.5, 3.0, 3.55]
    classes = ["XII A", "XII B", "XII C", "XII D", "XII E"]
    seed = 1212
    while True:
        rng = random.Random(seed)
        resp = []
        for i in range(73):
            r = []
            for m in mu:
                if rng.random() < 0.06:
                    r.append(None)
                else:
                    r.append(max(1, min(5, round(m + rng.gauss(0, 0.9)))))
            resp.append(r)
        means = {}
        for j, v in enumerate(venues):
            xs = [r[j] for r in resp if r[j] is not None]
            means[v] = sum(xs) / len(xs)
        if top(means) == venues[1] and margin_ok(means, 0.07):
            break
        seed += 1
    head = ["Response ID", "Date Started", "Date Completed", "Time Taken", "IP Address", "Country", "Language",
            "Clasa ta", "Buget maxim de persoană (lei)"] + \
        [f"Cât de mult îți place fiecare locație propusă? (1 = deloc, 5 = foarte mult) - {v}" for v in venues] + \
        ["Alte sugestii"]
    rows = [head]
    t = datetime(2025, 2, 3, 18, 0, 0)
    sugg = ["", "", "", "DJ bun!", "", "Să fie aproape de școală", "", "Meniu vegetarian, vă rog", ""]
    for i, r in enumerate(resp):
        t += timedelta(minutes=rng.randint(3, 70))
        dur = rng.randint(70, 600)
        rows.append([48211370 + i * 7 + rng.randint(0, 6), t.strftime("%m/%d/%Y %I:%M %p"),
                     (t + timedelta(seconds=dur)).strftime("%m/%d/%Y %I:%M %p"), f"{dur // 60}m {dur % 60}s",
                     f"86.{rng.randint(120, 127)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}", "Romania", "ro",
                     rng.choice(classes), rng.choice([250, 300, 300, 350, 400, 450])] +
                    ["" if x is None else x for x in r] + [rng.choice(sugg)])
    write_bytes(name, b"\xef\xbb\xbf" + csv_text(rows, ",", "\r\n").encode("utf-8"))
    entry(name, "ProProfs Survey Maker, Reports -> Responses -> Download (CSV); a Romanian high school's "
          "12th-grade graduation-banquet (banchet) venue survey",
          "Rating grid: metadata (response id, start/end, time taken, IP, country, language), class and a budget "
          "number, then one 1-5 column per venue headed '<question> - <venue>', some blanks, a suggestions column.",
          "From memory, unverified: ProProfs' response export with respondent metadata first and one column per "
          "matrix row; header wording, date format and the UTF-8 BOM are my guesses (no search done).",
          "winner", top(means), "mean rating (1-5) per venue, blanks ignored", venues,
          {k: round(v, 3) for k, v in means.items()},
          ["budget column (250-450 lei) is numeric and much larger than ratings", "Response ID and IP columns",
           "class column 'XII A'...", "blank ratings"])


# ======================================================================
# 13. Timeful availability poll (Argentina, faculty board) -- scheduling
# ======================================================================
def f13_timeful():
    name = "timeful_Consejo_Directivo_FCEFyN_sesion_extraordinaria.csv"
    slots = ["Mon Mar 9 2026 10:00 AM", "Mon Mar 9 2026 4:00 PM", "Tue Mar 10 2026 10:00 AM",
             "Wed Mar 11 2026 9:00 AM", "Wed Mar 11 2026 6:00 PM", "Thu Mar 12 2026 11:00 AM"]
    p_yes = [0.45, 0.35, 0.78, 0.40, 0.30, 0.50]
    p_ifn = [0.20, 0.25, 0.10, 0.30, 0.20, 0.15]
    people = ["Dra. Mariela Quiroga (Decana)", "Ing. Hernán Bustos", "Dr. Pablo Ferreyra", "Lic. Carolina Ledesma",
              "Ing. Gustavo Olmedo", "Dra. Silvina Acosta", "Mg. Rodrigo Peralta", "Sofía Cabrera (estudiantes)",
              "Tomás Giménez (estudiantes)", "Lucía Barrionuevo (estudiantes)", "Ing. Eduardo Vaca (egresados)",
              "Gabriela Heredia (nodocentes)", "Dr. Martín Zárate", "Ing. Verónica Luna"]
    seed = 1313
    while True:
        rng = random.Random(seed)
        grid = []
        for _ in people:
            row = []
            for y, f in zip(p_yes, p_ifn):
                x = rng.random()
                row.append("Available" if x < y else ("If needed" if x < y + f else ""))
            grid.append(row)
        def score(w):
            return {s: sum((1 if g[j] == "Available" else w if g[j] == "If needed" else 0) for g in grid)
                    for j, s in enumerate(slots)}
        ok = all(top(score(w)) == slots[2] and margin_ok(score(w), 0.10) for w in (0, 0.5, 1))
        if ok:
            break
        seed += 1
    head = ["Name", "Email"] + slots
    rows = [head]
    for p, g in zip(people, grid):
        em = "" if rng.random() < 0.3 else p.split(" (")[0].split(". ")[-1].lower().replace(" ", ".") \
            .translate(str.maketrans("áéíóú", "aeiou")) + "@unc.edu.ar"
        rows.append([p, em] + g)
    yes_row = ["Available (count)", ""] + [str(sum(g[j] == "Available" for g in grid)) for j in range(len(slots))]
    ifn_row = ["If needed (count)", ""] + [str(sum(g[j] == "If needed" for g in grid)) for j in range(len(slots))]
    rows += [yes_row, ifn_row]
    write_bytes(name, csv_text(rows, ",", "\n").encode("utf-8"))
    sc = score(0.5)
    entry(name, "Timeful (timeful.app, formerly Schej, group availability polls), event page -> Export CSV; an "
          "Argentine engineering faculty board (Consejo Directivo) choosing a slot for an extraordinary session",
          "Scheduling poll: one row per member (name with role, optional e-mail), one column per slot with "
          "'Available' / 'If needed' / empty, then two count rows.",
          "From memory, unverified: Timeful's 'if needed' availability and the CSV layout (orientation, slot "
          "format, count rows) are my guesses; UTF-8 without BOM, LF (no search done).",
          "winner", slots[2], "yes = 1, if needed = 0.5 (same winner at 0 and 1)", slots, sc,
          ["count rows at the bottom", "e-mail column partly empty", "first slot is not the winner"])


# ======================================================================
# 14. Classera LMS survey export (Jordan, school trip) -- ASK
# ======================================================================
def f14_classera():
    name = "Classera_Survey_Report_Grade11_Trip_2025.xlsx"
    dest = ["البترا", "العقبة", "وادي رم", "البحر الميت", "عجلون"]
    dprob = [0.18, 0.39, 0.20, 0.13, 0.10]
    act = ["رحلة تخييم ليلية", "يوم رياضي وألعاب", "زيارة متحف ومسرح", "رحلة بحرية"]
    aprob = [0.44, 0.22, 0.14, 0.20]
    seed = 1414
    while True:
        rng = random.Random(seed)
        n = 104
        d = [rng.choices(dest, dprob)[0] for _ in range(n)]
        a = [rng.choices(act, aprob)[0] for _ in range(n)]
        sd, sa = Counter(d), Counter(a)
        if top(sd) == "العقبة" and top(sa) == act[0] and margin_ok(sd, 0.2) and margin_ok(sa, 0.2):
            break
        seed += 1
    q1 = "ما هي وجهة الرحلة المدرسية المفضلة لديك؟"
    q2 = "ما هو النشاط الذي تفضله خلال الرحلة؟"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "معلومات الاستبيان"
    ws.sheet_view.rightToLeft = True
    for r in [["اسم الاستبيان", "استبيان رحلة نهاية العام - الصف الحادي عشر"],
              ["المدرسة", "مدارس الأفق الدولية - عمّان"], ["تاريخ البدء", "2025-04-06"],
              ["تاريخ الانتهاء", "2025-04-13"], ["عدد المستهدفين", 131], ["عدد المستجيبين", n],
              ["عدد الأسئلة", 3], ["تم التصدير بواسطة", "أ. رنا الخطيب"]]:
        ws.append(r)
    ws2 = wb.create_sheet("الإجابات")
    ws2.sheet_view.rightToLeft = True
    ws2.append(["#", "اسم الطالب", "رقم الطالب", "الصف", "الشعبة", "الجنس", "تاريخ الإجابة", q1, q2, "ملاحظات"])
    fn_m = ["محمد", "أحمد", "يزن", "عمر", "ليث", "زيد", "حمزة", "كريم"]
    fn_f = ["سارة", "لين", "رهف", "جود", "تالا", "ميار", "هيا", "دانة"]
    ln = ["العبادي", "الزعبي", "المومني", "الخوالدة", "الحوراني", "النسور", "الطراونة", "القضاة"]
    notes = ["", "", "", "نتمنى أن تكون الرحلة يومين", "", "الرجاء مراعاة التكلفة", ""]
    t = datetime(2025, 4, 6, 8, 30)
    for i in range(n):
        g = rng.choice(["ذكر", "أنثى"])
        nm = f"{rng.choice(fn_m if g == 'ذكر' else fn_f)} {rng.choice(ln)}"
        t += timedelta(minutes=rng.randint(5, 140))
        ws2.append([i + 1, nm, 250000 + rng.randint(1000, 9999), "الحادي عشر", rng.choice(["أ", "ب", "ج", "د"]), g,
                    t.strftime("%Y-%m-%d %H:%M"), d[i], a[i], rng.choice(notes)])
    save_xlsx(wb, name)
    entry(name, "Classera (LMS used by schools in Jordan and the Gulf), Surveys -> survey -> Reports -> Export to "
          "Excel; an Amman international school's Grade 11 end-of-year trip survey",
          "Two sheets: a survey-information sheet first (name, dates, targeted/answered counts), then one row per "
          "student with metadata and two single-choice questions of equal standing (destination, activity), notes.",
          "From memory, unverified: the info-sheet-then-answers layout, Arabic headers and right-to-left sheets are "
          "my guesses (no search done).",
          "ask", None, "count of responses per option", {q1: dest, q2: act}, {q1: dict(sd), q2: dict(sa)},
          ["info sheet first with counts 131 / 104", "student numbers", "gender column"],
          acceptable={q1: top(sd), q2: top(sa)},
          ask_because="The survey asks two separate single-choice questions (where to go and what to do) and the "
                      "file gives no sign that one of them is the decision being asked about.")


# ======================================================================
# 15. Paradox for Windows delimited export (Vietnam, school sports day) -- cp1258
# ======================================================================
def f15_paradox():
    name = "HKPD_DIEM.TXT"
    teams = ["Đội Đỏ", "Đội Xanh", "Đội Vàng", "Đội Tím"]
    events = ["Chạy 100m nam", "Chạy 100m nữ", "Nhảy xa nam", "Nhảy xa nữ", "Đá cầu nam", "Đá cầu nữ",
              "Cờ vua", "Kéo co", "Bóng chuyền nam", "Bóng chuyền nữ", "Chạy tiếp sức 4x100m", "Nhảy cao nam"]
    strength = {"Đội Đỏ": 1.0, "Đội Xanh": 1.45, "Đội Vàng": 0.95, "Đội Tím": 0.8}
    pts = {1: 5, 2: 3, 3: 2, 4: 1}
    seed = 1515
    while True:
        rng = random.Random(seed)
        res = []
        for ev in events:
            perf = {tm: strength[tm] + rng.gauss(0, 0.45) for tm in teams}
            order = sorted(teams, key=lambda tm: -perf[tm])
            tie = rng.random() < 0.2
            for rk, tm in enumerate(order, 1):
                p = float(pts[rk])
                if tie and rk in (2, 3):
                    p, rkk = 2.5, 2
                else:
                    rkk = rk
                res.append((ev, tm, rkk, p))
        sc = {tm: sum(r[3] for r in res if r[1] == tm) for tm in teams}
        firsts = Counter(r[1] for r in res if r[2] == 1)
        if top(sc) == "Đội Xanh" and margin_ok(sc, 0.10):
            break
        seed += 1
    lines = ['"MaMon","TenMon","Doi","Hang","Diem","GhiChu"']
    for i, (ev, tm, rk, p) in enumerate(res):
        note = "Đồng hạng" if p == 2.5 else ""
        lines.append(f'{events.index(ev) + 1},"{ev}","{tm}",{rk},{p:.2f},"{note}"')
    text = "\r\n".join(lines) + "\r\n"
    write_bytes(name, cp1258_encode(text))
    entry(name, "Paradox 7 for Windows (Borland/Corel desktop database), File -> Export -> Delimited Text, on "
          "Vietnamese Windows; a lower-secondary school's Phu Dong sports day points table",
          "Long format with points: one row per (event, team) with the place (Hang) and points (Diem, 5/3/2/1, "
          "2.50 for a tie), an event number and a note column.",
          "From memory, unverified: Paradox delimited export with text fields in double quotes, numbers bare, "
          "',' separator and an optional field-name row; bytes in Windows-1258 (Vietnamese ANSI), where tone marks "
          "are stored as combining characters after the base letter, CRLF (no search done).",
          "winner", "Đội Xanh", "sum of points (Diem) per team", teams, sc,
          ["Hang (place) column: summing it or counting 1st places is wrong",
           "MaMon event numbers", "Windows-1258 with combining tone marks", "tie rows with 2.50 points"])


def main():
    for f in (f01_akvo, f02_supabase, f03_biddingowl, f04_pemira, f05_clipper, f06_1c, f07_k12net,
              f08_modalisa, f09_edmodo, f10_easychair, f11_forminator, f12_proprofs, f13_timeful,
              f14_classera, f15_paradox):
        f()
    with open(out("expected.json"), "w", encoding="utf-8") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    print(f"wrote {len(EXPECTED)} files + expected.json to {HERE}")


if __name__ == "__main__":
    main()
