#!/usr/bin/env python3
"""Blind test set ZE: 15 synthetic exports from civic and institutional tools.

Run from the repository root:
    /work/main/.venv/bin/python tests/blind/set_ze/make_set.py
Writes the files and expected.json next to this script. Deterministic (fixed seeds, fixed xlsx
timestamps). Standard library + openpyxl only.
"""
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
FIXED = dt.datetime(2026, 3, 20, 9, 0, 0)
EXPECTED = {}


# ---------------------------------------------------------------- helpers
def path(name):
    return os.path.join(HERE, name)


def csv_field(v, delim, quote_all=False, quote_strings=False):
    s = "" if v is None else str(v)
    need = any(c in s for c in (delim, '"', "\n", "\r"))
    if quote_all or need or (quote_strings and not isinstance(v, (int, float)) and v is not None):
        return '"' + s.replace('"', '""') + '"'
    return s


def csv_text(rows, delim=",", eol="\r\n", quote_all=False, quote_strings=False):
    return "".join(delim.join(csv_field(v, delim, quote_all, quote_strings) for v in r) + eol for r in rows)


def write_bytes(name, data):
    with open(path(name), "wb") as f:
        f.write(data)


def write_text(name, text, encoding, bom=False):
    data = text.encode(encoding)
    if bom:
        data = b"\xef\xbb\xbf" + data
    write_bytes(name, data)


def save_xlsx(wb, name):
    wb.properties.created = FIXED
    wb.properties.modified = FIXED
    wb.properties.creator = wb.properties.creator or "user"
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                txt = data.decode("utf-8")
                txt = re.sub(r"(<dcterms:created[^>]*>)[^<]*(<)", r"\g<1>2026-03-20T09:00:00Z\2", txt)
                txt = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(<)", r"\g<1>2026-03-20T09:00:00Z\2", txt)
                data = txt.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 3, 20, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            z.writestr(zi, data)
    write_bytes(name, out.getvalue())


def pct_text(x, base, places, sep):
    from decimal import Decimal, ROUND_HALF_UP
    q = (Decimal(100) * Decimal(x) / Decimal(base)).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    return str(q).replace(".", ",") + sep + "%"


def ranked(scores):
    return sorted(scores.items(), key=lambda kv: -kv[1])


def clear_margin(scores, rel=0.05, absolute=2):
    r = ranked(scores)
    if len(r) < 2:
        return True
    a, b = r[0][1], r[1][1]
    return a > 0 and (a - b) >= rel * a and (a - b) >= absolute


def winner_of(scores):
    return ranked(scores)[0][0]


def record(name, tool, shape, evidence, question, candidates, scores, traps,
           answer="winner", acceptable=None, ask_because=None):
    if answer == "winner":
        w = winner_of(scores)
    else:
        w = None
    EXPECTED[name] = {
        "tool": tool,
        "shape": shape,
        "format_evidence": evidence,
        "answer": answer,
        "winner": w,
        "acceptable": acceptable,
        "ask_because": ask_because,
        "question": question,
        "candidates": candidates,
        "scores": scores,
        "traps": traps,
    }


def pick(rng, weighted):
    items = list(weighted.items())
    tot = sum(w for _, w in items)
    x = rng.random() * tot
    for k, w in items:
        x -= w
        if x <= 0:
            return k
    return items[-1][0]


def search_seed(base, build, check, tries=400):
    for s in range(base, base + tries):
        res = build(random.Random(s))
        if check(res):
            return res
    raise SystemExit("no seed found for %d" % base)


FIRST_DE = ["Anna", "Bernd", "Clara", "Dieter", "Elif", "Frank", "Gisela", "Hakan", "Ines", "Jürgen", "Karin",
            "Lars", "Monika", "Nils", "Olga", "Paul", "Renate", "Sven", "Tanja", "Uwe", "Vera", "Wolfgang",
            "Yvonne", "Zoran", "Heike", "Timo", "Sabine", "Mehmet", "Ute", "Rainer"]
LAST_DE = ["Albrecht", "Bauer", "Czerny", "Dietrich", "Engel", "Fischer", "Graf", "Hoffmann", "Illner", "Jansen",
           "Kraus", "Lindner", "Meißner", "Neumann", "Özdemir", "Peters", "Quandt", "Richter", "Schäfer", "Thiel",
           "Ulrich", "Vogt", "Wagner", "Zimmermann", "Böhm", "Krüger", "Sommer", "Winkler", "Hahn", "Brandt"]


# ---------------------------------------------------------------- 1 OpenSlides (ask)
def f_openslides():
    name = "Mitgliederversammlung_2026_Einzelstimmen.csv"
    e1 = "Wahl Vorsitz – 1. Wahlgang"
    e2 = "Wahl Schatzmeister/in – 1. Wahlgang"
    c1 = ["Dr. Hannelore Brückner", "Yusuf Demir", "Katrin Vogelsang"]
    c2 = ["Jonas Pfeiffer", "Milena Kowalski-Haas"]
    verbaende = ["OV Bielefeld", "OV Detmold", "OV Gütersloh", "OV Herford", "OV Minden", "OV Paderborn",
                 "OV Lippstadt", "OV Höxter"]

    def build(rng):
        people = []
        used = set()
        while len(people) < 47:
            n = "%s %s" % (rng.choice(FIRST_DE), rng.choice(LAST_DE))
            if n in used:
                continue
            used.add(n)
            people.append((n, rng.choice(verbaende), pick(rng, {1: 5, 2: 3, 3: 1})))
        people.sort(key=lambda p: (p[0].split()[-1], p[0]))
        rows = []
        for title, cands, w in ((e1, c1, {c1[0]: 28, c1[1]: 40, c1[2]: 22, "Enthaltung": 5}),
                                (e2, c2, {c2[0]: 36, c2[1]: 55, "Enthaltung": 7})):
            t0 = dt.datetime(2026, 3, 14, 11, 2, 0) if title == e1 else dt.datetime(2026, 3, 14, 14, 37, 0)
            for (n, ov, g) in people:
                if title == e2 and rng.random() < 0.06:
                    continue  # left before the second election
                v = pick(rng, w)
                t = t0 + dt.timedelta(seconds=rng.randint(4, 170))
                rows.append((title, n, ov, g, v, t))
        return rows, cands

    def scores_for(rows, title, cands, weighted=True):
        s = {c: 0 for c in cands}
        for (t, n, ov, g, v, ts) in rows:
            if t == title and v in s:
                s[v] += g if weighted else 1
        return s

    def check(res):
        rows, _ = res
        ok = True
        for title, cands in ((e1, c1), (e2, c2)):
            sw = scores_for(rows, title, cands)
            su = scores_for(rows, title, cands, False)
            ok &= clear_margin(sw) and clear_margin(su) and winner_of(sw) == winner_of(su)
        return ok

    rows, _ = search_seed(100, build, check)
    out = [["Abstimmung", "Teilnehmende", "Gliederung", "Stimmgewicht", "Stimme", "Abgegeben am"]]
    for (t, n, ov, g, v, ts) in rows:
        out.append([t, n, ov, str(g), v, ts.strftime("%d.%m.%Y %H:%M:%S")])
    write_text(name, csv_text(out, ";", "\r\n", quote_all=True), "utf-8", bom=True)
    s1 = scores_for(rows, e1, c1)
    s2 = scores_for(rows, e2, c2)
    record(name,
           "OpenSlides 4 (German UI; assembly software used by NGOs and associations), Wahlen → election → "
           "named poll → Einzelstimmen exportieren (CSV), a regional nature-conservation association's delegate "
           "assembly",
           "Long format: one row per (election, delegate) with delegation, vote weight (Stimmgewicht) and vote; "
           "two elections of equal standing in one table; Enthaltung rows",
           "From memory, unverified (OpenSlides's documentation confirms elections/named votes exist; the CSV "
           "column names are assumed)",
           "Sum of vote weights (Stimmgewicht) per candidate within one election; unweighted counts give the same "
           "winners",
           {e1: c1, e2: c2}, {e1: s1, e2: s2},
           ["two elections in one table (Abstimmung column)", "Enthaltung is not a candidate",
            "Gliederung column repeats a few values many times", "Stimmgewicht is numeric"],
           answer="ask", acceptable={e1: winner_of(s1), e2: winner_of(s2)},
           ask_because="The export holds two separate elections (chair and treasurer) of equal standing; the "
                       "user must say which one is meant.")


