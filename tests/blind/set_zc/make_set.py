#!/usr/bin/env python3
"""Blind test set ZC: 15 synthetic exports of professional and institutional tools.

Run from the repository root:
    /work/main/.venv/bin/python tests/blind/set_zc/make_set.py
Writes every file and expected.json next to this script. Deterministic (fixed seeds,
fixed timestamps inside the .xlsx files). Standard library + openpyxl only.
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
FIXED_DT = dt.datetime(2026, 3, 20, 9, 0, 0)
EXPECTED = {}


# ----------------------------------------------------------------------------- helpers
def write_bytes(name, data):
    with open(os.path.join(HERE, name), "wb") as fh:
        fh.write(data)


def csv_text(rows, delimiter=",", quoting=csv.QUOTE_MINIMAL):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter, quoting=quoting, lineterminator="\n")
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


def encode(text, encoding, newline="\n", bom=b""):
    if newline != "\n":
        text = text.replace("\n", newline)
    return bom + text.encode(encoding)


def save_xlsx(wb, name):
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    wb.properties.creator = None
    bio = io.BytesIO()
    wb.save(bio)
    zin = zipfile.ZipFile(io.BytesIO(bio.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            data = zin.read(info.filename)
            if info.filename == "docProps/core.xml":
                data = re.sub(rb"(<dcterms:created[^>]*>)[^<]*(<)", rb"\g<1>2026-03-20T09:00:00Z\g<2>", data)
                data = re.sub(rb"(<dcterms:modified[^>]*>)[^<]*(<)", rb"\g<1>2026-03-20T09:00:00Z\g<2>", data)
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 3, 20, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            zout.writestr(zi, data)
    write_bytes(name, out.getvalue())


def ranked(scores):
    return sorted(scores.items(), key=lambda kv: -kv[1])


def check_margin(scores, rel=0.05, label=""):
    r = ranked(scores)
    top, second = r[0][1], r[1][1]
    assert top > second and (top - second) >= rel * abs(top), (label, r[:3])
    return r[0][0]


def shuffled_from_counts(rng, counts):
    items = []
    for k, n in counts.items():
        items += [k] * n
    rng.shuffle(items)
    return items


def add(name, **kw):
    keys = ["tool", "shape", "format_evidence", "answer", "winner", "acceptable", "ask_because",
            "question", "candidates", "scores", "traps"]
    assert set(kw) == set(keys), set(kw) ^ set(keys)
    EXPECTED[name] = {k: kw[k] for k in keys}


def posted_price(bids, fmt):
    """bids: list of (bidder, amount, valid). Returns (best_text, candidates_texts, scores by text)."""
    best_of = {}
    for who, amt, ok in bids:
        if ok:
            best_of[who] = max(best_of.get(who, 0), amt)
    amounts = sorted({amt for _, amt, ok in bids if ok})
    scores = {}
    for b in amounts:
        n = sum(1 for m in best_of.values() if m >= b)
        scores[fmt(b)] = round(b * n, 2)
    best = check_margin(scores, 0.05, "posted price")
    return best, [fmt(b) for b in amounts], scores


# ----------------------------------------------------------------------------- 1 WinCross
def f_wincross():
    name = "BRAMBLE_26-0417_Tables_Q7.csv"
    rng = random.Random(7101)
    opts = ["Design A - Classic red wrapper", "Design B - Kraft paper sleeve",
            "Design C - Clear window pouch", "Design D - Matte black box",
            "Design E - Recycled pastel pack"]
    counts = {opts[0]: 96, opts[1]: 84, opts[2]: 121, opts[3]: 58, opts[4]: 46}
    answers = shuffled_from_counts(rng, counts) + [None] * 7
    rng.shuffle(answers)
    resp = []
    for a in answers:
        g = rng.choices(["Male", "Female"], [0.47, 0.53])[0]
        age = rng.choices(["18-34", "35-54", "55+"], [0.34, 0.38, 0.28])[0]
        reg = rng.choices(["Northeast", "Midwest", "South", "West"], [0.19, 0.22, 0.37, 0.22])[0]
        resp.append((g, age, reg, a))
    banner = [("Total", lambda r: True), ("Male", lambda r: r[0] == "Male"), ("Female", lambda r: r[0] == "Female"),
              ("18-34", lambda r: r[1] == "18-34"), ("35-54", lambda r: r[1] == "35-54"), ("55+", lambda r: r[1] == "55+"),
              ("Northeast", lambda r: r[2] == "Northeast"), ("Midwest", lambda r: r[2] == "Midwest"),
              ("South", lambda r: r[2] == "South"), ("West", lambda r: r[2] == "West")]
    letters = "ABCDEFGHIJ"

    def col_counts(pred):
        return [r for r in resp if pred(r)]

    def pct(n, d):
        return "%.1f%%" % (100.0 * n / d) if d else "-"

    rows = []
    rows.append(["Bramble Foods \u2013 Snack Bar Packaging Concept Test (Job 26-0417)"])
    rows.append(["Online panel, fielded 02/09/2026 - 02/16/2026, n=412"])
    rows.append([])
    rows.append(["Table 7"])
    rows.append(["Q7. Which ONE of these packaging designs do you prefer overall?"])
    rows.append(["Base: All respondents"])
    rows.append([])
    rows.append(["", "", "Gender", "", "Age", "", "", "Region", "", "", ""])
    rows.append([""] + [b[0] for b in banner])
    rows.append([""] + ["(%s)" % letters[i] for i in range(len(banner))])
    cols = [col_counts(p) for _, p in banner]
    rows.append(["Total"] + [len(c) for c in cols])
    answering = [[r for r in c if r[3] is not None] for c in cols]
    rows.append(["Total Answering"] + [len(c) for c in answering])
    net_members = {opts[1], opts[4]}
    net = [sum(1 for r in c if r[3] in net_members) for c in answering]
    rows.append(["NET: Paper-based designs (B, E)"] + net)
    rows.append([""] + [pct(n, len(c)) for n, c in zip(net, answering)])
    for o in opts:
        ns = [sum(1 for r in c if r[3] == o) for c in answering]
        rows.append([o] + ns)
        rows.append([""] + [pct(n, len(c)) for n, c in zip(ns, answering)])
    na = [len(c) - len(a) for c, a in zip(cols, answering)]
    rows.append(["No Answer"] + na)
    rows.append([""] + [pct(n, len(c)) for n, c in zip(na, cols)])
    sig = [sum(1 for r in c if r[3] in opts) for c in answering]
    rows.append(["Sigma"] + sig)
    rows.append([""] + [pct(n, len(c)) for n, c in zip(sig, answering)])
    rows.append([])
    rows.append(["Comparison Groups: BC/DEF/GHIJ"])
    rows.append(["Prepared by Northfield Insights using WinCross"])
    text = csv_text(rows, quoting=csv.QUOTE_NONNUMERIC)
    text = "".join("\n" if ln == '""\n' else ln for ln in text.splitlines(True))  # empty rows come out as ""
    write_bytes(name, encode(text, "cp1252", "\r\n"))
    scores = {o: counts[o] for o in opts}
    win = check_margin(scores, label=name)
    add(name, tool="WinCross (The Analytical Group, market-research crosstab software), table run exported to CSV (comma-delimited) for the client",
        shape="Ready-made crosstab table: title block, banner header rows (Gender/Age/Region) with column letters, Total / Total Answering rows, a NET row, counts with vertical-percent rows under each, No Answer and Sigma rows, footnotes",
        format_evidence="Partly checked: summary row names (Total, Total Answering, Sigma, No Answer), NET rows and vertical percents from the WinCross help pages (Table Options) found with the pages search; the CSV byte layout (all text quoted, numbers bare, Windows-1252, CRLF) is from memory",
        answer="winner", winner=win, acceptable=None, ask_because=None,
        question="Q7 preferred packaging design: count of respondents in the Total column",
        candidates=opts, scores=scores,
        traps=["Total / Total Answering / Sigma rows exceed every option", "NET row (B+E) larger than the winning design",
               "percent rows stacked under counts", "banner columns (Gender, Age, Region) where some columns prefer another design",
               "column-letter row", "title block and footnotes"])


# ----------------------------------------------------------------------------- 2 Voxco (fr-CA)
def f_voxco():
    name = "Voxco_Projet4721_NomNavette_export.csv"
    rng = random.Random(7202)
    opts = ["Navette Express", "LiaisonBus", "Le Trait d'union", "CitéLien", "Boréal"]
    counts = {"Navette Express": 72, "LiaisonBus": 58, "Le Trait d'union": 61, "CitéLien": 94, "Boréal": 41}
    complete = shuffled_from_counts(rng, counts)
    rows_status = [("Complété", a) for a in complete] + [("Abandon", None)] * 18
    rng.shuffle(rows_status)
    header = ["Numéro", "Statut", "Date de début", "Date de fin", "Durée (min)", "Langue", "Mode", "Région",
              "Q1 Sexe", "Q2 Groupe d'âge", "Q3 Fréquence d'utilisation du transport en commun",
              "Q4 Parmi les noms suivants, lequel préférez-vous pour la nouvelle navette?",
              "Q5 Satisfaction globale envers le service actuel (0-10)", "Q6 Commentaires", "Pondération"]
    rows = [header]
    regions = ["Montréal", "Laval", "Longueuil", "Rive-Nord", "Rive-Sud"]
    freq = ["Tous les jours", "Quelques fois par semaine", "Quelques fois par mois", "Rarement", "Jamais"]
    comments = ["", "", "", "", "Plus de départs le soir; svp", "Le nom doit être facile à dire en anglais aussi",
                "Aucun commentaire", "", "Pensez aux familles, poussettes, vélos", "Très bon projet"]
    weighted = {o: 0.0 for o in opts}
    start = dt.datetime(2026, 2, 3, 8, 30)
    for i, (st, a) in enumerate(rows_status):
        t0 = start + dt.timedelta(days=rng.randint(0, 9), minutes=rng.randint(0, 13 * 60))
        dur = round(rng.uniform(6.5, 21.0), 1)
        w = round(rng.uniform(0.62, 1.58), 4)
        reg = rng.choices(regions, [0.55, 0.12, 0.11, 0.11, 0.11])[0]
        row = [str(410001 + i), st, t0.strftime("%d/%m/%Y %H:%M"),
               "" if st != "Complété" else (t0 + dt.timedelta(minutes=dur)).strftime("%d/%m/%Y %H:%M"),
               ("%.1f" % dur).replace(".", ",") if st == "Complété" else "",
               rng.choices(["FR", "EN"], [0.82, 0.18])[0], rng.choices(["Web", "Téléphone"], [0.7, 0.3])[0], reg,
               rng.choice(["Femme", "Homme"]), rng.choice(["18-34 ans", "35-54 ans", "55 ans et plus"]),
               rng.choices(freq, [0.2, 0.42, 0.18, 0.12, 0.08])[0]]
        if st == "Complété":
            row += [a, str(rng.randint(3, 10)), rng.choice(comments), ("%.4f" % w).replace(".", ",")]
            weighted[a] += w
        else:
            row += ["", "", "", ("%.4f" % w).replace(".", ",")]
        rows.append(row)
    text = csv_text(rows, delimiter=";")
    write_bytes(name, encode(text, "iso-8859-1", "\r\n"))
    scores = {o: counts[o] for o in opts}
    win = check_margin(scores, label=name)
    assert check_margin(weighted, 0.05, "voxco weighted") == win
    add(name, tool="Voxco Command Center (French interface, Québec), Exportation des données → CSV with labels, for a regional transit authority's survey",
        shape="Multi-question survey with metadata columns (case number, status, start/end, duration, language, mode, region) before the questions; the naming question is Q4; abandons with empty answers; weight column",
        format_evidence="From memory, unverified (column layout, ';' separator, ISO-8859-1, CRLF, decimal comma in duration and weight)",
        answer="winner", winner=win, acceptable=None, ask_because=None,
        question="Q4 preferred name for the new shuttle: count of responses among completed interviews (weighted result agrees)",
        candidates=opts, scores=scores,
        traps=["Région column before the question whose top value (Montréal) outnumbers every name",
               "Q3 frequency question with a dominant value", "abandoned interviews with blank answers",
               "decimal-comma weight and duration columns", "0-10 satisfaction column", "comments containing ';' (quoted)"])


# ----------------------------------------------------------------------------- 3 SAP BusinessObjects WebI (de)
def f_webi():
    name = "Mitarbeiterbefragung_Kantinenkonzept_2026.xlsx"
    rng = random.Random(7303)
    concepts = ["Asiatische Wok-Station", "Mediterrane Küche", "Regionale Hausmannskost",
                "Salatbar & Suppen", "Vegetarisch-vegane Bowls"]
    sites = ["Hamburg", "Köln", "Leipzig", "München", "Stuttgart"]
    site_n = {"Hamburg": 1012, "Köln": 644, "Leipzig": 388, "München": 721, "Stuttgart": 493}
    probs = {"Asiatische Wok-Station": 0.20, "Mediterrane Küche": 0.285, "Regionale Hausmannskost": 0.225,
             "Salatbar & Suppen": 0.11, "Vegetarisch-vegane Bowls": 0.18}
    table = {}
    for s in sites:
        votes = rng.choices(concepts, [probs[c] for c in concepts], k=site_n[s])
        table[s] = {c: votes.count(c) for c in concepts}
    totals = {c: sum(table[s][c] for s in sites) for c in concepts}
    win = check_margin(totals, label=name)
    grand = sum(totals.values())
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Gesamtergebnis"
    ws["A1"] = "Mitarbeiterbefragung 2026 \u2013 Neues Kantinenkonzept"
    ws["A1"].font = Font(bold=True, size=14)
    ws["A2"] = "Ergebnis nach Konzept (alle Standorte)"
    ws["A3"] = "Befragungszeitraum: 02.02.2026 \u2013 20.02.2026"
    ws.append([])
    ws.append(["Konzept", "Stimmen", "Anteil"])
    for c in ws[5]:
        c.font = Font(bold=True)
    for c in concepts:
        ws.append([c, totals[c], totals[c] / grand])
        ws.cell(ws.max_row, 2).number_format = "#,##0"
        ws.cell(ws.max_row, 3).number_format = "0.0%"
    ws.append(["Summe:", grand, 1.0])
    ws.cell(ws.max_row, 2).number_format = "#,##0"
    ws.cell(ws.max_row, 3).number_format = "0.0%"
    ws.append([])
    ws.append(["Stand: 23.02.2026 08:15"])
    ws.append(["Seite 1 von 1"])
    ws.column_dimensions["A"].width = 34
    ws2 = wb.create_sheet("Nach Standort")
    ws2["A1"] = "Mitarbeiterbefragung 2026 \u2013 Neues Kantinenkonzept"
    ws2["A1"].font = Font(bold=True, size=14)
    ws2["A2"] = "Stimmen je Standort"
    ws2.append([])
    ws2.append(["Standort"] + concepts + ["Summe"])
    for c in ws2[4]:
        c.font = Font(bold=True)
    for s in sites:
        ws2.append([s] + [table[s][c] for c in concepts] + [site_n[s]])
        for col in range(2, len(concepts) + 3):
            ws2.cell(ws2.max_row, col).number_format = "#,##0"
    ws2.append(["Summe:"] + [totals[c] for c in concepts] + [grand])
    for col in range(2, len(concepts) + 3):
        ws2.cell(ws2.max_row, col).number_format = "#,##0"
    ws2.append([])
    ws2.append(["Stand: 23.02.2026 08:15"])
    ws2.append(["Seite 1 von 1"])
    ws2.column_dimensions["A"].width = 14
    save_xlsx(wb, name)
    add(name, tool="SAP BusinessObjects Web Intelligence 4.3 (German interface), document with two report tabs → Exportieren → Dokument als Excel (.xlsx)",
        shape="Workbook, summary report first (concept, votes, share, 'Summe:' row, page footer lines), then a crosstab of sites (rows) × concepts (columns) with a Summe column and row; both tabs give the same result",
        format_evidence="From memory, unverified (one sheet per report tab named after the tab, report title cells above the table, 'Summe:' footer row, page footer text)",
        answer="winner", winner=win, acceptable=None, ask_because=None,
        question="canteen concept: count of votes over all sites (Gesamtergebnis = column sums of Nach Standort)",
        candidates=concepts, scores=totals,
        traps=["'Summe:' total row and Summe column", "share column formatted as percent", "site column whose values (Hamburg) are not options",
               "thousands formatted with '#,##0' (shown with points in German Excel)", "page footer lines under the table"])


# ----------------------------------------------------------------------------- 4 SYSTAT
def f_systat():
    name = "logo_ballot_tabulation.txt"
    rng = random.Random(7404)
    logos = ["Logo 1 - Wave", "Logo 2 - Compass", "Logo 3 - Leaf", "Logo 4 - Monogram"]
    counts = {"Logo 1 - Wave": 61, "Logo 2 - Compass": 74, "Logo 3 - Leaf": 102, "Logo 4 - Monogram": 48}
    votes = shuffled_from_counts(rng, counts) + [""] * 6
    rng.shuffle(votes)
    sites = [rng.choices(["Main Campus", "Harbour Annex", "Field Station"], [0.71, 0.18, 0.11])[0] for _ in votes]
    groups = [rng.choices(["Research", "Technical", "Administration"], [0.52, 0.27, 0.21])[0] for _ in votes]

    def table(var, values, order):
        out = []
        out.append("Frequency Distribution for %s" % var)
        out.append("")
        hdr1 = "%-20s%10s%12s%10s%12s" % ("", "Count", "Cumulative", "Percent", "Cumulative")
        hdr2 = "%-20s%10s%12s%10s%12s" % (var, "", "Count", "", "Percent")
        out += [hdr1, hdr2, "-" * 64]
        n = sum(1 for v in values if v)
        cum = 0
        for o in order:
            c = sum(1 for v in values if v == o)
            cum += c
            out.append("%-20s%10d%12d%10.3f%12.3f" % (o, c, cum, 100.0 * c / n, 100.0 * cum / n))
        out.append("-" * 64)
        miss = sum(1 for v in values if not v)
        out.append("%-20s%10d" % ("Total", n))
        if miss:
            out.append("")
            out.append("%d cases were deleted due to missing data." % miss)
        out.append("")
        return out

    lines = []
    lines.append("SYSTAT Rectangular file C:\\Users\\mkovacs\\Documents\\Comms\\logo_ballot_2026.syz,")
    lines.append("created Mon Mar 09, 2026 at 11:52:37, contains variables:")
    lines.append(" RESPID        SITE$         STAFFGRP$     LOGO$         SUBMITTED$")
    lines.append("")
    lines.append(">REM Staff logo ballot 2026 - tabulation for the communications office")
    lines.append(">XTAB")
    lines.append(">PLENGTH NONE / FREQ CFREQ PERCENT CPERCENT")
    lines.append(">TABULATE SITE$ STAFFGRP$ LOGO$")
    lines.append("")
    lines += table("SITE$", sites, ["Field Station", "Harbour Annex", "Main Campus"])
    lines += table("STAFFGRP$", groups, ["Administration", "Research", "Technical"])
    lines += table("LOGO$", votes, logos)
    write_bytes(name, encode("\n".join(lines) + "\n", "cp1252", "\r\n"))
    scores = dict(counts)
    win = check_margin(scores, label=name)
    add(name, tool="SYSTAT 13 (Windows), Analyze → Tables → One-Way (XTAB / TABULATE) output saved from the Output Editor as text",
        shape="Printed statistics output: file header and echoed commands, then three fixed-width one-way frequency tables (site, staff group, logo) with Count, Cumulative Count, Percent, Cumulative Percent, a Total line and a missing-data note",
        format_evidence="From memory, unverified (searched for SYSTAT tabulation output; found only other packages' docs)",
        answer="winner", winner=win, acceptable=None, ask_because=None,
        question="LOGO$ table (the ballot): count of votes",
        candidates=logos, scores=scores,
        traps=["SITE$ table first, its top value (Main Campus) outnumbers every logo", "STAFFGRP$ demographic table",
               "cumulative count column (largest on the last row)", "Total line", "percent columns", "echoed command lines"])


# ----------------------------------------------------------------------------- 5 Medallia
def f_medallia():
    name = "Medallia_Export_Responses_MarlowePostStay_2026-02.csv"
    rng = random.Random(7505)
    opts = ["Rooftop terrace bar", "24-hour fitness studio", "In-room espresso machine",
            "Self check-in kiosks", "EV charging bays"]
    target = {"Rooftop terrace bar": 79, "24-hour fitness studio": 86, "In-room espresso machine": 104,
              "Self check-in kiosks": 52, "EV charging bays": 41}
    n = 262
    skipped = set(rng.sample(range(n), 9))
    answerers = [i for i in range(n) if i not in skipped]
    sel = {o: set(rng.sample(answerers, target[o])) for o in opts}
    props = [("Marlowe Chicago Loop", "CHI01"), ("Marlowe Milwaukee Riverwalk", "MKE02"),
             ("Marlowe Minneapolis North Loop", "MSP01"), ("Marlowe Detroit Midtown", "DTW03")]
    header = ["Survey ID", "Response Date", "Property", "Property Code", "Brand", "Region", "Stay Date", "Room Type",
              "Guest Language", "Invitation Channel", "Likelihood to Recommend (0-10)", "Overall Satisfaction (1-5)"]
    header += ["Which new amenities would you use on your next stay? - %s" % o for o in opts]
    header += ["Comments", "Alert Status"]
    rows = [header]
    comments = ["", "", "", "Great stay, the lobby coffee was weak though.", "Staff were lovely, parking was a hassle",
                "", "Room was cold, \"fixed\" after two calls", "Would love a proper gym", ""]
    for i in range(n):
        p = rng.choices(props, [0.43, 0.2, 0.2, 0.17])[0]
        stay = dt.date(2026, 1, 5) + dt.timedelta(days=rng.randint(0, 40))
        resp = dt.datetime.combine(stay, dt.time(0)) + dt.timedelta(days=rng.randint(1, 6), minutes=rng.randint(400, 1300))
        ltr = rng.choices(range(11), [1, 1, 1, 2, 2, 4, 6, 10, 18, 22, 20])[0]
        row = ["MED-%07d" % (5521300 + i * 7), resp.strftime("%m/%d/%Y %I:%M %p"), p[0], p[1], "Marlowe Hotels",
               "Midwest", stay.strftime("%m/%d/%Y"), rng.choice(["King", "Double Queen", "King Suite"]),
               rng.choices(["en-US", "es-US", "fr-CA"], [0.86, 0.1, 0.04])[0],
               rng.choices(["Email", "SMS"], [0.8, 0.2])[0], str(ltr), str(max(1, min(5, round(ltr / 2)))) ]
        if i in skipped:
            row += [""] * len(opts)
        else:
            row += ["1" if i in sel[o] else "0" for o in opts]
        row += [rng.choice(comments), "Closed" if ltr <= 6 else ""]
        rows.append(row)
    text = csv_text(rows)
    write_bytes(name, encode(text, "utf-8", "\n", b"\xef\xbb\xbf"))
    scores = {o: target[o] for o in opts}
    win = check_margin(scores, label=name)
    add(name, tool="Medallia Experience Cloud, Reports → Responses → Export (CSV), a hotel group's post-stay survey",
        shape="Survey with many metadata columns (survey id, dates, property, codes, language, channel, LTR and OSAT scores) and one 1/0 column per option of a multi-select amenity question, comments and alert status",
        format_evidence="From memory, unverified (column names follow Medallia's usual field labels; UTF-8 with BOM, LF, 'Question - Option' headers)",
        answer="winner", winner=win, acceptable=None, ask_because=None,
        question="multi-select amenity question: approvals (count of 1s per option column)",
        candidates=opts, scores=scores,
        traps=["Property column whose top value outnumbers every option", "0-10 Likelihood to Recommend and 1-5 satisfaction numbers",
               "constant Brand/Region columns", "respondents who skipped the question (all blank)", "0 cells are not ticks",
               "option text only after ' - ' in the header"])


# ----------------------------------------------------------------------------- 6 Diligent Boards (ask)
def f_diligent():
    name = "Diligent_Boards_Voting_Report_Q1-2026.xlsx"
    rng = random.Random(7606)
    voters = [("Margaret Oduya", "Chair"), ("Thomas Brennan", "Vice Chair"), ("Priya Raman", "Treasurer"),
              ("Daniel Kowalczyk", "Secretary"), ("Helen Marsh", "Director"), ("Samuel Adeyemi", "Director"),
              ("Rebecca Lund", "Director"), ("Carlos Medina", "Director"), ("Aisha Karim", "Director"),
              ("Gordon Pike", "Director"), ("Naomi Feld", "Director"), ("Victor Haines", "Director"),
              ("Julia Sorensen", "Director (ex officio)")]
    items = [
        ("Resolution 2026-07", "Appointment of external auditor for FY2026/27",
         {"Moss & Keane LLP": 3, "Hartwell Audit Partners": 8, "Fenwick Thorne CPA": 1, "Abstain": 1}),
        ("Resolution 2026-08", "Venue for the 2026 board strategy retreat",
         {"Lakeside Lodge": 4, "Harbor Conference Centre": 2, "Pinecrest Inn": 6, "Abstain": 0, "Not voted": 1}),
    ]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Voting Results"
    ws.append(["Voting Report"])
    ws["A1"].font = Font(bold=True, size=14)
    ws.append(["Board: Riverbend Community Health Foundation \u2013 Board of Directors"])
    ws.append(["Voting event: Q1 2026 written resolutions (closed 18 Mar 2026 17:00)"])
    ws.append(["Generated: 19/03/2026 09:12 by Company Secretary"])
    ws.append([])
    ws.append(["Item", "Question", "Voter", "Role", "Response", "Voted On", "Comment"])
    for c in ws[6]:
        c.font = Font(bold=True)
    acc, cands, scores = {}, {}, {}
    for ref, q, dist in items:
        resp = shuffled_from_counts(rng, dist)
        assert len(resp) == len(voters)
        label = "%s: %s" % (ref, q)
        opts = [o for o in dist if o not in ("Abstain", "Not voted")]
        sc = {o: dist[o] for o in opts}
        acc[label] = check_margin(sc, label=label)
        cands[label] = opts
        scores[label] = sc
        for (v, role), r in zip(voters, resp):
            when = "" if r == "Not voted" else (dt.datetime(2026, 3, 9, 8) + dt.timedelta(minutes=rng.randint(0, 12000))).strftime("%d/%m/%Y %H:%M")
            com = ""
            if r == "Abstain":
                com = "Declared conflict of interest"
            elif rng.random() < 0.12:
                com = "Agree with the committee recommendation"
            ws.append([ref, q, v, role, "" if r == "Not voted" else r, when, com])
    for col, w in zip("ABCDEFG", (20, 46, 20, 22, 26, 17, 32)):
        ws.column_dimensions[col].width = w
    save_xlsx(wb, name)
    add(name, tool="Diligent Boards (board portal), Voting → closed voting event → Export report to Excel",
        shape="Long format, one sheet: title block, then one row per (resolution, director) with question, voter, role, response, time, comment; two resolutions of equal standing, abstentions and a director who did not vote",
        format_evidence="From memory, unverified",
        answer="ask", winner=None, acceptable=acc,
        ask_because="The voting event holds two unrelated resolutions (auditor appointment and retreat venue) of equal standing in one table; the file does not say which result is wanted.",
        question="per resolution: count of responses (abstentions and not-voted excluded)",
        candidates=cands, scores=scores,
        traps=["two questions interleaved in one long table", "Abstain responses", "empty response for a director who did not vote",
               "Role column with a dominant value (Director)", "title block above the header"])


# ----------------------------------------------------------------------------- 7 SAP Ariba forward auction (bids)
def f_ariba():
    name = "Doc2871146502_Bid_History.xlsx"
    usd = lambda v: "${:,.2f}".format(v)
    # (participant, contact, amount, status)
    plan = [
        ("Kessler Machine Tools Inc.", "R. Kessler", [30500, 34000, 39500, 48500]),
        ("Ortega Industrial Supply LLC", "M. Ortega", [31000, 36500, 42500, 47000]),
        ("Northgate Recyclers", "J. Pruitt", [28500]),
        ("Pioneer Used Equipment Co.", "A. Lindqvist", [33500, 38000, 42500, 51000]),
        ("Lakeshore Metal Works", "D. Okafor", [32000, 37000, 41000, 46000]),
        ("Summit CNC Brokers", "K. Yamada", [31500]),
    ]
    rng = random.Random(7707)
    events = []
    for comp, contact, amts in plan:
        for a in amts:
            events.append([comp, contact, a, "Accepted"])
    # invalid bids
    events.append(["Pioneer Used Equipment Co.", "A. Lindqvist", 55000, "Withdrawn"])
    events.append(["Lakeshore Metal Works", "D. Okafor", 46250, "Rejected - below minimum increment"])
    events.sort(key=lambda e: (e[2], e[0]))
    events.append(["Summit CNC Brokers", "K. Yamada", 45500, "Rejected - submitted after close"])
    t = dt.datetime(2026, 3, 4, 14, 0, 0)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Event Summary"
    info = [("Event ID", "Doc2871146502"), ("Event Name", "Forward Auction \u2013 Sale of decommissioned 5-axis CNC machining centre (Lot 1)"),
            ("Event Type", "Forward Auction (English, open)"), ("Event Owner", "Asset Recovery \u2013 Plant Dayton"),
            ("Currency", "US Dollar (USD)"), ("Starting Price", usd(28000)), ("Minimum Bid Increment", usd(500)),
            ("Bidding Start", "03/04/2026 2:00 PM EST"), ("Bidding End", "03/04/2026 3:47 PM EST (after 3 overtime periods)"),
            ("Participants Invited", "9"), ("Participants Bidding", "6"),
            ("Note", "Withdrawn and rejected bids are listed for audit purposes and are not valid bids."),
            ("Report Generated", "03/05/2026 8:31 AM EST")]
    ws.append(["Event Summary"])
    ws["A1"].font = Font(bold=True, size=13)
    for k, v in info:
        ws.append([k, v])
    ws.column_dimensions["A"].width = 24
    ws.column_dimensions["B"].width = 80
    ws2 = wb.create_sheet("Bid History")
    ws2.append(["Bid #", "Participant", "Contact", "Line Item", "Bid Amount", "Currency", "Submitted On", "Submitted By", "Status"])
    for c in ws2[1]:
        c.font = Font(bold=True)
    bids = []
    for i, (comp, contact, amt, st) in enumerate(events):
        t += dt.timedelta(seconds=rng.randint(40, 700))
        by = "Surrogate (buyer)" if (comp == "Northgate Recyclers") else "Participant"
        ws2.append([i + 1, comp, contact, "1 - 5-axis CNC machining centre, DMU 65 (2014)", usd(amt), "USD",
                    t.strftime("%m/%d/%Y %I:%M:%S %p"), by, st])
        bids.append((comp, amt, st == "Accepted"))
    for col, w in zip("ABCDEFGHI", (7, 30, 14, 44, 14, 9, 24, 18, 36)):
        ws2.column_dimensions[col].width = w
    save_xlsx(wb, name)
    best, cands, scores = posted_price(bids, usd)
    add(name, tool="SAP Ariba Sourcing, forward auction event → Bid History report → Export to Excel",
        shape="Bid list workbook: 'Event Summary' read-me sheet first (key/value), then 'Bid History' with several bids per participant, a surrogate bidder, one withdrawn bid and two rejected bids, amounts as '$47,500.00' text",
        format_evidence="From memory, unverified (searches found only Ariba API docs, no report layout)",
        answer="winner", winner=best, acceptable=None, ask_because=None,
        question="best posted price: valid bid amount b maximising b x number of participants whose highest valid (Accepted) bid >= b",
        candidates=cands, scores=scores,
        traps=["read-me sheet first", "withdrawn top bid $55,000.00", "rejected bids ($46,250.00 below increment, $45,500.00 submitted after close)",
               "several bids per participant (keep each one's highest)", "starting price in the summary sheet is not a bid", "Bid # column"])


# ----------------------------------------------------------------------------- 8 Sberbank-AST (ru, bids)
def f_sberbank():
    name = "Протокол_хода_аукциона_SBR012-2603150041.csv"
    nb = "\u00a0"

    def rub(v):
        s = "{:,.2f}".format(v).replace(",", nb).replace(".", ",")
        return s
    start, step = 1250000, 25000
    seq = [
        ("Участник № 1", 1275000), ("Участник № 3", 1300000), ("Участник № 4", 1350000), ("Участник № 2", 1400000),
        ("Участник № 3", 1500000), ("Участник № 1", 1550000), ("Участник № 3", 1610000), ("Участник № 4", 1650000),
        ("Участник № 2", 1700000), ("Участник № 4", 1800000), ("Участник № 2", 1850000),
    ]
    rows = []
    rows.append(["Протокол хода электронного аукциона"])
    rows.append(["Процедура № SBR012-2603150041. Продажа муниципального имущества (аукцион на повышение цены)"])
    rows.append(["Лот № 1: Нежилое помещение, 186,4 кв.м, г. Вологда, ул. Козлёнская, д. 14, пом. 3"])
    rows.append(["Начальная цена лота, руб.:", rub(start)])
    rows.append(["Шаг аукциона, руб.:", rub(step), "(повышение на величину, кратную шагу аукциона)"])
    rows.append(["Время начала торгов:", "17.03.2026 10:00:00 (МСК)"])
    rows.append([])
    rows.append(["№ п/п", "Дата и время подачи предложения", "Участник", "Предложение о цене, руб.", "Статус предложения"])
    t = dt.datetime(2026, 3, 17, 10, 0, 0)
    rng = random.Random(7808)
    bids = []
    best = start
    for i, (who, amt) in enumerate(seq):
        t += dt.timedelta(seconds=rng.randint(20, 540))
        if amt <= best or (amt - start) % step:
            st = "Отклонено (не кратно шагу аукциона)" if (amt - start) % step else "Отклонено (не превышает текущее лучшее предложение)"
            ok = False
        else:
            st = "Принято"
            ok = True
            best = amt
        rows.append([str(i + 1), t.strftime("%d.%m.%Y %H:%M:%S"), who, rub(amt), st])
        bids.append((who, amt, ok))
    rows.append([])
    rows.append(["Участник № 5 не допущен к участию в аукционе (протокол рассмотрения заявок от 13.03.2026)."])
    rows.append(["Время окончания торгов:", (t + dt.timedelta(minutes=10)).strftime("%d.%m.%Y %H:%M:%S")])
    rows.append(["Последнее предложение о цене:", rub(best), "Участник № 2"])
    text = csv_text(rows, delimiter=";")
    write_bytes(name, encode(text, "cp1251", "\r\n"))
    bestp, cands, scores = posted_price(bids, rub)
    add(name, tool="Сбербанк-АСТ (utp.sberbank-ast.ru, Russian e-trading platform), property-sale auction → 'Ход торгов' table copied into Microsoft Excel (Russian) and saved as 'CSV (разделители — точки с запятой)'",
        shape="Bid list: title/lot block (start price, step), a table of bids in time order with participant numbers, amounts and status, one rejected bid, footer lines naming the last offer",
        format_evidence="From memory, unverified (Windows-1251, ';', CRLF, amounts like '1 875 000,00' with no-break-space thousands and decimal comma)",
        answer="winner", winner=bestp, acceptable=None, ask_because=None,
        question="best posted price: valid (Принято) bid amount b maximising b x number of participants whose highest valid bid >= b",
        candidates=cands, scores=scores,
        traps=["rejected bid (Отклонено) that would change the best price", "start price and step in the title block are not bids",
               "footer 'last offer' line", "several bids per participant", "no-break-space thousands, decimal comma",
               "row numbers column"])


# ----------------------------------------------------------------------------- 9 Opendatasoft (fr)
def f_ods():
    name = "consultation-nom-mediatheque-resultats-par-bureau.csv"
    opts = ["Médiathèque du Canal", "Médiathèque Simone-Veil", "Médiathèque Les Lucioles", "Médiathèque Jean-Zay"]
    probs = [0.24, 0.21, 0.33, 0.22]
    for seed in range(7900, 8000):
        rng = random.Random(seed)
        rows_data = []
        for b in range(1, 23):
            ins = rng.randint(780, 1480)
            vot = int(ins * rng.uniform(0.16, 0.31))
            bl = rng.randint(2, 14)
            nu = rng.randint(0, 6)
            ex = vot - bl - nu
            v = rng.choices(opts, probs, k=ex)
            rows_data.append((b, ins, vot, bl, nu, ex, [v.count(o) for o in opts]))
        tot = {o: sum(r[6][i] for r in rows_data) for i, o in enumerate(opts)}
        r = ranked(tot)
        if r[0][0] == "Médiathèque Les Lucioles" and r[0][1] - r[1][1] >= 0.08 * r[0][1]:
            break
    streets = ["École Jules-Ferry", "Groupe scolaire Pasteur", "Salle des fêtes", "Gymnase Léo-Lagrange",
               "Maison de quartier du Canal", "École maternelle Les Tilleuls", "Centre social Aragon", "Mairie annexe"]
    header = ["Code bureau", "Libellé du bureau", "Inscrits", "Votants", "Blancs", "Nuls", "Exprimés"] + opts + \
             ["Taux de participation", "Geo Point"]
    rows = [header]
    order = list(range(len(rows_data)))
    rng.shuffle(order)
    for k in order:
        b, ins, vot, bl, nu, ex, vs = rows_data[k]
        lib = "Bureau %d - %s" % (b, streets[b % len(streets)])
        gp = "%.6f,%.6f" % (48.89 + rng.uniform(-0.02, 0.02), 2.41 + rng.uniform(-0.03, 0.03))
        rows.append(["%04d" % b, lib, ins, vot, bl, nu, ex] + vs + [round(vot / ins, 4), gp])
    text = csv_text(rows, delimiter=";")
    write_bytes(name, encode(text, "utf-8", "\n"))
    win = check_margin(tot, label=name)
    add(name, tool="Opendatasoft open-data portal of a French city (data.<ville>.fr), dataset page → Export → CSV",
        shape="Results by unit: one row per polling station (bureau) with metadata (code, label, registered, voters, blank, void, valid) then one column per name option, a turnout ratio and a geo point; rows not in bureau order",
        format_evidence="From memory, unverified (';' separator, UTF-8 without BOM, LF, '.' decimals, 'lat,lon' geo point; column labels rather than technical field names)",
        answer="winner", winner=win, acceptable=None, ask_because=None,
        question="name of the new media library: sum of votes over all bureaux",
        candidates=opts, scores=tot,
        traps=["Inscrits / Votants / Exprimés columns larger than any option", "bureau code column", "turnout ratio column",
               "geo point 'lat,lon' with a comma", "rows shuffled"])


# ----------------------------------------------------------------------------- 10 CKAN Japan (Shift_JIS)
def f_ckan_jp():
    name = "r7_shiminishiki_q12_hall_aisho.csv"
    opts = ["さくらホール", "みらいアリーナ", "ひかりの丘ホール", "かわせみホール", "その他"]
    counts = {"さくらホール": 231, "みらいアリーナ": 318, "ひかりの丘ホール": 402, "かわせみホール": 197, "その他": 58}
    noans = 78
    rng = random.Random(8010)
    total = sum(counts.values()) + noans
    rows = []
    rows.append(["令和7年度 市民意識調査 集計結果"])
    rows.append(["問12　新しい市民ホールの愛称として、最もふさわしいと思うものを1つお選びください。（単数回答）"])
    rows.append(["調査対象：市内在住の18歳以上の市民3000人（無作為抽出）　有効回収数：%d" % total])
    rows.append([])
    rows.append(["選択肢", "回答数", "構成比(%)", "男性", "女性", "その他・答えたくない"])

    def split(n):
        m = int(n * rng.uniform(0.40, 0.50))
        o = rng.randint(0, max(1, n // 40))
        return m, n - m - o, o
    tot_split = [0, 0, 0]
    for o in opts + ["無回答"]:
        n = counts.get(o, noans)
        s = split(n)
        tot_split = [a + b for a, b in zip(tot_split, s)]
        rows.append([o, n, "%.1f" % (100.0 * n / total)] + list(s))
    rows.append(["合計", total, "100.0"] + tot_split)
    rows.append([])
    rows.append(["※構成比は小数点第2位を四捨五入しているため、合計が100.0にならない場合がある。"])
    rows.append(["※「その他」の主な記述：市の名前を入れたホール名、公募で再度決める　など"])
    text = csv_text(rows)
    write_bytes(name, encode(text, "cp932", "\r\n"))
    scores = {o: counts[o] for o in opts if o != "その他"}
    scores["その他"] = counts["その他"]
    win = check_margin(scores, label=name)
    add(name, tool="CKAN-based open-data portal of a Japanese city (DATA GO JP style catalogue), resource download of the citizen-survey tabulation CSV as published by the city (Shift_JIS)",
        shape="Ready-made count table: title lines with the question, header '選択肢,回答数,構成比(%)' plus gender columns, 無回答 (no answer) and 合計 (total) rows, footnotes",
        format_evidence="From memory, unverified (Japanese local-government CSVs are commonly Shift_JIS with CRLF, title rows above the table and ※ footnotes)",
        answer="winner", winner=win, acceptable=None, ask_because=None,
        question="問12 hall nickname: 回答数 (count of responses)",
        candidates=opts, scores=scores,
        traps=["合計 total row", "構成比 percent column", "無回答 row", "gender breakdown columns", "title and footnote lines", "その他 (other) option"])


# ----------------------------------------------------------------------------- 11 Microsoft CMT (ask, two track sheets)
def f_cmt():
    name = "Reviews.xlsx"
    rng = random.Random(8111)
    labels = {3: "3: Strong accept", 2: "2: Accept", 1: "1: Weak accept", -1: "-1: Weak reject", -2: "-2: Reject", -3: "-3: Strong reject"}
    conf = ["1: Low", "2: Medium", "3: High", "4: Expert"]
    tracks = {
        "Main Track": [
            (101, "Sparse Attention for Long Clinical Notes", (2, 1, 2)),
            (104, "A Benchmark for Low-Resource Speech Translation in Wolof", (2, 3, 1)),
            (112, "Calibrated Uncertainty for Crop Yield Forecasting", (3, 3, 2)),
            (118, "On the Limits of Synthetic Data for Table QA", (1, -1, 2)),
            (123, "Federated Fine-Tuning under Label Skew", (2, 2, 1)),
            (130, "Graph Priors for Urban Mobility Prediction", (-1, 1, 1)),
            (137, "Evaluating Retrieval Augmentation in Legal Drafting", (1, 2, -2)),
            (141, "Energy-Aware Scheduling of Training Jobs", (2, 1, 1)),
        ],
        "Demo Track": [
            (201, "OpenTally: A Browser Tool for Auditing Ballot Scans", (2, 2, 1)),
            (205, "Live Captioning for Sign-Language Lectures on Commodity Phones", (3, 2, 3)),
            (209, "A Notebook Plug-in for Reproducible Survey Weighting", (1, 2, 1)),
            (214, "Interactive Maps of Heat Exposure for City Planners", (2, 1, 2)),
            (220, "PaperTrail: Provenance Graphs for Lab Notebooks", (-1, 1, 2)),
            (226, "Voice Forms for Low-Literacy Field Surveys", (1, 1, 2)),
        ],
    }
    reviewers = [("Ana Lopes", "alopes@example.org"), ("Ben Carter", "bcarter@example.org"), ("Chen Wei", "cwei@example.org"),
                 ("Dara Nolan", "dnolan@example.org"), ("Eva Horvath", "ehorvath@example.org"), ("Farid Haddad", "fhaddad@example.org"),
                 ("Greta Olsen", "golsen@example.org"), ("Hiro Tanaka", "htanaka@example.org"), ("Ines Duarte", "iduarte@example.org")]
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    acc, cands, scores = {}, {}, {}
    for tname, papers in tracks.items():
        ws = wb.create_sheet(tname)
        ws.append(["Paper ID", "Paper Title", "Track Name", "Primary Subject Area", "Reviewer Name", "Reviewer Email",
                   "Q1 (Overall evaluation)", "Q2 (Reviewer confidence)", "Q3 (Originality, 1-5)", "Q4 (Clarity, 1-5)",
                   "Q5 (Nominate for best paper award?)", "Created", "Last Modified"])
        for c in ws[1]:
            c.font = Font(bold=True)
        sc = {}
        for pid, title, triple in papers:
            revs = rng.sample(reviewers, 3)
            area = rng.choice(["Applications", "Machine Learning", "Data & Society", "Systems"])
            sc[title] = round(sum(triple) / 3.0, 4)
            for (rn, re_), s in zip(revs, triple):
                created = dt.datetime(2026, 2, 2) + dt.timedelta(minutes=rng.randint(0, 20000))
                ws.append([pid, title, tname, area,
                           rn, re_, labels[s], rng.choice(conf), max(1, min(5, s + rng.randint(2, 3))),
                           rng.randint(2, 5), "Yes" if s == 3 else "No",
                           created.strftime("%m/%d/%Y %I:%M:%S %p"),
                           (created + dt.timedelta(hours=rng.randint(1, 90))).strftime("%m/%d/%Y %I:%M:%S %p")])
        ws.column_dimensions["B"].width = 58
        acc[tname] = check_margin(sc, 0.05, tname)
        cands[tname] = [p[1] for p in papers]
        scores[tname] = sc
    save_xlsx(wb, name)
    add(name, tool="Microsoft CMT (Conference Management Toolkit), Chair Console → Actions → Export to Excel → Reviews, a two-track workshop",
        shape="Rating grid in long format: one row per (paper, reviewer) with the overall evaluation written as '2: Accept', confidence, sub-scores and a best-paper nomination; one sheet per track (Main Track, Demo Track) of equal standing",
        format_evidence="Partly checked: the CMT help page (Export Data) found with the pages search says Excel exports of a multi-track conference have one tab per track and lists the submission columns (Paper ID, Paper Title, Track Name, Primary Subject Area, ...); the review question columns are from memory",
        answer="ask", winner=None, acceptable=acc,
        ask_because="The workbook holds two tracks on two sheets of equal standing, each with its own best-scored paper; the file does not say which track's result is wanted.",
        question="per track: mean of the numeric overall evaluation (the number before ':') over the paper's reviews",
        candidates=cands, scores=scores,
        traps=["two sheets of equal standing", "scores written as '2: Accept' text", "negative scores", "confidence and 1-5 sub-score columns",
               "Yes/No nomination column", "Paper ID numbers"])


# ----------------------------------------------------------------------------- 12 SuccessFactors Recruiting (es)
def f_successfactors():
    name = "Evaluaciones_entrevista_REQ-4417_Coordinador_Compras.csv"
    rng = random.Random(8212)
    cands_ = ["Lucía Ferrer Gil", "Andrés Molina Vidal", "Marta Iglesias Roca", "Jorge Navarro Sáez"]
    ids = {"Lucía Ferrer Gil": "20931", "Andrés Molina Vidal": "20958", "Marta Iglesias Roca": "21004", "Jorge Navarro Sáez": "21017"}
    interviewers = ["Elena Ruiz Castaño", "Pablo Serrano León", "Nuria Campos Bel", "Óscar Pardo Ríos"]
    # overall ratings per candidate per interviewer (None = pending)
    overall = {"Lucía Ferrer Gil": [3, 4, 3, 3], "Andrés Molina Vidal": [4, 3, 4, None],
               "Marta Iglesias Roca": [5, 4, 4, 5], "Jorge Navarro Sáez": [2, 3, 3, 4]}
    comps = ["Negociación", "Trabajo en equipo", "Orientación a resultados", "Comunicación"]
    header = ["ID de solicitud", "Candidato", "Requisición", "Puesto", "Etapa", "Entrevistador", "Fecha de entrevista",
              "Estado de la evaluación"] + ["Competencia: %s (1-5)" % c for c in comps] + \
             ["Calificación general (1-5)", "Recomendación", "Comentarios"]
    rows = [header]
    comp_mean = {}
    for c in cands_:
        tot, n = 0, 0
        for k, iv in enumerate(interviewers):
            ov = overall[c][k]
            date = (dt.date(2026, 2, 16) + dt.timedelta(days=rng.randint(0, 9))).strftime("%d/%m/%Y")
            if ov is None:
                rows.append([ids[c], c, "REQ-4417", "Coordinador/a de Compras", "Entrevista final", iv, date,
                             "Pendiente", "", "", "", "", "", "", ""])
                continue
            cs = [max(1, min(5, ov + rng.choice([-1, 0, 0, 1]))) for _ in comps]
            tot += sum(cs)
            n += 1
            rec = "Sí" if ov >= 4 else ("Con reservas" if ov == 3 else "No")
            com = rng.choice(["", "Buena preparación técnica", "Le falta experiencia con SAP MM",
                              "Muy clara al exponer, buen encaje con el equipo", "Respuestas algo genéricas", ""])
            rows.append([ids[c], c, "REQ-4417", "Coordinador/a de Compras", "Entrevista final", iv, date,
                         "Completada"] + [str(x) for x in cs] + [str(ov), rec, com])
        comp_mean[c] = tot / n
    text = csv_text(rows)
    write_bytes(name, encode(text, "utf-8", "\r\n", b"\xef\xbb\xbf"))
    scores = {c: round(sum(x for x in overall[c] if x is not None) / sum(1 for x in overall[c] if x is not None), 4) for c in cands_}
    win = check_margin(scores, label=name)
    assert ranked(comp_mean)[0][0] == win
    add(name, tool="SAP SuccessFactors Recruiting (Spanish interface), Informes → informe de tabla 'Evaluaciones de entrevista' → Exportar → CSV",
        shape="Rating grid, long: one row per (candidate, interviewer) with application id, requisition, stage, status, four competency ratings, an overall rating, recommendation and comments; one pending evaluation with blank ratings",
        format_evidence="From memory, unverified (UTF-8 with BOM, comma, CRLF, dd/mm/yyyy dates)",
        answer="winner", winner=win, acceptable=None, ask_because=None,
        question="mean 'Calificación general' per candidate over completed evaluations (mean of competency ratings agrees)",
        candidates=cands_, scores=scores,
        traps=["application id column", "interviewer column (each appears four times)", "pending evaluation with blank ratings",
               "competency columns", "Recomendación Sí/No/Con reservas", "first listed candidate is not the winner"])


# ----------------------------------------------------------------------------- 13 Boardable meeting poll (UTF-16 paste)
def f_boardable():
    name = "Finance Committee meeting poll.txt"
    slots = ["Tue, Jul 14, 2026 9:00 AM - 10:30 AM", "Tue, Jul 14, 2026 4:00 PM - 5:30 PM",
             "Wed, Jul 15, 2026 12:00 PM - 1:30 PM", "Thu, Jul 16, 2026 8:00 AM - 9:30 AM",
             "Thu, Jul 16, 2026 5:30 PM - 7:00 PM", "Fri, Jul 17, 2026 10:00 AM - 11:30 AM"]
    people = ["Dana Whitfield", "Marcus Bell", "Yvonne Schultz", "Ravi Natarajan", "Colleen O'Hara", "Peter Vasquez",
              "Linda Amankwah", "George Tallis", "Sophie Marchetti", "Kwame Boateng", "Ellen Price"]
    A, M, N = "Available", "If Needed", "Unavailable"
    grid = [
        [A, N, A, M, A, N],
        [N, A, A, N, M, A],
        [A, M, A, A, N, N],
        [M, N, A, N, A, A],
        [A, A, M, N, A, N],
        [N, N, A, A, M, M],
        [A, M, A, N, N, A],
        [N, A, M, A, A, N],
        [A, N, A, M, N, N],
        None,  # no response
        [M, A, A, N, A, M],
    ]
    lines = ["Meeting Poll: Finance Committee \u2013 Q3 Budget Review",
             "Organizer: Dana Whitfield \u00b7 Poll closes Jun 30, 2026 \u00b7 Responses: 10 of 11", ""]
    lines.append("\t".join(["Member"] + slots))
    for p, row in zip(people, grid):
        lines.append("\t".join([p] + ([""] * len(slots) if row is None else row)))
    tot = [sum(1 for r in grid if r and r[j] == A) for j in range(len(slots))]
    lines.append("\t".join(["Total Available"] + [str(x) for x in tot]))
    text = "\n".join(lines) + "\n"
    write_bytes(name, encode(text, "utf-16-le", "\r\n", b"\xff\xfe"))
    res = {}
    for w in (0.0, 0.5, 1.0):
        sc = {s: sum((1 if r[j] == A else w if r[j] == M else 0) for r in grid if r) for j, s in enumerate(slots)}
        res[w] = (check_margin(sc, 0.05, "boardable w=%s" % w), sc)
    assert len({v[0] for v in res.values()}) == 1
    add(name, tool="Boardable (board-management portal), Meeting Poll results page selected in the browser, pasted into Microsoft Excel (US) and saved as 'Unicode Text (*.txt)'",
        shape="Scheduling poll: title lines, members × time slots with Available / If Needed / Unavailable, one member without a response, a 'Total Available' row",
        format_evidence="From memory, unverified (UTF-16 LE with BOM, TAB, CRLF as Excel writes Unicode Text)",
        answer="winner", winner=res[0.5][0], acceptable=None, ask_because=None,
        question="best slot: Available = 1, If Needed = 0.5 (same winner with If Needed = 0 or 1)",
        candidates=slots, scores=res[0.5][1],
        traps=["'Total Available' row", "member with no response", "title lines above the grid", "slot labels containing commas"])


# ----------------------------------------------------------------------------- 14 eBallot ranked ballots
def f_eballot():
    name = "eBallot_ballot_data_Section_Chair_2026.txt"
    cands_ = ["Dr. Imani Okafor", "Prof. Lars Henriksen", "Dr. Sofia Marquez", "Dr. Kenji Watanabe"]
    first = {"Dr. Imani Okafor": 41, "Prof. Lars Henriksen": 30, "Dr. Sofia Marquez": 54, "Dr. Kenji Watanabe": 17}
    for seed in range(8300, 8400):
        rng = random.Random(seed)
        ballots = []
        for f in shuffled_from_counts(rng, first):
            rest = [c for c in cands_ if c != f]
            rng.shuffle(rest)
            depth = rng.choices([1, 2, 3, 4], [0.1, 0.2, 0.3, 0.4])[0]
            ballots.append([f] + rest[:depth - 1])
        n = len(cands_)
        borda = {c: 0 for c in cands_}
        for b in ballots:
            for r, c in enumerate(b):
                borda[c] += n - (r + 1)
        # IRV
        alive = set(cands_)
        while True:
            tally = {c: 0 for c in alive}
            for b in ballots:
                for c in b:
                    if c in alive:
                        tally[c] += 1
                        break
            top = max(tally.values())
            if top * 2 > sum(tally.values()) or len(alive) == 2:
                irv = max(tally, key=tally.get)
                break
            alive.remove(min(tally, key=tally.get))
        r = ranked(borda)
        if r[0][0] == "Dr. Sofia Marquez" and irv == r[0][0] and r[0][1] - r[1][1] >= 0.06 * r[0][1]:
            break
    lines = ["\t".join(["Ballot ID", "Date Submitted", "Member Category", "Chapter", "1st Choice", "2nd Choice", "3rd Choice", "4th Choice"])]
    t = dt.datetime(2026, 4, 1, 8, 0)
    for i, b in enumerate(ballots):
        t += dt.timedelta(minutes=rng.randint(5, 160))
        cat = rng.choices(["Full Member", "Student Member", "Emeritus Member"], [0.74, 0.18, 0.08])[0]
        ch = rng.choice(["Atlantic", "Québec", "Prairies", "Pacific"])
        lines.append("\t".join(["EB-%05d" % (30417 + i * 3), t.strftime("%Y-%m-%d %H:%M:%S"), cat, ch] + b + [""] * (4 - len(b))))
    write_bytes(name, ("\n".join(lines) + "\n").encode("utf-8"))
    win = check_margin(borda, 0.05, name)
    add(name, tool="eBallot (online voting service for associations), election → Results → Download ballot data (tab-delimited text), a professional society section's chair election",
        shape="Ranked ballots: one row per ballot with id, timestamp, member category, chapter, then 1st-4th choice columns holding candidate names; many ballots rank fewer than four",
        format_evidence="From memory, unverified (TAB, UTF-8 without BOM, LF)",
        answer="winner", winner=win, acceptable=None, ask_because=None,
        question="ranked choice: Borda n - rank with n = 4 (1st = 3, 2nd = 2, 3rd = 1, unranked 0); first preferences and instant run-off give the same winner",
        candidates=cands_, scores=borda,
        traps=["Member Category column with a dominant value", "Chapter column", "partially ranked ballots (blank trailing cells)",
               "ballot id and timestamp columns"])


# ----------------------------------------------------------------------------- 15 SmartSimple grant review (long)
def f_smartsimple():
    name = "SmartSimple_Report_Review_Scores_CommunityArts_2026.csv"
    rng = random.Random(8414)
    apps = [("APP-26-0112", "Mural Trail for the Eastside Underpass", "Eastside Arts Collective"),
            ("APP-26-0127", "Seniors' Oral History Radio Series", "Harbourview Seniors Centre"),
            ("APP-26-0133", "Youth Film Lab in Two Libraries", "North Shore Library Friends"),
            ("APP-26-0141", "Bilingual Puppet Theatre Tour", "Théâtre des Petits Pas"),
            ("APP-26-0158", "Community Kiln and Ceramics Studio", "Riverbend Clay Co-op"),
            ("APP-26-0166", "Indigenous Language Song Circle", "Four Winds Cultural Society")]
    crits = [("Community impact", 10), ("Feasibility", 10), ("Budget justification", 5), ("Innovation", 5)]
    base = {"APP-26-0112": 0.66, "APP-26-0127": 0.62, "APP-26-0133": 0.84, "APP-26-0141": 0.70,
            "APP-26-0158": 0.55, "APP-26-0166": 0.68}
    reviewers = ["Reviewer A. Thibault", "Reviewer B. Grant", "Reviewer C. Nakamura", "Reviewer D. Osei"]
    header = ["Application ID", "Application Name", "Applicant Organization", "Program", "Reviewer", "Review Status",
              "Criterion", "Score", "Max Score", "Review Submitted"]
    rows = [header]
    totals, per_rev = {}, {}
    for aid, title, org in apps:
        revs = rng.sample(reviewers, 3)
        declined = aid == "APP-26-0112"
        if declined:
            revs = revs + [r for r in reviewers if r not in revs][:1]
        per_rev[title] = []
        for k, rv in enumerate(revs):
            if declined and k == 3:
                for cname, mx in crits:
                    rows.append([aid, title, org, "Community Arts Microgrants 2026", rv, "Declined - Conflict of Interest",
                                 cname, "", str(mx), ""])
                continue
            sub = (dt.datetime(2026, 3, 2, 9) + dt.timedelta(minutes=rng.randint(0, 14000))).strftime("%Y-%m-%d %H:%M")
            tot = 0
            for cname, mx in crits:
                s = max(0, min(mx, round(mx * base[aid] + rng.uniform(-0.12, 0.12) * mx)))
                tot += s
                rows.append([aid, title, org, "Community Arts Microgrants 2026", rv, "Complete", cname, str(s), str(mx), sub])
            per_rev[title].append(tot)
    sums = {t: sum(v) for t, v in per_rev.items()}
    means = {t: round(sum(v) / len(v), 4) for t, v in per_rev.items()}
    win = check_margin(sums, 0.05, name)
    assert check_margin(means, 0.05, name + " mean") == win
    text = csv_text(rows)
    write_bytes(name, encode(text, "utf-8", "\r\n"))
    add(name, tool="SmartSimple Cloud (grants-management platform), Report Builder report 'Review Scores by Criterion' → Export → CSV, a city arts council's microgrant round",
        shape="Long format: one row per (application, reviewer, criterion) with score and max score; three completed reviews per application and one declined (conflict of interest) review with blank scores",
        format_evidence="From memory, unverified (UTF-8 without BOM, comma, CRLF, ISO-like timestamps)",
        answer="winner", winner=win, acceptable=None, ask_because=None,
        question="total review score per application (sum over criteria and completed reviews; mean per completed review gives the same winner)",
        candidates=[a[1] for a in apps], scores=sums,
        traps=["Max Score column", "declined review rows with blank scores", "Application ID and organization columns",
               "criterion names repeating on every application", "Reviewer column"])


def main():
    for f in (f_wincross, f_voxco, f_webi, f_systat, f_medallia, f_diligent, f_ariba, f_sberbank, f_ods,
              f_ckan_jp, f_cmt, f_successfactors, f_boardable, f_eballot, f_smartsimple):
        f()
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2, sort_keys=True)
        fh.write("\n")
    print("wrote %d files" % len(EXPECTED))


if __name__ == "__main__":
    main()
