#!/usr/bin/env python3
"""Regenerate the sealed blind test set O (15 synthetic exports + expected.json + README.md).

Run from the repository root:  /work/main/.venv/bin/python tests/blind/set_o/make_set.py

Deterministic: a fixed seed per file, fixed document timestamps and fixed zip-entry times inside
the .xlsx files, so two runs give identical bytes.  Standard library + openpyxl only.
Every person, id, e-mail address (example.org/.net/.com) and IP address (RFC 5737 ranges) is invented.
The author of this set never read the upload reader.
"""
from __future__ import annotations

import csv
import io
import json
import random
import re
import zipfile
from collections import Counter, defaultdict
from datetime import datetime, timedelta
from pathlib import Path

import openpyxl
from openpyxl.styles import Alignment, Font

OUT = Path(__file__).resolve().parent
EXPECTED: dict[str, dict] = {}
README_ROWS: list[tuple[str, str, str, str, str]] = []
FIXED_DT = datetime(2026, 4, 9, 7, 15, 0)
BID_QUESTION = "Posted price p scored as p x number of bidders whose highest valid bid >= p"
EVID_MEM = "From memory, unverified: "


# ----------------------------------------------------------------------------- helpers
def put(name: str, data: bytes) -> None:
    (OUT / name).write_bytes(data)


def py_csv(rows, **kw) -> str:
    """Python's csv.writer (default dialect 'excel': QUOTE_MINIMAL, CRLF) unless overridden."""
    buf = io.StringIO(newline="")
    w = csv.writer(buf, **kw)
    w.writerows(rows)
    return buf.getvalue()


def argmax(scores: dict) -> str:
    return max(scores, key=lambda k: scores[k])


def check_margin(scores: dict, winner: str, min_abs: float = 2) -> None:
    assert argmax(scores) == winner, (winner, scores)
    for k, v in scores.items():
        if k != winner:
            assert scores[winner] - v >= min_abs, (winner, k, scores)


def expand(counts: dict, rng: random.Random) -> list:
    seq = [k for k, n in counts.items() for _ in range(n)]
    rng.shuffle(seq)
    return seq


def rid(rng: random.Random, n: int, alphabet: str = "0123456789abcdefghijklmnopqrstuvwxyz") -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def ip(rng: random.Random) -> str:
    return f"{rng.choice(['192.0.2', '198.51.100', '203.0.113'])}.{rng.randint(2, 254)}"


def save_xlsx(wb: openpyxl.Workbook, name: str, creator: str) -> None:
    """Save with fixed document and zip timestamps so reruns are byte-identical."""
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    wb.properties.creator = creator
    wb.properties.lastModifiedBy = creator
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    stamp = FIXED_DT.strftime("%Y-%m-%dT%H:%M:%SZ").encode()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                for tag in (rb"dcterms:created", rb"dcterms:modified"):
                    data = re.sub(rb"(<" + tag + rb"[^>]*>)[^<]*(</" + tag + rb">)",
                                  rb"\g<1>" + stamp + rb"\g<2>", data)
            zi = zipfile.ZipInfo(info.filename, date_time=FIXED_DT.timetuple()[:6])
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            dst.writestr(zi, data)
    put(name, out.getvalue())


def record(name, tool, shape, enc, evidence, entry) -> None:
    entry = dict(entry)
    entry["tool"] = tool
    entry["shape"] = shape
    entry["format_evidence"] = evidence
    EXPECTED[name] = entry
    README_ROWS.append((name, tool, shape, enc, evidence))


def bid_scores(bids: list[tuple[str, float]]) -> tuple[dict, dict]:
    """bids: (bidder, amount) of valid bids. Returns (bidder_max, scores over all distinct amounts)."""
    amounts = sorted({a for _, a in bids})
    mx: dict[str, float] = {}
    for b, a in bids:
        mx[b] = max(mx.get(b, 0), a)

    def key(p):
        return str(int(p)) if float(p).is_integer() else f"{p:.2f}"

    scores = {key(p): round(p * sum(1 for v in mx.values() if v >= p), 2) for p in amounts}
    return {b: (int(v) if float(v).is_integer() else v) for b, v in mx.items()}, scores


def check_bid_margin(scores: dict, min_rel: float = 0.025) -> str:
    w = argmax(scores)
    top = scores[w]
    for k, v in scores.items():
        if k != w:
            assert top - v >= min_rel * top, (w, k, scores)
    return w


def irv(ballots: list[list[str]], cands: list[str]) -> list[dict]:
    """Instant-runoff rounds (ballots = ordered preference lists, possibly truncated)."""
    alive = list(cands)
    rounds = []
    while True:
        tally = {c: 0 for c in alive}
        for b in ballots:
            for c in b:
                if c in tally:
                    tally[c] += 1
                    break
        rounds.append(dict(tally))
        total = sum(tally.values())
        top = max(tally, key=tally.get)
        if tally[top] * 2 > total or len(alive) <= 2:
            return rounds
        low = min(tally.values())
        losers = [c for c in alive if tally[c] == low]
        assert len(losers) == 1, ("tie for elimination", tally)
        alive.remove(losers[0])


def borda(ballots: list[list[str]], cands: list[str]) -> dict:
    """Borda with n-1 … 0 points for ranks 1 … n; unranked candidates get 0."""
    n = len(cands)
    sc = {c: 0 for c in cands}
    for b in ballots:
        for i, c in enumerate(b):
            sc[c] += n - 1 - i
    return sc



def people(rng: random.Random, n: int, first: list[str], last: list[str]) -> list[tuple[str, str]]:
    seen, out = set(), []
    while len(out) < n:
        p = (rng.choice(first), rng.choice(last))
        if p not in seen:
            seen.add(p)
            out.append(p)
    return out


def seeded(base: int, build):
    """Try seeds base, base+1000, ... until build(rng) returns without AssertionError (deterministic)."""
    for k in range(300):
        try:
            return build(random.Random(base + 1000 * k))
        except AssertionError:
            continue
    raise RuntimeError("no seed satisfied the constraints")


def email(first: str, last: str, dom: str) -> str:
    t = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "'": "", " ": "", "å": "aa", "ø": "o",
                       "æ": "ae", "é": "e", "è": "e", "à": "a", "ò": "o", "ë": "e", "ç": "c", "ï": "i"})
    return f"{first.lower().translate(t)}.{last.lower().translate(t)}@{dom}"


