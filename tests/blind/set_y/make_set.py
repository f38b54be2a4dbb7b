#!/usr/bin/env python3
"""Blind test set Y: 15 sealed exports from tools no earlier set names.

Run from the repository root:
    /work/main/.venv/bin/python tests/blind/set_y/make_set.py
Deterministic: fixed seeds (seed searches walk a fixed range in order), fixed
timestamps inside the .xlsx files (document properties and zip entries).
Standard library + openpyxl only.
"""
import io
import json
import os
import random
import zipfile
from collections import Counter, OrderedDict
from datetime import datetime, timedelta

import openpyxl
from openpyxl.styles import Font

os.environ["TZ"] = "UTC"
OUT = os.path.dirname(os.path.abspath(__file__))
EXPECTED = OrderedDict()
FIXED_DT = (2026, 5, 20, 9, 0, 0)
FIXED_ISO = "2026-05-20T09:00:00Z"


def write(name, data):
    with open(os.path.join(OUT, name), "wb") as fh:
        fh.write(data)


def save_xlsx(wb, name):
    wb.properties.creator = "export"
    wb.properties.lastModifiedBy = None
    wb.properties.created = datetime(*FIXED_DT)
    wb.properties.modified = datetime(*FIXED_DT)
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                import re
                text = data.decode("utf-8")
                text = re.sub(r"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)", r"\g<1>" + FIXED_ISO + r"\g<2>", text)
                text = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)", r"\g<1>" + FIXED_ISO + r"\g<2>", text)
                data = text.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=FIXED_DT)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            dst.writestr(zi, data)
    write(name, out.getvalue())


def csv_line(fields, sep=",", quote_all=False):
    out = []
    for f in fields:
        s = "" if f is None else str(f)
        if quote_all or any(c in s for c in (sep, '"', "\n", "\r")):
            s = '"' + s.replace('"', '""') + '"'
        out.append(s)
    return sep.join(out)


def expect(name, **kw):
    entry = OrderedDict()
    for k in ("tool", "shape", "format_evidence", "answer", "winner", "acceptable", "ask_because",
              "question", "candidates", "scores", "traps"):
        entry[k] = kw.get(k)
    EXPECTED[name] = entry


def argmax_unique(scores):
    best = max(scores.values())
    tops = [k for k, v in scores.items() if v == best]
    assert len(tops) == 1, scores
    return tops[0]


def posted_price(max_by_bidder, amounts):
    """revenue for each candidate price = price * #bidders whose highest valid bid >= price"""
    return {a: a * sum(1 for m in max_by_bidder.values() if m >= a) for a in amounts}


def ip(rng):
    net = rng.choice(["192.0.2.", "198.51.100.", "203.0.113."])
    return net + str(rng.randint(2, 254))


# ---------------------------------------------------------------- 1 Sogolytics
def f01():
    name = "Sogolytics_Staff_Canteen_Theme_Days_Survey_Responses.csv"
    options = ["Taco Tuesday", "Mezze Monday", "Curry Club", "Pho Friday", "Pasta Bar"]
    weights = {"Taco Tuesday": 3.0, "Mezze Monday": 2.0, "Curry Club": 3.1, "Pho Friday": 3.9, "Pasta Bar": 2.6}
    n_complete = 34
    for seed in range(1000, 3000):
        rng = random.Random(seed)
        ranks = []
        for _ in range(n_complete):
            pool = list(options)
            order = []
            while pool:
                tot = sum(weights[o] for o in pool)
                r = rng.random() * tot
                for o in pool:
                    r -= weights[o]
                    if r <= 0:
                        break
                order.append(o)
                pool.remove(o)
            ranks.append({o: order.index(o) + 1 for o in options})
        borda = {o: sum(5 - r[o] for r in ranks) for o in options}
        firsts = Counter(min(r, key=r.get) for r in ranks)
        top = max(borda.values())
        if [o for o in options if borda[o] == top] != ["Pho Friday"]:
            continue
        second = sorted(borda.values())[-2]
        if top - second < 4:
            continue
        if firsts.most_common(1)[0][0] != "Pho Friday" or firsts.most_common(2)[1][1] == firsts["Pho Friday"]:
            continue
        break
    else:
        raise SystemExit("no seed f01")
    rng = random.Random(seed + 1)
    sites = ["Northgate Depot"] * 17 + ["Riverside Office"] * 11 + ["Harbour Lab"] * 6 + ["Northgate Depot"] * 3 + ["Riverside Office"] * 2
    rng.shuffle(sites)
    freq = ["Every day", "2-3 times a week", "Once a week", "Rarely"]
    first = ["Amira", "Ben", "Chloe", "Dev", "Elena", "Farid", "Greta", "Hugo", "Ines", "Jonas", "Kemi", "Lars", "Maya",
             "Nico", "Olga", "Pavel", "Quinn", "Rosa", "Sami", "Tara", "Uma", "Viktor", "Wen", "Xavi", "Yara", "Zeno",
             "Alba", "Bruno", "Cora", "Dario", "Edda", "Fionn", "Gil", "Hana", "Ivo", "Jade", "Kai", "Lena", "Milo"]
    last = ["Okafor", "Lindqvist", "Mercer", "Patel", "Rossi", "Haddad", "Novak", "Brennan", "Costa", "Weber", "Adeyemi",
            "Berg", "Tan", "Moreau", "Ivanova", "Kral", "Doyle", "Serrano", "Nasser", "Quill", "Rao", "Petrov", "Liu",
            "Vidal", "Kaya", "Fontaine", "Marin", "Sousa", "Hale", "Greco", "Lund", "Byrne", "Ortega", "Sato", "Horvat",
            "Mills", "Aalto", "Fischer", "Reyes"]
    header = ["Respondent ID", "Start Date", "End Date", "Time Taken", "IP Address", "Email", "Status", "Language",
              "Q1. Which site do you work at?"]
    header += ["Q2. Please rank the theme days below in order of preference (1 = most preferred) - " + o for o in options]
    header += ["Q3. How often do you eat in the staff canteen?", "Q4. Any other suggestions for the canteen?"]
    rows = []
    t0 = datetime(2026, 3, 9, 8, 2, 0)
    partial_at = {5, 13, 22, 30, 37}
    ci = 0
    comments = ["", "", "More vegetarian options please", "", "Could the salad bar stay open later?", "", "",
                "Pho Friday would be amazing!", "", "Please label allergens clearly", "", "", "Love the new coffee machine"]
    for i in range(39):
        start = t0 + timedelta(minutes=37 * i + rng.randint(0, 30), seconds=rng.randint(0, 59))
        dur = timedelta(seconds=rng.randint(70, 420))
        fn, ln = first[i], last[i]
        row = [str(4417801 + i * 7 + rng.randint(0, 5)), start.strftime("%m/%d/%Y %I:%M:%S %p"), "",
               "", ip(rng), f"{fn.lower()}.{ln.lower()}@example.org", "", "English", sites[i]]
        if i in partial_at:
            row[6] = "Partial"
            row[2] = ""
            row[3] = ""
            row += [""] * len(options) + ["", ""]
        else:
            r = ranks[ci]
            ci += 1
            row[6] = "Completed"
            row[2] = (start + dur).strftime("%m/%d/%Y %I:%M:%S %p")
            s = int(dur.total_seconds())
            row[3] = f"{s // 60:02d}:{s % 60:02d}"
            row += [str(r[o]) for o in options]
            row += [rng.choice(freq), rng.choice(comments)]
        rows.append(row)
    assert ci == n_complete
    text = "\r\n".join(csv_line(r) for r in [header] + rows) + "\r\n"
    write(name, b"\xef\xbb\xbf" + text.encode("utf-8"))
    borda = {o: sum(5 - r[o] for r in ranks) for o in options}
    expect(name,
           tool="Sogolytics (formerly SoGoSurvey), survey → Reports → Raw data export (CSV), a company's staff-canteen theme-day survey",
           shape="Multi-question survey, one row per respondent: metadata (respondent id, start/end, time taken, IP, e-mail, status, language), a site question first, a ranking question spread over one rank column per option ('<question> - <option>'), a frequency question and free text; partial responses with the ranking empty",
           format_evidence="From memory, unverified (a docs search found nothing on Sogolytics' raw-data layout). UTF-8 with BOM, comma, CRLF, minimal quoting, US dates.",
           answer="winner", winner="Pho Friday",
           question="Q2 ranking of theme days; Borda-style points n−rank with n = 5 (rank 1 = 4 points), summed over completed responses (partials have no ranks)",
           candidates=options, scores=borda,
           traps=["site question (Q1) first: 'Northgate Depot' is the most frequent value",
                  "option labels only appear as suffixes of the ranking column headers",
                  "rank 1 is best: summing raw rank numbers picks the worst option",
                  "partial responses with empty ranks",
                  "respondent id and time-taken columns are numeric",
                  "a frequency question (Q3) after the ranking"])


