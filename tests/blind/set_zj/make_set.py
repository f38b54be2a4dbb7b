#!/usr/bin/env python3
"""Blind test set ZJ: 15 synthetic exports from hobby, culture and community life.

Deterministic: fixed seeds (seed searches walk a fixed range in order and stop at the first seed that
meets the checks), fixed xlsx document properties and zip-entry timestamps.  Standard library + openpyxl.
Run from the repository root:  /work/main/.venv/bin/python tests/blind/set_zj/make_set.py
"""
import io
import json
import os
import random
import re
import zipfile
from collections import Counter, OrderedDict
from datetime import datetime, timedelta

import openpyxl

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED_DT = datetime(2025, 12, 1, 9, 0, 0)
EXPECTED = OrderedDict()


# ----------------------------------------------------------------------------------------------- helpers
def margin_ok(scores, need=0.05):
    vals = sorted(scores.values(), reverse=True)
    if len(vals) < 2 or vals[0] <= 0:
        return False
    return (vals[0] - vals[1]) / vals[0] >= need


def top(scores):
    return max(scores, key=lambda k: scores[k])


def write_bytes(name, data):
    with open(os.path.join(HERE, name), "wb") as fh:
        fh.write(data)


def save_xlsx(wb, name):
    wb.properties.creator = "Utilizador"
    wb.properties.lastModifiedBy = "Utilizador"
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    stamp = FIXED_DT.strftime("%Y-%m-%dT%H:%M:%SZ")
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                txt = data.decode("utf-8")
                txt = re.sub(r"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)", r"\g<1>%s\g<2>" % stamp, txt)
                txt = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)", r"\g<1>%s\g<2>" % stamp, txt)
                data = txt.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=(2025, 12, 1, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            dst.writestr(zi, data)
    write_bytes(name, out.getvalue())


def csv_field(value, sep, quote_all=False):
    s = "" if value is None else str(value)
    if quote_all or any(c in s for c in (sep, '"', "\n", "\r")):
        return '"' + s.replace('"', '""') + '"'
    return s


def csv_lines(rows, sep, quote_all=False):
    return [sep.join(csv_field(v, sep, quote_all) for v in row) for row in rows]


def fmt_thousands(n, sep):
    s = "{:,}".format(int(n))
    return s.replace(",", sep)


def expect(name, tool, shape, evidence, question, candidates, scores, traps, winner=None,
           answer="winner", acceptable=None, ask_because=None):
    if answer == "winner":
        winner = winner if winner is not None else top(scores)
    EXPECTED[name] = OrderedDict([
        ("tool", tool), ("shape", shape), ("format_evidence", evidence),
        ("answer", answer), ("winner", winner), ("acceptable", acceptable),
        ("ask_because", ask_because), ("question", question),
        ("candidates", candidates), ("scores", scores), ("traps", traps),
    ])


# ------------------------------------------------------------------ 1. Greek photo club, judges' sheet
def f01_greek_photo():
    name = "fotoleschi_kerkyras_nero_vathmologia_cp1253.csv"
    titles = [
        ("W-101", "Σταγόνες στο τζάμι", "Έγχρωμη"),
        ("W-102", "Λιμάνι της Γαρίτσας", "Έγχρωμη"),
        ("W-103", "Ο ψαράς και η ομίχλη", "Ασπρόμαυρη"),
        ("W-104", "Κρήνη στο Καμπιέλο", "Έγχρωμη"),
        ("W-105", "Αντανάκλαση, Σπιανάδα", "Έγχρωμη"),
        ("W-106", "Κύματα στο Σιδάρι", "Έγχρωμη"),
        ("W-107", "Βροχή στη Λιστόν", "Ασπρόμαυρη"),
        ("W-108", "Πρωινό στον Κανόνι", "Έγχρωμη"),
        ("W-109", "Το ποτήρι του παππού", "Έγχρωμη"),
        ("W-110", "Παγωμένη λίμνη", "Έγχρωμη"),
        ("W-111", "Δελφίνια στα Διαπόντια", "Έγχρωμη"),
        ("W-112", "Σιντριβάνι (εκτός θέματος)", "Έγχρωμη"),
        ("W-113", "Νερόμυλος στους Κορακιάνους", "Ασπρόμαυρη"),
        ("W-114", "Ουράνιο τόξο μετά την μπόρα", "Έγχρωμη"),
    ]
    quality = {"W-107": 8.6, "W-103": 7.7, "W-111": 7.5, "W-104": 7.2}
    for seed in range(1000):
        rng = random.Random(7100 + seed)
        rows = []
        scores = OrderedDict()
        for code, title, cat in titles:
            if code == "W-112":
                rows.append((code, title, cat, None))
                continue
            q = quality.get(code, rng.uniform(5.0, 7.0))
            js = []
            for _ in range(3):
                v = round((q + rng.gauss(0, 0.6)) * 2) / 2
                js.append(min(10.0, max(3.0, v)))
            rows.append((code, title, cat, js))
            scores[title] = sum(js)
        if top(scores) == "Βροχή στη Λιστόν" and margin_ok(scores):
            break
    else:
        raise SystemExit("f01: no seed")

    def dc(x):
        s = ("%.2f" % x).rstrip("0").rstrip(".") if x != int(x) else "%d" % x
        return s.replace(".", ",")

    out = [
        ["Φωτογραφική Λέσχη Κέρκυρας", "", "", "", "", "", "", "", "", ""],
        ["Θεματικός διαγωνισμός «Νερό» 2025 – Βαθμολογία κριτικής επιτροπής (κλίμακα 1-10)", "", "", "", "", "", "", "", "", ""],
        ["", "", "", "", "", "", "", "", "", ""],
        ["Α/Α", "Κωδ. συμμετοχής", "Τίτλος έργου", "Κατηγορία", "Κριτής Α", "Κριτής Β", "Κριτής Γ", "Σύνολο", "Μ.Ο.", "Παρατηρήσεις"],
    ]
    for i, (code, title, cat, js) in enumerate(rows, 1):
        if js is None:
            out.append([i, code, title, cat, "", "", "", "", "", "Αποκλεισμός – εκτός θέματος"])
        else:
            out.append([i, code, title, cat, dc(js[0]), dc(js[1]), dc(js[2]), dc(sum(js)),
                        ("%.2f" % (sum(js) / 3)).replace(".", ","), ""])
    out.append(["", "", "", "", "", "", "", "", "", ""])
    out.append(["Κέρκυρα, 12/05/2025", "", "", "", "", "", "", "", "", ""])
    out.append(["Για την κριτική επιτροπή: Σ. Βουλγαρης, Ε. Μεταξά, Δ. Κουρκουμέλης", "", "", "", "", "", "", "", "", ""])
    text = "\r\n".join(csv_lines(out, ";")) + "\r\n"
    write_bytes(name, text.encode("cp1253"))
    expect(name, "Microsoft Excel (Greek locale), a photo club's judging sheet saved as 'CSV (οριοθετημένο με ελληνικό ερωτηματικό)'",
           "Score sheet: title block, one row per anonymous entry (running number, entry code, title, category), three judges' scores with half points, total and mean columns, one disqualified entry left unscored, signature footer",
           "Windows-1253, ';', CRLF, decimal comma; Greek Excel's list separator ';' and ANSI code page from memory, unverified",
           "sum of the three judges' scores per entry (the Σύνολο column); the disqualified entry has no scores",
           list(scores.keys()), {k: v for k, v in scores.items()},
           ["running number and entry-code columns", "category column where 'Έγχρωμη' is the most frequent value",
            "mean column repeats the ranking on another scale", "title with a comma", "disqualified row with empty scores",
            "footer lines with a date and names"])


# ------------------------------------------------------- 2. Romanian carol festival, long jury points
def f02_romanian_long():
    name = "colinde_florile_dalbe_juriu_puncte_iso8859-16.csv"
    choirs = [
        "Corul „Armonia”, Brașov", "Grupul „Doina Argeșului”", "Corala bisericii Sf. Nicolae, Făgăraș",
        "Ansamblul „Mugurelul”, Suceava", "Corul de copii „Lumina”", "Grupul vocal „Țara Oltului”",
        "Corul „Ioan D. Chirescu”, Sibiu", "Ansamblul „Ciocârlia”, Tulcea", "Grupul „Colindătorii din Șanț”",
        "Corul mixt „Sfânta Treime”, Iași", "Grupul „Flori de măr”", "Corul „Tinerețea”, Deva",
    ]
    jurors = ["Maria Ionescu (președinte)", "Ștefan Pop", "Ana-Maria Rusu", "pr. Vasile Țurcanu",
              "Elena Dumitrescu", "Radu Mănescu", "Ioana Bălan"]
    pts = [12, 10, 8, 7, 6, 5, 4, 3, 2, 1]
    strength = {choirs[6]: 3.2, choirs[3]: 2.0, choirs[9]: 1.9, choirs[1]: 1.4}
    for seed in range(2000):
        rng = random.Random(7200 + seed)
        rows = []
        scores = Counter()
        mentions = Counter()
        for j in jurors:
            keyed = sorted(choirs, key=lambda c: -(strength.get(c, 1.0) + rng.gauss(0, 0.7)))
            given = list(zip(keyed[:10], pts))
            for c, p in given:
                scores[c] += p
                mentions[c] += 1
            for c, p in sorted(given, key=lambda t: t[1]):  # announced from 1 up to 12
                rows.append((j, c, p))
        sc = {c: scores[c] for c in choirs}
        first_choir = rows[0][1]
        most_mentioned = max(choirs, key=lambda c: (mentions[c], -sc[c]))
        if (top(sc) == choirs[6] and margin_ok(sc) and first_choir != choirs[6]
                and mentions[most_mentioned] > mentions[choirs[6]] - 1 and most_mentioned != choirs[6]):
            break
    else:
        raise SystemExit("f02: no seed")
    lines = ["Juriu,Formație,Puncte,Observații"]
    obs_done = False
    for j, c, p in rows:
        obs = ""
        if p == 12 and not obs_done:
            obs = "interpretare excelentă, costume autentice"
            obs_done = True
        lines.append(",".join(csv_field(v, ",") for v in (j, c, p, obs)))
    text = "\n".join(lines) + "\n"
    write_bytes(name, text.encode("iso8859_16"))
    expect(name, "Festival secretary's hand-typed jury sheet in gedit (Linux), saved as ISO-8859-16 (Romanian)",
           "Long format: one row per (juror, choir, points); each juror gives 12, 10, 8, 7 … 1 to ten of twelve choirs, listed in announcing order from 1 to 12 points",
           "ISO-8859-16, ',', LF, names with commas quoted, Romanian „” quotes inside the names; hand-typed, nothing tool-specific to verify",
           "sum of points per choir (Eurovision-style jury points)",
           choirs, sc,
           ["every juror's block starts with the 1-point choir", "choir mentioned by the most jurors is not the points winner",
            "juror names in the first column", "choir names with commas and „” quotes", "an observation text on one row"])


# ---------------------------------------------------------- 3. Bulgarian choir scheduling, cp1251
def f03_bulgarian_schedule():
    name = "hor_rodina_repetitsii_dekemvri_cp1251.csv"
    slots = ["пн 01.12 18:30", "ср 03.12 18:30", "чт 04.12 19:00", "сб 06.12 10:00", "нд 07.12 17:00"]
    people = ["Мария Петрова", "Елена Георгиева", "Десислава Иванова", "Росица Колева", "Надежда Стоянова",
              "Гергана Тодорова", "Ивелина Маринова", "Снежана Димитрова", "Цветелина Атанасова",
              "Красимира Николова", "Петя Христова", "Георги Василев", "Николай Ангелов", "Стефан Кирилов",
              "Димитър Русев", "Иван Йорданов", "Пламен Станев", "Васил Божков", "Тодор Денев",
              "Борислав Минчев", "Светла Радева", "Анелия Гочева"]
    parts = (["сопран"] * 7 + ["алт"] * 5 + ["тенор"] * 3 + ["бас"] * 5 + ["сопран", "алт"])
    pref = {0: (0.45, 0.15), 1: (0.55, 0.15), 2: (0.70, 0.18), 3: (0.38, 0.25), 4: (0.50, 0.20)}
    for seed in range(3000):
        rng = random.Random(7300 + seed)
        grid = []
        for p in people:
            row = []
            if rng.random() < 0.07:
                grid.append([""] * len(slots))
                continue
            for i in range(len(slots)):
                y, m = pref[i]
                r = rng.random()
                row.append("да" if r < y else ("може би" if r < y + m else "не"))
            grid.append(row)
        ok = True
        res = {}
        for w in (0.0, 0.5, 1.0):
            sc = {}
            for i, s in enumerate(slots):
                col = [g[i] for g in grid]
                sc[s] = col.count("да") + w * col.count("може би")
            res[w] = sc
            if top(sc) != slots[2] or not margin_ok(sc):
                ok = False
        if ok:
            break
    else:
        raise SystemExit("f03: no seed")
    rows = [["Смесен хор „Родина“ – Стара Загора", "", "", "", "", "", ""],
            ["Допълнителна репетиция преди коледния концерт – отбележете да / не / може би", "", "", "", "", "", ""],
            ["", "", "", "", "", "", ""],
            ["№", "Име", "Гласова партида"] + slots]
    for i, (p, g) in enumerate(zip(people, grid), 1):
        rows.append([i, p, parts[i - 1]] + g)
    rows.append(["", "", "", "", "", "", "", ""])
    yes = [sum(1 for g in grid if g[i] == "да") for i in range(len(slots))]
    maybe = [sum(1 for g in grid if g[i] == "може би") for i in range(len(slots))]
    rows.append(["", "Общо „да“", ""] + yes)
    rows.append(["", "Общо „може би“", ""] + maybe)
    # Excel pads every row to the used range
    width = 3 + len(slots)
    rows = [r[:width] + [""] * (width - len(r[:width])) for r in rows]
    text = "\r\n".join(csv_lines(rows, ";")) + "\r\n"
    write_bytes(name, text.encode("cp1251"))
    sc = {s: res[0.5][s] for s in slots}
    expect(name, "Microsoft Excel (Bulgarian locale), a choir secretary's availability sheet, Save As 'CSV (разделен със запетая)'",
           "Scheduling poll: title lines, one row per singer (number, name, voice part) and one column per rehearsal slot with да / не / може би, two people left their row empty, 'Общо' sum rows at the bottom",
           "Windows-1251, ';', CRLF, rows padded with ';' to the used range; Bulgarian Excel's ';' list separator and ANSI code page from memory, unverified",
           "scheduling poll: да = 1, може би = 0.5 (the same slot wins at any weight of може би from 0 to 1)",
           slots, sc,
           ["voice-part column where 'сопран' outnumbers any slot's yes count", "running number column",
            "sum rows 'Общо „да“' / 'Общо „може би“' below the grid", "empty rows for two singers"])


# ---------------------------------------------------- 4. Colombian cycling club points, xlsx
def f04_cycling_points():
    name = "club_ciclismo_montanas_puntos_2025.xlsx"
    riders = ["Acosta, Julián", "Bermúdez, Camilo", "Cárdenas, Luisa", "Duarte, Andrés", "Escobar, Felipe",
              "Gaitán, Sergio", "Henao, Valentina", "Jaramillo, Óscar", "López, Mateo", "Montoya, Daniel",
              "Ospina, Natalia", "Quintero, Jhon", "Restrepo, Santiago", "Vélez, Hernán"]
    cats = ["Élite", "Máster A", "Damas", "Máster A", "Élite", "Máster A", "Damas", "Máster B", "Máster A",
            "Élite", "Damas", "Máster A", "Élite", "Máster B"]
    races = ["V1 Alto de Letras", "V2 Vuelta a Guatapé", "V3 Contrarreloj Llanogrande",
             "V4 Alto de Minas", "V5 Circuito El Retiro", "V6 Final Santa Elena"]
    table = [25, 20, 16, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]
    skill = {"Montoya, Daniel": 3.0, "Escobar, Felipe": 2.2, "Restrepo, Santiago": 2.1, "Acosta, Julián": 1.8}
    for seed in range(2000):
        rng = random.Random(7400 + seed)
        res = {r: [] for r in riders}
        for _ in races:
            starters = [r for r in riders if rng.random() > 0.12]
            dnf = [r for r in starters if rng.random() < 0.06]
            fin = [r for r in starters if r not in dnf]
            fin.sort(key=lambda r: -(skill.get(r, 1.0) + rng.gauss(0, 0.8)))
            for r in riders:
                if r not in starters:
                    res[r].append("DNS")
                elif r in dnf:
                    res[r].append("DNF")
                else:
                    res[r].append(table[fin.index(r)])
        tot = {r: sum(v for v in res[r] if isinstance(v, int)) for r in riders}
        if top(tot) == "Montoya, Daniel" and margin_ok(tot):
            break
    else:
        raise SystemExit("f04: no seed")
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Léame"
    info = [
        ["Club de Ciclismo Montañas de Oriente – Campeonato interno de ruta 2025"],
        [],
        ["Este libro contiene la tabla de puntos del campeonato interno (hoja 'Puntos')."],
        ["Puntos por posición en cada válida:"],
        ["Posición", "Puntos"],
    ]
    for i, p in enumerate(table, 1):
        info.append(["%dº" % i, p])
    info += [[], ["DNS = no tomó la salida, DNF = no terminó (0 puntos)."],
             ["Actualizado por la secretaría del club, 30/11/2025."]]
    for r in info:
        ws.append(r)
    ws.column_dimensions["A"].width = 14
    ws2 = wb.create_sheet("Puntos")
    ws2.append(["Campeonato interno de ruta 2025 – Clasificación general por puntos"])
    ws2.append([])
    ws2.append(["N°", "Ciclista", "Categoría"] + races + ["Total"])
    for i, r in enumerate(riders, 1):
        ws2.append([i, r, cats[i - 1]] + res[r] + [tot[r]])
    ws2.append([])
    ws2.append(["", "Válidas disputadas: 6 de 6"])
    ws2.column_dimensions["B"].width = 22
    for col in "DEFGHI":
        ws2.column_dimensions[col].width = 18
    save_xlsx(wb, name)
    expect(name, "Microsoft Excel (Spanish, Colombia), a cycling club's season points workbook (.xlsx) with a read-me sheet first",
           "Workbook: sheet 1 'Léame' explains the rules and holds a position→points table (25, 20, 16 …); sheet 2 'Puntos' has a title, riders in alphabetical order, category, six race columns with points or DNS/DNF, and a Total column",
           ".xlsx, two sheets; hand-made layout, totals typed as numbers; nothing tool-specific to verify",
           "sum of points over the six races (the Total column)",
           riders, tot,
           ["read-me sheet first with a points table whose top value is 25", "category column where 'Máster A' is the most frequent value",
            "rider names 'Surname, Name' with a comma", "DNS / DNF text among the numbers", "N° column"])


# --------------------------------------------------- 5. Quicket attendee list, South Africa
def f05_quicket():
    name = "quicket_attendees_kirstenbosch_jazz_picnic.csv"
    acts = ["The Mahotella Revival", "Bheki & the Cape Horns", "Lindiwe Mokoena Quartet", "Goema Collective", "Dylan Adams Trio"]
    provinces = ["Western Cape"] * 12 + ["Gauteng"] * 3 + ["Eastern Cape", "KwaZulu-Natal", "Northern Cape"]
    types = [("General Admission", "R350,00"), ("General Admission", "R350,00"), ("General Admission", "R350,00"),
             ("VIP Picnic Deck", "R1 250,00"), ("Student", "R180,00"), ("Complimentary", "R0,00")]
    first = ["Thandi", "Pieter", "Ayesha", "Sipho", "Chantelle", "Johan", "Nomsa", "Riaan", "Zanele", "Fatima",
             "Lwazi", "Marike", "Keegan", "Busisiwe", "Tariq", "Annelie", "Mpho", "Candice", "Sizwe", "Roxanne"]
    last = ["Nkosi", "van der Merwe", "Jacobs", "Dlamini", "Petersen", "Botha", "Mthembu", "Pretorius", "Khumalo",
            "Abrahams", "Ndlovu", "Steyn", "Williams", "Zulu", "Isaacs", "du Plessis", "Mokoena", "Adams"]
    w = [0.17, 0.22, 0.33, 0.16, 0.12]
    for seed in range(3000):
        rng = random.Random(7500 + seed)
        rows = []
        order_no = 4471200
        t0 = datetime(2025, 1, 14, 8, 0)
        n = 0
        while n < 58:
            order_no += rng.randint(3, 40)
            k = rng.choice([1, 1, 1, 2, 2, 3, 4])
            t0 += timedelta(minutes=rng.randint(20, 900))
            pf, pl = rng.choice(first), rng.choice(last)
            prov = rng.choice(provinces)
            for j in range(k):
                n += 1
                tt = rng.choice(types)
                af, al = (pf, pl) if j == 0 else (rng.choice(first), rng.choice(last) if rng.random() < 0.5 else pl)
                vote = "" if rng.random() < 0.1 else rng.choices(acts, w)[0]
                diet = rng.choice(["", "", "", "Vegetarian", "Halaal", "Vegan", "No pork"])
                rows.append([order_no, "%d-%d" % (order_no, j + 1), "QK%010d" % rng.randint(10 ** 8, 10 ** 10 - 1),
                             tt[0], tt[1], "%s %s" % (pf, pl), "%s.%s@example.co.za" % (pf.lower(), pl.lower().replace(" ", "")),
                             af, al, ("%s.%s@example.co.za" % (af.lower(), al.lower().replace(" ", ""))) if j == 0 or rng.random() < 0.5 else "",
                             "08%d %03d %04d" % (rng.randint(2, 4), rng.randint(0, 999), rng.randint(0, 9999)),
                             t0.strftime("%Y/%m/%d %H:%M"), rng.choice(["Yes", "Yes", "No"]), prov, vote, diet])
        votes = Counter(r[14] for r in rows if r[14])
        sc = {a: votes[a] for a in acts}
        provc = Counter(r[13] for r in rows)
        typec = Counter(r[3] for r in rows)
        if (top(sc) == acts[2] and margin_ok(sc) and provc["Western Cape"] > sc[acts[2]]
                and typec["General Admission"] > sc[acts[2]] and rows[0][14] != acts[2]):
            break
    else:
        raise SystemExit("f05: no seed")
    header = ["Order Number", "Ticket Number", "Barcode", "Ticket Type", "Ticket Price", "Purchaser Name",
              "Purchaser Email", "Attendee First Name", "Attendee Surname", "Attendee Email", "Cellphone",
              "Date Purchased", "Checked In", "Province",
              "People's Choice: which act should close the evening?", "Dietary requirements"]
    text = "\ufeff" + "\r\n".join(csv_lines([header] + rows, ",")) + "\r\n"
    write_bytes(name, text.encode("utf-8"))
    expect(name, "Quicket (South African ticketing), event → Guests / Attendees → Export attendee list (CSV) with custom checkout questions",
           "One row per ticket (several per order): order / ticket / barcode ids, ticket type and price, purchaser and attendee details, check-in, then two custom questions — province (first) and the people's-choice vote — and a dietary question",
           "UTF-8 with BOM, ',', CRLF, amounts like 'R1 250,00' (space thousands, decimal comma); column names and dialect from memory, unverified (the search found no Quicket export sample)",
           "count of tickets per act in the People's Choice column (blank answers ignored)",
           acts, sc,
           ["province question before the vote, 'Western Cape' outnumbers every act",
            "ticket type 'General Admission' outnumbers every act", "order number / barcode id columns",
            "prices with space thousands separator", "blank votes"])


# ------------------------------------------- 6. ChMeetings form, Afrikaans congregation ranking
def f06_chmeetings_rank():
    name = "chmeetings_form_responses_kerslied_rangorde.csv"
    songs = ["Stille Nag", "Ere aan God in die hoogste", "Kom, o kom Immanuel", "Hoor die eng'le sing", "O kersnag, heilige nag"]
    wyke = ["Wyk 1", "Wyk 2", "Wyk 3", "Wyk 3", "Wyk 3", "Wyk 4", "Wyk 5"]
    first = ["Annemarie", "Hendrik", "Elsabé", "Pieter", "Marietjie", "Johan", "Ronel", "Gerhard", "Karin", "Willem",
             "Sunette", "Jaco", "Lizelle", "Francois", "Hester", "Danie", "Riana", "Tiaan"]
    last = ["Venter", "Steenkamp", "Kruger", "Coetzee", "Fourie", "Nel", "Swanepoel", "Joubert", "Louw", "Erasmus",
            "Bester", "Olivier"]
    util = {songs[0]: 1.3, songs[1]: 0.7, songs[2]: 0.9, songs[3]: 0.8, songs[4]: 0.4}
    for seed in range(3000):
        rng = random.Random(7600 + seed)
        resp = []
        t = datetime(2025, 11, 2, 10, 15)
        for i in range(31):
            t += timedelta(minutes=rng.randint(7, 600))
            order = sorted(songs, key=lambda s: -(util[s] + rng.gauss(0, 0.7)))
            ranks = {s: order.index(s) + 1 for s in songs}
            f, l = rng.choice(first), rng.choice(last)
            resp.append((t, f, l, rng.choice(wyke), ranks))
        borda = {s: sum(5 - r[4][s] for r in resp) for s in songs}
        fp = Counter(min(songs, key=lambda s: r[4][s]) for r in resp)
        fps = {s: fp[s] for s in songs}
        wc = Counter(r[3] for r in resp)
        if (top(borda) == songs[0] and margin_ok(borda) and top(fps) == songs[0] and margin_ok(fps)
                and wc["Wyk 3"] > fps[songs[0]]):
            break
    else:
        raise SystemExit("f06: no seed")
    q = "Rangskik die liedere vir die Kersdiens (1 = eerste keuse)"
    header = ["Submission Date", "First Name", "Last Name", "Email", "Mobile Phone", "Wyk"] + \
             ["%s [%s]" % (q, s) for s in songs] + ["Enige ander voorstelle?"]
    rows = []
    notes = ["", "", "", "", "Kan ons ook 'n kinderkoor insluit?", "", "Graag die ou beryming, asseblief", ""]
    for t, f, l, wyk, ranks in sorted(resp, key=lambda r: r[0], reverse=True):
        rows.append([t.strftime("%d/%m/%Y %H:%M"), f, l, "%s.%s@example.co.za" % (f.lower().replace("é", "e"), l.lower()),
                     "+27 8%d %03d %04d" % (1 + (len(f) + len(l)) % 4, (len(f) * 37 + t.minute) % 1000, (len(l) * 613 + t.hour * 97) % 10000),
                     wyk] + [ranks[s] for s in songs] + [notes[(len(f) + len(l)) % len(notes)]])
    text = "\n".join(csv_lines([header] + rows, ",")) + "\n"
    write_bytes(name, text.encode("utf-8"))
    expect(name, "ChMeetings (church management software), Forms → form responses → Export to CSV, an Afrikaans congregation",
           "One row per response, newest first: submission date, contact fields, a ward ('Wyk') question, then a ranking question exported as one column per song holding the rank 1–5, and a free-text column",
           "UTF-8 without BOM, ',', LF, dd/mm/yyyy dates; column names and one-column-per-ranked-item layout from memory, unverified",
           "Borda count n − rank with n = 5 (rank 1 = 4 points); first preferences give the same winner",
           songs, borda,
           ["ward column first where 'Wyk 3' outnumbers the winner's first preferences",
            "rank numbers: 1 is best, so the largest sum is the worst song", "song names inside the column headers",
            "a song name with an apostrophe"])


# ----------------------------- 7. Indonesian supporters' club, per-chapter table pasted into Notepad
def f07_korwil_utf16():
    name = "voting_pemain_terbaik_per_korwil_unicode.txt"
    players = ["Andika Pratama", "Fajar Nugroho", "Ramadhan Saputra", "Yosua Wanggai", "Dimas Setiawan"]
    korwil = ["Korwil Bandung Raya", "Korwil Cimahi", "Korwil Sumedang", "Korwil Garut", "Korwil Tasikmalaya",
              "Korwil Cirebon", "Korwil Sukabumi", "Korwil Bogor", "Korwil Bekasi", "Korwil Jakarta",
              "Korwil Karawang", "Korwil Purwakarta"]
    base = {0: 0.20, 1: 0.17, 2: 0.30, 3: 0.21, 4: 0.12}
    for seed in range(3000):
        rng = random.Random(7700 + seed)
        tab = []
        for i, k in enumerate(korwil):
            size = rng.randint(380, 2600) if i == 0 else rng.randint(150, 1500)
            ws = [max(0.02, base[j] + rng.gauss(0, 0.06)) for j in range(5)]
            if i == 0:  # the biggest chapter prefers someone else
                ws[0] += 0.25
            s = sum(ws)
            tab.append([round(size * x / s) for x in ws])
        tot = {p: sum(r[j] for r in tab) for j, p in enumerate(players)}
        if top(tot) == players[2] and margin_ok(tot) and max(range(5), key=lambda j: tab[0][j]) != 2:
            break
    else:
        raise SystemExit("f07: no seed")
    th = lambda n: fmt_thousands(n, ".")
    lines = ["Hasil Voting Pemain Terbaik Musim 2024/25 \u2013 Rekap per Korwil",
             "Diperbarui: 14 Juni 2025 20:15 WIB \u00b7 Panitia Anugerah Suporter",
             "",
             "\t".join(["No", "Korwil"] + players + ["Jumlah Suara"])]
    for i, (k, r) in enumerate(zip(korwil, tab), 1):
        lines.append("\t".join([str(i), k] + [th(x) for x in r] + [th(sum(r))]))
    lines.append("\t".join(["", "TOTAL"] + [th(tot[p]) for p in players] + [th(sum(tot.values()))]))
    lines.append("")
    lines.append("Catatan: suara via formulir online dan kotak suara di nobar resmi; suara ganda sudah dihapus.")
    text = "\r\n".join(lines) + "\r\n"
    write_bytes(name, b"\xff\xfe" + text.encode("utf-16-le"))
    expect(name, "TablePress table on a supporters' club WordPress site, selected in Chrome and pasted into Windows Notepad, saved as 'Unicode'",
           "Results by unit: two title lines, header No / Korwil / five players / Jumlah Suara, one row per regional chapter, a TOTAL row and a note",
           "UTF-16 LE with BOM, TAB between cells (browser copy of an HTML table), CRLF, Indonesian thousands points ('1.204'); from memory, unverified",
           "sum of votes per player over all chapters (the TOTAL row)",
           players, tot,
           ["players are columns, chapters rows", "the largest chapter (first row) prefers another player",
            "Jumlah Suara row-total column with the largest numbers", "TOTAL row", "No column", "thousands points"])


# -------------------------------------- 8. Thai temple fair, count table pasted into Notepad (cp874)
def f08_thai_cp874():
    name = "wat_pa_sri_mongkhon_sum_yodniyom_cp874.txt"
    booths = [("ซุ้มข้าวหลามบ้านหนองบัว", "บ้านหนองบัว"), ("ซุ้มขนมจีนน้ำยาป้าแดง", "บ้านโนนสูง"),
              ("ซุ้มลิเกคณะเพชรบ้านดอน", "บ้านดอนแดง"), ("ซุ้มหมอลำน้อยหนองบัว", "บ้านหนองบัว"),
              ("ซุ้มผ้าไหมทอมือกลุ่มแม่บ้าน", "บ้านหนองบัว"), ("ซุ้มไก่ย่างส้มตำลุงหมาน", "บ้านโคกกลาง"),
              ("ซุ้มปาเป้าลูกโป่ง", "บ้านหนองบัว"), ("ซุ้มกลองยาวเยาวชน", "บ้านนาคำ")]
    votes = None
    for seed in range(2000):
        rng = random.Random(7800 + seed)
        w = [0.10, 0.14, 0.11, 0.08, 0.22, 0.15, 0.09, 0.11]
        v = Counter(rng.choices(range(len(booths)), w, k=1183))
        votes = [v[i] for i in range(len(booths))]
        sc = {booths[i][0]: votes[i] for i in range(len(booths))}
        if top(sc) == booths[4][0] and margin_ok(sc):
            break
    else:
        raise SystemExit("f08: no seed")
    total = sum(votes)
    lines = ["ผลการโหวตซุ้มยอดนิยม งานประจำปีวัดป่าศรีมงคล 2568",
             "นับคะแนนวันที่ 16 พ.ย. 2568 เวลา 22.30 น. (คณะกรรมการจัดงาน)",
             "",
             "ลำดับ\tชื่อซุ้ม\tหมู่บ้าน\tคะแนน\tร้อยละ"]
    for i, ((b, vil), n) in enumerate(zip(booths, votes), 1):
        lines.append("%d\t%s\t%s\t%s\t%.2f" % (i, b, vil, fmt_thousands(n, ","), 100.0 * n / total))
    lines.append("\tรวมบัตรดี\t\t%s\t100.00" % fmt_thousands(total, ","))
    lines.append("\tบัตรเสีย\t\t17\t")
    lines.append("\tผู้มาใช้สิทธิ์ทั้งหมด\t\t%s\t" % fmt_thousands(total + 17, ","))
    lines.append("")
    lines.append("หมายเหตุ: ซุ้มที่ได้คะแนนสูงสุดรับถ้วยรางวัลและเงินทำบุญ 3,000 บาท")
    text = "\r\n".join(lines) + "\r\n"
    write_bytes(name, text.encode("cp874"))
    sc = {booths[i][0]: votes[i] for i in range(len(booths))}
    expect(name, "Microsoft Excel (Thai), count sheet selected and pasted into Windows Notepad, saved as ANSI (Windows-874)",
           "Ready-made count table: two title lines, header ลำดับ / ชื่อซุ้ม / หมู่บ้าน / คะแนน / ร้อยละ, booths in booth-number order, valid-ballot total, spoilt ballots and turnout rows, a note mentioning a 3,000-baht prize",
           "Windows-874 (TIS-620 superset), TAB, CRLF, thousands commas, percentages with two decimals; Excel-to-Notepad paste from memory",
           "votes per booth (the คะแนน column)",
           [b for b, _ in booths], sc,
           ["village column where 'บ้านหนองบัว' is the most frequent value", "total / spoilt / turnout rows",
            "percentage column", "running number column", "a number (3,000) in the footnote"])


# --------------------------- 9. Philippine parish council election, Excel 'Formatted Text (.prn)'
def f09_prn():
    name = "PPC_COORDINATOR_2025.prn"
    cands = ["Bautista, Ramon C.", "Dela Cruz, Teresita M.", "Gonzales, Rodel P.", "Mañalac, Josefina R.",
             "Peñaflorida, Ma. Lourdes S.", "Villanueva, Arnel T."]
    masses = ["SAT 6PM", "SUN 6AM", "SUN 8AM", "SUN 10AM", "SUN 5PM"]
    sizes = [140, 210, 390, 260, 170]
    w = [0.13, 0.18, 0.16, 0.12, 0.27, 0.14]
    for seed in range(3000):
        rng = random.Random(7900 + seed)
        tab = []
        for mi, n in enumerate(masses):
            ww = list(w)
            if mi == 2:
                ww[1] += 0.14  # the biggest mass leans elsewhere
            c = Counter(rng.choices(range(len(cands)), ww, k=sizes[mi] + rng.randint(-20, 20)))
            tab.append([c[i] for i in range(len(cands))])
        tot = {cands[i]: sum(t[i] for t in tab) for i in range(len(cands))}
        col8 = tab[2]
        if top(tot) == cands[4] and margin_ok(tot) and col8.index(max(col8)) != 4:
            break
    else:
        raise SystemExit("f09: no seed")
    widths = [30, 9, 9, 9, 9, 9, 9]

    def line(cells):
        out = []
        for c, wd in zip(cells, widths):
            if isinstance(c, int):
                out.append(str(c).rjust(wd))
            else:
                out.append(str(c)[:wd].ljust(wd))
        return "".join(out)

    invalid = [3, 5, 7, 4, 2]
    rows = [["SAN ISIDRO LABRADOR PARISH"], ["Parish Pastoral Council Election 2025"],
            ["Position: PPC Coordinator (vote for one)"], [""],
            ["CANDIDATE"] + masses + ["TOTAL"]]
    for i, c in enumerate(cands):
        rows.append([c] + [t[i] for t in tab] + [tot[c]])
    rows.append([""])
    rows.append(["Valid ballots"] + [sum(t) for t in tab] + [sum(sum(t) for t in tab)])
    rows.append(["Invalid / spoiled"] + invalid + [sum(invalid)])
    rows.append(["Ballots cast"] + [sum(t) + iv for t, iv in zip(tab, invalid)] + [sum(sum(t) for t in tab) + sum(invalid)])
    rows.append([""])
    rows.append(["Canvassed 23 Nov 2025, Parish Office. Board of Election Tellers."])
    out = []
    for r in rows:
        if len(r) == 1:
            out.append(str(r[0]))
        else:
            out.append(line(r + [""] * (len(widths) - len(r))))
    text = "\r\n".join(out) + "\r\n"
    write_bytes(name, text.encode("cp1252"))
    expect(name, "Microsoft Excel, Save As 'Formatted Text (Space delimited) (*.prn)', a Philippine parish's election canvass sheet",
           "Results by unit, fixed width: title lines, candidates as rows ('Surname, Name M.') × five Mass schedules, TOTAL column, valid / invalid / cast rows, a canvass note",
           "Windows-1252 (ñ in names), CRLF, columns padded to the sheet's column widths, numbers right-aligned and text left-aligned, no separators; PRN behaviour from memory, unverified",
           "TOTAL votes per candidate (sum over the five Masses)",
           cands, tot,
           ["the biggest Mass (SUN 8AM) has a different leader", "valid / invalid / ballots-cast rows below the candidates",
            "TOTAL column", "names with ñ and a comma", "no delimiters at all"])


# -------------------------- 10. Microsoft Forms → Turkish Excel → CSV (cp1254), ranking in one cell
def f10_msforms_tr():
    name = "Kutu_Oyunu_Kulubu_Yilin_Oyunu_2025_cp1254.csv"
    games = ["Catan", "Azul", "Wingspan", "Kingdomino", "Carcassonne", "Splendor"]
    util = {"Catan": 0.7, "Azul": 1.0, "Wingspan": 1.45, "Kingdomino": 0.5, "Carcassonne": 0.9, "Splendor": 0.8}
    freq = ["Her hafta", "Ayda iki-üç kez", "Ayda bir", "Daha seyrek"]
    days = ["Cuma akşamı", "Cumartesi öğleden sonra", "Pazar öğleden sonra"]
    for seed in range(3000):
        rng = random.Random(8000 + seed)
        resp = []
        t = datetime(2025, 12, 1, 19, 2, 11)
        for i in range(1, 38):
            t += timedelta(minutes=rng.randint(3, 300), seconds=rng.randint(0, 59))
            order = sorted(games, key=lambda g: -(util[g] + rng.gauss(0, 0.75)))
            resp.append((i, t, rng.choices(freq, [0.45, 0.3, 0.15, 0.1])[0], order,
                         rng.choices(days, [0.62, 0.23, 0.15])[0]))
        n = len(games)
        borda = {g: sum(n - (r[3].index(g) + 1) for r in resp) for g in games}
        fp = Counter(r[3][0] for r in resp)
        fps = {g: fp[g] for g in games}
        dayc = Counter(r[4] for r in resp)
        if (top(borda) == "Wingspan" and margin_ok(borda) and top(fps) == "Wingspan"
                and dayc["Cuma akşamı"] > fps["Wingspan"] and resp[0][3][0] != "Wingspan"):
            break
    else:
        raise SystemExit("f10: no seed")

    def trd(d):
        return "%d.%m.%Y %H:%M:%S".replace("%d", str(d.day)).replace("%m", "%02d" % d.month) \
            .replace("%Y", str(d.year)).replace("%H", "%02d" % d.hour).replace("%M", "%02d" % d.minute).replace("%S", "%02d" % d.second)

    header = ["Kimlik", "Başlangıç saati", "Tamamlanma saati", "E-posta", "Ad", "Son değiştirme zamanı",
              "Kulübe ne sıklıkla geliyorsunuz?",
              "Yılın oyunu 2025: oyunları en sevdiğinizden başlayarak sıralayın",
              "Oyun geceleri hangi gün yapılsın?", "Eklemek istedikleriniz"]
    comments = ["", "", "", "Yeni oyunlar için aidat artabilir.", "", "Çay ocağı geç kapansın lütfen :)", "", ""]
    rows = []
    for i, t, f, order, d in resp:
        start = t - timedelta(minutes=1, seconds=(i * 17) % 60 + 20)
        rows.append([i, trd(start), trd(t), "anonymous", "", "", f, ";".join(order) + ";", d, comments[i % len(comments)]])
    text = "\r\n".join(csv_lines([header] + rows, ";")) + "\r\n"
    write_bytes(name, text.encode("cp1254"))
    expect(name, "Microsoft Forms (anonymous form) → Open in Excel (.xlsx), then Turkish Excel 'Farklı Kaydet → CSV (Noktalı virgülle ayrılmış)'",
           "One row per response with Forms metadata (Kimlik, start / completion time, e-mail 'anonymous', empty name), a frequency question first, then a ranking question whose whole order sits in one cell as 'A;B;C;…;' (quoted because ';' is the separator), a meeting-day question and comments",
           "Windows-1254, ';', CRLF, Turkish d.mm.yyyy hh:mm:ss dates; ranking answers joined with ';' and a trailing ';' from memory of Microsoft Forms exports, Turkish column names from memory, unverified",
           "Borda count n − rank with n = 6 over the ranking cell (first preferences give the same winner)",
           games, borda,
           ["frequency question first", "meeting-day question where 'Cuma akşamı' outnumbers the winner's first preferences",
            "the ranking is inside one quoted cell split by the separator character", "first response's top choice is not the winner",
            "Kimlik id column"])


# ---------------------- 11. Malaysian Chinese orchestra, MikeCRM export (GBK), one column per piece
def f11_mikecrm_gbk():
    name = "mikecrm_huayuetuan_quti_toupiao_gbk.csv"
    pieces = ["春节序曲", "赛马", "茉莉花", "梁祝", "丰收锣鼓", "彩云追月"]
    sections = ["二胡"] * 6 + ["琵琶", "扬琴", "笛子", "笙", "古筝", "打击乐", "中阮", "大提琴"]
    surnames = ["陈", "林", "黄", "李", "张", "王", "吴", "刘", "蔡", "郑", "杨", "许", "曾", "叶"]
    given = ["嘉欣", "伟杰", "慧敏", "志强", "晓雯", "俊豪", "佩仪", "家明", "美玲", "子轩", "诗婷", "文杰"]
    p = [0.35, 0.42, 0.30, 0.62, 0.38, 0.47]
    for seed in range(3000):
        rng = random.Random(8100 + seed)
        resp = []
        t = datetime(2025, 10, 6, 20, 5, 0)
        for i in range(34):
            t += timedelta(minutes=rng.randint(5, 400), seconds=rng.randint(0, 59))
            picks = [x for x, pp in zip(pieces, p) if rng.random() < pp]
            if len(picks) > 3:
                picks = rng.sample(picks, 3)
            if not picks:
                picks = [rng.choice(pieces)]
            resp.append((i + 1, t, rng.choice(surnames) + rng.choice(given), rng.choice(sections), picks))
        sc = {x: sum(1 for r in resp if x in r[4]) for x in pieces}
        secc = Counter(r[3] for r in resp)
        if top(sc) == "梁祝" and margin_ok(sc) and secc["二胡"] < sc["梁祝"] and secc["二胡"] == max(secc.values()):
            break
    else:
        raise SystemExit("f11: no seed")
    q = "年度音乐会希望演出的曲目（可多选，最多三项）"
    header = ["编号", "提交时间", "姓名", "手机", "所属声部"] + ["%s:%s" % (q, x) for x in pieces] + \
             ["其他建议", "来源渠道", "IP地址", "IP所在地", "填写设备", "填表用时"]
    rows = []
    for i, t, nm, sec, picks in resp:
        rr = random.Random(i * 31)
        rows.append([i, t.strftime("%Y-%m-%d %H:%M:%S"), nm, "01%d-%03d %04d" % (rr.randint(0, 9), rr.randint(0, 999), rr.randint(0, 9999)),
                     sec] + ["√" if x in picks else "" for x in pieces] +
                    ["" if i % 5 else "希望加演一首马来民谣", rr.choice(["微信", "WhatsApp", "直接访问"]),
                     "%d.%d.%d.%d" % (rr.choice([175, 115, 60, 203]), rr.randint(0, 255), rr.randint(0, 255), rr.randint(1, 254)),
                     rr.choice(["马来西亚 吉隆坡", "马来西亚 雪兰莪", "马来西亚 吉隆坡"]), rr.choice(["手机", "手机", "电脑"]),
                     "%d秒" % rr.randint(35, 240)])
    text = "\r\n".join(csv_lines([header] + rows, ",")) + "\r\n"
    write_bytes(name, text.encode("gbk"))
    expect(name, "麦客 MikeCRM (Chinese online form service), 表单 → 数据 → 导出 CSV, a Kuala Lumpur Chinese orchestra's repertoire poll",
           "One row per submission: id, time, name, phone, instrument section, then a multi-select question exported as one column per piece ('question:piece') with √ when ticked, free text, source channel, IP and IP location, device, time taken",
           "GBK, ',', CRLF; column names, one-column-per-option with √ and the GBK default for Excel from memory, unverified",
           "approvals: number of √ per piece",
           pieces, sc,
           ["section column first where '二胡' is the most frequent value", "编号 id column", "IP and phone columns",
            "the first option column is not the winner", "option label is the part of the header after ':'"])


# ----------------------------- 12. Argentine tango festival silent auction, bid sheet (.xlsx)
def f12_bids():
    name = "subasta_silenciosa_bandoneon_festival_tango.xlsx"
    bids = [  # (time, paleta, name, amount, estado, obs)
        ("19:42", 30, "Julián Ferreyra", 500000, "Válida", ""),
        ("19:48", 12, "Marta Sosa", 600000, "Válida", ""),
        ("19:55", 7, "Rubén Gallardo", 650000, "Válida", ""),
        ("20:03", 21, "Lucía Benítez", 700000, "Válida", ""),
        ("20:10", 12, "Marta Sosa", 750000, "Válida", ""),
        ("20:14", 18, "Inés Quiroga", 760000, "Válida", ""),
        ("20:21", 3, "Horacio Paz", 800000, "Válida", ""),
        ("20:26", 15, "Sofía Albarracín", 820000, "Válida", ""),
        ("20:33", 7, "Rubén Gallardo", 900000, "Válida", ""),
        ("20:37", 3, "Horacio Paz", 950000, "Válida", ""),
        ("20:44", 9, "Ernesto Villalba", 1100000, "Retirada", "el oferente la retiró a las 21:05"),
        ("20:51", 3, "Horacio Paz", 1400000, "Anulada", "error de tipeo, quiso anotar 1.040.000"),
        ("20:52", 3, "Horacio Paz", 1040000, "Válida", "corrige la línea anterior"),
    ]
    fmt = lambda n: "$ " + fmt_thousands(n, ".")
    valid = [b for b in bids if b[4] == "Válida"]
    maxb = {}
    for b in valid:
        maxb[b[1]] = max(maxb.get(b[1], 0), b[3])
    amounts = sorted(set(b[3] for b in valid))
    rev = {fmt(a): a * sum(1 for m in maxb.values() if m >= a) for a in amounts}
    assert top(rev) == fmt(700000) and margin_ok(rev)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Pujas"
    ws.append(["XI Festival de Tango del Barrio de Boedo – Subasta silenciosa a beneficio de la Milonga Comunitaria"])
    ws.append(["Lote 4: Bandoneón Alfred Arnold (AA) 1938, restaurado – base $ 450.000"])
    ws.append([])
    ws.append(["N°", "Hora", "Paleta", "Postor", "Oferta", "Estado", "Observaciones"])
    for i, b in enumerate(bids, 1):
        ws.append([i, b[0], b[1], b[2], fmt(b[3]), b[4], b[5]])
    ws.append([])
    ws.append(["", "", "", "Cierre de la mesa: 21:00 h. Cargó: voluntaria Paula (mesa 2)."])
    ws.column_dimensions["D"].width = 20
    ws.column_dimensions["E"].width = 14
    ws.column_dimensions["G"].width = 38
    save_xlsx(wb, name)
    expect(name, "Microsoft Excel (Spanish, Argentina), a festival volunteers' silent-auction bid sheet typed from the paper bid cards (.xlsx)",
           "Bid list: two title lines (the second with the reserve '$ 450.000'), then one row per bid in time order with paddle number, bidder, amount typed as text '$ 850.000', status Válida / Retirada / Anulada and a remark; several bids per bidder; a footer line",
           ".xlsx, one sheet; amounts as text with thousands points; hand-made layout, nothing tool-specific to verify",
           "best posted price: the valid amount b maximising b × number of bidders whose highest valid bid ≥ b (retracted and annulled bids excluded)",
           [fmt(a) for a in amounts], rev,
           ["the highest amount (1.400.000) is annulled, 1.100.000 retracted", "reserve price in the title line",
            "several bids per bidder", "paddle numbers and row numbers", "amounts as text with thousands points"],
           winner=fmt(700000))


# ------------------------- 13. Portuguese amateur theatre festival: jury sheet and audience sheet (ask)
def f13_theatre_ask():
    name = "festival_teatro_amador_premios_2025.xlsx"
    plays = ["O Auto da Barca do Inferno", "Felizmente Há Luar!", "A Casa de Bernarda Alba", "Os Velhos",
             "O Doido e a Morte", "Esperando Godot", "Frei Luís de Sousa"]
    groups = ["Grupo de Teatro da Casa do Povo de Alvalade", "TEAL – Teatro Experimental de Almada", "Cénico de Azeitão",
              "Grupo Dramático Ramadense", "Teatro Amador de Pombal", "GTA Vila Franca", "Os Lusíadas – Teatro Amador"]
    jurors = ["Jurado 1", "Jurado 2", "Jurado 3", "Jurado 4", "Jurado 5"]
    for seed in range(3000):
        rng = random.Random(8300 + seed)
        q = {p: rng.uniform(11, 15) for p in plays}
        q[plays[2]] = 17.2
        jur = {p: [min(20, max(8, round(q[p] + rng.gauss(0, 1.1)))) for _ in jurors] for p in plays}
        js = {p: sum(v) for p, v in jur.items()}
        w = [0.12, 0.17, 0.15, 0.09, 0.27, 0.10, 0.10]
        c = Counter(rng.choices(plays, w, k=642))
        pub = {p: c[p] for p in plays}
        if top(js) == plays[2] and margin_ok(js) and top(pub) == plays[4] and margin_ok(pub):
            break
    else:
        raise SystemExit("f13: no seed")
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Resumo"
    for r in [["XXII Festival de Teatro Amador de Setúbal – 2025"], [],
              ["Datas", "10 a 26 de outubro de 2025"], ["Local", "Auditório Municipal Charlo"],
              ["Grupos a concurso", len(plays)], ["Espetadores (bilheteira)", 2385],
              ["Boletins do público recolhidos", sum(pub.values())], [],
              ["Prémios atribuídos", "Prémio do Júri (folha 'Júri') e Prémio do Público (folha 'Público')"],
              ["Cerimónia de entrega", "8 de novembro de 2025, 21h30"]]:
        ws.append(r)
    ws.column_dimensions["A"].width = 32
    ws.column_dimensions["B"].width = 40
    wj = wb.create_sheet("Júri")
    wj.append(["Prémio do Júri – classificações (0 a 20 valores)"])
    wj.append([])
    wj.append(["Espetáculo", "Grupo"] + jurors + ["Total", "Média"])
    for p, g in zip(plays, groups):
        wj.append([p, g] + jur[p] + [js[p], round(js[p] / 5.0, 1)])
    wj.column_dimensions["A"].width = 30
    wj.column_dimensions["B"].width = 42
    wp = wb.create_sheet("Público")
    wp.append(["Prémio do Público – contagem dos boletins"])
    wp.append([])
    wp.append(["Espetáculo", "Sessão", "Boletins", "%"])
    days = ["10/10", "11/10", "12/10", "17/10", "18/10", "19/10", "26/10"]
    tot = sum(pub.values())
    for p, d in zip(plays, days):
        wp.append([p, d, pub[p], round(100.0 * pub[p] / tot, 1)])
    wp.append(["Total", "", tot, 100.0])
    wp.append(["Boletins nulos", "", 23, None])
    for cell in wp["D"][3:]:
        cell.number_format = "0.0"
    wp.column_dimensions["A"].width = 30
    save_xlsx(wb, name)
    acceptable = OrderedDict([("Júri", top(js)), ("Público", top(pub))])
    expect(name, "Microsoft Excel (Portuguese, Portugal), an amateur theatre festival's awards workbook (.xlsx)",
           "Workbook: 'Resumo' sheet first (festival facts, no votes, names both awards), 'Júri' sheet (five jurors' 0–20 marks per play, Total, Média), 'Público' sheet (audience ballots per play with %, Total and null-ballot rows)",
           ".xlsx, three sheets; hand-made layout, nothing tool-specific to verify",
           "Júri: sum of the five jurors' marks (Total); Público: count of audience ballots",
           OrderedDict([("Júri", plays), ("Público", plays)]),
           OrderedDict([("Júri", js), ("Público", pub)]),
           ["summary sheet first with numbers (spectators, ballots) but no votes", "group-name column next to the play",
            "Média column", "Total and 'Boletins nulos' rows", "percentage column"],
           answer="ask", acceptable=acceptable,
           ask_because="The workbook holds two awards of equal standing — the jury prize and the audience prize — with different winners; the user must say which award is meant.")


# ------------------------- 14. Forminator (WordPress) form, Swahili parish choir, two songs (ask)
def f14_forminator_ask():
    name = "forminator_kwaya_misa_krismasi_2025.csv"
    open_songs = ["Tazama Nyota Inang'aa", "Malaika Wanaimba", "Twende Bethlehemu", "Usiku Mtakatifu"]
    close_songs = ["Furahini Wote", "Noeli Noeli", "Ametuzalia Mkombozi", "Sifa Kwa Mungu Juu"]
    parts = ["Soprano"] * 5 + ["Alto"] * 3 + ["Tenor", "Tenor", "Besi", "Besi"]
    jumuiya = ["Jumuiya ya Mt. Yosefu", "Jumuiya ya Mt. Monika", "Jumuiya ya Mt. Petro", "Jumuiya ya Mt. Theresia"]
    names = ["Wanjiru Kamau", "Otieno Ochieng", "Achieng Atieno", "Mwangi Njoroge", "Nduta Wambui", "Kiprono Kipchoge",
             "Auma Adhiambo", "Mutua Musyoka", "Njeri Wairimu", "Baraka Mwakalinga", "Zawadi Mrema", "Omondi Were",
             "Chebet Jepkosgei", "Wekesa Barasa", "Nafula Wanjala", "Kariuki Gitau"]
    for seed in range(3000):
        rng = random.Random(8400 + seed)
        resp = []
        t = datetime(2025, 11, 23, 14, 10)
        for i in range(44):
            t += timedelta(minutes=rng.randint(10, 500))
            o = rng.choices(open_songs, [0.22, 0.41, 0.19, 0.18])[0]
            c = rng.choices(close_songs, [0.20, 0.18, 0.44, 0.18])[0]
            resp.append((t, rng.choice(names), rng.choice(parts), rng.choice(jumuiya), o, c))
        so = {s: sum(1 for r in resp if r[4] == s) for s in open_songs}
        scl = {s: sum(1 for r in resp if r[5] == s) for s in close_songs}
        pc = Counter(r[2] for r in resp)
        if (top(so) == open_songs[1] and margin_ok(so) and top(scl) == close_songs[2] and margin_ok(scl)
                and pc["Soprano"] > max(so.values()) and abs(sum(so.values()) - sum(scl.values())) == 0):
            break
    else:
        raise SystemExit("f14: no seed")
    q1 = "Wimbo wa Kuingia (Misa ya Krismasi)"
    q2 = "Wimbo wa Kumaliza (Misa ya Krismasi)"
    header = ["Submission Time", "Jina", "Barua pepe", "Sauti yako", "Jumuiya ndogo", q1, q2, "Maoni"]
    rows = []
    for t, nm, pt, jm, o, c in sorted(resp, key=lambda r: r[0], reverse=True):
        user = nm.lower().replace(" ", ".")
        rows.append([t.strftime("%B %d, %Y %I:%M %p"), nm, "%s@example.co.ke" % user, pt, jm, o, c,
                     "" if len(nm) % 4 else "Tufanye mazoezi Jumamosi pia"])
    text = "\ufeff" + "\n".join(csv_lines([header] + rows, ",", quote_all=True)) + "\n"
    write_bytes(name, text.encode("utf-8"))
    expect(name, "Forminator (WordPress form plugin), Forminator → Submissions → Export → Download CSV, a Nairobi parish choir's form",
           "One row per submission, newest first: submission time, name, e-mail, voice part, small Christian community, then two single-choice song questions of equal standing (entrance and closing hymn for the Christmas Mass) and a comment",
           "UTF-8 with BOM, ',', LF, every field quoted, 'Month D, YYYY h:mm AM' times; 'Submission Time' first column and quoting from memory, unverified",
           "count of responses per song, separately for each of the two song questions",
           OrderedDict([(q1, open_songs), (q2, close_songs)]),
           OrderedDict([(q1, so), (q2, scl)]),
           ["voice-part question first where 'Soprano' outnumbers every song", "community column",
            "song names with apostrophes", "every field quoted"],
           answer="ask", acceptable=OrderedDict([(q1, top(so)), (q2, top(scl))]),
           ask_because="Two single-choice questions of equal standing (entrance hymn and closing hymn), each answered by everyone and with different winners; the user must say which is meant.")


# --------------------------- 15. Typebot results, Brazilian e-sports club, rating grid
def f15_typebot_ratings():
    name = "typebot_results_clube_esports_camisa_2026.csv"
    designs = ["Manto Preto Clássico", "Onça Pintada", "Neon Rio 40°", "Degradê Verde-Amarelo", "Minimalista Branco"]
    mean_q = {designs[0]: 3.3, designs[1]: 4.25, designs[2]: 3.6, designs[3]: 3.1, designs[4]: 2.6}
    games = ["Valorant", "Valorant", "Valorant", "CS2", "League of Legends", "Free Fire", "Rocket League"]
    first = ["Lucas", "Gabriel", "Ana", "Pedro", "Júlia", "Rafael", "Beatriz", "Matheus", "Larissa", "Guilherme",
             "Camila", "Thiago", "Bruna", "Felipe", "Isabela", "Vinícius"]
    nicks = ["gbzin", "luquinhas", "anaclutch", "pedrão", "juhsniper", "rafaxD", "bia_ace", "matheuzz", "lari",
             "guizin", "camiS2", "thiagod", "brunaa", "felpz", "isaGG", "vini77", "kakáfps", "deko"]
    for seed in range(3000):
        rng = random.Random(8500 + seed)
        resp = []
        t = datetime(2025, 9, 20, 18, 0)
        for i in range(40):
            t += timedelta(minutes=rng.randint(5, 240))
            stop = len(designs) if rng.random() > 0.15 else rng.randint(1, len(designs) - 1)
            rates = []
            for j, d in enumerate(designs):
                if j >= stop:
                    rates.append("")
                else:
                    rates.append(min(5, max(1, round(mean_q[d] + rng.gauss(0, 0.9)))))
            resp.append((t, rng.choice(first), rng.choice(nicks), rng.choice(games), rates,
                         rng.choice(["discord", "discord", "instagram", "twitch"])))
        means, sums = {}, {}
        for j, d in enumerate(designs):
            v = [r[4][j] for r in resp if r[4][j] != ""]
            means[d] = round(sum(v) / len(v), 4)
            sums[d] = sum(v)
        gc = Counter(r[3] for r in resp)
        if (top(means) == designs[1] and margin_ok(means) and top(sums) == designs[1] and margin_ok(sums)
                and gc["Valorant"] > 10):
            break
    else:
        raise SystemExit("f15: no seed")
    header = ["Submitted at", "Nome", "Nick", "Jogo principal"] + ["Nota %s" % d for d in designs] + \
             ["Sugestão", "utm_source"]
    rows = []
    sugg = ["", "", "", "faz uma versão manga longa!", "", "coloca o patrocinador menor", "", ""]
    for k, (t, nm, nk, g, rates, src) in enumerate(sorted(resp, key=lambda r: r[0], reverse=True)):
        stamp = t.strftime("%b ") + str(t.day) + ", " + str(t.year) + ", " + t.strftime("%I:%M %p")
        rows.append([stamp, nm, nk, g] + rates + [sugg[k % len(sugg)] if rates[-1] != "" else "", src])
    body = "\r\n".join(csv_lines(rows, ","))
    text = csv_lines([header], ",")[0] + "\n" + body + "\n"
    write_bytes(name, text.encode("utf-8"))
    expect(name, "Typebot (open-source chatbot form builder), Results → Export all → CSV, a Brazilian e-sports club's jersey-design bot",
           "One row per bot conversation, newest first: 'Submitted at', name, nick, main game, five rating blocks (1–5, one column per design, named after the variable), a suggestion and a hidden utm_source variable; people who left the bot early have empty trailing ratings",
           "Checked against baptisteArno/typebot.io packages/results (parseResultHeader: first column 'Submitted at', input columns labelled by variable name or group title, then variables; streamAllResultsToCsvV2: Papaparse unparse, header line ended by '\\n', rows of a batch joined by '\\r\\n', newest first; convertResultsToTableData: dates 'Mon D, YYYY, hh:mm AM/PM', year shown when not the current year). UTF-8, no BOM",
           "mean rating per design (1–5, blanks skipped); sums of ratings give the same winner",
           designs, means,
           ["'Jogo principal' question before the ratings where 'Valorant' is the most frequent value",
            "unfinished conversations leave trailing ratings empty", "mixed line endings (\\n after the header, \\r\\n between rows)",
            "quoted dates containing commas", "utm_source column"])


def main():
    for fn in (f01_greek_photo, f02_romanian_long, f03_bulgarian_schedule, f04_cycling_points, f05_quicket,
               f06_chmeetings_rank, f07_korwil_utf16, f08_thai_cp874, f09_prn, f10_msforms_tr, f11_mikecrm_gbk,
               f12_bids, f13_theatre_ask, f14_forminator_ask, f15_typebot_ratings):
        fn()
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    print("wrote %d files" % len(EXPECTED))


if __name__ == "__main__":
    main()
