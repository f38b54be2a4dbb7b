#!/usr/bin/env python3
"""Blind test set V: writes 15 synthetic exports and expected.json next to this script.

Deterministic: fixed seeds, TZ pinned, fixed document and zip timestamps inside the .xlsx files.
Standard library + openpyxl only. All data invented (example.org e-mails, RFC 5737 IPs).
"""
import datetime as dt
import io
import json
import os
import random
import re
import time
import zipfile
from pathlib import Path

os.environ["TZ"] = "UTC"
try:
    time.tzset()
except AttributeError:
    pass

import openpyxl  # noqa: E402
from openpyxl.styles import Font, Alignment  # noqa: E402

OUT = Path(__file__).resolve().parent
EXPECTED = {}
FIXED = dt.datetime(2026, 6, 1, 9, 0, 0)


def write_bytes(name, data):
    (OUT / name).write_bytes(data)


def text(name, lines, enc, eol="\r\n", bom=False):
    s = eol.join(lines) + eol
    b = s.encode(enc)
    if bom:
        b = "\ufeff".encode(enc) + b if enc.lower().startswith("utf-16") else b"\xef\xbb\xbf" + b
    write_bytes(name, b)


def csvrow(fields, sep=",", quote_all=False):
    out = []
    for f in fields:
        f = "" if f is None else str(f)
        if quote_all or any(c in f for c in (sep, '"', "\n", "\r")):
            f = '"' + f.replace('"', '""') + '"'
        out.append(f)
    return sep.join(out)


def save_xlsx(name, wb):
    wb.properties.created = FIXED
    wb.properties.modified = FIXED
    wb.properties.creator = "user"
    wb.properties.lastModifiedBy = "user"
    buf = io.BytesIO()
    wb.save(buf)
    buf.seek(0)
    zin = zipfile.ZipFile(buf)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in sorted(zin.infolist(), key=lambda i: i.filename):
            data = zin.read(info.filename)
            if info.filename == "docProps/core.xml":
                data = re.sub(rb"(<dcterms:(?:created|modified)[^>]*>)[^<]*(<)", rb"\g<1>2026-06-01T09:00:00Z\2", data)
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 6, 1, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            zout.writestr(zi, data)
    write_bytes(name, out.getvalue())


def top(scores):
    items = sorted(scores.items(), key=lambda kv: -kv[1])
    assert items[0][1] > items[1][1], ("tie for first", items[:3])
    return items[0][0]


def posted_price(highest):
    """highest: dict bidder -> highest valid bid (number). returns dict price -> revenue."""
    rev = {}
    for p in sorted(set(highest.values())):
        rev[p] = p * sum(1 for v in highest.values() if v >= p)
    return rev


def record(name, **kw):
    EXPECTED[name] = kw


# ---------------------------------------------------------------------------
# 1. Yahoo! オークション bid history, pasted into LibreOffice Calc (ja, Linux), CSV EUC-JP, LF
# ---------------------------------------------------------------------------
def f_yahoo():
    name = "ヤフオク_入札履歴_x1128473920_ニコン_F3_ボディ.csv"
    # (bidder, rating, amount, datetime, note)  newest first
    bids = [
        ("t***r", 128, 38500, "5月17日 22時13分", "最高額入札者"),
        ("h***7", 12, 37000, "5月17日 22時12分", ""),
        ("t***r", 128, 36000, "5月17日 22時10分", ""),
        ("k***i", 455, 35500, "5月17日 22時09分", ""),
        ("n***a", 3, 41000, "5月17日 21時58分", "入札取り消し"),
        ("m***o", 87, 31000, "5月17日 21時40分", ""),
        ("y***s", 1, 30500, "5月17日 20時02分", ""),
        ("h***7", 12, 29000, "5月17日 18時31分", ""),
        ("k***i", 455, 28000, "5月16日 23時47分", ""),
        ("s***u", 230, 26000, "5月16日 12時05分", ""),
        ("o***e", 64, 12000, "5月15日 09時16分", ""),
        ("m***o", 87, 9000, "5月14日 21時33分", ""),
        ("a***z", 9, 7000, "5月13日 07時48分", ""),
        ("o***e", 64, 5000, "5月12日 22時20分", ""),
    ]
    yen = lambda v: f"{v:,}円"
    lines = [
        "入札履歴",
        "オークションID,x1128473920",
        "商品名,ニコン F3 ボディ 後期型 シャッター・露出計 動作確認済み",
        csvrow(["開始価格", yen(5000)]),
        csvrow(["現在価格", yen(38500)]),
        "終了日時,2026年5月17日（日）22時14分",
        "入札件数,14",
        "",
        "入札者,評価,入札額,数量,入札日時,備考",
    ]
    for b, r, a, t, n in bids:
        lines.append(csvrow([b, f"({r})", yen(a), 1, t, n]))
    lines += ["", "※入札者のIDは一部を伏せて表示しています。", "※取り消された入札は無効です。"]
    text(name, lines, "euc_jp", eol="\n")
    hi = {}
    for b, r, a, t, n in bids:
        if n == "入札取り消し":
            continue
        hi[b] = max(hi.get(b, 0), a)
    rev = posted_price(hi)
    w = top(rev)
    assert w == 26000, rev
    # including the cancelled bid must change the answer
    hi2 = dict(hi, **{"n***a": 41000})
    assert top(posted_price(hi2)) != w, posted_price(hi2)
    record(name, answer="winner", winner=yen(w), winner_aliases=["26000", "26,000", "¥26,000"],
           candidates=[yen(p) for p in sorted(rev)], scores={yen(p): v for p, v in sorted(rev.items())},
           question="Posted price that maximises revenue p × (number of bidders whose highest valid bid ≥ p) for the camera body",
           tool="Yahoo!オークション (Yahoo! JAPAN Auctions), ended auction → 入札履歴 (bid history) page selected in Firefox on Ubuntu, pasted into LibreOffice Calc (Japanese) and saved as Text CSV with character set 'Japanese (EUC-JP)'",
           shape="Bid list: key/value title block (auction id, item, start and current price, end time, bid count), header 入札者/評価/入札額/数量/入札日時/備考, newest first, masked bidder ids with ratings in parentheses, '38,500円' amounts, one cancelled bid (入札取り消し), footnotes",
           format_evidence="From memory, unverified: column titles, masked ids and the 入札取り消し note are my recollection of the bid-history page; EUC-JP and LF follow LibreOffice's Text CSV export with that character set chosen.",
           traps=["The cancelled 41,000円 bid of n***a is invalid; counting it moves the best price.",
                  "Several bidders bid more than once; only each bidder's highest valid bid counts.",
                  "The top bid 38,500円 (最高額入札者) is not the revenue-maximising price.",
                  "Amounts carry thousands commas and a 円 suffix inside quoted cells.",
                  "First text column is the masked bidder id; the most frequent bidder is not a candidate."])


