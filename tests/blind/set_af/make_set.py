#!/usr/bin/env python3
"""Blind test set AF: fifteen exports from data tools and office workflows.

Deterministic: fixed seeds (any seed search below is itself deterministic), fixed xlsx
document properties and fixed zip entry dates.  Standard library + openpyxl only.
Writes the 15 files and expected.json next to this script.
"""
import datetime as dt
import io
import json
import os
import random
import re
import zipfile

import openpyxl
from openpyxl.styles import Alignment, Font

HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = {}
FIXED = dt.datetime(2026, 11, 29, 10, 0, 0)


# ----------------------------------------------------------------- helpers
def write_text(name, text, encoding, bom=False, newline="\r\n"):
    data = text.replace("\r\n", "\n").replace("\n", newline)
    raw = data.encode(encoding)
    if bom:
        if encoding.lower().replace("-", "") in ("utf16le", "utf16"):
            raw = b"\xff\xfe" + data.encode("utf-16-le")
        else:
            raw = b"\xef\xbb\xbf" + raw
    with open(os.path.join(HERE, name), "wb") as fh:
        fh.write(raw)


def q(v):
    return '"' + str(v).replace('"', '""') + '"'


def join_min(fields, sep):
    """Quote only where needed (Excel / most writers)."""
    out = []
    for f in fields:
        s = "" if f is None else str(f)
        if sep in s or '"' in s or "\n" in s:
            s = q(s)
        out.append(s)
    return sep.join(out)


def save_xlsx(wb, name):
    wb.properties.creator = "user"
    wb.properties.lastModifiedBy = "user"
    wb.properties.created = FIXED
    wb.properties.modified = FIXED
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                txt = data.decode("utf-8")
                txt = re.sub(r"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)",
                             r"\g<1>2026-11-29T10:00:00Z\2", txt)
                txt = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)",
                             r"\g<1>2026-11-29T10:00:00Z\2", txt)
                data = txt.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 11, 29, 10, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            z.writestr(zi, data)
    with open(os.path.join(HERE, name), "wb") as fh:
        fh.write(out.getvalue())


def top(scores):
    best = max(scores.values())
    winners = [k for k, v in scores.items() if v == best]
    return winners[0] if len(winners) == 1 else None


def unique_top(scores):
    return top(scores) is not None


def entry(name, tool, shape, evidence, answer, winner, question, candidates, scores,
          traps, acceptable=None, ask_because=None, aliases=None, encoding=None):
    e = {
        "tool": tool,
        "shape": shape,
        "format_evidence": evidence,
        "answer": answer,
        "winner": winner,
        "acceptable": acceptable,
        "ask_because": ask_because,
        "question": question,
        "candidates": candidates,
        "scores": scores,
        "traps": traps,
    }
    if aliases:
        e["winner_aliases"] = aliases
    EXPECTED[name] = e
    README_ROWS.append((name, tool, shape, encoding, evidence))


README_ROWS = []


def rnd_time(rng, start, days, h0=7, h1=19):
    d = start + dt.timedelta(days=rng.randrange(days), hours=rng.randrange(h0, h1),
                             minutes=rng.randrange(60), seconds=rng.randrange(60))
    return d


# --------------------------------------------------------------- 1 Oracle SQL Developer
def f01_sqldeveloper():
    name = "export_BULLETINS_NOM_NOUVELLE_AILE_CHR_VALDEMEUSE.csv"
    rng = random.Random(1101)
    opts = ["Aile Reine Astrid", "Aile Georges Lemaître", "Aile Marie Popelin",
            "Aile Adolphe Sax", "Aile Andrée De Jongh"]
    valid_counts = [61, 57, 40, 25, 18]
    services = ["Urgences", "Cardiologie", "Pédiatrie", "Bloc opératoire", "Radiologie",
                "Pharmacie", "Gériatrie", "Administration", "Maternité", "Stérilisation"]
    first = ["Amélie", "Benoît", "Céline", "Damien", "Élodie", "François", "Géraldine", "Hélène",
             "Jérôme", "Laurence", "Mathieu", "Noémie", "Olivier", "Pascale", "Quentin", "Rémi",
             "Sophie", "Thierry", "Valérie", "Yannick", "Anaïs", "Cédric", "Murielle", "Grégory"]
    last = ["Lejeune", "Dubois", "Lambert", "Martin", "Renard", "Collignon", "Piron", "Hennuy",
            "Gérard", "Lemaire", "Dethier", "Fontaine", "Wilmotte", "Jacquemin", "Counson",
            "Mertens", "Degrève", "Thiry", "Bodson", "Stassen", "Lhoest", "Massin"]
    ballots = []
    for i, c in enumerate(valid_counts):
        ballots += [opts[i]] * c
    rng.shuffle(ballots)
    voters = []
    used = set()
    for ch in ballots:
        while True:
            mat = "M%05d" % rng.randrange(10000, 99999)
            if mat not in used:
                used.add(mat)
                break
        fn, ln = rng.choice(first), rng.choice(last)
        mail = "%s.%s@chr-valdemeuse.be" % (fn.lower(), ln.lower())
        mail = (mail.replace("é", "e").replace("è", "e").replace("ë", "e").replace("ï", "i")
                .replace("î", "i").replace("ô", "o").replace("ç", "c").replace("ê", "e"))
        voters.append({"mat": mat, "mail": mail, "svc": rng.choice(services), "choice": ch,
                       "t": rnd_time(rng, dt.datetime(2026, 10, 5), 11, 6, 22),
                       "ip": "10.%d.%d.%d" % (rng.choice([20, 21, 24]), rng.randrange(1, 40),
                                              rng.randrange(2, 250)), "statut": "VALIDE"})
    rows = list(voters)
    # 9 voters re-voted: their earlier ballot (for Lemaître) was cancelled
    changers = [v for v in voters if v["choice"] != opts[1]]
    rng.shuffle(changers)
    for v in changers[:9]:
        old = dict(v)
        old["choice"] = opts[1]
        old["statut"] = "ANNULE"
        old["t"] = v["t"] - dt.timedelta(hours=rng.randrange(2, 40), minutes=rng.randrange(60))
        rows.append(old)
    for k in range(6):
        rows.append({"mat": "TEST%02d" % (k + 1), "mail": "test.informatique@chr-valdemeuse.be",
                     "svc": "Informatique", "choice": opts[1],
                     "t": dt.datetime(2026, 10, 2, 14, 5 + k * 3, 11 + k),
                     "ip": "10.20.0.15", "statut": "TEST"})
    rows.sort(key=lambda r: r["t"])
    lines = [",".join(q(h) for h in ["ID_BULLETIN", "MATRICULE", "COURRIEL", "SERVICE", "CHOIX",
                                      "DATE_VOTE", "ADRESSE_IP", "STATUT"])]
    for i, r in enumerate(rows):
        ts = r["t"].strftime("%d/%m/%y %H:%M:%S") + ",%06d000" % rng.randrange(0, 999999)
        lines.append(",".join([str(40001 + i), q(r["mat"]), q(r["mail"]), q(r["svc"]),
                               q(r["choice"]), q(ts), q(r["ip"]), q(r["statut"])]))
    write_text(name, "\n".join(lines) + "\n", "cp1252")
    scores = {o: sum(1 for r in rows if r["statut"] == "VALIDE" and r["choice"] == o) for o in opts}
    allrows = {o: sum(1 for r in rows if r["choice"] == o) for o in opts}
    w = top(scores)
    assert w and top(allrows) != w
    entry(name,
          "Oracle SQL Developer (Windows, French NLS settings): query on the intranet vote table "
          "→ right-click on the result grid → Export… → Format: csv, header on, left/right "
          "enclosure \", encoding Cp1252; the IT department of a Walloon hospital (invented "
          "'CHR Val de Meuse') gives the staff council the raw ballots of the vote on the name "
          "of the new wing",
          "One choice per row with metadata (ballot id, staff number, e-mail, department, "
          "choice, timestamp, IP) and a status column: VALIDE, ANNULE (earlier ballot of a "
          "voter who voted again) and TEST rows left by IT.",
          "checked: Oracle's SQL Developer (VS Code extension) documentation lists the export formats (CSV, "
          "Delimited, ...), header option and enclosures; unverified: quoting of numbers vs "
          "strings, the NLS timestamp rendering 'DD/MM/RR HH24:MI:SS,FF9' and the Cp1252 default "
          "are from memory",
          "winner", w,
          "Which name gets the most valid ballots (STATUT = VALIDE)?",
          opts, scores,
          ["ANNULE rows (superseded ballots) all for one option",
           "TEST rows from IT for the same option",
           "counting every row makes 'Aile Georges Lemaître' win",
           "Windows-1252 accents", "all strings quoted, ids unquoted"],
          encoding="Windows-1252, `,`, CRLF, all text quoted")