def ascending_bids(rng, maxes: dict, start: float, inc_fn):
    """Ascending open auction. Returns list of (bidder, amount) in time order."""
    cur, leader, bids = start, None, []
    while True:
        inc = inc_fn(cur)
        able = [b for b, m in maxes.items() if b != leader and m >= cur + inc]
        if not able:
            break
        b = rng.choice(able)
        amt = min(maxes[b], cur + inc * rng.choice([1, 1, 1, 2, 3]))
        amt = int(amt // inc * inc) if amt >= cur + inc else cur + inc
        bids.append((b, amt))
        cur, leader = amt, b
    return bids


def split_counts(total: int, parts: int, rng: random.Random) -> list[int]:
    """Split total into `parts` positive-ish integers with random weights."""
    w = [rng.uniform(0.6, 1.4) for _ in range(parts)]
    s = sum(w)
    out = [int(total * x / s) for x in w]
    out[0] += total - sum(out)
    return out


def dec_comma(x: float, nd: int = 2) -> str:
    return f"{x:.{nd}f}".replace(".", ",")


EN_FIRST = ["Alice", "Ben", "Chloe", "Daniel", "Emma", "Felix", "Grace", "Hugo", "Isla", "Jack", "Kara", "Liam",
            "Maya", "Noah", "Olivia", "Priya", "Quinn", "Ruby", "Sam", "Tara", "Umar", "Vera", "Will", "Yara",
            "Zoe", "Leo", "Nina", "Oscar", "Hannah", "Ivan", "Lena", "Marco", "Sofia", "Tom", "Elena", "Jonas"]
EN_LAST = ["Walker", "Patel", "Nguyen", "Schmidt", "Rossi", "Dubois", "Kowalski", "Jensen", "Murphy", "Garcia",
           "Novak", "Larsen", "Silva", "Costa", "Horvat", "Weber", "Fischer", "Moreau", "Bianchi", "Virtanen",
           "O'Brien", "Andersen", "Kaya", "Lindqvist", "Petrov", "Ferreira", "Doyle", "Marsh", "Young", "Reid"]


# ----------------------------------------------------------------------------- 1 ON24 webinar poll report (ask)
def make_on24() -> None:
    name = "ON24_Poll_Report_Event_4417203_Library_Network_Spring_Forum.xlsx"
    q1 = "Which topic should the next Library Network webinar cover?"
    o1 = ["Digital lending & e-books", "Makerspaces on a budget", "Local history archives", "Teen programming"]
    q2 = "Which weekday works best for future webinars?"
    o2 = ["Tuesday", "Wednesday", "Thursday"]

    def build(rng):
        a1 = expand({o1[0]: 14, o1[1]: 23, o1[2]: 9, o1[3]: 11}, rng)
        a2 = expand({o2[0]: 27, o2[1]: 12, o2[2]: 15}, rng)
        s1, s2 = Counter(a1), Counter(a2)
        w1, w2 = argmax(s1), argmax(s2)
        check_margin(s1, w1, 5)
        check_margin(s2, w2, 5)
        return a1, a2, dict(s1), dict(s2), w1, w2

    a1, a2, s1, s2, w1, w2 = seeded(101, build)
    rng = random.Random(1101)
    n = max(len(a1), len(a2)) + 4
    ppl = people(rng, n, EN_FIRST, EN_LAST)
    libs = ["Harbour City Public Library", "Millbrook Branch Library", "Eastfield Regional Library", "Pine Hollow Library",
            "St. Aidan College Library", "Riverside Community Library"]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Event Summary"
    for r in [["ON24 Webcast Report"], [], ["Event ID", 4417203], ["Event Title", "Library Network Spring Forum 2026"],
              ["Live Start Date", "03/24/2026 02:00 PM EDT"], ["Duration (min)", 60], ["Total Registrants", 212],
              ["Total Attendees (Live)", n], ["Report", "Poll Questions Detail"], ["Generated", "03/25/2026 09:14 AM EDT"]]:
        ws.append(r)
    ws["A1"].font = Font(bold=True, size=14)
    pr = wb.create_sheet("Poll Report")
    pr.append(["Poll Questions Detail - Event ID 4417203"])
    pr.append([])
    pr.append(["Email", "First Name", "Last Name", "Company", "Job Title", "Poll Question", "Poll Answer", "Answer Date (EDT)"])
    titles = ["Branch Manager", "Librarian", "Library Assistant", "Outreach Coordinator", "Director", "Archivist"]
    prof = [(f, l, rng.choice(libs), rng.choice(titles)) for f, l in ppl]
    t0 = datetime(2026, 3, 24, 14, 9)
    rows = []
    for k, a in enumerate(a1):
        f, l, c, jt = prof[k]
        rows.append((t0 + timedelta(seconds=rng.randint(5, 170)), f, l, c, jt, q1, a))
    idx = list(range(n))
    rng.shuffle(idx)
    t1 = datetime(2026, 3, 24, 14, 47)
    for k, a in zip(idx, a2):
        f, l, c, jt = prof[k]
        rows.append((t1 + timedelta(seconds=rng.randint(5, 150)), f, l, c, jt, q2, a))
    rows.sort(key=lambda r: (r[5] != q1, r[0]))
    for t, f, l, c, jt, q, a in rows:
        pr.append([email(f, l, "example.org"), f, l, c, jt, q, a, t.strftime("%m/%d/%Y %I:%M:%S %p")])
    pr.append([])
    pr.append(["Total Responses", len(rows)])
    pr["A1"].font = Font(bold=True)
    save_xlsx(wb, name, "ON24")
    record(name,
           "ON24 (enterprise webinar platform), Analytics → Event reports → 'Poll Questions Detail' exported to Excel, a regional library network's spring forum webinar with two polls",
           "Workbook: 'Event Summary' (key/value title block: event id, title, start date, registrant and attendee counts), 'Poll Report' (a title line, a blank row, then long format one row per (attendee, poll answer): e-mail, names, library, job title, poll question, poll answer, US-style answer time; a 'Total Responses' footer). Two different poll questions.",
           ".xlsx, 2 sheets",
           EVID_MEM + "ON24 offers per-event poll reports with registrant fields (e-mail, name, company, job title) next to each answer; sheet names and column titles are my guesses (one search in stored pages found nothing for ON24). Network, people and answers are invented.",
           {"answer": "ask", "ask_because": "Two separate poll questions (next webinar topic; preferred weekday) in one report; nothing says which one is meant.",
            "acceptable": {q1: w1, q2: w2},
            "scores_by_question": {q1: s1, q2: s2},
            "candidates": o1 + o2, "question": "Which poll?",
            "traps": ["Company / Job Title are categorical metadata, not votes.", "Title line and blank row above the header.", "'Total Responses' footer row."]})


# ----------------------------------------------------------------------------- 2 Taiwan CEC township-head results (Big5)
def make_cec_tw() -> None:
    name = "鄉鎮市長選舉_雲峰縣清溪鄉_候選人在各投開票所得票數.csv"
    cands = [("(1)", "林志明", "中國國民黨"), ("(2)", "陳淑芬", "民主進步黨"), ("(3)", "黃建國", "無黨籍")]
    villages = ["清溪村", "東興村", "南湖村", "北山村", "福安村", "永樂村", "大同村", "和平村"]

    def build(rng):
        stations, no = [], 1
        for v in villages:
            for _ in range(rng.choice([1, 2, 2, 3])):
                g = rng.randint(900, 1900)
                c = int(g * rng.uniform(0.58, 0.74))
                bias = rng.uniform(-0.08, 0.08)
                w = [0.36 - bias, 0.44 + bias, 0.20]
                b = rng.randint(3, 25)
                votes = [int((c - b) * x * rng.uniform(0.9, 1.1)) for x in w]
                a = sum(votes)
                d = rng.randint(0, 2)
                e = a + b + d
                f = g - e
                stations.append((v, f"{no:04d}", votes, a, b, a + b, d, e, f, g))
                no += 1
        tot = {cands[i][1]: sum(s[2][i] for s in stations) for i in range(3)}
        w = argmax(tot)
        check_margin(tot, w, 300)
        assert w == "陳淑芬"
        return stations, tot, w

    stations, tot, w = seeded(202, build)
    cand_cells = [f"{n}\n{nm}\n{p}" for n, nm, p in cands]
    out = [["115年地方公職人員選舉　鄉(鎮、市)長選舉　候選人在各投開票所得票數一覽表"] + [""] * 13,
           ["雲峰縣清溪鄉"] + [""] * 13,
           ["鄉(鎮、市)別", "村里別", "投開票所別", "各候選人得票情形", "", "", "有效票數A\nA=1+2+...+N", "無效票數B", "投票數C\nC=A+B",
            "已領未投票數D\nD=E-C", "發出票數E\nE=C+D", "用餘票數F", "選舉人數G\nG=E+F", "投票率H\nH=C÷G"],
           ["", "", ""] + cand_cells + [""] * 8]

    def row(a, b, c, vs, A, B, C, D, E, F, G):
        return [a, b, c] + [f"{x:,}" for x in vs] + [f"{A:,}", f"{B:,}", f"{C:,}", f"{D:,}", f"{E:,}", f"{F:,}", f"{G:,}",
                                                     f"{100 * C / G:.2f}%"]

    sums = [sum(s[k] for s in stations) for k in range(3, 10)]
    out.append(row("總　計", "", "", [sum(s[2][i] for s in stations) for i in range(3)], *sums))
    prev = None
    for v, no, vs, A, B, C, D, E, F, G in stations:
        out.append(row("", v if v != prev else "", no, vs, A, B, C, D, E, F, G))
        prev = v
    put(name, py_csv(out).encode("big5"))
    record(name,
           "Central Election Commission of Taiwan (中央選舉委員會) election database db.cec.gov.tw → 地方公職人員選舉 → 鄉(鎮、市)長 → 投開票所 table downloaded and saved as CSV on Traditional-Chinese Windows (ANSI = Big5), a township-head election in an invented township",
           "Ready-made count table with a title block: two title lines, a two-row header ('各候選人得票情形' spanning the candidate columns; candidate cells '(n)\\nname\\nparty' with line breaks inside), statistic columns A–H with formulas in the header (valid, invalid, ballots cast, …, electorate, turnout %); a '總　計' grand-total row first, then one row per polling station with the village name only on a village's first station (merged cells in the original).",
           "Big5, `,`, CRLF, minimal quoting (numbers with thousands commas and multi-line header cells quoted)",
           EVID_MEM + "the CEC's per-polling-station tables with candidate columns '(number) name party' and lettered statistic columns A–H; the exact header wording is my recollection (no search done). County, township, villages, candidates and numbers are invented.",
           {"answer": "winner", "winner": w, "winner_aliases": [c for c in cand_cells if w in c],
            "candidates": [c[1] for c in cands], "scores": tot, "question": "Most votes (township head)",
            "traps": ["'總　計' grand-total row would double the counts if summed with the stations.",
                      "有效票數/選舉人數 columns are larger than any candidate's votes.", "Village name blank on continuation rows.",
                      "Candidate header cells hold number, name and party on three lines."]})


# ----------------------------------------------------------------------------- 3 Brazil TSE open data, votacao_candidato_munzona (Latin-1, ';')
def make_tse() -> None:
    name = "votacao_candidato_munzona_2024_MG_Serra_do_Ipe_prefeito.csv"
    cands = [  # sq, nr, full name, ballot name, party no, abbrev, party name
        ("130001987654", "15", "LÚCIA HELENA DE ALMEIDA PRADO", "DOUTORA LÚCIA", "15", "MDB", "MOVIMENTO DEMOCRÁTICO BRASILEIRO"),
        ("130001987655", "45", "JOSÉ CARLOS FONSECA JÚNIOR", "ZÉ CARLOS DO POSTO", "45", "PSDB", "PARTIDO DA SOCIAL DEMOCRACIA BRASILEIRA"),
        ("130001987656", "13", "ANTÔNIO MARCOS RIBEIRO", "TONINHO RIBEIRO", "13", "PT", "PARTIDO DOS TRABALHADORES"),
        ("130001987657", "55", "GERALDO MAGELA SOUZA", "GERALDO DA FARMÁCIA", "55", "PSD", "PARTIDO SOCIAL DEMOCRÁTICO"),
    ]
    zones = ["112", "287", "341"]
    hdr = ["DT_GERACAO", "HH_GERACAO", "ANO_ELEICAO", "CD_TIPO_ELEICAO", "NM_TIPO_ELEICAO", "NR_TURNO", "CD_ELEICAO", "DS_ELEICAO",
           "DT_ELEICAO", "TP_ABRANGENCIA", "SG_UF", "SG_UE", "NM_UE", "CD_MUNICIPIO", "NM_MUNICIPIO", "NR_ZONA", "CD_CARGO", "DS_CARGO",
           "SQ_CANDIDATO", "NR_CANDIDATO", "NM_CANDIDATO", "NM_URNA_CANDIDATO", "NM_SOCIAL_CANDIDATO", "CD_SITUACAO_CANDIDATURA",
           "DS_SITUACAO_CANDIDATURA", "CD_DETALHE_SITUACAO_CAND", "DS_DETALHE_SITUACAO_CAND", "TP_AGREMIACAO", "NR_PARTIDO", "SG_PARTIDO",
           "NM_PARTIDO", "SQ_COLIGACAO", "NM_COLIGACAO", "DS_COMPOSICAO_COLIGACAO", "ST_VOTO_EM_TRANSITO", "QT_VOTOS_NOMINAIS",
           "NM_TIPO_DESTINACAO_VOTOS", "QT_VOTOS_NOMINAIS_VALIDOS", "CD_SIT_TOT_TURNO", "DS_SIT_TOT_TURNO"]

    def build(rng):
        v = {}
        base = [0.39, 0.31, 0.21, 0.09]
        for z in zones:
            size = rng.randint(3500, 7800)
            for i, c in enumerate(cands):
                v[(z, c[3])] = int(size * base[i] * rng.uniform(0.8, 1.2))
        tot = {c[3]: sum(v[(z, c[3])] for z in zones) for c in cands}
        w = argmax(tot)
        check_margin(tot, w, 800)
        # the winner must not win every zone (a per-zone "ELEITO" count would mislead nothing, but keeps summing necessary)
        zone_w = [max(cands, key=lambda c: v[(z, c[3])])[3] for z in zones]
        assert zone_w.count(w) < len(zones)
        return v, tot, w

    v, tot, w = seeded(303, build)
    out = [hdr]
    for c in cands:
        sq, nr, full, urna, pn, sg, pname = c
        for z in zones:
            q = v[(z, urna)]
            out.append(["20/11/2024", "09:41:27", "2024", "2", "ELEIÇÃO ORDINÁRIA", "1", "619", "Eleições Municipais 2024", "06/10/2024",
                        "M", "MG", "98765", "SERRA DO IPÊ", "98765", "SERRA DO IPÊ", z, "11", "Prefeito", sq, nr, full, urna, "#NULO#",
                        "12", "APTO", "2", "DEFERIDO", "COLIGAÇÃO" if sg != "PSD" else "PARTIDO ISOLADO", pn, sg, pname,
                        "130002011223" if sg != "PSD" else "-1",
                        {"MDB": "UNIDOS POR SERRA DO IPÊ", "PSDB": "SERRA DO IPÊ PARA TODOS", "PT": "FRENTE POPULAR SERRANA"}.get(sg, "PARTIDO ISOLADO"),
                        {"MDB": "MDB / PP / REPUBLICANOS", "PSDB": "PSDB / CIDADANIA / PODE", "PT": "PT / PC do B / PV"}.get(sg, "PSD"),
                        "N", str(q), "Válido", str(q), "1" if urna == w else "4", "ELEITO" if urna == w else "NÃO ELEITO"])
    put(name, py_csv(out, delimiter=";", quoting=csv.QUOTE_ALL, lineterminator="\n").encode("latin-1"))
    full_w = next(c[2] for c in cands if c[3] == w)
    record(name,
           "Brazil's Tribunal Superior Eleitoral (TSE) open-data portal (dadosabertos.tse.jus.br), 'Votação nominal por município e zona' 2024 file votacao_candidato_munzona_2024_MG.csv, cut down by a local journalist to one (invented) municipality and the office of mayor (Prefeito) keeping the original header and quoting",
           "Long format, one row per (candidate, electoral zone): generation date/time, election ids, state and municipality codes, zone number, office, candidate sequence number, ballot number, full name, ballot name (NM_URNA_CANDIDATO), party and coalition columns, nominal votes QT_VOTOS_NOMINAIS in that zone, and the final status DS_SIT_TOT_TURNO (ELEITO / NÃO ELEITO). Every candidate has the same number of rows.",
           "ISO-8859-1 (Latin-1), `;`, LF, every field quoted",
           "Partly checked: stored public code reads votacao_candidato_munzona_<year>_<UF>.csv with sep=';' and encoding latin1 'as the TSE LEIAME says', and a stored note lists the DT_GERACAO … NR_ZONA, CD_CARGO, DS_CARGO, QT_VOTOS_NOMINAIS column names of the related detalhe_votacao_munzona file. The full column list, the '#NULO#' placeholder and the all-quoted style are from memory. Municipality, candidates, codes and numbers are invented.",
           {"answer": "winner", "winner": w, "winner_aliases": [full_w], "candidates": [c[3] for c in cands], "scores": tot,
            "question": "Most nominal votes for Prefeito (sum over zones)",
            "traps": ["Counting rows gives a tie: votes are in QT_VOTOS_NOMINAIS and must be summed over the zones.",
                      "QT_VOTOS_NOMINAIS_VALIDOS repeats the same number.", "Party, coalition and status are other categorical columns.",
                      "NR_CANDIDATO / SQ_CANDIDATO are numbers but not votes."]})


# ----------------------------------------------------------------------------- 4 Lithuania VRK mayoral results by polling district (Windows-1257)
def make_vrk() -> None:
    name = "VRK_2027_mero_rinkimai_Vilkupio_rajono_sav_rezultatai_apylinkese.csv"
    cands = ["Rūta GINTAUTIENĖ", "Mindaugas ŽEMAITIS", "Darius VALANČIUS", "Aušra KLIMAVIČIŪTĖ"]
    parties = ["Lietuvos socialdemokratų partija", "Visuomeninis rinkimų komitetas „Mūsų kraštas“", "Tėvynės sąjunga-Lietuvos krikščionys demokratai", "Laisvės partija"]
    dists = ["1. Centro", "2. Stoties", "3. Ąžuolyno", "4. Šilėnų", "5. Gervėčių", "6. Naujosios Vilties", "7. Žalgirio", "8. Kalnėnų",
             "9. Pušyno", "10. Ūdrijos"]

    def build(rng):
        rows = []
        for d in dists + ["Balsavę paštu"]:
            reg = rng.randint(900, 3200) if d != "Balsavę paštu" else 0
            part = int((reg or 2400) * rng.uniform(0.38, 0.55)) if d != "Balsavę paštu" else rng.randint(150, 260)
            inv = rng.randint(4, 30) if d != "Balsavę paštu" else rng.randint(1, 6)
            valid = part - inv
            w = [0.52, 0.24, 0.15, 0.09]
            vs = [int(valid * x * rng.uniform(0.85, 1.15)) for x in w]
            vs[3] = valid - sum(vs[:3])
            assert vs[3] > 0
            rows.append((d, reg, part, inv, vs))
        tot = {c: sum(r[4][i] for r in rows) for i, c in enumerate(cands)}
        valid = sum(tot.values())
        w = argmax(tot)
        assert tot[w] * 2 > valid + 100  # absolute majority: no second round
        check_margin(tot, w, 1000)
        return rows, tot, w

    rows, tot, w = seeded(404, build)
    valid = sum(tot.values())
    width = 5 + len(cands)
    pad = lambda r: r + [""] * (width - len(r))
    out = [pad(["2027 m. kovo 7 d. savivaldybių tarybų ir merų rinkimai"]), pad(["Vilkupio rajono savivaldybė. Mero rinkimai"]),
           pad(["Kandidatų surinkti balsai apylinkėse (preliminarūs rezultatai)"]), pad([]),
           ["Apylinkė", "Rinkėjų skaičius", "Dalyvavo rinkėjų", "Negaliojančių biuletenių", "Galiojančių biuletenių"] + cands,
           pad(["", "", "", "", ""] + [p for p in parties])]
    for d, reg, part, inv, vs in rows:
        out.append([d, str(reg) if reg else "", str(part), str(inv), str(part - inv)] + [str(x) for x in vs])
    R = sum(r[1] for r in rows)
    P = sum(r[2] for r in rows)
    I = sum(r[3] for r in rows)
    out.append(["Iš viso", str(R), str(P), str(I), str(P - I)] + [str(tot[c]) for c in cands])
    out.append(["% nuo galiojančių biuletenių", "", "", "", ""] + [dec_comma(100 * tot[c] / valid) for c in cands])
    out.append(pad([]))
    out.append(pad([f"Rinkėjų aktyvumas: {dec_comma(100 * P / R)} %"]))
    put(name, py_csv(out, delimiter=";").encode("cp1257"))
    record(name,
           "Vyriausioji rinkimų komisija (Central Electoral Commission of Lithuania), results site → mero rinkimai → savivaldybė → 'Rezultatai apylinkėse' → Eksportuoti (CSV), a mayoral election in an invented district municipality",
           "Ready-made count table with a title block (three lines and a blank line), header Apylinkė / registered voters / turnout / invalid / valid ballots + one column per candidate ('Firstname SURNAME'), a second header line with the nominating party or committee under each candidate, one row per polling district plus postal votes ('Balsavę paštu'), then an 'Iš viso' total row, a percent row with decimal commas and a turnout footnote.",
           "Windows-1257 (Baltic), `;`, CRLF, minimal quoting, decimal comma",
           EVID_MEM + "VRK publishes results per polling district ('apylinkė') and lists candidates as 'Vardas PAVARDĖ' with the nominating party; the CSV export, its column titles and the Windows-1257 encoding are my guesses (no search done). Municipality, districts, candidates and numbers are invented.",
           {"answer": "winner", "winner": w, "candidates": cands, "scores": tot, "question": "Most votes for mayor",
            "traps": ["'Iš viso' total row and percent row are not polling districts.", "Party names sit in a second header row under the candidates.",
                      "Registered/turnout/valid columns are larger than any candidate's votes.", "Postal-vote row has an empty electorate cell."]})


BID_QUESTION = "Posted price p scored as p x number of bidders whose highest valid bid >= p"


# ----------------------------------------------------------------------------- 5 Osta.ee bid history -> Notepad 'Unicode' (UTF-16 LE, tabs)
def make_osta() -> None:
    name = "osta_ee_pakkumised_oksjon_178302914.txt"

    def build(rng):
        handles = ["kalev77", "Mari_K", "vanavara.ee", "tiit.s", "Piret1962", "raadiomees", "JaanikaP", "retro_tartu", "Urmas-K", "helge.v"]
        maxes = {h: int(round(rng.uniform(40, 260))) for h in handles}
        bids = ascending_bids(rng, maxes, 25, lambda c: 1 if c < 50 else (2 if c < 150 else 5))
        mx, scores = bid_scores(bids)
        w = check_bid_margin(scores)
        assert len(mx) >= 7
        return bids, mx, scores, w

    bids, mx, scores, w = seeded(505, build)
    rng = random.Random(1505)
    fb = {h: rng.randint(3, 900) for h in mx}
    t = datetime(2026, 2, 20, 10, 2)
    rows = []
    for b, a in bids:
        t += timedelta(minutes=rng.randint(3, 400), seconds=rng.randint(0, 59))
        rows.append((b, a, t))

    def eur(x):
        s = f"{x:,.2f}".replace(",", " ").replace(".", ",")
        return f"{s} €"

    lines = ["Pakkumiste ajalugu", "Raadio „Estonia 008“ stereokompleks, töökorras, originaalkõlaritega",
             "Oksjoni nr 178302914 · Alghind 25,00 € · Oksjon lõppes " + (rows[-1][2] + timedelta(hours=5)).strftime("%d.%m.%Y %H:%M"), "",
             "Pakkuja\tPakkumine\tAeg"]
    for b, a, tt in reversed(rows):
        lines.append(f"{b} ({fb[b]})\t{eur(a)}\t{tt.strftime('%d.%m.%Y %H:%M:%S')}")
    lines += ["", f"Kokku {len(rows)} pakkumist, {len(mx)} pakkujat"]
    put(name, ("\ufeff" + "\r\n".join(lines) + "\r\n").encode("utf-16-le"))
    record(name,
           "Osta.ee (Estonian online marketplace with auctions), ended auction → 'Pakkumiste ajalugu' (bid history) selected in the browser, pasted into Windows Notepad and saved with encoding 'Unicode'",
           "Bid list with a pasted title block (heading, item title with Estonian quotes, auction number, start price and end time), a blank line, header Pakkuja / Pakkumine / Aeg, newest bid first, bidder user names with feedback count in brackets, amounts '1 250,00 €' (space thousands, decimal comma), times dd.mm.yyyy hh:mm:ss, and a trailing summary line.",
           "UTF-16 LE with BOM, TAB, CRLF, no quoting, Estonian number format",
           EVID_MEM + "Osta.ee shows a bid history for auctions; the page wording and column titles are my guesses (no search done). Notepad's 'Unicode' = UTF-16 LE with BOM, and browser-table copies paste as tab-separated lines. Item, bidders and amounts are invented.",
           {"answer": "winner", "winner": w, "bidder_max": mx, "scores": scores, "question": BID_QUESTION,
            "traps": ["Feedback count in brackets is not a bid.", "Start price in the title block is not a bid.", "Same bidder bids several times: use each bidder's highest bid.", "Space as thousands separator, decimal comma."]})


# ----------------------------------------------------------------------------- 6 Alibaba judicial auction bid record (GB2312, tabs)
def make_alipaimai() -> None:
    name = "阿里拍卖_司法拍卖_竞买记录_帕萨特轿车一辆.txt"

    def build(rng):
        nos = ["L3927", "T0815", "K5561", "M2208", "F7743", "Q1390", "B6024", "W4471", "H9152"]
        maxes = {h: int(round(rng.uniform(150000, 236000) / 2000) * 2000) for h in nos}
        bids = ascending_bids(rng, maxes, 148000, lambda c: 2000)
        mx, scores = bid_scores(bids)
        w = check_bid_margin(scores)
        assert len(mx) >= 6
        return bids, mx, scores, w

    bids, mx, scores, w = seeded(606, build)
    rng = random.Random(1606)
    t = datetime(2026, 3, 18, 10, 0, 7)
    rows = []
    for b, a in bids:
        t += timedelta(seconds=rng.randint(20, 290))
        rows.append((b, a, t))
    lines = ["标的物：2019款 大众帕萨特 330TSI 轿车一辆（车牌号已隐去）", "起拍价：￥148,000　保证金：￥20,000　加价幅度：￥2,000　评估价：￥211,500",
             "竞价周期：24小时　延时周期：5分钟/次", "", "竞买记录（共" + str(len(rows)) + "条）", "状态\t竞买号\t价格\t时间"]
    for k in range(len(rows) - 1, -1, -1):
        b, a, tt = rows[k]
        lines.append(f"{'领先' if k == len(rows) - 1 else '出局'}\t{b}\t￥{a:,}\t{tt.strftime('%Y-%m-%d %H:%M:%S')}")
    put(name, ("\r\n".join(lines) + "\r\n").encode("gb2312"))
    record(name,
           "阿里拍卖 Alibaba Auction (sf.taobao.com judicial auctions), item page '竞买记录' (bid record) selected in the browser, pasted into Windows Notepad (Simplified-Chinese Windows) and saved as ANSI",
           "Bid list with a pasted title block (lot description, start price, deposit, increment and appraisal value, auction period), a blank line, a '竞买记录（共N条）' heading, header 状态 / 竞买号 / 价格 / 时间, newest first: status 领先 (leading) for the top bid and 出局 (outbid) for the rest, bidder numbers like 'L3927', amounts '￥186,000', times yyyy-mm-dd hh:mm:ss.",
           "GB2312 (ANSI on Simplified-Chinese Windows), TAB, CRLF, no quoting",
           EVID_MEM + "Alibaba judicial auctions list a bid record with a status (领先/出局), bidder number, price and time, and the lot page shows 起拍价, 保证金, 加价幅度 and 评估价; wording and order are my recollection (no search done). Lot, bidder numbers and amounts are invented.",
           {"answer": "winner", "winner": w, "bidder_max": mx, "scores": scores, "question": BID_QUESTION,
            "traps": ["起拍价 / 保证金 / 加价幅度 / 评估价 in the title block are not bids.", "Bidder numbers are codes, not money.", "Same bidder bids several times: use each bidder's highest bid."]})


NL_FIRST = ["Daan", "Sem", "Lotte", "Emma", "Noor", "Finn", "Julia", "Milan", "Sanne", "Bram", "Tess", "Luuk", "Fleur", "Thijs",
            "Iris", "Jesse", "Anouk", "Ruben", "Yara", "Sven", "Mila", "Stijn", "Zoë", "Ilias", "Fatima", "Koen", "Maud"]
NL_LAST = ["de Vries", "Jansen", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "de Groot", "Bos", "Vos", "Peters",
           "Hendriks", "van Leeuwen", "Dekker", "Brouwer", "de Wit", "Dijkstra", "Smits", "el Amrani", "Yilmaz", "van Dijk"]


# ----------------------------------------------------------------------------- 7 itslearning survey (Dutch), Excel export
def make_itslearning() -> None:
    name = "itslearning_Enquete_Excursie_4havo_2026_resultaten.xlsx"
    q1 = "1. Naar welke bestemming wil je op excursie?"
    opts = ["Rijksmuseum Amsterdam", "Naturalis Leiden", "NEMO Science Museum", "Deltawerken Neeltje Jans"]
    q2 = "2. Hoe belangrijk vind je de kosten van de excursie?"
    lik = ["Heel belangrijk", "Belangrijk", "Neutraal", "Niet belangrijk"]
    q3 = "3. Opmerkingen"

    def build(rng):
        a = expand({opts[0]: 9, opts[1]: 16, opts[2]: 8, opts[3]: 6}, rng)
        sc = Counter(a)
        w = argmax(sc)
        check_margin(sc, w, 5)
        return a, dict(sc), w

    a, sc, w = seeded(707, build)
    rng = random.Random(1707)
    ppl = people(rng, len(a) + 4, NL_FIRST, NL_LAST)
    wb = openpyxl.Workbook()
    ov = wb.active
    ov.title = "Overzicht"
    for r in [["Enquête: Excursie 4 havo – voorjaar 2026"], ["Cursus: Maatschappijwetenschappen 4H"], ["Gemaakt door: J. van der Berg"],
              ["Anoniem: Nee"], ["Aantal deelnemers", len(ppl)], ["Aantal ingeleverd", len(a)], [], ["Vraag", "Type"],
              [q1, "Meerkeuze (één antwoord)"], [q2, "Meerkeuze (één antwoord)"], [q3, "Open vraag"]]:
        ov.append(r)
    ov["A1"].font = Font(bold=True)
    ws = wb.create_sheet("Antwoorden")
    ws.append(["Voornaam", "Achternaam", "Gebruikersnaam", "Status", "Ingeleverd op", q1, q2, q3])
    comments = ["", "", "", "Graag niet te vroeg vertrekken", "", "Liefst met de trein", "", "", "Kan ik mijn broertje meenemen?", ""]
    t = datetime(2026, 3, 2, 8, 30)
    for i, (f, l) in enumerate(ppl):
        user = (f[0] + l.replace(" ", "")).lower() + str(rng.randint(10, 99))
        if i < len(a):
            t2 = t + timedelta(hours=rng.randint(0, 120), minutes=rng.randint(0, 59))
            ws.append([f, l, user, "Ingeleverd", t2.strftime("%d-%m-%Y %H:%M"), a[i], rng.choice(lik), rng.choice(comments)])
        else:
            ws.append([f, l, user, "Niet ingeleverd", "", "", "", ""])
    save_xlsx(wb, name, "itslearning")
    record(name,
           "itslearning (LMS used by Dutch secondary schools), course → Enquête → Resultaten → 'Exporteren naar Excel', a year-4 havo class's field-trip destination survey",
           "Workbook: 'Overzicht' (title block: survey, course, author, anonymity, counts, and a question list with types) and 'Antwoorden' (one row per pupil: names, user name, status Ingeleverd / Niet ingeleverd, submitted date dd-mm-yyyy hh:mm, a single-choice destination question, a four-point importance question, a free-text comment). Non-submitters have empty answers.",
           ".xlsx, 2 sheets",
           EVID_MEM + "itslearning surveys can be exported to Excel with one row per participant; sheet and column titles are my guesses (no search done). School, pupils and answers are invented.",
           {"answer": "winner", "winner": w, "candidates": opts, "scores": sc, "question": q1,
            "traps": ["Question 2 is an importance scale (how much the cost matters), not a choice between alternatives.",
                      "'Niet ingeleverd' rows have no answers.", "The question list on 'Overzicht' repeats the question texts."]})


# ----------------------------------------------------------------------------- 8 IServ Umfragen export (UTF-8 BOM, ';', multi-select in one cell)
def make_iserv() -> None:
    name = "IServ_Umfrage_AG-Angebot_2026-27_Ergebnisse.csv"
    opts = ["Robotik", "Schulgarten", "Theater", "Schach", "Bandprojekt", "Schulsanitätsdienst (Erste Hilfe)"]
    first = ["Mia", "Ben", "Emilia", "Paul", "Hannah", "Leon", "Lina", "Finn", "Ella", "Noah", "Clara", "Elias", "Lea", "Jonas", "Marie",
             "Luca", "Sophie", "Felix", "Amelie", "Moritz", "Ida", "Anton", "Lotta", "Emir", "Aylin", "Mats"]
    last = ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Koch", "Richter",
            "Klein", "Wolf", "Schröder", "Neumann", "Braun", "Zimmermann", "Krüger", "Hartmann", "Demir", "Lange"]

    def build(rng):
        wts = [0.30, 0.20, 0.22, 0.12, 0.26, 0.15]
        picks = []
        for _ in range(58):
            k = rng.choice([1, 2, 2, 3, 3, 3])
            chosen = set()
            while len(chosen) < k:
                chosen.add(rng.choices(range(len(opts)), weights=wts)[0])
            picks.append([opts[j] for j in sorted(chosen)])
        for _ in range(3):
            picks.append([])
        rng.shuffle(picks)
        sc = Counter(o for p in picks for o in p)
        w = argmax(sc)
        check_margin(sc, w, 5)
        return picks, dict(sc), w

    picks, sc, w = seeded(808, build)
    rng = random.Random(1808)
    ppl = people(rng, len(picks), first, last)
    classes = ["6a", "6b", "7a", "7b", "7c", "8a", "8b"]
    out = [["Benutzer", "Name", "Gruppe", "Abgegeben am", "Welche AGs sollen im nächsten Schuljahr angeboten werden? (max. 3 Antworten)",
            "Möchtest du selbst an einer AG teilnehmen?", "Anmerkungen"]]
    t = datetime(2026, 5, 11, 7, 45)
    for (f, l), p in zip(ppl, picks):
        t2 = t + timedelta(minutes=rng.randint(0, 7200))
        user = (f + "." + l).lower().replace("ü", "ue").replace("ö", "oe").replace("ä", "ae")
        out.append([user, f"{f} {l}", rng.choice(classes), t2.strftime("%d.%m.%Y %H:%M"), ", ".join(p),
                    rng.choice(["Ja", "Ja", "Vielleicht", "Nein"]) if p else "", rng.choice(["", "", "", "", "Bitte nicht freitags", "Mehr Sport-AGs!"])])
    put(name, ("\ufeff" + py_csv(out, delimiter=";")).encode("utf-8"))
    record(name,
           "IServ (German school server platform), module 'Umfragen' → survey → Ergebnisse → Export als CSV, a comprehensive school's survey on next year's after-school clubs (AGs)",
           "One row per pupil: IServ account name, full name, group (class), submitted date dd.mm.yyyy hh:mm, a multi-select question whose ticked options are joined by ', ' in one cell (up to 3; empty for 3 pupils), a yes/maybe/no question and a free-text remark.",
           "UTF-8 with BOM, `;`, CRLF, minimal quoting",
           EVID_MEM + "IServ's survey module can export results; the CSV layout, column titles and the ', ' joining of multi-select answers are my guesses (no search done). School, pupils and answers are invented.",
           {"answer": "winner", "winner": w, "candidates": opts, "scores": sc, "question": "Club (AG) ticked most often",
            "traps": ["Several options per cell joined by ', '; one option contains brackets.", "Gruppe (class) and the Ja/Vielleicht/Nein column are other categorical fields."]})


