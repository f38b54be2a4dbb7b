#!/usr/bin/env python3
"""Blind test set ZK: 15 synthetic exports from the physical economy (farming, logistics, construction,
energy, retail, real estate, hospitality, manufacturing, unions).  Deterministic: fixed seeds, fixed xlsx
properties and zip timestamps.  Writes the files and expected.json next to this script."""

import csv
import datetime as dt
import hashlib
import io
import json
import os
import random
import zipfile

import openpyxl
from openpyxl.styles import Font

HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = {}
FIXED = dt.datetime(2026, 4, 1, 9, 0, 0)


# ---------------------------------------------------------------- helpers
def out(name):
    return os.path.join(HERE, name)


def write_bytes(name, data):
    with open(out(name), "wb") as f:
        f.write(data)


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
    buf = io.BytesIO()
    wb.save(buf)
    # openpyxl sets 'modified' to now on save; rewrite docProps/core.xml and zip timestamps
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    dst_buf = io.BytesIO()
    with zipfile.ZipFile(dst_buf, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                txt = data.decode("utf-8")
                import re
                txt = re.sub(r"<dcterms:modified([^>]*)>[^<]*</dcterms:modified>",
                             r"<dcterms:modified\1>2026-04-01T09:00:00Z</dcterms:modified>", txt)
                txt = re.sub(r"<dcterms:created([^>]*)>[^<]*</dcterms:created>",
                             r"<dcterms:created\1>2026-04-01T09:00:00Z</dcterms:created>", txt)
                data = txt.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 4, 1, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = info.external_attr
            dst.writestr(zi, data)
    write_bytes(name, dst_buf.getvalue())


def ranked(scores):
    return sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))


def margin_ok(scores, rel=0.06, absolute=0.0):
    r = ranked(scores)
    (a, s1), (b, s2) = r[0], r[1]
    return s1 > 0 and (s1 - s2) >= rel * s1 and (s1 - s2) > absolute


def top(scores):
    return ranked(scores)[0][0]


def wpick(rng, weights):
    keys = list(weights)
    return rng.choices(keys, weights=[weights[k] for k in keys])[0]


def hexid(rng, n=32):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def posted_price(highest_by_bidder):
    """highest valid bid per bidder (numbers) -> {amount: amount * n(bidders with highest >= amount)}"""
    vals = list(highest_by_bidder.values())
    return {b: round(b * sum(1 for v in vals if v >= b), 2) for b in set(vals)}


def seed_search(base, build, check, tries=400):
    for s in range(base, base + tries):
        res = build(random.Random(s))
        if check(res):
            return res
    raise SystemExit("no seed found for base %d" % base)


def record(name, **kw):
    keys = ["tool", "shape", "format_evidence", "answer", "winner", "acceptable", "ask_because", "question",
            "candidates", "scores", "traps"]
    assert set(kw) == set(keys), set(kw) ^ set(keys)
    EXPECTED[name] = {k: kw[k] for k in keys}


def iso_z(t):
    return t.strftime("%Y-%m-%dT%H:%M:%S.000Z")


