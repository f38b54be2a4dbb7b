#!/usr/bin/env python3
"""Blind test set ZS: transport, logistics, travel and hospitality exports.

Deterministic generator (fixed seeds, fixed xlsx properties and zip dates).
Run from the repository root:
    /work/main/.venv/bin/python tests/blind/set_zs/make_set.py
Writes the 15 files and expected.json next to this script. Self-contained.
"""
import csv
import datetime as dt
import io
import json
import random
import re
import zipfile
from pathlib import Path

import openpyxl
from openpyxl.styles import Font

OUT = Path(__file__).resolve().parent
FIXED = dt.datetime(2026, 5, 4, 9, 30, 0)
EXPECTED = {}


# ----------------------------------------------------------------- helpers
def write_bytes(name, data):
    (OUT / name).write_bytes(data)


def csv_text(rows, delimiter=",", quoting=csv.QUOTE_MINIMAL, eol="\r\n"):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter, quoting=quoting, lineterminator=eol)
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


def finalize_xlsx(wb, name):
    wb.properties.creator = wb.properties.creator or "export"
    wb.properties.created = FIXED
    wb.properties.modified = FIXED
    wb.properties.lastModifiedBy = None
    path = OUT / name
    wb.save(path)
    # rewrite the zip with fixed entry dates and a fixed modified stamp
    with zipfile.ZipFile(path) as z:
        entries = [(i.filename, z.read(i.filename)) for i in z.infolist()]
    stamp = FIXED.strftime("%Y-%m-%dT%H:%M:%SZ")
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for fn, data in entries:
            if fn == "docProps/core.xml":
                txt = data.decode("utf-8")
                txt = re.sub(r"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)", r"\g<1>%s\g<2>" % stamp, txt)
                txt = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)", r"\g<1>%s\g<2>" % stamp, txt)
                data = txt.encode("utf-8")
            zi = zipfile.ZipInfo(fn, date_time=(2026, 5, 4, 9, 30, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data)


def shuffled(counts, rng, total=None, blank=""):
    """List of answers with exactly counts[label] copies (+ blanks up to total)."""
    out = []
    for k, v in counts.items():
        out += [k] * v
    if total is not None:
        out += [blank] * (total - len(out))
    rng.shuffle(out)
    return out


def tally(values, labels):
    return {lab: sum(1 for v in values if v == lab) for lab in labels}


def top2(scores):
    s = sorted(scores.items(), key=lambda kv: -kv[1])
    return s[0], s[1]


def check_margin(scores, name, rel=0.05):
    (w, a), (_, b) = top2(scores)
    assert a > 0 and (a - b) / a >= rel, (name, scores)
    return w


def record(name, **kw):
    keys = ["tool", "shape", "format_evidence", "answer", "winner", "acceptable", "ask_because",
            "question", "candidates", "scores", "traps"]
    assert set(kw) == set(keys), set(kw) ^ set(keys)
    EXPECTED[name] = {k: kw[k] for k in keys}


def plackett_luce(rng, weights, k):
    """Draw a ranking of k items by repeated weighted choice without replacement."""
    items = list(weights)
    chosen = []
    for _ in range(k):
        tot = sum(weights[i] for i in items)
        r = rng.random() * tot
        acc = 0.0
        for i in items:
            acc += weights[i]
            if r <= acc:
                chosen.append(i)
                items.remove(i)
                break
    return chosen


FIRST = ["Maria", "James", "Aisha", "Tom", "Priya", "Lukas", "Sofia", "Daniel", "Chen", "Olivia", "Mateo",
         "Hannah", "Kwame", "Emily", "Ravi", "Grace", "Noah", "Fatima", "Liam", "Zoe", "Marco", "Ines",
         "Oscar", "Leah", "Samir", "Ruth", "Ethan", "Nora", "Hugo", "Maya"]
LAST = ["Garcia", "Smith", "Khan", "Brown", "Patel", "Müller", "Rossi", "Nguyen", "Wong", "Johnson",
        "Silva", "Fischer", "Mensah", "Taylor", "Iyer", "Walker", "Kim", "Haddad", "Murphy", "Novak",
        "Costa", "Ortega", "Berg", "Lewis", "Aziz", "Evans", "Clarke", "Lindqvist", "Moreau", "Reyes"]


def person(rng):
    return rng.choice(FIRST), rng.choice(LAST)


# ======================================================= 1. FareHarbor (long)
def f_fareharbor():
    name = "FareHarbor_custom-field-answers_Saltwind-Kayak-Tours_2026-07-01_2026-07-31.csv"
    rng = random.Random(101)
    n = 74
    vote_q = "Next season vote: which new tour should we add?"
    hear_q = "How did you hear about us?"
    diet_q = "Dietary requirements or allergies"
    tours = {"Bioluminescence Night Kayak": 23, "Seal Colony Half-Day": 15, "Sunrise Sea-Cave Paddle": 12,
             "Island Picnic Full-Day": 9, "Kayak & Snorkel Combo": 8}
    votes = shuffled(tours, rng, n)
    hear = shuffled({"Google": 31, "TripAdvisor": 14, "Hotel concierge": 11, "Friend, family or colleague": 8,
                     "Instagram": 6, "Cruise ship excursion desk": 4}, rng, n)
    items = ["2-Hour Harbour Paddle"] * 38 + ["Half-Day Coastal Explorer"] * 22 + ["Sunset Paddle"] * 14
    rng.shuffle(items)
    status = ["Booked"] * n
    for i in rng.sample(range(n), 5):
        status[i] = "Cancelled"
    diets = ["", "", "", "", "", "Vegetarian", "Gluten free", "Nut allergy", "Vegan", "No shellfish"]
    header = ["Booking #", "Created", "Created by", "Item", "Availability start", "Status", "Contact",
              "Email", "Phone", "Pax", "Custom field", "Answer"]
    rows = [header]
    base = dt.datetime(2026, 6, 2, 8, 0)
    bookings = []
    for i in range(n):
        created = base + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 55))
        start = dt.datetime(2026, 7, 1) + dt.timedelta(days=rng.randint(0, 30),
                                                          hours=rng.choice([7, 9, 13, 18]))
        fn, ln = person(rng)
        pax = rng.choice([1, 2, 2, 2, 3, 4, 4, 5, 6])
        by = rng.choice(["Online booking", "Online booking", "Online booking", "Viator (affiliate)",
                         "Dashboard: Kim T.", "Dashboard: Ravi S."])
        bk = 48211734 + i * 37 + rng.randint(0, 30)
        bookings.append((bk, created, by, items[i], start, status[i], f"{fn} {ln}",
                         f"{fn.lower()}.{ln.lower().replace('ü', 'ue')}@example.com",
                         f"+1 (831) 555-{rng.randint(1000, 9999)}", pax, i))
    bookings.sort(key=lambda b: b[1])
    fmt = lambda d: d.strftime("%m/%d/%Y %I:%M %p")
    for bk, created, by, item, start, st, contact, email, phone, pax, i in bookings:
        common = [bk, fmt(created), by, item, fmt(start), st, contact, email, phone, pax]
        rows.append(common + [hear_q, hear[i]])
        rows.append(common + [diet_q, rng.choice(diets)])
        rows.append(common + [vote_q, votes[i]])
    write_bytes(name, csv_text(rows).encode("utf-8"))
    scores = tally(votes, tours)
    w = check_margin(scores, name)
    # robustness: without cancelled bookings and weighted by pax
    sc2 = tally([votes[b[-1]] for b in bookings if b[5] == "Booked"], tours)
    sc3 = {t: sum(b[9] for b in bookings if votes[b[-1]] == t) for t in tours}
    assert top2(sc2)[0][0] == w and top2(sc3)[0][0] == w, (sc2, sc3)
    assert max(tally(hear, ["Google"]).values()) > scores[w]
    record(name, tool="FareHarbor (tour & activity booking), Reports → Advanced → Custom Field Answers → Export CSV, a kayak tour operator's July bookings",
           shape="long format: one row per (booking, custom field) with booking metadata repeated; three custom fields per booking (marketing source, dietary text, next-season tour vote)",
           format_evidence="Report category 'Custom Field Answers' and dropdown custom fields checked against FareHarbor help pages (report types overview, glossary); column names, date format and long layout from memory",
           answer="winner", winner=w, acceptable=None, ask_because=None,
           question=f"'{vote_q}': count of bookings choosing each tour (one answer per booking)",
           candidates=list(tours), scores=scores,
           traps=["long layout: the vote is the third custom field, interleaved with 'How did you hear about us?'",
                  "'Google' (marketing source) outnumbers every tour",
                  "Item column holds existing tours, most frequent '2-Hour Harbour Paddle'",
                  "Pax and booking numbers; cancelled bookings (winner unchanged without them or weighted by pax)"])