# ----------------------------------------------------------------------------- 9 GetQuorum condo AGM results workbook (ask)
def make_getquorum() -> None:
    name = "GetQuorum_Meeting_Results_TSCC_2417_AGM_2026.xlsx"
    qs = [("Election of One (1) Director - 3-year term", ["Marguerite Lalonde", "Devon Achterberg", "Samira Haddad"]),
          ("Appointment of Auditor: Pinecrest Chartered Accountants LLP", ["For", "Against"]),
          ("Confirmation of By-law No. 9 (Short-term rentals)", ["For", "Against", "Abstain"])]

    def build(rng):
        units = [f"{fl}{u:02d}" for fl in range(2, 14) for u in (1, 2, 3, 4, 5, 6)]
        rng.shuffle(units)
        voting = sorted(units[:rng.randint(46, 54)])
        wts = [[0.27, 0.45, 0.28], [0.78, 0.22], [0.36, 0.52, 0.12]]
        votes = {u: [rng.choices(opts, weights=wts[i])[0] if rng.random() > 0.04 else "" for i, (_, opts) in enumerate(qs)] for u in voting}
        res = []
        for i, (q, opts) in enumerate(qs):
            sc = {o: sum(1 for v in votes.values() if v[i] == o) for o in opts}
            w = argmax(sc)
            check_margin(sc, w, 6)
            res.append((q, sc, w))
        assert len({r[2] for r in res}) == 3
        return voting, votes, res

    voting, votes, res = seeded(909, build)
    rng = random.Random(1909)
    ppl = people(rng, len(voting), EN_FIRST, EN_LAST)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Results Summary"
    for r in [["Toronto Standard Condominium Corporation No. 2417"], ["Annual General Meeting - Final Results"],
              ["Meeting date: April 22, 2026 7:00 PM EDT (hybrid)"], ["Units represented (in person / virtual / proxy): " + str(len(voting)) + " of 72"],
              ["Quorum (25%): Achieved"], []]:
        ws.append(r)
    for q, sc, _ in res:
        tot = sum(sc.values())
        ws.append([q, "Votes", "% of votes cast"])
        for o, n in sc.items():
            ws.append([o, n, f"{100 * n / tot:.1f}%"])
        ws.append(["Total votes cast", tot, "100.0%"])
        ws.append([])
    ws["A1"].font = Font(bold=True, size=13)
    ub = wb.create_sheet("Unit Breakdown")
    ub.append(["Unit", "Owner(s)", "Attendance", "Proxy Holder", "Q1 Director", "Q2 Auditor", "Q3 By-law No. 9", "Submitted (EDT)"])
    for (f, l), u in zip(ppl, voting):
        how = rng.choice(["Proxy", "Proxy", "In Person", "Virtual", "Virtual"])
        t = datetime(2026, 4, 22, 19, 0) - timedelta(minutes=rng.randint(0, 9000)) if how == "Proxy" else datetime(2026, 4, 22, 19, rng.randint(10, 50))
        ub.append([u, f"{f} {l}", how, "Chair of the Meeting" if how == "Proxy" and rng.random() < 0.6 else ("" if how != "Proxy" else "Board Secretary"),
                   *[v or "No Selection" for v in votes[u]], t.strftime("%Y-%m-%d %H:%M")])
    save_xlsx(wb, name, "GetQuorum")
    record(name,
           "GetQuorum (Canadian online voting and proxy service for condominium and co-op meetings), meeting dashboard → Reports → Final results (Excel), a Toronto condominium corporation's AGM",
           "Workbook: 'Results Summary' (title block with corporation, meeting, units represented and quorum, then one small table per agenda item: option / votes / percent and a 'Total votes cast' row, blank rows between), and 'Unit Breakdown' (one row per voting unit: unit, owner, attendance type, proxy holder, one column per item holding the choice or 'No Selection', submitted time). Three separate agenda items: a director election, an auditor appointment, a by-law confirmation.",
           ".xlsx, 2 sheets",
           EVID_MEM + "GetQuorum runs condo AGMs with proxies and online votes and offers results reports; the sheet layout and column titles are my guesses (no search done). Corporation, owners and votes are invented.",
           {"answer": "ask", "ask_because": "Three separate agenda items (director election, auditor appointment, by-law confirmation) with different outcomes; nothing says which one is meant.",
            "acceptable": {q: w for q, _, w in res}, "scores_by_question": {q: sc for q, sc, _ in res},
            "candidates": [o for _, opts in qs for o in opts], "question": "Which agenda item?",
            "traps": ["'Total votes cast' rows are not options.", "'No Selection' is not an option.", "Attendance / Proxy Holder are metadata."]})


