#!/usr/bin/env python3
"""Blind test set AJ: education and research exports.

Writes 15 files and expected.json next to this script.  Deterministic: every
random choice comes from random.Random with a fixed seed (seed searches run in
a fixed order), xlsx files get fixed document properties and fixed zip entry
dates.  Standard library + openpyxl only.

All people, ids, schools, conferences and numbers are invented.
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
from openpyxl.styles import Alignment, Font, PatternFill

HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = OrderedDict()
FIXED = dt.datetime(2026, 11, 29, 10, 0, 0)


# ----------------------------------------------------------------- helpers
def write_bytes(name, data):
    with open(os.path.join(HERE, name), "wb") as fh:
        fh.write(data)


def write_text(name, text, encoding, newline="\r\n", bom=False):
    text = text.replace("\r\n", "\n").replace("\n", newline)
    data = text.encode(encoding)
    if bom:
        if encoding.lower().replace("-", "") in ("utf8",):
            data = b"\xef\xbb\xbf" + data
        elif encoding.lower().replace("-", "") in ("utf16le",):
            data = b"\xff\xfe" + data
    write_bytes(name, data)


def csv_line(fields, sep=",", quote_all=False):
    out = []
    for f in fields:
        s = "" if f is None else str(f)
        need = quote_all or any(c in s for c in (sep, '"', "\n", "\r"))
        if need:
            s = '"' + s.replace('"', '""') + '"'
        out.append(s)
    return sep.join(out)


def save_xlsx(wb, name):
    """Save with fixed properties and rewrite the zip with fixed entry dates."""
    p = wb.properties
    p.creator = "user"
    p.lastModifiedBy = "user"
    p.created = FIXED
    p.modified = FIXED
    bio = io.BytesIO()
    wb.save(bio)
    bio.seek(0)
    zin = zipfile.ZipFile(bio)
    out = io.BytesIO()
    stamp = "2026-11-29T10:00:00Z"
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        for item in zin.infolist():
            data = zin.read(item.filename)
            if item.filename == "docProps/core.xml":
                data = re.sub(rb"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)",
                              rb"\g<1>" + stamp.encode() + rb"\g<2>", data)
                data = re.sub(rb"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)",
                              rb"\g<1>" + stamp.encode() + rb"\g<2>", data)
            zi = zipfile.ZipInfo(item.filename, date_time=(2026, 11, 29, 10, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            zout.writestr(zi, data)
    write_bytes(name, out.getvalue())


def unique_top(scores):
    """Return the unique arg-max of a dict, or None when tied."""
    best = max(scores.values())
    tops = [k for k, v in scores.items() if v == best]
    return tops[0] if len(tops) == 1 else None


def rnd(x, n=4):
    return round(float(x), n)


def entry(name, tool, shape, evidence, question, candidates, scores, traps,
          winner=None, aliases=None, ask=None):
    e = OrderedDict()
    e["tool"] = tool
    e["shape"] = shape
    e["format_evidence"] = evidence
    if ask is None:
        e["answer"] = "winner"
        e["winner"] = winner
        if aliases:
            e["winner_aliases"] = aliases
        e["acceptable"] = None
        e["ask_because"] = None
    else:
        e["answer"] = "ask"
        e["winner"] = None
        e["acceptable"] = ask["acceptable"]
        e["ask_because"] = ask["because"]
    e["question"] = question
    e["candidates"] = candidates
    e["scores"] = scores
    e["traps"] = traps
    EXPECTED[name] = e


def rid(rng, n, alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"):
    return "".join(rng.choice(alphabet) for _ in range(n))


# ======================================================= 1. Mechanical Turk
def make_mturk():
    name = "Batch_5217463_batch_results.csv"
    icons = ["Compass", "Lantern", "Leaf", "Owl", "Wave"]
    w_ok = [0.20, 0.12, 0.25, 0.28, 0.15]
    for seed in range(1000):
        rng = random.Random(1000 + seed)
        rows = []
        n_hits = 6
        created = dt.datetime(2026, 11, 16, 8, 2, 11)
        hit_type = rid(rng, 30)
        orders = []
        for h in range(n_hits):
            o = icons[:]
            rng.shuffle(o)
            orders.append(o)
        for h in range(n_hits):
            hit_id = rid(rng, 30)
            for a in range(10):
                bad = rng.random() < 0.24
                acc = created + dt.timedelta(minutes=rng.randint(3, 2400), seconds=rng.randint(0, 59))
                if bad:
                    work = rng.randint(6, 19)
                    attention = rng.choice(["green", "red", "green", "yellow"])
                    choice = "Lantern" if rng.random() < 0.7 else orders[h][0]
                    comment = rng.choice(["", "", "good", "nice hit", "GOOD"])
                else:
                    work = rng.randint(24, 140)
                    attention = "blue"
                    choice = rng.choices(icons, weights=w_ok)[0]
                    comment = rng.choice(["", "", "", "", "The owl looks friendly.",
                                          "Leaf fits a nature app", "compass = hiking, makes sense",
                                          "wave icon was a bit blurry on my phone", "n/a"])
                sub = acc + dt.timedelta(seconds=work)
                rows.append(dict(hit=hit_id, h=h, bad=bad, acc=acc, sub=sub, work=work,
                                 att=attention, choice=choice, comment=comment,
                                 worker="A" + rid(rng, rng.choice([12, 13, 13, 14]))))
        ok = Counter(r["choice"] for r in rows if not r["bad"])
        allc = Counter(r["choice"] for r in rows)
        w = unique_top(dict(ok))
        if w is None or len(ok) < 5 or ok[w] - sorted(ok.values())[-2] < 2:
            continue
        wa = unique_top(dict(allc))
        if wa is None or wa == w:
            continue
        break
    else:
        raise RuntimeError('no seed satisfies the constraints')
    fmt = lambda t: t.strftime("%a %b %d %H:%M:%S PST %Y")
    header = ["HITId", "HITTypeId", "Title", "Description", "Keywords", "Reward", "CreationTime",
              "MaxAssignments", "RequesterAnnotation", "AssignmentDurationInSeconds",
              "AutoApprovalDelayInSeconds", "Expiration", "NumberOfSimilarHITs", "LifetimeInSeconds",
              "AssignmentId", "WorkerId", "AssignmentStatus", "AcceptTime", "SubmitTime",
              "AutoApprovalTime", "ApprovalTime", "RejectionTime", "RequesterFeedback",
              "WorkTimeInSeconds", "LifetimeApprovalRate", "Last30DaysApprovalRate",
              "Last7DaysApprovalRate", "Input.grid_order", "Answer.attention_color",
              "Answer.comments", "Answer.icon_choice", "Approve", "Reject"]
    lines = [csv_line(header, quote_all=True)]
    rng = random.Random(77)
    rows.sort(key=lambda r: (r["h"], r["sub"]))
    for r in rows:
        review = r["sub"] + dt.timedelta(hours=rng.randint(20, 40), minutes=rng.randint(0, 59))
        rec = [r["hit"], hit_type, "Which app icon would you tap first? (about 1 minute)",
               "Look at five icons for a hiking and nature-notes app and pick the one you would tap first. University research study (HCI Lab).",
               "survey, icon, preference, quick, research", "$0.25", fmt(created), "10",
               "BatchId:5217463;OriginalHitTemplateId:928861471;", "1800", "259200",
               fmt(created + dt.timedelta(days=7)), "", "",
               rid(rng, 30), r["worker"], "Rejected" if r["bad"] else "Approved",
               fmt(r["acc"]), fmt(r["sub"]), fmt(r["sub"] + dt.timedelta(days=3)),
               "" if r["bad"] else fmt(review), fmt(review) if r["bad"] else "",
               "Attention check failed: the instructions asked you to select blue." if r["bad"] else "",
               str(r["work"]), "0% (0/0)", "0% (0/0)", "0% (0/0)",
               "|".join(orders[r["h"]]), r["att"], r["comment"], r["choice"], "", ""]
        lines.append(csv_line(rec, quote_all=True))
    write_text(name, "\n".join(lines) + "\n", "utf-8", newline="\n")
    entry(name,
          tool="Amazon Mechanical Turk, Requester site → Manage → Results → Download CSV (Batch_<id>_batch_results.csv); a US university HCI lab choosing the launcher icon of its citizen-science hiking app by a quick crowd preference task",
          shape="One row per assignment (HIT metadata, worker id, status, accept/submit times, approval rates) with the chosen icon in Answer.icon_choice; rejected assignments (failed attention check) still in the file",
          evidence="checked: the batch-results header (HITId … Last7DaysApprovalRate, Input.*, Answer.*, Approve, Reject) in several public repositories' code and READMEs, and AssignmentStatus values Submitted/Approved/Rejected in the MTurk API docs; unverified: the exact date format ('Mon Nov 16 08:02:11 PST 2026'), quoting of every field and LF line ends",
          question="Which icon was chosen most often among the assignments that were not rejected?",
          candidates=sorted(icons), scores={k: ok.get(k, 0) for k in sorted(icons)},
          traps=["Rejected assignments (failed attention check, mostly 'Lantern') change the winner if counted",
                 "34 metadata columns before the answer", "free-text Answer.comments mention icons",
                 "every field quoted"],
          winner=w)
    return name


# =============================================================== 2. PsychoPy
def make_psychopy():
    name = "logo_rating_alle_pp_samengevoegd.csv"
    logos = [("stimuli/logo_uil.png", "Uil"), ("stimuli/logo_breinlijn.png", "Breinlijn"),
             ("stimuli/logo_oog.png", "Oog"), ("stimuli/logo_prisma.png", "Prisma"),
             ("stimuli/logo_golf.png", "Golf")]
    base = {"Uil": 4.6, "Breinlijn": 4.0, "Oog": 3.7, "Prisma": 4.75, "Golf": 4.2}
    header = ["practice.thisRepN", "practice.thisTrialN", "practice.thisN", "practice.thisIndex",
              "trials.thisRepN", "trials.thisTrialN", "trials.thisN", "trials.thisIndex",
              "thisRow.t", "notes", "logo_file", "logo_naam", "slider.response", "slider.rt",
              "participant", "session", "date", "expName", "psychopyVersion", "frameRate", "expStart", ""]
    for seed in range(2000):
        rng = random.Random(2000 + seed)
        blocks = []
        ratings = defaultdict(list)
        rts = defaultdict(list)
        prac = []
        day = dt.datetime(2026, 11, 16, 9, 30)
        for p in range(1, 15):
            pid = "pp%02d" % p
            start = day + dt.timedelta(days=(p - 1) // 5, minutes=40 * ((p - 1) % 5), seconds=rng.randint(0, 50))
            datestr = start.strftime("%Y-%m-%d_%Hh%M.%S.") + "%03d" % rng.randint(0, 999)
            expstart = start.strftime("%Y-%m-%d %Hh%M.%S.") + "%06d +0100" % rng.randint(0, 999999)
            fr = "%.13f" % (59.9 + rng.random() * 0.2)
            info = [pid, "001", datestr, "logo_rating", "2024.2.4", fr, expstart, ""]
            rows = []
            t = 0.0
            t += rng.uniform(8, 30)
            rows.append(["", "", "", "", "", "", "", "", "%.4f" % t, "", "", "", "", ""] + info)
            for i in range(2):
                t += rng.uniform(4, 9)
                r = rng.choice([6, 7, 7])
                prac.append(r)
                rows.append(["0", str(i), str(i), str(i), "", "", "", "", "%.4f" % t, "",
                             "stimuli/oefenlogo_%d.png" % (i + 1), "Oefenlogo", str(r),
                             repr(round(rng.uniform(1.2, 5.5), 13))] + info)
            abort_at = 6 if p == 9 else 99
            n = 0
            for rep in range(2):
                order = list(range(5))
                rng.shuffle(order)
                for k, idx in enumerate(order):
                    if n >= abort_at:
                        break
                    f, lab = logos[idx]
                    r = int(round(rng.gauss(base[lab], 1.25)))
                    r = min(7, max(1, r))
                    rt = rng.uniform(1.4, 7.5) + (1.2 if lab == "Oog" else 0)
                    ratings[lab].append(r)
                    rts[lab].append(rt)
                    t += rt + rng.uniform(1.0, 1.6)
                    rows.append(["", "", "", "", str(rep), str(k), str(n), str(idx), "%.4f" % t, "",
                                 f, lab, str(r), repr(round(rt, 13))] + info)
                    n += 1
            if abort_at == 99:
                t += rng.uniform(3, 8)
                rows.append(["", "", "", "", "", "", "", "", "%.4f" % t, "", "", "", "", ""] + info)
            blocks.append(rows)
        means = {k: sum(v) / len(v) for k, v in ratings.items()}
        w = unique_top({k: round(v, 9) for k, v in means.items()})
        if w is None:
            continue
        sums = {k: sum(v) for k, v in ratings.items()}
        rtm = {k: sum(v) / len(v) for k, v in rts.items()}
        if sorted(means.values())[-1] - sorted(means.values())[-2] < 0.08:
            continue
        if unique_top(sums) != w:
            continue
        pm = sum(prac) / len(prac)
        if pm <= means[w]:
            continue
        if unique_top(rtm) == w:
            continue
        break
    else:
        raise RuntimeError('no seed satisfies the constraints')
    out = []
    for rows in blocks:
        out.append(csv_line(header))
        for r in rows:
            out.append(csv_line(r))
    write_text(name, "\n".join(out) + "\n", "utf-8", newline="\r\n")
    sc = {k: rnd(means[k]) for k in sorted(means)}
    entry(name,
          tool="PsychoPy 2024.2 Builder experiment 'logo_rating' run on a lab PC, the per-participant data CSVs concatenated by a student assistant with 'copy *.csv' into one file; a Dutch university psychology lab choosing its new lab logo by a short rating experiment",
          shape="Long format: one row per participant × trial (logo name, slider rating 1–7, response time), practice trials with a practice logo, instruction/end routine rows without data, and the header repeated at the start of every participant's block",
          evidence="checked: Builder-generated scripts in public repositories (expInfo participant/session/date, expName, psychopyVersion) and a PsychoPy issue on loop columns (trials.thisRepN … thisIndex); from memory, unverified: the exact column order, the 'thisRow.t' and 'notes' columns, the trailing empty column, number formats and CRLF line ends",
          question="Which logo has the highest mean slider rating over the main trials (practice trials excluded)?",
          candidates=sorted(means), scores=sc,
          traps=["practice logo 'Oefenlogo' rated 6–7 would win if treated as a candidate",
                 "slider.rt (response time) is a larger numeric column with a different leader",
                 "header line repeated 14 times mid-file", "one participant aborted after 6 trials",
                 "rows with no logo (instructions, end screen)"],
          winner=w)
    return name


# ============================================================= 3. Yuketang
def make_yuketang():
    name = "雨课堂_软件工程导论_第12讲_投票结果.xlsx"
    cands = ["陈思远", "林雨桐", "赵子豪", "黄佳怡"]
    surn = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢"
    given = ["子涵", "欣怡", "浩然", "梓轩", "雨泽", "一诺", "思彤", "宇航", "佳琪", "俊杰", "诗涵", "博文",
             "晨曦", "嘉怡", "天佑", "若曦", "明哲", "雅琪", "志强", "可欣", "文博", "梦瑶", "建华", "晓彤",
             "家豪", "雪怡", "鹏飞", "婉清", "泽宇", "静怡", "昊天", "心怡"]
    for seed in range(2000):
        rng = random.Random(3000 + seed)
        names = set(cands)
        students = []
        while len(students) < 48:
            n = rng.choice(surn) + rng.choice(given)
            if n in names:
                continue
            names.add(n)
            students.append(n)
        students += cands
        rng.shuffle(students)
        votes = []
        for s in students:
            if rng.random() < 0.36:
                votes.append("未作答")
            else:
                votes.append(rng.choices(cands, weights=[0.34, 0.28, 0.22, 0.16])[0])
        cnt = Counter(v for v in votes if v != "未作答")
        w = unique_top(dict(cnt))
        if w is None or len(cnt) < 4:
            continue
        if Counter(votes)["未作答"] <= cnt[w]:
            continue
        break
    else:
        raise RuntimeError('no seed satisfies the constraints')
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "课堂概况"
    info = [("课程名称", "软件工程导论"), ("班级", "2026级软件工程3班"), ("授课教师", "周明轩"),
            ("课堂名称", "第12讲 需求工程与用例建模"), ("上课时间", "2026-11-24 14:00:00 - 15:35:12"),
            ("应到人数", 52), ("签到人数", 49), ("课件页数", 38), ("习题数", 3), ("投票数", 1),
            ("弹幕数", 17), ("投稿数", 2), ("导出时间", "2026-11-24 16:02:47")]
    ws["A1"] = "课堂概况"
    ws["A1"].font = Font(bold=True, size=14)
    ws.merge_cells("A1:B1")
    for i, (k, v) in enumerate(info, start=2):
        ws.cell(row=i, column=1, value=k)
        ws.cell(row=i, column=2, value=v)
    ws.column_dimensions["A"].width = 14
    ws.column_dimensions["B"].width = 36
    ws2 = wb.create_sheet("投票结果")
    ws2["A1"] = "投票：2026级软件工程3班 班长选举（单选，实名投票）"
    ws2["A1"].font = Font(bold=True, size=13)
    ws2.merge_cells("A1:F1")
    ws2["A2"] = "发布时间：2026-11-24 15:20:05　　截止时间：2026-11-24 15:30:05　　候选人：陈思远、林雨桐、赵子豪、黄佳怡"
    ws2.merge_cells("A2:F2")
    hdr = ["序号", "学号", "姓名", "班级", "投票选项", "提交时间"]
    for j, h in enumerate(hdr, start=1):
        c = ws2.cell(row=4, column=j, value=h)
        c.font = Font(bold=True)
        c.fill = PatternFill("solid", fgColor="DDEBF7")
    rng = random.Random(33)
    t0 = dt.datetime(2026, 11, 24, 15, 20, 5)
    for i, (s, v) in enumerate(zip(students, votes), start=1):
        r = 4 + i
        ws2.cell(row=r, column=1, value=i)
        ws2.cell(row=r, column=2, value="2026%06d" % (140300 + i))
        ws2.cell(row=r, column=3, value=s)
        ws2.cell(row=r, column=4, value="2026级软件工程3班")
        ws2.cell(row=r, column=5, value=v)
        ws2.cell(row=r, column=6, value="--" if v == "未作答" else
                 (t0 + dt.timedelta(seconds=rng.randint(15, 560))).strftime("%Y-%m-%d %H:%M:%S"))
    for col, wdt in zip("ABCDEF", [6, 14, 10, 20, 12, 20]):
        ws2.column_dimensions[col].width = wdt
    save_xlsx(wb, name)
    entry(name,
          tool="雨课堂 Yuketang (Tsinghua University / XuetangX lecture tool), teacher web → 课堂 → 课后小结 → 投票 → 导出 Excel; a Chinese university class electing its class monitor (班长) with a real-name vote during a lecture",
          shape="Workbook whose first sheet is a lecture summary (attendance, slides, counts); second sheet has a merged title block and one row per enrolled student with the chosen candidate or '未作答' (no answer) and submit time",
          evidence="searched (no public description of the Excel layout found); sheet names, title block and columns are from memory, unverified",
          question="Which candidate received the most votes (students who did not answer excluded)?",
          candidates=cands, scores={c: cnt.get(c, 0) for c in cands},
          traps=["'未作答' (no answer) is the most frequent value in the vote column",
                 "first sheet is a summary with other numbers (签到人数 49, 课件页数 38)",
                 "merged title rows above the header", "'--' in the time column"],
          winner=w)
    return name


# ================================================================ 4. PINGO
def make_pingo():
    name = "PINGO_Session_584213_Export.csv"
    quiz = [
        ("Welche Aussage zu ERP-Systemen ist richtig?",
         ["ERP-Systeme integrieren die Daten aller Unternehmensbereiche in einer Datenbank",
          "ERP-Systeme ersetzen das Internet im Unternehmen",
          "ERP-Systeme werden nur in der Buchhaltung eingesetzt",
          "ERP-Systeme sind immer Open Source"], 0, [0.71, 0.05, 0.19, 0.05], 214),
        ("Welches Diagramm gehört zur BPMN?",
         ["Klassendiagramm", "Kollaborationsdiagramm mit Pools und Lanes",
          "Entity-Relationship-Diagramm", "Gantt-Diagramm"], 1, [0.18, 0.56, 0.2, 0.06], 205),
        ("Was beschreibt die 3. Normalform?",
         ["Keine transitiven Abhängigkeiten von Nichtschlüsselattributen",
          "Jede Tabelle hat genau drei Spalten", "Alle Attribute sind atomar",
          "Es gibt keine Fremdschlüssel"], 0, [0.47, 0.04, 0.41, 0.08], 198),
    ]
    vote_opts = ["Geschäftsprozessmodellierung (BPMN)", "Datenbanken & SQL", "ERP-Systeme (SAP S/4HANA)",
                 "IT-Sicherheit & Datenschutz", "Enterprise Architecture"]
    for seed in range(2000):
        rng = random.Random(4000 + seed)
        blocks = []
        for q, opts, right, wts, n in quiz:
            c = Counter(rng.choices(range(len(opts)), weights=wts, k=n))
            blocks.append((q, opts, right, [c[i] for i in range(len(opts))]))
        nv = 131
        c = Counter(rng.choices(range(5), weights=[0.2, 0.27, 0.14, 0.25, 0.14], k=nv))
        vcounts = [c[i] for i in range(5)]
        vs = dict(zip(vote_opts, vcounts))
        w = unique_top(vs)
        if w is None:
            continue
        allmax = max(max(b[3]) for b in blocks)
        if allmax <= vs[w]:
            continue
        break
    else:
        raise RuntimeError('no seed satisfies the constraints')
    L = []
    L.append(";".join(["Session", "Einführung in die Wirtschaftsinformatik – Vorlesung 18.11.2026", "", ""]))
    L.append(";".join(["Session-ID", "584213", "", ""]))
    L.append(";".join(["Exportiert am", "18.11.2026 11:52", "", ""]))
    L.append(";;;")
    starts = ["10:21", "10:48", "11:13"]
    for (q, opts, right, cnts), st in zip(blocks, starts):
        tot = sum(cnts)
        L.append(";".join(["Frage", q, "", ""]))
        L.append(";".join(["Fragetyp", "Single Choice", "", ""]))
        L.append(";".join(["Gestartet", "18.11.2026 " + st, "", ""]))
        L.append(";".join(["Abgegebene Stimmen", str(tot), "", ""]))
        L.append(";".join(["Antwort", "Stimmen", "Anteil", "Richtige Antwort"]))
        for i, (o, k) in enumerate(zip(opts, cnts)):
            L.append(csv_line([o, k, ("%.1f" % (100.0 * k / tot)).replace(".", ",") + "%", "x" if i == right else ""], sep=";"))
        L.append(";;;")
    tot = sum(vcounts)
    L.append(";".join(["Frage", "Welches Thema sollen wir in der Wiederholungsvorlesung am 20.01.2027 vertiefen?", "", ""]))
    L.append(";".join(["Fragetyp", "Single Choice", "", ""]))
    L.append(";".join(["Gestartet", "18.11.2026 11:31", "", ""]))
    L.append(";".join(["Abgegebene Stimmen", str(tot), "", ""]))
    L.append(";".join(["Antwort", "Stimmen", "Anteil", "Richtige Antwort"]))
    for o, k in zip(vote_opts, vcounts):
        L.append(csv_line([o, k, ("%.1f" % (100.0 * k / tot)).replace(".", ",") + "%", ""], sep=";"))
    L.append(";;;")
    write_text(name, "\n".join(L) + "\n", "cp1252", newline="\r\n")
    entry(name,
          tool="PINGO (Peer Instruction for very large groups, Universität Paderborn), session → Umfragen → Ergebnisse exportieren, opened and re-saved by German Excel as 'CSV (Trennzeichen-getrennt)'; a business-informatics lecture at a German university with three quiz questions and one topic vote",
          shape="Several questions in one export: four stacked blocks (question, type, start, number of votes, then option / votes / share / correct-answer mark); three are quiz questions with a correct answer, the fourth is the vote",
          evidence="checked: PINGO's feature list (single/multiple choice, numeric and open questions; CSV among its import/export formats) in a public tool catalogue; the result export layout is from memory, unverified",
          question="Which topic got the most votes in the topic vote (the quiz questions are not votes)?",
          candidates=vote_opts, scores={k: vs[k] for k in vote_opts},
          traps=["the largest counts in the file belong to quiz questions (correct answers)",
                 "four stacked tables with repeated headers", "percent with decimal comma",
                 "Windows-1252, ';' separator, trailing empty fields"],
          winner=w)
    return name


# ================================================================= 5. MSL STV
def irv(ballots, cands):
    cont = list(cands)
    stages = []
    exhausted = 0
    excluded = []
    while True:
        tally = {c: 0 for c in cont}
        ex = 0
        for b in ballots:
            for c in b:
                if c in tally:
                    tally[c] += 1
                    break
            else:
                ex += 1
        stages.append((dict(tally), ex))
        total = sum(tally.values())
        top = max(tally.values())
        if top * 2 > total or len(cont) <= 2:
            return stages, excluded, max(tally, key=tally.get)
        low = min(tally.values())
        lows = [c for c in cont if tally[c] == low]
        if len(lows) > 1:
            return None, None, None
        cont.remove(lows[0])
        excluded.append(lows[0])


def make_msl():
    name = "Elections 2027 results - VP Education - WVSU.txt"
    cands = ["Amara Okafor", "Tom Brennan", "Priya Raman", "Zoë Whitfield", "Re-Open Nominations (RON)"]
    A, T, P, Z, R = cands
    blocs = [(T, 0.335, [[T], [T, A], [T, Z], [T, P, A]]),
             (A, 0.30, [[A, P], [A, Z, P], [A], [A, P, Z, T]]),
             (P, 0.175, [[P, A], [P, A, Z], [P, Z, A], [P, T]]),
             (Z, 0.16, [[Z, A], [Z, P, A], [Z], [Z, T, A]]),
             (R, 0.03, [[R], [R, A], [R, T]])]
    for seed in range(3000):
        rng = random.Random(5000 + seed)
        n = 2347
        ballots = []
        for _ in range(n):
            x = rng.random()
            acc = 0
            for lead, share, pats in blocs:
                acc += share
                if x <= acc:
                    break
            ballots.append(rng.choice(pats))
        stages, excl, w = irv(ballots, cands)
        if stages is None:
            continue
        s1 = stages[0][0]
        l1 = unique_top(s1)
        if l1 is None or l1 == w or len(stages) < 4:
            continue
        break
    else:
        raise RuntimeError('no seed satisfies the constraints')
    valid = sum(stages[0][0].values())
    quota = valid // 2 + 1
    fmtn = lambda v: "{:,}".format(v)
    L = ["Skip to main content", "Wessex Valley Students' Union", "Search", "Log in", "",
         "Home › Your Voice › Elections › Leadership Elections 2027 › Results", "",
         "Leadership Elections 2027: Results", "",
         "Vice President Education", "",
         "Votes cast: %s\tTurnout: 13.8%%" % fmtn(n),
         "Valid first preferences: %s\tQuota: %s" % (fmtn(valid), fmtn(quota)), "",
         "\t" + "\t".join("Stage %d" % (i + 1) for i in range(len(stages))) + "\tResult"]
    order = sorted(cands, key=lambda c: -s1[c])
    for c in order:
        vals = []
        for tally, ex in stages:
            vals.append(fmtn(tally[c]) if c in tally else "")
        if c == w:
            res = "Elected"
        elif c in excl:
            res = "Excluded at stage %d" % (excl.index(c) + 1)
        else:
            res = "Not elected"
        L.append(c + "\t" + "\t".join(vals) + "\t" + res)
    L.append("Non-transferable\t" + "\t".join("" if i == 0 else fmtn(ex) for i, (t, ex) in enumerate(stages)) + "\t")
    L += ["", "Counting method: Single Transferable Vote (one seat). At each stage the candidate with the fewest votes is excluded and their ballots pass to the next preference.",
          "Full ballot data is available from the Deputy Returning Officer on request.", "",
          "Back to all results", "© Wessex Valley Students' Union. Registered charity no. 1139872."]
    write_text(name, "\n".join(L) + "\n", "utf-16-le", newline="\r\n", bom=True)
    sc = {}
    for c in cands:
        last = [t[c] for t, ex in stages if c in t]
        sc[c] = last[-1]
    entry(name,
          tool="MSL (Membership Solutions Ltd) students' union website, Elections → results page of one position selected in the browser, pasted into Excel (English, UK) and saved as 'Unicode Text'; an English students' union's leadership elections",
          shape="Pasted results page: site navigation lines, turnout and quota, then a stage-by-stage STV table (candidates × stages, empty cells after exclusion, a 'Non-transferable' row, a Result column)",
          evidence="checked: how students' unions publish STV/AV results with RON and stage counts (public SU election and results pages); unverified: MSL's own results page layout, the columns and the Unicode-text save",
          question="Who won the single-seat STV count (the candidate elected after transfers)? Scores are each candidate's votes at the last stage they were in the count",
          candidates=cands, scores=sc,
          traps=["the first-preference (Stage 1) leader is not the winner",
                 "RON (Re-Open Nominations) is on the ballot", "thousands separators",
                 "UTF-16 LE, tab-separated, navigation text around the table"],
          winner=w)
    return name


# ======================================================= 6. Oxford Abstracts
def make_oxford():
    name = "ECR-PlantSci-2026_poster_prize.xlsx"
    posters = [
        (412, "Root exudate profiles of drought-primed barley"),
        (418, "A CRISPR toolkit for Marchantia chloroplasts"),
        (423, "Stomatal density and heat tolerance in wild tomato"),
        (431, "Mycorrhizal networks in Caledonian pine forest"),
        (437, "Phloem sugar sensing under elevated CO2"),
        (440, "Cold-induced alternative splicing in Arabidopsis"),
        (446, "Seed-bank persistence of machair annuals"),
        (452, "Leaf-wax chemistry of urban street trees"),
    ]
    titles = [t for _, t in posters]
    reviewers = ["Dr Fiona MacLeod", "Prof. Anders Lund", "Dr Mei Tanaka", "Dr Olu Adebayo",
                 "Dr Kirsty Munro", "Dr Pablo Serrano", "Dr Hanna Korhonen"]
    for seed in range(5000):
        rng = random.Random(6000 + seed)
        revs = []
        qual = {t: rng.uniform(2.6, 4.5) for t in titles}
        for sid, t in posters:
            k = rng.choice([2, 3, 3, 4])
            for rv in rng.sample(reviewers, k):
                status = "Complete"
                x = rng.random()
                if x < 0.07:
                    status = "Incomplete"
                elif x < 0.11:
                    status = "Conflict of interest"
                if status == "Complete":
                    g1 = min(5, max(1, int(round(rng.gauss(qual[t], 0.7)))))
                    g2 = min(5, max(1, int(round(rng.gauss(qual[t], 0.8)))))
                else:
                    g1 = g2 = None
                revs.append((sid, t, rv, status, g1, g2))
        jury = defaultdict(list)
        for sid, t, rv, st, g1, g2 in revs:
            if st == "Complete":
                jury[t].append(g1 + g2)
        if any(len(jury[t]) == 0 for t in titles):
            continue
        jm = {t: round(sum(v) / len(v), 9) for t, v in jury.items()}
        jw = unique_top(jm)
        js = {t: sum(v) for t, v in jury.items()}
        if jw is None or unique_top(js) in (None, jw):
            continue
        dv = Counter(rng.choices(titles, weights=[rng.uniform(0.5, 2.0) for _ in titles], k=143))
        dw = unique_top({t: dv.get(t, 0) for t in titles})
        if dw is None or dw == jw:
            continue
        break
    else:
        raise RuntimeError('no seed satisfies the constraints')
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Reviews by submission"
    hdr = ["Submission ID", "Title", "Presenting author", "Category", "Submission status",
           "Reviewer", "Review status", "Scientific quality (1-5)", "Poster design & clarity (1-5)",
           "Total grade", "Recommendation", "Reviewer comments"]
    for j, h in enumerate(hdr, start=1):
        ws.cell(row=1, column=j, value=h)
    authors = {412: "Eilidh Fraser", 418: "Jonas Weber", 423: "Lucía Ortega", 431: "Callum Reid",
               437: "Aiko Sato", 440: "Mateusz Nowak", 446: "Ciara Boyle", 452: "Ravi Menon"}
    cats = {412: "Plant-environment interactions", 418: "Molecular & synthetic biology",
            423: "Plant-environment interactions", 431: "Ecology & conservation",
            437: "Physiology & metabolism", 440: "Molecular & synthetic biology",
            446: "Ecology & conservation", 452: "Physiology & metabolism"}
    rng = random.Random(66)
    comments = ["", "Clear figures.", "Nice hypothesis, stats need work.", "Excellent layout.",
                "Too much text on the poster.", "Very engaging presenter.", "", ""]
    r = 2
    for sid, t, rv, st, g1, g2 in revs:
        rec = "Shortlist" if st == "Complete" and g1 + g2 >= 8 else ("" if st != "Complete" else "Do not shortlist")
        vals = [sid, t, authors[sid], cats[sid], "Accepted - poster", rv, st, g1, g2,
                (g1 + g2) if st == "Complete" else None, rec,
                "Declared: same research group" if st == "Conflict of interest" else
                (rng.choice(comments) if st == "Complete" else "")]
        for j, v in enumerate(vals, start=1):
            ws.cell(row=r, column=j, value=v)
        r += 1
    ws2 = wb.create_sheet("Delegates vote")
    ws2["A1"] = "People's Choice poster prize – delegates' vote (paper slips at the poster reception, counted by C. Mackay and J. Weir)"
    ws2["A1"].font = Font(bold=True)
    ws2["A3"] = "Submission ID"
    ws2["B3"] = "Title"
    ws2["C3"] = "Votes"
    rr = 4
    for sid, t in posters:
        ws2.cell(row=rr, column=1, value=sid)
        ws2.cell(row=rr, column=2, value=t)
        ws2.cell(row=rr, column=3, value=dv.get(t, 0))
        rr += 1
    ws2.cell(row=rr, column=2, value="Total slips")
    ws2.cell(row=rr, column=3, value=sum(dv.values()))
    ws2.cell(row=rr + 1, column=2, value="Spoilt / illegible")
    ws2.cell(row=rr + 1, column=3, value=4)
    ws.column_dimensions["B"].width = 50
    ws2.column_dimensions["B"].width = 50
    save_xlsx(wb, name)
    entry(name,
          tool="Oxford Abstracts (conference abstract and review platform), event dashboard → Reviews → By submission → 'Export to Excel' (a .csv), opened in Excel by the awards chair, a second sheet with the delegates' paper-slip vote added, saved as .xlsx; an early-career plant-science symposium's poster prize",
          shape="Two sheets with different tables: one row per review (reviewer, status, two 1–5 grades, total) and a delegates' vote count per poster; the leaders differ and the file does not say which decides",
          evidence="checked: Oxford Abstracts help pages (review tables by submission/by reviewer with selectable columns, 'Export to Excel' downloads a .csv of the current view, conflicts of interest, incomplete reviews shown); unverified: the exact column titles and grade-question names",
          question="Which poster wins the prize? Either the jury reading (highest mean total grade over completed reviews) or the delegates' vote (most slips); the file has both",
          candidates={"jury review grades (mean total grade)": titles, "delegates' People's Choice vote": titles},
          scores={"jury review grades (mean total grade)": {t: rnd(sum(jury[t]) / len(jury[t])) for t in titles},
                  "delegates' People's Choice vote": {t: dv.get(t, 0) for t in titles}},
          traps=["two sheets with different leaders and no stated rule",
                 "incomplete and conflict-of-interest reviews have empty grades",
                 "the sum of grades favours posters with more reviewers (different leader from the mean)",
                 "'Total slips' row on the vote sheet"],
          ask={"acceptable": {"jury review grades (mean total grade)": jw,
                              "delegates' People's Choice vote": dw},
               "because": "The workbook holds the reviewers' grades and a separate delegates' vote with different leaders, and nothing says which one awards the prize (or whether it is two prizes)."})
    return name


# ============================================================ 7. STEM Wizard
def make_stemwizard():
    name = "JudgingResults_SeniorDivision_TCRSEF2027.csv"
    projects = [
        ("SR-BIO-003", "Microplastics in Freshwater Mussels of the Raisin River", "Hannah Lee; Arjun Patel", "Tecumseh High School", "Biology"),
        ("SR-BIO-011", "Does Music Tempo Affect Daphnia Heart Rate?", "Sofía Ramírez", "St. Brigid Academy", "Biology"),
        ("SR-CHE-004", "Banana-Peel Biochar for Lead Removal", "Nguyễn Bảo Anh", "Monroe County Early College", "Chemistry"),
        ("SR-CHE-009", "Low-Cost Spectrophotometer Using a Smartphone", "Ethan O'Connor; Maya Chen", "Tecumseh High School", "Chemistry"),
        ("SR-ENG-002", "Solar-Powered Irrigation Controller with Soil Sensing", "Liam Novak", "Dundee Community High", "Engineering"),
        ("SR-ENG-014", "3D-Printed Prosthetic Hand with EMG Control", "Chloé Dubois; Jamal Wright", "Bedford STEM Magnet", "Engineering"),
        ("SR-ENG-017", "Wind Turbine Blade Shapes from Maple Seeds", "Aiden Kowalski", "Milan Area High", "Engineering"),
        ("SR-ENV-005", "Road Salt and Roadside Soil Microbes", "Grace Müller", "Saline High School", "Environmental Science"),
        ("SR-ENV-008", "Mapping Urban Heat Islands with Student Sensors", "Isabella Rossi; Noah Kim", "Bedford STEM Magnet", "Environmental Science"),
        ("SR-MAT-001", "Optimal Snow-Plow Routes with Graph Theory", "Zoe Papadopoulos", "Monroe County Early College", "Mathematics"),
        ("SR-PHY-006", "Measuring g with a Smartphone Pendulum", "Owen Fitzgerald", "Dundee Community High", "Physics"),
        ("SR-PHY-012", "Acoustic Levitation of Water Droplets", "Amélie Laurent", "St. Brigid Academy", "Physics"),
        ("SR-CS-007", "Detecting Bird Calls with TinyML", "Priya Sharma; Lucas Brown", "Saline High School", "Computer Science"),
        ("SR-CS-010", "A Chatbot for Local Bus Schedules", "Mateo García", "Milan Area High", "Computer Science"),
        ("SR-BEH-013", "Phone Notifications and Reading Comprehension", "Emma Johansson", "Tecumseh High School", "Behavioral Science"),
        ("SR-BEH-015", "Color of Test Paper and Math Anxiety", "Olivia Schmidt", "Bedford STEM Magnet", "Behavioral Science"),
    ]
    for seed in range(5000):
        rng = random.Random(7000 + seed)
        res = []
        for pid, title, stud, school, cat in projects:
            k = rng.choice([3, 3, 4, 4, 4, 5, 6])
            q = rng.uniform(68, 90)
            scores = [min(100, max(40, int(round(rng.gauss(q, 6))))) for _ in range(k)]
            res.append([pid, title, stud, school, cat, scores, "Judged"])
        wd = rng.randrange(len(res))
        dq = rng.randrange(len(res))
        if wd == dq:
            continue
        res[wd][6] = "Withdrawn"
        res[dq][6] = "Disqualified (SRC)"
        avg = {r[1]: sum(r[5]) / len(r[5]) for r in res}
        tot = {r[1]: sum(r[5]) for r in res}
        judged = {r[1]: round(avg[r[1]], 9) for r in res if r[6] == "Judged"}
        w = unique_top(judged)
        if w is None:
            continue
        allavg = unique_top({k: round(v, 9) for k, v in avg.items()})
        if allavg is None or allavg != res[wd][1]:
            continue
        tw = unique_top({r[1]: tot[r[1]] for r in res if r[6] == "Judged"})
        if tw is None or tw == w:
            continue
        if len(set(round(v, 2) for v in judged.values())) != len(judged):
            continue
        break
    else:
        raise RuntimeError('no seed satisfies the constraints')
    ranked = sorted([r for r in res if r[6] == "Judged"], key=lambda r: -avg[r[1]])
    rank = {r[1]: i + 1 for i, r in enumerate(ranked)}
    rows = sorted(res, key=lambda r: (rank.get(r[1], 999), r[0]))
    L = [csv_line(["Rank", "Project Number", "Project Title", "Student(s)", "School", "Category",
                   "Division", "# Judges", "Total Score", "Average Score", "Std Dev", "Status"])]
    for r in rows:
        sc = r[5]
        m = sum(sc) / len(sc)
        sd = (sum((x - m) ** 2 for x in sc) / (len(sc) - 1)) ** 0.5
        L.append(csv_line([rank.get(r[1], ""), r[0], r[1], r[2], r[3], r[4], "Senior (9-12)",
                           len(sc), sum(sc), "%.2f" % m, "%.2f" % sd, r[6]]))
    write_text(name, "\n".join(L) + "\n", "utf-8", newline="\r\n", bom=True)
    wrow = [r for r in res if r[1] == w][0]
    entry(name,
          tool="STEM Wizard (science-fair management platform), Fair admin → Judging → Reports → 'Judging Results' → Export to CSV (saved via Excel as 'CSV UTF-8'); an invented US regional science & engineering fair's senior division best-in-fair ranking",
          shape="Results sheet: rank, project number, title, students, school, category, number of judges, total and average score, std dev, status; one withdrawn and one disqualified project still listed without a rank",
          evidence="unverified (from memory): STEM Wizard's report names and columns; a search for the export layout was not made beyond general science-fair judging pages",
          question="Which project ranks first by average judge score among judged projects (Rank 1)?",
          candidates=[r[1] for r in res],
          scores={r[1]: rnd(avg[r[1]]) for r in res if r[6] == "Judged"},
          traps=["a withdrawn project has the highest average score",
                 "Total Score favours projects with more judges (different leader)",
                 "student lists with ';' inside quoted fields", "UTF-8 BOM, names with diacritics"],
          winner=w, aliases=[wrow[0], wrow[2]])
    return name


# ======================================================= 8. CensusAtSchool NZ
def make_censusatschool():
    name = "CensusAtSchool2025_ClassData_Room14.csv"
    qs = OrderedDict([
        ("Which superpower would you most like to have?",
         (["Fly", "Invisibility", "Telepathy", "Freeze time", "Super strength", "Teleport"], [0.22, 0.14, 0.15, 0.2, 0.09, 0.2])),
        ("If you could only have one app on your phone, which would it be?",
         (["YouTube", "TikTok", "Snapchat", "Spotify", "Roblox", "Messenger"], [0.27, 0.2, 0.14, 0.16, 0.13, 0.1])),
        ("Which school subject do you enjoy most?",
         (["Physical Education", "Mathematics", "Art", "Science", "English", "Te Reo Māori", "Technology"], [0.26, 0.12, 0.16, 0.17, 0.08, 0.09, 0.12])),
        ("How did you travel to school today?",
         (["Motor vehicle", "Walk", "Bike", "Bus", "Scooter"], [0.38, 0.24, 0.12, 0.18, 0.08])),
    ])
    for seed in range(5000):
        rng = random.Random(8000 + seed)
        n = 29
        ans = {q: [rng.choices(o, weights=wt)[0] for _ in range(n)] for q, (o, wt) in qs.items()}
        wins = {}
        ok = True
        for q in qs:
            c = Counter(ans[q])
            w = unique_top(dict(c))
            if w is None or c[w] - sorted(c.values())[-2] < 2:
                ok = False
            wins[q] = w
        if not ok or len(set(wins.values())) != len(wins):
            continue
        break
    else:
        raise RuntimeError('no seed satisfies the constraints')
    hdr = ["Year", "Gender", "Age", "Ethnicity", "Height (cm)", "Right foot length (cm)",
           "Reaction time (s)", "Schoolbag weight (kg)"] + list(qs.keys()) + ["Hours of sleep last night"]
    L = [csv_line(hdr)]
    eth = ["NZ European", "Māori", "Samoan", "Chinese", "Indian", "Tongan", "NZ European", "NZ European", "Māori"]
    for i in range(n):
        yr = rng.choice([7, 8])
        age = yr + 5 + rng.choice([0, 0, 1])
        g = rng.choice(["Female", "Male", "Female", "Male", "Another term"]) if i % 11 else "Female"
        h = round(rng.gauss(152, 8), 1)
        ft = round(h * 0.152 + rng.gauss(0, 0.8), 1)
        rt = round(rng.uniform(0.28, 0.62), 3)
        bag = round(rng.uniform(2.1, 7.8), 1)
        row = [yr, g, age, rng.choice(eth), h, ft, rt, bag] + [ans[q][i] for q in qs] + [rng.choice([7, 8, 8, 9, 9, 10, 6.5, 8.5])]
        L.append(csv_line(row))
    write_text(name, "\n".join(L) + "\n", "utf-8", newline="\n")
    acc = OrderedDict()
    cand = OrderedDict()
    scs = OrderedDict()
    short = {list(qs)[0]: "superpower question", list(qs)[1]: "one-app question",
             list(qs)[2]: "favourite-subject question", list(qs)[3]: "travel-to-school question"}
    for q, (o, _) in qs.items():
        c = Counter(ans[q])
        acc[short[q]] = wins[q]
        cand[short[q]] = o
        scs[short[q]] = {x: c.get(x, 0) for x in o}
    entry(name,
          tool="CensusAtSchool New Zealand / TataurangaKiTeKura (University of Auckland with Stats NZ and the Ministry of Education), teacher's class data download link → CSV; a Year 7–8 class's answers used in a statistics lesson",
          shape="Survey microdata: one row per student with measurements (height, foot, reaction time, bag weight) and four categorical questions of equal standing (superpower, one app, favourite subject, travel to school)",
          evidence="checked: CensusAtSchool NZ pages (class data returned to teachers by download link, English/te reo Māori survey, questions such as superpowers and 'if you could only have one app'); unverified: the column titles and order of the class-data CSV",
          question="Which answer wins? The file holds several categorical questions, none marked as the vote",
          candidates=cand, scores=scs,
          traps=["four categorical questions with different winners", "numeric measurement columns",
                 "'Māori' and 'Te Reo Māori' with macrons"],
          ask={"acceptable": acc,
               "because": "The class data has several opinion questions of equal standing (superpower, one app, favourite subject, plus travel mode), each with a different most-common answer, and nothing says which one is meant."})
    return name


# ============================================================== 9. ClasseViva
def make_classeviva():
    name = "Elezioni_Consiglio_Istituto_2026_risultati_ClasseViva.xlsx"
    gen = ["Lista I – Genitori Insieme", "Lista II – Scuola Aperta", "Lista III – Famiglie per il Fermi"]
    stu = ["Lista I – Studenti Attivi", "Lista II – La Voce degli Studenti", "Lista III – FermiLab"]
    for seed in range(5000):
        rng = random.Random(9000 + seed)
        g = [[rng.randint(20, 90) for _ in range(3)] for _ in gen]   # per seggio 1..3
        s = [[rng.randint(60, 220) for _ in range(3)] for _ in stu]
        gt = {gen[i]: sum(g[i]) for i in range(3)}
        st = {stu[i]: sum(s[i]) for i in range(3)}
        gw, sw = unique_top(gt), unique_top(st)
        if gw is None or sw is None:
            continue
        # Seggio 1 leader differs from the total leader in both sections
        g1 = unique_top({gen[i]: g[i][0] for i in range(3)})
        s1 = unique_top({stu[i]: s[i][0] for i in range(3)})
        if g1 in (None, gw) or s1 in (None, sw):
            continue
        if gen.index(gw) == stu.index(sw):
            continue
        break
    else:
        raise RuntimeError('no seed satisfies the constraints')
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Risultati"
    ws["A1"] = "ISTITUTO D'ISTRUZIONE SUPERIORE \"ENRICO FERMI\" – LUCCA"
    ws["A2"] = "Elezioni del Consiglio d'Istituto – triennio 2026/2029 – 22 e 23 novembre 2026"
    ws["A3"] = "Verbale riepilogativo della Commissione elettorale (esportazione ClasseViva – Elezioni)"
    for a in ("A1", "A2", "A3"):
        ws[a].font = Font(bold=True)
        ws.merge_cells(a + ":F" + a[1:])
        ws[a].alignment = Alignment(horizontal="center")
    row = 5

    def section(title, lists, data, electors, bianche, nulle):
        nonlocal row
        ws.cell(row=row, column=1, value=title).font = Font(bold=True)
        ws.merge_cells(start_row=row, start_column=1, end_row=row, end_column=6)
        row += 1
        for j, h in enumerate(["Lista", "Seggio n. 1", "Seggio n. 2", "Seggio n. 3", "Totale voti", "%"], start=1):
            ws.cell(row=row, column=j, value=h).font = Font(bold=True)
        row += 1
        tot_valid = sum(sum(x) for x in data)
        for lname, d in zip(lists, data):
            vals = [lname] + d + [sum(d), round(100.0 * sum(d) / tot_valid, 2)]
            for j, v in enumerate(vals, start=1):
                ws.cell(row=row, column=j, value=v)
            row += 1
        colsum = [sum(x[k] for x in data) for k in range(3)]
        for lab, vals in [("Voti validi", colsum), ("Schede bianche", bianche), ("Schede nulle", nulle)]:
            ws.cell(row=row, column=1, value=lab)
            for k in range(3):
                ws.cell(row=row, column=2 + k, value=vals[k])
            ws.cell(row=row, column=5, value=sum(vals))
            row += 1
        vot = [colsum[k] + bianche[k] + nulle[k] for k in range(3)]
        ws.cell(row=row, column=1, value="Totale votanti")
        for k in range(3):
            ws.cell(row=row, column=2 + k, value=vot[k])
        ws.cell(row=row, column=5, value=sum(vot))
        row += 1
        ws.cell(row=row, column=1, value="Elettori aventi diritto")
        ws.cell(row=row, column=5, value=electors)
        row += 2

    rng = random.Random(99)
    section("COMPONENTE GENITORI (4 seggi da assegnare)", gen, g, 1874,
            [rng.randint(1, 6) for _ in range(3)], [rng.randint(0, 4) for _ in range(3)])
    section("COMPONENTE STUDENTI (4 seggi da assegnare)", stu, s, 1102,
            [rng.randint(3, 12) for _ in range(3)], [rng.randint(1, 8) for _ in range(3)])
    ws.cell(row=row, column=1, value="I seggi sono attribuiti alle liste con il metodo D'Hondt; le preferenze ai singoli candidati sono riportate nel verbale allegato.")
    ws.column_dimensions["A"].width = 40
    for c in "BCDEF":
        ws.column_dimensions[c].width = 13
    save_xlsx(wb, name)
    entry(name,
          tool="ClasseViva (Gruppo Spaggiari Parma, Italian school e-register), Segreteria → Elezioni organi collegiali → risultati → esporta Excel; an Italian upper-secondary school's council (Consiglio d'Istituto) election",
          shape="Count tables in two sections (parents' component, students' component), lists × polling stations with a Totale column, then valid/blank/invalid/voters/electors rows; each section has its own winner",
          evidence="unverified (from memory): that ClasseViva has an elections module with an Excel export and its layout; the Italian council-election vocabulary (liste, seggi, schede bianche/nulle, D'Hondt) is general knowledge",
          question="Which list won? The file has two separate elections (parents and students) with different winning lists",
          candidates={"componente genitori": gen, "componente studenti": stu},
          scores={"componente genitori": gt, "componente studenti": st},
          traps=["two sections with separate winners", "Seggio n. 1 leader differs from the Totale leader in both sections",
                 "'Voti validi' and 'Totale votanti' rows larger than any list", "merged title rows"],
          ask={"acceptable": {"componente genitori": gw, "componente studenti": sw},
               "because": "The sheet reports two separate council elections (parents' and students' components) with different winning lists, so one must ask which component is meant."})
    return name


# ================================================================ 10. Librus
def make_librus():
    name = "Librus - wyniki ankiety wycieczka 7b.txt"
    opts = ["Zakopane i Dolina Kościeliska", "Kraków i Kopalnia Soli w Wieliczce",
            "Toruń – Planetarium i Muzeum Piernika", "Gdańsk, Westerplatte i Hel",
            "Energylandia (Zator)", "Inne (jakie?)"]
    for seed in range(3000):
        rng = random.Random(10000 + seed)
        c = Counter(rng.choices(range(6), weights=[0.22, 0.2, 0.14, 0.2, 0.19, 0.05], k=23))
        counts = {opts[i]: c[i] for i in range(6)}
        w = unique_top(counts)
        if w is None or w == opts[5] or counts[w] < 6:
            continue
        break
    else:
        raise RuntimeError('no seed satisfies the constraints')
    tot = sum(counts.values())
    L = ["Librus Synergia", "Szkoła Podstawowa nr 12 im. Marii Konopnickiej w Lublinie", "",
         "Ankiety", "", "Wyniki ankiety", "",
         "Tytuł:\tWycieczka klasowa 7b – czerwiec 2027",
         "Autor:\tMałgorzata Wiśniewska (wychowawca)",
         "Adresaci:\tRodzice – klasa 7b",
         "Data rozpoczęcia:\t2026-11-09",
         "Data zakończenia:\t2026-11-20",
         "Liczba respondentów:\t%d / 26" % tot, "",
         "Pytanie 1. Dokąd Państwa zdaniem powinna pojechać klasa 7b na wycieczkę dwudniową?", "",
         "Odpowiedź\tLiczba odpowiedzi\tProcent"]
    for o in opts:
        L.append("%s\t%d\t%s%%" % (o, counts[o], ("%.2f" % (100.0 * counts[o] / tot)).replace(".", ",")))
    L.append("Razem\t%d\t100,00%%" % tot)
    L += ["", "Pytanie 2. Uwagi (pytanie otwarte)", "",
          "Treść odpowiedzi",
          "Inne: Wrocław – Hydropolis",
          "Prosimy o wycieczkę bez nocowania w hotelu powyżej 180 zł",
          "Energylandia jest za droga dla trójki dzieci",
          "Kraków był już w 5 klasie", "",
          "Pokaż odpowiedzi respondentów", "",
          "© Librus 2026. Wszelkie prawa zastrzeżone.\tPolityka prywatności\tPomoc"]
    write_text(name, "\n".join(L) + "\n", "cp1250", newline="\r\n")
    entry(name,
          tool="Librus Synergia (Polish school e-register), Ankiety → wyniki ankiety, page selected in the browser and pasted into Notepad on Polish Windows, saved as ANSI; a primary school's class-7b parents choosing the June class trip",
          shape="Pasted results page: site and survey header lines (key: value with tabs), the question, a count table (answer / number of answers / percent) with a 'Razem' total row, then an open question's free-text answers and a page footer",
          evidence="unverified (from memory): Librus Synergia's survey-results page wording and layout; the Notepad ANSI (Windows-1250) save is the usual Polish Windows default of older Notepad",
          question="Which destination got the most answers?",
          candidates=opts, scores=counts,
          traps=["'Razem' (total) row", "'Inne (jakie?)' option and free-text answers naming other places",
                 "'Liczba respondentów: 23 / 26' header line", "Windows-1250 with Polish diacritics"],
          winner=w)
    return name


# ================================================================ 11. Hiclass
def make_hiclass():
    name = "하이클래스_설문결과_2학기_현장체험학습_장소.csv"
    opts = ["국립중앙과학관", "에버랜드", "서울대공원", "국립민속박물관", "키자니아"]
    for seed in range(5000):
        rng = random.Random(11000 + seed)
        # profiles: (first choice, weights for the rest)
        rows = []
        for i in range(25):
            if rng.random() < 0.16:
                rows.append(None)
                continue
            x = rng.random()
            if x < 0.34:
                order = ["에버랜드"] + rng.sample(["키자니아", "서울대공원", "국립중앙과학관", "국립민속박물관"], 2)
            elif x < 0.62:
                order = ["국립중앙과학관"] + rng.sample(["서울대공원", "국립민속박물관", "키자니아"], 2)
            elif x < 0.82:
                order = ["서울대공원"] + rng.sample(["국립중앙과학관", "키자니아", "국립민속박물관"], 2)
            else:
                order = [rng.choice(["국립민속박물관", "키자니아"])] + rng.sample(["국립중앙과학관", "서울대공원"], 2)
            rows.append(order)
        pts = {o: 0 for o in opts}
        first = {o: 0 for o in opts}
        for r in rows:
            if r:
                for k, o in enumerate(r):
                    pts[o] += 3 - k
                first[r[0]] += 1
        w = unique_top(pts)
        f = unique_top(first)
        if w is None or f is None or f == w:
            continue
        break
    else:
        raise RuntimeError('no seed satisfies the constraints')
    surn = "김이박최정강조윤장임한오서신권황안송류홍"
    given = ["서준", "하은", "도윤", "서연", "시우", "지우", "예준", "수아", "주원", "하린", "지호", "윤서",
             "건우", "채원", "우진", "지민", "선우", "다은", "민준", "소율", "유준", "예린", "은우", "가은", "태윤"]
    rng = random.Random(111)
    W = 8
    L = [csv_line(["설문 제목: 2학기 현장체험학습 장소 선호도 조사 (5학년 2반)"] + [""] * (W - 1)),
         csv_line(["설문 기간: 2026-11-02 ~ 2026-11-13"] + [""] * (W - 1)),
         csv_line(["안내: 가고 싶은 장소를 1~3순위로 골라 주세요. 1순위 3점, 2순위 2점, 3순위 1점으로 합산하여 가장 높은 장소로 결정합니다."] + [""] * (W - 1)),
         csv_line(["응답 현황: %d / 25명" % sum(1 for r in rows if r)] + [""] * (W - 1)),
         csv_line([""] * W),
         csv_line(["번호", "학생 이름", "응답자", "응답 일시", "1순위", "2순위", "3순위", "기타 의견"])]
    notes = ["", "", "", "", "버스 이동 시간이 너무 길지 않았으면 합니다", "도시락 준비 여부 알려주세요",
             "작년에 에버랜드 다녀왔어요", "", "아이가 과학관을 좋아해요", ""]
    for i, r in enumerate(rows, start=1):
        nm = rng.choice(surn) + rng.choice(given)
        if r is None:
            L.append(csv_line([i, nm, "", "미응답", "", "", "", ""]))
        else:
            ts = dt.datetime(2026, 11, 2) + dt.timedelta(days=rng.randint(0, 11), hours=rng.randint(7, 22), minutes=rng.randint(0, 59))
            L.append(csv_line([i, nm, nm + " 학부모", ts.strftime("%Y-%m-%d %H:%M"), r[0], r[1], r[2], rng.choice(notes)]))
    write_text(name, "\n".join(L) + "\n", "cp949", newline="\r\n")
    entry(name,
          tool="하이클래스 Hiclass (Korean class-parent communication app, web), 설문 → 결과 → 엑셀 다운로드, opened and re-saved by Korean Excel as 'CSV (쉼표로 분리)' (ANSI = CP949); an elementary school class's parents ranking field-trip venues",
          shape="Ranked ballots: title and instruction rows (stating 3-2-1 points), then one row per pupil with the parent's 1st/2nd/3rd choice columns, '미응답' rows for parents who did not answer, a free-comment column",
          evidence="unverified (from memory): Hiclass's survey export layout; the Excel CSV re-save padding short rows with commas and the CP949 default of Korean Windows are general knowledge",
          question="Which venue has the most points with 1st = 3, 2nd = 2, 3rd = 1 (as the survey's instruction row states)?",
          candidates=opts, scores=pts,
          traps=["counting only 1순위 (first choices) gives a different winner",
                 "'미응답' (no answer) rows", "instruction and status rows above the header",
                 "CP949 encoding, rows padded with commas"],
          winner=w)
    return name


# =================================================================== 12. Tamo
def make_tamo():
    name = "Tamo_apklausa_ekskursija_8a_rezultatai.csv"
    opts = ["Trakų pilis", "Kuršių nerija", "Druskininkų Snow Arena", "Anykščių lajų takas", "Grūto parkas"]
    base = [3.9, 4.1, 3.7, 4.0, 3.0]
    for seed in range(5000):
        rng = random.Random(12000 + seed)
        resp = []
        for i in range(21):
            row = []
            for k in range(5):
                if rng.random() < 0.07:
                    row.append(None)
                else:
                    row.append(min(5, max(1, int(round(rng.gauss(base[k], 1.0))))))
            resp.append(row)
        mean = {}
        ssum = {}
        for k, o in enumerate(opts):
            v = [r[k] for r in resp if r[k] is not None]
            mean[o] = round(sum(v) / len(v), 9)
            ssum[o] = sum(v)
        w = unique_top(mean)
        if w is None or unique_top(ssum) != w:
            continue
        # test response: 5 for one other option, 1 for the rest
        tgt = [o for o in opts if o != w]
        flipped = False
        for t in tgt:
            test = [5 if o == t else 1 for o in opts]
            m2 = {}
            for k, o in enumerate(opts):
                v = [r[k] for r in resp if r[k] is not None] + [test[k]]
                m2[o] = round(sum(v) / len(v), 9)
            if unique_top(m2) == t:
                flipped = True
                break
        if not flipped:
            continue
        break
    else:
        raise RuntimeError('no seed satisfies the constraints')
    male = ["Jonas", "Tomas", "Mantas", "Paulius", "Darius", "Žygimantas", "Andrius", "Vytautas", "Karolis", "Šarūnas", "Lukas"]
    female = ["Eglė", "Rūta", "Gintarė", "Aistė", "Ieva", "Neringa", "Lina", "Jūratė", "Simona", "Austėja"]
    mlast = ["Kazlauskas", "Petrauskas", "Jankauskas", "Žukauskas", "Butkus", "Paulauskas", "Vasiliauskas",
             "Urbonas", "Navickas", "Stankevičius", "Balčiūnas", "Mockus"]
    flast = ["Kazlauskienė", "Petrauskienė", "Žukauskaitė", "Paulauskienė", "Urbonienė", "Ramanauskaitė",
             "Šimkienė", "Gudaitė", "Navickienė", "Butkutė"]
    rng = random.Random(122)
    W = 5 + len(opts)
    L = [csv_line(["Apklausa: Klasės ekskursijos kryptis (8a klasė)"] + [""] * (W - 1), sep=";"),
         csv_line(["Klausimas: Įvertinkite kiekvieną ekskursijos kryptį nuo 1 (visai nenorėčiau) iki 5 (labai norėčiau)"] + [""] * (W - 1), sep=";"),
         csv_line(["Atsakė: %d iš 27" % (len(resp) + 1)] + [""] * (W - 1), sep=";"),
         csv_line([""] * W, sep=";"),
         csv_line(["Nr.", "Vardas, pavardė", "Rolė", "Pateikta", "Komentaras"] + opts, sep=";")]
    entries = []
    for i, r in enumerate(resp):
        nm = (rng.choice(male) + " " + rng.choice(mlast)) if rng.random() < 0.45 else (rng.choice(female) + " " + rng.choice(flast))
        role = rng.choice(["Tėvai", "Tėvai", "Mokinys", "Tėvai"])
        ts = dt.datetime(2026, 11, 9) + dt.timedelta(days=rng.randint(0, 8), hours=rng.randint(7, 22), minutes=rng.randint(0, 59))
        com = rng.choice(["", "", "", "", "Svarbu, kad kelionė būtų ne ilgesnė nei 3 val.", "Geriau pavasarį", "Brangu"])
        entries.append((ts, nm, role, com, r))
    test_ts = dt.datetime(2026, 11, 9, 6, 41)
    entries.append((test_ts, "Testas Mokytojas", "Mokytojas", "TESTAS – bandomasis atsakymas, neįskaityti", test))
    entries.sort(key=lambda e: e[0])
    for n, (ts, nm, role, com, r) in enumerate(entries, start=1):
        L.append(csv_line([n, nm, role, ts.strftime("%Y.%m.%d %H:%M"), com] + ["" if x is None else x for x in r], sep=";"))
    write_text(name, "\n".join(L) + "\n", "cp1257", newline="\r\n")
    sc = {o: rnd(mean[o]) for o in opts}
    entry(name,
          tool="Tamo / Mano dienynas (Lithuanian school e-diary), Apklausos → apklausa → Rezultatai → Eksportuoti, opened and re-saved by Lithuanian Excel as 'CSV (kableliais atskirti)' (';', Windows-1257); a lower-secondary class choosing its excursion",
          shape="Rating grid: title/question rows, then one row per respondent with a 1–5 rating for each destination in its own column, a few blanks, a comment column, and the teacher's own test answer marked 'TESTAS'",
          evidence="unverified (from memory): Tamo's survey export; the Lithuanian Excel CSV dialect (';' list separator, Windows-1257, padded rows) is general knowledge",
          question="Which destination has the highest mean rating (the teacher's test response excluded, blanks not counted)?",
          candidates=opts, scores=sc,
          traps=["the teacher's test response (5 for one place, 1 for the rest) flips the winner if counted",
                 "blank ratings", "title rows above the header", "Windows-1257 with Lithuanian letters"],
          winner=w)
    return name


# ========================================================= 13. Schulmanager
def make_schulmanager():
    name = "Rueckmeldungen_Elternbrief_Foerderverein_Projekt_2027.xlsx"
    opts = ["Trinkwasserspender", "Hochbeete Schulgarten", "Tablets für die Bibliothek",
            "Sonnensegel Pausenhof", "Ich möchte mich nicht festlegen"]
    for seed in range(5000):
        rng = random.Random(13000 + seed)
        kids = []
        for cls in ["5a", "5b", "6a", "6b", "7a", "7c"]:
            for i in range(rng.randint(9, 13)):
                kids.append(cls)
        ticks = []
        for _ in kids:
            if rng.random() < 0.22:
                ticks.append(None)
                continue
            if rng.random() < 0.33:
                ticks.append({opts[4]})
                continue
            s = set(rng.choices(opts[:4], weights=[0.3, 0.22, 0.26, 0.22], k=rng.choice([1, 2, 2])))
            ticks.append(s)
        cnt = Counter()
        for t in ticks:
            if t:
                cnt.update(t)
        real = {o: cnt.get(o, 0) for o in opts[:4]}
        w = unique_top(real)
        if w is None:
            continue
        if cnt[opts[4]] <= real[w]:
            continue
        break
    else:
        raise RuntimeError('no seed satisfies the constraints')
    first = ["Lena", "Paul", "Mia", "Felix", "Emma", "Jonas", "Hannah", "Luca", "Sophie", "Ben", "Lea", "Noah",
             "Marie", "Elias", "Emilia", "Finn", "Clara", "Leon", "Amelie", "Tim", "Ida", "Mats", "Zeynep", "Milan"]
    last = ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann",
            "Koch", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Yılmaz", "Braun", "Zimmermann", "Krüger"]
    rng = random.Random(133)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Rückmeldungen"
    ws["A1"] = "Elternbrief: Förderverein – Welches Projekt sollen wir 2027 unterstützen? (Mehrfachauswahl, höchstens 2)"
    ws["A1"].font = Font(bold=True, size=12)
    ws.merge_cells("A1:I1")
    ws["A2"] = "Versendet am 03.11.2026 von Dr. Katrin Albers (Förderverein Gymnasium am Stadtpark) · Rückmeldefrist 20.11.2026 · Stand des Exports: 23.11.2026 08:14"
    ws.merge_cells("A2:I2")
    hdr = ["Klasse", "Schüler/in", "Rückmeldung von", "Rückmeldung am"] + opts
    for j, h in enumerate(hdr, start=1):
        c = ws.cell(row=4, column=j, value=h)
        c.font = Font(bold=True)
        c.alignment = Alignment(wrap_text=True, vertical="top")
    r = 5
    for cls, t in zip(kids, ticks):
        fn, ln = rng.choice(first), rng.choice(last)
        ws.cell(row=r, column=1, value=cls)
        ws.cell(row=r, column=2, value="%s, %s" % (ln, fn))
        if t is None:
            ws.cell(row=r, column=3, value="")
            ws.cell(row=r, column=4, value="noch keine Rückmeldung")
        else:
            if rng.random() < 0.62:
                pn, parent = rng.choice(["Sabine", "Anja", "Julia", "Ayşe", "Olga", "Katharina"]), "Mutter"
            else:
                pn, parent = rng.choice(["Thomas", "Michael", "Stefan", "Markus", "Dirk"]), "Vater"
            ws.cell(row=r, column=3, value="%s %s (%s)" % (pn, ln, parent))
            d = dt.datetime(2026, 11, 3) + dt.timedelta(days=rng.randint(0, 16), hours=rng.randint(6, 22), minutes=rng.randint(0, 59))
            ws.cell(row=r, column=4, value=d.strftime("%d.%m.%Y %H:%M"))
            for k, o in enumerate(opts):
                if o in t:
                    ws.cell(row=r, column=5 + k, value="x").alignment = Alignment(horizontal="center")
        r += 1
    ws.cell(row=r, column=1, value="Summe").font = Font(bold=True)
    for k, o in enumerate(opts):
        ws.cell(row=r, column=5 + k, value=cnt.get(o, 0)).font = Font(bold=True)
    ws.cell(row=r + 1, column=1, value="Rückmeldungen: %d von %d" % (sum(1 for t in ticks if t), len(ticks)))
    for col, wdt in zip("ABCDEFGHI", [8, 22, 34, 22, 16, 16, 16, 16, 16]):
        ws.column_dimensions[col].width = wdt
    save_xlsx(wb, name)
    entry(name,
          tool="Schulmanager Online (German school-management web app), Elternbriefe → Elternbrief mit Rückmeldung → Rückmeldungen → Excel-Export; a German Gymnasium's parents' association (Förderverein) asking which project to fund in 2027",
          shape="One column per option with 'x' ticks (multiple choice, up to two), one row per pupil with class, replying parent and date, 'noch keine Rückmeldung' rows, a 'Summe' row and a reply-count line below",
          evidence="unverified (from memory): Schulmanager Online's letters-with-reply feature and its Excel export layout",
          question="Which project was ticked most often ('Ich möchte mich nicht festlegen' is not a project)?",
          candidates=opts[:4], scores=real,
          traps=["the abstain column 'Ich möchte mich nicht festlegen' has the most ticks",
                 "'Summe' row", "pupils without a reply", "merged title rows", "names 'Last, First' with commas"],
          winner=w)
    return name


# ============================================================== 14. HedgeDoc
def make_hedgedoc():
    name = "AG Lindner Retreat 2027 - Terminfindung (HedgeDoc).txt"
    dates = ["Mo 12.04.", "Di 13.04.", "Mi 14.04.", "Do 15.04.", "Mo 19.04.", "Di 20.04."]
    people = ["Prof. Lindner", "Katja", "Moritz", "Aylin", "Jan-Erik", "Sophie", "Dmitri", "Hanna", "Felipe", "Yuki"]
    sym = {"y": "✅", "m": "(✅)", "n": "❌", "": ""}
    for seed in range(5000):
        rng = random.Random(14000 + seed)
        grid = {}
        for p in people:
            grid[p] = [rng.choices(["y", "m", "n", ""], weights=[0.5, 0.2, 0.26, 0.04])[0] for _ in dates]
        gone = [rng.choices(["y", "m", "n"], weights=[0.5, 0.2, 0.3])[0] for _ in dates]
        sc = {d: sum(1 if grid[p][i] == "y" else 0.5 if grid[p][i] == "m" else 0 for p in people) for i, d in enumerate(dates)}
        w = unique_top(sc)
        if w is None:
            continue
        yes = {d: sum(1 for p in people if grid[p][i] == "y") for i, d in enumerate(dates)}
        if unique_top(yes) in (None, w):
            continue
        sc2 = {d: sc[d] + (1 if gone[i] == "y" else 0.5 if gone[i] == "m" else 0) for i, d in enumerate(dates)}
        if unique_top(sc2) in (None, w):
            continue
        break
    else:
        raise RuntimeError('no seed satisfies the constraints')
    L = ["# AG Lindner – Retreat 2027 (Kloster Schöntal) :calendar:", "",
         "###### tags: `AG-Orga` `Retreat`", "",
         "Bitte tragt euch bis **Fr 11.12.** ein. Zwei Tage ab dem angegebenen Datum (Anreise morgens).", "",
         "Legende: ✅ = passt · (✅) = wenn es sein muss · ❌ = geht nicht · leer = weiß noch nicht", "",
         "| Name | " + " | ".join(dates) + " |",
         "|---|" + "|".join([":---:"] * len(dates)) + "|"]
    for p in people:
        L.append("| " + p + " | " + " | ".join(sym[x] for x in grid[p]) + " |")
    L.append("| ~~Lena (Masterandin)~~ | " + " | ".join(sym[x] for x in gone) + " |")
    L += ["", "> Lena hat zum 1.12. an die Uni Basel gewechselt und kommt nicht mit – Zeile bleibt nur zur Info stehen. (KL)", "",
          "## Offene Punkte", "- Budget: max. 95 € p. P. inkl. Übernachtung (Drittmittel DFG-Projekt)",
          "- Vorträge: jede:r 15 min Projektupdate", "- Fahrgemeinschaften → Moritz koordiniert", ""]
    write_text(name, "\n".join(L), "utf-8", newline="\n")
    entry(name,
          tool="HedgeDoc (open-source collaborative Markdown notes, run by many German universities), a research group's shared note with a date table; the text copied from the editor view (Ctrl+A, Ctrl+C) and saved as a .txt file",
          shape="Scheduling poll as a Markdown pipe table: people × candidate dates with ✅ / (✅) / ❌ / empty, a legend line, a struck-through row of a member who left, notes below",
          evidence="unverified (from memory): HedgeDoc's Markdown flavour (tags line, strikethrough, emoji shortcodes); the table itself is typed by the group, as such notes commonly are",
          question="Which date has the most availability, counting ✅ as 1 and (✅) as 0.5, without the struck-through member?",
          candidates=dates, scores=sc,
          traps=["counting only ✅ gives a different date", "the struck-through row of a member who left changes the winner if counted",
                 "emoji symbols and '(✅)' as the maybe mark", "Markdown title, tags line and notes around the table"],
          winner=w)
    return name


# ================================================================ 15. Threema
def make_threema():
    name = "Threema-Chat Eltern 3b Abschiedsgeschenk.txt"
    opts = ["Buchgutschein", "Pflanze + Karte", "Fotobuch der Klasse", "Beitrag Velotour"]
    parents = ["Andrea Keller", "Beat Meier", "Corinne Frei", "Daniel Huber", "Esther Brunner", "Fabio Rossi",
               "Gabriela Steiner", "Hans-Peter Baumann", "Irina Kovač", "Jasmin Gerber", "Kevin Moser",
               "Luzia Widmer", "Marco Graf", "Nadia Zürcher", "Oliver Schmid", "Petra Wyss", "Reto Bühler"]
    org = "Sandra Müller"
    for seed in range(5000):
        rng = random.Random(15000 + seed)
        order = parents[:]
        rng.shuffle(order)
        voters = order[:15]
        events = []  # (who, choice)
        for v in voters:
            events.append((v, rng.choices(range(4), weights=[0.3, 0.2, 0.3, 0.2])[0]))
        # some people change their mind later
        changers = rng.sample(voters[:9], 3)
        for c in changers:
            events.append((c, rng.randrange(4)))
        cut = 9
        inter = {}
        for who, ch in events[:cut]:
            inter[who] = ch
        final = {}
        for who, ch in events:
            final[who] = ch
        ic = Counter(inter.values())
        fc = Counter(final.values())
        iw = unique_top({opts[i]: ic.get(i, 0) for i in range(4)})
        fw = unique_top({opts[i]: fc.get(i, 0) for i in range(4)})
        if iw is None or fw is None or iw == fw:
            continue
        # at least one change is a real change
        if all(inter.get(c) == final[c] for c in changers):
            continue
        break
    else:
        raise RuntimeError('no seed satisfies the constraints')

    def box(counts, title):
        w1 = max(len(o) for o in opts) + 2
        top = "┌" + "─" * (w1 + 2) + "┬" + "─" * 9 + "┐"
        mid = "├" + "─" * (w1 + 2) + "┼" + "─" * 9 + "┤"
        bot = "└" + "─" * (w1 + 2) + "┴" + "─" * 9 + "┘"
        lines = [title, top, "│ " + "Vorschlag".ljust(w1) + " │ Stimmen │", mid]
        for i, o in enumerate(opts):
            lines.append("│ " + ("%d %s" % (i + 1, o)).ljust(w1) + " │ " + str(counts.get(i, 0)).rjust(7) + " │")
        lines.append(bot)
        return lines

    rng = random.Random(155)
    t = dt.datetime(2026, 11, 19, 18, 5)
    out = []

    def msg(who, text):
        nonlocal t
        t += dt.timedelta(minutes=rng.randint(1, 14))
        stamp = t.strftime("[%d.%m.%y %H:%M]")
        lines = text.split("\n")
        out.append("%s %s: %s" % (stamp, who, lines[0]))
        out.extend(lines[1:])

    msg(org, "Liebe Eltern der 3b 🙂 Frau Hürlimann geht im Januar in Pension. Wir möchten ihr ein Abschiedsgeschenk machen (ca. 15 CHF pro Familie).")
    msg(org, "Vorschläge:\n1 Buchgutschein\n2 Pflanze + Karte\n3 Fotobuch der Klasse\n4 Beitrag Velotour (sie fährt im Sommer an den Bodensee)\nBitte pro Familie EINE Nummer schreiben, bis heute Abend 21 Uhr. Danke!")
    phrases = ["Wir sind für %d", "%d 👍", "Für %d!", "Stimme für %d", "Wir nehmen %d", "Familie %s: %d", "%d wäre schön"]
    seen = set()
    for k, (who, ch) in enumerate(events):
        if k == cut:
            msg(org, "\n".join(box(Counter(inter.values()), "Zwischenstand (%d Familien):" % len(inter))))
            msg("Beat Meier" if "Beat Meier" not in voters else "Reto Bühler", "Super organisiert, danke Sandra!")
        if who in seen:
            msg(who, "Korrektur: wir haben es nochmals besprochen, doch lieber %d." % (ch + 1))
        else:
            p = rng.choice(phrases)
            txt = p % (who.split()[1], ch + 1) if "%s" in p else p % (ch + 1)
            msg(who, txt)
            seen.add(who)
        if k == 4:
            msg("Esther Brunner" if "Esther Brunner" not in voters else "Petra Wyss", "<Bild weggelassen>")
    msg(org, "Danke allen! Abstimmung geschlossen.\n" + "\n".join(box(Counter(final.values()), "Schlussstand (%d Familien, Korrekturen berücksichtigt):" % len(final))))
    msg(org, "Ich bestelle nächste Woche. Bitte 15 CHF per TWINT an mich. 🙏")
    header = ["Threema-Chat-Export", "Gruppe: Eltern 3b Schulhaus Rietli", "Exportiert am 23.11.2026 21:47", ""]
    write_text(name, "\n".join(header + out) + "\n", "utf-8", newline="\n")
    fs = {opts[i]: fc.get(i, 0) for i in range(4)}
    entry(name,
          tool="Threema (Swiss messenger, also Threema Work/Education in schools), group chat → Chat exportieren → messages text file; a Swiss primary class's parents choosing the teacher's farewell gift",
          shape="Chat export: one line per message with [date time] name: text, votes written as numbers in free text, corrections, an interim tally and a final tally drawn with box-drawing characters in multi-line messages",
          evidence="unverified (from memory): the Threema export's file name, header and line format; the box tables are the organiser's own monospace text",
          question="Which gift has the most votes in the final tally (one vote per family, later corrections replace earlier votes)?",
          candidates=opts, scores=fs,
          traps=["the interim tally ('Zwischenstand') has a different leader",
                 "families correcting their vote", "numbers in free text", "box-drawing tables inside messages"],
          winner=fw, aliases=["%d %s" % (opts.index(fw) + 1, fw)])
    return name


def main():
    makers = [make_mturk, make_psychopy, make_yuketang, make_pingo, make_msl, make_oxford,
              make_stemwizard, make_censusatschool, make_classeviva, make_librus, make_hiclass,
              make_tamo, make_schulmanager, make_hedgedoc, make_threema]
    for m in makers:
        m()
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    print("wrote %d files" % len(EXPECTED))


if __name__ == "__main__":
    main()
