#!/usr/bin/env python3
"""Blind test set AI: files as people pass them around (gateway logs, printed
legacy reports, OCR output, e-mails, PDF copies, pasted web tables, phone-app
spreadsheets).

Deterministic: fixed seeds, fixed xlsx properties and zip dates.  Standard
library + openpyxl only.  Writes the 15 files and expected.json next to itself.
All names, numbers, phone numbers, e-mails and organisations are invented.
"""
import io
import json
import os
import random
import re
import zipfile
from collections import Counter, OrderedDict, defaultdict

import openpyxl
from openpyxl.styles import Alignment, Font

HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = OrderedDict()


# ----------------------------------------------------------------- helpers
def write_bytes(name, data):
    with open(os.path.join(HERE, name), "wb") as fh:
        fh.write(data)


def write_text(name, text, encoding, newline="\n", bom=False):
    text = text.replace("\r\n", "\n").replace("\n", newline)
    data = text.encode(encoding)
    if bom:
        if encoding.lower().startswith("utf-16"):
            data = b"\xff\xfe" + data
        else:
            data = b"\xef\xbb\xbf" + data
    write_bytes(name, data)


def unique_max(scores):
    best = max(scores.values())
    top = [k for k, v in scores.items() if v == best]
    assert len(top) == 1, ("tie for first", scores)
    return top[0]


FIXED_ZIP_DATE = (2026, 11, 29, 10, 0, 0)


def save_xlsx(wb, name):
    wb.properties.creator = "user"
    wb.properties.lastModifiedBy = "user"
    import datetime as _dt
    fixed = _dt.datetime(2026, 11, 29, 10, 0, 0)
    wb.properties.created = fixed
    wb.properties.modified = fixed
    raw = io.BytesIO()
    wb.save(raw)
    raw.seek(0)
    out = io.BytesIO()
    with zipfile.ZipFile(raw) as zin, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for info in zin.infolist():
            data = zin.read(info.filename)
            if info.filename == "docProps/core.xml":
                s = data.decode("utf-8")
                s = re.sub(r"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)", r"\g<1>2026-11-29T10:00:00Z\g<2>", s)
                s = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)", r"\g<1>2026-11-29T10:00:00Z\g<2>", s)
                data = s.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=FIXED_ZIP_DATE)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = info.external_attr
            zout.writestr(zi, data)
    write_bytes(name, out.getvalue())


def entry(name, tool, shape, evidence, answer, winner, question, candidates, scores, traps,
          aliases=None, acceptable=None, ask_because=None):
    e = OrderedDict()
    e["tool"] = tool
    e["shape"] = shape
    e["format_evidence"] = evidence
    e["answer"] = answer
    e["winner"] = winner
    if aliases:
        e["winner_aliases"] = aliases
    e["acceptable"] = acceptable
    e["ask_because"] = ask_because
    e["question"] = question
    e["candidates"] = candidates
    e["scores"] = scores
    e["traps"] = traps
    EXPECTED[name] = e


