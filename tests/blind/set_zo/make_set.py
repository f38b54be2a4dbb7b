#!/usr/bin/env python3
"""Blind test set ZO: 15 exports from health care and social services.

Deterministic: fixed seeds, fixed xlsx timestamps and zip entry dates.
Run from the repository root:  python tests/blind/set_zo/make_set.py
Writes the files and expected.json next to this script.
"""
import csv
import datetime as dt
import io
import json
import os
import random
import re
import zipfile
from collections import Counter, OrderedDict

import openpyxl
from openpyxl.styles import Font

OUT = os.path.dirname(os.path.abspath(__file__))
FIXED = dt.datetime(2026, 3, 20, 9, 0, 0)
EXPECTED = OrderedDict()


# ----------------------------------------------------------------- helpers
def write_text(name, text, encoding, bom=False):
    data = text.encode(encoding)
    if bom:
        if encoding.lower().startswith("utf-16"):
            data = b"\xff\xfe" + data
        else:
            data = b"\xef\xbb\xbf" + data
    with open(os.path.join(OUT, name), "wb") as fh:
        fh.write(data)


def csv_text(rows, delimiter=",", lineterminator="\r\n", quoting=csv.QUOTE_MINIMAL):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter, lineterminator=lineterminator, quoting=quoting)
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