# ---------------------------------------------------------------------------
# 2. Osta.ee bid history pasted into Excel (Estonian) -> CSV cp1257 ';'
# ---------------------------------------------------------------------------
def f_osta():
    name = "osta_ee_pakkumised_oksjon_158204377_Singer_ombluusmasin.csv"
    bids = [
        ("m***t (54)", "96,00", "24.05.2026 19:59:41", ""),
        ("j***e (12)", "95,00", "24.05.2026 19:58:03", ""),
        ("k***a (3)", "110,00", "24.05.2026 19:51:17", "Pakkumine tühistatud"),
        ("m***t (54)", "78,00", "24.05.2026 19:40:55", ""),
        ("p***r (201)", "72,00", "24.05.2026 18:12:09", ""),
        ("õ***e (7)", "70,00", "24.05.2026 12:30:44", ""),
        ("j***e (12)", "60,00", "23.05.2026 22:15:20", ""),
        ("s***i (0)", "58,00", "23.05.2026 21:01:02", ""),
        ("ü***u (33)", "46,00", "22.05.2026 17:47:36", ""),
        ("p***r (201)", "40,00", "21.05.2026 08:05:11", ""),
        ("l***n (15)", "31,00", "20.05.2026 20:20:20", ""),
        ("ü***u (33)", "25,00", "19.05.2026 10:02:58", ""),
        ("r***o (2)", "20,00", "18.05.2026 16:44:09", ""),
    ]
    lines = [
        "Oksjon 158204377: Vanaaegne Singer õmblusmasin jalaajamiga, töökorras;;;",
        "Müüja: vanavara_pärnu (412);;;",
        "Alghind: 15,00 €;;;",
        "Lõppes: 24.05.2026 20:00:00;;;",
        "Pakkumisi: 13;;;",
        ";;;",
        "Pakkuja;Pakkumine;Aeg;Märkus",
    ]
    for b, a, t, n in bids:
        lines.append(csvrow([b, a + " €", t, n], sep=";"))
    lines += [";;;", "Tühistatud pakkumised ei ole kehtivad.;;;"]
    text(name, lines, "cp1257")
    num = lambda s: float(s.replace(",", "."))
    hi = {}
    for b, a, t, n in bids:
        if n:
            continue
        hi[b] = max(hi.get(b, 0), num(a))
    rev = posted_price(hi)
    w = top(rev)
    assert w == 58.0, rev
    hi2 = dict(hi, **{"k***a (3)": 110.0})
    assert top(posted_price(hi2)) != w
    lab = lambda v: f"{v:.2f}".replace(".", ",") + " €"
    record(name, answer="winner", winner=lab(w), winner_aliases=["58,00", "58.00", "58", "58 €"],
           candidates=[lab(p) for p in sorted(rev)], scores={lab(p): v for p, v in sorted(rev.items())},
           question="Posted price that maximises revenue p × (number of bidders whose highest valid bid ≥ p) for the sewing machine",
           tool="Osta.ee (Estonian online marketplace with auctions), ended auction → 'Pakkumised' (bid history) selected in the browser, pasted into Microsoft Excel (Estonian) and saved as 'CSV (eraldajaks semikoolon)' (ANSI = Windows-1257)",
           shape="Bid list: title lines (item, seller, start price, end time, bid count), header Pakkuja/Pakkumine/Aeg/Märkus, newest first, masked bidders with feedback counts, '96,00 €' amounts with decimal comma, one cancelled bid, footer note",
           format_evidence="From memory, unverified (no search done): column titles and the 'Pakkumine tühistatud' note are my guess; Excel (Estonian) writes ';' and Windows-1257.",
           traps=["The cancelled 110,00 € bid is invalid; counting it changes the best price.",
                  "Several bidders bid more than once; only each bidder's highest valid bid counts.",
                  "Decimal comma and a trailing ' €' in the amounts.",
                  "Title lines above the header; bidder labels include feedback counts in parentheses."])


# ---------------------------------------------------------------------------
# 3. Eligendo (Italy) open data, comunali: mayor votes repeated on every list row
# ---------------------------------------------------------------------------
def f_eligendo():
    name = "Scrutini_Comunali_20260524_Comune_San_Vito_al_Colle.csv"
    head = ["DATAELEZIONE", "CODTIPOELEZIONE", "CIRC-REG", "PROVINCIA", "COMUNE", "ELETTORI", "ELETTORI_M",
            "VOTANTI", "VOTANTI_M", "SKBIANCHE", "SKNONVALIDE", "COGNOME", "NOME", "LUOGONASCITA", "SESSO",
            "VOTI_SINDACO", "PERC_SINDACO", "LISTA", "VOTI_LISTA", "PERC_LISTA"]
    base = ["24/05/2026", "CO", "PIEMONTE", "CUNEO", "SAN VITO AL COLLE", "6.412", "3.108", "4.317", "2.090", "58", "97"]
    cands = [
        ("BERTOLÈ", "MARCO", "SALUZZO", "M", 1517, [("INSIEME PER SAN VITO", 812), ("SAN VITO BENE COMUNE", 402), ("CIVICA GIOVANI", 221)]),
        ("ROSSETTI", "GIULIANA", "CUNEO", "F", 1896, [("VIVERE SAN VITO", 1780)]),
        ("FERRERO", "DAVIDE", "TORINO", "M", 749, [("LEGA - SALVINI PIEMONTE", 412), ("FRATELLI D'ITALIA", 301)]),
    ]
    valid = sum(c[4] for c in cands)
    lines = [csvrow(head, sep=";")]
    for cog, nome, luogo, sesso, v, lists in cands:
        lv = sum(x[1] for x in lists)
        for lst, lvotes in lists:
            pc = f"{100 * v / valid:.2f}".replace(".", ",")
            pl = f"{100 * lvotes / sum(x[1] for c in cands for x in c[5]):.2f}".replace(".", ",")
            lines.append(csvrow(base + [cog, nome, luogo, sesso, str(v), pc, lst, str(lvotes), pl], sep=";"))
    text(name, lines, "latin-1")
    scores = {f"{c[0]} {c[1]}": c[4] for c in cands}
    w = top(scores)
    naive = {}
    for c in cands:
        naive[c[0]] = c[4] * len(c[5])
    assert top(naive) != "ROSSETTI"
    record(name, answer="winner", winner=w, winner_aliases=["ROSSETTI", "GIULIANA ROSSETTI", "Rossetti Giuliana"],
           candidates=list(scores), scores=scores,
           question="Who is elected mayor (sindaco) of San Vito al Colle (single round, municipality under 15,000 inhabitants)",
           tool="Eligendo (Ministero dell'Interno, Italy) open data, 'Scrutini' of the comunali, the national file filtered to one (invented) comune and saved as is",
           shape="Long format: one row per (mayor candidate, supporting list); comune-level electors/voters/blank/invalid repeated on every row; VOTI_SINDACO repeated on each of the candidate's list rows; VOTI_LISTA per list; percentages with decimal comma",
           format_evidence="From memory, unverified (no search done): the upper-case column names and ';' follow my recollection of the Eligendo open-data files; column set and Latin-1 are my guess.",
           traps=["VOTI_SINDACO is repeated on every list row of a candidate: summing it by candidate makes BERTOLÈ (3 lists) or FERRERO (2 lists) look bigger.",
                  "ELETTORI / VOTANTI (with '.' thousands) are the largest numbers but not candidate votes.",
                  "Counting rows per COGNOME (the first text columns are constant) gives BERTOLÈ.",
                  "The list with most VOTI_LISTA is not the question; the mayor is elected on VOTI_SINDACO."])


