#!/usr/bin/env python3
"""Blind test set AK: sport, outdoors, health and wellbeing exports.

Writes 15 files and expected.json next to this script. Deterministic: fixed
seeds, fixed xlsx document properties and fixed zip entry dates.
Standard library + openpyxl only. All names, ids and numbers are invented.
"""
import datetime
import io
import json
import os
import random
import re
import zipfile

import openpyxl
from openpyxl.styles import Alignment, Font

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED_DT = datetime.datetime(2026, 11, 29, 10, 0, 0)
EXPECTED = {}


# ---------------------------------------------------------------- helpers
def write_bytes(name, data):
    with open(os.path.join(HERE, name), "wb") as fh:
        fh.write(data)


def text_bytes(lines, encoding, newline="\r\n", bom=False, final_newline=True):
    s = newline.join(lines) + (newline if final_newline else "")
    b = s.encode(encoding)
    if bom:
        if encoding.lower().replace("-", "") in ("utf8",):
            b = b"\xef\xbb\xbf" + b
        elif encoding.lower().replace("-", "") in ("utf16le",):
            b = b"\xff\xfe" + b
    return b


def csv_line(fields, sep, quote_all=False):
    out = []
    for f in fields:
        f = "" if f is None else str(f)
        if quote_all or any(c in f for c in (sep, '"', "\n", "\r")):
            f = '"' + f.replace('"', '""') + '"'
        out.append(f)
    return sep.join(out)


def save_xlsx(wb, name):
    wb.properties.creator = "user"
    wb.properties.lastModifiedBy = "user"
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                txt = data.decode("utf-8")
                txt = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)",
                             r"\g<1>2026-11-29T10:00:00Z\g<2>", txt)
                txt = re.sub(r"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)",
                             r"\g<1>2026-11-29T10:00:00Z\g<2>", txt)
                data = txt.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 11, 29, 10, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            dst.writestr(zi, data)
    write_bytes(name, out.getvalue())


def unique_max(scores, lower_is_better=False):
    items = sorted(scores.items(), key=lambda kv: kv[1], reverse=not lower_is_better)
    assert items[0][1] != items[1][1], ("tie for first", items[:3])
    return items[0][0]


def entry(name, tool, shape, evidence, answer, winner, question, candidates, scores,
          traps, aliases=None, acceptable=None, ask_because=None):
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


def r2(x):
    return round(x + 1e-9, 2)


# ---------------------------------------------------------------- 1 Webscorer
def f_webscorer():
    name = "webscorer_Cascade_Ridge_Trail_25K_2026_results.txt"
    rng = random.Random(101)
    first = ["Marisol", "Tanner", "Kaylee", "Devon", "Priya", "Owen", "Hannah", "Luis", "Brooke",
             "Caleb", "Nadia", "Ethan", "Sierra", "Jonah", "Mei", "Garrett", "Alana", "Reid",
             "Tess", "Miguel", "Harper", "Colby", "Ines", "Wyatt", "Leah", "Quinn", "Rosa", "Finn",
             "Dana", "Elliot", "Keiko", "Shane", "Paige", "Andre", "Willa", "Trent", "Lena", "Marco",
             "Jade", "Parker", "Ruth", "Silas", "Noemi", "Drew", "Ivy", "Cole", "Freya", "Mateo",
             "Skye", "Bennett", "Lorena", "Hugo", "Carly", "Reuben", "Tamsin", "Joel", "Vera", "Nate"]
    last = ["Ortega", "Bjornstad", "Whitfield", "Nakamura", "Raman", "Gallagher", "Kessler", "Paredes",
            "Lindqvist", "Harlow", "Petrov", "Duval", "McCrae", "Okafor", "Brandt", "Ellison", "Voss",
            "Castellano", "Yamada", "Rourke", "Sandoval", "Whitaker", "Mendel", "Aguilar", "Fenwick",
            "Holt", "Iverson", "Jurado", "Kowal", "Larkin"]
    teams = ["Cascade Trail Runners", "Rainier Ridge RC", "", "", "Tahoma Striders", "Puget Sound Trail Club", ""]
    runners = []
    used = set()
    for i, fn in enumerate(first):
        while True:
            ln = rng.choice(last)
            if (fn, ln) not in used:
                used.add((fn, ln))
                break
        g = "F" if fn in {"Marisol", "Kaylee", "Priya", "Hannah", "Brooke", "Nadia", "Sierra", "Mei",
                          "Alana", "Tess", "Harper", "Ines", "Leah", "Rosa", "Dana", "Keiko", "Paige",
                          "Willa", "Lena", "Jade", "Ruth", "Noemi", "Ivy", "Freya", "Skye", "Lorena",
                          "Carly", "Tamsin", "Vera", "Quinn"} else "M"
        age = rng.randint(19, 63)
        runners.append({"name": f"{fn} {ln}", "gender": g, "age": age, "team": rng.choice(teams)})
    # times in tenths of a second
    for r in runners:
        r["t"] = rng.randint(2 * 36000 + 9000, 4 * 36000 + 6000)  # 2:15 .. 4:10
        r["status"] = "OK"
    by = {r["name"].split()[0]: r for r in runners}
    by["Marisol"]["t"] = 2 * 36000 + 1 * 600 + 34 * 10 + 5      # 2:01:34.5 winner (Marisol …)
    by["Owen"]["t"] = 2 * 36000 + 4 * 600 + 2 * 10 + 1          # 2:04:02.1 second
    by["Tanner"]["t"] = 1 * 36000 + 58 * 600 + 12 * 10 + 3      # 1:58:12.3 DSQ (course cut)
    by["Tanner"]["status"] = "DSQ"
    by["Devon"]["t"] = None
    by["Devon"]["status"] = "DNF"
    by["Reid"]["t"] = None
    by["Reid"]["status"] = "DNF"
    for r in runners:
        if r["status"] == "OK" and r["name"].split()[0] not in ("Marisol", "Owen"):
            assert r["t"] > by["Owen"]["t"]

    def fmt(t):
        h, rem = divmod(t, 36000)
        m, rem = divmod(rem, 600)
        s, d = divmod(rem, 10)
        return f"{h}:{m:02d}:{s:02d}.{d}"

    def fdiff(t):
        h, rem = divmod(t, 36000)
        m, rem = divmod(rem, 600)
        s, d = divmod(rem, 10)
        return f"{h}:{m:02d}:{s:02d}.{d}" if h else f"{m}:{s:02d}.{d}"

    fin = sorted([r for r in runners if r["status"] == "OK"], key=lambda r: r["t"])
    best = fin[0]["t"]
    for i, r in enumerate(fin, 1):
        r["place"] = str(i)
    for r in runners:
        if r["status"] != "OK":
            r["place"] = r["status"]

    def cat(r):
        a = r["age"]
        band = "19-29" if a < 30 else "30-39" if a < 40 else "40-49" if a < 50 else "50+"
        return ("Women " if r["gender"] == "F" else "Men ") + band

    bibs = rng.sample(range(101, 260), len(runners))
    for r, b in zip(runners, bibs):
        r["bib"] = b
    rows = sorted(runners, key=lambda r: r["bib"])  # organiser sorted by bib in Excel
    lines = ["\t".join(["Place", "Bib", "Name", "Team name", "Gender", "Age", "Category", "Time",
                        "Difference", "Percent back"])]
    for r in rows:
        if r["status"] == "OK":
            diff = "" if r["t"] == best else "+" + fdiff(r["t"] - best)
            pb = f"{(r['t'] - best) * 100.0 / best:.1f}%"
            tm = fmt(r["t"])
        elif r["status"] == "DSQ":
            diff, pb, tm = "", "", fmt(r["t"])
        else:
            diff, pb, tm = "", "", ""
        lines.append("\t".join([r["place"], str(r["bib"]), r["name"], r["team"], r["gender"],
                                str(r["age"]), cat(r), tm, diff, pb]))
    write_bytes(name, text_bytes(lines, "utf-16-le", bom=True))
    scores = {r["name"]: r["t"] / 10.0 for r in fin}
    win = unique_max(scores, lower_is_better=True)
    naive = min((r for r in runners if r["t"] is not None), key=lambda r: r["t"])["name"]
    assert win.startswith("Marisol "), win
    assert naive != win
    entry(name,
          "Webscorer (race timing app and results site, USA), race organiser → My results → Download results (tab-delimited TXT), "
          "sorted by bib in Excel for the volunteer desk and saved as 'Unicode Text'; an invented Washington State trail race (25K)",
          "Race results sheet, one row per runner sorted by bib: Place (number, DNF or DSQ), bib, name, team, gender, age, "
          "category, finish time h:mm:ss.t, difference and percent back",
          "checked: Webscorer's tutorial on results files (XLS/XLSX/CSV/tab-delimited TXT; Windows Excel 'Unicode text' "
          "recommended for special characters; results can be downloaded, edited in Excel and reposted) — webscorer.com/resources/tutorial-txt; "
          "unverified (from memory): the exact column titles (Place, Bib, Name, Team name, Gender, Age, Category, Time, Difference, "
          "Percent back) and how DSQ/DNF appear in the Place column",
          "winner", win,
          "Who won the 25K: the classified finisher with the fastest time (Place 1); DSQ and DNF runners are not classified",
          [r["name"] for r in fin], scores,
          ["the fastest time in the file belongs to a runner marked DSQ (course cut)",
           "rows sorted by bib, not by place", "DNF rows with empty times",
           "UTF-16 LE with BOM, tab-separated (Excel 'Unicode Text')"])


