#!/usr/bin/env python3
"""Regenerate blind test set B (15 synthetic exports + expected.json).

Run from the repository root:  python tests/blind/set_b/make_set.py

Deterministic: fixed seeds, fixed timestamps, xlsx zips rewritten with a fixed
member date.  Standard library + openpyxl only.  All data is synthetic.
Every tally is built from explicit counts and then re-checked by the
assertions at the bottom of each builder (margin >= 3 votes/points or >= 10 %
under every scoring convention listed in the brief).
"""
from __future__ import annotations

import csv
import io
import json
import random
import re
import zipfile
from collections import Counter, defaultdict
from datetime import date, datetime, timedelta
from pathlib import Path

from openpyxl import Workbook

OUT = Path(__file__).resolve().parent
FIXED_ZIP_TIME = (2025, 1, 1, 0, 0, 0)
FIXED_CORE_TIME = "2025-03-14T09:00:00Z"

EXPECTED: dict[str, dict] = {}


# --------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------
def csv_text(rows, delimiter=",", quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n"):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter, quoting=quoting, lineterminator=lineterminator)
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


def write_bytes(name: str, data: bytes) -> None:
    assert len(data) < 200_000, (name, len(data))
    (OUT / name).write_bytes(data)


def save_xlsx(wb: Workbook, name: str) -> None:
    """Save with openpyxl, then rewrite the zip so the bytes are reproducible."""
    wb.properties.created = datetime(2025, 3, 14, 9, 0, 0)
    raw = io.BytesIO()
    wb.save(raw)
    src = zipfile.ZipFile(io.BytesIO(raw.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                txt = data.decode("utf-8")
                txt = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)",
                             r"\g<1>" + FIXED_CORE_TIME + r"\g<2>", txt)
                txt = re.sub(r"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)",
                             r"\g<1>" + FIXED_CORE_TIME + r"\g<2>", txt)
                data = txt.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=FIXED_ZIP_TIME)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            dst.writestr(zi, data)
    write_bytes(name, out.getvalue())


def expand(counts: dict, rng: random.Random) -> list:
    """Turn {value: count} into a shuffled list of values."""
    out = []
    for k, n in counts.items():
        out += [k] * n
    rng.shuffle(out)
    return out


def clear_lead(scores: dict, winner, pct=0.10, abs_lead=3) -> bool:
    """Winner leads every other candidate by >= abs_lead or >= pct."""
    w = scores[winner]
    for k, v in scores.items():
        if k == winner:
            continue
        if not (w - v >= abs_lead or (v <= 0 and w > 0) or (v > 0 and w / v - 1 >= pct)):
            return False
    return True


def clear_lead_pct(scores: dict, winner, pct=0.10) -> bool:
    w = scores[winner]
    return all(k == winner or w >= v * (1 + pct) for k, v in scores.items())


FIRST = ["Anna", "Ben", "Carla", "David", "Elif", "Farah", "Georg", "Hana", "Ivan", "Julia",
         "Kofi", "Lena", "Marco", "Nina", "Oscar", "Priya", "Quentin", "Rosa", "Sven", "Tariq",
         "Uma", "Viktor", "Wen", "Ximena", "Yusuf", "Zoe", "Aiden", "Bea", "Chen", "Dana",
         "Emil", "Fatima", "Gus", "Helga", "Ines", "Jonas", "Kira", "Liam", "Maya", "Noah",
         "Olga", "Pavel", "Rita", "Sami", "Tess", "Ulla", "Vera", "Will", "Yara", "Zane",
         "Agnes", "Bruno", "Cleo", "Dmitri", "Esme", "Felix", "Gwen", "Hugo", "Isla", "Jan"]
LAST = ["Meyer", "Okafor", "Rossi", "Nguyen", "Kowalski", "Haddad", "Schmidt", "Tanaka",
        "Petrov", "Garcia", "Mensah", "Berg", "Costa", "Lindqvist", "Brennan", "Patel",
        "Dubois", "Moreno", "Holm", "Aziz", "Fischer", "Novak", "Li", "Ruiz", "Demir",
        "Walsh", "Kim", "Silva", "Weber", "Ito"]


def people(n: int, rng: random.Random):
    out, seen = [], set()
    while len(out) < n:
        f, l = rng.choice(FIRST), rng.choice(LAST)
        if (f, l) in seen:
            continue
        seen.add((f, l))
        out.append((f, l))
    return out


def fake_ip(rng):
    return f"{rng.choice([81, 84, 92, 145, 178, 185, 203])}.{rng.randint(1, 254)}.{rng.randint(1, 254)}.{rng.randint(1, 254)}"


# --------------------------------------------------------------------------
# 1. Alchemer (SurveyGizmo) CSV, Windows-1252, CRLF, all fields quoted
# --------------------------------------------------------------------------
def build_alchemer():
    name = "alchemer_offsite_survey.csv"
    rng = random.Random(101)
    q_dept = "Which department are you in?"
    q_venue = "Which venue should we book for the autumn offsite?"
    q_nights = "How many nights should the offsite last?"
    q_comm = "Anything else we should know?"
    header = ["Response ID", "Time Started", "Date Submitted", "Status", "Contact ID",
              "Legacy Comments", "Comments", "Language", "Referer", "SessionID", "User Agent",
              "Tags", "IP Address", "Longitude", "Latitude", "Country", "City", "State/Region",
              "Postal", q_dept, q_venue, q_nights, q_comm]
    venues = ["Lakeside Lodge", "Château Belmont", "Harbour Loft", "Pine Ridge Retreat"]
    complete = expand({"Lakeside Lodge": 19, "Château Belmont": 12, "Harbour Loft": 9,
                       "Pine Ridge Retreat": 6}, rng)
    statuses = [("Complete", v) for v in complete]
    statuses += [("Partial", "Château Belmont")] * 3 + [("Partial", "")]
    statuses += [("Disqualified", "Harbour Loft")] * 2
    rng.shuffle(statuses)
    depts = expand({"Engineering": 24, "Sales": 12, "Operations": 9, "People & Culture": 7}, rng)
    uas = ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Safari/537.36",
           "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
           "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
           "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:129.0) Gecko/20100101 Firefox/129.0"]
    cities = [("United Kingdom", "Manchester", "England", "M1", -2.2426, 53.4808),
              ("United Kingdom", "Leeds", "England", "LS1", -1.5491, 53.8008),
              ("Ireland", "Dublin", "Dublin", "D02", -6.2603, 53.3498),
              ("United Kingdom", "Bristol", "England", "BS1", -2.5879, 51.4545)]
    comments = ["", "", "", "", "Vegetarian options please", "I’d prefer somewhere with step-free access",
                "Not the week of the 14th – school holidays", "Happy with anything", "",
                "Can we avoid a 3am coach back?", ""]
    rows = [header]
    t0 = datetime(2024, 9, 2, 8, 30, 0)
    rid = 17
    for i, (status, venue) in enumerate(statuses):
        rid += rng.choice([1, 1, 1, 2, 3])
        start = t0 + timedelta(minutes=37 * i + rng.randint(0, 30), seconds=rng.randint(0, 59))
        sub = start + timedelta(seconds=rng.randint(70, 400))
        country, city, region, postal, lon, lat = rng.choice(cities)
        dept = depts[i]
        nights = "" if status == "Partial" else str(rng.choice([1, 2, 2, 2, 3]))
        comm = "" if status != "Complete" else rng.choice(comments)
        rows.append([
            str(rid), start.strftime("%Y-%m-%d %H:%M:%S"),
            sub.strftime("%Y-%m-%d %H:%M:%S") if status != "Partial" else "",
            status, "", "", "", "English",
            "https://survey.alchemer.com/s3/7712345/Autumn-Offsite-2024",
            f"{1725265800 + i * 2221}_{rng.randint(10**12, 10**13 - 1):x}"[:30],
            rng.choice(uas), "", fake_ip(rng), f"{lon:.4f}", f"{lat:.4f}",
            country, city, region, postal, dept, venue, nights, comm])
    data = csv_text(rows, quoting=csv.QUOTE_ALL).encode("cp1252")
    write_bytes(name, data)

    all_counts = Counter(v for _, v in statuses if v)
    comp_counts = Counter(v for s, v in statuses if s == "Complete")
    for c in (all_counts, comp_counts):
        for v in venues:
            c.setdefault(v, 0)
        assert clear_lead(dict(c), "Lakeside Lodge")
    EXPECTED[name] = {
        "tool": "Alchemer (formerly SurveyGizmo) — Results > Exports > CSV/Excel raw data export",
        "format_evidence": ("Metadata header list 'Response ID','Time Started','Date Submitted','Status','Contact ID',"
                            "'Legacy Comments','Comments','Language','Referer','SessionID','User Agent','Longitude',"
                            "'Latitude','Country','City','State/Region','Postal' quoted in public code that reads SurveyGizmo "
                            "CSV exports (Mozilla Firefox-feedback pipeline, read with encoding='ISO-8859-1' and filtered on "
                            "Status=='Complete'; code-index file ids 45280372554 and 27257031613). 'Tags'/'IP Address' "
                            "column position, date format and Windows-1252 encoding: from memory, unverified."),
        "shape": "One row per respondent, ~19 metadata columns then four questions (department, venue, nights, free text); Windows-1252, CRLF, every field quoted.",
        "answer": "winner",
        "winner": "Lakeside Lodge",
        "candidates": venues,
        "scores": dict(comp_counts),
        "scores_all_statuses": dict(all_counts),
        "question": q_venue,
        "traps": [
            "File is Windows-1252, not UTF-8 ('Château' is byte 0xE2, curly apostrophe 0x92, en dash 0x96).",
            "The department column is also a single-choice column and has a bigger top count (Engineering 24) than the venue winner; it is a demographic, not the decision.",
            "'Status' has Partial and Disqualified rows; the winner is the same whether or not they are counted.",
            "User Agent values contain commas inside quotes.",
            "'How many nights' is numeric and must not be read as a rating of candidates.",
        ],
    }