# ============================================ 2. Remark Office OMR (ratings)
def f_remark():
    name = "Remark_Office_OMR_export_Aurora_Nordic_Line_comment_cards_AN2614.csv"
    rng = random.Random(202)
    n = 60
    exc = {
        "Geirangerfjord RIB Safari": {5: 24, 4: 12, 3: 4, 2: 1, 1: 0},
        "Flåm Railway & Stegastein": {5: 14, 4: 16, 3: 9, 2: 3, 1: 2},
        "Åndalsnes Gondola": {5: 12, 4: 14, 3: 10, 2: 3, 1: 1},
        "Ålesund Art Nouveau Walk": {5: 8, 4: 13, 3: 12, 2: 5, 1: 2},
        "Bergen Fløyen & Fish Market": {5: 10, 4: 15, 3: 12, 2: 4, 1: 1},
    }
    grid = {e: [""] * n for e in exc}
    for e, dist in exc.items():
        vals = shuffled({str(k): v for k, v in dist.items()}, rng)
        free = rng.sample(range(n), len(vals) + 2)
        for idx, v in zip(free, vals):
            grid[e][idx] = v
        for idx in free[len(vals):]:
            grid[e][idx] = "Multi"  # two bubbles filled on the card
    nat = shuffled({"DE": 27, "GB": 12, "US": 8, "NL": 5, "NO": 3, "FR": 3}, rng, n, "Blank")
    header = ["Image Name", "Form Page", "Cabin", "Deck", "Nationality", "Q1 Overall cruise (1-5)",
              "Q2 Embarkation (1-5)"] + [f"Q3 Excursion: {e}" for e in exc] + ["Q4 Sail with us again"]
    rows = [header]
    for i in range(n):
        deck = rng.choice([5, 6, 7, 7, 8, 9])
        rows.append([f"AN2614_{i + 1:04d}.tif", 1, f"{deck}{rng.randint(1, 98):03d}", deck, nat[i],
                     rng.choice(["5", "5", "4", "4", "4", "3"]), rng.choice(["5", "4", "4", "3", "2", "Blank"])]
                    + [grid[e][i] for e in exc] + [rng.choice(["Yes", "Yes", "Yes", "No", "Blank"])])
    write_bytes(name, csv_text(rows).encode("cp1252"))
    scores, sums = {}, {}
    for e in exc:
        vals = [int(v) for v in grid[e] if v.isdigit()]
        scores[e] = round(sum(vals) / len(vals), 4)
        sums[e] = sum(vals)
    w = check_margin(scores, name)
    assert top2(sums)[0][0] == w
    record(name, tool="Remark Office OMR (Gravic), scanned paper comment cards → Export data → CSV, a cruise line's end-of-sailing card with a shore-excursion rating block",
           shape="rating grid: one row per scanned card (image name, page, cabin, deck, nationality, two overall ratings) then one 1–5 column per excursion, empty when not taken, 'Multi' for double marks",
           format_evidence="Remark Office OMR and its data export checked only as existing (user's guides found); 'Multi'/'Blank' placeholder texts, column names and CSV dialect from memory",
           answer="winner", winner=w, acceptable=None, ask_because=None,
           question="Q3 excursion ratings: mean of 1–5 marks per excursion (empty and 'Multi' ignored); the sum of marks gives the same winner",
           candidates=list(exc), scores=scores,
           traps=["Nationality column: 'DE' outnumbers every rating count",
                  "Q1/Q2 overall ratings are not candidates",
                  "'Flåm Railway & Stegastein' was rated by the most cards",
                  "'Multi' and 'Blank' placeholders; cabin and deck numbers; Windows-1252 å/ø"])


