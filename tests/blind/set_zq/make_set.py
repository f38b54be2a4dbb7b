#!/usr/bin/env python3
"""Blind test set ZQ: fifteen exports from agriculture, food and rural life.

Deterministic: fixed seeds, fixed xlsx timestamps and zip entry dates.
Run from the repository root:  python tests/blind/set_zq/make_set.py
Writes the files and expected.json next to this script.  Self-contained.
"""
import datetime as dt
import io
import json
import os
import random
import re
import zipfile

from openpyxl import Workbook

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED_DT = dt.datetime(2026, 4, 1, 9, 0, 0)
EXPECTED = {}


# ----------------------------------------------------------------- helpers
def write_text(name, text, encoding, newline="\n", bom=False):
    text = text.replace("\r\n", "\n").replace("\n", newline)
    data = text.encode(encoding)
    if bom:
        if encoding.lower().replace("-", "") in ("utf8",):
            data = b"\xef\xbb\xbf" + data
        elif encoding.lower().replace("-", "") in ("utf16le",):
            data = b"\xff\xfe" + data
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


def csv_line(fields, sep=",", quote="minimal"):
    out = []
    for v in fields:
        s = "" if v is None else str(v)
        if quote == "all" or (quote == "text" and not isinstance(v, (int, float))):
            out.append('"' + s.replace('"', '""') + '"')
        elif quote == "minimal" and (sep in s or '"' in s or "\n" in s or "\r" in s):
            out.append('"' + s.replace('"', '""') + '"')
        else:
            out.append(s)
    return sep.join(out)


def save_xlsx(wb, name):
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    wb.properties.creator = wb.properties.creator or "openpyxl"
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    stamp = FIXED_DT.strftime("%Y-%m-%dT%H:%M:%SZ")
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                txt = data.decode("utf-8")
                txt = re.sub(r"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)", r"\g<1>" + stamp + r"\g<2>", txt)
                txt = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)", r"\g<1>" + stamp + r"\g<2>", txt)
                data = txt.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 4, 1, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            z.writestr(zi, data)
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(out.getvalue())


def ranked(scores, higher=True):
    return sorted(scores.items(), key=lambda kv: -kv[1] if higher else kv[1])


def check_margin(scores, label, ratio=1.05):
    r = ranked(scores)
    (w, a), (_, b) = r[0], r[1]
    assert a >= b * ratio, f"{label}: margin too small {r[:3]}"
    return w


def record(name, *, tool, shape, evidence, question, candidates, scores, traps,
           winner=None, acceptable=None, ask_because=None):
    EXPECTED[name] = {
        "tool": tool,
        "shape": shape,
        "format_evidence": evidence,
        "answer": "ask" if acceptable else "winner",
        "winner": winner,
        "acceptable": acceptable,
        "ask_because": ask_because,
        "question": question,
        "candidates": candidates,
        "scores": scores,
        "traps": traps,
    }


def posted_price(bids):
    """bids: list of (bidder, amount_number, amount_text, valid).
    Best posted price b maximising b * #bidders whose highest valid bid >= b."""
    best = {}
    for bidder, amt, _txt, ok in bids:
        if ok:
            best[bidder] = max(best.get(bidder, 0), amt)
    texts = {}
    for _b, amt, txt, ok in bids:
        if ok:
            texts[amt] = txt
    rev = {}
    for amt in sorted(texts):
        n = sum(1 for v in best.values() if v >= amt)
        rev[texts[amt]] = round(amt * n, 2)
    return rev


# ======================================================================
# 1. Kizeo Forms - cereal co-op member survey (FR, cp1252, ';', CRLF)
# ======================================================================
def f_kizeo():
    name = "Export_KizeoForms_Enquete_adherents_2026_Coop_Beauce_20260316.csv"
    rng = random.Random(101)
    invest = (["Outil d'agriculture de précision (RTK)"] * 19 + ["Silo de stockage à Voves"] * 14
              + ["Station de semences certifiées"] * 10 + ["Unité de méthanisation"] * 8
              + ["Plateforme de compostage"] * 5 + ["Autre"] * 3)
    rng.shuffle(invest)
    n = len(invest)
    crops = (["Blé tendre"] * 34 + ["Colza"] * 9 + ["Orge de printemps"] * 7
             + ["Betterave sucrière"] * 6 + ["Maïs grain"] * 3)
    rng.shuffle(crops)
    communes = ["Voves", "Janville-en-Beauce", "Orgères-en-Beauce", "Toury", "Allaines-Mervilliers", "Sancheville"]
    ages = ["Moins de 35 ans", "35-49 ans", "50-59 ans", "60 ans et plus"]
    techs = ["t.marchand", "c.lefevre", "j.bouvier", "a.perrot"]
    others = ["Atelier de triage des lentilles", "Séchoir à maïs mutualisé", "Magasin de producteurs à Chartres"]
    comments = ["", "", "", "", "Très satisfait du suivi technique", "Attention aux délais de paiement",
                "Prix de l'engrais : à renégocier ; voir avec le conseil", "Besoin d'un plus grand quai à Toury",
                "RTK indispensable pour la modulation", "Le silo actuel sature en juillet", "",
                "Ok pour participer à un groupe de travail", "Méthanisation : attention au voisinage"]
    header = ["ID de la donnée", "Date de réception", "Utilisateur", "Nom du formulaire", "Commune",
              "N° adhérent", "Culture principale", "Surface exploitée (ha)", "Tranche d'âge",
              "Priorité d'investissement pour 2027", "Autre (précisez)", "Commentaire", "Latitude", "Longitude"]
    lines = [csv_line(header, ";")]
    t0 = dt.datetime(2026, 2, 9, 8, 40)
    oi = 0
    for i in range(n):
        t0 += dt.timedelta(minutes=rng.randint(35, 900))
        surf = round(rng.uniform(38, 310) * 2) / 2
        other = ""
        if invest[i] == "Autre":
            other = others[oi]
            oi += 1
        lat = 48.15 + rng.uniform(0, 0.22)
        lon = 1.48 + rng.uniform(0, 0.35)
        row = [str(48213770 + i * 3 + rng.randint(0, 2)), t0.strftime("%d/%m/%Y %H:%M"), rng.choice(techs),
               "Enquête adhérents 2026", rng.choice(communes), "A%04d" % rng.randint(120, 1890), crops[i],
               ("%.1f" % surf).replace(".", ","), rng.choice(ages), invest[i], other, rng.choice(comments),
               ("%.6f" % lat).replace(".", ","), ("%.6f" % lon).replace(".", ",")]
        lines.append(csv_line(row, ";"))
    write_text(name, "\n".join(lines) + "\n", "cp1252", "\r\n")
    scores = {}
    for v in invest:
        scores[v] = scores.get(v, 0) + 1
    w = check_margin(scores, name)
    record(name,
           tool="Kizeo Forms (French mobile field-forms app), web back office → Données → Export CSV, filled on tablets by a cereal co-operative's field technicians during member visits",
           shape="multi-question survey with metadata columns (data id, reception time, technician login, form name, member number, GPS); commune, main crop, area and age group come before the single-choice investment question; 'Autre' with a free-text column",
           evidence="From memory (column names and French wording may differ from the real export); a Pipedream connector page confirms Kizeo Forms offers CSV/Excel data exports, nothing about the layout. Windows-1252, ';', CRLF, decimal comma in area and coordinates, dd/mm/yyyy hh:mm",
           question="'Priorité d'investissement pour 2027': count of responses",
           candidates=sorted(scores), scores=scores, winner=w,
           traps=["'Culture principale' is answered first and its top value (Blé tendre, 34) outnumbers every investment option",
                  "commune / technician / age-group columns are categorical decoys",
                  "numeric decoys with decimal commas (area, latitude, longitude)",
                  "'Autre' with the real text in a separate column", "a comment contains ';' (quoted)"])


