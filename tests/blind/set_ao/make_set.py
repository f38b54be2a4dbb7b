#!/usr/bin/env python3
"""Blind test set AO: exports from everyday tools of the Middle East, North Africa and South Asia.

Writes 15 files and expected.json next to itself.  Deterministic: fixed seeds, fixed xlsx
document properties and fixed zip entry dates.  Standard library + openpyxl only.
All names, numbers, ids and organisations are invented.
"""
import datetime
import io
import json
import os
import random
import zipfile

import openpyxl
from openpyxl.styles import Alignment, Font

HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = {}

FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
DEV_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")


def fa(s):
    return str(s).translate(FA_DIGITS)


def write(name, data):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


def unique_top(scores):
    """Return the unique argmax of a dict; fail if there is a tie for first."""
    ranked = sorted(scores.items(), key=lambda kv: (-kv[1], str(kv[0])))
    assert len(ranked) >= 2
    assert ranked[0][1] > ranked[1][1], ranked[:3]
    return ranked[0][0]


def entry(name, *, tool, shape, evidence, answer, winner, question, candidates, scores, traps,
          aliases=None, acceptable=None, ask_because=None):
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


CORE_XML = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" '
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" '
    'xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
    '<dc:creator>user</dc:creator><cp:lastModifiedBy>user</cp:lastModifiedBy>'
    '<dcterms:created xsi:type="dcterms:W3CDTF">2026-11-29T10:00:00Z</dcterms:created>'
    '<dcterms:modified xsi:type="dcterms:W3CDTF">2026-11-29T10:00:00Z</dcterms:modified>'
    '</cp:coreProperties>'
)


def save_xlsx(wb, name):
    wb.properties.creator = "user"
    wb.properties.lastModifiedBy = "user"
    wb.properties.created = datetime.datetime(2026, 11, 29, 10, 0, 0)
    wb.properties.modified = datetime.datetime(2026, 11, 29, 10, 0, 0)
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                data = CORE_XML.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 11, 29, 10, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            z.writestr(zi, data)
    write(name, out.getvalue())