# --------------------------------------------------------------- 2 MySQL Workbench
def f02_workbench():
    name = "punts_tema_club_lectura_2027.csv"
    themes = ["Novel·la negra catalana", "Ciència-ficció escrita per dones",
              "Clàssics grecs i llatins", "Novel·la gràfica", "Literatura de viatges",
              "Poesia contemporània"]
    libs = ["Biblioteca Can Fabra", "Biblioteca Sant Gervasi", "Biblioteca Vapor Vell",
            "Biblioteca de Gràcia", "Biblioteca Montbau", "Biblioteca Sagrada Família"]
    first = ["Jordi", "Montserrat", "Núria", "Pau", "Laia", "Oriol", "Mireia", "Xavier", "Anna",
             "Marc", "Gemma", "Albert", "Roser", "Sergi", "Meritxell", "Joan", "Carme", "Arnau"]
    last = ["Puig", "Ferrer", "Vidal", "Soler", "Casals", "Roca", "Pujol", "Font", "Serra",
            "Bosch", "Riera", "Vila", "Camps", "Sala", "Mas", "Codina", "Prat", "Badia"]
    seed = 2200
    while True:
        rng = random.Random(seed)
        rows = []
        for v in range(74):
            # style: concentrated (5 or 4+1) or spread (1+1+...)
            style = rng.random()
            weights = [5, 3, 2, 6, 3, 2] if style < 0.5 else [2, 3, 2, 4, 5, 3]
            if style < 0.35:
                alloc = {rng.choices(themes, weights=[6, 2, 2, 3, 2, 1])[0]: 5}
            elif style < 0.6:
                a, b = rng.sample(themes, 2)
                alloc = {a: 3, b: 2}
            else:
                picks = rng.sample(themes, 3)
                alloc = {picks[0]: 2, picks[1]: 2, picks[2]: 1}
                if rng.random() < 0.6 and themes[3] not in alloc:
                    alloc[picks[2]] = 0
                    del alloc[picks[2]]
                    alloc[themes[3]] = 1
            rows.append((v, alloc))
        pts = {t: 0 for t in themes}
        cnt = {t: 0 for t in themes}
        for _, al in rows:
            for t, p in al.items():
                pts[t] += p
                cnt[t] += 1
        w = top(pts)
        if w and top(cnt) and top(cnt) != w and sorted(pts.values())[-1] - sorted(pts.values())[-2] >= 3:
            break
        seed += 1
    lines = ["id;votant;correu;biblioteca;opcio;punts;data_vot"]
    rid = 1
    base = dt.datetime(2026, 11, 9, 8, 0)
    voters = []
    for v, al in rows:
        fn, ln = rng.choice(first), rng.choice(last)
        voters.append((fn + " " + ln, "%s.%s%d@bibliotequesbcn.cat" % (fn.lower(), ln.lower(), v % 7),
                       rng.choice(libs), base + dt.timedelta(minutes=rng.randrange(0, 60 * 24 * 6)), al))
    voters.sort(key=lambda x: x[3])
    for nm, mail, lib, t, al in voters:
        mail = (mail.replace("ú", "u").replace("à", "a").replace("è", "e").replace("ò", "o")
                .replace("í", "i").replace("ï", "i"))
        for th, p in al.items():
            lines.append(join_min([rid, nm, mail, lib, th, p, t.strftime("%Y-%m-%d %H:%M:%S")], ";"))
            rid += 1
    write_text(name, "\n".join(lines) + "\n", "utf-8", newline="\n")
    entry(name,
          "MySQL Workbench 8.0 (Windows): SELECT over the staff intranet's dot-vote table → result "
          "grid → Export recordset to an external file → format 'CSV (; separated)'; the "
          "programming team of a city library network (invented, Barcelona) choosing the theme "
          "of the 2027 reading clubs, every staff member spreading 5 points",
          "Long format: one row per voter and theme with the points given (1–5, each voter's "
          "points add to 5), plus row id, voter name, e-mail, library and time.",
          "unverified: the 'CSV (; separated)' choice in Workbench's export dialog, header "
          "unquoted and quoting only where needed are from memory (search found only other "
          "clients' NULL handling)",
          "winner", w,
          "Which theme gets the most points (sum of punts)?",
          themes, pts,
          ["points versus rows: counting rows (voters naming the theme) gives a different theme",
           "voters appear on 1–3 rows", "Catalan middle dot (l·l) in labels"],
          encoding="UTF-8 without BOM, `;`, LF")


# --------------------------------------------------------------- 3 MonetDB mclient
def mtable(headers, rows, align):
    widths = [max(len(str(h)), *(len(str(r[i])) for r in rows)) for i, h in enumerate(headers)]
    sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    eq = "+" + "+".join("=" * (w + 2) for w in widths) + "+"
    out = [sep, "| " + " | ".join(str(h).ljust(widths[i]) for i, h in enumerate(headers)) + " |", eq]
    for r in rows:
        cells = []
        for i, v in enumerate(r):
            s = str(v)
            cells.append(s.rjust(widths[i]) if align[i] == "r" else s.ljust(widths[i]))
        out.append("| " + " | ".join(cells) + " |")
    out.append(sep)
    return out


def f03_monetdb():
    name = "uitslag_locatie_promovendiretraite_2027.txt"
    rng = random.Random(3303)
    locs = ["Ameland (Hollum)", "Texel (Den Hoorn)", "Veluwe (Hoenderloo)", "Zeeland (Veere)",
            "geen voorkeur"]
    target = [41, 37, 29, 18, 9]
    votes = []
    for l, c in zip(locs, target):
        votes += [l] * c
    rng.shuffle(votes)
    counts = {l: votes.count(l) for l in locs}
    total = len(votes)
    body = sorted(counts.items(), key=lambda kv: -kv[1])
    rows = [("null", total, "100.00")] + [(k, v, "%.2f" % (100.0 * v / total)) for k, v in body]
    rows.sort(key=lambda r: -r[1])
    txt = []
    txt.append("SELECT locatie, count(*) AS stemmen,")
    txt.append("       CAST(100.0 * count(*) / (SELECT count(*) FROM retraite_stem WHERE geldig) AS DECIMAL(5,2)) AS pct")
    txt.append("  FROM retraite_stem")
    txt.append(" WHERE geldig")
    txt.append(" GROUP BY ROLLUP (locatie)")
    txt.append(" ORDER BY stemmen DESC;")
    txt += mtable(["locatie", "stemmen", "pct"], rows, ["l", "r", "r"])
    txt.append("%d tuples" % len(rows))
    txt.append("SELECT count(*) AS stemgerechtigd, sum(CASE WHEN gestemd THEN 1 ELSE 0 END) AS gestemd FROM promovendi;")
    txt += mtable(["stemgerechtigd", "gestemd"], [(212, total + 3)], ["r", "r"])
    txt.append("1 tuple")
    write_text(name, "\n".join(txt) + "\n", "utf-8", newline="\n")
    cands = locs[:4]
    scores = {l: counts[l] for l in cands}
    w = top(scores)
    assert w == "Ameland (Hollum)"
    entry(name,
          "MonetDB mclient (Linux terminal): mclient -d phdraad -e uitslag.sql > uitslag.txt, "
          "default 'sql' table rendering with the query echoed; the PhD council (promovendiraad) "
          "of an invented Dutch university graduate school counting its vote on the location of "
          "the 2027 PhD retreat",
          "Ready-made count table printed by a SQL client: box drawn with + - | and a '=' rule "
          "under the header, a GROUP BY ROLLUP total row labelled 'null' sorted to the top, a "
          "percent column, 'N tuples' footer and a second one-row result (turnout).",
          "checked: mclient's table format with a '+====+' line under the header and NULL "
          "printed as 'null' (pspg issue #140 quoting mclient output; MonetDB mclient "
          "changelogs for -f formats and -e echo); the rest of the layout unverified",
          "winner", w,
          "Which location has the most votes?",
          cands, scores,
          ["ROLLUP grand-total row labelled 'null' is the first and largest row",
           "'geen voorkeur' (no preference) row", "echoed SQL text above the table",
           "second result table with turnout numbers"],
          encoding="UTF-8 without BOM, box drawn with + - = |, LF")


# --------------------------------------------------------------- 4 Azure Data Studio (bids)
def revenue_price(maxbids):
    best = None
    for b in sorted(set(maxbids)):
        rev = b * sum(1 for m in maxbids if m >= b)
        if best is None or rev > best[1]:
            best = (b, rev, False)
        elif rev == best[1]:
            best = (best[0], rev, True)
    return best


