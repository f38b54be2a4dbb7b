#!/usr/bin/env python3
"""Blind test set ZF: 15 synthetic exports from workplace and business software.

Run from the repository root:  /work/main/.venv/bin/python tests/blind/set_zf/make_set.py
Writes the files and expected.json next to this script. Deterministic (fixed seeds, fixed xlsx timestamps).
Standard library + openpyxl only.
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
from openpyxl.styles import Alignment, Font

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED_DT = dt.datetime(2026, 4, 1, 9, 0, 0)
EXPECTED = {}


# ----------------------------------------------------------------------------- helpers
def out(name):
    return os.path.join(HERE, name)


def write_bytes(name, data):
    with open(out(name), "wb") as fh:
        fh.write(data)


def csv_text(rows, delim=",", quoting=csv.QUOTE_MINIMAL, lineterm="\r\n"):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delim, quoting=quoting, lineterminator=lineterm)
    w.writerows(rows)
    return buf.getvalue()


def ranked(scores):
    return sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))


def margin_ok(scores, pct=0.05):
    r = ranked(scores)
    return r[0][1] > 0 and (r[0][1] - r[1][1]) >= pct * r[0][1]


def top(scores):
    return ranked(scores)[0][0]


def save_xlsx(wb, name):
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    wb.properties.creator = None
    wb.properties.lastModifiedBy = None
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    dst_buf = io.BytesIO()
    with zipfile.ZipFile(dst_buf, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":  # openpyxl stamps 'modified' with the save time
                data = re.sub(rb"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)",
                              rb"\g<1>2026-04-01T09:00:00Z\g<2>", data)
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 4, 1, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = info.external_attr
            dst.writestr(zi, data)
    write_bytes(name, dst_buf.getvalue())


def record(name, tool, shape, evidence, question, candidates, scores, traps,
           answer="winner", winner=None, acceptable=None, ask_because=None):
    if answer == "winner":
        assert margin_ok(scores), (name, ranked(scores))
        assert winner == top(scores), (name, winner, ranked(scores))
        assert winner in candidates
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


def spread(rng, start, end, n):
    """n sorted datetimes between start and end."""
    span = int((end - start).total_seconds())
    return sorted(start + dt.timedelta(seconds=rng.randrange(span)) for _ in range(n))


# ----------------------------------------------------------------------------- 1 Redmine (ja)
def f_redmine():
    name = "issues.csv"
    rng = random.Random(101)
    sur = ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤", "吉田", "山田",
           "佐々木", "山口", "松本", "井上", "木村", "林", "斎藤", "清水", "森", "池田", "橋本", "石川"]
    giv = ["翔太", "美咲", "大輔", "由美", "健一", "彩", "直樹", "恵", "拓也", "千尋", "誠", "真理子",
           "亮", "陽子", "聡", "愛", "和也", "沙織", "悠斗", "菜々子"]
    people = []
    while len(people) < 58:
        p = rng.choice(sur) + " " + rng.choice(giv)
        if p not in people:
            people.append(p)
    depts = ["開発部"] * 26 + ["営業部"] * 14 + ["管理部"] * 10 + ["品質保証部"] * 8
    rng.shuffle(depts)
    attend = ["参加"] * 50 + ["不参加"] * 8
    rng.shuffle(attend)
    dests = ["沖縄"] * 17 + ["京都・奈良"] * 13 + ["北海道（小樽・札幌）"] * 9 + ["箱根"] * 7 + ["金沢"] * 4
    rng.shuffle(dests)
    created = spread(rng, dt.datetime(2026, 5, 8, 9, 0), dt.datetime(2026, 5, 15, 18, 0), 60)
    issues = []
    di = 0
    for i, person in enumerate(people):
        d = ""
        if attend[i] == "参加":
            d = dests[di]
            di += 1
        issues.append({"author": person, "dept": depts[i], "attend": attend[i], "dest": d, "status": "終了", "rel": ""})
    # two duplicate answers (same person filed twice), closed as rejected by the general-affairs desk
    for k, dup_of in enumerate([3, 17]):
        src = issues[dup_of]
        issues.append({"author": src["author"], "dept": src["dept"], "attend": "参加", "dest": "京都・奈良",
                       "status": "却下", "rel": "dup:%d" % dup_of})
    order = list(range(len(issues)))
    rng.shuffle(order)  # filing order
    for dup_idx in (len(issues) - 2, len(issues) - 1):  # a duplicate is always filed after the original
        orig = int(issues[dup_idx]["rel"].split(":")[1])
        pd, po = order.index(dup_idx), order.index(orig)
        if pd < po:
            order[pd], order[po] = order[po], order[pd]
    first_id = 1204
    rows_by_id = {}
    id_of = {}
    for pos, idx in enumerate(order):
        id_of[idx] = first_id + pos
    for pos, idx in enumerate(order):
        it = issues[idx]
        iid = first_id + pos
        c = created[pos]
        upd = c + dt.timedelta(minutes=rng.randrange(30, 60 * 30))
        rel = ""
        if it["rel"]:
            rel = "次のチケットと重複: #%d" % id_of[int(it["rel"].split(":")[1])]
        rows_by_id[iid] = [
            str(iid), "総務部 社内イベント", "アンケート", "", it["status"], "通常",
            "社員旅行2026 行き先希望（%s）" % it["author"], it["author"], "総務 佐藤 恵",
            upd.strftime("%Y/%m/%d %H:%M"), "社員旅行", "2026年度", c.strftime("%Y/%m/%d"), "2026/05/15", "",
            "100", c.strftime("%Y/%m/%d %H:%M"), upd.strftime("%Y/%m/%d %H:%M"), rel,
            it["dept"], it["attend"], it["dest"],
        ]
    header = ["#", "プロジェクト", "トラッカー", "親チケット", "ステータス", "優先度", "題名", "作成者", "担当者",
              "更新日", "カテゴリ", "対象バージョン", "開始日", "期日", "予定工数", "進捗率", "作成日", "終了日",
              "関連するチケット", "所属部署", "参加可否", "希望する行き先"]
    rows = [header] + [rows_by_id[k] for k in sorted(rows_by_id, reverse=True)]  # Redmine default sort: id desc
    write_bytes(name, csv_text(rows, lineterm="\n").encode("cp932"))
    scores = {}
    for it in issues:
        if it["status"] == "終了" and it["dest"]:
            scores[it["dest"]] = scores.get(it["dest"], 0) + 1
    cands = ["沖縄", "京都・奈良", "北海道（小樽・札幌）", "箱根", "金沢"]
    record(name,
           "Redmine 5 (Japanese UI), project '総務部 社内イベント', issue list of the tracker 'アンケート' → CSV "
           "(all columns, encoding Shift_JIS/CP932): each employee's answer to the company-trip survey was filed as "
           "an issue with custom fields",
           "Multi-question survey held as issues: issue metadata (id, project, tracker, status, priority, subject, "
           "author, dates, progress 100) then custom fields department, attendance and the destination wish; two "
           "duplicate answers closed as 却下; newest issue first",
           "From memory (Redmine issue-list CSV columns in Japanese; CP932 as the Japanese CSV encoding; Ruby CSV "
           "quoting only when needed, LF). Not checked against a real export",
           "count of 希望する行き先 over issues not closed as 却下 (duplicates); non-attendees left it blank",
           cands, {c: scores.get(c, 0) for c in cands},
           ["所属部署 top value (開発部, 26) outnumbers every destination",
            "参加可否 '参加' (50) outnumbers every destination",
            "two 却下 duplicate issues carry destinations", "issue ids and 進捗率 '100' are numeric columns",
            "destination is the last column"],
           winner="沖縄")


# ----------------------------------------------------------------------------- 2 ServiceNow
def f_servicenow():
    name = "asmt_metric_result.csv"
    rng = random.Random(202)
    first = ["Sanne", "Daan", "Lotte", "Bram", "Fleur", "Joris", "Eva", "Thijs", "Noor", "Ruben", "Iris", "Wouter",
             "Femke", "Jeroen", "Anouk", "Stijn", "Maaike", "Koen", "Esther", "Niels"]
    last = ["de Vries", "Jansen", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "de Groot", "Bos",
            "Vos", "Peters", "Hendriks", "van Leeuwen", "Dekker", "Brouwer", "de Wit", "Dijkstra", "Smits", "van Dijk"]
    users = []
    while len(users) < 64:
        u = rng.choice(first) + " " + rng.choice(last)
        if u not in users:
            users.append(u)
    sites = ["Amsterdam (HQ)"] * 31 + ["Eindhoven"] * 17 + ["Rotterdam"] * 10 + ["Remote / hybrid"] * 6
    rng.shuffle(sites)
    bens = (["Home-office allowance"] * 21 + ["Bike lease"] * 16 + ["Public-transport pass"] * 12
            + ["Extra wellness budget"] * 9 + ["Sabbatical scheme"] * 6)
    rng.shuffle(bens)
    ben_order = ["Bike lease", "Extra wellness budget", "Home-office allowance", "Public-transport pass",
                 "Sabbatical scheme"]
    site_order = ["Amsterdam (HQ)", "Eindhoven", "Rotterdam", "Remote / hybrid"]
    comments = ["More flexibility please", "The bike lease would help a lot with the new parking rules",
                "Please keep the gym discount", "Allowance should cover a proper chair",
                "NS card for everyone who commutes", "Sabbatical after 5 years would be great", "n/a",
                "Happy with what we have", "Internet costs at home are high", "Combine wellness + sports"]
    q1 = "Which site do you mainly work from?"
    q2 = "Which new benefit would you value most?"
    q3 = "How satisfied are you with your current benefits? (1-5)"
    q4 = "Any other comments?"
    times = spread(rng, dt.datetime(2026, 3, 9, 8, 0), dt.datetime(2026, 3, 20, 17, 0), 64)
    rows = [["instance", "user", "metric", "string_value", "actual_value", "scaled_value", "sys_updated_on"]]
    for i in range(64):
        inst = "AINST%07d" % (10240 + i * 3 + rng.randrange(3))
        ts = times[i].strftime("%Y-%m-%d %H:%M:%S")
        sv = site_order.index(sites[i]) + 1
        rows.append([inst, users[i], q1, sites[i], str(sv), str(sv), ts])
        bv = ben_order.index(bens[i]) + 1
        rows.append([inst, users[i], q2, bens[i], str(bv), str(bv), ts])
        if rng.random() > 0.09:
            s = rng.choice([2, 3, 3, 3, 4, 4, 4, 4, 5])
            rows.append([inst, users[i], q3, "", str(s), str((s - 1) * 25), ts])
        if rng.random() < 0.3:
            rows.append([inst, users[i], q4, rng.choice(comments), "0", "0", ts])
    write_bytes(name, csv_text(rows, quoting=csv.QUOTE_ALL).encode("utf-8"))
    scores = {b: 0 for b in ben_order}
    for r in rows[1:]:
        if r[2] == q2:
            scores[r[3]] += 1
    record(name,
           "ServiceNow (Survey Management), Assessments → Results → Metric Results list (table asmt_metric_result) "
           "filtered to one survey → right-click header → Export → CSV, a Dutch company's 'Employee Benefits Pulse "
           "2026'",
           "Long format: one row per (survey instance, metric) with instance number, user, metric (question text), "
           "string value, actual value, scaled value and update time; four metrics per instance (site, benefit, 1-5 "
           "satisfaction, free text), skipped answers have no row",
           "Metric-result fields (Instance, Metric, Actual value, String value, Scaled value, Assigned to) checked "
           "against ServiceNow's documentation page for the Metric Result form; CSV header as field names, every "
           "field quoted and CRLF from memory",
           "count of rows whose metric is 'Which new benefit would you value most?' by string_value",
           ben_order, scores,
           ["the site question comes first and its top value (Amsterdam (HQ), 31) outnumbers every benefit",
            "actual_value / scaled_value are numeric choice codes", "satisfaction metric has numbers only",
            "long format: candidates must be read from string_value filtered by metric"],
           winner="Home-office allowance")


# ----------------------------------------------------------------------------- 3 Grafana
def f_grafana():
    name = "Kiosk votes per hour-data-2026-03-20 16_05_11.csv"
    opts = ["Curry", "Pasta bar", "Poke bowl", "Ramen", "Salad bar"]
    weights = {"Curry": 0.17, "Pasta bar": 0.2, "Poke bowl": 0.22, "Ramen": 0.29, "Salad bar": 0.12}
    factors = [1.0, 1.0, 1.0, 1.0344827586206897, 1.0714285714285714, 1.0169491525423728, 0.9830508474576272]
    for seed in range(300, 400):
        rng = random.Random(seed)
        start = dt.datetime(2026, 3, 16, 0, 0)  # CET (UTC+1)
        epoch = dt.datetime(1970, 1, 1)
        rows = []
        sums = {o: 0.0 for o in opts}
        t = start
        while t <= dt.datetime(2026, 3, 20, 16, 0):
            ms = int((t - dt.timedelta(hours=1) - epoch).total_seconds()) * 1000
            vals = {}
            hour_w = {10: 0.2, 11: 1.0, 12: 1.6, 13: 1.0, 14: 0.3}.get(t.hour, 0.0)
            for o in opts:
                lam = 9 * weights[o] * hour_w
                n = sum(1 for _ in range(30) if rng.random() < lam / 30)
                v = n * rng.choice(factors) if n else 0
                vals[o] = v
                sums[o] += v
            allv = sum(vals.values())
            rows.append([ms] + [vals[o] for o in opts] + [allv])
            t += dt.timedelta(hours=1)
        scores = {o: round(sums[o], 3) for o in opts}
        if margin_ok(scores, 0.08) and top(scores) == "Ramen":
            break
    else:
        raise SystemExit("grafana seed")

    def fmt(v):
        if v == 0:
            return "0"
        return repr(float(v)) if float(v) != int(v) else str(int(v))

    lines = ["sep=,", ",".join('"%s"' % h for h in ["Time"] + opts + ["All votes"])]
    for r in rows:
        lines.append(",".join([str(r[0])] + [fmt(v) for v in r[1:]]))
    text = "\r\n".join(lines) + "\r\n\r\n"
    write_bytes(name, "\ufeff".encode("utf-8") + text.encode("utf-8"))
    record(name,
           "Grafana 10 dashboard 'Office canteen' (Prometheus data source), panel 'Kiosk votes per hour' → Inspect → "
           "Data → Series joined by time, 'Formatted data' off, 'Download for Excel' on → Download CSV; the canteen's "
           "touch-screen kiosk counted votes for the new lunch counter",
           "Time series: epoch-millisecond Time column, one column per option holding hourly increase() values "
           "(fractional from extrapolation, zeros at night), plus an 'All votes' total series",
           "Writer checked against grafana/grafana packages/grafana-data/src/utils/csv.ts (quoted header names, "
           "numbers unquoted, CRLF, blank line after each frame, 'sep=' line when the Excel option is on) and issue "
           "#24517 (unix timestamps); the BOM with the Excel option is from memory",
           "sum of each option's column over all rows (votes per hour summed)",
           opts, scores,
           ["Time column holds 13-digit epoch numbers", "'All votes' total column outnumbers every option",
            "first line is 'sep=,' after a BOM", "fractional increase() values", "winner is not the first column"],
           winner="Ramen")


# ----------------------------------------------------------------------------- 4 Bugzilla
def f_bugzilla():
    name = "bugs-2026-04-02.csv"
    ideas = [
        (3121, "Phone booths / quiet rooms on the 2nd floor", 0.62),
        (3124, "Replace the espresso machine in the 3rd floor kitchen", 0.50),
        (3127, "Height-adjustable desks for the support team", 0.40),
        (3130, "Bike repair stand and pump in the garage", 0.22),
        (3133, "Better Wi-Fi coverage in meeting room Saimaa", 0.30),
        (3135, "Fruit basket on Mondays as well", 0.16),
        (3138, "Blackout blinds in meeting room Päijänne", 0.14),
        (3141, "Board-game shelf in the lounge", 0.12),
        (3144, "Shower towels service", 0.08),
        (3147, "Second microwave in the lunch room", 0.26),
    ]
    for seed in range(400, 500):
        rng = random.Random(seed)
        votes = {i[0]: 0 for i in ideas}
        for _voter in range(46):
            chosen = set()
            for _ in range(3):
                if rng.random() < 0.8:
                    pick = rng.choices(ideas, weights=[w for _, _, w in ideas])[0][0]
                    chosen.add(pick)
            for c in chosen:
                votes[c] += 1
        scores = {d: votes[b] for b, d, _ in ideas}
        if margin_ok(scores, 0.08) and top(scores) == ideas[0][1]:
            break
    else:
        raise SystemExit("bugzilla seed")
    rng = random.Random(451)
    statuses = {3121: ("CONFIRMED", ""), 3124: ("IN_PROGRESS", ""), 3138: ("RESOLVED", "FIXED"),
                3147: ("CONFIRMED", "")}
    rows = []
    allrows = list(ideas) + [(3150, "Quiet room for phone calls", 0), (3152, "new coffee machine pls", 0)]
    for bid, desc, _ in allrows:
        st, res = statuses.get(bid, ("UNCONFIRMED", ""))
        v = votes.get(bid, 0)
        if bid in (3150, 3152):
            st, res = "RESOLVED", "DUPLICATE"
        changed = dt.datetime(2026, 3, 2) + dt.timedelta(minutes=rng.randrange(60 * 24 * 30))
        rows.append((bid, "enhancement", "--", st, res, "facilities@kuusi-soft.example.com", desc,
                     changed.strftime("%Y-%m-%d %H:%M:%S"), v))

    def q(v):
        if isinstance(v, int):
            return str(v)
        return '"%s"' % str(v).replace('"', '""')

    cols = ["bug_severity", "priority", "bug_status", "resolution", "assigned_to", "short_desc", "changeddate", "votes"]
    lines = ["bug_id," + ",".join(q(c) for c in cols)]
    for r in sorted(rows, key=lambda r: r[0]):
        lines.append(",".join(q(v) for v in r))
    write_bytes(name, ("\n".join(lines) + "\n").encode("utf-8"))
    scores = {d: votes.get(b, 0) for b, d, _ in ideas}
    record(name,
           "Bugzilla 5.0 (a Finnish software company's internal instance), product 'Office', component 'Facilities "
           "ideas' with voting enabled (3 votes per person) → search results → CSV link",
           "Ready-made tallies: one row per idea (bug) with bug_id, severity, priority, status, resolution, assignee, "
           "summary, change date and the vote count; two duplicates resolved with their votes moved (0 left)",
           "From memory of Bugzilla's list.csv template and its csv filter (bug_id header unquoted, other headers "
           "and non-numeric values quoted, numbers bare, LF); the code search found no sample file",
           "votes column per short_desc",
           [d for _, d, _ in ideas], scores,
           ["bug_id (4 digits) is a larger number than any vote count", "bug_severity is always 'enhancement'",
            "RESOLVED DUPLICATE rows with 0 votes restate two ideas", "votes is the last column"],
           winner=ideas[0][1])


# ----------------------------------------------------------------------------- 5 Podio (da)
def f_podio():
    name = "Julefrokost 2026.xlsx"
    rng = random.Random(505)
    fn = ["Mette", "Lars", "Sofie", "Rasmus", "Camilla", "Mikkel", "Louise", "Jesper", "Anne", "Søren", "Line",
          "Henrik", "Maja", "Frederik", "Ida", "Kasper", "Signe", "Anders", "Julie", "Thomas"]
    ln = ["Nielsen", "Jensen", "Hansen", "Pedersen", "Andersen", "Christensen", "Larsen", "Sørensen", "Rasmussen",
          "Jørgensen", "Madsen", "Kristensen", "Olsen", "Thomsen", "Poulsen", "Møller"]
    people = []
    while len(people) < 46:
        p = rng.choice(fn) + " " + rng.choice(ln)
        if p not in people:
            people.append(p)
    afd = ["Lager & logistik"] * 19 + ["Salg"] * 11 + ["Kundeservice"] * 9 + ["Økonomi"] * 7
    rng.shuffle(afd)
    delt = ["Ja"] * 40 + ["Nej"] * 6
    rng.shuffle(delt)
    act = ["Karaoke"] * 15 + ["Escape room"] * 11 + ["Bowling"] * 9 + ["Casino-aften"] * 5
    rng.shuffle(act)
    times = spread(rng, dt.datetime(2026, 10, 27, 8, 0), dt.datetime(2026, 11, 14, 16, 0), 46)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Julefrokost 2026"
    hdr = ["Navn", "Afdeling", "Deltager", "Kost", "Stem på aftenens aktivitet", "Kommentarer", "Oprettet af",
           "Oprettet den"]
    ws.append(hdr)
    for c in ws[1]:
        c.font = Font(bold=True)
    k = 0
    notes = ["", "", "", "Glæder mig!", "Kommer lidt senere", "Nødallergi", "", "Kan tage kage med", ""]
    for i, p in enumerate(people):
        a = ""
        kost = ""
        if delt[i] == "Ja":
            a = act[k]
            k += 1
            kost = rng.choice(["Almindelig"] * 6 + ["Vegetar"] * 2 + ["Vegansk"])
        ws.append([p, afd[i], delt[i], kost or None, a or None, rng.choice(notes) or None, p, times[i]])
        ws.cell(row=ws.max_row, column=8).number_format = "dd-mm-yyyy hh:mm"
    for col, w in zip("ABCDEFGH", [22, 18, 10, 12, 26, 24, 22, 18]):
        ws.column_dimensions[col].width = w
    save_xlsx(wb, name)
    scores = {}
    for row in ws.iter_rows(min_row=2, values_only=True):
        if row[4]:
            scores[row[4]] = scores.get(row[4], 0) + 1
    cands = ["Karaoke", "Escape room", "Bowling", "Casino-aften"]
    record(name,
           "Podio (Danish UI), workspace 'Personaleforening', app 'Julefrokost 2026' (sign-up items) → app menu → "
           "Eksporter til Excel",
           "Multi-question sign-up: name, department, attending Ja/Nej, diet, the vote on the evening activity, "
           "comments, created by / created on (real date cells); non-attendees left the vote empty",
           "From memory (Podio exports one sheet named after the app with one column per app field plus creation "
           "metadata); not checked",
           "count of 'Stem på aftenens aktivitet'",
           cands, {c: scores.get(c, 0) for c in cands},
           ["Afdeling top value (Lager & logistik, 19) outnumbers every activity",
            "Deltager 'Ja' (40) outnumbers every activity",
            "Kost 'Almindelig' is another categorical column with a larger top count",
            "'Oprettet af' repeats the name column"],
           winner="Karaoke")


# ----------------------------------------------------------------------------- 6 Workday
def f_workday():
    name = "Questionnaire_Results_Office_Move_2026.xlsx"
    opts = ["Keilaniemi, Espoo", "Pasila", "Kalasatama", "Ruoholahti (stay and renovate)"]
    strength = {"Keilaniemi, Espoo": 1.0, "Pasila": 2.1, "Kalasatama": 1.5, "Ruoholahti (stay and renovate)": 1.2}
    for seed in range(600, 700):
        rng = random.Random(seed)
        ballots = []
        for _ in range(48):
            pool = list(opts)
            order = []
            while pool:
                c = rng.choices(pool, weights=[strength[p] for p in pool])[0]
                order.append(c)
                pool.remove(c)
            depth = rng.choice([3, 3, 3, 3, 2, 1])
            ballots.append(order[:depth])
        borda = {o: 0 for o in opts}
        firsts = {o: 0 for o in opts}
        for b in ballots:
            for r, c in enumerate(b):
                borda[c] += 3 - r
            firsts[b[0]] += 1
        if (margin_ok(borda, 0.08) and margin_ok(firsts, 0.08) and top(borda) == top(firsts) == "Pasila"):
            break
    else:
        raise SystemExit("workday seed")
    fn = ["Aino", "Eero", "Helmi", "Juho", "Kaisa", "Lauri", "Minna", "Niko", "Oona", "Pekka", "Riikka", "Sami",
          "Tiina", "Ville", "Emma", "Mikko", "Sanna", "Antti", "Laura", "Jussi"]
    ln = ["Korhonen", "Virtanen", "Mäkinen", "Nieminen", "Mäkelä", "Hämäläinen", "Laine", "Heikkinen", "Koskinen",
          "Järvinen", "Lehtonen", "Lehtinen", "Saarinen", "Salminen", "Heinonen", "Niemi"]
    people = []
    while len(people) < 48:
        p = rng.choice(fn) + " " + rng.choice(ln)
        if p not in people:
            people.append(p)
    locs = ["Helsinki - Ruoholahti HQ"] * 30 + ["Tampere Office"] * 10 + ["Remote - Finland"] * 8
    rng.shuffle(locs)
    orgs = ["Product Development (Riikka Laine)", "Customer Success (Jussi Niemi)", "Finance & Admin (Emma Koskinen)",
            "Sales Finland (Antti Saarinen)"]
    times = spread(rng, dt.datetime(2026, 3, 2, 8, 0), dt.datetime(2026, 3, 13, 16, 0), 48)
    comments = ["Commute from Espoo matters to me", "Good train connections please", "", "", "Parking!",
                "Near a metro station", "", "Sauna in the new office", ""]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Questionnaire Results"
    ws.append(["Questionnaire Results - Office Move 2026"])
    ws["A1"].font = Font(bold=True, size=14)
    ws.append([])
    q = "Rank your preferred location for the new Helsinki office"
    hdr = ["Worker", "Employee ID", "Supervisory Organization", "Location", "Questionnaire Submitted On",
           q + " - 1st choice", q + " - 2nd choice", q + " - 3rd choice", "Anything else we should consider?"]
    ws.append(hdr)
    for c in ws[3]:
        c.font = Font(bold=True)
        c.alignment = Alignment(wrap_text=True, vertical="top")
    for i, b in enumerate(ballots):
        b3 = list(b) + [None] * (3 - len(b))
        ws.append([people[i], str(21000 + rng.randrange(1, 900)), rng.choice(orgs), locs[i], times[i]] + b3
                  + [rng.choice(comments) or None])
        ws.cell(row=ws.max_row, column=5).number_format = "mm/dd/yyyy hh:mm AM/PM"
    for col, w in zip("ABCDEFGHI", [22, 12, 34, 24, 20, 30, 30, 30, 30]):
        ws.column_dimensions[col].width = w
    save_xlsx(wb, name)
    record(name,
           "Workday (HCM), custom report 'Questionnaire Results - Office Move 2026' run by HR → Export to Excel, a "
           "Finnish software company choosing the site of its new Helsinki office",
           "Ranked choices: report title row and blank row, then worker, employee ID, supervisory organization, "
           "location, submitted-on date and '1st/2nd/3rd choice' columns (some ballots rank only one or two), "
           "free-text comment",
           "From memory (Workday's Excel export of a custom report with the report name above the header row); not "
           "checked",
           "Borda count n-rank with n=4 (1st=3, 2nd=2, 3rd=1, unranked 0); first-choice counts give the same "
           "winner: " + json.dumps(firsts, ensure_ascii=False),
           opts, borda,
           ["Location column's top value (Helsinki - Ruoholahti HQ, 30) resembles an option",
            "title row above the header", "Employee ID numbers", "partial rankings"],
           winner="Pasila")


# ----------------------------------------------------------------------------- 7 SnowSQL
def f_snowsql():
    name = "fredagsfika_vote_summary.txt"
    counts = {"Chokladbollar": 22, "Kanelbullar": 47, "Kladdkaka": 61, "Prinsesstårta": 38, "Semlor": 16}
    total = sum(counts.values())
    rows = []
    for k in sorted(counts):
        rows.append((k, str(counts[k]), "%.1f" % (100.0 * counts[k] / total)))
    rows.append(("NULL", str(total), "100.0"))
    hdr = ("CHOICE", "VOTES", "PCT")
    w = [max(len(r[i]) for r in rows + [hdr]) for i in range(3)]
    sep = "+" + "+".join("-" * (x + 2) for x in w) + "+"
    mid = "|" + "+".join("-" * (x + 2) for x in w) + "|"
    lines = ["* SnowSQL * v1.2.32", "Type SQL statements or !help", sep,
             "| " + hdr[0].ljust(w[0]) + " | " + hdr[1].ljust(w[1]) + " | " + hdr[2].ljust(w[2]) + " |", mid]
    for r in rows:
        lines.append("| " + r[0].ljust(w[0]) + " | " + r[1].rjust(w[1]) + " | " + r[2].rjust(w[2]) + " |")
    lines += [sep, "6 Row(s) produced. Time Elapsed: 0.418s", "Goodbye!"]
    write_bytes(name, ("\n".join(lines) + "\n").encode("utf-8"))
    record(name,
           "Snowflake SnowSQL CLI (default 'psql' output format), run by a Swedish company's HR analyst: snowsql -c "
           "hr -q \"SELECT choice, COUNT(*) AS votes, ROUND(100*votes/SUM(votes) OVER (),1)... GROUP BY ROLLUP(choice) "
           "ORDER BY choice\" > fredagsfika_vote_summary.txt (intranet poll on the Friday fika)",
           "Ready-made counts in a bordered fixed-width table: CHOICE / VOTES / PCT, alphabetical, ROLLUP total row "
           "shown as NULL, banner and 'Row(s) produced' footer",
           "From memory (SnowSQL banner, +---+ psql-style borders, NULL display, 'N Row(s) produced. Time Elapsed' "
           "footer); not checked",
           "VOTES per CHOICE (ROLLUP NULL row is the total)",
           sorted(counts), counts,
           ["ROLLUP total row labelled NULL has the largest VOTES", "PCT column", "banner and footer lines",
            "alphabetical order: the winner is not the first row"],
           winner="Kladdkaka")


# ----------------------------------------------------------------------------- 8 Daou Office (ko) - ask
def f_daou():
    name = "설문결과_2025 송년회 설문조사.csv"
    rng = random.Random(808)
    sur = ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임", "한", "오", "서", "신"]
    giv = ["민준", "서연", "지훈", "수빈", "현우", "지은", "도윤", "하은", "성민", "유진", "준호", "예린", "태현",
           "소연"]
    people = []
    while len(people) < 52:
        p = rng.choice(sur) + rng.choice(giv)
        if p not in people:
            people.append(p)
    dept = ["개발본부"] * 22 + ["영업본부"] * 12 + ["경영지원팀"] * 10 + ["디자인팀"] * 8
    rng.shuffle(dept)
    att = ["참석"] * 45 + ["불참"] * 7
    rng.shuffle(att)
    venue = ["한정식 레스토랑"] * 18 + ["호텔 연회장"] * 11 + ["루프탑 바"] * 10 + ["사내 대강당(케이터링)"] * 6
    date = ["12월 26일(금)"] * 24 + ["12월 19일(금)"] * 13 + ["12월 22일(월)"] * 8
    rng.shuffle(venue)
    rng.shuffle(date)
    ranks = ["사원", "사원", "대리", "대리", "과장", "차장", "부장"]
    times = spread(rng, dt.datetime(2025, 12, 1, 9, 0), dt.datetime(2025, 12, 5, 18, 0), 52)
    notes = ["", "", "", "2차는 자율로 해주세요", "주차 가능한 곳이면 좋겠습니다", "", "채식 메뉴 부탁드립니다", ""]
    rows = [["번호", "이름", "사번", "부서", "직위", "응답일시", "1. 송년회 참석 여부", "2. 선호하는 송년회 장소",
             "3. 선호하는 송년회 날짜", "4. 기타 의견"]]
    k = 0
    for i in range(52):
        v = d = ""
        if att[i] == "참석":
            v, d = venue[k], date[k]
            k += 1
        rows.append([str(i + 1), people[i], "2%05d" % rng.randrange(10000, 99999), dept[i], rng.choice(ranks),
                     times[i].strftime("%Y-%m-%d %H:%M:%S"), att[i], v, d, rng.choice(notes)])
    write_bytes(name, csv_text(rows, quoting=csv.QUOTE_ALL).encode("cp949"))
    sv, sd = {}, {}
    for r in rows[1:]:
        if r[7]:
            sv[r[7]] = sv.get(r[7], 0) + 1
            sd[r[8]] = sd.get(r[8], 0) + 1
    assert margin_ok(sv) and margin_ok(sd)
    record(name,
           "다우오피스 Daou Office (Korean groupware), 설문 → 2025 송년회 설문조사 → 결과 → 응답 결과 CSV 다운로드 "
           "(Korean default encoding, CP949/EUC-KR)",
           "Multi-question survey with metadata (no., name, employee no., department, position, answered at); "
           "Q1 attendance, then two decision questions of equal standing (venue, date) answered only by attendees, "
           "free-text Q4",
           "From memory (Korean groupware survey download; CP949 as the Korean Windows default for CSV); not checked",
           "count of responses per option, for each of Q2 (venue) and Q3 (date)",
           {"2. 선호하는 송년회 장소": sorted(sv), "3. 선호하는 송년회 날짜": sorted(sd)},
           {"2. 선호하는 송년회 장소": sv, "3. 선호하는 송년회 날짜": sd},
           ["부서 top value (개발본부, 22) outnumbers most options", "Q1 '참석' (45) outnumbers every option",
            "two decision questions of equal standing"],
           answer="ask",
           acceptable={"2. 선호하는 송년회 장소": top(sv), "3. 선호하는 송년회 날짜": top(sd)},
           ask_because="The survey decides two things at once, the venue (Q2) and the date (Q3), with equal standing; "
                       "neither is the obvious single question.")


# ----------------------------------------------------------------------------- 9 FineReport (zh) - ask
def f_finereport():
    name = "2026年会投票汇总.xlsx"
    depts = [("研发中心", 64), ("销售部", 38), ("市场部", 21), ("财务部", 12), ("人力资源部", 9), ("行政部", 11),
             ("客服中心", 27)]
    venues = ["温泉度假酒店", "市区五星酒店宴会厅", "郊外农庄", "游轮晚宴"]
    progs = ["乐队现场表演", "魔术秀", "相声小品", "抽奖+游戏环节"]
    vw = [1.0, 1.45, 0.55, 0.8]
    pw = [0.9, 0.6, 0.5, 1.4]

    def table(rng, opts, wts):
        res = []
        for d, n in depts:
            voters = n - rng.randrange(0, 4)
            c = [0] * len(opts)
            for _ in range(voters):
                c[rng.choices(range(len(opts)), weights=wts)[0]] += 1
            res.append((d, c))
        return res

    for seed in range(900, 1000):
        rng = random.Random(seed)
        tv = table(rng, venues, vw)
        tp = table(rng, progs, pw)
        sv = {o: sum(r[1][i] for r in tv) for i, o in enumerate(venues)}
        sp = {o: sum(r[1][i] for r in tp) for i, o in enumerate(progs)}
        if margin_ok(sv, 0.08) and margin_ok(sp, 0.08) and top(sv) == "市区五星酒店宴会厅" and top(sp) == "抽奖+游戏环节":
            break
    else:
        raise SystemExit("finereport seed")
    wb = openpyxl.Workbook()
    ws0 = wb.active
    ws0.title = "说明"
    for line in ["报表名称：2026 年会投票汇总", "数据来源：企业微信问卷《2026 年会意见征集》（已按工号去重）",
                 "统计口径：每位员工在“年会场地”和“年会节目”两项投票中各选一项，两项结果同等参考，由年会筹备组共同决定。",
                 "统计截止：2026-01-09 18:00", "导出时间：2026-01-10 09:15:32", "导出人：hr_admin（人力资源部）"]:
        ws0.append([line])
    ws0.column_dimensions["A"].width = 90

    def sheet(title, heading, opts, tab):
        ws = wb.create_sheet(title)
        ncol = len(opts) + 2
        ws.append([heading])
        ws.merge_cells(start_row=1, start_column=1, end_row=1, end_column=ncol)
        ws["A1"].font = Font(bold=True, size=14)
        ws["A1"].alignment = Alignment(horizontal="center")
        ws.append(["统计日期：2026-01-09", None, None, None, "单位：票"])
        ws.append(["部门"] + opts + ["参与人数"])
        for c in ws[3]:
            c.font = Font(bold=True)
        for d, c in tab:
            ws.append([d] + c + [sum(c)])
        tot = [sum(r[1][i] for r in tab) for i in range(len(opts))]
        ws.append(["合计"] + tot + [sum(tot)])
        ws.append(["占比"] + [t / sum(tot) for t in tot] + [1.0])
        for cell in ws[ws.max_row][1:]:
            cell.number_format = "0.0%"
        ws.append([])
        ws.append(["注：参与人数为该部门实际投票人数；未投票人员不计入。"])
        ws.column_dimensions["A"].width = 14
        for col in "BCDEF":
            ws.column_dimensions[col].width = 18

    sheet("年会场地投票", "XX科技有限公司 2026 年会场地投票汇总表", venues, tv)
    sheet("年会节目投票", "XX科技有限公司 2026 年会节目投票汇总表", progs, tp)
    save_xlsx(wb, name)
    record(name,
           "FineReport 帆软报表 (Chinese BI/reporting), a multi-sheet report '2026 年会投票汇总' viewed in the browser → "
           "导出 → Excel (分页导出), HR department of a tech company",
           "Workbook: read-me sheet first (说明), then two result sheets of equal standing, each a merged title, "
           "date/unit line, departments as rows and options as columns, 参与人数 column, 合计 and 占比 rows, footnote",
           "From memory (FineReport Excel export keeps report sheets, merged title cells and number formats); not "
           "checked",
           "sum of each option's column over department rows (合计 row), per sheet",
           {"年会场地投票": venues, "年会节目投票": progs},
           {"年会场地投票": sv, "年会节目投票": sp},
           ["read-me sheet first", "合计 row and 参与人数 column are totals", "占比 row holds fractions",
            "two sheets of equal standing"],
           answer="ask",
           acceptable={"年会场地投票": top(sv), "年会节目投票": top(sp)},
           ask_because="Two votes (venue and programme) are reported on separate sheets of equal standing and the "
                       "read-me says both results count equally.")


# ----------------------------------------------------------------------------- 10 Zucchetti (it)
def f_zucchetti():
    name = "Questionario_Formazione_2026_risposte.csv"
    rng = random.Random(1010)
    cogn = ["Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco",
            "Bruno", "Gallo", "Conti", "De Luca", "Mancini", "Costa", "Giordano", "Rizzo", "Lombardi", "Moretti"]
    nomi = ["Marco", "Giulia", "Luca", "Francesca", "Andrea", "Chiara", "Matteo", "Sara", "Alessandro", "Elena",
            "Davide", "Martina", "Simone", "Valentina", "Federico", "Silvia", "Nicolò", "Alessia"]
    people = []
    while len(people) < 58:
        p = (rng.choice(cogn), rng.choice(nomi))
        if p not in people:
            people.append(p)
    sede = ["Milano"] * 30 + ["Bergamo"] * 16 + ["Brescia"] * 12
    rng.shuffle(sede)
    reparti = ["Amministrazione", "Produzione", "Logistica", "Commerciale", "Qualità", "IT"]
    stato = ["Compilato"] * 52 + ["Non compilato"] * 6
    rng.shuffle(stato)
    opts = ["Excel avanzato", "Inglese business", "Sicurezza sul lavoro (aggiornamento)", "Public speaking",
            "Project management", "Primo soccorso"]
    target = {"Project management": 27, "Inglese business": 22, "Excel avanzato": 19, "Public speaking": 13,
              "Primo soccorso": 10, "Sicurezza sul lavoro (aggiornamento)": 8}
    done = [i for i in range(58) if stato[i] == "Compilato"]
    ticks = {i: set() for i in done}
    for o in sorted(target, key=lambda o: -target[o]):
        avail = [i for i in done if len(ticks[i]) < 3]
        for i in rng.sample(avail, target[o]):
            ticks[i].add(o)
    times = spread(rng, dt.datetime(2026, 1, 12, 8, 0), dt.datetime(2026, 1, 30, 17, 0), 58)
    note = ["", "", "", "Preferibilmente in orario di lavoro", "Corso online va bene", "", "Anche in inglese", ""]
    hdr = (["Matricola", "Cognome", "Nome", "Sede", "Reparto", "Data compilazione", "Stato questionario"]
           + ["Corsi desiderati - " + o for o in opts] + ["Ore settimanali disponibili", "Note"])
    rows = [hdr]
    for i in range(58):
        c, n = people[i]
        if stato[i] == "Compilato":
            t = [("X" if o in ticks[i] else "") for o in opts]
            ore = rng.choice(["1", "1,5", "2", "2", "0,5", "3", "2,5"])
            d = times[i].strftime("%d/%m/%Y %H:%M")
            nt = rng.choice(note)
        else:
            t = [""] * len(opts)
            ore, d, nt = "", "", ""
        rows.append(["%06d" % (1040 + i * 7), c, n, sede[i], rng.choice(reparti), d, stato[i]] + t + [ore, nt])
    write_bytes(name, csv_text(rows, delim=";").encode("iso-8859-1"))
    scores = {o: sum(1 for r in rows[1:] if r[7 + j] == "X") for j, o in enumerate(opts)}
    record(name,
           "Zucchetti HR Infinity (Italian HR portal), Questionari → 'Formazione 2026' → Esporta risposte (CSV), an "
           "Italian manufacturer's training-needs survey; the web export is ISO-8859-1",
           "Multi-select as one column per option: employee number, surname, name, site, department, completion "
           "date, status, then one 'Corsi desiderati - <course>' column per course with 'X' ticks (max 3), hours "
           "with decimal comma, notes; six 'Non compilato' rows are empty",
           "From memory (Italian CSV with ';', dd/mm/yyyy, decimal comma); Zucchetti's exact export columns not "
           "checked",
           "approvals: number of 'X' per course column",
           opts, scores,
           ["Sede top value (Milano, 30) outnumbers every course", "Stato 'Compilato' (52) outnumbers every course",
            "Matricola with leading zeros", "'Ore settimanali disponibili' has decimal commas",
            "option names sit in the headers after a prefix"],
           winner="Project management")


# ----------------------------------------------------------------------------- 11 Confluence scheduling (nl)
def f_confluence():
    name = "Kick-off Q3 - beschikbaarheid.csv"
    days = ["ma", "di", "wo", "do", "vr", "za", "zo"]
    months = ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"]
    slots = [dt.datetime(2026, 7, 7, 10, 0), dt.datetime(2026, 7, 8, 14, 0), dt.datetime(2026, 7, 9, 10, 0),
             dt.datetime(2026, 7, 10, 9, 30), dt.datetime(2026, 7, 14, 13, 0)]
    labels = ["%s %d %s %s" % (days[s.weekday()], s.day, months[s.month - 1], s.strftime("%H:%M")) for s in slots]
    probs = [(0.45, 0.2), (0.35, 0.25), (0.72, 0.12), (0.4, 0.3), (0.5, 0.15)]
    names = ["Marieke Bos", "Tim de Jong", "Sophie Willems", "Gijs van den Berg", "Lieke Kramer", "Ahmed El Amrani",
             "Jasper Vermeulen", "Roos Hoekstra", "Pieter Claes", "Nina Verhoeven", "Bas Timmermans",
             "Emma Peeters", "Youssef Haddou", "Karin Schouten", "Dirk Maes", "Floor van Rijn"]
    for seed in range(1100, 1200):
        rng = random.Random(seed)
        grid = []
        for n in names:
            row = []
            for (py, pm) in probs:
                x = rng.random()
                row.append("Ja" if x < py else ("Misschien" if x < py + pm else "Nee"))
            if rng.random() < 0.08:
                row = [""] * len(slots)
            grid.append(row)
        ok = True
        for wgt in (0.0, 0.5, 1.0):
            sc = {labels[j]: sum((1 if r[j] == "Ja" else wgt if r[j] == "Misschien" else 0) for r in grid)
                  for j in range(len(slots))}
            if not (margin_ok(sc) and top(sc) == labels[2]):
                ok = False
        if ok:
            break
    else:
        raise SystemExit("confluence seed")
    rows = [["Naam"] + labels]
    for n, r in zip(names, grid):
        rows.append([n] + r)
    rows.append([""] * (len(slots) + 1))
    rows.append(["Aantal Ja"] + [str(sum(1 for r in grid if r[j] == "Ja")) for j in range(len(slots))])
    rows.append(["Aantal Misschien"] + [str(sum(1 for r in grid if r[j] == "Misschien")) for j in range(len(slots))])
    write_bytes(name, "\ufeff".encode("utf-8") + csv_text(rows).encode("utf-8"))
    scores = {labels[j]: sum((1 if r[j] == "Ja" else 0.5 if r[j] == "Misschien" else 0) for r in grid)
              for j in range(len(slots))}
    record(name,
           "Atlassian Confluence (Dutch UI) page with a hand-made availability table wrapped in the Table Filter and "
           "Charts macro (Stiltsoft) → table toolbar → Export → CSV, a Dutch/Flemish project team's kick-off date poll",
           "Scheduling poll: participants × slots (Dutch weekday/month abbreviations) with Ja / Nee / Misschien, one "
           "person without answers, blank row, 'Aantal Ja' and 'Aantal Misschien' sum rows",
           "From memory (Table Filter and Charts exports the filtered table as CSV; BOM and comma assumed); not "
           "checked",
           "yes=1, maybe=0.5 per slot (same winner for maybe=0 and maybe=1)",
           labels, scores,
           ["'Aantal Ja' / 'Aantal Misschien' sum rows", "blank row before the sums", "an all-empty participant"],
           winner=labels[2])


# ----------------------------------------------------------------------------- 12 MedCalc (nl)
def f_medcalc():
    name = "kantineconcepten_beoordeling.txt"
    concepts = ["Wereldkeuken", "Saladebar", "Grillstation", "Veggie_corner", "Broodjesbar"]
    mu = {"Wereldkeuken": 7.5, "Saladebar": 6.6, "Grillstation": 6.4, "Veggie_corner": 5.9, "Broodjesbar": 6.2}
    diensten = ["Verpleegkunde"] * 5 + ["Medische staf"] * 2 + ["Administratie"] * 2 + ["Technische dienst",
                                                                                        "Laboratorium"]
    for seed in range(1200, 1300):
        rng = random.Random(seed)
        data = []
        for i in range(60):
            r = {"Respondent": 1001 + i, "Dienst": rng.choice(diensten), "Leeftijd": rng.randrange(21, 64)}
            r["Dienstjaren"] = round(rng.uniform(0.5, min(40, r["Leeftijd"] - 20)) * 2) / 2
            for c in concepts:
                if rng.random() < 0.06:
                    r[c] = None
                else:
                    r[c] = max(1, min(10, int(round(rng.gauss(mu[c], 1.6)))))
            data.append(r)
        means = {}
        for c in concepts:
            vals = [r[c] for r in data if r[c] is not None]
            means[c] = round(sum(vals) / len(vals), 3)
        if margin_ok(means, 0.06) and top(means) == "Wereldkeuken":
            break
    else:
        raise SystemExit("medcalc seed")

    def nl(x):
        if x is None:
            return ""
        if isinstance(x, float):
            return ("%g" % x).replace(".", ",")
        return str(x)

    cols = ["Respondent", "Dienst", "Leeftijd", "Dienstjaren"] + concepts
    lines = ["\t".join(cols)] + ["\t".join(nl(r[c]) for c in cols) for r in data]
    write_bytes(name, ("\r\n".join(lines) + "\r\n").encode("cp1252"))
    record(name,
           "MedCalc 22 (Dutch UI, Windows, Belgian hospital), staff survey on five canteen concepts typed into the "
           "MedCalc spreadsheet, Bestand → Exporteren → Gegevens als tekstbestand (tab-gescheiden)",
           "Rating grid: respondent id, service, age, years of service (decimal comma), then one 1-10 rating column "
           "per concept; a few missing ratings left empty",
           "From memory (MedCalc data export as tab-delimited text using the Windows decimal separator); not checked",
           "mean rating per concept over non-missing cells",
           concepts, means,
           ["Leeftijd (age) and Respondent ids are larger numbers than ratings",
            "Dienstjaren uses decimal commas", "Dienst is a categorical column", "missing cells"],
           winner="Wereldkeuken")


# ----------------------------------------------------------------------------- 13 MicroStrategy (it)
def f_microstrategy():
    name = "Premio Dipendente dell'Anno 2025 - voti per filiale.txt"
    cands = ["Giulia Ferri", "Marco Rinaldi", "Sara Esposito", "Luca Bianchi"]
    areas = [("Nord", ["Milano Loreto", "Monza", "Bergamo", "Brescia"]),
             ("Centro", ["Bologna", "Firenze Novoli", "Perugia"]),
             ("Sud", ["Napoli Vomero", "Bari", "Salerno", "Lecce"])]
    base = {"Nord": [1.3, 1.0, 0.6, 0.8], "Centro": [1.0, 1.2, 0.8, 0.9], "Sud": [0.9, 0.7, 1.6, 0.8]}
    for seed in range(1300, 1400):
        rng = random.Random(seed)
        tab = []
        for a, brs in areas:
            for b in brs:
                size = rng.randrange(180, 420)
                wts = [x * rng.uniform(0.8, 1.2) for x in base[a]]
                c = [0] * 4
                for _ in range(size):
                    c[rng.choices(range(4), weights=wts)[0]] += 1
                tab.append((a, b, c))
        sc = {cands[i]: sum(r[2][i] for r in tab) for i in range(4)}
        if margin_ok(sc, 0.06) and top(sc) == "Giulia Ferri":
            break
    else:
        raise SystemExit("microstrategy seed")

    def it(n):
        return "{:,}".format(n).replace(",", ".")

    lines = ["Premio Dipendente dell'Anno 2025", "Voti per area e filiale",
             "Filtro report: Anno = 2025; Stato voto = Valido", "Data esecuzione: 15/01/2026 08:42:10", ""]
    lines.append("\t".join(["", "Candidato"] + cands + ["Totale"]))
    lines.append("\t".join(["Area", "Filiale"] + ["Voti"] * 5))
    grand = [0] * 4
    for a, brs in areas:
        sub = [0] * 4
        for (aa, b, c) in tab:
            if aa != a:
                continue
            lines.append("\t".join([a, b] + [it(x) for x in c] + [it(sum(c))]))
            sub = [s + x for s, x in zip(sub, c)]
        lines.append("\t".join([a, "Totale"] + [it(x) for x in sub] + [it(sum(sub))]))
        grand = [g + x for g, x in zip(grand, sub)]
    lines.append("\t".join(["Totale generale", ""] + [it(x) for x in grand] + [it(sum(grand))]))
    text = "\r\n".join(lines) + "\r\n"
    write_bytes(name, b"\xff\xfe" + text.encode("utf-16-le"))
    record(name,
           "MicroStrategy (Italian locale), grid report 'Premio Dipendente dell'Anno 2025' of an Italian supermarket "
           "chain → Home → Esporta → Testo normale (delimitatore tabulazione, Unicode), report details included",
           "Results by unit: title/filter block, two header rows (Candidato / Voti), branches as rows grouped by "
           "area with per-area 'Totale' subtotal rows, 'Totale generale' row and 'Totale' column; thousands points",
           "From memory (MicroStrategy plain-text export with report title and filter details above the grid, "
           "subtotals as rows); not checked",
           "sum of votes per candidate over branch rows (equals the Totale generale row)",
           cands, sc,
           ["area subtotal rows 'Totale' double-count", "'Totale generale' row and 'Totale' column",
            "Italian thousands points (1.234)", "title and filter lines above two header rows",
            "UTF-16 LE with BOM"],
           winner="Giulia Ferri")


# ----------------------------------------------------------------------------- 14 SuperOffice bids (no)
def f_superoffice():
    name = "Salg_demoskjermer_bud.csv"
    nb = "\u00a0"

    def kr(n):
        s = "{:,}".format(n).replace(",", nb)
        return s + ",00"

    bids = [  # (id, firm, contact, amount, status, date, comment)
        (4411, "Bergen Lyd & Bilde AS", "Kari Haugen", 41000, "Åpen", "03.02.2026", "Første bud"),
        (4418, "Trøndelag Elektro AS", "Ola Strand", 46000, "Åpen", "04.02.2026", ""),
        (4420, "Nordkapp Data AS", "Ingrid Berg", 39500, "Åpen", "04.02.2026", ""),
        (4423, "Fjordhuset Kontor AS", "Per Lunde", 38000, "Åpen", "05.02.2026", ""),
        (4425, "Stavanger Skjerm ANS", "Hilde Moen", 44500, "Åpen", "05.02.2026", ""),
        (4427, "Bergen Lyd & Bilde AS", "Kari Haugen", 44500, "Åpen", "06.02.2026", "Økt bud"),
        (4430, "Lillehammer IT AS", "Anders Bakke", 28000, "Åpen", "06.02.2026", ""),
        (4431, "Fjordhuset Kontor AS", "Per Lunde", 52000, "Stoppet", "09.02.2026", "Trukket av kunden 10.02."),
        (4433, "Molde Media AS", "Silje Dahl", 47500, "Stoppet", "09.02.2026", "Trukket – kjøpte annet sted"),
    ]
    rows = [["Salg-ID", "Firma", "Kontaktperson", "Salgsnavn", "Beløp", "Valuta", "Status", "Salgsdato",
             "Vår kontakt", "Sannsynlighet (%)", "Kommentar"]]
    for b in bids:
        rows.append([str(b[0]), b[1], b[2], "Demo-skjerm 86\" (6 stk) – bud", kr(b[3]), "NOK", b[4], b[5],
                     "Tor Eriksen", "50" if b[4] == "Åpen" else "0", b[6]])
    write_bytes(name, csv_text(rows, delim=";").encode("cp1252"))
    best = {}
    valid_amounts = []
    for b in bids:
        if b[4] != "Åpen":
            continue
        best[b[1]] = max(best.get(b[1], 0), b[3])
        if b[3] not in valid_amounts:
            valid_amounts.append(b[3])
    scores = {kr(a): a * sum(1 for v in best.values() if v >= a) for a in sorted(valid_amounts)}
    record(name,
           "SuperOffice CRM (Norwegian UI), Salg (sales) selection 'Demo-skjermer – bud' → Eksporter → CSV, a "
           "Norwegian AV wholesaler collecting offers from customers for six former demo screens",
           "Bid list: one row per offer logged as a sale: id, company, contact, sale name, amount (space-grouped "
           "with decimal comma), currency, status Åpen / Stoppet (withdrawn), date, salesperson, probability, "
           "comment; two companies raised their offer, two offers were withdrawn",
           "From memory (Windows-1252 ';' CSV from a Norwegian Windows client, no-break space as thousands "
           "separator); SuperOffice's export columns not checked",
           "best posted price: valid (non-withdrawn) bid amount b maximising b × number of companies whose highest "
           "valid offer ≥ b",
           [kr(a) for a in sorted(valid_amounts)], scores,
           ["withdrawn (Stoppet) offers are the two highest amounts", "two companies bid twice",
            "Salg-ID and Sannsynlighet are numeric", "no-break space thousands separator and decimal comma",
            "a double quote inside the sale name"],
           winner=kr(38000))


# ----------------------------------------------------------------------------- 15 Viva Engage paste
def f_viva():
    name = "viva engage poll.txt"
    opts = [("Kirkens Bymisjon", 58), ("Røde Kors", 41), ("Leger Uten Grenser", 33), ("Redd Barna", 21),
            ("Dyrebeskyttelsen Norge", 9)]
    total = sum(v for _, v in opts)
    L = ["Oslo Office", "Community", "", "Ingrid Solberg", "Ingrid Solberg", "Dec 1, 2025 9:14 AM",
         "Poll", "Which charity should receive this year's Christmas donation instead of client gifts? "
         "One vote each, closes Friday 12:00.", ""]
    for o, v in opts:
        L += [o, "%d%%" % round(100.0 * v / total), "%d votes" % v, ""]
    L += ["%d votes · Poll closed" % total, "", "Like", "Comment", "Share", "", "47", "Seen by 312", "",
          "14 comments", "", "Most relevant", ""]
    comments = [("Henrik Aas", "Dec 1, 2025", "Great initiative! Voted for Røde Kors 🙌", "Like", "6"),
                ("Maria Lindqvist", "Dec 1, 2025", "Could we split it between the top two?", "Like", "11"),
                ("Ingrid Solberg", "Dec 2, 2025", "@Maria Lindqvist we'll give it all to the winner this year, "
                 "let's keep it simple.", "Like", "4"),
                ("Jonas Eide", "Dec 3, 2025", "Kirkens Bymisjon does amazing work in Oslo in winter.", "Like", "9"),
                ("Ahmad Karimi", "Dec 5, 2025", "Results are in — thanks everyone for voting!", "Like", "3")]
    for who, when, txt, like, n in comments:
        L += [who, when, txt, like, "Reply", n, ""]
    L += ["View more comments"]
    write_bytes(name, ("\r\n".join(L) + "\r\n").encode("utf-8"))
    scores = {o: v for o, v in opts}
    record(name,
           "Microsoft Viva Engage (formerly Yammer), community 'Oslo Office', a closed poll post selected in Edge and "
           "pasted into Windows Notepad (saved as UTF-8), a Norwegian company's Christmas-donation vote",
           "Text paste of a poll post: community header, author (twice), date, 'Poll', question, then per option its "
           "name, percentage and 'N votes', total line, reactions count, 'Seen by' count, comments with like counts",
           "From memory of the Viva Engage poll card (option, percentage, vote count, '… votes · Poll closed'); not "
           "checked",
           "'N votes' per option",
           [o for o, _ in opts], scores,
           ["'Seen by 312' and the total votes line are larger numbers", "percentages on their own lines",
            "a comment says it voted for Røde Kors", "reaction and like counts"],
           winner="Kirkens Bymisjon")


def main():
    for f in (f_redmine, f_servicenow, f_grafana, f_bugzilla, f_podio, f_workday, f_snowsql, f_daou, f_finereport,
              f_zucchetti, f_confluence, f_medcalc, f_microstrategy, f_superoffice, f_viva):
        f()
    with open(out("expected.json"), "w", encoding="utf-8") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2, sort_keys=True)
        fh.write("\n")


if __name__ == "__main__":
    main()