# ===================================== 3. QuickTapSurvey (xlsx, approvals)
def f_quicktap():
    name = "QuickTapSurvey_Export_Harbour_Link_Ferries_Onboard_Survey_2026-05.xlsx"
    rng = random.Random(303)
    n = 90
    q = "Which improvements would you most like to see on board? (Select up to 3)"
    opts = {"Bike racks on every sailing": 41, "More covered outdoor seating": 33, "Hot food in the café": 29,
            "Faster Wi-Fi": 25, "A quiet lounge": 17, "Other": 4}
    picks = [set() for _ in range(n)]
    for o, c in opts.items():
        cand = [i for i in range(n) if len(picks[i]) < 3]
        rng.shuffle(cand)
        cand.sort(key=lambda i: len(picks[i]))
        for i in cand[:c]:
            picks[i].add(o)
    freq = shuffled({"Daily commuter": 57, "A few times a week": 16, "A few times a month": 10,
                     "Visitor / first time": 7}, rng, n)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Harbour Link Onboard Survey"
    header = ["Response ID", "Survey Name", "Device", "Location", "Date Submitted", "Time Taken (sec)",
              "Language", "How often do you travel with Harbour Link?"] + [f"{q} - {o}" for o in opts] + \
             ["Other (please specify)", "Email (optional)", "Send me service updates"]
    ws.append(header)
    for c in ws[1]:
        c.font = Font(bold=True)
    base = dt.datetime(2026, 5, 2, 6, 40)
    devs = [("iPad-T3-01", "Pier 3 Terminal"), ("iPad-T3-02", "Pier 3 Terminal"),
            ("iPad-MV-ISL", "MV Islander (onboard)"), ("iPad-MV-COR", "MV Cormorant (onboard)")]
    stamps = sorted(base + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 28)) for _ in range(n))
    for i in range(n):
        d = rng.choice(devs)
        other = rng.choice(["Phone charging points", "Bigger luggage racks", "Live departure screens",
                            "Dog-friendly area"]) if "Other" in picks[i] else ""
        email = f"{person(rng)[0].lower()}{rng.randint(10, 99)}@example.net" if rng.random() < 0.3 else ""
        ws.append([7714200 + i * 3 + rng.randint(0, 2), "Harbour Link Onboard Survey 2026", d[0], d[1],
                   stamps[i], rng.randint(38, 190), rng.choice(["English"] * 6 + ["Español"]), freq[i]]
                  + [o if o in picks[i] else None for o in opts] + [other, email,
                                                                    "Yes" if email else "No"])
        ws.cell(row=ws.max_row, column=5).number_format = "yyyy-mm-dd hh:mm:ss"
    ws.column_dimensions["E"].width = 20
    finalize_xlsx(wb, name)
    scores = {o: sum(1 for p in picks if o in p) for o in opts}
    w = check_margin(scores, name)
    assert scores == opts
    record(name, tool="QuickTapSurvey (offline kiosk/tablet surveys), Results → Export → Excel, a ferry operator's terminal and onboard iPad survey",
           shape="one row per response: id, survey name, device, location, date, duration, language, a frequency question, then one column per improvement option holding the option's own label when ticked (up to 3), an 'Other' text, e-mail and opt-in",
           format_evidence="from memory (column naming 'Question - Option' and metadata columns not checked against a source)",
           answer="winner", winner=w, acceptable=None, ask_because=None,
           question=f"'{q}': approvals (number of respondents ticking each option)",
           candidates=list(opts), scores=scores,
           traps=["'Daily commuter' in the first question outnumbers every option",
                  "option columns hold the option's label, not 1/0", "Other write-ins in a separate text column",
                  "device/location columns and numeric ids"])


# ================================= 4. MetroQuest (priority ranking screen)
def f_metroquest():
    name = "MetroQuest_Data_Export_Northgate_Bus_Network_Redesign_2026.csv"
    pri = {"More frequent buses": 5.0, "Longer service hours": 2.6, "Better stops & shelters": 2.0,
           "Faster trips": 2.4, "Lower fares": 2.1, "Safety & security": 1.8, "Real-time information": 1.5}
    for seed in range(400, 500):
        rng = random.Random(seed)
        n = 124
        ranks = []
        for _ in range(n):
            k = rng.choice([5, 5, 5, 5, 4, 3])
            ranks.append(plackett_luce(rng, pri, k))
        borda = {p: sum(5 - r.index(p) for r in ranks if p in r) for p in pri}
        first = {p: sum(1 for r in ranks if r[0] == p) for p in pri}
        (w, a), (_, b) = top2(borda)
        (fw, fa), (_, fb) = top2(first)
        if (a - b) / a >= 0.12 and fw == w and (fa - fb) / fa >= 0.15:
            break
    else:
        raise AssertionError("metroquest")
    travel = shuffled({"Drive alone": 58, "Bus": 35, "Walk": 12, "Bike": 9, "Carpool": 6, "Other": 4}, rng, n)
    header = ["Participant ID", "Survey Start", "Survey End", "Language", "Referral Source", "Home Zip Code",
              "How do you usually travel?"] + [f"Priority Ranking - {p}" for p in pri] + \
             ["Priority Ranking - Comment", "Age Range", "Would you like project updates?"]
    rows = [header]
    base = dt.datetime(2026, 3, 9, 7, 0)
    for i, r in enumerate(ranks):
        s = base + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 30))
        e = s + dt.timedelta(seconds=rng.randint(160, 900))
        com = rng.choice(["", "", "", "", "Route 4 needs evening trips", "Shelter at 5th & Pine please",
                          "Buses bunch up downtown, fix that first", "Sunday service!"])
        rows.append([f"MQ-{20931 + i * 7}", s.strftime("%Y-%m-%d %H:%M:%S"), e.strftime("%Y-%m-%d %H:%M:%S"),
                     rng.choice(["en"] * 8 + ["es"]), rng.choice(["Facebook", "Bus ad", "Email", "Direct", "Nextdoor"]),
                     rng.choice(["98201", "98203", "98204", "98208", "98272", "98275"]), travel[i]]
                    + [str(r.index(p) + 1) if p in r else "" for p in pri]
                    + [com, rng.choice(["18-24", "25-34", "35-44", "45-54", "55-64", "65+"]),
                       rng.choice(["Yes", "No"])])
    write_bytes(name, csv_text(rows, eol="\n").encode("utf-8"))
    record(name, tool="MetroQuest (public-engagement surveys for transport planning), Admin → Data Export (CSV), a transit agency's bus network redesign survey with a Priority Ranking screen",
           shape="rank columns: one row per participant (id, start/end, language, referral, zip, travel mode) then one column per priority holding its rank 1–5 (top 5 of 7, some rank fewer), a comment and demographics",
           format_evidence="Priority Ranking screen (rank top five of several priorities) checked against MetroQuest's published survey examples; export column names and layout from memory",
           answer="winner", winner=w, acceptable=None, ask_because=None,
           question="Priority Ranking: Borda points 6 − rank (rank 1 = 5 points … rank 5 = 1, unranked 0); first-rank counts give the same winner",
           candidates=list(pri), scores=borda,
           traps=["'Drive alone' in the travel-mode question outnumbers every first choice",
                  "cells are ranks (1 = best): summing raw numbers favours the wrong option",
                  "partial rankings leave blanks", "zip codes and participant ids look numeric"])