# ======================================================================= 1. Epicollect5 (ranked varieties)
def f_epicollect():
    name = "form-1__soybean-varietal-preference-kharif-2025.csv"
    varieties = ["JS 335", "JS 95-60", "MACS 1407", "Phule Sangam (KDS 726)", "NRC 142", "JS 20-34"]
    pl_w = {"JS 335": 1.7, "JS 95-60": 1.0, "MACS 1407": 2.0, "Phule Sangam (KDS 726)": 3.3, "NRC 142": 1.2,
            "JS 20-34": 0.9}
    villages = {"Ausa": 40, "Killari": 15, "Lamjana": 14, "Matola": 10, "Ujani": 12}
    first_names_m = ["Sanjay", "Balaji", "Vitthal", "Dnyaneshwar", "Ramesh", "Mahadev", "Suresh", "Pandurang",
                     "Shivaji", "Ganesh", "Anil", "Dattatray", "Bhagwan", "Nagnath", "Prakash", "Sachin"]
    first_names_f = ["Sunita", "Lata", "Savita", "Mangal", "Kavita", "Shobha", "Archana", "Ujwala"]
    surnames = ["Pawar", "Jadhav", "Shinde", "Kale", "Patil", "Suryawanshi", "Bhosale", "Mane", "Gaikwad",
                "Kadam", "Deshmukh", "Waghmare", "Birajdar", "Kulkarni"]
    enumerators = {"fpo.ausa.field1@example.org": 6, "fpo.ausa.field2@example.org": 3,
                   "kvk.latur.intern@example.org": 1}
    reasons = ["Good pod filling", "Tolerates dry spell", "Bold grain, better rate at mandi", "Less pod shattering",
               "Matures early, rabi sowing on time", "Rust resistance seen in demo plot", ""]

    def build(rng):
        rows = []
        t0 = dt.datetime(2025, 9, 22, 4, 30)
        for i in range(84):
            g = "Male" if rng.random() < 0.78 else "Female"
            fn = rng.choice(first_names_m if g == "Male" else first_names_f)
            farmer = "%s %s" % (fn, rng.choice(surnames))
            vil = wpick(rng, villages)
            pool = dict(pl_w)
            ranks = []
            k = 3 if rng.random() < 0.85 else 2
            for _ in range(k):
                v = wpick(rng, pool)
                ranks.append(v)
                del pool[v]
            t = t0 + dt.timedelta(minutes=9 * i + rng.randint(0, 6), days=i // 30, seconds=rng.randint(0, 59))
            rows.append(dict(farmer=farmer, gender=g, village=vil, ranks=ranks, t=t,
                             up=t + dt.timedelta(hours=rng.randint(2, 30), minutes=rng.randint(0, 59)),
                             by=wpick(rng, enumerators), land=round(rng.choice([0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6.5,
                                                                                 8]) + 0, 1),
                             lat=18.1 + rng.random() * 0.12, lon=76.45 + rng.random() * 0.2,
                             acc=rng.choice([3, 4, 5, 6, 8, 10, 12]), reason=rng.choice(reasons),
                             uuid="%s-%s-%s-%s-%s" % (hexid(rng, 8), hexid(rng, 4), hexid(rng, 4), hexid(rng, 4),
                                                      hexid(rng, 12))))
        borda = {v: 0 for v in varieties}
        firsts = {v: 0 for v in varieties}
        for r in rows:
            for pos, v in enumerate(r["ranks"]):
                borda[v] += 3 - pos
            firsts[r["ranks"][0]] += 1
        return rows, borda, firsts

    def check(res):
        rows, borda, firsts = res
        vc = {}
        for r in rows:
            vc[r["village"]] = vc.get(r["village"], 0) + 1
        return (margin_ok(borda) and margin_ok(firsts, absolute=2) and top(borda) == top(firsts)
                and top(borda) != varieties[0] and max(vc.values()) > max(firsts.values()))

    rows, borda, firsts = seed_search(1100, build, check)
    header = ["ec5_uuid", "created_at", "uploaded_at", "created_by", "title",
              "lat_1_Plot_location", "long_1_Plot_location", "accuracy_1_Plot_location",
              "UTM_Northing_1_Plot_location", "UTM_Easting_1_Plot_location", "UTM_Zone_1_Plot_location",
              "Village_2", "Farmer_name_3", "Gender_4", "Land_holding_acres_5", "1st_preferred_var_6",
              "2nd_preferred_var_7", "3rd_preferred_var_8", "Main_reason_for_1_9"]
    out_rows = [header]
    for r in sorted(rows, key=lambda r: r["t"], reverse=True):
        ranks = r["ranks"] + [""] * (3 - len(r["ranks"]))
        north = int(2000000 + (r["lat"] - 18.0) * 110574)
        east = int(440000 + (r["lon"] - 76.4) * 105800)
        out_rows.append([r["uuid"], iso_z(r["t"]), iso_z(r["up"]), r["by"], r["farmer"],
                         "%.6f" % r["lat"], "%.6f" % r["lon"], str(r["acc"]), str(north), str(east), "43Q",
                         r["village"], r["farmer"], r["gender"], ("%g" % r["land"]), ranks[0], ranks[1], ranks[2],
                         r["reason"]])
    write_bytes(name, csv_text(out_rows, lineterminator="\n").encode("utf-8"))
    record(name,
           tool="Epicollect5 (Imperial College field data-collection app), project → Download → CSV, form 1, "
                "a farmer producer company's participatory varietal selection in Latur district (Maharashtra)",
           shape="ranking: one row per farmer interview with Epicollect5 metadata and GPS columns, village, name, "
                 "gender and land holding first, then 1st/2nd/3rd preferred variety columns (some 3rd empty) and a "
                 "reason",
           format_evidence="Partly checked: the header start ec5_uuid, created_at, uploaded_at, created_by, title, "
                           "lat_1_<q>, long_1_<q>, accuracy_1_<q>, UTM_Northing_1_<q>, UTM_Easting_1_<q>, "
                           "UTM_Zone_1_<q> and question columns named '<shortened question>_<number>' follow a "
                           "public script that loads Epicollect5 CSV downloads (found by code search); ISO "
                           "timestamps with .000Z, newest first, LF and minimal quoting are from memory, unverified.",
           answer="winner", winner=top(borda), acceptable=None, ask_because=None,
           question="Borda over the three preference columns (1st = 3, 2nd = 2, 3rd = 1); the first-preference "
                    "count gives the same winner",
           candidates=varieties, scores=borda,
           traps=["village column first whose top value outnumbers any variety's first preferences",
                  "created_by e-mail repeats on most rows", "gender column", "GPS and UTM numbers",
                  "'title' repeats the farmer name", "partial rankings (empty 3rd preference)"])


# ======================================================================= 2. Tulip (dot vote, long)
def f_tulip():
    name = "Kaizen Punktabfrage Halle 3 - KW 11.csv"
    ideas = ["Kanban-Regal an Linie 2 verlegen", "Werkzeugwagen mit Schattenbrett",
             "Absauganlage Schweißplatz 4 erneuern", "Ergonomische Matten an Montageplätzen",
             "Pufferplatz vor Prüfstand markieren", "Rüstwagen für Typwechsel Linie 1"]
    w = {ideas[0]: 1.0, ideas[1]: 1.3, ideas[2]: 2.6, ideas[3]: 1.7, ideas[4]: 0.8, ideas[5]: 1.1}
    patterns = [[5], [3, 2], [3, 2], [2, 2, 1], [3, 1, 1], [2, 1, 1, 1], [4, 1]]
    shifts = {"Frühschicht": 5, "Spätschicht": 3, "Nachtschicht": 2}
    lines = ["Linie 1", "Linie 2", "Linie 3", "Logistik", "Instandhaltung"]
    comments = ["", "", "", "", "dringend!", "siehe Vorschlag vom Jan.", "Rücken", "spart ca. 10 min pro Schicht",
                "Staub im Sommer schlimm"]

    def build(rng):
        recs = []
        t0 = dt.datetime(2026, 3, 9, 5, 52)
        for v in range(41):
            badge = "%05d" % rng.randint(10000, 48999)
            sh = wpick(rng, shifts)
            ln = rng.choice(lines)
            pat = rng.choice(patterns)
            pool = dict(w)
            t = t0 + dt.timedelta(days=rng.randint(0, 3), hours=rng.choice([0, 8, 16]),
                                  minutes=rng.randint(0, 200), seconds=rng.randint(0, 59))
            for j, pts in enumerate(pat):
                idea = wpick(rng, pool)
                del pool[idea]
                tt = t + dt.timedelta(seconds=7 * j + rng.randint(0, 5))
                recs.append(dict(badge=badge, shift=sh, line=ln, idea=idea, pts=pts, t=tt,
                                 c=rng.choice(comments), id=hexid(rng, 17)))
        sums = {i: 0 for i in ideas}
        for r in recs:
            sums[r["idea"]] += r["pts"]
        return recs, sums

    def check(res):
        recs, sums = res
        cnt = {}
        for r in recs:
            cnt[r["shift"]] = cnt.get(r["shift"], 0) + 1
        return margin_ok(sums) and top(sums) != ideas[0] and max(cnt.values()) > max(sums.values()) / 3
    recs, sums = seed_search(2200, build, check)
    recs.sort(key=lambda r: r["t"])
    rows = [["ID", "Created At", "Updated At", "Mitarbeiter (Badge)", "Schicht", "Linie", "Idee", "Punkte",
             "Kommentar"]]
    for r in recs:
        upd = r["t"] + dt.timedelta(seconds=1) if r["c"] else r["t"]
        rows.append([r["id"], r["t"].strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (r["t"].second * 17 % 1000),
                     upd.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % (upd.second * 17 % 1000), r["badge"],
                     r["shift"], r["line"], r["idea"], str(r["pts"]), r["c"]])
    write_bytes(name, csv_text(rows, lineterminator="\n").encode("utf-8"))
    record(name,
           tool="Tulip (frontline-operations / shop-floor app platform), Tables → table 'Kaizen Punktabfrage' → "
                "Download as CSV, a German automotive supplier's assembly hall",
           shape="long format: one row per dot (record id, created/updated, operator badge, shift, line, idea, points "
                 "1–5, comment); each operator spreads 5 points over one to four ideas",
           format_evidence="From memory, unverified: Tulip table records carry an 'ID' plus 'Created At' / 'Updated "
                           "At' system fields before the user fields, which carry their labels as headers; ISO "
                           "timestamps with milliseconds, UTF-8 without BOM, LF and minimal quoting assumed. Search "
                           "found only API tools for Tulip tables, no export sample.",
           answer="winner", winner=top(sums), acceptable=None, ask_because=None,
           question="sum of Punkte per idea",
           candidates=ideas, scores=sums,
           traps=["record ID and badge numbers", "shift column (Frühschicht on most rows)", "line column",
                  "points column must be summed, not the rows counted", "comments"])


# ======================================================================= 3. SafetyCulture (long item export)
def f_safetyculture():
    name = "PPE_Glove_Trial_Crew_Feedback_export.csv"
    gloves = ["Nitrile foam A4 (blue)", "PU palm A4 (grey)", "Leather palm A6 (tan)", "Latex crinkle A3 (orange)",
              "Thermal lined A5 (black)"]
    gw = {gloves[0]: 1.5, gloves[1]: 1.2, gloves[2]: 2.8, gloves[3]: 0.7, gloves[4]: 1.6}
    trades = {"Carpenter": 9, "Ironworker": 3, "Labourer": 4, "Electrician": 2, "Concrete finisher": 2,
              "Plumber / pipefitter": 1}
    sites = ["Bow River Tower - Level 14", "Seton Medical Office Bldg", "Quarry Park Parkade Ph.2",
             "Crowfoot Seniors Residence"]
    people = ["Carla Mendes", "Jordan Pelletier", "Harpreet Sandhu", "Mike O'Donnell", "Tyler Whitehorse",
              "Anh Nguyen", "Sam Kowalchuk"]
    comments = ["", "", "", "Grip good on wet rebar", "Too hot by noon", "Seams split after 8 days",
                "Fine for screws, not for tie wire", "Wish it came in XXL", "Better than the current ones",
                "Touchscreen works with these"]
    tmpl_rng = random.Random(33)
    template_id = "template_" + hexid(tmpl_rng)
    item_ids = {k: hexid(tmpl_rng, 8) + "-" + hexid(tmpl_rng, 4) + "-" + hexid(tmpl_rng, 4) + "-" +
                hexid(tmpl_rng, 4) + "-" + hexid(tmpl_rng, 12)
                for k in ["site", "conducted", "prepared", "s1", "trade", "worn", "s2", "glove", "dex", "comm"]}
    resp_ids = {g: hexid(tmpl_rng, 8) + "-" + hexid(tmpl_rng, 4) + "-" + hexid(tmpl_rng, 4) + "-" +
                hexid(tmpl_rng, 4) + "-" + hexid(tmpl_rng, 12) for g in gloves + list(trades)}

    def build(rng):
        insp = []
        for i in range(47):
            start = dt.datetime(2026, 3, 23, 13, 0) + dt.timedelta(days=rng.randint(0, 4), minutes=rng.randint(0, 190))
            insp.append(dict(site=rng.choice(sites), prep=rng.choice(people), trade=wpick(rng, trades),
                             worn="Yes" if rng.random() < 0.88 else "No", glove=wpick(rng, gw),
                             dex=rng.randint(4, 10), comm=rng.choice(comments), start=start,
                             dur=rng.randint(95, 420), aid="audit_" + hexid(rng)))
        cnt = {g: 0 for g in gloves}
        for x in insp:
            cnt[x["glove"]] += 1
        return insp, cnt

    def check(res):
        insp, cnt = res
        tc = {}
        for x in insp:
            tc[x["trade"]] = tc.get(x["trade"], 0) + 1
        return margin_ok(cnt, absolute=2) and max(tc.values()) > max(cnt.values())
    insp, cnt = seed_search(3300, build, check)
    header = ["SortingIndex", "ItemType", "Label", "Response", "Comment", "MediaHypertextReference", "Latitude",
              "Longitude", "ItemScore", "ItemMaxScore", "ItemScorePercentage", "Mandatory", "FailedResponse",
              "Inactive", "ItemID", "ResponseID", "ParentID", "AuditOwner", "AuditAuthor", "AuditOwnerID",
              "AuditAuthorID", "AuditName", "AuditScore", "AuditMaxScore", "AuditScorePercentage", "AuditDuration",
              "DateStarted", "DateCompleted", "DateModified", "AuditID", "TemplateID", "TemplateName",
              "TemplateAuthor", "TemplateAuthorID", "ItemCategory", "RepeatingSectionParentID", "DocumentNo",
              "ConductedOn", "PreparedBy", "Location", "Personnel", "ClientSite", "AuditSite", "AuditArea",
              "AuditRegion", "Archived"]
    rows = [header]
    owner = "Dana Whitford"
    owner_id = "user_" + hexid(random.Random(7))
    insp.sort(key=lambda x: x["start"])
    for x in insp:
        done = x["start"] + dt.timedelta(seconds=x["dur"])
        mod = done + dt.timedelta(seconds=2)
        audit_name = "%s / %s" % (x["start"].strftime("%d %b %Y"), x["prep"])
        common = [owner, x["prep"], owner_id, "user_" + hashlib.md5(x["prep"].encode()).hexdigest(), audit_name,
                  "0", "0", "0", str(x["dur"]), iso_z(x["start"]), iso_z(done), iso_z(mod), x["aid"],
                  template_id, "PPE Glove Trial - Crew Feedback", owner, owner_id]
        tail = ["", "", iso_z(x["start"]), x["prep"], "", "", "", "", "", "", "false"]
        items = [
            ("list", "Site", x["site"], "site", "", "", "Title Page"),
            ("datetime", "Conducted on", iso_z(x["start"]), "conducted", "", "", "Title Page"),
            ("text", "Prepared by", x["prep"], "prepared", "", "", "Title Page"),
            ("section", "Crew", "", "s1", "", "", ""),
            ("list", "Trade", x["trade"], "trade", resp_ids[x["trade"]], "s1", "Crew"),
            ("question", "Did the crew member wear the trial gloves for the full two weeks?", x["worn"], "worn",
             "", "s1", "Crew"),
            ("section", "Glove choice", "", "s2", "", "", ""),
            ("list", "Which glove should become the site standard?", x["glove"], "glove", resp_ids[x["glove"]],
             "s2", "Glove choice"),
            ("slider", "Dexterity of the chosen glove (1-10)", str(x["dex"]), "dex", "", "s2", "Glove choice"),
            ("textsingle", "Comments", x["comm"], "comm", "", "s2", "Glove choice"),
        ]
        for k, (itype, label, resp, key, rid, parent, cat) in enumerate(items, start=1):
            rows.append([str(k), itype, label, resp, "", "", "", "", "0", "0", "0",
                         "true" if key in ("glove", "trade") else "false", "false", "false", item_ids[key], rid,
                         item_ids[parent] if parent else "", ] + common + [cat] + tail)
    write_bytes(name, csv_text(rows, lineterminator="\r\n").encode("utf-8"))
    record(name,
           tool="SafetyCulture (iAuditor) Exporter, inspections → CSV (one file per template), a Calgary general "
                "contractor's glove-trial inspection",
           shape="long item-level export: ten rows per inspection (title-page items, sections, trade, a yes/no "
                 "question, the glove choice, a 1–10 slider, comments) with 40 repeated inspection columns",
           format_evidence="Checked: the column list SortingIndex, ItemType, Label, Response, Comment, "
                           "MediaHypertextReference, … AuditRegion, Archived is the SafetyCulture exporter's header "
                           "(CSV_HEADER_ROW / SQL_HEADER_ROW in its public source, found by code search), written "
                           "with Python's csv writer (CRLF, minimal quoting); item types (list, question, slider, "
                           "textsingle, section, datetime), ISO timestamps and id formats are from memory.",
           answer="winner", winner=top(cnt), acceptable=None, ask_because=None,
           question="count of inspections per response to 'Which glove should become the site standard?'",
           candidates=gloves, scores=cnt,
           traps=["'Yes' is the most frequent value of the Response column", "Trade list item (Carpenter outnumbers "
                  "every glove)", "site names repeated", "slider numbers", "ids and 40 repeated metadata columns"])


# ======================================================================= 4. Onbid (Korean, cp949, bid list)
def f_onbid():
    name = "온비드_입찰결과_2026-0311-004512-001.txt"
    reserve = 18400000
    bids = [  # (bidder, amount, result)
        ("(주)한**물류", 24880000, "무효(보증금 미납)"),
        ("이*훈", 23150000, "낙찰"),
        ("(주)대***로지스", 22600000, "유찰"),
        ("박*영", 21900000, "유찰"),
        ("농업회사법인 푸***", 21400000, "유찰"),
        ("최*석", 20350000, "유찰"),
        ("(주)경**창고", 19950000, "유찰"),
        ("김*수", 19600000, "유찰"),
        ("정*희", 17900000, "무효(최저입찰가 미달)"),
        ("(유)새****", 18850000, "취소(입찰자 철회)"),
    ]
    valid = {b: a for b, a, r in bids if r in ("낙찰", "유찰")}
    rev = posted_price(valid)
    assert margin_ok(rev)

    def fmt(a):
        return "{:,}".format(a)
    lines = ["온비드 공매 입찰결과", "",
             "물건관리번호\t2026-0311-004512-001",
             "물건명\t경기도 이천시 부발읍 신원리 산 45-2 외 1필지 (창고 및 야적장) 대부",
             "처분방식\t대부(임대) / 일반경쟁 / 최고가방식",
             "입찰기간\t2026-03-09 10:00 ~ 2026-03-11 17:00",
             "개찰일시\t2026-03-12 11:00",
             "감정가(연간 대부료 산정기준)\t" + fmt(368000000) + "원",
             "최저입찰가(연간 대부료)\t" + fmt(reserve) + "원",
             "입찰자수\t%d명 (유효 %d명)" % (len(bids), len(valid)), "",
             "순번\t입찰자\t입찰금액(원)\t입찰보증금(원)\t입찰일시\t결과"]
    times = ["2026-03-09 10:14", "2026-03-09 15:02", "2026-03-10 09:41", "2026-03-10 11:27", "2026-03-10 16:55",
             "2026-03-11 08:33", "2026-03-11 10:06", "2026-03-11 13:48", "2026-03-11 15:20", "2026-03-11 16:41"]
    order = sorted(range(len(bids)), key=lambda i: -bids[i][1])
    for n, i in enumerate(order, start=1):
        b, a, r = bids[i]
        lines.append("%d\t%s\t%s\t%s\t%s\t%s" % (n, b, fmt(a), fmt(a // 10), times[i], r))
    lines += ["", "※ 입찰보증금은 입찰금액의 10% 이상입니다. 무효·취소 입찰은 개찰 대상에서 제외됩니다.",
              "※ 본 자료는 온비드 화면을 복사한 것으로 법적 효력이 없습니다."]
    write_bytes(name, ("\r\n".join(lines) + "\r\n").encode("cp949"))
    cands = {fmt(a): v for a, v in rev.items()}
    record(name,
           tool="온비드 Onbid (Korea Asset Management Corporation's public-auction system), 입찰결과 page of a "
                "municipal warehouse lease, selected in the browser and pasted into Notepad, saved as ANSI (CP949)",
           shape="bid list: title block with 최저입찰가 / 감정가 / bidder counts, then one sealed bid per bidder "
                 "(rank, masked bidder, amount, 10% deposit, time, result), invalid and withdrawn bids, footnotes",
           format_evidence="From memory, unverified: Onbid's result page lists masked bidder names, amounts with "
                           "thousands commas and 낙찰/유찰/무효 results; a paste keeps the label/value pairs and table "
                           "cells tab-separated; Korean Notepad 'ANSI' is CP949 with CRLF.",
           answer="winner", winner=fmt(top(rev)), acceptable=None, ask_because=None,
           question="best posted price over the valid bids (낙찰/유찰; 무효 and 취소 excluded): b × number of "
                    "bidders bidding ≥ b",
           candidates=sorted(cands, key=lambda s: -int(s.replace(",", ""))), scores=cands,
           traps=["invalid bid below the reserve (would change the optimum if counted)",
                  "invalid highest bid (deposit not paid)", "withdrawn bid", "deposit column (10 %)",
                  "appraisal and reserve amounts in the title block", "rank numbers"])


# ======================================================================= 5. Logo Tiger (Turkish, cp1254, bids)
def f_logo():
    name = "Hurda_Satis_Teklifleri_Lot_2026-03.csv"
    firms = [("120.01.0147", "Ege Metal Geri Dönüşüm Ltd. Şti."), ("120.01.0211", "Kocaeli Hurdacılık A.Ş."),
             ("120.01.0089", "Öztürk Demir Çelik San. ve Tic. Ltd. Şti."), ("120.01.0302", "Gebze Çelik Hurda Tic."),
             ("120.01.0175", "Yıldız Metal Tic. A.Ş."), ("120.01.0256", "Marmara Geri Kazanım Ltd. Şti."),
             ("120.01.0118", "Çağlar Hurda ve Nakliyat"), ("120.01.0331", "Doğan Metal Sanayi A.Ş.")]
    # (firm index, amount in kuruş precision as float, status, note)
    bids = [
        (0, 1165000.00, "Revize Edildi", "İlk teklif"),
        (1, 1198500.00, "Teklif Verildi", ""),
        (2, 1140000.00, "Revize Edildi", "İlk teklif"),
        (3, 1231750.00, "Teklif Verildi", ""),
        (0, 1212000.00, "Teklif Verildi", "Revize teklif"),
        (4, 1386000.00, "İptal Edildi", "Firma teklifini geri çekti"),
        (5, 905250.00, "Teklif Verildi", "Nakliye alıcıya ait"),
        (2, 1187400.00, "Revize Edildi", "2. teklif"),
        (6, 1174900.00, "Teklif Verildi", ""),
        (2, 1249000.00, "Teklif Verildi", "Son teklif"),
        (7, 780000.00, "Teklif Verildi", "Yalnız talaş kısmı için"),
        (4, 1160000.00, "İptal Edildi", "Teminat yatırılmadı"),
        (1, 1226300.00, "Teklif Verildi", "Revize teklif"),
    ]
    best = {}
    for fi, amt, st, _ in bids:
        if st != "İptal Edildi":
            best[fi] = max(best.get(fi, 0), amt)
    rev = posted_price(best)
    assert margin_ok(rev, rel=0.05)

    def tr(a):
        s = "{:,.2f}".format(a)
        return s.replace(",", "X").replace(".", ",").replace("X", ".")
    rows = [["SATIŞ TEKLİFLERİ LİSTESİ", "", "", "", "", "", "", "", ""],
            ["Firma: 001 - Anadolu Döküm ve Makine San. A.Ş.   Dönem: 2026   Ambar: 03 - Hurda Sahası", "", "", "",
             "", "", "", "", ""],
            ["Malzeme: HRD-0312 - Karışık çelik talaş ve döküm hurdası, yaklaşık 86 ton (Lot 2026/03)", "", "", "",
             "", "", "", "", ""],
            ["", "", "", "", "", "", "", "", ""],
            ["Fiş No", "Tarih", "Cari Hesap Kodu", "Cari Hesap Unvanı", "Lot", "Teklif Tutarı (KDV Hariç)",
             "Döviz", "Durum", "Açıklama"]]
    d0 = dt.date(2026, 3, 2)
    total = 0
    for n, (fi, amt, st, note) in enumerate(bids, start=1):
        total += amt
        d = d0 + dt.timedelta(days=n // 2)
        rows.append(["ST.%06d" % (418 + n), d.strftime("%d.%m.%Y"), firms[fi][0], firms[fi][1], "2026/03",
                     tr(amt), "TL", st, note])
    rows.append(["", "", "", "", "Toplam", tr(total), "TL", "", ""])
    write_bytes(name, csv_text(rows, delimiter=";").encode("cp1254"))
    cands = {tr(a): v for a, v in rev.items()}
    record(name,
           tool="Logo Tiger 3 (Turkish ERP), Satış → Satış Teklifleri list of a scrap lot → Excel'e aktar, then saved "
                "by Turkish Excel as 'CSV (Noktalı virgülle ayrılmış)', a foundry's scrap sale",
           shape="bid list: three title lines, one row per offer (several per buyer, revised and cancelled offers), "
                 "amounts with thousands points and decimal commas, a 'Toplam' row summing all offers",
           format_evidence="From memory, unverified: Logo Tiger list exports start with a report title and filter "
                           "lines; Turkish Excel writes ';'-separated Windows-1254 with CRLF and '1.249.000,00' "
                           "numbers as displayed.",
           answer="winner", winner=tr(top(rev)), acceptable=None, ask_because=None,
           question="best posted price: each buyer's highest non-cancelled offer; b × number of buyers whose "
                    "highest offer ≥ b",
           candidates=sorted(cands, key=lambda s: -float(s.replace(".", "").replace(",", "."))), scores=cands,
           traps=["cancelled offer is the highest amount", "superseded (revised) offers of the same buyer",
                  "'Toplam' row summing every offer", "account codes look like numbers", "title lines"])


# ======================================================================= 6. Condo Control (ask: two questions)
def f_condo():
    name = "Survey_Results_Spring_2026_Owners_Survey.csv"
    q1 = "Q1. Please select your preferred lobby furniture package."
    q2 = "Q2. Which elevator modernization proposal should the Board accept?"
    q1o = {"Package A - Warm walnut & charcoal": 1.0, "Package B - Light oak & sage": 1.9,
           "Package C - Black metal & cognac leather": 1.1}
    q2o = {"KONE - full modernization, 16 weeks per car": 1.3, "Schindler - phased, 22 weeks per car": 0.8,
           "Otis - full modernization + 10-yr maintenance": 2.1}
    first = ["Priya", "Daniel", "Mei", "Omar", "Laura", "Kevin", "Farah", "Giulia", "Tomasz", "Jasmine", "Ravi",
             "Nicole", "Hassan", "Andre", "Sofia", "Wei", "Grace", "Michael", "Leila", "Connor"]
    last = ["Sharma", "Tremblay", "Chen", "Haddad", "MacDonald", "Nguyen", "Siddiqui", "Rossi", "Kowalski",
            "Wong", "Patel", "Lebrun", "Farouk", "Silva", "Greco", "Zhang", "O'Neill", "Brown", "Karimi", "Murphy"]

    def build(rng):
        resp = []
        units = rng.sample([f * 100 + k for f in range(2, 25) for k in range(1, 13)], 118)
        for i, u in enumerate(units):
            fn, ln = rng.choice(first), rng.choice(last)
            a1 = wpick(rng, q1o) if rng.random() > 0.05 else ""
            a2 = wpick(rng, q2o) if rng.random() > 0.08 else ""
            resp.append(dict(unit=str(u), name="%s %s" % (fn, ln),
                             email="%s.%s%d@example.com" % (fn.lower(), ln.lower().replace("'", ""), rng.randint(1, 99)),
                             typ="Owner" if rng.random() < 0.86 else "Tenant",
                             t=dt.datetime(2026, 3, 2, 8, 0) + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 18)),
                             a1=a1, a2=a2, c=rng.choice(["", "", "", "", "Please keep the lobby open during work.",
                                                         "Why is this not at the AGM?", "Elevator 2 is down again",
                                                         "Thank you, Board!", "Prefer the cheaper option"])))
        s1 = {k: 0 for k in q1o}
        s2 = {k: 0 for k in q2o}
        for r in resp:
            if r["a1"]:
                s1[r["a1"]] += 1
            if r["a2"]:
                s2[r["a2"]] += 1
        return resp, s1, s2

    def check(res):
        resp, s1, s2 = res
        own = sum(1 for r in resp if r["typ"] == "Owner")
        return (margin_ok(s1, absolute=3) and margin_ok(s2, absolute=3) and own > max(s1.values()) and
                top(s1) != list(q1o)[0] and top(s2) != list(q2o)[0])
    resp, s1, s2 = seed_search(6600, build, check)
    resp.sort(key=lambda r: r["t"], reverse=True)
    rows = [["Response ID", "Submitted Date", "Unit", "Resident Name", "Email", "Resident Type", q1, q2,
             "Q3. Any additional comments for the Board?"]]
    for i, r in enumerate(resp):
        rows.append([str(884213 - i * 7), r["t"].strftime("%m/%d/%Y %I:%M %p").lstrip("0"), r["unit"], r["name"],
                     r["email"], r["typ"], r["a1"], r["a2"], r["c"]])
    write_bytes(name, b"\xef\xbb\xbf" + csv_text(rows).encode("utf-8"))
    record(name,
           tool="Condo Control (Canadian condominium-management portal), Surveys → survey → Export Results (CSV), "
                "a Toronto condominium corporation",
           shape="multi-question survey: response id, date, unit, resident name, e-mail, resident type, then two "
                 "single-choice questions of equal standing (lobby furniture, elevator contractor) and comments",
           format_evidence="From memory, unverified: one row per response with the resident's unit and contact "
                           "columns before the questions, question text as headers, US dates with AM/PM, UTF-8 "
                           "with BOM, CRLF, minimal quoting.",
           answer="ask", winner=None, acceptable={q1: top(s1), q2: top(s2)},
           ask_because="The survey asks two separate decisions of equal standing (lobby furniture and elevator "
                       "contractor); nothing marks one of them as the vote meant.",
           question="count of responses per option, per question",
           candidates={q1: list(q1o), q2: list(q2o)}, scores={q1: s1, q2: s2},
           traps=["Resident Type 'Owner' outnumbers every option", "unit numbers and response ids",
                  "skipped answers", "comments column"])


# ======================================================================= 7. Survey & Ballot Systems (ask: sheets)
def f_sbs():
    name = "Local318_2026_Officer_Election_Certified_Results.xlsx"
    sites = ["Joliet DC", "Romeoville DC", "Bolingbrook Cross-Dock", "Aurora Cold Storage", "Mail ballots"]
    eligible = {"Joliet DC": 612, "Romeoville DC": 488, "Bolingbrook Cross-Dock": 301, "Aurora Cold Storage": 214,
                "Mail ballots": 167}
    races = {
        "President": {"Darnell Hughes": 1.0, "Maria Elena Ortiz": 1.55, "Steve Kaczmarek": 0.75},
        "Secretary-Treasurer": {"Angela Brooks": 1.45, "Luis Ramírez": 1.0},
    }

    def build(rng):
        turnout = {s: int(eligible[s] * rng.uniform(0.38, 0.55)) for s in sites}
        res = {}
        for race, cw in races.items():
            tab = {c: {s: 0 for s in sites} for c in list(cw) + ["Write-in", "Blank / void"]}
            for s in sites:
                for _ in range(turnout[s]):
                    x = rng.random()
                    if x < 0.015:
                        tab["Write-in"][s] += 1
                    elif x < 0.04:
                        tab["Blank / void"][s] += 1
                    else:
                        tab[wpick(rng, cw)][s] += 1
            res[race] = tab
        return turnout, res

    def check(r):
        turnout, res = r
        ok = True
        for race, cw in races.items():
            tot = {c: sum(res[race][c].values()) for c in cw}
            ok = ok and margin_ok(tot, rel=0.08)
        return ok
    turnout, res = seed_search(7700, build, check)
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    bold = Font(bold=True)
    acceptable, cands, scores = {}, {}, {}
    for race, cw in races.items():
        ws = wb.create_sheet(race)
        ws["A1"] = "Warehouse, Distribution & Allied Workers Union, Local 318"
        ws["A1"].font = Font(bold=True, size=13)
        ws["A2"] = "2026 Officer Election - Certified Results by Worksite - Office of %s" % race
        ws["A3"] = "Ballots counted 04/09/2026 by Survey & Ballot Systems, Eden Prairie, MN, as independent election administrator"
        hdr = ["Candidate"] + sites + ["Total", "% of valid votes"]
        ws.append([])
        ws.append(hdr)
        for c in ws[5]:
            c.font = bold
        tab = res[race]
        valid_tot = sum(sum(tab[c].values()) for c in list(cw) + ["Write-in"])
        for c in list(cw) + ["Write-in"]:
            t = sum(tab[c].values())
            ws.append([c] + [tab[c][s] for s in sites] + [t, round(t / valid_tot, 4)])
            ws.cell(ws.max_row, len(hdr)).number_format = "0.0%"
        ws.append(["Valid votes"] + [sum(tab[c][s] for c in list(cw) + ["Write-in"]) for s in sites] + [valid_tot,
                                                                                                       1.0])
        ws.cell(ws.max_row, len(hdr)).number_format = "0.0%"
        ws.append(["Blank / void"] + [tab["Blank / void"][s] for s in sites] + [sum(tab["Blank / void"].values()),
                                                                               None])
        ws.append(["Ballots cast"] + [turnout[s] for s in sites] + [sum(turnout.values()), None])
        ws.append(["Eligible members"] + [eligible[s] for s in sites] + [sum(eligible.values()), None])
        ws.append([])
        ws.append(["Certified by the Election Committee, 04/10/2026. Write-in votes are not eligible for election "
                   "under Article XII of the Local bylaws."])
        ws.column_dimensions["A"].width = 24
        tot = {c: sum(tab[c].values()) for c in cw}
        acceptable[race] = top(tot)
        cands[race] = list(cw)
        scores[race] = tot
    save_xlsx(wb, name)
    record(name,
           tool="Survey & Ballot Systems (US independent election administrator for unions), certified results "
                "workbook for a Teamsters-style local's officer election, one sheet per office",
           shape="results by unit: two sheets of equal standing (President, Secretary-Treasurer), each with a "
                 "title block, candidates as rows and worksites as columns, Total and % columns, then valid / "
                 "blank / cast / eligible rows and a certification note",
           format_evidence="From memory, unverified: independent union-election administrators send certified "
                           "tallies by worksite as spreadsheets; the layout (title block, candidates as rows, "
                           "Total and % columns, turnout rows under the table) is a plausible rendering, no public "
                           "sample was found.",
           answer="ask", winner=None, acceptable=acceptable,
           ask_because="The workbook holds two separate races (President and Secretary-Treasurer) on two sheets of "
                       "equal standing; which one is meant must be asked.",
           question="sum of votes over worksites (the Total column), per sheet",
           candidates=cands, scores=scores,
           traps=["Eligible members and Ballots cast rows are larger than any candidate", "Total column and % "
                  "column", "Write-in and Blank / void rows", "title block above the header"])


# ======================================================================= 8. Planday (Danish availability)
def f_planday():
    name = "Planday_tilgaengelighed_julefrokost_2026.csv"
    days = ["Fre 27-11-2026", "Lør 28-11-2026", "Fre 04-12-2026", "Lør 05-12-2026", "Fre 11-12-2026"]
    p_yes = {days[0]: 0.45, days[1]: 0.55, days[2]: 0.50, days[3]: 0.78, days[4]: 0.40}
    depts = {"Restaurant": 11, "Reception": 5, "Køkken": 7, "Housekeeping": 6, "Bar & Lounge": 3}
    first = ["Mette", "Søren", "Ida", "Jonas", "Freja", "Mikkel", "Sofie", "Rasmus", "Anne", "Kasper", "Line",
             "Mads", "Cecilie", "Jesper", "Nanna", "Thomas", "Louise", "Emil", "Signe", "Anders", "Karoline", "Bjørn"]
    last = ["Jensen", "Nielsen", "Hansen", "Pedersen", "Andersen", "Christensen", "Larsen", "Sørensen",
            "Rasmussen", "Jørgensen", "Madsen", "Kristensen", "Østergaard", "Mølgaard", "Dahl", "Holm"]

    def build(rng):
        staff = []
        for i in range(34):
            marks = {}
            for d in days:
                x = rng.random()
                if rng.random() < 0.06:
                    marks[d] = ""
                elif x < p_yes[d]:
                    marks[d] = "Tilgængelig"
                elif x < p_yes[d] + 0.15:
                    marks[d] = "Helst ikke"
                else:
                    marks[d] = "Ikke tilgængelig"
            staff.append(dict(name="%s %s" % (rng.choice(first), rng.choice(last)), dept=wpick(rng, depts),
                              no=str(rng.randint(1001, 1399)), marks=marks))
        return staff

    def score(staff, wm):
        return {d: sum(1 if s["marks"][d] == "Tilgængelig" else (wm if s["marks"][d] == "Helst ikke" else 0)
                       for s in staff) for d in days}

    def check(staff):
        return all(margin_ok(score(staff, wm)) and top(score(staff, wm)) == days[3] for wm in (0, 0.25, 0.5, 0.75,
                                                                                                   1.0))
    staff = seed_search(8800, build, check)
    staff.sort(key=lambda s: (s["dept"], s["name"]))
    sc = score(staff, 0.5)
    yes = score(staff, 0)
    rows = [["Tilgængelighed", "", "", ""] + [""] * len(days),
            ["Hotel Havnely Aarhus - forslag til julefrokost 2026 (periode 27-11-2026 - 11-12-2026)", "", "", ""]
            + [""] * len(days),
            ["Eksporteret 02-11-2026 14:37 af Lene Vestergaard", "", "", ""] + [""] * len(days),
            [""] * (4 + len(days)),
            ["Medarbejder", "Medarbejdernr.", "Afdeling", "Ansættelsestype"] + days]
    for s in staff:
        rows.append([s["name"], s["no"], s["dept"], "Fuldtid" if int(s["no"]) % 3 else "Deltid"]
                    + [s["marks"][d] for d in days])
    rows.append([""] * (4 + len(days)))
    rows.append(["I alt tilgængelige", "", "", ""] + [str(yes[d]) for d in days])
    write_bytes(name, csv_text(rows, delimiter=";").encode("iso-8859-1"))
    record(name,
           tool="Planday (Danish workforce-scheduling app), Personale → Tilgængelighed → Eksportér (CSV), a hotel in "
                "Aarhus collecting staff availability for the Christmas-party dates",
           shape="scheduling poll: title lines, staff × five candidate dates with Tilgængelig / Helst ikke / Ikke "
                 "tilgængelig (some blank), department and employee-number columns, an 'I alt tilgængelige' sum row",
           format_evidence="From memory, unverified: Danish CSV with ';', ISO-8859-1 (Latin-1) and CRLF, dates "
                           "dd-mm-yyyy with Danish weekday abbreviations; the availability wording and the title "
                           "lines are a plausible rendering, no export sample was found.",
           answer="winner", winner=top(sc), acceptable=None, ask_because=None,
           question="scheduling poll: Tilgængelig = 1, Helst ikke = 0.5, Ikke tilgængelig / blank = 0 (same winner "
                    "for any weight of Helst ikke from 0 to 1)",
           candidates=days, scores=sc,
           traps=["department column (Restaurant most frequent)", "employee numbers", "sum row of yes counts",
                  "title lines and an export stamp above the header"])


# ======================================================================= 9. Lyyti (Finnish energy co-op, approvals)
def f_lyyti():
    name = "Lyyti_osallistujat_Kylavoima_kevatkokous_2026.xlsx"
    projects = ["Kylätalon aurinkovoimala", "Latu-uran valaistus LED-valoihin", "Koulun sähköautojen latauspiste",
                "Uimarannan saunan lämpöpumppu", "Nuorisoseuran talon ikkunaremontti", "Venesataman valaistus"]
    pw = {projects[0]: 1.2, projects[1]: 2.5, projects[2]: 1.0, projects[3]: 1.5, projects[4]: 1.1,
          projects[5]: 0.6}
    first = ["Matti", "Liisa", "Juha", "Anna-Maija", "Pekka", "Sari", "Timo", "Tiina", "Kari", "Heli", "Jari",
             "Päivi", "Mikko", "Riitta", "Antti", "Eija", "Ville", "Sanna", "Esa", "Marjatta"]
    last = ["Korhonen", "Virtanen", "Mäkinen", "Nieminen", "Hämäläinen", "Laine", "Heikkinen", "Koskinen",
            "Järvinen", "Lehtonen", "Saarinen", "Niskanen", "Rönkkö", "Kärkkäinen", "Väisänen", "Pöllänen"]
    diets = {"Ei erityisruokavaliota": 11, "Laktoositon": 3, "Gluteeniton": 1, "Kasvis": 2}

    def build(rng):
        ppl = []
        for i in range(96):
            cancelled = rng.random() < 0.08
            k = 0 if cancelled else (1 if rng.random() < 0.35 else 2)
            pool = dict(pw)
            picks = []
            for _ in range(k):
                p = wpick(rng, pool)
                picks.append(p)
                del pool[p]
            fn, ln = rng.choice(first), rng.choice(last)
            ppl.append(dict(fn=fn, ln=ln, email="%s.%s@example.fi" % (
                fn.lower().replace("ä", "a").replace("-", ""), ln.lower().replace("ä", "a").replace("ö", "o")),
                no=str(rng.randint(20000, 28999)), cancelled=cancelled,
                mode="Paikan päällä" if rng.random() < 0.8 else "Etäyhteys", diet=wpick(rng, diets), picks=picks,
                t=dt.datetime(2026, 3, 2, 7, 0) + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 20))))
        sc = {p: 0 for p in projects}
        for x in ppl:
            for p in x["picks"]:
                sc[p] += 1
        return ppl, sc

    def check(r):
        ppl, sc = r
        d = sum(1 for x in ppl if x["diet"] == "Ei erityisruokavaliota")
        return margin_ok(sc, absolute=3) and d > max(sc.values()) and top(sc) != projects[0]
    ppl, sc = seed_search(9900, build, check)
    ppl.sort(key=lambda x: x["t"])
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Osallistujat"
    hdr = ["Etunimi", "Sukunimi", "Sähköposti", "Jäsennumero", "Ilmoittautumisaika", "Tila", "Osallistumistapa",
           "Erityisruokavalio"] + ["Mitä kohdetta Kylävoiman paikallisrahaston 2026 tuki ensisijaisesti "
                                   "rahoittaa? (valitse enintään kaksi): %s" % p for p in projects] + ["Lisätietoja"]
    ws.append(hdr)
    for c in ws[1]:
        c.font = Font(bold=True)
    for x in ppl:
        ws.append([x["fn"], x["ln"], x["email"], x["no"], x["t"], "Peruutettu" if x["cancelled"] else
                   "Ilmoittautunut", x["mode"], x["diet"]] + ["X" if p in x["picks"] else None for p in projects]
                  + [None])
        ws.cell(ws.max_row, 5).number_format = "d.m.yyyy h:mm"
    ws.column_dimensions["C"].width = 30
    ws.column_dimensions["E"].width = 16
    save_xlsx(wb, name)
    record(name,
           tool="Lyyti (Finnish event-management platform), tapahtuma → Osallistujat → Vie Exceliin, an electricity "
                "co-operative's spring meeting registration with a community-fund question",
           shape="multi-question registration export: name, e-mail, member number, registration time, status "
                 "(some cancelled), attendance mode and diet first, then one column per fund project holding 'X' "
                 "when ticked (up to two)",
           format_evidence="From memory, unverified: one sheet 'Osallistujat' with a header row of field labels, "
                           "registration time as a date cell, a multiple-choice field split into one column per "
                           "option named '<question>: <option>' with 'X'.",
           answer="winner", winner=top(sc), acceptable=None, ask_because=None,
           question="approvals: number of X per project column",
           candidates=projects, scores=sc,
           traps=["diet column whose top value outnumbers every project", "attendance mode column",
                  "cancelled registrations", "member numbers", "long shared question prefix in the option headers"])


# ======================================================================= 10. YOOBIC (rating grid)
def f_yoobic():
    name = "YOOBIC_mission_export_Etalage_voorjaar_2026.xlsx"
    concepts = ["Concept 1 - Lentefeest", "Concept 2 - Moestuin op je balkon", "Concept 3 - Bijenvriendelijk",
                "Concept 4 - Terras klaar voor zomer"]
    mean_t = {concepts[0]: 3.1, concepts[1]: 3.3, concepts[2]: 4.1, concepts[3]: 3.4}
    regions = {"Noord": ["Groningen", "Assen", "Leeuwarden", "Zwolle"],
               "Midden": ["Amersfoort", "Utrecht-Noord", "Apeldoorn", "Ede", "Nieuwegein"],
               "Zuid": ["Breda", "Tilburg", "Eindhoven", "Den Bosch", "Venlo", "Maastricht"],
               "West": ["Haarlem", "Leiden", "Delft", "Zoetermeer", "Alkmaar", "Hoofddorp"]}
    users = ["Marieke de Vries", "Bas van Dijk", "Sanne Bakker", "Joost Visser", "Lotte Smit", "Ruud Meijer",
             "Eva de Boer", "Thijs Mulder", "Noor Jansen", "Koen Bos", "Fleur de Graaf", "Wouter Peters"]

    def build(rng):
        stores = []
        ref = 1040
        for reg, cities in regions.items():
            for c in cities:
                for suffix in ([""] if rng.random() < 0.5 else ["", " II"]):
                    ref += rng.randint(1, 9)
                    r = {}
                    for k in concepts:
                        if rng.random() < 0.05:
                            r[k] = None
                        else:
                            r[k] = max(1, min(5, int(round(rng.gauss(mean_t[k], 0.9)))))
                    stores.append(dict(loc="Tuincentrum De Linde %s%s" % (c, suffix), ref=str(ref), reg=reg,
                                       user=rng.choice(users), r=r,
                                       t=dt.datetime(2026, 2, 16, 8, 0) + dt.timedelta(minutes=rng.randint(0, 6000)),
                                       score=rng.choice([80, 85, 90, 95, 100, 100, 100])))
        return stores

    def stats(stores):
        sums = {k: sum(s["r"][k] for s in stores if s["r"][k] is not None) for k in concepts}
        ns = {k: sum(1 for s in stores if s["r"][k] is not None) for k in concepts}
        means = {k: round(sums[k] / ns[k], 3) for k in concepts}
        return sums, means

    def check(stores):
        sums, means = stats(stores)
        return margin_ok(sums) and margin_ok(means) and top(sums) == top(means) and len(stores) > 25
    stores = seed_search(10100, build, check)
    sums, means = stats(stores)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Export"
    hdr = ["Mission", "Campaign", "Location", "Location ref", "Region", "User", "Status", "Start date",
           "Finish date", "Score (%)", "Foto etalage"] + ["%s - Beoordeling (1-5)" % k for k in concepts] + \
          ["Opmerking"]
    ws.append(hdr)
    for c in ws[1]:
        c.font = Font(bold=True)
    for s in sorted(stores, key=lambda s: s["t"]):
        fin = s["t"] + dt.timedelta(minutes=14)
        ws.append(["Etalagecheck & conceptkeuze voorjaar 2026", "Voorjaar 2026 - Visual Merchandising", s["loc"],
                   s["ref"], s["reg"], s["user"], "Finished", s["t"], fin, s["score"] / 100,
                   "https://files.example.com/mission/%s/photo_1.jpg" % hashlib.md5(s["loc"].encode()).hexdigest()[:12]]
                  + [s["r"][k] for k in concepts] + [None])
        ws.cell(ws.max_row, 8).number_format = "dd-mm-yyyy hh:mm"
        ws.cell(ws.max_row, 9).number_format = "dd-mm-yyyy hh:mm"
        ws.cell(ws.max_row, 10).number_format = "0%"
    save_xlsx(wb, name)
    record(name,
           tool="YOOBIC (retail store-execution app), Missions → mission → Export (Excel), a Dutch garden-centre "
                "chain's store managers rating four window concepts",
           shape="rating grid: one row per store visit with mission, campaign, location, ref, region, user, status, "
                 "dates, a Score % column and a photo URL, then four 1–5 rating columns (a few blank) and a remark",
           format_evidence="From memory, unverified: mission exports list one completed mission per row with "
                           "location and user metadata and one column per question; English system headers with "
                           "Dutch question text, date cells and a percentage score are assumptions.",
           answer="winner", winner=top(means), acceptable=None, ask_because=None,
           question="mean rating per concept (blanks ignored); the sums agree",
           candidates=concepts, scores=means,
           traps=["Score (%) column", "location refs", "region and user columns", "photo URLs", "blank ratings"])


# ======================================================================= 11. NCSS (printed frequency tables)
def f_ncss():
    name = "NCSS_Frequency_Tables_Driver_Roster_Survey.txt"
    depots = {"Saint-Jérôme": 0.38, "Laval-Ouest": 0.22, "Terrebonne": 0.2, "Mirabel (garage)": 0.2}
    rosters = ["5 x 8 h, rotating days off", "5 x 8 h, fixed days off", "4 x 10 h, rotating days off",
               "4 x 10 h, fixed days off", "Split shifts kept as today"]
    rw = {rosters[0]: 1.0, rosters[1]: 1.2, rosters[2]: 1.1, rosters[3]: 2.2, rosters[4]: 0.5}

    def build(rng):
        data = [(wpick(rng, depots), wpick(rng, rw)) for _ in range(227)]
        dc = {d: sum(1 for x in data if x[0] == d) for d in depots}
        rc = {r: sum(1 for x in data if x[1] == r) for r in rosters}
        return dc, rc

    def check(r):
        dc, rc = r
        return margin_ok(rc, absolute=3) and max(dc.values()) > max(rc.values())
    dc, rc = seed_search(11100, build, check)
    n = sum(rc.values())

    def table(var, counts, order):
        lines = ["Frequency Distribution of %s" % var, "",
                 "%-30s %10s %12s %10s %12s   %s" % ("", "", "Cumulative", "", "Cumulative", "Graph of"),
                 "%-30s %10s %12s %10s %12s   %s" % (var, "Count", "Count", "Percent", "Percent", "Percent")]
        cum = 0
        for k in order:
            cum += counts[k]
            pct = 100.0 * counts[k] / n
            lines.append("%-30s %10d %12d %10.3f %12.3f   %s" % (k, counts[k], cum, pct, 100.0 * cum / n,
                                                                 "|" + "I" * int(round(pct / 2.5))))
        lines.append("")
        return lines
    head = ["Frequency Tables Report", "",
            "Dataset     C:\\Users\\plamarche\\Documents\\NCSS\\Sondage_chauffeurs_horaires_2026.NCSS",
            "Filter      Status = \"Complete\"", "", ""]
    body = table("Depot", dc, sorted(depots)) + [""] + table("Roster_Preference", rc, rosters)
    summ = ["", "Summary Section", "",
            "%-30s %10s %12s" % ("Variable", "Rows", "Missing"),
            "%-30s %10d %12d" % ("Depot", n, 0),
            "%-30s %10d %12d" % ("Roster_Preference", n, 0), "",
            "Procedure Run  2026-03-19  10:42:07     NCSS 2023 v23.0.2"]
    text = "\r\n".join(head + body + summ) + "\r\n"
    write_bytes(name, text.encode("cp1252"))
    record(name,
           tool="NCSS 2023 (statistical software, Windows), Descriptive Statistics → Frequency Tables, output "
                "saved as text; a Quebec bus operator's driver survey on roster patterns",
           shape="printed count tables: report banner, a frequency table for Depot first, then the roster question "
                 "with Count, Cumulative Count, Percent, Cumulative Percent and a text bar, and a summary section",
           format_evidence="From memory, unverified: NCSS frequency-table reports use 'Frequency Distribution of "
                           "<variable>' headings and Count / Cumulative Count / Percent / Cumulative Percent / Graph "
                           "of Percent columns; the plain-text rendering (fixed width, Windows-1252, CRLF) is an "
                           "assumption.",
           answer="winner", winner=top(rc), acceptable=None, ask_because=None,
           question="Count column of the Roster_Preference table",
           candidates=rosters, scores=rc,
           traps=["Depot table first, its top count larger than any roster count", "cumulative count column",
                  "percent and cumulative percent columns", "summary section row counts", "text bar column"])


# ======================================================================= 12. Kingdee (Chinese, GBK, long scores)
def f_kingdee():
    name = "供应商评估明细_食堂团餐_2026Q1.txt"
    suppliers = [("02.0417", "苏州鑫味餐饮管理有限公司"), ("02.0388", "昆山禾丰团膳服务有限公司"),
                 ("02.0452", "上海优鲜供餐有限公司"), ("02.0309", "太仓百味源餐饮有限公司")]
    crit = [("价格水平", 30), ("菜品质量与口味", 25), ("食品安全与卫生", 20), ("服务响应", 15), ("资质与证照", 10)]
    quality = {"02.0417": 0.80, "02.0388": 0.88, "02.0452": 0.74, "02.0309": 0.77}
    evaluators = [("王建国", "行政部"), ("李娟", "行政部"), ("张伟", "生产一部"), ("陈晓燕", "工会"),
                  ("刘强", "采购部"), ("周敏", "质量部"), ("孙海涛", "生产二部")]

    def build(rng):
        recs = []
        for e, (ev, dept) in enumerate(evaluators):
            bill = "GYPG%06d" % (2603 * 10 + e)
            for code, sname in suppliers:
                for cname, full in crit:
                    q = max(0.4, min(1.0, rng.gauss(quality[code], 0.08)))
                    pts = round(full * q * 2) / 2
                    recs.append([bill, "2026-03-%02d" % (16 + e % 4), ev, dept, code, sname, cname, full, pts,
                                 "已审核"])
        # a voided sheet (re-entered later by the same evaluator)
        void = [r[:] for r in recs if r[2] == "刘强"]
        for r in void:
            r[0] = "GYPG%06d" % (26039)
            r[1] = "2026-03-16"
            r[8] = round(r[7] * max(0.4, min(1.0, rng.gauss(0.8, 0.1))) * 2) / 2
            r[9] = "作废"
        recs = void + recs
        tot = {c: 0.0 for c, _ in suppliers}
        for r in recs:
            if r[9] == "已审核":
                tot[r[4]] += r[8]
        return recs, tot

    def check(r):
        recs, tot = r
        alltot = {c: 0.0 for c, _ in suppliers}
        for x in recs:
            alltot[x[4]] += x[8]
        return margin_ok(tot) and top(tot) == top(alltot) and top(tot) != suppliers[0][0]
    recs, tot = seed_search(12200, build, check)
    names = dict(suppliers)
    sc = {names[c]: round(v, 1) for c, v in tot.items()}
    lines = ["\t".join(["评估单号", "评估日期", "评估人", "评估部门", "供应商代码", "供应商名称", "评估指标", "满分",
                        "得分", "单据状态"])]
    for r in recs:
        lines.append("\t".join([r[0], r[1], r[2], r[3], r[4], r[5], r[6], str(r[7]), "%g" % r[8], r[9]]))
    write_bytes(name, ("\r\n".join(lines) + "\r\n").encode("gbk"))
    record(name,
           tool="金蝶 Kingdee K/3 WISE (Chinese ERP), 供应链 → 供应商评估 → 评分明细 → 文件 → 引出 (文本文件), a "
                "Kunshan electronics factory's canteen-caterer evaluation",
           shape="long format: one row per evaluator × supplier × criterion (sheet number, date, evaluator, "
                 "department, supplier code and name, criterion, max points, points, status); one voided sheet",
           format_evidence="From memory, unverified: K/3 list '引出' to a text file writes a tab-separated header of "
                           "column captions and one row per line in the system code page (GBK) with CRLF.",
           answer="winner", winner=top(sc), acceptable=None, ask_because=None,
           question="sum of 得分 (points) per supplier over approved (已审核) sheets; the voided sheet does not change "
                    "the winner",
           candidates=[s for _, s in suppliers], scores=sc,
           traps=["满分 (maximum points) column", "supplier codes look numeric", "voided sheet rows (作废)",
                  "evaluator and department columns", "criteria names"])


# ======================================================================= 13. Darwinbox (summary sheet first)
def f_darwinbox():
    name = "Darwinbox_Poll_Report_Annual_Family_Day_2026.xlsx"
    opts = ["Sunday, 18 January 2026", "Sunday, 25 January 2026", "Saturday, 31 January 2026",
            "Sunday, 8 February 2026"]
    ow = {opts[0]: 1.0, opts[1]: 1.1, opts[2]: 0.7, opts[3]: 1.75}
    depts = {"Production": 12, "Quality": 3, "Maintenance": 3, "Stores & Logistics": 2, "HR & Admin": 1,
             "Engineering": 2, "Finance": 1}
    desig = {"Production": ["Operator", "Senior Operator", "Line Supervisor"], "Quality": ["QC Inspector",
             "Quality Engineer"], "Maintenance": ["Technician", "Maintenance Engineer"], "Stores & Logistics":
             ["Store Keeper", "Logistics Executive"], "HR & Admin": ["HR Executive", "Admin Officer"],
             "Engineering": ["Process Engineer", "Design Engineer"], "Finance": ["Accounts Executive"]}
    first = ["Rahul", "Amit", "Sachin", "Pooja", "Snehal", "Vikas", "Nilesh", "Prashant", "Swati", "Ganesh",
             "Akshay", "Rupali", "Mahesh", "Kiran", "Vaishali", "Santosh", "Yogesh", "Priyanka", "Tushar", "Sagar"]
    last = ["Patil", "Deshpande", "Kulkarni", "Jagtap", "More", "Gaikwad", "Shinde", "Joshi", "Bhosale", "Chavan",
            "Pawar", "Kamble", "Wagh", "Salunkhe", "Thorat"]

    def build(rng):
        emps = []
        for i in range(286):
            d = wpick(rng, depts)
            resp = wpick(rng, ow) if rng.random() < 0.82 else None
            emps.append(dict(id="CKN%05d" % (10000 + i * 3 + rng.randint(0, 2)),
                             name="%s %s" % (rng.choice(first), rng.choice(last)), dept=d,
                             des=rng.choice(desig[d]), grade=rng.choice(["W1", "W2", "W3", "S1", "M1"]),
                             resp=resp, t=dt.datetime(2026, 1, 5, 9, 0) + dt.timedelta(minutes=rng.randint(0, 7000))))
        sc = {o: sum(1 for e in emps if e["resp"] == o) for o in opts}
        return emps, sc

    def check(r):
        emps, sc = r
        prod = sum(1 for e in emps if e["dept"] == "Production" and e["resp"])
        return margin_ok(sc, absolute=4) and prod > max(sc.values())
    emps, sc = seed_search(13300, build, check)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Poll Summary"
    resp_n = sum(1 for e in emps if e["resp"])
    for k, v in [("Poll Title", "Annual Family Day 2026 - choose the date"),
                 ("Question", "Which date suits you and your family best for Family Day at the Chakan plant?"),
                 ("Poll Type", "Single choice"), ("Created By", "Shraddha Kulkarni (HR Business Partner)"),
                 ("Start Date", "05-Jan-2026"), ("End Date", "10-Jan-2026"),
                 ("Target Audience", "Location: Chakan Plant (All employees)"), ("Anonymous", "No"),
                 ("Total Targeted", len(emps)), ("Total Responded", resp_n),
                 ("Response Rate", round(resp_n / len(emps), 4)),
                 ("Report Generated On", "12-Jan-2026 10:05")]:
        ws.append([k, v])
    ws["B11"].number_format = "0.00%"
    ws.column_dimensions["A"].width = 22
    ws.column_dimensions["B"].width = 70
    ws2 = wb.create_sheet("Responses")
    ws2.append(["Employee ID", "Employee Name", "Designation", "Department", "Location", "Grade", "Response",
                "Responded On"])
    for c in ws2[1]:
        c.font = Font(bold=True)
    for e in sorted([e for e in emps if e["resp"]], key=lambda e: e["t"]) + [e for e in emps if not e["resp"]]:
        ws2.append([e["id"], e["name"], e["des"], e["dept"], "Chakan Plant", e["grade"],
                    e["resp"] or "Not Responded", e["t"].strftime("%d-%b-%Y %H:%M") if e["resp"] else "-"])
    save_xlsx(wb, name)
    record(name,
           tool="Darwinbox (Indian HRMS), Engage → Polls → poll → Download report (Excel), an auto-components "
                "plant near Pune",
           shape="workbook with a 'Poll Summary' sheet first (poll facts, targeted / responded counts, no option "
                 "counts) and a 'Responses' sheet: employee id, name, designation, department, location, grade, "
                 "response (or 'Not Responded'), time",
           format_evidence="From memory, unverified: a summary sheet of poll facts followed by a per-employee "
                           "response sheet, dd-MMM-yyyy dates as text; no public sample was found.",
           answer="winner", winner=top(sc), acceptable=None, ask_because=None,
           question="count of responses per date (Not Responded ignored)",
           candidates=opts, scores=sc,
           traps=["summary sheet first with targeted / responded totals", "Department 'Production' outnumbers every "
                  "option", "'Not Responded' rows (would be the second largest value)", "employee ids",
                  "constant location column"])


# ======================================================================= 14. PowerShell Format-Table (UTF-16)
def f_powershell():
    name = "camp_facility_vote.txt"
    opts = ["ملعب كريكيت / Cricket pitch", "صالة رياضية / Gym", "قاعة تلفزيون وألعاب / TV & games hall",
            "ملعب كرة قدم / Football pitch"]
    ow = {opts[0]: 2.1, opts[1]: 1.4, opts[2]: 1.0, opts[3]: 1.2}
    nat = {"India": 8, "Pakistan": 3, "Bangladesh": 2, "Nepal": 2, "Egypt": 1, "Philippines": 1}
    camps = ["Camp 1 (JAFZA South)", "Camp 2 (DIC)", "Camp 3 (Al Quoz)"]

    def build(rng):
        rows = []
        for i in range(1, 104):
            t = dt.datetime(2026, 2, 22, 6, 0) + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 6),
                                                              seconds=rng.randint(0, 59))
            rows.append(dict(t=t, emp="JA-%05d" % rng.randint(10000, 19999), camp=rng.choice(camps),
                             nat=wpick(rng, nat), ch=wpick(rng, ow)))
        rows.sort(key=lambda r: r["t"])
        sc = {o: sum(1 for r in rows if r["ch"] == o) for o in opts}
        return rows, sc

    def check(r):
        rows, sc = r
        ind = sum(1 for x in rows if x["nat"] == "India")
        return margin_ok(sc, absolute=4) and ind > max(sc.values())
    rows, sc = seed_search(14400, build, check)
    cols = ["Id", "Created", "EmployeeNo", "Camp", "Nationality", "Choice"]
    data = [[str(i), r["t"].strftime("%d/%m/%Y %H:%M:%S"), r["emp"], r["camp"], r["nat"], r["ch"]]
            for i, r in enumerate(rows, start=1)]
    widths = [max(len(cols[j]), max(len(d[j]) for d in data)) for j in range(len(cols))]

    def fmt_row(vals):
        parts = []
        for j, v in enumerate(vals):
            if j == 0:
                parts.append(v.rjust(widths[j]))
            elif j == len(vals) - 1:
                parts.append(v)
            else:
                parts.append(v.ljust(widths[j]))
        return " ".join(parts).rstrip()
    lines = ["", fmt_row(cols), fmt_row(["-" * len(c) for c in cols])] + [fmt_row(d) for d in data] + ["", ""]
    write_bytes(name, "\r\n".join(lines).encode("utf-16"))  # Python writes BOM + little endian
    record(name,
           tool="PnP PowerShell in Windows PowerShell 5.1: Get-PnPListItem on a SharePoint list, Select-Object of "
                "a few fields, Format-Table -AutoSize redirected with '>' (a Jebel Ali logistics company's labour-"
                "camp facility vote)",
           shape="printed long format: one row per vote (list item id, created, employee number, camp, "
                 "nationality, bilingual Arabic / English choice), a dashed rule under the header",
           format_evidence="From memory, unverified: Windows PowerShell 5.1's '>' (Out-File) writes UTF-16 LE with "
                           "BOM and CRLF; Format-Table output starts with an empty line, right-aligns numbers, puts "
                           "a line of dashes under each header and ends with blank lines; en-AE culture dates "
                           "dd/MM/yyyy HH:mm:ss.",
           answer="winner", winner=top(sc), acceptable=None, ask_because=None,
           question="count of votes per Choice",
           candidates=opts, scores=sc,
           traps=["Nationality 'India' outnumbers every option", "camp column", "employee numbers",
                  "fixed-width layout with a dashed rule", "right-to-left Arabic text in the last column"])


