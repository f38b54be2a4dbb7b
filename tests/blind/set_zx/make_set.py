#!/usr/bin/env python3
"""Blind test set ZX: family, friends and personal life.

Writes 15 synthetic exports and expected.json next to this file.  Deterministic:
fixed random seeds, fixed xlsx document properties and zip entry dates.
Standard library + openpyxl only.  All names, e-mails, ids and numbers are invented.

Run from the repository root:  .venv/bin/python tests/blind/set_zx/make_set.py
"""
import csv
import datetime
import io
import json
import os
import random
import unicodedata
import zipfile

from openpyxl import Workbook
from openpyxl.styles import Alignment, Font, PatternFill

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED_DT = (2026, 11, 29, 10, 0, 0)
EXPECTED = {}

CORE_XML = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" '
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" '
    'xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
    '<dc:creator>user</dc:creator><cp:lastModifiedBy>user</cp:lastModifiedBy>'
    '<dcterms:created xsi:type="dcterms:W3CDTF">2026-11-29T10:00:00Z</dcterms:created>'
    '<dcterms:modified xsi:type="dcterms:W3CDTF">2026-11-29T10:00:00Z</dcterms:modified>'
    '</cp:coreProperties>'
)


# ----------------------------------------------------------------------------- helpers

def out(name, data):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


def csv_str(rows, delimiter=",", quote_all=False, eol="\r\n"):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter,
                   quoting=csv.QUOTE_ALL if quote_all else csv.QUOTE_MINIMAL,
                   lineterminator=eol)
    for r in rows:
        w.writerow(["" if v is None else v for v in r])
    return buf.getvalue()


def save_xlsx(wb, name):
    fixed = datetime.datetime(*FIXED_DT)
    wb.properties.creator = "user"
    wb.properties.lastModifiedBy = "user"
    wb.properties.created = fixed
    wb.properties.modified = fixed
    buf = io.BytesIO()
    wb.save(buf)
    zin = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    obuf = io.BytesIO()
    with zipfile.ZipFile(obuf, "w", zipfile.ZIP_DEFLATED) as zout:
        for item in zin.infolist():
            data = zin.read(item.filename)
            if item.filename == "docProps/core.xml":
                data = CORE_XML.encode("utf-8")
            zi = zipfile.ZipInfo(item.filename, date_time=FIXED_DT)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            zout.writestr(zi, data)
    out(name, obuf.getvalue())


def winner_of(scores):
    best = max(scores.values())
    tops = [k for k, v in scores.items() if v == best]
    assert len(tops) == 1, ("tie for first", scores)
    return tops[0]


def num(v):
    """Plain JSON number (ints stay ints, floats rounded)."""
    if isinstance(v, float):
        r = round(v, 4)
        return int(r) if r == int(r) else r
    return v


def expect(name, tool, shape, evidence, question, candidates, scores, traps,
           winner=None, aliases=None, acceptable=None, ask_because=None):
    entry = {
        "tool": tool,
        "shape": shape,
        "format_evidence": evidence,
        "answer": "ask" if acceptable else "winner",
        "winner": None if acceptable else winner,
    }
    if aliases:
        entry["winner_aliases"] = aliases
    if acceptable:
        entry["scores"] = {k: {c: num(s) for c, s in v.items()} for k, v in scores.items()}
    else:
        entry["scores"] = {c: num(s) for c, s in scores.items()}
    entry.update({
        "acceptable": acceptable,
        "ask_because": ask_because,
        "question": question,
        "candidates": candidates,
        "traps": traps,
    })
    # key order as in the brief
    order = ["tool", "shape", "format_evidence", "answer", "winner", "winner_aliases", "acceptable",
             "ask_because", "question", "candidates", "scores", "traps"]
    EXPECTED[name] = {k: entry[k] for k in order if k in entry}


def dwidth(s):
    return sum(2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1 for ch in s)


def dpad(s, width, right=False):
    pad = " " * max(0, width - dwidth(s))
    return pad + s if right else s + pad


# ============================================================================ 1. Zola (US wedding)

def make_zola():
    name = "zola_guest_list_export_okafor-reyes_wedding_2026-09-19.csv"
    SONGS = ["At Last – Etta James", "Perfect – Ed Sheeran",
             "Can't Help Falling in Love – Elvis Presley", "Lover – Taylor Swift"]
    A, B = SONGS[0], SONGS[1]
    MEALS = ["Braised Short Rib", "Pan-Seared Salmon", "Wild Mushroom Risotto"]
    first_pool = ["Adaeze", "Chinedu", "Ngozi", "Emeka", "Ifeoma", "Obinna", "Chiamaka", "Tobenna",
                  "Lucia", "Mateo", "Sofia", "Javier", "Carmen", "Diego", "Isabel", "Rafael",
                  "Hannah", "Tyler", "Brianna", "Kevin", "Megan", "Jordan", "Ashley", "Marcus",
                  "Priya", "Arjun", "Mei", "Kenji", "Olivia", "Noah", "Grace", "Ethan", "Zoe", "Liam",
                  "Amara", "Kelechi", "Rosa", "Ernesto", "Natalie", "Derek", "Tiana", "Samuel"]
    last_by_aff = {
        "Maya's Family": ["Okafor", "Eze", "Nwosu", "Okonkwo", "Obi"],
        "Daniel's Family": ["Reyes", "Castillo", "Morales", "Vargas", "Delgado"],
        "Maya's Friends": ["Patel", "Nguyen", "Foster", "Bennett", "Kim", "Lawson"],
        "Daniel's Friends": ["Murphy", "Tanaka", "Brooks", "Silva", "Harper", "Wright"],
        "Mutual Friends": ["Coleman", "Park", "Rivera", "Hughes", "Ortiz"],
    }
    cities = [("Chicago", "IL", "606"), ("Evanston", "IL", "602"), ("Houston", "TX", "770"),
              ("San Antonio", "TX", "782"), ("Atlanta", "GA", "303"), ("Oak Park", "IL", "603"),
              ("Milwaukee", "WI", "532"), ("Denver", "CO", "802")]
    streets = ["Maple Ave", "N Clark St", "Elm St", "W Addison St", "Juniper Ln", "Oak Ridge Dr",
               "S Halsted St", "Cedar Ct", "Lakeview Pkwy", "Willow Bend"]
    DJ_OTHER = ["Mr. Brightside", "September – Earth, Wind & Fire", "Mr. Brightside",
                "Dancing Queen", "Uptown Funk", "Mr. Brightside", "Calm Down – Rema",
                "Vivir Mi Vida – Marc Anthony", "Mr. Brightside", "Ye – Burna Boy",
                "Shut Up and Dance", "Mr. Brightside", "Suavemente", "Mr. Brightside",
                "Love Shack", "anything by Beyoncé!!", "Mr. Brightside", "Cha Cha Slide",
                "Mr. Brightside", "Despacito", "Mr. Brightside", "Essence – Wizkid"]

    for attempt in range(2000):
        rng = random.Random(11000 + attempt)
        groups = []
        gid = 0
        affs = list(last_by_aff)
        sizes = [1, 2, 2, 2, 2, 3, 4, 2, 1, 2, 5, 2, 3, 2, 1, 2, 2, 4, 2, 3, 1, 2, 2, 2, 3, 2,
                 1, 2, 4, 2, 2, 3, 1, 2, 2, 2, 6, 2, 1, 2, 3, 2, 2, 1, 2, 4, 2, 2, 3, 2, 1, 2]
        guests = []
        for size in sizes:
            gid += 1
            aff = affs[gid % len(affs)]
            last = rng.choice(last_by_aff[aff])
            city = rng.choice(cities)
            status_roll = rng.random()
            gstatus = "Attending" if status_roll < 0.74 else ("Declined" if status_roll < 0.9 else "No Response")
            fav = rng.choices(SONGS, weights=[0.33, 0.31, 0.22, 0.14])[0]
            group_firsts = rng.sample(first_pool, size)
            for k in range(size):
                fn = group_firsts[k]
                st = gstatus
                if gstatus == "Attending" and size > 2 and rng.random() < 0.1:
                    st = "Declined"
                guests.append(dict(group=gid, aff=aff, first=fn, last=last, city=city, status=st,
                                   idx=k, size=size))
        # song answers
        for g in guests:
            g["song"] = ""
            if g["status"] == "Attending" and rng.random() > 0.13:
                g["song"] = rng.choices(SONGS, weights=[0.33, 0.31, 0.22, 0.14])[0]
        per_guest = {s: sum(1 for g in guests if g["song"] == s) for s in SONGS}
        per_house = {s: 0 for s in SONGS}
        seen = set()
        for g in guests:
            if g["song"] and g["group"] not in seen:
                seen.add(g["group"])
                per_house[g["song"]] += 1
        srt = sorted(per_guest.values(), reverse=True)
        hs = sorted(per_house.values(), reverse=True)
        if (per_guest[A] == srt[0] and srt[0] > srt[1] and per_guest[B] == srt[1]
                and 1 <= per_guest[A] - per_guest[B] <= 4
                and per_house[A] == hs[0] and hs[0] > hs[1]
                and sum(per_guest.values()) >= 70):
            break
    else:
        raise SystemExit("zola: no seed")

    # DJ requests: six exact copies of candidate B (the trap), the rest other songs
    attending = [g for g in guests if g["status"] == "Attending"]
    dj_slots = rng.sample(range(len(attending)), 6 + len(DJ_OTHER))
    for g in guests:
        g["dj"] = ""
    for j, slot in enumerate(dj_slots):
        attending[slot]["dj"] = B if j < 6 else DJ_OTHER[j - 6]

    header = ["Guest Group", "Affiliation", "Title", "First Name", "Last Name", "Suffix",
              "Address Line 1", "Address Line 2", "City", "State/Region", "Zip/Postal Code", "Country",
              "Phone", "Email", "Tags", "Invited To: Welcome Drinks", "RSVP: Welcome Drinks",
              "Invited To: Ceremony & Reception", "RSVP: Ceremony & Reception", "Meal Selection",
              "Dietary Restrictions", "Help us pick our first dance song!", "Any song requests for the DJ?"]
    rows = [header]
    addr_cache = {}
    for g in guests:
        grng = random.Random(g["group"] * 7919)
        if g["group"] not in addr_cache:
            c = g["city"]
            addr_cache[g["group"]] = (f"{grng.randint(100, 9899)} {grng.choice(streets)}",
                                      grng.choice(["", "", "", f"Apt {grng.randint(1, 40)}{grng.choice('ABC')}"]),
                                      c[0], c[1], f"{c[2]}{grng.randint(10, 99)}",
                                      f"({grng.choice(['312', '773', '713', '210', '404', '414'])}) 555-{grng.randint(100, 199):04d}")
        a1, a2, city, state, zipc, phone = addr_cache[g["group"]]
        lead = g["idx"] == 0
        title = "Dr." if lead and g["group"] % 11 == 5 else ""
        email = (f"{g['first'].lower()}.{g['last'].lower()}{g['group']}@example.com" if lead else "")
        tags = random.Random(g["group"] * 3).choice(["", "", "Out of town", "A-list", "Wedding party", ""])
        invited_wd = "Yes" if g["aff"] in ("Maya's Family", "Daniel's Family") or g["group"] % 4 == 0 else "No"
        rsvp_wd = "" if invited_wd == "No" else (g["status"] if g["status"] != "Attending" or g["group"] % 3
                                                  else "Declined")
        meal = ""
        diet = ""
        if g["status"] == "Attending":
            mrng = random.Random(g["group"] * 31 + g["idx"])
            meal = mrng.choices(MEALS, weights=[0.5, 0.3, 0.2])[0]
            if g["size"] >= 4 and g["idx"] >= 2:
                meal = "Kids' Chicken Tenders"
            diet = mrng.choice(["", "", "", "", "", "No pork", "Gluten-free", "Nut allergy", "Vegetarian"])
        rows.append([f"Group {g['group']:03d}", g["aff"], title, g["first"], g["last"], "",
                     a1 if lead else "", a2 if lead else "", city if lead else "", state if lead else "",
                     zipc if lead else "", "United States" if lead else "", phone if lead else "", email,
                     tags, invited_wd, rsvp_wd, "Yes", g["status"], meal, diet, g["song"], g["dj"]])
    out(name, csv_str(rows, eol="\n").encode("utf-8"))

    per_guest = {s: sum(1 for g in guests if g["song"] == s) for s in SONGS}
    merged = dict(per_guest)
    merged[B] += sum(1 for g in guests if g["dj"] == B)
    assert winner_of(per_guest) == A and winner_of(merged) == B
    expect(
        name,
        tool="Zola (US wedding planning site), Guests → guest list → Download (CSV) after the RSVP deadline; "
             "the couple had added a custom multiple-choice question to the reception RSVP asking guests to vote "
             "for the first-dance song",
        shape="One row per guest (households share a Guest Group) with address, contact, tags, per-event "
              "'Invited To' / 'RSVP' columns, meal selection, dietary notes, then the first-dance vote and a "
              "free-text DJ-request column; declined and unanswered guests have empty answers.",
        evidence="Partly checked: Zola offers a CSV download of the guest list (a public script reading "
                 "Zola's export takes first and last name from the 4th and 5th columns and the phone from the "
                 "13th, which this layout follows); Zola's RSVP tracking includes meal choices and answers to "
                 "questions the couple adds (a public connector description). The exact column titles, the "
                 "'Guest Group' / 'Affiliation' values and UTF-8 without BOM with LF are from memory, unverified.",
        question="Which first-dance song got the most guest votes in 'Help us pick our first dance song!' "
                 "(one vote per guest row; blank answers ignored)?",
        candidates=SONGS,
        scores=per_guest,
        winner=A,
        traps=["vote is one of several question columns (meal selection, DJ requests)",
               "the free-text DJ-request column contains 'Perfect – Ed Sheeran' six times; merging it with "
               "the vote column makes Perfect win",
               "declined and no-response guests have empty answers",
               "address and phone only on the first guest of each group"],
    )


