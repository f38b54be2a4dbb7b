#!/usr/bin/env python3
"""Blind test set AC: fifteen synthetic exports from everyday tools used in Latin America, Africa,
the Middle East and South / Southeast Asia, plus expected.json (sealed answers).

Deterministic: every generator searches seeds in a fixed order and takes the first seed whose data
satisfies the file's constraints (unique winner, trap changes the winner). xlsx files get fixed
document properties and are re-zipped with fixed entry dates. Standard library + openpyxl only.
All names, e-mails, phone numbers, ids and amounts are invented.
"""
import csv
import datetime as dt
import io
import json
import os
import random
import re
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED_DT = dt.datetime(2026, 11, 29, 10, 0, 0)
EXPECTED = {}


# ----------------------------------------------------------------------------------------------
# helpers
# ----------------------------------------------------------------------------------------------
def write_text(name, text, encoding, bom=False, newline="\r\n"):
    text = text.replace("\r\n", "\n").replace("\n", newline)
    data = text.encode(encoding)
    if bom:
        if encoding.lower().replace("-", "") in ("utf8",):
            data = b"\xef\xbb\xbf" + data
        elif encoding.lower().replace("-", "") in ("utf16le",):
            data = b"\xff\xfe" + data
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


def csv_text(rows, delimiter=",", quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n"):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter, quoting=quoting, lineterminator=lineterminator)
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


def save_xlsx(wb, name):
    wb.properties.creator = "user"
    wb.properties.lastModifiedBy = "user"
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    raw = io.BytesIO()
    wb.save(raw)
    raw.seek(0)
    zin = zipfile.ZipFile(raw)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            data = zin.read(info.filename)
            if info.filename == "docProps/core.xml":
                s = data.decode("utf-8")
                s = re.sub(r"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)",
                           r"\g<1>2026-11-29T10:00:00Z\g<2>", s)
                s = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)",
                           r"\g<1>2026-11-29T10:00:00Z\g<2>", s)
                data = s.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 11, 29, 10, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            zout.writestr(zi, data)
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(out.getvalue())


def unique_top(scores):
    """Return the unique arg-max of a dict, or None when the top is tied."""
    items = sorted(scores.items(), key=lambda kv: -kv[1])
    if len(items) > 1 and items[0][1] == items[1][1]:
        return None
    return items[0][0]


def seed_search(make, check, start=1, limit=20000):
    for seed in range(start, start + limit):
        rng = random.Random(seed)
        data = make(rng)
        if check(data):
            return data
    raise RuntimeError("no seed found for %s" % make.__name__)


def entry(name, tool, shape, evidence, answer, winner, question, candidates, scores, traps,
          aliases=None, acceptable=None, ask_because=None):
    e = {
        "tool": tool,
        "shape": shape,
        "format_evidence": evidence,
        "answer": answer,
        "winner": winner,
        "winner_aliases": aliases or [],
        "acceptable": acceptable,
        "ask_because": ask_because,
        "question": question,
        "candidates": candidates,
        "scores": scores,
        "traps": traps,
    }
    EXPECTED[name] = e


def rnd_time(rng, base, span_minutes):
    return base + dt.timedelta(minutes=rng.randrange(span_minutes), seconds=rng.randrange(60))


# ----------------------------------------------------------------------------------------------
# 1. Eitaa (Iran): poll card pasted from Eitaa Desktop into Notepad, UTF-8, percent only
# ----------------------------------------------------------------------------------------------
FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


def fa(n):
    return str(n).translate(FA_DIGITS)


def tg_percents(counts):
    """Percentages as a Telegram-style client shows them (largest remainder, sum 100)."""
    total = sum(counts)
    raw = [c * 100.0 / total for c in counts]
    fl = [int(x) for x in raw]
    rest = 100 - sum(fl)
    order = sorted(range(len(counts)), key=lambda i: -(raw[i] - fl[i]))
    for i in order[:rest]:
        fl[i] += 1
    return fl


def gen_eitaa():
    name = "Eitaa_نظرسنجی_اردوی_تابستانی_حلقه_قرآن_مسجد_الغدیر.txt"
    opts1 = ["مشهد مقدس", "قم و جمکران", "اصفهان", "شیراز"]
    opts2 = ["مشهد مقدس", "قم و جمکران", "اصفهان", "شمال – رامسر"]

    def make(rng):
        c1 = [rng.randint(8, 20) for _ in opts1]
        c2 = [rng.randint(10, 30) for _ in opts2]
        return c1, c2

    def check(d):
        c1, c2 = d
        p1, p2 = tg_percents(c1), tg_percents(c2)
        w1 = unique_top(dict(zip(opts1, p1)))
        w2 = unique_top(dict(zip(opts2, p2)))
        return (w1 and w2 and w1 != w2 and w1 in opts2 and unique_top(dict(zip(opts2, c2))) == w2
                and max(p2) - sorted(p2)[-2] <= 6)

    c1, c2 = seed_search(make, check, start=101)
    p1, p2 = tg_percents(c1), tg_percents(c2)
    L = []
    L.append("گروه حلقه قرآن مسجد الغدیر – نارمک")
    L.append("")
    L.append("حاج آقا رضایی (مدیر گروه), [۱۴۰۵/۴/۱۰ ۲۱:۰۲]")
    L.append("سلام علیکم. برای اردوی تابستانی امسال (اواخر تیر) لطفاً در نظرسنجی زیر شرکت کنید. هزینه تقریبی هر نفر ۱٬۸۵۰٬۰۰۰ تومان.")
    L.append("")
    L.append("حاج آقا رضایی (مدیر گروه), [۱۴۰۵/۴/۱۰ ۲۱:۰۳]")
    L.append("نظرسنجی")
    L.append("مقصد اردوی تابستانی حلقه؟")
    for o, p in zip(opts1, p1):
        L.append("%s٪ %s" % (fa(p), o))
    L.append("%s رأی" % fa(sum(c1)))
    L.append("")
    L.append("محمدحسین کاظمی, [۱۴۰۵/۴/۱۰ ۲۱:۴۰]")
    L.append("حاج آقا شیراز که ۱۴ ساعت راهه، با اتوبوس سخته برای بچه‌ها")
    L.append("")
    L.append("حاج آقا رضایی (مدیر گروه), [۱۴۰۵/۴/۱۱ ۰۸:۱۵]")
    L.append("دوستان، نظرسنجی دیروز باطل است؛ شیراز در برنامه کاروان نبود و شمال جا افتاده بود. لطفاً فقط در نظرسنجی جدید رأی بدهید.")
    L.append("")
    L.append("حاج آقا رضایی (مدیر گروه), [۱۴۰۵/۴/۱۱ ۰۸:۱۶]")
    L.append("نظرسنجی")
    L.append("مقصد اردوی تابستانی حلقه؟ (نظرسنجی جدید – تا جمعه)")
    for o, p in zip(opts2, p2):
        L.append("%s٪ %s" % (fa(p), o))
    L.append("%s رأی" % fa(sum(c2)))
    L.append("")
    L.append("علی نوروزی, [۱۴۰۵/۴/۱۱ ۰۹:۰۱]")
    L.append("رأی دادم 👍 ۲ نفر هم از طرف پدرم ثبت‌نام می‌کنم")
    L.append("")
    L.append("حاج آقا رضایی (مدیر گروه), [۱۴۰۵/۴/۱۴ ۲۲:۳۰]")
    L.append("نظرسنجی بسته شد. نتیجه نهایی همان است که در نظرسنجی جدید می‌بینید. ثبت‌نام از شنبه.")
    L.append("")
    write_text(name, "\n".join(L), "utf-8", bom=False)
    w = unique_top(dict(zip(opts2, p2)))
    w_trap = unique_top(dict(zip(opts1, p1)))
    entry(name,
          "Eitaa (ایتا, Iranian messenger), Eitaa Desktop on Windows (Persian UI): a group chat with two poll "
          "messages selected and copied (Ctrl+C), pasted into Notepad and saved (UTF-8); a neighbourhood mosque's "
          "Quran circle (حلقه قرآن) choosing the destination of its summer trip",
          "Chat paste with two anonymous poll cards (question, 'NN٪ option' lines, voter total): the first poll is "
          "declared void by the admin and a new poll follows; only percentages and a voter total are shown, in "
          "Persian digits.",
          "From memory, unverified: Eitaa's client is modelled on Telegram, whose anonymous polls show each option "
          "with a rounded percentage and the total vote count ('N votes') and no per-option counts; the copied "
          "'Name, [date time]' header lines follow Telegram Desktop's copy format. Persian digits (U+06F0–06F9), "
          "'٪' and the Solar Hijri dates are what the Persian UI shows. Notepad on Windows 10/11 saves UTF-8 "
          "without BOM by default; CRLF.",
          "winner", w,
          "Which destination won the (second, valid) poll? Highest percentage in the new poll; the first poll was "
          "declared void by the group admin.",
          opts2, {o: p for o, p in zip(opts2, p2)},
          ["first poll declared void in a later message (its leader %s differs)" % w_trap,
           "percentages only, no counts; total voters line",
           "Persian digits and ٪ sign", "other numbers in chat (cost in toman, 14 hours)"])