# ---------------------------------------------------------------- 2 Citizen Space
def f_citizenspace():
    name = "future-of-ashworth-library-responses.csv"
    opts = ["Option A: Refurbish the library in the Old Market Hall",
            "Option B: Move the library into the new Civic Centre community hub",
            "Option C: Share a building with Ashworth Leisure Centre"]
    nopref = "No preference"
    capac = {"As a local resident": 78, "As a library user who lives outside the district": 9,
             "On behalf of a community group or organisation": 6, "As a councillor": 2, "": 3}
    often = {"At least once a week": 34, "About once a month": 30, "A few times a year": 20,
             "Less often": 9, "Never": 5, "": 2}
    ages = {"Under 18": 4, "18-24": 6, "25-34": 12, "35-44": 17, "45-54": 17, "55-64": 18, "65-74": 16,
            "75 or over": 7, "Prefer not to say": 3}
    reasons = ["Easier to get to by bus", "The Market Hall is part of the town's history, keep it there",
               "Parking at the leisure centre is already full", "One building for all council services makes sense",
               "Children could go swimming and then borrow books", "Please keep the opening hours, whatever you do",
               "", "", "Worried about the cost of the refurbishment", "The hub will have a cafe and toilets, \"finally\"",
               "Step-free access is essential for me", ""]
    first = ["Sarah", "James", "Helen", "Mohammed", "Rachel", "David", "Emma", "Gareth", "Aisha", "Peter",
             "Joanne", "Tom", "Linda", "Craig", "Fatima", "Neil", "Sophie", "Kevin", "Margaret", "Owen"]
    last = ["Hughes", "Patel", "Walsh", "Robinson", "Khan", "Taylor", "Evans", "Murphy", "Clarke", "Ward",
            "Ahmed", "Thompson", "Lloyd", "Barker", "Shaw"]

    def build(rng):
        rows = []
        t = dt.datetime(2026, 1, 12, 8, 14, 0)
        for i in range(143):
            t += dt.timedelta(minutes=rng.randint(20, 700), seconds=rng.randint(0, 59))
            named = rng.random() < 0.55
            fn, ln = rng.choice(first), rng.choice(last)
            pref = pick(rng, {opts[0]: 30, opts[1]: 41, opts[2]: 21, nopref: 5, "": 3})
            rid = "ANON-%s-%s-%s" % ("".join(rng.choice("123456789ABCDEFGHJKMNPQRSTUVWXYZ") for _ in range(4)),
                                     "".join(rng.choice("123456789ABCDEFGHJKMNPQRSTUVWXYZ") for _ in range(4)),
                                     rng.choice("ABCDEFGHJKMNPQRSTUVWXYZ"))
            rows.append([rid, t.strftime("%Y-%m-%d %H:%M:%S"),
                         "%s %s" % (fn, ln) if named else "",
                         ("%s.%s@example.org" % (fn, ln)).lower() if named and rng.random() < 0.7 else "",
                         pick(rng, capac),
                         "AS%d %d" % (rng.choice([3, 4, 4, 4, 7]), rng.randint(1, 9)) if rng.random() < 0.9 else "",
                         pick(rng, often), pref, rng.choice(reasons),
                         pick(rng, {"Publish response with name": 3, "Publish response only": 5,
                                    "Do not publish response": 2}),
                         pick(rng, ages)])
        return rows

    def sc(rows):
        s = {o: 0 for o in opts}
        for r in rows:
            if r[7] in s:
                s[r[7]] += 1
        return s

    rows = search_seed(200, build, lambda r: clear_margin(sc(r)))
    hdr = ["Response ID", "Submitted on", "What is your name?", "What is your email address?",
           "In what capacity are you responding?", "What is your postcode?",
           "How often do you visit Ashworth Library?",
           "Which option do you prefer for the future of Ashworth Library?",
           "Please explain the reasons for your answer",
           "May we publish your response?", "What is your age?"]
    write_text(name, csv_text([hdr] + rows, ",", "\r\n"), "utf-8")
    s = sc(rows)
    record(name,
           "Citizen Space (Delib; UK public-consultation hub), consultation → Responses → Export all responses "
           "(CSV), a district council's library consultation",
           "Multi-question survey: response ID, submission time, name, e-mail, capacity, postcode and "
           "frequency of use before the preference question; free-text reasons; publish consent; age band",
           "From memory, unverified (the ANON-xxxx-xxxx-x response IDs are remembered from published "
           "Citizen Space response files; column wording assumed)",
           "Count of responses to 'Which option do you prefer for the future of Ashworth Library?' "
           "(No preference and blanks not counted)",
           opts, s,
           ["'As a local resident' outnumbers every option", "'At least once a week' frequency column",
            "No preference answers", "blank answers", "free-text reasons with commas and quotes"])