# ============================================================================ 2. Doodle (Portuguese family reunion)

def make_doodle():
    name = "Doodle_Encontro_da_Familia_Serrano_2026.xlsx"
    cols = [("julho 2026", "sáb. 18"), ("julho 2026", "dom. 19"), ("julho 2026", "sáb. 25"),
            ("julho 2026", "dom. 26"), ("agosto 2026", "sáb. 1"), ("agosto 2026", "sáb. 8")]
    days = [d for _, d in cols]
    target = {"sáb. 18": (8, 3), "dom. 19": (6, 4), "sáb. 25": (11, 2), "dom. 26": (10, 2),
              "sáb. 1": (8, 4), "sáb. 8": (9, 2)}
    people = ["Manuel Serrano", "Fernanda Serrano", "Joaquim Serrano", "Tia Graça", "Rui Serrano",
              "Inês Carvalho", "Pedro Serrano", "Catarina Serrano Lopes", "Lurdes", "Tiago Lopes",
              "Marta Serrano", "Zé Carlos", "Ana Rita", "Filipa Serrano", "Tio Armando", "Beatriz Nunes",
              "Duarte Serrano"]
    lurdes_row = {"sáb. 18": "(OK)", "dom. 19": "", "sáb. 25": "", "dom. 26": "OK", "sáb. 1": "OK", "sáb. 8": ""}
    others = [p for p in people if p != "Lurdes"]
    for attempt in range(500):
        rng = random.Random(2200 + attempt)
        grid = {p: {d: "" for d in days} for p in people}
        grid["Lurdes"] = dict(lurdes_row)
        for d in days:
            y, m = target[d]
            y -= lurdes_row[d] == "OK"
            m -= lurdes_row[d] == "(OK)"
            pick = rng.sample(others, y + m)
            for p in pick[:y]:
                grid[p][d] = "OK"
            for p in pick[y:]:
                grid[p][d] = "(OK)"
        if all(any(grid[p][d] for d in days) for p in people):
            break

    def score(rows, maybe=0.5):
        return {d: sum((r[d] == "OK") + maybe * (r[d] == "(OK)") for r in rows) for d in days}

    real_rows = [grid[p] for p in people]
    real = score(real_rows)
    assert winner_of(real) == "sáb. 25" == winner_of(score(real_rows, 0)) == winner_of(score(real_rows, 1))
    test_row = {d: "" for d in days}
    test_row["dom. 26"] = "OK"
    all_rows = real_rows + [grid["Lurdes"], test_row]
    assert winner_of(score(all_rows)) == "dom. 26" and winner_of(score(all_rows, 0)) == "dom. 26"

    # display order: as people joined, with the test entry first and Lurdes entered twice
    order = (["Rui (teste)"] + people[:5] + ["Avó Lurdes"] + people[5:8] + people[9:13] + ["Lurdes"]
             + people[13:])
    wb = Workbook()
    ws = wb.active
    ws.title = "Encontro da Família Serrano"
    ws["A1"] = 'Sondagem "Encontro da Família Serrano 2026"'
    ws["A1"].font = Font(bold=True, size=12)
    ws["A2"] = "https://doodle.com/meeting/participate/id/bX3kq7Pd"
    ws["A4"] = ""
    r_month, r_day = 4, 5
    c = 2
    month_start = {}
    for month, day in cols:
        month_start.setdefault(month, c)
        ws.cell(r_month, c, None)
        ws.cell(r_day, c, day).alignment = Alignment(horizontal="center")
        c += 1
    for month, start in month_start.items():
        end = start + sum(1 for m, _ in cols if m == month) - 1
        ws.cell(r_month, start, month).alignment = Alignment(horizontal="center")
        ws.cell(r_month, start).font = Font(bold=True)
        if end > start:
            ws.merge_cells(start_row=r_month, start_column=start, end_row=r_month, end_column=end)
    green = PatternFill("solid", fgColor="C6EFCE")
    yellow = PatternFill("solid", fgColor="FFEB9C")
    r = 6
    for who in order:
        row = test_row if who == "Rui (teste)" else grid["Lurdes" if who in ("Lurdes", "Avó Lurdes") else who]
        ws.cell(r, 1, who)
        for j, d in enumerate(days):
            v = row[d]
            cell = ws.cell(r, 2 + j, v if v else None)
            if v == "OK":
                cell.fill = green
            elif v == "(OK)":
                cell.fill = yellow
            cell.alignment = Alignment(horizontal="center")
        r += 1
    ws.cell(r, 1, "Contagem").font = Font(bold=True)
    shown = score(all_rows, 0)
    for j, d in enumerate(days):
        ws.cell(r, 2 + j, int(shown[d])).font = Font(bold=True)
    ws.column_dimensions["A"].width = 26
    save_xlsx(wb, name)
    expect(
        name,
        tool="Doodle (group scheduling poll, Portuguese interface), poll → ⋯ → 'Exportar para Excel', a "
             "Portuguese family choosing the day of its summer reunion",
        shape="Scheduling poll in a worksheet: poll title and link, a month row (merged across that month's "
              "days) above a day row, one row per participant with OK (yes), (OK) (if need be) or empty, and a "
              "'Contagem' row counting the OKs; the organiser's test entry and a grandmother entered twice "
              "(by her grandson and by herself) are included.",
        evidence="From memory, unverified: Doodle's Excel export with the poll title, a link, month and day header "
                 "rows, OK / (OK) cells and a count row; the Portuguese labels ('Sondagem', 'Contagem', 'sáb.') "
                 "and the sheet name are my approximation. Doodle's help pages (searched) describe yes / if need "
                 "be / no answers but not the export layout.",
        question="Which day has the best availability (OK = 1, (OK) = 0.5), after dropping the organiser's "
                 "test entry and counting the grandmother once?",
        candidates=days,
        scores=real,
        winner="sáb. 25",
        traps=["'Rui (teste)' test row", "the same person twice ('Lurdes' and 'Avó Lurdes', identical answers)",
               "the tool's Contagem row includes both and puts dom. 26 ahead",
               "candidate label split over a merged month row and a day row"],
    )


# ============================================================================ 3. Google Forms (Polish golden wedding)

