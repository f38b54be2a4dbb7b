#!/usr/bin/env python3
"""Blind test set AL: civil society and local life (Africa, Latin America, South Asia,
Oceania, North America). Writes 15 export files and expected.json next to this script.

Deterministic: fixed seeds, fixed xlsx document properties and zip entry dates.
Standard library + openpyxl only. All names, numbers, ids and organisations are invented.
"""
import csv
import datetime as dt
import io
import json
import os
import random
import re
import string
import zipfile

import openpyxl
from openpyxl.styles import Alignment, Font

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED = dt.datetime(2026, 11, 29, 10, 0, 0)
EXPECTED = {}


# ----------------------------------------------------------------- helpers
def write(name, data):
    with open(os.path.join(HERE, name), "wb") as fh:
        fh.write(data)


def csv_text(rows, delimiter=",", lineterminator="\r\n", quoting=csv.QUOTE_MINIMAL):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter, lineterminator=lineterminator, quoting=quoting)
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


def xlsx_bytes(wb):
    wb.properties.creator = "user"
    wb.properties.lastModifiedBy = "user"
    wb.properties.created = FIXED
    wb.properties.modified = FIXED
    raw = io.BytesIO()
    wb.save(raw)
    src = zipfile.ZipFile(io.BytesIO(raw.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                txt = data.decode("utf-8")
                txt = re.sub(r"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)",
                             r"\g<1>2026-11-29T10:00:00Z\g<2>", txt)
                txt = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)",
                             r"\g<1>2026-11-29T10:00:00Z\g<2>", txt)
                data = txt.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 11, 29, 10, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            z.writestr(zi, data)
    return out.getvalue()


def unique_top(scores):
    best = max(scores.values())
    tops = [k for k, v in scores.items() if v == best]
    assert len(tops) == 1, ("tie", scores)
    return tops[0]


def wpick(rng, weights):
    keys = [k for k, v in weights.items() if v > 0]
    tot = sum(weights[k] for k in keys)
    x = rng.random() * tot
    for k in keys:
        x -= weights[k]
        if x < 0:
            return k
    return keys[-1]


def approval_ballots(counts, rng, single_p=0.3):
    left = dict(counts)
    ballots = []
    while sum(left.values()) > 0:
        avail = [k for k, v in left.items() if v > 0]
        if len(avail) >= 2 and rng.random() > single_p:
            a = wpick(rng, left)
            rest = {k: v for k, v in left.items() if k != a}
            b = wpick(rng, rest)
            left[a] -= 1
            left[b] -= 1
            ballots.append([a, b])
        else:
            a = wpick(rng, left)
            left[a] -= 1
            ballots.append([a])
    rng.shuffle(ballots)
    return ballots


def split_amounts(total, n, rng, unit=10):
    """n positive multiples of `unit` summing to total."""
    k = total // unit
    assert k >= n
    cuts = sorted(rng.sample(range(1, k), n - 1))
    parts = [b - a for a, b in zip([0] + cuts, cuts + [k])]
    return [p * unit for p in parts]


def entry(name, **kw):
    base = dict(tool=None, shape=None, format_evidence=None, answer="winner", winner=None,
                winner_aliases=[], acceptable=None, ask_because=None, question=None,
                candidates=None, scores=None, traps=[])
    base.update(kw)
    EXPECTED[name] = base


FIRST_KE = ["Wanjiku", "Otieno", "Achieng", "Kamau", "Njeri", "Mwangi", "Chebet", "Kiprono", "Atieno",
            "Mutua", "Wambui", "Omondi", "Nyambura", "Kibet", "Akinyi", "Ndungu", "Moraa", "Barasa",
            "Wafula", "Jeptoo", "Karanja", "Adhiambo", "Muthoni", "Onyango", "Nekesa"]
LAST_KE = ["KAMAU", "OCHIENG", "WANJIRU", "MUTISO", "KIPLAGAT", "NJOROGE", "OUMA", "WEKESA", "MWANGI",
           "ODHIAMBO", "KARIUKI", "CHERUIYOT", "NYAGA", "MAINA", "OKOTH", "KIBERA", "MUNYAO", "SIMIYU"]


# ------------------------------------------------------------ 1. M-PESA
def f_mpesa():
    name = "ORG_578120_Statement_2026-11-20_2026-11-27.csv"
    rng = random.Random(101)
    final = {"MB01": 44, "MB02": 57, "MB03": 25, "MB04": 60, "MB05": 38, "MB06": 19}
    failed = {"MB01": 3, "MB02": 12, "MB04": 2, "MB05": 1}
    reversed_ = {"MB04": 3, "MB01": 1}
    events = []  # (kind, code)
    for c, n in final.items():
        events += [("ok", c)] * n
    for c, n in reversed_.items():
        events += [("rev", c)] * n
    for c, n in failed.items():
        events += [("fail", c)] * n
    events += [("ok", "VOTE")] * 3 + [("ok", "MB7")] * 2 + [("ok", "")] * 1
    rng.shuffle(events)
    start = dt.datetime(2026, 11, 20, 6, 0, 0)
    t = start
    rows = []
    bal = 1840.00
    variants = {}
    charge_every = 25
    k = 0
    for kind, code in events:
        t += dt.timedelta(seconds=rng.randint(200, 3600))
        phone = "2547" + "".join(rng.choice(string.digits) for _ in range(8))
        masked = phone[:6] + "***" + phone[-3:]
        person = f"{rng.choice(FIRST_KE).upper()} {rng.choice(LAST_KE)}"
        if code.startswith("MB") and len(code) == 4:
            r = rng.random()
            if r < 0.78:
                acc = code
            elif r < 0.9:
                acc = code.lower()
            else:
                acc = code[:2] + " " + code[2:]
        else:
            acc = code
        variants.setdefault(code, set()).add(acc)
        rcpt = "TK" + "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(8))
        ini = t - dt.timedelta(seconds=rng.randint(1, 9))
        if kind == "fail":
            rows.append([rcpt, t, ini, f"Pay Bill Online from {masked} - {person} Acc. {acc}", "Failed",
                         "20.00", "", bal, "", "Pay Bill Online", f"{masked} - {person}", "", acc])
            continue
        bal += 20
        rows.append([rcpt, t, ini, f"Pay Bill Online from {masked} - {person} Acc. {acc}", "Completed",
                     "20.00", "", bal, "Yes", "Pay Bill Online", f"{masked} - {person}", "", acc])
        if kind == "rev":
            t2 = t + dt.timedelta(minutes=rng.randint(20, 90))
            bal -= 20
            r2 = "TK" + "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(8))
            rows.append([r2, t2, t2, f"Reversal of Pay Bill Online {rcpt} to {masked} - {person} Acc. {acc}",
                         "Completed", "", "-20.00", bal, "Yes", "Reversal", f"{masked} - {person}", rcpt, acc])
        k += 1
        if k % charge_every == 0:
            bal -= 6.0
            r3 = "TK" + "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(8))
            rows.append([r3, t + dt.timedelta(seconds=1), t, "Pay Bill Charge", "Completed", "", "-6.00",
                         bal, "Yes", "Pay Bill Charge", "", rcpt, ""])
    rows.sort(key=lambda r: r[1], reverse=True)  # newest first, as the statement shows

    def f(x):
        return x.strftime("%d-%m-%Y %H:%M:%S") if isinstance(x, dt.datetime) else x

    out = [["Account Holder:", "MWANGAZA COMMUNITY RADIO TRUST"],
           ["Short Code:", "578120"],
           ["Account:", "Utility Account"],
           ["Time Period:", "20-11-2026 00:00:00 - 27-11-2026 23:59:59"],
           [],
           ["Receipt No.", "Completion Time", "Initiation Time", "Details", "Transaction Status", "Paid In",
            "Withdrawn", "Balance", "Balance Confirmed", "Reason Type", "Other Party Info",
            "Linked Transaction ID", "A/C No."]]
    for r in rows:
        r = [f(x) for x in r]
        r[7] = f"{r[7]:,.2f}"
        out.append(r)
    write(name, csv_text(out).encode("utf-8"))

    # scores: completed, not reversed, valid code
    scores = dict(final)
    w = unique_top(scores)
    naive = {c: final[c] + failed.get(c, 0) + 2 * reversed_.get(c, 0) for c in final}
    naive_completed = {c: final[c] + failed.get(c, 0) for c in final}
    assert unique_top(naive) != w and unique_top(naive_completed) != w
    entry(name,
          tool="M-PESA Org Portal (Safaricom, Kenya) → Organisation statement for the Pay Bill short code → "
               "Export (CSV); a Nairobi community radio's paid 'Msanii Bora 2026' vote: listeners pay KSh 20 "
               "to the Pay Bill with the contestant code as account number",
          shape="Statement, newest first: title block (account holder, short code, period), one row per "
                "transaction with receipt no., times, details, status, paid in / withdrawn, balance, reason "
                "type and the account number = contestant code; failed payments, reversals and charges mixed in",
          format_evidence="checked: the statement column names Receipt No., Completion Time, Initiation Time, "
                          "Details, Transaction Status, Paid In, Withdrawn, Balance, and the account-holder / "
                          "short-code block, as parsed by several open-source M-Pesa statement tools (code search); "
                          "unverified: exact title-block wording, date format, Balance Confirmed / Reason Type "
                          "values and the masked phone form",
          winner=w, winner_aliases=sorted(v for v in variants[w] if v != w),
          question="Which contestant code has the most completed KSh 20 payments that were not reversed "
                   "(one payment = one vote; failed payments, reversals and charges are not votes)?",
          candidates=sorted(final), scores=scores,
          traps=["Failed transactions (status 'Failed') carry a contestant code",
                 "reversal rows repeat the account number of the reversed payment",
                 "Pay Bill Charge rows", "account numbers typed in lower case or with a space ('mb04', 'MB 04')",
                 "invalid account numbers (VOTE, MB7, blank)",
                 "title block above the header"])