# ----------------------------------------------------------------------------- 10 SportEasy player-of-the-match season table (ask: total votes vs titles)
def make_sporteasy() -> None:
    name = "SportEasy_Homme_du_match_Seniors_A_saison_2025-2026.csv"
    players = ["Kévin Marchand", "Yanis Belkacem", "Théo Lefèbvre", "Julien Roussel", "Mathis Caron", "Hugo Perrin", "Bastien Lemoine",
               "Rayan Diallo", "Loïc Garnier", "Maxime Faure", "Enzo Brunet", "Anthony Giraud", "Quentin Morel", "Sofiane Haddou"]
    postes = ["Gardien", "Défenseur", "Défenseur", "Défenseur", "Milieu", "Milieu", "Milieu", "Attaquant", "Attaquant", "Milieu", "Défenseur",
              "Attaquant", "Défenseur", "Milieu"]
    nm = 16

    def build(rng):
        grid = {p: [None] * nm for p in players}
        titles = Counter()
        for m in range(nm):
            pool = [p for p in players if p == "Théo Lefèbvre" or rng.random() < (0.55 if p == "Yanis Belkacem" else 0.8)]
            votes = {p: 0 for p in pool}
            base = {"Yanis Belkacem": 3.4, "Théo Lefèbvre": 1.9}
            for _ in range(rng.randint(11, 15)):
                votes[rng.choices(pool, weights=[base.get(p, 0.8) for p in pool])[0]] += 1
            while True:  # a tie for the title is settled by a late vote
                mv = max(votes.values())
                tied = [p for p in pool if votes[p] == mv]
                if len(tied) == 1:
                    break
                votes[rng.choice(tied)] += 1
            titles[max(votes, key=votes.get)] += 1
            for p in players:
                grid[p][m] = votes[p] if p in votes else None
        tot = {p: sum(v or 0 for v in grid[p]) for p in players}
        wt, wn = argmax(tot), argmax(titles)
        check_margin(tot, wt, 4)
        tt = {p: titles.get(p, 0) for p in players}
        check_margin(tt, wn, 2)
        assert wt != wn
        return grid, tot, tt, wt, wn

    grid, tot, tt, wt, wn = seeded(1010, build)
    dates = [datetime(2025, 9, 7) + timedelta(days=14 * m) for m in range(nm)]
    out = [["Joueur", "Poste", "Matchs joués"] + [f"J{m + 1} ({d.strftime('%d/%m')})" for m, d in enumerate(dates)] + ["Total votes", "Homme du match (titres)", "Moyenne votes/match"]]
    for p, po in zip(players, postes):
        played = sum(1 for v in grid[p] if v is not None)
        out.append([p, po, str(played)] + ["" if v is None else str(v) for v in grid[p]] + [str(tot[p]), str(tt[p]), dec_comma(tot[p] / played if played else 0)])
    put(name, py_csv(out, delimiter=";").encode("cp1252"))
    record(name,
           "SportEasy (French team-management app for amateur clubs), équipe → Statistiques → 'Homme du match' (post-match player vote) → Exporter, opened in French Excel and saved as 'CSV (séparateur : point-virgule)', a football club's senior A team",
           "Count table: one row per player (name, position, matches played), one column per match day 'J1 (07/09)' … holding the votes the player received in that match's player-of-the-match vote (empty when not selected), then 'Total votes', 'Homme du match (titres)' (matches won) and the mean votes per match with a decimal comma.",
           "Windows-1252, `;`, CRLF, minimal quoting, decimal comma",
           EVID_MEM + "SportEasy lets teammates vote for a player of the match after each game and shows season statistics; the export columns are my guesses (no search done), the ';' / ANSI save is French Excel's default. Club, players and votes are invented.",
           {"answer": "ask", "ask_because": "'Season's player of the match' can mean most votes over the season or most match titles; the two summary columns name different players.",
            "acceptable": {"most votes over the season (Total votes)": wt, "most matches won (Homme du match titres)": wn},
            "scores_by_question": {"Total votes": tot, "Homme du match (titres)": tt},
            "candidates": players, "question": "Total votes or titles?",
            "traps": ["Position column is categorical metadata.", "Mean column uses a decimal comma.", "Per-match columns and the total column would double count if all summed."]})


