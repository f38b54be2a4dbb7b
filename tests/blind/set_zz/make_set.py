#!/usr/bin/env python3
"""Blind test set ZZ: hobby clubs and shows.

Writes 15 synthetic exports and expected.json next to this script.
Deterministic: fixed seeds, fixed xlsx document properties, zip entries rewritten
with fixed dates.  Standard library + openpyxl only.  All data is invented.

Run from the repository root:
    .venv/bin/python tests/blind/set_zz/make_set.py
"""
import csv
import datetime as dt
import io
import json
import os
import random
import re
import unicodedata
import zipfile
from collections import Counter, defaultdict

import openpyxl
from openpyxl.styles import Alignment, Font

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED = dt.datetime(2026, 11, 29, 10, 0, 0)
EXPECTED = {}


# ----------------------------------------------------------------- helpers
def csv_text(rows, delim=",", quote_all=False, lineterm="\r\n"):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delim,
                   quoting=csv.QUOTE_ALL if quote_all else csv.QUOTE_MINIMAL,
                   lineterminator=lineterm)
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


def write_bytes(name, data):
    with open(os.path.join(HERE, name), "wb") as fh:
        fh.write(data)


def save_xlsx(wb, name):
    p = wb.properties
    p.creator = "user"
    p.lastModifiedBy = "user"
    p.created = FIXED
    p.modified = FIXED
    p.title = None
    bio = io.BytesIO()
    wb.save(bio)
    zin = zipfile.ZipFile(io.BytesIO(bio.getvalue()))
    out = io.BytesIO()
    stamp = b"2026-11-29T10:00:00Z"
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            data = zin.read(info.filename)
            if info.filename == "docProps/core.xml":
                data = re.sub(rb"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)",
                              rb"\g<1>" + stamp + rb"\g<2>", data)
                data = re.sub(rb"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)",
                              rb"\g<1>" + stamp + rb"\g<2>", data)
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 11, 29, 10, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            zi.create_system = 0
            zout.writestr(zi, data)
    write_bytes(name, out.getvalue())


def unique_top(scores):
    top = max(scores.values())
    w = [k for k, v in scores.items() if v == top]
    return w[0] if len(w) == 1 else None


def rnd(x, n=4):
    return round(float(x), n)


def add(name, *, tool, shape, evidence, answer, winner, question, candidates,
        scores, traps, aliases=None, acceptable=None, ask_because=None):
    e = {"tool": tool, "shape": shape, "format_evidence": evidence, "answer": answer,
         "winner": winner}
    if aliases:
        e["winner_aliases"] = aliases
    e.update({"acceptable": acceptable, "ask_because": ask_because, "question": question,
              "candidates": candidates, "scores": scores, "traps": traps})
    EXPECTED[name] = e


def disp_width(s):
    return sum(2 if unicodedata.east_asian_width(c) in "WFA" else 1 for c in s)


# ------------------------------------------------------- 1. Doodle (xlsx)
def f_doodle():
    name = "Doodle_Fahrtag_Modulanlage_Herbst2026_MEC_Rheinaue.xlsx"
    people = ["Heinz Kröger", "Ute Lammers", "Jürgen Pfeiffer", "Sabine Vogt",
              "Klaus-Dieter Brandt", "Monika Harms", "Reinhold Esser", "Timo Weißenborn",
              "Petra Janßen", "Gerd Albers", "Frank Nowak", "Lisa Stüber", "Olaf Rietz",
              "Bernd Kaminski", "Anke Thiel"]
    days = [dt.date(2026, 10, 10), dt.date(2026, 10, 11), dt.date(2026, 10, 17),
            dt.date(2026, 10, 18), dt.date(2026, 11, 7), dt.date(2026, 11, 8)]
    wd = {5: "Sa", 6: "So"}
    labels = [f"{wd[d.weekday()]} {d.day}" for d in days]
    targets = [(6, 3), (5, 2), (8, 0), (9, 1), (7, 4), (4, 4)]  # (OK, (OK)) per date
    rng = random.Random(1101)
    grid = [[""] * len(days) for _ in people]
    for j, (y, m) in enumerate(targets):
        idx = rng.sample(range(len(people)), y + m)
        for i in idx[:y]:
            grid[i][j] = "OK"
        for i in idx[y:]:
            grid[i][j] = "(OK)"
    yes = {labels[j]: sum(1 for r in grid if r[j] == "OK") for j in range(len(days))}
    maybe = {labels[j]: sum(1 for r in grid if r[j] == "(OK)") for j in range(len(days))}
    score = {k: yes[k] + 0.5 * maybe[k] for k in labels}
    full = {k: yes[k] + maybe[k] for k in labels}
    w = unique_top(score)
    assert w and unique_top(yes) == w and unique_top(full) not in (None, w)

    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Doodle"
    ws.append(['Umfrage „Fahrtag Modulanlage Herbst 2026 – welcher Termin passt?“'])
    ws.append(["https://doodle.com/poll/k7mz3q2xw9tr5ea8"])
    ws.append([])
    ws.append(["", "Oktober 2026", "", "", "", "November 2026", ""])
    ws.append([""] + labels)
    ws.append([""] + ["10:00 – 17:00"] * len(days))
    for p, r in zip(people, grid):
        ws.append([p] + [c if c else None for c in r])
    ws.append(["Anzahl"] + [yes[k] for k in labels])
    ws.column_dimensions["A"].width = 22
    ws["A1"].font = Font(bold=True)
    save_xlsx(wb, name)
    add(name,
        tool="Doodle (classic web scheduling poll, German UI), poll admin → Export to Excel; a model-railway club (Modelleisenbahnclub) choosing the date of its autumn open day with the club's modular layout",
        shape="Scheduling poll: poll title and link on top, then three header rows (month spanning its dates, weekday + day, time), one row per member with OK / (OK) (if need be) / empty per date, and an 'Anzahl' row counting the OKs.",
        evidence="Layout checked against a public notebook that reads Doodle's Excel export (dmpalyvos/doodle-compact: participant names in column 0, dates start two rows below the title header, month and day rows spanning, then a time row, 'OK' as the yes value, a count row last). German labels ('Anzahl', 'Oktober 2026', 'Sa 10'), the '(OK)' spelling for if-need-be and writing it as .xlsx are from memory, unverified.",
        answer="winner", winner=w, aliases=[f"{w} Oktober 2026", f"Oktober 2026 {w}"],
        question="Which date suits most members? Scheduling poll: OK = 1, (OK) = 0.5 (if need be), empty = 0; the same date wins on OK alone.",
        candidates=labels, scores={k: score[k] for k in labels},
        traps=["'(OK)' (if need be) contains 'OK': counting it as a full yes makes 'Sa 7' win",
               "the 'Anzahl' row counts OKs only and sits below the members",
               "three stacked header rows (month spans, weekday+day, time) with the month only on the first date of each month",
               "poll title and URL above the grid"])


# ---------------------------------------------------- 2. Goodreads (txt)
def f_goodreads():
    name = "Goodreads_poll_Cedar_Hollow_Readers_June2026_pasted.txt"
    books = [("Project Hail Mary", "Andy Weir"), ("Fahrenheit 451", "Ray Bradbury"),
             ("1984", "George Orwell"), ("Station Eleven", "Emily St. John Mandel"),
             ("Lessons in Chemistry", "Bonnie Garmus"), ("11/22/63", "Stephen King"),
             ("The Thursday Murder Club", "Richard Osman")]
    rng = random.Random(2202)
    weights = [11, 9, 8, 6, 5, 3, 1]
    # 43 ballots drawn to match the weights exactly (shuffled order of voters)
    ballots = [b for b, k in zip(range(len(books)), weights) for _ in range(k)]
    rng.shuffle(ballots)
    votes = Counter(ballots)
    total = len(ballots)
    labels = [f"{t} by {a}" for t, a in books]
    scores = {labels[i]: votes[i] for i in range(len(books))}
    w = unique_top(scores)
    assert w
    # naive: first number on the option line
    naive = {}
    for lab in labels:
        m = re.search(r"\d+", lab)
        naive[lab] = int(m.group()) if m else scores[lab]
    assert unique_top(naive) != w
    L = []
    L.append("Cedar Hollow Readers discussion")
    L.append("")
    L.append("Polls  >  June 2026 Group Read")
    L.append("")
    L.append("Which book should we read in June?")
    L.append("Poll added by Marjorie Trent (Mod) · May 2, 2026")
    L.append("Nominations came from the May thread (3 per member max). Voting closed May 20, 2026.")
    L.append("")
    order = sorted(range(len(books)), key=lambda i: -votes[i])
    for i in order:
        L.append(f"    {labels[i]}")
        pct = 100.0 * votes[i] / total
        L.append(f"    {votes[i]} vote{'s' if votes[i] != 1 else ''}, {pct:.1f}%")
    L.append("")
    L.append(f"{total} members voted  ·  this poll is closed")
    L.append("")
    L.append("Comments Showing 1-5 of 5 (5 new)    post a comment »")
    L.append("date  newest »")
    L.append("")
    comments = [
        ("Dana Whitcomb", 212, "May 3, 2026 08:14AM",
         "I read 1984 in 10th grade and would love a re-read as an adult, but honestly Hail Mary sounds like more fun for June."),
        ("Luis Ortega", 57, "May 4, 2026 06:40PM",
         "11/22/63 is 849 pages... I vote we save that one for the summer break :)"),
        ("Priya Natarajan", 1034, "May 9, 2026 11:02PM",
         "Fahrenheit 451 is only 158 pages if anyone is short on time. 451 degrees, 158 pages, 1 evening."),
        ("Marjorie Trent", 3981, "May 20, 2026 09:00PM",
         "Poll is closed, thanks all 43 of you! Meeting is June 17 at 7pm, back room of the library."),
        ("Gus Pelletier", 8, "May 21, 2026 07:30AM",
         "Station Eleven got 2 votes in March too, it'll get its turn one day."),
    ]
    for k, (who, n, when, text) in enumerate(comments, 1):
        L.append(f"message {k}: by {who} (new)")
        L.append(f"{who} | {n} comments")
        L.append(text)
        L.append(when)
        L.append("")
    L.append("back to top")
    data = "\r\n".join(L) + "\r\n"
    write_bytes(name, data.encode("utf-8"))
    add(name,
        tool="Goodreads (book social network), a group's Polls page opened in the browser, selected and pasted into Windows Notepad and saved (UTF-8); an American public-library book club picking its June read",
        shape="Ready-made counts in a browser paste: group and poll title, 'added by' line, then each book ('Title by Author') with 'n votes, p%' on the next line, a voters total, and the discussion comments below with plenty of other numbers.",
        evidence="Partly checked: stored Goodreads group discussion pages show the 'Comments Showing 1-1 of 1 (1 new) post a comment »' line, 'message 1: by Name, Mod (new)' headers and '| n comments' author lines, reproduced here. The poll block itself (option line followed by 'n votes, p%') is from memory, unverified. UTF-8 without BOM and CRLF as Notepad on Windows 10/11 saves.",
        answer="winner", winner=w, aliases=["Project Hail Mary"],
        question="Which book got the most votes in the June poll?",
        candidates=labels, scores=scores,
        traps=["book titles that are numbers ('1984', 'Fahrenheit 451', '11/22/63'): the first number on an option line is not its vote count",
               "votes and percent on the line below the option, not beside it",
               "comments below the poll mention numbers (pages, 43 voters, '2 votes in March')",
               "the voters total line"])