# --------------------------------------------------------------------------
# 2. QuestionPro raw-data CSV: 3 metadata rows before the header, UTF-8 BOM
# --------------------------------------------------------------------------
def build_questionpro():
    name = "questionpro_staff_lunch.csv"
    rng = random.Random(202)
    q = "Which caterer should we contract for the 2025 staff lunches?"
    q_other = q + " - Other (please specify)"
    header = ["Response ID", "Response Status", "IP Address", "Timestamp (mm/dd/yyyy)", "Duplicate",
              "Time Taken to Complete (Seconds)", "Seq. Number", "External Reference",
              "Custom Variable 1", "Custom Variable 2", "Custom Variable 3", "Custom Variable 4",
              "Custom Variable 5", "Respondent Email", "Email List", "Country Code", "Region",
              q, q_other, "Any dietary requirements we should pass on to the caterer?"]
    cands = ["Green Fork Kitchen", "Taqueria Sol", "Bella Napoli Catering", "Saffron House"]
    completed = expand({"Taqueria Sol": 26, "Green Fork Kitchen": 16, "Bella Napoli Catering": 10,
                        "Saffron House": 5, "Other": 3}, rng)
    writeins = iter(["Sushi Go", "Sushi Go", "just use the food trucks"])
    recs = [("Completed", v) for v in completed]
    recs += [("Started", "Green Fork Kitchen")] * 3 + [("Started", ""), ("Terminated", ""), ("Terminated", "")]
    rng.shuffle(recs)
    diets = ["", "", "", "", "Vegetarian", "Gluten free", "Nut allergy", "Halal", "Vegan", "Lactose intolerant", ""]
    rows = [["Survey: Staff Lunch Caterer 2025"],
            ["Survey ID: 11824407"],
            ["Exported: 03/14/2025 09:12 AM CDT - Raw Data (Answer Text)"],
            header]
    t0 = datetime(2025, 3, 3, 9, 0, 0)
    dup_done = False
    for i, (st, v) in enumerate(recs):
        ts = t0 + timedelta(minutes=61 * i + rng.randint(0, 50), seconds=rng.randint(0, 59))
        dup = ""
        if st == "Completed" and v == "Green Fork Kitchen" and not dup_done:
            dup, dup_done = "Duplicate", True
        answer = "" if v == "" else (cands[cands.index(v)] if v in cands else "Other (please specify)")
        other = next(writeins) if v == "Other" else ""
        fn, ln = rng.choice(FIRST), rng.choice(LAST)
        rows.append([str(88412000 + 37 * i + rng.randint(0, 30)), st, fake_ip(rng),
                     ts.strftime("%m/%d/%Y %H:%M:%S"), dup,
                     str(rng.randint(45, 310)) if st == "Completed" else "",
                     str(i + 1), "", "", "", "", "", "",
                     f"{fn.lower()}.{ln.lower()}@northwind-example.com", "All Staff (Chicago)",
                     "US", "IL", answer, other,
                     rng.choice(diets) if st == "Completed" else ""])
    data = ("\ufeff" + csv_text(rows)).encode("utf-8")
    write_bytes(name, data)
    comp = Counter(v for s, v in recs if s == "Completed" and v in cands)
    allc = Counter(v for s, v in recs if v in cands)
    for c in (comp, allc):
        for v in cands:
            c.setdefault(v, 0)
        assert clear_lead(dict(c), "Taqueria Sol")
    EXPECTED[name] = {
        "tool": "QuestionPro — Analytics > Download > Raw Data (CSV, answer text)",
        "format_evidence": ("Column list 'Response ID','Response Status','IP Address','Timestamp (mm/dd/yyyy)','Duplicate',"
                            "'Time Taken to Complete (Seconds)','Seq. Number','External Reference','Custom Variable 1..5',"
                            "'Respondent Email','Email List','Country Code','Region' from public code modelling QuestionPro "
                            "exports (code-index ids 47143665945, 52705757054); the latter reads the CSV with skiprows=3 "
                            "('QuestionPro adds 3 metadata rows before the real header') and keeps Response Status=='Completed'. "
                            "Wording of the 3 metadata rows, BOM and the '- Other (please specify)' column: from memory, unverified."),
        "shape": "Three one-cell metadata lines, then a header row, then one row per response; single-choice question plus an 'Other' write-in column; UTF-8 with BOM, CRLF.",
        "answer": "winner",
        "winner": "Taqueria Sol",
        "candidates": cands,
        "scores": dict(comp),
        "scores_all_statuses": dict(allc),
        "question": q,
        "traps": [
            "The real header is on line 4; lines 1-3 are one-cell metadata rows.",
            "Rows with Response Status 'Started'/'Terminated' (some with Green Fork Kitchen) — winner unchanged either way.",
            "'Other (please specify)' plus write-ins ('Sushi Go' x2) are not candidates that can win.",
            "Respondent Email / Email List / Region columns are constant-ish text columns, not choices.",
        ],
    }