# ------------------------------------------------------------ 2. Telerivet
def f_telerivet():
    name = "telerivet_poll_responses_Dudh_Sahakari_Investment_2083.csv"
    rng = random.Random(202)
    opts = {"1": "Chilling centre", "2": "Feed mill", "3": "Biogas plant", "4": "Vet van"}
    final = {"Chilling centre": 48, "Feed mill": 45, "Biogas plant": 30, "Vet van": 21}
    earlier = {"Feed mill": 8, "Chilling centre": 1, "Biogas plant": 3, "Vet van": 2}
    given = ["Sita", "Ram", "Gita", "Hari", "Bishnu", "Kamala", "Krishna", "Laxmi", "Shyam", "Sarita",
             "Bimala", "Dil", "Maya", "Prem", "Sunita", "Gopal", "Radha", "Tek", "Mina", "Ganga"]
    family = ["Thapa", "Shrestha", "Tamang", "Magar", "Gurung", "Adhikari", "Poudel", "Chaudhary",
              "Tharu", "Bhandari", "K.C.", "Rai", "Dahal", "Mahato"]
    deva = ["सीता थापा", "रामबहादुर तामाङ", "गीता पौडेल", "हरि चौधरी", "कमला थारु", "लक्ष्मी अधिकारी"]
    ballots = []
    for o, n in final.items():
        ballots += [o] * n
    rng.shuffle(ballots)
    people = []
    used = set()
    for i, choice in enumerate(ballots):
        while True:
            ph = "+97798" + "".join(rng.choice(string.digits) for _ in range(8))
            if ph not in used:
                used.add(ph)
                break
        nm = deva[i] if i < len(deva) else f"{rng.choice(given)} {rng.choice(family)}"
        people.append((nm, ph, choice))
    dup_src = []
    for o, n in earlier.items():
        dup_src += [o] * n
    rng.shuffle(dup_src)
    dup_people = rng.sample(range(len(people)), len(dup_src))
    start = dt.datetime(2026, 11, 16, 6, 30)
    rows = []
    raw_for = {v: k for k, v in opts.items()}
    alt_raw = {"Chilling centre": ["1", "1", "1", "chilling", "1 chilling"],
               "Feed mill": ["2", "2", "2", "daana mill", "2."],
               "Biogas plant": ["3", "3", "biogas", "3"],
               "Vet van": ["4", "4", "4", "vet"]}

    def row(nm, ph, choice, t0, status="Complete"):
        t1 = t0 + dt.timedelta(minutes=rng.randint(2, 40))
        member = f"DS-{rng.randint(100, 999)}"
        litres = rng.choice(["4", "6", "8", "10", "12", "15", "5.5", "20", "7"])
        day = rng.choice(["YES", "YES", "NO", "yes", "Y"])
        if status != "Complete":
            return [nm, ph, "Investment vote 2083/84", status, t0.strftime("%Y-%m-%d %H:%M:%S"),
                    t1.strftime("%Y-%m-%d %H:%M:%S"), member, litres, "", "", ""]
        raw = rng.choice(alt_raw[choice])
        return [nm, ph, "Investment vote 2083/84", status, t0.strftime("%Y-%m-%d %H:%M:%S"),
                t1.strftime("%Y-%m-%d %H:%M:%S"), member, litres, choice, raw, day]

    t = start
    for idx, (nm, ph, choice) in enumerate(people):
        t += dt.timedelta(minutes=rng.randint(3, 50))
        if idx in dup_people:
            prev = dup_src[dup_people.index(idx)]
            rows.append(row(nm, ph, prev, t))
            rows.append(row(nm, ph, choice, t + dt.timedelta(hours=rng.randint(20, 70))))
        else:
            rows.append(row(nm, ph, choice, t))
    for _ in range(9):
        t += dt.timedelta(minutes=rng.randint(3, 50))
        rows.append(row(f"{rng.choice(given)} {rng.choice(family)}", "+97798" + "".join(
            rng.choice(string.digits) for _ in range(8)), "", t, status="Incomplete"))
    for txt in ["5", "ok", "?"]:
        t += dt.timedelta(minutes=rng.randint(3, 50))
        r = row(f"{rng.choice(given)} {rng.choice(family)}", "+97798" + "".join(
            rng.choice(string.digits) for _ in range(8)), "Vet van", t)
        r[3] = "Incomplete"
        r[8], r[9], r[10] = "", txt, ""
        rows.append(r)
    rows.sort(key=lambda r: r[4])
    head = ["Contact Name", "Phone Number", "Poll", "Status", "Time Started", "Last Response",
            "Q1. Member no.?", "Q2. Litres of milk per day?",
            "Q3. Which investment should the society make from the 2083/84 surplus? Reply 1 Chilling centre, "
            "2 Feed mill, 3 Biogas plant, 4 Vet van",
            "Q3 (raw reply)", "Q4. Do you want the weekly milk price by SMS? YES/NO"]
    write(name, ("\ufeff" + csv_text([head] + rows)).encode("utf-8"))
    scores = dict(final)
    w = unique_top(scores)
    naive = {o: final[o] + earlier[o] for o in final}
    assert unique_top(naive) != w
    entry(name,
          tool="Telerivet (cloud SMS platform with an Android phone as gateway) → Services → the poll "
               "service → Results → Export CSV; a milk producers' co-operative (दुग्ध सहकारी) in Chitwan, "
               "Nepal, polling members by SMS on how to spend the year's surplus",
          shape="One row per poll session with contact, phone, status and times, then one column per question "
                "(member no., litres, the investment vote with its raw reply, a YES/NO question); some members "
                "ran the poll twice, incomplete sessions",
          format_evidence="unverified (from memory): Telerivet's poll export column layout; a docs search found "
                          "nothing usable",
          winner=w,
          question="Q3: which investment has most votes, one vote per phone number (the latest complete "
                   "response counts when a member answered twice)?",
          candidates=list(final), scores=scores,
          traps=["several questions in one export (member no., litres, YES/NO)",
                 "14 members answered the poll twice; counting both responses gives another winner",
                 "incomplete sessions and unparseable replies ('5', 'ok', '?')",
                 "raw reply column with digits and free words next to the matched choice",
                 "names in Devanagari and romanised Nepali"])


# ------------------------------------------------------------ 3. Ushahidi
def f_ushahidi():
    name = "ushahidi-posts-export-2026-11-24.csv"
    rng = random.Random(303)
    opts = ["Kpalsi borehole", "Gumani culvert", "Sognayili school latrine", "Vittin market drain",
            "Jisonayili streetlights"]
    pub = dict(zip(opts, [52, 49, 40, 33, 20]))
    draft = dict(zip(opts, [3, 2, 1, 1, 0]))
    arch = dict(zip(opts, [1, 9, 2, 0, 1]))
    posts = []
    for status, counts in (("published", pub), ("draft", draft), ("archived", arch)):
        for b in approval_ballots(counts, rng, 0.35):
            posts.append((status, b))
    rng.shuffle(posts)
    names = ["Abdul-Rahaman", "Fuseini", "Mariama", "Alhassan", "Amina", "Iddrisu", "Zenabu", "Mohammed",
             "Salamatu", "Issah", "Hawa", "Yakubu", "Fati", "Sumaila", "Rukaya", "Abukari", "Memunatu"]
    sur = ["Mahama", "Abdulai", "Iddrisu", "Alhassan", "Yakubu", "Seidu", "Osman", "Tahiru", "Dawuda", "Zakaria"]
    areas = ["Kpalsi", "Gumani", "Sognayili", "Vittin", "Jisonayili", "Lamashegu", "Choggu"]
    roles = ["Resident", "Trader", "Teacher / PTA", "Assembly member", "Youth group"]
    t = dt.datetime(2026, 11, 3, 7, 0)
    head = ["Post ID", "Survey", "Post Status", "Created (UTC)", "Updated (UTC)", "Post Date (UTC)",
            "Contact ID", "Contact", "Sets", "Title", "Description", "Area / Community",
            "Which TWO repairs should the Assembly fund first? (tick up to two)", "I am a...",
            "Location.lat", "Location.lon"]
    rows = []
    pid = 4100
    for status, b in posts:
        pid += rng.randint(1, 3)
        t += dt.timedelta(minutes=rng.randint(20, 400))
        upd = t + dt.timedelta(hours=rng.randint(0, 30))
        nm = f"{rng.choice(names)} {rng.choice(sur)}"
        src_sms = rng.random() < 0.25
        contact = ("+23324" + "".join(rng.choice(string.digits) for _ in range(7))) if src_sms else ""
        title = rng.choice(["Repairs priority", "My choice", "Priority for our area", "Vote", "Fix this first",
                            "Naa n-yɛli", "Our priority"])
        desc = rng.choice(["", "Please fix before the rains.", "The drain floods every year.",
                           "Children walk in darkness at night.", "Market women are suffering.",
                           "Duplicate of my earlier post" if status == "archived" else "Thank you Assembly."])
        rows.append([str(pid), "Community Repairs Vote 2027", status, t.strftime("%Y-%m-%d %H:%M:%S"),
                     upd.strftime("%Y-%m-%d %H:%M:%S"), t.strftime("%Y-%m-%d %H:%M:%S"),
                     str(rng.randint(300, 900)) if src_sms else "", contact, "", title, desc + (f" — {nm}" if desc else nm),
                     rng.choice(areas), ",".join(b), rng.choice(roles),
                     f"{9.38 + rng.random() * 0.08:.6f}", f"{-0.88 + rng.random() * 0.1:.6f}"])
    write(name, csv_text([head] + rows, lineterminator="\n").encode("utf-8"))
    scores = {o: pub[o] + draft[o] for o in opts}
    w = unique_top(scores)
    assert unique_top(pub) == w
    assert unique_top({o: scores[o] + arch[o] for o in opts}) != w
    entry(name,
          tool="Ushahidi Platform (ushahidi.io, new Mzima client) → Data view → Export → Export CSV, all "
               "statuses; a Tamale (Ghana) residents' network NGO collecting votes from web and SMS on which "
               "repairs the Metropolitan Assembly should fund first",
          shape="One row per post with Post ID, survey, post status (published / draft / archived), UTC "
                "timestamps, contact, title, description, then the survey fields: a tick-up-to-two checkbox "
                "field exported as comma-joined option texts in one cell, location",
          format_evidence="checked: column names Post ID, Created (UTC), Updated (UTC), Post Date (UTC), Contact ID, "
                          "Contact, Sets, Survey, Title, Description, Location.lat/.lon and checkbox = text of the "
                          "selected options (ushahidi/platform issues #2838, #2403, #3073 and PR #2908); "
                          "unverified: column order, the 'Post Status' column title and status words",
          winner=w,
          question="Which repair is ticked on most posts that were not archived (each post may tick two)?",
          candidates=opts, scores=scores,
          traps=["archived posts (duplicates removed by moderators) change the winner if counted",
                 "two choices joined by a comma in one cell", "draft (in review) posts",
                 "title / description free text"])


