#!/usr/bin/env python3
"""Blind test set S: 15 synthetic exports, laid out the way the named tools (or user workflows) write them.

Deterministic: fixed seeds, fixed xlsx document properties and zip entry times.
Standard library + openpyxl only.  Usage: python make_set.py [output_dir]
(default: the directory this script lives in).
"""
import csv
import io
import json
import os
import random
import re
import sys
import time
import zipfile
from datetime import datetime

import openpyxl
from openpyxl.styles import Font

os.environ["TZ"] = "UTC"
time.tzset()

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
os.makedirs(OUT, exist_ok=True)
EXPECTED = {}


# ----------------------------------------------------------------- helpers
def write_bytes(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)


def csv_text(rows, delimiter=",", lineterminator="\r\n", quoting=csv.QUOTE_MINIMAL):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter, lineterminator=lineterminator, quoting=quoting)
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


FIXED_ZIP_TIME = (2026, 1, 1, 0, 0, 0)


def save_xlsx(wb, name, stamp):
    """Save with fixed core properties and fixed zip entry times (byte-identical runs)."""
    wb.properties.created = stamp
    wb.properties.modified = stamp
    bio = io.BytesIO()
    wb.save(bio)
    iso = stamp.strftime("%Y-%m-%dT%H:%M:%SZ")
    src = zipfile.ZipFile(io.BytesIO(bio.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                txt = data.decode("utf-8")
                txt = re.sub(r"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)", r"\g<1>%s\g<2>" % iso, txt)
                txt = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)", r"\g<1>%s\g<2>" % iso, txt)
                data = txt.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=FIXED_ZIP_TIME)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = info.external_attr
            dst.writestr(zi, data)
    write_bytes(name, out.getvalue())


def exact_shuffle(rng, counts):
    """List holding each key exactly counts[key] times, shuffled."""
    lst = [k for k, n in counts.items() for _ in range(n)]
    rng.shuffle(lst)
    return lst


def split_total(rng, total, weights):
    """Split an integer total into len(weights) parts roughly proportional to weights."""
    s = sum(weights)
    parts = [int(total * w / s) for w in weights]
    i = 0
    while sum(parts) < total:
        parts[rng.randrange(len(parts))] += 1
        i += 1
    return parts


def posted_price_scores(highest):
    """highest: dict bidder -> highest valid bid.  Score p * #bidders with highest >= p."""
    prices = sorted(set(highest.values()))
    return {p: p * sum(1 for h in highest.values() if h >= p) for p in prices}


def check_margin(scores, min_ratio=1.04, higher_better=True):
    vals = sorted(scores.values(), reverse=higher_better)
    if higher_better:
        assert vals[0] >= vals[1] * min_ratio, (scores, vals[:2])
    else:
        assert vals[0] * min_ratio <= vals[1], (scores, vals[:2])
    best = vals[0]
    return [k for k, v in scores.items() if v == best][0]


def add(name, **kw):
    EXPECTED[name] = kw