# ======================================================================= 15. Word (Polish, ISO-8859-2, by unit)
def f_word_pl():
    name = "Protokol_wyborow_przewodniczacego_KZ_2026.txt"
    units = ["Wydział Odlewni", "Wydział Obróbki Mechanicznej", "Wydział Montażu", "Narzędziownia",
             "Magazyny i logistyka", "Administracja"]
    elig = {units[0]: 412, units[1]: 356, units[2]: 298, units[3]: 97, units[4]: 184, units[5]: 139}
    cands = ["Kowalczyk Marek", "Wiśniewska Anna", "Zając Piotr"]
    bias = {units[0]: {cands[0]: 1.4, cands[1]: 1.0, cands[2]: 0.6},
            units[1]: {cands[0]: 1.0, cands[1]: 1.5, cands[2]: 0.7},
            units[2]: {cands[0]: 0.9, cands[1]: 1.7, cands[2]: 0.8},
            units[3]: {cands[0]: 1.2, cands[1]: 1.0, cands[2]: 0.9},
            units[4]: {cands[0]: 0.8, cands[1]: 1.4, cands[2]: 1.0},
            units[5]: {cands[0]: 0.7, cands[1]: 1.6, cands[2]: 0.5}}

    def build(rng):
        tab = {}
        for u in units:
            cards = int(elig[u] * rng.uniform(0.55, 0.72))
            inval = rng.randint(1, 6)
            votes = {c: 0 for c in cands}
            for _ in range(cards - inval):
                votes[wpick(rng, bias[u])] += 1
            tab[u] = dict(cards=cards, inval=inval, votes=votes)
        tot = {c: sum(tab[u]["votes"][c] for u in units) for c in cands}
        return tab, tot

    def check(r):
        tab, tot = r
        return margin_ok(tot, rel=0.08) and top(tot) != cands[0] and \
            top(tab[units[0]]["votes"]) == cands[0]
    tab, tot = seed_search(15500, build, check)

    def th(n):
        s = str(n)
        return s if len(s) <= 3 else s[:-3] + " " + s[-3:]
    lines = ["MIĘDZYZAKŁADOWA ORGANIZACJA ZWIĄZKOWA NSZZ PRACOWNIKÓW",
             "przy Fabryce Armatury i Odlewów \"FAMOS\" S.A. w Kaliszu", "",
             "PROTOKÓŁ",
             "Komisji Wyborczej z wyników głosowania w wyborach Przewodniczącego Komisji Zakładowej",
             "na kadencję 2026-2030, przeprowadzonych w dniach 10-12 marca 2026 r.", "",
             "Głosowanie odbyło się w 6 obwodach (wydziałach). Wyniki w obwodach:", "",
             "\t".join(["Lp.", "Obwód głosowania", "Liczba uprawnionych", "Wydane karty", "Głosy nieważne",
                        "Głosy ważne"] + cands)]
    for i, u in enumerate(units, start=1):
        t = tab[u]
        valid = t["cards"] - t["inval"]
        lines.append("\t".join([str(i) + ".", u, th(elig[u]), th(t["cards"]), str(t["inval"]), th(valid)]
                               + [th(t["votes"][c]) for c in cands]))
    E = sum(elig.values())
    C = sum(tab[u]["cards"] for u in units)
    I = sum(tab[u]["inval"] for u in units)
    V = C - I
    lines.append("\t".join(["", "RAZEM", th(E), th(C), str(I), th(V)] + [th(tot[c]) for c in cands]))
    lines.append("\t".join(["", "% głosów ważnych", "", "", "", "100,0"] +
                           [("%.1f" % (100.0 * tot[c] / V)).replace(".", ",") for c in cands]))
    lines += ["", "Frekwencja wyniosła %s%%." % ("%.1f" % (100.0 * C / E)).replace(".", ","),
              "Zastrzeżeń do przebiegu głosowania nie wniesiono.", "",
              "Podpisy członków Komisji Wyborczej:", "1. Dąbrowska Elżbieta - przewodnicząca ..................",
              "2. Nowak Grzegorz ..................", "3. Szymański Łukasz ..................", "",
              "Kalisz, 12 marca 2026 r."]
    write_bytes(name, ("\r\n".join(lines) + "\r\n").encode("iso-8859-2"))
    record(name,
           tool="Microsoft Word (Polish), a union election committee's protocol typed with a table, Plik → Zapisz "
                "jako → Zwykły tekst, encoding 'Środkowoeuropejski (ISO)' (a foundry's company union committee)",
           shape="results by unit: title and paragraph lines, a table of voting districts (departments) × "
                 "eligible / cards / invalid / valid / three candidate columns, a RAZEM row, a % row, turnout "
                 "sentence and signature lines",
           format_evidence="From memory, unverified: Word's plain-text save turns table cells into tab-separated "
                           "fields and rows into CRLF lines, in the chosen encoding (ISO-8859-2 here), typographic "
                           "quotes replaced by straight ones; thousands typed with a space, decimal commas.",
           answer="winner", winner=top(tot), acceptable=None, ask_because=None,
           question="sum of votes over the departments (RAZEM row)",
           candidates=cands, scores=tot,
           traps=["eligible / cards / valid columns larger than any candidate", "RAZEM and % rows",
                  "first department won by a different candidate", "thousands with a space (1 486)",
                  "title and signature lines"])


def main():
    for f in [f_epicollect, f_tulip, f_safetyculture, f_onbid, f_logo, f_condo, f_sbs, f_planday, f_lyyti,
              f_yoobic, f_ncss, f_kingdee, f_darwinbox, f_powershell, f_word_pl]:
        f()
    with open(out("expected.json"), "w", encoding="utf-8") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    print("wrote %d files" % len(EXPECTED))


if __name__ == "__main__":
    main()