# ---------------------------------------------------------------- 3 EngagementHQ rating grid
def f_ehq():
    name = "Riverside_Reserve_Playspace_Survey_Responses.xlsx"
    concepts = ["Concept 1 – Nature Play Trail", "Concept 2 – Adventure Tower", "Concept 3 – Water & Sand Play",
                "Concept 4 – All-Abilities Carousel"]
    means = {concepts[0]: 3.3, concepts[1]: 3.0, concepts[2]: 3.95, concepts[3]: 3.4}
    suburbs = {"Riverside": 40, "Kelmscott East": 18, "Orchard Hill": 14, "Brookdale": 10, "Other": 6}
    agegrp = {"Under 18": 5, "18-34": 22, "35-49": 45, "50-64": 18, "65+": 10}

    def build(rng):
        rows = []
        t = dt.datetime(2026, 2, 10, 7, 30)
        rno = 2300
        for i in range(104):
            rno += rng.randint(1, 3)
            t += dt.timedelta(minutes=rng.randint(10, 500))
            rs = []
            for c in concepts:
                if rng.random() < 0.06:
                    rs.append("Not sure")
                else:
                    v = int(round(rng.gauss(means[c], 1.0)))
                    rs.append(min(5, max(1, v)))
            user = rng.choice(["mum", "dad", "river", "kel", "bdale", "oh", "playtime", "jfox", "mlee", "sam"]) + \
                str(rng.randint(7, 99))
            rows.append([rno, user, t, "%s@example.org" % user,
                         pick(rng, suburbs), pick(rng, agegrp)] + rs +
                        [rng.choice(["", "", "Shade sails please!", "More seating for grandparents",
                                     "Fence it off from the car park", ""])])
        return rows

    def sc(rows):
        s = {}
        for j, c in enumerate(concepts):
            vals = [r[6 + j] for r in rows if isinstance(r[6 + j], int)]
            s[c] = round(sum(vals) / len(vals), 3)
        return s

    rows = search_seed(300, build, lambda r: clear_margin(sc(r), 0.05, 0.1))
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Survey Responses"
    ws["A1"] = "Survey Responses"
    ws["A1"].font = Font(bold=True, size=14)
    ws["A2"] = "10 February 2026 - 16 March 2026"
    ws["A3"] = "Riverside Reserve Playspace – Concept Designs"
    ws["A4"] = "Have Your Say Kelmscott Shire"
    ws["A5"] = "Project: Riverside Reserve Playspace Upgrade"
    hdr1 = ["Respondent No", "Login Username", "Response Completed", "Email", "Which suburb do you live in?",
            "Which age group are you in?",
            "Please rate each concept design from 1 (don't like it) to 5 (love it)", None, None, None,
            "Is there anything else you would like to tell us about the playspace?"]
    hdr2 = [None] * 6 + concepts + [None]
    ws.append([])
    ws.append(hdr1)
    ws.append(hdr2)
    for c in ws[7] + ws[8]:
        c.font = Font(bold=True)
    ws.merge_cells("G7:J7")
    for r in rows:
        ws.append(r)
    for row in ws.iter_rows(min_row=9, min_col=3, max_col=3):
        for c in row:
            c.number_format = "dd/mm/yyyy hh:mm AM/PM"
    for col, w in zip("ABCDEFGHIJK", [14, 16, 20, 26, 22, 18, 26, 26, 26, 26, 40]):
        ws.column_dimensions[col].width = w
    wb.properties.creator = "EngagementHQ"
    save_xlsx(wb, name)
    s = sc(rows)
    record(name,
           "EngagementHQ (Granicus, formerly Bang the Table; Australian council engagement platform), project → "
           "Survey tool → Reports → Export responses (Excel), a shire council's playspace consultation",
           "Rating grid: title block, metadata columns (respondent no., username, completion time, e-mail, suburb, "
           "age group), a 1–5 rating per concept under a merged question header with concept names on a second "
           "header row, 'Not sure' answers, comment column",
           "From memory, unverified (title block and column names assumed)",
           "Mean rating 1–5 per concept ('Not sure' excluded)",
           concepts, s,
           ["suburb 'Riverside' and age group '35-49' are the most frequent values",
            "Respondent No is numeric", "two header rows with a merged question cell", "'Not sure' text in a "
            "numeric grid"])


# ---------------------------------------------------------------- 4 Your Priorities (Icelandic)
def f_yourpriorities():
    name = "betri-hverfi-2026-laugardalur-hugmyndir.csv"
    ideas = [("Ærslabelgur við Laugarnesskóla", "Leikvellir"),
             ("Fleiri bekkir meðfram Laugardalnum", "Útivist"),
             ("Hundagerði í Túnunum", "Dýr"),
             ("Gróðursetning trjáa við Kringlumýrarbraut", "Gróður"),
             ("Upphituð gönguleið að Laugardalslaug", "Samgöngur"),
             ("Körfuboltavöllur við Vogaskóla", "Íþróttir"),
             ("Betri lýsing á stígum í Sundum", "Öryggi"),
             ("Matjurtagarðar fyrir íbúa", "Gróður"),
             ("Vatnspóstur við hjólastíginn", "Útivist"),
             ("Bílastæðahús við Laugardalshöll", "Samgöngur"),
             ("Útigrill og skjól í Laugardal", "Útivist"),
             ("Hraðahindranir á Sæbraut", "Öryggi")]
    rng = random.Random(401)
    base_for = {0: 118, 1: 74, 2: 96, 3: 61, 4: 88, 5: 83, 6: 139, 7: 70, 8: 52, 9: 101, 10: 90, 11: 57}
    rows = []
    s = {}
    for i, (title, cat) in enumerate(ideas):
        up = base_for[i] + rng.randint(-3, 3)
        down = rng.randint(2, 14)
        if i == 9:
            down = 133  # controversial
        comments = rng.randint(0, 12)
        if i == 9:
            comments = 64
        created = dt.date(2026, 1, 5) + dt.timedelta(days=rng.randint(0, 30))
        iid = 31870 + i * 7 + rng.randint(0, 5)
        rows.append([iid, title,
                     "Hugmynd íbúa: %s. Kostnaðarmat liggur fyrir." % title.lower(),
                     "Laugardalur", cat, up, down, comments, "Í kosningu",
                     "%d.%d.%d %02d:%02d" % (created.day, created.month, created.year, rng.randint(7, 22),
                                             rng.randint(0, 59)),
                     "https://betrireykjavik.is/post/%d" % iid])
        s[title] = up
    assert clear_margin(s)
    net = {r[1]: r[5] - r[6] for r in rows}
    assert winner_of(net) == winner_of(s) and clear_margin(net)
    rng.shuffle(rows)
    hdr = ["Auðkenni", "Heiti", "Lýsing", "Hverfi", "Flokkur", "Með", "Á móti", "Athugasemdir", "Staða",
           "Stofnað", "Slóð"]
    write_text(name, csv_text([hdr] + rows, ",", "\n", quote_strings=True), "utf-8")
    record(name,
           "Your Priorities (Citizens Foundation, Iceland; runs Betri Reykjavík / Betri hverfi), admin → group → "
           "Export ideas (CSV), Icelandic interface, one neighbourhood's idea list",
           "Ready-made per-idea tallies: id, title, description, neighbourhood, category, endorsements (Með), "
           "oppositions (Á móti), comment count, status, created, URL; rows not sorted by votes",
           "From memory, unverified (Með / Á móti wording as on the Betri Reykjavík site; export columns assumed)",
           "Endorsement count (Með) per idea; net endorsements (Með − Á móti) give the same winner",
           [i[0] for i in ideas], s,
           ["Auðkenni ids are large numbers", "a controversial idea leads Athugasemdir and Á móti",
            "Hverfi and Staða columns are constant", "strings quoted, numbers bare"])


# ---------------------------------------------------------------- 5 ChurchSuite (one column per option)
def f_churchsuite():
    name = "ChurchSuite_Form_Responses_PCC_Priorities_2026.csv"
    opts = ["Children & families worker", "Church hall roof & heating", "Foodbank partnership",
            "Youth café on Friday nights", "Accessible entrance & toilets", "New sound & streaming system"]
    weights = {opts[0]: 40, opts[1]: 33, opts[2]: 30, opts[3]: 22, opts[4]: 52, opts[5]: 18}
    congs = {"9:30 Parish Communion (St Barnabas)": 62, "11:15 Café Church": 17, "6:00 pm Evensong": 11,
             "St Aidan's (Westfield)": 10}
    first = ["Ruth", "Graham", "Olu", "Bethan", "Simon", "Marjorie", "Chidi", "Hannah", "Keith", "Priya",
             "Alan", "Jess", "Ngozi", "Martin", "Eileen", "Luke"]
    last = ["Ashby", "Okafor", "Pritchard", "Mensah", "Dawson", "Hale", "Igwe", "Kemp", "Nolan", "Sharp"]

    def build(rng):
        rows = []
        t = dt.datetime(2026, 2, 22, 12, 5)
        for i in range(121):
            t += dt.timedelta(minutes=rng.randint(5, 300))
            fn, ln = rng.choice(first), rng.choice(last)
            k = pick(rng, {1: 2, 2: 3, 3: 5})
            chosen = set()
            while len(chosen) < k:
                chosen.add(pick(rng, weights))
            rows.append(["PCC Priorities Survey 2026", t.strftime("%d/%m/%Y %H:%M"), fn, ln,
                         ("%s.%s%d@example.org" % (fn, ln, rng.randint(1, 99))).lower(),
                         "07700 9%05d" % rng.randint(0, 99999) if rng.random() < 0.6 else "",
                         pick(rng, congs), pick(rng, {"Yes": 7, "No": 2, "Not sure": 1})] +
                        [o if o in chosen else "" for o in opts] +
                        [rng.choice(["", "", "", "Thank you for asking us", "Please, not another appeal",
                                     "Heating first, it's freezing in winter"])])
        return rows

    def sc(rows):
        s = {o: 0 for o in opts}
        for r in rows:
            for j, o in enumerate(opts):
                if r[8 + j] == o:
                    s[o] += 1
        return s

    rows = search_seed(500, build, lambda r: clear_margin(sc(r)))
    q = "Which of these should be the PCC's priorities for 2026-2028? (tick up to three)"
    hdr = ["Form", "Submitted", "First Name", "Last Name", "Email", "Mobile",
           "Which congregation do you usually attend?", "Are you on the Electoral Roll?"] + \
          ["%s: %s" % (q, o) for o in opts] + ["Any other comments?"]
    write_text(name, csv_text([hdr] + rows, ",", "\n"), "utf-8", bom=True)
    s = sc(rows)
    record(name,
           "ChurchSuite (UK church management software), Forms → form → Responses → Export (CSV), a parish "
           "church's survey on the parochial church council's priorities",
           "Multi-question survey with contact metadata; a tick-all question exported as one column per option, "
           "the option's own name in the cell when ticked",
           "From memory, unverified",
           "Count of ticks per option (approval)",
           opts, s,
           ["congregation '9:30 Parish Communion (St Barnabas)' is the most frequent value",
            "Electoral Roll 'Yes' column", "the Form column is constant", "option names contain '&'"])