def f04_ads_bids():
    name = "SurplusLaptopSale_Bids_Lot LAP-26-11.xlsx"
    first = ["Aroha", "Wiremu", "Sophie", "Liam", "Mere", "Tama", "Hannah", "Jack", "Ngaio",
             "Rawiri", "Olivia", "Noah", "Anahera", "Isla", "Manaia", "Ruby", "Hemi", "Charlotte",
             "Tane", "Grace", "Kauri", "Ella", "Nikau", "Amelia"]
    last = ["Ngata", "Smith", "Parata", "Wilson", "Tipene", "Brown", "Walker", "Henare",
            "Taylor", "Rewi", "Anderson", "Pomare", "Thompson", "Kereama", "Clark", "Harris"]
    seed = 4400
    while True:
        rng = random.Random(seed)
        bidders = []
        names = set()
        while len(bidders) < 28:
            nm = rng.choice(first) + " " + rng.choice(last)
            if nm in names:
                continue
            names.add(nm)
            bidders.append(nm)
        bids = []
        for nm in bidders:
            top_val = rng.choice([260, 280, 300, 320, 340, 350, 360, 375, 380, 400, 420, 425, 450, 480])
            nb = rng.choice([1, 1, 2, 2, 3])
            vals = sorted({top_val - 20 * k for k in range(nb)})
            for v in vals:
                bids.append([nm, float(v), "Active"])
        # a few retracted bids: retracted amount above the bidder's real top
        for nm in rng.sample(bidders, 3):
            mx = max(b[1] for b in bids if b[0] == nm)
            bids.append([nm, mx + rng.choice([60.0, 80.0, 100.0]), "Retracted"])
        active = {}
        for nm, v, st in bids:
            if st == "Active":
                active[nm] = max(active.get(nm, 0), v)
        p, rev, tie = revenue_price(list(active.values()))
        p_all, _, _ = revenue_price([b[1] for b in bids])
        inc_ret = {}
        for nm, v, st in bids:
            inc_ret[nm] = max(inc_ret.get(nm, 0), v)
        p_ret, _, _ = revenue_price(list(inc_ret.values()))
        if not tie and p_all != p and p_ret != p:
            break
        seed += 1
    rng.shuffle(bids)
    base = dt.datetime(2026, 11, 16, 9, 0)
    timed = []
    for nm, v, st in bids:
        timed.append((base + dt.timedelta(minutes=rng.randrange(0, 60 * 24 * 5)), nm, v, st))
    # bids of one bidder must rise over time
    per = {}
    for t, nm, v, st in sorted(timed):
        per.setdefault(nm, []).append(t)
    rows = []
    for nm in per:
        ts = sorted(per[nm])
        vs = sorted([(v, st) for (_, n2, v, st) in timed if n2 == nm])
        for t, (v, st) in zip(ts, vs):
            rows.append((t, nm, v, st))
    rows.sort()
    staff = {nm: "E%05d" % (10000 + 37 * i + 11) for i, nm in enumerate(sorted(per))}
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Sheet1"
    hdr = ["BidId", "StaffNo", "BidderName", "LotCode", "Item", "BidAmountNZD", "BidPlacedAt", "BidStatus"]
    ws.append(hdr)
    for i, (t, nm, v, st) in enumerate(rows):
        ws.append([7001 + i, staff[nm], nm, "LAP-26-11", "Dell Latitude 5440 (refurb., 16GB/512GB)",
                   v, t, st])
        ws.cell(row=i + 2, column=7).number_format = "yyyy-mm-dd hh:mm:ss"
        ws.cell(row=i + 2, column=6).number_format = "0.00"
    save_xlsx(wb, name)
    maxb = {}
    for t, nm, v, st in rows:
        if st == "Active":
            maxb[nm] = max(maxb.get(nm, 0), v)
    p, rev, tie = revenue_price(list(maxb.values()))
    cand = sorted(set(maxb.values()))
    scores = {"%.2f" % b: b * sum(1 for m in maxb.values() if m >= b) for b in cand}
    entry(name,
          "Azure Data Studio (Windows): query on the asset-disposal database → results grid → "
          "'Save as Excel'; the IT asset manager of an invented New Zealand regional council "
          "looks at the staff bids on refurbished laptops (lot LAP-26-11) to set one fixed price "
          "for the next batch of identical laptops",
          "Bid list as a plain query result: bid id, staff number, bidder, lot, item, amount "
          "(NZD), time and status (Active / Retracted), several rising bids per bidder.",
          "unverified: Azure Data Studio's 'Save as Excel' writing one plain sheet with the "
          "column names in row 1 is from memory (sheet name 'Sheet1' assumed)",
          "winner", "%.2f" % p,
          "Which single posted price maximises revenue = price × number of bidders whose highest "
          "active bid is at least that price?",
          ["%.2f" % b for b in cand], {k: round(v, 2) for k, v in scores.items()},
          ["several bids per bidder: use each bidder's highest bid",
           "Retracted bids above the bidder's real top bid",
           "counting every bid row as a bidder gives a different price"],
          encoding=".xlsx, 1 sheet, numbers and datetimes typed")


# --------------------------------------------------------------- 5 StatCrunch (ask)
def f05_statcrunch():
    name = "StatCrunch_mascot_vote_by_campus.txt"
    north = {"Herons": 58, "Ospreys": 51, "River Otters": 38, "Timberwolves": 18}
    south = {"Timberwolves": 47, "River Otters": 45, "Ospreys": 28, "Herons": 17}
    order = ["Herons", "Ospreys", "River Otters", "Timberwolves"]
    rng = random.Random(505)
    # individual responses, then tabulated
    resp = [("North", m) for m, c in north.items() for _ in range(c)] + \
           [("Riverside", m) for m, c in south.items() for _ in range(c)]
    rng.shuffle(resp)
    tab = {"North": {m: 0 for m in order}, "Riverside": {m: 0 for m in order}}
    for campus, m in resp:
        tab[campus][m] += 1
    comb = {m: tab["North"][m] + tab["Riverside"][m] for m in order}
    out = ["MATH 1342 group project - new athletics mascot vote (student survey, Oct 2026)",
           "StatCrunch output, copied from the Results window", ""]
    out.append("Frequency table results for Mascot:")
    out.append("Group by: Campus")
    for campus in ["North", "Riverside"]:
        n = sum(tab[campus].values())
        out.append("")
        out.append("Campus=%s" % campus)
        out.append("Count = %d" % n)
        out.append("Mascot\tFrequency\tRelative Frequency")
        for m in order:
            out.append("%s\t%d\t%.8f" % (m, tab[campus][m], tab[campus][m] / n))
    out.append("")
    out.append("(responses with no campus given were excluded by StatCrunch: 4)")
    write_text(name, "\n".join(out) + "\n", "utf-16-le", bom=True)
    acc = {"both campuses combined": top(comb), "North campus": top(tab["North"]),
           "Riverside campus": top(tab["Riverside"])}
    assert len(set(acc.values())) == 3
    entry(name,
          "StatCrunch (Pearson's web statistics package), Stat → Tables → Frequency with "
          "'Group by: Campus', the Results window copied and pasted into Windows Notepad and "
          "saved as 'Unicode'; a statistics class at an invented two-campus US community college "
          "analysing the student vote on the new athletics mascot",
          "Two grouped frequency tables (one per campus) with Frequency and Relative Frequency, "
          "each with its own count, under two typed title lines; no combined table.",
          "unverified: the 'Frequency table results for …' / 'Group by:' / 'Count =' layout of "
          "StatCrunch output is from memory (search found nothing specific)",
          "ask", None,
          "Which mascot wins: one mascot for the college (combined) or one per campus?",
          {k: order for k in acc},
          {"both campuses combined": comb, "North campus": tab["North"],
           "Riverside campus": tab["Riverside"]},
          ["two sections with different winners and no overall table",
           "relative frequencies next to counts", "UTF-16 LE text with tabs"],
          acceptable=acc,
          ask_because="The output gives only per-campus tables with different winners "
                      "(Herons at North, Timberwolves at Riverside) and does not say whether one "
                      "mascot is chosen for the college, where the combined count favours River "
                      "Otters.",
          encoding="UTF-16 LE with BOM, TAB, CRLF")