# ----------------------------------------------------------------------------------------------
# 2. Paystack (Nigeria): transactions export of a paid-vote page
# ----------------------------------------------------------------------------------------------
def gen_paystack():
    name = "Paystack_transactions_FaceOfHarvest2026_StPeters_Anglican_Ibadan.csv"
    cands = ["Adeola Ogunleye", "Chiamaka Eze", "Blessing Akinola", "Temitope Adebayo", "Funmilayo Ojo"]
    first = ["Tunde", "Bola", "Ngozi", "Emeka", "Kemi", "Segun", "Yetunde", "Ifeoma", "Dayo", "Uche",
             "Femi", "Aisha", "Kunle", "Tolu", "Chidi", "Wale", "Bisi", "Nneka", "Gbenga", "Ronke"]
    last = ["Adeyemi", "Okafor", "Balogun", "Nwosu", "Ogundipe", "Ibrahim", "Olatunji", "Eze",
            "Afolabi", "Okonkwo", "Adebisi", "Lawal", "Oyelaran", "Ayodele", "Onyeka"]
    plan = {  # contestant: (n success, amounts, n failed/abandoned, amounts)
        "Adeola Ogunleye": (18, [500, 1000, 2000], 3, [1000, 2000]),
        "Chiamaka Eze": (46, [100, 200, 200, 500], 4, [200, 500]),
        "Blessing Akinola": (12, [1000, 2000, 2000], 6, [20000, 50000, 25000]),
        "Temitope Adebayo": (15, [2000, 5000, 10000], 2, [5000]),
        "Funmilayo Ojo": (20, [200, 500, 1000], 2, [500]),
    }

    def make(rng):
        rows = []
        base = dt.datetime(2026, 9, 20, 8, 0)
        for c in cands:
            ns, am, nf, fam = plan[c]
            for _ in range(ns):
                rows.append([c, rng.choice(am), "success", rnd_time(rng, base, 60 * 24 * 14)])
            for _ in range(nf):
                rows.append([c, rng.choice(fam), rng.choice(["failed", "abandoned"]), rnd_time(rng, base, 60 * 24 * 14)])
        rows.sort(key=lambda r: r[3], reverse=True)
        return rows

    def tallies(rows):
        ok = {c: 0 for c in cands}
        allv = {c: 0 for c in cands}
        cnt = {c: 0 for c in cands}
        for c, a, s, t in rows:
            allv[c] += a // 100
            if s == "success":
                ok[c] += a // 100
                cnt[c] += 1
        return ok, allv, cnt

    def check(rows):
        ok, allv, cnt = tallies(rows)
        w = unique_top(ok)
        return w and unique_top(allv) not in (None, w) and unique_top(cnt) not in (None, w)

    rows = seed_search(make, check, start=202)
    ok, allv, cnt = tallies(rows)
    rng = random.Random(2020)
    out = [["Reference", "Status", "Amount", "Currency", "Fees", "Channel", "Customer Name", "Customer Email",
            "Customer Phone", "Created At", "Paid At", "Contestant", "Votes", "Bank", "Card Type"]]
    for i, (c, a, s, t) in enumerate(rows):
        fn, ln = rng.choice(first), rng.choice(last)
        ref = "FOH26-%06d-%s" % (rng.randrange(10 ** 6), "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(5)))
        ch = rng.choice(["card", "card", "bank_transfer", "ussd", "bank"])
        fee = round(a * 0.015, 2) if s == "success" else 0
        paid = t.strftime("%Y-%m-%d %H:%M:%S") if s == "success" else ""
        out.append([ref, s, "%.2f" % a, "NGN", "%.2f" % fee, ch, "%s %s" % (fn, ln),
                    "%s.%s%d@%s" % (fn.lower(), ln.lower(), rng.randrange(10, 99), rng.choice(["gmail.com", "yahoo.com", "outlook.com"])),
                    "+234%d%08d" % (rng.choice([803, 806, 813, 816, 703, 706, 810, 909]), rng.randrange(10 ** 8)),
                    (t - dt.timedelta(seconds=rng.randrange(20, 300))).strftime("%Y-%m-%d %H:%M:%S"), paid,
                    c, str(a // 100),
                    rng.choice(["GTBank", "Access Bank", "Zenith Bank", "First Bank", "UBA", "Opay", "Kuda"]) if ch != "ussd" else "",
                    rng.choice(["visa", "mastercard", "verve"]) if ch == "card" else ""])
    write_text(name, csv_text(out, lineterminator="\n"), "utf-8", newline="\n")
    w = unique_top(ok)
    entry(name,
          "Paystack (Nigerian payment gateway), merchant dashboard → Transactions → Export (CSV) with the payment "
          "page's custom fields; an Anglican parish's youth fellowship in Ibadan selling votes (₦100 per vote) "
          "for its 'Face of Harvest 2026' fundraiser",
          "One row per payment attempt with reference, status (success / failed / abandoned), amount in naira, "
          "fees, channel, customer, times and the custom fields Contestant and Votes (amount / 100).",
          "Partly from memory, unverified: Paystack's dashboard lets merchants export transactions as CSV and "
          "payment pages carry custom fields that appear as extra columns; the exact column titles, their order "
          "and the 'abandoned' status spelling are my recollection (the search found only other gateways' export "
          "pages). UTF-8 without BOM, ',', LF as a web export.",
          "winner", w,
          "Which contestant has the most paid votes? Sum of Votes over successful transactions only.",
          cands, ok,
          ["failed and abandoned payments with large amounts (including them makes %s win)" % unique_top(allv),
           "counting payment rows instead of summing Votes makes %s win" % unique_top(cnt),
           "fees and amounts columns next to votes", "phone numbers and references with digits"])


# ----------------------------------------------------------------------------------------------
# 3. Microsoft Kaizala (India): survey card results, star ratings per proposal
# ----------------------------------------------------------------------------------------------
def gen_kaizala():
    name = "Kaizala_Survey_Results_SMC_Vikas_Prastav_GPS_Rampur_2026.csv"
    props = ["स्मार्ट क्लास (प्रोजेक्टर)", "शौचालय मरम्मत", "पुस्तकालय", "खेल का मैदान"]
    fn = ["रामेश्वर", "सुनीता", "मनोज", "गीता", "अनिल", "पूनम", "राजेश", "कविता", "विनोद", "सरिता", "संजय",
          "रेखा", "दिनेश", "मंजू", "अशोक", "उषा", "सुरेश", "ममता", "महेश", "किरण"]
    ln = ["यादव", "कुमार", "सिंह", "देवी", "प्रसाद", "मौर्य", "पटेल", "वर्मा", "पासवान", "शर्मा"]

    def make(rng):
        n = 58
        weights = [[1, 2, 6, 12, 10], [1, 2, 7, 11, 11], [2, 4, 9, 8, 5], [3, 5, 9, 7, 4]]
        rows = []
        for i in range(n):
            r = []
            for j in range(4):
                if rng.random() < 0.08:
                    r.append(None)
                else:
                    r.append(rng.choices([1, 2, 3, 4, 5], weights=weights[j])[0])
            rows.append(r)
        return rows

    def means(rows):
        m = {}
        for j, p in enumerate(props):
            v = [r[j] for r in rows if r[j] is not None]
            m[p] = round(sum(v) / len(v), 4)
        return m

    tests = [[1, 5, 3, 3], [1, 5, 3, 3], [2, 5, 3, 3], [1, 5, 3, 3]]

    def check(rows):
        m = means(rows)
        w = unique_top(m)
        mt = means(rows + tests)
        s = {p: sum(r[j] or 0 for r in rows) for j, p in enumerate(props)}
        return w == props[0] and unique_top(mt) == props[1] and unique_top(s) is not None and m[props[0]] - m[props[1]] < 0.15

    rows = seed_search(make, check, start=303)
    m = means(rows)
    rng = random.Random(3030)
    hdr = ["Responder Name", "Responder Phone Number", "Response Time", "Location",
           "1. आपका नाम और भूमिका (अभिभावक / शिक्षक / पंचायत सदस्य)"]
    hdr += ["%d. प्रस्ताव को 1 से 5 स्टार दें: %s" % (k + 2, p) for k, p in enumerate(props)]
    hdr += ["6. कोई और सुझाव?"]
    out = [hdr]
    base = dt.datetime(2026, 8, 18, 9, 0)
    allrows = [(r, False) for r in rows]
    # test responses by the head teacher's second phone, in the middle of the export
    for k, t in enumerate(tests):
        allrows.insert(17 + 9 * k, (t, True))
    suggestions = ["", "", "", "बरसात से पहले छत ठीक करें", "पानी की टंकी की सफाई", "", "मध्याह्न भोजन में फल",
                   "", "लड़कियों के लिए अलग शौचालय", "", "कंप्यूटर शिक्षक चाहिए", ""]
    times = sorted(rnd_time(rng, base, 60 * 24 * 6) for _ in allrows)
    for (r, is_test), t in zip(allrows, times):
        if is_test:
            nm, ph, role = "HM GPS Rampur (Test)", "+91 94150 %05d" % 11873, "टेस्ट"
        else:
            nm = "%s %s" % (rng.choice(fn), rng.choice(ln))
            ph = "+91 %d%04d %05d" % (rng.choice([9, 8, 7, 6]), rng.randrange(10 ** 4), rng.randrange(10 ** 5))
            role = "%s / %s" % (nm, rng.choice(["अभिभावक", "अभिभावक", "अभिभावक", "शिक्षक", "पंचायत सदस्य"]))
        loc = "%.6f, %.6f" % (26.0 + rng.random() * 0.05 + 0.84, 82.0 + rng.random() * 0.05 + 0.12)
        out.append([nm, ph, t.strftime("%d/%m/%Y %I:%M %p"), loc, role] +
                   ["" if v is None else str(v) for v in r] + [rng.choice(suggestions)])
    write_text(name, csv_text(out), "utf-8", bom=True)
    w = unique_top(m)
    mt = means(rows + tests)
    entry(name,
          "Microsoft Kaizala (Microsoft's mobile messaging app for Indian organisations), a group's Survey card → "
          "results → Export / download as CSV (Hindi survey); the School Management Committee (SMC) of a "
          "government primary school in Uttar Pradesh rating four development proposals",
          "Rating grid with metadata: responder name, phone, response time, GPS location, a role question, then "
          "one 1–5 star column per proposal (some skipped) and a free suggestion; four test responses by the head "
          "teacher sit among the real ones.",
          "Partly checked: Microsoft's Kaizala admin page (stored) confirms that Kaizala data exports come as CSV "
          "files; the survey card's own result export, its column titles ('Responder Name', 'Responder Phone "
          "Number', 'Response Time', 'Location') and the dd/mm/yyyy hh:mm AM/PM times are from memory, "
          "unverified. UTF-8 with BOM so that Excel shows Devanagari, ',', CRLF.",
          "winner", w,
          "Which proposal has the highest mean star rating among real responses (test responses excluded, "
          "skipped ratings not counted)?",
          props, m,
          ["four test responses ('HM GPS Rampur (Test)') rate the runner-up 5 and the leader 1; including them "
           "makes %s win" % unique_top(mt),
           "skipped ratings (blank cells) must not count as 0",
           "GPS coordinates and phone numbers are numeric columns", "question numbers in the headers"],
          aliases=[hdr[5 + props.index(w)]])


# ----------------------------------------------------------------------------------------------
# 4. Tencent Docs 收集表 (Malaysia): alumni association dinner venue vote, xlsx
# ----------------------------------------------------------------------------------------------
def gen_tencent():
    import openpyxl
    name = "腾讯文档收集表_尊孔校友会2026年度联欢晚宴场地投票.xlsx"
    opts = ["吉隆坡 富丽华酒家", "八打灵再也 金宝海鲜楼", "蕉赖 皇家宴会厅", "梳邦再也 喜相逢酒楼"]
    sur = ["陈", "林", "黄", "张", "李", "王", "吴", "刘", "蔡", "杨", "郑", "谢", "曾", "邱", "叶", "许", "何"]
    giv = ["伟强", "美玲", "志明", "慧敏", "俊杰", "丽华", "国荣", "秀英", "家豪", "嘉欣", "文辉", "淑芬", "振华",
           "佩仪", "建成", "晓雯", "永安", "诗婷", "德明", "玉珍"]

    def make(rng):
        votes = rng.choices(opts, weights=[30, 27, 18, 14], k=84)
        return votes

    def check(votes):
        c = {o: votes.count(o) for o in opts}
        w = unique_top(c)
        if w != opts[0]:
            return False
        # 7 people submitted twice (same answer) for option 2, 3 test rows for option 2
        c2 = dict(c)
        c2[opts[1]] += 7 + 3
        return unique_top(c2) == opts[1] and c[opts[0]] - c[opts[1]] <= 8

    votes = seed_search(make, check, start=404)
    counts = {o: votes.count(o) for o in opts}
    rng = random.Random(4040)
    people = []
    used = set()
    while len(people) < len(votes):
        n = rng.choice(sur) + rng.choice(giv)
        if n not in used:
            used.add(n)
            people.append(n)
    base = dt.datetime(2026, 10, 5, 20, 0)
    rows = []
    for p, v in zip(people, votes):
        rows.append([p, rnd_time(rng, base, 60 * 24 * 9), p, str(rng.randrange(1975, 2020)), v,
                     rng.choice(["出席", "出席", "出席（携眷）", "未定", "不出席"]), ""])
    dup_people = [r for r in rows if r[4] == opts[1]][:7]
    for r in dup_people:
        r2 = list(r)
        r2[1] = r[1] + dt.timedelta(seconds=rng.randrange(4, 40))
        rows.append(r2)
    for k in range(3):
        rows.append(["校友会秘书处", base - dt.timedelta(minutes=40 - 7 * k), "测试", "测试", opts[1], "测试", "测试请删除"])
    rows.sort(key=lambda r: r[1])
    notes = ["希望有停车位", "菜单要有素食", "可以请乐队吗", "离LRT站近一点", "", "", "", "去年的场地太挤"]
    for r in rows:
        if r[6] == "" and rng.random() < 0.15:
            r[6] = rng.choice(notes)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Sheet1"
    ws.append(["序号", "提交者", "提交时间", "1. 姓名", "2. 毕业年份", "3. 请选择2026年度联欢晚宴场地（单选）",
               "4. 是否出席", "5. 其他建议"])
    for i, r in enumerate(rows, 1):
        ws.append([i, r[0], r[1].strftime("%Y/%m/%d %H:%M:%S"), r[2], r[3], r[4], r[5], r[6]])
    ws.column_dimensions["C"].width = 20
    ws.column_dimensions["F"].width = 28
    save_xlsx(wb, name)
    w = unique_top(counts)
    raw = {o: sum(1 for r in rows if r[4] == o) for o in opts}
    entry(name,
          "腾讯文档 Tencent Docs (Chinese online office suite), 收集表 (collection form) → 查看结果 → 导出为 Excel; "
          "the old boys' association of a Chinese independent school in Kuala Lumpur choosing the venue of its "
          "2026 annual dinner",
          "One choice per row with metadata: 序号, 提交者 (WeChat/QQ nickname), 提交时间, name, graduation year, the "
          "venue (single choice), attendance and a free remark; seven alumni submitted twice with the same answer "
          "and the secretariat left three 测试 rows.",
          "From memory, unverified: Tencent Docs collection forms export their results to a spreadsheet with the "
          "submitter and submission time first and one column per question titled with its number; the search "
          "only found general Tencent Docs collaboration guides. Times as text 'yyyy/mm/dd hh:mm:ss'.",
          "winner", w,
          "Which venue got the most votes, counting each alumnus once and ignoring the secretariat's test rows?",
          opts, counts,
          ["seven duplicate submissions (same person, seconds apart) all for %s" % opts[1],
           "three '测试' test rows by 校友会秘书处 for the same venue; raw row count makes %s win" % unique_top(raw),
           "numbers in a graduation-year column", "attendance column with repeated values"])


# ----------------------------------------------------------------------------------------------
# 5. Kehilanet (Israel): kibbutz ranked vote on the name of the new neighbourhood, cp1255
# ----------------------------------------------------------------------------------------------
def gen_kehilanet():
    name = "kehilanet_seker_shem_hashchuna_hachadasha_kibbutz_2026.csv"
    opts = ["גבעת הזיתים", "נווה אלון", "שכונת הרימונים", "מעלה הגורן", "כרם הדקלים"]
    fn = ["אורי", "נועה", "יואב", "מיכל", "עמית", "שירה", "דני", "רותי", "גלעד", "תמר", "איתי", "יעל",
          "אבי", "דורית", "רון", "חנה", "עידו", "ליאת", "משה", "ענבל"]
    ln = ["כהן", "לוי", "מזרחי", "פרץ", "ביטון", "אברהם", "פרידמן", "שגיא", "גולן", "ברק", "אשכנזי", "רוזן"]

    def make(rng):
        ballots = []
        for _ in range(96):
            w = [22, 18, 20, 12, 10]
            order = []
            pool = list(opts)
            ww = list(w)
            for _k in range(3):
                pick = rng.choices(range(len(pool)), weights=ww)[0]
                order.append(pool.pop(pick))
                ww.pop(pick)
            if rng.random() < 0.07:
                order[2] = ""
            ballots.append(order)
        return ballots

    def tally(ballots):
        pts = {o: 0 for o in opts}
        first = {o: 0 for o in opts}
        for b in ballots:
            for k, o in enumerate(b):
                if o:
                    pts[o] += 3 - k
            first[b[0]] += 1
        return pts, first

    def check(b):
        pts, first = tally(b)
        wp, wf = unique_top(pts), unique_top(first)
        return wp and wf and wp != wf

    ballots = seed_search(make, check, start=505)
    pts, first = tally(ballots)
    rng = random.Random(5050)
    out = [["sep=,"]]
    out.append(["מס'", "שם החבר/ה", "תאריך מילוי", "עדיפות ראשונה (3 נק')", "עדיפות שנייה (2 נק')",
                "עדיפות שלישית (1 נק')", "הערות"])
    base = dt.datetime(2026, 6, 1, 7, 0)
    times = sorted(rnd_time(rng, base, 60 * 24 * 10) for _ in ballots)
    for i, (b, t) in enumerate(zip(ballots, times), 1):
        note = rng.choice(["", "", "", "", "שם יפה!", "לא אהבתי אף אחד", "מציע/ה גם 'גבעת השקד'"])
        out.append([str(i), "%s %s" % (rng.choice(fn), rng.choice(ln)), t.strftime("%d/%m/%Y %H:%M")] + b + [note])
    text = csv_text(out)
    text = text.replace('"sep=,"', "sep=,")
    write_text(name, text, "cp1255")
    wp = unique_top(pts)
    entry(name,
          "Kehilanet (קהילה נט, Israeli website platform for kibbutzim and moshavim), the community site's "
          "סקרים (polls) module → תוצאות → ייצוא לאקסל (CSV written for Hebrew Excel); a kibbutz choosing the "
          "name of its new members' neighbourhood by ranked vote",
          "Ranked ballot, one row per member: number, name, date, first / second / third preference (points per "
          "rank stated in the headers: 3 / 2 / 1), a remark; a few ballots leave the third preference empty.",
          "From memory, unverified (no search hit): Kehilanet is the common site builder for Israeli "
          "kibbutzim; the poll export layout, its column titles and the 'sep=,' first line (which some Israeli "
          "web exporters add so that Excel splits the columns) are my guesses. Windows-1255 (Hebrew ANSI, what "
          "Hebrew Excel opens without an import dialog), ',', CRLF, dd/mm/yyyy dates.",
          "winner", wp,
          "Which name has the most points (first preference 3, second 2, third 1, as the headers state)?",
          opts, pts,
          ["first-preference count alone makes %s win" % unique_top(first),
           "a 'sep=,' line before the header", "empty third preferences",
           "a remark proposing a name that is not on the ballot"])


# ----------------------------------------------------------------------------------------------
# 6. Even3 (Brazil): science fair evaluations, two modalities judged separately (ASK)
# ----------------------------------------------------------------------------------------------
def gen_even3():
    import openpyxl
    name = "Even3_avaliacoes_Feira_de_Ciencias_EE_Castro_Alves_2026.xlsx"
    works = {
        "Ensino Fundamental II": [
            ("Horta vertical com garrafas PET", "Ana Clara Souza"),
            ("Filtro de água com carvão de coco", "Pedro Henrique Lima"),
            ("Foguete de água e pressão", "Maria Eduarda Santos"),
            ("Sabão ecológico de óleo usado", "João Victor Oliveira"),
            ("Maquete de energia eólica", "Beatriz Almeida"),
        ],
        "Ensino Médio": [
            ("Bioplástico de amido de mandioca", "Lucas Gabriel Ferreira"),
            ("Sensor de umidade do solo com Arduino", "Isabela Rodrigues"),
            ("Aquecedor solar de baixo custo", "Gustavo Pereira"),
            ("Extração de DNA do morango", "Larissa Carvalho"),
            ("Purificação de água com moringa", "Rafael Nascimento"),
            ("Telhado verde e conforto térmico", "Júlia Ribeiro"),
        ],
    }
    judges = ["Profa. Dra. Helena Matos (UFBA)", "Prof. Carlos Menezes", "Profa. Sandra Brito",
              "Eng. Roberto Farias", "Profa. Lúcia Andrade"]

    def make(rng):
        ev = {}
        for mod, ws in works.items():
            for t, a in ws:
                k = rng.choice([2, 2, 3])
                js = rng.sample(judges, k)
                q = rng.uniform(6.0, 9.6)
                ev[t] = [(j, max(0, min(10, round((q + rng.uniform(-1.2, 1.0)) * 2) / 2))) for j in js]
        return ev

    def stats(ev, mod):
        mean = {t: round(sum(n for _, n in ev[t]) / len(ev[t]), 4) for t, _ in works[mod]}
        tot = {t: sum(n for _, n in ev[t]) for t, _ in works[mod]}
        return mean, tot

    def check(ev):
        ok = True
        for mod in works:
            mean, tot = stats(ev, mod)
            wm, wt = unique_top(mean), unique_top(tot)
            ok = ok and wm and wt and wm != wt
        allmean = {}
        for mod in works:
            allmean.update(stats(ev, mod)[0])
        return ok and unique_top(allmean) is not None

    ev = seed_search(make, check, start=606)
    rng = random.Random(6060)
    wb = openpyxl.Workbook()
    ws0 = wb.active
    ws0.title = "Resumo"
    ws0.append(["Feira de Ciências 2026 – E.E. Castro Alves (Feira de Santana – BA)"])
    ws0.append(["Relatório de avaliações exportado da Even3 em 29/11/2026 10:00"])
    ws0.append([])
    ws0.append(["Modalidade", "Trabalhos submetidos", "Trabalhos avaliados", "Avaliações registradas"])
    for mod in works:
        ws0.append([mod, len(works[mod]) + 1, len(works[mod]), sum(len(ev[t]) for t, _ in works[mod])])
    ws0.append([])
    ws0.append(["Critério: a nota final de cada trabalho é a média das notas atribuídas pelos avaliadores (0 a 10)."])
    ws0.append(["Premiação: 1º lugar de cada modalidade (Ensino Fundamental II e Ensino Médio) – troféu e medalhas."])
    ws0.append(["Trabalhos com avaliação pendente não entram na classificação."])
    ws0.column_dimensions["A"].width = 30
    ws = wb.create_sheet("Avaliações")
    ws.append(["ID", "Título do trabalho", "Autor principal", "Modalidade", "Área", "Avaliador", "Parecer",
               "Nota", "Data da avaliação"])
    areas = ["Ciências da Natureza", "Meio Ambiente", "Tecnologia", "Física", "Química", "Biologia"]
    tid = 3100
    base = dt.datetime(2026, 10, 21, 8, 30)
    for mod in works:
        for t, a in works[mod]:
            tid += rng.randrange(3, 17)
            ar = rng.choice(areas)
            for j, n in ev[t]:
                nota = ("%.1f" % n).replace(".", ",")
                if nota.endswith(",0"):
                    nota = nota[:-2]
                ws.append([tid, t, a, mod, ar, j, "Aprovado" if n >= 6 else "Aprovado com ressalvas", nota,
                           (rnd_time(rng, base, 60 * 9) + dt.timedelta(days=rng.randrange(2))).strftime("%d/%m/%Y %H:%M")])
        # a withdrawn / pending work in each modality
        tid += 5
        ws.append([tid, "Pilha de limão" if mod.startswith("Ensino F") else "Carro movido a ar comprimido",
                   "Davi Costa" if mod.startswith("Ensino F") else "Yasmin Araújo", mod, "Física",
                   judges[1], "Pendente", "", ""])
    ws.column_dimensions["B"].width = 40
    save_xlsx(wb, name)
    acc, scores, cands = {}, {}, {}
    for mod in works:
        mean, tot = stats(ev, mod)
        acc[mod] = unique_top(mean)
        scores[mod] = mean
        cands[mod] = [t for t, _ in works[mod]]
    traps = ["notes stored as text with a decimal comma ('8,5')",
             "works have two or three evaluations: summing notes instead of averaging changes both winners (%s)" %
             "; ".join("%s: %s" % (m, unique_top(stats(ev, m)[1])) for m in works),
             "first sheet is a summary with counts", "pending evaluations with an empty note"]
    entry(name,
          "Even3 (Brazilian event and academic-submission platform), organiser → Submissões → Avaliação → "
          "exportar avaliações (Excel), with a summary sheet added by the coordinator; a state school's science "
          "fair in Bahia judged by invited evaluators",
          "Workbook: a 'Resumo' sheet (title, counts per modality, the averaging rule and the prize rule: first "
          "place in each modality) and an 'Avaliações' sheet in long format, one row per work and evaluator with "
          "modality, verdict and a 0–10 note as text.",
          "Partly checked: Even3's help pages (stored) describe evaluators, automatic or manual distribution, "
          "criteria-based evaluation, verdicts (Aprovado / Reprovado / Aprovado com ressalvas) and a third "
          "evaluator when two disagree. The export's column titles, the notes as text with a decimal comma and "
          "the Resumo sheet are from memory, unverified.",
          "ask", None,
          "Which work wins? The fair awards first place per modality (mean of the evaluators' notes), so there "
          "are two winners.",
          cands, scores, traps,
          acceptable={"Ensino Fundamental II (média)": acc["Ensino Fundamental II"],
                      "Ensino Médio (média)": acc["Ensino Médio"]},
          ask_because="The summary sheet says first place is awarded in each of the two modalities separately, "
                      "so the file has two winners and the user must say which modality they mean.")


# ----------------------------------------------------------------------------------------------
# 7. ADDA (India): apartment-association secret ballot, flats vs area weightage (ASK)
# ----------------------------------------------------------------------------------------------
def gen_adda():
    import openpyxl
    name = "ADDA_SecretBallot_Result_Sobha_Lakeview_Residents_Welfare_Association.xlsx"
    opts = ["Option A - Upgrade STP and reuse treated water", "Option B - Two new borewells",
            "Option C - Monthly tanker contract (BWSSB + private)"]
    fn = ["Ramesh", "Lakshmi", "Suresh", "Priya", "Venkatesh", "Anitha", "Prakash", "Deepa", "Srinivas",
          "Kavitha", "Arun", "Meena", "Naveen", "Shwetha", "Raghu", "Divya", "Manjunath", "Pooja", "Kiran", "Asha"]
    ln = ["Rao", "Reddy", "Iyer", "Gowda", "Nair", "Shetty", "Kulkarni", "Murthy", "Hegde", "Menon", "Bhat", "Pai"]

    def make(rng):
        flats = []
        for blk in "ABCD":
            for fl in range(1, 9):
                for u in range(1, 5):
                    big = blk in "CD"
                    area = rng.choice([2450, 2780, 3120]) if big else rng.choice([1180, 1265, 1420])
                    if rng.random() < 0.2:
                        continue  # did not vote
                    if big:
                        v = rng.choices(opts, weights=[55, 25, 20])[0]
                    else:
                        v = rng.choices(opts, weights=[30, 45, 25])[0]
                    flats.append((blk, "%s-%d%02d" % (blk, fl, u), area, v))
        return flats

    def tally(flats):
        c = {o: 0 for o in opts}
        a = {o: 0 for o in opts}
        for _b, _f, ar, v in flats:
            c[v] += 1
            a[v] += ar
        return c, a

    def check(flats):
        c, a = tally(flats)
        wc, wa = unique_top(c), unique_top(a)
        return wc and wa and wc != wa

    flats = seed_search(make, check, start=707)
    c, a = tally(flats)
    rng = random.Random(7070)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Ballot Result"
    ws.append(["Sobha Lakeview Residents Welfare Association - ADDA"])
    ws.append(["Secret Ballot: Water supply plan for 2027 (decision of EGM dated 12-Oct-2026)"])
    ws.append(["Ballot open: 13-Oct-2026 09:00  to  27-Oct-2026 21:00     Eligible units: 128     Voted: %d" % len(flats)])
    ws.append(["Note: Bye-law 14(b) - weightage of a vote is the super built-up area of the unit; the MC will place both the unit count and the weighted result before the General Body."])
    ws.append([])
    ws.append(["Sl No", "Block", "Unit", "Owner Name", "Super Built-up Area (sq ft)", "Vote Weightage", "Option Voted",
               "Voted On", "Voted Through"])
    ws.merge_cells("A1:I1")
    ws.merge_cells("A2:I2")
    ws.merge_cells("A3:I3")
    ws.merge_cells("A4:I4")
    base = dt.datetime(2026, 10, 13, 9, 0)
    for i, (blk, unit, area, v) in enumerate(flats, 1):
        ws.append([i, "Block " + blk, unit, "%s %s" % (rng.choice(fn), rng.choice(ln)), area, area, v,
                   rnd_time(rng, base, 60 * 24 * 14).strftime("%d-%b-%Y %H:%M"),
                   rng.choice(["ADDA App", "ADDA App", "Web", "Proxy (MC)"])])
    ws.append([])
    ws.append(["", "", "", "Summary", "Units", "Weightage (sq ft)", "Option"])
    for o in opts:
        ws.append(["", "", "", "", c[o], a[o], o])
    ws.append(["", "", "", "Total", sum(c.values()), sum(a.values()), ""])
    ws.column_dimensions["G"].width = 52
    save_xlsx(wb, name)
    wc, wa = unique_top(c), unique_top(a)
    entry(name,
          "ADDA (apartmentadda.com, Indian apartment-management app), Admin → Secret Ballot → ballot → result → "
          "Export to Excel; a Bengaluru residents' welfare association voting on its 2027 water-supply plan",
          "Title block (association, ballot, dates, a bye-law note) above one row per voting unit with block, "
          "owner, super built-up area, vote weightage (= area), option voted, time and channel, then a summary "
          "block with units and weightage per option and a total.",
          "Partly checked: ADDA's admin FAQ (stored) lists a 'Secret Ballot' module and survey statistics under "
          "Admin; the export's columns, the weightage by area and the title block are from memory, unverified "
          "(weighting by undivided share / area is a common bye-law for apartment owners' associations in "
          "Karnataka).",
          "ask", None,
          "Which plan wins: by number of units or by area weightage? The note says both results go to the "
          "General Body.",
          opts, {"units": c, "area weightage": a},
          ["one unit one vote and area-weighted totals disagree",
           "summary block and total row below the data", "four-line merged title block",
           "area column and weightage column hold the same numbers"],
          acceptable={"one unit one vote": wc, "weighted by super built-up area": wa},
          ask_because="The bye-law note gives each vote the unit's area as weight yet the committee will present "
                      "both the unit count and the weighted result, and the two readings name different winners.")


# ----------------------------------------------------------------------------------------------
# 8. Lelong.my (Malaysia): bid history pasted into Notepad (ANSI), tab separated
# ----------------------------------------------------------------------------------------------
def revenue_price(maxbids):
    best = {}
    for b in sorted(set(maxbids.values())):
        best[b] = b * sum(1 for v in maxbids.values() if v >= b)
    return best


def gen_lelong():
    name = "Lelong_bid_history_vintage_Seiko_5_6119_auction.txt"
    bidders = ["m***a (12)", "k***i (3)", "a***8 (41)", "z***n (7)", "s***y (0)", "r***h (19)", "j***o (5)",
               "h***m (2)", "w***g (26)"]

    def make(rng):
        maxb = {}
        for b in bidders:
            maxb[b] = rng.choice(range(160, 520, 5))
        return maxb

    def check(maxb):
        best = revenue_price(maxb)
        w = unique_top(best)
        if not w or w == max(maxb.values()):
            return False
        if sorted(maxb.values())[-1] == sorted(maxb.values())[-2]:
            return False
        # a retracted bid by the lowest bidder at a very high amount would change the answer
        lo = min(maxb, key=maxb.get)
        m2 = dict(maxb)
        m2[lo] = w + 5
        w2 = unique_top(revenue_price(m2))
        return w2 and w2 != w

    maxb = seed_search(make, check, start=808)
    best = revenue_price(maxb)
    w = unique_top(best)
    lo = min(maxb, key=maxb.get)
    rng = random.Random(8080)
    bids = []
    t0 = dt.datetime(2026, 10, 1, 9, 0)
    for b, m in maxb.items():
        k = rng.randint(1, 4)
        amounts = sorted(set([m] + [max(150, m - 5 * rng.randint(1, 30)) for _ in range(k - 1)]))
        for a in amounts:
            bids.append([b, a, rnd_time(rng, t0, 60 * 24 * 7), ""])
    bids.sort(key=lambda x: (x[1], x[2]))
    # make times increase with amount (an ascending auction)
    times = sorted(x[2] for x in bids)
    for x, t in zip(bids, times):
        x[2] = t
    retr = [lo, w + 5, times[-1] - dt.timedelta(hours=3), "Retracted"]
    bids.append(retr)
    bids.sort(key=lambda x: x[2], reverse=True)
    L = ["Bid History", "", "Vintage Seiko 5 Automatic 6119-8083 (1970s) - original dial, running",
         "Item ID: 14286631047    Starting Bid: RM150.00    Bid Increment: RM5.00",
         "Auction ended: 08-10-2026 22:00:00    Total Bids: %d    Bidders: %d" % (len(bids), len(maxb)), "",
         "Bidder\tBid Amount\tBid Time\tRemarks"]
    for b, a, t, r in bids:
        L.append("%s\tRM %s\t%s\t%s" % (b, "{:,.2f}".format(a), t.strftime("%d-%m-%Y %H:%M:%S"), r))
    L.append("")
    L.append("Note: retracted bids are shown for reference only and are not counted.")
    L.append("Lelong.my - Malaysia's online marketplace")
    write_text(name, "\n".join(L) + "\n", "cp1252")
    cands = ["%.2f" % v for v in sorted(set(maxb.values()))]
    entry(name,
          "Lelong.my (Malaysian online marketplace with auction listings), ended auction → 'Bid History' page "
          "selected in the browser, pasted into Windows Notepad and saved as ANSI; a Penang collector selling a "
          "vintage Seiko watch and studying the bids to set a fixed price for the next identical watches",
          "Bid list: title lines (item, id, starting bid, increment, end time, totals), then Bidder (masked "
          "nickname with rating) / Bid Amount ('RM 1,234.00') / Bid Time (dd-mm-yyyy) / Remarks, newest first, "
          "several bids per bidder and one retracted bid, and two footer lines.",
          "From memory, unverified: Lelong.my ran auction-style listings with a public bid history of masked "
          "bidder nicknames, amounts in RM and times; the column titles, the 'Retracted' remark and the layout "
          "are my approximation (no search done). A table pasted from a browser into Notepad becomes TAB "
          "separated; Notepad 'ANSI' on an English Malaysian Windows is Windows-1252; CRLF.",
          "winner", "%.2f" % w,
          "Posted price maximising revenue = price × number of bidders whose highest valid bid is at least that "
          "price (each bidder's highest non-retracted bid).",
          cands, {"%.2f" % k: v for k, v in best.items()},
          ["a retracted bid (not counted, per the note) would change the answer if kept",
           "the highest bid (%.2f) is not the revenue-maximising price" % max(maxb.values()),
           "several bids per bidder: use each bidder's highest", "'RM' prefix and thousands comma",
           "ratings in parentheses after nicknames"])


# ----------------------------------------------------------------------------------------------
# 9. Harbour (Peru): market traders' association election, REPORT FORM ... TO FILE, cp850
# ----------------------------------------------------------------------------------------------
def gen_harbour():
    name = "ELECCION_JD_2027_ASOC_COMERCIANTES_MERCADO_N2_SURQUILLO.TXT"
    lists = ["LISTA 1 - UNIDAD Y PROGRESO", "LISTA 2 - MERCADO LIMPIO Y SEGURO", "LISTA 3 - RENOVACION COMERCIANTE",
             "LISTA 4 - FRENTE DE SOCIOS UNIDOS"]
    specials = ["VOTOS EN BLANCO", "VOTOS NULOS"]
    mesas = ["MESA 01 - GIRO ABARROTES", "MESA 02 - GIRO CARNES Y AVES", "MESA 03 - GIRO FRUTAS Y VERDURAS",
             "MESA 04 - GIRO PESCADOS", "MESA 05 - GIRO VARIOS Y SERVICIOS"]

    def make(rng):
        d = {}
        for m in mesas:
            d[m] = [rng.randint(14, 34), rng.randint(12, 32), rng.randint(8, 22), rng.randint(5, 16),
                    rng.randint(22, 40), rng.randint(2, 9)]
        return d

    def totals(d):
        return {k: sum(d[m][i] for m in mesas) for i, k in enumerate(lists + specials)}

    def check(d):
        t = totals(d)
        lt = {k: t[k] for k in lists}
        w = unique_top(lt)
        return w and unique_top(t) == "VOTOS EN BLANCO" and sorted(lt.values())[-1] - sorted(lt.values())[-2] >= 3

    d = seed_search(make, check, start=909)
    t = totals(d)
    W = 78
    L = []

    def page_header(p):
        L.append("Pagina No.%6d" % p)
        L.append("29/11/26")
        L.append("")
        L.append("ASOCIACION DE COMERCIANTES DEL MERCADO N\u00ba 2 DE SURQUILLO".center(W).rstrip())
        L.append("COMITE ELECTORAL - ELECCION DE JUNTA DIRECTIVA 2027-2028".center(W).rstrip())
        L.append("RESULTADOS POR MESA - ACTA DE ESCRUTINIO DEL 22/11/2026".center(W).rstrip())
        L.append("")
        L.append("%-44s %10s %10s" % ("CANDIDATURA", "VOTOS", "% EMITIDOS"))
        L.append("%-44s %10s %10s" % ("-" * 44, "-" * 10, "-" * 10))

    page_header(1)
    lines_on_page = 0
    grand = sum(t.values())
    for mi, m in enumerate(mesas):
        if mi == 3:
            L.append("\f")
            page_header(2)
        L.append("** %s" % m)
        ms = sum(d[m])
        for k, v in zip(lists + specials, d[m]):
            L.append("%-44s %10d %10s" % ("  " + k, v, ("%.2f" % (100.0 * v / ms)).replace(".", ",")))
        L.append("** Subtotal **")
        L.append("%-44s %10d" % ("", ms))
        L.append("")
    L.append("*** Total ***")
    L.append("%-44s %10d" % ("", grand))
    L.append("")
    L.append("RESUMEN GENERAL")
    for k in lists + specials:
        L.append("%-44s %10d %10s" % (k, t[k], ("%.2f" % (100.0 * t[k] / grand)).replace(".", ",")))
    L.append("%-44s %10d %10s" % ("TOTAL VOTOS EMITIDOS", grand, "100,00"))
    L.append("")
    L.append("Socios habiles: 412   Asistencia: %d   Ausentismo: %d" % (grand, 412 - grand))
    L.append("Segun el Art. 38 del Estatuto, los votos en blanco y nulos no se asignan a ninguna lista;")
    L.append("resulta ganadora la lista con mayor numero de votos validos.")
    L.append("Presidente del Comite Electoral: Sr. Teodoro Quispe Mamani        Secretaria: Sra. Rosa Huaman Ccori")
    L.append("")
    write_text(name, "\n".join(L), "cp850")
    lt = {k: t[k] for k in lists}
    entry(name,
          "A custom membership and election program written in Harbour (open-source Clipper-compatible "
          "language) by a local programmer, REPORT FORM ... TO FILE with groups per polling table, run under "
          "Windows in a console; a Lima market traders' association (asociación de comerciantes) electing its "
          "board",
          "Printed report saved as text, fixed width: page headers with page number and date, per-table groups "
          "('** MESA …') with one line per list plus blank and null votes, '** Subtotal **' and a '*** Total ***' "
          "line, a page break, then a general summary with percentages and the statute note.",
          "From memory, unverified: Clipper/Harbour REPORT FORM output ('Page No.' header, '** Subtotal **' "
          "after each group, '*** Total ***' at the end; here with the Spanish 'Pagina No.' a Peruvian programmer "
          "would configure) and a form feed between pages; the OEM code page 850 that a DOS-heritage console "
          "program writes on Spanish Windows; CRLF; decimal commas in percentages.",
          "winner", unique_top(lt),
          "Which list won? The statute note says blank and null votes go to no list; most valid votes wins.",
          lists, lt,
          ["VOTOS EN BLANCO has more votes than any list", "per-table subtotals and a grand total line",
           "percentages with decimal commas", "page break and repeated page header",
           "a general summary repeating the totals (do not add it to the per-table counts)"])


# ----------------------------------------------------------------------------------------------
# 10. CricHeroes (Pakistan): tournament MVP leaderboard pasted into Excel, saved as Unicode text
# ----------------------------------------------------------------------------------------------
def gen_cricheroes():
    name = "CricHeroes_Leaderboard_Ramzan_Night_Cup_2026_Lahore_MVP.txt"
    players = ["Usman Tariq", "Hamza Iqbal", "Bilal Ahmed", "Zeeshan Ali", "Faizan Raza", "Ahsan Javed",
               "Saad Mehmood", "Waqas Anwar", "Imran Shahid", "Kashif Nadeem", "Adeel Khan", "Shoaib Akram",
               "Haris Rauf Butt", "Noman Sadiq", "Asad Qureshi", "Danish Aslam", "Umer Farooq", "Taimoor Hassan"]
    teams = ["Gulberg Gladiators", "Johar Town Tigers", "Samanabad Strikers", "Model Town Mavericks",
             "Iqbal Town Eagles", "Shadbagh Falcons"]

    def make(rng):
        rows = []
        for p in players:
            mat = rng.randint(3, 6)
            runs = rng.randint(20, 260)
            wk = rng.randint(0, 12)
            ct = rng.randint(0, 5)
            bat = round(runs * rng.uniform(0.09, 0.13), 3)
            bowl = round(wk * rng.uniform(2.2, 3.0), 3)
            fld = round(ct * 1.0 + rng.choice([0, 0, 0.5, 1.0]), 3)
            rows.append([p, rng.choice(teams), mat, runs, wk, ct, bat, bowl, fld, round(bat + bowl + fld, 3)])
        return rows

    def check(rows):
        tot = {r[0]: r[9] for r in rows}
        runs = {r[0]: r[3] for r in rows}
        wk = {r[0]: r[4] for r in rows}
        w = unique_top(tot)
        return w and unique_top(runs) not in (None, w) and unique_top(wk) not in (None, w)

    rows = seed_search(make, check, start=1010)
    rows.sort(key=lambda r: -r[9])
    L = ["Ramzan Night Cup 2026 (Tape Ball) - Lahore", "Leaderboard", "Player of the Tournament will be awarded on MVP points",
         "", "\t".join(["#", "Player", "Team", "Mat", "Runs", "Wkts", "Catches", "Batting", "Bowling", "Fielding",
                        "Total MVP"])]
    for i, r in enumerate(rows, 1):
        L.append("\t".join([str(i), r[0], r[1], str(r[2]), str(r[3]), str(r[4]), str(r[5]),
                            "%.3f" % r[6], "%.3f" % r[7], "%.3f" % r[8], "%.3f" % r[9]]))
    L.append("")
    mr = max(rows, key=lambda r: r[3])
    mw = max(rows, key=lambda r: r[4])
    L.append("Most Runs\t%s\t%d" % (mr[0], mr[3]))
    L.append("Most Wickets\t%s\t%d" % (mw[0], mw[4]))
    L.append("MVP points are calculated by CricHeroes from every ball scored in the app.")
    write_text(name, "\n".join(L) + "\n", "utf-16-le", bom=True)
    tot = {r[0]: r[9] for r in rows}
    entry(name,
          "CricHeroes (Indian cricket scoring app used by grassroots clubs in South Asia), tournament → "
          "Leaderboard → MVP, the table selected in the browser, pasted into Excel (English, Pakistan) and saved "
          "as 'Unicode Text (*.txt)'; a Ramadan night tape-ball tournament in Lahore choosing its player of the "
          "tournament",
          "Results sheet pasted as text: three title lines, a tab-separated leaderboard (rank, player, team, "
          "matches, runs, wickets, catches, batting / bowling / fielding MVP points, total MVP points with three "
          "decimals), then 'Most Runs' and 'Most Wickets' lines and a footnote.",
          "Partly checked: a CricHeroes blog post (stored) confirms the app's leaderboards (CH Leaderboard, Top "
          "Performers, Table Toppers); the tournament MVP table's columns and the three-decimal points are from "
          "memory, unverified. Excel's 'Unicode Text' is UTF-16 LE with BOM, TAB separated, CRLF.",
          "winner", unique_top(tot),
          "Who is the player of the tournament? Highest Total MVP points, as the title line says.",
          [r[0] for r in rows], tot,
          ["'Most Runs' leader (%s) and 'Most Wickets' leader (%s) differ from the MVP winner" % (mr[0], mw[0]),
           "a rank column and several numeric columns", "UTF-16 LE text with title lines above the table"])


# ----------------------------------------------------------------------------------------------
# 11. Microsoft FindTime / Scheduling Poll (Mexico): voting grid pasted into Excel, CSV UTF-8
# ----------------------------------------------------------------------------------------------
def gen_findtime():
    name = "FindTime_sondeo_reunion_Consejo_Pastoral_Parroquia_Guadalupe_Zapopan.csv"
    slots = ["mar 10/11/2026 19:00", "mié 11/11/2026 19:00", "jue 12/11/2026 18:30", "sáb 14/11/2026 10:00",
             "sáb 14/11/2026 17:00"]
    people = ["P. Javier Orozco (organizador)", "Guadalupe Hernández", "Martín Ramírez", "Leticia Navarro",
              "Fernando Castañeda", "Rocío Aguilar", "Salvador Medina", "Verónica Ruiz", "Alejandro Cervantes",
              "Patricia Ibarra", "Jorge Luis Camacho", "Claudia Preciado", "Ernesto Villaseñor", "Mónica Zepeda"]

    def make(rng):
        grid = []
        for p in people:
            row = []
            for s in slots:
                if rng.random() < 0.1:
                    row.append("?")
                else:
                    row.append(rng.choices(["Prefiero", "Sí", "No"], weights=[2, 4, 4])[0])
            grid.append(row)
        return grid

    def tally(grid):
        fav = {s: sum(1 for r in grid if r[j] in ("Sí", "Prefiero")) for j, s in enumerate(slots)}
        pref = {s: sum(1 for r in grid if r[j] == "Prefiero") for j, s in enumerate(slots)}
        yes = {s: sum(1 for r in grid if r[j] == "Sí") for j, s in enumerate(slots)}
        return fav, pref, yes

    def check(grid):
        fav, pref, yes = tally(grid)
        w = unique_top(fav)
        return w and unique_top(pref) not in (None, w) and unique_top(yes) not in (None, w)

    grid = seed_search(make, check, start=1111)
    fav, pref, yes = tally(grid)
    out = [["Reunión del Consejo de Pastoral – planeación de Adviento"],
           ["Organizador: P. Javier Orozco · Duración: 1 hora 30 minutos · Ubicación: Salón parroquial"],
           ["Sondeo de programación (FindTime) – estado al 05/11/2026"],
           [],
           ["Asistente", "Tipo"] + slots]
    for p, r in zip(people, grid):
        out.append([p, "Obligatorio" if "organizador" in p or people.index(p) < 9 else "Opcional"] + r)
    out.append(["Votos a favor", ""] + [str(fav[s]) for s in slots])
    out.append([])
    out.append(["Leyenda: Prefiero = horario preferido; Sí = disponible; No = no disponible; ? = sin respuesta"])
    write_text(name, csv_text(out), "utf-8", bom=True)
    w = unique_top(fav)
    entry(name,
          "Microsoft FindTime / Outlook Scheduling Poll (Outlook add-in, Spanish UI), organiser's voting page: "
          "the voting grid selected in the browser, pasted into Excel (Spanish, Mexico) under three typed title "
          "lines and saved as 'CSV UTF-8 (delimitado por comas)'; a Catholic parish's pastoral council in Zapopan "
          "choosing the date of its Advent planning meeting",
          "Scheduling poll: title lines, then one row per attendee (name, required / optional) and one column per "
          "proposed time with Prefiero / Sí / No / ?, a 'Votos a favor' row and a legend line.",
          "Partly checked: Microsoft's Scheduling Poll / FindTime help (stored) describes the voting grid with "
          "per-attendee votes — Prefer, Yes, No, and a grey '?' when no selection was made — required and "
          "optional attendees, and a vote count per time. The Spanish labels, the pasted layout and the title "
          "lines are from memory, unverified. Excel's 'CSV UTF-8' writes a BOM; ',', CRLF.",
          "winner", w,
          "Which time suits most attendees? Count Prefiero and Sí as available (both are favourable votes, as the "
          "'Votos a favor' row does); No and ? count 0.",
          slots, fav,
          ["counting only 'Prefiero' makes %s win; only 'Sí' makes %s win" % (unique_top(pref), unique_top(yes)),
           "'Votos a favor' summary row inside the grid", "'?' for no answer", "title lines and a legend line"])


# ----------------------------------------------------------------------------------------------
# 12. Pantip (Thailand): poll topic with two questions, pasted into Notepad, cp874 (ASK)
# ----------------------------------------------------------------------------------------------
def gen_pantip():
    name = "Pantip_กระทู้โพล_งานประจำปีวัดป่าเลไลยก์_2569.txt"
    q1 = ["วงสุนทราภรณ์รุ่นเยาว์", "หมอลำคณะเสียงอีสานน้อย", "ลิเกคณะบุญเลิศ", "ดนตรีลูกทุ่งวงเพชรสุพรรณ"]
    q2 = ["ร้านข้าวมันไก่ป้าแดง", "ก๋วยเตี๋ยวเรือลุงชม", "ขนมจีนน้ำยาบ้านโพธิ์", "ผัดไทยแม่ศรี"]

    def make(rng):
        return [rng.randint(40, 140) for _ in q1], [rng.randint(40, 140) for _ in q2]

    def check(d):
        a, b = d
        return unique_top(dict(zip(q1, a))) and unique_top(dict(zip(q2, b))) and sum(a) != sum(b)

    a, b = seed_search(make, check, start=1212)
    pa = [round(100.0 * x / sum(a)) for x in a]
    pb = [round(100.0 * x / sum(b)) for x in b]
    L = ["โหวตเลือกมหรสพและร้านอาหารประจำซุ้ม งานประจำปีวัดป่าเลไลยก์ 2569", "",
         "สมาชิกหมายเลข 7364521", "3 ต.ค. 69 19:42 น.", "",
         "สวัสดีครับ คณะกรรมการวัดฝากมาถามพี่น้องชาวสุพรรณครับ งานปีนี้จัด 14-18 พ.ย. มีงบมหรสพ 85,000 บาท",
         "และจะให้ร้านอาหาร 1 ร้านได้ซุ้มหน้าวิหารฟรี ช่วยกันโหวตทั้งสองข้อนะครับ ผลโหวตทั้งสองข้อมีน้ำหนักเท่ากัน",
         "", "โพล", "", "คำถามที่ 1 : อยากให้มหรสพคืนเปิดงานเป็นวงไหน"]
    for o, x, p in zip(q1, a, pa):
        L.append("%s\t%d คน (%d%%)" % (o, x, p))
    L.append("ผู้ตอบคำถามนี้ %d คน" % sum(a))
    L.append("")
    L.append("คำถามที่ 2 : ร้านอาหารร้านไหนควรได้ซุ้มหน้าวิหาร")
    for o, x, p in zip(q2, b, pb):
        L.append("%s\t%d คน (%d%%)" % (o, x, p))
    L.append("ผู้ตอบคำถามนี้ %d คน" % sum(b))
    L.append("")
    L.append("ปิดโหวตแล้ว")
    L.append("")
    L.append("ความคิดเห็นที่ 1")
    L.append("ขอลิเกด้วยครับ ปีที่แล้วคนดูเต็มลาน 555")
    L.append("สมาชิกหมายเลข 1029384   3 ต.ค. 69 20:05 น.")
    L.append("")
    L.append("ความคิดเห็นที่ 2")
    L.append("โหวตแล้วค่ะ ข้าวมันไก่ป้าแดงอร่อยจริง")
    L.append("สมาชิกหมายเลข 6650018   4 ต.ค. 69 07:31 น.")
    L.append("")
    write_text(name, "\n".join(L), "cp874")
    w1, w2 = unique_top(dict(zip(q1, a))), unique_top(dict(zip(q2, b)))
    entry(name,
          "Pantip.com (Thai web forum), a กระทู้โพล (poll topic) opened in the browser after voting closed, "
          "selected and pasted into Windows Notepad and saved as ANSI; a temple committee in Suphan Buri asking "
          "locals about its annual fair",
          "Forum poll paste: topic title, member number and Thai Buddhist-era date, the post text, then two poll "
          "questions each with options, 'n คน (p%)' and a respondents line, 'ปิดโหวตแล้ว' and two comments.",
          "From memory, unverified: Pantip poll topics with several questions, 'สมาชิกหมายเลข' member numbers "
          "and 'ความคิดเห็นที่ n' comment headers; the exact result lines are my approximation. Notepad 'ANSI' on "
          "Thai Windows is code page 874 (TIS-620 superset); CRLF.",
          "ask", None,
          "Which option won? The poll has two questions (entertainment and food stall) that the post says weigh "
          "equally.",
          {"คำถามที่ 1 (มหรสพ)": q1, "คำถามที่ 2 (ร้านอาหาร)": q2},
          {"คำถามที่ 1 (มหรสพ)": dict(zip(q1, a)), "คำถามที่ 2 (ร้านอาหาร)": dict(zip(q2, b))},
          ["two questions of equal standing, each with its own winner", "percentages next to counts",
           "budget and dates in the post text", "Buddhist-era year 2569 / 69"],
          acceptable={"คำถามที่ 1 (มหรสพ)": w1, "คำถามที่ 2 (ร้านอาหาร)": w2},
          ask_because="The poll asks two separate questions (which band, which food stall) and the post says both "
                      "carry equal weight, so there is no single winner without the user choosing a question.")


# ----------------------------------------------------------------------------------------------
# 13. Wordwall (Indonesia): assignment results, summary sheet first, attempts per student
# ----------------------------------------------------------------------------------------------
def gen_wordwall():
    import openpyxl
    name = "Wordwall_Hasil_Lomba_Cerdas_Cermat_IPA_Kelas6_SDN_Sukamaju_03.xlsx"
    students = ["Aisyah Putri", "Bagas Pratama", "Citra Lestari", "Dimas Saputra", "Eka Wulandari",
                "Fajar Nugroho", "Gita Rahmawati", "Hendra Wijaya", "Intan Permata", "Joko Susilo",
                "Kirana Ayu", "Lukman Hakim", "Melati Sari", "Nanda Kurniawan", "Oktaviani", "Putu Arya",
                "Rizky Ramadhan", "Salsabila", "Taufik Hidayat", "Umi Kalsum", "Vina Anggraini", "Wahyu Setiawan",
                "Yoga Firmansyah", "Zahra Nabila"]

    def make(rng):
        att = []
        for s in students:
            k = rng.choices([1, 2, 3], weights=[6, 3, 1])[0]
            for _ in range(k):
                sc = rng.randint(9, 20)
                att.append([s, sc, rng.randint(95, 420)])
        return att

    def tally(att):
        best = {}
        tsum = {}
        for s, sc, t in att:
            if s not in best or (sc, -t) > (best[s][0], -best[s][1]):
                best[s] = (sc, t)
            tsum[s] = tsum.get(s, 0) + sc
        return best, tsum

    def check(att):
        best, tsum = tally(att)
        bs = {s: v[0] for s, v in best.items()}
        w = unique_top(bs)
        return w and unique_top(tsum) not in (None, w)

    att = seed_search(make, check, start=1313)
    best, tsum = tally(att)
    rng = random.Random(13130)
    wb = openpyxl.Workbook()
    ws0 = wb.active
    ws0.title = "Ringkasan"
    ws0.append(["Lomba Cerdas Cermat IPA - Kelas 6 (Kuis)"])
    ws0.append(["Tugas dibuat oleh: Ibu Sri Wahyuni"])
    ws0.append(["Batas waktu: 24/10/2026 23:59"])
    ws0.append([])
    ws0.append(["Jumlah siswa", len(best)])
    ws0.append(["Jumlah percobaan", len(att)])
    ws0.append(["Jumlah pertanyaan", 20])
    ws0.append(["Rata-rata skor", round(sum(a[1] for a in att) / len(att), 1)])
    ws0.append([])
    ws0.append(["Papan peringkat: skor terbaik setiap siswa; jika skor sama, waktu tercepat menang."])
    ws0.append([])
    ws0.append(["Pertanyaan tersulit", "Benar (%)"])
    for q, p in [("Planet terbesar di tata surya?", 92), ("Alat pernapasan ikan?", 88),
                 ("Perubahan wujud dari gas ke cair disebut?", 41), ("Satuan gaya dalam SI?", 37)]:
        ws0.append([q, p])
    ws = wb.create_sheet("Hasil Siswa")
    ws.append(["Nama", "Percobaan ke-", "Skor", "Dari", "Persen", "Waktu", "Selesai pada"])
    base = dt.datetime(2026, 10, 20, 13, 0)
    counter = {}
    rows = []
    for s, sc, t in att:
        counter[s] = counter.get(s, 0) + 1
        rows.append([s, counter[s], sc, 20, "%d%%" % round(sc * 5), "%d:%02d" % (t // 60, t % 60),
                     rnd_time(rng, base, 60 * 24 * 4)])
    rows.sort(key=lambda r: r[6])
    for r in rows:
        r[6] = r[6].strftime("%d/%m/%Y %H:%M")
        ws.append(r)
    ws3 = wb.create_sheet("Papan Peringkat")
    ws3.append(["Peringkat", "Nama", "Skor", "Waktu"])
    lb = sorted(best.items(), key=lambda kv: (-kv[1][0], kv[1][1]))
    for i, (s, (sc, t)) in enumerate(lb[:10], 1):
        ws3.append([i, s, sc, "%d:%02d" % (t // 60, t % 60)])
    save_xlsx(wb, name)
    bs = {s: v[0] for s, v in best.items()}
    entry(name,
          "Wordwall (interactive teaching-resource site, Indonesian UI), Hasil Saya → tugas (assignment) → "
          "Unduh / Export (Excel); a primary school (SD Negeri) in West Java running its class-6 science quiz "
          "competition as a Wordwall assignment",
          "Workbook: a 'Ringkasan' summary sheet (assignment, counts, average, the leaderboard rule, hardest "
          "questions with % correct), a 'Hasil Siswa' sheet with one row per attempt (name, attempt no., score of "
          "20, percent, time, finish time) and a top-10 'Papan Peringkat' sheet.",
          "From memory, unverified: Wordwall assignments record each student's attempts with score and time, "
          "and its leaderboards rank by score with time as tie-breaker; whether the results download is exactly "
          "this workbook (sheet names, columns) is my guess — the search found no Wordwall page.",
          "winner", unique_top(bs),
          "Who won the quiz? Best score per student (leaderboard rule on the summary sheet).",
          students, bs,
          ["several attempts per student: summing attempts makes %s win" % unique_top(tsum),
           "summary sheet first with other numbers (% correct per question)",
           "percent as text '85%'", "times as m:ss"])


# ----------------------------------------------------------------------------------------------
# 14. Opinion Box (Brazil): credit co-op member survey, multi-select one column per option
# ----------------------------------------------------------------------------------------------
def gen_opinionbox():
    name = "OpinionBox_respostas_pesquisa_associados_Cooperativa_Credivale_2026.csv"
    opts = ["Cashback no cartão", "Taxa menor no consignado", "Conta digital para jovens",
            "Seguro agrícola", "Mais agências no interior", "Educação financeira"]
    ags = ["Ag. 0101 Juiz de Fora", "Ag. 0104 Ubá", "Ag. 0107 Muriaé", "Ag. 0112 Cataguases", "Ag. 0115 Leopoldina"]

    def make(rng):
        resp = []
        for _ in range(186):
            k = rng.choice([1, 2, 2, 3, 3])
            ch = set()
            while len(ch) < k:
                ch.add(rng.choices(opts, weights=[20, 23, 12, 18, 14, 10])[0])
            resp.append(ch)
        return resp

    test = [{"Cashback no cartão", "Conta digital para jovens"}] * 14

    def tally(resp):
        return {o: sum(1 for r in resp if o in r) for o in opts}

    def check(resp):
        c = tally(resp)
        w = unique_top(c)
        ct = tally(resp + test)
        return w == opts[1] and unique_top(ct) == opts[0]

    resp = seed_search(make, check, start=1414)
    c = tally(resp)
    rng = random.Random(14140)
    hdr = ["ID da resposta", "Data de início", "Data de conclusão", "Status", "Agência",
           "P1. Há quanto tempo você é associado(a)?"]
    hdr += ["P2. Quais benefícios você mais gostaria que a Credivale oferecesse em 2027? (até 3) - %s" % o for o in opts]
    hdr += ["P2. Outro (especifique)", "P3. De 0 a 10, quanto você recomendaria a Credivale?"]
    out = [hdr]
    allr = [(r, "Completa") for r in resp]
    for k, t in enumerate(test):
        allr.insert(5 + k * 11, (t, "Teste"))
    base = dt.datetime(2026, 9, 8, 8, 0)
    others = ["", "", "", "", "", "", "Pix parcelado", "atendimento pelo WhatsApp", "consórcio de moto",
              "mais cashback", "juros menores"]
    for i, (r, st) in enumerate(allr):
        t0 = rnd_time(rng, base, 60 * 24 * 20)
        t1 = t0 + dt.timedelta(seconds=rng.randrange(90, 900))
        row = ["%d" % (8823100 + i * 7 + rng.randrange(7)), t0.strftime("%d/%m/%Y %H:%M"), t1.strftime("%d/%m/%Y %H:%M"),
               st, rng.choice(ags) if st != "Teste" else "Sede (teste)",
               rng.choice(["Menos de 1 ano", "1 a 3 anos", "3 a 5 anos", "Mais de 5 anos"])]
        row += [o if o in r else "" for o in opts]
        row += [rng.choice(others) if st != "Teste" else "teste", str(rng.choice([6, 7, 8, 8, 9, 9, 10, 10, 5, 3]))]
        out.append(row)
    write_text(name, csv_text(out, delimiter=";"), "cp1252")
    ct = tally(resp + test)
    entry(name,
          "Opinion Box (Brazilian survey platform), Resultados → Exportar respostas (CSV), opened and re-saved "
          "in Excel (Portuguese, Brazil) as 'CSV (separado por vírgulas)'; a credit co-operative (cooperativa de "
          "crédito) in the Zona da Mata of Minas Gerais asking members which benefit to add in 2027",
          "Several questions, one column per option of the multi-select question holding the option's own name "
          "or empty, plus response id, start / end time, status (Completa / Teste), branch, tenure, an 'Outro' "
          "text and a 0–10 recommendation score.",
          "From memory, unverified: the search found no Opinion Box export documentation; 'question - option' "
          "columns for a multi-select, the status column and the Portuguese titles are my approximation. Excel "
          "pt-BR writes ';'-separated CSV in Windows-1252 with CRLF and dd/mm/yyyy hh:mm dates.",
          "winner", unique_top(c),
          "Which benefit was chosen by most members? Count the non-empty cells per option over completed "
          "responses (status 'Teste' excluded).",
          opts, c,
          ["14 test responses (Status 'Teste', branch 'Sede (teste)') tick %s; including them makes it win" % opts[0],
           "'Outro (especifique)' free text mentioning cashback", "0–10 score column is numeric",
           "long question text repeated in every option header"])


# ----------------------------------------------------------------------------------------------
# 15. d6 Communicator (South Africa): school form responses, several questions, ';' and R amounts
# ----------------------------------------------------------------------------------------------
def gen_d6():
    name = "d6_Communicator_Form_Matric_Farewell_2027_Hoerskool_Bergsig.csv"
    themes = ["Great Gatsby / Die Groot Gatsby", "Hollywood Glamour", "Masquerade / Maskerbal",
              "Enchanted Garden / Betowerde Tuin", "Casino Royale"]
    sn = ["van der Merwe", "Botha", "Pretorius", "Nel", "du Plessis", "Mokoena", "Nkosi", "Dlamini", "Naidoo",
          "Smith", "Venter", "Jacobs", "Coetzee", "Khumalo", "Fourie", "Mahlangu", "Steyn", "Kruger"]
    fnl = ["Annika", "Ruan", "Lerato", "Thabo", "Zanele", "Jaco", "Chloé", "Sipho", "Mia", "Wian", "Kayla",
           "Neo", "Liam", "Anri", "Ayesha", "Pieter", "Karabo", "Lize"]
    fnp = ["Elmarie", "Johan", "Nomsa", "Petrus", "Sharon", "Gert", "Thandi", "Riaan", "Marlene", "Sello",
           "Ronel", "Deon", "Priya", "Hennie"]

    def make(rng):
        return rng.choices(themes, weights=[26, 24, 20, 18, 12], k=104)

    def check(v):
        c = {t: v.count(t) for t in themes}
        w = unique_top(c)
        c2 = dict(c)
        c2[themes[1]] += 9
        return w == themes[0] and unique_top(c2) == themes[1] and c[themes[0]] - c[themes[1]] <= 6

    votes = seed_search(make, check, start=1515)
    c = {t: votes.count(t) for t in themes}
    rng = random.Random(15150)
    learners = []
    used = set()
    while len(learners) < len(votes):
        n = "%s %s" % (rng.choice(fnl), rng.choice(sn))
        if n not in used:
            used.add(n)
            learners.append(n)
    base = dt.datetime(2026, 10, 12, 7, 0)
    rows = []
    for l, v in zip(learners, votes):
        parent = "%s %s" % (rng.choice(fnp), l.split(" ", 1)[1])
        amt = rng.choice([250, 300, 350, 400, 500, 750, 1000, 1250])
        rows.append([rnd_time(rng, base, 60 * 24 * 10), parent, l, "11", "11" + rng.choice("ABCDE"),
                     rng.choices(["Yes / Ja", "No / Nee", "Unsure / Onseker"], weights=[85, 5, 10])[0], v, amt,
                     rng.choice(["None / Geen", "None / Geen", "None / Geen", "Vegetarian", "Halaal", "No pork", "Gluten-free"])])
    # second parent of the same learner submitting again (same answers)
    dups = [r for r in rows if r[6] == themes[1]][:9]
    for r in dups:
        r2 = list(r)
        r2[0] = r[0] + dt.timedelta(hours=rng.randint(2, 40))
        r2[1] = "%s %s" % (rng.choice(fnp), r[2].split(" ", 1)[1])
        rows.append(r2)
    rows.sort(key=lambda r: r[0])
    hdr = ["Submitted", "Parent / Ouer", "Learner / Leerder", "Grade / Graad", "Class / Klas",
           "Q1 Will your child attend the Matric Farewell? / Sal u kind die Matriekafskeid bywoon?",
           "Q2 Vote for the theme (one vote per learner) / Stem vir die tema (een stem per leerder)",
           "Q3 Contribution towards decor (R) / Bydrae tot versiering (R)",
           "Q4 Dietary requirements / Dieetvereistes"]
    out = [hdr]
    for r in rows:
        amt = "R %s,00" % ("{:,}".format(r[7]).replace(",", "\u00a0"))
        out.append([r[0].strftime("%Y/%m/%d %H:%M"), r[1], r[2], r[3], r[4], r[5], r[6], amt, r[8]])
    write_text(name, csv_text(out, delimiter=";"), "cp1252")
    raw = {t: sum(1 for r in rows if r[6] == t) for t in themes}
    entry(name,
          "d6 Communicator / d6 School Management (South African school communication app), a parent form "
          "(Forms → responses → Export to Excel) re-saved in Excel (English, South Africa) as CSV; an Afrikaans "
          "and English dual-medium high school's grade-11 parents voting on the 2027 matric farewell theme",
          "Several questions in one export: submitted time, parent, learner, grade, class, an attendance "
          "question (Yes / Ja majority), the theme vote (one vote per learner), a contribution amount 'R 1 250,00' "
          "and dietary requirements; nine learners' second parent submitted the same answers again.",
          "Partly checked: d6's help centre (stored) documents the d6 Communicator app and its parent "
          "communication modules; the forms export itself, its bilingual column titles and the layout are from "
          "memory, unverified. Excel with the en-ZA locale uses ';' as list separator, ',' as decimal separator "
          "and a no-break space for thousands; 'CSV (Comma delimited)' is Windows-1252; CRLF.",
          "winner", unique_top(c),
          "Which theme won, counting one vote per learner as the question says?",
          themes, c,
          ["nine learners voted twice through their second parent (all for %s); counting rows makes it win" % unique_top(raw),
           "attendance question with a large 'Yes / Ja' count", "rand amounts with no-break-space thousands and decimal comma",
           "bilingual option labels with a slash"])


# ----------------------------------------------------------------------------------------------
def main():
    for g in (gen_eitaa, gen_paystack, gen_kaizala, gen_tencent, gen_kehilanet, gen_even3, gen_adda,
              gen_lelong, gen_harbour, gen_cricheroes, gen_findtime, gen_pantip, gen_wordwall, gen_opinionbox,
              gen_d6):
        g()
    assert len(EXPECTED) == 15
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(EXPECTED, f, ensure_ascii=False, indent=2, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