# ---------------------------------------------------------------- 6 Raku-raku renrakumo (Shift_JIS)
def f_rakuraku():
    name = "アンケート結果_親子行事希望_2026.csv"
    opts = ["親子ドッジボール大会", "昔あそび体験", "防災キャンプ（校庭で一泊）", "親子料理教室", "映画上映会"]
    w = {opts[0]: 27, opts[1]: 14, opts[2]: 40, opts[3]: 22, opts[4]: 17}
    grades = {"1年": 19, "2年": 17, "3年": 17, "4年": 16, "5年": 15, "6年": 16}
    times = {"午前（9:00～12:00）": 46, "午後（12:00～15:00）": 24, "片付け（15:00～16:00）": 12,
             "当日は難しい": 18}
    fam = ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤", "吉田", "山田",
           "佐々木", "山口", "松本", "井上", "木村", "林", "清水", "斎藤"]
    given = ["美咲", "陽子", "健一", "直美", "裕子", "大輔", "恵", "真由美", "拓也", "由美", "亮", "智子"]

    def build(rng):
        rows = []
        t = dt.datetime(2026, 2, 16, 18, 0)
        for i in range(1, 171):
            answered = rng.random() < 0.86
            nm = "%s %s" % (rng.choice(fam), rng.choice(given))
            if answered:
                t += dt.timedelta(minutes=rng.randint(3, 90))
                rows.append([i, "PTA会員（全保護者）", nm, "回答済", t.strftime("%Y/%m/%d %H:%M"),
                             pick(rng, grades), pick(rng, times), pick(rng, w),
                             rng.choice(["", "", "", "土曜日開催だと参加しやすいです", "準備のお手伝いできます",
                                         "雨天時の対応を教えてください"])])
            else:
                rows.append([i, "PTA会員（全保護者）", nm, "未回答", "", "", "", "", ""])
        return rows

    def sc(rows):
        s = {o: 0 for o in opts}
        for r in rows:
            if r[7] in s:
                s[r[7]] += 1
        return s

    rows = search_seed(600, build, lambda r: clear_margin(sc(r)))
    hdr = ["No", "グループ", "氏名", "回答状況", "回答日時",
           "Q1 お子様の学年（複数在籍の場合は下のお子様）", "Q2 バザー当日にお手伝いできる時間帯",
           "Q3 来年度の親子行事で一番参加したいものを1つお選びください", "Q4 ご意見・ご要望"]
    write_text(name, csv_text([hdr] + rows, ",", "\r\n"), "cp932")
    s = sc(rows)
    record(name,
           "らくらく連絡網 (Raku-raku Renrakumo, Japanese school/PTA contact-network service), アンケート → "
           "回答結果 → CSVダウンロード, an elementary-school PTA's survey",
           "Multi-question survey with member metadata (No, group, name, answer status, time); unanswered members "
           "as rows with blanks; the intended question is Q3",
           "From memory, unverified (Shift_JIS because Japanese services usually default CSV downloads to it "
           "for Excel)",
           "Count of responses to Q3",
           opts, s,
           ["回答状況 '回答済' and the constant グループ value outnumber every option",
            "Q2 '午前' is frequent", "未回答 rows with empty answers", "Shift_JIS (cp932) with full-width "
            "brackets and ～"])


# ---------------------------------------------------------------- 7 Google Sheets (Greek) scheduling poll
def f_greek_sched():
    name = "Διαθεσιμότητα ΓΣ 2026 - Φύλλο1.csv"
    slots = ["Τρίτη 10/3 19:00", "Τετάρτη 11/3 18:30", "Πέμπτη 12/3 19:30", "Δευτέρα 16/3 19:00",
             "Τετάρτη 18/3 20:00"]
    prof = {slots[0]: (0.45, 0.2), slots[1]: (0.35, 0.2), slots[2]: (0.72, 0.12), slots[3]: (0.5, 0.18),
            slots[4]: (0.3, 0.25)}
    names = ["Μαρία Παπαδοπούλου", "Γιώργος Νικολάου", "Ελένη Κωνσταντίνου", "Δημήτρης Γεωργίου",
             "Κατερίνα Ιωάννου", "Νίκος Αθανασίου", "Σοφία Χριστοδούλου", "Βασίλης Μιχαηλίδης",
             "Αγγελική Δημητρίου", "Κώστας Αντωνίου", "Φωτεινή Παναγιωτοπούλου", "Στέλιος Καραγιάννης",
             "Ειρήνη Βλάχου", "Παναγιώτης Σταθόπουλος", "Δέσποινα Μαυρίδου", "Θανάσης Λαμπράκης",
             "Χαρά Ζαχαρίου", "Ανδρέας Πετρίδης", "Βάσω Κυριακίδου", "Λευτέρης Ρήγας", "Όλγα Τσακίρη"]

    def build(rng):
        grid = []
        for n in names:
            row = []
            for sl in slots:
                if rng.random() < 0.03:
                    row.append("")
                    continue
                py, pm = prof[sl]
                x = rng.random()
                row.append("Ναι" if x < py else ("Ίσως" if x < py + pm else "Όχι"))
            grid.append((n, row))
        return grid

    def sc(grid, m):
        s = {sl: 0.0 for sl in slots}
        for _, row in grid:
            for sl, v in zip(slots, row):
                s[sl] += 1 if v == "Ναι" else (m if v == "Ίσως" else 0)
        return s

    grid = search_seed(700, build, lambda g: all(clear_margin(sc(g, m), 0.05, 1.5) for m in (0, 0.5, 1))
                       and len({winner_of(sc(g, m)) for m in (0, 0.5, 1)}) == 1)
    ncol = 1 + len(slots)
    rows = [["Γενική Συνέλευση Συλλόγου Γονέων και Κηδεμόνων 4ου Δημοτικού Σχολείου Χαλανδρίου – ποια μέρα "
             "μπορείτε;"] + [""] * (ncol - 1),
            ["Γράψτε Ναι / Όχι / Ίσως"] + [""] * (ncol - 1),
            ["Όνομα"] + slots]
    for n, row in grid:
        rows.append([n] + row)
    rows.append([""] * ncol)
    rows.append(["Σύνολο Ναι"] + [sum(1 for _, r in grid if r[j] == "Ναι") for j in range(len(slots))])
    rows.append(["Σύνολο Ίσως"] + [sum(1 for _, r in grid if r[j] == "Ίσως") for j in range(len(slots))])
    write_text(name, csv_text(rows, ",", "\r\n"), "utf-8")
    s = {k: v for k, v in sc(grid, 0.5).items()}
    record(name,
           "Google Sheets (Greek interface), a parents' association's shared availability sheet typed by hand, "
           "Αρχείο → Λήψη → Τιμές διαχωρισμένες με κόμματα (.csv)",
           "Scheduling poll typed by hand: title and instruction lines, parents × date slots with Ναι / Όχι / Ίσως, "
           "a few blank cells, blank row, 'Σύνολο Ναι' and 'Σύνολο Ίσως' sum rows; rows padded with commas",
           "From memory, unverified (download name '<file> - <sheet>.csv' and the default Greek sheet name "
           "Φύλλο1 from memory; CRLF assumed as for other Sheets CSV downloads)",
           "Ναι = 1, Ίσως = 0.5, Όχι/blank = 0 per slot (same winner for Ίσως = 0 or 1)",
           slots, s,
           ["Σύνολο rows at the bottom", "title and instruction rows above the header",
            "winner unchanged for any weight of Ίσως"])