# ======================================== 5. PublicInput (ASK: two routes)
def f_publicinput():
    name = "PublicInput_Export_Riverton_Transit_Route_7_and_Route_15_Changes.csv"
    rng = random.Random(505)
    n = 104
    q7 = "Route 7 - Which option do you prefer for Route 7?"
    q15 = "Route 15 - Which option do you prefer for Route 15?"
    o7 = {"Option A: Keep current routing via Main St": 24, "Option B: Straighten via Oak Ave": 47,
          "Option C: Split into 7N and 7S": 28}
    o15 = {"Option A: 20-minute weekday frequency": 33, "Option B: Extend to Riverton Station": 21,
           "Option C: Add Sunday service": 46}
    a7 = shuffled(o7, rng, n)
    a15 = shuffled(o15, rng, n)
    who = shuffled({"I ride the bus a few times a week": 49, "I ride every day": 22, "I ride occasionally": 18,
                    "I don't ride but live or work nearby": 15}, rng, n)
    header = ["Response ID", "Date", "Channel", "First Name", "Last Name", "Email", "Zip Code",
              "Subscribed to Updates", "Which best describes you?", q7, q15, "Additional comments"]
    rows = [header]
    base = dt.datetime(2026, 2, 16, 8, 0)
    for i in range(n):
        d = base + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 21))
        ch = rng.choice(["Web", "Web", "Web", "SMS", "Phone", "Paper comment card"])
        fn, ln = person(rng) if ch == "Web" and rng.random() < 0.6 else ("", "")
        rows.append([3388100 + i, d.strftime("%m/%d/%Y %H:%M"), ch, fn, ln,
                     f"{fn.lower()}.{ln.lower()}@example.org".replace("ü", "u") if fn else "",
                     rng.choice(["44035", "44039", "44052", "44053", "44054"]), "Yes" if fn else "No",
                     who[i], a7[i], a15[i],
                     rng.choice(["", "", "", "Please keep the stop at the library", "Evening trips matter more",
                                 "Sunday service would change my life, honestly"])])
    write_bytes(name, b"\xef\xbb\xbf" + csv_text(rows).encode("utf-8"))
    s7, s15 = tally(a7, o7), tally(a15, o15)
    w7, w15 = check_margin(s7, name), check_margin(s15, name)
    record(name, tool="PublicInput (public-engagement CRM for agencies), Survey → Export responses (CSV), a transit agency consultation on two route changes",
           shape="one row per participant: id, date, channel (web/SMS/phone/paper), contact fields, zip, subscription, a rider-type question, then two single-choice route questions of equal standing and a comment",
           format_evidence="from memory (column names and metadata not checked against a source)",
           answer="ask", winner=None, acceptable={q7: w7, q15: w15},
           ask_because="The consultation asks two independent questions of equal standing (Route 7 and Route 15), each with its own options and a different winner; nothing marks one as the question meant.",
           question="count of responses per option, separately for each route question",
           candidates={q7: list(o7), q15: list(o15)}, scores={q7: s7, q15: s15},
           traps=["rider-type question first; its top value outnumbers every option",
                  "both questions label their options 'Option A/B/C' with different meanings",
                  "UTF-8 BOM; zip codes and ids"])


# ============================================== 6. Municibid (bid history)
def bid_answer(bids, fmt):
    """bids: list of (bidder, amount, valid). Returns candidates (as written), scores, winner."""
    best = {}
    for b, a, ok in bids:
        if ok:
            best[b] = max(best.get(b, 0), a)
    amounts = sorted({a for _, a, ok in bids if ok})
    scores = {fmt(a): a * sum(1 for m in best.values() if m >= a) for a in amounts}
    w = check_margin(scores, "bids")
    return [fmt(a) for a in amounts], scores, w


def f_municibid():
    name = "Municibid_bid_history_auction_184552_2015_ElDorado_Aerotech_paratransit_bus.csv"
    # (bidder, amount, status) in time order
    log = [("tra***ts", 2500, "Outbid"), ("bus***88", 2750, "Outbid"), ("mid***co", 3000, "Outbid"),
           ("tra***ts", 3250, "Outbid"), ("rvc***mp", 3500, "Outbid"), ("bus***88", 4000, "Outbid"),
           ("kel***ly", 4100, "Outbid"), ("mid***co", 4500, "Outbid"), ("chu***hv", 5000, "Outbid"),
           ("rvc***mp", 5200, "Outbid"), ("far***ay", 5300, "Outbid"), ("kel***ly", 5500, "Outbid"),
           ("bus***88", 5900, "Outbid"), ("chu***hv", 6000, "Outbid"), ("tra***ts", 6800, "Outbid"),
           ("rvc***mp", 6900, "Outbid"), ("mid***co", 7200, "Outbid"), ("far***ay", 8900, "Retracted"),
           ("kel***ly", 9250, "Outbid"), ("bus***88", 9500, "Outbid"), ("chu***hv", 9800, "Winning")]
    rng = random.Random(606)
    t = dt.datetime(2026, 4, 13, 10, 2)
    pre = [["Auction #184552 - 2015 ElDorado Aerotech 240 Paratransit Bus (Unit 4417)"],
           ["Seller: City of Millbrook Transit Division, Fleet Services"],
           ["Auction closed: 04/22/2026 2:00 PM EDT"], ["Minimum bid: $2,500.00"], []]
    rows = [["Bidder", "Bid Amount", "Bid Date", "Status"]]
    money = lambda a: f"${a:,.2f}"
    for b, a, st in log:
        t += dt.timedelta(minutes=rng.randint(20, 900))
        rows.append([b, money(a), t.strftime("%m/%d/%Y %I:%M:%S %p"), st])
    rows = rows[:1] + rows[1:][::-1]  # newest first, as on the page
    txt = csv_text(pre, eol="\n") + csv_text(rows, eol="\n")
    write_bytes(name, txt.encode("utf-8"))
    cands, scores, w = bid_answer([(b, a, st != "Retracted") for b, a, st in log], money)
    record(name, tool="Municibid (US government surplus auctions), auction page → Bid History → Download CSV, a city transit division selling a retired paratransit bus",
           shape="bid list: four preamble lines and a blank line, then one row per bid (newest first), several bids per bidder, masked bidder names, one retracted bid",
           format_evidence="from memory (the masked-bidder bid-history table is typical of US surplus auction sites; CSV download and preamble lines not checked)",
           answer="winner", winner=w, acceptable=None, ask_because=None,
           question="best posted price: valid bid amount b maximising b × number of bidders whose highest non-retracted bid ≥ b",
           candidates=cands, scores=scores,
           traps=["highest bid ($9,800.00) is not the best posted price",
                  "retracted $8,900.00 bid must be ignored (counting it changes the answer)",
                  "several bids per bidder: only each bidder's highest counts", "minimum-bid line in the preamble"])