# ---------------------------------------------------------------- 2 Drag'n Survey
def f02():
    name = "DragnSurvey_export_reponses_kermesse_2026_ecole_des_Tilleuls.csv"
    rng = random.Random(202)
    themes = OrderedDict([("Le cirque", 14), ("Les pirates", 17), ("Le Far West", 9), ("La jungle", 21), ("L'espace", 18)])
    answers = [t for t, n in themes.items() for _ in range(n)]
    rng.shuffle(answers)
    roles = ["Parent d'élève"] * 66 + ["Enseignant(e)"] * 6 + ["Personnel périscolaire"] * 4 + ["Autre"] * 3
    rng.shuffle(roles)
    stand = ["Oui"] * 19 + ["Non"] * 42 + ["Peut-être"] * 18
    rng.shuffle(stand)
    comments = ["", "", "", "Merci pour l'organisation !", "", "Prévoir de l'ombre pour les stands", "",
                "Une tombola comme l'an dernier ?", "", "", "Je peux apporter des gâteaux", ""]
    header = ["ID réponse", "Date de début", "Date de fin", "Durée", "Adresse IP", "Statut", "Langue",
              "Vous êtes :", "Quel thème souhaitez-vous pour la kermesse de juin ?",
              "Seriez-vous disponible pour tenir un stand ?", "Un commentaire ?"]
    rows = []
    t0 = datetime(2026, 5, 4, 18, 5, 0)
    incomplete = {7, 19, 33, 48, 61, 77}
    k = 0
    for i in range(85):
        start = t0 + timedelta(minutes=97 * i + rng.randint(0, 50), seconds=rng.randint(0, 59))
        if i in incomplete:
            rows.append([str(1000 + i * 3 + rng.randint(0, 2)), start.strftime("%d/%m/%Y %H:%M:%S"), "", "",
                         ip(rng), "Incomplète", "Français", "Parent d'élève", "", "", ""])
            continue
        d = rng.randint(45, 260)
        rows.append([str(1000 + i * 3 + rng.randint(0, 2)), start.strftime("%d/%m/%Y %H:%M:%S"),
                     (start + timedelta(seconds=d)).strftime("%d/%m/%Y %H:%M:%S"),
                     f"00:{d // 60:02d}:{d % 60:02d}", ip(rng), "Complète", "Français",
                     roles[k], answers[k], stand[k], rng.choice(comments)])
        k += 1
    assert k == 79
    text = "\r\n".join(csv_line(r, sep=";", quote_all=True) for r in [header] + rows) + "\r\n"
    write(name, text.encode("cp1252"))
    expect(name,
           tool="Drag'n Survey (French online survey tool), Résultats → Exporter les réponses → CSV, a primary school's parents' association survey on the June fête theme",
           shape="Multi-question survey, one row per response: metadata (response id, start/end, duration, IP, status Complète/Incomplète, language), a role question first, the theme question, a yes/no/maybe availability question, free text",
           format_evidence="From memory, unverified (a search found nothing on Drag'n Survey's export layout). Windows-1252, ';', CRLF, every field quoted, dd/mm/yyyy dates.",
           answer="winner", winner="La jungle",
           question="Quel thème souhaitez-vous pour la kermesse de juin ? (count of responses per theme)",
           candidates=list(themes), scores=dict(themes),
           traps=["role question 'Vous êtes :' first, dominated by 'Parent d'élève' (66+6)",
                  "availability question: 'Non' (42) outnumbers every theme",
                  "incomplete responses with the theme empty",
                  "status and language columns are categorical metadata",
                  "Windows-1252 accents and an apostrophe inside an option label"])


# ---------------------------------------------------------------- 3 easyfeedback (ask)
def f03():
    name = "easyfeedback_Export_Sommerfest_TC_Gruenwinkel_2026.xlsx"
    rng = random.Random(303)
    q1 = "Welcher Termin passt Ihnen für das Sommerfest am besten?"
    q2 = "Was soll es beim Sommerfest zu essen geben?"
    t = OrderedDict([("Samstag, 27. Juni", 9), ("Samstag, 4. Juli", 14), ("Sonntag, 5. Juli", 6), ("Samstag, 11. Juli", 11)])
    f = OrderedDict([("Grillbuffet", 10), ("Pizza aus dem Holzofen", 8), ("Paella aus der großen Pfanne", 15), ("Mediterranes Buffet", 7)])
    a1 = [k for k, n in t.items() for _ in range(n)]
    a2 = [k for k, n in f.items() for _ in range(n)]
    rng.shuffle(a1)
    rng.shuffle(a2)
    member = ["Aktives Mitglied"] * 25 + ["Passives Mitglied"] * 9 + ["Jugend / Eltern"] * 6
    rng.shuffle(member)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Rohdaten"
    header = ["ID", "Status", "Startzeit", "Endzeit", "Bearbeitungsdauer (Sek.)", "Sprache", "Gerät",
              "Sie sind ...", q1, q2, "Haben Sie weitere Anmerkungen?"]
    ws.append(header)
    for c in ws[1]:
        c.font = Font(bold=True)
    t0 = datetime(2026, 4, 20, 17, 30)
    k = 0
    aborted = {4, 17, 29, 41}
    notes = ["", "", "", "Bitte auch vegetarisch!", "", "Gerne wieder mit Live-Musik", "", "", "Kinderprogramm wäre toll"]
    for i in range(44):
        st = t0 + timedelta(minutes=61 * i + rng.randint(0, 40), seconds=rng.randint(0, 59))
        dev = rng.choice(["Desktop", "Smartphone", "Smartphone", "Tablet"])
        if i in aborted:
            ws.append([58201 + i, "abgebrochen", st, None, None, "Deutsch", dev, rng.choice(["Aktives Mitglied", "Passives Mitglied"]), None, None, None])
        else:
            d = rng.randint(40, 300)
            ws.append([58201 + i, "beendet", st, st + timedelta(seconds=d), d, "Deutsch", dev, member[k], a1[k], a2[k], rng.choice(notes) or None])
            k += 1
    assert k == 40
    for row in ws.iter_rows(min_row=2, min_col=3, max_col=4):
        for c in row:
            c.number_format = "DD.MM.YYYY HH:MM:SS"
    ws.column_dimensions["C"].width = 20
    ws.column_dimensions["D"].width = 20
    save_xlsx(wb, name)
    expect(name,
           tool="easyfeedback (German online survey tool), Ergebnisse → Export → Rohdaten als Excel (.xlsx), a tennis club's summer-party survey",
           shape="Multi-question survey in one sheet, one row per participant: id, status beendet/abgebrochen, start/end as real datetimes, duration, language, device, a membership-type question, then two single-choice questions of equal standing (date and food), free text",
           format_evidence="From memory, unverified (no search done for easyfeedback's export). .xlsx, 1 sheet 'Rohdaten', bold header row, datetime cells.",
           answer="ask", winner=None,
           acceptable={q1: "Samstag, 4. Juli", q2: "Paella aus der großen Pfanne"},
           ask_because="Two single-choice questions of equal standing (the party date and the food); neither is the survey's single main question.",
           question="ask: date question or food question (count of finished responses per option)",
           candidates={q1: list(t), q2: list(f)}, scores={q1: dict(t), q2: dict(f)},
           traps=["membership question 'Sie sind ...' before the real questions ('Aktives Mitglied' 25)",
                  "aborted rows with empty answers",
                  "device column (Smartphone most frequent) is categorical metadata",
                  "option labels contain commas ('Samstag, 4. Juli')"])