# ----------------------------------------------------------------------------- 11 Zeus (GRNET e-voting) ranked ballots, ISO-8859-7
def make_zeus() -> None:
    name = "zeus_psifodeltia_ekloges_proedrou_syllogou_apofoiton_2026.csv"
    cands = ["Παπαδοπούλου Μαρία", "Καραγιάννης Νίκος", "Δημητρίου Ελένη", "Σταυρόπουλος Γιώργος"]

    def build(rng):
        ballots = []
        prefs = {0: 0.36, 1: 0.27, 2: 0.22, 3: 0.15}
        for _ in range(rng.randint(84, 96)):
            order = []
            rest = list(range(4))
            while rest:
                k = rng.choices(rest, weights=[prefs[r] for r in rest])[0]
                order.append(k)
                rest.remove(k)
            ballots.append([cands[k] for k in order[:rng.choice([1, 2, 3, 4, 4, 4])]])
        fp = Counter(b[0] for b in ballots)
        w = argmax(fp)
        check_margin(fp, w, 6)
        rounds = irv(ballots, cands)
        assert argmax(rounds[-1]) == w
        bd = borda(ballots, cands)
        check_margin(bd, w, 10)
        return ballots, dict(fp), rounds, bd, w

    ballots, fp, rounds, bd, w = seeded(1111, build)
    rng = random.Random(2111)
    out = [["Α/Α", "Κωδικός ψηφοδελτίου", "1η προτίμηση", "2η προτίμηση", "3η προτίμηση", "4η προτίμηση"]]
    for i, b in enumerate(ballots, 1):
        out.append([str(i), rid(rng, 10, "0123456789abcdef")] + b + [""] * (4 - len(b)))
    put(name, py_csv(out, delimiter=";").encode("iso-8859-7"))
    record(name,
           "Zeus (GRNET's open-source e-voting service used by Greek universities and associations), election → poll → after the tally 'Λήψη ψηφοδελτίων' (decrypted ballots) as CSV, re-saved in Notepad++ with Encoding → Character sets → Greek → ISO 8859-7 for an old club PC, an alumni association's president election with preferential (ranked) ballots",
           "Ranking: one row per decrypted ballot with a running number, a ballot code, then '1η προτίμηση' … '4η προτίμηση' columns holding candidate names ('Surname Firstname'); many ballots rank fewer than four (empty trailing cells).",
           "ISO-8859-7 (Greek), `;`, CRLF, minimal quoting",
           EVID_MEM + "Zeus supports preferential ballots and publishes decrypted ballots after the mix-net tally; the CSV column titles are my guesses (no search done), and the ISO-8859-7 re-save is a user workflow (Notepad++ offers ISO 8859-7 under Character sets → Greek). Association, candidates and ballots are invented.",
           {"answer": "winner", "winner": w, "candidates": cands, "scores": fp, "irv_rounds": rounds, "borda": bd,
            "question": "Single-seat preferential election (same winner by first preferences, instant runoff and Borda)",
            "traps": ["Ballot code column is an id.", "Truncated rankings."]})


