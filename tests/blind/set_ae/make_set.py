#!/usr/bin/env python3
"""Blind test set AE: fifteen synthetic exports from everyday tools of East and Central Asia,
Eastern Europe, Turkey and the Caucasus, plus expected.json with the sealed answers.

Deterministic: fixed seeds (each file's seed search is itself deterministic), fixed xlsx document
properties and fixed zip entry dates. Standard library + openpyxl only.

Run from the repository root:  .venv/bin/python tests/blind/set_ae/make_set.py
All names, e-mails, ids and numbers are invented.
"""
import io
import json
import os
import random
import re
import zipfile
from collections import Counter, OrderedDict, defaultdict
from datetime import datetime, timedelta

import openpyxl
from openpyxl.styles import Alignment, Font

HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = OrderedDict()
FIXED_DT = datetime(2026, 11, 29, 10, 0, 0)
NBSP = "\u00a0"


# ----------------------------------------------------------------------------------------------
# helpers
# ----------------------------------------------------------------------------------------------
def write_bytes(name, data):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)


def write_text(name, text, encoding, newline="\r\n", bom=False):
    text = text.replace("\r\n", "\n").replace("\n", newline)
    if encoding == "utf-16-le":
        data = b"\xff\xfe" + text.encode("utf-16-le")
    else:
        data = text.encode(encoding)
        if bom:
            data = b"\xef\xbb\xbf" + data
    write_bytes(name, data)


def csv_field(v, sep, quote_all=False):
    s = "" if v is None else str(v)
    if quote_all or any(c in s for c in (sep, '"', "\n", "\r")):
        return '"' + s.replace('"', '""') + '"'
    return s


def csv_lines(rows, sep, quote_all=False):
    return "".join(sep.join(csv_field(v, sep, quote_all) for v in r) + "\n" for r in rows)


def save_xlsx(wb, name):
    wb.properties.creator = "user"
    wb.properties.lastModifiedBy = "user"
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                txt = data.decode("utf-8")
                txt = re.sub(r"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)",
                             r"\g<1>2026-11-29T10:00:00Z\g<2>", txt)
                txt = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)",
                             r"\g<1>2026-11-29T10:00:00Z\g<2>", txt)
                data = txt.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 11, 29, 10, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.create_system = 0
            zi.external_attr = 0
            dst.writestr(zi, data)
    write_bytes(name, out.getvalue())


def unique_top(scores):
    """Return the label with the strictly highest score, or None if tied."""
    items = sorted(scores.items(), key=lambda kv: -kv[1])
    if len(items) > 1 and abs(items[0][1] - items[1][1]) < 1e-9:
        return None
    return items[0][0]


def margin_top(scores, margin):
    items = sorted(scores.items(), key=lambda kv: -kv[1])
    if len(items) > 1 and items[0][1] - items[1][1] < margin:
        return None
    return items[0][0]


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


def seed_search(base, fn, tries=20000):
    for s in range(base, base + tries):
        res = fn(random.Random(s))
        if res is not None:
            return res
    raise RuntimeError("no seed found for base %d" % base)


def r2(x):
    return round(x + 0.0, 4)


def day_time(rng, start, ndays, h0=7, h1=23):
    """A random time within ndays after start, between h0:00 and h1:00 (people answer in waking hours)."""
    d = start.replace(hour=0, minute=0, second=0) + timedelta(days=rng.randint(0, ndays - 1))
    t = d + timedelta(minutes=rng.randint(h0 * 60, h1 * 60 - 1), seconds=rng.randint(0, 59))
    if t < start:
        t = start + timedelta(minutes=rng.randint(1, 120))
    return t


# ----------------------------------------------------------------------------------------------
# 1. 超星学习通 (Chaoxing Xuexitong), course vote activity, multi-select, xlsx
# ----------------------------------------------------------------------------------------------
CN_SUR = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈")
CN_GIV = ["子涵", "浩然", "欣怡", "宇轩", "梓萱", "一诺", "思远", "佳怡", "俊杰", "雨桐", "博文", "诗琪", "天佑",
          "晨曦", "嘉豪", "若溪", "明轩", "可馨", "志强", "婉清", "逸凡", "紫涵", "家乐", "梦瑶", "皓宇", "静怡",
          "昊天", "语嫣", "泽宇", "慧敏", "文博", "欣然", "俊熙", "雅琪", "振宇", "思彤", "一鸣", "梓涵", "瑞阳", "心怡"]


def make_xuexitong():
    name = "学习通_投票_软件工程2503班_班服款式投票_导出.xlsx"
    opts = ["A. 国潮刺绣款", "B. 极简纯色款", "C. 校徽撞色款", "D. 星空渐变款"]

    def gen(rng):
        names = set()
        people = []
        while len(people) < 46:
            n = rng.choice(CN_SUR) + rng.choice(CN_GIV)
            if n in names:
                continue
            names.add(n)
            people.append(n)
        w = [rng.uniform(0.6, 1.4) for _ in opts]
        rows = []
        absent = set(rng.sample(range(46), 5))
        t0 = datetime(2026, 10, 12, 19, 31)
        for i, p in enumerate(people):
            if i in absent:
                rows.append((p, None, None))
                continue
            k = 2 if rng.random() < 0.55 else 1
            picks = []
            while len(picks) < k:
                o = rng.choices(range(4), weights=w)[0]
                if o not in picks:
                    picks.append(o)
            picks.sort()
            t = day_time(rng, t0, 4, 7, 24)
            if t > datetime(2026, 10, 15, 21, 59):
                t = t - timedelta(days=1)
            rows.append((p, picks, t))
        mentions = Counter(o for _, pk, _ in rows if pk for o in pk)
        cells = Counter(tuple(pk) for _, pk, _ in rows if pk)
        firsts = Counter(pk[0] for _, pk, _ in rows if pk)
        win = margin_top({opts[i]: mentions[i] for i in range(4)}, 2)
        if win is None:
            return None
        single_mode = unique_top({opts[i]: cells[(i,)] for i in range(4)})
        cell_mode = max(cells.items(), key=lambda kv: kv[1])
        if list(cells.values()).count(cell_mode[1]) > 1:
            return None
        if single_mode is None or single_mode == win:
            return None
        if len(cell_mode[0]) != 1 or opts[cell_mode[0][0]] == win:
            return None
        return rows, mentions, single_mode

    rows, mentions, single_mode = seed_search(1100, gen)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "投票详情"
    ws["A1"] = "投票：软件工程2503班 班服款式投票（多选，最多选2项）"
    ws["A1"].font = Font(bold=True, size=14)
    ws.merge_cells("A1:H1")
    ws["A2"] = ("课程：大学生职业发展与就业指导（2026-2027学年第一学期）    发起人：刘晓燕    "
                "发起时间：2026-10-12 19:30    结束时间：2026-10-15 22:00")
    ws.merge_cells("A2:H2")
    part = sum(1 for r in rows if r[1])
    ws["A3"] = "应参与：46人    已参与：%d人    未参与：%d人" % (part, 46 - part)
    ws.merge_cells("A3:H3")
    hdr = ["序号", "姓名", "学号", "院系", "专业班级", "提交时间", "投票选项", "提交端"]
    for j, h in enumerate(hdr, 1):
        ws.cell(row=5, column=j, value=h).font = Font(bold=True)
    rng = random.Random(77)
    r = 6
    for i, (p, picks, t) in enumerate(rows, 1):
        sid = "20250%05d" % (31300 + i * 3)
        vals = [i, p, sid, "计算机与软件学院", "软件工程2503班",
                t.strftime("%Y-%m-%d %H:%M:%S") if t else "--",
                "；".join(opts[k] for k in picks) if picks else "未参与",
                rng.choice(["移动端", "移动端", "移动端", "PC端"]) if t else "--"]
        for j, v in enumerate(vals, 1):
            ws.cell(row=r, column=j, value=v)
        r += 1
    for col, wdt in zip("ABCDEFGH", [6, 10, 14, 18, 16, 20, 30, 8]):
        ws.column_dimensions[col].width = wdt
    save_xlsx(wb, name)
    scores = {opts[i]: mentions[i] for i in range(4)}
    win = unique_top(scores)
    entry(name,
          "超星学习通 Chaoxing Xuexitong (Chinese university teaching platform), teacher's course → 活动 → 投票 → "
          "查看详情 → 导出 (Excel); a university class (软件工程2503班) voting on its class T-shirt design "
          "through the course's vote activity, multi-select up to two",
          "One row per student with metadata (序号, name, 学号, 院系, class, submit time, client), the chosen "
          "options in one cell joined by '；' (one or two per student), non-participants listed as '未参与', "
          "a merged title block with counts above the header.",
          "unverified: layout, column titles and the '；' joiner are from memory; no public page on the 投票 "
          "export was found",
          "winner", win,
          "Which design got the most votes, each ticked option counting one (multi-select, up to two)?",
          opts, scores,
          ["multi-select cells 'A. …；C. …' must be split", "the most frequent single-option cell (%s) is not "
           "the winner" % single_mode, "未参与 rows with '--'", "merged title block with counts"])


# ----------------------------------------------------------------------------------------------
# 2. desknet's NEO アンケート CSV (Shift_JIS), ranked preferences with points in the headers
# ----------------------------------------------------------------------------------------------
JP_SUR = ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤", "吉田", "山田", "佐々木",
          "山口", "松本", "井上", "木村", "林", "斎藤", "清水", "山崎", "森", "池田", "橋本", "阿部", "石川", "前田",
          "藤田", "小川", "岡田", "後藤", "長谷川", "村上", "近藤", "石井", "坂本", "遠藤", "青木", "藤井", "西村"]
JP_GIV = ["健一", "美咲", "大輔", "陽子", "翔太", "恵", "拓也", "由美", "誠", "彩", "直樹", "裕子", "浩二", "愛",
          "和也", "真由美", "亮", "香織", "聡", "麻衣", "剛", "智子", "悠斗", "さくら", "隆", "明美", "達也", "沙織"]


