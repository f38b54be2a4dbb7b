#!/usr/bin/env python3
"""Blind test set U: writes 15 exports and expected.json into the folder this script lives in.

Deterministic: fixed seeds, fixed xlsx document / zip timestamps, TZ pinned.
Standard library + openpyxl only.
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

import openpyxl  # noqa: E402
from openpyxl.styles import Font  # noqa: E402

OUT = Path(__file__).resolve().parent
EXPECTED = {}
NBSP = "\u00a0"


# ----------------------------------------------------------------- helpers
def q(field, sep, quote_all=False):
    s = "" if field is None else str(field)
    if quote_all or any(c in s for c in (sep, '"', "\n", "\r")):
        return '"' + s.replace('"', '""') + '"'
    return s


def rows_to_text(rows, sep=",", eol="\r\n", quote_all=False, final_eol=True):
    txt = eol.join(sep.join(q(f, sep, quote_all) for f in r) for r in rows)
    return txt + (eol if final_eol else "")


def write(name, data):
    (OUT / name).write_bytes(data)


FIXED_ZIP_TIME = (2026, 4, 1, 9, 30, 0)


def save_xlsx(wb, name, created="2026-04-01T09:30:00Z"):
    wb.properties.creator = wb.properties.creator or "openpyxl"
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for info in sorted(src.infolist(), key=lambda i: i.filename):
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                t = data.decode("utf-8")
                t = re.sub(r"(<dcterms:created[^>]*>)[^<]*(<)", r"\g<1>%s\2" % created, t)
                t = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(<)", r"\g<1>%s\2" % created, t)
                data = t.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=FIXED_ZIP_TIME)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            z.writestr(zi, data)
    write(name, out.getvalue())


def fmt_thousands(n, sep=","):
    return f"{n:,}".replace(",", sep)


def posted_price(max_bids):
    """max_bids: dict bidder -> highest valid bid. Returns (best price, dict price->revenue)."""
    vals = sorted(max_bids.values(), reverse=True)
    rev = {}
    for p in sorted(set(vals), reverse=True):
        rev[p] = p * sum(1 for v in vals if v >= p)
    best = max(rev, key=lambda p: (rev[p], -p))
    top = sorted(rev.values(), reverse=True)
    assert len(top) < 2 or top[0] > top[1], "posted price tie"
    return best, rev


def clear_winner(scores):
    ranked = sorted(scores.items(), key=lambda kv: -kv[1])
    assert ranked[0][1] > ranked[1][1], ranked
    return ranked[0][0]


# ================================================================ 1 YSK (ask)
def f_ysk():
    name = "YSK_31_Mart_2024_Mahalli_Idareler_Sandik_Sonuclari_Kutahya_Yesilhisar_Beldesi.xlsx"
    rng = random.Random(101)
    parties = ["AK PARTİ", "CHP", "MHP", "İYİ PARTİ", "YENİDEN REFAH", "BAĞIMSIZ TOPLAM OY"]
    sandiks = [("Cumhuriyet Mah.", 1001), ("Cumhuriyet Mah.", 1002), ("Cumhuriyet Mah.", 1003),
               ("Yukarı Mah.", 1004), ("Yukarı Mah.", 1005), ("Çarşı Mah.", 1006),
               ("Çarşı Mah.", 1007), ("Çarşı Mah.", 1008)]
    reg = [rng.randint(290, 395) for _ in sandiks]
    turn = [int(r * rng.uniform(0.80, 0.90)) for r in reg]
    sheets = {
        "Belediye Başkanı": ("Belediye Başkanlığı Seçimi", [0.37, 0.45, 0.08, 0.05, 0.04, 0.01]),
        "Belediye Meclisi": ("Belediye Meclis Üyeliği Seçimi", [0.42, 0.34, 0.12, 0.06, 0.05, 0.01]),
        "İl Genel Meclisi": ("İl Genel Meclisi Üyeliği Seçimi", [0.33, 0.21, 0.38, 0.04, 0.03, 0.01]),
    }
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    allscores = {}
    winners = {}
    for sname, (title, shares) in sheets.items():
        ws = wb.create_sheet(sname)
        ws.append(["T.C. YÜKSEK SEÇİM KURULU"])
        ws.append(["31 MART 2024 MAHALLİ İDARELER GENEL SEÇİMİ"])
        ws.append([f"SANDIK SONUÇ LİSTESİ - {title.replace('i', 'İ').replace('ı', 'I').upper()}"])
        ws.append(["İl: KÜTAHYA   İlçe: MERKEZ   Belde: YEŞİLHİSAR"])
        ws.append([])
        hdr = ["İl Adı", "İlçe Adı", "Belde Adı", "Mahalle/Köy Adı", "Sandık No", "Kayıtlı Seçmen Sayısı",
               "Oy Kullanan Seçmen Sayısı", "İtiraz Edilmemiş Geçersiz Oy Sayısı", "Geçerli Oy Toplamı"] + parties
        ws.append(hdr)
        for c in ws[6]:
            c.font = Font(bold=True)
        tot = [0] * (4 + len(parties))
        for i, (mah, no) in enumerate(sandiks):
            inval = rng.randint(3, 14)
            valid = turn[i] - inval
            w = [max(0.001, s * rng.uniform(0.8, 1.2)) for s in shares]
            raw = [valid * x / sum(w) for x in w]
            v = [int(x) for x in raw]
            v[max(range(len(v)), key=lambda k: raw[k] - v[k])] += valid - sum(v)
            row = ["KÜTAHYA", "MERKEZ", "YEŞİLHİSAR", mah, no, reg[i], turn[i], inval, valid] + v
            ws.append(row)
            for k, x in enumerate([reg[i], turn[i], inval, valid] + v):
                tot[k] += x
        ws.append(["TOPLAM", "", "", "", ""] + tot)
        for c in ws[ws.max_row]:
            c.font = Font(bold=True)
        ws.column_dimensions["D"].width = 18
        sc = dict(zip(parties, tot[4:]))
        allscores[sname] = sc
        winners[sname] = clear_winner(sc)
    assert len(set(winners.values())) == 3, winners
    ws = wb.create_sheet("Açıklama")
    ws.append(["Bu dosya Seçim Sonuçları Sistemi üzerinden indirilmiştir."])
    ws.append(["Sonuçlar kesinleşmemiş olup bilgi amaçlıdır."])
    ws.append(["İndirme tarihi: 02.04.2024 10:14"])
    wb.properties.creator = "YSK SEÇSİS"
    save_xlsx(wb, name, created="2024-04-02T07:14:00Z")
    EXPECTED[name] = {
        "answer": "ask",
        "winner": None,
        "candidates": parties,
        "scores": allscores,
        "question": "Unclear: the workbook holds three different elections of equal standing (mayor, municipal council, provincial council) held the same day in the same ballot boxes.",
        "ask_because": "Three sheets, each a separate election (Belediye Başkanı, Belediye Meclisi, İl Genel Meclisi) with the same party columns and a TOPLAM row; each has a different leading party and none is marked as the one of interest.",
        "acceptable": {
            "Belediye Başkanı sheet (mayoral election), TOPLAM row": winners["Belediye Başkanı"],
            "Belediye Meclisi sheet (municipal council), TOPLAM row": winners["Belediye Meclisi"],
            "İl Genel Meclisi sheet (provincial council), TOPLAM row": winners["İl Genel Meclisi"],
        },
        "tool": "Yüksek Seçim Kurulu (YSK, Supreme Election Council of Türkiye), Seçim Sonuçları Sistemi → 31 March 2024 local elections → sandık (ballot box) results → Excel download, cut to one (invented) belde",
        "shape": "Workbook, one sheet per election type: title block, header, one row per ballot box with registered / voted / invalid / valid counts and one column per party, TOPLAM row; a fourth notes sheet",
        "format_evidence": "From memory, unverified (no search done): sheet names, column titles and the title block are my guess of YSK's Excel download.",
        "traps": ["three elections of equal standing, different winners", "Kayıtlı Seçmen Sayısı / Geçerli Oy Toplamı columns are the largest numbers", "TOPLAM row", "title block of 5 rows above the header", "'BAĞIMSIZ TOPLAM OY' is not a party", "notes sheet 'Açıklama'"],
    }


# ================================================================ 2 Greece
def f_greece():
    name = "ekloges_ypes_2023_Dimotikes_A_Kyriaki_Dimos_Lefkochoriou_ana_eklogiko_tmima.csv"
    rng = random.Random(202)
    combos = [
        "ΑΝΑΓΕΝΝΗΣΗ ΛΕΥΚΟΧΩΡΙΟΥ (ΑΝΤΩΝΙΟΥ ΔΗΜΗΤΡΙΟΣ ΤΟΥ ΚΩΝΣΤΑΝΤΙΝΟΥ)",
        "ΔΗΜΟΤΙΚΗ ΣΥΜΠΟΡΕΥΣΗ (ΒΛΑΧΟΥ ΑΙΚΑΤΕΡΙΝΗ ΤΟΥ ΓΕΩΡΓΙΟΥ)",
        "ΝΕΑ ΠΟΡΕΙΑ ΓΙΑ ΤΟ ΛΕΥΚΟΧΩΡΙ (ΠΑΠΑΔΟΠΟΥΛΟΣ ΓΕΩΡΓΙΟΣ ΤΟΥ ΝΙΚΟΛΑΟΥ)",
        "ΛΑΪΚΗ ΣΥΣΠΕΙΡΩΣΗ ΛΕΥΚΟΧΩΡΙΟΥ (ΣΤΑΥΡΟΥ ΕΛΕΝΗ ΤΟΥ ΙΩΑΝΝΗ)",
    ]
    shares = [0.24, 0.15, 0.53, 0.08]
    units = [("ΛΕΥΚΟΧΩΡΙΟΥ", "1"), ("ΛΕΥΚΟΧΩΡΙΟΥ", "2"), ("ΛΕΥΚΟΧΩΡΙΟΥ", "3"), ("ΛΕΥΚΟΧΩΡΙΟΥ", "4"),
             ("ΛΕΥΚΟΧΩΡΙΟΥ", "5Α"), ("ΑΓΙΟΥ ΑΘΑΝΑΣΙΟΥ", "6"), ("ΑΓΙΟΥ ΑΘΑΝΑΣΙΟΥ", "7"),
             ("ΚΡΥΟΝΕΡΙΟΥ", "8"), ("ΚΡΥΟΝΕΡΙΟΥ", "9")]
    hdr = ["Περιφερειακή Ενότητα", "Δήμος", "Δημοτική Ενότητα", "Εκλογικό Τμήμα", "Εγγεγραμμένοι",
           "Ψήφισαν", "Άκυρα", "Λευκά", "Έγκυρα"] + combos
    rows = [["ΔΗΜΟΤΙΚΕΣ ΕΚΛΟΓΕΣ 8ης ΟΚΤΩΒΡΙΟΥ 2023 - ΑΠΟΤΕΛΕΣΜΑΤΑ ΑΝΑ ΕΚΛΟΓΙΚΟ ΤΜΗΜΑ"],
            ["Δήμος ΛΕΥΚΟΧΩΡΙΟΥ - Ενσωματωμένα τμήματα: 9 από 9"], [], hdr]
    tot = [0] * (5 + len(combos))
    for du, tm in units:
        reg = rng.randint(520, 860)
        voted = int(reg * rng.uniform(0.52, 0.66))
        akyra = rng.randint(6, 22)
        lefka = rng.randint(2, 11)
        valid = voted - akyra - lefka
        w = [s * rng.uniform(0.85, 1.15) for s in shares]
        raw = [valid * x / sum(w) for x in w]
        v = [int(x) for x in raw]
        v[2] += valid - sum(v)
        rows.append(["ΘΕΣΣΑΛΟΝΙΚΗΣ", "ΛΕΥΚΟΧΩΡΙΟΥ", du, tm, reg, voted, akyra, lefka, valid] + v)
        for k, x in enumerate([reg, voted, akyra, lefka, valid] + v):
            tot[k] += x
    rows.append(["ΣΥΝΟΛΟ", "", "", ""] + tot)
    pct = ["ΠΟΣΟΣΤΟ %", "", "", "", "", f"{100 * tot[1] / tot[0]:.2f}".replace(".", ","),
           f"{100 * tot[2] / tot[1]:.2f}".replace(".", ","), f"{100 * tot[3] / tot[1]:.2f}".replace(".", ","), ""]
    pct += [f"{100 * x / tot[4]:.2f}".replace(".", ",") for x in tot[5:]]
    rows.append(pct)
    sc = dict(zip(combos, tot[5:]))
    win = clear_winner(sc)
    assert win == combos[2] and sc[win] * 2 > tot[4]
    write(name, rows_to_text(rows, ";", "\r\n").encode("cp1253"))
    EXPECTED[name] = {
        "answer": "winner", "winner": win,
        "winner_aliases": ["ΝΕΑ ΠΟΡΕΙΑ ΓΙΑ ΤΟ ΛΕΥΚΟΧΩΡΙ", "ΠΑΠΑΔΟΠΟΥΛΟΣ ΓΕΩΡΓΙΟΣ"],
        "candidates": combos, "scores": sc,
        "question": "Mayoral election (first Sunday) of the municipality: which combination / mayoral candidate got most valid votes",
        "tool": "Greek Ministry of Interior election results site (ekloges.ypes.gr), municipal elections 2023 → municipality → results per polling station (εκλογικό τμήμα) → CSV download, cut to one (invented) municipality",
        "shape": "Wide count table per unit: one row per polling station with registered, voted, invalid, blank, valid, then one column per combination (list name with the mayoral candidate's name and patronymic); ΣΥΝΟΛΟ total row and a ΠΟΣΟΣΤΟ % row with decimal commas; two title lines",
        "format_evidence": "From memory, unverified (no search done): column titles and the CSV download are my guess; ';' and Windows-1253 follow Greek Excel conventions.",
        "traps": ["Εγγεγραμμένοι (registered) is the largest numeric column", "first text column is the regional unit (constant)", "ΣΥΝΟΛΟ and ΠΟΣΟΣΤΟ % rows", "polling station '5Α' mixes letters and digits", "winner is the third candidate column"],
    }


# ================================================================ 3 Tunisia
def f_tunisia():
    name = "ISIE_تشريعية_2022_النتائج_الأولية_دائرة_الرقاب_الشمالية.csv"
    cands = ["محمد الهادي الزواري", "سنية بن عمر", "عبد الرزاق الفرجاني", "نزار القاسمي", "حياة الطرابلسي"]
    votes = [812, 2689, 903, 341, 215]
    valid = sum(votes)
    blank, void = 140, 212
    voters = valid + blank + void
    reg = 45210
    rows = [["الهيئة العليا المستقلة للانتخابات"],
            ["الانتخابات التشريعية 17 ديسمبر 2022 - الدورة الأولى"],
            ["النتائج الأولية حسب الدائرة الانتخابية"],
            ["الولاية:;سيدي بوزيد"],
            ["الدائرة الانتخابية:;الرقاب الشمالية"],
            [],
            ["عدد الناخبين المسجلين", reg],
            ["عدد المقترعين", voters],
            ["نسبة المشاركة", f"{100 * voters / reg:.2f}%".replace(".", ",")],
            ["الأوراق البيضاء", blank],
            ["الأوراق الملغاة", void],
            ["الأصوات المصرح بها", valid],
            [],
            ["الرقم", "المترشح(ة)", "عدد الأصوات", "النسبة"]]
    # row 4/5 had a literal ';' inside one cell in the source sheet? no: split them properly
    rows[3] = ["الولاية:", "سيدي بوزيد"]
    rows[4] = ["الدائرة الانتخابية:", "الرقاب الشمالية"]
    for i, (c, v) in enumerate(zip(cands, votes), 1):
        rows.append([i, c, v, f"{100 * v / valid:.2f}%".replace(".", ",")])
    rows.append(["", "المجموع", valid, "100,00%"])
    rows.append([])
    rows.append(["* النتائج الأولية قابلة للطعن أمام المحكمة الإدارية"])
    sc = dict(zip(cands, votes))
    win = clear_winner(sc)
    write(name, rows_to_text(rows, ";", "\r\n").encode("cp1256"))
    EXPECTED[name] = {
        "answer": "winner", "winner": win, "candidates": cands, "scores": sc,
        "question": "Legislative election 2022, first round, one single-member constituency: which candidate got most votes",
        "tool": "ISIE (Instance Supérieure Indépendante pour les Élections, Tunisia), preliminary results per constituency downloaded from the ISIE site, opened in Microsoft Excel on Arabic Windows (Tunisia regional settings) and saved as CSV (ANSI = Windows-1256, ';' list separator)",
        "shape": "Ready-made count table under a title block and a key/value turnout block (registered, voters, turnout, blank, void, valid); header الرقم / المترشح(ة) / عدد الأصوات / النسبة, one row per candidate, المجموع total row, a footnote",
        "format_evidence": "From memory, unverified (no search done): the block layout and labels are my guess; Windows-1256 and ';' follow Excel on Arabic Windows with comma decimals.",
        "traps": ["registered voters (45210) is the largest number in the file", "key/value block above the table", "first column is the ballot number", "المجموع total row", "percentages with decimal comma and % sign", "right-to-left text"],
    }


# ================================================================ 4 NSW preference data
def irv(ballots, cands):
    active = set(cands)
    while True:
        cnt = Counter()
        for b in ballots:
            for c in b:
                if c in active:
                    cnt[c] += 1
                    break
        tot = sum(cnt.values())
        top = max(active, key=lambda c: cnt[c])
        if cnt[top] * 2 > tot or len(active) == 1:
            return top
        low = min(active, key=lambda c: (cnt[c], c))
        active.remove(low)


def f_nsw():
    name = "LGE2024_Mayoral_Preference_Data_Wattle_Creek_Shire_Council.txt"
    cands = ["HARGREAVES Lachlan", "NGUYEN Thi Mai", "O'CONNELL Bridget", "PAPADAKIS Steve"]  # ballot order
    W = "NGUYEN Thi Mai"
    n = len(cands)
    for seed in range(300, 3000):
        rng = random.Random(seed)
        ballots = []
        profiles = [
            (["NGUYEN Thi Mai"], 0.17), (["NGUYEN Thi Mai", "O'CONNELL Bridget", "HARGREAVES Lachlan"], 0.12),
            (["NGUYEN Thi Mai", "HARGREAVES Lachlan"], 0.05),
            (["HARGREAVES Lachlan"], 0.16), (["HARGREAVES Lachlan", "PAPADAKIS Steve", "O'CONNELL Bridget", "NGUYEN Thi Mai"], 0.10),
            (["PAPADAKIS Steve", "HARGREAVES Lachlan", "O'CONNELL Bridget"], 0.09), (["PAPADAKIS Steve"], 0.04),
            (["O'CONNELL Bridget", "NGUYEN Thi Mai", "PAPADAKIS Steve", "HARGREAVES Lachlan"], 0.08),
            (["O'CONNELL Bridget", "PAPADAKIS Steve", "HARGREAVES Lachlan", "NGUYEN Thi Mai"], 0.07),
            (["O'CONNELL Bridget", "HARGREAVES Lachlan", "PAPADAKIS Steve"], 0.07),
            (["NGUYEN Thi Mai", "PAPADAKIS Steve", "O'CONNELL Bridget", "HARGREAVES Lachlan"], 0.05),
        ]
        for _ in range(171):
            r = rng.random() * sum(p for _, p in profiles)
            for order, p in profiles:
                r -= p
                if r <= 0:
                    break
            ballots.append(list(order))
        borda = Counter({c: 0 for c in cands})
        marks = Counter({c: 0 for c in cands})
        first = Counter({c: 0 for c in cands})
        for b in ballots:
            first[b[0]] += 1
            for k, c in enumerate(b):
                borda[c] += n - 1 - k
                marks[c] += 1
        try:
            bw = clear_winner(dict(borda))
            pw = clear_winner(dict(first))
            mw = clear_winner(dict(marks))
        except AssertionError:
            continue
        if bw == W and pw == W and irv(ballots, cands) == W and mw != W:
            break
    else:
        raise SystemExit("no seed for NSW")
    rng = random.Random(seed * 7)
    hdr = ["SequenceNumber", "ElectorateName", "VCTypeName", "VenueName", "BallotPaperID", "CandidateName",
           "PreferenceMark", "PreferenceNumber", "Formality"]
    venues = [("Ordinary", "Wattle Creek Public School"), ("Ordinary", "Bimbadeen Community Hall"),
              ("Ordinary", "Yarrabee Rural Fire Brigade Shed"), ("Pre-poll", "Wattle Creek Pre-poll (Council Chambers)"),
              ("Postal", "Postal")]
    lines = [hdr]
    seq = 0
    elect = "Wattle Creek Shire Council Mayoral"
    bp = 100000
    informal = set(rng.sample(range(171), 0))  # formal ballots first; informal ones appended below
    allb = [(b, True) for b in ballots]
    # informal papers: two '1's, or a mark sequence starting at 2
    inf = [{"NGUYEN Thi Mai": "1", "HARGREAVES Lachlan": "1"},
           {"HARGREAVES Lachlan": "2", "PAPADAKIS Steve": "3"},
           {"NGUYEN Thi Mai": "1", "O'CONNELL Bridget": "1", "PAPADAKIS Steve": "2"},
           {"O'CONNELL Bridget": "✓", "NGUYEN Thi Mai": "✓"},
           {"NGUYEN Thi Mai": "2"},
           {"NGUYEN Thi Mai": "1", "PAPADAKIS Steve": "1"},
           {"NGUYEN Thi Mai": "1", "HARGREAVES Lachlan": "1", "O'CONNELL Bridget": "2"}]
    positions = sorted(rng.sample(range(171 + len(inf)), len(inf)))
    merged = []
    bi = 0
    for i in range(171 + len(inf)):
        if i in positions:
            merged.append((inf[positions.index(i)], False))
        else:
            merged.append((ballots[bi], True))
            bi += 1
    for b, formal in merged:
        vt, venue = venues[rng.choice([0, 0, 1, 1, 2, 3, 3, 4])]
        bp += rng.randint(1, 9)
        if formal:
            single = len(b) == 1
            for c in cands:
                if c in b:
                    k = b.index(c) + 1
                    mark = rng.choice(["1", "1", "1", "✓", "X"]) if single else str(k)
                    seq += 1
                    lines.append([seq, elect, vt, venue, bp, c, mark, k, "Formal"])
        else:
            for c in cands:
                if c in b:
                    seq += 1
                    lines.append([seq, elect, vt, venue, bp, c, b[c], "", "Informal"])
    write(name, rows_to_text(lines, "\t", "\r\n").encode("utf-8"))
    borda = dict(borda)
    EXPECTED[name] = {
        "answer": "winner", "winner": W, "candidates": cands, "scores": borda,
        "question": "Popularly elected mayor (optional preferential voting): which candidate wins on the formal ballot papers' preferences (Borda 3/2/1/0; instant-runoff and first preferences give the same winner)",
        "tool": "NSW Electoral Commission, Local Government Elections 2024 → results → mayoral election 'Preference data' (ballot-paper-level data file, tab-delimited text), one (invented) council",
        "shape": "Ranked ballots in long format: one row per mark on a ballot paper (sequence number, electorate, vote type, venue, ballot paper id, candidate, the mark as written, the preference number it counts as, Formal/Informal); single-mark papers with ✓ or X counting as 1; informal papers listed with blank preference number",
        "format_evidence": "From memory, unverified (no search done): the NSWEC publishes ballot-paper preference files for its elections; column names here are my recollection, not checked.",
        "extra_scores": {"first_preferences": dict(first), "rows_per_candidate": dict(marks), "irv_winner": irv(ballots, cands)},
        "traps": ["counting rows per candidate (any mark) gives a different leader", "Informal papers must be dropped", "marks ✓ / X mean preference 1", "SequenceNumber and BallotPaperID are numbers, not votes", "ElectorateName/VCTypeName are the first text columns"],
    }


# ================================================================ 5 SSRS UTF-16
def f_ssrs():
    name = "Election Results by Port.csv"
    rng = random.Random(505)
    ports = ["Ballycastle Quay", "Carrickmore Harbour", "Dunmara Pier", "Inishglas Landing", "Portnaglas"]
    cands = ["DEVLIN, Martin", "Ó FAOLÁIN, Siobhán", "McAULEY, Ross", "KERR, Anne-Marie"]
    base = {"DEVLIN, Martin": 0.30, "Ó FAOLÁIN, Siobhán": 0.34, "McAULEY, Ross": 0.22, "KERR, Anne-Marie": 0.14}
    for seed in range(505, 900):
        rng = random.Random(seed)
        data = {}
        for p in ports:
            size = rng.randint(60, 260)
            w = {c: base[c] * rng.uniform(0.6, 1.4) for c in cands}
            data[p] = {c: int(size * w[c] / sum(w.values())) for c in cands}
        tot = {c: sum(data[p][c] for p in ports) for c in cands}
        if clear_winner(tot) == "Ó FAOLÁIN, Siobhán" and max(data[ports[0]], key=data[ports[0]].get) == "DEVLIN, Martin" \
                and sorted(tot.values())[-1] - sorted(tot.values())[-2] >= 12:
            break
    grand = sum(tot.values())
    title = "Harbourview Fishermen's Co-operative Society Ltd - Election of President 2026"
    run = "Results as at close of poll 21/03/2026 17:00 - report run 21/03/2026 18:42:07"
    rows = [["Textbox1", "Textbox4", "Port", "Candidate", "Votes", "Textbox21", "Textbox30"]]
    for p in ports:
        sub = sum(data[p].values())
        for c in sorted(cands, key=lambda c: -data[p][c]):
            rows.append([title, run, p, c, data[p][c], sub, grand])
    txt = rows_to_text(rows, ",", "\r\n")
    write(name, b"\xff\xfe" + txt.encode("utf-16-le"))
    win = clear_winner(tot)
    EXPECTED[name] = {
        "answer": "winner", "winner": win, "candidates": cands, "scores": tot,
        "question": "Election of the co-operative's president: which candidate got most votes over all ports",
        "tool": "SQL Server Reporting Services (SSRS) report in the co-operative's in-house membership system, report viewer → Export → 'CSV (comma delimited)' (default device settings: Unicode encoding)",
        "shape": "Long format unit/candidate/votes flattened by the SSRS CSV renderer: header row of textbox/field names (Textbox1, Textbox4, Port, Candidate, Votes, Textbox21, Textbox30); the report title and run line repeated in every record, the per-port subtotal and grand total repeated as extra columns; within each port sorted by votes",
        "format_evidence": "SSRS docs ('Designing for CSV Output' / 'Exporting to a CSV File'): first record holds headers for all columns, CRLF records, quotes only when needed, items sorted top-to-bottom then left-to-right, parent items repeated in each record. The Unicode (UTF-16 LE with BOM) default encoding and the 'TextboxNN' header names for unnamed textboxes are from memory.",
        "traps": ["Textbox21 (port subtotal) and Textbox30 (grand total) are the largest numbers", "report title and run timestamp repeated in every row", "first port's top row is not the overall winner", "candidate names contain commas (quoted)", "UTF-16 LE with BOM"],
    }


# ================================================================ 6 Statgraphics
def f_statgraphics():
    name = "STATGRAPHICS Tabulation - New_wing_name.txt"
    vals = ["Ada Lovelace", "Kathleen Lonsdale", "Marie Curie", "Rosalind Franklin", "Sheila Tinney"]
    cnt = [31, 58, 44, 37, 29]
    N = sum(cnt)
    L = []
    L.append("Tabulation - New_wing_name")
    L.append("Data variable: New_wing_name")
    L.append("")
    L.append(f"Number of observations: {N}")
    L.append(f"Number of unique values: {len(vals)}")
    L.append("")
    L.append("The StatAdvisor")
    L.append(f"This procedure counts the number of times each of the {len(vals)} unique values of New_wing_name occurs.")
    L.append("The values are shown in the frequency table below and plotted in the barchart and piechart.")
    L.append("Missing values (4 blank survey forms) were excluded.")
    L.append("")
    L.append("Frequency Table for New_wing_name")
    L.append("                                          Relative     Cumulative   Cum. Rel.")
    L.append("Class  Value                  Frequency   Frequency    Frequency    Frequency")
    L.append("-" * 79)
    cum = 0
    for i, (v, c) in enumerate(zip(vals, cnt), 1):
        cum += c
        L.append(f"{i:<7d}{v:<23s}{c:>9d}{c / N:>12.4f}{cum:>13d}{cum / N:>13.4f}")
    L.append("-" * 79)
    L.append("")
    L.append("The StatAdvisor")
    L.append("This table shows the number of times each value of New_wing_name has occurred, as well as percentages")
    L.append("and cumulative statistics.  For example, in 31 rows of the data file New_wing_name equals Ada Lovelace.")
    L.append(f"This represents {100 * 31 / N:.5f}% of the 199 values in the file.  The barchart in the right-hand")
    L.append("pane displays these frequencies graphically.")
    L.append("")
    L.append("Scoil Mhuire Gan Smál - Survey of parents and pupils on the name of the new science wing, March 2026")
    write(name, ("\r\n".join(L) + "\r\n").encode("cp1252"))
    sc = dict(zip(vals, cnt))
    EXPECTED[name] = {
        "answer": "winner", "winner": clear_winner(sc), "candidates": vals, "scores": sc,
        "question": "Name for the school's new science wing: which name was chosen most often",
        "tool": "STATGRAPHICS Centurion 19 (Windows), Describe → Categorical Data → Tabulation on the survey variable, Analysis Summary and Frequency Table panes copied/saved as text by a school data officer",
        "shape": "Statistics-software output: title lines, a summary (number of observations / unique values), StatAdvisor prose, then a fixed-width frequency table (Class, Value, Frequency, Relative Frequency, Cumulative Frequency, Cum. Rel. Frequency) between dashed rules, more StatAdvisor prose, a footer line",
        "format_evidence": "From memory, unverified (no search done): the pane titles, StatAdvisor wording and the six frequency-table columns are my recollection of Statgraphics' Tabulation procedure.",
        "traps": ["Cumulative Frequency is largest on the last row (Sheila Tinney, 199)", "Class column is 1..5", "two-row header", "StatAdvisor prose mentions Ada Lovelace as its example", "fixed width with names containing spaces"],
    }


# ================================================================ 7 Kobay (Korea) bids
def f_kobay():
    name = "코베이_입찰내역_경매번호_2607118342_조선백자_청화초화문_접시.csv"
    chron = [
        ("sky7***", 50000, ""), ("mirr***", 60000, ""), ("sky7***", 70000, "자동입찰"), ("bada***", 80000, ""),
        ("sky7***", 90000, "자동입찰"), ("mirr***", 100000, ""), ("ohks***", 120000, ""), ("mirr***", 150000, ""),
        ("bada***", 160000, ""), ("jjan***", 180000, ""), ("ohks***", 200000, "자동입찰"), ("bada***", 230000, ""),
        ("ohks***", 240000, "자동입찰"), ("jjan***", 250000, ""), ("dong***", 270000, ""), ("dong***", 310000, ""),
        ("hans***", 350000, "입찰취소"),
    ]
    rng = random.Random(707)
    t = 1776470400 + 9 * 3600  # 2026-04-18 09:00 KST-ish base
    stamps = []
    for _ in chron:
        t += rng.randint(600, 16000)
        stamps.append(time.strftime("%Y.%m.%d %H:%M:%S", time.gmtime(t)))
    mx = {}
    for (b, a, note) in chron:
        if note != "입찰취소":
            mx[b] = max(mx.get(b, 0), a)
    best, rev = posted_price(mx)
    assert best == 230000
    rows = [["[코베이] 입찰내역"], ["경매번호", "2607118342"], ["물품명", "조선백자 청화초화문 접시 (지름 21cm)"],
            ["시작가", "50,000원"], ["현재가", "310,000원"], ["입찰수", "17회"], ["마감일시", "2026.04.21 22:00"], [],
            ["번호", "입찰자", "입찰금액", "입찰일시", "비고"]]
    for i in range(len(chron) - 1, -1, -1):
        b, a, note = chron[i]
        rows.append([i + 1, b, f"{a:,}원", stamps[i], note])
    write(name, rows_to_text(rows, ",", "\r\n").encode("euc_kr"))
    EXPECTED[name] = {
        "answer": "winner", "winner": "230,000원", "winner_aliases": ["230000", "230,000"],
        "candidates": [f"{p:,}원" for p in sorted(rev)], "scores": {f"{p:,}원": r for p, r in rev.items()},
        "question": "Bid list: the single posted price that maximises price × number of bidders whose highest valid bid is at least that price (cancelled bid excluded)",
        "tool": "코베이 Kobay (kobay.co.kr, Korean antiques/collectibles auction site), item page '입찰내역' (bid history) selected in the browser, pasted into Microsoft Excel (Korean) and saved as 'CSV (쉼표로 분리)' (ANSI = CP949; all characters here are in EUC-KR)",
        "shape": "Bid list under a title block (auction number, item, start price, current price, bid count, closing time), newest first, masked bidder IDs, amounts with thousands commas and 원, auto-bid notes and one cancelled bid (입찰취소) above the top valid bid",
        "format_evidence": "From memory, unverified (no search done): column titles and status words are my guess; Excel's CSV quotes the amounts because of the thousands commas.",
        "traps": ["cancelled 350,000원 bid is the highest amount", "current price 310,000원 in the title block", "several bids per bidder: only each bidder's highest counts", "번호 column counts down", "amounts quoted with commas and 원"],
    }


# ================================================================ 8 Klaravik bids
def f_klaravik():
    name = "Klaravik_budhistorik_objekt_1843377_Hjullastare_Volvo_L30G.txt"
    seq = [("2291", 10000), ("1187", 12000), ("2291", 14000), ("1187", 16000), ("2291", 18000), ("5306", 20000),
           ("1187", 22000), ("5306", 24000), ("1187", 26000), ("5306", 28000), ("1187", 29000), ("5306", 30000),
           ("4402", 32000), ("7718", 35000), ("4402", 38500), ("7718", 41000), ("9034", 45000)]
    cancelled = {16}
    rng = random.Random(808)
    t = 1778486400  # 2026-05-11
    stamps = []
    for _ in seq:
        t += rng.randint(900, 40000)
        stamps.append(time.strftime("%Y-%m-%d %H:%M", time.gmtime(t)))
    mx = {}
    for i, (b, a) in enumerate(seq):
        if i not in cancelled:
            mx[b] = max(mx.get(b, 0), a)
    best, rev = posted_price(mx)
    assert best == 29000

    def kr(a):
        return f"{a:,}".replace(",", NBSP) + " kr"
    rows = [["Hjullastare Volvo L30G, 2011, 7 850 h"], ["Objektnummer: 1843377"], ["Avslutad: 2026-05-19 19:32"],
            ["Moms tillkommer med 25 % på klubbat pris"], [], ["Budgivare", "Bud", "Tid", ""]]
    for i in range(len(seq) - 1, -1, -1):
        b, a = seq[i]
        rows.append([f"Budgivare {b}", kr(a), stamps[i], "Makulerat bud" if i in cancelled else ""])
    write(name, rows_to_text(rows, "\t", "\r\n").encode("cp1252"))
    EXPECTED[name] = {
        "answer": "winner", "winner": kr(29000), "winner_aliases": ["29000", "29 000 kr", "29 000"],
        "candidates": [kr(p) for p in sorted(rev)], "scores": {kr(p): r for p, r in rev.items()},
        "question": "Bid list: the single posted price that maximises price × number of bidders whose highest valid bid is at least that price (struck-out bid excluded)",
        "tool": "Klaravik (Swedish online auction house for machinery and vehicles), closed object page → 'Budhistorik' selected in the browser, pasted into Microsoft Excel (Swedish) and saved as 'Text (tabbavgränsad) (*.txt)' (ANSI = Windows-1252)",
        "shape": "Bid list under four title lines, newest first: bidder label (Budgivare NNNN), amount with no-break-space thousands separator and 'kr', time, a fourth column marking a struck-out bid (Makulerat bud)",
        "format_evidence": "From memory, unverified (no search done): the column titles and the 'Makulerat bud' marker are my guess; the no-break spaces come from the web page's number formatting surviving the paste.",
        "traps": ["struck-out 45 000 kr bid is the highest amount", "'7 850 h' and '25 %' numbers in the title block", "thousands separator is U+00A0 (0xA0 in Windows-1252)", "several bids per bidder", "fourth column has an empty header"],
    }


# ================================================================ 9 eClass (HK) Big5
def f_eclass():
    name = "eClass_回條結果_三年級全方位學習日_2026.csv"
    rng = random.Random(909)
    sur = list("陳李張黃何林吳劉梁鄭謝郭羅馮蔡曾")
    giv = list("家俊詠琳子晴浩然嘉欣志明凱婷梓軒樂怡天佑思穎")
    dests = ["香港海洋公園", "香港濕地公園", "大館", "香港科學館"]
    weights = [0.27, 0.36, 0.13, 0.24]
    for seed in range(909, 2000):
        rng = random.Random(seed)
        recs = []
        for cls in ["3A", "3B", "3C", "3D"]:
            for no in range(1, rng.randint(25, 29)):
                s = rng.choice(sur)
                nm = s + rng.choice(giv) + rng.choice(giv)
                signed = rng.random() > 0.12
                if signed:
                    att = "參加" if rng.random() > 0.1 else "不參加"
                    d = rng.choices(dests, weights)[0]
                    ts = f"2026-04-{rng.randint(8, 14):02d} {rng.randint(7, 23):02d}:{rng.randint(0, 59):02d}"
                    recs.append([cls, no, nm, s + "生" if rng.random() < 0.5 else s + "太", "已簽署", ts, att, d, ""])
                else:
                    recs.append([cls, no, nm, "", "未簽署", "", "", "", ""])
        sc = Counter(r[7] for r in recs if r[7])
        ranked = sc.most_common()
        cls_ct = Counter(r[0] for r in recs)
        if ranked[0][0] == "香港濕地公園" and ranked[0][1] - ranked[1][1] >= 4:
            break
    for r in recs:
        if r[6] == "不參加" and rng.random() < 0.5:
            r[8] = "當日需覆診"
    rows = [["回條標題", "三年級全方位學習日 - 參觀地點意見調查"], ["發出日期", "2026-04-07"], ["截止日期", "2026-04-14"],
            ["學年", "2025-2026"], [],
            ["班別", "學號", "學生姓名", "簽署人", "狀態", "簽署時間", "1. 貴子弟是否參加是次活動？",
             "2. 請選擇 貴子弟最希望參觀的地點（只選一項）", "3. 備註"]]
    rows += recs
    write(name, rows_to_text(rows, ",", "\r\n").encode("big5"))
    sc = {d: sc.get(d, 0) for d in dests}
    EXPECTED[name] = {
        "answer": "winner", "winner": clear_winner(sc), "candidates": dests, "scores": sc,
        "question": "Reply slip: which visit destination parents chose most often for the P3/S3 life-wide learning day (question 2)",
        "tool": "eClass (BroadLearning, Hong Kong school platform), eNotice / 電子回條 → notice → 匯出回條結果 (CSV), Traditional Chinese interface (Big5)",
        "shape": "One row per student under a key/value title block: class, class number, student name, signer, signed/unsigned status, sign time, a yes/no attendance question, the single-choice destination question, a remarks column; unsigned slips have empty answers",
        "format_evidence": "From memory, unverified (no search done): eClass is widely used by Hong Kong schools and offers reply-slip exports; the column layout and Big5 encoding are my guess.",
        "traps": ["question 1 (參加 / 不參加) is the first answer column", "班別 is the first text column", "unsigned rows with empty answers", "title block above the header", "students who will not attend still chose a destination"],
    }


# ================================================================ 10 NeoOffice Iceland ratings
def f_iceland():
    name = "Hrutasyning_Hrunamanna_2026_domaraeinkunnir.csv"
    rams = [(1, "Móri 23-101", "Guðrún Jónsdóttir", "Efra-Seli"), (2, "Kaldi 24-015", "Þórður Ólafsson", "Hlíð"),
            (3, "Bessi 24-033", "Guðrún Jónsdóttir", "Efra-Seli"), (4, "Durgur 24-040", "Ásta Björk Sigurðardóttir", "Syðra-Langholti"),
            (5, "Glæsir 24-052", "Ægir Þórisson", "Ási"), (6, "Hnokki 24-061", "Þórður Ólafsson", "Hlíð"),
            (7, "Spakur 24-077", "Sæunn Hafsteinsdóttir", "Miðfelli"), (8, "Óðinn 24-080", "Ægir Þórisson", "Ási")]
    scores = {1: [84.5, 83.0, 85.0], 2: [86.0, 85.5, 84.5], 3: [81.0, 82.5, 80.5], 4: [87.5, 88.0, 86.5],
              5: [85.0, None, 86.5], 6: [83.5, 84.0, 82.0], 7: [86.5, 87.0, 85.5], 8: [80.0, 81.5, 82.0]}

    def c(x, d=1):
        return f"{x:.{d}f}".replace(".", ",")
    rows = [["Hrútasýning Fjárræktarfélags Hrunamanna 2026"], ["Veturgamlir hrútar - heildarstig dómara (hámark 100)"],
            ["Dags.: 12.10.2026", "", "Staður: Reiðhöllin á Flúðum"], [],
            ["Nr.", "Hrútur", "Eigandi", "Bær", "Dómari 1 (Sigríður)", "Dómari 2 (Þorvaldur)", "Dómari 3 (Eyjólfur)", "Samtals", "Meðaltal"]]
    tot, mean = {}, {}
    for nr, h, e, b in rams:
        s = scores[nr]
        vals = [x for x in s if x is not None]
        tot[h] = sum(vals)
        mean[h] = sum(vals) / len(vals)
        rows.append([nr, h, e, b] + ["" if x is None else c(x) for x in s] + [c(tot[h]), c(mean[h], 2)])
    jm = []
    for j in range(3):
        v = [scores[nr][j] for nr, *_ in rams if scores[nr][j] is not None]
        jm.append(c(sum(v) / len(v), 2))
    rows.append([])
    rows.append(["", "Meðaltal dómara", "", ""] + jm + ["", ""])
    rows.append(["Dómari 2 dæmdi ekki Glæsi (vanhæfur, skyldur eiganda)."])
    wt, wm = clear_winner(tot), clear_winner(mean)
    assert wt == wm == "Durgur 24-040"
    write(name, rows_to_text(rows, ";", "\n").encode("mac_iceland"))
    EXPECTED[name] = {
        "answer": "winner", "winner": wt, "winner_aliases": ["Durgur"],
        "candidates": [r[1] for r in rams], "scores": {"total": tot, "mean": {k: round(v, 3) for k, v in mean.items()}},
        "question": "Ram show: which yearling ram has the best judges' scores (highest total; the mean over the judges who scored gives the same winner)",
        "tool": "NeoOffice 2017 (OpenOffice-based office suite for Mac OS X), spreadsheet kept by a sheep-breeders' society, File → Save As → Text CSV with character set 'Western Europe (Apple Macintosh/Icelandic)', field delimiter ';'",
        "shape": "Rating grid: title lines, header, rams as rows (number, name with ear-tag number, owner, farm), one column per judge, Samtals (total) and Meðaltal (mean) columns; one judge did not score one ram (blank cell); a judges' mean row and a footnote",
        "format_evidence": "From memory, unverified (no search done): OpenOffice-family Text CSV export lets you pick the Mac Icelandic character set; decimal commas follow Icelandic locale. The sheet is invented.",
        "traps": ["Glæsir has a blank cell (total low, mean high)", "Samtals / Meðaltal are not judges", "owners appear twice", "Nr. column numeric", "decimal commas", "Meðaltal dómara row", "Mac Icelandic encoding (þ ð æ)"],
    }


# ================================================================ 11 Meet-O-Matic via Gnumeric
def f_meetomatic():
    name = "meetomatic_repetition_generale_choeur.csv"
    rng = random.Random(1111)
    people = ["Zoé Marchand", "Hervé Le Gall", "Françoise Bœuf", "Gaëlle Tanguy", "Noël Perrin", "Joël Kerbrat",
              "Maëlys Riou", "Loïc Cœuret", "Benoît Allain", "Aurélie Nédélec", "Stéphane Guéguen", "Clémence Hamon",
              "Solène Dérrien"]
    slots = ["Mon 4", "Tue 5", "Thu 7", "Sat 9", "Mon 11", "Wed 13"]
    probs = [0.45, 0.55, 0.70, 0.50, 0.62, 0.40]
    for seed in range(1111, 3000):
        rng = random.Random(seed)
        grid = [[rng.random() < p for p in probs] for _ in people]
        sc = {s: sum(g[i] for g in grid) for i, s in enumerate(slots)}
        try:
            w = clear_winner(sc)
        except AssertionError:
            continue
        if w == "Thu 7" and sorted(sc.values())[-1] - sorted(sc.values())[-2] >= 2 and sum(grid[0]) <= 3:
            break
    rows = [["Répétition générale - concert de printemps (Chœur du Léguer)"], ["", "May 2026", "", "", "", "", ""],
            [""] + slots]
    for p, g in zip(people, grid):
        rows.append([p] + ["OK" if x else "" for x in g])
    rows.append(["Total"] + [sc[s] for s in slots])
    write(name, rows_to_text(rows, ",", "\n").encode("iso8859_15"))
    EXPECTED[name] = {
        "answer": "winner", "winner": "Thu 7", "winner_aliases": ["Thu 7 May 2026", "Thursday 7 May 2026"],
        "candidates": slots, "scores": sc,
        "question": "Scheduling poll: which date suits most choir members for the dress rehearsal",
        "tool": "Meet-O-Matic (UK free meeting-date poll), results grid selected in Firefox and pasted into Gnumeric (Ubuntu, fr_FR@euro locale), saved with Data → Export → 'Text (configurable)': separator ',', quoting as needed, charset ISO-8859-15, Unix line ends",
        "shape": "Scheduling poll: a title line, a month row with 'May 2026' only over the first date, a day row, one row per participant with 'OK' under the dates they can make and blank otherwise, a Total row",
        "format_evidence": "From memory, unverified (no search done): Meet-O-Matic's grid labels are my guess; Gnumeric's configurable text export offers the separator, quoting and character-set choices used here.",
        "traps": ["Total row", "month only over first date column", "blank = not available", "names in first column", "ISO-8859-15 (œ in Bœuf, Cœuret, Chœur)"],
    }


# ================================================================ 12 CONSUL participatory budget
def f_consul():
    name = "budget_investments_presupuesto_participativo_2026_municipio_C.csv"
    projs = [
        (1402, "Juegos inclusivos en Plaza de los Olímpicos", 412, 1388, 2150000, "Viable", "Sí", "Espacios públicos"),
        (1405, "Iluminación LED en la rambla del arroyo, tramo Larrañaga", 298, 1861, 3400000, "Viable", "Sí", "Alumbrado"),
        (1409, "Bicicletario techado frente al Centro Comunal Zonal 3", 133, 402, 480000, "Viable", "Sí", "Movilidad"),
        (1411, "Cancha multideporte, barrio Jacinto Vera", 371, 2455, 1960000, "Viable", "Sí", "Deporte"),
        (1416, "Huerta comunitaria y compostera, escuela N° 45", 187, 1121, 650000, "Viable", "Sí", "Ambiente"),
        (1420, "Murales participativos en muros ciegos", 240, 0, 900000, "Viable", "No", "Cultura"),
        (1423, "Piscina climatizada barrial", 515, 0, 28500000, "Inviable", "No", "Deporte"),
        (1427, "Bancos y sombra en paradas de ómnibus de Av. Garibaldi", 202, 1379, 720000, "Viable", "Sí", "Movilidad"),
        (1430, "Biblioteca de objetos (préstamo de herramientas)", 96, 0, 350000, "Viable", "No", "Cultura"),
    ]
    hdr = ["ID", "Título", "Apoyos", "Votos", "Precio", "Administrador", "Evaluadores", "Grupos evaluadores",
           "Estado de viabilidad", "Seleccionado", "Visible para evaluadores", "Ámbito", "Creado"]
    rng = random.Random(1212)
    rows = [hdr]
    for pid, t, ap, vo, pr, via, sel, amb in projs:
        rows.append([pid, t, ap, vo, pr, rng.choice(["Lucía Fernández", "Martín Pereira", ""]),
                     rng.choice(["Arq. Sosa, Ing. Brum", "Ing. Brum", "Lic. Cabrera"]), "Equipo técnico Municipio C",
                     via, sel, "Sí", amb, f"2025-{rng.randint(8, 9):02d}-{rng.randint(1, 28):02d}"])
    write(name, rows_to_text(rows, ",", "\n").encode("utf-8"))
    sc = {p[1]: p[3] for p in projs}
    EXPECTED[name] = {
        "answer": "winner", "winner": clear_winner(sc), "candidates": [p[1] for p in projs], "scores": sc,
        "question": "Participatory budget, final vote: which project got most votes (Votos, the final ballot; Apoyos are first-phase supports)",
        "tool": "CONSUL Democracy (open-source participation platform; used e.g. by Montevideo Decide), Admin → Presupuestos participativos → budget → Proyectos de gasto → 'Descargar CSV' (Spanish interface)",
        "shape": "Ready-made counts per item with metadata: ID, title, supports (Apoyos, first phase), final-ballot votes (Votos), price, administrator, evaluators, feasibility, selected-for-ballot flag, visibility, scope, creation date; unselected / unfeasible projects with 0 votes",
        "format_evidence": "From memory, unverified (no search done): CONSUL's admin offers a CSV download of budget investments; column names here are my Spanish rendering and partly guessed.",
        "traps": ["Apoyos (supports) leader is the unfeasible pool project", "Precio is the largest number", "ID column numeric", "projects not selected have 0 votes", "titles with commas quoted"],
    }


# ================================================================ 13 pg_dump
def f_pgdump():
    name = "clube_naval_votacao_2026-03-15.sql"
    rng = random.Random(1313)
    opts = [(1, "Restaurante O Farol (Ericeira)"), (2, "Quinta da Ribafria (Sintra)"),
            (3, "Sede do clube - jantar volante"), (4, "Marisqueira Azenhas do Mar")]
    first = ["Ana", "João", "Maria", "Pedro", "Rita", "Tiago", "Inês", "Rui", "Sofia", "Nuno", "Catarina", "Luís",
             "Beatriz", "Miguel", "Joana", "Hugo", "Teresa", "Duarte", "Marta", "Gonçalo"]
    last = ["Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Martins", "Sousa", "Gonçalves",
            "Lopes", "Marques", "Almeida", "Ribeiro", "Carvalho"]
    for seed in range(1313, 4000):
        rng = random.Random(seed)
        socios = []
        for i in range(1, 47):
            fn, ln = rng.choice(first), rng.choice(last)
            socios.append((i, 200 + i * 3, f"{fn} {ln}", f"{fn.lower()}.{ln.lower()}{i}@example.org".replace("ã", "a").replace("é", "e").replace("ç", "c").replace("í", "i").replace("ê", "e").replace("ú", "u"),
                           rng.choice(["t", "t", "t", "f"])))
        votes = []
        vid = 0
        voters = rng.sample([s[0] for s in socios], 39)
        for sid in voters:
            vid += 1
            o = rng.choices([1, 2, 3, 4], [0.27, 0.33, 0.25, 0.15])[0]
            anul = "t" if rng.random() < 0.13 else "f"
            votes.append((vid, 1, o, sid, anul))
        valid = Counter(v[2] for v in votes if v[4] == "f")
        raw = Counter(v[2] for v in votes)
        vs = valid.most_common()
        rs = raw.most_common()
        if vs[0][0] == 2 and vs[0][1] - vs[1][1] >= 2 and rs[0][0] != 2 and rs[0][1] > rs[1][1]:
            break
    else:
        raise SystemExit("no seed pg")
    t0 = 1773100800  # 2026-03-10
    L = ["--", "-- PostgreSQL database dump", "--", "",
         "-- Dumped from database version 15.6 (Debian 15.6-0+deb12u1)",
         "-- Dumped by pg_dump version 15.6 (Debian 15.6-0+deb12u1)", "",
         "SET statement_timeout = 0;", "SET lock_timeout = 0;", "SET idle_in_transaction_session_timeout = 0;",
         "SET client_encoding = 'UTF8';", "SET standard_conforming_strings = on;",
         "SELECT pg_catalog.set_config('search_path', '', false);", "SET check_function_bodies = false;",
         "SET xmloption = content;", "SET client_min_messages = warning;", "SET row_security = off;", "",
         "SET default_tablespace = '';", "", "SET default_table_access_method = heap;", ""]

    def table(tn, cols_ddl):
        L.extend(["--", f"-- Name: {tn}; Type: TABLE; Schema: public; Owner: clube", "--", "",
                  f"CREATE TABLE public.{tn} (", ",\n".join("    " + c for c in cols_ddl), ");", "", "",
                  f"ALTER TABLE public.{tn} OWNER TO clube;", ""])
    table("opcao", ["id integer NOT NULL", "votacao_id integer NOT NULL", "texto character varying(120) NOT NULL", "ordem smallint DEFAULT 0 NOT NULL"])
    table("socio", ["id integer NOT NULL", "numero_socio integer NOT NULL", "nome character varying(100) NOT NULL", "email character varying(120)", "quotas_em_dia boolean DEFAULT true NOT NULL"])
    table("votacao", ["id integer NOT NULL", "titulo character varying(200) NOT NULL", "abre_em timestamp with time zone", "fecha_em timestamp with time zone", "estado character varying(20)"])
    table("voto", ["id integer NOT NULL", "votacao_id integer NOT NULL", "opcao_id integer NOT NULL", "socio_id integer NOT NULL", "criado_em timestamp with time zone DEFAULT now() NOT NULL", "anulado boolean DEFAULT false NOT NULL", "motivo_anulacao text"])

    def copy(tn, cols, data):
        L.extend(["--", f"-- Data for Name: {tn}; Type: TABLE DATA; Schema: public; Owner: clube", "--", "",
                  f"COPY public.{tn} ({', '.join(cols)}) FROM stdin;"])
        for r in data:
            L.append("\t".join(r))
        L.extend(["\\.", "", ""])
    copy("opcao", ["id", "votacao_id", "texto", "ordem"], [(str(i), "1", t, str(i)) for i, t in opts])
    copy("socio", ["id", "numero_socio", "nome", "email", "quotas_em_dia"],
         [(str(a), str(b), c, d if rng.random() > 0.1 else "\\N", e) for a, b, c, d, e in socios])
    copy("votacao", ["id", "titulo", "abre_em", "fecha_em", "estado"],
         [("1", "Local do jantar do 75.º aniversário do clube", "2026-03-01 09:00:00+00", "2026-03-14 23:59:00+00", "fechada")])
    vrows = []
    reasons = ["quotas em atraso", "voto em duplicado (papel)", "quotas em atraso"]
    t = t0 - 8 * 86400
    for (vid, pid, o, sid, an) in votes:
        t += rng.randint(2000, 25000)
        ts = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(t)) + f".{rng.randint(100000, 999999)}+00"
        vrows.append((str(vid), str(pid), str(o), str(sid), ts, an, rng.choice(reasons) if an == "t" else "\\N"))
    copy("voto", ["id", "votacao_id", "opcao_id", "socio_id", "criado_em", "anulado", "motivo_anulacao"], vrows)
    for seqn, mx in (("opcao", len(opts)), ("socio", len(socios)), ("votacao", 1), ("voto", len(votes))):
        L.extend([f"SELECT pg_catalog.setval('public.{seqn}_id_seq', {mx}, true);", ""])
    for tn in ("opcao", "socio", "votacao", "voto"):
        L.extend([f"ALTER TABLE ONLY public.{tn}", f"    ADD CONSTRAINT {tn}_pkey PRIMARY KEY (id);", ""])
    L.extend(["ALTER TABLE ONLY public.voto", "    ADD CONSTRAINT voto_opcao_id_fkey FOREIGN KEY (opcao_id) REFERENCES public.opcao(id);", "",
              "--", "-- PostgreSQL database dump complete", "--", ""])
    write(name, "\n".join(L).encode("utf-8"))
    sc = {t: valid.get(i, 0) for i, t in opts}
    EXPECTED[name] = {
        "answer": "winner", "winner": opts[1][1], "winner_aliases": ["Quinta da Ribafria"],
        "candidates": [t for _, t in opts], "scores": sc,
        "question": "Club poll: venue for the 75th-anniversary dinner, counting votes in table voto that are not annulled (anulado = f), joined to opcao by opcao_id",
        "tool": "PostgreSQL pg_dump 15 (plain SQL format, default COPY data) of a sailing club's small voting web app database",
        "shape": "Database dump: SET lines, CREATE TABLE statements, then COPY … FROM stdin blocks (tab-separated, \\N for NULL, t/f booleans, terminated by \\.) for opcao (options), socio (members with names and e-mails), votacao (the poll) and voto (one row per vote with option id, member id, timestamp, annulled flag and reason); sequences and constraints after",
        "format_evidence": "From memory: pg_dump's plain format (header comments, SET block, CREATE TABLE / ALTER TABLE OWNER, COPY … FROM stdin with tab-separated rows ended by '\\.', setval and ADD CONSTRAINT afterwards) is standard; the schema is invented.",
        "extra_scores": {"including_annulled": {t: raw.get(i, 0) for i, t in opts}},
        "traps": ["votes hold option ids, labels only in table opcao", "counting annulled votes too gives a different leader", "socio table (member names) is the biggest text table", "several COPY blocks"],
    }


# ================================================================ 14 Jinshuju (ask)
def f_jinshuju():
    name = "金数据_2026年度年会意见征集_数据导出_20260108.csv"
    venues = ["千岛湖度假酒店", "公司大礼堂", "西溪湿地会所", "良渚文化艺术中心"]
    shows = ["部门合唱", "小品《加班那些事》", "魔术表演", "乐队现场"]
    depts = ["研发中心", "市场部", "财务部", "人力资源部", "客服中心", "供应链"]
    sur = list("王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗")
    giv = list("伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超霞平刚桂")
    for seed in range(1414, 5000):
        rng = random.Random(seed)
        recs = []
        for i in range(1, 58):
            d = rng.choices(depts, [0.34, 0.16, 0.08, 0.08, 0.2, 0.14])[0]
            v = rng.choices(venues, [0.32, 0.18, 0.36, 0.14])[0]
            s = rng.choices(shows, [0.22, 0.35, 0.18, 0.25])[0]
            recs.append((i, d, v, s))
        vc = Counter(r[2] for r in recs).most_common()
        shc = Counter(r[3] for r in recs).most_common()
        dc = Counter(r[1] for r in recs).most_common()
        if vc[0][0] == "西溪湿地会所" and vc[0][1] - vc[1][1] >= 3 and shc[0][0] == "小品《加班那些事》" and shc[0][1] - shc[1][1] >= 3:
            break
    rows = [["序号", "姓名", "部门", "1. 今年年会您更希望在哪里举办？", "2. 您最想看到哪个节目？", "3. 其他建议",
             "提交人", "提交时间", "修改时间", "填写设备", "IP", "来源渠道", "微信昵称"]]
    t = 1767225600 + 2 * 86400
    sugg = ["希望抽奖奖品多一些", "", "", "不要太晚结束", "", "可以带家属吗", "", "", "交通要方便"]
    for i, d, v, s in recs:
        t += rng.randint(300, 9000)
        nm = rng.choice(sur) + rng.choice(giv) + (rng.choice(giv) if rng.random() < 0.5 else "")
        ts = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(t + 8 * 3600))
        dev = rng.choice(["手机", "手机", "手机", "电脑"])
        ip = f"203.0.113.{rng.randint(2, 250)}" if rng.random() < 0.6 else f"198.51.100.{rng.randint(2, 250)}"
        rows.append([i, nm, d, v, s, rng.choice(sugg), "匿名", ts, ts, dev, ip, rng.choice(["企业微信", "直接访问", "企业微信"]),
                     "" if dev == "电脑" else rng.choice(["阿" + nm[-1], nm, "小" + nm[-1], "🙂" if False else "一只" + nm[-1]])])
    write(name, rows_to_text(rows, ",", "\r\n").encode("gb18030"))
    vs = {x: Counter(r[2] for r in recs)[x] for x in venues}
    ss = {x: Counter(r[3] for r in recs)[x] for x in shows}
    EXPECTED[name] = {
        "answer": "ask", "winner": None, "candidates": venues + shows,
        "scores": {"venue (question 1)": vs, "programme (question 2)": ss},
        "question": "Unclear: the survey asks two single-choice questions of equal standing (venue of the annual party, and the most wanted programme item).",
        "ask_because": "Two single-choice questions side by side (年会举办地点 and 最想看到的节目), both decisions for the same party, neither marked as the main one; they have different winners.",
        "acceptable": {"question 1: venue of the annual party": "西溪湿地会所",
                       "question 2: most wanted programme item": "小品《加班那些事》"},
        "tool": "金数据 Jinshuju (jinshuju.net, Chinese online form service), 表单 → 数据 → 导出 → CSV (Excel 兼容, GB18030/GBK), a company's annual-party survey",
        "shape": "Multi-question survey, one row per entry: serial number, name, department, two single-choice questions, a free-text question, then Jinshuju's metadata columns (submitter, submit/modify time, device, IP, channel, WeChat nickname)",
        "format_evidence": "From memory, unverified (no search done): the metadata column titles are my recollection of Jinshuju's export; GB18030 is the 'Excel-compatible' choice for Chinese CSV.",
        "traps": ["two questions of equal standing", "部门 (department) is the first repeated text column", "提交人 is always 匿名", "metadata columns after the answers"],
    }


# ================================================================ 15 ClickMeeting
def f_clickmeeting():
    name = "ClickMeeting_raport_ankiety_Zdrowe_miasto_webinar_2026-03-11.xlsx"
    topics = ["Smog i jakość powietrza zimą", "Zielone podwórka - jak zacząć", "Bezpieczne trasy rowerowe do szkół",
              "Miejskie ogrody deszczowe", "Hałas w mieście - prawa mieszkańców"]
    fn = ["Anna", "Piotr", "Katarzyna", "Tomasz", "Magdalena", "Michał", "Agnieszka", "Krzysztof", "Joanna", "Paweł",
          "Ewa", "Łukasz", "Małgorzata", "Grzegorz", "Zofia", "Jakub"]
    ln = ["Nowak", "Kowalska", "Wiśniewski", "Wójcik", "Kamińska", "Lewandowski", "Zielińska", "Szymański", "Dąbrowska",
          "Woźniak", "Kozłowski", "Jankowska", "Mazur", "Krawczyk"]
    cities = ["Kraków", "Kraków", "Kraków", "Wieliczka", "Skawina", "Niepołomice", "Warszawa"]
    for seed in range(1515, 5000):
        rng = random.Random(seed)
        people = []
        for i in range(71):
            f, l = rng.choice(fn), rng.choice(ln)
            if f.endswith("a") and l.endswith("ski"):
                l = l[:-1] + "a"
            elif not f.endswith("a") and l.endswith("ska"):
                l = l[:-1] + "i"
            people.append((f"{f} {l}", f"{f.lower()}.{l.lower()}{i}@example.org".translate(str.maketrans("łśżźćńóąęŁ", "lszzcnoael"))))
        answered = rng.sample(range(71), 52)
        ans = {i: rng.choices(topics, [0.26, 0.16, 0.31, 0.15, 0.12])[0] for i in answered}
        sc = Counter(ans.values()).most_common()
        if sc[0][0] == topics[2] and sc[0][1] - sc[1][1] >= 3:
            break
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Podsumowanie"
    for r in [["Raport wydarzenia"], [], ["Nazwa wydarzenia", "Zdrowe miasto #6: Ulice dla ludzi"],
              ["Typ", "Webinar"], ["Data rozpoczęcia", "2026-03-11 18:00"], ["Czas trwania", "01:24:37"],
              ["Prowadzący", "Fundacja Miasto dla Ludzi"], ["Liczba zarejestrowanych", 118], ["Liczba uczestników", 71],
              ["Maksymalna liczba jednocześnie", 64], ["Średni czas obecności", "00:58:12"], ["Liczba ankiet", 1],
              ["Wiadomości na czacie", 143]]:
        ws.append(r)
    ws.column_dimensions["A"].width = 32
    ws.column_dimensions["B"].width = 36
    ws2 = wb.create_sheet("Uczestnicy")
    ws2.append(["Imię i nazwisko", "E-mail", "Miasto", "Urządzenie", "Przeglądarka", "Wejście", "Wyjście", "Czas obecności", "Adres IP"])
    for i, (nm, em) in enumerate(people):
        h = 18 if rng.random() < 0.8 else 17
        m = rng.randint(0, 12) if h == 18 else rng.randint(50, 59)
        dur = rng.randint(20, 84)
        ws2.append([nm, em, rng.choice(cities), rng.choice(["Komputer", "Komputer", "Telefon", "Tablet"]),
                    rng.choice(["Chrome", "Firefox", "Edge", "Safari"]), f"2026-03-11 {h:02d}:{m:02d}",
                    f"2026-03-11 19:{rng.randint(0, 24):02d}", f"00:{dur:02d}:00" if dur < 60 else f"01:{dur - 60:02d}:00",
                    f"192.0.2.{rng.randint(2, 254)}"])
    ws3 = wb.create_sheet("Ankieta")
    ws3.append(["Ankieta: Temat kolejnego spotkania"])
    ws3.append(["Pytanie 1: Jaki temat powinien mieć kolejny webinar z cyklu „Zdrowe miasto”? (jednokrotny wybór)"])
    ws3.append([])
    ws3.append(["Uczestnik", "E-mail", "Odpowiedź", "Data odpowiedzi"])
    for i in sorted(answered):
        ws3.append([people[i][0], people[i][1], ans[i], f"2026-03-11 19:{rng.randint(15, 22):02d}:{rng.randint(0, 59):02d}"])
    ws3.append([])
    ws3.append(["Liczba odpowiedzi", len(answered)])
    wb.properties.creator = "ClickMeeting"
    save_xlsx(wb, name, created="2026-03-11T19:40:00Z")
    sc = {t: Counter(ans.values())[t] for t in topics}
    EXPECTED[name] = {
        "answer": "winner", "winner": clear_winner(sc), "candidates": topics, "scores": sc,
        "question": "Webinar poll: which topic attendees want for the next webinar",
        "tool": "ClickMeeting (Polish webinar platform), Panel → Raporty → event → Ankiety → 'Pobierz raport' (XLSX), Polish interface",
        "shape": "Workbook: 'Podsumowanie' key/value event summary (numbers of registrants, attendees, chat messages), 'Uczestnicy' attendee list (name, e-mail, city, device, browser, join/leave, duration, IP), 'Ankieta' with the poll title, question line, one row per respondent (name, e-mail, answer, time) and a response count",
        "format_evidence": "From memory, unverified (no search done): sheet names and columns are my guess of ClickMeeting's report download.",
        "traps": ["first sheet is a summary with numbers only", "Uczestnicy sheet has repeated text columns (Miasto, Urządzenie, Przeglądarka)", "answers on the third sheet under a title block", "response-count row after the table"],
    }


def main():
    for f in (f_ysk, f_greece, f_tunisia, f_nsw, f_ssrs, f_statgraphics, f_kobay, f_klaravik, f_eclass,
              f_iceland, f_meetomatic, f_consul, f_pgdump, f_jinshuju, f_clickmeeting):
        f()
    assert len(EXPECTED) == 15
    (OUT / "expected.json").write_text(json.dumps(EXPECTED, ensure_ascii=False, indent=2, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