# ======================================================================
# 2. Perl format/write report - Japanese fishing co-op election by branch
# ======================================================================
def f_perl_eucjp():
    name = "riji_hoketsu_senkyo_2026_shisho_betsu_kaihyou.txt"
    cands = ["浜田　正一", "岡本　達也", "小松　清", "西村　みどり"]
    branches = ["本所", "北浜支所", "南浦支所", "大島支所"]
    votes = {  # branch -> votes per candidate (filing order)
        "本所": [212, 305, 98, 141],
        "北浜支所": [88, 120, 41, 63],
        "南浦支所": [131, 102, 57, 74],
        "大島支所": [57, 96, 22, 31],
    }
    invalid = {"本所": 9, "北浜支所": 3, "南浦支所": 4, "大島支所": 2}
    electors = {"本所": 903, "北浜支所": 331, "南浦支所": 402, "大島支所": 241}

    def w(s):
        return len(s.encode("euc_jp"))

    def ljust(s, n):
        return s + " " * (n - w(s))

    def rjust(s, n):
        return " " * (n - w(s)) + s

    totals = [sum(votes[b][i] for b in branches) for i in range(len(cands))]
    valid = {b: sum(votes[b]) for b in branches}
    valid_all = sum(valid.values())
    L = []
    L.append(ljust("", 8) + "浜風漁業協同組合　理事補欠選挙（定数１）　支所別開票結果")
    L.append(rjust("集計日時: 2026/05/24 19:42   頁: 1", 78))
    L.append("")
    L.append("-" * 78)
    hdr = ljust("候補者名", 16) + "".join(rjust(b, 10) for b in branches) + rjust("計", 10) + rjust("得票率", 10)
    L.append(hdr)
    L.append("-" * 78)
    for i, c in enumerate(cands):
        row = ljust(c, 16) + "".join(rjust(str(votes[b][i]), 10) for b in branches)
        row += rjust(str(totals[i]), 10) + rjust("%.1f%%" % (100.0 * totals[i] / valid_all), 10)
        L.append(row)
    L.append("-" * 78)
    L.append(ljust("有効投票数", 16) + "".join(rjust(str(valid[b]), 10) for b in branches) + rjust(str(valid_all), 10) + rjust("100.0%", 10))
    L.append(ljust("無効投票数", 16) + "".join(rjust(str(invalid[b]), 10) for b in branches) + rjust(str(sum(invalid.values())), 10))
    L.append(ljust("投票総数", 16) + "".join(rjust(str(valid[b] + invalid[b]), 10) for b in branches) + rjust(str(valid_all + sum(invalid.values())), 10))
    L.append(ljust("選挙人数", 16) + "".join(rjust(str(electors[b]), 10) for b in branches) + rjust(str(sum(electors.values())), 10))
    L.append("-" * 78)
    L.append("※得票率は有効投票数に対する割合。大島支所の数には船上不在者投票分を含む。")
    L.append("※本集計は選挙管理委員会の確認前の速報値です。")
    L.append("")
    write_text(name, "\n".join(L) + "\n", "euc_jp", "\n")
    scores = dict(zip(cands, totals))
    w_ = check_margin(scores, name)
    record(name,
           tool="Perl 5 report script (format / write) run on a fishing co-operative's in-house Linux server with LANG=ja_JP.eucJP, output redirected to a .txt file: 理事補欠選挙 (board by-election) results by branch",
           shape="results by unit: candidates as rows, four branches (本所 + three 支所) as columns, a 計 total and 得票率 share column, then valid / invalid / cast / electors rows and footnotes, under a title block",
           evidence="From memory (Perl format output is fixed-width text; column widths counted in bytes, which lines up for double-width EUC-JP kanji). EUC-JP, LF, fixed width, candidate names with an ideographic space",
           question="total votes per candidate across branches (計 column)",
           candidates=cands, scores=scores, winner=w_,
           traps=["winner is not the first row (filing order)", "南浦支所 alone is won by another candidate",
                  "有効投票数 / 投票総数 / 選挙人数 rows are larger than any candidate", "percent column",
                  "names contain U+3000 ideographic spaces", "legacy EUC-JP encoding"])


# ======================================================================
# 3. EyeQuestion - cheese consumer panel (xlsx, Info sheet first, long)
# ======================================================================
def f_eyequestion():
    name = "EyeQuestion_export_Boerenkaaskeuring_WestFriesland_2026_sessie1.xlsx"
    products = [
        ("318", "Jong belegen – Kaasboerderij De Zeekant"),
        ("527", "Belegen – Boerderij Klaverweide"),
        ("746", "Extra belegen – Zuivelhoeve Oosterdijk"),
        ("193", "Belegen met komijn – Kaasmakerij De Tolbrug"),
        ("864", "Oud – Hoeve Nieuw Leven"),
    ]
    mus = [6.2, 6.6, 7.4, 5.5, 5.9]
    seed = 301
    while True:
        rng = random.Random(seed)
        rows = []
        for judge in range(1, 25):
            order = list(range(5))
            rng.shuffle(order)
            for pos, p in enumerate(order, 1):
                if (judge, p) in ((7, 2), (15, 0), (21, 4)):
                    continue
                o = max(1, min(9, round(rng.gauss(mus[p], 1.15))))
                s = max(1, min(9, round(o + rng.gauss(0, 0.8))))
                t = max(1, min(9, round(o + rng.gauss(-0.2, 1.0))))
                rows.append([judge, 1, pos, products[p][0], products[p][1], o, s, t])
        sc = {}
        cnt = {}
        for r in rows:
            sc[r[4]] = sc.get(r[4], 0) + r[5]
            cnt[r[4]] = cnt.get(r[4], 0) + 1
        means = {k: round(sc[k] / cnt[k], 3) for k in sc}
        sm = {}
        for r in rows:
            sm[r[4]] = sm.get(r[4], 0) + r[6]
        top = ranked(means)
        if top[0][1] >= top[1][1] * 1.06 and top[0][0] == products[2][1] and ranked(sm)[0][0] == top[0][0]:
            break
        seed += 1
    wb = Workbook()
    ws = wb.active
    ws.title = "Info"
    info = [("Project", "Boerenkaaskeuring West-Friesland 2026 – consumentenpanel"),
            ("Sessie", "1 (zaterdag 14 maart 2026, Hoorn)"),
            ("Export", "Data (long format), 1 rij per beoordelaar en product"),
            ("Geëxporteerd op", "16-03-2026 10:12"),
            ("Aantal beoordelaars", 24),
            ("Aantal producten", 5),
            ("Schaal", "9-punts hedonische schaal: 1 = uiterst slecht … 9 = uiterst goed"),
            ("Attributen", "Algemene waardering; Smaak; Textuur"),
            ("Opmerking", "Beoordelaar 7, 15 en 21 hebben één monster niet geproefd (ontbrekend).")]
    for r in info:
        ws.append(list(r))
    ws2 = wb.create_sheet("Data")
    ws2.append(["Judge", "Session", "Position", "Productcode", "Product", "Algemene waardering", "Smaak", "Textuur"])
    for r in rows:
        ws2.append(r)
    ws3 = wb.create_sheet("Producten")
    ws3.append(["Productcode", "Product", "Rijpingstijd (weken)", "Melk"])
    ripen = [6, 16, 30, 16, 52]
    for (code, pn), rp in zip(products, ripen):
        ws3.append([code, pn, rp, "rauwe koemelk"])
    save_xlsx(wb, name)
    record(name,
           tool="EyeQuestion (Logic8 sensory and consumer research software), project → Export → Excel, a farmhouse-cheese competition's consumer panel",
           shape="workbook: 'Info' sheet first (project, scale, notes), 'Data' in long format (one row per judge and product: position, 3-digit blinding code, product name, three 1-9 hedonic attributes), 'Producten' lookup with ripening weeks",
           evidence="From memory (a docs search found nothing on EyeQuestion's export layout); sheet and column names may differ. xlsx, three sheets",
           question="mean of 'Algemene waardering' (overall liking, 1-9) per product",
           candidates=[p[1] for p in products], scores=means, winner=top[0][0],
           traps=["read-me style 'Info' sheet first", "3-digit blinding codes look like numbers to sum",
                  "Position and Judge are numeric decoys", "three missing tastings (mean, not sum)",
                  "Smaak / Textuur attributes alongside the overall score", "'Rijpingstijd (weken)' numeric column on the lookup sheet"])