def make_desknets():
    name = "desknets_NEO_アンケート_2027年度社員旅行_行き先希望_集計.csv"
    dests = ["沖縄（恩納村）", "北海道（札幌・小樽）", "京都・奈良", "台湾（台北・九分）", "金沢・能登"]

    def gen(rng):
        n = 84
        people = set()
        while len(people) < n:
            people.add(rng.choice(JP_SUR) + " " + rng.choice(JP_GIV))
        people = sorted(people)
        rng.shuffle(people)
        firstw = [rng.uniform(0.5, 1.5) for _ in dests]
        laterw = [rng.uniform(0.5, 1.5) for _ in dests]
        rows = []
        for p in people:
            if rng.random() < 0.07:
                rows.append((p, None))
                continue
            k = 3 if rng.random() < 0.8 else rng.choice([1, 2])
            order = [rng.choices(range(5), weights=firstw)[0]]
            while len(order) < k:
                o = rng.choices(range(5), weights=laterw)[0]
                if o not in order:
                    order.append(o)
            rows.append((p, order))
        borda = Counter()
        first = Counter()
        for _, o in rows:
            if not o:
                continue
            first[o[0]] += 1
            for pos, d in enumerate(o):
                borda[d] += 3 - pos
        bw = margin_top({dests[i]: borda[i] for i in range(5)}, 3)
        fw = margin_top({dests[i]: first[i] for i in range(5)}, 2)
        if bw is None or fw is None or bw == fw:
            return None
        return rows, borda, first

    rows, borda, first = seed_search(2200, gen)
    rng = random.Random(2201)
    depts = ["総務部", "営業部", "営業部", "製造部", "製造部", "品質保証部", "開発部"]
    comments = ["", "", "", "", "", "温泉があるとうれしいです", "子連れ参加可能だと助かります", "",
                "海外の場合、パスポートの期限を確認します", "移動時間が短い方がいいです", "",
                "11月より10月希望、紅葉の時期だと最高", "自由行動の時間を多めに", ""]
    out = [["回答者", "所属", "回答日時", "Q1. 行き先 第1希望（3点）", "Q2. 行き先 第2希望（2点）",
            "Q3. 行き先 第3希望（1点）", "Q4. ご意見・ご要望（自由記述）"]]
    t0 = datetime(2026, 11, 2, 9, 0)
    for p, o in rows:
        d = rng.choice(depts)
        if not o:
            out.append([p, d, "", "", "", "", ""])
            continue
        t = day_time(rng, t0, 9, 8, 22)
        c = rng.choice(comments)
        if rng.random() < 0.05:
            c = "予算は1人5,000円程度の自己負担までなら可"
        cells = [dests[x] for x in o] + [""] * (3 - len(o))
        out.append([p, d, t.strftime("%Y/%m/%d %H:%M")] + cells + [c])
    write_text(name, csv_lines(out, ",", quote_all=True), "cp932")
    scores = {dests[i]: borda[i] for i in range(5)}
    win = unique_top(scores)
    fw = unique_top({dests[i]: first[i] for i in range(5)})
    entry(name,
          "desknet's NEO (NEOJAPAN's Japanese groupware), アンケート → 対象アンケート → 集計結果 → CSV出力 "
          "(Shift_JIS); a mid-sized manufacturer's staff-trip committee (社員旅行委員会) asking staff for their "
          "first, second and third choice of destination",
          "Ranked ballot, one row per employee: respondent, department, answer time, 第1/第2/第3希望 columns "
          "whose headers state the points (3 / 2 / 1), a free comment; staff who did not answer have empty "
          "cells; some leave the 2nd or 3rd choice empty.",
          "unverified: desknet's NEO's アンケート CSV layout is from memory (search returned other Japanese "
          "groupware manuals); Shift_JIS with every field quoted is typical of Japanese business CSV",
          "winner", win,
          "Which destination has the most points with 第1希望 = 3, 第2希望 = 2, 第3希望 = 1 as the headers state?",
          dests, scores,
          ["first-choice plurality winner (%s) differs from the points winner" % fw,
           "points stated only in the column headers", "non-respondent rows with empty answers",
           "comment with '5,000円' inside a quoted field", "Shift_JIS (cp932)"])


# ----------------------------------------------------------------------------------------------
# 3. @nifty business スケジュール調整: grid pasted into Excel, saved as tab-delimited text (cp932)
# ----------------------------------------------------------------------------------------------
def make_nifty():
    name = "nifty_スケジュール調整_ワンゲル部OB会幹事会_日程.txt"
    dates = ["1/15(金) 19:00～", "1/16(土) 14:00～", "1/20(水) 19:00～", "1/22(金) 19:00～", "1/23(土) 10:00～"]

    def gen(rng):
        ppl = rng.sample([s + " " + g for s in JP_SUR[:30] for g in JP_GIV[:12]], 15)
        probs = [(rng.uniform(0.2, 0.6), rng.uniform(0.1, 0.45)) for _ in dates]
        grid = []
        for p in ppl:
            row = []
            for (py, pm) in probs:
                x = rng.random()
                row.append("○" if x < py else ("△" if x < py + pm else "×"))
            grid.append((p, row))
        w = {dates[j]: sum(1 if g[1][j] == "○" else 0.5 if g[1][j] == "△" else 0 for g in grid)
             for j in range(5)}
        yes = {dates[j]: sum(1 for g in grid if g[1][j] == "○") for j in range(5)}
        ww = margin_top(w, 1.0)
        yw = unique_top(yes)
        if ww is None or yw is None or ww == yw:
            return None
        return grid, w, yes

    grid, w, yes = seed_search(3300, gen)
    rng = random.Random(3301)
    cm = ["", "", "", "", "仕事次第です", "土曜なら昼からOK", "", "遅れて参加になるかも", "", "金曜は残業が多いので△",
          "", "オンライン参加も可"]
    lines = ["イベント名\t2027年 ○○大学ワンダーフォーゲル部OB会 新年幹事会",
             "連絡事項\t新年会（2月予定）の段取りを決める幹事会です。場所は神田の「山小屋」個室を予定。都合を入力してください。",
             "",
             "\t".join(["名前"] + dates + ["コメント"])]
    for p, row in grid:
        lines.append("\t".join([p] + row + [rng.choice(cm)]))
    for mark in ["○", "△", "×"]:
        lines.append("\t".join([mark] + ["%d人" % sum(1 for g in grid if g[1][j] == mark) for j in range(5)] + [""]))
    lines.append("")
    lines.append("○：参加可能　△：未定　×：参加不可")
    write_text(name, "\n".join(lines) + "\n", "cp932")
    scores = {k: r2(v) for k, v in w.items()}
    win = unique_top(scores)
    entry(name,
          "@nifty ビジネス スケジュール調整 (Nifty's free Japanese scheduling poll), the 出欠表 on the event page "
          "selected in the browser, pasted into Excel (Japanese) and saved as 'テキスト (タブ区切り)'; a "
          "university hiking club's alumni association (OB会) choosing the evening of its planning meeting",
          "Scheduling poll pasted as text: event name and note lines, then one row per member with ○ / △ / × per "
          "candidate date and a comment, then three tally rows (○, △, × as 'n人') and a legend line.",
          "partly checked: @nifty's help page (business.nifty.com) describes イベント名, 連絡事項, 候補日 and per-date "
          "参加可否 with a comment per member; the ○△× marks, the tally rows and the paste workflow are from "
          "memory (unverified)",
          "winner", win,
          "Which date suits most people, counting ○ = 1 and △ = 0.5?",
          dates, scores,
          ["date with most ○ (%s) differs from the ○ + 0.5 △ winner" % unique_top(yes),
           "tally rows '○ / △ / ×' with 'n人' at the bottom (× row has the largest numbers)",
           "title and note lines above the grid", "cp932 tab-separated text"])


# ----------------------------------------------------------------------------------------------
# 4. e알리미 설문 → Excel download re-saved by Korean Excel as CSV (cp949): 1-5 rating grid
# ----------------------------------------------------------------------------------------------
KR_SUR = list("김이박최정강조윤장임한오서신권황안송류홍")
KR_GIV = ["민준", "서연", "도윤", "지우", "하준", "서윤", "시우", "하은", "주원", "지민", "예준", "수아", "지호", "채원",
          "준서", "지아", "건우", "다은", "우진", "예린", "현우", "소율", "선우", "윤서"]


def make_ealimi():
    name = "e알리미_설문결과_2026_5학년_현장체험학습_장소_선호도.csv"
    venues = ["국립과천과학관", "서울대공원 동물원", "한국민속촌", "롯데월드 어드벤처", "국립중앙박물관"]

    def gen(rng):
        n = 92
        mu = [rng.uniform(2.8, 4.3) for _ in venues]
        blank = [rng.uniform(0.02, 0.35) for _ in venues]
        resp = []
        for i in range(n):
            row = []
            for j in range(5):
                if rng.random() < blank[j]:
                    row.append(None)
                else:
                    row.append(max(1, min(5, int(round(rng.gauss(mu[j], 1.0))))))
            resp.append(row)
        means = {venues[j]: sum(r[j] for r in resp if r[j]) / sum(1 for r in resp if r[j]) for j in range(5)}
        sums = {venues[j]: sum(r[j] for r in resp if r[j]) for j in range(5)}
        mw = margin_top(means, 0.05)
        sw = margin_top(sums, 3)
        if mw is None or sw is None or mw == sw:
            return None
        return resp, means, sums

    resp, means, sums = seed_search(4400, gen)
    rng = random.Random(4401)
    hdr = ["번호", "학년", "반", "학생명", "응답자", "응답일시", "[1] 현장체험학습 참가 여부"] + \
          ["[2-%d] %s (1~5점)" % (j + 1, v) for j, v in enumerate(venues)] + ["[3] 건의사항"]
    out = [["2026학년도 5학년 현장체험학습 장소 선호도 조사 (응답 92명)"], [], hdr]
    t0 = datetime(2026, 9, 21, 8, 30)
    sugg = ["", "", "", "", "버스 이동 시간이 너무 길지 않았으면 합니다.", "도시락 지참 여부 알려주세요", "",
            "우천 시 실내 장소 희망", "", "작년에 민속촌 다녀왔어요", ""]
    for i, row in enumerate(resp, 1):
        ban = 1 + (i - 1) * 4 // 92
        t = day_time(rng, t0, 4)
        out.append([i, 5, ban, rng.choice(KR_SUR) + rng.choice(KR_GIV), rng.choice(["어머니", "어머니", "아버지", "보호자"]),
                    t.strftime("%Y-%m-%d %H:%M"), "참가" if rng.random() < 0.93 else "불참"] +
                   ["" if v is None else v for v in row] + [rng.choice(sugg)])
    write_text(name, csv_lines(out, ","), "cp949")
    scores = {k: r2(v) for k, v in means.items()}
    win = unique_top(scores)
    entry(name,
          "e알리미 (Jiransoft's Korean school-to-parent notification app), 설문 → 결과 보기 → 엑셀 다운로드, opened "
          "in Korean Excel and saved as 'CSV (쉼표로 분리)' (cp949); an elementary school's grade-5 teachers asking "
          "parents to rate five candidate field-trip venues",
          "Rating grid with metadata: number, grade, class, pupil, respondent, answer time, a participation "
          "question, then one 1–5 rating column per venue (left blank when skipped) and a free suggestion; a "
          "title line and a blank line above the header.",
          "unverified: e알리미's survey download layout is from memory; cp949 is what Korean Excel writes for "
          "'CSV (쉼표로 분리)'",
          "winner", win,
          "Which venue has the highest mean rating (1–5), ignoring blank answers?",
          venues, scores,
          ["sum of ratings favours %s because it was skipped less often" % unique_top(sums),
           "numeric 학년 / 반 / 번호 columns", "participation question 참가 / 불참", "title line above the header",
           "cp949"])