# ---------------------------------------------------------------------------
# 4. YSK (Turkey) muhtarlık results per ballot box, xlsx
# ---------------------------------------------------------------------------
def f_ysk():
    name = "YSK_31_Mart_2024_Muhtarlik_Sandik_Sonuclari_Yesilyurt_Koyu.xlsx"
    cands = ["MEHMET ALİ YILDIZ", "HÜSEYİN ÇAKIR", "AYŞE GÜL ÖZTÜRK", "İSMAİL KARA"]
    boxes = [  # registered, votes per candidate, invalid
        (348, [121, 88, 52, 31], 9),
        (351, [64, 131, 67, 40], 7),
        (339, [142, 79, 41, 22], 11),
        (210, [38, 96, 27, 18], 4),
    ]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Sandık Sonuçları"
    ws["A1"] = "31 MART 2024 MAHALLİ İDARELER GENEL SEÇİMİ - MUHTARLIK SEÇİMİ SANDIK SONUÇLARI"
    ws["A1"].font = Font(bold=True)
    ws["A2"] = "İl: KASTAMONU   İlçe: DEVREKANİ   Köy: YEŞİLYURT KÖYÜ"
    hdr = ["İl Adı", "İlçe Adı", "Muhtarlık Adı", "Sandık No", "Kayıtlı Seçmen Sayısı", "Oy Kullanan Seçmen Sayısı",
           "Geçerli Oy Toplamı", "Geçersiz Oy Toplamı"] + cands
    ws.append([])
    ws.append(hdr)
    for c in ws[4]:
        c.font = Font(bold=True)
        c.alignment = Alignment(wrap_text=True)
    tot = [0] * (4 + len(cands))
    for i, (reg, v, inv) in enumerate(boxes):
        valid = sum(v)
        row = ["KASTAMONU", "DEVREKANİ", "YEŞİLYURT KÖYÜ", 1101 + i, reg, valid + inv, valid, inv] + v
        ws.append(row)
        for j, x in enumerate(row[4:]):
            tot[j] += x
    ws.append(["TOPLAM", None, None, None] + tot)
    ws.cell(ws.max_row, 1).font = Font(bold=True)
    ws.append([])
    ws.append(["Kaynak: YSK Sandık Sonuçları. Sonuçlar kesin değildir; itiraz süreci sonrası kesinleşir."])
    for col, wdt in zip("ABCDEFGHIJKL", [12, 12, 18, 10, 12, 12, 12, 12, 18, 18, 18, 16]):
        ws.column_dimensions[col].width = wdt
    save_xlsx(name, wb)
    scores = {c: sum(b[1][i] for b in boxes) for i, c in enumerate(cands)}
    w = top(scores)
    assert w == "HÜSEYİN ÇAKIR", scores
    record(name, answer="winner", winner=w, winner_aliases=["Hüseyin Çakır", "HUSEYIN CAKIR"],
           candidates=cands, scores=scores,
           question="Who is elected muhtar (village headman) of Yeşilyurt",
           tool="Yüksek Seçim Kurulu (YSK, Turkey) results system, 31 March 2024 local elections → muhtarlık → sandık (ballot box) results → Excel download, cut to one (invented) village",
           shape="Count table per unit: title lines, header with province, district, muhtarlık, box number, registered / voted / valid / invalid, then one column per candidate; one row per ballot box; a TOPLAM row",
           format_evidence="From memory, unverified (no search done): column titles are my recollection of the YSK ballot-box download; the title lines and TOPLAM row are my guess.",
           traps=["Kayıtlı / Oy Kullanan / Geçerli Oy columns hold the largest numbers but are not candidates.",
                  "The TOPLAM row is a sum, not a ballot box.",
                  "MEHMET ALİ YILDIZ (first candidate column) wins the first box and two of four boxes but not the total.",
                  "Turkish dotted capitals (İ) in names."])


# ---------------------------------------------------------------------------
# 5. Greek municipal election, ekloges.ypes.gr copied into LibreOffice, ISO-8859-7
# ---------------------------------------------------------------------------
def f_greek():
    name = "Dimotikes_Ekloges_2023_Dimos_Kalamotou_apotelesmata.csv"
    r1 = [("ΝΕΑ ΠΝΟΗ ΚΑΛΑΜΩΤΟΥ", "ΠΑΠΑΔΟΠΟΥΛΟΣ ΓΕΩΡΓΙΟΣ", 2470),
          ("ΔΗΜΟΤΙΚΗ ΣΥΜΠΑΡΑΤΑΞΗ ΠΟΛΙΤΩΝ", "ΚΩΝΣΤΑΝΤΙΝΙΔΗΣ ΝΙΚΟΛΑΟΣ", 1985),
          ("ΚΑΛΑΜΩΤΟ ΑΥΡΙΟ", "ΜΙΧΑΗΛΙΔΟΥ ΕΛΕΝΗ", 1102),
          ("ΛΑΪΚΗ ΣΥΣΠΕΙΡΩΣΗ ΚΑΛΑΜΩΤΟΥ", "ΔΗΜΗΤΡΙΟΥ ΑΝΤΩΝΙΟΣ", 444)]
    r2 = [("ΔΗΜΟΤΙΚΗ ΣΥΜΠΑΡΑΤΑΞΗ ΠΟΛΙΤΩΝ", "ΚΩΝΣΤΑΝΤΙΝΙΔΗΣ ΝΙΚΟΛΑΟΣ", 2741),
          ("ΝΕΑ ΠΝΟΗ ΚΑΛΑΜΩΤΟΥ", "ΠΑΠΑΔΟΠΟΥΛΟΣ ΓΕΩΡΓΙΟΣ", 2519)]
    th = lambda n: f"{n:,}".replace(",", ".")
    pc = lambda a, b: f"{100 * a / b:.2f}".replace(".", ",") + "%"
    lines = ["ΔΗΜΟΤΙΚΕΣ ΚΑΙ ΠΕΡΙΦΕΡΕΙΑΚΕΣ ΕΚΛΟΓΕΣ 2023;;;", "ΔΗΜΟΣ ΚΑΛΑΜΩΤΟΥ - ΑΠΟΤΕΛΕΣΜΑΤΑ ΔΗΜΑΡΧΙΚΩΝ ΕΚΛΟΓΩΝ;;;", ";;;"]

    def block(title, rows, reg, inval, blank):
        valid = sum(r[2] for r in rows)
        voted = valid + inval + blank
        out = [f"{title};;;", "Εκλογικά Τμήματα;24 από 24;100,00%;",
               f"Εγγεγραμμένοι;{th(reg)};;", f"Ψήφισαν;{th(voted)};{pc(voted, reg)};",
               f"Άκυρα;{th(inval)};{pc(inval, voted)};", f"Λευκά;{th(blank)};{pc(blank, voted)};",
               f"Έγκυρα;{th(valid)};{pc(valid, voted)};", ";;;", "Συνδυασμός;Επικεφαλής;Ψήφοι;Ποσοστό"]
        for a, b, v in rows:
            out.append(f"{a};{b};{th(v)};{pc(v, valid)}")
        out.append(";;;")
        return out

    lines += block("Α' ΚΥΡΙΑΚΗ 08/10/2023", r1, 9812, 142, 61)
    lines += block("Β' ΚΥΡΙΑΚΗ 15/10/2023 (ΕΠΑΝΑΛΗΠΤΙΚΗ ΨΗΦΟΦΟΡΙΑ)", r2, 9812, 118, 77)
    lines += ["Σημείωση: Δήμαρχος εκλέγεται ο υποψήφιος που συγκεντρώνει την πλειοψηφία των εγκύρων στην επαναληπτική ψηφοφορία.;;;",
              "Πηγή: ekloges.ypes.gr;;;"]
    text(name, lines, "iso8859_7")
    scores = {b: v for a, b, v in r2}
    w = top(scores)
    assert w == "ΚΩΝΣΤΑΝΤΙΝΙΔΗΣ ΝΙΚΟΛΑΟΣ"
    record(name, answer="winner", winner=w, winner_aliases=["ΔΗΜΟΤΙΚΗ ΣΥΜΠΑΡΑΤΑΞΗ ΠΟΛΙΤΩΝ", "Κωνσταντινίδης Νικόλαος"],
           candidates=[b for a, b, v in r1], scores=scores,
           question="Who is elected mayor of the municipality (decided by the repeat ballot, Β' Κυριακή, since nobody passed 50% in the first round)",
           tool="Υπουργείο Εσωτερικών (Greece) election results site ekloges.ypes.gr, municipal elections 2023, a municipality's mayoral results for both Sundays selected in Firefox on Linux, pasted into LibreOffice Calc (Greek) and saved as Text CSV with character set 'Greek (ISO-8859-7)', field separator ';'",
           shape="Ready-made count tables for two rounds: title lines; per round a key/value block (polling stations counted, registered, voted, invalid, blank, valid with percentages) then header Συνδυασμός / Επικεφαλής / Ψήφοι / Ποσοστό; a footnote saying the repeat ballot decides",
           format_evidence="From memory, unverified (no search done): the key/value labels are the usual wording on ekloges.ypes.gr; the copy-paste layout is my guess.",
           traps=["The first-round leader (ΠΑΠΑΔΟΠΟΥΛΟΣ ΓΕΩΡΓΙΟΣ, 41%) loses the repeat ballot; the first table is not the decisive one.",
                  "Summing both rounds gives ΠΑΠΑΔΟΠΟΥΛΟΣ ΓΕΩΡΓΙΟΣ (4,989 vs 4,726).",
                  "Scores are the repeat-ballot votes; first round: ΠΑΠΑΔΟΠΟΥΛΟΣ 2,470, ΚΩΝΣΤΑΝΤΙΝΙΔΗΣ 1,985, ΜΙΧΑΗΛΙΔΟΥ 1,102, ΔΗΜΗΤΡΙΟΥ 444.",
                  "Εγγεγραμμένοι / Ψήφισαν / Έγκυρα rows hold the largest numbers but are not candidates.",
                  "Two label columns: list (Συνδυασμός) and its head (Επικεφαλής); '.' thousands and decimal-comma percentages."])


