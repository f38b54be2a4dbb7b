#!/usr/bin/env python3
"""Blind test set AG: exports from everyday tools of the Nordic and Baltic countries, the Benelux,
the Alpine countries, Italy, Spain and Portugal.

Deterministic: fixed seeds (where a seed is searched, the search itself is deterministic), fixed xlsx
document properties and fixed zip entry dates.  Standard library + openpyxl only.
Writes the 15 files and expected.json next to this script.  All data is invented.
"""
import csv
import datetime as dt
import io
import json
import os
import random
import re
import zipfile

from openpyxl import Workbook
from openpyxl.styles import Alignment, Font

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED = dt.datetime(2026, 11, 29, 10, 0, 0)
EXPECTED = {}


# ----------------------------------------------------------------------------- helpers

def write(name, data):
    with open(os.path.join(HERE, name), "wb") as fh:
        fh.write(data)


def csv_text(rows, sep, quote_all=False, lineterm="\r\n"):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=sep, lineterminator=lineterm,
                   quoting=csv.QUOTE_ALL if quote_all else csv.QUOTE_MINIMAL)
    w.writerows(rows)
    return buf.getvalue()


def save_xlsx(wb, name):
    p = wb.properties
    p.creator = "user"
    p.lastModifiedBy = "user"
    p.created = FIXED
    p.modified = FIXED
    raw = io.BytesIO()
    wb.save(raw)
    zin = zipfile.ZipFile(io.BytesIO(raw.getvalue()))
    out = io.BytesIO()
    zout = zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED)
    for info in zin.infolist():
        data = zin.read(info.filename)
        if info.filename == "docProps/core.xml":
            s = data.decode("utf-8")
            s = re.sub(r"(<dcterms:created[^>]*>)[^<]*", r"\g<1>2026-11-29T10:00:00Z", s)
            s = re.sub(r"(<dcterms:modified[^>]*>)[^<]*", r"\g<1>2026-11-29T10:00:00Z", s)
            data = s.encode("utf-8")
        zi = zipfile.ZipInfo(info.filename, date_time=(2026, 11, 29, 10, 0, 0))
        zi.compress_type = zipfile.ZIP_DEFLATED
        zi.external_attr = 0o600 << 16
        zout.writestr(zi, data)
    zout.close()
    write(name, out.getvalue())


def unique_top(scores, reverse=True):
    """Return the unique best label (max if reverse else min); raise on a tie."""
    items = sorted(scores.items(), key=lambda kv: kv[1], reverse=reverse)
    if len(items) > 1 and items[0][1] == items[1][1]:
        raise ValueError("tie for first: %r" % items[:2])
    return items[0][0]


def has_unique_top(scores, reverse=True):
    items = sorted(scores.values(), reverse=reverse)
    return len(items) < 2 or items[0] != items[1]


def r2(x):
    return round(x + 1e-12, 4)


def entry(name, tool, shape, evidence, question, candidates, scores, traps, winner=None,
          aliases=None, ask=None):
    e = {"tool": tool, "shape": shape, "format_evidence": evidence}
    if ask is None:
        e.update({"answer": "winner", "winner": winner, "acceptable": None, "ask_because": None})
        if aliases:
            e["winner_aliases"] = aliases
    else:
        acceptable, because = ask
        e.update({"answer": "ask", "winner": None, "acceptable": acceptable, "ask_because": because})
    e.update({"question": question, "candidates": candidates, "scores": scores, "traps": traps})
    EXPECTED[name] = e


def ts(base, rng, max_minutes):
    return base + dt.timedelta(minutes=rng.randint(0, max_minutes), seconds=rng.randint(0, 59))


# ----------------------------------------------------------------------------- 1 Smartschool (BE)

def f01_smartschool():
    name = "Formulier_Thema_schoolfeest_2027_antwoorden.csv"
    rng = random.Random(1101)
    opts = ["Retro jaren '80", "Festival (Tomorrowland-stijl)", "Wereldreis", "Hollywood", "Middeleeuwen"]
    weights = [30, 27, 18, 15, 10]
    first = ["Lotte", "Jana", "Fien", "Noor", "Lies", "Emma", "Marie", "Elise", "Hanne", "Ine", "Wout", "Arne",
             "Seppe", "Jonas", "Lander", "Robbe", "Milan", "Stan", "Warre", "Kobe", "Thibo", "Nand", "Febe",
             "Lore", "Amber", "Zoë", "Jitse", "Rune", "Mats", "Ruben"]
    last = ["Peeters", "Janssens", "Maes", "Jacobs", "Mertens", "Willems", "Claes", "Goossens", "Wouters",
            "De Smet", "Van den Bosch", "Verhoeven", "Aerts", "Hermans", "Van Dyck", "Michiels", "Vermeulen",
            "Van Looy", "Dierckx", "Bogaerts", "Cools", "Van Gorp", "Heylen", "Verstraeten", "Smets"]
    klassen = ["1A", "1B", "2A", "2B", "3LAT", "3WE", "4ECWI", "4HW", "5MT", "5WEWI", "6LWI", "6EMT"]
    base = dt.datetime(2026, 10, 5, 8, 10)
    used = set()
    rows = []

    def person():
        while True:
            fn, ln = rng.choice(first), rng.choice(last)
            if (fn, ln) not in used:
                used.add((fn, ln))
                return fn, ln

    valid = []
    for _ in range(172):
        fn, ln = person()
        k = rng.choice(klassen)
        ch = rng.choices(opts, weights)[0]
        t = ts(base, rng, 60 * 24 * 9)
        valid.append([fn, ln, k, t, "Ingediend", ch])
    counts = {o: 0 for o in opts}
    for v in valid:
        counts[v[5]] += 1
    while not has_unique_top(counts):  # break a tie for first deterministically
        tied = sorted(opts, key=lambda o: (-counts[o], opts.index(o)))[1]
        low = min(opts, key=lambda o: counts[o])
        v = next(v for v in valid if v[5] == tied)
        v[5] = low
        counts[tied] -= 1
        counts[low] += 1
    order = sorted(opts, key=lambda o: -counts[o])
    lead, second = order[0], order[1]
    # drafts that were never submitted ('Niet ingediend'), mostly for the runner-up
    drafts = []
    n_second = counts[lead] - counts[second] + 4
    for i in range(n_second + 5):
        fn, ln = person()
        ch = second if i < n_second else rng.choice(opts[2:])
        drafts.append([fn, ln, rng.choice(klassen), None, "Niet ingediend", ch])
    tests = [["Test", "Leerling", "", dt.datetime(2026, 10, 2, 15, 2, 11), "Ingediend", second],
             ["ICT", "Coördinator", "", dt.datetime(2026, 10, 2, 15, 4, 40), "Ingediend", second],
             ["Test", "Leerkracht", "", dt.datetime(2026, 10, 2, 15, 6, 3), "Ingediend", opts[3]]]
    allrows = valid + drafts + tests
    rng.shuffle(allrows)
    comments = ["", "", "", "", "", "leuk thema!", "iets met muziek aub", "niet weer hetzelfde als vorig jaar",
                "verkleden mag", "", "foodtrucks!!", ""]
    header = ["Naam", "Klas", "Gebruikersnaam", "Ingediend op", "Status",
              "Welk thema kies jij voor het schoolfeest van 2027?", "Waarom? (optioneel)"]
    out = [header]
    for fn, ln, k, t, st, ch in allrows:
        uname = (fn + "." + ln).lower().replace(" ", "").replace("ë", "e").replace("ö", "o")
        if fn in ("Test", "ICT"):
            com = "test - niet meetellen"
        else:
            com = rng.choice(comments)
        out.append([fn + " " + ln, k, uname, t.strftime("%d/%m/%Y %H:%M") if t else "", st, ch, com])
    write(name, csv_text(out, ";").encode("cp1252"))

    score = {o: 0 for o in opts}
    naive = {o: 0 for o in opts}
    for fn, ln, k, t, st, ch in allrows:
        naive[ch] += 1
        if st == "Ingediend" and fn not in ("Test", "ICT"):
            score[ch] += 1
    win = unique_top(score)
    assert unique_top(naive) != win
    entry(name,
          "Smartschool (Flemish school platform, Dutch UI): Formulieren → formulier 'Thema schoolfeest 2027' → "
          "Antwoorden → Exporteren, the file opened and re-saved by Excel (Dutch, Belgium) as 'CSV (gescheiden door "
          "lijstscheidingsteken)'; the pupils' council (leerlingenraad) of an invented Kempen secondary school lets "
          "every pupil choose the theme of the 2027 school party",
          "One choice per row with metadata (name, class, user name, submitted time, status) and an optional comment; "
          "saved-but-not-submitted drafts and staff test answers are in the export.",
          "checked: Smartschool is the Flemish school platform exchanging data with Wis@d by xlsx exports (issuu "
          "manual on Wis@d ↔ Smartschool); unverified: the forms module's export columns, the status values "
          "'Ingediend' / 'Niet ingediend' and the re-save by Belgian Excel (cp1252, ';', dd/mm/yyyy hh:mm) are from "
          "memory",
          "Which theme got most submitted pupil answers (status 'Ingediend', staff test answers excluded)?",
          opts, score,
          ["drafts with status 'Niet ingediend' favour the runner-up and flip the winner if counted",
           "three staff test answers ('test - niet meetellen')", "cp1252 with ë/ö in names",
           "apostrophe and parentheses in option labels"],
          winner=win)


# ----------------------------------------------------------------------------- 2 e-Captain (NL)

