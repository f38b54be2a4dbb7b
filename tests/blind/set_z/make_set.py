#!/usr/bin/env python3
"""Blind test set Z: 15 realistic exports (surveys, course evaluations, classroom/meeting
tools, HR tools, form builders, statistics/BI software, office-suite spreadsheets,
scheduling polls).

Deterministic: every file is generated from fixed seeds; xlsx files get fixed document
properties and fixed zip timestamps.  Writes the files and expected.json next to itself.

    python tests/blind/set_z/make_set.py
"""
import csv
import datetime as dt
import io
import json
import os
import random
import re
import zipfile

import openpyxl
from openpyxl.styles import Alignment, Font, PatternFill

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED_DT = dt.datetime(2026, 5, 4, 9, 30, 0)
EXPECTED = {}


# ----------------------------------------------------------------------------- helpers
def out(name):
    return os.path.join(HERE, name)


def write_bytes(name, data):
    with open(out(name), "wb") as fh:
        fh.write(data)


def csv_text(rows, delimiter=",", lineterminator="\r\n", quoting=csv.QUOTE_MINIMAL):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter, lineterminator=lineterminator, quoting=quoting)
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


def pool(rng, counts):
    """List with each key repeated counts[key] times, shuffled."""
    items = []
    for k, n in counts.items():
        items += [k] * n
    rng.shuffle(items)
    return items