# ======================================================================
# 4. BigIron Auctions - tractor bid history (CSV, UTF-8, CRLF)
# ======================================================================
def f_bigiron():
    name = "BigIron_Bid_History_Item_KX8821_2019_John_Deere_8R_370.csv"
    rng = random.Random(404)
    maxima = {"4417": 231000, "1182": 226500, "3390": 214000, "2051": 205000,
              "5528": 187500, "0779": 180000, "6110": 130000}
    bids = []
    used = set(maxima.values())
    for b, mx in maxima.items():
        k = rng.randint(1, 4)
        amts = {mx}
        while len(amts) < k + 1:
            a = rng.randrange(100000, mx, 2500)
            if 167500 < a < 180000:
                continue
            amts.add(a)
        for a in amts:
            while a in used and a != mx:
                a -= 500
            used.add(a)
            bids.append([b, a, True])
    bids.append(["2207", 241000, False])  # retracted keying error
    bids.sort(key=lambda x: (x[1], x[0]))
    t = dt.datetime(2026, 3, 11, 10, 4, 17)  # soft close extended past 10:00 CT
    rows = []
    for i, (b, a, ok) in enumerate(reversed(bids)):
        rows.append((t, b, a, ok))
        t -= dt.timedelta(seconds=rng.randint(15, 170)) if i < 12 else dt.timedelta(minutes=rng.randint(40, 700))
    top_valid = max(a for _b, a, ok in bids if ok)

    def money(a):
        return "${:,}".format(a)

    lines = ["Item Number:,KX8821",
             "Description:,\"2019 John Deere 8R 370 MFWD Tractor, 2,140 hrs\"",
             "Auction Date:,\"Wednesday, March 11, 2026\"",
             "Location:,\"Fairbury, NE\"",
             "Times shown in Central Time (CT)",
             "",
             csv_line(["Bid Date", "Bid Time (CT)", "Bidder #", "Bid Amount", "Bid Type", "Status"])]
    for t_, b, a, ok in sorted(rows, key=lambda r: r[0], reverse=True):
        if not ok:
            status = "Retracted"
            btype = "Manual"
        else:
            status = "High Bid" if a == top_valid else "Outbid"
            btype = rng.choice(["Manual", "Proxy", "Proxy"])
        lines.append(csv_line([t_.strftime("%m/%d/%Y"), t_.strftime("%I:%M:%S %p"), "Bidder " + b, money(a), btype, status]))
    lines.append("")
    lines.append("Bids marked Retracted were removed by BigIron staff and are not binding.")
    write_text(name, "\n".join(lines) + "\n", "utf-8", "\r\n")
    bl = [(b, a, money(a), ok) for b, a, ok in bids]
    rev = posted_price(bl)
    w = check_margin(rev, name)
    assert w == "$180,000", w
    record(name,
           tool="BigIron Auctions (US online farm-equipment auctions), seller/consignor account → item → Bid History → export CSV, a 2019 John Deere 8R 370 tractor",
           shape="bid list: preamble lines (item, description, date, location, time zone), a blank line, then one row per bid newest first; several bids per bidder (manual and proxy); one retracted bid above the winning bid; footnote",
           evidence="From memory (columns and status words are not verified; a pages search only found generic online-auction bidding help). UTF-8, CRLF, ',' with quoting only where needed, '$231,000' amounts (quoted because of the comma), US dates and 12-hour times",
           question="best posted price: the valid bid amount b maximising b × number of bidders whose highest valid (non-retracted) bid ≥ b",
           candidates=list(rev), scores=rev, winner=w,
           traps=["retracted $241,000 bid is the largest amount in the file", "the highest valid bid is not the answer",
                  "several bids per bidder (keep each bidder's highest)", "preamble and footnote lines",
                  "hours '2,140 hrs' inside a quoted description", "bidder numbers with leading zero"])


# ======================================================================
# 5. WhenIsGood - allotment work party, results page pasted (UTF-16)
# ======================================================================
def f_whenisgood():
    name = "WhenIsGood results - Hollybank Allotments spring work party.txt"
    rng = random.Random(505)
    people = ["Ann Briggs", "Bill Oduya", "Carol Pennock", "Dev Mistry", "Elaine Hu", "Frank Tilley",
              "Gwen Ashworth", "Harun Celik", "Irene Dobbs", "Jack Nuttall"]
    slots = ["Sat Apr 11, 10:00am - 12:00pm", "Sat Apr 11, 2:00pm - 4:00pm", "Sun Apr 12, 10:00am - 12:00pm",
             "Sat Apr 18, 10:00am - 12:00pm", "Sun Apr 19, 2:00pm - 4:00pm"]
    sizes = [5, 3, 6, 8, 4]
    avail = {}
    for s, k in zip(slots, sizes):
        avail[s] = sorted(rng.sample(people, k), key=people.index)
    L = ["WhenIsGood", "", "Results for: Hollybank Allotments – spring work party (path clearing & new compost bays)",
         "Event owner: Hollybank Allotment Society committee", "",
         "10 responses: " + ", ".join(people), "",
         "Click a time to see who can make it. Darker green = more people available.", "",
         "Times (Europe/London)"]
    for s in slots:
        a = avail[s]
        na = [p for p in people if p not in a]
        L.append("")
        L.append(s)
        L.append("Can make it (%d): %s" % (len(a), ", ".join(a)))
        L.append("Can't make it (%d): %s" % (len(na), ", ".join(na)))
    L += ["", "Comments", "Carol Pennock: I'll bring the strimmer if it's the Saturday morning.",
          "Frank Tilley: Away 11-12 April, sorry.", "Irene Dobbs: Can do the 18th, not the 19th.", ""]
    write_text(name, "\n".join(L), "utf-16-le", "\r\n", bom=True)
    scores = {s: len(avail[s]) for s in slots}
    w = check_margin(scores, name)
    record(name,
           tool="WhenIsGood (whenisgood.net), results page selected in the browser and pasted into Windows Notepad, saved as 'Unicode' (UTF-16 LE): an allotment society's work-party date poll",
           shape="scheduling poll as pasted text: list of respondents, then per time slot a 'Can make it (n): names' and 'Can't make it (n): names' line, then comments",
           evidence="From memory (page wording not verified; a search found only a review describing the respondent grid). UTF-16 LE with BOM, CRLF",
           question="number of respondents who can make each slot",
           candidates=slots, scores=scores, winner=w,
           traps=["'Can't make it' counts sit beside the 'Can make it' counts", "winning slot is the fourth of five",
                  "respondent list line names everyone", "comments mention dates", "UTF-16 LE text"])