def make_google_forms():
    name = "Złote gody Babci i Dziadka - wybór restauracji.csv"
    R = ["Restauracja Pod Lipami", "Dwór Zalesie", "Karczma u Bartka", "Villa Różana", "Hotel Nad Stawem"]
    base = {"Restauracja Pod Lipami": 3.6, "Dwór Zalesie": 4.3, "Karczma u Bartka": 3.3,
            "Villa Różana": 4.1, "Hotel Nad Stawem": 2.9}
    label = {1: "1 – słabo", 2: "2", 3: "3", 4: "4", 5: "5 – świetnie"}
    people = [("Anna", "Kowalczyk", "córka"), ("Tomasz", "Kowalczyk", "zięć"), ("Marek", "Nowicki", "syn"),
              ("Ewa", "Nowicka", "synowa"), ("Kasia", "Kowalczyk", "wnuczka"), ("Bartek", "Kowalczyk", "wnuk"),
              ("Ola", "Nowicka", "wnuczka"), ("Piotr", "Nowicki", "wnuk"), ("Zbigniew", "Wróbel", "brat Babci"),
              ("Halina", "Wróbel", "bratowa"), ("Krystyna", "Lis", "siostra Dziadka"), ("Jerzy", "Lis", "szwagier"),
              ("Magda", "Zielińska", "chrześniaczka"), ("Paweł", "Zieliński", "mąż chrześniaczki"),
              ("Agnieszka", "Nowicka-Bąk", "wnuczka"), ("Łukasz", "Bąk", "mąż wnuczki"),
              ("Teresa", "Kaczmarek", "sąsiadka i przyjaciółka"), ("Ryszard", "Kaczmarek", "sąsiad"),
              ("Joanna", "Wróbel", "bratanica"), ("Michał", "Wróbel", "bratanek"),
              ("Danuta", "Sikora", "kuzynka"), ("Grzegorz", "Sikora", "kuzyn")]
    for attempt in range(3000):
        rng = random.Random(3300 + attempt)
        ratings = []
        for p in people:
            row = {}
            for rest in R:
                if rng.random() < 0.07:
                    row[rest] = None
                else:
                    row[rest] = max(1, min(5, round(rng.gauss(base[rest], 0.85))))
            ratings.append(row)

        def means(rows):
            res = {}
            for rest in R:
                vals = [r[rest] for r in rows if r[rest] is not None]
                res[rest] = sum(vals) / len(vals)
            return res

        def sums(rows):
            return {rest: sum(r[rest] or 0 for r in rows) for rest in R}
        real_m, real_s = means(ratings), sums(ratings)
        try:
            if winner_of(real_m) != "Dwór Zalesie" or winner_of(real_s) != "Dwór Zalesie":
                continue
        except AssertionError:
            continue
        # the duplicate: the respondent most in favour of Villa over Dwór submits twice
        dup_i = max(range(len(people)), key=lambda i: (ratings[i]["Villa Różana"] or 0) - (ratings[i]["Dwór Zalesie"] or 0))
        test = {"Restauracja Pod Lipami": 3, "Dwór Zalesie": 1, "Karczma u Bartka": 3, "Villa Różana": 5,
                "Hotel Nad Stawem": 2}
        trap_rows = ratings + [ratings[dup_i], test]
        try:
            if winner_of(means(trap_rows)) == "Dwór Zalesie":
                continue
        except AssertionError:
            continue
        break
    else:
        raise SystemExit("forms: no seed")

    header = ["Sygnatura czasowa", "Adres e-mail", "Imię i nazwisko", "Kim jesteś dla Jubilatów?"] + \
             [f"Oceń proponowane restauracje (1 – słabo, 5 – świetnie) [{rest}]" for rest in R] + \
             ["Czy przyjdziesz z osobą towarzyszącą?", "Uwagi / inne propozycje"]
    notes = ["", "", "", "Dwór ma duży parking, ważne dla Dziadka", "", "W Villi byliśmy na komunii, polecam",
             "", "", "Karczma za głośna", "", "", "Byle blisko Sandomierza", "", "", "", "",
             "Hotel Nad Stawem ma złe opinie", "", "", "", "", ""]
    rows = [header]
    t = datetime.datetime(2026, 4, 2, 18, 5, 0)
    entries = []
    for i, (p, r) in enumerate(zip(people, ratings)):
        t += datetime.timedelta(minutes=rng.randint(20, 600), seconds=rng.randint(0, 59))
        entries.append((t, i, r, notes[i]))
    # organiser's test response at the very start, duplicate a few minutes after the original
    entries.insert(0, (datetime.datetime(2026, 4, 2, 17, 48, 12), -1, test, "test – proszę zignorować"))
    orig = next(e for e in entries if e[1] == dup_i)
    entries.append((orig[0] + datetime.timedelta(minutes=3, seconds=17), dup_i, ratings[dup_i], orig[3]))
    entries.sort(key=lambda e: e[0])

    def ts(d):
        h = d.hour % 12 or 12
        return f"{d.year}/{d.month:02d}/{d.day:02d} {h}:{d.minute:02d}:{d.second:02d} {'PM' if d.hour >= 12 else 'AM'} GMT+2"
    plus = random.Random(77)
    companion = [plus.choice(["Tak", "Nie", "Nie", "Tak"]) for _ in people]
    for when, i, r, note in entries:
        pi = max(i, 0)   # the test response was sent by the organiser, person 0
        fn, ln, rel = people[pi]
        mail = f"{fn.lower()}.{ln.lower()}".translate(str.maketrans("ąćęłńóśźżĄĆĘŁŃÓŚŹŻ", "acelnoszzACELNOSZZ"))
        who = (f"{mail}{'' if pi % 3 else '.' + str(60 + pi)}@{['gmail.com', 'wp.pl', 'o2.pl', 'onet.pl'][pi % 4]}",
               f"{fn} {ln}", rel)
        rows.append([ts(when), who[0], who[1], who[2]] + [label[r[rest]] if r[rest] else "" for rest in R] +
                    [companion[pi], note])
    out(name, csv_str(rows, quote_all=True, eol="\r\n").encode("utf-8"))
    real_m = means(ratings)
    expect(
        name,
        tool="Google Forms (Polish interface), Odpowiedzi → ⋮ → 'Pobierz odpowiedzi (.csv)', a family choosing the "
             "restaurant for the grandparents' golden wedding anniversary",
        shape="Rating grid: one row per response with timestamp, e-mail, name and relation, then one column per "
              "restaurant '<question> [<restaurant>]' holding the chosen grid column label ('1 – słabo' … "
              "'5 – świetnie'), a yes/no question and a comment; some ratings left blank.",
        evidence="From memory, unverified: Google Forms' CSV download names grid columns 'Question [Row]' and puts "
                 "the chosen column label in the cell (a public Apps Script repository on reshaping grid responses "
                 "confirms grid answers land one column per row item, not the exact header form); timestamp form "
                 "'yyyy/mm/dd h:mm:ss PM GMT+2', every field quoted, UTF-8 without BOM and CRLF are my recollection.",
        question="Which restaurant has the highest mean rating (1–5, blanks ignored), counting each person once "
                 "and leaving out the organiser's test response?",
        candidates=R,
        scores=real_m,
        winner="Dwór Zalesie",
        traps=["ratings stored as grid labels with text ('5 – świetnie')",
               "organiser's test response (note 'test – proszę zignorować') rating Villa Różana 5 and Dwór 1",
               "one relative submitted the same answers twice three minutes apart",
               "with the test and the duplicate counted, Villa Różana has the higher mean",
               "blank ratings"],
    )


# ============================================================================ 4. Framaforms (French friends' weekend)

def make_framaforms():
    name = "framaforms_week-end_entre_potes_ascension_2026.csv"
    G = ["Le Moulin de Bonnefond (Corrèze)", "La Grange aux Hirondelles (Morvan)", "Gîte du Pech (Lot)",
         "Les Volets Bleus (Vercors)"]
    MOULIN, GRANGE, PECH, VOLETS = G
    # (prénom, vient, cases cochées, autre, budget, commentaire)
    real = [
        ("Julien", "Oui", [PECH, MOULIN, VOLETS], "", "200", "Je m'occupe des courses si besoin"),
        ("Camille", "Oui", [PECH, GRANGE], "", "150", ""),
        ("Théo", "Oui", [MOULIN, GRANGE], "", "180", "Le Moulin a une piscine !!"),
        ("Sarah", "Oui", [PECH, MOULIN], "", "environ 200 €", ""),
        ("Maxime", "Peut-être", [PECH], "un camping en Ardèche ?", "120", "Je confirme fin avril"),
        ("Léa", "Oui", [PECH, VOLETS, GRANGE], "", "200", ""),
        ("Nicolas", "Oui", [MOULIN, VOLETS], "", "250", "Pas trop loin de Lyon svp"),
        ("Inès", "Oui", [PECH, MOULIN, GRANGE], "", "180", ""),
        ("Hugo", "Non", [], "", "", "Mariage de mon cousin ce week-end là, désolé !"),
        ("Chloé", "Oui", [PECH, VOLETS], "chez mes parents à Quiberon", "150", ""),
        ("Antoine", "Oui", [MOULIN, GRANGE], "", "200", ""),
        ("Manon", "Peut-être", [MOULIN], "", "150 max", "Je ne connais aucun des gîtes"),
        ("Romain", "Oui", [PECH, VOLETS, GRANGE], "", "", "Le Pech a un four à pain !"),
        ("Elsa", "Oui", [MOULIN, PECH], "", "200", ""),
    ]
    counts = {g: sum(g in r[2] for r in real) for g in G}
    assert counts == {MOULIN: 8, GRANGE: 6, PECH: 9, VOLETS: 5}, counts
    test = ("test Julien", "Oui", [MOULIN, VOLETS], "", "", "test, à supprimer")
    theo = real[2]
    trapped = dict(counts)
    for r in (theo, theo, test):
        for g in r[2]:
            trapped[g] += 1
    assert winner_of(counts) == PECH and winner_of(trapped) == MOULIN

    title = "Week-end entre potes – Ascension 2026 : on choisit le gîte !"
    info = ["Numéro", "SID", "Heure", "Brouillon", "Adresse IP", "UID", "Nom d'utilisateur"]
    comp = ["Ton prénom", "Tu viens ?"]
    after = ["Budget max par personne (€)", "Un commentaire ?"]
    h0 = [title] + [""] * (len(info) - 1) + [""] * len(comp) + [""] * (len(G) + 1) + [""] * len(after)
    h1 = ["Détails de la soumission"] + [""] * (len(info) - 1) + [""] * len(comp) + \
         ["Quel(s) gîte(s) te convien(nen)t ?"] + [""] * len(G) + [""] * len(after)
    h2 = info + comp + G + ["Autre..."] + after
    rows = [h0, h1, h2]
    rng = random.Random(4400)
    t = datetime.datetime(2026, 3, 9, 20, 14)
    order = [0, 1, 2, "dup", 3, 4, 5, "dup", 6, 7, 8, 9, 10, 11, 12, 13]
    sid = 48213
    serial = 0
    ips = {}
    seq = [("test", test)]
    for o in order:
        seq.append(("dup", theo) if o == "dup" else ("real", real[o]))
    for kind, r in seq:
        serial += 1
        sid += rng.randint(1, 40)
        if kind == "dup":
            t += datetime.timedelta(minutes=rng.randint(1, 3))
        else:
            t += datetime.timedelta(hours=rng.randint(1, 30), minutes=rng.randint(0, 59))
        key = r[0].replace("test ", "")
        if key not in ips:
            ips[key] = f"{rng.choice([90, 86, 78, 109, 176])}.{rng.randint(1, 254)}.{rng.randint(1, 254)}.{rng.randint(1, 254)}"
        ticks = ["X" if g in r[2] else "" for g in G]
        rows.append([serial, sid, t.strftime("%d/%m/%Y - %H:%M"), 0, ips[key], 0, "Anonyme", r[0], r[1]] +
                    ticks + [r[3], r[4], r[5]])
    text = csv_str(rows, delimiter=";", eol="\r")
    out(name, text.encode("mac_roman"))
    expect(
        name,
        tool="Framaforms (Framasoft's free form service, built on Drupal 7 Webform), Résultats → Téléchargement "
             "(texte délimité, options séparées), then opened and re-saved with Microsoft Excel 2011 for Mac (French) "
             "as CSV; a group of friends choosing a holiday cottage for the Ascension weekend",
        shape="One column per option: three header rows (form title, 'Détails de la soumission' above the "
              "submission columns and the question above its first option, then the column titles), submission "
              "details (number, SID, time, draft flag, IP, UID, user name), name, attendance, one column per cottage "
              "holding X when ticked, an 'Autre...' free-text column, budget and comment.",
        evidence="Checked against Drupal 7 Webform source in a public repository (NaturalHistoryMuseum/scratchpads2, "
                 "webform.report.inc and components/select.inc): three header rows with the node title and "
                 "'Submission Details' in the first column, the component name above the first option of a "
                 "multiple select exported 'separate', 'X' for a ticked option, an extra column for the 'Other' "
                 "option, submission columns Serial / SID / Time / Draft / IP Address / UID / Username. The French "
                 "translations of those labels are my guess, unverified; the Excel 2011 for Mac re-save (Mac Roman, "
                 "';', CR line ends) is from memory, unverified.",
        question="Which cottage was ticked by the most friends (approval count), counting each person once and "
                 "leaving out the organiser's test submission?",
        candidates=G,
        scores=counts,
        winner=PECH,
        traps=["three header rows; the question text sits above the first option only",
               "Théo's identical submission appears three times (same IP; twice a minute apart, again the next day)",
               "organiser's 'test Julien' submission (Julien's IP) with comment 'test, à supprimer'",
               "with the duplicates and the test counted, Le Moulin de Bonnefond wins",
               "'Autre...' free-text column", "Mac Roman with CR line ends"],
    )