# ---------------------------------------------------------------- 8 e-licytacje komornicze (bid list)
def f_elicytacje():
    name = "Historia_licytacji_Km_412-25.txt"
    bids = [  # (bidder, amount, valid)
        ("Licytant 6", 186000, True), ("Licytant 5", 188000, True), ("Licytant 6", 192000, True),
        ("Licytant 5", 198000, True), ("Licytant 1", 205000, True), ("Licytant 7", 207000, False),
        ("Licytant 5", 214000, True), ("Licytant 3", 230000, True), ("Licytant 4", 245000, True),
        ("Licytant 2", 260000, True), ("Licytant 1", 275000, True), ("Licytant 3", 290000, True),
        ("Licytant 4", 309000, True),
        ("Licytant 3", 311000, True), ("Licytant 2", 314000, True), ("Licytant 1", 318000, True)]

    def pl(a):
        s = "{:,}".format(a).replace(",", " ")
        return s + ",00 zł"

    best = {}
    for b, a, ok in bids:
        if ok:
            best[b] = max(best.get(b, 0), a)
    amounts = sorted({a for _, a, ok in bids if ok})
    rev = {pl(a): a * sum(1 for m in best.values() if m >= a) for a in amounts}
    t = dt.datetime(2026, 3, 9, 10, 0, 0)
    times = []
    rng = random.Random(801)
    for _ in bids:
        t += dt.timedelta(minutes=rng.randint(1, 95), seconds=rng.randint(0, 59))
        times.append(t)
    lines = ["Elektroniczne licytacje komornicze", "",
             "Licytacja: Lokal mieszkalny nr 14, ul. Piotrkowska 212, 90-368 Łódź",
             "Sygnatura akt: Km 412/25",
             "Komornik Sądowy przy Sądzie Rejonowym dla Łodzi-Śródmieścia w Łodzi",
             "Cena wywołania: 186 000,00 zł", "Rękojmia: 27 900,00 zł",
             "Najniższe postąpienie: 1 860,00 zł",
             "Licytacja zakończona: 16.03.2026 12:00", "",
             "Historia licytacji", "",
             "Lp.\tLicytant\tKwota\tData złożenia oferty\tStatus"]
    n = len(bids)
    for k in range(n - 1, -1, -1):
        b, a, ok = bids[k]
        if not ok:
            st = "Oferta unieważniona przez komornika"
        elif k == n - 1:
            st = "Najwyższa oferta"
        else:
            st = "Oferta przebita"
        lines.append("%d\t%s\t%s\t%s\t%s" % (k + 1, b, pl(a), times[k].strftime("%d.%m.%Y %H:%M:%S"), st))
    lines += ["", "Liczba licytantów: 7", "Liczba ofert: %d" % n]
    write_text(name, "\r\n".join(lines) + "\r\n", "cp1250")
    # margin check: the best posted price is clear of the runner-up
    assert clear_margin(rev)
    record(name,
           "Elektroniczne licytacje komornicze (elicytacje.komornik.pl, Polish bailiffs' e-auction system run by "
           "the National Council of Bailiffs), auction page → 'Historia licytacji' selected in the browser, "
           "pasted into Windows Notepad (Polish Windows) and saved as ANSI",
           "Bid list: title block (signature, bailiff, starting price, deposit, minimum increment, end time), "
           "bids newest first with anonymised bidders, several bids per bidder, one bid annulled by the bailiff, "
           "footer counts",
           "From memory, unverified (column names and status wording assumed)",
           "Posted price: the valid bid amount b maximising b × number of bidders whose highest valid bid ≥ b "
           "(annulled bid ignored)",
           [pl(a) for a in amounts], rev,
           ["annulled bid (Licytant 7) would change the answer if counted",
            "starting price, deposit and minimum increment in the title block",
            "several bids per bidder", "amounts '318 000,00 zł' with space thousands and decimal comma",
            "Lp. numbers descending"])


# ---------------------------------------------------------------- 9 Civica scrutineer report (fixed width)
def f_civica():
    name = "CES_Scrutineer_Report_NW_Branch_Secretary_2026.txt"
    cands = {"SHARMA, Priya": 612, "OKONKWO, Daniel": 519, "MURRAY, Fiona": 284, "DE SOUSA, Inês": 97}
    valid = sum(cands.values())
    invalid = 23
    returned = valid + invalid
    eligible = 4812
    L = []
    L.append("")
    L.append("                              CIVICA ELECTION SERVICES")
    L.append("                        REPORT OF THE INDEPENDENT SCRUTINEER")
    L.append("")
    L.append("Union:            Allied Transport & Logistics Union (ATLU)")
    L.append("Election:         Branch Secretary – North West Regional Branch")
    L.append("Method:           Postal ballot, first past the post, 1 to be elected")
    L.append("Ballot opened:    Monday 2 February 2026")
    L.append("Ballot closed:    12 noon, Friday 6 March 2026")
    L.append("")
    L.append("%-50s%10s" % ("Number of members entitled to vote", "{:,}".format(eligible)))
    L.append("%-50s%10s" % ("Number of ballot papers returned", "{:,}".format(returned)))
    L.append("%-50s%10s" % ("Turnout", pct_text(returned, eligible, 1, "").replace(",", ".")))
    L.append("%-50s%10s" % ("Number of ballot papers found to be invalid", invalid))
    L.append("%-50s%10s" % ("Number of valid votes counted", "{:,}".format(valid)))
    L.append("")
    L.append("%-40s%10s%10s" % ("Candidate", "Votes", "%"))
    L.append("-" * 60)
    for c, v in cands.items():
        L.append("%-40s%10s%10s" % (c, "{:,}".format(v), pct_text(v, valid, 1, "").replace(",", ".")))
    L.append("-" * 60)
    L.append("%-40s%10s%10s" % ("Total", "{:,}".format(valid), "100.0%"))
    L.append("")
    L.append("SHARMA, Priya is elected." if winner_of(cands) == "SHARMA, Priya" else "")
    L.append("")
    L.append("I am satisfied that there are no reasonable grounds for believing that there was any")
    L.append("contravention of a requirement imposed by or under any enactment in relation to the")
    L.append("election, and that the arrangements made with respect to the production, storage,")
    L.append("distribution, return or other handling of the voting papers were such as to minimise")
    L.append("the risk of any unfairness or malpractice.")
    L.append("")
    L.append("Signed:  J. R. Whitfield, Independent Scrutineer      Date: 9 March 2026")
    L.append("Civica Election Services, The Election Centre, 33 Clarendon Road, London N8 0NW")
    L.append("\f")
    write_text(name, "\r\n".join(L) + "\r\n", "cp1252")
    assert clear_margin(cands)
    record(name,
           "Civica Election Services (UK independent scrutineer for trade-union ballots), 'Report of the "
           "Independent Scrutineer' for a union branch election, saved as a text report",
           "Printed fixed-width report: title, election details, eligible/returned/turnout/invalid/valid lines, "
           "candidate table with votes and %, dashed rules, Total line, statutory statement, signature, form feed",
           "From memory, unverified (the statement paraphrases the scrutineer's duties under the Trade Union and "
           "Labour Relations (Consolidation) Act 1992; layout assumed)",
           "Votes per candidate as reported",
           list(cands), dict(cands),
           ["members entitled to vote (4,812) and ballot papers returned exceed every candidate",
            "Total line", "percent column", "thousands separators", "Windows-1252 en dash and 'ê'"])