# ---------------------------------------------------------------------------
# 6. Indonesian village-head election tally, Excel (Indonesian) CSV ';' cp1252
# ---------------------------------------------------------------------------
def f_pilkades():
    name = "REKAP_HASIL_PILKADES_SUKAMAJU_2026.csv"
    cands = [("1", "H. ASEP SUPRIATNA"), ("2", "DEDE KURNIAWAN, S.Pd."), ("3", "Hj. NENG YULIANI")]
    tps = [[412, 301, 288], [356, 371, 402], [190, 240, 151], [174, 333, 219]]  # per TPS: votes per cand
    tps = [list(x) for x in zip(*tps)]  # -> per candidate list over TPS
    invalid = [21, 17, 30, 12]
    dpt = [1190, 1234, 1075, 1002]
    th = lambda n: f"{n:,}".replace(",", ".")
    ntps = len(invalid)
    pad = ";" * (ntps + 2)
    lines = ["REKAPITULASI HASIL PENGHITUNGAN SUARA" + pad,
             "PEMILIHAN KEPALA DESA SUKAMAJU KECAMATAN CIBEUREUM KABUPATEN SUKAJAYA TAHUN 2026" + pad,
             "Hari/Tanggal: Minggu, 14 Juni 2026" + pad, ";" * (ntps + 2),
             "NO URUT;NAMA CALON;" + ";".join(f"TPS {i + 1}" for i in range(ntps)) + ";JUMLAH"]
    for (no, nm), v in zip(cands, tps):
        lines.append(csvrow([no, nm] + [th(x) for x in v] + [th(sum(v))], sep=";"))
    sah = [sum(tps[c][i] for c in range(3)) for i in range(ntps)]
    lines.append(csvrow(["", "JUMLAH SUARA SAH"] + [th(x) for x in sah] + [th(sum(sah))], sep=";"))
    lines.append(csvrow(["", "SUARA TIDAK SAH"] + [th(x) for x in invalid] + [th(sum(invalid))], sep=";"))
    tot = [a + b for a, b in zip(sah, invalid)]
    lines.append(csvrow(["", "JUMLAH SUARA (SAH + TIDAK SAH)"] + [th(x) for x in tot] + [th(sum(tot))], sep=";"))
    lines.append(";" * (ntps + 2))
    lines.append(csvrow(["", "JUMLAH PEMILIH (DPT)"] + [th(x) for x in dpt] + [th(sum(dpt))], sep=";"))
    lines.append(";" * (ntps + 2))
    for sig in (["Sukamaju, 14 Juni 2026", "", "", "", "PANITIA PEMILIHAN KEPALA DESA"], ["", "", "", "", "Ketua,"],
                ["", "", "", "", ""], ["", "", "", "", "(UJANG SOLIHIN)"]):
        lines.append(csvrow(sig + [""] * (ntps + 3 - len(sig)), sep=";"))
    text(name, lines, "cp1252")
    scores = {nm: sum(v) for (no, nm), v in zip(cands, tps)}
    w = top(scores)
    assert w == "DEDE KURNIAWAN, S.Pd.", scores
    assert tps[0][0] > tps[1][0]
    record(name, answer="winner", winner=w, winner_aliases=["DEDE KURNIAWAN", "Dede Kurniawan", "2"],
           candidates=list(scores), scores=scores,
           question="Who is elected village head (kepala desa) of Sukamaju",
           tool="Microsoft Excel (Indonesian regional settings), the village election committee's hand-typed recapitulation sheet saved as 'CSV (Dipisahkan koma)' (';' list separator, ANSI = Windows-1252)",
           shape="Hand-typed count table: title block, header NO URUT / NAMA CALON / TPS 1…4 / JUMLAH, one row per candidate, then SUARA SAH / TIDAK SAH / JUMLAH SUARA / DPT rows and a signature block",
           format_evidence="From memory, unverified: the recapitulation layout follows the usual Indonesian 'rekapitulasi' forms; Indonesian Windows uses ';' as list separator and '.' for thousands.",
           traps=["JUMLAH SUARA, JUMLAH SUARA SAH and DPT rows are larger than any candidate.",
                  "Candidate 1 leads in TPS 1 (first count column) but not overall.",
                  "A candidate name contains a comma (', S.Pd.'); thousands separator '.' in the counts.",
                  "Signature block rows at the bottom ('PANITIA PEMILIHAN KEPALA DESA', 'Ketua,')."])


# ---------------------------------------------------------------------------
# 7. CONSUL (participatory budgeting) admin CSV, Spanish (Uruguay)
# ---------------------------------------------------------------------------
def f_consul():
    name = "budget_investments_Presupuesto_Participativo_2026_Villa_Serrana.csv"
    head = ["ID", "Título", "Apoyos", "Votos", "Administrador", "Evaluador", "Grupo de evaluadores", "Partida",
            "Estado", "Precio", "Valuación finalizada", "Seleccionado", "Visible para evaluadores", "Autor"]
    rows = [
        (412, "Techado de la cancha del Club Sportivo Serrano", 388, 201, "mgarcia", "Equipo técnico", "", "Todo el municipio", "Viable", "1850000", "Sí", "Sí", "Sí", "vecinos_barrio_norte"),
        (415, "Luminarias LED en la calle Los Ceibos y alrededores", 301, 264, "mgarcia", "Equipo técnico", "", "Todo el municipio", "Viable", "940000", "Sí", "Sí", "Sí", "lucia.p"),
        (418, "Plaza de juegos inclusiva en el Parque del Arroyo", 344, 319, "rfernandez", "Equipo técnico", "Accesibilidad", "Todo el municipio", "Viable", "1200000", "Sí", "Sí", "Sí", "comision_fomento"),
        (421, "Biblioteca barrial \"La Ventanita\": ampliación", 177, 146, "rfernandez", "Cultura", "", "Todo el municipio", "Viable", "620000", "Sí", "Sí", "Sí", "ana_biblio"),
        (423, "Bicisendas hasta el liceo", 256, 0, "mgarcia", "Movilidad", "", "Todo el municipio", "Inviable", "3100000", "Sí", "No", "Sí", "pedalea_vs"),
        (427, "Huerta comunitaria en el predio de la estación", 139, 97, "rfernandez", "Equipo técnico", "", "Todo el municipio", "Viable", "310000", "Sí", "Sí", "Sí", "huerta.vs"),
        (430, "Cámaras de seguridad en accesos", 98, 0, "mgarcia", "", "", "Todo el municipio", "Sin evaluar", "2250000", "No", "No", "No", "j.pereyra"),
    ]
    lines = [csvrow(head)] + [csvrow(r) for r in rows]
    text(name, lines, "utf-8", eol="\n")
    scores = {r[1]: r[3] for r in rows if r[11] == "Sí"}
    w = top(scores)
    assert w.startswith("Plaza de juegos"), scores
    record(name, answer="winner", winner=w, winner_aliases=["418"],
           candidates=[r[1] for r in rows], scores={r[1]: r[3] for r in rows},
           question="Which project got the most votes in the final ballot of the participatory budget",
           tool="CONSUL (CONSUL DEMOCRACY, open-source participation platform used by Spanish and Latin American municipalities), Admin → Presupuestos participativos → Proyectos de gasto → 'Descargar CSV', a small Uruguayan town's 'Decide' site",
           shape="Ready-made counts: one row per investment project with id, title, support count (Apoyos, first phase), final-ballot votes (Votos), evaluators, heading, state, price, valuation and selection flags, author",
           format_evidence="From memory, unverified (no search done): the column list is my recollection of CONSUL's admin investment CSV (Rails CSV: ',' and LF, UTF-8); the Votos column name is my guess.",
           traps=["Apoyos (support phase) is a different count; its leader (the roofed court, 388) is not the vote winner.",
                  "Precio holds the largest numbers (pesos) but is a cost.",
                  "Two projects were not selected for the ballot (0 votes).",
                  "A title contains quoted text with doubled quotes."])


