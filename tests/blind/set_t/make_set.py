#!/usr/bin/env python3
"""Blind test set T: 15 synthetic exports laid out the way the named tools (or a real
user workflow around them) write them, plus sealed answers in expected.json.

Deterministic: fixed seeds, TZ pinned to UTC, fixed xlsx document properties and zip entry
times. Standard library + openpyxl only.

Usage: python make_set.py [output_dir]   (default: the directory of this script)
"""
import io
import json
import os
import random
import re
import sys
import time
import zipfile
from collections import Counter, OrderedDict

os.environ["TZ"] = "UTC"
if hasattr(time, "tzset"):
    time.tzset()

import datetime as dt  # noqa: E402

import openpyxl  # noqa: E402

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
os.makedirs(OUT, exist_ok=True)

EXPECTED = OrderedDict()
FIXED_DT = dt.datetime(2026, 5, 1, 9, 0, 0)
ZIP_TIME = (2026, 5, 1, 9, 0, 0)


def write_bytes(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)


def csv_field(v, sep, quote_all=False):
    s = "" if v is None else str(v)
    if quote_all or any(c in s for c in (sep, '"', "\n", "\r")):
        return '"' + s.replace('"', '""') + '"'
    return s


def csv_text(rows, sep=",", eol="\r\n", quote_all=False):
    return "".join(sep.join(csv_field(v, sep, quote_all) for v in r) + eol for r in rows)


def save_xlsx(wb, name):
    wb.properties.creator = "export"
    wb.properties.lastModifiedBy = "export"
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                txt = data.decode("utf-8")
                txt = re.sub(r"(<dcterms:created[^>]*>)[^<]*(<)", r"\g<1>2026-05-01T09:00:00Z\2", txt)
                txt = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(<)", r"\g<1>2026-05-01T09:00:00Z\2", txt)
                data = txt.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=ZIP_TIME)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            z.writestr(zi, data)
    write_bytes(name, out.getvalue())


def shuffled(counts, rng):
    lst = [k for k, n in counts.items() for _ in range(n)]
    rng.shuffle(lst)
    return lst


def bid_scores(maxes):
    """maxes: bidder -> highest valid bid. Score p * #bidders with max >= p."""
    vals = list(maxes.values())
    return {p: p * sum(1 for v in vals if v >= p) for p in sorted(set(vals), reverse=True)}


def check_margin(scores, rel=0.05):
    s = sorted(scores.values(), reverse=True)
    assert s[0] > s[1] * (1 + rel), (s[:3], scores)
    return max(scores, key=scores.get)


def num(x):
    return int(x) if float(x).is_integer() else round(x, 4)


def add_winner(name, winner, scores, question, tool, shape, evidence, traps, aliases=None, candidates=None):
    e = OrderedDict()
    e["answer"] = "winner"
    e["winner"] = winner
    if aliases:
        e["winner_aliases"] = aliases
    e["candidates"] = candidates or list(scores.keys())
    e["scores"] = {str(k): num(v) for k, v in scores.items()}
    e["question"] = question
    e["tool"] = tool
    e["shape"] = shape
    e["format_evidence"] = evidence
    e["traps"] = traps
    EXPECTED[name] = e


def add_ask(name, because, acceptable, scores_by_q, tool, shape, evidence, traps):
    e = OrderedDict()
    e["answer"] = "ask"
    e["ask_because"] = because
    e["acceptable"] = acceptable
    e["candidates"] = sorted({c for s in scores_by_q.values() for c in s})
    e["scores_by_question"] = {q: {c: num(v) for c, v in s.items()} for q, s in scores_by_q.items()}
    e["question"] = "several questions; the file does not say which one is meant"
    e["tool"] = tool
    e["shape"] = shape
    e["format_evidence"] = evidence
    e["traps"] = traps
    EXPECTED[name] = e


BID_Q = "Posted price p scored as p x number of bidders whose highest valid bid >= p"

# ---------------------------------------------------------------------------
# 1. Okazii.ro bid history, pasted into Excel (Romanian), CSV ';' Windows-1250
# ---------------------------------------------------------------------------
def f_okazii():
    name = "Okazii_istoric_oferte_anunt_412083776_ceas_buzunar_Doxa_argint.csv"
    B = {
        "A": "v***u (342)", "B": "c***n (57)", "C": "a***a (1208)", "D": "m***6 (19)",
        "E": "i***l (88)", "F": "d***r (4)", "G": "s***e (613)", "H": "r***u (0)",
    }
    chrono = [
        ("G", 200), ("F", 260), ("G", 350), ("E", 400), ("F", 500), ("D", 560), ("G", 650),
        ("F", 700), ("E", 800), ("F", 900), ("D", 950), ("E", 1000), ("C", 1050), ("D", 1100),
        ("E", 1200), ("D", 1310), ("B", 1350), ("C", 1400), ("H", 2400), ("B", 1500),
        ("C", 1600), ("B", 1720), ("A", 1850),
    ]
    t0 = dt.datetime(2026, 3, 8, 10, 12, 5)
    rng = random.Random(101)
    rows = []
    t = t0
    for i, (b, amt) in enumerate(chrono):
        t = t + dt.timedelta(minutes=rng.randint(40, 420), seconds=rng.randint(0, 59))
        if b == "H":
            state = "Anulată (retrasă de ofertant)"
        elif i == len(chrono) - 1:
            state = "Câștigătoare"
        else:
            state = "Depășită"
        rows.append((B[b], amt, t, state))
    rows.reverse()

    def lei(v):
        return "{:,.2f}".format(v).replace(",", "X").replace(".", ",").replace("X", ".") + " lei"

    out = [
        ["Istoric oferte", "", "", ""],
        ["Ceas de buzunar Doxa, argint 800, cca. 1920, funcțional", "", "", ""],
        ["ID anunț: 412083776", "", "", ""],
        ["Preț de pornire: 150,00 lei", "", "", ""],
        ["Licitația s-a încheiat: 14.03.2026 20:00", "", "", ""],
        ["Număr oferte: %d" % len(rows), "", "", ""],
        ["", "", "", ""],
        ["Ofertant", "Ofertă", "Data ofertei", "Stare"],
    ]
    for who, amt, t, st in rows:
        out.append([who, lei(amt), t.strftime("%d.%m.%Y %H:%M:%S"), st])
    out.append(["", "", "", ""])
    out.append(["Ofertele anulate nu sunt luate în considerare.", "", "", ""])
    # Excel's ANSI save maps the comma-below letters to the cedilla forms that Windows-1250 has
    txt = csv_text(out, ";", "\r\n").translate(str.maketrans("șțȘȚ", "şţŞŢ"))
    write_bytes(name, txt.encode("cp1250"))
    maxes = {}
    for b, amt in chrono:
        if b != "H":
            maxes[b] = max(maxes.get(b, 0), amt)
    sc = bid_scores(maxes)
    w = check_margin(sc)
    add_winner(
        name, str(w), {str(k): v for k, v in sc.items()}, BID_Q,
        "Okazii.ro (Romanian online marketplace with auctions), ended auction → 'Istoric oferte' (bid history) selected in the browser, pasted into Microsoft Excel (Romanian) and saved as 'CSV (delimitat de virgulă)' (';' list separator, ANSI = Windows-1250)",
        "Bid list, newest first, title block, one cancelled bid, several bids per bidder",
        "From memory, unverified: column titles, state words and the masked bidder names with feedback counts are my guess.",
        ["title block with item ID 412083776 and start price 150,00 lei",
         "amounts '1.850,00 lei' with '.' thousands separator and decimal comma",
         "highest listed amount 2.400,00 lei was cancelled (Anulată); that bidder has no valid bid",
         "several bids per bidder: only each bidder's highest counts",
         "'Număr oferte' count line and footer note"],
    )