# ------------------------------------------------------------ 4. OneFeather (ask)
def f_onefeather():
    name = "WLFN_2026_Chief_and_Council_Official_Results.xlsx"
    rng = random.Random(404)
    chief = {"Marlene Sewap": 214, "Gordon Nataway": 201, "Clifford Kakegamic": 96}
    council = {"Ruby Custer": 392, "Dennis Linklater": 371, "Angela Moosetail": 355,
               "Wesley Ballantyne": 340, "Jolene Hart": 331, "Ernest Bighorn": 318,
               "Priscilla Dumas": 297, "Kyle Merasty": 270, "Doreen Apetagon": 244, "Lionel Sinclair": 201}

    def split(total):
        a = round(total * rng.uniform(0.48, 0.6))
        b = round(total * rng.uniform(0.12, 0.2))
        return a, b, total - a - b

    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Official Results"
    ws["A1"] = "Wapiskiw Lake First Nation (ᐘᐱᐢᑭᐤ ᓵᑲᐦᐃᑲᐣ)"
    ws["A2"] = "2026 General Election for Chief and Council — Official Results"
    ws["A3"] = "Election Day: Saturday, November 21, 2026 · Online and telephone voting via OneFeather, mail-in and in-person polls"
    ws["A4"] = "Electoral Officer: T. Halcrow (OneFeather Election Services)"
    for c in ("A1", "A2"):
        ws[c].font = Font(bold=True, size=13)
    ws.merge_cells("A1:G1")
    ws.merge_cells("A2:G2")
    ws.merge_cells("A3:G3")
    ws.merge_cells("A4:G4")
    r = 6
    hdr = ["Candidate", "Online", "Mail-in", "In-Person", "Total", "% of ballots", "Result"]

    def table(title, cands, seats, ballots_cast, rejected):
        nonlocal r
        ws.cell(r, 1, title).font = Font(bold=True)
        ws.merge_cells(start_row=r, start_column=1, end_row=r, end_column=7)
        r += 1
        for j, h in enumerate(hdr, 1):
            ws.cell(r, j, h).font = Font(bold=True)
        r += 1
        order = sorted(cands, key=lambda k: -cands[k])
        for i, c in enumerate(order):
            on, ma, ip = split(cands[c])
            ws.cell(r, 1, c)
            ws.cell(r, 2, on)
            ws.cell(r, 3, ma)
            ws.cell(r, 4, ip)
            ws.cell(r, 5, cands[c])
            ws.cell(r, 6, round(cands[c] / ballots_cast, 4)).number_format = "0.0%"
            ws.cell(r, 7, "ELECTED" if i < seats else "")
            r += 1
        ws.cell(r, 1, "Rejected / spoiled ballots")
        ws.cell(r, 5, rejected)
        r += 1
        ws.cell(r, 1, "Total ballots cast")
        ws.cell(r, 5, ballots_cast)
        r += 2

    table("CHIEF (1 to be elected)", chief, 1, sum(chief.values()) + 7, 7)
    table("COUNCILLORS (6 to be elected — each elector may vote for up to 6)", council, 6, sum(chief.values()) + 7, 12)
    ws.cell(r, 1, "Turnout: 518 of 1,146 eligible electors (45.2%). Results declared under the WLFN Custom "
                  "Election Code, s. 18. Appeals within 30 days.")
    ws.column_dimensions["A"].width = 34
    write(name, xlsx_bytes(wb))
    wc, wk = unique_top(chief), unique_top(council)
    allc = dict(chief)
    allc.update(council)
    assert unique_top(allc) == wk != wc
    entry(name,
          tool="OneFeather (online voting and election services for First Nations, Canada) → election "
               "administration → Official results → Export to Excel; a First Nation's Chief and Council election",
          shape="One sheet with a merged title block, then two count tables (Chief: 1 seat; Councillors: 6 seats) "
                "with Online / Mail-in / In-Person / Total / % / Result columns, rejected and total-ballot rows, "
                "turnout note",
          format_evidence="unverified (from memory): OneFeather's results export layout; no public sample found",
          answer="ask", winner=None,
          acceptable={"Chief": wc, "Councillor with most votes": wk},
          ask_because="The workbook holds two separate contests (Chief and six Councillors) of equal standing, "
                      "each with its own winner(s); the question does not say which.",
          question="Which contest is meant: Chief (most votes) or the Council race (most votes among councillors)?",
          candidates={"Chief": list(chief), "Councillor with most votes": list(council)},
          scores={"Chief": chief, "Councillor with most votes": council},
          traps=["two contests in one sheet; merging them crowns the top councillor",
                 "councillor totals are larger because each elector had up to 6 votes",
                 "rejected and total-ballot rows", "percent column", "Cree syllabics in the title"])


# ------------------------------------------------------------ 5. BiddingOwl (bid list)
def f_biddingowl():
    name = "BiddingOwl_Bid_History_Item_207.csv"
    rng = random.Random(505)
    valid_max = [40, 45, 50, 55, 55, 60, 65, 70, 75, 80, 85, 90, 100, 120, 150]
    first = ["Tom", "Becky", "Dale", "Shannon", "Rick", "Amber", "Travis", "Kelly", "Darlene", "Wade",
             "Jodi", "Cody", "Tammy", "Earl", "Misty", "Brent", "Crystal"]
    last = ["Hoover", "Yoder", "Shaffer", "Kline", "Bixler", "Stauffer", "Musser", "Zimmerman", "Hess",
            "Weaver", "Brubaker", "Landis", "Gehman", "Martin", "Sensenig"]
    bidders = []
    for i, m in enumerate(valid_max):
        nm = f"{first[i]} {last[i]}"
        n = rng.randint(1, 3)
        amounts = sorted({m} | {m - 5 * rng.randint(1, 4) for _ in range(n - 1)})
        amounts = [a for a in amounts if a >= 25]
        bidders.append([nm, 1100 + i * 7, amounts, None])
    # two bidders retracted a higher bid
    retract_idx = [i for i, m in enumerate(valid_max) if m == 55]
    for i in retract_idx:
        bidders[i][3] = 100
    bids = []
    t = dt.datetime(2026, 11, 9, 18, 0)
    for nm, num, amts, retr in bidders:
        for a in amts:
            bids.append([a, nm, num, "Active"])
        if retr:
            bids.append([retr, nm, num, "Retracted"])
    bids.sort(key=lambda b: (b[0], rng.random()))
    rows = []
    emails = {b[0]: f"{b[0].split()[0].lower()}.{b[0].split()[1].lower()}{rng.randint(1, 99)}@example.net"
              for b in bidders}
    for k, (a, nm, num, st) in enumerate(bids):
        t += dt.timedelta(minutes=rng.randint(5, 300))
        email = emails[nm]
        rows.append(["207", "Ride on Engine 7 in the Christmas Parade (1 child + 1 adult)", t.strftime("%m/%d/%Y %I:%M %p"),
                     str(num), nm, email, f"${a:,.2f}", st])
    # highest active bid is "Winning", others "Outbid"
    act = [r for r in rows if r[7] == "Active"]
    top = max(act, key=lambda r: float(r[6][1:].replace(",", "")))
    for r in act:
        r[7] = "Winning" if r is top else "Outbid"
    rows.reverse()  # newest first
    head = ["Item #", "Item Name", "Bid Date", "Bidder #", "Bidder Name", "Bidder Email", "Bid Amount", "Status"]
    write(name, csv_text([head] + rows).encode("utf-8"))

    def best(maxima):
        rev = {}
        for b in sorted(set(maxima)):
            rev[b] = b * sum(1 for m in maxima if m >= b)
        return rev

    rev = best(valid_max)
    wp = unique_top(rev)
    naive_max = [max(b[2] + ([b[3]] if b[3] else [])) for b in bidders]
    assert unique_top(best(naive_max)) != wp
    entry(name,
          tool="BiddingOwl (online charity auctions for schools, churches and fire companies, USA) → "
               "Admin → Items → item 207 → Bid History → Export CSV; a Pennsylvania volunteer fire company "
               "that will offer more parade ride-alongs at one fixed price",
          shape="Bid list, newest first: item, bid date, bidder number and name, e-mail, amount with $ and "
                "thousands comma, status (Winning / Outbid / Retracted); several bids per bidder",
          format_evidence="unverified (from memory): BiddingOwl's bid-history export columns and status words",
          winner=f"{wp:.2f}", winner_aliases=[f"${wp:,.2f}"],
          question="Posted price b maximising b × number of bidders whose highest non-retracted bid ≥ b",
          candidates=[f"{b:.2f}" for b in sorted(set(valid_max))],
          scores={f"{b:.2f}": float(v) for b, v in rev.items()},
          traps=["two retracted bids of $100.00 move the optimum to 60.00 if counted",
                 "several bids per bidder: only each bidder's highest counts",
                 "'Winning' status marks the auction winner, not the posted-price answer",
                 "amounts with $ sign"])


