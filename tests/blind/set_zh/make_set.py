#!/usr/bin/env python3
"""Blind test set ZH: 15 synthetic exports (commerce and local economy).

Run from the repository root:  /work/main/.venv/bin/python tests/blind/set_zh/make_set.py
Writes the files and expected.json next to this script. Deterministic (fixed seeds, fixed xlsx
timestamps). Standard library + openpyxl only.
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
FIXED = dt.datetime(2026, 4, 1, 9, 0, 0)
EXPECTED = {}


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
    wb.properties.creator = wb.properties.creator or "export"
    tmp = io.BytesIO()
    wb.save(tmp)
    src = zipfile.ZipFile(io.BytesIO(tmp.getvalue()))
    dst_buf = io.BytesIO()
    with zipfile.ZipFile(dst_buf, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 4, 1, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = info.external_attr
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                # openpyxl stamps the save time into dcterms:modified; pin it
                data = re.sub(rb"(<dcterms:(?:created|modified)[^>]*>)[^<]*(</dcterms:)",
                              rb"\g<1>2026-04-01T09:00:00Z\g<2>", data)
            dst.writestr(zi, data)
    write_bytes(name, dst_buf.getvalue())


def votes_from_counts(counts, rng):
    v = [k for k, n in counts.items() for _ in range(n)]
    rng.shuffle(v)
    return v


def ranked(scores):
    return sorted(scores.items(), key=lambda kv: -kv[1])


def check_margin(scores, frac=0.05):
    r = ranked(scores)
    a, b = r[0][1], r[1][1]
    assert a > 0 and (a - b) / a >= frac, (r[:2], frac)
    return r[0][0]


def tally(values, candidates):
    s = {c: 0 for c in candidates}
    for v in values:
        if v in s:
            s[v] += 1
    return s


def entry(name, tool, shape, evidence, question, candidates, scores, traps,
          answer="winner", winner=None, acceptable=None, ask_because=None):
    EXPECTED[name] = {
        "tool": tool, "shape": shape, "format_evidence": evidence,
        "answer": answer, "winner": winner, "acceptable": acceptable,
        "ask_because": ask_because, "question": question,
        "candidates": candidates, "scores": scores, "traps": traps,
    }


FIRST = ["Ava", "Liam", "Noah", "Emma", "Mia", "Lucas", "Chloe", "Ethan", "Grace", "Jack", "Ruby", "Owen",
         "Zoe", "Caleb", "Isla", "Henry", "Nora", "Leo", "Harper", "Mason", "Aria", "Eli", "Stella", "Finn",
         "Maya", "Jude", "Hazel", "Theo", "Ivy", "Miles", "Lucy", "Asher", "Willow", "Hugo", "Piper", "Felix"]
LAST = ["Nguyen", "Patel", "Garcia", "Smith", "Brown", "Wilson", "Taylor", "Martin", "Lee", "Walker", "Hall",
        "Young", "King", "Wright", "Lopez", "Hill", "Scott", "Green", "Adams", "Baker", "Nelson", "Carter",
        "Mitchell", "Perez", "Roberts", "Turner", "Phillips", "Campbell", "Parker", "Evans", "Edwards", "Collins"]


def person(rng):
    return rng.choice(FIRST), rng.choice(LAST)


# ---------------------------------------------------------------- 1 Kickstarter backer report
def f_kickstarter():
    rng = random.Random(101)
    name = "Backer Report - All Backers - Tidewater Coffee Roasters - 2026-03-10.csv"
    cands = ["Harbor Light", "Old Mill Road", "Saltbox Morning", "Ninebark"]
    counts = {"Harbor Light": 14, "Old Mill Road": 26, "Saltbox Morning": 19, "Ninebark": 7}
    answers = votes_from_counts(counts, rng)
    while answers[0] == "Old Mill Road":
        rng.shuffle(answers)
    n_answered = len(answers)
    n_total = n_answered + 6
    rows_meta = []
    for i in range(n_total):
        answered = i < n_answered
        rows_meta.append(answered)
    # interleave unanswered rows at fixed random positions
    order = list(range(n_total))
    rng.shuffle(order)
    rewards = [("Early Bird - Two Bags", "$32.00", 8812301), ("Roaster's Club - Four Bags + Tee", "$64.00", 8812302),
               ("One Bag", "$18.00", 8812300), ("Cafe Pack - Ten Bags", "$140.00", 8812303)]
    countries = ["United States"] * 7 + ["Canada"] * 2 + ["Mexico"]
    cc = {"United States": ("US", "$8.00"), "Canada": ("CA", "$15.00"), "Mexico": ("MX", "$18.00")}
    cities = {"United States": [("Portland", "ME", "04101"), ("Gloucester", "MA", "01930"), ("Burlington", "VT", "05401"),
                                ("Providence", "RI", "02903"), ("Asheville", "NC", "28801"), ("Tacoma", "WA", "98402")],
              "Canada": [("Halifax", "NS", "B3H 1A1"), ("Moncton", "NB", "E1C 4B2")],
              "Mexico": [("Mérida", "YUC", "97000")]}
    header = ["Backer Number", "Backer UID", "Backer Name", "Email", "Shipping Country", "Shipping Amount",
              "Reward Title", "Backing Minimum", "Reward ID", "Pledge Amount", "Pledged At", "Rewards Sent?",
              "Pledged Status", "Notes", "Survey Response", "Shipping Name", "Shipping Address 1",
              "Shipping Address 2", "Shipping City", "Shipping State", "Shipping Postal Code",
              "Shipping Country Name", "Shipping Country Code", "Shipping Phone Number", "Shipping Delivery Notes",
              "What T-shirt size should we send with your reward?",
              "Help us name the stretch-goal blend! Which name do you like best?"]
    sizes_pool = ["M"] * 34 + ["L"] * 18 + ["S"] * 9 + ["XL"] * 8 + ["XXL"] * 3 + [""] * 10
    rng.shuffle(sizes_pool)
    rows = [header]
    ai = 0
    answered_vals = []
    base = dt.datetime(2026, 1, 20, 8, 0)
    for k in range(n_total):
        bn = k + 1
        fn, ln = person(rng)
        country = rng.choice(countries)
        code, ship = cc[country]
        rt, rmin, rid = rng.choices(rewards, weights=[5, 3, 2, 1])[0]
        extra = rng.choice([0, 0, 0, 5, 10])
        pledge = float(rmin.strip("$")) + float(ship.strip("$")) + extra
        t = base + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 29))
        unanswered = k in (9, 23, 37, 44, 58, 66)
        status = "collected"
        if k in (23, 58):
            status = "dropped"
        if k == 44:
            status = "errored"
        if unanswered:
            ans = ""
            size = ""
            survey_at = ""
        else:
            ans = answers[ai]
            ai += 1
            answered_vals.append(ans)
            size = sizes_pool[ai % len(sizes_pool)]
            survey_at = (t + dt.timedelta(days=40, minutes=rng.randint(0, 6000))).strftime("%Y/%m/%d, %H:%M")
        city, st, pc = rng.choice(cities[country])
        rows.append([bn, str(rng.randint(1000000000, 2147483647)), f"{fn} {ln}",
                     f"{fn.lower()}.{ln.lower()}{rng.randint(1, 99)}@example.com", code, ship, rt, rmin, rid,
                     f"${pledge:,.2f}", t.strftime("%Y/%m/%d, %H:%M"), "", status,
                     "Add-on: extra bag" if extra == 10 else "", survey_at,
                     f"{fn} {ln}" if survey_at else "", f"{rng.randint(10, 980)} {rng.choice(['Water', 'Main', 'Elm', 'Harbor', 'Pine'])} St" if survey_at else "",
                     rng.choice(["", "", "Apt 2", "Unit B"]) if survey_at else "", city if survey_at else "",
                     st if survey_at else "", pc if survey_at else "", country if survey_at else "",
                     code if survey_at else "", "", "", size, ans])
    assert ai == n_answered
    text = csv_text(rows, lineterminator="\n")
    write_bytes(name, text.encode("utf-8"))
    scores = tally(answered_vals, cands)
    w = check_margin(scores)
    entry(name, "Kickstarter, project dashboard → Backer report → Export (CSV of all rewards) after the backer survey, a small coffee roaster's campaign",
          "One row per backer: pledge metadata (backer number and UID, e-mail, reward, pledge amounts, pledge status), shipping address columns from the survey, then two survey answers: a T-shirt size and the blend-name question (last column)",
          "From memory (column names of the Kickstarter backer report; not verified). UTF-8 without BOM, LF, comma, minimal quoting; amounts like $64.00, dates '2026/02/14, 18:22'",
          "count of answers to 'Help us name the stretch-goal blend! Which name do you like best?' (backers who did not answer the survey are skipped)",
          cands, scores,
          ["T-shirt size column's top value (M) outnumbers every blend name",
           "Shipping Country and Reward Title have dominant values",
           "numeric Backer UID / Reward ID / amounts columns",
           "unanswered, dropped and errored pledges with empty survey cells"],
          winner=w)


# ---------------------------------------------------------------- 2 Judge.me reviews export
def f_judgeme():
    rng = random.Random(202)
    name = "judgeme_reviews_export_saltbush-soap-co_2026-03-31.csv"
    products = {
        "trial-bar-kakadu-plum": (9912345001, [5] * 14 + [4] * 6 + [3] * 1),
        "trial-bar-wattleseed-oat": (9912345002, [5] * 10 + [4] * 11 + [3] * 5 + [2] * 2 + [1] * 1),
        "trial-bar-lemon-myrtle": (9912345003, [5] * 8 + [4] * 8 + [3] * 5 + [2] * 3),
        "trial-bar-desert-lime": (9912345004, [5] * 4 + [4] * 6 + [3] * 5 + [2] * 2 + [1] * 1),
    }
    recs = []
    for h, (pid, ratings) in products.items():
        for r in ratings:
            recs.append((h, pid, r))
    rng.shuffle(recs)
    while recs[0][0] == "trial-bar-kakadu-plum":
        rng.shuffle(recs)
    titles = {5: ["Obsessed", "Best bar yet", "Keep this one!", "Gorgeous scent"], 4: ["Really nice", "Lovely lather", "Good, would buy"],
              3: ["It's ok", "Nice but faint", "Not sure"], 2: ["Too strong for me", "Dried my skin"], 1: ["Not for me"]}
    bodies = {5: ["Smells like a summer arvo in the bush. Please make it permanent!", "My whole family fights over this one, honestly.",
                  "Creamy lather, lasts ages, scent stays on the skin."],
              4: ["Really nice bar, the scent fades a bit after a week.", "Good lather; a little soft in a wet soap dish, though."],
              3: ["Fine, nothing special. Scent is quite faint.", "OK bar, I prefer your classic oat."],
              2: ["Scent was a bit \"much\" for the shower.", "Left my skin tight, sorry."],
              1: ["Didn't suit me at all."]}
    locs = ["Brisbane, QLD, Australia", "Toowoomba, QLD, Australia", "Sydney, NSW, Australia", "Newcastle, NSW, Australia",
            "Melbourne, VIC, Australia", "Hobart, TAS, Australia", "Perth, WA, Australia", "Auckland, Auckland, New Zealand"]
    header = ["title", "body", "rating", "review_date", "source", "curated", "reviewer_name", "reviewer_email",
              "product_id", "product_handle", "reply", "reply_date", "picture_urls", "ip_address", "location"]
    rows = [header]
    t0 = dt.datetime(2026, 2, 2, 7, 0)
    data = []
    for i, (h, pid, r) in enumerate(recs):
        t = t0 + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 56))
        fn, ln = person(rng)
        body = rng.choice(bodies[r])
        if i == 5:
            body = body + "\n\nP.S. the packaging is 10/10, too."
        reply = ""
        reply_date = ""
        if r <= 2 and rng.random() < 0.7:
            reply = "Thanks for the honest feedback - we've sent you a little something to try instead. Kate @ Saltbush"
            reply_date = (t + dt.timedelta(hours=rng.randint(3, 40))).strftime("%Y-%m-%d %H:%M:%S UTC")
        pics = ""
        if rng.random() < 0.12:
            pics = f"https://judgeme.imgix.net/saltbush-soap-co/{rng.randint(10**9, 10**10 - 1)}/review.jpg"
        data.append((t, [rng.choice(titles[r]), body, r, t.strftime("%Y-%m-%d %H:%M:%S UTC"),
                         rng.choice(["email", "email", "web", "shop_app"]), "ok", f"{fn} {ln[0]}.",
                         f"{fn.lower()}{rng.randint(1, 999)}@example.com.au", pid, h, reply, reply_date, pics,
                         f"{rng.randint(1, 223)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
                         rng.choice(locs)]))
    # Judge.me exports newest first
    data.sort(key=lambda x: x[0], reverse=True)
    rows += [d for _, d in data]
    write_bytes(name, csv_text(rows, lineterminator="\n").encode("utf-8"))
    scores, counts = {}, {}
    for _, d in data:
        scores.setdefault(d[9], []).append(d[2])
    means = {h: round(sum(v) / len(v), 4) for h, v in scores.items()}
    counts = {h: len(v) for h, v in scores.items()}
    assert max(counts, key=counts.get) != max(means, key=means.get)
    w = check_margin(means)
    entry(name, "Judge.me Product Reviews (Shopify app), Judge.me admin → Reviews → Export reviews (CSV), an Australian soap maker's four trial bars",
          "Rating long format: one row per review (title, body, 1–5 rating, date, source, reviewer, product id and handle, reply, pictures, IP, location), newest first",
          "From memory of Judge.me's review export / import CSV columns (title, body, rating, review_date, source, curated, reviewer_name, reviewer_email, product_id, product_handle, reply, reply_date, picture_urls, ip_address, location); a code search found only other apps' layouts. UTF-8, LF; one body with embedded newlines, quoted",
          "mean star rating per product_handle", sorted(means), means,
          ["the most-reviewed product (wattleseed-oat) is not the best rated",
           "rating column with 5 as the most frequent value", "location strings with commas",
           "multi-line quoted review body", "numeric product_id column"],
          winner=w)
    EXPECTED[name]["review_counts"] = counts


# ---------------------------------------------------------------- 3 Delighted NPS export
def f_delighted():
    rng = random.Random(303)
    name = "delighted-survey-responses-2026-04-01.csv"
    cands = ["Maple Pecan Sticky Bun", "Butter Tart Square", "Nanaimo Bar", "Pumpkin Spice Croissant"]
    counts = {"Maple Pecan Sticky Bun": 17, "Butter Tart Square": 24, "Nanaimo Bar": 13, "Pumpkin Spice Croissant": 10}
    ans = votes_from_counts(counts, rng) + [""] * 14
    rng.shuffle(ans)
    while ans[0] in ("Butter Tart Square", ""):
        rng.shuffle(ans)
    locs = ["Queen St W"] * 5 + ["Danforth"] * 2 + ["Leslieville"] * 2 + ["Kitchener"]
    header = ["Response ID", "Score", "Comment", "Response timestamp", "Permalink", "Person ID", "Name", "Email",
              "Delighted Source", "Delighted Country", "Delighted Device Type", "Delighted Operating System",
              "Delighted Browser", "Tags", "Notes", "Location", "Loyalty tier",
              "Which seasonal bake should we bring back this fall?", "Anything else you'd like to tell us?"]
    rows = [header]
    t0 = dt.datetime(2026, 3, 2, 8, 0)
    loc_vals = []
    for i, a in enumerate(ans):
        t = t0 + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 28))
        sc = rng.choices(range(11), weights=[1, 0, 1, 1, 1, 2, 3, 6, 10, 14, 11])[0]
        fn, ln = person(rng)
        loc = locs[rng.randrange(len(locs))] if i % 3 else "Queen St W"
        loc_vals.append(loc)
        rid = 40321000 + rng.randint(0, 99999)
        comment = rng.choice(["", "", "Love the staff at this location!", "Line was long on Saturday, but worth it.",
                              "Coffee could be hotter.", "Best croissants in the city, hands down.",
                              "Please bring back the \"mini\" sizes."])
        tags = "" if sc >= 7 else "follow-up"
        rows.append([str(rid), sc, comment, t.strftime("%Y-%m-%d %H:%M:%S -0400"),
                     f"https://delighted.com/r/{rng.randint(10**11, 10**12 - 1):x}", str(70000000 + rng.randint(0, 999999)),
                     f"{fn} {ln}", f"{fn.lower()}.{ln.lower()}@example.ca", rng.choice(["Email", "Email", "SMS", "Web"]),
                     "CA", rng.choice(["Mobile", "Mobile", "Desktop"]), rng.choice(["iOS", "Android", "Windows", "macOS"]),
                     rng.choice(["Safari", "Chrome", "Mail"]), tags, "", loc, rng.choice(["Gold", "Silver", "Silver", "Bronze"]), a,
                     rng.choice(["", "", "", "More gluten-free please!", "Open earlier on weekends?"])])
    write_bytes(name, csv_text(rows, lineterminator="\r\n").encode("utf-8"))
    scores = tally([r[17] for r in rows[1:]], cands)
    lc = {l: loc_vals.count(l) for l in set(loc_vals)}
    assert max(lc.values()) > max(scores.values())
    w = check_margin(scores)
    entry(name, "Delighted (Qualtrics' NPS tool), project → Responses → Export → CSV, with an additional multiple-choice question, a Toronto bakery-café chain",
          "One row per NPS response: response id, 0–10 score, comment, timestamp, permalink, person id, name, e-mail, Delighted source/country/device/OS/browser, tags, notes, person properties (Location, Loyalty tier), then the additional question and a free-text question",
          "From memory (Delighted response export with person properties and additional-question columns; API schema fields checked via a docs search: score, comment, permalink, created_at, person_properties). UTF-8 without BOM, CRLF",
          "count of answers to 'Which seasonal bake should we bring back this fall?' (blank = not answered)",
          cands, scores,
          ["Score 0–10 column comes first", "Location property's top value (Queen St W) outnumbers every bake",
           "Delighted Country is always CA", "blank answers", "free-text comments with quotes"],
          winner=w)


# ---------------------------------------------------------------- 4 Klaviyo link clicks
def f_klaviyo():
    name = "Name our new pie - vote now (01JQ7X2M4K) - Link activity.csv"
    links = [
        ("Order online", "https://www.thehillpieshop.co.nz/order?utm_source=klaviyo&utm_campaign=pie-vote", 412, 538),
        ("The Flat White Steak", "https://www.thehillpieshop.co.nz/vote?pie=flat-white-steak&utm_source=klaviyo", 141, 152),
        ("Hokey Pokey Custard", "https://www.thehillpieshop.co.nz/vote?pie=hokey-pokey-custard&utm_source=klaviyo", 118, 124),
        ("Pineapple Lump Crumble", "https://www.thehillpieshop.co.nz/vote?pie=pineapple-lump-crumble&utm_source=klaviyo", 96, 101),
        ("Kūmara & Blue Cheese", "https://www.thehillpieshop.co.nz/vote?pie=kumara-blue-cheese&utm_source=klaviyo", 87, 95),
        ("Find a shop", "https://www.thehillpieshop.co.nz/shops", 64, 71),
        ("Instagram", "https://www.instagram.com/thehillpieshop", 22, 23),
        ("View in browser", "https://manage.kmail-lists.com/subscriptions/web-view?a=Xy12Ab&c=01JQ7X2M4K", 17, 19),
        ("Unsubscribe", "https://manage.kmail-lists.com/subscriptions/unsubscribe?a=Xy12Ab&c=01JQ7X2M4K", 9, 9),
    ]
    tot_u = sum(l[2] for l in links)
    tot_t = sum(l[3] for l in links)
    rows = [["Link Text", "URL", "Unique Clicks", "Total Clicks", "% of Unique Clicks"]]
    for lt, url, u, t in links:
        rows.append([lt, url, u, t, f"{100 * u / tot_u:.2f}%"])
    rows.append(["Total", "", tot_u, tot_t, "100.00%"])
    write_bytes(name, b"\xef\xbb\xbf" + csv_text(rows, lineterminator="\r\n").encode("utf-8"))
    cands = [l[0] for l in links if "/vote?" in l[1]]
    scores = {l[0]: l[2] for l in links if "/vote?" in l[1]}
    w = check_margin(scores)
    assert w == check_margin({l[0]: l[3] for l in links if "/vote?" in l[1]})
    entry(name, "Klaviyo (e-mail marketing), campaign report → Link activity → Export CSV, a New Zealand pie shop's 'Name our new pie' vote e-mail with one button per name",
          "Ready-made count table: one row per link in the e-mail (vote buttons plus shop, social, web-view and unsubscribe links), unique and total clicks, percentage, Total row",
          "From memory; Klaviyo's link-activity export layout was not verified. UTF-8 with BOM, CRLF, comma",
          "unique clicks on the four vote links (total clicks agree)", cands, scores,
          ["'Order online' link has the most clicks but is not a candidate",
           "Total row", "percentage column", "non-vote links (Find a shop, Instagram, View in browser, Unsubscribe)",
           "macron in 'Kūmara'"],
          winner=w)


# ---------------------------------------------------------------- 5 Loyverse sales by item (es-AR)
def fmt_ar(x, dec=2):
    s = f"{x:,.{dec}f}"
    return s.replace(",", "#").replace(".", ",").replace("#", ".")


def f_loyverse():
    name = "ventas-por-articulo-2026-03-01-2026-03-31.csv"
    price = 1850.0
    cost = 690.0
    items = [  # name, ref, sold, refunded, discounted units
        ("Alfajor Cordobés de Membrillo (prueba)", "10041", 301, 2, 11),
        ("Alfajor de Maicena y Limón (prueba)", "10042", 338, 8, 20),
        ("Alfajor Patagónico de Frambuesa (prueba)", "10043", 412, 3, 15),
        ("Alfajor Santafesino Triple (prueba)", "10044", 519, 5, 22),
    ]
    header = ["Artículo", "REF", "Categoría", "Artículos vendidos", "Ventas brutas", "Artículos reembolsados",
              "Reembolsos", "Descuentos", "Ventas netas", "Costo de los bienes", "Beneficio bruto", "Margen", "Impuestos"]
    rows = [header]
    scores = {}
    for nm, ref, sold, ref_n, disc_n in items:
        gross = sold * price
        refunds = ref_n * price
        disc = disc_n * price * 0.10
        net = gross - refunds - disc
        cogs = (sold - ref_n) * cost
        profit = net - cogs
        tax = net - net / 1.21
        rows.append([nm, ref, "Alfajores de temporada - votación", sold, fmt_ar(gross), ref_n, fmt_ar(refunds),
                     fmt_ar(disc), fmt_ar(net), fmt_ar(cogs), fmt_ar(profit), fmt_ar(100 * profit / net) + "%", fmt_ar(tax)])
        scores[nm] = sold - ref_n
    write_bytes(name, b"\xef\xbb\xbf" + csv_text(rows, delimiter=";", lineterminator="\r\n").encode("utf-8"))
    w = check_margin(scores)
    gross_scores = {r[0]: r[3] for r in rows[1:]}
    assert max(gross_scores, key=gross_scores.get) == w
    entry(name, "Loyverse POS (back office in Spanish), Informes → Ventas por artículo → Exportar (CSV), an Argentine bakery's 'the best-selling new alfajor stays on the menu' month, filtered to the trial category",
          "Ready-made count table: one row per item with units sold, gross sales, refunded units, refunds, discounts, net sales, cost, profit, margin and tax",
          "From memory (Loyverse 'Sales by item' columns, Spanish labels); separator and number format assumed for an es-AR back office: ';', decimal comma, thousands point. UTF-8 with BOM, CRLF",
          "units sold minus units refunded per item (the bakery's rule: the best seller stays); gross units agree",
          [r[0] for r in rows[1:]], scores,
          ["money columns with thousands points and decimal comma dwarf the unit counts",
           "REF column of numeric codes", "Margen percentages", "same category value on every row"],
          winner=w)


# ---------------------------------------------------------------- 6 Navicat text export, UTF-16LE TSV
def f_navicat():
    rng = random.Random(606)
    name = "votos_marca_cafe_2026.txt"
    cands = ["Café Serrano de Chiapas", "Aroma del Mercado", "Tostado La Cooperativa", "Grano Solidario"]
    counts = {"Grano Solidario": 52, "Aroma del Mercado": 37, "Café Serrano de Chiapas": 31, "Tostado La Cooperativa": 22}
    valid = votes_from_counts(counts, rng)
    while valid[0] == "Grano Solidario":
        rng.shuffle(valid)
    # duplicate submissions (same member voted twice from the app); flagged by the app
    recs = []
    t0 = dt.datetime(2026, 3, 2, 8, 0)
    socio_ids = rng.sample(range(10000, 99999), len(valid))
    for s, op in zip(socio_ids, valid):
        recs.append([s, op, "valido"])
    dups = []
    for k in range(12):
        s, op, _ = recs[rng.randrange(len(recs))]
        op2 = "Aroma del Mercado" if k < 9 else op
        dups.append([s, op2, "duplicado"])
    allr = recs + dups
    rng.shuffle(allr)
    suc = ["Centro"] * 5 + ["Las Ánimas"] * 2 + ["Xalapa Norte"] * 2 + ["Coatepec"]
    lines = ["id_voto\tid_socio\tsucursal\topcion\tcanal\testatus\tfecha_hora"]
    times = sorted(t0 + dt.timedelta(seconds=rng.randint(0, 86400 * 20)) for _ in allr)
    suc_vals = []
    for i, (s, op, st) in enumerate(allr):
        sc = rng.choice(suc)
        suc_vals.append(sc)
        canal = rng.choice(["app", "app", "app", "caja", "web"])
        lines.append(f"{i + 1}\t{s}\t\"{sc}\"\t\"{op}\"\t\"{canal}\"\t\"{st}\"\t{times[i].strftime('%Y-%m-%d %H:%M:%S')}")
    text = "\r\n".join(lines) + "\r\n"
    write_bytes(name, b"\xff\xfe" + text.encode("utf-16-le"))
    scores = tally([op for _, op, st in allr if st == "valido"], cands)
    raw = tally([op for _, op, st in allr], cands)
    assert max(raw, key=raw.get) == max(scores, key=scores.get)
    assert max(suc_vals.count(x) for x in set(suc_vals)) > max(scores.values())
    w = check_margin(scores)
    entry(name, "Navicat for MySQL, table 'votos_marca' of a consumer co-operative's loyalty app → Export Wizard → Text file (.txt), field delimiter TAB, text qualifier \", encoding 'Unicode' (a Mexican supermarket co-operative naming its own-brand coffee)",
          "Long format: one row per vote (vote id, member id, branch, option, channel, status, timestamp); duplicate submissions flagged 'duplicado'",
          "From memory (Navicat Export Wizard text options: delimiter, text qualifier on string fields only, include column titles, encoding). UTF-16 LE with BOM, CRLF, TAB",
          "count of rows with estatus 'valido' per opcion (duplicates excluded; counting them does not change the winner)",
          cands, scores,
          ["sucursal column's top value (Centro) outnumbers every option", "numeric id_voto / id_socio columns",
           "duplicate rows flagged 'duplicado'", "canal column dominated by 'app'", "UTF-16 with quoted strings"],
          winner=w)
    EXPECTED[name]["scores_including_duplicates"] = raw


# ---------------------------------------------------------------- 7 Zoho Analytics pivot → xlsx (pt-BR)
def f_zoho():
    name = "Votação sabor de verão 2026 - votos por região.xlsx"
    cands = ["Cupuaçu Cremoso", "Tapioca & Coco", "Morango Silvestre", "Pitaya Rosa"]
    regions = ["Norte", "Nordeste", "Centro-Oeste", "Sudeste", "Sul"]
    table = {  # region -> votes per candidate (franchise units)
        "Norte": [9, 3, 4, 2],
        "Nordeste": [12, 18, 9, 7],
        "Centro-Oeste": [8, 6, 7, 5],
        "Sudeste": [26, 39, 30, 22],
        "Sul": [9, 16, 14, 11],
    }
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Votos por Região"
    ws["A1"] = "Votação sabor de verão 2026 – franqueados Açaí da Vila"
    ws["A1"].font = Font(bold=True, size=13)
    ws["A2"] = "Filtros: Status do voto = Válido; Período = 02/02/2026 a 27/02/2026"
    ws.append([])
    ws.append(["Região"] + cands + ["Total"])
    for c in ws[4]:
        c.font = Font(bold=True)
    for r in regions:
        vals = table[r]
        ws.append([r] + vals + [sum(vals)])
    tots = [sum(table[r][i] for r in regions) for i in range(len(cands))]
    ws.append(["Total"] + tots + [sum(tots)])
    for c in ws[ws.max_row]:
        c.font = Font(bold=True)
    ws.column_dimensions["A"].width = 16
    wb.properties.creator = "Zoho Analytics"
    save_xlsx(wb, name)
    scores = dict(zip(cands, tots))
    assert max(sum(v) for v in table.values()) > max(tots)
    w = check_margin(scores)
    entry(name, "Zoho Analytics (Portuguese UI), pivot view 'Votos por região' → Exportar → Excel (.xlsx), a Brazilian açaí franchise network's vote (one vote per franchise unit) on its summer flavour",
          "Results by unit: title and filter lines, then a pivot with regions as rows and candidates as columns, a Total column and a Total row",
          "From memory (Zoho Analytics pivot export with the view title above the table); not verified. One sheet",
          "sum of votes over regions per flavour (the Total row)", cands, scores,
          ["Sudeste's row total exceeds every flavour's total", "Total column and Total row",
           "title and filter lines above the header", "winner is not the first candidate column"],
          winner=w)


# ---------------------------------------------------------------- 8 ReviewPro survey export (es-ES), summary first
def f_reviewpro():
    rng = random.Random(808)
    name = "ReviewPro_Encuestas_Hoteles_Brisa_del_Sur_feb-mar_2026.xlsx"
    cands = ["Brunch mediterráneo", "Desayuno andaluz (tostadas, aceite y tomate)", "Rincón de zumos y bowls",
             "Desayuno inglés completo"]
    counts = {cands[0]: 31, cands[1]: 38, cands[2]: 20, cands[3]: 11}
    ans = votes_from_counts(counts, rng) + [""] * 12
    rng.shuffle(ans)
    while ans[0] in (cands[1], ""):
        rng.shuffle(ans)
    hotels = ["Brisa del Sur Málaga", "Brisa del Sur Marbella", "Brisa del Sur Nerja"]
    paises = ["Reino Unido"] * 9 + ["España"] * 4 + ["Alemania"] * 2 + ["Países Bajos"] * 2 + ["Irlanda", "Francia", "Suecia"]
    rows = []
    t0 = dt.datetime(2026, 2, 1)
    for i, a in enumerate(ans):
        h = hotels[0] if i % 2 == 0 else rng.choice(hotels)
        pais = paises[rng.randrange(len(paises))] if i % 4 else "Reino Unido"
        idioma = "Español" if pais == "España" else ("Inglés" if pais in ("Reino Unido", "Irlanda", "Suecia", "Países Bajos") else rng.choice(["Inglés", "Alemán" if pais == "Alemania" else "Francés"]))
        salida = t0 + dt.timedelta(days=rng.randint(0, 55))
        resp = salida + dt.timedelta(days=rng.randint(1, 6), hours=rng.randint(7, 22), minutes=rng.randint(0, 59))
        glob = rng.choices([1, 2, 3, 4, 5], weights=[1, 2, 6, 18, 20])[0]
        nps = min(10, max(0, glob * 2 + rng.choice([-2, -1, 0, 0])))
        rows.append([f"RP-{2604100 + i * 7}", h, f"BKS{rng.randint(100000, 999999)}", salida.date(), resp, idioma, pais,
                     rng.choice(["Ocio", "Ocio", "Ocio", "Negocios", "Familia"]), glob, nps, a,
                     rng.choice(["", "", "", "Personal muy amable, volveremos.", "La piscina estaba demasiado llena.",
                                 "Great location, breakfast a bit repetitive."])])
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Resumen"
    ws["A1"] = "ReviewPro · Guest Satisfaction Surveys — Exportación de respuestas"
    ws["A1"].font = Font(bold=True, size=13)
    meta = [("Cadena", "Hoteles Brisa del Sur"), ("Encuesta", "Post-estancia 2026 (ES/EN/DE/FR)"),
            ("Periodo", "01/02/2026 – 31/03/2026"), ("Establecimientos", ", ".join(hotels)),
            ("Respuestas", len(rows)), ("Generado", "01/04/2026 09:00")]
    for i, (k, v) in enumerate(meta, start=3):
        ws.cell(i, 1, k).font = Font(bold=True)
        ws.cell(i, 2, v)
    r0 = 3 + len(meta) + 1
    ws.cell(r0, 1, "Establecimiento").font = Font(bold=True)
    ws.cell(r0, 2, "Respuestas").font = Font(bold=True)
    ws.cell(r0, 3, "Satisfacción global media (1-5)").font = Font(bold=True)
    ws.cell(r0, 4, "NPS").font = Font(bold=True)
    for j, h in enumerate(hotels, start=1):
        hr = [r for r in rows if r[1] == h]
        prom = sum(1 for r in hr if r[9] >= 9)
        det = sum(1 for r in hr if r[9] <= 6)
        ws.cell(r0 + j, 1, h)
        ws.cell(r0 + j, 2, len(hr))
        c = ws.cell(r0 + j, 3, round(sum(r[8] for r in hr) / len(hr), 2))
        c.number_format = "0.00"
        ws.cell(r0 + j, 4, round(100 * (prom - det) / len(hr)))
    ws.cell(r0 + len(hotels) + 2, 1, "Las respuestas individuales están en la hoja 'Respuestas'.")
    ws.column_dimensions["A"].width = 28
    ws2 = wb.create_sheet("Respuestas")
    hdr = ["ID respuesta", "Establecimiento", "Nº reserva", "Fecha de salida", "Fecha de respuesta", "Idioma",
           "País de residencia", "Tipo de viaje", "Satisfacción global (1-5)", "Probabilidad de recomendar (0-10)",
           "¿Qué nuevo desayuno temático le gustaría encontrar en su próxima estancia?", "Comentarios"]
    ws2.append(hdr)
    for c in ws2[1]:
        c.font = Font(bold=True)
    for r in rows:
        ws2.append(r)
        ws2.cell(ws2.max_row, 4).number_format = "dd/mm/yyyy"
        ws2.cell(ws2.max_row, 5).number_format = "dd/mm/yyyy hh:mm"
    wb.properties.creator = "ReviewPro"
    save_xlsx(wb, name)
    scores = tally([r[10] for r in rows], cands)
    pc = {p: sum(1 for r in rows if r[6] == p) for p in set(r[6] for r in rows)}
    assert max(pc.values()) > max(scores.values())
    w = check_margin(scores)
    entry(name, "ReviewPro (Shiji) Guest Satisfaction Surveys, Encuestas → Respuestas → Exportar a Excel, Spanish UI, a three-hotel Costa del Sol group's post-stay survey",
          "Workbook: 'Resumen' summary sheet first (title, metadata, per-hotel counts, mean satisfaction, NPS), then 'Respuestas' with one row per response: id, hotel, booking no., dates, language, country, trip type, two scores, the breakfast question, comments",
          "From memory (ReviewPro survey export; sheet names and columns not verified). Real date cells with dd/mm/yyyy formats",
          "count of answers to '¿Qué nuevo desayuno temático le gustaría encontrar en su próxima estancia?' on sheet 'Respuestas' (blank = not answered)",
          cands, scores,
          ["summary sheet first with per-hotel counts and NPS", "País de residencia's top value (Reino Unido) outnumbers every option",
           "two numeric score columns before the question", "winning label contains commas and parentheses",
           "Establecimiento and Tipo de viaje columns with dominant values"],
          winner=w)


# ---------------------------------------------------------------- 9 Crystal Reports paginated text (es-ES), cp1252
def f_crystal():
    name = "ESCRUTINIO_ASAMBLEA_2026.txt"
    cands = ["Candidatura 1 – Olivar Vivo", "Candidatura 2 – Unidad Cooperativa", "Candidatura 3 – Renovación y Futuro"]
    secs = ["Sec.1 Baena", "Sec.2 Luque", "Sec.3 Zuheros", "Sec.4 Doña Mencía"]
    votes = {
        cands[0]: [402, 118, 61, 190],
        cands[1]: [455, 171, 58, 244],
        cands[2]: [212, 96, 40, 101],
    }
    blanco = [38, 12, 5, 17]
    nulos = [21, 6, 2, 9]
    censo = [1402, 488, 201, 679]

    def n(x):
        return f"{x:,}".replace(",", ".")

    W = 134
    lines = []
    lines.append("SOCIEDAD COOPERATIVA ANDALUZA OLIVARERA NTRA. SRA. DE LA SUBBÉTICA".ljust(90) + "Fecha: 14/03/2026")
    lines.append("Asamblea General Ordinaria – Elección del Consejo Rector".ljust(90) + "Hora:  21:47")
    lines.append("ACTA DE ESCRUTINIO POR SECCIONES".ljust(90) + "Página 1 de 2")
    lines.append("")
    lines.append("-" * W)
    head = "Candidatura".ljust(40) + "".join(s.rjust(18) for s in secs) + "TOTAL".rjust(10) + "% s/vál.".rjust(12)
    lines.append(head)
    lines.append("-" * W)
    validos_sec = [sum(votes[c][i] for c in cands) + blanco[i] for i in range(4)]
    tot_valid = sum(validos_sec)

    def row(label, vals, pct=True):
        t = sum(vals)
        p = (f"{100 * t / tot_valid:.2f}".replace(".", ",") + " %") if pct else ""
        return label.ljust(40) + "".join(n(v).rjust(18) for v in vals) + n(t).rjust(10) + p.rjust(12)

    for c in cands:
        lines.append(row(c, votes[c]))
    lines.append(row("Votos en blanco", blanco))
    lines.append("-" * W)
    lines.append(row("Votos válidos", validos_sec))
    lines.append(row("Votos nulos", nulos, pct=False))
    emit = [validos_sec[i] + nulos[i] for i in range(4)]
    lines.append(row("Total votos emitidos", emit, pct=False))
    lines.append(row("Socios con derecho a voto", censo, pct=False))
    lines.append("=" * W)
    lines.append("")
    lines.append("Incluye votos delegados y voto por correo recibidos hasta el 13/03/2026.")
    page1 = "\r\n".join(lines) + "\r\n"
    l2 = []
    l2.append("SOCIEDAD COOPERATIVA ANDALUZA OLIVARERA NTRA. SRA. DE LA SUBBÉTICA".ljust(90) + "Fecha: 14/03/2026")
    l2.append("Asamblea General Ordinaria – Elección del Consejo Rector".ljust(90) + "Hora:  21:47")
    l2.append("ACTA DE ESCRUTINIO POR SECCIONES".ljust(90) + "Página 2 de 2")
    l2.append("")
    l2.append("Observaciones de la Mesa:")
    l2.append("  1. En la Sec.3 Zuheros se anula una papeleta por contener dos candidaturas marcadas.")
    l2.append("  2. Los porcentajes se calculan sobre votos válidos (candidaturas + blanco), art. 18 de los Estatutos.")
    l2.append("")
    l2.append("El Presidente de la Mesa            El Secretario                 Interventor/a")
    page2 = "\r\n".join(l2) + "\r\n"
    text = page1 + "\f" + page2
    write_bytes(name, text.encode("cp1252"))
    scores = {c: sum(v) for c, v in votes.items()}
    w = check_margin(scores)
    entry(name, "SAP Crystal Reports (Spanish, report in the co-operative's management software), Exportar → Texto paginado (.txt), an Andalusian olive-oil co-operative's general-assembly election of its governing council",
          "Results by unit: candidacies as rows, four sections as columns, TOTAL and % columns; blank, valid, null, cast-vote and roll rows; two pages separated by a form feed, title block and footnotes",
          "From memory (Crystal Reports 'Paginated Text' export: fixed-width lines, page header repeated, form feed between pages). Windows-1252, CRLF, thousands point, decimal comma",
          "sum of votes over sections per candidacy (TOTAL column)", cands, scores,
          ["Votos válidos / Total votos emitidos / Socios con derecho a voto rows exceed every candidacy",
           "Votos en blanco row", "percentage column with decimal comma", "thousands points (1.234)",
           "form feed and repeated page header", "en dash (0x96) in the labels"],
          winner=w)


# ---------------------------------------------------------------- 10 EmEditor Shift_JIS TSV ranking
def f_emeditor():
    rng = random.Random(1010)
    name = "新商品ネーミング投票_2026年3月.txt"
    cands = ["さくらあんパン", "マンジョッカ・ドーナツ", "ゴイアバーダ大福", "ミーリョ・ボーロ"]
    weights = {"ゴイアバーダ大福": 10, "さくらあんパン": 7, "マンジョッカ・ドーナツ": 5, "ミーリョ・ボーロ": 3}
    branches = ["リベルダーデ"] * 6 + ["ピニェイロス"] * 2 + ["サントアマーロ"] * 2 + ["モジ・ダス・クルーゼス"]
    for seed_try in range(200):
        r2 = random.Random(1010 + seed_try)
        ballots = []
        for i in range(64):
            pool = list(cands)
            order = []
            while pool:
                c = r2.choices(pool, weights=[weights[p] for p in pool])[0]
                order.append(c)
                pool.remove(c)
            k = r2.choice([3, 3, 3, 2, 1])
            ballots.append(order[:k])
        borda = {c: 0 for c in cands}
        first = {c: 0 for c in cands}
        for b in ballots:
            for pos, c in enumerate(b):
                borda[c] += len(cands) - 1 - pos
            first[b[0]] += 1
        try:
            wb_ = check_margin(borda)
            wf = check_margin(first)
        except AssertionError:
            continue
        if wb_ == wf and ballots[0][0] != wb_:
            break
    else:
        raise SystemExit("no seed")
    lines = ["新商品ネーミング投票　集計用（日系パン協同組合 リベルダーデ／サンパウロ）　2026年3月",
             "※投票用紙から手入力。第3希望まで記入可、空欄は記入なし。",
             "",
             "\t".join(["受付番号", "支部", "会員区分", "第1希望", "第2希望", "第3希望", "備考"])]
    branch_vals = []
    for i, b in enumerate(ballots):
        br = branches[rng.randrange(len(branches))] if i % 3 else "リベルダーデ"
        branch_vals.append(br)
        kubun = rng.choice(["正会員", "正会員", "正会員", "準会員"])
        cells = b + [""] * (3 - len(b))
        note = rng.choice(["", "", "", "", "代理投票", "記入漏れあり"])
        lines.append("\t".join([f"{i + 1:03d}", br, kubun] + cells + [note]))
    text = "\r\n".join(lines) + "\r\n"
    write_bytes(name, text.encode("cp932"))
    assert max(branch_vals.count(x) for x in set(branch_vals)) > max(first.values())
    entry(name, "EmEditor (Japanese text editor, Windows), a Japanese-Brazilian bakery co-operative in São Paulo transcribing paper ballots by hand as tab-separated text, saved with encoding 'Japanese (Shift_JIS)'",
          "Ranking: title and note lines, then one row per ballot with branch and membership class, then 第1希望/第2希望/第3希望 (1st/2nd/3rd choice) columns; partial rankings",
          "From memory (EmEditor saves in the chosen encoding; Shift_JIS = cp932 with CRLF on Windows)",
          "Borda n−rank with n = 4 candidates (1st = 3, 2nd = 2, 3rd = 1, unranked = 0); first preferences agree",
          cands, borda,
          ["支部 column's top value (リベルダーデ) outnumbers every first-preference count",
           "会員区分 column dominated by 正会員", "title/note lines before the header", "partial ballots with empty cells",
           "Shift_JIS (cp932) encoding"],
          winner=wb_)
    EXPECTED[name]["first_preferences"] = first


# ---------------------------------------------------------------- 11 e-leiloes.pt bid list (ISO-8859-15)
def eur_pt(x):
    s = f"{x:,.2f}".replace(",", "\u00a0").replace(".", ",")
    return s + "\u00a0€"


def f_eleiloes():
    name = "e-leiloes LO1187452026 licitacoes.txt"
    # (bidder, amount, state) in chronological order
    seq = [
        ("L****81", 6800, "Válida"), ("L****19", 7000, "Válida"), ("L****81", 7200, "Válida"),
        ("L****19", 8000, "Válida"), ("L****64", 8500, "Válida"), ("L****19", 9000, "Válida"),
        ("L****64", 9500, "Válida"), ("L****08", 10000, "Válida"), ("L****64", 10800, "Válida"),
        ("L****73", 11400, "Válida"), ("L****08", 11800, "Válida"), ("L****73", 12000, "Válida"),
        ("L****08", 12700, "Anulada"), ("L****08", 12900, "Válida"), ("L****73", 13200, "Válida"),
        ("L****64", 13600, "Válida"), ("L****27", 14000, "Válida"), ("L****19", 14500, "Anulada"),
    ]
    t0 = dt.datetime(2026, 3, 9, 10, 0)
    rng = random.Random(1111)
    times = []
    t = t0
    for _ in seq:
        t = t + dt.timedelta(minutes=rng.randint(40, 900))
        times.append(t)
    lines = ["e-leilões", "Leilão LO1187452026", "Equipamento de padaria: forno rotativo a gás, amassadeira espiral e câmara de fermentação",
             "Processo n.º 2211/24.8T8VNG - Agente de Execução: Dra. Marta Figueiredo",
             f"Valor base: {eur_pt(8000)}    Valor de abertura: {eur_pt(6800)}    Valor mínimo: {eur_pt(6800)}",
             "Data de fim: 23/03/2026 18:00", "", "Licitações", "", "Licitante\tValor\tData\tEstado"]
    for (b, a, st), tt in reversed(list(zip(seq, times))):
        lines.append(f"{b}\t{eur_pt(a)}\t{tt.strftime('%d/%m/%Y %H:%M:%S')}\t{st}")
    lines += ["", f"Total de licitações: {len(seq)}", "As licitações anuladas não são consideradas."]
    text = "\n".join(lines) + "\n"
    write_bytes(name, text.encode("iso-8859-15"))
    valid = [(b, a) for b, a, st in seq if st == "Válida"]
    highest = {}
    for b, a in valid:
        highest[b] = max(highest.get(b, 0), a)
    amounts = sorted(set(a for _, a in valid))
    rev = {eur_pt(a): a * sum(1 for h in highest.values() if h >= a) for a in amounts}
    w = check_margin(rev)
    entry(name, "e-leilões (e-leiloes.pt, Portuguese enforcement-agents' online auction platform), closed lot → 'Licitações' list selected in Firefox, pasted into Pluma (MATE text editor) and saved as 'Western (ISO-8859-15)', a bankrupt bakery's equipment",
          "Bid list under title lines (lot, case, base/opening/minimum value, end date): bidder code, amount, date, state, newest first; several bids per bidder; two cancelled ('Anulada') bids; footer lines",
          "From memory (e-leilões shows anonymised bidder codes and bid states; not verified). ISO-8859-15 (€ = 0xA4), LF, TAB between cells, amounts in pt-PT style with no-break spaces: 12 900,00 €",
          "posted price: the valid bid amount b maximising b × number of bidders whose highest valid bid ≥ b (cancelled bids ignored)",
          [eur_pt(a) for a in amounts], rev,
          ["cancelled top bid 14 500,00 € (Anulada)", "cancelled bid 12 700,00 €", "several bids per bidder",
           "no-break spaces as thousands separator and before €", "base / opening / minimum values in the title block",
           "'Total de licitações' footer"],
          winner=w)


# ---------------------------------------------------------------- 12 NeedToMeet scheduling poll
def f_needtomeet():
    name = "NeedToMeet - FAC Q2 in-person meeting - results.csv"
    slots = ["Tue Apr 14, 2026 9:00 AM - 12:00 PM", "Tue Apr 14, 2026 1:00 PM - 4:00 PM",
             "Wed Apr 15, 2026 9:00 AM - 12:00 PM", "Thu Apr 16, 2026 9:00 AM - 12:00 PM",
             "Thu Apr 16, 2026 1:00 PM - 4:00 PM", "Fri Apr 17, 2026 9:00 AM - 12:00 PM"]
    people = ["Dana Whitfield (Boise #112)", "Marco Ruiz (Pueblo #087)", "Keisha Grant (Denver #004)",
              "Tom Lindqvist (Fort Collins #031)", "Priya Raman (Boulder #019)", "Walt Kowalski (Cheyenne #140)",
              "Rosa Delgado (Albuquerque #066)", "Jen O'Brien (Billings #122)", "Sam Okafor (Aurora #058)",
              "Linh Tran (Salt Lake City #093)", "Greg Hoffman (Casper #151)", "Amy Chen (Colorado Springs #010)",
              "Luis Ortega (Santa Fe #077)", "Beth Sorensen (Bozeman #133)"]
    Y, M, N = "Yes", "If need be", "No"
    rng = random.Random(1212)
    target = [  # per slot: (yes, maybe)
        (6, 3), (5, 2), (10, 2), (7, 4), (4, 5), (3, 2)]
    grid = {p: [""] * len(slots) for p in people}
    for j, (y, m) in enumerate(target):
        ppl = people[:]
        rng.shuffle(ppl)
        for p in ppl[:y]:
            grid[p][j] = Y
        for p in ppl[y:y + m]:
            grid[p][j] = M
        for p in ppl[y + m:]:
            grid[p][j] = N
    grid["Greg Hoffman (Casper #151)"] = [""] * len(slots)  # invited, no answer
    rows = [["Meeting:", "Franchisee Advisory Council - Q2 in-person meeting (Front Range Frozen Yogurt Co.)"],
            ["Organizer:", "franchise.support@example.com"],
            ["Location:", "Denver support center, Conference Room B"], [],
            ["Participant"] + slots]
    for p in people:
        rows.append([p] + grid[p])
    yes = [sum(1 for p in people if grid[p][j] == Y) for j in range(len(slots))]
    may = [sum(1 for p in people if grid[p][j] == M) for j in range(len(slots))]
    rows.append([])
    rows.append(["Total Yes"] + yes)
    rows.append(["Total If need be"] + may)
    write_bytes(name, csv_text(rows, lineterminator="\n").encode("utf-8"))
    scores = {s: yes[j] + 0.5 * may[j] for j, s in enumerate(slots)}
    w = check_margin(scores)
    for wt in (0, 0.25, 0.5, 0.75, 1):
        assert check_margin({s: yes[j] + wt * may[j] for j, s in enumerate(slots)}) == w
    entry(name, "NeedToMeet (needtomeet.com meeting scheduler), meeting results page → Export to CSV, a US frozen-yogurt franchise's advisory-council meeting",
          "Scheduling poll: 'Meeting:/Organizer:/Location:' lines, blank line, participants as rows and time slots as columns with Yes / If need be / No (one invitee blank), then 'Total Yes' and 'Total If need be' rows",
          "From memory; not verified against a real NeedToMeet export. UTF-8, LF, comma",
          "yes = 1, if need be = 0.5 per slot (same winner for any weight 0–1)", slots, scores,
          ["title lines before the header", "Total Yes / Total If need be rows", "participant labels with store numbers",
           "a participant with no answers"],
          winner=w)


# ---------------------------------------------------------------- 13 Tripetto (ask: two questions)
def f_tripetto():
    rng = random.Random(1313)
    name = "tripetto-export-encuesta-nueva-ipa-cooperativa-cervecera-del-maule.csv"
    q1 = "¿Qué nombre prefieres para la nueva IPA?"
    q2 = "¿Qué diseño de etiqueta prefieres para la lata?"
    c1 = ["Lluvia del Maule", "Roble Negro", "Cordillera Hop", "Huemul"]
    c2 = ["Etiqueta A – Tipográfica", "Etiqueta B – Ilustración del río", "Etiqueta C – Grabado de huemul"]
    a1 = votes_from_counts({"Roble Negro": 24, "Lluvia del Maule": 34, "Cordillera Hop": 19, "Huemul": 13}, rng)
    a2 = votes_from_counts({c2[0]: 26, c2[1]: 38, c2[2]: 26}, rng)
    while a1[0] == "Lluvia del Maule" or a2[0] == c2[1]:
        rng.shuffle(a1)
        rng.shuffle(a2)
    comunas = ["Talca"] * 6 + ["Curicó"] * 2 + ["Linares"] * 2 + ["Constitución", "San Javier"]
    header = ["Index", "Fecha", "¿Eres socio/a de la cooperativa?", "Comuna", q1, q2, "Comentarios", "Tripetto ID", "Fingerprint"]
    rows = [header]
    t0 = dt.datetime(2026, 3, 3, 9, 0)
    com_vals = []
    for i in range(len(a1)):
        t = t0 + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 12))
        com = comunas[rng.randrange(len(comunas))] if i % 2 else "Talca"
        com_vals.append(com)
        rows.append([i + 1, t.strftime("%Y-%m-%dT%H:%M:%S.000Z"), "Sí" if rng.random() < 0.87 else "No", com,
                     a1[i], a2[i], rng.choice(["", "", "", "¡Salud!", "Que sea más amarga, porfa", "Me encanta la idea del río"]),
                     "".join(rng.choice("0123456789abcdef") for _ in range(24)),
                     "".join(rng.choice("0123456789abcdef") for _ in range(64))])
    write_bytes(name, csv_text(rows, lineterminator="\n").encode("utf-8"))
    s1 = tally(a1, c1)
    s2 = tally(a2, c2)
    w1 = check_margin(s1)
    w2 = check_margin(s2)
    assert max(com_vals.count(x) for x in set(com_vals)) > max(max(s1.values()), max(s2.values()))
    entry(name, "Tripetto (form builder), form → Results → Export to CSV, a Chilean craft-brewery co-operative's members' survey on its new IPA",
          "Multi-question survey: index, date, member yes/no, comuna, then two single-choice questions of equal standing (beer name, can label), comments, Tripetto id and fingerprint",
          "From memory (Tripetto CSV: one column per block plus ids/fingerprint; column order not verified). UTF-8, LF, comma",
          "count of answers per question", {q1: c1, q2: c2}, {q1: s1, q2: s2},
          ["Comuna's top value (Talca) outnumbers every option", "socio/a column dominated by 'Sí'",
           "two choice questions with different winners"],
          answer="ask", winner=None, acceptable={q1: w1, q2: w2},
          ask_because="The survey asks two choice questions of equal standing (the IPA's name and the can label); nothing marks one as the vote.")


# ---------------------------------------------------------------- 14 EventMobi polls workbook (ask)
def f_eventmobi():
    rng = random.Random(1414)
    name = "EventMobi_Poll_Results_GLPC_Franchise_Convention_2026.xlsx"
    polls = [
        ("LTO Pizza Poll", "Which limited-time pizza should launch system-wide this fall?",
         {"Butter Chicken Pizza": 31, "Poutine Pizza": 22, "Maple Bacon Brussels": 14, "Hot Honey Pepperoni": 19}),
        ("LTO Dessert Poll", "Which limited-time dessert should launch system-wide this winter?",
         {"Nanaimo Bar Cheesecake": 18, "Cinnamon Bun Bites": 33, "Saskatoon Berry Crumble": 25}),
    ]
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    cand_obj, score_obj, acc = {}, {}, {}
    for sheet, q, counts in polls:
        ans = votes_from_counts(counts, rng)
        ws = wb.create_sheet(sheet)
        ws.append(["Poll", q])
        ws.append(["Session", "Menu Innovation Town Hall (Ballroom A) — Great Lakes Pizza Co. Franchise Convention 2026"])
        ws.append(["Responses", len(ans)])
        ws.append([])
        ws.append(["First Name", "Last Name", "Email", "Company", "Attendee Group", "Response", "Response Time"])
        for c in ws[5]:
            c.font = Font(bold=True)
        t0 = dt.datetime(2026, 2, 25, 10, 5)
        for a in ans:
            fn, ln = person(rng)
            city = rng.choice(["Barrie ON", "Sudbury ON", "Windsor ON", "London ON", "Thunder Bay ON", "Sarnia ON", "Kingston ON"])
            grp = "Franchisee" if rng.random() < 0.85 else "Area Developer"
            ws.append([fn, ln, f"{fn.lower()}.{ln.lower()}@example.ca", f"GLP Franchise #{rng.randint(100, 499):04d} ({city})",
                       grp, a, t0 + dt.timedelta(seconds=rng.randint(0, 420))])
            ws.cell(ws.max_row, 7).number_format = "yyyy-mm-dd hh:mm:ss"
        ws.column_dimensions["A"].width = 14
        sc = tally(ans, list(counts))
        cand_obj[sheet] = list(counts)
        score_obj[sheet] = sc
        acc[sheet] = check_margin(sc)
    wb.properties.creator = "EventMobi"
    save_xlsx(wb, name)
    entry(name, "EventMobi (event app platform, Canada), Experience Manager → Polls → Export results (Excel), a pizza franchise's convention town hall with two polls",
          "Workbook with one sheet per poll: poll question, session and response-count lines, blank row, then one row per response (attendee name, e-mail, company, group, response, time)",
          "From memory (EventMobi poll export; sheet and column names not verified). Real datetime cells",
          "count of responses per sheet", cand_obj, score_obj,
          ["'Attendee Group' dominated by 'Franchisee'", "title lines above the header on each sheet",
           "two polls of equal standing with different winners"],
          answer="ask", winner=None, acceptable=acc,
          ask_because="The workbook holds two polls of equal standing (fall pizza and winter dessert) on two sheets; nothing marks one as the decision asked for.")


# ---------------------------------------------------------------- 15 Pointerpro → Excel (it-IT) CSV cp1252, one column per option
def f_pointerpro():
    rng = random.Random(1515)
    name = "Pointerpro_risposte_Natale_in_Centro_2026.csv"
    opts = ["Pista di pattinaggio", "Mercatino artigiano", "Luminarie artistiche", "Navetta gratuita", "Concerti in piazza"]
    target = {"Pista di pattinaggio": 26, "Mercatino artigiano": 39, "Luminarie artistiche": 48, "Navetta gratuita": 30,
              "Concerti in piazza": 22}
    n = 72
    for tr in range(500):
        r2 = random.Random(1515 + tr)
        sel = [set() for _ in range(n)]
        ok = True
        for o in sorted(opts, key=lambda o: -target[o]):
            cand_rows = [i for i in range(n) if len(sel[i]) < 3]
            if len(cand_rows) < target[o]:
                ok = False
                break
            cand_rows.sort(key=lambda i: (len(sel[i]), r2.random()))
            for i in cand_rows[:target[o]]:
                sel[i].add(o)
        if ok:
            break
    settori = ["Ristorazione e bar"] * 5 + ["Abbigliamento"] * 3 + ["Alimentari"] * 2 + ["Artigianato", "Servizi"]
    zone = ["Piazza Sant'Oronzo", "Via Palmieri", "Via Trinchese", "Porta Napoli", "Via Libertini"]
    q = "Quali iniziative dovrebbe finanziare il Consorzio per il Natale 2026? (max 3)"
    header = ["ID risposta", "Data", "Ora", "Lingua", "Settore merceologico", "Zona", "Anni di attività"] + \
             [f"{q} [{o}]" for o in opts] + ["Altri suggerimenti"]
    rows = [header]
    t0 = dt.datetime(2026, 3, 9, 9, 0)
    sett_vals = []
    for i in range(n):
        t = t0 + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 14))
        s = settori[rng.randrange(len(settori))] if i % 2 else "Ristorazione e bar"
        sett_vals.append(s)
        rows.append([f"{5128400 + i * 3}", t.strftime("%d/%m/%Y"), t.strftime("%H:%M"), "Italiano", s, rng.choice(zone),
                     rng.choice(["meno di 2", "2-5", "6-10", "più di 10", "più di 10"])] +
                    [o if o in sel[i] else "" for o in opts] +
                    [rng.choice(["", "", "", "Più parcheggi la domenica", "Apertura serale coordinata fino alle 22",
                                 "Sì alle luminarie, ma a led"])])
    write_bytes(name, csv_text(rows, delimiter=";", lineterminator="\r\n").encode("cp1252"))
    scores = {o: sum(1 for r in rows[1:] if r[7 + k] == o) for k, o in enumerate(opts)}
    assert scores == target
    assert max(sett_vals.count(x) for x in set(sett_vals)) > max(scores.values())
    w = check_margin(scores)
    entry(name, "Pointerpro (formerly Survey Anyplace), survey → Results → Export responses, opened in Microsoft Excel (Italian) and saved as 'CSV (delimitato dal separatore di elenco)', a town-centre shopkeepers' consortium in Lecce",
          "Multi-select as one column per option ('Question [Option]' headers, the option's own name in the cell when ticked), after id, date, time, language, sector, zone and years-in-business columns",
          "From memory (per-option columns of a multi-select export; not verified). Windows-1252, ';', CRLF, dd/mm/yyyy dates",
          "approvals: number of respondents who ticked each option", opts, scores,
          ["Settore merceologico's top value (Ristorazione e bar) outnumbers every option",
           "ID risposta numeric column", "option names inside the cells", "empty cells for unticked options"],
          winner=w)


def main():
    for f in (f_kickstarter, f_judgeme, f_delighted, f_klaviyo, f_loyverse, f_navicat, f_zoho, f_reviewpro,
              f_crystal, f_emeditor, f_eleiloes, f_needtomeet, f_tripetto, f_eventmobi, f_pointerpro):
        f()
    with open(out("expected.json"), "w", encoding="utf-8") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2, sort_keys=True)
        fh.write("\n")
    print(f"wrote {len(EXPECTED)} files")


if __name__ == "__main__":
    main()
