#!/usr/bin/env python3
"""Blind test set ZD: 15 synthetic exports from leisure and community-life tools.

Deterministic: fixed seeds, fixed xlsx document properties and zip timestamps.
Run from the repository root:
    /work/main/.venv/bin/python tests/blind/set_zd/make_set.py
Writes the files and expected.json next to this script.  Standard library + openpyxl only.
"""
import io
import json
import os
import random
import re
import zipfile
from datetime import datetime, timedelta

import openpyxl
from openpyxl.styles import Font, Alignment

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED_DT = datetime(2025, 6, 30, 12, 0, 0)
EXPECTED = {}


# ----------------------------------------------------------------- helpers
def write_bytes(name, data):
    with open(os.path.join(HERE, name), "wb") as fh:
        fh.write(data)


def write_text(name, text, encoding, newline="\n", bom=False):
    text = text.replace("\r\n", "\n").replace("\n", newline)
    data = text.encode(encoding)
    if bom:
        data = b"\xef\xbb\xbf" + data
    write_bytes(name, data)


def csv_line(fields, sep=",", quote_all=False):
    out = []
    for f in fields:
        s = "" if f is None else str(f)
        if quote_all or (sep in s) or ('"' in s) or ("\n" in s) or (s[:1] == " " and False):
            s = '"' + s.replace('"', '""') + '"'
        out.append(s)
    return sep.join(out)