# ------------------------------------------------------------ 6. Evergreen ILS
def f_evergreen():
    name = "Prix_Coup_de_coeur_jeunesse_2026_par_succursale.xlsx"
    titles = ["Miro et la marée", "Le renard et la lanterne", "La cabane au bout du quai",
              "Sept tempêtes pour Léa", "Le club des homards"]
    branches = ["BRC-BAT Bathurst", "BRC-CAR Caraquet", "BRC-SHI Shippagan", "BRC-TRA Tracadie"]
    table = {
        "BRC-BAT Bathurst": [38, 58, 24, 21, 12],
        "BRC-CAR Caraquet": [41, 22, 33, 19, 17],
        "BRC-SHI Shippagan": [27, 19, 29, 22, 14],
        "BRC-TRA Tracadie": [25, 23, 22, 18, 18],
    }
    noans = {"BRC-BAT Bathurst": 96, "BRC-CAR Caraquet": 71, "BRC-SHI Shippagan": 64, "BRC-TRA Tracadie": 58}
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Rapport"
    ws.append(["Bibliothèque d'attache", "Catégorie statistique : Prix Coup de cœur 2026", "Nombre d'usagers"])
    for b in branches:
        rows = [(titles[i], table[b][i]) for i in range(5)] + [("(aucune réponse)", noans[b])]
        for t, n in sorted(rows, key=lambda x: x[0]):
            ws.append([b, t, n])
    for c in ws[1]:
        c.font = Font(bold=True)
    write(name, xlsx_bytes(wb))
    scores = {t: sum(table[b][i] for b in branches) for i, t in enumerate(titles)}
    w = unique_top(scores)
    single = {}
    for b in branches:
        for i, t in enumerate(titles):
            single[(b, t)] = table[b][i]
    assert unique_top(single)[1] != w
    entry(name,
          tool="Evergreen ILS (open-source library system) → Reports → template on patrons' statistical "
               "category → output 'Excel'; a regional public library system in Acadian New Brunswick recording "
               "young readers' votes for the 'Prix Coup de cœur jeunesse' as a patron stat-cat entry",
          shape="Long count table: one row per branch × stat-cat value with a patron count, including "
                "'(aucune réponse)' rows; no totals",
          format_evidence="unverified (from memory): Evergreen reporter Excel output (header row of column "
                          "labels, then data); French labels chosen by the librarian in the template",
          winner=w,
          question="Which book has the most votes summed over the four branches ('(aucune réponse)' is not a book)?",
          candidates=titles, scores=scores,
          traps=["counts split by branch must be summed; the largest single row is another book",
                 "'(aucune réponse)' rows are the biggest numbers but not a candidate",
                 "accented French titles"])


# ------------------------------------------------------------ 7. ParentSquare
def f_parentsquare():
    name = "ParentSquare_Poll_Results_PTA_Spring_Fundraisers_2027.csv"
    rng = random.Random(707)
    opts = ["Fun Run / Carrera divertida", "Family Movie Night / Noche de cine familiar",
            "Tamale Sale / Venta de tamales", "Read-a-thon / Maratón de lectura"]
    per_parent = dict(zip(opts, [55, 58, 47, 30]))
    ballots = approval_ballots(per_parent, rng, 0.4)
    first = ["Maria", "Jose", "Ana", "Luis", "Guadalupe", "Jennifer", "David", "Karina", "Miguel", "Sarah",
             "Rosa", "Daniel", "Yesenia", "Brian", "Leticia", "Juan", "Ashley", "Carlos", "Veronica", "Kevin",
             "Diana", "Ricardo", "Erica", "Alejandro"]
    last = ["Hernandez", "Garcia", "Martinez", "Lopez", "Gonzalez", "Nguyen", "Rodriguez", "Perez", "Smith",
            "Ramirez", "Flores", "Torres", "Rivera", "Cruz", "Reyes", "Morales", "Kim", "Ortiz", "Chavez", "Patel"]
    kids = ["Sofia", "Mateo", "Isabella", "Liam", "Camila", "Noah", "Valeria", "Diego", "Emma", "Santiago",
            "Mia", "Leo", "Ximena", "Ethan", "Luna", "Adrian", "Zoe", "Gael"]
    teachers = {"TK": "Ms. Ortega", "K": "Mrs. Lam", "1": "Mr. Duarte", "2": "Ms. Baker", "3": "Mrs. Solis",
                "4": "Mr. Cho", "5": "Ms. Ibarra"}
    parents = []
    used = set()
    for b in ballots:
        while True:
            nm = f"{rng.choice(first)} {rng.choice(last)}"
            if nm not in used:
                used.add(nm)
                break
        parents.append([nm, b, 1])
    # parents with several children appear once per child
    fr, mv = opts[0], opts[1]
    cands = [p for p in parents if fr in p[1] and mv not in p[1]]
    rng.shuffle(cands)
    for p in cands[:9]:
        p[2] = rng.choice([2, 2, 3])
    others = [p for p in parents if p[2] == 1]
    for p in rng.sample(others, 12):
        p[2] = 2
    rows = []
    t0 = dt.datetime(2026, 11, 2, 7, 30)
    for nm, b, nk in parents:
        email = nm.lower().replace(" ", ".") + f"{rng.randint(1, 99)}@example.com"
        tr = t0 + dt.timedelta(minutes=rng.randint(0, 9 * 24 * 60))
        fam = nm.split()[1]
        for _ in range(nk):
            g = rng.choice(list(teachers))
            row = [nm, email, f"{rng.choice(kids)} {fam}", g, teachers[g], tr.strftime("%m/%d/%Y %I:%M %p")]
            row += ["X" if o in b else "" for o in opts]
            row += [rng.choice(["", "", "", "", "", "Bake sale", "Venta de pozole", "Loteria night", "Car wash"])]
            rows.append(row)
    for _ in range(14):
        nm = f"{rng.choice(first)} {rng.choice(last)}"
        g = rng.choice(list(teachers))
        rows.append([nm, nm.lower().replace(" ", ".") + "@example.com", f"{rng.choice(kids)} {nm.split()[1]}", g,
                     teachers[g], "", "", "", "", "", ""])
    rows.sort(key=lambda r: (r[0].split()[1], r[0]))
    head = ["Parent Name", "Email", "Student", "Grade", "Teacher", "Responded At"] + opts + ["Other / Otro"]
    write(name, ("\ufeff" + csv_text([head] + rows, lineterminator="\n")).encode("utf-8"))
    scores = dict(per_parent)
    w = unique_top(scores)
    per_row = {o: sum(1 for r in rows if r[6 + i] == "X") for i, o in enumerate(opts)}
    assert unique_top(per_row) != w, per_row
    entry(name,
          tool="ParentSquare (school-to-parent communication platform, USA) → the PTA's post with a poll "
               "('select all that apply') → Poll results → Download CSV; a bilingual elementary-school PTA in "
               "California choosing its spring fundraisers",
          shape="One column per option with 'X' ticks (approval), one row per parent and student (a parent with "
                "two or three children appears two or three times with identical answers), non-responders with "
                "empty ticks, 'Other / Otro' free text",
          format_evidence="unverified (from memory): ParentSquare's poll-results download layout",
          winner=w,
          question="Which fundraiser is ticked by most parents (one ballot per parent / e-mail; repeated rows for "
                   "siblings are the same ballot)?",
          candidates=opts, scores=scores,
          traps=["a parent is listed once per child; counting rows favours another option",
                 "non-responders with blank ticks", "'Other / Otro' free text",
                 "bilingual option labels with '/'"])