# ----------------------------------------------------------------------------------------------
# 5. PTT board vote result post saved as text (Big5)
# ----------------------------------------------------------------------------------------------
def make_ptt():
    name = "PTT_Mountain板_2027年度大眾登山活動_投票結果.txt"
    opts = ["玉山主峰 (3952m) 二日", "雪山主東峰 (3886m) 三日", "合歡山北峰 (3422m) 單攻", "嘉明湖 (3310m) 三日",
            "奇萊南華 (3358m) 二日", "大霸尖山 (3492m) 三日"]

    def gen(rng):
        w = [rng.uniform(0.4, 1.6) for _ in opts]
        n = rng.randint(140, 190)
        c = Counter(rng.choices(range(6), weights=w, k=n))
        sc = {opts[i]: c[i] for i in range(6)}
        win = margin_top(sc, 3)
        if win is None or win == opts[0]:
            return None
        return sc, n

    sc, n = seed_search(5500, gen)
    body = []
    body.append("作者  [馬路探子]                                           看板  Mountain")
    body.append("標題  [記錄] 2027年度大眾登山活動地點")
    body.append("時間  Sun Nov 22 23:59:40 2026")
    body.append("───────────────────────────────────────")
    body.append("")
    body.append("◆ 投票名稱: 2027年度大眾登山活動地點")
    body.append("")
    body.append("◆ 投票中止於: Sun Nov 22 23:59:00 2026")
    body.append("")
    body.append("◆ 票選題目描述:")
    body.append("")
    body.append("    板上每年一次的大眾登山活動，明年要去哪裡由大家決定。")
    body.append("    限註冊滿 180 天、登入 300 次以上的帳號投票，每人 1 票。")
    body.append("    入園申請與山屋抽籤由板主統一處理，名額約 24 人。")
    body.append("")
    body.append("◆ 投票結果:(共有 %d 人投票,每人最多可投 1 票)" % n)
    for o in opts:
        pad = 40 - sum(2 if ord(ch) > 127 else 1 for ch in o)
        body.append("    %s%s%5d 票, %6.2f%%" % (o, " " * max(pad, 1), sc[o], 100.0 * sc[o] / n))
    body.append("")
    body.append("◆ 使用者建議:")
    body.append("")
    body.append("此次投票共有 3 人發表建議。")
    body.append("")
    body.append("ID: peakhunter1986")
    body.append("    玉山主峰排雲山莊很難抽，建議備案排東埔山莊")
    body.append("ID: mistyforest")
    body.append("    嘉明湖向陽山屋 2026 年 10 月起改線上抽籤")
    body.append("ID: tsai3886")
    body.append("    希望有新手友善的行程")
    body.append("")
    body.append("--")
    body.append("※ 發信站: 批踢踢實業坊(ptt.cc)")
    body.append("推 hikerwang: 雪山 3886 很讚，圈谷必去                          11/23 00:03")
    body.append("→ yamaneko: 玉山排雲 120 床一位難求                              11/23 00:11")
    body.append("推 lulumtn: 去年嘉明湖走了 13 小時才到山屋XD                    11/23 00:27")
    body.append("噓 gogo3952: 3952 才是王道 怎麼沒贏                              11/23 01:02")
    write_text(name, "\n".join(body) + "\n", "cp950", newline="\n")
    win = unique_top(sc)
    entry(name,
          "PTT 批踢踢實業坊 (Taiwan's telnet BBS, PttBBS), a board vote's automatic result post '[記錄]' by "
          "[馬路探子] opened in PCMan and saved as text (Big5); the Mountain board choosing its 2027 group hike",
          "Ready-made count table in a BBS post: header lines, vote name, closing time, description, '◆ 投票結果' "
          "with one line per option ('n 票, p%'), user suggestions, signature line and push (推 / → / 噓) comments "
          "that quote mountain heights and other numbers.",
          "unverified: the [馬路探子] result-post layout ('◆ 投票結果:(共有 n 人投票,每人最多可投 1 票)') is from "
          "memory; Big5 with LF line ends is what PCMan writes when saving an article",
          "winner", win,
          "Which option got the most votes?",
          opts, sc,
          ["option labels contain heights (3952m, 3886m…) larger than any vote count",
           "percentages next to counts", "push comments with numbers ('3952 才是王道', '120 床')",
           "Big5 (cp950), LF line ends, box-drawing rule line"])


# ----------------------------------------------------------------------------------------------
# 6. Swiss-Manager final ranking exported to Excel (Mongolian rapid open)
# ----------------------------------------------------------------------------------------------
MN_SUR = ["Batbayar", "Enkhbayar", "Gankhuyag", "Tsogtbaatar", "Munkhbat", "Altangerel", "Erdenebileg", "Purevdorj",
          "Batsukh", "Ganbold", "Oyunbileg", "Sukhbaatar", "Dashdorj", "Tumurbaatar", "Byambadorj", "Baasanjav",
          "Lkhagvasuren", "Otgonbayar", "Nyamdorj", "Chuluunbaatar", "Khishigbayar", "Davaasuren"]
MN_GIV = ["Temuulen", "Anujin", "Munkhzul", "Bilguun", "Enkhjin", "Tuguldur", "Nomin", "Orgil", "Khulan", "Ariunbold",
          "Uuganbayar", "Solongo", "Tselmeg", "Batkhuyag", "Nandin-Erdene", "Dulguun", "Sainbileg", "Misheel",
          "Enkhtuvshin", "Gerel", "Zolbayar", "Tengis"]
MN_CLUB = ["Чингис шатрын клуб", "Улаанбаатар ШУТИС", "Дархан-Уул ШХ", "Эрдэнэт шатрын клуб", "Хан-Уул дүүрэг",
           "Сүхбаатар дүүрэг", "Баянзүрх Шатар", "Орхон аймаг"]


def make_swissmanager():
    name = "SwissManager_Final_Ranking_Ulaanbaatar_Rapid_Open_2026.xlsx"
    rng = random.Random(6600)
    names = set()
    players = []
    fem = {"Anujin", "Munkhzul", "Enkhjin", "Nomin", "Khulan", "Solongo", "Tselmeg", "Nandin-Erdene", "Misheel",
           "Gerel"}
    while len(players) < 30:
        s, g = rng.choice(MN_SUR), rng.choice(MN_GIV)
        if (s, g) in names:
            continue
        names.add((s, g))
        rtg = rng.randint(1450, 2320)
        fed = rng.choices(["MGL", "MGL", "MGL", "MGL", "MGL", "KAZ", "RUS", "CHN"])[0]
        club = rng.choice(MN_CLUB) if fed == "MGL" else {"KAZ": "Astana", "RUS": "Улан-Удэ", "CHN": "Hohhot"}[fed]
        players.append({"name": "%s, %s" % (s, g), "fem": g in fem, "rtg": rtg, "fed": fed, "club": club})
    players.sort(key=lambda p: -p["rtg"])
    for i, p in enumerate(players, 1):
        p["sno"] = i
        p["title"] = "IM" if p["rtg"] > 2280 else "FM" if p["rtg"] > 2200 else "CM" if p["rtg"] > 2100 else ""
        if p["fem"] and p["rtg"] > 2000:
            p["title"] = "WFM"
    # construct final standings: top seed (highest rating) finishes third
    pts_pool = [6.0, 6.0, 5.5, 5.5, 5.0, 5.0, 5.0, 4.5, 4.5, 4.5, 4.5, 4.0, 4.0, 4.0, 4.0, 3.5, 3.5, 3.5, 3.5, 3.5, 3.0,
                3.0, 3.0, 3.0, 2.5, 2.5, 2.0, 2.0, 1.5, 1.0]
    order = players[1:7]
    rng.shuffle(order)
    top = players[0]
    rest = [p for p in players if p is not top and p not in order]
    rng.shuffle(rest)
    ranking = order[:2] + [top] + order[2:] + rest
    for k, p in enumerate(ranking):
        p["pts"] = pts_pool[k]
    # tie-breaks: Buchholz variable; strictly decreasing inside each points group
    for k, p in enumerate(ranking):
        base = 18 + p["pts"] * 2.2
        p["tb1"] = round((base - k * 0.05 + rng.uniform(-0.2, 0.2)) * 2) / 2
    ranking.sort(key=lambda p: (-p["pts"], -p["tb1"]))
    # ensure first two: equal points, first has higher TB1
    if ranking[0]["tb1"] == ranking[1]["tb1"]:
        ranking[0]["tb1"] += 1.0
    for p in ranking:
        p["tb2"] = p["tb1"] - rng.choice([1.5, 2.0, 2.5, 3.0])
        p["tb3"] = int(p["pts"] - 0.5 * rng.randint(0, 2)) if p["pts"] >= 1 else 0
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Final Ranking"
    ws["A1"] = "Улаанбаатар Рапид Open 2026 / Ulaanbaatar Rapid Open 2026"
    ws["A1"].font = Font(bold=True, size=13)
    ws.merge_cells("A1:K1")
    ws["A2"] = "Last update 29.11.2026 18:42:07, Creator/Last Upload: Mongolian Chess Federation (МШХ)"
    ws.merge_cells("A2:K2")
    ws["A4"] = "Final Ranking after 7 Rounds"
    ws["A4"].font = Font(bold=True)
    hdr = ["Rk.", "SNo", "", "Name", "FED", "Rtg", "Club/City", "Pts. ", " TB1 ", " TB2 ", " TB3 "]
    for j, h in enumerate(hdr, 1):
        ws.cell(row=6, column=j, value=h).font = Font(bold=True)
    r = 7
    for k, p in enumerate(ranking, 1):
        vals = [k, p["sno"], p["title"], p["name"], p["fed"], p["rtg"], p["club"], p["pts"], p["tb1"], p["tb2"], p["tb3"]]
        for j, v in enumerate(vals, 1):
            ws.cell(row=r, column=j, value=v)
        r += 1
    r += 1
    notes = ["Annotation:", "Tie Break1: Buchholz Tie-Breaks (variabel with parameter)",
             "Tie Break2: Buchholz Tie-Breaks (variabel with parameter) Cut1", "Tie Break3: The greater number of victories"]
    for t in notes:
        ws.cell(row=r, column=1, value=t)
        r += 1
    r += 1
    bestf = next(p for p in ranking if p["fem"])
    u1600 = next(p for p in ranking if p["rtg"] < 1700)
    ws.cell(row=r, column=1, value="Тусгай шагнал / Special prizes").font = Font(bold=True)
    ws.cell(row=r + 1, column=1, value="Best female")
    ws.cell(row=r + 1, column=4, value=bestf["name"])
    ws.cell(row=r + 1, column=8, value=bestf["pts"])
    ws.cell(row=r + 2, column=1, value="Best U1700")
    ws.cell(row=r + 2, column=4, value=u1600["name"])
    ws.cell(row=r + 2, column=8, value=u1600["pts"])
    ws.cell(row=r + 4, column=1, value="Chief Arbiter: IA Dorjsuren, Bat-Erdene    Deputy: NA Sarantuya, Oyun")
    ws.column_dimensions["D"].width = 28
    ws.column_dimensions["G"].width = 22
    save_xlsx(wb, name)
    win = ranking[0]["name"]
    scores = OrderedDict((p["name"], p["pts"]) for p in ranking)
    entry(name,
          "Swiss-Manager (Heinz Herzog's chess pairing program), Lists → Final ranking → Export to Excel; the "
          "Mongolian Chess Federation's Ulaanbaatar Rapid Open, 7 rounds, Swiss system",
          "Results sheet: tournament title block, 'Final Ranking after 7 Rounds', one row per player with rank, "
          "starting number, title, name, federation, rating, club, points and three tie-breaks; annotation lines "
          "naming the tie-breaks and a special-prizes block below.",
          "partly checked: Swiss-Manager's manual and user guide (stored pages) confirm final-ranking lists, "
          "configurable tie-breaks and Excel export; the exact column titles ('Rk.', 'SNo', 'Pts.', 'TB1') and "
          "annotation wording are from memory of chess-results-style exports (unverified)",
          "winner", win,
          "Who won the tournament (rank 1: points, then Buchholz as the annotation says)?",
          [p["name"] for p in ranking], scores,
          ["first two players tie on 6 points; rank decided by TB1 (Buchholz)",
           "highest-rated player (%s) finished third" % top["name"], "special-prizes block names other players",
           "title block and annotation lines"])