def save_xlsx(wb, name):
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    wb.properties.creator = wb.properties.creator or "openpyxl"
    buf = io.BytesIO()
    wb.save(buf)
    zin = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    stamp = FIXED_DT.strftime("%Y-%m-%dT%H:%M:%SZ")
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for item in sorted(zin.infolist(), key=lambda i: i.filename):
            data = zin.read(item.filename)
            if item.filename == "docProps/core.xml":
                txt = data.decode("utf-8")
                txt = re.sub(r"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)", r"\g<1>%s\g<2>" % stamp, txt)
                txt = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)", r"\g<1>%s\g<2>" % stamp, txt)
                data = txt.encode("utf-8")
            zi = zipfile.ZipInfo(item.filename, date_time=(2025, 6, 30, 12, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            zout.writestr(zi, data)
    write_bytes(name, out.getvalue())


def margin_ok(scores, need=0.05):
    vals = sorted(scores.values(), reverse=True)
    if len(vals) < 2:
        return True
    return vals[0] > 0 and (vals[0] - vals[1]) / vals[0] >= need


def top(scores):
    best = max(scores.values())
    winners = [k for k, v in scores.items() if v == best]
    assert len(winners) == 1, scores
    return winners[0]


def record(fname, tool, shape, evidence, question, candidates, scores, traps,
           answer="winner", winner=None, acceptable=None, ask_because=None):
    if answer == "winner":
        assert margin_ok(scores), (fname, scores)
        w = top(scores)
        assert winner is None or winner == w
        winner = w
    EXPECTED[fname] = {
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


def ascii_fold(s):
    import unicodedata
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def rnd_round(x, n=1):
    return float(f"{x:.{n}f}")


# ============================================================ 1. Kicktipp
def f01_kicktipp():
    fname = "kicktipp_stammtisch_gesamtwertung.txt"
    names = ["Jürgen Pätzold", "Björn Kähler", "Sevgi Öztürk", "Malte Riebesell", "Heike Große",
             "Kai-Uwe Lüders", "Dörte Möller", "Tobias Saß", "Ömer Keskin",
             "Frauke Ebeling", "Jannik Strüver", "Anke Wöhlk",
             "Lasse Thießen", "Renée Bräuer"]
    for seed in range(100, 400):
        r = random.Random(seed)
        rows = []
        for i, n in enumerate(names):
            skill = r.uniform(0.75, 1.0)
            if n == "Dörte Möller":
                skill = 1.12
            pts = [max(0, int(round(r.gauss(9 * skill, 3.2)))) for _ in range(12)]
            bonus = r.choice([0, 2, 2, 4, 4, 6])
            rows.append([n, pts, bonus])
        # matchday winners (S column) -- give the matchday wins to a steady player with spikes
        for md in range(12):
            best = max(rows, key=lambda x: (x[1][md], x[0]))
            best_pts = best[1][md]
        # Björn: many matchday wins but inconsistent
        bj = [x for x in rows if x[0] == "Björn Kähler"][0]
        for md in (0, 3, 6, 9, 11):
            bj[1][md] = 19 + md % 3
        for md in (1, 2, 4, 7, 8, 10):
            bj[1][md] = r.randint(1, 5)
        totals = {x[0]: sum(x[1]) + x[2] for x in rows}
        if not margin_ok(totals) or top(totals) != "Dörte Möller":
            continue
        # S = number of matchdays where player had the (joint) best score
        wins = {x[0]: 0 for x in rows}
        for md in range(12):
            m = max(x[1][md] for x in rows)
            for x in rows:
                if x[1][md] == m:
                    wins[x[0]] += 1
        if wins["Björn Kähler"] <= max(v for k, v in wins.items() if k != "Björn Kähler"):
            continue
        last_best = max(x[1][11] for x in rows)
        if [x for x in rows if x[0] == "Dörte Möller"][0][1][11] == last_best:
            continue
        break
    else:
        raise SystemExit("kicktipp seed search failed")
    rows.sort(key=lambda x: (-(sum(x[1]) + x[2]), x[0]))
    before = sorted(rows, key=lambda x: (-(sum(x[1][:11]) + x[2]), x[0]))
    prev_rank = {x[0]: i for i, x in enumerate(before)}
    lines = []
    lines.append("Stammtisch Grün-Weiß Ottensen")
    lines.append("Tippspiel Bundesliga 2024/25")
    lines.append("Tabellen\tGesamtwertung\tSpieltagswertung\tSaisonwertung")
    lines.append("")
    lines.append("Gesamtwertung nach dem 12. Spieltag")
    head = ["Pos.", "+/-", "Name"] + [str(i) for i in range(1, 13)] + ["B", "S", "Ges."]
    lines.append("\t".join(head))
    pos = 0
    last_total = None
    for i, (n, pts, b) in enumerate(rows):
        tot = sum(pts) + b
        if tot != last_total:
            pos = i + 1
        last_total = tot
        move = prev_rank[n] - i
        mv = "" if move == 0 else ("+%d" % move if move > 0 else "%d" % move)
        lines.append("\t".join([str(pos) + ".", mv, n] + [str(p) for p in pts] + [str(b), str(wins[n]), str(tot)]))
    lines.append("")
    lines.append("P = Punkte je Spieltag, B = Bonuspunkte (Herbstmeister, Torschützenkönig), S = Spieltagssiege, Ges. = Gesamtpunkte")
    lines.append("Punkteregel: Tendenz 2 Punkte, Tordifferenz 3 Punkte, genaues Ergebnis 4 Punkte")
    lines.append("Tipprunde: 14 Teilnehmer · Einsatz 10 € · Auszahlung 60/30/10 %")
    write_text(fname, "\n".join(lines) + "\n", "iso-8859-15", newline="\n")
    record(fname,
           "Kicktipp (German football prediction-game site), Tabellen → Gesamtwertung selected in Firefox and pasted into Mousepad (Xfce text editor) on the pub owner's Linux PC, saved with encoding ISO-8859-15",
           "Score sheet pasted as TAB-separated text: site title and tab-bar lines, a caption line, header Pos./+/-/Name/12 matchday columns/B (bonus)/S (matchday wins)/Ges. (total); 14 players sorted by total; legend and rules footnotes with a € sign",
           "From memory (Kicktipp table columns and the B/S/Ges. abbreviations as remembered; not checked against a source). Encoding ISO-8859-15, LF, TAB.",
           "Total points (Ges. = sum of the 12 matchday columns + bonus); the leader of the prediction game",
           names, {n: totals[n] for n in names},
           ["matchday-wins column S led by another player", "last matchday column led by another player",
            "movement column +/- and position numbers", "€ amounts and percentages in footer",
            "ISO-8859-15 umlauts"])


# ============================================================ 2. Porsline (Persian)
def fa_digits(s):
    return str(s).translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹"))


def f02_porsline():
    fname = "porsline_kooh_zemestan.xlsx"
    dest = ["دماوند", "توچال", "علم‌کوه", "سبلان", "دنا"]
    weights = [14, 9, 16, 22, 7]
    for seed in range(200, 500):
        r = random.Random(seed)
        n = 64
        answers = []
        for i in range(n):
            d = r.choices(dest, weights)[0]
            answers.append(d)
        counts = {d: answers.count(d) for d in dest}
        gender = [r.choices(["مرد", "زن"], [0.64, 0.36])[0] for _ in range(n)]
        if not margin_ok(counts) or top(counts) != "سبلان":
            continue
        if gender.count("مرد") <= max(counts.values()):
            continue
        break
    else:
        raise SystemExit("porsline")
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "پاسخ‌ها"
    ws.sheet_view.rightToLeft = True
    head = ["شناسه پاسخ", "تاریخ پاسخ", "ساعت پاسخ", "مدت پاسخ‌دهی", "وضعیت",
            "۱. جنسیت", "۲. رده سنی",
            "۳. کدام قله را برای برنامه صعود زمستانی باشگاه ترجیح می‌دهید؟",
            "۴. میزان رضایت شما از برنامه‌های امسال باشگاه (۱ تا ۵)",
            "۵. از چه طریقی از برنامه‌ها باخبر می‌شوید؟",
            "۶. پیشنهاد یا نظر"]
    ws.append(head)
    ages = ["۱۸ تا ۲۵", "۲۶ تا ۳۵", "۳۶ تا ۴۵", "۴۶ به بالا"]
    chans = ["کانال تلگرام", "اینستاگرام", "پیامک", "دوستان"]
    notes = ["", "", "", "لطفا برنامه کارگاه برف و یخ هم بگذارید", "", "حمل و نقل گروهی خوب بود",
             "", "", "ساعت حرکت زودتر باشد", ""]
    day0 = 10
    r2 = random.Random(seed + 1)
    rowsout = []
    for i in range(n):
        day = day0 + i // 9
        hh = 8 + r2.randint(0, 14)
        mm = r2.randint(0, 59)
        status = "تکمیل شده"
        rowsout.append([fa_digits(48213 + i * 7 + r2.randint(0, 5)),
                        fa_digits("1403/09/%02d" % day), fa_digits("%02d:%02d" % (hh, mm)),
                        fa_digits("%d دقیقه %d ثانیه" % (r2.randint(1, 6), r2.randint(0, 59))), status,
                        gender[i], r2.choice(ages), answers[i], r2.choice([3, 4, 4, 5, 5, 2]),
                        r2.choice(chans), r2.choice(notes)])
    for row in rowsout:
        ws.append(row)
    ws.column_dimensions["H"].width = 40
    save_xlsx(wb, fname)
    record(fname,
           "Porsline (پرس‌لاین, Iranian online survey platform, Persian interface), survey → نتایج → دریافت خروجی اکسل (responses), a Tehran mountaineering club's winter-programme survey",
           "Multi-question survey, one row per respondent, right-to-left sheet: response id, Jalali date and time in Persian digits, duration, status; gender and age-band questions first, then the destination question, a 1–5 satisfaction rating, a channel question and free text",
           "From memory (Porsline's Excel export layout, column names and Persian-digit dates not checked against a source). .xlsx, one sheet, sheet view right-to-left.",
           "Count of responses to question 3 (preferred summit for the club's winter ascent)",
           dest, counts,
           ["gender question first whose top value outnumbers every summit",
            "response ids and dates in Persian digits", "numeric 1–5 rating column",
            "first listed option is not the winner"])


# ============================================================ 3. VK poll (Russian, cp1251)
def ru_num(n):
    s = f"{n:,}".replace(",", "\u00a0")
    return s


def f03_vk():
    fname = "vk_opros_igrok_sezona.csv"
    players = ["Артём Кузьмин", "Илья Баранов", "Денис Лопатин", "Рустам Хабибуллин",
               "Егор Селезнёв", "Матвей Фомичёв"]
    r = random.Random(303)
    counts = {"Артём Кузьмин": 271, "Илья Баранов": 388, "Денис Лопатин": 119,
              "Рустам Хабибуллин": 462, "Егор Селезнёв": 97, "Матвей Фомичёв": 204}
    # jitter deterministically
    for k in counts:
        counts[k] += r.randint(-6, 6)
    total = sum(counts.values())
    lines = []
    lines.append("Фан-клуб «Сокол» | Болельщики ФК «Сокол» Саратов;;")
    lines.append("Опрос: Кто лучший игрок сезона 2024/25?;;")
    lines.append("Публичный опрос · завершён 02.06.2025;;")
    lines.append(";;")
    lines.append("Вариант ответа;Голосов;%")
    for p in players:
        pct = counts[p] * 100.0 / total
        lines.append("%s;%s;%s" % (p, ru_num(counts[p]), f"{pct:.1f}".replace(".", ",")))
    lines.append("Всего проголосовало;%s;100,0" % ru_num(total))
    lines.append(";;")
    lines.append("Скопировано со страницы опроса 03.06.2025 (админ сообщества);;")
    write_text(fname, "\n".join(lines) + "\n", "cp1251", newline="\r\n")
    record(fname,
           "VK (ВКонтакте) community poll (опрос) results, copied from the poll by the community admin into Microsoft Excel (Russian) and saved as 'CSV (разделители — точки с запятой)' (Windows-1251)",
           "Ready-made count table: three title lines, header 'Вариант ответа;Голосов;%', six players with vote counts and percentages (decimal comma), a 'Всего проголосовало' total row with a no-break-space thousands separator, footnote",
           "From memory (VK poll result layout: option, vote count, percentage; the Excel round trip and cp1251 ';' CSV are standard Russian-Excel behaviour). Windows-1251, CRLF, ';'.",
           "Vote count per option (Голосов)",
           players, counts,
           ["total row larger than every option", "percentage column", "thousands separator is a no-break space",
            "first row is not the winner", "Windows-1251 Cyrillic"])


# ============================================================ 4. 问卷网 wenjuan.com (GB18030)
def f04_wenjuan():
    fname = "wenjuanwang_zhuoyoushe_2025qiu.csv"
    opts = ["狼人杀", "剧本杀", "卡坦岛", "璀璨宝石", "阿瓦隆", "UNO"]
    probs = [0.45, 0.38, 0.30, 0.62, 0.33, 0.28]
    for seed in range(400, 800):
        r = random.Random(seed)
        n = 72
        picks = []
        for i in range(n):
            ch = [o for o, p in zip(opts, probs) if r.random() < p]
            if not ch:
                ch = [r.choice(opts)]
            picks.append(ch)
        counts = {o: sum(1 for c in picks if o in c) for o in opts}
        gender = [r.choices(["女", "男"], [0.7, 0.3])[0] for _ in range(n)]
        if not margin_ok(counts, 0.08) or top(counts) != "璀璨宝石":
            continue
        if gender.count("女") <= max(counts.values()):
            continue
        break
    else:
        raise SystemExit("wenjuan")
    head = ["序号", "提交答卷时间", "所用时间", "来源", "来源详情", "来自IP",
            "1.您的性别", "2.您的年级"]
    head += ["3.本学期您最想参加哪些桌游活动？（多选）:" + o for o in opts]
    head += ["4.您每月能参加几次活动？", "5.其他建议"]
    lines = [csv_line(head)]
    grades = ["大一", "大二", "大三", "大四", "研究生"]
    freq = ["1次", "2次", "3次及以上", "不确定"]
    t0 = datetime(2025, 9, 8, 19, 30, 0)
    r2 = random.Random(seed + 7)
    for i in range(n):
        t0 += timedelta(minutes=r2.randint(3, 90))
        src = r2.choices(["微信", "QQ", "链接"], [0.8, 0.12, 0.08])[0]
        ip = "125.%d.%d.%d(四川-成都)" % (r2.randint(64, 71), r2.randint(0, 255), r2.randint(1, 254))
        row = [str(i + 1), t0.strftime("%Y/%m/%d %H:%M:%S"), "%d秒" % r2.randint(35, 260), src,
               "直接访问" if src != "微信" else "微信群", ip, gender[i], r2.choice(grades)]
        row += [o if o in picks[i] else "" for o in opts]
        row += [r2.choice(freq), r2.choice(["", "", "", "希望周末也有活动", "(空)", "新手教学"])]
        lines.append(csv_line(row))
    write_text(fname, "\n".join(lines) + "\n", "gb18030", newline="\r\n")
    record(fname,
           "问卷网 wenjuan.com (Chinese online survey platform), 数据 → 下载数据 → CSV (按选项文本), opened on a Simplified-Chinese Windows PC, a university board-game society's autumn activity survey",
           "Multi-question survey with metadata (row number, submit time, duration, source, source detail, IP with region); gender and grade first; a multi-select question spread over one column per option with the option's own name in the cell when ticked; frequency and free-text questions",
           "From memory (问卷网 export columns modelled on the common Chinese-survey layout 序号/提交答卷时间/所用时间/来源/来自IP; not checked). GB18030 (Excel-compatible ANSI on Chinese Windows), CRLF, ','.",
           "Approvals: number of respondents who ticked each option of question 3 (multi-select)",
           opts, counts,
           ["gender column's top value outnumbers every option", "source column dominated by 微信",
            "IP column with region text", "option columns hold the option text, not 1/0",
            "GB18030 encoding"])


# ============================================================ 5. Konzertmeister (German scheduling)
def f05_konzertmeister():
    fname = "Konzertmeister_Terminabfrage_Probenwochenende.xlsx"
    slots = ["Fr 19.09. – So 21.09.2025", "Fr 26.09. – So 28.09.2025",
             "Fr 10.10. – So 12.10.2025", "Fr 17.10. – So 19.10.2025"]
    registers = (["Flöte"] * 3 + ["Klarinette"] * 8 + ["Saxophon"] * 4 + ["Trompete"] * 5 +
                 ["Horn"] * 3 + ["Posaune"] * 4 + ["Tenorhorn/Bariton"] * 2 + ["Tuba"] * 2 + ["Schlagwerk"] * 3)
    first = ["Anna", "Lukas", "Theresa", "Jonas", "Marie", "Felix", "Sophie", "Elias", "Lea", "Paul",
             "Hannah", "Simon", "Lina", "Moritz", "Clara", "Jakob", "Emma", "David", "Johanna", "Florian",
             "Katharina", "Benedikt", "Magdalena", "Stefan", "Veronika", "Andreas", "Franziska", "Michael",
             "Rebekka", "Tobias", "Carina", "Matthias", "Sabine", "Josef"]
    last = ["Hummel", "Wiest", "Braun", "Kohler", "Kiefer", "Ströbele", "Haas", "Mauch", "Fink", "Bühler",
            "Seifried", "Rapp", "Eisele", "Gnann", "Baur", "Ott", "Storz", "Riedlinger", "Kempf", "Mayer",
            "Bader", "Hauser", "Reiser", "Schmid", "Knoll", "Uhl", "Wetzel", "Boos", "Kurz", "Moosmann",
            "Weh", "Dreher", "Egle", "Jäckle"]
    n = len(registers)
    # target: slot 3 wins at every maybe-weight in [0,1]
    for seed in range(500, 900):
        r = random.Random(seed)
        probs = [(0.48, 0.18), (0.40, 0.22), (0.66, 0.12), (0.44, 0.25)]
        grid = []
        for i in range(n):
            row = []
            if r.random() < 0.1:
                grid.append([""] * 4)
                continue
            for (py, pm) in probs:
                x = r.random()
                row.append("Zusage" if x < py else ("Vielleicht" if x < py + pm else "Absage"))
            grid.append(row)
        yes = [sum(1 for g in grid if g[j] == "Zusage") for j in range(4)]
        may = [sum(1 for g in grid if g[j] == "Vielleicht") for j in range(4)]
        ok = True
        for w in (0.0, 0.5, 1.0):
            sc = {slots[j]: yes[j] + w * may[j] for j in range(4)}
            if not margin_ok(sc) or top(sc) != slots[2]:
                ok = False
        # trap: yes+maybe of another slot should be close-ish but still below; the maybe column led by another slot
        if ok and max(may) != may[2] and registers.count("Klarinette") > 0:
            break
    else:
        raise SystemExit("konzertmeister")
    scores = {slots[j]: yes[j] + 0.5 * may[j] for j in range(4)}
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Terminabfrage"
    ws.append(["Musikverein Harmonie Eschach 1889 e. V."])
    ws.append(["Terminabfrage: Probenwochenende Herbst 2025 (Jugendherberge Rottweil)"])
    ws.append(["Erstellt von: Katharina Bader · Antwortfrist: 15.07.2025 · Export: 16.07.2025 20:41"])
    ws.append([])
    ws.append(["Name", "Register"] + slots + ["Kommentar"])
    for c in ws[5]:
        c.font = Font(bold=True)
    r3 = random.Random(seed + 3)
    comments = ["", "", "", "", "nur Samstag", "Konfirmation der Tochter am 28.09.", "", "Schicht – kläre ich noch", ""]
    order = list(range(n))
    for i in order:
        nm = "%s %s" % (first[i], last[i])
        ws.append([nm, registers[i]] + [g if g else "keine Rückmeldung" for g in grid[i]] + [r3.choice(comments) if any(grid[i]) else ""])
    ws.append([])
    labels = {"Zusage": "Zusagen", "Vielleicht": "Vielleicht", "Absage": "Absagen",
              "keine Rückmeldung": "keine Rückmeldung"}
    for lab, shown in labels.items():
        cnts = [sum(1 for g in grid if (g[j] if g[j] else "keine Rückmeldung") == lab) for j in range(4)]
        ws.append([shown, ""] + cnts)
    ws.append([])
    ws.append(["Mitglieder gesamt: %d" % n])
    ws.column_dimensions["A"].width = 24
    for col in "CDEF":
        ws.column_dimensions[col].width = 26
    save_xlsx(wb, fname)
    record(fname,
           "Konzertmeister (German app for orchestras, bands and choirs), Terminabfrage → Auswertung → Export als Excel, a village wind band's rehearsal-weekend date poll",
           "Scheduling poll: three title lines, header Name/Register/4 weekend options/Kommentar, one row per member with Zusage/Vielleicht/Absage/keine Rückmeldung, count rows Zusagen/Vielleicht/Absagen/keine Rückmeldung under the grid, member total",
           "From memory (Konzertmeister's answer words Zusage/Absage/Vielleicht are the app's own; the export layout is not checked). .xlsx, one sheet.",
           "Scheduling poll: Zusage = 1, Vielleicht = 0.5 (same winner with Vielleicht = 0 or 1)",
           slots, scores,
           ["Register (instrument section) column with Klarinette most frequent",
            "count rows under the grid", "'keine Rückmeldung' cells", "comment column",
            "Vielleicht row led by another weekend"])


# ============================================================ 6. Patreon poll CSV
def f06_patreon():
    fname = "patreon_poll_next_arc_votes.csv"
    opts = ["Gothic horror (Ravenloft-style)", "Pirate archipelago", "Sky-city heist",
            "Post-apocalyptic wasteland", "Fey court intrigue"]
    probs = [0.36, 0.41, 0.58, 0.22, 0.30]
    tiers = ["Tavern Regular", "Adventurer", "Dungeon Master's Circle"]
    for seed in range(600, 900):
        r = random.Random(seed)
        n = 118
        rows = []
        for i in range(n):
            ch = [1 if r.random() < p else 0 for p in probs]
            if sum(ch) == 0:
                ch[r.randrange(5)] = 1
            tier = r.choices(tiers, [0.62, 0.30, 0.08])[0]
            rows.append((tier, ch))
        counts = {o: sum(x[1][j] for x in rows) for j, o in enumerate(opts)}
        tier_top = max(sum(1 for x in rows if x[0] == t) for t in tiers)
        if margin_ok(counts, 0.08) and top(counts) == "Sky-city heist" and tier_top > max(counts.values()):
            break
    else:
        raise SystemExit("patreon")
    fn = ["Sam", "Priya", "Owen", "Beatriz", "Kenji", "Hollie", "Marcus", "Ines", "Ravi", "Tegan", "Callum",
          "Niamh", "Diego", "Freya", "Tomasz", "Ayesha", "Liam", "Jo", "Ezra", "Maya"]
    ln = ["Hart", "Nair", "Pryce", "Souza", "Mori", "Finch", "Bell", "Duarte", "Iyer", "Walsh", "Reid",
          "Byrne", "Castro", "Lund", "Nowak", "Khan", "Doyle", "Park", "Stone", "Levi"]
    r2 = random.Random(seed + 11)
    head = ["Name", "Email", "Tier"] + opts
    lines = [csv_line(head)]
    used = set()
    for i, (tier, ch) in enumerate(rows):
        while True:
            a, b = r2.choice(fn), r2.choice(ln)
            if (a, b) not in used:
                used.add((a, b))
                break
        email = "%s.%s%d@example.org" % (a.lower(), b.lower(), r2.randint(1, 99))
        lines.append(csv_line(["%s %s" % (a, b), email, tier] + [str(c) for c in ch]))
    write_text(fname, "\n".join(lines) + "\n", "utf-8", newline="\n")
    record(fname,
           "Patreon (creator membership platform), a poll post with several answers allowed → 'Download the results' (CSV of who voted for which options), a tabletop actual-play podcast choosing its next campaign arc",
           "One row per voting patron: Name, Email, Tier, then one column per poll option holding 1 (chosen) or 0 (not chosen)",
           "Partly checked: Patreon Help Center ('Creating polls for your patrons', via the pages search) says the download is a CSV list of who voted on which option(s), with 1 for each chosen answer and 0 otherwise when several answers are allowed. The Name/Email/Tier columns are from memory. UTF-8, LF, ','.",
           "Approvals: number of 1s per option column",
           opts, counts,
           ["Tier column whose most common value outnumbers every option", "e-mail column",
            "first option column is not the winner", "0/1 cells"])


# ============================================================ 7. itch.io jam results paste (UTF-16)
def f07_itch():
    fname = "itchio_retro_pixel_jam_7_results.txt"
    games = [("Lantern Keeper", "mossbyte"), ("Bitwise Bakery", "crumbcat"), ("Orbit Janitor", "polyfox studio"),
             ("Tidepool Tactics", "saltwater_dev"), ("Moth & Moon", "inkwell"), ("Signal Lost", "kilo.wav"),
             ("Gravel Drift 86", "hexhound"), ("Paper Golem", "tinyforge"), ("Frog Courier", "lilypadgames"),
             ("Neon Harvest", "crtmoon")]
    crit = ["Overall", "Fun", "Graphics", "Audio", "Theme", "Innovation"]
    median = 11
    r = random.Random(707)
    data = []
    for gi, (g, a) in enumerate(games):
        n = r.randint(9, 17)
        base = r.uniform(3.3, 3.9)
        raw = {c: min(5.0, max(1.0, base + r.uniform(-0.45, 0.45))) for c in crit[1:]}
        data.append([g, a, n, raw])
    # winner: Orbit Janitor strong overall; Signal Lost huge raw scores with few ratings (trap);
    d = {x[0]: x for x in data}
    d["Orbit Janitor"][2] = 15
    d["Orbit Janitor"][3] = {"Fun": 4.62, "Graphics": 4.31, "Audio": 4.15, "Theme": 4.46, "Innovation": 4.38}
    d["Signal Lost"][2] = 5
    d["Signal Lost"][3] = {"Fun": 4.80, "Graphics": 4.60, "Audio": 5.00, "Theme": 4.80, "Innovation": 4.60}
    d["Bitwise Bakery"][2] = 13
    d["Bitwise Bakery"][3] = {"Fun": 4.08, "Graphics": 4.85, "Audio": 3.62, "Theme": 3.77, "Innovation": 3.69}
    d["Moth & Moon"][2] = 12
    d["Moth & Moon"][3] = {"Fun": 3.75, "Graphics": 4.08, "Audio": 4.33, "Theme": 4.67, "Innovation": 3.92}
    for x in data:
        raw = x[3]
        raw["Overall"] = sum(raw[c] for c in crit[1:]) / 5.0
        x.append({c: raw[c] * (min(x[2], median) / median) ** 0.5 for c in crit})
    # ranks per criterion by adjusted score (3 decimals)
    ranks = {}
    for c in crit:
        srt = sorted(data, key=lambda x: (-round(x[4][c], 3), x[0]))
        for i, x in enumerate(srt):
            ranks[(x[0], c)] = i + 1
    data.sort(key=lambda x: ranks[(x[0], "Overall")])
    scores = {x[0]: round(x[4]["Overall"], 3) for x in data}
    L = []
    L.append("Retro Pixel Jam #7")
    L.append("Hosted by pixelpotluck, lowrezclub")
    L.append("Overview\tSubmissions\tResults\tCommunity\tScreenshots")
    L.append("Results")
    L.append("Overall\tFun\tGraphics\tAudio\tTheme\tInnovation")
    L.append("Ranked by Overall")
    total = 38
    L.append("%d entries were submitted between 2025-02-07 18:00:00 and 2025-02-09 18:00:00. 418 ratings were given "
             "to 38 entries (100.0%%) between 2025-02-09 18:00:00 and 2025-02-23 18:00:00. The average number of "
             "ratings per game was 11.0 and the median was %d." % (total, median))
    L.append("")
    for x in data:
        g, a, n, raw, adj = x
        L.append("#%d" % ranks[(g, "Overall")])
        L.append(g)
        L.append("by %s" % a)
        L.append("Ranked from %d ratings. Score is adjusted from raw score by the median number of ratings per game in the jam." % n
                 if n < median else "Ranked from %d ratings." % n)
        L.append("View submission")
        L.append("Criteria\tRank\tScore*\tRaw Score")
        for c in sorted(crit, key=lambda c: (ranks[(g, c)], crit.index(c))):
            L.append("%s\t#%d\t%.3f\t%.3f" % (c, ranks[(g, c)], adj[c], raw[c]))
        L.append("")
    L.append("* Score is adjusted from raw score by the median number of ratings per game in the jam.")
    L.append("1\t2\t3\t4\tNext page")
    write_bytes(fname, b"\xff\xfe" + ("\r\n".join(L) + "\r\n").encode("utf-16-le"))
    record(fname,
           "itch.io game-jam results page (ranked jam, 'Results' tab, first page of 10 entries) selected in the browser by a Discord community moderator and pasted into Windows Notepad, saved with encoding 'UTF-16 LE'",
           "Browser paste of a results page: jam title, host, tab bar, criteria tabs, statistics sentence; then for each entry a '#rank', title, 'by author', ratings note and a TAB-separated 'Criteria / Rank / Score* / Raw Score' block whose rows are ordered by that entry's rank; footnote and pager",
           "Checked against real itch.io results pages found with the pages search (statistics sentence wording, the 'Criteria | Rank | Score* | Raw Score' block, '#n' ranks, rows ordered by rank within each entry, Score* adjusted for entries below the median number of ratings). UTF-16 LE with BOM, CRLF, TAB inside blocks.",
           "Overall Score* (adjusted) of each entry; the jam winner is Overall #1",
           [x[0] for x in data], scores,
           ["entry with the highest raw scores has few ratings and a lower adjusted score",
            "another entry ranks #1 in Graphics, another in Theme", "per-entry rows ordered by rank, Overall not always first",
            "rank numbers with '#'", "pager numbers at the end"])


# ============================================================ 8. BLS bowling standings (fixed width)
def f08_bowling():
    fname = "bls_thursday_mixed_trio_standings_wk24.txt"
    teams = ["Split Happens", "Pin Pals", "Gutter Gang", "Lane Lizards", "Spare Me", "The Alley Cats",
             "Ten Pin Titans", "Strike Force", "Holy Rollers", "Kingpins", "Bowl Movements", "No Tap Dancers"]
    r = random.Random(808)
    games = 24 * 3
    recs = []
    for i, t in enumerate(teams):
        won = r.randint(78, 100)
        recs.append([i + 1, t, won])
    recs[6][2] = 116   # Ten Pin Titans
    recs[1][2] = 104   # Pin Pals
    recs[7][2] = 101   # Strike Force (scratch trap)
    total_pts = 24 * 8  # 8 points per week
    lines = []
    lines.append("Thursday Night Mixed Trio                         Week 24 of 32                        Northgate Lanes")
    lines.append("Standings as of 03/13/2025                 Bowling League Secretary                        Page 1")
    lines.append("")
    h1 = "Place  #  Team Name              %Won  Points  Points  UnEarned    YTD    YTD   Game    Scratch       HDCP"
    h2 = "                                          Won    Lost    Points    Won   Lost    Ave       Pins       Pins"
    lines += [h1, h2]
    rows = []
    for num, t, won in recs:
        unearned = r.choice([0, 0, 0, 2, 4])
        lost = total_pts - won - unearned
        ave = r.randint(520, 610)
        if t == "Strike Force":
            ave = 655
        if t == "Ten Pin Titans":
            ave = 548
        scratch = ave * games // 3 + r.randint(0, 200)
        hdcp = scratch + (700 - ave) * games // 3 * 9 // 10 + r.randint(0, 90)
        rows.append([num, t, won, lost, unearned, ave, scratch, hdcp])
    rows.sort(key=lambda x: (-x[2], x[0]))
    for i, (num, t, won, lost, un, ave, sc, hd) in enumerate(rows):
        pct = 100.0 * won / (won + lost)
        lines.append("%5d %3d  %-20s %6.2f %7d %7d %9d %7d %6d %6d %10s %10s" % (
            i + 1, num, t, pct, won, lost, un, won, lost, ave, f"{sc:,}", f"{hd:,}"))
    lines.append("")
    lines.append("Review of Last Week's Bowling.....")
    lines.append("  Lanes 13-14  Ten Pin Titans 6 - Bowl Movements 2       Lanes 15-16  Strike Force 8 - Gutter Gang 0")
    lines.append("")
    lines.append("Season High Scratch Game                       Season High Scratch Series")
    lines.append("  Men    Dale Kowalczyk      279                  Men    Dale Kowalczyk      742")
    lines.append("         Ray Espinoza        268                         Mike Tran           701")
    lines.append("  Women  Tammy Reinholt      245                  Women  Tammy Reinholt      652")
    lines.append("         Lorraine Bui        233                         Cheryl Ames         618")
    lines.append("")
    lines.append("Points: 2 per game won, 2 for series. 8 points available per week. Handicap 90% of 220.")
    lines.append("\f")
    write_text(fname, "\n".join(lines) + "\n", "ascii", newline="\r\n")
    scores = {x[1]: x[2] for x in rows}
    record(fname,
           "Bowling League Secretary (BLS, CDE Software, Windows) weekly standings sheet printed to a text file ('Print to file'), a bowling alley's Thursday mixed-trio league",
           "Fixed-width printed report: title block with week and page, two-line column header, 12 team rows (place, team number, name, %won, points won/lost, unearned, YTD, average, scratch and handicap pins with thousands commas), last week's results, season high games/series of individual bowlers, footnote, form feed",
           "From memory (the BLS standings-sheet columns Place/#/Team Name/%Won/Points Won/Points Lost/UnEarned/Scratch Pins/HDCP Pins as remembered; spacing invented). ASCII, CRLF, fixed width.",
           "Points Won per team (league standings leader)",
           [x[1] for x in rows], scores,
           ["scratch and handicap pin totals led by another team", "team numbers next to the place column",
            "individual bowlers with high scores below the table", "%Won with decimals",
            "two-line header"])


# ============================================================ 9. chess-results (Spanish xlsx)
def f09_chess():
    fname = "chessresults_abierto_verano_clasificacion.xlsx"
    names = ["Ruiz Calvo, Alejandro", "Moreno Gil, Lucía", "Sánchez Prieto, Javier", "Navarro Soler, Marta",
             "Ortega Vidal, Pablo", "Castillo Ramos, Sergio", "Iglesias Pardo, Elena", "Domínguez Lara, Raúl",
             "Herrera Campos, Diego", "Vázquez Nieto, Irene", "Cano Serrano, Adrián", "Molina Rubio, Álvaro",
             "Garrido León, Nuria", "Méndez Cruz, Hugo", "Santos Fuentes, Daniel", "Cortés Marín, Clara",
             "Peña Aguilar, Óscar", "Reyes Caballero, Laura", "Flores Medina, Iván", "Gallego Ibáñez, Sara",
             "Romero Blanco, Marcos", "Lorenzo Pastor, Carmen", "Rojas Benítez, Mario", "Crespo Vega, Ana"]
    r = random.Random(909)
    elos = sorted([r.randint(1450, 2260) for _ in names], reverse=True)
    elos[0] = 2288
    players = [{"sno": i + 1, "name": n, "elo": elos[i]} for i, n in enumerate(names)]
    titles = {1: "FM", 2: "WFM", 3: "CM"}
    # final points (7 rounds)
    pts_list = [6.5, 5.5, 5.5, 5.0, 5.0, 5.0, 4.5, 4.5, 4.5, 4.0, 4.0, 4.0, 4.0, 3.5, 3.5, 3.5, 3.0, 3.0,
                3.0, 2.5, 2.5, 2.0, 1.5, 1.0]
    # winner: seed 4 (Navarro Soler, Marta); top seed finishes 2nd
    order = [4, 1, 6, 2, 3, 9, 5, 7, 12, 8, 10, 11, 14, 13, 15, 18, 16, 17, 19, 20, 22, 21, 23, 24]
    lines = []
    for rk, (sno, pts) in enumerate(zip(order, pts_list), 1):
        p = players[sno - 1]
        bh1 = round(pts * 4.6 + r.uniform(2, 6) * 2) / 2
        bh = bh1 + r.choice([2.0, 2.5, 3.0, 3.5])
        sb = round((pts * pts * 1.6 + r.uniform(0, 4)) * 4) / 4
        lines.append([rk, sno, titles.get(sno, ""), p["name"], "ESP", p["elo"],
                      r.choice(["C.A. Peón Pasado", "C.A. Alcobendas", "Club Ajedrez Getafe", "C.A. Collado Villalba", "Independiente"]),
                      pts, bh1, bh, sb])
    lines.sort(key=lambda x: (-x[7], -x[8], -x[9], -x[10], x[1]))
    for i, row in enumerate(lines):
        row[0] = i + 1
    def es(x):
        s = ("%.2f" % x).rstrip("0").rstrip(".") if isinstance(x, float) else str(x)
        return s.replace(".", ",")
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Clasificación"
    ws.append(["XXIV Abierto de Verano Club de Ajedrez Peón Pasado 2025"])
    ws["A1"].font = Font(bold=True, size=13)
    ws.append(["Última actualización 27.07.2025 21:14:05, Creador/Última carga: Federación Madrileña de Ajedrez"])
    ws.append([])
    ws.append(["Clasificación final tras 7 rondas"])
    ws["A4"].font = Font(bold=True)
    ws.append([])
    ws.append(["Rk.", "SNo", "", "Nombre", "FED", "Elo", "Club/Ciudad", "Pts. ", "Des1", "Des2", "Des3"])
    for c in ws[6]:
        c.font = Font(bold=True)
    for row in lines:
        rk, sno, tit, nm, fed, elo, club, pts, d1, d2, d3 = row
        ws.append([rk, sno, tit, nm, fed, elo, club, es(float(pts)), es(float(d1)), es(float(d2)), es(float(d3))])
    ws.append([])
    ws.append(["Nota:"])
    ws.append(["Desempate1: Buchholz Corte-1 (Con valor de los no jugados, Cut 1)"])
    ws.append(["Desempate2: Buchholz (Con valor de los no jugados)"])
    ws.append(["Desempate3: Sonneborn-Berger (Con valor de los no jugados)"])
    ws.column_dimensions["D"].width = 28
    ws.column_dimensions["G"].width = 24
    save_xlsx(wb, fname)
    scores = {row[3]: float(row[7]) for row in lines}
    record(fname,
           "chess-results.com (Swiss-Manager tournament results server), Spanish interface, tournament page → 'Clasificación final' → 'Exportar a Excel', a Madrid chess club's summer open",
           "Score sheet with title block: tournament name, last-update line, 'Clasificación final tras 7 rondas', header Rk./SNo/title/Nombre/FED/Elo/Club/Ciudad/Pts./Des1–Des3, 24 players with points and tie-breaks as text with decimal commas, tie-break legend footnotes",
           "From memory (chess-results column set Rk./SNo/Name/FED/Rtg/Club/Pts./TB as seen on its pages; the Spanish labels 'Clasificación final tras N rondas', 'Desempate' and 'Última actualización' and the Excel layout are remembered, not checked). .xlsx, one sheet.",
           "Tournament points (Pts.); the winner is rank 1",
           names, scores,
           ["Elo column (top seed is not the winner)", "starting numbers SNo",
            "tie-break columns Des1–Des3 with larger numbers", "points as text with decimal comma",
            "title column (FM/WFM/CM)"])


# ============================================================ 10. Handbid bid history (bid list)
def money(x):
    return "$" + f"{x:,.2f}"


def f10_handbid():
    fname = "handbid_bid_history_item_214.csv"
    bidders = [(117, "Dana Whitfield"), (142, "Marcus Ohlsen"), (156, "Priya Raman"), (163, "Tom Brennan"),
               (171, "Katie Lindqvist"), (188, "Jerome Baptiste"), (203, "Lauren Mietz"), (219, "Chris Adeyemi"),
               (226, "Shawna Pike")]
    # maxima of valid bids per bidder
    r = random.Random(1010)
    # explicit ascending bid ladder (paddle, amount); each bidder's last entry is their maximum
    ladder = [(226, 400), (171, 425), (226, 475), (203, 500), (171, 550), (156, 575), (203, 650),
              (117, 660), (203, 720), (156, 740), (219, 750), (156, 775), (117, 800), (142, 825),
              (117, 850), (219, 875), (142, 900), (219, 950), (142, 1000), (188, 1050), (163, 1100),
              (188, 1150), (163, 1250)]
    t = datetime(2025, 3, 8, 18, 5, 0)
    rows = []
    for b, a in ladder:
        t += timedelta(minutes=r.randint(1, 9), seconds=r.randint(0, 59))
        rows.append([b, a, t, "Bid"])
    ins = 9
    t_ins = rows[ins][2] + timedelta(seconds=20)
    rows.insert(ins + 1, [171, 6000, t_ins, "Removed"])
    top_amt = max(a for b, a, _, s in rows if s == "Bid")
    out = []
    name = dict(bidders)
    for b, a, tt, s in rows:
        if s == "Removed":
            status = "Removed"
        elif a == top_amt:
            status = "Winning"
        else:
            status = "Outbid"
        out.append([b, name[b], a, tt, status])
    # file: newest first, as bid history lists usually are
    out.sort(key=lambda x: x[3], reverse=True)
    head = ["Auction", "Item #", "Item Name", "Category", "Value", "Paddle #", "Bidder Name", "Amount",
            "Type", "Status", "Date/Time"]
    lines = [csv_line(head)]
    for b, nm, a, tt, st in out:
        lines.append(csv_line(["Rinkside Gala 2025", "214", "Signed Ice Hawks Jersey + 4 Season Tickets",
                               "Sports", money(1400), str(b), nm, money(a),
                               "Bid", st,
                               tt.strftime("%m/%d/%Y %I:%M:%S %p")]))
    write_text(fname, "\n".join(lines) + "\n", "utf-8", newline="\r\n", bom=True)
    # scoring: best posted price
    valid = {}
    for b, nm, a, tt, st in out:
        if st == "Removed":
            continue
        valid[b] = max(valid.get(b, 0), a)
    amounts = sorted({a for b, nm, a, tt, st in out if st != "Removed"})
    scores = {money(a): a * sum(1 for m in valid.values() if m >= a) for a in amounts}
    record(fname,
           "Handbid (charity mobile-bidding platform), auction manager → Reports → Bid History, filtered to item 214 → Export CSV, a youth hockey association's gala silent auction",
           "Bid list, one row per bid, newest first: auction, item number and name, category, value, paddle number, bidder name, amount in US format with $ and thousands comma, type, status (Winning/Outbid/Removed), US date-time; several bids per bidder and one admin-removed fat-finger bid",
           "From memory (Handbid report column names not checked against a source). UTF-8 with BOM, CRLF, ','.",
           "Best posted price: the valid bid amount b maximising b × number of bidders whose highest valid bid ≥ b (removed bid excluded)",
           [money(a) for a in amounts], scores,
           ["removed $6,000.00 bid", "item 'Value' column with a dollar amount",
            "paddle numbers", "newest-first order", "Winning status marks the top bid, not the best posted price"])


# ============================================================ 11. Qualifio listener award (French, cp1252)
def f11_qualifio():
    fname = "qualifio_prix_auditeurs_2025_participations.csv"
    albums = ["Juicy – « Mobile »", "Pierre de Maere – « Un jour je marierai un ange »", "Lous and the Yakuza – « Iota »",
              "Témé Tan – « Quand il pleut »", "Colt – « Insomnies »", "Mustii – « It's Happening Now »"]
    for seed in range(1100, 1500):
        r = random.Random(seed)
        w = [12, 20, 9, 14, 7, 11]
        n = 143
        ballots = []
        for i in range(n):
            pool = list(albums)
            ww = list(w)
            pick = []
            for k in range(3):
                c = r.choices(pool, ww)[0]
                j = pool.index(c)
                pool.pop(j)
                ww.pop(j)
                pick.append(c)
            ballots.append(pick)
        borda = {a: 0 for a in albums}
        first = {a: 0 for a in albums}
        for b in ballots:
            for k, a in enumerate(b):
                borda[a] += 3 - k
            first[b[0]] += 1
        lang = None
        if (margin_ok(borda) and margin_ok(first) and top(borda) == top(first) == albums[1]):
            break
    else:
        raise SystemExit("qualifio")
    head = ["ID participation", "Date de participation", "Campagne", "Langue", "Canal", "Prénom", "Nom",
            "E-mail", "Code postal", "Opt-in newsletter", "Votre album n°1 (3 points)",
            "Votre album n°2 (2 points)", "Votre album n°3 (1 point)"]
    fn = ["Julie", "Thomas", "Sarah", "Maxime", "Camille", "Nicolas", "Laura", "Antoine", "Manon", "Kevin",
          "Élodie", "Grégory", "Chloé", "Sébastien", "Amélie", "Loïc", "Océane", "François", "Noémie", "Cédric"]
    ln = ["Dubois", "Lambert", "Martin", "Peeters", "Renard", "Lejeune", "Collard", "Dupont", "Lemaire",
          "Mathieu", "Jacobs", "François", "Hermans", "Leclercq", "Gilson", "Wauters"]
    cps = ["4000", "4020", "4030", "4100", "4400", "4430", "4600", "4800", "1348", "5000"]
    r2 = random.Random(seed + 5)
    lines = [csv_line(head, ";")]
    t = datetime(2025, 11, 17, 7, 2, 0)
    for i, b in enumerate(ballots):
        t += timedelta(minutes=r2.randint(1, 70))
        a, l = r2.choice(fn), r2.choice(ln)
        mail = "%s.%s@example.org" % (ascii_fold(a.lower()), ascii_fold(l.lower()))
        lines.append(csv_line(["%d" % (9120345 + i * 3 + r2.randint(0, 2)), t.strftime("%d/%m/%Y %H:%M"),
                               "Prix des auditeurs 2025 – Album belge de l'année",
                               r2.choices(["FR", "NL"], [0.93, 0.07])[0],
                               r2.choices(["Site web", "Application", "Facebook"], [0.55, 0.3, 0.15])[0],
                               a, l, mail, r2.choice(cps), r2.choice(["Oui", "Non", "Non"]), b[0], b[1], b[2]], ";"))
    # fold accented text through cp1252: curly quotes « » and – exist in cp1252
    write_text(fname, "\n".join(lines) + "\n", "cp1252", newline="\r\n")
    record(fname,
           "Qualifio (Belgian interactive-marketing platform used by radio stations for listener votes), campaign → Participations → Export, opened in Microsoft Excel (French, Belgium) and saved as 'CSV (séparateur : point-virgule)', a Liège community radio's listener award",
           "Ranked votes with metadata: participation id, date, campaign, language, channel, first and last name, e-mail, postcode, newsletter opt-in, then three rank columns 'Votre album n°1 (3 points)', 'n°2 (2 points)', 'n°3 (1 point)'",
           "From memory (Qualifio participation-export columns not checked; the French-Excel ';' CSV in Windows-1252 is standard). Windows-1252, CRLF, ';'.",
           "Points as announced in the column headers: 3 for n°1, 2 for n°2, 1 for n°3 (Borda); first preferences give the same winner",
           albums, borda,
           ["language column dominated by FR", "postcode and id columns", "channel column",
            "option labels contain « » quotes, en dashes and a comma-free apostrophe",
            "Windows-1252"])


# ============================================================ 12. Looker Studio pivot (Polish scouting jamboree)
def f12_looker():
    fname = "Festiwal_piosenki_glosowanie_podoboz.csv"
    songs = ["Płonie ognisko", "Harcerskie ideały", "Wędrowniczek", "Jak dobrze nam zdobywać góry",
             "Ballada o Chmurce", "Zielony mosteczek"]
    subcamps = ["Podobóz Wilki", "Podobóz Rysie", "Podobóz Sokoły", "Podobóz Żubry", "Podobóz Bobry",
                "Podobóz Łosie", "Podobóz Orły"]
    for seed in range(1200, 1600):
        r = random.Random(seed)
        grid = {}
        for s in subcamps:
            # each subcamp has a favourite; "Wędrowniczek" wins most subcamps narrowly but loses overall
            base = [r.randint(18, 40) for _ in songs]
            grid[s] = base
        for s in subcamps[:4] + ["Podobóz Łosie"]:
            grid[s][2] += 14
        grid["Podobóz Żubry"][3] += 55
        grid["Podobóz Orły"][3] += 48
        grid["Podobóz Bobry"][3] += 30
        tot = {songs[j]: sum(grid[s][j] for s in subcamps) for j in range(len(songs))}
        wins = {x: 0 for x in songs}
        for s in subcamps:
            wins[songs[max(range(len(songs)), key=lambda j: grid[s][j])]] += 1
        if margin_ok(tot) and top(tot) == songs[3] and wins[songs[2]] > wins[songs[3]] \
                and wins[songs[2]] == max(wins.values()) \
                and all(sorted(grid[s])[-1] > sorted(grid[s])[-2] for s in subcamps):
            break
    else:
        raise SystemExit("looker")
    lines = [csv_line(["Podobóz / Piosenka"] + songs + ["Suma całkowita"])]
    for s in subcamps:
        lines.append(csv_line([s] + [str(v) for v in grid[s]] + [str(sum(grid[s]))]))
    lines.append(csv_line(["Suma całkowita"] + [str(tot[x]) for x in songs] + [str(sum(tot.values()))]))
    write_text(fname, "\n".join(lines) + "\n", "utf-8", newline="\n", bom=True)
    record(fname,
           "Looker Studio (Google's dashboard tool), a scouting jamboree's results report: pivot table (rows: podobóz, columns: piosenka, metric: Record Count, totals on) → chart menu → Export → 'CSV (Excel)', a Polish scout (ZHP) jamboree's campfire song contest",
           "Results by unit: one row per subcamp, candidate songs as columns, a 'Suma całkowita' total column and total row",
           "From memory (Looker Studio offers CSV / CSV (Excel) / Google Sheets chart exports; the pivot header layout is not checked). UTF-8 with BOM, LF, ','.",
           "Sum of audience votes over all subcamps (the 'Suma całkowita' row)",
           songs, tot,
           ["grand-total column and row", "another song wins the most subcamps",
            "first song column is not the winner", "Polish diacritics"])


# ============================================================ 13. Crowdpurr (ASK: two polls)
def f13_crowdpurr():
    fname = "crowdpurr_fan_awards_night_results.xlsx"
    goals = ["Novak OT winner vs. Bay City", "Lemieux lacrosse goal", "Okafor end-to-end rush",
             "Brandt shorthanded breakaway", "Salo between-the-legs"]
    players = ["#19 Jesse Novak", "#8 Théo Lemieux", "#44 Daniel Okafor", "#31 Mikko Salo (G)", "#27 Ryan Brandt"]
    r = random.Random(1313)
    gv = {g: v for g, v in zip(goals, [142, 231, 118, 96, 178])}
    pv = {p: v for p, v in zip(players, [224, 131, 175, 152, 87])}
    for d in (gv, pv):
        for k in d:
            d[k] += r.randint(-4, 4)
    assert margin_ok(gv) and margin_ok(pv)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Summary"
    ws.append(["Experience", "Riverton Rapids Fan Awards Night 2025"])
    ws.append(["Access Code", "RAPIDS25"])
    ws.append(["Date", "04/12/2025"])
    ws.append(["Mode", "Live Poll"])
    ws.append(["Participants", 812])
    ws.append([])
    ws.append(["#", "Poll Question", "Type", "Responses"])
    ws.append([1, "Fan Choice: Goal of the Year", "Multiple Choice", sum(gv.values())])
    ws.append([2, "Fan Choice: Player of the Year", "Multiple Choice", sum(pv.values())])
    for title, d in (("Goal of the Year", gv), ("Player of the Year", pv)):
        w = wb.create_sheet(title)
        w.append(["Fan Choice: " + title])
        w.append([])
        w.append(["Choice", "Responses", "Percent"])
        tot = sum(d.values())
        for k, v in d.items():
            w.append([k, v, "%.1f%%" % (100.0 * v / tot)])
        w.append(["Total", tot, "100.0%"])
    save_xlsx(wb, fname)
    sheets = {"Goal of the Year": gv, "Player of the Year": pv}
    record(fname,
           "Crowdpurr (live trivia and polling for events), experience dashboard → Results → Download (Excel), a minor-league hockey club's fan awards night with two live polls",
           "Workbook with a Summary sheet first (experience name, access code, date, mode, participants, list of polls with response counts), then one sheet per poll with Choice/Responses/Percent and a Total row",
           "From memory (Crowdpurr's results download layout not checked). .xlsx, three sheets, summary first.",
           "Count of responses per choice, on each poll sheet",
           {k: list(v.keys()) for k, v in sheets.items()},
           {k: dict(v) for k, v in sheets.items()},
           ["summary sheet first with participant count", "Total rows", "percent column",
            "two award polls of equal standing"],
           answer="ask", winner=None,
           acceptable={k: top(v) for k, v in sheets.items()},
           ask_because="The workbook holds two fan-award polls of equal standing (Goal of the Year and Player of the Year), each with its own winner; nothing says which one the user means.")


# ============================================================ 14. Formbricks (ASK: two questions, pt-BR)
def f14_formbricks():
    fname = "formbricks_confraternizacao_padaria_responses.csv"
    dates = ["Sexta 12/12 à noite", "Sábado 13/12 no almoço", "Segunda 15/12 depois do expediente"]
    places = ["Churrascaria Gaúcha do Porto", "Pizzaria Bella Napoli", "Boteco do Zé (mesa reservada)",
              "Sítio do seu Ademir"]
    for seed in range(1400, 1800):
        r = random.Random(seed)
        n = 41
        d_ans = [r.choices(dates, [0.3, 0.5, 0.2])[0] for _ in range(n)]
        p_ans = [r.choices(places, [0.22, 0.18, 0.2, 0.4])[0] for _ in range(n)]
        unit = [r.choices(["Loja Centro", "Loja Moinhos", "Fábrica"], [0.5, 0.25, 0.25])[0] for _ in range(n)]
        dc = {x: d_ans.count(x) for x in dates}
        pc = {x: p_ans.count(x) for x in places}
        if margin_ok(dc, 0.12) and margin_ok(pc, 0.12) and top(dc) == dates[1] and top(pc) == places[3]:
            break
    else:
        raise SystemExit("formbricks")
    head = ["Response ID", "Timestamp", "Finished", "Survey ID", "Formbricks ID (internal)", "User ID", "Notes",
            "Tags", "url", "country", "userAgent - os", "userAgent - device", "userAgent - browser",
            "Em qual unidade você trabalha?",
            "Qual data você prefere para a confraternização de fim de ano?",
            "Onde você prefere fazer a confraternização?",
            "Alguma restrição alimentar?"]
    r2 = random.Random(seed + 2)
    lines = [csv_line(head)]
    t = datetime(2025, 11, 3, 10, 15, 0)
    alpha = "abcdefghijklmnopqrstuvwxyz0123456789"
    for i in range(n):
        t += timedelta(minutes=r2.randint(5, 300))
        rid = "cm" + "".join(r2.choice(alpha) for _ in range(23))
        os_ = r2.choices(["Android", "iOS", "Windows"], [0.6, 0.3, 0.1])[0]
        lines.append(csv_line([rid, t.strftime("%Y-%m-%d %H:%M:%S"), "Yes", "cm4confrat2025padaria01x",
                               "", "", "", "", "https://app.formbricks.com/s/cm4confrat2025padaria01x",
                               "BR", os_, "mobile" if os_ != "Windows" else "desktop",
                               r2.choice(["Chrome", "Safari", "Samsung Internet"]),
                               unit[i], d_ans[i], p_ans[i],
                               r2.choice(["", "", "", "Vegetariana", "Sem glúten", "Nenhuma"])]))
    write_text(fname, "\n".join(lines) + "\n", "utf-8", newline="\n")
    sheets = {head[14]: dc, head[15]: pc}
    record(fname,
           "Formbricks (open-source survey platform), survey → Responses → Download → 'All responses (CSV)', a Porto Alegre bakery chain's staff survey for the year-end party (Portuguese)",
           "Survey responses with Formbricks metadata columns (response id, timestamp, finished, survey id, internal id, user id, notes, tags, url, country, user-agent os/device/browser), then a work-unit question, two single-choice questions (date and place) and a dietary question",
           "From memory (Formbricks CSV metadata columns as remembered; not checked). UTF-8, LF, ','.",
           "Count of responses per option, for each of the two decision questions",
           {k: list(v.keys()) for k, v in sheets.items()},
           {k: dict(v) for k, v in sheets.items()},
           ["work-unit question first with Loja Centro most frequent", "country column constant 'BR'",
            "metadata columns", "two decision questions of equal standing"],
           answer="ask", winner=None,
           acceptable={k: top(v) for k, v in sheets.items()},
           ask_because="The staff survey asks two separate decisions of equal standing, the date and the place of the party, each with its own winner; the file does not say which one the user wants.")


# ============================================================ 15. Chatterino Twitch chat log (Spanish)
def f15_chatterino():
    fname = "chatterino_elchinopixel-2025-03-14.txt"
    games = ["Hollow Knight", "Celeste", "Hades II", "Balatro", "Dead Cells"]
    weights = [0.17, 0.14, 0.27, 0.34, 0.08]
    users = ["mati_gg", "la_feñi", "kuroneko_cl", "pancho_rp", "sofi.exe", "tomy_77", "benjaplays", "valee_",
             "nachito_uwu", "cata_dibuja", "rodrigoxd", "ignacia_mp", "elpiola", "fer_lvl99", "joaco_tft",
             "dani_speedrun", "martu_", "seba_k", "antoo_", "lucho_main", "vicente_cl", "amaru_", "trini_xd",
             "gaspar_99", "jose_mi", "flo_gamer", "nico_tilt", "maite_ow", "oscarin", "panchita_",
             "cristobal_r", "javi_lol", "renata_ts", "ale_pixel", "bastian_f", "coni_c", "diego_ee", "emi_emi",
             "franco_ok", "gabi_gg", "isi_", "kevo", "leo_leo", "mila_m", "nacho_p", "ofe_", "pipe_cl",
             "rafa_r", "sami_", "tere_t", "ulises_u", "vale_v", "wladi", "ximena_x", "yerko_y", "zoe_z"]
    for seed in range(1500, 1900):
        r = random.Random(seed)
        votes = []  # (user, game)
        final = {}
        for u in users:
            g = r.choices(games, weights)[0]
            votes.append((u, g))
            final[u] = g
        # some users repeat their vote, three switch
        extra = []
        for u in r.sample(users, 12):
            extra.append((u, final[u]))
        switchers = r.sample(users, 3)
        for u in switchers:
            g2 = r.choice([x for x in games if x != final[u]])
            extra.append((u, g2))
            final[u] = g2
        counts = {g: sum(1 for u in users if final[u] == g) for g in games}
        raw = {g: sum(1 for u, x in votes + extra if x == g) for g in games}
        first = {g: sum(1 for u, x in votes if x == g) for g in games}
        if (margin_ok(counts, 0.1) and margin_ok(raw, 0.1) and margin_ok(first, 0.1)
                and top(counts) == top(raw) == top(first) == "Balatro"):
            break
    else:
        raise SystemExit("chatterino")
    r2 = random.Random(seed + 9)
    t = datetime(2025, 3, 14, 21, 2, 11)
    L = ["# Start logging at 2025-03-14 21:02:11 Hora de verano de Chile"]
    def say(u, msg, dt=(2, 25)):
        nonlocal t
        t += timedelta(seconds=r2.randint(*dt))
        L.append("[%s] %s: %s" % (t.strftime("%H:%M:%S"), u, msg))
    chatter = ["holaaa", "buenas noches chino", "KEKW", "se escucha bajito el micro", "primera vez por aquí",
               "Hollow Knight es el mejor metroidvania, no se discute", "jajaja", "GG", "que onda el setup nuevo",
               "alguien vio el torneo de ayer?", "Celeste me hizo llorar", "LUL", "saludos desde Valpo"]
    for _ in range(14):
        say(r2.choice(users), r2.choice(chatter))
    say("elchinopixel", "ya chat, mañana empezamos juego nuevo, ustedes eligen")
    say("Nightbot", "🗳️ ¡Votación abierta! Escribe !voto y el nombre del juego: Hollow Knight | Celeste | Hades II | Balatro | Dead Cells. Vale el último voto de cada uno. Cierra a las 21:45.")
    seq = votes + extra
    # interleave: first votes in order, extras after a while
    allmsgs = [(u, g) for u, g in votes]
    r2.shuffle(allmsgs)
    pos = len(allmsgs)
    for e in extra:
        k = r2.randint(len(allmsgs) // 2, len(allmsgs))
        allmsgs.insert(k, e)
    for i, (u, g) in enumerate(allmsgs):
        say(u, "!voto " + (g if r2.random() > 0.15 else g.lower()), (1, 12))
        if i % 9 == 4:
            say(r2.choice(users), r2.choice(chatter))
        if i == 20:
            say("Nightbot", "🗳️ Recuerden: !voto Hollow Knight | Celeste | Hades II | Balatro | Dead Cells")
        if i == 35:
            say("elchinopixel", "oigan Hollow Knight ya lo jugamos el año pasado eh jajaja")
    say("elchinopixel", "listo, votación cerrada, cuento y les digo")
    say("Nightbot", "Votación cerrada. Gracias por participar ❤️")
    for _ in range(4):
        say(r2.choice(users), r2.choice(chatter))
    write_text(fname, "\n".join(L) + "\n", "utf-8", newline="\n")
    record(fname,
           "Chatterino 2 (desktop Twitch chat client) with logging on: the channel's daily log file (Logs/Twitch/Channels/<channel>/<channel>-2025-03-14.log), renamed to .txt by the streamer before uploading; a Chilean streamer's viewer vote on the next game",
           "Chat log: '# Start logging at …' line, then '[HH:MM:SS] user: message' lines; a bot announces the options; viewers vote with '!voto <game>' (some in lower case), some vote twice, three change their vote; ordinary chat mentions games without voting",
           "From memory (Chatterino log line format '[HH:MM:SS] user: message' and the start-logging header; not checked). UTF-8, LF, emoji in bot messages.",
           "Count of '!voto' votes, last vote per user (the same winner counting every !voto message or only first votes)",
           games, counts,
           ["bot messages list every option (first listed is Hollow Knight)",
            "chat messages praising Hollow Knight without voting", "repeat and changed votes",
            "lower-case votes", "streamer's own remarks"])


def main():
    for f in (f01_kicktipp, f02_porsline, f03_vk, f04_wenjuan, f05_konzertmeister, f06_patreon, f07_itch,
              f08_bowling, f09_chess, f10_handbid, f11_qualifio, f12_looker, f13_crowdpurr, f14_formbricks,
              f15_chatterino):
        f()
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2, sort_keys=True)
        fh.write("\n")
    print("wrote %d files" % len(EXPECTED))


if __name__ == "__main__":
    main()