# ----------------------------------------------------------------------------- 12 Mariner Calc (classic Mac OS), Mac Roman, tabs, CR
def make_mariner() -> None:
    name = "Concours pâtisserie fête du village – notes du jury.txt"
    entries = ["Tarte Tatin (Mme Lefèvre)", "Fraisier (M. Baptiste)", "Paris-Brest (Mlle Côté)", "Crème brûlée (M. Nguyễn)".replace("ễ", "e"),
               "Kouign-amann (Mme Le Goff)", "Œufs à la neige (M. Garçon)", "Clafoutis aux cerises (Mme Duprès)"]
    judges = ["Juge 1 – Mme Aubert", "Juge 2 – M. Rivière", "Juge 3 – Mme Boucher", "Juge 4 – M. Thévenin", "Juge 5 – Mlle Péron"]

    def build(rng):
        q = [13.0, 14.5, 12.5, 13.5, 15.5, 11.0, 12.0]
        sc = {e: [min(20.0, max(5.0, round((qq + rng.uniform(-2.5, 2.5)) * 2) / 2)) for _ in judges] for e, qq in zip(entries, q)}
        tot = {e: sum(v) for e, v in sc.items()}
        w = argmax(tot)
        check_margin(tot, w, 4)
        med = {e: sorted(v)[2] for e, v in sc.items()}
        assert argmax(med) == w and all(med[w] > med[e] for e in entries if e != w)
        return sc, tot, w

    sc, tot, w = seeded(1212, build)
    nd = lambda x: (f"{x:.1f}" if x != int(x) else f"{int(x)}").replace(".", ",")
    lines = ["Comité des fêtes de Saint-Aubin-sur-Loire", "Concours de pâtisserie – 14 juillet 2025 – notes sur 20", "",
             "\t".join(["Pâtisserie"] + judges + ["Total", "Moyenne"])]
    for e in entries:
        lines.append("\t".join([e] + [nd(x) for x in sc[e]] + [nd(tot[e]), dec_comma(tot[e] / len(judges))]))
    lines += ["", "Note éliminatoire : aucune. En cas d’égalité, le président du jury tranche."]
    put(name, ("\r".join(lines) + "\r").encode("mac_roman"))
    record(name,
           "Mariner Calc (spreadsheet for classic Mac OS 9), File → Save As → Text (tab-delimited), a village festival committee's baking competition jury sheet, copied off an old iMac",
           "Rating grid with a title block (two lines and a blank line): one row per entry (cake and baker), one column per judge with marks out of 20 in half points (decimal comma), then Total and Moyenne (mean) columns; a trailing note line.",
           "Mac Roman, TAB, CR line ends (classic Mac), no quoting, decimal comma",
           EVID_MEM + "classic Mac OS spreadsheet text exports were tab-delimited with CR line ends in the Mac Roman character set; Mariner Calc's exact menu wording is my recollection (no search done). Committee, bakers and marks are invented.",
           {"answer": "winner", "winner": w, "candidates": entries, "scores": tot,
            "question": "Highest total (and mean) jury mark",
            "traps": ["Options are rows, judges are columns.", "Total and Moyenne columns are not judges.", "CR-only line ends.", "Curly apostrophe and Œ in Mac Roman."]})