# ============================================================================ 5. BetterVoting (co-op house cat)

def make_bettervoting():
    name = "Ballot Data - Name the house cat! (Maple Street Co-op)-w7x2kq.csv"
    C = ["Miso", "Captain Biscuit", "Toaster", "Professor Whiskers", "Beans"]
    M, CB, T, P, B = C
    orders = ([[M, B, T, CB, P]] * 3 + [[M, B, CB, P, T]] * 2 + [[M, T, B, P, CB]] * 2 + [[M, B, P]] +
              [[M, CB, B, T, P]] + [[M]] +
              [[B, T, CB, P, M]] * 2 + [[T, B, CB, P, M]] * 2 + [[CB, B, T, P, M]] * 2 + [[P, B, CB, T, M]] +
              [[B, CB, P, T, M]] + [[P, T, B, CB, M]])
    rng = random.Random(5500)
    ballots = []
    for o in orders:
        ballots.append(({c: o.index(c) + 1 for c in o}, False))
    ballots.append(({M: 1, B: 2, T: 2, CB: 3, P: 4}, True))   # duplicate rank, still a valid first choice
    ballots.append(({}, False))                                  # empty ballot
    rng.shuffle(ballots)
    first = {c: sum(1 for b, _ in ballots if b and min(b, key=b.get) == c) for c in C}
    nonempty = sum(1 for b, _ in ballots if b)
    assert first[M] * 2 > nonempty
    borda = {c: sum((6 - b[c]) for b, _ in ballots if c in b) for c in C}
    ranksum = {c: sum(b.get(c, 0) for b, _ in ballots) for c in C}
    assert winner_of(first) == M and winner_of(borda) != M and winner_of(ranksum) != M
    alphabet = "abcdefghijkmnpqrstuvwxyz23456789"
    rows = [["ballot_id", "precinct"] + C + ["overvote_rank", "has_duplicate_rank"]]
    for b, dup in ballots:
        bid = "".join(rng.choice(alphabet) for _ in range(10))
        rows.append([bid, ""] + [b.get(c, "") for c in C] + ["", "TRUE" if dup else "FALSE"])
    text = "\n".join(",".join(str(v) for v in r) for r in rows)
    out(name, ("\ufeff" + text).encode("utf-8"))
    expect(
        name,
        tool="BetterVoting (bettervoting.com, the Equal Vote Coalition's open-source voting site), election admin → "
             "Results → Download → 'Download CSV' of the anonymised ballots; a student housing co-op naming its "
             "new cat with a ranked-choice (IRV) poll",
        shape="Ranked ballots: one row per ballot with ballot_id and an empty precinct, one column per candidate "
              "holding the rank given (1 = first choice, empty = not ranked), then overvote_rank and "
              "has_duplicate_rank flags; one ballot is empty and one has a duplicate rank.",
        evidence="Checked in the public source (Equal-Vote/bettervoting, packages/frontend/.../Results/"
                 "BallotDataExport.tsx): header ballot_id, precinct, candidate names (single race), then "
                 "overvote_rank and has_duplicate_rank for IRV/STV races with TRUE/FALSE, written by react-csv with "
                 "an empty enclosing character (no quotes) and the file name 'Ballot Data - <title>-<election id>.csv'. "
                 "The UTF-8 BOM (react-csv's default) and LF line ends are from memory; ballot-id format and "
                 "election id are invented, unverified.",
        question="Ranked-choice (IRV) winner: Miso has a majority of first choices among non-empty ballots, so "
                 "it wins in the first round.",
        candidates=C,
        scores=first,
        winner=M,
        traps=["numbers are ranks: 1 is best (summing the cells as scores picks another cat)",
               "Borda-style points would favour Beans (everyone's second choice)",
               "an empty ballot and a ballot flagged has_duplicate_rank",
               "no quoting; BOM"],
    )


# ============================================================================ 6. Naver Cafe (Korean apartment complex)

def make_naver_cafe():
    name = "네이버카페_래미안센트럴_단지고양이_이름투표_결과.txt"
    votes = {"호떡": 34, "치즈": 29, "모카": 14, "나비": 8, "까미": 5}
    total = sum(votes.values())
    lines = [
        "래미안센트럴 입주민 모임",
        "자유게시판",
        "[투표] 우리 단지 길냥이 이름 지어주세요! (최종 투표)",
        "햇살맘 매니저",
        "2026.05.12. 21:14 조회 1,204",
        "",
        "안녕하세요 입주민 여러분~",
        "102동 화단에서 밥 먹는 노란 고양이 이름 최종 투표입니다.",
        "지난주 1차 후보 추천 댓글에서는 '치즈'가 41개로 제일 많았고, 상위 5개를 후보로 올렸어요.",
        "투표는 5월 19일 자정에 마감되고, 가장 많이 받은 이름으로 관리사무소 게시판에 붙일게요.",
        "중성화(TNR) 후원금 현황: 현재 385,000원 모였습니다. 감사합니다!",
        "",
        "투표",
        "우리 단지 고양이 이름은?",
        "단일 선택 · 마감됨",
        "2026.05.12. ~ 2026.05.19. 23:59",
        "",
    ]
    for opt, n in votes.items():
        lines += [opt, f"{n}명 ({n / total * 100:.1f}%)".replace(".0%", "%"), ""]
    lines += [
        f"총 {total}명 참여",
        "",
        "좋아요 56  댓글 23",
        "",
        "댓글",
        "호박꽃 2026.05.12. 21:30",
        "호떡이 찰떡이에요 ㅋㅋ 색깔도 딱 호떡색",
        "답글쓰기",
        "101동봄이네 2026.05.12. 22:02",
        "구름이가 후보에 없어서 아쉬워요ㅠㅠ 1차 때 구름이 38개였는데..",
        "답글쓰기",
        "햇살맘 매니저 2026.05.12. 22:10",
        "구름이는 옆 단지 고양이 이름이랑 같아서 뺐어요~ 양해 부탁드려요",
        "답글쓰기",
        "치즈냥집사 2026.05.13. 08:41",
        "치즈 치즈 치즈!! 다들 치즈 찍어주세요 🧀",
        "답글쓰기",
        "103동 1502 2026.05.14. 19:26",
        "어제 사료 5kg 두 포대 경비실에 맡겨뒀어요",
        "답글쓰기",
        "모카라떼 2026.05.19. 23:40",
        "마감 직전인데 호떡이 이기겠네요 ㅎㅎ",
        "답글쓰기",
    ]
    text = "\r\n".join(lines) + "\r\n"
    out(name, text.encode("cp949", errors="replace"))
    expect(
        name,
        tool="Naver Cafe (네이버 카페, Korean online community), an apartment complex residents' cafe: the closed "
             "vote post selected in the PC browser and pasted into Windows Notepad, saved as ANSI (Korean Windows)",
        shape="Ready-made vote counts in a browser paste: cafe and board name, post title, author and date with "
              "view count, the post text (mentioning the earlier suggestion round and a donation total), the vote "
              "block with each option followed by 'N명 (p%)', the participant total, then the comments.",
        evidence="From memory, unverified: the layout of a Naver Cafe vote (options with participant counts and "
                 "percentages, '단일 선택', deadline, '총 N명 참여') and of the comment list ('답글쓰기'); no search "
                 "done. Notepad 'ANSI' on Korean Windows is code page 949 (the emoji in one comment becomes '?'); "
                 "CRLF.",
        question="Which name got the most votes in the final vote?",
        candidates=list(votes),
        scores=votes,
        winner="호떡",
        traps=["the post text says '치즈' led the earlier suggestion round with 41 (more than any final count)",
               "a comment says '구름이' had 38 in round one", "view count 1,204 and a donation sum 385,000원",
               "percentages next to counts", "cp949 text with an emoji replaced by '?'"],
    )


# ============================================================================ 7. GittiGidiyor (Turkish bid list)

def make_gittigidiyor():
    name = "GittiGidiyor_teklif_gecmisi_Zenit-E_fotograf_makinesi.txt"
    # chronological bids: (bidder, amount, withdrawn)
    bids = [("h***3 (0)", 500, False), ("k***a (5)", 600, False), ("b***k (3)", 650, False),
            ("s***4 (37)", 700, False), ("d***n (212)", 750, False), ("m***t (89)", 800, False),
            ("k***a (5)", 850, False), ("b***k (3)", 950, False), ("s***4 (37)", 1000, False),
            ("k***a (5)", 1050, False), ("d***n (212)", 1100, False), ("m***t (89)", 1200, False),
            ("s***4 (37)", 1300, False), ("m***t (89)", 1450, False), ("d***n (212)", 1550, False),
            ("h***3 (0)", 1600, True), ("t***y (18)", 1650, False), ("e***l (451)", 1700, False),
            ("t***y (18)", 1750, False), ("e***l (451)", 1900, False)]
    rng = random.Random(7700)
    t = datetime.datetime(2021, 3, 14, 19, 2, 11)
    stamped = []
    for who, amt, wd in bids:
        t += datetime.timedelta(minutes=rng.randint(25, 900), seconds=rng.randint(0, 59))
        stamped.append((who, amt, wd, t))
    assert stamped[-1][3] < datetime.datetime(2021, 3, 21, 21, 0)

    def best(include_withdrawn):
        hi = {}
        for who, amt, wd, _ in stamped:
            if wd and not include_withdrawn:
                continue
            hi[who] = max(hi.get(who, 0), amt)
        return hi

    def revenue(hi):
        return {f"{p:.2f}": p * sum(1 for v in hi.values() if v >= p) for p in sorted(set(hi.values()))}
    true_rev = revenue(best(False))
    trap_rev = revenue(best(True))
    assert winner_of(true_rev) == "950.00" and winner_of(trap_rev) == "1300.00"

    def tl(a):
        s = f"{a:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
        return s + " TL"
    lines = ["Zenit-E Fotoğraf Makinesi (Helios-44-2 58mm objektifli) - dedemden kalma, çalışır durumda",
             "Ürün No: 649271833",
             "Satıcı: aydin_ailesi (23)",
             "Açılış Fiyatı: 500,00 TL",
             "Bitiş Tarihi: 21.03.2021 21:00",
             f"Teklif Sayısı: {len(bids)}",
             "",
             "Teklif Geçmişi",
             "Teklif Veren\tTeklif Tutarı\tTeklif Tarihi\t"]
    for who, amt, wd, when in reversed(stamped):
        lines.append(f"{who}\t{tl(amt)}\t{when.strftime('%d.%m.%Y %H:%M:%S')}\t{'Teklif iptal edildi' if wd else ''}")
    lines += ["",
              "* Teklifler en yeniden en eskiye doğru sıralanmıştır.",
              "* İptal edilen teklif, alıcının talebiyle satıcı tarafından iptal edilmiştir; geçerli en yüksek "
              "teklif hesaplanırken dikkate alınmaz.",
              "Kargo: Alıcı öder (Yurtiçi Kargo, yaklaşık 35,00 TL)"]
    out(name, ("\r\n".join(lines) + "\r\n").encode("cp1254"))
    hi = best(False)
    expect(
        name,
        tool="GittiGidiyor (Turkish online marketplace, eBay group, closed in 2022), ended auction → "
             "'Teklif Geçmişi' selected in the browser and pasted into Windows Notepad, saved as ANSI (Turkish "
             "Windows); a family selling their late grandfather's camera",
        shape="Bid list: item title and facts (item number, seller, opening price, end time, number of bids), "
              "then 'Teklif Veren / Teklif Tutarı / Teklif Tarihi' rows newest first with masked bidders (feedback "
              "score in brackets), amounts '1.550,00 TL' and a fourth column marking one cancelled bid; footnotes.",
        evidence="From memory, unverified: GittiGidiyor showed a bid history with masked bidder names, amounts in TL "
                 "with Turkish number format (thousands point, decimal comma) and dd.mm.yyyy times; the labels, "
                 "fact lines and footnotes are my approximation (no search done). Notepad 'ANSI' on Turkish "
                 "Windows is code page 1254; TAB between cells as the browser copies a table; CRLF.",
        question="Posted price maximising revenue b × (number of bidders whose highest valid bid ≥ b), using each "
                 "bidder's highest bid and ignoring the cancelled bid.",
        candidates=[f"{v:.2f}" for v in sorted(set(hi.values()))],
        scores=true_rev,
        winner="950.00",
        aliases=["950,00 TL", "950,00"],
        traps=["cancelled bid 'Teklif iptal edildi' (1.600,00 TL) — counting it moves the best price to 1300.00",
               "several bids per bidder; only each bidder's highest counts",
               "Turkish amounts with thousands point and decimal comma",
               "opening price and shipping cost in the fact lines"],
    )