def g2j(gy, gm, gd):
    """Gregorian -> Jalali (Solar Hijri)."""
    g_d_m = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
    gy2 = gy + 1 if gm > 2 else gy
    days = 355666 + 365 * gy + (gy2 + 3) // 4 - (gy2 + 99) // 100 + (gy2 + 399) // 400 + gd + g_d_m[gm - 1]
    jy = -1595 + 33 * (days // 12053)
    days %= 12053
    jy += 4 * (days // 1461)
    days %= 1461
    if days > 365:
        jy += (days - 1) // 365
        days = (days - 1) % 365
    if days < 186:
        jm, jd = 1 + days // 31, 1 + days % 31
    else:
        jm, jd = 7 + (days - 186) // 30, 1 + (days - 186) % 30
    return jy, jm, jd


assert g2j(2026, 3, 21) == (1405, 1, 1)
assert g2j(2026, 11, 22) == (1405, 9, 1)

FA_MONTHS = ["فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور", "مهر", "آبان", "آذر", "دی", "بهمن", "اسفند"]
FA_WEEKDAYS = ["دوشنبه", "سه‌شنبه", "چهارشنبه", "پنجشنبه", "جمعه", "شنبه", "یکشنبه"]  # Monday=0


# ---------------------------------------------------------------------------
# 1. Sparrow SMS (Nepal) inbox report, one SMS per row, auto reply decides validity
# ---------------------------------------------------------------------------
def f01():
    name = "sparrowsms_inbox_report_34001_GEET_2026-11-25_2026-11-28.csv"
    rng = random.Random(101)
    contestants = {1: "Bishnu Gurung", 2: "Anjali Thapa Magar", 3: "Sarita Pun", 4: "Dil Bahadur Rai",
                   5: "Kamala Shrestha"}
    valid_counts = {1: 41, 2: 37, 3: 48, 4: 29, 5: 33}
    prefixes = ["984", "985", "986", "980", "981", "982", "976"]
    used = set()

    def number():
        while True:
            n = rng.choice(prefixes) + "".join(rng.choice("0123456789") for _ in range(7))
            if n not in used:
                used.add(n)
                return n

    start = datetime.datetime(2026, 11, 25, 18, 0, 0)
    close = datetime.datetime(2026, 11, 28, 20, 0, 0)
    span = int((close - start).total_seconds())
    msgs = []  # (time, sender, text, kind, code)

    def text_for(c):
        return rng.choice(["GEET {c}", "GEET {c}", "GEET {c}", "geet {c}", "Geet {c}", "GEET{c}", "GEET {d}",
                           "GEET {c} " + rng.choice(["love u didi", "jitnu parchha", "best", "!!"])]
                          ).format(c=c, d=str(c).translate(DEV_DIGITS))

    fan_numbers_1 = []
    for c, n in valid_counts.items():
        for i in range(n):
            s = number()
            if c == 1 and i < 9:
                fan_numbers_1.append(s)
            t = start + datetime.timedelta(seconds=rng.randrange(span))
            msgs.append((t, s, text_for(c), "ok", c))
    # Bishnu's fan club keeps sending from the same numbers: the gateway refuses the repeats
    for k in range(34):
        s = fan_numbers_1[k % len(fan_numbers_1)]
        t = start + datetime.timedelta(seconds=rng.randrange(span))
        msgs.append((t, s, text_for(1), "dup", 1))
    # a few repeats for others too
    for c in (2, 3, 5):
        for k in range(2):
            t = start + datetime.timedelta(seconds=rng.randrange(span))
            msgs.append((t, "PLACEHOLDER", text_for(c), "dup", c))
    # invalid codes
    for txt in ["GEET 7", "GEET", "GET 3", "geet sarita", "GEET 0", "VOTE 2"]:
        t = start + datetime.timedelta(seconds=rng.randrange(span))
        msgs.append((t, number(), txt, "invalid", None))
    # late messages after the close (mostly for contestant 5)
    for c in (5, 5, 5, 5, 5, 5, 5, 5, 3, 2):
        t = close + datetime.timedelta(seconds=rng.randrange(60, 5400))
        msgs.append((t, number(), text_for(c), "closed", c))
    # station's test messages before the line opened
    for k, c in enumerate((2, 2, 4)):
        t = datetime.datetime(2026, 11, 25, 17, 40 + 5 * k, 12)
        msgs.append((t, "9856012345", "GEET %d test" % c, "notopen", c))
    msgs.sort(key=lambda m: (m[0], m[2]))
    # resolve placeholder repeat senders: the earlier valid sender of that contestant
    first_sender = {}
    resolved = []
    for m in msgs:
        if m[3] == "ok" and m[4] not in first_sender:
            first_sender[m[4]] = m[1]
    for m in msgs:
        if m[1] == "PLACEHOLDER":
            m = (m[0], first_sender[m[4]], m[2], m[3], m[4])
        resolved.append(m)
    msgs = resolved
    # a repeat must come after that sender's first valid vote; re-label in time order
    seen = set()
    final = []
    for m in msgs:
        t, s, txt, kind, c = m
        if kind in ("ok", "dup"):
            kind = "dup" if s in seen else "ok"
            seen.add(s)
        final.append((t, s, txt, kind, c))
    msgs = final

    replies = {
        "ok": "Dhanyabad! Tapaiko vote Pratiyogi no. {c} {n} lai darta bhayo. -Radio Machhapuchchhre 97.4",
        "dup": "Yo number bata pahile nai vote darta bhaisakeko chha. Ek number bata ek vote matra.",
        "invalid": "Galat code. GEET <space> pratiyogi no. (1-5) lekhi 34001 ma pathaunuhos.",
        "closed": "Voting samaya samapta bhayo. Dhanyabad!",
        "notopen": "Voting suru bhayeko chhaina. 25 Nov 6 baje bata suru hunechha.",
    }
    lines = ["S.N.,Sender,Receiver,Message,Keyword,Received At,Received At (BS),Operator,Auto Reply,Reply Status"]
    for i, (t, s, txt, kind, c) in enumerate(msgs, 1):
        bs_day = 12 - (28 - t.day)  # 28 Nov 2026 = 12 Mangsir 2083
        bs = "2083-08-%02d %s" % (bs_day, t.strftime("%H:%M:%S"))
        rep = replies[kind].format(c=c, n=contestants.get(c, ""))
        op = "NTC" if s[:3] in ("984", "985", "986", "976") else "Ncell"
        kw = "GEET" if txt.upper().startswith("GEET") else ""
        cells = [str(i), s, "34001", txt, kw, t.strftime("%Y-%m-%d %H:%M:%S"), bs, op, rep, "Delivered"]
        lines.append(",".join('"%s"' % x.replace('"', '""') if ("," in x or '"' in x) else x for x in cells))
    write(name, ("\r\n".join(lines) + "\r\n").encode("utf-8"))

    valid = {contestants[c]: 0 for c in contestants}
    raw = {contestants[c]: 0 for c in contestants}
    for t, s, txt, kind, c in msgs:
        if c is None:
            continue
        raw[contestants[c]] += 1
        if kind == "ok":
            valid[contestants[c]] += 1
    w = unique_top(valid)
    assert unique_top(raw) != w
    entry(name,
          tool="Sparrow SMS (Nepali SMS gateway, sparrowsms.com) web panel → Inbox / incoming messages of shortcode 34001 → "
               "Export CSV; a Pokhara FM station's folk-song (lok geet) contest voted by SMS 'GEET <no.>'",
          shape="One incoming SMS per row with sender, shortcode, raw text, AD and Bikram Sambat timestamps, operator and the "
                "auto reply that says whether the vote was registered (repeats, bad codes, late and pre-opening texts refused)",
          evidence="Checked: Sparrow SMS is a Nepali SMS gateway with keyword/shortcode services and a documented HTTP API "
                   "(sparrowsms/apidocs on GitHub, Read the Docs). Unverified (from memory/invented): the inbox export's column "
                   "titles, the BS timestamp column and the Roman-Nepali auto-reply wording.",
          answer="winner", winner=w, aliases=["3"],
          question="Which contestant got the most registered votes (SMS whose auto reply confirms 'vote darta bhayo')?",
          candidates=list(contestants.values()), scores=valid,
          traps=["counting every SMS naming a contestant (repeats from the same number, late and test texts) makes "
                 "Bishnu Gurung win",
                 "candidate named by number in the message, by name only in the reply",
                 "Devanagari digits and lower-case keywords in some messages",
                 "Bikram Sambat date column beside the AD one"])


# ---------------------------------------------------------------------------
# 2. Mashov (Israel) questionnaire results, several questions, re-saved by Hebrew Excel (cp1255)
# ---------------------------------------------------------------------------
def f02():
    name = "mashov_seker_tiyul_shnati_shichva_vav.csv"
    rng = random.Random(202)
    dests = ["גליל עליון", "ירושלים", "מדבר יהודה", "רמת הגולן", "אחר"]
    counts = {"גליל עליון": 19, "ירושלים": 18, "מדבר יהודה": 11, "רמת הגולן": 8, "אחר": 4}
    firsts = ["נועה", "איתי", "יעל", "עומר", "תמר", "אורי", "שירה", "דניאל", "מאיה", "יונתן", "רוני", "אדם", "הילה",
              "אלון", "ליה", "עידו", "נגה", "אריאל", "טליה", "גיא"]
    lasts = ["כהן", "לוי", "מזרחי", "פרץ", "ביטון", "אברהם", "פרידמן", "שלום", "אזולאי", "דהן", "חדד", "גבאי",
             "בן דוד", "סויסה", "אוחיון", "רוזנברג"]
    parents = ["אמא", "אבא"]
    others = ["אילת (לינה בחוץ)", "חיפה והכרמל", "לא משנה לנו", "מכתש רמון"]
    votes = [d for d, n in counts.items() for _ in range(n)]
    rng.shuffle(votes)
    rows = []
    names_used = set()
    for v in votes:
        while True:
            nm = rng.choice(firsts) + " " + rng.choice(lasts)
            if nm not in names_used:
                names_used.add(nm)
                break
        rows.append([nm, "ו'%d" % rng.randint(1, 3), rng.choice(parents) + " של " + nm.split()[0], "כן", v,
                     rng.choice(others) if v == "אחר" else "", rng.choice(["כן", "לא", "אולי", "לא"]),
                     rng.choice(["", "", "", "", "בתנאי שהמחיר לא יעלה", "חשוב שיהיה צל", "הבן שלנו אלרגי לבוטנים"])])
    for k in range(5):  # not participating: no destination
        nm = rng.choice(firsts) + " " + rng.choice(lasts) + ("-" + rng.choice(lasts) if k % 2 else "")
        rows.append([nm, "ו'%d" % rng.randint(1, 3), "אמא של " + nm.split()[0], "לא", "", "", "לא",
                     rng.choice(["", "מסיבות משפחתיות"])])
    rng.shuffle(rows)
    # two test rows by the school office, both choosing Jerusalem
    rows.insert(3, ["בדיקה מערכת", "ו'9", "מזכירות", "כן", "ירושלים", "", "לא", "בדיקה - נא להתעלם"])
    rows.insert(27, ["בדיקה מערכת 2", "ו'9", "מזכירות", "כן", "ירושלים", "", "לא", "בדיקה"])
    t0 = datetime.datetime(2026, 11, 15, 19, 0)
    out = []
    out.append(["שאלון: סקר הורים - טיול שנתי שכבה ו' תשפ\"ז"] + [""] * 9)
    out.append(["בית הספר: יסודי \"גבעת הרקפות\" (סמל 412987)", "", "", "", "תאריך הפקה: 29/11/2026"] + [""] * 5)
    out.append([""] * 10)
    out.append(["מס'", "שם התלמיד", "כיתה", "ממלא השאלון", "תאריך מילוי",
                "1. האם ילדכם ישתתף בטיול השנתי?", "2. לאן תעדיפו שייצא הטיול השנתי?", "2א. אחר - פרטו",
                "3. האם תוכלו להצטרף כמלווים?", "4. הערות נוספות"])
    for i, r in enumerate(rows, 1):
        t = t0 + datetime.timedelta(minutes=rng.randrange(0, 9 * 24 * 60))
        out.append([str(i), r[0], r[1], r[2], t.strftime("%d/%m/%Y %H:%M"), r[3], r[4], r[5], r[6], r[7]])

    def q(x):
        return '"%s"' % x.replace('"', '""') if any(ch in x for ch in ',"\n') else x

    text = "\r\n".join(",".join(q(c) for c in r) for r in out) + "\r\n"
    write(name, text.encode("cp1255"))

    score = {d: 0 for d in dests}
    with_test = {d: 0 for d in dests}
    for r in rows:
        if not r[4]:
            continue
        with_test[r[4]] += 1
        if not r[0].startswith("בדיקה"):
            score[r[4]] += 1
    w = unique_top(score)
    assert unique_top(with_test) != w
    entry(name,
          tool="Mashov (משו\"ב, Israeli school management portal) → שאלונים → questionnaire → תוצאות → ייצוא לאקסל, then "
               "saved by Excel (Hebrew) as 'CSV (מופרד בפסיקים)'; a primary school's grade-6 parents choosing the annual trip",
          shape="Several questions in one export (participation yes/no, destination, chaperone, remarks) with a title block; "
                "the vote is question 2, with 'אחר' plus a free-text column",
          evidence="Unverified (from memory): Mashov's export layout and column titles. Hebrew Excel 'CSV' is written in "
                   "Windows-1255 with commas and CRLF (from memory).",
          answer="winner", winner=w,
          question="Which destination got most answers to question 2 (excluding the office's test rows)?",
          candidates=dests, scores=score,
          traps=["two test rows by the school office ('בדיקה מערכת') vote for ירושלים; counting them makes ירושלים win",
                 "several questions: yes/no columns dominate any naive count",
                 "title block above the header", "Windows-1255 encoding", "'אחר' with free text in a separate column"])


# ---------------------------------------------------------------------------
# 3. Emirates Auction bid history (bid list), Excel (Arabic) CSV UTF-8 with ';'
# ---------------------------------------------------------------------------
def f03():
    name = "EmiratesAuction_bid_history_AUC-26-11-4471.csv"
    rng = random.Random(303)
    for attempt in range(500):
        bidders = ["مزايد %d" % rng.randint(1000, 1999) for _ in range(13)]
        if len(set(bidders)) < 13:
            continue
        maxes = {}
        for b in bidders:
            maxes[b] = rng.choice(range(1800, 3701, 50))
        # cancelled bid: a bidder's later bid cancelled by the administration
        canc_bidder = bidders[4]
        canc_amount = 4400

        def opt(mx):
            vals = sorted(set(mx.values()))
            rev = {v: v * sum(1 for x in mx.values() if x >= v) for v in vals}
            return rev

        rev = opt(maxes)
        ranked = sorted(rev.values(), reverse=True)
        if ranked[0] == ranked[1]:
            continue
        best = max(rev, key=rev.get)
        mx2 = dict(maxes)
        mx2[canc_bidder] = canc_amount
        rev2 = opt(mx2)
        best2 = max(rev2, key=rev2.get)
        auction_top = max(maxes.values())
        if best2 != best and auction_top != best and list(maxes.values()).count(auction_top) == 1:
            break
    else:
        raise SystemExit("f03: no seed")
    # build bid sequence: each bidder several ascending bids up to their max
    bids = []
    t = datetime.datetime(2026, 11, 24, 10, 0, 0)
    for b in bidders:
        top = maxes[b]
        k = rng.randint(1, 4)
        steps = sorted(set([top] + [top - 50 * rng.randint(2, 14) for _ in range(k - 1)]))
        for a in steps:
            bids.append([b, a, "مقبولة"])
    bids.append([canc_bidder, canc_amount, "ملغاة من قبل الإدارة"])
    rng.shuffle(bids)
    # order so that amounts rise in time (auction), cancelled one near the end
    bids.sort(key=lambda x: (x[1], x[0]))
    times = sorted(t + datetime.timedelta(seconds=rng.randrange(0, 3 * 24 * 3600)) for _ in bids)
    rows = list(zip(bids, times))
    rows.reverse()  # newest first

    def aed(v):
        return "AED %s" % format(v, ",")

    lines = ["مزادات الإمارات - سجل المزايدات;;;;",
             "رقم المزاد;AUC-26-11-4471;;;",
             "البند;Dell Latitude 5420 لابتوب مستعمل - دفعة 1 من 12;;;",
             "تاريخ الإغلاق;27/11/2026 21:00;;;",
             ";;;;",
             "#;المزايد;قيمة المزايدة;وقت المزايدة;الحالة"]
    n = len(rows)
    for i, ((b, a, st), tm) in enumerate(rows):
        lines.append("%d;%s;%s;%s;%s" % (n - i, b, aed(a), tm.strftime("%d/%m/%Y %H:%M:%S"), st))
    lines.append(";;;;")
    lines.append("عدد المزايدات;%d;;;" % n)
    lines.append("أعلى مزايدة;%s;;;" % aed(auction_top))
    write(name, ("\ufeff" + "\r\n".join(lines) + "\r\n").encode("utf-8"))

    w = "%d.00" % best
    entry(name,
          tool="Emirates Auction (مزادات الإمارات, UAE online auctions) → lot page → سجل المزايدات (bid history) selected, "
               "pasted into Excel (Arabic, UAE) and saved as 'CSV UTF-8'; a Sharjah IT reseller using the bids on one lot "
               "to set a fixed price for the other 11 identical laptops",
          shape="Bid list: title block, one bid per row (newest first) with masked bidder, 'AED 3,450' amounts, time and "
                "status; one bid cancelled by the administration; footer with count and highest bid",
          evidence="Unverified (from memory/invented): the bid-history columns and wording; Excel with an Arabic locale "
                   "writing ';' as list separator is from memory.",
          answer="winner", winner=w, aliases=[str(best), format(best, ","), aed(best)],
          question="Posted price b maximising b × (number of bidders whose highest valid bid ≥ b), using each bidder's "
                   "highest non-cancelled bid",
          candidates=["%d.00" % v for v in sorted(set(maxes.values()))],
          scores={"%d.00" % k: v for k, v in sorted(rev.items())},
          traps=["the cancelled bid (ملغاة) would change the optimal price if used",
                 "the auction's highest bid is not the revenue-maximising price",
                 "several bids per bidder: use each bidder's highest", "'AED 3,450' amounts with thousands commas",
                 "';' separator, UTF-8 BOM, title block and footer rows"])


# ---------------------------------------------------------------------------
# 4. Youm7 poll page pasted into Notepad (ANSI, cp1256): current poll + previous polls
# ---------------------------------------------------------------------------
def f04():
    name = "استفتاء اليوم السابع - الدوري.txt"
    cur = {"الأهلي": 11874, "بيراميدز": 12310, "الزمالك": 9802, "المصري البورسعيدي": 1204, "سيراميكا كليوباترا": 955}
    prev = {"الزمالك": 26400, "الأهلي": 24100, "بيراميدز": 7300, "المصري البورسعيدي": 2210, "سيراميكا كليوباترا": 1405}
    tot = sum(cur.values())
    ptot = sum(prev.values())
    L = ["اليوم السابع",
         "الرئيسية", "أخبار عاجلة", "سياسة", "اقتصاد", "رياضة", "فن", "حوادث", "محافظات", "فيديو", "",
         "رياضة > كرة مصرية", "",
         "استفتاء اليوم السابع", "",
         "من تتوقع أن يتوج بلقب الدوري المصري الممتاز موسم 2026 - 2027؟", ""]
    order = ["الأهلي", "الزمالك", "بيراميدز", "المصري البورسعيدي", "سيراميكا كليوباترا"]
    for k in order:
        L += [k, "%.1f %%" % (100.0 * cur[k] / tot), "%s صوت" % format(cur[k], ","), ""]
    L += ["إجمالي المشاركين: %s" % format(tot, ","), "",
          "شارك برأيك", "النتائج",
          "الأحد، 29 نوفمبر 2026 10:12 ص", "", "",
          "استفتاءات سابقة", "",
          "من تتوقع أن يتوج بلقب الدوري المصري الممتاز موسم 2025 - 2026؟ (انتهى)", ""]
    for k in order:
        L += [k, "%.1f %%" % (100.0 * prev[k] / ptot), "%s صوت" % format(prev[k], ","), ""]
    L += ["إجمالي المشاركين: %s" % format(ptot, ","), "",
          "هل توافق على عودة الجماهير بكامل السعة للمدرجات؟ (انتهى)", "",
          "نعم", "78.6 %", "41,220 صوت", "", "لا", "21.4 %", "11,231 صوت", "",
          "الأكثر قراءة", "موعد مباراة الأهلي القادمة والقناة الناقلة", "",
          "جميع الحقوق محفوظة © اليوم السابع 2026"]
    write(name, ("\r\n".join(L) + "\r\n").encode("cp1256"))
    w = unique_top(cur)
    summed = {k: cur[k] + prev[k] for k in cur}
    assert unique_top(prev) != w and unique_top(summed) != w
    entry(name,
          tool="Youm7 (اليوم السابع, Egyptian news site) → استفتاء (reader poll) page, results view selected in the browser, "
               "pasted into Windows Notepad on Arabic Windows and saved as ANSI (Windows-1256); a Cairo sports café "
               "settling a bet on the readers' favourite",
          shape="Pasted web page: navigation lines, the current poll with one option / percent / 'n صوت' per line, total, "
                "then 'استفتاءات سابقة' with last season's same question (different leader, more votes) and another poll",
          evidence="Unverified (from memory): the page layout and wording of Youm7's poll block; Notepad 'ANSI' on Arabic "
                   "Windows = Windows-1256 (from memory), so Western digits are used.",
          answer="winner", winner=w,
          question="Which club leads the current poll (season 2026 - 2027) by votes?",
          candidates=order, scores=cur,
          traps=["the previous season's poll (listed below, larger numbers) is led by الزمالك",
                 "summing both polls also gives الزمالك",
                 "one value per line with navigation junk around", "Windows-1256 encoding",
                 "percent written '41.2 %' and counts with thousands commas"])


# ---------------------------------------------------------------------------
# 5. Avalform (Iran) grid question used as a date poll, Excel export, Jalali dates
# ---------------------------------------------------------------------------
def f05():
    name = "avalform_export_zaman_majma_omumi.xlsx"
    slots_g = [(datetime.date(2026, 12, 3), "17:00"), (datetime.date(2026, 12, 4), "10:00"),
               (datetime.date(2026, 12, 10), "17:00"), (datetime.date(2026, 12, 11), "10:00"),
               (datetime.date(2026, 12, 11), "17:00")]
    labels = []
    for d, hm in slots_g:
        jy, jm, jd = g2j(d.year, d.month, d.day)
        labels.append("%s %s %s - ساعت %s" % (FA_WEEKDAYS[d.weekday()], fa(jd), FA_MONTHS[jm - 1], fa(hm)))
    YES, MAYBE, NO = "می‌توانم", "شاید", "نمی‌توانم"
    people = ["علی رضایی", "مریم احمدی", "حسین محمدی", "زهرا کریمی", "رضا حسینی", "فاطمه موسوی", "مهدی جعفری",
              "سارا کاظمی", "امیر قاسمی", "نرگس رحیمی", "محمد صادقی", "لیلا نوری", "حمید شریفی", "الهام یزدانی",
              "سعید باقری", "پریسا اکبری", "بهرام طاهری", "شیما عباسی"]
    for seed in range(1000):
        rng = random.Random(500 + seed)
        grid = []
        for p in people:
            row = []
            for j in range(len(labels)):
                r = rng.random()
                bias = [0.0, 0.05, -0.1, 0.0, 0.02][j]
                row.append(YES if r < 0.45 + bias else (MAYBE if r < 0.72 + bias / 2 else NO))
            grid.append(row)
        yes = {labels[j]: sum(1 for r in grid if r[j] == YES) for j in range(len(labels))}
        wt = {labels[j]: sum(1.0 if r[j] == YES else 0.5 if r[j] == MAYBE else 0 for r in grid)
              for j in range(len(labels))}
        ym = {labels[j]: sum(1 for r in grid if r[j] in (YES, MAYBE)) for j in range(len(labels))}
        try:
            w = unique_top(wt)
            wy = unique_top(yes)
        except AssertionError:
            continue
        if wy != w:
            break
    else:
        raise SystemExit("f05")
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "پاسخ‌ها"
    ws.sheet_view.rightToLeft = True
    hdr = ["ردیف", "شناسه پاسخ", "تاریخ ثبت", "نام و نام خانوادگی", "واحد"] + \
          ["کدام زمان‌ها برای شرکت در مجمع عمومی برایتان مناسب است؟ [%s]" % l for l in labels] + ["توضیحات"]
    ws.append(hdr)
    rng = random.Random(55)
    t0 = datetime.datetime(2026, 11, 22, 9, 0)
    times = sorted(t0 + datetime.timedelta(minutes=rng.randrange(0, 6 * 24 * 60)) for _ in people)
    for i, (p, row, t) in enumerate(zip(people, grid, times), 1):
        jy, jm, jd = g2j(t.year, t.month, t.day)
        ts = fa("%04d/%02d/%02d %02d:%02d" % (jy, jm, jd, t.hour, t.minute))
        ws.append([i, 7340110 + i * 7, ts, p, fa("واحد %d" % rng.randint(1, 24))] + row +
                  [rng.choice(["", "", "", "لطفاً بعد از ساعت کاری", "پنجشنبه‌ها سفرم"])])
    ws.column_dimensions["D"].width = 20
    for c in "FGHIJ":
        ws.column_dimensions[c].width = 28
    save_xlsx(wb, name)
    entry(name,
          tool="Avalform (اول‌فرم, Iranian online form builder) → فرم → پاسخ‌ها → خروجی اکسل; a Tehran apartment "
               "complex's board choosing the date of its general assembly with a grid question (می‌توانم / شاید / نمی‌توانم)",
          shape="Scheduling poll as a form grid question: one row per resident with response id, Jalali timestamp in "
                "Persian digits, unit, one column per proposed Jalali date/time holding می‌توانم / شاید / نمی‌توانم",
          evidence="Unverified (from memory/invented): Avalform's export column titles and the '[row]' naming of grid "
                   "columns; Jalali dates computed from the Gregorian dates.",
          answer="winner", winner=w, aliases=[w.split("[")[-1].rstrip("]")] if "[" in w else None,
          question="Which slot scores best with می‌توانم = 1, شاید = 0.5, نمی‌توانم = 0?",
          candidates=list(wt.keys()), scores=wt,
          traps=["counting only می‌توانم gives a different slot", "Persian digits in labels and timestamps",
                 "long column titles: question text + [slot]", "right-to-left sheet"])
    # the winner label in the file is the whole column title
    EXPECTED[name]["winner"] = "کدام زمان‌ها برای شرکت در مجمع عمومی برایتان مناسب است؟ [%s]" % w
    EXPECTED[name]["winner_aliases"] = [w]
    EXPECTED[name]["candidates"] = hdr[5:10]
    EXPECTED[name]["scores"] = {"کدام زمان‌ها برای شرکت در مجمع عمومی برایتان مناسب است؟ [%s]" % k: v
                                for k, v in wt.items()}


# ---------------------------------------------------------------------------
# 6. Zoho Creator (Tamil) judges' marks, a recused judge, a disqualified dancer
# ---------------------------------------------------------------------------
def f06():
    name = "Natya_Potti_2026_Mudivugal_Report.xlsx"
    names = ["அ. கவிநிலா", "ச. ஹரிணி", "ம. சம்யுக்தா", "இ. தர்ஷினி", "க. ஸ்ரீநிதி", "ப. யாழினி", "வெ. அக்ஷயா",
             "த. மதுமிதா", "ரா. கீர்த்தனா", "செ. பிரியதர்ஷினி", "நா. வைஷ்ணவி", "மு. ஆராதனா"]
    schools = ["ஸ்ரீ கலாக்ஷேத்ரா நடனாலயம், மதுரை", "நாட்டியாஞ்சலி கலைக்கூடம், திருச்சி", "அபிநயா நடனப் பள்ளி, சேலம்",
               "சிவசக்தி நாட்டியாலயா, கோவை", "பரதாலயா, தஞ்சாவூர்"]
    for seed in range(2000):
        rng = random.Random(600 + seed)
        marks = [[rng.choice([x / 2 for x in range(30, 49)]) for _ in range(5)] for _ in names]
        recused_i, dq_i = 3, 7
        marks[recused_i][2] = None
        rows = []
        for i, m in enumerate(marks):
            got = [x for x in m if x is not None]
            rows.append((names[i], sum(got), sum(got) / len(got)))
        elig = {r[0]: r for i, r in enumerate(rows) if i != dq_i}
        mean = {k: round(v[2], 4) for k, v in elig.items()}
        total = {k: v[1] for k, v in elig.items()}
        allmean = {r[0]: round(r[2], 4) for r in rows}
        try:
            w = unique_top(mean)
            wt = unique_top(total)
            wa = unique_top(allmean)
        except AssertionError:
            continue
        if w == names[recused_i] and wt != w and wa == names[dq_i] and unique_top({r[0]: r[1] for r in rows}) != w:
            break
    else:
        raise SystemExit("f06")
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Mudivugal_Report"
    hdr = ["ID", "Added Time", "பதிவு எண்", "பங்கேற்பாளர் பெயர்", "நடனப் பள்ளி", "பிரிவு",
           "நடுவர் 1", "நடுவர் 2", "நடுவர் 3", "நடுவர் 4", "நடுவர் 5", "மொத்தம்", "சராசரி", "நிலை", "குறிப்பு"]
    ws.append(hdr)
    t0 = datetime.datetime(2026, 11, 28, 16, 5, 0)
    for i, (nm, m) in enumerate(zip(names, marks)):
        got = [x for x in m if x is not None]
        status = "தகுதி நீக்கம்" if i == dq_i else "செல்லும்"
        note = ""
        if i == dq_i:
            note = "நேர வரம்பு மீறல் (9 நிமி 40 வி) - விதி 6"
        if i == recused_i:
            note = "நடுவர் 3 - உறவினர் என்பதால் மதிப்பிடவில்லை"
        t = t0 + datetime.timedelta(minutes=14 * i + rng.randint(0, 6), seconds=rng.randint(0, 59))
        ws.append(["4127%011d" % (88001 + i * 13), t.strftime("%d-%b-%Y %H:%M:%S"), "NP-J-%03d" % (i + 1), nm,
                   schools[i % len(schools)], "ஜூனியர் (10-14 வயது)"] +
                  [x if x is not None else "" for x in m] + [sum(got), round(sum(got) / len(got), 2), status, note])
    for c, wdt in zip("ABCDEFGHIJKLMNO", [20, 22, 11, 20, 34, 20, 9, 9, 9, 9, 9, 10, 10, 14, 40]):
        ws.column_dimensions[c].width = wdt
    save_xlsx(wb, name)
    entry(name,
          tool="Zoho Creator (low-code app platform, Chennai) → the competition app's report 'Mudivugal_Report' → "
               "Export → Excel (XLSX); a Madurai Bharatanatyam competition (நாட்டியப் போட்டி) junior category",
          shape="Results sheet: one row per dancer with Creator's ID and Added Time, five judges' marks out of 25, total, "
                "average, status (செல்லும் / தகுதி நீக்கம்) and a note; one judge recused for one dancer (blank mark)",
          evidence="Checked: Zoho Creator records carry system fields such as 'Added Time' and reports can be exported "
                   "(Zoho/third-party docs). Unverified: the exact export layout and date format.",
          answer="winner", winner=w,
          question="Highest average judges' mark (over the judges who marked) among dancers not disqualified",
          candidates=[n for i, n in enumerate(names) if i != dq_i], scores=mean,
          traps=["ranking by மொத்தம் (total) penalises the dancer with a recused judge and gives %s" % wt,
                 "the disqualified dancer (தகுதி நீக்கம்) has the best average and total",
                 "blank mark is a recusal, not zero", "Tamil headers"])


# ---------------------------------------------------------------------------
# 7. bKash merchant transaction history (Bangladesh), paid votes, failed rows
# ---------------------------------------------------------------------------
def f07():
    name = "bKash_Merchant_Transaction_History_20-11-2026_to_27-11-2026.csv"
    rng = random.Random(707)
    ok = {"ENG": 34, "BAN": 31, "HIS": 22, "PHY": 18}
    failed = {"BAN": 9, "ENG": 1, "PHY": 2}
    reversed_ = {"HIS": 2}
    recs = []
    for k, n in ok.items():
        recs += [(k, "Completed")] * n
    for k, n in failed.items():
        recs += [(k, "Failed")] * n
    for k, n in reversed_.items():
        recs += [(k, "CompletedR")] * n  # completed payments that are reversed later
    rng.shuffle(recs)
    for i in [j for j, r in enumerate(recs) if r[1] == "CompletedR"][::-1]:
        recs.insert(min(len(recs), i + rng.randint(2, 9)), (recs[i][0], "Reversed"))
    t0 = datetime.datetime(2026, 11, 20, 9, 0, 0)
    times = sorted(t0 + datetime.timedelta(seconds=rng.randrange(0, 7 * 24 * 3600)) for _ in recs)
    alnum = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    lines = ["bKash Merchant Portal - Transaction History", "Merchant Name:,Cultural Club Govt. Bangla College",
             "Merchant Wallet:,01812-XXX456", "Period:,20/11/2026 - 27/11/2026", "",
             "SL,Date & Time,Transaction ID,Transaction Type,Customer Account,Amount (BDT),Charge (BDT),Reference,Status"]
    sl = 0
    pending = []
    counted = {k: 0 for k in ok}
    allrows = {k: 0 for k in ok}
    for (ref, st), t in zip(recs, times):
        sl += 1
        trx = "".join(rng.choice(alnum) for _ in range(10))
        cust = "01%d%s" % (rng.choice([3, 4, 5, 6, 7, 8, 9]), "".join(rng.choice("0123456789") for _ in range(8)))
        cust = cust[:3] + "****" + cust[7:]
        refshow = rng.choice([ref, ref, ref, ref.lower(), ref + " ", "%s vote" % ref])
        if st == "CompletedR":
            pending.append((cust, refshow))
            st = "Completed"
        elif st == "Reversed":
            cust, refshow = pending.pop(0)
        typ = "Payment Reversal" if st == "Reversed" else "Payment"
        amt = "-20.00" if st == "Reversed" else "20.00"
        lines.append("%d,%s,%s,%s,%s,%s,%s,%s,%s" % (sl, t.strftime("%d/%m/%Y %I:%M:%S %p"), trx, typ, cust, amt,
                                                      "0.00", refshow, st))
        allrows[ref] += 1
    # completed minus reversed
    for k in ok:
        counted[k] = ok[k] + reversed_.get(k, 0) - reversed_.get(k, 0)
    sl += 1
    lines.append("%d,%s,%s,Transfer to Bank,Dutch-Bangla Bank A/C ****2217,-900.00,0.00,Settlement,Completed" % (
        sl, datetime.datetime(2026, 11, 27, 18, 30, 5).strftime("%d/%m/%Y %I:%M:%S %p"), "B7TXK2M9QZ"))
    lines.append("")
    ntot = sum(1 for (r, s) in recs if s in ("Completed", "CompletedR"))
    lines.append(",,,,Total Completed Payments,%d.00,,," % (20 * ntot))
    write(name, ("\n".join(lines) + "\n").encode("utf-8"))
    w = unique_top(counted)
    assert unique_top(allrows) != w
    entry(name,
          tool="bKash Merchant Portal (Bangladesh mobile money) → Transaction History → Export (CSV); a Dhaka college "
               "cultural club's best wall magazine (দেয়াল পত্রিকা) vote, ৳20 per vote with the department code as reference",
          shape="One payment per row with date, transaction id, type, masked customer account, amount, charge, free-typed "
                "reference (the vote) and status; failed payments, reversals, a bank settlement and a total line",
          evidence="Checked: bKash payment APIs expose trxID, amount, transactionStatus and merchantInvoiceNumber "
                   "(open-source integrations). Unverified: the portal's CSV columns, title block and date format.",
          answer="winner", winner=w, aliases=[w.lower(), w + " vote"],
          question="Which department code has the most completed, non-reversed ৳20 payments?",
          candidates=list(ok.keys()), scores=counted,
          traps=["counting failed payments too gives BAN", "reversal rows cancel two HIS payments",
                 "references typed in lower case or with 'vote'", "settlement row and total line",
                 "title block above the header"])


# ---------------------------------------------------------------------------
# 8. UP State Election Commission panchayat results pasted into Notepad (Hindi): two posts -> ask
# ---------------------------------------------------------------------------
def f08():
    name = "SEC_UP_panchayat_parinaam_Gram_Panchayat_Bhitaura.txt"
    pradhan = {"रामकली देवी": 612, "सुनीता यादव": 587, "कमला देवी": 341, "शबनम बानो": 208, "पुष्पा वर्मा": 96,
               "गीता पाल": 41}
    bdc = {"राजेश कुमार": 1984, "मो. इरफ़ान": 1731, "विनोद सिंह": 1120, "अशोक कुमार मौर्य": 612, "रमेश चंद्र": 254}

    def block(title, d, sym):
        out = [title, "क्र.सं.\tअभ्यर्थी का नाम\tचुनाव चिन्ह\tप्राप्त मत\tपरिणाम"]
        w = unique_top(d)
        for i, (k, v) in enumerate(sorted(d.items(), key=lambda kv: -kv[1]), 1):
            out.append("%d\t%s\t%s\t%d\t%s" % (i, k, sym[i - 1], v, "विजयी" if k == w else ""))
        return out, w

    syms = ["अनाज ओसाता किसान", "ट्रैक्टर", "गुलाब का फूल", "मोमबत्ती", "कलम दवात", "छाता"]
    b1, w1 = block("पद: प्रधान, ग्राम पंचायत भिटौरा", pradhan, syms)
    b2, w2 = block("पद: सदस्य, क्षेत्र पंचायत - वार्ड संख्या 14 (भिटौरा, मझिगवां, कुसुमी)", bdc, syms)
    L = ["राज्य निर्वाचन आयोग, उत्तर प्रदेश",
         "त्रिस्तरीय पंचायत सामान्य निर्वाचन - 2026",
         "मतगणना परिणाम",
         "जनपद: फतेहपुर\tविकास खण्ड: भिटौरा\tमतगणना तिथि: %s" % "०३/०५/२०२६", ""]
    L += b1 + ["", "कुल वैध मत\t%d" % sum(pradhan.values()), "अवैध मत\t57", ""]
    L += b2 + ["", "कुल वैध मत\t%d" % sum(bdc.values()), "अवैध मत\t188", "",
               "नोट: उपरोक्त परिणाम निर्वाचन अधिकारी (पंचायत) द्वारा घोषित अनन्तिम परिणाम हैं।",
               "© राज्य निर्वाचन आयोग, उत्तर प्रदेश | डिज़ाइन एवं विकास: एन.आई.सी."]
    write(name, ("\r\n".join(L) + "\r\n").encode("utf-8"))
    entry(name,
          tool="State Election Commission Uttar Pradesh (sec.up.nic.in) panchayat results page, selected in the browser "
               "and pasted into Windows Notepad (UTF-8); a villager keeping the results of his gram panchayat",
          shape="Pasted web tables: title lines, two sections (प्रधान of the gram panchayat and क्षेत्र पंचायत सदस्य of "
                "the ward) each with candidate / symbol / votes / विजयी, valid and invalid vote lines, note and footer",
          evidence="Unverified (from memory/invented): the page layout and wording; the 2026 UP panchayat election "
                   "and all names are invented.",
          answer="ask", winner=None,
          acceptable={"प्रधान": w1, "क्षेत्र पंचायत सदस्य": w2},
          ask_because="The file holds two separate contests (village head and block-council member) with different "
                      "winners; which one is meant must be asked.",
          question="Winner of each post by votes received",
          candidates={"प्रधान": list(pradhan), "क्षेत्र पंचायत सदस्य": list(bdc)},
          scores={"प्रधान": pradhan, "क्षेत्र पंचायत सदस्य": bdc},
          traps=["two sections with separate winners", "the larger numbers of the ward contest hide the village contest",
                 "Devanagari digits in the date", "valid/invalid total lines"])


# ---------------------------------------------------------------------------
# 9. Foodics products sales report by branch (Saudi), xlsx, Arabic
# ---------------------------------------------------------------------------
def f09():
    name = "Foodics_Products_Sales_20-26_Nov_2026.xlsx"
    drinks = [("WNT-01", "لاتيه الزعفران", 21.0), ("WNT-02", "شاي كرك بالهيل", 12.0), ("WNT-03", "موكا التمر", 19.0),
              ("WNT-04", "هوت شوكليت بالبستاشيو", 24.0)]
    branches = ["العليا", "النرجس", "الروضة"]
    for seed in range(3000):
        rng = random.Random(900 + seed)
        cnt = {b: {d[1]: rng.randint(60, 240) for d in drinks} for b in branches}
        ret = {b: {d[1]: rng.randint(0, 4) for d in drinks} for b in branches}
        net = {d[1]: sum(cnt[b][d[1]] - ret[b][d[1]] for b in branches) for d in drinks}
        gross = {d[1]: sum(cnt[b][d[1]] for b in branches) for d in drinks}
        sales = {d[1]: sum((cnt[b][d[1]] - ret[b][d[1]]) * d[2] for b in branches) for d in drinks}
        first = {d[1]: cnt[branches[0]][d[1]] - ret[branches[0]][d[1]] for d in drinks}
        try:
            w = unique_top(net)
            if unique_top(gross) != w or unique_top(sales) == w or unique_top(first) == w:
                continue
        except AssertionError:
            continue
        break
    else:
        raise SystemExit("f09")
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "مبيعات المنتجات"
    ws.sheet_view.rightToLeft = True
    ws.append(["تقرير مبيعات المنتجات"])
    ws["A1"].font = Font(bold=True, size=14)
    ws.merge_cells("A1:J1")
    ws.append(["الفترة: 2026-11-20 إلى 2026-11-26 (10 - 16 جمادى الآخرة 1448هـ)"])
    ws.merge_cells("A2:J2")
    ws.append(["الفروع: الكل | الفئة: مشروبات الشتاء - تصويت \"صوّت بكوبك\" | نوع الطلب: الكل"])
    ws.merge_cells("A3:J3")
    ws.append([])
    ws.append(["الفرع", "رمز المنتج", "الاسم", "المبيعات", "العدد", "التكلفة", "الربح", "المتوسط", "صافي المبيعات",
               "صافي العدد"])
    for c in ws[5]:
        c.font = Font(bold=True)
    cost = {"WNT-01": 6.4, "WNT-02": 2.1, "WNT-03": 5.2, "WNT-04": 7.9}
    gt = [0.0] * 7
    for b in branches:
        st = [0.0] * 7
        for sku, nm, price in drinks:
            c, r = cnt[b][nm], ret[b][nm]
            s = c * price
            co = round(c * cost[sku], 2)
            vals = [s, c, co, round(s - co, 2), price, (c - r) * price, c - r]
            ws.append([b, sku, nm] + vals)
            st = [a + v for a, v in zip(st, vals)]
        st[4] = round(st[0] / st[1], 2)
        ws.append([b, "", "المجموع"] + [round(x, 2) for x in st])
        for c in ws[ws.max_row]:
            c.font = Font(bold=True)
        gt = [a + v for a, v in zip(gt, st)]
    gt[4] = round(gt[0] / gt[1], 2)
    ws.append([])
    ws.append(["", "", "الإجمالي"] + [round(x, 2) for x in gt])
    for c in ws[ws.max_row]:
        c.font = Font(bold=True)
    for row in ws.iter_rows(min_row=6, min_col=4, max_col=9):
        for c in row:
            if isinstance(c.value, float):
                c.number_format = "#,##0.00"
    for col, wdt in zip("ABCDEFGHIJ", [10, 10, 24, 12, 8, 12, 12, 10, 14, 10]):
        ws.column_dimensions[col].width = wdt
    save_xlsx(wb, name)
    entry(name,
          tool="Foodics (Saudi restaurant POS) Console → التقارير → مبيعات المنتجات (Products Sales), filtered on the "
               "campaign category, grouped by branch → تصدير Excel; a Riyadh café chain's 'vote with your cup' winter drink",
          shape="Ready-made count table by branch: merged title block with Gregorian and Hijri dates, one row per branch "
                "and drink with sales value, count, cost, profit, average, net sales, net count; branch subtotals "
                "(المجموع) and a grand total (الإجمالي)",
          evidence="Checked: Foodics help centre 'Products Sales' report columns (SKU, Name, Sales, Count, Cost, Profit, "
                   "Average, Net Sales, Net Count) and its branch filter (support.foodics.com). Unverified: the Arabic "
                   "column titles, the branch grouping with subtotals and the title block.",
          answer="winner", winner=w,
          question="Which drink sold the most cups (صافي العدد, net count) over all branches?",
          candidates=[d[1] for d in drinks], scores=net,
          traps=["reading only the first branch gives a different drink",
                 "the sales value (المبيعات) leader differs because prices differ",
                 "branch subtotals and grand total rows", "merged title block with a Hijri date"])


# ---------------------------------------------------------------------------
# 10. Digitel (Tel Aviv) neighbourhood budget results pasted into Excel: points vs supporters -> ask
# ---------------------------------------------------------------------------
def f10():
    name = "digitel_taktziv_shchunati_rova5_totzaot.xlsx"
    projects = {"הצללה בגן הכובשים": (412, 2871), "ספסלים ופינות ישיבה ברחוב בן יהודה": (538, 2460),
                "מתקני כושר בטיילת": (367, 2112), "גינה קהילתית ברחוב גורדון": (295, 2603),
                "תאורה בשביל האופניים": (301, 1554), "ספריית רחוב": (188, 900)}
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "גיליון1"
    ws.sheet_view.rightToLeft = True
    ws.append(["תקציב שכונתי משתף - רובע 5 - תוצאות ההצבעה"])
    ws["A1"].font = Font(bold=True, size=13)
    ws.append(["כל תושב/ת רשום/ה בדיגיתל יכול/ה היה לחלק 10 נקודות בין הפרויקטים"])
    ws.append(["ההצבעה התקיימה בין 08/11/2026 ל-22/11/2026 | השתתפו 1,512 תושבים"])
    ws.append([])
    ws.append(["פרויקט", "מספר תומכים", "סה\"כ נקודות", "אחוז מהנקודות"])
    totp = sum(p for _, p in projects.values())
    for k, (s, p) in projects.items():
        ws.append([k, format(s, ","), format(p, ","), "%.1f%%" % (100.0 * p / totp)])
    ws.append(["סה\"כ", "", format(totp, ","), "100%"])
    ws.append([])
    ws.append(["* ועדת ההיגוי של הרובע תחליט בישיבתה הקרובה אם הפרויקט הזוכה ייקבע לפי מספר התומכים או לפי סך "
               "הנקודות."])
    ws.column_dimensions["A"].width = 38
    save_xlsx(wb, name)
    sup = {k: v[0] for k, v in projects.items()}
    pts = {k: v[1] for k, v in projects.items()}
    ws_, wp = unique_top(sup), unique_top(pts)
    assert ws_ != wp
    entry(name,
          tool="Digitel (דיגיתל, Tel Aviv-Yafo municipality's residents' club) neighbourhood participatory budget → results "
               "page, table selected and pasted into Excel (Hebrew) and saved as .xlsx; a district administration volunteer",
          shape="Pasted count table: title lines, project / number of supporters / total points / percent of points "
                "(numbers stored as text with thousands commas), total row, a note that the rule is undecided",
          evidence="Unverified (from memory/invented): Digitel's results page; the points-distribution rule and all "
                   "numbers are invented.",
          answer="ask", winner=None,
          acceptable={"points": wp, "supporters": ws_},
          ask_because="Supporters and points have different leaders and the note says the steering committee has not "
                      "yet decided which one counts.",
          question="Winner by total points or by number of supporters",
          candidates={"points": list(projects), "supporters": list(projects)},
          scores={"points": pts, "supporters": sup},
          traps=["points versus supporters", "numbers stored as text with thousands commas", "percent column",
                 "total row", "right-to-left sheet"])


# ---------------------------------------------------------------------------
# 11. Digiform (Iran) ranking question, Borda 3-2-1 stated in the column title
# ---------------------------------------------------------------------------
def f11():
    name = "digiform_responses_entekhab_ketab_fasl.csv"
    books = ["سووشون", "کلیدر", "بوف کور", "جای خالی سلوچ", "همسایه‌ها"]
    for seed in range(5000):
        rng = random.Random(1100 + seed)
        ballots = []
        for _ in range(44):
            w = [rng.random() * x for x in (1.15, 1.0, 1.05, 1.1, 0.7)]
            order = [b for _, b in sorted(zip(w, books), reverse=True)]
            if rng.random() < 0.15:
                ballots.append(order[:1] + ["", ""])
            else:
                ballots.append(order[:3])
        borda = {b: 0 for b in books}
        firstp = {b: 0 for b in books}
        for bl in ballots:
            for pts, b in zip((3, 2, 1), bl):
                if b:
                    borda[b] += pts
            firstp[bl[0]] += 1
        try:
            w = unique_top(borda)
            wf = unique_top(firstp)
        except AssertionError:
            continue
        if wf != w:
            break
    else:
        raise SystemExit("f11")
    q = "کتاب‌های پیشنهادی را به ترتیب علاقه رتبه‌بندی کنید (اولویت اول ۳ امتیاز، دوم ۲ امتیاز، سوم ۱ امتیاز)"
    hdr = ["شناسه پاسخ", "تاریخ ثبت", "ساعت ثبت", "نام و نام خانوادگی", "شماره همراه",
           q + " - اولویت اول", q + " - اولویت دوم", q + " - اولویت سوم", "اگر کتاب دیگری پیشنهاد دارید بنویسید"]
    firsts = ["نگار", "بابک", "شیرین", "کاوه", "آزاده", "پیمان", "مهسا", "آرش", "ترانه", "فرهاد", "رویا", "سیاوش"]
    lasts = ["تهرانی", "شیرازی", "اصفهانی", "کرمانی", "رشتی", "تبریزی", "یزدی", "قزوینی", "همدانی", "کاشانی"]
    t0 = datetime.datetime(2026, 11, 20, 8, 0)
    rows = []
    rng = random.Random(1111)
    times = sorted(t0 + datetime.timedelta(minutes=rng.randrange(0, 7 * 24 * 60)) for _ in ballots)
    for i, (bl, t) in enumerate(zip(ballots, times)):
        jy, jm, jd = g2j(t.year, t.month, t.day)
        rows.append([str(90412 + i * 3), fa("%04d/%02d/%02d" % (jy, jm, jd)), fa(t.strftime("%H:%M")),
                     rng.choice(firsts) + " " + rng.choice(lasts), fa("09%02d%07d" % (rng.choice([12, 13, 19, 35, 36]),
                                                                                       rng.randrange(10 ** 7))),
                     bl[0], bl[1], bl[2], rng.choice(["", "", "", "", "سمفونی مردگان", "چشم‌هایش", "کلیدر طولانی است!"])])
    rows.insert(0, ["90401", fa("1405/08/29"), fa("07:41"), "تست", fa("09120000000"), books[1], books[2], books[0],
                    "تست فرم - حذف شود"])
    out = [hdr] + rows

    def qf(x):
        return '"%s"' % x.replace('"', '""') if any(ch in x for ch in ',"\n') else x

    write(name, ("\ufeff" + "\r\n".join(",".join(qf(c) for c in r) for r in out) + "\r\n").encode("utf-8"))
    entry(name,
          tool="Digiform (دیجی‌فرم, Iranian online form builder) → فرم → پاسخ‌ها → دریافت خروجی CSV; a Shiraz book club "
               "choosing the book of the season with a ranking question",
          shape="Ranked ballots: one row per member with response id, Jalali date and time in Persian digits, phone, three "
                "'اولویت' columns whose title states 3-2-1 points, a free-text suggestion column, a test response",
          evidence="Unverified (from memory/invented): Digiform's CSV column naming for ranking questions; Persian digits "
                   "and Jalali dates as Iranian form services show them.",
          answer="winner", winner=w,
          question="Sum of points with 3 for first, 2 for second, 1 for third priority (as the question title states), "
                   "test response excluded",
          candidates=books, scores=borda,
          traps=["counting first priorities only gives %s" % wf, "some ballots rank only one book",
                 "a test response ('تست') at the top", "long column titles", "UTF-8 with BOM, Persian digits"])


# ---------------------------------------------------------------------------
# 12. Rubika channel post with a box-drawn results table, copied into Notepad
# ---------------------------------------------------------------------------
def f12():
    name = "rubika_kanal_masjed_natayej_mosabeghe_qerat.txt"
    names = ["محمدحسین رضوانی", "علی‌اکبر نظری", "امیرعلی فتحی", "سیدمهدی حسینی", "ابوالفضل کریمی", "محمدطاها صالحی",
             "حسین نوروزی", "رضا جلالی", "سجاد میرزایی", "مصطفی قربانی"]
    for seed in range(3000):
        rng = random.Random(1200 + seed)
        sc = [[rng.choice([x / 2 for x in range(150, 196)]) for _ in range(3)] for _ in names]
        tot = [sum(s) for s in sc]
        guest = 4
        elig = {names[i]: tot[i] for i in range(len(names)) if i != guest}
        try:
            w = unique_top(elig)
            wa = unique_top({names[i]: tot[i] for i in range(len(names))})
        except AssertionError:
            continue
        if wa == names[guest] and len(set(tot)) == len(tot):
            break
    else:
        raise SystemExit("f12")
    order = sorted([i for i in range(len(names)) if i != guest], key=lambda i: -tot[i])
    rank = {i: r for r, i in enumerate(order, 1)}

    def num(x):
        s = ("%.1f" % x).rstrip("0").rstrip(".")
        return fa(s.replace(".", "٫"))

    cols = ["ردیف", "نام قاری", "داور ۱", "داور ۲", "داور ۳", "جمع", "رتبه"]
    data = []
    for i in range(len(names)):
        data.append([fa(i + 1), names[i]] + [num(x) for x in sc[i]] + [num(tot[i]),
                                                                        "خارج از مسابقه" if i == guest else fa(rank[i])])
    widths = [max(len(r[j]) for r in data + [cols]) + 2 for j in range(len(cols))]

    def line(l, m, r):
        return l + m.join("─" * w for w in widths) + r

    def rowtxt(r):
        return "│" + "│".join(" " + c + " " * (widths[j] - len(c) - 1) for j, c in enumerate(r)) + "│"

    L = ["کانال مسجد جامع امام حسن مجتبی (ع) - کوی طلاب", "",
         "📢 نتایج نهایی مسابقه قرائت قرآن کریم ویژه نوجوانان (۱۲ تا ۱۶ سال)",
         "🗓 جمعه %s آذر %s" % (fa(g2j(2026, 11, 27)[2]), fa(1405)), "",
         line("┌", "┬", "┐"), rowtxt(cols), line("├", "┼", "┤")]
    for r in data:
        L.append(rowtxt(r))
    L.append(line("└", "┴", "┘"))
    L += ["",
          "🔸 امتیاز هر داور از ۱۰۰؛ جمع سه داور ملاک رتبه‌بندی است.",
          "🔸 آقای %s (نفر اول دوره قبل) به‌عنوان مهمان و خارج از مسابقه قرائت کردند." % names[guest],
          "🔸 جوایز نفرات برتر پس از نماز جمعه آینده اهدا می‌شود.", "",
          "🆔 @masjed_mojtaba_tollab", "👁 " + fa("1.2") .replace(".", "٫") + "K  ۲۱:۴۲"]
    write(name, ("\r\n".join(L) + "\r\n").encode("utf-8"))
    scores = {names[i]: round(tot[i], 2) for i in range(len(names)) if i != guest}
    entry(name,
          tool="Rubika (روبیکا, Iranian messenger/super-app) channel post selected in Rubika Web and pasted into "
               "Windows Notepad (UTF-8); a Mashhad mosque's youth Quran-recitation contest",
          shape="Results sheet as a box-drawn table in a channel post: row no., reciter, three judges' marks, total and "
                "rank, all in Persian digits with '٫' decimals; a guest reciter out of competition; emoji notes",
          evidence="Unverified (from memory/invented): how Rubika renders and copies a channel post; the box-drawn table "
                   "is typed by the channel admin.",
          answer="winner", winner=w,
          question="Highest total of the three judges among competing reciters (rank ۱)",
          candidates=[names[i] for i in range(len(names)) if i != guest], scores=scores,
          traps=["the guest reciter (خارج از مسابقه) has the highest total",
                 "Persian digits with Arabic decimal separator '٫'", "box-drawing table with emoji lines"])


# ---------------------------------------------------------------------------
# 13. Kerala School Kalolsavam results (Malayalam), long format, Excel Unicode text (UTF-16)
# ---------------------------------------------------------------------------
def f13():
    name = "Kalolsavam_Kodakara_Upajilla_HS_Results_Schoolwise.txt"
    schools = ["ജി.എച്ച്.എസ്.എസ്. കൊടകര", "സെന്റ് ആന്റണീസ് എച്ച്.എസ്. ആളൂർ", "എൻ.എസ്.എസ്. എച്ച്.എസ്. മറ്റത്തൂർ",
               "ഗവ. എച്ച്.എസ്. പുതുക്കാട്", "എസ്.എൻ.എച്ച്.എസ്. ചാലക്കുടി", "ഡോൺ ബോസ്കോ എച്ച്.എസ്. ഇരിങ്ങാലക്കുട"]
    items = ["ഭരതനാട്യം", "മോഹിനിയാട്ടം", "കുച്ചിപ്പുടി", "ഒപ്പന", "തിരുവാതിരക്കളി", "മാർഗംകളി", "ലളിതഗാനം",
             "ശാസ്ത്രീയ സംഗീതം", "മാപ്പിളപ്പാട്ട്", "കഥാപ്രസംഗം", "മോണോആക്ട്", "പ്രസംഗം (മലയാളം)", "കവിതാ പാരായണം",
             "ചെണ്ടമേളം", "നാടോടി നൃത്തം", "ദേശഭക്തിഗാനം"]
    gp = {"A": 5, "B": 3, "C": 1}
    first_names = ["അനന്യ", "ആദിത്യ", "ഗൗരി", "നന്ദന", "ദേവിക", "അർജുൻ", "ഫാത്തിമ", "സൂര്യ", "അമൽ", "ശ്രേയ", "മീനാക്ഷി",
                   "ആൽബിൻ", "റിസ്വാന", "കൃഷ്ണ", "ജോയൽ", "നിവേദ്യ"]
    for seed in range(5000):
        rng = random.Random(1300 + seed)
        rows = []
        for it in items:
            k = rng.randint(3, 6)
            for sch in rng.sample(schools, k):
                g = rng.choices(["A", "B", "C"], weights=[5, 3, 2])[0]
                rows.append([it, sch, g])
        pts = {s: 0 for s in schools}
        entries = {s: 0 for s in schools}
        agrades = {s: 0 for s in schools}
        for it, sch, g in rows:
            pts[sch] += gp[g]
            entries[sch] += 1
            agrades[sch] += g == "A"
        try:
            w = unique_top(pts)
            we = unique_top(entries)
            wa = unique_top(agrades)
        except AssertionError:
            continue
        if we != w and wa != w:
            break
    else:
        raise SystemExit("f13")
    L = ["കേരള സ്കൂൾ കലോത്സവം 2026-27", "കൊടകര ഉപജില്ല - ഹൈസ്കൂൾ വിഭാഗം (ജനറൽ)", "ഫലങ്ങൾ - സ്കൂൾ തിരിച്ച്", "",
         "ക്രമ നം.\tഇനം\tകോഡ്\tമത്സരാർത്ഥി\tസ്കൂൾ\tഗ്രേഡ്\tപോയിന്റ്"]
    code = {it: "HS-%03d" % (201 + i) for i, it in enumerate(items)}
    for i, (it, sch, g) in enumerate(rows, 1):
        group = it in ("ഒപ്പന", "തിരുവാതിരക്കളി", "മാർഗംകളി", "ചെണ്ടമേളം", "ദേശഭക്തിഗാനം")
        who = (rng.choice(first_names) + " ആൻഡ് പാർട്ടി") if group else (rng.choice(first_names) + " " +
                                                                       rng.choice(["കെ.", "എം.", "പി.", "എസ്.", "ടി."]))
        L.append("%d\t%s\t%s\t%s\t%s\t%s\t%d" % (i, it, code[it], who, sch, g, gp[g]))
    L += ["", "* ഗ്രേഡ് പോയിന്റ്: A = 5, B = 3, C = 1. അപ്പീൽ ഫലങ്ങൾ ഉൾപ്പെടുത്തിയിട്ടില്ല.",
          "Kerala Infrastructure and Technology for Education (KITE)"]
    write(name, ("\ufeff" + "\r\n".join(L) + "\r\n").encode("utf-16-le"))
    entry(name,
          tool="Kerala School Kalolsavam results portal (run by KITE) → sub-district → results school-wise, table "
               "selected, pasted into Excel and saved as 'Unicode Text'; a school's arts teacher working out the "
               "overall championship",
          shape="Long format: one row per item and participating school with item code, participant, grade and grade "
                "points; the championship is the sum of points per school",
          evidence="Unverified (from memory): the portal's table layout, and the A/B/C = 5/3/1 grade points (stated in "
                   "the file's own footnote). Excel 'Unicode Text' = UTF-16 LE with BOM, TAB, CRLF (from memory).",
          answer="winner", winner=w,
          question="Which school has the highest total of grade points?",
          candidates=schools, scores=pts,
          traps=["counting entries (rows) gives %s" % we, "counting A grades gives %s" % wa,
                 "UTF-16 LE text with TAB", "Malayalam labels", "title lines and footnote"])


# ---------------------------------------------------------------------------
# 14. Unstop round results workbook: read-me + jury scores + audience votes -> ask
# ---------------------------------------------------------------------------
def f14():
    name = "Unstop_Hack-a-Sutra_2026_Final_Round_Results.xlsx"
    teams = ["Code Kshatriyas", "Team Jugaad", "Bit Bandits", "Chai & Code", "NullPointers", "Kisan Mitra",
             "Devika Labs", "Team Sankalp"]
    for seed in range(3000):
        rng = random.Random(1400 + seed)
        jury = {t: [[rng.randint(5, 10) for _ in range(3)] for _ in range(3)] for t in teams}  # 3 judges x 3 criteria
        weights = (0.4, 0.35, 0.25)
        jscore = {t: round(sum(sum(w * c for w, c in zip(weights, j)) for j in jury[t]) / 3 * 10, 2) for t in teams}
        aud = {t: rng.randint(40, 260) for t in teams}
        try:
            wj = unique_top(jscore)
            wa = unique_top(aud)
        except AssertionError:
            continue
        if wj != wa:
            break
    else:
        raise SystemExit("f14")
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Read Me"
    for r in [["Hack-a-Sutra 2026 - Grand Finale (Round 3)"],
              ["Organised by: Sankalp Technical Society, Government Engineering College, Ajmer"],
              ["Report generated from Unstop on 28/11/2026 19:40 IST"],
              [],
              ["Sheet 'Jury Evaluation': 3 judges x 3 criteria (Innovation 40%, Feasibility 35%, Presentation 25%), "
               "Final Score out of 100"],
              ["Sheet 'Audience Choice': live audience poll on the Unstop event page, one vote per registered user"],
              [],
              ["The organising committee will announce the overall winner after the closing ceremony."],
              ["पुरस्कार राशि: ₹50,000 (विजेता) - अंतिम निर्णय आयोजन समिति का होगा।"]]:
        ws.append(r)
    ws["A1"].font = Font(bold=True, size=14)
    ws.column_dimensions["A"].width = 100
    j = wb.create_sheet("Jury Evaluation")
    hdr = ["Team ID", "Team Name", "Team Leader"]
    for k in range(1, 4):
        hdr += ["Judge %d - Innovation" % k, "Judge %d - Feasibility" % k, "Judge %d - Presentation" % k]
    hdr += ["Final Score (out of 100)"]
    j.append(hdr)
    leaders = ["Aarav Sharma", "Priya Meena", "Rohit Choudhary", "Sneha Rathore", "Vikram Saini", "Pooja Jangid",
               "Ankit Verma", "Neha Kumawat"]
    for i, t in enumerate(teams):
        row = ["UNS-%06d" % (482100 + 37 * i), t, leaders[i]]
        for jj in jury[t]:
            row += jj
        row.append(jscore[t])
        j.append(row)
    a = wb.create_sheet("Audience Choice")
    a.append(["Team Name", "Votes", "Vote Share"])
    tv = sum(aud.values())
    for t in sorted(teams, key=lambda t: -aud[t]):
        a.append([t, aud[t], "%.1f%%" % (100.0 * aud[t] / tv)])
    a.append(["Total", tv, "100%"])
    save_xlsx(wb, name)
    entry(name,
          tool="Unstop (Indian competitions/hackathon platform) → Manage opportunity → Round 3 → Download results (Excel), "
               "with a Read Me sheet added by the organisers; an Ajmer engineering college hackathon",
          shape="Workbook: a read-me sheet, a jury sheet (3 judges × 3 weighted criteria, final score) and an audience "
                "poll sheet (votes, share, total), with different leaders and no stated combination",
          evidence="Unverified (from memory/invented): Unstop's results download layout.",
          answer="ask", winner=None,
          acceptable={"jury": wj, "audience": wa},
          ask_because="Jury score and audience votes are two tables of equal standing with different leaders, and the "
                      "read-me says the committee has not yet announced the overall winner.",
          question="Winner by jury final score or by audience votes",
          candidates={"jury": teams, "audience": teams},
          scores={"jury": jscore, "audience": aud},
          traps=["two sheets with different tables and leaders", "read-me sheet first",
                 "Total row on the audience sheet", "Hindi note"])


# ---------------------------------------------------------------------------
# 15. Daraz Seller Center reviews export (Pakistan): mean star rating
# ---------------------------------------------------------------------------
def f15():
    name = "Daraz_SellerCenter_Reviews_2026-11-28.csv"
    prods = ["Lawn 3pc - Design A 'Gulnar'", "Lawn 3pc - Design B 'Chandni'", "Lawn 3pc - Design C 'Sehar'",
             "Lawn 3pc - Design D 'Neelam'"]
    texts = {5: ["bohat acha kapra hai, print bilkul picture jaisa", "زبردست! رنگ بہت خوبصورت ہیں", "Excellent quality, "
                 "fast delivery", "Ma sha Allah bohat pyara design", "بہترین، دوبارہ منگواؤں گی"],
             4: ["acha hai lekin dupatta thora patla hai", "Good, colour slightly different", "اچھا ہے، سلائی کے بعد "
                 "دیکھیں گے"],
             3: ["theek hai", "Average, print faded after wash", "قیمت کے حساب سے ٹھیک"],
             2: ["kapra patla hai", "Not as shown\nshirt fabric different", "رنگ خراب نکلا"],
             1: ["bilkul bekaar", "Wrong size sent, return kar rahi hoon", "بہت برا تجربہ"]}
    for seed in range(5000):
        rng = random.Random(1500 + seed)
        revs = []
        profile = [(0.55, 0.15, 0.1, 0.1, 0.1), (0.45, 0.35, 0.15, 0.05, 0.0), (0.4, 0.3, 0.2, 0.05, 0.05),
                   (0.3, 0.3, 0.25, 0.1, 0.05)]
        n = [34, 14, 22, 18]
        for p, pr, k in zip(prods, profile, n):
            for _ in range(k):
                revs.append((p, rng.choices([5, 4, 3, 2, 1], weights=pr)[0]))
        mean = {p: round(sum(r for q, r in revs if q == p) / sum(1 for q, r in revs if q == p), 4) for p in prods}
        cnt = {p: sum(1 for q, r in revs if q == p) for p in prods}
        five = {p: sum(1 for q, r in revs if q == p and r == 5) for p in prods}
        try:
            w = unique_top(mean)
            if unique_top(cnt) == w or unique_top(five) == w:
                continue
        except AssertionError:
            continue
        break
    else:
        raise SystemExit("f15")
    rng.shuffle(revs)
    t0 = datetime.datetime(2026, 10, 1, 9, 0)
    times = sorted((t0 + datetime.timedelta(minutes=rng.randrange(0, 58 * 24 * 60)) for _ in revs), reverse=True)
    skus = {p: "GL-LWN-26-%s" % p.split("Design ")[1][0] for p in prods}

    def q(x):
        return '"%s"' % x.replace('"', '""') if any(ch in x for ch in ',"\n\'') else x

    lines = ["Review ID,Order Number,Product Name,Seller SKU,Rating,Review Content,Review Date,Reply Status"]
    for i, ((p, r), t) in enumerate(zip(revs, times)):
        lines.append(",".join(q(x) for x in [str(7741020000 + 17 * i), str(1873300000000 + rng.randrange(10 ** 9)),
                                             p, skus[p], str(r), rng.choice(texts[r]), t.strftime("%d %b %Y %H:%M"),
                                             rng.choice(["Not Replied", "Replied", "Not Replied"])]))
    write(name, ("\n".join(lines) + "\n").encode("utf-8"))
    entry(name,
          tool="Daraz Seller Center (Pakistan) → Reviews / Ratings → Product Reviews → Export; a Faisalabad lawn-print "
               "shop letting customer ratings pick which of four new designs to reprint",
          shape="Rating list: one review per row with review and order ids, product, SKU, star rating 1-5, review text "
                "(Roman Urdu, Urdu, English, quoted commas and line breaks), date and reply status",
          evidence="Searched (Daraz seller help pages): Daraz rates products 1-5 stars and sellers see reviews in Seller "
                   "Center; the export's columns are unverified (from memory/invented).",
          answer="winner", winner=w, aliases=[w.split("'")[1]],
          question="Which design has the highest mean star rating?",
          candidates=prods, scores=mean,
          traps=["the design with most reviews and most 5-star reviews has a lower mean",
                 "quoted review texts with commas and line breaks", "Urdu and Roman Urdu text", "long ids"])


def main():
    for f in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15):
        f()
    assert len(EXPECTED) == 15
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2, sort_keys=True)
        fh.write("\n")


if __name__ == "__main__":
    main()