# --------------------------------------------------------------------------
# 3. Cognito Forms Excel export: rating matrix, Entry_* metadata columns
# --------------------------------------------------------------------------
def build_cognito():
    name = "cognito_logo_feedback.xlsx"
    rng = random.Random(303)
    opts = ["Wave", "Summit", "Orbit", "Ember"]
    dist = {
        "Wave": {5: 5, 4: 9, 3: 10, 2: 4, 1: 2},
        "Summit": {5: 12, 4: 12, 3: 4, 2: 2},
        "Orbit": {5: 3, 4: 8, 3: 10, 2: 6, 1: 3},
        "Ember": {5: 2, 4: 6, 3: 9, 2: 8, 1: 3, None: 2},
    }
    cols = {o: expand(dist[o], rng) for o in opts}
    n = 30
    ppl = people(n + 2, rng)
    teams = ["Marketing", "Product", "Support", "Finance", "Engineering"]
    wb = Workbook()
    ws = wb.active
    ws.title = "LogoFeedback"
    header = ["LogoFeedback_Id", "Name_First", "Name_Last", "Email", "Team"] + \
             [f"RateEachLogoConcept_{o}" for o in opts] + \
             ["WhatShouldTheDesignerChange", "Entry_Status", "Entry_DateCreated",
              "Entry_DateSubmitted", "Entry_DateUpdated"]
    ws.append(header)
    t0 = datetime(2025, 2, 10, 9, 5)
    remarks = [None, None, None, "Summit feels most like us", "Colours too muted on Orbit",
               "Ember reads as a fire brand", None, "Wave is fine but generic", None]
    rows = []
    for i in range(n):
        created = t0 + timedelta(hours=5 * i, minutes=rng.randint(0, 59))
        f, l = ppl[i]
        rows.append([i + 1, f, l, f"{f.lower()}.{l.lower()}@brightpath-example.org", rng.choice(teams)] +
                    [cols[o][i] for o in opts] +
                    [rng.choice(remarks), "Submitted", created, created + timedelta(minutes=rng.randint(1, 6)),
                     created + timedelta(minutes=rng.randint(1, 6))])
    # two incomplete (saved, never submitted) entries
    extra = [[5, None, 4, None], [5, 2, None, None]]
    for j, vals in enumerate(extra):
        created = t0 + timedelta(hours=5 * (n + j) + 2)
        f, l = ppl[n + j]
        rows.append([n + j + 1, f, l, f"{f.lower()}.{l.lower()}@brightpath-example.org", rng.choice(teams)] +
                     vals + [None, "Incomplete", created, None, created])
    # Cognito exports in entry-number order
    for r in rows:
        ws.append(r)
    for row in ws.iter_rows(min_row=2):
        for c in row[-3:]:
            c.number_format = "m/d/yyyy h:mm AM/PM"
    ws.freeze_panes = "A2"
    save_xlsx(wb, name)

    sums = {o: sum(v for v in cols[o] if v is not None) for o in opts}
    cnts = {o: sum(1 for v in cols[o] if v is not None) for o in opts}
    means = {o: round(sums[o] / cnts[o], 3) for o in opts}
    sums_all = dict(sums)
    cnts_all = dict(cnts)
    for vals in extra:
        for o, v in zip(opts, vals):
            if v is not None:
                sums_all[o] += v
                cnts_all[o] += 1
    means_all = {o: sums_all[o] / cnts_all[o] for o in opts}
    for s in (sums, means, sums_all, means_all):
        assert clear_lead_pct(s, "Summit"), s
    EXPECTED[name] = {
        "tool": "Cognito Forms — Entries > Export to Excel",
        "format_evidence": ("Trailing metadata columns 'Entry_Status','Entry_DateCreated','Entry_DateSubmitted','Entry_DateUpdated' "
                            "and a leading '<FormName>_Id' column plus 'Name_First'/'Name_Last' sub-field naming are quoted in "
                            "several public importers of Cognito Excel exports (code-index ids 33622694469, 13091700509, "
                            "57073445235, 18274027370). Rating-scale sub-column naming '<Field>_<Row>' and numeric cell values: "
                            "from memory, unverified."),
        "shape": "One sheet named after the form, one row per entry, a 1-5 rating column per logo concept ('RateEachLogoConcept_<Option>'), Entry_* metadata at the end.",
        "answer": "winner",
        "winner": "Summit",
        "winner_column": "RateEachLogoConcept_Summit",
        "candidates": opts,
        "scores": sums,
        "scores_mean": means,
        "scores_including_incomplete": sums_all,
        "question": "RateEachLogoConcept (rate each logo concept 1-5)",
        "traps": [
            "Candidate names are suffixes of the column headers (RateEachLogoConcept_Summit).",
            "Ratings: highest sum and highest mean agree (Ember has 2 blanks).",
            "Two 'Incomplete' entries (never submitted) carry partial ratings, one gives Wave a 5 — winner unchanged either way.",
            "LogoFeedback_Id is a numeric column that must not be treated as a rating.",
            "Team is a categorical column with a 'most common' value that is not the answer.",
        ],
    }


# --------------------------------------------------------------------------
# 4. Rallly CSV export (scheduler, Yes / If need be / No), unquoted, CRLF
# --------------------------------------------------------------------------
def build_rallly():
    name = "rallly_quarterly_planning.csv"
    rng = random.Random(404)
    slots = ["Mon 2 Jun 2025 10:00 - 11:00", "Mon 2 Jun 2025 14:00 - 15:00",
             "Tue 3 Jun 2025 09:30 - 10:30", "Wed 4 Jun 2025 15:00 - 16:00",
             "Thu 5 Jun 2025 11:00 - 12:00"]
    # (yes, ifNeedBe, no) per slot over 14 participants
    tallies = {slots[0]: (6, 3, 5), slots[1]: (3, 2, 9), slots[2]: (10, 2, 2),
               slots[3]: (7, 1, 6), slots[4]: (4, 5, 5)}
    n = 14
    grid = {}
    for s, (y, m, no) in tallies.items():
        assert y + m + no == n
        grid[s] = expand({"Yes": y, "If need be": m, "No": no}, rng)
    ppl = people(n, rng)
    header = ["Name", "Email", "Responded on (Europe/London)"] + slots
    lines = [",".join(header)]
    t0 = datetime(2025, 5, 19, 8, 12, 40)
    for i in range(n):
        f, l = ppl[i]
        email = "" if i % 4 == 3 else f"{f.lower()}.{l.lower()}@example.co.uk"
        when = (t0 + timedelta(hours=3 * i + rng.randint(0, 2), minutes=rng.randint(0, 59))).strftime("%Y-%m-%d %H:%M:%S")
        lines.append(",".join([f"{f} {l[0]}.", email, when] + [grid[s][i] for s in slots]))
    write_bytes(name, "\r\n".join(lines).encode("utf-8"))
    winner = slots[2]
    conv = {}
    for label, w in (("yes_only", 0), ("half", 0.5), ("yes_plus_ifneedbe", 1)):
        sc = {s: grid[s].count("Yes") + w * grid[s].count("If need be") for s in slots}
        assert clear_lead(sc, winner), sc
        conv[label] = sc
    EXPECTED[name] = {
        "tool": "Rallly (open-source meeting scheduler) — poll page > Export > CSV",
        "format_evidence": ("Rallly source apps/web .../use-csv-exporter.ts (code-index id 54731232198): header = "
                            "t('name'), t('email'), 'Responded on (<IANA tz>)', then one column per option formatted "
                            "'${dow} ${day} ${month} ${year}' (+ ' ${startTime} - ${endTime}' for timed options); cells are "
                            "t('yes') / t('ifNeedBe') / t('no'); fields joined with ',' without quoting, rows joined with '\\r\\n', "
                            "no BOM, no final newline. English strings 'If need be' and 24-h time rendering: from memory."),
        "shape": "Participants as rows, one column per proposed time slot, cells Yes / If need be / No.",
        "answer": "winner",
        "winner": winner,
        "candidates": slots,
        "scores": conv["half"],
        "scores_yes_only": conv["yes_only"],
        "scores_yes_plus_ifneedbe": conv["yes_plus_ifneedbe"],
        "traps": [
            "Name / Email / 'Responded on' are metadata, not options; some Email cells are empty.",
            "Same winner whether 'If need be' counts 0, 1/2 or 1.",
            "Option labels contain spaces and ' - ' but no quoting; the file has no trailing newline.",
        ],
    }


