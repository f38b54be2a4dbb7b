#!/usr/bin/env python3
"""Blind test set ZB: 15 synthetic exports from everyday organisers' tools.

Run from the repository root:  /work/main/.venv/bin/python tests/blind/set_zb/make_set.py
Writes the files and expected.json next to this script. Deterministic (fixed seeds, fixed xlsx timestamps).
Standard library + openpyxl only. All people, clubs, schools, parishes and firms are invented.
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
from openpyxl.styles import Font, Alignment

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED = dt.datetime(2026, 4, 2, 9, 30, 0)
EXPECTED = {}


# ----------------------------------------------------------------------------- helpers
def write_text(name, text, encoding, bom=False, newline="\n"):
    text = text.replace("\r\n", "\n")
    if newline != "\n":
        text = text.replace("\n", newline)
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
    wb.properties.creator = wb.properties.creator or "openpyxl"
    wb.properties.created = FIXED
    wb.properties.modified = FIXED
    tmp = io.BytesIO()
    wb.save(tmp)
    src = zipfile.ZipFile(io.BytesIO(tmp.getvalue()))
    out = io.BytesIO()
    stamp = FIXED.strftime("%Y-%m-%dT%H:%M:%SZ")
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                s = data.decode("utf-8")
                s = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(<)", r"\g<1>%s\2" % stamp, s)
                s = re.sub(r"(<dcterms:created[^>]*>)[^<]*(<)", r"\g<1>%s\2" % stamp, s)
                data = s.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 4, 2, 9, 30, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            z.writestr(zi, data)
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(out.getvalue())


def ranked(scores):
    return sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))


def check_margin(scores, tag, rel=0.05):
    r = ranked(scores)
    top, second = r[0][1], r[1][1]
    assert top > second * (1 + rel) - 1e-9, (tag, r)
    return r[0][0]


def record(name, tool, shape, evidence, question, candidates, scores, traps, answer="winner",
           winner=None, acceptable=None, ask_because=None):
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


def spread(counts, rng):
    """List of labels with the given counts, shuffled."""
    out = []
    for k, n in counts.items():
        out += [k] * n
    rng.shuffle(out)
    return out


def num(x):
    return int(x) if float(x).is_integer() else round(x, 4)


# ----------------------------------------------------------------------------- 1 WeChat 接龙 (GBK)
def f_wechat():
    name = "三年级2班春游地点接龙.txt"
    rng = random.Random(101)
    opts = ["植物园", "动物园", "科技馆", "湿地公园"]
    counts = {"科技馆": 13, "湿地公园": 9, "动物园": 6, "植物园": 3}
    kids = ["王梓涵", "李一诺", "张子墨", "刘欣怡", "陈浩宇", "杨雨桐", "赵梓萱", "黄俊熙", "周思远", "吴佳怡",
            "徐子轩", "孙可馨", "胡宇航", "朱诗涵", "高铭泽", "林若曦", "何嘉懿", "郭天佑", "马悦然", "罗博文",
            "梁晨曦", "宋子豪", "郑雨萱", "谢明轩", "韩梦琪", "唐睿哲", "冯欣妍", "于浩然", "董一鸣", "萧语嫣",
            "程子睿", "曹馨月"]
    rng.shuffle(kids)
    roles = ["妈妈"] * 6 + ["爸爸"] * 3 + ["奶奶", "外婆"]
    choices = spread(counts, rng)
    # the first entry is not the winner
    i = next(k for k, c in enumerate(choices) if c == "动物园")
    choices[0], choices[i] = choices[i], choices[0]
    lines = ["#接龙", "三（2）班春游地点投票",
             "4月10日（周五）春游，请各位家长接龙选一个地点，每家限一票，周三晚上8点截止。",
             "可选：植物园 / 动物园 / 科技馆 / 湿地公园", "",
             "例 乐乐妈妈 植物园"]
    scores = {o: 0 for o in opts}
    for k, c in enumerate(choices):
        who = kids[k] + rng.choice(roles)
        extra = ""
        if k in (4, 17):
            extra = "（孩子想去）"
        lines.append("%d. %s %s%s" % (k + 1, who, c, extra))
        scores[c] += 1
    text = "\n".join(lines) + "\n"
    write_text(name, text, "gbk", newline="\r\n")
    w = check_margin(scores, name)
    record(name, "微信 WeChat group 接龙 (Solitaire sign-up chain), the last chain message copied from WeChat for Windows "
                 "and pasted into Notepad on Simplified-Chinese Windows, saved as ANSI (GBK)",
           "Text paste: '#接龙' header, description lines, the list of options, an example line ('例 …'), then numbered "
           "lines '<n>. <child's name + relation> <choice>', two with a remark in full-width parentheses",
           "From memory (search found nothing on the 接龙 layout); unverified",
           "count of numbered chain entries per destination (the 例 example line is not a vote)",
           opts, scores,
           ["example line '例 乐乐妈妈 植物园' names an option", "line listing all options",
            "first entry is not the winner", "remarks '（孩子想去）' glued to two choices",
            "numbers in the description (4月10日, 8点)", "GBK encoding, CRLF"],
           winner=w)


# ----------------------------------------------------------------------------- 2 HelloAsso (fr)
def f_helloasso():
    name = "export-participants-repas-de-quartier-2026.csv"
    rng = random.Random(202)
    q_theme = "Quel thème pour la soirée dansante ?"
    opts = ["Guinguette", "Soirée années 80", "Soirée cabaret", "Soirée brésilienne"]
    valid_counts = {"Guinguette": 21, "Soirée années 80": 14, "Soirée cabaret": 9, "Soirée brésilienne": 6}
    refunded = ["Soirée années 80", "Soirée années 80", "Soirée années 80", "Soirée cabaret"]
    adult_answers = spread(valid_counts, rng)
    noms = ["Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau",
            "Simon", "Laurent", "Lefèvre", "Michel", "Garcia", "David", "Bertrand", "Roux", "Vincent", "Fournier",
            "Morel", "Girard", "André", "Mercier", "Dupont", "Lambert", "Bonnet", "François", "Martinez", "Legrand",
            "Garnier", "Faure", "Rousseau", "Blanc", "Guérin", "Muller", "Henry", "Roussel", "Nicolas", "Perrin"]
    prenoms_a = ["Claire", "Julien", "Sophie", "Nicolas", "Camille", "Thomas", "Élodie", "Mathieu", "Aurélie",
                 "Sébastien", "Céline", "Antoine", "Nathalie", "Pierre", "Isabelle", "Hélène", "Jérôme", "Amandine",
                 "Laurent", "Véronique", "Franck", "Sandrine", "Olivier", "Marion", "Karim", "Yasmine", "Bruno"]
    prenoms_e = ["Léo", "Emma", "Jade", "Louis", "Chloé", "Hugo", "Lina", "Nathan", "Inès", "Gabriel", "Zoé", "Adam"]
    rng.shuffle(noms)
    header = ["Numéro de commande", "Date de la commande", "Statut de la commande", "Nom participant",
              "Prénom participant", "Nom payeur", "Prénom payeur", "Email payeur", "Raison sociale",
              "Moyen de paiement", "Billet", "Numéro de billet", "Tarif", "Montant tarif", "Code Promo",
              "Montant code promo", "Êtes-vous adhérent(e) de l'association ?", "Régime alimentaire", q_theme,
              "Un mot pour les organisateurs"]
    rows = [header]
    order_no = 48211873
    ticket_no = 92030411
    day = dt.datetime(2026, 5, 2, 9, 12)
    ai = 0
    ri = 0
    fam = 0
    scores = {o: 0 for o in opts}
    incl = {o: 0 for o in opts}
    n_adult_tarif = 0
    n_oui = 0
    mots = ["", "", "", "", "Merci pour l'organisation !", "Vivement le 13 juin", "",
            "On apporte une tarte", "", "Je peux aider au montage des tables ; prévenez-moi", ""]
    while ai < len(adult_answers) or ri < len(refunded):
        fam_name = noms[fam % len(noms)]
        fam += 1
        status = "Validé"
        if ri < len(refunded) and fam % 9 == 4:
            status = "Remboursé"
        n_ad = rng.choice([1, 2, 2, 2])
        n_kid = rng.choice([0, 0, 1, 2])
        if status == "Remboursé":
            n_ad = min(n_ad, len(refunded) - ri)
        else:
            n_ad = min(n_ad, len(adult_answers) - ai)
            if n_ad == 0:
                continue
        order_no += rng.randint(3, 900)
        day += dt.timedelta(hours=rng.randint(2, 30), minutes=rng.randint(0, 59))
        payer_first = rng.choice(prenoms_a)
        email = "%s.%s@example.org" % (payer_first.lower().replace("é", "e").replace("è", "e").replace("ô", "o"),
                                       fam_name.lower().replace("è", "e").replace("é", "e"))
        adherent = "Oui" if rng.random() < 0.7 else "Non"
        for k in range(n_ad + n_kid):
            kid = k >= n_ad
            ticket_no += rng.randint(1, 40)
            first = payer_first if k == 0 else (rng.choice(prenoms_e) if kid else rng.choice(prenoms_a))
            if kid:
                tarif, montant, theme = "Enfant (- 12 ans)", "6,00", ""
            else:
                tarif, montant = "Adulte", "12,00"
                if status == "Remboursé":
                    theme = refunded[ri]
                    ri += 1
                else:
                    theme = adult_answers[ai]
                    ai += 1
            regime = "Aucun" if rng.random() < 0.75 else rng.choice(["Végétarien", "Sans porc", "Sans gluten"])
            mot = rng.choice(mots) if k == 0 else ""
            rows.append([str(order_no), day.strftime("%d/%m/%Y %H:%M"), status, fam_name, first, fam_name,
                         payer_first, email, "", "Carte bancaire", "Repas de quartier 2026", str(ticket_no),
                         tarif, montant, "", "", adherent, regime, theme, mot])
            if theme:
                incl[theme] += 1
                if status == "Validé":
                    scores[theme] += 1
            if status == "Validé" and tarif == "Adulte":
                n_adult_tarif += 1
            if status == "Validé":
                n_oui += adherent == "Oui"
    w = check_margin(scores, name)
    assert check_margin(incl, name) == w
    assert n_adult_tarif > max(scores.values()) and n_oui > max(scores.values()), (n_adult_tarif, n_oui)
    write_text(name, csv_text(rows, delimiter=";"), "utf-8", bom=True)
    record(name, "HelloAsso (French association platform), billetterie → Participants → Exporter (CSV), a "
                 "neighbourhood committee's street-party tickets with three custom questions",
           "Registration export: one row per participant (several per order), order / payer / ticket / tariff / "
           "amount columns first, then custom fields: member yes/no, diet, the theme vote, a remark; children's "
           "tickets leave the vote empty; some orders refunded",
           "From memory (code search found only HelloAsso API integrations, not the export's columns); unverified",
           "count of participants' answers to '%s' (refunded orders excluded; including them gives the same winner)"
           % q_theme,
           opts, scores,
           ["'Tarif' column: 'Adulte' outnumbers every theme", "member question 'Oui' outnumbers every theme",
            "'Régime alimentaire' 'Aucun' is frequent", "refunded orders ('Remboursé')",
            "empty theme on children's tickets", "decimal comma amounts '12,00'",
            "remark containing ';' (quoted)", "UTF-8 BOM, ';', CRLF"],
           winner=w)


# ----------------------------------------------------------------------------- 3 SignUpGenius
def f_signupgenius():
    name = "SignUpGenius_Report_U10_Lightning_Party.csv"
    rng = random.Random(303)
    slots = [("05/30/2026", "2:00 PM", "5:00 PM"), ("05/31/2026", "4:00 PM", "7:00 PM"),
             ("06/06/2026", "11:00 AM", "2:00 PM"), ("06/07/2026", "1:00 PM", "4:00 PM"),
             ("06/13/2026", "3:00 PM", "6:00 PM")]
    want = {"05/30/2026": 9, "05/31/2026": 6, "06/06/2026": 13, "06/07/2026": 5, "06/13/2026": 8}
    fams = [("Jennifer", "Alvarez"), ("Mike", "Brennan"), ("Stacy", "Cho"), ("Dave", "Donnelly"),
            ("Jennifer", "Eastman"), ("Carlos", "Fuentes"), ("Amy", "Grabowski"), ("Rachel", "Hughes"),
            ("Mike", "Iverson"), ("Tanya", "Jackson"), ("Brian", "Kowalski"), ("Lauren", "Lindqvist"),
            ("Jennifer", "Morales"), ("Kevin", "Nguyen"), ("Priya", "Okafor"), ("Sarah", "Patel"),
            ("Greg", "Quinn")]
    rows = [["Sign Up", "Date", "Start Time", "End Time", "Location", "Item", "Qty", "First Name", "Last Name",
             "Email", "Phone", "Comment", "Sign Up Timestamp"]]
    scores = {}
    qty_sum = {}
    comments = ["", "", "", "", "Can't wait!", "We'll bring cupcakes", "Maddie has a recital until 1",
                "", "Grandparents coming too", "", "might be late"]
    base = dt.datetime(2026, 5, 4, 20, 5)
    per_fam_qty = {f: rng.choice([2, 3, 3, 4, 4, 5]) for f in fams}
    for d, st, en in slots:
        chosen = rng.sample(fams, want[d])
        ts = [base + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 5)) for _ in chosen]
        for (fn, ln), t in sorted(zip(chosen, ts), key=lambda x: x[1]):
            q = per_fam_qty[(fn, ln)]
            phone = "(630) 555-%04d" % (1000 + fams.index((fn, ln)) * 37)
            rows.append(["U10 Lightning End-of-Season Party - Pick Every Date That Works!", d, st, en,
                         "Memorial Park - Pavilion 3", "Our family can come", str(q), fn, ln,
                         "%s.%s@example.com" % (fn.lower(), ln.lower()), phone, rng.choice(comments),
                         t.strftime("%m/%d/%Y %I:%M %p")])
            scores[d] = scores.get(d, 0) + 1
            qty_sum[d] = qty_sum.get(d, 0) + q
    w = check_margin(scores, name)
    assert check_margin(qty_sum, name) == w, qty_sum
    write_text(name, csv_text(rows, quoting=csv.QUOTE_ALL), "utf-8")
    record(name, "SignUpGenius, Reports → sign-up report → Export (CSV), a U10 soccer team's end-of-season party "
                 "where parents sign up under every date that works",
           "Long format: one row per (date slot, family) with sign-up title, date, start/end time, location, a "
           "constant item, Qty (people coming), contact columns, comment, timestamp",
           "From memory (code search found no SignUpGenius report columns); unverified",
           "scheduling poll: number of families signed up per date (the same date also leads by the sum of Qty)",
           [s[0] for s in slots], scores,
           ["constant 'Item' column", "Qty column (people) instead of families", "first date listed is not the winner",
            "repeated parent first names (Jennifer, Mike)", "timestamps in m/d/Y", "all fields quoted, CRLF"],
           winner=w)


# ----------------------------------------------------------------------------- 4 Breeze ChMS (rating grid)
def f_breeze():
    name = "Breeze_Form_Entries_VBS_2026_Theme_Survey.xlsx"
    rng = random.Random(404)
    themes = ["Ocean Odyssey", "Jungle Journey", "Space Quest", "Farm Fest", "Camp Courage"]
    means = {"Ocean Odyssey": 3.6, "Jungle Journey": 3.3, "Space Quest": 4.4, "Farm Fest": 2.7, "Camp Courage": 3.1}
    firsts = ["Amanda", "Josh", "Kelly", "Ryan", "Heather", "Matt", "Brooke", "Tyler", "Megan", "Chris", "Lindsey",
              "Nathan", "Erin", "Caleb", "Rebecca", "Aaron", "Hannah", "Luke", "Abigail", "Daniel", "Grace", "Ben",
              "Leah", "Micah", "Naomi", "Seth", "Ruth", "Eli", "Tara", "Jordan", "Whitney", "Zach", "Courtney",
              "Derek", "Molly", "Isaac", "Paige", "Levi"]
    lasts = ["Anderson", "Baker", "Campbell", "Dawson", "Ellis", "Franklin", "Gibson", "Harper", "Ingram",
             "Jennings", "Keller", "Lawson", "Mitchell", "Norris", "Owens", "Parker", "Reed", "Sutton", "Tucker",
             "Vaughn", "Walker", "Young", "Bishop", "Carver", "Dalton", "Foster", "Garrett", "Hayes", "Kendall",
             "Lambert", "Meyer", "Nolan", "Pruitt", "Rhodes", "Shelton", "Thornton", "Whitaker", "Yates"]
    ages = {"Preschool (3-5)": 9, "Elementary (K-5)": 24, "Middle school (6-8)": 5}
    age_list = spread(ages, rng)
    n = len(age_list)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Form Entries"
    head = ["Date Submitted", "First Name", "Last Name", "Email", "Mobile", "Your children's age group",
            "Number of children attending"] + themes + ["Can you help as a volunteer?", "Comments"]
    ws.append(head)
    for c in ws[1]:
        c.font = Font(bold=True)
    for _ in range(200):
        sums = {t: 0 for t in themes}
        cnts = {t: 0 for t in themes}
        grid = []
        for i in range(n):
            row = {}
            for t in themes:
                if rng.random() < 0.07:
                    row[t] = None
                    continue
                v = int(round(min(5, max(1, rng.gauss(means[t], 1.0)))))
                row[t] = v
                sums[t] += v
                cnts[t] += 1
            grid.append(row)
        mean = {t: sums[t] / cnts[t] for t in themes}
        try:
            w = check_margin(mean, name)
            assert check_margin(sums, name) == w
            break
        except AssertionError:
            continue
    d = dt.datetime(2026, 2, 22, 18, 40)
    for i in range(n):
        d += dt.timedelta(minutes=rng.randint(20, 900))
        row = [d, firsts[i], lasts[i], "%s.%s@example.net" % (firsts[i].lower(), lasts[i].lower()),
               "(501) 555-%04d" % (2100 + i * 13), age_list[i], rng.choice([1, 1, 2, 2, 3, 4])]
        row += [grid[i][t] for t in themes]
        row += [rng.choice(["Yes", "Yes", "No", "Maybe"]),
                rng.choice(["", "", "", "Space theme please!!", "Anything with animals", "", "Thanks for asking us",
                            "Our kids loved last year's", ""])]
        ws.append(row)
        ws.cell(ws.max_row, 1).number_format = "m/d/yyyy h:mm AM/PM"
    save_xlsx(wb, name)
    scores = {t: round(mean[t], 4) for t in themes}
    record(name, "Breeze ChMS (church management software), Forms → a form → Entries → Export (Excel), a "
                 "church's Vacation Bible School theme survey",
           "Rating grid: one row per family, metadata (date, name, e-mail, phone), a demographic question and a "
           "number column first, then one 1-5 rating column per theme (a few blanks), a yes/no and comments",
           "From memory; unverified",
           "mean rating 1-5 per theme (blank = not rated); the same theme leads by the sum of ratings",
           themes, scores,
           ["age-group question first; 'Elementary (K-5)' outnumbers everything",
            "'Number of children attending' numeric column", "winner is the third rating column",
            "volunteer Yes/No column", "blank ratings"],
           winner=w)


# ----------------------------------------------------------------------------- 5 SchoolFox (de-AT), summary first
def f_schoolfox():
    name = "SchoolFox_Umfrage_Wandertag_2b.xlsx"
    rng = random.Random(505)
    opts = ["Tiergarten Schönbrunn", "Haus des Meeres", "Technisches Museum", "Donauinsel – Picknick & Spielplatz"]
    # 21 respondents, max. 2 ticks each
    target = {"Tiergarten Schönbrunn": 9, "Haus des Meeres": 15, "Technisches Museum": 8,
              "Donauinsel – Picknick & Spielplatz": 6}
    while True:
        ballots = []
        rem = dict(target)
        ok = True
        for i in range(21):
            k = 2 if i < 17 else 1
            avail = [o for o in opts if rem[o] > 0]
            if len(avail) < k:
                ok = False
                break
            weights = [rem[o] for o in avail]
            pick = []
            for _ in range(k):
                o = rng.choices(avail, weights=weights)[0]
                j = avail.index(o)
                avail.pop(j)
                weights.pop(j)
                pick.append(o)
            for o in pick:
                rem[o] -= 1
            ballots.append(pick)
        if ok and all(v == 0 for v in rem.values()):
            break
    kinder = ["Anna Gruber", "Lukas Huber", "Lena Wagner", "David Pichler", "Sophie Moser", "Jonas Steiner",
              "Marie Hofer", "Elias Leitner", "Laura Berger", "Paul Fuchs", "Emma Eder", "Felix Fischer",
              "Hannah Schmid", "Maximilian Winkler", "Leonie Weber", "Tobias Schwarz", "Sarah Maier",
              "Jakob Reiter", "Valentina Mayr", "Noah Brunner", "Mia Lang", "Ben Baumgartner", "Lea Wimmer",
              "Emil Auer"]
    eltern = ["Mutter", "Vater"]
    wb = openpyxl.Workbook()
    ov = wb.active
    ov.title = "Übersicht"
    scores = {o: 0 for o in opts}
    for b in ballots:
        for o in b:
            scores[o] += 1
    ov.append(["Umfrage: Wandertag der 2b – wohin soll es gehen?"])
    ov["A1"].font = Font(bold=True, size=13)
    ov.append(["Klasse 2b · Volksschule Kagraner Anger"])
    ov.append(["Erstellt von Sabine Huber am 02.03.2026 · Mehrfachauswahl (max. 2 Antworten)"])
    ov.append(["Beantwortet: 21 von 24"])
    ov.append([])
    ov.append(["Antwort", "Stimmen", "Anteil"])
    for c in ov[6]:
        c.font = Font(bold=True)
    for o in opts:
        ov.append([o, scores[o], scores[o] / 21])
        ov.cell(ov.max_row, 3).number_format = "0.0%"
    ov.append(["Gesamt", sum(scores.values()), None])
    ov.append(["Nicht beantwortet", 3, None])
    ov.column_dimensions["A"].width = 40
    an = wb.create_sheet("Antworten")
    an.append(["Kind", "Klasse", "Elternteil", "Beantwortet am"] + opts + ["Kommentar"])
    for c in an[1]:
        c.font = Font(bold=True)
    order = list(range(24))
    no_answer = {5, 13, 22}
    bi = 0
    t = dt.datetime(2026, 3, 2, 17, 5)
    for i in order:
        if i in no_answer:
            an.append([kinder[i], "2b", rng.choice(eltern), "nicht beantwortet"] + [None] * len(opts) + [None])
            continue
        b = ballots[bi]
        bi += 1
        t += dt.timedelta(minutes=rng.randint(5, 400))
        com = rng.choice([None, None, None, "Bitte nicht zu weit fahren", "Hauptsache bei Schönwetter!", None])
        an.append([kinder[i], "2b", rng.choice(eltern), t.strftime("%d.%m.%Y %H:%M")] +
                  ["x" if o in b else None for o in opts] + [com])
    save_xlsx(wb, name)
    w = check_margin(scores, name)
    record(name, "SchoolFox (Austrian school messaging app, German UI), Umfrage → Ergebnisse → Export (Excel), a "
                 "year-2 class's school-trip poll",
           "Workbook: 'Übersicht' summary sheet first (title lines, answers with votes and percentage of "
           "respondents, Gesamt and 'Nicht beantwortet' rows), then 'Antworten': one row per child with one "
           "column per option ticked 'x' (max. 2), three non-respondents",
           "From memory; unverified",
           "approvals: number of 'x' ticks per option (= 'Stimmen' on the summary sheet)",
           opts, scores,
           ["summary sheet first with percentages summing past 100 %", "'Gesamt' total row",
            "'Nicht beantwortet' row", "'Beantwortet: 21 von 24' line", "non-respondent rows with empty ticks",
            "winner is the second option"],
           winner=w)


# ----------------------------------------------------------------------------- 6 Zalo poll (vi), UTF-16
def f_zalo():
    name = "Zalo_binh_chon_tap_hat_ca_doan.txt"
    rng = random.Random(606)
    opts = ["Thứ Năm 26/03 – 19:30", "Thứ Sáu 27/03 – 19:30", "Thứ Bảy 28/03 – 18:00",
            "Chủ Nhật 29/03 – sau Lễ 9:00"]
    target = {opts[0]: 9, opts[1]: 5, opts[2]: 16, opts[3]: 11}
    voters = 23
    # each voter ticks >= 1 option; build per-voter sets that hit the targets
    while True:
        sets = [set() for _ in range(voters)]
        okk = True
        for o in opts:
            for v in rng.sample(range(voters), target[o]):
                sets[v].add(o)
        if all(sets):
            break
    scores = {o: sum(o in s for s in sets) for o in opts}
    lines = ["Ca đoàn Cecilia – Giáo xứ Tân Phước",
             "",
             "BÌNH CHỌN",
             "Chọn buổi tập hát thêm trước Lễ Lá (được chọn nhiều ngày)",
             "Tạo bởi Phêrô Nguyễn Minh Khôi · Hết hạn lúc 22:00 24/03/2026",
             "%d thành viên đã bình chọn" % voters,
             ""]
    for o in opts:
        lines.append(o)
        lines.append("%d bình chọn" % scores[o])
    lines += ["", "+ Thêm phương án", "", "Đổi bình chọn", "",
              "Anh chị em nào chưa chọn thì chọn giúp nhé, tối 24 chốt lịch. Cảm ơn cả nhà 🙏"]
    write_text(name, "\n".join(lines) + "\n", "utf-16-le", bom=True, newline="\r\n")
    w = check_margin(scores, name)
    record(name, "Zalo (Vietnamese messaging app), group poll ('Bình chọn') in a parish choir's group, the poll "
                 "card copied from Zalo PC and pasted into Notepad, saved as 'Unicode' (UTF-16 LE)",
           "Text paste of a poll card: group name, poll title, creator and deadline, number of voters, then each "
           "option line followed by '<n> bình chọn', UI button texts and a chat message",
           "From memory; unverified",
           "scheduling poll, multi-select: votes per date option",
           opts, scores,
           ["'23 thành viên đã bình chọn' (voters) exceeds every option count", "UI lines '+ Thêm phương án', "
            "'Đổi bình chọn'", "dates and times inside option labels", "winner is the third option",
            "UTF-16 LE with BOM, CRLF"],
           winner=w)


# ----------------------------------------------------------------------------- 7 Samsung Notes (ko)
def f_samsung():
    name = "회식 장소 투표.txt"
    rng = random.Random(707)
    opts = ["삼겹살 (돈우마을)", "치킨 & 맥주 (호프한잔)", "횟집 (바다마을)", "중식 (만리향)"]
    target = {opts[0]: 5, opts[1]: 11, opts[2]: 6, opts[3]: 2}
    votes = spread(target, rng)
    scores = {o: votes.count(o) for o in opts}
    marks = {1: "一", 2: "丅", 3: "下", 4: "止"}

    def tally(n):
        return " ".join(["正"] * (n // 5) + ([marks[n % 5]] if n % 5 else []))

    lines = ["3월 정기모임 회식 장소 투표 🏸", "2026.03.14(토) 체육관 모임 끝나고", "",
             "참석 27명 / 투표 %d명" % len(votes), ""]
    for o in opts:
        lines.append("%s  %s  %d" % (o, tally(scores[o]), scores[o]))
    lines += ["", "예약: 저녁 7시 30분, 회비 1인 25,000원 (총무 계좌로)", "다음 모임 3/28 토요일 오후 2시"]
    write_text(name, "\n".join(lines) + "\n", "utf-8")
    w = check_margin(scores, name)
    record(name, "Samsung Notes (Galaxy phone), a badminton club treasurer's tally note, Share → Text file (.txt)",
           "Hand-typed tally note: title, date, attendance and number of voters, one line per option with "
           "正-stroke tally marks and the count, then booking and fee lines",
           "From memory; unverified",
           "count of votes per restaurant (number after the tally marks)",
           opts, scores,
           ["'참석 27명' attendance and '투표 24명' voters exceed every count", "fee '25,000원' and times",
            "正 tally marks beside the numbers", "winner is the second line", "UTF-8, LF, emoji in title"],
           winner=w)


# ----------------------------------------------------------------------------- 8 Connecteam (winner)
def f_connecteam():
    name = "Connecteam_Survey_Staff_Summer_Party_2026.xlsx"
    rng = random.Random(808)
    q = "Where should we hold the summer party?"
    opts = ["Picnic at Riverside Park", "Bowling & Pizza at Strike Zone", "Lakeside Beach Club",
            "Rooftop Terrace at The Grand"]
    target = {"Lakeside Beach Club": 17, "Rooftop Terrace at The Grand": 12, "Bowling & Pizza at Strike Zone": 8,
              "Picnic at Riverside Park": 5}
    answers = spread(target, rng)
    branches = spread({"Downtown": 19, "Westgate Mall": 13, "Airport Kiosk": 10}, rng)
    jobs = ["Barista", "Baker", "Cashier", "Shift Lead", "Pastry Chef", "Dishwasher", "Barista", "Cashier"]
    names = ["Alicia Moreno", "Ben Carter", "Chloe Nguyen", "Darius Hill", "Ella Novak", "Finn O'Brien",
             "Gabriela Souza", "Hassan Ali", "Iris Chen", "Jake Turner", "Kayla Brooks", "Liam Foster",
             "Maya Singh", "Noah Jensen", "Olivia Park", "Pedro Alves", "Quinn Murphy", "Rosa Delgado",
             "Sam Whitfield", "Tessa Grant", "Umar Siddiqui", "Vera Kowal", "Will Harper", "Xena Pappas",
             "Yusuf Demir", "Zoe Campbell", "Aaron Blake", "Bianca Russo", "Cody Price", "Dana Wolfe", "Eli Ross",
             "Fatima Khan", "Gus Lindgren", "Holly Evans", "Ivan Petrov", "Jade Morgan", "Kurt Becker",
             "Lena Ortiz", "Marco Bianchi", "Nina Ford", "Oscar Reyes", "Paula Stone"]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Survey results"
    ws.append(["Staff Summer Party 2026 – Survey results"])
    ws["A1"].font = Font(bold=True, size=14)
    ws.append(["Sunrise Bakery & Café · Surveys · Exported 04/02/2026 10:15 AM"])
    ws.append([])
    head = ["Submission ID", "Submitted at", "User", "Job title", "Branch",
            "Have you worked with us for more than a year?", q,
            "How would you rate last year's party? (1-5)", "Anything else you'd like to tell us?"]
    ws.append(head)
    for c in ws[4]:
        c.font = Font(bold=True)
    t = dt.datetime(2026, 3, 20, 7, 40)
    scores = {o: 0 for o in opts}
    yes = 0
    for i, a in enumerate(answers):
        t += dt.timedelta(minutes=rng.randint(15, 700))
        y = "Yes" if rng.random() < 0.68 else "No"
        yes += y == "Yes"
        ws.append([100451 + i * 7, t, names[i], rng.choice(jobs), branches[i], y, a,
                   rng.choice([3, 4, 4, 5, 2, 4, 5]),
                   rng.choice(["", "", "", "Please not on a Sunday", "Can partners come?", "", "Love the idea!",
                               "Vegan options please", ""])])
        ws.cell(ws.max_row, 2).number_format = "mm/dd/yyyy hh:mm AM/PM"
        scores[a] += 1
    assert yes > max(scores.values())
    assert 19 > max(scores.values())
    save_xlsx(wb, name)
    w = check_margin(scores, name)
    record(name, "Connecteam (employee app for deskless teams), Communications → Surveys → a survey → Export to "
                 "Excel, a bakery-café chain's staff summer-party survey",
           "Survey sheet under a title block: submission id, time, user, job title, branch, a yes/no question, "
           "then the venue question, a 1-5 rating and free text",
           "From memory; unverified",
           "count of responses to '%s'" % q,
           opts, scores,
           ["'Branch' column: 'Downtown' (19) outnumbers every venue", "yes/no tenure question answered 'Yes' "
            "more often than any venue", "rating column 1-5", "title block above the header",
            "numeric submission ids", "winner is the third option in the form's order"],
           winner=w)


# ----------------------------------------------------------------------------- 9 LINE WORKS (ja), ask
def f_lineworks():
    name = "アンケート結果_2026年忘年会.csv"
    rng = random.Random(909)
    q1 = "Q1. 忘年会の日程はいつがよいですか？"
    q2 = "Q2. 会場はどちらがよいですか？"
    q3 = "Q3. その他ご要望があればご記入ください"
    o1 = ["12月19日(金)", "12月22日(月)", "12月26日(金)"]
    o2 = ["和食「つる家」", "焼肉「炎」", "イタリアン「トラットリア・ソーレ」"]
    t1 = {"12月19日(金)": 14, "12月22日(月)": 5, "12月26日(金)": 9}
    t2 = {"和食「つる家」": 10, "焼肉「炎」": 13, "イタリアン「トラットリア・ソーレ」": 5}
    a1 = spread(t1, rng)
    a2 = spread(t2, rng)
    people = ["佐藤 健太", "鈴木 美咲", "高橋 大輔", "田中 陽子", "伊藤 翔", "渡辺 由美", "山本 拓也", "中村 彩",
              "小林 誠", "加藤 真理子", "吉田 亮", "山田 恵", "佐々木 隆", "山口 奈々", "松本 浩二", "井上 千尋",
              "木村 雄一", "林 沙織", "斎藤 修", "清水 麻衣", "山崎 剛", "森 早紀", "池田 悠人", "橋本 香織",
              "阿部 直樹", "石川 舞", "前田 航", "藤田 理恵"]
    orgs = spread({"営業部": 11, "製造部": 9, "総務部": 5, "デザイン室": 3}, rng)
    rows = [["回答日時", "回答者", "所属組織", q1, q2, q3]]
    t = dt.datetime(2026, 11, 10, 9, 2)
    s1 = {o: 0 for o in o1}
    s2 = {o: 0 for o in o2}
    for i in range(len(a1)):
        t += dt.timedelta(minutes=rng.randint(3, 600))
        rows.append([t.strftime("%Y/%m/%d %H:%M"), people[i], "株式会社みなと印刷/" + orgs[i], a1[i], a2[i],
                     rng.choice(["", "", "", "飲み放題付きでお願いします", "", "二次会はカラオケ希望", "",
                                 "駅から近いところがいいです"])])
        s1[a1[i]] += 1
        s2[a2[i]] += 1
    w1 = check_margin(s1, name)
    w2 = check_margin(s2, name)
    write_text(name, csv_text(rows, quoting=csv.QUOTE_ALL), "cp932", newline="\r\n")
    record(name, "LINE WORKS (business chat used by small firms in Japan), アンケート (named survey) → 結果 → "
                 "ダウンロード (CSV, Shift_JIS), a printing company's year-end party survey",
           "Survey table: answer time, respondent, organisation path, then two single-choice questions of equal "
           "standing (date, venue) and a free-text request column",
           "Partly checked: the survey's named mode shows the respondent's name and organisation (LINE WORKS guide "
           "found with the pages search); the CSV columns and encoding are from memory",
           "count of responses per option, separately for Q1 (date) and Q2 (venue)",
           {q1: o1, q2: o2}, {q1: s1, q2: s2},
           ["two single-choice questions of equal standing", "organisation column with a frequent '営業部'",
            "free-text column", "Shift_JIS (cp932), all fields quoted, CRLF"],
           answer="ask", acceptable={q1: w1, q2: w2},
           ask_because="The survey asks two independent single-choice questions (party date and venue), both "
                       "decided by the same respondents; neither is the main one.")


# ----------------------------------------------------------------------------- 10 ExportComments (Facebook bids)
def f_exportcomments():
    name = "exportcomments_facebook_group_PTA_auction_lot7.csv"
    P = lambda v: "£{:,}".format(v)
    # (name, profile id, comment, bid amount or None, valid)
    seq = [
        ("Hannah Whitworth", "100008412230915", P(300), 300, True),
        ("Tom Bridges", "100004419871254", P(350), 350, True),
        ("Raj Kapoor", "100012773315048", P(420) + " 🙂", 420, True),
        ("Mark Dean", "100006638402771", "Ooh what a lovely lot, good luck everyone!", None, False),
        ("Hannah Whitworth", "100008412230915", P(450), 450, True),
        ("Sophie Lane", "100003381120547", P(500), 500, True),
        ("Tom Bridges", "100004419871254", P(550), 550, True),
        ("Claire Fenwick", "100015592014436", P(600), 600, True),
        ("Gemma Rowe", "100009917650083", P(680), 680, "retracted"),
        ("Priya Kaur", "100011208863190", P(650) + " please", 650, True),
        ("St Aidan's PTA", "100064471192205", "Current highest bid is " + P(680) + " – 2 days to go! 🏖️", None,
         False),
        ("Gemma Rowe", "100009917650083",
         "So sorry everyone, I need to withdraw my " + P(680) + " bid – the dates don't work for us after all 😞",
         None, False),
        ("Sophie Lane", "100003381120547", P(700), 700, True),
        ("Daniel Osei", "100007750318826", P(720), 720, True),
        ("Hannah Whitworth", "100008412230915", P(800), 800, True),
        ("Claire Fenwick", "100015592014436", "Is it available in October half term?", None, False),
        ("St Aidan's PTA", "100064471192205", "@Claire Fenwick yes, any week Sept–Nov 👍", None, False),
        ("Daniel Osei", "100007750318826", P(900), 900, True),
        ("Tom Bridges", "100004419871254", "Out for me, too rich for my blood! 😂", None, False),
        ("Hannah Whitworth", "100008412230915", P(1050) + "!!", 1050, True),
    ]
    best = {}
    for who, _, _, amt, ok in seq:
        if amt is not None and ok is True:
            best[who] = max(best.get(who, 0), amt)
    amounts = sorted({amt for _, _, _, amt, ok in seq if amt is not None and ok is True})
    scores = {P(b): b * sum(1 for v in best.values() if v >= b) for b in amounts}
    w = check_margin(scores, name)
    rows = [["ExportComments.com"],
            ["URL", "https://www.facebook.com/groups/staidansptafundraising/posts/2219845521876011/"],
            ["Post", "🏖️ AUCTION LOT 7 – a week in a Cornish holiday cottage (sleeps 6), kindly donated by the Pearce "
                     "family. Bidding starts at £300. Bid in the comments – closes Friday 8pm!"],
            ["Exported", "2026-03-13 20:04:51"],
            ["Comments", str(len(seq))],
            [],
            ["#", "Name", "Profile ID", "Date", "Likes", "Comment"]]
    t = dt.datetime(2026, 3, 9, 18, 31, 7)
    rng = random.Random(1010)
    for i, (who, pid, text, _, _) in enumerate(seq):
        t += dt.timedelta(minutes=rng.randint(7, 500), seconds=rng.randint(0, 59))
        rows.append([str(i + 1), who, pid, t.strftime("%Y-%m-%d %H:%M:%S"), str(rng.choice([0, 0, 1, 2, 3, 5])),
                     text])
    write_text(name, csv_text(rows), "utf-8", bom=True)
    record(name, "ExportComments.com (comment export service), a Facebook group post's comments → CSV, a primary "
                 "school PTA's online auction lot run in the group's comments",
           "Bid list in comments: metadata lines (URL, post text, export time, count), then #, name, profile id, "
           "date, likes, comment; bids are comments like '£450', several per bidder, chatter, an admin's "
           "'current highest bid' comment, one withdrawn bid",
           "From memory (code search found only API clients for the service, not the file's columns); unverified",
           "best posted price: valid bid amount b maximising b × number of bidders whose highest valid bid ≥ b "
           "(the withdrawn £680 bid and non-bid comments excluded)",
           [P(b) for b in amounts], scores,
           ["withdrawn bid (a later comment by the same bidder)", "admin comment quoting an amount",
            "several bids per bidder", "chatter comments without amounts", "emoji and '!!' after amounts",
            "'£1,050' with a thousands comma", "Profile IDs and like counts", "metadata lines above the header"],
           winner=w)


# ----------------------------------------------------------------------------- 11 keepthescore paste (TAB, ISO-8859-15)
def f_keepthescore():
    name = "quiz_night_scores_keepthescore.txt"
    rng = random.Random(1111)
    teams = ["Quizteama Aguilera", "Smarty Pints", "Agatha Quiztie", "Déjà Brew", "The Usual Suspects",
             "Les Quizérables", "Tequila Mockingbird", "Universally Challenged", "Köln Again"]
    rounds = ["Picture round", "General knowledge", "Music", "Sport", "Geography", "Connections"]
    strength = {t: rng.uniform(0.5, 0.72) for t in teams}
    strength["Tequila Mockingbird"] = 0.86
    for _ in range(500):
        table = {}
        for t in teams:
            table[t] = [round(min(10, max(0, rng.gauss(strength[t] * 10, 1.3))) * 2) / 2
                        for _ in rounds]
        tot = {t: sum(v) for t, v in table.items()}
        try:
            w = check_margin(tot, name)
            if w == "Tequila Mockingbird":
                break
        except AssertionError:
            continue

    def f(x):
        return ("%g" % x)

    lines = ["St Aidan's PTA Quiz Night 2026 - Scoreboard", "keepthescore.com/board/xqtwp-st-aidans-quiz/", "",
             "\t".join(["Table", "Team"] + rounds + ["Total"])]
    for i, t in enumerate(teams):
        lines.append("\t".join([str(i + 1), t] + [f(v) for v in table[t]] + [f(tot[t])]))
    lines += ["", "Jokers played on: Music (x2 already included)", "Created with Keepthescore.com"]
    write_text(name, "\n".join(lines) + "\n", "iso-8859-15")
    record(name, "Keepthescore.com (online scoreboard), quiz-night board with rounds, the score table selected in "
                 "Firefox on Linux and pasted into gedit, saved as 'Western (ISO-8859-15)'",
           "Score sheet: title and board link, then a TAB table Table no. / Team / six round columns with half "
           "points / Total, teams in entry order, two footer lines",
           "From memory; unverified",
           "sum of points over the rounds (= Total column)",
           teams, {t: num(v) for t, v in tot.items()},
           ["'Table' number column", "half points '7.5'", "winner is not the first row",
            "footer lines", "ISO-8859-15 (é, ö), TAB, LF"],
           winner=w)


# ----------------------------------------------------------------------------- 12 Quip, two sheets -> ask
def f_quip():
    name = "Holy Trinity Chamber Choir - socials date polls.xlsx"
    rng = random.Random(1212)
    singers = ["Alison", "Bernard", "Catriona", "Dominic", "Eleanor", "Fergus", "Gwen", "Hamish", "Imogen",
               "Jonty", "Kirsty", "Lachlan", "Morag", "Neil", "Orla", "Piers", "Rhona", "Stuart"]
    sheets = {
        "Summer BBQ": (["Sat 13 Jun", "Sun 14 Jun", "Sat 20 Jun", "Sun 21 Jun", "Sat 27 Jun"],
                       {"Sat 13 Jun": 0.45, "Sun 14 Jun": 0.35, "Sat 20 Jun": 0.8, "Sun 21 Jun": 0.4,
                        "Sat 27 Jun": 0.5}),
        "Christmas social": (["Fri 4 Dec", "Sat 5 Dec", "Fri 11 Dec", "Sat 12 Dec"],
                             {"Fri 4 Dec": 0.45, "Sat 5 Dec": 0.5, "Fri 11 Dec": 0.4, "Sat 12 Dec": 0.82}),
    }
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    acceptable, cands, allscores = {}, {}, {}
    for sname, (slots, p) in sheets.items():
        for _ in range(500):
            grid = {}
            for s in singers:
                grid[s] = []
                for sl in slots:
                    r = rng.random()
                    grid[s].append("✓" if r < p[sl] else ("?" if r < p[sl] + 0.15 else ""))
            yes = {sl: sum(grid[s][j] == "✓" for s in singers) for j, sl in enumerate(slots)}
            half = {sl: yes[sl] + 0.5 * sum(grid[s][j] == "?" for s in singers) for j, sl in enumerate(slots)}
            full = {sl: yes[sl] + sum(grid[s][j] == "?" for s in singers) for j, sl in enumerate(slots)}
            try:
                w = check_margin(half, sname)
                assert check_margin(yes, sname) == w and check_margin(full, sname) == w
                assert slots.index(w) != 0
                break
            except AssertionError:
                continue
        ws = wb.create_sheet(sname)
        ws.append([sname + " – which dates can you do? (✓ = yes, ? = maybe)"])
        ws["A1"].font = Font(bold=True)
        ws.append(["Name"] + slots + ["Notes"])
        for c in ws[2]:
            c.font = Font(bold=True)
        for s in singers:
            ws.append([s] + [v or None for v in grid[s]] +
                      [rng.choice([None, None, None, None, "away first half of month", "can drive 3",
                                   "maybe if babysitter"])])
        ws.append(["Total ✓"] + [yes[sl] for sl in slots] + [None])
        ws.append(["Total ?"] + [sum(grid[s][j] == "?" for s in singers) for j, sl in enumerate(slots)] + [None])
        acceptable[sname] = w
        cands[sname] = slots
        allscores[sname] = {k: num(v) for k, v in half.items()}
    save_xlsx(wb, name)
    record(name, "Quip (Salesforce) spreadsheet shared by a chamber choir's social secretary, document menu → "
                 "Export → Microsoft Excel",
           "Workbook with two sheets of equal standing, each a scheduling poll: title row, Name × dates grid with "
           "✓ / ? / empty, a Notes column, 'Total ✓' and 'Total ?' rows",
           "From memory; unverified",
           "scheduling poll per sheet: yes = 1, maybe = 0.5 (same winner with maybe = 0 or 1)",
           cands, allscores,
           ["two sheets, two separate events", "'Total ✓' / 'Total ?' rows", "Notes column",
            "✓ and ? marks rather than words"],
           answer="ask", acceptable=acceptable,
           ask_because="The workbook holds two separate date polls (summer BBQ and Christmas social) on sheets of "
                       "equal standing; which one is meant is not determined by the file.")


# ----------------------------------------------------------------------------- 13 WordPerfect DOS text (cp850)
def f_wordperfect():
    name = "HALLNAME.TXT"
    cands = ["St. Brigid Centre", "Msgr. Doyle Hall", "Salón Nuestra Señora", "Emmaus House"]
    masses = ["Sat 5:00 PM", "Sun 8:00 AM", "Sun 10:30 AM", "Sun 12:30 PM"]
    table = {"St. Brigid Centre": [38, 22, 51, 6],
             "Msgr. Doyle Hall": [44, 31, 29, 4],
             "Salón Nuestra Señora": [9, 5, 14, 63],
             "Emmaus House": [27, 18, 40, 11]}
    tot = {c: sum(v) for c, v in table.items()}
    spoiled = [2, 1, 3, 2]
    cast = [sum(table[c][j] for c in cands) + spoiled[j] for j in range(4)]
    w = check_margin(tot, name)
    # the first Mass column's leader is not the overall winner, nor is the largest single cell's
    assert max(cands, key=lambda c: table[c][0]) != w
    out = []
    out.append("")
    out.append("                       ST. BRIGID'S PARISH, KILDARE AVENUE")
    out.append("              NAME OUR NEW PARISH HALL - COUNT OF BALLOTS BY MASS")
    out.append("                   Weekend of March 7-8, 2026 (vote for ONE)")
    out.append("")
    hdr = "  %-22s%12s%13s%14s%14s%9s" % ("Name", masses[0], masses[1], masses[2], masses[3], "TOTAL")
    out.append(hdr)
    out.append("  %-22s%12s%13s%14s%14s%9s" % ("", "", "", "", "(Misa)", ""))
    out.append("  " + "-" * 82)
    for c in cands:
        v = table[c]
        out.append("  %-22s%12d%13d%14d%14d%9d" % (c, v[0], v[1], v[2], v[3], tot[c]))
    out.append("  " + "-" * 82)
    out.append("  %-22s%12d%13d%14d%14d%9d" % ("Spoiled / blank", *spoiled, sum(spoiled)))
    out.append("  %-22s%12d%13d%14d%14d%9d" % ("Ballots cast", *cast, sum(cast)))
    out.append("")
    out.append("  Counted Sunday 8 March by M. Keane, R. Ibáñez and Fr. Tom. Ballot boxes sealed and kept")
    out.append("  in the parish office safe. Result to be announced in the bulletin of March 15.")
    out.append("")
    text = "\n".join(out) + "\n\x0c"
    write_text(name, text, "cp850", newline="\r\n")
    record(name, "WordPerfect 5.1 for DOS, a parish secretary's count table typed in a document and saved with "
                 "Text In/Out → Save as DOS (generic) text",
           "Printed / fixed-width results by unit: centred title block, candidates as rows, one column per Mass "
           "(unit) and a TOTAL column, dashed rules, spoiled and ballots-cast rows, a closing note, form feed",
           "From memory; unverified",
           "sum of ballots over the four Masses (TOTAL column)",
           cands, tot,
           ["'Ballots cast' and 'Spoiled / blank' rows", "first Mass column led by another name",
            "the Spanish Mass column has the largest single cell for another name", "header split over two lines "
            "('(Misa)')", "cp850 (ó, ñ), CRLF, trailing form feed"],
           winner=w)


# ----------------------------------------------------------------------------- 14 Formdesk (nl), ranked
def f_formdesk():
    name = "Formdesk_export_naam_clubhuis_MHC_De_Kraaien.csv"
    rng = random.Random(1414)
    opts = ["De Kraaiennest", "Café Stick & Ball", "Het Uitzicht", "De Derde Helft", "Clubhuis 't Veld"]
    weight = {"De Kraaiennest": 1.5, "Café Stick & Ball": 1.0, "Het Uitzicht": 0.8, "De Derde Helft": 2.9,
              "Clubhuis 't Veld": 0.9}
    teams = spread({"Veteranen": 14, "Dames 1": 7, "Heren 1": 6, "Trimhockey": 8, "MO14-1": 5, "Heren 3": 6}, rng)
    n = len(teams)
    for _ in range(500):
        ballots = []
        for i in range(n):
            pool = list(opts)
            b = []
            for k in range(3):
                o = rng.choices(pool, weights=[weight[x] for x in pool])[0]
                pool.remove(o)
                b.append(o)
            if i in (7, 23, 31):
                b[2] = ""
            ballots.append(b)
        borda = {o: 0 for o in opts}
        first = {o: 0 for o in opts}
        for b in ballots:
            for k, o in enumerate(b):
                if o:
                    borda[o] += 3 - k
            first[b[0]] += 1
        try:
            w = check_margin(borda, name)
            assert check_margin(first, name) == w
            assert max(teams.count(t) for t in set(teams)) > max(first.values())
            break
        except AssertionError:
            continue
    voornamen = ["Sanne", "Joost", "Femke", "Bram", "Lotte", "Ruben", "Anouk", "Thijs", "Eline", "Maarten",
                 "Iris", "Gijs", "Noor", "Pieter", "Marloes", "Sjoerd", "Floor", "Wouter", "Esther", "Koen",
                 "Merel", "Daan", "Roos", "Jeroen", "Lieke", "Hidde", "Fleur", "Stijn", "Janneke", "Bas",
                 "Myrthe", "Niels", "Ilse", "Rik", "Chantal", "Teun", "Kim", "Bart", "Annelies", "Frank",
                 "Marieke", "Gert-Jan", "Renée", "Sem", "Loes", "Chloë"]
    achternamen = ["de Vries", "Jansen", "van den Berg", "Bakker", "Visser", "Smit", "Meijer", "de Boer",
                   "Mulder", "de Groot", "Bos", "Vos", "Peters", "Hendriks", "van Leeuwen", "Dekker", "Brouwer",
                   "de Wit", "Dijkstra", "Smits", "de Graaf", "van der Meer", "van der Linden", "Kok", "Jacobs",
                   "de Haan", "Vermeulen", "van den Heuvel", "van der Veen", "van den Broek", "de Bruijn",
                   "de Bruin", "van der Heijden", "Schouten", "van Beek", "Willems", "van Vliet", "van de Ven",
                   "Hoekstra", "Maas", "Verhoeven", "Koster", "van Dam", "van der Wal", "Prins", "Blom"]
    rows = [["Id", "Datum", "Tijd", "IP-adres", "Lidnummer", "Naam", "E-mailadres", "Team", "1e keus", "2e keus",
             "3e keus", "Toelichting"]]
    d = dt.datetime(2026, 2, 16, 19, 3, 11)
    toel = ["", "", "", "", "Mooie naam, past bij de club", "Geen idee eigenlijk", "", "Derde helft is toch "
            "waar het om draait!", "", "Graag iets met kraaien; dat is onze naam", ""]
    for i, b in enumerate(ballots):
        d += dt.timedelta(minutes=rng.randint(4, 900), seconds=rng.randint(0, 59))
        vn, an = voornamen[i], achternamen[i]
        mail = "%s.%s@example.nl" % (vn.lower().replace("é", "e").replace("ë", "e"),
                                     an.lower().replace(" ", ""))
        rows.append([str(3391 + i), d.strftime("%d-%m-%Y"), d.strftime("%H:%M:%S"),
                     "%d.%d.%d.%d" % (rng.choice([84, 86, 145, 213]), rng.randint(0, 255), rng.randint(0, 255),
                                      rng.randint(1, 254)),
                     "L%06d" % rng.randint(100000, 999999), "%s %s" % (vn, an), mail, teams[i], b[0], b[1], b[2],
                     rng.choice(toel)])
    write_text(name, csv_text(rows, delimiter=";"), "cp1252")
    record(name, "Formdesk (Dutch online form builder), formulier → Resultaten → Exporteren → CSV (puntkomma), a "
                 "field-hockey club's vote on the name of the new clubhouse",
           "Ranked ballots in '1e keus / 2e keus / 3e keus' columns after id, date, time, IP, member no., name, "
           "e-mail and team columns; three ballots without a 3rd choice; remarks",
           "From memory; unverified",
           "Borda 3/2/1 for 1st/2nd/3rd choice (the same name also has the most first choices)",
           opts, borda,
           ["'Team' column: 'Veteranen' outnumbers every name's first choices", "IP addresses and member numbers",
            "three empty 3rd choices", "Windows-1252 (é, ë), ';', CRLF, dd-mm-yyyy"],
           winner=w)


# ----------------------------------------------------------------------------- 15 Cobudget (long, amounts)
def f_cobudget():
    name = "cobudget-elm-park-streets-summer-fund-2026-transactions.csv"
    rng = random.Random(1515)
    buckets = ["Street planters on Hazel Road", "Little free library", "Kids' summer play day",
               "Bike repair pop-up", "Community noticeboard", "Bee-friendly verge"]
    members = ["Aisha Rahman", "Ben Okoro", "Carys Jones", "Dev Mistry", "Ellen Walsh", "Femi Adeyemi",
               "George Ives", "Harriet Cole", "Imran Shah", "Jo Pritchard", "Kasia Nowak", "Lewis Grant",
               "Mo Hussain", "Nell Barker", "Owen Price", "Pat Daly", "Rosie Fisher", "Sunil Rao",
               "Tash Morgan", "Uma Bell", "Vic Holt", "Wendy Lam"]
    pref = {"Street planters on Hazel Road": 1.0, "Little free library": 1.4, "Kids' summer play day": 1.0,
            "Bike repair pop-up": 0.8, "Community noticeboard": 0.5, "Bee-friendly verge": 0.9}
    for _ in range(1000):
        contribs = []
        for m in members:
            k = rng.choice([1, 2, 2, 3, 3, 4])
            chosen = []
            pool = list(buckets)
            for _ in range(k):
                b = rng.choices(pool, weights=[pref[x] for x in pool])[0]
                pool.remove(b)
                chosen.append(b)
            # split 20.00 budget over chosen buckets in 2.50 steps
            left = 8
            parts = []
            for j in range(len(chosen)):
                if j == len(chosen) - 1:
                    parts.append(left)
                else:
                    p = rng.randint(1, left - (len(chosen) - j - 1))
                    parts.append(p)
                    left -= p
            for b, p in zip(chosen, parts):
                contribs.append((m, b, p * 2.5))
        sums = {b: 0.0 for b in buckets}
        rowsn = {b: 0 for b in buckets}
        for m, b, a in contribs:
            sums[b] += a
            rowsn[b] += 1
        try:
            w = check_margin(sums, name)
            rn = ranked(rowsn)
            assert rn[0][0] != w and rn[0][1] > rn[1][1]
            break
        except AssertionError:
            continue
    rng.shuffle(contribs)
    admin = "Harriet Cole"
    rows = [["createdAt", "type", "member", "email", "bucket", "amount", "currency", "allocatedBy"]]
    t = dt.datetime(2026, 6, 1, 9, 0, 0)
    for m in members:
        rows.append([t.strftime("%Y-%m-%dT%H:%M:%S.000Z"), "ALLOCATION", m,
                     m.lower().replace(" ", ".") + "@example.org", "", "20.00", "GBP", admin])
        t += dt.timedelta(seconds=3)
    t = dt.datetime(2026, 6, 2, 18, 12, 40)
    for m, b, a in contribs:
        t += dt.timedelta(minutes=rng.randint(5, 400), seconds=rng.randint(0, 59))
        rows.append([t.strftime("%Y-%m-%dT%H:%M:%S.000Z"), "CONTRIBUTION", m,
                     m.lower().replace(" ", ".") + "@example.org", b, "%.2f" % a, "GBP", ""])
    write_text(name, csv_text(rows, lineterminator="\n"), "utf-8")
    record(name, "Cobudget (collaborative budgeting for groups), round admin → Transactions → Export CSV, a "
                 "residents' group's summer micro-fund where each household shares out £20",
           "Long format: one row per transaction; ALLOCATION rows (admin gives each member £20, no bucket) "
           "followed by CONTRIBUTION rows (member, bucket, amount)",
           "Partly checked: transaction fields (amount, member, bucket, allocatedBy, transactionType, createdAt) "
           "follow cobudget/cobudget's CollectionTransaction type found with the code search; the CSV header and "
           "values are from memory",
           "sum of contributed amounts per bucket (allocation rows are not votes)",
           buckets, {b: num(v) for b, v in sums.items()},
           ["ALLOCATION rows with larger amounts and no bucket", "the bucket with the most contribution rows is "
            "not the one with the most money", "member and e-mail columns", "ISO timestamps", "UTF-8, LF"],
           winner=w)


def main():
    for fn in (f_wechat, f_helloasso, f_signupgenius, f_breeze, f_schoolfox, f_zalo, f_samsung, f_connecteam,
               f_lineworks, f_exportcomments, f_keepthescore, f_quip, f_wordperfect, f_formdesk, f_cobudget):
        fn()
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8") as f:
        json.dump(EXPECTED, f, ensure_ascii=False, indent=1, sort_keys=True)
        f.write("\n")
    print("wrote %d files" % len(EXPECTED))


if __name__ == "__main__":
    main()