# ========================================= 7. BVA Auctions (UTF-16 paste)
def f_bva():
    name = "BVA_Auctions_biedgeschiedenis_kavel_118_Renault_Kangoo_ZE_koeriersbus.txt"
    log = [("Bieder 4471", 1500, ""), ("Bieder 2093", 1600, ""), ("Bieder 7710", 1800, ""),
           ("Bieder 4471", 2100, ""), ("Bieder 1185", 2300, ""), ("Bieder 2093", 2600, ""),
           ("Bieder 6402", 2800, ""), ("Bieder 7710", 3000, ""), ("Bieder 1185", 3300, ""),
           ("Bieder 5529", 3450, ""), ("Bieder 6402", 3800, ""), ("Bieder 2093", 4500, "Geannuleerd"),
           ("Bieder 5529", 3900, ""), ("Bieder 3318", 4100, ""), ("Bieder 7710", 5250, ""),
           ("Bieder 1185", 5400, "")]
    rng = random.Random(707)
    t = dt.datetime(2026, 3, 14, 19, 12)
    euro = lambda a: "€ " + f"{a:,.2f}".replace(",", "#").replace(".", ",").replace("#", ".")
    out = ["Kavel 118\tRenault Kangoo Z.E. 33 bestelbus (ex-koerierswagen), bouwjaar 2019, 61.240 km\t\t",
           "Veiling: Bedrijfswagens & logistiek - sluit 26-03-2026 vanaf 19:00\t\t\t",
           "\t\t\t", "Bieder\tBod\tDatum / tijd\tStatus"]
    rows = []
    for b, a, st in log:
        t += dt.timedelta(minutes=rng.randint(30, 900))
        rows.append(f"{b}\t{euro(a)}\t{t.strftime('%d-%m-%Y %H:%M')}\t{st}")
    out += rows[::-1]
    out += ["\t\t\t", "Aantal biedingen: 16\t\t\t", "Opgeld 17% en btw komen bovenop het bod\t\t\t"]
    write_bytes(name, ("\r\n".join(out) + "\r\n").encode("utf-16"))
    cands, scores, w = bid_answer([(b, a, st != "Geannuleerd") for b, a, st in log], euro)
    record(name, tool="BVA Auctions (Dutch online auction house), lot page 'Biedgeschiedenis' copied into Microsoft Excel (nl-NL) and saved as 'Unicode-tekst (*.txt)'",
           shape="bid list: two title rows and a blank row, header Bieder / Bod / Datum / tijd / Status, one row per bid newest first, several bids per bidder, one cancelled ('Geannuleerd') bid, footer lines",
           format_evidence="from memory (page wording and column names not checked; Excel 'Unicode text' = UTF-16 LE with BOM, tab-separated, CRLF)",
           answer="winner", winner=w, acceptable=None, ask_because=None,
           question="best posted price: valid bid amount b maximising b × number of bidders whose highest non-cancelled bid ≥ b",
           candidates=cands, scores=scores,
           traps=["Dutch amounts '€ 3.800,00' (thousands point, decimal comma)",
                  "cancelled € 4.500,00 bid must be ignored", "highest bid is not the best posted price",
                  "mileage '61.240 km' and bid count in title/footer lines"])


# ====================================== 8. Flip (German hotel staff survey)
def f_flip():
    name = "Flip_Umfrage_Export_Neue_Dienstkleidung_Seeblick_Hotels_2026.xlsx"
    rng = random.Random(808)
    n = 104
    q = "Welches Design soll unsere neue Dienstkleidung bekommen?"
    des = {"Modern in Salbeigrün": 38, "Klassisch Marineblau": 29, "Leinen in Sand": 22,
           "Bordeaux mit Latzschürze": 11}
    ans = shuffled(des, rng, n)
    haus = shuffled({"Seeblick Hotel Lindau": 52, "Seeblick Resort Konstanz": 30,
                     "Seeblick Stadthotel Bregenz": 22}, rng, n)
    ber = shuffled({"Rezeption": 17, "Housekeeping": 31, "Küche": 16, "Service / Restaurant": 24, "Spa": 8,
                    "Technik": 8}, rng, n)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Ergebnisse"
    ws.append(["Umfrage: Neue Dienstkleidung 2026", None, None, None, None, None, None, None])
    ws.append(["Exportiert am 04.05.2026 09:30 | Teilnahmen: %d | Anonym: nein" % n])
    ws.append([])
    ws.append(["Antwort-ID", "Name", "Gruppe", "Eingereicht am", "In welchem Haus arbeitest du?",
               "In welchem Bereich arbeitest du?", q, "Möchtest du uns noch etwas mitteilen?"])
    for c in ws[4]:
        c.font = Font(bold=True)
    ws["A1"].font = Font(bold=True, size=13)
    base = dt.datetime(2026, 4, 6, 6, 30)
    notes = ["", "", "", "", "Bitte atmungsaktiver Stoff!", "Taschen für Handy wären super",
             "Hauptsache keine Krawatte", "Gerne auch Sneaker erlaubt"]
    stamps = sorted(base + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 20)) for _ in range(n))
    for i in range(n):
        fn, ln = person(rng)
        ws.append([f"a{rng.randint(16**7, 16**8 - 1):08x}", f"{fn} {ln}",
                   f"Team {haus[i].split()[-1]}", stamps[i], haus[i], ber[i], ans[i] or None,
                   rng.choice(notes) or None])
        ws.cell(row=ws.max_row, column=4).number_format = "dd.mm.yyyy hh:mm"
    finalize_xlsx(wb, name)
    scores = tally(ans, des)
    w = check_margin(scores, name)
    assert 52 > scores[w]
    record(name, tool="Flip (employee app for deskless teams), Umfragen → Ergebnisse → Export (Excel), German UI, a hotel group's staff survey on new uniforms",
           shape="one sheet: title row, export info row, blank row, header; one row per participant with id, name, group, timestamp, two profile questions (hotel, department), the design question and a comment",
           format_evidence="from memory (sheet layout and column names not checked against a source)",
           answer="winner", winner=w, acceptable=None, ask_because=None,
           question=f"'{q}': count of responses per design",
           candidates=list(des), scores=scores,
           traps=["'Seeblick Hotel Lindau' in the first question outnumbers every design",
                  "'Housekeeping' in the department question", "title and info rows above the header",
                  "a few blank answers"])


# ============================ 9. GuestRevu (ASK: two question sheets, xlsx)
def f_guestrevu():
    name = "GuestRevu_Survey_Report_Kestrel_Ridge_Campsite_and_Lodges_Jan-Mar_2026.xlsx"
    rng = random.Random(909)
    n = 143
    q14 = "Q14 Which new activity would you most like us to offer next season?"
    q15 = "Q15 Which new on-site dining option would you most like?"
    o14 = {"Canoe hire on the lake": 52, "Guided night-sky walks": 40, "E-bike trail tours": 31,
           "Kids' nature club": 20}
    o15 = {"Wood-fired pizza van": 49, "Farm-shop breakfast hampers": 40, "Evening braai nights": 34,
           "Coffee cart at reception": 18}
    a14 = shuffled(o14, rng, n)
    a15 = shuffled(o15, rng, n)
    s14, s15 = tally(a14, o14), tally(a15, o15)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Summary"
    summ = [["GuestRevu - Survey Report"], [],
            ["Property", "Kestrel Ridge Campsite & Lodges"], ["Survey", "Post-stay survey (campsite & lodges)"],
            ["Period", "01 Jan 2026 - 31 Mar 2026"], ["Surveys sent", 461], ["Responses", n],
            ["Response rate", n / 461], ["Overall satisfaction (out of 5)", 4.4], ["Net Promoter Score", 52],
            [], ["Questions in this report"], ["Q14", q14[4:]], ["Q15", q15[4:]], [],
            ["Generated 04 May 2026 09:30 by reports@kestrelridge.example"]]
    for r in summ:
        ws.append(r)
    ws["A1"].font = Font(bold=True, size=14)
    ws["B8"].number_format = "0.0%"
    ws.column_dimensions["A"].width = 32
    for title, qq, opts, sc in (("Q14 New activity", q14, o14, s14), ("Q15 New dining", q15, o15, s15)):
        sh = wb.create_sheet(title)
        answered = sum(sc.values())
        sh.append([qq])
        sh["A1"].font = Font(bold=True)
        sh.append(["Single choice | Answered: %d | Skipped: %d" % (answered, n - answered)])
        sh.append([])
        sh.append(["Answer", "Responses", "%"])
        for o in opts:
            sh.append([o, sc[o], sc[o] / answered])
            sh.cell(row=sh.max_row, column=3).number_format = "0.0%"
        sh.append(["Total", answered, 1])
        sh.cell(row=sh.max_row, column=3).number_format = "0%"
        sh.column_dimensions["A"].width = 34
    finalize_xlsx(wb, name)
    w14, w15 = check_margin(s14, name), check_margin(s15, name)
    record(name, tool="GuestRevu (hospitality guest-feedback platform), Reports → Survey report → Export to Excel, a campsite and lodge resort's post-stay survey",
           shape="workbook: 'Summary' sheet first (property, period, sent, responses, rate, satisfaction, NPS), then two sheets with ready-made count tables (Answer / Responses / %) and a Total row, one per question",
           format_evidence="from memory (sheet names and layout not checked against a source)",
           answer="ask", winner=None, acceptable={"Q14 New activity": w14, "Q15 New dining": w15},
           ask_because="The report holds two question sheets of equal standing (new activity, new dining option) with different winners; the summary sheet lists both and neither is marked as the question meant.",
           question="ready-made counts per answer on each question sheet",
           candidates={"Q14 New activity": list(o14), "Q15 New dining": list(o15)},
           scores={"Q14 New activity": s14, "Q15 New dining": s15},
           traps=["summary sheet first with numbers (461 sent, NPS 52) that are not votes",
                  "Total rows and percentage columns", "two question sheets of equal standing"])


