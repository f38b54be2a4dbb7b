#!/usr/bin/env python3
"""Blind test set AN: food, culture and travel exports from 15 tools.

Writes the 15 files and expected.json next to this script. Deterministic:
fixed seeds, fixed xlsx document properties and fixed zip entry dates.
Standard library + openpyxl only. All data is invented.
"""
import csv
import io
import json
import os
import random
import re
import zipfile
from collections import Counter, OrderedDict, defaultdict
from datetime import datetime, timedelta

import openpyxl
from openpyxl.styles import Alignment, Font

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED_DT = datetime(2026, 11, 29, 10, 0, 0)
EXPECTED = OrderedDict()


# ----------------------------------------------------------------- helpers
def write_bytes(name, data):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


def csv_text(rows, delimiter=",", quoting=csv.QUOTE_MINIMAL, eol="\r\n"):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter, quoting=quoting, lineterminator=eol)
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


def unique_max(scores):
    best = max(scores.values())
    tops = [k for k, v in scores.items() if v == best]
    assert len(tops) == 1, ("tie for first", tops, scores)
    return tops[0]


def save_xlsx(wb, name):
    wb.properties.creator = "user"
    wb.properties.lastModifiedBy = "user"
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    raw = io.BytesIO()
    wb.save(raw)
    src = zipfile.ZipFile(io.BytesIO(raw.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                txt = data.decode("utf-8")
                txt = re.sub(r"(<dcterms:created[^>]*>)[^<]*(<)", r"\g<1>2026-11-29T10:00:00Z\2", txt)
                txt = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(<)", r"\g<1>2026-11-29T10:00:00Z\2", txt)
                data = txt.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 11, 29, 10, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            dst.writestr(zi, data)
    write_bytes(name, out.getvalue())


def entry(name, tool, shape, evidence, question, candidates, scores, traps,
          winner=None, aliases=None, acceptable=None, ask_because=None):
    e = OrderedDict()
    e["tool"] = tool
    e["shape"] = shape
    e["format_evidence"] = evidence
    e["answer"] = "ask" if acceptable else "winner"
    e["winner"] = None if acceptable else winner
    if aliases:
        e["winner_aliases"] = aliases
    e["acceptable"] = acceptable
    e["ask_because"] = ask_because
    e["question"] = question
    e["candidates"] = candidates
    e["scores"] = scores
    e["traps"] = traps
    EXPECTED[name] = e


def pick_names(rng, firsts, lasts, n):
    seen = set()
    out = []
    while len(out) < n:
        nm = (rng.choice(firsts), rng.choice(lasts))
        if nm in seen:
            continue
        seen.add(nm)
        out.append(nm)
    return out


def shuffled(rng, items):
    items = list(items)
    rng.shuffle(items)
    return items


def r2(x):
    return round(x + 1e-9, 2)


# ===================================================== 1. Opinion Stage CSV
def f01_opinionstage():
    name = "opinionstage_votes_which-seasonal-latte-summer-2026-27.csv"
    rng = random.Random(101)
    named = OrderedDict([("Honey Lavender Latte", 47), ("Pistachio Latte", 51),
                         ("Black Sesame Latte", 33), ("Wattleseed Latte", 58)])
    other_texts = ["Pumpkin spice", "pumpkin spice!!", "Chai", "Dirty chai", "Turmeric latte",
                   "Matcha", "matcha please", "Hojicha", "Rose & cardamom", "Salted caramel",
                   "Ube latte", "Mocha", "Gingerbread", "Lamington latte", "Biscoff",
                   "Golden milk", "Hazelnut", "Maple pecan", "Coconut", "Just a flat white lol"]
    others = [rng.choice(other_texts) for _ in range(61)]
    votes = []
    for opt, n in named.items():
        votes += [(opt, "")] * n
    votes += [("Other (please specify)", t) for t in others]
    rng.shuffle(votes)
    start = datetime(2026, 11, 2, 7, 5)
    rows = [["Vote ID", "Date (UTC)", "Poll", "Answer", "Other answer", "Country", "Region", "City",
             "Device", "Browser", "Referrer", "Name", "Email", "Opt-in"]]
    cities = [("Victoria", "Melbourne")] * 8 + [("Victoria", "Geelong"), ("New South Wales", "Sydney"),
                                                ("Victoria", "Ballarat")]
    firsts = ["Olivia", "Jack", "Mia", "Noah", "Chloe", "Liam", "Zoe", "Lachlan", "Ava", "Harper",
              "Isla", "Cooper", "Ruby", "Oscar", "Matilda", "Hamish", "Priya", "Minh", "Sofia", "Tane"]
    lasts = ["Nguyen", "Smith", "Papadopoulos", "Brown", "Wilson", "Kelly", "Tran", "Rossi", "Singh",
             "O'Brien", "Walker", "Chen", "Murphy", "Taylor", "Costa", "Lee"]
    t = start
    for i, (ans, other) in enumerate(votes):
        t += timedelta(minutes=rng.randint(20, 130))
        reg, city = rng.choice(cities)
        dev = rng.choice(["Mobile", "Mobile", "Mobile", "Desktop", "Tablet"])
        br = rng.choice(["Safari", "Chrome", "Chrome", "Samsung Internet", "Firefox"])
        ref = rng.choice(["https://www.instagram.com/", "https://l.facebook.com/",
                          "https://www.threefoldcoffee.com.au/menu", "https://www.threefoldcoffee.com.au/",
                          ""])
        if rng.random() < 0.45:
            fn, ln = rng.choice(firsts), rng.choice(lasts)
            nm = f"{fn} {ln}"
            em = f"{fn.lower()}.{ln.lower().replace(chr(39), '')}{rng.randint(1, 99)}@{rng.choice(['gmail.com', 'outlook.com', 'bigpond.com', 'icloud.com'])}"
            opt = rng.choice(["Yes", "No"])
        else:
            nm = em = opt = ""
        rows.append([str(48213000 + i * 7 + rng.randint(0, 6)), t.strftime("%Y-%m-%d %H:%M:%S"),
                     "Which latte should join our summer menu?", ans, other, "Australia", reg, city,
                     dev, br, ref, nm, em, opt])
    write_bytes(name, b"\xef\xbb\xbf" + csv_text(rows).encode("utf-8"))
    counts = Counter(a for a, _ in votes)
    scores = {k: counts[k] for k in named}
    win = unique_max(scores)
    trap = unique_max(dict(counts))
    assert trap == "Other (please specify)" and win != trap
    assert max(Counter(others).values()) < scores[win]
    entry(name,
          "Opinion Stage (poll widget embedded on a café website and Instagram link), poll → Results → "
          "'Export votes' CSV; a Melbourne specialty café choosing the latte for its summer menu",
          "One row per vote with vote id, UTC timestamp, answer, 'Other answer' free text, geo/device/referrer "
          "metadata and optional lead-form name, e-mail and opt-in.",
          "Unverified: the column set, the UTC timestamp format and the UTF-8 BOM are from memory of "
          "typical widget exports; a short search found no stored copy of an Opinion Stage export.",
          "Which named latte got the most votes (one vote per row)?",
          list(named), scores,
          ["'Other (please specify)' is the largest bucket (61) but is many different write-ins, not one candidate",
           "free-text write-ins with varying spellings", "UTF-8 BOM", "metadata columns (e-mail, referrer, opt-in)"],
          winner=win)


# ================================================ 2. Customer Alliance CSV
def f02_customer_alliance():
    name = "CustomerAlliance_Bewertungen_Export_Alpenhof-Gerlos_2026-11.csv"
    rng = random.Random(202)
    de_opts = ["Kaiserschmarrn", "Tiroler Speckknödel", "Kaspressknödel", "Topfenstrudel"]
    en_map = {"Kaiserschmarrn": "Kaiserschmarrn (shredded pancake)",
              "Tiroler Speckknödel": "Tyrolean bacon dumplings",
              "Kaspressknödel": "Cheese dumplings (Kaspressknödel)",
              "Topfenstrudel": "Quark strudel (Topfenstrudel)"}
    de_counts = {"Kaiserschmarrn": 27, "Tiroler Speckknödel": 34, "Kaspressknödel": 22, "Topfenstrudel": 15}
    en_counts = {"Kaiserschmarrn": 21, "Tiroler Speckknödel": 6, "Kaspressknödel": 9, "Topfenstrudel": 8}
    recs = []
    for k, n in de_counts.items():
        recs += [("de", k)] * n
    for k, n in en_counts.items():
        recs += [("en", k)] * n
    recs += [("de", "")] * 9 + [("en", "")] * 5 + [("nl", "")] * 6
    rng.shuffle(recs)
    header = ["Bewertungs-ID", "Datum", "Sprache", "Reiseart", "Zimmerkategorie", "Gesamtbewertung",
              "Sauberkeit", "Zimmer", "Frühstück", "Service", "Lage", "Preis-Leistung",
              "Weiterempfehlung", "Welches Gericht soll fix auf unser Frühstücksbuffet?",
              "Which dish should become a permanent part of our breakfast buffet?",
              "Kommentar", "Status"]
    rows = [header]
    d = datetime(2026, 9, 1)
    comments_de = ["Sehr herzliches Team, gerne wieder!", "Frühstück top, Zimmer etwas hellhörig.",
                   "Die Sauna war super.", "", "", "Parkplatz knapp.", "Alles bestens, danke!"]
    comments_en = ["Lovely staff and great views.", "", "Breakfast was the highlight.",
                   "Room a bit small but spotless.", ""]
    comments_nl = ["Prima hotel, mooi uitzicht.", "", "Vriendelijk personeel."]
    for i, (lang, dish) in enumerate(recs):
        d += timedelta(hours=rng.randint(4, 14))
        subs = [rng.choice([3, 4, 4, 5, 5, 5]) for _ in range(7)]
        overall = sum(subs) / len(subs)
        row = [f"CA-{731400 + i * 3}", d.strftime("%d.%m.%Y"), {"de": "Deutsch", "en": "Englisch", "nl": "Niederländisch"}[lang],
               rng.choice(["Paar", "Familie", "Familie", "Alleinreisend", "Freunde", "Geschäftlich"]),
               rng.choice(["Doppelzimmer Komfort", "Doppelzimmer Zirbe", "Familiensuite", "Einzelzimmer"]),
               f"{overall:.1f}".replace(".", ",")] + [str(s) for s in subs[:6]] + \
              [rng.choice(["Ja", "Ja", "Ja", "Nein"])]
        if lang == "de":
            row += [dish, ""]
            com = rng.choice(comments_de)
        elif lang == "en":
            row += ["", en_map[dish] if dish else ""]
            com = rng.choice(comments_en)
        else:
            row += ["", ""]
            com = rng.choice(comments_nl)
        row += [com, "veröffentlicht" if rng.random() < 0.85 else "nicht veröffentlicht"]
        rows.append(row)
    body = "sep=;\r\n" + csv_text(rows, delimiter=";")
    write_bytes(name, body.encode("cp1252"))
    scores = {k: de_counts[k] + en_counts[k] for k in de_opts}
    win = unique_max(scores)
    assert unique_max(de_counts) != win
    entry(name,
          "Customer Alliance (Berlin hotel review and guest-survey platform), Bewertungen → Export → CSV; "
          "a Tyrolean family hotel asking guests which dish to put permanently on the breakfast buffet",
          "One row per guest review with ratings for several categories (1–5, overall with decimal comma), "
          "a recommendation Yes/No, the dish question split into a German and an English column by survey "
          "language, comment and publication status.",
          "Unverified (from memory): column titles, the 'sep=;' first line, Windows-1252 and the per-language "
          "split of a custom question; not found in a short search.",
          "Which dish got the most votes, counting the German and English answer columns together?",
          de_opts, scores,
          ["the same question is exported twice (German and English columns); the German column alone has a different leader",
           "'sep=;' first line", "Windows-1252", "decimal commas in the overall rating", "rating columns of equal look"],
          winner=win, aliases=[en_map[win]])


# ===================================================== 3. Eventival xlsx
def f03_eventival():
    name = "Eventival_AudienceAward_ballots_FFV2026.xlsx"
    films = [  # id, original, english, [(code, date, venue, [5,4,3,2,1]), ...]
        ("F0412", "Poslední léto na Šumavě", "The Last Summer in Šumava",
         [("S014", "2026-10-08 19:30", "Kino Lucerna – velký sál", [96, 52, 14, 4, 2]),
          ("S051", "2026-10-11 16:00", "Kino Atlas", [61, 40, 12, 3, 1])]),
        ("F0418", "Chlebem a solí", "With Bread and Salt",
         [("S022", "2026-10-09 18:00", "Kino Lucerna – velký sál", [118, 45, 9, 2, 1]),
          ("S063", "2026-10-12 20:30", "Bio Oko", [52, 48, 25, 9, 4])]),
        ("F0423", "Kuchařka mé babičky", "My Grandmother's Cookbook",
         [("S009", "2026-10-07 17:00", "Kino Atlas", [88, 41, 10, 2, 0]),
          ("S040", "2026-10-10 21:00", "Bio Oko", [74, 36, 9, 1, 1]),
          ("S071", "2026-10-13 15:00", "Kino Lucerna – malý sál", [40, 15, 4, 1, 0])]),
        ("F0431", "Ostrov", "The Island",
         [("S031", "2026-10-09 21:30", "Kino Lucerna – malý sál", [71, 20, 3, 1, 0])]),
        ("F0437", "Dálnice D1", "Motorway D1",
         [("S017", "2026-10-08 22:00", "Bio Oko", [35, 60, 41, 12, 6]),
          ("S058", "2026-10-12 18:00", "Kino Atlas", [44, 51, 30, 8, 3])]),
        ("F0440", "Sestry z Vinohrad", "The Sisters of Vinohrady",
         [("S026", "2026-10-09 20:00", "Kino Atlas", [79, 55, 20, 5, 2]),
          ("S066", "2026-10-12 17:30", "Kino Lucerna – velký sál", [101, 48, 17, 6, 3])]),
    ]
    threshold = 150

    def stats(screens):
        pts = sum(sum(v * c for v, c in zip([5, 4, 3, 2, 1], s[3])) for s in screens)
        n = sum(sum(s[3]) for s in screens)
        return pts, n

    overall, ballots, best_screen = {}, {}, {}
    for fid, orig, en, screens in films:
        pts, n = stats(screens)
        overall[orig] = pts / n
        ballots[orig] = n
    eligible = {k: r2(v) for k, v in overall.items() if ballots[k] >= threshold}
    win = unique_max({k: overall[k] for k in eligible})
    trap_all = unique_max(overall)
    screen_avgs = {}
    for fid, orig, en, screens in films:
        for s in screens:
            screen_avgs[(orig, s[0])] = stats([s])[0] / stats([s])[1]
    trap_screen = unique_max(screen_avgs)[0]
    assert trap_all != win and trap_screen != win

    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Report info"
    info = [("Festival", "Festival filmů Vltava 2026 (31st edition)"),
            ("Report", "Audience Award – ballots per screening"),
            ("Generated", "2026-10-14 09:12"), ("Generated by", "j.kratochvilova@ffvltava.cz"),
            ("Filter", "Section = Hlavní soutěž / Main Competition; ballots status = counted"),
            ("Scale", "5 = výborný / excellent … 1 = slabý / poor"),
            ("Rule", "Cena diváků / Audience Award: highest average score over ALL screenings of the film "
                     "(sum of points / number of ballots). Films with fewer than 150 counted ballots in total "
                     "are not eligible."),
            ("Note", "Average per screening is shown for information only.")]
    ws["A1"] = "Eventival – Report export"
    ws["A1"].font = Font(bold=True, size=14)
    for i, (k, v) in enumerate(info, start=3):
        ws.cell(i, 1, k).font = Font(bold=True)
        ws.cell(i, 2, v)
    ws.column_dimensions["A"].width = 16
    ws.column_dimensions["B"].width = 110
    ws2 = wb.create_sheet("Audience Award")
    hdr = ["Film ID", "Original title", "English title", "Section", "Screening", "Date & time", "Venue",
           "5", "4", "3", "2", "1", "Ballots", "Average"]
    ws2.append(hdr)
    for c in ws2[1]:
        c.font = Font(bold=True)
    for fid, orig, en, screens in films:
        for code, dt, venue, cnt in screens:
            n = sum(cnt)
            avg = sum(v * c for v, c in zip([5, 4, 3, 2, 1], cnt)) / n
            ws2.append([fid, orig, en, "Hlavní soutěž", code, dt, venue] + cnt + [n, round(avg, 2)])
    for w, col in zip([9, 30, 32, 15, 10, 17, 26, 6, 6, 6, 6, 6, 9, 9], "ABCDEFGHIJKLMN"):
        ws2.column_dimensions[col].width = w
    save_xlsx(wb, name)
    en_of = {f[1]: f[2] for f in films}
    entry(name,
          "Eventival (festival management system), Reports → Audience Award → Export to Excel; the audience "
          "award of an invented Prague film festival, ballots counted per screening",
          "Workbook whose first sheet is report info with the award rule; second sheet one row per screening "
          "with ballot counts per grade 5..1, ballots and a per-screening average.",
          "Unverified (from memory): Eventival's report layout and sheet names; the rule text is the festival's own.",
          "Which eligible film (≥150 ballots in total) has the highest overall average (sum of points / ballots)?",
          [f[1] for f in films], {k: r2(overall[k]) for k in overall},
          ["the film with the highest overall average (Ostrov, 95 ballots) is below the 150-ballot threshold",
           "the best single-screening average belongs to another film", "films appear on several rows (one per screening)",
           "rule stated on the first (info) sheet"],
          winner=win, aliases=[en_of[win]])


# ================================================== 4. Awards Force xlsx
def f04_awardsforce():
    name = "AwardsForce_scores_Irish-Farmhouse-Cheese-Awards-2026_Class7.xlsx"
    rng = random.Random(404)
    entries = [("IFCA-7012", "Rathcoole Washed Rind", "Rathcoole Farm Dairy, Co. Cork"),
               ("IFCA-7019", "Gleann Dubh", "Gleann Dubh Cáis Teo, Co. Kerry"),
               ("IFCA-7024", "Ballyduff Monk", "Ballyduff Abbey Farm, Co. Waterford"),
               ("IFCA-7031", "Saltee Crust", "Kilmore Quay Creamery, Co. Wexford"),
               ("IFCA-7036", "Ardnagashel Reserve", "Ardnagashel Farmhouse, Co. Cork"),
               ("IFCA-7042", "Burren Bloom", "Ballyvaughan Goat Co., Co. Clare")]
    judges = ["Aoife Ní Bhriain", "Declan Moriarty", "Hélène Garnier", "Siobhán Carey", "Tom Fitzgerald"]
    base = {"Rathcoole Washed Rind": 86, "Gleann Dubh": 83, "Ballyduff Monk": 80,
            "Saltee Crust": 78, "Ardnagashel Reserve": 75, "Burren Bloom": 81}
    recused = {("Rathcoole Washed Rind", "Siobhán Carey"), ("Ardnagashel Reserve", "Tom Fitzgerald")}
    maxima = [10, 10, 20, 40, 20]
    rows = []
    totals = defaultdict(list)
    for eid, ename, entrant in entries:
        for j in judges:
            if (ename, j) in recused:
                rows.append([eid, ename, entrant, j, None, None, None, None, None, 0, "Yes",
                             "Recused – supplies milk to the producer"])
                totals[ename].append(None)
                continue
            target = base[ename] + rng.randint(-3, 3)
            parts = [round(m * target / 100) for m in maxima]
            diff = target - sum(parts)
            parts[3] += diff
            parts = [min(p, m) for p, m in zip(parts, maxima)]
            tot = sum(parts)
            totals[ename].append(tot)
            rows.append([eid, ename, entrant, j] + parts + [tot, "No",
                         rng.choice(["", "", "Lovely pungent rind", "Slightly chalky centre",
                                     "Excellent balance", "Bit salty on finish", "Textbook example"])])
    mean = {k: sum(v for v in l if v is not None) / len([v for v in l if v is not None]) for k, l in totals.items()}
    withzero = {k: sum(v or 0 for v in l) / len(l) for k, l in totals.items()}
    win = unique_max(mean)
    assert unique_max(withzero) != win
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Scores"
    ws.append(["Entry ID", "Entry name", "Entrant", "Judge", "Appearance (10)", "Aroma (10)", "Texture (20)",
               "Flavour (40)", "Finish (20)", "Total (100)", "Conflict of interest", "Judge comment"])
    for c in ws[1]:
        c.font = Font(bold=True)
    order = sorted(rows, key=lambda r: (r[3], r[0]))
    for r in order:
        ws.append(r)
    ws.append([])
    ws.append(["Score set: Class 7 – Washed-rind & smear-ripened, final round. Ranking by average total of "
               "judges without a conflict of interest."])
    for w, col in zip([12, 24, 36, 20, 15, 11, 12, 12, 11, 11, 18, 38], "ABCDEFGHIJKL"):
        ws.column_dimensions[col].width = w
    save_xlsx(wb, name)
    entry(name,
          "Awards Force (awards management platform, Creative Force), Judging → Score set → Scores export (Excel); "
          "an invented Irish farmhouse cheese awards, one class judged by five judges",
          "Long format: one row per judge × entry with five criterion marks, a total out of 100, a conflict-of-"
          "interest flag and a comment; recused rows carry total 0.",
          "Unverified (from memory): Awards Force export columns and the recusal representation.",
          "Which cheese has the highest average total over the judges who actually scored it (recused rows excluded)?",
          [e[1] for e in entries], {k: r2(v) for k, v in mean.items()},
          ["recused judges' rows have Total 0: averaging them in (or summing totals) crowns another cheese",
           "long format, rows sorted by judge", "note line under the table"],
          winner=win)


# ==================================================== 5. BCOE&M CSV
def f05_bcoem():
    name = "bcoem_winners_2026_Harvest_Brew-Off.csv"
    rng = random.Random(505)
    tables = [(1, "Light Lagers & Pilsners"), (2, "Amber & Dark Lagers"), (3, "Pale Ales & IPAs"),
              (4, "Belgian & French Ales"), (5, "Stouts & Porters"), (6, "Sour & Wild Ales")]
    beers = {
        1: [("Duck Pond Pils", "5D: German Pils"), ("Lakeside Helles", "4A: Munich Helles"),
            ("Prairie Lite", "1B: American Light Lager"), ("Cold Snap", "2A: International Pale Lager")],
        2: [("Rauchfang", "6B: Rauchbier"), ("Old Depot Dunkel", "8A: Munich Dunkel"),
            ("Harvest Märzen", "6A: Märzen"), ("Black Train", "8B: Schwarzbier")],
        3: [("Hop Sprocket", "21A: American IPA"), ("Fog Line NEIPA", "21B: Specialty IPA - Hazy IPA"),
            ("Cascadia Drift", "18B: American Pale Ale"), ("Porch Light", "12C: English IPA")],
        4: [("Abbey Road Dubbel", "26B: Belgian Dubbel"), ("Farmhouse Rules", "25B: Saison"),
            ("Golden Hour Tripel", "26C: Belgian Tripel"), ("Bière de Garage", "24C: Bière de Garde")],
        5: [("Midnight Oil", "20C: Imperial Stout"), ("Robust Porter No. 9", "20B: American Stout"),
            ("Oatmeal Comfort", "16B: Oatmeal Stout"), ("Coal Miner", "13C: English Porter")],
        6: [("Duck Duck Gueuze", "23E: Gueuze"), ("Kriek Creek", "23F: Fruit Lambic"),
            ("Oud Bruin Pick", "23C: Oud Bruin"), ("Berliner Bus", "23A: Berliner Weisse")],
    }
    brewers = ["Brandon Hart", "Iain Robertson", "Kelsey Nakamura", "Luis Ortega", "Megan O'Connell",
               "Dave Kowalski", "Priya Raman", "Tom Lindqvist", "Jasmine Boateng", "Eric Schaefer",
               "Holly Baptiste", "Marcus Webb", "Ana Sousa", "Greg Pruitt", "Nadia Haddad", "Owen Price",
               "Rachel Stein", "Sam Okafor", "Colin Fraser", "Tess Mahoney", "Victor Reyes", "Wendy Liu",
               "Yusuf Demir", "Zach Carter"]
    clubs = ["Cowtown Yeast Wranglers", "Prairie Homebrewers", "Front Range Fermenters", "Independent",
             "Bluestem Brewers Guild"]
    rng.shuffle(brewers)
    scores_by_table = {1: [44.5, 41.0, 39.5, 38.0], 2: [42.0, 40.5, 38.0, 37.5], 3: [43.0, 42.5, 40.0, 36.0],
                       4: [47.0, 44.0, 41.5, 40.0], 5: [45.0, 43.5, 41.0, 39.0], 6: [45.5, 42.0, 40.5, 38.5]}
    places = ["1st", "2nd", "3rd", "HM"]
    rows = [["Table", "Table Name", "Place", "Brewer", "Co-Brewer", "Entry Name", "Style", "Club", "Score"]]
    owner = {}
    bi = 0
    for t, tname in tables:
        for k, (beer, style) in enumerate(beers[t]):
            br = brewers[bi]; bi += 1
            owner[beer] = (br, style)
            rows.append([str(t), tname, places[k], br, "" if rng.random() < 0.8 else rng.choice(brewers),
                         beer, style, rng.choice(clubs), f"{scores_by_table[t][k]:.1f}"])
    bos = ["Duck Pond Pils", "Duck Duck Gueuze", "Midnight Oil"]
    for k, beer in enumerate(bos):
        br, style = owner[beer]
        rows.append(["BOS", "Best of Show", places[k], br, "", beer, style,
                     next(r[7] for r in rows if r[5] == beer), ""])
    write_bytes(name, csv_text(rows, eol="\n").encode("utf-8"))
    score_all = {r[5]: float(r[8]) for r in rows[1:] if r[0] != "BOS"}
    trap = unique_max(score_all)
    win = bos[0]
    assert trap != win
    firsts = [r[5] for r in rows[1:] if r[0] != "BOS" and r[2] == "1st"]
    entry(name,
          "BCOE&M (Brew Competition Online Entry & Management, open-source PHP), Admin → Reports/Exports → "
          "winners CSV; an invented Kansas homebrew club competition",
          "Results sheet: one row per placing entry per judging table (1st/2nd/3rd/HM with its table score), "
          "then Best of Show rows (Table 'BOS', place 1st–3rd, no score).",
          "Checked: BCOE&M result pages as published by a club (grahamb/yeastwranglers-www post: 'Best of Show' "
          "table with Place / Brewer / Entry Name / Style / Club, places '1st', style as '23E: Gueuze'). "
          "Unverified: that the CSV export has exactly these columns and a Score column.",
          "Which beer won Best of Show (BOS place 1st)?",
          firsts, {b: (1 if b == win else 0) for b in firsts},
          ["highest table score (47.0, a Dubbel) is not the Best of Show winner",
           "the BOS winner appears twice (table 1st and BOS 1st)", "table scores are not comparable across tables",
           "HM places"],
          winner=win)


# ==================================================== 6. WineBid TXT (bid list)
def revenue_best(maxbids):
    prices = sorted(set(maxbids))
    rev = {p: p * sum(1 for b in maxbids if b >= p) for p in prices}
    return rev


def f06_winebid():
    name = "WineBid bid history - 2016 Chateau Lagrange St-Julien.txt"
    rng = random.Random(606)
    # bidder -> sequence of bids (USD, per bottle)
    hist = OrderedDict([
        ("bidder 10457", [38, 40, 42, 44]), ("bidder 22981", [52, 58]), ("bidder 30115", [40, 43, 46]),
        ("bidder 31870", [55, 59]), ("bidder 40262", [50, 60]), ("bidder 47733", [41, 44, 47]),
        ("bidder 51208", [57, 61]), ("bidder 55619", [54, 62]), ("bidder 60044", [56, 63]),
        ("bidder 63390", [60, 65]), ("bidder 70881", [58, 66]), ("bidder 74502", [61, 68]),
        ("bidder 80936", [64, 72]),
    ])
    maxb = [max(v) for v in hist.values()]
    rev = revenue_best(maxb)
    win_p = unique_max(rev)
    allb = [b for v in hist.values() for b in v]
    trap_p = unique_max(revenue_best(allb))
    assert trap_p != win_p
    # chronological listing, newest first, as the site shows it
    events = []
    t = datetime(2026, 11, 12, 9, 0)
    pending = {k: list(v) for k, v in hist.items()}
    order = []
    for k, v in hist.items():
        for i, b in enumerate(v):
            order.append((b + rng.random() * 0.1 + i * 0.01, k, b))
    order.sort()
    for _, k, b in order:
        t += timedelta(minutes=rng.randint(35, 400))
        events.append((t, k, b))
    lines = ["WineBid.com", "",
             "2016 Château Lagrange, St-Julien (750ML)",
             "Lot #1187342    Bottles available: 18    Closing: Sun 11/22/2026 7:00 PM PT",
             "Bid history (bids are per bottle; high bidders win at their bid price)", "",
             "Bidder\tQty\tBid\tDate/Time (PT)"]
    for t, k, b in reversed(events):
        lines.append(f"{k}\t1\t${b:,.2f}\t{t.strftime('%m/%d/%Y')} {t.strftime('%I:%M %p').lstrip('0')}")
    lines += ["", f"{len(events)} bids from {len(hist)} bidders",
              "Reserve met. Buyer's premium 16.5% not included."]
    write_bytes(name, ("\r\n".join(lines) + "\r\n").encode("cp1252"))
    cands = [f"{p:.2f}" for p in sorted(set(maxb))]
    entry(name,
          "WineBid (online wine auction, Napa), lot page → Bid history table selected in the browser and pasted "
          "into Notepad, saved as ANSI; a wine shop owner looking for a fixed shelf price for the same vintage",
          "Bid list: lot title block, then bidder / quantity / bid / time, newest first, several bids per bidder, "
          "summary and premium note below.",
          "Unverified (from memory): WineBid's anonymous 'bidder NNNNN' labels and the column set; tab-separated "
          "cells are what a browser table paste gives.",
          "Posted price b maximising b × (number of bidders whose highest bid ≥ b), using each bidder's highest bid.",
          cands, {f"{p:.2f}": v for p, v in rev.items()},
          ["several bids per bidder: counting every bid row as a bidder gives another price",
           "amounts with '$' and cents", "newest first", "summary line '... bids from ... bidders'"],
          winner=f"{win_p:.2f}")


# ==================================================== 7. Termino UTF-16 TXT
def f07_termino():
    name = "Termino_Terminumfrage_Wachau-Reise_Pensionistenklub.txt"
    rng = random.Random(707)
    people = ["Hermine Gruber", "Franz Huber", "Gertrude Wagner", "Johann Pichler", "Maria Steiner",
              "Leopold Moser", "Theresia Mayer", "Karl Hofer", "Anna Bauer", "Josef Leitner",
              "Rosa Berger", "Alois Fuchs", "Elfriede Eder", "Friedrich Schmid", "Hedwig Winkler",
              "Ernst Weber", "Margarete Schwarz", "Rudolf Lang"]
    dates = ["Di. 14.04.2027", "Do. 16.04.2027", "Di. 21.04.2027", "Do. 23.04.2027",
             "Di. 28.04.2027", "Do. 30.04.2027"]
    # (ja, vielleicht, nein); rest blank
    plan = [(9, 1, 7), (8, 5, 4), (6, 4, 8), (7, 3, 7), (5, 6, 6), (4, 2, 11)]
    grid = {p: {} for p in people}
    for d, (ja, vl, nein) in zip(dates, plan):
        ppl = shuffled(rng, people)
        vals = ["Ja"] * ja + ["Vielleicht"] * vl + ["Nein"] * nein
        vals += [""] * (len(people) - len(vals))
        for p, v in zip(ppl, vals):
            grid[p][d] = v
    lines = ["Wachau-Reise Frühling 2027 – Terminumfrage",
             "Pensionistenklub Wien-Ottakring · Organisatorin: Hermine Gruber",
             "Schifffahrt Melk–Krems, Heuriger in Dürnstein. Bitte bis 15. Jänner abstimmen.", "",
             "\t" + "\t".join(dates),
             "\t" + "\t".join(["08:00–19:00"] * len(dates))]
    for p in people:
        lines.append(p + "\t" + "\t".join(grid[p][d] for d in dates))
    lines.append("Ja\t" + "\t".join(str(j) for j, _, _ in plan))
    lines += ["", "Termino – Terminfindung leicht gemacht · termino.gv.at"]
    txt = "\r\n".join(lines) + "\r\n"
    write_bytes(name, b"\xff\xfe" + txt.encode("utf-16-le"))
    scores = {d: ja + 0.5 * vl for d, (ja, vl, _) in zip(dates, plan)}
    win = unique_max(scores)
    ja_only = {d: ja for d, (ja, _, _) in zip(dates, plan)}
    assert unique_max(ja_only) != win
    entry(name,
          "Termino (termino.gv.at, Austrian federal scheduling-poll service), poll results table selected in the "
          "browser, pasted into Excel (de-AT) and saved as 'Unicode-Text'; a Viennese pensioners' club choosing "
          "the date of its Wachau trip",
          "Scheduling poll: title lines, a date row and a time row, one row per member with Ja / Vielleicht / Nein "
          "or blank, a 'Ja' count row and a site footer.",
          "Checked: Termino is the open-source Austrian scheduling software behind DFN Terminplaner 6 (TU Berlin "
          "data-protection blog). Unverified: the answer words, the count row and the paste layout.",
          "Which date is best with Ja = 1 and Vielleicht = 0.5?",
          dates, scores,
          ["the tool's own 'Ja' count row points to another date", "Vielleicht answers matter",
           "blank cells (no answer)", "UTF-16 LE with BOM, tab-separated", "second header row of times"],
          winner=win)


# ==================================================== 8. Weezevent xlsx
def f08_weezevent():
    name = "weezevent_export_participants_Festival-Vents-d-Ouest-2026.xlsx"
    rng = random.Random(808)
    artists = ["Les Goélands", "Maëlle Rivière", "Kerlouan Sound System", "Nadia B.", "Trio Ar Vro"]
    valid_counts = {"Les Goélands": 61, "Maëlle Rivière": 74, "Kerlouan Sound System": 70,
                    "Nadia B.": 48, "Trio Ar Vro": 39}
    void_counts = {"Les Goélands": 6, "Maëlle Rivière": 3, "Kerlouan Sound System": 19,
                   "Nadia B.": 4, "Trio Ar Vro": 2}
    n_valid, n_void = 150, 24
    ticks_valid = [set() for _ in range(n_valid)]
    ticks_void = [set() for _ in range(n_void)]
    for a in artists:
        for i in rng.sample(range(n_valid), valid_counts[a]):
            ticks_valid[i].add(a)
        for i in rng.sample(range(n_void), void_counts[a]):
            ticks_void[i].add(a)
    firsts = ["Camille", "Louis", "Léa", "Hugo", "Manon", "Gabriel", "Chloé", "Arthur", "Inès", "Jules",
              "Océane", "Maël", "Lucie", "Erwan", "Nolwenn", "Yann", "Gwenaëlle", "Théo", "Soizic", "Ronan"]
    lasts = ["Le Gall", "Martin", "Le Goff", "Bernard", "Tanguy", "Morvan", "Guillou", "Petit", "Le Roux",
             "Kerbrat", "Durand", "Cariou", "Quéré", "Robin", "Le Bihan", "Moreau", "Salaün", "Jaouen"]
    recs = [("Validé", t) for t in ticks_valid] + [(rng.choice(["Annulé", "Remboursé"]), t) for t in ticks_void]
    rng.shuffle(recs)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Participants"
    hdr = ["ID billet", "Code-barres", "Nom", "Prénom", "E-mail", "Tarif", "Montant (€)", "Date d'achat",
           "N° commande", "Statut"] + \
          [f"Quels artistes aimeriez-vous voir en 2027 ? (plusieurs choix possibles) - {a}" for a in artists] + \
          ["Quels artistes aimeriez-vous voir en 2027 ? - Autre", "Code postal"]
    ws.append(hdr)
    for c in ws[1]:
        c.font = Font(bold=True)
        c.alignment = Alignment(wrap_text=True)
    d = datetime(2026, 5, 2, 10, 0)
    order = 88410
    for i, (status, ticks) in enumerate(recs):
        d += timedelta(minutes=rng.randint(30, 900))
        fn, ln = rng.choice(firsts), rng.choice(lasts)
        if rng.random() < 0.75:
            order += 1
        tarif, amount = rng.choice([("Pass 2 jours", 52), ("Pass 2 jours", 52), ("Samedi", 32),
                                    ("Dimanche", 29), ("Pass 2 jours - tarif réduit", 40)])
        row = [4102300 + i, f"{rng.randint(10**11, 10**12 - 1)}", ln.upper(), fn,
               f"{fn.lower()}.{ln.lower().replace(' ', '')}@{rng.choice(['orange.fr', 'gmail.com', 'free.fr', 'laposte.net'])}"
               .replace("é", "e").replace("ë", "e").replace("ï", "i").replace("ç", "c"),
               tarif, amount, d.strftime("%d/%m/%Y %H:%M"), f"W{order}", status]
        row += ["X" if a in ticks else None for a in artists]
        row += [rng.choice([None] * 12 + ["Tri Yann", "un bagad !", "Plus de rap", "Dj set breton"]),
                rng.choice(["29200", "29280", "29810", "29860", "29000", "56100", "22300"])]
        ws.append(row)
    for col, w in zip("ABCDEFGHIJ", [10, 15, 14, 12, 34, 24, 11, 17, 11, 10]):
        ws.column_dimensions[col].width = w
    save_xlsx(wb, name)
    scores = dict(valid_counts)
    win = unique_max(scores)
    allc = {a: valid_counts[a] + void_counts[a] for a in artists}
    assert unique_max(allc) != win
    entry(name,
          "Weezevent (French ticketing), event → Participants → Exporter (Excel) with the order questionnaire; "
          "an invented Breton music festival asking ticket buyers which artists they want in 2027",
          "One row per ticket with ticket id, barcode, name, e-mail, fare, amount, purchase date, order number, "
          "status, one column per artist of a multiple-choice question marked 'X', an 'Autre' free-text column.",
          "Unverified (from memory): Weezevent's column titles, the 'Question - option' multiple-choice columns and "
          "the status words.",
          "Which artist is ticked on the most valid ('Validé') tickets?",
          artists, scores,
          ["cancelled/refunded tickets ('Annulé', 'Remboursé') would put Kerlouan Sound System first",
           "one column per option with X ticks (approval)", "free-text 'Autre' column", "long question-text headers"],
          winner=win)


# ==================================================== 9. Culture Counts CSV
def f09_culturecounts():
    name = "CultureCounts_export_Object-of-the-Year-2026_responses.csv"
    rng = random.Random(909)
    objects = OrderedDict([
        ("Woven eel trap (c. 1900)", {5: 38, 4: 30, 3: 10, 2: 4, 1: 2}),
        ("Paddle steamer Gem ship's bell", {5: 20, 4: 14, 3: 3, 2: 1, 1: 0}),
        ("1956 Olympic torch (Mildura leg)", {5: 40, 4: 28, 3: 14, 2: 6, 1: 3}),
        ("Murray cod weather vane", {5: 15, 4: 20, 3: 10, 2: 3, 1: 1}),
        ("1932 dried-fruit show display", {5: 10, 4: 12, 3: 8, 2: 4, 1: 2}),
        ("Market-garden water cart", {5: 22, 4: 17, 3: 5, 2: 1, 1: 0}),
    ])
    n_resp = 118
    grid = [dict() for _ in range(n_resp)]
    for obj, dist in objects.items():
        vals = [v for v, c in dist.items() for _ in range(c)]
        for i, v in zip(rng.sample(range(n_resp), len(vals)), shuffled(rng, vals)):
            grid[i][obj] = v
    hdr = ["Response ID", "Survey", "Respondent type", "Response date", "Collection method", "Interviewer",
           "Postcode"] + [f"Please rate this object out of 5 stars (leave blank if you haven't seen it) - {o}"
                          for o in objects] + ["Age", "Gender", "Is this your first visit?",
                                               "Anything else you'd like to tell us?"]
    rows = [hdr]
    d = datetime(2026, 10, 3, 10, 0)
    for i, g in enumerate(grid):
        d += timedelta(minutes=rng.randint(15, 700))
        method = rng.choice(["Kiosk (iPad)", "Kiosk (iPad)", "Online", "Interviewer"])
        rows.append([f"R-{1200457 + i * 11}", "Object of the Year 2026 – visitor vote", "Public",
                     d.strftime("%Y-%m-%dT%H:%M:%S+11:00") if d.month >= 10 else d.strftime("%Y-%m-%dT%H:%M:%S+10:00"),
                     method, rng.choice(["Bev T.", "Sanjay P."]) if method == "Interviewer" else "",
                     rng.choice(["3500", "3500", "3496", "3505", "2648", "3000", "5000", ""])] +
                    [str(g[o]) if o in g else "" for o in objects] +
                    [rng.choice(["15-19", "20-29", "30-39", "40-49", "50-59", "60-69", "70+", "Prefer not to say"]),
                     rng.choice(["Female", "Male", "Female", "Male", "Non-binary", "Prefer not to say"]),
                     rng.choice(["Yes", "No", "No"]),
                     rng.choice(["", "", "", "Loved the river room", "More seating please",
                                 "The bell! Brings back memories", "Kids loved the water cart", "Great volunteers"])])
    write_bytes(name, csv_text(rows, eol="\n").encode("utf-8"))
    mean = {o: sum(v * c for v, c in d_.items()) / sum(d_.values()) for o, d_ in objects.items()}
    sums = {o: sum(v * c for v, c in d_.items()) for o, d_ in objects.items()}
    win = unique_max(mean)
    assert unique_max(sums) != win
    entry(name,
          "Culture Counts (arts and museum evaluation platform, AU/UK), survey → Data → Export responses (CSV); an "
          "invented Murray River heritage museum's 'Object of the Year' visitor vote collected on a kiosk and online",
          "Rating grid: one row per visitor, one column per object with a 1–5 star rating or blank (not seen), plus "
          "metadata and demographics.",
          "Unverified (from memory): Culture Counts' export column naming ('question - item') and metadata columns.",
          "Which object has the highest mean star rating among the visitors who rated it?",
          list(objects), {k: r2(v) for k, v in mean.items()},
          ["blanks mean 'not seen': summing stars (or counting ratings) favours the most-seen object, the 1956 torch",
           "long question text in every header", "timestamps with time-zone offsets"],
          winner=win)


# ==================================================== 10. Airレジ CSV (cp932)
def f10_airregi():
    name = "商品別売上_20261101-20261130.csv"
    items = [
        ("ラーメン", "醤油らーめん", 980, 812), ("ラーメン", "塩らーめん", 980, 455),
        ("ラーメン", "味噌らーめん", 1050, 388), ("ラーメン", "つけ麺", 1050, 301),
        ("限定", "黒胡麻担々麺（11月限定）", 1200, 243),
        ("トッピング", "味玉", 150, 620), ("トッピング", "チャーシュー増し", 300, 210),
        ("トッピング", "のり", 100, 180), ("サイド", "餃子", 400, 366), ("サイド", "ライス", 150, 290),
        ("ドリンク", "生ビール", 600, 188), ("ドリンク", "烏龍茶", 300, 95),
        ("冬の新メニュー総選挙（0円）", "【投票】柚子塩らーめん", 0, 147),
        ("冬の新メニュー総選挙（0円）", "【投票】黒胡麻担々麺", 0, 139),
        ("冬の新メニュー総選挙（0円）", "【投票】味噌バターコーン", 0, 128),
        ("冬の新メニュー総選挙（0円）", "【投票】辛味噌つけ麺", 0, 101),
    ]
    total_sales = sum(p * q for _, _, p, q in items)
    total_qty = sum(q for _, _, _, q in items)
    rows = [["集計期間", "2026/11/01～2026/11/30"], ["店舗名", "らーめん 風見鶏 高円寺店"], [],
            ["カテゴリー", "商品名", "単価", "販売数", "売上（税込）", "構成比"]]
    for cat, nm, p, q in items:
        rows.append([cat, nm, str(p), str(q), str(p * q), f"{100 * p * q / total_sales:.1f}%"])
    rows.append(["合計", "", "", str(total_qty), str(total_sales), "100.0%"])
    write_bytes(name, csv_text(rows, quoting=csv.QUOTE_ALL).encode("cp932"))
    votes = {nm: q for cat, nm, p, q in items if nm.startswith("【投票】")}
    win = unique_max(votes)
    merged = dict(votes)
    merged["【投票】黒胡麻担々麺"] += 243
    assert unique_max(merged) != win
    entry(name,
          "Airレジ (AirREGI, Recruit's free iPad POS), 売上分析 → 商品別売上 → CSVダウンロード; a Tokyo ramen shop "
          "that counts its winter-menu election with 0-yen '【投票】' items rung up at the till",
          "Ready-made count table: period and shop lines, then category / item / unit price / quantity / sales / share, "
          "with the vote items as a 0-yen category among real sales and a 合計 row.",
          "Unverified (from memory): Airレジ's CSV columns, the title lines and Shift_JIS; the 0-yen vote items are the "
          "shop's own workaround.",
          "Which 【投票】 (vote) item has the highest quantity?",
          list(votes), votes,
          ["real menu items sell far more than any vote item", "the sold limited dish 黒胡麻担々麺（11月限定） is not a vote: "
           "adding it to the vote of the same name changes the winner", "合計 row", "title lines above the header",
           "Shift_JIS (cp932)"],
          winner=win)


# ==================================================== 11. HeyForm CSV (Greek Excel, ask)
def f11_heyform():
    name = "HeyForm_submissions_Ekdromi-Omilou-2027.csv"
    rng = random.Random(1111)
    Z, M, N, MO = "Ζαγοροχώρια", "Μετέωρα", "Νάξος", "Μονεμβασιά"
    types = [((N, MO, M, Z), 14), ((Z, M, MO, N), 10), ((M, Z, MO, N), 9), ((MO, M, Z, N), 6), ((M, MO, N, Z), 3)]
    ballots = [t for t, c in types for _ in range(c)]
    rng.shuffle(ballots)
    firsts = ["Γιώργος", "Μαρία", "Νίκος", "Ελένη", "Κώστας", "Κατερίνα", "Δημήτρης", "Σοφία", "Γιάννης",
              "Αθηνά", "Παναγιώτης", "Δέσποινα", "Βασίλης", "Ιωάννα", "Χρήστος", "Φωτεινή"]
    lasts = ["Παπαδόπουλος", "Οικονόμου", "Γεωργίου", "Νικολάου", "Βλάχος", "Κωνσταντίνου", "Αλεξίου",
             "Μαυρίδης", "Ιωαννίδης", "Καραγιάννης", "Σταματίου", "Δημητρίου"]
    rows = [["Submission ID", "Submitted at", "Ονοματεπώνυμο", "Email",
             "Κατατάξτε τους προορισμούς της εκδρομής (1η θέση = πρώτη προτίμηση)",
             "Πόσα άτομα θα έρθουν μαζί σας;", "Ηλικιακή ομάδα", "Σχόλια"]]
    d = datetime(2026, 11, 9, 18, 0)
    for i, b in enumerate(ballots):
        d += timedelta(minutes=rng.randint(10, 400))
        fn, ln = rng.choice(firsts), rng.choice(lasts)
        rows.append([f"sub_{rng.getrandbits(40):010x}", d.strftime("%d/%m/%Y %H:%M"), f"{fn} {ln}",
                     f"user{rng.randint(100, 999)}@{rng.choice(['gmail.com', 'yahoo.gr', 'otenet.gr', 'hotmail.com'])}",
                     ", ".join(b), str(rng.choice([0, 0, 1, 1, 2, 3])),
                     rng.choice(["18-30", "31-45", "46-60", "60+"]),
                     rng.choice(["", "", "", "Να έχει και ταβέρνα με ψητά!", "Όχι πολύ περπάτημα", "Πάμε Μάιο;"])])
    write_bytes(name, csv_text(rows, delimiter=";").encode("cp1253"))
    opts = [Z, M, N, MO]
    first = {o: sum(1 for b in ballots if b[0] == o) for o in opts}
    borda = {o: sum(3 - b.index(o) for b in ballots) for o in opts}
    # instant runoff
    alive = set(opts)
    while True:
        tally = {o: sum(1 for b in ballots if [x for x in b if x in alive][0] == o) for o in alive}
        top = max(tally.values())
        if top * 2 > len(ballots):
            irv = unique_max(tally)
            break
        alive.remove(min(tally, key=lambda k: (tally[k], k)))
    w_first, w_borda = unique_max(first), unique_max(borda)
    assert w_first != w_borda
    entry(name,
          "HeyForm (open-source form builder), form → Submissions → Export CSV, opened and re-saved by Microsoft "
          "Excel (Greek) as CSV; a Thessaloniki hiking and travel club ranking four destinations for its 2027 trip",
          "Ranked ballots: one row per member, the ranking question exported as one cell with the destinations in "
          "order of preference separated by commas, plus other questions.",
          "Unverified (from memory): HeyForm's export columns and the comma-joined ranking cell; Windows-1253 and ';' "
          "follow Excel's Greek regional settings.",
          "Ranked ballots with no counting rule: first preferences, Borda (3-2-1-0) and instant runoff disagree.",
          {"first preferences": opts, "Borda 3-2-1-0": opts, "instant runoff": opts},
          {"first preferences": first, "Borda 3-2-1-0": borda, "instant runoff": {"winner": irv}},
          ["ranking stored as one comma-joined cell", "first preferences (Νάξος) differ from Borda/IRV (Μετέωρα)",
           "Windows-1253, ';'"],
          acceptable={"first preferences": w_first, "Borda 3-2-1-0": w_borda, "instant runoff": irv},
          ask_because="The ballots are rankings and the file gives no counting rule; first preferences elect "
                      f"{w_first} while Borda and instant runoff elect {w_borda}.")


# ==================================================== 12. GuestJoy CSV (Polish Excel, ask)
def f12_guestjoy():
    name = "GuestJoy_survey_export_Guests-Choice-2026_Hostel-Kazimierz-Nest.csv"
    rng = random.Random(1212)
    q1 = OrderedDict([("Pierogarnia Pod Baranem", 31), ("U Babci Zosi", 43), ("Przystanek Pierogi", 27),
                      ("Pierożki u Łucji", 22)])
    q2 = OrderedDict([("Wieliczka Salt Mine", 47), ("Zakopane & Tatra Mountains", 39),
                      ("Ojców National Park", 18), ("Energylandia", 15)])
    n = 132
    a1 = [k for k, c in q1.items() for _ in range(c)] + [""] * (n - sum(q1.values()))
    a2 = [k for k, c in q2.items() for _ in range(c)] + [""] * (n - sum(q2.values()))
    rng.shuffle(a1)
    rng.shuffle(a2)
    names = ["Begoña Ruiz", "Tom Becker", "Wojciech Kuśmierz", "Chloé Martin", "Liam O'Neill", "Sara Lindgren",
             "Mateus Araújo", "Hannah Schulz", "Kenji Watanabe", "Aisha Khan", "Jakub Nowak", "Emma Rossi",
             "Dvořák Petr", "Zoë de Vries", "Noah Cohen", "Olga Shevchenko", "Marta Żurek", "Lucas Moreau",
             "Ingrid Haugen", "Diego Peña", "Sophie Müller", "Ali Yılmaz", "Nina Kowalczyk", "Ben Carter"]
    countries = ["ES", "DE", "PL", "FR", "IE", "SE", "BR", "DE", "JP", "GB", "PL", "IT", "CZ", "NL", "IL", "UA",
                 "PL", "FR", "NO", "AR", "AT", "TR", "PL", "US"]
    rows = [["Response date", "Guest", "Country", "Booking ref.", "Room type", "Check-out",
             "How would you rate your stay? (1-10)", "How likely are you to recommend us to a friend? (0-10)",
             "Guests' Choice 2026: best pierogi in Kraków?", "Guests' Choice 2026: best day trip from Kraków?",
             "Anything we could do better?"]]
    d = datetime(2026, 6, 1, 11, 0)
    for i in range(n):
        d += timedelta(hours=rng.randint(4, 30))
        k = rng.randrange(len(names))
        rows.append([d.strftime("%Y-%m-%d %H:%M"), names[k], countries[k], f"HW-{rng.randint(10**7, 10**8 - 1)}",
                     rng.choice(["8-bed mixed dorm", "6-bed female dorm", "4-bed dorm", "Private double"]),
                     (d - timedelta(hours=rng.randint(1, 5))).strftime("%Y-%m-%d"),
                     str(rng.choice([7, 8, 8, 9, 9, 10, 10])), str(rng.choice([6, 8, 9, 9, 10, 10])),
                     a1[i], a2[i],
                     rng.choice(["", "", "", "More power sockets", "Kitchen gets crowded at 8pm",
                                 "Lockers a bit small", "Quieter rooms pls"])])
    write_bytes(name, csv_text(rows, delimiter=";").encode("cp1250", errors="replace"))
    w1, w2 = unique_max(q1), unique_max(q2)
    entry(name,
          "GuestJoy (Estonian guest-communication and survey tool for hotels and hostels), Surveys → Responses → "
          "Export CSV, opened and re-saved by Microsoft Excel (Polish); a Kraków hostel's 'Guests' Choice 2026'",
          "One row per guest survey with stay ratings and two award questions of equal standing (best pierogi place, "
          "best day trip), each with its own winner.",
          "Unverified (from memory): GuestJoy's export columns; Windows-1250 with characters outside the code page "
          "replaced by '?' is what Excel's 'CSV (rozdzielany przecinkami)' does.",
          "Two award questions of equal standing: which one is meant?",
          {"best pierogi": list(q1), "best day trip": list(q2)},
          {"best pierogi": dict(q1), "best day trip": dict(q2)},
          ["two candidate questions in one export", "rating columns (1-10, 0-10) look like scores",
           "guest names damaged by the code page ('Bego?a')", "blank answers"],
          acceptable={"best pierogi": w1, "best day trip": w2},
          ask_because="The export holds two 'Guests' Choice' questions of equal standing with different candidates "
                      "and winners, and nothing says which award is wanted.")


# ==================================================== 13. Beanstack xlsx (ask)
def f13_beanstack():
    name = "Beanstack_Readers-Choice-2026_export.xlsx"
    rng = random.Random(1313)
    votes = OrderedDict([("The Salt Road", 88), ("Harbour Lights", 72), ("A Kitchen in Kraków", 61),
                         ("Winter Orchard", 45), ("The Lighthouse Cookbook Club", 38)])
    staff = OrderedDict([("The Salt Road", [3, 4, 2, 3, 4, 3]), ("Harbour Lights", [5, 5, 4, 5, 4, 5]),
                         ("A Kitchen in Kraków", [4, 3, 5, 4, 5, 4]), ("Winter Orchard", [2, 2, 3, 2, 2, 1]),
                         ("The Lighthouse Cookbook Club", [1, 1, 1, 1, 3, 2])])
    authors = {"The Salt Road": "Adaeze Okonkwo", "Harbour Lights": "Fiona MacAulay",
               "A Kitchen in Kraków": "Ewa Zielińska", "Winter Orchard": "Henrik Dahl",
               "The Lighthouse Cookbook Club": "June Park"}
    recs = [b for b, c in votes.items() for _ in range(c)]
    rng.shuffle(recs)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Activity log"
    ws.append(["Reader ID", "Reader", "Age group", "Branch", "Program", "Activity", "Response", "Logged at"])
    for c in ws[1]:
        c.font = Font(bold=True)
    firsts = ["Ava", "Ben", "Carla", "Dev", "Ellie", "Frank", "Gina", "Hal", "Ines", "Jon", "Kira", "Leo",
              "Mona", "Nate", "Opal", "Pete", "Quinn", "Rosa", "Sid", "Tara"]
    d = datetime(2026, 9, 1, 9, 0)
    for i, b in enumerate(recs):
        d += timedelta(minutes=rng.randint(30, 600))
        ws.append([f"R{583000 + i * 13}", f"{rng.choice(firsts)} {chr(65 + rng.randrange(26))}.",
                   rng.choice(["Adult", "Adult", "Adult", "Teen"]),
                   rng.choice(["Main Library", "Eastside Branch", "Harbor Branch", "Bookmobile"]),
                   "Fall Reading Challenge 2026", "Vote for the 2026 Readers' Choice book",
                   f"{b} – {authors[b]}", d.strftime("%m/%d/%Y %I:%M %p")])
    ws2 = wb.create_sheet("Staff panel")
    ws2.append(["Readers' Choice 2026 – staff panel (points 1–5 per librarian)"])
    ws2["A1"].font = Font(bold=True)
    ws2.append([])
    ws2.append(["Book", "Author", "M. Ortiz", "K. Byrne", "S. Patel", "L. Chen", "R. Haas", "D. Moreau", "Total"])
    for c in ws2[3]:
        c.font = Font(bold=True)
    for b, pts in staff.items():
        ws2.append([b, authors[b]] + pts + [sum(pts)])
    ws.column_dimensions["G"].width = 44
    ws2.column_dimensions["A"].width = 30
    save_xlsx(wb, name)
    labels = {b: f"{b} – {authors[b]}" for b in votes}
    tally = {labels[b]: c for b, c in votes.items()}
    pts = {b: sum(p) for b, p in staff.items()}
    wv, ws_ = unique_max(tally), unique_max(pts)
    assert wv != labels[ws_]
    entry(name,
          "Beanstack (library reading-challenge platform), Reports → Activity log → Export (Excel), with a 'Staff panel' "
          "sheet added by the librarian; an invented county library's Readers' Choice 2026",
          "Two sheets with different tables: patrons' votes one row per logged activity (book in the Response cell), "
          "and a staff panel with 1–5 points per librarian and a Total; the two have different leaders.",
          "Unverified (from memory): Beanstack's activity-log columns; the second sheet is the librarian's own.",
          "Patrons' votes or the staff panel's points: which table decides?",
          {"patrons' votes (Activity log)": list(tally), "staff points (Staff panel)": list(staff)},
          {"patrons' votes (Activity log)": tally, "staff points (Staff panel)": pts},
          ["two sheets with different tables and different leaders", "response cell combines title and author",
           "title row above the staff table"],
          acceptable={"patrons' votes (Activity log)": wv, "staff points (Staff panel)": ws_},
          ask_because="The workbook holds patrons' votes and a staff points panel with different leaders, and nothing "
                      "says which one decides the Readers' Choice.")


# ==================================================== 14. CellarTracker TXT (Mac Roman)
def f14_cellartracker():
    name = "CellarTracker Weinrunde Mainz Blindprobe Rhone.txt"
    rng = random.Random(1414)
    members = ["Kurt_W", "Sabine_R", "Jörg_M", "Ute_K", "Björn_H", "Grete_S", "Matthias_L", "Änne_F"]
    wines = [  # label, community avg, median, n notes, group ratings (None = unrated)
        ("2019 Domaine des Amandiers Crozes-Hermitage", 89.1, 89, 57, [90, 91, None, 89, 92, 90, 91, 90]),
        ("2018 Cave de Tain Saint-Joseph Les Côteaux", 88.4, 88, 112, [89, 88, 90, 87, None, 89, 88, 89]),
        ("2017 Maison Rouvière Hermitage", 94.2, 94, 41, [92, 91, 93, None, 90, 91, 92, 90]),
        ("2019 Domaine du Haut-Plateau Cornas Chaillot", 92.6, 93, 23, [94, 93, 92, 95, 93, None, 94, 92]),
        ("2016 Vignobles Bérard Côte-Rôtie Brune", 93.5, 93, 68, [93, 88, 92, 91, 94, 90, None, 91]),
        ("2020 Les Terrasses de Mauves Saint-Péray blanc", 87.9, 88, 15, [86, 88, 87, 85, 89, 87, 86, None]),
    ]
    notes_pool = ["Brombeere, schwarze Olive, Speck, straffes Tannin.", "Veilchen, Pfeffer, sehr saftig.",
                  "Noch jung, braucht Luft. Lakritz, Graphit.", "Rauchig, etwas Stall, langer Abgang.",
                  "Kühle Frucht, Blut-Orange, elegant.", "Für mich zu viel Holz.", "Große Klasse, würde ich kaufen!",
                  "Cassis, Tapenade, fast schon cremig.", "Birne, Aprikose, Haselnuss – schön frisch."]
    lines = ["CellarTracker!", "",
             "Tasting event: Weinrunde Mainz – Blindprobe nördliche Rhône (Sa. 14.11.2026)",
             "Host: weinrunde_mainz · 8 Teilnehmer · 6 Weine blind, Reihenfolge ausgelost",
             "Wertung: Durchschnitt UNSERER Punkte (100-Punkte-Skala); ohne Punkte = nicht gewertet. "
             "Der Sieger wird für die Weihnachtsrunde nachgekauft.", ""]
    group = {}
    for k, (label, cavg, cmed, n, ratings) in enumerate(wines, start=1):
        lines.append(f"Wein {k}: {label}")
        lines.append(f"Community Tasting Notes (average {cavg:.1f} pts. and median of {cmed} pts. in {n} notes)")
        for m, r in zip(members, ratings):
            note = rng.choice(notes_pool)
            if r is None:
                lines.append(f"  Tasted by {m} on 11/14/2026: {note}")
            else:
                lines.append(f"  Tasted by {m} on 11/14/2026 & rated {r} points: {note}")
        lines.append("")
        rated = [r for r in ratings if r is not None]
        group[label] = sum(rated) / len(rated)
    lines.append("Copyright © 2003-2026 CellarTracker! All rights reserved.")
    write_bytes(name, ("\n".join(lines) + "\n").encode("mac_roman"))
    win = unique_max(group)
    assert unique_max({w[0]: w[1] for w in wines}) != win
    entry(name,
          "CellarTracker (wine cellar and tasting-note site), a tasting event's notes page selected in Safari and pasted "
          "into TextEdit, saved as 'Westeuropäisch (Mac OS Roman)'; a Mainz wine club's blind tasting of northern Rhône",
          "Long format in prose: per wine a heading, the site-wide community average line, then one 'Tasted by … & rated "
          "NN points:' line per member (some without points).",
          "Unverified (from memory): the 'Tasted by X on date & rated NN points:' and 'Community Tasting Notes (average …)' "
          "phrasings; a search found only articles about CellarTracker.",
          "Which wine has the highest mean of the club members' points (unrated notes excluded)?",
          [w[0] for w in wines], {k: r2(v) for k, v in group.items()},
          ["site-wide community averages (all CellarTracker users) favour the Hermitage", "notes without points",
           "Mac OS Roman", "candidate names inside prose lines"],
          winner=win)


# ==================================================== 15. Qyer / Discuz! poll TXT (GBK)
def f15_qyer():
    name = "穷游论坛_2027春季自驾路线投票.txt"
    opts = OrderedDict([("川西小环线（四姑娘山-丹巴-新都桥）", 153), ("云南滇西北（大理-丽江-香格里拉）", 134),
                        ("甘南环线（郎木寺-扎尕那-拉卜楞寺）", 102), ("闽南土楼+海岸线", 59), ("湘西凤凰-张家界", 38)])
    total = sum(opts.values())
    lines = ["穷游网 > 穷游论坛 > 自驾游 > 【投票】2027年春季车友会自驾路线投票（3月1日截止）", "",
             "山海有约_老周  楼主  发表于 2026-12-02 20:15", "",
             "各位车友：明年五一前后的长线自驾，老规矩投票决定，得票最多的路线就是今年的目的地。",
             "去年（2026）投票结果回顾：新疆独库公路 203 票，青海湖环线 176 票，川西小环线 88 票。",
             "今年独库公路不再列入（去年已走过）。", "",
             f"单选投票, 共有 {total} 人参与投票", ""]
    for i, (o, c) in enumerate(opts.items(), start=1):
        lines.append(f"{i}.  {o}")
        lines.append(f"      {100 * c / total:.2f}% ({c})")
    lines += ["", "您已经投过票, 谢谢您的参与", "", "收藏 23    分享    支持 41    反对 2", "",
              "风之子Leo  沙发  发表于 2026-12-02 20:31", "投了川西，新都桥的秋色……哦不是，春天也行！", "",
              "云朵里的猫  板凳  发表于 2026-12-02 21:07", "云南+1，去年独库太累了", "",
              "老马识途1978  地板  发表于 2026-12-03 08:44", "甘南吧，扎尕那值得，票数先别急。", ""]
    write_bytes(name, ("\r\n".join(lines) + "\r\n").encode("gbk"))
    win = unique_max(dict(opts))
    entry(name,
          "穷游网 Qyer forum (Discuz! X), a car club's poll thread selected in the browser and pasted into Notepad, "
          "saved as ANSI (GBK); a Chinese self-drive travel club choosing its spring 2027 route",
          "Ready-made count table in forum text: thread title, first post with last year's results, 'N 人参与投票', then "
          "each option with 'percent% (votes)' on the next line, then replies.",
          "Unverified (from memory): Discuz! X poll wording ('单选投票, 共有 N 人参与投票', 'xx.xx% (n)') and the floor "
          "names (沙发/板凳/地板); the search found only other forum poll code.",
          "Which route has the most votes in this year's poll?",
          list(opts), dict(opts),
          ["last year's results in the first post have bigger numbers (203 for a route not on the ballot)",
           "participant total 486", "votes in parentheses after percentages", "GBK (cp936)", "replies expressing preferences"],
          winner=win)


def main():
    for f in (f01_opinionstage, f02_customer_alliance, f03_eventival, f04_awardsforce, f05_bcoem, f06_winebid,
              f07_termino, f08_weezevent, f09_culturecounts, f10_airregi, f11_heyform, f12_guestjoy,
              f13_beanstack, f14_cellartracker, f15_qyer):
        f()
    assert len(EXPECTED) == 15
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2)
        fh.write("\n")


if __name__ == "__main__":
    main()