# --------------------------------------------------------------- 6 RapidMiner (ratings)
def f06_rapidminer():
    name = "hodnoceni_napadu_hackathon_2027.csv"
    ideas = ["Chatbot pro hlášení škod", "Detekce pojistných podvodů",
             "Predikce odchodu klientů", "Automatické čtení faktur (OCR)",
             "Dashboard rizik pro upisovatele"]
    depts = ["Pojistná matematika", "IT vývoj", "Likvidace škod", "Obchod", "Datová analytika",
             "Upisování rizik"]
    seed = 6600
    while True:
        rng = random.Random(seed)
        mu = [6.2, 6.9, 6.7, 5.6, 5.1]
        rows = []
        for r in range(41):
            vals = []
            for i in range(5):
                if rng.random() < 0.1:
                    vals.append(None)
                else:
                    vals.append(max(1, min(10, int(round(rng.gauss(mu[i], 1.8))))))
            rows.append(vals)
        mean = {}
        sums = {}
        for i, idea in enumerate(ideas):
            v = [r[i] for r in rows if r[i] is not None]
            mean[idea] = sum(v) / len(v)
            sums[idea] = sum(v)
        test = [[10, 1, 1, 10, 1], [10, 2, 1, 9, 1], [10, 1, 2, 10, 3]]
        mean_t = {}
        for i, idea in enumerate(ideas):
            v = [r[i] for r in rows + test if r[i] is not None]
            mean_t[idea] = sum(v) / len(v)
        w = top(mean)
        ranked = sorted(mean.values())
        if (w and top(sums) == w and top(mean_t) != w and ranked[-1] - ranked[-2] >= 0.08
                and w != ideas[0]):
            break
        seed += 1
    base = dt.datetime(2026, 11, 2, 8, 0)
    recs = []
    for k, r in enumerate(rows):
        recs.append(("R%03d" % (k + 1), rng.choice(depts),
                     base + dt.timedelta(minutes=rng.randrange(0, 60 * 24 * 8)), r))
    for k, r in enumerate(test):
        recs.append(("TEST%02d" % (k + 1), "Datová analytika",
                     dt.datetime(2026, 10, 30, 15, 10 + 4 * k, 7), r))
    recs.sort(key=lambda x: x[2])
    hdr = ["respondent", "oddělení", "odesláno"] + ideas + ["poznámka"]
    lines = [";".join(q(h) for h in hdr)]
    notes = {"TEST01": "test formuláře - nepočítat", "TEST02": "test", "TEST03": "test exportu"}
    for rid, dep, t, r in recs:
        cells = [q(rid), q(dep), q(t.strftime("%Y-%m-%d %H:%M:%S"))]
        cells += ["" if v is None else str(v) for v in r]
        cells.append(q(notes[rid]) if rid in notes else "")
        lines.append(";".join(cells))
    write_text(name, "\n".join(lines) + "\n", "cp1250")
    entry(name,
          "RapidMiner Studio 10 (Windows, Czech locale): process Read Excel (form answers) → "
          "Set Role → Write CSV with column separator ';', 'quote nominal values' on and encoding "
          "SYSTEM (= windows-1250); the data-science team of an invented Brno insurance company "
          "rating five hackathon ideas on a 1–10 scale",
          "Rating grid: one row per respondent (id, department, time), one 1–10 column per idea, "
          "empty cells for skipped ideas, a remark column; three TEST rows by the form's author.",
          "checked: RapidMiner's Write CSV page (column separator parameter, attribute names "
          "row, missing values written as empty cells); unverified: quoting of nominal values "
          "only, the date format and the SYSTEM encoding default are from memory",
          "winner", w,
          "Which idea has the highest mean rating (1–10) over the real respondents?",
          ideas, {k: round(v, 4) for k, v in mean.items()},
          ["three TEST rows (marked in respondent id and remark) push another idea to the top",
           "empty cells for skipped ratings (not zero)", "Windows-1250 Czech diacritics",
           "nominal values quoted, numbers not"],
          encoding="Windows-1250, `;`, CRLF, nominal values quoted")


# --------------------------------------------------------------- 7 Alteryx (ticks)
def f07_alteryx():
    name = "julefrokost_2026_samlet_svar.csv"
    venues = ["Havnekroen", "Skovpavillonen", "Rådhuskælderen", "Kulturhuset Spejlet",
              "Strandhotellet Øresund"]
    fields = [v.replace(" ", "_") for v in venues]
    forv = ["Børn og Unge", "Teknik og Miljø", "Social og Sundhed", "Borgerservice",
            "Kultur og Fritid", "Økonomi og HR"]
    first = ["Mette", "Søren", "Anne", "Jens", "Birgitte", "Lars", "Hanne", "Mads", "Signe",
             "Rasmus", "Trine", "Mikkel", "Line", "Jørgen", "Camilla", "Henrik", "Pernille", "Ole"]
    last = ["Jensen", "Nielsen", "Hansen", "Pedersen", "Andersen", "Christensen", "Larsen",
            "Sørensen", "Rasmussen", "Jørgensen", "Madsen", "Kristensen", "Olsen", "Thomsen",
            "Møller", "Kjær", "Dahl", "Holm"]
    seed = 7700
    while True:
        rng = random.Random(seed)
        p = [0.55, 0.50, 0.35, 0.30, 0.44]
        people = []
        for k in range(118):
            ticks = [1 if rng.random() < p[i] else 0 for i in range(5)]
            if not any(ticks):
                ticks[rng.randrange(5)] = 1
            people.append(ticks)
        cnt = {venues[i]: sum(t[i] for t in people) for i in range(5)}
        w = top(cnt)
        if not w:
            seed += 1
            continue
        wi = venues.index(w)
        # duplicates: paper forms typed in again for people who ticked the runner-up but not w
        runner = sorted(cnt, key=lambda v: -cnt[v])[1]
        ri = venues.index(runner)
        pool = [k for k, t in enumerate(people) if t[ri] == 1 and t[wi] == 0]
        dups = pool[:14]
        cnt_d = dict(cnt)
        for k in dups:
            for i in range(5):
                cnt_d[venues[i]] += people[k][i]
        if top(cnt_d) and top(cnt_d) != w and cnt[w] - cnt[runner] >= 2:
            break
        seed += 1
    base = dt.datetime(2026, 10, 19, 7, 30)
    recs = []
    for k, t in enumerate(people):
        fn, ln = rng.choice(first), rng.choice(last)
        nr = "%06d" % (204000 + 17 * k + rng.randrange(0, 16))
        recs.append({"nr": nr, "navn": fn + " " + ln, "forv": rng.choice(forv),
                     "t": base + dt.timedelta(minutes=rng.randrange(0, 60 * 24 * 10)),
                     "delt": rng.choice(["Ja"] * 8 + ["Nej", "Ved ikke"]), "ticks": t,
                     "kost": rng.choice([""] * 9 + ["Vegetar", "Glutenfri", "Ingen svinekød",
                                                     "Laktosefri"]),
                     "kilde": "Forms" if rng.random() < 0.8 else "Papirskema"})
    for k in dups:
        r = dict(recs[k])
        r["kilde"] = "Papirskema" if recs[k]["kilde"] == "Forms" else "Forms"
        r["t"] = recs[k]["t"] + dt.timedelta(days=rng.randrange(1, 4), minutes=rng.randrange(60))
        recs.append(r)
    recs.sort(key=lambda r: (r["nr"], r["t"]))
    hdr = ["MedarbejderNr", "Navn", "Forvaltning", "Svartidspunkt", "Deltager"] + fields + \
          ["Kosthensyn", "Kilde"]
    lines = [",".join(hdr)]
    for r in recs:
        cells = [r["nr"], r["navn"], r["forv"], r["t"].strftime("%Y-%m-%d %H:%M:%S"), r["delt"]]
        cells += ["1" if x else "" for x in r["ticks"]]
        cells += [r["kost"], r["kilde"]]
        lines.append(join_min(cells, ","))
    write_text(name, "\n".join(lines) + "\n", "iso-8859-1")
    scores = {fields[i]: cnt[venues[i]] for i in range(5)}
    entry(name,
          "Alteryx Designer (Danish municipality's HR analyst): Input Data (Microsoft Forms export "
          "+ typed-in paper forms) → Union → Cross Tab (one column per venue, count) → Output Data "
          "to .csv with the default code page ISO 8859-1; an invented Zealand municipality's "
          "staff choosing the venue(s) they accept for the 2026 Christmas lunch (julefrokost)",
          "One row per answer with employee number, name, department, time, attendance (Ja / "
          "Nej / Ved ikke), one column per venue holding 1 when ticked and empty otherwise "
          "(several venues may be ticked), diet and source (Forms / Papirskema).",
          "unverified: Cross Tab renaming headers with underscores, nulls written as empty "
          "fields and the ISO 8859-1 default code page of the Output Data tool are from memory",
          "winner", fields[venues.index(w)],
          "Which venue is ticked by the most distinct employees (MedarbejderNr)?",
          fields, scores,
          ["14 employees appear twice (Forms and Papirskema) and their ticks favour the runner-up",
           "Deltager column of Ja/Nej answers", "venue names with underscores from Cross Tab",
           "empty cells mean not ticked", "ISO-8859-1 æ ø å"],
          aliases=[w] if w != fields[venues.index(w)] else None,
          encoding="ISO-8859-1, `,`, CRLF")