# ---------------------------------------------------------------------------
# 8. 问卷星 Wenjuanxing xlsx with a ranking question (per-option rank columns)
# ---------------------------------------------------------------------------
def f_wjx():
    name = "298731645_0_2026年秋季团建活动方案排序调查_38_38.xlsx"
    opts = ["露营烧烤", "温泉度假", "剧本杀", "徒步登山", "农家乐采摘"]
    depts = ["研发部", "研发部", "研发部", "市场部", "财务部", "人事行政部", "研发部", "销售部"]
    sources = ["微信", "微信", "微信", "手机提交", "链接"]
    cities = ["广东-深圳", "广东-广州", "湖北-武汉", "上海", "浙江-杭州"]
    rng = random.Random(20260905)
    # rankings: list of option orderings (best first), some partial (top 3 only)
    patterns = (
        [["露营烧烤", "剧本杀", "农家乐采摘", "徒步登山", "温泉度假"]] * 10 +
        [["温泉度假", "农家乐采摘", "徒步登山", "剧本杀", "露营烧烤"]] * 8 +
        [["徒步登山", "温泉度假", "农家乐采摘", "露营烧烤", "剧本杀"]] * 7 +
        [["剧本杀", "温泉度假", "露营烧烤"]] * 5 +
        [["农家乐采摘", "温泉度假", "徒步登山", "露营烧烤", "剧本杀"]] * 5 +
        [["露营烧烤", "剧本杀", "徒步登山"]] * 3
    )
    patterns = list(patterns)
    rng.shuffle(patterns)
    assert len(patterns) == 38
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Sheet1"
    hdr = ["序号", "提交答卷时间", "所用时间", "来源", "来源详情", "来自IP", "1、您所在的部门："] + \
          [f"2、请将以下团建方案按您的喜好排序（第1位为最喜欢，至少排前3位）:({o})" for o in opts] + \
          ["3、您对本次团建还有什么建议？"]
    ws.append(hdr)
    t0 = dt.datetime(2026, 9, 1, 9, 12, 5)
    sugg = ["(空)", "希望不要安排在周末", "(空)", "预算可以多一点", "(空)", "(空)", "带家属可以吗", "(空)"]
    for i, pat in enumerate(patterns):
        t0 += dt.timedelta(minutes=rng.randint(3, 95), seconds=rng.randint(0, 59))
        ip = f"{rng.choice(['198.51.100', '203.0.113', '192.0.2'])}.{rng.randint(2, 250)}({rng.choice(cities)})"
        src = rng.choice(sources)
        det = "直接访问" if src != "微信" else "N/A"
        ranks = [str(pat.index(o) + 1) if o in pat else "(空)" for o in opts]
        ws.append([i + 1, t0.strftime("%Y/%m/%d %H:%M:%S"), f"{rng.randint(25, 240)}秒", src, det, ip,
                   depts[i % len(depts)]] + ranks + [sugg[i % len(sugg)]])
    ws.column_dimensions["B"].width = 20
    ws.column_dimensions["F"].width = 26
    save_xlsx(name, wb)
    n = len(opts)
    borda = {o: 0 for o in opts}
    first = {o: 0 for o in opts}
    for pat in patterns:
        for k, o in enumerate(pat):
            borda[o] += n - 1 - k
        first[pat[0]] += 1
    w = top(borda)
    assert w == "温泉度假", borda
    assert top(first) == "露营烧烤", first
    record(name, answer="winner", winner=w, winner_aliases=["2、请将以下团建方案按您的喜好排序（第1位为最喜欢，至少排前3位）:(温泉度假)"],
           candidates=opts, scores=borda,
           question="Which team-building option ranks best overall (Borda: 4 for 1st … 0 for 5th, unranked 0)",
           tool="问卷星 Wenjuanxing (wjx.cn, Chinese online survey service), 分析&下载 → 下载答卷数据 → 按选项文本下载 (Excel), a company's autumn team-building survey",
           shape="Ranking with one column per option holding the rank number ('(空)' when unranked), plus 序号, submit time, time taken ('95秒'), source, source detail, IP with province-city, department question and a free-text suggestion",
           format_evidence="From memory, unverified (no search done): the metadata columns (序号/提交答卷时间/所用时间/来源/来源详情/来自IP), the 'n、question:(option)' column titles, '(空)' and the 'id_0_title_n_n' file name are my recollection of wjx downloads.",
           traps=["Plurality of first places gives 露营烧烤; Borda gives 温泉度假.",
                  "Cells hold rank numbers where 1 is best (a lower number is better): summing the numbers rewards the worst option.",
                  "Partial rankings with '(空)' cells.",
                  "First text columns are 来源 (mostly 微信) and department (mostly 研发部)."])


# ---------------------------------------------------------------------------
# 9. 1KA (Slovenia) data export, cp1250 ';', two header rows, negative missing codes
# ---------------------------------------------------------------------------
def f_1ka():
    name = "1ka_anketa_381204_Izbira_maskote_solskega_teka_podatki.csv"
    rng = random.Random(1381204)
    opts = ["Ježek Jaka", "Sova Sonja", "Medved Miha", "Veverica Vida"]
    razredi = ["6. razred", "7. razred", "8. razred", "9. razred"]
    votes = ["Sova Sonja"] * 19 + ["Medved Miha"] * 16 + ["Ježek Jaka"] * 14 + ["Veverica Vida"] * 9
    rng.shuffle(votes)
    head1 = ["Ime", "Status", "Lurker", "Zaporedna številka", "Datum vnosa", "Q1", "Q2", "Q3"]
    head2 = ["Ime", "Status", "Lurker", "Zaporedna številka", "Datum vnosa",
             "V katerem razredu si?", "Katero maskoto izbereš za šolski tek 2026?", "Zakaj? (neobvezno)"]
    lines = [csvrow(head1, sep=";"), csvrow(head2, sep=";")]
    t = dt.datetime(2026, 4, 7, 8, 2)
    rows = []
    # razred: make 7. razred the most common
    for i, v in enumerate(votes):
        raz = razredi[[1, 1, 0, 2, 1, 3, 1][i % 7]]
        why = ["", "ker je simpatična", "", "", "ker je močan", "", "-1"][i % 7]
        rows.append(["6", "0", raz, v, why or "-1"])
    # partial and lurker rows
    rows.insert(8, ["5", "0", "8. razred", "-1", "-3"])
    rows.insert(20, ["5", "0", "7. razred", "-3", "-3"])
    rows.insert(33, ["3", "1", "-1", "-1", "-1"])
    rows.insert(41, ["6", "0", "7. razred", "-1", "ne vem"])
    for k, r in enumerate(rows):
        t += dt.timedelta(minutes=rng.randint(1, 40))
        st, lurk, raz, v, why = r
        lines.append(csvrow(["", st, lurk, str(k + 1), t.strftime("%d.%m.%Y %H:%M:%S"), raz, v, why], sep=";"))
    text(name, lines, "cp1250")
    scores = {o: votes.count(o) for o in opts}
    w = top(scores)
    assert w == "Sova Sonja"
    record(name, answer="winner", winner=w, winner_aliases=["Sova Sonja (Q2)"],
           candidates=opts, scores=scores,
           question="Which mascot do the pupils choose for the school run (Q2)",
           tool="1KA (1ka.si, Slovenian open-source online survey service), Podatki → Izvoz → 'Izvoz v Excel (CSV)' with labels, a primary school's mascot survey",
           shape="One choice per row: two header rows (variable names Q1…Q3, then question texts), system columns Ime / Status / Lurker / Zaporedna številka / Datum vnosa, a class question, the mascot question and a free-text question; 1KA's negative missing codes (-1 no answer, -3 interrupted)",
           format_evidence="From memory, unverified (no search done): the Status (6 finished, 5 partial, 3 …) and Lurker columns and the negative missing-value codes are 1KA conventions as I remember them; the exact column titles are my guess.",
           traps=["The first answer column (Q1) is the class, with '7. razred' most common.",
                  "Missing codes -1 / -3 appear as values in the choice column and must not become candidates.",
                  "Two header rows: variable names over question texts.",
                  "Partial (Status 5) and lurker rows."])