# ---------------------------------------------------------------- 10 LibreOffice Calc pt-BR by class
def f_gremio():
    name = "Eleicao_Gremio_2026_apuracao_por_turma.csv"
    turmas = ["6º A", "6º B", "7º A", "7º B", "8º A", "8º B", "9º A", "9º B", "1ª EM", "2ª EM"]
    chapas = ["Chapa 1 - Voz Ativa", "Chapa 2 - Geração Futura", "Chapa 3 - União e Ação"]
    w = {chapas[0]: 30, chapas[1]: 41, chapas[2]: 24, "Brancos": 3, "Nulos": 2}

    def build(rng):
        tab = {k: [] for k in w}
        aptos = []
        for t in turmas:
            n = rng.randint(27, 36)
            aptos.append(n)
            voted = n - rng.randint(0, 4)
            c = {k: 0 for k in w}
            for _ in range(voted):
                c[pick(rng, w)] += 1
            for k in w:
                tab[k].append(c[k])
        return tab, aptos

    def sc(res):
        tab, _ = res
        return {c: sum(tab[c]) for c in chapas}

    tab, aptos = search_seed(1000, build, lambda r: clear_margin(sc(r)))
    valid = sum(sum(tab[c]) for c in chapas)
    votantes = sum(sum(v) for v in tab.values())

    def pct(x, base):
        return pct_text(x, base, 2, "")

    rows = [["E. E. Prof. Adelino Soares de Brito - Eleição do Grêmio Estudantil 2026"] + [""] * 12,
            ["Apuração por turma - 19/03/2026 - Comissão Eleitoral"] + [""] * 12,
            [""] * 13,
            ["Chapa"] + turmas + ["Total", "% votos válidos"]]
    for c in chapas:
        rows.append([c] + tab[c] + [sum(tab[c]), pct(sum(tab[c]), valid)])
    rows.append(["Votos válidos"] + [sum(tab[c][j] for c in chapas) for j in range(len(turmas))] + [valid, "100,00%"])
    rows.append(["Brancos"] + tab["Brancos"] + [sum(tab["Brancos"]), ""])
    rows.append(["Nulos"] + tab["Nulos"] + [sum(tab["Nulos"]), ""])
    rows.append(["Total de votantes"] + [sum(tab[k][j] for k in w) for j in range(len(turmas))] + [votantes, ""])
    rows.append(["Alunos aptos"] + aptos + [sum(aptos), ""])
    rows.append(["Comparecimento"] + [pct(sum(tab[k][j] for k in w), aptos[j]) for j in range(len(turmas))] +
                [pct(votantes, sum(aptos)), ""])
    write_text(name, csv_text(rows, ";", "\r\n"), "latin-1")
    s = sc((tab, aptos))
    record(name,
           "LibreOffice Calc (Portuguese-Brazil locale, Windows), a public school's student-council (grêmio) "
           "count sheet typed by hand, Arquivo → Salvar como → Texto CSV, conjunto de caracteres 'Europa "
           "ocidental (ISO-8859-1)', delimitador ';'",
           "Results by unit: title lines, slates as rows and classes as columns, Total and % columns, then "
           "Votos válidos, Brancos, Nulos, Total de votantes, Alunos aptos and Comparecimento rows",
           "From memory, unverified (LibreOffice's default 'save cell content as shown' writes percentages as "
           "displayed, e.g. '41,27%')",
           "Total votes per slate over all classes (valid votes)",
           chapas, s,
           ["Total de votantes / Alunos aptos / Votos válidos rows exceed every slate",
            "Brancos and Nulos rows are not candidates", "% column with decimal comma",
            "ISO-8859-1 (º, ª, ç, ã)"])


# ---------------------------------------------------------------- 11 WPS Turkish two sheets (ask)
def f_wps_turkish():
    name = "Genel_Kurul_2026_Secim_Tutanagi.xlsx"
    sh1, sh2 = "Yönetim Kurulu Başkanı", "Denetim Kurulu Başkanı"
    c1 = {"Ayşe Kılıç": 168, "Mehmet Öztürk": 131, "Hüseyin Çelik": 77}
    c2 = {"Zeynep Arslan": 109, "Emre Şahin": 184, "Gülşen Yıldız": 81}
    for c in (c1, c2):
        assert clear_margin(c)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Açıklama"
    info = [["Yeşilvadi Konut Yapı Kooperatifi"],
            ["2025 Yılı Olağan Genel Kurul Toplantısı – Seçim Tutanağı"],
            [],
            ["Toplantı tarihi", "15.03.2026"],
            ["Toplantı yeri", "Kooperatif Sosyal Tesisi, Çankaya / Ankara"],
            ["Ortak sayısı", 412],
            ["Toplantıya katılan ortak (asaleten)", 341],
            ["Vekaleten katılan", 48],
            [],
            ["Bu dosyada Divan Başkanlığınca yapılan iki ayrı seçimin sonuçları yer almaktadır."],
            ["Her seçim ayrı sayfadadır; oylar gizli oy, açık tasnif usulü ile sayılmıştır."]]
    for r in info:
        ws.append(r)
    ws["A1"].font = Font(bold=True, size=13)
    ws.column_dimensions["A"].width = 40
    ws.column_dimensions["B"].width = 36
    for title, cands in ((sh1, c1), (sh2, c2)):
        s = wb.create_sheet(title)
        valid = sum(cands.values())
        invalid = 389 - valid
        s.append(["%s Seçimi – Oy Sayım Sonucu" % title])
        s["A1"].font = Font(bold=True)
        s.append([])
        s.append(["Sıra No", "Adayın Adı Soyadı", "Aldığı Oy", "Oy Oranı"])
        for c in s[3]:
            c.font = Font(bold=True)
        for i, (n, v) in enumerate(cands.items(), 1):
            s.append([i, n, v, v / valid])
            s.cell(row=s.max_row, column=4).number_format = "0.0%"
        s.append([None, "Geçerli oy", valid, 1])
        s.cell(row=s.max_row, column=4).number_format = "0.0%"
        s.append([None, "Geçersiz / boş oy", invalid, None])
        s.append([None, "Kullanılan toplam oy", 389, None])
        s.append([])
        s.append(["Divan Başkanı: Av. Kemal Erdoğan", None, "Katip Üye: Sevgi Aydın"])
        s.column_dimensions["B"].width = 28
    wb.properties.creator = "WPS Office"
    save_xlsx(wb, name)
    record(name,
           "WPS Office Spreadsheets (Turkish interface), a housing co-operative's general-assembly election "
           "record typed by hand, Dosya → Farklı Kaydet → Excel Çalışma Kitabı (.xlsx)",
           "Workbook: read-me sheet 'Açıklama' first (meeting details, member counts), then one sheet per election "
           "with candidates, votes and share, Geçerli / Geçersiz / toplam rows and signatures; two elections of "
           "equal standing",
           "From memory, unverified",
           "Votes per candidate on the chosen sheet",
           {sh1: list(c1), sh2: list(c2)}, {sh1: dict(c1), sh2: dict(c2)},
           ["read-me sheet first with member counts", "Kullanılan toplam oy / Geçerli oy rows",
            "Oy Oranı percentages", "Sıra No column"],
           answer="ask", acceptable={sh1: winner_of(c1), sh2: winner_of(c2)},
           ask_because="Two election sheets (board chair and audit-committee chair) of equal standing follow "
                       "the read-me sheet; the user must say which election is meant.")