# ======================================================================
# 6. Tricider - village association ideas (xlsx, one sheet)
# ======================================================================
def f_tricider():
    name = "tricider_Dorfbudget_2026_Oberweiler_Export.xlsx"
    ideas = [
        ("Bücherzelle am Dorfplatz", "Alte Telefonzelle als Tauschregal", "Marion K.", "03.02.2026", 14, 5, 1, 3),
        ("Neue Sitzbänke am Kirchweg", "Drei Bänke aus Eichenholz", "Helmut S.", "04.02.2026", 9, 3, 2, 1),
        ("Defibrillator am Feuerwehrhaus", "Öffentlich zugänglicher AED mit Kasten", "Feuerwehr Oberweiler", "04.02.2026", 27, 4, 0, 6),
        ("Streuobstwiese nachpflanzen", "20 Hochstämme alter Sorten am Mühlberg", "Obst- und Gartenbauverein", "06.02.2026", 21, 9, 2, 8),
        ("Spielplatz: neue Schaukel", "Nestschaukel für den Spielplatz Lindenstraße", "Jana W.", "09.02.2026", 18, 6, 1, 2),
        ("Mitfahrbank nach Kirchheim", "Bank mit Klappschild an der B 270", "Dieter P.", "12.02.2026", 6, 2, 3, 4),
    ]
    wb = Workbook()
    ws = wb.active
    ws.title = "tricider"
    ws.append(["Frage: Was machen wir mit dem Dorfbudget 2026 (4.000 €)?"])
    ws.append(["Dorfgemeinschaft Oberweiler e.V. – Abstimmung bis 28.02.2026 – exportiert am 01.03.2026"])
    ws.append([])
    ws.append(["Idee", "Beschreibung", "Eingereicht von", "Datum", "Stimmen", "Pro-Argumente", "Contra-Argumente", "Kommentare"])
    for r in ideas:
        ws.append(list(r))
    ws.append([])
    ws.append(["Teilnehmer: 61"])
    save_xlsx(wb, name)
    scores = {r[0]: r[4] for r in ideas}
    w = check_margin(scores, name)
    record(name,
           tool="tricider (German idea-collection and voting site), tricider → Export → Excel, a village association deciding on its village budget",
           shape="ready-made count table: question line and info line above, a blank row, then one row per idea with description, author, date, votes and counts of pro/contra arguments and comments; participants line below",
           evidence="From memory (the export's exact columns are not verified). xlsx, one sheet",
           question="'Stimmen' (votes) per idea",
           candidates=[r[0] for r in ideas], scores=scores, winner=w,
           traps=["'Pro-Argumente' is highest for a different idea", "'Kommentare' count column",
                  "'4.000 €' budget in the title (thousands point)", "participants line under the table",
                  "winner is not the first row"])


# ======================================================================
# 7. Interankiety - Polish village fund, one column per option (ISO-8859-2)
# ======================================================================
def f_interankiety():
    name = "interankiety_wyniki_fundusz_solecki_2027_Wola_Zalesna.csv"
    opts = ["Remont świetlicy wiejskiej", "Oświetlenie drogi do przystanku", "Wiata przystankowa przy kościele",
            "Doposażenie OSP Wola Zalesna", "Festyn dożynkowy 2027", "Siłownia plenerowa"]
    probs = [0.46, 0.70, 0.31, 0.50, 0.40, 0.24]
    seed = 707
    while True:
        rng = random.Random(seed)
        rows = []
        t = dt.datetime(2026, 8, 3, 17, 5, 0)
        for i in range(74):
            t += dt.timedelta(minutes=rng.randint(10, 260))
            complete = rng.random() > 0.08
            resident = "Tak" if rng.random() < 0.95 else "Nie"
            plec = "Kobieta" if rng.random() < 0.58 else "Mężczyzna"
            wiek = rng.choice(["18-29", "30-44", "45-59", "60 i więcej", "45-59", "60 i więcej"])
            ticks = [1 if rng.random() < p else 0 for p in probs]
            if complete and not any(ticks):
                ticks[rng.randrange(6)] = 1
            dur = rng.randint(70, 600)
            end = t + dt.timedelta(seconds=dur)
            ip = "83.%d.%d.%d" % (rng.randint(1, 254), rng.randint(1, 254), rng.randint(1, 254))
            rows.append((i + 1, t, end, complete, ip, resident, plec, wiek, ticks if complete else None))
        sc = {o: 0 for o in opts}
        for r in rows:
            if r[8]:
                for o, v in zip(opts, r[8]):
                    sc[o] += v
        top = ranked(sc)
        if top[0][0] == opts[1] and top[0][1] >= top[1][1] * 1.12:
            break
        seed += 1
    q = "Które przedsięwzięcia powinny zostać sfinansowane z funduszu sołeckiego na 2027 r.? (można zaznaczyć kilka)"
    header = ["ID", "Data rozpoczęcia", "Data zakończenia", "Status", "Adres IP",
              "Czy jest Pan/Pani stałym mieszkańcem sołectwa Wola Zalesna?", "Płeć", "Wiek"]
    header += ["%s [%s]" % (q, o) for o in opts]
    header += ["Inne propozycje / uwagi"]
    lines = [csv_line(header, ";", quote="all")]
    for (i, t, end, complete, ip, res, plec, wiek, ticks) in rows:
        cells = [str(1180400 + i), t.strftime("%Y-%m-%d %H:%M:%S"), end.strftime("%Y-%m-%d %H:%M:%S") if complete else "",
                 "Ukończona" if complete else "Nieukończona", ip, res, plec, wiek if complete else ""]
        cells += [str(v) for v in ticks] if ticks else [""] * len(opts)
        cells.append("Chodnik przy szkole też potrzebny" if i % 17 == 5 else "")
        lines.append(csv_line(cells, ";", quote="all"))
    write_text(name, "\n".join(lines) + "\n", "iso-8859-2", "\r\n")
    record(name,
           tool="Interankiety (interankiety.pl, Polish online survey tool), Wyniki → Eksport danych → CSV with encoding ISO-8859-2, a village (sołectwo) consultation on its village fund",
           shape="one row per response with metadata (ID, start/end time, completion status, IP); a yes/no residency question, sex and age come first; then one 1/0 column per option of a multi-select question ('Question [Option]' headers); incomplete responses with empty ticks",
           evidence="From memory (column naming and status words are not verified). ISO-8859-2, ';', CRLF, every field quoted",
           question="approvals: number of 1s per option column (completed responses)",
           candidates=opts, scores=sc, winner=top[0][0],
           traps=["residency question's 'Tak' (~70) outnumbers every option's approvals", "'Kobieta' is the most frequent value of the sex column",
                  "the first option column is not the winner", "incomplete responses with empty option cells",
                  "IDs, IP addresses and timestamps", "ISO-8859-2 Polish letters"])