def hms(sec):
    return "%02d:%02d:%02d" % (sec // 3600, (sec % 3600) // 60, sec % 60)


# ======================================================= 1. Kannel access log
def f_kannel():
    name = "kannel-access_tuzo-injili_2026-11-22.txt"
    rng = random.Random(1101)
    cands = OrderedDict([
        (1, "Kwaya ya Mt. Cecilia Kariakoo"),
        (2, "Kwaya Kuu AICT Chang'ombe"),
        (3, "Kwaya ya Vijana Mwenge"),
        (4, "Uinjilisti Kijitonyama"),
        (5, "Kwaya ya Mt. Yosefu Tanga"),
    ])
    first_votes = {1: 22, 2: 26, 3: 29, 4: 15, 5: 11}
    prefixes = [("vodacom", "+25575"), ("vodacom", "+25576"), ("tigo", "+25571"),
                ("tigo", "+25565"), ("airtel", "+25568"), ("airtel", "+25578")]
    used = set()

    def new_number():
        while True:
            smsc, p = rng.choice(prefixes)
            n = p + "%07d" % rng.randrange(10 ** 7)
            if n not in used:
                used.add(n)
                return smsc, n

    OPEN, CLOSE = 18 * 3600, 21 * 3600
    msgs = []  # (sec, smsc, number, text)
    spellings = ["INJILI %d", "injili %d", "Injili %d", "INJILI%d", "INJILI %d ", "injili  %d"]
    for c, n in first_votes.items():
        for _ in range(n):
            smsc, num = new_number()
            t = rng.randrange(OPEN + 60, CLOSE - 900)
            if rng.random() < 0.08:  # an unreadable first try, then the real vote
                msgs.append((t, smsc, num, rng.choice(["INJILI TATU", "Injili kwaya", "KURA %d" % c])))
                t += rng.randrange(40, 200)
            msgs.append((t, smsc, num, rng.choice(spellings) % c))
            # repeat senders: the fans of choir 2 keep texting
            if c == 2 and rng.random() < 0.45:
                for _ in range(rng.randrange(1, 4)):
                    t += rng.randrange(120, 1500)
                    msgs.append((min(t, CLOSE - 30), smsc, num, rng.choice(spellings) % 2))
            elif rng.random() < 0.06:
                t += rng.randrange(120, 1500)
                other = rng.choice([k for k in cands if k != c])
                msgs.append((min(t, CLOSE - 30), smsc, num, rng.choice(spellings) % other))
    # people who only chat / never manage a valid vote
    for txt in ["Habari za jioni mtangazaji", "INJILI", "Tuzo ni lini?", "Salamu kwa wote Tanga",
                "INJILI 7", "injili sita", "STOP"]:
        smsc, num = new_number()
        msgs.append((rng.randrange(OPEN, CLOSE), smsc, num, txt))
    # station test before the lines opened, and late votes after closing
    msgs.append((OPEN - 420, "vodacom", "+255754000111", "INJILI 1"))
    msgs.append((OPEN - 380, "vodacom", "+255754000111", "INJILI 1"))
    for _ in range(6):
        smsc, num = new_number()
        msgs.append((CLOSE + rng.randrange(30, 1200), smsc, num, "INJILI %d" % rng.choice([1, 1, 4, 5])))
    msgs.sort(key=lambda m: (m[0], m[2]))

    pat = re.compile(r"^\s*injili\s*([1-5])\s*$", re.I)
    voted = {}
    accepted = Counter()
    naive = Counter()
    lines = []
    fid = 3300100
    for sec, smsc, num, text in msgs:
        m = pat.match(text)
        if m:
            naive[int(m.group(1))] += 1
        if sec < OPEN:
            reply = "Samahani, upigaji kura wa Tuzo za Injili 2026 bado haujaanza. Mistari inafunguliwa saa 12:00 jioni."
        elif sec >= CLOSE:
            reply = "Samahani, upigaji kura umefungwa saa 3:00 usiku. Asante kwa kusikiliza Radio Sauti ya Pwani FM."
        elif not m:
            reply = "Samahani, ujumbe wako haueleweki. Tuma INJILI ikifuatiwa na namba ya kwaya (1-5) kwenda 15567."
        elif num in voted:
            reply = "Samahani, namba hii tayari imepiga kura. Kura moja tu kwa kila namba ya simu."
        else:
            c = int(m.group(1))
            voted[num] = c
            accepted[c] += 1
            reply = "Asante! Kura yako kwa %d. %s imepokelewa. Tuzo za Injili 2026 - Radio Sauti ya Pwani FM." % (c, cands[c])
        ts = "2026-11-22 " + hms(sec)
        lines.append("%s Receive SMS [SMSC:%s] [SVC:] [ACT:] [BINF:] [FID:] [META:] [from:%s] [to:15567] "
                     "[flags:-1:0:-1:0:-1] [msg:%d:%s] [udh:0:]" % (ts, smsc, num, len(text.encode()), text))
        fid += rng.randrange(1, 9)
        ts2 = "2026-11-22 " + hms(sec + rng.randrange(1, 3))
        lines.append("%s Sent SMS [SMSC:%s] [SVC:injili] [ACT:] [BINF:] [FID:%d] [META:] [from:15567] [to:%s] "
                     "[flags:-1:0:-1:0:19] [msg:%d:%s] [udh:0:]" % (ts2, smsc, fid, num, len(reply.encode()), reply))
    # keep chronological order of the log lines (replies interleave)
    lines.sort(key=lambda l: l[:19])
    write_text(name, "\n".join(lines) + "\n", "ascii")

    scores = OrderedDict((cands[k], accepted[k]) for k in cands)
    naive_s = {cands[k]: naive[k] for k in cands}
    w = unique_max(scores)
    assert unique_max(naive_s) != w, (scores, naive_s)
    entry(name,
          "Kannel 1.4 (open-source WAP/SMS gateway), bearerbox access log (access-log file) of the shortcode 15567, "
          "copied off the server by the station's IT man and renamed .txt; a Dar es Salaam community gospel radio "
          "('Radio Sauti ya Pwani FM', invented) running the SMS vote for 'Kwaya Bora' of its Tuzo za Injili 2026",
          "SMS gateway log: one 'Receive SMS' line per incoming text (time, SMSC, sender, keyword + choir number) "
          "each followed by the service's 'Sent SMS' reply, which names the choir on an accepted vote and rejects "
          "repeat senders, garbled texts, the station's test before opening and late texts.",
          "checked: Kannel user guide, Appendix E 'Log files' (bearerbox access log line 'date Sent SMS [SMSC:] [SVC:] "
          "[from:] [to:] [flags:] [msg:len:text] [udh:]', manualslib / Debian userguide.xml); unverified: the extra "
          "[ACT:] [BINF:] [FID:] [META:] fields of 1.4.x and the flags values are from memory",
          "winner", w,
          "Most accepted SMS votes, one vote per phone number (the service's own replies say repeat numbers are "
          "refused); count the first valid 'INJILI n' per number between opening and closing",
          list(cands.values()), scores,
          ["repeat texts from the same number (refused by the service) make another choir lead if every message is counted",
           "replies ('Sent SMS') repeat the choir name", "station test before opening, late texts after closing",
           "garbled keywords ('INJILI TATU', 'KURA 3')", "votes are digits 1-5, the names only appear in the replies"],
          )


# ================================================ 2. Africa's Talking USSD log
def f_ussd():
    name = "ussd_callbacks_machakos_music_fest_2026.csv"
    rng = random.Random(2202)
    choirs = ["Mlolongo Catholic Choir", "Kangundo AIC Youth Choir", "Machakos Boys Alumni Choir",
              "Tala Gospel Singers"]
    solos = ["Mwende Kioko", "Brian Musyoka", "Faith Ndinda", "Kalonzo Mutua Jr."]
    # planned confirmed votes per category; abandoned / cancelled heavy on some options
    plan_choir = [10, 13, 12, 6]
    plan_solo = [11, 7, 10, 6]
    extra_choir = {0: (0, 1), 1: (1, 1), 2: (5, 2), 3: (0, 0)}  # (cancelled, abandoned)
    extra_solo = {0: (1, 1), 1: (4, 3), 2: (1, 0), 3: (0, 1)}
    nets = [("63902", "+254722"), ("63902", "+254711"), ("63902", "+254799"), ("63903", "+254733"),
            ("63903", "+254750"), ("63907", "+254771")]
    numbers = []
    seen = set()
    while len(numbers) < 120:
        code, p = rng.choice(nets)
        n = p + "%06d" % rng.randrange(10 ** 6)
        if n not in seen:
            seen.add(n)
            numbers.append((code, n))
    welcome = "CON Karibu Machakos Music Fest 2026 - People's Choice\n1. Best Choir\n2. Best Solo Artist"

    def menu(cat):
        lst = choirs if cat == 1 else solos
        title = "Chagua kwaya:" if cat == 1 else "Chagua msanii:"
        return "CON " + title + "\n" + "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(lst))

    sessions = []  # list of (number, cat, option index, outcome)
    pool = list(numbers)
    rng.shuffle(pool)
    choir_voters = pool[:sum(plan_choir)]
    pool2 = list(numbers)
    rng.shuffle(pool2)
    solo_voters = pool2[:sum(plan_solo)]
    i = 0
    for opt, n in enumerate(plan_choir):
        for _ in range(n):
            sessions.append((choir_voters[i], 1, opt, "ok"))
            i += 1
    i = 0
    for opt, n in enumerate(plan_solo):
        for _ in range(n):
            sessions.append((solo_voters[i], 2, opt, "ok"))
            i += 1
    for cat, extra in ((1, extra_choir), (2, extra_solo)):
        for opt, (canc, aband) in extra.items():
            for _ in range(canc):
                sessions.append((rng.choice(numbers), cat, opt, "cancel"))
            for _ in range(aband):
                sessions.append((rng.choice(numbers), cat, opt, "abandon"))
    # repeat attempts by people who already voted (refused at confirmation)
    for _ in range(3):
        who = rng.choice(choir_voters)
        sessions.append((who, 1, 1, "dup"))
    for _ in range(2):
        who = rng.choice(solo_voters)
        sessions.append((who, 2, 1, "dup"))
    for _ in range(2):
        sessions.append((rng.choice(numbers), rng.choice([1, 2]), 6, "invalid"))
    rng.shuffle(sessions)
    # give times; 'ok' session of a voter must come before their 'dup' session
    start = 19 * 3600
    timed = []
    for k, s in enumerate(sessions):
        timed.append([start + k * 26 + rng.randrange(0, 20), s])
    first_ok = {}
    for t, s in timed:
        if s[3] == "ok":
            first_ok[(s[0][1], s[1])] = t
    for item in timed:
        t, s = item
        if s[3] == "dup":
            t0 = first_ok[(s[0][1], s[1])]
            if t <= t0:
                item[0] = t0 + 300 + rng.randrange(0, 600)
    timed.sort(key=lambda x: x[0])

    rows = [["received_at", "sessionId", "serviceCode", "phoneNumber", "networkCode", "text", "response"]]
    confirmed = {1: Counter(), 2: Counter()}
    naive = {1: Counter(), 2: Counter()}
    voted = set()
    for t, (numinfo, cat, opt, outcome) in timed:
        code, num = numinfo
        sid = "ATUid_%032x" % rng.getrandbits(128)
        lst = choirs if cat == 1 else solos
        steps = [("", welcome), (str(cat), menu(cat))]
        sec = t
        if outcome == "invalid":
            steps.append(("%d*%d" % (cat, opt + 1), "END Chaguo si sahihi. Tafadhali piga *384*2026# tena."))
        else:
            naive[cat][opt] += 1
            steps.append(("%d*%d" % (cat, opt + 1),
                          "CON Thibitisha kura yako kwa %s?\n1. Ndiyo\n2. Hapana" % lst[opt]))
            if outcome == "cancel":
                steps.append(("%d*%d*2" % (cat, opt + 1), "END Kura yako imeghairiwa. Asante."))
            elif outcome in ("ok", "dup"):
                key = (num, cat)
                if key in voted:
                    steps.append(("%d*%d*1" % (cat, opt + 1),
                                  "END Samahani, namba hii tayari imepiga kura ya %s."
                                  % ("Best Choir" if cat == 1 else "Best Solo Artist")))
                else:
                    voted.add(key)
                    confirmed[cat][opt] += 1
                    steps.append(("%d*%d*1" % (cat, opt + 1),
                                  "END Asante! Kura yako kwa %s imehifadhiwa. Machakos Music Fest 2026." % lst[opt]))
        for txt, resp in steps:
            rows.append(["2026-11-28 " + hms(sec), sid, "*384*2026#", num, code, txt, resp])
            sec += rng.randrange(4, 14)
    out = io.StringIO()
    import csv
    csv.writer(out, lineterminator="\r\n").writerows(rows)
    # csv module writes \r\n row ends; embedded newlines in responses stay \n
    data = out.getvalue().encode("utf-8")
    write_bytes(name, data)

    sc_choir = OrderedDict((choirs[i], confirmed[1][i]) for i in range(4))
    sc_solo = OrderedDict((solos[i], confirmed[2][i]) for i in range(4))
    w1, w2 = unique_max(sc_choir), unique_max(sc_solo)
    n1 = unique_max({choirs[i]: naive[1][i] for i in range(4)})
    n2 = unique_max({solos[i]: naive[2][i] for i in range(4)})
    assert n1 != w1 and n2 != w2, (sc_choir, naive)
    entry(name,
          "Africa's Talking USSD API (Kenya), shortcode *384*2026#: the festival app's own callback log (every POST "
          "from Africa's Talking — sessionId, serviceCode, phoneNumber, networkCode, text — with the CON/END response "
          "the app returned), written with Python's csv module and mailed to the organisers; an invented county music "
          "festival in Machakos running a People's Choice vote in two categories",
          "USSD gateway log: one row per callback step of each session (empty text, '1', '1*3', '1*3*1'), so one "
          "vote spans 3-4 rows; the END response confirms, cancels or refuses it; two award categories in one file.",
          "checked: Africa's Talking USSD callback parameters (sessionId, serviceCode, phoneNumber, networkCode, "
          "text with '*'-joined inputs) and the CON / END response convention (Africa's Talking SDK docs on hexdocs / "
          "pkg.go.dev and tutorials); unverified: the log layout itself is the (invented) app's own, as a developer "
          "would write it",
          "ask", None,
          "Two award categories of equal standing (Best Choir, Best Solo Artist) in one log; within each, count END "
          "'Asante! Kura yako kwa ... imehifadhiwa' confirmations (one per phone and category)",
          OrderedDict([("Best Choir", choirs), ("Best Solo Artist", solos)]),
          OrderedDict([("Best Choir", sc_choir), ("Best Solo Artist", sc_solo)]),
          ["two categories of equal standing, each with its own winner",
           "one vote spans several rows (CON menu steps); counting rows or '1*n' selections counts cancelled and "
           "abandoned sessions and gives other leaders",
           "cancelled ('*2') and refused repeat sessions", "candidate names only in the response text, with embedded newlines"],
          acceptable=OrderedDict([("Best Choir", w1), ("Best Solo Artist", w2)]),
          ask_because="The log holds two People's Choice categories of equal standing, each with a different winner, "
                      "and nothing says which one the user wants.")


# ================================================ 3. z/OS COBOL report (cp932)
def dw(s):
    return len(s.encode("cp932"))


def lpad(s, w):
    return s + " " * (w - dw(s))


def rpad(s, w):
    return " " * (w - dw(s)) + s


def f_zos():
    name = "KMB310R_委員長選挙_開票集計表.txt"
    cands = ["山口　健太郎", "佐々木　美穂", "大西　剛"]
    branches = [
        ("101", "本店営業部", [412, 287, 190, 12, 9]),
        ("205", "北部ブロック支部", [251, 339, 118, 8, 5]),
        ("310", "南部ブロック支部", [198, 276, 141, 10, 4]),
        ("420", "事務センター支部", [166, 187, 97, 6, 3]),
    ]
    members = {"101": 1046, "205": 812, "310": 731, "420": 511}
    others = ["白票", "無効"]
    W = 118

    def header(page):
        l1 = "1KMB310R  " + lpad("みなと信和銀行従業員組合　第４２期中央執行委員長選挙　開票集計表", 74) + \
             "作成日 2026/11/20  PAGE" + "%5d" % page
        return [l1,
                "0  " + lpad("支部CD", 8) + lpad("支部名", 22) + lpad("候補者", 20) + rpad("得票数", 10) + rpad("得票率(%)", 12),
                " " + "-" * (W - 1)]

    def num(n):
        return "{:,}".format(n)

    lines = []
    page = 0
    totals = [0] * 5
    for code, bname, v in branches:
        page += 1
        lines += header(page)
        valid = sum(v[:3])
        for i, c in enumerate(cands + others):
            pct = "%.1f" % (100.0 * v[i] / valid) if i < 3 else ""
            lines.append("   " + lpad(code if i == 0 else "", 8) + lpad(bname if i == 0 else "", 22) + lpad(c, 20)
                         + rpad(num(v[i]), 10) + rpad(pct, 12))
            totals[i] += v[i]
        lines.append("0  " + " " * 30 + lpad("＊有効投票計＊", 20) + rpad(num(valid), 10) + rpad("100.0", 12))
        lines.append("   " + " " * 30 + lpad("＊投票総数＊", 20) + rpad(num(sum(v)), 10))
        lines.append("   " + " " * 30 + lpad("組合員数", 20) + rpad(num(members[code]), 10)
                     + rpad("投票率 %.1f" % (100.0 * sum(v) / members[code]), 12))
    page += 1
    lines += header(page)
    lines.append("0  " + lpad("", 8) + lpad("＊＊＊　全支部合計　＊＊＊", 42))
    valid = sum(totals[:3])
    for i, c in enumerate(cands + others):
        pct = "%.1f" % (100.0 * totals[i] / valid) if i < 3 else ""
        lines.append("   " + lpad("", 30) + lpad(c, 20) + rpad(num(totals[i]), 10) + rpad(pct, 12))
    lines.append("0  " + " " * 30 + lpad("＊有効投票計＊", 20) + rpad(num(valid), 10) + rpad("100.0", 12))
    lines.append("   " + " " * 30 + lpad("＊投票総数＊", 20) + rpad(num(sum(totals)), 10))
    allm = sum(members.values())
    lines.append("   " + " " * 30 + lpad("組合員数", 20) + rpad(num(allm), 10)
                 + rpad("投票率 %.1f" % (100.0 * sum(totals) / allm), 12))
    lines.append("-  " + "選挙管理委員会規程第１８条により、有効投票の最多数を得た者を当選者とする。")
    lines.append("0  ＊＊＊　END OF REPORT　＊＊＊　  KMB310R  RC=0000")
    write_text(name, "\n".join(lines) + "\n", "cp932", newline="\r\n")

    scores = OrderedDict((cands[i], totals[i]) for i in range(3))
    w = unique_max(scores)
    first_branch = {cands[i]: branches[0][2][i] for i in range(3)}
    assert unique_max(first_branch) != w
    entry(name,
          "IBM z/OS batch job (COBOL program KMB310R) on the bank's mainframe, SYSOUT held in JES, printed to a data "
          "set from SDSF (XDC) and fetched to a PC by FTP in ASCII mode (EBCDIC/DBCS → Shift-JIS), ASA carriage "
          "control kept in column 1; the election committee of an invented Japanese regional bank's employees' union "
          "counting the vote for the central executive chair (中央執行委員長)",
          "Printed count report: one page per union branch (candidates, blank and invalid votes, valid-vote subtotal, "
          "turnout), then a grand-total page; ASA control characters '1' '0' '-' ' ' in the first column.",
          "checked: ASA carriage-control characters (' ', '0', '-', '1', '+') in IBM z/OS 'asa' documentation and "
          "POSIX asa(1); unverified: the SDSF print-to-data-set + FTP route keeping column 1, and the DBCS→Shift-JIS "
          "conversion without SO/SI, are from memory; the report layout is invented",
          "winner", w,
          "Most valid votes over all branches (the report's grand-total page; the note cites the rule: most valid votes wins)",
          cands, scores,
          ["the first page (head-office branch) has another leader", "subtotal lines (有効投票計, 投票総数, 組合員数) per page",
           "blank (白票) and invalid (無効) rows look like candidates", "ASA control characters in column 1",
           "double-width Shift-JIS characters in a fixed-width layout", "thousands commas in the totals"])


# ============================================ 4. Rocket UniVerse RetrieVe report
def f_universe():
    name = "LISTE_DOTATION_COUPS_DE_COEUR_2027.txt"
    rng = random.Random(4404)
    projets = ["Epicerie solidaire Passerelle", "Jardins partagés des Canuts", "Atelier vélo Croix-Rousse",
               "Chorale des aînés Bellecour", "Foot féminin AS Vaise"]
    nomsf = ["DURAND", "MARTIN", "BERNARD", "PETIT", "ROBERT", "RICHARD", "MOREAU", "LAURENT", "SIMON",
             "MICHEL", "LEFÈVRE", "GARCIA", "DAVID", "BERTRAND", "ROUX", "VINCENT", "FOURNIER", "MOREL",
             "GIRARD", "ANDRÉ", "MERCIER", "DUPONT", "LAMBERT", "BONNET", "FRANÇOIS", "MARTINEZ", "LEGRAND",
             "GARNIER", "FAURE", "ROUSSEAU", "BLANC", "GUÉRIN", "MULLER", "HENRY", "ROUSSEL", "NICOLAS",
             "PERRIN", "MORIN", "MATHIEU", "CLÉMENT", "GAUTHIER", "DUMONT", "LOPEZ", "FONTAINE", "CHEVALIER"]
    prenoms = ["Hélène", "Jérôme", "Françoise", "Loïc", "Amélie", "Benoît", "Cécile", "Noël", "Agnès", "Raphaël",
               "Élodie", "Gaëlle", "Thérèse", "Joël", "Maëlys", "René", "Solène", "Stéphane", "Inès", "Frédéric"]
    rows = []  # (id, projet, sociétaire, points)
    vid = 1000
    members = set()
    # styles of members: spreaders give 1 point to many projects; fans give 4-5 to one
    for k in range(62):
        while True:
            nm = "%s %s" % (rng.choice(nomsf), rng.choice(prenoms))
            if nm not in members:
                members.add(nm)
                break
        r = rng.random()
        if r < 0.35:  # fans of the bike workshop or the choir
            fav = 2
            alloc = {fav: 5} if rng.random() < 0.6 else {fav: 4, rng.choice([1, 3, 4]): 1}
        elif r < 0.8:  # spreaders: many give one point to the solidarity grocery
            ks = [0] + rng.sample([1, 3, 4], rng.choice([2, 3]))
            alloc = {}
            left = 5
            for j, p in enumerate(ks):
                give = left if j == len(ks) - 1 else 1
                alloc[p] = alloc.get(p, 0) + give
                left -= give
        else:
            a, b = rng.sample(range(5), 2)
            alloc = {a: 3, b: 2}
        for p, pts in alloc.items():
            if pts > 0:
                vid += rng.randrange(1, 4)
                rows.append(("V%05d" % vid, p, nm, pts))
    rows.sort(key=lambda r: (projets[r[1]], r[2]))
    pts = Counter()
    cnt = Counter()
    for _, p, _, n in rows:
        pts[p] += n
        cnt[p] += 1
    scores = OrderedDict((projets[p], pts[p]) for p in range(5))
    w = unique_max(scores)
    wc = unique_max({projets[p]: cnt[p] for p in range(5)})
    assert w != wc, (scores, cnt)

    def head(page):
        return ["CAISSE LOCALE LYON-NORD - DOTATION COUPS DE COEUR 2027 - CUMUL DES POINTS PAR PROJET"
                "   Page %4d   14:06:52  27 NOV 2026" % page,
                "(chaque sociétaire répartit 5 points ; le projet qui totalise le plus de points reçoit la dotation)",
                "",
                "VOTES.DOTATION  Projet.......................  Sociétaire..............  Points",
                ""]
    out = []
    page = 1
    out += head(page)
    nlines = 0
    cur = None
    for i, (rid, p, nm, n) in enumerate(rows):
        if cur is not None and p != cur:
            out.append(" " * 16 + "*" * 29 + " " * 27 + "------")
            out.append(" " * 16 + "***" + " " * 53 + "%6d" % pts[cur])
            out.append("")
            nlines += 3
        cur = p
        out.append("%-16s%-31s%-26s%6d" % (rid, projets[p][:29], nm[:24], n))
        nlines += 1
        if nlines > 46:
            out.append("\f")
            page += 1
            out += head(page)
            nlines = 0
    out.append(" " * 16 + "*" * 29 + " " * 27 + "------")
    out.append(" " * 16 + "***" + " " * 53 + "%6d" % pts[cur])
    out.append("")
    out.append(" " * 76 + "======")
    out.append(" " * 76 + "%6d" % sum(pts.values()))
    out.append("")
    out.append("%d records listed." % len(rows))
    out.append(">")
    text = "SORT VOTES.DOTATION BY PROJET BY SOCIETAIRE BREAK.ON PROJET SOCIETAIRE TOTAL POINTS LPTR\n" + "\n".join(out) + "\n"
    write_text(name, text, "iso-8859-1")
    entry(name,
          "Rocket UniVerse (Pick-style multivalue database) on the mutual bank's AIX host, RetrieVe query 'SORT "
          "VOTES.DOTATION BY PROJET ... BREAK.ON PROJET ... TOTAL POINTS', output captured from the terminal session "
          "(telnet client log) and mailed; an invented local branch (caisse locale) of a French mutual bank whose "
          "members share 5 points each among local associations' projects",
          "Long format printed by a report writer: one line per member and project with the points given, a '***' "
          "break line with the project subtotal after each project, page headers repeated, a grand total and "
          "'N records listed.'",
          "unverified: RetrieVe's report layout (dotted column headings from the dictionary, '***' break lines with "
          "TOTAL subtotals, '====' grand total, 'n records listed.') is from memory; search found nothing specific",
          "winner", w,
          "Most points (the heading says each member shares 5 points and the project with most points gets the grant)",
          projets, scores,
          ["counting lines (members who gave a project any point) gives another project",
           "break/subtotal lines ('***') and the grand total", "page header repeated after a form feed",
           "project names truncated to the column width"])


# ====================================================== 5. CamScanner OCR text
def f_camscanner():
    name = "CamScanner 22-11-2026 21.47_OCR.txt"
    cands = ["DEDI SUPRIATNA", "HENDRA GUNAWAN", "Hj. NENG KURNIASIH", "ASEP SAEPUDIN"]
    true = [90, 118, 112, 31]
    ocr = ["9O", "1l8", "112", "3l"]
    sah = sum(true)
    tidak = 7
    lines = [
        "PANITIA PEMILIHAN KETUA RT 007 / RW 003",
        "KELURAHAN SUKALUYU - KECAMATAN CIBEUNYING KALER",
        "KOTA BANDUNG",
        "",
        "BERITA ACARA",
        "PENGHITUNGAN SUARA PEMILIHAN KETUA RT 007 MASA BAKTI 2027 - 2O30",
        "",
        "Pada hari ini Minggu tanggal 22 November 2026 bertempat di Balai Warga RT 007,",
        "telah dilaksanakan penghitungan suara Pemilihan Ketua RT 007 / RW 003 yang",
        "disaksikan oleh para saksi calon dan warga, dengan hasil sebagai berikut :",
        "",
        "No  | Nama Calon               Jumlah Suara     Keterangan",
        "",
    ]
    for i, c in enumerate(cands):
        sp = " " * (26 - len(c))
        lines.append("%d.  %s%s%s        %s" % (i + 1, c, sp, ocr[i], "" if i != 1 else "( seratus delapan belas )"))
    lines += [
        "",
        "    Jumlah suara sah         %d" % sah,
        "    Suara tidak sah          %d" % tidak,
        "    Jumlah seluruhnya        %d" % (sah + tidak),
        "    Jumlah DPT (KK)          41O",
        "",
        "Berdasarkan hasil tersebut di atas, calon dengan suara terbanyak ditetapkan",
        "sebagai Ketua RT 007 terpilih untuk masa bakti 2027 - 2O30.",
        "",
        "Bandung, 22 November 2026",
        "",
        "Ketua Panitia                         Sekretaris",
        "",
        "( UJANG SURYANA )                     ( RINA MARLIANA )",
        "",
        "Saksi-saksi :  1. ...........   2. ...........   3. ........... 4. ..........",
        "Mengetahui, Ketua RW 003",
    ]
    write_text(name, "\n".join(lines) + "\n", "utf-8", newline="\r\n", bom=True)
    scores = OrderedDict(zip(cands, true))
    w = unique_max(scores)
    # a reader that drops unreadable numbers ('1l8', '9O', '3l') keeps only 112
    entry(name,
          "CamScanner (Android phone scanner app, Indonesian UI): photo of the signed count record → 'Ekstrak Teks' "
          "(OCR) → share/export as .txt; the secretary of an invented Bandung neighbourhood (RT 007 / RW 003) sends "
          "the result of the neighbourhood-head (Ketua RT) election to the ward office",
          "OCR'd count record: title block and prose, a small table (number, candidate, votes) with OCR confusions "
          "in the numbers (O for 0, l for 1), then valid / invalid / total rows, the number of households and "
          "signature lines.",
          "unverified: CamScanner's OCR text export (UTF-8 with BOM, CRLF) is from memory; the O/0 and l/1 "
          "confusions are typical OCR errors; the 'berita acara' layout is invented in the usual style",
          "winner", "HENDRA GUNAWAN",
          "Most votes (the record says the candidate with most votes is elected)",
          cands, scores,
          ["the winner's count is OCR'd as '1l8' (118); a reader that drops unreadable numbers picks Hj. NENG KURNIASIH (112)",
           "'9O' and '3l' for 90 and 31", "rows 'Jumlah suara sah', 'Suara tidak sah', 'Jumlah seluruhnya', 'Jumlah DPT'",
           "words of the number in brackets next to the winner", "prose and signature block around the table"])
    assert w == "HENDRA GUNAWAN"


# ============================================ 6. ABBYY FineReader → Excel (xlsx)
def f_finereader():
    name = "Ergebnisliste_Kategorie_B2_Kammerchoere.xlsx"
    choirs = [
        ("Vokalensemble Lichtblick", "Lindau", [21.5, 22.0, 21.0, 22.5, 21.5]),
        ("Kammerchor Cantus Novus", "Kempten", [21.0, 21.0, 25.0, 20.5, 21.5]),
        ("Junger Chor Allgäu", "Memmingen", [21.0, 21.5, 21.5, 20.5, 22.0]),
        ("ensemble vox humana", "Kaufbeuren", [19.5, 20.0, 20.5, 20.0, 19.0]),
        ("Frauenkammerchor Sonnenwind", "Sonthofen", [20.0, 20.5, 20.0, 21.0, 20.5]),
        ("Kammerchor St. Lorenz", "Kempten", [18.5, 19.0, 19.5, 18.0, 19.0]),
        ("Männerensemble Iller-Quint", "Immenstadt", [17.5, 18.5, 18.0, 19.0, 18.5]),
    ]
    def trimmed(m):
        s = sorted(m)
        return sum(s[1:-1]) / 3.0
    res = [(c, o, m, round(trimmed(m), 2)) for c, o, m in choirs]
    res.sort(key=lambda r: -r[3])
    scores = OrderedDict((c, round(t, 2)) for c, o, m, t in res)
    w = unique_max(scores)
    plain = {c: sum(m) / 5 for c, o, m in choirs}
    assert unique_max(plain) != w, plain

    def de(x, nd=1):
        return ("%.*f" % (nd, x)).replace(".", ",")

    def pred(t):
        return "mit hervorragendem Erfolg" if t >= 21 else ("mit sehr gutem Erfolg" if t >= 19 else "mit gutem Erfolg")

    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Seite 1"
    ws["A1"] = "8. Schwäbischer Chorwettbewerb 2026"
    ws.merge_cells("A1:K1")
    ws["A2"] = "Kategorie B2 – Kammerchöre (bis 24 Sängerinnen und Sänger)   ·   Wertungssingen am 14. November 2026, Kempten"
    ws.merge_cells("A2:K2")
    ws["A1"].font = Font(bold=True, size=14)
    ws["A1"].alignment = Alignment(horizontal="center")
    ws["A2"].alignment = Alignment(horizontal="center")
    ws["A4"], ws["B4"], ws["C4"], ws["D4"], ws["E4"] = "Platz", "Start-\nNr.", "Chor", "Ort", "Wertungen der Jury"
    ws.merge_cells("E4:I4")
    ws["J4"], ws["K4"] = "Ergebnis*", "Prädikat"
    for col, t in zip("EFGHI", ["J 1", "J 2", "J 3", "J 4", "J 5"]):
        ws[col + "5"] = t
    for c in "ABCDEFGHIJK":
        ws[c + "4"].font = Font(bold=True)
        ws[c + "5"].font = Font(bold=True)
    startnr = {c: n for n, (c, o, m) in enumerate(choirs, start=3)}
    r = 6
    for place, (c, o, m, t) in enumerate(res, start=1):
        ws.cell(r, 1, "%d." % place)
        ws.cell(r, 2, startnr[c])
        ws.cell(r, 3, c)
        ws.cell(r, 4, o)
        for j, x in enumerate(m):
            # FineReader recognised some marks as numbers and some as text
            ws.cell(r, 5 + j, x if (r + j) % 3 == 0 else de(x))
        ws.cell(r, 10, de(t, 2))
        ws.cell(r, 11, pred(t))
        r += 1
    r += 1
    ws.cell(r, 1, "* Die höchste und die niedrigste Wertung werden gestrichen; das Ergebnis ist der Mittelwert der "
                  "drei verbleibenden Wertungen (max. 25 Punkte). Bei Punktgleichheit entscheidet die Jury.")
    ws.merge_cells(start_row=r, start_column=1, end_row=r, end_column=11)
    ws.cell(r + 1, 1, "Jury: Prof. Dr. Annette Kießling (Vorsitz), Tomás Ferreira, Ulrike Bräm, Jan Vondráček, Miriam Schöll")
    ws.merge_cells(start_row=r + 1, start_column=1, end_row=r + 1, end_column=11)
    ws.cell(r + 3, 1, "Kempten, 14.11.2026        gez. Annette Kießling")
    for col, wdt in zip("ABCDEFGHIJK", [7, 7, 32, 14, 6, 6, 6, 6, 6, 10, 26]):
        ws.column_dimensions[col].width = wdt
    save_xlsx(wb, name)
    entry(name,
          "ABBYY FineReader PDF (Windows, German UI): the jury's signed result list, scanned, → 'In Microsoft Excel "
          "konvertieren'; the secretary of an invented Swabian choir association putting the results of its choir "
          "competition (category B2, chamber choirs) on the association's website",
          "Results sheet from a scan: merged title lines, a two-row header (merged 'Wertungen der Jury' over J 1–J 5), "
          "place, start number, choir, town, five marks, the result and a rating; a footnote says highest and lowest "
          "marks are dropped; marks partly numbers, partly text with decimal commas.",
          "unverified: FineReader's Excel output (sheet name, merged title cells, numbers kept as text when the "
          "recognised string has a decimal comma) is from memory; search not attempted beyond the tool list",
          "winner", w,
          "Best 'Ergebnis' = mean of the five marks without the highest and lowest (footnote); Platz 1.",
          [c for c, o, m in choirs], scores,
          ["plain mean (or sum) of J 1–J 5 puts Kammerchor Cantus Novus first because of one 25,0",
           "'Platz' column where 1 is best", "marks stored as text with decimal commas, mixed with numbers",
           "two-row header with merged cells", "footnote and jury lines below the table"])


# ======================================================== 7. Mutt saved message
def f_mutt():
    name = "mutt_saved_wyniki_glosowania_projekt_2027.txt"
    rng = random.Random(7707)
    projekty = ["Laser CO2 60 W", "Drukarka 3D wielkoformatowa", "Stanowisko lutownicze z mikroskopem",
                "Rozbudowa warsztatu stolarskiego"]
    n_members = 37
    pts = Counter()
    ppl = Counter()
    for k in range(n_members):
        r = rng.random()
        if r < 0.35:
            alloc = {0: 10} if rng.random() < 0.6 else {0: 8, 2: 2}
        elif r < 0.75:
            alloc = {2: 4, 1: 3, 3: 3} if rng.random() < 0.5 else {2: 5, 1: 5}
        else:
            a, b = rng.sample(range(4), 2)
            alloc = {a: 6, b: 4}
        for p, n in alloc.items():
            pts[p] += n
            ppl[p] += 1
    sp = OrderedDict((projekty[i], pts[i]) for i in range(4))
    sv = OrderedDict((projekty[i], ppl[i]) for i in range(4))
    wp, wv = unique_max(sp), unique_max(sv)
    assert wp != wv, (sp, sv)
    rows = sorted(range(4), key=lambda i: -pts[i])
    table = ["+----+--------------------------------------+--------+---------+",
             "| Lp | Projekt                              | Punkty | Glosuj. |".replace("Glosuj.", "Głosuj."),
             "+----+--------------------------------------+--------+---------+"]
    for k, i in enumerate(rows, 1):
        table.append("| %2d | %-36s | %6d | %7d |" % (k, projekty[i], pts[i], ppl[i]))
    table.append("+----+--------------------------------------+--------+---------+")
    table.append("|    | %-36s | %6d |         |" % ("RAZEM (%d kart, po 10 pkt)" % n_members, sum(pts.values())))
    table.append("+----+--------------------------------------+--------+---------+")
    body = """From kasia.wrobel@warsztat-lodz.org.pl  Fri Nov 27 22:41:07 2026
Return-Path: <kasia.wrobel@warsztat-lodz.org.pl>
Received: from mail.warsztat-lodz.org.pl (mail.warsztat-lodz.org.pl [203.0.113.24])
	by mx.poczta-local.pl (Postfix) with ESMTPS id 4Qx7Tz1Lh3z9vK
	for <zarzad@warsztat-lodz.org.pl>; Fri, 27 Nov 2026 22:41:05 +0100 (CET)
Date: Fri, 27 Nov 2026 22:41:02 +0100
From: Katarzyna =?iso-8859-2?Q?Wr=F3bel?= <kasia.wrobel@warsztat-lodz.org.pl>
To: zarzad@warsztat-lodz.org.pl
Cc: Tomasz =?iso-8859-2?Q?Ko=B3odziej?= <t.kolodziej@warsztat-lodz.org.pl>
Subject: Re: [zarzad] Wyniki =?iso-8859-2?Q?g=B3osowania?= - projekt roku 2027
Message-ID: <20261127214102.GA3127@warsztat-lodz.org.pl>
References: <20261126190544.GB1874@warsztat-lodz.org.pl>
In-Reply-To: <20261126190544.GB1874@warsztat-lodz.org.pl>
MIME-Version: 1.0
Content-Type: text/plain; charset=iso-8859-2
Content-Disposition: inline
Content-Transfer-Encoding: 8bit
User-Agent: Mutt/2.2.12 (2023-09-09)
Status: RO
Content-Length: 2214
Lines: 52

Cześć,

głosowanie zamknięte wczoraj o 20:00, karty policzyłam razem z Tomkiem.
Każdy członek miał 10 punktów do rozdzielenia między projekty (można było
dać wszystko na jeden). Oddano %d kart, wszystkie ważne.

%s

Kolumna "Głosuj." to liczba osób, które dały projektowi choć 1 punkt.

I tu jest problem, o którym pisał Tomek: §14 ust. 2 statutu mówi, że
zarząd przyjmuje projekt roku "większością głosów członków", a nikt nie
ustalił, czy liczymy punkty, czy osoby. Po punktach wygrywa %s,
po liczbie osób %s. Proszę, żeby zarząd rozstrzygnął na
wtorkowym zebraniu, co bierzemy - ja nie chcę tego decydować sama.

Pozdrawiam,
Kasia

-- 
Katarzyna Wróbel, sekretarz
Stowarzyszenie Warsztat Łódź - hackerspace, ul. Tymienieckiego 25/3

On Thu, Nov 26, 2026 at 08:05:44PM +0100, Tomasz Kołodziej wrote:
> Hej, zanim ogłosimy wynik: w regulaminie głosowania jest "10 punktów
> do rozdzielenia", a statut mówi o "większości głosów". Dla mnie
> głos = osoba. Policzmy obie rzeczy i niech zarząd zdecyduje.
>
> T.
>
> _______________________________________________
> zarzad mailing list
> zarzad@warsztat-lodz.org.pl
""" % (n_members, "\n".join(table), wp, wv)
    write_text(name, body, "iso-8859-2")
    entry(name,
          "Mutt 2.2 (terminal e-mail client on the secretary's Linux laptop), message saved with 's' (save to mbox "
          "file) and shared as .txt; the board of an invented Łódź hackerspace association choosing its 'project of "
          "the year 2027' (the big equipment purchase)",
          "E-mail saved with mbox 'From ' line and full headers: prose, an ASCII box table (project, points, number of "
          "members who gave it points) with a total row, a signature and a quoted earlier message.",
          "unverified: Mutt's saved-message form (mbox 'From ' separator, Status: RO, Content-Length/Lines headers, "
          "'On ..., X wrote:' attribution and '> ' quoting) is from memory; RFC 2047 encoded-words per the RFC",
          "ask", None,
          "Points (10 per member) versus number of members supporting each project; the statute says 'majority of "
          "members' votes' and the mail leaves the choice to the board",
          OrderedDict([("points", projekty), ("voters", projekty)]),
          OrderedDict([("points", sp), ("voters", sv)]),
          ["points winner and supporters winner differ", "the mail itself says the rule is undecided",
           "RAZEM total row", "quoted earlier message and signature", "ISO-8859-2 body with RFC 2047 headers"],
          acceptable=OrderedDict([("points", wp), ("voters", wv)]),
          ask_because="The table gives points and number of supporting members with different leaders, and the "
                      "secretary writes that it is not decided which one counts.")


# =================================================== 8. GroupWise saved message
def f_groupwise():
    name = "GroupWise_Uitslag proeverij cateraar bedrijfsrestaurant.txt"
    rng = random.Random(8808)
    caterers = ["De Smulpaap", "Cateringgroep Hanze", "Eethuys Bij Marieke", "Foodservice Van Gorp"]
    attend = [0.95, 0.5, 0.9, 0.85]
    base = [6.9, 7.9, 7.3, 6.4]
    staff = ["Ilse Bakker", "Ruud de Vries", "Samira El Amrani", "Kees Visser", "Anouk Jansen", "Bram Smit",
             "Femke Mulder", "Joost van Dijk", "Lotte Bos", "Henk Vos", "Eva Peters", "Thijs Hendriks",
             "Marloes de Boer", "Pieter Dekker", "Yara Koster", "Sander Brouwer", "Noor van Leeuwen",
             "Wim de Groot", "Daan Verhoeven", "Iris Willems", "Gerrit Meijer", "Fleur Jacobs", "Mehmet Yilmaz",
             "Tessa Kok", "Jeroen Schouten", "Lisa van der Berg", "Hans Prins", "Maaike Postma"]
    grid = []
    for i, s in enumerate(staff):
        row = []
        for j in range(4):
            if rng.random() < attend[j] or (j == 1 and i < 4):
                x = base[j] + rng.choice([-1.5, -1, -0.5, 0, 0, 0.5, 1, 1.5])
                x = max(4.0, min(10.0, round(x * 2) / 2))
                row.append(x)
            else:
                row.append(None)
        grid.append(row)
    mean = OrderedDict()
    tot = OrderedDict()
    for j, c in enumerate(caterers):
        vals = [r[j] for r in grid if r[j] is not None]
        mean[c] = round(sum(vals) / len(vals), 3)
        tot[c] = sum(vals)
    w = unique_max(mean)
    assert unique_max(tot) != w, (mean, tot)

    def nl(x):
        if x is None:
            return ""
        return ("%g" % x).replace(".", ",")
    tab = ["Naam\t" + "\t".join(caterers)]
    for s, row in zip(staff, grid):
        tab.append(s + "\t" + "\t".join(nl(x) for x in row))
    tab.append("Totaal\t" + "\t".join(("%g" % tot[c]).replace(".", ",") for c in caterers))
    tab.append("Aantal cijfers\t" + "\t".join(str(sum(1 for r in grid if r[j] is not None)) for j in range(4)))
    text = """Van:	Ilse Bakker
Aan:	Personeelsvereniging; Facilitaire Zaken
CC:	Ruud de Vries
Datum:	27-11-2026 15:42
Onderwerp:	Uitslag proeverij nieuwe cateraar bedrijfsrestaurant
Bijlagen:	

Beste collega's,

Hieronder de cijfers (1 t/m 10) van de vier proeverijen in het bedrijfsrestaurant.
Niet iedereen kon bij alle proeverijen zijn; een leeg vak betekent: niet geproefd.
Daarom kiezen we, zoals afgesproken in de PV-vergadering, op het GEMIDDELDE cijfer
per cateraar en niet op het totaal. De totalen staan er alleen voor de volledigheid bij.

%s

Facilitaire Zaken neemt het contract met de cateraar met het hoogste gemiddelde op
in de aanbesteding voor 2027.

Met vriendelijke groet,

Ilse Bakker
Secretaris Personeelsvereniging
Gemeente Oosterwolde-Aa | Raadhuisplein 1 | 9431 AA Oosterwolde-Aa
T 0592 - 36 54 00

>>> Ruud de Vries 26-11-2026 9:14 >>>
Ilse, kun jij de lijst rondsturen? De laatste formulieren van de
proeverij van donderdag heb ik in je postvak gelegd.
Groet, Ruud
""" % "\n".join(tab)
    write_text(name, text, "cp1252", newline="\r\n")
    entry(name,
          "Novell GroupWise 8 client (Windows, Dutch UI): received message → Bestand → Opslaan als… → text file; the "
          "staff association (personeelsvereniging) of an invented Dutch municipality rating four caterers after "
          "tasting sessions for the staff restaurant",
          "E-mail with a header block, prose, and a tab-separated rating grid (staff × caterers, marks 1–10 with "
          "decimal commas, empty when someone did not taste), a 'Totaal' row and an 'Aantal cijfers' row, then a "
          "quoted earlier message in GroupWise's '>>> Name date >>>' style.",
          "unverified: GroupWise's saved-text header block (Van/Aan/Datum/Onderwerp with tabs) and the '>>> ... >>>' "
          "reply separator are from memory",
          "winner", w,
          "Highest mean mark per caterer over those who tasted (the mail says: mean, not total)",
          caterers, mean,
          ["the sender's 'Totaal' row (and any sum) puts %s first, tasted by more people" % unique_max(tot),
           "empty cells (not tasted) must not count as 0", "'Aantal cijfers' count row", "decimal commas",
           "quoted earlier message"])


# ============================================ 9. Foxit PDF Reader copy → Notepad
def f_foxit():
    name = "Rezultati_glasovanja_PP2027_kopirano iz PDF-a.txt"
    projects = [
        ("P-01", "Dječje igralište u parku Sv. Ivana", "Centar", 1412),
        ("P-02", "Rasvjeta biciklističke staze uz Savu", "Savski Gaj", 987),
        ("P-03", "Zeleni krov na Domu umirovljenika", "Centar", 640),
        ("P-04", "Sportski poligon za mlade Jug", "Jug", 1203),
        ("P-05", "Uređenje šetnice kod jezera", "Jezero", 955),
        ("P-06", "Knjižnica na otvorenom", "Stari grad", 412),
        ("P-07", "Psi park Sjever", "Sjever", 1087),
        ("P-08", "Obnova klupa i koševa", "Stari grad", 533),
        ("P-09", "Solarne klupe s punjačima", "Savski Gaj", 298),
        ("P-10", "Sjenica i pitka voda na tržnici", "Jug", 722),
        ("P-11", "Pješački prijelaz uz školu", "Sjever", 964),
    ]
    total = sum(p[3] for p in projects)

    def hr(n):
        return "{:,}".format(n).replace(",", ".")
    lines = ["GRAD ZAGORSKI BRIJEG", "Upravni odjel za financije i proračun", "",
             "PARTICIPATIVNI PRORAČUN 2027.", "Rezultati glasovanja građana (1. – 21. studenoga 2026.)", ""]
    head = ["Rbr.", "Oznaka", "Naziv projekta", "Mjesni odbor", "Broj", "glasova", "Udio"]
    lines += head
    for k, (code, nm, mo, v) in enumerate(projects, 1):
        if k == 7:
            lines += ["Stranica 1 od 2", "", "PARTICIPATIVNI PRORAČUN 2027. – Rezultati glasovanja"]
            lines += head
        lines += ["%d." % k, code, nm, mo, hr(v), ("%.1f %%" % (100.0 * v / total)).replace(".", ",")]
    lines += ["Ukupno", hr(total), "100,0 %", "",
              "Za financiranje se predlaže projekt s najvećim brojem glasova (čl. 9. Odluke o participativnom "
              "proračunu).",
              "Glasovali su građani s prebivalištem na području Grada starije od 15 godina; svaki građanin imao je "
              "jedan glas.", "Stranica 2 od 2"]
    write_text(name, "\n".join(lines) + "\n", "cp1250", newline="\r\n")
    scores = OrderedDict((p[1], p[3]) for p in projects)
    w = unique_max(scores)
    as_decimal = {p[1]: (p[3] / 1000.0 if p[3] >= 1000 else p[3]) for p in projects}
    assert unique_max(as_decimal) != w
    entry(name,
          "Foxit PDF Reader (Windows, Croatian UI): the city's results PDF opened, table selected and copied (Ctrl+C), "
          "pasted into Windows Notepad and saved as ANSI; a council clerk of an invented Croatian town sending the "
          "participatory-budget (participativni proračun) results to the local paper",
          "PDF table copied as text: every cell on its own line (number, code, project, district, votes, share), the "
          "header split over two lines ('Broj' / 'glasova'), the page footer and a repeated header in the middle, an "
          "'Ukupno' line and the rule (most votes) below.",
          "unverified: that Foxit's copy of a PDF table gives one cell per line in reading order is from memory (it "
          "depends on the PDF's text layout); Notepad 'ANSI' on Croatian Windows = windows-1250",
          "winner", w,
          "Most votes (the note cites the council decision: the project with most votes is proposed for funding)",
          [p[1] for p in projects], scores,
          ["thousands separator '.' (1.412): read as decimals, P-02 with 987 would lead",
           "one cell per line, header split over two lines", "page footer 'Stranica 1 od 2' and repeated header mid-table",
           "'Ukupno' total line", "percent column with decimal commas"])


# ======================================== 10. Pramool bid history → Notepad cp874
def f_pramool():
    name = "pramool_ประวัติการประมูล_NikonFM2.txt"
    bidders = ["nok_filmcam", "tong.bkk", "ชัยวัฒน์_ลำปาง", "kitti1979", "ploy.photo", "oldlens_hatyai",
               "พี่หนุ่ม_กล้องเก่า", "mr.somsak", "fm2lover"]
    highest = [9800, 9500, 8200, 8000, 7600, 7500, 6200, 5500, 4900]
    rng = random.Random(1010)
    bids = []
    for b, hi in zip(bidders, highest):
        steps = [hi]
        x = hi
        for _ in range(rng.randrange(0, 3)):
            x -= rng.choice([300, 500, 700, 1000])
            if x > 3500:
                steps.append(x)
        for v in steps:
            bids.append([b, v, ""])
    # seller cancelled one mistaken bid (typo) of the 7,500 bidder
    bids.append(["oldlens_hatyai", 10500, "(ถูกยกเลิกโดยผู้ขาย)"])
    bids.sort(key=lambda x: (x[1], x[0]))
    t = 20 * 3600
    times = []
    for _ in bids:
        t += rng.randrange(1500, 9000)
        times.append(t)
    # newest first, as on the site
    order = list(zip(bids, times))[::-1]
    lines = ["Pramool.com - ประมูลของสะสม กล้องฟิล์ม", "",
             "กล้อง Nikon FM2 บอดี้ดำ + เลนส์ 50mm f/1.8 สภาพสวย ใช้งานได้ปกติ",
             "รหัสสินค้า 8841270  ผู้ขาย: film_corner_cm (ฟีดแบ็ก 312)", "ราคาเริ่มต้น 3,500 บาท   เพิ่มครั้งละ 100 บาท",
             "ปิดประมูล 24/11/2569 22:00:00", "", "ประวัติการประมูล", "",
             "ลำดับ\tผู้ประมูล\tราคา (บาท)\tวันเวลา"]
    n = len(order)
    for k, ((b, v, note), sec) in enumerate(order):
        day = 22 + sec // 86400
        s = sec % 86400
        lines.append("%d\t%s\t%s %s\t%02d/11/2569 %s" % (n - k, b, "{:,}".format(v), note, day, hms(s)))
    lines += ["", "ผู้ชนะการประมูล: nok_filmcam  ราคา 9,800 บาท", "",
              "หมายเหตุ: ราคาที่แสดงเป็นราคาเสนอสูงสุดของแต่ละครั้ง ผู้ขายสงวนสิทธิ์ยกเลิกการเสนอราคาที่ผิดพลาด"]
    write_text(name, "\n".join(lines).replace(" \t", "\t") + "\n", "cp874", newline="\r\n")
    hi = {}
    for b, v, note in bids:
        if note:
            continue
        hi[b] = max(hi.get(b, 0), v)
    prices = sorted(set(hi.values()))
    rev = OrderedDict(("%d.00" % p, p * sum(1 for x in hi.values() if x >= p)) for p in prices)
    w = unique_max(rev)
    hi2 = dict(hi)
    hi2["oldlens_hatyai"] = 10500
    rev2 = {p: p * sum(1 for x in hi2.values() if x >= p) for p in set(hi2.values())}
    assert "%d.00" % unique_max(rev2) != w
    entry(name,
          "Pramool.com (Thai online auction site), ended auction → 'ประวัติการประมูล' (bid history) selected in the "
          "browser, pasted into Windows Notepad and saved as ANSI (Thai Windows = cp874/TIS-620); a Chiang Mai "
          "film-camera seller (invented) studying the bids to set a fixed price for the next identical cameras",
          "Bid list pasted from a web page: item block (title, seller, starting price, closing time), then bid "
          "number, bidder, amount in baht with thousands commas and Buddhist-era date/time, newest first; bidders bid "
          "several times; one bid cancelled by the seller; the auction winner line at the end.",
          "unverified: Pramool's bid-history columns and wording are from memory (search found nothing); Buddhist "
          "era dates (2569 = 2026) and Notepad ANSI = cp874 on Thai Windows are general knowledge",
          "winner", w,
          "Posted price b maximising revenue b × (number of bidders whose highest valid bid ≥ b), each bidder's highest "
          "bid, the seller-cancelled bid excluded",
          ["%d.00" % p for p in prices], rev,
          ["the auction's final price (9,800) is not the revenue-maximising price",
           "several bids per bidder: use each bidder's highest", "a 10,500 bid cancelled by the seller (counting it moves the answer to 7,600)",
           "thousands commas and 'บาท'", "Buddhist-era dates", "starting price line"],
          aliases=["7,500"])


# ==================================================== 11. Element plain text
def f_element():
    name = "matrix - Nhóm Dịch Việt Tự Do - Chat Export - 2026-11-20.txt"
    rng = random.Random(1111)
    opts = ["Cò Trắng", "Mèo Mun", "Sen", "Bống"]
    # votes arrive over two days; early voters like Mèo Mun, later ones Cò Trắng
    votes = []
    for _ in range(34):
        votes.append((rng.randrange(0, 36000), rng.choices(range(4), [2, 5, 2, 1])[0]))
    for _ in range(80):
        votes.append((rng.randrange(36000, 150000), rng.choices(range(4), [6, 2, 3, 1])[0]))
    cut = 36000
    interim = Counter(v for t, v in votes if t < cut)
    final = Counter(v for t, v in votes)
    si = {opts[i]: interim[i] for i in range(4)}
    sf = OrderedDict((opts[i], final[i]) for i in range(4))
    w = unique_max(sf)
    assert unique_max(si) != w, (si, sf)

    def box(counts, title):
        tot = sum(counts.values())
        rows = sorted(range(4), key=lambda i: -counts[i])
        out = [title,
               "┌────────────┬───────┬────────┐",
               "│ Lựa chọn   │ Phiếu │   Tỉ lệ │",
               "├────────────┼───────┼────────┤"]
        for i in rows:
            out.append("│ %-10s │ %5d │ %5s%% │" % (opts[i], counts[i], ("%.1f" % (100.0 * counts[i] / tot)).replace(".", ",")))
        out.append("├────────────┼───────┼────────┤")
        out.append("│ Tổng       │ %5d │   100%% │" % tot)
        out.append("└────────────┴───────┴────────┘")
        return "\n".join(out)

    def ts(day, sec):
        return "%s %d/11/2026" % (hms(sec), day)
    L = []
    L.append("%s - Trần Minh Anh has started a poll - Linh vật của nhóm dịch năm 2027 tên là gì?" % ts(18, 20 * 3600 + 3 * 60 + 11))
    L.append("%s - Trần Minh Anh: Mọi người bình chọn trong poll nhé, mỗi người một phiếu. Poll đóng tối 20/11 lúc 22:00." % ts(18, 20 * 3600 + 4 * 60 + 2))
    L.append("%s - Lê Hoàng Nam: +1 Mèo Mun 🐈‍⬛" % ts(18, 20 * 3600 + 9 * 60 + 40))
    L.append("%s - Phạm Thu Hà: Mèo Mun dễ thương mà, +1" % ts(18, 20 * 3600 + 15 * 60 + 5))
    L.append("%s - Nguyễn Đức Huy: mình thích Cò Trắng hơn, nghe rất Việt Nam" % ts(18, 21 * 3600 + 2 * 60 + 33))
    L.append("%s - Trần Minh Anh: Kết quả tạm thời (sáng 19/11, poll vẫn đang mở):\n%s" % (ts(19, 8 * 3600 + 30 * 60 + 12), box(interim, "KẾT QUẢ TẠM THỜI")))
    L.append("%s - Võ Thị Lan: ơ Mèo Mun dẫn à, mình tưởng Sen cơ" % ts(19, 8 * 3600 + 41 * 60 + 7))
    L.append("%s - Đặng Quốc Bảo: Đã share poll lên diễn đàn, chắc chiều nay nhiều người vào bầu" % ts(19, 9 * 3600 + 12 * 60 + 54))
    L.append("%s - Lê Hoàng Nam: +1 Bống cho vui 😄 (đùa thôi, mình bầu rồi)" % ts(19, 14 * 3600 + 3 * 60 + 19))
    L.append("%s - Hồ Thanh Tâm: Logo nháp Cò Trắng đây (Media omitted)" % ts(19, 16 * 3600 + 27 * 60 + 48))
    L.append("%s - Trần Minh Anh has ended a poll" % ts(20, 22 * 3600 + 0 * 60 + 4))
    L.append("%s - Trần Minh Anh: KẾT QUẢ CHÍNH THỨC — poll đã đóng, %d phiếu:\n%s\nLinh vật 2027 là phương án nhiều phiếu nhất. Cảm ơn mọi người! 🎉"
             % (ts(20, 22 * 3600 + 2 * 60 + 40), sum(final.values()), box(final, "KẾT QUẢ CHÍNH THỨC")))
    L.append("%s - Phạm Thu Hà: Chúc mừng! Mèo Mun năm sau nhé 😿" % ts(20, 22 * 3600 + 5 * 60 + 1))
    write_text(name, "\n".join(L) + "\n", "utf-8")
    entry(name,
          "Element (Matrix client, web, English UI with a Vietnamese browser locale): room → Export chat → format "
          "'Plain text', from the beginning, attachments not included; an invented Vietnamese free-software "
          "translation community choosing the name of its 2027 mascot with a Matrix poll",
          "Chat export: one line per event ('time date - Name: text'), the poll start and end events (the export "
          "carries no votes), chat '+1' messages, and the moderator's interim and final result tables drawn with "
          "box characters inside multi-line messages.",
          "checked: element-web PlainTextExport.ts (each event written as `${new Date(ts).toLocaleString()} - "
          "${text}`, 'Media omitted', .txt file name) and TextForEvent ('%(senderName)s has started a poll - "
          "%(pollQuestion)s', '%(senderName)s has ended a poll'); unverified: the file name pattern and the vi-VN "
          "toLocaleString form 'HH:MM:SS D/M/YYYY'",
          "winner", w,
          "Most votes in the final results posted after the poll ended",
          opts, sf,
          ["an interim table (poll still open) with another leader", "'+1' chat messages are not votes",
           "the export has the poll events but no votes; the counts are in the moderator's tables",
           "box-drawing tables inside multi-line chat messages", "decimal commas in percent"])


# ================================================= 12. Lotus Approach export
def f_approach():
    name = "GEZI2027.csv"
    rng = random.Random(1212)
    dests = ["Efes-Şirince", "Pamukkale", "Kapadokya", "Safranbolu-Amasra"]
    p = [0.42, 0.55, 0.61, 0.38]
    first = ["Ayşe", "Mehmet", "Fatma", "Hüseyin", "Emine", "İsmail", "Hatice", "Mustafa", "Zeynep", "Şükrü",
             "Gülşen", "Yılmaz", "Nurten", "Özcan", "Sevgi", "Çetin", "Gönül", "İlhan", "Müzeyyen", "Erdoğan"]
    last = ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Öztürk", "Aydın", "Özdemir", "Arslan",
            "Doğan", "Kılıç", "Aslan", "Çetin", "Koç", "Kurt", "Özkan", "Şimşek", "Polat", "Erdoğan"]
    recs = []
    names = set()
    for k in range(64):
        while True:
            nm = "%s %s" % (rng.choice(first), rng.choice(last))
            if nm not in names:
                names.add(nm)
                break
        no = 1040 + k * 3 + rng.randrange(0, 3)
        ticks = [rng.random() < p[j] for j in range(4)]
        if not any(ticks):
            ticks[rng.randrange(4)] = True
        aidat = rng.random() < 0.9
        kat = rng.random() < 0.8
        recs.append([no, nm, "0532 %03d %02d %02d" % (rng.randrange(1000), rng.randrange(100), rng.randrange(100)),
                     aidat, kat, rng.choice([1, 1, 2, 2, 3]) if kat else 0, ticks, "",
                     "%02d.%02d.2026" % (rng.randrange(1, 28), rng.choice([10, 11]))])
    approvals = Counter()
    for r in recs:
        for j in range(4):
            approvals[j] += r[6][j]
    sc = OrderedDict((dests[j], approvals[j]) for j in range(4))
    w = unique_max(sc)
    # duplicates: records keyed in twice from paper forms, all ticking the runner-up
    ranked = sorted(range(4), key=lambda j: -approvals[j])
    runner = ranked[1]
    gap = approvals[ranked[0]] - approvals[runner]
    dups = []
    cands_for_dup = [r for r in recs if r[6][runner] and not r[6][ranked[0]]]
    for r in cands_for_dup[:gap + 2]:
        d = list(r)
        d[7] = "mükerrer kayıt?"
        d[8] = "18.11.2026"
        dups.append(d)
    allrecs = recs + dups
    allrecs.sort(key=lambda r: (r[0], r[8]))
    naive = Counter()
    for r in allrecs:
        for j in range(4):
            naive[j] += r[6][j]
    assert unique_max({dests[j]: naive[j] for j in range(4)}) != w
    assert sum(r[3] for r in recs) > max(approvals.values())

    def yn(b):
        return "Evet" if b else "Hayır"
    out = ['"Üye No";"Adı Soyadı";"Telefon";"Aidat 2026";"Katılım";"Kişi Sayısı";' +
           ";".join('"%s"' % d for d in dests) + ';"Not";"Kayıt Tarihi"']
    for r in allrecs:
        out.append('%d;"%s";"%s";"%s";"%s";%d;%s;"%s";%s' % (
            r[0], r[1], r[2], yn(r[3]), yn(r[4]), r[5], ";".join('"%s"' % yn(t) for t in r[6]), r[7], r[8]))
    write_text(name, "\n".join(out) + "\n", "cp1254", newline="\r\n")
    entry(name,
          "Lotus Approach 9.8 (IBM Lotus SmartSuite, Turkish Windows), the association's members database → File → "
          "Export Data → 'Text - Delimited' with ';' and field names in the first row, Windows (ANSI) character set; "
          "an invented İzmir retired teachers' association asking members which spring-trip destinations they accept "
          "(tick any number)",
          "One row per member form with several questions: member number, name, phone, dues paid (Evet/Hayır), will "
          "attend, number of people, one Evet/Hayır column per destination (approval ticks), a note and the entry "
          "date; some paper forms were keyed in twice (same member number, note 'mükerrer kayıt?').",
          "unverified: Approach's delimited-text export (field names in the first row, text quoted, boolean fields "
          "written with the field's checked/unchecked values) is from memory",
          "winner", w,
          "Most members ticking a destination (approval count), each member number once",
          dests, sc,
          ["'Aidat 2026' and 'Katılım' are Evet/Hayır columns with more Evet than any destination",
           "members keyed in twice (same 'Üye No') all ticking the runner-up, which then leads if rows are counted",
           "several non-vote questions (attendance, number of people)", "Windows-1254 Turkish letters, ';' separator"])