# --------------------------------------------------------------- 8 Apple Mail (scheduling)
def f08_applemail():
    name = "Re_Terminabstimmung_Partnerklausur_Q1_2027.txt"
    dates = ["Fr 15.01.", "Fr 22.01.", "Sa 23.01.", "Fr 29.01.", "Sa 30.01."]
    partners = ["Dr. K. Brenner", "M. Vogt", "Dr. S. Aydın", "J. Lindqvist", "Prof. Dr. H. Kessler",
                "A. Baumgartner", "Dr. T. Nguyen", "C. Reuter", "F. Obermaier", "Dr. L. Haas",
                "P. Zimmermann"]
    vals = ["Ja", "Vielleicht", "Nein"]
    sc = {"Ja": 1.0, "Vielleicht": 0.5, "Nein": 0.0}
    seed = 8800
    while True:
        rng = random.Random(seed)
        cur = [[rng.choices(vals, weights=[5, 2, 3])[0] for _ in dates] for _ in partners]
        old_n = 7
        old = [[rng.choices(vals, weights=[5, 2, 3])[0] for _ in dates] for _ in range(old_n)]
        s_cur = {d: sum(sc[r[i]] for r in cur) for i, d in enumerate(dates)}
        y_cur = {d: sum(1 for r in cur if r[i] == "Ja") for i, d in enumerate(dates)}
        s_old = {d: sum(sc[r[i]] for r in old) for i, d in enumerate(dates)}
        s_both = {d: s_cur[d] + s_old[d] for d in dates}
        w = top(s_cur)
        if w and top(y_cur) == w and top(s_old) and top(s_old) != w and top(s_both) != w:
            break
        seed += 1
    def grid(rows, names, prefix=""):
        out = [prefix + "Name\t" + "\t".join(dates)]
        for nm, r in zip(names, rows):
            out.append(prefix + nm + "\t" + "\t".join(r))
        return out
    t = []
    t.append("Von: \tDr. Katharina Brenner <k.brenner@brenner-vogt-partner.de>")
    t.append("Betreff: \tRe: Terminabstimmung Partnerklausur Q1/2027 – aktueller Stand")
    t.append("Datum: \t2. Dezember 2026 um 09:41:12 MEZ")
    t.append("An: \tPartner <partner@brenner-vogt-partner.de>")
    t.append("")
    t.append("Liebe Kolleginnen und Kollegen,")
    t.append("")
    t.append("inzwischen haben alle elf Partnerinnen und Partner geantwortet (Herr Kessler und Frau "
             "Nguyen haben ihre Angaben gestern noch geändert). Hier der aktuelle Stand:")
    t.append("")
    t += grid(cur, partners)
    t.append("")
    t.append("Ja = passt, Vielleicht = nur wenn es sein muss, Nein = geht nicht.")
    t.append("Wie besprochen zählt „Vielleicht“ halb. Ich buche das Seehotel, sobald der Termin feststeht.")
    t.append("")
    t.append("Viele Grüße")
    t.append("Katharina Brenner")
    t.append("")
    t.append("--")
    t.append("Brenner Vogt Partner Rechtsanwälte mbB · Maximilianstraße 31 · 80539 München")
    t.append("")
    t.append("> Am 27.11.2026 um 16:05 schrieb Dr. Katharina Brenner <k.brenner@brenner-vogt-partner.de>:")
    t.append("> ")
    t.append("> Liebe alle,")
    t.append("> ")
    t.append("> erster Zwischenstand (sieben Rückmeldungen):")
    t.append("> ")
    t += grid(old, partners[:old_n], "> ")
    t.append("> ")
    t.append("> Bitte die übrigen bis Montag eintragen.")
    t.append("> ")
    t.append("> Katharina")
    write_text(name, "\n".join(t) + "\n", "utf-8", newline="\n")
    entry(name,
          "Apple Mail (macOS, German UI): a reply in a partners' thread saved with Ablage → "
          "Sichern unter… → Format 'Reiner Text'; the managing partner of an invented Munich law "
          "firm pasted the date grid from her Numbers sheet into the mail; choosing the date of "
          "the Q1/2027 partners' retreat",
          "Scheduling poll in an e-mail: header lines, a tab-separated grid of partners × dates "
          "with Ja / Vielleicht / Nein, a legend saying Vielleicht counts half, a signature, then "
          "the quoted earlier message with an older, partial grid ('> ' prefix).",
          "unverified: the plain-text header block (Von/Betreff/Datum/An with tabs) of Apple "
          "Mail's 'Sichern unter' and the quoting are from memory",
          "winner", w,
          "Which date scores highest in the current grid with Ja = 1 and Vielleicht = 0.5?",
          dates, s_cur,
          ["quoted older grid (7 answers) below the current one points to a different date",
           "adding both grids also changes the winner", "Vielleicht counts half (stated)",
           "e-mail headers and signature around the table"],
          encoding="UTF-8 without BOM, TAB inside the body, LF")


# --------------------------------------------------------------- 9 Amazon QuickSight pivot
def f09_quicksight():
    name = "Charity Partner Vote 2027 - Votes by State.csv"
    charities = ["Beyond Blue", "OzHarvest", "Royal Flying Doctor Service", "Cancer Council",
                 "RSPCA", "Foodbank Australia", "No preference"]
    states = ["NSW", "QLD", "SA", "VIC", "WA"]
    seed = 9900
    while True:
        rng = random.Random(seed)
        size = {"NSW": 1700, "QLD": 1150, "SA": 520, "VIC": 1450, "WA": 640}
        pref = {"NSW": [3, 5, 2, 4, 2, 3, 1], "QLD": [3, 3, 6, 3, 2, 3, 1],
                "SA": [3, 3, 5, 3, 3, 3, 1], "VIC": [4, 3, 2, 5, 3, 3, 1],
                "WA": [3, 2, 6, 3, 2, 3, 1]}
        tab = {c: {s: 0 for s in states} for c in charities}
        for s in states:
            n = size[s] + rng.randrange(-60, 60)
            for c in rng.choices(charities, weights=pref[s], k=n):
                tab[c][s] += 1
        tot = {c: sum(tab[c].values()) for c in charities if c != "No preference"}
        nsw = {c: tab[c]["NSW"] for c in tot}
        w = top(tot)
        if w and top(nsw) != w:
            break
        seed += 1
    order = sorted(charities, key=lambda c: -sum(tab[c].values()))
    def n(x):
        return "{:,}".format(x)
    lines = [",State,,,,,", "Charity," + ",".join(states) + ",Total"]
    for c in order:
        vals = [n(tab[c][s]) for s in states] + [n(sum(tab[c].values()))]
        lines.append(join_min([c] + vals, ","))
    coltot = [n(sum(tab[c][s] for c in charities)) for s in states]
    lines.append(join_min(["Total"] + coltot + [n(sum(sum(tab[c].values()) for c in charities))], ","))
    write_text(name, "\n".join(lines) + "\n", "utf-8", bom=True)
    entry(name,
          "Amazon QuickSight (Australian retail chain's people team), dashboard 'Charity partner "
          "vote 2027' → pivot table visual (rows Charity, columns State, Count of votes, totals "
          "on) → ⋯ → Export to CSV; an invented supermarket chain's staff choosing its national "
          "charity partner for 2027",
          "Cross-tab count table: an extra header row holding the column field name ('State'), "
          "charities down the side, one count column per state, a Total column and a Total row; "
          "counts with thousands commas, quoted.",
          "checked: QuickSight pivot tables have row/column totals with optional custom labels "
          "(API reference PivotTableTotalOptions / PivotTotalOptions); unverified: how the CSV "
          "export writes the column-field header row, the totals and number formatting",
          "winner", w,
          "Which charity has the most votes nationally (Total column)?",
          [c for c in charities if c != "No preference"], tot,
          ["Total row larger than any charity", "Total column beside the state columns",
           "the first numeric column (NSW) has a different leader",
           "'No preference' row", "thousands separators inside quoted fields",
           "extra header row with only 'State'"],
          encoding="UTF-8 with BOM, `,`, CRLF, `1,234` quoted")