def f02_ecaptain():
    name = "Export_inschrijvingen_ALV_najaar_2026.xlsx"
    rng = random.Random(2202)
    opts = ["De Baseline", "Het Net", "Paviljoen Vijftig", "De Tiebreak"]
    weights = [26, 31, 22, 21]
    snacks = ["Bitterballen", "Kaasplankje", "Vegetarische hapjes", "Geen voorkeur"]
    first = ["Anouk", "Bram", "Carolien", "Daan", "Eva", "Floor", "Gijs", "Hanneke", "Ivo", "Joris", "Karin",
             "Lars", "Maaike", "Niels", "Olga", "Pieter", "Quinten", "Renske", "Sander", "Tessa", "Ruud", "Wilma",
             "Yvonne", "Sjoerd", "Marloes", "Thijs", "Femke", "Koen", "Ilse", "Jeroen"]
    tv = ["", "", "", "van", "de", "van der", "van den", "", "", "ter", ""]
    last = ["Bakker", "Visser", "Smit", "Meijer", "Mulder", "Bos", "Vos", "Peters", "Hendriks", "Dekker",
            "Brouwer", "Dijkstra", "Leeuwen", "Berg", "Wal", "Veen", "Kamp", "Horst", "Jong", "Beek", "Broek",
            "Schouten", "Post", "Kuiper", "Linden"]
    lidsoort = ["Senior", "Senior", "Senior", "Junior", "Senior (dal)", "Donateur"]
    members = []
    used = set()
    for i in range(118):
        while True:
            f, t, l = rng.choice(first), rng.choice(tv), rng.choice(last)
            if (f, t, l) not in used:
                used.add((f, t, l))
                break
        members.append((str(100400 + rng.randint(0, 8999)), f, t, l))
    rows = []
    base = dt.datetime(2026, 10, 12, 9, 0)
    for rel, f, t, l in members:
        aanw = rng.choices(["Ja", "Nee", "Nee, ik geef een machtiging"], [62, 20, 18])[0]
        rows.append({"rel": rel, "f": f, "t": t, "l": l, "soort": rng.choice(lidsoort),
                     "d": ts(base, rng, 60 * 24 * 20), "status": "Bevestigd", "aanw": aanw,
                     "stem": rng.choices(opts, weights)[0], "snack": rng.choices(snacks, [58, 17, 15, 10])[0],
                     "help": rng.choices(["Ja", "Nee"], [25, 75])[0], "opm": ""})
    counts = {o: 0 for o in opts}
    for r in rows:
        counts[r["stem"]] += 1
    while not has_unique_top(counts):  # break a tie for first deterministically
        tied = sorted(opts, key=lambda o: (-counts[o], opts.index(o)))[1]
        low = min(opts, key=lambda o: counts[o])
        r = next(r for r in rows if r["stem"] == tied)
        r["stem"] = low
        counts[tied] -= 1
        counts[low] += 1
    order = sorted(opts, key=lambda o: -counts[o])
    lead, second = order[0], order[1]
    # cancelled first registrations of members who registered again (double registrations)
    need = counts[lead] - counts[second] + 3
    pool = [r for r in rows if r["stem"] != second]
    rng.shuffle(pool)
    dups = []
    for r in pool[:need + 2]:
        d = dict(r)
        d["status"] = "Geannuleerd"
        d["stem"] = second
        d["d"] = r["d"] - dt.timedelta(days=rng.randint(1, 6), minutes=rng.randint(0, 300))
        d["opm"] = "Dubbele inschrijving"
        dups.append(d)
    allrows = rows + dups
    allrows.sort(key=lambda r: r["d"])

    wb = Workbook()
    ws = wb.active
    ws.title = "Export"
    hdr = ["Relatienummer", "Voornaam", "Tussenvoegsel", "Achternaam", "E-mailadres", "Lidsoort",
           "Datum inschrijving", "Status inschrijving", "Ben je aanwezig bij de ALV op 20 november?",
           "Stemming: welke naam krijgt het vernieuwde clubhuis?", "Wat wil je bij de borrel na afloop?",
           "Wil je helpen in de commissie 50-jarig jubileum?", "Opmerking"]
    ws.append(hdr)
    for c in ws[1]:
        c.font = Font(bold=True)
    for r in allrows:
        mail = (r["f"] + "." + (r["t"].replace(" ", "") + r["l"])).lower() + rng.choice(
            ["@gmail.com", "@hotmail.com", "@ziggo.nl", "@kpnmail.nl", "@outlook.com"])
        ws.append([int(r["rel"]), r["f"], r["t"], r["l"], mail, r["soort"], r["d"], r["status"], r["aanw"],
                   r["stem"], r["snack"], r["help"], r["opm"]])
    for row in ws.iter_rows(min_row=2, min_col=7, max_col=7):
        for c in row:
            c.number_format = "dd-mm-yyyy hh:mm"
    for col, w in zip("ABCDEFGHIJKLM", [13, 12, 12, 14, 32, 13, 17, 17, 28, 30, 22, 20, 22]):
        ws.column_dimensions[col].width = w
    save_xlsx(wb, name)

    score = {o: 0 for o in opts}
    naive = {o: 0 for o in opts}
    for r in allrows:
        naive[r["stem"]] += 1
        if r["status"] == "Bevestigd":
            score[r["stem"]] += 1
    win = unique_top(score)
    assert unique_top(naive) != win
    snack_top = max(sum(1 for r in rows if r["snack"] == s) for s in snacks)
    assert snack_top > max(score.values())
    entry(name,
          "e-Captain (Dutch club administration software), Evenementen → 'ALV najaar 2026' → Inschrijvingen → "
          "Exporteren naar Excel; an invented lawn-tennis club (LTV) in Utrecht province combines the registration "
          "for its autumn general meeting with the members' vote on the name of the renovated clubhouse",
          "Several questions in one registration export (attendance, the clubhouse-name vote, snack choice, "
          "volunteering) with member metadata and a registration status; cancelled double registrations remain.",
          "checked: e-Captain is a Dutch club administration suite (its help site captainhelp-site.e-captain.nl is in "
          "the stored pages); unverified: the event registration export layout, column titles and date format are "
          "from memory",
          "Which name got most votes among confirmed registrations (status 'Bevestigd'; one per member)?",
          opts, score,
          ["cancelled double registrations ('Geannuleerd', 'Dubbele inschrijving') vote for the runner-up and flip "
           "the winner if counted",
           "the snack question has one answer ('Bitterballen') more frequent than any name",
           "attendance question with Ja/Nee answers"],
          winner=win)


# ----------------------------------------------------------------------------- 3 Conventus (DK)

def f03_conventus():
    name = "tilmeldinger_klubtur_2027_afstemning.csv"
    opts = ["Bornholm", "Skagen", "Berlin", "Göteborg", "Harzen"]
    first = ["Mette", "Anne", "Camilla", "Louise", "Sofie", "Ida", "Freja", "Karen", "Birgitte", "Lone",
             "Søren", "Jens", "Mads", "Rasmus", "Anders", "Kasper", "Mikkel", "Henrik", "Bjørn", "Jørgen",
             "Signe", "Maja", "Emil", "Frederik", "Ulla"]
    last = ["Jensen", "Nielsen", "Hansen", "Pedersen", "Andersen", "Christensen", "Larsen", "Sørensen",
            "Rasmussen", "Jørgensen", "Madsen", "Kristensen", "Olsen", "Thomsen", "Poulsen", "Møller", "Holm",
            "Kjær", "Lund", "Bæk", "Østergaard", "Dalsgaard"]
    hold = ["Springhold U14", "Motionsdamer", "Herrefitness", "Rytmeplus", "Seniorgymnastik", "Forældre/barn"]
    profiles = [(["Berlin", "Harzen", "Göteborg", "Skagen", "Bornholm"], 30),
                (["Bornholm", "Skagen", "Göteborg", "Harzen", "Berlin"], 24),
                (["Skagen", "Bornholm", "Göteborg", "Harzen", "Berlin"], 22),
                (["Göteborg", "Skagen", "Bornholm", "Berlin", "Harzen"], 14),
                (["Harzen", "Skagen", "Berlin", "Bornholm", "Göteborg"], 10)]
    seed = 3303
    while True:
        rng = random.Random(seed)
        ballots = []
        for i in range(96):
            prof = list(rng.choices([p for p, w in profiles], [w for p, w in profiles])[0])
            if rng.random() < 0.3:
                j = rng.randint(0, 3)
                prof[j], prof[j + 1] = prof[j + 1], prof[j]
            picks = prof[:3]
            if rng.random() < 0.12:
                picks[2] = ""
            status = "Afmeldt" if rng.random() < 0.07 else "Tilmeldt"
            ballots.append((picks, status))
        borda = {o: 0 for o in opts}
        plural = {o: 0 for o in opts}
        for picks, st in ballots:
            if st != "Tilmeldt":
                continue
            for p, pts in zip(picks, (3, 2, 1)):
                if p:
                    borda[p] += pts
            plural[picks[0]] += 1
        borda_all = {o: 0 for o in opts}
        for picks, st in ballots:
            for p, pts in zip(picks, (3, 2, 1)):
                if p:
                    borda_all[p] += pts
        if (has_unique_top(borda) and has_unique_top(plural) and has_unique_top(borda_all)
                and unique_top(borda) != unique_top(plural)):
            break
        seed += 1
    base = dt.datetime(2026, 9, 1, 7, 0)
    used = set()
    out = [["Tilmeldings-ID", "Medlemsnr.", "Navn", "Hold", "Tilmeldt", "Status",
            "Klubtur 2027 - 1. prioritet (3 point)", "Klubtur 2027 - 2. prioritet (2 point)",
            "Klubtur 2027 - 3. prioritet (1 point)", "Bemærkning"]]
    notes = ["", "", "", "", "Vi er 2 fra samme husstand", "Kan kun i uge 38", "Glæder mig!", "", "Vegetar", ""]
    recs = []
    for picks, st in ballots:
        while True:
            n = rng.choice(first) + " " + rng.choice(last)
            if n not in used:
                used.add(n)
                break
        recs.append((ts(base, rng, 60 * 24 * 30), n, picks, st))
    recs.sort(key=lambda r: r[0])
    for i, (t, n, picks, st) in enumerate(recs):
        out.append([str(418200 + i * 3 + rng.randint(0, 2)), str(rng.randint(1000, 1999)), n, rng.choice(hold),
                    t.strftime("%d-%m-%Y %H:%M"), st] + picks + [rng.choice(notes)])
    write(name, csv_text(out, ";").encode("latin-1"))
    win = unique_top(borda)
    entry(name,
          "Conventus (Danish association administration system used by sports clubs and municipalities), "
          "Aktiviteter → Tilmeldinger → 'Klubtur 2027' → Eksport (CSV); an invented gymnastics association "
          "(gymnastikforening) in North Zealand lets members rank three destinations for the 2027 club trip",
          "Ranked ballot in a registration export: 1st / 2nd / 3rd priority columns whose titles state the points "
          "(3 / 2 / 1), member metadata, a status (Tilmeldt / Afmeldt) and a remark; some 3rd priorities empty.",
          "checked: Conventus is the Danish club/association administration and booking system (municipal pages "
          "from Lejre, Jammerbugt and Odense, club guides); unverified: the registration export, its column titles, "
          "ISO-8859-1 encoding and dd-mm-yyyy dates are from memory",
          "Which destination has the most points (3 / 2 / 1 per priority, as the column titles say) among "
          "registrations with status 'Tilmeldt'?",
          opts, borda,
          ["first-priority count (plurality) gives a different winner than the stated points",
           "withdrawn registrations ('Afmeldt')", "empty 3rd priorities", "ISO-8859-1 (ø, æ, ö)"],
          winner=win)