# ============================================ 13. Tucalendi → Excel Unicode text
def f_tucalendi():
    name = "Tucalendi_asamblea_general_AVV_fechas.txt"
    rng = random.Random(1313)
    slots = [("diciembre 2026", "mar 15", "19:00"), ("", "jue 17", "19:30"), ("", "sáb 19", "11:00"),
             ("enero 2027", "mar 12", "19:00"), ("", "jue 14", "19:30")]
    people = ["Carmen Ruiz", "José Antonio Pérez", "Lucía Fernández", "Manuel Gómez", "Pilar Sánchez",
              "Javier Moreno", "Rosa María Díaz", "Francisco Martín", "Teresa Romero", "Ángel Navarro",
              "Elena Torres", "Antonio Domínguez", "Isabel Gil", "Miguel Vázquez", "Nuria Serrano",
              "Raúl Ramos", "Begoña Castro", "Luis Ortega (AMPA)", "Mercedes Rubio"]
    plan = [(10, 1), (8, 6), (9, 2), (5, 7), (7, 3)]  # (Sí, Quizás) per date
    cols = []
    for y, m in plan:
        col = ["Sí"] * y + ["Quizás"] * m + ["No"] * (len(people) - y - m)
        rng.shuffle(col)
        cols.append(col)
    grid = [[cols[j][i] for j in range(len(plan))] for i in range(len(people))]
    grid[7][2] = ""
    grid[7][4] = ""
    lab = ["%s %s" % (s[1], s[2]) for s in slots]
    score = OrderedDict()
    yes = {}
    for j, l in enumerate(lab):
        y = sum(1 for r in grid if r[j] == "Sí")
        m = sum(1 for r in grid if r[j] == "Quizás")
        score[l] = y + 0.5 * m
        yes[l] = y
    w = unique_max(score)
    assert unique_max(yes) != w, (score, yes)
    lines = ["Asamblea general ordinaria 2027 – AVV Barrio de San Lorenzo", "Organizado por: Junta directiva (secretaria@avv-sanlorenzo.es)",
             "Elige las fechas en las que puedes asistir. «Quizás» = si no hay más remedio.", "",
             "\t" + "\t".join(s[0] for s in slots),
             "Participantes (%d)\t" % len(people) + "\t".join(lab)]
    for p, row in zip(people, grid):
        lines.append(p + "\t" + "\t".join(row))
    lines += ["", "Crea tu propia encuesta gratis en tucalendi.com"]
    write_text(name, "\r\n".join(lines) + "\r\n", "utf-16-le", newline="\r\n", bom=True)
    entry(name,
          "Tucalendi (Spanish free scheduling-poll site), results grid selected in the browser and pasted into Excel "
          "(Spanish), saved as 'Texto Unicode (*.txt)'; the board of an invented Madrid neighbours' association "
          "(asociación de vecinos) choosing the date of its annual general meeting",
          "Scheduling poll: three typed title lines, a month row (month only over the first date of each month), a "
          "header row with weekday, day and time, then one row per neighbour with Sí / Quizás / No (two empty "
          "answers), and the site's footer.",
          "unverified: Tucalendi's answer words (Sí / Quizás / No) and grid layout are from memory (search found "
          "nothing); Excel's 'Texto Unicode' = UTF-16 LE with BOM, tab-separated, CRLF",
          "winner", w,
          "Most availability with Sí = 1 and Quizás = 0.5 (no other rule given by the tool)",
          lab, score,
          ["counting Sí only picks another date", "month row above the header, month given only once per month",
           "two empty answers", "title lines and site footer", "UTF-16 LE tab-separated text"])


