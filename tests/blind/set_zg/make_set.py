#!/usr/bin/env python3
"""Blind test set ZG: 15 synthetic exports (education, sport and hobby life outside the
English-speaking world), written without reading the project's reader.

Run from the repository root:
    /work/main/.venv/bin/python tests/blind/set_zg/make_set.py
Writes the files and expected.json next to this script. Deterministic: fixed seeds (seed
searches walk a fixed range in order), fixed xlsx document properties and zip timestamps.
Standard library + openpyxl only.
"""
import csv
import datetime as dt
import io
import json
import os
import random
import re
import unicodedata
import zipfile

import openpyxl
from openpyxl.styles import Font

HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = {}
FIXED_DT = dt.datetime(2026, 3, 1, 12, 0, 0)


# ----------------------------------------------------------------------------- helpers
def write_bytes(name, data):
    with open(os.path.join(HERE, name), "wb") as fh:
        fh.write(data)


def csv_text(rows, delimiter=",", lineterminator="\r\n", quoting=csv.QUOTE_MINIMAL):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter, lineterminator=lineterminator, quoting=quoting)
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


def pad_rows(rows):
    width = max(len(r) for r in rows)
    return [list(r) + [""] * (width - len(r)) for r in rows]


def save_xlsx(wb, name):
    wb.properties.creator = wb.properties.creator or "User"
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    wb.properties.lastModifiedBy = wb.properties.creator
    raw = io.BytesIO()
    wb.save(raw)
    raw.seek(0)
    zin = zipfile.ZipFile(raw)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            data = zin.read(info.filename)
            if info.filename == "docProps/core.xml":
                txt = data.decode("utf-8")
                stamp = FIXED_DT.strftime("%Y-%m-%dT%H:%M:%SZ")
                txt = re.sub(r"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)", r"\g<1>" + stamp + r"\g<2>", txt)
                txt = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)", r"\g<1>" + stamp + r"\g<2>", txt)
                data = txt.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 3, 1, 12, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            zout.writestr(zi, data)
    write_bytes(name, out.getvalue())


def ranked(scores):
    return sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))


def clear_margin(scores, rel=0.05):
    r = ranked(scores)
    return len(r) > 1 and r[0][1] > 0 and r[0][1] >= r[1][1] * (1 + rel) and r[0][1] > r[1][1]


def top(scores):
    return ranked(scores)[0][0]


def seed_search(make, ok, start=0, stop=5000):
    for seed in range(start, stop):
        data = make(seed)
        if ok(data):
            return seed, data
    raise RuntimeError("no seed found")


def num(x):
    """Scores as plain JSON numbers (ints when integral)."""
    if isinstance(x, float):
        x = round(x, 4)
        if x == int(x):
            return int(x)
    return x