# ----------------------------------------------------------------------------- 4 Vibbo (NO) - ask

def f04_vibbo():
    name = "Protokoll_ekstraordinart_sameiermote_Sameiet_Granlia_Terrasse.txt"
    opts = ["Lys grå / antrasitt", "Sandfarge / hvit", "Dyp grønn / naturtre"]
    seed = 4404
    while True:
        rng = random.Random(seed)
        secs = []
        for i in range(1, 43):
            area = rng.choice([38, 42, 46, 51, 55]) if i <= 26 else rng.choice([78, 86, 94, 108, 121])
            if i <= 26:
                v = rng.choices(opts + [None], [52, 18, 22, 8])[0]
            else:
                v = rng.choices(opts + [None], [15, 55, 22, 8])[0]
            secs.append((i, area, v))
        cnt = {o: 0 for o in opts}
        bro = {o: 0 for o in opts}
        for i, a, v in secs:
            if v:
                cnt[v] += 1
                bro[v] += a
        if has_unique_top(cnt) and has_unique_top(bro) and unique_top(cnt) != unique_top(bro):
            break
        seed += 1
    total_area = sum(a for _, a, _ in secs)
    voted = [s for s in secs if s[2]]
    nvot = len(voted)
    avot = sum(a for _, a, v in voted)

    def nb(n):  # Norwegian thousands with a no-break space
        s = "{:,}".format(n).replace(",", "\u00a0")
        return s

    def pct(x):
        return ("%.1f" % x).replace(".", ",") + "\u00a0%"

    L = []
    L.append("                                                                        Side 1 av 3")
    L.append("")
    L.append("PROTOKOLL FRA EKSTRAORDINÆRT SAMEIERMØTE")
    L.append("Sameiet Granlia Terrasse, org.nr. 9XX XXX XXX")
    L.append("")
    L.append("Møtet ble gjennomført digitalt i Vibbo fra 9. november 2026 kl. 12:00 til 16. november 2026 kl. 12:00.")
    L.append("Antall seksjoner: 42          Sum sameiebrøk (teller): %s / %s" % (nb(total_area), nb(total_area)))
    L.append("Avgitte stemmer: %d seksjoner, sameiebrøk %s" % (nvot, nb(avot)))
    L.append("")
    L.append("Sak 1   Godkjenning av innkalling og dagsorden")
    L.append("        Vedtak: Innkalling og dagsorden godkjent uten merknader.")
    L.append("")
    L.append("Sak 2   Valg av møteleder og protokollvitne")
    L.append("        Styreleder Ingrid Solberg ble valgt som møteleder. Protokollvitne: Per Arne Haugen (seksjon 31).")
    L.append("")
    L.append("Sak 3   Fargesetting av fasader ved rehabilitering 2027")
    L.append("        Styret la fram tre alternativer fra arkitekten. Hver seksjon hadde én stemme i Vibbo.")
    L.append("        Opptellingen under er vist både etter antall seksjoner og etter sameiebrøk.")
    L.append("")
    L.append("        Alternativ                      Seksjoner      Andel     Sameiebrøk (teller)      Andel")
    L.append("        ------------------------------------------------------------------------------------")
    for k, o in enumerate(opts, 1):
        L.append("        Alt. %d  %-22s %9d %10s %23s %10s" % (k, o, cnt[o], pct(100.0 * cnt[o] / nvot),
                                                             nb(bro[o]), pct(100.0 * bro[o] / avot)))
    L.append("        ------------------------------------------------------------------------------------")
    L.append("        Sum avgitte stemmer            %9d %10s %23s %10s" % (nvot, pct(100.0), nb(avot), pct(100.0)))
    L.append("        Ikke avgitt stemme             %9d %10s %23s" % (42 - nvot, "", nb(total_area - avot)))
    L.append("")
    L.append("        Protokollført: Resultatet gjengis som over. Styret følger opp saken med arkitekten.")
    L.append("")
    L.append("Sak 4   Budsjett for rehabilitering, låneopptak inntil kr 14\u00a0500\u00a0000")
    L.append("        For: 33 seksjoner   Mot: 5 seksjoner   Blank: 2 seksjoner")
    L.append("        Vedtak: Forslaget ble vedtatt med nødvendig flertall (2/3 av avgitte stemmer).")
    L.append("")
    L.append("\f                                                                        Side 2 av 3")
    L.append("")
    L.append("Vedlegg 1   Stemmegivning sak 3 per seksjon")
    L.append("")
    L.append("   Snr   Leilighet   Sameiebrøk   Stemme")
    for i, a, v in secs:
        leil = "H%d%02d" % (1 + (i - 1) // 8, 1 + (i - 1) % 8)
        L.append("   %3d   %-9s   %4d/%s   %s" % (i, leil, a, total_area, v if v else "Ikke avgitt stemme"))
    L.append("")
    L.append("\f                                                                        Side 3 av 3")
    L.append("")
    L.append("Oslo, 16. november 2026")
    L.append("")
    L.append("Ingrid Solberg (sign.)                Per Arne Haugen (sign.)")
    L.append("møteleder                             protokollvitne")
    L.append("")
    L.append("Dokumentet er generert i Vibbo.")
    write(name, ("\n".join(L) + "\n").encode("utf-8"))
    a_cnt, a_bro = unique_top(cnt), unique_top(bro)
    entry(name,
          "Vibbo (OBOS's app and board portal for Norwegian housing co-operatives and condominiums), digital "
          "sameiermøte → Protokoll (PDF) → saved as text with pdftotext -layout by a board member; an invented Oslo "
          "condominium (sameie) choosing the facade colours for its 2027 renovation",
          "Meeting minutes as fixed-width text: agenda items, a result table showing the facade-colour vote both by "
          "number of sections and by ownership fraction (sameiebrøk), a yes/no budget item, and an appendix with "
          "each section's vote and fraction.",
          "checked: nothing specific found in the stored material for Vibbo's minutes; unverified: the minutes "
          "layout, page headers 'Side x av y' and form feeds from pdftotext -layout are from memory; counting both "
          "by section and by sameiebrøk follows Norwegian condominium practice (general knowledge)",
          "Which facade colour won?  The minutes show two tallies (one vote per section vs. weighted by sameiebrøk) "
          "with different leaders and do not say which one decides.",
          {"per seksjon (one vote per section)": opts, "etter sameiebrøk (weighted by ownership fraction)": opts},
          {"per seksjon (one vote per section)": cnt, "etter sameiebrøk (weighted by ownership fraction)": bro},
          ["two tallies of the same vote with different leaders", "yes/no budget item (For/Mot/Blank) nearby",
           "no-break-space thousands and '%' with no-break space", "form feeds and page headers"],
          ask=({"per seksjon (one vote per section)": a_cnt,
                "etter sameiebrøk (weighted by ownership fraction)": a_bro},
               "The minutes give the vote by number of sections and by ownership fraction, the leaders differ, and "
               "nothing says which count decides."))


# ----------------------------------------------------------------------------- 5 Kyselynetti (FI)

def f05_kyselynetti():
    name = "kyselynetti_vastaukset_kesateatteri_2027.csv"
    plays = ["Seitsemän veljestä", "Nummisuutarit", "Pohjantähden alla", "Kaunis Veera", "Tukkijoella"]
    seed = 5505
    while True:
        rng = random.Random(seed)
        # (mean-ish rating, probability of 'en osaa sanoa' (6), probability of empty)
        prof = {"Seitsemän veljestä": (3.7, 0.04, 0.03), "Nummisuutarit": (3.9, 0.05, 0.03),
                "Pohjantähden alla": (3.8, 0.06, 0.04), "Kaunis Veera": (3.3, 0.30, 0.05),
                "Tukkijoella": (3.5, 0.10, 0.04)}
        resp = []
        for i in range(134):
            row = []
            for p in plays:
                m, peos, pemp = prof[p]
                u = rng.random()
                if u < pemp:
                    row.append("")
                elif u < pemp + peos:
                    row.append("6")
                else:
                    v = int(round(rng.gauss(m, 1.0)))
                    row.append(str(min(5, max(1, v))))
            resp.append(row)
        mean, naive = {}, {}
        for j, p in enumerate(plays):
            vals = [int(r[j]) for r in resp if r[j] not in ("", "6")]
            allv = [int(r[j]) for r in resp if r[j] != ""]
            mean[p] = r2(sum(vals) / len(vals))
            naive[p] = r2(sum(allv) / len(allv))
        if has_unique_top(mean) and has_unique_top(naive) and unique_top(mean) != unique_top(naive):
            break
        seed += 1
    q = ("3. Kuinka mielelläsi näkisit näytelmän kesäteatterimme ohjelmistossa 2027? "
         "(1 = en lainkaan, 5 = erittäin mielelläni, 6 = en osaa sanoa)")
    ages = ["alle 30", "30–44", "45–59", "60–74", "75+"]
    roles = ["Näyttelijä", "Talkoolainen", "Kannatusjäsen", "Hallitus", "Lipunmyynti / kahvio"]
    base = dt.datetime(2026, 9, 14, 8, 0)
    comments = ["", "", "", "", "Lisää musiikkia!", "Nummisuutarit nähtiin 2015, mutta silti hyvä.",
                "Kaunis Veera – en tunne tätä.", "Toivoisin jotain kevyttä", "", "Tukkijoella olisi hieno järven rannalla",
                "", "En pääse kesällä paikalle, mutta äänestän silti."]
    out = [["Vastaus ID", "Aloitettu", "Lähetetty", "1. Ikäryhmä", "2. Toimin seurassa"] + [q] * 5 + ["4. Vapaa sana"],
           ["", "", "", "", ""] + plays + [""]]
    sep_line = "sep=;\r\n"
    for i, row in enumerate(resp):
        t0 = ts(base, rng, 60 * 24 * 21)
        t1 = t0 + dt.timedelta(minutes=rng.randint(1, 9), seconds=rng.randint(0, 59))
        fmt = lambda t: "%d.%d.%d %02d:%02d" % (t.day, t.month, t.year, t.hour, t.minute)
        out.append([str(88431 + i * 7), fmt(t0), fmt(t1), rng.choice(ages), rng.choice(roles)] + row
                   + [rng.choice(comments)])
    write(name, (sep_line + csv_text(out, ";")).encode("utf-8"))
    win = unique_top(mean)
    entry(name,
          "Kyselynetti (Finnish online survey service), Tulokset → Lataa vastaukset → CSV (Excel); an invented "
          "summer-theatre association (kesäteatteriyhdistys) in Central Finland asks members how gladly they would "
          "see each of five candidate plays in summer 2027",
          "Rating grid: one row per respondent, one 1–5 column per play under a repeated question header row, with "
          "6 = 'en osaa sanoa' (can't say) and empty cells for skipped items; a 'sep=;' first line.",
          "unverified: Kyselynetti's export layout (question text repeated over the grid columns, the second header "
          "row with option labels, the 6 code for 'en osaa sanoa' and the 'sep=;' line) is from memory; search found "
          "nothing specific",
          "Which play has the highest mean rating on the 1–5 scale (6 = en osaa sanoa and empty cells excluded)?",
          plays, mean,
          ["'en osaa sanoa' coded 6 inflates the mean of an unfamiliar play and flips the winner if averaged in",
           "question text in an extra header row above the play names", "'sep=;' first line",
           "empty cells for skipped items"],
          winner=win)


# ----------------------------------------------------------------------------- 6 Visidati.lv (LV)

def f06_visidati():
    name = "visidati_rezultati_novada_svetki_2027.csv"
    opts = ["Kapela „Dzirnas”", "Grupa „Vēja zvans”", "Koris „Dziesmu upe”", "DJ Mārtiņš K.",
            "Deju kolektīvs „Rota”", "Pūtēju orķestris „Ezerkrasts”"]
    probs = [0.46, 0.43, 0.35, 0.30, 0.38, 0.22]
    rng = random.Random(6606)
    done = []
    for i in range(158):
        done.append([1 if rng.random() < p else 0 for p in probs])
    cnt = [sum(r[j] for r in done) for j in range(len(opts))]
    order = sorted(range(len(opts)), key=lambda j: -cnt[j])
    lead, second = order[0], order[1]
    unfinished = []
    need = cnt[lead] - cnt[second] + 4
    for i in range(need + 6):
        r = [0] * len(opts)
        if i < need:
            r[second] = 1
        else:
            r[rng.randrange(len(opts))] = 1
        if rng.random() < 0.3:
            r[rng.randrange(len(opts))] = 1
        if r[lead] and i < need:
            r[lead] = 0
        unfinished.append(r)
    rows = [(r, "Pabeigta") for r in done] + [(r, "Nepabeigta") for r in unfinished]
    rng.shuffle(rows)
    base = dt.datetime(2026, 8, 20, 9, 0)
    ages = ["līdz 18", "18–29", "30–44", "45–59", "60+"]
    cits = ["", "", "", "", "", "", "", "", "Prāta Vētra", "vairāk bērniem!", "Līgo dziesmas", "Jānis Paukštello",
            "", "uguņošana"]
    title = "Aptauja „Novada svētki 2027” — Kurus māksliniekus vēlaties redzēt novada svētkos? (var atzīmēt vairākus)"
    out = [[title], ["Nr.", "Datums", "IP adrese", "Statuss", "Vecums"] + opts + ["Cits (lūdzu, norādiet)"]]
    recs = []
    for r, st in rows:
        recs.append((ts(base, rng, 60 * 24 * 25), r, st))
    recs.sort(key=lambda x: x[0])
    for i, (t, r, st) in enumerate(recs, 1):
        ip = "85.254.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254))
        out.append([str(i), t.strftime("%d.%m.%Y %H:%M"), ip, st, rng.choice(ages)] + [str(x) for x in r]
                   + [rng.choice(cits) if st == "Pabeigta" else ""])
    n_done = len(done)
    out.append(["Kopā", "", "", "", ""] + [str(c) for c in cnt] + [""])
    out.append(["%", "", "", "", ""] + [("%.1f" % (100.0 * c / n_done)).replace(".", ",") + "%" for c in cnt] + [""])
    out.append(["Pabeigtās anketas: %d" % n_done])
    write(name, csv_text(out, ";").encode("cp1257"))
    score = {o: c for o, c in zip(opts, cnt)}
    naive = {o: 0 for o in opts}
    for r, st in rows:
        for j, x in enumerate(r):
            naive[opts[j]] += x
    win = unique_top(score)
    assert unique_top(naive) != win
    entry(name,
          "Visidati.lv (Latvian online survey service), Rezultāti → Eksportēt (CSV), opened and re-saved by Excel "
          "(Latvian) as 'CSV (atdalīts ar semikolu)'; the culture centre of an invented Latgale municipality (novads) "
          "asks residents which performers they want at the 2027 municipal festival",
          "One column per option with 1 / 0 ticks (several may be ticked), metadata (date, IP, status, age group), a "
          "free-text 'Cits' column, a title line above the header and 'Kopā' / '%' summary rows below.",
          "unverified: Visidati's export columns, the 1/0 coding of a multiple-choice question, the 'Pabeigta' / "
          "'Nepabeigta' status and the summary rows counting completed questionnaires are from memory; Windows-1257 "
          "and ';' from the Latvian Excel re-save are general knowledge",
          "Which performer was ticked by most completed questionnaires ('Pabeigta'; the 'Kopā' row)?",
          opts, score,
          ["unfinished questionnaires ('Nepabeigta') favour the runner-up and flip the winner if counted",
           "'Kopā' and '%' rows below the data", "title line above the header", "Windows-1257 with „” quotes",
           "free-text 'Cits' answers naming other performers"],
          winner=win)


# ----------------------------------------------------------------------------- 7 Stuudium (EE) - ask

def f07_stuudium():
    name = "Stuudium_kysitlus_aasta_opetaja_2026.xlsx"
    cands = ["Kadri Tamm", "Margus Kask", "Piret Saar", "Andres Mägi", "Liina Rebane"]
    subj = {"Kadri Tamm": "eesti keel", "Margus Kask": "füüsika", "Piret Saar": "inglise keel",
            "Andres Mägi": "kehaline kasvatus", "Liina Rebane": "ajalugu"}
    jury = ["Õpilasesinduse esimees", "Õpilasesinduse aseesimees", "Hoolekogu esindaja",
            "Direktor", "Vilistlaskogu esindaja"]
    seed = 7707
    while True:
        rng = random.Random(seed)
        votes = rng.choices(cands, [24, 18, 20, 27, 11], k=211)
        vcnt = {c: votes.count(c) for c in cands}
        marks = {j: {c: min(10, max(4, int(round(rng.gauss({"Kadri Tamm": 8.6, "Margus Kask": 8.0,
                                                               "Piret Saar": 8.3, "Andres Mägi": 7.1,
                                                               "Liina Rebane": 7.6}[c], 1.0)))))
                     for c in cands} for j in jury}
        jsum = {c: sum(marks[j][c] for j in jury) for c in cands}
        if has_unique_top(vcnt) and has_unique_top(jsum) and unique_top(vcnt) != unique_top(jsum):
            break
        seed += 1
    wb = Workbook()
    ws = wb.active
    ws.title = "Vastused"
    ws.append(["Küsitlus: Aasta õpetaja 2026 (õpilased)"])
    ws.append(["Eksporditud: 27.11.2026 14:05"])
    ws.append([])
    ws.append(["Nr", "Klass", "Vastamise aeg", "Keda esitad aasta õpetajaks 2026?", "Põhjendus"])
    for c in ws[4]:
        c.font = Font(bold=True)
    klassid = ["7.a", "7.b", "8.a", "8.b", "9.a", "9.b", "10.a", "10.b", "11.a", "11.b", "12.a", "12.b"]
    why = ["", "", "", "seletab hästi", "alati abivalmis", "tunnid on põnevad", "parim!", "", "õiglane",
           "teeb matku", "", "hea huumor"]
    base = dt.datetime(2026, 11, 16, 8, 0)
    recs = sorted((ts(base, rng, 60 * 24 * 8), v) for v in votes)
    for i, (t, v) in enumerate(recs, 1):
        ws.append([i, rng.choice(klassid), t, v, rng.choice(why)])
        ws.cell(row=ws.max_row, column=3).number_format = "dd.mm.yyyy hh:mm"
    ws.column_dimensions["C"].width = 17
    ws.column_dimensions["D"].width = 34
    ws.column_dimensions["E"].width = 22
    ws2 = wb.create_sheet("Žürii")
    ws2.append(["Žürii hinded (1–10), lisatud õpilasesinduse poolt"])
    ws2.append([])
    ws2.append(["Kandidaat", "Aine"] + jury + ["Kokku"])
    for c in ws2[3]:
        c.font = Font(bold=True)
    for c in cands:
        ws2.append([c, subj[c]] + [marks[j][c] for j in jury] + [jsum[c]])
    ws2.column_dimensions["A"].width = 16
    save_xlsx(wb, name)
    a_v, a_j = unique_top(vcnt), unique_top(jsum)
    entry(name,
          "Stuudium (Estonian school information system), Küsitlused → 'Aasta õpetaja 2026' → Tulemused → "
          "Ekspordi (Excel), with a second sheet of jury marks added by the student council; an invented Tartu "
          "gymnasium choosing its teacher of the year",
          "Workbook with two different tables: sheet 'Vastused' (one row per student answer: class, time, nominee, "
          "reason) and sheet 'Žürii' (jury marks 1–10 per nominee with a 'Kokku' total).",
          "unverified: Stuudium's survey export (title lines, columns) is from memory; search found nothing specific",
          "Who is the teacher of the year?  The students' vote and the jury's marks are on separate sheets with "
          "different leaders and no stated rule for combining them.",
          {"õpilaste hääled (students' votes)": cands, "žürii punktid (jury points)": cands},
          {"õpilaste hääled (students' votes)": vcnt, "žürii punktid (jury points)": jsum},
          ["two sheets with different tables and different leaders", "title lines above the header",
           "subject column next to names"],
          ask=({"õpilaste hääled (students' votes)": a_v, "žürii punktid (jury points)": a_j},
               "The students' vote and the jury marks point to different teachers and the workbook does not say how "
               "they are weighed."))


# ----------------------------------------------------------------------------- 8 i-web Online-Schalter (CH) bid list

def f08_iweb():
    name = "Formular_Brennholz_Angebot_2026_Eintraege.csv"
    first = ["Hans", "Ruedi", "Beat", "Urs", "Peter", "Markus", "Daniel", "Thomas", "Martin", "Stefan", "Heidi",
             "Ursula", "Monika", "Brigitte", "Vreni", "Erika", "Fritz", "Walter", "Christian", "Sandra", "Roland",
             "Käthi", "Priska", "Reto", "Adrian"]
    last = ["Müller", "Meier", "Schmid", "Keller", "Weber", "Huber", "Schneider", "Brunner", "Steiner",
            "Baumann", "Gerber", "Frei", "Zürcher", "Bühler", "Moser", "Wüthrich", "Aebischer", "Zbinden", "Hofer",
            "Lüthi", "Kälin", "Studer", "Graf"]
    streets = ["Dorfstrasse", "Hauptstrasse", "Bergweg", "Schulhausstrasse", "Mattenweg", "Kirchgasse",
               "Bachstrasse", "Sonnenrain", "Waldstrasse", "Feldweg"]
    orte = ["4958 Hinterrüti", "4958 Hinterrüti", "4958 Hinterrüti", "4952 Obermatt", "4955 Unterrüti"]
    seed = 8808
    while True:
        rng = random.Random(seed)
        bidders = []
        used = set()
        for i in range(41):
            while True:
                n = (rng.choice(first), rng.choice(last))
                if n not in used:
                    used.add(n)
                    break
            top = rng.choices([55, 60, 65, 70, 80, 85, 90, 92.5, 95, 97.5, 100, 105, 110],
                              [3, 3, 3, 3, 4, 6, 10, 10, 14, 10, 8, 4, 3])[0]
            k = rng.choices([1, 2, 3], [60, 30, 10])[0]
            bids = sorted({top - 2.5 * rng.randint(1, 6) for _ in range(k - 1)} | {top})
            bidders.append((n, bids))
        highest = {n: max(b) for n, b in bidders}
        prices = sorted(set(highest.values()))
        rev = {p: p * sum(1 for h in highest.values() if h >= p) for p in prices}
        allb = [b for n, bs in bidders for b in bs]
        rev_naive = {p: p * sum(1 for b in allb if b >= p) for p in sorted(set(allb))}
        if has_unique_top(rev) and has_unique_top(rev_naive) and unique_top(rev) != unique_top(rev_naive):
            break
        seed += 1
    best = unique_top(rev)

    def typed(v):
        s = ("%.2f" % v)
        style = rng.random()
        if v == int(v):
            if style < 0.35:
                return str(int(v))
            if style < 0.55:
                return "%d.-" % v
            if style < 0.7:
                return "Fr. %d.–" % v
            return s
        if style < 0.2:
            return s.replace(".", ",")
        if style < 0.35:
            return "CHF " + s
        return s

    base = dt.datetime(2026, 10, 1, 7, 0)
    recs = []
    for (fn, ln), bids in bidders:
        t = ts(base, rng, 60 * 24 * 20)
        addr = "%s %d" % (rng.choice(streets), rng.randint(1, 48))
        ort = rng.choice(orte)
        mail = "%s.%s@%s" % (fn.lower(), ln.lower(), rng.choice(["bluewin.ch", "gmx.ch", "sunrise.ch", "hispeed.ch"]))
        mail = mail.replace("ü", "ue").replace("ä", "ae").replace("ö", "oe")
        tel = "079 %03d %02d %02d" % (rng.randint(100, 999), rng.randint(0, 99), rng.randint(0, 99))
        for b in bids:
            recs.append([t, rng.choice(["Herr", "Frau"]), fn, ln, addr, ort, mail, tel, typed(b),
                         rng.choice(["", "", "", "", "Bitte vor Weihnachten liefern", "Hole selber ab",
                                     "Wie letztes Jahr", ""])])
            t = t + dt.timedelta(days=rng.randint(1, 4), minutes=rng.randint(0, 600))
    recs.append([dt.datetime(2026, 9, 30, 16, 12, 5), "Herr", "Test", "Gemeindeverwaltung", "Dorfstrasse 1",
                 "4958 Hinterrüti", "gemeinde@hinterrueti.ch", "062 000 00 00", "500.00",
                 "Testeintrag Verwaltung – bitte nicht berücksichtigen"])
    recs.sort(key=lambda r: r[0])
    hdr = ["Eintrag-Nr.", "Eingegangen am", "Anrede", "Vorname", "Nachname", "Strasse / Nr.", "PLZ / Ort",
           "E-Mail", "Telefon", "Ihr Angebot pro Ster (CHF)", "Bemerkungen"]
    out = [hdr]
    for i, r in enumerate(recs, 1):
        out.append([str(2026000 + 137 + i)] + [r[0].strftime("%d.%m.%Y %H:%M:%S")] + r[1:])
    write(name, csv_text(out, ",", quote_all=True, lineterm="\n").encode("utf-8-sig"))
    cand = ["%.2f" % p for p in prices]
    entry(name,
          "i-web (Swiss municipal website CMS by innovative web ag), Online-Schalter → Formular 'Brennholz-Angebot "
          "2026' → Einträge → Export (CSV); the forester of an invented Bürgergemeinde collects offers per Ster of "
          "beech firewood from residents to set one fixed price for next year's sale",
          "Bid list from a web form: one row per submission (date, name, address, e-mail, phone, offered price per "
          "Ster typed as free text, remark); several residents raised their offer with a new submission; one "
          "administration test entry.",
          "unverified: the i-web form export (all fields quoted, UTF-8 with BOM, comma, LF, dd.mm.yyyy hh:mm:ss) is from "
          "memory; Swiss price spellings such as '90.-' / 'Fr. 90.–' are general knowledge",
          "Which fixed price per Ster maximises revenue = price × number of residents whose highest offer is at "
          "least that price (one offer per person: the highest; the test entry ignored)?",
          cand, {"%.2f" % p: r2(v) for p, v in rev.items()},
          ["several offers per resident: only the highest counts", "administration test entry with CHF 500.00",
           "prices typed as '90.-', 'Fr. 90.–', 'CHF 87.50', '92,50'", "all fields quoted"],
          winner="%.2f" % best)


# ----------------------------------------------------------------------------- 9 SIUS (CH) long format

def f09_sius():
    name = "SIUS_Resultate_Vereinsmeisterschaft_300m_2026.txt"
    first = ["Hans", "Ruedi", "Beat", "Urs", "Peter", "Markus", "Daniel", "Thomas", "Martin", "Stefan", "Heidi",
             "Ursula", "Monika", "Sandra", "Reto", "Adrian", "Lukas", "Nina", "Sarah", "Fabian", "Jonas", "Simon"]
    last = ["Arnold", "Gisler", "Imhof", "Zgraggen", "Baumann", "Tresch", "Planzer", "Herger", "Muheim",
            "Walker", "Bissig", "Aschwanden", "Furrer", "Epp", "Gamma", "Indergand", "Kempf", "Loretz"]
    seed = 9909
    while True:
        rng = random.Random(seed)
        shooters = []
        used = set()
        for i in range(27):
            while True:
                n = (rng.choice(last), rng.choice(first))
                if n not in used:
                    used.add(n)
                    break
            skill = rng.gauss(94.0, 2.4)
            passes = [round(min(109.0, max(80.0, rng.gauss(skill, 1.8))), 1) for _ in range(3)]
            nprobe = rng.choice([2, 3, 3, 5, 5, 6, 8])
            probe = round(sum(min(10.9, max(7.0, rng.gauss(skill / 10, 0.45))) for _ in range(nprobe)), 1)
            shooters.append((n, passes, nprobe, probe))
        tot = {"%s %s" % n: r2(sum(p)) for n, p, _, _ in shooters}
        naive = {"%s %s" % n: r2(sum(p) + pr) for n, p, _, pr in shooters}
        if has_unique_top(tot) and has_unique_top(naive) and unique_top(tot) != unique_top(naive):
            break
        seed += 1
    cats = ["A", "D", "E", "E", "E", "D"]
    hdr = ["Lizenz-Nr.", "Name", "Vorname", "Jg.", "Kat.", "Sektion", "Stich", "Passe", "Schüsse", "Resultat",
           "Datum", "Scheibe"]
    out = [hdr]
    base = dt.date(2026, 9, 12)
    for (ln, fn), passes, nprobe, probe in shooters:
        lic = str(rng.randint(100000, 999999))
        jg = str(rng.randint(1952, 2008))
        cat = rng.choice(cats)
        d = (base + dt.timedelta(days=rng.choice([0, 0, 1, 7]))).strftime("%d.%m.%Y")
        sch = str(rng.randint(1, 12))
        out.append([lic, ln, fn, jg, cat, "SG Hinterwald", "Vereinsmeisterschaft 300m", "Probe", str(nprobe),
                    "%.1f" % probe, d, sch])
        for k, p in enumerate(passes, 1):
            out.append([lic, ln, fn, jg, cat, "SG Hinterwald", "Vereinsmeisterschaft 300m", "Passe %d" % k, "10",
                        "%.1f" % p, d, sch])
    txt = csv_text(out, "\t")
    write(name, b"\xff\xfe" + txt.encode("utf-16-le"))
    win = unique_top(tot)
    ln, fn = win.split(" ", 1)
    entry(name,
          "SIUS SiusData (Swiss electronic scoring system for shooting ranges), Auswertung → Resultate exportieren → "
          "Excel, then saved by Excel (German, Switzerland) as 'Unicode-Text (*.txt)' by the club's Schützenmeister; "
          "an invented shooting club's 300 m club championship (Vereinsmeisterschaft) with three 10-shot passes in "
          "tenths (Zehntelwertung)",
          "Long format: one row per shooter and pass (Probe, Passe 1–3) with licence number, name, first name, year, "
          "category, club, competition, shots and result in tenths.",
          "unverified: the SiusData export columns, the 'Probe' rows and Zehntelwertung decimals with a point are "
          "from memory; search found nothing specific for SIUS",
          "Which shooter has the highest total of Passe 1–3 (sighting shots 'Probe' not counted)?",
          sorted(tot), tot,
          ["'Probe' (sighting) rows with varying numbers of shots flip the winner if summed in",
           "name and first name in separate columns", "UTF-16 LE with BOM, TAB", "decimal tenths"],
          winner=win, aliases=["%s %s" % (fn, ln), "%s, %s" % (ln, fn)])


# ----------------------------------------------------------------------------- 10 OpenOlat (CH) scheduling poll

def f10_openolat():
    name = "Terminfindung_Praxistag_FS27_Notiz.txt"
    dates = ["Mo 11.01.2027", "Di 12.01.2027", "Mi 13.01.2027", "Do 14.01.2027", "Mo 18.01.2027",
             "Di 19.01.2027"]
    first = ["Lea", "Noah", "Mia", "Luca", "Anna", "Elias", "Laura", "Jan", "Selina", "Nico", "Julia", "Tim",
             "Alina", "David", "Chiara", "Joel", "Nadine", "Marco", "Seraina", "Dario", "Leonie", "Fabio", "Aline"]
    last = ["Ammann", "Bachmann", "Caduff", "Dietrich", "Egli", "Fässler", "Gasser", "Hess", "Iten", "Jenni",
            "Kuster", "Lehmann", "Marti", "Nussbaum", "Odermatt", "Pfister", "Rüegg", "Suter", "Thalmann",
            "Vogel", "Widmer", "Zollinger", "Bösch"]
    seed = 10010
    while True:
        rng = random.Random(seed)
        probs = [0.55, 0.62, 0.40, 0.60, 0.50, 0.45]
        people = []
        used = set()
        for i in range(21):
            while True:
                n = rng.choice(first) + " " + rng.choice(last)
                if n not in used:
                    used.add(n)
                    break
            people.append((n, [rng.random() < p for p in probs]))
        score = {d: sum(1 for _, t in people if t[j]) for j, d in enumerate(dates)}
        if not has_unique_top(score):
            seed += 1
            continue
        order = sorted(dates, key=lambda d: -score[d])
        lead, second = order[0], order[1]
        gap = score[lead] - score[second]
        if gap in (1, 2):
            break
        seed += 1
    others = [d for d in dates if d not in (lead, second)]
    tests = [("Testaccount Kursbetreuung (Test)", [d in (second, others[0]) for d in dates]),
             ("Testaccount Studierende (Test)", [d in (second, others[-1]) for d in dates]),
             ("Test-Student PH (Test)", [d == second for d in dates])]
    rows = people[:7] + tests[:1] + people[7:15] + tests[1:] + people[15:]
    naive = {d: sum(1 for _, t in rows if t[j]) for j, d in enumerate(dates)}
    win = unique_top(score)
    assert unique_top(naive) != win
    L = ["# Praxistag FS27 – Terminfindung", "",
         "Kurs: *Berufspraktische Studien 2 (BP2), Gruppe 4* · Baustein **Terminplanung** (Typ: Termin finden)",
         "Stand: 27.11.2026, 16:40 – aus OpenOlat kopiert", "",
         "Alle Termine jeweils 13:30–16:30 im Schulhaus Rosenau. ✓ = Zusage", "",
         "| Teilnehmer/in | " + " | ".join(dates) + " |",
         "|---|" + "---|" * len(dates)]
    for n, t in rows:
        L.append("| " + n + " | " + " | ".join("✓" if x else " " for x in t) + " |")
    L.append("| **Anzahl Zusagen** | " + " | ".join(str(naive[d]) for d in dates) + " |")
    L.append("")
    L.append("TODO: Termin bis 4.12. in OpenOlat bestätigen, Praxislehrpersonen informieren.")
    write(name, ("\n".join(L) + "\n").encode("utf-8"))
    entry(name,
          "OpenOlat (Swiss open-source LMS by frentix, used by Swiss universities of teacher education), course "
          "element 'Terminplanung' of type 'Termin finden' → results table selected in the browser and pasted into "
          "the lecturer's Markdown notes (Obsidian), saved as .txt; an invented PH course group choosing the date of "
          "its practice day",
          "Scheduling poll as a Markdown pipe table: participants × six dates with ✓ for yes (no 'maybe'), three "
          "test accounts among the rows and an 'Anzahl Zusagen' total row that includes them.",
          "unverified: OpenOlat's appointment-finding results table and the conversion of the pasted table to a "
          "Markdown pipe table are from memory (search found only unrelated OpenOlat material)",
          "Which date has most yes answers from real participants (test accounts excluded)?",
          dates, score,
          ["three test accounts tick the runner-up date and flip the winner if counted",
           "the 'Anzahl Zusagen' row includes the test accounts", "Markdown pipes with ✓ and blank cells",
           "title and note lines around the table"],
          winner=win)


# ----------------------------------------------------------------------------- 11 SportSoftware OE12 (AT)

OE_HEADER = ["OE0001", "Stnr", "XStnr", "Chipnr", "Datenbank Id", "Nachname", "Vorname", "Jg", "G", "Block", "AK",
             "Start", "Ziel", "Zeit", "Wertung", "Gutschrift -", "Zuschlag +", "Kommentar", "Club-Nr.", "Abk", "Ort",
             "Nat", "Sitz", "Region", "Katnr", "Kurz", "Lang", "MeldeKat. Nr", "MeldeKat. (kurz)",
             "MeldeKat. (lang)", "Rang", "Ranglistenpunkte", "Num1", "Num2", "Num3", "Text1", "Text2", "Text3",
             "Adr. Nachname", "Adr. Vorname", "Straße", "Zeile2", "PLZ", "Adr. Ort", "Tel", "Mobil", "Fax", "EMail",
             "Gemietet", "Startgeld", "Bezahlt", "Mannschaft", "Bahnnummer", "Bahn", "km", "Hm", "Bahn Posten",
             "Platz"]


OE_FEMALE = {"Lena", "Sophie", "Anna", "Katharina", "Magdalena", "Theresa", "Elisabeth", "Verena", "Julia",
             "Hannah", "Eva", "Barbara"}


def f11_oe12():
    name = "Ergebnisse_Clubmeisterschaft_2026_Lang.csv"
    first = ["Lena", "Jakob", "Sophie", "Maximilian", "Anna", "Lukas", "Katharina", "Florian", "Magdalena",
             "Matthias", "Theresa", "Johannes", "Elisabeth", "Stefan", "Verena", "Christoph", "Julia", "Andreas",
             "Hannah", "Georg", "Eva", "Tobias", "Barbara"]
    last = ["Gruber", "Huber", "Bauer", "Wagner", "Pichler", "Steiner", "Moser", "Mayer", "Hofer", "Leitner",
            "Berger", "Fuchs", "Eder", "Fischer", "Schmid", "Winkler", "Weber", "Schwarz", "Maier", "Reiter",
            "Brunner", "Lechner", "Aigner"]
    seed = 11011
    while True:
        rng = random.Random(seed)
        used_last = set()
        runners = []
        for i in range(33):
            while True:
                ln = rng.choice(last)
                if ln not in used_last:
                    used_last.add(ln)
                    break
            sec = int(rng.gauss(3300, 420))
            runners.append({"ln": ln, "fn": rng.choice(first), "sec": sec, "w": 0, "ak": ""})
            if len(runners) >= len(last) - 1:
                break
        # statuses
        runners[3]["w"] = 3   # mispunch (Fehlst.)
        runners[3]["sec"] = min(r["sec"] for r in runners) - 95
        runners[8]["ak"] = "X"  # guest, außer Konkurrenz
        runners[8]["sec"] = min(r["sec"] for r in runners) - 40
        runners[12]["w"] = 1  # DNS
        runners[15]["w"] = 2  # DNF
        valid = {r["ln"]: r["sec"] for r in runners if r["w"] == 0 and r["ak"] == ""}
        allt = {r["ln"]: r["sec"] for r in runners if r["w"] != 1}
        if has_unique_top(valid, reverse=False) and len(runners) >= 20:
            break
        seed += 1

    def fmt(s):
        h, m, x = s // 3600, (s % 3600) // 60, s % 60
        return "%d:%02d:%02d" % (h, m, x) if h else "%d:%02d" % (m, x)

    ranked = sorted([r for r in runners if r["w"] == 0 and r["ak"] == ""], key=lambda r: r["sec"])
    place = {r["ln"]: i for i, r in enumerate(ranked, 1)}
    rows = [OE_HEADER]
    order = ranked + [r for r in runners if r not in ranked]
    for i, r in enumerate(order):
        row = [""] * len(OE_HEADER)
        stnr = 101 + runners.index(r)
        row[1] = str(stnr)
        row[3] = str(rng.randint(2000000, 8999999))
        row[4] = str(rng.randint(10000, 99999))
        row[5], row[6] = r["ln"], r["fn"]
        row[7] = str(rng.randint(1958, 2009))
        row[8] = "W" if r["fn"] in OE_FEMALE else "M"
        row[10] = r["ak"]
        st = 10 * 3600 + 120 * runners.index(r)
        row[11] = fmt(st)
        if r["w"] != 1:
            if r["w"] != 2:
                row[12] = fmt(st + r["sec"])
                row[13] = fmt(r["sec"])
            else:
                row[13] = ""
        row[14] = str(r["w"])
        row[17] = {3: "Posten 8 fehlt", 2: "aufgegeben", 1: "", 0: ""}[r["w"]]
        if r["ak"]:
            row[17] = "Gast (OLC Innsbruck)"
            row[18:24] = ["2217", "OLCI", "Innsbruck", "AUT", "", "T"]
        else:
            row[18:24] = ["2143", "OLGT", "Traunviertel", "AUT", "", "OÖ"]
        row[24:27] = ["1", "CM Lang", "Clubmeisterschaft Lang"]
        row[27:30] = ["1", "CM Lang", "Clubmeisterschaft Lang"]
        row[48] = "0"
        row[49] = "8,00"
        row[50] = "X"
        row[52:57] = ["1", "Lang", "8,4", "310", "17"]
        row[57] = str(place[r["ln"]]) if r["ln"] in place else ""
        rows.append(row)
    write(name, csv_text(rows, ";").encode("latin-1"))
    score = {r["ln"]: r["sec"] for r in ranked}
    win = unique_top(score, reverse=False)
    assert unique_top(allt, reverse=False) != win
    wr = [r for r in runners if r["ln"] == win][0]
    entry(name,
          "SportSoftware OE12 (Krämer orienteering event software), Ergebnisse → Export → CSV; the results of an "
          "invented Upper-Austrian orienteering club's club championship (Clubmeisterschaft), long course, exported "
          "for the club's website",
          "Results sheet in the OE CSV layout (58 columns): start number, chip, surname and first name in separate "
          "columns, AK flag, start / finish / time, status code (Wertung), club, category, course and place (Platz).",
          "checked: the OE CSV header ('OE0001;Stnr;XStnr;Chipnr;Datenbank Id;Nachname;Vorname;…;Platz'), the "
          "';' delimiter, latin-1 encoding, the AK column = 'X' for non-competitive and Wertung codes 0 OK, 1 DNS, "
          "2 DNF, 3 mispunch, 4 disq., 5 over time, from a public Python reader/writer of Krämer SportSoftware "
          "OE/OS/OT csv; unverified: the exact time formatting (m:ss vs h:mm:ss) and comments",
          "Who won the club championship: the fastest time among runners with Wertung 0 who are not 'AK' "
          "(außer Konkurrenz)?",
          sorted(score), score,
          ["lowest time wins, not highest", "a mispunch (Wertung 3) runner has the fastest time",
           "a guest running 'AK' (außer Konkurrenz) is faster than the winner",
           "name split into Nachname / Vorname", "58 columns, many empty", "latin-1"],
          winner=win, aliases=["%s %s" % (wr["fn"], win), "%s %s" % (win, wr["fn"]), "%s, %s" % (win, wr["fn"])])


# ----------------------------------------------------------------------------- 12 Ianseo (IT) - ask

IT_FEMALE = {"Giulia", "Francesca", "Chiara", "Sara", "Elena", "Martina", "Federica", "Paola", "Valentina",
             "Ilaria"}


def f12_ianseo():
    name = "Ianseo_Classifica_Qualifica_Trofeo_del_Castello_2026.txt"
    nomi = ["Marco", "Giulia", "Luca", "Francesca", "Alessandro", "Chiara", "Matteo", "Sara", "Davide", "Elena",
            "Simone", "Martina", "Andrea", "Federica", "Stefano", "Paola", "Riccardo", "Valentina", "Nicola",
            "Ilaria"]
    cogn = ["ROSSI", "BIANCHI", "COLOMBO", "FERRARI", "ESPOSITO", "RICCI", "MARINO", "GRECO", "BRUNO", "GALLI",
            "CONTI", "DE LUCA", "MANCINI", "COSTA", "GIORDANO", "RIZZO", "LOMBARDI", "MORETTI", "BARBIERI",
            "FONTANA", "SANTORO", "MARIANI", "RINALDI", "CARUSO", "FERRI", "FABBRI", "VILLA", "SERRA"]
    soc = ["Arcieri del Castello", "Compagnia Arcieri Valtellina", "ASD Arcieri Orobici", "Arcieri Lario",
           "G.S. Arcieri Brianza"]
    rng = random.Random(12012)
    used = set()

    def athletes(n, mu, sd):
        res = []
        for _ in range(n):
            while True:
                a = "%s %s" % (rng.choice(cogn), rng.choice(nomi))
                if a not in used:
                    used.add(a)
                    break
            d1 = int(min(360, rng.gauss(mu, sd)))
            d2 = int(min(360, rng.gauss(mu, sd)))
            tot = d1 + d2
            tens = int(tot / 720 * 40 + rng.randint(-4, 4))
            xs = max(0, tens // 2 + rng.randint(-3, 3))
            fem = a.split(" ")[-1] in IT_FEMALE
            cl = rng.choice(["SF", "SF", "MF", "JF"]) if fem else rng.choice(["SM", "SM", "MM", "JM"])
            res.append([a, rng.choice(soc), cl, d1, d2, tot, tens, xs])
        res.sort(key=lambda r: (-r[5], -r[6], -r[7]))
        while len(res) > 1 and res[0][5] == res[1][5]:
            res[0][3] += 1
            res[0][5] += 1
        return res

    rec = athletes(13, 305, 14)
    comp = athletes(10, 338, 7)
    L = ["Trofeo del Castello 2026 - 70m/50m Round", "ASD Arcieri del Castello - Campo sportivo comunale",
         "20/09/2026", "", "Classifica di Qualificazione", ""]

    # the '/ n' after each distance score is the position at that distance, as on the Ianseo page
    def block2(title, dist, res):
        L.append(title)
        L.append("Pos.\tAtleta\tSocietà\tCl.\t1° %s\t2° %s\tTotale\t10\tX" % (dist, dist))
        p1 = {id(r): k for k, r in enumerate(sorted(res, key=lambda r: -r[3]), 1)}
        p2 = {id(r): k for k, r in enumerate(sorted(res, key=lambda r: -r[4]), 1)}
        for i, r in enumerate(res, 1):
            L.append("%d\t%s\t%s\t%s\t%d/%d\t%d/%d\t%d\t%d\t%d" % (i, r[0], r[1], r[2], r[3], p1[id(r)], r[4],
                                                                p2[id(r)], r[5], r[6], r[7]))
        L.append("")

    block2("Arco Olimpico - Divisione Unica", "70m", rec)
    block2("Arco Compound - Divisione Unica", "50m", comp)
    L.append("Le classifiche delle due divisioni sono separate.")
    L.append("Stampato con Ianseo - Release 2025.09 (www.ianseo.net)")
    write(name, ("\n".join(L) + "\n").encode("mac_roman"))
    sr = {r[0]: r[5] for r in rec}
    sc = {r[0]: r[5] for r in comp}
    entry(name,
          "Ianseo (Italian archery results software used by FITARCO clubs), the published qualification ranking "
          "page of a club tournament selected in Safari and pasted into TextEdit on a Mac, saved as plain text with "
          "the 'Occidentale (Mac OS Roman)' encoding; a club secretary preparing the prize-giving list of an invented "
          "Lombard tournament",
          "Two results tables (recurve and compound divisions), each with position, athlete, club, class, the two "
          "distance scores with their per-distance position ('312/1'), total, 10s and Xs, under a title block.",
          "checked: Ianseo publishes per-division qualification rankings scraped by others (archeryrating project "
          "description); unverified: the column layout, the 'score/position' cells and Mac OS Roman from TextEdit "
          "are from memory",
          "Who won?  The file holds two separate division rankings (recurve, compound), each with its own winner.",
          {"Arco Olimpico": [r[0] for r in rec], "Arco Compound": [r[0] for r in comp]},
          {"Arco Olimpico": sr, "Arco Compound": sc},
          ["two divisions with separate winners (compound totals are higher)",
           "'312/1' cells mix score and per-distance position", "10 and X tie-break columns",
           "Mac OS Roman (à, °)"],
          ask=({"Arco Olimpico": rec[0][0], "Arco Compound": comp[0][0]},
               "Recurve and compound are ranked separately and the file says so; there is no single winner."))


# ----------------------------------------------------------------------------- 13 Eligo (IT)

def f13_eligo():
    name = "ELIGO_Esito_scrutinio_Presidente_Comitato_Soci_2026.xlsx"
    cands = ["ROSSATO Maria Grazia", "BERTOLDI Enrico", "ZANELLA Paolo", "FRANCESCHINI Silvia"]
    rng = random.Random(13013)
    votes = {c: rng.randint(380, 760) for c in cands}
    while not has_unique_top(votes):
        votes[cands[0]] += 1
    bianche = max(votes.values()) + rng.randint(60, 180)
    validi = sum(votes.values()) + bianche
    aventi = 6841
    wb = Workbook()
    ws = wb.active
    ws.title = "Esito"
    ws["A1"] = "ELIGO – Sistema di votazione online"
    ws["A2"] = "Cassa Rurale Alto Garda Orientale – Elezione del Presidente del Comitato Soci 2027–2029"
    ws["A3"] = "Esito dello scrutinio – votazione chiusa il 27/11/2026 alle ore 18:00"
    for r in (1, 2, 3):
        ws.merge_cells(start_row=r, start_column=1, end_row=r, end_column=4)
        ws.cell(row=r, column=1).font = Font(bold=True, size=12 if r == 1 else 11)
        ws.cell(row=r, column=1).alignment = Alignment(horizontal="center")
    ws.append([])
    ws.append(["Candidato", "Voti", "% sui voti validi", "% sugli aventi diritto"])
    for c in ws[5]:
        c.font = Font(bold=True)
    for c in cands:
        ws.append([c, votes[c], votes[c] / validi, votes[c] / aventi])
    ws.append(["Schede bianche", bianche, bianche / validi, bianche / aventi])
    ws.append(["Totale voti validi", validi, 1.0, validi / aventi])
    ws.append([])
    ws.append(["Votanti", validi])
    ws.append(["Aventi diritto", aventi])
    ws.append(["Affluenza", validi / aventi])
    for row in ws.iter_rows(min_row=6, max_row=ws.max_row):
        for c in row[1:2]:
            c.number_format = "#,##0"
        for c in row[2:4]:
            c.number_format = "0.00%"
    ws.cell(row=ws.max_row, column=2).number_format = "0.00%"
    ws.append([])
    ws.append(["Nota: la mancata espressione di preferenza equivale a scheda bianca ed è computata tra i voti validi."])
    ws.append(["Il Presidente della Commissione Elettorale", "", "Rag. Giorgio Tonelli"])
    ws.column_dimensions["A"].width = 34
    ws.column_dimensions["B"].width = 12
    ws.column_dimensions["C"].width = 17
    ws.column_dimensions["D"].width = 15
    save_xlsx(wb, name)
    win = unique_top(votes)
    naive = dict(votes)
    naive["Schede bianche"] = bianche
    assert unique_top(naive) != win
    entry(name,
          "ELIGO (Italian e-voting platform by ID Technology, used by associations, co-operatives and co-operative "
          "banks), area amministratore → votazione → Scrutinio → Esporta esito (Excel); the electoral commission of an "
          "invented Trentino co-operative bank (Cassa Rurale) electing the president of its members' committee",
          "Ready-made count table with a merged title block: candidate, votes, percent of valid votes and of those entitled to vote, a "
          "'Schede bianche' row larger than any candidate, total, turnout lines, a note and the signature line.",
          "checked: ELIGO's FAQ says that not expressing a preference equals a blank ballot ('scheda bianca') "
          "accepted as a valid vote, and that ELIGO is run by ID Technology for associations, co-operatives and "
          "co-operative credit banks (eligo.social FAQ pages); unverified: the layout of the exported result sheet",
          "Which candidate got most votes (blank ballots are not a candidate)?",
          cands, votes,
          ["'Schede bianche' (blank ballots) outnumber every candidate", "'Totale voti validi', 'Votanti', "
           "'Aventi diritto' rows", "merged title block", "percent columns as numbers"],
          winner=win)


# ----------------------------------------------------------------------------- 14 iDoceo (ES)

def f14_idoceo():
    name = "iDoceo_Concurso_Relato_Corto_3ESO_2026.xlsx"
    nombres = ["Lucía", "Martina", "Sofía", "Paula", "Daniela", "Valeria", "Alba", "Julia", "Noa", "Carla",
               "Hugo", "Mateo", "Martín", "Lucas", "Leo", "Daniel", "Alejandro", "Pablo", "Manuel", "Álvaro",
               "Adrián", "Mario", "Irene", "Nerea"]
    apellidos = ["García", "Rodríguez", "González", "Fernández", "López", "Martínez", "Sánchez", "Pérez",
                 "Gómez", "Martín", "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Muñoz", "Álvarez", "Romero",
                 "Navarro", "Torres", "Domínguez", "Gil", "Vázquez", "Serrano", "Ramos", "Blanco"]
    titulos = ["La llave del desván", "Once minutos", "El faro apagado", "Cartas a nadie", "El último tranvía",
               "Sal en los zapatos", "Mi abuela y el mar", "Lo que dijo la niebla", "El reloj de arena",
               "Ventanas", "Un verano sin wifi", "La sombra del nogal", "Doce campanadas", "El perro del vecino",
               "Papel mojado", "Nadie mira las nubes", "El tren de las 7:40", "Cuaderno azul", "Ruido blanco",
               "Las manos de mi padre", "Volver a Soria", "Humo", "El mapa equivocado"]
    seed = 14014
    while True:
        rng = random.Random(seed)
        used = set()
        ents = []
        for i in range(23):
            while True:
                a1, a2 = rng.sample(apellidos, 2)
                nm = "%s %s, %s" % (a1, a2, rng.choice(nombres))
                if nm not in used:
                    used.add(nm)
                    break
            q = rng.gauss(7.0, 0.9)
            marks = [round(min(10, max(3, rng.gauss(q, 0.6))) * 2) / 2 for _ in range(4)]
            ents.append({"n": nm, "t": titulos[i], "m": marks, "obs": ""})
        # one entry withdrawn (plagiarism) with the top marks
        ents[5]["m"] = [9.5, 9.5, 9.0, 10.0]
        ents[5]["obs"] = "RETIRADO – plagio detectado (ver LÉEME)"
        # one entry with a missing mark (jurado 3 abstains: relative)
        best = max(sum(e["m"]) / 4 for k, e in enumerate(ents) if k != 5)
        ents[14]["m"] = [None, None, None, None]
        ents[14]["m"][0] = min(10.0, round((best + 0.4) * 2) / 2)
        ents[14]["m"][1] = min(10.0, round((best + 0.3) * 2) / 2)
        ents[14]["m"][3] = min(10.0, round((best + 0.2) * 2) / 2)
        ents[14]["obs"] = "Jurado 3 se abstiene (es su tía)"
        mean = {}
        total = {}
        for k, e in enumerate(ents):
            vals = [x for x in e["m"] if x is not None]
            if k != 5:
                mean[e["n"]] = r2(sum(vals) / len(vals))
                total[e["n"]] = r2(sum(vals))
        allmean = {e["n"]: r2(sum(x for x in e["m"] if x is not None) / len([x for x in e["m"] if x is not None]))
                   for e in ents}
        if (has_unique_top(mean) and has_unique_top(total) and unique_top(mean) != unique_top(total)
                and unique_top(allmean) != unique_top(mean)):
            break
        seed += 1
    wb = Workbook()
    ws0 = wb.active
    ws0.title = "LÉEME"
    notes = ["CONCURSO DE RELATO CORTO – 3.º ESO B – curso 2026/27",
             "",
             "Hoja exportada de iDoceo (cuaderno 'Lengua 3.º B', pestaña 'Concurso relato').",
             "Cada relato lo puntúan cuatro jurados de 0 a 10 (medios puntos).",
             "NOTA FINAL = media de las notas de los jurados que han puntuado (columna 'Media').",
             "Si un jurado se abstiene, la media se hace con los demás.",
             "El relato de la fila 6 se retiró del concurso por plagio (decisión del Dpto. de Lengua, 20/11/2026).",
             "Gana el relato con la media más alta. El premio se entrega el 22/12/2026.",
             "",
             "Prof.ª Carmen Beltrán – Dpto. de Lengua Castellana y Literatura"]
    for t in notes:
        ws0.append([t])
    ws0["A1"].font = Font(bold=True, size=13)
    ws0.column_dimensions["A"].width = 100
    ws = wb.create_sheet("Concurso relato")
    ws.append(["IES Valle del Jiloca – Lengua 3.º ESO B – Concurso relato"])
    ws.append([])
    ws.append(["Nº", "Alumno/a", "Título del relato", "Jurado 1 (Dpto. Lengua)", "Jurado 2 (Biblioteca)",
               "Jurado 3 (AMPA)", "Jurado 4 (alumnado 4.º)", "Media", "Observaciones"])
    for c in ws[3]:
        c.font = Font(bold=True)
    for k, e in enumerate(ents, 1):
        vals = [x for x in e["m"] if x is not None]
        ws.append([k, e["n"], e["t"]] + [x for x in e["m"]] + [round(sum(vals) / len(vals), 2), e["obs"]])
        for col in range(4, 9):
            ws.cell(row=ws.max_row, column=col).number_format = "0.0" if col < 8 else "0.00"
    ws.column_dimensions["B"].width = 30
    ws.column_dimensions["C"].width = 26
    ws.column_dimensions["I"].width = 38
    save_xlsx(wb, name)
    win = unique_top(mean)
    wn = [e for e in ents if e["n"] == win][0]
    sur, given = win.split(", ")
    entry(name,
          "iDoceo (teacher's gradebook app for iPad, Spanish UI), cuaderno → Exportar → Excel (.xlsx), with a "
          "'LÉEME' sheet put in front by the teacher; the Spanish department of an invented Aragonese secondary "
          "school (IES) running a short-story contest in year 3 of ESO",
          "Workbook whose first sheet is a read-me with the rule (mean of the judges present; one entry withdrawn); "
          "the second sheet is the gradebook export: number, pupil ('Apellidos, Nombre'), story title, four judges' "
          "marks, 'Media' and remarks, one mark missing.",
          "unverified: iDoceo's Excel export layout (title row, columns as the teacher's gradebook columns) is from "
          "memory; search found nothing specific",
          "Whose story has the highest mean of the judges' marks present (the withdrawn entry excluded), as the "
          "'LÉEME' sheet says?",
          sorted(mean), mean,
          ["the withdrawn entry (plagiarism) has the highest mean", "an entry with one judge abstaining wins on the "
           "mean but not on the sum", "read-me sheet first", "pupil names as 'Apellidos, Nombre'"],
          winner=win, aliases=["%s %s" % (given, sur), wn["t"]])


# ----------------------------------------------------------------------------- 15 Lisboa Participa (PT)

def f15_oplisboa():
    name = "OP_Lisboa_2026_resultados_votacao.csv"
    projs = ["Requalificação do Jardim do Cerco", "Hortas comunitárias em Marvila", "Parque infantil inclusivo em "
             "Benfica", "Ciclovia Alameda – Areeiro", "Bebedouros e sombras na Avenida da Liberdade",
             "Casa de banho pública acessível no Intendente", "Biblioteca de rua em Carnide",
             "Iluminação do Miradouro da Graça", "Bancos e sombras no Parque Tejo", "Campo de jogos na Ameixoeira",
             "Corredor verde de Alcântara", "Centro de reparação de bicicletas em Arroios",
             "Espaço sénior no Lumiar", "Passeios acessíveis em Campo de Ourique", "Arte urbana em Santa Clara",
             "Piscina descoberta em Olivais", "Mercado de Benfica: cobertura solar", "Skate park em Belém",
             "Árvores de fruto na Penha de França", "Pista de atletismo no Vale de Chelas"]
    freg = ["Campolide", "Marvila", "Benfica", "Areeiro", "Santo António", "Arroios", "Carnide", "São Vicente",
            "Parque das Nações", "Santa Clara", "Alcântara", "Arroios", "Lumiar", "Campo de Ourique",
            "Santa Clara", "Olivais", "Benfica", "Belém", "Penha de França", "Marvila"]
    rng = random.Random(15015)
    rows = []
    for i, p in enumerate(projs):
        rows.append([p, freg[i], rng.choice([50000, 75000, 100000, 150000, 200000, 250000, 300000, 400000,
                                              500000]), rng.randint(380, 3200)])
    v = [r[3] for r in rows]
    while len(set(v)) != len(v):
        rows[0][3] += 7
        v = [r[3] for r in rows]
    # make the most expensive project different from the most voted
    top_vote = max(range(len(rows)), key=lambda i: rows[i][3])
    rows[top_vote][2] = 150000
    rows[(top_vote + 3) % len(rows)][2] = 950000
    rows.sort(key=lambda r: -r[3])
    tot = sum(r[3] for r in rows)

    def th(n):
        return "{:,}".format(n).replace(",", ".")

    out = [["Orçamento Participativo de Lisboa 2026"],
           ["Resultados da votação (votos válidos por SMS e online, apurados a 30/10/2026)"],
           [],
           ["N.º", "Projeto", "Freguesia", "Valor estimado", "Votos", "% dos votos"]]
    for i, r in enumerate(rows, 1):
        out.append([str(i), r[0], r[1], th(r[2]) + " €", th(r[3]),
                    ("%.1f" % (100.0 * r[3] / tot)).replace(".", ",") + "%"])
    out.append(["", "Total", "", th(sum(r[2] for r in rows)) + " €", th(tot), "100,0%"])
    out.append([])
    out.append(["Fonte: lisboaparticipa.pt – tabela copiada para Excel. Valores sujeitos a confirmação pela CML."])
    write(name, csv_text(out, ";").encode("cp1252"))
    score = {r[0]: r[3] for r in rows}
    win = unique_top(score)
    entry(name,
          "Lisboa Participa (Lisbon city council's participation portal), Orçamento Participativo → Resultados: the "
          "results table selected in the browser, pasted into Excel (Portuguese, Portugal) under two typed title "
          "lines and saved as 'CSV (separado por vírgulas)'; a parish council (junta de freguesia) officer tracking "
          "which projects the city's participatory budget vote favoured (projects and numbers invented)",
          "Ready-made count table: rank, project, parish, estimated cost in euros, votes with '.' thousands and "
          "percent with decimal comma, a 'Total' row, title lines above and a source note below.",
          "unverified: the results page columns and the pt-PT Excel re-save (cp1252, ';', numbers kept as pasted "
          "text) are from memory; the Lisbon participatory budget with SMS and online voting is general knowledge",
          "Which project got the most votes?",
          [r[0] for r in rows], score,
          ["'Valor estimado' in euros is the largest number column", "'Total' row",
           "'.' thousands separator in votes ('2.317')", "title lines and a source note", "cp1252 (ç, ã, é)"],
          winner=win)


def main():
    for f in (f01_smartschool, f02_ecaptain, f03_conventus, f04_vibbo, f05_kyselynetti, f06_visidati,
              f07_stuudium, f08_iweb, f09_sius, f10_openolat, f11_oe12, f12_ianseo, f13_eligo, f14_idoceo,
              f15_oplisboa):
        f()
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2, sort_keys=True)
        fh.write("\n")


if __name__ == "__main__":
    main()