# ----------------------------------------------------------------------------------------------
# 7. Platonus (Kazakhstan) teacher-evaluation survey: summary sheet + long-format answers
# ----------------------------------------------------------------------------------------------
def make_platonus():
    name = "Platonus_Анкета_Оқытушы_студент_көзімен_2026_күзгі_семестр.xlsx"
    teachers = [("Әбдірахманова Гүлнар Серікқызы", "Ақпараттық жүйелер"),
                ("Иванов Сергей Петрович", "Математика и моделирование"),
                ("Жұмабеков Ерлан Қайратұлы", "Ақпараттық жүйелер"),
                ("Ким Виктория Александровна", "Шетел тілдері / Иностранные языки"),
                ("Сейтқали Айгерім Маратқызы", "Экономика"),
                ("Нұрланов Дәурен Бақытжанұлы", "Математика и моделирование")]
    disc = ["Деректер қоры / Базы данных", "Математикалық талдау / Математический анализ",
            "Веб-бағдарламалау / Веб-программирование", "Кәсіби ағылшын тілі / Профессиональный английский",
            "Микроэкономика", "Сызықтық алгебра / Линейная алгебра"]
    qs = ["1. Сабақты түсінікті түсіндіреді / Объясняет материал понятно",
          "2. Сабаққа уақытында келеді / Приходит на занятия вовремя",
          "3. Бағалау әділ / Оценивание справедливое",
          "4. Студенттермен қарым-қатынасы / Отношение к студентам",
          "5. Жалпы баға / Общая оценка"]
    MIN = 10

    def gen(rng):
        counts = [rng.randint(10, 16) for _ in teachers]
        counts[rng.randrange(6)] = rng.randint(6, 9)
        mu = [rng.uniform(3.6, 4.6) for _ in teachers]
        ans = []
        for t, c in enumerate(counts):
            for k in range(c):
                aid = rng.randint(100000, 999999)
                base = rng.gauss(mu[t], 0.4)
                for qi in range(5):
                    ans.append((aid, t, qi, max(1, min(5, int(round(rng.gauss(base, 0.6)))))))
        if len(ans) > 400:
            return None
        mean = {}
        tot = {}
        for t in range(6):
            v = [a[3] for a in ans if a[1] == t]
            mean[t] = sum(v) / len(v)
            tot[t] = sum(v)
        elig = {teachers[t][0]: mean[t] for t in range(6) if counts[t] >= MIN}
        win = margin_top(elig, 0.04)
        if win is None:
            return None
        allw = unique_top({teachers[t][0]: mean[t] for t in range(6)})
        sumw = unique_top({teachers[t][0]: tot[t] for t in range(6)})
        cntw = unique_top({teachers[t][0]: counts[t] for t in range(6)})
        if allw is None or allw == win or sumw is None or sumw == win or cntw is None or cntw == win:
            return None
        return ans, counts, mean, win, allw, sumw

    ans, counts, mean, win, allw, sumw = seed_search(7700, gen)
    rng = random.Random(7701)
    ans_sorted = sorted(ans, key=lambda a: (a[1], a[0], a[2]))
    groups = ["ИС-23-1", "ИС-23-2", "ВТ-24-1", "ЭК-23-1"]
    wb = openpyxl.Workbook()
    s1 = wb.active
    s1.title = "Жиынтық"
    s1["A1"] = "«Студент көзімен оқытушы» сауалнамасы — 2026-2027 оқу жылы, күзгі семестр"
    s1["A1"].font = Font(bold=True, size=13)
    s1.merge_cells("A1:D1")
    s1["A2"] = "Анкетирование «Преподаватель глазами студентов» — 2026-2027 уч. год, осенний семестр"
    s1.merge_cells("A2:D2")
    s1["A3"] = "Platonus · Сауалнама / Анкетирование → Есептер / Отчёты → Excel, 29.11.2026 09:58"
    s1["A5"] = ("«Үздік оқытушы» номинациясы: нәтиже барлық сұрақтар бойынша орташа балл (1–5) арқылы "
                "анықталады; кемінде %d анкета жиналған оқытушылар ғана ескеріледі." % MIN)
    s1["A6"] = ("Номинация «Лучший преподаватель»: итог определяется по среднему баллу (1–5) по всем вопросам "
                "анкеты; учитываются только преподаватели, по которым собрано не менее %d анкет." % MIN)
    s1.merge_cells("A5:D5")
    s1.merge_cells("A6:D6")
    s1["A5"].alignment = Alignment(wrap_text=True)
    s1["A6"].alignment = Alignment(wrap_text=True)
    hdr = ["Оқытушы / Преподаватель", "Кафедра", "Анкеталар саны / Кол-во анкет", "Жауаптар саны / Кол-во ответов"]
    for j, h in enumerate(hdr, 1):
        s1.cell(row=8, column=j, value=h).font = Font(bold=True)
    for t, (tn, dep) in enumerate(teachers):
        s1.cell(row=9 + t, column=1, value=tn)
        s1.cell(row=9 + t, column=2, value=dep)
        s1.cell(row=9 + t, column=3, value=counts[t])
        s1.cell(row=9 + t, column=4, value=counts[t] * 5)
    s1.cell(row=15, column=1, value="Барлығы / Всего").font = Font(bold=True)
    s1.cell(row=15, column=3, value=sum(counts))
    s1.cell(row=15, column=4, value=sum(counts) * 5)
    s1.column_dimensions["A"].width = 36
    s1.column_dimensions["B"].width = 30
    s1.column_dimensions["C"].width = 16
    s1.column_dimensions["D"].width = 16
    s2 = wb.create_sheet("Жауаптар")
    hdr2 = ["№", "Анкета ID", "Топ / Группа", "Оқытушы / Преподаватель", "Пән / Дисциплина", "Сұрақ / Вопрос",
            "Балл"]
    for j, h in enumerate(hdr2, 1):
        s2.cell(row=1, column=j, value=h).font = Font(bold=True)
    gmap = {}
    for i, (aid, t, qi, sc) in enumerate(ans_sorted, 1):
        if aid not in gmap:
            gmap[aid] = rng.choice(groups)
        vals = [i, aid, gmap[aid], teachers[t][0], disc[t], qs[qi], sc]
        for j, v in enumerate(vals, 1):
            s2.cell(row=1 + i, column=j, value=v)
    s2.column_dimensions["D"].width = 36
    s2.column_dimensions["E"].width = 40
    s2.column_dimensions["F"].width = 50
    save_xlsx(wb, name)
    scores = {teachers[t][0]: r2(mean[t]) for t in range(6) if counts[t] >= MIN}
    assert unique_top(scores) == win
    entry(name,
          "Platonus (АИС Platonus, the university information system used across Kazakhstan), Сауалнама / "
          "Анкетирование → Есептер / Отчёты → export to Excel with a summary sheet on top; a regional "
          "university's faculty choosing its 'best teacher in students' eyes' for the autumn semester",
          "Workbook: a bilingual summary sheet (title, the rule: mean score 1–5, at least %d questionnaires; "
          "teachers with questionnaire counts and a total) and a long-format answers sheet with one row per "
          "questionnaire, teacher and question holding a 1–5 score." % MIN,
          "unverified: Platonus report layouts are from memory (search found no export page); Kazakh and Russian "
          "bilingual headings are usual in Kazakh university reports",
          "winner", win,
          "Which teacher with at least %d questionnaires has the highest mean score (1–5) over all answers, as "
          "the summary sheet states?" % MIN,
          [t[0] for t in teachers], scores,
          ["%s has the highest mean but fewer than %d questionnaires" % (allw, MIN),
           "sum of scores favours %s (more questionnaires)" % sumw,
           "summary sheet shows only counts, the teacher with most questionnaires does not win",
           "long format, five question rows per questionnaire"])


# ----------------------------------------------------------------------------------------------
# 8. Kyiv participatory budget results pasted into Excel (Ukrainian), CSV cp1251 ';' - ASK
# ----------------------------------------------------------------------------------------------
def ua_num(n, dec=False):
    s = "{:,}".format(int(n)).replace(",", NBSP)
    return s + ",00" if dec else s