# --------------------------------------------------------------- 10 Camelot (PDF table)
def f10_camelot():
    name = "palmares_festival_choral_2026-page-1-table-1.csv"
    choirs = [("Ensemble vocal Arpège", "Namur"), ("Chœur de chambre Les Voix d'Ourthe", "Esneux"),
              ("Maîtrise Saint-Aubain", "Namur"), ("Cantabile", "Arlon"),
              ("Chorale Sainte-Cécile", "Ciney"), ("Vox Mosana", "Dinant"),
              ("Ensemble Polyphonia", "Mons"), ("Les Chanteurs de l'Eau d'Heure", "Walcourt"),
              ("Chœur d'hommes La Fraternité", "Charleroi"), ("Voces Nostrae", "Liège"),
              ("Jeune Chœur de Gembloux", "Gembloux")]
    host = ("Chœur Royal Val de Sambre (organisateur)", "Jambes")
    rng = random.Random(1010)
    marks = []
    for c in choirs:
        base = rng.uniform(74, 90)
        marks.append([round(min(99, max(60, base + rng.uniform(-4, 4))) * 2) / 2 for _ in range(3)])
    means = [sum(m) / 3 for m in marks]
    best = max(means)
    hostm = [round((best + 2.5 + rng.uniform(0, 1)) * 2) / 2 for _ in range(3)]
    hostmean = sum(hostm) / 3
    assert hostmean > best
    order = sorted(range(len(choirs)), key=lambda i: -means[i])
    assert means[order[0]] > means[order[1]]
    def fr(x):
        return ("%.2f" % x).replace(".", ",")
    def fm(x):
        return ("%.1f" % x).replace(".", ",")
    rows = [["Rang", "Chœur", "Localité", "Jury A\n(M. Delvaux)", "Jury B\n(Mme Van den Broeck)",
             "Jury C\n(M. Ruiz)", "Moyenne\n/100"]]
    rows.append(["H.C.", host[0], host[1]] + [fm(x) for x in hostm] + [fr(hostmean)])
    for rank, i in enumerate(order, 1):
        label = "1er" if rank == 1 else "%de" % rank
        rows.append([label, choirs[i][0], choirs[i][1]] + [fm(x) for x in marks[i]] + [fr(means[i])])
    rows.append(["H.C. = hors concours. Le chœur organisateur se produit sans être classé.",
                 "", "", "", "", "", ""])
    lines = [",".join(q(c) for c in r) for r in rows]
    write_text(name, "\n".join(lines) + "\n", "utf-8", newline="\n")
    scores = {choirs[i][0]: round(means[i], 4) for i in range(len(choirs))}
    w = choirs[order[0]][0]
    assert top(scores) == w
    entry(name,
          "Camelot (Python library for PDF tables): camelot.read_pdf('palmares_2026.pdf') → "
          "tables.export(..., f='csv') by the volunteer who keeps the festival's website; the "
          "published results (palmarès) of an invented Walloon amateur choir festival",
          "Results sheet from a PDF: rank (1er, 2e, …), choir, town, three jury marks out of 100 "
          "and the mean, header cells with line breaks, the host choir listed first as 'H.C.' "
          "with the highest marks, and a footnote row.",
          "checked: Camelot's Table.to_csv defaults (utf-8, index False, header False, quoting 1 "
          "= QUOTE_ALL) in camelot/core.py; unverified: the palmarès layout itself",
          "winner", w,
          "Which competing choir is ranked first (highest jury mean among ranked choirs)?",
          [c[0] for c in choirs], scores,
          ["host choir 'hors concours' (H.C.) has the highest marks but is not ranked",
           "every cell quoted, no separate header (first row is the PDF's header)",
           "header cells contain line breaks", "decimal commas", "footnote row"],
          encoding="UTF-8 without BOM, `,`, QUOTE_ALL, LF, decimal commas")


# --------------------------------------------------------------- 11 Zoho CRM (Turkish Excel)
def f11_zohocrm():
    name = "Adaylar_Yaz_Kampi_2027_Veli_Anketi.csv"
    camps = ["Bodrum – Gümüşlük", "Kaz Dağları", "Abant Gölü", "Kapadokya", "Diğer"]
    counts = {"Bodrum – Gümüşlük": 44, "Kaz Dağları": 48, "Abant Gölü": 30, "Kapadokya": 21, "Diğer": 7}
    other_txt = ["Fethiye", "Karadeniz yaylaları", "Uludağ", "Ayvalık", "Çeşme", "Yurt dışı (Yunanistan)", "Fark etmez"]
    first = ["Ayşe", "Mehmet", "Zeynep", "Mustafa", "Elif", "Ahmet", "Fatma", "Hüseyin", "Emine",
             "İbrahim", "Özlem", "Serkan", "Gülşen", "Oğuz", "Şebnem", "Çağrı", "Derya", "Burak"]
    last = ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Öztürk", "Aydın", "Arslan",
            "Doğan", "Kılıç", "Aslan", "Çetin", "Koç", "Kurt", "Özdemir", "Erdoğan", "Güneş"]
    owners = ["Selin Akgül", "Murat Ersoy", "Deniz Taşkın"]
    rng = random.Random(1111)
    picks = []
    for c, n in counts.items():
        picks += [c] * n
    rng.shuffle(picks)
    tr = str.maketrans("çğıöşüÇĞİÖŞÜ", "cgiosuCGIOSU")
    recs = []
    oi = 0
    base = dt.datetime(2026, 11, 2, 9, 0)
    for c in picks:
        fn, ln = rng.choice(first), rng.choice(last)
        mail = ("%s.%s@%s" % (fn, ln, rng.choice(["gmail.com", "hotmail.com", "yandex.com", "outlook.com"]))).translate(tr).lower()
        rec = {"fn": fn, "ln": ln, "mail": mail, "tel": "+90 5%02d %03d %02d %02d" % (
            rng.randrange(30, 56), rng.randrange(100, 999), rng.randrange(10, 99), rng.randrange(10, 99)),
               "status": rng.choice(["Yeni", "Yeni", "İletişime Geçildi", "Kayıt Oldu"]),
               "t": base + dt.timedelta(minutes=rng.randrange(0, 60 * 24 * 14)),
               "age": rng.randrange(8, 15), "camp": c,
               "other": other_txt[oi % len(other_txt)] if c == "Diğer" else "",
               "kvkk": "Evet", "bulten": rng.choice(["Evet", "Hayır"]), "owner": rng.choice(owners)}
        if c == "Diğer":
            oi += 1
        recs.append(rec)
    # duplicates: the form posted twice (double click) -> second lead marked Mükerrer
    pool = [r for r in recs if r["camp"] == "Bodrum – Gümüşlük"]
    for r in pool[:8]:
        d = dict(r)
        d["status"] = "Mükerrer Kayıt"
        d["t"] = r["t"] + dt.timedelta(seconds=rng.randrange(3, 40))
        recs.append(d)
    for k in range(3):
        recs.append({"fn": "Test", "ln": "Kayıt %d" % (k + 1), "mail": "bilgi@egedilakademisi.com.tr",
                     "tel": "+90 232 000 00 00", "status": "Test",
                     "t": dt.datetime(2026, 10, 30, 17, 2 + k, 0), "age": 10,
                     "camp": "Bodrum – Gümüşlük", "other": "", "kvkk": "Evet", "bulten": "Hayır",
                     "owner": "Selin Akgül"})
    recs.sort(key=lambda r: r["t"])
    hdr = ["Kayıt Kimliği", "Aday Sahibi", "Ad", "Soyad", "E-posta", "Cep Telefonu", "Aday Kaynağı",
           "Aday Durumu", "Oluşturma Zamanı", "Öğrencinin Yaşı", "Yaz Kampı Tercihi",
           "Diğer (belirtiniz)", "KVKK Onayı", "E-bülten"]
    lines = [";".join(hdr)]
    for i, r in enumerate(recs):
        lines.append(join_min(["zcrm_57253080000%08d" % (2871001 + 13 * i), r["owner"], r["fn"], r["ln"],
                               r["mail"], r["tel"], "Web Formu", r["status"],
                               r["t"].strftime("%d.%m.%Y %H:%M"), r["age"], r["camp"], r["other"],
                               r["kvkk"], r["bulten"]], ";"))
    write_text(name, "\n".join(lines) + "\n", "cp1254")
    valid = [r for r in recs if r["status"] not in ("Mükerrer Kayıt", "Test")]
    scores = {c: sum(1 for r in valid if r["camp"] == c) for c in camps if c != "Diğer"}
    allc = {c: sum(1 for r in recs if r["camp"] == c) for c in camps if c != "Diğer"}
    w = top(scores)
    assert w and top(allc) != w
    entry(name,
          "Zoho CRM (Turkish UI): Ayarlar → Veri Yönetimi → Dışa Aktar → modül 'Adaylar' (Leads) "
          "→ CSV, then opened in Excel (Turkish) and saved as 'CSV (Noktalı virgülle ayrılmış)'; "
          "an invented İzmir language-school chain whose web form asked parents to vote for the "
          "2027 summer-camp destination",
          "Several fields per lead: record id, owner, parent's name, e-mail, phone, source, lead "
          "status, created time, child's age, the camp choice (with 'Diğer' and a free-text "
          "field), consent and newsletter; duplicate leads and test leads are marked in the "
          "status column.",
          "unverified: the Turkish field labels, the 'zcrm_' record ids and the re-save by Turkish "
          "Excel (Windows-1254, ';', dd.mm.yyyy hh:mm) are from memory",
          "winner", w,
          "Which camp destination do the most parents choose (excluding leads marked Mükerrer "
          "Kayıt or Test)?",
          [c for c in camps if c != "Diğer"], scores,
          ["8 duplicate leads (double submission) marked 'Mükerrer Kayıt'",
           "3 test leads", "counting all rows makes 'Bodrum – Gümüşlük' win",
           "'Diğer' with free text", "KVKK / E-bülten Evet-Hayır columns",
           "Windows-1254 Turkish letters, en dash in an option"],
          encoding="Windows-1254, `;`, CRLF, dd.mm.yyyy hh:mm")