# ====================================== 10. my3q (Big5, Taiwanese hostel)
def f_my3q():
    name = "my3q_問卷結果_漫遊青年旅舍_早餐新菜單_2026.csv"
    rng = random.Random(1010)
    n = 110
    q = "您最希望我們新增哪一種早餐?"
    opts = {"飯糰": 36, "蛋餅": 26, "鬆餅": 21, "清粥小菜": 16, "水果優格": 8}
    ans = shuffled(opts, rng, n)
    sex = shuffled({"女": 61, "男": 45}, rng, n, "不提供")
    nat = shuffled({"台灣": 44, "日本": 18, "香港": 15, "馬來西亞": 12, "韓國": 9}, rng, n, "其他")
    header = ["編號", "填答時間", "IP位址", "性別", "年齡", "國籍", "您這次入住幾晚?", q, "其他建議"]
    rows = [header]
    base = dt.datetime(2026, 3, 1, 7, 0)
    stamps = sorted(base + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 30)) for _ in range(n))
    sugg = ["", "", "", "", "希望有豆漿", "咖啡可以再濃一點", "早餐時間延長到十點", "謝謝老闆!"]
    for i in range(n):
        s = stamps[i]
        ampm = "上午" if s.hour < 12 else "下午"
        h12 = s.hour % 12 or 12
        rows.append([i + 1, f"{s.year}/{s.month}/{s.day} {ampm} {h12:02d}:{s.minute:02d}:{s.second:02d}",
                     f"{rng.choice([1, 36, 42, 49, 59, 114, 118, 220])}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                     sex[i], rng.choice(["18-24", "25-34", "25-34", "35-44", "45以上"]), nat[i],
                     rng.choice(["1晚", "2晚", "2晚", "3晚", "4晚以上"]), ans[i], rng.choice(sugg)])
    write_bytes(name, csv_text(rows).encode("cp950"))
    scores = tally(ans, opts)
    w = check_margin(scores, name)
    record(name, tool="my3q (my3q.com, Taiwanese online questionnaire site), 問卷結果 → 下載 CSV (Big5), a youth hostel's breakfast survey",
           shape="one row per respondent: number, timestamp with 上午/下午, IP, gender, age band, nationality, nights stayed, the breakfast question, suggestions",
           format_evidence="from memory (Big5 CSV download and column names not checked against a source)",
           answer="winner", winner=w, acceptable=None, ask_because=None,
           question=f"'{q}': count of responses per breakfast item",
           candidates=list(opts), scores=scores,
           traps=["性別 '女' and 國籍 '台灣' each outnumber every breakfast option",
                  "Big5 (cp950) encoding, CRLF", "IP addresses and row numbers", "a few blank answers"])


# ===================================== 11. AgreeADate (scheduling, car club)
def f_agreeadate():
    name = "AgreeADate_poll_Eastfield_Car_Club_AGM_2026.csv"
    rng = random.Random(1111)
    people = ["Alison W", "Bernard", "Chidi O.", "Dee", "Ewan McK", "Farah", "Gus (car 3)", "Hilary",
              "Imogen T", "Jas", "Karl", "Lorna B", "Mehmet", "Nell", "Owen P", "Pippa", "Quentin", "Rosa"]
    slots = ["Tue 12 May 2026 19:00", "Thu 14 May 2026 19:00", "Sat 16 May 2026 10:00",
             "Mon 18 May 2026 19:30", "Wed 20 May 2026 19:00"]
    target = {0: (9, 2), 1: (7, 6), 2: (5, 4), 3: (12, 3), 4: (8, 1)}
    n = len(people)
    marks = [[""] * len(slots) for _ in range(n)]
    for j, (y, m) in target.items():
        idx = rng.sample(range(n), y + m)
        for i in idx[:y]:
            marks[i][j] = "Yes"
        for i in idx[y:]:
            marks[i][j] = "Maybe"
        for i in range(n):
            if marks[i][j] == "":
                marks[i][j] = "No"
    rows = [["Eastfield Car Club - AGM 2026: pick a date"],
            ["Organiser: club secretary | Location: Eastfield Community Hall | Responses: %d" % n], [],
            ["Name"] + slots]
    for p, m in zip(people, marks):
        rows.append([p] + m)
    ty = [sum(1 for m in marks if m[j] == "Yes") for j in range(len(slots))]
    tm = [sum(1 for m in marks if m[j] == "Maybe") for j in range(len(slots))]
    rows.append(["Total Yes"] + [str(x) for x in ty])
    rows.append(["Total Maybe"] + [str(x) for x in tm])
    write_bytes(name, csv_text(rows, quoting=csv.QUOTE_ALL, eol="\n").encode("utf-8"))
    scores = {s: ty[j] + 0.5 * tm[j] for j, s in enumerate(slots)}
    w = check_margin(scores, name)
    for wt in (0, 1):
        assert top2({s: ty[j] + wt * tm[j] for j, s in enumerate(slots)})[0][0] == w
    record(name, tool="AgreeADate (agreeadate.com meeting-date poll), poll results → Download CSV, a car-sharing club's AGM date poll",
           shape="scheduling poll: title and info rows, blank row, header Name + five date slots, one row per member with Yes / Maybe / No, then 'Total Yes' and 'Total Maybe' rows",
           format_evidence="from memory (export wording and all-quoted CSV dialect not checked against a source)",
           answer="winner", winner=w, acceptable=None, ask_because=None,
           question="scheduling: Yes = 1, Maybe = 0.5 per slot (same winner with Maybe = 0 or 1)",
           candidates=slots, scores=scores,
           traps=["Total Yes / Total Maybe rows must not be counted as participants",
                  "winning slot is the fourth column", "names with car numbers and initials"])