# ---------------------------------------------------------------- 4 EduPage
def f04():
    name = "EduPage_anketa_koncorocny_vylet_8A_8B.xlsx"
    rng = random.Random(404)
    opts = OrderedDict([("Bojnice – ZOO a zámok", 6), ("Vysoké Tatry – Štrbské Pleso", 9),
                        ("Demänovská jaskyňa slobody", 13), ("Aquapark Tatralandia", 11)])
    answers = [k for k, n in opts.items() for _ in range(n)] + [None] * 14
    rng.shuffle(answers)
    firsts = ["Adam", "Alžbeta", "Bianka", "Dávid", "Dominik", "Ema", "Filip", "Hana", "Jakub", "Jana", "Kristína",
              "Lukáš", "Matej", "Michaela", "Natália", "Ondrej", "Patrik", "Petra", "Richard", "Samuel", "Simona",
              "Sofia", "Tomáš", "Veronika", "Viktória", "Zuzana", "Martin"]
    lasts_m = ["Baláž", "Ďurica", "Hudec", "Kováč", "Lacko", "Mráz", "Novotný", "Oravec", "Polák", "Rusnák",
               "Sloboda", "Šimko", "Tóth", "Urban", "Vlček", "Zelenák"]
    fem = {"Alžbeta", "Bianka", "Ema", "Hana", "Jana", "Kristína", "Michaela", "Natália", "Petra", "Simona", "Sofia",
           "Veronika", "Viktória", "Zuzana"}

    def surname(fn, base):
        if fn not in fem:
            return base
        if base.endswith("ý"):
            return base[:-1] + "á"
        if base.endswith("a"):
            return base[:-1] + "ová"
        return base + "ová"
    students = []
    for i in range(53):
        fn = firsts[rng.randrange(len(firsts))]
        students.append(("8.A" if i < 27 else "8.B", fn, surname(fn, lasts_m[rng.randrange(len(lasts_m))])))
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Anketa"
    ws.append(["Anketa: Kam pôjdeme na koncoročný výlet?"])
    ws["A1"].font = Font(bold=True, size=13)
    ws.append(["Zadal(a): Mgr. Zuzana Hrončeková, triedna učiteľka 8.A"])
    ws.append(["Odoslané: 04.05.2026 14:10", None, "Termín odpovede: 11.05.2026"])
    ws.append(["Adresáti: 8.A, 8.B (žiaci)", None, "Odpovedalo: 39 z 53"])
    ws.append([])
    ws.append(["Trieda", "Žiak", "Stav", "Odpoveď", "Čas odpovede"])
    for c in ws[6]:
        c.font = Font(bold=True)
    t0 = datetime(2026, 5, 4, 14, 30)
    unanswered = 0
    for (cls, fn, ln), a in zip(students, answers):
        if a is None:
            st = "Prečítané" if unanswered % 2 == 0 else "Neprečítané"
            unanswered += 1
            ws.append([cls, f"{ln} {fn}", st, None, None])
        else:
            when = t0 + timedelta(minutes=rng.randint(5, 60 * 24 * 6))
            ws.append([cls, f"{ln} {fn}", "Odpovedal(a)", a, when.strftime("%d.%m.%Y %H:%M")])
    for col, w in zip("ABCDE", (8, 24, 14, 32, 18)):
        ws.column_dimensions[col].width = w
    save_xlsx(wb, name)
    expect(name,
           tool="EduPage (aSc Applied Software Consultants, Slovak school information system), Správy → Anketa → výsledky → Export do Excelu, a class teacher's end-of-year trip poll for two classes",
           shape="One choice per row under a title block: class, pupil, status (Odpovedal(a) / Prečítané / Neprečítané), answer, answer time; unanswered pupils listed with an empty answer",
           format_evidence="From memory, unverified (no search done). .xlsx, 1 sheet 'Anketa', four title/info lines and a blank row above the header.",
           answer="winner", winner="Demänovská jaskyňa slobody",
           question="Kam pôjdeme na koncoročný výlet? (count of answers per option)",
           candidates=list(opts), scores=dict(opts),
           traps=["title block of four lines above the header, one with 'Odpovedalo: 39 z 53'",
                  "class column: '8.A' (27) outnumbers every option",
                  "status column: 'Odpovedal(a)' (39) outnumbers every option",
                  "14 unanswered pupils (empty answer) — more than the winning option's 13",
                  "en dashes inside option labels"])


# ---------------------------------------------------------------- 5 DIP Croatia
def f05():
    name = "DIP_rezultati_po_birackim_mjestima_nacelnik_Opcina_Vranjevac_2025.csv"
    cands = ["1. MARIJA BUTKOVIĆ", "2. IVAN KRALJEVIĆ", "3. ŽELJKO PERIŠIĆ", "4. SANJA MATIJEVIĆ"]
    bms = [
        ("1", "VRANJEVAC I", "DRUŠTVENI DOM VRANJEVAC, TRG SV. ROKA 2", [212, 148, 301, 64]),
        ("2", "VRANJEVAC II", "OSNOVNA ŠKOLA VRANJEVAC, ŠKOLSKA 5", [198, 131, 287, 71]),
        ("3", "DONJE ŠUMETLICE", "VATROGASNI DOM DONJE ŠUMETLICE, GLAVNA 14", [96, 41, 58, 12]),
        ("4", "GORNJE ŠUMETLICE", "PODRUČNA ŠKOLA GORNJE ŠUMETLICE", [74, 39, 51, 9]),
        ("5", "KRČEVINE", "DOM MJESNOG ODBORA KRČEVINE", [63, 22, 40, 17]),
        ("6", "BREZOVICA VRANJEVAČKA", "DRUŠTVENI DOM BREZOVICA", [81, 57, 66, 20]),
        ("7", "LIPNIK", "VATROGASNI DOM LIPNIK", [42, 19, 28, 5]),
        ("8", "STARO SELO", "KAPELICA SV. ANE - PROSTORIJA MO STARO SELO", [31, 44, 39, 8]),
        ("9", "PODVRH", "DOM KULTURE PODVRH", [58, 63, 97, 22]),
    ]
    rng = random.Random(505)
    header = ["Županija", "Grad/općina", "Rbr. BM", "Naziv BM", "Lokacija BM", "Ukupno birača",
              "Glasovalo birača", "Glasovalo %", "Važeći listići", "Nevažeći listići"] + cands
    lines = [csv_line(header, sep=";")]
    totals = [0] * 4
    for rbr, naziv, lok, v in bms:
        valid = sum(v)
        invalid = rng.randint(3, 19)
        voted = valid + invalid
        reg = int(voted / rng.uniform(0.41, 0.58))
        pct = f"{100 * voted / reg:.2f}".replace(".", ",")
        lines.append(csv_line(["GORSKO-DRAVSKA", "VRANJEVAC", rbr, naziv, lok, reg, voted, pct, valid, invalid] + v, sep=";"))
        totals = [a + b for a, b in zip(totals, v)]
    scores = dict(zip(cands, totals))
    assert argmax_unique(scores) == "3. ŽELJKO PERIŠIĆ"
    wins = Counter(cands[max(range(4), key=lambda j: v[j])] for _, _, _, v in bms)
    assert wins.most_common(1)[0][0] == "1. MARIJA BUTKOVIĆ"
    write(name, ("\r\n".join(lines) + "\r\n").encode("cp1250"))
    expect(name,
           tool="Državno izborno povjerenstvo (DIP, Croatia's State Electoral Commission), izbori.hr → local elections → općinski načelnik → 'Rezultati po biračkim mjestima' CSV download, cut to one invented municipality",
           shape="Count table per polling station (biračko mjesto): county, municipality, station number/name/location, registered voters, voters, turnout % (decimal comma), valid and invalid ballots, then one column per candidate ('1. NAME')",
           format_evidence="From memory, unverified (a search found only DIP's open-data dataset page, not the column layout). Windows-1250, ';', CRLF, quoting only where needed.",
           answer="winner", winner="3. ŽELJKO PERIŠIĆ",
           question="Mayor (općinski načelnik) first round: total votes per candidate summed over the 9 polling stations",
           candidates=cands, scores=scores,
           traps=["registered-voters, voters and valid-ballots columns are larger than any candidate",
                  "turnout percentage with a decimal comma",
                  "candidate 1 leads in more polling stations (5 of 9) but not in total",
                  "station number and name columns look like categories",
                  "Croatian letters in Windows-1250"])