# ======================================================================
# 8. Kexi - Russian gardening partnership (SNT), two questions: ASK
# ======================================================================
def f_kexi():
    name = "СНТ_Рябинка_заочное_голосование_2026_бюллетени.csv"
    rng = random.Random(808)
    q5 = "Вопрос 5. Избрание председателя правления"
    q6 = "Вопрос 6. Выбор подрядчика на ремонт центральной дороги"
    a5 = (["Гусев Андрей Петрович"] * 41 + ["Лебедева Ольга Николаевна"] * 29
          + ["Климова Татьяна Викторовна"] * 12 + [""] * 4)
    a6 = (["ООО «ДорСтройСервис»"] * 39 + ["ООО «Подмосковные дороги»"] * 30
          + ["ИП Кравченко С. А."] * 13 + [""] * 4)
    rng.shuffle(a5)
    rng.shuffle(a6)
    n = len(a5)
    ways = ["лично"] * 58 + ["через представителя"] * 11 + ["электронно"] * 17
    rng.shuffle(ways)
    plots = rng.sample(range(1, 164), n)
    plots.sort()
    header = ["ID", "Номер участка", "Член СНТ", "Площадь участка, кв. м", "Дата бюллетеня", "Способ голосования", q5, q6, "Примечание"]
    lines = ["\t".join('"%s"' % h for h in header)]
    for i in range(n):
        d = dt.date(2026, 6, 1) + dt.timedelta(days=rng.randint(0, 20))
        area = rng.choice([600, 600, 600, 800, 1000, 612, 655, 1200]) + rng.choice([0, 0, 0.5])
        note = rng.choice(["", "", "", "", "доверенность №%d" % rng.randint(3, 40) if ways[i] == "через представителя" else "", "бюллетень получен по почте"])
        cells = [str(i + 1), '"%d"' % plots[i], '"да"', ("%.1f" % area).replace(".", ","), '"%s"' % d.strftime("%d.%m.%Y"),
                 '"%s"' % ways[i], '"%s"' % a5[i], '"%s"' % a6[i], '"%s"' % note]
        lines.append("\t".join(cells))
    write_text(name, "\n".join(lines) + "\n", "cp1251", "\r\n")
    s5, s6 = {}, {}
    for v in a5:
        if v:
            s5[v] = s5.get(v, 0) + 1
    for v in a6:
        if v:
            s6[v] = s6.get(v, 0) + 1
    w5 = check_margin(s5, name + " q5")
    w6 = check_margin(s6, name + " q6")
    record(name,
           tool="Kexi (KDE database application), table → Export → Table as data file (CSV) with tab delimiter, text quoted, encoding Windows-1251: an SNT (gardening partnership) treasurer's ballot table from an absentee general meeting",
           shape="one row per ballot: id, plot number, membership, plot area (decimal comma), ballot date, voting method, then two candidate questions (chair of the board; road-repair contractor) with a few blank answers, and a note",
           evidence="From memory (Kexi's CSV export dialog offers delimiter, text quote and encoding; output details not verified). Windows-1251, TAB, CRLF, text quoted with '\"', numbers bare, .csv extension",
           question="two single-choice questions of equal standing; each scored by count of ballots",
           candidates={q5: sorted(s5), q6: sorted(s6)}, scores={q5: s5, q6: s6},
           acceptable={q5: w5, q6: w6},
           ask_because="The ballot table holds two elections of equal standing (the board chair and the road contractor), each with its own clear winner; the user must say which one is meant.",
           traps=["'Способ голосования' top value (лично, 58) outnumbers every candidate",
                  "plot area with decimal comma and plot numbers are numeric decoys",
                  "blank answers", "Cyrillic Windows-1251 with «» quotes inside quoted text"])


# ======================================================================
# 9. AppSheet - wine show judging scores, long (CSV, UTF-8, LF)
# ======================================================================
def f_appsheet():
    name = "Judging Scores - Class 14 Dry Riesling - export 2026-04-18.csv"
    wines = [("1401", "Kalgan River Estate Riesling 2024"), ("1402", "Mount Barker Hills Riesling 2024"),
             ("1403", "Porongurup Rise Riesling 2024"), ("1404", "Denmark Coastal Riesling 2024"),
             ("1405", "Frankland Ridge 'Stone Gate' Riesling 2024"), ("1406", "Albany Bay Riesling 2024"),
             ("1407", "Cape Riche Vineyards Riesling 2024"), ("1408", "Tingle Creek Riesling 2024")]
    mus = [16.6, 17.0, 16.4, 15.8, 18.3, 16.2, 16.9, 15.5]
    judges = ["Sarah Whitlock (Chair)", "Tom Nguyen", "Margaret Hale", "Luca Bianchi", "Priya Raman (Associate)"]
    recused = {("Tom Nguyen", "1402"), ("Margaret Hale", "1407")}
    seed = 909
    while True:
        rng = random.Random(seed)
        rows = []
        t = dt.datetime(2026, 4, 18, 9, 5, 0)
        for code, wine in wines:
            for j in judges:
                t += dt.timedelta(seconds=rng.randint(40, 160))
                if (j, code) in recused:
                    rows.append([t, j, code, wine, None])
                    continue
                s = round(max(13.0, min(19.5, rng.gauss(mus[wines.index((code, wine))], 0.55))) * 2) / 2
                rows.append([t, j, code, wine, s])
        tot, cnt = {}, {}
        for r in rows:
            if r[4] is not None:
                tot[r[3]] = tot.get(r[3], 0) + r[4]
                cnt[r[3]] = cnt.get(r[3], 0) + 1
        means = {k: round(tot[k] / cnt[k], 3) for k in tot}
        top = ranked(means)
        if top[0][0] == wines[4][1] and top[0][1] >= top[1][1] * 1.05 and ranked(tot)[0][0] == top[0][0]:
            break
        seed += 1

    def medal(s):
        if s is None:
            return ""
        return "Gold" if s >= 18.5 else "Silver" if s >= 17.0 else "Bronze" if s >= 15.5 else ""

    hdr = ["Row ID", "Timestamp", "Panel", "Judge", "Entry No", "Wine", "Class", "Score (/20)", "Medal", "Comments"]
    lines = [csv_line(hdr)]
    for r in rows:
        rid = "%08x" % rng.getrandbits(32)
        s = r[4]
        sc = "" if s is None else ("%g" % s)
        com = "Recused - conflict of interest" if s is None else rng.choice(["", "", "lime, talc, firm acid", "slightly phenolic", "great length", "bit sweet for class", ""])
        lines.append(csv_line([rid, r[0].strftime("%d/%m/%Y %H:%M:%S"), "Panel B", r[1], r[2], r[3],
                               "Class 14 - Riesling, 2024 vintage, dry", sc, medal(s), com]))
    write_text(name, "\n".join(lines) + "\n", "utf-8", "\n")
    record(name,
           tool="AppSheet (Google no-code app builder), a regional wine show's judging app → 'Export this view to a CSV file' action on the scores view",
           shape="long format: one row per judge and entry (row key, timestamp, panel, judge, entry number, wine, class, score out of 20, per-judge medal band, comments); two recusals with empty scores",
           evidence="From memory (AppSheet's built-in 'export this view to a CSV file' action exists; file name and column layout are the app's own). UTF-8, LF, ',' with minimal quoting, dd/mm/yyyy (en-AU) timestamps",
           question="mean score out of 20 per wine (recused judges excluded)",
           candidates=[w[1] for w in wines], scores=means, winner=top[0][0],
           traps=["entry numbers (1401...) are numeric decoys", "'Medal' column repeats medal words", "recused rows with empty score",
                  "a constant 'Class' column", "winner is the fifth entry"])