# ============================================================================ 8. Synology Office (German family gift)

def make_synology():
    name = "Geschenk_Oma_Hilde_80_Synology_Office.xlsx"
    ideas = [("Wellness-Wochenende im Allgäu", 1249.00, "Hotel Sonnenalp (2 Nächte, DZ)", "Sabine"),
             ("Tablet mit Videotelefonie", "429,00 €", "MediaMarkt, 10 Zoll, mit Hülle", "Jonas"),
             ("Fotobuch „80 Jahre Hilde“", 89.90, "CEWE, 60 Seiten, Hardcover", "Petra"),
             ("Rosenstöcke für den Garten", 240.00, "Rosen Tantau, 6 Stück + Pflanzen", "Onkel Bernd"),
             ("Konzertkarten André Rieu", "378,00 €", "2 Karten Dortmund, Kat. 2", "Tante Gisela")]
    labels = [i[0] for i in ideas]
    WELL, TAB, FOTO, ROSE, KONZ = labels
    ballots = [("Sabine Brandt", "Brandt (Kassel)", WELL, "04.08.2026", ""),
               ("Markus Brandt", "Brandt (Kassel)", TAB, "04.08.2026", ""),
               ("Petra Hoffmann", "Hoffmann (Fulda)", FOTO, "05.08.2026", "alte Dias scanne ich ein"),
               ("Jürgen Hoffmann", "Hoffmann (Fulda)", FOTO, "05.08.2026", ""),
               ("Jonas Brandt", "Brandt (Kassel)", TAB, "05.08.2026", "kann es einrichten"),
               ("Lena Hoffmann", "Hoffmann (Fulda)", FOTO, "06.08.2026", ""),
               ("Bernd Wagner", "Wagner (Eschwege)", ROSE, "06.08.2026", "vorher Tablet, jetzt Rosen"),
               ("Ursula Wagner", "Wagner (Eschwege)", ROSE, "06.08.2026", ""),
               ("Gisela Kraus", "Kraus (Göttingen)", KONZ, "07.08.2026", ""),
               ("Heinz Kraus", "Kraus (Göttingen)", TAB, "08.08.2026", ""),
               ("Mia Kraus", "Kraus (Göttingen)", FOTO, "08.08.2026", ""),
               ("Tim Wagner", "Wagner (Eschwege)", WELL, "09.08.2026", ""),
               ("Nele Brandt", "Brandt (Kassel)", TAB, "10.08.2026", ""),
               ("Anke Schulz", "Schulz (Hann. Münden)", FOTO, "11.08.2026", ""),
               ("Frank Schulz", "Schulz (Hann. Münden)", None, None, "noch offen (im Urlaub)")]
    counts = {l: sum(1 for b in ballots if b[2] == l) for l in labels}
    assert winner_of(counts) == FOTO and counts == {WELL: 2, TAB: 4, FOTO: 5, ROSE: 2, KONZ: 1}
    costs = {i[0]: (i[1] if isinstance(i[1], float) else float(i[1].replace(" €", "").replace(".", "").replace(",", ".")))
             for i in ideas}
    assert winner_of(costs) == WELL

    wb = Workbook()
    ws = wb.active
    ws.title = "Übersicht"
    ws["A1"] = "Geschenk für Oma Hilde – 80. Geburtstag (12.09.2026)"
    ws["A1"].font = Font(bold=True, size=14)
    ws.merge_cells("A1:D1")
    info = [("Organisation", "Sabine Brandt"), ("Stand", datetime.datetime(2026, 8, 14)),
            ("Beteiligte Haushalte", 5), ("Budget-Rahmen", "ca. 80 € pro Haushalt, Rest teilen wir"),
            ("Abstimmung", "Jede/r ab 14 hat eine Stimme, Blatt „Abstimmung“. Gekauft wird das Geschenk mit "
                           "den meisten Stimmen."),
            ("Kosten", "Schätzungen und Zusagen siehe Blatt „Budget“"),
            ("Übergabe", "Kaffeetafel bei Petra in Fulda, Sa 12.09., 15 Uhr")]
    for k, (a, b) in enumerate(info, start=3):
        ws.cell(k, 1, a).font = Font(bold=True)
        c = ws.cell(k, 2, b)
        if isinstance(b, datetime.datetime):
            c.number_format = "DD.MM.YYYY"
    ws.column_dimensions["A"].width = 22
    ws.column_dimensions["B"].width = 70

    wb2 = wb.create_sheet("Budget")
    wb2.append(["Geschenkidee", "geschätzte Kosten", "Anbieter / Details", "vorgeschlagen von"])
    for c in wb2[1]:
        c.font = Font(bold=True)
    for idea, cost, detail, who in ideas:
        wb2.append([idea, cost, detail, who])
        if isinstance(cost, float):
            wb2.cell(wb2.max_row, 2).number_format = '#,##0.00 "€"'
    wb2.append([])
    wb2.append(["Zusagen je Haushalt", "Betrag", "bezahlt?", ""])
    for c in wb2[wb2.max_row]:
        c.font = Font(bold=True)
    pledges = [("Brandt (Kassel)", 100.0, "ja"), ("Hoffmann (Fulda)", 100.0, "ja"), ("Wagner (Eschwege)", 80.0, "nein"),
               ("Kraus (Göttingen)", "80,00 €", "ja"), ("Schulz (Hann. Münden)", 60.0, "nein")]
    for h, amt, paid in pledges:
        wb2.append([h, amt, paid])
        if isinstance(amt, float):
            wb2.cell(wb2.max_row, 2).number_format = '#,##0.00 "€"'
    wb2.append(["Summe", 420.0, ""])
    wb2.cell(wb2.max_row, 1).font = Font(bold=True)
    wb2.cell(wb2.max_row, 2).number_format = '#,##0.00 "€"'
    wb2.column_dimensions["A"].width = 34
    wb2.column_dimensions["B"].width = 18
    wb2.column_dimensions["C"].width = 34
    wb2.column_dimensions["D"].width = 18

    ws3 = wb.create_sheet("Abstimmung")
    ws3.append(["Name", "Haushalt", "Stimme", "abgegeben am", "Bemerkung"])
    for c in ws3[1]:
        c.font = Font(bold=True)
    for n, h, v, d, note in ballots:
        dd = datetime.datetime.strptime(d, "%d.%m.%Y") if d else None
        ws3.append([n, h, v, dd, note])
        if dd:
            ws3.cell(ws3.max_row, 4).number_format = "DD.MM.YYYY"
    for col, w in zip("ABCDE", (18, 22, 32, 14, 30)):
        ws3.column_dimensions[col].width = w
    save_xlsx(wb, name)
    expect(
        name,
        tool="Synology Office (Spreadsheet on a family's Synology NAS, German interface), Datei → Herunterladen "
             "als → Microsoft Excel (.xlsx); a family choosing the joint present for the grandmother's 80th birthday",
        shape="Workbook whose first sheet 'Übersicht' is a read-me (organiser, date, rules: one vote each, most "
              "votes wins), then 'Budget' (gift ideas with estimated costs — some typed as text — and pledges per "
              "household with a 'Summe' row) and 'Abstimmung' (one row per family member: name, household, vote, "
              "date, remark; one vote still open).",
        evidence="From memory, unverified: Synology Office spreadsheets can be downloaded as .xlsx; sheet names, "
                 "layout and the mix of number and text amounts are a hand-made family workbook (no search done).",
        question="Which gift got the most votes on the 'Abstimmung' sheet (the rule stated on 'Übersicht')?",
        candidates=labels,
        scores=counts,
        winner=FOTO,
        traps=["first sheet is a read-me", "'Budget' sheet lists the same ideas with costs (the dearest is the "
               "Wellness weekend)", "amounts partly typed as text ('429,00 €')", "'Summe' row of pledges",
               "one member has not voted yet"],
    )


# ============================================================================ 9. RSVPify (family reunion) — ask