# ------------------------------------------------ 3. ZAPP Onsite (xlsx)
def f_zapp():
    name = "ZAPP_Onsite_scores_Lakeshore_Fine_Craft_Fair_2026.xlsx"
    booths = [
        (104, "Adaeze Okafor", "Ceramics"), (112, "Wendell Marsh", "Wood"),
        (118, "Ingrid Solberg", "Fiber"), (121, "Tomás Ibarra", "Metal"),
        (127, "Keiko Branfield", "Glass"), (133, "Ruth Ellery", "Jewelry"),
        (140, "Darnell Hughes", "Leather"), (146, "Mira Castellano", "Mixed Media"),
        (151, "Pavel Hruška", "Glass"), (158, "Colleen Avery", "Ceramics"),
        (163, "Samir Haddad", "Jewelry"), (169, "Jo Whitlock", "Wood"),
        (174, "Elena Marchetti", "Fiber"), (180, "Nathaniel Booker", "Metal"),
    ]
    judges = ["Delgado, Marisol", "Fenwick, Arthur", "Tran, Linh"]
    W_IDX, R_IDX = 4, 10  # Keiko Branfield, Samir Haddad
    for seed in range(3300, 3400):
        rng = random.Random(seed)
        sc = {}
        for i, b in enumerate(booths):
            if i == W_IDX:
                s = [10, 9, None]
            elif i == R_IDX:
                s = [9, 9, 9]
            else:
                s = [rng.randint(5, 9) for _ in judges]
                if i in (2, 12):
                    s[rng.randrange(3)] = None
            rng.shuffle(s) if i not in (W_IDX, R_IDX) else None
            sc[b[1]] = s
        avg = {k: sum(x for x in v if x is not None) / len([x for x in v if x is not None]) for k, v in sc.items()}
        tot = {k: sum(x for x in v if x is not None) for k, v in sc.items()}
        avg0 = {k: sum(x or 0 for x in v) / 3 for k, v in sc.items()}
        w = unique_top(avg)
        if w == booths[W_IDX][1] and unique_top(tot) == booths[R_IDX][1] and unique_top(avg0) == booths[R_IDX][1]:
            break
    else:
        raise SystemExit("zapp: no seed")
    comments = ["Strong booth presence", "Cohesive body of work", "Great display, lighting could improve",
                "Consistent with jury images", "Booth a bit crowded", "Excellent craftsmanship",
                "Price points clearly marked", "Conflict of interest – former student", ""]
    rows = []
    t0 = dt.datetime(2026, 6, 13, 9, 5)
    for j, judge in enumerate(judges):
        for i, (no, artist, med) in enumerate(booths):
            v = sc[artist][j]
            t0 += dt.timedelta(minutes=rng.randint(3, 9))
            if v is None:
                rows.append([no, artist, med, judge, "No Score Given",
                             "Conflict of interest" if rng.random() < 0.6 else "Artist absent from booth", t0])
            else:
                c = comments[rng.randrange(len(comments) - 1)] if rng.random() < 0.45 else None
                rows.append([no, artist, med, judge, v, c, t0])
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Onsite Scores"
    ws.append(["Lakeshore Fine Craft Fair 2026 — Onsite Adjudication"])
    ws.append(["Score report exported 06/14/2026 4:12 PM · Adjudication dates 06/13/2026 – 06/14/2026"])
    ws.append(["Scale 1–10 (10 = highest). Awards are based on each booth's average of submitted scores; 'No Score Given' is not counted."])
    ws.append([])
    ws.append(["Booth #", "Artist Name", "Medium Category", "Adjudicator", "Score", "Comments", "Scored On"])
    for c in ws[5]:
        c.font = Font(bold=True)
    for r in rows:
        ws.append(r)
        ws.cell(row=ws.max_row, column=7).number_format = "mm/dd/yyyy h:mm AM/PM"
    ws.merge_cells("A1:G1")
    ws.merge_cells("A2:G2")
    ws.merge_cells("A3:G3")
    ws["A1"].font = Font(bold=True, size=14)
    ws["A1"].alignment = Alignment(horizontal="center")
    for col, wdt in zip("ABCDEFG", [9, 20, 16, 18, 15, 38, 20]):
        ws.column_dimensions[col].width = wdt
    save_xlsx(wb, name)
    add(name,
        tool="ZAPP (ZAPPlication, juried art and craft fair platform by WESTAF), admin → Onsite → score report exported to a spreadsheet; a lakeside fine craft fair's on-site Best of Show adjudication",
        shape="Long format: a merged three-line title block (event, export time, scoring note) and a blank row, then one row per booth and adjudicator with booth number, artist, medium, adjudicator, score 1–10 or 'No Score Given', comment and time.",
        evidence="Checked in ZAPP's admin help centre (stored pages): ZAPP Onsite lets adjudicators score booths on a slider or typed number, offers 'No Score Given' for a conflict of interest or an absent artist, and administrators can export the scores to a spreadsheet to determine award winners. Column titles, the title block, the 1–10 scale and the note on averaging are my own guesses, unverified.",
        answer="winner", winner=w, aliases=["127"],
        question="Which booth has the highest average adjudicator score ('No Score Given' excluded, as the report's note says)?",
        candidates=[b[1] for b in booths], scores={k: rnd(v) for k, v in avg.items()},
        traps=["'No Score Given' counted as 0 makes Samir Haddad win",
               "summing scores instead of averaging favours booths with three scores (Samir Haddad)",
               "long format: each booth appears once per adjudicator",
               "merged title block with a note above the header"])


# --------------------------------------------- 4. MotorsportReg (csv)
def f_msr():
    name = "MotorsportReg_attendees_PCA_Cascade_AX4_ShowNShine_2026.csv"
    cars = ["#07 1967 912 Bahama Yellow (Okafor)", "#14 1973 911T Targa (Lindqvist)",
            "#23 1989 944 Turbo S (Beaumont)", "#31 1996 993 Carrera 4S (Haddad)",
            "#42 2004 Boxster S 550 Spyder Edition (Nakamura)", "#58 1985 Carrera 3.2 Coupe (Petrovic)",
            "#66 2011 Cayman R (Feldman)", "#77 1958 356A Speedster replica (Quintero)"]
    W, R = cars[2], cars[5]
    counts = {W: 10, R: 9, cars[0]: 7, cars[1]: 6, cars[3]: 5, cars[4]: 4, cars[6]: 3, cars[7]: 2}
    rng = random.Random(4404)
    first = ["Aaron", "Beth", "Carlos", "Dana", "Eli", "Fiona", "Gabe", "Hana", "Ian", "Jess", "Kyle",
             "Lena", "Marco", "Nina", "Owen", "Paula", "Quinn", "Raj", "Sara", "Theo", "Uma", "Vic",
             "Wade", "Ximena", "Yusuf", "Zoe", "Brett", "Cora", "Derek", "Erin", "Frank", "Gwen",
             "Hector", "Iris", "Jonah", "Kara", "Liam", "Maya", "Noel", "Opal", "Pete", "Rosa",
             "Seth", "Tara", "Vince", "Wendy", "Abe", "Bree", "Cole", "Dora", "Evan", "Faye", "Glen",
             "Holly", "Ivan", "June"]
    last = ["Abbott", "Brennan", "Chu", "Diaz", "Eriksen", "Fujita", "Grant", "Holm", "Iverson",
            "Jaramillo", "Kowalski", "Larkin", "Moreau", "Nguyen", "Osei", "Pratt", "Quaid", "Reyes",
            "Sato", "Tillman", "Ulrich", "Varga", "Whitaker", "Xu", "Yates", "Zeller"]
    owners = {"Okafor": ("Chidi", "Okafor"), "Lindqvist": ("Maja", "Lindqvist"), "Beaumont": ("Rene", "Beaumont"),
              "Haddad": ("Omar", "Haddad"), "Nakamura": ("Ken", "Nakamura"), "Petrovic": ("Ana", "Petrovic"),
              "Feldman": ("Gail", "Feldman"), "Quintero": ("Luis", "Quintero")}
    makes = [("Porsche", "911 Carrera T", "PGT", "GT Silver", 2018, 2024), ("Porsche", "Cayman GTS 4.0", "PCS", "Guards Red", 2020, 2024),
             ("Porsche", "Boxster 986", "PBS", "Arctic Silver", 1997, 2004), ("BMW", "M2 Competition", "SS", "Long Beach Blue", 2019, 2021),
             ("Porsche", "944 S2", "PCS", "Black", 1989, 1991), ("Mazda", "MX-5 Miata", "SM", "Soul Red", 1990, 2023),
             ("Porsche", "Macan S", "PX", "Chalk", 2015, 2024), ("Porsche", "718 Cayman S", "PCS", "Python Green", 2017, 2024),
             ("Subaru", "BRZ", "SS", "WR Blue", 2013, 2024), ("Porsche", "911 GT3 (996)", "PGT", "Speed Yellow", 2004, 2005)]
    voters = []
    for c, k in counts.items():
        voters += [c] * k
    voters += [""] * 5
    rng.shuffle(voters)
    people = []
    used = set()
    for i, v in enumerate(voters):
        while True:
            fn, ln = rng.choice(first), rng.choice(last)
            if (fn, ln) not in used:
                used.add((fn, ln))
                break
        people.append({"fn": fn, "ln": ln, "vote": v})
    # three owners of show cars are among the confirmed R voters; they also registered a display entry
    r_idx = [i for i, p in enumerate(people) if p["vote"] == R][:3]
    for i, key in zip(r_idx, ["Okafor", "Haddad", "Feldman"]):
        people[i]["fn"], people[i]["ln"] = owners[key]
        people[i]["show"] = key
    rows = []
    rid = 2604417
    for p in people:
        p["email"] = f"{p['fn'].lower()}.{p['ln'].lower()}@{rng.choice(['example.com', 'mail.example.net', 'pnw-mail.example.org'])}"
        p["member"] = str(rng.randint(1020000, 1990000)) if rng.random() < 0.85 else ""
    def reg_time():
        d = dt.datetime(2026, 6, 2, 8, 0) + dt.timedelta(minutes=rng.randint(0, 24 * 60 * 20))
        return f"{d.month}/{d.day}/{d.year} " + d.strftime("%I:%M %p").lstrip("0")
    def base(p, segment, status):
        nonlocal rid
        rid += rng.randint(3, 40)
        mk = rng.choice(makes)
        member_status = "Active" if p["member"] else "Non-member"
        fee = "$55.00" if p["member"] else "$70.00"
        pay = "Paid" if status == "Confirmed" else "Refunded"
        return [str(rid), p["fn"], p["ln"], p["email"], p["member"], member_status, "Cascade Region",
                segment, status, reg_time(), mk[2], "", str(rng.randint(2, 199)), str(rng.randint(mk[4], mk[5])),
                mk[0], mk[1], mk[3], fee, pay, rng.choice(["S", "M", "L", "L", "XL", "2XL", ""]),
                rng.choice(["Yes", "Yes", "No"])]
    for p in people:
        rows.append(base(p, "Autocross", "Confirmed") + [p["vote"]])
        if "show" in p:
            car = next(c for c in cars if p["show"] in c)
            m = re.match(r"#(\d+) (\d{4}) (.+) \(", car)
            r2 = base(p, "Show-n-Shine Display", "Confirmed")
            r2[10], r2[12], r2[13], r2[14], r2[15] = "SNS", m.group(1), m.group(2), "Porsche", m.group(3)
            r2[17] = "$15.00"
            rows.append(r2 + [p["vote"]])
    cancel_votes = [R, R, R, cars[0], ""]
    for v in cancel_votes:
        fn, ln = rng.choice(first), rng.choice(last)
        p = {"fn": fn, "ln": ln, "vote": v, "member": str(rng.randint(1020000, 1990000)),
             "email": f"{fn[0].lower()}{ln.lower()}{rng.randint(1, 99)}@example.com"}
        rows.append(base(p, "Autocross", "Cancelled") + [v])
    rng.shuffle(rows)
    header = ["Registration ID", "First Name", "Last Name", "Email", "Member #", "Member Status", "Region",
              "Segment", "Status", "Registered", "Class", "Modifier", "Number", "Year", "Make", "Model",
              "Color", "Fee", "Payment Status", "Q: T-Shirt Size", "Q: Staying for the BBQ lunch?",
              "Q: People's Choice - vote for your favorite Show-n-Shine car"]
    data = "\ufeff" + csv_text([header] + rows)
    write_bytes(name, data.encode("utf-8"))
    valid = Counter(p["vote"] for p in people if p["vote"])
    scores = {c: valid[c] for c in cars}
    w = unique_top(scores)
    naive = Counter(r[-1] for r in rows if r[-1])
    assert w == W and unique_top({c: naive[c] for c in cars}) == R
    add(name,
        tool="MotorsportReg.com (event registration for car clubs), organiser → event → Reports → attendee export (CSV) with the event questions; a Porsche Club region's autocross day with a Show-n-Shine people's-choice vote",
        shape="One choice per row with metadata: registration id, names, e-mail, member number and status, segment, registration status, time, class / number / car, fee and payment, two other event questions, and the people's-choice car as the last column (some blank).",
        evidence="Partly checked: MotorsportReg's knowledge base (stored pages) names the concepts used here — segments, classes and class modifiers, groups, numbers, event questions, member status, attendee reports — and an assignment type in a public repository lists vehicleNumber, classModifier, segment, year, make, model, color, firstName, lastName. The CSV's exact column titles, the 'Q:' prefix, status words and the UTF-8 BOM are my guesses, unverified.",
        answer="winner", winner=w, aliases=["#23"],
        question="Which Show-n-Shine car got the most people's-choice votes, one vote per person, cancelled registrations excluded?",
        candidates=cars, scores=scores,
        traps=["cancelled (refunded) registrations still carry a vote (three for #58)",
               "three owners registered for two segments and appear twice with the same vote (all for #58)",
               "counting every row makes #58 1985 Carrera 3.2 Coupe (Petrovic) win",
               "blank answers", "UTF-8 BOM"])