def save_xlsx(wb, name):
    wb.properties.created = FIXED
    wb.properties.modified = FIXED
    wb.properties.creator = wb.properties.creator or "openpyxl"
    path = os.path.join(OUT, name)
    wb.save(path)
    with zipfile.ZipFile(path) as zin:
        items = [(i.filename, zin.read(i.filename)) for i in zin.infolist()]
    stamp = FIXED.strftime("%Y-%m-%dT%H:%M:%SZ")
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zout:
        for fn, data in items:
            if fn == "docProps/core.xml":
                data = re.sub(rb"(<dcterms:(?:created|modified)[^>]*>)[^<]*(<)",
                              lambda m: m.group(1) + stamp.encode() + m.group(2), data)
            zi = zipfile.ZipInfo(fn, date_time=(2026, 3, 20, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            zout.writestr(zi, data)


def pool(counts, rng):
    out = []
    for k, n in counts.items():
        out += [k] * n
    rng.shuffle(out)
    return out


def check_margin(scores, min_rel=0.05):
    vals = sorted(scores.values(), reverse=True)
    assert vals[0] > 0 and (vals[0] - vals[1]) / vals[0] >= min_rel, (scores, vals)
    return max(scores, key=scores.get)


def borda(ballots, options, n):
    sc = {o: 0 for o in options}
    for b in ballots:
        for rank, o in enumerate(b, start=1):
            if o:
                sc[o] += n - rank
    return sc


def posted_price(bids, fmt):
    """bids: list of (bidder, amount, valid). Returns (winner_str, candidates, scores)."""
    best = {}
    amounts = set()
    for bidder, amt, valid in bids:
        if not valid:
            continue
        amounts.add(amt)
        best[bidder] = max(best.get(bidder, 0), amt)
    scores = OrderedDict()
    for a in sorted(amounts):
        scores[fmt(a)] = a * sum(1 for v in best.values() if v >= a)
    w = check_margin(scores, 0.05)
    return w, list(scores.keys()), scores


def record(name, **kw):
    keys = ["tool", "shape", "format_evidence", "answer", "winner", "acceptable", "ask_because",
            "question", "candidates", "scores", "traps"]
    EXPECTED[name] = OrderedDict((k, kw.get(k)) for k in keys)


def ts(rng, day0, days, h0=8, h1=18):
    d = day0.replace(hour=0, minute=0, second=0) + dt.timedelta(days=rng.randrange(days), hours=rng.randrange(h0, h1),
                            minutes=rng.randrange(60), seconds=rng.randrange(60))
    return d


# ======================================================= 1. OpenMRS (long)
def f_openmrs():
    name = "openmrs_dataset_export_patient_feedback_CS_Kabuye_2026-02.csv"
    rng = random.Random(101)
    services = ["Saturday vaccination clinic", "Evening antenatal care", "Dental clinic", "Eye clinic",
                "Mental health counselling"]
    counts = OrderedDict([("Saturday vaccination clinic", 15), ("Evening antenatal care", 22),
                          ("Dental clinic", 12), ("Eye clinic", 8), ("Mental health counselling", 5)])
    choice = pool(counts, rng)
    n = len(choice)
    rows = [["patient_id", "identifier", "gender", "age", "encounter_id", "encounter_datetime", "location",
             "form_name", "obs_id", "concept_name", "value_coded", "value_numeric", "value_text"]]
    obs_id = 884120
    enc_id = 310455
    base = dt.datetime(2026, 2, 2, 7, 30)
    recs = []
    for i in range(n):
        recs.append(ts(rng, base, 26, 7, 16))
    recs.sort()
    pids = rng.sample(range(20411, 29411), n)
    for i, when in enumerate(recs):
        pid = pids[i]
        ident = "%06d-%d" % (pid * 7 % 999983, rng.randrange(10))
        gender = "F" if rng.random() < 0.72 else "M"
        age = rng.randrange(16, 71)
        enc_id += rng.randrange(1, 40)
        loc = "CS Kabuye - OPD" if rng.random() < 0.8 else "CS Kabuye - Maternity"
        common = [pid, ident, gender, age, enc_id, when.strftime("%Y-%m-%d %H:%M:%S"), loc,
                  "Patient Feedback - New Services"]
        ins = "MUTUELLE DE SANTE" if rng.random() < 0.9 else rng.choice(["RAMA", "None"])
        obs = [("Health insurance type", ins, "", ""),
               ("Distance to health facility (km)", "", "%.1f" % (rng.randrange(3, 120) / 10), ""),
               ("Preferred additional service", choice[i], "", "")]
        if rng.random() < 0.25:
            obs.append(("Patient feedback comment", "", "", rng.choice(
                ["Waiting time too long", "Staff very kind", "Need more chairs", "Pharmacy often out of stock"])))
        for c, vc, vn, vt in obs:
            obs_id += 1
            rows.append(common + [obs_id, c, vc, vn, vt])
    write_text(name, csv_text(rows, lineterminator="\n"), "utf-8")
    sc = Counter(r[10] for r in rows[1:] if r[9] == "Preferred additional service")
    scores = OrderedDict((s, sc[s]) for s in services)
    w = check_margin(scores)
    record(name, tool="OpenMRS 2.x Reporting module (a Rwandan health centre's EMR): a SQL data set definition over the obs table, report rendered with the CSV renderer and downloaded",
           shape="long format: one row per observation (patient × concept), three or four concepts per patient encounter, only one of which is the choice question",
           format_evidence="from memory: OpenMRS obs columns (value_coded / value_numeric / value_text, concept name) and Reporting-module CSV output (UTF-8, comma, LF); column aliases are the author's choice as in a hand-written SQL data set",
           answer="winner", winner=w, question="concept 'Preferred additional service': count of patients (one obs each)",
           candidates=services, scores=scores,
           traps=["'MUTUELLE DE SANTE' (insurance concept) appears for ~90% of patients and outnumbers every service",
                  "numeric distance obs and ids", "gender column mostly F", "free-text comment obs"])


# ================================================= 2. EpiData (rating grid)
def f_epidata():
    name = "plejehjem_solbakken_menu2026.csv"
    rng = random.Random(202)
    dishes = ["Frikadeller", "Stegt_flaesk", "Boller_i_karry", "Biksemad", "Fiskefrikadeller"]
    weights = {"Frikadeller": [1, 2, 5, 9, 7], "Stegt_flaesk": [3, 4, 7, 8, 4], "Boller_i_karry": [1, 1, 3, 8, 14],
               "Biksemad": [4, 7, 9, 5, 2], "Fiskefrikadeller": [3, 5, 9, 7, 3]}
    afsnit = ["Æblehaven", "Kløverengen", "Solsikken"]
    n = 34
    hdr = ["id", "dato", "afsnit", "koen", "alder", "vaegt"] + dishes + ["kommentar"]
    rows = [hdr]
    day0 = dt.date(2026, 1, 12)
    for i in range(n):
        d = day0 + dt.timedelta(days=rng.randrange(10))
        r = [str(i + 1), d.strftime("%d/%m/%Y"), rng.choice(afsnit), "K" if rng.random() < 0.68 else "M",
             str(rng.randrange(74, 99)), ("%.1f" % (rng.randrange(480, 900) / 10)).replace(".", ",")]
        for dsh in dishes:
            if rng.random() < 0.06:
                r.append("")
            else:
                r.append(str(rng.choices([1, 2, 3, 4, 5], weights[dsh])[0]))
        r.append(rng.choice(["", "", "", "Mere sovs", "For salt", "Gerne rugbrød til", "Portionen er for stor"]))
        rows.append(r)
    write_text(name, csv_text(rows, delimiter=";"), "iso-8859-1")
    scores = OrderedDict()
    for j, dsh in enumerate(dishes):
        vals = [int(r[6 + j]) for r in rows[1:] if r[6 + j] != ""]
        scores[dsh] = round(sum(vals) / len(vals), 3)
    w = check_margin(scores)
    record(name, tool="EpiData Manager 4 (Danish municipal elder-care unit), File → Export → CSV with field separator ';', decimal ',' and date format dd/mm/yyyy; a care home's residents' menu tasting",
           shape="rating grid: one column per dish with 1-5 ratings (field names as headers), resident metadata before it",
           format_evidence="from memory: EpiData exports use field names (no spaces) as headers and let the user choose separators; Latin-1 output and the Danish settings are assumptions",
           answer="winner", winner=w, question="mean rating 1-5 per dish (blanks ignored)",
           candidates=dishes, scores=scores,
           traps=["'alder' (age 74-98) and 'vaegt' (decimal-comma weight) are numeric columns with larger values than any rating",
                  "'id' column", "afsnit/koen categorical columns before the grid", "a few blank ratings"])


# ============================================ 3. Castor EDC (coded, 3 sheets)
def f_castor():
    name = "Castor_export_Personeelsenquete_Bedrijfsrestaurant_ZGV_20260311.xlsx"
    rng = random.Random(303)
    opt_concept = OrderedDict([(1, "Warm buffet"), (2, "Saladebar & soepen"), (3, "Grab & go-corner"),
                               (4, "Foodtruckplein op het terrein")])
    opt_functie = OrderedDict([(1, "Verpleegkundige"), (2, "Arts / arts-assistent"), (3, "Ondersteunende dienst"),
                               (4, "Administratief / management"), (5, "Anders")])
    opt_loc = OrderedDict([(1, "Hoofdlocatie Ede"), (2, "Buitenpolikliniek Bennekom")])
    concept = pool(OrderedDict([(3, 29), (2, 22), (1, 17), (4, 12)]), rng)
    n = len(concept)
    func = pool(OrderedDict([(1, 38), (2, 11), (3, 15), (4, 12), (5, 4)]), rng)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Study results"
    hdr = ["Participant Id", "Participant Status", "Site Abbreviation", "Participant Creation Date",
           "functie", "dienstjaren", "locatie", "voorkeur_concept", "cijfer_huidig", "opmerking"]
    ws.append(hdr)
    base = dt.datetime(2026, 2, 16, 7, 0)
    stamps = sorted(ts(rng, base, 21, 6, 22) for _ in range(n))
    for i in range(n):
        ws.append(["ZGV-%03d" % (i + 1), "Completed" if rng.random() < 0.93 else "Not completed",
                   "ZGV", stamps[i].strftime("%d-%m-%Y %H:%M:%S"), func[i], rng.randrange(0, 36),
                   1 if rng.random() < 0.82 else 2, concept[i], rng.randrange(3, 9),
                   rng.choice([None, None, None, "Langer open in de avond", "Meer vegetarisch", "Prijzen omlaag"])])
    vl = wb.create_sheet("Study variable list")
    vl.append(["Form Type", "Form Collection Name", "Form Collection Order", "Form Name", "Form Order",
               "Field Variable Name", "Field Label", "Field Type", "Field Order", "Field Required",
               "Calculation Template", "Field Width", "Optiongroup Name"])
    fields = [("functie", "Wat is uw functie?", "radio", "Functie"),
              ("dienstjaren", "Hoeveel jaar werkt u bij ZGV?", "numeric", None),
              ("locatie", "Op welke locatie werkt u meestal?", "radio", "Locatie"),
              ("voorkeur_concept", "Welk concept heeft uw voorkeur voor het nieuwe bedrijfsrestaurant?", "radio", "Concept"),
              ("cijfer_huidig", "Welk cijfer geeft u het huidige restaurant (1-10)?", "numeric", None),
              ("opmerking", "Heeft u nog opmerkingen?", "textarea", None)]
    for k, (v, lab, typ, og) in enumerate(fields, 1):
        vl.append(["Survey", "Personeelsenquête bedrijfsrestaurant", 1, "Vragenlijst", 1, v, lab, typ, k,
                   1 if typ == "radio" else 0, None, None, og])
    og = wb.create_sheet("Study Option Group")
    og.append(["Option Group Id", "Option Group Name", "Option Id", "Option Name", "Option Value"])
    oid = 0
    for gid, (gname, opts) in enumerate([("Functie", opt_functie), ("Locatie", opt_loc), ("Concept", opt_concept)]):
        for val, lab in opts.items():
            oid += 1
            og.append(["B3F%05d-%04d" % (gid * 713 + 4411, gid), gname, "0A%06d" % (oid * 3571), lab, val])
    for s in wb.worksheets:
        for c in s[1]:
            c.font = Font(bold=True)
    save_xlsx(wb, name)
    cnt = Counter(concept)
    scores = OrderedDict((opt_concept[k], cnt[k]) for k in opt_concept)
    w = check_margin(scores)
    record(name, tool="Castor EDC (Castor Surveys), Export → Excel: a Dutch hospital's staff survey on the new staff restaurant, three sheets (data, variable list, option groups)",
           shape="multi-question survey stored as option values (codes) with participant metadata; labels only in the 'Study Option Group' sheet",
           format_evidence="partly checked: the castoredc_api package (reiniervlinschoten/castoredc_api) confirms CSV/Excel study exports and participant metadata; exact sheet and column names are from memory",
           answer="winner", winner=w,
           question="'voorkeur_concept' (Welk concept heeft uw voorkeur...): count of responses per option value, mapped to the Option Name of option group 'Concept'",
           candidates=list(opt_concept.values()), scores=scores,
           traps=["the functie column (code 1 = Verpleegkundige) is the most frequent code in the data and uses the same small integers",
                  "labels are on a third sheet; the data sheet holds codes only",
                  "numeric columns dienstjaren and cijfer_huidig", "Participant Status and creation dates"])


# ====================================== 4. Magpi (ask: two equal questions)
def f_magpi():
    name = "Magpi_NBTS_Kenema_mobile_drive_survey_2026-03-09.csv"
    rng = random.Random(404)
    venues = ["Kenema Government Hospital", "Nyandeyama Community Centre", "Eastern Technical University campus",
              "Kenema Central Mosque grounds"]
    days = ["Saturday", "Friday", "Sunday", "Wednesday"]
    v = pool(OrderedDict(zip(venues, [21, 34, 18, 13])), rng)
    d = pool(OrderedDict(zip(days, [38, 20, 17, 11])), rng)
    n = len(v)
    assert len(d) == n
    hdr = ["Id", "Created By", "Date Created", "Last Submitter", "Last Submission Date", "Device Id",
           "Latitude", "Longitude", "Accuracy", "sex", "age", "donated_before", "preferred_venue",
           "preferred_day", "contact_consent", "phone"]
    rows = [hdr]
    base = dt.datetime(2026, 2, 23, 8, 0)
    st = sorted(ts(rng, base, 14, 8, 18) for _ in range(n))
    users = ["fsesay@nbts-sl.org", "akamara@nbts-sl.org", "mconteh@nbts-sl.org"]
    for i in range(n):
        u = rng.choice(users)
        t2 = st[i] + dt.timedelta(minutes=rng.randrange(1, 50))
        cons = rng.random() < 0.6
        rows.append([str(5512300 + i * 3 + rng.randrange(3)), u, st[i].strftime("%m/%d/%Y %I:%M:%S %p"), u,
                     t2.strftime("%m/%d/%Y %I:%M:%S %p"), "35%013d" % rng.randrange(10 ** 12),
                     "%.6f" % (7.87 + rng.random() * 0.05), "%.6f" % (-11.21 + rng.random() * 0.05),
                     str(rng.randrange(4, 30)), "Male" if rng.random() < 0.61 else "Female",
                     str(rng.randrange(18, 61)), "Yes" if rng.random() < 0.8 else "No", v[i], d[i],
                     "Yes" if cons else "No", ("+232 76 %03d %03d" % (rng.randrange(1000), rng.randrange(1000))) if cons else ""])
    write_text(name, csv_text(rows), "utf-8")
    sv = Counter(r[12] for r in rows[1:])
    sd = Counter(r[13] for r in rows[1:])
    scv = OrderedDict((k, sv[k]) for k in venues)
    scd = OrderedDict((k, sd[k]) for k in days)
    wv, wd = check_margin(scv), check_margin(scd)
    record(name, tool="Magpi (mobile data collection), Data tab → Download → CSV: a national blood transfusion service's donor survey at a mobile drive in Sierra Leone",
           shape="two single-choice questions of equal standing after device/GPS/submitter metadata and demographics",
           format_evidence="from memory: Magpi exports put record metadata (Id, Created By, Date Created, Last Submitter, Last Submission Date, Device Id, GPS) before the form fields; US date format is an assumption",
           answer="ask", winner=None,
           acceptable=OrderedDict([("preferred_venue", wv), ("preferred_day", wd)]),
           ask_because="The survey asks two planning questions of equal standing (where and on which day to hold the next drive); neither is a sub-question of the other.",
           question="count of responses for each question",
           candidates=OrderedDict([("preferred_venue", venues), ("preferred_day", days)]),
           scores=OrderedDict([("preferred_venue", scv), ("preferred_day", scd)]),
           traps=["donated_before = Yes outnumbers every option", "sex column", "GPS latitude/longitude and accuracy numbers",
                  "ids and device ids", "phone numbers only for consenting donors"])


# ====================================== 5. Snap Surveys summary tables xlsx
def f_snap():
    name = "Snap_WebHost_Outpatient_Experience_Survey_Q4_2025_tables.xlsx"
    rng = random.Random(505)
    clinics = ["Orthopaedics", "Cardiology", "Dermatology", "Ophthalmology", "Diabetes & Endocrinology"]
    changes = ["Text message appointment reminders", "Free parking for the first hour", "Longer evening clinic hours",
               "Clearer signage to clinics", "More seating in the waiting area"]
    n = 412
    q1 = pool(OrderedDict(zip(clinics, [148, 91, 72, 60, 41])), rng)
    q5w = [88, 129, 61, 41, 53]
    q5 = pool(OrderedDict(zip(changes + ["__none__"], q5w + [n - sum(q5w)])), rng)
    c1 = Counter(q1)
    c5 = Counter(q5)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Contents"
    ws.append(["Northfield Valley Hospitals NHS Foundation Trust"])
    ws.append(["Outpatient Experience Survey – Quarter 4 2025 (October–December)"])
    ws.append(["Produced with Snap WebHost – summary tables"])
    ws.append([])
    ws.append(["Table", "Question", "Base"])
    ws.append([1, "Q1. Which clinic did you attend today?", "All respondents"])
    ws.append([2, "Q5. If we could make ONE change to the outpatient department, which would you choose?", "All respondents"])
    ws.append([])
    ws.append(["Fieldwork: paper questionnaires and kiosk tablets in outpatient waiting areas, 1 Oct – 31 Dec 2025."])
    ws.append(["Percentages are of all respondents and may not add to 100% because of rounding."])
    ws["A1"].font = Font(bold=True, size=14)
    t = wb.create_sheet("Tables")
    t.append(["Outpatient Experience Survey – Q4 2025"])
    t["A1"].font = Font(bold=True, size=12)
    t.append([])

    def table(no, title, labels, cnt, noreply=None):
        t.append(["Table %d" % no])
        t.append([title])
        t.cell(t.max_row, 1).font = Font(bold=True)
        t.append(["", "Count", "%"])
        for lab in labels:
            t.append([lab, cnt[lab], cnt[lab] / n])
            t.cell(t.max_row, 3).number_format = "0.0%"
        if noreply is not None:
            t.append(["No reply", noreply, noreply / n])
            t.cell(t.max_row, 3).number_format = "0.0%"
        t.append(["Total", n, 1.0])
        t.cell(t.max_row, 3).number_format = "0.0%"
        t.append([])

    table(1, "Q1. Which clinic did you attend today?", clinics, c1)
    table(2, "Q5. If we could make ONE change to the outpatient department, which would you choose?",
          changes, c5, c5["__none__"])
    t.append(["Source: Patient Experience Team. Base: all respondents (%d)." % n])
    t.column_dimensions["A"].width = 70
    save_xlsx(wb, name)
    scores = OrderedDict((k, c5[k]) for k in changes)
    w = check_margin(scores)
    record(name, tool="Snap Surveys (Snap XMD / WebHost), summary tables exported to Excel: an NHS trust's outpatient experience survey, contents sheet first",
           shape="ready-made count tables with Count and % columns, a No reply row and a Total row; a demographic table (clinic attended) above the choice table",
           format_evidence="from memory: Snap's table layout (title, base, Count/% columns, Total row) as commonly exported to Excel; sheet names are the author's",
           answer="winner", winner=w, question="Table 2 (Q5): count of respondents choosing each change",
           candidates=changes, scores=scores,
           traps=["Table 1 (clinic attended) comes first and its top count (Orthopaedics) outnumbers every Q5 option",
                  "Total rows (412)", "No reply row", "percentage column", "Contents sheet first"])


# ============================================== 6. Givergy bid history (GBP)
def f_givergy():
    name = "Givergy_BidHistory_StColumbas_Hospice_Gala_2026_Lot23.csv"
    rng = random.Random(606)
    maxes = OrderedDict([("Fiona McLeod", 1450), ("Duncan Ross", 1200), ("Priya Sharma", 1150),
                         ("Callum Reid", 900), ("Morag Henderson", 850), ("Euan Fraser", 800),
                         ("Ailsa Grant", 600), ("Stuart Wallace", 500), ("Kirsty Paterson", 400)])
    # every bidder gets 1-3 bids ending at their max; one retracted bid above everything
    seq = []
    for b, m in maxes.items():
        k = rng.choice([1, 1, 2, 3])
        lower = sorted(rng.sample([m - 50 * j for j in range(1, 8) if m - 50 * j >= 250], min(k - 1, 3)))
        for a in lower + [m]:
            seq.append([b, a, True])
    seq.append(["Duncan Ross", 1600, False])
    seq.sort(key=lambda x: (x[1], rng.random()))
    fmt = lambda a: "£{:,.2f}".format(a)
    bidno = {b: 100 + 7 * i + rng.randrange(7) for i, b in enumerate(maxes)}
    tables = {b: "Table %d" % rng.randrange(1, 19) for b in maxes}
    rows = [["Lot Number", "Lot Title", "Bidder Name", "Bidder Number", "Table", "Bid Amount", "Bid Date",
             "Bid Type", "Status"]]
    t = dt.datetime(2026, 3, 6, 18, 40)
    top_valid = max(a for _, a, v in seq if v)
    recs = []
    for b, a, valid in seq:
        t += dt.timedelta(minutes=rng.randrange(1, 9), seconds=rng.randrange(60))
        status = "Retracted" if not valid else ("Winning" if a == top_valid else "Outbid")
        recs.append(["23", "Private dining for 8 at The Kelpie Kitchen", b, str(bidno[b]), tables[b], fmt(a),
                     t.strftime("%d/%m/%Y %H:%M"), rng.choice(["Online", "Online", "Max bid", "Mobile"]), status])
    rows += recs[::-1]
    write_text(name, csv_text(rows, quoting=csv.QUOTE_ALL), "utf-8", bom=True)
    w, cands, scores = posted_price([(r[2], int(float(r[5][1:].replace(",", ""))), r[8] != "Retracted")
                                     for r in rows[1:]], fmt)
    record(name, tool="Givergy (UK charity auction platform), admin → Reports → Bid history → Export CSV filtered to one lot: a hospice charity gala",
           shape="bid list: several bids per bidder, newest first, one retracted bid above all others, bid metadata",
           format_evidence="from memory: column names and status words are the author's reconstruction of a typical charity-auction bid-history export; UTF-8 with BOM and all-quoted fields assumed",
           answer="winner", winner=w,
           question="best posted price: valid amount b maximising b × number of bidders whose highest non-retracted bid ≥ b",
           candidates=cands, scores=scores,
           traps=["retracted £1,600.00 bid is the highest amount in the file", "bidder numbers and table numbers",
                  "newest bid first", "'Winning' status marks the top bid, not the best posted price"])


# ===================================== 7. Surplex paste, UTF-16, German €
def f_surplex():
    name = "Surplex_Gebotsverlauf_Los_117_Laborzentrifuge.txt"
    rng = random.Random(707)
    maxes = OrderedDict([("B-40917", 3100), ("B-22583", 2650), ("B-71144", 2600), ("B-10362", 2400),
                         ("B-55820", 2050), ("B-38001", 1900), ("B-64479", 1500)])
    seq = []
    for b, m in maxes.items():
        k = rng.choice([1, 2, 2, 3])
        lower = sorted(rng.sample([m - 100 * j for j in range(1, 9)
                                   if m - 100 * j >= 600 and not 1750 <= m - 100 * j < 1900], min(k - 1, 3)))
        for a in lower + [m]:
            seq.append([b, a, True])
    seq.append(["B-10362", 3400, False])
    seq.sort(key=lambda x: (x[1], rng.random()))
    fmt = lambda a: "{:,}".format(a).replace(",", ".") + " €"
    lines = ["Gebotsverlauf", "Los 117 – Laborzentrifuge Hettich Rotanta 460 R, gekühlt, Baujahr 2016",
             "Verkäufer: Kreisklinikum (Medizintechnik), Abholung in 73430 Aalen",
             "Startpreis: 500 €", "", "Bieter\tGebot\tZeitpunkt\tStatus"]
    t = dt.datetime(2026, 2, 24, 9, 12)
    recs = []
    for b, a, valid in seq:
        t += dt.timedelta(hours=rng.randrange(0, 14), minutes=rng.randrange(60))
        recs.append([b, fmt(a), t.strftime("%d.%m.%Y %H:%M"), "storniert" if not valid else ""])
    for r in recs[::-1]:
        lines.append("\t".join(r))
    lines += ["", "Alle Preise zzgl. 18 % Aufgeld und MwSt.", ""]
    write_text(name, "\r\n".join(lines), "utf-16-le", bom=True)
    w, cands, scores = posted_price([(r[0], int(r[1].replace(".", "").replace(" €", "")), r[3] != "storniert")
                                     for r in recs], fmt)
    record(name, tool="Surplex (German online industrial auctions), lot page 'Gebotsverlauf' selected in the browser and pasted into Windows Notepad, saved with encoding 'Unicode': a district hospital selling a laboratory centrifuge",
           shape="bid list pasted as text: title lines, tab-separated table, newest first, several bids per bidder, a cancelled (storniert) bid, footnote",
           format_evidence="from memory: the page wording is the author's; the Notepad 'Unicode' save (UTF-16 LE with BOM, CRLF) and tab-separated cells from a browser table copy are standard behaviour",
           answer="winner", winner=w,
           question="best posted price: valid amount b maximising b × number of bidders whose highest non-cancelled bid ≥ b",
           candidates=cands, scores=scores,
           traps=["cancelled 3.400 € bid is the highest amount", "Startpreis 500 € line above the table",
                  "18 % Aufgeld footnote", "German thousands points", "postcode 73430 in the header"])


# =========================== 8. Checkbox Survey (approval, one col per option)
def f_checkbox():
    name = "Checkbox_Export_Late_Opening_Rota_Survey_2026.csv"
    rng = random.Random(808)
    opts = ["Two late nights a week (to 9pm)", "One late night + alternate Saturdays", "Sunday 12–4 rota",
            "Compressed 4-day week", "Split shifts (7–11am / 5–9pm)"]
    p = {opts[0]: 0.48, opts[1]: 0.66, opts[2]: 0.30, opts[3]: 0.52, opts[4]: 0.14}
    roles = pool(OrderedDict([("Pharmacy Technician", 29), ("Pharmacist", 17), ("Healthcare Assistant", 13),
                              ("Dispensary Manager", 5)]), rng)
    n = len(roles)
    branches = ["Athlone", "Mullingar", "Tullamore", "Longford", "Roscommon"]
    q3 = "3. Which of these late-opening rota patterns could you work? (select all that apply)"
    hdr = ["ResponseID", "ResponseGuid", "Started", "Ended", "LastEdit", "IP", "UniqueIdentifier", "Invitee",
           "Language", "1. What is your role?", "2. Which branch do you mainly work in?"] + \
          ["%s: %s" % (q3, o) for o in opts] + ["4. Any other comments?"]
    rows = [hdr]
    base = dt.datetime(2026, 1, 19, 8, 0)
    st = sorted(ts(rng, base, 12, 7, 22) for _ in range(n))
    for i in range(n):
        ticks = [o if rng.random() < p[o] else "" for o in opts]
        e = st[i] + dt.timedelta(minutes=rng.randrange(2, 9), seconds=rng.randrange(60))
        first = rng.choice(["aoife", "ciaran", "niamh", "sean", "roisin", "darragh", "orla", "eoin", "grainne"])
        rows.append([str(1207 + i), "%08x-%04x-4%03x-%04x-%012x" % (rng.getrandbits(32), rng.getrandbits(16),
                     rng.getrandbits(12), rng.getrandbits(16), rng.getrandbits(48)),
                     st[i].strftime("%d/%m/%Y %H:%M:%S"), e.strftime("%d/%m/%Y %H:%M:%S"), e.strftime("%d/%m/%Y %H:%M:%S"),
                     "10.24.%d.%d" % (rng.randrange(1, 6), rng.randrange(2, 250)), "",
                     "%s.%s%d@midlandspharmacy.ie" % (first, rng.choice(["o", "m", "b", "k"]), rng.randrange(10)),
                     "en-GB", roles[i], rng.choice(branches)] + ticks +
                    [rng.choice(["", "", "", "Depends on childcare", "Happy to do Sundays if paid time-and-a-half",
                                 "Split shifts wouldn’t work with the bus times"])])
    write_text(name, csv_text(rows), "cp1252")
    scores = OrderedDict((o, sum(1 for r in rows[1:] if r[11 + j] == o)) for j, o in enumerate(opts))
    w = check_margin(scores)
    record(name, tool="Checkbox Survey (on-premises survey server, Checkbox 7), Responses → Export → CSV with 'split checkbox options into columns': an Irish pharmacy group's staff survey on late opening",
           shape="one column per option of a select-all question, the option's own text in the cell when ticked; response metadata (guid, dates, IP, invitee e-mail, language) and a role question first",
           format_evidence="from memory: column naming 'question: option' and metadata names are reconstructed; Windows-1252 with CRLF assumed for an on-premises .NET export",
           answer="winner", winner=w, question="approvals: number of respondents ticking each rota pattern",
           candidates=opts, scores=scores,
           traps=["role question comes first ('Pharmacy Technician' is the most frequent value before the grid)",
                  "branch column", "IP addresses, GUIDs and e-mails", "Windows-1252 en dash and curly apostrophe"])


# ========================================= 9. Staffbase (ask: two sheets)
def f_staffbase():
    name = "Staffbase_Umfragen_Export_Klinikum_Hohenlohe_2026-03.xlsx"
    rng = random.Random(909)
    farben = ["Petrol", "Marineblau", "Bordeaux", "Anthrazit"]
    feste = ["Grillabend am See", "Sommerkino im Innenhof", "Bootsfahrt auf dem Neckar", "Beachvolleyball-Turnier"]
    a1 = pool(OrderedDict(zip(farben, [31, 52, 20, 24])), rng)
    a2 = pool(OrderedDict(zip(feste, [27, 43, 16, 21])), rng)
    abt = ["Pflege Station 3B", "Pflege Station 4A", "Intensivstation", "OP-Pflege", "Radiologie", "Verwaltung",
           "Küche", "Physiotherapie"]
    vor = ["Lena", "Jonas", "Sabine", "Murat", "Katrin", "Tobias", "Elif", "Marco", "Anja", "Dragan", "Svenja", "Paul"]
    nach = ["Müller", "Schäfer", "Yılmaz", "Becker", "Wagner", "Hoffmann", "Kovačević", "Schulz", "Keller", "Braun"]
    wb = openpyxl.Workbook()
    first = True
    for title, q, ans, day0 in [("Umfrage Dienstkleidung", "Welche Farbe soll die neue Dienstkleidung haben?", a1,
                                 dt.datetime(2026, 3, 2, 6)),
                                ("Umfrage Sommerfest", "Was wünscht ihr euch für das Mitarbeiter-Sommerfest?", a2,
                                 dt.datetime(2026, 3, 4, 6))]:
        ws = wb.active if first else wb.create_sheet()
        first = False
        ws.title = title
        ws.append([q])
        ws["A1"].font = Font(bold=True)
        ws.append(["Nutzer-ID", "Vorname", "Nachname", "Abteilung", "Standort", "Antwort", "Abgestimmt am"])
        stamps = sorted(ts(rng, day0, 9, 6, 23) for _ in ans)
        for i, a in enumerate(ans):
            ws.append(["%024x" % rng.getrandbits(96), rng.choice(vor), rng.choice(nach), rng.choice(abt),
                       "Öhringen" if rng.random() < 0.7 else "Künzelsau", a, stamps[i]])
            ws.cell(ws.max_row, 7).number_format = "DD.MM.YYYY HH:MM"
    save_xlsx(wb, name)
    s1 = Counter(a1)
    s2 = Counter(a2)
    sc1 = OrderedDict((k, s1[k]) for k in farben)
    sc2 = OrderedDict((k, s2[k]) for k in feste)
    w1, w2 = check_margin(sc1), check_margin(sc2)
    record(name, tool="Staffbase (employee app used by hospitals), Studio → Umfragen → Export to Excel: two staff polls of a German hospital, one worksheet per poll",
           shape="two sheets of equal standing, each a list of individual answers with user metadata",
           format_evidence="from memory: sheet layout (question title row, then one row per answer with user fields) is the author's reconstruction",
           answer="ask", winner=None,
           acceptable=OrderedDict([("Umfrage Dienstkleidung", w1), ("Umfrage Sommerfest", w2)]),
           ask_because="The workbook holds two unrelated staff polls (uniform colour and summer party) on separate sheets of equal standing.",
           question="count of answers per option on each sheet",
           candidates=OrderedDict([("Umfrage Dienstkleidung", farben), ("Umfrage Sommerfest", feste)]),
           scores=OrderedDict([("Umfrage Dienstkleidung", sc1), ("Umfrage Sommerfest", sc2)]),
           traps=["Standort 'Öhringen' outnumbers every option on both sheets", "department column",
                  "question text in row 1 above the header", "hex user ids"])


# ================================ 10. Social Pinpoint (rank columns, Borda)
def f_socialpinpoint():
    name = "SocialPinpoint_Survey_Responses_Te_Awa_Community_Health_Hub.csv"
    rng = random.Random(1010)
    opts = ["After-hours GP clinic", "Kaupapa Māori health services", "Mental health and addiction support",
            "Physiotherapy and rehab", "Pharmacy with late opening"]
    wt = {opts[0]: 2.4, opts[1]: 1.5, opts[2]: 1.0, opts[3]: 0.55, opts[4]: 0.8}
    hdr = ["Response ID", "Date Submitted", "Survey", "Suburb", "Age range",
           "How do you usually travel to health appointments?"] + \
          ["Please rank these services for the new hub (1 = most important) - %s" % o for o in opts] + \
          ["Is there anything else you'd like to tell us?"]
    rows = [hdr]
    n = 96
    base = dt.datetime(2026, 1, 26, 7)
    st = sorted(ts(rng, base, 28, 6, 23) for _ in range(n))
    ballots = []
    for i in range(n):
        rem = list(opts)
        order = []
        while rem:
            o = rng.choices(rem, [wt[x] for x in rem])[0]
            order.append(o)
            rem.remove(o)
        k = 5 if rng.random() < 0.8 else rng.choice([2, 3])
        order = order[:k]
        ballots.append(order)
        ranks = [str(order.index(o) + 1) if o in order else "" for o in opts]
        rows.append([str(48211 + i * 2 + rng.randrange(2)), st[i].strftime("%Y-%m-%d %H:%M:%S"),
                     "Te Awa Community Health Hub – have your say",
                     rng.choice(["Fairfield", "Dinsdale", "Nawton", "Te Rapa", "Flagstaff", "Frankton"]),
                     rng.choice(["16-24", "25-34", "35-49", "50-64", "65+"]),
                     "Car" if rng.random() < 0.7 else rng.choice(["Bus", "Walk", "Bike", "Someone drives me"])] + ranks +
                    [rng.choice(["", "", "Please keep parking free", "Need te reo signage", "Open on weekends please"])])
    write_text(name, csv_text(rows, lineterminator="\n"), "utf-8")
    scores = borda(ballots, opts, 5)
    w = check_margin(scores)
    fc = Counter(b[0] for b in ballots)
    assert max(fc, key=fc.get) == w
    record(name, tool="Social Pinpoint (community engagement platform), project → Survey → Export responses (CSV): a New Zealand health district's consultation on a community health hub",
           shape="rank columns, one per option (1 = most important), some partial rankings; metadata and a travel-mode question first",
           format_evidence="from memory: column naming 'question - option' for ranking items and metadata names are the author's reconstruction",
           answer="winner", winner=w, question="Borda: n − rank with n = 5 (unranked = 0); the first-preference count agrees",
           candidates=opts, scores=scores,
           traps=["'Car' travel answer outnumbers everything", "rank numbers (1 is best, not a count)",
                  "Response IDs", "partial rankings with blanks", "macron in Māori"])


# ================================ 11. OnlineTestPad (Cyrillic, cp1251, 1st/2nd/3rd)
def f_onlinetestpad():
    name = "OnlineTestPad_Результаты_опрос_график_процедурного_кабинета.csv"
    rng = random.Random(1111)
    opts = ["Утренний приём 7:30–13:00", "Две смены (7:30–11:00 и 15:00–18:00)", "Только по записи через регистратуру",
            "Дополнительный приём по субботам"]
    wt = {opts[0]: 1.0, opts[1]: 2.3, opts[2]: 0.6, opts[3]: 1.2}
    otd = pool(OrderedDict([("Терапевтическое отделение", 27), ("Хирургическое отделение", 9),
                            ("Женская консультация", 8), ("Педиатрическое отделение", 11)]), rng)
    n = len(otd)
    hdr = ["№", "Дата", "Время", "Длительность", "IP-адрес", "Отделение", "Стаж работы",
           "1-й выбор", "2-й выбор", "3-й выбор"]
    rows = [hdr]
    base = dt.datetime(2026, 2, 9, 7)
    st = sorted(ts(rng, base, 10, 7, 20) for _ in range(n))
    ballots = []
    for i in range(n):
        rem = list(opts)
        order = []
        while rem:
            o = rng.choices(rem, [wt[x] for x in rem])[0]
            order.append(o)
            rem.remove(o)
        order = order[:3]
        if rng.random() < 0.1:
            order[2] = ""
        ballots.append(order)
        rows.append([str(i + 1), st[i].strftime("%d.%m.%Y"), st[i].strftime("%H:%M:%S"),
                     "%d мин %02d сек" % (rng.randrange(1, 6), rng.randrange(60)),
                     "95.%d.%d.%d" % (rng.randrange(24, 32), rng.randrange(256), rng.randrange(256)), otd[i],
                     rng.choice(["до 5 лет", "5–10 лет", "10–20 лет", "более 20 лет"])] + order)
    write_text(name, csv_text(rows, delimiter=";"), "cp1251")
    scores = borda(ballots, opts, 4)
    w = check_margin(scores)
    fc = Counter(b[0] for b in ballots)
    assert max(fc, key=fc.get) == w
    record(name, tool="OnlineTestPad (Russian online survey/test builder), Результаты → Экспорт в CSV (Excel): a city polyclinic's nurses' survey on the treatment-room schedule",
           shape="'1st choice / 2nd choice / 3rd choice' columns holding option names; metadata and department/seniority columns first",
           format_evidence="from memory: Windows-1251 with ';' and CRLF as for Russian-Excel-oriented CSV exports; column names are the author's",
           answer="winner", winner=w, question="Borda: n − rank with n = 4 over the three choice columns (first-preference count agrees)",
           candidates=opts, scores=scores,
           traps=["'Терапевтическое отделение' (department) outnumbers every option's first choices",
                  "seniority bands", "IP addresses", "durations like '3 мин 12 сек'", "option names containing times and en dashes"])


# ==================================== 12. Tayori (Shift_JIS, Japanese clinic)
def f_tayori():
    name = "tayori_form_さくら通り歯科_診療時間アンケート_20260305.csv"
    rng = random.Random(1212)
    opts = ["平日 夜間（18時～20時）", "土曜 午後（14時～17時）", "日曜 午前（9時～12時）", "平日 早朝（8時～9時）"]
    ans = pool(OrderedDict(zip(opts, [26, 38, 17, 9])), rng)
    n = len(ans)
    ages = pool(OrderedDict([("40代", 41), ("30代", 17), ("50代", 14), ("20代", 9), ("60代以上", 9)]), rng)
    hdr = ["ID", "受信日時", "ステータス", "担当者", "お名前", "メールアドレス", "年代", "性別",
           "ご希望の診療時間帯", "その他ご意見・ご要望"]
    rows = [hdr]
    base = dt.datetime(2026, 2, 1, 8)
    st = sorted(ts(rng, base, 32, 7, 23) for _ in range(n))
    fam = ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤"]
    giv = ["花子", "健太", "美咲", "大輔", "陽子", "翔", "由美", "誠"]
    for i in range(n):
        rows.append([str(100231 + i), st[i].strftime("%Y/%m/%d %H:%M"),
                     "対応済み" if rng.random() < 0.85 else "未対応", "受付 村田" if rng.random() < 0.5 else "",
                     rng.choice(fam) + " " + rng.choice(giv),
                     "user%04d@example.jp" % rng.randrange(10000), ages[i],
                     rng.choice(["女性", "女性", "男性", "回答しない"]), ans[i],
                     rng.choice(["", "", "", "駐車場を広くしてほしい", "Web予約があると助かります", "子連れでも通いやすいと嬉しいです"])])
    write_text(name, csv_text(rows, quoting=csv.QUOTE_ALL), "cp932")
    c = Counter(r[8] for r in rows[1:])
    scores = OrderedDict((o, c[o]) for o in opts)
    w = check_margin(scores)
    record(name, tool="Tayori (Japanese form / helpdesk service), フォーム → 回答一覧 → CSVダウンロード (Shift_JIS): a dental clinic's patient questionnaire on new consultation hours",
           shape="multi-question form with helpdesk metadata (ID, received time, status, assignee, name, e-mail) and an age-band question before the choice question",
           format_evidence="from memory: Shift_JIS (CP932) CSV with CRLF and all fields quoted is the usual Japanese-SaaS download; column names are the author's",
           answer="winner", winner=w, question="count of responses to 'ご希望の診療時間帯'",
           candidates=opts, scores=scores,
           traps=["ステータス '対応済み' outnumbers every option", "age band '40代' outnumbers every option",
                  "full-width brackets and wave dash (～) in option labels", "IDs and e-mails"])


# ========================== 13. Microsoft Lists (scheduling poll, Yes/If need be)
def f_mslists():
    name = "MASH_case_review_availability.csv"
    rng = random.Random(1313)
    slots = ["Tue 10 Mar 09:30", "Tue 10 Mar 14:00", "Wed 11 Mar 10:00", "Thu 12 Mar 13:30", "Fri 13 Mar 09:00"]
    people = [("Hannah Oduya", "Children's Social Care"), ("Mark Pemberton", "Children's Social Care"),
              ("Jo Whitfield", "Children's Social Care"), ("DS Carl Ingram", "Police Safeguarding"),
              ("Bethan Lloyd", "Health Visiting"), ("Dr Asha Patel", "GP Safeguarding Lead"),
              ("Ruth Kaczmarek", "School Nursing"), ("Liam Doherty", "Early Help"),
              ("Sarah Mensah", "Adult Mental Health"), ("Gemma Holt", "Education Welfare"),
              ("Tom Barker", "Youth Offending Service"), ("Priti Shah", "Housing Options"),
              ("Neil Forsyth", "Probation"), ("Claire Ndlovu", "Children's Social Care")]
    # design counts (yes, ifneed) per slot; rest are No or blank
    design = {slots[0]: (5, 3), slots[1]: (6, 2), slots[2]: (10, 2), slots[3]: (6, 4), slots[4]: (4, 2)}
    cols = {}
    for s, (y, m) in design.items():
        rest = len(people) - y - m
        blanks = rng.randrange(0, 3)
        cells = ["Yes"] * y + ["If need be"] * m + ["No"] * (rest - blanks) + [""] * blanks
        rng.shuffle(cells)
        cols[s] = cells
    hdr = ["Title", "Team / agency"] + slots + ["Comments", "Modified", "Created By", "Item Type", "Path"]
    rows = [hdr]
    base = dt.datetime(2026, 3, 2, 8)
    for i, (pname, team) in enumerate(people):
        t = ts(rng, base, 4, 8, 18)
        rows.append([pname, team] + [cols[s][i] for s in slots] +
                    [rng.choice(["", "", "", "Can dial in only", "Court on Thursday am"]),
                     t.strftime("%d/%m/%Y %H:%M"), rng.choice(["Hannah Oduya", pname]), "Item",
                     "sites/MASH-Partnership/Lists/Case review availability"])
    write_text(name, csv_text(rows), "utf-8", bom=True)
    scores = OrderedDict()
    for j, s in enumerate(slots):
        col = [r[2 + j] for r in rows[1:]]
        scores[s] = col.count("Yes") + 0.5 * col.count("If need be")
    w = check_margin(scores)
    for mw in (0, 1):
        alt = {s: [r[2 + j] for r in rows[1:]].count("Yes") + mw * [r[2 + j] for r in rows[1:]].count("If need be")
               for j, s in enumerate(slots)}
        assert max(alt, key=alt.get) == w
    record(name, tool="Microsoft Lists (SharePoint Online list), list view → Export → Export to CSV: a multi-agency safeguarding hub's availability list for a case review meeting",
           shape="scheduling poll: participants × time slots with Yes / If need be / No choice columns (blank = not answered), no sum row, list metadata columns after the slots",
           format_evidence="from memory: Lists 'Export to CSV' writes the view's columns plus Item Type and Path; UTF-8 with BOM assumed",
           answer="winner", winner=w, question="scheduling poll: Yes = 1, If need be = 0.5 (same winner with 0 or 1)",
           candidates=slots, scores=scores,
           traps=["Team / agency column ('Children's Social Care' repeated)", "Modified timestamps and Created By",
                  "Path column repeated on every row", "blank cells = no answer"])


# ====================== 14. VistA FileMan printed report (fixed width, subcounts)
def f_fileman():
    name = "CLC_RESIDENT_COUNCIL_OUTING_BALLOTS.txt"
    rng = random.Random(1414)
    opts = ["BOTANICAL GARDEN", "AQUARIUM", "BASEBALL GAME", "FISHING PIER"]
    ans = pool(OrderedDict(zip(opts + [""], [27, 17, 20, 11, 3])), rng)
    units = ["CLC 1A LIBERTY", "CLC 1B FREEDOM", "CLC 2A HONOR"]
    rec = [(rng.choice(units), a) for a in ans]
    rec.sort(key=lambda x: units.index(x[0]))
    out = []
    hdr1 = "CLC RESIDENT COUNCIL BALLOT LIST"
    page = 1

    def header():
        out.append("%-40s%s  PAGE %d" % (hdr1, "MAR 16,2026@10:42", page))
        out.append("BALLOT#   UNIT              DATE CAST     OUTING CHOICE")
        out.append("-" * 79)
        out.append("")

    header()
    n = 0
    bal = 4100
    lines_on_page = 4
    for u in units:
        out.append("        UNIT: %s" % u)
        cnt = 0
        for uu, a in rec:
            if uu != u:
                continue
            bal += rng.randrange(1, 4)
            d = dt.date(2026, 3, 2) + dt.timedelta(days=rng.randrange(10))
            out.append("%-10s%-18s%-14s%s" % (bal, u[:16], d.strftime("%b %d,%Y").upper(), a))
            cnt += 1
            lines_on_page += 1
            if lines_on_page >= 58:
                out.append("\f")
                page += 1
                header()
                lines_on_page = 4
        out.append("%-10s%s" % ("", "-" * 10))
        out.append("  SUBCOUNT%10d" % cnt)
        out.append("")
        n += cnt
    out.append("%-10s%s" % ("", "-" * 10))
    out.append("  COUNT%14d" % n)
    out.append("")
    write_text(name, "\r\n".join(out), "ascii")
    c = Counter(a for _, a in rec)
    scores = OrderedDict((o, c[o]) for o in opts)
    w = check_margin(scores)
    record(name, tool="VA VistA FileMan (PRINT FILE ENTRIES, sorted by UNIT with subcounts), output captured to a text file from a terminal session: a VA Community Living Center (nursing home) resident council's outing vote kept in a local FileMan file",
           shape="printed fixed-width ballot listing: page header, column headings, dashed rule, one line per ballot grouped by unit, SUBCOUNT per unit and a final COUNT, a form feed between pages",
           format_evidence="from memory: FileMan report conventions (upper-case header with date@time and PAGE, dashed rule, SUBCOUNT/COUNT lines, MMM DD,YYYY dates)",
           answer="winner", winner=w, question="count of ballots per OUTING CHOICE (blank choice = abstention)",
           candidates=opts, scores=scores,
           traps=["SUBCOUNT and COUNT lines", "unit names repeated on every line and in group headers",
                  "ballot numbers", "form feed and repeated page header", "three blank choices"])


# ==================== 15. UK Engage results workbook (summary first, by site)
def f_ukengage():
    name = "UK_Engage_Result_Staff_Side_Chair_Election_2026.xlsx"
    rng = random.Random(1515)
    cands = ["KELLY, Siobhan", "NOWAK, Tomasz", "OKONKWO, Adaeze", "PRYCE, Gareth"]
    sites = ["Northfield General Hospital", "St Aidan's Community Hospital", "Riverside Mental Health Unit",
             "Ashby Road Health Centre", "Community Nursing (all bases)"]
    eligible = [1240, 312, 268, 119, 345]
    share = {cands[0]: 0.24, cands[1]: 0.18, cands[2]: 0.37, cands[3]: 0.21}
    table = []
    for s, e in zip(sites, eligible):
        ret = int(e * (0.34 + rng.random() * 0.15))
        spoilt = rng.randrange(0, 5)
        valid = ret - spoilt
        votes = Counter(rng.choices(cands, [share[c] for c in cands], k=valid))
        table.append([s, e, ret, spoilt] + [votes[c] for c in cands])
    tot = [sum(r[k] for r in table) for k in range(1, 4 + len(cands))]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Summary"
    ws.append(["UK Engage – Report of the Independent Scrutineer"])
    ws["A1"].font = Font(bold=True, size=13)
    ws.append(["Northfield Valley Hospitals – Joint Staff Side"])
    ws.append(["Election of Staff Side Chair 2026"])
    ws.append([])
    ws.append(["Voting opened", dt.datetime(2026, 2, 9, 9, 0)])
    ws.append(["Voting closed", dt.datetime(2026, 2, 27, 17, 0)])
    ws.cell(5, 2).number_format = ws.cell(6, 2).number_format = "DD/MM/YYYY HH:MM"
    ws.append(["Number of eligible voters", tot[0]])
    ws.append(["Total number of votes cast", tot[1]])
    ws.append(["Turnout", tot[1] / tot[0]])
    ws.cell(9, 2).number_format = "0.0%"
    ws.append(["Number of votes found to be invalid", tot[2]])
    ws.append(["Total number of valid votes to be counted", tot[1] - tot[2]])
    ws.append([])
    ws.append(["A breakdown of votes cast for each candidate by site is given on the sheet 'Votes by site'."])
    ws.append(["I am satisfied that there are no reasonable grounds for believing that there was any failure to comply with the election rules."])
    ws.append([])
    ws.append(["Signed: J. Whitcombe, on behalf of UK Engage", None])
    b = wb.create_sheet("Votes by site")
    b.append(["Site", "Eligible voters", "Votes cast", "Invalid"] + cands)
    for c in b[1]:
        c.font = Font(bold=True)
    for r in table:
        b.append(r)
    b.append(["TOTAL"] + tot)
    for c in b[b.max_row]:
        c.font = Font(bold=True)
    b.column_dimensions["A"].width = 34
    save_xlsx(wb, name)
    scores = OrderedDict((c, tot[3 + i]) for i, c in enumerate(cands))
    w = check_margin(scores)
    record(name, tool="UK Engage (independent ballot and scrutineer service), results workbook for a Joint Staff Side election at an NHS trust, summary (scrutineer's report) sheet first",
           shape="results by unit: sites as rows, candidates as columns, eligible / votes cast / invalid columns before the candidates, a TOTAL row; scrutineer's summary sheet with turnout first",
           format_evidence="from memory: wording follows the usual UK scrutineer's report (eligible voters, votes cast, turnout, invalid votes); the workbook layout is the author's",
           answer="winner", winner=w, question="sum of votes per candidate over all sites (TOTAL row)",
           candidates=cands, scores=scores,
           traps=["Eligible voters and Votes cast columns hold larger numbers than any candidate", "TOTAL row",
                  "Summary sheet first with turnout figures and no per-candidate table", "candidate names as 'SURNAME, Given'"])


def main():
    for f in [f_openmrs, f_epidata, f_castor, f_magpi, f_snap, f_givergy, f_surplex, f_checkbox, f_staffbase,
              f_socialpinpoint, f_onlinetestpad, f_tayori, f_mslists, f_fileman, f_ukengage]:
        f()
    with open(os.path.join(OUT, "expected.json"), "w", encoding="utf-8") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2)
        fh.write("\n")


if __name__ == "__main__":
    main()