# =================================================== 14. OfficeSuite (Greek) xlsx
def f_officesuite():
    name = "MVP_U14_2026.xlsx"
    rng = random.Random(1414)
    players = ["Γιώργος Παπαδόπουλος", "Νίκος Αντωνίου", "Δημήτρης Κωνσταντίνου", "Άγγελος Μαυρίδης",
               "Στέλιος Οικονόμου", "Παναγιώτης Ζαχαρίου", "Μάριος Χατζηγεωργίου", "Ορέστης Λαζαρίδης"]
    coach_base = [8.6, 8.9, 7.9, 7.4, 7.0, 6.8, 6.5, 6.2]
    coaches = ["Προπονητής Α (Σ. Καραγιάννης)", "Β' προπονητής (Μ. Τσολάκη)", "Γυμναστής (Ι. Ρήγας)"]
    cs = OrderedDict()
    marks = {}
    for i, p in enumerate(players):
        m = [max(5, min(10, round(coach_base[i] + rng.choice([-1, -0.5, 0, 0.5, 1])))) for _ in coaches]
        marks[p] = m
        cs[p] = sum(m)
    wc = unique_max(cs)
    parents_pref = [3, 1, 6, 2, 1, 1, 1, 1]  # weights
    votes = []
    for k in range(52):
        votes.append(rng.choices(players, parents_pref)[0])
    pv = Counter(votes)
    ps = OrderedDict((p, pv[p]) for p in players)
    wp = unique_max(ps)
    assert wc != wp, (cs, ps)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Προπονητές"
    ws["A1"] = "Ακαδημία Μπάσκετ Καλαμαριάς – MVP σεζόν 2025-26, τμήμα U14"
    ws["A1"].font = Font(bold=True)
    ws["A2"] = "Βαθμολογία προπονητών (1-10)"
    ws.append([])
    ws.append(["Παίκτης"] + coaches + ["Σύνολο"])
    for p in players:
        ws.append([p] + marks[p] + [cs[p]])
    ws2 = wb.create_sheet("Γονείς")
    ws2["A1"] = "Ψηφοφορία γονέων (φόρμα στη γιορτή λήξης, 1 ψήφος ανά οικογένεια)"
    ws2["A1"].font = Font(bold=True)
    ws2.append([])
    ws2.append(["Α/Α", "Οικογένεια", "Ψήφος"])
    fams = ["Οικ. %s" % x for x in ["Αλεξίου", "Βασιλείου", "Γεωργίου", "Δημητρίου", "Ευαγγέλου", "Ζαφειρίου",
                                    "Ηλιόπουλου", "Θεοδώρου", "Ιωάννου", "Καλογήρου", "Λαμπράκη", "Μιχαηλίδη",
                                    "Νικολάου", "Ξενάκη", "Ορφανίδη", "Πετρίδη", "Ραφαηλίδη", "Σταματίου"]]
    combos = ["%s %s" % (f, i) for f in fams for i in ("Α.", "Γ.", "Ε.", "Κ.", "Μ.")]
    combos = rng.sample(combos, len(votes))
    for k, v in enumerate(votes, 1):
        ws2.append([k, combos[k - 1], v])
    ws2.append([])
    ws2.append(["", "Σύνολο ψήφων", len(votes)])
    for sh in (ws, ws2):
        sh.column_dimensions["A"].width = 26
        sh.column_dimensions["B"].width = 30
        sh.column_dimensions["C"].width = 26
    save_xlsx(wb, name)
    entry(name,
          "OfficeSuite (MobiSystems, Android, Greek UI), spreadsheet typed on the coach's tablet and saved as .xlsx; "
          "an invented Thessaloniki youth basketball academy collecting the coaches' marks and the parents' votes for "
          "the U14 'MVP of the season'",
          "Workbook with two sheets holding different tables: coaches' marks (players × three coaches, 1–10, with a "
          "total column) and parents' votes (one row per family with the player voted for).",
          "unverified: OfficeSuite's xlsx output (plain cells, sheet names as typed) is from memory",
          "ask", None,
          "Coaches' total marks versus parents' vote count; nothing says how to combine them or which decides",
          OrderedDict([("coaches", players), ("parents", players)]),
          OrderedDict([("coaches", cs), ("parents", ps)]),
          ["two sheets, two different tables with different leaders", "'Σύνολο' column and 'Σύνολο ψήφων' row",
           "title lines above the headers"],
          acceptable=OrderedDict([("coaches", wc), ("parents", wp)]),
          ask_because="The coaches' marks and the parents' votes are on separate sheets with different leaders and "
                      "the file gives no rule for which decides or how to combine them.")