# ------------------------------------------------ 5. PhotoEntry (csv, ask)
def f_photoentry():
    name = "PhotoEntry_entries_Round3_Open_PDI_Harbourside_CC_2026.csv"
    inter = [("Café Shadows", "Brenda Cole"), ("Low Tide at Mumbles", "Gareth Pryce"),
             ("Père Lachaise at Dusk", "Anita Shah"), ("The Lamplighter’s Lane", "Tom Hurst"),
             ("Heron, Still", "Brenda Cole"), ("Rust Never Sleeps", "Ifan Morgan"),
             ("Bluebell Wood", "Janet Lowry"), ("Morning Commute", "Tom Hurst"),
             ("Kestrel on the Wire", "Gareth Pryce"), ("Saltburn Pier", "Anita Shah"),
             ("Granddad’s Toolbox", "Ifan Morgan"), ("Frost Patterns", "Janet Lowry"),
             ("Neon Noodle Bar", "Kwame Asante"), ("Last Light, Pen y Fan", "Kwame Asante")]
    adv = [("Dawn Chorus", "Malcolm Reid ARPS"), ("The Fisherman’s Hands", "Sheila Byrne CPAGB"),
           ("Ballet in Blue", "Malcolm Reid ARPS"), ("Storm over Bamburgh", "Derek Oyelaran DPAGB"),
           ("Red Squirrel, Formby", "Sheila Byrne CPAGB"), ("Geometry of a Staircase", "Colin Ashworth"),
           ("Mist on the Wye", "Colin Ashworth"), ("Ice Climber", "Derek Oyelaran DPAGB"),
           ("Old Harry Rocks", "Pauline Watts LRPS"), ("Window Seat", "Pauline Watts LRPS"),
           ("The Blacksmith", "Ravi Menon CPAGB"), ("Puffin with Sand Eels", "Ravi Menon CPAGB"),
           ("Reflections, Bruges", "Hilary Dunn"), ("Tango", "Hilary Dunn")]
    for seed in range(5500, 5600):
        rng = random.Random(seed)
        si = [rng.choice([14, 15, 15, 16, 16, 17, 17, 18]) for _ in inter]
        sa = [rng.choice([15, 16, 16, 17, 17, 18, 18, 19]) for _ in adv]
        wi = rng.randrange(len(inter))
        wa = rng.randrange(len(adv))
        si[wi] = 19
        sa[wa] = 20
        for k in range(len(si)):
            if k != wi and si[k] >= 19:
                si[k] = 18
        for k in range(len(sa)):
            if k != wa and sa[k] >= 20:
                sa[k] = 19
        if sa.count(19) <= 2 and si.count(18) >= 1:
            break
    rows = []
    no = 1
    entries = [("Intermediate", t, a, s) for (t, a), s in zip(inter, si)] + \
              [("Advanced", t, a, s) for (t, a), s in zip(adv, sa)]
    rng.shuffle(entries)
    member = {}
    for cls, t, a, s in entries:
        if a not in member:
            member[a] = str(rng.randint(101, 289))
        up = dt.datetime(2026, 1, 5, 18, 0) + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 12))
        held = "Y" if s >= 18 else ""
        rows.append(["2025-26 League", "Round 3 - Open PDI", cls, str(no), t, a, member[a], str(s), held,
                     up.strftime("%d/%m/%Y %H:%M")])
        no += 1
    header = ["Competition Group", "Competition", "Class", "Entry", "Title", "Author", "Member No",
              "Score", "Held Back", "Uploaded"]
    data = csv_text([header] + rows)
    write_bytes(name, data.encode("cp1252"))
    sc_i = {t: s for (t, a), s in zip(inter, si)}
    sc_a = {t: s for (t, a), s in zip(adv, sa)}
    wi_t, wa_t = unique_top(sc_i), unique_top(sc_a)
    assert wi_t and wa_t
    add(name,
        tool="PhotoEntry (UK camera-club competition system), admin → competition → entries/results download (CSV), opened and re-saved in Excel (UK) as 'CSV (Comma delimited)'; a Welsh camera club's league round judged by a visiting judge",
        shape="Results sheet for one competition night holding two classes (Intermediate and Advanced) that are judged and placed separately: one row per image with group, competition, class, entry number, title, author, member number, score out of 20, 'held back' flag and upload time.",
        evidence="Checked in PhotoEntry's administrator FAQ (stored page): users are assigned to Classes such as Club, Intermediate and Advanced, one Competition per night keeps the Classes' entries separate, Competitions sit in a Competition Group; a club page confirms scores out of 20 (images scoring 18+ published) and another mentions held-back images. Column titles and the CSV itself are from memory, unverified; Windows-1252 and CRLF from Excel's re-save.",
        answer="ask", winner=None,
        acceptable={"Intermediate class": wi_t, "Advanced class": wa_t},
        ask_because="The export holds two classes that are placed separately on the night, so there is one winner per class and the file does not say which class is wanted.",
        question="Highest score within each class (Intermediate, Advanced).",
        candidates={"Intermediate class": [t for t, a in inter], "Advanced class": [t for t, a in adv]},
        scores={"Intermediate class": sc_i, "Advanced class": sc_a},
        traps=["two classes mixed in one table, rows not sorted by class",
               "pooling both classes gives only the Advanced winner",
               "several images per author", "'Held Back' flag (Y) marks several images, not only the winners",
               "Windows-1252 curly apostrophes and accented titles"])