# ---------------------------------------------------------------------------
# 2. Kongfz (孔夫子旧书网) auction bid record, pasted into WPS, CSV GB18030
# ---------------------------------------------------------------------------
def f_kongfz():
    name = "孔夫子旧书网_拍卖出价记录_拍品5218837_辞源正续编合订本.csv"
    B = {"a": "书***客", "b": "旧***斋", "c": "l***8", "d": "墨***香", "e": "淘***人",
         "f": "z***y", "g": "南***生"}
    chrono = [
        ("g", 60), ("f", 80), ("g", 120), ("e", 150), ("f", 200), ("d", 260), ("f", 300),
        ("c", 360), ("e", 420), ("g", 500), ("f", 600), ("d", 650), ("e", 700), ("c", 760),
        ("d", 820), ("e", 880), ("d", 960), ("b", 1000), ("g", 1500), ("c", 1050), ("b", 1080),
        ("c", 1100), ("a", 1150), ("b", 1200), ("a", 1280),
    ]
    rng = random.Random(202)
    t = dt.datetime(2026, 5, 3, 20, 5, 0)
    rows = []
    for i, (b, amt) in enumerate(chrono):
        t = t + dt.timedelta(minutes=rng.randint(30, 600), seconds=rng.randint(0, 59))
        mode = "代理出价" if rng.random() < 0.3 else "手动出价"
        if b == "g" and amt == 1500:
            st = "无效（买家撤销，客服已审核）"
        elif i == len(chrono) - 1:
            st = "领先"
        else:
            st = "出局"
        rows.append((b, amt, t, mode, st))
    rows.reverse()
    out = [
        ["拍品：民国二十四年商务印书馆《辞源》正续编合订本 精装一册", "", "", "", "", ""],
        ["拍品编号：5218837", "", "", "", "", ""],
        ["起拍价：¥50.00　加价幅度：¥10.00", "", "", "", "", ""],
        ["结束时间：2026-05-10 21:30:00　出价次数：%d" % len(rows), "", "", "", "", ""],
        ["", "", "", "", "", ""],
        ["序号", "竞买人", "出价（元）", "出价时间", "出价方式", "状态"],
    ]
    n = len(rows)
    for i, (b, amt, t, mode, st) in enumerate(rows):
        out.append([n - i, B[b], "{:,.2f}".format(amt), t.strftime("%Y-%m-%d %H:%M:%S"), mode, st])
    write_bytes(name, csv_text(out, ",", "\r\n").encode("gb18030"))
    maxes = {}
    for b, amt in chrono:
        if not (b == "g" and amt == 1500):
            maxes[b] = max(maxes.get(b, 0), amt)
    sc = bid_scores(maxes)
    w = check_margin(sc)
    add_winner(
        name, str(w), {str(k): v for k, v in sc.items()}, BID_Q,
        "孔夫子旧书网 Kongfz (Chinese second-hand book site), 拍卖区 item page '出价记录' (bid record) selected in the browser, pasted into WPS 表格 (Simplified Chinese) and saved as CSV (ANSI = GBK/GB18030)",
        "Bid list, newest first, title block, sequence number column, proxy/manual bid column, one revoked bid",
        "From memory, unverified: column titles and status words are my guess.",
        ["title block with item number, start price and increment",
         "序号 sequence column counts down from the number of bids",
         "amounts '1,280.00' with thousands comma (quoted)",
         "a 1,500.00 bid marked 无效 (revoked) is higher than the leading bid",
         "several bids per bidder: only each bidder's highest counts"],
    )


# ---------------------------------------------------------------------------
# 3. Romania AEP (prezenta/rezultatevot) per-polling-station CSV, mayor
# ---------------------------------------------------------------------------
def f_aep():
    name = "pv_final_uat_DEALU_FRASINULUI_VL_primar_2024-06-09.csv"
    cands = ["MUNTEANU ELENA", "ȘTEFĂNESCU DORIN", "POPA VASILE", "GHEORGHIU ANA-MARIA", "LUCA CONSTANTIN"]
    votes = [
        [412, 355, 120, 60, 22],
        [298, 310, 95, 41, 18],
        [380, 260, 140, 55, 30],
        [225, 240, 88, 33, 12],
        [510, 330, 101, 70, 25],
    ]
    stations = [
        (512, "Școala Gimnazială Nr. 1 Dealu Frasinului", "R", 1710),
        (513, "Căminul Cultural Dealu Frasinului", "R", 1380),
        (514, "Școala Primară Frasinu de Sus", "R", 1495),
        (515, "Grădinița cu Program Normal Valea Mare", "R", 1120),
        (516, "Școala Gimnazială Nr. 2 Cotești", "R", 1820),
    ]
    head = ["precinct_county_name", "precinct_county_nce", "precinct_name", "precinct_nr", "uat_name",
            "uat_siruta", "precinct_medium", "a", "a1", "a2", "b", "b1", "b2", "b3", "c", "d", "e", "f",
            "h", "i"] + [c + "-voturi" for c in cands]
    rows = [head]
    rng = random.Random(303)
    for (nr, pname, med, a), v in zip(stations, votes):
        e = sum(v)
        f = rng.randint(15, 40)
        b = e + f
        b2 = rng.randint(5, 20)
        b3 = rng.randint(0, 12)
        b1 = b - b2 - b3
        c = a + 100
        d = c - b
        rows.append(["VÂLCEA", 39, pname, nr, "DEALU FRASINULUI", 168921, med, a, a, 0, b, b1, b2, b3,
                     c, d, e, f, 0, 0] + v)
    write_bytes(name, csv_text(rows, ",", "\n").encode("utf-8"))
    tot = {c: sum(v[i] for v in votes) for i, c in enumerate(cands)}
    w = check_margin(tot)
    add_winner(
        name, w, tot, "Who won the mayoral (primar) election in the commune?",
        "Autoritatea Electorală Permanentă (AEP, Romania), rezultatevot.ro → alegeri locale 2024 → primar → 'Descarcă CSV' procese-verbale finale per secție, cut to one (invented) commune",
        "Count table per unit: one row per polling station (secție) with county, station name and number, UAT, SIRUTA code, environment and the protocol fields a–i, then one '<NAME>-voturi' column per candidate",
        "From memory, unverified: the protocol letters follow the paper protocol; the column names and the '-voturi' suffix are my recollection.",
        ["protocol fields a, b, c, d, e (valid votes), f (null votes) are large numbers that are not candidates",
         "county code and SIRUTA code columns",
         "the runner-up wins two of the five stations",
         "candidate columns carry a '-voturi' suffix"],
        aliases=[w + "-voturi"],
    )