# ------------------------------------------------------------ 8. TownSq (ask)
def f_townsq():
    name = "Relatorio_Votacao_AGO_2026_Residencial_Ipes_Amarelos.xlsx"
    rng = random.Random(808)
    A, B, C = "Vigilare Portaria", "Sentinela Serviços", "Portal Seguro Terceirização"
    units = []
    for torre in ("A", "B"):
        for andar in range(1, 13):
            for ap in range(1, 5):
                ph = andar == 12
                units.append([f"Torre {torre}", f"{andar}{ap:02d}", 1.8 if ph else 1.0])
    tot = sum(u[2] for u in units)
    for u in units:
        u[2] = round(u[2] / tot, 6)
    ph = [u for u in units if u[1].startswith("12")]
    reg = [u for u in units if not u[1].startswith("12")]
    rng.shuffle(reg)
    votes = {}
    for u, v in zip(ph, [B] * 7 + [C]):
        votes[(u[0], u[1])] = v
    plan = [A] * 30 + [B] * 21 + [C] * 9 + ["Abstenção"] * 4
    for u, v in zip(reg, plan):
        votes[(u[0], u[1])] = v
    first = ["Ana Paula", "Carlos", "Mariana", "Roberto", "Fernanda", "João Pedro", "Luciana", "Marcos",
             "Patrícia", "Ricardo", "Juliana", "Sérgio", "Camila", "Eduardo", "Renata", "Thiago", "Beatriz"]
    last = ["Silva", "Oliveira", "Santos", "Souza", "Lima", "Pereira", "Costa", "Rodrigues", "Almeida",
            "Nascimento", "Carvalho", "Araújo", "Ribeiro", "Gomes", "Martins", "Barbosa"]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Resumo"
    ws2 = wb.create_sheet("Votos por unidade")
    hdr = ["Torre", "Unidade", "Fração ideal", "Condômino / representante", "Forma de participação",
           "Item 1 – Aprovação das contas 2025", "Item 2 – Previsão orçamentária 2027",
           "Item 3 – Escolha da empresa de portaria", "Data/hora do voto"]
    ws2.append(hdr)
    t0 = dt.datetime(2026, 11, 18, 19, 30)
    unit_scores = {A: 0, B: 0, C: 0}
    frac_scores = {A: 0.0, B: 0.0, C: 0.0}
    for u in units:
        key = (u[0], u[1])
        if key not in votes:
            continue
        v = votes[key]
        if v in unit_scores:
            unit_scores[v] += 1
            frac_scores[v] += u[2]
        part = rng.choice(["Online (app)", "Online (app)", "Online (app)", "Procuração", "Presencial"])
        nm = f"{rng.choice(first)} {rng.choice(last)}"
        tt = t0 + dt.timedelta(minutes=rng.randint(0, 150))
        ws2.append([u[0], u[1], u[2], nm, part, rng.choice(["Sim", "Sim", "Sim", "Não", "Abstenção"]),
                    rng.choice(["Sim", "Sim", "Não"]), v, tt])
        ws2.cell(ws2.max_row, 3).number_format = "0.000000"
        ws2.cell(ws2.max_row, 9).number_format = "dd/mm/yyyy hh:mm"
    for c in ws2[1]:
        c.font = Font(bold=True)
    frac_scores = {k: round(v, 6) for k, v in frac_scores.items()}
    ws["A1"] = "Condomínio Residencial Ipês Amarelos — Assembleia Geral Ordinária 2026 (virtual)"
    ws["A1"].font = Font(bold=True, size=13)
    ws.merge_cells("A1:E1")
    ws["A2"] = "Realizada pelo app TownSq de 18/11/2026 19:30 a 18/11/2026 22:00 · Campinas/SP"
    ws["A3"] = f"Unidades participantes: {len(votes)} de {len(units)}"
    ws["A5"] = "Item 3 – Escolha da empresa de portaria (contrato a partir de 01/2027)"
    ws["A5"].font = Font(bold=True)
    ws.append([])
    ws["A6"] = "Empresa"
    ws["B6"] = "Votos (unidades)"
    ws["C6"] = "Fração ideal somada"
    ws["D6"] = "% da fração dos votantes"
    for c in ("A6", "B6", "C6", "D6"):
        ws[c].font = Font(bold=True)
    fr_tot = sum(frac_scores.values())
    r = 7
    for k in (A, B, C):
        ws.cell(r, 1, k)
        ws.cell(r, 2, unit_scores[k])
        ws.cell(r, 3, frac_scores[k]).number_format = "0.000000"
        ws.cell(r, 4, round(frac_scores[k] / fr_tot, 4)).number_format = "0.00%"
        r += 1
    ws.cell(r, 1, "Abstenção")
    ws.cell(r, 2, 4)
    r += 1
    ws.cell(r, 1, "Total")
    ws.cell(r, 2, sum(unit_scores.values()) + 4)
    r += 2
    ws.cell(r, 1, "Observação: o app apura por unidade; o art. 24 da convenção prevê votos proporcionais à fração "
                  "ideal. O síndico consultará a assessoria jurídica antes de declarar o resultado.")
    ws.column_dimensions["A"].width = 34
    ws2.column_dimensions["D"].width = 28
    write(name, xlsx_bytes(wb))
    wu, wf = unique_top(unit_scores), unique_top(frac_scores)
    assert wu != wf
    entry(name,
          tool="TownSq (Brazilian condominium-management app) → Assembleias → assembleia encerrada → "
               "Relatório de votação → Exportar (Excel); a condominium in Campinas choosing its concierge company",
          shape="Workbook: first sheet 'Resumo' (title block, result table for item 3 with votes by unit and by "
                "summed ideal fraction, total row, note), second sheet one row per unit with fração ideal, "
                "participation and the vote on three agenda items",
          format_evidence="unverified (from memory): TownSq's voting-report export; the fração ideal rule is the "
                          "usual Brazilian condominium-convention practice",
          answer="ask", winner=None,
          acceptable={"one vote per unit": wu, "votes weighted by fração ideal": wf},
          ask_because="Counted per unit one company wins, weighted by ideal fraction (which the convention "
                      "mentions) another; the summary says the rule is still to be decided.",
          question="Per-unit count or fração-ideal-weighted count for item 3?",
          candidates={"one vote per unit": [A, B, C], "votes weighted by fração ideal": [A, B, C]},
          scores={"one vote per unit": unit_scores, "votes weighted by fração ideal": frac_scores},
          traps=["points (ideal fraction) versus voters (units)", "summary sheet before the data sheet",
                 "three agenda items in the data sheet (Sim/Não items are not the choice)",
                 "'Abstenção' and 'Total' rows"])


# ------------------------------------------------------------ 9. Xero
def f_xero():
    name = "Account_Transactions_Queen_Contest_2026.xlsx"
    rng = random.Random(909)
    cands = ["Mele Fifita", "Salote Vainikolo", "Kalolaine Havili", "Ana Moala"]
    credit_tot = {"Mele Fifita": 8450, "Salote Vainikolo": 8610, "Kalolaine Havili": 7900, "Ana Moala": 5300}
    count = {"Mele Fifita": 38, "Salote Vainikolo": 35, "Kalolaine Havili": 61, "Ana Moala": 30}
    refunds = {"Salote Vainikolo": 500}
    families = ["Taufa", "Lolohea", "Fonua", "Kupu", "Latu", "Vea", "Tonga", "Mahe", "Pulu", "Fakatava",
                "Hufanga", "Kaufana", "Motuliki", "Naufahu", "Tuipulotu", "Vaipulu", "Afeaki", "Ika"]
    villages = ["Kolofoʻou", "Haʻapai kāinga", "Vavaʻu kāinga", "Niuafoʻou kāinga", "Nukuʻalofa", "Houma", "Lapaha"]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Account Transactions"
    ws.append(["Account Transactions"])
    ws.append(["Siasi Fakaʻotua Māngere Parish Trust"])
    ws.append(["For the period 1 September 2026 to 21 November 2026"])
    ws.append(["Account: 4150 - Queen Contest Donations · Grouped by: Queen Contest (tracking)"])
    ws.append([])
    ws.append(["Date", "Source", "Description", "Reference", "Debit", "Credit", "Running Balance", "Gross", "GST"])
    for c in ws[6]:
        c.font = Font(bold=True)
    for c in ("A1", "A2"):
        ws[c].font = Font(bold=True, size=12)
    grand_d = grand_c = 0
    ref = 100
    for cnd in cands:
        ws.append([f"Queen Contest: {cnd}"])
        ws.cell(ws.max_row, 1).font = Font(bold=True)
        amts = split_amounts(credit_tot[cnd], count[cnd], rng, 10)
        dates = sorted(dt.date(2026, 9, 1) + dt.timedelta(days=rng.randint(0, 81)) for _ in amts)
        items = [(d, "c", a) for d, a in zip(dates, amts)]
        if cnd in refunds:
            items.append((dt.date(2026, 11, 12), "d", refunds[cnd]))
            items.sort(key=lambda x: x[0])
        run = 0
        sd = sc = 0
        for d, kind, a in items:
            ref += 1
            if kind == "c":
                run += a
                sc += a
                desc = f"Fam. {rng.choice(families)} – {rng.choice(villages)} – {cnd}"
                ws.append([d, "Receive Money", desc, f"QC-{ref}", None, a, run, a, 0])
            else:
                run -= a
                sd += a
                ws.append([d, "Spend Money", f"Refund – duplicate deposit (Fam. {rng.choice(families)}) – {cnd}",
                           f"QC-{ref}", a, None, run, -a, 0])
            ws.cell(ws.max_row, 1).number_format = "d mmm yyyy"
            for col in (5, 6, 7, 8, 9):
                ws.cell(ws.max_row, col).number_format = "#,##0.00"
        ws.append([f"Total Queen Contest: {cnd}", None, None, None, sd, sc, None, sc - sd, 0])
        ws.cell(ws.max_row, 1).font = Font(bold=True)
        for col in (5, 6, 8, 9):
            ws.cell(ws.max_row, col).number_format = "#,##0.00"
        ws.append([])
        grand_d += sd
        grand_c += sc
    ws.append(["Total 4150 - Queen Contest Donations", None, None, None, grand_d, grand_c, None, grand_c - grand_d, 0])
    ws.cell(ws.max_row, 1).font = Font(bold=True)
    ws.append([])
    ws.append(["Net movement", None, None, None, None, None, None, grand_c - grand_d])
    ws.column_dimensions["A"].width = 14
    ws.column_dimensions["C"].width = 52
    write(name, xlsx_bytes(wb))
    net = {c: credit_tot[c] - refunds.get(c, 0) for c in cands}
    w = unique_top(net)
    assert unique_top(credit_tot) != w and unique_top(count) != w
    entry(name,
          tool="Xero (cloud accounting, NZ) → Reports → Account Transactions → account 4150, grouped by the "
               "tracking category 'Queen Contest' → Export → Excel; a Tongan church parish in Auckland whose "
               "fundraising 'queen contest' crowns the candidate whose supporters give the most money",
          shape="Report: title block (report, organisation, period, account), header Date / Source / Description "
                "/ Reference / Debit / Credit / Running Balance / Gross / GST, one group per candidate with one "
                "row per donation, a refund (debit) row, 'Total ...' rows per group, grand total, net movement",
          format_evidence="checked: Account Transactions (New) report groups and subtotals by a chosen field "
                          "(e.g. tracking category), a Total row sums subtotals, Excel export (help.xero.com "
                          "'Account Transactions report'); unverified: exact title rows and column set",
          winner=w,
          question="Which queen candidate raised the most money net of refunds (credits minus debits)?",
          candidates=cands, scores={c: float(v) for c, v in net.items()},
          traps=["a $500.00 refund (debit) reverses the order of the top two if ignored",
                 "number of donations favours a third candidate",
                 "'Total ...' group rows and a grand total", "title block above the header",
                 "Tongan names with ʻokina and macrons"])