# ---------------------------------------------------------------- 6 MaxSold
def f06():
    name = "MaxSold bid history - lot 212 teak sideboard.txt"
    seq = [(100, "H"), (150, "G"), (200, "F"), (250, "H"), (300, "G"), (350, "E"), (400, "F"), (450, "E"),
           (500, "D"), (550, "E"), (600, "D"), (650, "C"), (700, "B"), (750, "A"), (800, "C"), (850, "I"),
           (900, "B"), (950, "C"), (1000, "A"), (1050, "I"), (1075, "C"), (1100, "B"), (1150, "A")]
    cancelled = {"I"}
    handles = {"A": "Bidder 7F3K", "B": "Bidder Q92M", "C": "Bidder 4TZR", "D": "Bidder WX18", "E": "Bidder 2HBN",
               "F": "Bidder L0PA", "G": "Bidder 9CEV", "H": "Bidder RM5D", "I": "Bidder J6YU"}
    t = datetime(2026, 3, 2, 10, 14, 8)
    rng = random.Random(606)
    stamped = []
    for amt, b in seq:
        t += timedelta(minutes=rng.randint(20, 900), seconds=rng.randint(0, 59))
        stamped.append((amt, b, t))
    # closing minutes
    close = datetime(2026, 3, 8, 19, 5, 0)
    stamped[-3] = (stamped[-3][0], stamped[-3][1], close - timedelta(minutes=4, seconds=12))
    stamped[-2] = (stamped[-2][0], stamped[-2][1], close - timedelta(minutes=2, seconds=40))
    stamped[-1] = (stamped[-1][0], stamped[-1][1], close - timedelta(seconds=31))
    stamped.sort(key=lambda x: x[2])

    def money(a):
        return f"${a:,.2f}"

    def stamp(d):
        return d.strftime("%b %-d, %Y %-I:%M:%S %p")
    lines = ["Bid History",
             "Lot 212 - Mid-century teak sideboard, 3 drawers, 2 doors (approx. 180 x 45 x 78 cm)",
             "Auction 90412 - Downsizing sale, Millbrook Heights (online only)",
             "Closed: " + stamp(close),
             "Winning bid: " + money(1150) + "    Bids: " + str(len(seq)),
             "",
             "Bidder\tBid Amount\tBid Time\tStatus"]
    for amt, b, d in reversed(stamped):
        st = "Cancelled by MaxSold" if b in cancelled else ("Winning" if amt == 1150 else "")
        lines.append("\t".join([handles[b], money(amt), stamp(d), st]))
    lines.append("")
    lines.append("Bids marked 'Cancelled by MaxSold' were removed after the bidder's account was closed.")
    text = "\r\n".join(lines) + "\r\n"
    write(name, b"\xff\xfe" + text.encode("utf-16-le"))
    maxv = {}
    for amt, b in seq:
        if b not in cancelled:
            maxv[b] = max(maxv.get(b, 0), amt)
    amounts = sorted({a for a, b in seq if b not in cancelled})
    rev = posted_price(maxv, amounts)
    win = argmax_unique(rev)
    assert win == 1075
    maxall = dict(maxv)
    maxall["I"] = 1050
    rev_all = posted_price(maxall, sorted({a for a, b in seq}))
    assert argmax_unique(rev_all) != win
    expect(name,
           tool="MaxSold (Canadian online estate-sale auctions), closed lot → 'Bid History' selected in the browser and pasted into Windows Notepad, saved with encoding 'Unicode'",
           shape="Bid list, newest first, under five title lines (lot, auction, closing time, winning bid and bid count); masked bidders with several bids each; two bids cancelled by the platform; a footnote",
           format_evidence="From memory, unverified (a pages search found nothing on MaxSold's bid-history table). UTF-16 LE with BOM (Notepad 'Unicode'), TAB, CRLF, '$1,075.00' amounts.",
           answer="winner", winner=money(win),
           question="Posted price: the valid bid amount maximising price × number of bidders whose highest valid bid ≥ price (cancelled bids excluded)",
           candidates=[money(a) for a in amounts], scores={money(a): rev[a] for a in amounts},
           traps=["the winning bid $1,150.00 (top bid, repeated in the title block) is not the answer",
                  "two cancelled bids ($850.00, $1,050.00) from one bidder: counting them moves the answer to $1,050.00",
                  "'$1,075.00' thousands separator",
                  "UTF-16 LE text with title lines above the header and a footnote below"])


# ---------------------------------------------------------------- 7 Vavato
def f07():
    name = "Vavato kavel 214 biedingen.txt"
    seq = [(500, "V"), (600, "U"), (700, "T"), (800, "V"), (900, "S"), (1000, "U"), (1050, "T"), (1100, "S"),
           (1150, "T"), (1200, "S"), (1300, "R"), (1400, "Q"), (1500, "P"), (1600, "R"), (1700, "Q"), (1800, "P"),
           (1900, "R"), (1950, "W"), (2000, "Q"), (2050, "R"), (2100, "Q"), (2150, "P")]
    retracted = {1950}
    ids = {"P": "Bieder 10342", "Q": "Bieder 88107", "R": "Bieder 30915", "S": "Bieder 52260", "T": "Bieder 71433",
           "U": "Bieder 20598", "V": "Bieder 64871", "W": "Bieder 47719"}
    rng = random.Random(707)
    t = datetime(2026, 3, 6, 9, 12, 0)
    rows = []
    for amt, b in seq:
        t += timedelta(minutes=rng.randint(30, 700), seconds=rng.randint(0, 59))
        rows.append((amt, b, t))
    close = datetime(2026, 3, 14, 20, 18, 0)
    rows[-1] = (rows[-1][0], rows[-1][1], close - timedelta(seconds=44))
    rows[-2] = (rows[-2][0], rows[-2][1], close - timedelta(minutes=1, seconds=52))
    rows[-3] = (rows[-3][0], rows[-3][1], close - timedelta(minutes=3, seconds=5))
    rows.sort(key=lambda x: x[2])

    def eur(a):
        return "€ " + f"{a:,}".replace(",", ".")
    lines = ["Kavel 214 - Partij eiken parketplanken, geborsteld en geolied (ca. 62 m²)",
             "Veiling: Bouwmaterialen en restpartijen - Gent (BE)",
             "Gesloten op za 14/03/2026 20:18",
             "Hoogste bod: " + eur(2150) + " (+ 18% opgeld, excl. btw)",
             "",
             "Bieder\tBod\tDatum / tijd"]
    for amt, b, d in reversed(rows):
        label = eur(amt) + (" (ingetrokken)" if amt in retracted else "")
        lines.append("\t".join([ids[b], label, d.strftime("%d/%m/%Y %H:%M:%S")]))
    write(name, ("\n".join(lines) + "\n").encode("iso8859_15"))
    maxv = {}
    for amt, b in seq:
        if amt not in retracted:
            maxv[b] = max(maxv.get(b, 0), amt)
    amounts = sorted({a for a, b in seq if a not in retracted})
    rev = posted_price(maxv, amounts)
    win = argmax_unique(rev)
    assert win == 2050
    maxall = dict(maxv)
    maxall["W"] = 1950
    assert argmax_unique(posted_price(maxall, sorted(a for a, _ in seq))) == 1950
    expect(name,
           tool="Vavato (Belgian online auction house), closed lot → 'Biedingen' list selected in Firefox on Linux and pasted into gedit, saved as 'Western (ISO-8859-15)'",
           shape="Bid list, newest first, under four title lines (lot, sale, closing time, top bid with buyer's premium); one bid marked '(ingetrokken)'",
           format_evidence="From memory, unverified (no search done). ISO-8859-15 ('€' is byte 0xA4), TAB, LF, amounts like '€ 2.050' with a dot as thousands separator.",
           answer="winner", winner=eur(win),
           question="Posted price: the valid bid amount maximising price × number of bidders whose highest valid bid ≥ price (the retracted bid excluded)",
           candidates=[eur(a) for a in amounts], scores={eur(a): rev[a] for a in amounts},
           traps=["top bid € 2.150 (also in the title block) is not the answer",
                  "retracted bid € 1.950 from a bidder with no other bid: counting it moves the answer to € 1.950",
                  "'€ 2.050' uses a dot as thousands separator (not a decimal point)",
                  "ISO-8859-15 euro sign and '18%' premium in the title"])