# --------------------------------------------------------------------------
# 5. Framadate CSV (French, two header rows: dates then moments)
# --------------------------------------------------------------------------
def build_framadate():
    name = "framadate_reunion_parents.csv"
    rng = random.Random(505)
    slots = [("02/06/2025", "10h-12h"), ("02/06/2025", "14h-16h"), ("03/06/2025", "18h"),
             ("05/06/2025", "10h-12h"), ("05/06/2025", "14h-16h")]
    tallies = [(3, 2, 7), (5, 2, 5), (6, 1, 5), (2, 3, 7), (9, 2, 1)]
    n = 12
    grid = [expand({"Oui": y, "Si nécessaire": m, "Non": no}, rng) for (y, m, no) in tallies]
    voters = ["Amélie", "Bruno", "Chloé", "Damien", "Élodie", "Farid", "Gaëlle", "Hugo",
              "Inès", "Jérôme", "Karim", "Léa"]

    def esc(t):
        t = t.replace('"', '""')
        t = re.sub(r"^(=|\+|-|@)", r"'\1", t)
        return f'"{t}"'

    titles = ","
    moments = ","
    by_date = {}
    for d, m in slots:
        by_date.setdefault(d, []).append(m)
    for d, ms in by_date.items():
        titles += (esc(d) + ",") * len(ms)
        moments += ",".join(esc(m) for m in ms) + ","
    out = titles + "\r\n" + moments + "\r\n"
    for i in range(n):
        out += esc(voters[i]) + ","
        for j in range(len(slots)):
            out += esc(grid[j][i]) + ","
        out += "\r\n"
    write_bytes(name, out.encode("utf-8"))
    labels = [f"{d} {m}" for d, m in slots]
    winner = "05/06/2025 14h-16h"
    conv = {}
    for key, w in (("yes_only", 0), ("half", 0.5), ("yes_plus_ifneedbe", 1)):
        sc = {labels[j]: grid[j].count("Oui") + w * grid[j].count("Si nécessaire") for j in range(len(slots))}
        assert clear_lead(sc, winner), sc
        conv[key] = sc
    EXPECTED[name] = {
        "tool": "Framadate (date poll) — 'Exporter en CSV' (exportcsv.php)",
        "format_evidence": ("framasoft/framadate exportcsv.php (fetched repo HEAD ffdfdb98, 2022-05-16): for date polls writes a "
                            "titles line ',' + csvEscape(date) repeated once per moment + ',' and a moments line, each ending "
                            "with ',' and '\\r\\n'; vote lines csvEscape(name) + ',' + csvEscape('No'/'Ifneedbe'/'Yes') + ','; "
                            "Utils::csvEscape always wraps in double quotes. French strings 'Oui'/'Si nécessaire'/'Non' from "
                            "locale/fr.json; txt_date '' = IntlDateFormatter::SHORT (dd/MM/y in fr). HEAD has no BOM (older "
                            "versions echoed \\xEF\\xBB\\xBF)."),
        "shape": "Two header rows (date row repeated per slot, then time-of-day row), one row per participant, cells Oui / Si nécessaire / Non, trailing comma on every line.",
        "answer": "winner",
        "winner": winner,
        "candidates": labels,
        "scores": conv["half"],
        "scores_yes_only": conv["yes_only"],
        "scores_yes_plus_ifneedbe": conv["yes_plus_ifneedbe"],
        "traps": [
            "A slot is identified by BOTH header rows: the date alone is duplicated (02/06/2025 and 05/06/2025 appear twice).",
            "A reader keeping only the first header row sees duplicate column names (pandas renames to '05/06/2025.1').",
            "First cell of both header rows is empty; every line ends with a trailing comma (empty last column).",
            "Same winner whether 'Si nécessaire' counts 0, 1/2 or 1.",
        ],
    }


# --------------------------------------------------------------------------
# 6. Moodle Choice activity — 'Download in text format' (tab separated, French)
# --------------------------------------------------------------------------
def build_moodle():
    name = "moodle_choix_sujet_expose.txt"
    rng = random.Random(606)
    options = ["Énergies renouvelables", "Intelligence artificielle", "Biodiversité urbaine", "Histoire du jazz"]
    counts = {"Pas encore répondu": 14, "Énergies renouvelables": 7, "Intelligence artificielle": 11,
              "Biodiversité urbaine": 5, "Histoire du jazz": 3}
    prenoms = ["Camille", "Lucas", "Manon", "Hugo", "Chloé", "Louis", "Emma", "Nathan", "Léa", "Théo",
               "Inès", "Jules", "Sarah", "Tom", "Zoé", "Enzo", "Lina", "Maël", "Jade", "Noé",
               "Lou", "Adam", "Rose", "Gabriel", "Alice", "Raphaël", "Anna", "Arthur", "Mila", "Paul",
               "Julia", "Sacha", "Eva", "Malo", "Nina", "Yanis", "Lola", "Axel", "Clara", "Victor"]
    noms = ["Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy",
            "Moreau", "Simon", "Laurent", "Lefèvre", "Michel", "Garcia", "David", "Bertrand", "Roux",
            "Vincent", "Fournier", "Morel", "Girard", "André", "Mercier", "Dupont", "Lambert", "Bonnet",
            "François", "Martinez", "Legrand"]
    total = sum(counts.values())
    used = set()
    students = []
    while len(students) < total:
        p, nm = rng.choice(prenoms), rng.choice(noms)
        if (p, nm) in used:
            continue
        used.add((p, nm))
        students.append((nm, p))
    groups = ["Groupe A", "Groupe B", "", "Groupe A", "Groupe B"]
    lines = ["Nom\tPrénom\tAdresse de courriel\tGroupe\tChoix"]
    k = 0
    order = ["Pas encore répondu"] + options  # option 0 (not answered) first, then options by id
    for opt in order:
        for _ in range(counts[opt]):
            nm, p = students[k]
            k += 1
            g = rng.choice(groups)
            if k == 9:
                g = "Groupe AGroupe B"  # Moodle concatenates several group names without separator
            mail = (p + "." + nm).lower().replace("é", "e").replace("è", "e").replace("ë", "e").replace("ç", "c") \
                .replace("ï", "i").replace("ç", "c") + "@etu.lycee-exemple.fr"
            lines.append(f"{nm}\t{p}\t{mail}\t{g}\t{opt}")
    write_bytes(name, ("\n".join(lines) + "\n").encode("utf-8"))
    sc = {o: counts[o] for o in options}
    assert clear_lead(sc, "Intelligence artificielle")
    EXPECTED[name] = {
        "tool": "Moodle Choice activity — View responses > 'Download in text format'",
        "format_evidence": ("moodle/moodle mod/choice/report.php (code-index id 58232549): txt download echoes "
                            "get_string('lastname') TAB get_string('firstname') TAB <extra identity fields> TAB "
                            "get_string('group') TAB get_string('choice','choice') '\\n', then users grouped by option; group "
                            "names concatenated with no separator; choice_get_option_text() returns "
                            "get_string('notanswered','choice') for option 0 (mod/choice/lib.php, id 18518541). French strings "
                            "'Nom','Prénom','Adresse de courriel','Groupe','Choix','Pas encore répondu': from memory, unverified."),
        "shape": "Tab-separated text, one row per student, last column is the chosen option; students who have not answered are listed with 'Pas encore répondu'.",
        "answer": "winner",
        "winner": "Intelligence artificielle",
        "candidates": options,
        "scores": sc,
        "question": "Choix",
        "traps": [
            "'Pas encore répondu' (Not answered yet) is the most frequent value (14) but is not a candidate.",
            ".txt extension but tab-separated; LF line endings; UTF-8 accents in names and options.",
            "Group column has blanks and a concatenated value 'Groupe AGroupe B'.",
            "Rows are sorted by option, so the first block is the non-respondents.",
        ],
    }


