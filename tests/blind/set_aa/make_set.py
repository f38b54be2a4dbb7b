#!/usr/bin/env python3
"""Blind test set AA: politics, elections and organised labour.

Writes 15 synthetic exports and expected.json next to this file.  Deterministic:
fixed seeds, fixed xlsx document properties and fixed zip entry dates.  Every
winner and score in expected.json is computed here from the generated data.
Standard library + openpyxl only.  All names, ids and numbers are invented.
"""
import datetime as dt
import io
import json
import os
import random
import re
import zipfile
from collections import Counter, OrderedDict, defaultdict

import openpyxl
from openpyxl.styles import Alignment, Font

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED = dt.datetime(2026, 11, 29, 10, 0, 0)
EXPECTED = OrderedDict()


# ----------------------------------------------------------------- helpers
def write_bytes(name, data):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


def save_xlsx(wb, name):
    wb.properties.creator = "user"
    wb.properties.lastModifiedBy = "user"
    wb.properties.created = FIXED
    wb.properties.modified = FIXED
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    stamp = "2026-11-29T10:00:00Z"
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in sorted(src.infolist(), key=lambda i: i.filename):
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                txt = data.decode("utf-8")
                txt = re.sub(r"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)", r"\g<1>%s\g<2>" % stamp, txt)
                txt = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)", r"\g<1>%s\g<2>" % stamp, txt)
                data = txt.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 11, 29, 10, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            dst.writestr(zi, data)
    write_bytes(name, out.getvalue())


def csv_line(fields, sep=",", quote_all=False):
    out = []
    for f in fields:
        s = "" if f is None else str(f)
        if quote_all or any(c in s for c in (sep, '"', "\n", "\r")):
            s = '"' + s.replace('"', '""') + '"'
        out.append(s)
    return sep.join(out)


def unique_max(scores):
    items = sorted(scores.items(), key=lambda kv: -kv[1])
    assert len(items) >= 2 and items[0][1] > items[1][1], ("tie or single", items[:3])
    return items[0][0]


def argmax(scores):
    items = sorted(scores.items(), key=lambda kv: -kv[1])
    if len(items) > 1 and items[0][1] == items[1][1]:
        return None
    return items[0][0]


def pct_fr(x, nd=2):
    return ("%.*f" % (nd, x)).replace(".", ",")


def thin(n, sep="\u00a0"):
    s = "%d" % n
    parts = []
    while len(s) > 3:
        parts.insert(0, s[-3:])
        s = s[:-3]
    parts.insert(0, s)
    return sep.join(parts)


def entry(name, tool, shape, evidence, answer, winner, question, candidates, scores, traps,
          aliases=None, acceptable=None, ask_because=None):
    e = OrderedDict()
    e["tool"] = tool
    e["shape"] = shape
    e["format_evidence"] = evidence
    e["answer"] = answer
    e["winner"] = winner
    if aliases:
        e["winner_aliases"] = aliases
    e["acceptable"] = acceptable
    e["ask_because"] = ask_because
    e["question"] = question
    e["candidates"] = candidates
    e["scores"] = scores
    e["traps"] = traps
    EXPECTED[name] = e


def r2(x, nd=4):
    return round(x, nd)


