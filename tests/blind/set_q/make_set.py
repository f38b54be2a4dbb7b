#!/usr/bin/env python3
"""Blind test set Q: 15 synthetic exports laid out like real tools write them.

Deterministic (fixed seeds, fixed xlsx document and zip timestamps); standard library + openpyxl only.
Usage:  python make_set.py [output_dir]      (default: the directory holding this script)
All people, ids, e-mails (example.org / example.com), IPs (RFC 5737), places and numbers are invented.
"""
import csv
import datetime
import io
import json
import os
import random
import re
import sys
import zipfile
from collections import Counter, OrderedDict

import openpyxl

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
os.makedirs(OUT, exist_ok=True)
EXPECTED = OrderedDict()
README_ROWS = []


def write_bytes(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)


def write_text(name, text, encoding, newline="\n", bom=False):
    text = text.replace("\r\n", "\n").replace("\n", newline)
    data = text.encode(encoding)
    if bom:
        data = b"\xef\xbb\xbf" + data
    write_bytes(name, data)


def csv_text(rows, delimiter=",", quoting=csv.QUOTE_MINIMAL):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter, quoting=quoting, lineterminator="\n")
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


FIXED_ZIP_TIME = (2026, 5, 4, 10, 30, 0)


def save_xlsx(wb, name, when="2026-05-04T10:30:00Z"):
    """Save with fixed core-property times and fixed zip entry times, so bytes are reproducible."""
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    dst = zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED)
    for info in src.infolist():
        data = src.read(info.filename)
        if info.filename == "docProps/core.xml":
            data = re.sub(rb"(<dcterms:(created|modified)[^>]*>)[^<]*(</dcterms:)",
                          lambda m: m.group(1) + when.encode() + m.group(3), data)
        zi = zipfile.ZipInfo(info.filename, date_time=FIXED_ZIP_TIME)
        zi.compress_type = zipfile.ZIP_DEFLATED
        zi.external_attr = 0o600 << 16
        dst.writestr(zi, data)
    dst.close()
    write_bytes(name, out.getvalue())


def new_wb():
    wb = openpyxl.Workbook()
    wb.properties.creator = "export"
    return wb


def posted_price(max_bids):
    """max_bids: bidder -> highest valid bid. Returns (best p, score dict p -> revenue)."""
    vals = sorted(set(max_bids.values()))
    scores = {p: p * sum(1 for b in max_bids.values() if b >= p) for p in vals}
    best = max(scores, key=scores.get)
    ranked = sorted(scores.values(), reverse=True)
    assert ranked[0] > ranked[1] * 1.04, (ranked[:3])
    return best, scores


def fmt_num(p):
    return str(int(p)) if float(p).is_integer() else str(p)


def add(name, tool, shape, enc, evidence, exp):
    exp = OrderedDict(exp)
    exp["tool"] = tool
    exp["shape"] = shape
    exp["format_evidence"] = evidence
    EXPECTED[name] = exp
    README_ROWS.append((name, tool, shape, enc, evidence))


def clear_margin(scores, higher_better=True, factor=1.05):
    vals = sorted(scores.values(), reverse=higher_better)
    if higher_better:
        assert vals[0] > vals[1] * factor, vals
    else:
        assert vals[0] * factor < vals[1], vals


def expand(counts, rng):
    lst = []
    for k, n in counts.items():
        lst += [k] * n
    rng.shuffle(lst)
    return lst


# ---------------------------------------------------------------------------------------------
# 1. 伝助 densuke.biz scheduling poll, Shift_JIS CSV
# ---------------------------------------------------------------------------------------------
def f_densuke():
    rng = random.Random(101)
    name = "densuke_nittei_kouhou_2026_aki_doukikai_Shift_JIS.csv"
    people = ["佐藤健一", "鈴木美香", "高橋誠", "田中由紀", "渡辺翔太", "伊藤真理", "山本大輔", "中村彩", "小林悠"]
    dates = ["10/17(土) 18:00～", "10/24(土) 18:00～", "10/30(金) 19:00～", "11/7(土) 18:00～", "11/14(土) 18:00～"]
    # marks per date: (o, tri, x)
    plan = {dates[0]: (4, 2, 3), dates[1]: (7, 1, 1), dates[2]: (3, 1, 5), dates[3]: (5, 2, 2), dates[4]: (2, 3, 4)}
    grid = {}
    for d, (o, t, x) in plan.items():
        marks = ["○"] * o + ["△"] * t + ["×"] * x
        rng.shuffle(marks)
        grid[d] = marks
    rows = [["2026年 秋の同期会（入社2011年組）"],
            ["幹事：山本　/　会場候補：博多駅周辺"],
            [],
            ["日程", "○", "△", "×"] + people]
    for d in dates:
        c = Counter(grid[d])
        rows.append([d, c["○"], c["△"], c["×"]] + grid[d])
    comments = ["", "11月は出張多め", "", "金曜は厳しいです", "", "", "どこでも行きます", "", "遅れて参加かも"]
    rows.append(["コメント", "", "", ""] + comments)
    write_text(name, csv_text(rows), "cp932", "\r\n")
    scores = {d: plan[d][0] for d in dates}
    clear_margin(scores, factor=1.2)
    add(name,
        "伝助 densuke.biz (Japanese scheduling-poll site), event page → 'CSVダウンロード', a company intake year's autumn reunion",
        "Scheduling poll, dates as rows: two title lines and a blank line, header 日程 + ○/△/× count columns + one column per participant with ○ (yes), △ (maybe), × (no), one row per candidate date, then a コメント (comments) row.",
        "Shift_JIS (CP932), `,`, CRLF, minimal quoting",
        "From memory, unverified: densuke shows dates as rows and participants as columns with ○△× marks and per-date counts and offers a CSV download; the title lines and exact column order are my guesses (no search done). Event, people and answers are invented.",
        {"answer": "winner", "winner": dates[1], "winner_aliases": ["10/24(土)", "10/24"],
         "candidates": dates, "scores": scores,
         "question": "Which date suits most participants (most ○; ○ + △ gives the same winner)?",
         "traps": ["count columns ○/△/× sit before the participant columns and must not be counted as participants",
                   "title block and a blank line above the header", "コメント row after the dates",
                   "dates are row labels, participants are columns"]})