# --------------------------------------------------------------------------
# 7. Kahoot! report workbook (cover sheet + per-question sheets) -> ASK
# --------------------------------------------------------------------------
def build_kahoot():
    name = "kahoot_spring_dance_report.xlsx"
    rng = random.Random(707)
    title = "Spring Dance 2025 - class vote"
    nicks = ["dancequeen", "Max_B", "lil_sam", "Priya K", "TheRealTom", "zoe!", "Kofi", "bananaman",
             "Jules", "Mia R", "notabot", "Leo", "ava.m", "Noor", "Finn", "ramen4life", "Sofia",
             "Ethan W", "kiki", "Omar", "Hannah", "BigDave", "Lucy", "Ines", "Rafa", "Yuki", "Ben10",
             "Clara", "Tobi", "Maya", "Jasper"]
    n = len(nicks)
    questions = [
        {"kind": "Quiz", "text": "Warm-up: how many tickets did we sell last year?",
         "answers": ["120", "185", "240", "310"], "correct": "185", "time": 20,
         "counts": {"120": 5, "185": 17, "240": 6, "310": 2, None: 1}},
        {"kind": "Poll", "text": "Poll: Which theme should the spring dance have?",
         "answers": ["Under the Sea", "Neon Nights", "Hollywood Glam", "Enchanted Forest"], "time": 30,
         "counts": {"Neon Nights": 13, "Under the Sea": 7, "Hollywood Glam": 6, "Enchanted Forest": 3, None: 2}},
        {"kind": "Poll", "text": "Poll: Where should we hold the dance?",
         "answers": ["School gym", "Community hall", "Rooftop terrace", "Boathouse"], "time": 30,
         "counts": {"Community hall": 14, "Rooftop terrace": 8, "School gym": 5, "Boathouse": 2, None: 2}},
        {"kind": "Poll", "text": "Poll: Which night works best?",
         "answers": ["Fri 25 April", "Sat 26 April", "Fri 2 May"], "time": 30,
         "counts": {"Sat 26 April": 15, "Fri 25 April": 9, "Fri 2 May": 5, None: 2}},
    ]
    per_q = []
    for qd in questions:
        assert sum(qd["counts"].values()) == n
        per_q.append(expand(qd["counts"], rng))
    # scores for the quiz question only
    totals = {p: 0 for p in nicks}
    quiz_pts = {}
    for i, p in enumerate(nicks):
        a = per_q[0][i]
        pts = rng.randint(620, 985) if a == questions[0]["correct"] else 0
        quiz_pts[p] = pts
        totals[p] += pts
    wb = Workbook()
    ov = wb.active
    ov.title = "Overview"
    ov.append([title])
    ov.append([])
    ov.append(["Played on", "14 Mar 2025"])
    ov.append(["Hosted by", "ms_okafor"])
    ov.append(["Played with", f"{n} players"])
    ov.append(["Played", f"{len(questions)} of {len(questions)} questions"])
    ov.append([])
    ov.append(["Overall Performance"])
    correct = sum(1 for x in per_q[0] if x == questions[0]["correct"])
    ov.append(["Total correct answers (%)", round(correct / n, 4)])
    ov.append(["Total incorrect answers (%)", round(1 - correct / n, 4)])
    ov.append(["Average score (points)", round(sum(totals.values()) / n, 2)])
    ov["B9"].number_format = "0.00%"
    ov["B10"].number_format = "0.00%"
    ov.append([])
    ov.append(["Feedback"])
    ov.append(["Feedback was not collected for this kahoot."])

    fs = wb.create_sheet("Final Scores")
    fs.append([title])
    fs.append(["Final Scores"])
    fs.append(["Rank", "Player", "Total Score (points)", "Correct Answers", "Incorrect Answers"])
    ranked = sorted(nicks, key=lambda p: (-totals[p], nicks.index(p)))
    for r, p in enumerate(ranked, 1):
        c = 1 if per_q[0][nicks.index(p)] == questions[0]["correct"] else 0
        fs.append([r, p, totals[p], c, 1 - c])

    running = {p: 0 for p in nicks}
    for qi, qd in enumerate(questions):
        ws = wb.create_sheet(f"{qi + 1} {qd['kind']}")
        ws.append([title])
        ws.append([f"{qi + 1} {qd['kind']}"])
        ws.append(["Question", qd["text"]])
        ws.append(["Time allotted to answer (seconds)", qd["time"]])
        if qd["kind"] == "Quiz":
            ws.append(["Correct answers", qd["correct"]])
            ws.append(["Players correct (%)", round(correct / n, 4)])
            ws["B6"].number_format = "0.00%"
        else:
            ws.append(["Correct answers", "(poll - no correct answer)"])
            ws.append(["Players correct (%)", "--"])
        ws.append([])
        ws.append(["Answer Summary"] + qd["answers"])
        ws.append(["Number of answers received"] + [qd["counts"].get(a, 0) for a in qd["answers"]])
        if qd["kind"] == "Quiz":
            ws.append(["Is answer correct?"] + ["✔︎" if a == qd["correct"] else "✘" for a in qd["answers"]])
        ws.append(["Average time taken to answer (seconds)"] +
                  [round(rng.uniform(3.5, 14.0), 2) for _ in qd["answers"]])
        ws.append([])
        ws.append(["Players", "Answer", "Correct / Incorrect", "Score (points)",
                   "Score without Answer Streak Bonus (points)", "Current Total Score (points)",
                   "Answer Time (seconds)"])
        for i, p in enumerate(nicks):
            a = per_q[qi][i]
            if qd["kind"] == "Quiz":
                pts = quiz_pts[p]
                ci = "--" if a is None else ("Correct" if a == qd["correct"] else "Incorrect")
            else:
                pts = 0
                ci = "--"
            running[p] += pts
            ws.append([p, a if a is not None else "--", ci, pts, pts, running[p],
                       round(rng.uniform(2.0, qd["time"] - 1.0), 2) if a is not None else "--"])
    save_xlsx(wb, name)

    acceptable = {}
    by_q = {}
    for qi, qd in enumerate(questions[1:], 1):
        sc = {a: per_q[qi].count(a) for a in qd["answers"]}
        w = max(sc, key=sc.get)
        assert clear_lead(sc, w)
        acceptable[qd["text"]] = w
        by_q[qd["text"]] = sc
    EXPECTED[name] = {
        "tool": "Kahoot! — Reports > (game) > Download report (.xlsx)",
        "format_evidence": ("Public scripts read Kahoot report workbooks with sheet 'Final Scores' (skiprows=2, columns 'Player', "
                            "'Total Score (points)') and sheets 'Overview'/'Question Summary' with skiprows=2 (code-index ids "
                            "18524042622, 42885160869, 65728230688; cuappdev/course-kahoot-backend kahoot.py). Per-question "
                            "sheet layout ('1 Quiz', '2 Poll', answer summary block, player table) and Overview wording: from "
                            "memory, unverified."),
        "shape": "Workbook: cover sheet 'Overview', leaderboard 'Final Scores', then one sheet per question (1 quiz + 3 polls) each with an answer-summary block and a per-player answer table.",
        "answer": "ask",
        "candidates": sorted({a for qd in questions[1:] for a in qd["answers"]}),
        "scores_by_question": by_q,
        "ask_because": ("Three parallel poll questions (theme, venue, night) for the same event, none more prominent than the "
                        "others; the cover sheet and leaderboard do not say which decision the user wants."),
        "acceptable": acceptable,
        "traps": [
            "First sheet is a cover sheet (Overview) with no votes.",
            "'Final Scores' is a player leaderboard — the top player is not a candidate.",
            "Sheet '1 Quiz' is a quiz question with a correct answer, not a vote.",
            "Title rows above every table; '--' marks players who did not answer.",
        ],
    }


# --------------------------------------------------------------------------
# 8. Stata `export delimited` (value labels written as text) — points allocation, long format
# --------------------------------------------------------------------------
def build_stata():
    name = "stata_pb_points_long.csv"
    rng = random.Random(808)
    P = {"L": "Library extension", "B": "Bike lanes", "S": "Skate park", "G": "Community garden",
         "Li": "Street lighting"}
    patterns = [
        ({"L": 10}, 6),
        ({"L": 6, "B": 2, "G": 2}, 5),
        ({"L": 4, "S": 3, "B": 3}, 7),
        ({"B": 3, "S": 3, "G": 2, "Li": 2}, 8),
        ({"B": 2, "S": 2, "G": 2, "Li": 2, "L": 2}, 6),
        ({"S": 5, "B": 3, "Li": 2}, 5),
        ({"G": 4, "B": 4, "Li": 2}, 3),
    ]
    resp = []
    for alloc, k in patterns:
        resp += [alloc] * k
    rng.shuffle(resp)
    wards = ["Northside", "Riverside", "Old Town", "Hillcrest"]
    order = ["L", "B", "S", "G", "Li"]  # value-label order (project codes 1..5)
    lines = ["respid,submitted,ward,project,points,mode"]
    d0 = date(2025, 3, 3)
    for i, alloc in enumerate(resp):
        rid = 1001 + i
        d = d0 + timedelta(days=rng.randint(0, 13))
        ds = d.strftime("%d%b%Y").lower()
        ward = rng.choice(wards)
        mode = rng.choice(["online", "online", "online", "paper"])
        for code in order:
            if code in alloc:
                lines.append(f"{rid},{ds},{ward},{P[code]},{alloc[code]},{mode}")
    write_bytes(name, ("\n".join(lines) + "\n").encode("utf-8"))
    pts = defaultdict(int)
    rows = defaultdict(int)
    for alloc in resp:
        for c, v in alloc.items():
            pts[P[c]] += v
            rows[P[c]] += 1
    pts, rows = dict(pts), dict(rows)
    assert sum(pts.values()) == 10 * len(resp)
    assert clear_lead(pts, "Library extension") and clear_lead_pct(pts, "Library extension")
    assert max(rows, key=rows.get) == "Bike lanes"
    EXPECTED[name] = {
        "tool": "Stata 17/18 — `export delimited using stata_pb_points_long.csv` (default: value labels exported as text)",
        "format_evidence": ("Stata [D] export delimited: labelled numeric variables are written as their value labels unless "
                            "`nolabel` is given; %td dates are written in display format (e.g. 12mar2025); header = variable "
                            "names; strings quoted only when needed. From the Stata manual as remembered — the manual page itself "
                            "was not retrieved (search returned only [D] outfile / [D] label), so treat as from memory, unverified."),
        "shape": "Long format: one row per (respondent, project) with the points that respondent gave the project (each respondent splits 10 points); zero allocations omitted.",
        "answer": "winner",
        "winner": "Library extension",
        "candidates": [P[c] for c in order],
        "scores": pts,
        "rows_per_candidate": rows,
        "question": "points",
        "traps": [
            "Must SUM the points column per project; counting rows (supporters) would pick 'Bike lanes' (34 rows vs 24).",
            "respid repeats across rows — several rows belong to one respondent.",
            "ward and mode are categorical columns with their own 'most common' value.",
            "Stata date format 12mar2025; LF line endings; no quotes.",
        ],
    }