# ----------------------------------------------------------------------------- 13 Epi Info 7 Analysis WRITE (one column per option, Yes/No)
def make_epiinfo() -> None:
    name = "ClinicServicesSurvey_Write_2026-02-27.csv"
    opts = ["MaternalHealth", "DentalCare", "EyeClinic", "Pharmacy24h", "LabTesting"]
    villages = ["Kanyama East", "Mpanda Hill", "Lusaka Road", "Chiboni", "Nsunga"]

    def build(rng):
        wts = [0.62, 0.41, 0.33, 0.47, 0.28]
        recs = []
        for i in range(86):
            ticks = [rng.random() < w for w in wts]
            status = 0 if rng.random() < 0.06 else 1
            recs.append((ticks, status))
        act = {o: sum(1 for t, s in recs if s == 1 and t[j]) for j, o in enumerate(opts)}
        allr = {o: sum(1 for t, s in recs if t[j]) for j, o in enumerate(opts)}
        w = argmax(act)
        check_margin(act, w, 6)
        assert argmax(allr) == w
        return recs, act, w

    recs, act, w = seeded(1313, build)
    rng = random.Random(2313)
    out = [["UniqueKey", "RecStatus", "GlobalRecordId", "FirstSaveLogonName", "FirstSaveTime", "LastSaveLogonName", "LastSaveTime",
            "InterviewDate", "Village", "HouseholdID", "RespondentAge", "RespondentSex"] + opts + ["OtherService", "Interviewer"]]
    t = datetime(2026, 2, 9, 8, 0)
    for i, (ticks, status) in enumerate(recs, 1):
        t += timedelta(minutes=rng.randint(8, 190))
        guid = f"{rid(rng, 8, '0123456789abcdef')}-{rid(rng, 4, '0123456789abcdef')}-4{rid(rng, 3, '0123456789abcdef')}-a{rid(rng, 3, '0123456789abcdef')}-{rid(rng, 12, '0123456789abcdef')}"
        who = rng.choice(["DESKTOP-EPI01\\mbanda", "DESKTOP-EPI01\\cphiri", "LAPTOP-CHW3\\nzulu"])
        out.append([str(i), str(status), guid, who, t.strftime("%m/%d/%Y %I:%M:%S %p"), who,
                    (t + timedelta(minutes=rng.randint(1, 30))).strftime("%m/%d/%Y %I:%M:%S %p"), t.strftime("%m/%d/%Y"),
                    rng.choice(villages), f"HH-{rng.randint(1000, 9999)}", str(rng.randint(18, 77)), rng.choice(["Female", "Female", "Male"])]
                   + ["Yes" if x else "No" for x in ticks] + [rng.choice(["", "", "", "", "Mental health", "Physiotherapy", "Ambulance"]),
                                                               rng.choice(["M. Banda", "C. Phiri", "N. Zulu"])])
    put(name, py_csv(out).encode("utf-8"))
    record(name,
           "Epi Info 7 (CDC's public-health data entry and analysis software), Classic Analysis: READ the form, then WRITE REPLACE \"Text\" to a .csv, a district health committee's household survey on which services the new rural clinic should add",
           "One column per option: one row per household interview with Epi Info system columns (UniqueKey, RecStatus 1 = active / 0 = deleted, GlobalRecordId GUID, first/last save logon and time in US format), interview date, village, household id, age, sex, then five Yes/No check fields (one per service, field names without spaces), an 'other' free-text field and the interviewer.",
           "UTF-8 (no BOM), `,`, CRLF, minimal quoting",
           EVID_MEM + "Epi Info 7 forms carry the system fields UniqueKey, RecStatus and GlobalRecordId plus save stamps, and Classic Analysis can WRITE to text/CSV; whether checkboxes export as Yes/No and the exact order of system columns are my guesses (no search done). District, villages, households and answers are invented.",
           {"answer": "winner", "winner": w, "candidates": opts, "scores": act,
            "question": "Service ticked Yes most often (active records)",
            "traps": ["RecStatus 0 rows are deleted records (winner unchanged either way).", "Village / sex / interviewer are categorical metadata.", "Option names are field names without spaces."]})