# ---------------------------------------------------------------- 2 LiveHeats
def f_liveheats():
    name = "LiveHeats_resultados_detalhados_Ericeira_Surf_Open_2027.csv"
    rng = random.Random(202)
    offs = [(-0.1, 0.0, 0.1), (-0.2, 0.1, 0.1), (0.0, 0.0, 0.0), (0.2, -0.1, -0.1), (0.1, -0.1, 0.0),
            (-0.3, 0.1, 0.2)]
    # (round, heat, athlete, jersey, [ride scores])
    plan = [
        ("Meias-finais", "Bateria 1", "Tomás Vieira", "Vermelha", [6.20, 7.10, 5.40]),
        ("Meias-finais", "Bateria 1", "Gonçalo Antunes", "Branca", [5.80, 6.30, 4.90, 6.00]),
        ("Meias-finais", "Bateria 1", "Rui Sequeira", "Amarela", [4.10, 5.20, 3.90]),
        ("Meias-finais", "Bateria 1", "Duarte Falcão", "Azul", [2.80, 4.60]),
        ("Meias-finais", "Bateria 2", "João Mourão", "Vermelha", [8.50, 8.20, 7.60, 6.00]),
        ("Meias-finais", "Bateria 2", "Afonso Brás", "Branca", [6.70, 5.90, 6.10]),
        ("Meias-finais", "Bateria 2", "Vasco Leitão", "Amarela", [5.50, 4.40, 6.00]),
        ("Meias-finais", "Bateria 2", "Martim Conceição", "Azul", [3.30, 5.00, 4.70]),
        ("Final", "Final", "Tomás Vieira", "Vermelha", [6.50, 7.83, 2.10]),
        ("Final", "Final", "Gonçalo Antunes", "Branca", [5.90, 6.10, 4.20, 3.50, 4.90]),
        ("Final", "Final", "João Mourão", "Amarela", [7.00, 6.90, 1.50]),
        ("Final", "Final", "Afonso Brás", "Azul", [3.20, 4.00, 5.10]),
    ]
    rows = []
    heat_tot = {}
    for rnd, heat, ath, jer, rides in plan:
        judged = []
        for sc in rides:
            o = rng.choice(offs)
            js = [r2(sc + o[0]), r2(sc + o[1]), r2(sc + o[2])]
            if abs(sc * 10 - round(sc * 10)) > 1e-6:      # a mean like 7.83: judges still score in tenths
                tot = int(round(sc * 30))
                js = [(tot // 3) / 10.0, (tot // 3) / 10.0, (tot - 2 * (tot // 3)) / 10.0]
            js = [min(10.0, max(0.1, j)) for j in js]
            ride = r2(sum(js) / 3.0)
            judged.append((js, ride))
        best2 = sorted([rs for _, rs in judged], reverse=True)[:2]
        tot = r2(sum(best2))
        heat_tot[(rnd, heat, ath)] = (tot, judged)
        for n, (js, ride) in enumerate(judged, 1):
            rows.append((rnd, heat, ath, jer, n, js, ride, tot))

    def dc(x):
        return f"{x:.2f}".replace(".", ",")

    lines = [csv_line(["Divisão", "Ronda", "Bateria", "Atleta", "Licra", "Onda n.º", "Juiz 1", "Juiz 2",
                       "Juiz 3", "Nota da onda", "Total da bateria"], ";")]
    for rnd, heat, ath, jer, n, js, ride, tot in rows:
        lines.append(csv_line(["Open Masculino", rnd, heat, ath, jer, n, dc(js[0]), dc(js[1]), dc(js[2]),
                               dc(ride), dc(tot)], ";"))
    write_bytes(name, text_bytes(lines, "cp1252"))
    final = {k[2]: v[0] for k, v in heat_tot.items() if k[0] == "Final"}
    win = unique_max(final)
    allsum_final = {k[2]: r2(sum(r for _, r in v[1])) for k, v in heat_tot.items() if k[0] == "Final"}
    allsum_event = {}
    for k, v in heat_tot.items():
        allsum_event[k[2]] = r2(allsum_event.get(k[2], 0) + sum(r for _, r in v[1]))
    best_heat_any = max(heat_tot.items(), key=lambda kv: kv[1][0])[0][2]
    assert unique_max(allsum_final) != win
    assert unique_max(allsum_event) != win
    assert best_heat_any != win
    entry(name,
          "LiveHeats (surf / action-sports competition platform, Australia–NZ), event → Event reports → 'Detailed results & scores' "
          "download, opened and re-saved by Portuguese Excel as CSV; an invented Ericeira surf club's open contest",
          "Long format: one row per ride with the three judges' scores, the ride score (judges' mean) and the heat total "
          "(best two rides) repeated on each row; semi-finals and the final in one file",
          "checked: LiveHeats help centre — 'event reports' → 'detailed results & scores' gives athletes' heat totals; heat "
          "scoring by best waves and ride modifiers (support.liveheats.com, liveheats.crisp.help); unverified: column titles "
          "(invented Portuguese labels), and the cp1252 ';' decimal-comma re-save by Portuguese Excel is from memory",
          "winner", win,
          "Who won the Open Masculino final: highest final heat total, heat total = sum of the two best ride scores",
          list(final.keys()), final,
          ["semi-final rows: a semi-final heat total is higher than any final total",
           "summing every ride instead of the best two picks another surfer",
           "heat total repeated on every ride row", "decimal commas, ';', Windows-1252"])


# ---------------------------------------------------------------- 3 Equipe (ask)
def f_equipe():
    name = "Equipe_resultater_Vejle_Rideklub_Foraarsstaevne_2027.xlsx"
    rng = random.Random(303)
    wb = openpyxl.Workbook()
    classes = [
        ("Klasse 3 – LA1 (Åben)", "LA1", 240,
         [("Sofie Kjærgaard", "Bellamie", "Vejle Rideklub", 68.9),
          ("Mathilde Østergaard", "Caspian Blue", "Fredericia Rideklub", 71.6),
          ("Ida Bækgaard", "Lykkens Pirat", "Vejle Rideklub", 66.4),
          ("Freja Holmstrøm", "Don Diablo", "Kolding Rideklub", 69.8),
          ("Emma Søndergaard", "Quintessa", "Horsens Rideklub", 64.7),
          ("Laura Thygesen", "Bonbon", "Vejle Rideklub", 70.2),
          ("Karoline Juhl", "Sir Morris", "Give Rideklub", 62.9),
          ("Nanna Vestergaard", "Fiona", "Fredericia Rideklub", None)],    # udgået
         None),
        ("Klasse 5 – LA3 (Åben)", "LA3", 300,
         [("Anne-Sofie Krogh", "Weltdame", "Kolding Rideklub", 67.3),
          ("Cecilie Damgaard", "Rosenkavalier", "Vejle Rideklub", 65.1),
          ("Julie Brøndum", "Hesselhøjs Don", "Horsens Rideklub", 68.5),
          ("Maja Frost", "Dancing Queen", "Give Rideklub", 63.8),
          ("Pernille Aagaard", "Zacharias", "Vejle Rideklub", 66.0),
          ("Signe Lauritsen", "Blue Hors Zeppelin", "Vejle Rideklub", 70.9)],   # U.K. (uden for konkurrence)
         "Signe Lauritsen"),
    ]
    acceptable, allscores, allcands = {}, {}, {}
    first = True
    for title, short, maxp, riders, hc in classes:
        ws = wb.active if first else wb.create_sheet()
        first = False
        ws.title = short
        ws["A1"] = "Vejle Rideklub – Forårsstævne 2027 (D-stævne)"
        ws["A1"].font = Font(bold=True, size=14)
        ws.merge_cells("A1:L1")
        ws["A2"] = title
        ws["A2"].font = Font(bold=True, size=12)
        ws.merge_cells("A2:L2")
        ws["A3"] = f"Dato: 24.04.2027   Bane 1   Dommere: E: Hanne Riis  C: Bent Mølgaard  M: Lise Ebbesen   Max. point: {maxp}"
        ws.merge_cells("A3:L3")
        hdr = ["Plac.", "Nr.", "Rytter", "Hest", "Klub", "E point", "E %", "C point", "C %", "M point", "M %", "Resultat %"]
        ws.append([])
        ws.append(hdr)
        for c in ws[5]:
            c.font = Font(bold=True)
        res = []
        for rider, horse, club, target in riders:
            if target is None:
                res.append((rider, horse, club, None, None))
                continue
            pts = []
            for o in rng.choice([(-1.0, 0.4, 0.6), (0.8, -0.5, -0.3), (0.2, 0.2, -0.4), (-0.6, 0.9, -0.3)]):
                pts.append(round((target + o) * maxp / 100.0 * 2) / 2.0)
            pcts = [round(p * 100.0 / maxp, 3) for p in pts]
            total = round(sum(pcts) / 3.0, 3)
            res.append((rider, horse, club, pts, pcts, ) + (total,))
        placed = sorted([r for r in res if r[3] is not None and r[0] != hc], key=lambda r: -r[5])
        place = {r[0]: i for i, r in enumerate(placed, 1)}
        order = placed[:]
        # U.K. rider listed at its score position, withdrawn at the end
        for r in res:
            if r[0] == hc:
                order.append(r)
        order.sort(key=lambda r: -r[5])
        order += [r for r in res if r[3] is None]
        nr = rng.sample(range(11, 99), len(order))
        for r, n in zip(order, nr):
            if r[3] is None:
                ws.append(["Udg.", n, r[0], r[1], r[2], None, None, None, None, None, None, None])
            else:
                pl = "U.K." if r[0] == hc else place[r[0]]
                ws.append([pl, n, r[0], r[1], r[2], r[3][0], r[4][0], r[3][1], r[4][1], r[3][2], r[4][2], r[5]])
                for col in (7, 9, 11, 12):
                    ws.cell(row=ws.max_row, column=col).number_format = "0.000"
        ws.append([])
        ws.append(["U.K. = uden for konkurrence (rider på hest uden licens til klassen; indgår ikke i placeringen). Udg. = udgået."])
        ws.append(["Udskrevet fra Equipe 24.04.2027 16:42"])
        for col, w in zip("ABCDEFGHIJKL", (7, 5, 24, 22, 22, 9, 9, 9, 9, 9, 9, 11)):
            ws.column_dimensions[col].width = w
        sc = {r[0]: r[5] for r in placed}
        win = unique_max(sc)
        acceptable[title] = win
        allscores[title] = sc
        allcands[title] = list(sc.keys())
        if hc:
            hcrow = [r for r in res if r[0] == hc][0]
            assert hcrow[5] > sc[win]
    assert len(set(acceptable.values())) == 2
    save_xlsx(wb, name)
    entry(name,
          "Equipe (Danish equestrian show-management software used by clubs in Denmark and Scandinavia), class results → "
          "Excel, one sheet per class; an invented Vejle riding club's spring dressage show",
          "Two sheets, one dressage class each: merged title block, place, rider, horse, club, three judges' points and "
          "percentages and the result percentage; a rider hors concours (U.K.) and a withdrawn rider (Udg.)",
          "searched (Equipe / dressage result exports): found only other dressage scoring spreadsheets, nothing on Equipe's "
          "Excel layout; everything about the layout is unverified, from memory",
          "ask", None,
          "Which rider won? The workbook holds two classes of equal standing, each with its own winner by result percentage",
          allcands, allscores,
          ["two sheets = two classes with different winners",
           "U.K. (hors concours) rider has the best percentage in LA3 but is not placed",
           "withdrawn rider with empty marks", "merged title rows above the header"],
          acceptable=acceptable,
          ask_because="The workbook has two separate dressage classes (LA1 and LA3) on two sheets, each with its own winner, and nothing says which one is meant.")


# ---------------------------------------------------------------- 4 FS Manager
def f_fsm():
    name = "Oszi_Kupa_2026_Advanced_Novice_Girls_eredmenyek.txt"
    skaters = [
        # name, club, SP (TSS), FS TES, FS PCS, FS ded
        ("Kovács Réka", "Budapesti Korcsolyázó Egylet", 41.72, 40.15, 31.20, 0.00),
        ("Szőke Lili", "Ferencvárosi TC", 38.90, 44.36, 30.48, 1.00),
        ("Horváth Dóra", "Győri Jégsport Egyesület", 40.05, 39.80, 32.64, 0.00),
        ("Nagy Zsófia Emese", "Újpesti Torna Egylet", 35.44, 37.02, 28.90, 0.00),
        ("Bíró Hanna", "Budapesti Korcsolyázó Egylet", 33.18, 33.75, 27.44, 1.00),
        ("Lőrincz Panna", "Székesfehérvári Korcsolya Klub", 36.61, 31.40, 27.92, 2.00),
        ("Fülöp Boglárka", "Ferencvárosi TC", 30.27, 30.88, 25.60, 0.00),
        ("Takács Nóra", "Debreceni Jégsport Klub", 29.95, 27.14, 24.72, 1.00),
    ]
    wd = ("Tóth Anna", "Győri Jégsport Egyesület", 43.08)   # won SP, withdrew before FS
    fs = []
    for nm, club, sp, tes, pcs, ded in skaters:
        tss = r2(tes + pcs - ded)
        fs.append((nm, club, tss, tes, pcs, ded, sp, r2(sp + tss)))
    fs_sorted = sorted(fs, key=lambda r: -r[2])
    tot_sorted = sorted(fs, key=lambda r: -r[7])
    sp_rank = {r[0]: i for i, r in enumerate(sorted([(s[0], s[2]) for s in skaters] + [(wd[0], wd[2])],
                                                     key=lambda x: -x[1]), 1)}
    fs_rank = {r[0]: i for i, r in enumerate(fs_sorted, 1)}
    lines = ["Őszi Kupa 2026", "Budapest, Városligeti Műjégpálya, 2026. november 14–15.",
             "ADVANCED NOVICE GIRLS", "FREE SKATING", "",
             "Pl. Name Club TSS TES PCS Ded. StN."]
    stn = {r[0]: i for i, r in enumerate(sorted(fs, key=lambda r: r[6]), 1)}
    for i, r in enumerate(fs_sorted, 1):
        lines.append(f"{i} {r[0]} {r[1]} {r[2]:.2f} {r[3]:.2f} {r[4]:.2f} {r[5]:.2f} {stn[r[0]]}")
    lines += ["", "Referee Mészáros Katalin", "Technical Controller Varga Péter",
              "Printed: 15.11.2026 16:05:33", "Page 1 of 1", "\f" + "Őszi Kupa 2026",
              "ADVANCED NOVICE GIRLS", "RESULT", "",
              "FPl. Name Club Points SP FS"]
    for i, r in enumerate(tot_sorted, 1):
        lines.append(f"{i} {r[0]} {r[1]} {r[7]:.2f} {sp_rank[r[0]]} {fs_rank[r[0]]}")
    lines.append(f"WD {wd[0]} {wd[1]} {sp_rank[wd[0]]}")
    lines += ["", "Printed: 15.11.2026 16:06:10", "Page 1 of 1"]
    write_bytes(name, text_bytes(lines, "cp1250"))
    scores = {r[0]: r[7] for r in fs}
    win = unique_max(scores)
    fs_win = fs_sorted[0][0]
    assert fs_win != win and wd[2] > max(s[2] for s in skaters)
    entry(name,
          "ISU FS Manager (figure skating calculation software), free skating segment result and category result PDFs "
          "copied into Notepad and saved as ANSI (Hungarian Windows); an invented Hungarian club competition",
          "Two printed tables one after the other: the free-skating segment result (TSS, TES, PCS, deductions) and then the "
          "final category result (FPl., points, SP and FS places) with a withdrawn skater; PDF copy gives single spaces between cells",
          "checked: FS Manager is the ISU's calculation software, used with custom (national) setups for club competitions "
          "(bisresults.co.uk scoring pages); unverified (from memory): the result page layout and column heads "
          "(FPl. Name Club Points SP FS; Pl. Name TSS TES PCS Ded. StN.), and how a PDF copy comes out",
          "winner", win,
          "Who won Advanced Novice Girls: first in the final result (highest combined points SP + FS)",
          list(scores.keys()), scores,
          ["the free-skating segment table comes first and has a different leader",
           "the short-programme leader withdrew (WD row)",
           "single spaces between cells, names and club names contain spaces",
           "Windows-1250 (ő, ű), form feed between pages"])


# ---------------------------------------------------------------- 5 Fantacalcio
def f_fanta():
    name = "Leghe_Fantacalcio_classifica_Lega_Bar_Sport_Lodi_2026-27.xlsx"
    rng = random.Random(505)
    teams = [
        # team, coach, V, N, P, fantapunti total
        ("Longobarda FC", "Davide R.", 14, 2, 4, 1468.5),
        ("Dinamo Spritz", "Chiara M.", 13, 2, 5, 1512.0),
        ("Atletico Ma Non Troppo", "Marco B.", 12, 4, 4, 1455.5),
        ("Real Mente", "Giulia F.", 11, 3, 6, 1449.0),
        ("Bayer Neverkusen", "Luca P.", 9, 5, 6, 1421.5),
        ("Sporting Cernusco", "Alessio T.", 8, 4, 8, 1398.0),
        ("Inter Nos", "Federica S.", 7, 4, 9, 1387.5),
        ("Vodka Juniors", "Stefano G.", 6, 3, 11, 1360.0),
        ("Olimpia Divano", "Paolo C.", 5, 4, 11, 1341.5),
        ("Boca Senior", "Roberta L.", 3, 3, 14, 1290.0),
    ]
    rows = []
    for t, c, v, n, p, fp in teams:
        gf = rng.randint(28, 44)
        gs = rng.randint(26, 42)
        rows.append([t, c, v + n + p, v, n, p, gf, gs, gf - gs, 3 * v + n, fp])
    rows.sort(key=lambda r: (-r[9], -r[10]))
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Classifica"
    ws["A1"] = "Lega Bar Sport Lodi – Serie A 2026/27"
    ws["A1"].font = Font(bold=True, size=14)
    ws.merge_cells("A1:L1")
    ws["A2"] = "Classifica dopo la 20ª giornata (aggiornata al 25/01/2027)"
    ws.merge_cells("A2:L2")
    ws.append([])
    ws.append(["Pos.", "Squadra", "Allenatore", "G", "V", "N", "P", "GF", "GS", "DR", "Pt.", "Pt. Totali"])
    for c in ws[4]:
        c.font = Font(bold=True)
        c.alignment = Alignment(horizontal="center")

    def it(x):
        s = f"{x:,.1f}"
        return s.replace(",", "X").replace(".", ",").replace("X", ".")

    for i, r in enumerate(rows, 1):
        ws.append([i] + r[:10] + [it(r[10])])   # fantapunti stored as text, Italian format
    ws.append([])
    ws.append(["Criteri in caso di parità di punti: 1) scontri diretti 2) differenza reti 3) punti totali."])
    ws.append(["Pt. Totali = somma dei fantapunti di squadra di tutte le giornate (solo a titolo informativo)."])
    for col, w in zip("ABCDEFGHIJKL", (6, 26, 14, 5, 5, 5, 5, 5, 5, 5, 6, 12)):
        ws.column_dimensions[col].width = w
    save_xlsx(wb, name)
    scores = {r[0]: r[9] for r in rows}
    win = unique_max(scores)
    fp_win = unique_max({r[0]: r[10] for r in rows})
    assert fp_win != win
    entry(name,
          "Leghe Fantacalcio (fantacalcio.it leagues platform, Italy), lega → Classifica → Scarica Excel; an invented "
          "bar-sport fantasy football league in Lodi",
          "League table: merged title rows, Pos., team, coach, G V N P GF GS DR, Pt. (match points) and Pt. Totali "
          "(fantasy points, Italian number format stored as text), tie-break notes below",
          "searched: fantacalcio.it readers' stories confirm head-to-head leagues ranked on points with 'somma punti totale' "
          "as a late tie-break; unverified (from memory): the Excel export's layout and column heads",
          "winner", win,
          "Which team leads the league: most league points (Pt.), Pos. 1",
          [r[0] for r in rows], scores,
          ["Pt. Totali (fantasy points) has a different leader",
           "Pt. Totali stored as text with '.' thousands and ',' decimals",
           "merged title rows and notes under the table"])


# ---------------------------------------------------------------- 6 Competition Corner
def f_compcorner():
    name = "CompetitionCorner_Vilnius_Winter_Throwdown_2027_Elitas_vyrai.csv"
    rng = random.Random(606)
    ath = [("Mantas Žukauskas", "CrossFit Vilnius"), ("Dovydas Šimkus", "Box Žirmūnai"),
           ("Paulius Kazlauskas", "CrossFit Kaunas"), ("Tomas Mačiulis", "Užupio Atletai"),
           ("Lukas Stankevičius", "CrossFit Vilnius"), ("Justinas Ūselis", "Klaipėdos Jūra"),
           ("Rokas Petrauskas", "Box Žirmūnai"), ("Eimantas Vaičiulis", "Šiaulių Stiprūs"),
           ("Karolis Jankauskas", "CrossFit Kaunas"), ("Matas Grigaitis", "Užupio Atletai"),
           ("Arnas Balčiūnas", "Klaipėdos Jūra"), ("Deividas Čepulis", "CrossFit Vilnius"),
           ("Nojus Rimkus", "Šiaulių Stiprūs")]
    # raw results chosen so placings are unique per workout
    reps1 = [187, 201, 176, 194, 170, 182, 165, 198, 158, 190, 161, 173, 150]        # more is better
    time2 = [522, 548, 501, 530, 560, 541, 575, 512, 590, 536, 565, 551, 603]        # seconds, less is better
    kg3 = [132, 120, 138, 127, 124, 115, 129, 118, 121, 110, 113, 117, 106]          # more is better
    n = len(ath)

    def places(vals, higher):
        order = sorted(range(n), key=lambda i: (-vals[i] if higher else vals[i]))
        pl = [0] * n
        for p, i in enumerate(order, 1):
            pl[i] = p
        return pl

    p1, p2, p3 = places(reps1, True), places(time2, False), places(kg3, True)
    pts = [p1[i] + p2[i] + p3[i] for i in range(n)]
    order = sorted(range(n), key=lambda i: pts[i])
    lines = ["sep=;", "Elitas – Vyrai (13 atletų)",
             csv_line(["Vieta", "Atletas", "Klubas", "Taškai", "WOD 1 „Žiemos gruodas“", "WOD 2 „Neris“",
                       "WOD 3 Stūmimas 1RM"], ";")]
    for rank, i in enumerate(order, 1):
        t = time2[i]
        lines.append(csv_line([rank, ath[i][0], ath[i][1], pts[i], f"{p1[i]} ({reps1[i]} pak.)",
                               f"{p2[i]} ({t // 60}:{t % 60:02d})", f"{p3[i]} ({kg3[i]} kg)"], ";"))
    lines.append(csv_line(["WD", "Ignas Sabaliauskas", "Box Žirmūnai", "", "—", "—", "—"], ";"))
    lines.append("")
    lines.append("Taškai = vietų suma (1 vieta = 1 taškas). Mažiausiai taškų surinkęs atletas laimi.")
    write_bytes(name, text_bytes(lines, "cp1257"))
    scores = {ath[i][0]: pts[i] for i in range(n)}
    win = unique_max(scores, lower_is_better=True)
    assert unique_max(scores) != win
    assert len(set(pts)) > 5
    entry(name,
          "Competition Corner (functional-fitness competition platform), division leaderboard selected in the browser, "
          "pasted into Lithuanian Excel and saved as CSV; an invented Vilnius CrossFit throwdown, Elite men",
          "Leaderboard: sep=; line, division title, rank, athlete, club, points, and per workout 'place (score)'; a withdrawn athlete; "
          "footnote that the lowest points win",
          "checked: Competition Corner help — built-in 'Point per Place' scoring, lowest score wins (help.competitioncorner.net, "
          "custom scoring table article); the CrossFit leaderboard convention 'rank (score)' per workout (games.crossfit.com); "
          "unverified: the Lithuanian labels and the cp1257 ';' Excel save (from memory)",
          "winner", win,
          "Who won Elite men: lowest total points (sum of workout placings), rank 1",
          list(scores.keys()), scores,
          ["lowest points win: the highest points are last place",
           "workout cells mix place and raw score 'n (score)'", "sep=; first line and a title line",
           "WD row with dashes", "Windows-1257 (ž, š, ū)"])


# ---------------------------------------------------------------- 7 Garmin Connect (JP)
def f_garmin():
    name = "Garmin_Connect_チャレンジ_看護部11月歩数.csv"
    people = [("中村 陽菜", 1002450), ("佐藤 美咲", 987655), ("鈴木 大輔", 941208), ("高橋 彩", 903117),
              ("伊藤 翔太", 877340), ("渡辺 結衣", 861902), ("田中 恵", 842615), ("小林 拓海", 799031),
              ("加藤 さくら", 774480), ("吉田 真由", 751266), ("山本 健", 729904), ("松本 優子", 702318),
              ("井上 蓮", 688127), ("木村 麻衣", 654093), ("林 美穂", 631880), ("清水 亮", 598742),
              ("山口 千尋", 570219), ("森 智子", 533806), ("池田 悠斗", 498375), ("橋本 奈々", 455120),
              ("石川 直樹", 412988), ("前田 里奈", 356041)]
    me = "田中 恵"
    lines = ["11月 歩数チャレンジ（看護部・病棟スタッフ）", "期間: 2026/11/01 - 2026/11/30,,",
             "", "順位,名前,歩数"]
    rank_of = {p[0]: i for i, p in enumerate(people, 1)}
    lines.append(csv_line([rank_of[me], me + "（あなた）", f"{dict(people)[me]:,}"], ","))
    lines.append(",,")
    for i, (nm, st) in enumerate(people, 1):
        lines.append(csv_line([i, nm, f"{st:,}"], ","))
    lines += [",,", csv_line(["参加者 22名", "", f"合計 {sum(s for _, s in people):,} 歩"], ",")]
    write_bytes(name, text_bytes(lines, "cp932"))
    scores = {nm: st for nm, st in people}
    win = unique_max(scores)
    # comma read as a decimal separator / only the part before the first comma
    misparse = {nm: float(f"{st:,}".split(",")[0]) for nm, st in people}
    assert unique_max(misparse) != win
    entry(name,
          "Garmin Connect (web), Challenges → a group step challenge → leaderboard selected in the browser, pasted into "
          "Japanese Excel and saved as CSV (Shift-JIS); an invented hospital nursing department's November step challenge",
          "Leaderboard: title and period lines, rank, name, steps with thousands commas (quoted), the viewer's own row pinned "
          "above the list and repeated in it, a participants/total footer",
          "unverified (from memory): the leaderboard layout with the viewer's row pinned on top, the Japanese UI words, and "
          "that Japanese Excel writes cp932 CSV quoting '1,002,450'",
          "winner", win,
          "Who walked the most steps in November (rank 1)",
          list(scores.keys()), scores,
          ["thousands commas inside quoted fields; the winner has over a million steps (1,002,450)",
           "the viewer's own row pinned above the table (duplicate)", "footer with participant count and total",
           "Shift-JIS (cp932)"])


# ---------------------------------------------------------------- 8 Scoutnet
def f_scoutnet():
    name = "Scoutnet_Vårhajk_2027_frågeformulär.xlsx"
    rng = random.Random(808)
    q = "Vilken aktivitet vill du helst göra på vårhajken?"
    active = (["Kanotpaddling"] * 11 + ["Övernattning i vindskydd"] * 12 + ["Klättring"] * 8 +
              ["Orientering"] * 5 + ["Annat"] * 2)
    cancelled = ["Kanotpaddling"] * 4 + ["Klättring"] * 1
    fn = ["Elsa", "Alva", "Wilma", "Maja", "Astrid", "Saga", "Vera", "Alice", "Ella", "Signe", "Ebba", "Stella",
          "Liam", "Hugo", "Noah", "Oscar", "Elias", "Vincent", "Alfred", "Nils", "Viggo", "Theo", "Arvid",
          "Sixten", "Ludvig", "Melvin", "Olle", "Sigge", "Tyra", "Ines", "Nora", "Leia", "Ture", "Edvin",
          "Harry", "Idun", "Juni", "Frans", "Märta", "Ester", "Love", "Folke", "Greta", "Sten", "Iris"]
    ln = ["Lindqvist", "Bergström", "Åkesson", "Sjöberg", "Holm", "Nyström", "Ek", "Lundgren", "Forsberg",
          "Öberg", "Hedlund", "Björk", "Sandberg", "Wallin", "Ström", "Engström", "Dahl", "Norberg"]
    rng.shuffle(fn)
    answers = [(a, "Anmäld") for a in active] + [(a, "Avanmäld") for a in cancelled]
    rng.shuffle(answers)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Frågeformulär"
    ws.append(["Medlemsnummer", "Förnamn", "Efternamn", "Födelsedatum", "Kår", "Avdelning", "Anmälningsdatum",
               "Status", q, "Om annat, vad?", "Allergier eller specialkost", "Behöver du skjuts till samlingsplatsen?",
               "Målsmans mobilnummer"])
    for c in ws[1]:
        c.font = Font(bold=True)
    other = ["Bygga flotte", "Fiska"]
    for i, (a, st) in enumerate(answers):
        y = rng.choice([2013, 2014, 2015])
        bd = f"{y}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        reg = f"2027-0{rng.choice([2, 3])}-{rng.randint(1, 28):02d} {rng.randint(7, 22):02d}:{rng.randint(0, 59):02d}"
        ws.append([3400000 + rng.randint(10000, 99999), fn[i % len(fn)], rng.choice(ln), bd, "Sjöviks Scoutkår",
                   "Äventyrarna Vargen" if y == 2014 else "Äventyrarna Lodjuret" if y == 2013 else "Upptäckarna Älgen",
                   reg, st, a, other.pop() if a == "Annat" else "",
                   rng.choice(["", "", "", "Laktosfri", "Glutenfri", "Nötter", "Vegetarisk"]),
                   rng.choice(["Ja", "Nej", "Nej"]), f"07{rng.randint(0, 9)}-{rng.randint(100, 999)} {rng.randint(10, 99)} {rng.randint(10, 99)}"])
    for col, w in zip("ABCDEFGHIJKLM", (14, 10, 12, 12, 17, 22, 17, 10, 44, 16, 22, 20, 16)):
        ws.column_dimensions[col].width = w
    save_xlsx(wb, name)
    scores = {}
    for a in active:
        scores[a] = scores.get(a, 0) + 1
    win = unique_max(scores)
    allc = dict(scores)
    for a in cancelled:
        allc[a] = allc.get(a, 0) + 1
    assert unique_max(allc) != win
    entry(name,
          "Scoutnet (member and event system of Scouterna, the Swedish Scouts), arrangemang → Rapporter → 'Personer som anmält "
          "sig genom frågeformulär/…' → Ladda ner (Excel); an invented scout group's spring hike, the activity question",
          "One row per registration with member data and several form questions (activity wish, 'other', allergies, lift, "
          "guardian's phone) and a Status column with Anmäld / Avanmäld",
          "checked: Scouterna's support pages — reports 'Personer som anmält sig genom frågeformulär/[formulärets namn]' hold "
          "the form answers plus member-profile data, downloaded as Excel (support.scouterna.se, article 14); unverified: "
          "column titles and the Status values",
          "winner", win,
          "Which activity do the registered scouts want most (count of answers among registrations not cancelled)",
          list(scores.keys()), scores,
          ["cancelled (Avanmäld) registrations would make Kanotpaddling win",
           "several questions in one export; only one is a choice among candidates",
           "'Annat' with free text"])


# ---------------------------------------------------------------- 9 Blink (ask)
def f_blink():
    name = "Blink_survey_export_Staff_Wellbeing_Hub_2026.csv"
    rng = random.Random(909)
    q1 = "What should we call the new staff wellbeing hub?"
    q2 = "What should the hub offer first?"
    a1 = ["The Haven"] * 34 + ["Recharge Room"] * 27 + ["The Nest"] * 21 + ["Oasis"] * 14
    a2 = ["Hot food 24/7"] * 37 + ["Quiet rest pods"] * 29 + ["Massage chairs"] * 13 + ["Peer support drop-in"] * 17
    rng.shuffle(a1)
    rng.shuffle(a2)
    comments = ["", "", "", "", "Please make sure night staff can use it", "Somewhere to nap on breaks!",
                "Free parking would help more tbh", "", "Thank you for doing this", "Needs to be near ED"]
    lines = [csv_line(["Response ID", "Completed At", q1, q2, "Anything else you'd like to tell us?"], ",", quote_all=True)]
    t0 = datetime.datetime(2026, 10, 5, 6, 40)
    for i in range(len(a1)):
        t = t0 + datetime.timedelta(minutes=rng.randint(0, 60 * 24 * 12))
        lines.append(csv_line([f"r_{rng.randint(10**7, 10**8 - 1):x}", t.strftime("%d/%m/%Y %H:%M"), a1[i], a2[i],
                               rng.choice(comments)], ",", quote_all=True))
    write_bytes(name, text_bytes(lines, "utf-8"))
    s1, s2 = {}, {}
    for a in a1:
        s1[a] = s1.get(a, 0) + 1
    for a in a2:
        s2[a] = s2.get(a, 0) + 1
    w1, w2 = unique_max(s1), unique_max(s2)
    entry(name,
          "Blink (frontline employee app used by NHS trusts and care providers, UK), Admin → Surveys → survey → Export CSV "
          "(anonymous survey); an invented NHS hospital trust asking staff about a new wellbeing hub",
          "One row per anonymous response: response id, completion time, two multiple-choice questions of equal standing "
          "(hub name, first offer) and a free-text comment",
          "checked: Blink help centre — surveys are anonymous by default and the CSV export of an anonymous survey contains only "
          "answers (minimum five responses), trackable surveys add chosen profile fields (helpdesk.joinblink.com, 'Trackable "
          "Surveys', 'Survey results and how to read them'); unverified: exact column titles and date format",
          "ask", None,
          "Which option won? The export holds two questions of equal standing with different winners",
          {"hub name": list(s1.keys()), "first offer": list(s2.keys())},
          {"hub name": s1, "first offer": s2},
          ["two questions of equal standing", "free-text comment column", "anonymous ids, no voter names"],
          acceptable={"hub name": w1, "first offer": w2},
          ask_because="The survey asked two separate questions (the hub's name and what it should offer first), each with its own winner, and nothing says which one is wanted.")


# ---------------------------------------------------------------- 10 Zonka (read-me + rating grid)
def f_zonka():
    name = "Zonka_Feedback_Responses_Activities_Survey_Nov2026.xlsx"
    rng = random.Random(1010)
    acts = ["Pet therapy visits", "Gardening club", "Music & memories afternoons", "Seaside day trips", "Chair yoga"]
    q = "How much would you enjoy these activities?"
    # ratings per activity (real respondents), blanks = not rated
    plan = {
        "Pet therapy visits": [5, 4, 4, 3, 5, 4, 3, 4, 2, 4, 5, 3, 4, 4, 3, 4, 3, 4, 4, 3, 4, 3],
        "Gardening club": [4, 4, 5, 4, 3, 4, 4, 5, 4, 3, 4, 4, 5, 3, 4, 4, 4, 3, 4, 5, 4, 4, 3, 4, 4, 4, 3, 4],
        "Music & memories afternoons": [5, 4, 5, 4, 4, 5, 4, 4],
        "Seaside day trips": [4, 5, 4, 4, 5, 4, 4, 4, 5, 4, 4, 5, 4, 3, 4, 4, 5, 4, 4, 5, 4],
        "Chair yoga": [3, 2, 4, 3, 3, 2, 4, 3, 2, 3, 4, 3],
    }
    nresp = 30
    grid = [[None] * len(acts) for _ in range(nresp)]
    for j, a in enumerate(acts):
        rows = rng.sample(range(nresp), len(plan[a]))
        for r, v in zip(rows, plan[a]):
            grid[r][j] = v
    tests = [[5, None, None, 5, 1], [5, 3, 1, 5, None], [None, None, None, 5, None], [5, 5, 1, 5, 5]]
    wb = openpyxl.Workbook()
    rd = wb.active
    rd.title = "Read me"
    notes = [
        "Ashgrove House Nursing Home – Activities survey, November 2026",
        "",
        "Exported from Zonka Feedback (survey 'Activities 2027', kiosk in the day room + family SMS link) on 28/11/2026.",
        "Residents, family members and staff rated each idea 1–5 (1 = not at all, 5 = very much). A blank means the person skipped that activity.",
        "",
        "Activities rated:",
    ] + ["  • " + a for a in acts] + [
        "",
        "Decision agreed at the residents' meeting: the activity with the highest AVERAGE rating becomes a weekly fixture from January.",
        "Ignore the responses from 'Demo iPad (office)' – those were us testing the kiosk before it went live.",
        "",
        "– Aoife Brennan, Activities Co-ordinator",
    ]
    for n in notes:
        rd.append([n])
    rd.column_dimensions["A"].width = 120
    ws = wb.create_sheet("Responses")
    hdr = ["Response ID", "Date", "Time", "Survey Name", "Location", "Device Name", "Respondent type"] + \
          [f"{q} - {a}" for a in acts] + ["Any other ideas?"]
    ws.append(hdr)
    for c in ws[1]:
        c.font = Font(bold=True)
    allrows = []
    d0 = datetime.date(2026, 11, 2)
    for i in range(nresp):
        allrows.append(("real", grid[i]))
    for t in tests:
        allrows.insert(rng.randint(0, 3), ("test", t))
    ideas = ["", "", "", "Bingo!", "Trips to the garden centre", "Mass on Sundays please", "", "Knitting circle"]
    stamped = []
    for kind, vals in allrows:
        d = d0 + datetime.timedelta(days=(0 if kind == "test" else rng.randint(1, 24)))
        tm = f"{rng.randint(9, 19):02d}:{rng.randint(0, 59):02d}"
        stamped.append((d, tm, kind, vals))
    stamped.sort(key=lambda x: (x[0], x[1]))
    for k, (d, tm, kind, vals) in enumerate(stamped):
        loc = "Demo iPad (office)" if kind == "test" else rng.choice(["Day room kiosk", "Day room kiosk", "Family SMS link"])
        dev = "iPad-DEMO" if kind == "test" else ("Kiosk-01" if loc == "Day room kiosk" else "Web")
        if kind == "test":
            who = "Staff"
        elif loc == "Family SMS link":
            who = "Family member"
        else:
            who = rng.choice(["Resident", "Resident", "Resident", "Staff"])
        ws.append([f"ZF-{48810 + k}", d.strftime("%d/%m/%Y"), tm,
                   "Activities 2027", loc, dev, who] + list(vals) + [rng.choice(ideas) if kind == "real" else "test"])
    for j in range(len(hdr)):
        ws.column_dimensions[openpyxl.utils.get_column_letter(j + 1)].width = 18
    save_xlsx(wb, name)

    def means(rows):
        m = {}
        for j, a in enumerate(acts):
            v = [r[j] for r in rows if r[j] is not None]
            m[a] = round(sum(v) / len(v), 4)
        return m

    real = [r for k, r in allrows if k == "real"]
    scores = means(real)
    win = unique_max(scores)
    sums = {a: sum(r[j] for r in real if r[j] is not None) for j, a in enumerate(acts)}
    withtest = means([r for _, r in allrows])
    assert unique_max(sums) != win
    assert unique_max(withtest) != win
    entry(name,
          "Zonka Feedback (feedback-kiosk and survey software used by care homes and clinics), Responses → Export → Excel, "
          "with a 'Read me' sheet added first by the activities co-ordinator; an invented Irish nursing home's activities survey",
          "Workbook whose first sheet is a read-me stating the rule (highest average, ignore demo-kiosk tests); second sheet one "
          "row per response with metadata and a 1–5 rating per activity, blanks = skipped",
          "unverified (from memory): Zonka's export columns (Response ID, Date, Time, Location, Device …, matrix rows as "
          "'question - row'); the read-me sheet is the co-ordinator's own",
          "winner", win,
          "Which activity has the highest average rating (blanks not counted, demo-kiosk test responses excluded), as the read-me says",
          acts, scores,
          ["sum of ratings favours the activity rated by more people (Gardening club)",
           "test responses from the demo iPad would make Seaside day trips win",
           "read-me sheet first", "blank cells = skipped, not zero"])


# ---------------------------------------------------------------- 11 findmind
def f_findmind():
    name = "findmind_Umfrage_Teamausflug_2027_Apotheken_Export.csv"
    rng = random.Random(1111)
    opts = ["Rigi – Wanderung & Schifffahrt", "Aletschgletscher-Wanderung", "Seilpark Kandersteg",
            "Thermalbad & Wellness Bad Zurzach", "Creux du Van – Wanderung"]
    counts = {opts[0]: 14, opts[1]: 13, opts[2]: 7, opts[3]: 9, opts[4]: 5}
    filialen = ["Apotheke am Bahnhof", "Apotheke Seefeld", "Apotheke Altstadt", "Apotheke Oerlikon", "Zentrallager"]
    votes = []
    for o, n in counts.items():
        votes += [o] * n
    rng.shuffle(votes)
    first = ["Sandra", "Lukas", "Nicole", "Reto", "Fabienne", "Marco", "Claudia", "Beat", "Jasmin", "Urs", "Corinne",
             "Stefan", "Daniela", "Patrick", "Seraina", "Thomas", "Nadja", "Simon", "Manuela", "Adrian", "Melanie",
             "Roger", "Tanja", "Christoph", "Andrea", "Dominik", "Yvonne", "Pascal", "Sabrina", "Michael", "Rahel",
             "Ivan", "Bettina", "Gian", "Livia", "Mirjam", "Noah", "Ursina", "Cédric", "Flavia", "Jonas", "Karin",
             "Dario", "Larissa", "Samuel", "Petra", "Luca", "Vanessa"]
    last = ["Meier", "Keller", "Brunner", "Gerber", "Baumann", "Frei", "Huber", "Schmid", "Müller", "Steiner",
            "Zürcher", "Bühler", "Widmer", "Kälin", "Suter", "Roth"]
    recs = []
    t0 = datetime.datetime(2027, 1, 11, 7, 30)
    for i, v in enumerate(votes):
        t = t0 + datetime.timedelta(minutes=rng.randint(0, 60 * 24 * 9))
        mail = "" if rng.random() < 0.3 else f"{first[i].lower().replace('é', 'e')}.{rng.choice(last).lower().replace('ü', 'ue').replace('ä', 'ae')}@apotheken-limmat.ch"
        recs.append({"t": t, "v": v, "mail": mail, "ip": f"195.65.{rng.randint(1, 254)}.{rng.randint(1, 254)}",
                     "fil": rng.choice(filialen), "status": "abgeschlossen", "other": ""})
    # double submissions (same person, same answer, minutes apart) for Aletsch
    dups = [r for r in recs if r["v"] == opts[1] and r["mail"]][:3]
    assert len(dups) == 3
    for r in dups:
        d = dict(r)
        d["t"] = r["t"] + datetime.timedelta(minutes=rng.randint(2, 9))
        recs.append(d)
    # abandoned responses and admin tests
    for _ in range(4):
        recs.append({"t": t0 + datetime.timedelta(minutes=rng.randint(0, 60 * 24 * 9)), "v": "", "mail": "",
                     "ip": f"195.65.{rng.randint(1, 254)}.{rng.randint(1, 254)}", "fil": rng.choice(filialen + [""]),
                     "status": "abgebrochen", "other": ""})
    for k in range(2):
        recs.append({"t": datetime.datetime(2027, 1, 10, 16, 12 + k * 3), "v": opts[4], "mail": "test@apotheken-limmat.ch",
                     "ip": "195.65.12.7", "fil": "TEST", "status": "abgeschlossen", "other": "Test – bitte löschen"})
    recs.sort(key=lambda r: r["t"])
    hdr = ["Teilnehmer-ID", "Startzeit", "Endzeit", "Status", "IP-Adresse", "In welcher Filiale arbeitest du?",
           "Wohin soll der Teamausflug 2027 gehen?", "Bemerkungen", "E-Mail (freiwillig, für die Anmeldung)"]
    lines = [csv_line(hdr, ";")]
    for i, r in enumerate(recs, 1):
        end = r["t"] + datetime.timedelta(seconds=rng.randint(40, 300))
        lines.append(csv_line([f"{70315 + i * 7}", r["t"].strftime("%d.%m.%Y %H:%M:%S"),
                               "" if r["status"] == "abgebrochen" else end.strftime("%d.%m.%Y %H:%M:%S"),
                               r["status"], r["ip"], r["fil"], r["v"], r["other"], r["mail"]], ";"))
    write_bytes(name, text_bytes(lines, "utf-8", bom=True))
    scores = dict(counts)
    win = unique_max(scores)
    naive = {}
    for r in recs:
        if r["v"]:
            naive[r["v"]] = naive.get(r["v"], 0) + 1
    assert unique_max(naive) != win
    entry(name,
          "findmind (Swiss online survey tool), Umfrage → Ergebnisse → Export → CSV; an invented Zurich pharmacy group's "
          "staff vote on the 2027 team outing",
          "One vote per row with metadata: participant id, start/end time, status (abgeschlossen / abgebrochen), IP, branch, "
          "the choice, remarks, optional e-mail",
          "unverified (from memory): findmind's export column titles, status words and the UTF-8-with-BOM ';' CSV",
          "winner", win,
          "Which outing got most votes: one vote per person (double submissions counted once), abandoned responses and the "
          "admin's test responses not counted",
          opts, scores,
          ["three double submissions (same e-mail and IP minutes apart) would make Aletschgletscher-Wanderung win",
           "two admin test responses (branch TEST)", "abandoned responses with no answer",
           "en dash and ä/ü in labels, UTF-8 with BOM, ';'"])


# ---------------------------------------------------------------- 12 Pitchero (ask)
def f_pitchero():
    name = "Pitchero_Player_of_the_Match_1st_XV_2026-27.csv"
    rows = [("Gethin Pryce", 14, 6, 212), ("Rhodri ap Ifan", 15, 4, 251), ("Siôn Llŷr Watkins", 13, 3, 187),
            ("Dafydd Morgan", 15, 2, 143), ("Owain Tudur", 12, 2, 131), ("Ieuan Bevan", 14, 1, 118),
            ("Cai Gwilym", 10, 1, 96), ("Macsen Hughes", 15, 1, 88), ("Emyr Rhys-Jones", 9, 0, 54),
            ("Tomos Ellis", 11, 0, 47), ("Gruffydd Pugh", 6, 0, 21)]
    lines = ["Clwb Rygbi Llanfair – 1st XV", "Player of the Match – Season 2026/27 (after 15 matches)", ",,,",
             "Player,Appearances,Player of the Match,Votes"]
    for r in rows:
        lines.append(csv_line(list(r), ","))
    lines += [",,,", "Supporters vote after every match in the club app; the player with most votes that day is Player of the Match.,,,"]
    write_bytes(name, text_bytes(lines, "utf-8", bom=True))
    awards = {r[0]: r[2] for r in rows}
    votes = {r[0]: r[3] for r in rows}
    wa, wv = unique_max(awards), unique_max(votes)
    assert wa != wv
    entry(name,
          "Pitchero (club website platform, UK), club site → team → Player of the Match table, selected in the browser, pasted "
          "into Excel and saved as 'CSV UTF-8'; an invented Welsh rugby club choosing its player of the season",
          "Ready-made table: title lines, player, appearances, number of Player of the Match awards and total supporter votes; "
          "footnote on how match awards are decided",
          "searched: nothing found on Pitchero's Player of the Match pages; layout, column titles and the footnote are "
          "unverified (from memory / invented)",
          "ask", None,
          "Who is player of the season? The table has two measures with different leaders and no rule",
          {"most Player of the Match awards": list(awards.keys()), "most supporter votes": list(votes.keys())},
          {"most Player of the Match awards": awards, "most supporter votes": votes},
          ["awards versus total votes: different leaders", "title lines and a footnote", "Welsh diacritics (ô, ŷ), UTF-8 BOM"],
          acceptable={"most Player of the Match awards": wa, "most supporter votes": wv},
          ask_because="The table gives both the number of Player of the Match awards and the total supporter votes, with different leaders, and nothing says which decides the season award.")


# ---------------------------------------------------------------- 13 MatchWornShirt (bid list)
def f_mws():
    name = "MatchWornShirt_historique_encheres_maillot_10_Dubois.txt"
    rng = random.Random(1313)
    # bidder -> list of bids (euros); highest bids chosen so the revenue-maximising price is interior
    bidders = {
        "m***e7": [60, 95, 140, 310], "l***s": [75, 120, 185], "k***2": [55, 90, 150, 190],
        "v***n": [110, 180], "j***B": [65, 100, 160], "t***o": [130, 175], "s***1": [85, 125],
        "a***k": [70, 105, 170], "f***9": [50, 80], "r***y": [115, 165, 195], "n***a": [145, 200, 290],
    }
    bids = []
    t = datetime.datetime(2026, 11, 21, 18, 0)
    # chronological: interleave by amount (auction bids rise)
    for b, amts in bidders.items():
        for a in amts:
            bids.append((a, b))
    bids.sort()
    seen = set()
    out = []
    for a, b in bids:
        assert a not in seen
        seen.add(a)
        t = t + datetime.timedelta(minutes=rng.randint(7, 300), seconds=rng.randint(0, 59))
        out.append((t, b, a))
    lines = ["Maillot porté et signé – Maëlle Dubois #10", "KAA Gent Ladies – RSC Anderlecht Women, 14/11/2026",
             "Vente aux enchères au profit de l'école de foot féminine", "", "Enchère de départ : 50,00 €",
             f"Nombre d'enchères : {len(out)}", "", "Historique des enchères", "",
             "Enchérisseur\tMontant\tDate"]
    for t, b, a in reversed(out):
        lines.append(f"{b}\t{a:,.2f} €".replace(".", ",") + f"\t{t.strftime('%d/%m/%Y %H:%M:%S')}")
    lines += ["", "Enchère gagnante : 310,00 € – m***e7", "Vente terminée le 28/11/2026 à 21:00"]
    write_bytes(name, text_bytes(lines, "utf-8"))
    high = {b: max(a) for b, a in bidders.items()}
    prices = sorted(set(high.values()))
    rev = {f"{p:.2f}": p * sum(1 for h in high.values() if h >= p) for p in prices}
    win = unique_max(rev)
    assert win != f"{max(prices):.2f}"
    entry(name,
          "MatchWornShirt (match-worn shirt auction site, Belgium), lot page → 'Historique des enchères' selected and pasted "
          "into Notepad (UTF-8); an invented women's football club's charity shirt auction, the club pricing signed replicas",
          "Bid list: lot block, then bidder (masked), amount with decimal comma and € sign, date/time, newest first; several bids per bidder; "
          "winning-bid line at the end",
          "searched: nothing on the bid-history layout; masked bidder names, French labels and the paste layout are unverified (from memory)",
          "winner", win,
          "Posted price that maximises revenue = price × number of bidders whose highest bid ≥ price (each bidder's highest bid)",
          [f"{p:.2f}" for p in prices], rev,
          ["several bids per bidder: use each bidder's highest", "the auction's winning bid (310,00) is not the best posted price",
           "decimal commas and € signs", "newest first"])


# ---------------------------------------------------------------- 14 MeetScoresOnline
def f_mso():
    name = "MeetScoresOnline_Spring_Classic_2027_Level7_JrA.txt"
    gym = [
        # name, gym, VT, UB, BB, FX, EX?
        ("Zoë Whitaker", "Flip City Gymnastics", 9.250, 9.100, 9.300, 9.400, False),
        ("Anaïs Moreau", "Lakeside Gymnastics Academy", 9.300, 9.350, 9.000, 9.250, False),
        ("Renée O'Connor", "Summit Gymnastics", 9.450, 9.400, 9.375, 9.500, True),   # exhibition
        ("Ximena Peña", "Flip City Gymnastics", 9.100, 9.250, 9.400, 9.150, False),
        ("Chloé Barnes", "Elevate Gym Center", 9.050, 8.950, 9.150, 9.200, False),
        ("Maya Lindström", "Summit Gymnastics", 8.900, 9.150, 8.850, 9.050, False),
        ("Brielle Tran", "Lakeside Gymnastics Academy", 9.150, 8.700, 9.050, 8.950, False),
        ("Sofía Ibáñez", "Elevate Gym Center", 8.850, 9.000, 8.700, 9.100, False),
        ("Harper Quinn", "Flip City Gymnastics", 8.950, 8.600, 8.900, 8.800, False),
        ("Noëlle Kaplan", "Summit Gymnastics", 8.700, 8.850, 8.600, 8.900, False),
        ("Addison Reyes", "Elevate Gym Center", 9.000, 8.500, 8.450, 8.750, False),
    ]
    rows = []
    for g in gym:
        aa = round(g[2] + g[3] + g[4] + g[5], 3)
        rows.append(list(g[:6]) + [aa, g[6]])
    comp = [r for r in rows if not r[7]]

    def ev_place(idx):
        order = sorted(comp, key=lambda r: -r[idx])
        pl = {}
        for i, r in enumerate(order, 1):
            same = [p for n2, p in pl.items() if [x for x in comp if x[0] == n2][0][idx] == r[idx]]
            pl[r[0]] = same[0] if same else i
        return pl

    pls = {k: ev_place(k) for k in (2, 3, 4, 5, 6)}
    rows.sort(key=lambda r: -r[6])
    lines = ["2027 Spring Classic - Meet Results", "Session 3 - Level 7 - Jr. A", "",
             "AA Place\tName\tGym\tVT\t\tUB\t\tBB\t\tFX\t\tAA"]
    for r in rows:
        if r[7]:
            lines.append("\t".join(["EX", r[0], r[1]] + [x for k in (2, 3, 4, 5) for x in (f"{r[k]:.3f}", "")] + [f"{r[6]:.3f}"]))
        else:
            lines.append("\t".join([str(pls[6][r[0]]), r[0], r[1]] +
                                   [x for k in (2, 3, 4, 5) for x in (f"{r[k]:.3f}", str(pls[k][r[0]]))] + [f"{r[6]:.3f}"]))
    lines += ["", "EX = Exhibition (not eligible for awards)", "Results provided by MeetScoresOnline.com"]
    write_bytes(name, text_bytes(lines, "mac_roman", newline="\r"))
    scores = {r[0]: r[6] for r in comp}
    win = unique_max(scores)
    allg = {r[0]: r[6] for r in rows}
    assert unique_max(allg) != win
    entry(name,
          "MeetScoresOnline.com (US gymnastics results site), meet → session results page selected in Safari, pasted into "
          "Excel for Mac and saved as 'Tab Delimited Text'; an invented Level 7 Junior A session",
          "Results sheet: title lines, AA place, name, gym, four event scores each followed by the event place, all-around "
          "total; an exhibition gymnast marked EX at the top",
          "unverified (from memory): the results page columns and the EX marking; Excel for Mac 'Tab Delimited Text' writing "
          "Mac Roman with CR line ends is from memory",
          "winner", win,
          "Who won the all-around in Level 7 Jr. A (highest AA among gymnasts competing for awards, AA Place 1)",
          list(scores.keys()), scores,
          ["exhibition gymnast (EX) has the highest AA", "event places in the column after each score (blank header)",
           "Mac Roman, CR line endings, tabs"])


# ---------------------------------------------------------------- 15 Nimenhuuto
def f_nimenhuuto():
    name = "Nimenhuuto_kauden_paattajaisretki_2027_ilmot.csv"
    rng = random.Random(1515)
    dates = ["la 16.5.", "su 17.5.", "la 23.5.", "su 24.5.", "la 30.5."]
    plan = [(9, 2, 6), (7, 3, 9), (11, 1, 4), (6, 4, 7), (8, 2, 5)]   # IN, ?, OUT per date
    members = ["Aleksi Virtanen", "Juho Mäkinen", "Eetu Nieminen", "Ville Hämäläinen", "Joonas Laine",
               "Niko Heikkinen", "Oskari Koskinen", "Lauri Järvinen", "Santeri Lehtonen", "Mikko Saarinen",
               "Tuomas Salminen", "Jere Kärkkäinen", "Otto Lindroos", "Veeti Ahonen", "Roope Väisänen",
               "Antti Kallio", "Elias Räsänen", "Teemu Lyytikäinen", "Patrik Söderholm", "Henri Öhman"]
    n = len(members)
    cols = []
    for inn, may, out in plan:
        c = ["IN"] * inn + ["?"] * may + ["OUT"] * out + [""] * (n - inn - may - out)
        rng.shuffle(c)
        cols.append(c)
    lines = ["Kirkkonummen Kotkat – Salibandy, miesten 4. div.;;;;;",
             "Kauden päättäjäisretki (melonta + sauna, Nuuksio) – ilmoittautumiset;;;;;",
             ";;;;;",
             csv_line(["Pelaaja"] + dates, ";")]
    for i, m in enumerate(members):
        lines.append(csv_line([m] + [cols[j][i] for j in range(len(dates))], ";"))
    lines.append(csv_line(["IN yhteensä"] + [str(p[0]) for p in plan], ";"))
    lines.append(csv_line(["? yhteensä"] + [str(p[1]) for p in plan], ";"))
    lines.append(csv_line(["OUT yhteensä"] + [str(p[2]) for p in plan], ";"))
    write_bytes(name, text_bytes(lines, "cp1252"))
    scores = {d: p[0] + 0.5 * p[1] for d, p in zip(dates, plan)}
    win = unique_max(scores)
    assert unique_max({d: p[0] for d, p in zip(dates, plan)}) == win
    answered = {d: p[0] + p[1] + p[2] for d, p in zip(dates, plan)}
    assert unique_max(answered) != win
    entry(name,
          "Nimenhuuto (Finnish team sign-up service), the coach created five candidate dates as events and copied the "
          "sign-up overview into Finnish Excel, saved as CSV; an invented floorball team's end-of-season canoe-and-sauna trip",
          "Scheduling poll: title lines, players × five dates with IN / ? / OUT or blank, and IN/?/OUT total rows at the bottom",
          "unverified (from memory): Nimenhuuto's IN / OUT sign-up words and '?' for maybe, the overview layout; Finnish Excel "
          "CSV = ';' and Windows-1252",
          "winner", win,
          "Best date for the trip: IN = 1, ? = 0.5 (same winner on IN alone)",
          dates, scores,
          ["counting all answers (IN + ? + OUT) picks su 17.5.", "three total rows at the bottom",
           "title lines with trailing separators", "Windows-1252 (ä, ö), ';'"])


def main():
    for f in (f_webscorer, f_liveheats, f_equipe, f_fsm, f_fanta, f_compcorner, f_garmin, f_scoutnet,
              f_blink, f_zonka, f_findmind, f_pitchero, f_mws, f_mso, f_nimenhuuto):
        f()
    assert len(EXPECTED) == 15
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2, sort_keys=True)
        fh.write("\n")


if __name__ == "__main__":
    main()