# --------------------------------------------------------------------------
# 9. LibreOffice Calc CSV, German locale: ';', decimal comma, Windows-1252, title + summary rows
# --------------------------------------------------------------------------
def build_calc_de():
    name = "calc_vereinslokal_bewertung.csv"
    rng = random.Random(909)
    opts = ["Gasthaus Krone", "Café Müller", "Brauhaus am Markt", "Ristorante Da Gino"]
    dist = {
        "Brauhaus am Markt": {5: 8, 4: 8, 3: 3, 2: 1},
        "Gasthaus Krone": {5: 3, 4: 6, 3: 6, 2: 3, 1: 1, None: 1},
        "Café Müller": {5: 2, 4: 5, 3: 7, 2: 4, 1: 2},
        "Ristorante Da Gino": {5: 2, 4: 3, 3: 6, 2: 5, 1: 2, None: 2},
    }
    cols = {o: expand(dist[o], rng) for o in opts}
    n = 20
    names = ["Anke S.", "Bernd K.", "Claudia M.", "Dieter F.", "Erika W.", "Frank H.", "Gisela R.",
             "Heinz P.", "Ilse B.", "Jürgen T.", "Karin L.", "Lutz O.", "Monika Z.", "Norbert G.",
             "Olaf D.", "Petra N.", "Renate V.", "Stefan Ä.", "Tanja J.", "Uwe C."]
    bem = ["", "", "", "zu laut am Freitag", "", "Parkplätze knapp", "", "", "gutes Bier", "",
           "", "", "Preise – etwas hoch", "", "", "", "", "", "", ""]

    def fmt(x):
        return "" if x is None else str(x)

    def dec(x):
        return f"{x:.2f}".replace(".", ",")

    width = 2 + len(opts) + 1
    lines = ["Umfrage Vereinslokal 2025 – Bewertung 1 (schlecht) bis 5 (sehr gut)" + ";" * (width - 1),
             ";" * (width - 1),
             ";".join(["Nr.", "Name"] + opts + ["Bemerkung"])]
    for i in range(n):
        lines.append(";".join([str(i + 1), names[i]] + [fmt(cols[o][i]) for o in opts] + [bem[i]]))
    sums = {o: sum(v for v in cols[o] if v is not None) for o in opts}
    cnts = {o: sum(1 for v in cols[o] if v is not None) for o in opts}
    means = {o: sums[o] / cnts[o] for o in opts}
    lines.append(";" * (width - 1))
    lines.append(";".join(["Summe", ""] + [str(sums[o]) for o in opts] + [""]))
    lines.append(";".join(["Anzahl", ""] + [str(cnts[o]) for o in opts] + [""]))
    lines.append(";".join(["Mittelwert", ""] + [dec(means[o]) for o in opts] + [""]))
    write_bytes(name, ("\r\n".join(lines) + "\r\n").encode("cp1252"))
    assert clear_lead_pct(sums, "Brauhaus am Markt") and clear_lead_pct(means, "Brauhaus am Markt")
    EXPECTED[name] = {
        "tool": "LibreOffice Calc (de-DE locale) — Datei > Speichern unter > Text CSV, Zeichensatz Westeuropa (Windows-1252), Feldtrenner ';'",
        "format_evidence": ("LibreOffice's CSV filter defaults to the locale's list separator (';' in German), writes formatted "
                            "cell values (decimal comma), quotes text only when needed by default and pads every row to the "
                            "used range with empty fields. From memory, unverified."),
        "shape": "Title line and blank line, then a rating matrix (rows = members, columns = 4 venues, values 1-5, some blanks), then blank line and Summe / Anzahl / Mittelwert summary rows.",
        "answer": "winner",
        "winner": "Brauhaus am Markt",
        "candidates": opts,
        "scores": sums,
        "scores_mean": {k: round(v, 3) for k, v in means.items()},
        "question": "Bewertung 1 (schlecht) bis 5 (sehr gut)",
        "traps": [
            "Windows-1252 with ';' separator; 'Café Müller' and en dash in the title are non-ASCII cp1252 bytes.",
            "Header is on line 3 after a title line and an empty ';;;;;;' line.",
            "Summary rows Summe / Anzahl / Mittelwert at the bottom must not be counted as voters (Mittelwert uses decimal commas, e.g. '4,15').",
            "'Nr.' is a numeric row-number column, not an option to rate.",
            "Blank ratings for Krone and Da Gino: sum and mean agree on the winner.",
        ],
    }


# --------------------------------------------------------------------------
# 10. Ranked ballots (Spanish labels), 'sep=;' hint line, UTF-8 BOM
# --------------------------------------------------------------------------
def build_ranked():
    name = "papeletas_preferencias_consejo.csv"
    rng = random.Random(1010)
    M, Lu, A, P = "Marta Gil", "Luis Ortega", "Ana Torres", "Pablo Ruiz"
    cands = [A, Lu, M, P]
    patterns = [([M, Lu, A, P], 8), ([M, A, Lu, P], 4), ([M, P], 3), ([Lu, M, A, P], 6),
                ([Lu, A, P, M], 4), ([A, M, Lu, P], 4), ([A, Lu], 3), ([P, M, A, Lu], 3),
                ([P, Lu, M, A], 2)]
    ballots = []
    for b, k in patterns:
        ballots += [b] * k
    ballots.append([])  # voto en blanco
    rng.shuffle(ballots)
    lines = ["sep=;", ";".join(["Papeleta", "Fecha y hora", "Estado", "Preferencia 1", "Preferencia 2",
                                 "Preferencia 3", "Preferencia 4"])]
    t0 = datetime(2025, 4, 7, 9, 0)
    for i, b in enumerate(ballots):
        t = t0 + timedelta(minutes=19 * i + rng.randint(0, 15))
        estado = "En blanco" if not b else "Válida"
        cells = b + [""] * (4 - len(b))
        lines.append(";".join([f"P-{2025040700 + i * 7 + rng.randint(0, 6):010d}", t.strftime("%d/%m/%Y %H:%M"),
                               estado] + cells))
    write_bytes(name, ("\ufeff" + "\r\n".join(lines) + "\r\n").encode("utf-8"))
    first = {c: 0 for c in cands}
    borda = {c: 0 for c in cands}
    for b in ballots:
        if b:
            first[b[0]] += 1
        for r, c in enumerate(b):
            borda[c] += 3 - r
    assert clear_lead(first, M) and clear_lead(borda, M) and clear_lead_pct(borda, M)
    # Condorcet check
    for o in cands:
        if o == M:
            continue
        w = sum(1 for b in ballots if M in b and (o not in b or b.index(M) < b.index(o)))
        l_ = sum(1 for b in ballots if o in b and (M not in b or b.index(o) < b.index(M)))
        assert w > l_
    EXPECTED[name] = {
        "tool": "Online ranked-choice election tool, ballot audit export opened/saved for Excel (es-ES): 'sep=;' hint line + ';'",
        "format_evidence": ("Generic 'Rank 1..Rank n' ballot export shape; the 'sep=;' first line is the Excel delimiter hint some "
                            "web exporters prepend. Tool-specific column names: from memory, unverified."),
        "shape": "One row per ballot, columns Preferencia 1..4 holding candidate names (some ballots rank only 2, one ballot is blank).",
        "answer": "winner",
        "winner": M,
        "candidates": cands,
        "scores": first,
        "scores_borda_3_2_1_0": borda,
        "traps": [
            "First line 'sep=;' is not the header; header is line 2; file starts with a UTF-8 BOM.",
            "Candidates are the cell VALUES in the Preferencia columns, not the column names.",
            "Truncated ballots (only 2 preferences) and one blank ballot ('En blanco').",
            "First-choice count, Borda and pairwise (Condorcet) all agree.",
        ],
    }