def save_xlsx(wb, name):
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    wb.properties.creator = wb.properties.creator or "openpyxl"
    buf = io.BytesIO()
    wb.save(buf)
    # rewrite the zip with fixed timestamps so the bytes are reproducible
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    dst_buf = io.BytesIO()
    with zipfile.ZipFile(dst_buf, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 5, 4, 9, 30, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            payload = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                payload = re.sub(rb"(<dcterms:modified[^>]*>)[^<]*(<)", rb"\g<1>2026-05-04T09:30:00Z\g<2>", payload)
            dst.writestr(zi, payload)
    write_bytes(name, dst_buf.getvalue())


def ranked(scores):
    return sorted(scores, key=lambda k: (-scores[k], k))


def check_margin(scores, rel=0.05, label=""):
    order = ranked(scores)
    a, b = scores[order[0]], scores[order[1]]
    assert a > b, (label, scores)
    assert (a - b) >= rel * a - 1e-9, ("margin too small", label, scores)
    return order[0]


def expect(name, tool, shape, evidence, question, candidates, scores, traps,
           answer="winner", winner=None, acceptable=None, ask_because=None):
    EXPECTED[name] = {
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


def ts(base, rng, max_minutes):
    return base + dt.timedelta(minutes=rng.randint(0, max_minutes), seconds=rng.randint(0, 59))


# ----------------------------------------------------------------------------- 1 EvaSys
def f01_evasys():
    name = "Rohdaten_WiSe2025-26_Einfuehrung_in_die_Statistik_VL_4711.csv"
    rng = random.Random(101)
    n = 126
    studiengang = pool(rng, {"B.Sc. Wirtschaftswissenschaften": 96, "B.Sc. Wirtschaftsinformatik": 18,
                             "B.A. Sozialwissenschaften": 8, "Sonstiger Studiengang": 4})
    options = ["Tutorium am Freitag", "Online-Übungsblätter mit Lösungen", "Klausurvorbereitungskurs",
               "Sprechstunde per Zoom", "Lernvideos zu den Übungen"]
    target = {"Tutorium am Freitag": 52, "Online-Übungsblätter mit Lösungen": 67,
              "Klausurvorbereitungskurs": 88, "Sprechstunde per Zoom": 19, "Lernvideos zu den Übungen": 47}
    ticks = {o: set(rng.sample(range(n), target[o])) for o in options}
    header = ["Periode", "Organisationseinheit", "Lehrende(r)", "Lehrveranstaltung", "LV-Kennung",
              "Fragebogen", "Bogen-ID", "Erfassungsart", "Erfassungsdatum",
              "1.1 Studiengang", "1.2 Fachsemester", "1.3 Geschlecht",
              "2.1 Die Lehrveranstaltung ist gut strukturiert.",
              "2.2 Die/Der Lehrende erklärt schwierige Sachverhalte verständlich.",
              "2.3 Das Tempo der Veranstaltung ist angemessen.",
              "2.4 Gesamtbewertung der Lehrveranstaltung (Schulnote)"]
    header += ["3.1 Welche Zusatzangebote würden Sie im Sommersemester nutzen? "
               "(Mehrfachnennungen möglich): " + o for o in options]
    header += ["4.1 Was hat Ihnen besonders gefallen?", "4.2 Was sollte verbessert werden?"]
    rows = [header]
    praise = ["", "", "", "Die Beispiele aus der Praxis", "Übungen mit R", "gute Folien",
              "Tempo, Struktur", "Die Tutorien", "Erklärungen an der Tafel"]
    improve = ["", "", "", "Mehr Übungsaufgaben", "Raum zu klein", "Folien früher hochladen",
               "Mikrofon war oft leise", "Klausurrelevanz klarer machen"]
    for i in range(n):
        online = rng.random() < 0.62
        day = "27.01.2026" if not online else rng.choice(["26.01.2026", "27.01.2026", "28.01.2026", "29.01.2026"])
        r = ["WiSe 2025/26", "Fakultät für Wirtschafts- und Sozialwissenschaften", "Prof. Dr. Katrin Albers",
             "Einführung in die Statistik (Vorlesung)", "WIWI-B-1040", "Lehrevaluation Vorlesung v3",
             str(318402 + i * 7 + rng.randint(0, 5)), "Online" if online else "Papier (Scan)", day,
             studiengang[i], str(rng.choice([1, 1, 1, 3, 3, 5])), rng.choice(
                 ["weiblich", "männlich", "weiblich", "männlich", "divers", "keine Angabe"])]
        for _ in range(3):
            r.append("" if rng.random() < 0.05 else str(rng.choice([1, 1, 2, 2, 2, 3, 3, 4, 5])))
        r.append("" if rng.random() < 0.04 else str(rng.choice([1, 2, 2, 2, 3, 3, 4])))
        r += ["1" if i in ticks[o] else "0" for o in options]
        r += [rng.choice(praise), rng.choice(improve)]
        rows.append(r)
    data = csv_text(rows, delimiter=";", lineterminator="\r\n").encode("iso-8859-1")
    write_bytes(name, data)
    scores = {o: sum(1 for i in range(n) if i in ticks[o]) for o in options}
    w = check_margin(scores, label=name)
    expect(name, "EvaSys (course-evaluation system used by German universities), Berichte → Rohdatenexport (CSV) of one lecture's evaluation",
           "Multi-question course evaluation with metadata columns; the intended question is a multiple-choice item exported as one 0/1 column per option",
           "From memory of EvaSys raw-data CSVs as handed to lecturers (';'-separated, one row per questionnaire, items numbered '1.1', '2.3', multiple choice split into one column per option); not checked against a source. ISO-8859-1, CRLF.",
           "approvals: number of 1s in each '3.1 … : <option>' column", options, scores,
           ["Studiengang column first with a value (96) larger than any option's approvals",
            "rating items 2.1–2.4 are numeric codes (1–5) that are not votes",
            "option names only appear after the question text in the headers",
            "Fachsemester and Bogen-ID are numbers"], winner=w)


# ----------------------------------------------------------------------------- 2 manaba
def f02_manaba():
    name = "見学先希望アンケート_情報リテラシー演習B_回答一覧.csv"
    rng = random.Random(202)
    submitted = 84
    choice = pool(rng, {"日本科学未来館": 36, "国立科学博物館": 25, "JAXA筑波宇宙センター": 15, "印刷博物館": 8})
    grade = pool(rng, {"1年": 70, "2年": 10, "3年": 4})
    dept = ["理工学部 情報科学科"] * 66 + ["理工学部 数理科学科"] * 12 + ["経済学部 経済学科"] * 13
    rng.shuffle(dept)
    sei = ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤", "吉田", "山田",
           "佐々木", "山口", "松本", "井上", "木村", "林", "斎藤", "清水"]
    mei = ["翔太", "美咲", "大輝", "陽菜", "健人", "葵", "拓海", "結衣", "蓮", "さくら", "悠斗", "優花", "颯太", "杏"]
    reasons = ["", "", "", "宇宙に興味があるから", "展示が面白そう", "アクセスが良い", "前から行ってみたかった",
               "研究の話が聞けそう", "特になし", "友人に勧められた"]
    total = submitted + 7
    order = list(range(total))
    unsub = set(rng.sample(order, 7))
    header = ["#", "ユーザID", "学籍番号", "氏名", "所属", "提出日時",
              "Q1. 学年を選択してください。",
              "Q2. 学外見学の行き先として最も希望するものを一つ選んでください。",
              "Q3. 選んだ理由があれば記入してください。"]
    rows = [header]
    k = 0
    base = dt.datetime(2026, 5, 12, 9, 0)
    for i in range(total):
        sid = "24J%04d" % (1003 + i * 3)
        nm = rng.choice(sei) + " " + rng.choice(mei)
        if i in unsub:
            rows.append([str(i + 1), sid.lower(), sid, nm, dept[i], "未提出", "", "", ""])
            continue
        t = ts(base, rng, 60 * 24 * 4)
        rows.append([str(i + 1), sid.lower(), sid, nm, dept[i], t.strftime("%Y-%m-%d %H:%M"),
                     grade[k], choice[k], rng.choice(reasons)])
        k += 1
    data = csv_text(rows, lineterminator="\r\n", quoting=csv.QUOTE_ALL).encode("cp932")
    write_bytes(name, data)
    scores = {}
    for c in choice:
        scores[c] = scores.get(c, 0) + 1
    w = check_margin(scores, label=name)
    expect(name, "manaba (Asahi Net LMS used by Japanese universities), course → アンケート → 回答一覧 → CSVダウンロード",
           "Multi-question course questionnaire, one row per enrolled student (未提出 rows included) with ids, name, affiliation and submit time; the question is Q2",
           "From memory (manaba manuals only list 'アンケートの集計とインポート / エクスポート'; the column layout was not checked). Shift_JIS (CP932), CRLF, every field quoted.",
           "count of responses to Q2", ["日本科学未来館", "国立科学博物館", "JAXA筑波宇宙センター", "印刷博物館"], scores,
           ["所属 column with one dominant value (66)", "Q1 学年 first with '1年' (70) larger than any Q2 option",
            "7 未提出 rows with empty answers", "free-text reasons in Q3"], winner=w)


# ----------------------------------------------------------------------------- 3 iClicker
def f03_iclicker():
    name = "PSYC201-002_Session08_2026-03-12_iclicker_results.xlsx"
    rng = random.Random(303)
    first = ["Aaliyah", "Ben", "Carlos", "Dana", "Eli", "Fatima", "Grace", "Hiro", "Isla", "Jamal", "Kira", "Liam",
             "Maya", "Noah", "Olivia", "Priya", "Quinn", "Rosa", "Sam", "Tariq", "Uma", "Victor", "Wen", "Ximena",
             "Yusuf", "Zoe"]
    last = ["Anderson", "Brooks", "Chen", "Diaz", "Evans", "Foster", "Garcia", "Huang", "Ibrahim", "Jensen",
            "Kowalski", "Lopez", "Morgan", "Nguyen", "Okafor", "Patel", "Reyes", "Singh", "Thompson", "Walker"]
    students = 58
    absent = set(rng.sample(range(students), 3))
    present = [i for i in range(students) if i not in absent]
    q1 = pool(rng, {"A": 8, "B": 24, "C": 13, "D": 6, "": 4})
    q2 = pool(rng, {"A": 10, "B": 9, "C": 7, "D": 27, "": 2})
    q3 = pool(rng, {"A": 27, "B": 6, "C": 17, "D": 3, "": 2})
    assert len(q1) == len(q2) == len(q3) == len(present) == 55
    people = sorted({(rng.choice(last), rng.choice(first)) for _ in range(200)})[:students]
    rng.shuffle(people)
    people = sorted(people)
    wb = openpyxl.Workbook()
    wb.properties.creator = "iClicker"
    ws = wb.active
    ws.title = "Session 8 Results"
    hdr = ["Last Name", "First Name", "Student ID", "Email", "Q1 Response", "Q1 Points", "Q2 Response",
           "Q2 Points", "Q3 Response", "Q3 Points", "Session Points", "Attendance"]
    ws.append(hdr)
    for c in ws[1]:
        c.font = Font(bold=True)
    k = 0
    for i, (ln, fn) in enumerate(people):
        sid = "V00%06d" % (841200 + i * 37)
        email = ("%s.%s@uvista.edu" % (fn, ln)).lower()
        if i in absent:
            ws.append([ln, fn, sid, email, "", 0, "", 0, "", 0, 0, "Absent"])
            continue
        a1, a2, a3 = q1[k], q2[k], q3[k]
        p1 = 1 if a1 else 0
        p2 = 1 if a2 else 0
        p3 = (2 if a3 == "C" else 1) if a3 else 0
        ws.append([ln, fn, sid, email, a1, p1, a2, p2, a3, p3, p1 + p2 + p3, "Present"])
        k += 1
    for col, wd in zip("ABCDEFGHIJKL", [14, 12, 12, 30, 11, 9, 11, 9, 11, 9, 14, 11]):
        ws.column_dimensions[col].width = wd
    ws2 = wb.create_sheet("Question Summary")
    ws2.append(["Question", "Question Type", "Correct Answer", "Responses", "A", "B", "C", "D", "E"])
    for c in ws2[1]:
        c.font = Font(bold=True)
    qtexts = {
        "Q1": "Q1: The midterm review session will be held next week. Which evening works best for you? "
              "(A Mon, B Tue, C Wed, D Thu)",
        "Q2": "Q2: Which topic should we spend most of the review session on? "
              "(A Sampling, B Validity, C Ethics/IRB, D Correlational vs. experimental designs)",
        "Q3": "Q3: A researcher randomly assigns participants to two conditions. This is an example of…",
    }
    tallies = {}
    for q, ans in (("Q1", q1), ("Q2", q2), ("Q3", q3)):
        t = {x: sum(1 for a in ans if a == x) for x in "ABCDE"}
        tallies[q] = t
        ws2.append([qtexts[q], "Multiple Choice" if q == "Q3" else "Multiple Choice (poll, no correct answer)",
                    "C" if q == "Q3" else "", sum(t.values())] + [t[x] for x in "ABCDE"])
    ws2.column_dimensions["A"].width = 90
    ws2.column_dimensions["B"].width = 38
    save_xlsx(wb, name)
    s1 = {x: tallies["Q1"][x] for x in "ABCD"}
    s2 = {x: tallies["Q2"][x] for x in "ABCD"}
    w1 = check_margin(s1, label=name + " Q1")
    w2 = check_margin(s2, label=name + " Q2")
    assert w1 != w2
    expect(name, "iClicker Cloud (Macmillan Learning classroom response system), instructor → Course → Class History → session → Export (Excel)",
           "Classroom response session: one row per student with one Response/Points column pair per question, plus a question-summary sheet; two ungraded polls of equal standing and one graded quiz question",
           "From memory (iClicker Cloud exports per-student responses and points per question; column names and sheet names are not verified). xlsx, two sheets.",
           "count of students' responses per answer letter, separately for Q1 and Q2",
           {"Q1": ["A", "B", "C", "D"], "Q2": ["A", "B", "C", "D"]}, {"Q1": s1, "Q2": s2},
           ["Q3 is a graded quiz question (correct answer C) whose most frequent answer A is wrong",
            "Points and Session Points columns are numbers", "3 absent students with empty responses",
            "Question Summary sheet repeats the tallies"],
           answer="ask", winner=None, acceptable={"Q1": w1, "Q2": w2},
           ask_because="The session holds two ungraded polls of equal standing (review-session evening and review topic); it is not clear which one the user wants decided.")


# ----------------------------------------------------------------------------- 4 MTS Link
def f04_mtslink():
    name = "Отчет_по_голосованиям_вебинар_Планирование_обучения_2026.csv"
    rng = random.Random(404)
    fam_m = ["Иванов", "Петров", "Смирнов", "Кузнецов", "Попов", "Соколов", "Лебедев", "Козлов", "Новиков",
             "Морозов", "Волков", "Алексеев", "Фёдоров", "Егоров", "Павлов", "Семёнов"]
    nm_m = ["Алексей", "Дмитрий", "Сергей", "Андрей", "Игорь", "Максим", "Никита", "Роман"]
    nm_f = ["Анна", "Елена", "Мария", "Ольга", "Татьяна", "Наталья", "Ирина", "Юлия", "Светлана"]
    translit = str.maketrans({"а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh",
                              "з": "z", "и": "i", "й": "y", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o",
                              "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f", "х": "h", "ц": "ts",
                              "ч": "ch", "ш": "sh", "щ": "sch", "ы": "y", "ь": "", "ъ": "", "э": "e", "ю": "yu",
                              "я": "ya"})
    people = []
    seen = set()
    while len(people) < 92:
        fem = rng.random() < 0.55
        f = rng.choice(fam_m)
        f = f + "а" if fem else f
        n_ = rng.choice(nm_f if fem else nm_m)
        if (f, n_) in seen:
            continue
        seen.add((f, n_))
        email = "%s.%s@promtekh-group.ru" % (n_.lower().translate(translit), f.lower().translate(translit))
        people.append((f + " " + n_, email))
    q1 = "Из какого вы подразделения?"
    q2 = "Какую тему выбрать для следующего вебинара?"
    a1 = pool(rng, {"Центральный офис (Москва)": 61, "Филиал Санкт-Петербург": 14, "Филиал Казань": 9,
                    "Филиал Новосибирск": 6})
    a2 = pool(rng, {"Эффективная обратная связь": 33, "Управление временем": 22, "Excel для аналитики": 17,
                    "Деловая переписка": 10})
    p1 = rng.sample(range(92), 90)
    p2 = rng.sample(range(92), 82)
    rows = [["Мероприятие", "Планирование корпоративного обучения 2026"],
            ["Дата и время начала", "14.04.2026 11:00"],
            ["Ведущий", "Ольга Смирнова"],
            ["Участников", "92"],
            [],
            ["Результаты голосований"],
            ["№", "Вопрос", "Вариант ответа", "Участник", "Email", "Время ответа"]]
    num = 1
    t0 = dt.datetime(2026, 4, 14, 11, 4, 10)
    for q, answers, who, start in ((q1, a1, p1, t0), (q2, a2, p2, dt.datetime(2026, 4, 14, 11, 52, 30))):
        times = sorted(start + dt.timedelta(seconds=rng.randint(3, 140)) for _ in answers)
        for a, pidx, t in zip(answers, who, times):
            nm, em = people[pidx]
            rows.append([str(num), q, a, nm, em, t.strftime("%d.%m.%Y %H:%M:%S")])
            num += 1
    data = csv_text(rows, delimiter=";", lineterminator="\r\n").encode("cp1251")
    write_bytes(name, data)
    scores = {}
    for a in a2:
        scores[a] = scores.get(a, 0) + 1
    w = check_margin(scores, label=name)
    expect(name, "МТС Линк (MTS Link, formerly Webinar.ru), мероприятие → Статистика → Голосования → Экспорт в CSV",
           "Long format, one row per (question, participant answer), two polls stacked under a title block",
           "From memory (the webinar platform's statistics export; column names not verified). Windows-1251, ';', CRLF, title lines above the header.",
           "count of answers to 'Какую тему выбрать для следующего вебинара?'",
           ["Эффективная обратная связь", "Управление временем", "Excel для аналитики", "Деловая переписка"], scores,
           ["warm-up question 'Из какого вы подразделения?' stacked first; its top answer (61) outnumbers every topic",
            "title block with '92' participants", "running number column"], winner=w)


# ----------------------------------------------------------------------------- 5 Yozo Office
def f05_yozo():
    name = "2026年度职工疗休养目的地投票统计表.csv"
    rng = random.Random(505)
    depts = ["行政部", "财务部", "生产一车间", "生产二车间", "研发中心", "销售部"]
    sizes = [160, 77, 1302, 1176, 724, 417]
    dests = ["千岛湖", "黄山", "厦门鼓浪屿", "桂林阳朔", "张家界"]
    weights = [0.20, 0.17, 0.31, 0.18, 0.10]
    table = {d: [0] * len(depts) for d in dests}
    invalid = [0] * len(depts)
    for j, sz in enumerate(sizes):
        voted = int(sz * rng.uniform(0.86, 0.95))
        for _ in range(voted):
            if rng.random() < 0.025:
                invalid[j] += 1
                continue
            x = rng.random()
            acc = 0
            for d, wt in zip(dests, weights):
                acc += wt
                if x < acc:
                    table[d][j] += 1
                    break
            else:
                table[dests[-1]][j] += 1
    tot = {d: sum(v) for d, v in table.items()}
    grand_valid = sum(tot.values())
    grand = grand_valid + sum(invalid)

    def fmt(nv):
        return "{:,}".format(nv)

    rows = [["2026年度职工疗休养目的地投票统计表"] + [""] * 9,
            ["统计日期：2026年4月20日", "", "", "", "", "", "", "", "单位：票", ""],
            [""] * 10,
            ["序号", "目的地", "行政部", "财务部", "生产一车间", "生产二车间", "研发中心", "销售部", "合计", "占比"]]
    for i, d in enumerate(dests, 1):
        rows.append([str(i), d] + [fmt(v) for v in table[d]] + [fmt(tot[d]), "%.1f%%" % (100.0 * tot[d] / grand)])
    rows.append(["", "无效票（多选/空白）"] + [fmt(v) for v in invalid] + [fmt(sum(invalid)),
                                                                 "%.1f%%" % (100.0 * sum(invalid) / grand)])
    col_tot = [sum(table[d][j] for d in dests) + invalid[j] for j in range(len(depts))]
    rows.append(["", "合计"] + [fmt(v) for v in col_tot] + [fmt(grand), "100.0%"])
    rows.append([""] * 10)
    rows.append(["注：每位职工限投一票；占比按投票总数计算。"] + [""] * 9)
    rows.append(["制表：工会办公室", "", "", "", "审核：王建国", "", "", "", "", ""])
    data = csv_text(rows, lineterminator="\r\n").encode("gbk")
    write_bytes(name, data)
    w = check_margin(tot, label=name)
    expect(name, "永中Office Yozo Office (Chinese office suite), 表格 → 另存为 → CSV (逗号分隔)，a company trade union's hand-typed tally",
           "Ready-made count table per unit: title block, destinations as rows, one column per department, 合计 and 占比 columns, invalid-vote and total rows, footnotes",
           "From memory: a Chinese-Windows spreadsheet saving CSV in the ANSI code page (GBK/CP936), CRLF, numbers saved as displayed with thousands commas (quoted). Not checked against a source.",
           "sum over departments (合计 column) per destination", dests, tot,
           ["合计 row and 合计 column", "占比 percentages", "序号 column of numbers", "numbers ≥1,000 are quoted with thousands commas",
            "无效票 row", "生产一车间 column holds the largest per-cell numbers"], winner=w)


# ----------------------------------------------------------------------------- 6 Lattice
def f06_lattice():
    name = "Lattice_Engagement_Q2-2026_Brightwell_raw_responses.csv"
    rng = random.Random(606)
    n = 173
    loc = pool(rng, {"Austin, TX": 104, "Denver, CO": 38, "Remote - US": 24, "Toronto, ON": 7})
    depts = ["Engineering", "Customer Success", "Sales", "Operations", "Marketing", "People & Finance"]
    benefits = ["Commuter stipend", "Learning & development budget", "Wellness stipend",
                "Extra floating holidays", "Home office allowance"]
    dist = {
        "Commuter stipend": [0.22, 0.22, 0.24, 0.18, 0.14],
        "Learning & development budget": [0.03, 0.05, 0.14, 0.34, 0.44],
        "Wellness stipend": [0.07, 0.13, 0.30, 0.30, 0.20],
        "Extra floating holidays": [0.06, 0.11, 0.27, 0.31, 0.25],
        "Home office allowance": [0.12, 0.16, 0.26, 0.24, 0.22],
    }
    likert = ["Strongly disagree", "Disagree", "Neutral", "Agree", "Strongly agree"]
    header = ["Response ID", "Submitted At", "Department", "Location", "Tenure", "Is Manager",
              "How likely are you to recommend Brightwell as a place to work? (0-10)",
              "I know how my work contributes to company goals.",
              "I feel recognized when I do great work."]
    header += ["How interested are you in each of these potential new benefits? (1 = Not at all, 5 = Very) - " + b
               for b in benefits]
    header += ["Is there anything else you would like to share with the People team?"]
    rows = [header]
    vals = {b: [] for b in benefits}
    comments = ["", "", "", "", "More clarity on promotion criteria, please.", "Love the new onboarding.",
                "Parking at the Austin office is a pain.", "Would use an L&D budget for certifications.",
                "Meeting load is too high on Tuesdays.", "Thanks for running these surveys!"]
    base = dt.datetime(2026, 4, 6, 8, 0)
    for i in range(n):
        r = ["R_%s" % "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789")
                              for _ in range(15)),
             ts(base, rng, 60 * 24 * 9).strftime("%Y-%m-%dT%H:%M:%SZ"),
             rng.choice(depts), loc[i], rng.choice(["< 1 year", "1-2 years", "2-5 years", "2-5 years", "5+ years"]),
             rng.choice(["No", "No", "No", "Yes"]),
             str(rng.choice([10, 9, 9, 8, 8, 8, 7, 7, 6, 5, 3])),
             rng.choice(likert[1:] + likert[3:]), rng.choice(likert)]
        for b in benefits:
            if rng.random() < 0.06:
                r.append("")
                continue
            x = rng.random()
            acc = 0
            v = 5
            for k, p in enumerate(dist[b], 1):
                acc += p
                if x < acc:
                    v = k
                    break
            vals[b].append(v)
            r.append(str(v))
        r.append(rng.choice(comments))
        rows.append(r)
    data = b"\xef\xbb\xbf" + csv_text(rows, lineterminator="\r\n").encode("utf-8")
    write_bytes(name, data)
    means = {b: round(sum(v) / len(v), 4) for b, v in vals.items()}
    sums = {b: sum(v) for b, v in vals.items()}
    w = check_margin(means, label=name)
    assert ranked(sums)[0] == w
    expect(name, "Lattice (people-management platform), Engagement → survey → Results → Export → Raw responses (CSV)",
           "HR engagement survey: anonymised rows with employee attributes, an eNPS 0–10 column, two agreement items as text, then a rating grid (one 1–5 column per potential benefit) and a comment",
           "From memory (anonymised attributes then one column per question, matrix items as '<question> - <row>'); not verified. UTF-8 with BOM, CRLF.",
           "mean interest rating (1–5) per benefit column, blanks ignored (sums agree)", benefits, means,
           ["Location column first with 'Austin, TX' (104 rows, contains a comma)",
            "eNPS column 0–10 is the largest number per row", "agreement items as Likert text",
            "benefit names only appear after the long question text"], winner=w)