def make_kyiv():
    name = "Громадський_бюджет_2027_Подільський_район_результати_голосування.csv"
    small = ["Шаховий клуб у бібліотеці ім. Гайдара", "Велопарковки біля метро «Тараса Шевченка»",
             "Сенсорна кімната в ЗДО № 412", "Книжкова шафа «Читай на Подолі»", "Зелений двір на вул. Межигірській, 27",
             "Обладнання для гуртка робототехніки школи № 124", "Лавки та урни на Контрактовій площі",
             "Курси першої допомоги для мешканців Виноградаря", "Музичні інструменти для ДМШ № 8",
             "Пандус для ЦНАП Подільського району", "Табличка-шрифт Брайля на зупинках", "Спортивний куточок у ліцеї № 99",
             "Міні-сквер біля будинку на вул. Набережно-Хрещатицькій", "Фестиваль вуличного театру на Андріївському"]
    big = ["Реконструкція стадіону школи № 20", "Інклюзивний дитячий майданчик у парку «Наталка»",
           "Скейт-парк на Оболонській набережній (подільська частина)", "Модернізація басейну ліцею № 142",
           "Сквер на розі вул. Олександра Дегтяренка", "Освітлення пішохідного мосту на Труханів острів",
           "Воркаут-зона на Виноградарі", "Енергонезалежний укриттєвий центр у школі № 251",
           "Ремонт спортзалу гімназії «Кияночка»", "Відновлення фонтану на Контрактовій площі"]

    def gen(rng):
        sv = {p: rng.randint(180, 1900) for p in small}
        bv = {p: rng.randint(400, 2600) for p in big}
        sw = margin_top(sv, 25)
        bw = margin_top(bv, 25)
        allv = dict(sv)
        allv.update(bv)
        if sw is None or bw is None or unique_top(allv) is None:
            return None
        return sv, bv

    sv, bv = seed_search(8800, gen)
    rng = random.Random(8801)
    rows = []
    for p in small:
        rows.append((rng.randint(1000, 1999), p, "Малий", rng.randint(90, 399) * 1000 + rng.choice([0, 500]), sv[p]))
    for p in big:
        rows.append((rng.randint(2000, 2999), p, "Великий", rng.randint(400, 2990) * 1000 + rng.choice([0, 500]), bv[p]))
    rows.sort(key=lambda r: -r[4])
    # winners per category by budget share
    limit = {"Малий": 2400000, "Великий": 7500000}
    used = {"Малий": 0, "Великий": 0}
    status = {}
    for r in rows:
        cat = r[2]
        if used[cat] + r[3] <= limit[cat]:
            used[cat] += r[3]
            status[r[0]] = "Переможець"
        else:
            status[r[0]] = "Не пройшов за кількістю голосів"
    out = [["Громадський бюджет м. Києва 2027 — результати голосування"],
           ["Район: Подільський; голосування 01.10.2026–31.10.2026; кожен учасник міг підтримати до 5 проєктів"],
           [],
           ["№ проєкту", "Назва проєкту", "Категорія", "Район", "Вартість, грн", "Кількість голосів", "Статус"]]
    for r in rows:
        out.append(["%04d" % r[0], r[1], r[2], "Подільський", ua_num(r[3], True), ua_num(r[4]), status[r[0]]])
    out.append([])
    out.append(["Усього голосів", "", "", "", "", ua_num(sum(sv.values()) + sum(bv.values())), ""])
    out.append(["Ліміт на малі проєкти району: " + ua_num(limit["Малий"], True) + " грн; на великі: " +
                ua_num(limit["Великий"], True) + " грн"])
    write_text(name, csv_lines(out, ";"), "cp1251")
    sw, bw = unique_top(sv), unique_top(bv)
    entry(name,
          "Громадський бюджет м. Києва (gb.kyivcity.gov.ua, Kyiv's participatory-budget e-service), results list "
          "filtered on one district, selected in the browser, pasted into Excel (Ukrainian) and saved as 'CSV "
          "(розділювач – крапка з комою)'; a Podil civic group checking which projects of its district won",
          "Ready-made count table: two title lines, then one row per project with number, name, category (Малий / "
          "Великий), district, cost, votes and status, a total line and a note on the budget limits of the two "
          "categories.",
          "partly checked: city news pages (svyat/desn.kyivcity.gov.ua, the-village.com.ua) confirm voting on "
          "gb.kyivcity.gov.ua, up to 5 projects per voter and two categories (великі / малі) with their own "
          "winners; the table columns and the paste workflow are from memory (unverified)",
          "ask", None,
          "Which project won? The file holds two categories (small and large projects) ranked and funded separately.",
          {"Малі проєкти": small, "Великі проєкти": big},
          {"Малі проєкти": sv, "Великі проєкти": bv},
          ["two categories with separate winners and several 'Переможець' rows each",
           "cost column 'Вартість, грн' has larger numbers than votes",
           "numbers with no-break-space thousands separators and ',00'", "'Усього голосів' total line",
           "cp1251 with ';'"],
          acceptable={"Малі проєкти": sw, "Великі проєкти": bw},
          ask_because="Small and large projects are separate categories with their own budget limits and winners, "
                      "so the file has two winners and the user must say which category is meant.")


# ----------------------------------------------------------------------------------------------
# 9. Bakaláři Komens anketa, one column per option with X, re-saved by Czech Excel (cp1250 ';')
# ----------------------------------------------------------------------------------------------
CZ_SUR = ["Novák", "Svoboda", "Novotný", "Dvořák", "Černý", "Procházka", "Kučera", "Veselý", "Horák", "Němec",
          "Pokorný", "Marek", "Pospíšil", "Hájek", "Jelínek", "Král", "Růžička", "Beneš", "Fiala", "Sedláček",
          "Zeman", "Doležal", "Kolář", "Navrátil", "Čermák", "Urban", "Vaněk", "Blažek", "Kříž", "Kovář"]
CZ_GIV = ["Jakub", "Tereza", "Jan", "Eliška", "Tomáš", "Anna", "Matěj", "Adéla", "Vojtěch", "Natálie", "Ondřej",
          "Karolína", "Lukáš", "Kristýna", "Filip", "Barbora", "David", "Klára", "Šimon", "Veronika"]


def fem_cz(s):
    if s.endswith("ý"):
        return s[:-1] + "á"
    if s[-1] in "aeiouá":
        return s[:-1] + "ová"
    return s + "ová"


def make_bakalari():
    name = "Bakalari_Komens_anketa_nazev_skolniho_casopisu_vysledky.csv"
    opts = ["Školní Bzučák", "Sovička", "Klíček", "Pod lavicí", "Hlasatel 2. stupně"]

    def gen(rng):
        w = [rng.uniform(0.5, 1.5) for _ in opts]
        pupils = []
        for i in range(74):
            k = 2 if rng.random() < 0.6 else 1
            pk = set()
            while len(pk) < k:
                pk.add(rng.choices(range(5), weights=w)[0])
            pupils.append(sorted(pk))
        c = Counter(o for p in pupils for o in p)
        sc = {opts[i]: c[i] for i in range(5)}
        items = sorted(sc.items(), key=lambda kv: -kv[1])
        if items[0][1] - items[1][1] != 1 or items[1][1] - items[2][1] < 2:
            return None
        return pupils, sc, items[1][0]

    pupils, sc, runner = seed_search(9900, gen)
    rng = random.Random(9901)
    classes = ["6.A", "6.B", "7.A", "7.B", "8.A", "8.B", "9.A", "9.B"]
    hdr = ["Jméno", "Třída", "Role", "Odpověděl(a)"] + opts + ["Vlastní návrh"]
    out = [["Anketa: Jak se bude jmenovat náš školní časopis? (vyberte nejvýše 2 možnosti)"],
           ["Zadal: Mgr. Hana Kolářová, 2. 11. 2026, cílová skupina: žáci 6.–9. ročníku"],
           hdr]
    ri = opts.index(runner)
    tests = [["Kolářová Hana", "", "učitel", "2. 11. 2026 7:42"], ["Test Testovací", "", "učitel", "2. 11. 2026 7:45"]]
    for t in tests:
        out.append(t + ["X" if j == ri else "" for j in range(5)] + ["test"])
    t0 = datetime(2026, 11, 2, 8, 0)
    own = ["", "", "", "", "", "Lavice news", "ZŠ Express", "", "Školní kukátko", ""]
    rows = []
    for p in pupils:
        g = rng.choice(CZ_GIV)
        s = rng.choice(CZ_SUR)
        if g in ("Tereza", "Eliška", "Anna", "Adéla", "Natálie", "Karolína", "Kristýna", "Barbora", "Klára", "Veronika"):
            s = fem_cz(s)
        t = day_time(rng, t0, 6, 7, 22)
        rows.append([s + " " + g, rng.choice(classes), "žák", "%d. %d. %d %d:%02d" % (t.day, t.month, t.year, t.hour,
                                                                                         t.minute)] +
                    ["X" if j in p else "" for j in range(5)] + [rng.choice(own)])
    rows.sort(key=lambda r: (r[1], r[0]))
    out.extend(rows)
    tot = [sum(1 for r in out[3:] if r[4 + j] == "X") for j in range(5)]
    out.append(["Celkem", "", "", "%d odpovědí" % (len(rows) + 2)] + tot + [""])
    write_text(name, csv_lines(out, ";"), "cp1250")
    win = unique_top(sc)
    entry(name,
          "Bakaláři (Czech school information system), Komens → Ankety → výsledky → Export do Excelu, opened in "
          "Excel (Czech) and saved as 'CSV (oddělený středníkem)' (cp1250); a primary school's pupils (6th–9th "
          "grade) naming the new school magazine",
          "One column per option with 'X' for a tick (up to two per pupil), plus name, class, role and answer "
          "time; two title lines above, two teacher test answers at the top and a 'Celkem' totals row that "
          "counts them.",
          "unverified: the Komens anketa export layout and the 'Celkem' row are from memory; cp1250 with ';' is "
          "what Czech Excel writes for CSV",
          "winner", win,
          "Which name got the most ticks from pupils (teacher test answers excluded)?",
          opts, sc,
          ["two teacher test rows (role 'učitel', note 'test') tick %s, which then leads by one" % runner,
           "'Celkem' row totals include the test rows", "free-text 'Vlastní návrh' column",
           "title lines above the header", "cp1250, ';'"])