# --------------------------------------------------------------------------
# 11. Excel 'Unicode Text' (UTF-16 LE + BOM, tab) — Polish summary table with Razem/Uczestnicy
# --------------------------------------------------------------------------
def build_unicode_pl():
    name = "wyniki_maskotka_unicode.txt"
    counts = {"Żubr Bartek": 48, "Sowa Mądralka": 31, "Lis Rudzielec": 27, "Bóbr Kuba": 22}
    total = sum(counts.values())
    rows = [["Wyniki głosowania – maskotka festiwalu 2025", "", ""],
            ["Głosowanie online 3–9 marca 2025", "", ""],
            ["", "", ""],
            ["Opcja", "Liczba głosów", "Procent"]]
    for k, v in counts.items():
        rows.append([k, str(v), f"{100 * v / total:.1f}%".replace(".", ",")])
    rows.append(["Razem", str(total), "100,0%"])
    rows.append(["Uczestnicy", str(total + 3), ""])
    rows.append(["Głosy nieważne", "3", ""])
    text = "\r\n".join("\t".join(r) for r in rows) + "\r\n"
    write_bytes(name, b"\xff\xfe" + text.encode("utf-16-le"))
    assert clear_lead(counts, "Żubr Bartek")
    EXPECTED[name] = {
        "tool": "Microsoft Excel (pl-PL) — Save As 'Unicode Text (*.txt)' of a results summary sheet",
        "format_evidence": ("Excel's 'Unicode Text' save type writes UTF-16 little-endian with BOM FF FE, tab-delimited, CRLF, and "
                            "pads rows to the used range with empty cells. From memory, unverified."),
        "shape": "Pre-aggregated summary: two title lines, blank line, header (Opcja / Liczba głosów / Procent), one row per option with count and percentage, then Razem (total), Uczestnicy (participants) and Głosy nieważne (invalid) rows.",
        "answer": "winner",
        "winner": "Żubr Bartek",
        "candidates": list(counts),
        "scores": counts,
        "question": "Liczba głosów",
        "traps": [
            "UTF-16 LE with BOM (every other byte is 0x00); Polish diacritics (Ż, ą, ó).",
            "'Razem' (128) and 'Uczestnicy' (131) rows are larger than any option but are totals.",
            "Percent column uses decimal comma and '%' ('37,5%'); counts are already aggregated (one row per option).",
            "Title rows above the header.",
        ],
    }


# --------------------------------------------------------------------------
# 12. Slido poll results export (xlsx) — event cover sheet + long results sheet
# --------------------------------------------------------------------------
def build_slido():
    name = "slido_partner_day_polls.xlsx"
    wb = Workbook()
    ov = wb.active
    ov.title = "Event summary"
    rows = [["Event name", "Partner Day 2025"], ["Event code", "#PD25"],
            ["Event dates", "2025-05-20 - 2025-05-20"], ["Exported", "2025-05-21 08:14 (UTC)"],
            [], ["Participants", 97], ["Active participants", 88], ["Poll votes", 264],
            ["Questions (Q&A)", 23], ["Likes", 141]]
    for r in rows:
        ov.append(r)
    ws = wb.create_sheet("Polls")
    ws.append(["Poll", "Poll type", "Question", "Option", "Votes", "% of votes", "Participants voted"])
    polls = [
        ("Icebreaker", "Word cloud", "In one word: how are you feeling this morning?",
         {"curious": 21, "tired": 12, "excited": 19, "caffeinated": 9, "hungry": 6, "ready": 8}),
        ("Summit host city", "Multiple choice", "Which city should host the 2026 partner summit?",
         {"Kraków": 34, "Valencia": 22, "Ghent": 18, "Tallinn": 9}),
        ("Session feedback", "Rating", "How would you rate today's sessions?",
         {"5 stars": 31, "4 stars": 29, "3 stars": 8, "2 stars": 2, "1 star": 1}),
    ]
    for poll, typ, q, opts in polls:
        tot = sum(opts.values())
        for o, v in opts.items():
            ws.append([poll, typ, q, o, v, round(v / tot, 4), tot])
            ws.cell(ws.max_row, 6).number_format = "0.0%"
    save_xlsx(wb, name)
    dec = polls[1][3]
    assert clear_lead(dec, "Kraków")
    EXPECTED[name] = {
        "tool": "Slido (Cisco) — Event analytics > Export > Polls (.xlsx)",
        "format_evidence": "Sheet names and column headings from memory, unverified (no public source found in the search corpora).",
        "shape": "Cover sheet with event statistics, then a long table of aggregated poll results (one row per poll option) for three polls of different types.",
        "answer": "winner",
        "winner": "Kraków",
        "candidates": list(dec),
        "scores": dec,
        "question": "Which city should host the 2026 partner summit?",
        "traps": [
            "First sheet is an event cover sheet (Participants 97 etc.).",
            "Three polls stacked in one sheet; only the multiple-choice city poll is a decision between candidates.",
            "Word-cloud and rating polls have options with large vote counts ('5 stars' 31, 'curious' 21).",
            "Counts are pre-aggregated (Votes column), not one row per voter; '% of votes' is a fraction formatted as percent.",
        ],
    }


# --------------------------------------------------------------------------
# 13. Zoom meeting poll report CSV (multi-block header, question/answer pairs) -> ASK
# --------------------------------------------------------------------------
def build_zoom():
    name = "zoom_poll_report_offsite.csv"
    rng = random.Random(1313)
    q1 = "Which location should we pick for the summer offsite?"
    q2 = "Which month works best for the summer offsite?"
    n = 24
    a1 = expand({"Lisbon": 12, "Porto": 6, "Seville": 4, "Valencia": 2}, rng)
    a2 = expand({"June": 11, "September": 8, "May": 5}, rng)
    ppl = people(n, rng)
    rows = [["Poll Report"],
            ["Report Generated:", "Apr 09, 2025 04:12 PM"],
            ["Topic", "ID", "Actual Start Time", "Actual Duration (minutes)", "# Participants"],
            ["Ops team monthly", "853 2201 4478", "Apr 09, 2025 02:00 PM", "58", "27"],
            [],
            ["#", "User Name", "Email Address", "Submitted Date/Time", "Poll", "Question", "Answer",
             "Question", "Answer"]]
    t = datetime(2025, 4, 9, 14, 31, 5)
    for i in range(n):
        f, l = ppl[i]
        t = t + timedelta(seconds=rng.randint(2, 14))
        rows.append([str(i + 1), f"{f} {l}", f"{f.lower()}.{l.lower()}@contoso-example.com",
                     t.strftime("%b %d, %Y %H:%M:%S"), "Summer offsite", q1, a1[i], q2, a2[i], ""])
    write_bytes(name, csv_text(rows).encode("utf-8"))
    s1 = Counter(a1)
    s2 = Counter(a2)
    assert clear_lead(dict(s1), "Lisbon") and clear_lead(dict(s2), "June")
    EXPECTED[name] = {
        "tool": "Zoom — Reports > Usage > Meeting > Poll Report (Generate CSV)",
        "format_evidence": ("Block layout ('Poll Report', 'Report Generated:', meeting overview row, blank line, detail table with "
                            "question text repeated in cells next to each answer, trailing comma): from memory, unverified. "
                            "Zoom's own report docs were not found in the corpora; a public README (zoom-qna(poll)-checker) notes "
                            "the CSV 'may not open correctly due to inconsistent data formats within'."),
        "shape": "Report header blocks, then one row per participant with alternating Question / Answer cell pairs for a two-question poll.",
        "answer": "ask",
        "candidates": sorted(set(a1) | set(a2)),
        "scores_by_question": {q1: dict(s1), q2: dict(s2)},
        "ask_because": "One poll with two equally weighted questions (location and month); nothing says which one the user wants decided.",
        "acceptable": {q1: "Lisbon", q2: "June"},
        "traps": [
            "Several header blocks of different widths before the detail table (line 6).",
            "Question text is in the cells, headers 'Question'/'Answer' are duplicated.",
            "Dates contain commas (quoted); detail rows end with an empty trailing field.",
            "'# Participants' (27) is meeting metadata, not a vote count.",
        ],
    }