# ---------------------------------------------------------------------------
# 10. D2L Brightspace survey 'User Attempts' export: one row per option with Checked/Unchecked
# ---------------------------------------------------------------------------
def f_d2l():
    name = "Grade 8 Fundraiser Charity Survey - User Attempts.csv"
    rng = random.Random(8008)
    opts = ["Local food bank", "Animal shelter", "Children's hospital", "Tree-planting project"]
    picks = ["Children's hospital"] * 11 + ["Animal shelter"] * 9 + ["Local food bank"] * 7 + ["Tree-planting project"] * 4
    rng.shuffle(picks)
    picks.insert(12, None)  # answered nothing for Q1
    first = ["Aiden", "Maya", "Liam", "Sofia", "Noah", "Chloe", "Ethan", "Ava", "Lucas", "Emma", "Owen", "Zoe", "Jack",
             "Lily", "Ryan", "Nora", "Caleb", "Aria", "Leo", "Ella", "Mason", "Isla", "Eli", "Grace", "Logan",
             "Hannah", "Wyatt", "Priya", "Arjun", "Mei", "Omar", "Fatima"]
    last = ["Tremblay", "Nguyen", "Singh", "MacDonald", "Roy", "Chen", "Gagnon", "Patel", "Smith", "Brown",
            "Wilson", "Martin", "Leblanc", "Kaur", "Campbell", "Fraser"]
    head = ["Org Defined ID", "Username", "FirstName", "LastName", "Attempt #", "Attempt Start", "Attempt End",
            "Section #", "Q #", "Q Type", "Q Title", "Q Text", "Bonus?", "Difficulty", "Answer", "Answer Match",
            "Score", "Out Of"]
    lines = [csvrow(head)]
    t = dt.datetime(2026, 3, 4, 9, 5)
    fmt = lambda d: d.strftime("%Y-%m-%d %I:%M %p").replace(" 0", " ")
    for i, p in enumerate(picks):
        fn, ln = first[i % len(first)], last[(i * 7) % len(last)]
        user = (fn[0] + ln).lower() + str(20 + i)
        st = t + dt.timedelta(minutes=rng.randint(0, 50))
        en = st + dt.timedelta(minutes=rng.randint(1, 6))
        base = [str(30481200 + i * 13), user, fn, ln, "1", fmt(st), fmt(en), ""]
        for o in opts:
            lines.append(csvrow(base + ["1", "MC", "", "Which charity should our Grade 8 spring fundraiser support?", "", "1", o,
                                        "Checked" if o == p else "Unchecked", "", ""]))
        hrs = rng.choice(["1", "2", "2", "3", "4", "0"])
        lines.append(csvrow(base + ["2", "SA", "", "How many hours can you volunteer at the bake sale?", "", "1", hrs, "", "", ""]))
        lines.append(csvrow(base + ["3", "WR", "", "Any other ideas for the fundraiser?", "", "1",
                                    rng.choice(["", "", "car wash", "Sell hot chocolate, maybe?", ""]), "", "", ""]))
    text(name, lines, "utf-8", bom=True)
    scores = {o: picks.count(o) for o in opts}
    w = top(scores)
    assert w == "Children's hospital"
    record(name, answer="winner", winner=w, winner_aliases=["Childrens hospital"],
           candidates=opts, scores=scores,
           question="Which charity should the Grade 8 spring fundraiser support (Q1, rows with Answer Match = Checked)",
           tool="D2L Brightspace (LMS), Surveys → survey → Reports → 'User Attempts' report → Export to CSV, a Canadian middle-school class survey",
           shape="Long format, one row per (student, question, answer option): identity and attempt columns, Q #, Q Type (MC/SA/WR), question text, Answer (every MC option listed for every student) and Answer Match Checked/Unchecked; short-answer and written-response rows hold the typed text",
           format_evidence="From memory, unverified (no search done): the column list (Org Defined ID … Answer, Answer Match, Score, Out Of) is my recollection of Brightspace's quiz/survey attempt export; UTF-8 with BOM and CRLF are my guess.",
           traps=["Every option appears once per student in the Answer column: counting Answer values gives a four-way tie; only Checked rows are votes.",
                  "One student left Q1 blank (all four rows Unchecked).",
                  "Q2 short-answer numbers (hours) and Q3 free text share the Answer column.",
                  "An option label contains an apostrophe."])


# ---------------------------------------------------------------------------
# 11. Datumprikker.nl scheduling poll, Excel export
# ---------------------------------------------------------------------------
def f_datumprikker():
    name = "Datumprikker_Reunie_Jaarclub_Sfinx_2026.xlsx"
    slots = ["vr 11 sep 2026 19:30", "za 12 sep 2026 18:00", "vr 18 sep 2026 19:30", "za 19 sep 2026 17:00", "za 26 sep 2026 18:00"]
    people = ["Bram", "Sanne", "Joost", "Eline", "Thijs", "Marloes", "Pieter-Jan", "Femke", "Ruben", "Noor", "Daan", "Lotte", "Wouter"]
    J, N, M = "Ja", "Nee", "Misschien"
    ans = [
        [J, J, N, J, N], [N, J, J, M, J], [J, J, N, J, M], [J, M, J, J, N], [N, J, J, J, J],
        [J, J, J, M, N], [M, J, N, J, J], [J, J, J, N, N], [N, M, J, J, N], [J, J, N, J, J],
        [J, N, M, J, N], [N, J, J, N, J], [J, "", "", "", ""],
    ]
    comments = ["", "kan pas vanaf 20:00 op vrijdag", "", "", "", "", "", "", "", "", "", "", "weet het nog niet precies"]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Datumprikker"
    ws["A1"] = "Reünie Jaarclub Sfinx"
    ws["A1"].font = Font(bold=True, size=14)
    ws["A2"] = "Georganiseerd door: Maartje de Vries"
    ws["A3"] = "Locatie: Café De Gouden Leeuw, Utrecht"
    ws.append([])
    ws.append(["Naam"] + slots + ["Opmerking"])
    for c in ws[5]:
        c.font = Font(bold=True)
    for p, a, c in zip(people, ans, comments):
        ws.append([p] + a + [c])
    yes = [sum(1 for a in ans if a[k] == J) for k in range(len(slots))]
    maybe = [sum(1 for a in ans if a[k] == M) for k in range(len(slots))]
    ws.append([])
    ws.append(["Aantal ja"] + yes)
    ws.append(["Aantal misschien"] + maybe)
    ws.append(["Aantal deelnemers", len(people)])
    ws.column_dimensions["A"].width = 18
    for col in "BCDEF":
        ws.column_dimensions[col].width = 20
    save_xlsx(name, wb)
    sy = dict(zip(slots, yes))
    sym = {s: y + m for s, y, m in zip(slots, yes, maybe)}
    w = top(sy)
    assert w == top(sym) == "za 12 sep 2026 18:00", (sy, sym)
    record(name, answer="winner", winner=w, winner_aliases=["12 sep 2026", "za 12 sep"],
           candidates=slots, scores=sy,
           question="Which date suits the reunion best (most 'Ja')",
           tool="Datumprikker.nl (Dutch scheduling-poll site), prikker → Resultaten → 'Exporteer naar Excel', a student society year-club reunion",
           shape="Scheduling poll in a workbook: title block (name, organiser, location), participants as rows, date-time slots as columns with Ja / Nee / Misschien / blank, a comment column, then Aantal ja / Aantal misschien / Aantal deelnemers rows",
           format_evidence="From memory, unverified (no search done): Datumprikker's export layout and the wording of the count rows are my guess.",
           traps=["The 'Aantal ja' / 'Aantal misschien' / 'Aantal deelnemers' rows are counts, not participants.",
                  "The first slot column (vr 11 sep) is not the winner; most frequent single answer word is 'Ja'.",
                  "One participant answered only the first slot (blanks).",
                  "Result is the same whether Misschien counts or not (scores are 'Ja' counts; with Misschien: 9, 11, 8, 10, 6)."])