# ---------------------------------------------------------------- 8 JASP
def f08():
    name = "JASP_Frequencies_shared_bed_survey.txt"
    age = OrderedDict([("18–34", 9), ("35–54", 21), ("55+", 27)])
    crop = OrderedDict([("Tomatoes", 11), ("Runner beans", 8), ("Pumpkins", 15), ("Strawberries", 13), ("Herbs", 6)])
    crop_missing = 4
    n = sum(age.values())

    def block(var, counts, missing):
        total = sum(counts.values()) + missing
        valid = sum(counts.values())
        out = [f"Frequencies for {var}", f"{var}\tFrequency\tPercent\tValid Percent\tCumulative Percent"]
        cum = 0.0
        for k, v in counts.items():
            cum += 100 * v / valid
            out.append(f"{k}\t{v}\t{100 * v / total:.3f}\t{100 * v / valid:.3f}\t{cum:.3f}")
        out.append(f"Missing\t{missing}\t{100 * missing / total:.3f}\t\t")
        out.append(f"Total\t{total}\t100.000\t\t")
        return out
    lines = ["Descriptive Statistics", "\tAge group\tShared bed crop",
             f"Valid\t{n}\t{sum(crop.values())}", f"Missing\t0\t{crop_missing}", ""]
    lines += block("Age group", age, 0) + [""] + block("Shared bed crop", crop, crop_missing)
    write(name, ("\n".join(lines) + "\n").encode("utf-8"))
    expect(name,
           tool="JASP 0.19 (open-source statistics software), Descriptives → Frequency tables for two variables of an allotment society's survey, the three result tables copied ('Copy') and pasted into a plain-text editor",
           shape="Ready-made count tables: a Descriptive Statistics table (Valid / Missing per variable), a demographic frequency table, then the question's frequency table with Percent, Valid Percent and Cumulative Percent columns and Missing and Total rows",
           format_evidence="From memory, unverified (a pages search found frequency-table layouts of other packages only). UTF-8 (en dashes), TAB, LF, percentages with three decimals.",
           answer="winner", winner="Pumpkins",
           question="Shared bed crop: frequency per crop",
           candidates=list(crop), scores=dict(crop),
           traps=["Descriptive Statistics table first (Valid 57 / 53)",
                  "demographic 'Age group' table before the question: '55+' (27) is larger than any crop",
                  "Total row (57) and Missing row",
                  "Percent and Cumulative Percent columns; cumulative reaches 100"])


# ---------------------------------------------------------------- 9 Polars
def f09():
    name = "harrow_lane_pb_points_2026-04-30.csv"
    projects = ["Tool library", "Pocket park benches", "Bike repair station", "Community fridge", "Mural on Station Road"]
    w_valid = [1.6, 1.0, 1.1, 1.5, 0.8]
    for seed in range(5000, 9000):
        rng = random.Random(seed)
        rows = []
        voters = []
        for v in range(34):
            flag = None
            if v in (6, 15, 23, 29):
                flag = "duplicate_account"
            elif v in (11, 27):
                flag = "over_budget"
            k = rng.choice([2, 3, 3, 4])
            if flag:
                chosen = ["Bike repair station"] + rng.sample([p for p in projects if p != "Bike repair station"], k - 1)
            else:
                pool = list(projects)
                chosen = []
                for _ in range(k):
                    ws = [w_valid[projects.index(p)] for p in pool]
                    r = rng.random() * sum(ws)
                    for p, w in zip(pool, ws):
                        r -= w
                        if r <= 0:
                            break
                    chosen.append(p)
                    pool.remove(p)
            budget = 13 if flag == "over_budget" else 10
            pts = [1] * k
            for _ in range(budget - k):
                pts[rng.randrange(k)] += 1
            if flag:
                pts[0] = max(pts) + 2
            voters.append((v, flag, list(zip(chosen, pts))))
        valid = Counter()
        allp = Counter()
        supporters = Counter()
        for v, flag, alloc in voters:
            for p, pt in alloc:
                allp[p] += pt
                supporters[p] += 1
                if not flag:
                    valid[p] += pt
        try:
            wv = argmax_unique(dict(valid))
            wa = argmax_unique(dict(allp))
            ws_ = argmax_unique(dict(supporters))
        except AssertionError:
            continue
        if wv == "Community fridge" and wa == "Bike repair station" and ws_ == "Tool library" and \
                valid[wv] - sorted(valid.values())[-2] >= 3:
            break
    else:
        raise SystemExit("no seed f09")
    rng = random.Random(seed + 7)
    lines = ["vote_id,cast_at,voter_id,voter_email,project,points,valid,flag"]
    t = datetime(2026, 4, 14, 7, 55, 0)
    vid = 9001
    names = ["a.khan", "b.oconnor", "c.mensah", "d.wright", "e.zielinska", "f.baptiste", "g.hughes", "h.nakamura",
             "i.fraser", "j.osei", "k.lindgren", "l.price", "m.santos", "n.ward", "o.bello", "p.mcgrath", "q.yilmaz",
             "r.evans", "s.kowalski", "t.adebayo", "u.holm", "v.shah", "w.clarke", "x.moreno", "y.ibrahim",
             "z.fletcher", "ab.doherty", "ac.ng", "ad.pereira", "ae.walsh", "af.kiplagat", "ag.ross", "ah.nowak", "ai.bose"]
    for v, flag, alloc in voters:
        t += timedelta(minutes=rng.randint(15, 400), seconds=rng.randint(0, 59), microseconds=rng.randint(0, 999) * 1000)
        email = names[v] + "@example.org"
        if flag == "duplicate_account":
            email = names[v].replace(".", "") + str(rng.randint(2, 9)) + "@example.org"
        for p, pt in alloc:
            ts = t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond:06d}"
            lines.append(csv_line([vid, ts, f"V-{v + 101:04d}", email, p, pt, "false" if flag else "true", flag or ""]))
            vid += 1
    write(name, ("\n".join(lines) + "\n").encode("utf-8"))
    expect(name,
           tool="Polars (Python DataFrame library): a residents' association exported its participatory-budgeting dot-vote table with df.write_csv(path) (defaults)",
           shape="Long format voter/option/points: vote id, timestamp, voter id, e-mail, project, points, a valid flag (true/false) and a void reason; each voter spreads 10 points over 2–4 projects",
           format_evidence="Checked against the Polars documentation for DataFrame.write_csv (defaults: ',' separator, '\\n' line terminator, header, no BOM, necessary quoting, empty string for null, datetime fractional precision from the time unit). ISO datetimes with microseconds and lowercase true/false from memory.",
           answer="winner", winner="Community fridge",
           question="Sum of points per project over rows with valid = true",
           candidates=projects, scores=dict(valid),
           traps=["invalid rows (duplicate accounts, over-budget ballot): counting them makes 'Bike repair station' win",
                  "counting rows (supporters) instead of points makes 'Tool library' win",
                  "vote_id and points are both numeric",
                  "void-reason column is categorical"])


