#!/usr/bin/env python3
"""Blind test set ZR: fifteen arts, culture and heritage exports.

Deterministic: fixed seeds, fixed xlsx properties and zip entry dates.
Writes the files and expected.json next to this script.
Run from the repository root:
    /work/main/.venv/bin/python tests/blind/set_zr/make_set.py
"""
import csv
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
FIXED = dt.datetime(2026, 4, 1, 9, 0, 0)
EXPECTED = OrderedDict()


# ----------------------------------------------------------------- helpers
def out(name):
    return os.path.join(HERE, name)


def write_bytes(name, data):
    with open(out(name), "wb") as fh:
        fh.write(data)


def csv_text(rows, delimiter=",", quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n"):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter, quoting=quoting, lineterminator=lineterminator)
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


def expand(counts, rng):
    """counts: list of (label, n) -> shuffled list of labels."""
    items = []
    for label, n in counts:
        items.extend([label] * n)
    rng.shuffle(items)
    return items


def save_xlsx(wb, name):
    wb.properties.created = FIXED
    wb.properties.modified = FIXED
    wb.properties.creator = "openpyxl"
    wb.properties.lastModifiedBy = None
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    dst_buf = io.BytesIO()
    with zipfile.ZipFile(dst_buf, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 4, 1, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                # openpyxl stamps 'modified' with the current time on save; pin it
                data = re.sub(rb"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)",
                              rb"\g<1>2026-04-01T09:00:00Z\g<2>", data)
            dst.writestr(zi, data)
    write_bytes(name, dst_buf.getvalue())


def ranked(scores):
    return sorted(scores, key=lambda k: (-scores[k], k))


def check_margin(scores, name, rel=0.05):
    order = ranked(scores)
    a, b = scores[order[0]], scores[order[1]]
    assert a > b and (a - b) >= rel * a - 1e-9, (name, order[:2], a, b)
    return order[0]


def record(name, tool, shape, evidence, question, candidates, scores, traps,
           answer="winner", winner=None, acceptable=None, ask_because=None):
    EXPECTED[name] = OrderedDict([
        ("tool", tool),
        ("shape", shape),
        ("format_evidence", evidence),
        ("answer", answer),
        ("winner", winner),
        ("acceptable", acceptable),
        ("ask_because", ask_because),
        ("question", question),
        ("candidates", candidates),
        ("scores", scores),
        ("traps", traps),
    ])


def posted_price(bidders_max, amounts_written):
    """amounts_written: {numeric amount: label as written}. bidders_max: {bidder: max valid bid}."""
    scores = OrderedDict()
    for amt in sorted(amounts_written):
        n = sum(1 for m in bidders_max.values() if m >= amt)
        scores[amounts_written[amt]] = round(amt * n, 2)
    return scores


FIRST = ["Amelia", "Oliver", "Isla", "George", "Ava", "Harry", "Mia", "Jack", "Freya", "Noah", "Grace",
         "Leo", "Lily", "Arthur", "Ella", "Oscar", "Rosie", "Theo", "Evie", "Henry", "Alice", "Finley",
         "Sophie", "Alfie", "Poppy", "Archie", "Ruby", "Thomas", "Maya", "Samuel", "Hannah", "Joseph",
         "Imogen", "Daniel", "Martha", "Edward", "Zara", "Lucas", "Clara", "Rory"]
LAST = ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Patel", "Robinson",
        "Wright", "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson",
        "Clarke", "Hughes", "Edwards", "Turner", "Hill", "Moore", "Cooper", "Ward", "Morris", "King",
        "Baker", "Harris", "Lewis", "Young", "Allen", "Kaur", "Ahmed", "Murphy", "Price", "Bennett"]


def person(rng):
    return rng.choice(FIRST), rng.choice(LAST)


# ======================================================================
# 1. Spektrix — theatre customer report with a season survey attribute
# ======================================================================
def f_spektrix():
    name = "Spektrix_Report_Larkfield_Playhouse_Revival_Vote_2027.csv"
    rng = random.Random(101)
    plays = [("Noises Off", 31), ("Blithe Spirit", 25), ("Under Milk Wood", 17),
             ("The Importance of Being Earnest", 14), ("Abigail's Party", 9), ("", 6)]
    votes = expand(plays, rng)
    n = len(votes)
    ages = expand([("65+", 41), ("55-64", 22), ("45-54", 14), ("35-44", 10), ("25-34", 7), ("18-24", 4), ("", 4)], rng)[:n]
    schemes = expand([("Friends of Larkfield", 52), ("", 30), ("Friends Plus", 12), ("Patron", 8)], rng)[:n]
    postcodes = ["LK1", "LK2", "LK3", "LK4", "HX7", "HD2"]
    header = ["Customer ID", "Title", "First Name", "Last Name", "Email", "Postcode", "Membership",
              "Age Band", "Attribute: Revival vote 2027", "Attribute Set Date", "Email Opt-In",
              "Total Orders (12 months)", "Lifetime Spend"]
    rows = [header]
    for i, v in enumerate(votes):
        fn, ln = person(rng)
        title = rng.choice(["Mr", "Mrs", "Ms", "Dr", "Miss", "Mx", ""])
        cid = "C-%d" % (418200 + rng.randint(0, 89999))
        email = "%s.%s%d@%s" % (fn.lower(), ln.lower(), rng.randint(1, 99),
                                rng.choice(["gmail.com", "btinternet.com", "outlook.com", "yahoo.co.uk"]))
        pc = "%s %d%s%s" % (rng.choice(postcodes), rng.randint(1, 9), rng.choice("ABDEFGHJ"), rng.choice("LNPQRSTU"))
        day = 3 + (i * 7) % 25
        when = "%02d/02/2026 %02d:%02d" % (day, 9 + rng.randint(0, 12), rng.randint(0, 59)) if v else ""
        orders = rng.randint(1, 14)
        spend = "%.2f" % (orders * rng.choice([18.5, 22.0, 26.5, 31.0]) * rng.randint(2, 6))
        rows.append([cid, title, fn, ln, email, pc, schemes[i], ages[i], v, when,
                     rng.choice(["Yes", "Yes", "No"]), str(orders), spend])
    write_bytes(name, csv_text(rows).encode("utf-8"))
    scores = Counter(r[8] for r in rows[1:] if r[8])
    scores = OrderedDict((k, scores[k]) for k in ranked(scores))
    w = check_margin(scores, name)
    assert Counter(ages).most_common(1)[0][1] > max(scores.values())
    record(name,
           "Spektrix (cloud ticketing/CRM for theatres), Reports → Report Builder customer report including a custom customer attribute filled from a post-show e-mail survey → Export CSV",
           "one row per customer: id, contact fields, postcode, membership scheme, age band, then the attribute holding the chosen play; six customers never answered (empty), spend and order counts at the end",
           "from memory (report columns are chosen by the user in Report Builder; names here are plausible, not copied)",
           "count of customers per play in 'Attribute: Revival vote 2027' (blanks ignored)",
           list(scores), scores,
           ["'Age Band' comes first among the categorical columns and its top value (65+) outnumbers every play",
            "'Membership' is mostly 'Friends of Larkfield'", "numeric order count and lifetime spend columns",
            "six empty answers"],
           winner=w)


# ======================================================================
# 2. Eventive — film festival audience ballots (long, ratings)
# ======================================================================
def f_eventive():
    name = "eventive_audience_ballots_harbour-lights-film-festival-2026.csv"
    rng = random.Random(202)
    films = OrderedDict([
        ("The Salt Road", {5: 38, 4: 40, 3: 26, 2: 10, 1: 6}),       # many ballots, middling mean
        ("Kestrel Summer", {5: 48, 4: 18, 3: 4, 2: 1, 1: 1}),       # fewer ballots, best mean
        ("Night Ferry", {5: 30, 4: 34, 3: 14, 2: 5, 1: 2}),
        ("Paper Lanterns", {5: 20, 4: 22, 3: 9, 2: 3, 1: 1}),
        ("A Quiet Orchard", {5: 8, 4: 14, 3: 12, 2: 4, 1: 2}),
    ])
    screenings = {
        "The Salt Road": [("2026-05-08T19:30:00+01:00", "Harbour Cinema Screen 1"),
                          ("2026-05-09T14:00:00+01:00", "Harbour Cinema Screen 1"),
                          ("2026-05-10T20:45:00+01:00", "Custom House Hall")],
        "Kestrel Summer": [("2026-05-09T18:15:00+01:00", "Harbour Cinema Screen 2")],
        "Night Ferry": [("2026-05-08T21:30:00+01:00", "Harbour Cinema Screen 2"),
                        ("2026-05-10T16:00:00+01:00", "Harbour Cinema Screen 1")],
        "Paper Lanterns": [("2026-05-09T11:00:00+01:00", "Custom House Hall")],
        "A Quiet Orchard": [("2026-05-10T13:30:00+01:00", "Harbour Cinema Screen 2")],
    }
    ballots = []
    for film, dist in films.items():
        for rating, k in dist.items():
            for _ in range(k):
                start, venue = rng.choice(screenings[film])
                ballots.append((film, start, venue, rating))
    rng.shuffle(ballots)
    ballots.sort(key=lambda b: b[1])
    header = ["ballot_id", "created_at", "event_name", "event_start", "venue", "film_title", "rating",
              "source", "ticket_id", "person_email_hash"]
    rows = [header]
    for i, (film, start, venue, rating) in enumerate(ballots):
        t0 = dt.datetime.fromisoformat(start[:19]) + dt.timedelta(minutes=95 + rng.randint(0, 40))
        created = (t0 - dt.timedelta(hours=1)).strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % rng.randint(0, 999)
        rows.append(["%024x" % rng.getrandbits(96), created, "%s — Audience Award screening" % film, start, venue,
                     film, str(rating), rng.choice(["qr_ballot", "qr_ballot", "paper_ballot", "app"]),
                     "%024x" % rng.getrandbits(96), "%016x" % rng.getrandbits(64)])
    write_bytes(name, csv_text(rows, lineterminator="\n").encode("utf-8"))
    sums, cnt = defaultdict(int), Counter()
    for r in rows[1:]:
        sums[r[5]] += int(r[6]); cnt[r[5]] += 1
    means = {f: round(sums[f] / cnt[f], 3) for f in sums}
    scores = OrderedDict((k, means[k]) for k in ranked(means))
    w = check_margin(scores, name)
    assert cnt.most_common(1)[0][0] != w
    record(name,
           "Eventive (film festival ticketing and virtual-screening platform), festival admin → Audience Award / ballots → Export CSV",
           "long format: one row per audience ballot (ballot id, time, screening, venue, film, 1-5 rating, source, ticket id, hashed e-mail); films screened several times have many more ballots",
           "from memory (Eventive ballot export columns not verified; snake_case headers and ISO times are typical of its exports)",
           "mean audience rating (1-5) per film_title, as festival audience awards are decided",
           list(scores), scores,
           ["'The Salt Road' has by far the most ballots (most frequent film, highest rating sum) but a lower mean",
            "venue and event_name columns repeat per screening", "long hex ids"],
           winner=w)


# ======================================================================
# 3. FilmFreeway — short-film judging export, judges as columns
# ======================================================================
def f_filmfreeway():
    name = "FilmFreeway-Tidewater-Shorts-2026-Submissions-Finalists.csv"
    rng = random.Random(303)
    judges = ["Judge: Ada Okafor", "Judge: Mats Lindqvist", "Judge: Ritu Devi", "Judge: Sam Carvalho"]
    films = [
        # title, scores per judge (None = conflict / not rated)
        ("Tin Roof Lullaby", [8, 7, 8, 7]),
        ("Low Tide at Marrow Point", [9, 9, 10, 9]),
        ("The Lamplighter's Daughter", [8, 8, 9, 7]),
        ("Ghost Notes", [7, 8, None, 8]),
        ("Sparrowhawk", [6, 7, 7, 6]),
        ("Fifteen Minutes of Rain", [8, 8, 8, None]),
        ("Concrete Garden", [5, 6, 6, 7]),
        ("Upstairs, Downstream", [7, 7, 6, 7]),
        ("Bread & Salt", [9, 7, 8, 8]),
        ("What the Lighthouse Saw", [6, 5, 7, 6]),
        ("Kettle Drum", [7, 6, 7, 7]),
    ]
    cats = ["Narrative Short", "Documentary Short", "Animation", "Student Short"]
    header = ["Submission ID", "Tracking Number", "Project Title", "Project Type", "Category", "Submitter Name",
              "Submitter Email", "Country of Origin", "Runtime", "Submission Date", "Entry Fee", "Judging Status",
              "Submission Status", "Flag", "Rating"] + judges
    rows = [header]
    for i, (title, sc) in enumerate(films):
        fn, ln = person(rng)
        got = [s for s in sc if s is not None]
        avg = sum(got) / len(got)
        rows.append([str(2981044 + rng.randint(0, 90000)), "TWS26-%04d" % (112 + i * 37), title,
                     rng.choice(["Short", "Short", "Animation", "Documentary"]), rng.choice(cats),
                     "%s %s" % (fn, ln), "%s.%s@filmmail.net" % (fn.lower(), ln.lower()),
                     rng.choice(["United Kingdom", "Ireland", "Canada", "Norway", "India", "Brazil"]),
                     "%02d:%02d" % (rng.randint(6, 24), rng.randint(0, 59)),
                     "%s %d, 2025" % (rng.choice(["Sep", "Oct", "Nov"]), rng.randint(1, 28)),
                     "$%d.00" % rng.choice([25, 35, 45]), "Judged", "Finalist",
                     rng.choice(["Green", "Yellow", "Green", ""]), "%.2f" % avg]
                    + ["" if s is None else str(s) for s in sc])
    write_bytes(name, b"\xef\xbb\xbf" + csv_text(rows).encode("utf-8"))
    means = {}
    for r in rows[1:]:
        vals = [int(x) for x in r[15:] if x]
        means[r[2]] = round(sum(vals) / len(vals), 3)
    scores = OrderedDict((k, means[k]) for k in ranked(means))
    w = check_margin(scores, name)
    record(name,
           "FilmFreeway (film festival submission platform), My Festival → Submissions → filter 'Finalist' → Export (CSV) with judges' ratings",
           "rating grid: one row per finalist film with submission metadata (ids, category, runtime, fee, flag), FilmFreeway's average 'Rating' and one column per judge (1-10); two cells empty for a judge's conflict of interest",
           "from memory (export column names are plausible; the judging workflow - judges as sub-users, custom judging forms, flags - checked against FilmFreeway help pages)",
           "mean of the judges' ratings per Project Title (empty = not rated)",
           list(scores), scores,
           ["Submission ID and Tracking Number are numbers/codes", "Entry Fee '$35.00' and Runtime '12:30' look numeric",
            "Category and Flag are categorical columns before the ratings", "empty judge cells must not count as 0"],
           winner=w)


# ======================================================================
# 4. Peatix — Japanese amateur theatre, participant list with form answers (Shift_JIS)
# ======================================================================
def f_peatix():
    name = "Peatix_参加者リスト_劇団やまびこ座_第21回公演.csv"
    rng = random.Random(404)
    plays = [("十二夜", 34), ("桜の園", 27), ("父帰る", 15), ("ゴドーを待ちながら", 11), ("夏の夜の夢", 9)]
    votes = expand(plays, rng)
    n = len(votes)
    ages = expand([("50代", 37), ("40代", 21), ("60代以上", 17), ("30代", 11), ("20代", 7), ("10代", 3)], rng)[:n]
    heard = expand([("劇団員の知人から", 41), ("チラシ", 25), ("SNS", 18), ("Peatixで見つけた", 8), ("その他", 4)], rng)[:n]
    tickets = [("一般（前売）", 2500), ("学生", 1500), ("ペア券", 4500)]
    kana_f = ["タロウ", "ハナコ", "ユウキ", "サクラ", "ケンジ", "ミホ", "ショウタ", "アヤ", "ダイスケ", "ナナミ"]
    kana_l = ["ヤマダ", "スズキ", "タナカ", "サトウ", "ワタナベ", "イトウ", "ナカムラ", "コバヤシ", "カトウ", "ヨシダ"]
    header = ["注文ID", "注文日時", "チケットID", "チケット名", "金額", "支払方法", "支払状況", "購入者名（カナ）",
              "メールアドレス", "受付状況",
              "【事前アンケート】年代",
              "【事前アンケート】この公演を何で知りましたか？",
              "【事前アンケート】次回公演で上演してほしい作品をひとつ選んでください"]
    rows = [header]
    for i, v in enumerate(votes):
        t, price = rng.choice(tickets)
        status = "支払済" if i % 31 else "キャンセル"
        rows.append([str(88412000 + i * 13 + rng.randint(0, 9)),
                     "2026/02/%02d %02d:%02d" % (1 + i % 27, rng.randint(8, 23), rng.randint(0, 59)),
                     "T%09d" % rng.randint(0, 999999999), t, str(price),
                     rng.choice(["クレジットカード", "コンビニ/ATM", "クレジットカード"]), status,
                     "%s %s" % (rng.choice(kana_l), rng.choice(kana_f)),
                     "user%04d@example.jp" % rng.randint(0, 9999),
                     "受付済" if status == "支払済" and rng.random() < 0.9 else "未受付",
                     ages[i], heard[i], v])
    data = csv_text(rows, quoting=csv.QUOTE_ALL).encode("cp932")
    write_bytes(name, data)
    scores = Counter(r[12] for r in rows[1:])
    scores_all = OrderedDict((k, scores[k]) for k in ranked(scores))
    paid = Counter(r[12] for r in rows[1:] if r[6] == "支払済")
    w = check_margin(scores_all, name)
    assert ranked(paid)[0] == w
    assert max(Counter(heard).values()) > max(scores.values())
    record(name,
           "Peatix (Japanese event ticketing platform), イベント管理 → 参加者 → CSVダウンロード with the answers of the pre-event form (事前アンケート), an amateur theatre company's 21st production",
           "one row per ticket order: order id, date, ticket type and price (¥), payment method and status, buyer's kana name, e-mail, check-in status, then three form questions; the play question is the third",
           "from memory for columns and encoding (Shift_JIS/CP932, all fields quoted); that form answers are downloadable with the order data as CSV is stated in Peatix help",
           "count of orders per play in the third form question (a few cancelled orders do not change the order)",
           list(scores_all), scores_all,
           ["first form question (年代) is demographic; 'この公演を何で知りましたか' has a top value (41) larger than any play",
            "price column (金額) is numeric (2500 etc.)", "a few orders are キャンセル (cancelled)",
            "CP932 encoding, all fields quoted"],
           winner=w)


# ======================================================================
# 5. Radario — Russian puppet theatre orders export (cp1251, ';')
# ======================================================================
def f_radario():
    name = "Радарио_заказы_театр_кукол_Сказка_март_2026.csv"
    rng = random.Random(505)
    plays = [("Двенадцать месяцев", 44), ("Снежная королева", 35), ("Морозко", 22), ("Золушка", 17), ("Щелкунчик", 12)]
    votes = expand(plays, rng)
    events = expand([("Гуси-лебеди", 60), ("Колобок", 40), ("Теремок", 30)], rng)
    fio_f = ["Иванова", "Петрова", "Смирнова", "Кузнецова", "Попова", "Соколова", "Лебедева", "Козлова", "Новикова", "Морозова"]
    fio_i = ["Анна", "Мария", "Елена", "Ольга", "Наталья", "Ирина", "Светлана", "Татьяна", "Юлия", "Дарья"]
    header = ["Номер заказа", "Дата заказа", "Мероприятие", "Дата мероприятия", "Покупатель", "E-mail", "Телефон",
              "Кол-во билетов", "Сумма, руб.", "Статус", "Способ оплаты",
              "Доп. поле: Какой спектакль вернуть в репертуар?"]
    rows = [header]
    nb = "\u00a0"
    for i, v in enumerate(votes):
        k = rng.choice([1, 2, 2, 3, 3, 4])
        price = rng.choice([350, 450, 500])
        total = k * price
        total_s = ("%d%s%03d,00" % (total // 1000, nb, total % 1000)) if total >= 1000 else "%d,00" % total
        status = "Оплачен" if i % 17 else "Возврат"
        ev = events[i]
        evdate = {"Гуси-лебеди": "15.03.2026 11:00", "Колобок": "22.03.2026 11:00", "Теремок": "29.03.2026 12:00"}[ev]
        rows.append([str(7301540 + i * 7 + rng.randint(0, 6)),
                     "%02d.03.2026 %02d:%02d" % (1 + i % 14, rng.randint(8, 22), rng.randint(0, 59)),
                     ev, evdate, "%s %s" % (rng.choice(fio_f), rng.choice(fio_i)),
                     "mama%03d@mail.ru" % rng.randint(0, 999), "+7 9%02d ***-**-%02d" % (rng.randint(0, 99), rng.randint(0, 99)),
                     str(k), total_s, status, rng.choice(["Банковская карта", "СБП", "Пушкинская карта"]), v])
    data = csv_text(rows, delimiter=";").encode("cp1251")
    write_bytes(name, data)
    cnt = Counter(r[11] for r in rows[1:])
    scores = OrderedDict((k, cnt[k]) for k in ranked(cnt))
    w = check_margin(scores, name)
    tick = Counter()
    paid = Counter()
    for r in rows[1:]:
        tick[r[11]] += int(r[7])
        if r[9] == "Оплачен":
            paid[r[11]] += 1
    assert ranked(tick)[0] == w and ranked(paid)[0] == w
    assert Counter(events).most_common(1)[0][1] > max(cnt.values())
    record(name,
           "Radario (Russian ticketing service for theatres and museums), личный кабинет организатора → Заказы → Экспорт в CSV (Excel), with an extra checkout field asking which play to bring back",
           "one row per order: number, date, event, event date, buyer, e-mail, masked phone, ticket count, sum in roubles, status, payment method, then the extra-field answer",
           "from memory (column names and cp1251/';' as produced for Russian Excel are plausible, not verified)",
           "count of orders per play in the extra field (weighting by tickets or dropping refunded orders gives the same winner)",
           list(scores), scores,
           ["'Мероприятие' (the event booked) is a categorical column before the question; its top value (60) outnumbers every answer",
            "sums like '1\u00a0350,00' with no-break-space thousands and decimal comma", "refunded orders (Возврат)",
            "Windows-1251, ';'"],
           winner=w)


# ======================================================================
# 6. the-saleroom — bid history of an oil painting, pasted, UTF-16
# ======================================================================
def f_saleroom():
    name = "the-saleroom_lot_214_bid_history_Hartwell_Pryce.txt"
    rng = random.Random(606)
    # bidder -> ascending bids (pounds); retracted bids marked separately
    plan = OrderedDict([
        ("Bidder 4471", [650, 800, 1000, 1300, 1700]),
        ("Commission bid 12", [1200]),
        ("Bidder 5902", [700, 900, 1100, 1400, 1900]),
        ("Room (paddle 88)", [1250]),
        ("Bidder 3318", [750, 1350]),
        ("Bidder 6020", [850, 1050, 1280]),
        ("Telephone 3", [780]),
        ("Bidder 7744", [600]),
    ])
    retracted = [("Bidder 7744", 2000)]
    events = []
    for b, amts in plan.items():
        for a in amts:
            events.append((a, b, "valid"))
    for b, a in retracted:
        events.append((a, b, "retracted"))
    events.sort(key=lambda e: (e[0], e[1]))
    t = dt.datetime(2026, 3, 12, 14, 31, 5)
    lines = ["Hartwell & Pryce Auctioneers — Fine Art, Antiques & Collectors' Items",
             "Thursday 12 March 2026, 10:00 GMT",
             "Lot 214: Circle of John Constable, 'Harvest field near Dedham', oil on canvas, 41 x 56 cm",
             "Estimate: £800 - £1,200",
             "Sold for: £1,900 (hammer price, excluding buyer's premium)",
             "",
             "Bid history",
             "Bidder\tAmount\tDate & time\tBid type\tStatus"]
    typ = lambda b: ("Commission" if b.startswith("Commission") else "Room" if b.startswith("Room")
                     else "Telephone" if b.startswith("Telephone") else "Internet (live)")
    body = []
    for a, b, st in events:
        t += dt.timedelta(seconds=rng.randint(4, 25))
        label = "£{:,}".format(a)
        body.append("%s\t%s\t%s\t%s\t%s" % (b, label, t.strftime("%d/%m/%Y %H:%M:%S"), typ(b),
                                          "Retracted (bid entered in error)" if st == "retracted" else "Accepted"))
    body.reverse()  # newest first, as shown on the page
    lines += body
    lines += ["", "Bids are shown newest first. Commission bids are executed by the auctioneer up to the bidder's maximum.",
              "All times UK."]
    text = "\r\n".join(lines) + "\r\n"
    write_bytes(name, b"\xff\xfe" + text.encode("utf-16-le"))
    # scores from the written data
    maxv, amounts = {}, {}
    for ln in body:
        b, amt, _, _, st = ln.split("\t")
        if not st.startswith("Accepted"):
            continue
        v = int(amt.replace("£", "").replace(",", ""))
        maxv[b] = max(maxv.get(b, 0), v)
        amounts[v] = amt
    scores = posted_price(maxv, amounts)
    w = check_margin(scores, name)
    cands = [amounts[a] for a in sorted(amounts)]
    record(name,
           "the-saleroom.com (ATG live-auction platform), lot page → 'Bid history' selected in the browser, pasted into Windows Notepad and saved as 'Unicode'",
           "bid list: auction/lot preamble with estimate and hammer price, then one row per bid newest first (bidder label, amount, time, bid type, status); several bids per bidder, one retracted bid",
           "from memory (the-saleroom shows bidder numbers and bid types; the tab layout is what a browser table copy gives; Notepad 'Unicode' = UTF-16 LE with BOM)",
           "best posted price: valid amount b maximising b × number of bidders whose highest valid bid ≥ b",
           cands, scores,
           ["the hammer price £1,900 in the preamble and the highest bid are not the answer",
            "a £2,000 bid was retracted and must be ignored", "estimate range '£800 - £1,200'",
            "UTF-16 LE with BOM, tab-separated"],
           winner=w)


# ======================================================================
# 7. Interencheres — French absentee-bid orders for a painting (cp1252, ';')
# ======================================================================
def f_interencheres():
    name = "Interencheres_ordres_d_achat_vente_21-03-2026_lot_57.csv"
    rng = random.Random(707)
    nb = "\u00a0"
    def eur(v):
        s = "{:,}".format(v).replace(",", nb)
        return s + ",00" + nb + "€"
    plan = OrderedDict([
        ("M. Bernard R.", [2500, 3200]),
        ("Mme Leroy C.", [2600, 3000]),
        ("Galerie Vasseur", [2900]),
        ("M. Dubois P.", [2200, 2800]),
        ("Mme Fontaine A.", [1400]),
        ("M. Girard L.", [1000, 1200]),
    ])
    cancelled = [("Mme Fontaine A.", 3500)]
    orders = []
    for b, amts in plan.items():
        for a in amts:
            orders.append((b, a, "Validé"))
    for b, a in cancelled:
        orders.append((b, a, "Annulé par l'enchérisseur"))
    rng.shuffle(orders)
    header = ["N° ordre", "N° lot", "Désignation", "Enchérisseur", "N° client", "Type d'ordre", "Montant",
              "Date de l'ordre", "Statut"]
    rows = [["Étude Marchand & Associés – Commissaires-priseurs – Vente du samedi 21 mars 2026 : Tableaux modernes"],
            ["Lot 57 – École de Pont-Aven, « Chaumière à Névez », huile sur toile, 46 x 55 cm – Estimation : 1 800 / 2 500 €"],
            [],
            header]
    clients = {b: "C%05d" % rng.randint(10000, 99999) for b in plan}
    for i, (b, a, st) in enumerate(orders):
        rows.append(["%d" % (40211 + i), "57", "Chaumière à Névez – huile sur toile", b, clients[b],
                     rng.choice(["Ordre d'achat", "Ordre d'achat", "Enchère téléphonique", "Ordre d'achat en ligne"]),
                     eur(a), "%02d/03/2026 %02d:%02d" % (10 + i, rng.randint(8, 20), rng.randint(0, 59)), st])
    rows.append([])
    rows.append(["Total ordres : %d" % len(orders)])
    data = csv_text(rows, delimiter=";").encode("cp1252")
    write_bytes(name, data)
    maxv, amounts = {}, {}
    for r in rows[4:4 + len(orders)]:
        if r[8] != "Validé":
            continue
        v = int(r[6].split(",")[0].replace(nb, ""))
        maxv[r[3]] = max(maxv.get(r[3], 0), v)
        amounts[v] = r[6]
    scores = posted_price(maxv, amounts)
    w = check_margin(scores, name)
    cands = [amounts[a] for a in sorted(amounts)]
    record(name,
           "Interencheres (French auction-house platform), espace étude → vente → ordres d'achat → Export CSV (Excel), a Breton auction house's modern-paintings sale",
           "bid list: two preamble lines (sale, lot and estimate) and a blank line, then one row per absentee/telephone order (order no., lot, description, bidder, client no., type, amount, date, status); several orders per bidder, one cancelled; a total line at the end",
           "from memory (column names plausible; French Excel CSV conventions: ';', Windows-1252, decimal comma, no-break-space thousands)",
           "best posted price: valid amount b maximising b × number of bidders whose highest valid order ≥ b",
           cands, scores,
           ["a cancelled order of 3 500 € (the largest amount) must be ignored", "estimate '1 800 / 2 500 €' in the preamble",
            "amounts like '2\u00a0800,00\u00a0€'", "order and client numbers", "'Total ordres' line"],
           winner=w)


# ======================================================================
# 8. GNU Mailman pipermail archive — choir festival audience prize by venue
# ======================================================================
def f_mailman():
    name = "chorverband-aktuell_2026-June.txt"
    choirs = ["Kammerchor Auenklang", "Männerchor Eintracht 1872", "Jugendchor VoiceBox",
              "Gospelchor Heavenly Voices", "Frauenchor Cantabile"]
    venues = ["Stadthalle", "Kurhaus", "St. Martin", "Marktplatz"]
    tally = {
        "Kammerchor Auenklang":        [412, 198, 301, 264],
        "Männerchor Eintracht 1872":   [661, 140, 122, 233],
        "Jugendchor VoiceBox":         [388, 352, 216, 1036],
        "Gospelchor Heavenly Voices":  [301, 417, 188, 742],
        "Frauenchor Cantabile":        [236, 121, 352, 187],
    }
    members = {"Kammerchor Auenklang": 28, "Männerchor Eintracht 1872": 41, "Jugendchor VoiceBox": 36,
               "Gospelchor Heavenly Voices": 52, "Frauenchor Cantabile": 33}
    def de(n):
        return "{:,}".format(n).replace(",", ".")
    totals = {c: sum(v) for c, v in tally.items()}
    grand = sum(totals.values())
    vtot = [sum(tally[c][j] for c in choirs) for j in range(4)]
    invalid = [14, 9, 11, 37]
    w1 = 27
    table = []
    table.append("%-28s%11s%10s%12s%12s%10s%9s" % ("Chor", "Stadthalle", "Kurhaus", "St. Martin", "Marktplatz", "Summe", "Anteil"))
    table.append("-" * 92)
    for c in choirs:
        v = tally[c]
        share = ("%.1f %%" % (100.0 * totals[c] / grand)).replace(".", ",")
        table.append("%-28s%11s%10s%12s%12s%10s%9s" % (c, de(v[0]), de(v[1]), de(v[2]), de(v[3]), de(totals[c]), share))
    table.append("-" * 92)
    table.append("%-28s%11s%10s%12s%12s%10s%9s" % ("Gültige Stimmkarten", de(vtot[0]), de(vtot[1]), de(vtot[2]), de(vtot[3]), de(grand), "100,0 %"))
    table.append("%-28s%11s%10s%12s%12s%10s%9s" % ("Ungültige Stimmkarten", de(invalid[0]), de(invalid[1]), de(invalid[2]), de(invalid[3]), de(sum(invalid)), ""))
    msg1 = [
        "From vorstand at chorverband-rheinauen.de  Mon Jun  1 18:04:12 2026",
        "From: vorstand at chorverband-rheinauen.de (Gabriele Wintermantel)",
        "Date: Mon, 01 Jun 2026 18:04:12 +0200",
        "Subject: [Chorverband-aktuell] Chorfestival 2026: Publikumspreis - die teilnehmenden Chöre",
        "Message-ID: <6f1e2a90-1c3b-4d55-9a0e-2b1f0c7d1a01@chorverband-rheinauen.de>",
        "",
        "Liebe Sängerinnen und Sänger,",
        "",
        "beim Chorfestival am 13./14. Juni wird wieder der Publikumspreis vergeben. Die",
        "Stimmkarten liegen an allen vier Spielorten aus. Folgende Chöre stellen sich zur",
        "Wahl (in Klammern die Zahl der aktiven Mitglieder):",
        "",
    ]
    for c in choirs:
        msg1.append("  - %s (%d)" % (c, members[c]))
    msg1 += ["", "Herzliche Grüße", "Gabriele Wintermantel", "Geschäftsstelle Chorverband Rheinauen e.V.", "", ""]
    msg2 = [
        "From vorstand at chorverband-rheinauen.de  Mon Jun 15 09:12:44 2026",
        "From: vorstand at chorverband-rheinauen.de (Gabriele Wintermantel)",
        "Date: Mon, 15 Jun 2026 09:12:44 +0200",
        "Subject: [Chorverband-aktuell] Ergebnis Publikumspreis Chorfestival 2026",
        "Message-ID: <b3c7d2e4-55aa-4e01-8f3d-7c2a9e0b4f12@chorverband-rheinauen.de>",
        "",
        "Liebe Sängerinnen und Sänger,",
        "",
        "vielen Dank an alle Helferinnen und Helfer! Hier das Ergebnis der Auszählung des",
        "Publikumspreises, getrennt nach Spielort (Stimmkarten, ausgezählt am 14.06. durch",
        "die Wahlkommission):",
        "",
    ] + table + [
        "",
        "Die Preisverleihung findet bei der Mitgliederversammlung am 4. Juli im Kurhaus",
        "statt. Der Preis ist mit 1.500 EUR dotiert.",
        "",
        "Herzliche Grüße",
        "Gabriele Wintermantel",
        "",
        "-- ",
        "Chorverband Rheinauen e.V. - Geschäftsstelle",
        "Tel. 07221 / 39 48 - 0",
        "",
        "",
    ]
    msg3 = [
        "From h.brenner at t-online.de  Mon Jun 15 11:40:03 2026",
        "From: h.brenner at t-online.de (Hubert Brenner)",
        "Date: Mon, 15 Jun 2026 11:40:03 +0200",
        "Subject: [Chorverband-aktuell] Ergebnis Publikumspreis Chorfestival 2026",
        "In-Reply-To: <b3c7d2e4-55aa-4e01-8f3d-7c2a9e0b4f12@chorverband-rheinauen.de>",
        "References: <b3c7d2e4-55aa-4e01-8f3d-7c2a9e0b4f12@chorverband-rheinauen.de>",
        "Message-ID: <20260615114003.GA2211@brenner.local>",
        "",
        "Am 15.06.2026 um 09:12 schrieb vorstand at chorverband-rheinauen.de:",
        "> " + table[0],
        "> " + table[1],
        "> " + table[2],
        "> " + table[3],
        "> [...]",
        "",
        "Glückwunsch an alle! Beim Männerchor war die Stadthalle ja fest in unserer Hand ;-)",
        "Schade nur, dass am Marktplatz so viele Karten ungültig waren.",
        "",
        "Hubert",
        "",
        "",
    ]
    text = "\n".join(msg1 + msg2 + msg3)
    write_bytes(name, text.encode("iso-8859-1"))
    scores = OrderedDict((c, totals[c]) for c in ranked(totals))
    w = check_margin(scores, name)
    assert max(choirs, key=lambda c: tally[c][0]) != w
    record(name,
           "GNU Mailman 2 (mailing-list manager), pipermail monthly archive downloaded as text (the 'Gzip'd Text' month file, unpacked) of a regional choir association's announcement list",
           "results by unit in a plain-text e-mail: choirs as rows, four festival venues as columns, plus Summe and Anteil columns and rows for valid and invalid ballot cards; an earlier message lists the choirs with member counts, a reply quotes the first rows of the table",
           "from memory (pipermail 'From x at y' obfuscation, mbox-style 'From ' separator lines and ISO-8859-1 for German lists are typical of Mailman 2 archives)",
           "total audience votes per choir over all venues (the 'Summe' column)",
           list(scores), scores,
           ["the first venue column (Stadthalle) is led by another choir", "thousands written with a point ('1.036')",
            "'Gültige Stimmkarten' total row and 'Ungültige' row", "share column with decimal comma",
            "member counts in parentheses in the first message", "quoted table lines in the reply",
            "ISO-8859-1 umlauts"],
           winner=w)


# ======================================================================
# 9. CaFÉ — juried exhibition jury scores (xlsx, info sheet first, long)
# ======================================================================
def f_cafe():
    name = "CaFE_Jury_Scores_Report_Millbrook_Open_Juried_Exhibition_2026.xlsx"
    rng = random.Random(909)
    entries = [
        # artist last, first, title, medium, price, scores by juror (1-7)
        ("Nakamura", "Eiko", "Tidal Script", "Sumi ink on kozo paper", 1800, [6, 5, 6]),
        ("Okonkwo", "Chidi", "Market Light, Onitsha", "Oil on linen", 4500, [5, 6, 5]),
        ("Hartley", "June", "Salt Marsh Study IV", "Watercolour", 950, [5, 4, 5]),
        ("Hartley", "June", "Salt Marsh Study VII", "Watercolour", 950, [4, 5, 4]),
        ("Ferreira", "Lucas", "Apparatus for Forgetting", "Found objects, steel", 6200, [7, 7, 6]),
        ("Lindgren", "Maja", "Winter Orchard", "Woodcut", 700, [5, 5, 6]),
        ("Hartley", "June", "Estuary at Dusk", "Watercolour", 1200, [3, 4, 4]),
        ("Quispe", "Rosa", "Threads of Altitude", "Hand-woven alpaca", 3100, [6, 5, 5]),
        ("Brennan", "Tom", "Overpass, 3 a.m.", "Digital photograph", 600, [4, 3, 5]),
        ("Adeyemi", "Folake", "Inheritance (triptych)", "Acrylic and gold leaf", 8800, [5, 6, 6]),
    ]
    jurors = ["Juror 1 - P. Castellanos", "Juror 2 - D. Whitfield", "Juror 3 - S. Amari"]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Report Info"
    info = [
        ["CaFÉ - CallForEntry.org"],
        ["Report", "Jury Scores (all jurors, all rounds)"],
        ["Call", "Millbrook Open Juried Exhibition 2026"],
        ["Organization", "Millbrook Arts Center"],
        ["Jury round", "Round 1 - Online jurying"],
        ["Scoring scale", "1 (lowest) - 7 (highest)"],
        ["Number of entries", len(entries)],
        ["Number of jurors", len(jurors)],
        ["Report generated", "03/02/2026 4:17 PM MT"],
        [],
        ["Note", "Best in Show is awarded to the entry with the highest average score across all jurors."],
    ]
    for r in info:
        ws.append(r)
    ws2 = wb.create_sheet("Jury Scores")
    ws2.append(["Artist Last Name", "Artist First Name", "Artist ID", "Entry #", "Artwork Title", "Medium",
                "Dimensions (in)", "Year", "Price (USD)", "Juror", "Score", "Scored On"])
    k = 0
    for j, juror in enumerate(jurors):
        for e_i, e in enumerate(entries):
            ln, fn, title, medium, price, sc = e
            k += 1
            ws2.append([ln, fn, "A%06d" % (200311 + sum(map(ord, ln + fn))), 1 + e_i, title, medium,
                        "%d x %d" % (rng.randint(8, 48), rng.randint(8, 48)), 2024 + rng.randint(0, 1),
                        price, juror, sc[j], "02/%02d/2026" % (10 + j * 3 + rng.randint(0, 2))])
    for c in ws2[1]:
        c.font = openpyxl.styles.Font(bold=True)
    for row in ws2.iter_rows(min_row=2, min_col=9, max_col=9):
        for c in row:
            c.number_format = '"$"#,##0'
    save_xlsx(wb, name)
    sums, cnt = defaultdict(int), Counter()
    for r in ws2.iter_rows(min_row=2, values_only=True):
        sums[r[4]] += r[10]; cnt[r[4]] += 1
    means = {t: round(sums[t] / cnt[t], 3) for t in sums}
    scores = OrderedDict((t, means[t]) for t in ranked(means))
    w = check_margin(scores, name)
    record(name,
           "CaFÉ (CallForEntry.org, WESTAF's call-for-entry and online jurying system), administrator → Reports → Jury Scores → Export to Excel, a regional arts center's open juried exhibition",
           "workbook: 'Report Info' sheet first (call, scale, note), then 'Jury Scores' in long format: one row per entry and juror (artist, ids, entry #, title, medium, dimensions, year, price, juror, score 1-7, date)",
           "from memory (CaFÉ offers jury score reports to administrators; exact sheet and column names not verified)",
           "mean juror score per Artwork Title (every juror scored every entry, so sum gives the same order)",
           list(scores), scores,
           ["Price (USD) is the largest numeric column", "artist June Hartley has three entries (most frequent artist)",
            "Entry # and Artist ID are numbers/codes", "read-me sheet first"],
           winner=w)


# ======================================================================
# 10. Evalato — literary prize, two category sheets (ASK)
# ======================================================================
def f_evalato():
    name = "Evalato_Scores_Export_Harrowgate_Book_Prize_2026.xlsx"
    rng = random.Random(1010)
    judges = ["Judge 1 (H. Osei)", "Judge 2 (C. Murray)", "Judge 3 (L. Fenwick)", "Judge 4 (P. Anand)"]
    cats = OrderedDict([
        ("Fiction", [
            ("F-014", "The Weight of Small Rivers", "Maeve Donnelly", "Fenwick & Rowe", [8.5, 9.0, 8.0, 9.0]),
            ("F-022", "Glasshouse Winter", "Tomasz Wrona", "Lantern Press", [7.0, 7.5, 8.0, 7.0]),
            ("F-031", "A Brief History of Lamps", "Ifeoma Eze", "Northgate Books", [8.0, 7.5, 7.5, 8.0]),
            ("F-047", "Under the Viaduct", "Robert Greaves", "Fenwick & Rowe", [6.5, 7.0, 6.0, 7.0]),
            ("F-052", "The Cartographer's Wife", "Sunita Rao", "Hollin House", [7.5, 8.0, 7.0, 7.5]),
        ]),
        ("Non-Fiction", [
            ("N-003", "Stone, Salt and Song: A Coastal History", "Eleanor Pryce", "Hollin House", [7.5, 7.0, 8.0, 7.5]),
            ("N-009", "The Lost Mills of the Calder", "David Armitage", "Lantern Press", [8.5, 8.0, 8.5, 9.0]),
            ("N-017", "Mothering in Wartime", "Grace Adebayo", "Northgate Books", [8.0, 7.0, 7.5, 7.5]),
            ("N-026", "Field Notes from a Moor", "Alistair Kerr", "Fenwick & Rowe", [6.5, 7.0, 7.0, 6.5]),
        ]),
    ])
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Overview"
    for r in [["Harrowgate Book Prize 2026 - Scores export"],
              ["Exported from", "Evalato"],
              ["Programme", "Harrowgate Book Prize 2026"],
              ["Round", "Shortlist judging"],
              ["Scoring", "Overall score 0-10 (half points allowed)"],
              ["Categories", "Fiction; Non-Fiction"],
              ["Entries", sum(len(v) for v in cats.values())],
              ["Judges", len(judges)],
              ["Export date", "2026-03-20 14:02 UTC"],
              [],
              ["Each category has its own winner; the two winners are announced together at the festival."]]:
        ws.append(r)
    candidates, scores, acceptable = OrderedDict(), OrderedDict(), OrderedDict()
    for cat, entries in cats.items():
        s = wb.create_sheet(cat)
        s.append(["Entry ID", "Entry title", "Author", "Publisher", "Category", "Status"] + judges + ["Average score"])
        for e in entries:
            s.append([e[0], e[1], e[2], e[3], cat, "Shortlisted"] + e[4] + [round(sum(e[4]) / len(e[4]), 2)])
        means = {}
        for r in s.iter_rows(min_row=2, values_only=True):
            vals = r[6:10]
            means[r[1]] = round(sum(vals) / len(vals), 3)
        sc = OrderedDict((t, means[t]) for t in ranked(means))
        w = check_margin(sc, name + ":" + cat)
        candidates[cat] = list(sc)
        scores[cat] = sc
        acceptable[cat] = w
    save_xlsx(wb, name)
    record(name,
           "Evalato (awards and competition management platform), programme → Judging → Scores → Export to Excel, a literary festival's book prize with two categories",
           "workbook: 'Overview' sheet, then one sheet per category ('Fiction', 'Non-Fiction') with one row per shortlisted book, four judges' scores (0-10) and an average",
           "from memory (Evalato exports judging scores to Excel; sheet split and column names are a plausible guess)",
           "mean judges' score per Entry title within the chosen category sheet",
           candidates, scores,
           ["two category sheets of equal standing, each with its own winner", "the Overview sheet has no scores",
            "the Average score column agrees with the judges' columns", "Publisher repeats (Fenwick & Rowe)"],
           answer="ask", winner=None, acceptable=acceptable,
           ask_because="The prize has two categories, Fiction and Non-Fiction, each on its own sheet with its own winner; the file does not say which category the user means.")


# ======================================================================
# 11. Mi-Voice — heritage trust members' ballot result report (xlsx)
# ======================================================================
def f_mivoice():
    name = "MiVoice_Ballot_Result_Ashcombe_Heritage_Trust_Centenary_Project.xlsx"
    options = OrderedDict([
        ("Restore the Corn Exchange clock tower", 412),
        ("Re-roof the Tithe Barn at Lower Ashcombe", 338),
        ("Reopen the Victorian bathhouse as a museum", 187),
        ("Conserve the St Hilda's wall paintings", 129),
        ("Rebuild the packhorse bridge parapets", 61),
    ])
    eligible = 3412
    valid = sum(options.values())
    abst = 23
    spoilt = 4
    cast = valid + abst + spoilt
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Result"
    ws.append(["Ashcombe Heritage Trust"])
    ws.append(["Members' ballot: Centenary restoration project 2027"])
    ws.append(["Report of the independent scrutineer - Mi-Voice Ltd"])
    ws.append([])
    ws.append(["Voting opened", "02/03/2026 09:00"])
    ws.append(["Voting closed", "30/03/2026 17:00"])
    ws.append(["Voting channels", "Online and postal"])
    ws.append([])
    ws.append(["Turnout"])
    ws.append(["Eligible voters", eligible])
    ws.append(["Ballots returned", cast])
    ws.append(["Turnout", cast / eligible])
    ws.cell(row=ws.max_row, column=2).number_format = "0.0%"
    ws.append([])
    ws.append(["Question 1: Which project should the Trust fund as its centenary project in 2027?"])
    ws.append(["Option", "Votes", "% of valid votes"])
    for o, v in options.items():
        ws.append([o, v, v / valid])
        ws.cell(row=ws.max_row, column=3).number_format = "0.0%"
    ws.append(["Total valid votes", valid, 1.0])
    ws.cell(row=ws.max_row, column=3).number_format = "0.0%"
    ws.append(["Abstentions", abst, None])
    ws.append(["Spoilt / rejected ballots", spoilt, None])
    ws.append(["Total ballots", cast, None])
    ws.append([])
    ws.append(["I certify that the above is a true record of the votes cast. Signed for Mi-Voice Ltd, 31/03/2026."])
    ws.column_dimensions["A"].width = 58
    save_xlsx(wb, name)
    scores = OrderedDict((o, options[o]) for o in ranked(options))
    w = check_margin(scores, name)
    record(name,
           "Mi-Voice (UK independent ballot and election services for membership bodies), online ballot → Results → download result report (Excel), a heritage trust's members' ballot",
           "ready-made count table under a title block and a turnout block: Option / Votes / % of valid votes, then Total valid votes, Abstentions, Spoilt and Total ballots rows and a certification line",
           "from memory (scrutineer's result report layout; Mi-Voice's exact export format not verified)",
           "votes per option in the Question 1 table",
           list(scores), scores,
           ["'Eligible voters' 3412 and 'Ballots returned' are larger than any option", "'Total valid votes' and 'Total ballots' rows",
            "percentage column (0-1 fractions formatted as %)", "turnout percentage"],
           winner=w)


# ======================================================================
# 12. Commonplace — museum reopening consultation, two questions (ASK)
# ======================================================================
def f_commonplace():
    name = "commonplace_westgate-museum-reopening_survey_contributions.csv"
    rng = random.Random(1212)
    n = 118
    q1 = expand([("The Weavers' Hall", 49), ("The Riverside Gallery", 33), ("The Hesketh Room", 22), ("Gallery One", 14)], rng)
    q2 = expand([("Made in Westgate: 200 years of textiles", 46), ("Roman Westgate", 31),
                 ("Local Artists Open", 25), ("Toys through Time", 16)], rng)
    age = expand([("55-64", 36), ("65-74", 31), ("45-54", 19), ("35-44", 14), ("25-34", 9), ("Under 25", 5), ("Prefer not to say", 4)], rng)
    conn = expand([("I live here", 71), ("I work here", 19), ("I visit the area", 17), ("Other", 11)], rng)
    header = ["Contribution ID", "Created at", "Tool", "Status", "Postcode district", "Age", "Gender",
              "Connection to the area",
              "Which name should the new main gallery have?",
              "Which exhibition should open the museum?",
              "Anything else you'd like to tell us?", "Agreements"]
    comments = ["", "", "", "Please keep the café!", "More seating for older visitors", "",
                "Free entry for local schools, please", "", "Great to see it reopening", ""]
    rows = [header]
    for i in range(n):
        rows.append(["%s" % (6530000 + i * 11 + rng.randint(0, 9)),
                     "2026-01-%02d %02d:%02d:%02d" % (5 + i % 24, rng.randint(7, 22), rng.randint(0, 59), rng.randint(0, 59)),
                     "Survey", "Published", rng.choice(["WG1", "WG2", "WG3", "WG4", "BD7"]), age[i],
                     rng.choice(["Female", "Male", "Female", "Prefer not to say", "Non-binary"]), conn[i],
                     q1[i], q2[i], rng.choice(comments), str(rng.choice([0, 0, 0, 1, 2, 3]))])
    write_bytes(name, csv_text(rows, lineterminator="\n").encode("utf-8"))
    labels = {"Which name should the new main gallery have?": 8, "Which exhibition should open the museum?": 9}
    candidates, scores, acceptable = OrderedDict(), OrderedDict(), OrderedDict()
    for q, col in labels.items():
        c = Counter(r[col] for r in rows[1:])
        sc = OrderedDict((k, c[k]) for k in ranked(c))
        acceptable[q] = check_margin(sc, name + q)
        candidates[q] = list(sc)
        scores[q] = sc
    assert Counter(conn).most_common(1)[0][1] > 49
    record(name,
           "Commonplace (UK community-engagement platform), project admin → Data → Export contributions (CSV), a town museum's reopening consultation survey",
           "one row per contribution: id, time, tool, status, postcode district, age, gender, connection to the area, then two single-choice questions of equal standing (gallery name, opening exhibition), a comment and an agreement count",
           "from memory (Commonplace export columns not verified; demographics collected alongside each contribution are typical of the platform)",
           "count of contributions per answer, within the chosen question",
           candidates, scores,
           ["two single-choice questions of equal standing", "'Connection to the area' top value (71) outnumbers every answer",
            "Age and Gender demographics before the questions", "Agreements numeric column"],
           answer="ask", winner=None, acceptable=acceptable,
           ask_because="The consultation asks two equally important single-choice questions (the gallery's name and the opening exhibition); the file does not say which result is wanted.")


# ======================================================================
# 13. Tap Forms — film society season vote, 1st/2nd/3rd choice columns
# ======================================================================
def f_tapforms():
    name = "Tap Forms export - Season Vote 2026-27.csv"
    rng = random.Random(1313)
    films = ["Kes", "Paris, Texas", "Tokyo Story", "The Third Man", "Cléo from 5 to 7", "Stalker"]
    # ballots as (1st, 2nd, 3rd) patterns with counts
    pats = [
        (("Tokyo Story", "The Third Man", "Kes"), 9),
        (("Tokyo Story", "Cléo from 5 to 7", "Paris, Texas"), 6),
        (("The Third Man", "Tokyo Story", "Stalker"), 7),
        (("Paris, Texas", "Tokyo Story", "Kes"), 5),
        (("Kes", "The Third Man", "Tokyo Story"), 4),
        (("Stalker", "Paris, Texas", "Cléo from 5 to 7"), 5),
        (("Cléo from 5 to 7", "Tokyo Story", "The Third Man"), 3),
        (("Paris, Texas", "Stalker", ""), 3),
        (("The Third Man", "Kes", "Paris, Texas"), 4),
    ]
    ballots = expand([(p, k) for p, k in pats], rng)
    decade = expand([("1970s", 27), ("1960s", 9), ("1980s", 6), ("1950s", 4)], rng)
    assert len(decade) == len(ballots)
    header = ["Member", "Member since", "Favourite decade", "1st choice", "2nd choice", "3rd choice", "Notes",
              "Date Created", "Date Modified", "form_id", "record_id"]
    rows = [header]
    for i, b in enumerate(ballots):
        fn, ln = person(rng)
        created = dt.datetime(2026, 5, 2, 19, 0) + dt.timedelta(minutes=37 * i + rng.randint(0, 20))
        rows.append(["%s %s" % (fn, ln), str(rng.randint(1998, 2025)), decade[i], b[0], b[1], b[2],
                     rng.choice(["", "", "", "paper ballot", "emailed in", ""]),
                     created.strftime("%d/%m/%Y, %H:%M:%S"), created.strftime("%d/%m/%Y, %H:%M:%S"),
                     "frm-2c4a91d07e3b4f5c", "rec-%s" % "%016x" % rng.getrandbits(64)])
    write_bytes(name, csv_text(rows, lineterminator="\n").encode("utf-8"))
    borda = Counter({f: 0 for f in films})
    firsts = Counter()
    for r in rows[1:]:
        for pts, col in ((3, 3), (2, 4), (1, 5)):
            if r[col]:
                borda[r[col]] += pts
        firsts[r[3]] += 1
    scores = OrderedDict((k, borda[k]) for k in ranked(borda))
    w = check_margin(scores, name)
    assert ranked(firsts)[0] == w
    assert Counter(decade).most_common(1)[0][1] > max(firsts.values())
    record(name,
           "Tap Forms 5 (personal database app for Mac/iOS), a film society's 'Season Vote' form → File → Export → Records (CSV)",
           "ranked ballots: one record per member with member-since year and favourite decade, then '1st choice', '2nd choice', '3rd choice' film columns (one ballot leaves the 3rd empty), notes, Tap Forms' date and id fields",
           "from memory (Tap Forms exports field names as the header plus its Date Created/Date Modified fields; exact id columns a guess)",
           "Borda count over the three choice columns: 1st = 3, 2nd = 2, 3rd = 1 (the same film also has the most first choices)",
           list(scores), scores,
           ["'Favourite decade' comes before the choices and its top value (1970s) outnumbers every film's first choices",
            "'Member since' is a year column", "film title with a comma ('Paris, Texas') and an accent ('Cléo from 5 to 7')",
            "record ids"],
           winner=w)


# ======================================================================
# 14. SurveyLegend — museum friends' approval question, one column per option
# ======================================================================
def f_surveylegend():
    name = "SurveyLegend_Responses_Riverside_Art_Museum_Late_Thursdays.csv"
    rng = random.Random(1414)
    q = "Which Late Thursday events would you come to? (select all that apply)"
    opts = OrderedDict([("Life drawing in the galleries", 0.38), ("Jazz in the atrium", 0.46),
                        ("Curator's torch-lit tour", 0.66), ("Silent disco", 0.22),
                        ("Printmaking workshop", 0.41)])
    n = 94
    header = ["Response ID", "Started", "Submitted", "Time taken", "Device", "Country", "Language",
              "Are you a Friend of the Riverside Art Museum?", "How often do you visit?"] + \
             ["%s - %s" % (q, o) for o in opts] + ["Anything else we should try?"]
    rows = [header]
    for i in range(n):
        start = dt.datetime(2026, 2, 2, 8, 0) + dt.timedelta(minutes=71 * i + rng.randint(0, 50))
        took = rng.randint(45, 400)
        ticks = [o if rng.random() < p else "" for o, p in opts.items()]
        if not any(ticks):
            ticks[2] = "Curator's torch-lit tour"
        rows.append(["%d" % (5120000 + i), start.strftime("%Y-%m-%d %H:%M:%S"),
                     (start + dt.timedelta(seconds=took)).strftime("%Y-%m-%d %H:%M:%S"),
                     "%dm %ds" % (took // 60, took % 60), rng.choice(["Mobile", "Desktop", "Mobile", "Tablet"]),
                     "United Kingdom", "English",
                     "Yes" if rng.random() < 0.8 else "No",
                     rng.choice(["Several times a year", "Once a year", "Monthly", "Several times a year"])] +
                    ticks + [rng.choice(["", "", "", "Wine tasting?", "Later closing time", "", "Family late"])])
    write_bytes(name, b"\xef\xbb\xbf" + csv_text(rows).encode("utf-8"))
    cnt = Counter()
    for r in rows[1:]:
        for j, o in enumerate(opts):
            if r[9 + j]:
                cnt[o] += 1
    scores = OrderedDict((k, cnt[k]) for k in ranked(cnt))
    w = check_margin(scores, name)
    yes = sum(1 for r in rows[1:] if r[7] == "Yes")
    assert yes > max(cnt.values())
    record(name,
           "SurveyLegend (online survey tool), survey → Results → Download → CSV (individual responses), a museum's friends' survey about late openings",
           "approval: one row per response with metadata (id, times, duration, device, country, language), two profile questions, then one column per option holding the option's own name when ticked or empty, then a comment column",
           "from memory (per-option columns 'Question - Option' holding the option label are a common survey-export convention; not verified for SurveyLegend)",
           "approvals: number of responses ticking each option",
           list(scores), scores,
           ["'Are you a Friend…?' Yes outnumbers every option", "'How often do you visit?' categorical column before the options",
            "option columns hold text labels, not 1/0", "UTF-8 with BOM"],
           winner=w)


# ======================================================================
# 15. Chorgedudel — choir rehearsal date poll pasted from the browser (cp1252, TAB)
# ======================================================================
def f_chorgedudel():
    name = "chorgedudel_Zusatzproben_Messias_Herbst_2026.txt"
    rng = random.Random(1515)
    slots = ["Sa 12.09. 10-13 Uhr", "So 13.09. 15-18 Uhr", "Sa 26.09. 10-13 Uhr", "So 27.09. 15-18 Uhr", "Sa 10.10. 14-17 Uhr"]
    # per-slot probabilities of ja / vielleicht
    probs = [(0.40, 0.30), (0.62, 0.08), (0.82, 0.06), (0.45, 0.35), (0.30, 0.12)]
    sections = OrderedDict([("Sopran", ["Annette K.", "Birgit S.", "Claudia M.", "Doris W.", "Elke F.", "Franziska H.", "Gisela R."]),
                            ("Alt", ["Heike B.", "Ingrid P.", "Jutta L.", "Karin Ö.", "Lena Z.", "Monika G."]),
                            ("Tenor", ["Norbert A.", "Otto V.", "Peter J.", "Rüdiger T."]),
                            ("Bass", ["Stefan D.", "Thomas E.", "Uwe K.", "Volker Sch.", "Werner M."])])
    lines = ["Chorgedudel - Umfrage: Zusatzproben Messias (Herbst 2026)",
             "Liebe Alle, bitte tragt bis 31.07. ein, an welchen Terminen ihr zur Zusatzprobe kommen könnt (ja / vielleicht / nein).",
             "",
             "Teilnehmer\t" + "\t".join(slots) + "\tKommentar"]
    marks = defaultdict(list)
    for sec, names in sections.items():
        lines.append(sec)
        for nm in names:
            cells = []
            for j, (pj, pv) in enumerate(probs):
                x = rng.random()
                m = "ja" if x < pj else ("vielleicht" if x < pj + pv else "nein")
                cells.append(m)
                marks[j].append(m)
            com = rng.choice(["", "", "", "", "nur vormittags", "komme evtl. später"])
            lines.append(nm + "\t" + "\t".join(cells) + "\t" + com)
    lines.append("Summe (ja)\t" + "\t".join(str(marks[j].count("ja")) for j in range(len(slots))) + "\t")
    lines.append("")
    lines.append("Umfrage erstellt von: Chorleitung Kantorei St. Petri · Letzte Änderung: 28.07.2026 21:14")
    text = "\r\n".join(lines) + "\r\n"
    write_bytes(name, text.encode("cp1252"))
    sc = {}
    for j, s in enumerate(slots):
        sc[s] = marks[j].count("ja") + 0.5 * marks[j].count("vielleicht")
    scores = OrderedDict((k, sc[k]) for k in ranked(sc))
    w = check_margin(scores, name)
    yes_only = {s: marks[j].count("ja") for j, s in enumerate(slots)}
    yes_maybe = {s: marks[j].count("ja") + marks[j].count("vielleicht") for j, s in enumerate(slots)}
    assert ranked(yes_only)[0] == w and ranked(yes_maybe)[0] == w
    record(name,
           "Chorgedudel (German scheduling-poll site for choirs, with voice-part separators), poll page table selected in the browser and pasted into Windows Notepad, saved as ANSI",
           "scheduling poll: title and description lines, a header row of five rehearsal slots plus a comment column, section separator rows (Sopran, Alt, Tenor, Bass) with one participant per row marked ja / vielleicht / nein, a 'Summe (ja)' row and a footer",
           "partly checked: the separators (voice-part sections) and the ja/nein/vielleicht selection type come from Chorgedudel's help page; the paste layout is from memory",
           "yes = 1, vielleicht = 0.5 per slot (the same slot wins on yes only and on yes+maybe)",
           list(scores), scores,
           ["section separator rows with a single cell", "'Summe (ja)' totals row", "comment column after the slots",
            "Windows-1252 umlauts (Karin Ö., Rüdiger T.)"],
           winner=w)


def main():
    for f in (f_spektrix, f_eventive, f_filmfreeway, f_peatix, f_radario, f_saleroom, f_interencheres,
              f_mailman, f_cafe, f_evalato, f_mivoice, f_commonplace, f_tapforms, f_surveylegend, f_chorgedudel):
        f()
    with open(out("expected.json"), "w", encoding="utf-8") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    print("wrote %d files" % len(EXPECTED))


if __name__ == "__main__":
    main()