# ======================================================================
# 10. ShoWorks - county fair people's choice by day (xlsx, title block)
# ======================================================================
def f_showorks():
    name = "ShoWorks_PeoplesChoice_BarnAisle_2025.xlsx"
    days = ["Wed 7/30", "Thu 7/31", "Fri 8/1", "Sat 8/2"]
    clubs = ["Clover Creek 4-H", "Prairie Pioneers 4-H", "Happy Hollow Hustlers", "Wolf Run Livestock Club",
             "Sugar Creek Sharpshooters 4-H", "Westfield Wranglers"]
    counts = {
        "Clover Creek 4-H": [61, 48, 70, 83],
        "Prairie Pioneers 4-H": [42, 39, 51, 66],
        "Happy Hollow Hustlers": [28, 31, 36, 47],
        "Wolf Run Livestock Club": [55, 67, 92, 118],
        "Sugar Creek Sharpshooters 4-H": [19, 22, 25, 33],
        "Westfield Wranglers": [24, 18, 30, 41],
    }
    spoiled = [6, 4, 9, 11]
    totals = {c: sum(v) for c, v in counts.items()}
    day_tot = [sum(counts[c][i] for c in clubs) for i in range(4)]
    grand = sum(day_tot)
    wb = Workbook()
    ws = wb.active
    ws.title = "People's Choice by Day"
    ws.append(["Hamilton County Agricultural Society – 2025 Hamilton County Fair"])
    ws.append(["People's Choice: Best Decorated Barn Aisle (4-H & Livestock Clubs) – Ballot Count by Day"])
    ws.append(["ShoWorks   Printed 8/3/2025 9:14:22 AM   User: fairoffice"])
    ws.append([])
    ws.append(["Club"] + days + ["Total", "% of Valid"])
    for c in clubs:
        ws.append([c] + counts[c] + [totals[c], round(totals[c] / grand, 4)])
        ws.cell(row=ws.max_row, column=7).number_format = "0.0%"
    ws.append(["Total Valid Ballots"] + day_tot + [grand, 1.0])
    ws.cell(row=ws.max_row, column=7).number_format = "0.0%"
    ws.append(["Spoiled / Blank"] + spoiled + [sum(spoiled), None])
    ws.append(["Ballots Cast"] + [a + b for a, b in zip(day_tot, spoiled)] + [grand + sum(spoiled), None])
    ws.append([])
    ws.append(["Ballots counted nightly by the Junior Fair Board. Spoiled = more than one club marked or no club marked."])
    save_xlsx(wb, name)
    w = check_margin(totals, name)
    record(name,
           tool="ShoWorks (county-fair entry and management software), report → Export to Excel, a county fair's People's Choice ballot count for the best decorated barn aisle",
           shape="results by unit: clubs as rows, fair days as columns, Total and % columns, under a three-line title block; Total Valid / Spoiled / Ballots Cast rows and a footnote",
           evidence="From memory (report title, sheet name and layout are not verified). xlsx, one sheet, percentages as numbers with a % format",
           question="total ballots per club over the four days",
           candidates=clubs, scores=totals, winner=w,
           traps=["Wednesday's column is led by another club", "Total Valid / Ballots Cast rows are larger than any club",
                  "'% of Valid' column", "title block and footnote rows", "winner is the fourth row"])


# ======================================================================
# 11. Harvie - CSA member crop preferences, rating grid (UTF-8 BOM)
# ======================================================================
def f_harvie():
    name = "harvie_member_preferences_new_crops_2026.csv"
    crops = ["Kohlrabi", "Bok Choy", "Fennel", "Tomatillos", "Celeriac", "Okra"]
    mus = [3.0, 3.5, 2.9, 4.2, 2.6, 2.4]
    blank_p = [0.20, 0.05, 0.25, 0.22, 0.30, 0.18]
    first = ["Amy", "Ben", "Carla", "Dan", "Erin", "Felix", "Gina", "Hank", "Iris", "Joel", "Kate", "Liam",
             "Maya", "Nate", "Olive", "Pete", "Quinn", "Rosa", "Sam", "Tara", "Uma", "Vic", "Wes", "Xena"]
    last = ["Adler", "Brooks", "Castillo", "Dunn", "Ellis", "Foster", "Greer", "Hale", "Ibarra", "Jensen",
            "Kim", "Lowe", "Moreno", "Nash", "Ortiz", "Park"]
    seed = 1111
    while True:
        rng = random.Random(seed)
        rows = []
        for i in range(48):
            fn, ln = rng.choice(first), rng.choice(last)
            share = rng.choice(["Full Share", "Full Share", "Full Share", "Half Share", "Half Share", "Every Other Week"])
            site = rng.choice(["Farm Stand (Tue)", "Riverside Co-op (Thu)", "St. Mark's Lot (Sat)"])
            since = rng.choice(["2019", "2021", "2022", "2023", "2024", "2025", "2025"])
            r = []
            for m, bp in zip(mus, blank_p):
                r.append("" if rng.random() < bp else max(1, min(5, round(rng.gauss(m, 0.95)))))
            rows.append([str(20417 + i * 7), fn, ln, "%s.%s@example.org" % (fn.lower(), ln.lower()), share, site, since] + r)
        tot = {c: 0 for c in crops}
        cnt = {c: 0 for c in crops}
        for r in rows:
            for c, v in zip(crops, r[7:]):
                if v != "":
                    tot[c] += v
                    cnt[c] += 1
        means = {c: round(tot[c] / cnt[c], 3) for c in crops}
        top = ranked(means)
        if (top[0][0] == "Tomatillos" and top[0][1] >= top[1][1] * 1.08 and ranked(tot)[0][0] == "Tomatillos"
                and max(cnt, key=cnt.get) != "Tomatillos"):
            break
        seed += 1
    hdr = ["Member ID", "First Name", "Last Name", "Email", "Share Type", "Pickup Location", "Member Since"] + crops
    lines = [csv_line(hdr)]
    for r in rows:
        lines.append(csv_line(r))
    write_text(name, "\n".join(lines) + "\n", "utf-8", "\r\n", bom=True)
    record(name,
           tool="Harvie (CSA farm-share platform), farm dashboard → Members → preferences export (CSV), a CSA farm asking members to rate six crops it might add next season",
           shape="rating grid: one row per member with id, name, e-mail, share type, pickup location and member-since year, then one column per crop holding a 1-5 preference (blank = not rated)",
           evidence="From memory (Harvie lets members set per-crop preferences; the export's column names are not verified). UTF-8 with BOM, CRLF, ','",
           question="mean preference rating (1-5) per crop, blanks ignored",
           candidates=crops, scores=means, winner=top[0][0],
           traps=["'Full Share' dominates the share-type column", "Member ID and Member Since are numeric decoys",
                  "the crop rated by the most members is not the winner", "blanks (mean, not count)", "UTF-8 BOM"])