# ---------------------------------------------------------------------------
# 4. SERVEL Chile, results per mesa, xlsx, two sheets
# ---------------------------------------------------------------------------
def f_servel():
    name = "SERVEL_Resultados_por_mesa_Alcaldes_2024_Comuna_Los_Quillayes.xlsx"
    cands = [
        (1, "A", "PACTO RIBERA SUR", "PARTIDO REGIONAL DEL MAULE", "JORGE LUIS ARAVENA TAPIA", 0.27),
        (2, "A", "PACTO RIBERA SUR", "INDEPENDIENTE", "GLORIA DEL CARMEN ROJAS PIZARRO", 0.14),
        (3, "B", "PACTO NUEVO RUMBO", "MOVIMIENTO CIUDADANO DEL VALLE", "MARCELA ANDREA FUENTES SOTO", 0.38),
        (4, "", "CANDIDATURA INDEPENDIENTE", "INDEPENDIENTE", "CRISTIAN PATRICIO MUÑOZ LEIVA", 0.21),
    ]
    locales = [("ESCUELA BÁSICA LOS QUILLAYES", ["1", "2", "3", "4V", "5M"]),
               ("LICEO BICENTENARIO SAN ISIDRO", ["6", "7", "8", "9", "10"])]
    rng = random.Random(404)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Alcaldes"
    ws.append(["ELECCIONES MUNICIPALES 2024 - ALCALDES - RESULTADOS POR MESA (TER)"])
    ws.append(["Comuna: LOS QUILLAYES - Región: DEL MAULE"])
    ws.append([])
    ws.append(["Región", "Provincia", "Comuna", "Circunscripción Electoral", "Local", "Mesa",
               "Mesas Fusionadas", "Electores", "Nro. en voto", "Lista", "Pacto", "Partido",
               "Candidato", "Votos TER"])
    tot = Counter()
    for local, mesas in locales:
        for m in mesas:
            electores = rng.randint(310, 360)
            turnout = int(electores * rng.uniform(0.78, 0.88))
            nul = rng.randint(4, 12)
            blank = rng.randint(2, 8)
            valid = turnout - nul - blank
            ws_ = [c[5] * rng.uniform(0.85, 1.15) for c in cands]
            s = sum(ws_)
            vs = [int(valid * x / s) for x in ws_]
            fus = ""
            if m == "4V":
                fus = "4V-4"
            if m == "5M":
                fus = "5M-5"
            for c, v in zip(cands, vs):
                ws.append(["DEL MAULE", "TALCA", "LOS QUILLAYES", "LOS QUILLAYES", local, m, fus, electores,
                           c[0], c[1], c[2], c[3], c[4], v])
                tot[c[4]] += v
            ws.append(["DEL MAULE", "TALCA", "LOS QUILLAYES", "LOS QUILLAYES", local, m, fus, electores,
                       None, None, None, None, "VOTOS NULOS", nul])
            ws.append(["DEL MAULE", "TALCA", "LOS QUILLAYES", "LOS QUILLAYES", local, m, fus, electores,
                       None, None, None, None, "VOTOS EN BLANCO", blank])
    ws2 = wb.create_sheet("Notas")
    for r in [["Servicio Electoral de Chile - SERVEL"],
              ["Elecciones Municipales 26 y 27 de octubre de 2024"],
              ["Resultados según actas del Tribunal Electoral Regional (TER) del Maule"],
              ["Votos TER: votación según escrutinio del TER; VOTOS NULOS y VOTOS EN BLANCO no se asignan a candidaturas."],
              ["Mesas Fusionadas: mesas que funcionaron unidas en la misma urna."],
              ["Fecha de generación: 15-11-2024 10:42"]]:
        ws2.append(r)
    save_xlsx(wb, name)
    scores = {c[4]: tot[c[4]] for c in cands}
    w = check_margin(scores, 0.15)
    add_winner(
        name, w, scores, "Who won the mayoral (alcalde) election in the commune?",
        "SERVEL (Servicio Electoral de Chile), Elecciones Municipales 2024 → resultados por mesa, Alcaldes, Excel download, cut to one (invented) commune",
        "Long format unit/candidate/votes in a workbook: 'Alcaldes' (title block, one row per mesa and candidate with region, province, commune, local, mesa, fused mesas, electors, ballot number, list, pact, party, candidate, votes; VOTOS NULOS and VOTOS EN BLANCO pseudo-rows) and 'Notas'",
        "From memory, unverified: column titles and sheet layout are my guess.",
        ["two title rows and a blank row above the header",
         "Electores and Nro. en voto are numbers that are not votes",
         "VOTOS NULOS and VOTOS EN BLANCO pseudo-candidate rows",
         "the same candidate on many rows (one per mesa): votes must be summed",
         "Notas sheet"],
    )