# ---------------------------------------------------------------------------
# 12. XLSTAT output (French Excel) — ASK: two qualitative variables of equal standing
# ---------------------------------------------------------------------------
def f_xlstat():
    name = "Sortie_personnel_2026_XLSTAT.xlsx"
    rng = random.Random(4242)
    dates = ["Vendredi 19 juin", "Samedi 27 juin", "Vendredi 3 juillet"]
    lieux = ["Lac d'Annecy", "Parc des Oiseaux", "Accrobranche du Salève", "Croisière sur le Rhône"]
    services = ["Comptabilité", "Logistique", "Logistique", "Commercial", "Direction", "Logistique", "Atelier"]
    dv = ["Samedi 27 juin"] * 17 + ["Vendredi 19 juin"] * 14 + ["Vendredi 3 juillet"] * 11
    lv = ["Croisière sur le Rhône"] * 15 + ["Lac d'Annecy"] * 13 + ["Parc des Oiseaux"] * 8 + ["Accrobranche du Salève"] * 6
    rng.shuffle(dv)
    rng.shuffle(lv)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Feuil1"
    ws.append(["Répondant", "Service", "Date_sortie", "Lieu_sortie"])
    for i in range(42):
        ws.append([f"R{i + 1:02d}", services[i % len(services)], dv[i], lv[i]])
    d = wb.create_sheet("Desc")
    d["A1"] = "XLSTAT 2024.1.0.1410 - Statistiques descriptives - Début : 12/05/2026 à 14:02:31 / Fin : 12/05/2026 à 14:02:32"
    d["A2"] = "Données qualitatives : Feuil1!$C$1:$D$43"
    d["A3"] = "Libellés des variables : Oui"
    d["A5"] = "Statistiques descriptives (Données qualitatives) :"
    d["A5"].font = Font(bold=True)
    d.append([])
    d.append(["Variable", "Modalités", "Effectifs", "Fréquences", "%"])
    for c in d[7]:
        c.font = Font(bold=True)
    for var, cats, vals in (("Date_sortie", dates, dv), ("Lieu_sortie", lieux, lv)):
        first = True
        for c in cats:
            n = vals.count(c)
            d.append([var if first else None, c, n, round(n / 42, 3), round(100 * n / 42, 3)])
            first = False
    d.column_dimensions["A"].width = 14
    d.column_dimensions["B"].width = 26
    wb.active = 1
    save_xlsx(name, wb)
    sd = {c: dv.count(c) for c in dates}
    sl = {c: lv.count(c) for c in lieux}
    record(name, answer="ask", winner=None,
           candidates=dates + lieux, scores={"Date_sortie": sd, "Lieu_sortie": sl},
           question="Two separate decisions for the staff outing: the date and the place",
           ask_because="The workbook holds two questions of equal standing (Date_sortie and Lieu_sortie), both in the raw data sheet and in XLSTAT's frequency table; nothing says which one is meant.",
           acceptable={"Date_sortie (date of the outing)": top(sd), "Lieu_sortie (place of the outing)": top(sl)},
           tool="XLSTAT (Addinsoft Excel add-in) in Microsoft Excel (French), Décrire les données → Statistiques descriptives on two qualitative columns, output to a new sheet 'Desc' next to the data sheet 'Feuil1'",
           shape="Workbook: 'Feuil1' (raw data: respondent, service, two choice columns) and 'Desc' (XLSTAT header lines, then Variable / Modalités / Effectifs / Fréquences / % with the variable name only on its first row)",
           format_evidence="From memory, unverified (no search done): the run-header line and the qualitative descriptive-statistics table layout are my recollection of XLSTAT output; sheet names follow French Excel ('Feuil1').",
           traps=["Two choice variables of equal standing.", "Service (metadata) is the first text column after the id.",
                  "The Desc sheet is the active sheet; Fréquences and % columns beside the counts.",
                  "Variable name only on the first row of its block."])


# ---------------------------------------------------------------------------
# 13. Yandex Forms CSV — ASK: team name and kit colour
# ---------------------------------------------------------------------------
def f_yandex():
    name = "Яндекс_Формы_ответы_Команда_на_городскую_спартакиаду.csv"
    rng = random.Random(777)
    names = ["Алексей Смирнов", "Мария Иванова", "Дмитрий Кузнецов", "Ольга Попова", "Сергей Васильев", "Анна Петрова",
             "Игорь Соколов", "Елена Михайлова", "Павел Новиков", "Татьяна Фёдорова", "Никита Морозов", "Юлия Волкова",
             "Артём Алексеев", "Наталья Лебедева", "Кирилл Семёнов", "Светлана Егорова", "Максим Павлов", "Ирина Козлова",
             "Андрей Степанов", "Ксения Николаева", "Роман Орлов", "Дарья Андреева", "Виктор Макаров", "Алина Никитина",
             "Григорий Захаров", "Вера Зайцева", "Олег Соловьёв"]
    teams = ["Северный ветер", "Бизоны", "Молния", "Бухгалтерия в деле"]
    colours = ["Синий", "Оранжевый", "Зелёный"]
    tv = ["Молния"] * 9 + ["Бизоны"] * 8 + ["Северный ветер"] * 6 + ["Бухгалтерия в деле"] * 4
    cv = ["Оранжевый"] * 11 + ["Синий"] * 10 + ["Зелёный"] * 6
    rng.shuffle(tv)
    rng.shuffle(cv)
    head = ["ID", "Время создания", "Ваше имя", "Отдел", "Как назовём команду?", "Какого цвета будет форма?",
            "Согласие на обработку персональных данных"]
    deps = ["ИТ", "Продажи", "ИТ", "Бухгалтерия", "Склад"]
    lines = [csvrow(head)]
    t = dt.datetime(2026, 7, 6, 10, 0)
    rid = 1203377
    for i in range(27):
        t += dt.timedelta(minutes=rng.randint(2, 130))
        rid += rng.randint(1, 9)
        lines.append(csvrow([str(rid), t.strftime("%Y-%m-%d %H:%M:%S"), names[i],
                             deps[i % 5], tv[i], cv[i], "Да"]))
    text(name, lines, "utf-8")
    st = {c: tv.count(c) for c in teams}
    sc = {c: cv.count(c) for c in colours}
    record(name, answer="ask", winner=None, candidates=teams + colours, scores={"team name": st, "kit colour": sc},
           question="Two separate choices for the company's team: its name and its kit colour",
           ask_because="Two single-choice questions of equal standing (team name, kit colour); the file does not say which decision is meant.",
           acceptable={"Как назовём команду? (team name)": top(st), "Какого цвета будет форма? (kit colour)": top(sc)},
           tool="Яндекс Формы (Yandex Forms), форма → Ответы → Выгрузить → CSV, a company's sign-up form for the city corporate sports day",
           shape="Multi-question survey, one row per answer: ID, creation time, name, department, two single-choice questions, a consent checkbox",
           format_evidence="From memory, unverified (no search done): 'ID' and 'Время создания' as the first columns are my recollection; UTF-8 without BOM, ',' and CRLF are my guess.",
           traps=["Two questions of equal standing.", "Отдел (department) and the consent column 'Да' are not candidates.",
                  "Names are the first text column."])