# ======================================================================
# 12. FormAssembly - fishermen's association, 1st/2nd/3rd choice columns
# ======================================================================
def f_formassembly():
    name = "FormAssembly_responses_Copper_Bay_Harvesters_2026_project_priorities.csv"
    opts = ["RSW chilling retrofit grants", "Ice barge at Kasilof Landing", "Quality bonus program",
            "Copper Bay Wild direct-market brand", "Processor price transparency study"]
    weights = [2.0, 3.6, 1.6, 1.3, 0.8]
    seed = 1212
    while True:
        rng = random.Random(seed)
        rows = []
        for i in range(57):
            pool = list(range(5))
            order = []
            while pool:
                tw = sum(weights[p] for p in pool)
                x = rng.uniform(0, tw)
                for p in pool:
                    x -= weights[p]
                    if x <= 0:
                        break
                order.append(p)
                pool.remove(p)
            k = rng.choice([3, 3, 3, 3, 2, 1])
            status = "Completed" if rng.random() > 0.07 else "Incomplete"
            rows.append((i, status, [opts[p] for p in order[:k]] if status == "Completed" else []))
        variants = {}
        for nm, pts in (("first", [1, 0, 0]), ("321", [3, 2, 1]), ("432", [4, 3, 2]), ("210", [2, 1, 0])):
            sc = {o: 0 for o in opts}
            for _i, st, rk in rows:
                for pos, o in enumerate(rk):
                    sc[o] += pts[pos]
            variants[nm] = sc
        ok = all(ranked(v)[0][0] == opts[1] and ranked(v)[0][1] >= ranked(v)[1][1] * 1.10 for v in variants.values())
        if ok:
            break
        seed += 1
    permits = ["Drift gillnet"] * 31 + ["Set gillnet"] * 17 + ["Seine"] * 9
    rng.shuffle(permits)
    names = ["Ahl", "Berglund", "Chythlook", "Dahl", "Evans", "Finney", "Gregorio", "Haakenson", "Ivanoff", "Jorgensen",
             "Kvasnikoff", "Larsen", "Moonin", "Nelson", "Olsen", "Petersen", "Quinn", "Rasmussen", "Sather", "Tallekpalek"]
    hdr = ["Response ID", "Date Submitted", "Status", "IP Address", "Name", "Email", "Permit type", "Years fishing",
           "First choice", "Second choice", "Third choice", "Anything else the board should know?"]
    lines = [csv_line(hdr)]
    t = dt.datetime(2026, 1, 12, 7, 30, 0)
    for (i, st, rk), permit in zip(rows, permits):
        t += dt.timedelta(minutes=rng.randint(30, 700))
        nm = rng.choice(["J.", "K.", "M.", "R.", "S.", "T.", "D.", "L."]) + " " + rng.choice(names)
        rk3 = rk + [""] * (3 - len(rk))
        com = rng.choice(["", "", "", "Ice barge would save us a day per trip", "Need better prices, not more studies",
                          "RSW first, quality follows", "", "Please hold the meeting after season, not in June"])
        lines.append(csv_line([str(11834520 + i * 13), t.strftime("%Y-%m-%d %H:%M:%S"), st,
                               "166.%d.%d.%d" % (rng.randint(1, 254), rng.randint(1, 254), rng.randint(1, 254)),
                               nm, (nm.replace(". ", "").lower() + "@example.net"), permit, str(rng.randint(2, 44)),
                               rk3[0], rk3[1], rk3[2], com]))
    write_text(name, "\n".join(lines) + "\n", "utf-8", "\n")
    sc = variants["321"]
    record(name,
           tool="FormAssembly (US web-form platform), Responses → Export → CSV, a fishermen's marketing association's survey on which project to fund from its assessment",
           shape="ranked choices as 'First choice' / 'Second choice' / 'Third choice' columns holding option names, after metadata (response id, date, status, IP, name, e-mail) and a permit-type question; some voters rank fewer than three; incomplete responses with empty choices",
           evidence="From memory (FormAssembly has a REST 'export responses' endpoint (api_v1/responses/export/<form>.<format>) in a public API collection; the CSV columns are not verified). UTF-8, LF, ','",
           question="Borda count: 1st choice 3 points, 2nd 2, 3rd 1 (same winner with first choices only, 4/3/2 and 2/1/0)",
           candidates=opts, scores=sc, winner=ranked(sc)[0][0],
           traps=["'Permit type' top value (Drift gillnet, 31) outnumbers first-choice counts", "'Years fishing' numeric decoy",
                  "Response IDs and IPs", "partial rankings", "incomplete responses"])


# ======================================================================
# 13. Klaxoon - wine co-op general assembly, two questions: ASK (xlsx)
# ======================================================================
def f_klaxoon():
    name = "Klaxoon_Questionnaire_AG_Cave_Cooperative_Saint-Aurele_2026.xlsx"
    rng = random.Random(1313)
    q1 = ("Question 1", "Vous êtes :", ["Coopérateur / coopératrice"] * 118 + ["Salarié(e) de la cave"] * 21 + ["Invité(e)"] * 9)
    q2 = ("Question 2", "Quel nom pour la nouvelle cuvée IGP rosé ?",
          ["Sable d'Aurèle"] * 52 + ["Rosée du Matin"] * 35 + ["Les Grès Roses"] * 29 + ["Pétale de Garrigue"] * 17)
    q3 = ("Question 3", "Destination du voyage d'étude 2027 ?",
          ["Rioja (Espagne)"] * 27 + ["Vallée du Douro (Portugal)"] * 58 + ["Tokaj (Hongrie)"] * 24 + ["Moselle (Allemagne)"] * 31)
    wb = Workbook()
    ws = wb.active
    ws.title = "Synthèse"
    for r in [("Activité", "Questionnaire – Assemblée générale 2026"), ("Organisateur", "Cave coopérative des Vignerons de Saint-Aurèle"),
              ("Date", "27/03/2026"), ("Participants", 148), ("Questions", 3),
              ("Code d'accès", "K7Q4MZ"), ("Remarque", "Votes à main levée numérique, un vote par participant et par question.")]:
        ws.append(list(r))
    scores_all = {}
    for sheet, qtext, answers in (q1, q2, q3):
        order = list(dict.fromkeys(answers))  # options in the order they were defined
        rng.shuffle(answers)
        cnt = {}
        for a in answers:
            cnt[a] = cnt.get(a, 0) + 1
        tot = sum(cnt.values())
        s = wb.create_sheet(sheet)
        s.append([qtext])
        s.append(["Type : choix unique", "Réponses : %d" % tot])
        s.append([])
        s.append(["Réponse", "Votes", "%"])
        for a in order:
            s.append([a, cnt[a], round(cnt[a] / tot, 4)])
            s.cell(row=s.max_row, column=3).number_format = "0%"
        s.append(["Total", tot, 1])
        s.cell(row=s.max_row, column=3).number_format = "0%"
        scores_all[sheet + " – " + qtext] = cnt
    save_xlsx(wb, name)
    k2 = "Question 2 – " + q2[1]
    k3 = "Question 3 – " + q3[1]
    w2 = check_margin(scores_all[k2], name + " q2")
    w3 = check_margin(scores_all[k3], name + " q3")
    record(name,
           tool="Klaxoon (French collaborative-meeting platform), Questionnaire activity → Résultats → Export Excel, a wine co-operative's general assembly",
           shape="workbook: 'Synthèse' cover sheet first (activity, organiser, date, participant count), then one sheet per question with a Réponse / Votes / % table and a Total row; question 1 is who-are-you, questions 2 and 3 are two independent decisions",
           evidence="From memory (sheet names and table layout are not verified). xlsx, four sheets, percentages stored as fractions with a % format",
           question="two single-choice questions of equal standing (cuvée name; study-trip destination); each scored by votes",
           candidates={k2: sorted(scores_all[k2]), k3: sorted(scores_all[k3])},
           scores={k2: scores_all[k2], k3: scores_all[k3]},
           acceptable={k2: w2, k3: w3},
           ask_because="Two decisions of equal standing were voted at the assembly (the rosé cuvée name and the 2027 study-trip destination), each on its own sheet with its own winner; question 1 only asks who the participant is.",
           traps=["question 1 (Coopérateur, 118) outnumbers every option of the real questions", "cover sheet first with the participant count",
                  "Total rows and % columns", "question 3's winner is its second row; question 2's is its first"])