# ---------------------------------------------------------------- 10 Org mode
def f10():
    name = "kammerchor_zusatzprobe_termine.txt"
    slots = ["Di 12.05. 19:30", "Mi 13.05. 19:30", "Sa 16.05. 10:00", "So 17.05. 15:00", "Mo 18.05. 19:30"]
    grid = [
        ("Anke", ["x", "x", "x", "", "(x)"]),
        ("Bernd", ["", "x", "x", "x", ""]),
        ("Clara", ["x", "", "x", "(x)", "x"]),
        ("Dieter", ["x", "(x)", "", "x", "x"]),
        ("Elif", ["", "x", "x", "x", ""]),
        ("Frauke", ["x", "", "x", "", "x"]),
        ("Gunnar", ["(x)", "x", "x", "x", ""]),
        ("Hildegard", ["x", "x", "(x)", "", "x"]),
        ("Ines", ["", "", "x", "x", "(x)"]),
        ("Jörg", ["x", "x", "x", "", ""]),
        ("Katja", ["x", "", "", "x", "x"]),
        ("Lutz", ["", "(x)", "x", "x", "x"]),
    ]
    yes = {s: sum(1 for _, r in grid if r[i] == "x") for i, s in enumerate(slots)}
    maybe = {s: sum(1 for _, r in grid if r[i] == "(x)") for i, s in enumerate(slots)}
    assert argmax_unique(yes) == "Sa 16.05. 10:00"
    assert argmax_unique({s: yes[s] + maybe[s] for s in slots}) == "Sa 16.05. 10:00"
    table = [["Name"] + slots, None] + [[n] + r for n, r in grid] + [None,
             ["Summe x"] + [str(yes[s]) for s in slots], ["Summe (x)"] + [str(maybe[s]) for s in slots]]
    widths = [max(len(r[c]) for r in table if r) for c in range(6)]
    out = ["# -*- mode: org; coding: utf-8 -*-",
           "#+TITLE: Kammerchor St. Marien - Zusatzprobe vor dem Pfingstkonzert",
           "",
           "Antworten per Mail und nach der Probe gesammelt, Stand 03.05.2026.",
           "x = kann, (x) = nur wenn nötig, leer = kann nicht",
           ""]
    for r in table:
        if r is None:
            out.append("|" + "+".join("-" * (w + 2) for w in widths) + "|")
        else:
            out.append("| " + " | ".join(v.ljust(w) for v, w in zip(r, widths)) + " |")
    out.append("#+TBLFM: @>>$2..@>>$6='(length (seq-filter (lambda (c) (string= c \"x\")) '(@I..@II)))"
               "::@>$2..@>$6='(length (seq-filter (lambda (c) (string= c \"(x)\")) '(@I..@II)))")
    out += ["", "* Ergebnis", "Termin steht nach Rücksprache mit Kantorin fest, Raum ist gebucht.", ""]
    write(name, "\n".join(out).encode("utf-8"))
    expect(name,
           tool="Emacs Org mode: a chamber-choir secretary's date poll kept as an Org table in a plain .txt note (mode line on the first line), sums filled by a #+TBLFM formula",
           shape="Scheduling poll, participants as rows and time slots as columns with x / (x) / empty, separator lines, two sum rows ('Summe x', 'Summe (x)'), title and prose above, formula line and a heading below",
           format_evidence="From memory (Org table syntax: '|' cells, '|---+---|' rules, #+TBLFM line, -*- mode line); the poll itself is a hand-kept table, not a tool export.",
           answer="winner", winner="Sa 16.05. 10:00",
           question="Which rehearsal slot suits most singers: count of 'x' (can come) per slot; the same slot also leads when '(x)' is added",
           candidates=slots, scores=yes,
           traps=["sum rows 'Summe x' and 'Summe (x)' inside the table",
                  "'(x)' (only if necessary) is not a plain yes",
                  "pipe-delimited table with rule lines, prose, a #+TBLFM line and a heading around it",
                  "the name column is the first column"])


# ---------------------------------------------------------------- 11 kintone
def f11():
    name = "社員食堂メニュー総選挙_20260415.csv"
    rng = random.Random(1111)
    valid = OrderedDict([("からあげ定食", 19), ("鯖の味噌煮定食", 24), ("カツカレー", 21), ("冷やし担々麺", 12), ("チキン南蛮定食", 9)])
    ballots = [(m, "集計対象") for m, n in valid.items() for _ in range(n)] + [("カツカレー", "無効（重複投票）")] * 6
    rng.shuffle(ballots)
    depts = ["製造部"] * 40 + ["品質保証部"] * 14 + ["総務部"] * 11 + ["営業部"] * 16 + ["開発部"] * 10
    rng.shuffle(depts)
    fam = ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤", "吉田", "山田", "松本", "井上", "木村", "林", "清水", "森", "池田", "橋本"]
    giv = ["翔太", "美咲", "大輔", "陽子", "健一", "由美", "拓也", "真由美", "誠", "恵", "直樹", "彩", "浩二", "明美", "亮", "綾香"]
    comments = ["", "", "", "毎週食べたいです", "", "量を増やしてほしい", "", "夏は冷たい麺がいい", "", "", "ご飯大盛り無料希望", ""]
    header = ["レコード番号", "作成者", "作成日時", "更新者", "更新日時", "社員番号", "所属", "投票するメニュー", "ひとことコメント", "ステータス", "作業者"]
    recs = []
    t = datetime(2026, 4, 8, 8, 31)
    for i, (menu, status) in enumerate(ballots):
        t += timedelta(minutes=rng.randint(3, 110))
        person = f"{fam[rng.randrange(len(fam))]} {giv[rng.randrange(len(giv))]}"
        upd = t + timedelta(days=rng.randint(0, 6), minutes=rng.randint(1, 200))
        updater = "総務部 食堂委員会" if status != "集計対象" else person
        recs.append([str(i + 1), person, t.strftime("%Y-%m-%d %H:%M"), updater, upd.strftime("%Y-%m-%d %H:%M"),
                     f"{rng.randint(10000, 39999)}", depts[i], menu, rng.choice(comments), status, ""])
    recs.reverse()  # kintone list view: newest record first
    lines = [csv_line(header, quote_all=True)] + [csv_line(r, quote_all=True) for r in recs]
    write(name, ("\r\n".join(lines) + "\r\n").encode("cp932"))
    expect(name,
           tool="kintone (Cybozu no-code business app platform), app 'メニュー総選挙' list view → ファイルに書き出す (CSV, 文字コード Shift-JIS), a factory canteen's menu election",
           shape="One ballot per record: record number, creator, created/updated timestamps, employee number, department, the chosen menu, comment, process-management status (集計対象 / 無効（重複投票）) and assignee; newest record first",
           format_evidence="Partly checked: kintone help (記事番号 020150 and the record import page) lists Shift-JIS / UTF-8 / UTF-8 BOM as export encodings and the comma/semicolon/tab separators; column names, quoting of every field and record order from memory.",
           answer="winner", winner="鯖の味噌煮定食",
           question="投票するメニュー: count of ballots per menu with status 集計対象 (void duplicate ballots excluded)",
           candidates=list(valid), scores=dict(valid),
           traps=["six ballots with status '無効（重複投票）' all for カツカレー: counting them makes カツカレー win (27 vs 24)",
                  "department column: 製造部 (40) outnumbers every menu",
                  "creator / updater person columns",
                  "employee numbers and record numbers are numeric",
                  "Shift_JIS (cp932) text, every field quoted"])