# ---------------------------------------------------------------- 12 Pabulib .pb
def f_pabulib():
    name = "poland_gdynia_2026_witomino.pb"
    projects = [
        (1, 148000, "Siłownia plenerowa przy ul. Nowowiczlińskiej", "sport", "seniorzy,dorośli"),
        (2, 96000, "Nowe ławki i kosze w Parku Kolibki-Witomino", "zieleń", "wszyscy"),
        (3, 410000, "Bezpieczne przejście dla pieszych przy SP nr 37", "transport", "dzieci,rodzice"),
        (4, 230000, "Plac zabaw „Leśna Polana”", "edukacja", "dzieci"),
        (5, 72000, "Budki lęgowe i łąka kwietna", "zieleń", "wszyscy"),
        (6, 355000, "Oświetlenie ścieżki do przystanku SKM", "transport", "wszyscy"),
        (7, 58000, "Warsztaty dla seniorów w Klubie Osiedlowym", "kultura", "seniorzy"),
        (8, 188000, "Wybieg dla psów przy ul. Rolniczej", "zieleń", "właściciele psów"),
        (9, 124000, "Kino plenerowe – lato 2027", "kultura", "wszyscy")]
    w = {1: 17, 2: 20, 3: 37, 4: 26, 5: 16, 6: 24, 7: 10, 8: 21, 9: 15}

    def build(rng):
        votes = []
        for v in range(1, 438):
            k = pick(rng, {1: 2, 2: 3, 3: 4, 4: 2, 5: 1})
            chosen = []
            while len(chosen) < k:
                p = pick(rng, w)
                if p not in chosen:
                    chosen.append(p)
            age = rng.randint(16, 84)
            votes.append([v, age, pick(rng, {"K": 55, "M": 45}), pick(rng, {"internet": 78, "paper": 22}),
                          ",".join(str(p) for p in chosen)])
        return votes

    def sc(votes):
        s = {p[0]: 0 for p in projects}
        for v in votes:
            for p in v[4].split(","):
                s[int(p)] += 1
        return s

    votes = search_seed(1200, build, lambda v: clear_margin(sc(v)))
    cnt = sc(votes)
    budget = 920000
    # greedy selection by votes
    sel, spent = set(), 0
    for pid, _ in ranked(cnt):
        cost = [p for p in projects if p[0] == pid][0][1]
        if spent + cost <= budget:
            sel.add(pid)
            spent += cost
    lines = ["META", "key;value",
             "description;Budżet Obywatelski Gdyni 2026 – dzielnica Witomino (dane przykładowe)",
             "country;Poland", "unit;Gdynia", "subunit;Witomino", "instance;2026",
             "num_projects;%d" % len(projects), "num_votes;%d" % len(votes), "budget;%d" % budget,
             "vote_type;approval", "rule;greedy", "date_begin;01.09.2025", "date_end;21.09.2025",
             "min_length;1", "max_length;5", "language;polish", "edition;2026",
             "PROJECTS", "project_id;cost;votes;name;category;target;selected"]
    for pid, cost, nm, cat, tgt in projects:
        lines.append("%d;%d;%d;%s;%s;%s;%d" % (pid, cost, cnt[pid], nm, cat, tgt, 1 if pid in sel else 0))
    lines += ["VOTES", "voter_id;age;sex;voting_method;vote"]
    for v in votes:
        lines.append("%d;%d;%s;%s;%s" % tuple(v))
    write_text(name, "\n".join(lines) + "\n", "utf-8")
    names = {p[0]: p[2] for p in projects}
    s = {names[k]: v for k, v in cnt.items()}
    record(name,
           "Pabulib (participatory-budgeting data library, pabulib.org) .pb file, as published for a Polish "
           "civic budget (Budżet Obywatelski) district vote",
           "Three sections META / PROJECTS / VOTES, all ';'-separated: key;value metadata, one row per project "
           "with cost, votes, name, category, target, selected, then one row per voter with age, sex, voting "
           "method and the approved project ids comma-joined",
           "Checked against public sources (pabulib checker tests and README text found with the code search: "
           "META key;value lines, 'project_id;cost;votes;name;…;selected', 'voter_id;vote' with comma-joined "
           "ids); extra columns (target, age, sex, voting_method) from memory",
           "Approval votes per project (the PROJECTS 'votes' column equals the count in VOTES)",
           [p[2] for p in projects], s,
           ["cost column has the largest numbers", "budget and num_votes in META",
            "several projects have selected = 1", "vote column holds id lists, not names",
            "voter ages and sex columns"])


# ---------------------------------------------------------------- 13 Lumi AGM
def f_lumi():
    name = "Lumi_AGM_Poll_Results_Riverside_Tenants_Coop_2026.xlsx"
    cands = ["Adaeze Nwosu", "Graham Pike", "Teresa Lindqvist"]
    online = {cands[0]: 41, cands[1]: 58, cands[2]: 23}
    room = {cands[0]: 52, cands[1]: 19, cands[2]: 17}
    proxy = {cands[0]: 38, cands[1]: 26, cands[2]: 9}
    absn = (4, 3, 2)
    total = {c: online[c] + room[c] + proxy[c] for c in cands}
    assert clear_margin(total) and winner_of(online) != winner_of(total)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Poll Results"
    ws.append(["Riverside Tenants' Housing Co-operative Limited"])
    ws.append(["Annual General Meeting – Saturday 21 March 2026 (hybrid meeting)"])
    ws.append(["Poll Results Report"])
    ws.append(["Generated", "21/03/2026 16:42"])
    ws.append([])
    ws.append(["Members eligible to vote", 412])
    ws.append(["Members attending (online)", 126])
    ws.append(["Members attending (in room)", 91])
    ws.append(["Proxy appointments", 73])
    ws.append([])
    ws.append(["Item 6: Election of Chair of the Management Committee (one to be elected)"])
    ws.append(["Option", "Online", "In Room", "Proxy", "Total Votes", "% of Votes Cast"])
    for c in ws[12]:
        c.font = Font(bold=True)
    ws["A1"].font = Font(bold=True, size=13)
    cast = sum(total.values()) + sum(absn)
    for c in cands:
        ws.append([c, online[c], room[c], proxy[c], total[c], total[c] / cast])
    ws.append(["Abstain", absn[0], absn[1], absn[2], sum(absn), sum(absn) / cast])
    ws.append(["Total", sum(online.values()) + absn[0], sum(room.values()) + absn[1],
               sum(proxy.values()) + absn[2], cast, 1])
    for r in range(13, 18):
        ws.cell(row=r, column=6).number_format = "0.00%"
    ws.append([])
    ws.append(["Proxy votes include discretionary votes cast by the Chair of the meeting."])
    ws.append(["Lumi AGM · Results are final once the poll is closed by the meeting administrator."])
    ws.column_dimensions["A"].width = 46
    wb.properties.creator = "Lumi"
    save_xlsx(wb, name)
    record(name,
           "Lumi AGM (Lumi Global, hybrid general-meeting platform), meeting admin → Reports → Poll results "
           "(Excel), a housing co-operative's annual general meeting",
           "Ready-made results table: title block, attendance figures, one poll item with Online / In Room / Proxy "
           "/ Total Votes / % of Votes Cast columns, Abstain and Total rows, footnotes",
           "From memory, unverified",
           "Total Votes per candidate (online + in room + proxy)",
           cands, total,
           ["the Online column alone has a different leader", "Abstain and Total rows",
            "members eligible / attending figures above the table", "percent column"])