# --------------------------------------------------------------------------
# 14. Tally.so CSV export — checkbox (approval) answers joined in one cell
# --------------------------------------------------------------------------
def build_tally():
    name = "tally_mascot_approval.csv"
    rng = random.Random(1414)
    q = "Which logo designs would you be happy with? (select all that apply)"
    opts = ["Mountain", "River", "Sunrise", "Oak"]
    patterns = [(["Mountain", "Sunrise"], 7), (["Mountain", "River"], 4), (["River"], 5),
                (["River", "Sunrise"], 4), (["River", "Oak"], 3), (["Mountain", "River", "Sunrise"], 3),
                (["River", "Sunrise", "Oak"], 3), (["Mountain", "Oak"], 1), ([], 2)]
    ballots = []
    for b, k in patterns:
        ballots += [b] * k
    rng.shuffle(ballots)
    alphabet = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789"

    def tid():
        return "".join(rng.choice(alphabet) for _ in range(6))

    rows = [["Submission ID", "Respondent ID", "Submitted at", "Your name", q, "Anything else?"]]
    t0 = datetime(2025, 3, 4, 10, 2, 11)
    notes = ["", "", "", "Love the river one!", "", "Oak feels old-fashioned", "", ""]
    for i, b in enumerate(ballots):
        t = t0 + timedelta(minutes=43 * i + rng.randint(0, 30), seconds=rng.randint(0, 59))
        f, l = rng.choice(FIRST), rng.choice(LAST)
        rows.append([tid(), tid(), t.strftime("%Y-%m-%d %H:%M:%S"), f"{f} {l}", ", ".join(b), rng.choice(notes)])
    write_bytes(name, csv_text(rows, lineterminator="\n").encode("utf-8"))
    appr = {o: sum(1 for b in ballots if o in b) for o in opts}
    assert clear_lead(appr, "River") and clear_lead_pct(appr, "River")
    combos = Counter(", ".join(b) for b in ballots if b)
    assert combos.most_common(1)[0][0] == "Mountain, Sunrise"
    EXPECTED[name] = {
        "tool": "Tally (tally.so) — Submissions > Download CSV",
        "format_evidence": ("Leading columns 'Submission ID','Respondent ID','Submitted at' and checkbox answers joined with ', ' in "
                            "one cell: from memory, unverified (Tally API field names submissionId/respondentId/submittedAt seen "
                            "in public code)."),
        "shape": "One row per submission; the approval question stores all ticked options in one comma-separated cell.",
        "answer": "winner",
        "winner": "River",
        "candidates": opts,
        "scores": appr,
        "question": q,
        "traps": [
            "Must split the multi-select cell on ', ' and count approvals per option.",
            "Most common whole-cell value is 'Mountain, Sunrise' (7), which does not contain the winner.",
            "Two submissions ticked nothing (empty cell).",
            "Submission ID / Respondent ID are random 6-character ids.",
        ],
    }


# --------------------------------------------------------------------------
# 15. Silent-auction bid history (several bids per bidder)
# --------------------------------------------------------------------------
def build_auction():
    name = "auction_bid_history_item_14.csv"
    rng = random.Random(1515)
    maxes = {"B-103": 1050, "B-117": 650, "B-122": 600, "B-131": 580, "B-140": 380,
             "B-152": 300, "B-160": 250, "B-171": 180}
    names = {"B-103": "J. Whitfield", "B-117": "Okoro Family", "B-122": "M. Lindgren", "B-131": "R. Castillo",
             "B-140": "The Patels", "B-152": "S. Novak", "B-160": "A. Brennan", "B-171": "T. Yamada"}
    # explicit ascending bid ladders per bidder (last = max)
    ladders = {
        "B-171": [100, 140, 180],
        "B-160": [120, 200, 250],
        "B-152": [150, 220, 300],
        "B-140": [160, 260, 320, 380],
        "B-131": [240, 340, 440, 500, 580],
        "B-122": [280, 400, 520, 600],
        "B-117": [350, 460, 590, 650],
        "B-103": [420, 1050],
    }
    for b, lad in ladders.items():
        assert lad[-1] == maxes[b] and lad == sorted(lad)
    # interleave into a global time-ordered ascending sequence
    events = []
    for b, lad in ladders.items():
        for k, amt in enumerate(lad):
            events.append((amt, b))
    events.sort()
    amounts = [a for a, _ in events]
    assert len(set(amounts)) == len(amounts)
    assert all(events[i][1] != events[i + 1][1] for i in range(len(events) - 1))  # nobody outbids themself
    t0 = datetime(2025, 4, 26, 18, 5, 0)
    rows = [["Bid ID", "Item #", "Item Name", "Bidder #", "Bidder Name", "Bid Amount", "Bid Time", "Status"]]
    t = t0
    for i, (amt, b) in enumerate(events):
        t = t + timedelta(minutes=rng.randint(1, 9), seconds=rng.randint(0, 59))
        status = "Winning" if i == len(events) - 1 else "Outbid"
        rows.append([str(58210 + i * 3 + rng.randint(0, 2)), "14", "Signed 1965 Fender Stratocaster (replica)",
                     b, names[b], f"${amt:,.2f}", t.strftime("%m/%d/%Y %I:%M %p"), status])
    write_bytes(name, csv_text(rows).encode("utf-8"))

    def lab(p):
        return f"${p:,.2f}"

    scores = {}
    for p in sorted(set(amounts)):
        scores[lab(p)] = p * sum(1 for m in maxes.values() if m >= p)
    win = max(scores, key=scores.get)
    assert win == "$580.00"
    assert clear_lead_pct(scores, win), scores
    EXPECTED[name] = {
        "tool": "Charity silent-auction platform — item bid history export (CSV)",
        "format_evidence": "Column names, '$1,050.00' currency formatting and 'Outbid'/'Winning' status: from memory, unverified.",
        "shape": "Bid log for one item: one row per bid, bidders bid several times (ascending ladders), amounts as US-formatted currency strings.",
        "answer": "winner",
        "winner": win,
        "winner_value": 580,
        "candidates": list(scores),
        "scores": scores,
        "bidder_max_bids": maxes,
        "question": "Bid Amount (posted price p scored as p x number of bidders whose highest bid >= p)",
        "traps": [
            f"Each bidder's HIGHEST bid matters, not each row ({len(maxes)} bidders, {len(events)} bids).",
            "Amounts are strings with '$' and thousands separators ('$1,050.00').",
            "The row marked 'Winning' ($1,050.00) is the highest bid, not the revenue-maximising posted price.",
            "Bidder with the top bid (J. Whitfield) is not the answer; candidates are prices.",
        ],
    }


def main():
    builders = [build_alchemer, build_questionpro, build_cognito, build_rallly, build_framadate,
                build_moodle, build_kahoot, build_stata, build_calc_de, build_ranked, build_unicode_pl,
                build_slido, build_zoom, build_tally, build_auction]
    for b in builders:
        b()
    assert len(EXPECTED) == 15
    assert sum(1 for v in EXPECTED.values() if v["answer"] == "ask") <= 4
    (OUT / "expected.json").write_text(json.dumps(EXPECTED, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {len(EXPECTED)} files + expected.json to {OUT}")


if __name__ == "__main__":
    main()