def make_rsvpify():
    name = "RSVPify_export_Reunion_Familia_Hernandez_2026.csv"
    Q = "¿Dónde hacemos la carne asada del sábado?"
    RANCHO = "Rancho de la familia en Floresville"
    PARQUE = "Parque Brackenridge (pabellón 3)"
    CASA = "Casa de Tío Beto (Converse)"
    SALON = "Salón parroquial San José"
    OPTS = [RANCHO, PARQUE, CASA, SALON]
    plan = ([(RANCHO, s) for s in (2, 1, 3, 2, 2, 1, 2, 3, 2, 1, 2)] +
            [(PARQUE, s) for s in (6, 5, 7, 4, 6, 8, 5, 4, 6)] +
            [(CASA, s) for s in (3, 4, 2, 3, 5, 2)] +
            [(SALON, s) for s in (2, 3, 1)])
    rng = random.Random(9900)
    rng.shuffle(plan)
    declined = 4
    firsts = ["Rosa", "Miguel", "Guadalupe", "Ernesto", "Alma", "Ramiro", "Yolanda", "Arturo", "Leticia",
              "Jesús", "Marisol", "Roberto", "Beatriz", "Héctor", "Graciela", "Tomás", "Esperanza", "Raúl",
              "Norma", "Fidel", "Adriana", "Joaquín", "Verónica", "Samuel", "Irma", "Gilberto", "Araceli",
              "Daniel", "Cristina", "Alejandro", "Lupita", "Mario", "Elena"]
    lasts = ["Hernández", "Hernández", "Hernández Garza", "Treviño", "Hernández", "Salinas", "Garza",
             "Hernández", "Cantú", "Villarreal", "Hernández", "De la Rosa", "Hernández", "Gonzales"]
    kids = ["Sofi", "Mateo", "Valeria", "Diego", "Camila", "Emiliano", "Ximena", "Santiago", "Renata", "Leo"]
    dishes = ["frijoles charros", "arroz", "tortillas de harina", "pico de gallo", "", "pan dulce",
              "aguas frescas", "", "elotes", "guacamole", "tres leches", "", "hielo y sodas"]
    msgs = ["", "¡Nos vemos allá!", "", "Llevamos la bocina", "Qué emoción ver a todos", "",
            "Mi mamá pregunta si habrá mariachi", "", "", "Llegamos el viernes en la noche", ""]
    header = ["Party ID", "First Name", "Last Name", "Email", "Phone", "RSVP", "Party Size", "Guest Names",
              "Submitted", Q, "¿Alguna alergia o restricción alimentaria?", "¿Qué platillo traerás?",
              "Mensaje para la familia"]
    rows = [header]
    t = datetime.datetime(2026, 5, 3, 10, 0)
    entries = [("Attending", choice, size) for choice, size in plan] + [("Not Attending", "", 0)] * declined
    rng.shuffle(entries)
    for i, (rsvp, choice, size) in enumerate(entries):
        t += datetime.timedelta(hours=rng.randint(2, 40), minutes=rng.randint(0, 59))
        fn = firsts[i % len(firsts)]
        ln = lasts[i % len(lasts)]
        guests = [f"{fn} {ln}"]
        kid_names = rng.sample(kids, max(0, size - 2))
        partner = rng.choice([f for f in firsts if f != fn])
        for k in range(1, size):
            guests.append(f"{kid_names[k - 2]} {ln.split()[0]}" if k >= 2 else f"{partner} {ln.split()[0]}")
        mail = f"{fn.lower()}.{ln.split()[0].lower()}{i + 3}".translate(str.maketrans("áéíóúñ", "aeioun"))
        h = t.hour % 12 or 12
        rows.append([f"P{1040 + i}", fn, ln, f"{mail}@{['gmail.com', 'yahoo.com', 'outlook.com'][i % 3]}",
                     f"(210) 555-{rng.randint(1000, 1999)}", rsvp, size if rsvp == "Attending" else 0,
                     "; ".join(guests) if rsvp == "Attending" else f"{fn} {ln}",
                     f"{t.month:02d}/{t.day:02d}/{t.year} {h:02d}:{t.minute:02d} {'PM' if t.hour >= 12 else 'AM'}",
                     choice, rng.choice(["", "", "", "sin gluten", "diabético", "alergia a nueces"]) if rsvp == "Attending" else "",
                     rng.choice(dishes) if rsvp == "Attending" else "",
                     rng.choice(msgs) if rsvp == "Attending" else rng.choice(["", "Lo sentimos, no podremos ir este año"])])
    out(name, ("\ufeff" + csv_str(rows, eol="\r\n")).encode("utf-8"))
    per_house = {o: sum(1 for r, c, s in entries if c == o) for o in OPTS}
    per_person = {o: sum(s for r, c, s in entries if c == o) for o in OPTS}
    assert winner_of(per_house) == RANCHO and winner_of(per_person) == PARQUE
    expect(
        name,
        tool="RSVPify (online RSVP and event-registration service), event → Guests / Responses → Export (CSV); a "
             "Mexican-American family's reunion in San Antonio, with a custom question on where to hold "
             "Saturday's cookout",
        shape="One row per household RSVP (party id, lead guest's name, e-mail, phone, Attending / Not Attending, "
              "party size, the names in the party, submission time) followed by the custom questions in Spanish; "
              "the cookout question is answered once per household.",
        evidence="From memory, unverified: RSVPify exports guest responses with custom-question columns and party "
                 "sizes (its help centre, found by search, describes 'Total in Your Party' and guest lists, not the "
                 "export's columns); column titles, US date format, UTF-8 with BOM and CRLF are my guesses.",
        question="Which cookout place wins — counting one vote per household RSVP, or weighting each household by "
                 "the number of people attending?",
        candidates={"one vote per household RSVP": OPTS, "weighted by party size (people attending)": OPTS},
        scores={"one vote per household RSVP": per_house,
                "weighted by party size (people attending)": per_person},
        acceptable={"one vote per household RSVP": RANCHO,
                    "weighted by party size (people attending)": PARQUE},
        ask_because="Each row is a household with a party size, and the file does not say whether the cookout "
                    "question is one vote per household or one per person; the two readings give different places.",
        traps=["party size column (1–8) next to a once-per-household answer",
               "Not Attending rows with empty answers", "several custom questions"],
    )


# ============================================================================ 10. Thunderbird (Italian cousins' reunion) — ask

def make_thunderbird():
    name = "Rimpatriata cugini Bellandi 2026 - risultati del sondaggio.txt"
    dove = {"Agriturismo Il Poggio (Montespertoli)": 14, "Villa dei nonni a Lari": 11,
            "Ristorante Da Beppe (Vinci)": 6, "Pic-nic al Lago di Chiusi": 3}
    quando = {"sabato 12 settembre": 16, "domenica 13 settembre": 10, "sabato 19 settembre": 8}

    def table(title, data):
        tot = sum(data.values())
        w = 42
        ls = [f"  {title:<{w}}  Voti       %", f"  {'-' * w}  ----  ------"]
        for k, v in data.items():
            pct = f"{v / tot * 100:.1f}%".replace(".", ",")
            ls.append(f"  {k:<{w}}  {v:>4}  {pct:>6}")
        ls.append(f"  {'-' * w}  ----  ------")
        ls.append(f"  {'Totale':<{w}}  {tot:>4}  {'100,0%':>6}")
        return ls
    lines = ["Oggetto: Rimpatriata cugini Bellandi 2026 - risultati del sondaggio",
             "Mittente: Marco Bellandi <marco.bellandi@tiscali.it>",
             "Data: 22/06/2026, 21:47",
             "A: cugini-bellandi@googlegroups.com",
             "",
             "Ciao a tutti!",
             "",
             "ho chiuso il modulo ieri sera: hanno risposto in 34 (su 41 invitati,",
             "contando anche i figli grandi). Vi giro i risultati delle due domande,",
             "cosi' domenica al telefono fissiamo tutto.",
             "",
             "1) DOVE ci troviamo",
             ""] + table("Proposta", dove) + [
             "",
             "2) QUANDO",
             ""] + table("Data", quando) + [
             "",
             "Quota indicativa: 35 € a testa (bambini sotto i 12 anni gratis), da",
             "dare a Chiara entro fine agosto. Se si va alla villa dei nonni c'e' da",
             "aggiungere la pulizia (circa 150 € in tutto) e le sedie a noleggio.",
             "",
             "Zia Franca chiede se qualcuno passa a prenderla a Pontedera.",
             "",
             "Un abbraccio,",
             "Marco",
             "",
             "-- ",
             "Marco Bellandi",
             "via della Repubblica 12, Empoli"]
    out(name, ("\r\n".join(lines) + "\r\n").encode("iso8859_15"))
    assert winner_of(dove) and winner_of(quando)
    expect(
        name,
        tool="Mozilla Thunderbird (Italian interface), an e-mail from a cousin with the results of the family "
             "reunion poll, File → Salva come → File di testo",
        shape="An e-mail saved as plain text: header lines (Oggetto, Mittente, Data, A), a short message, then two "
              "fixed-width result tables of equal standing — '1) DOVE' (place) and '2) QUANDO' (date) — each with "
              "votes, percent and a 'Totale' row, and a paragraph on the cost per person.",
        evidence="From memory, unverified: Thunderbird can save a message as a text file with the main header lines "
                 "first (Italian labels Oggetto / Mittente / Data / A); that it keeps the message's charset "
                 "(ISO-8859-15 here, with the euro sign at 0xA4) is my assumption; the tables are hand-typed in the "
                 "e-mail. No search done.",
        question="The e-mail reports two separate votes (place and date) with different winners.",
        candidates={"dove (place)": list(dove), "quando (date)": list(quando)},
        scores={"dove (place)": dove, "quando (date)": quando},
        acceptable={"dove (place)": "Agriturismo Il Poggio (Montespertoli)",
                    "quando (date)": "sabato 12 settembre"},
        ask_because="Two questions of equal standing (where and when) are reported side by side, each with its own "
                    "winner; the file does not say which one is meant.",
        traps=["two sections with separate winners", "'Totale' rows", "percent with decimal comma",
               "amounts in euro in the text", "ISO-8859-15 euro sign"],
    )


# ============================================================================ 11. Telegram Desktop (Russian family chat)