# ----------------------------------------------------------------------------- 14 HeidiSQL export grid rows (CSV, ';', quoted, \\N)
def make_heidisql() -> None:
    name = "convention_city_ballots_local1187.csv"
    opts = ["Halifax", "Winnipeg", "Saskatoon", "Kelowna"]

    def build(rng):
        counts = {"Halifax": 58, "Winnipeg": 81, "Saskatoon": 63, "Kelowna": 37}
        ch = expand(counts, rng)
        ch += [None] * 6
        rng.shuffle(ch)
        status = []
        for c in ch:
            r = rng.random()
            status.append("duplicate" if r < 0.04 else ("unverified" if r < 0.09 else "valid"))
        val = Counter(c for c, s in zip(ch, status) if c and s == "valid")
        allc = Counter(c for c in ch if c)
        w = argmax(val)
        check_margin(val, w, 8)
        assert argmax(allc) == w
        return ch, status, dict(val), w

    ch, status, val, w = seeded(1414, build)
    rng = random.Random(2414)
    ppl = people(rng, len(ch), EN_FIRST, EN_LAST)
    out = [["ballot_id", "member_no", "email", "ip_address", "user_agent", "cast_at", "city_choice", "status"]]
    t = datetime(2026, 1, 19, 9, 0, 3)
    for i, ((f, l), c, s) in enumerate(zip(ppl, ch, status)):
        t += timedelta(seconds=rng.randint(30, 2400))
        out.append([str(70001 + i), f"L1187-{rng.randint(10000, 99999)}", email(f, l, "example.net"), ip(rng),
                    rng.choice(["Mozilla/5.0 (Windows NT 10.0; Win64; x64)", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X)",
                                "Mozilla/5.0 (Linux; Android 14)"]), t.strftime("%Y-%m-%d %H:%M:%S"), c if c else "\\N", s])
    buf = io.StringIO(newline="")
    for r in out:
        buf.write(";".join(x if x == "\\N" or x.isdigit() else '"' + x.replace('"', '""') + '"' for x in r) + "\r\n")
    put(name, buf.getvalue().encode("utf-8"))
    record(name,
           "HeidiSQL (Windows MariaDB/MySQL GUI), query result grid → 'Export grid rows' → output format CSV, a union local's online vote on the next convention city stored in MariaDB",
           "One choice per row with metadata: ballot id, member number, e-mail, IP address, user agent (with ';' inside, quoted), cast time yyyy-mm-dd hh:mm:ss, the chosen city (\\N = NULL for members who opened the ballot but did not choose) and a status (valid / duplicate / unverified).",
           "UTF-8 (no BOM), `;`, CRLF, text values enclosed in '\"', numbers bare, NULL written as \\N",
           EVID_MEM + "HeidiSQL's 'Export grid rows' dialog offers CSV with a field separator, an encloser and a NULL placeholder; that ';', '\"' and '\\N' are its defaults is my recollection (a docs search returned only unrelated CSV APIs). Union, members and ballots are invented.",
           {"answer": "winner", "winner": w, "candidates": opts, "scores": val, "question": "Most chosen city (valid ballots)",
            "traps": ["\\N is NULL, not an option.", "Duplicate / unverified ballots (winner unchanged either way).", "User agent contains ';' inside quotes."]})


# ----------------------------------------------------------------------------- 15 RENATER Evento scheduling poll (French)
def make_evento() -> None:
    name = "evento_export_reunion_equipe_projet_ANR_mai_2026.csv"
    slots = ["mar. 12/05/2026 09:30-11:00", "mar. 12/05/2026 14:00-15:30", "jeu. 14/05/2026 10:00-11:30", "lun. 18/05/2026 14:00-15:30",
             "mer. 20/05/2026 09:30-11:00"]
    first = ["Camille", "Nicolas", "Sophie", "Julien", "Claire", "Thomas", "Aurélie", "Mehdi", "Hélène", "François", "Inès", "Pierre",
             "Élodie", "Antoine", "Nadia", "Benoît"]
    last = ["Martin", "Bernard", "Lefèvre", "Girard", "Mercier", "Blanc", "Chevalier", "Fontaine", "Rousseau", "Benali", "Lambert", "Gauthier"]

    def build(rng):
        p_yes = [0.45, 0.38, 0.82, 0.5, 0.41]
        grid = []
        for _ in range(13):
            row = []
            for p in p_yes:
                r = rng.random()
                row.append("Oui" if r < p else ("Si nécessaire" if r < p + 0.12 else "Non"))
            grid.append(row)
        yes = {s: sum(1 for r in grid if r[j] == "Oui") for j, s in enumerate(slots)}
        yesm = {s: sum(1 for r in grid if r[j] != "Non") for j, s in enumerate(slots)}
        w = argmax(yes)
        check_margin(yes, w, 3)
        assert argmax(yesm) == w and all(yesm[w] > v for k, v in yesm.items() if k != w)
        return grid, yes, yesm, w

    grid, yes, yesm, w = seeded(1515, build)
    rng = random.Random(2515)
    ppl = people(rng, len(grid), first, last)
    out = [["Participant", "Courriel", "Dernière modification"] + slots]
    t = datetime(2026, 4, 20, 9, 0)
    for (f, l), row in zip(ppl, grid):
        t += timedelta(minutes=rng.randint(20, 900))
        out.append([f"{f} {l}", email(f, l, "example.fr"), t.strftime("%d/%m/%Y %H:%M")] + row)
    out.append(["Total Oui", "", ""] + [str(yes[s]) for s in slots])
    out.append(["Total Si nécessaire", "", ""] + [str(yesm[s] - yes[s]) for s in slots])
    put(name, py_csv(out, delimiter=";", lineterminator="\n").encode("utf-8"))
    record(name,
           "Evento (RENATER's scheduling-poll service for French higher education and research), survey page → Exporter → CSV, a research project team's meeting-date poll",
           "Scheduling poll: header Participant / Courriel / Dernière modification and one column per date/time slot ('jeu. 14/05/2026 10:00-11:30'), one row per participant with Oui / Si nécessaire / Non, then two footer rows 'Total Oui' and 'Total Si nécessaire'.",
           "UTF-8 (no BOM), `;`, LF, minimal quoting",
           EVID_MEM + "Evento offers yes / no / if-need-be answers and a CSV export of the answers; the column titles, answer words and footer rows are my guesses (no search done). Team, people and answers are invented.",
           {"answer": "winner", "winner": w, "candidates": slots, "scores": yes, "scores_yes_or_ifneedbe": yesm,
            "question": "Slot with most 'Oui' (same with 'Si nécessaire' counted)",
            "traps": ["Footer total rows are not participants.", "Slots contain the date and a time range; several slots share a date.", "'Dernière modification' is a timestamp column."]})


README_HEAD = """# Blind test set O

15 synthetic exports, each laid out the way the named tool (or a real user workflow around it) writes it. None of
the tools is one named in sets A–N or in `tests/exports/` file names. The sealed answers are in `expected.json`.
This README gives no answers. Regenerate everything (files, `expected.json`, this README) from the repository root with

```
/work/main/.venv/bin/python tests/blind/set_o/make_set.py
```

The script is deterministic: fixed seeds, and fixed document and zip timestamps inside the .xlsx files, so two
runs give identical bytes (checked with sha256). It uses only the standard library and openpyxl. All people,
e-mail addresses, IDs, places, lots, parties, candidates and IP addresses (RFC 5737 ranges) are invented.

The author of this set never read the upload reader (`dpcore/`, `ui/`, `pages/`, `app.py`, the tests or the
earlier results) and did not run it on these files.

Evidence: written under a 30-minute budget. Three searches were made: Brazilian TSE open-data files (stored public
code confirms the votacao_candidato_munzona file name, ';' separator, Latin-1 encoding and several column names),
HeidiSQL's CSV export options (nothing relevant found) and ON24 poll reports (nothing relevant found). Every other
layout is "from memory", not checked against the tool's source, documentation or real downloads.

| file | tool | shape | encoding / dialect | evidence |
|---|---|---|---|---|
"""

README_TAIL = """
Shapes covered: one choice per row (with metadata, NULLs and a status column); several choices in one cell (', ');
one column per option (Yes/No check fields with system columns and deleted records); a rating grid with options as
rows and judges as columns; a ranking with 1st…4th-preference columns; long formats (poll / answer / person; candidate /
zone / votes); ready-made count tables (official results with a grand total first, a two-row header and fill-down
village names; results per polling district with a party row, totals and percents; a season table with per-match
columns and summary columns); two bid lists; a scheduling poll with footer totals; workbooks with several sheets
(webinar poll report, condominium AGM results, LMS survey); a multi-question survey.

Three files are "ask" cases (answer `ask`, the acceptable readings listed in `expected.json`). Encodings: UTF-8,
UTF-8 with BOM, UTF-16 LE with BOM, ISO-8859-1, Windows-1252, Windows-1257, ISO-8859-7, Big5, GB2312 and Mac Roman.
Separators: comma, semicolon, tab. Line ends: LF, CRLF and CR. Decimal commas and Estonian/French number formats
appear.

`expected.json` holds, for each file: the tool, shape and format evidence, the answer (winner or ask), the
candidates and their scores, the question the answer is about, and traps for a naive reader.
"""


def main() -> None:
    for fn in (make_on24, make_cec_tw, make_tse, make_vrk, make_osta, make_alipaimai, make_itslearning, make_iserv,
               make_getquorum, make_sporteasy, make_zeus, make_mariner, make_epiinfo, make_heidisql, make_evento):
        fn()
    assert len(EXPECTED) == 15
    asks = [k for k, v in EXPECTED.items() if v["answer"] == "ask"]
    assert len(asks) >= 3
    for k, v in EXPECTED.items():
        if v["answer"] == "winner":
            assert isinstance(v["winner"], str) and v["winner"]
    (OUT / "expected.json").write_text(json.dumps(EXPECTED, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
                                       encoding="utf-8")
    md = README_HEAD
    for name, tool, shape, enc, ev in README_ROWS:
        cells = [c.replace("|", "\\|") for c in (tool, shape, enc, ev)]
        md += f"| `{name}` | " + " | ".join(cells) + " |\n"
    md += README_TAIL
    (OUT / "README.md").write_text(md, encoding="utf-8")


if __name__ == "__main__":
    main()