# ---------------------------------------------------------------- 12 izbirkom
def f12():
    name = "izbirkom_svodnaya_tablica_UIK_glava_Verkhneozerskogo_selsoveta_2025.txt"
    cands = ["Гаврилов Пётр Сергеевич", "Лукина Ольга Викторовна", "Соболев Андрей Николаевич", "Ярцева Марина Игоревна"]
    uiks = ["1421", "1422", "1423", "1424"]
    votes = {"1421": [188, 141, 203, 37], "1422": [97, 121, 133, 22], "1423": [164, 88, 151, 41], "1424": [59, 73, 119, 15]}
    rng = random.Random(1212)
    col = {}
    for u in uiks:
        v = votes[u]
        valid = sum(v)
        invalid = rng.randint(4, 14)
        early = rng.randint(0, 12)
        outside = rng.randint(8, 30)
        inside = valid + invalid - early - outside
        reg = int((valid + invalid) / rng.uniform(0.31, 0.44))
        received = ((valid + invalid) // 100 + 2) * 100 + 100
        cancelled = received - early - inside - outside
        col[u] = [reg, received, early, inside, outside, cancelled, outside, early + inside, invalid, valid, 0, 0] + v
    labels = ["Число избирателей, внесенных в список избирателей на момент окончания голосования",
              "Число избирательных бюллетеней, полученных участковой избирательной комиссией",
              "Число избирательных бюллетеней, выданных избирателям, проголосовавшим досрочно",
              "Число избирательных бюллетеней, выданных в помещении для голосования в день голосования",
              "Число избирательных бюллетеней, выданных вне помещения для голосования в день голосования",
              "Число погашенных избирательных бюллетеней",
              "Число избирательных бюллетеней, содержащихся в переносных ящиках для голосования",
              "Число бюллетеней, содержащихся в стационарных ящиках для голосования",
              "Число недействительных избирательных бюллетеней",
              "Число действительных избирательных бюллетеней",
              "Число утраченных избирательных бюллетеней",
              "Число избирательных бюллетеней, не учтенных при получении"]
    total_valid = sum(col[u][9] for u in uiks)
    lines = ["Выборы главы муниципального образования \"Верхнеозерский сельсовет\" Каменского района",
             "Дата голосования: 14.09.2025",
             "Наименование избирательной комиссии: Территориальная избирательная комиссия Каменского района",
             "Сводная таблица результатов выборов",
             "",
             "\t".join(["N п/п", "Наименование", "Сумма", "%"] + ["УИК N" + u for u in uiks])]
    for i, lab in enumerate(labels):
        lines.append("\t".join([str(i + 1), lab, str(sum(col[u][i] for u in uiks)), ""] + [str(col[u][i]) for u in uiks]))
    lines.append("")
    totals = {}
    for j, c in enumerate(cands):
        s = sum(votes[u][j] for u in uiks)
        totals[c] = s
        pct = f"{100 * s / total_valid:.2f}%"
        lines.append("\t".join(["", c, str(s), pct] + [str(votes[u][j]) for u in uiks]))
    write(name, ("\n".join(lines) + "\n").encode("koi8_r"))
    assert argmax_unique(totals) == "Соболев Андрей Николаевич"
    expect(name,
           tool="ЦИК России izbirkom.ru (Russian election commission results site), 'Сводная таблица результатов выборов' for a village-head election, table selected in Firefox on an old Linux desktop with a ru_RU.KOI8-R locale and pasted into a text editor",
           shape="Transposed count table per polling station (УИК): protocol lines 1–12 (registered voters, ballots received/issued/cancelled, invalid, valid ...) as numbered rows, then one row per candidate; columns Сумма, %, one per УИК",
           format_evidence="From memory, unverified (a pages search found only observer SMS summaries with protocol-line names). KOI8-R ('№' and « » are not in KOI8-R, so 'N' and straight quotes), TAB, LF.",
           answer="winner", winner="Соболев Андрей Николаевич",
           question="Village-head election: votes per candidate (Сумма column = sum over the 4 УИК)",
           candidates=cands, scores=totals,
           traps=["12 protocol-line rows above the candidates, several larger than any candidate (registered voters, ballots received, valid ballots)",
                  "candidates are rows, polling stations are columns (transposed)",
                  "percent column with '%' suffix",
                  "numbered first column (N п/п) empty for candidate rows",
                  "KOI8-R Cyrillic"])


# ---------------------------------------------------------------- 13 Beekast (ask)
def f13():
    name = "Beekast_Resultats_AG_Club_Photo_Objectif_Loire_2026.xlsx"
    q1 = "Quelle destination pour la sortie photo d'automne ?"
    q2 = "Quel thème pour le concours interne 2026 ?"
    p1 = OrderedDict([("Les bords de Loire à Chaumont", 7), ("Le marais de Brière", 12), ("La forêt de Chinon", 9), ("Le port de Pornic", 6)])
    p2 = OrderedDict([("Reflets", 8), ("Mains au travail", 6), ("Noir et blanc urbain", 13), ("Lumières de nuit", 7)])
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Synthèse"
    info = [("Session", "AG 2026 - Club Photo Objectif Loire"), ("Date", "07/02/2026 14:30"), ("Animateur", "Hélène Marchal"),
            ("Participants connectés", 36), ("Activités", 3), (None, None),
            ("Activité", "Type"), ("Sortie d'automne", "Sondage"), ("Concours interne", "Sondage"), ("Un mot pour 2025", "Nuage de mots")]
    for a, b in info:
        ws.append([a, b])
    ws["A1"].font = Font(bold=True)
    ws["A7"].font = Font(bold=True)
    ws["B7"].font = Font(bold=True)
    ws.column_dimensions["A"].width = 26
    ws.column_dimensions["B"].width = 40

    def poll_sheet(title, q, counts):
        s = wb.create_sheet(title)
        n = sum(counts.values())
        s.append(["Sondage - " + title])
        s["A1"].font = Font(bold=True, size=12)
        s.append([q])
        s.append(["Nombre de votants : " + str(n)])
        s.append([])
        s.append(["Réponse", "Votes", "Pourcentage"])
        for c in s[5]:
            c.font = Font(bold=True)
        for k, v in counts.items():
            s.append([k, v, v / n])
            s.cell(row=s.max_row, column=3).number_format = "0.0%"
        s.append(["Total", n, 1])
        s.cell(row=s.max_row, column=3).number_format = "0.0%"
        s.column_dimensions["A"].width = 34
    poll_sheet("Sortie d'automne", q1, p1)
    poll_sheet("Concours interne", q2, p2)
    s = wb.create_sheet("Un mot pour 2025")
    s.append(["Nuage de mots - Un mot pour 2025"])
    s["A1"].font = Font(bold=True, size=12)
    s.append(["Décrivez l'année du club en un mot"])
    s.append([])
    s.append(["Mot", "Occurrences"])
    for w, c in [("convivialité", 17), ("lumière", 6), ("partage", 9), ("expo", 4), ("apprentissage", 5), ("voyage", 3)]:
        s.append([w, c])
    save_xlsx(wb, name)
    expect(name,
           tool="Beekast (French meeting-interaction platform), session → Résultats → Exporter (Excel), a photo club's general meeting",
           shape="Workbook: a summary sheet first (session facts, list of activities), then one sheet per activity: two polls of equal standing (question, voter count, Réponse / Votes / Pourcentage, Total row) and a word cloud with occurrence counts",
           format_evidence="From memory, unverified (no search done). .xlsx, 4 sheets, percentages as numbers formatted 0.0%.",
           answer="ask", winner=None,
           acceptable={q1: "Le marais de Brière", q2: "Noir et blanc urbain"},
           ask_because="Two polls of the same meeting on separate sheets with equal standing (the autumn outing and the competition theme); the summary sheet names both.",
           question="ask: which poll (outing destination or competition theme); votes per option",
           candidates={q1: list(p1), q2: list(p2)}, scores={q1: dict(p1), q2: dict(p2)},
           traps=["summary sheet first with no votes ('Participants connectés 36')",
                  "Total rows larger than any option",
                  "word-cloud sheet: 'convivialité' 17 occurrences beats every option of both polls",
                  "percentage column stored as fractions"])


# ---------------------------------------------------------------- 14 Quattro Pro DOS
def f14():
    name = "LOCALSOC.PRN"
    opts = ["La Quintana", "El Hórreo", "Casa Pelayo", "El Llagar", "Covadonga"]
    data = {"La Quintana": [512, 455, 143], "El Hórreo": [601, 566, 188], "Casa Pelayo": [689, 640, 151],
            "El Llagar": [430, 388, 77], "Covadonga": [355, 402, 212]}
    blank = [41, 37, 9]
    null = [23, 19, 14]

    def num(n):
        return f"{n:,}".replace(",", ".")
    valid = [sum(data[o][i] for o in opts) for i in range(3)]
    tv = sum(valid)
    m = "    "
    W = [24, 10, 10, 12, 10, 10]
    hdr = ["", "MESA 1", "MESA 2", "VOTO CORREO", "TOTAL", "%"]

    def row(cells):
        s = cells[0].ljust(W[0])
        for c, w in zip(cells[1:], W[1:]):
            s += c.rjust(w)
        return m + s.rstrip()
    lines = ["", m + "CENTRO ASTURIANO DE VILLAVERDE DEL RIO",
             m + "JUNTA GENERAL EXTRAORDINARIA - 17/05/26",
             m + "VOTACION: NOMBRE DEL NUEVO LOCAL SOCIAL", "",
             m + "Mesa 1: socios A-L   Mesa 2: socios M-Z", "",
             row(hdr), m + "-" * sum(W)]
    for o in opts:
        v = data[o]
        t = sum(v)
        lines.append(row([o] + [num(x) for x in v] + [num(t), f"{100 * t / tv:.1f}".replace(".", ",")]))
    lines.append(m + "-" * sum(W))
    lines.append(row(["Votos validos"] + [num(x) for x in valid] + [num(tv), "100,0"]))
    lines.append(row(["Votos en blanco"] + [num(x) for x in blank] + [num(sum(blank)), ""]))
    lines.append(row(["Votos nulos"] + [num(x) for x in null] + [num(sum(null)), ""]))
    tot = [a + b + c for a, b, c in zip(valid, blank, null)]
    lines.append(row(["TOTAL VOTANTES"] + [num(x) for x in tot] + [num(sum(tot)), ""]))
    lines += ["", m + "Porcentajes sobre votos validos.",
              m + "El Secretario:                     Vo.Bo. El Presidente:", ""]
    text = "\r\n".join(lines) + "\r\n\x0c"
    write(name, text.encode("cp850"))
    scores = {o: sum(data[o]) for o in opts}
    assert argmax_unique(scores) == "Casa Pelayo"
    expect(name,
           tool="Quattro Pro 5.0 for DOS (Borland), a regional-club secretary's hand-typed tally of a members' vote, /Print → Destination File → LOCALSOC.PRN",
           shape="Ready-made count table per voting desk in a title block: options as rows, Mesa 1 / Mesa 2 / postal vote / TOTAL / % columns, then valid, blank, null and TOTAL VOTANTES rows, a note and signature line",
           format_evidence="From memory, unverified (no search done). CP850 (DOS Latin-1: 'ó' is 0xA2), fixed width with a 4-space left margin, CRLF, form feed at the end, '1.480' with a dot as thousands separator, '%' with decimal comma.",
           answer="winner", winner="Casa Pelayo",
           question="Nombre del nuevo local social: TOTAL votes per option (sum of the three desks)",
           candidates=opts, scores=scores,
           traps=["'Votos validos' and 'TOTAL VOTANTES' rows larger than any option",
                  "'1.480' thousands dot (not 1.48)",
                  "percentage column with decimal comma",
                  "title block, rule lines and signature line around the table",
                  "CP850 accented letter in an option name"])


# ---------------------------------------------------------------- 15 Miller pprint
def f15():
    name = "camera_club_print_comp_scores_pprint.txt"
    entries = ["Harbour_Dawn", "Old_Mill_Door", "Heron_Waiting", "Market_Hands", "Frost_Fence", "Night_Tram"]
    jurors = [("J01", "P. Okonkwo", "2026-02-19"), ("J02", "R. Lindahl", "2026-02-19"), ("J03", "M. Duarte", "2026-02-19"),
              ("J04", "S. Whitlock", "2026-02-20"), ("J05", "K. Brannigan", "2026-02-20"), ("J06", "A. Nwosu", "2026-02-21"),
              ("J07", "T. Halvorsen", "2026-02-21")]
    scores = [
        [16, 13, 18, 15, 12, 17],
        [14, 15, 17, 16, 11, 15],
        [18, 12, 16, 14, 13, 18],
        [15, 14, 19, 17, None, 14],
        [17, 11, 17, 15, 12, 16],
        [13, 16, 18, 16, 14, 15],
        [16, 12, 17, 14, 11, 17],
    ]
    sums = {e: sum(r[i] for r in scores if r[i] is not None) for i, e in enumerate(entries)}
    cnt = {e: sum(1 for r in scores if r[i] is not None) for i, e in enumerate(entries)}
    means = {e: sums[e] / cnt[e] for e in entries}
    assert argmax_unique(sums) == "Heron_Waiting" and argmax_unique(means) == "Heron_Waiting"
    header = ["juror_id", "juror", "judged_on"] + entries
    rows = [header] + [[j, n.replace(" ", "_") if False else n, d] + ["-" if v is None else str(v) for v in r]
                       for (j, n, d), r in zip(jurors, scores)]
    # Miller pprint: values with spaces are written as-is; empty values as '-'
    widths = [max(len(r[c]) for r in rows) for c in range(len(header))]
    out = []
    for r in rows:
        cells = [v.ljust(w) for v, w in zip(r, widths)]
        out.append(" ".join(cells).rstrip())
    write(name, ("\n".join(out) + "\n").encode("utf-8"))
    expect(name,
           tool="Miller 6 (mlr, command-line CSV/TSV tool): a camera club's print-competition score sheet shown with mlr --icsv --opprint cat scores.csv > camera_club_print_comp_scores_pprint.txt",
           shape="Rating grid, jurors as rows and entries as columns (scores out of 20), juror id, name and judging date first; one recused score written as '-'",
           format_evidence="From memory, unverified (no search done): Miller pretty-print output is space-aligned, left-justified columns, empty values printed as '-'.",
           answer="winner", winner="Heron_Waiting",
           question="Sum of jurors' scores per entry (the recused '-' counts as no score); the mean gives the same winner",
           candidates=entries, scores=sums,
           traps=["space-aligned columns, and juror names contain a space",
                  "'-' for a missing score",
                  "juror id and judging-date columns before the entries",
                  "first entry column is not the winner"])


def main():
    for f in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15):
        f()
    with open(os.path.join(OUT, "expected.json"), "w", encoding="utf-8") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2)
        fh.write("\n")


if __name__ == "__main__":
    main()