# ----------------------------------------------------------------------------------------------
# 10. Forum.ge poll with two questions, pasted into Notepad, saved as Unicode (UTF-16 LE) - ASK
# ----------------------------------------------------------------------------------------------
def make_forumge():
    name = "forum.ge_გამოკითხვა_ჭავჭავაძის_37_ამხანაგობა.txt"
    q1 = ["საბავშვო მოედანი", "ავტოსადგომი", "გამწვანება და სკამები", "არ მაქვს აზრი"]
    q2 = ["გიორგი ბერიძე", "ნინო კაპანაძე", "ლევან ჯავახიშვილი"]

    def gen(rng):
        n = rng.randint(58, 72)
        c1 = Counter(rng.choices(range(4), weights=[rng.uniform(0.5, 1.5) for _ in range(3)] + [0.35], k=n))
        c2 = Counter(rng.choices(range(3), weights=[rng.uniform(0.5, 1.5) for _ in range(3)], k=n))
        s1 = {q1[i]: c1[i] for i in range(4)}
        s2 = {q2[i]: c2[i] for i in range(3)}
        w1 = margin_top(s1, 3)
        w2 = margin_top(s2, 3)
        if w1 is None or w2 is None or w1 == q1[3]:
            return None
        return n, s1, s2

    n, s1, s2 = seed_search(10100, gen)
    L = []
    L.append("ფორუმი.ჯი » საზოგადოება » ქალაქი და მოქალაქე » ვაკე, ჭავჭავაძის 37 — ამხანაგობა")
    L.append("")
    L.append("გამოკითხვა: ჩვენი კორპუსის ორი საკითხი (მიცემული ხმები: %d)" % n)
    L.append("")
    for qi, (q, opts, sc) in enumerate([("რა მოვაწყოთ ეზოში ამხანაგობის თანხით?", q1, s1),
                                        ("ვინ იყოს ამხანაგობის თავმჯდომარე 2027 წლიდან?", q2, s2)], 1):
        L.append("%d. %s" % (qi, q))
        for o in opts:
            L.append("    %s\t[ %d ]\t[%.2f%%]" % (o, sc[o], 100.0 * sc[o] / n))
        L.append("")
    L.append("---")
    L.append("")
    L.append("ნანა_ვაკიდან  (პოსტები: 1 214)")
    L.append("დაწერილია: 18 ნოემბერი 2026, 21:14")
    L.append("მეზობლებო, გამოკითხვა 25 ნოემბრამდეა ღია. ორივე საკითხი ერთნაირად მნიშვნელოვანია, ორივეზე მიეცით ხმა.")
    L.append("შეხვედრა 28 ნოემბერს, 19:00, მე-2 სადარბაზოსთან.")
    L.append("")
    L.append("gia_37  (პოსტები: 88)")
    L.append("დაწერილია: 19 ნოემბერი 2026, 09:02")
    L.append("ავტოსადგომზე 14 ადგილი ეტევა, 2 500 ლარი ეღირება დაახლოებით.")
    L.append("")
    L.append("tamuna.k  (პოსტები: 403)")
    L.append("დაწერილია: 24 ნოემბერი 2026, 23:40")
    L.append("ბავშვებისთვის მოედანი უფრო საჭიროა, 37-ში 20-ზე მეტი ბავშვი ცხოვრობს.")
    write_text(name, "\n".join(L) + "\n", "utf-16-le")
    w1, w2 = unique_top(s1), unique_top(s2)
    entry(name,
          "Forum.ge (Georgia's largest web forum, Invision Power Board), a topic with a two-question poll opened "
          "after voting, page text selected in the browser, pasted into Windows Notepad and saved with encoding "
          "'Unicode' (UTF-16 LE); the homeowners' association (ამხანაგობა) of a Tbilisi apartment block in Vake",
          "Pasted forum poll: breadcrumb, poll title with the number of votes, two questions each with options, "
          "'[ n ]' counts and '[p%]' percentages, then three posts quoting other numbers.",
          "unverified: IP.Board-style poll blocks ('[ n ] [p%]') and Forum.ge's Georgian labels are from memory; "
          "UTF-16 LE because Notepad's ANSI code pages cannot hold Georgian",
          "ask", None,
          "Which option won? The poll has two questions of equal standing (yard project and chair of the "
          "association).",
          {"1. ეზო (yard project)": q1, "2. თავმჯდომარე (chair)": q2},
          {"1. ეზო (yard project)": s1, "2. თავმჯდომარე (chair)": s2},
          ["two questions in one poll, the author says both matter equally",
           "'არ მაქვს აზრი' (no opinion) option", "posts quote numbers (14 places, 2 500 lari, 20 children)",
           "UTF-16 LE with BOM"],
          acceptable={"1. ეზო (yard project)": w1, "2. თავმჯდომარე (chair)": w2},
          ask_because="The poll asks two different questions of equal weight, each with its own winner, so the user "
                      "must say which question the winner is wanted for.")


# ----------------------------------------------------------------------------------------------
# 11. BiP group chat export (Turkish), votes typed as messages, last vote per flat counts
# ----------------------------------------------------------------------------------------------
TR_GIV = ["Mehmet", "Ayşe", "Mustafa", "Fatma", "Ahmet", "Emine", "Ali", "Hatice", "Hüseyin", "Zeynep", "Hasan",
          "Elif", "İbrahim", "Merve", "Murat", "Özlem", "Serkan", "Gül", "Emre", "Şule", "Kemal", "Derya"]
TR_SUR = ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Yıldırım", "Öztürk", "Aydın", "Özdemir", "Arslan",
          "Doğan", "Kılıç", "Aslan", "Çetin", "Kara", "Koç", "Kurt", "Özkan", "Şimşek", "Polat", "Erdoğan"]


def make_bip():
    name = "BiP_Sohbet_Yesilvadi_Sitesi_B_Blok_Yonetim.txt"
    colours = ["Krem", "Açık gri", "Somon", "Bej"]

    def gen(rng):
        flats = list(range(1, 25))
        voters = rng.sample(flats, 21)
        w = [rng.uniform(0.5, 1.5) for _ in colours]
        first = {f: rng.choices(range(4), weights=w)[0] for f in voters}
        changers = rng.sample(voters, 5)
        final = dict(first)
        for f in changers:
            final[f] = rng.choice([c for c in range(4) if c != first[f]])
        fin = Counter(final.values())
        allm = Counter(first.values()) + Counter(final[f] for f in changers)
        # interim after roughly first 12 votes (first votes only)
        order = list(voters)
        rng.shuffle(order)
        interim = Counter(first[f] for f in order[:12])
        fs = {colours[i]: fin[i] for i in range(4)}
        fw = margin_top(fs, 2)
        if fw is None:
            return None
        iw = unique_top({colours[i]: interim[i] for i in range(4)})
        aw = unique_top({colours[i]: allm[i] for i in range(4)})
        fw1 = unique_top({colours[i]: Counter(first.values())[i] for i in range(4)})
        if iw is None or iw == fw or aw is None or aw == fw or fw1 == fw:
            return None
        return voters, first, changers, final, order, interim, fs

    voters, first, changers, final, order, interim, fs = seed_search(11100, gen)
    rng = random.Random(11101)
    people = {}
    used = set()
    for f in range(1, 25):
        while True:
            g, s = rng.choice(TR_GIV), rng.choice(TR_SUR)
            if (g, s) not in used:
                used.add((g, s))
                break
        people[f] = "%s %s B-%d" % (g, s, f)
    mgr = "Yönetici Kemal Bey"
    t = datetime(2026, 11, 9, 20, 5)
    L = []

    def msg(who, text, gap):
        nonlocal t
        t = t + timedelta(minutes=gap)
        if t.hour < 7:
            t = t.replace(hour=7) + timedelta(minutes=gap % 50)
        L.append("%s %s - %s: %s" % (t.strftime("%d.%m.%Y"), t.strftime("%H:%M"), who, text))

    L.append("09.11.2026 20:01 - %s bu grubu oluşturdu: \"Yeşilvadi B Blok Yönetim\"" % mgr)
    msg(mgr, "İyi akşamlar komşular. Dış cephe boyası için renk oylaması yapıyoruz. Her daireden 1 oy, son yazdığınız "
             "geçerli olur. 1- Krem  2- Açık gri  3- Somon  4- Bej. Sadece numara yazmanız yeterli. Oylama Pazar "
             "22:00'de kapanıyor.", 4)
    msg(mgr, "<Medya dahil edilmedi>", 1)
    templates = ["%d", "%d", "%d numara", "Bizden %d", "%d 👍", "Ben %d diyorum", "%d olsun"]
    change_t = ["Eşimle konuştuk, %d yerine %d yazın lütfen", "Pardon, %d değil %d", "Fikrimi değiştirdim: %d → %d"]
    half = len(order) // 2 + 2
    for idx, f in enumerate(order):
        if idx == 12:
            msg(mgr, "Ara durum: " + ", ".join("%s %d" % (colours[i], interim[i]) for i in range(4)) +
                ". Oy vermeyenler unutmasın 🙏", rng.randint(20, 90))
        msg(people[f], rng.choice(templates) % (first[f] + 1), rng.randint(3, 140))
        if rng.random() < 0.15:
            msg(people[f], rng.choice(["Asansör ne zaman tamir edilecek?", "Teşekkürler", "Somonun tonu çok koyu değil "
                                                                                   "mi?", "Numune fotoğraf var mı?"]),
                rng.randint(1, 10))
        if idx == half:
            msg(mgr, "Bu arada aidatlar 1.250 TL oldu, Aralık'tan itibaren.", rng.randint(5, 30))
    for f in changers:
        msg(people[f], rng.choice(change_t) % (first[f] + 1, final[f] + 1), rng.randint(30, 400))
    msg(mgr, "Oylama kapandı, sonucu toplantıda açıklayacağım. Katılan herkese teşekkürler.", 60)
    write_text(name, "\n".join(L) + "\n", "utf-8", newline="\n")
    win = unique_top(fs)
    iw = unique_top({colours[i]: interim[i] for i in range(4)})
    entry(name,
          "BiP (Turkcell's messenger), group chat → ⋮ → Sohbeti dışa aktar (without media), the .txt file mailed "
          "to the manager; the residents of an apartment block (site, B Blok) in Ankara voting on the facade "
          "colour",
          "Chat log, one line per message ('dd.mm.yyyy HH:MM - name: text'): the manager lists four numbered "
          "colours, residents answer with a number in free wording, five later change their vote, the manager "
          "posts an interim count halfway and other chatter with numbers is mixed in.",
          "unverified: BiP's export line format is from memory (similar to other messengers' exports); UTF-8 "
          "without BOM, LF",
          "winner", win,
          "Which colour wins with one vote per flat, the flat's last message counting (as the manager announced)?",
          colours, fs,
          ["five residents change their vote later ('Eşimle konuştuk, 2 yerine 3 yazın', 'Pardon, 4 değil 3')", "interim count by the manager shows %s ahead" %
           iw, "votes are numbers 1–4 mapping to colours in the first message",
           "chatter with numbers (1.250 TL, flat numbers B-7)"],
          aliases=None)


# ----------------------------------------------------------------------------------------------
# 12. Au.ru bid history pasted into Notepad (cp1251): posted-price revenue maximisation
# ----------------------------------------------------------------------------------------------
def rub(n):
    return "{:,}".format(n).replace(",", NBSP) + " руб."