# --------------------------------------------------------------- 12 The Bat! (ask)
def f12_thebat():
    name = "Итоги_голосования_корпоратив_2026.txt"
    rng = random.Random(1212)
    q1 = ["Ресторан «Сибирская сказка»", "Загородная база «Кедровый лог»", "Квест и фуршет в офисе"]
    q2 = ["Дополнительный выходной день", "Подарочный сертификат 5 000 ₽", "Набор корпоративного мерча"]
    c1 = dict(zip(q1, [1032, 1184, 395]))
    c2 = dict(zip(q2, [1402, 871, 338]))
    def n(x):
        s = "{:,}".format(x).replace(",", "\u00a0")
        return s
    def pct(x, t):
        return ("%.1f" % (100.0 * x / t)).replace(".", ",") + "\u00a0%"
    t1 = sum(c1.values())
    t2 = sum(c2.values())
    L = []
    L.append("From: \"Отдел персонала\" <hr@sibsoft-lab.ru>")
    L.append("To: all@sibsoft-lab.ru")
    L.append("Subject: Итоги голосования: новогодний корпоратив 2026")
    L.append("Date: Fri, 4 Dec 2026 17:32:10 +0700")
    L.append("")
    L.append("Коллеги, добрый день!")
    L.append("")
    L.append("Голосование на портале закрыто 3 декабря в 18:00. Приняли участие %s из 3\u00a0412 "
             "сотрудников. Ниже итоги по обоим вопросам." % n(t1))
    L.append("")
    L.append("1. Формат новогоднего корпоратива")
    L.append("")
    L.append("Вариант\tГолосов\tДоля")
    for k in q1:
        L.append("%s\t%s\t%s" % (k, n(c1[k]), pct(c1[k], t1)))
    L.append("Итого\t%s\t100,0\u00a0%%" % n(t1))
    L.append("")
    L.append("2. Новогодний подарок сотрудникам")
    L.append("")
    L.append("Вариант\tГолосов\tДоля")
    for k in q2:
        L.append("%s\t%s\t%s" % (k, n(c2[k]), pct(c2[k], t2)))
    L.append("Итого\t%s\t100,0\u00a0%%" % n(t2))
    L.append("")
    L.append("Решения по обоим вопросам утвердит правление 10 декабря.")
    L.append("")
    L.append("-- ")
    L.append("С уважением,")
    L.append("Отдел персонала ООО «СибСофт Лаб»")
    L.append("Новосибирск, ул. Кутателадзе, 4г")
    text = "\n".join(L) + "\n"
    text = text.replace("₽", "руб.")
    q2b = [x.replace("₽", "руб.") for x in q2]
    c2b = {x.replace("₽", "руб."): v for x, v in c2.items()}
    write_text(name, text, "cp1251")
    acc = {"формат корпоратива": top(c1), "подарок сотрудникам": top(c2b)}
    entry(name,
          "The Bat! (Ritlabs e-mail client, Russian UI): an incoming HR message saved with "
          "Письмо → Сохранить как… → text file (Windows-1251); an invented Novosibirsk software "
          "company announcing the results of its staff vote on the New Year party",
          "E-mail saved as text: header lines, then two count tables of equal standing (party "
          "format, New Year gift), each with votes, share in percent and an 'Итого' row; numbers "
          "with a no-break space as thousands separator.",
          "unverified: The Bat!'s saved-message header block and the HTML-to-text rendering of the "
          "tables (tabs) are from memory",
          "ask", None,
          "The message reports two separate votes; which result is wanted?",
          {"формат корпоратива": q1, "подарок сотрудникам": q2b},
          {"формат корпоратива": c1, "подарок сотрудникам": c2b},
          ["two questions of equal standing", "'Итого' rows bigger than any option",
           "no-break space thousands separators and decimal-comma percentages",
           "Windows-1251"],
          acceptable=acc,
          ask_because="The message announces two votes of equal standing (party format and "
                      "New Year gift) with different winners and neither is the main one.",
          encoding="Windows-1251, TAB-separated tables in a mail body, CRLF, NBSP thousands")


# --------------------------------------------------------------- 13 Toad (ask, 2 sheets)
def f13_toad():
    name = "PRACOWNIK_ROKU_2026_eksport.xlsx"
    cands = ["Kowalczyk Agnieszka", "Nowicki Tomasz", "Wiśniewska Marta", "Zieliński Paweł",
             "Dąbrowska Ewa"]
    depts = ["Sieć wodociągowa", "Oczyszczalnia ścieków", "Laboratorium", "Biuro obsługi klienta",
             "Dział techniczny", "Księgowość", "Transport"]
    seed = 1313
    while True:
        rng = random.Random(seed)
        votes = rng.choices(cands, weights=[4, 6, 3, 5, 2], k=187)
        cv = {c: votes.count(c) for c in cands}
        jurors = ["Prezes Zarządu", "Członek Zarządu ds. Technicznych", "Przewodniczący ZZ",
                  "Kierownik Laboratorium", "Kierownik Działu Kadr", "Przedstawiciel Rady Nadzorczej",
                  "Zeszłoroczna laureatka"]
        jm = [7.5, 6.0, 8.5, 6.5, 5.5]
        jp = {(j, c): max(0, min(10, int(round(rng.gauss(jm[i], 1.4)))))
              for j in jurors for i, c in enumerate(cands)}
        js = {c: sum(jp[(j, c)] for j in jurors) for c in cands}
        if top(cv) and top(js) and top(cv) != top(js):
            break
        seed += 1
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "GLOSY_PRACOWNIKOW"
    ws.append(["ID_GLOSU", "NR_EWID", "DZIAL", "KANDYDAT", "DATA_GLOSU"])
    base = dt.datetime(2026, 11, 16, 7, 0)
    times = sorted(base + dt.timedelta(minutes=rng.randrange(0, 60 * 24 * 9)) for _ in votes)
    staffno = rng.sample(range(1000, 9999), len(votes))
    for i, (c, t) in enumerate(zip(votes, times)):
        ws.append([100201 + i, "P%04d" % staffno[i], rng.choice(depts), c, t])
        ws.cell(row=i + 2, column=5).number_format = "dd.mm.yyyy hh:mm:ss"
    ws2 = wb.create_sheet("OCENY_KAPITULY")
    ws2.append(["CZLONEK_KAPITULY", "KANDYDAT", "PUNKTY", "UWAGI"])
    for j in jurors:
        for c in cands:
            ws2.append([j, c, jp[(j, c)], None])
    for s in (ws, ws2):
        for cell in s[1]:
            cell.font = Font(bold=True)
    save_xlsx(wb, name)
    acc = {"głosy pracowników (liczba głosów)": top(cv), "oceny kapituły (suma punktów)": top(js)}
    entry(name,
          "Toad for Oracle (Polish company's HR IT), two queries on the intranet's award schema → "
          "Export Dataset → Excel file, the second query added as a new worksheet of the same "
          "file; an invented water utility's 'Pracownik Roku 2026' (employee of the year) award "
          "with a staff vote and a jury (kapituła)",
          "Workbook with two sheets of different tables: GLOSY_PRACOWNIKOW (one row per staff "
          "vote: id, staff number, department, candidate, time) and OCENY_KAPITULY (long format: "
          "juror, candidate, points 0–10).",
          "unverified: Toad's Export Dataset to an Excel file with a chosen worksheet name and a "
          "bold header row is from memory",
          "ask", None,
          "Staff vote or jury points: which decides, and how are they combined?",
          {k: cands for k in acc},
          {"głosy pracowników (liczba głosów)": cv, "oceny kapituły (suma punktów)": js},
          ["two sheets with different tables and different leaders",
           "no rule in the file on combining staff votes and jury points",
           "Polish diacritics in names"],
          acceptable=acc,
          ask_because="The workbook holds both the staff vote and the jury's points with "
                      "different leaders and says nothing about which decides or how they are "
                      "weighted.",
          encoding=".xlsx, 2 sheets (GLOSY_PRACOWNIKOW, OCENY_KAPITULY)")