# ---------------------------------------------------------------------------------------------
# 2. Statistics Finland PxWeb (StatFin) table, two elections held on the same day -> ask
# ---------------------------------------------------------------------------------------------
def f_pxweb():
    name = "StatFin_kvaa_avaa_2025_Koivuniemi_aanet_puolueittain_aanestysalueittain.csv"
    parties = ["Kansallinen Kokoomus", "Suomen Sosialidemokraattinen Puolue", "Suomen Keskusta", "Perussuomalaiset",
               "Vasemmistoliitto", "Vihreä liitto", "Suomen Kristillisdemokraatit (KD)"]
    areas = ["001 Kirkonkylä", "002 Rantala", "003 Ylikylä", "004 Hiidenmäki"]
    kunta = {  # municipal election
        "001 Kirkonkylä": [612, 488, 301, 344, 120, 140, 61],
        "002 Rantala": [455, 371, 166, 249, 98, 119, 40],
        "003 Ylikylä": [190, 151, 402, 133, 29, 22, 57],
        "004 Hiidenmäki": [388, 309, 150, 230, 87, 61, 33],
    }
    alue = {  # wellbeing services county election, same day
        "001 Kirkonkylä": [470, 590, 310, 322, 131, 120, 52],
        "002 Rantala": [361, 452, 171, 241, 110, 99, 31],
        "003 Ylikylä": [150, 190, 381, 140, 30, 19, 59],
        "004 Hiidenmäki": [300, 372, 160, 228, 92, 50, 30],
    }
    rows = [['"Äänet puolueittain äänestysalueittain, kuntavaalit ja aluevaalit 2025 (Koivuniemi)"'], [""]]
    header = ["Vaali", "Äänestysalue", "Puolue", "Äänet (lkm)", "Osuus äänistä (%)"]
    lines = ['"Äänet puolueittain äänestysalueittain, kuntavaalit ja aluevaalit 2025 (Koivuniemi)"', "",
             ";".join('"%s"' % h for h in header)]
    sc = {}
    for vaali, data in (("Kuntavaalit 2025", kunta), ("Aluevaalit 2025", alue)):
        tot_by_party = [sum(data[a][i] for a in areas) for i in range(len(parties))]
        sc[vaali] = dict(zip(parties, tot_by_party))
        blocks = [("KU999 Koivuniemi yhteensä", tot_by_party)] + [(a, data[a]) for a in areas]
        for area, vals in blocks:
            total = sum(vals)
            out = [("Puolueet yhteensä", total)] + list(zip(parties, vals))
            for party, v in out:
                pct = "%.1f" % (100.0 * v / total)
                lines.append('"%s";"%s";"%s";%d;%s' % (vaali, area, party, v, pct.replace(".", ",")))
            lines.append('"%s";"%s";"%s";"..";".."' % (vaali, area, "Muut ryhmät"))
    text = "\r\n".join(lines) + "\r\n"
    write_bytes(name, text.encode("cp1252"))
    for v in sc.values():
        clear_margin(v)
    w_k = max(sc["Kuntavaalit 2025"], key=sc["Kuntavaalit 2025"].get)
    w_a = max(sc["Aluevaalit 2025"], key=sc["Aluevaalit 2025"].get)
    assert w_k != w_a
    add(name,
        "Statistics Finland PxWeb (StatFin database), table of votes by party and voting district → 'Tallenna' → 'Puolipistein eroteltu otsikollinen' (semicolon-delimited with heading) CSV, for the combined municipal and wellbeing-services-county elections of April 2025 in an invented municipality",
        "Long format, one row per (election, voting district, party): election, district (with a municipality-total area first), party (with a 'Puolueet yhteensä' all-parties row first and a 'Muut ryhmät' row holding '..'), votes and share in percent; a quoted title line and a blank line above the header. Two different elections (same day) are in the file.",
        "Windows-1252, `;`, CRLF, text quoted, numbers bare, decimal comma, '..' for missing",
        "From memory, unverified: PxWeb offers semicolon-separated CSV 'with heading' (a title line above the table) and writes '..' for missing cells; the StatFin variable names and layout are my approximation (no search done). Finland did hold municipal and county elections on the same day in April 2025; the municipality, districts and numbers are invented.",
        {"answer": "ask",
         "ask_because": "The file holds two different elections (Kuntavaalit 2025 and Aluevaalit 2025) with different winning parties; nothing says which is meant.",
         "acceptable": {"Kuntavaalit 2025": w_k, "Aluevaalit 2025": w_a},
         "candidates": parties, "scores_by_question": sc,
         "question": "Which party got the most votes (municipal election vs county election)?",
         "winner_aliases_by_question": {"Kuntavaalit 2025": ["KOK", "Kokoomus"], "Aluevaalit 2025": ["SDP"]},
         "traps": ["'KU999 Koivuniemi yhteensä' area rows repeat the district sums",
                   "'Puolueet yhteensä' all-party rows", "percent column with decimal comma",
                   "'Muut ryhmät' rows with '..'", "two elections with different winners", "title line + blank line"]})