# ------------------------------------------------------------ 10. InPage (Urdu)
def f_inpage():
    name = "Intikhab_Sadr_Masjid_Committee_2026_InPage.txt"
    ud = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
    cands = {"حاجی محمد اسلم": 241, "قاری عبدالرشید": 263, "ملک نصیر احمد": 118}
    rejected = 17
    total = sum(cands.values()) + rejected
    prev = {"حاجی محمد اسلم": 302, "قاری عبدالرشید": 211}
    L = []
    L.append("بسم اللہ الرحمن الرحیم")
    L.append("")
    L.append("جامع مسجد نورالاسلام، گلشن کالونی، لاہور")
    L.append("انتظامیہ کمیٹی — انتخاب برائے صدر (مدت ۲۰۲۶ تا ۲۰۲۹)")
    L.append("روداد اجلاس عام، بتاریخ ۲۲ نومبر ۲۰۲۶ بروز اتوار، بعد نماز عصر")
    L.append("")
    L.append("۱۔ اجلاس کی صدارت خطیب صاحب نے کی۔ تلاوت کلام پاک کے بعد سیکرٹری نے گزشتہ روداد پڑھ کر سنائی۔")
    L.append(("۲۔ یاد رہے کہ گزشتہ انتخاب (۲۰۲۳) میں حاجی محمد اسلم نے "
              f"{prev['حاجی محمد اسلم']} ووٹ اور قاری عبدالرشید نے {prev['قاری عبدالرشید']} ووٹ حاصل کیے تھے۔").translate(ud))
    L.append("۳۔ پولنگ صبح ۹ بجے سے دوپہر ۱ بجے تک مسجد کے صحن میں ہوئی۔ گنتی الیکشن کمیٹی کے تین ارکان نے کی۔")
    L.append("")
    L.append("نتیجہ انتخاب (صدر)")
    L.append("نمبر شمار\tامیدوار کا نام\tحاصل کردہ ووٹ")
    for i, (c, v) in enumerate(cands.items(), 1):
        L.append(f"{i}\t{c}\t{v}".translate(ud))
    L.append(f"\tمسترد شدہ ووٹ\t{rejected}".translate(ud))
    L.append(f"\tکل ڈالے گئے ووٹ\t{total}".translate(ud))
    L.append("")
    w = unique_top(cands)
    L.append(f"۴۔ الیکشن کمیٹی نے اعلان کیا کہ {w} سب سے زیادہ ووٹ لے کر صدر منتخب ہوئے۔ "
             "دعا کے ساتھ اجلاس برخاست ہوا۔")
    L.append("")
    L.append("دستخط: سیکرٹری انتظامیہ کمیٹی\t\tدستخط: چیئرمین الیکشن کمیٹی")
    text = "\r\n".join(L) + "\r\n"
    write(name, "\ufeff".encode("utf-16-le") + text.encode("utf-16-le"))
    allnums = dict(cands)
    allnums["کل ڈالے گئے ووٹ"] = total
    assert unique_top(allnums) != w and unique_top(prev) != w
    entry(name,
          tool="InPage Urdu (desktop publishing / word processor used for Urdu in Pakistan) → the minutes typed "
               "by the committee secretary → File → Export text (Unicode); a Lahore mosque committee electing its "
               "president",
          shape="Typed minutes in Urdu with numbered paragraphs, last election's votes in prose, then a "
                "tab-separated result table with Urdu (Extended Arabic-Indic) digits, rejected and total rows, "
                "declaration and signatures",
          format_evidence="unverified (from memory): InPage's Unicode text export (UTF-16 LE with BOM, CRLF)",
          winner=w,
          question="Which candidate received the most votes for president in the 2026 election?",
          candidates=list(cands), scores=cands,
          traps=["Urdu digits ۰–۹", "right-to-left text", "'کل ڈالے گئے ووٹ' (total cast) row is the largest number",
                 "'مسترد شدہ ووٹ' (rejected) row", "2023 results in the prose favour another candidate"])


# ------------------------------------------------------------ 11. EditPlus (Korean, cp949)
def f_editplus():
    name = "2026_성가경연대회_심사결과.txt"
    teams = ["시온 찬양대", "청년부 아가페", "여선교회 한나", "남선교회 갈렙", "중고등부 빛과소금", "호산나 찬양대"]
    prelim = [98, 80, 88, 82, 91, 84]
    judges = [[88, 90, 87], [92, 91, 93], [90, 89, 88], [85, 87, 84], [86, 88, 87], [89, 90, 91]]
    final = [sum(j) for j in judges]
    order = sorted(range(6), key=lambda i: -final[i])
    rank = {i: order.index(i) + 1 for i in range(6)}
    widths = [4, 18, 6, 7, 7, 7, 8, 6]

    def dw(s):
        return sum(2 if ord(ch) > 0x1100 else 1 for ch in s)

    def cell(s, wd, right=False):
        pad = wd - dw(s)
        return (" " * pad + s) if right else (s + " " * pad)

    def line(l, m, r):
        return l + m.join("─" * (w + 2) for w in widths) + r

    hdr = ["번호", "팀명", "예선", "심사1", "심사2", "심사3", "본선합계", "순위"]
    L = ["상파울루 봉헤치로 새빛교회", "2026 추수감사 성가 경연대회 심사 결과", "일시: 2026년 11월 22일(주일) 오후 3시  장소: 본당", ""]
    L.append(line("┌", "┬", "┐"))
    L.append("│" + "│".join(" " + cell(h, w) + " " for h, w in zip(hdr, widths)) + "│")
    L.append(line("├", "┼", "┤"))
    for i in range(6):
        vals = [str(i + 1), teams[i], str(prelim[i]), *map(str, judges[i]), str(final[i]), str(rank[i])]
        L.append("│" + "│".join(" " + cell(v, w, right=(k != 1)) + " " for k, (v, w) in enumerate(zip(vals, widths))) + "│")
    L.append(line("└", "┴", "┘"))
    L.append("")
    L.append("※ 순위는 본선 심사위원 3인의 점수 합계로 정함 (예선 점수는 본선 진출 여부에만 사용, 합산하지 않음).")
    L.append("※ 심사위원: 김은혜 권사(지휘), 박요한 집사(반주), 이사라 전도사(성악)")
    L.append("※ 시상: 1위 트로피와 상금 R$ 1.500,00 / 2위 R$ 800,00 / 3위 R$ 500,00")
    L.append("")
    L.append("찬양팀 여러분 수고 많으셨습니다. - 교육부 서기 드림")
    text = "\r\n".join(L) + "\r\n"
    write(name, text.encode("cp949"))
    scores = dict(zip(teams, final))
    w = unique_top(scores)
    assert teams[order[0]] == w
    naive = {t: final[i] + prelim[i] for i, t in enumerate(teams)}
    assert unique_top(naive) != w and unique_top(dict(zip(teams, prelim))) != w
    entry(name,
          tool="EditPlus (Korean Windows text editor) — the education-department clerk of a Korean church in São "
               "Paulo typed the judges' result table with box-drawing characters (ㅂ+한자 key) and saved it with "
               "the default ANSI encoding (CP949)",
          shape="Results sheet as a box-drawn text table: team, preliminary score, three judges' marks, final "
                "total, rank; notes saying only the three final marks count",
          format_evidence="unverified (from memory): EditPlus saves 'ANSI' as the system code page (CP949 on "
                          "Korean Windows); box-drawing characters are in KS X 1001",
          winner=w,
          question="Which team has the highest final total (sum of the three judges' marks; the preliminary "
                   "score is not added)?",
          candidates=teams, scores=scores,
          traps=["preliminary score column: adding it gives another winner", "rank column",
                 "box-drawing table with double-width Hangul", "prize amounts with R$ in the notes",
                 "CP949 encoding"])