# ============================================== 15. Documents To Go xlsx (ranked)
def f_docstogo():
    name = "SK_Brgy_San_Isidro_Project_Ranking_Tally.xlsx"
    rng = random.Random(1515)
    projects = ["Basketball court lighting", "Youth learning hub with free WiFi", "Drainage clean-up drive",
                "Mobile library for Purok 5", "Skills training (barista / welding)"]
    ballots = []
    for k in range(74):
        r = rng.random()
        if r < 0.34:
            order = [0] + rng.sample([2, 3, 4], 2)
        elif r < 0.74:
            order = [rng.choice([1, 1, 2])] + [1 if False else 0]
            first = order[0]
            second = 1 if first != 1 else rng.choice([2, 4])
            third = rng.choice([x for x in [2, 3, 4, 1] if x not in (first, second)])
            order = [first, second, third]
        else:
            order = rng.sample(range(5), 3)
        if len(set(order)) < 3:
            order = list(dict.fromkeys(order + [1, 2, 3, 4]))[:3]
        ballots.append(order)
    spoiled = set()
    rows = []
    for k, o in enumerate(ballots, 1):
        third = projects[o[2]] if rng.random() > 0.1 else ""
        rows.append([k, "Purok %d" % rng.randrange(1, 7), projects[o[0]], projects[o[1]], third, ""])
    # spoiled ballots: same project twice / unreadable; all have 'Basketball' first
    for k in (9, 23, 41, 58, 66):
        rows[k - 1][3] = rows[k - 1][2] = projects[0]
        rows[k - 1][5] = "SPOILED - same project twice"
        spoiled.add(k)
    rows[30][5] = "SPOILED - unreadable"
    rows[30][2] = projects[0]
    spoiled.add(31)
    pts = Counter()
    firsts = Counter()
    for r in rows:
        if r[0] in spoiled:
            continue
        for pos, w_ in ((2, 3), (3, 2), (4, 1)):
            if r[pos]:
                pts[r[pos]] += w_
        firsts[r[2]] += 1
    sc = OrderedDict((p, pts[p]) for p in projects)
    w = unique_max(sc)
    wf = unique_max({p: firsts[p] for p in projects})
    assert wf != w, (sc, firsts)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Notes"
    notes = ["SANGGUNIANG KABATAAN - BARANGAY SAN ISIDRO",
             "Youth assembly 22 Nov 2026 - ranking of proposed projects for the 2027 ABYIP",
             "",
             "How to count: each youth ranks up to 3 projects.",
             "1st choice = 3 points, 2nd choice = 2 points, 3rd choice = 1 point.",
             "The project with the highest total points goes first in the ABYIP.",
             "Spoiled ballots (same project twice, unreadable) are NOT counted - see Remarks column.",
             "",
             "Encoded on my phone (Sheet To Go) from the paper ballots - Kagawad R. Dizon, SK Secretary",
             "Sheet 'Ballots' = one row per ballot."]
    for line in notes:
        ws.append([line])
    ws.column_dimensions["A"].width = 90
    ws2 = wb.create_sheet("Ballots")
    ws2.append(["Ballot No.", "Purok", "1st Choice", "2nd Choice", "3rd Choice", "Remarks"])
    for r in rows:
        ws2.append(r)
    for col, wd in zip("ABCDEF", [10, 9, 34, 34, 34, 30]):
        ws2.column_dimensions[col].width = wd
    save_xlsx(wb, name)
    entry(name,
          "Documents To Go (DataViz, Android) → Sheet To Go, new spreadsheet typed on the SK secretary's phone and "
          "saved as .xlsx; the Sangguniang Kabataan (youth council) of an invented Philippine barangay ranking "
          "project proposals for its annual youth investment programme (ABYIP)",
          "Workbook whose first sheet is a read-me (counting rule 3-2-1 points, spoiled ballots not counted), second "
          "sheet ranked ballots: ballot number, purok, 1st / 2nd / 3rd choice (some 3rd empty) and remarks marking "
          "spoiled ballots.",
          "unverified: Sheet To Go saving .xlsx with plain cells and the sheet names as typed is from memory",
          "winner", w,
          "Highest total points with 1st = 3, 2nd = 2, 3rd = 1 (stated on the Notes sheet), spoiled ballots excluded",
          projects, sc,
          ["counting 1st choices only gives %s" % wf,
           "spoiled ballots (Remarks) all have Basketball first", "read-me sheet first", "empty 3rd choices"])


def main():
    f_kannel()
    f_ussd()
    f_zos()
    f_universe()
    f_camscanner()
    f_finereader()
    f_mutt()
    f_groupwise()
    f_foxit()
    f_pramool()
    f_element()
    f_approach()
    f_tucalendi()
    f_officesuite()
    f_docstogo()
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2)
        fh.write("\n")


if __name__ == "__main__":
    main()