# ======================================== 12. DataGrip TSV (delivery co-op)
def f_datagrip():
    name = "pedalpost_coop_budget_points_2026.tsv"
    items = ["Two new cargo e-bikes", "Spare batteries & chargers", "Winter rain gear for all riders",
             "Hub rent subsidy", "Rider hardship fund"]
    for seed in range(1200, 1400):
        rng = random.Random(seed)
        alloc = []
        for m in range(46):
            style = rng.random()
            if style < 0.35:  # heavy on bikes
                split = {"Two new cargo e-bikes": rng.choice([6, 7, 8, 10])}
            elif style < 0.6:
                split = {rng.choice(items[1:]): rng.choice([5, 6, 7])}
            else:
                split = {}
            rest = 10 - sum(split.values())
            pool = [i for i in items if i not in split]
            while rest > 0:
                it = rng.choice(pool + ["Winter rain gear for all riders"] * 2)
                p = min(rest, rng.choice([1, 1, 2, 2, 3]))
                split[it] = split.get(it, 0) + p
                rest -= p
            alloc.append(split)
        pts = {i: sum(a.get(i, 0) for a in alloc) for i in items}
        rowsn = {i: sum(1 for a in alloc if i in a) for i in items}
        (w, a), (_, b) = top2(pts)
        if w == items[0] and (a - b) / a >= 0.08 and top2(rowsn)[0][0] != w:
            break
    else:
        raise AssertionError("datagrip")
    names = [f"{fn} {ln[0]}." for fn, ln in (person(rng) for _ in range(46))]
    lines = ["ballot_id\tmember_no\tmember_name\tbudget_item\tpoints\tcast_at"]
    base = dt.datetime(2026, 1, 19, 18, 0)
    bid = 9001
    for m, split in enumerate(alloc):
        t = base + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 6))
        for it, p in split.items():
            lines.append(f"{bid}\t{412 + m * 3}\t{names[m]}\t{it}\t{p}\t{t.strftime('%Y-%m-%d %H:%M:%S.%f')[:-3]}")
            bid += 1
    write_bytes(name, ("\n".join(lines) + "\n").encode("utf-8"))
    record(name, tool="JetBrains DataGrip, query result → Export Data → TSV (header row), a bike-courier co-operative's budget point allocation stored in its members' app database",
           shape="long format: one row per (member, budget item) with points (each member spreads 10 points over 1–4 items), ballot id, member number, timestamp",
           format_evidence="from memory (DataGrip's TSV extractor writes a header row and tab-separated unquoted values; not checked against a source)",
           answer="winner", winner=w, acceptable=None, ask_because=None,
           question="sum of points per budget item",
           candidates=items, scores=pts,
           traps=["the item with the most rows is not the item with the most points",
                  "ballot_id and member_no are numeric", "timestamps with milliseconds"])


# ============================ 13. Amazon Athena (airline crew ranked ballots)
def f_athena():
    name = "3f6c1b52-9d4e-4a7b-8e21-7c0d5a9b2e64.csv"
    hotels = {"Oriente Riverside Hotel": 4.2, "Miradouro Suites Lisboa": 2.4, "Hotel Campo Grande": 2.0,
              "Baixa Grand Hotel": 1.7}
    for seed in range(1300, 1500):
        rng = random.Random(seed)
        n = 96
        ballots = [plackett_luce(rng, hotels, rng.choice([4, 4, 4, 3, 2, 1])) for _ in range(n)]
        borda = {h: sum(3 - b.index(h) for b in ballots if h in b) for h in hotels}
        first = {h: sum(1 for b in ballots if b[0] == h) for h in hotels}
        (w, a), (_, bb) = top2(borda)
        (fw, fa), (_, fb) = top2(first)
        if (a - bb) / a >= 0.12 and fw == w and (fa - fb) / fa >= 0.15:
            break
    else:
        raise AssertionError("athena")
    base_ = shuffled({"LHR": 51, "MAN": 19, "EDI": 14, "BHX": 12}, rng, n)
    grade = shuffled({"CC": 70, "SCC": 18, "PUR": 8}, rng, n)
    q = lambda s: '"' + s.replace('"', '""') + '"'
    lines = [",".join(q(h) for h in ["ballot_id", "crew_base", "grade", "submitted_at", "choice_1",
                                      "choice_2", "choice_3", "choice_4"])]
    t0 = dt.datetime(2026, 2, 9, 5, 0)
    recs = []
    for i, b in enumerate(ballots):
        t = t0 + dt.timedelta(seconds=rng.randint(0, 86400 * 10))
        recs.append((t, i, b))
    recs.sort()
    for t, i, b in recs:
        ch = [q(b[k]) if k < len(b) else "" for k in range(4)]
        lines.append(",".join([q(str(70400 + i * 11)), q(base_[i]), q(grade[i]),
                               q(t.strftime("%Y-%m-%d %H:%M:%S.000"))] + ch))
    write_bytes(name, ("\n".join(lines) + "\n").encode("utf-8"))
    record(name, tool="Amazon Athena, query result CSV downloaded from the S3 results location (file named by query execution id), a cabin-crew union's ranked vote on the Lisbon layover hotel",
           shape="ranked ballots: one row per ballot with id, crew base, grade, timestamp, then choice_1 … choice_4 columns holding hotel names; partial ballots leave trailing choices empty",
           format_evidence="from memory (Athena writes every value double-quoted with a quoted header and NULLs as empty unquoted fields; not checked against a source); the UUID file name is how Athena names results",
           answer="winner", winner=w, acceptable=None, ask_because=None,
           question="ranked choices: Borda points n − rank with n = 4 (1st = 3, 2nd = 2, 3rd = 1, 4th/unranked = 0); first-choice counts give the same winner",
           candidates=list(hotels), scores=borda,
           traps=["crew_base 'LHR' and grade 'CC' outnumber every hotel",
                  "file name is a bare query id with no context", "all fields quoted, NULLs empty",
                  "partial ballots"])