# ======================================================================
# 1. PKW (Poland) - wójt election, results per obwód, one column per candidate
# ======================================================================
def f01_pkw():
    rng = random.Random(101)
    name = "wyniki_gl_na_kandydatow_po_obwodach_wojt_2024_gm_Brzozowa_Wola.csv"
    cands = ["BARAN Krzysztof Paweł", "DĄBROWSKA Elżbieta", "SZCZEPANIAK Marek Józef"]
    votes = {
        "DĄBROWSKA Elżbieta": [622, 341, 298, 48, 303],
        "BARAN Krzysztof Paweł": [371, 209, 177, 21, 190],
        "SZCZEPANIAK Marek Józef": [164, 88, 70, 9, 80],
    }
    obwody = [
        (1, "wieś", "stały", "Szkoła Podstawowa im. Marii Konopnickiej, ul. Szkolna 4, 21-412 Brzozowa Wola", 2104),
        (2, "wieś", "stały", "Świetlica wiejska w Olszynach, Olszyny 27, 21-412 Brzozowa Wola", 1163),
        (3, "wieś", "stały", "Remiza OSP w Kamionce, Kamionka 12A, 21-413 Kamionka", 1012),
        (4, "wieś", "odrębny", 'Dom Pomocy Społecznej "Złota Jesień", Górki 3, 21-413 Kamionka', 84),
        (5, "wieś", "stały", "Szkoła Filialna w Górkach, Górki 41, 21-413 Kamionka", 1077),
    ]
    inval_x = [6, 4, 3, 1, 3]
    inval_none = [3, 2, 1, 1, 2]
    header = ["Kod TERYT", "Gmina", "Powiat", "Województwo", "Numer obwodu", "Typ obszaru", "Typ obwodu",
              "Siedziba", "Liczba wyborców uprawnionych do głosowania",
              "Komisja otrzymała kart do głosowania", "Liczba kart niewykorzystanych",
              "Liczba wyborców, którym wydano karty do głosowania", "Liczba kart wyjętych z urny",
              "Liczba kart ważnych", "Liczba głosów nieważnych",
              "w tym z powodu postawienia znaku „X” obok nazwiska dwóch lub większej liczby kandydatów",
              "w tym z powodu niepostawienia znaku „X” obok nazwiska żadnego kandydata",
              "Liczba głosów ważnych oddanych łącznie na wszystkich kandydatów"] + cands
    rows = [header]
    for i, (nr, obsz, typ, siedziba, upr) in enumerate(obwody):
        valid = sum(votes[c][i] for c in cands)
        inval = inval_x[i] + inval_none[i]
        wydano = valid + inval
        otrz = (upr // 50 + 1) * 50 if typ == "stały" else upr
        rows.append(["061407", "gm. Brzozowa Wola", "krasnystawski", "lubelskie", nr, obsz, typ, siedziba, upr,
                     otrz, otrz - wydano, wydano, wydano, wydano, inval, inval_x[i], inval_none[i], valid]
                    + [votes[c][i] for c in cands])
    write_bytes(name, ("\ufeff" + csv_text(rows, ";")).encode("utf-8"))
    scores = {c: sum(v) for c, v in votes.items()}
    win = check_margin(scores, 1.3)
    add(name, answer="winner", winner=win, winner_aliases=["Elżbieta Dąbrowska", "DĄBROWSKA"],
        candidates=cands, scores=scores,
        question="Wójt (village head) of gmina Brzozowa Wola, 2024 local election: most valid votes over all obwody (the winner also has an absolute majority, so no second round)",
        tool="Państwowa Komisja Wyborcza (PKW, Poland), wybory.gov.pl → 2024 local elections → wójt → 'wyniki głosowania na kandydatów po obwodach' CSV download",
        shape="Count table per unit: one row per obwód (polling district) with TERYT code, address and the protocol numbers, then one column per candidate ('SURNAME Given names')",
        format_evidence="From memory, unverified (no search done): the protocol column titles are modelled on the paper protocol; UTF-8 with BOM and ';' are my guess for the 2024 downloads.",
        traps=["Registered-voter, ballot-card and valid-vote total columns hold the largest numbers",
               "Invalid-vote breakdown columns", "TERYT code and obwód number columns",
               "A separate 'odrębny' obwód (care home) with small numbers", "Candidate columns use 'SURNAME Given names'"])


# ======================================================================
# 2. Apache Spark part file - one choice per row, '|' separator, backslash escapes
# ======================================================================
def f02_spark():
    rng = random.Random(202)
    name = "part-00000-5b0e6f3c-8d21-4a7e-9c11-2f6b1e0d4a77-c000.csv"
    current = {"Kaffa Collective": 41, "Moka Brothers": 29, "Lucky Cat Roasters": 22, None: 3}
    superseded = {"Kaffa Collective": 1, "Moka Brothers": 3, "Lucky Cat Roasters": 2}
    zones = ["2.OG Nord", "2.OG Süd", "3.OG", "EG Empfang", "Remote"]
    comments = [None] * 70 + [
        'Their "Yirgacheffe" is great', "oat milk | please", "anything but the current one",
        "Moka had the best / most consistent espresso at the tasting", "tried all three at the tasting",
        '"Kaffa" beans were a bit too sour for me', "please decaf option too", "fair trade matters",
        "Lucky Cat delivers by cargo bike!", "no strong opinion",
    ]
    votes = exact_shuffle(rng, current)
    members = ["M-%04d" % n for n in rng.sample(range(1001, 1400), len(votes))]
    sup = exact_shuffle(rng, superseded)
    # superseded ballots: same member voted earlier for another option
    events = []
    t0 = datetime(2026, 3, 9, 8, 0, 0)
    base = int(t0.timestamp())
    for i, (m, c) in enumerate(zip(members, votes)):
        events.append([base + 900 + i * 1811 + rng.randrange(0, 900), m, c, True])
    sup_members = rng.sample([e for e in events if e[2] is not None and len(e) == 4], len(sup))
    for e, old in zip(sup_members, sup):
        if old == e[2]:
            old = "Moka Brothers" if e[2] != "Moka Brothers" else "Lucky Cat Roasters"
        events.append([e[0] - rng.randrange(3600, 86400), e[1], old, False])
    events.sort(key=lambda e: e[0])
    rows = ["vote_id|cast_at|member_no|desk_zone|choice|channel|is_current|comment"]

    def sparkfield(v):
        if v is None:
            return ""
        if v == "":
            return '""'
        if any(ch in v for ch in '|"\\\n'):
            return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
        return v

    zone_of = {}
    counted = {"Kaffa Collective": 0, "Moka Brothers": 0, "Lucky Cat Roasters": 0}
    for i, (ts, m, c, cur) in enumerate(events):
        zone_of.setdefault(m, rng.choice(zones))
        dt = datetime.fromtimestamp(ts)
        stamp = dt.strftime("%Y-%m-%dT%H:%M:%S.") + "%03d" % rng.randrange(1000) + "+01:00"
        ch = rng.choice(["slack", "slack", "web", "web", "kiosk"])
        com = rng.choice(comments)
        rows.append("|".join([str(40001 + i), stamp, m, sparkfield(zone_of[m]), sparkfield(c), ch,
                              "true" if cur else "false", sparkfield(com)]))
        if cur and c:
            counted[c] += 1
    assert counted == {k: v for k, v in current.items() if k}
    write_bytes(name, ("\n".join(rows) + "\n").encode("utf-8"))
    scores = dict(counted)
    win = check_margin(scores, 1.3)
    add(name, answer="winner", winner=win, candidates=list(scores), scores=scores,
        question="Which coffee supplier got the most current votes (is_current = true; null choice = abstention)",
        tool="Apache Spark (PySpark on a Databricks notebook): office-app vote table written with df.coalesce(1).write.option('header', True).option('sep', '|').csv(...), the single part file downloaded as is",
        shape="One choice per row (event log): vote id, ISO timestamp with offset, member number, desk zone, choice, channel, is_current flag, comment; earlier superseded votes of members who changed their mind are kept with is_current=false",
        format_evidence="Spark's CSV writer defaults (quote '\"', escape '\\\\', nulls written as empty fields, empty strings as \"\") checked with one search of the docs (sparklyr's spark_write_csv defaults and a Spark pull request); the part-file name pattern and timestamp format are from memory.",
        traps=["Superseded rows (is_current=false) must not be counted; counting them would not change the winner",
               "Null choices (empty field) are abstentions",
               "Backslash-escaped quotes and a quoted '|' inside comments (non-RFC escaping)",
               "Meaningless part-file name; no question text in the file"])


# ======================================================================
# 3. SurveyCake (Taiwan) - several choices in one cell, Big5
# ======================================================================
def f03_surveycake():
    rng = random.Random(303)
    name = "SurveyCake_2026員工旅遊地點調查_填答資料.csv"
    opts = {"日月潭": 36, "台南古蹟美食": 27, "花蓮太魯閣": 22, "墾丁": 15, "金門": 8, "其他": 3}
    n = 52
    picks = [[] for _ in range(n)]
    for o, k in opts.items():
        order = sorted(range(n), key=lambda i: (len(picks[i]), rng.random()))
        chosen = [i for i in order if len(picks[i]) < 3][:k]
        assert len(chosen) == k
        for i in chosen:
            picks[i].append(o)
    assert all(picks)
    other_txt = ["澎湖", "小琉球", "澎湖"]
    order_of = list(opts)
    header = ["填答時間", "填答秒數", "IP紀錄", "額滿結束註記", "使用者紀錄", "會員時間", "Hash", "會員編號", "自訂ID",
              "備註", "1. 姓名", "2. 所屬部門", "3. 今年員工旅遊想去哪裡？（可複選，最多 3 項）", "4. 預計攜伴人數",
              "5. 其他建議"]
    surn = "陳林黃張李王吳劉蔡楊許鄭謝郭洪曾邱廖賴周"
    given = ["淑芬", "志明", "雅婷", "家豪", "怡君", "俊傑", "美玲", "建宏", "佩珊", "冠宇", "欣怡", "宗翰", "惠雯", "承恩"]
    depts = ["業務部", "財務部", "研發部", "行政部", "客服部"]
    suggestions = ["", "", "", "", "希望不要太早出發", "可以住兩晚嗎", "預算請公開透明", "希望有素食選項", "", ""]
    rows = [header]
    oi = 0
    t = datetime(2026, 3, 2, 9, 0, 0).timestamp()
    for i in range(n):
        t += rng.randrange(600, 14000)
        sel = sorted(picks[i], key=order_of.index)
        cells = []
        for s in sel:
            if s == "其他":
                cells.append("其他：" + other_txt[oi]); oi += 1
            else:
                cells.append(s)
        rows.append([datetime.fromtimestamp(t).strftime("%Y/%m/%d %H:%M:%S"), rng.randrange(40, 400),
                     "203.0.113.%d" % rng.randrange(2, 250), "", "", "", "%032x" % rng.getrandbits(128), "", "", "",
                     rng.choice(surn) + rng.choice(given), rng.choice(depts), ", ".join(cells),
                     rng.choice([0, 0, 1, 1, 2, 3]), rng.choice(suggestions)])
    write_bytes(name, csv_text(rows, ",").encode("cp950"))
    scores = {k: v for k, v in opts.items()}
    win = check_margin(scores, 1.25)
    add(name, answer="winner", winner=win, candidates=list(opts), scores=scores,
        question="Question 3: where the 2026 staff trip should go (multi-select, up to 3): destination ticked by most respondents",
        tool="SurveyCake (Taiwanese online survey tool), 問卷 → 結果 → 下載填答資料, opened in Microsoft Excel (Traditional Chinese Windows) and re-saved as 'CSV (逗號分隔)' (ANSI = Big5 / CP950)",
        shape="Several choices in one cell: one row per response with SurveyCake's system columns (填答時間, 填答秒數, IP紀錄, Hash ...), name, department, a multi-select question whose ticked options are joined with ', ', a number and a free-text column",
        format_evidence="From memory, unverified (no search done): the system column titles and the ', ' joining are my recollection/guess; the Big5 re-save is a user workflow.",
        traps=["Multi-select cells must be split on ', '", "'其他：澎湖' style write-ins belong to the '其他' option",
               "Seconds-to-complete and companion-count numeric columns", "32-hex Hash column"])


# ======================================================================
# 4. Anketolog (Russia) - two single-choice questions: ASK
# ======================================================================
def f04_anketolog():
    rng = random.Random(404)
    name = "anketolog_otvety_anketa_1493027_opros_sotrudnikov_dekabr_2026.csv"
    q1 = "1. Где провести новогодний корпоратив?"
    q2 = "2. Какой новогодний подарок выбрать для детей сотрудников?"
    c1 = {"Загородный клуб «Сосны»": 27, "Ресторан «Волга»": 18, "Боулинг-центр «Страйк»": 9}
    c2 = {"Билеты в цирк": 25, "Сладкий подарок": 17, "Конструктор LEGO": 12}
    a1 = exact_shuffle(rng, c1)
    a2 = exact_shuffle(rng, c2)
    n = len(a1)
    header = ["№ анкеты", "Дата и время начала", "Дата и время окончания", "Время прохождения", "Статус",
              "IP-адрес", "Источник", q1, q2, "3. Оцените по шкале от 1 до 10, насколько вы довольны работой в 2026 году",
              "4. Ваши пожелания и комментарии"]
    wishes = ["", "", "", "", "Спасибо!", "Хотелось бы без караоке", "Можно ли с семьями?", "Трансфер обязательно",
              "Пусть будет дресс-код", ""]
    recs = []
    t = datetime(2026, 12, 1, 9, 5, 0).timestamp()
    for i in range(n):
        t += rng.randrange(300, 9000)
        dur = rng.randrange(70, 600)
        recs.append([t, dur, "Завершена", a1[i], a2[i], str(rng.randrange(4, 11)), rng.choice(wishes)])
    # incomplete responses
    inc = [(1, "Ресторан «Волга»", ""), (2, "Боулинг-центр «Страйк»", ""), (3, "", ""), (4, "", "")]
    for k, x1, x2 in inc:
        t2 = datetime(2026, 12, 1, 10, 0, 0).timestamp() + k * 20000
        recs.append([t2, None, "Не завершена", x1, x2, "", ""])
    recs.sort(key=lambda r: r[0])
    rows = [header]
    for i, r in enumerate(recs):
        st = datetime.fromtimestamp(r[0])
        if r[1] is None:
            end, dur = "", ""
        else:
            end = datetime.fromtimestamp(r[0] + r[1]).strftime("%d.%m.%Y %H:%M:%S")
            dur = "%02d:%02d" % divmod(r[1], 60)
        rows.append([2184001 + i, st.strftime("%d.%m.%Y %H:%M:%S"), end, dur, r[2],
                     "198.51.100.%d" % rng.randrange(2, 250), rng.choice(["Прямая ссылка", "Email-рассылка"]),
                     r[3], r[4], r[5], r[6]])
    write_bytes(name, csv_text(rows, ";").encode("cp1251"))
    s1 = dict(c1); s2 = dict(c2)
    w1 = check_margin(s1, 1.3); w2 = check_margin(s2, 1.3)
    add(name, answer="ask",
        ask_because="The export holds two single-choice questions of a general staff survey (where to hold the New Year party, and which New Year present to choose for employees' children); the file name ('staff survey, December') does not say which one is meant.",
        acceptable={q1: w1, q2: w2}, scores_by_question={q1: s1, q2: s2},
        candidates=list(c1) + list(c2), question="(ask) staff survey with two single-choice questions",
        tool="Анкетолог (anketolog.ru, Russian online survey service), анкета → Результаты → Выгрузить ответы → CSV (Excel, Windows-1251)",
        shape="Multi-question survey, one row per response: response number, start/end time, duration, status (Завершена / Не завершена), IP, source, two single-choice questions, a 1–10 rating and a free-text question",
        format_evidence="From memory, unverified (no search done): the column titles and the Windows-1251 ';' export are my guess.",
        traps=["Two candidate questions: ask which", "Incomplete responses (Не завершена); counting them changes no winner",
               "1–10 rating column", "Guillemets «» inside option labels"])


# ======================================================================
# 5. Lotus 1-2-3 for DOS - /Print File to .PRN, CP437, fixed width count table
# ======================================================================
def f05_lotus():
    name = "VEREINSL.PRN"
    data = [("Gasthof Zur Linde", [14, 18, 15]), ("Ratskeller", [11, 9, 11]), ("Café Müller", [7, 8, 7]),
            ("Sportheim TSV", [4, 5, 3])]
    invalid = [1, 1, 1]
    valid_total = sum(sum(v) for _, v in data)
    L = "    "
    lines = ["", "",
             L + 'Skatclub "Kreuz-Bube" 1968 e.V.',
             L + "Abstimmung über das Vereinslokal ab 1. Januar 2027",
             L + "Stimmzettel ausgezählt an den Clubabenden (je ein Zettel pro Mitglied und Abend)",
             L + "Stand: 28.03.2026                                   Kassenwart H. Brösel",
             "",
             L + "%-20s%8s%8s%8s%8s%10s" % ("Lokal", "Jan.", "Feb.", "März", "Summe", "Anteil"),
             L + "%-20s%8s%8s%8s%8s%10s" % ("-" * 18, "-----", "-----", "-----", "------", "-------")]
    for lab, v in data:
        pct = ("%.1f" % (100.0 * sum(v) / valid_total)).replace(".", ",") + "%"
        lines.append(L + "%-20s%8d%8d%8d%8d%10s" % (lab, v[0], v[1], v[2], sum(v), pct))
    lines.append(L + "%-20s%8d%8d%8d%8d%10s" % ("ungültig", invalid[0], invalid[1], invalid[2], sum(invalid), "---"))
    lines.append(L + "%-20s%8s%8s%8s%8s%10s" % ("-" * 18, "-----", "-----", "-----", "------", "-------"))
    tot = [sum(v[i] for _, v in data) + invalid[i] for i in range(3)]
    lines.append(L + "%-20s%8d%8d%8d%8d%10s" % ("Summe", tot[0], tot[1], tot[2], sum(tot), "100,0%"))
    lines += ["", L + "Anteil = Anteil an den gültigen Stimmen", "", "", ""]
    txt = "\r\n".join(lines) + "\r\n\x0c"
    write_bytes(name, txt.encode("cp437"))
    scores = {lab: sum(v) for lab, v in data}
    win = check_margin(scores, 1.3)
    add(name, answer="winner", winner=win, candidates=[d[0] for d in data], scores=scores,
        question="Which pub (Vereinslokal) got the most valid votes over the three club evenings",
        tool="Lotus 1-2-3 Release 2.4 for DOS (run in DOSBox by a card club's treasurer), /Print File → VEREINSL.PRN with a 4-character left margin",
        shape="Ready-made count table with a title block: pub, one column per club evening, Summe, Anteil (% of valid votes, decimal comma), an 'ungültig' row, a dashed rule and a Summe row, trailing form feed",
        format_evidence="From memory, unverified (no search done): Lotus print-to-file writes the print range as plain text with margins and a page-eject form feed; the international number format with decimal comma is a worksheet setting.",
        traps=["Summe row and Summe column", "Anteil percentage column", "ungültig row", "Monthly columns",
               "Kassenwart name and date in the title block", "DOS code page 437 (ä, ü, é)", "8.3 file name gives no topic"])


# ======================================================================
# 6. Compusense Cloud - ranking test, long format (panelist / sample / rank)
# ======================================================================
def f06_compusense():
    rng = random.Random(606)
    name = "Compusense_Cloud_donnees_brutes_Etude_4471_Classement_cidres_Festival_des_Pommes.csv"
    samples = {"Verger des Érables": (318, 3.0), "Cidrerie du Lac": (574, 1.6), "Domaine Pommeraie": (902, 1.25),
               "Ferme Saint-Onésime": (146, 0.8)}
    n = 32
    ranks_all = []
    for p in range(n):
        pool = list(samples)
        order = []
        while pool:
            ws = [samples[s][1] for s in pool]
            r = rng.random() * sum(ws)
            acc = 0
            for s, w in zip(pool, ws):
                acc += w
                if r <= acc:
                    break
            order.append(s); pool.remove(s)
        ranks_all.append({s: order.index(s) + 1 for s in samples})
    borda = {s: sum(5 - r[s] for r in ranks_all) for s in samples}
    firsts = {s: sum(1 for r in ranks_all if r[s] == 1) for s in samples}
    win = check_margin(borda, 1.15)
    assert check_margin(firsts, 1.3) == win
    header = ["Étude", "Séance", "Panéliste", "Nom du panéliste", "Ordre de présentation", "Code échantillon",
              "Échantillon", "Question", "Réponse", "Date de réponse"]
    rows = [header]
    ages = ["18-34 ans", "35-54 ans", "55 ans et plus"]
    first = ["Julie", "Mathieu", "Geneviève", "Olivier", "Chantal", "Étienne", "Maryse", "Benoît", "Sophie", "Luc"]
    last = ["Tremblay", "Gagnon", "Roy", "Côté", "Bouchard", "Gauthier", "Morin", "Lavoie", "Fortin", "Pelletier"]
    q = "Classez les cidres selon votre préférence (1 = le plus aimé, 4 = le moins aimé)"
    for p in range(n):
        pid = "P%03d" % (p + 1)
        pname = rng.choice(first) + " " + rng.choice(last)
        seance = "S1 – samedi" if p < 16 else "S2 – dimanche"
        day = "2026-09-19" if p < 16 else "2026-09-20"
        tm = "%s %02d:%02d" % (day, 10 + p % 6, rng.randrange(60))
        order = list(samples); rng.shuffle(order)
        rows.append(["4471", seance, pid, pname, "", "", "", "Tranche d'âge", rng.choice(ages), tm])
        for k, s in enumerate(order):
            rows.append(["4471", seance, pid, pname, k + 1, samples[s][0], s, q, ranks_all[p][s], tm])
    write_bytes(name, csv_text(rows, ";").encode("cp1252"))
    add(name, answer="winner", winner=win, candidates=list(samples), scores=borda,
        question="Preference ranking of four ciders (1 = most liked): cider with the best (lowest) rank sum; scores given as Borda points (4 for a 1st place ... 1 for a 4th), the same order as the rank sums; the winner also has the most first places",
        tool="Compusense Cloud (Canadian sensory-testing software), study 4471 → Données → export raw data, opened in Microsoft Excel (French, Canada) and saved as CSV (';', Windows-1252), a Quebec apple festival's consumer panel",
        shape="Ranking in long format: one row per (panelist, sample) with study, session, panelist id and name, serving order, 3-digit blind code, sample name, question, response (the rank); plus one age-bracket row per panelist in the same Question/Réponse columns",
        format_evidence="From memory, unverified (no search done): the column titles are my guess.",
        traps=["Rank 1 is best (lower is better)", "Serving-order column also holds 1–4", "3-digit blind codes",
               "Demographic 'Tranche d'âge' rows mixed into the response column"])
    EXPECTED[name]["first_places"] = firsts


# ======================================================================
# 7. Award Force - judges' score grid, workbook with 2 sheets
# ======================================================================
def f07_awardforce():
    name = "AwardForce_Judging_Scores_Community_Spirit_Awards_2026_Round_1.xlsx"
    judges = ["A. Byrne", "C. Ní Fhaoláin", "D. Okafor", "M. Walsh", "P. Kowalczyk"]
    entries = [
        ("E-1041", "Ballinacarrig Riverside Clean-Up", "Ballinacarrig Tidy Towns", "Cork", [78, 74, 81, 76, 79]),
        ("E-1043", "Tullyglass Men's Shed Toy Library", "Tullyglass Men's Shed CLG", "Galway", [80, 77, 75, 82, 78]),
        ("E-1047", "Knockmore Digital Skills for Seniors", "Knockmore Library Friends", "Mayo", [71, 69, 74, 70, 73]),
        ("E-1052", "Carrowbeg Community Orchard", "Carrowbeg Development Assoc.", "Sligo", [88, 91, 86, 90, 87]),
        ("E-1055", "Dromkeel Youth Drama Bus", "Dromkeel Arts Collective", "Kerry", [95, 72, 78, 80, 74]),
        ("E-1058", "Inishcarra Wildflower Verges", "Inishcarra Biodiversity Group", "Cork", [76, None, 79, 77, 75]),
        ("E-1060", "Lisnagree Warm Homes Rota", "Lisnagree Parish Council", "Donegal", [84, "COI", 85, 83, 86]),
        ("E-1063", "Moyvalley Repair Café", "Moyvalley Sustainability Hub", "Kildare", [73, 76, 70, 72, 74]),
    ]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Scores"
    ws.append(["Community Spirit Awards 2026 – Round 1 judging – Category: Volunteer Project of the Year"])
    ws.append(["Score set: Overall score (0–100, weighted)  ·  Exported 18/05/2026 14:02 (IST) by programme@example.org"])
    ws.append([])
    hdr = ["Entry ID", "Entry name", "Entrant", "County"] + ["Judge: " + j for j in judges] + \
          ["Scores received", "Total", "Average"]
    ws.append(hdr)
    for c in ws[4]:
        c.font = Font(bold=True)
    ws["A1"].font = Font(bold=True, size=13)
    avg = {}
    tot = {}
    for eid, title, entrant, county, sc in entries:
        nums = [s for s in sc if isinstance(s, int)]
        cells = [("Abstained (conflict of interest)" if s == "COI" else s) for s in sc]
        tot[title] = sum(nums)
        avg[title] = round(sum(nums) / len(nums), 2)
        ws.append([eid, title, entrant, county] + cells + [len(nums), sum(nums), avg[title]])
    ws.append([])
    ws.append(["Blank score = not yet scored. Average is over scores received."])
    ws.column_dimensions["B"].width = 38
    ws.column_dimensions["C"].width = 32
    ws2 = wb.create_sheet("Criteria")
    ws2.append(["Criterion", "Weight", "Guidance"])
    for r in [("Impact on the community", "40%", "Evidence of lasting benefit"),
              ("Community involvement", "30%", "Number and range of volunteers"),
              ("Sustainability", "20%", "Will the project continue without the award?"),
              ("Presentation", "10%", "Clarity of the application"),
              ("Overall score", "100%", "Weighted sum, 0–100")]:
        ws2.append(list(r))
    save_xlsx(wb, name, datetime(2026, 5, 18, 13, 2, 0))
    win = check_margin(avg, 1.03)
    assert check_margin(tot, 1.03) == win
    add(name, answer="winner", winner=win, candidates=[e[1] for e in entries], scores=avg,
        question="Volunteer Project of the Year, round 1: entry with the highest average judges' score (it also has the highest total)",
        tool="Award Force (awards-management / judging platform, Ireland), Judging → Leaderboard → score set 'Overall score' → Export (Excel), a community awards programme",
        shape="Rating grid in a workbook: 'Scores' (title block, one row per entry with id, name, entrant, county, one column per judge, scores received, total, average; one judge abstained for a conflict of interest, one score not yet given) and 'Criteria' (weights)",
        format_evidence="From memory, unverified (no search done): sheet and column layout are my guess.",
        traps=["One judge gave one entry the single highest score (95) but that entry's average is lower",
               "Text 'Abstained (conflict of interest)' and a blank in the score grid", "Total and Average columns",
               "Scores received column", "Criteria sheet with percentages"])


# ======================================================================
# 8. PollUnit - Terminumfrage (scheduling poll), xlsx
# ======================================================================
def f08_pollunit():
    rng = random.Random(808)
    name = "PollUnit_Terminumfrage_Klassentreffen_30_Jahre_Abi_Export.xlsx"
    dates = ["Sa, 05.09.2026", "Sa, 12.09.2026", "Sa, 19.09.2026", "Sa, 26.09.2026"]
    n = 24
    plan = {
        dates[0]: {"Ja": 11, "Wenn nötig": 4, "Nein": 8, "": 1},
        dates[1]: {"Ja": 17, "Wenn nötig": 2, "Nein": 4, "": 1},
        dates[2]: {"Ja": 12, "Wenn nötig": 3, "Nein": 8, "": 1},
        dates[3]: {"Ja": 8, "Wenn nötig": 3, "Nein": 12, "": 1},
    }
    cols = {d: exact_shuffle(rng, plan[d]) for d in dates}
    people = ["Sabine Krüger", "Thomas Wendt", "Anja Hofmeister", "Markus Pfeiffer", "Claudia Brandl", "Jörg Sommer",
              "Nicole Fuchs", "Stefan Albrecht", "Katrin Vogt", "Oliver Seidel", "Sandra Lenz", "Dirk Hansen",
              "Martina Graf", "Frank Ebert", "Tanja Roth", "Ralf Kessler", "Birgit Haas", "Uwe Schuster",
              "Daniela Busch", "Heiko Franke", "Melanie Kraus", "Sven Lorenz", "Petra Winkler", "Andreas Beck"]
    comments = {2: "Am 5.9. bin ich noch im Urlaub", 7: "Komme mit Partner", 13: "Nur abends möglich",
                19: "19.9. wäre perfekt!", 22: "Anreise aus Hamburg"}
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Terminumfrage"
    ws.append(["Klassentreffen 30 Jahre Abi – Gymnasium am Kaiserplatz"])
    ws.append(["Terminumfrage · erstellt von Sabine Krüger · %d Teilnehmer · exportiert am 15.06.2026" % n])
    ws.append([])
    ws.append(["Teilnehmer"] + dates + ["Kommentar"])
    ws.append([""] + ["ab 18:00 Uhr"] * 4 + [""])
    for i, p in enumerate(people):
        ws.append([p] + [cols[d][i] for d in dates] + [comments.get(i, "")])
    ws.append([])
    for lab in ["Ja", "Wenn nötig", "Nein"]:
        ws.append(["Summe " + lab] + [plan[d][lab] for d in dates] + [""])
    ws["A1"].font = Font(bold=True, size=14)
    for c in ws[4]:
        c.font = Font(bold=True)
    ws2 = wb.create_sheet("Umfrage-Info")
    for r in [("Titel", "Klassentreffen 30 Jahre Abi"), ("Art", "Terminumfrage"),
              ("Antwortmöglichkeiten", "Ja / Wenn nötig / Nein"), ("Ort", "Ratskeller am Markt (vorläufig)"),
              ("Erstellt", "02.05.2026"), ("Status", "Abgeschlossen")]:
        ws2.append(list(r))
    save_xlsx(wb, name, datetime(2026, 6, 15, 19, 30, 0))
    yes = {d: plan[d]["Ja"] for d in dates}
    yes_maybe = {d: plan[d]["Ja"] + plan[d]["Wenn nötig"] for d in dates}
    win = check_margin(yes, 1.3)
    assert check_margin(yes_maybe, 1.2) == win
    add(name, answer="winner", winner=win, winner_aliases=["12.09.2026", "Samstag, 12. September 2026"],
        candidates=dates, scores=yes,
        question="Which date suits most participants ('Ja' answers; 'Ja' + 'Wenn nötig' gives the same winner)",
        tool="PollUnit (German online poll service), Terminumfrage → Ergebnisse → Export als Excel, a school year group's 30-year reunion",
        shape="Scheduling poll in a workbook: 'Terminumfrage' (title block, participants as rows, dates as columns, a second header row 'ab 18:00 Uhr', Ja / Wenn nötig / Nein / blank, a comment column, then Summe rows per answer) and 'Umfrage-Info'",
        format_evidence="From memory, unverified (no search done): the sheet layout and answer words are my guess.",
        traps=["Second header row with the time", "Summe rows under the grid", "Blank = no answer",
               "Comment mentioning another date", "Info sheet"])
    EXPECTED[name]["scores_yes_plus_maybe"] = yes_maybe


# ======================================================================
# 9. Kupindo.com (Serbia) - bid history pasted into Notepad, UTF-16
# ======================================================================
def f09_kupindo():
    rng = random.Random(909)
    name = "Kupindo_istorija_ponuda_predmet_71829304_gramofon_Tosca.txt"
    # bidder -> list of bids (amount); highest valid bid is the last
    bidders = {
        "d***n (57)": [5400, 7000, 9400],
        "m***a (312)": [4800, 6200, 8800],
        "s***1 (14)": [3600, 7600],
        "b***c (88)": [5000, 6900],
        "v***o (201)": [3300, 4500, 6600],
        "n***k (6)": [5200],
        "r***e (0)": [3100, 4100],
        "j***a (149)": [3000],
    }
    withdrawn = ("z***a (3)", 12500)
    events = []
    t = datetime(2026, 3, 15, 18, 2, 0).timestamp()
    allbids = sorted(((a, b) for b, lst in bidders.items() for a in lst))
    for a, b in allbids:
        t += rng.randrange(2000, 40000)
        events.append((t, b, a, ""))
    # withdrawn bid placed between
    events.append((datetime(2026, 3, 20, 23, 11, 5).timestamp(), withdrawn[0], withdrawn[1], "ponuda povučena"))
    events.sort()
    last = events[-1][0]
    assert last < datetime(2026, 3, 22, 21, 0, 0).timestamp()
    lines = ["Istorija ponuda",
             "Gramofon RIZ Tosca 50, ispravan, sa originalnim poklopcem",
             "Predmet br. 71829304\tProdavac: stari_zvuk (412)",
             "Početna cena: 3.000 din",
             "Aukcija završena: 22.03.2026. u 21:00",
             "Broj ponuda: %d" % len(events),
             "",
             "Kupac\tPonuda\tVreme ponude\tNapomena"]

    def din(a):
        return "{:,}".format(a).replace(",", ".") + " din"

    top = max(a for _, _, a, note in events if not note)
    for ts, b, a, note in sorted(events, reverse=True):
        if not note and a == top:
            note = "najviša ponuda"
        lines.append("\t".join([b, din(a), datetime.fromtimestamp(ts).strftime("%d.%m.%Y. %H:%M:%S"), note]))
    lines += ["", "Povučene ponude se ne uzimaju u obzir.", "Cene su izražene u dinarima (RSD)."]
    write_bytes(name, ("\ufeff" + "\r\n".join(lines) + "\r\n").encode("utf-16-le"))
    highest = {b: max(v) for b, v in bidders.items()}
    sc = posted_price_scores(highest)
    win = check_margin(sc, 1.05)
    add(name, answer="winner", winner=str(win), candidates=[str(p) for p in sc],
        scores={str(p): v for p, v in sc.items()},
        question="Posted price p scored as p x number of bidders whose highest valid bid >= p",
        tool="Kupindo.com (Serbian collectors' auction site), ended item → 'Istorija ponuda' (bid history) selected in the browser, pasted into Windows Notepad and saved with encoding 'UTF-16 LE'",
        shape="Bid list: title block (item, item number and seller, start price, end time, number of bids), header Kupac / Ponuda / Vreme ponude / Napomena, newest first, masked bidder names with feedback counts in parentheses, '9.400 din' amounts, one withdrawn bid, footer notes",
        format_evidence="From memory, unverified (no search done): the column titles and notes are my guesses.",
        traps=["Withdrawn 12.500 din bid ('ponuda povučena') is invalid", "Feedback counts in parentheses after bidder names",
               "Several bids per bidder: use each bidder's highest valid bid", "'.' thousands separator and ' din'",
               "Start price and item number in the title block", "UTF-16 LE with BOM"])


# ======================================================================
# 10. Auction.co.kr (Korea) - bid history, EUC-KR CSV from LibreOffice on Ubuntu
# ======================================================================
def f10_auction_kr():
    rng = random.Random(1010)
    name = "옥션_입찰내역_캠핑텐트_B738201456.csv"
    bidders = {
        "ysk***": [92000, 150000, 187000],
        "par***": [110000, 176000],
        "cho***": [70000, 131000, 161000],
        "min***": [55000, 98000, 142000],
        "lee***": [80000, 125000],
        "jhk***": [60000, 98000],
        "bae***": [52000, 76000],
    }
    cancelled = ("hjw***", 199000)
    events = []
    t = datetime(2026, 6, 8, 10, 0, 0).timestamp()
    for a, b in sorted((a, b) for b, lst in bidders.items() for a in lst):
        t += rng.randrange(5000, 40000)
        events.append((t, b, a, ""))
    events.append((datetime(2026, 6, 13, 23, 40, 12).timestamp(), cancelled[0], cancelled[1], "입찰취소"))
    events.sort()
    assert events[-1][0] < datetime(2026, 6, 14, 22, 0, 0).timestamp()
    top = max(a for _, _, a, n in events if not n)
    rows = [["상품명", "코베아 4인용 돔 텐트 (미개봉)", "", "", "", ""],
            ["상품번호", "B738201456", "", "", "", ""],
            ["시작가", "50,000원", "", "", "", ""],
            ["경매종료", "2026-06-14 22:00", "", "", "", ""],
            ["", "", "", "", "", ""],
            ["번호", "입찰자", "입찰가", "수량", "입찰일시", "비고"]]
    evs = sorted(events, reverse=True)
    for k, (ts, b, a, note) in enumerate(evs):
        if not note and a == top:
            note = "최고입찰"
        rows.append([len(evs) - k, b, "{:,}원".format(a), 1,
                     datetime.fromtimestamp(ts).strftime("%Y-%m-%d %H:%M:%S"), note])
    rows.append(["", "", "", "", "", ""])
    rows.append(["※ 취소된 입찰은 낙찰 대상에서 제외됩니다.", "", "", "", "", ""])
    write_bytes(name, csv_text(rows, ",", "\n").encode("euc_kr"))
    highest = {b: max(v) for b, v in bidders.items()}
    sc = posted_price_scores(highest)
    win = check_margin(sc, 1.05)
    add(name, answer="winner", winner=str(win), candidates=[str(p) for p in sc],
        scores={str(p): v for p, v in sc.items()},
        question="Posted price p scored as p x number of bidders whose highest valid bid >= p",
        tool="옥션 Auction.co.kr (Korean online marketplace), 경매 상품 → 입찰내역 (bid history) copied from Firefox on Ubuntu into LibreOffice Calc and saved as Text CSV with character set 'Korean (EUC-KR)'",
        shape="Bid list: a key/value title block (item, item number, start price '50,000원', end time), a blank row, header 번호 / 입찰자 / 입찰가 / 수량 / 입찰일시 / 비고, newest first, masked bidder IDs, '187,000원' amounts in quoted cells, one cancelled bid (입찰취소), a footer note",
        format_evidence="From memory, unverified (no search done): column titles and notes are my guesses; LibreOffice on Linux writes LF line ends and pads rows with empty fields.",
        traps=["Cancelled 199,000원 bid (입찰취소) is invalid", "Bid number (번호) and quantity (수량) columns",
               "Several bids per bidder", "Thousands comma inside quoted amounts with '원'", "Start price in title block",
               "EUC-KR"])


# ======================================================================
# 11. BigQuery console - Save results → CSV (local file); PB points, long format
# ======================================================================
def f11_bigquery():
    rng = random.Random(1111)
    name = "bq-results-20260412-093015-1775986215731.csv"
    projects = [(7, "Outdoor gym at Millbrook Park", 3.2), (3, "Skate park floodlights", 2.4),
                (12, "Mural on the Station Road underpass", 2.0), (5, "Free period products in youth centres", 1.8),
                (9, "Bike repair station at Eastfield Library", 1.4)]
    rows = [["ballot_id", "voter_hash", "submitted_at", "ballot_status", "project_id", "project_title", "points"]]
    pts = {p[1]: 0 for p in projects}
    nrows = {p[1]: 0 for p in projects}
    t = datetime(2026, 3, 28, 9, 0, 0).timestamp()
    for b in range(1, 131):
        t += rng.randrange(600, 9000)
        k = rng.choice([1, 2, 2, 3, 3, 3])
        pool = list(projects)
        chosen = []
        for _ in range(k):
            ws = [p[2] for p in pool]
            r = rng.random() * sum(ws); acc = 0
            for p in pool:
                acc += p[2]
                if r <= acc:
                    break
            chosen.append(p); pool.remove(p)
        spoiled = b in (17, 58, 96, 121)
        if k == 1:
            alloc = [10]
        elif k == 2:
            a = rng.randrange(3, 8); alloc = [a, 10 - a]
        else:
            a = rng.randrange(2, 7); c = rng.randrange(1, 10 - a); alloc = [a, c, 10 - a - c]
        if spoiled:
            alloc = [x + 3 for x in alloc]
        stamp = datetime.fromtimestamp(t).strftime("%Y-%m-%d %H:%M:%S.") + "%06d" % (rng.randrange(1000) * 1000) + " UTC"
        vh = "%016x" % rng.getrandbits(64)
        for p, a in zip(chosen, alloc):
            rows.append(["B%05d" % (20000 + b), vh, stamp, "rejected_over_limit" if spoiled else "valid", p[0], p[1], a])
            if not spoiled:
                pts[p[1]] += a
                nrows[p[1]] += 1
    body = rows[:1] + sorted(rows[1:], key=lambda r: (r[0], -r[6]))
    write_bytes(name, csv_text(body, ",", "\n").encode("utf-8"))
    win = check_margin(pts, 1.1)
    assert check_margin(nrows, 1.05) == win
    add(name, answer="winner", winner=win, candidates=[p[1] for p in projects], scores=pts,
        question="Eastfield youth participatory budget: project with the most points on valid ballots (each voter spreads 10 points; ballots with ballot_status 'rejected_over_limit' do not count)",
        tool="Google BigQuery console: a query over a council's participatory-budgeting app tables → Save results → CSV (local file)",
        shape="Long format voter/option/points: one row per (ballot, project) with ballot id, hashed voter id, UTC timestamp, ballot status, project id, project title, points",
        format_evidence="From memory, unverified (one search of issue threads confirmed only that the console, not the API, downloads results to a local CSV): the 'bq-results-<date>-<time>-<millis>.csv' file name and the '... UTC' timestamp rendering are from memory.",
        traps=["Rejected ballots (over the 10-point limit) carry inflated points", "project_id numbers",
               "Several rows per ballot", "Hex voter hashes"])
    EXPECTED[name]["rows_per_project_valid"] = nrows


# ======================================================================
# 12. ONPE (Peru) - results per mesa, long format (mesa / organisation / votes)
# ======================================================================
def f12_onpe():
    rng = random.Random(1212)
    name = "ONPE_ERM2026_Resultados_por_mesa_Distrital_Santa_Rosa_de_Quillca.csv"
    orgs = ["MOVIMIENTO REGIONAL ANCASH UNIDO", "PARTIDO DEMOCRATICO ANDINO", "FUERZA VECINAL QUILLQUEÑA",
            "ALIANZA PARA EL DESARROLLO RURAL"]
    totals = {"PARTIDO DEMOCRATICO ANDINO": 812, "MOVIMIENTO REGIONAL ANCASH UNIDO": 604,
              "FUERZA VECINAL QUILLQUEÑA": 377, "ALIANZA PARA EL DESARROLLO RURAL": 158,
              "VOTOS EN BLANCO": 96, "VOTOS NULOS": 131}
    nm = 8
    weights = [1.0, 1.1, 0.9, 1.05, 0.95, 1.0, 1.08, 0.92]
    per = {k: split_total(rng, v, weights) for k, v in totals.items()}
    mesas = ["%06d" % (41582 + i) for i in range(nm)] + ["041590"]
    rows = [["UBIGEO", "DEPARTAMENTO", "PROVINCIA", "DISTRITO", "TIPO_ELECCION", "MESA", "LOCAL_VOTACION",
             "ESTADO_ACTA", "ELECTORES_HABILES", "VOTOS_EMITIDOS", "ORGANIZACION_POLITICA", "VOTOS"]]
    locales = ["I.E. N° 86231 SAN MARTIN DE PORRES", "I.E. N° 86231 SAN MARTIN DE PORRES",
               "I.E. N° 86231 SAN MARTIN DE PORRES", "I.E. N° 86231 SAN MARTIN DE PORRES",
               "I.E. JOSE CARLOS MARIATEGUI - CASERIO HUAYLLAPAMPA", "I.E. JOSE CARLOS MARIATEGUI - CASERIO HUAYLLAPAMPA",
               "I.E. N° 86498 - CASERIO PAMPACHACRA", "I.E. N° 86498 - CASERIO PAMPACHACRA",
               "I.E. N° 86498 - CASERIO PAMPACHACRA"]
    labels = orgs + ["VOTOS EN BLANCO", "VOTOS NULOS"]
    for i, mesa in enumerate(mesas):
        if i < nm:
            v = {k: per[k][i] for k in labels}
            estado = "CONTABILIZADA NORMAL"
        else:
            v = {"MOVIMIENTO REGIONAL ANCASH UNIDO": 61, "PARTIDO DEMOCRATICO ANDINO": 48,
                 "FUERZA VECINAL QUILLQUEÑA": 30, "ALIANZA PARA EL DESARROLLO RURAL": 9, "VOTOS EN BLANCO": 8,
                 "VOTOS NULOS": 12}
            estado = "ANULADA (ACTA CON ERROR MATERIAL)"
        emit = sum(v.values())
        hab = 300
        for k in labels:
            rows.append(["021509", "ANCASH", "HUARI", "SANTA ROSA DE QUILLCA", "DISTRITAL", mesa, locales[i], estado,
                         hab, emit, k, v[k]])
    write_bytes(name, csv_text(rows, ";").encode("latin-1"))
    scores = {k: totals[k] for k in orgs}
    win = check_margin(scores, 1.25)
    add(name, answer="winner", winner=win, winner_aliases=["Partido Democrático Andino"], candidates=orgs, scores=scores,
        question="District mayor (alcalde distrital) of Santa Rosa de Quillca: organisation with most votes on counted actas (the annulled acta would not change the winner)",
        tool="ONPE (Oficina Nacional de Procesos Electorales, Peru), Elecciones Regionales y Municipales 2026 → resultados por mesa → descarga de datos (CSV, Latin-1, ';'), an invented district",
        shape="Long format unit/party/votes: one row per (mesa, organisation) with ubigeo, department, province, district, election type, mesa, polling place, acta status, electors and votes cast repeated on every row; blank and null votes as pseudo-organisation rows; one annulled acta",
        format_evidence="From memory, unverified (no search done): column names and encoding are my guess; ERM 2026 is scheduled for October 2026.",
        traps=["VOTOS NULOS and VOTOS EN BLANCO are rows in the organisation column",
               "ELECTORES_HABILES and VOTOS_EMITIDOS repeated on every row", "One acta 'ANULADA' (not counted; the winner is the same either way)",
               "Mesa numbers with leading zeros", "Ñ in Latin-1"])


# ======================================================================
# 13. Particify - room results export, several count tables: ASK
# ======================================================================
def f13_particify():
    name = "particify_Raum_84213957_Abteilungsversammlung_Oktober_2026_Ergebnisse.csv"
    q1 = "Wohin soll der Betriebsausflug 2027 gehen?"
    q2 = "An welchem Termin soll die Weihnachtsfeier stattfinden?"
    c1 = {"Bodensee (Schifffahrt und Pfahlbauten)": 12, "Schwäbische Alb (Wanderung + Bärenhöhle)": 21,
          "Heidelberg (Altstadtführung)": 14}
    c2 = {"Donnerstag, 10.12.2026": 9, "Freitag, 11.12.2026": 26, "Freitag, 18.12.2026": 13}

    def pct(a, b):
        return ("%.1f" % (100.0 * a / b)).replace(".", ",") + " %"

    rows = [["Raum", "Abteilungsversammlung Oktober 2026 (Fachbereich Finanzen)"],
            ["Raumnummer", "84 213 957"], ["Exportiert am", "29.10.2026 16:42"], []]
    for n, (q, c, abst) in enumerate([(q1, c1, 3), (q2, c2, 2)], 1):
        s = sum(c.values())
        rows.append(["Inhalt %d" % n, "Single Choice", q])
        rows.append(["Antwortoption", "Anzahl", "Anteil"])
        for k, v in c.items():
            rows.append([k, v, pct(v, s)])
        rows.append(["Summe", s, "100,0 %"])
        rows.append(["Enthaltungen", abst, ""])
        rows.append([])
    rows.append(["Inhalt 3", "Freitext", "Was sollen wir bei der nächsten Versammlung besser machen?"])
    rows.append(["Antwort", "Anzahl", ""])
    for t, k in [("Kürzere Tagesordnung", 4), ("Mehr Zeit für Fragen", 3), ("Kaffee!", 2),
                 ("Folien vorher verschicken", 2), ("Hybrid-Teilnahme ermöglichen", 1)]:
        rows.append([t, k, ""])
    write_bytes(name, ("\ufeff" + csv_text(rows, ";")).encode("utf-8"))
    s1 = dict(c1); s2 = dict(c2)
    w1 = check_margin(s1, 1.3); w2 = check_margin(s2, 1.3)
    add(name, answer="ask",
        ask_because="The room export holds two single-choice questions (destination of the 2027 works outing, and the date of the Christmas party) plus a free-text question; nothing in the file or its name says which result is wanted.",
        acceptable={q1: w1, q2: w2}, scores_by_question={q1: s1, q2: s2},
        candidates=list(c1) + list(c2), question="(ask) meeting room with two single-choice questions",
        tool="Particify (German open-source audience-response tool, successor of ARSnova), Raum → Inhalte → Ergebnisse exportieren (CSV), a department meeting",
        shape="Ready-made count tables: a key/value room header, then one block per content item (Inhalt n; type; question), header Antwortoption / Anzahl / Anteil, options with counts and percentages, Summe and Enthaltungen rows; a free-text block with answer counts",
        format_evidence="From memory, unverified (no search done): the block layout is my guess.",
        traps=["Two count tables: ask which", "Summe and Enthaltungen rows", "Percentages with decimal comma",
               "Free-text block whose answers also have counts", "Date labels containing commas (separator is ';')",
               "Room number with spaces"])


# ======================================================================
# 14. Mailchimp survey - responses export, two single-choice questions: ASK
# ======================================================================
def f14_mailchimp():
    rng = random.Random(1414)
    name = "mailchimp_survey_responses_Riverside_Allotments_spring_survey_2026.csv"
    q1 = "Which charity should this year's plant sale proceeds go to?"
    q2 = "Which shared tool should we buy with the council grant?"
    c1 = {"St Anne's Hospice": 19, "Riverside Food Bank": 31, "Hedgehog Rescue Trust": 12}
    c2 = {"Petrol rotavator": 21, "Shredder/chipper": 28, "Ride-on mower": 11, "": 2}
    a1 = exact_shuffle(rng, c1)
    a2 = exact_shuffle(rng, c2)
    firsts = ["Margaret", "Dev", "Sian", "Tom", "Priya", "Alan", "Joan", "Kwame", "Helen", "Ravi", "Bridget", "Owen",
              "Fatima", "Colin", "Ewa", "Gareth"]
    lasts = ["Hughes", "Patel", "Evans", "Okoro", "Lloyd", "Begum", "Jenkins", "Nowak", "Price", "Shah", "Morgan",
             "Clarke"]
    comments = ["", "", "", "", "Please fix the gate latch on plot 14", "More compost bays please",
                "Can we have a rainwater butt rota?", "Thanks to the committee!", "", "Water troughs leak, near the shed"]
    rows = [["Response ID", "Submitted At", "Email Address", "First Name", "Last Name", q1, q2,
             "How many plots (or half plots) do you rent?", "Anything else you'd like to tell the committee?"]]
    t = datetime(2026, 3, 3, 18, 0, 0).timestamp()
    for i in range(len(a1)):
        t += rng.randrange(900, 20000)
        fn = rng.choice(firsts); ln = rng.choice(lasts)
        email = "%s.%s%d@example.org" % (fn.lower(), ln.lower(), rng.randrange(1, 99))
        rows.append([str(8812001 + i), datetime.fromtimestamp(t).strftime("%m/%d/%Y %I:%M %p"), email, fn, ln,
                     a1[i], a2[i], rng.choice(["1", "1", "0.5", "2", "1"]), rng.choice(comments)])
    write_bytes(name, csv_text(rows, ",", "\n").encode("utf-8"))
    s1 = dict(c1); s2 = {k: v for k, v in c2.items() if k}
    w1 = check_margin(s1, 1.3); w2 = check_margin(s2, 1.2)
    add(name, answer="ask",
        ask_because="The survey asked two single-choice questions (which charity gets the plant-sale money, which shared tool to buy); the file name only says 'spring survey'.",
        acceptable={q1: w1, q2: w2}, scores_by_question={q1: s1, q2: s2},
        candidates=list(s1) + list(s2), question="(ask) allotment society's spring survey with two single-choice questions",
        tool="Mailchimp Surveys (Intuit Mailchimp), survey → Responses → Export responses (CSV), an allotment society in Wales",
        shape="Multi-question survey, one row per response: response id, US-style submit time, e-mail, first and last name, two single-choice questions, a number (plots rented, with 0.5) and a comment",
        format_evidence="From memory, unverified (no search done): the column titles are my guess.",
        traps=["Two candidate questions: ask which", "Two blank answers to the tool question", "Apostrophes in option labels",
               "Plots-rented numeric column"])


# ======================================================================
# 15. Enalyzer (Denmark) - one column per option (1/0), two header rows, 2 sheets
# ======================================================================
def f15_enalyzer():
    rng = random.Random(1515)
    name = "Enalyzer_eksport_Personaleforeningen_sommerudflugt_2026.xlsx"
    qtxt = "Hvilke aktiviteter vil du gerne have på sommerudflugten? (vælg gerne flere)"
    opts = [("Q1_1", "Kajak på Gudenåen", 27), ("Q1_2", "Besøg i Skandinavisk Dyrepark", 18),
            ("Q1_3", "Guidet tur i Den Gamle By", 34), ("Q1_4", "Minigolf og grill", 22),
            ("Q1_5", "Ølsmagning på bryggeri", 15), ("Q1_6", "Ved ikke", 4)]
    n = 52
    ticks = {code: set(rng.sample(range(n), k)) for code, _, k in opts}
    for i in range(n):  # every completed respondent ticks at least one box
        if not any(i in s for s in ticks.values()):
            ticks["Q1_6"].add(i)
    counts = {lab: len(ticks[code]) for code, lab, _ in opts}
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Data"
    codes = ["RespondentID", "Status", "Startet", "Afsluttet", "Afdeling"] + [o[0] for o in opts] + ["Q2", "Q3"]
    labels = ["Respondent-ID", "Status", "Startet", "Afsluttet", "Hvilken afdeling er du ansat i?"] + \
             ["%s - %s" % (qtxt, o[1]) for o in opts] + \
             ["Hvor mange ledsagere tager du med?", "Har du andre ønsker til udflugten?"]
    ws.append(codes)
    ws.append(labels)
    depts = ["Lager", "Administration", "Salg", "Kundeservice", "IT"]
    wishes = [None, None, None, None, "Gerne bus fra Aarhus C", "Vegetarisk mad", "Ikke for tidligt om morgenen",
              None, "Børn med?"]
    recs = []
    t = datetime(2026, 4, 20, 8, 0, 0).timestamp()
    for i in range(n):
        t += rng.randrange(1200, 15000)
        st = datetime.fromtimestamp(t)
        en = datetime.fromtimestamp(t + rng.randrange(60, 500))
        recs.append([st, "Gennemført", st, en, rng.choice(depts)] + [1 if i in ticks[o[0]] else 0 for o in opts] +
                    [rng.choice([0, 0, 1, 1, 2]), rng.choice(wishes)])
    inc = [[1, 0, 0, 0, 1, 0], [0, 1, 0, 0, 0, 0], None, None, None]
    for k, tk in enumerate(inc):
        st = datetime(2026, 4, 21, 9, 0, 0) if k == 0 else datetime.fromtimestamp(datetime(2026, 4, 21, 9, 0).timestamp() + k * 31000)
        recs.append([st, "Ikke gennemført", st, None, rng.choice(depts) if tk else None] +
                    (tk if tk else [None] * 6) + [None, None])
    recs.sort(key=lambda r: r[0])
    for i, r in enumerate(recs):
        ws.append([5300117 + i] + r[1:])
    for row in ws.iter_rows(min_row=3, min_col=3, max_col=4):
        for c in row:
            c.number_format = "dd-mm-yyyy hh:mm"
    for c in ws[2]:
        c.font = Font(bold=True)
    ws2 = wb.create_sheet("Variabler")
    ws2.append(["Variabel", "Label", "Værdier"])
    ws2.append(["Status", "Besvarelsens status", "Gennemført / Ikke gennemført"])
    ws2.append(["Afdeling", "Hvilken afdeling er du ansat i?", "Lager, Administration, Salg, Kundeservice, IT"])
    for code, lab, _ in opts:
        ws2.append([code, "%s - %s" % (qtxt, lab), "1 = Valgt, 0 = Ikke valgt"])
    ws2.append(["Q2", "Hvor mange ledsagere tager du med?", "Tal"])
    ws2.append(["Q3", "Har du andre ønsker til udflugten?", "Tekst"])
    save_xlsx(wb, name, datetime(2026, 5, 4, 7, 45, 0))
    scores = {lab: counts[lab] for _, lab, _ in opts if lab != "Ved ikke"}
    win = check_margin(scores, 1.2)
    add(name, answer="winner", winner=win, candidates=list(scores), scores=scores,
        question="Which summer-outing activity did most completed respondents tick ('Ved ikke' = don't know is not an activity)",
        tool="Enalyzer (Danish survey platform), undersøgelse → Resultater → Eksport → Rådata (Excel), a staff association's summer-outing survey",
        shape="One column per option: workbook 'Data' with a variable-code header row and a label header row ('question - option'), respondent id, status (Gennemført / Ikke gennemført), start/end, department, six 1/0 tick columns, a number and a free-text column; 'Variabler' sheet with the coding",
        format_evidence="From memory, unverified (no search done): the two header rows and the coding sheet are my guess.",
        traps=["Two header rows (codes, then labels)", "'Ved ikke' option", "Incomplete responses (two with some ticks); counting them changes no winner",
               "Respondent-ID numbers", "Companion-count column", "Variabler sheet"])
    EXPECTED[name]["ved_ikke_ticks"] = counts["Ved ikke"]


def main():
    for f in [f01_pkw, f02_spark, f03_surveycake, f04_anketolog, f05_lotus, f06_compusense, f07_awardforce,
              f08_pollunit, f09_kupindo, f10_auction_kr, f11_bigquery, f12_onpe, f13_particify, f14_mailchimp,
              f15_enalyzer]:
        f()
    assert len(EXPECTED) == 15
    with open(os.path.join(OUT, "expected.json"), "w", encoding="utf-8") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2, sort_keys=True)
        fh.write("\n")


if __name__ == "__main__":
    main()
