#!/usr/bin/env python3
"""Blind test set ZW: 15 synthetic exports from sports, fitness, outdoor and games tools.

Deterministic: fixed seeds, fixed xlsx document properties and zip entry dates.
Run from the repository root:  .venv/bin/python tests/blind/set_zw/make_set.py
Writes the files and expected.json next to this script.  Standard library + openpyxl only.
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

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED = dt.datetime(2026, 4, 20, 9, 30, 0)
EXPECTED = OrderedDict()


# ----------------------------------------------------------------------------- helpers
def out(name, data):
    with open(os.path.join(HERE, name), "wb") as fh:
        fh.write(data)


def q(field, sep, quote_all=False):
    s = "" if field is None else str(field)
    if quote_all or any(c in s for c in (sep, '"', "\n", "\r")):
        return '"' + s.replace('"', '""') + '"'
    return s


def line(fields, sep=",", quote_all=False):
    return sep.join(q(f, sep, quote_all) for f in fields)


def save_xlsx(wb, name):
    wb.properties.created = FIXED
    wb.properties.modified = FIXED
    wb.properties.creator = "user"
    wb.properties.lastModifiedBy = "user"
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    dst_buf = io.BytesIO()
    with zipfile.ZipFile(dst_buf, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 4, 20, 9, 30, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = info.external_attr
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":  # openpyxl stamps 'modified' with the save time
                data = re.sub(rb"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)",
                              rb"\g<1>2026-04-20T09:30:00Z\g<2>", data)
            dst.writestr(zi, data)
    out(name, dst_buf.getvalue())


def ranked(scores):
    return sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))


def margin_ok(scores, m=0.05):
    r = ranked(scores)
    return r[0][1] > 0 and (r[0][1] - r[1][1]) / r[0][1] >= m


def rnd(x, n=4):
    return round(float(x), n)


def add(name, tool, shape, evidence, question, candidates, scores, traps,
        answer="winner", winner=None, acceptable=None, ask_because=None):
    if answer == "winner":
        r = ranked(scores)
        assert winner is None or winner == r[0][0], (name, winner, r[:2])
        winner = r[0][0]
        assert margin_ok(scores), (name, r[:3])
        scores = OrderedDict((k, rnd(v)) for k, v in scores.items())
    else:
        scores = OrderedDict((qk, OrderedDict((k, rnd(v)) for k, v in sv.items()))
                             for qk, sv in scores.items())
    EXPECTED[name] = OrderedDict([
        ("tool", tool), ("shape", shape), ("format_evidence", evidence),
        ("answer", answer), ("winner", winner), ("acceptable", acceptable),
        ("ask_because", ask_because), ("question", question),
        ("candidates", candidates), ("scores", scores), ("traps", traps)])


# ----------------------------------------------------------------------------- 1 TeamSnap
def f_teamsnap():
    name = "TeamSnap_availability_Riverside_Thunder_U12_extra_practice_Apr2026.csv"
    slots = ["Extra Practice (Option A) - Tue 04/14/2026 6:00 PM",
             "Extra Practice (Option B) - Thu 04/16/2026 6:00 PM",
             "Extra Practice (Option C) - Sat 04/18/2026 9:00 AM",
             "Extra Practice (Option D) - Sun 04/19/2026 4:00 PM"]
    probs = [(0.40, 0.25, 0.35), (0.45, 0.20, 0.35), (0.66, 0.18, 0.16), (0.48, 0.22, 0.30)]
    people = [("Mason", "Alvarez", "7"), ("Ethan", "Brooks", "10"), ("Liam", "Chen", "4"),
              ("Noah", "Delgado", "22"), ("Aiden", "Eriksen", "9"), ("Lucas", "Fontaine", "11"),
              ("Jayden", "Garcia", "3"), ("Owen", "Harper", "15"), ("Caleb", "Ibrahim", "6"),
              ("Wyatt", "Jensen", "19"), ("Leo", "Kowalski", "2"), ("Gavin", "Lopez", "14"),
              ("Isaac", "Murphy", "8"), ("Eli", "Nakamura", "17"), ("Miles", "O'Brien", "5"),
              ("Ryan", "Patel", "12"), ("Diego", "Quintero", "21")]
    staff = [("Dana", "Whitfield", "", "Yes"), ("Marcus", "Greene", "", "Yes")]
    for seed in range(1, 200):
        rng = random.Random(1000 + seed)
        rows = []
        for fn, ln, no in people:
            marks = []
            for (py, pm, pn) in probs:
                if rng.random() < 0.08:
                    marks.append("")
                    continue
                x = rng.random()
                marks.append("Yes" if x < py else ("Maybe" if x < py + pm else "No"))
            rows.append([fn, ln, no, "No"] + marks)
        for fn, ln, no, np_ in staff:
            rows.append([fn, ln, no, np_] + [rng.choice(["Yes", "Yes", "Maybe"]) for _ in slots])
        sc = OrderedDict((s, 0.0) for s in slots)
        for r in rows:
            for s, v in zip(slots, r[4:]):
                sc[s] += 1.0 if v == "Yes" else (0.5 if v == "Maybe" else 0.0)
        if ranked(sc)[0][0] == slots[2] and margin_ok(sc, 0.08):
            break
    else:
        raise RuntimeError("no seed satisfied the constraints")
    header = ["First Name", "Last Name", "Jersey Number", "Non-Player"] + slots
    lines = [line(header, quote_all=True)]
    for r in rows:
        lines.append(line(r, quote_all=True))
    lines.append(line([""] * len(header), quote_all=True))
    for lab, val in (("Total Yes", "Yes"), ("Total Maybe", "Maybe"), ("Total No", "No"), ("No Response", "")):
        lines.append(line([lab, "", "", ""] + [str(sum(1 for r in rows if r[4 + i] == val)) for i in range(len(slots))],
                          quote_all=True))
    out(name, ("\ufeff" + "\r\n".join(lines) + "\r\n").encode("utf-8"))
    add(name, "TeamSnap (team and club management app), team → Availability → Export (CSV), a U12 soccer team choosing an extra practice slot",
        "Scheduling poll: one row per roster member (players and two non-players) and one column per candidate practice event with Yes / Maybe / No / empty (no reply); four footer rows count Yes, Maybe, No and no response per event.",
        "Partly checked: TeamSnap's help centre (stored pages on schedule import/export) uses US MM/DD/YYYY dates, HH:MM AM/PM times and CSV files; the availability export's column names, the Non-Player column and the footer count rows are from memory, unverified; UTF-8 BOM, every field quoted and CRLF are assumptions.",
        "scheduling poll: yes = 1, maybe = 0.5 per event column (footer count rows excluded)",
        slots, sc,
        ["jersey numbers column", "footer rows 'Total Yes/Maybe/No/No Response' must not be counted as participants",
         "non-player staff rows", "empty cells = no reply"])


# ----------------------------------------------------------------------------- 2 ACBLscore (ask)
def f_acbl():
    name = "ACBLscore_Lakeview_BC_Tue_Aft_Open_Pairs_2026-04-14.txt"
    ns_names = ["Renée Dufour - Günter Koch", "Patricia Vance - Lloyd Harmon", "Beverly Ostrom - Carl Ostrom",
                "José Muñoz - Ellen Fairbanks", "Margaret Liu - Howard Tait", "Judith Pike - Sam Abernathy",
                "Dolores Quinn - Vernon Styles"]
    ew_names = ["Frank Delacroix - Ruth Söderlund", "Gail Hennessy - Tom Brandt",
                "Irene Kowal - Walter Pryce", "Nancy Ober - Phil Gardner", "Sandra Mills - Roger Yates",
                "Eleanor Voss - Ned Carrow", "Hazel Brun - Arthur Mayhew"]
    boards, top = 21, 6
    total = boards * top * 7 // 2  # 441 matchpoints per direction

    def gen(seed, lead_idx):
        rng = random.Random(seed)
        while True:
            raw = [rng.gauss(63, 8) for _ in range(7)]
            raw[lead_idx] += 14
            s = sum(raw)
            vals = [round(v * total / s * 2) / 2 for v in raw]
            diff = total - sum(vals)
            vals[-1] += diff
            sc = {i: v for i, v in enumerate(vals)}
            if max(vals) == vals[lead_idx] and margin_ok(sc, 0.06) and min(vals) > 35:
                return vals

    ns = gen(21, 3)
    ew = gen(37, 5)
    mp_awards = [1.05, 0.74, 0.52]

    def section(title, pairs_first_no, names, vals):
        order = sorted(range(7), key=lambda i: -vals[i])
        rank = {i: k + 1 for k, i in enumerate(order)}
        rows = []
        rows.append(f"  Section A   {title:<12}            Top on board: {top}   Boards: {boards}   Average: {total / 7:6.1f}")
        rows.append("")
        rows.append("  Pair  Names                                  Pct    Score  Rank   MPs")
        rows.append("  ----  -------------------------------------  -----  -----  ----   ----")
        for i in range(7):
            pct = vals[i] / (boards * top) * 100
            mp = f"{mp_awards[rank[i] - 1]:.2f}" if rank[i] <= 3 else ""
            rows.append(f"  {pairs_first_no + i:>4}  {names[i]:<37}  {pct:5.2f}  {vals[i]:5.1f}  {rank[i]:>4}   {mp:>4}")
        return rows

    text = []
    text.append("                              LAKEVIEW BRIDGE CLUB")
    text.append("                     Tuesday Afternoon Open Pairs  -  Mitchell")
    text.append("                                 April 14, 2026")
    text.append("                 Club Championship   Sanction #L071422   7 tables")
    text.append("")
    text += section("North-South", 1, ns_names, ns)
    text.append("")
    text.append("")
    text += section("East-West", 1, ew_names, ew)
    text.append("")
    text.append("  Director: B. Halvorsen      ACBLscore ver 7.86      Printed 04/14/2026  4:52 PM")
    text.append("  Masterpoints are pending verification by ACBL.")
    data = ("\r\n".join(text) + "\r\n\x0c").encode("cp437")
    out(name, data)
    pct_ns = OrderedDict((n, v / (boards * top) * 100) for n, v in zip(ns_names, ns))
    pct_ew = OrderedDict((n, v / (boards * top) * 100) for n, v in zip(ew_names, ew))
    wn, we = ranked(pct_ns)[0][0], ranked(pct_ew)[0][0]
    add(name, "ACBLscore (ACBL's DOS/Windows club game scoring program), game results printed to a text file, a club pairs game in a Mitchell movement",
        "Printed fixed-width report: a centred title block, then two rankings (Section A North-South and Section A East-West), each with pair number, pair names, percentage, matchpoint score, rank and masterpoint award; a footer with director and version.",
        "From memory, unverified: ACBLscore club game recaps show N-S and E-W pairs ranked separately in a Mitchell movement with Pct, Score (matchpoints) and masterpoint awards; the exact column layout, the title lines and the footer are my approximation (code search found only ACBL databases with ns_match_points / ew_match_points per section, no printed recap). Written as DOS code page 437 with CRLF and a trailing form feed, as a DOS program printing to file would.",
        "percentage of matchpoints (equivalently matchpoint score) per direction",
        OrderedDict([("North-South", ns_names), ("East-West", ew_names)]),
        OrderedDict([("North-South", pct_ns), ("East-West", pct_ew)]),
        ["pair numbers restart at 1 in each direction", "masterpoint award column", "rank column (1 = best)",
         "sanction number and version numbers in the title block/footer"],
        answer="ask", winner=None,
        acceptable=OrderedDict([("North-South", wn), ("East-West", we)]),
        ask_because="A Mitchell game has two winners of equal standing, one North-South and one East-West; the file ranks the two directions separately and neither is the overall winner.")


# ----------------------------------------------------------------------------- 3 Chess.com vote chess
def f_chesscom():
    name = "chesscom_vote_chess_Tallinn_Knights_vs_Bay_Area_Blitzers_game2_move21.txt"
    moves = ["Qh5", "Rxe6", "Bd3", "h4", "Nf5", "Qg4"]
    counts = {"Qh5": 6, "Rxe6": 11, "Bd3": 4, "h4": 2, "Nf5": 5, "Qg4": 1}
    order = ["Qh5", "Bd3", "Rxe6", "Nf5", "h4", "Qg4"]  # order of first vote
    rng = random.Random(303)
    pool = ["kaarel_m", "LiisiTamm", "raudrüütel", "Mihkel_K", "ottepaa", "nordic_knightmare", "TallinnTempo",
            "juku1999", "karl_vaher", "EveSaar", "anders_ee", "SiimR", "p_lepik", "MerleMoves", "TarmoT",
            "kristjan_tln", "HelenaRook", "veikko_fi", "madis_blitz", "Urmas64", "RistoR", "gambit_greta",
            "ainar", "LauriLaev", "PiretP", "tonu_chess", "kadriorg_king", "ReinuvaderRebane", "sten_s"]
    rng.shuffle(pool)
    rating = {u: rng.randint(1150, 2050) for u in pool}
    voters, k = {}, 0
    for m in order:
        voters[m] = [(pool[k + i], rating[pool[k + i]]) for i in range(counts[m])]
        k += counts[m]
    total = sum(counts.values())
    t = []
    t += ["Vote Chess", "Tallinn Knights vs Bay Area Blitzers", "Game 2 of 4  ·  Move 21  ·  Tallinn Knights play White",
          "Voting closes in 1 day 6 hrs  ·  Move time limit: 3 days", "",
          "Previous move: 20. Re1 (chosen with 9 votes)   Opponent replied 20... Nd7", "",
          f"Votes ({total})", ""]
    for m in order:
        t.append(f"{m}    {counts[m]} vote{'s' if counts[m] != 1 else ''}")
        t.append("    " + ", ".join(f"{u} ({r})" for u, r in voters[m]))
        t.append("")
    t += ["Members who have not voted: 14", "", "Discussion (8)", ""]
    comments = [
        ("MerleMoves", "1788", "Qh5 looks scary but after ...Nf6 the queen just gets kicked. Qh5?! at best."),
        ("raudrüütel", "1930", "I ran it: Rxe6 fxe6 Qg4 and the e6 pawn falls. Rxe6 is +1.4 for me."),
        ("juku1999", "1402", "qh5 qh5 qh5!! go for mate"),
        ("TarmoT", "1655", "Nf5 is the quiet move, keeps all the pressure. Qh5 can wait a move."),
        ("SiimR", "1841", "Voted Rxe6. Please don't vote h4 again, we lost a tempo last game with h4."),
        ("ottepaa", "1560", "Bd3 first, then Qh5 next move?"),
        ("kaarel_m", "1812", "Remember: 21. Qh5 Nf6 22. Qh4 and we are just back where we started."),
        ("HelenaRook", "1699", "Rxe6 — exchange sac, but the bishop pair comes alive. 2 days left, vote!"),
    ]
    for u, _r, c in comments:
        t.append(f"{u} ({rating[u]})  ·  {rng.randint(1, 22)}h ago")
        t.append(c)
        t.append("")
    t.append("Game chat is visible to Tallinn Knights members only.")
    out(name, ("\n".join(t) + "\n").encode("utf-8"))
    add(name, "Chess.com (Vote Chess, a club-versus-club game where members vote on each move), vote page selected in the browser and pasted into a text editor",
        "Ready-made counts in a browser paste: title lines, the previous move with its vote count, then each candidate move with 'n votes' and the voters (usernames with ratings in brackets) on the next line, then a discussion with ratings and timestamps.",
        "From memory, unverified: Vote Chess shows candidate moves with their vote counts and who voted while voting is open; the wording, the order of moves and the discussion block are my approximation (no search done). UTF-8, LF, as a Linux text editor saves it.",
        "count of votes per candidate move",
        order, OrderedDict((m, counts[m]) for m in order),
        ["winner is not the first move listed", "previous move's vote count (9) in the header",
         "player ratings in brackets (1150-2050)", "discussion mentions Qh5 most often", "'Members who have not voted: 14'"])


# ----------------------------------------------------------------------------- 4 Strava club leaderboard (xlsx)
def f_strava():
    name = "Strava_Club_Bestenliste_Lauftreff_Lautertal_KW15_2026.xlsx"
    names = ["Jonas K.", "Miriam S.", "Tobias W.", "Anke R.", "Felix B.", "Sabine H.", "Dirk M.", "Lea F.",
             "Christoph P.", "Nadine G.", "Uwe T.", "Kerstin L.", "Marco D.", "Julia Z.", "Stefan Ö.", "Petra V.",
             "Timo A.", "Carina E."]
    for seed in range(1, 500):
        rng = random.Random(4400 + seed)
        rows = []
        for n in names:
            runs = rng.randint(1, 7) if n != "Miriam S." else 5
            lo, hi = (5, 14) if n != "Miriam S." else (14, 21)
            dist = round(sum(rng.uniform(lo, hi) for _ in range(runs)), 1)
            longest = round(min(dist, dist / runs * rng.uniform(1.0, 1.8)), 1)
            elev = int(dist * rng.uniform(4, 22))
            pace = rng.randint(270, 420)
            rows.append([n, dist, runs, longest, pace, elev])
        rows.sort(key=lambda r: -r[1])
        sc = {r[0]: r[1] for r in rows}
        top_elev = max(rows, key=lambda r: r[5])
        top_runs = max(rows, key=lambda r: r[2])
        if (margin_ok(sc, 0.07) and top_elev[0] != rows[0][0] and top_runs[0] != rows[0][0]
                and top_elev[5] >= 1000 and len({r[1] for r in rows}) == len(rows)):
            break
    else:
        raise RuntimeError("no seed satisfied the constraints")
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Tabelle1"
    ws.append(["Lauftreff Lautertal e.V."])
    ws.append(["Bestenliste · Letzte Woche (06.04.2026 – 12.04.2026)"])
    ws.append([])
    ws.append(["Rang", "Athlet", "Distanz", "Läufe", "Längste", "Ø Pace", "Höhenmeter"])

    def de(x):
        return f"{x:.1f}".replace(".", ",")

    def de_int(x):
        return f"{x:,}".replace(",", ".")
    for i, (n, dist, runs, longest, pace, elev) in enumerate(rows, 1):
        ws.append([i, n, f"{de(dist)} km", runs, f"{de(longest)} km", f"{pace // 60}:{pace % 60:02d} /km",
                   f"{de_int(elev)} m"])
    ws.append([])
    ws.append(["Die Bestenliste wird jeden Sonntag um Mitternacht zurückgesetzt. Es werden nur Läufe von Clubmitgliedern gezählt."])
    ws.column_dimensions["B"].width = 16
    save_xlsx(wb, name)
    sc = OrderedDict((r[0], r[1]) for r in rows)
    add(name, "Strava (club page → Leaderboard, last week; German UI), table selected in the browser and pasted into Excel (German), saved as .xlsx",
        "Score sheet pasted into a worksheet: two title lines and a blank row, then Rang / Athlet / Distanz / Läufe / Längste / Ø Pace / Höhenmeter, one row per member sorted by distance, and a footnote; distances, paces and elevation stay text with their units ('66,3 km', '5:42 /km', '1.024 m').",
        "Column set and order (Rank, Athlete, Distance, Runs, Longest, Avg. Pace, Elev. Gain) and the value forms '66.3 km', '6:06 /km', '514 m' checked against a saved Strava club leaderboard table in a public repository (mocaspike150/leaderboard data/html); the German labels, decimal comma and thousands point of the German UI, and Excel keeping the cells as text because of the unit suffix are from memory, unverified.",
        "distance run in the week (km), as the leaderboard ranks",
        list(sc), sc,
        ["elevation column has larger numbers with thousands points and a different leader",
         "runs column has a different leader", "rank column (1 = best)", "units inside the cells", "footnote row"])


# ----------------------------------------------------------------------------- 5 RussiaRunning (cp1251)
def f_russiarunning():
    name = "RussiaRunning_участники_Полярный_полумарафон_2027.csv"
    opts = ["Северное сияние", "Белый медведь", "Маяк на мысе", "Ледокол «Ленин»"]
    weights = [0.24, 0.20, 0.36, 0.20]
    surn_m = ["Иванов", "Смирнов", "Кузнецов", "Попов", "Васильев", "Петров", "Соколов", "Михайлов", "Новиков",
              "Фёдоров", "Морозов", "Волков", "Алексеев", "Лебедев", "Семёнов", "Егоров", "Павлов", "Козлов",
              "Степанов", "Николаев", "Орлов", "Андреев", "Макаров", "Никитин", "Захаров"]
    first_m = ["Алексей", "Дмитрий", "Сергей", "Андрей", "Максим", "Илья", "Артём", "Иван", "Никита", "Павел"]
    first_f = ["Анна", "Мария", "Екатерина", "Ольга", "Татьяна", "Елена", "Наталья", "Ксения", "Дарья", "Юлия"]
    pat_m = ["Александрович", "Сергеевич", "Игоревич", "Викторович", "Олегович", ""]
    pat_f = ["Александровна", "Сергеевна", "Игоревна", "Викторовна", "Олеговна", ""]
    cities = ["Мурманск", "Мурманск", "Мурманск", "Апатиты", "Кировск", "Североморск", "Санкт-Петербург", "Москва"]
    clubs = ["", "", "", "Бегущий Мурманск", "КЛБ «Север»", "I Love Running", "Хибины Трейл"]
    for seed in range(1, 400):
        rng = random.Random(5100 + seed)
        rows = []
        used = set()
        for i in range(46):
            male = rng.random() < 0.6
            while True:
                s = rng.choice(surn_m)
                f = rng.choice(first_m if male else first_f)
                if (s, f) not in used:
                    used.add((s, f))
                    break
            if not male:
                s = s[:-2] + "ёва" if s.endswith("ёв") else (s + "а" if s[-2:] in ("ов", "ев", "ин") else s)
            p = rng.choice(pat_m if male else pat_f)
            dist = rng.choices(["21,1 км", "10 км", "5 км"], [0.62, 0.26, 0.12])[0]
            fee = {"21,1 км": "2 500,00", "10 км": "1 800,00", "5 км": "1 200,00"}[dist]
            by = rng.randint(1962, 2006)
            bd = f"{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.{by}"
            regd = dt.datetime(2027, 1, 10) + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 70))
            vote = "" if rng.random() < 0.15 else rng.choices(opts, weights)[0]
            shirt = rng.choices(["XS", "S", "M", "L", "XL", "XXL"], [1, 4, 8, 6, 3, 1])[0]
            mail = f"runner{rng.randint(100, 9999)}@{rng.choice(['mail.ru', 'yandex.ru', 'gmail.com', 'bk.ru'])}"
            phone = f"+7 9{rng.randint(10, 99)} ***-**-{rng.randint(10, 99)}"
            rows.append([s, f, p, "М" if male else "Ж", bd, rng.choice(cities), rng.choice(clubs), dist,
                         "Оплачено", fee, regd, mail, phone, shirt, vote])
        rows.sort(key=lambda r: r[10])
        cnt = Counter(r[14] for r in rows if r[14])
        sc = OrderedDict((o, cnt.get(o, 0)) for o in opts)
        dist_top = Counter(r[7] for r in rows).most_common(1)[0][1]
        if ranked(sc)[0][0] == "Маяк на мысе" and margin_ok(sc, 0.12) and dist_top > max(sc.values()) \
                and rows[0][14] != "Маяк на мысе":
            break
    else:
        raise RuntimeError("no seed satisfied the constraints")
    header = ["№", "Стартовый номер", "Фамилия", "Имя", "Отчество", "Пол", "Дата рождения", "Город", "Клуб",
              "Дистанция", "Статус оплаты", "Сумма оплаты, руб.", "Дата регистрации", "E-mail", "Телефон",
              "Размер футболки", "Голосование: выберите дизайн медали 2027 года"]
    lines = [line(header, ";")]
    bib = {"21,1 км": 1001, "10 км": 2001, "5 км": 3001}
    for i, r in enumerate(rows, 1):
        b = bib[r[7]]
        bib[r[7]] += 1
        lines.append(line([i, b] + r[:10] + [r[10].strftime("%d.%m.%Y %H:%M")] + r[11:], ";"))
    out(name, ("\r\n".join(lines) + "\r\n").encode("cp1251"))
    add(name, "RussiaRunning (Russian race-registration platform), organiser's account → event → Участники → Экспорт в CSV (Excel), a northern half marathon whose registration form asked runners to vote for the next year's medal design",
        "Multi-question registration export with metadata: row number, bib, names, sex, birth date, city, club, distance, payment status and amount, registration time, e-mail, masked phone, T-shirt size, then the medal-design vote as the last column (some left it empty).",
        "From memory, unverified: Russian event platforms export participant lists for Excel as ';'-separated Windows-1251 CSV with CRLF; the column titles are my guesses (no search done). Amounts use the Russian format with a space as thousands separator and a decimal comma ('2 500,00'), dates dd.mm.yyyy.",
        "count of responses to the medal-design question (last column)",
        opts, sc,
        ["distance column ('21,1 км') is more frequent than any medal option", "T-shirt size column",
         "bib numbers and row numbers", "amounts with space thousands separator and decimal comma", "empty votes"])


# ----------------------------------------------------------------------------- 6 ZwiftPower flattened long format
def f_zwiftpower():
    name = "zwiftpower_results_flat_Tuesday_Chaingang_Series_S3_catC.csv"
    riders = [("Kyle M. [MCDT]", "MCDT"), ("Aoife Byrne (DIRT)", "DIRT"), ("Ben Okafor", ""),
              ("Sandra Lindqvist [SZR]", "SZR"), ("Paddy Walsh (DIRT)", "DIRT"), ("Tom H [TFC]", "TFC"),
              ("Jules Marchand", ""), ("Rosa Ferreira [SZR]", "SZR"), ("Mike Tran (ZTRI)", "ZTRI"),
              ("Hannah Cole [TFC]", "TFC"), ("Grzegorz Nowak", ""), ("Eilidh Fraser [SZR]", "SZR"),
              ("Vikram Rao (ZTRI)", "ZTRI"), ("Luca Bianchi", ""), ("Nina Petersen [MCDT]", "MCDT"),
              ("Owen Price (DIRT)", "DIRT"), ("Chloe Martin", ""), ("Dave 'Diesel' Reilly [TFC]", "TFC"),
              ("Femke de Vries [SZR]", "SZR"), ("Jan Novak", ""), ("Leah Gordon (ZTRI)", "ZTRI"),
              ("Marek Zielinski", "")]
    pts = [25, 20, 16, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]
    events = [(3411201, "2026-01-13"), (3418877, "2026-01-20"), (3426540, "2026-01-27"),
              (3434102, "2026-02-03"), (3441795, "2026-02-10"), (3449368, "2026-02-17")]
    for seed in range(1, 2000):
        rng = random.Random(6000 + seed)
        strength = {r[0]: rng.gauss(0, 1) for r in riders}
        strength["Sandra Lindqvist [SZR]"] += 1.6
        attend = {r[0]: rng.uniform(0.5, 0.95) for r in riders}
        attend["Ben Okafor"] = 1.0
        rows = []
        for zid, day in events:
            field = [r for r in riders if rng.random() < attend[r[0]]]
            perf = sorted(field, key=lambda r: -(strength[r[0]] + rng.gauss(0, 0.9)))
            t = rng.uniform(2300, 2500)
            pos = rng.randint(18, 40)
            for k, r in enumerate(perf):
                pos += rng.randint(1, 4)
                t += rng.uniform(0.4, 30) if k else 0
                rows.append([zid, day, "Tuesday Chaingang Series S3 - Stage %d" % (events.index((zid, day)) + 1),
                             pos, k + 1, "C", 1000000 + riders.index(r) * 7919 + 3301,
                             r[0], r[1], f"{t:.3f}", f"{rng.uniform(2.5, 3.2):.1f}",
                             pts[k] if k < len(pts) else 1])
        tot = defaultdict(int)
        freq = Counter()
        for r in rows:
            tot[r[7]] += r[11]
            freq[r[7]] += 1
        sc = OrderedDict((r[0], tot.get(r[0], 0)) for r in riders if r[0] in tot)
        w = ranked(sc)[0][0]
        if (w == "Sandra Lindqvist [SZR]" and margin_ok(sc, 0.07) and freq.most_common(1)[0][0] != w
                and rows[0][7] != w and freq[w] < 6):
            break
    else:
        raise RuntimeError("no seed satisfied the constraints")
    header = ["zid", "event_date", "event_title", "pos", "position_in_cat", "category", "zwid", "name", "tname",
              "time", "avg_wkg", "series_points"]
    lines = [line(header)] + [line(r) for r in rows]
    out(name, ("\n".join(lines) + "\n").encode("utf-8"))
    add(name, "ZwiftPower (results site for Zwift races): each stage's results JSON (cache3/results/<zid>_view.json) flattened by the club's series script into one CSV, a club's Tuesday race series, category C",
        "Long format: one row per (stage, rider) with event id and date, overall position, position in category, category, Zwift id, rider name (with team tags), team tag, finish time in seconds, average W/kg and the series points for that stage; riders repeat across stages.",
        "Field names pos, position_in_cat, category, zwid, name, tname, time (seconds with three decimals) and avg_wkg checked against ZwiftPower result JSON kept in public repositories (robinjoerke/vcrt-cup src/stores/races/raw, a TypeScript Rider type); the flattening into CSV, the series_points column and the points table 25-20-16-13-... are the club's own (invented), minimal quoting, LF.",
        "sum of series_points per rider over all stages",
        list(sc), sc,
        ["rider who started every stage is not the points leader", "first row (stage 1 winner) is not the series winner",
         "pos / position_in_cat (lower is better)", "zwid ids and time in seconds are large numbers", "team tags in names"])


# ----------------------------------------------------------------------------- 7 Battlefy ranked map vote
def f_battlefy():
    name = "battlefy_teams_export_cs2-community-cup-spring-2026.csv"
    maps = ["Train", "Cache", "Overpass", "Cobblestone", "Tuscan"]
    regions = ["EU West", "EU West", "EU West", "EU North", "EU East", "UK & Ireland"]
    tnames = ["Mildly Tilted", "Eco Round Heroes", "Flashbang Fam", "Rush B Academy", "Smoke Criminals",
              "Nordic Nades", "Kebab Kings", "Ninja Defuse", "Team Pixelwalk", "Lurk Patrol", "Wallbang Bros",
              "Glass Cannons", "Cathedral Camp", "Force Buy FC", "Tea Break Esports", "Ropz Wannabes",
              "Anti-Eco", "Boost Brigade", "Deagle Dads", "Bombsite Bistro", "One Tap Wonders", "Molly Mob",
              "Long A Legends", "Headshot Hamsters", "Peek Brothers", "Retake Rangers", "Jiggle Peekers",
              "Half Buy Heroes", "Sakura Clutch", "Porto Pixels", "Oslo Operators", "Dublin Defusers"]
    for seed in range(1, 2000):
        rng = random.Random(7000 + seed)
        pref = {"Train": 0.9, "Cache": 1.25, "Overpass": 1.0, "Cobblestone": 0.8, "Tuscan": 0.7}
        rows = []
        for i, tn in enumerate(tnames):
            noisy = sorted(maps, key=lambda m: -(pref[m] + rng.gauss(0, 0.55)))
            k = rng.choices([3, 2, 1, 0], [0.72, 0.14, 0.08, 0.06])[0]
            ch = noisy[:k] + [""] * (3 - k)
            reg = dt.datetime(2026, 3, 2, 10) + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 18))
            cap = tn.split()[0].lower() + str(rng.randint(10, 99))
            rows.append([("%024x" % rng.getrandbits(96)), tn, cap, f"{cap}@{rng.choice(['gmail.com', 'outlook.com', 'proton.me'])}",
                         rng.choice([5, 5, 5, 6, 7]), rng.choice(["TRUE", "TRUE", "TRUE", "FALSE"]),
                         reg.strftime("%Y-%m-%dT%H:%M:%S.000Z"), rng.choice(regions),
                         f"{cap}#{rng.randint(1000, 9999)}" if rng.random() < 0.5 else cap] + ch)
        rows.sort(key=lambda r: r[6])
        borda = OrderedDict((m, 0) for m in maps)
        first = Counter()
        for r in rows:
            for j, m in enumerate(r[9:12]):
                if m:
                    borda[m] += 3 - j
            if r[9]:
                first[r[9]] += 1
        reg_top = Counter(r[7] for r in rows).most_common(1)[0][1]
        fr = ranked({m: first.get(m, 0) for m in maps})
        if (ranked(borda)[0][0] == "Cache" and margin_ok(borda, 0.08) and fr[0][0] == "Cache"
                and fr[0][1] > fr[1][1] and reg_top > max(first.values()) and rows[0][9] != "Cache"):
            break
    else:
        raise RuntimeError("no seed satisfied the constraints")
    header = ["Team ID", "Team Name", "Captain", "Captain Email", "Players", "Checked In", "Registered At", "Region",
              "Discord Username",
              "Which map should be added to next season's pool? (1st choice)",
              "Which map should be added to next season's pool? (2nd choice)",
              "Which map should be added to next season's pool? (3rd choice)"]
    lines = [line(header)] + [line(r) for r in rows]
    out(name, ("\r\n".join(lines) + "\r\n").encode("utf-8"))
    add(name, "Battlefy (esports tournament platform), organiser → tournament → Teams → Export (CSV) with the registration's custom fields, an amateur CS2 community cup",
        "Ranked ballot in 1st / 2nd / 3rd choice columns at the end of a team-registration export: Mongo-style team id, team name, captain, e-mail, player count, checked-in flag, ISO 8601 registration time, region and Discord name first; some teams ranked fewer than three maps.",
        "From memory, unverified: Battlefy lets organisers add custom registration fields and export teams; the column titles, the 24-hex ids and TRUE/FALSE flags are my guesses (the search found nothing on Battlefy's export). UTF-8 without BOM, minimal quoting, CRLF.",
        "Borda count over the three choice columns: 1st = 3, 2nd = 2, 3rd = 1 (first-choice plurality gives the same winner)",
        maps, borda,
        ["Region column ('EU West') is more frequent than any map's first choices", "player counts",
         "hex team ids", "checked-in TRUE/FALSE", "empty 2nd/3rd choices"])


# ----------------------------------------------------------------------------- 8 DiveRecorder (ISO-8859-1, ;)
def f_diverecorder():
    name = "DiveRecorder_risultati_Trofeo_Primavera_2026_3m_Ragazze_finale.csv"
    divers = [("BIANCHI Giulia", 2011, "Tuffi Città di Castello"), ("DELL'ACQUA Chiara", 2012, "Nuoto Perugia"),
              ("FERRÈ Sofia", 2011, "Tuffi Città di Castello"), ("GALLI Marta", 2012, "Aquatica Arezzo"),
              ("NICOLÒ Beatrice", 2011, "Nuoto Perugia"), ("ROSSI Aurora", 2012, "Tuffi Foligno"),
              ("SANTORO Elena", 2011, "Aquatica Arezzo"), ("VITALI Noemi", 2012, "Tuffi Foligno"),
              ("CARDÙ Alice", 2011, "Sport Village Terni"), ("MORETTI Giorgia", 2012, "Sport Village Terni")]
    dives = [("101B", 1.5), ("103B", 1.7), ("105B", 2.4), ("201B", 1.6), ("203C", 2.0), ("301C", 1.6),
             ("303B", 2.1), ("401B", 1.7), ("403C", 2.2), ("5132D", 2.2), ("5211A", 2.0), ("105C", 2.2)]
    for seed in range(1, 2000):
        rng = random.Random(8000 + seed)
        res = []
        for n, y, soc in divers:
            base = rng.uniform(4.8, 6.6) + (0.85 if n.startswith("SANTORO") else 0)
            lst = rng.sample(dives, 5)
            ds = []
            for code, dd in lst:
                aw = sorted(max(0, min(10, round((base + rng.gauss(0, 0.7)) * 2) / 2)) for _ in range(5))
                pts = round(sum(aw[1:4]) * dd, 2)
                ds.append((code, dd, pts))
            res.append((n, y, soc, ds, round(sum(d[2] for d in ds), 2)))
        res.sort(key=lambda r: -r[4])
        sc = {r[0]: r[4] for r in res}
        if res[0][0] == "SANTORO Elena" and margin_ok(sc, 0.05) and len(set(sc.values())) == len(sc):
            break
    else:
        raise RuntimeError("no seed satisfied the constraints")

    def it(x):
        return f"{x:.2f}".replace(".", ",")
    ncol = 4 + 5 * 3 + 2
    lines = []
    pad = [""] * (ncol - 1)
    lines.append(line(["Trofeo Primavera di Tuffi 2026"] + pad, ";"))
    lines.append(line(["Piscina comunale \"Lungotevere\" - Città di Castello, 19/04/2026"] + pad, ";"))
    lines.append(line(["Trampolino 3 m - Ragazze - Finale"] + pad, ";"))
    lines.append(line(["Giuria: 5 giudici - punteggio del tuffo = somma dei 3 voti centrali x coefficiente di difficoltà"] + pad, ";"))
    lines.append(line([""] * ncol, ";"))
    head = ["Class.", "Atleta", "Anno", "Società"]
    for k in range(1, 6):
        head += [f"Tuffo {k}", f"C.D. {k}", f"Punti {k}"]
    head += ["Totale", "Distacco"]
    lines.append(line(head, ";"))
    best = res[0][4]
    for i, (n, y, soc, ds, tot) in enumerate(res, 1):
        row = [i, n, y, soc]
        for code, dd, pts in ds:
            row += [code, f"{dd:.1f}".replace(".", ","), it(pts)]
        row += [it(tot), "" if i == 1 else it(best - tot)]
        lines.append(line(row, ";"))
    lines.append(line([""] * ncol, ";"))
    lines.append(line(["Giudice arbitro: M. Ferretti - Risultati ufficiali alle ore 17:42"] + pad, ";"))
    lines.append(line(["Elaborazione: DiveRecorder"] + pad, ";"))
    out(name, ("\r\n".join(lines) + "\r\n").encode("iso-8859-1"))
    sc = OrderedDict((r[0], r[4]) for r in res)
    add(name, "DiveRecorder (diving competition scoring software), event results exported and re-saved in Italian Excel as CSV (';'), a regional youth diving meet",
        "Score sheet with a four-line title block and a blank row: rank, diver, birth year, club, then for each of five dives the dive code, degree of difficulty and points, the total and the gap to the leader; a blank row and two footnote lines.",
        "From memory, unverified: diving results list each dive's code, DD and points with a total; the column titles in Italian and the layout are my approximation (no search done). Saved by Excel with Italian regional settings: ';' separator, decimal comma, every row padded to the same number of fields; written as ISO-8859-1 (Latin-1) with CRLF.",
        "total points (Totale) per diver",
        list(sc), sc,
        ["birth year column (2011/2012) is the largest number", "gap column (Distacco) is largest for the last diver",
         "rank column (1 = best)", "degree-of-difficulty and dive-code columns", "title block and footnotes"])


# ----------------------------------------------------------------------------- 9 Tradera bid history (UTF-16, TAB)
def f_tradera():
    name = "Tradera_budhistorik_Crescent_racercykel_1974_objekt_642118307.txt"
    # (bidder, amount, retracted)
    bids = [
        ("m***k (41)", 500, False), ("s***n (212)", 550, False), ("m***k (41)", 700, False),
        ("c***a (8)", 800, False), ("s***n (212)", 900, False), ("j***e (95)", 1000, False),
        ("c***a (8)", 1100, False), ("t***8 (3)", 1200, False), ("j***e (95)", 1400, False),
        ("c***a (8)", 1500, False), ("b***g (67)", 1700, False), ("t***8 (3)", 2000, True),
        ("j***e (95)", 1800, False), ("b***g (67)", 2100, False), ("h***l (150)", 2300, False),
        ("j***e (95)", 2400, False), ("h***l (150)", 2500, False), ("s***n (212)", 2600, False),
        ("h***l (150)", 2800, False), ("l***a (19)", 3000, False), ("s***n (212)", 3100, False),
        ("l***a (19)", 3900, True), ("h***l (150)", 3300, False), ("s***n (212)", 3400, False),
    ]
    rng = random.Random(909)
    t = dt.datetime(2026, 4, 5, 18, 2)
    timed = []
    for b in bids:
        t += dt.timedelta(minutes=rng.randint(30, 700))
        timed.append(b + (t,))
    mon = ["jan", "feb", "mar", "apr", "maj", "jun", "jul", "aug", "sep", "okt", "nov", "dec"]

    def kr(a):
        return f"{a:,}".replace(",", " ") + " kr"

    def when(x):
        return f"{x.day} {mon[x.month - 1]} {x.year} {x:%H:%M}"
    lines = ["Crescent Special racercykel 1974, 56 cm, Reynolds 531, originalskick",
             "Objektnr: 642118307\tAvslutad: " + when(timed[-1][3] + dt.timedelta(minutes=3)) + "\tSäljare: velo_vintage_gbg (428)",
             "Utropspris: 500 kr\tFrakt: 395 kr (DHL Paket)\tAntal bud: %d" % len(bids),
             "",
             "Budhistorik",
             "Budgivare\tBud\tTid\t"]
    for bidder, a, retr, x in reversed(timed):
        lines.append(f"{bidder}\t{kr(a)}\t{when(x)}\t{'Återkallat bud' if retr else ''}")
    lines += ["", "Budgivarnas namn visas maskerade. Siffran inom parentes är budgivarens omdömen.",
              "Återkallade bud räknas inte."]
    out(name, ("\ufeff" + "\r\n".join(lines) + "\r\n").encode("utf-16-le"))
    best = {}
    for bidder, a, retr, x in timed:
        if not retr:
            best[bidder] = max(best.get(bidder, 0), a)
    amounts = sorted({a for _, a, r, _ in timed if not r})
    rev = OrderedDict((kr(a), a * sum(1 for v in best.values() if v >= a)) for a in amounts)
    add(name, "Tradera (Swedish online marketplace, eBay group), ended auction → 'Budhistorik' selected in the browser and pasted into Windows Notepad, saved as 'Unicode' (UTF-16 LE)",
        "Bid list: a title line, two tab-separated fact lines (object number, end time, seller, starting price, shipping, number of bids), a blank line, 'Budhistorik', a header Budgivare / Bud / Tid, then one row per bid newest first with masked bidders (feedback count in brackets), amounts '3 400 kr', Swedish dates '12 apr 2026 19:42' and a fourth column marking withdrawn bids 'Återkallat bud'; two footnote lines.",
        "From memory, unverified: Tradera shows a bid history with masked bidder aliases and amounts in kronor with a space as thousands separator; the labels, the withdrawn-bid marker and the fact lines are my guesses (no search done). Notepad's 'Unicode' is UTF-16 LE with BOM; CRLF; table cells separated by TAB as the browser copies them.",
        "posted price: the valid bid amount b maximising b × number of bidders whose highest non-withdrawn bid ≥ b",
        [kr(a) for a in amounts], rev,
        ["withdrawn bids (3 900 kr is the highest amount in the file but withdrawn)", "several bids per bidder",
         "feedback counts in brackets after bidder names", "starting price, shipping and bid count in the header",
         "space as thousands separator"])


# ----------------------------------------------------------------------------- 10 OpenTrack house points by event (xlsx)
def f_opentrack():
    name = "OpenTrack_team_scores_Hollins_Park_Academy_Sports_Day_2026.xlsx"
    houses = ["Brunel", "Darwin", "Faraday", "Nightingale"]
    events = [("T01", "100m", "Y7 Girls"), ("T02", "100m", "Y7 Boys"), ("T03", "100m", "Y8 Girls"),
              ("T04", "100m", "Y8 Boys"), ("T05", "800m", "Y7 Girls"), ("T06", "800m", "Y7 Boys"),
              ("T07", "800m", "Y8 Girls"), ("T08", "800m", "Y8 Boys"), ("F01", "Long Jump", "Y7 Girls"),
              ("F02", "Long Jump", "Y7 Boys"), ("F03", "Shot Put", "Y8 Girls"), ("F04", "Shot Put", "Y8 Boys"),
              ("F05", "High Jump", "Y7 Mixed"), ("F06", "Javelin", "Y8 Mixed"), ("R01", "4x100m Relay", "Y7"),
              ("R02", "4x100m Relay", "Y8")]
    for seed in range(1, 3000):
        rng = random.Random(10000 + seed)
        strength = {"Brunel": 0.0, "Darwin": 0.15, "Faraday": 0.55, "Nightingale": 0.05}
        rows = []
        for code, ev, ag in events:
            if code.startswith("R"):
                order = sorted(houses, key=lambda h: -(strength[h] + rng.gauss(0, 0.9)))
                p = dict(zip(order, [16, 12, 8, 4]))
            else:
                ath = [(h, strength[h] + rng.gauss(0, 1.0)) for h in houses for _ in range(2)]
                ath.sort(key=lambda a: -a[1])
                p = Counter()
                for place, (h, _) in enumerate(ath):
                    p[h] += 8 - place
            rows.append([code, f"{ev} {ag}", ag] + [p[h] for h in houses])
        tot = OrderedDict((h, sum(r[3 + i] for r in rows)) for i, h in enumerate(houses))
        if ranked(tot)[0][0] == "Faraday" and margin_ok(tot, 0.06) and rows[0][3:].index(max(rows[0][3:])) != 2:
            break
    else:
        raise RuntimeError("no seed satisfied the constraints")
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Team scores"
    ws.append(["Hollins Park Academy – Sports Day 2026"])
    ws.append(["Team scores by event (house competition), Years 7–8"])
    ws.append(["Scoring: individual events 8-7-6-5-4-3-2-1, relays 16-12-8-4"])
    ws.append(["Exported from OpenTrack 17/06/2026 15:42"])
    ws.append([])
    ws.append(["Event no.", "Event", "Age group"] + houses)
    for r in rows:
        ws.append(r)
    ws.append(["", "Total", ""] + list(tot.values()))
    pos = {h: i + 1 for i, (h, _) in enumerate(ranked(tot))}
    suf = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}
    ws.append(["", "Position", ""] + [suf[pos[h]] for h in houses])
    ws.column_dimensions["B"].width = 26
    save_xlsx(wb, name)
    add(name, "OpenTrack (athletics competition management web app), competition → Team scores → Download (Excel), a secondary school's inter-house sports day",
        "Results by unit: a four-line title block and a blank row, then one row per event (event number, event, age group) with the points of each of four houses as columns, a 'Total' row and a 'Position' row (1st … 4th) at the bottom.",
        "From memory, unverified: OpenTrack runs school and club athletics meetings with team scoring; the export's sheet name, title lines and column layout are my guesses (no search done). Points are typed numbers; the Total row is typed values (not formulas).",
        "sum of house points over all events (Total row excluded from the sum)",
        houses, tot,
        ["Total row would double every score if summed", "Position row with 1st/2nd/… text", "event numbers (T01, F01, R01)",
         "age-group column", "winner is not the first house column"])


# ----------------------------------------------------------------------------- 11 Myzone team challenge (xlsx, summary first)
def f_myzone():
    name = "Myzone_Challenge_Export_Spring_Into_MEPs_2026.xlsx"
    teams = ["Cardio Crushers", "Zone Chasers", "Team Yellow Belt", "Red Zone Rebels", "MEP Machines"]
    first = ["Amy", "Ben", "Chloe", "Dan", "Ella", "Finn", "Grace", "Harry", "Isla", "Jack", "Katie", "Liam",
             "Megan", "Nathan", "Olivia", "Paul", "Rachel", "Sam", "Tara", "Will"]
    last = ["Ashworth", "Barker", "Clegg", "Dawson", "Earnshaw", "Fawcett", "Gill", "Holroyd", "Ibbotson",
            "Jowett", "Kitching", "Lister", "Metcalfe", "Naylor", "Oldroyd", "Pickles", "Rhodes", "Sutcliffe"]
    for seed in range(1, 3000):
        rng = random.Random(11000 + seed)
        tb = {"Cardio Crushers": 0, "Zone Chasers": 120, "Team Yellow Belt": -40, "Red Zone Rebels": 30,
              "MEP Machines": -20}
        names = set()
        parts = []
        for t in teams:
            for _ in range(8):
                while True:
                    n = f"{rng.choice(first)} {rng.choice(last)}"
                    if n not in names:
                        names.add(n)
                        break
                w = rng.randint(6, 24)
                meps = int(max(80, rng.gauss(820 + tb[t], 260)))
                parts.append([n, t, meps, w, rng.randint(58, 79), int(meps * rng.uniform(9, 13))])
        tot = OrderedDict((t, sum(p[2] for p in parts if p[1] == t)) for t in teams)
        top_ind = max(parts, key=lambda p: p[2])
        if ranked(tot)[0][0] == "Zone Chasers" and margin_ok(tot, 0.05) and top_ind[1] != "Zone Chasers":
            break
    else:
        raise RuntimeError("no seed satisfied the constraints")
    wb = openpyxl.Workbook()
    s = wb.active
    s.title = "Summary"
    for r in [["Myzone Challenge Export"], [],
              ["Challenge", "Spring Into MEPs 2026"], ["Type", "Team challenge – total MEPs"],
              ["Facility", "Pulse Fitness Harrogate"], ["Start date", "01/03/2026"], ["End date", "31/03/2026"],
              ["Teams", len(teams)], ["Participants", len(parts)], ["Exported", "01/04/2026 09:12"], [],
              ["MEPs (Myzone Effort Points) are earned per minute in a heart-rate zone: grey 1, blue 2, green 3, yellow 4, red 4."]]:
        s.append(r)
    s.column_dimensions["A"].width = 14
    s.column_dimensions["B"].width = 30
    t2 = wb.create_sheet("Teams")
    t2.append(["Rank", "Team", "Members", "Total MEPs", "Average MEPs"])
    for i, (t, v) in enumerate(ranked(tot), 1):
        t2.append([i, t, 8, v, round(v / 8, 1)])
    t3 = wb.create_sheet("Participants")
    t3.append(["Name", "Team", "MEPs", "Workouts", "Avg Effort %", "Calories"])
    for p in sorted(parts, key=lambda p: p[0]):
        t3.append(p)
    save_xlsx(wb, name)
    add(name, "Myzone (heart-rate belt and app used by gyms), club portal → Challenges → challenge → Export (Excel), a gym's one-month team challenge",
        "Workbook: 'Summary' first (challenge facts and a note, no scores), then 'Teams' (rank, team, members, total and average MEPs) and 'Participants' (one row per member with team, MEPs, workouts, effort and calories).",
        "From memory, unverified: Myzone gyms run individual and team challenges scored in MEPs and can export results; sheet names and columns are my guesses (no search done).",
        "total MEPs per team (the challenge type); team sizes are equal, so averages give the same order",
        teams, tot,
        ["summary sheet first with no scores", "top individual belongs to another team", "calories column is ten times larger",
         "rank column", "participants sheet sorted by name"])


# ----------------------------------------------------------------------------- 12 TeamHub (Shift_JIS) survey summary
def f_teamhub():
    name = "TeamHub_アンケート結果_2026年度ユニフォームデザイン投票.csv"
    opts = ["A案：ネイビー×ゴールド", "B案：ホワイト×スカイブルー", "C案：ブラック×レッド", "D案：グリーン×ホワイト"]
    sei = ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤", "吉田", "山田", "佐々木",
           "山口", "松本", "井上", "木村", "林", "斎藤", "清水", "山崎", "森", "池田", "橋本", "阿部", "石川"]
    mei = ["翔太", "大輔", "健太", "拓也", "直樹", "亮", "誠", "隆", "和也", "雄一", "浩二", "達也", "慎吾"]
    pos = ["GK", "DF", "DF", "DF", "MF", "MF", "MF", "FW", "FW"]
    for seed in range(1, 3000):
        rng = random.Random(12000 + seed)
        members = []
        nums = rng.sample(range(1, 40), len(sei))
        for i, s in enumerate(sei):
            ans = "" if rng.random() < 0.15 else rng.choices(opts, [0.28, 0.18, 0.38, 0.16])[0]
            when = "" if not ans else (dt.datetime(2026, 3, 14, 8) + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 16)))
            members.append([f"{s} {rng.choice(mei)}", nums[i], rng.choice(pos), ans, when])
        cnt = Counter(m[3] for m in members if m[3])
        sc = OrderedDict((o, cnt.get(o, 0)) for o in opts)
        if ranked(sc)[0][0] == opts[2] and margin_ok(sc, 0.12):
            break
    else:
        raise RuntimeError("no seed satisfied the constraints")
    n_ans = sum(sc.values())
    L = ["アンケート結果", "チーム名,FC多摩川シニア", "タイトル,2026年度 ユニフォームデザイン投票（1人1票）",
         "作成者,監督 山田", "回答期限,2026/03/31 23:59", f"対象メンバー,{len(members)}名", f"回答数,{n_ans}名", "",
         "選択肢,回答数,割合"]
    for o in opts:
        L.append(f"{o},{sc[o]},{sc[o] / n_ans * 100:.1f}%")
    L.append(f"合計,{n_ans},100.0%")
    L += ["", "メンバー別回答", "氏名,背番号,ポジション,回答,回答日時"]
    for m in members:
        L.append(line([m[0], m[1], m[2], m[3] or "未回答", m[4].strftime("%Y/%m/%d %H:%M") if m[4] else ""]))
    out(name, ("\r\n".join(L) + "\r\n").encode("cp932"))
    add(name, "TeamHub (チームハブ, Japanese team-management app for amateur sports teams), アンケート → 結果 → CSVダウンロード, a veterans' football team's kit-design vote",
        "Ready-made count table under a title block (team, title, author, deadline, members, responses): option / 回答数 (count) / 割合 (percent) with a 合計 (total) row, then a blank line and a per-member list (name, shirt number, position, answer or 未回答, answer time).",
        "From memory, unverified: TeamHub offers polls/surveys to team members; the CSV layout (summary block above a per-member list) is my guess (no search done). Shift_JIS (Windows code page 932) so that Japanese Excel opens it directly, ',' separator, CRLF, minimal quoting.",
        "count of responses per option (the summary's 回答数; the member list gives the same counts)",
        opts, sc,
        ["合計 (total) row", "percent column", "shirt numbers (背番号) column", "未回答 (no answer) rows",
         "summary and member list give the same votes — do not count twice"])


# ----------------------------------------------------------------------------- 13 Smartabase (ask, two rating grids)
def f_smartabase():
    name = "Smartabase_Export_Player_Preference_Survey_2026-02.xlsx"
    rec = ["Ice bath", "Compression boots", "Sauna", "Pool recovery", "Massage gun"]
    camp = ["Bormio", "Girona", "Tenerife", "St. Moritz"]
    players = ["Callum Reid", "Jamie Docherty", "Ross McLean", "Euan Fraser", "Lewis Grant", "Kieran Boyle",
               "Ryan Lennox", "Sean Kerr", "Craig Munro", "Fraser Baird", "Connor Hay", "Liam Strachan",
               "Aidan Walker", "Scott Paterson", "Blair Nicol", "Jordan Ross", "Declan Imrie", "Max Gillespie",
               "Innes Mackay", "Rory Buchanan", "Niall Ferguson", "Owen Crawford", "Finlay Shaw", "Adam Weir"]
    groups = ["Forwards", "Forwards", "Backs"]
    for seed in range(1, 4000):
        rng = random.Random(13000 + seed)
        mr = {"Ice bath": 5.6, "Compression boots": 7.4, "Sauna": 6.3, "Pool recovery": 5.9, "Massage gun": 6.0}
        mc = {"Bormio": 6.0, "Girona": 7.5, "Tenerife": 6.4, "St. Moritz": 5.6}
        rows = []
        for i, p in enumerate(players):
            d = dt.date(2026, 2, 2) + dt.timedelta(days=rng.randint(0, 9))
            st = dt.time(rng.randint(7, 17), rng.choice([0, 15, 30, 45]))
            r1 = [None if rng.random() < 0.06 else max(1, min(10, round(rng.gauss(mr[o], 1.6)))) for o in rec]
            r2 = [None if rng.random() < 0.06 else max(1, min(10, round(rng.gauss(mc[o], 1.7)))) for o in camp]
            fin = (dt.datetime.combine(d, st) + dt.timedelta(minutes=rng.randint(3, 9))).time()
            rows.append([p, d, st, fin, "Sports Science Admin" if rng.random() < 0.3 else p,
                         "Senior Squad", rng.choice(groups)] + r1 + r2 + [""])
        m1 = OrderedDict((o, sum(r[7 + j] for r in rows if r[7 + j] is not None) /
                          sum(1 for r in rows if r[7 + j] is not None)) for j, o in enumerate(rec))
        m2 = OrderedDict((o, sum(r[12 + j] for r in rows if r[12 + j] is not None) /
                          sum(1 for r in rows if r[12 + j] is not None)) for j, o in enumerate(camp))
        if (ranked(m1)[0][0] == "Compression boots" and margin_ok(m1, 0.06) and ranked(m2)[0][0] == "Girona"
                and margin_ok(m2, 0.06)):
            break
    else:
        raise RuntimeError("no seed satisfied the constraints")
    rows[3][-1] = "Sauna only works if it's right after the gym session."
    rows[11][-1] = "Tenerife flights are too long for a 5-day camp"
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Player Preference Survey"
    head = ["About", "Date", "Start Time", "Finish Time", "Entered By", "Squad", "Position Group"]
    head += [f"Recovery rating (1-10) - {o}" for o in rec]
    head += [f"Camp venue rating (1-10) - {o}" for o in camp]
    head += ["Comments"]
    ws.append(head)
    for r in sorted(rows, key=lambda r: (r[1], r[2], r[0])):
        ws.append(r)
        ws.cell(row=ws.max_row, column=2).number_format = "dd/mm/yyyy"
        ws.cell(row=ws.max_row, column=3).number_format = "h:mm AM/PM"
        ws.cell(row=ws.max_row, column=4).number_format = "h:mm AM/PM"
    save_xlsx(wb, name)
    w1, w2 = ranked(m1)[0][0], ranked(m2)[0][0]
    add(name, "Smartabase (Teamworks AMS, athlete management system), Data Export → form 'Player Preference Survey' → Excel, a professional rugby club's senior squad",
        "Rating grids: one row per form entry with the standard event columns (About = athlete, Date, Start Time, Finish Time, Entered By) plus squad and position group, then two 1–10 rating grids — five recovery options and four pre-season camp venues — and a comment column; a few ratings left blank.",
        "From memory, unverified: Smartabase event exports carry About / Date / Start Time / Finish Time / Entered By columns before the form's own fields (its Python and R API clients, found by search, export event data per form but their column names were not shown); the '<question> - <option>' header style and the sheet name are my guesses. Dates and times are real Excel date/time cells.",
        "mean rating (1–10) per option within each question, blanks ignored",
        OrderedDict([("Recovery rating (1-10)", rec), ("Camp venue rating (1-10)", camp)]),
        OrderedDict([("Recovery rating (1-10)", m1), ("Camp venue rating (1-10)", m2)]),
        ["two rating questions in one sheet", "Entered By / About names", "dates and times as Excel serials",
         "position group column with a dominant value", "blank ratings"],
        answer="ask", acceptable=OrderedDict([("Recovery rating (1-10)", w1), ("Camp venue rating (1-10)", w2)]),
        ask_because="The form holds two independent rating questions (recovery options and camp venues) of equal standing, each with its own winner; nothing marks one as the question of the file.")


# ----------------------------------------------------------------------------- 14 ClubSpark (cp1252)
def f_clubspark():
    name = "ClubSpark_members_export_Westfield_Park_LTC_2026.csv"
    opts = ["Cardio Tennis", "Padel taster", "Ladies' Morning Drills", "Junior Squad Saturday", "Walking Tennis"]
    first = ["Zoë", "Renée", "José", "Siobhán", "Chloé", "Oliver", "Amelia", "George", "Isabella", "Harry", "Freya",
             "Noah", "Ruby", "Arthur", "Evie", "Theo", "Florence", "Jack", "Matilda", "Alfie", "Poppy", "Henry",
             "Rosie", "Leo", "Imogen", "Oscar", "Phoebe", "Archie", "Martha", "Louis"]
    last = ["Ashcroft", "Bennett", "Cartwright", "Dunne", "Ellison", "Fletcher", "Goodwin", "Hargreaves", "Iqbal",
            "Jenkins", "Kaur", "Lambert", "Moreau", "Norris", "O'Neill", "Pemberton", "Quayle", "Rahman",
            "Sinclair", "Thornton", "Underwood", "Vaughan", "Whitaker", "Yardley"]
    male = {"José", "Oliver", "George", "Harry", "Noah", "Arthur", "Theo", "Jack", "Alfie", "Henry", "Leo",
            "Oscar", "Archie", "Louis"}
    for seed in range(1, 4000):
        rng = random.Random(14000 + seed)
        probs = [0.30, 0.47, 0.22, 0.18, 0.27]
        fees = {"Adult": 185, "Junior (11-17)": 60, "Family": 390, "Senior (65+)": 120, "Student": 75}
        rows = []
        for i in range(42):
            fn, ln = rng.choice(first), rng.choice(last)
            mail_fn = fn.translate(str.maketrans("ëéáó", "eeao")).lower()
            pkg = rng.choices(["Adult", "Junior (11-17)", "Family", "Senior (65+)", "Student"], [20, 7, 6, 5, 4])[0]
            by = {"Adult": (1960, 2003), "Junior (11-17)": (2009, 2015), "Family": (1975, 1995),
                  "Senior (65+)": (1940, 1960), "Student": (2003, 2007)}[pkg]
            dob = dt.date(rng.randint(*by), rng.randint(1, 12), rng.randint(1, 28))
            age = 2026 - dob.year - (1 if (dob.month, dob.day) > (4, 1) else 0)
            answered = rng.random() > 0.12
            ticks = [(o if (answered and rng.random() < p) else "") for o, p in zip(opts, probs)]
            start = dt.date(2026, 4, 1)
            rows.append([fn, ln, f"{mail_fn}.{ln.lower().replace(chr(39), '')}{rng.randint(1, 99)}@{rng.choice(['gmail.com', 'btinternet.com', 'outlook.com', 'yahoo.co.uk'])}",
                         "Male" if fn in male else "Female", dob.strftime("%d/%m/%Y"), age, pkg, "Active",
                         start.strftime("%d/%m/%Y"), "31/03/2027", "£%.2f" % fees[pkg],
                         str(rng.randint(1000000, 9999999))] + ticks)
        sc = OrderedDict((o, sum(1 for r in rows if r[12 + j])) for j, o in enumerate(opts))
        pk = Counter(r[6] for r in rows).most_common(1)[0][1]
        if ranked(sc)[0][0] == "Padel taster" and margin_ok(sc, 0.15) and pk > max(sc.values()):
            break
    else:
        raise RuntimeError("no seed satisfied the constraints")
    header = ["First Name", "Last Name", "Email Address", "Gender", "Date of Birth", "Age", "Membership Package",
              "Membership Status", "Start Date", "Expiry Date", "Amount Paid", "British Tennis Number"]
    header += [f"Which new sessions would you sign up for? - {o}" for o in opts]
    lines = [line(header)] + [line(r) for r in rows]
    out(name, ("\r\n".join(lines) + "\r\n").encode("cp1252"))
    add(name, "ClubSpark (LTA venue-management platform used by British tennis clubs), Admin → Membership → Members → Export (CSV), opened and re-saved in Excel (UK) as 'CSV (Comma delimited)', a tennis club's renewal form with a 'new sessions' question",
        "Multi-question member export, one column per option: names, e-mail, gender, birth date, age, membership package, status, start/expiry dates, amount paid, British Tennis number, then five columns '<question> - <option>' holding the option's own name when ticked and empty otherwise.",
        "From memory, unverified: ClubSpark membership exports list members with package, status and custom form questions; splitting a multi-choice question into one column per option with the option's text in the cell, and the column names, are my guesses (no search done). Re-saved by Excel (UK): Windows-1252, CRLF, dd/mm/yyyy dates, '£' amounts, minimal quoting.",
        "approvals: number of members who ticked each session (non-empty cells per option column)",
        opts, sc,
        ["Membership Package column ('Adult') is more frequent than any option", "age and British Tennis number columns",
         "£ amounts", "members who skipped the question (all option cells empty)", "apostrophe in an option name"])


# ----------------------------------------------------------------------------- 15 MeOS rogaine (cp1250, ;)
def f_meos():
    name = "MeOS_wyniki_Rogaining_Puszcza_Kampinoska_2026_4h.csv"
    people = [("Łukasz Wójcik", "UKS Orientuś Warszawa"), ("Zuzanna Ślęzak", "KS Azymut Łódź"),
              ("Paweł Grabowski", "niezrzeszony"), ("Agnieszka Dąbrowska", "WKS Legia Warszawa"),
              ("Michał Żółkowski", "KS Azymut Łódź"), ("Katarzyna Nowicka", "niezrzeszony"),
              ("Tomasz Kałuża", "UKS Orientuś Warszawa"), ("Ewa Szczęsna", "KS Harpuś"),
              ("Jakub Mroczek", "KS Harpuś"), ("Marta Kubiak", "niezrzeszony"), ("Piotr Jędrzejczak", "WKS Legia Warszawa"),
              ("Anna Górecka", "KS Azymut Łódź"), ("Krzysztof Bąk", "niezrzeszony"), ("Joanna Pietrzyk", "KS Harpuś"),
              ("Grzegorz Śliwa", "UKS Orientuś Warszawa"), ("Magdalena Wrona", "niezrzeszony"),
              ("Rafał Czyż", "KS Azymut Łódź"), ("Natalia Kowalczyk", "WKS Legia Warszawa")]
    limit = 4 * 3600
    for seed in range(1, 5000):
        rng = random.Random(15000 + seed)
        res = []
        for n, c in people:
            pts = rng.randint(14, 52) * 5 + (60 if n == "Agnieszka Dąbrowska" else 0)
            t = limit + rng.randint(-1500, 240)
            if n == "Paweł Grabowski":
                pts, t = 395, limit + rng.randint(700, 1100)  # highest raw points, heavy late penalty
            if n == "Marta Kubiak":
                pts, t = 410, limit + 1900  # over 30 min late: disqualified
            late = max(0, t - limit)
            pen = -(-late // 60) * 10
            dsq = late > 1800
            res.append([n, c, pts, pen, None if dsq else pts - pen, t, dsq])
        ok = [r for r in res if not r[6]]
        sc = {r[0]: r[4] for r in ok}
        top_raw = max(res, key=lambda r: r[2])
        if (ranked(sc)[0][0] == "Agnieszka Dąbrowska" and margin_ok(sc, 0.05) and top_raw[0] != "Agnieszka Dąbrowska"
                and len(set(sc.values())) == len(sc) and all(v > 0 for v in sc.values())):
            break
    else:
        raise RuntimeError("no seed satisfied the constraints")
    ok.sort(key=lambda r: (-r[4], r[5]))
    bad = [r for r in res if r[6]]

    def hms(s):
        return f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}"
    L = [line(["Rogaining Puszcza Kampinoska 2026 – 4 h", "", "", "", "", "", ""], ";"),
         line(["Wyniki – kategoria OPEN (indywidualnie)", "", "", "", "", "", ""], ";"),
         line(["Kara: 10 pkt za każdą rozpoczętą minutę spóźnienia; ponad 30 min – dyskwalifikacja", "", "", "", "", "", ""], ";"),
         line([""] * 7, ";"),
         line(["Miejsce", "Imię i nazwisko", "Klub", "Punkty", "Kara", "Wynik", "Czas"], ";")]
    for i, r in enumerate(ok, 1):
        L.append(line([f"{i}.", r[0], r[1], r[2], -r[3] if r[3] else 0, r[4], hms(r[5])], ";"))
    for r in bad:
        L.append(line(["", r[0], r[1], r[2], "", "DSQ", hms(r[5])], ";"))
    L.append(line([""] * 7, ";"))
    L.append(line(["Wygenerowano przez MeOS 4.1, 26.04.2026 16:05", "", "", "", "", "", ""], ";"))
    out(name, ("\r\n".join(L) + "\r\n").encode("cp1250"))
    scc = OrderedDict((r[0], r[4]) for r in ok)
    add(name, "MeOS (orienteering event software, Polish UI), rogaining result list → Export → CSV (semicolon), a 4-hour score-orienteering (rogaine) event",
        "Score sheet with a three-line title block (event, class, penalty rule) and a blank row: place, name, club, raw control points, penalty (negative), result after penalty and time; a disqualified runner (over 30 minutes late) at the end with points but 'DSQ' as result; a generator footnote.",
        "From memory, unverified: MeOS supports rogaining classes with points, time-overrun reductions and a result column, and exports lists; the Polish column titles and this CSV layout are my approximation (no search done). Windows-1250 (the Polish ANSI code page on Windows), ';', CRLF.",
        "result after penalty (Wynik = Punkty − Kara) per finisher; the disqualified runner is not ranked",
        list(scc), scc,
        ["highest raw points (Punkty) belong to a runner with a heavy late penalty",
         "disqualified runner has even more raw points but 'DSQ' result", "penalty column with negative numbers",
         "place column '1.' text", "times over 4:00:00"])


def main():
    for f in (f_teamsnap, f_acbl, f_chesscom, f_strava, f_russiarunning, f_zwiftpower, f_battlefy,
              f_diverecorder, f_tradera, f_opentrack, f_myzone, f_teamhub, f_smartabase, f_clubspark, f_meos):
        f()
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    print(f"wrote {len(EXPECTED)} files + expected.json to {HERE}")


if __name__ == "__main__":
    main()