# ======================================================== 1. France, burvot
def make_france():
    name = "resultats-burvot-t1-legislative-partielle-2026-73-05.txt"
    cands = [  # panneau, sexe, nom, prenom, nuance
        (1, "M", "BERTHIER", "Jacques", "DVD"),
        (2, "F", "NAÏT-AMAR", "Samia", "UG"),
        (3, "F", "MARCHETTI", "Hélène", "ENS"),
        (4, "M", "GUÉRIN", "Loïc", "RN"),
        (5, "F", "DELACROIX", "Anne", "ECO"),
        (6, "M", "POMMIER", "Rémi", "EXG"),
        (7, "M", "VUILLERMOZ", "Marc", "REG"),
    ]
    urban_w = [10, 37, 20, 17, 9, 3, 4]
    rural_w = [15, 17, 16, 36, 6, 3, 7]
    communes = [
        ("189", "Montfalcon-les-Bains", 9, "u"), ("041", "Aiguebrune", 2, "r"),
        ("112", "La Roche-Vernaz", 3, "r"), ("276", "Saint-Aubin-des-Combes", 1, "r"),
        ("058", "Bellecombe-sur-Arly", 2, "r"), ("301", "Villard-Sainte-Ursule", 1, "r"),
        ("155", "Les Granges-Neuves", 2, "r"), ("220", "Pontcharrin", 6, "u"),
        ("087", "Chavanod-le-Haut", 1, "r"), ("263", "Sainte-Foy-du-Glandon", 2, "r"),
        ("134", "Le Châtelard-d'Arvan", 1, "r"), ("318", "Vallon-de-Brise", 2, "r"),
        ("072", "Cruet-Montagnole", 3, "r"), ("245", "Saint-Rémy-la-Dent", 1, "r"),
        ("199", "Lescheraines-Bas", 2, "r"),
    ]
    for seed in range(1, 500):
        rng = random.Random(1000 + seed)
        rows = []
        tot = Counter()
        won = Counter()
        for code, lib, nb, kind in communes:
            for b in range(1, nb + 1):
                if kind == "u":
                    ins = rng.randint(880, 1320)
                    turnout = rng.uniform(0.33, 0.45)
                    w = urban_w
                else:
                    ins = rng.randint(160, 520)
                    turnout = rng.uniform(0.42, 0.58)
                    w = rural_w
                vot = int(ins * turnout)
                blancs = rng.randint(2, 4 + vot // 60)
                nuls = rng.randint(0, 2 + vot // 120)
                exp = vot - blancs - nuls
                ww = [max(0.5, x * rng.uniform(0.75, 1.25)) for x in w]
                s = sum(ww)
                voix = [int(exp * x / s) for x in ww]
                k = 0
                while sum(voix) < exp:
                    voix[k % 7] += 1
                    k += 1
                for c, v in zip(cands, voix):
                    tot[c[2]] += v
                lead = max(range(7), key=lambda i: (voix[i], -i))
                won[cands[lead][2]] += 1
                rows.append((code, lib, "%04d" % b, ins, vot, blancs, nuls, exp, voix))
        win = argmax(tot)
        bwin = argmax(won)
        if win == "NAÏT-AMAR" and bwin == "GUÉRIN" and tot[win] - sorted(tot.values())[-2] > 150:
            break
    else:
        raise SystemExit("france: no seed")
    head = ["Code du département", "Libellé du département", "Code de la circonscription",
            "Libellé de la circonscription", "Code de la commune", "Libellé de la commune",
            "Code du b.vote", "Inscrits", "Abstentions", "% Abs/Ins", "Votants", "% Vot/Ins",
            "Blancs", "% Blancs/Ins", "% Blancs/Vot", "Nuls", "% Nuls/Ins", "% Nuls/Vot",
            "Exprimés", "% Exp/Ins", "% Exp/Vot", "N°Panneau", "Sexe", "Nom", "Prénom", "Nuance",
            "Voix", "% Voix/Ins", "% Voix/Exp"]
    lines = [";".join(head)]
    for code, lib, bv, ins, vot, bl, nu, ex, voix in rows:
        f = ["73", "Savoie", "05", "5ème circonscription", code, lib, bv, ins, ins - vot,
             pct_fr(100.0 * (ins - vot) / ins), vot, pct_fr(100.0 * vot / ins), bl,
             pct_fr(100.0 * bl / ins), pct_fr(100.0 * bl / vot), nu, pct_fr(100.0 * nu / ins),
             pct_fr(100.0 * nu / vot), ex, pct_fr(100.0 * ex / ins), pct_fr(100.0 * ex / vot)]
        for c, v in zip(cands, voix):
            f += [c[0], c[1], c[2], c[3], c[4], v, pct_fr(100.0 * v / ins), pct_fr(100.0 * v / ex)]
        lines.append(";".join(str(x) for x in f))
    write_bytes(name, ("\r\n".join(lines) + "\r\n").encode("iso-8859-1"))
    scores = {c[2]: tot[c[2]] for c in cands}
    entry(name,
          "Ministère de l'Intérieur (France), election results published on data.gouv.fr: 'Résultats par bureau de vote' "
          "text file (.txt, ';') of a by-election (législative partielle, 1er tour), cut to one invented circonscription; "
          "used by journalists, party staff and researchers to analyse turnout and votes per polling station",
          "Wide per-polling-station file: one row per bureau de vote with the turnout block (Inscrits … Exprimés and their "
          "percentages), then one repeated 8-field block per candidate (N°Panneau, Sexe, Nom, Prénom, Nuance, Voix, "
          "% Voix/Ins, % Voix/Exp) of which only the first block has column titles.",
          "Partly checked: a public repository's TypeScript interface for the ministry's files lists the fields 'N.Pan.', "
          "'Sexe', 'Nom', 'Prénom', 'Voix', '% Voix/Ins', '% Voix/Exp' and the turnout block Inscrits / Abstentions / "
          "'% Abs/Ins' / Votants / '% Vot/Ins' / Blancs / '% Blancs/Ins' / '% Blancs/Vot' / Nuls / … / Exprimés / "
          "'% Exp/Vot'; another repository (LaFranceInsoumiseBrest/AnalyseResultats) shows the ';' separator and decimal "
          "commas in French result tables. From memory, unverified: the older 'burvot' .txt layout with a single titled "
          "candidate block followed by untitled repeated blocks, the 'N°Panneau' and 'Nuance' titles, ISO-8859-1 and CRLF.",
          "winner", "NAÏT-AMAR",
          "Most votes (sum of Voix over all polling stations and all candidate blocks) in the first round",
          [c[2] for c in cands], scores,
          ["only the first candidate block has headers ('Nom', 'Voix'); the other six blocks are untitled repeats",
           "Inscrits / Votants / Exprimés are larger numbers than any candidate's votes",
           "counting polling stations won gives GUÉRIN (many small rural bureaux), votes give NAÏT-AMAR",
           "percentages with decimal commas; ISO-8859-1 accents in names (NAÏT-AMAR, GUÉRIN)"],
          aliases=None)


# ================================================= 2. Baden-Württemberg BTW
def make_bw():
    name = "btw2029_wahlkreis299_gemeinden_erst_zweitstimmen.csv"
    parties = ["CDU", "SPD", "GRÜNE", "FDP", "AfD", "Die Linke", "FREIE WÄHLER", "Volt", "BSW", "ÖDP"]
    erst_parties = ["CDU", "SPD", "GRÜNE", "FDP", "AfD", "Die Linke", "FREIE WÄHLER", "ÖDP"]
    erst_w = {"CDU": 34, "SPD": 13, "GRÜNE": 12, "FDP": 5, "AfD": 27, "Die Linke": 4, "FREIE WÄHLER": 4, "ÖDP": 1}
    zweit_w = {"CDU": 26, "SPD": 14, "GRÜNE": 11, "FDP": 6, "AfD": 28.5, "Die Linke": 5, "FREIE WÄHLER": 3,
               "Volt": 1.5, "BSW": 4, "ÖDP": 1}
    gem = ["Albhausen", "Bergfelden am Neckar", "Dettenrode", "Ebersweiler", "Fichtenau-Ost", "Gundelshofen",
           "Hagenbrunn", "Ilsfeld-Au", "Jagstbühl", "Kirchdorf an der Rems", "Lauterach", "Mönchsroth-Süd",
           "Neuweiler-Bach", "Oberschwarzach", "Pfrondingen", "Rietheim-Alb", "Schömberg-Tal", "Talheim am Kocher",
           "Unterhausen", "Vöhringen-Berg", "Waldstetten-Nord", "Zaisenweiler", "Stadt Ellwangen-Ried",
           "Stadt Markgröningen-Au", "Bühlertann-Heide", "Großerlach-Süd", "Aichelberg", "Heubach am Rosenstein"]
    for seed in range(1, 400):
        rng = random.Random(2000 + seed)
        rows = []
        e_tot, z_tot = Counter(), Counter()
        for i, g in enumerate(gem):
            wb = rng.randint(900, 4200) if not g.startswith("Stadt") else rng.randint(14000, 21000)
            mit = int(wb * rng.uniform(0.32, 0.46))
            par25 = rng.randint(0, 3)
            ohne = wb - mit - par25
            waehler = int(wb * rng.uniform(0.76, 0.86))
            w_mit = int(mit * rng.uniform(0.85, 0.97))
            ue = rng.randint(3, 8 + waehler // 300)
            uz = rng.randint(2, 6 + waehler // 400)
            ge, gz = waehler - ue, waehler - uz

            def split(total, weights):
                ww = {k: max(0.2, v * rng.uniform(0.8, 1.2)) for k, v in weights.items()}
                s = sum(ww.values())
                out = {k: int(total * v / s) for k, v in ww.items()}
                keys = list(out)
                j = 0
                while sum(out.values()) < total:
                    out[keys[j % len(keys)]] += 1
                    j += 1
                return out
            ev = split(ge, erst_w)
            zv = split(gz, zweit_w)
            e_tot.update(ev)
            z_tot.update(zv)
            ags = "08%03d%03d" % (125 + i % 4, 5 + i * 3)
            rows.append((ags, g, wb, ohne, mit, par25, waehler, w_mit, ue, ge, ev, uz, gz, zv))
        if argmax(e_tot) == "CDU" and argmax(z_tot) == "AfD" and \
                e_tot["CDU"] - e_tot["AfD"] > 400 and z_tot["AfD"] - z_tot["CDU"] > 300:
            break
    else:
        raise SystemExit("bw: no seed")
    head = ["AGS", "Gemeindename", "Wahlberechtigte", "Wahlberechtigte ohne Wahlschein",
            "Wahlberechtigte mit Wahlschein", "Wahlberechtigte nach §25 Abs.2 BWO", "Wähler(innen)",
            "Wähler(innen) mit Wahlschein", "Ungültige Erststimmen", "Gültige Erststimmen"]
    head += ["%s Erststimmen" % p for p in erst_parties]
    head += ["Ungültige Zweitstimmen", "Gültige Zweitstimmen"]
    head += ["%s Zweitstimmen" % p for p in parties]
    lines = [";".join(head)]
    for ags, g, wb, ohne, mit, par25, waehler, w_mit, ue, ge, ev, uz, gz, zv in rows:
        f = [ags, g, wb, ohne, mit, par25, waehler, w_mit, ue, ge] + [ev[p] for p in erst_parties]
        f += [uz, gz] + [zv[p] for p in parties]
        lines.append(";".join(str(x) for x in f))
    write_bytes(name, b"\xef\xbb\xbf" + ("\r\n".join(lines) + "\r\n").encode("utf-8"))
    se = {p: e_tot[p] for p in erst_parties}
    sz = {p: z_tot[p] for p in parties}
    entry(name,
          "Statistisches Landesamt Baden-Württemberg, Bundestagswahl results pages → download of the results by "
          "Gemeinde for one Wahlkreis (CSV, ';'); used by local newsrooms and party offices (Wahlkreis and Gemeinden "
          "invented)",
          "Wide count table: one row per Gemeinde (AGS with leading zeros, name, electorate and voter columns), then "
          "'Ungültige/Gültige Erststimmen' and one '<Partei> Erststimmen' column per constituency candidate's party, then "
          "'Ungültige/Gültige Zweitstimmen' and one '<Partei> Zweitstimmen' column per party list.",
          "Checked: the column titles (AGS, Gemeindename, Wahlberechtigte, 'Wahlberechtigte ohne/mit Wahlschein', "
          "'Wahlberechtigte nach §25 Abs.2 BWO', 'Wähler(innen)', 'Wähler(innen) mit Wahlschein', 'Ungültige Erststimmen', "
          "'Gültige Erststimmen', '<Partei> Erststimmen' …, then the same for Zweitstimmen) and the ';' separator are those "
          "of a public repository that collects the Baden-Württemberg results by Gemeinde (volzinnovation/"
          "btw25-bw-landesergebnis, data/README.md). Unverified: whether the office's own download has exactly this "
          "layout, the UTF-8 BOM and CRLF.",
          "ask", None,
          "Two ballots of equal standing in one file: Erststimmen (constituency candidate, shown by party) and Zweitstimmen "
          "(party list); most votes on each",
          {"Erststimmen": erst_parties, "Zweitstimmen": parties},
          {"Erststimmen": se, "Zweitstimmen": sz},
          ["two ballots side by side with different winners (CDU on Erststimmen, AfD on Zweitstimmen)",
           "electorate and voter columns (Wahlberechtigte, Wähler(innen)) are far larger than any party's votes",
           "Gültige / Ungültige columns sit among the party columns", "AGS are digits with a leading zero (text)",
           "party labels carry the ballot as suffix ('CDU Erststimmen')"],
          acceptable={"Erststimmen": "CDU", "Zweitstimmen": "AfD"},
          ask_because="The file holds both the constituency vote (Erststimmen, won by CDU) and the party-list vote "
                      "(Zweitstimmen, won by AfD), and nothing says which one the question is about.")


# ============================================================ 3. Iowa caucus
def make_iowa():
    name = "IDP_caucus_results_precincts_5counties.csv"
    cands = ["Castellanos", "Whitfield", "Osei", "Brandt", "Lindqvist", "Uncommitted"]
    prof_u = [34, 17, 21, 13, 11, 4]
    prof_r = [16, 35, 15, 17, 13, 4]
    counties = [("Polk", "u", 14), ("Story", "u", 8), ("Sac", "r", 9), ("Ida", "r", 8), ("Audubon", "r", 7)]
    for seed in range(1, 600):
        rng = random.Random(3000 + seed)
        data = []
        first, final, sde = Counter(), Counter(), defaultdict(float)
        for county, kind, n in counties:
            for p in range(1, n + 1):
                if kind == "u":
                    att = rng.randint(180, 460)
                    dels = rng.randint(6, 10)
                    sde_w = round(rng.uniform(5.0, 9.0), 3)
                    prof = prof_u
                    pname = ("%s %d-%d" % ("DSM" if county == "Polk" else "Ames", (p + 1) // 2, p))
                else:
                    att = rng.randint(18, 70)
                    dels = rng.randint(2, 4)
                    sde_w = round(rng.uniform(3.5, 6.0), 3)
                    prof = prof_r
                    pname = "%s Twp %d" % (["Clinton", "Douglas", "Eden", "Grant", "Jackson", "Lake", "Union",
                                             "Wall Lake", "Viola", "Cedar"][p % 10], p)
                w = [max(0.3, x * rng.uniform(0.6, 1.4)) for x in prof]
                fe = Counter()
                for _ in range(att):
                    fe[cands[rng.choices(range(6), weights=w)[0]]] += 1
                thr = 0.15 * att
                viable = [c for c in cands if fe[c] >= thr]
                if not viable:
                    viable = [max(cands, key=lambda c: fe[c])]
                fi = Counter({c: fe[c] for c in viable})
                for c in cands:
                    if c in viable:
                        continue
                    for _ in range(fe[c]):
                        if rng.random() < 0.15:
                            continue  # went home
                        vw = [w[cands.index(v)] for v in viable]
                        fi[viable[rng.choices(range(len(viable)), weights=vw)[0]]] += 1
                tf = sum(fi.values())
                raw = {c: dels * fi[c] / tf for c in viable}
                dd = {c: int(raw[c] + 0.5) for c in viable}
                while sum(dd.values()) > dels:
                    c = min((c for c in viable if dd[c] > 0), key=lambda c: raw[c] - int(raw[c]))
                    dd[c] -= 1
                while sum(dd.values()) < dels:
                    c = max(viable, key=lambda c: raw[c] - dd[c])
                    dd[c] += 1
                sd = {c: round(dd.get(c, 0) * sde_w / dels, 4) for c in cands}
                for c in cands:
                    first[c] += fe[c]
                    final[c] += fi.get(c, 0)
                    sde[c] += sd[c]
                data.append((county, pname, {c: (fe[c], fi.get(c, 0), sd[c]) for c in cands}))
        sde_r = {c: round(sde[c], 4) for c in cands}
        a, b, s = argmax(first), argmax(final), argmax(sde_r)
        if a == "Castellanos" and s == "Whitfield" and b is not None and \
                sorted(sde_r.values())[-1] - sorted(sde_r.values())[-2] > 0.5:
            break
    else:
        raise SystemExit("iowa: no seed")
    r1 = ["County", "Precinct"]
    r2_ = ["", ""]
    for c in cands:
        r1 += [c, "", ""]
        r2_ += ["First Expression", "Final Expression", "SDE"]
    lines = [csv_line(r1), csv_line(r2_)]
    by_county = OrderedDict()
    for county, pname, vals in data:
        by_county.setdefault(county, []).append((pname, vals))
    for county, precs in by_county.items():
        tot = {c: [0, 0, 0.0] for c in cands}
        for pname, vals in precs:
            f = [county, pname]
            for c in cands:
                fe, fi, sd = vals[c]
                f += [fe, fi, ("%.4f" % sd).rstrip("0").rstrip(".") if sd else "0"]
                tot[c][0] += fe
                tot[c][1] += fi
                tot[c][2] += sd
            lines.append(csv_line(f))
        f = [county, "Total"]
        for c in cands:
            f += [tot[c][0], tot[c][1], ("%.4f" % tot[c][2]).rstrip("0").rstrip(".") if tot[c][2] else "0"]
        lines.append(csv_line(f))
    write_bytes(name, ("\n".join(lines) + "\n").encode("utf-8"))
    entry(name,
          "Iowa Democratic Party caucus results site (results.thecaucuses.org style), precinct results table saved as "
          "CSV; used by campaigns and reporters on caucus night (candidates, precincts and numbers invented)",
          "Wide table with two header rows: candidate names spanning three columns each, then 'First Expression', "
          "'Final Expression' and 'SDE' under every candidate; one row per precinct and a 'Total' row after each county.",
          "Partly checked: stored pages (FiveThirtyEight, Wikipedia, local papers) confirm that the Iowa Democratic Party "
          "reports first alignment, final alignment and state delegate equivalents (SDEs) per candidate, that the "
          "measures can name different leaders and that media treated SDEs as the decisive measure while the popular "
          "vote went the other way; a public scraper of results.thecaucuses.org (IowaDemCaucus2020) mentions the per-county "
          "'Total' rows. The CSV itself (two header rows, the SDE decimals, UTF-8, LF) is from memory, unverified.",
          "ask", None,
          "Which candidate won: first alignment votes, final alignment votes or state delegate equivalents (SDEs)",
          {"First Expression": cands, "Final Expression": cands, "SDE": cands},
          {"First Expression": dict(first), "Final Expression": dict(final), "SDE": sde_r},
          ["three measures per candidate; votes and SDEs name different winners",
           "county 'Total' rows double the precinct rows",
           "candidate name only over the first of its three columns (blank cells after it)",
           "SDE are decimals, alignments are head counts"],
          acceptable={"First Expression": a, "Final Expression": b, "SDE": s},
          ask_because="Caucus results report head counts (first and final alignment) and state delegate equivalents; "
                      "the popular vote and the SDEs name different winners, and the file does not say which measure "
                      "decides.")


# ================================================================= 4. nVotes
def make_nvotes():
    name = "resultados_asamblea_ciudadana_aragon_2026_nvotes.txt"
    qs = [
        ("Elección de la Secretaría General de Movimiento Común Aragón",
         ["Lucía Bermejo Salas", "Andrés Oliván Pardo", "Marta Espallargas Gil", "Íñigo Royo Lacasa"],
         [31, 36, 22, 11]),
        ("Elección de la Portavocía en las Cortes de Aragón",
         ["Pilar Lasheras Abad", "Jorge Ballarín Torres", "Nerea Casanova Sanz"],
         [44, 33, 23]),
    ]
    for seed in range(1, 300):
        rng = random.Random(4000 + seed)
        total = 2184
        res = []
        for title, opts, w in qs:
            blank = invalid = 0
            cnt = Counter()
            for _ in range(total):
                x = rng.random()
                if x < 0.035:
                    blank += 1
                elif x < 0.043:
                    invalid += 1
                else:
                    cnt[opts[rng.choices(range(len(opts)), weights=w)[0]]] += 1
            res.append((title, opts, cnt, blank, invalid))
        w1, w2 = argmax(res[0][2]), argmax(res[1][2])
        if w1 == "Andrés Oliván Pardo" and w2 == "Pilar Lasheras Abad":
            break
    out = []
    for title, opts, cnt, blank, invalid in res:
        valid = sum(cnt.values())
        out.append("\n\nQ: %s\n" % title)
        out.append("Total votes: %d" % total)
        out.append("Blank votes: %d (%0.2f%%)" % (blank, blank * 100 / total))
        out.append("Invalid votes: %d (%0.2f%%)" % (invalid, invalid * 100 / total))
        out.append("Total valid votes (votes to options): %d (%0.2f%%)" % (valid, valid * 100 / total))
        out.append("Options:")
        win = argmax(cnt)
        out.append("%d. %s (%d votes, %0.2f%%)" % (1, win, cnt[win], cnt[win] * 100 / total))
        for o in sorted([o for o in opts if o != win], key=lambda o: -cnt[o]):
            out.append("N. %s (%d votes, %0.2f%%)" % (o, cnt[o], cnt[o] * 100 / total))
    write_bytes(name, ("\n".join(out) + "\n").encode("utf-8"))
    k1, k2 = "Secretaría General", "Portavocía en las Cortes"
    entry(name,
          "nVotes / Agora Voting (Spanish open-source online voting platform used for party primaries and 'consultas "
          "ciudadanas'), results of an election run through agora-results' pretty-print pipe, output saved to a .txt by "
          "the party's election committee (party, questions and names invented)",
          "Printed results of a two-question online vote: per question 'Q: <title>', total / blank / invalid / valid "
          "votes with percentages, then 'Options:' with the winner as '1. <name> (n votes, p%)' and the others as 'N. …'.",
          "Checked in the agora-results code (stored copies of its pretty_print module): the '\\n\\nQ: %s\\n' heading, "
          "the 'Total votes:', 'Blank votes: n (p%)', 'Invalid votes:', 'Total valid votes (votes to options):' and "
          "'Options:' lines and the '1. name (n votes, p%)' / 'N. name …' option lines. That this output is what the "
          "committee circulated, UTF-8 and LF are assumptions, unverified.",
          "ask", None,
          "Two single-seat elections of equal standing in one vote; most votes in each",
          {k1: qs[0][1], k2: qs[1][1]},
          {k1: dict(res[0][2]), k2: dict(res[1][2])},
          ["two questions, each electing a different post, each with its own '1.' winner",
           "percentages are of all votes cast (blank and invalid included), not of valid votes",
           "'N.' instead of a rank number for non-winners", "Total votes repeated per question"],
          acceptable={k1: w1, k2: w2},
          ask_because="The file reports two separate single-seat elections (Secretaría General and Portavocía) of equal "
                      "standing, each with its own winner.")


# ================================================================== 5. Voxaly CSE
def make_voxaly():
    name = "Voxaly_CSE_2026_resultats_1er_tour_Transports_Garonne_Sud.xlsx"
    blocks = [
        ("Collège 1 – Ouvriers / Employés", "Titulaires", 612,
         {"CGT": 36, "CFDT": 30, "FO": 17, "UNSA": 10, "SUD": 7}),
        ("Collège 1 – Ouvriers / Employés", "Suppléants", 612,
         {"CGT": 40, "CFDT": 27, "FO": 17, "UNSA": 9, "SUD": 7}),
        ("Collège 2 – Techniciens / Agents de maîtrise / Cadres", "Titulaires", 318,
         {"CGT": 14, "CFDT": 38, "FO": 9, "UNSA": 13, "CFE-CGC": 26}),
        ("Collège 2 – Techniciens / Agents de maîtrise / Cadres", "Suppléants", 318,
         {"CGT": 33, "CFDT": 27, "FO": 10, "UNSA": 12, "CFE-CGC": 18}),
    ]
    for seed in range(1, 500):
        rng = random.Random(5000 + seed)
        res = []
        for col, kind, ins, w in blocks:
            vot = int(ins * rng.uniform(0.58, 0.70))
            bl = rng.randint(4, 14)
            nu = rng.randint(1, 6)
            ex = vot - bl - nu
            cnt = Counter()
            for _ in range(ex):
                cnt[list(w)[rng.choices(range(len(w)), weights=list(w.values()))[0]]] += 1
            res.append((col, kind, ins, vot, bl, nu, ex, cnt))
        tit = Counter()
        allv = Counter()
        c1t = res[0][7]
        for r in res:
            allv.update(r[7])
            if r[1] == "Titulaires":
                tit.update(r[7])
        if argmax(tit) == "CFDT" and argmax(allv) == "CGT" and argmax(c1t) == "CGT":
            break
    else:
        raise SystemExit("voxaly: no seed")
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Synthèse"
    ws["A1"] = "Élections des membres de la délégation du personnel au CSE – 1er tour"
    ws["A1"].font = Font(bold=True, size=13)
    ws.merge_cells("A1:H1")
    ws["A2"] = "Transports Garonne Sud SAS – établissement de Montauban-Lalande"
    ws.merge_cells("A2:H2")
    ws["A3"] = "Scrutin électronique du 17/11/2026 09:00 au 19/11/2026 16:00 – dépouillement le 19/11/2026 16:12"
    ws.merge_cells("A3:H3")
    ws["A4"] = "Export généré le 19/11/2026 16:20 par le président du bureau de vote"
    ws.merge_cells("A4:H4")
    ws.append([])
    ws.append(["Collège", "Scrutin", "Inscrits", "Votants", "Blancs", "Nuls", "Suffrages valablement exprimés",
               "Quorum (50 % des inscrits)"])
    for c in ws[6]:
        c.font = Font(bold=True)
    for col, kind, ins, vot, bl, nu, ex, cnt in res:
        ws.append([col, kind, ins, vot, bl, nu, ex, "Atteint" if vot * 2 >= ins else "Non atteint"])
    ws.append([])
    ws.append(["Audience électorale des organisations syndicales (art. L. 2122-1 du Code du travail) : calculée sur "
               "les suffrages valablement exprimés au 1er tour des élections des titulaires, tous collèges confondus. "
               "Les résultats des suppléants ne sont pas pris en compte."])
    ws.merge_cells(start_row=ws.max_row, start_column=1, end_row=ws.max_row, end_column=8)
    ws.cell(ws.max_row, 1).alignment = Alignment(wrap_text=True)
    ws.append(["Détail par liste : voir l'onglet « Résultats par scrutin »."])
    ws.column_dimensions["A"].width = 50
    ws2 = wb.create_sheet("Résultats par scrutin")
    for col, kind, ins, vot, bl, nu, ex, cnt in res:
        ws2.append(["%s – %s" % (col, kind)])
        ws2.cell(ws2.max_row, 1).font = Font(bold=True)
        ws2.append(["Liste", "Organisation syndicale", "Voix", "% des exprimés"])
        for u in sorted(cnt, key=lambda u: -cnt[u]):
            ws2.append(["Liste %s" % u, u, cnt[u], round(100.0 * cnt[u] / ex, 2)])
        ws2.append(["Total", "", ex, 100.0])
        ws2.append([])
    ws2.column_dimensions["A"].width = 48
    save_xlsx(wb, name)
    unions = ["CGT", "CFDT", "FO", "UNSA", "SUD", "CFE-CGC"]
    entry(name,
          "Voxaly (Docaposte) electronic voting for French works-council (CSE) elections, election administration → "
          "results export (.xlsx) after the count; used by employers, unions and the bureau de vote to fill the "
          "procès-verbal (company and numbers invented)",
          "Workbook whose first sheet is a summary (title block, turnout per ballot, a note on how union audience is "
          "measured) and whose second sheet lists four separate ballots (two collèges × titulaires / suppléants), each a "
          "list / union / votes / percent block with a Total row.",
          "Checked (stored pages: the French labour ministry's elections page, WeChooz and a CFTC page): CSE elections "
          "hold separate ballots for titulaires and suppléants in each collège, the quorum is half of the registered "
          "voters, and union audience (art. L. 2122-1) is measured on the suffrages exprimés of the first round of the "
          "titulaires' election. Voxaly's own export layout, sheet names and labels are from memory, unverified.",
          "winner", "CFDT",
          "Union with the most votes in the first-round titulaires ballots, all collèges together (the audience rule "
          "stated on the summary sheet)",
          unions, dict(tit),
          ["suppléants blocks look like more votes: adding them gives CGT",
           "collège 1 titulaires alone gives CGT", "summary sheet first, the counts are on the second sheet",
           "Total rows and Inscrits / Votants columns", "labels appear twice ('Liste CFDT' and 'CFDT')"],
          aliases=["Liste CFDT"])


# ======================================================== 6. Korean roll call
def make_korea():
    name = "국회_본회의_표결정보_제431회_제9차_지역공공교통법.csv"
    surn = [("김", "金"), ("이", "李"), ("박", "朴"), ("최", "崔"), ("정", "鄭"), ("강", "姜"), ("조", "趙"),
            ("윤", "尹"), ("장", "張"), ("임", "林"), ("한", "韓"), ("오", "吳"), ("서", "徐"), ("신", "申"),
            ("권", "權"), ("황", "黃"), ("안", "安"), ("송", "宋"), ("류", "柳"), ("홍", "洪")]
    given = [("민", "民"), ("수", "洙"), ("영", "英"), ("진", "鎭"), ("현", "賢"), ("정", "貞"), ("호", "浩"),
             ("재", "在"), ("성", "成"), ("희", "熙"), ("준", "俊"), ("혜", "惠"), ("경", "慶"), ("동", "東"),
             ("석", "錫"), ("숙", "淑"), ("철", "哲"), ("태", "泰"), ("윤", "允"), ("기", "基")]
    regions = ["서울 종로구", "서울 마포구을", "부산 해운대구갑", "대구 수성구을", "인천 연수구갑", "광주 북구을",
               "대전 유성구갑", "울산 남구을", "경기 수원시정", "경기 고양시병", "강원 춘천시철원군화천군양구군갑",
               "충북 청주시흥덕구", "충남 천안시을", "전북 전주시갑", "전남 순천시광양시곡성군구례군을",
               "경북 포항시북구", "경남 창원시성산구", "제주 제주시갑", "세종특별자치시을", "경기 성남시분당구을"]
    cmte = ["국토교통위원회", "법제사법위원회", "기획재정위원회", "행정안전위원회", "보건복지위원회", "교육위원회",
            "환경노동위원회", "과학기술정보방송통신위원회", "정무위원회", "외교통일위원회", "농림축산식품해양수산위원회"]
    parties = [("미래개혁당", 151, {"찬성": 0.74, "반대": 0.04, "기권": 0.04, "불참": 0.18}),
               ("공화연합", 118, {"찬성": 0.0, "반대": 0.05, "기권": 0.01, "불참": 0.94}),
               ("진보시민당", 19, {"찬성": 0.30, "반대": 0.55, "기권": 0.10, "불참": 0.05}),
               ("무소속", 12, {"찬성": 0.35, "반대": 0.25, "기권": 0.15, "불참": 0.25})]
    for seed in range(1, 300):
        rng = random.Random(6000 + seed)
        rows, used = [], set()
        cnt = Counter()
        for party, n, dist in parties:
            for i in range(n):
                while True:
                    s = rng.choice(surn)
                    g1, g2 = rng.sample(given, 2)
                    hn = s[0] + g1[0] + g2[0]
                    if hn not in used:
                        used.add(hn)
                        break
                hj = s[1] + g1[1] + g2[1]
                seat = "비례대표" if rng.random() < 0.16 else rng.choice(regions)
                v = rng.choices(list(dist), weights=list(dist.values()))[0]
                cnt[v] += 1
                rows.append([hn, hj, party, seat, rng.choice(cmte), v])
        if cnt["불참"] > cnt["찬성"] > cnt["반대"] and cnt["찬성"] > cnt["반대"] + cnt["기권"]:
            break
    rows.sort(key=lambda r: r[0])
    head = ["의원명", "한자명", "정당명", "선거구", "소속위원회", "표결결과", "의안번호", "의안명", "표결일자"]
    lines = [csv_line(head)]
    for r in rows:
        lines.append(csv_line(r + ["2212874", "지역공공교통 지원에 관한 법률 일부개정법률안(대안)(국토교통위원장)",
                                   "2026-11-26"]))
    write_bytes(name, ("\r\n".join(lines) + "\r\n").encode("cp949"))
    entry(name,
          "열린국회정보 (open.assembly.go.kr, the Korean National Assembly's open data portal), dataset 국회의원 본회의 "
          "표결정보 filtered to one bill → file download (CSV), opened in Korean Excel and saved as CSV (CP949); used "
          "by reporters and civic groups to see how each member voted (members, parties and bill invented)",
          "Roll call, one choice per row with metadata: member name in Hangul and Hanja, party, constituency, committee, "
          "vote result (찬성 / 반대 / 기권 / 불참), bill number, bill name and vote date.",
          "Partly checked: public code that reads the portal's plenary roll-call data uses the fields HG_NM (member name), "
          "POLY_NM (party), BILL_NAME, VOTE_DATE and RESULT_VOTE_MOD with the values 찬성 / 반대 / 기권 / 불참. The "
          "Korean column titles of the file download, the column order and CP949 (Korean Excel re-save) are from "
          "memory, unverified.",
          "winner", "찬성",
          "Outcome of the roll call: the option with the most votes cast (찬성 / 반대 / 기권); 불참 means the member did "
          "not take part",
          ["찬성", "반대", "기권"], {k: cnt[k] for k in ["찬성", "반대", "기권"]},
          ["불참 (absent: one party boycotted the vote) is the most frequent value but is not a vote",
           "bill name and number repeat on every row", "Hanja names next to Hangul names", "CP949 encoding"])
    EXPECTED[name]["traps"].append("불참 rows: %d, more than 찬성 (%d)" % (cnt["불참"], cnt["찬성"]))


# =================================================================== 7. Garoon
def make_garoon():
    name = "アンケート回答_第38回定期大会役員選挙_東邦精機労働組合.csv"
    fam = ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤", "吉田", "山田", "佐々木",
           "山口", "松本", "井上", "木村", "林", "斎藤", "清水", "山崎", "森", "池田", "橋本", "阿部", "石川"]
    giv = ["大輔", "恵子", "翔太", "美咲", "健一", "由美", "誠", "裕子", "拓也", "直樹", "明美", "浩二", "真由美",
           "和也", "智子", "剛", "陽子", "亮", "聡", "純子"]
    depts = ["本社工場／製造一課", "本社工場／製造二課", "本社工場／品質保証課", "北上工場／組立課", "北上工場／保全課",
             "本社／総務部", "本社／設計部", "物流センター"]
    cands = ["山本 恵子（製造二課）", "佐々木 大輔（北上工場）", "中村 隆（設計部）"]
    blank = "白票（信任する候補者なし）"
    for seed in range(1, 300):
        rng = random.Random(7000 + seed)
        rows = []
        q1 = Counter()
        q2 = Counter()
        used = set()
        for i in range(186):
            while True:
                nm = rng.choice(fam) + " " + rng.choice(giv)
                if nm not in used:
                    used.add(nm)
                    break
            dept = rng.choice(depts)
            w = [38, 34, 22, 6] if "北上" not in dept else [22, 58, 14, 6]
            a1 = rng.choices(cands + [blank], weights=w)[0]
            a2 = rng.choices(["賛成", "反対", "保留"], weights=[78, 12, 10])[0]
            a3 = rng.choices(["対面開催", "対面＋オンライン併用", "オンラインのみ"], weights=[30, 55, 15])[0]
            a4 = rng.choice(["", "", "", "", "春闘の要求根拠をもっと早く共有してほしい", "夜勤手当の見直しを要求項目に",
                             "北上工場でも説明会を開いてください", "特になし", "組合費の使途を報告してほしい"])
            day = 9 + i * 8 // 186
            ts = "2026/11/%02d %02d:%02d" % (day, rng.randint(7, 21), rng.randint(0, 59))
            rows.append([nm, "u%05d" % rng.randint(10000, 99999), dept, ts, a1, a2, a3, a4])
            q1[a1] += 1
            q2[a2] += 1
        rows.sort(key=lambda r: r[3])
        sc = {c: q1[c] for c in cands}
        if argmax(sc) == cands[0] and q2["賛成"] > max(q1.values()) and \
                sc[cands[0]] - sorted(sc.values())[-2] >= 4:
            break
    test = ["組合事務局 テスト", "kumiai-admin", "本社／総務部", "2026/11/08 17:05", cands[1], "賛成", "対面開催",
            "（テスト回答・集計対象外）"]
    rows.insert(0, test)
    head = ["回答者", "ログイン名", "所属組織", "回答日時",
            "Q1. 執行委員長選挙：候補者1名を選択してください", "Q2. 2026春闘要求案（賃上げ要求 月額15,000円）に賛成しますか",
            "Q3. 定期大会の開催形式", "Q4. 執行部へのご意見・ご要望（自由記述）"]
    lines = [csv_line(head, quote_all=True)] + [csv_line(r, quote_all=True) for r in rows]
    write_bytes(name, ("\r\n".join(lines) + "\r\n").encode("cp932"))
    entry(name,
          "サイボウズ Garoon (Cybozu groupware used as a company intranet), アンケート (questionnaire) → 集計結果 → "
          "回答をCSVファイルに書き出す; a company trade union (労働組合) running its officer election and a vote on the "
          "spring wage demand through the intranet (union, members and numbers invented)",
          "Several questions in one export, one row per respondent with metadata (name, login, department, time): Q1 is "
          "the chair election (one candidate or a blank vote), Q2 a yes/no on the wage demand, Q3 the meeting format, "
          "Q4 free text; a test answer by the union office on top.",
          "From memory, unverified (search found nothing on Garoon's questionnaire CSV): the column titles, every field "
          "quoted, Shift_JIS (CP932) and CRLF as Japanese groupware writes CSV for Excel.",
          "winner", cands[0],
          "Most votes in Q1, the chair (執行委員長) election, excluding the office's test answer",
          cands + [blank], {c: q1[c] for c in cands + [blank]},
          ["Q2 '賛成' is the most frequent answer in the file but is a yes/no on the wage demand, not a candidate",
           "a test answer by the union office (集計対象外) in the first data row",
           "blank-vote option (白票) among the candidates",
           "candidate labels carry the department in full-width brackets"],
          aliases=["山本 恵子"])


# ================================================================== 8. Datacap
def make_datacap():
    name = "Datacap_export_Local2231_officer_election_2026_RCV.txt"
    cands = ["OKAFOR J", "MUNOZ R", "WHITFIELD D", "NGUYEN T"]
    profiles = [  # weight, ranking
        (34, ["MUNOZ R", "NGUYEN T", "OKAFOR J"]),
        (25, ["OKAFOR J", "WHITFIELD D"]),
        (13, ["WHITFIELD D", "OKAFOR J", "MUNOZ R"]),
        (18, ["NGUYEN T", "OKAFOR J", "WHITFIELD D"]),
        (10, ["OKAFOR J", "NGUYEN T", "MUNOZ R"]),
    ]

    def irv(ballots):
        cont = list(cands)
        rounds = []
        while True:
            tally = Counter({c: 0 for c in cont})
            for b in ballots:
                for c in b:
                    if c in cont:
                        tally[c] += 1
                        break
            rounds.append(dict(tally))
            tot = sum(tally.values())
            top = max(cont, key=lambda c: tally[c])
            if tally[top] * 2 > tot or len(cont) == 2:
                return top, rounds
            low = min(tally.values())
            losers = [c for c in cont if tally[c] == low]
            assert len(losers) == 1, rounds
            cont.remove(losers[0])

    for seed in range(1, 800):
        rng = random.Random(8000 + seed)
        ballots = []
        for i in range(236):
            prof = rng.choices(profiles, weights=[p[0] for p in profiles])[0][1]
            r = list(prof)
            if rng.random() < 0.25:
                r = r[:1]
            elif rng.random() < 0.2 and len(r) > 2:
                r = r[:2]
            ballots.append(r)
        try:
            win, rounds = irv(ballots)
        except AssertionError:
            continue
        first = rounds[0]
        fl = argmax(first)
        dups = rng.sample(range(len(ballots)), 9)
        with_dups = ballots + [ballots[i] for i in dups]
        try:
            win_d, _ = irv(with_dups)
        except AssertionError:
            continue
        if win == "OKAFOR J" and fl == "MUNOZ R" and argmax(rounds[-1]) == win:
            break
    else:
        raise SystemExit("datacap: no seed")
    cols = []
    for c in cands:
        for k in ("1st", "2nd", "3rd"):
            cols.append("%s (%s)" % (c, k))
    out = ["Local 2231 Officer Election 2026 - PRESIDENT - ranked-choice ballot, instant runoff per Bylaws Art. VII Sec. 4",
           ",BallotSerial,Status," + ",".join(cols)]
    serial = 104001
    serials = []
    batches = [(0, 80, "20261114.001", "11/14/2026", "14:05:31"), (80, 160, "20261114.002", "11/14/2026", "15:22:09"),
               (160, 236, "20261114.003", "11/14/2026", "16:42:07")]
    for i in range(len(ballots)):
        serials.append(serial + i * 7 + (i % 3))

    def marks(b):
        v = []
        for c in cands:
            for k in range(3):
                v.append("1" if k < len(b) and b[k] == c else "0")
        return v
    for lo, hi, bid, d, t in batches:
        out.append("Export for batch #%s,%s,%s" % (bid, d, t))
        for i in range(lo, hi):
            out.append("," + ",".join(["%d" % serials[i], "OK"] + marks(ballots[i])))
    out.append("Export for batch #20261114.004,11/14/2026,17:10:44")
    for i in sorted(dups):
        out.append("," + ",".join(["%d" % serials[i], "RESCAN-DUP"] + marks(ballots[i])))
    write_bytes(name, ("\r\n".join(out) + "\r\n").encode("cp1252"))
    scores = {}
    for r in rounds:
        scores.update(r)
    entry(name,
          "IBM Datacap (document capture) application built by a ballot vendor to scan a union local's mailed officer "
          "ballots, export ruleset 'Export to a text file' (one line per page, fields comma-separated, a header line per "
          "batch); the local's election committee received the file (local, candidates and serials invented)",
          "Ranked ballots as one 0/1 column per candidate and rank (1st / 2nd / 3rd choice bubbles), one line per ballot "
          "with a leading comma, a job line and a field-name line on top, an 'Export for batch #…' line before each batch "
          "and a rescan batch of duplicates at the end.",
          "Checked in IBM's Datacap documentation (stored page 'Export to a text file'): the export writes a header "
          "'Export for batch #<id>,<date>,<time>' and then one line per page with the field values separated by commas, "
          "each line starting with a comma. The job line and field-name line (written by the application's own export "
          "rule), the 'RESCAN-DUP' status and cp1252 / CRLF are my assumptions, unverified.",
          "winner", "OKAFOR J",
          "Instant-runoff count of the ranked ballots (as the job line says), excluding the rescanned duplicates; "
          "score = the candidate's votes in the last round it took part in",
          cands, scores,
          ["first-choice leader (MUNOZ R) loses the instant runoff",
           "nine ballots rescanned in a fourth batch and flagged RESCAN-DUP",
           "'Export for batch #…' header lines repeat inside the data",
           "candidate appears in three columns (1st / 2nd / 3rd); summing every 1 gives a Borda-like total"])
    EXPECTED[name]["traps"].append("first choices: " + ", ".join("%s %d" % (c, rounds[0][c]) for c in cands))


# ============================================================ 9. LiquidFeedback
def schulze(options, ballots):
    d = {(a, b): 0 for a in options for b in options if a != b}
    for weight, tiers in ballots:
        pos = {}
        for i, tier in enumerate(tiers):
            for o in tier:
                pos[o] = i
        for a in options:
            for b in options:
                if a != b and pos[a] < pos[b]:
                    d[(a, b)] += weight
    p = {}
    for a in options:
        for b in options:
            if a != b:
                p[(a, b)] = d[(a, b)] if d[(a, b)] > d[(b, a)] else 0
    for i in options:
        for j in options:
            if i == j:
                continue
            for k in options:
                if k in (i, j):
                    continue
                p[(j, k)] = max(p[(j, k)], min(p[(j, i)], p[(i, k)]))
    wins = {a: sum(1 for b in options if b != a and p[(a, b)] > p[(b, a)]) for a in options}
    return sorted(options, key=lambda a: -wins[a]), wins


def make_lqfb():
    name = "LQFB_Thema_1842_Abstimmungsergebnis.txt"
    ini = OrderedDict([
        ("i3307", "Initiative i3307: Präsenz-LMV an einem zentralen Ort"),
        ("i3311", "Initiative i3311: Dezentrale LMV an drei Orten mit Online-Zuschaltung"),
        ("i3316", "Initiative i3316: Reine Online-LMV mit geheimer Abstimmung über externen Dienstleister"),
        ("i3320", "Initiative i3320: Entscheidung dem Landesvorstand überlassen"),
    ])
    SQ = "SQ"
    # tiers: approvals (ordered) | neutral incl. status quo | disapprovals (ordered)
    groups = [
        (["i3311", "i3307"], ["i3320"], ["i3316"]),
        (["i3307", "i3311"], ["i3316"], ["i3320"]),
        (["i3316", "i3307"], ["i3320"], ["i3311"]),
        (["i3311"], [], ["i3316", "i3307", "i3320"]),
        (["i3307"], ["i3311", "i3320"], ["i3316"]),
        ([], ["i3320"], ["i3316", "i3311", "i3307"]),
    ]
    base = [30, 25, 20, 17, 6, 8]
    for seed in range(1, 500):
        rng = random.Random(9000 + seed)
        w = [max(1, int(b * rng.uniform(0.85, 1.15))) for b in base]
        ballots = []
        for (appr, neut, dis), n in zip(groups, w):
            tiers = [[a] for a in appr] + [neut + [SQ]] + [[x] for x in dis]
            ballots.append((n, tiers))
        voters = sum(w)
        yes = Counter()
        no = Counter()
        neu = Counter()
        for (appr, neut, dis), n in zip(groups, w):
            for k in ini:
                if k in appr:
                    yes[k] += n
                elif k in dis:
                    no[k] += n
                else:
                    neu[k] += n
        admitted = [k for k in ini if yes[k] * 2 > yes[k] + no[k]]
        ranking, wins = schulze(admitted + [SQ], ballots)
        top = ranking[0]
        if top == SQ or wins[top] != len(admitted):
            continue
        if top == "i3311" and argmax(dict(yes)) == "i3307" and len(admitted) >= 2:
            break
    else:
        raise SystemExit("lqfb: no seed")
    supporters = {"i3307": 38, "i3311": 41, "i3316": 57, "i3320": 12}
    rank = {}
    r = 1
    for k in ranking:
        rank[k] = r
        r += 1
    out = ["Thema #1842 – Satzung § 9: Ort und Form der Landesmitgliederversammlung (LMV)",
           "Gliederung: Landesverband Nordmark (Testinstanz lqfb-nordmark) · Regelwerk: Satzungsänderung (2/3-Quorum "
           "entfällt, einfache Mehrheit) · Abstimmung beendet am 21.11.2026 18:00",
           "Stimmberechtigte Teilnehmer (direkt und per Delegation): %d" % voters,
           "",
           "\t".join(["Rang", "Initiative", "Unterstützer", "Ja", "Enthaltung", "Nein", "Zustimmung", "Ergebnis"])]
    order = [k for k in ranking if k != SQ] + [k for k in ini if k not in ranking]
    for k in order:
        tot = yes[k] + no[k]
        app = 100.0 * yes[k] / tot if tot else 0.0
        if k == top:
            res = "Gewinner (angenommen)"
        elif k in admitted:
            res = "Zulässig, nicht gewonnen" if rank[k] > rank[SQ] or True else ""
        else:
            res = "nicht zugelassen (keine Mehrheit)"
        rk = str(rank[k]) if k in rank else "–"
        out.append("\t".join([rk, ini[k], str(supporters[k]), str(yes[k]), str(neu[k]), str(no[k]),
                              pct_fr(app, 1) + " %", res]))
    out.append("\t".join([str(rank[SQ]), "Status quo", "", "", "", "", "", "Status quo"]))
    out.append("")
    out.append("Rangfolge nach Schulze-Methode unter den zugelassenen Initiativen; Zustimmung = Ja / (Ja + Nein).")
    out.append("Unterstützer = Stand am Ende der Diskussionsphase.")
    text = "\r\n".join(out) + "\r\n"
    write_bytes(name, b"\xff\xfe" + text.encode("utf-16-le"))
    scores = {ini[k]: wins.get(k, 0) for k in ini}
    entry(name,
          "LiquidFeedback (Liquid Democracy software used by Pirate Party branches for member initiatives), the issue's "
          "results view selected in the browser, pasted into Excel (German) and saved as 'Unicode-Text (*.txt)'; a party "
          "branch deciding how its members' assembly meets (branch, initiatives and numbers invented)",
          "Results sheet with a rank column: title lines (issue, rules, number of voters), then Rang / Initiative / "
          "Unterstützer / Ja / Enthaltung / Nein / Zustimmung / Ergebnis, a 'Status quo' row and two footnotes.",
          "Partly checked (stored pages: interaktive-demokratie.org, Pirate Party Austria's LiquidFeedback drafts and the "
          "LiquidFeedback FAQ of the German Pirate Party): the final vote lets members approve several competing "
          "initiatives, order them by preference, disapprove others; only initiatives with enough approval are admitted "
          "and the Schulze method ranks them, so the winner need not have the most approvals. The table layout, column "
          "titles and the Excel 'Unicode text' route (UTF-16 LE with BOM, TAB, CRLF) are from memory, unverified.",
          "winner", ini[top],
          "Schulze winner among the admitted initiatives (Rang 1, 'Gewinner'), the tool's own rule; score = pairwise "
          "Schulze wins against the other admitted initiatives and the status quo (0 = not admitted)",
          list(ini.values()), scores,
          ["most 'Ja' votes (i3307) is not the Schulze winner",
           "'Unterstützer' from the discussion phase is largest for a rejected initiative",
           "Zustimmung percent with decimal comma and a non-admitted initiative without a rank",
           "UTF-16 LE with BOM, TAB separated"],
          aliases=[top])
    EXPECTED[name]["traps"].append("Ja counts: " + ", ".join("%s %d" % (k, yes[k]) for k in ini))


# ============================================================ 10. Stanford PB
def make_stanford():
    name = "pb_district7_2026_votes_export.csv"
    projects = [
        ("p01", "Protected bike lanes on Alder Street", 420000),
        ("p02", "Shade trees and benches for Marlow Park", 185000),
        ("p03", "Laptop lending kiosk at Eastgate Library", 95000),
        ("p04", "Crosswalk beacons near Jefferson Elementary", 160000),
        ("p05", "Community garden water hookups", 60000),
        ("p06", "Youth soccer field lighting", 310000),
        ("p07", "Public restroom at the Riverside transit hub", 275000),
    ]
    for seed in range(1, 600):
        rng = random.Random(10000 + seed)
        rows = []
        tok = Counter()
        sup = Counter()
        vid = 0
        for v in range(1, 121):
            status = "valid"
            if rng.random() < 0.05:
                status = "rejected_duplicate_phone"
            kind = rng.random()
            if kind < 0.42:   # broad supporters, few tokens each
                picks = rng.sample(["p02", "p04", "p05", "p03"], rng.randint(2, 3)) + ["p04"]
                picks = list(dict.fromkeys(picks))
            elif kind < 0.72:
                picks = ["p01"] + rng.sample(["p06", "p07", "p02"], rng.randint(0, 1))
            else:
                picks = rng.sample([p[0] for p in projects], rng.randint(1, 3))
            left = 10
            alloc = {}
            for i, p in enumerate(picks):
                if i == len(picks) - 1:
                    n = left
                else:
                    n = rng.randint(1, max(1, left - (len(picks) - 1 - i)))
                    if p == "p01":
                        n = max(n, min(left - (len(picks) - 1 - i), 7))
                alloc[p] = n
                left -= n
            ts = dt.datetime(2026, 10, 3, 9, 0) + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 20))
            voter = "V-%05d" % rng.randint(10000, 99999)
            ward = rng.choice(["7A", "7B", "7C"])
            for p, n in alloc.items():
                if n <= 0:
                    continue
                vid += 1
                rows.append([vid, voter, ts.strftime("%Y-%m-%d %H:%M:%S"), ward, p,
                             dict((q[0], q[1]) for q in projects)[p], dict((q[0], q[2]) for q in projects)[p],
                             n, "token", status])
                if status == "valid":
                    tok[p] += n
                    sup[p] += 1
        rows.sort(key=lambda r: (r[2], r[0]))
        if argmax(tok) == "p01" and argmax(sup) == "p04" and len(rows) <= 400:
            break
    else:
        raise SystemExit("stanford: no seed")
    head = ["vote_id", "voter_id", "timestamp", "ward", "project_id", "project_title", "project_cost", "tokens",
            "vote_method", "ballot_status"]
    lines = [csv_line(head)] + [csv_line(r) for r in rows]
    write_bytes(name, ("\n".join(lines) + "\n").encode("utf-8"))
    titles = dict((p[0], p[1]) for p in projects)
    entry(name,
          "Stanford Participatory Budgeting Platform (pbstanford.org, used by US city council districts), admin → "
          "election → export votes (CSV) after a token-distribution vote (each voter spreads 10 tokens); a council "
          "district's participatory budget (district, projects and numbers invented)",
          "Long format: one row per voter and project with the tokens given, plus vote id, voter id, timestamp, ward, "
          "project id, title, cost, method and ballot status (a few ballots rejected as duplicate phone numbers).",
          "From memory, unverified (search found nothing on this platform's export): the token ('points') voting method, "
          "the column names, the status values, UTF-8 and LF.",
          "winner", titles["p01"],
          "Sum of tokens per project over valid ballots (token-distribution vote)",
          [p[1] for p in projects], {titles[k]: tok[k] for k in titles},
          ["counting supporters (rows) gives the crosswalk beacons, summing tokens gives the bike lanes",
           "project_cost is a large number per row", "rejected duplicate-phone ballots",
           "vote_id / voter_id are numbers too"],
          aliases=["p01"])
    EXPECTED[name]["traps"].append("supporters (rows, valid ballots): " +
                                   ", ".join("%s %d" % (k, sup[k]) for k in titles))


# ================================================================ 11. Meetomatic
def make_meetomatic():
    name = "Meetomatic_Branch14_committee_January_2027.xlsx"
    dates = [dt.date(2027, 1, d) for d in (11, 12, 14, 18, 19, 21, 25, 27)]
    labels = [d.strftime("%a %d %b").replace(" 0", " ") for d in dates]
    people = ["Bev Ashworth (Chair)", "Tariq Hussain (Secretary)", "Joanne Pratt (Treasurer)", "Kieran Doyle",
              "Siobhan McAteer", "Gareth Lloyd", "Mo Rahman", "Priya Chauhan", "Dave Kettering", "Hannah Wilde",
              "Lenny Ostrowski", "Carol Bright", "Femi Adeyemi", "Rob Stenhouse", "Annie Llewellyn",
              "Marek Zielinski", "Julie Fairbrother", "Sam O'Neill"]
    for seed in range(1, 600):
        rng = random.Random(11000 + seed)
        grid = []
        yes = Counter()
        nonempty = Counter()
        for p in people:
            row = []
            for j, lab in enumerate(labels):
                base = [0.45, 0.5, 0.62, 0.4, 0.55, 0.66, 0.35, 0.5][j]
                x = rng.random()
                if rng.random() < [0.12, 0.1, 0.55, 0.1, 0.1, 0.1, 0.1, 0.1][j]:
                    cell = "✘"
                elif x < base:
                    cell = "✔"
                elif x < base + 0.15:
                    cell = "✘"
                else:
                    cell = ""
                row.append(cell)
                if cell == "✔":
                    yes[lab] += 1
                if cell:
                    nonempty[lab] += 1
            grid.append(row)
        if argmax(yes) == labels[5] and argmax(nonempty) == labels[2]:
            break
    else:
        raise SystemExit("meetomatic: no seed")
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Sheet1"
    ws["A1"] = "meet-o-matic"
    ws["A1"].font = Font(bold=True, size=14)
    ws["A2"] = "Branch 14 Committee – January meeting (Allied Transport & General Workers, Teesside Branch 14)"
    ws.merge_cells("A2:I2")
    ws["A3"] = "Organiser: Tariq Hussain · Please tick every date you can make – 6.30pm, Unity Hall, Stockton"
    ws.merge_cells("A3:I3")
    ws.append([])
    ws.append(["Name"] + labels)
    for c in ws[5]:
        c.font = Font(bold=True)
        c.alignment = Alignment(horizontal="center")
    for p, row in zip(people, grid):
        ws.append([p] + row)
    ws.append(["Available"] + [yes[l] for l in labels])
    ws.cell(ws.max_row, 1).font = Font(bold=True)
    ws.append([])
    ws.append(["✔ = can make it   ✘ = can't make it   blank = no answer yet"])
    ws.column_dimensions["A"].width = 28
    save_xlsx(wb, name)
    entry(name,
          "Meetomatic (meetomatic.com, free UK meeting-date finder), results grid selected in the browser and pasted into "
          "Excel (UK), saved as a workbook by the branch secretary; a trade-union branch committee choosing the date of "
          "its January meeting (union, branch and people invented)",
          "Scheduling poll: a title block (site name, meeting, organiser), then people × dates with ✔ (can make it), "
          "✘ (can't) or blank (no answer), an 'Available' count row and a legend line.",
          "From memory, unverified (search found nothing on Meetomatic's results page): a yes/no date poll without an "
          "'if need be' answer; the grid labels, the 'Available' row and the tick characters as pasted into Excel.",
          "winner", labels[5],
          "Date with the most ✔ (available) answers",
          labels, {l: yes[l] for l in labels},
          ["counting non-empty cells picks %s, where many people answered ✘" % labels[2],
           "an 'Available' total row under the grid", "title block and legend around the grid",
           "ticks and crosses are characters, not 1/0"])


# ============================================================== 12. Ukraine CVK
def make_ukraine():
    name = "ЦВК_результати_по_дільницях_Вербівський_сільський_голова_2026.csv"
    cands = [("Ковальчук Олена Петрівна", "Ковальчук О.П.", "Самовисування"),
             ("Гриценко Василь Іванович", "Гриценко В.І.", "Політична партія «Громадська сила»"),
             ("Мельничук Андрій Степанович", "Мельничук А.С.", "Політична партія «Рідне село»"),
             ("Бондар Ірина Миколаївна", "Бондар І.М.", "Самовисування"),
             ("Остапенко Юрій Вікторович", "Остапенко Ю.В.", "Політична партія «Єдність громад»")]
    urban = [40, 22, 18, 12, 8]
    rural = [20, 33, 25, 12, 10]
    villages = ["с. Вербівка (школа)", "с. Вербівка (будинок культури)", "с. Вербівка (ліцей)", "с. Лозуватка",
                "с. Зелений Гай", "с. Петрівське", "с. Новоселиця", "с. Кам'янка", "с. Дібрівка", "с. Степове",
                "с. Олексіївка", "с. Іванівка", "с. Ґрунтове", "с. Солонці", "с. Млинки", "с. Тернове",
                "с. Яблунівка", "с. Червоний Яр", "с. Підгірне", "с. Березняки"]
    for seed in range(1, 600):
        rng = random.Random(12000 + seed)
        rows = []
        tot = Counter()
        won = Counter()
        for i, v in enumerate(villages):
            big = v.startswith("с. Вербівка")
            lst = rng.randint(1900, 2600) if big else rng.randint(240, 720)
            part = int(lst * rng.uniform(0.38, 0.5))
            inval = rng.randint(3, 10 + part // 80)
            valid = part - inval
            w = [max(1, x * rng.uniform(0.75, 1.25)) for x in (urban if big else rural)]
            s = sum(w)
            votes = [int(valid * x / s) for x in w]
            k = 0
            while sum(votes) < valid:
                votes[k % 5] += 1
                k += 1
            for c, n in zip(cands, votes):
                tot[c[0]] += n
            won[cands[max(range(5), key=lambda j: votes[j])][0]] += 1
            rows.append(("%06d" % (631201 + i), v, lst, part, inval, votes))
        if argmax(tot) == cands[0][0] and argmax(won) == cands[1][0]:
            break
    else:
        raise SystemExit("ukraine: no seed")
    lines = ["Місцеві вибори 2026 (проміжні). Вибори Вербівського сільського голови;;;;;;;;;",
             "Результати голосування по виборчих дільницях (за протоколами ДВК);;;;;;;;;",
             ";;;;;;;;;"]
    head = ["№ ВД", "Місце розташування дільниці", "Кількість виборців, внесених до списку",
            "Кількість виборців, які взяли участь у голосуванні", "Кількість недійсних виборчих бюлетенів"]
    head += [c[1] for c in cands]
    lines.append(";".join(head))
    t_lst = t_part = t_inv = 0
    for num, v, lst, part, inval, votes in rows:
        lines.append(";".join([num, v, thin(lst), thin(part), str(inval)] + [thin(x) for x in votes]))
        t_lst += lst
        t_part += part
        t_inv += inval
    lines.append(";".join(["Разом", "", thin(t_lst), thin(t_part), thin(t_inv)] + [thin(tot[c[0]]) for c in cands]))
    lines.append(";;;;;;;;;")
    lines.append("Кандидати:;;;;;;;;;")
    for c in cands:
        share = 100.0 * tot[c[0]] / t_part
        lines.append(";".join([c[1], c[0], c[2], pct_fr(share, 2) + "%"] + [""] * 6))
    lines.append("* Відсоток – від кількості виборців, які взяли участь у голосуванні.;;;;;;;;;")
    write_bytes(name, ("\r\n".join(lines) + "\r\n").encode("cp1251"))
    entry(name,
          "Центральна виборча комісія України (ЦВК), results site → local election → village head (сільський голова) → "
          "results by polling station, table copied into Excel (Ukrainian) and saved as 'CSV (розділювач – крапка з "
          "комою)'; used by a candidate's team and local journalists (community, candidates and numbers invented)",
          "Count table by polling station: two title lines, then № ВД / place / voters on the list / voters who took "
          "part / invalid ballots / one column per candidate (surname and initials), a 'Разом' total row, then a "
          "candidate legend with full names, nominating party and percent, and a footnote.",
          "Partly checked (stored Ukrainian pages: the Electoral Code article and news on the 2020 local elections): "
          "precinct commissions (ДВК) send protocols to the territorial commission (ТВК), results are published per "
          "candidate with vote counts and percent of voters who took part. The table layout and labels, Windows-1251, "
          "';' and the no-break-space thousands separator kept from Excel's display format are from memory, unverified.",
          "winner", cands[0][1],
          "Most votes summed over all polling stations (plurality election of a village head)",
          [c[1] for c in cands], {c[1]: tot[c[0]] for c in cands},
          ["'Разом' total row under the stations", "voters-on-list and turnout columns are far larger than any candidate",
           "most polling stations won by Гриценко В.І. (small villages), most votes by Ковальчук О.П.",
           "thousands separated by a no-break space (0xA0) and stored as text",
           "candidate named by initials in the table and by full name in the legend"],
          aliases=[cands[0][0]])


# ===================================================================== 13. Polco
def make_polco():
    name = "Polco_Fairview_Heights_Budget_Priorities_2027_responses.xlsx"
    items = ["Street and road repair", "Police and emergency response", "Parks and trails",
             "Affordable housing programs", "Library hours and services", "Downtown revitalization"]
    lab = {5: "5 - Essential", 4: "4 - Very important", 3: "3 - Somewhat important", 2: "2 - Not very important",
           1: "1 - Not at all important"}
    prof = {  # distribution over 5..1 and Don't know
        items[0]: [30, 50, 16, 3, 1, 2],
        items[1]: [45, 20, 17, 11, 7, 3],
        items[2]: [22, 38, 28, 9, 3, 2],
        items[3]: [33, 19, 20, 14, 14, 6],
        items[4]: [14, 30, 36, 14, 6, 4],
        items[5]: [18, 27, 30, 16, 9, 5],
    }
    for seed in range(1, 600):
        rng = random.Random(13000 + seed)
        rows = []
        sums = Counter()
        ns = Counter()
        top = Counter()
        vsums = Counter()
        vns = Counter()
        for i in range(164):
            ver = rng.random() < 0.78
            r = []
            for it in items:
                k = rng.choices([5, 4, 3, 2, 1, 0], weights=prof[it])[0]
                if k == 0:
                    r.append("Don't know")
                else:
                    r.append(lab[k])
                    sums[it] += k
                    ns[it] += 1
                    if ver:
                        vsums[it] += k
                        vns[it] += 1
                    if k == 5:
                        top[it] += 1
            ts = dt.datetime(2026, 9, 8, 7, 0) + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 21))
            rows.append(["R-%06d" % (480000 + rng.randint(0, 99999)), ts, "Yes" if ver else "No",
                         rng.choice(["Ward 1", "Ward 2", "Ward 3", "Ward 4", ""])] + r)
        means = {it: sums[it] / ns[it] for it in items}
        vmeans = {it: vsums[it] / vns[it] for it in items}
        if argmax(means) == items[0] and argmax(vmeans) == items[0] and argmax(dict(top)) == items[1] and \
                sorted(means.values())[-1] - sorted(means.values())[-2] > 0.05:
            break
    else:
        raise SystemExit("polco: no seed")
    rows.sort(key=lambda r: r[1])
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Responses"
    q = "How important is it for the City to prioritize each of the following in the 2027 budget?"
    ws.append(["Response ID", "Submitted", "Verified Resident", "Council Ward"] +
              ["%s [%s]" % (q, it) for it in items] + ["Anything else you'd like the Council to know?"])
    for c in ws[1]:
        c.font = Font(bold=True)
    notes = ["", "", "", "Fix the potholes on Lincoln Trail first", "More patrols on weekends", "",
             "The library closes too early", "", "Please keep the farmers market downtown"]
    for r in rows:
        ws.append(r + [rng.choice(notes)])
    for row in ws.iter_rows(min_row=2, min_col=2, max_col=2):
        for c in row:
            c.number_format = "m/d/yyyy h:mm AM/PM"
    ws2 = wb.create_sheet("Survey Info")
    info = [["Survey", "Fairview Heights 2027 Budget Priorities"], ["Organization", "City of Fairview Heights (invented)"],
            ["Open", "9/8/2026 - 9/29/2026"], ["Responses", len(rows)],
            ["Scale", "5 - Essential ... 1 - Not at all important; Don't know"],
            ["Note", "Verified Resident = respondent matched to the voter file by Polco"]]
    for r in info:
        ws2.append(r)
    save_xlsx(wb, name)
    entry(name,
          "Polco (US civic-engagement survey platform for local governments), survey → Results → Export responses "
          "(Excel); a city council's budget-priorities survey before the 2027 budget (city and numbers invented)",
          "Rating grid: one row per respondent (response id, time, verified-resident flag, ward) with one column per "
          "budget priority holding '5 - Essential' … '1 - Not at all important' or 'Don't know', a comment column, and "
          "a second sheet with survey information.",
          "From memory, unverified (search found nothing on Polco's export): the column titles ('question [row]'), the "
          "labelled 1–5 scale with 'Don't know', the verified-resident flag and the sheet names.",
          "winner", "%s [%s]" % (q, items[0]),
          "Highest mean importance rating (1–5, 'Don't know' left out); the same with verified residents only",
          ["%s [%s]" % (q, it) for it in items],
          {"%s [%s]" % (q, it): r2(means[it]) for it in items},
          ["most '5 - Essential' answers go to police and emergency response, the mean favours road repair",
           "'Don't know' cells must be left out, not counted as 0",
           "ratings are text labels with the number in front", "verified and unverified respondents mixed"],
          aliases=[items[0]])
    EXPECTED[name]["traps"].append("count of '5 - Essential': " + ", ".join("%s %d" % (it, top[it]) for it in items))
    EXPECTED[name]["traps"].append("mean, verified residents only: " +
                                   ", ".join("%s %.3f" % (it, vmeans[it]) for it in items))


# ==================================================================== 14. Eudora
def make_eudora():
    name = "Eudora_Resultats_investiture_Fleurimont_2026.txt"
    cands = ["Tremblay, Geneviève", "Gagnon, François", "Bélanger, Élise", "Côté, Jean-Sébastien", "Lévesque, Noémie"]
    for seed in range(1, 2000):
        rng = random.Random(14000 + seed)
        n = 431
        prefs = []
        base = [29, 24, 21, 16, 10]
        for i in range(n):
            w = list(base)
            first = rng.choices(range(5), weights=w)[0]
            order = [first]
            rest = [j for j in range(5) if j != first]
            # supporters of Bélanger/Lévesque/Côté lean towards Gagnon later
            rw = {0: 1.0, 1: 2.3, 2: 1.2, 3: 1.0, 4: 0.8}
            while rest:
                j = rng.choices(rest, weights=[rw[x] for x in rest])[0]
                order.append(j)
                rest.remove(j)
            prefs.append(order)
        present = list(range(n))
        rounds = []
        cont = list(range(5))
        ok = True
        while True:
            rej = rng.randint(0, 4)
            tally = Counter({c: 0 for c in cont})
            for i in present:
                for c in prefs[i]:
                    if c in cont:
                        tally[c] += 1
                        break
            valid = sum(tally.values()) - rej
            # the rejected ballots come out of the first-choice of random voters
            for _ in range(rej):
                c = rng.choice(cont)
                if tally[c] > 0:
                    tally[c] -= 1
            valid = sum(tally.values())
            rounds.append((dict(tally), rej, len(present)))
            top = max(cont, key=lambda c: tally[c])
            if tally[top] * 2 > valid:
                winner = top
                break
            low = sorted(cont, key=lambda c: tally[c])
            if tally[low[0]] == tally[low[1]]:
                ok = False
                break
            cont.remove(low[0])
            present = [i for i in present if rng.random() > 0.04]
        if not ok:
            continue
        summed = Counter()
        for t, _, _ in rounds:
            summed.update(t)
        lead1 = argmax(rounds[0][0])
        if len(rounds) >= 3 and winner == 1 and lead1 == 0 and argmax(dict(summed)) == 0:
            break
    else:
        raise SystemExit("eudora: no seed")
    L = []
    L.append("From: \"Secrétariat – Équipe Citoyenne Sherbrooke\" <secretariat@equipecitoyenne-sherb.example>")
    L.append("Date: Sun, 15 Nov 2026 22:41:07 -0500")
    L.append("To: conseil-executif@equipecitoyenne-sherb.example")
    L.append("Subject: Résultats – assemblée d'investiture, district de Fleurimont")
    L.append("")
    L.append("Bonsoir à toutes et à tous,")
    L.append("")
    L.append("Voici les résultats officiels de l'assemblée d'investiture tenue ce soir au")
    L.append("sous-sol de l'église Sainte-Famille. Le vote s'est fait au scrutin éliminatoire :")
    L.append("à chaque tour, la personne ayant reçu le moins de voix est éliminée, jusqu'à ce")
    L.append("qu'une personne obtienne la majorité absolue des bulletins valides.")
    L.append("")
    ords = ["1er", "2e", "3e", "4e", "5e"]
    for r, (t, rej, pres) in enumerate(rounds):
        valid = sum(t.values())
        L.append("%s tour  (membres présents : %d)" % (ords[r], pres))
        L.append("-" * 46)
        for c in sorted(t, key=lambda c: -t[c]):
            L.append("  %-26s %5d   %s %%" % (cands[c], t[c], pct_fr(100.0 * t[c] / valid, 1).rjust(5)))
        L.append("  %-26s %5d" % ("Bulletins rejetés", rej))
        L.append("  %-26s %5d" % ("Total des bulletins", valid + rej))
        elim = [c for c in range(5) if c in t and (r + 1 < len(rounds)) and c not in rounds[r + 1][0]]
        if elim:
            L.append("  » %s est éliminé(e)." % cands[elim[0]])
        L.append("")
    L.append("%s %s est donc notre candidat(e) pour le district de Fleurimont." % (
        cands[winner].split(", ")[1], cands[winner].split(", ")[0]))
    L.append("Merci aux scrutateurs et à toutes les personnes bénévoles.")
    L.append("")
    L.append("Amitiés,")
    L.append("Louise-Anne Perreault, secrétaire")
    L.append("-- ")
    L.append("Équipe Citoyenne Sherbrooke · « La ville, c'est nous »")
    text = "\r".join(L) + "\r"
    write_bytes(name, text.encode("mac_roman"))
    last_seen = {}
    for t, _, _ in rounds:
        for c in t:
            last_seen[cands[c]] = t[c]
    entry(name,
          "Eudora (classic e-mail client) on a Mac, an incoming message saved with File → Save As… as plain text "
          "(Mac OS Roman, CR line ends); a Québec municipal party's nomination meeting (assemblée d'investiture) "
          "choosing its candidate for a district (party, people and numbers invented)",
          "E-mail printed as text: headers, a paragraph stating the rule (exhaustive ballot, absolute majority of valid "
          "ballots), then one small fixed-width table per round (candidate, votes, percent, rejected and total "
          "ballots, who was eliminated) and a closing line naming the nominee.",
          "From memory, unverified: Eudora's 'Save As' text output (headers kept, Mac OS Roman and CR line ends on "
          "classic Mac OS / early Mac OS X), the French wording of the rounds.",
          "winner", cands[winner],
          "Exhaustive ballot: the candidate with an absolute majority of valid ballots in the last round; score = votes "
          "in the last round the candidate took part in",
          cands, last_seen,
          ["first-round leader (%s) loses the last round" % cands[lead1],
           "summing every round's votes favours %s" % cands[argmax(dict(summed))],
           "rejected and total ballot lines inside each table",
           "the closing sentence writes the name as 'First Last', the tables as 'Last, First'",
           "Mac OS Roman with CR line ends"],
          aliases=[cands[winner].split(", ")[1] + " " + cands[winner].split(", ")[0]])
    EXPECTED[name]["traps"].append("votes summed over all rounds: " +
                                   ", ".join("%s %d" % (cands[c], summed[c]) for c in range(5)))


# ==================================================================== 15. Taiden
def make_taiden():
    name = "台电表决系统_职代会表决结果_工会主席选举.txt"
    cands = ["王建国", "李秀兰"]
    groups = ["机关代表团", "第一机加车间", "第二机加车间", "装配车间", "铸造分厂", "热处理车间", "动力设备部",
              "质量检验中心", "技术研发中心", "物流仓储部", "销售公司", "后勤服务中心"]
    big = {"第一机加车间", "第二机加车间", "装配车间", "铸造分厂", "动力设备部"}
    for seed in range(1, 600):
        rng = random.Random(15000 + seed)
        present = []
        for g in groups:
            n = rng.randint(18, 23) if g in big else rng.randint(9, 13)
            present += [g] * n
        exp = len(present) + rng.randint(8, 16)
        res = {c: Counter() for c in cands}
        bygroup = {g: Counter() for g in groups}
        for g in present:
            w = [70, 30] if g in big else [44, 56]
            if rng.random() < 0.05:
                for c in cands:
                    res[c]["未按键" if rng.random() < 0.5 else "弃权"] += 1
                continue
            choice = cands[rng.choices(range(2), weights=w)[0]]
            for c in cands:
                if c == choice:
                    res[c]["赞成"] += 1
                    bygroup[g][c] += 1
                else:
                    res[c][rng.choices(["反对", "弃权", "未按键"], weights=[70, 22, 8])[0]] += 1
        yes = {c: res[c]["赞成"] for c in cands}
        gw = Counter()
        for g in groups:
            m = argmax(dict(bygroup[g]))
            if m:
                gw[m] += 1
        res2_yes = int(len(present) * rng.uniform(0.86, 0.93))
        if argmax(yes) == "王建国" and yes["王建国"] * 2 > len(present) and argmax(dict(gw)) == "李秀兰":
            break
    else:
        raise SystemExit("taiden: no seed")

    def w(s):
        return sum(2 if ord(ch) > 0x2e7f else 1 for ch in s)

    def pad(s, n, right=False):
        sp = " " * max(0, n - w(s))
        return sp + s if right else s + sp
    P = len(present)
    L = ["TAIDEN HCS-8300 会议系统  表决结果报表",
         "=" * 72,
         "会议名称：华东精工机械集团有限公司第五届职工代表大会第三次会议",
         "表决事项一：选举公司工会主席（差额选举，候选人2名，应选1名）",
         "应到代表：%d人    实到代表：%d人    表决方式：按键表决（赞成/反对/弃权）" % (exp, P),
         "表决时间：2026-11-27 10:32:15    说明：每位代表最多对1名候选人按“赞成”",
         "-" * 72,
         pad("序号", 6) + pad("候选人", 12) + pad("赞成", 8, True) + pad("反对", 8, True) + pad("弃权", 8, True) +
         pad("未按键", 10, True) + pad("赞成票占实到", 16, True),
         "-" * 72]
    for i, c in enumerate(cands, 1):
        L.append(pad(" %d" % i, 6) + pad(c, 12) + pad(str(res[c]["赞成"]), 8, True) + pad(str(res[c]["反对"]), 8, True)
                 + pad(str(res[c]["弃权"]), 8, True) + pad(str(res[c]["未按键"]), 10, True)
                 + pad("%.2f%%" % (100.0 * res[c]["赞成"] / P), 16, True))
    L += ["-" * 72, "", "分代表团赞成票统计：", "-" * 72,
          pad("代表团", 16) + pad("实到", 6, True) + "".join(pad(c, 10, True) for c in cands), "-" * 72]
    cnt_g = Counter(present)
    for g in groups:
        L.append(pad(g, 16) + pad(str(cnt_g[g]), 6, True) + "".join(pad(str(bygroup[g][c]), 10, True) for c in cands))
    L.append(pad("合计", 16) + pad(str(P), 6, True) + "".join(pad(str(yes[c]), 10, True) for c in cands))
    L += ["-" * 72, "",
          "表决事项二：关于《集体合同（2027—2029年）草案》的决议",
          "实到代表：%d人    赞成：%d    反对：%d    弃权：%d    未按键：%d    结果：通过" % (
              P, res2_yes, (P - res2_yes) // 2, (P - res2_yes) - (P - res2_yes) // 2 - 2, 2),
          "=" * 72,
          "计票人：周敏、陈立军    监票人：孙海燕    打印时间：2026-11-27 10:35:02"]
    write_bytes(name, ("\r\n".join(L) + "\r\n").encode("gbk"))
    entry(name,
          "Taiden (台电) conference system with delegate voting keypads, used at a state-owned company's workers' "
          "congress (职工代表大会); the operator printed the vote report to a text file (GBK) for the union office "
          "(company, delegates and numbers invented)",
          "Fixed-width printed report: title block (meeting, item, expected and present delegates), a candidate table "
          "(赞成 / 反对 / 弃权 / 未按键 / share of present), a per-delegation table of 赞成 votes with a 合计 row, and a "
          "second item (resolution on the collective contract) on one line.",
          "From memory, unverified (search found nothing on Taiden's report output): the report layout, the labels and "
          "GBK with CRLF; the 差额选举 wording and keypad voting at 职代会 are common practice as I remember it.",
          "winner", "王建国",
          "Most 赞成 (yes) votes in the chair election (item one), with more than half of the delegates present",
          cands, yes,
          ["most delegations won by 李秀兰, most 赞成 votes overall by 王建国",
           "反对 counts per candidate are large numbers too",
           "item two (collective-contract resolution) has more 赞成 than any candidate",
           "合计 row in the per-delegation table; full-width characters break column alignment"])


def main():
    make_france()
    make_bw()
    make_iowa()
    make_nvotes()
    make_voxaly()
    make_korea()
    make_garoon()
    make_datacap()
    make_lqfb()
    make_stanford()
    make_meetomatic()
    make_ukraine()
    make_polco()
    make_eudora()
    make_taiden()
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8") as f:
        json.dump(EXPECTED, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print("wrote %d files" % len(EXPECTED))


if __name__ == "__main__":
    main()