# ---------------------------------------------------------------------------------------------
# 3. INE Mexico PREP database CSV, pipe-separated
# ---------------------------------------------------------------------------------------------
def f_prep():
    rng = random.Random(303)
    name = "PUE_AYUN_2027_PREP_San_Bartolo_Tlacuilapan.csv"
    parties = ["PAN", "PRI", "PRD", "PVEM", "PT", "MC", "MORENA", "CI_1"]
    weights = [0.17, 0.14, 0.03, 0.05, 0.06, 0.30, 0.22, 0.03]
    secciones = [1701, 1702, 1703, 1704, 1705, 1706, 1707, 1708, 1709, 1710]
    rows = []
    totals = Counter()
    n_cont = 0
    for s in secciones:
        for tipo, ext in (("B", "01"), ("C", "01"), ("C", "02")):
            if tipo == "C" and ext == "02" and s % 3:
                continue
            ln = rng.randint(520, 690)
            votos = int(ln * rng.uniform(0.48, 0.62))
            vals = [0] * len(parties)
            for _ in range(votos):
                vals[rng.choices(range(len(parties)), weights)[0]] += 1
            nr = rng.randint(0, 2)
            nulos = rng.randint(4, 15)
            rows.append([s, tipo, ext, ln, vals, nr, nulos])
    # two actas not counted (illegible / missing)
    rows[4].append("ILEGIBLE")
    rows[17].append("SIN ACTA")
    lines = ["AYUNTAMIENTO - SAN BARTOLO TLACUILAPAN",
             "13/06/2027 20:00 (UTC-6)",
             "ACTAS_ESPERADAS|ACTAS_REGISTRADAS|ACTAS_FUERA_CATALOGO|ACTAS_CAPTURADAS|PORCENTAJE_ACTAS_CAPTURADAS|ACTAS_CONTABILIZADAS|PORCENTAJE_ACTAS_CONTABILIZADAS|PORCENTAJE_ACTAS_INCONSISTENCIAS|ACTAS_NO_CONTABILIZADAS|LISTA_NOMINAL_ACTAS_CONTABILIZADAS|TOTAL_VOTOS_C_CS|TOTAL_VOTOS_S_CS|PORCENTAJE_PARTICIPACION_CIUDADANA"]
    header = (["CLAVE_CASILLA", "CLAVE_ACTA", "ID_ENTIDAD", "ENTIDAD", "ID_MUNICIPIO", "MUNICIPIO", "SECCION",
               "ID_CASILLA", "TIPO_CASILLA", "EXT_CONTIGUA", "CASILLA", "TIPO_ACTA"] + parties +
              ["NO_REGISTRADAS", "NULOS", "TOTAL_VOTOS_CALCULADOS", "LISTA_NOMINAL", "OBSERVACIONES",
               "CONTABILIZADA", "MECANISMOS_TRASLADO", "FECHA_HORA_ACOPIO", "FECHA_HORA_CAPTURA", "ORIGEN", "DIGITALIZACION"])
    body = []
    ln_cont = 0
    tot_cs = 0
    for i, r in enumerate(rows):
        s, tipo, ext, ln, vals, nr, nulos = r[:7]
        clave = "21%04d%s%s0000" % (s, tipo, ext)
        casilla = "BASICA" if tipo == "B" else "CONTIGUA"
        t_acopio = "13/06/2027 %02d:%02d:%02d" % (19 + i // 12, (7 + i * 3) % 60, (i * 17) % 60)
        t_cap = "13/06/2027 %02d:%02d:%02d" % (19 + i // 12, (9 + i * 3) % 60, (i * 23) % 60)
        if len(r) > 7:
            obs = r[7]
            cells = ["-"] * len(parties) + ["-", "-", "-"] if obs == "SIN ACTA" else ["ILEGIBLE"] * len(parties) + ["ILEGIBLE", "ILEGIBLE", "-"]
            body.append([clave, clave + "2", 21, "PUEBLA", 140, "SAN BARTOLO TLACUILAPAN", s, 1, tipo, ext, casilla, "5"] +
                        cells + [ln, "Sin Acta" if obs == "SIN ACTA" else "Ilegible", 0, "-" if obs == "SIN ACTA" else "D",
                                 "-" if obs == "SIN ACTA" else t_acopio, "-" if obs == "SIN ACTA" else t_cap,
                                 "-" if obs == "SIN ACTA" else "CATD", "-" if obs == "SIN ACTA" else "ESCANER"])
            continue
        n_cont += 1
        for p, v in zip(parties, vals):
            totals[p] += v
        tv = sum(vals) + nr + nulos
        ln_cont += ln
        tot_cs += tv
        body.append([clave, clave + "2", 21, "PUEBLA", 140, "SAN BARTOLO TLACUILAPAN", s, 1, tipo, ext, casilla, "5"] +
                    vals + [nr, nulos, tv, ln, "", 1, "D", t_acopio, t_cap, "CASILLA" if i % 4 else "CATD",
                            "MOVIL" if i % 4 else "ESCANER"])
    n_all = len(rows)
    lines.append("%d|%d|0|%d|100.0000|%d|%.4f|%.4f|%d|%d|%d|%d|%.4f" % (
        n_all, n_all, n_all, n_cont, 100.0 * n_cont / n_all, 100.0 * (n_all - n_cont) / n_all, n_all - n_cont,
        ln_cont, tot_cs, tot_cs, 100.0 * tot_cs / ln_cont))
    lines.append("|".join(header))
    for b in body:
        lines.append("|".join(str(x) for x in b))
    write_bytes(name, ("\n".join(lines) + "\n").encode("utf-8"))
    scores = {p: totals[p] for p in parties}
    clear_margin(scores, factor=1.15)
    add(name,
        "INE / OPLE PREP (Mexico's preliminary electoral results programme), results site → 'Base de datos' download (zip) → the CSV for the municipal council (Ayuntamiento) race of an invented municipality in Puebla",
        "Ready-made count table per polling station (casilla): a title line, a cut-off time line, a summary header + summary line (actas expected / counted, turnout), then the main header and one row per acta with one column per party (PAN … MORENA, CI_1 = independent candidate), NO_REGISTRADAS, NULOS, TOTAL_VOTOS_CALCULADOS, LISTA_NOMINAL and processing metadata; two actas are not counted ('ILEGIBLE' cells, and a 'Sin Acta' row with '-').",
        "UTF-8 (no BOM), `|`, LF, no quoting",
        "From memory, unverified: PREP databases are pipe-separated CSVs with a few header lines (election, cut-off time, a summary line) above the per-acta table, party columns, NULOS, TOTAL_VOTOS_CALCULADOS, LISTA_NOMINAL and CONTABILIZADA; the exact column set here is my approximation (a search of stored code found nothing). Municipality and numbers are invented.",
        {"answer": "winner", "winner": max(scores, key=scores.get), "winner_aliases": ["Movimiento Ciudadano"],
         "candidates": parties, "scores": scores,
         "question": "Which party/candidacy got the most votes for the Ayuntamiento?",
         "traps": ["three lines (title, cut-off time) and a summary header + line above the real header",
                   "LISTA_NOMINAL and TOTAL_VOTOS_CALCULADOS are larger than any party",
                   "NULOS / NO_REGISTRADAS are not candidates", "'ILEGIBLE' and '-' cells in uncounted actas",
                   "numeric id columns (ID_ENTIDAD, SECCION, CONTABILIZADA)"]})


# ---------------------------------------------------------------------------------------------
# 4. Condorcet Election Format (.cvotes) from condorcet.vote
# ---------------------------------------------------------------------------------------------
def f_cvotes():
    name = "condorcet.vote_nom_nouvelle_salle_de_bloc_2026.cvotes"
    C = ["Le Pan Nord", "La Dalle Rose", "Grimpe & Co", "Vertical'Hop"]
    A, B, G, V = C
    ballots = [  # (ranking list-of-groups, count)
        ([[B], [G], [A], [V]], 9),
        ([[B], [A], [G], [V]], 5),
        ([[G], [B], [V], [A]], 6),
        ([[A], [B], [G], [V]], 4),
        ([[V], [G], [B], [A]], 3),
        ([[G], [V]], 2),              # partial, implicit rest last
        ([[A], [G, V], [B]], 2),
        ([[B], [V]], 3),
        ([[V], [A], [B], [G]], 2),
        ([[G], [A], [B], [V]], 3),
    ]
    lines = ["# Condorcet.Vote — export des votes",
             "# Vote : Nom de la nouvelle salle de bloc du club (AG 2026)",
             "# Créé le 2026-02-02, clos le 2026-02-16",
             "#/Candidates: " + " ; ".join(C),
             "#/Number of Seats: 1",
             "#/Implicit Ranking: true",
             "#/Weight Allowed: false",
             "#/Voting Methods: Schulze Winning ; Ranked Pairs Margin ; Borda Count",
             ""]
    first = Counter()
    borda = Counter()
    pair = Counter()
    for groups, n in ballots:
        ranked = [c for g in groups for c in g]
        full = groups + ([[c for c in C if c not in ranked]] if len(ranked) < len(C) else [])
        first[groups[0][0]] += n
        pos = 0
        rank_of = {}
        for g in full:
            for c in g:
                rank_of[c] = pos
            pos += len(g)
        for c in C:
            borda[c] += n * (len(C) - 1 - rank_of[c])
        for x in C:
            for y in C:
                if rank_of[x] < rank_of[y]:
                    pair[(x, y)] += n
        s = " > ".join(" = ".join(g) for g in groups)
        if n > 1:
            s += " * %d" % n
        lines.append(s)
    lines.append("")
    write_bytes(name, "\n".join(lines).encode("utf-8"))
    cw = [x for x in C if all(pair[(x, y)] > pair[(y, x)] for y in C if y != x)]
    assert cw == [B], cw
    assert max(first, key=first.get) == B and max(borda, key=borda.get) == B
    clear_margin(dict(first), factor=1.2)
    clear_margin(dict(borda), factor=1.1)
    add(name,
        "Condorcet.Vote (online ranked-vote site built on the CondorcetPHP library), vote admin page → download the votes as a Condorcet Election Format file (.cvotes), a climbing club's vote on the name of its new bouldering hall (French)",
        "Ranking, one line per distinct ballot: '#' comment lines and '#/' parameter lines (candidates separated by ' ; ', implicit ranking, methods), then ballots as 'A > B > C' with '=' for equal ranks and ' * N' for N identical ballots; some ballots rank only part of the candidates.",
        "UTF-8 (no BOM), LF, CEF syntax",
        "Partly checked: the Condorcet Election Format definition and the PrefVote notes on it (stored public pages) describe '#/Candidates:', '#/Implicit Ranking:', '>' / '=' rankings and the ' * N' quantifier; the comment header lines and the export menu of the web site are my guesses. Club and ballots are invented.",
        {"answer": "winner", "winner": B, "candidates": C, "scores": dict(first),
         "scores_note": "first preferences counting the ' * N' multiplier; Borda (implicit ranking) %s and the Condorcet winner agree" % dict(borda),
         "question": "Which hall name wins the ranked vote?",
         "traps": ["' * N' multiplies a ballot line (counting lines instead gives a different first-preference tally)",
                   "'&' and an apostrophe inside candidate names", "partial rankings and '=' ties",
                   "comment and parameter lines start with '#'"]})


# ---------------------------------------------------------------------------------------------
# 5. OriginLab Origin ASCII export, Lithuanian cheese tasting (CP1257)
# ---------------------------------------------------------------------------------------------
def f_origin():
    rng = random.Random(505)
    name = "Suriu_degustacija_2026_Book1_Sheet1.dat"
    cheeses = ["Dvaro kietasis", "Ūkio ožkų sūris", "Liepų rūkytas", "Žemaičių sviestinis", "Sūris su čiobreliais"]
    base = [7.1, 6.2, 8.2, 6.6, 7.0]
    judges = ["V%02d" % i for i in range(1, 13)]
    table = []
    for j in judges:
        row = []
        for b in base:
            v = min(10.0, max(3.0, round((b + rng.uniform(-1.3, 1.3)) * 2) / 2))
            row.append(v)
        table.append(row)
    table[3][2] = None
    table[8][0] = None
    table[10][4] = None
    means = {}
    for k, c in enumerate(cheeses):
        vals = [r[k] for r in table if r[k] is not None]
        means[c] = round(sum(vals) / len(vals), 3)
    sums = {c: sum(r[k] for r in table if r[k] is not None) for k, c in enumerate(cheeses)}
    clear_margin(means, factor=1.05)
    assert max(sums, key=sums.get) == max(means, key=means.get)

    def f(v):
        return "" if v is None else ("%.1f" % v).replace(".", ",")
    lines = ["\t".join(["Vertintojas"] + cheeses),
             "\t".join([""] + ["balai"] * 5),
             "\t".join(["kodas"] + ["mėginys Nr. %d" % (i + 1) for i in range(5)])]
    for j, r in zip(judges, table):
        lines.append("\t".join([j] + [f(v) for v in r]))
    write_bytes(name, ("\r\n".join(lines) + "\r\n").encode("cp1257"))
    add(name,
        "OriginLab Origin 2024 (Windows, Lithuanian regional settings), a dairy cooperative's cheese-tasting panel typed into a worksheet, File → Export → ASCII with the column label rows Long Name, Units and Comments included",
        "Rating grid: three label rows (long names = cheeses, units 'balai', comments 'mėginys Nr. n'), then one row per judge code with marks 3–10 in half points (decimal comma); three empty cells where a judge skipped a cheese.",
        "Windows-1257 (Baltic), TAB, CRLF, no quoting, decimal comma",
        "From memory, unverified: Origin's ASCII export can write the Long Name / Units / Comments label rows above the data and follows the Windows decimal separator; the .dat name and exact row order are my guesses (no search done). Cooperative, cheeses and marks are invented.",
        {"answer": "winner", "winner": max(means, key=means.get), "candidates": cheeses, "scores": means,
         "scores_note": "mean mark per cheese over the judges who marked it (the sum gives the same winner)",
         "question": "Which cheese got the best marks?",
         "traps": ["Units and Comments label rows under the header ('balai', 'mėginys Nr. n')",
                   "judge code column V01..V12", "decimal commas", "empty cells (skipped)"]})


# ---------------------------------------------------------------------------------------------
# 6. Troostwijk Auctions bid history, Mac OS Roman
# ---------------------------------------------------------------------------------------------
def f_troostwijk():
    name = "Troostwijk_kavel_114_biedingen_heftruck_Linde.txt"
    tops = OrderedDict([("Bieder 31", 8400), ("Bieder 12", 8200), ("Bieder 57", 7900), ("Bieder 8", 7600),
                        ("Bieder 44", 5200), ("Bieder 23", 4100), ("Bieder 61", 3000)])
    # bid sequence (bidder, amount, status) oldest first
    seq = [("Bieder 61", 2500), ("Bieder 23", 2750), ("Bieder 61", 3000), ("Bieder 23", 3500), ("Bieder 44", 4000),
           ("Bieder 23", 4100), ("Bieder 44", 4600), ("Bieder 8", 5000), ("Bieder 44", 5200), ("Bieder 8", 5600),
           ("Bieder 57", 6000), ("Bieder 8", 6500), ("Bieder 57", 7000), ("Bieder 8", 7600), ("Bieder 57", 7900),
           ("Bieder 12", 8000), ("Bieder 23", 9000), ("Bieder 12", 8200), ("Bieder 31", 8400)]
    lines = ["Kavel 114 – Heftruck Linde H25D, bouwjaar 2016, 7.412 draaiuren",
             "Veiling: Bedrijfsbeëindiging metaalbewerking – Zwolle (NL)",
             "Sluiting: wo 14 okt 2026 19:42",
             "Opgeld 17% excl. btw",
             "",
             "Bieder\tBod\tDatum en tijd\tStatus"]
    n = len(seq)
    out = []
    for i, (b, amt) in enumerate(seq):
        minute = 19 * 60 + 2 + i * 2
        t = "14-10-2026 %02d:%02d:%02d" % (minute // 60, minute % 60, (i * 13) % 60)
        if amt == 9000:
            st = "Ingetrokken"
        elif i == n - 1:
            st = "Hoogste bod"
        else:
            st = "Overboden"
        out.append("%s\t€ %s\t%s\t%s" % (b, "{:,}".format(amt).replace(",", "."), t, st))
    lines += list(reversed(out))
    lines.append("")
    lines.append("19 biedingen")
    write_bytes(name, ("\n".join(lines) + "\n").encode("mac_roman"))
    for b, a in seq:
        if a == 9000:
            continue
    best, sc = posted_price(tops)
    add(name,
        "Troostwijk Auctions (Dutch online industrial auction house), lot page → 'Biedingen' (bid history) selected in Safari, pasted into BBEdit on a Mac and saved with the encoding 'Western (Mac OS Roman)'",
        "Bid list with a pasted title block (lot title, auction, closing time, buyer's premium), a blank line, header Bieder / Bod / Datum en tijd / Status, newest bid first, anonymised bidders 'Bieder n', amounts '€ 8.400' with '.' thousands, one bid marked 'Ingetrokken' (withdrawn), and a trailing count line.",
        "Mac OS Roman, TAB, LF, no quoting, Dutch number format",
        "From memory, unverified: Troostwijk lot pages list bids with anonymised bidder numbers and times; the column titles and status words are my guesses (no search done). Mac OS Roman is BBEdit's 'Western (Mac OS Roman)' choice (€ = 0xDB). Lot, bidders and amounts are invented.",
        {"answer": "winner", "winner": fmt_num(best), "candidates": [fmt_num(p) for p in sorted(sc)],
         "scores": {fmt_num(p): v for p, v in sorted(sc.items())},
         "question": "Posted price p scored as p x number of bidders whose highest valid bid >= p",
         "traps": ["withdrawn bid 'Ingetrokken' of € 9.000 by Bieder 23 must be ignored (counting it raises the score of 7600 to 38000, the winner stays)",
                   "'€ 8.400' uses '.' as thousands separator", "'7.412 draaiuren' and 'Opgeld 17%' in the title block",
                   "newest first", "trailing '19 biedingen' line"]})


# ---------------------------------------------------------------------------------------------
# 7. GovDeals bid history workbook
# ---------------------------------------------------------------------------------------------
def f_govdeals():
    name = "GovDeals_BidHistory_Asset_118_Account_2417_2014_Ford_F-250.xlsx"
    seq = [("bid****2231", 2500), ("tru****0871", 3100), ("bid****2231", 4200), ("mhf****1142", 6000),
           ("tru****0871", 7200), ("oak****5530", 8000), ("mhf****1142", 9800), ("oak****5530", 10500),
           ("rdg****9014", 11200), ("hal****3307", 12000), ("rdg****9014", 12800), ("ace****6612", 13100),
           ("hal****3307", 13600), ("ace****6612", 13900), ("wrx****4410", 15000), ("lmn****7788", 14250)]
    status = {}
    wb = new_wb()
    ws = wb.active
    ws.title = "Bid History"
    ws.append(["Bid History - Asset # 118 (Account 2417)"])
    ws.append(["2014 Ford F-250 Super Duty 4x4 Pickup, 118,430 miles"])
    ws.append(["Seller: City of Maple Hollow, OH - Fleet Services"])
    ws.append([])
    ws.append(["Bid Date/Time (ET)", "Bidder", "Bid Amount", "Bid Status", "Bidder State"])
    states = {"bid****2231": "OH", "tru****0871": "PA", "mhf****1142": "OH", "oak****5530": "IN", "rdg****9014": "OH",
              "hal****3307": "MI", "ace****6612": "KY", "wrx****4410": "OH", "lmn****7788": "WV"}
    rows = []
    for i, (b, a) in enumerate(seq):
        day = 3 + i // 2
        hour = 9 + (i % 2) * 8
        t = "03/%02d/2026 %d:%02d %s" % (day, hour if hour <= 12 else hour - 12, (i * 11) % 60, "AM" if hour < 12 else "PM")
        st = "Outbid"
        if b == "wrx****4410":
            st = "Cancelled by Bidder"
        if i == len(seq) - 1:
            st = "High Bid"
        rows.append([t, b, a, st, states[b]])
    for r in reversed(rows):
        ws.append(r)
        ws.cell(ws.max_row, 3).number_format = '"$"#,##0.00'
    ws.append([])
    ws.append(["Total Bids:", len(seq)])
    ws.column_dimensions["A"].width = 22
    info = wb.create_sheet("Asset Info")
    for k, v in [("Asset #", 118), ("Account #", 2417), ("Description", "2014 Ford F-250 Super Duty 4x4 Pickup"),
                 ("Location", "Maple Hollow, OH 45099"), ("Starting Bid", 2500), ("Reserve Price", "Met"),
                 ("Buyer Premium", "12.5%"), ("Auction Opened", "03/02/2026 12:00 PM ET"),
                 ("Auction Closed", "03/12/2026 2:15 PM ET"), ("High Bid", 14250), ("Number of Bids", len(seq)),
                 ("Inspection Contact", "fleet@maplehollow.example.org")]:
        info.append([k, v])
        if k in ("Starting Bid", "High Bid"):
            info.cell(info.max_row, 2).number_format = '"$"#,##0.00'
    save_xlsx(wb, name)
    tops = {}
    for b, a in seq:
        if b == "wrx****4410":
            continue
        tops[b] = max(tops.get(b, 0), a)
    best, sc = posted_price(tops)
    assert best == 9800, (best, sc)
    add(name,
        "GovDeals (US government-surplus online auctions), seller console → asset → 'Bid History' → Export to Excel, a city's fleet pickup truck",
        "Workbook: 'Bid History' (three title lines and a blank row, header Bid Date/Time (ET) / Bidder / Bid Amount / Bid Status / Bidder State, newest first, masked bidder names, currency-formatted amounts, one bid 'Cancelled by Bidder', a 'Total Bids:' footer) and 'Asset Info' (key/value: starting bid, reserve, buyer premium, high bid, dates).",
        ".xlsx, 2 sheets",
        "From memory, unverified: GovDeals shows a bid history per asset with masked bidder names and the seller can export lists to Excel; sheet names, columns and status words are my guesses (no search done). City, truck, bidders and amounts are invented.",
        {"answer": "winner", "winner": fmt_num(best), "candidates": [fmt_num(p) for p in sorted(sc)],
         "scores": {fmt_num(p): v for p, v in sorted(sc.items())},
         "question": "Posted price p scored as p x number of bidders whose highest valid bid >= p",
         "traps": ["a $15,000 bid 'Cancelled by Bidder' is not valid", "'Asset Info' sheet holds starting bid / high bid numbers",
                   "'Total Bids:' footer row", "118,430 miles in the title", "newest first"]})


# ---------------------------------------------------------------------------------------------
# 8. ClassPoint results workbook -> ask
# ---------------------------------------------------------------------------------------------
def f_classpoint():
    rng = random.Random(808)
    name = "ClassPoint_Results_Form_2B_class_meeting_2026-05-12.xlsx"
    students = ["Aiden Tan", "Bella Lim", "Chloe Ng", "Darius Wong", "Ethan Koh", "Farah Aziz", "Gavin Ong", "Hana Yusof",
                "Isaac Chua", "Jia Hui Lee", "Kavin Raj", "Li Ting Goh", "Marcus Teo", "Nur Aisyah", "Owen Sim",
                "Priya Nair", "Qi Xuan Ho", "Ryan Low", "Sofia Tan", "Tariq Ismail", "Umar Hakim", "Vanessa Yeo",
                "Wei Jie Foo", "Xin Yi Chan", "Yusuf Rahman", "Zara Loh", "Amir Salleh", "Brandon Quek"]
    q1 = expand({"A": 6, "B": 14, "C": 5, "D": 3}, rng)
    q2 = expand({"A": 8, "B": 4, "C": 13, "D": 2}, rng)
    wb = new_wb()
    s = wb.active
    s.title = "Summary"
    s.append(["ClassPoint - Class Results"])
    s.append(["Presentation:", "2B Class Meeting Term 2.pptx"])
    s.append(["Class:", "Form 2B (class code 48271)"])
    s.append(["Date:", "12/05/2026"])
    s.append([])
    s.append(["Slide", "Activity", "Responses", "A", "B", "C", "D"])
    c1, c2 = Counter(q1), Counter(q2)
    s.append(["Slide 3", "Multiple Choice", len(q1), c1["A"], c1["B"], c1["C"], c1["D"]])
    s.append(["Slide 5", "Multiple Choice", len(q2), c2["A"], c2["B"], c2["C"], c2["D"]])
    s.append(["Slide 7", "Word Cloud", 21, None, None, None, None])
    for title, q, absent in (("Slide 3 - Multiple Choice", q1, {4}), ("Slide 5 - Multiple Choice", q2, {10})):
        ws = wb.create_sheet(title)
        ws.append(["Participant", "Answer", "Submitted at", "Stars"])
        it = iter(q)
        for i, st in enumerate(students):
            if i in absent:
                continue
            ws.append([st, next(it), "12/05/2026 %s" % ("08:%02d:%02d" % (14 + i // 20, (i * 7) % 60)), rng.choice([0, 0, 1])])
    ws = wb.create_sheet("Slide 7 - Word Cloud")
    ws.append(["Participant", "Answer", "Submitted at"])
    words = ["pizza", "movie", "games", "pizza", "picnic", "karaoke", "pizza", "sports", "movie", "bbq", "pizza",
             "escape room", "movie", "pizza", "games", "picnic", "pizza", "bowling", "movie", "pizza", "games"]
    for st, wd in zip(students, words):
        ws.append([st, wd, "12/05/2026 08:31:00"])
    save_xlsx(wb, name)
    sc = {"Slide 3 - Multiple Choice": dict(sorted(c1.items())), "Slide 5 - Multiple Choice": dict(sorted(c2.items()))}
    add(name,
        "ClassPoint (PowerPoint add-in for classroom polls), 'My Classes' → saved slides → Export to Excel, a Singapore lower-secondary class meeting with two multiple-choice polls and a word cloud",
        "Workbook: 'Summary' (title block, then Slide / Activity / Responses / A / B / C / D per activity) and one sheet per activity ('Slide 3 - Multiple Choice', 'Slide 5 - Multiple Choice', 'Slide 7 - Word Cloud') with one row per student (name, answer letter, time, stars awarded). The questions themselves are on the slides, so answers are letters only.",
        ".xlsx, 4 sheets",
        "From memory, unverified: ClassPoint multiple-choice answers are option letters on the slide and results can be exported to Excel; sheet names and columns are my guesses (no search done). Class, students and answers are invented.",
        {"answer": "ask",
         "ask_because": "Two multiple-choice polls (slides 3 and 5) with different winning letters, plus a word cloud; nothing says which poll is meant.",
         "acceptable": {"Slide 3 - Multiple Choice": "B", "Slide 5 - Multiple Choice": "C"},
         "candidates": ["A", "B", "C", "D"], "scores_by_question": sc,
         "question": "Which option won (slide 3 poll vs slide 5 poll)?",
         "traps": ["Summary sheet repeats the counts of both polls", "'Stars' column is 0/1 numbers",
                   "word-cloud sheet has free text ('pizza')", "class code 48271 in the title block",
                   "answers are option letters only"]})


# ---------------------------------------------------------------------------------------------
# 9. 네이버 폼 Naver Form responses -> Excel -> CSV (EUC-KR / CP949)
# ---------------------------------------------------------------------------------------------
def f_naver():
    rng = random.Random(909)
    name = "네이버폼_응답결과_한빛고12기_송년회_장소투표.csv"
    places = ["강남역 한우 다이닝 '소담'", "을지로 노포 호프", "홍대 루프탑 펍", "성수동 이탈리안 비스트로"]
    att = expand({"참석": 24, "불참": 6, "미정": 5}, rng)
    # place votes: attendees / others
    votes_att = expand({places[0]: 6, places[1]: 11, places[2]: 3, places[3]: 4}, rng)
    votes_oth = expand({places[0]: 3, places[1]: 3, places[2]: 2, places[3]: 3}, rng)
    fee = ["3만원", "5만원", "상관없음"]
    surn = ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임", "한", "오", "서", "신", "권", "황"]
    given = ["민준", "서연", "지호", "유진", "하늘", "도윤", "은비", "서준", "미래", "현우", "지민", "세훈", "다은", "예린", "태양", "보람"]
    rows = [["2026 한빛고 12기 동문회 송년회 장소 투표 - 응답 결과"], ["다운로드 일시: 2026.11.20. 21:04"], [],
            ["No.", "응답일시", "이름", "연락처", "1. 올해 송년회에 참석하시나요?",
             "2. 송년회 장소로 원하는 곳을 한 곳 골라주세요.", "3. 회비는 얼마가 적당할까요?", "4. 하고 싶은 말"]]
    ia = iter(votes_att)
    io_ = iter(votes_oth)
    sc = Counter()
    for i, a in enumerate(att):
        p = next(ia) if a == "참석" else next(io_)
        sc[p] += 1
        nm = surn[i % 16] + given[(i * 5) % 16]
        rows.append([i + 1, "2026.11.%02d. %02d:%02d" % (3 + i // 3, 9 + i % 12, (i * 7) % 60), nm,
                     "010-****-%04d" % rng.randint(1000, 9999), a, p, rng.choice(fee),
                     rng.choice(["", "", "오랜만에 다들 봐요!", "주차 가능한 곳이면 좋겠어요", ""])])
    text = csv_text(rows)
    text.encode("euc_kr")
    write_text(name, text, "cp949", "\r\n")
    scores = {p: sc[p] for p in places}
    clear_margin(scores, factor=1.3)
    add(name,
        "네이버 폼 Naver Form (Korean online forms), 결과 보기 → 응답 결과 엑셀 다운로드, opened in Korean Excel and saved as 'CSV (쉼표로 분리)' (ANSI = CP949/EUC-KR), a high-school alumni year-group's year-end party venue vote",
        "Multi-question survey, one row per response: two title lines and a blank line, then No., response time, name, masked phone, an attendance question (참석/불참/미정), the venue question (one choice, an option with an apostrophe-quoted name), a fee question and free text.",
        "EUC-KR (CP949), `,`, CRLF, minimal quoting",
        "From memory, unverified: Naver Form lets the owner download responses to Excel with one column per question; the title lines and the 'No.' column are my guesses, and the CSV re-save in Korean Excel (CP949) is a user workflow (no search done). Alumni, names and answers are invented.",
        {"answer": "winner", "winner": places[1], "winner_aliases": ["을지로 노포 호프"], "candidates": places,
         "scores": scores,
         "question": "Which venue wins the venue vote (question 2; the title says it is a venue vote)?",
         "traps": ["attendance question 1 is also single-choice (참석 wins it)", "fee question 3",
                   "title block above the header", "No. column", "masked phone numbers",
                   "counting only attendees gives the same winner"]})


# ---------------------------------------------------------------------------------------------
# 10. Ninja Forms (WordPress) submissions CSV, checkbox list joined in one cell
# ---------------------------------------------------------------------------------------------
def f_ninja():
    rng = random.Random(1010)
    name = "ninja-forms-submissions-spring-workshops-2026-03-09.csv"
    opts = ["Seed swapping", "Pruning fruit trees", "Composting, worms & bokashi", "Beekeeping taster", "Rain-water harvesting"]
    weights = [0.35, 0.70, 0.40, 0.45, 0.25]
    first = ["Olivia", "Harry", "Amelia", "Jack", "Isla", "George", "Ava", "Noah", "Mia", "Leo", "Grace", "Oscar", "Ella",
             "Arthur", "Freya", "Henry", "Lily", "Alfie", "Rosie", "Theo", "Evie", "Finn", "Poppy", "Archie", "Sienna",
             "Max", "Maya", "Louis", "Ruby", "Ethan", "Ivy", "Reuben"]
    last = ["Hughes", "Patel", "Morgan", "Clarke", "Evans", "Shaw", "Reid", "Lloyd", "Khan", "Price", "Walsh", "Foster"]
    rows = [["#", "Date Submitted", "First Name", "Last Name", "Email", "Membership number",
             "Which spring workshops would you come to? (tick all that apply)", "Any access needs?", "Newsletter"]]
    sc = Counter()
    for i, fn in enumerate(first):
        picks = [o for o, w in zip(opts, weights) if rng.random() < w]
        if i == 7:
            picks = []
        for p in picks:
            sc[p] += 1
        ln = last[i % len(last)]
        rows.append([i + 1, "03/%02d/2026 %d:%02d %s" % (1 + i // 5, 1 + (i * 5) % 12, (i * 13) % 60, "pm" if i % 3 else "am"),
                     fn, ln, "%s.%s@example.org" % (fn.lower(), ln.lower()), "GC-%04d" % (300 + i * 7),
                     ", ".join(picks), rng.choice(["", "", "", "Step-free access please", "None"]),
                     rng.choice(["Yes", "Yes", "No"])])
    write_text(name, csv_text(rows), "utf-8", "\n", bom=True)
    scores = {o: sc[o] for o in opts}
    clear_margin(scores, factor=1.25)
    add(name,
        "Ninja Forms (WordPress form plugin), Submissions → select form → 'Download All Submissions' (CSV), an allotment gardening club's spring-workshop interest form (UK)",
        "Several choices in one cell: one row per submission with sequence number, US-style date, names, e-mail, membership number, a checkbox-list question whose ticked options are joined with ', ' (one option itself contains a comma), an access-needs free text and a newsletter Yes/No.",
        "UTF-8 with BOM, `,`, LF, minimal quoting",
        "From memory, unverified: Ninja Forms exports submissions to CSV with one column per field and '#'/'Date Submitted' columns; joining checkbox values with ', ' and the BOM are my assumptions (no search done). Club, people and answers are invented.",
        {"answer": "winner", "winner": "Pruning fruit trees", "candidates": opts, "scores": scores,
         "question": "Which workshop do most members want?",
         "traps": ["option 'Composting, worms & bokashi' contains ', ' (splitting blindly yields 'Composting' and 'worms & bokashi')",
                   "Newsletter Yes/No column", "membership numbers GC-0300…", "one empty answer",
                   "'#' sequence column"]})


# ---------------------------------------------------------------------------------------------
# 11. Netigate raw data export, one column per option
# ---------------------------------------------------------------------------------------------
def f_netigate():
    rng = random.Random(1111)
    name = "Netigate_Personalfest_2026_radata_export.csv"
    q = "Vilka aktiviteter vill du ha på personalfesten? (flera svar möjliga)"
    opts = ["Bowling", "Karaoke", "Tipspromenad", "Vinprovning", "Matlagningskurs"]
    targets = [15, 12, 27, 18, 9]
    complete_ids = [i for i in range(46) if i not in (9, 30)]
    tickset = {o: set(rng.sample(complete_ids, t)) for o, t in zip(opts, targets)}
    depts = ["Ekonomi", "IT", "Lager", "Kundtjänst", "Försäljning"]
    header = ["RespondentID", "Startdatum", "Slutdatum", "Status", "Avdelning"] + ["%s - %s" % (q, o) for o in opts] + \
             ["%s - Annat, nämligen" % q, "Hur nöjd var du med förra årets fest? (1=Inte alls nöjd, 5=Mycket nöjd)", "Övriga kommentarer"]
    rows = [header]
    sc = Counter()
    for i in range(46):
        complete = i not in (9, 30)
        ticks = [1 if i in tickset[o] else 0 for o in opts] if complete else [""] * 5
        if complete:
            for o, t in zip(opts, ticks):
                sc[o] += t
        t0 = datetime.datetime(2026, 4, 6 + i // 8, 8 + i % 9, (i * 7) % 60)
        st = t0.strftime("%Y-%m-%d %H:%M")
        en = (t0 + datetime.timedelta(minutes=3 + i % 5)).strftime("%Y-%m-%d %H:%M")
        rows.append([48113000 + i * 17, st, en if complete else "",
                     "Fullständig" if complete else "Påbörjad", depts[i % 5]] + ticks +
                    ["Padel" if i == 12 else "", rng.randint(2, 5) if complete else "",
                     rng.choice(["", "", "Gärna en fredag", "Tack för i fjol!"]) if complete else ""])
    write_text(name, csv_text(rows, ";"), "utf-8", "\r\n", bom=True)
    scores = {o: sc[o] for o in opts}
    clear_margin(scores, factor=1.2)
    add(name,
        "Netigate (Swedish survey platform), survey → Rapporter/Export → Rådata → CSV, a wholesaler's staff party survey",
        "One column per option: respondent id, start/end times, status (Fullständig / Påbörjad), department, then one 1/0 column per activity headed 'question - option', an 'Annat, nämligen' free-text column, a 1–5 satisfaction column and comments; two unfinished responses have empty cells.",
        "UTF-8 with BOM, `;`, CRLF, minimal quoting",
        "From memory, unverified: Netigate raw-data exports hold one column per answer option of a multiple-choice question with 1/0 values and respondent metadata; the header wording ('question - option') and status words are my guesses (no search done). Company and answers are invented.",
        {"answer": "winner", "winner": "Tipspromenad", "winner_aliases": [header[7]], "candidates": opts, "scores": scores,
         "question": "Which activity is wanted by most staff?",
         "traps": ["1–5 satisfaction column (numbers larger than the 0/1 ticks)", "RespondentID column",
                   "'Annat, nämligen' free text", "two 'Påbörjad' rows with empty ticks",
                   "long headers sharing the question text"]})


# ---------------------------------------------------------------------------------------------
# 12. 腾讯问卷 Tencent Questionnaire statistics report -> ask (GB18030)
# ---------------------------------------------------------------------------------------------
def f_tencent():
    name = "腾讯问卷_统计报告_幸福里社区春季活动意见调查.csv"
    n = 86
    qs = [
        ("第1题：您的年龄段 [单选题]", OrderedDict([("18岁以下", 5), ("18-30岁", 17), ("31-45岁", 29), ("46-60岁", 21), ("60岁以上", 14)])),
        ("第2题：春季社区活动您最想参加哪一项？ [单选题]", OrderedDict([("亲子踏青", 19), ("社区运动会", 14), ("旧物交换集市", 34), ("健康义诊讲座", 12), ("其他", 7)])),
        ("第3题：活动时间您更倾向于？ [单选题]", OrderedDict([("周六上午", 41), ("周六下午", 17), ("周日上午", 20), ("周日下午", 8)])),
        ("第4题：您希望社区增加哪些便民服务？ [多选题]", OrderedDict([("快递代收点", 38), ("老年食堂", 52), ("儿童托管", 31), ("便民维修", 29), ("其他", 6)])),
    ]
    lines = ["幸福里社区春季活动意见调查 统计报告", "回收量：%d" % n, "统计时间：2026-03-28 18:00", ""]
    for title, opts in qs:
        lines.append(title)
        lines.append("选项,小计,比例")
        for o, c in opts.items():
            lines.append("%s,%d,%.2f%%" % (o, c, 100.0 * c / n))
        lines.append("本题有效填写人次,%d," % n)
        lines.append("")
    lines.append("第5题：您对社区工作还有什么建议？ [填空题]")
    lines.append("详细数据请查看答卷明细")
    write_bytes(name, ("\r\n".join(lines) + "\r\n").encode("gb18030"))
    sc = {t: dict(o) for t, o in qs}
    add(name,
        "腾讯问卷 Tencent Questionnaire (wj.qq.com), 统计 → 下载统计报告 (statistics report) saved as CSV on Simplified-Chinese Windows (ANSI = GBK/GB18030), a residential community's spring-activity survey",
        "Ready-made count tables, one per question: a title block (survey name, number of responses, time), then per question a '第n题：… [单选题/多选题]' line, an 选项 / 小计 / 比例 header, one row per option with count and percent, and a '本题有效填写人次' (valid answers) row, blank lines between; a final free-text question pointing to the detail sheet.",
        "GB18030 (GBK subset), `,`, CRLF, no quoting",
        "From memory, unverified: Chinese survey platforms' statistics reports use the '选项 / 小计 / 比例' table with a '本题有效填写人次' row per question; that Tencent's CSV looks exactly like this is my guess (no search done). Community and counts are invented.",
        {"answer": "ask",
         "ask_because": "Several substantive questions (activity, time, services; plus an age question) each with its own winner; the survey title ('spring-activity opinion survey') does not single one out.",
         "acceptable": {"第2题：春季社区活动您最想参加哪一项？ [单选题]": "旧物交换集市",
                        "第3题：活动时间您更倾向于？ [单选题]": "周六上午",
                        "第4题：您希望社区增加哪些便民服务？ [多选题]": "老年食堂"},
         "candidates": list(OrderedDict.fromkeys(o for _, opts in qs[1:] for o in opts)), "scores_by_question": sc,
         "question": "Which option won (which question is meant)?",
         "traps": ["'本题有效填写人次' rows equal the response count 86 and exceed every option",
                   "percent column", "'回收量：86' in the title block", "age question 1 is demographic",
                   "question 4 is multi-select (counts sum above 86)"]})


# ---------------------------------------------------------------------------------------------
# 13. Wabsti majority-election (Majorz) results export, Switzerland
# ---------------------------------------------------------------------------------------------
def f_wabsti():
    rng = random.Random(1313)
    name = "WabstiC_Majorz_Statthalterwahl_Bezirk_Albula_2026_Gemeinden.csv"
    cands = [(1, "Brunold", "Men"), (2, "Caflisch", "Seraina"), (3, "Derungs", "Gion Andrea")]
    share = [0.33, 0.45, 0.22]
    bfs = [3511, 3514, 3521, 3522, 3531, 3541, 3542, 3543, 3551]
    header = ["AnzMandate", "BFS", "StimmBer", "StimmAbgegeben", "StimmLeer", "StimmUngueltig", "StimmGueltig"]
    for k in range(1, 6):
        header += ["KandID_%d" % k, "KandName_%d" % k, "KandVorname_%d" % k, "Stimmen_%d" % k]
    lines = [",".join(header)]
    tot = Counter()
    for b in bfs:
        ber = rng.randint(380, 2900)
        abg = int(ber * rng.uniform(0.38, 0.52))
        leer = rng.randint(2, 12)
        ung = rng.randint(0, 5)
        gult = abg - leer - ung
        leere_zeilen = int(gult * rng.uniform(0.03, 0.07))
        remain = gult - leere_zeilen
        v = [int(remain * (s + rng.uniform(-0.05, 0.05))) for s in share]
        v[1] = remain - v[0] - v[2]
        row = [1, b, ber, abg, leer, ung, gult]
        for (cid, nm, vn), x in zip(cands, v):
            row += [cid, nm, vn, x]
            tot[nm] += x
        row += [1000, "Leere Zeilen", "", leere_zeilen, 1001, "Ungültige Stimmen", "", 0]
        tot["Leere Zeilen"] += leere_zeilen
        lines.append(",".join(str(x) for x in row))
    write_bytes(name, ("\r\n".join(lines) + "\r\n").encode("cp1252"))
    scores = {nm: tot[nm] for _, nm, _ in cands}
    clear_margin(scores, factor=1.15)
    assert tot["Leere Zeilen"] < max(scores.values())
    add(name,
        "Wabsti Wahlen und Abstimmungen (VRSG, Swiss vote-counting software used by cantons and municipalities), WabstiC export of a majority election (Majorz) results per municipality, an invented district governor (Statthalter) election with one seat",
        "Wide with repeated candidate groups: one row per municipality (BFS number only, no name) with seats, electorate, ballots cast, blank and invalid ballots, valid ballots, then groups KandID_n / KandName_n / KandVorname_n / Stimmen_n for each candidate, followed by the pseudo-candidates 1000 'Leere Zeilen' (empty lines) and 1001 'Ungültige Stimmen' (invalid votes).",
        "Windows-1252, `,`, CRLF, no quoting",
        "Partly checked: the OneGov Cloud election-day repository (stored public code) holds a Wabsti Majorz results template with exactly this header (AnzMandate, BFS, StimmBer, …, KandID_n, KandName_n, KandVorname_n, Stimmen_n) and the pseudo-candidates 1000 'Leere Zeilen' and 1001 'Ungültige Stimmen'; the encoding and line ends are my assumption. Municipal numbers, candidates and votes are invented.",
        {"answer": "winner", "winner": "Caflisch", "winner_aliases": ["Seraina Caflisch", "Caflisch Seraina"],
         "candidates": [nm for _, nm, _ in cands], "scores": scores,
         "question": "Which candidate got the most votes for Statthalter (sum over municipalities)?",
         "traps": ["StimmBer / StimmAbgegeben / StimmGueltig columns are larger than any candidate",
                   "pseudo-candidates 'Leere Zeilen' and 'Ungültige Stimmen'", "surname and first name in separate columns",
                   "candidate ids 1000/1001 and BFS numbers", "repeated column groups _1 … _5"]})


# ---------------------------------------------------------------------------------------------
# 14. IBM i Query/400 report spooled file, fixed width (ISO-8859-1)
# ---------------------------------------------------------------------------------------------
def f_query400():
    rng = random.Random(1414)
    name = "QPQUPRFIL_VOTPASSEIO_spool_2026.txt"
    dests = ["Gerês", "Douro Vinhateiro", "Serra da Estrela", "Óbidos", "Évora e Monsaraz"]
    counts = {"Gerês": 11, "Douro Vinhateiro": 21, "Serra da Estrela": 9, "Óbidos": 7, "Évora e Monsaraz": 8}
    votes = expand(counts, rng) + [""] * 3
    rng.shuffle(votes)
    firsts = ["ANA", "JOÃO", "MARIA", "RUI", "SÓNIA", "PEDRO", "INÊS", "NUNO", "CARLA", "TIAGO", "SUSANA", "HÉLDER",
              "MARTA", "BRUNO", "LÚCIA", "VÍTOR", "PAULA", "FÁBIO", "RITA", "JOSÉ"]
    lasts = ["CONCEIÇÃO", "FERREIRA", "GONÇALVES", "MAGALHÃES", "RIBEIRO", "SIMÕES", "LOUREIRO", "ASSUNÇÃO",
             "BRANDÃO", "CARVALHO", "PINHEIRO", "AZEVEDO", "GUIMARÃES", "TAVARES"]
    secs = ["ARMAZEM", "EXPEDICAO", "CONTABIL", "PRODUCAO", "INFORMAT", "COMERCIAL"]
    recs = []
    for i, d in enumerate(votes):
        recs.append(("%06d" % (100412 + i * 37), (firsts[i % 20] + " " + lasts[(i * 3) % 14])[:30],
                     secs[i % 6], d, "2026-11-%02d" % (2 + i % 6)))
    recs.sort()
    per_page = 24
    out = []
    pages = [recs[i:i + per_page] for i in range(0, len(recs), per_page)]
    for pn, page in enumerate(pages, 1):
        if pn > 1:
            out.append("\f")
        out.append(" 14/11/26  09:12:41                    VOTACAO PASSEIO ANUAL 2026 - TODOS OS VOTOS                     PAG.    %d" % pn)
        out.append("")
        out.append(" NUM     NOME                             SECCAO      DESTINO                 DATA")
        out.append(" FUNC                                                 ESCOLHIDO               VOTO")
        out.append(" ------  ------------------------------   ----------  ----------------------  ----------")
        for num, nome, sec, d, dt in page:
            out.append(" %-6s  %-30s   %-10s  %-22s  %s" % (num, nome, sec, d, dt))
        out.append("")
    out.append(" TOTAIS FINAIS")
    out.append(" CONTAGEM                                                %6d" % len(recs))
    out.append("                         * * *  F I M  D O  R E L A T O R I O  * * *")
    text = "\r\n".join(out).replace("\f\r\n", "\f") + "\r\n"
    write_bytes(name, text.encode("latin-1"))
    scores = dict(counts)
    clear_margin(scores, factor=1.5)
    add(name,
        "IBM i (AS/400) Query/400 report of a staff-outing vote table (Portuguese system language), output to a printer spooled file, downloaded with IBM i Access Client Solutions as a text file",
        "One choice per row, fixed-width printed report: a page heading (date, time, title, page number), a two-line column heading (NUM/FUNC, DESTINO/ESCOLHIDO …) with a dashed underline, one line per vote (employee number, name, section, destination, date), a form feed and repeated headings on each page, three blank votes, then 'TOTAIS FINAIS / CONTAGEM' and an end-of-report line.",
        "ISO-8859-1, fixed width (space padded), CRLF, form feeds between pages",
        "From memory, unverified: Query/400 printed reports carry a page heading with date/time/page, column headings that can span two lines, and a final totals block when a count is requested; the Portuguese wording and widths are my approximation (no search done). Company, staff and votes are invented.",
        {"answer": "winner", "winner": "Douro Vinhateiro", "candidates": dests, "scores": scores,
         "question": "Which destination gets the most votes?",
         "traps": ["page headings repeated after a form feed", "two-line column headings",
                   "three blank destinations (blank votes)", "'CONTAGEM 59' final count",
                   "employee numbers", "accented names in ISO-8859-1"]})


# ---------------------------------------------------------------------------------------------
# 15. Webankieta.pl ranking question export (Windows-1250)
# ---------------------------------------------------------------------------------------------
def f_webankieta():
    rng = random.Random(1515)
    name = "webankieta_eksport_odpowiedzi_wyjazd_integracyjny_2026.csv"
    items = ["Zakopane", "Mazury (Giżycko)", "Trójmiasto", "Bieszczady", "Karkonosze (Szklarska Poręba)"]
    strength = [3.0, 4.6, 2.6, 2.0, 2.4]
    q = "Uszereguj propozycje wyjazdu od najbardziej (1) do najmniej (5) preferowanej"
    header = ["ID odpowiedzi", "Data rozpoczęcia", "Data zakończenia", "Status", "Dział", "Staż pracy"] + \
             ["%s: %s" % (q, it) for it in items] + ["Uwagi"]
    rows = [header]
    firsts = Counter()
    borda = Counter()
    rsum = Counter()
    nfull = 0
    for i in range(38):
        keys = sorted(range(5), key=lambda k: -(strength[k] + rng.gauss(0, 1.1)))
        ranks = [0] * 5
        for pos, k in enumerate(keys):
            ranks[k] = pos + 1
        partial = i in (6, 21, 33)
        t0 = datetime.datetime(2026, 5, 4 + i // 10, 8 + i % 10, (i * 7) % 60, (i * 11) % 60)
        st = t0.strftime("%Y-%m-%d %H:%M:%S")
        if partial:
            cells = [""] * 5
            end = ""
            status = "Częściowa"
        else:
            nfull += 1
            cells = ranks
            end = (t0 + datetime.timedelta(seconds=95 + i * 13)).strftime("%Y-%m-%d %H:%M:%S")
            status = "Ukończona"
            for k, it in enumerate(items):
                rsum[it] += ranks[k]
                borda[it] += 5 - ranks[k]
                if ranks[k] == 1:
                    firsts[it] += 1
        rows.append([771300 + i * 3, st, end, status, rng.choice(["Księgowość", "Sprzedaż", "Magazyn", "IT", "Kadry"]),
                     rng.choice(["do 2 lat", "2-5 lat", "powyżej 5 lat"])] + cells +
                    [rng.choice(["", "", "Najlepiej w czerwcu", "Bez długiej podróży autokarem"])])
    write_text(name, csv_text(rows, ";"), "cp1250", "\r\n")
    mean = {it: round(rsum[it] / nfull, 3) for it in items}
    clear_margin(dict(borda), factor=1.15)
    clear_margin(mean, higher_better=False, factor=1.1)
    w = max(borda, key=borda.get)
    assert w == min(mean, key=mean.get) == max(firsts, key=firsts.get) == items[1]
    clear_margin(dict(firsts), factor=1.3)
    add(name,
        "Webankieta (webankieta.pl, Polish online survey tool), Wyniki → Eksport odpowiedzi → CSV (Excel, Windows-1250), a company's team-building trip survey",
        "Ranking with one column per item holding its rank (1 = most preferred): response id, start/end times, status (Ukończona / Częściowa), department, seniority, five rank columns headed 'question: item', remarks; three partial responses have empty ranks.",
        "Windows-1250, `;`, CRLF, minimal quoting",
        "From memory, unverified: Webankieta exports responses to CSV/XLSX with one column per ranked item holding the position; the column titles, status words and the Windows-1250 option are my guesses (no search done). Company and answers are invented.",
        {"answer": "winner", "winner": items[1], "winner_aliases": ["Mazury"], "candidates": items,
         "scores": {it: borda[it] for it in items},
         "scores_note": "Borda points (5 - rank) over complete responses; lowest mean rank %s and most first places %s give the same winner" % (mean, dict(firsts)),
         "question": "Which trip destination is preferred overall?",
         "traps": ["values are ranks: the LOWEST number is best (summing ranks and taking the max picks the least liked)",
                   "three 'Częściowa' rows with empty ranks", "ID odpowiedzi column", "items contain parentheses"]})


# ---------------------------------------------------------------------------------------------
def main():
    for fn in (f_densuke, f_pxweb, f_prep, f_cvotes, f_origin, f_troostwijk, f_govdeals, f_classpoint, f_naver,
               f_ninja, f_netigate, f_tencent, f_wabsti, f_query400, f_webankieta):
        fn()
    with open(os.path.join(OUT, "expected.json"), "w", encoding="utf-8") as f:
        json.dump(EXPECTED, f, ensure_ascii=False, indent=2, sort_keys=False)
        f.write("\n")
    readme = README_HEAD + "\n| file | tool | shape | encoding / dialect | evidence |\n|---|---|---|---|---|\n"
    for r in README_ROWS:
        readme += "| `%s` | %s | %s | %s | %s |\n" % tuple(x.replace("|", "\\|") for x in r)
    readme += README_TAIL
    with open(os.path.join(OUT, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme)


README_HEAD = """# Blind test set Q

15 synthetic exports, each laid out the way the named tool (or a real user workflow around it) writes it. None of
the tools is one named in sets A–P or in `tests/exports/` file names. The sealed answers are in `expected.json`.
This README gives no answers. Regenerate everything (files, `expected.json`, this README) from the repository root with

```
/work/main/.venv/bin/python tests/blind/set_q/make_set.py
```

The script is deterministic: fixed seeds, and fixed document and zip timestamps inside the .xlsx files, so two
runs give identical bytes (checked with sha256). It uses only the standard library and openpyxl. All people,
e-mail addresses, IDs, places, lots, parties' local results, candidates and IP addresses are invented.

The author of this set never read the upload reader (`dpcore/`, `ui/`, `pages/`, `app.py`, the tests or the
earlier results) and did not run it on these files.

Evidence: written under a 35-minute budget. Four searches were made: the Condorcet Election Format (stored public
pages describe '#/Candidates:', implicit ranking, '>' / '=' and the ' * N' quantifier, used here), the PxWeb CSV
export (nothing useful found), Mexico's PREP database CSV (nothing useful found) and Swiss SESAM / Wabsti election
exports (the OneGov Cloud repository holds a Wabsti Majorz template whose header is used here). Every other layout is
"from memory", not checked against the tool's source, documentation or real downloads.
"""

README_TAIL = """
Shapes covered: one choice per row (a fixed-width printed report with page headings, form feeds and blank votes; a
multi-question survey where the title names the question); several choices in one cell (', ', one option holding a
comma); one column per option (1/0 ticks with metadata and a 1–5 column); a rating grid (label rows under the header,
decimal commas, missing cells); rankings (CEF ballots with ' * N' multipliers and partial rankings; one rank column
per item where lower is better); long format (election / district / party / votes with total rows); ready-made count
tables (per-polling-station party columns with a summary block; per-question option / count / percent tables); wide
repeated candidate groups per municipality; two bid lists (a withdrawn and a cancelled bid); a scheduling poll with
○/△/× and count columns; workbooks with several sheets (bid history + asset info; class polls + summary).

Three files are "ask" cases (answer `ask`, the acceptable readings listed in `expected.json`). Encodings: UTF-8,
UTF-8 with BOM, Shift_JIS, EUC-KR (CP949), GB18030, Windows-1250, Windows-1252, Windows-1257, ISO-8859-1 and
Mac OS Roman. Separators: comma, semicolon, tab, pipe, fixed width. Line ends: LF and CRLF (and form feeds).

`expected.json` holds, for each file: the tool, shape and format evidence, the answer (winner or ask), the
candidates and their scores, the question the answer is about, and traps for a naive reader.
"""

if __name__ == "__main__":
    main()
