#!/usr/bin/env python3
"""Blind test set ZN: 15 exports from civic and associational life.

Deterministic: fixed seeds, fixed xlsx timestamps. Run from the repository root:
    /work/main/.venv/bin/python tests/blind/set_zn/make_set.py
Writes the files and expected.json next to this script. Standard library + openpyxl only.
"""
import csv
import datetime as dt
import io
import json
import os
import random
import re
import zipfile

import openpyxl
from openpyxl.styles import Font

HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = {}
FIXED_DT = dt.datetime(2026, 3, 15, 10, 0, 0)


# ----------------------------------------------------------------- helpers
def write_bytes(name, data):
    with open(os.path.join(HERE, name), "wb") as fh:
        fh.write(data)


def csv_text(rows, delimiter=",", quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n"):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter, quoting=quoting, lineterminator=lineterminator)
    w.writerows(rows)
    return buf.getvalue()


def pool(rng, counts):
    """A shuffled list holding each value `count` times."""
    out = []
    for value, n in counts:
        out += [value] * n
    rng.shuffle(out)
    return out


def ranked(scores):
    return sorted(scores.items(), key=lambda kv: (-kv[1], str(kv[0])))


def winner_of(scores, min_margin=0.05):
    r = ranked(scores)
    top, second = r[0][1], r[1][1]
    assert top > 0 and (top - second) / top >= min_margin, (r[:3])
    return r[0][0]


def save_xlsx(wb, name):
    for attr in ("created", "modified"):
        setattr(wb.properties, attr, FIXED_DT)
    wb.properties.lastModifiedBy = None
    buf = io.BytesIO()
    wb.save(buf)
    zin = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    stamp = "2026-03-15T10:00:00Z"
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for item in zin.infolist():
            data = zin.read(item.filename)
            if item.filename == "docProps/core.xml":
                txt = data.decode("utf-8")
                txt = re.sub(r"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)", r"\g<1>%s\2" % stamp, txt)
                txt = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)", r"\g<1>%s\2" % stamp, txt)
                data = txt.encode("utf-8")
            zi = zipfile.ZipInfo(item.filename, date_time=(2026, 3, 15, 10, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            zout.writestr(zi, data)
    write_bytes(name, out.getvalue())


def record(name, tool, shape, evidence, question, candidates, scores, traps,
           answer="winner", winner=None, acceptable=None, ask_because=None):
    EXPECTED[name] = {
        "tool": tool,
        "shape": shape,
        "format_evidence": evidence,
        "answer": answer,
        "winner": winner,
        "acceptable": acceptable,
        "ask_because": ask_because,
        "question": question,
        "candidates": candidates,
        "scores": scores,
        "traps": traps,
    }


def best_posted_price(max_bid_by_bidder, written):
    """written: {amount(float): text}. Returns (winner_text, candidates, scores)."""
    amounts = sorted(written)
    scores = {}
    for b in amounts:
        n = sum(1 for m in max_bid_by_bidder.values() if m >= b)
        scores[written[b]] = round(b * n, 2)
    win = winner_of(scores)
    return win, [written[b] for b in amounts], scores


IRISH_FIRST = ["Seán", "Siobhán", "Aoife", "Ciarán", "Niamh", "Pádraig", "Máire", "Declan", "Gráinne", "Eoin",
               "Orla", "Darragh", "Róisín", "Tomás", "Caoimhe", "Mark", "Karen", "Anthony", "Dolores", "Jason",
               "Agnieszka", "Piotr", "Fatima", "Ahmed", "Ioana", "Mihai", "Chidi", "Ngozi", "Paula", "Derek"]
IRISH_LAST = ["Ó Briain", "Byrne", "Kavanagh", "Doyle", "Ní Bhriain", "Murphy", "Keogh", "Nolan", "Dunne",
              "O'Reilly", "Farrell", "Mac Giolla", "Kinsella", "Walsh", "Nowak", "Kowalczyk", "Haddad",
              "Popescu", "Okafor", "Brennan", "Lynch", "Fitzpatrick", "Whelan", "Dempsey"]


# ------------------------------------------------------- 1 CiviCRM (tenants)
def f01_civicrm():
    name = "CiviCRM_Contact_Search.csv"
    rng = random.Random(101)
    q = "What should the association campaign on first in 2026?"
    opts = [("Damp, mould and repair backlog", 19), ("Lighting on stairwells and paths", 14),
            ("Safe play area for children", 10), ("Anti-social behaviour in the car park", 9),
            ("Bin store and pest control", 4), ("", 2)]
    answers = pool(rng, opts)
    n = len(answers)
    tenure = pool(rng, [("Local authority tenant", 36), ("Approved Housing Body tenant", 11),
                        ("Owner-occupier", 7), ("Private renter", 4)])
    helpq = pool(rng, [("No", 33), ("Yes", 20), ("Maybe", 5)])
    lang = pool(rng, [("English", 41), ("Irish", 4), ("Polish", 6), ("Arabic", 3), ("Romanian", 4)])
    header = ["Contact ID", "Contact Type", "Contact Subtype", "Display Name", "Individual Prefix", "First Name",
              "Last Name", "Street Address", "Supplemental Address 1", "City", "Postal Code", "Email", "Phone",
              "Tenure", "Block", "Years living on the estate", q, "Would you help with a campaign?",
              "Preferred language for meetings"]
    rows = [header]
    cid = 1180
    for i in range(n):
        cid += rng.randint(1, 37)
        fn, ln = rng.choice(IRISH_FIRST), rng.choice(IRISH_LAST)
        block = rng.choice("ABCDEF")
        flat = rng.randint(1, 48)
        prefix = rng.choice(["", "", "Ms.", "Mr.", "Mrs."])
        email = "" if rng.random() < 0.2 else "%s.%s%d@%s" % (
            fn.lower().replace("á", "a").replace("é", "e").replace("í", "i").replace("ó", "o").replace("ú", "u"),
            re.sub(r"[^a-z]", "", ln.lower().replace("ó", "o").replace("í", "i")), rng.randint(1, 99),
            rng.choice(["gmail.com", "eircom.net", "hotmail.com", "yahoo.ie"]))
        phone = "" if rng.random() < 0.25 else "08%d %03d %04d" % (rng.choice([3, 5, 6, 7]), rng.randint(100, 999),
                                                                    rng.randint(0, 9999))
        disp = ("%s %s %s" % (prefix, fn, ln)).strip()
        rows.append([str(cid), "Individual", "Tenant Member" if tenure[i] != "Owner-occupier" else "Resident Member",
                     disp, prefix, fn, ln, "Flat %d, Block %s" % (flat, block), "Kylemore Court", "Dublin 10",
                     "D10 %s%d%s%d" % (rng.choice("KPTWX"), rng.randint(1, 9), rng.choice("ACEFHK"), rng.randint(0, 9)),
                     email, phone, tenure[i], "Block " + block, str(rng.randint(1, 41)), answers[i], helpq[i], lang[i]])
    text = csv_text(rows, quoting=csv.QUOTE_ALL, lineterminator="\r\n")
    write_bytes(name, b"\xef\xbb\xbf" + text.encode("utf-8"))
    scores = {o: answers.count(o) for o, _ in opts if o}
    record(name,
           "CiviCRM 5.x (Drupal/WordPress CRM used by NGOs), Contacts → Advanced Search → Export contacts → "
           "'Select fields to export' incl. a custom field set, a Dublin estate tenants' association",
           "Multi-question member survey with contact metadata: ids, subtype, names, address, e-mail, phone, "
           "tenure, block, years, the priority question (labels with commas), a yes/no/maybe helper question "
           "and a language column",
           "BOM checked: civicrm/civicrm-core PR #15968 (2019) prepends a UTF-8 BOM to CSV exports for Excel. "
           "Default file name CiviCRM_Contact_Search.csv, every field double-quoted and CRLF are from memory of "
           "CRM_Core_Report_Excel; header = field labels (custom field by its label) from memory.",
           "count of responses to the priority question (blank = no answer)",
           [o for o, _ in opts if o], scores,
           ["'Tenure' column first among categoricals, its top value (36) outnumbers every option",
            "'Would you help' No (33) outnumbers every option",
            "'Preferred language' English (41)", "option labels contain commas", "2 contacts with no answer",
            "ids / phone / postal codes"],
           winner=winner_of(scores))


# ------------------------------------------------------------ 2 Pol.is
def f02_polis():
    name = "comments.csv"
    rng = random.Random(202)
    # (comment-id, author-id, moderated, body, p_agree, p_disagree, p_seen)
    comments = [
        (0, 0, 1, "里民活動中心增設長者共餐，每週至少三天", 0.80, 0.06, 0.93),
        (1, 0, 1, "公園加裝夜間照明，讓晚上散步更安全", 0.70, 0.08, 0.90),
        (2, 0, 1, "巷弄劃設行人徒步區，禁止機車停放在騎樓", 0.41, 0.47, 0.95),
        (3, 17, 1, "增加資源回收車的收運時段，晚上九點後也有一班", 0.55, 0.15, 0.80),
        (4, 23, 1, "里辦公處開設週末親子活動，例如說故事、手作課", 0.58, 0.10, 0.78),
        (5, 23, 1, "在活動中心頂樓設置社區菜園，由里民認養", 0.52, 0.20, 0.82),
        (6, 41, 1, "加強守望相助隊，夜間每兩小時巡邏一次", 0.50, 0.18, 0.75),
        (7, 55, 1, "里民大會改在週末晚上舉行，讓上班族也能參加", 0.60, 0.09, 0.70),
        (8, 62, -1, "代辦各類貸款，快速撥款，請加LINE洽詢", 0.00, 0.50, 0.10),
        (9, 70, -1, "里長是不是又要選了？", 0.10, 0.20, 0.08),
        (10, 88, 1, "捷運站出口加設有遮雨棚的機車停車格", 0.45, 0.30, 0.60),
        (11, 93, 0, "活動中心冷氣太舊，夏天開會很熱，建議汰換", 0.70, 0.05, 0.15),
        (12, 101, 0, "社區長照據點延長開放到晚上七點", 0.75, 0.04, 0.12),
    ]
    participants = 142
    start = dt.datetime(2026, 2, 27, 19, 30, 0)
    rows = [["timestamp", "datetime", "comment-id", "author-id", "agrees", "disagrees", "moderated", "comment-body"]]
    agrees = {}
    out = []
    for cid, aid, mod, body, pa, pd_, ps in comments:
        a = d = 0
        for _ in range(participants):
            if rng.random() < ps:
                r = rng.random()
                if r < pa:
                    a += 1
                elif r < pa + pd_:
                    d += 1
        if mod == -1:
            a = min(a, 1) if cid == 8 else a
        t = start + dt.timedelta(minutes=cid * 331 + rng.randint(0, 50)) if aid else start + dt.timedelta(seconds=cid * 40)
        ts = int((t - dt.datetime(1970, 1, 1)).total_seconds() * 1000) - 8 * 3600 * 1000 + rng.randint(0, 999)
        out.append([str(ts), t.strftime("%a %b %d %H:%M:%S CST %Y"), str(cid), str(aid), str(a), str(d), str(mod), body])
        if mod == 1:
            agrees[body] = a
    out.sort(key=lambda r: -int(r[0]))  # polis lists newest first
    rows += out
    write_bytes(name, csv_text(rows, lineterminator="\n").encode("utf-8"))
    record(name,
           "Pol.is (open-source deliberation tool, as used by vTaiwan), conversation report → export → "
           "comments.csv, a Taipei neighbourhood (里) consultation before the 里民大會",
           "Ready-made count table, one row per statement: ms timestamp, datetime, comment-id, author-id, "
           "agrees, disagrees, moderated (1 accepted, 0 unmoderated, -1 rejected), statement text; newest first",
           "Checked against real Pol.is exports in compdemocracy/openData (austria-climate.*/comments.csv): the "
           "header timestamp,datetime,comment-id,author-id,agrees,disagrees,moderated,comment-body, Java-style "
           "datetime with a zone abbreviation, author 0 for seed statements, quoting only when needed, LF.",
           "most agree votes among accepted statements (moderated = 1); net agree gives the same winner",
           list(agrees), agrees,
           ["numeric columns timestamp / comment-id / author-id / disagrees", "a controversial statement with the "
            "most disagrees and most votes seen", "rejected spam statements (moderated -1)",
            "unmoderated late statements with few votes", "rows not in id order"],
           winner=winner_of(agrees))


# --------------------------------------------------------- 3 ChurchTools
def f03_churchtools():
    name = "churchtools-export-2026-03-15.xlsx"
    rng = random.Random(303)
    col = "Namensvorschlag Gemeindezentrum"
    opts = [("Paul-Gerhardt-Haus", 23), ("Haus der Begegnung", 16), ("Arche", 12), ("Oase am Kirchberg", 8),
            ("", 5)]
    ans = pool(rng, opts)
    n = len(ans)
    status = pool(rng, [("Gemeindeglied", 44), ("Freund", 12), ("Gast", 8)])
    ort = pool(rng, [("Lüneburg", 39), ("Reppenstedt", 13), ("Adendorf", 12)])
    first = ["Anke", "Bernd", "Christa", "Dieter", "Elke", "Frank", "Gisela", "Hannes", "Ingrid", "Jörg", "Karin",
             "Lukas", "Maren", "Nils", "Ortrud", "Petra", "Rainer", "Sabine", "Thomas", "Ute", "Volker", "Wiebke"]
    last = ["Albers", "Behrens", "Cordes", "Dittmer", "Eggers", "Fricke", "Gerdes", "Hinrichs", "Janssen",
            "Kruse", "Lüders", "Meyer", "Niemann", "Ohlsen", "Peters", "Rieck", "Schütt", "Thies", "Vogt"]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Export"
    header = ["Id", "Nachname", "Vorname", "Geschlecht", "Geburtsdatum", "Straße", "PLZ", "Ort", "E-Mail",
              "Station", "Status", "Gruppe", "Rolle", col, "Kommentar"]
    ws.append(header)
    for c in ws[1]:
        c.font = Font(bold=True)
    pid = 200
    for i in range(n):
        pid += rng.randint(1, 29)
        fn, ln = rng.choice(first), rng.choice(last)
        plz = {"Lüneburg": "21335", "Reppenstedt": "21391", "Adendorf": "21365"}[ort[i]]
        bd = dt.datetime(rng.randint(1941, 2006), rng.randint(1, 12), rng.randint(1, 28))
        role = "Leiter" if i % 17 == 3 else "Teilnehmer"
        comment = rng.choice(["", "", "", "", "Bitte barrierefrei!", "Name sollte an die Geschichte erinnern",
                              "Mir egal, Hauptsache warm im Winter"])
        ws.append([pid, ln, fn, rng.choice(["männlich", "weiblich"]), bd,
                   "%s %d" % (rng.choice(["Am Sande", "Bardowicker Str.", "Kirchweg", "Lindenstraße", "Heiligengeiststr."]),
                              rng.randint(1, 60)),
                   plz, ort[i],
                   "" if rng.random() < 0.15 else "%s.%s@%s" % (fn.lower().replace("ö", "oe"), ln.lower().replace("ü", "ue"),
                                                                rng.choice(["web.de", "gmx.de", "t-online.de"])),
                   rng.choice(["Nord", "Süd", "Kirchberg"]), status[i], "Gemeindeversammlung 2026", role,
                   ans[i] or None, comment or None])
        ws.cell(row=ws.max_row, column=5).number_format = "DD.MM.YYYY"
    for letter, w in zip("ABCDEFGHIJKLMNO", [7, 14, 12, 11, 12, 24, 7, 13, 30, 10, 15, 26, 11, 32, 38]):
        ws.column_dimensions[letter].width = w
    save_xlsx(wb, name)
    scores = {o: ans.count(o) for o, _ in opts if o}
    record(name,
           "ChurchTools (German church-management software), Personen & Gruppen → group 'Gemeindeversammlung 2026' "
           "→ Excel-Export with group-member fields, a Lutheran parish naming its new parish centre",
           "One row per group member: id, names, sex, birth date (date cells), address, e-mail, Station, Status, "
           "group, role, a single-select group-member field with the name proposal, a free comment",
           "From memory: ChurchTools' person list export to Excel with the group-member fields appended as columns; "
           "sheet name and column order are guesses, not checked.",
           "count of members per proposed name (blank = no answer)",
           [o for o, _ in opts if o], scores,
           ["'Status' Gemeindeglied (44) outnumbers every option", "'Ort' Lüneburg (39)", "blank proposals",
            "free-text comment column", "date cells"],
           winner=winner_of(scores))


# ------------------------------------------------- 4 WISO Mein Verein (allotments)
def f04_wiso():
    name = "Mitgliederliste_KGV_Sonnenland_eV.csv"
    rng = random.Random(404)
    projects = ["Bienenweide", "Grillplatz", "Kinderspielecke", "Kompostanlage", "Streuobstwiese"]
    targets = {"Streuobstwiese": 29, "Bienenweide": 22, "Grillplatz": 18, "Kinderspielecke": 13, "Kompostanlage": 9}
    n = 48
    ticks = {p: pool(rng, [("Ja", targets[p]), ("", n - targets[p])]) for p in projects}
    lastschrift = pool(rng, [("Ja", 41), ("Nein", 7)])
    beitrag = pool(rng, [("Vollmitglied", 39), ("Fördermitglied", 5), ("Ehrenmitglied", 4)])
    first = ["Heinz", "Gerda", "Klaus", "Monika", "Jürgen", "Renate", "Uwe", "Bärbel", "Olaf", "Sevgi", "Mehmet",
             "Irina", "Waldemar", "Tanja", "Sven", "Jana", "Dirk", "Katrin"]
    last = ["Kowalski", "Schröder", "Yılmaz", "Becker", "Wagner", "Hoffmann", "Schäfer", "Koch", "Richter", "Klein",
            "Wolf", "Neumann", "Schwarz", "Zimmermann", "Krüger", "Hartmann", "Lange", "Wernicke"]
    header = ["Mitgliedsnummer", "Anrede", "Vorname", "Nachname", "Straße", "PLZ", "Ort", "Eintrittsdatum",
              "Beitragsart", "Jahresbeitrag", "SEPA-Lastschrift", "Parzelle", "Parzellengröße m²"] + projects
    rows = [header]
    for i in range(n):
        anrede = rng.choice(["Herr", "Frau"])
        ln = rng.choice(last).replace("ı", "i")  # Windows-1252 has no dotless i: the member record was typed without it
        year = rng.randint(1978, 2025)
        fee = {"Vollmitglied": "96,00", "Fördermitglied": "30,00", "Ehrenmitglied": "0,00"}[beitrag[i]]
        rows.append(["%04d" % (i + 1 + (i // 10) * 3), anrede, rng.choice(first), ln,
                     "%s %d" % (rng.choice(["Hafenstraße", "Am Stadtpark", "Gartenweg", "Erlenring"]), rng.randint(1, 90)),
                     "47138", "Duisburg", "%02d.%02d.%d" % (rng.randint(1, 28), rng.randint(1, 12), year),
                     beitrag[i], fee, lastschrift[i], "" if beitrag[i] == "Fördermitglied" else str(rng.randint(1, 112)),
                     "" if beitrag[i] == "Fördermitglied" else "%d,%d" % (rng.randint(180, 420), rng.randint(0, 9))]
                    + [ticks[p][i] for p in projects])
    write_bytes(name, csv_text(rows, delimiter=";", lineterminator="\r\n").encode("cp1252"))
    scores = {p: ticks[p].count("Ja") for p in projects}
    record(name,
           "WISO Mein Verein (Buhl Data club-management software, Windows), Mitglieder → Liste → Exportieren → CSV, "
           "with the association's own checkbox 'Zusatzfelder' for the community-project wish list of an "
           "allotment association (Kleingartenverein) in Duisburg",
           "One column per option: member metadata (number, address, entry date, fee type, fee with decimal comma, "
           "SEPA direct-debit Ja/Nein, plot number, plot size with decimal comma), then five project columns with "
           "'Ja' or empty",
           "From memory: German Windows export in Windows-1252 with ';' and CRLF, dates dd.mm.yyyy and decimal "
           "commas; the column set is invented around WISO's member fields, not checked.",
           "approvals: number of 'Ja' per project column",
           projects, scores,
           ["'SEPA-Lastschrift' Ja (41) outnumbers every project's Ja", "'Beitragsart' Vollmitglied (39)",
            "numeric plot / fee / size columns with decimal commas", "winner is the last column"],
           winner=winner_of(scores))


# ----------------------------------------------------- 5 mWater rating grid
def f05_mwater():
    name = "mWater_Responses_JUWAMA_Mbwambo_2026-03.xlsx"
    rng = random.Random(505)
    sites = ["Karibu na shule ya msingi", "Sokoni", "Kanisani", "Kituo cha afya"]
    qprefix = "Tathmini maeneo ya kioski kipya (1 = baya, 5 = zuri sana)"
    weights = {"Karibu na shule ya msingi": [1, 2, 5, 9, 6], "Sokoni": [8, 9, 6, 3, 1],
               "Kanisani": [4, 6, 8, 5, 2], "Kituo cha afya": [1, 3, 7, 7, 4]}
    villages = pool(rng, [("Mbwambo", 24), ("Kisangara", 7), ("Lembeni", 5)])
    n = len(villages)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Responses"
    header = ["Response ID", "Survey", "Version", "Status", "Submitted On", "Submitted By", "Location: Latitude",
              "Location: Longitude", "Location: Accuracy", "Kijiji", "Jinsia ya mhojiwa", "Idadi ya watu katika kaya",
              "Chanzo kikuu cha maji sasa"] + ["%s: %s" % (qprefix, s) for s in sites] + ["Maoni mengine"]
    ws.append(header)
    ratings = {s: [] for s in sites}
    statuses = pool(rng, [("final", n - 3), ("pending", 2), ("draft", 1)])
    t = dt.datetime(2026, 3, 2, 8, 15)
    for i in range(n):
        t += dt.timedelta(minutes=rng.randint(9, 140))
        row_r = []
        for s in sites:
            v = rng.choices([1, 2, 3, 4, 5], weights=weights[s])[0]
            if rng.random() < 0.05:
                v = None
            row_r.append(v)
            if v is not None:
                ratings[s].append(v)
        ws.append(["%032x" % rng.getrandbits(128), "Tathmini ya Kioski cha Maji 2026", 3, statuses[i], t,
                   rng.choice(["joseph.mushi", "neema.kimaro", "rehema.swai"]), round(-3.8 - rng.random() * 0.05, 6),
                   round(37.62 + rng.random() * 0.05, 6), rng.choice([4, 6, 8, 12, 16]), villages[i],
                   rng.choice(["Mwanamke", "Mwanamke", "Mwanaume"]), rng.randint(2, 11),
                   rng.choice(["Bomba la jumuiya", "Kisima", "Mto", "Bomba la jumuiya"])] + row_r +
                  [rng.choice([None, None, None, "Foleni ni ndefu asubuhi", "Bei ya ndoo iwe shilingi 50"])])
        ws.cell(row=ws.max_row, column=5).number_format = "yyyy-mm-dd hh:mm"
    save_xlsx(wb, name)
    means = {s: round(sum(v) / len(v), 3) for s, v in ratings.items()}
    record(name,
           "mWater Portal (water-point monitoring platform), survey → Responses → Export → Excel, a Tanzanian "
           "water users' association (Jumuiya ya Watumia Maji) choosing the site of a new water kiosk, Swahili form",
           "Rating grid with metadata: response id (hex), survey, version, status (final / pending / draft), date "
           "cells, enumerator, GPS lat/long/accuracy, village, sex, household size, current source, four 1-5 "
           "rating columns 'question: site', a comment column; a few ratings missing",
           "From memory: mWater response export with Response ID / Status / Submitted On / Location columns; "
           "column wording for matrix items ('question: item') is a guess, not checked.",
           "mean rating (1-5) per site over all rows, blanks ignored; final-status rows only, or the sum of ratings, give the same winner",
           sites, means,
           ["'Kijiji' Mbwambo (24) is the top categorical value", "household size numbers up to 11",
            "GPS / accuracy numeric columns", "status column with non-final rows", "missing ratings"],
           winner=winner_of(means))


# --------------------------------------------------------- 6 Maptionnaire ranking
def f06_maptionnaire():
    name = "Maptionnaire_export_Koivukylan_asukasyhdistys_2026.csv"
    rng = random.Random(606)
    q = "Järjestä ehdotukset tärkeysjärjestykseen (1 = tärkein)"
    opts = ["Uusi leikkipuisto", "Koirapuisto", "Kuntoportaat", "Yhteisöpuutarha", "Valaistus rantapolulle"]
    strength = {"Uusi leikkipuisto": 2.6, "Koirapuisto": 2.0, "Kuntoportaat": 1.3, "Yhteisöpuutarha": 1.6,
                "Valaistus rantapolulle": 3.4}
    n = 61
    header = ["Respondent ID", "Started", "Submitted", "Language", "Ikäryhmä", "Asuinalue"] + \
             ["%s - %s" % (q, o) for o in opts] + ["Vapaa sana"]
    rows = [header]
    lang = pool(rng, [("fi", 50), ("sv", 4), ("en", 7)])
    age = pool(rng, [("25–44", 27), ("45–64", 17), ("65+", 11), ("alle 25", 6)])
    area = pool(rng, [("Koivukylä keskus", 33), ("Havukoski", 15), ("Rekola", 13)])
    borda = {o: 0 for o in opts}
    first = {o: 0 for o in opts}
    t = dt.datetime(2026, 2, 9, 17, 2)
    for i in range(n):
        t += dt.timedelta(minutes=rng.randint(20, 600))
        # Plackett-Luce style draw
        remaining = list(opts)
        order = []
        while remaining:
            w = [strength[o] ** 1.6 for o in remaining]
            o = rng.choices(remaining, weights=w)[0]
            order.append(o)
            remaining.remove(o)
        k = 5 if rng.random() > 0.2 else rng.choice([2, 3])
        ranks = {o: (order.index(o) + 1 if order.index(o) < k else None) for o in opts}
        for o, r in ranks.items():
            if r is not None:
                borda[o] += len(opts) - r
                if r == 1:
                    first[o] += 1
        st = t - dt.timedelta(minutes=rng.randint(3, 25), seconds=rng.randint(0, 59))
        rows.append([str(48211 + i * 7 + rng.randint(0, 5)), st.strftime("%d.%m.%Y %H:%M"),
                     t.strftime("%d.%m.%Y %H:%M"), lang[i], age[i], area[i]] +
                    ["" if ranks[o] is None else str(ranks[o]) for o in opts] +
                    [rng.choice(["", "", "", "Rantapolku on pimeä jo neljältä.", "Koirat irti leikkipuistossa, ei kiitos",
                                 "Kiitos kyselystä!"])])
    write_bytes(name, csv_text(rows, lineterminator="\n").encode("utf-8"))
    win = winner_of(borda)
    assert ranked(first)[0][0] == win
    record(name,
           "Maptionnaire (Finnish map-based participation platform), questionnaire → Data → Download as CSV, a "
           "residents' association (asukasyhdistys) in Vantaa ranking neighbourhood improvements",
           "Rank columns: respondent id, start / submit times (d.m.yyyy), language, age group, living area, one "
           "column per proposal holding its rank 1-5 (partial rankings leave blanks), free text",
           "From memory: per-option columns 'question - option' for a ranking question and the metadata names "
           "are guesses, not checked against a Maptionnaire export.",
           "Borda: 5 − rank points per ranked proposal (unranked = 0); first preferences give the same winner",
           opts, borda,
           ["'Language' fi (50) and 'Asuinalue' Koivukylä keskus (33) dominate", "rank 1 is best (low number wins)",
            "partial rankings", "ids and times", "winner is the last option column"],
           winner=win)


# --------------------------------------------------------- 7 NationBuilder (ask)
def f07_nationbuilder():
    name = "nationbuilder-people-export-2026-04-02.csv"
    rng = random.Random(707)
    q1 = "Which campaign should be our 2027 flagship?"
    q2 = "Where should the 2027 Members' Congress be held?"
    o1 = [("Living rivers: restore environmental flows", 41), ("Stop new coal seam gas in the Basin", 27),
          ("Native fish comeback", 19), ("Plastic-free river towns", 11), ("", 6)]
    o2 = [("Albury", 44), ("Mildura", 29), ("Echuca", 18), ("Online only", 9), ("", 4)]
    a1, a2 = pool(rng, o1), pool(rng, o2)
    n = len(a1)
    state = pool(rng, [("VIC", 52), ("NSW", 38), ("SA", 14)])
    first = ["Jess", "Liam", "Priya", "Tom", "Mei", "Hamish", "Aroha", "Sophie", "Dylan", "Fatma", "Nguyen", "Bec",
             "Callum", "Indira", "Will", "Georgia"]
    last = ["Nguyen", "Smith", "Papadopoulos", "O'Connor", "Patel", "Williams", "Chen", "Taylor", "Rossi", "Brown",
            "Kelly", "Singh", "Murray", "Tran"]
    cities = {"VIC": ["Wodonga", "Echuca", "Mildura", "Bendigo"], "NSW": ["Albury", "Wagga Wagga", "Deniliquin"],
              "SA": ["Renmark", "Murray Bridge", "Adelaide"]}
    header = ["nationbuilder_id", "first_name", "last_name", "email", "phone_number", "primary_city", "primary_state",
              "primary_zip", "is_volunteer", "membership_level", "tag_list", "created_at", q1, q2]
    rows = [header]
    nid = 3100
    for i in range(n):
        nid += rng.randint(1, 60)
        fn, ln = rng.choice(first), rng.choice(last)
        st = state[i]
        tags = ", ".join(sorted(rng.sample(["member", "donor", "volunteer", "congress-2026", "rivers-petition",
                                            "newsletter"], rng.randint(1, 3))))
        created = dt.datetime(2019, 1, 1) + dt.timedelta(days=rng.randint(0, 2500), seconds=rng.randint(0, 86399))
        rows.append([str(nid), fn, ln, "%s.%s@%s" % (fn.lower(), re.sub(r"[^a-z]", "", ln.lower()),
                                                     rng.choice(["gmail.com", "bigpond.com", "outlook.com"])),
                     "" if rng.random() < 0.3 else "04%02d %03d %03d" % (rng.randint(0, 99), rng.randint(0, 999), rng.randint(0, 999)),
                     rng.choice(cities[st]), st, {"VIC": "3690", "NSW": "2640", "SA": "5341"}[st],
                     rng.choice(["true", "false", "false"]), rng.choice(["Full member", "Full member", "Concession member"]),
                     tags, created.strftime("%Y-%m-%dT%H:%M:%S+10:00"), a1[i], a2[i]])
    write_bytes(name, csv_text(rows, lineterminator="\n").encode("utf-8"))
    s1 = {o: a1.count(o) for o, _ in o1 if o}
    s2 = {o: a2.count(o) for o, _ in o2 if o}
    w1, w2 = winner_of(s1), winner_of(s2)
    record(name,
           "NationBuilder (nonprofit CRM), People → filter on the survey page's respondents → Export → CSV with the "
           "survey questions' answers as columns, an Australian river-conservation NGO's members' survey",
           "Multi-question survey with CRM metadata: id, names, e-mail, phone, city, state, postcode, volunteer "
           "flag, membership level, comma-joined tag list, ISO created_at, then two single-choice questions",
           "From memory: NationBuilder people-export column names (nationbuilder_id, primary_city, tag_list, "
           "created_at …); survey answers appended as columns is an assumption, not checked.",
           "count of responses to each question",
           {q1: [o for o, _ in o1 if o], q2: [o for o, _ in o2 if o]}, {q1: s1, q2: s2},
           ["'primary_state' VIC (52) outnumbers every option", "tag_list with commas inside quotes",
            "true/false volunteer column", "two questions of equal standing"],
           answer="ask", acceptable={q1: w1, q2: w2},
           ask_because="The members were asked two separate single-choice questions (flagship campaign and congress "
                       "venue) of equal standing; the file does not say which one the user wants decided.")


# ---------------------------------------------- 8 Greater Giving bid history
def f08_greatergiving():
    name = "BidHistory_Item214_StBrigid_Spring_Gala_2026.csv"
    rng = random.Random(808)
    bidders = [("107", "Kathleen Doherty"), ("122", "Michael & Ann Russo"), ("131", "Fr. Tom's Table (Guzman)"),
               ("145", "Linda Park"), ("158", "The Brennan Family"), ("163", "Joe Whitaker"), ("171", "Maria Esposito")]
    # (bidder index, amount, status)
    seq = [(0, 400), (3, 450), (1, 500), (0, 550), (5, 600), (3, 650), (2, 700), (1, 750), (6, 800), (5, 850),
           (1, 900), (4, 950), (2, 1000), (1, 1050), (4, 1100), (3, 1150)]
    retracted = {14}  # The Brennan Family's $1,100 was retracted
    t = dt.datetime(2026, 4, 25, 18, 4, 0)
    rows = [["Item #", "Item Name", "Bidder #", "Bidder Name", "Table", "Bid Amount", "Bid Time", "Bid Type", "Status"]]
    max_by = {}
    written = {}
    final_high = max(a for k, (b, a) in enumerate(seq) if k not in retracted)
    for k, (b, amt) in enumerate(seq):
        t += dt.timedelta(minutes=rng.randint(1, 9), seconds=rng.randint(0, 59))
        num, nm = bidders[b]
        txt = "${:,.2f}".format(amt)
        if k in retracted:
            status = "Retracted"
        elif amt == final_high:
            status = "Winning"
        else:
            status = "Outbid"
        rows.append(["214", "Week at a Cape Cod cottage (sleeps 6)", num, nm, str(3 + int(num) % 19), txt,
                     t.strftime("%m/%d/%Y %I:%M:%S %p"), rng.choice(["Mobile", "Mobile", "Bid Sheet"]), status])
        if status != "Retracted":
            max_by[num] = max(max_by.get(num, 0), amt)
            written[amt] = txt
    write_bytes(name, csv_text(rows, lineterminator="\r\n").encode("utf-8"))
    win, cands, scores = best_posted_price(max_by, written)
    record(name,
           "Greater Giving (charity-auction software), Online Bidding admin → Reports → Bid History for one item → "
           "Export CSV, a Catholic parish's spring gala silent auction (USA)",
           "Bid list: one row per bid, oldest first; item, bidder number and name, table, '$1,150.00' amounts, US "
           "date-times, bid type, status Outbid / Winning / Retracted; several bids per bidder",
           "From memory: column names and statuses are modelled on typical US charity-auction bid-history exports, "
           "not checked against Greater Giving.",
           "best posted price: b × number of bidders whose highest valid (non-retracted) bid ≥ b",
           cands, scores,
           ["a retracted bid", "several bids per bidder", "bidder numbers and table numbers",
            "'Winning' status marks the top bid, not the best posted price"],
           winner=win)


# ---------------------------------------------- 9 vim (Hungarian co-op sealed bids)
def f09_vim():
    name = "ajanlatok_MTZ-82_traktor.txt"
    rng = random.Random(909)
    bids = [
        ("2026.02.03", "Kovács Gábor (Kiskunfélegyháza)", 2950000, "érvényes"),
        ("2026.02.04", "Szőke és Társa Bt.", 3400000, "érvényes"),
        ("2026.02.05", "Nagy Ödön e.v.", 2100000, "érvényes"),
        ("2026.02.06", "Tóth Agrár Kft.", 3600000, "érvényes"),
        ("2026.02.09", "Kovács Gábor (Kiskunfélegyháza)", 3500000, "módosítva (emelt)"),
        ("2026.02.10", "Fűrész Lajos", 4450000, "visszavonva"),
        ("2026.02.11", "Bíró Ferencné", 3250000, "érvényes"),
        ("2026.02.12", "Halasi Gépkör Szövetkezet", 3800000, "érvényes"),
        ("2026.02.13", "Szőke és Társa Bt.", 3550000, "módosítva (emelt)"),
        ("2026.02.16", "Varga Csaba", 1900000, "érvényes"),
        ("2026.02.16", "Lakatos Márk", 3100000, "késve érkezett"),
    ]
    invalid = {"visszavonva", "késve érkezett"}

    def ft(x):
        return "{:,}".format(x).replace(",", " ") + " Ft"

    lines = ["KISKUNSÁGI GAZDÁK TERMELŐ ÉS ÉRTÉKESÍTŐ SZÖVETKEZETE",
             "Zárt borítékos ajánlatok - MTZ-82 traktor (1989, 6400 üzemóra), rendszám: YBK-418",
             "Minimálár: 1 800 000 Ft + ÁFA   |   Bontás: 2026.02.17. 10:00, igazgatósági ülés",
             "",
             "| Sor | Beérkezés  | Ajánlattevő                       |      Ajánlat | Megjegyzés          |",
             "|-----+------------+-----------------------------------+--------------+---------------------|"]
    max_by, written = {}, {}
    for i, (d, who, amt, note) in enumerate(bids, 1):
        lines.append("| %3d | %s | %-33s | %12s | %-19s |" % (i, d, who, ft(amt), note))
        if note not in invalid:
            max_by[who] = max(max_by.get(who, 0), amt)
            written[amt] = ft(amt)
    lines += ["|-----+------------+-----------------------------------+--------------+---------------------|",
              "",
              "Megj.: a módosított ajánlat a korábbit nem vonja vissza, mindkettő a nyilvántartásban marad.",
              "A visszavont és a határidő után érkezett ajánlat érvénytelen.  -- jegyzőkönyvvezető: B. I.", ""]
    _ = rng
    write_bytes(name, "\n".join(lines).encode("iso-8859-2"))
    win, cands, scores = best_posted_price(max_by, written)
    record(name,
           "Vim on the co-operative office's old Linux PC (fileencoding=latin2), the secretary's sealed-bid "
           "register kept as a hand-aligned pipe table, a Hungarian agricultural co-operative selling a used tractor",
           "Bid list: title lines with minimum price, a pipe-delimited fixed-width table (row no., date yyyy.mm.dd., "
           "bidder, amount '3 550 000 Ft', remark), revised bids, a withdrawn bid and a late bid, footnotes",
           "From memory: a hand-kept text register; ISO-8859-2 (latin2) is the classic Linux setting for Hungarian "
           "text, spaces as thousands separators follow Hungarian usage.",
           "best posted price: b × number of bidders whose highest valid bid ≥ b (withdrawn and late bids invalid)",
           cands, scores,
           ["the highest amount is a withdrawn bid", "a late bid", "revised bids by the same bidder",
            "row numbers and dates", "minimum price in the title"],
           winner=win)


# ---------------------------------------- 10 Far Manager (Kyrgyz WUAs, cp866, ask)
def f10_far():
    name = "protokol_vybory_AVP_2026.txt"
    rng = random.Random(1010)
    blocks = [
        ('АВП "Ак-Суу"', ["Кызыл-Кия", "Бешкент", "Кара-Добо"],
         {"Асанов Бакыт Токтосунович": [61, 38, 44], "Иманалиева Гульнара Асановна": [40, 29, 21],
          "Жээнбеков Марат Келдибекович": [22, 19, 25]}, [3, 2, 1]),
        ('АВП "Жаны-Арык"', ["Жаны-Арык", "Сары-Булак", "Кок-Жар", "Орто-Сай"],
         {"Мамытов Эркин Садырович": [28, 17, 20, 11], "Абдыкадырова Айнура Бектуровна": [35, 30, 26, 19],
          "Сыдыков Нурлан Жумабекович": [14, 22, 9, 8]}, [1, 2, 0, 1]),
    ]
    out = ["             ФЕДЕРАЦИЯ АССОЦИАЦИЙ ВОДОПОЛЬЗОВАТЕЛЕЙ НООКАТСКОГО РАЙОНА",
           "   ИТОГИ ТАЙНОГО ГОЛОСОВАНИЯ: ВЫБОРЫ ПРЕДСЕДАТЕЛЯ СОВЕТА АВП, 14 марта 2026 г.",
           "   (свод протоколов участковых комиссий, набрано секретарем федерации)", ""]
    cands, scores, acc = {}, {}, {}
    _ = rng
    for title, villages, res, spoilt in blocks:
        w = 32
        out.append("   " + title)
        out.append("   " + "=" * (w + 10 * (len(villages) + 1) + 8))
        out.append("   %-*s" % (w, "Кандидат") + "".join("%10s" % v[:10] for v in villages) + "%10s%8s" % ("ИТОГО", "%"))
        out.append("   " + "-" * (w + 10 * (len(villages) + 1) + 8))
        valid = [sum(res[c][j] for c in res) for j in range(len(villages))]
        tot_valid = sum(valid)
        sc = {}
        for c, v in res.items():
            s = sum(v)
            sc[c] = s
            out.append("   %-*s" % (w, c) + "".join("%10d" % x for x in v) + "%10d%8s" % (s, ("%.1f" % (100 * s / tot_valid)).replace(".", ",")))
        out.append("   " + "-" * (w + 10 * (len(villages) + 1) + 8))
        out.append("   %-*s" % (w, "Действительных бюллетеней") + "".join("%10d" % x for x in valid) + "%10d%8s" % (tot_valid, "100,0"))
        out.append("   %-*s" % (w, "Недействительных") + "".join("%10d" % x for x in spoilt) + "%10d" % sum(spoilt))
        out.append("   %-*s" % (w, "Всего проголосовало") + "".join("%10d" % (a + b) for a, b in zip(valid, spoilt)) + "%10d" % (tot_valid + sum(spoilt)))
        elig = [int((a + b) * 1.37) + 3 for a, b in zip(valid, spoilt)]
        out.append("   %-*s" % (w, "Членов АВП в списке") + "".join("%10d" % x for x in elig) + "%10d" % sum(elig))
        out.append("")
        cands[title] = list(res)
        scores[title] = sc
        acc[title] = winner_of(sc)
    out += ["   Председатель счетной комиссии ____________ /Токтогулов А./",
            "   Секретарь                     ____________ /Эсенова Ж./", ""]
    write_bytes(name, "\r\n".join(out).encode("cp866"))
    record(name,
           "Far Manager 3 built-in editor (F4) on a Russian Windows PC, new file saved with the default OEM code "
           "page (866), a district federation of water users' associations in Kyrgyzstan typing up the count",
           "Results by unit, printed fixed-width: title block, then two tables (one per water users' association), "
           "candidates as rows × villages as columns with ИТОГО and % (decimal comma), valid / invalid / voted / "
           "eligible rows, signatures",
           "From memory: Far Manager's editor saves new files in the OEM code page (CP866 on Russian Windows) "
           "unless told otherwise; the protocol layout is a typical hand-typed ex-USSR count sheet.",
           "sum of votes over villages for each association's chair election",
           cands, scores,
           ["'Членов АВП в списке' and 'Всего проголосовало' rows exceed every candidate", "percent column",
            "two separate tables of equal standing"],
           answer="ask", acceptable=acc,
           ask_because="The file holds two chair elections, one per water users' association, of equal standing; "
                       "either could be the one the user means.")


# ------------------------------------------- 11 Cognos (Dutch dairy co-operative)
def f11_cognos():
    name = "Stemuitslag naamkeuze per kring.csv"
    rng = random.Random(1111)
    names = ["Noordmelk", "Weidekracht", "Terpland", "Kwelder Zuivel"]
    kringen = ["Kring Dokkum", "Kring Drachten", "Kring Heerenveen", "Kring Sneek", "Kring Assen", "Kring Emmen",
               "Kring Winschoten", "Kring Leeuwarden"]
    base = {"Noordmelk": 0.26, "Weidekracht": 0.36, "Terpland": 0.22, "Kwelder Zuivel": 0.16}
    rows = [["Kring", "Stemgerechtigde leden", "Uitgebrachte stemmen"] + names + ["Blanco", "Totaal geldig"]]
    totals = {k: 0 for k in names}
    tot_elig = tot_cast = tot_blanco = 0
    for kr in kringen:
        elig = rng.randint(180, 420)
        cast = int(elig * rng.uniform(0.55, 0.78))
        blanco = rng.randint(2, 9)
        w = {k: base[k] * rng.uniform(0.8, 1.2) for k in names}
        s = sum(w.values())
        counts = {k: int((cast - blanco) * w[k] / s) for k in names}
        counts[names[1]] += (cast - blanco) - sum(counts.values())
        for k in names:
            totals[k] += counts[k]
        tot_elig += elig
        tot_cast += cast
        tot_blanco += blanco
        rows.append([kr, str(elig), str(cast)] + [str(counts[k]) for k in names] + [str(blanco), str(cast - blanco)])
    rows.append(["Totaal", str(tot_elig), str(tot_cast)] + [str(totals[k]) for k in names] +
                [str(tot_blanco), str(tot_cast - tot_blanco)])
    text = "\n".join("\t".join(r) for r in rows) + "\n"
    write_bytes(name, text.encode("utf-16"))  # BOM + little endian
    record(name,
           "IBM Cognos Analytics, report 'Stemuitslag naamkeuze per kring' run in CSV format (Run as → CSV), a Dutch "
           "dairy co-operative's member vote on the name of the merged co-operative",
           "Results by unit, candidates as columns: one row per district (kring) with eligible members and votes "
           "cast first, four name columns, blank votes, valid total; a 'Totaal' row",
           "Checked: IBM Cognos documentation ('CSV Format', e.g. gateway.maine.gov/cognos/documentation/en/"
           "ug_cra_c_csvformat.html) says CSV output is UTF-16 LE with BOM, tab-delimited, strings unquoted, "
           "new-line row delimiter, no titles. Column names are invented.",
           "sum of votes per name over districts (or the Totaal row)",
           names, totals,
           ["'Stemgerechtigde leden' / 'Uitgebrachte stemmen' / 'Totaal geldig' columns are bigger than any name",
            "Totaal row (do not double count)", "Blanco column", "first name column is not the winner"],
           winner=winner_of(totals))


# ------------------------------------- 12 PowerBuilder (HK owners' corporation)
def f12_powerbuilder():
    name = "OC_AGM2026_VOTE.csv"
    rng = random.Random(1212)
    cos = ["港安物業服務有限公司", "偉業物業管理有限公司", "嘉怡物業管理有限公司"]
    blocks = [("B01", "第1座"), ("B02", "第2座"), ("B03", "第3座"), ("B04", "第4座"), ("B05", "第5座"),
              ("B06", "第6座"), ("CP", "停車場")]
    pref = {"港安物業服務有限公司": 0.30, "偉業物業管理有限公司": 0.45, "嘉怡物業管理有限公司": 0.25}
    rows = [["block_code", "block_name", "resolution_no", "option_name", "vote_units", "vote_shares",
             "block_total_shares", "remark"]]
    units, shares = {c: 0 for c in cos}, {c: 0 for c in cos}
    for code, bname in blocks:
        per_unit = 1 if code == "CP" else rng.choice([36, 40, 44])
        total_units = 90 if code == "CP" else rng.choice([160, 192, 224])
        voters = int(total_units * rng.uniform(0.35, 0.55))
        w = {c: pref[c] * rng.uniform(0.8, 1.25) for c in cos}
        s = sum(w.values())
        abst = rng.randint(1, 6)
        cnt = {c: int((voters - abst) * w[c] / s) for c in cos}
        for c in cos:
            v = cnt[c]
            sh = v * per_unit
            units[c] += v
            shares[c] += sh
            rows.append([code, bname, "3", c, str(v), str(sh), str(total_units * per_unit), ""])
        rows.append([code, bname, "3", "棄權", str(abst), str(abst * per_unit), str(total_units * per_unit),
                     "不計入有效票"])
    text = "\r\n".join(",".join(r) for r in rows) + "\r\n"
    write_bytes(name, text.encode("big5hkscs"))
    win = winner_of(shares)
    assert ranked(units)[0][0] == win
    record(name,
           "PowerBuilder client–server app of a Hong Kong property-management office (DataWindow SaveAs CSV! with "
           "column headers), an owners' corporation (業主立案法團) AGM resolution choosing the estate's management "
           "company, Traditional-Chinese Windows (ANSI = Big5-HKSCS)",
           "Long format results by unit: one row per block × option with vote units, undivided shares, the "
           "block's total shares, an abstention row per block; header = database column names",
           "From memory: DataWindow SaveAs with headings writes the column names as the first row, unquoted, in "
           "the ANSI code page; Big5-HKSCS is the Hong Kong ANSI code page. Not checked.",
           "sum of undivided shares (vote_shares) per company; vote units give the same winner",
           cos, shares,
           ["block_total_shares column is larger than any vote", "abstention rows (棄權)",
            "vote_units vs vote_shares", "resolution_no constant 3", "car-park block with 1 share per space"],
           winner=win)


# --------------------------------------- 13 Vereinsplaner (scheduling, xlsx, 2 sheets)
def f13_vereinsplaner():
    name = "Terminumfrage_Independence-Day-Feier_2027.xlsx"
    rng = random.Random(1313)
    slots = ["Sa, 27.02.2027 18:00", "Sa, 06.03.2027 18:00", "So, 07.03.2027 15:00", "Sa, 13.03.2027 18:00"]
    probs = {slots[0]: (0.35, 0.20), slots[1]: (0.70, 0.15), slots[2]: (0.40, 0.25), slots[3]: (0.45, 0.15)}
    people = ["Kwame Mensah", "Akosua Boateng", "Yaw Owusu", "Abena Asante", "Kofi Adjei", "Ama Ofori",
              "Kwabena Darko", "Efua Nkrumah", "Nana Agyeman", "Esi Quaye", "Kojo Appiah", "Adwoa Sarpong",
              "Samuel Tetteh", "Grace Amoah", "Daniel Ankrah", "Comfort Acheampong", "Emmanuel Osei",
              "Ruth Addo", "Michael Bonsu", "Gifty Antwi", "Felix Baffour", "Linda Wiredu", "Joseph Frimpong"]
    roles = ["Vorstand" if i < 4 else "Mitglied" for i in range(len(people))]
    marks = {}
    for p in people:
        marks[p] = []
        for s in slots:
            r = rng.random()
            y, m = probs[s]
            marks[p].append("Zusage" if r < y else "Vielleicht" if r < y + m else "Absage")
    for p in rng.sample(people, 3):  # did not answer at all
        marks[p] = [""] * len(slots)
    yes = {s: sum(1 for p in people if marks[p][j] == "Zusage") for j, s in enumerate(slots)}
    maybe = {s: sum(1 for p in people if marks[p][j] == "Vielleicht") for j, s in enumerate(slots)}
    no = {s: sum(1 for p in people if marks[p][j] == "Absage") for j, s in enumerate(slots)}
    score = {s: yes[s] + 0.5 * maybe[s] for s in slots}
    win = winner_of(score)
    assert ranked(yes)[0][0] == win and ranked({s: yes[s] + maybe[s] for s in slots})[0][0] == win
    wb = openpyxl.Workbook()
    ws0 = wb.active
    ws0.title = "Übersicht"
    for r in [["Terminumfrage", "Ghana Independence Day Feier 2027"],
              ["Verein", "Deutsch-Ghanaischer Kulturverein Rhein-Main e.V."],
              ["Erstellt von", "Kwame Mensah (Vorstand)"], ["Erstellt am", dt.datetime(2026, 11, 20, 21, 14)],
              ["Antwortfrist", dt.datetime(2026, 12, 15, 23, 59)], ["Eingeladen", len(people)],
              ["Geantwortet", sum(1 for p in people if marks[p][0])], [],
              ["Hinweis", "Die Antworten stehen im Blatt 'Antworten'."]]:
        ws0.append(r)
    ws0["B4"].number_format = ws0["B5"].number_format = "DD.MM.YYYY HH:MM"
    ws0["A1"].font = Font(bold=True)
    ws0.column_dimensions["A"].width = 16
    ws0.column_dimensions["B"].width = 50
    ws = wb.create_sheet("Antworten")
    ws.append(["Name", "Rolle", "Mitglied seit"] + slots + ["Kommentar"])
    for c in ws[1]:
        c.font = Font(bold=True)
    for i, p in enumerate(people):
        ws.append([p, roles[i], 2009 + rng.randint(0, 16)] + [m or None for m in marks[p]] +
                  [rng.choice([None, None, None, "Nach der Kirche", "Bringe Jollof mit", "Nur abends"])])
    ws.append([])
    ws.append(["Zusagen", None, None] + [yes[s] for s in slots])
    ws.append(["Vielleicht", None, None] + [maybe[s] for s in slots])
    ws.append(["Absagen", None, None] + [no[s] for s in slots])
    for letter, w in zip("ABCDEFGH", [24, 10, 13, 22, 22, 22, 22, 22]):
        ws.column_dimensions[letter].width = w
    save_xlsx(wb, name)
    record(name,
           "Vereinsplaner (German club-organisation app), Terminumfrage → Ergebnisse → Export als Excel, a "
           "Ghanaian diaspora association in Frankfurt choosing the date of its Independence Day celebration",
           "Scheduling poll: summary sheet first (title, creator, dates, invited / answered), then 'Antworten': "
           "members × four slots with Zusage / Vielleicht / Absage, role and member-since columns, comments, and "
           "Zusagen / Vielleicht / Absagen sum rows under a blank row; three members did not answer",
           "From memory: the export's sheet names and the sum rows are assumptions, not checked.",
           "yes = 1, maybe = 0.5 per slot (same winner for maybe = 0 or 1)",
           slots, score,
           ["summary sheet first with numbers (invited / answered)", "'Mitglied seit' year column",
            "sum rows under the grid", "non-respondents' empty rows"],
           winner=win)


# ------------------------------------------- 14 KakaoTalk (Korean association, txt)
def f14_kakao():
    name = "KakaoTalk_20260214_2130_41_612_group.txt"
    rng = random.Random(1414)
    opts = ["한인교회 친교실", "부르거하우스 보른하임 (Bürgerhaus Bornheim)", "한식당 '서울정' 별실"]
    members = ["김민준", "이서연", "박지훈", "최유진", "정현우", "강수빈", "조은지", "윤도현", "장하은", "임재석",
               "한소희", "오승민", "서지아", "신동욱", "권나래", "황보영", "안정훈", "송미경", "류한결", "전다인",
               "홍석진", "고은비", "문태호", "양지수", "배성훈", "백혜린", "노준혁", "하예슬"]
    sec = "총무 이정아"
    # final intended choices (index into opts) and some vote changes
    finals = pool(rng, [(1, 14), (0, 9), (2, 5)])
    changers = set(rng.sample(range(len(members)), 4))

    def ts(h, m):
        ampm = "오전" if h < 12 else "오후"
        hh = h if h <= 12 else h - 12
        return "[%s %d:%02d]" % (ampm, hh, m)

    lines = ["재프랑크푸르트 한인회 운영위원 님과 카카오톡 대화", "저장한 날짜 : 2026-02-14 21:30:41", "",
             "--------------- 2026년 2월 9일 월요일 ---------------",
             "[%s] %s 안녕하세요! 설날 잔치(2월 21일 토) 장소를 정하려고 합니다." % (sec, ts(19, 2)),
             "[%s] %s 번호로 답해 주세요. 한 사람당 하나만요.\n1. %s\n2. %s\n3. %s\n마감은 금요일 저녁 9시입니다." % (
                 sec, ts(19, 3), opts[0], opts[1], opts[2]),
             "[회장 김동수] %s 좋습니다. 저는 회장이라 투표는 안 하겠습니다 ㅎㅎ" % ts(19, 10)]
    votes_final = {}
    h, m = 19, 14
    order = list(range(len(members)))
    rng.shuffle(order)
    day_breaks = {9: "--------------- 2026년 2월 10일 화요일 ---------------",
                  18: "--------------- 2026년 2월 12일 목요일 ---------------"}
    interim_done = False
    for k, idx in enumerate(order):
        if k in day_breaks:
            lines.append(day_breaks[k])
            h, m = 8, rng.randint(0, 40)
        m += rng.randint(1, 40)
        while m >= 60:
            m -= 60
            h += 1
        h = min(h, 23)
        who = members[idx]
        fin = finals[idx]
        if idx in changers:
            first_choice = (fin + 1) % 3
            lines.append("[%s] %s %s" % (who, ts(h, m), rng.choice(["%d번이요", "저는 %d번", "%d번!"]) % (first_choice + 1)))
            m2 = min(m + rng.randint(2, 15), 59)
            lines.append("[%s] %s %s" % (who, ts(h, m2), "아 정정합니다. %d번으로 할게요" % (fin + 1)))
            m = m2
        else:
            txt = rng.choice(["%d번이요", "저는 %d번", "%d번 찬성합니다", "%d번!", "%d번 좋아요 주차도 되고요"]) % (fin + 1)
            lines.append("[%s] %s %s" % (who, ts(h, m), txt))
        votes_final[who] = opts[fin]
        if k == 7 and not interim_done:
            counted = {}
            for w_, o_ in votes_final.items():
                counted[o_] = counted.get(o_, 0) + 1
            lines.append("[%s] %s 중간 집계: 1번 %d표, 2번 %d표, 3번 %d표. 아직 안 하신 분들 투표해 주세요~" % (
                sec, ts(h, min(m + 1, 59)), counted.get(opts[0], 0), counted.get(opts[1], 0), counted.get(opts[2], 0)))
            interim_done = True
        if k % 6 == 2:
            lines.append("[%s] %s 사진" % (members[rng.randrange(len(members))], ts(h, min(m + 2, 59))))
    lines.append("--------------- 2026년 2월 14일 토요일 ---------------")
    lines.append("[%s] %s 투표 감사합니다. 집계해서 내일 공지 올리겠습니다!" % (sec, ts(21, 5)))
    lines.append("[회장 김동수] %s 수고 많으셨습니다 👍" % ts(21, 12))
    lines.append("")
    write_bytes(name, "\r\n".join(lines).encode("utf-8"))
    scores = {o: sum(1 for v in votes_final.values() if v == o) for o in opts}
    record(name,
           "KakaoTalk for Windows, group chat → 대화 내보내기 / 대화 내용 저장 (text file), the steering group of a Korean "
           "residents' association in Frankfurt voting on the Lunar New Year party venue by replying with numbers",
           "Chat transcript: title line, save date, date separator lines, '[이름] [오후 7:02] message' lines; the "
           "secretary's message lists three numbered options (multi-line message), members reply '2번이요', four "
           "members change their vote, an interim tally, photo lines",
           "Checked against public KakaoTalk PC-export parsers (e.g. es5es5/talk-parser, suziewithz/kakaoship): "
           "first line '<room> 님과 카카오톡 대화', '저장한 날짜 : …', '--------------- 2026년 2월 9일 월요일 "
           "---------------', '[name] [오후 2:30] text'. UTF-8; CRLF is an assumption.",
           "count of each member's last numbered reply (one vote per member; the president abstains)",
           opts, scores,
           ["an interim tally message with early numbers", "vote changes ('정정합니다')",
            "option numbers instead of names in replies", "multi-line option message", "photo lines"],
           winner=winner_of(scores))


# ------------------------------------------------- 15 Ona (Kenyan SHG federation)
def f15_ona():
    name = "shg_federation_projects_2026_2026_03_20_08_14_55_104233.csv"
    rng = random.Random(1515)
    choices = ["water_tank", "poultry_unit", "tree_nursery", "solar_lights", "table_banking_fund"]
    target = {"water_tank": 0.48, "poultry_unit": 0.40, "tree_nursery": 0.27, "solar_lights": 0.66,
              "table_banking_fund": 0.35}
    n = 74
    counties = pool(rng, [("kisumu", 44), ("siaya", 18), ("homa_bay", 12)])
    gender = pool(rng, [("female", 57), ("male", 17)])
    header = ["start", "end", "today", "deviceid", "group_member/county", "group_member/group_name",
              "group_member/gender", "group_member/age", "group_member/years_in_group", "projects"] + \
             ["projects/%s" % c for c in choices] + \
             ["comment", "meta/instanceID", "_id", "_uuid", "_submission_time", "_tags", "_notes", "_version",
              "_duration", "_submitted_by", "_total_media", "_media_count", "_media_all_received", "_xform_id"]
    rows = [header]
    approvals = {c: 0 for c in choices}
    groups = ["Tujiinue Women Group", "Nyalenda Youth SHG", "Kanyakwar Widows", "Manyatta Mothers", "Got Kokwaro SHG",
              "Rabuor Farmers"]
    t0 = dt.datetime(2026, 3, 14, 9, 0)
    sid = 18830021
    for i in range(n):
        picked = [c for c in choices if rng.random() < target[c]]
        if not picked:
            picked = ["solar_lights"] if rng.random() < 0.5 else [rng.choice(choices)]
        for c in picked:
            approvals[c] += 1
        st = t0 + dt.timedelta(minutes=i * 41 + rng.randint(0, 30))
        en = st + dt.timedelta(minutes=rng.randint(4, 14), seconds=rng.randint(0, 59))
        uid = "%08x-%04x-4%03x-%04x-%012x" % (rng.getrandbits(32), rng.getrandbits(16), rng.getrandbits(12),
                                              0x8000 | rng.getrandbits(14), rng.getrandbits(48))
        sub = en + dt.timedelta(hours=rng.randint(1, 30))
        sid += rng.randint(1, 40)
        rows.append([st.strftime("%Y-%m-%dT%H:%M:%S.000+03:00"), en.strftime("%Y-%m-%dT%H:%M:%S.000+03:00"),
                     st.strftime("%Y-%m-%d"), "collect:%s" % rng.choice(["Xk3pQ9aLm2", "Tz8wBv41Qe", "Hd72NnqP0s"]),
                     counties[i], rng.choice(groups), gender[i], str(rng.randint(19, 71)), str(rng.randint(1, 15)),
                     " ".join(picked)] + [("True" if c in picked else "False") for c in choices] +
                    [rng.choice(["n/a", "n/a", "", "Tank should be near the school", "Lights for the market path"]),
                     "uuid:" + uid, str(sid), uid, sub.strftime("%Y-%m-%dT%H:%M:%S"), "", "", "vE8mZpbQzR3xq7XwFd5kLa",
                     str(int((en - st).total_seconds())), "jakoth_enum", "0", "0", "True", "810442"])
    write_bytes(name, csv_text(rows, lineterminator="\n").encode("utf-8"))
    record(name,
           "Ona (ona.io, ODK-based data platform), form → Export → CSV (XML names, select-multiple split into "
           "separate columns), a federation of self-help groups in Kisumu, Kenya, choosing which projects to fund",
           "One column per option: ODK metadata (start, end, today, deviceid), grouped member questions "
           "('group_member/county' …), the space-joined select-multiple 'projects', then one True/False column "
           "per project ('projects/solar_lights'), comment, instanceID and Ona's underscore system columns",
           "From memory: Ona/ODK CSV export conventions (group paths with '/', select-multiple split as "
           "'question/choice' True/False columns, _id/_uuid/_submission_time/_xform_id …); not checked.",
           "approvals: number of True per project column (same as counting names in 'projects')",
           choices, approvals,
           ["'group_member/gender' female (57) and county kisumu (44) outnumber every option",
            "_media_all_received is True in every row", "age / years / _duration / _id numbers",
            "XML choice names, not labels"],
           winner=winner_of(approvals))


def main():
    for f in (f01_civicrm, f02_polis, f03_churchtools, f04_wiso, f05_mwater, f06_maptionnaire, f07_nationbuilder,
              f08_greatergiving, f09_vim, f10_far, f11_cognos, f12_powerbuilder, f13_vereinsplaner, f14_kakao,
              f15_ona):
        f()
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2, sort_keys=True)
        fh.write("\n")
    print("wrote %d files to %s" % (len(EXPECTED), HERE))


if __name__ == "__main__":
    main()