# ------------------------------------------------------------ 12. Tine 2.0 poll
def f_tine():
    name = "Terminabstimmung_Generalversammlung_Kooperative_2026.txt"
    dates = ["Mo 07.12.2026 19:30", "Di 08.12.2026 19:30", "Do 10.12.2026 19:30", "Sa 12.12.2026 15:00"]
    first = ["Heinrich", "Anna", "Peter", "Helena", "Jakob", "Katharina", "Abram", "Susanna", "Gerhard",
             "Maria", "Cornelius", "Elisabeth", "Johann", "Margaretha", "Franz", "Agatha", "Dietrich", "Tina"]
    last = ["Friesen", "Dyck", "Wiebe", "Penner", "Klassen", "Harder", "Reimer", "Giesbrecht", "Unger",
            "Thiessen", "Neufeld", "Enns", "Loewen", "Fehr", "Funk", "Braun"]
    st = ["Zugesagt", "Vorläufig", "Abgesagt", "Keine Antwort"]
    for seed in range(1000, 3000):
        rng = random.Random(seed)
        people = []
        used = set()
        while len(people) < 23:
            nm = f"{rng.choice(last)}, {rng.choice(first)}"
            if nm not in used:
                used.add(nm)
                people.append(nm)
        grid = []
        for p in people:
            if rng.random() < 0.13:
                grid.append(["Keine Antwort"] * 4)
            else:
                grid.append([rng.choice(st[:3] + ["Zugesagt"]) for _ in dates])
        score = {d: sum({"Zugesagt": 1, "Vorläufig": 0.5}.get(g[i], 0) for g in grid) for i, d in enumerate(dates)}
        yes = {d: sum(g[i] == "Zugesagt" for g in grid) for i, d in enumerate(dates)}
        notno = {d: sum(g[i] != "Abgesagt" for g in grid) for i, d in enumerate(dates)}
        try:
            w = unique_top(score)
            if unique_top(yes) != w or unique_top(notno) == w:
                continue
            if max(score.values()) - sorted(score.values())[-2] < 1:
                continue
        except AssertionError:
            continue
        break
    L = ["Terminabstimmung: Generalversammlung 2026 der Kooperative (Kolonie Neu-Halbstadt, Chaco)",
         "Organisator: Verwaltung – Friesen, Helena\tStatus: abgeschlossen",
         "", "Teilnehmer\t" + "\t".join(dates)]
    for p, g in zip(people, grid):
        L.append(p + "\t" + "\t".join(g))
    L.append("Zusagen\t" + "\t".join(str(yes[d]) for d in dates))
    L.append("")
    L.append("Legende: Zugesagt = kann kommen, Vorläufig = kann vielleicht, Abgesagt = kann nicht, "
             "Keine Antwort = noch nicht geantwortet")
    text = "\r\n".join(L) + "\r\n"
    write(name, text.encode("cp1252"))
    entry(name,
          tool="Tine 2.0 groupware (self-hosted, German UI) → Kalender → Termin mit Abstimmung (poll) → "
               "Abstimmungsübersicht selected in the browser, pasted into Windows Notepad and saved as ANSI; "
               "the administration of a Mennonite farmers' co-operative in the Paraguayan Chaco finding the date "
               "of its general assembly",
          shape="Scheduling poll: title lines, header row of dates, one row per member (Nachname, Vorname) with "
                "Zugesagt / Vorläufig / Abgesagt / Keine Antwort, a 'Zusagen' count row and a legend",
          format_evidence="checked: Tine's calendar poll statuses ACCEPTED / TENTATIVE / DECLINED / NEEDS-ACTION "
                          "(tine-groupware Calendar/js/PollPanel.js); unverified: German labels, the pasted "
                          "layout and the count row",
          winner=w,
          question="Which date scores best with Zugesagt = 1 and Vorläufig = 0.5?",
          candidates=dates, scores=score,
          traps=["'Keine Antwort' cells are not yes; counting every non-'Abgesagt' cell gives another date",
                 "'Zusagen' count row at the bottom (yes only)", "names written 'Nachname, Vorname' with a comma",
                 "Windows-1252 (ä)"])


# ------------------------------------------------------------ 13. Humanitix (ask, ranked)
def f_humanitix():
    name = "humanitix-orders-export-whanau-fun-day-2026.csv"
    opts = ["Community pātaka (food pantry)", "Te reo Māori classes for whānau", "Skate park lights",
            "Youth rugby league gear"]
    first = ["Aroha", "Tama", "Mere", "Wiremu", "Hine", "Rawiri", "Ana", "Sione", "Losa", "Tevita", "Grace",
             "Jayden", "Leilani", "Manaia", "Keri", "Josh", "Talia", "Nikau", "Ruby", "Peni"]
    last = ["Ngata", "Parata", "Walker", "Tuhoe", "Fa'asavalu", "Smith", "Tipene", "Aumua", "Brown",
            "Te Huia", "Leota", "Wilson", "Hohaia", "Tuilagi", "Kerr", "Taufa"]

    def tally(bs):
        fp = {o: 0 for o in opts}
        bo = {o: 0 for o in opts}
        for b in bs:
            fp[b[0]] += 1
            for k, o in enumerate(b):
                bo[o] += 3 - k
        return fp, bo

    def irv(bs):
        alive = set(opts)
        while True:
            c = {o: 0 for o in alive}
            for b in bs:
                for o in b:
                    if o in alive:
                        c[o] += 1
                        break
            tot = sum(c.values())
            top = max(c, key=c.get)
            if c[top] * 2 > tot or len(alive) == 2:
                unique_top(c)
                return top, c
            low = min(c.values())
            lows = [o for o in alive if c[o] == low]
            assert len(lows) == 1
            alive.remove(lows[0])

    for seed in range(5000, 9000):
        rng = random.Random(seed)
        bs = []
        prof = [([0, 2, 1], 20), ([0, 3, 2], 8), ([1, 2, 0], 17), ([2, 1, 0], 15), ([3, 1, 2], 12),
                ([1, 0, 2], 10), ([2, 1, 3], 9)]
        for p, n in prof:
            for _ in range(n + rng.randint(-3, 3)):
                b = [opts[i] for i in p]
                if rng.random() < 0.12:
                    b = b[:1]
                elif rng.random() < 0.1:
                    b = b[:2]
                bs.append(b)
        fp, bo = tally(bs)
        try:
            wf, wb_ = unique_top(fp), unique_top(bo)
            wi, _ = irv(bs)
        except AssertionError:
            continue
        if wf != wb_:
            break
    rng.shuffle(bs)
    cancelled = [[opts[0], opts[3]], [opts[0]], [opts[0], opts[2], opts[1]], [opts[3], opts[0]]]
    rows = []
    t = dt.datetime(2026, 10, 19, 8, 0)
    allb = [(b, "Complete") for b in bs] + [(b, "Cancelled") for b in cancelled]
    rng.shuffle(allb)
    oid = 0
    for b, status in allb:
        t += dt.timedelta(minutes=rng.randint(5, 500))
        oid += 1
        fn, ln = rng.choice(first), rng.choice(last)
        q = rng.choice([1, 2, 2, 3, 4, 5])
        pref = b + [""] * (3 - len(b))
        rows.append([f"HX{rng.randint(10000000, 99999999)}", t.strftime("%d/%m/%Y %I:%M %p").lower(), status,
                     fn, ln, f"{fn.lower()}.{ln.lower().replace(chr(39), '')}{rng.randint(1, 99)}@example.co.nz",
                     "+6421" + "".join(rng.choice(string.digits) for _ in range(6)),
                     "Whānau pass (free)", str(q), "$0.00", *pref,
                     rng.choice(["", "", "", "Vegetarian", "Halal", "No pork", "Gluten free"]),
                     rng.choice(["Facebook", "School newsletter", "Church notice", "Friend / whānau", "Radio 531pi"])])
    head = ["Order ID", "Order Date", "Order Status", "First Name", "Last Name", "Email", "Mobile", "Ticket Type",
            "Quantity", "Order Total",
            "Which project should the Trust fund next? (1st preference)",
            "Which project should the Trust fund next? (2nd preference)",
            "Which project should the Trust fund next? (3rd preference)",
            "Dietary requirements", "How did you hear about the Fun Day?"]
    write(name, csv_text([head] + rows, lineterminator="\n").encode("utf-8"))
    fp, bo = tally(bs)
    wi, ic = irv(bs)
    entry(name,
          tool="Humanitix (not-for-profit event ticketing, NZ/Australia) → event dashboard → Reports → Orders → "
               "Export CSV with the custom checkout questions; a Porirua community trust's free Whānau Fun Day "
               "where each booking ranked the Trust's next project",
          shape="One row per order (status Complete / Cancelled, contact, ticket type, quantity, $0.00 total) with "
                "three custom-question columns '1st / 2nd / 3rd preference' (ranked ballot, some left partly "
                "blank), plus dietary and 'how did you hear' questions",
          format_evidence="unverified (from memory): Humanitix order-export column titles; custom questions "
                          "exported one column each",
          answer="ask", winner=None,
          acceptable={"first preferences": wf, "Borda 3-2-1": wb_, "instant runoff": wi},
          ask_because="The export ranks projects but states no counting rule; first preferences and 3-2-1 points "
                      "give different winners.",
          question="Ranked ballots without a stated rule: first-preference count, 3-2-1 points or instant runoff?",
          candidates={"first preferences": opts, "Borda 3-2-1": opts, "instant runoff": opts},
          scores={"first preferences": fp, "Borda 3-2-1": bo, "instant runoff": ic},
          traps=["ranked preferences with no stated rule", "cancelled orders (excluded in every reading)",
                 "partly blank rankings", "macrons (pātaka, whānau, Māori)", "other custom questions"])