def make_telegram():
    name = "Телеграм_семейный_чат_Соколовы_куда_летом.txt"
    OPTS = ["Карелия", "Калининград", "Алтай", "Анапа"]
    msgs = [
        ("Мама", "03.03.2026 19:05", "Дорогие! Пора решать, куда летом едем все вместе (июль, дней на 10). "
         "Голосуем, пишите номер:\n1 — Карелия (домики на озере)\n2 — Калининград (море + Куршская коса)\n"
         "3 — Алтай (турбаза у Катуни)\n4 — Анапа\nСчитаю до воскресенья 🙏", None),
        ("Папа", "03.03.2026 19:07", "3", "Алтай"),
        ("Бабушка Валя", "03.03.2026 19:20", "Мне всё равно, лишь бы не лететь дольше 4 часов. Ну пусть 2",
         "Калининград"),
        ("Дима", "03.03.2026 19:31", "3!!! Алтай топ 🔥🔥", "Алтай"),
        ("Катя", "03.03.2026 19:33", "2", "Калининград"),
        ("Мама", "03.03.2026 19:40", "Я тоже за 2, если что", "Калининград"),
        ("Дядя Серёжа", "03.03.2026 20:02", "Я за Калининград", "Калининград"),
        ("Лёша", "03.03.2026 20:15", "4, море же 🏖", "Анапа"),
        ("Тётя Оля", "03.03.2026 20:48", "1. В Карелии в июле самое то, и комаров меньше, чем говорят", "Карелия"),
        ("Настя", "04.03.2026 08:12", "2, я там не была", "Калининград"),
        ("Игорь", "04.03.2026 09:30", "Алтай", "Алтай"),
        ("Дядя Серёжа", "04.03.2026 12:05", "Хотя нет, Оля права. Меняю на Карелию", "Карелия"),
        ("Катя", "04.03.2026 18:44", "Передумала, давайте Алтай, посмотрела фотки турбазы 😍", "Алтай"),
        ("Папа", "04.03.2026 18:50", "Билеты до Барнаула смотрел: прямой рейс 4 ч 10 мин, на 10 человек "
         "туда-обратно выйдет около 190 000", None),
        ("Бабушка Валя", "04.03.2026 19:02", "Ну 4 часа я выдержу, но голос не меняю 😄", None),
        ("Лёша", "05.03.2026 10:17", "Кто забирает кота на время поездки? Я в 2 часа позвоню тёте Оле", None),
        ("Мама", "05.03.2026 21:15", "Спасибо всем! Завтра подведу итоги 💐", None),
    ]
    last = {}
    every = {o: 0 for o in OPTS}
    for who, _, _, vote in msgs:
        if vote:
            last[who] = vote
            every[vote] += 1
    final = {o: sum(1 for v in last.values() if v == o) for o in OPTS}
    assert winner_of(final) == "Алтай" and winner_of(every) == "Калининград"
    parts = []
    for who, when, text, _ in msgs:
        parts.append(f"{who}, [{when}]\n{text}\n")
    text = "\n".join(parts).replace("\n", "\r\n")
    out(name, text.encode("cp1251", errors="replace"))
    expect(
        name,
        tool="Telegram Desktop (Windows, Russian interface), family group chat: messages selected and copied "
             "(Ctrl+C), pasted into Notepad and saved as ANSI (Russian Windows)",
        shape="Chat transcript where the vote happens in messages: each message is 'Name, [dd.mm.yyyy hh:mm]' then "
              "the text; the mother lists four numbered destinations and relatives answer with a number or a name, "
              "two of them change their minds later; other messages contain unrelated numbers.",
        evidence="Partly checked: Telegram Desktop's copy of selected messages as 'Name, [date time]' followed by the "
                 "text and a blank line is shown in Telegram Desktop issues (telegramdesktop/tdesktop #29226) and "
                 "a third-party issue quoting the Windows format; the Russian date form dd.mm.yyyy, Notepad 'ANSI' = "
                 "code page 1251 turning emoji into '?', and CRLF are from memory, unverified.",
        question="Which destination has the most votes, counting each relative's last stated choice once?",
        candidates=OPTS,
        scores=final,
        winner="Алтай",
        aliases=["3 — Алтай (турбаза у Катуни)"],
        traps=["votes given as numbers or names in free chat",
               "two relatives change their vote later (counting every message makes Калининград win)",
               "unrelated numbers (4 hours, 10 people, 190 000, 2 o'clock)",
               "emoji replaced by '?' in the ANSI save"],
    )


# ============================================================================ 12. Shimo (Chinese baby names) — ask

def make_shimo():
    name = "宝宝取名投票_石墨表格导出.xlsx"
    voters = ["爸爸", "妈妈", "爷爷", "奶奶", "外公", "外婆", "小姨", "舅舅"]
    boys = [("沐辰", "如沐春风，星辰大海", 6), ("子墨", "书香门第，文采出众", 5), ("景行", "高山仰止，景行行止", 4),
            ("嘉树", "嘉木成荫，茁壮成长", 3), ("一诺", "一诺千金，诚实守信", 2)]
    girls = [("若溪", "上善若水，清澈灵动", 7), ("安然", "平安喜乐，泰然自若", 5), ("知夏", "知书达理，明媚如夏", 4),
             ("语桐", "温言软语，栖梧之桐", 3), ("清欢", "人间有味是清欢", 2)]
    rng = random.Random(1212)
    wb = Workbook()
    ws = wb.active
    ws.title = "说明"
    notes = ["宝宝取名投票（石墨表格，家里人一起填）",
             "",
             "预产期：2026年12月中旬，还不知道是男孩还是女孩。",
             "所以男孩名、女孩名各选一个，两张表分开投。",
             "每人每张表可以勾选多个喜欢的名字（打 ✓）。",
             "每张表票数最多的名字当选；如果平票，由爸爸妈妈决定。",
             "",
             "姓：陈",
             "截止：2026年11月20日"]
    for k, t in enumerate(notes, start=1):
        ws.cell(k, 1, t)
    ws["A1"].font = Font(bold=True, size=14)
    ws.column_dimensions["A"].width = 60
    results = {}
    for title, data in (("男孩名", boys), ("女孩名", girls)):
        sh = wb.create_sheet(title)
        sh.cell(1, 1, f"{title}投票（可多选）").font = Font(bold=True, size=12)
        head = ["候选名字", "寓意"] + voters + ["票数"]
        for j, h in enumerate(head, start=1):
            sh.cell(2, j, h).font = Font(bold=True)
        counts = {}
        for i, (nm, meaning, k) in enumerate(data, start=3):
            chosen = set(rng.sample(voters, k))
            sh.cell(i, 1, nm)
            sh.cell(i, 2, meaning)
            for j, v in enumerate(voters, start=3):
                if v in chosen:
                    sh.cell(i, j, "✓").alignment = Alignment(horizontal="center")
            sh.cell(i, len(head), k)
            counts[nm] = k
        sh.column_dimensions["B"].width = 24
        results[title] = counts
    save_xlsx(wb, name)
    acc = {t: winner_of(c) for t, c in results.items()}
    assert acc == {"男孩名": "沐辰", "女孩名": "若溪"}
    expect(
        name,
        tool="Shimo Docs (石墨文档, Chinese online office suite), 表格 → 导出 → Excel (.xlsx); a couple's shared "
             "sheet where relatives vote on names for the baby",
        shape="Workbook: a read-me sheet '说明' (due date, sex unknown, one boy's and one girl's name to be chosen, "
              "most ticks wins on each sheet), then '男孩名' and '女孩名', each with a title row, candidate names with "
              "meanings, one column per relative holding ✓ when they like the name, and a '票数' column.",
        evidence="From memory, unverified: Shimo spreadsheets can be exported as .xlsx; the layout is a hand-made "
                 "family sheet (no search done).",
        question="Two separate votes (boy's name and girl's name) on two sheets, each with its own winner.",
        candidates={k: [n for n, _, _ in d] for k, d in (("男孩名", boys), ("女孩名", girls))},
        scores=results,
        acceptable=acc,
        ask_because="The workbook holds two equal votes on two sheets (a name if it is a boy, a name if it is a "
                    "girl); the read-me says both are chosen, so there is no single winner without knowing which "
                    "one is asked.",
        traps=["two sheets with separate winners", "read-me sheet first", "✓ marks, one column per voter",
               "a '票数' total column"],
    )


# ============================================================================ 13. Bubble (Swedish Eurovision party) — long format

def make_bubble():
    name = "export_All-Votes-modified_schlagerkvall-2026.txt"
    countries = ["Sverige", "Finland", "Norge", "Italien", "Ukraina", "Frankrike", "Spanien", "Schweiz",
                 "Österrike", "Estland", "Polen", "Portugal", "Island", "Irland", "Nederländerna", "Kroatien"]
    voters = ["Elin", "Johan", "Sara", "Oskar", "Linnea", "Erik", "Maja", "Viktor", "Hanna", "Gustav",
              "Ida", "Axel", "Frida"]
    POINTS = [12, 10, 8, 7, 6, 5, 4, 3, 2, 1]
    base = {"Sverige": 3.0, "Finland": 3.2, "Norge": 1.6, "Italien": 3.3, "Ukraina": 2.6, "Frankrike": 2.1,
            "Spanien": 1.4, "Schweiz": 2.0, "Österrike": 1.5, "Estland": 1.9, "Polen": 1.2, "Portugal": 1.7,
            "Island": 1.8, "Irland": 1.0, "Nederländerna": 2.2, "Kroatien": 1.3}
    for attempt in range(5000):
        rng = random.Random(13000 + attempt)
        ballots = {}
        for v in voters:
            noisy = sorted(countries, key=lambda c: -(base[c] + rng.gauss(0, 1.1)))
            ballots[v] = dict(zip(noisy[:10], POINTS))
        total = {c: sum(b.get(c, 0) for b in ballots.values()) for c in countries}
        twelves = {c: sum(1 for b in ballots.values() if b.get(c) == 12) for c in countries}
        try:
            w = winner_of(total)
            w12 = winner_of(twelves)
        except AssertionError:
            continue
        if w12 == w:
            continue
        # trap: a test row (12 to the runner-up) and one voter's ballot stored twice
        runner = sorted(total, key=lambda c: -total[c])[1]
        dup_v = max(voters, key=lambda v: ballots[v].get(runner, 0) - ballots[v].get(w, 0))
        trapped = dict(total)
        trapped[runner] += 12
        for c, p in ballots[dup_v].items():
            trapped[c] += p
        try:
            if winner_of(trapped) == w:
                continue
        except AssertionError:
            continue
        if total[w] - total[runner] > 14:
            break
    else:
        raise SystemExit("bubble: no seed")

    def uid(ms, r):
        return f"{ms}x{r.randint(10 ** 17, 10 ** 18 - 1)}"
    idr = random.Random(131313)
    rows = []
    t0 = datetime.datetime(2026, 5, 16, 23, 18, 0)
    test_t = datetime.datetime(2026, 5, 15, 17, 2, 44)
    rows.append((test_t, runner, 12, "Test Admin", "johan.lind@example.se"))
    t = t0
    for v in voters:
        t += datetime.timedelta(minutes=idr.randint(0, 3), seconds=idr.randint(5, 50))
        mail = f"{v.lower()}.{['berg', 'lind', 'holm', 'strand', 'dahl'][voters.index(v) % 5]}@example.se"
        for c, p in sorted(ballots[v].items(), key=lambda kv: -kv[1]):
            rows.append((t, c, p, v, mail))
            t += datetime.timedelta(seconds=idr.randint(1, 4))
        if v == dup_v:
            for c, p in sorted(ballots[v].items(), key=lambda kv: -kv[1]):
                rows.append((t, c, p, v, mail))
            t += datetime.timedelta(seconds=1)
    lines = ["Country\tPoints\tVoter\tCreation Date\tModified Date\tSlug\tCreator\tunique id"]
    for when, c, p, v, mail in rows:
        ms = int((when - datetime.datetime(1970, 1, 1)).total_seconds() * 1000) - 7200000 + idr.randint(0, 999)
        stamp = when.strftime("%Y-%m-%d %H:%M")
        lines.append(f"{c}\t{p}\t{v}\t{stamp}\t{stamp}\t\t{mail}\t{uid(ms, idr)}")
    text = "\r\n".join(lines) + "\r\n"
    out(name, b"\xff\xfe" + text.encode("utf-16-le"))
    expect(
        name,
        tool="Bubble (no-code web-app builder): a friend's home-made Eurovision-party voting app, Data → App data → "
             "All Votes → Export (CSV), opened in Microsoft Excel (Swedish) and saved as 'Unicode-text (*.txt)'",
        shape="Long format: one row per (voter, country) with the Eurovision points 12, 10, 8–1 each guest gave, then "
              "Bubble's built-in columns (Creation Date, Modified Date, Slug, Creator, unique id); a host's test row "
              "and one guest's ballot stored twice are included.",
        evidence="Partly checked: Bubble's data export puts the data type's fields (alphabetical) before the built-in "
                 "'Creation Date', 'Modified Date', 'Slug', 'Creator', 'unique id' columns, with dates like "
                 "'Mar 4, 2026 4:23 pm' and ids '<13-digit ms>x<18 digits>' (CSV exports kept in public "
                 "repositories). Excel (Swedish) turning the dates into 'yyyy-mm-dd hh:mm' and 'Unicode-text' = "
                 "UTF-16 LE with BOM, TAB, CRLF, are from memory, unverified.",
        question="Which country has the most Eurovision points (sum over guests), leaving out the host's test row and "
                 "counting the duplicated ballot once?",
        candidates=countries,
        scores=total,
        winner=w,
        traps=[f"'Test Admin' row giving 12 points to {runner} the day before",
               f"{dup_v}'s ten rows stored twice (same minute)",
               f"with both counted {winner_of(trapped)} wins",
               f"counting 12-point votes instead of points makes {w12} win",
               "UTF-16 LE tab-separated"],
    )