# ---------------------------------------------------------------------------
# 5. FoxPro 2.6 for DOS, LIST TO FILE, CP852, fixed width
# ---------------------------------------------------------------------------
def f_foxpro():
    name = "HLASY.TXT"
    rng = random.Random(505)
    surn = ["Dvořák", "Novák", "Svoboda", "Černý", "Procházka", "Kučera", "Veselý", "Horák", "Němec",
            "Pokorný", "Marek", "Pospíšil", "Hájek", "Jelínek", "Král", "Růžička", "Beneš", "Fiala",
            "Sedláček", "Doležal", "Zeman", "Kolář", "Navrátil", "Čermák", "Vaněk", "Urban", "Blažek",
            "Kříž", "Kovář", "Bartoš", "Vlček", "Polák", "Musil", "Kopecký", "Šimek", "Konečný",
            "Malý", "Holub", "Štěpánek", "Kadlec", "Dostál", "Soukup", "Šťastný", "Mareš", "Moravec",
            "Sýkora", "Tichý", "Valenta", "Vávra", "Matoušek", "Říha", "Bláha", "Šebesta", "Ševčík",
            "Hruška", "Bureš", "Hrubý"]
    given = ["Jan", "Petr", "Josef", "Pavel", "Jiří", "Martin", "Tomáš", "Jaroslav", "Miroslav", "Zdeněk",
             "Václav", "Karel", "Lukáš", "Jana", "Marie", "Eva", "Hana", "Lenka", "Věra", "Alena"]
    valid = {"Třeboň": 19, "Telč": 15, "Lednice": 12, "Kutná Hora": 8}
    choices = shuffled(valid, rng)
    members = list(range(101, 101 + 57))
    rng.shuffle(members)
    recs = []  # (member, choice, valid, deleted)
    for m, ch in zip(members[:54], choices):
        recs.append([m, ch, True, False])
    for m in members[54:57]:
        recs.append([m, "Lednice", False, False])
    rng.shuffle(recs)
    # 4 superseded (deleted) earlier records for Telč, by members whose later valid vote is elsewhere
    revoters = [r for r in recs if r[2] and r[1] != "Telč"][:4]
    final = []
    for r in recs:
        if any(r is x for x in revoters):
            final.append([r[0], "Telč", True, True])
        final.append(r)
    names = {}
    for m in sorted(members):
        names[m] = (surn[(m * 7) % len(surn)], given[(m * 3) % len(given)])
    lines = ["", "Record#  CISLO_CL PRIJMENI        JMENO      VOLBA        DATUM    PLATNY"]
    d0 = dt.date(2026, 3, 2)
    for i, (m, ch, ok, dele) in enumerate(final, 1):
        d = d0 + dt.timedelta(days=min(i // 4, 12))
        pr, jm = names[m]
        lines.append("%7d %s%8d %-15s %-10s %-12s %s %s" % (
            i, "*" if dele else " ", m, pr, jm, ch, d.strftime("%d.%m.%y"), ".T." if ok else ".F."))
    txt = "\r\n".join(lines) + "\r\n"
    write_bytes(name, txt.encode("cp852"))
    scores = dict(valid)
    w = check_margin(scores, 0.15)
    add_winner(
        name, w, scores, "Which destination did the members choose for the annual trip (zájezd)?",
        "FoxPro 2.6 for DOS (Czech volunteer fire brigade's member database), USE HLASY / SET DATE GERMAN / LIST TO FILE HLASY.TXT with SET DELETED OFF",
        "One choice per row: dBASE-style LIST output with Record#, member number, surname, first name, choice, date and a logical PLATNY (valid) field; deleted records flagged with '*' after the record number",
        "From memory, unverified: LIST writes a header line of field names, the record number right-aligned in a 7-wide column and '*' for records marked for deletion; the field layout is invented.",
        ["records marked '*' are deleted: earlier votes of members who voted again (same CISLO_CL appears twice)",
         "PLATNY .F. rows are invalid votes",
         "Record# and CISLO_CL numeric columns",
         "DOS code page 852, fixed width, leading blank line",
         "counting every row gives a tie between the top two"],
    )


# ---------------------------------------------------------------------------
# 6. Hotjar survey responses (ask)
# ---------------------------------------------------------------------------
def f_hotjar():
    name = "hotjar_survey_responses_Visitor_feedback_Harbour_Maritime_Museum_2026-04-30.csv"
    rng = random.Random(606)
    q1 = "Which past exhibition would you most like us to bring back?"
    q2 = "Which late-opening evening would you be most likely to attend?"
    q3 = "How would you rate your visit? (1-5)"
    q4 = "Anything else you'd like to tell us?"
    c1 = {"The Lighthouse Keepers": 31, "Shipwrecks of the Atlantic Coast": 22,
          "Emigrant Voyages 1845–1900": 18, "Fishing Villages in Photographs": 11,
          "Currachs and Hookers": 5, "": 3}
    c2 = {"Friday until 21:00": 38, "Saturday until 22:00": 27, "Thursday until 21:00": 19, "": 6}
    a1 = shuffled(c1, rng)
    a2 = shuffled(c2, rng)
    n = len(a1)
    countries = ["Ireland"] * 6 + ["United Kingdom"] * 2 + ["Germany", "France", "United States", "Spain"]
    devices = [("Mobile", "Safari", "iOS"), ("Mobile", "Chrome", "Android"), ("Desktop", "Chrome", "Windows"),
               ("Desktop", "Safari", "Mac OS X"), ("Tablet", "Safari", "iOS"), ("Desktop", "Firefox", "Windows")]
    comments = ["", "", "", "Loved the café.", "More seating in the upper gallery please.", "",
                "Audio guide kept cutting out.", "", "Great for kids!", "Parking was difficult.", ""]
    urls = ["https://www.example.org/visit", "https://www.example.org/exhibitions",
            "https://www.example.org/whats-on", "https://www.example.org/"]
    head = ["Number", "User", "Date Submitted", "Country", "Source URL", "Device", "Browser", "OS",
            "Hotjar User ID", q1, q2, q3, q4]
    rows = [head]
    t = dt.datetime(2026, 4, 1, 8, 0, 0)
    for i in range(n):
        t = t + dt.timedelta(minutes=rng.randint(20, 700))
        d = rng.choice(devices)
        uid = "%08x" % rng.getrandbits(32)
        rows.append([i + 1, "anonymous", t.strftime("%Y-%m-%d %H:%M:%S"), rng.choice(countries),
                     rng.choice(urls), d[0], d[1], d[2], uid, a1[i], a2[i],
                     rng.choice([5, 5, 4, 4, 4, 3, 2, ""]), rng.choice(comments)])
    rows = [rows[0]] + rows[1:][::-1]
    write_bytes(name, csv_text(rows, ",", "\r\n").encode("utf-8"))
    s1 = {k: v for k, v in c1.items() if k}
    s2 = {k: v for k, v in c2.items() if k}
    add_ask(
        name,
        "Two single-choice questions (exhibition to bring back, late-opening evening) with different option lists; nothing in the file marks one as the vote.",
        {q1: max(s1, key=s1.get), q2: max(s2, key=s2.get)},
        {q1: s1, q2: s2},
        "Hotjar (website feedback / survey tool), Surveys → survey → Responses → Download CSV, a maritime museum's on-site survey",
        "Multi-question survey, one row per response: number, user, submit time, country, source URL, device, browser, OS, Hotjar user id, two single-choice questions, a 1–5 rating and a comment",
        "From memory, unverified: the metadata column titles are my recollection.",
        ["two choice questions", "1-5 rating column", "Number column (newest first)",
         "blank answers (question skipped)", "en dash in an option label"],
    )


# ---------------------------------------------------------------------------
# 7. Vyplnto.cz export via Excel 2011 for Mac (Czech), CSV (Macintosh)
# ---------------------------------------------------------------------------
def f_vyplnto():
    name = "Vyplnto_export_dotaznik_38117_Sportovni_den.csv"
    rng = random.Random(707)
    opts = OrderedDict([("Florbal", 33), ("Přehazovaná", 18), ("Štafeta", 29), ("Skok daleký", 12),
                        ("Přetahování lanem", 27), ("Vybíjená", 41)])
    n = 64
    chosen = {o: set(rng.sample(range(n), k)) for o, k in opts.items()}
    classes = ["6.A", "6.B", "7.A", "7.B", "8.A", "8.B", "9.A", "9.B"]
    ideas = ["", "", "", "", "", "Lukostřelba", "Fotbal učitelé vs. žáci", "", "Petanque", "", ""]
    row1 = ["ID odpovědi", "Datum vyplnění", "Doba vyplňování", "1. Třída",
            "2. Které disciplíny chcete na sportovním dni? (můžete zvolit více možností)"] + [""] * (len(opts) - 1) + ["3. Máte jiný nápad?"]
    row2 = ["", "", "", ""] + list(opts) + [""]
    rows = [row1, row2]
    t = dt.datetime(2026, 5, 11, 7, 40)
    rid = 884210
    for i in range(n):
        rid += rng.randint(1, 3)
        t = t + dt.timedelta(minutes=rng.randint(2, 45))
        dur = rng.randint(35, 400)
        rows.append([rid, t.strftime("%d.%m.%Y %H:%M"),
                     "%d:%02d" % (dur // 60, dur % 60), rng.choice(classes)]
                    + [1 if i in chosen[o] else 0 for o in opts] + [rng.choice(ideas)])
    rows.append(["Celkem", "", "", ""] + [opts[o] for o in opts] + [""])
    txt = csv_text(rows, ";", "\r")
    write_bytes(name, txt.encode("mac_latin2"))
    scores = dict(opts)
    w = check_margin(scores, 0.15)
    add_winner(
        name, w, scores, "Which discipline do most respondents want at the sports day (multi-select)?",
        "Vyplnto.cz (Czech online survey service), dotazník → Výsledky → Export (CSV), opened in Microsoft Excel 2011 for Mac (Czech) by the teacher, a 'Celkem' row added, and saved as 'CSV (Macintosh)'",
        "One column per option: two header rows (question numbers/text over the option labels), response id, date, duration, class, six 0/1 tick columns, a free-text column; a teacher-added Celkem (total) row at the bottom",
        "From memory, unverified: Vyplnto's column layout is my guess; Excel for Mac 'CSV (Macintosh)' writes the Mac code page (here Mac Central European) with CR line ends, ';' from the Czech list separator.",
        ["Mac Central European encoding with CR-only line ends",
         "two header rows: option labels only in the second",
         "Celkem totals row at the bottom",
         "response ID column with large numbers",
         "respondents may tick several options"],
    )


# ---------------------------------------------------------------------------
# 8. Croodle participants table, pasted into Excel, saved as Unicode text
# ---------------------------------------------------------------------------
def f_croodle():
    name = "Croodle_Abschlussgrillen_Volleyball_Hobbygruppe_Teilnehmer.txt"
    rng = random.Random(808)
    slots = [("Fr., 19.06.2026", "17:00"), ("Fr., 19.06.2026", "19:00"), ("Sa., 20.06.2026", "16:00"),
             ("Fr., 26.06.2026", "18:00"), ("Sa., 27.06.2026", "15:00"), ("Sa., 27.06.2026", "18:00")]
    people = ["Anja", "Bernd K.", "Carola", "Deniz", "Elke Schütz", "Frank", "Gül", "Hannes", "Iris",
              "Jörg", "Katrin W.", "Lars", "Mia", "Nils"]
    # target (ja, vielleicht) per slot
    target = [(5, 3), (6, 2), (11, 2), (7, 4), (4, 3), (8, 3)]
    grid = {p: [None] * len(slots) for p in people}
    for j, (ja, vl) in enumerate(target):
        order = people[:]
        rng.shuffle(order)
        for k, p in enumerate(order):
            grid[p][j] = "Ja" if k < ja else ("Vielleicht" if k < ja + vl else "Nein")
    grid["Frank"][4] = ""  # did not answer this slot
    hdr1 = [""]
    prev = None
    for d, _ in slots:
        hdr1.append(d if d != prev else "")
        prev = d
    hdr2 = [""] + [tm for _, tm in slots]
    rows = [hdr1, hdr2] + [[p] + grid[p] for p in people]
    txt = "".join("\t".join(r) + "\r\n" for r in rows)
    write_bytes(name, b"\xff\xfe" + txt.encode("utf-16-le"))
    labels = ["%s %s" % s for s in slots]
    yes = {labels[j]: sum(1 for p in people if grid[p][j] == "Ja") for j in range(len(slots))}
    maybe = {labels[j]: sum(1 for p in people if grid[p][j] == "Vielleicht") for j in range(len(slots))}
    w = check_margin(yes, 0.2)
    yw = {k: yes[k] + maybe[k] for k in yes}
    assert max(yw, key=yw.get) == w
    add_winner(
        name, "Sa., 20.06.2026 16:00", yes, "Which date/time suits most participants (Ja answers; Vielleicht as tiebreak)?",
        "Croodle (open-source encrypted date poll, e.g. the instances run by German associations), poll page → participants table selected in Firefox, pasted into Microsoft Excel (German) and saved as 'Unicode-Text (*.txt)'",
        "Scheduling poll: participants as rows, one column per slot under two header rows (date, shown once for slots on the same day, then time), answers Ja / Vielleicht / Nein, one blank answer",
        "From memory, unverified: Croodle has no file export that I know of; the copy-paste layout with the day only above the first of its slots (merged header cell) is my guess.",
        ["date row names each day only once (two days have two slots)",
         "time in a second header row",
         "Vielleicht answers", "one empty answer",
         "UTF-16 LE with BOM, tab separated"],
        aliases=["Sa., 20.06.2026", "20.06.2026", "2026-06-20", "20.06.2026 16:00", "Sa., 20.06.2026, 16:00"],
        candidates=labels,
    )
    EXPECTED[name]["scores_maybe"] = maybe


# ---------------------------------------------------------------------------
# 9. KNIME CSV Writer, long format voter/option/points (Dutch, windows-1252)
# ---------------------------------------------------------------------------
def f_knime():
    name = "ideeenbus_2026_puntenverdeling_knime.csv"
    ideas = [("IDEE-01", "Fietsenstalling overdekken", 3), ("IDEE-02", "Gezonde lunch op vrijdag", 4),
             ("IDEE-03", "Stiltecabines op de werkvloer", 2), ("IDEE-04", "Zonnepanelen op het dak", 7),
             ("IDEE-05", "Moestuin op het terrein", 2), ("IDEE-06", "Thuiswerkbudget verhogen", 5),
             ("IDEE-07", "Laadpalen op de parkeerplaats", 3)]
    depts = ["Financiën", "Logistiek", "Klantenservice", "ICT", "Productie", "HR & Communicatie"]
    for seed in range(909, 999):
        rng = random.Random(seed)
        rows = []
        tot = Counter()
        bad = Counter()
        stem = 3100
        t = dt.datetime(2026, 2, 9, 8, 30)
        for emp in range(46):
            stem += rng.randint(1, 4)
            t = t + dt.timedelta(minutes=rng.randint(5, 160), seconds=rng.randint(0, 59))
            invalid = emp in (7, 22, 38)
            total = 12 if invalid else 10
            k = rng.randint(1, 4)
            picks = rng.sample(ideas, k) if not invalid else [ideas[5]]
            pts = [1] * k if not invalid else [12]
            rest = total - sum(pts)
            while rest > 0:
                j = rng.choices(range(len(picks)), weights=[p[2] for p in picks])[0]
                pts[j] += 1
                rest -= 1
            mnr = "M%05d" % (10000 + (emp * 137) % 8000)
            dep = rng.choice(depts)
            for p, v in zip(picks, pts):
                rows.append([stem, mnr, dep, p[0], p[1], v, t.strftime("%Y-%m-%dT%H:%M:%S"),
                             "ongeldig (meer dan 10 punten)" if invalid else "geldig"])
                (bad if invalid else tot)[p[1]] += v
        s = sorted(tot.values(), reverse=True)
        w = max(tot, key=tot.get)
        naive = tot + bad
        if s[0] > 1.15 * s[1] and w == "Zonnepanelen op het dak" and max(naive, key=naive.get) != w:
            break
    else:
        raise SystemExit("knime: no seed")
    out = [["row ID", "stem_id", "medewerker_nr", "afdeling", "idee_code", "idee_titel", "punten",
            "ingediend_op", "status"]]
    for i, r in enumerate(rows):
        out.append(["Row%d" % i] + r)
    write_bytes(name, csv_text(out, ",", "\r\n").encode("cp1252"))
    scores = {p[1]: tot[p[1]] for p in ideas}
    add_winner(
        name, w, scores, "Which idea received the most points from valid ballots (10 points per employee)?",
        "KNIME Analytics Platform 5 (Windows, Dutch company), workflow joining the intranet's ballot tables → CSV Writer node with 'Write row ID' ticked and the file encoding left at the OS default (windows-1252)",
        "Long format voter/option/points: one row per (ballot, idea) with KNIME's row ID, ballot id, employee number, department, idea code, idea title, points, ISO timestamp and a status (geldig / ongeldig)",
        "From memory, unverified: KNIME's CSV Writer writes a 'row ID' first column when asked; the data columns are invented.",
        ["three ballots marked 'ongeldig (meer dan 10 punten)' put 12 points on one idea; counting them changes the winner",
         "row ID column 'Row0…'", "stem_id and medewerker_nr id columns",
         "points must be summed, not rows counted",
         "idee_code and idee_titel both name the option"],
        aliases=[dict((p[1], p[0]) for p in ideas)[w]],
    )
    EXPECTED[name]["scores_including_invalid"] = dict(naive)


# ---------------------------------------------------------------------------
# 10. sc (Unix spreadsheet calculator) W(rite) output, KOI8-R
# ---------------------------------------------------------------------------
def f_sc():
    name = "konkurs_chtecov_2026.txt"
    judges = ["Петрова", "Ковалёв", "Сергеева", "Ильин", "Жукова"]
    data = [
        ("Соколова Анна", [9, 8.5, 9, 9.5, 9]),
        ("Лебедев Артём", [8, 8.5, 8, 9, 8.5]),
        ("Морозова Дарья", [8.5, 8.5, None, 8.5, 8]),
        ("Волков Илья", [7, 7.5, 8, 7, 7.5]),
        ("Новикова Полина", [8, 7.5, 8.5, 8, 8]),
        ("Кузнецов Егор", [6.5, 7, 7, 7.5, 6]),
    ]
    means = {n: sum(x for x in s if x is not None) / sum(1 for x in s if x is not None) for n, s in data}
    sums = {n: sum(x for x in s if x is not None) for n, s in data}
    place = {n: i + 1 for i, n in enumerate(sorted(means, key=means.get, reverse=True))}
    W0 = 20
    W = 10

    def r(v):
        return ("%.2f" % v).rjust(W) if v is not None else " " * W

    lines = ["Конкурс чтецов \"Весенние голоса\" - районная библиотека, 18.04.2026",
             "Оценки жюри (10-балльная шкала)", ""]
    lines.append("Участник".ljust(W0) + "".join(j.rjust(W) for j in judges) + "Сумма".rjust(W)
                 + "Среднее".rjust(W) + "Место".rjust(W))
    for n, s in data:
        lines.append(n.ljust(W0) + "".join(r(x) for x in s) + r(sums[n]) + r(means[n]) + r(place[n]))
    lines.append("")
    lines.append("Ильин не оценивал Морозову Д. (родственница). Среднее - по выставленным оценкам.")
    txt = "\n".join(x.rstrip() for x in lines) + "\n"
    write_bytes(name, txt.encode("koi8_r"))
    w = check_margin(means, 0.05)
    assert max(sums, key=sums.get) == w
    add_winner(
        name, w, {k: round(v, 4) for k, v in means.items()},
        "Who won the reading contest (highest average jury score)?",
        "sc (the Unix spreadsheet calculator) on an old Linux PC with a KOI8-R locale, a district library's reading-contest jury sheet, W(rite) command → plain text file",
        "Rating grid: title lines, participants as rows, one column per judge (scores with sc's default 2 decimals), Сумма, Среднее and Место columns; one judge abstained for one participant (blank cell); a footnote",
        "From memory, unverified: sc's W command writes the displayed values as fixed-width text, default column width 10 and 2 decimals; the sheet itself is invented.",
        ["KOI8-R encoding", "fixed width, no separators",
         "Место (place) column where lower is better",
         "Сумма and Среднее summary columns", "one blank score (abstention) lowers that participant's sum",
         "footnote line"],
    )
    EXPECTED[name]["scores_sum"] = sums


# ---------------------------------------------------------------------------
# 11. Trello board CSV export (votes per card)
# ---------------------------------------------------------------------------
def f_trello():
    name = "xK3pQ7aL - clubhouse-refit-ideas.csv"
    lists = {"Read me": "6612a0c1e4b0a1f2c3d40001", "Ideas": "6612a0c1e4b0a1f2c3d40002",
             "Parked": "6612a0c1e4b0a1f2c3d40003"}
    cards = [
        ("How to vote – read me first", "Read me", "Use the Vote button on the card(s) you support. One vote per card per member. Voting closes 31 May.", "", 0, 6, False),
        ("New nets with a roof", "Ideas", "Two-lane covered nets behind the pavilion so juniors can train in the rain.", "Facilities", 23, 9, False),
        ("Bigger bar and kitchen", "Ideas", "Knock through to the store room; new fryer and fridges.", "Bar", 18, 14, False),
        ("Solar panels on the pavilion roof", "Ideas", "Quote from a local installer attached.", "Facilities", 15, 5, False),
        ("Replace the scoreboard with an electronic one", "Ideas", "LED board, controllable from a phone.", "Facilities", 12, 31, False),
        ("Junior changing room", "Ideas", "Separate changing room for under-18s.", "Safeguarding", 9, 3, False),
        ("Live-stream camera for 1st XI games", "Ideas", "", "Media", 4, 2, False),
        ("Bar extension", "Parked", "Merged into 'Bigger bar and kitchen' – please vote there.", "Bar", 3, 4, True),
    ]
    head = ["Card ID", "Card Name", "Card URL", "Card Description", "Labels", "Members", "Due Date",
            "Start Date", "Attachment Count", "Attachment Links", "Checklist Item Total Count",
            "Checklist Item Completed Count", "Vote Count", "Comment Count", "Last Activity Date",
            "List ID", "List Name", "Board ID", "Board Name", "Archived"]
    rows = [head]
    rng = random.Random(1111)
    members = ["Tom Harding (tomharding7)", "Priya Shah (priyashah_cc)", "Gareth Llewellyn (gllew)"]
    for i, (cn, ln, desc, lab, votes, com, arch) in enumerate(cards):
        cid = "6612a1%018x" % rng.getrandbits(72)
        short = "".join(rng.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(8))
        slug = re.sub(r"[^a-z0-9]+", "-", cn.lower()).strip("-")
        url = "https://trello.com/c/%s/%d-%s" % (short, i + 1, slug)
        att = rng.randint(0, 2) if i else 0
        links = " ".join("https://trello.com/1/cards/%s/attachments/%024x/download/file%d.pdf" % (cid, rng.getrandbits(96), k) for k in range(att))
        ck = rng.choice([0, 0, 3, 5])
        labs = "%s (%s)" % (lab, {"Facilities": "green", "Bar": "orange", "Safeguarding": "red", "Media": "blue"}[lab]) if lab else ""
        last = dt.datetime(2026, 5, rng.randint(2, 30), rng.randint(7, 22), rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 999) * 1000)
        rows.append([cid, cn, url, desc, labs, rng.choice(members), "", "", att, links, ck,
                     rng.randint(0, ck), votes, com, last.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (last.microsecond // 1000),
                     lists[ln], ln, "6612a0b7e4b0a1f2c3d3ffff", "Clubhouse refit ideas 2026", "true" if arch else "false"])
    write_bytes(name, csv_text(rows, ",", "\n").encode("utf-8"))
    scores = {c[0]: c[4] for c in cards if c[1] == "Ideas"}
    w = check_margin(scores, 0.15)
    add_winner(
        name, w, scores, "Which clubhouse-refit idea got the most votes?",
        "Trello (Atlassian), board menu → Print, export and share → Export as CSV (Premium), a cricket club's clubhouse-refit idea board with the Voting Power-Up",
        "Ready-made counts: one row per card with card id, name, URL, description, labels, members, dates, attachment and checklist counts, Vote Count, Comment Count, list, board and an Archived flag",
        "From memory, unverified (one search found nothing on the CSV columns): the column list is my recollection of Trello's CSV export; the file name pattern '<shortLink> - <board-slug>' follows the JSON export.",
        ["Comment Count is larger than Vote Count on one card",
         "instructions card in the 'Read me' list with 0 votes",
         "archived card (merged duplicate) in the 'Parked' list",
         "attachment and checklist count columns",
         "long hex Card ID / List ID / Board ID columns"],
    )


# ---------------------------------------------------------------------------
# 12. CreativeSurvey (Japanese), 1st/2nd/3rd rank columns, Shift_JIS
# ---------------------------------------------------------------------------
def f_creativesurvey():
    name = "CreativeSurvey_回答データ_社内運動会_種目アンケート_20260520.csv"
    opts = ["綱引き", "リレー", "玉入れ", "大縄跳び", "借り物競争", "パン食い競争"]
    weights = [3.0, 5.5, 1.6, 2.6, 2.2, 1.3]
    depts = ["営業部", "総務部", "開発部", "製造部", "品質保証部", "経理部"]
    for seed in range(1212, 1400):
        rng = random.Random(seed)
        resp = []
        for i in range(76):
            rem = opts[:]
            ws_ = weights[:]
            rk = []
            for _ in range(3):
                j = rng.choices(range(len(rem)), weights=ws_)[0]
                rk.append(rem.pop(j))
                ws_.pop(j)
            status = "途中" if i in (9, 33, 51, 70) else "完了"
            if status == "途中":
                rk = rk[:rng.choice([0, 1])] + [""] * (3 - len(rk[:1]))
                rk = (rk + ["", "", ""])[:3]
            resp.append((status, rk))
        borda = Counter()
        first = Counter()
        for st, rk in resp:
            if st != "完了":
                continue
            for pos, o in enumerate(rk):
                borda[o] += 3 - pos
            first[rk[0]] += 1
        bs = sorted(borda.values(), reverse=True)
        fs = sorted(first.values(), reverse=True)
        if (max(borda, key=borda.get) == max(first, key=first.get) == "リレー"
                and bs[0] > 1.15 * bs[1] and fs[0] > 1.3 * fs[1]):
            break
    else:
        raise SystemExit("creativesurvey: no seed")
    qt = "Q1. 運動会で実施したい種目を3つ選び、順位をつけてください。"
    head = ["回答ID", "回答開始日時", "回答完了日時", "回答ステータス", "IPアドレス", "ユーザーエージェント",
            "部署", qt + " 第1位", qt + " 第2位", qt + " 第3位", "Q2. その他ご意見・ご要望"]
    rows = [head]
    t = dt.datetime(2026, 5, 12, 9, 0)
    cm = ["", "", "", "雨天時の対応を決めてほしい", "", "お弁当が出ると嬉しいです", "", "", "子ども連れ参加可にしてほしい"]
    uas = ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
           "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1"]
    for i, (st, rk) in enumerate(resp):
        t = t + dt.timedelta(minutes=rng.randint(3, 190), seconds=rng.randint(0, 59))
        end = (t + dt.timedelta(seconds=rng.randint(40, 300))).strftime("%Y/%m/%d %H:%M:%S") if st == "完了" else ""
        rows.append([5530001 + i, t.strftime("%Y/%m/%d %H:%M:%S"), end, st,
                     "198.51.100.%d" % rng.randint(2, 250), rng.choice(uas), rng.choice(depts)]
                    + rk + [rng.choice(cm) if st == "完了" else ""])
    write_bytes(name, csv_text(rows, ",", "\r\n", quote_all=True).encode("cp932"))
    scores = {o: borda[o] for o in opts}
    add_winner(
        name, "リレー", scores,
        "Which event should the company sports day include (ranking; Borda 3-2-1 over completed responses, first preferences agree)?",
        "CreativeSurvey (クリエイティブサーベイ, Japanese online survey tool), 回答データ → CSVダウンロード (文字コード Shift_JIS), a company's sports-day event survey",
        "Ranking with 1st/2nd/3rd choice columns: one row per response with response id, start/finish time, status (完了 / 途中), IP, user agent, department, three rank columns ('… 第1位/第2位/第3位') and a free-text column",
        "From memory, unverified: column titles are my guess; every field quoted.",
        ["rank columns named by the same long question text plus 第n位",
         "途中 (incomplete) responses with missing ranks",
         "回答ID numeric id column", "IP and user-agent metadata columns",
         "Shift_JIS (CP932), every field quoted"],
    )
    EXPECTED[name]["scores_first_preferences"] = {o: first[o] for o in opts}


# ---------------------------------------------------------------------------
# 13. SurveyPlanet, multi-select joined in one cell (UTF-8 BOM)
# ---------------------------------------------------------------------------
def f_surveyplanet():
    name = "SurveyPlanet_Responses_Listener_Survey_2026_Bay_Community_Radio.csv"
    rng = random.Random(1313)
    opts = OrderedDict([("Local sport live", 38), ("Morning breakfast news", 31), ("Country & folk", 27),
                        ("First Nations voices", 22), ("Kids' hour", 14), ("Metal & punk night", 9)])
    n = 70
    chosen = {o: set(rng.sample(range(n), k)) for o, k in opts.items()}
    others = {5: "Other: Gardening talkback", 17: "Other: Trivia night", 40: "Other: Gardening talkback"}
    q1 = "1. Which new programmes would you listen to? (select all that apply)"
    q2 = "2. How many hours a week do you listen to Bay FM?"
    q3 = "3. Any other comments?"
    head = ["Response #", "Started", "Completed", "Time Taken", "IP Address", q1, q2, q3]
    rows = [head]
    t = dt.datetime(2026, 3, 2, 7, 5)
    comments = ["", "", "Keep up the good work!", "", "More local news please", "", "Signal drops near the highway", ""]
    for i in range(n):
        t = t + dt.timedelta(minutes=rng.randint(10, 400), seconds=rng.randint(0, 59))
        sel = [o for o in opts if i in chosen[o]]
        if i in others:
            sel.append(others[i])
        took = rng.randint(45, 420)
        rows.append([i + 1, t.strftime("%d/%m/%Y %I:%M %p"),
                     (t + dt.timedelta(seconds=took)).strftime("%d/%m/%Y %I:%M %p"),
                     "%dm %ds" % (took // 60, took % 60), "203.0.113.%d" % rng.randint(1, 254),
                     ", ".join(sel), rng.choice([2, 5, 10, 1, 20, 3, 8, 15]), rng.choice(comments)])
    for k in range(3):  # abandoned responses
        t = t + dt.timedelta(minutes=rng.randint(10, 400))
        rows.append([n + k + 1, t.strftime("%d/%m/%Y %I:%M %p"), "", "", "192.0.2.%d" % rng.randint(1, 254), "", "", ""])
    write_bytes(name, b"\xef\xbb\xbf" + csv_text(rows, ",", "\r\n").encode("utf-8"))
    scores = dict(opts)
    w = check_margin(scores, 0.1)
    add_winner(
        name, w, scores, "Which new programme would most listeners listen to (multi-select approval count)?",
        "SurveyPlanet (online survey tool), survey → Results → Export → CSV, an Australian community radio station's listener survey",
        "Several choices in one cell: one row per response with response number, start/complete times (dd/mm/yyyy h:mm AM/PM), time taken, IP, a multi-select question whose choices are joined with ', ', a number and a comment; three abandoned responses",
        "From memory, unverified: column titles, the ', ' joining and 'Other: …' write-ins are my guess.",
        ["choices joined with ', ' in one cell",
         "'Other: …' write-ins",
         "hours-per-week numeric column",
         "abandoned responses without Completed time",
         "'&' and apostrophe in option labels"],
    )


# ---------------------------------------------------------------------------
# 14. Glisser event report xlsx (ask)
# ---------------------------------------------------------------------------
def f_glisser():
    name = "Glisser_Event_Report_North_West_Housing_Forum_2026.xlsx"
    p1q = "Which housing priority should the forum's working group take on first?"
    p1 = OrderedDict([("Empty homes brought back into use", 52), ("Retrofit for energy efficiency", 37),
                      ("Supported housing for young people", 29), ("Community land trusts", 16),
                      ("Tackling damp and mould in rentals", 9)])
    p2q = "Where should next year's forum be held?"
    p2 = OrderedDict([("Preston", 31), ("Lancaster", 58), ("Blackpool", 22), ("Chorley", 14), ("Online only", 6)])
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Event Summary"
    for r in [["Event", "North West Housing Forum 2026"], ["Date", "12/03/2026"],
              ["Venue", "Harbourside Conference Centre"], ["Registered participants", 212],
              ["Active participants", 184], ["Polls", 2], ["Q&A questions", 17],
              ["Report generated", "13/03/2026 09:14"]]:
        ws.append(r)
    for title, slide, q, d in (("Poll 1", 4, p1q, p1), ("Poll 2", 11, p2q, p2)):
        s = wb.create_sheet(title)
        tot = sum(d.values())
        s.append(["Slide %d - Multiple choice poll" % slide])
        s.append([q])
        s.append([])
        s.append(["Answer", "Votes", "Percentage"])
        for k, v in d.items():
            s.append([k, v, round(v / tot, 4)])
            s.cell(row=s.max_row, column=3).number_format = "0.0%"
        s.append(["Total", tot, 1])
        s.cell(row=s.max_row, column=3).number_format = "0.0%"
        s.append([])
        s.append(["Unique respondents", tot])
    pp = wb.create_sheet("Participants")
    pp.append(["Participant", "Email", "Organisation", "Joined", "Polls answered", "Questions asked", "Upvotes given"])
    rng = random.Random(1414)
    firsts = ["Alison", "Bilal", "Ciara", "Dominic", "Eleni", "Fraser", "Grace", "Hamza", "Imogen", "Joel",
              "Kerry", "Liam", "Megan", "Nadia", "Owen", "Paula"]
    lasts = ["Ashworth", "Bradshaw", "Cowell", "Dunn", "Entwistle", "Fairclough", "Greenhalgh", "Hesketh"]
    orgs = ["Preston Housing Co-op", "Lancaster CLT", "Fylde Tenants Union", "Chorley Council", "Ribble Homes"]
    for i in range(40):
        fn, ln = rng.choice(firsts), rng.choice(lasts)
        pp.append(["%s %s" % (fn, ln), "%s.%s%d@example.org" % (fn.lower(), ln.lower(), i), rng.choice(orgs),
                   "12/03/2026 %02d:%02d" % (9, rng.randint(0, 59)), rng.choice([0, 1, 2, 2, 2]),
                   rng.choice([0, 0, 0, 1]), rng.randint(0, 6)])
    save_xlsx(wb, name)
    add_ask(
        name,
        "Two polls on separate sheets (housing priority; next venue), both with a clear winner; nothing says which poll is meant.",
        {p1q: max(p1, key=p1.get), p2q: max(p2, key=p2.get)},
        {p1q: dict(p1), p2q: dict(p2)},
        "Glisser (UK event audience-interaction platform), event dashboard → Analytics → Download event report (Excel), a regional housing forum",
        "Ready-made count tables in a workbook: 'Event Summary' (key/value), 'Poll 1' and 'Poll 2' (slide title, question, header Answer / Votes / Percentage, Total and Unique respondents rows), 'Participants' (names, e-mails, counts)",
        "From memory, unverified: sheet names and layout are my guess.",
        ["two polls on two sheets", "Total and Unique respondents rows",
         "Percentage column as fractions formatted 0.0%",
         "Participants sheet with per-person numeric columns",
         "Event Summary numbers (212, 184)"],
    )


# ---------------------------------------------------------------------------
# 15. Microsoft Works 4.5 (Latvian Windows 98), Text & Commas, windows-1257 (ask)
# ---------------------------------------------------------------------------
def f_works():
    name = "Kopsapulce_balsojumi_2026.csv"
    q1 = "1. jautājums: Kur rīkot Jāņu svinības?"
    o1 = OrderedDict([("Pie Lielezera", 34), ("Saieta nama pagalmā", 21), ("Kalnu pļavā pie baznīcas", 17),
                      ("Atturējās", 4)])
    q2 = "2. jautājums: Kādu jaunu pulciņu atvērt rudenī?"
    o2 = OrderedDict([("Keramikas pulciņš", 19), ("Tautas dejas pieaugušajiem", 27), ("Šaha pulciņš", 9),
                      ("Datorapmācība senioriem", 18), ("Atturējās", 3)])

    def pct(v, t):
        return ("%.1f" % (100.0 * v / t)).replace(".", ",")

    rows = [["Biedrība \"Ozolkalns\" - kopsapulce 2026. gada 18. aprīlī", "", ""],
            ["Balsošanas rezultāti (skaitīja I. Kalniņa un J. Ozols)", "", ""],
            ["Klātesošie biedri: 76", "", ""],
            ["", "", ""]]
    for q, o in ((q1, o1), (q2, o2)):
        t = sum(o.values())
        rows.append([q, "", ""])
        rows.append(["Variants", "Balsis", "%"])
        for k, v in o.items():
            rows.append([k, v, pct(v, t)])
        rows.append(["Kopā", t, "100,0"])
        rows.append(["", "", ""])
    rows.append(["Protokolēja: A. Bērziņa", "", ""])
    write_bytes(name, csv_text(rows, ",", "\r\n").encode("cp1257"))
    s1 = {k: v for k, v in o1.items() if k != "Atturējās"}
    s2 = {k: v for k, v in o2.items() if k != "Atturējās"}
    add_ask(
        name,
        "Two questions voted at the same general meeting (midsummer venue; new club), each block with its own counts; nothing says which is meant.",
        {q1: max(s1, key=s1.get), q2: max(s2, key=s2.get)},
        {q1: s1, q2: s2},
        "Microsoft Works 4.5 spreadsheet (Latvian Windows 98 on the village society's old PC), a general meeting's tally typed by hand, File → Save As → 'Text & Commas' (ANSI = Windows-1257)",
        "Ready-made count tables: title block, then two blocks (question line, header Variants / Balsis / %, options, Atturējās (abstained), Kopā total) and a minutes-taker line",
        "From memory, unverified: Works 'Text & Commas' writes cells comma-separated with quotes only where needed; the decimal-comma percentages therefore end up quoted.",
        ["two question blocks", "Atturējās (abstained) rows", "Kopā total rows",
         "percentages with decimal comma in quoted cells", "'Klātesošie biedri: 76' line",
         "Windows-1257 Baltic encoding"],
    )


for f in (f_okazii, f_kongfz, f_aep, f_servel, f_foxpro, f_hotjar, f_vyplnto, f_croodle, f_knime, f_sc,
          f_trello, f_creativesurvey, f_surveyplanet, f_glisser, f_works):
    f()

with open(os.path.join(OUT, "expected.json"), "w", encoding="utf-8") as fh:
    json.dump(EXPECTED, fh, ensure_ascii=False, indent=2, default=str)
    fh.write("\n")
print("wrote %d files to %s" % (len(EXPECTED), OUT))