# --------------------------------------------------------------- 14 Adobe Acrobat (weighted)
def f14_acrobat():
    name = "Acta_escrutinio_Rector_2a_vuelta_UPL.xlsx"
    sectors = [("PDI doctor permanente", 0.51), ("Resto de PDI", 0.16),
               ("PTGAS", 0.09), ("Estudiantes", 0.24)]
    cands = ["Dra. Inmaculada Ferrer Castelló", "Dr. Vicente Mollá Estruch"]
    votes = {  # per sector: A, B, blanco, nulo
        "PDI doctor permanente": (524, 287, 22, 9),
        "Resto de PDI": (88, 112, 11, 4),
        "PTGAS": (214, 268, 19, 7),
        "Estudiantes": (1208, 2356, 174, 61),
    }
    def th(x):
        return "{:,}".format(x).replace(",", ".")
    def pc(x):
        return ("%.2f" % x).replace(".", ",") + " %"
    weighted = {c: 0.0 for c in cands}
    for s, coef in sectors:
        a, b, bl, nu = votes[s]
        valid = a + b + bl
        weighted[cands[0]] += coef * a / valid * 100
        weighted[cands[1]] += coef * b / valid * 100
    raw = {cands[0]: sum(v[0] for v in votes.values()), cands[1]: sum(v[1] for v in votes.values())}
    w = top(weighted)
    assert w and top(raw) != w
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Table 1"
    ws.append(["UNIVERSIDAD POLITÉCNICA DE LEVANTE"])
    ws.append(["JUNTA ELECTORAL CENTRAL"])
    ws.append(["ACTA DE ESCRUTINIO GENERAL – ELECCIONES A RECTOR/A 2026 – SEGUNDA VUELTA"])
    ws.append(["Fecha de la votación: 25 de noviembre de 2026"])
    ws.append([])
    ws.append(["Sector", "Coef. ponderación", "Censo", "Votantes", cands[0], cands[1],
               "Votos en blanco", "Votos nulos"])
    censo = {"PDI doctor permanente": 1012, "Resto de PDI": 388, "PTGAS": 861, "Estudiantes": 21450}
    for s, coef in sectors:
        a, b, bl, nu = votes[s]
        ws.append([s, pc(coef * 100), th(censo[s]), th(a + b + bl + nu), th(a), th(b), th(bl), th(nu)])
    tot = [sum(v[i] for v in votes.values()) for i in range(4)]
    ws.append(["TOTAL", "", th(sum(censo.values())), th(sum(tot)), th(tot[0]), th(tot[1]), th(tot[2]), th(tot[3])])
    ws.append([])
    ws.append(["RESULTADO PONDERADO (art. 94 de los Estatutos)"])
    ws.append(["Candidatura", "Voto ponderado"])
    for c in cands:
        ws.append([c, pc(weighted[c])])
    blank_w = sum(coef * votes[s][2] / (votes[s][0] + votes[s][1] + votes[s][2]) * 100 for s, coef in sectors)
    ws.append(["Votos en blanco", pc(blank_w)])
    ws.append([])
    ws.append(["De conformidad con el art. 94 de los Estatutos, en segunda vuelta resultará elegida la "
               "candidatura que obtenga el mayor porcentaje de voto ponderado válidamente emitido "
               "(votos a candidaturas y en blanco de cada sector, multiplicados por el coeficiente del sector)."])
    ws.append(["La proclamación provisional se publicará en el Tablón Electrónico. Plazo de reclamaciones: 2 días hábiles."])
    ws.append([])
    ws.append(["La Presidenta de la Junta Electoral", "", "", "", "El Secretario"])
    for r in (1, 2, 3):
        ws.cell(row=r, column=1).font = Font(bold=True)
        ws.cell(row=r, column=1).alignment = Alignment(horizontal="center")
        ws.merge_cells(start_row=r, start_column=1, end_row=r, end_column=8)
    save_xlsx(wb, name)
    entry(name,
          "Adobe Acrobat Pro (Spanish UI): Exportar PDF → Hoja de cálculo → Libro de Microsoft "
          "Excel, of the electoral board's signed PDF record; the rector's office staff of an "
          "invented Spanish public university preparing the press note on the second round of the "
          "rector election",
          "PDF record turned into a sheet: merged title lines, a per-sector table (coefficient, "
          "census, voters, votes per candidate, blank, null) with a TOTAL row, then the weighted "
          "result per candidate and the statute note saying the weighted vote decides; numbers "
          "stored as text with thousands points and '%'.",
          "unverified: Acrobat's export writing numbers as text and the 'Table 1' sheet name are "
          "from memory; weighted voting by sector in Spanish university rector elections is "
          "general knowledge, the coefficients here are invented",
          "winner", w,
          "Which candidate has the higher weighted vote (the rule stated in the record)?",
          cands, {c: round(weighted[c], 4) for c in cands},
          ["raw vote totals (TOTAL row) favour the other candidate, mostly through student votes",
           "numbers stored as text with thousands points ('2.356') and '%'",
           "merged title block", "blank / null columns and a TOTAL row"],
          encoding=".xlsx, 1 sheet (Table 1), numbers as text, merged title cells")


# --------------------------------------------------------------- 15 Lotus Notes (ranked)
def f15_notes():
    name = "社員旅行2027_行先投票_ビュー書出し.csv"
    dests = ["北海道・函館", "沖縄・石垣島", "京都・奈良", "長崎・ハウステンボス", "台湾・台北"]
    depts = ["製造部", "品質保証部", "営業部", "総務部", "技術開発部", "購買部", "物流センター"]
    fam = ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤", "吉田",
           "山田", "佐々木", "松本", "井上", "木村", "林", "清水"]
    giv = ["健一", "裕子", "大輔", "美穂", "誠", "由美", "拓也", "恵", "翔太", "直子", "浩二",
           "明美", "亮", "智子", "修", "真由美"]
    seed = 1515
    while True:
        rng = random.Random(seed)
        ballots = []
        for k in range(92):
            w = [3, 5, 4, 2, 3]
            first = rng.choices(dests, weights=[3, 6, 3, 2, 3])[0]
            rest = [d for d in dests if d != first]
            rw = [ {"北海道・函館": 5, "沖縄・石垣島": 1, "京都・奈良": 5, "長崎・ハウステンボス": 2, "台湾・台北": 3}[d] for d in rest]
            second = rng.choices(rest, weights=rw)[0]
            rest2 = [d for d in rest if d != second]
            third = rng.choice(rest2) if rng.random() < 0.85 else ""
            ballots.append([first, second, third])
        pts = {d: 0 for d in dests}
        fst = {d: 0 for d in dests}
        for b in ballots:
            for p, d in zip((3, 2, 1), b):
                if d:
                    pts[d] += p
            fst[b[0]] += 1
        wn = top(pts)
        # cancelled documents (earlier versions) favour the first-choice leader
        if wn and top(fst) and top(fst) != wn:
            canc = [[top(fst), rng.choice([d for d in dests if d != top(fst)]), ""] for _ in range(6)]
            pts_c = dict(pts)
            for b in canc:
                for p, d in zip((3, 2, 1), b):
                    if d:
                        pts_c[d] += p
            if top(pts_c) != wn:
                break
        seed += 1
    base = dt.datetime(2026, 11, 9, 8, 30)
    docs = []
    for k, b in enumerate(ballots):
        docs.append(["%05d" % (31000 + 7 * k + rng.randrange(7)), rng.choice(fam) + " " + rng.choice(giv),
                     rng.choice(depts)] + b + ["有効", base + dt.timedelta(minutes=rng.randrange(0, 60 * 24 * 10))])
    for k, b in enumerate(canc):
        d0 = docs[rng.randrange(len(docs))]
        docs.append(d0[:3] + b + ["取消（再投票）", d0[7] - dt.timedelta(hours=rng.randrange(3, 50))])
    docs.sort(key=lambda d: (d[2], d[0], d[7]))
    hdr = ["社員番号", "氏名", "所属", "第1希望(3点)", "第2希望(2点)", "第3希望(1点)", "状態", "更新日時"]
    lines = [",".join(q(h) for h in hdr)]
    for d in docs:
        lines.append(",".join(q(x) for x in d[:7] + [d[7].strftime("%Y/%m/%d %H:%M:%S")]))
    write_text(name, "\n".join(lines) + "\n", "cp932")
    entry(name,
          "HCL Notes (formerly IBM Lotus Notes) 12, Japanese client: the union's voting database, "
          "view '行先投票\\所属別' → ファイル → エクスポート → 'Comma Separated Value' with view "
          "titles included; the employees' association (社員会) of an invented Japanese "
          "manufacturer choosing the destination of the 2027 company trip by ranked vote",
          "Ranked ballot, one row per Notes document: staff number, name, department, 1st / 2nd "
          "/ 3rd choice with the points stated in the column titles (3 / 2 / 1), a status (有効 "
          "or 取消（再投票） for a superseded earlier document) and the modified time; some third "
          "choices empty.",
          "checked: Notes can export a view as Comma-Separated Value, Lotus 1-2-3, Structured Text "
          "or Tabular Text (flylib chapter on exporting data); unverified: quoting every value, "
          "the view-titles header and Shift_JIS output on Japanese Windows are from memory",
          "winner", wn,
          "Which destination gets the most points (3 for 1st, 2 for 2nd, 1 for 3rd choice, "
          "valid documents only)?",
          dests, pts,
          ["first-choice count alone gives a different destination",
           "6 cancelled (取消) documents for the first-choice leader",
           "points per rank given only in the column titles", "empty third choices",
           "Shift_JIS (cp932)"],
          encoding="Shift_JIS (cp932), `,`, all values quoted, CRLF")


def main():
    for f in (f01_sqldeveloper, f02_workbench, f03_monetdb, f04_ads_bids, f05_statcrunch,
              f06_rapidminer, f07_alteryx, f08_applemail, f09_quicksight, f10_camelot,
              f11_zohocrm, f12_thebat, f13_toad, f14_acrobat, f15_notes):
        f()
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2, sort_keys=True)
        fh.write("\n")


if __name__ == "__main__":
    main()