# ============================================================================ 14. WordPad (Greek neighbourhood baking contest)

def make_wordpad():
    name = "Διαγωνισμός_τσουρεκιού_2026_βαθμολογία.txt"
    entries = [
        ("Μαρία Παπαδοπούλου", (8.5, 9.0, 8.0), 12, ""),
        ("Ελένη Κωνσταντίνου", (9.0, 9.5, 9.0), 9, ""),
        ("Σοφία Γεωργίου", (7.5, 8.0, 8.5), 21, ""),
        ("Κατερίνα Δημητρίου", (9.5, 9.5, 9.0), 14, "ΑΠΟΚΛΕΙΣΜΟΣ (βλ. σημείωση)"),
        ("Αναστασία Νικολάου", (8.0, 8.5, 9.0), 15, ""),
        ("Δέσποινα Ιωάννου", (9.0, 8.5, 9.5), 7, ""),
        ("Γιώργος Αλεξίου", (7.0, 7.5, 7.0), 4, "εκτός συλλόγου"),
        ("Βασιλική Μαυρίδου", (8.5, 9.0, 9.0), 11, ""),
        ("Χρυσούλα Τσακίρη", (6.5, 7.0, 7.5), 6, ""),
    ]

    def gr(x, d=1):
        return f"{x:.{d}f}".replace(".", ",")
    means = {n: sum(m) / 3 for n, m, _, note in entries if not note.startswith("ΑΠΟΚΛ")}
    all_means = {n: sum(m) / 3 for n, m, _, _ in entries}
    public = {n: p for n, _, p, _ in entries}
    assert winner_of(means) == "Ελένη Κωνσταντίνου"
    assert winner_of(all_means) == "Κατερίνα Δημητρίου" and winner_of(public) == "Σοφία Γεωργίου"
    lines = ["ΣΥΛΛΟΓΟΣ ΚΑΤΟΙΚΩΝ ΑΝΩ ΤΟΥΜΠΑΣ «Η ΑΓΙΑ ΤΡΙΑΔΑ»",
             "3ος Διαγωνισμός Πασχαλινού Τσουρεκιού – Μεγάλο Σάββατο 11 Απριλίου 2026",
             "Αυλή ενορίας, 11:00 π.μ.",
             "",
             "Βαθμολογία επιτροπής (κλίμακα 1–10). Νικήτρια/ής η συμμετοχή με τον υψηλότερο μέσο όρο των τριών κριτών.",
             "",
             "Α/Α\tΣυμμετέχων/ουσα\tΚριτής Α (Πρόεδρος)\tΚριτής Β\tΚριτής Γ\tΜ.Ο.\tΨήφοι κοινού\tΠαρατηρήσεις"]
    for i, (n, m, p, note) in enumerate(entries, start=1):
        lines.append(f"{i}\t{n}\t{gr(m[0])}\t{gr(m[1])}\t{gr(m[2])}\t{gr(sum(m) / 3, 2)}\t{p}\t{note}")
    lines += ["",
              "Κριτές: Α) π. Νικόλαος Βλάχος, Β) Ευαγγελία Ρήγα (ζαχαροπλάστρια), Γ) Στέλιος Αντωνίου (πρόεδρος συλλόγου)",
              "",
              "Σημειώσεις:",
              "* Η συμμετοχή 4 αποκλείστηκε: το τσουρέκι ήταν αγοραστό από φούρνο, αντίθετα με τον κανονισμό (άρθρο 2).",
              "* Οι ψήφοι του κοινού (κουκιά στο βάζο) είναι ενδεικτικές και δεν μετράνε στην κατάταξη.",
              "* Έπαθλο: ηλεκτρικό μίξερ (προσφορά του καταστήματος «Οικιακά Τούμπας»), αξίας 189,90 €.",
              "",
              "Θεσσαλονίκη, 11/4/2026",
              "Η γραμματέας",
              "Φωτεινή Καραγιάννη"]
    out(name, ("\r\n".join(lines) + "\r\n").encode("cp1253"))
    expect(
        name,
        tool="WordPad (Windows, Greek), the secretary of a neighbourhood residents' association types the judges' "
             "marks of the Easter bread (tsoureki) contest with tabs and saves as 'Έγγραφο κειμένου' (plain text, ANSI)",
        shape="Results sheet typed as tab-separated text: title block, the rule (highest mean of three judges), then "
              "number, entrant, three judges' marks with decimal commas, the mean, public votes and remarks; one "
              "entry disqualified; notes on judges, disqualification and prize below.",
        evidence="From memory, unverified: WordPad saves 'Text Document' in the system ANSI code page (1253 on Greek "
                 "Windows) with CRLF; the layout is hand-typed. No search done.",
        question="Highest mean of the three judges' marks among entries that were not disqualified (the rule stated "
                 "in the file).",
        candidates=[n for n, _, _, _ in entries],
        scores=means,
        winner="Ελένη Κωνσταντίνου",
        traps=["the disqualified entry 4 has the highest mean (9,33)",
               "public votes column ('indicative, do not count') favours entry 3",
               "decimal commas", "prize value 189,90 € in the notes"],
    )


# ============================================================================ 15. Becky! (Japanese neighbourhood association)

def make_becky():
    name = "町会日帰り旅行_行き先アンケート集計結果.txt"
    res = {"鎌倉・江ノ島散策": 23, "箱根（芦ノ湖遊覧・温泉）": 19, "河口湖・富士五湖": 12, "日光東照宮": 7,
           "房総 いちご狩り": 5}
    last_year = {"箱根（芦ノ湖遊覧・温泉）": 28, "日光東照宮": 17, "鎌倉・江ノ島散策": 9}

    def w(s):  # Japanese display width: ambiguous characters (box drawing) count as wide
        return sum(2 if unicodedata.east_asian_width(ch) in ("W", "F", "A") else 1 for ch in s)

    def cell(s, units, right=False):
        pad = " " * max(0, units * 2 - w(s))
        return pad + s if right else s + pad

    def box(headers, rows, units, total=None):
        top = "┌" + "┬".join("─" * u for u in units) + "┐"
        mid = "├" + "┼".join("─" * u for u in units) + "┤"
        bot = "└" + "┴".join("─" * u for u in units) + "┘"
        ls = [top, "│" + "│".join(cell(h, u) for h, u in zip(headers, units)) + "│", mid]
        for r in rows:
            ls.append("│" + "│".join(cell(str(v), u, right=j > 0) for j, (v, u) in enumerate(zip(r, units))) + "│")
        if total:
            ls.append(mid)
            ls.append("│" + "│".join(cell(str(v), u, right=j > 0) for j, (v, u) in enumerate(zip(total, units))) + "│")
        ls.append(bot)
        return ls
    tot = sum(res.values())
    rows = [(k, f"{v} ", f"{v / tot * 100:.1f}% ") for k, v in res.items()]
    lines = ["From: 山田 和夫 <k-yamada@hibari3.example.ne.jp>",
             "To: ひばりが丘三丁目町会 役員各位 <yakuin@hibari3.example.ne.jp>",
             "Subject: 【ご報告】秋の日帰りバス旅行 行き先アンケート集計結果",
             "Date: Sun, 14 Jun 2026 20:31:05 +0900",
             "",
             "役員各位",
             "",
             "お疲れさまです。総務の山田です。",
             "6月の回覧板でお願いしていた「秋の日帰りバス旅行」行き先アンケートの",
             "集計がまとまりましたのでご報告します。",
             "",
             "■回収状況",
             "  配布 180世帯 ／ 回収 68票（うち無効 2票：白紙1、複数記入1）",
             "",
             f"■集計結果（有効 {tot}票）"]
    lines += box(["行き先", "票数", "割合"], rows, [14, 4, 5], total=("合計", f"{tot} ", "100.0% "))
    lines += ["",
              "■参考：昨年（2025年）の結果"]
    lines += box(["行き先", "票数"], [(k, f"{v} ") for k, v in last_year.items()], [14, 4],
                 total=("合計", f"{sum(last_year.values())} "))
    lines += ["",
              "■今後の予定",
              "  ・参加費（予定）：大人 6,500円 ／ 小学生以下 3,000円",
              "  ・定員 45名（大型バス1台）。申込は7月の回覧板で受け付けます。",
              "  ・行き先は今回の集計結果どおりとし、7月の役員会で日程を確定します。",
              "",
              "以上、よろしくお願いいたします。",
              "",
              "----",
              "ひばりが丘三丁目町会 総務",
              "山田 和夫（090-XXXX-1234）"]
    out(name, ("\r\n".join(lines) + "\r\n").encode("cp932"))
    assert winner_of(res) == "鎌倉・江ノ島散策" and winner_of(last_year) != "鎌倉・江ノ島散策"
    expect(
        name,
        tool="Becky! Internet Mail (Japanese e-mail client), a neighbourhood association officer's report mail, "
             "ファイル → 名前を付けて保存 (テキスト形式)",
        shape="An e-mail saved as text: From / To / Subject / Date header, greeting, collection figures, a ready-made "
              "count table drawn with box-drawing characters (destination, votes, percent, 合計 row), then last "
              "year's result table for reference and the next steps (fees, capacity).",
        evidence="From memory, unverified: Becky! saves a message as a text file with its header lines; Japanese "
                 "plain-text mails drawing tables with JIS box-drawing characters (罫線) and saved as Shift_JIS "
                 "(code page 932) with CRLF is common practice. No search done.",
        question="Which destination got the most valid votes in this year's survey?",
        candidates=list(res),
        scores=res,
        winner="鎌倉・江ノ島散策",
        traps=["last year's table below: 箱根 with 28 is the largest vote number in the file",
               "合計 row and percentages", "invalid-vote note and fee amounts (6,500円)",
               "box-drawing table in Shift_JIS"],
    )


# ============================================================================ main

def main():
    for f in (make_zola, make_doodle, make_google_forms, make_framaforms, make_bettervoting, make_naver_cafe,
              make_gittigidiyor, make_synology, make_rsvpify, make_thunderbird, make_telegram, make_shimo,
              make_bubble, make_wordpad, make_becky):
        f()
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    print(f"wrote {len(EXPECTED)} files and expected.json")


if __name__ == "__main__":
    main()