# ------------------------------------------------------------ 14. Fulcrum (rating grid)
def f_fulcrum():
    name = "evaluation_projets_gie_joal_fulcrum.csv"
    opts = ["fabrique_de_glace", "fours_de_fumage_ameliores", "chambre_froide", "pirogue_collective"]
    prenoms = ["Awa", "Moussa", "Fatou", "Ousmane", "Ndeye", "Mamadou", "Aminata", "Cheikh", "Khady", "Ibrahima",
               "Mariama", "Abdoulaye", "Seynabou", "Modou", "Coumba", "Babacar", "Astou", "Pape"]
    noms = ["Diop", "Ndiaye", "Faye", "Sarr", "Diouf", "Gueye", "Thiam", "Seck", "Sène", "Mbaye", "Ndour", "Fall"]
    for seed in range(100, 4000):
        rng = random.Random(seed)
        base = {"fabrique_de_glace": 3.9, "fours_de_fumage_ameliores": 3.7, "chambre_froide": 3.8,
                "pirogue_collective": 3.2}
        recs = []
        for _ in range(58):
            role = rng.choice(["pêcheur", "pêcheur", "transformatrice", "transformatrice", "mareyeur"])
            r = {}
            for o in opts:
                if rng.random() < 0.08:
                    r[o] = None
                else:
                    adj = 0.6 if (role == "transformatrice" and o == "fours_de_fumage_ameliores") else 0
                    r[o] = max(1, min(5, round(rng.gauss(base[o] + adj, 0.9))))
            recs.append(("complete", role, r))
        tests = []
        for _ in range(5):
            tests.append(("test", "test", {"fabrique_de_glace": 1, "fours_de_fumage_ameliores": 2,
                                           "chambre_froide": 5, "pirogue_collective": 3}))

        def mean(rs):
            out = {}
            for o in opts:
                v = [x[2][o] for x in rs if x[2][o] is not None]
                out[o] = round(sum(v) / len(v), 4)
            return out

        def zero_mean(rs):
            return {o: round(sum((x[2][o] or 0) for x in rs) / len(rs), 4) for o in opts}

        try:
            m = mean(recs)
            w = unique_top(m)
            if unique_top(zero_mean(recs)) != w:
                continue
            if unique_top(mean(recs + tests)) == w:
                continue
            s = sorted(m.values())
            if s[-1] - s[-2] < 0.05:
                continue
        except AssertionError:
            continue
        break
    allr = recs + tests
    rng.shuffle(allr)
    head = ["fulcrum_id", "created_at", "updated_at", "created_by", "updated_by", "system_created_at",
            "system_updated_at", "version", "status", "project", "assigned_to", "latitude", "longitude",
            "enqueteur", "quai", "nom_membre", "role"] + opts + ["commentaire"]
    rows = []
    t = dt.datetime(2026, 11, 16, 8, 10)
    for st, role, r in allr:
        t += dt.timedelta(minutes=rng.randint(4, 90))
        u = t + dt.timedelta(minutes=rng.randint(1, 30))
        agent = rng.choice(["a.sarr@example.org", "m.faye@example.org"]) if st != "test" else "admin@example.org"
        fid = "-".join("".join(rng.choice("0123456789abcdef") for _ in range(n)) for n in (8, 4, 4, 4, 12))
        lat = f"{14.158 + rng.random() * 0.01:.6f}".replace(".", ",")
        lon = f"{-16.851 + rng.random() * 0.01:.6f}".replace(".", ",")
        nm = "TEST formulaire" if st == "test" else f"{rng.choice(prenoms)} {rng.choice(noms)}"
        rows.append([fid, t.strftime("%d/%m/%Y %H:%M"), u.strftime("%d/%m/%Y %H:%M"), agent, agent,
                     t.strftime("%d/%m/%Y %H:%M"), u.strftime("%d/%m/%Y %H:%M"), str(rng.choice([1, 1, 2])), st,
                     "GIE Joal 2027", "", lat, lon, agent.split("@")[0], rng.choice(["Joal", "Fadial", "Ngazobil"]),
                     nm, role] + ["" if r[o] is None else str(r[o]) for o in opts] +
                    [rng.choice(["", "", "", "La glace coûte trop cher au quai", "Les fours actuels fument trop",
                                 "Priorité aux femmes transformatrices", "test – à supprimer" if st == "test" else ""])])
    text = csv_text([head] + rows, delimiter=";")
    write(name, text.encode("cp1252"))
    m = mean(recs)
    entry(name,
          tool="Fulcrum (field data-collection app) → Data → Export → CSV, then opened and re-saved by Excel "
               "(French, Senegal) as 'CSV (séparateur : point-virgule)'; an NGO surveying members of a fishers' "
               "and fish-processors' economic interest group (GIE) in Joal, Senegal, who rate four projects 1–5",
          shape="Rating grid: one row per record with Fulcrum system columns (fulcrum_id, created/updated "
                "times and users, version, status, project, latitude/longitude), interview fields, then one "
                "column per project (data names) with marks 1–5, some blank, and a comment",
          format_evidence="checked: Fulcrum exports CSV among other formats (Fulcrum data-collection guide) and "
                          "records carry status, created/updated by, version, latitude/longitude (Fulcrum "
                          "developer docs, Records API); unverified: exact export column names and order, the "
                          "data-name headers",
          winner=w,
          question="Which project has the highest mean mark (1–5) over the real records (status 'test' excluded, "
                   "blank = not rated)?",
          candidates=opts, scores=m,
          traps=["five 'test' records by admin change the winner if counted", "blank marks",
                 "headers are Fulcrum data names, not labels", "decimal commas in latitude/longitude",
                 "';' separator and Windows-1252 after the Excel re-save"])


# ------------------------------------------------------------ 15. GroupMe
def f_groupme():
    name = "GroupMe poll - retrèt jèn yo 2027.txt"
    final = {"Camp Pine Hollow (Ocala)": 17, "Lakeshore Retreat Center (Lake Wales)": 15,
             "Key Largo Bible Camp": 11}
    interim = {"Key Largo Bible Camp": 9, "Lakeshore Retreat Center (Lake Wales)": 5, "Camp Pine Hollow (Ocala)": 4}
    rng = random.Random(1515)
    names = ["Woodly", "Fabiola", "Jean-Marc", "Nadège", "Rodney", "Stéphanie", "Kervens", "Mirlande", "Dieuvela",
             "Jameson", "Tania", "Ricardo", "Esther", "Wilfrid", "Guerline", "Djimy", "Roseline", "Sherlyne",
             "Peterson", "Marjorie", "Fritznel", "Nathalie", "Lovely", "Junior", "Vanessa", "Jonas", "Sabrina",
             "Evens", "Cassandre", "Wisler", "Manouchka", "Ronald", "Youvens", "Daphnée", "Emmanuela", "Kenson",
             "Gerda", "Widlyne", "Clervil", "Naïka", "Johnley", "Rose-Carline", "Samuel"]
    rng.shuffle(names)
    L = ["Jèn Legliz Batis Bèl Espwa – Miami", "", "Nov 15, 2026", "",
         "Pastè Wilner: Bonswa jèn yo! Nou bezwen chwazi kote retrèt la ap fèt an 2027. Vote nan sondaj la anvan "
         "dimanch 29 novanm.",
         "Pastè Wilner created a poll: \"Ki kote pou retrèt jèn yo 2027? / Where should the 2027 youth retreat be?\"",
         "", "Nov 18, 2026", "",
         "Fabiola: Update pou moun ki poko vote: Key Largo Bible Camp 9, Lakeshore Retreat Center (Lake Wales) 5, "
         "Camp Pine Hollow (Ocala) 4 😅",
         "Kervens: Key Largo!! 🏝️", "Mirlande: Pine Hollow gen pi bon kabin yo, m ap vote pou li",
         "", "Nov 29, 2026", "",
         "POLL  Ki kote pou retrèt jèn yo 2027? / Where should the 2027 youth retreat be?",
         "Poll ended · Multiple answers not allowed", ""]
    i = 0
    for opt, n in sorted(final.items(), key=lambda kv: -kv[1]):
        L.append(opt)
        L.append(f"{n} votes")
        L.append("Voted by: " + ", ".join(names[i:i + n]))
        L.append("")
        i += n
    L.append(f"{sum(final.values())} people voted")
    L.append("")
    L.append("Pastè Wilner: Mèsi tout moun! N ap anonse rezilta a dimanch apre sèvis la. Bondye beni nou 🙏")
    text = "\n".join(L) + "\n"
    # Mac OS Roman cannot hold the emoji: TextEdit's 'Western (Mac OS Roman)' save drops them to '?'
    text = "".join(ch if ch.encode("mac_roman", "ignore") else "?" for ch in text)
    write(name, text.encode("mac_roman"))
    w = unique_top(final)
    assert unique_top(interim) != w
    entry(name,
          tool="GroupMe (group messaging, USA) web app: the youth group chat with the closed poll selected and "
               "copied, pasted into TextEdit on an older Mac and saved as plain text with encoding 'Western "
               "(Mac OS Roman)'; a Haitian Baptist church's youth group in Miami choosing the 2027 retreat site",
          shape="Pasted chat in Haitian Creole and English: messages with day headers, an interim count typed by a "
                "member, then the closed poll with each option, 'N votes' and 'Voted by' names, and the number "
                "of people who voted",
          format_evidence="unverified (from memory): the text GroupMe's web poll view yields when copied; emoji "
                          "become '?' in Mac OS Roman",
          winner=w,
          question="Which retreat site has the most votes in the closed poll?",
          candidates=list(final), scores=final,
          traps=["an interim count typed in a message favours Key Largo", "'people voted' total line",
                 "Mac OS Roman encoding (è, ò, é)", "voter names listed after each option"])


def main():
    for f in (f_mpesa, f_telerivet, f_ushahidi, f_onefeather, f_biddingowl, f_evergreen, f_parentsquare,
              f_townsq, f_xero, f_inpage, f_editplus, f_tine, f_humanitix, f_fulcrum, f_groupme):
        f()
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2, sort_keys=True)
        fh.write("\n")


if __name__ == "__main__":
    main()