# ----------------------------------------------------- 6. Agida (utf-16)
def f_agida():
    name = "Agida_resultat_Agility_klass2_Large_Boras_BK_2026-05-16.txt"
    handlers = ["Anna Berglund", "Johan Ek", "Maria Lindh", "Sofia Näslund", "Erik Åberg",
                "Karin Holmqvist", "Lena Sjöström", "Petra Wik", "Mikael Ström", "Ida Fors",
                "Helena Dahl", "Frida Öberg", "Lars Nyqvist", "Camilla Roos", "Emma Lagerlöf",
                "Jenny Bäckström", "Tove Hedlund", "Malin Strand", "Sara Kjellberg", "Oskar Lund",
                "Linnea Ståhl", "Therese Grön"]
    dogs = ["Zelda", "Bolt", "Nikita", "Skutt", "Rio", "Freja", "Kaxe", "Vilja", "Zorro", "Tindra",
            "Blixt", "Mira", "Dunder", "Saga", "Kiwi", "Loke", "Pippi", "Turbo", "Yrla", "Ebbe",
            "Nova", "Ronja"]
    breeds = ["Border collie", "Border collie", "Australian kelpie", "Belgisk vallhund, malinois",
              "Labrador retriever", "Pumi", "Blandras", "Border collie", "Australian shepherd",
              "Tervueren"]
    clubs = ["Borås BK", "Alingsås BK", "Ulricehamns BK", "Göteborgs BK", "Kungälvs BK", "Vänersborgs BK"]
    REF = 44.0
    for seed in range(6600, 6800):
        rng = random.Random(seed)
        res = []
        for i in range(len(dogs)):
            if i >= 18:
                res.append((i, None))
                continue
            fel = rng.choice([0, 0, 0, 0, 5, 5, 5, 10])
            tid = round(rng.uniform(35.2, 50.5), 2)
            res.append((i, (fel, tid)))
        placed = [(i, f, t, round(f + max(0.0, t - REF), 2)) for i, r in res if r for f, t in [r]]
        placed.sort(key=lambda x: (x[3], x[1], x[2]))
        win = placed[0]
        fastest = min(placed, key=lambda x: x[2])
        if placed[0][3] < placed[1][3] and fastest[0] != win[0] and fastest[1] > 0 \
                and len({p[2] for p in placed}) == len(placed):
            break
    else:
        raise SystemExit("agida: no seed")
    order = list(range(len(dogs)))
    rng.shuffle(order)
    startnr = {i: 101 + k for k, i in enumerate(order)}
    def fmt(x):
        return f"{x:.2f}".replace(".", ",")
    lines = ["Agility klass 2 Large", "Borås BK – officiell agilitytävling lördag 2026-05-16",
             "Domare: Gunilla Frisk   Banlängd: 182 m   Referenstid: 44,00 s   Maxtid: 66,00 s",
             "Antal startande: 22", ""]
    hdr = ["Plac", "Startnr", "Förare", "Hund", "Ras", "Klubb", "Fel", "Tidsfel", "Totalfel", "Tid", "Merit"]
    table = [hdr]
    for k, (i, f, t, tot) in enumerate(placed, 1):
        merit = "Uppfl.pinne" if tot == 0 and k <= 3 else ""
        table.append([str(k), str(startnr[i]), handlers[i], dogs[i], breeds[i % len(breeds)], clubs[i % len(clubs)],
                      str(f), fmt(max(0.0, t - REF)), fmt(tot), fmt(t), merit])
    for i, r in res:
        if r is None:
            table.append(["Disk", str(startnr[i]), handlers[i], dogs[i], breeds[i % len(breeds)],
                          clubs[i % len(clubs)], "", "", "", "", ""])
    out = [l for l in lines] + ["\t".join(r) for r in table] + ["",
           "Placering: 1) lägst totalfel, 2) lägst banfel, 3) snabbast tid.",
           "Resultatet är preliminärt tills tävlingsledaren har godkänt det i Agida."]
    data = "\r\n".join(out) + "\r\n"
    write_bytes(name, b"\xff\xfe" + data.encode("utf-16-le"))
    scores = {dogs[i]: round(0.0 - tot, 2) + 0.0 for i, f, t, tot in placed}
    w = dogs[win[0]]
    add(name,
        tool="Agida (Svenska Agilityklubben's competition system for Swedish agility trials), class result list selected in the browser, pasted into Excel (Swedish) and saved as 'Unicode-text (*.txt)'; a dog-training club's official agility trial",
        shape="Printed-style result list: four title lines (class, trial, judge with course length and standard/maximum time, number of starters) and a blank line, then Plac / Startnr / Förare / Hund / Ras / Klubb / Fel / Tidsfel / Totalfel / Tid / Merit sorted by placing, eliminated dogs ('Disk') last, and two footnote lines.",
        evidence="Partly checked: Svenska Agilityklubben's FAQ (stored page) names Agida as the Swedish competition system; the placing rule (fewest total faults, then fewest course faults, then fastest time), 5 points per fault and 1 fault point per second over standard time are from DGI's Danish agility rules page and Swedish club pages. Agida's own column titles and the list layout are from memory, unverified. Excel's 'Unicode text' is UTF-16 LE with BOM, TAB-separated, CRLF; times keep the Swedish decimal comma.",
        answer="winner", winner=w, aliases=[handlers[win[0]], f"{handlers[win[0]]} – {w}"],
        question="Which dog (team) placed first: lowest total faults, then fewest course faults, then fastest time (Plac 1)?",
        candidates=[dogs[i] for i, *_ in placed], scores={k: rnd(v, 2) for k, v in scores.items()},
        traps=[f"the fastest time belongs to {dogs[fastest[0]]}, who has course faults and is not first",
               "eliminated dogs ('Disk') listed at the end without numbers",
               "decimal commas in Tidsfel / Totalfel / Tid", "UTF-16 LE with BOM, tab-separated",
               "title block and footnotes around the table"])


# ------------------------------------------------- 7. Daum cafe (cp949)
def f_daum():
    name = "Daum카페_투표결과_6월정기관측회_장소.csv"
    items = ["화천 조경철천문대 주차장", "양평 중미산 천문대 아래 공터", "영월 별마로천문대 인근",
             "안성 2번 관측지 (비봉산)", "보은 7번 국도변 캠핑장", "가평 1100고지 임도"]
    rng = random.Random(7707)
    n_part = 41
    ballots = []
    target = [14, 11, 19, 8, 16, 10]
    pool = []
    for i, k in enumerate(target):
        pool += [i] * k
    rng.shuffle(pool)
    votes = Counter(pool)
    scores = {items[i]: votes[i] for i in range(len(items))}
    w = unique_top(scores)
    assert w
    total = sum(votes.values())
    rows = [["[별빛마루 천체관측 동호회] 6월 정기 관측회 장소 투표", "", "", ""],
            ["투표기간 2026.05.20 ~ 2026.05.31 / 복수선택(최대 2개) / 참여 41명", "", "", ""],
            ["", "", "", ""],
            ["번호", "항목", "득표", "비율"]]
    for i, it in enumerate(items, 1):
        v = votes[i - 1]
        rows.append([str(i), it, f"{v}표", f"{round(100 * v / n_part)}%"])
    rows.append(["", "합계", f"{total}표", ""])
    rows.append(["", "", "", ""])
    rows.append(["※ 비율은 참여 인원(41명) 기준이라 합이 100%를 넘습니다.", "", "", ""])
    rows.append(["※ 6/13(토) 월령 27일, 최종 장소는 운영진 공지 참고", "", "", ""])
    data = csv_text(rows)
    write_bytes(name, data.encode("cp949"))
    add(name,
        tool="Daum 카페 (Kakao's Daum Cafe community platform), a cafe vote (투표) result page copied into Excel (Korean) and saved as CSV; an amateur astronomy club (천체관측 동호회) choosing the site of its June observing night",
        shape="Ready-made count table under a title block: 번호 / 항목 / 득표 ('19표', text) / 비율 ('46%'), a 합계 (total) row, and two ※ footnotes; multiple choice (up to 2), so the percentages are of participants and add up to more than 100%.",
        evidence="From memory, unverified: Daum Cafe votes show each item with its count in 표 and a percentage, with the voting period and a multiple-choice note; the exact labels, the 합계 row and the footnotes are my approximation (no search done). CP949 (Korean Windows code page, what Korean Excel writes for CSV), ',', CRLF.",
        answer="winner", winner=w,
        question="Which site got the most votes (득표)?",
        candidates=items, scores=scores,
        traps=["counts stored as text with the unit '표'", "the 합계 row is the largest number",
               "place names with numbers ('2번 관측지', '7번 국도', '1100고지')",
               "percentages of participants add up to more than 100%", "CP949 encoding"])


# --------------------------------------------- 8. Kokuchpro (cp932, ask)
def f_kokuchpro():
    name = "こくちーずプロ_参加者一覧_第48回菊花展見学会.csv"
    q1 = ["No.3 国華越山（杉本）", "No.7 聖光の司（大西）", "No.11 富士の新雪（松浦）",
          "No.15 泉郷光輝（長谷部）", "No.19 天女の舞（小川）", "No.22 陽光の朝（須藤）"]
    q2 = ["懸崖 K-2 紅小町（野々村）", "盆栽 B-5 石付け 白鷺（吉岡）", "懸崖 K-6 黄金の滝（堀）",
          "盆栽 B-9 文人木 藤娘（村上）", "懸崖 K-11 寒菊 紫雲（浅野）"]
    sei = ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤", "吉田",
           "山田", "佐々木", "山口", "松本", "井上", "木村", "林", "清水", "森", "池田", "橋本"]
    sei_k = ["サトウ", "スズキ", "タカハシ", "タナカ", "イトウ", "ワタナベ", "ヤマモト", "ナカムラ",
             "コバヤシ", "カトウ", "ヨシダ", "ヤマダ", "ササキ", "ヤマグチ", "マツモト", "イノウエ",
             "キムラ", "ハヤシ", "シミズ", "モリ", "イケダ", "ハシモト"]
    mei = [("和子", "カズコ"), ("幸子", "サチコ"), ("洋子", "ヨウコ"), ("節子", "セツコ"), ("博", "ヒロシ"),
           ("茂", "シゲル"), ("誠", "マコト"), ("清", "キヨシ"), ("美智子", "ミチコ"), ("恵子", "ケイコ"),
           ("勝", "マサル"), ("健一", "ケンイチ"), ("明美", "アケミ"), ("隆", "タカシ")]
    for seed in range(8800, 8900):
        rng = random.Random(seed)
        n = 46
        a1 = [rng.choices(q1, weights=[5, 8, 4, 9, 3, 4])[0] if rng.random() > 0.06 else "" for _ in range(n)]
        a2 = [rng.choices(q2, weights=[6, 9, 4, 5, 3])[0] if rng.random() > 0.08 else "" for _ in range(n)]
        status = ["キャンセル" if rng.random() < 0.09 else "申込完了" for _ in range(n)]
        c1 = Counter(a for a, s in zip(a1, status) if a and s == "申込完了")
        c2 = Counter(a for a, s in zip(a2, status) if a and s == "申込完了")
        s1 = {k: c1[k] for k in q1}
        s2 = {k: c2[k] for k in q2}
        w1, w2 = unique_top(s1), unique_top(s2)
        all1 = Counter(a for a in a1 if a)
        if w1 and w2 and status.count("キャンセル") >= 3 and unique_top({k: all1[k] for k in q1}) == w1:
            break
    else:
        raise SystemExit("kokuchpro: no seed")
    rows = []
    t = dt.datetime(2026, 10, 1, 9, 0)
    for i in range(n):
        t += dt.timedelta(minutes=rng.randint(20, 900))
        si = rng.randrange(len(sei))
        m, mk = rng.choice(mei)
        rows.append([str(1093400 + i * 7 + rng.randint(0, 6)), t.strftime("%Y/%m/%d %H:%M"), status[i],
                     f"{sei[si]} {m}", f"{sei_k[si]} {mk}",
                     f"kiku{rng.randint(100, 999)}@example.jp",
                     f"0{rng.choice(['90', '80', '70'])}-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}",
                     str(rng.choice([1, 1, 1, 2])), rng.choice(["会員", "会員", "一般"]),
                     a1[i], a2[i], rng.choice(["参加する", "参加する", "参加しない"]),
                     rng.choice(["", "", "", "車椅子で伺います", "駐車場の有無を教えてください", "昨年も楽しみました"])])
    header = ["申込番号", "申込日時", "ステータス", "氏名", "フリガナ", "メールアドレス", "電話番号",
              "参加人数", "参加区分",
              "アンケート1：人気投票（大菊の部）お好きな作品を1つお選びください",
              "アンケート2：人気投票（懸崖・盆栽仕立ての部）お好きな作品を1つお選びください",
              "アンケート3：見学後の懇親会（1,500円）",
              "備考"]
    data = csv_text([header] + rows)
    write_bytes(name, data.encode("cp932"))
    add(name,
        tool="こくちーずプロ (Kokuchpro, Japanese event-announcement and registration service), 主催者 → 参加者一覧 → CSVダウンロード; a chrysanthemum society's show visit (菊花展見学会) whose registration form carried two popularity votes",
        shape="Registration export with metadata (number, time, status, name, kana, e-mail, phone, party size, member/non-member) and three questionnaire answers: a popularity vote for the large-bloom section, a second popularity vote for the cascade/bonsai section, and attendance at the party.",
        evidence="From memory, unverified: Kokuchpro lets organisers download the participant list as CSV with the form's questionnaire answers; the column titles, status words and Shift_JIS (CP932) encoding, as Japanese services usually write for Excel, are my guesses (the search found nothing specific). ',', CRLF.",
        answer="ask", winner=None,
        acceptable={"大菊の部 (large-bloom section)": w1, "懸崖・盆栽仕立ての部 (cascade / bonsai section)": w2},
        ask_because="Two popularity votes of equal standing (two show sections) sit side by side, each with its own winner, and the file does not say which one is wanted.",
        question="Most votes per section among registrations that were not cancelled.",
        candidates={"大菊の部 (large-bloom section)": q1, "懸崖・盆栽仕立ての部 (cascade / bonsai section)": q2},
        scores={"大菊の部 (large-bloom section)": s1, "懸崖・盆栽仕立ての部 (cascade / bonsai section)": s2},
        traps=["two vote questions of equal standing", "cancelled registrations (キャンセル) still carry answers",
               "a third question (party attendance) with a clear majority answer",
               "blank answers", "Shift_JIS (CP932) encoding"])