def make_auru():
    name = "Au.ru_история_ставок_лот_84512077_самовар.txt"
    nicks = ["а***7 (128)", "s***a (41)", "К***н (3)", "v***r (256)", "м***9 (17)", "О***й (77)", "p***s (9)",
             "Н***а (305)", "t***k (12)"]

    def gen(rng):
        maxes = sorted(rng.sample(range(40, 160), 9))
        maxes = [m * 100 for m in maxes]
        bids = []
        for i, m in enumerate(maxes):
            k = rng.randint(1, 4)
            amts = sorted(set([m] + [max(3000, m - 100 * rng.randint(1, 30)) for _ in range(k - 1)]))
            for a in amts:
                bids.append([nicks[i], a, False])
        # a cancelled high bid by the bidder with the lowest valid max
        canc_amt = maxes[-1] + 100 * rng.randint(3, 20)
        bids.append([nicks[0], canc_amt, True])

        def best(valid_max):
            vals = sorted(set(valid_max))
            rev = {v: v * sum(1 for x in valid_max if x >= v) for v in vals}
            return rev

        rev = best(maxes)
        top = unique_top({str(k): v for k, v in rev.items()})
        if top is None:
            return None
        trap_max = list(maxes)
        trap_max[0] = canc_amt
        rev2 = best(trap_max)
        top2 = unique_top({str(k): v for k, v in rev2.items()})
        if top2 is None or top2 == top:
            return None
        if sorted(rev.values())[-1] - sorted(rev.values())[-2] < 300:
            return None
        return maxes, bids, rev, canc_amt

    maxes, bids, rev, canc_amt = seed_search(12200, gen)
    rng = random.Random(12201)
    bids.sort(key=lambda b: b[1])
    t = datetime(2026, 11, 17, 10, 12)
    timed = []
    for b in bids:
        t = t + timedelta(minutes=rng.randint(20, 600), seconds=rng.randint(0, 59))
        timed.append((b, t))
    # the final burst is on the last evening
    L = ["Самовар угольный «Тула, бр. Баташевы», 1890-е, 5 л, с подносом",
         "Лот № 84512077 · Антиквариат › Самовары",
         "Торги завершены 24.11.2026 в 21:00 (красноярское время)",
         "Начальная цена: " + rub(3000) + "   Шаг ставки: " + rub(100),
         "Ставок: %d   Участников: %d" % (len(bids), len(set(b[0] for b in bids))),
         "Продавец: samovarych (412) · г. Красноярск",
         "",
         "История ставок",
         "Участник\tСтавка\tДата и время\tПримечание"]
    for b, tt in sorted(timed, key=lambda x: x[1], reverse=True):
        L.append("%s\t%s\t%s\t%s" % (b[0], rub(b[1]), tt.strftime("%d.%m.%Y %H:%M:%S"),
                                     "ставка отменена продавцом" if b[2] else ""))
    L.append("")
    L.append("Победитель торгов: %s — %s" % (nicks[8], rub(maxes[-1])))
    L.append("Продавец выставит ещё 6 таких самоваров по фиксированной цене.")
    write_text(name, "\n".join(L) + "\n", "cp1251")
    scores = OrderedDict(("%d.00" % k, v) for k, v in sorted(rev.items()))
    win = unique_top(scores)
    entry(name,
          "Au.ru (Ау.ру, Krasnoyarsk-based Siberian online marketplace with auctions), ended lot → 'История "
          "ставок' selected in the browser, pasted into Windows Notepad and saved as ANSI (cp1251); a Krasnoyarsk "
          "antiques seller studying the bids to set a fixed price for six more identical samovars",
          "Bid list: lot title lines (lot number, end time, start price, step, counts, seller), then a "
          "tab-separated table Участник / Ставка ('12 500 руб.') / Дата и время / Примечание, newest first, "
          "several bids per bidder, one bid cancelled by the seller, and two footer lines.",
          "unverified: Au.ru's bid-history layout and masked nicknames are from memory; cp1251 because Notepad on "
          "Russian Windows saves ANSI as cp1251; thousands separator is the browser's no-break space",
          "winner", win,
          "Which posted price maximises revenue = price × number of bidders whose highest valid bid is at least "
          "that price (cancelled bid excluded)?",
          [k for k in scores], scores,
          ["a bid cancelled by the seller (%s) must be ignored; with it the optimum changes" % rub(canc_amt),
           "several bids per bidder; only each bidder's highest counts", "lot number and counts in the title block",
           "'12 500 руб.' with no-break space", "cp1251"])


# ----------------------------------------------------------------------------------------------
# 13. Azota (Vietnam) score sheet, several attempts, best attempt counts; xlsx with text scores
# ----------------------------------------------------------------------------------------------
VN_SUR = ["Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Huỳnh", "Phan", "Vũ", "Võ", "Đặng", "Bùi", "Đỗ", "Hồ", "Ngô",
          "Dương", "Lý"]
VN_MID = ["Văn", "Thị", "Minh", "Ngọc", "Gia", "Hoàng", "Thanh", "Đức", "Khánh", "Bảo", "Phương", "Anh"]
VN_GIV = ["An", "Bình", "Châu", "Dũng", "Giang", "Hà", "Hiếu", "Huy", "Khoa", "Linh", "Long", "Mai", "Nam", "Ngân",
          "Nhung", "Phúc", "Quân", "Quỳnh", "Sơn", "Tâm", "Thảo", "Trang", "Tuấn", "Vy", "Yến"]


def make_azota():
    name = "Azota_Bang_diem_Vong_loai_Rung_chuong_vang_khoi_9.xlsx"

    def gen(rng):
        names = set()
        studs = []
        while len(studs) < 36:
            n = "%s %s %s" % (rng.choice(VN_SUR), rng.choice(VN_MID), rng.choice(VN_GIV))
            if n in names:
                continue
            names.add(n)
            studs.append((n, rng.choice(["9A1", "9A2", "9A3"])))
        atts = []
        for n, c in studs:
            k = 1 if rng.random() < 0.45 else 2
            skill = rng.uniform(18, 37)
            for a in range(k):
                correct = max(5, min(40, int(round(rng.gauss(skill, 3)))))
                atts.append((n, c, a + 1, correct))
        best = defaultdict(int)
        last = {}
        tot = defaultdict(int)
        for n, c, a, cr in atts:
            best[n] = max(best[n], cr)
            last[n] = cr
            tot[n] += cr
        bw = margin_top(best, 1)
        lw = unique_top(last)
        tw = unique_top(tot)
        if bw is None or lw is None or lw == bw or tw is None or tw == bw:
            return None
        return studs, atts, best, lw, tw

    studs, atts, best, lw, tw = seed_search(13300, gen)
    rng = random.Random(13301)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Bảng điểm"
    ws["A1"] = "BẢNG ĐIỂM BÀI THI: VÒNG LOẠI RUNG CHUÔNG VÀNG KHỐI 9 — TRƯỜNG THCS NGUYỄN DU"
    ws["A1"].font = Font(bold=True, size=13)
    ws.merge_cells("A1:H1")
    ws["A2"] = "Lớp giao bài: 9A1, 9A2, 9A3    Số câu: 40    Thang điểm: 10    Số lần làm bài tối đa: 2"
    ws.merge_cells("A2:H2")
    ws["A3"] = "Cách tính điểm: lấy điểm cao nhất trong các lần làm bài"
    ws.merge_cells("A3:H3")
    hdr = ["STT", "Họ và tên", "Lớp", "Lần làm bài", "Số câu đúng", "Điểm", "Thời gian làm bài", "Nộp bài lúc"]
    for j, h in enumerate(hdr, 1):
        ws.cell(row=5, column=j, value=h).font = Font(bold=True)
    atts_sorted = sorted(atts, key=lambda a: (a[1], a[0].split()[-1], a[0], a[2]))
    r = 6
    for i, (n, c, a, cr) in enumerate(atts_sorted, 1):
        sc = cr * 0.25
        ss = ("%.2f" % sc).rstrip("0").rstrip(".").replace(".", ",")
        mins = rng.randint(9, 24)
        sub = datetime(2026, 11, 20, 19, 0) + timedelta(days=a - 1, minutes=rng.randint(0, 150))
        vals = [i, n, c, a, "%d/40" % cr, ss, "%d phút %02d giây" % (mins, rng.randint(0, 59)),
                sub.strftime("%d/%m/%Y %H:%M")]
        for j, v in enumerate(vals, 1):
            ws.cell(row=r, column=j, value=v)
        r += 1
    ws.column_dimensions["B"].width = 26
    ws.column_dimensions["G"].width = 18
    ws.column_dimensions["H"].width = 18
    save_xlsx(wb, name)
    scores = {n: r2(v * 0.25) for n, v in best.items()}
    win = unique_top(scores)
    entry(name,
          "Azota (azota.vn, Vietnamese online homework and test platform), Bài tập / Đề thi → Kết quả → Xuất file "
          "Excel (bảng điểm); a lower-secondary school (THCS) in Hà Nội running the qualifying round of its "
          "'Rung chuông vàng' quiz for grade 9 on Azota",
          "Results sheet with one row per attempt: number, name, class, attempt number, correct answers 'n/40', "
          "score out of 10 as text with a decimal comma, duration and submit time; a title block states two "
          "attempts allowed and that the best attempt counts.",
          "unverified: Azota's score-sheet columns are from memory (search returned only spam pages); the "
          "Vietnamese decimal comma is locale practice",
          "winner", win,
          "Which student has the highest score, taking each student's best attempt as the sheet says?",
          sorted(scores), scores,
          ["one row per attempt; last attempt would favour %s" % lw,
           "summing attempts would favour %s" % tw, "scores stored as text with decimal comma ('8,75')",
           "'n/40' correct-answer column", "merged title block"])


# ----------------------------------------------------------------------------------------------
# 14. Weles3 housing community vote: shares versus heads (ISO-8859-2, sep=; line) - ASK
# ----------------------------------------------------------------------------------------------
PL_SUR = ["Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kowalczyk", "Kamiński", "Lewandowski", "Zieliński",
          "Szymański", "Woźniak", "Dąbrowski", "Kozłowski", "Jankowski", "Mazur", "Kwiatkowski", "Krawczyk",
          "Piotrowski", "Grabowski", "Nowakowski", "Pawłowski", "Michalski", "Adamczyk", "Dudek", "Zając"]
PL_GIV_M = ["Piotr", "Krzysztof", "Andrzej", "Tomasz", "Paweł", "Marcin", "Michał", "Grzegorz", "Jerzy", "Łukasz"]
PL_GIV_F = ["Anna", "Maria", "Katarzyna", "Małgorzata", "Agnieszka", "Barbara", "Ewa", "Krystyna", "Elżbieta", "Zofia"]


def pl_fem(s):
    return s[:-1] + "a" if s.endswith("ski") or s.endswith("cki") or s.endswith("dzki") else s