# ======================================================================
# 14. Huutokaupat.com - Finnish tractor bid history pasted (ISO-8859-15)
# ======================================================================
def f_huutokaupat():
    name = "huutokaupat_huutohistoria_Valtra_N174_kohde_2218843.txt"
    rng = random.Random(1414)
    NB = "\u00a0"
    maxima = {"ma***o": 46800, "ke***4": 45500, "Ti***s": 41000, "jp***a": 38900,
              "Ma***T": 33000, "ha***9": 25000, "Ru***i": 17500}
    bids = []
    used = set(maxima.values())
    for b, mx in maxima.items():
        amts = {mx}
        k = rng.randint(0, 3)
        while len(amts) < k + 1:
            amts.add(rng.randrange(12000, mx, 250))
        for a in amts:
            while a in used and a != mx:
                a -= 50
            used.add(a)
            bids.append([b, a, True])
    bids.append(["Pe***a", 49000, False])
    bids.sort(key=lambda x: (x[1], x[0]))

    def eur(a):
        s = "{:,}".format(a).replace(",", NB)
        return s + NB + "€"

    t = dt.datetime(2026, 3, 12, 20, 2, 51)  # closing extended by late bids
    stamped = []
    for i, (b, a, ok) in enumerate(reversed(bids)):
        stamped.append((t, b, a, ok))
        t -= dt.timedelta(seconds=rng.randint(20, 200)) if i < 8 else dt.timedelta(minutes=rng.randint(30, 900))
    L = ["Valtra N174 Direct -2017, 5" + NB + "840 h, etukuormain Q5",
         "Kohdenumero 2218843 · Myyjä: Maatila Kivelä, Ylistaro · ALV 25,5 % lisätään huutohintaan",
         "Huutokauppa päättyi 12.3.2026 klo 20.02 (jatkoaika)", "",
         "Huutohistoria", "",
         "Huutaja\tHuuto\tAika"]
    for t_, b, a, ok in sorted(stamped, key=lambda r: r[0], reverse=True):
        line = "%s\t%s\t%d.%d.%d klo %02d.%02d.%02d" % (b, eur(a), t_.day, t_.month, t_.year, t_.hour, t_.minute, t_.second)
        if not ok:
            line += "\tPeruttu (ylläpito)"
        L.append(line)
    L += ["", "Huutoja yhteensä: %d" % len(bids), "Korkein huuto: " + eur(max(a for _b, a, ok in bids if ok)), ""]
    write_text(name, "\n".join(L), "iso-8859-15", "\n")
    bl = [(b, a, eur(a), ok) for b, a, ok in bids]
    rev = posted_price(bl)
    w = check_margin(rev, name)
    assert w == eur(33000), w
    record(name,
           tool="Huutokaupat.com (Finnish online auction site for machinery and surplus), ended lot's 'Huutohistoria' (bid history) selected in the browser and pasted into gedit, saved as Western (ISO-8859-15): a farm's used Valtra tractor",
           shape="bid list pasted as text: lot title, seller and VAT line, closing time, then a tab-separated 'Huutaja / Huuto / Aika' table newest first with masked bidder names, several bids per bidder, one bid cancelled by the administrator ('Peruttu'), a count and highest-bid line",
           evidence="Vocabulary (huuto, huutohistoria, huutaja) matches Finnish auction sites found in a pages search; the page layout itself is from memory. ISO-8859-15 (euro sign 0xA4), LF, tab separated, amounts '33 000 €' with no-break spaces, Finnish d.m.yyyy 'klo' hh.mm.ss times",
           question="best posted price: the valid bid amount b maximising b × number of bidders whose highest valid bid ≥ b (the cancelled bid excluded)",
           candidates=list(rev), scores=rev, winner=w,
           traps=["cancelled 49 000 € bid is the largest amount", "'Korkein huuto' line gives the highest valid bid, not the answer",
                  "masked bidder names", "no-break-space thousands and trailing €", "5 840 h and 25,5 % in the preamble"])


# ======================================================================
# 15. Ninox - cattle show judging, long with criteria (';', decimal comma)
# ======================================================================
def f_ninox():
    name = "Ninox_Export_Fleckviehschau_Ried_2026_Klasse_7.csv"
    cows = [("701", "Resi", "AT 718364529", "Huber Josef", "Taiskirchen", 48215),
            ("702", "Gundi", "AT 402918377", "Mayr GesbR", "Eberschwang", 61480),
            ("703", "Lore", "AT 530271846", "Pointner Maria", "Lohnsburg", 39770),
            ("704", "Fanny", "AT 866102453", "Huber Josef", "Taiskirchen", 44105),
            ("705", "Bella", "AT 291847630", "Schachinger KG", "Mettmach", 52360),
            ("706", "Hanni", "AT 675033918", "Mayr GesbR", "Eberschwang", 35920),
            ("707", "Zenzi", "AT 148659207", "Wimmer Franz", "Geinberg", 41290)]
    q = [7.6, 7.4, 8.5, 7.1, 7.7, 6.9, 7.2]
    judges = ["Ing. Leopold Gruber", "Katharina Zehetner", "Martin Aigner"]
    crit = ["Rahmen", "Bemuskelung", "Fundament", "Euter"]
    seed = 1515
    while True:
        rng = random.Random(seed)
        rows = []
        for j in judges:
            for ci, c in enumerate(cows):
                marks = [round(max(5.0, min(10.0, rng.gauss(q[ci], 0.45))) * 2) / 2 for _ in crit]
                rows.append((j, c, marks, sum(marks)))
        tot = {}
        for j, c, m, g in rows:
            tot[c[1]] = tot.get(c[1], 0) + g
        top = ranked(tot)
        if top[0][0] == "Lore" and top[0][1] >= top[1][1] * 1.06:
            break
        seed += 1

    def dec(x):
        return ("%.1f" % x).replace(".", ",")

    def thou(n):
        return "{:,}".format(n).replace(",", ".")

    hdr = ["Nr.", "Katalognummer", "Name", "Ohrmarke", "Züchter", "Ort", "Lebensleistung (kg)", "Preisrichter"] + crit + ["Gesamt"]
    lines = [csv_line(hdr, ";", quote="all")]
    for n, (j, c, m, g) in enumerate(rows, 1):
        lines.append(csv_line([str(n), c[0], c[1], c[2], c[3], c[4], thou(c[5]), j] + [dec(x) for x in m] + [dec(g)], ";", quote="all"))
    write_text(name, "\n".join(lines) + "\n", "utf-8", "\n")
    scores = {k: round(v, 1) for k, v in tot.items()}
    record(name,
           tool="Ninox (database app for Mac/iPad/cloud), a breeders' association's ringside judging database → table view → Export CSV (German locale, ';'), one class of a Fleckvieh (Simmental) cattle show",
           shape="long format: one row per judge and cow with catalogue number, name, ear tag, breeder, village and lifetime milk yield, then four criterion marks (0-10 in halves) and their sum 'Gesamt'",
           evidence="From memory (Ninox offers CSV export with a chosen separator; layout is the association's own table). UTF-8 without BOM, LF, ';', every field quoted, decimal comma in marks, thousands points in kg",
           question="sum of 'Gesamt' over the three judges per cow (same order as the mean)",
           candidates=[c[1] for c in cows], scores=scores, winner=top[0][0],
           traps=["'Lebensleistung (kg)' with thousands points is the largest number per row (Gundi leads it)",
                  "breeders with two cows ('Huber Josef', 'Mayr GesbR')", "catalogue numbers and ear tags look numeric",
                  "per-criterion columns beside the total", "winner is the third cow"])


def main():
    for fn in (f_kizeo, f_perl_eucjp, f_eyequestion, f_bigiron, f_whenisgood, f_tricider, f_interankiety,
               f_kexi, f_appsheet, f_showorks, f_harvie, f_formassembly, f_klaxoon, f_huutokaupat, f_ninox):
        fn()
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8") as f:
        json.dump(EXPECTED, f, ensure_ascii=False, indent=2, sort_keys=True)
        f.write("\n")
    print("wrote %d files" % len(EXPECTED))


if __name__ == "__main__":
    main()