# ------------------------------------------ 9. Google Forms TR (cp1254)
def f_gforms_tr():
    name = "GoogleForms_Yaz_Turu_2026_rota_anketi_Ege_Motosiklet_Kulubu.csv"
    routes = ["Kapadokya – Ihlara Vadisi", "Karadeniz Yaylaları (Ayder – Zigana)",
              "Likya Yolu Sahil Turu (Fethiye – Kaş)", "Kaz Dağları ve Assos",
              "Doğu Ekspresi Rotası (Erzurum – Kars)", "Toroslar – Gökova"]
    Q = "Rota tercihleriniz (1. tercih = 3 puan, 2. tercih = 2 puan, 3. tercih = 1 puan)"
    ranks = ["1. tercih", "2. tercih", "3. tercih"]
    for seed in range(9900, 10400):
        rng = random.Random(seed)
        wts = [1.0, 1.35, 1.1, 0.8, 1.45, 0.5]
        ballots = []
        for _ in range(37):
            pool = list(range(6))
            b = []
            k = 3 if rng.random() > 0.1 else rng.choice([1, 2])
            for _r in range(k):
                ww = [wts[p] for p in pool]
                c = rng.choices(pool, weights=ww)[0]
                b.append(c)
                pool.remove(c)
            ballots.append(b)
        borda = Counter()
        first = Counter()
        ment = Counter()
        for b in ballots:
            for pos, c in enumerate(b):
                borda[c] += 3 - pos
                ment[c] += 1
            first[b[0]] += 1
        sb = {routes[i]: borda[i] for i in range(6)}
        sf = {routes[i]: first[i] for i in range(6)}
        sm = {routes[i]: ment[i] for i in range(6)}
        w = unique_top(sb)
        f = unique_top(sf)
        if w and f and f != w:
            break
    else:
        raise SystemExit("gforms: no seed")
    fn = ["Mehmet", "Ayşe", "Emre", "Zeynep", "Burak", "Elif", "Serkan", "Gökhan", "Deniz", "Özlem",
          "Caner", "İpek", "Tolga", "Şule", "Barış", "Çağla", "Onur", "Gül", "Hakan", "Nilüfer"]
    ln = ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Aydın", "Öztürk", "Arslan", "Doğan", "Kılıç",
          "Koç", "Kurt", "Özdemir", "Erdoğan", "Güneş", "Aksoy", "Tekin", "Uçar"]
    bikes = ["BMW R 1250 GS", "Honda Africa Twin", "Yamaha Ténéré 700", "KTM 890 Adventure",
             "Triumph Tiger 900", "Suzuki V-Strom 650", "Harley-Davidson Street Glide", "Kawasaki Versys 650",
             "Honda NC750X", "Benelli TRK 502"]
    rows = []
    t = dt.datetime(2026, 4, 20, 20, 3)
    for b in ballots:
        t += dt.timedelta(minutes=rng.randint(5, 700))
        name_ = f"{rng.choice(fn)} {rng.choice(ln)}"
        mail = f"{rng.choice(['motor', 'rider', 'ege', 'yol'])}{rng.randint(10, 999)}@example.com.tr"
        cells = [""] * 6
        for pos, c in enumerate(b):
            cells[c] = ranks[pos]
        rows.append([t.strftime("%d.%m.%Y %H:%M"), mail, name_, rng.choice(bikes),
                     rng.choice(["Kesin katılıyorum", "Kesin katılıyorum", "Büyük ihtimalle", "Henüz bilmiyorum"])]
                    + cells + [rng.choice(["", "", "", "Konaklama kamp olursa daha iyi", "Yağmur ihtimaline dikkat",
                                           "Eşimle birlikte (pillion) katılacağım"])])
    header = ["Zaman damgası", "E-posta Adresi", "Adınız Soyadınız", "Motosikletiniz (marka / model)",
              "Tura katılım durumunuz"] + [f"{Q} [{r}]" for r in routes] + ["Eklemek istedikleriniz"]
    data = csv_text([header] + rows, delim=";")
    write_bytes(name, data.encode("cp1254"))
    add(name,
        tool="Google Forms (Turkish UI), responses sheet in Google Sheets downloaded as .xlsx and saved in Excel (Turkish) as 'CSV (Noktalı virgülle ayrılmış)'; a motorcycle touring club choosing the route of its 2026 summer tour",
        shape="Ranked ballot as a multiple-choice grid: timestamp, e-mail, name, motorcycle and attendance, then one column per route ('question [route]') holding '1. tercih' / '2. tercih' / '3. tercih' or empty, the points per rank stated in the question text, and a free comment.",
        evidence="From memory, unverified: Google Forms writes grid questions as one column per row titled 'Question [Row]' and puts the chosen column label in the cell; 'Zaman damgası' and 'E-posta Adresi' are the Turkish column names as I remember them. Excel (Turkish) writes ';'-separated Windows-1254 CSV with CRLF and dd.mm.yyyy hh:mm dates.",
        answer="winner", winner=w,
        question="Points per rank as stated in the question (1st = 3, 2nd = 2, 3rd = 1); highest total wins.",
        candidates=routes, scores=sb,
        traps=[f"counting first choices only makes '{f}' win", "the rule (3/2/1 points) is inside the column titles",
               "a few ballots rank only one or two routes", "Windows-1254 Turkish letters (ğ, ş, ı, İ), ';' separator"])


