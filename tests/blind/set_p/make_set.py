#!/usr/bin/env python3
"""Regenerate the sealed blind test set P (15 synthetic exports + expected.json + README.md).

Run from the repository root:  /work/main/.venv/bin/python tests/blind/set_p/make_set.py

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
FIXED_DT = datetime(2026, 4, 10, 8, 30, 0)
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


CZ_FIRST = ["Jana", "Petr", "Lenka", "Tomáš", "Zdeněk", "Hana", "Jiří", "Eva", "Martin", "Kateřina"]


# ----------------------------------------------------------------------------- 1 volby.cz Senate results by okrsek (cp1250)
def make_volby_cz() -> None:
    name = "volby_cz_senat_2026_obvod_84_Lhotecko_vysledky_okrsky_cp1250.csv"
    cands = ["1 Mgr. Jana Dvořáková (STAN)", "2 Ing. Petr Šťastný (ANO 2011)", "3 MUDr. Lenka Říhová (ODS)", "4 Zdeněk Kučera (SPD)", "5 Bc. Tomáš Hrubý (Piráti)"]
    places = [("Lhotka nad Bečvou", 3), ("Horní Žďár", 2), ("Kunčice", 1), ("Březová", 2), ("Ústí u Lhotky", 1), ("Křižovany", 1)]

    def build(rng):
        rows = []
        for obec, n in places:
            for k in range(1, n + 1):
                voters = rng.randint(280, 1400)
                env = int(voters * rng.uniform(0.33, 0.48))
                valid = env - rng.randint(2, 12)
                vs = split_counts(valid, 5, rng)
                w = [0.52, 0.18, 0.14, 0.09, 0.07]
                vs = [int(valid * x * rng.uniform(0.85, 1.15)) for x in w]
                vs[0] += valid - sum(vs)
                rows.append((obec, k, voters, env, valid, vs))
        tot = {c: sum(r[5][i] for r in rows) for i, c in enumerate(cands)}
        w = argmax(tot)
        check_margin(tot, w, 50)
        assert tot[w] * 2 > sum(tot.values())  # decided in round 1
        return rows, tot, w

    rows, tot, w = seeded(101, build)
    out = [["Volby do Senátu Parlamentu ČR konané ve dnech 9.10. – 10.10.2026"], ["Obvod: 84 – Lhotecko"],
           ["Výsledky hlasování za územní celky – 1. kolo"], [],
           ["Obec", "Okrsek", "Voliči v seznamu", "Vydané obálky", "Volební účast v %", "Odevzdané obálky", "Platné hlasy"] + cands]
    for obec, k, voters, env, valid, vs in rows:
        out.append([obec, str(k), str(voters), str(env), dec_comma(100 * env / voters), str(env), str(valid)] + [str(v) for v in vs])
    V = sum(r[2] for r in rows); E = sum(r[3] for r in rows); P = sum(r[4] for r in rows)
    out.append(["Celkem", "", str(V), str(E), dec_comma(100 * E / V), str(E), str(P)] + [str(tot[c]) for c in cands])
    out.append(["v %", "", "", "", "", "", ""] + [dec_comma(100 * tot[c] / P) for c in cands])
    put(name, py_csv(out, delimiter=";").encode("cp1250"))
    record(name,
           "volby.cz (Czech Statistical Office's election results site), Senate election → 'Výsledky hlasování za územní celky' tables copied into Czech Excel and saved as 'CSV (oddělený středníkem)', the (invented) Senate constituency 84, first round",
           "Ready-made count table with a title block (three lines and a blank line): one row per polling district (obec + okrsek number) with voters, envelopes, turnout % (decimal comma), valid votes and one column per candidate ('number title name (party)'), then a 'Celkem' total row and a 'v %' percent row.",
           "Windows-1250, `;`, CRLF, minimal quoting, decimal comma",
           EVID_MEM + "volby.cz publishes Senate results per municipality and polling district with candidate number, name, titles and nominating party; the exact column titles and the copy-to-Excel workflow are my guesses (no search done). Czech Excel saves CSV with ';' in Windows-1250. Constituency, municipalities, candidates and numbers are invented.",
           {"answer": "winner", "winner": w, "winner_aliases": ["Mgr. Jana Dvořáková", "Jana Dvořáková"], "candidates": cands, "scores": tot,
            "question": "Candidate with most valid votes (round 1, absolute majority)",
            "traps": ["'Celkem' and 'v %' rows are totals, not polling districts.", "Voter/envelope/turnout columns are not candidates.", "Candidate labels start with the ballot number."]})


# ----------------------------------------------------------------------------- 2 valgresultat.no party results per voting district (long)
def make_valg_no() -> None:
    name = "2027-09-14_partifordeling_4_ko_2027_Fjordvik.csv"
    parties = [("A", "Arbeiderpartiet"), ("H", "Høyre"), ("FRP", "Fremskrittspartiet"), ("SP", "Senterpartiet"), ("SV", "SV - Sosialistisk Venstreparti"),
               ("KRF", "Kristelig Folkeparti"), ("V", "Venstre"), ("MDG", "Miljøpartiet De Grønne"), ("RØDT", "Rødt"), ("BYL", "Bygdelista Fjordvik")]
    kretser = ["Sentrum", "Nordvika", "Øvre Dal", "Holmen", "Strandbakken", "Lia skole"]

    def build(rng):
        base = [0.21, 0.24, 0.16, 0.11, 0.06, 0.05, 0.04, 0.03, 0.05, 0.05]
        data = []
        for i, k in enumerate(kretser):
            ber = rng.randint(600, 2600)
            total = int(ber * rng.uniform(0.6, 0.72))
            vs = [max(3, int(total * b * rng.uniform(0.75, 1.25))) for b in base]
            data.append((i + 1, k, ber, vs))
        tot = {p[1]: sum(d[3][j] for d in data) for j, p in enumerate(parties)}
        w = argmax(tot)
        check_margin(tot, w, 120)
        return data, tot, w

    data, tot, w = seeded(202, build)
    rng = random.Random(1202)
    hdr = ["Fylkenummer", "Fylkenavn", "Kommunenummer", "Kommunenavn", "Stemmekretsnummer", "Stemmekretsnavn", "Partikode", "Partinavn",
           "Oppslutning prosentvis", "Antall stemmeberettigede", "Antall forhåndsstemmer", "Antall valgtingstemmer", "Antall stemmer totalt",
           "Endring % siste tilsvarende valg", "Endring % siste ekvivalente valg"]
    out = [hdr]
    for nr, k, ber, vs in data:
        s = sum(vs)
        for (code, pn), v in zip(parties, vs):
            fh = int(v * rng.uniform(0.3, 0.5))
            out.append(["46", "Vestland", "4699", "Fjordvik", f"{nr:04d}", k, code, pn, dec_comma(100 * v / s, 5), str(ber), str(fh), str(v - fh), str(v),
                        dec_comma(rng.uniform(-4, 4), 5), dec_comma(rng.uniform(-4, 4), 5)])
    put(name, py_csv(out, delimiter=";", lineterminator="\n").encode("utf-8"))
    code = dict((p[1], p[0]) for p in parties)[w]
    record(name,
           "valgresultat.no (Valgdirektoratet, Norwegian Directorate of Elections), municipal council election (kommunestyrevalg) → Last ned → 'Partifordeling' per voting district (level 4) as CSV, for an invented municipality",
           "Long format, one row per (voting district, party): county and municipality numbers and names, district number and name, party code and party name, share in percent (decimal comma, 5 decimals), electorate, advance votes, election-day votes, total votes, and two change-in-percent columns. Parties repeat in every district.",
           "UTF-8 (no BOM), `;`, LF, minimal quoting, decimal comma",
           "Partly checked: stored public code (hersle/valgsimulator) holds valgresultat.no CSV rows in this column order — county no.;county;…;party code;party name;percent with decimal comma;electorate;advance;election day;total;change — separated by ';'. The header wording and the '_partifordeling_4_ko_' file name pattern (also seen in a stored README) are from memory/that README. Municipality, districts and numbers are invented.",
           {"answer": "winner", "winner": w, "winner_aliases": [code], "candidates": [p[1] for p in parties], "scores": tot,
            "question": "Party with most total votes (sum of 'Antall stemmer totalt' over districts)",
            "traps": ["Percent and change columns are not counts.", "Electorate repeats on every row.", "Advance + election-day = total (don't add all three)."]})


# ----------------------------------------------------------------------------- 3 Japanese municipal election board results (EUC-JP)
def make_jp_election() -> None:
    name = "sakuragawa_shichou_senkyo_2026_kaihyou_kekka_touhyouku_betsu.csv"
    cands = ["小野寺　健一", "松浦　さゆり", "長谷部　隆", "岩田　めぐみ"]
    ku = [f"第{i}投票区" for i in range(1, 12)] + ["期日前投票", "不在者投票"]

    def build(rng):
        base = [0.31, 0.39, 0.18, 0.12]
        rows = []
        for k in ku:
            n = rng.randint(300, 1900) if "第" in k else rng.randint(1500, 4200) if k == "期日前投票" else rng.randint(20, 90)
            vs = [max(1, int(n * b * rng.uniform(0.8, 1.2))) for b in base]
            rows.append((k, vs))
        tot = {c: sum(r[1][i] for r in rows) for i, c in enumerate(cands)}
        w = argmax(tot)
        check_margin(tot, w, 300)
        return rows, tot, w

    rows, tot, w = seeded(303, build)
    out = [["令和8年4月19日執行　桜川市長選挙　開票結果"], ["桜川市選挙管理委員会", "", "", "", "確定　令和8年4月19日　23時41分"], [],
           ["投票区"] + cands + ["得票総数"]]
    for k, vs in rows:
        out.append([k] + [f"{v:,}" for v in vs] + [f"{sum(vs):,}"])
    out.append(["合計"] + [f"{tot[c]:,}" for c in cands] + [f"{sum(tot.values()):,}"])
    out += [[], ["※候補者名は届出順。得票数は有効投票数。"]]
    put(name, py_csv(out, lineterminator="\n").encode("euc_jp"))
    record(name,
           "A Japanese city election board (市選挙管理委員会) website, mayoral election 開票結果 (count results) → 'CSVダウンロード' by polling district, served by an old Unix-based publishing system in EUC-JP (invented city)",
           "Ready-made count table with a title block (election title, board name and 'final' time stamp, blank line), header 投票区 + one column per candidate (surname and given name with an ideographic space) + 得票総数, one row per polling district plus early voting (期日前投票) and absentee (不在者投票) rows, a 合計 total row and a footnote; numbers with thousands commas (quoted).",
           "EUC-JP, `,`, LF, minimal quoting (numbers with commas quoted)",
           EVID_MEM + "Japanese election boards publish 開票結果 per 投票区 with candidate columns and totals; many sites offer Excel/PDF, and the CSV download in EUC-JP is my assumption of an older Unix-based system (no search done). City, districts, candidates and numbers are invented.",
           {"answer": "winner", "winner": w, "winner_aliases": [w.replace("\u3000", " "), w.replace("\u3000", "")], "candidates": cands, "scores": tot,
            "question": "Candidate with most votes (合計)", "traps": ["合計 row and 得票総数 column are totals.", "Thousands commas inside quoted numbers.", "Footnote line."]})


# ----------------------------------------------------------------------------- 4 Lauritz.com bid history (Danish Excel, cp1252)
def make_lauritz() -> None:
    name = "Lauritz_com_budhistorik_katalognr_8841207_Wegner_CH24.csv"

    def build(rng):
        ids = [f"Byder {rng.randint(10000, 99999)} ({rng.choice(['DK', 'DK', 'DK', 'SE', 'DE', 'NO'])})" for _ in range(9)]
        assert len(set(ids)) == 9
        maxes = {h: int(round(rng.uniform(4200, 13800) / 100) * 100) for h in ids}
        bids = ascending_bids(rng, maxes, 4000, lambda c: 200 if c < 10000 else 500)
        mx, scores = bid_scores(bids)
        wv = check_bid_margin(scores)
        assert len(mx) >= 6
        return bids, mx, scores, wv

    bids, mx, scores, wv = seeded(404, build)
    rng = random.Random(1404)
    t = datetime(2026, 3, 2, 14, 5, 11)
    rows = []
    for b, a in bids:
        t += timedelta(minutes=rng.randint(20, 900), seconds=rng.randint(0, 59))
        rows.append((b, a, t, rng.choice(["Internetbud", "Internetbud", "Maks. bud", "App"])))
    out = [["Budhistorik"], ["Hans J. Wegner. Y-stol, model CH24, Carl Hansen & Søn. 4 stk. Bøg, papirflet."], ["Katalognr. 8841207 · Vurdering: 6.000 kr. · Hus: Lauritz.com København"], [],
           ["Budgiver", "Bud (DKK)", "Tidspunkt", "Budtype"]]
    for b, a, tt, ty in reversed(rows):
        out.append([b, f"{a:,}".replace(",", "."), tt.strftime("%d-%m-%Y %H:%M:%S"), ty])
    out += [[], [f"Antal bud: {len(rows)}", "", "", ""]]
    put(name, py_csv(out, delimiter=";").encode("cp1252"))
    record(name,
           "Lauritz.com (Danish online auction house), lot page → 'Budhistorik' selected in the browser, pasted into Danish Excel and saved as 'CSV (semikolonsepareret)'",
           "Bid list with a pasted title block (heading, lot description, catalogue number and estimate 'Vurdering: 6.000 kr.'), a blank line, header Budgiver / Bud (DKK) / Tidspunkt / Budtype, newest bid first, anonymised bidders 'Byder 12345 (DK)', amounts with '.' as thousands separator, times dd-mm-yyyy hh:mm:ss, and a trailing count line.",
           "Windows-1252, `;`, CRLF, minimal quoting, Danish number format",
           EVID_MEM + "Lauritz.com shows bid histories with anonymised bidder numbers and country codes; the column titles and 'Budtype' values are my guesses (no search done). Danish Excel saves CSV with ';' in Windows-1252. Lot, bidders and amounts are invented.",
           {"answer": "winner", "winner": wv, "bidder_max": mx, "scores": scores, "question": BID_QUESTION,
            "traps": ["Estimate (Vurdering) and catalogue number in the title block are not bids.", "Bidder labels contain numbers.", "'.' is the thousands separator.", "Same bidder bids several times: use each bidder's highest bid."]})


# ----------------------------------------------------------------------------- 5 Bob Shop (bidorbuy) bid history, Excel Unicode text
def make_bobshop() -> None:
    name = "BobShop_bid_history_listing_617734025_Le_Creuset_casserole_unicode.txt"

    def build(rng):
        hs = ["t***o (112)", "m***e (8)", "k***9 (341)", "z***a (57)", "j***s (23)", "p***r (1024)", "n***i (3)", "c***t (76)", "b***y (19)"]
        maxes = {h: int(round(rng.uniform(350, 2400) / 10) * 10) for h in hs}
        bids = ascending_bids(rng, maxes, 300, lambda c: 10 if c < 1000 else 50)
        mx, scores = bid_scores(bids)
        wv = check_bid_margin(scores)
        assert len(mx) >= 6
        return bids, mx, scores, wv

    bids, mx, scores, wv = seeded(505, build)
    rng = random.Random(1505)
    t = datetime(2026, 2, 11, 9, 12, 40)
    rows = []
    for b, a in bids:
        t += timedelta(minutes=rng.randint(5, 700), seconds=rng.randint(0, 59))
        rows.append((b, a, t))
    lines = ["Le Creuset 26cm round casserole, Volcanic orange - barely used", "Listing ID 617734025\tStarting bid R300.00\tCondition: Secondhand", "",
             "Bidder\tBid amount\tDate & time\tType"]
    for k in range(len(rows) - 1, -1, -1):
        b, a, tt = rows[k]
        lines.append(f"{b}\tR{a:,.2f}\t{tt.strftime('%Y/%m/%d %H:%M')}\t{'Winning bid' if k == len(rows) - 1 else 'Outbid'}")
    put(name, ("\ufeff" + "\r\n".join(lines) + "\r\n").encode("utf-16-le"))
    record(name,
           "Bob Shop (formerly bidorbuy, South African marketplace), closed auction → 'Bid history' selected in the browser, pasted into Microsoft Excel (English, South Africa) and saved as 'Unicode Text (*.txt)'",
           "Bid list with a title line (item title), a tab-separated line with listing id, starting bid and condition, a blank line, header Bidder / Bid amount / Date & time / Type, newest first; masked bidder names with feedback count in brackets, amounts 'R1,250.00', times yyyy/mm/dd hh:mm, type Winning bid / Outbid.",
           "UTF-16 LE with BOM, TAB, CRLF, no quoting",
           EVID_MEM + "Bob Shop (bidorbuy) auctions show a bid history with masked bidder names; the column titles and type words are my guesses (no search done). Excel's 'Unicode Text' is UTF-16 LE with BOM and tabs. Item, bidders and amounts are invented.",
           {"answer": "winner", "winner": wv, "bidder_max": mx, "scores": scores, "question": BID_QUESTION,
            "traps": ["Starting bid and listing id are not bids.", "Feedback count in brackets is not money.", "Same bidder bids several times: use each bidder's highest bid."]})


FR_FIRST = ["Camille", "Lucas", "Chloé", "Hugo", "Léa", "Nathan", "Manon", "Louis", "Inès", "Jules", "Sarah", "Arthur", "Zoé", "Paul", "Emma", "Théo", "Julie", "Malik"]
FR_LAST = ["Martin", "Bernard", "Petit", "Durand", "Leroy", "Moreau", "Simon", "Laurent", "Lefebvre", "Michel", "Garcia", "Fournier", "Girard", "Bonnet", "Mercier", "Chevalier"]


# ----------------------------------------------------------------------------- 6 Belenios results workbook (ask: two questions)
def make_belenios() -> None:
    name = "Belenios_resultats_AG_2026_association_jardins_partages_Lyon.xlsx"
    qs = [("Élection de la présidence (1 siège)", ["Camille Fournier", "Julien Bonnet", "Aïcha Mercier"]),
          ("Choix du lieu de la fête des jardins 2026", ["Parc de la Tête d'Or – pelouse des Ébats", "Jardin partagé Croix-Rousse", "Cour de l'école Michelet"])]

    def build(rng):
        n = rng.randint(70, 90)
        res = []
        wts = [[0.28, 0.47, 0.25], [0.22, 0.31, 0.47]]
        for i, (q, opts) in enumerate(qs):
            sc = {o: 0 for o in opts}
            blank = 0
            for _ in range(n):
                if rng.random() < 0.05:
                    blank += 1
                else:
                    sc[rng.choices(opts, weights=wts[i])[0]] += 1
            w = argmax(sc)
            check_margin(sc, w, 6)
            res.append((q, sc, blank, w))
        assert res[0][3] != res[1][3]
        return n, res

    n, res = seeded(606, build)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Résultats"
    ws.append(["Assemblée générale 2026 – Association des Jardins partagés du 4e"])
    ws.append(["Identifiant de l'élection : Xq3tVb9Lm2KpRz"])
    ws.append([f"Nombre de bulletins acceptés : {n}"])
    ws.append([])
    for q, sc, blank, _ in res:
        ws.append([q, "Voix"])
        for o, v in sc.items():
            ws.append([o, v])
        ws.append(["Vote blanc", blank])
        ws.append([])
    ws["A1"].font = Font(bold=True)
    inf = wb.create_sheet("Informations")
    for r in [["Serveur", "belenios.example.org"], ["Administrateur", "bureau@jardins-partages.example.org"], ["Ouverture", "2026-03-21 09:00"],
              ["Fermeture", "2026-03-28 20:00"], ["Méthode de dépouillement", "Homomorphe (majorité simple par question)"], ["Empreinte des résultats", "c7Qk1n0XwY5f…"]]:
        inf.append(r)
    save_xlsx(wb, name, "Secrétariat JP4")
    record(name,
           "Belenios (open-source verifiable e-voting system by Inria/LORIA), election results page ('Résultat de l'élection') copied by the association secretary into LibreOffice Calc and saved as .xlsx, a community-garden association's AGM",
           "Workbook: 'Résultats' (title block with association, election id and number of accepted ballots, then one small table per question: option / Voix and a 'Vote blanc' row, blank rows between) and 'Informations' (key/value metadata: server, admin, opening/closing, counting method, results fingerprint). Two separate questions: a presidency election and the venue of the garden party.",
           ".xlsx, 2 sheets",
           EVID_MEM + "Belenios results pages list, per question, the number of votes for each answer, and elections have an alphanumeric id and a list of accepted ballots; sheet layout and wording are my guesses (no search done). Association, candidates and numbers are invented.",
           {"answer": "ask", "ask_because": "Two separate questions (presidency election; garden-party venue) with different winners; nothing says which one is meant.",
            "acceptable": {q: w for q, _, _, w in res}, "scores_by_question": {q: sc for q, sc, _, _ in res},
            "candidates": [o for _, opts in qs for o in opts], "question": "Which question?",
            "traps": ["'Vote blanc' is not an option.", "Ballot count in the title block."]})


# ----------------------------------------------------------------------------- 7 Whova poll export (ask: two polls)
def make_whova() -> None:
    name = "Whova_Polls_Export_Regional_Makers_Summit_2026.xlsx"
    polls = [("Which track should get the big hall next year?", ["Robotics & Embedded", "Textiles & Wearables", "Woodworking & CNC", "Community & Education"]),
             ("Where should the 2027 summit take place?", ["Portland", "Sacramento", "Spokane"])]

    def build(rng):
        ppl = people(rng, 64, EN_FIRST, EN_LAST)
        wts = [[0.36, 0.2, 0.22, 0.22], [0.26, 0.43, 0.31]]
        ans = []
        res = []
        for i, (q, opts) in enumerate(polls):
            sc = {o: 0 for o in opts}
            for p in ppl:
                if rng.random() < 0.78:
                    o = rng.choices(opts, weights=wts[i])[0]
                    sc[o] += 1
                    ans.append((i, p, o))
            w = argmax(sc)
            check_margin(sc, w, 5)
            res.append((q, sc, w))
        return ppl, ans, res

    ppl, ans, res = seeded(707, build)
    rng = random.Random(1707)
    aff = {p: rng.choice(["Hillsboro Makerspace", "Salem Hackerspace", "Eugene Fab Lab", "freelance", "Tacoma Tool Library", "OSU Makers Club"]) for p in ppl}
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Poll Summary"
    ws.append(["Regional Makers Summit 2026 - Polls"])
    ws.append([])
    for q, sc, _ in res:
        tot = sum(sc.values())
        ws.append(["Question", q])
        ws.append(["Option", "Votes", "Percentage"])
        for o, v in sc.items():
            ws.append([o, v, f"{round(100 * v / tot)}%"])
        ws.append(["Total", tot, ""])
        ws.append([])
    d = wb.create_sheet("Poll Responses")
    d.append(["Poll Question", "Answer", "Name", "Email", "Affiliation", "Session", "Submitted At (PDT)"])
    sess = ["Closing Keynote", "Day 2 Plenary"]
    for i, (f, l), o in ans:
        t = datetime(2026, 5, 16 + i, 16, rng.randint(0, 40), rng.randint(0, 59))
        d.append([polls[i][0], o, f"{f} {l}", email(f, l, "example.org"), aff[(f, l)], sess[i], t.strftime("%m/%d/%Y %I:%M %p")])
    save_xlsx(wb, name, "Whova")
    record(name,
           "Whova (event/conference app), organizer dashboard → Polls → 'Export poll results' to Excel, a regional makers' summit with polls in two sessions",
           "Workbook: 'Poll Summary' (title line, then per poll a 'Question' line, an Option / Votes / Percentage table and a Total row, blank rows between) and 'Poll Responses' (long format, one row per (attendee, poll answer): question, answer, name, e-mail, affiliation, session, US-style time). Two different polls.",
           ".xlsx, 2 sheets",
           EVID_MEM + "Whova lets organizers run live polls in sessions and export data; the sheet names and columns are my guesses (no search done). Summit, attendees and answers are invented.",
           {"answer": "ask", "ask_because": "Two separate polls (hall allocation by track; next summit city) with different winners; nothing says which one is meant.",
            "acceptable": {q: w for q, _, w in res}, "scores_by_question": {q: sc for q, sc, _ in res},
            "candidates": [o for _, opts in polls for o in opts], "question": "Which poll?",
            "traps": ["Total rows are not options.", "Affiliation and Session are categorical metadata."]})


DE_FIRST = ["Anna", "Lukas", "Marie", "Jonas", "Sophie", "Felix", "Lea", "Paul", "Hannah", "Max", "Laura", "Tim", "Julia", "Jan", "Katrin", "Uwe", "Birgit", "Ralf", "Sabine", "Jörg"]
DE_LAST = ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Koch", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Braun", "Zimmermann"]


# ----------------------------------------------------------------------------- 8 Moreganize date poll (ask: yes vs yes+maybe)
def make_moreganize() -> None:
    name = "Moreganize_Terminumfrage_Chorwochenende_Herbst_2026.xlsx"
    slots = ["Fr 18.09.2026 – So 20.09.2026", "Fr 25.09.2026 – So 27.09.2026", "Fr 02.10.2026 – So 04.10.2026", "Fr 16.10.2026 – So 18.10.2026", "Fr 23.10.2026 – So 25.10.2026"]

    def build(rng):
        ppl = people(rng, 23, DE_FIRST, DE_LAST)
        probs = [(0.35, 0.15), (0.52, 0.05), (0.30, 0.45), (0.25, 0.20), (0.33, 0.18)]
        grid = [[rng.choices(["Ja", "Wenn nötig", "Nein"], weights=[p[0], p[1], 1 - p[0] - p[1]])[0] for p in probs] for _ in ppl]
        yes = {s: sum(1 for g in grid if g[j] == "Ja") for j, s in enumerate(slots)}
        ym = {s: sum(1 for g in grid if g[j] != "Nein") for j, s in enumerate(slots)}
        wy, wm = argmax(yes), argmax(ym)
        check_margin(yes, wy, 3)
        check_margin(ym, wm, 3)
        assert wy != wm
        return ppl, grid, yes, ym, wy, wm

    ppl, grid, yes, ym, wy, wm = seeded(808, build)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Umfrage"
    ws.append(["Terminumfrage: Chorwochenende Herbst 2026 (Probenfreizeit Jugendherberge)"])
    ws.append(["Erstellt von: Kantorei St. Marien · Antworten: Ja / Wenn nötig / Nein"])
    ws.append([])
    ws.append(["Teilnehmer"] + slots + ["Kommentar"])
    rng = random.Random(1808)
    for (f, l), g in zip(ppl, grid):
        ws.append([f"{f} {l[0]}."] + g + [rng.choice(["", "", "", "komme erst Samstag", "nur mit Kind", "Sopran 2"])])
    ws.append(["Ja"] + [yes[s] for s in slots] + [""])
    ws.append(["Wenn nötig"] + [ym[s] - yes[s] for s in slots] + [""])
    save_xlsx(wb, name, "Moreganize")
    record(name,
           "Moreganize (German free organisation tool), Terminumfrage → Ergebnis → 'Export als Excel', a church choir's weekend-retreat date poll",
           "Scheduling poll: two title lines and a blank row, header Teilnehmer + one column per weekend slot + Kommentar, one row per participant with Ja / Wenn nötig / Nein, then two footer rows counting 'Ja' and 'Wenn nötig'.",
           ".xlsx, 1 sheet",
           EVID_MEM + "Moreganize offers date polls (Terminumfrage) with yes / if-need-be / no answers and an Excel export; the layout and footer rows are my guesses (no search done). Choir, singers and answers are invented.",
           {"answer": "ask", "ask_because": "The weekend with most 'Ja' differs from the weekend with most 'Ja' + 'Wenn nötig'; both readings are plausible for a date poll.",
            "acceptable": {"most 'Ja'": wy, "most 'Ja' or 'Wenn nötig'": wm}, "scores_by_question": {"Ja": yes, "Ja + Wenn nötig": ym},
            "candidates": slots, "question": "Count only Ja, or Ja + Wenn nötig?",
            "traps": ["Footer rows are totals, not participants.", "Kommentar column is free text."]})


# ----------------------------------------------------------------------------- 9 Firebird isql output (KOI8-U, fixed width)
def make_firebird() -> None:
    name = "osbb_soniachna7_holosuvannia_pokrivlia_isql_koi8u.txt"
    opts = ["ТОВ \"Дахбуд-Плюс\"", "ФОП Мельник В. І.", "ПП \"Покрівля-Захід\"", "Утримуюсь"]
    UA_F = ["Олена", "Андрій", "Ірина", "Богдан", "Наталія", "Тарас", "Оксана", "Василь", "Галина", "Юрій", "Марія", "Степан"]
    UA_L = ["Коваленко", "Шевчук", "Бондаренко", "Ткачук", "Мельничук", "Кравець", "Олійник", "Савчук", "Гнатюк", "Левицька", "Петрук", "Зінченко"]

    def build(rng):
        flats = list(range(1, 73))
        voting = sorted(rng.sample(flats, rng.randint(48, 58)))
        area = {f: round(rng.uniform(38, 96), 2) for f in flats}
        ch = {f: (rng.choices(opts, weights=[0.45, 0.26, 0.21, 0.08])[0] if rng.random() > 0.06 else None) for f in voting}
        cnt = {o: sum(1 for v in ch.values() if v == o) for o in opts}
        ar = {o: round(sum(area[f] for f, v in ch.items() if v == o), 2) for o in opts}
        w = argmax(cnt)
        check_margin(cnt, w, 6)
        assert argmax(ar) == w and w != "Утримуюсь"
        return voting, area, ch, cnt, ar, w

    voting, area, ch, cnt, ar, w = seeded(909, build)
    rng = random.Random(1909)
    ppl = people(rng, len(voting), UA_F, UA_L)
    hdr = f"{'BALLOT_ID':>12} {'KV':>5} {'OWNER_NAME':<28} {'AREA_M2':>11} {'CHOICE':<24} {'VOTED_AT':<24}"
    und = " ".join("=" * n for n in (12, 5, 28, 11, 24, 24))
    lines = ["Database: /srv/firebird/osbb_soniachna7.fdb, User: SYSDBA", "SQL> SET NAMES KOI8U;", "SQL> SELECT b.BALLOT_ID, b.KV, o.OWNER_NAME, o.AREA_M2, b.CHOICE, b.VOTED_AT",
             "CON> FROM BALLOTS b JOIN OWNERS o ON o.KV = b.KV WHERE b.POLL_ID = 14 ORDER BY b.BALLOT_ID;", "", hdr, und]
    for i, (f, (fn, ln)) in enumerate(zip(voting, ppl), start=301):
        t = datetime(2026, 3, 2, 9, 0) + timedelta(minutes=rng.randint(0, 60 * 24 * 9))
        c = ch[f] if ch[f] is not None else "<null>"
        lines.append(f"{i:>12} {f:>5} {(ln + ' ' + fn):<28} {area[f]:>11.2f} {c:<24} {t.strftime('%Y-%m-%d %H:%M:%S') + '.0000':<24}")
    lines += ["", "SQL> QUIT;"]
    put(name, ("\n".join(lines) + "\n").encode("koi8_u"))
    record(name,
           "Firebird isql (command-line SQL shell of the Firebird database) run in a terminal with OUTPUT to a file, a Ukrainian apartment owners' association (ОСББ) whose voting app stores ballots in Firebird; the roof-repair contractor vote",
           "One choice per row, fixed-width columns: session lines and the echoed SQL (SQL>/CON> prompts), a blank line, a header line and a '=====' underline, one row per ballot: ballot id, flat number, owner name, flat area in m² (decimal point), chosen contractor or 'Утримуюсь' (abstain) or <null>, timestamp with 4 fractional digits; the trailing 'SQL> QUIT;'.",
           "KOI8-U, fixed width (space padded), LF",
           EVID_MEM + "Firebird isql prints result sets as space-padded columns under a '=====' underline, shows NULL as <null> and timestamps with four fractional digits; the echoed prompts in the output file and the exact widths are my approximation (no search done). Association, owners and ballots are invented.",
           {"answer": "winner", "winner": w, "candidates": opts, "scores": cnt, "scores_by_area_m2": ar,
            "question": "Contractor with most ballots (same by flat area)",
            "traps": ["<null> means no choice.", "'Утримуюсь' (abstain) is an answer, not a contractor; it does not win.", "AREA_M2 is a number column, not votes.", "Echoed SQL lines above the header."]})


# ----------------------------------------------------------------------------- 10 GraphPad Prism column table export (rating grid, ';' decimal comma)
def make_prism() -> None:
    name = "Prism_Export_Apfelsorten_Verkostung_Streuobstwiese.csv"
    sorts = ["Boskoop", "Gravensteiner", "Jakob Lebel", "Kaiser Wilhelm", "Goldparmäne", "Rheinischer Winterrambur"]

    def build(rng):
        q = [6.1, 6.4, 5.5, 7.3, 6.2, 5.2]
        grid = []
        for _ in range(17):
            grid.append([None if rng.random() < 0.07 else min(9.0, max(1.0, round((qq + rng.uniform(-1.8, 1.8)) * 2) / 2)) for qq in q])
        mean = {s: round(sum(g[j] for g in grid if g[j] is not None) / sum(1 for g in grid if g[j] is not None), 3) for j, s in enumerate(sorts)}
        tot = {s: sum(g[j] for g in grid if g[j] is not None) for j, s in enumerate(sorts)}
        w = argmax(mean)
        check_margin(mean, w, 0.4)
        assert argmax(tot) == w
        return grid, mean, tot, w

    grid, mean, tot, w = seeded(1010, build)
    out = [["Verkostung Streuobstwiese 2026 – Bewertung 1 (schlecht) bis 9 (hervorragend)"] + [""] * (len(sorts) - 1), sorts]
    for g in grid:
        out.append(["" if v is None else dec_comma(v, 1) for v in g])
    put(name, py_csv(out, delimiter=";").encode("cp1252"))
    record(name,
           "GraphPad Prism 10 (Windows, German locale), column data table → File → Export → CSV, an orchard association's apple-variety tasting",
           "Rating grid: a table-title line, one header row with one column per apple variety (data set titles), then one row per taster (unnamed replicates) with marks 1–9 in half points (decimal comma); empty cells where a taster skipped a variety. No row labels, no summary rows.",
           "Windows-1252, `;`, CRLF, minimal quoting, decimal comma",
           EVID_MEM + "Prism column tables hold one data set per column with replicate rows and can be exported as CSV following the Windows list separator and decimal symbol; the title line above the header is my guess (no search done). Association and marks are invented.",
           {"answer": "winner", "winner": w, "candidates": sorts, "scores": mean, "scores_sum": tot,
            "question": "Variety with highest mean mark (same by sum)", "traps": ["Empty cells are missing marks, not zeros.", "Title line above the header.", "Decimal commas."]})


# ----------------------------------------------------------------------------- 11 Elvanto form responses (ranking 1st/2nd/3rd choice)
def make_elvanto() -> None:
    name = "elvanto_form_responses_youth_camp_2026_location.csv"
    locs = ["Lake Moogerah Camp", "Tallebudgera Beach", "Mapleton Falls Retreat", "Binna Burra Lodge", "Stradbroke Island Campsite"]

    def build(rng):
        ppl = people(rng, 58, EN_FIRST, EN_LAST)
        wt = [0.17, 0.33, 0.18, 0.16, 0.16]
        ballots = []
        for _ in ppl:
            rest = list(locs)
            b = []
            for k in range(3):
                if k > 0 and rng.random() < 0.1:
                    break
                c = rng.choices(rest, weights=[wt[locs.index(x)] for x in rest])[0]
                rest.remove(c)
                b.append(c)
            ballots.append(b)
        rounds = irv(ballots, locs)
        wi = argmax(rounds[-1])
        first = rounds[0]
        wb_ = borda(ballots, locs)
        check_margin(first, wi, 4)
        assert argmax(wb_) == wi
        check_margin(wb_, wi, 6)
        return ppl, ballots, rounds, wb_, wi

    ppl, ballots, rounds, bo, w = seeded(1111, build)
    rng = random.Random(2111)
    out = [["Submission ID", "Date Submitted", "First Name", "Last Name", "Email", "Mobile", "Service", "Year Level", "1st Choice", "2nd Choice", "3rd Choice", "Dietary Requirements"]]
    for i, ((f, l), b) in enumerate(zip(ppl, ballots)):
        t = datetime(2026, 2, 1, 8) + timedelta(minutes=rng.randint(0, 60 * 24 * 12))
        out.append([str(48210 + i * rng.randint(1, 3)), t.strftime("%d/%m/%Y %I:%M%p").lower(), f, l, email(f, l, "example.net"), f"04{rng.randint(10, 99)} {rng.randint(100, 999)} {rng.randint(100, 999)}",
                    rng.choice(["9:00am Service", "5:30pm Youth"]), f"Year {rng.randint(7, 12)}", *(b + [""] * (3 - len(b))), rng.choice(["", "", "", "Vegetarian", "Gluten free", "No nuts"])])
    put(name, py_csv(out).encode("utf-8"))
    record(name,
           "Elvanto (church management software, Tithe.ly), Forms → form → Responses → Export to CSV, a church youth group's 2026 camp location preference form (Australia)",
           "Ranking with 1st / 2nd / 3rd Choice columns: one row per submission with submission id, date (dd/mm/yyyy h:mmam), names, e-mail, mobile, service attended, year level, the three choices (some leave 2nd/3rd empty) and dietary requirements.",
           "UTF-8 (no BOM), `,`, CRLF, minimal quoting",
           EVID_MEM + "Elvanto forms can be exported with one row per response and one column per field; the field names are the form author's, the system columns and date format are my guesses (no search done). Church, young people and answers are invented.",
           {"answer": "winner", "winner": w, "candidates": locs, "scores": rounds[-1], "irv_rounds": rounds, "scores_first_choice": rounds[0], "scores_borda": bo,
            "question": "Preferred camp location (IRV; same by first choices and Borda)",
            "traps": ["Service and Year Level are categorical metadata.", "Truncated rankings.", "Dietary Requirements is free text."]})


# ----------------------------------------------------------------------------- 12 forms.app responses (multi-select in one cell, multi-question)
def make_formsapp() -> None:
    name = "formsapp_responses_community_centre_evening_classes_2026.csv"
    opts = ["Pottery", "Conversational Spanish", "Beginner coding (Python)", "Yoga & stretching", "First aid (certified)", "Bookkeeping for small business"]
    freq = ["Every week", "Every two weeks", "Once a month", "Not sure yet"]

    def build(rng):
        ppl = people(rng, 71, EN_FIRST, EN_LAST)
        wt = [0.22, 0.15, 0.12, 0.30, 0.13, 0.08]
        picks = []
        for _ in ppl:
            k = rng.choice([0, 1, 1, 2, 2, 2, 3]) if rng.random() > 0.04 else 0
            s = []
            while len(s) < k:
                c = rng.choices(opts, weights=wt)[0]
                if c not in s:
                    s.append(c)
            picks.append(sorted(s, key=opts.index))
        sc = Counter(c for p in picks for c in p)
        sc = {o: sc.get(o, 0) for o in opts}
        w = argmax(sc)
        check_margin(sc, w, 6)
        return ppl, picks, sc, w

    ppl, picks, sc, w = seeded(1212, build)
    rng = random.Random(2212)
    out = [["Response ID", "Submitted at", "Which evening classes would you sign up for? (choose up to 3)", "How often would you come?",
            "What is your postcode?", "Anything else we should know?", "Email address", "IP", "Device"]]
    for i, ((f, l), p) in enumerate(zip(ppl, picks)):
        t = datetime(2026, 1, 12, 7) + timedelta(minutes=rng.randint(0, 60 * 24 * 20))
        out.append([rid(rng, 24, "0123456789abcdef"), t.strftime("%Y-%m-%d %H:%M:%S"), ", ".join(p), rng.choice(freq) if p else "",
                    rng.choice(["M14 5", "M16 7", "M20 2", "M21 9"]), rng.choice(["", "", "", "Evenings after 7pm please", "Is there parking?", "Childcare would help"]),
                    email(f, l, "example.com") if rng.random() < 0.7 else "", ip(rng), rng.choice(["Desktop", "Mobile", "Mobile", "Tablet"])])
    put(name, py_csv(out).encode("utf-8-sig"))
    record(name,
           "forms.app (online form builder), form → Results → Responses → 'Export' → CSV, a community centre's survey on new evening classes (UK)",
           "Multi-question survey, one row per response: response id (hex), submitted time, a multi-select question whose options are joined by ', ' in one cell (0–3 options), a frequency question, postcode district, free text, optional e-mail, IP address and device.",
           "UTF-8 with BOM, `,`, CRLF, minimal quoting",
           EVID_MEM + "forms.app exports responses to CSV/Excel with one column per question plus submission metadata; joining multi-select answers with ', ' and the metadata columns are my guesses (no search done). Centre, people and answers are invented.",
           {"answer": "winner", "winner": w, "candidates": opts, "scores": sc, "question": "Class ticked most often",
            "traps": ["Several options per cell joined by ', '; one option contains brackets and one contains '&'.", "'How often' is a frequency scale, not the decision.", "Postcode and device are categorical metadata."]})


# ----------------------------------------------------------------------------- 13 Devpost scores & comments by judge
def make_devpost() -> None:
    name = "devpost_scores_and_comments_by_judge_civic-hack-weekend-2026.csv"
    projects = ["BinDay Buddy", "Bus Bench Finder", "FloodWatch Sensors", "Library Seat Radar", "TenantTalk", "Open Budget Explorer", "ParkQuest"]
    crit = ["Impact", "Technical Difficulty", "Design", "Completeness"]
    judges = [("Rosa", "Delgado"), ("Ken", "Okafor"), ("Mei", "Tanaka"), ("Lars", "Holm"), ("Aisha", "Rahman")]

    def build(rng):
        q = {p: rng.uniform(2.4, 4.0) for p in projects}
        q["FloodWatch Sensors"] = 4.3
        rows = []
        for p in projects:
            js = rng.sample(judges, 5 if p == "FloodWatch Sensors" else rng.choice([3, 4, 4, 5]))
            for j in js:
                rows.append((p, j, [min(5, max(1, round(q[p] + rng.uniform(-1.2, 1.2)))) for _ in crit]))
        avg = {p: round(sum(sum(r[2]) for r in rows if r[0] == p) / sum(1 for r in rows if r[0] == p), 3) for p in projects}
        tot = {p: sum(sum(r[2]) for r in rows if r[0] == p) for p in projects}
        w = argmax(avg)
        check_margin(avg, w, 1.0)
        check_margin(tot, w, 4)
        return rows, avg, w

    rows, avg, w = seeded(1313, build)
    rng = random.Random(2313)
    slug = {p: re.sub(r"[^a-z0-9]+", "-", p.lower()).strip("-") for p in projects}
    out = [["Project Title", "Submission Url", "Judge Name", "Judge Email"] + [f"{c} (1-5)" for c in crit] + ["Total Score", "Comments"]]
    rng.shuffle(rows)
    rows.sort(key=lambda r: (r[1][1], r[1][0]))
    for p, (f, l), s in rows:
        out.append([p, f"https://devpost.com/software/{slug[p]}", f"{f} {l}", email(f, l, "example.org")] + [str(x) for x in s] + [str(sum(s)),
                    rng.choice(["", "Great demo!", "Would love to see this piloted with the council.", "UI needs work, idea is solid", "Nice use of open data; scope it down."])])
    put(name, py_csv(out).encode("utf-8"))
    record(name,
           "Devpost for Teams (hackathon platform), Judging → Results → export 'Scores & comments by judge' (CSV), a city civic-hack weekend",
           "Long format, one row per (judge, project) sorted by judge: project title, submission URL, judge name and e-mail, four criterion scores 1–5, the judge's total and a free-text comment. Projects were judged by 3–5 judges each (judging groups), so project totals are best averaged (the winner also has the highest sum).",
           "UTF-8 (no BOM), `,`, CRLF, minimal quoting",
           "Partly checked: Devpost's help centre (stored page help.devpost.team 'How judging works') says judges score criteria 1–5 and organisers can export 'Scores & comments by judge' and 'Scores by project'. The column titles are my guesses. Hackathon, projects and judges are invented.",
           {"answer": "winner", "winner": w, "candidates": projects, "scores": avg, "question": "Project with highest mean total score per judge",
            "traps": ["Projects have different numbers of judges (3–5); the winner is the same by mean and by sum.", "Submission URL contains the project name in slug form.", "Total Score column duplicates the criterion sum."]})


# ----------------------------------------------------------------------------- 14 UserVoice suggestions export (ready-made counts)
def make_uservoice() -> None:
    name = "uservoice_suggestions_export_member_portal_2026-03-31.csv"
    ideas = [("Dark mode for the member portal", "Accessibility"), ("Pay dues with direct debit", "Payments"), ("Export my attendance history", "Data"),
             ("Two-factor login", "Security"), ("Show event waitlist position", "Events"), ("Calendar feed (iCal) for bookings", "Events"),
             ("Family accounts", "Membership"), ("Receipts by e-mail", "Payments"), ("Bigger fonts in the app", "Accessibility")]

    def build(rng):
        votes = {t: rng.randint(12, 140) for t, _ in ideas}
        votes["Calendar feed (iCal) for bookings"] = rng.randint(190, 240)
        w = argmax(votes)
        check_margin(votes, w, 25)
        return votes, w

    votes, w = seeded(1414, build)
    rng = random.Random(2414)
    out = [["Suggestion ID", "Title", "Description", "Status", "Category", "Forum", "Votes", "Supporters", "Comments", "Creator Email", "Created At", "Status Changed At", "URL"]]
    for i, (t, cat) in enumerate(ideas):
        st = "under review" if t == w else rng.choice(["", "", "planned", "started", "declined", "completed"])
        sid = 4410000 + rng.randint(100, 99999)
        sup = int(votes[t] * rng.uniform(0.55, 0.8))
        ca = datetime(2025, 3, 1) + timedelta(days=rng.randint(0, 360), seconds=rng.randint(0, 86399))
        out.append([str(sid), t, rng.choice(["It would really help our members.", "Several people asked at the AGM.", "Like other clubs have.", ""]), st, cat,
                    "Member Portal Ideas", str(votes[t]), str(sup), str(rng.randint(0, 30)), f"member{rng.randint(100, 999)}@example.org", ca.strftime("%Y-%m-%dT%H:%M:%SZ"),
                    (ca + timedelta(days=rng.randint(5, 90))).strftime("%Y-%m-%dT%H:%M:%SZ") if st else "",
                    f"https://feedback.example.org/forums/91234-member-portal-ideas/suggestions/{sid}"])
    put(name, py_csv(out, lineterminator="\n").encode("utf-8"))
    record(name,
           "UserVoice (product-feedback / idea-voting service), Admin console → Feedback → Suggestions → Export (CSV), a sports club's member-portal idea forum",
           "Ready-made count table, one row per suggestion: id, title, description, status (empty / planned / started / declined / completed / under review), category, forum, Votes, Supporters, Comments, creator e-mail, ISO 8601 timestamps and the suggestion URL.",
           "UTF-8 (no BOM), `,`, LF, minimal quoting",
           EVID_MEM + "UserVoice suggestions carry a vote count, supporters, status and category and can be exported as CSV by admins; the exact column set is my guess (no search done). Club, ideas and numbers are invented.",
           {"answer": "winner", "winner": w, "candidates": [t for t, _ in ideas], "scores": votes, "question": "Suggestion with most votes",
            "traps": ["Supporters and Comments are other counts (Supporters ranks the same).", "Suggestion ID and URL contain numbers.", "Status and Category are categorical."]})


# ----------------------------------------------------------------------------- 15 Apsiyon site management survey (ISO-8859-9, one column per option)
def make_apsiyon() -> None:
    name = "Apsiyon_anket_sonuclari_Lale_Sitesi_2026_yatirim_onceligi.csv"
    opts = ["Çocuk parkı yenileme", "Otopark aydınlatması", "Kamera sistemi", "Spor salonu", "Bahçe sulama sistemi"]
    TR_F = ["Ayşe", "Mehmet", "Fatma", "Mustafa", "Zeynep", "Emre", "Elif", "Hüseyin", "Şule", "Gökhan", "İpek", "Oğuz", "Derya", "Çağlar"]
    TR_L = ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Öztürk", "Aydın", "Özdemir", "Arslan", "Doğan", "Kılıç", "Aslan", "Çetin"]

    def build(rng):
        units = [(b, d) for b in "ABC" for d in range(1, 25)]
        voting = sorted(rng.sample(units, rng.randint(44, 56)))
        p = [0.42, 0.33, 0.58, 0.25, 0.2]
        ticks = {u: [rng.random() < q for q in p] for u in voting}
        sc = {o: sum(1 for t in ticks.values() if t[j]) for j, o in enumerate(opts)}
        w = argmax(sc)
        check_margin(sc, w, 5)
        return voting, ticks, sc, w

    voting, ticks, sc, w = seeded(1515, build)
    rng = random.Random(2515)
    ppl = people(rng, len(voting), TR_F, TR_L)
    out = [["Lale Sitesi Yönetimi - Anket: 2026 yatırım önceliği (birden fazla seçenek işaretlenebilir)"], [],
           ["Blok", "Daire No", "Kat Maliki", "Telefon", "Katılım Tarihi"] + opts]
    for (b, d), (f, l) in zip(voting, ppl):
        t = datetime(2026, 2, 3, 8) + timedelta(minutes=rng.randint(0, 60 * 24 * 14))
        out.append([f"{b} Blok", str(d), f"{f} {l}", f"0(5{rng.randint(30, 59)}) *** ** {rng.randint(10, 99)}", t.strftime("%d.%m.%Y %H:%M")] + ["X" if x else "" for x in ticks[(b, d)]])
    out.append(["Toplam", "", "", "", ""] + [str(sc[o]) for o in opts])
    put(name, py_csv(out, delimiter=";").encode("iso8859_9"))
    record(name,
           "Apsiyon (Turkish apartment/site management software), Anketler → anket → Sonuçlar → Excel'e aktar, opened in LibreOffice Calc on the manager's Linux PC and saved as Text CSV with character set 'Turkish (ISO-8859-9)' and ';', a housing estate's investment-priority survey",
           "One column per option: a title line and a blank line, header Blok / Daire No / Kat Maliki / Telefon (masked) / Katılım Tarihi + one column per option, one row per flat with 'X' for each ticked option (several allowed), then a 'Toplam' total row.",
           "ISO-8859-9 (Latin-5, Turkish), `;`, CRLF, minimal quoting",
           EVID_MEM + "Apsiyon offers resident surveys and Excel exports of its lists; the survey result layout, the 'X' ticks and the Toplam row are my guesses (no search done), and the ISO-8859-9 re-save is a user workflow. Estate, owners and answers are invented.",
           {"answer": "winner", "winner": w, "candidates": opts, "scores": sc, "question": "Option ticked most often",
            "traps": ["'Toplam' row is a total, not a flat.", "Daire No and masked phone numbers are not votes.", "Blok is categorical."]})


README_HEAD = """# Blind test set P