# ----------------------------------------------------------------------------- 7 Formidable Forms
def f07_formidable():
    name = "Summer_Workshop_Interest_Form_2026-05-04_formidable_entries.csv"
    rng = random.Random(707)
    n = 96
    ages = pool(rng, {"Adult (18-64)": 72, "Senior (65+)": 16, "Teen (13-17)": 8})
    options = ["Beginner Watercolor", "Intro to 3D Printing", "Family History Research",
               "Smartphone Photography", "Creative Writing Circle"]
    target = {"Beginner Watercolor": 44, "Intro to 3D Printing": 61, "Family History Research": 22,
              "Smartphone Photography": 49, "Creative Writing Circle": 27}
    ticks = {o: set(rng.sample(range(n), target[o])) for o in options}
    firsts = ["Mary", "James", "Linda", "Robert", "Karen", "Michael", "Susan", "David", "Lisa", "Daniel", "Nancy",
              "Kevin", "Betty", "Jason", "Sandra", "Brian", "Ashley", "Eric", "Megan", "Tyler", "Hannah", "Luis"]
    lasts = ["Miller", "Davis", "Wilson", "Moore", "Taylor", "Clark", "Lewis", "Hall", "Young", "King", "Wright",
             "Scott", "Green", "Baker", "Adams", "Nelson", "Hill", "Campbell"]
    header = ["Name", "Email", "Age group", "Which workshops would you sign up for? (check all that apply)",
              "How did you hear about us?", "Questions or comments", "Timestamp", "Last Updated", "Created By",
              "Updated By", "Draft", "IP", "ID", "Key"]
    rows = [header]
    base = dt.datetime(2026, 4, 13, 7, 0)
    times = sorted(ts(base, rng, 60 * 24 * 20) for _ in range(n))
    hear = ["Library newsletter", "Facebook", "Flyer at the branch", "Friend or family", "Library website"]
    notes = ["", "", "", "", "Evening sessions would be great", "Is there a fee?", "Can I bring my own laptop?",
             "Please repeat the watercolor class in fall", "Accessible room needed"]
    for i in range(n):
        fn, ln = rng.choice(firsts), rng.choice(lasts)
        chosen = [o for o in options if i in ticks[o]]
        t = times[i]
        upd = t if rng.random() < 0.9 else t + dt.timedelta(hours=rng.randint(1, 30))
        rows.append([fn + " " + ln, "%s.%s%d@example.net" % (fn.lower(), ln.lower(), rng.randint(1, 99)),
                     ages[i], ", ".join(chosen), rng.choice(hear), rng.choice(notes),
                     t.strftime("%Y-%m-%d %H:%M:%S"), upd.strftime("%Y-%m-%d %H:%M:%S"), "", "", "0",
                     "%d.%d.%d.%d" % (rng.choice([73, 98, 174, 24]), rng.randint(0, 255), rng.randint(0, 255),
                                      rng.randint(1, 254)),
                     str(1412 + i), "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(6))])
    data = csv_text(rows, lineterminator="\n").encode("utf-8")
    write_bytes(name, data)
    scores = {o: len(ticks[o]) for o in options}
    w = check_margin(scores, label=name)
    expect(name, "Formidable Forms (WordPress form builder), Formidable → Entries → Export to CSV (Import/Export page), a public library's workshop-interest form",
           "Form entries: one row per entry; a checkbox field whose ticked options are joined with ', ' in one cell; Formidable's metadata columns (Timestamp, Last Updated, Created By, Updated By, Draft, IP, ID, Key) at the end",
           "From memory of Formidable's CSV export (field columns first, then the fixed metadata columns; checkbox values comma-joined); file name pattern '<form>_<date>_formidable_entries.csv' from memory. UTF-8 without BOM, LF.",
           "approvals: number of entries whose workshops cell contains the option", options, scores,
           ["Age group column first with 'Adult (18-64)' (72) above any workshop's count",
            "multi-select cells joined with ', '", "ID and Key columns", "How did you hear about us? is a second single-choice column"],
           winner=w)


# ----------------------------------------------------------------------------- 8 Mattermost / Matterpoll
def f08_matterpoll():
    name = "town-square offsite poll (copied from Mattermost).txt"
    rng = random.Random(808)
    users = ["ana.ruiz", "ben.okafor", "chloe.martin", "dev.patel", "emma.lindqvist", "felix.wagner", "gina.rossi",
             "hassan.ali", "ivy.chen", "jonas.berg", "kate.obrien", "leo.santos", "mia.kovac", "nate.fischer",
             "olga.petrova", "paul.dubois", "rachel.kim", "sofia.alves", "tom.harris", "uma.iyer", "vik.rao",
             "will.turner", "xena.park", "yara.haddad", "zack.moore", "amy.wong", "bruno.costa", "carla.mendes"]
    opts = ["Lakeside Lodge (Lake Geneva, WI)", "Downtown co-working loft", "Vineyard retreat in Door County",
            "Stay in the office + team dinner"]
    counts = {"Lakeside Lodge (Lake Geneva, WI)": 7, "Downtown co-working loft": 6,
              "Vineyard retreat in Door County": 11, "Stay in the office + team dinner": 4}
    voters = users[:]
    rng.shuffle(voters)
    lines = ["lena.marsh  9:58 AM", "Morning all! Poll for the Q3 offsite is below, please vote by Thursday EOD :pray:", "",
             "Matterpoll BOT  10:02 AM", "Where should we hold the Q3 team offsite (Aug 20–21)?",
             "Poll by @lena.marsh", "", "This poll has ended. The results are:"]
    k = 0
    for o in opts:
        who = voters[k:k + counts[o]]
        k += counts[o]
        lines.append("%s (%d votes): %s" % (o, counts[o], ", ".join("@" + u for u in who)))
    lines += ["", "Total votes: %d" % sum(counts.values()), "", "3 replies  Last reply 2 hours ago", "",
              "dev.patel  1:15 PM", "Vineyard it is :wine_glass: — I still think Lakeside Lodge (Lake Geneva, WI) "
              "would have been nicer for swimming though",
              "", "lena.marsh  1:21 PM", "Booking the vineyard now. Thanks everyone for voting!", ""]
    write_bytes(name, "\n".join(lines).encode("utf-8"))
    w = check_margin(counts, label=name)
    expect(name, "Mattermost (team chat) with the Matterpoll plugin, an ended /poll message selected in the browser and pasted into a text editor",
           "Ready-made counts as text: chat lines around an ended poll, one line per option with '(n votes)' and the list of voters",
           "From memory of Matterpoll's ended-poll message ('This poll has ended. The results are:' with each answer, its vote count and voters); the pasted header lines (name + time, BOT badge) are as Mattermost renders them, not verified. UTF-8, LF.",
           "vote count per option (equals the number of @voters listed)", opts, counts,
           ["chat messages before and after the poll; a later message names a losing option",
            "'Total votes' line", "option labels contain commas and parentheses"], winner=w)


# ----------------------------------------------------------------------------- 9 Apache Superset
def f09_superset():
    name = "Staff choice award 2026 - votes by branch (pivoted).csv"
    rng = random.Random(909)
    branches = ["Aalborg", "Aarhus", "Esbjerg", "Kolding", "Odense"]
    nominees = ["Camilla Dahl", "Henrik Sørensen", "Ida Kristensen", "Mads Lund", "Sofie Nielsen"]
    pref = {"Aalborg": [10, 8, 6, 5, 4], "Aarhus": [9, 12, 21, 6, 8], "Esbjerg": [4, 5, 11, 14, 3],
            "Kolding": [6, 7, 12, 3, 9], "Odense": [15, 11, 13, 7, 10]}
    table = {nm: {} for nm in nominees}
    for b in branches:
        for nm, base in zip(nominees, pref[b]):
            table[nm][b] = max(1, base + rng.randint(-2, 2))
    metric = "COUNT(*)"
    header = [""] + ["%s %s" % (metric, b) for b in branches] + ["%s Subtotal" % metric, "Total (Sum)"]
    lines = [",".join(header)]
    tot = {}
    for nm in nominees:
        vals = [table[nm][b] for b in branches]
        tot[nm] = sum(vals)
        lines.append(",".join([nm] + [str(v) for v in vals] + [str(sum(vals)), str(sum(vals))]))
    col = [sum(table[nm][b] for nm in nominees) for b in branches]
    lines.append(",".join(["Total (Sum)"] + [str(v) for v in col] + [str(sum(col)), str(sum(col))]))
    write_bytes(name, ("\n".join(lines) + "\n").encode("utf-8"))
    w = check_margin(tot, label=name)
    expect(name, "Apache Superset (open-source BI), Pivot Table chart (rows: nominee, columns: branch, metric COUNT(*), row and column totals) → Download → Export to pivoted .CSV",
           "Results by unit as a pivot: candidates as rows, one column per branch named '<metric> <branch>', a metric Subtotal column, a 'Total (Sum)' column and a 'Total (Sum)' row",
           "Checked against apache/superset superset/charts/client_processing.py (pivot_df: 'Total (%(aggfunc)s)' and 'Subtotal' labels, MultiIndex columns flattened with ' '.join, index written with an empty header cell, CSV_EXPORT default utf-8) and PR #17512 (pivoted CSV download). LF line endings as written by pandas on Linux.",
           "sum of votes over branches per nominee (Total (Sum) column)", nominees, tot,
           ["'Total (Sum)' row is larger than any nominee", "Subtotal and Total columns repeat each row's sum",
            "column headers carry the metric name prefix 'COUNT(*) '", "first header cell empty"], winner=w)


# ----------------------------------------------------------------------------- 10 Displayr
def f10_displayr():
    name = "Displayr export - Staff Conference 2026 Survey.xlsx"
    rng = random.Random(1010)
    regions = ["North", "South", "East", "West"]
    opts = ["In person, one day", "In person, two days", "Hybrid (in person + streamed)", "Fully online"]
    share = {"North": [0.24, 0.39, 0.27, 0.10], "South": [0.30, 0.18, 0.38, 0.14],
             "East": [0.32, 0.22, 0.36, 0.10], "West": [0.28, 0.21, 0.38, 0.13]}
    base_n = {"North": 212, "South": 188, "East": 141, "West": 97}
    counts = {r: {} for r in regions}
    for r in regions:
        n = base_n[r]
        c = [int(round(n * s + rng.uniform(-2, 2))) for s in share[r]]
        c[-1] = n - sum(c[:-1])
        counts[r] = dict(zip(opts, c))
    total = {o: sum(counts[r][o] for r in regions) for o in opts}
    N = sum(base_n.values())
    ages = ["Under 30", "30 to 44", "45 to 59", "60 or more"]
    age_share = {"North": [0.18, 0.41, 0.31, 0.10], "South": [0.22, 0.38, 0.30, 0.10],
                 "East": [0.15, 0.44, 0.32, 0.09], "West": [0.25, 0.37, 0.28, 0.10]}
    wb = openpyxl.Workbook()
    wb.properties.creator = "Displayr"
    ws0 = wb.active
    ws0.title = "Contents"
    ws0["A1"] = "Staff Conference 2026 Survey"
    ws0["A1"].font = Font(bold=True, size=14)
    ws0["A2"] = "Exported from Displayr on 4 May 2026"
    ws0["A4"] = "Sheet"
    ws0["B4"] = "Table"
    ws0["A4"].font = ws0["B4"].font = Font(bold=True)
    ws0["A5"] = "Table 1"
    ws0["B5"] = "Q1. Age by Region"
    ws0["A6"] = "Table 2"
    ws0["B6"] = "Q6. Preferred format for the 2026 staff conference by Region"
    ws0.column_dimensions["B"].width = 64
    pct_fmt = "0%"

    def table_sheet(title, rows_labels, cell_counts, sheet):
        ws = wb.create_sheet(sheet)
        ws["A1"] = title
        ws["A1"].font = Font(bold=True, size=12)
        ws["A2"] = "Sample size = %d; total sample; Column %%" % N
        ws.append([])
        ws.append(["Column %", "Total"] + regions)
        for c in ws[4]:
            c.font = Font(bold=True)
            c.fill = PatternFill("solid", fgColor="DDEBF7")
        for lab in rows_labels:
            tot_c = sum(cell_counts[r][lab] for r in regions)
            ws.append([lab, tot_c / N] + [cell_counts[r][lab] / base_n[r] for r in regions])
        ws.append(["NET", 1.0] + [1.0] * len(regions))
        ws.append(["Base n", N] + [base_n[r] for r in regions])
        for row in ws.iter_rows(min_row=5, max_row=4 + len(rows_labels) + 1, min_col=2, max_col=2 + len(regions)):
            for c in row:
                c.number_format = pct_fmt
        ws.append([])
        ws.append(["Statistical significance: Arrows and font colors show significance at the 0.05 level, "
                   "compared to the Total (not shown in export)."])
        ws.column_dimensions["A"].width = 36
        return ws

    age_counts = {r: {} for r in regions}
    for r in regions:
        c = [int(round(base_n[r] * s)) for s in age_share[r]]
        c[-1] = base_n[r] - sum(c[:-1])
        age_counts[r] = dict(zip(ages, c))
    table_sheet("Q1. Age by Region", ages, age_counts, "Table 1")
    table_sheet("Q6. Preferred format for the 2026 staff conference by Region", opts, counts, "Table 2")
    save_xlsx(wb, name)
    scores = {o: round(total[o] / N * 100, 2) for o in opts}
    w = check_margin(scores, label=name)
    assert max(opts, key=lambda o: counts["North"][o]) != w
    expect(name, "Displayr (survey-analysis / reporting tool), Export → Excel of two crosstab tables",
           "Workbook: contents sheet first, then one sheet per crosstab (Column % by region, Total column, NET and Base n rows, significance footnote); a demographic table precedes the question's table",
           "From memory of Displayr/Q crosstab exports (statistic name 'Column %' in the corner, 'NET' row, 'Base n' row, 'Sample size = …' line); sheet names are a guess. xlsx, three sheets.",
           "Total column % per option in Table 2 (counts are % × base n)", opts, scores,
           ["Contents sheet first with no data", "Table 1 (Age) is a demographic table with a larger top percentage",
            "NET row = 100% and Base n row holds the largest numbers",
            "the North column (largest region) has a different leader"], winner=w)


# ----------------------------------------------------------------------------- 11 Julia CSV.jl
def f11_julia():
    name = "lab_retreat_ranked_ballots.tsv"
    rng = random.Random(1111)
    cands = ["Harz mountains hut", "Baltic coast hostel", "Spreewald guesthouse", "City hotel (Leipzig)",
             "University guest house"]
    # (first, second, third) patterns, number of ballots; '' = left empty
    patterns = [
        (("Baltic coast hostel", "Harz mountains hut", "Spreewald guesthouse"), 9),
        (("Baltic coast hostel", "Spreewald guesthouse", ""), 5),
        (("Baltic coast hostel", "City hotel (Leipzig)", "Harz mountains hut"), 3),
        (("Harz mountains hut", "Baltic coast hostel", "Spreewald guesthouse"), 6),
        (("Harz mountains hut", "University guest house", ""), 3),
        (("Spreewald guesthouse", "Baltic coast hostel", "Harz mountains hut"), 5),
        (("Spreewald guesthouse", "Harz mountains hut", ""), 2),
        (("City hotel (Leipzig)", "Baltic coast hostel", "University guest house"), 3),
        (("City hotel (Leipzig)", "", ""), 2),
        (("University guest house", "City hotel (Leipzig)", "Baltic coast hostel"), 2),
        (("University guest house", "", ""), 1),
    ]
    ballots = []
    for p, k in patterns:
        ballots += [p] * k
    rng.shuffle(ballots)
    groups = pool(rng, {"Modelling": 21, "Wet lab": 11, "Imaging": 6, "Admin": 3})
    start = dt.datetime(2026, 3, 2, 8, 40, 0)
    times = sorted(ts(start, rng, 60 * 24 * 3) for _ in ballots)
    lines = ["\t".join(["ballot_id", "submitted", "group", "is_pi", "rank1", "rank2", "rank3", "comment"])]
    comments = ["", "", "", "", "", "sea!", "no long train rides please", "need step-free access",
                "anything but the city"]
    for i, (b, t, g) in enumerate(zip(ballots, times, groups), 1):
        c = rng.choice(comments)
        if "\t" in c or '"' in c:
            c = '"' + c.replace('"', '""') + '"'
        lines.append("\t".join([str(i), t.strftime("%Y-%m-%dT%H:%M:%S"), g, "true" if i in (4, 17) else "false",
                                b[0], b[1], b[2], c]))
    write_bytes(name, ("\n".join(lines) + "\n").encode("utf-8"))
    borda = {c: 0 for c in cands}
    first = {c: 0 for c in cands}
    for b in ballots:
        for pos, c in enumerate(b):
            if c:
                borda[c] += 3 - pos
        first[b[0]] += 1
    w = check_margin(borda, label=name)
    assert ranked(first)[0] == w
    # instant run-off agrees
    alive = set(cands)
    while True:
        tally = {c: 0 for c in alive}
        for b in ballots:
            for c in b:
                if c in alive:
                    tally[c] += 1
                    break
        top = max(tally, key=tally.get)
        if tally[top] * 2 > sum(tally.values()):
            break
        alive.remove(min(tally, key=lambda c: (tally[c], c)))
    assert top == w
    expect(name, "Julia (CSV.jl) in a Pluto notebook: CSV.write(\"lab_retreat_ranked_ballots.tsv\", df; delim='\\t') of a DataFrame built from a web form",
           "Rank columns: one row per ballot with rank1/rank2/rank3 holding candidate names (later ranks may be empty), plus id, ISO timestamp, group, Bool and comment columns",
           "From memory of CSV.jl's defaults (header row, `missing` written as an empty field, Bool as true/false, DateTime in ISO format, quoting only when needed); the documentation was searched for but not found in the index. delim='\\t' chosen by the user. UTF-8, LF.",
           "Borda 3/2/1 for 1st/2nd/3rd choice (first-choice plurality and instant run-off give the same winner)",
           cands, borda,
           ["group column with a dominant value 'Modelling'", "is_pi Bool column", "partial rankings with empty cells",
            "first column is a running ballot id"], winner=w)


# ----------------------------------------------------------------------------- 12 Sphinx iQ
def f12_sphinx():
    name = "SphinxiQ2_Export_Sortie_du_personnel_2026.xlsx"
    rng = random.Random(1212)
    n_done = 118
    q1 = "Q1. Vous êtes :"
    q2 = "Q2. Quelle destination préférez-vous pour la sortie annuelle du personnel ?"
    q3 = "Q3. Quelle date vous conviendrait le mieux ?"
    q4 = "Q4. Remarques éventuelles"
    role = pool(rng, {"Enseignant(e)": 79, "Personnel administratif": 24, "Personnel technique (ATSEM, agents)": 15})
    dest = pool(rng, {"Journée au Futuroscope": 27, "Croisière sur la Loire et déjeuner": 46,
                      "Visite du Puy du Fou": 31, "Atelier cuisine et dégustation": 14})
    date = pool(rng, {"Mercredi 17 juin": 24, "Samedi 20 juin": 51, "Samedi 27 juin": 29, "Vendredi 3 juillet": 14})
    remarks = ["", "", "", "", "Merci pour l'organisation !", "Prévoir une option végétarienne",
               "Le samedi c'est compliqué pour moi", "Covoiturage possible depuis Angers", "Pas trop loin svp"]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Données"
    ws.append(["N° de questionnaire", "Date de saisie", "Heure de saisie", "Mode de collecte", "Statut",
               q1, q2, q3, q4])
    for c in ws[1]:
        c.font = Font(bold=True)
        c.alignment = Alignment(wrap_text=True, vertical="top")
    base = dt.datetime(2026, 3, 16, 7, 30)
    all_rows = []
    for i in range(n_done):
        t = ts(base, rng, 60 * 24 * 12)
        all_rows.append([t, "Internet", "Complet", role[i], dest[i], date[i], rng.choice(remarks)])
    for _ in range(6):
        t = ts(base, rng, 60 * 24 * 12)
        all_rows.append([t, "Internet", "Incomplet", rng.choice(["Enseignant(e)", "Personnel administratif"]),
                         None, None, None])
    all_rows.sort(key=lambda r: r[0])
    for i, r in enumerate(all_rows, 1):
        t = r[0]
        ws.append([i, dt.datetime(t.year, t.month, t.day), t.strftime("%H:%M"), r[1], r[2], r[3], r[4], r[5], r[6]])
        ws.cell(row=i + 1, column=2).number_format = "DD/MM/YYYY"
    for col, wd in zip("ABCDEFGHI", [12, 12, 10, 12, 10, 24, 36, 26, 36]):
        ws.column_dimensions[col].width = wd
    ws2 = wb.create_sheet("Dictionnaire")
    ws2.append(["Variable", "Libellé", "Type", "Modalités"])
    for c in ws2[1]:
        c.font = Font(bold=True)
    ws2.append(["ROLE", q1, "Fermée unique", "Enseignant(e) ; Personnel administratif ; Personnel technique (ATSEM, agents)"])
    ws2.append(["DEST", q2, "Fermée unique", "Journée au Futuroscope ; Croisière sur la Loire et déjeuner ; "
                                             "Visite du Puy du Fou ; Atelier cuisine et dégustation"])
    ws2.append(["DATE", q3, "Fermée unique", "Mercredi 17 juin ; Samedi 20 juin ; Samedi 27 juin ; Vendredi 3 juillet"])
    ws2.append(["REMARQ", q4, "Texte", ""])
    ws2.column_dimensions["B"].width = 70
    ws2.column_dimensions["D"].width = 90
    wb.properties.creator = "Sphinx iQ 2"
    save_xlsx(wb, name)
    s2, s3 = {}, {}
    for a in dest:
        s2[a] = s2.get(a, 0) + 1
    for a in date:
        s3[a] = s3.get(a, 0) + 1
    w2 = check_margin(s2, label=name + " Q2")
    w3 = check_margin(s3, label=name + " Q3")
    expect(name, "Sphinx iQ 2 (French survey and data-analysis software), Données → Exporter → Excel (libellés), a primary school group's staff-outing survey",
           "Multi-question survey, one row per questionnaire with number, date, time, collection mode and Complet/Incomplet status; a role question first, then two single-choice questions of equal standing (destination and date), a remark; variable dictionary sheet",
           "From memory (Sphinx exports the data table with question labels as headers and a separate variable description); not checked against a source. xlsx, two sheets, French.",
           "count of responses per option, separately for Q2 (destination) and Q3 (date)",
           {q2: ["Journée au Futuroscope", "Croisière sur la Loire et déjeuner", "Visite du Puy du Fou",
                 "Atelier cuisine et dégustation"],
            q3: ["Mercredi 17 juin", "Samedi 20 juin", "Samedi 27 juin", "Vendredi 3 juillet"]},
           {q2: s2, q3: s3},
           ["Q1 role question first with 'Enseignant(e)' (79) above every option", "6 Incomplet rows with empty answers",
            "dictionary sheet lists every modality once"],
           answer="ask", winner=None, acceptable={q2: w2, q3: w3},
           ask_because="The outing survey asks two decisions of equal standing — where to go (Q2) and on which date (Q3); the file does not say which one the user wants decided.")


# ----------------------------------------------------------------------------- 13 EViews
def f13_eviews():
    name = "TABULATIONS_canteen_survey.txt"
    rng = random.Random(1313)
    n = 412
    site = {"HQ Block A": 233, "Plant 2": 97, "Logistics Centre": 58, "Lab Annex": 24}
    cat = {"Green Kitchen Co.": 101, "Compass Bistro": 148, "Mamma Rosa Catering": 87, "Sodexo Local": 49}
    na = n - sum(cat.values())

    def tab(series, counts, date, time, with_na):
        out_lines = ["Tabulation of %s" % series,
                     "Date: 04/22/26   Time: %s" % time,
                     "Sample: 1 %d" % n,
                     "Included observations: %d" % (sum(counts.values()) if not with_na else n)]
        if with_na:
            out_lines.append("Number of categories: %d" % (len(counts) + 1))
        else:
            out_lines.append("Number of categories: %d" % len(counts))
        out_lines.append("")
        out_lines.append("%52s%14s" % ("Cumulative", "Cumulative"))
        out_lines.append("%-22s%8s%10s%12s%14s" % ("Value", "Count", "Percent", "Count", "Percent"))
        items = sorted(counts.items())
        if with_na:
            items.append(("NA", na))
        tot = sum(v for _, v in items)
        cum = 0
        for k, v in items:
            cum += v
            out_lines.append("%-22s%8d%10.2f%12d%14.2f" % (k, v, 100.0 * v / tot, cum, 100.0 * cum / tot))
        out_lines.append("%-22s%8d%10.2f%12d%14.2f" % ("Total", tot, 100.0, tot, 100.0))
        return out_lines

    lines = tab("SITE", site, "04/22/26", "14:05", False)
    lines += ["", ""]
    lines += tab("PREF_CATERER", cat, "04/22/26", "14:06", True)
    lines.append("")
    write_bytes(name, ("\r\n".join(lines)).encode("cp1252"))
    w = check_margin(cat, label=name)
    expect(name, "EViews 13 (econometrics/statistics package), series → View → One-Way Tabulation, frozen tables saved with Table → Save table to disk (text)",
           "Ready-made count tables, fixed width: two one-way tabulations (a site variable, then the caterer preference) with Count, Percent, Cumulative Count and Cumulative Percent columns, an NA row and a Total row",
           "Checked in outline against the EViews User's Guide (one-way/N-way tabulation: NA handling, 'Tabulation of', count/percent/cumulative columns); the header lines (Date/Time/Sample/Included observations/Number of categories) and the exact column widths are from memory. Windows-1252 (ASCII content), CRLF.",
           "Count column of 'Tabulation of PREF_CATERER' (NA excluded)", sorted(cat), cat,
           ["SITE tabulation first with 'HQ Block A' (233) larger than any caterer count",
            "Cumulative Count column rises to the total", "Total row", "NA row in the caterer table"], winner=w)


# ----------------------------------------------------------------------------- 14 Lotus Symphony
def f14_symphony():
    name = "Sondaggio_welfare_2026_risultati_per_sede.csv"
    rng = random.Random(1414)
    sedi = ["Milano", "Torino", "Bologna", "Bari"]
    opts = ["Buoni pasto elettronici", "Assicurazione sanitaria integrativa", "Abbonamento trasporto pubblico",
            "Asilo nido convenzionato", "Previdenza complementare"]
    base = {"Milano": [520, 700, 610, 150, 270], "Torino": [300, 310, 170, 60, 120],
            "Bologna": [220, 250, 180, 55, 90], "Bari": [260, 190, 70, 40, 85]}
    t = {o: {} for o in opts}
    for s in sedi:
        for o, b in zip(opts, base[s]):
            t[o][s] = b + rng.randint(-25, 25)
    bianche = {s: rng.randint(8, 30) for s in sedi}
    nulle = {s: rng.randint(3, 14) for s in sedi}
    tot = {o: sum(t[o].values()) for o in opts}
    valid = sum(tot.values())
    votanti = {s: sum(t[o][s] for o in opts) + bianche[s] + nulle[s] for s in sedi}
    aventi = {"Milano": 2650, "Torino": 1120, "Bologna": 920, "Bari": 790}

    def it(nv):
        return "{:,}".format(nv).replace(",", ".")

    def pct(x):
        return ("%.1f" % x).replace(".", ",") + "%"

    rows = [["Sondaggio welfare aziendale 2026 – Risultati per sede", "", "", "", "", "", ""],
            ["Periodo di voto: 9–20 marzo 2026 – Direzione Risorse Umane", "", "", "", "", "", ""],
            ["", "", "", "", "", "", ""],
            ["Opzione", "Milano", "Torino", "Bologna", "Bari", "Totale", "% sui voti validi"]]
    for o in opts:
        rows.append([o] + [it(t[o][s]) for s in sedi] + [it(tot[o]), pct(100.0 * tot[o] / valid)])
    rows.append(["Totale voti validi"] + [it(sum(t[o][s] for o in opts)) for s in sedi] + [it(valid), "100,0%"])
    rows.append(["Schede bianche"] + [it(bianche[s]) for s in sedi] + [it(sum(bianche.values())), ""])
    rows.append(["Schede nulle"] + [it(nulle[s]) for s in sedi] + [it(sum(nulle.values())), ""])
    rows.append(["Votanti"] + [it(votanti[s]) for s in sedi] + [it(sum(votanti.values())), ""])
    rows.append(["Aventi diritto"] + [it(aventi[s]) for s in sedi] + [it(sum(aventi.values())), ""])
    rows.append(["Affluenza"] + [pct(100.0 * votanti[s] / aventi[s]) for s in sedi] +
                [pct(100.0 * sum(votanti.values()) / sum(aventi.values())), ""])
    rows.append(["", "", "", "", "", "", ""])
    rows.append(["Nota: ogni dipendente poteva indicare una sola opzione. Le due opzioni più votate saranno "
                 "proposte al tavolo con le RSU.", "", "", "", "", "", ""])
    text = csv_text(rows, delimiter=";", lineterminator="\r\n")
    write_bytes(name, b"\xff\xfe" + text.encode("utf-16-le"))
    w = check_margin(tot, label=name)
    assert max(opts, key=lambda o: t[o]["Milano"]) == w
    expect(name, "IBM Lotus Symphony 3 (OpenOffice.org-based office suite, Italian UI), Foglio elettronico → Salva con nome → Testo CSV, set di caratteri 'Unicode', separatore ';'",
           "Ready-made count table per unit: title lines, options as rows, one column per site, Totale and % columns, then valid/blank/null/voters/eligible/turnout rows and a note",
           "From memory: the OpenOffice.org 3 Text CSV filter writes 'Unicode' as UTF-16 little-endian with BOM and, with 'save cell content as shown', keeps the Italian number format (thousands '.', decimal ','). Not checked against a source.",
           "Totale column per option (votes summed over sites)", opts, tot,
           ["Totale voti validi / Votanti / Aventi diritto rows larger than any option",
            "% column with decimal commas", "thousands separators '.' (e.g. 1.234)", "Affluenza row of percentages"],
           winner=w)


# ----------------------------------------------------------------------------- 15 Zoho Sheet
def f15_zoho():
    name = "Reunion_coordinacion_3ESO_disponibilidad.xlsx"
    rng = random.Random(1515)
    slots = ["lun 11/05 16:30", "mar 12/05 16:30", "mié 13/05 17:00", "jue 14/05 16:30", "vie 15/05 14:15"]
    people = [("Marta Gil", "Lengua"), ("Javier Ortega", "Matemáticas"), ("Lucía Navarro", "Matemáticas"),
              ("Andrés Romero", "Inglés"), ("Pilar Sanz", "Geografía e Historia"), ("Raúl Molina", "Física y Química"),
              ("Elena Castro", "Biología"), ("Sergio Ramos Díaz", "Educación Física"), ("Nuria Vidal", "Música"),
              ("Carmen Iglesias", "Orientación"), ("Diego Herrera", "Tecnología"), ("Beatriz León", "Francés"),
              ("Óscar Prieto", "Matemáticas"), ("Alba Fuentes", "Lengua"), ("Tomás Rubio", "Plástica"),
              ("Irene Medina", "Inglés"), ("Pablo Cano", "Religión / Valores")]
    # per slot: (yes, maybe) counts; the rest say No; one person did not answer at all
    plan = {"lun 11/05 16:30": (6, 3), "mar 12/05 16:30": (7, 5), "mié 13/05 17:00": (12, 2),
            "jue 14/05 16:30": (8, 2), "vie 15/05 14:15": (3, 4)}
    responders = list(range(len(people)))
    silent = rng.choice(responders)
    responders.remove(silent)
    grid = {p: {} for p in range(len(people))}
    for s, (y, m) in plan.items():
        order = responders[:]
        rng.shuffle(order)
        for idx, p in enumerate(order):
            grid[p][s] = "Sí" if idx < y else ("Si es necesario" if idx < y + m else "No")
    wb = openpyxl.Workbook()
    wb.properties.creator = "Zoho Sheet"
    ws0 = wb.active
    ws0.title = "Léeme"
    ws0["A1"] = "Reunión de coordinación de 3.º ESO – tercer trimestre"
    ws0["A1"].font = Font(bold=True, size=13)
    ws0["A3"] = "Escribid en vuestra fila, en la hoja «Disponibilidad», Sí / No / Si es necesario para cada hueco."
    ws0["A4"] = "La reunión dura una hora y se hace en la sala de profesores (planta 1)."
    ws0["A5"] = "Fecha límite para contestar: viernes 8 de mayo. Elegiremos el hueco con más «Sí»."
    ws0["A7"] = "Dudas: jefatura de estudios (ext. 214)."
    ws0.column_dimensions["A"].width = 100
    ws = wb.create_sheet("Disponibilidad")
    ws["A1"] = "Disponibilidad – reunión de coordinación 3.º ESO"
    ws["A1"].font = Font(bold=True)
    ws.append([])
    ws.append(["Nombre", "Departamento"] + slots + ["Comentario"])
    for c in ws[3]:
        c.font = Font(bold=True)
        c.fill = PatternFill("solid", fgColor="FCE4D6")
    coms = {2: "Los martes tengo guardia hasta las 17:00", 9: "El viernes salgo antes", 13: ""}
    for p, (nm, dep) in enumerate(people):
        ws.append([nm, dep] + [grid[p].get(s, "") for s in slots] + [coms.get(p, "")])
    ws.append([])
    yes = {s: sum(1 for p in grid if grid[p].get(s) == "Sí") for s in slots}
    maybe = {s: sum(1 for p in grid if grid[p].get(s) == "Si es necesario") for s in slots}
    no = {s: sum(1 for p in grid if grid[p].get(s) == "No") for s in slots}
    ws.append(["Total «Sí»", ""] + [yes[s] for s in slots])
    ws.append(["Total «Si es necesario»", ""] + [maybe[s] for s in slots])
    ws.append(["Total «No»", ""] + [no[s] for s in slots])
    for r in ws.iter_rows(min_row=len(people) + 5, max_row=len(people) + 7, max_col=1):
        for c in r:
            c.font = Font(bold=True)
    ws.column_dimensions["A"].width = 24
    ws.column_dimensions["B"].width = 22
    for col in "CDEFG":
        ws.column_dimensions[col].width = 16
    ws.column_dimensions["H"].width = 40
    ws.freeze_panes = "C4"
    save_xlsx(wb, name)
    scores = {s: yes[s] + 0.5 * maybe[s] for s in slots}
    w = check_margin(scores, label=name)
    for wt in (0.0, 1.0):
        assert ranked({s: yes[s] + wt * maybe[s] for s in slots})[0] == w
    expect(name, "Zoho Sheet (Spanish UI), a secondary school's shared availability sheet → Archivo → Descargar como → Microsoft Excel (.xlsx)",
           "Scheduling poll: read-me sheet first, then participants × time slots with Sí / No / Si es necesario, a department column, a comment column, an unanswered row and three total rows",
           "From memory: a hand-built sheet in Zoho Sheet downloaded as .xlsx; the sheet layout is the users' own. xlsx, two sheets (Léeme first).",
           "yes = 1, 'Si es necesario' = 0.5 (same winner for any weight 0–1)", slots, scores,
           ["Léeme sheet first with prose only", "Departamento column with a repeated value (Matemáticas)",
            "Total «No» row", "one teacher left every slot empty"], winner=w)


def main():
    for f in (f01_evasys, f02_manaba, f03_iclicker, f04_mtslink, f05_yozo, f06_lattice, f07_formidable,
              f08_matterpoll, f09_superset, f10_displayr, f11_julia, f12_sphinx, f13_eviews, f14_symphony,
              f15_zoho):
        f()
    with open(out("expected.json"), "w", encoding="utf-8") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2, sort_keys=True)
        fh.write("\n")
    print("wrote %d files + expected.json" % len(EXPECTED))


if __name__ == "__main__":
    main()