# ---------------------------------------------- 10. SurveyLab PL (cp1250)
def f_surveylab():
    name = "SurveyLab_eksport_ankieta_repertuarowa_Chor_Cantilena_2026.csv"
    pieces = ["Gaude Mater Polonia", "Bogurodzica", "Ave verum corpus (Mozart)", "Locus iste (Bruckner)",
              "Northern Lights (Gjeilo)", "Hej, bystra woda (opr. chóralne)"]
    base = [3.9, 3.5, 3.7, 3.3, 3.85, 3.0]
    for seed in range(10100, 11100):
        rng = random.Random(seed)
        resp = []
        for _ in range(26):
            r = []
            for m in base:
                if rng.random() < 0.1:
                    r.append(None)
                else:
                    r.append(max(1, min(5, round(rng.gauss(m, 0.9)))))
            resp.append(r)
        def stats(rs):
            mean, tot = {}, {}
            for j, p in enumerate(pieces):
                v = [r[j] for r in rs if r[j] is not None]
                mean[p] = sum(v) / len(v)
                tot[p] = sum(v)
            return mean, tot
        mean, tot = stats(resp)
        w = unique_top(mean)
        if not w or unique_top(tot) != w:
            continue
        wi = pieces.index(w)
        tests = []
        for k in range(2):
            tr = [3] * 6
            tr[wi] = 1
            tests.append(tr)
        # the conductor's tests give 5 to the runner-up by mean
        ru = sorted(mean, key=lambda p: -mean[p])[1]
        for tr in tests:
            tr[pieces.index(ru)] = 5
        m2, t2 = stats(resp + tests)
        if unique_top(m2) not in (None, w) and unique_top(t2) not in (None, w):
            break
    else:
        raise SystemExit("surveylab: no seed")
    fn = ["Agnieszka", "Katarzyna", "Małgorzata", "Joanna", "Zofia", "Anna", "Ewa", "Magdalena",
          "Piotr", "Tomasz", "Paweł", "Krzysztof", "Michał", "Łukasz", "Grzegorz", "Jan", "Barbara",
          "Dorota", "Marek", "Wojciech", "Halina", "Jadwiga", "Stanisław", "Bożena", "Jerzy", "Urszula"]
    ln = ["Nowak", "Kowalska", "Wiśniewski", "Wójcik", "Kamińska", "Lewandowski", "Zielińska", "Szymański",
          "Woźniak", "Dąbrowska", "Kozłowski", "Jankowska", "Mazur", "Krawczyk", "Piotrowska", "Grabowski",
          "Pawłowska", "Michalski", "Zając", "Król", "Wieczorek", "Jabłońska", "Wróbel", "Nowakowski",
          "Majewska", "Olszewski"]
    voice = ["sopran", "sopran", "alt", "alt", "tenor", "bas"]
    uas = ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
           "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
           "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
           "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3 Safari/605.1.15"]
    refs = ["", "", "https://www.facebook.com/", "https://poczta.example.pl/"]
    rows = []
    t = dt.datetime(2026, 3, 2, 18, 10)
    allr = [(r, False, k) for k, r in enumerate(resp)]
    allr.insert(0, (tests[0], True, 0))
    allr.insert(9, (tests[1], True, 1))
    rid = 48211
    for r, is_test, k in allr:
        t += dt.timedelta(minutes=rng.randint(30, 600))
        t_end = t + dt.timedelta(seconds=rng.randint(95, 420))
        rid += rng.randint(1, 9)
        cells = ["nie znam" if x is None else str(x) for x in r]
        if is_test:
            meta = [str(rid), "test" if k == 0 else "test2", uas[0], t.strftime("%d.%m.%Y %H:%M"),
                    t_end.strftime("%d.%m.%Y %H:%M"), str(rng.randint(8, 20)), str(rng.randint(10, 25)), "",
                    "Test", "Dyrygent", "dyrygent@cantilena.example.pl", "bas"]
            rows.append(meta + cells + ["TEST – proszę nie liczyć"])
        else:
            meta = [str(rid), "", rng.choice(uas), t.strftime("%d.%m.%Y %H:%M"), t_end.strftime("%d.%m.%Y %H:%M"),
                    str(rng.randint(25, 140)), str(rng.randint(40, 260)), rng.choice(refs),
                    fn[k], ln[k], f"{fn[k][0].lower()}.{ln[k].lower()}@example.pl".replace("ł", "l").replace("ś", "s")
                    .replace("ó", "o").replace("ą", "a").replace("ę", "e").replace("ż", "z").replace("ź", "z")
                    .replace("ń", "n").replace("ć", "c"), voice[k % 6]]
            rows.append(meta + cells + [rng.choice(["", "", "", "Więcej polskiej muzyki współczesnej!",
                                                    "Gjeilo tylko z dobrym fortepianem", "Bogurodzicę śpiewaliśmy w 2019"])])
    Qm = "P2. Jak chętnie zaśpiewasz w sezonie 2026/27? (1 – wcale, 5 – bardzo chętnie)"
    header = ["Id odpowiedzi", "Klucz odpowiedzi", "userAgentData", "Data rozpoczęcia", "Data zakończenia",
              "Czas spędzony na stronie 1", "Czas spędzony na stronie 2", "Odniesienie (URL)", "Imię",
              "Nazwisko", "Email", "P1. Jaki głos śpiewasz?"] + [f"{Qm} - {p}" for p in pieces] + \
             ["P3. Uwagi i propozycje"]
    data = csv_text([header] + rows, delim=";")
    write_bytes(name, data.encode("cp1250"))
    add(name,
        tool="SurveyLab (Polish online survey service), Wyniki → Eksport → CSV, opened in Excel (Polish) and saved as 'CSV (rozdzielany przecinkami)'; a chamber choir's repertoire survey for the next season",
        shape="Rating grid with metadata: SurveyLab's automatic fields (response id, response key, user agent, start and end time, seconds per page, referrer), contact fields (first name, surname, e-mail), voice part, then one column per piece with a 1–5 rating or 'nie znam' (don't know it), and a comment; two test responses by the conductor.",
        evidence="Checked: SurveyLab's help page 'Struktura pliku eksportu' (stored) lists the automatic fields Id odpowiedzi, Klucz odpowiedzi, userAgentData, Data rozpoczęcia, Data zakończenia, Czas spędzony na stronie N, Odniesienie (URL) and the contact fields Imię, Nazwisko, Email, used here in that order. The '<question> - <row>' header for the matrix, the 'nie znam' column and the re-save by Polish Excel (';', Windows-1250, CRLF, dd.mm.yyyy hh:mm) are from memory, unverified.",
        answer="winner", winner=w,
        question="Which piece has the highest mean rating (1–5), 'nie znam' not counted, the conductor's test responses excluded? (The total of ratings gives the same winner.)",
        candidates=pieces, scores={k: rnd(v) for k, v in mean.items()},
        traps=[f"two test responses (Klucz odpowiedzi 'test'/'test2', comment 'TEST – proszę nie liczyć') rate {ru} 5 and {w} 1; counting them makes {unique_top(m2)} win",
               "'nie znam' (don't know) in the rating cells", "long metadata block before the grid",
               "Windows-1250 Polish letters, ';' separator"])


# ------------------------------------------------- 11. Violity (cp1251)
def f_violity():
    name = "Violity_історія_ставок_лот_20314587_марки_УНР.csv"
    maxima = [1450, 1400, 1150, 1100, 1000, 900, 750, 600, 450]
    nicks = ["м***о (214)", "f***x (37)", "п***й (1022)", "s***a (5)", "о***к (389)", "В***р (61)",
             "k***7 (148)", "Л***я (12)", "д***н (903)"]
    rng = random.Random(11011)
    step = 25
    order_max = dict(zip(nicks, maxima))
    # ascending auction: each bidder's last (highest) bid is his maximum; lower maxima drop out first
    asc = sorted(nicks, key=lambda n: order_max[n])
    events = []
    p = 400
    last = None
    for i, b in enumerate(asc):
        higher = asc[i:]
        for _k in range(rng.randint(0, 3)):
            amt = p + step * rng.randint(1, 2)
            if amt >= order_max[b] - step:
                break
            who = rng.choice([h for h in higher if h != last] or higher)
            if who == last:
                break
            events.append((who, amt))
            p, last = amt, who
        if last == b:
            # someone else outbids first, so that b can answer with his maximum
            others = [h for h in asc[i + 1:]]
            amt = p + step
            if others and amt < order_max[b]:
                who = rng.choice(others)
                events.append((who, amt))
                p, last = amt, who
        events.append((b, order_max[b]))
        p, last = order_max[b], b
    best = defaultdict(int)
    for b, amt in events:
        best[b] = max(best[b], amt)
    assert sorted(best.values(), reverse=True) == maxima
    amounts = sorted({a for _, a in events})
    rev = {a: a * sum(1 for v in best.values() if v >= a) for a in amounts}
    top = max(rev.values())
    wins = [a for a, v in rev.items() if v == top]
    assert len(wins) == 1 and wins[0] != max(maxima)
    t = dt.datetime(2026, 4, 12, 10, 4, 0)
    times = []
    for _ in events:
        t += dt.timedelta(minutes=rng.randint(7, 600), seconds=rng.randint(0, 59))
        times.append(t)
    end = dt.datetime(2026, 4, 19, 21, 0, 0)
    if times[-1] > end:
        shift = times[-1] - end + dt.timedelta(minutes=3)
        times = [x - shift for x in times]
    def uah(a):
        s = f"{a:,}".replace(",", "\u00a0")
        return f"{s} грн"
    rows = [["Марки УНР 1918, «шагівки» 10+20+30+40 шагів, квартблоки, MNH", "", "", ""],
            ["Лот № 20314587 · розділ «Філателія / Україна до 1920»", "", "", ""],
            [f"Стартова ціна: 400 грн · Крок ставки: {step} грн · Завершено: 19.04.2026 21:00", "", "", ""],
            ["", "", "", ""],
            ["№", "Учасник", "Ставка", "Дата і час"]]
    n = len(events)
    for k in range(n - 1, -1, -1):
        b, amt = events[k]
        rows.append([str(k + 1), b, uah(amt), times[k].strftime("%d.%m.%Y %H:%M:%S")])
    rows.append(["", "", "", ""])
    rows.append([f"Всього ставок: {n}; учасників: {len(best)}", "", "", ""])
    data = csv_text(rows, delim=";")
    write_bytes(name, data.encode("cp1251"))
    add(name,
        tool="Violity (Ukrainian collectors' auction site), ended lot → bid history (історія ставок) selected in the browser, pasted into Excel (Ukrainian) and saved as 'CSV (роздільник – крапка з комою)'; a stamp collector selling a lot of 1918 Ukrainian stamps",
        shape="Bid list: three title lines (lot name, lot number and section, start price / bid step / end time) and a blank row, then № / Учасник (masked nickname with feedback count) / Ставка ('1 150 грн', no-break space) / Дата і час, newest first, several bids per bidder, and a totals footnote.",
        evidence="Partly checked: Violity's rules pages (stored) describe lots with a starting price, a bid step set by the seller and a fixed closing time; the bid-history columns, masked nicknames and the hryvnia format are from memory, unverified. Excel (Ukrainian) saves ';'-separated Windows-1251 CSV with CRLF; the no-break space thousands separator (0xA0) survives because the amounts stayed text.",
        answer="winner", winner=f"{wins[0]}.00", aliases=[uah(wins[0]), str(wins[0])],
        question="Posted price that maximises revenue = price × number of bidders whose highest bid is at least that price (each bidder's highest bid).",
        candidates=[f"{a}.00" for a in amounts], scores={f"{a}.00": rev[a] for a in amounts},
        traps=["several bids per bidder: only each bidder's highest bid counts",
               f"the top bid ({max(maxima)} грн) is not the revenue-maximising price",
               "amounts as text with a no-break space and 'грн'", "newest bid first", "title block and footnote",
               "Windows-1251, ';'"])