15 synthetic exports, each laid out the way the named tool (or a real user workflow around it) writes it. None of
the tools is one named in sets A–O or in `tests/exports/` file names. The sealed answers are in `expected.json`.
This README gives no answers. Regenerate everything (files, `expected.json`, this README) from the repository root with

```
/work/main/.venv/bin/python tests/blind/set_p/make_set.py
```

The script is deterministic: fixed seeds, and fixed document and zip timestamps inside the .xlsx files, so two
runs give identical bytes (checked with sha256). It uses only the standard library and openpyxl. All people,
e-mail addresses, IDs, places, lots, parties, candidates and IP addresses (RFC 5737 ranges) are invented.

The author of this set never read the upload reader (`dpcore/`, `ui/`, `pages/`, `app.py`, the tests or the
earlier results) and did not run it on these files.

Evidence: written under a 30-minute budget. Three searches were made: valgresultat.no CSV files (stored public code
holds rows in the column order used here, ';' separated with decimal commas), Devpost judging exports (the stored
help-centre page names the 'Scores & comments by judge' export and the 1–5 criteria) and Formbricks exports (used in
an earlier set, so dropped). Every other layout is "from memory", not checked against the tool's source,
documentation or real downloads.

| file | tool | shape | encoding / dialect | evidence |
|---|---|---|---|---|
"""

README_TAIL = """
Shapes covered: one choice per row (fixed-width SQL shell output with NULLs and an abstain answer); several choices
in one cell (', '); one column per option ('X' ticks with a total row); a rating grid (options as columns, unnamed
rows, missing cells); a ranking with 1st/2nd/3rd choice columns; long formats (district / party / votes; judge /
project / criterion scores); ready-made count tables (two official results tables with title blocks and total rows,
an idea-voting export with vote counts); two bid lists; a scheduling poll with footer totals; workbooks with several
sheets (e-voting results, conference-app polls); a multi-question survey.

Three files are "ask" cases (answer `ask`, the acceptable readings listed in `expected.json`). Encodings: UTF-8,
UTF-8 with BOM, UTF-16 LE with BOM, Windows-1250, Windows-1252, ISO-8859-9, KOI8-U and EUC-JP. Separators: comma,
semicolon, tab, fixed width. Line ends: LF and CRLF. Decimal commas and Danish/Czech/Norwegian number formats appear.

`expected.json` holds, for each file: the tool, shape and format evidence, the answer (winner or ask), the
candidates and their scores, the question the answer is about, and traps for a naive reader.
"""


def main() -> None:
    for fn in (make_volby_cz, make_valg_no, make_jp_election, make_lauritz, make_bobshop, make_belenios, make_whova, make_moreganize,
               make_firebird, make_prism, make_elvanto, make_formsapp, make_devpost, make_uservoice, make_apsiyon):
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