def entry(tool, shape, evidence, question, candidates, scores, traps, winner=None,
          answer="winner", acceptable=None, ask_because=None):
    if answer == "winner":
        scores = {k: num(v) for k, v in scores.items()}
        assert winner == top(scores), (winner, ranked(scores)[:3])
        assert clear_margin(scores), ranked(scores)[:3]
    else:
        scores = {q: {k: num(v) for k, v in s.items()} for q, s in scores.items()}
        for q, s in scores.items():
            assert clear_margin(s), (q, ranked(s)[:3])
            assert acceptable[q] == top(s)
    return {
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


def encode_cp1258(text):
    """Windows-1258 as Windows writes it: precomposed where the code page has the letter,
    otherwise base letter (with circumflex/breve/horn) followed by a combining tone mark."""
    tones = {"\u0300", "\u0301", "\u0303", "\u0309", "\u0323"}
    out = bytearray()
    for ch in unicodedata.normalize("NFC", text):
        try:
            out += ch.encode("cp1258")
            continue
        except UnicodeEncodeError:
            pass
        parts = unicodedata.normalize("NFD", ch)
        base = "".join(c for c in parts if c not in tones)
        marks = "".join(c for c in parts if c in tones)
        out += unicodedata.normalize("NFC", base).encode("cp1258", errors="replace")
        out += marks.encode("cp1258")
    return bytes(out)


# ----------------------------------------------------------------------------- 1 Lichess
def gen_lichess():
    names = ["Aram_Hakobyan2013", "narek-tigranyan", "ArmenKnight", "Lilit_Sargsyan", "Gor_chess_Gyumri",
             "Mane-Petrosyan", "HaykTheRook", "Davit_Avetisyan11", "Ani_Grigoryan", "Tigran-Vanadzor",
             "SevanBishop", "Mariam_Hovhannisyan", "Erik_Karapetyan", "Ararat_pawnstorm", "Nare_Mkrtchyan",
             "Vahe2012", "Suren-Ghazaryan", "Anahit_blitz", "Levon_Martirosyan", "Gayane-Harutyunyan",
             "Karen_Zakaryan", "Syuzanna_Poghosyan", "Arsen-Yerevan", "Milena_Asatryan", "Samvel_knightfork",
             "Hasmik-Badalyan"]

    def make(seed):
        rng = random.Random(seed)
        rows = []
        for i, n in enumerate(names):
            rating = rng.randint(1150, 2150)
            strength = (rating - 1100) / 1100 + rng.uniform(-0.25, 0.35)
            games = rng.randint(3, 15)
            sheet, streak = [], 0
            for _ in range(games):
                p = rng.random()
                if p < 0.25 + 0.45 * strength:
                    pts = 4 if streak >= 2 else 2
                    streak += 1
                elif p < 0.33 + 0.45 * strength:
                    pts = 2 if streak >= 2 else 1
                    streak = 0
                else:
                    pts = 0
                    streak = 0
                sheet.append(pts)
            score = sum(sheet)
            perf = int(rating + rng.randint(-180, 260) * (0.5 + strength))
            rows.append({"name": n, "rating": rating, "score": score, "perf": perf,
                         "sheet": "".join(str(x) for x in sheet), "title": ""})
        rows.sort(key=lambda r: (-r["score"], -r["perf"], r["name"]))
        return rows

    def ok(rows):
        s = {r["name"]: r["score"] for r in rows}
        if not clear_margin(s, 0.08):
            return False
        win = rows[0]
        maxrat = max(rows, key=lambda r: r["rating"])
        maxperf = max(rows, key=lambda r: r["perf"])
        return maxrat is not win and maxperf is not win and win["rating"] < 2000 and len(win["sheet"]) >= 8

    seed, rows = seed_search(make, ok, 100)
    # the strongest-rated player carries a national title (Armenian federation CM)
    max(rows, key=lambda r: r["rating"])["title"] = "CM"
    lines = ["Rank,Title,Username,Rating,Score,Performance,Team,Sheet"]
    for i, r in enumerate(rows, 1):
        lines.append(",".join([str(i), r["title"], r["name"], str(r["rating"]), str(r["score"]),
                               str(r["perf"]), "", r["sheet"]]))
    fname = "lichess_tournament_2026.03.14_Xk7pQ2rT_yerevan-schools-friday-arena.csv"
    write_bytes(fname, ("\n".join(lines) + "\n").encode("utf-8"))
    scores = {r["name"]: r["score"] for r in rows}
    EXPECTED[fname] = entry(
        "Lichess (lichess.org), arena tournament page → 'Download results' as CSV (`?as=csv`), an Armenian "
        "schools' chess-club Friday blitz arena",
        "Score sheet / standings: Rank, Title, Username, Rating, Score, Performance, Team (empty), Sheet "
        "(per-game arena points as a digit string)",
        "Checked against a source: lila's TournamentCsv.scala (header Rank,Title,Username,Rating,Score,"
        "Performance,Team,Sheet; values joined with ',' and no quoting). LF line ends assumed.",
        "Arena points: the Score column (sum of the Sheet digits); the winner is the top scorer",
        [r["name"] for r in rows], scores,
        ["Rating column: the highest-rated (titled CM) player is not the winner",
         "Performance column peaks at another player",
         "Rank column (1 is best, lowest number)",
         "Sheet column is a digit string that looks like a big number",
         "Team column empty"],
        winner=rows[0]["name"])


# ----------------------------------------------------------------------------- 2 Hy-Tek
def gen_hytek():
    teams = ["Delfines de Mazatlán", "Tiburones Culiacán", "Marlines Los Mochis", "Club Acuático Navolato",
             "Orcas de Guasave", "Pez Vela Escuinapa", "Nutrias del Évora", "Mantarrayas El Fuerte"]
    first = ["Ximena", "Regina", "Valeria", "Sofía", "Renata", "Camila", "Fernanda", "Andrea", "María José",
             "Isabella", "Montserrat", "Daniela"]
    last = ["Valenzuela", "Félix", "Zazueta", "Ochoa", "Beltrán", "López", "Quiñónez", "Gastélum", "Sánchez",
            "Leyva", "Ibarra", "Rubio", "Urías", "Castro"]

    def make(seed):
        rng = random.Random(seed)
        women = {t: rng.randint(60, 300) + rng.choice([0, 0.5]) for t in teams}
        men = {t: rng.randint(60, 300) + rng.choice([0, 0.5]) for t in teams}
        comb = {t: women[t] + men[t] for t in teams}
        return rng, women, men, comb

    def ok(d):
        _, women, men, comb = d
        return (clear_margin(comb, 0.06) and top(women) != top(comb) and top(men) == top(comb)
                and top(comb) != teams[0] and clear_margin(women, 0.02))

    seed, (rng, women, men, comb) = seed_search(make, ok, 200)

    def fmt(p):
        return str(int(p)) if p == int(p) else ("%.1f" % p)

    W = 80
    L = []
    hdr1 = "Asociación de Natación de Sinaloa, A.C.".ljust(42) + "HY-TEK's MEET MANAGER 8.0 - 7:48 PM  3/22/2026  Page {p}"
    hdr2 = "Campeonato Estatal Escolar de Natación 2026 - 3/20/2026 to 3/22/2026".center(W).rstrip()

    def page_head(p, title):
        L.append(hdr1.format(p=p))
        L.append(hdr2)
        L.append(title.center(W).rstrip())
        L.append("")

    page_head(14, "Results")
    L.append("Event 23  Girls 13-14 100 LC Meter Butterfly")
    L.append("=" * 79)
    L.append("    Name                    Age Team                     Prelims     Finals Points")
    L.append("=" * 79)
    pts = [20, 17, 16, 15, 14, 13, 12, 11]
    used = set()
    t0 = 67.2
    for i in range(8):
        while True:
            nm = "%s, %s" % (rng.choice(last), rng.choice(first))
            if nm not in used:
                used.add(nm)
                break
        team = rng.choice(teams)
        tf = t0 + i * rng.uniform(0.3, 0.9)
        t0 = tf - i * 0.0
        tp = tf + rng.uniform(-0.4, 0.8)

        def mmss(x):
            return "%d:%05.2f" % (int(x // 60), x % 60)
        L.append("%3d %-23s %2d %-22s %9s %10s %5d" % (i + 1, nm[:23], rng.choice([13, 14]), team[:22],
                                                        mmss(tp), mmss(tf), pts[i]))
    L.append("")
    L.append("Event 24  Boys 13-14 200 LC Meter Freestyle Relay")
    L.append("=" * 79)
    L.append("    Team                       Relay                    Seed Time     Finals Points")
    L.append("=" * 79)
    rel = list(teams)
    rng.shuffle(rel)
    rpts = [40, 34, 32, 30, 28, 26, 24, 22]
    base = 118.4
    for i, t in enumerate(rel):
        tf = base + i * rng.uniform(0.6, 1.8)
        L.append("%3d %-26s %-5s %25s %10s %5d" % (i + 1, t[:26], "A", "%d:%05.2f" % (int((tf + 1.1) // 60), (tf + 1.1) % 60),
                                                  "%d:%05.2f" % (int(tf // 60), tf % 60), rpts[i]))
    L.append("")
    L.append("\f" + hdr1.format(p=15))
    L.append(hdr2)
    L.append("Scores - Through Event 24".center(W).rstrip())
    L.append("")

    def block(title, sc):
        L.append(title)
        L.append("=" * 79)
        rk = ranked(sc)
        for i in range(0, len(rk), 2):
            a = rk[i]
            s = "%5d. %-28s %7s" % (i + 1, a[0][:28], fmt(a[1]))
            if i + 1 < len(rk):
                b = rk[i + 1]
                s += "%6d. %-28s %7s" % (i + 2, b[0][:28], fmt(b[1]))
            L.append(s)
        L.append("")

    block("Women - Team Rankings - Through Event 24", women)
    block("Men - Team Rankings - Through Event 24", men)
    block("Combined Team Rankings - Through Event 24", comb)
    fname = "Resultados_Estatal_Escolar_2026_MM8.txt"
    write_bytes(fname, ("\r\n".join(L) + "\r\n").encode("cp1252"))
    EXPECTED[fname] = entry(
        "Hy-Tek's MEET MANAGER 8.0 (swimming), Reports → Results + Scores, 'Print to file' as text, a Mexican "
        "state school swimming championship (Spanish team names)",
        "Printed fixed-width report: page headers, last two events' results with swimmer/relay points, form feed, "
        "then Women / Men / Combined team rankings printed two teams per line",
        "From memory (page header line, '=' rules, 'Team Rankings - Through Event N' blocks in two columns); "
        "not verified against a real file",
        "Team points in the 'Combined Team Rankings' block (meet champion = highest combined score)",
        [t for t, _ in ranked(comb)], comb,
        ["Women's ranking has a different leader", "Per-swimmer Points column in event results",
         "Two teams per printed line", "Relay place numbers and times", "Form feed and repeated page header"],
        winner=top(comb))


# ----------------------------------------------------------------------------- 3 Ona
def gen_ona():
    opts = ["mpira_wa_vikapu", "mpira_wa_mikono", "raga", "tenisi_ya_meza", "chesi", "kuogelea", "hoki"]
    weights = [0.42, 0.30, 0.58, 0.28, 0.22, 0.35, 0.15]
    houses = ["kilimanjaro", "elgon", "aberdare", "menengai"]

    def make(seed):
        rng = random.Random(seed)
        rows = []
        for i in range(64):
            picks = [o for o, w in zip(opts, weights) if rng.random() < w][:3]
            if i in (17, 41):
                picks = []
            rows.append({
                "kidato": rng.choices(["form_1", "form_2", "form_3", "form_4"], [2, 3, 6, 2])[0],
                "nyumba": rng.choices(houses, [7, 2, 2, 2])[0],
                "jinsia": rng.choice(["mvulana", "msichana"]),
                "picks": picks,
            })
        return rng, rows

    def ok(d):
        _, rows = d
        s = {o: sum(o in r["picks"] for r in rows) for o in opts}
        return clear_margin(s, 0.08) and top(s) == "raga"

    seed, (rng, rows) = seed_search(make, ok, 300)
    header = ["start", "end", "today", "deviceid", "mwanafunzi/kidato", "mwanafunzi/nyumba", "mwanafunzi/jinsia",
              "michezo/michezo_mipya"] + ["michezo/michezo_mipya/" + o for o in opts] + [
        "michezo/sababu", "meta/instanceID", "_id", "_uuid", "_submission_time", "_date_modified", "_tags",
        "_notes", "_version", "_duration", "_submitted_by", "_total_media", "_media_count",
        "_media_all_received", "_xform_id"]
    reasons = ["", "Tuna uwanja mkubwa", "Timu ya raga ya kaunti inatafuta wachezaji", "", "Ni mchezo wa bei nafuu",
               "Walimu wawili wanaweza kufundisha", "", "Wasichana pia wacheze", ""]
    out = [header]
    t = dt.datetime(2026, 2, 17, 9, 40, 0)
    for i, r in enumerate(rows):
        t += dt.timedelta(minutes=rng.randint(1, 9), seconds=rng.randint(0, 59))
        st = t
        en = t + dt.timedelta(seconds=rng.randint(70, 400))
        uid = "%08x-%04x-4%03x-%04x-%012x" % (rng.getrandbits(32), rng.getrandbits(16), rng.getrandbits(12),
                                              0x8000 | rng.getrandbits(14), rng.getrandbits(48))
        sub = en - dt.timedelta(hours=3) + dt.timedelta(seconds=rng.randint(5, 90))
        picks = r["picks"]
        row = [st.strftime("%Y-%m-%dT%H:%M:%S.") + "%03d+03:00" % rng.randint(0, 999),
               en.strftime("%Y-%m-%dT%H:%M:%S.") + "%03d+03:00" % rng.randint(0, 999),
               st.strftime("%Y-%m-%d"), "enketo.ona.io:%010x" % rng.getrandbits(40),
               r["kidato"], r["nyumba"], r["jinsia"],
               " ".join(picks) if picks else "n/a"]
        row += [("True" if o in picks else "False") if picks else "n/a" for o in opts]
        row += [rng.choice(reasons) or "n/a", "uuid:" + uid, str(23118400 + i * 3 + rng.randint(0, 2)), uid,
                sub.strftime("%Y-%m-%dT%H:%M:%S"), sub.strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "+00:00",
                "", "", "vQmX7tKp3sB2", "%d.0" % (en - st).seconds, "mwalimu_otieno", "0", "0", "True", "812345"]
        out.append(row)
    fname = "Utafiti_wa_Michezo_2026_02_17_07_58_11_412233.csv"
    write_bytes(fname, csv_text(out, lineterminator="\n").encode("utf-8"))
    s = {o: sum(o in r["picks"] for r in rows) for o in opts}
    EXPECTED[fname] = entry(
        "Ona (ona.io, onadata) form → Export → CSV (XML names and values, select-multiple split into one column per "
        "option), a Kenyan secondary school games committee's survey (Swahili form)",
        "Multi-question survey with metadata: start/end/today/deviceid, class, house, gender, the multi-select "
        "vote as one space-separated column plus one True/False column per option, reasons, then Ona's _id/_uuid/"
        "_submission_time/... columns; 'n/a' for unanswered",
        "From memory of onadata/Kobo exports (group/question headers with '/', '_' metadata columns, 'n/a' missing "
        "value, split select-multiple as True/False); search found only Kobo-derived column lists, not a real file",
        "Approval count of 'michezo/michezo_mipya' (up to 3 new sports per student); option codes as in the file",
        opts, s,
        ["House column: 'kilimanjaro' far more frequent than anything", "Class column (form_3 dominant)",
         "Space-separated multi-select column duplicates the True/False columns", "two blank (n/a) answers",
         "_id and _duration numbers", "_media_all_received is True for every row"],
        winner="raga")


# ----------------------------------------------------------------------------- 4 Startquestion
def gen_startquestion():
    artists = ["Lazurowe Psy", "Kasia Wierzba", "Młode Wilki z Bałut", "DJ Kama & Orkiestra", "Niebo nad Wisłą",
               "Tercet Ekscentryczny"]
    base = [3.0, 3.35, 3.05, 4.1, 2.9, 2.6]
    faculties = ["Wydział Mechaniczny", "Wydział Elektryczny", "Wydział Chemiczny", "Wydział Architektury",
                 "Wydział Zarządzania"]

    def make(seed):
        rng = random.Random(seed)
        resp = []
        for i in range(140):
            partial = rng.random() < 0.1
            ratings = []
            for a, b in zip(artists, base):
                if rng.random() < 0.09:
                    ratings.append("Nie znam")
                else:
                    v = int(round(min(5, max(1, rng.gauss(b, 1.0)))))
                    ratings.append(v)
            if partial:
                k = rng.randint(1, 4)
                ratings = ratings[:k] + [None] * (len(artists) - k)
            resp.append({"partial": partial, "fac": rng.choices(faculties, [9, 3, 2, 2, 3])[0], "r": ratings})
        return rng, resp

    def means(resp, only_complete=False):
        m = {}
        for j, a in enumerate(artists):
            vals = [r["r"][j] for r in resp if isinstance(r["r"][j], int) and (not only_complete or not r["partial"])]
            m[a] = sum(vals) / len(vals)
        return m

    def ok(d):
        _, resp = d
        m = means(resp)
        s = {a: sum(r["r"][j] for r in resp if isinstance(r["r"][j], int)) for j, a in enumerate(artists)}
        return (clear_margin(m, 0.06) and clear_margin(means(resp, True), 0.06) and top(s) == top(m)
                and top(m) != artists[0])

    seed, (rng, resp) = seed_search(make, ok, 400)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Wyniki"
    wb.properties.creator = "Startquestion"
    hdr = ["ID", "Data rozpoczęcia", "Data zakończenia", "Czas wypełniania", "Status", "Adres IP", "Kanał",
           "1. Na jakim wydziale studiujesz?"]
    hdr += ["2. Jak bardzo chcesz zobaczyć na Juwenaliach 2026: [%s]" % a for a in artists]
    hdr += ["3. Czy planujesz kupić karnet na wszystkie dni?", "4. Twoje propozycje i uwagi"]
    ws.append(hdr)
    for c in ws[1]:
        c.font = Font(bold=True)
    t = dt.datetime(2026, 3, 9, 8, 12, 0)
    notes = ["", "", "Więcej food trucków!", "", "Koncert w piątek, nie w czwartek", "", "Tańsze karnety", ""]
    for i, r in enumerate(resp):
        t += dt.timedelta(minutes=rng.randint(3, 70))
        dur = dt.timedelta(seconds=rng.randint(45, 400))
        row = [4418200 + i * 7 + rng.randint(0, 6), t, None if r["partial"] else t + dur,
               None if r["partial"] else "%02d:%02d:%02d" % (0, dur.seconds // 60, dur.seconds % 60),
               "Przerwana" if r["partial"] else "Ukończona",
               "%d.%d.%d.%d" % (rng.choice([31, 37, 46, 78, 83, 89, 188, 213]), rng.randint(0, 255),
                                rng.randint(0, 255), rng.randint(1, 254)),
               rng.choice(["Link", "Link", "Link", "Facebook", "USOSmail"]), r["fac"]]
        row += [v for v in r["r"]]
        if r["partial"]:
            row += [None, None]
        else:
            row += [rng.choices(["Tak", "Nie", "Jeszcze nie wiem"], [6, 2, 3])[0], rng.choice(notes) or None]
        ws.append(row)
    for rr in ws.iter_rows(min_row=2, min_col=2, max_col=3):
        for c in rr:
            c.number_format = "yyyy-mm-dd hh:mm:ss"
    ws.column_dimensions["B"].width = 20
    ws.column_dimensions["C"].width = 20
    ws.freeze_panes = "A2"
    fname = "Juwenalia_2026_ankieta_wyniki_startquestion.xlsx"
    save_xlsx(wb, fname)
    m = means(resp)
    EXPECTED[fname] = entry(
        "Startquestion (Polish online survey tool), survey → Wyniki → Eksport → XLSX (raw responses), a technical "
        "university student government's Juwenalia headliner survey",
        "Rating grid: metadata (ID, start/end dates as date cells, duration, Ukończona/Przerwana status, IP, channel), "
        "a faculty question first, one 1-5 column per artist with 'Nie znam' cells, then a Tak/Nie question and comments",
        "From memory (column names and the '[option]' suffix of grid columns are guesses); not verified",
        "Mean rating per artist over numeric 1-5 answers ('Nie znam' and blanks ignored); the same winner by sum and "
        "among completed responses only",
        artists, m,
        ["Faculty question first (Wydział Mechaniczny dominant)", "'Nie znam' text in rating cells",
         "Interrupted (Przerwana) responses with blanks", "ID and IP columns", "Tak/Nie/Jeszcze nie wiem question "
         "after the grid"],
        winner=top(m))


# ----------------------------------------------------------------------------- 5 OGAE Bulgaria
def gen_ogae():
    countries = ["Албания", "Швеция", "Украйна", "Италия", "Франция", "Полша", "Норвегия", "Хърватия", "Израел",
                 "Испания", "Финландия", "Гърция", "Германия", "Малта", "Естония", "Сърбия", "Нидерландия",
                 "Швейцария", "Кипър", "България"]
    pref = [1.0, 1.7, 1.3, 2.6, 1.8, 0.9, 1.1, 1.2, 1.4, 1.0, 1.6, 1.3, 0.7, 1.2, 0.8, 1.1, 1.0, 1.5, 1.1, 1.9]
    members = ["Иван П.", "Мария Г.", "Десислава", "Петър Н.", "Кристиан", "Цвети", "Стефан Д.", "Николай",
               "Йоана", "Александър", "Гергана", "Виктор М.", "Радост", "Борис", "Емилия"]
    pts = [12, 10, 8, 7, 6, 5, 4, 3, 2, 1]

    def make(seed):
        rng = random.Random(seed)
        grid = {c: {} for c in countries}
        for m in members:
            keys = [(rng.random() ** (1.0 / w), c) for c, w in zip(countries, pref)]
            keys.sort(reverse=True)
            for p, (_, c) in zip(pts, keys):
                grid[c][m] = p
        views = {c: rng.randint(180000, 4800000) for c in countries}
        return rng, grid, views

    def ok(d):
        _, grid, views = d
        tot = {c: sum(grid[c].values()) for c in countries}
        tw = top(tot)
        return (clear_margin(tot, 0.07) and tw != countries[0] and max(views, key=views.get) != tw
                and top({c: sum(1 for v in grid[c].values() if v == 12) for c in countries}) == tw)

    seed, (rng, grid, views) = seed_search(make, ok, 500)
    tot = {c: sum(grid[c].values()) for c in countries}
    nb = "\u00a0"
    rows = [["OGAE България – вътрешно гласуване на клуба, Евровизия 2026 (Виена)"],
            ["Точки по системата 12-10-8-7-6-5-4-3-2-1; гласуването приключи на 10.05.2026"],
            [],
            ["№", "Държава", "Гледания в YouTube"] + members + ["Общо"]]
    for i, c in enumerate(countries, 1):
        v = "{:,}".format(views[c]).replace(",", nb)
        rows.append([str(i), c, v] + [str(grid[c].get(m, "")) for m in members] + [str(tot[c])])
    rows.append([])
    rows.append(["", "Гласували членове:", str(len(members))])
    rows = pad_rows(rows)
    fname = "OGAE_BG_vatreshno_glasuvane_2026.csv"
    write_bytes(fname, csv_text(rows, delimiter=";").encode("cp1251"))
    EXPECTED[fname] = entry(
        "Microsoft Excel (Bulgarian), a Eurovision fan club's (OGAE Bulgaria) internal poll sheet typed by the "
        "secretary, Save As 'CSV (разделен със запетаи)'",
        "Points grid: title and note lines, running-order number, country, YouTube views, one column per member "
        "with 12/10/8-1 points (blank = no points), a total column, a voters count line; rows padded with ';'",
        "From memory (Excel CSV in a Bulgarian locale: ';' list separator, ANSI = Windows-1251, rows padded to the "
        "used range, NBSP thousands separator in formatted numbers); not verified",
        "Sum of Eurovision points per country (the 'Общо' column)",
        countries, tot,
        ["YouTube views column with NBSP thousands (1 234 567) peaks at another country",
         "Running-order numbers", "Blank cells = 0 points", "Title/note lines above the header",
         "'Гласували членове' count line"],
        winner=top(tot))


# ----------------------------------------------------------------------------- 6 FPL paste
def gen_fpl():
    teams = [("El Mohandes FC", "Ahmed Samir"), ("أسود الهندسة", "Omar Khaled"), ("Civil XI", "Youssef Adel"),
             ("Salah's Left Foot", "Mariam Hany"), ("ميكانيكا يونايتد", "Karim Mostafa"), ("Tiki Taka Cairo", "Nour El Din"),
             ("Arch Athletic", "Salma Tarek"), ("الفراعنة", "Mahmoud Reda"), ("Electrical Sparks", "Hassan Fathy"),
             ("Dokki Dynamo", "Ali Ibrahim"), ("Real Mansoura", "Mostafa Ayman"), ("Zamalek Fans 2008", "Ziad Ashraf"),
             ("El Ahly Engineers", "Amr Wael"), ("Lazy Defenders", "Farida Essam"), ("Giza Gunners", "Seif Magdy"),
             ("نجوم الكلية", "Yahia Sherif"), ("Chem Eng City", "Habiba Sameh"), ("No Salah No Party", "Tamer Nabil"),
             ("Mechatronics FC", "Adham Yasser"), ("Cairo Bench Boys", "Hossam Gamal")]

    def make(seed):
        rng = random.Random(seed)
        rows = [{"team": t, "mgr": m, "tot": rng.randint(1780, 2230), "gw": rng.randint(38, 92)} for t, m in teams]
        return rows

    def ok(rows):
        s = {r["team"]: r["tot"] for r in rows}
        r0 = ranked(s)
        gwtop = max(rows, key=lambda r: r["gw"])
        return (r0[0][1] - r0[1][1] >= 0.05 * r0[1][1] and gwtop["team"] != r0[0][0]
                and r0[0][0] != teams[0][0] and len(set(r["gw"] for r in rows)) == len(rows))

    seed, rows = seed_search(make, ok, 600)
    rows.sort(key=lambda r: -r["tot"])
    L = ["دوري كلية الهندسة - جامعة القاهرة 2025/26", "Classic league", "Standings", "",
         "Rank\tTeam & Manager\tGW\tTOT"]
    for i, r in enumerate(rows, 1):
        L.append("%d\t%s\n%s\t%d\t%s" % (i, r["team"], r["mgr"], r["gw"], "{:,}".format(r["tot"])))
    L.append("")
    L.append("Showing 1 - 20 of 20")
    text = "\r\n".join(x.replace("\n", "\r\n") for x in L) + "\r\n"
    fname = "fpl_league_engineering_cairo.txt"
    write_bytes(fname, "\ufeff".encode("utf-16-le") + text.encode("utf-16-le"))
    s = {r["team"]: r["tot"] for r in rows}
    EXPECTED[fname] = entry(
        "Fantasy Premier League (fantasy.premierleague.com), league → Standings table selected in Chrome, pasted "
        "into Windows Notepad and saved with encoding 'UTF-16 LE', an Egyptian engineering faculty's mini-league",
        "Pasted standings: league title lines, header Rank / Team & Manager / GW / TOT, each row split over two "
        "lines because the Team & Manager cell holds the team name and the manager name, TOT with ',' thousands",
        "From memory of the FPL standings page (columns Rank, Team & Manager, GW, TOT) and of Chrome's plain-text "
        "copy of tables (cells joined by TAB, line breaks inside cells kept); not verified",
        "Season total points (TOT) per team; winner = team at rank 1",
        [r["team"] for r in rows], s,
        ["GW (this gameweek) column has a different leader", "Manager names on separate lines",
         "Thousands comma in TOT (2,134)", "Arabic and Latin team names mixed", "Rank column"],
        winner=rows[0]["team"])


# ----------------------------------------------------------------------------- 7 Vietnamese scheduling grid
def gen_vn():
    slots = ["T2 17:30-19:30", "T3 17:30-19:30", "T4 17:30-19:30", "T5 17:30-19:30", "T6 17:30-19:30",
             "T7 07:00-09:00", "T7 15:00-17:00", "CN 07:00-09:00", "CN 15:00-17:00"]
    py = [0.35, 0.40, 0.38, 0.36, 0.30, 0.50, 0.72, 0.45, 0.42]
    people = ["Nguyễn Minh Anh", "Trần Quốc Bảo", "Lê Thị Thu Hà", "Phạm Đức Huy", "Hoàng Ngọc Lan", "Vũ Tuấn Kiệt",
              "Đặng Thùy Linh", "Bùi Văn Nam", "Đỗ Phương Thảo", "Ngô Gia Khánh", "Dương Thị Mai", "Lý Hoàng Long",
              "Phan Thanh Tùng", "Võ Thị Ngọc Ánh", "Trịnh Công Sơn", "Mai Xuân Trường", "Hồ Bảo Ngọc", "Tạ Quang Vinh",
              "Chu Thị Hằng", "Lương Đức Mạnh", "Đinh Khánh Linh", "Kiều Minh Tuấn"]
    classes = ["K67-CNTT1", "K67-CNTT2", "K68-ĐTVT", "K66-CK", "K68-KTHH"]

    def make(seed):
        rng = random.Random(seed)
        grid = []
        for p in people:
            row = []
            for q in py:
                x = rng.random()
                row.append("x" if x < q else ("?" if x < q + 0.15 else ""))
            grid.append(row)
        cls = [rng.choices(classes, [8, 2, 2, 1, 1])[0] for _ in people]
        return rng, grid, cls

    def score(grid, w):
        return {s: sum((1 if g[j] == "x" else (w if g[j] == "?" else 0)) for g in grid) for j, s in enumerate(slots)}

    def ok(d):
        _, grid, _ = d
        return all(clear_margin(score(grid, w), 0.08) for w in (0, 0.5, 1)) and top(score(grid, 0.5)) == slots[6]

    seed, (rng, grid, cls) = seed_search(make, ok, 700)
    rows = [["CLB Cầu lông ĐH Bách khoa Hà Nội – Đăng ký lịch tập kỳ 2 (2025-2026)"],
            ["Đánh dấu: x = đi được, ? = có thể, để trống = bận"],
            ["STT", "Họ và tên", "Lớp"] + slots + ["Ghi chú"]]
    notes = ["", "", "", "Tuần thi thì nghỉ", "", "Chỉ đi được tuần chẵn", "", ""]
    for i, (p, g) in enumerate(zip(people, grid), 1):
        rows.append([str(i), p, cls[i - 1]] + g + [rng.choice(notes)])
    rows.append([])
    sy = score(grid, 0)
    sm = {s: sum(1 for g in grid if g[j] == "?") for j, s in enumerate(slots)}
    rows.append(["", "Tổng đi được (x)", ""] + [str(sy[s]) for s in slots])
    rows.append(["", "Tổng có thể (?)", ""] + [str(sm[s]) for s in slots])
    rows = pad_rows(rows)
    fname = "Lich_tap_CLB_cau_long_ky2.csv"
    write_bytes(fname, encode_cp1258(csv_text(rows)))
    s = score(grid, 0.5)
    EXPECTED[fname] = entry(
        "Microsoft Excel (Vietnamese Windows), a university badminton club's availability sheet typed by members, "
        "Save As 'CSV (Comma delimited)' (ANSI = Windows-1258)",
        "Scheduling poll: title and legend lines, STT / name / class columns, one column per practice slot with "
        "x / ? / blank, notes column, blank row, two sum rows (x count, ? count); rows padded with commas",
        "From memory (Excel's ANSI CSV uses the system code page; Windows-1258 stores Vietnamese with combining tone "
        "marks after the base letter, which this file reproduces); not verified against a real file",
        "Scheduling poll: x = 1, ? = 0.5 (same winner at ? = 0 and ? = 1)",
        slots, s,
        ["Class column with a dominant value", "Sum rows at the bottom (x and ? counted separately)",
         "Combining tone marks (decomposed Vietnamese) in cp1258", "Notes column", "STT numbers"],
        winner=top(s))


# ----------------------------------------------------------------------------- 8 Urdu Excel
def gen_urdu():
    cands = ["محمد علی رضا", "عائشہ بی بی", "حمزہ شاہد", "زینب فاطمہ"]
    sections = ["جماعت ششم", "جماعت ہفتم", "جماعت ہشتم", "جماعت نہم", "جماعت دہم"]
    strength = [1.0, 0.95, 1.45, 0.8]

    def make(seed):
        rng = random.Random(seed)
        grid = {c: {} for c in cands}
        rej = {}
        for s in sections:
            n = rng.randint(95, 125)
            for c, w in zip(cands, strength):
                grid[c][s] = 0
            for _ in range(n):
                c = rng.choices(cands, [w * rng.uniform(0.7, 1.3) for w in strength])[0]
                grid[c][s] += 1
            rej[s] = rng.randint(1, 6)
        return grid, rej

    def ok(d):
        grid, _ = d
        tot = {c: sum(grid[c].values()) for c in cands}
        return clear_margin(tot, 0.12) and top(tot) == cands[2]

    seed, (grid, rej) = seed_search(make, ok, 800)
    tot = {c: sum(grid[c].values()) for c in cands}
    valid = sum(tot.values())
    rows = [["گورنمنٹ ہائی اسکول نمبر 2، ساہیوال"],
            ["طلبہ کونسل انتخابات 2026 — عہدہ: صدر"],
            ["تاریخ: 12-03-2026"],
            [],
            ["نمبر شمار", "امیدوار"] + sections + ["کل ووٹ", "فیصد"]]
    for i, c in enumerate(cands, 1):
        rows.append([str(i), c] + [str(grid[c][s]) for s in sections] + [str(tot[c]), "%.1f%%" % (100.0 * tot[c] / valid)])
    rows.append(["", "درست ووٹ"] + [str(sum(grid[c][s] for c in cands)) for s in sections] + [str(valid), "100.0%"])
    rows.append(["", "مسترد شدہ ووٹ"] + [str(rej[s]) for s in sections] + [str(sum(rej.values())), ""])
    rows.append(["", "کل ڈالے گئے ووٹ"] + [str(sum(grid[c][s] for c in cands) + rej[s]) for s in sections]
                + [str(valid + sum(rej.values())), ""])
    rows.append([])
    rows.append(["", "رجسٹرڈ ووٹرز", "642"])
    rows.append(["", "دستخط پریزائیڈنگ افسر: ________"])
    rows = pad_rows(rows)
    text = csv_text(rows).replace("\u06cc", "\u064a")  # Farsi yeh best-fits to Arabic yeh in cp1256
    fname = "Talaba_Council_Intikhabat_2026_Sadr.csv"
    write_bytes(fname, text.encode("cp1256", errors="replace"))
    # labels as they read back from the file
    back = {c: c.replace("\u06cc", "\u064a") for c in cands}
    s = {back[c]: tot[c] for c in cands}
    EXPECTED[fname] = entry(
        "Microsoft Excel (Urdu, Pakistan), a government high school's student-council count sheet typed by the "
        "presiding teacher, Save As 'CSV (Comma delimited)' (ANSI = Windows-1256)",
        "Results by unit: title block, candidates as rows, class groups (ششم…دہم) as columns, total and percentage "
        "columns, valid / rejected / cast rows, registered-voters line, signature line",
        "From memory (Excel ANSI CSV with the Arabic-script code page; Farsi yeh U+06CC written as Arabic yeh); "
        "not verified",
        "Total votes per candidate (the 'کل ووٹ' column = sum over classes)",
        [back[c] for c in cands], s,
        ["Valid / rejected / cast total rows", "Registered voters 642", "Percentage column", "Serial numbers",
         "Winner is third in ballot order"],
        winner=back[top(tot)])


# ----------------------------------------------------------------------------- 9 Classtime (ask)
def gen_classtime():
    q1 = "Питання 1. Куди поїдемо на екскурсію в травні?"
    q2 = "Питання 2. Яку виставу підготуємо до Дня матері?"
    o1 = ["Львів", "Чернігів", "Кам'янець-Подільський", "Умань (Софіївка)"]
    o2 = ["«Лісова пісня»", "«Коза-дереза»", "«Кайдашева сім'я» (уривок)", "Власний сценарій класу"]
    students = ["Бондаренко Софія", "Ковальчук Артем", "Шевченко Марія", "Мельник Дмитро", "Ткаченко Анна",
                "Кравченко Максим", "Олійник Вікторія", "Поліщук Назар", "Савченко Дарина", "Руденко Олександр",
                "Лисенко Єва", "Мороз Богдан", "Кузьменко Злата", "Петренко Іван", "Гончаренко Аліна",
                "Левченко Тимофій", "Білик Ярослава", "Ковальов Данило", "Марченко Поліна", "Литвиненко Матвій",
                "Кушнір Христина", "Павленко Марко", "Романенко Діана", "Захарченко Андрій", "Сидоренко Катерина",
                "Гуменюк Роман", "Тарасенко Олена"]

    def make(seed):
        rng = random.Random(seed)
        a1 = [rng.choices(o1, [2, 1, 4, 1.5])[0] for _ in students]
        a2 = [rng.choices(o2, [1.5, 1, 1.2, 3.5])[0] for _ in students]
        for k in (5, 19):
            a1[k] = None
        a2[11] = None
        return a1, a2

    def cnt(a, o):
        return {x: sum(1 for v in a if v == x) for x in o}

    def ok(d):
        a1, a2 = d
        c1, c2 = cnt(a1, o1), cnt(a2, o2)
        return (clear_margin(c1, 0.3) and clear_margin(c2, 0.3) and top(c1) != o1[0] and top(c2) != o2[0]
                and abs(max(c1.values()) - max(c2.values())) <= 2)

    seed, (a1, a2) = seed_search(make, ok, 900)
    c1, c2 = cnt(a1, o1), cnt(a2, o2)
    wb = openpyxl.Workbook()
    wb.properties.creator = "Classtime"
    ws = wb.active
    ws.title = "Огляд"
    ws.append(["Сесія", "7-Б клас: опитування перед травнем"])
    ws.append(["Вчитель", "Ірина Василівна Гнатюк"])
    ws.append(["Дата", dt.datetime(2026, 4, 14, 10, 5)])
    ws["B3"].number_format = "dd.mm.yyyy hh:mm"
    ws.append(["Учнів приєдналося", len(students)])
    ws.append(["Питань", 2])
    ws.append([])
    for q, o, c, a in ((q1, o1, c1, a1), (q2, o2, c2, a2)):
        ws.append([q])
        ws.cell(ws.max_row, 1).font = Font(bold=True)
        ws.append(["Варіант", "Відповідей", "%"])
        n = sum(1 for v in a if v)
        for x in o:
            ws.append([x, c[x], round(c[x] / n, 3)])
            ws.cell(ws.max_row, 3).number_format = "0.0%"
        ws.append(["Без відповіді", len(a) - n, None])
        ws.append([])
    ws.column_dimensions["A"].width = 48
    ws2 = wb.create_sheet("Відповіді учнів")
    ws2.append(["Учень", "Статус", q1, q2, "Бали"])
    for s, x, y in zip(students, a1, a2):
        ws2.append([s, "Завершено" if x and y else "Частково", x or "—", y or "—", "—"])
    fname = "Classtime_7B_opytuvannia_2026-04-14.xlsx"
    save_xlsx(wb, fname)
    EXPECTED[fname] = entry(
        "Classtime (classroom questioning platform, Ukrainian UI), session → Results → Export to Excel, a "
        "Ukrainian 7th-grade class's two-question poll",
        "Workbook: overview sheet first (session info, then a count / % table per question with a 'no answer' row), "
        "then a per-student sheet with one column per question ('—' for no answer) and an empty score column",
        "From memory; the sheet layout is a guess, not verified",
        "Count of answers per option in each poll question",
        {q1: o1, q2: o2}, {q1: c1, q2: c2},
        ["Two poll questions of equal standing", "Summary sheet and per-student sheet repeat the same counts",
         "'Без відповіді' (no answer) row", "percentage column", "'—' placeholders"],
        answer="ask", acceptable={q1: top(c1), q2: top(c2)},
        ask_because="The session asked two unrelated class polls (excursion destination and the play to stage) with "
                    "equal standing; nothing says which one the user means.")


# ----------------------------------------------------------------------------- 10 Adminer TSV
def gen_adminer():
    games = ["Hollow Knight: Silksong", "Clair Obscur: Expedition 33", "Kingdom Come: Deliverance II",
             "Death Stranding 2: On the Beach", "Hades II", "Split Fiction", "Blue Prince", "Monster Hunter Wilds",
             "Ghost of Yōtei"]
    w1 = [1.2, 3.2, 1.4, 1.3, 1.0, 0.9, 0.6, 0.7, 1.0]
    w3 = [4.0, 1.0, 1.2, 1.0, 1.3, 1.4, 1.5, 1.1, 0.9]
    nicks = ["lucasBR", "Mari_gamer", "zeca_do_rpg", "thiagoFPS", "Bia.exe", "caiox", "JoaoPedroTTV", "Nanda",
             "rafa_souls", "gui.mendes", "Paty_Pixel", "Leo_Cearense", "dudu_speedrun", "Ana Clara", "vinicin",
             "Fer_Metroid", "Matheus_rj", "brunoplays", "Juh_Hades", "Pedrão", "Lari.jpg", "kaique_br", "Tati_RPG",
             "Renan_Poa", "Isa_Nintendista", "gabs", "Dani_Coop", "TiagoMG", "Carol_Souls", "Vitor_Recife",
             "Sabrina_", "alemao_sc", "Manu_Beta", "rodrigoGG", "Lívia", "Nicolas_PS5", "Bela_Indie", "ThiOtaku",
             "Fabi_Arcade", "Xandão", "Yasmin.gg", "Otávio_BH", "Clara_Luz", "Davi_Manaus", "Heitor_", "Lu_Hollow",
             "Enzo_BR"]
    pts = {1: 5, 2: 3, 3: 1}

    def make(seed):
        rng = random.Random(seed)
        ballots = []
        for n in nicks:
            k = rng.choices([3, 2, 1], [10, 2, 1])[0]
            chosen = []
            for pos in range(1, k + 1):
                ww = w1 if pos == 1 else (w3 if pos == 3 else [(a + b) / 2 for a, b in zip(w1, w3)])
                while True:
                    g = rng.choices(games, ww)[0]
                    if g not in chosen:
                        chosen.append(g)
                        break
            ballots.append((n, chosen))
        return rng, ballots

    def agg(ballots):
        s = {g: 0 for g in games}
        f = {g: 0 for g in games}
        firsts = {g: 0 for g in games}
        for _, ch in ballots:
            for pos, g in enumerate(ch, 1):
                s[g] += pts[pos]
                f[g] += 1
                if pos == 1:
                    firsts[g] += 1
        return s, f, firsts

    def ok(d):
        _, ballots = d
        s, f, firsts = agg(ballots)
        return (clear_margin(s, 0.1) and top(f) != top(s) and clear_margin(f, 0.0) and top(firsts) == top(s)
                and ballots[0][1][0] != top(s))

    seed, (rng, ballots) = seed_search(make, ok, 1000)
    s, f, _ = agg(ballots)

    def cell(v):
        v = str(v)
        if re.search(r'["\n]|^0[^.]|\.\d*0$|\t', v):
            return '"' + v.replace('"', '""') + '"'
        return v
    lines = ["\t".join(["id", "discord_id", "apelido", "jogo", "posicao", "pontos", "criado_em"])]
    t = dt.datetime(2025, 12, 12, 19, 0, 0)
    vid = 1
    for n, ch in ballots:
        t += dt.timedelta(minutes=rng.randint(2, 300), seconds=rng.randint(0, 59))
        did = str(rng.randint(10 ** 17, 10 ** 18 - 1) // 1000 * 1000 + rng.randint(0, 999))
        for pos, g in enumerate(ch, 1):
            lines.append("\t".join(cell(x) for x in [vid, did, n, g, pos, pts[pos], t.strftime("%Y-%m-%d %H:%M:%S")]))
            vid += 1
    fname = "votos_goty_2025.csv"
    write_bytes(fname, b"\xef\xbb\xbf" + ("\r\n".join(lines) + "\r\n").encode("utf-8"))
    EXPECTED[fname] = entry(
        "Adminer (single-file PHP database manager), table votos_goty_2025 → Export → output 'save', format 'TSV', "
        "a Brazilian Discord gaming community's Game of the Year vote stored by a bot in MariaDB",
        "Long format: one row per (voter, pick) with row id, Discord snowflake id, nickname, game, position 1-3 and "
        "points 5/3/1, timestamp; some voters gave fewer than three picks",
        "Checked against a source: Adminer's dump_csv (TAB for 'TSV', CRLF, quote only on '\"', newline, TAB, a leading "
        "0 or a trailing-zero decimal) and dumpTable (UTF-8 BOM, header of field names); the file keeps Adminer's "
        ".csv extension (from memory)",
        "Sum of the pontos column per jogo (5/3/1 for 1st/2nd/3rd)",
        games, s,
        ["Most frequently named game is not the points winner", "First row's game is not the winner",
         "18-digit discord_id numbers", "posicao (1 = best) column", "BOM + TAB separator in a .csv file"],
        winner=top(s))


# ----------------------------------------------------------------------------- 11 Onlinepesquisa (ask)
def gen_onlinepesquisa():
    title = "Consulta do Grêmio Estudantil 2026 - EE Profª Maria Aparecida Teixeira"
    qd = "1. Você é:"
    od = ["Aluno(a) do Ensino Médio", "Aluno(a) do Fundamental II", "Professor(a) ou funcionário(a)",
          "Pai, mãe ou responsável"]
    q2 = "2. Qual tema você prefere para a Festa Junina?"
    o2 = ["Arraiá Sertanejo", "Festa no Sítio do Picapau", "Arraiá Nordestino - Forró pé de serra",
          "Quermesse Caipira Tradicional", "Outro"]
    q3 = "3. Qual destino para a excursão de formatura do 3º ano?"
    o3 = ["Beto Carrero World (SC)", "Campos do Jordão", "Holambra e Hopi Hari", "Ilhabela", "Outro"]

    def make(seed):
        rng = random.Random(seed)
        n = 214
        dem = [rng.choices(od, [8, 3, 1, 1])[0] for _ in range(n)]
        a2 = [rng.choices(o2 + [None], [2, 1.2, 3.2, 1.6, 0.3, 0.2])[0] for _ in range(n)]
        a3 = [rng.choices(o3 + [None], [3.1, 1.5, 2.0, 1.3, 0.2, 0.25])[0] for _ in range(n)]
        return dem, a2, a3

    def cnt(a, o):
        return {x: sum(1 for v in a if v == x) for x in o}

    def ok(d):
        dem, a2, a3 = d
        c2, c3, cd = cnt(a2, o2), cnt(a3, o3), cnt(dem, od)
        return (clear_margin(c2, 0.2) and clear_margin(c3, 0.2) and max(cd.values()) > max(c2.values()) + 20
                and top(c2) != o2[0] and top(c3) == o3[0] and abs(max(c2.values()) - max(c3.values())) < 12)

    seed, (dem, a2, a3) = seed_search(make, ok, 1100)
    cd, c2, c3 = cnt(dem, od), cnt(a2, o2), cnt(a3, o3)

    def pct(x, n):
        return ("%.1f%%" % (100.0 * x / n)).replace(".", ",")
    rows = [["Relatório de resultados"], ["Pesquisa: " + title], ["Período: 02/03/2026 a 13/03/2026"],
            ["Total de respondentes: %d" % len(dem)], []]
    for q, o, c in ((qd, od, cd), (q2, o2, c2), (q3, o3, c3)):
        n = sum(c.values())
        rows.append([q])
        rows.append(["Alternativa", "Respostas", "%"])
        for x in o:
            rows.append([x, str(c[x]), pct(c[x], n)])
        rows.append(["Total", str(n), "100,0%"])
        rows.append(["Não responderam", str(len(dem) - n), ""])
        rows.append([])
    rows.append(["Gerado por onlinepesquisa.com em 13/03/2026 18:02"])
    fname = "relatorio_consulta_gremio_2026.csv"
    write_bytes(fname, csv_text(rows, delimiter=";").encode("latin-1"))
    EXPECTED[fname] = entry(
        "Onlinepesquisa (onlinepesquisa.com, Brazilian survey service), Resultados → Relatório → Exportar CSV, a "
        "São Paulo state school's student-union consultation",
        "Ready-made count tables: title block, then per question a header line, Alternativa / Respostas / % rows, "
        "Total and 'Não responderam' rows; three questions (a respondent-type question and two real ones)",
        "From memory; not verified (the site's report export was not found in the search corpora)",
        "Count of answers per alternative in each of the two consultation questions",
        {q2: o2, q3: o3}, {q2: c2, q3: c3},
        ["Respondent-type question first whose top value outnumbers every option", "Total rows",
         "Percentages with decimal comma", "'Não responderam' rows", "'Outro' options"],
        answer="ask", acceptable={q2: top(c2), q3: top(c3)},
        ask_because="The consultation had two separate questions of equal standing (Festa Junina theme and the "
                    "3rd-year trip destination); the file does not say which result the user wants.")


# ----------------------------------------------------------------------------- 12 Limundo bid list
def gen_limundo():
    bidders = ["m***a (214)", "s***k (87)", "d***9 (1032)", "v***n (15)", "j***a (356)", "n***k (42)", "z***r (8)"]

    def make(seed):
        rng = random.Random(seed)
        amt = 5000
        bids = []
        t = dt.datetime(2026, 3, 8, 10, 0, 0)
        last = None
        caps = {b: rng.choice([7000, 9000, 11000, 12500, 14000, 16000, 18000]) for b in bidders}
        while True:
            cand = [b for b in bidders if b != last and caps[b] > amt]
            if not cand:
                break
            b = rng.choice(cand)
            amt = amt + rng.choice([500, 500, 1000, 1500])
            amt = min(amt, caps[b])
            t += dt.timedelta(minutes=rng.randint(3, 600), seconds=rng.randint(0, 59))
            bids.append({"who": b, "amt": amt, "t": t, "ok": True})
            last = b
        # a late high bid that was withdrawn
        t += dt.timedelta(minutes=17, seconds=rng.randint(0, 59))
        bids.append({"who": rng.choice(bidders), "amt": bids[-1]["amt"] + 2500, "t": t, "ok": False})
        return bids

    def fmt(a):
        return "{:,.2f}".format(a).replace(",", "X").replace(".", ",").replace("X", ".") + " din"

    def revenue(bids):
        best = {}
        for b in bids:
            if b["ok"]:
                best[b["who"]] = max(best.get(b["who"], 0), b["amt"])
        amts = sorted(set(b["amt"] for b in bids if b["ok"]))
        return {a: a * sum(1 for v in best.values() if v >= a) for a in amts}

    def ok(bids):
        r = revenue(bids)
        return (clear_margin(r, 0.05) and len(bids) >= 14 and len(set(b["who"] for b in bids if b["ok"])) >= 5
                and top(r) != max(r))

    seed, bids = seed_search(make, ok, 1200)
    r = revenue(bids)
    L = ["Istorija ponuda", "",
         "Šahovska garnitura od orahovog drveta sa potpisima učesnika Olimpijade 1990 - humanitarna aukcija ŠK "
         "„Mladost“ Novi Sad", "Početna cena: 5.000,00 din", "Broj ponuda: %d" % len(bids), "",
         "Kupac\tPonuda\tVreme ponude"]
    for b in reversed(bids):
        L.append("%s\t%s%s\t%s" % (b["who"], fmt(b["amt"]), "" if b["ok"] else " (ponuda povučena)",
                                  b["t"].strftime("%d.%m.%Y. %H:%M:%S")))
    L.append("")
    L.append("* Prikazane su sve ponude, uključujući i povučene.")
    text = "\n".join(L) + "\n"
    text = text.replace("„", '"').replace("“", '"')
    fname = "Limundo_istorija_ponuda_sahovska_garnitura.txt"
    write_bytes(fname, text.encode("iso8859_2"))
    cands = {fmt(a): v for a, v in r.items()}
    EXPECTED[fname] = entry(
        "Limundo.com (Serbian online auction site), ended auction → 'Istorija ponuda' (bid history) selected in "
        "Firefox, pasted as unformatted text into LibreOffice Writer on Linux and saved as Text with encoding "
        "'Eastern European (ISO-8859-2)'",
        "Bid list: title block with item and starting price, Kupac / Ponuda / Vreme ponude rows newest first, several "
        "bids per masked bidder, the highest bid withdrawn ('ponuda povučena'), footnote",
        "From memory (masked usernames with feedback score in brackets, 'din' amounts with dot thousands and "
        "decimal comma); not verified",
        "Best posted price: valid bid amount b maximising b × number of bidders whose highest valid bid ≥ b "
        "(withdrawn bid ignored)",
        list(cands.keys()), cands,
        ["Withdrawn top bid", "Starting price line (5.000,00 din)", "Several bids per bidder",
         "Feedback scores in brackets after usernames", "Dot thousands + decimal comma", "Newest first"],
        winner=fmt(top(r)))


# ----------------------------------------------------------------------------- 13 Formaloo (1st/2nd/3rd)
def gen_formaloo():
    opts = ["ردیف‌نوازی سنتی (دستگاه شور)", "ارکستر زهی – آثار کلاسیک", "موسیقی فولکلور کردی و لری",
            "گروه کُر – آثار معاصر ایرانی", "موسیقی فیلم ایرانی", "جاز و فیوژن"]
    w = [1.0, 1.1, 2.6, 1.2, 1.5, 0.9]
    facs = ["فنی و مهندسی", "علوم پایه", "ادبیات و علوم انسانی", "هنر و معماری", "پزشکی"]

    def make(seed):
        rng = random.Random(seed)
        resp = []
        for i in range(96):
            ch = []
            k = rng.choices([3, 2, 1], [12, 2, 1])[0]
            while len(ch) < k:
                o = rng.choices(opts, w)[0]
                if o not in ch:
                    ch.append(o)
            resp.append({"fac": rng.choices(facs, [10, 2, 2, 3, 1])[0], "ch": ch})
        return rng, resp

    def agg(resp):
        b = {o: 0 for o in opts}
        f = {o: 0 for o in opts}
        for r in resp:
            for pos, o in enumerate(r["ch"]):
                b[o] += 3 - pos
                if pos == 0:
                    f[o] += 1
        return b, f

    def ok(d):
        _, resp = d
        b, f = agg(resp)
        fc = {x: sum(1 for r in resp if r["fac"] == x) for x in facs}
        return (clear_margin(b, 0.1) and clear_margin(f, 0.1) and top(b) == top(f) == opts[2]
                and max(fc.values()) > max(f.values()))

    seed, (rng, resp) = seed_search(make, ok, 1300)
    b, _ = agg(resp)
    hdr = ["Row", "Submit Code", "Submitted At", "دانشکده", "اولویت اول", "اولویت دوم", "اولویت سوم",
           "ایمیل دانشگاهی (اختیاری)", "IP Address"]
    out = [hdr]
    day, hh, mm = 20, 9, 0
    for i, r in enumerate(resp, 1):
        mm += rng.randint(5, 120)
        hh += mm // 60
        mm %= 60
        if hh >= 23:
            day += 1
            hh = 8
        code = "".join(rng.choice("abcdefghijkmnpqrstuvwxyz23456789") for _ in range(8))
        ch = r["ch"] + [""] * (3 - len(r["ch"]))
        mail = ("st%d@shirazu.example.ir" % rng.randint(9810000, 9839999)) if rng.random() < 0.4 else ""
        out.append([str(i), code, "1404/11/%02d - %02d:%02d" % (day, hh, mm), r["fac"]] + ch +
                   [mail, "5.%d.%d.%d" % (rng.randint(112, 127), rng.randint(0, 255), rng.randint(1, 254))])
    fname = "formaloo_concert_program_vote_1404.csv"
    write_bytes(fname, ("\ufeff" + csv_text(out, lineterminator="\n")).encode("utf-8"))
    EXPECTED[fname] = entry(
        "Formaloo (online form builder, Persian form), Form → Results → Export → CSV, an Iranian university music "
        "society's vote on the spring concert programme",
        "Ranked choice as '1st/2nd/3rd priority' dropdown columns (اولویت اول/دوم/سوم) after a faculty question, "
        "with row number, submit code, Jalali submission date, optional e-mail and IP; some give only 1-2 priorities",
        "From memory (system columns in English, field titles as typed, Solar Hijri dates); not verified",
        "Borda 3-2-1 over the three priority columns (same winner by first priorities)",
        opts, b,
        ["Faculty column first; its top value outnumbers every option's first priorities",
         "Jalali dates (1404/11/..)", "Blank 2nd/3rd priorities", "Submit codes and IPs", "RTL text with ZWNJ"],
        winner=top(b))


# ----------------------------------------------------------------------------- 14 Argentina xlsx
def gen_argentina():
    lists = ["Lista 3 – Nuevo Rumbo", "Lista 5 – Unidad Estudiantil", "Lista 12 – Movimiento Sur",
             "Lista 21 – Izquierda Universitaria"]
    strength = [1.0, 1.5, 1.1, 0.55]
    mesas = [(1, "Ciencias Económicas"), (2, "Ciencias Económicas"), (3, "Derecho"), (4, "Derecho"),
             (5, "Ingeniería"), (6, "Ingeniería"), (7, "Ingeniería"), (8, "Filosofía y Letras"),
             (9, "Filosofía y Letras"), (10, "Ciencias Médicas"), (11, "Ciencias Médicas"), (12, "Artes y Diseño"),
             (13, "Ciencias Agrarias"), (14, "Ciencias Políticas y Sociales")]

    def make(seed):
        rng = random.Random(seed)
        rows = []
        for m, fac in mesas:
            hab = rng.randint(620, 980)
            vot = int(hab * rng.uniform(0.38, 0.61))
            blank = rng.randint(4, 25)
            nul = rng.randint(2, 14)
            rest = vot - blank - nul
            loc = [s * rng.uniform(0.6, 1.4) for s in strength]
            v = [0] * len(lists)
            for _ in range(rest):
                v[rng.choices(range(len(lists)), loc)[0]] += 1
            rows.append({"mesa": m, "fac": fac, "hab": hab, "v": v, "blank": blank, "nul": nul, "vot": vot})
        return rows

    def tot(rows):
        return {l: sum(r["v"][i] for r in rows) for i, l in enumerate(lists)}

    def ok(rows):
        t = tot(rows)
        return clear_margin(t, 0.12) and top(t) == lists[1] and sum(r["blank"] for r in rows) < min(t.values())

    seed, rows = seed_search(make, ok, 1400)
    t = tot(rows)
    wb = openpyxl.Workbook()
    wb.properties.creator = "Junta Electoral FEUC"
    ws = wb.active
    ws.title = "Notas"
    notes = ["Federación de Estudiantes Universitarios de Cuyo (FEUC)",
             "Elecciones de Mesa Directiva 2026 – Escrutinio definitivo",
             "",
             "Contenido del archivo:",
             "  • Hoja 'Escrutinio por mesa': votos por mesa y por lista, blancos, nulos y total.",
             "  • Electores habilitados según padrón definitivo del 02/05/2026.",
             "  • Las actas de las mesas 6 y 11 fueron recontadas a pedido de la Lista 12.",
             "",
             "Junta Electoral – 15 de mayo de 2026",
             "Este archivo reemplaza la versión provisoria publicada el 14/05."]
    for n in notes:
        ws.append([n])
    ws["A1"].font = Font(bold=True, size=14)
    ws.column_dimensions["A"].width = 90
    ws2 = wb.create_sheet("Escrutinio por mesa")
    ws2.append(["Elecciones FEUC 2026 – Escrutinio definitivo por mesa"])
    ws2["A1"].font = Font(bold=True, size=12)
    ws2.append([])
    ws2.append(["Mesa", "Facultad", "Electores habilitados"] + lists + ["En blanco", "Nulos", "Total votantes",
                                                                           "Participación"])
    for c in ws2[3]:
        c.font = Font(bold=True)
    for r in rows:
        ws2.append([r["mesa"], r["fac"], r["hab"]] + r["v"] + [r["blank"], r["nul"], r["vot"],
                                                              round(r["vot"] / r["hab"], 4)])
        ws2.cell(ws2.max_row, 11).number_format = "0.0%"
        ws2.cell(ws2.max_row, 3).number_format = "#,##0"
    hab = sum(r["hab"] for r in rows)
    vot = sum(r["vot"] for r in rows)
    ws2.append(["TOTAL", None, hab] + [t[l] for l in lists] + [sum(r["blank"] for r in rows),
                                                               sum(r["nul"] for r in rows), vot, round(vot / hab, 4)])
    for c in ws2[ws2.max_row]:
        c.font = Font(bold=True)
    ws2.cell(ws2.max_row, 11).number_format = "0.0%"
    ws2.cell(ws2.max_row, 3).number_format = "#,##0"
    valid = sum(t.values())
    ws2.append(["% s/ votos válidos", None, None] + [round(t[l] / valid, 4) for l in lists])
    for j in range(4, 4 + len(lists)):
        ws2.cell(ws2.max_row, j).number_format = "0.00%"
    ws2.append([])
    ws2.append(["(*) Mesas 6 y 11 recontadas."])
    ws2.column_dimensions["B"].width = 30
    fname = "FEUC_2026_escrutinio_definitivo.xlsx"
    save_xlsx(wb, fname)
    EXPECTED[fname] = entry(
        "Microsoft Excel para Mac 16 (español – Argentina), a student federation's electoral board workbook, "
        "saved as .xlsx",
        "Results by unit: read-me sheet first ('Notas'), then 'Escrutinio por mesa' with a title, polling tables "
        "(mesas) as rows, lists as columns, electores habilitados, blank, null, total and turnout columns, a TOTAL "
        "row, a percentage row and a footnote",
        "Hand-made workbook; layout typical of Argentine student-election results sheets, from memory",
        "Total votes per list over all mesas (TOTAL row)",
        lists, t,
        ["Read-me sheet first", "Electores habilitados column is the largest number",
         "En blanco / Nulos / Total votantes columns", "TOTAL and % rows", "Mesa numbers", "Participación %"],
        winner=top(t))


# ----------------------------------------------------------------------------- 15 LINE (Thai) poll
def gen_line():
    opts = ["ป้ายโฆษณาในสถานีรถไฟฟ้า BTS สยาม", "บริจาคเลือดในนามแฟนคลับ", "ทำคัพสลีฟร้านกาแฟ 3 สาขา",
            "บริจาคของให้มูลนิธิเด็กอ่อน", "ขึ้นจอ LED ที่เซ็นทรัลเวิลด์"]
    w = [1.2, 0.9, 2.4, 1.1, 1.3]

    def make(seed):
        rng = random.Random(seed)
        votes = [rng.choices(opts, w)[0] for _ in range(187)]
        return {o: votes.count(o) for o in opts}

    def ok(c):
        return clear_margin(c, 0.15) and top(c) == opts[2]

    seed, c = seed_search(make, ok, 1500)
    L = ["แฟนคลับ Nova Stella ประเทศไทย (312)",
         "",
         "โหวต: โปรเจกต์วันเกิดน้องจีฮุน ปีนี้ทำอะไรดี?",
         "สร้างโดย Admin_Ploy  01/03/2026 20:15",
         "สิ้นสุด 08/03/2026 23:59 (ปิดโหวตแล้ว)",
         "เลือกได้ 1 ข้อ",
         ""]
    for o in opts:
        L.append("%s" % o)
        L.append("%d โหวต" % c[o])
    L.append("")
    L.append("ผู้เข้าร่วม %d คน" % sum(c.values()))
    L.append("สมาชิกในกลุ่ม 312 คน")
    fname = "LINE_vote_NovaStella_TH_bday.txt"
    write_bytes(fname, ("\r\n".join(L) + "\r\n").encode("cp874"))
    EXPECTED[fname] = entry(
        "LINE (PC app, Thai UI), a K-pop fan club group's vote (โหวต) result screen selected and copied into Windows "
        "Notepad on Thai Windows, saved as ANSI (Windows-874)",
        "Pasted poll result: header lines (group name with member count, title, creator, end time, 'choose 1'), "
        "each option on one line with 'N โหวต' on the next, participants and members counts at the end",
        "From memory of LINE's vote screen; not verified",
        "Votes per option",
        opts, c,
        ["Member count 312 and participant count 187 are bigger than any option", "Counts on the line after the option",
         "Group member count in brackets in the title", "Dates and times in header", "Thai in Windows-874"],
        winner=top(c))


def main():
    for f in (gen_lichess, gen_hytek, gen_ona, gen_startquestion, gen_ogae, gen_fpl, gen_vn, gen_urdu,
              gen_classtime, gen_adminer, gen_onlinepesquisa, gen_limundo, gen_formaloo, gen_argentina, gen_line):
        f()
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2, sort_keys=True)
        fh.write("\n")
    print("wrote %d files" % len(EXPECTED))


if __name__ == "__main__":
    main()