# ----------------------------------------------- 12. BBS (gbk, ask)
def f_bbs():
    name = "BBS_BoardGame版_2026年度最佳桌游评选_结果.txt"
    games = ["璀璨宝石 Splendor", "卡坦岛 Catan", "展翅翱翔 Wingspan", "殖民火星 Terraforming Mars",
             "阿瓦隆 Avalon", "方舟动物园 Ark Nova", "花砖物语 Azul", "风声 The Message", "七大奇迹：对决 7 Wonders Duel"]
    for seed in range(12000, 12600):
        rng = random.Random(seed)
        wts = [1.2, 0.7, 1.5, 1.0, 1.7, 1.3, 0.9, 1.0, 0.6]
        ballots = []
        for _ in range(47):
            pool = list(range(len(games)))
            b = []
            for _r in range(3):
                c = rng.choices(pool, weights=[wts[p] for p in pool])[0]
                b.append(c)
                pool.remove(c)
            ballots.append(b)
        pts, cnt, first = Counter(), Counter(), Counter()
        for b in ballots:
            for pos, c in enumerate(b):
                pts[c] += 3 - pos
                cnt[c] += 1
            first[b[0]] += 1
        sp = {games[i]: pts[i] for i in range(len(games))}
        sc = {games[i]: cnt[i] for i in range(len(games))}
        wp, wc = unique_top(sp), unique_top(sc)
        if wp and wc and wp != wc:
            break
    else:
        raise SystemExit("bbs: no seed")
    heads = ["序号", "游戏", "票数", "积分"]
    data_rows = [[str(i + 1), games[i], str(cnt[i]), str(pts[i])] for i in range(len(games))]
    widths = [max(disp_width(r[k]) for r in [heads] + data_rows) for k in range(4)]
    widths = [w + (w % 2) + 2 for w in widths]
    def cell(s, w, right=False):
        pad = w - disp_width(s)
        return (" " * (pad - 1) + s + " ") if right else (" " + s + " " * (pad - 1))
    def border(l, m, r):
        return l + m.join("─" * (w // 2) for w in widths) + r
    tbl = [border("┌", "┬", "┐"),
           "│" + "│".join(cell(h, w) for h, w in zip(heads, widths)) + "│",
           border("├", "┼", "┤")]
    for r in data_rows:
        tbl.append("│" + "│".join(cell(c, w, right=(k >= 2)) for k, (c, w) in enumerate(zip(r, widths))) + "│")
    tbl.append(border("└", "┴", "┘"))
    L = ["发信人: meeple42 (米宝), 信区: BoardGame",
         "标  题: 【结果】2026年度桌游社最佳桌游评选",
         "发信站: 青岚BBS (Sun Apr 26 21:14:05 2026), 站内",
         "",
         "各位社员好，年度评选投票已于4月25日24点截止。",
         "每人按喜好顺序填写3款游戏（第一名3分，第二名2分，第三名1分）。",
         f"共收到选票{len(ballots)}张，另有废票2张（只写了同一款游戏）。",
         "",
         "下表列出每款游戏被提名的票数和按名次折算的积分：",
         ""] + tbl + [
         "",
         "“年度最佳”奖杯（其实是一个镀金的米宝）最终归属，下周例会社委会再议。",
         "欢迎大家周六继续来活动室开团！",
         "",
         "--",
         "开团请发到 BoardGame 版，三人以上成团。",
         "",
         "※ 来源:·青岚BBS bbs.qinglan.example.edu.cn·[FROM: 10.23.*]"]
    data = "\r\n".join(L) + "\r\n"
    write_bytes(name, data.encode("gbk"))
    add(name,
        tool="A university telnet BBS (KBS/Firebird-style system, board 'BoardGame'), a post read in the Fterm client and saved as text (GBK); a student board-game society's game-of-the-year vote",
        shape="BBS post printed as text: the three-line post header (sender, title, station and time), a few lines of rules, a box-drawn table with 序号 / 游戏 / 票数 (ballots naming the game) / 积分 (3-2-1 points), then remarks, signature and the origin line.",
        evidence="From memory, unverified: the 发信人 / 标  题 / 发信站 header, the '--' signature and the '※ 来源:·… [FROM: …]' origin line are the usual look of KBS/Firebird BBS posts; tables drawn with box characters are common there. GBK (code page 936), CRLF as a Windows telnet client saves it.",
        answer="ask", winner=None,
        acceptable={"积分 (3-2-1 points)": wp, "票数 (number of ballots naming the game)": wc},
        ask_because="The table gives both ballots-naming-the-game and 3-2-1 points, they crown different games, and the post explicitly leaves the award to a later committee meeting.",
        question="Either highest 积分 (points by rank) or highest 票数 (ballots naming the game); the post does not choose.",
        candidates={"积分 (3-2-1 points)": games, "票数 (number of ballots naming the game)": games},
        scores={"积分 (3-2-1 points)": sp, "票数 (number of ballots naming the game)": sc},
        traps=["points versus number of voters give different winners", "box-drawing table in GBK",
               "game names mixing Chinese, English and digits ('7 Wonders Duel')", "post header, remarks and signature around the table"])


# -------------------------------------------- 13. SpeedQuizzing (xlsx)
def f_speedquizzing():
    name = "SpeedQuizzing_results_Fox_and_Fiddle_League_Week14.xlsx"
    teams = ["The Quizzly Bears", "Les Quizerables", "Agatha Quiztie", "Universally Challenged",
             "Trivia Newton-John", "Quiz Team Aguilera", "The Fact Hunt", "Tequila Mockingbird",
             "Norfolk Enchants", "Brain Drain", "Bar Staff (not competing)", "Sofa So Good"]
    rounds = ["R1 General Knowledge", "R2 Music Intros", "R3 Picture Round", "R4 Speed Round",
              "R5 Sport & Leisure", "R6 Final Fling"]
    for seed in range(13000, 13300):
        rng = random.Random(seed)
        sc = {}
        for tname in teams:
            r = [rng.randint(4, 10), rng.randint(3, 10), rng.randint(5, 10), rng.randint(10, 30),
                 rng.randint(3, 10), rng.randint(4, 12)]
            joker = rng.randrange(6)
            r2 = [x * 2 if k == joker else x for k, x in enumerate(r)]
            sc[tname] = (r2, joker)
        tot = {k: sum(v[0]) for k, v in sc.items()}
        comp = {k: v for k, v in tot.items() if "not competing" not in k}
        w = unique_top(comp)
        if w and unique_top(tot) == "Bar Staff (not competing)":
            break
    else:
        raise SystemExit("speedquizzing: no seed")
    ordered = sorted(teams, key=lambda k: -tot[k])
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Results"
    ws.append(["SpeedQuizzing – Game Results"])
    ws.append(["Fox & Fiddle Thursday Quiz League · Week 14 · 16/04/2026"])
    ws.append(["Jokers double the round they were played on (marked *). Host: Gaz"])
    ws.append([])
    ws.append(["Position", "Team"] + rounds + ["Total"])
    for c in ws[5]:
        c.font = Font(bold=True)
    pos = 0
    for tname in ordered:
        r, joker = sc[tname]
        if "not competing" in tname:
            p = "NC"
        else:
            pos += 1
            p = pos
        cells = [f"{x}*" if k == joker else (str(x) if (k == 3 and x % 2) else x) for k, x in enumerate(r)]
        ws.append([p, tname] + cells + [tot[tname]])
    ws.append([])
    ws.append(["", "Round average"] + [round(sum(sc[t][0][k] for t in teams) / len(teams), 1) for k in range(6)]
              + [round(sum(tot.values()) / len(teams), 1)])
    ws.merge_cells("A1:I1")
    ws.merge_cells("A2:I2")
    ws.merge_cells("A3:I3")
    ws["A1"].font = Font(bold=True, size=14)
    ws.column_dimensions["B"].width = 28
    save_xlsx(wb, name)
    add(name,
        tool="SpeedQuizzing (pub-quiz software where teams answer on their phones), host → finished game → results exported to Excel; a pub's weekly quiz league night in Norwich",
        shape="Results sheet: merged three-line title block, then Position / Team / six round columns / Total sorted by total, a house team marked 'NC' (not competing) at the top, joker rounds shown doubled with a '*' (text), some speed-round scores stored as text, and a round-average row below.",
        evidence="From memory, unverified: SpeedQuizzing runs pub quizzes with team scoring by round and jokers; the export's sheet name, title lines, column titles and the NC marking are my approximation (search found nothing on its export).",
        answer="winner", winner=w,
        question="Which competing team has the highest total (Position 1)? The bar staff's team is marked not competing.",
        candidates=[t for t in teams if "not competing" not in t], scores={k: comp[k] for k in comp},
        traps=["the non-competing bar staff team has the highest total and sits on top with Position 'NC'",
               "joker cells like '14*' are text", "some round scores stored as text",
               "a round-average row under the table", "merged title block"])


# ------------------------------------------------- 14. AgShow (xlsx)
def f_agshow():
    name = "AgShow_Horticulture_points_Mount_Barker_Show_2026.xlsx"
    entrants = ["Beryl Hutchins", "Doug McAllister", "Fay Nguyen", "Graham Pocock", "Irene Sandercock",
                "June Whitfield", "Kevin O'Loughlin", "Lorraine Tapp", "Maureen Keogh", "Neville Starr",
                "Pam Ridgway", "Ron Castellari", "Shirley Boland", "Trevor Lamb"]
    classes = [("20", "Cut Flowers"), ("21", "Roses"), ("22", "Dahlias"), ("23", "Vegetables"), ("24", "Fruit")]
    desc = {"20": ["Vase of 3 chrysanthemums", "Vase of mixed garden flowers", "Single bloom, any variety",
                   "Vase of 5 zinnias", "Vase of native flowers", "Posy in egg cup"],
            "21": ["1 hybrid tea rose, exhibition", "3 hybrid tea roses, one variety", "Floribunda spray",
                   "Bowl of roses", "Old garden rose, 1 stem", "Rose, full bloom"],
            "22": ["1 dahlia, decorative", "3 dahlias, cactus", "Pompon dahlias, 5", "Dahlia, ball type",
                   "Dahlia, any other type"],
            "23": ["5 potatoes", "3 carrots", "1 pumpkin, heaviest", "6 beans", "Plate of 5 tomatoes",
                   "3 onions, dressed", "1 cabbage"],
            "24": ["5 apples, one variety", "5 lemons", "Plate of mixed fruit", "3 pears", "Heaviest quince"]}
    for seed in range(14000, 14400):
        rng = random.Random(seed)
        wts = [1.0, 1.6, 0.7, 1.1, 1.5, 0.6, 0.9, 1.2, 0.8, 0.5, 1.0, 0.7, 1.3, 0.6]
        results = []
        for sec, _ in classes:
            for k, d in enumerate(desc[sec]):
                pool = list(range(len(entrants)))
                pl = []
                for _ in range(3):
                    c = rng.choices(pool, weights=[wts[p] for p in pool])[0]
                    pl.append(c)
                    pool.remove(c)
                hc = rng.choice(pool) if rng.random() < 0.5 else None
                results.append((sec, f"{sec}{k + 1:02d}", d, pl, hc, rng.randint(3, 14)))
        pts, f1, f2, f3, hcs = Counter(), Counter(), Counter(), Counter(), Counter()
        for *_x, pl, hc, n in results:
            pts[pl[0]] += 3
            pts[pl[1]] += 2
            pts[pl[2]] += 1
            f1[pl[0]] += 1
            f2[pl[1]] += 1
            f3[pl[2]] += 1
            if hc is not None:
                hcs[hc] += 1
        sp = {entrants[i]: pts[i] for i in range(len(entrants))}
        s1 = {entrants[i]: f1[i] for i in range(len(entrants))}
        w = unique_top(sp)
        w1 = unique_top(s1)
        if w and w1 and w1 != w:
            break
    else:
        raise SystemExit("agshow: no seed")
    wb = openpyxl.Workbook()
    ws0 = wb.active
    ws0.title = "Read Me"
    notes = ["Mount Barker & District Agricultural Society – 2026 Show",
             "Horticulture Pavilion (Sections 20–24) – points tally for the Champion Exhibitor trophy",
             "",
             "Exported from AgShow (Results by Entrant) on 9 March 2026 by the Horticulture steward.",
             "Points per Schedule rule 14: 1st = 3 points, 2nd = 2 points, 3rd = 1 point. Highly Commended = no points.",
             "The Champion Exhibitor (Horticulture) trophy goes to the exhibitor with the most points across Sections 20–24.",
             f"Classes judged: {len(results)}   Entries received: {sum(r[5] for r in results)}   Exhibitors: {len(entrants)}",
             "",
             "Sheet 'Points Tally' – one row per exhibitor.  Sheet 'Class Results' – placings per class.",
             "Queries to the Show Secretary, 0400 000 123."]
    for n in notes:
        ws0.append([n])
    ws0["A1"].font = Font(bold=True, size=13)
    ws0.column_dimensions["A"].width = 110
    ws1 = wb.create_sheet("Points Tally")
    ws1.append(["Exhibitor No", "Exhibitor", "Town", "1st", "2nd", "3rd", "HC", "Points"])
    towns = ["Mount Barker", "Nairne", "Hahndorf", "Littlehampton", "Echunga", "Macclesfield", "Meadows"]
    for i, e in enumerate(entrants):
        ws1.append([300 + i * 3, e, towns[i % len(towns)], f1[i], f2[i], f3[i], hcs[i], pts[i]])
    ws1.append([])
    ws1.append(["", "Total", "", sum(f1.values()), sum(f2.values()), sum(f3.values()), sum(hcs.values()),
                sum(pts.values())])
    ws1.column_dimensions["B"].width = 22
    ws2 = wb.create_sheet("Class Results")
    ws2.append(["Section", "Class", "Description", "Entries", "1st", "2nd", "3rd", "HC"])
    secname = dict(classes)
    for sec, cl, d, pl, hc, n in results:
        ws2.append([f"{sec} {secname[sec]}", cl, d, n, entrants[pl[0]], entrants[pl[1]], entrants[pl[2]],
                    entrants[hc] if hc is not None else None])
    ws2.column_dimensions["C"].width = 34
    save_xlsx(wb, name)
    add(name,
        tool="AgShow (Australian show-secretary software for country agricultural shows, softshow.com.au), 'Results by Entrant' exported to Excel and given a read-me sheet by the horticulture steward; a country show's horticulture pavilion (cut flowers, roses, dahlias, vegetables, fruit)",
        shape="Workbook whose first sheet is a read-me (points rule, trophy, entry counts), then 'Points Tally' (exhibitor number, name, town, counts of 1sts / 2nds / 3rds / HC and points, a Total row) and 'Class Results' (placings per class).",
        evidence="Partly checked: AgShow's online help (stored pages) describes a show secretary's program holding schedule, entrants, entries and results with result reports per entrant; a stored show schedule confirms 'most points' trophies in horticultural sections. The 3-2-1 points, the sheet layout and the read-me sheet are my own, unverified.",
        answer="winner", winner=w,
        question="Which exhibitor has the most points (1st = 3, 2nd = 2, 3rd = 1) for the Champion Exhibitor trophy?",
        candidates=entrants, scores=sp,
        traps=["first sheet is a read-me with numbers (entries, exhibitors)",
               f"most 1st prizes belongs to {w1}, not the points winner",
               "a Total row under the tally", "three sheets, the class results repeat the names many times"])


# ------------------------------------------------ 15. Framaforms (utf-8)
def f_framaforms():
    name = "Framaforms_programme_conferences_2026-2027_club_astro.csv"
    title = "Programme des conférences 2026-2027 : vos choix"
    opts = ["Exoplanètes : où en est-on ?", "Astrophotographie au smartphone", "Le Soleil en H-alpha",
            "Comètes et pluies de météores", "Cosmologie pour tous", "Histoire de l'astronomie lyonnaise",
            "Mars : les missions 2026-2030"]
    for seed in range(15000, 15600):
        rng = random.Random(seed)
        wts = [1.3, 1.2, 0.8, 1.0, 0.9, 0.5, 1.1]
        subs = []
        for _ in range(33):
            k = rng.choice([1, 2, 2, 3, 3])
            pool = list(range(7))
            ch = []
            for _r in range(k):
                c = rng.choices(pool, weights=[wts[p] for p in pool])[0]
                ch.append(c)
                pool.remove(c)
            subs.append(set(ch))
        drafts = [set(rng.sample(range(7), rng.choice([1, 2]))) for _ in range(3)]
        cnt = Counter(c for s in subs for c in s)
        s = {opts[i]: cnt[i] for i in range(7)}
        w = unique_top(s)
        if not w:
            continue
        cnt_d = Counter(c for x in subs + drafts for c in x)
        if unique_top({opts[i]: cnt_d[i] for i in range(7)}) != w:
            continue
        ranked = sorted(range(7), key=lambda i: -cnt[i])
        wi, ti = ranked[0], ranked[1]
        if cnt[wi] - cnt[ti] != 1:
            continue
        tests = [{ti}, {ti, 3}]
        cnt_t = Counter(c for x in subs + tests for c in x)
        if unique_top({opts[i]: cnt_t[i] for i in range(7)}) == opts[ti]:
            break
    else:
        raise SystemExit("framaforms: no seed")
    info = ["Numéro de série", "SID", "Date de soumission", "Date d'achèvement", "Date de modification",
            "Brouillon", "Adresse IP", "UID", "Nom d'utilisateur"]
    comps = [("Votre prénom", None), ("Quels thèmes voulez-vous pour les conférences ? (plusieurs choix possibles)", opts + ["Autre..."]),
             ("Viendrez-vous aux soirées d'observation au col de la Croix de Part ?", None)]
    h0 = [title] + [""] * (len(info) - 1)
    h1 = ["Détails de la soumission"] + [""] * (len(info) - 1)
    h2 = list(info)
    for cname, o in comps:
        if o:
            h0 += [""] * len(o)
            h1 += [cname] + [""] * (len(o) - 1)
            h2 += o
        else:
            h0.append("")
            h1.append("")
            h2.append(cname)
    firsts = ["Camille", "Hugo", "Léa", "Nathan", "Chloé", "Lucas", "Manon", "Théo", "Inès", "Louis", "Jade",
              "Gabriel", "Élodie", "Mathis", "Sarah", "Bastien", "Margaux", "Noé", "Anaïs", "Rémi", "Clémence",
              "Julien", "Océane", "Yanis", "Pauline", "Hélène", "Gérard", "Maryse", "Thierry", "Sylvie",
              "Jean-Marc", "Brigitte", "Pascal", "Odile", "Franck", "Lina"]
    autres = ["", "", "", "", "", "", "La pollution lumineuse", "Les télescopes Dobson DIY", "Astronomie et archéologie"]
    recs = [(x, "sub") for x in subs]
    recs.insert(4, (tests[0], "test"))
    recs.insert(5, (tests[1], "test"))
    for k, d in enumerate(drafts):
        recs.insert(12 + 9 * k, (d, "draft"))
    rows = []
    t = dt.datetime(2026, 6, 3, 20, 30)
    sid = 1884302
    for serial, (sel, kind) in enumerate(recs, 1):
        t += dt.timedelta(minutes=rng.randint(15, 900))
        sid += rng.randint(1, 40)
        ts = t.strftime("%d/%m/%Y - %H:%M")
        if kind == "test":
            meta = [str(serial), str(sid), ts, ts, ts, "0", "185.24.184.12", "48213", "clubastro-mdl"]
            pren = "TEST"
        else:
            comp = "" if kind == "draft" else ts
            meta = [str(serial), str(sid), ts, comp, ts, "1" if kind == "draft" else "0",
                    f"{rng.choice([78, 90, 92, 109, 176, 193])}.{rng.randint(1, 254)}.{rng.randint(1, 254)}.{rng.randint(1, 254)}",
                    "0", "Anonyme"]
            pren = firsts[serial % len(firsts)]
        cells = ["X" if i in sel else "" for i in range(7)] + [rng.choice(autres) if kind == "sub" else ""]
        obs = rng.choice(["Oui, régulièrement", "De temps en temps", "Non"]) if kind != "draft" else ""
        rows.append(meta + [pren] + cells + [obs])
    data = csv_text([h0, h1, h2] + rows, delim=";", quote_all=True, lineterm="\n")
    write_bytes(name, data.encode("utf-8"))
    counts = {opts[i]: cnt[i] for i in range(7)}
    w = unique_top(counts)
    add(name,
        tool="Framaforms (Framasoft's free form service, Drupal 7 with the Webform module, French UI), Résultats → Téléchargement, format 'Texte délimité' with ';', select options as separate columns; an amateur astronomy club near Lyon choosing next season's talk topics",
        shape="One column per option (approval vote): three header rows (form title; 'Détails de la soumission' and the question title above its first option; the submission fields and the option names), then one row per submission with serial, SID, times, draft flag, IP, UID, user name, first name, 'X' under each chosen topic, an 'Autre...' free-text column and a second question; two test submissions by the form owner and three unfinished drafts.",
        evidence="Checked in the Webform 7 code base (backdrop-contrib/webform, a port of Drupal 7 Webform 7.x-4.4 that Framaforms runs): the delimited exporter wraps every field in double quotes and joins with the chosen delimiter; headers are three rows (node title in the first cell, 'Submission Details' plus the component name, then Serial / SID / Submitted Time / Completed Time / Modified Time / Draft / IP Address / UID / Username and one column per option key); multiple-choice answers are 'X' in separate columns plus an 'other' column. The French translations of these labels, the ';' choice and LF endings are from memory, unverified.",
        answer="winner", winner=w,
        question="Which talk topic was ticked (X) most often in completed submissions (the owner's TEST submissions excluded; the three drafts do not change the result)?",
        candidates=opts, scores=counts,
        traps=[f"two TEST submissions by the form owner (user 'clubastro-mdl') tick '{opts[ti]}'; counting them makes it win",
               "three header rows; the option names are only in the third",
               "unfinished drafts (Brouillon = 1, no completion time)", "'Autre...' free-text column",
               "a second question (observing nights) after the options", "every field quoted, ';' separator"])


def main():
    for f in [f_doodle, f_goodreads, f_zapp, f_msr, f_photoentry, f_agida, f_daum, f_kokuchpro,
              f_gforms_tr, f_surveylab, f_violity, f_bbs, f_speedquizzing, f_agshow, f_framaforms]:
        f()
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2, sort_keys=False)
        fh.write("\n")
    print(f"wrote {len(EXPECTED)} files + expected.json")


if __name__ == "__main__":
    main()