# ---------------------------------------------------------------- 14 ONLYOFFICE Romanian ranked ballots
def f_onlyoffice_ro():
    name = "Alegeri_presedinte_LSUB_2026_buletine.csv"
    cands = ["Andreea Popescu", "Vlad Ionescu", "Ioana Munteanu", "Radu Stănescu"]
    facs = {"Facultatea de Drept": 48, "Facultatea de Litere": 14, "Facultatea de Fizică": 9,
            "Facultatea de Istorie": 12, "Facultatea de Chimie": 10, "Facultatea de Sociologie": 21}
    first_w = {cands[0]: 25, cands[1]: 38, cands[2]: 22, cands[3]: 15}

    def build(rng):
        rows = []
        for i in range(1, 214):
            fac = pick(rng, facs)
            if rng.random() < 0.04:
                rows.append([i, fac, "", "", "", "Buletin anulat (două opțiuni 1)"])
                continue
            order = []
            f = pick(rng, first_w)
            order.append(f)
            rest = [c for c in cands if c != f]
            rng.shuffle(rest)
            # second preferences lean towards Popescu/Ionescu
            rest.sort(key=lambda c: -({cands[0]: 3, cands[1]: 2, cands[2]: 1.5, cands[3]: 1}[c] * rng.random()))
            k = pick(rng, {1: 2, 2: 3, 3: 5})
            order += rest[:k - 1]
            while len(order) < 3:
                order.append("")
            obs = "" if order[1] else rng.choice(["", "doar prima opțiune"])
            rows.append([i, fac] + order[:3] + [obs])
        return rows

    def borda(rows):
        s = {c: 0 for c in cands}
        for r in rows:
            for k, c in enumerate(r[2:5]):
                if c:
                    s[c] += len(cands) - 1 - k
        return s

    def firsts(rows):
        s = {c: 0 for c in cands}
        for r in rows:
            if r[2]:
                s[r[2]] += 1
        return s

    def irv(rows):
        alive = set(cands)
        while True:
            s = {c: 0 for c in alive}
            for r in rows:
                for c in r[2:5]:
                    if c in alive:
                        s[c] += 1
                        break
            tot = sum(s.values())
            w = winner_of(s)
            if s[w] * 2 > tot or len(alive) == 1:
                return w
            alive.remove(min(s, key=lambda c: (s[c], c)))

    def check(rows):
        b, f = borda(rows), firsts(rows)
        return clear_margin(b) and clear_margin(f) and winner_of(b) == winner_of(f) == irv(rows)

    rows = search_seed(1400, build, check)
    hdr = ["Nr. buletin", "Facultatea", "Opțiunea 1", "Opțiunea 2", "Opțiunea 3", "Observații"]
    write_text(name, csv_text([hdr] + rows, ",", "\r\n"), "utf-8")
    s = borda(rows)
    record(name,
           "ONLYOFFICE Desktop Editors (Romanian interface, Windows), a university student league's paper "
           "ballots for president typed in during the count, Fișier → Descărcare ca → CSV (codificare UTF-8, "
           "delimitator virgulă)",
           "Ranked ballots: one row per paper ballot with ballot number, faculty and 'Opțiunea 1/2/3' columns "
           "holding candidate names; partial rankings; annulled ballots with empty choices and a note",
           "From memory, unverified",
           "Borda n−rank over 4 candidates (1st = 3, 2nd = 2, 3rd = 1); first preferences and instant run-off "
           "give the same winner",
           cands, s,
           ["'Facultatea de Drept' is the most frequent value", "annulled ballots", "partial rankings",
            "Nr. buletin ids"])


# ---------------------------------------------------------------- 15 Excel Czech, Unicode text (UTF-16)
def f_czech_senate():
    name = "Volba_predsedy_AS_2026_vysledky.txt"
    cands = ["doc. Ing. Petr Novotný Ph.D.", "prof. RNDr. Jana Králová CSc.", "Mgr. Tomáš Beneš"]
    ka = [6, 13, 2]   # academic chamber
    sk = [4, 5, 2]    # student chamber
    inv = (1, 0)
    tot = {c: a + b for c, a, b in zip(cands, ka, sk)}
    assert clear_margin(tot)
    valid = sum(tot.values())
    T = "\t"
    rows = [["Akademický senát Západočeské technické univerzity"],
            ["Volba předsedy AS – 1. kolo, zasedání 18. 3. 2026, tajné hlasování"],
            [],
            ["Komora"] + cands + ["Neplatné hlasy", "Celkem odevzdáno"],
            ["Komora akademických pracovníků"] + [str(x) for x in ka] + [str(inv[0]), str(sum(ka) + inv[0])],
            ["Studentská komora"] + [str(x) for x in sk] + [str(inv[1]), str(sum(sk) + inv[1])],
            ["Celkem"] + [str(tot[c]) for c in cands] + [str(sum(inv)), str(valid + sum(inv))],
            ["Podíl z platných hlasů"] + [pct_text(tot[c], valid, 1, " ") for c in cands]
            + ["", ""],
            [],
            ["Počet členů senátu: 33, přítomno: 33. Zvolen(a) je kandidát(ka), který(á) získal(a) nadpoloviční "
             "většinu hlasů přítomných členů."]]
    width = 6
    text = "".join(T.join(r + [""] * (width - len(r)) if r else [""] * width) + "\r\n" for r in rows)
    write_bytes(name, b"\xff\xfe" + text.encode("utf-16-le"))
    record(name,
           "Microsoft Excel (Czech, Windows), a university academic senate's election sheet typed by the senate "
           "secretary, Soubor → Uložit jako → 'Text v kódování Unicode (*.txt)'",
           "Results by unit: title lines, chambers as rows and candidates as columns, invalid and total columns, "
           "a Celkem row, a percentage row with decimal comma, a footnote",
           "From memory, unverified (Excel's Unicode text = UTF-16 LE with BOM, tab-separated, CRLF)",
           "Votes per candidate, both chambers together (Celkem row)",
           cands, tot,
           ["Celkem odevzdáno column exceeds every candidate", "Celkem row duplicates the sum",
            "percentage row '57,6 %' style", "academic titles in candidate names"])


def main():
    for f in (f_openslides, f_citizenspace, f_ehq, f_yourpriorities, f_churchsuite, f_rakuraku, f_greek_sched,
              f_elicytacje, f_civica, f_gremio, f_wps_turkish, f_pabulib, f_lumi, f_onlyoffice_ro,
              f_czech_senate):
        f()
    with open(path("expected.json"), "w", encoding="utf-8") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2, sort_keys=True)
        fh.write("\n")
    print("wrote %d files" % len(EXPECTED))


if __name__ == "__main__":
    main()
