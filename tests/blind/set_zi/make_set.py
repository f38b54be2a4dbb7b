#!/usr/bin/env python3
"""Blind test set ZI: 15 synthetic exports from health, science and public-sector tools.

Run from the repository root:
    /work/main/.venv/bin/python tests/blind/set_zi/make_set.py
Writes the files and expected.json next to this script. Deterministic (fixed seeds, seed
searches over a fixed range, fixed xlsx document properties and zip-entry timestamps).
Standard library + openpyxl only; nothing is imported from the project.
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
from openpyxl.styles import Alignment, Font

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED = dt.datetime(2026, 3, 30, 8, 0, 0)
EXPECTED = {}
EV_MEM = "From memory, unverified"


# ---------------------------------------------------------------- helpers
def out(name):
    return os.path.join(HERE, name)


def write_text(name, text, encoding, newline="\n", bom=False, errors="strict"):
    text = text.replace("\r\n", "\n")
    if newline != "\n":
        text = text.replace("\n", newline)
    data = text.encode(encoding, errors)
    if bom:
        if encoding.lower().startswith("utf-16"):
            pass  # utf-16 codec writes its own BOM
        else:
            data = b"\xef\xbb\xbf" + data
    with open(out(name), "wb") as f:
        f.write(data)


def csv_text(rows, delimiter=",", quoting=csv.QUOTE_MINIMAL, lineterminator="\n"):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter, quoting=quoting, lineterminator=lineterminator)
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


def save_xlsx(wb, name, creator):
    wb.properties.created = FIXED
    wb.properties.modified = FIXED
    wb.properties.creator = creator
    wb.properties.lastModifiedBy = creator
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    dst = io.BytesIO()
    with zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as z:
        for info in src.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 3, 30, 8, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":  # openpyxl stamps 'modified' with the save time
                data = re.sub(rb"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)",
                              rb"\g<1>2026-03-30T08:00:00Z\g<2>", data)
            z.writestr(zi, data)
    with open(out(name), "wb") as f:
        f.write(dst.getvalue())


def ranked(scores):
    return sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))


def margin_ok(scores, m=0.06):
    r = ranked(scores)
    return r[0][1] > 0 and (r[0][1] - r[1][1]) >= m * r[0][1]


def winner_of(scores):
    return ranked(scores)[0][0]


def seed_search(build, check, start):
    for seed in range(start, start + 5000):
        res = build(random.Random(seed))
        if check(res):
            return res
    raise RuntimeError("no seed found")


def add(name, tool, shape, question, candidates, scores, traps, evidence=EV_MEM,
        answer="winner", winner=None, acceptable=None, ask_because=None):
    if answer == "winner":
        assert margin_ok(scores, 0.05), (name, scores)
        if winner is None:
            winner = winner_of(scores)
        assert winner == winner_of(scores)
        assert winner in candidates
    EXPECTED[name] = {
        "tool": tool,
        "shape": shape,
        "format_evidence": evidence,
        "answer": answer,
        "winner": winner if answer == "winner" else None,
        "acceptable": acceptable,
        "ask_because": ask_because,
        "question": question,
        "candidates": candidates,
        "scores": scores,
        "traps": traps,
    }


def pick(rng, weights):
    keys = list(weights)
    return rng.choices(keys, weights=[weights[k] for k in keys])[0]


def de_int(n):  # 12.345
    return f"{n:,}".replace(",", ".")


def de_dec(x, d=1):
    return f"{x:.{d}f}".replace(".", ",")


FIRST_EN = ["Amelia", "Oliver", "Isla", "Harry", "Ava", "Jack", "Mia", "George", "Grace", "Noah", "Freya",
            "Leo", "Ella", "Arthur", "Poppy", "Oscar", "Lily", "Theo", "Ruby", "Alfie", "Sophie", "Finn",
            "Evie", "Jacob", "Chloe", "Henry", "Millie", "Thomas", "Daisy", "Samuel", "Priya", "Aisha",
            "Tomasz", "Ines", "Kwame", "Mei", "Lars", "Anja", "Rohan", "Fatima"]
LAST_EN = ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Patel", "Wright",
           "Walker", "Thompson", "Evans", "Roberts", "Hughes", "Green", "Hall", "Wood", "Clarke", "Khan",
           "Lewis", "Harris", "Turner", "Morris", "Cooper", "Hill", "Ward", "Moore", "Baker", "Kaur"]


# ======================================================================= 1 GENESIS
def f_genesis():
    name = "14111-01-03-4_Bundestagswahl_2025_Kreis_09199.csv"
    shares = {"CDU": 0, "SPD": 0.095, "AfD": 0.205, "FDP": 0.041, "DIE LINKE": 0.043, "GRÜNE": 0.098,
              "CSU": 0.372, "FREIE WÄHLER": 0.058, "BSW": 0.033, "Sonstige Parteien": 0.055}

    def build(rng):
        valid = 151000 + rng.randint(0, 9000)
        votes = {}
        for p, s in shares.items():
            votes[p] = 0 if s == 0 else int(valid * s * rng.uniform(0.93, 1.07))
        valid = sum(votes.values())
        invalid = int(valid * rng.uniform(0.006, 0.011))
        voters = valid + invalid
        eligible = int(voters / rng.uniform(0.82, 0.86))
        return votes, valid, invalid, voters, eligible

    votes, valid, invalid, voters, eligible = seed_search(
        build, lambda r: margin_ok({k: v for k, v in r[0].items()}, 0.3), 101)
    L = []
    L.append("Regionaldatenbank Deutschland")
    L.append("14111-01-03-4: Bundestagswahl: Wahlberechtigte, Wähler, Wahlbeteiligung, Gültige "
             "Zweitstimmen, Parteien - Stichtag: 23.02.2025 - regionale Tiefe: Kreise und krfr. Städte")
    L.append("Allgemeine Bundestagswahlstatistik")
    L.append(";;Bundestagswahl;")
    L.append(";;23.02.2025;")
    L.append(";;Anzahl;%")
    L.append("09199;Auerbach-Seeland, Landkreis;;")
    L.append(f";Wahlberechtigte;{eligible};.")
    L.append(f";Wähler;{voters};{de_dec(voters / eligible * 100)}")
    L.append(f";Ungültige Zweitstimmen;{invalid};{de_dec(invalid / voters * 100)}")
    L.append(f";Gültige Zweitstimmen;{valid};100,0")
    for p, v in votes.items():
        if v == 0:
            L.append(f";{p};-;-")
        else:
            L.append(f";{p};{v};{de_dec(v / valid * 100)}")
    L.append("__________")
    L.append("Wähler: Anteil an den Wahlberechtigten = Wahlbeteiligung.")
    L.append("Ungültige Zweitstimmen: Anteil an den Wählern; Parteien: Anteil an den gültigen Zweitstimmen.")
    L.append("-: nichts vorhanden (genau null) bzw. Partei nicht zur Wahl zugelassen")
    L.append(".: Zahlenwert unbekannt oder geheim zu halten")
    L.append("Datenlizenz by-2-0; Quellenvermerk: Statistische Ämter des Bundes und der Länder, "
             "Deutschland, 2025 (Daten verändert)")
    L.append("© Statistische Ämter des Bundes und der Länder, 2025 | Stand: 17.03.2025 / 11:42:07")
    write_text(name, "\n".join(L) + "\n", "iso-8859-1", "\r\n")
    scores = {p: v for p, v in votes.items()}
    add(name,
        "Regionaldatenbank Deutschland (GENESIS-Online of the statistical offices of the Federal and "
        "Land governments), table 14111-01-03-4 for one (invented) Landkreis → Werteabruf → Download "
        "'CSV' (classic table layout, not flat-file ffcsv)",
        "Ready-made count table from a statistics office: title block, stacked column headers, one region row, "
        "then eligible voters / voters / invalid / valid rows followed by the parties with Anzahl and %, "
        "'-' for a party not standing, footnotes and copyright line",
        "Gültige Zweitstimmen per party (Anzahl column)",
        list(votes), scores,
        ["Wahlberechtigte, Wähler and Gültige Zweitstimmen rows exceed every party",
         "percent column", "CDU listed first with '-' (not standing in Bavaria)",
         "Kreis code 09199 and Stichtag header rows", "ISO-8859-1 umlauts and ©"],
        evidence="Partly checked: the GENESIS ffcsv notes found by code search describe ';' and decimal comma "
                 "(for the flat format); the classic table CSV's title block, header stacking, footnote signs "
                 "and ISO-8859-1 encoding are from memory")


# ======================================================================= 2 Latvia CVK
def f_latvia():
    name = "PV2025_Ezerkrastu_novads_rezultati_iecirknos.csv"
    lists = ["Latvijas Zemnieku savienība", "Jaunā VIENOTĪBA",
             'Nacionālā apvienība "Visu Latvijai!"-"Tēvzemei un Brīvībai/LNNK"',
             "Latvija pirmajā vietā", "PROGRESĪVIE", "Mūsu Ezerkrasts", "Stabilitātei!"]
    base = {lists[0]: 0.25, lists[1]: 0.09, lists[2]: 0.13, lists[3]: 0.08, lists[4]: 0.05,
            lists[5]: 0.31, lists[6]: 0.09}
    stations = [("651", "Ezerkrastu kultūras nams, Parka iela 2"), ("652", "Ezerkrastu pilsētas bibliotēka"),
                ("653", "Sīļu pagasta pārvalde"), ("654", "Vārkavas pamatskola"),
                ("655", "Rudzātu tautas nams"), ("656", "Upmalas pagasta pārvalde"),
                ("657", "Ķīķeru feldšerpunkts"), ("658", "Dubnas saieta nams"),
                ("659", "Ezerkrastu novada dome (balsošana pirms vēlēšanu dienas)"),
                ("660", "Līčupes bibliotēka")]

    def build(rng):
        rows = []
        for nr, nm in stations:
            reg = rng.randint(420, 2600)
            turnout = rng.uniform(0.38, 0.55)
            env = int(reg * turnout)
            invalid = rng.randint(2, 18)
            valid = env - invalid
            w = {k: v * rng.uniform(0.6, 1.4) for k, v in base.items()}
            tot = sum(w.values())
            cnt = {k: int(valid * w[k] / tot) for k in lists}
            cnt[lists[5]] += valid - sum(cnt.values())
            rows.append((nr, nm, reg, env, invalid, valid, cnt))
        return rows

    def tot_of(rows):
        return {k: sum(r[6][k] for r in rows) for k in lists}

    rows = seed_search(build, lambda r: margin_ok(tot_of(r), 0.12), 201)
    T = tot_of(rows)
    out_rows = [["2025. gada 7. jūnija pašvaldību vēlēšanas"],
                ["Ezerkrastu novads. Balsošanas rezultāti pa vēlēšanu iecirkņiem (par sarakstiem nodoto "
                 "derīgo vēlēšanu zīmju skaits)"],
                [],
                ["", "", "", "", "", ""] + [f"Saraksts Nr. {i + 1}" for i in range(len(lists))],
                ["Iecirkņa Nr.", "Iecirknis", "Vēlētāju skaits", "Izsniegtās vēlēšanu aploksnes",
                 "Nederīgās vēlēšanu zīmes", "Derīgās vēlēšanu zīmes"] + lists]
    for nr, nm, reg, env, inv, val, cnt in rows:
        out_rows.append([nr, nm, reg, env, inv, val] + [cnt[k] for k in lists])
    out_rows.append(["", "Kopā", sum(r[2] for r in rows), sum(r[3] for r in rows), sum(r[4] for r in rows),
                     sum(r[5] for r in rows)] + [T[k] for k in lists])
    out_rows.append([])
    out_rows.append(["Avots: Centrālā vēlēšanu komisija, vēlēšanu rezultātu datne; dati uz 09.06.2025. 10:15"])
    write_text(name, csv_text(out_rows, ";"), "cp1257", "\r\n")
    add(name,
        "Centrālā vēlēšanu komisija (CVK, Latvia) municipal-election results site → novads → 'rezultāti "
        "iecirkņos' → Lejupielādēt CSV (Windows-1257), an invented municipality",
        "Results by unit: polling stations as rows, party lists as columns, list-number row above the header, "
        "registered voters / envelopes / invalid / valid columns first, 'Kopā' totals row, source footnote",
        "Valid ballots for each list, summed over polling stations",
        lists, T,
        ["'Vēlētāju skaits' and envelope columns exceed every list", "'Kopā' totals row",
         "extra 'Saraksts Nr.' header row", "list name containing quotes and ';'-free punctuation",
         "first list is not the winner", "Windows-1257 Latvian letters"])


# ======================================================================= 3 Budapest PB
def f_budapest():
    name = "Kozossegi_koltsegvetes_2025_Zold_Budapest_eredmenyek.csv"
    projects = [
        ("KK25-0113", "Árnyékot adó fák a Blaha Lujza téren", "VIII.", 185_000_000, 0.10),
        ("KK25-0127", "Esőkertek a Kőbányai út mentén", "X.", 120_000_000, 0.07),
        ("KK25-0140", "Közösségi komposztálók a lakótelepeken", "több kerület", 45_000_000, 0.09),
        ("KK25-0152", "Ivókutak és párakapuk a Duna-parton", "V., XI.", 60_000_000, 0.11),
        ("KK25-0166", "Zöldtető a Központi Könyvtár új szárnyán", "VIII.", 230_000_000, 0.06),
        ("KK25-0171", "Fásított iskolaudvarok (10 iskola)", "több kerület", 300_000_000, 0.19),
        ("KK25-0188", "Méhlegelő a Rákos-patak mentén", "XIV., XVI.", 35_000_000, 0.08),
        ("KK25-0194", "Sétány és pihenőpadok a Városligetben", "XIV.", 95_000_000, 0.05),
        ("KK25-0203", "Városi erdő ültetése Csepelen", "XXI.", 250_000_000, 0.13),
        ("KK25-0219", "Gyógynövénykert a Szent János Kórház parkjában", "XII.", 28_000_000, 0.06),
    ]

    def build(rng):
        return {p[0]: int(48000 * p[4] * rng.uniform(0.85, 1.15)) for p in projects}

    v = seed_search(build, lambda r: margin_ok({k: x for k, x in r.items()}, 0.2), 301)
    total = sum(v.values())
    nb = "\u00a0"

    def hu(n):
        return f"{n:,}".replace(",", nb)

    budget_left = 1_000_000_000
    realised = {}
    for p in sorted(projects, key=lambda p: -v[p[0]]):
        if p[3] <= budget_left:
            realised[p[0]] = "igen"
            budget_left -= p[3]
        else:
            realised[p[0]] = "nem"
    rows = [["Fővárosi Közösségi Költségvetés 2025"],
            ["Szavazási eredmények – Zöld Budapest kategória (keret: 1" + nb + "000" + nb + "000" + nb + "000 Ft)"],
            ["Szavazás: 2025.10.01.–2025.10.31.; érvényes szavazatot leadók száma: " + hu(int(total / 2.7))],
            [],
            ["Azonosító", "Ötlet címe", "Kerület", "Becsült költség (Ft)", "Szavazatok száma",
             "Szavazatok aránya (%)", "Megvalósul"]]
    for pid, title, ker, cost, _ in projects:
        rows.append([pid, title, ker, hu(cost), hu(v[pid]), de_dec(v[pid] / total * 100), realised[pid]])
    rows.append(["Összesen", "", "", hu(sum(p[3] for p in projects)), hu(total), "100,0", ""])
    rows.append([])
    rows.append(["Egy szavazó kategóriánként legfeljebb 5 ötletet támogathatott, ezért a szavazatok száma "
                 "meghaladja a szavazók számát."])
    write_text(name, csv_text(rows, ";"), "cp1250", "\r\n")
    labels = {p[0]: p[1] for p in projects}
    scores = {labels[k]: x for k, x in v.items()}
    add(name,
        "Budapest participatory budget (Fővárosi Közösségi Költségvetés) results table for one category, "
        "downloaded as .xlsx from the city's site and saved by Microsoft Excel (Hungarian) as "
        "'CSV (pontosvesszővel tagolt)'",
        "Ready-made count table: three title lines, project id / title / district / estimated cost / votes / "
        "share / realised columns, 'Összesen' totals row and a footnote; projects in id order, not by votes",
        "Votes per project (Szavazatok száma)",
        [p[1] for p in projects], scores,
        ["cost column in forints dwarfs the votes", "thousands separated by no-break spaces",
         "percent column with decimal comma", "several projects marked 'igen' (realised)",
         "'Összesen' totals row", "Windows-1250 ő/ű"])


# ======================================================================= 4 Zooniverse
def f_zooniverse():
    name = "bat-detective-north-classifications.csv"
    species = {"Common pipistrelle": 0.26, "Soprano pipistrelle": 0.37, "Noctule": 0.11,
               "Daubenton's bat": 0.10, "Brown long-eared bat": 0.06, "Not sure / none of these": 0.10}
    conf = {"Very confident": 0.2, "Fairly confident": 0.55, "Just guessing": 0.25}

    def build(rng):
        recs = []
        for i in range(168):
            recs.append((pick(rng, species), pick(rng, conf), rng.random() < 0.22, rng.random()))
        return recs

    def sc(recs):
        s = {k: 0 for k in species}
        for r in recs:
            s[r[0]] += 1
        return s

    recs = seed_search(build, lambda r: margin_ok(sc(r), 0.15)
                       and max(sum(1 for x in r if x[1] == "Fairly confident"), 0) > max(sc(r).values()), 401)
    rows = [["classification_id", "user_name", "user_id", "user_ip", "workflow_id", "workflow_name",
             "workflow_version", "created_at", "gold_standard", "expert", "metadata", "annotations",
             "subject_data", "subject_ids"]]
    rng = random.Random(4010)
    t0 = dt.datetime(2026, 2, 2, 7, 0, 0)
    sid = "98215537"
    for i, (sp, cf, anon, u) in enumerate(recs):
        t0 += dt.timedelta(seconds=rng.randint(40, 5400))
        cid = 612400000 + i * 37 + rng.randint(0, 30)
        ip = "%08x%04x" % (rng.getrandbits(32), rng.getrandbits(16))
        if anon:
            uname, uid = f"not-logged-in-{ip[:20]}", ""
        else:
            uname = rng.choice(["bat", "night", "eco", "owl", "moth", "wild", "river"]) + \
                rng.choice(["watcher", "ears", "_leeds", "listener", "fan", "_ni", "mum"]) + str(rng.randint(1, 99))
            uid = str(1400000 + rng.randint(0, 900000))
        start = t0 - dt.timedelta(seconds=rng.randint(20, 300))
        meta = {"source": "api", "session": "%016x" % rng.getrandbits(64), "viewport": {"width": 1440, "height": 789},
                "started_at": start.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % rng.randint(0, 999),
                "user_agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
                              "Chrome/121.0.0.0 Safari/537.36",
                "utc_offset": "0", "finished_at": t0.strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % rng.randint(0, 999),
                "live_project": True, "interventions": {"opt_in": True, "messageShown": False},
                "user_language": "en", "subject_dimensions": [{"clientWidth": 900, "clientHeight": 420,
                                                               "naturalWidth": 1800, "naturalHeight": 840}],
                "subject_selection_state": {"retired": False, "selected_at": start.strftime("%Y-%m-%dT%H:%M:%S.000Z"),
                                            "already_seen": False, "selection_state": "normal",
                                            "finished_workflow": False, "user_has_finished_workflow": False},
                "workflow_version": "23.41"}
        ann = [{"task": "T0", "task_label": "Which bat made this call? Listen to the recording and compare the "
                                            "spectrogram with the field guide.", "value": sp},
               {"task": "T1", "task_label": "How sure are you?", "value": cf}]
        sdata = {sid: {"retired": None, "#site": "Kielder North 04", "Filename": "KN04_20250814_213344.wav",
                       "image": "KN04_20250814_213344_spec.png", "#recorder": "AudioMoth 1.2"}}
        rows.append([cid, uname, uid, ip, "27114", "Mystery call of the month (February)", "23.41",
                     t0.strftime("%Y-%m-%d %H:%M:%S UTC"), "", "", json.dumps(meta, separators=(",", ":")),
                     json.dumps(ann, separators=(",", ":")), json.dumps(sdata, separators=(",", ":")),
                     sid])
    write_text(name, csv_text(rows, ","), "utf-8", "\n")
    add(name,
        "Zooniverse (Panoptes project builder), Data Exports → 'Request new workflow classification export' "
        "for a bat-call citizen-science project's single-subject 'Mystery call of the month' workflow",
        "Long format, one row per volunteer classification: ids, user name / id / hashed IP, workflow columns, "
        "created_at, then JSON-in-CSV metadata, annotations (two question tasks) and subject_data",
        "Number of classifications giving each answer to task T0 (which species)",
        list(species), sc(recs),
        ["answers only inside the JSON 'annotations' column", "second task T1 (confidence) in the same JSON; "
         "'Fairly confident' outnumbers every species", "classification/user/subject ids",
         "not-logged-in user names", "a 'Not sure' option"],
        evidence="Partly checked: column list (classification_id, user_name, user_id, user_ip, workflow_id, "
                 "workflow_name, workflow_version, created_at, gold_standard, expert, metadata, annotations, "
                 "subject_data, subject_ids) and JSON-in-CSV nature checked against public docs found with the "
                 "code search (Zooniverse help repo, a camera-trap pipeline README); JSON details from memory")


# ======================================================================= 5 Indico (ASK)
def f_indico():
    name = "NMBS2026_programme_survey_submissions.csv"
    stage = {"PhD student": 0.42, "Postdoc": 0.22, "Researcher / faculty": 0.24, "Technician / engineer": 0.07,
             "Other": 0.05}
    q1 = "Which topic should the plenary keynote at NMBS 2026 cover?"
    q2 = "Where should the 2027 symposium be held?"
    t1 = {"Ocean acidification and calcifiers": 0.22, "Deep-sea mining impacts": 0.36,
          "eDNA monitoring of coastal biodiversity": 0.27, "Marine heatwaves in the Baltic": 0.15}
    t2 = {"Bergen": 0.24, "Tvärminne": 0.40, "Kristineberg (Fiskebäckskil)": 0.21, "Klaipėda": 0.15}

    def build(rng):
        recs = []
        for i in range(96):
            a = pick(rng, t1) if rng.random() > 0.04 else ""
            b = pick(rng, t2) if rng.random() > 0.05 else ""
            recs.append((pick(rng, stage), a, b, rng.random() < 0.25))
        return recs

    def sc(recs, j, opts):
        s = {k: 0 for k in opts}
        for r in recs:
            if r[j]:
                s[r[j]] += 1
        return s

    recs = seed_search(build, lambda r: margin_ok(sc(r, 1, t1), 0.15) and margin_ok(sc(r, 2, t2), 0.15)
                       and sum(1 for x in r if x[0] == "PhD student") > max(max(sc(r, 1, t1).values()),
                                                                             max(sc(r, 2, t2).values())), 501)
    rng = random.Random(5010)
    rows = [["ID", "Submitter", "Email", "Submission Date", "Career stage", q1, q2,
             "Any other comments for the programme committee?"]]
    t = dt.datetime(2026, 1, 19, 9, 0)
    comments = ["", "", "", "", "Please keep the poster session before dinner.", "More time for discussion!",
                "A student-led session would be great.", "", "Hybrid option please", ""]
    for i, (st, a, b, anon) in enumerate(recs):
        t += dt.timedelta(minutes=rng.randint(5, 600))
        fn, ln = rng.choice(FIRST_EN), rng.choice(LAST_EN)
        if anon:
            sub, em = "Anonymous", ""
        else:
            sub, em = f"{fn} {ln}", f"{fn.lower()}.{ln.lower()}@uni-{rng.choice(['a', 'b', 'c', 'd'])}.example.org"
        rows.append([1000 + i * 3 + rng.randint(0, 2), sub, em, t.strftime("%d/%m/%Y %H:%M"), st, a, b,
                     rng.choice(comments)])
    write_text(name, csv_text(rows, ","), "utf-8", "\r\n")
    s1, s2 = sc(recs, 1, t1), sc(recs, 2, t2)
    add(name,
        "Indico (CERN's event-management system), event → Surveys → survey → Submissions → select all → "
        "'Export to CSV', a Nordic marine-biology symposium's programme survey",
        "Multi-question survey: submission id, submitter (or 'Anonymous'), e-mail, date, a career-stage "
        "question first, then two single-choice questions of equal standing and a comments column",
        "Count of responses per option, separately for each of the two single-choice questions",
        {q1: list(t1), q2: list(t2)}, {q1: s1, q2: s2},
        ["'PhD student' in the first question outnumbers every option", "two real questions of equal standing",
         "submission ids", "blank answers", "anonymous submitters"],
        evidence="From memory, unverified (a code search found Indico's surveys module source, but the CSV "
                 "column layout was not checked against it)",
        answer="ask", acceptable={q1: winner_of(s1), q2: winner_of(s2)},
        ask_because="The survey holds two independent single-choice votes (keynote topic and 2027 venue) with "
                    "equal standing, so the user must say which one is meant.")


# ======================================================================= 6 ConfTool
def f_conftool():
    name = "ConfTool_Gutachten_Posterpreis_GBM2026.xlsx"
    posters = [
        ("P-04", "Mikroplastik in Auenböden der mittleren Elbe", "Hartmann, Lea; Vogt, Jonas", 6.2),
        ("P-11", "Regenwurmdichte unter Agroforststreifen: ein Dreijahresvergleich", "Nguyen, Minh; Scholz, Petra", 7.6),
        ("P-17", "Kohlenstoffvorräte in wiedervernässten Niedermooren Vorpommerns", "Krüger, Anna; Lehmann, Tim; Rau, Ole", 8.5),
        ("P-23", "Bodenverdichtung durch Holzernte – Drohnen-LiDAR als Monitoring", "Berger, Felix", 6.9),
        ("P-29", "Stickstoffauswaschung unter Zwischenfrüchten auf Sandböden", "Yilmaz, Derya; Schulz, Kai", 7.1),
        ("P-32", "Citizen Science: Bodenleben in Kleingärten Leipzigs", "Fischer, Marie; Wolf, Ben", 7.3),
        ("P-38", "Phosphor-Recycling aus Klärschlammasche im Gefäßversuch", "Schäfer, Jan", 5.8),
    ]
    reviewers = ["Prof. Dr. Ute Brandt", "Dr. Martin Kuhn", "Dr. Sabine Engel", "PD Dr. Georg Haas",
                 "Dr. Ayşe Demir", "Prof. Dr. Klaus Richter", "Dr. Helena Voss"]

    def build(rng):
        revs = []
        for pid, title, auth, q in posters:
            n = 4 if pid in ("P-04", "P-38", "P-23") else 3
            for rv in rng.sample(reviewers, n):
                if rng.random() < 0.08:
                    revs.append((pid, rv, None))
                    continue
                overall = max(1, min(10, round(q + rng.uniform(-1.3, 1.3))))
                crit = [max(1, min(5, round(overall / 2 + rng.uniform(-0.8, 0.8)))) for _ in range(3)]
                revs.append((pid, rv, (crit, overall, rng.randint(1, 3))))
        return revs

    def sc(revs):
        s, n = {}, {}
        for pid, rv, d in revs:
            if d:
                s[pid] = s.get(pid, 0) + d[1]
                n[pid] = n.get(pid, 0) + 1
        return {p: round(s[p] / n[p], 3) for p in s}

    def sc_crit(revs):
        s, n = {}, {}
        for pid, rv, d in revs:
            if d:
                s[pid] = s.get(pid, 0) + sum(d[0])
                n[pid] = n.get(pid, 0) + 1
        return {p: s[p] / n[p] for p in s}

    revs = seed_search(build, lambda r: margin_ok(sc(r), 0.06) and winner_of(sc(r)) == winner_of(sc_crit(r))
                       and all(any(x[0] == p[0] and x[2] for x in r) for p in posters), 601)
    rng = random.Random(6010)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Gutachten"
    hdr = ["Gutachten-Nr.", "Beitrags-Nr.", "Titel", "Autor(en)", "Beitragsart", "Gutachter(in)", "Status",
           "Relevanz (1-5)", "Originalität (1-5)", "Gestaltung des Posters (1-5)", "Gesamtbewertung (1-10)",
           "Sicherheit der Gutachterin / des Gutachters (1-3)", "Kommentar an die Autor(en)", "Abgegeben am"]
    ws.append(hdr)
    for c in ws[1]:
        c.font = Font(bold=True)
    info = {p[0]: p for p in posters}
    comments = ["Sehr klare Darstellung, gute Grafiken.", "Methodik könnte ausführlicher sein.",
                "Spannendes Thema, überzeugende Daten.", "Poster etwas textlastig.", "Gut strukturiert.",
                "Statistik bitte prüfen.", ""]
    day = dt.datetime(2026, 3, 10, 8, 0)
    for i, (pid, rv, d) in enumerate(revs):
        p = info[pid]
        day += dt.timedelta(minutes=rng.randint(30, 700))
        if d is None:
            ws.append([3100 + i, pid, p[1], p[2], "Poster (Posterpreis)", rv, "nicht abgegeben",
                       None, None, None, None, None, None, None])
        else:
            ws.append([3100 + i, pid, p[1], p[2], "Poster (Posterpreis)", rv, "abgeschlossen",
                       d[0][0], d[0][1], d[0][2], d[1], d[2], rng.choice(comments), day])
            ws.cell(ws.max_row, 14).number_format = "DD.MM.YYYY HH:MM"
    for col, w in zip("ABCDEFGHIJKLMN", [13, 12, 58, 36, 20, 26, 16, 14, 16, 26, 22, 20, 40, 17]):
        ws.column_dimensions[col].width = w
    ws.auto_filter.ref = ws.dimensions
    save_xlsx(wb, name, "ConfTool")
    s = sc(revs)
    scores = {info[p][1]: v for p, v in s.items()}
    add(name,
        "ConfTool Pro (conference management, German interface), Übersichten → Gutachten → Export als "
        "Excel (.xlsx), the poster-award reviews of a soil-science society's annual meeting",
        "Long review list, one sheet: one row per review with review no., submission no., title, authors, "
        "reviewer, status, three 1-5 criteria, a 1-10 overall score, reviewer confidence, comment, date; "
        "unsubmitted reviews with empty scores; different numbers of reviews per poster",
        "Mean 'Gesamtbewertung (1-10)' per poster over submitted reviews (the mean of the three criteria "
        "gives the same winner)",
        [p[1] for p in posters], scores,
        ["review and submission numbers", "confidence column 1-3", "criteria columns besides the overall score",
         "'nicht abgegeben' reviews with blank scores", "posters with four reviews get bigger sums"])


# ======================================================================= 7 LibWizard
def f_libwizard():
    name = "LibWizard_Summer_Pilot_Survey_2026_export.csv"
    q1 = "Q1. How often do you visit Harrowgate Central Library?"
    freq = {"Weekly": 0.46, "Monthly": 0.27, "A few times a year": 0.17, "First visit": 0.10}
    opts = ["Seed library", "Board-game evenings", "Repair café", "Extended Sunday opening",
            "Digital help drop-in", "Quiet study pods"]
    p = {"Seed library": 0.28, "Board-game evenings": 0.30, "Repair café": 0.33,
         "Extended Sunday opening": 0.47, "Digital help drop-in": 0.22, "Quiet study pods": 0.36}
    ages = {"Under 18": 0.08, "18-34": 0.27, "35-54": 0.33, "55-74": 0.24, "75+": 0.05, "Prefer not to say": 0.03}

    def build(rng):
        recs = []
        for i in range(137):
            ticks = [o for o in opts if rng.random() < p[o]]
            recs.append((pick(rng, freq), ticks, pick(rng, ages)))
        return recs

    def sc(recs):
        s = {o: 0 for o in opts}
        for r in recs:
            for o in r[1]:
                s[o] += 1
        return s

    recs = seed_search(build, lambda r: margin_ok(sc(r), 0.1)
                       and sum(1 for x in r if x[0] == "Weekly") > max(sc(r).values()), 701)
    rng = random.Random(7010)
    hdr = ["Response ID", "Submitted", "Time Spent (s)", "IP Address", "Referrer", "Library card number", q1]
    hdr += [f"Q2. Which new services should we pilot this summer? (tick all that apply) [{o}]" for o in opts]
    hdr += ["Q3. Is there anything else you would like to see?", "Q4. Age group", "Q5. Postcode district"]
    rows = [hdr]
    t = dt.datetime(2026, 2, 2, 9, 30)
    others = ["", "", "", "More copies of book-club titles", "Longer loan periods", "Toilets on the first floor",
              "", "Cafe please!", "", "Audiobooks for children"]
    for i, (f, ticks, age) in enumerate(recs):
        t += dt.timedelta(minutes=rng.randint(10, 500))
        row = [58231000 + i * 7 + rng.randint(0, 6), t.strftime("%Y-%m-%d %H:%M:%S"), rng.randint(35, 420),
               f"{rng.randint(81, 94)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
               rng.choice(["https://harrowgate.libguides.example.org/summer", "https://www.example.gov.uk/libraries",
                           "", "https://harrowgate.libguides.example.org/summer"]),
               "" if rng.random() < 0.3 else f"29{rng.randint(10**10, 10**11 - 1)}", f]
        row += [o if o in ticks else "" for o in opts]
        row += [rng.choice(others), age, rng.choice(["HG1", "HG2", "HG3", "HG5", "LS22", "YO51"])]
        rows.append(row)
    write_text(name, csv_text(rows, ","), "utf-8", "\r\n", bom=True)
    add(name,
        "Springshare LibWizard (library forms & surveys), Survey → Data Analysis → Export to CSV with "
        "multiple-answer questions split into one column per choice, a public library's summer-pilot survey",
        "Multi-question survey with metadata (response id, submitted, time spent, IP, referrer, library card "
        "number); the tick-all question as one column per option holding the option's own name when ticked",
        "Approvals: number of respondents ticking each service",
        opts, sc(recs),
        ["Q1 answer 'Weekly' outnumbers every option", "library card numbers and response ids",
         "time-spent column", "option names only inside bracketed column headers and cells",
         "UTF-8 BOM"])


# ======================================================================= 8 Beekeeper (ASK)
def f_beekeeper():
    name = "Beekeeper_Umfragen_Station_4B_Maerz_2026.xlsx"
    q1 = "Welches Dienstmodell möchtet ihr ab 1. Juli auf der 4B?"
    q2 = "Neuer Pausenraum: Was sollen wir zuerst anschaffen?"
    o1 = {"3-Schicht-Modell (8 Std.)": 0.27, "2-Schicht-Modell (12 Std.)": 0.45, "Mischmodell (8/12 Std.)": 0.28}
    o2 = {"Kaffeevollautomat": 0.49, "Liegesessel": 0.18, "Kühlschrank mit Gefrierfach": 0.20, "Pflanzen & Bilder": 0.13}
    roles = {"Pflegefachperson HF": 0.55, "FaGe": 0.25, "Stationsleitung": 0.04, "Lernende": 0.12, "Pflegehilfe": 0.04}
    first = ["Anna", "Lara", "Nina", "Sandra", "Michelle", "Selina", "Jana", "Luca", "Marco", "Daniela", "Sarah",
             "Fabienne", "Noah", "Elena", "Tamara", "Céline", "Ramona", "Jonas", "Martina", "Aylin", "Besa", "Sven"]
    last = ["Müller", "Meier", "Schmid", "Keller", "Weber", "Huber", "Brunner", "Frei", "Baumann", "Gerber",
            "Steiner", "Fischer", "Zimmermann", "Moser", "Graf", "Wyss", "Roth", "Kälin", "Bachmann", "Suter"]

    def build(rng):
        staff = []
        used = set()
        while len(staff) < 41:
            n = f"{rng.choice(first)} {rng.choice(last)}"
            if n not in used:
                used.add(n)
                staff.append((n, pick(rng, roles)))
        a = [(s, pick(rng, o1)) for s in staff if rng.random() < 0.85]
        b = [(s, pick(rng, o2)) for s in staff if rng.random() < 0.7]
        return a, b

    def sc(lst, opts):
        s = {k: 0 for k in opts}
        for _, v in lst:
            s[v] += 1
        return s

    a, b = seed_search(build, lambda r: margin_ok(sc(r[0], o1), 0.15) and margin_ok(sc(r[1], o2), 0.15), 801)
    s1, s2 = sc(a, o1), sc(b, o2)
    rng = random.Random(8010)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Übersicht"
    ws.append(["Beekeeper – Export Umfrageergebnisse"])
    ws["A1"].font = Font(bold=True, size=13)
    ws.append(["Stream", "Station 4B – Pflege Medizin (Kantonsspital Seeland)"])
    ws.append(["Beitrag", "Zwei Umfragen zur Teamsitzung vom 24.03.2026 – bitte beide beantworten!"])
    ws.append(["Exportiert am", FIXED])
    ws["B4"].number_format = "DD.MM.YYYY HH:MM"
    ws.append(["Mitglieder im Stream", 41])
    ws.append([])
    for q, opts, s, n in ((q1, o1, s1, len(a)), (q2, o2, s2, len(b))):
        ws.append(["Umfrage", q])
        ws.cell(ws.max_row, 1).font = Font(bold=True)
        ws.append(["Antwortoption", "Stimmen", "Anteil"])
        for o in opts:
            ws.append([o, s[o], s[o] / n])
            ws.cell(ws.max_row, 3).number_format = "0.0%"
        ws.append(["Teilnehmende", n, n / 41])
        ws.cell(ws.max_row, 3).number_format = "0.0%"
        ws.append([])
    ws.column_dimensions["A"].width = 34
    ws.column_dimensions["B"].width = 62
    for title, q, lst in (("Umfrage 1", q1, a), ("Umfrage 2", q2, b)):
        w2 = wb.create_sheet(title)
        w2.append(["Frage: " + q])
        w2.append([])
        w2.append(["Name", "Funktion", "Antwort", "Abgestimmt am"])
        for c in w2[3]:
            c.font = Font(bold=True)
        t = dt.datetime(2026, 3, 24, 14, 5)
        for (nm, role), ans in lst:
            t += dt.timedelta(minutes=rng.randint(1, 240))
            w2.append([nm, role, ans, t])
            w2.cell(w2.max_row, 4).number_format = "DD.MM.YYYY HH:MM"
        for col, wd in zip("ABCD", [24, 24, 32, 18]):
            w2.column_dimensions[col].width = wd
    save_xlsx(wb, name, "Beekeeper")
    add(name,
        "Beekeeper (Swiss frontline-employee app used by hospitals), stream post with two polls → "
        "'Ergebnisse exportieren' (Excel), a hospital ward's team channel, German UI",
        "Workbook: summary sheet first (stream, post, both polls with counts, shares and participant rows), "
        "then one sheet per poll with name, role, answer, time",
        "Count of votes per option, separately for each poll",
        {q1: list(o1), q2: list(o2)}, {q1: s1, q2: s2},
        ["summary sheet first", "'Teilnehmende' rows", "share column", "role column where "
         "'Pflegefachperson HF' outnumbers options", "two polls of equal standing in one post"],
        answer="ask", acceptable={q1: winner_of(s1), q2: winner_of(s2)},
        ask_because="The ward's post carries two polls (duty model and break-room purchase) that staff were asked "
                    "to answer both; neither is the main one, so the user must choose.")


# ======================================================================= 9 Norwegian Excel scheduling
def f_norway():
    name = "Fagdag_post_3_datoer.csv"
    dates = ["tir. 14.04.", "tor. 16.04.", "man. 20.04.", "ons. 22.04.", "fre. 24.04."]
    pyes = {"tir. 14.04.": 0.45, "tor. 16.04.": 0.62, "man. 20.04.": 0.38, "ons. 22.04.": 0.44, "fre. 24.04.": 0.30}
    roles = {"Sykepleier": 0.6, "Spesialsykepleier": 0.1, "Helsefagarbeider": 0.15, "Lege": 0.1, "Fysioterapeut": 0.05}
    names = ["Ingrid Haugen", "Kari Nilsen", "Ole Martin Berg", "Silje Johansen", "Marte Hansen", "Jonas Dahl",
             "Sofie Larsen", "Åse Kristiansen", "Eirik Solberg", "Hanne Bakke", "Thea Lund", "Mona Strand",
             "Håkon Eide", "Nora Aasen", "Lise Moen", "Ahmed Hussein", "Guro Sæther", "Tone Øverland",
             "Maria Kowalska", "Anders Lie"]

    def build(rng):
        recs = []
        for n in names:
            row = []
            for d in dates:
                x = rng.random()
                if x < pyes[d]:
                    row.append("Ja")
                elif x < pyes[d] + 0.18:
                    row.append("Kanskje")
                else:
                    row.append("Nei")
            if rng.random() < 0.1:
                row[rng.randrange(5)] = ""
            recs.append((n, pick(rng, roles), rng.choice(["Dag/kveld", "Dag/kveld", "Natt", "Dag"]), row))
        return recs

    def sc(recs, w):
        s = {d: 0.0 for d in dates}
        for r in recs:
            for d, v in zip(dates, r[3]):
                s[d] += 1 if v == "Ja" else (w if v == "Kanskje" else 0)
        return s

    recs = seed_search(build, lambda r: all(margin_ok(sc(r, w), 0.1) and winner_of(sc(r, w)) == winner_of(sc(r, 0.5))
                                            for w in (0, 0.5, 1)), 901)
    rows = [["Fagdag Post 3 (lungemedisin) – hvilken dato passer for deg?"],
            ["Skriv Ja / Nei / Kanskje. Frist fredag 27.03. Hilsen Ingrid (fagsykepleier)"],
            [],
            ["Navn", "Stilling", "Turnus"] + dates]
    for n, role, turn, row in recs:
        rows.append([n, role, turn] + row)
    rows.append([])
    for lab, val in (("Sum Ja", "Ja"), ("Sum Kanskje", "Kanskje"), ("Sum Nei", "Nei")):
        rows.append([lab, "", ""] + [sum(1 for r in recs if r[3][i] == val) for i in range(5)])
    write_text(name, csv_text(rows, ";"), "cp1252", "\r\n")
    add(name,
        "Microsoft Excel (Norwegian Bokmål), a hospital ward's hand-kept availability sheet for a training day "
        "on the shared drive, Lagre som → 'CSV (semikolondelt)' (Windows-1252)",
        "Scheduling poll: title and instruction lines, staff × dates grid with Ja / Nei / Kanskje, role and "
        "shift columns before the dates, a few blank cells, 'Sum Ja' / 'Sum Kanskje' / 'Sum Nei' rows",
        "Ja = 1, Kanskje = 0.5 (same winner with Kanskje = 0 or 1)",
        dates, sc(recs, 0.5),
        ["'Stilling' column where 'Sykepleier' is most frequent", "Sum rows at the bottom",
         "'Turnus' column", "blank answers", "Windows-1252 æøå"])


# ======================================================================= 10 Retrade (bids)
def f_retrade():
    name = "Retrade_budhistorik_hospitalssenge.txt"

    def build(rng):
        bidders = [f"Byder {rng.randint(1000, 9999)}" for _ in range(9)]
        bidders = list(dict.fromkeys(bidders))
        caps = {b: rng.choice(range(3000, 19001, 250)) for b in bidders}
        bids = []
        price = 2500
        t = dt.datetime(2026, 3, 10, 8, 14, 0)
        active = list(bidders)
        while True:
            cand = [b for b in active if caps[b] >= price + 250 and (not bids or bids[-1][0] != b)]
            if not cand:
                break
            b = rng.choice(cand)
            step = 250 if price < 10000 else 500
            price = price + step * rng.choice([1, 1, 1, 2, 4])
            if price > caps[b]:
                price = caps[b]
            t += dt.timedelta(minutes=rng.randint(3, 900))
            bids.append([b, price, t, "Gyldigt"])
        # spread the bid times over the auction window (10.03 08:14 - 17.03 19:59), in order
        span = int((dt.datetime(2026, 3, 17, 19, 59, 0) - dt.datetime(2026, 3, 10, 8, 14, 0)).total_seconds())
        offs = sorted(rng.sample(range(span), len(bids)))
        for bid, o in zip(bids, offs):
            bid[2] = dt.datetime(2026, 3, 10, 8, 14, 0) + dt.timedelta(seconds=o)
        # two bids cancelled by support (typing errors)
        for k in rng.sample(range(len(bids) // 2, len(bids)), 2):
            bids[k][3] = "Annulleret"
        return bids

    def valid_max(bids):
        m = {}
        for b, p, t, st in bids:
            if st == "Gyldigt":
                m[b] = max(m.get(b, 0), p)
        return m

    def rev(bids):
        m = valid_max(bids)
        amounts = sorted({p for b, p, t, st in bids if st == "Gyldigt"})
        return {a: a * sum(1 for v in m.values() if v >= a) for a in amounts}

    bids = seed_search(build, lambda r: len(r) >= 18 and margin_ok(rev(r), 0.06)
                       and winner_of(rev(r)) != max(valid_max(r).values()), 1001)

    def dk(n):
        return f"{de_int(n)} kr."

    L = ["Hospitalssenge, elektriske, Linet Eleganza 2 – parti à 3 stk. (brugt, fungerer)",
         "Auktion nr. 1187-2291  ·  Sælger: Region Syddanmark, Sygehus Lillebælt, Vejle",
         "Afhentning: Kabbeltoft 25, 7100 Vejle  ·  Moms: 25 % tillægges  ·  Salær: 12 %",
         "Auktionen sluttede 17.03.2026 kl. 20:00",
         "Mindstepris: 2.500 kr.",
         "",
         "Budhistorik",
         f"{len(bids)} bud",
         "Byder\tBud\tTidspunkt\tStatus"]
    for b, p, t, st in reversed(bids):
        L.append(f"{b}\t{dk(p)}\t{t.strftime('%d.%m.%Y %H:%M')}\t{st}")
    L.append("")
    L.append("Annullerede bud er trukket tilbage af Retrade Kundeservice og indgår ikke i auktionen.")
    write_text(name, "\n".join(L) + "\n", "utf-16", "\r\n")
    r = rev(bids)
    add(name,
        "Retrade.dk (Danish online auctions used by municipalities and regions for surplus equipment), closed "
        "auction → 'Budhistorik' selected in the browser, pasted into Windows Notepad and saved with encoding "
        "'Unicode' (UTF-16 LE with BOM)",
        "Bid list pasted as text: item title block, minimum price, bid count, a tab-separated table (bidder, "
        "amount in Danish format, time, status) newest first, several bids per bidder, cancelled bids",
        "Best posted price: the valid bid amount b maximising b × number of bidders whose highest valid bid ≥ b",
        [dk(a) for a in sorted(r)], {dk(a): v for a, v in r.items()},
        ["cancelled ('Annulleret') bids", "minimum price 2.500 kr. in the header", "VAT 25 % and fee 12 %",
         "thousands points", "highest single bid is not the best posted price", "UTF-16 LE"],
        winner=dk(winner_of(r)))


# ======================================================================= 11 Wix Hebrew (ranked)
def f_wix():
    name = "submissions_family_lounge_name.csv"
    cands = ["פינת אור", "בית חם", "מרחב נשימה", "חדר הלב", "נווה משפחה"]
    util = {"פינת אור": 0.8, "בית חם": 1.45, "מרחב נשימה": 1.05, "חדר הלב": 0.7, "נווה משפחה": 0.6}
    depts = {"פנימית": 0.38, "ילדים": 0.16, "אונקולוגיה": 0.14, "קבלה ומודיעין": 0.12, "יולדות": 0.1, "ספרייה ומוזיקה": 0.1}

    def build(rng):
        recs = []
        for i in range(78):
            keys = sorted(cands, key=lambda c: -(util[c] + rng.gauss(0, 0.55)))
            k = 3 if rng.random() > 0.15 else rng.choice([1, 2])
            recs.append((pick(rng, depts), keys[:k]))
        return recs

    def borda(recs):
        s = {c: 0 for c in cands}
        for _, r in recs:
            for i, c in enumerate(r):
                s[c] += 3 - i
        return s

    def firsts(recs):
        s = {c: 0 for c in cands}
        for _, r in recs:
            s[r[0]] += 1
        return s

    recs = seed_search(build, lambda r: margin_ok(borda(r), 0.12) and margin_ok(firsts(r), 0.12)
                       and winner_of(borda(r)) == winner_of(firsts(r))
                       and sum(1 for x in r if x[0] == "פנימית") > max(firsts(r).values()), 1101)
    rng = random.Random(11010)
    fn = ["נועה", "יעל", "מיכל", "אורית", "רחל", "שרה", "דוד", "יוסי", "אבי", "רונית", "תמר", "חנה", "משה", "לאה",
          "עדי", "מוחמד", "סמאח", "אולגה", "דינה", "גלית"]
    ln = ["כהן", "לוי", "מזרחי", "פרץ", "ביטון", "אברהם", "פרידמן", "אזולאי", "דהן", "חביב", "גולן", "שפירא"]
    hdr = ["זמן הגשה", "שם פרטי", "שם משפחה", "אימייל", "טלפון", "תחום התנדבות", "בחירה ראשונה",
           "בחירה שנייה", "בחירה שלישית", "הערות", "Submission ID"]
    rows = [hdr]
    t = dt.datetime(2026, 3, 1, 8, 0)
    notes = ["", "", "", "תודה על היוזמה!", "", "אפשר גם שלט בערבית", "", "שם יפה לכולם", ""]
    for i, (d, r) in enumerate(recs):
        t += dt.timedelta(minutes=rng.randint(20, 400))
        a, b = rng.choice(fn), rng.choice(ln)
        r3 = r + [""] * (3 - len(r))
        rows.append([t.strftime("%d/%m/%Y %H:%M"), a, b, f"vol{rng.randint(100, 999)}@example.org",
                     f"05{rng.randint(0, 8)}-{rng.randint(1000000, 9999999)}", d] + r3 +
                    [rng.choice(notes), "%08x-%04x-4%03x-%04x-%012x" % (rng.getrandbits(32), rng.getrandbits(16),
                                                                       rng.getrandbits(12), rng.getrandbits(16),
                                                                       rng.getrandbits(48))])
    write_text(name, csv_text(rows, ","), "utf-8", "\r\n", bom=True)
    add(name,
        "Wix Forms (Wix site of a hospital volunteers' association, Hebrew site language), Dashboard → "
        "Forms & Submissions → form → 'Download CSV'",
        "Survey with ranked choices: submission time, name, e-mail, phone, volunteering area, then 'first / "
        "second / third choice' columns holding names; partial rankings; comments; submission UUID",
        "Borda 3-2-1 over first/second/third choice (first preferences alone give the same winner)",
        cands, borda(recs),
        ["'פנימית' (volunteering area) is the most frequent value and outnumbers every candidate's first "
         "choices", "phone numbers and UUIDs", "partial rankings", "right-to-left Hebrew text", "UTF-8 BOM"])


# ======================================================================= 12 Viber chat (cp1251)
def f_viber():
    name = "Viber_Медсёстры_терапия_ДРБ.csv"
    opts = {"1": "Юрмала (SPA)", "2": "Сигулда", "3": "Рига, ужин в ресторане", "4": "Лиепая"}
    pw = {"1": 0.24, "2": 0.43, "3": 0.22, "4": 0.11}
    people = ["Ирина Петрова", "Светлана Козлова", "Наталья Иванова", "Ольга Смирнова", "Елена Васильева",
              "Татьяна Морозова", "Jeļena Ozola", "Марина Кузнецова", "Людмила Попова", "Анна Соколова",
              "Юлия Лебедева", "Инга Берзиня", "Галина Новикова", "Оксана Федорова", "Вера Михайлова",
              "Алла Егорова", "Diāna Kalniņa", "Лариса Павлова", "Кристина Семёнова", "Надежда Голубева",
              "Ирена Станкевич", "Валентина Орлова", "Дарья Андреева", "Жанна Никитина"]

    def build(rng):
        votes = {}
        msgs = []
        for p in people[1:]:
            if rng.random() < 0.9:
                v = pick(rng, pw)
                votes[p] = v
                msgs.append((p, v, "vote"))
        for p in rng.sample(list(votes), 4):
            nv = pick(rng, pw)
            if nv != votes[p]:
                votes[p] = nv
                msgs.append((p, nv, "change"))
        return votes, msgs

    def sc(r):
        s = {k: 0 for k in opts}
        for v in r[0].values():
            s[v] += 1
        return s

    votes, msgs = seed_search(build, lambda r: margin_ok(sc(r), 0.25), 1201)
    rng = random.Random(12010)
    t = dt.datetime(2026, 3, 16, 19, 42, 5)
    phone = {p: f"+3712{rng.randint(1000000, 9999999)}" for p in people}
    lines = []

    def say(p, text, mins=(1, 60)):
        nonlocal t
        t += dt.timedelta(minutes=rng.randint(*mins), seconds=rng.randint(0, 59))
        lines.append([t.strftime("%d.%m.%Y"), t.strftime("%H:%M:%S"), p, phone[p], text])

    say(people[0], "Девочки, добрый вечер! Выбираем, куда едем 12 мая на День медсестёр. Варианты: "
                   "1 - Юрмала (SPA), 2 - Сигулда, 3 - Рига, ужин в ресторане, 4 - Лиепая. Пишите номер до пятницы!")
    say(people[3], "А автобус от больницы будет?")
    say(people[0], "Да, заказываем автобус, 45 мест")
    forms = ["{n}", "{n}", "за {n}", "Я за {n}", "{n}!", "Голосую за {n}", "{n} конечно"]
    for p, v, kind in msgs:
        if kind == "vote":
            say(p, rng.choice(forms).format(n=v), (1, 90))
        else:
            say(p, f"Передумала, меняю на {v}", (5, 300))
        if rng.random() < 0.12:
            say(rng.choice(people[1:]), rng.choice(["Кто сегодня в ночь на 4-м?", "Поменяюсь сменой на 21-е, пишите",
                                                    "Спасибо за торт! ??", "Кто-нибудь видел мой стетоскоп?"]))
    say(people[0], "Спасибо всем, голосование закрыто, итоги скажу на пятиминутке.")
    write_text(name, csv_text(lines, ","), "cp1251", "\r\n", errors="replace")
    add(name,
        "Viber (Android, Russian UI), group chat → Settings → Calls and messages → 'Email message history' "
        "(CSV per chat), then opened in AkelPad and saved as ANSI (Windows-1251), a Latvian hospital's "
        "therapy-ward nurses' group",
        "Chat log as long format: date, time, sender, phone, message; the organiser's message numbers the "
        "options; votes are replies like '2', 'за 3', 'Я за 1'; vote changes ('меняю на 3'); off-topic messages",
        "Number of nurses whose last vote names each option (option labels from the organiser's numbered list)",
        list(opts.values()), {opts[k]: v for k, v in sc((votes, msgs)).items()},
        ["no header row", "options only inside one chat message", "changed votes (count the last one)",
         "phone numbers", "off-topic numbers ('4-м', '21-е', '45 мест')", "emoji lost as '??' in Windows-1251"],
        winner=opts[winner_of(sc((votes, msgs)))])


# ======================================================================= 13 DHIS2 Hindi
def f_dhis2():
    name = "ASHA_मासिक_बैठक_दिन_पिवट_तालिका.csv"
    days = ["सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"]
    base = {"सोमवार": 0.13, "मंगलवार": 0.16, "बुधवार": 0.29, "गुरुवार": 0.17, "शुक्रवार": 0.12, "शनिवार": 0.13}
    blocks = ["बिसवां", "एलिया", "गोंदलामऊ", "हरगांव", "कसमंडा", "खैराबाद", "लहरपुर", "महमूदाबाद", "मिश्रिख", "सिधौली"]

    def build(rng):
        tab = {}
        for b in blocks:
            n = rng.randint(140, 320)
            w = {d: base[d] * rng.uniform(0.6, 1.4) for d in days}
            tw = sum(w.values())
            tab[b] = {d: int(n * w[d] / tw) for d in days}
        return tab

    def sc(tab):
        return {d: sum(tab[b][d] for b in blocks) for d in days}

    tab = seed_search(build, lambda r: margin_ok(sc(r), 0.25), 1301)
    rows = [["संगठन इकाई / पसंदीदा बैठक दिन"] + days + ["कुल"]]
    for b in blocks:
        rows.append([b] + [tab[b][d] for d in days] + [sum(tab[b].values())])
    S = sc(tab)
    rows.append(["कुल"] + [S[d] for d in days] + [sum(S.values())])
    write_text(name, csv_text(rows, ","), "utf-8", "\n")
    add(name,
        "DHIS2 (district health information system, Hindi UI), Data Visualizer → pivot table of an event "
        "program ('ASHA मासिक बैठक सर्वेक्षण', data element 'पसंदीदा बैठक दिन', period: last quarter, "
        "org units: blocks of one district) → Download → Table layout → CSV",
        "Ready-made count table by unit: blocks as rows, the answer options (weekdays) as columns, 'कुल' "
        "(total) column and row",
        "Number of ASHA responses choosing each weekday, summed over blocks",
        days, S,
        ["'कुल' totals row and column", "first column holds the org-unit names",
         "Devanagari headers", "first weekday is not the winner"])


# ======================================================================= 14 Igor Pro
def f_igor():
    name = "confocal_demo_ratings.txt"
    systems = ["Zeiss_LSM980", "Leica_Stellaris8", "Nikon_AXR", "Evident_FV4000"]
    q = {"Zeiss_LSM980": 7.0, "Leica_Stellaris8": 7.9, "Nikon_AXR": 6.6, "Evident_FV4000": 6.9}
    raters = ["mkoch", "jlindqvist", "apetrova", "tberg", "snair", "hmeyer", "lvanrijn", "cgarcia", "obrien_k",
              "yzhang", "rkaur", "fhansen", "dsilva", "ewinter"]
    roles = ["PhD", "PhD", "Postdoc", "PhD", "Postdoc", "PI", "PhD", "Technician", "PhD", "Postdoc", "PhD",
             "Facility", "PhD", "PhD"]

    def build(rng):
        tab = []
        for i, r in enumerate(raters):
            row = []
            for s in systems:
                if rng.random() < 0.1:
                    row.append(None)
                else:
                    row.append(max(1, min(10, round((q[s] + rng.gauss(0, 1.1)) * 2) / 2)))
            tab.append(row)
        return tab

    def means(tab):
        out_ = {}
        for j, s in enumerate(systems):
            v = [r[j] for r in tab if r[j] is not None]
            out_[s] = round(sum(v) / len(v), 3)
        return out_

    def sums(tab):
        return {s: sum(r[j] for r in tab if r[j] is not None) for j, s in enumerate(systems)}

    tab = seed_search(build, lambda r: margin_ok(means(r), 0.06) and winner_of(sums(r)) == winner_of(means(r)), 1401)
    rng = random.Random(14010)
    hdr = ["rater", "role", "rater_id", "years_microscopy"] + systems + ["demo_week"]
    L = ["\t".join(hdr)]
    for i, r in enumerate(raters):
        vals = ["NaN" if v is None else ("%g" % v) for v in tab[i]]
        L.append("\t".join([r, roles[i], str(20230 + i * 11 + rng.randint(0, 9)), str(rng.randint(1, 24))] +
                           vals + [str(rng.choice([41, 42, 43, 44]))]))
    write_text(name, "\n".join(L) + "\n", "utf-8", "\n")
    add(name,
        "Igor Pro 9 (WaveMetrics), a microscopy research group's demo-rating table kept as waves in an "
        "experiment, Data → Save Waves → Save Delimited Text (tab-delimited, wave names as the first line)",
        "Rating grid: one row per rater, role / id / experience columns, then one column per candidate system "
        "(1-10 ratings in half points, 'NaN' where a rater skipped a demo), a trailing week-number column",
        "Mean rating per system over non-missing values (sums give the same winner)",
        systems, means(tab),
        ["numeric 'rater_id' and 'years_microscopy' columns", "'demo_week' numbers", "NaN for missing",
         "'PhD' most frequent role", "wave names with underscores as labels"])


# ======================================================================= 15 Genstat
def f_genstat():
    name = "PVS_pearl_millet_Jodhpur_2025_Genstat_output.txt"
    varieties = ["RHB 177", "MPMH 17", "HHB 67 Improved", "ICMH 356", "Local (Desi)"]
    vw = {"HHB 67 Improved": 0.31, "RHB 177": 0.20, "MPMH 17": 0.15, "ICMH 356": 0.18, "Local (Desi)": 0.16}
    villages = ["Bhikamkor", "Dhundhara", "Kalyanpur", "Manaklao", "Osian", "Palri"]

    def build(rng):
        tab = {v: {g: {"Male": 0, "Female": 0} for g in villages} for v in varieties}
        nfarm = {}
        for g in villages:
            n = rng.randint(28, 44)
            nfarm[g] = n
            for i in range(n):
                sex = "Female" if rng.random() < 0.45 else "Male"
                for _ in range(3):  # three pebbles each
                    v = pick(rng, {k: vw[k] * rng.uniform(0.7, 1.3) for k in varieties})
                    tab[v][g][sex] += 1
        return tab, nfarm

    def sc(r):
        return {v: sum(r[0][v][g][s] for g in villages for s in ("Male", "Female")) for v in varieties}

    tab, nfarm = seed_search(build, lambda r: margin_ok(sc(r), 0.2), 1501)
    S = sc((tab, nfarm))
    L = []
    bar = "_" * 85
    L += [bar, "", "Genstat 64-bit Release 22.1 ( PC/Windows 10)               14 November 2025 10:12:33",
          "Copyright 2022, VSN International Ltd.",
          "Registered to: ICAR-CAZRI, Division of Agricultural Extension, Jodhpur", "", bar, "",
          "   1  %CD 'D:/PVS_2025/pearl_millet'",
          "   2  IMPORT 'PVS_votes_kharif2025.xlsx'; SHEET='votes'", "",
          "Loading Spreadsheet File", "",
          "Catalogue of file PVS_votes_kharif2025.xlsx", "", "Sheet Title: votes",
          f"    Identifier   Values  Missing   Levels",
          f"       Village  {sum(nfarm.values()) * 5:7d}        0        6",
          f"        Farmer  {sum(nfarm.values()) * 5:7d}        0  {sum(nfarm.values()):7d}",
          f"        Gender  {sum(nfarm.values()) * 5:7d}        0        2",
          f"       Variety  {sum(nfarm.values()) * 5:7d}        0        5", "",
          f"    Identifier   Minimum      Mean   Maximum    Values   Missing",
          f"         Votes     0.000    {sum(S.values()) / (sum(nfarm.values()) * 5):6.3f}     3.000  {sum(nfarm.values()) * 5:8d}         0", "",
          "   3  \"Participatory varietal selection, kharif 2025: pebbles (3 per farmer) by variety\"",
          "   4  TABULATE [CLASSIFICATION=Variety,Village; PRINT=totals; MARGIN=yes] Votes", ""]
    L.append("                                 Totals")
    L.append("")
    head = "          Village " + "".join(f"{g:>11s}" for g in villages) + f"{'Margin':>11s}"
    L.append(head)
    L.append("          Variety")
    for v in varieties:
        row = [sum(tab[v][g].values()) for g in villages]
        L.append(f"{v:>17s} " + "".join(f"{x:11d}" for x in row) + f"{sum(row):11d}")
    L.append("")
    colt = [sum(sum(tab[v][g].values()) for v in varieties) for g in villages]
    L.append(f"{'Margin':>17s} " + "".join(f"{x:11d}" for x in colt) + f"{sum(colt):11d}")
    L += ["", "", "   5  TABULATE [CLASSIFICATION=Variety,Gender; PRINT=totals; MARGIN=yes] Votes", "",
          "                                 Totals", "",
          "           Gender        Female       Male     Margin", "          Variety"]
    for v in varieties:
        f = sum(tab[v][g]["Female"] for g in villages)
        m = sum(tab[v][g]["Male"] for g in villages)
        L.append(f"{v:>17s} {f:12d}{m:11d}{f + m:11d}")
    L.append("")
    ff = sum(tab[v][g]["Female"] for v in varieties for g in villages)
    mm = sum(tab[v][g]["Male"] for v in varieties for g in villages)
    L.append(f"{'Margin':>17s} {ff:12d}{mm:11d}{ff + mm:11d}")
    L += ["", "", "   6  \"Number of farmers voting per village\"", "   7  PRINT Village_n, Farmers; FIELDWIDTH=12", ""]
    L.append(f"{'Village_n':>12s}{'Farmers':>12s}")
    for g in villages:
        L.append(f"{g:>12s}{nfarm[g]:12d}")
    L += ["", bar, "", "   8  STOP", "", "********* End of job.  Maximum of 2304 data units used at line 5 "
                                             "(99998 left)", ""]
    write_text(name, "\n".join(L), "cp1252", "\r\n")
    add(name,
        "Genstat 22 (VSN International, Windows), output window saved as text (File → Save As → Output "
        "(.txt)), an agricultural research institute's participatory varietal selection (pebble voting) "
        "of pearl-millet varieties in six Rajasthan villages",
        "Printed fixed-width statistics output: banner, command echo, import catalogue, a two-way totals table "
        "(varieties × villages) with Margin row and column, a second table by gender, farmer counts",
        "Total pebble votes per variety (Margin column of the first table)",
        varieties, S,
        ["Margin column and row", "second table by gender repeats the totals", "data-catalogue numbers "
         "(values, levels) and farmer counts", "Genstat line numbers and the 'Votes' summary line"])


def main():
    for fn in (f_genesis, f_latvia, f_budapest, f_zooniverse, f_indico, f_conftool, f_libwizard, f_beekeeper,
               f_norway, f_retrade, f_wix, f_viber, f_dhis2, f_igor, f_genstat):
        fn()
    with open(out("expected.json"), "w", encoding="utf-8") as f:
        json.dump(EXPECTED, f, ensure_ascii=False, indent=2, sort_keys=True)
        f.write("\n")
    print(f"wrote {len(EXPECTED)} files + expected.json")


if __name__ == "__main__":
    main()