# ---------------------------------------------------------------------------
# 14. Gnumeric (es-AR) jury sheet, Text (configurable) export, TAB, decimal comma
# ---------------------------------------------------------------------------
def f_gnumeric():
    name = "planilla_jurado_empanadas_2026.txt"
    entries = [
        ("1", "Panadería Doña Rosa", "Famaillá", [8.5, 9.0, 8.0, 8.5, 9.0]),
        ("2", "Los Hermanos Quipildor", "Tafí del Valle", [9.0, 8.5, 9.5, 9.0, 8.5]),
        ("3", "Empanadas La Tucumana", "Famaillá", [9.5, 7.5, 8.0, 8.0, 7.5]),
        ("4", "Cocina de Don Ángel", "Lules", [7.0, 8.0, None, 7.5, 8.0]),
        ("5", "Sabores del Norte", "Famaillá", [8.0, 8.5, 8.5, 9.5, 9.0]),
        ("6", "Mamá Coca", "Monteros", [7.5, 7.0, 7.5, 8.0, 6.5]),
        ("7", "El Horno de Barro", "Tafí Viejo", [8.0, 9.0, 8.0, 7.5, 8.5]),
    ]
    dec = lambda x: ("%.2f" % x).replace(".", ",") if x is not None else ""
    sc1 = lambda x: ("%g" % x).replace(".", ",") if x is not None else ""
    tot = {e[1]: sum(v for v in e[3] if v is not None) for e in entries}
    mean = {e[1]: tot[e[1]] / sum(1 for v in e[3] if v is not None) for e in entries}
    order = sorted(entries, key=lambda e: -mean[e[1]])
    puesto = {e[1]: i + 1 for i, e in enumerate(order)}
    lines = ["Fiesta Provincial de la Empanada 2026 - Famaillá", "Planilla del jurado - Categoría: Empanada tucumana de carne cortada a cuchillo",
             "Escala: 1 a 10 (se admiten medios puntos)", "",
             "\t".join(["Nº", "Participante", "Localidad", "Jurado 1", "Jurado 2", "Jurado 3", "Jurado 4", "Jurado 5", "Total", "Promedio", "Puesto"])]
    for no, nm, loc, v in entries:
        lines.append("\t".join([no, nm, loc] + [sc1(x) for x in v] + [sc1(tot[nm]), dec(mean[nm]), str(puesto[nm])]))
    lines += ["", "Nota: el Jurado 3 se excusó de puntuar al participante Nº 4 (parentesco).", "Fiscalizó: Escribana M. E. Albornoz"]
    text(name, lines, "utf-8", eol="\n")
    wt, wm = top(tot), top(mean)
    assert wt == wm == "Los Hermanos Quipildor", (tot, mean)
    assert top({e[1]: e[3][0] for e in entries}) != wt
    record(name, answer="winner", winner=wt, winner_aliases=["2"],
           candidates=[e[1] for e in entries], scores=tot,
           question="Which empanada wins the jury contest (highest total / mean of the jury scores)",
           tool="Gnumeric (Linux, Spanish – Argentina locale), the festival committee's jury sheet saved with File → Save As → 'Text (configurable)' (separator Tab, quoting 'as needed', as displayed)",
           shape="Rating grid: title lines, entries as rows with number, name and town, one column per judge (decimal comma, one blank for an excused judge), Total, Promedio and Puesto columns, footnotes",
           format_evidence="From memory, unverified (no search done): Gnumeric's configurable text exporter writes displayed values with the chosen separator; the sheet itself is invented.",
           traps=["Localidad (Famaillá most common) is a text column but not the candidate.",
                  "Puesto is a rank where 1 is best (lower is better).",
                  "Jurado 1 alone favours Empanadas La Tucumana.",
                  "Judge 3 did not score entry 4 (blank): totals and means agree on the winner (scores are totals; best means 8.90, 8.70, 8.60).",
                  "Decimal comma in scores."])


# ---------------------------------------------------------------------------
# 15. Bitrix24 Lists export (Ukrainian UI), CSV cp1251 ';'
# ---------------------------------------------------------------------------
def f_bitrix():
    name = "Голосування_корпоратив_2026_список_Bitrix24.csv"
    rng = random.Random(24)
    opts = ["Сплав по Дністру", "Вечір у ресторані «Галицька кухня»", "Боулінг і піца", "Пікнік у Карпатах"]
    staff = ["Олена Коваль", "Андрій Шевчук", "Ірина Бондар", "Тарас Мельник", "Наталія Ткаченко", "Богдан Кравець",
             "Оксана Литвин", "Юрій Олійник", "Марія Гнатюк", "Віталій Савчук", "Христина Поліщук", "Степан Кузьмич",
             "Галина Марченко", "Остап Дячук", "Людмила Руденко", "Петро Гуменюк", "Софія Климчук", "Назар Петрук",
             "Ганна Іваницька", "Роман Федорів", "Дарина Захарчук", "Максим Пилипчук"]
    choice = (["Пікнік у Карпатах"] * 7 + ["Сплав по Дністру"] * 6 + ["Вечір у ресторані «Галицька кухня»"] * 5 +
              ["Боулінг і піца"] * 4)
    rng.shuffle(choice)
    depts = ["Відділ продажу", "Відділ продажу", "Бухгалтерія", "Склад", "Відділ продажу", "ІТ-відділ"]
    head = ["ID", "Назва", "Активність", "Дата створення", "Ким створено", "Дата зміни", "Відділ", "Варіант корпоративу", "Коментар"]
    lines = [csvrow(head, sep=";")]
    t = dt.datetime(2026, 11, 3, 9, 15)
    recs = []
    for i, (s, c) in enumerate(zip(staff, choice)):
        recs.append([s, "Так", depts[i % 6], c, ["", "", "Можна з дітьми?", "", ""][i % 5]])
    # duplicates deactivated by HR
    dup_choice = "Сплав по Дністру"
    for k, idx in enumerate((3, 9, 14)):
        recs.insert(idx + 2 + k * 3, [staff[idx], "Ні", depts[idx % 6], dup_choice, "дубль — повторне голосування, деактивовано HR"])
    for j, r in enumerate(recs):
        t += dt.timedelta(minutes=rng.randint(4, 180))
        s, act, dep, c, com = r
        lines.append(csvrow([str(1841 + j * 2), s, "Y" if act == "Так" else "N", t.strftime("%d.%m.%Y %H:%M:%S"), s,
                             (t + dt.timedelta(hours=rng.randint(0, 30))).strftime("%d.%m.%Y %H:%M:%S") if act == "Ні" else t.strftime("%d.%m.%Y %H:%M:%S"),
                             dep, c, com], sep=";"))
    text(name, lines, "cp1251")
    scores = {o: choice.count(o) for o in opts}
    w = top(scores)
    assert w == "Пікнік у Карпатах"
    allc = dict(scores)
    allc[dup_choice] += 3
    assert top(allc) == dup_choice
    record(name, answer="winner", winner=w, winner_aliases=[],
           candidates=opts, scores=scores,
           question="Which option for the 2026 company party wins (one vote per employee; deactivated duplicate entries excluded)",
           tool="Bitrix24 (intranet / CRM, Ukrainian interface), Списки (Lists) → list 'Голосування: корпоратив 2026' → Експорт до CSV, a Lviv trading company's staff vote",
           shape="One choice per row: list element id, name (the employee), active flag Y/N, created / modified dates, created by, department, choice, comment; three duplicate votes deactivated (N) by HR with a comment",
           format_evidence="From memory, unverified (no search done): Bitrix24 list elements carry ID / Назва / Активність / dates / Ким створено; the export dialect (Windows-1251, ';', CRLF) is my guess for a Ukrainian-language portal.",
           traps=["Three deactivated duplicate votes (Активність N, 'дубль') for Сплав по Дністру would make it win if counted.",
                  "Відділ (department, 'Відділ продажу' most common) is a text column but not the candidate.",
                  "An option label contains «» quotation marks."])


def main():
    for f in (f_yahoo, f_osta, f_eligendo, f_ysk, f_greek, f_pilkades, f_consul, f_wjx, f_1ka, f_d2l,
              f_datumprikker, f_xlstat, f_yandex, f_gnumeric, f_bitrix):
        f()
    assert len(EXPECTED) == 15
    (OUT / "expected.json").write_text(json.dumps(EXPECTED, ensure_ascii=False, indent=2, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