def make_weles():
    name = "Weles3_wyniki_glosowania_uchwala_7_2026_wybor_wykonawcy_elewacji.csv"
    offers = ["Oferta A – ELBUD Gdańsk sp. z o.o.", "Oferta B – Remonty Pomorze s.c.", "Oferta C – TERMO-DOM Sp.j."]
    offers = [o.replace("–", "-") for o in offers]

    def gen(rng):
        units = ["M%d" % i for i in range(1, 35)] + ["U1", "U2"]
        area = {u: rng.randint(38, 78) for u in units}
        area["U1"] = 640
        area["U2"] = 410
        tot_area = sum(area.values())
        owners = {}
        used = set()
        for u in units:
            while True:
                if rng.random() < 0.5:
                    nm = "%s %s" % (rng.choice(PL_SUR), rng.choice(PL_GIV_M))
                else:
                    nm = "%s %s" % (pl_fem(rng.choice(PL_SUR)), rng.choice(PL_GIV_F))
                if nm not in used:
                    used.add(nm)
                    break
            owners[u] = nm
        owners["U1"] = "Gmina Miasta Gdańska"
        owners["M3"] = "Gmina Miasta Gdańska"
        owners["M21"] = "Gmina Miasta Gdańska"
        owners["U2"] = "Baltic Invest Nieruchomości sp. z o.o."
        w = [rng.uniform(0.6, 1.4) for _ in offers]
        vote = {}
        for u in units:
            x = rng.random()
            if x < 0.1:
                vote[u] = "nie głosował"
            elif x < 0.15:
                vote[u] = "wstrzymał się"
            else:
                vote[u] = offers[rng.choices(range(3), weights=w)[0]]
        gmina_vote = offers[rng.randrange(3)]
        for u in ("U1", "M3", "M21"):
            vote[u] = gmina_vote
        vote["U2"] = gmina_vote if rng.random() < 0.5 else offers[rng.randrange(3)]
        share = {u: area[u] / tot_area for u in units}
        sh = {o: sum(share[u] for u in units if vote[u] == o) for o in offers}
        heads = {}
        seen = {}
        for u in units:
            if vote[u] in offers:
                seen.setdefault(owners[u], vote[u])
        for o in offers:
            heads[o] = sum(1 for v in seen.values() if v == o)
        ws_ = margin_top(sh, 0.02)
        wh = margin_top(heads, 2)
        if ws_ is None or wh is None or ws_ == wh:
            return None
        if max(sh.values()) >= 0.5:
            pass
        return units, area, tot_area, owners, vote, share, sh, heads

    units, area, tot_area, owners, vote, share, sh, heads = seed_search(14400, gen)
    rng = random.Random(14401)
    # shares in 4 decimals; rounding fixed so they sum to 1.0000
    sh4 = {u: round(share[u], 4) for u in units}
    diff = round(1.0 - sum(sh4.values()), 4)
    sh4["U1"] = round(sh4["U1"] + diff, 4)
    out = [["Wspólnota Mieszkaniowa Nieruchomości przy ul. Grunwaldzkiej 214 w Gdańsku"],
           ["Głosowanie nad wyborem wykonawcy remontu i docieplenia elewacji (przed uchwałą nr 7/2026)"],
           ["Zebranie 5.11.2026 oraz indywidualne zbieranie głosów do 20.11.2026; zarząd przygotuje uchwałę dla "
            "oferty, która uzyska najwięcej głosów"],
           [],
           ["Lokal", "Właściciel", "Pow. użytkowa [m2]", "Udział", "Głos", "Tryb", "Data głosu"]]
    t0 = datetime(2026, 11, 5, 18, 0)
    for u in units:
        mode = "zebranie" if rng.random() < 0.45 else "indywidualne zbieranie głosów"
        dt = t0 if mode == "zebranie" else t0 + timedelta(days=rng.randint(1, 15), hours=rng.randint(0, 5))
        out.append([u, owners[u], "%d,00" % area[u], ("%.4f" % sh4[u]).replace(".", ","), vote[u], mode,
                    "" if vote[u] == "nie głosował" else dt.strftime("%d.%m.%Y")])
    out.append([])
    out.append(["Podsumowanie", "", "", "Suma udziałów", "Liczba właścicieli (1 właściciel = 1 głos)"])
    shs = OrderedDict()
    for o in offers:
        shs[o] = r2(sum(sh4[u] for u in units if vote[u] == o))
        out.append([o, "", "", ("%.4f" % shs[o]).replace(".", ","), heads[o]])
    for lab in ("wstrzymał się", "nie głosował"):
        seen = {}
        for u in units:
            if vote[u] == lab:
                seen[owners[u]] = 1
        out.append([lab, "", "", ("%.4f" % sum(sh4[u] for u in units if vote[u] == lab)).replace(".", ","), len(seen)])
    out.append([])
    out.append(["Uwaga: właściciele lokali M8, M14, M27 i M30 złożyli 12.11.2026 wniosek o liczenie głosów według zasady "
                "'jeden właściciel - jeden głos' (art. 23 ust. 2a u.w.l.); zarząd nie ustalił jeszcze, czy wniosek "
                "spełnia warunek 1/5 udziałów. Wynik podano w obu wariantach."])
    write_text(name, "sep=;\n" + csv_lines(out, ";"), "iso-8859-2")
    wsh, whd = unique_top(shs), unique_top(heads)
    entry(name,
          "Weles3 (Polish property-management software for housing communities and their administrators), "
          "Uchwały → uchwała → Wyniki głosowania → Eksport CSV (ISO-8859-2 with a 'sep=;' line for Excel); a "
          "Gdańsk housing community (wspólnota mieszkaniowa) choosing the contractor for its facade renovation",
          "A 'sep=;' line, a title block (community, the vote, voting modes, 'the offer with most votes'), one row per unit with owner, area, share (udział, "
          "decimal comma), vote, mode and date, then a summary with the sum of shares and the number of owners per "
          "offer and a note that a request to count one owner one vote is pending.",
          "partly checked: standardyprawa.pl and Polish court judgments (saos.org.pl) confirm votes by shares with "
          "'jeden właściciel – jeden głos' on request (art. 23 ust. 2 and 2a u.w.l.) and individual vote "
          "collection; Weles3's export layout is from memory (unverified)",
          "ask", None,
          "Which offer won? Shares (udziały) and heads (one owner one vote) give different winners and the file "
          "says the counting rule is still undecided.",
          {"udziały (shares)": offers, "jeden właściciel - jeden głos (heads)": offers},
          {"udziały (shares)": shs, "jeden właściciel - jeden głos (heads)": heads},
          ["the city (Gmina) owns three units incl. a large commercial unit: one head, large share",
           "summary block gives both tallies", "pending request note decides the rule",
           "'sep=;' first line, ISO-8859-2, decimal comma shares", "abstain / did-not-vote rows"],
          acceptable={"udziały (shares)": wsh, "jeden właściciel - jeden głos (heads)": whd},
          ask_because="By shares one offer wins, by one owner one vote another, and the file itself says the board "
                      "has not yet decided which rule applies.")


# ----------------------------------------------------------------------------------------------
# 15. Adservio parent questionnaire (Romania), several questions, CSV UTF-8 BOM ';'
# ----------------------------------------------------------------------------------------------
RO_SUR = ["Popescu", "Ionescu", "Popa", "Constantin", "Stan", "Dumitru", "Stoica", "Gheorghe", "Rusu", "Munteanu",
          "Matei", "Ciobanu", "Lungu", "Moldovan", "Ungureanu", "Florea", "Tudor", "Bălan", "Sârbu", "Mureșan"]
RO_GIV_C = ["Andrei", "Ioana", "Ștefan", "Maria", "Luca", "Ana", "David", "Sofia", "Matei", "Elena", "Răzvan",
            "Bianca", "Tudor", "Alexia", "Mihai", "Daria"]
RO_GIV_P = ["Cristina", "Mihaela", "Daniela", "Gabriela", "Adrian", "Florin", "Ionuț", "Cătălin", "Alina", "Simona"]


def make_adservio():
    name = "Adservio_chestionar_parinti_clasa_a_VII-a_B_excursie_2027.csv"
    dests = ["Sibiu - Păltiniș", "Maramureș", "Delta Dunării (Tulcea)", "Bucovina (mănăstirile)"]

    def gen(rng):
        n = 29
        w = [rng.uniform(0.5, 1.5) for _ in dests]
        rows = []
        for i in range(n):
            if rng.random() < 0.1:
                rows.append(None)
                continue
            part = "Da" if rng.random() < 0.82 else ("Nu" if rng.random() < 0.6 else "Nu știu încă")
            if rng.random() < 0.1:
                d = "other"
            else:
                d = rng.choices(range(4), weights=w)[0]
            rows.append((part, d))
        c = Counter(r[1] for r in rows if r and r[1] != "other")
        sc = {dests[i]: c[i] for i in range(4)}
        win = margin_top(sc, 2)
        if win is None or sum(1 for r in rows if r and r[1] == "other") < 2:
            return None
        return rows, sc

    rows, sc = seed_search(15500, gen)
    rng = random.Random(15501)
    others = ["Altă destinație: Cluj-Napoca + Salina Turda", "Altă destinație: Brașov", "Altă destinație: Hunedoara "
                                                                                          "(Castelul Corvinilor)"]
    hdr = ["Nr.", "Elev", "Părinte", "Data completării", "1. Copilul dumneavoastră va participa la excursie?",
           "2. Ce destinație preferați?", "3. Suma maximă pe care o puteți achita (lei)", "4. Perioada preferată",
           "5. Observații"]
    out = [hdr]
    t0 = datetime(2026, 11, 10, 17, 0)
    obs = ["", "", "", "", "Copilul are alergie la arahide.", "Prefer cazare la pensiune, nu hotel.", "",
           "Putem plăti în 2 rate?", "", "Mulțumim, doamna dirigintă!"]
    oi = 0
    for i, r in enumerate(rows, 1):
        s = rng.choice(RO_SUR)
        child = "%s %s" % (s, rng.choice([g for g in RO_GIV_C if g != s]))
        parent = "%s %s" % (s, rng.choice(RO_GIV_P))
        if r is None:
            out.append([i, child, parent, "Necompletat", "", "", "", "", ""])
            continue
        t = day_time(rng, t0, 7, 7, 23)
        if r[1] == "other":
            d = others[oi % len(others)]
            oi += 1
        else:
            d = dests[r[1]]
        out.append([i, child, parent, t.strftime("%d.%m.%Y %H:%M"), r[0], d, rng.choice([450, 500, 600, 700, 800, 1000]),
                    rng.choice(["Mai 2027", "Mai 2027", "Iunie 2027 (după 15)", "Săptămâna verde"]), rng.choice(obs)])
    write_text(name, csv_lines(out, ";"), "utf-8", bom=True)
    win = unique_top(sc)
    entry(name,
          "Adservio (Romanian school e-catalogue and school-parent platform), Chestionare → chestionar → Rezultate "
          "→ Export CSV, opened and re-saved in Excel (Romanian) as 'CSV UTF-8 (delimitat prin virgulă)' (which "
          "uses ';' under the Romanian list separator); a Bucharest lower-secondary class's form teacher asking "
          "parents about the 2027 class trip",
          "Several questions in one export: pupil, parent, completion time, participation (Da / Nu / Nu știu "
          "încă), the destination vote, a maximum amount in lei, a period and remarks; parents who did not answer "
          "are listed as 'Necompletat'; a few write their own destination.",
          "partly checked: Adservio's own pages confirm a Romanian school platform (Iași) with a messaging "
          "module; the questionnaire export layout is from memory (unverified)",
          "winner", win,
          "Which destination did most parents choose (question 2)?",
          dests, sc,
          ["'Da' in question 1 is the most frequent answer in the file",
           "amounts 450–1000 lei in question 3", "'Altă destinație: …' free-text answers",
           "'Necompletat' rows with empty answers", "UTF-8 with BOM, ';', ș/ț with comma below"])


def main():
    make_xuexitong()
    make_desknets()
    make_nifty()
    make_ealimi()
    make_ptt()
    make_swissmanager()
    make_platonus()
    make_kyiv()
    make_bakalari()
    make_forumge()
    make_bip()
    make_auru()
    make_azota()
    make_weles()
    make_adservio()
    for k, e in EXPECTED.items():
        if e["answer"] == "winner":
            assert e["winner"] is not None, k
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8") as f:
        json.dump(EXPECTED, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print("wrote %d files + expected.json" % len(EXPECTED))


if __name__ == "__main__":
    main()