# ================================ 14. pdftotext -layout (rail user group)
def f_pdftotext():
    name = "FGV_Weser-Ems_Mitgliederbefragung_2026_Linienname_Ergebnis.txt"
    branches = ["Oldenburg", "Bremen", "Wilhelmshaven", "Delmenhorst", "Emden"]
    data = {"Weser-Ems-Express": [312, 455, 98, 121, 77],
            "Jade-Hunte-Bahn": [287, 301, 164, 88, 59],
            "Nordwest-Flitzer": [140, 212, 51, 47, 40],
            "Küstenlinie": [96, 118, 61, 33, 102]}
    invalid = [9, 14, 3, 5, 2]
    tot = {k: sum(v) for k, v in data.items()}
    valid_b = [sum(data[k][j] for k in data) for j in range(5)]
    valid = sum(valid_b)
    de = lambda x: f"{x:,}".replace(",", ".")
    pct = lambda x: f"{x:.1f}".replace(".", ",") + " %"
    W = [26, 10, 8, 14, 12, 7, 9, 9]
    def row(cells):
        s = cells[0].ljust(W[0])
        for c, w_ in zip(cells[1:], W[1:]):
            s += c.rjust(w_)
        return "   " + s.rstrip()
    p1 = ["", "", "          Fahrgastverband Weser-Ems e.V.                                  Oldenburg, 28.04.2026", "",
          "          Mitgliederbefragung 2026: Name für die neue RE-Linie Oldenburg - Bremen - Wilhelmshaven",
          "          Endgültiges Ergebnis nach Ortsgruppen", "",
          "          Stimmberechtigt waren 3.912 Mitglieder. Die Befragung lief vom 02.03. bis 12.04.2026",
          "          (online und per Stimmzettel in den Geschäftsstellen).", "", ""]
    p1.append(row(["Vorschlag"] + branches + ["Summe", "Anteil"]))
    p1.append("   " + "-" * (sum(W) - 2))
    for k in data:
        p1.append(row([k] + [de(x) for x in data[k]] + [de(tot[k]), pct(100 * tot[k] / valid)]))
    p1.append("   " + "-" * (sum(W) - 2))
    p1.append(row(["Gültige Stimmen"] + [de(x) for x in valid_b] + [de(valid), pct(100.0)]))
    p1.append(row(["Ungültige Stimmen 1)"] + [de(x) for x in invalid] + [de(sum(invalid)), ""]))
    p1.append(row(["Abgegebene Stimmen"] + [de(a + b) for a, b in zip(valid_b, invalid)]
                  + [de(valid + sum(invalid)), ""]))
    p1 += ["", row(["Beteiligung"] + [""] * 5 + [pct(100 * (valid + sum(invalid)) / 3912), ""]), "", "", "",
           "                                                                                         Seite 1 von 2"]
    p2 = ["", "", "          Fahrgastverband Weser-Ems e.V. - Mitgliederbefragung 2026", "",
          "          1) Ungültig: leere oder mehrfach angekreuzte Stimmzettel sowie Online-Stimmen ohne",
          "             Bestätigung der Mitgliedsnummer.", "",
          "          Der Vorstand wird den Vorschlag mit den meisten gültigen Stimmen der Landesnahverkehrs-",
          "          gesellschaft übermitteln. Die Ortsgruppe Emden hat 2025 als erste Ortsgruppe die",
          "          Briefwahl angeboten; 41 Stimmzettel kamen dort per Post.", "",
          "          Auszählung: M. Oltmanns, H. Gerdes, S. Akyol", "", "",
          "                                                                                         Seite 2 von 2"]
    txt = "\n".join(p1) + "\n\f" + "\n".join(p2) + "\n\f"
    write_bytes(name, txt.encode("latin-1"))
    scores = tot
    w = check_margin(scores, name)
    record(name, tool="pdftotext (Poppler) with -layout -enc Latin1, run on a passengers' association's PDF result notice for a member vote on a new regional-express line name",
           shape="results by unit in fixed-width text: title block, candidates as rows × five local branches as columns, Summe and Anteil columns, valid/invalid/cast rows, turnout, footnotes on a second page after a form feed",
           format_evidence="from memory (pdftotext -layout keeps column alignment with spaces and ends pages with form feeds; -enc Latin1 selects ISO-8859-1 output)",
           answer="winner", winner=w, acceptable=None, ask_because=None,
           question="sum of votes per proposal across branches (the Summe column)",
           candidates=list(data), scores=scores,
           traps=["Bremen column is the largest branch", "'Jade-Hunte-Bahn' wins Wilhelmshaven, 'Küstenlinie' wins Emden",
                  "Gültige/Ungültige/Abgegebene Stimmen rows", "German thousands points (1.063) and '38,4 %' shares",
                  "3.912 eligible members in the prose; form feeds; ISO-8859-1"])


# ======================================== 15. Simpoll (cp1251, taxi fleet)
def f_simpoll():
    name = "Simpoll_результаты_опроса_Таксопарк_Северный_выбор_автомобиля_2026.csv"
    rng = random.Random(1515)
    n = 88
    q = "Какую модель автомобиля закупить для парка в 2026 году?"
    opts = {"Haval Jolion": 31, "Kia K5": 23, "Hyundai Solaris": 18, "Chery Tiggo 7 Pro": 10,
            "Geely Coolray": 6}
    ans = shuffled(opts, rng, n)
    shift = shuffled({"Дневная": 54, "Ночная": 22, "Сутки через двое": 12}, rng, n)
    stazh = shuffled({"меньше 1 года": 14, "от 1 до 3 лет": 29, "от 3 до 5 лет": 25, "больше 5 лет": 20}, rng, n)
    header = ["№", "Дата и время", "IP-адрес", "Время прохождения, мин", "Ваш стаж в такси",
              "В какую смену вы чаще работаете?", q, "Комментарий"]
    rows = [header]
    base = dt.datetime(2026, 2, 2, 7, 0)
    stamps = sorted(base + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 14)) for _ in range(n))
    comm = ["", "", "", "", "Главное - газовое оборудование", "Нужен большой багажник для аэропорта",
            "Только не вариатор", "Solaris надёжнее, проверено"]
    for i in range(n):
        mins = f"{rng.randint(1, 9)},{rng.randint(0, 9)}"
        rows.append([i + 1, stamps[i].strftime("%d.%m.%Y %H:%M"),
                     f"{rng.choice([5, 31, 37, 46, 85, 95, 176, 188])}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                     mins, stazh[i], shift[i], ans[i], rng.choice(comm)])
    rows.append([])
    rows.append(["Всего ответов: %d" % n])
    write_bytes(name, csv_text(rows, delimiter=";").encode("cp1251"))
    scores = tally(ans, opts)
    w = check_margin(scores, name)
    record(name, tool="Simpoll (simpoll.ru, Russian online survey service), Результаты → Экспорт → CSV для Excel (Windows-1251), a taxi fleet's drivers' survey on the next car model",
           shape="one row per respondent: number, date/time, IP, duration in minutes with decimal comma, two profile questions (experience, shift), the car-model question, a comment; a total line after a blank row",
           format_evidence="from memory (column names, ';' separator and Windows-1251 for the Excel CSV not checked against a source)",
           answer="winner", winner=w, acceptable=None, ask_because=None,
           question=f"'{q}': count of responses per model",
           candidates=list(opts), scores=scores,
           traps=["shift 'Дневная' outnumbers every car model", "decimal-comma durations ('3,5')",
                  "a comment mentions 'Solaris'", "total line under the table; Windows-1251; ';' separator"])


def main():
    for f in (f_fareharbor, f_remark, f_quicktap, f_metroquest, f_publicinput, f_municibid, f_bva, f_flip,
              f_guestrevu, f_my3q, f_agreeadate, f_datagrip, f_athena, f_pdftotext, f_simpoll):
        f()
    (OUT / "expected.json").write_text(json.dumps(EXPECTED, ensure_ascii=False, indent=2) + "\n",
                                       encoding="utf-8")


if __name__ == "__main__":
    main()
