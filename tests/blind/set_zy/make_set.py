#!/usr/bin/env python3
"""Blind test set ZY: fifteen synthetic exports from tools used in companies and at work.

Deterministic: fixed seeds (a seed search loop is itself deterministic), fixed xlsx document
properties and fixed zip entry dates.  Standard library + openpyxl only.  Writes the fifteen files
and expected.json next to this script.  All names, e-mails, ids and numbers are invented.
"""
import io
import itertools
import json
import os
import random
import re
import zipfile
from collections import Counter, defaultdict
from datetime import datetime, timedelta

import openpyxl
from openpyxl.styles import Alignment, Font, PatternFill

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED_DT = datetime(2026, 11, 29, 10, 0, 0)
EXPECTED = {}


# ----------------------------------------------------------------------------- helpers

def write_bytes(name, data):
    with open(os.path.join(HERE, name), "wb") as fh:
        fh.write(data)


def csv_line(fields, sep=",", quote_all=False):
    out = []
    for f in fields:
        s = "" if f is None else str(f)
        if quote_all or (s and (sep in s or '"' in s or "\n" in s or "\r" in s)):
            s = '"' + s.replace('"', '""') + '"'
        out.append(s)
    return sep.join(out)


def csv_text(rows, sep=",", quote_all=False, eol="\r\n", trailing_eol=True):
    text = eol.join(csv_line(r, sep, quote_all) for r in rows)
    return text + (eol if trailing_eol else "")


def pad_rows(rows):
    """Excel writes every row of a CSV with the same number of fields."""
    width = max(len(r) for r in rows)
    return [list(r) + [""] * (width - len(r)) for r in rows]


def save_xlsx(wb, name):
    wb.properties.creator = "user"
    wb.properties.lastModifiedBy = "user"
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    stamp = "2026-11-29T10:00:00Z"
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                txt = data.decode("utf-8")
                txt = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)", r"\g<1>%s\g<2>" % stamp, txt)
                txt = re.sub(r"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)", r"\g<1>%s\g<2>" % stamp, txt)
                data = txt.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 11, 29, 10, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            dst.writestr(zi, data)
    write_bytes(name, out.getvalue())


def unique_max(scores):
    best = max(scores.values())
    tops = [k for k, v in scores.items() if v == best]
    return tops[0] if len(tops) == 1 else None


def rounded(d, nd=4):
    return {k: (round(v, nd) if isinstance(v, float) else v) for k, v in d.items()}


def entry(name, tool, shape, evidence, question, candidates, scores, traps, winner=None,
          aliases=None, ask=None):
    e = {
        "tool": tool,
        "shape": shape,
        "format_evidence": evidence,
        "answer": "ask" if ask else "winner",
        "winner": None if ask else winner,
        "acceptable": ask["acceptable"] if ask else None,
        "ask_because": ask["because"] if ask else None,
        "question": question,
        "candidates": candidates,
        "scores": scores,
        "traps": traps,
    }
    if aliases:
        e["winner_aliases"] = aliases
    EXPECTED[name] = e


# ----------------------------------------------------------------------------- 1 EasyRetro (ask)

def f01_easyretro():
    name = "EasyRetro_Sprint-47-Retro_Payments-Squad_export.csv"
    went_well = [
        "Release 4.12 shipped with zero rollbacks",
        "Pairing on the refund service was great",
        "New on-call handbook is really clear",
        "Demo to the finance team landed well",
        "Faster PR turnaround this sprint",
    ]
    improve = [
        "Flaky integration tests block the pipeline",
        "Too many meetings on Wednesdays",
        "Tickets arrive without acceptance criteria",
        "Staging data is stale",
        "Hand-over with the Dublin team is patchy",
        "Nobody owns the alerting dashboard",
    ]
    actions = [
        "Quarantine flaky tests and fix 3 per sprint",
        "Meeting-free Wednesday afternoons",
        "Definition of Ready checklist in Jira",
        "Nightly refresh of staging from anonymised prod",
        "Rotate alerting-dashboard owner each sprint",
    ]
    members = ["Aisha", "Ben", "Chloe", "Dev", "Ellie", "Finn", "Grace", "Hamish", "Isla"]
    for seed in itertools.count(4700):
        rng = random.Random(seed)
        v_imp = Counter({c: 0 for c in improve})
        v_act = Counter({c: 0 for c in actions})
        w_imp = [rng.uniform(0.2, 3.0) for _ in improve]
        w_act = [rng.uniform(0.2, 3.0) for _ in actions]
        for _m in members:
            for c in rng.choices(improve, weights=w_imp, k=3):
                v_imp[c] += 1
            for c in rng.choices(actions, weights=w_act, k=2):
                v_act[c] += 1
        wi, wa = unique_max(v_imp), unique_max(v_act)
        if wi and wa and v_imp[wi] != v_act[wa] and v_imp[wi] - sorted(v_imp.values())[-2] >= 1:
            break
    rows = [
        ["Board", "Sprint 47 Retro - Payments Squad"],
        ["Exported", "2026-11-27 16:41"],
        ["Voting", "3 votes per person on To improve; 2 votes per person on Action items (Went well not voted)"],
        [],
        ["Went well", "Votes", "To improve", "Votes", "Action items", "Votes"],
    ]
    n = max(len(went_well), len(improve), len(actions))
    for i in range(n):
        r = []
        r += [went_well[i], "0"] if i < len(went_well) else ["", ""]
        r += [improve[i], str(v_imp[improve[i]])] if i < len(improve) else ["", ""]
        r += [actions[i], str(v_act[actions[i]])] if i < len(actions) else ["", ""]
        rows.append(r)
    write_bytes(name, csv_text(rows, ",", eol="\n").encode("utf-8"))
    entry(
        name,
        tool="EasyRetro (formerly FunRetro, online retrospective boards), board → Export → CSV; a payments software squad in Melbourne, sprint retrospective with dot voting",
        shape="Board export with three sections side by side (Went well / To improve / Action items), each card text followed by its vote count; a board line, an export line and a voting-rules line above the header.",
        evidence="Partly checked: a public gist that scrapes FunRetro/EasyRetro boards shows each board column with its cards and a per-card vote count (AlbertoMonteiro gist 'funretro'); the CSV layout with the columns side by side, the title lines and the voting-rules line are from memory / invented, unverified. UTF-8 without BOM, LF, minimal quoting.",
        question="Which card won the dot vote? The board had two separate vote budgets (To improve and Action items), so each section has its own winner.",
        candidates={"To improve": improve, "Action items": actions},
        scores={"To improve": dict(v_imp), "Action items": dict(v_act)},
        traps=["two sections with separate vote budgets and separate winners",
               "sections side by side in one header row, each with its own 'Votes' column",
               "Went well column has zero votes everywhere",
               "title and voting-rules lines above the header"],
        ask={"acceptable": {"To improve": wi, "Action items": wa},
             "because": "The board ran two separate dot votes (problems to discuss and actions to commit to), each with its own top card, and nothing says which one is 'the' result."},
    )


# ----------------------------------------------------------------------------- 2 Collaboard (long format)

def f02_collaboard():
    name = "Collaboard_Voting_Namensfindung_Produktlinie_2027.txt"
    objs = ["Alpenglanz", "Nordwand", "Gipfelwerk", "Klarsicht", "Firnlicht", "Bergpuls"]
    people = ["Reto Brunner", "Corinne Meier", "Lukas Baumann", "Sandra Keller", "Jürg Frei",
              "Nadia Gerber", "Patrick Wyss", "Martina Huber", "Stefan Moser", "Claudia Zürcher",
              "Marco Bernasconi", "Séverine Rochat", "Andrea Schmid", "Beat Häfliger"]
    for seed in itertools.count(2027):
        rng = random.Random(seed)
        rows = []
        for p in people:
            left = 5
            pref = objs[:]
            rng.shuffle(pref)
            # Gipfelwerk fans stack dots, Firnlicht gets single dots from many
            alloc = Counter()
            if rng.random() < 0.35:
                alloc["Gipfelwerk"] = 3
                left -= 3
            elif rng.random() < 0.7:
                alloc["Firnlicht"] = 1
                left -= 1
            while left > 0:
                o = rng.choice(pref[:4])
                k = rng.randint(1, min(left, 3 - alloc[o])) if alloc[o] < 3 else 0
                if k:
                    alloc[o] += k
                    left -= k
            for o in objs:
                if alloc[o]:
                    rows.append((p, o, alloc[o]))
        dots = Counter({o: 0 for o in objs})
        voters = Counter({o: 0 for o in objs})
        for p, o, k in rows:
            dots[o] += k
            voters[o] += 1
        w = unique_max(dots)
        wv = unique_max(voters)
        if not (w and wv and w != wv):
            continue
        test = [("Sandra Keller", wv, 3), ("Reto Brunner", wv, 3), ("Beat Häfliger", wv, 2)]
        dots_all = dots.copy()
        for p, o, k in test:
            dots_all[o] += k
        if unique_max(dots_all) == wv and dots[w] - sorted(dots.values())[-2] >= 2:
            break
    rng = random.Random(seed + 1)
    lines = [["Voting-Sitzungen – Board «Produktlinie 2027 – Namensfindung»"],
             ["Exportiert am 27.11.26 um 16:42 von Sandra Keller"],
             [],
             ["Sitzung", "Objekt", "Objekttyp", "Teilnehmer/in", "Stimmen", "Abgegeben"]]
    t0 = datetime(2026, 11, 26, 9, 5)
    for p, o, k in test:
        t0 += timedelta(seconds=rng.randint(20, 90))
        lines.append(["Testlauf (bitte ignorieren)", o, "Notizzettel", p, str(k), t0.strftime("%d.%m.%y %H:%M")])
    t1 = datetime(2026, 11, 27, 14, 2)
    order = rows[:]
    rng.shuffle(order)
    for p, o, k in order:
        t1 += timedelta(seconds=rng.randint(5, 70))
        lines.append(["Namensfindung – finale Runde", o, "Notizzettel", p, str(k), t1.strftime("%d.%m.%y %H:%M")])
    lines = pad_rows(lines)
    text = "\r".join("\t".join(r) for r in lines) + "\r"
    write_bytes(name, text.encode("mac_roman"))
    entry(
        name,
        tool="Collaboard (Swiss online whiteboard), voting session → session details → Export (Excel), opened in Excel 2011 for Mac (Swiss German) and saved as 'Tab Delimited Text'; a Zurich outdoor-equipment maker naming its 2027 product line",
        shape="Long format: one row per session, sticky note and participant with the number of dots (1–3, five per person), plus a short test session before the real one; two title lines above the header.",
        evidence="Partly checked: Collaboard's help page on voting (help.collaboard.app/voting) describes voting sessions with several votes per participant or a star mode, per-session archives and session details; the export columns, the per-participant rows and the German labels are from memory / invented, unverified. Excel 2011 for Mac 'Tab Delimited Text' writes Mac Roman with CR line ends (from memory); rows padded to equal width.",
        question="Sum of dots per sticky note in the real session 'Namensfindung – finale Runde' (the test run excluded).",
        candidates=objs,
        scores=dict(dots),
        winner=w,
        traps=["counting rows (participants per note) instead of summing dots gives " + wv,
               "a 'Testlauf (bitte ignorieren)' session in the same export; including it gives " + wv,
               "Mac Roman encoding with CR-only line ends, tab separated",
               "title lines above the header"],
    )


# ----------------------------------------------------------------------------- 3 Zulip poll (UTF-16 LE)

def f03_zulip():
    name = "Zulip_enquete_offsite_2027_colado.txt"
    options = ["Florianópolis", "Gramado", "Ouro Preto", "Bonito", "Paraty"]
    people = ["Ana Ribeiro", "Bruno Tavares", "Camila Duarte", "Diego Moura", "Eduarda Pires",
              "Felipe Campos", "Gabriela Rocha", "Henrique Lopes", "Isabela Nogueira", "João Vitor Sales",
              "Karina Freitas", "Lucas Mendonça", "Mariana Costa", "Nicolas Farias", "Olívia Barros",
              "Pedro Henrique Alves", "Rafaela Teixeira", "Sérgio Amaral", "Tatiane Lima", "Vinícius Batista",
              "Yasmin Cardoso", "Wagner Souza"]
    for seed in itertools.count(310):
        rng = random.Random(seed)
        w = [3.0, 2.7, 1.6, 1.0, 0.0]
        votes = {p: rng.choices(options, weights=w)[0] for p in people}
        cnt = Counter({o: 0 for o in options})
        cnt.update(votes.values())
        win = unique_max(cnt)
        others = [cnt[o] for o in options if o not in ("Florianópolis", "Gramado")]
        if win == "Florianópolis" and cnt["Gramado"] > max(others) and cnt[win] - cnt["Gramado"] in (1, 2):
            break
    runner = "Gramado"
    voters_by = defaultdict(list)
    for p in people:
        voters_by[votes[p]].append(p)
    L = []
    L.append("# geral > offsite 2027")
    L.append("Marina Albuquerque  10:02")
    L.append("Pessoal, votem até sexta! Uma opção por pessoa, por favor 🙏")
    L.append("Marina Albuquerque  10:03")
    L.append("Onde fazemos o offsite de 2027?")
    for o in options:
        L.append(str(cnt[o]))
        L.append(o)
        if voters_by[o]:
            L.append("(" + ", ".join(voters_by[o]) + ")")
    L.append("Nova opção")
    L.append("Adicionar opção")
    chat = [
        ("Thiago Nunes", "10:05", "Gramado no inverno é imbatível 😍 fondue + vinho"),
        ("Priscila Ramos", "10:06", "+1 Gramado"),
        ("Thiago Nunes", "10:07", "sério, Gramado tem hotel com sala de reunião e tudo"),
        ("Renato Guimarães", "10:11", "Gramado! Gramado! Gramado!"),
        ("Priscila Ramos", "10:12", "alguém mais pra Gramado? 😂"),
        ("Ana Ribeiro", "10:15", "Floripa tem praia e o voo é direto de SP, votei lá"),
        ("Sérgio Amaral", "10:21", "adicionei Paraty mas acho que ninguém vai votar kkk"),
        ("Renato Guimarães", "10:30", "Gramado tem o Natal Luz, fica a dica"),
        ("Marina Albuquerque", "16:48", "Fechando amanhã 12h. Quem não votou ainda, vota no card acima ☝️"),
    ]
    for who, t, msg in chat:
        L.append(f"{who}  {t}")
        L.append(msg)
    mentions = Counter()
    for _w, _t, msg in chat:
        for o in options:
            mentions[o] += msg.count(o)
    assert unique_max(mentions) == runner
    text = "\r\n".join(L) + "\r\n"
    write_bytes(name, b"\xff\xfe" + text.encode("utf-16-le"))
    entry(
        name,
        tool="Zulip (open-source team chat), a /poll widget in stream #geral selected in the web app and pasted into Windows Notepad, saved as 'Unicode'; a São Paulo software company choosing its 2027 offsite city",
        shape="Chat paste: topic line, author/time lines, the poll question, then for each option its vote count, the option on the next line and the voters in brackets; 'Nova opção / Adicionar opção' widget text, then chat messages that keep mentioning the runner-up.",
        evidence="Checked: Zulip's poll widget template (zulip/zulip web/templates/widgets/poll_widget_results.hbs) renders, per option, the count in a button, the option text and the voters' names in brackets; a zulip-flutter issue confirms the web shows the count and the list of voters per option. The author/time line format in the paste and Notepad's 'Unicode' (UTF-16 LE with BOM, CRLF) are from memory, unverified.",
        question="Votes per option in the poll widget (the count shown above each option, equal to the number of names listed).",
        candidates=options,
        scores=dict(cnt),
        winner="Florianópolis",
        aliases=["Floripa"],
        traps=["chat messages mention " + runner + " far more often than the winner",
               "counts sit on their own line above the option text",
               "an option with zero votes and no name list",
               "UTF-16 LE with BOM (Notepad 'Unicode')"],
    )


# ----------------------------------------------------------------------------- 4 Hiworks (CP949, ranked, several questions)

def f04_hiworks():
    name = "하이웍스_설문결과_2027_상반기_워크숍_수요조사.csv"
    venues = ["가평", "강릉", "여수", "제주", "속초"]
    sur = list("김이박최정강조윤장임한오서신권황안송류홍")
    giv = ["민준", "서연", "도윤", "하은", "지호", "수아", "예준", "지민", "현우", "채원", "건우", "다은",
           "우진", "소율", "승민", "유진", "지훈", "서현", "태윤", "나연", "성호", "미정", "동현", "은지",
           "재원", "혜린", "상우", "보람", "진우", "가영", "영호", "수빈", "준서", "예린", "민재", "하린"]
    depts = ["경영지원팀", "영업1팀", "영업2팀", "개발팀", "디자인팀", "고객지원팀", "마케팅팀"]
    ranks = ["사원", "주임", "대리", "과장", "차장", "부장"]
    for seed in itertools.count(500):
        rng = random.Random(seed)
        names = set()
        while len(names) < 38:
            names.add(rng.choice(sur) + rng.choice(giv))
        names = sorted(names)
        rng.shuffle(names)
        base = {"가평": 1.0, "강릉": 1.45, "여수": 0.9, "제주": 1.5, "속초": 1.2}
        resp = []
        for nm in names:
            attend = rng.random() > 0.1
            if attend:
                # Jeju: loved or hated; Gangneung: everybody's solid second
                sc = {}
                for v in venues:
                    if v == "제주":
                        sc[v] = rng.choice([3.0, 3.1, 0.1, 0.2, 0.15]) + rng.random() * 0.3
                    else:
                        sc[v] = base[v] + rng.random() * 1.1
                order = sorted(venues, key=lambda v: -sc[v])
                depth = rng.choice([3, 3, 3, 2])
                rk = order[:depth]
            else:
                rk = []
            resp.append((nm, attend, rk))
        pts = Counter({v: 0 for v in venues})
        first = Counter({v: 0 for v in venues})
        for _nm, _a, rk in resp:
            for i, v in enumerate(rk):
                pts[v] += 3 - i
            if rk:
                first[rk[0]] += 1
        pw, fw = unique_max(pts), unique_max(first)
        if pw and fw and pw != fw:
            break
    rng = random.Random(seed + 7)
    q2 = "2. 희망하는 워크숍 장소를 순서대로 선택해 주세요. (1순위 3점, 2순위 2점, 3순위 1점으로 합산)"
    header = ["번호", "응답자", "부서", "직급", "응답일시",
              "1. 이번 상반기 워크숍에 참석하실 수 있나요?",
              q2 + " - 1순위", q2 + " - 2순위", q2 + " - 3순위",
              "3. 선호하는 이동 수단은?", "4. 식사 시 알레르기/제한 사항", "5. 기타 의견"]
    rows = [header]
    t = datetime(2026, 11, 16, 9, 12)
    test = ["관리자(테스트)", "경영지원팀", "과장", "2026.11.16 08:47", "참석", "여수", "가평", "속초", "전세버스", "없음", "테스트 응답입니다"]
    rows.append(["1"] + test)
    n = 1
    for nm, attend, rk in resp:
        n += 1
        t += timedelta(minutes=rng.randint(3, 240))
        trans = rng.choices(["전세버스", "자차", "KTX/기차", "상관없음"], weights=[5, 2, 2, 1])[0] if attend else ""
        food = rng.choices(["없음", "갑각류 알레르기", "채식", "돼지고기 제외", ""], weights=[10, 1, 1, 1, 3])[0] if attend else ""
        note = rng.choices(["", "", "", "1박 2일이면 좋겠습니다", "팀별 레크리에이션 말고 자유시간 많았으면", "숙소 1인 1실 희망"], k=1)[0]
        rk3 = rk + [""] * (3 - len(rk))
        rows.append([str(n), nm, rng.choice(depts), rng.choice(ranks), t.strftime("%Y.%m.%d %H:%M"),
                     "참석" if attend else "불참", rk3[0], rk3[1], rk3[2], trans, food, note])
    write_bytes(name, csv_text(rows, ",", quote_all=True).encode("cp949"))
    entry(
        name,
        tool="Hiworks (하이웍스, Gabia's groupware for Korean SMEs), 설문 → 결과 → 응답 결과 다운로드 (CSV); a Seoul company's staff survey for the spring workshop",
        shape="Several questions in one export with respondent metadata; the venue question is a ranked ballot split into 1순위/2순위/3순위 columns whose header states the points per rank; attendance, transport, food and comment questions around it; an admin test response as row 1.",
        evidence="From memory, unverified: Korean groupware survey downloads list one row per respondent with name, department, position and answer time, and Korean Excel users expect CP949 (no search done on Hiworks itself). The column titles, the rank split and the points note in the question text are invented. CP949, ',' with every field quoted, CRLF.",
        question="Points per venue as the question states (1순위 3, 2순위 2, 3순위 1), real respondents only (the '관리자(테스트)' test row excluded).",
        candidates=venues,
        scores=dict(pts),
        winner=pw,
        traps=["first-choice count alone gives " + fw,
               "the question text states the points per rank (Borda-like weights)",
               "admin test response in row 1",
               "other single-choice questions (transport: 전세버스 dominates) next to the vote",
               "partial rankings and blank rankings from people who cannot attend",
               "CP949 encoding"],
    )


# ----------------------------------------------------------------------------- 5 GLPI (IT help desk)

def f05_glpi():
    name = "glpi_export_tickets_enquetes_satisfaction_T3_2026.csv"
    techs = ["Moreau Julien", "Lefèvre Camille", "Girard Thomas", "Bonnet Élodie", "Rousseau Karim"]
    reqs = ["Petit Sophie", "Durand Marc", "Leroy Anaïs", "Fournier Hugo", "Mercier Léa", "Blanc Antoine",
            "Guerin Chloé", "Faure Nicolas", "Andre Manon", "Garnier Lucas", "Chevalier Inès", "Francois Paul",
            "Robin Émilie", "Masson Théo", "Henry Clara", "Roussel Maxime", "Gauthier Julie", "Perrin Bastien"]
    cats = ["Poste de travail > Matériel", "Poste de travail > Logiciel", "Réseau > VPN", "Messagerie",
            "Impression", "Téléphonie", "Comptes et accès"]
    titles = {"Poste de travail > Matériel": ["Écran qui clignote", "Clavier HS", "PC très lent au démarrage", "Batterie portable ne charge plus"],
              "Poste de travail > Logiciel": ["Installation Teams", "Licence Office expirée", "Mise à jour Sage bloquée", "Excel plante à l'ouverture"],
              "Réseau > VPN": ["VPN ne se connecte pas", "Coupures VPN en télétravail"],
              "Messagerie": ["Boîte mail pleine", "Signature Outlook", "Mails partent en spam"],
              "Impression": ["Imprimante 2e étage bloquée", "Badge copieur refusé"],
              "Téléphonie": ["Transfert d'appel", "Casque Jabra non reconnu"],
              "Comptes et accès": ["Mot de passe expiré", "Accès dossier partagé Compta", "Création compte nouvel arrivant"]}
    for seed in itertools.count(903):
        rng = random.Random(seed)
        load = {"Moreau Julien": 34, "Lefèvre Camille": 19, "Girard Thomas": 26, "Bonnet Élodie": 16, "Rousseau Karim": 22}
        qual = {"Moreau Julien": 3.9, "Lefèvre Camille": 4.45, "Girard Thomas": 4.1, "Bonnet Élodie": 4.2, "Rousseau Karim": 3.7}
        answer_rate = {"Moreau Julien": 0.7, "Lefèvre Camille": 0.5, "Girard Thomas": 0.65, "Bonnet Élodie": 0.75, "Rousseau Karim": 0.6}
        tickets = []
        for tname, k in load.items():
            for _ in range(k):
                sat = None
                if rng.random() < answer_rate[tname]:
                    sat = max(1, min(5, round(rng.gauss(qual[tname], 0.8))))
                tickets.append((tname, sat))
        rng.shuffle(tickets)
        sums = Counter({t: 0 for t in techs})
        n_ans = Counter({t: 0 for t in techs})
        n_all = Counter({t: 0 for t in techs})
        for tname, sat in tickets:
            n_all[tname] += 1
            if sat is not None:
                sums[tname] += sat
                n_ans[tname] += 1
        if min(n_ans.values()) < 8:
            continue
        mean = {t: sums[t] / n_ans[t] for t in techs}
        mean0 = {t: sums[t] / n_all[t] for t in techs}
        mw, sw, cw, m0 = unique_max(mean), unique_max(dict(sums)), unique_max(dict(n_all)), unique_max(mean0)
        ordered = sorted(mean.values())
        if mw and sw and m0 and mw != sw and mw != m0 and ordered[-1] - ordered[-2] > 0.05:
            break
    rng = random.Random(seed + 3)
    header = ["ID", "Titre", "Statut", "Date d'ouverture", "Demandeur - Demandeur", "Attribué à - Technicien",
              "Catégorie", "Enquête de satisfaction - Date de réponse", "Enquête de satisfaction - Satisfaction"]
    rows = [header]
    tid = 4812
    t = datetime(2026, 7, 1, 8, 30)
    for tname, sat in tickets:
        tid += rng.randint(1, 6)
        t += timedelta(minutes=rng.randint(40, 900))
        cat = rng.choice(cats)
        answered = (t + timedelta(days=rng.randint(1, 6), hours=rng.randint(0, 8))).strftime("%Y-%m-%d %H:%M") if sat is not None else ""
        rows.append([str(tid), rng.choice(titles[cat]), "Clos", t.strftime("%Y-%m-%d %H:%M"), rng.choice(reqs),
                     tname, cat, answered, "" if sat is None else str(sat)])
    write_bytes(name, csv_text(rows, ";", eol="\n").encode("utf-8"))
    entry(
        name,
        tool="GLPI 10 (open-source IT service management), Assistance → Tickets, search on closed tickets of Q3 with the satisfaction-survey columns → export CSV; the IT service of a French SME choosing its 'technicien du trimestre' by customer satisfaction",
        shape="One row per closed ticket with id, title, status, dates, requester, assigned technician and category, then the survey answer date and the 1–5 satisfaction score (empty when the requester never answered).",
        evidence="Partly checked: GLPI's CSV export writes with League\\Csv and the delimiter from the user's session setting, ';' by default (glpi-project/glpi src/Glpi/Csv/CsvResponse.php); the French column titles, the satisfaction columns, the date format and UTF-8 without BOM with LF are from memory, unverified.",
        question="Highest mean satisfaction per technician over the surveys actually answered (empty = no answer, not zero).",
        candidates=techs,
        scores=rounded(mean),
        winner=mw,
        traps=["the busiest technician has the most tickets and the highest sum of scores (" + sw + ")",
               "empty satisfaction = survey not answered; counting it as 0 gives " + m0,
               "semicolon separator, no title row, names as 'Nom Prénom'"],
    )


# ----------------------------------------------------------------------------- 6 Doodle (xlsx scheduling)

def f06_doodle():
    name = "Doodle_Umfrage_Quartalsmeeting_Vertrieb_Q1-2027.xlsx"
    slots = ["Di, 12.01.2027", "Do, 14.01.2027", "Mo, 18.01.2027", "Mi, 20.01.2027", "Di, 26.01.2027", "Mo, 01.02.2027"]
    people = ["Katharina Pichler", "Florian Gruber", "Elisabeth Wagner", "Markus Huber", "Sabine Bauer",
              "Christoph Steiner", "Verena Moser", "Andreas Hofer", "Barbara Leitner", "Stefan Mayr",
              "Julia Eder", "Michael Fuchs", "Theresa Berger", "Lukas Schwarz", "Martina Winkler"]
    for seed in itertools.count(77):
        rng = random.Random(seed)
        ans = {}
        for p in people:
            row = []
            for s in slots:
                r = rng.random()
                row.append("OK" if r < 0.45 else ("(OK)" if r < 0.72 else ""))
            ans[p] = row
        yes = {s: sum(1 for p in people if ans[p][i] == "OK") for i, s in enumerate(slots)}
        maybe = {s: sum(1 for p in people if ans[p][i] == "(OK)") for i, s in enumerate(slots)}
        weighted = {s: yes[s] + 0.5 * maybe[s] for s in slots}
        anyok = {s: yes[s] + maybe[s] for s in slots}
        ww, yw, aw = unique_max(weighted), unique_max(yes), unique_max(anyok)
        if ww and yw == ww and aw and aw != ww:
            break
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Umfrage"
    ws["A1"] = "Doodle"
    ws["A1"].font = Font(bold=True, size=14)
    ws["A2"] = 'Umfrage "Quartalsmeeting Vertrieb Österreich – Q1/2027"'
    ws["A3"] = "https://doodle.com/meeting/participate/id/e7Kq2VbW"
    ws.cell(row=5, column=2, value="Jänner 2027")
    ws.merge_cells(start_row=5, start_column=2, end_row=5, end_column=6)
    ws.cell(row=5, column=7, value="Februar 2027")
    for i, s in enumerate(slots):
        c = ws.cell(row=6, column=2 + i, value=s)
        c.alignment = Alignment(horizontal="center")
        ws.cell(row=7, column=2 + i, value="09:00 – 11:30").alignment = Alignment(horizontal="center")
    green = PatternFill("solid", fgColor="C6EFCE")
    yellow = PatternFill("solid", fgColor="FFEB9C")
    r = 8
    for p in people:
        ws.cell(row=r, column=1, value=p)
        for i, a in enumerate(ans[p]):
            c = ws.cell(row=r, column=2 + i, value=a if a else None)
            if a == "OK":
                c.fill = green
            elif a == "(OK)":
                c.fill = yellow
            c.alignment = Alignment(horizontal="center")
        r += 1
    ws.cell(row=r, column=1, value="Anzahl").font = Font(bold=True)
    for i, s in enumerate(slots):
        ws.cell(row=r, column=2 + i, value=yes[s]).font = Font(bold=True)
    ws.column_dimensions["A"].width = 24
    for col in "BCDEFG":
        ws.column_dimensions[col].width = 16
    save_xlsx(wb, name)
    entry(
        name,
        tool="Doodle (online scheduling polls), poll → Export to Excel; the Vienna sales team of a distribution company choosing the date of its Q1 meeting",
        shape="Scheduling poll: title block (Doodle, poll title, link), a merged month row, a date row and a time row, then one row per participant with OK (yes), (OK) (if need be) or empty, and an 'Anzahl' row with the count of OK per date.",
        evidence="From memory, unverified: Doodle's Excel export puts the poll title and link above month/day/time header rows, marks yes as 'OK' and 'if need be' as '(OK)', and ends with a count row (no search result described the export). German UI with the Austrian month name 'Jänner'; cell fills are decoration only.",
        question="Scheduling poll: OK = 1, (OK) = 0.5 per date (Doodle's own count row counts OK only, with the same winner).",
        candidates=slots,
        scores=weighted,
        winner=ww,
        aliases=[ww.split(", ")[1]],
        traps=["counting '(OK)' as 'OK' (substring match) gives " + aw,
               "'Anzahl' row at the bottom is not a participant",
               "three header rows (month, date, time) with a merged month cell",
               "title, poll name and link above the table"],
    )


# ----------------------------------------------------------------------------- 7 Swiss AGM (cp1252)

def fmt_ch(n):
    s = f"{n:,}"
    return s.replace(",", "\u2019")


def f07_swiss_gv():
    name = "GV_2026_Bergbahnen_Hohgant_Abstimmungsprotokoll_Traktandum_6.csv"
    cands = ["Peter Zaugg (Antrag Verwaltungsrat)",
             "Monika Gerber-Stucki (Antrag Aktionärsgruppe «Zukunft Hohgant»)",
             "Reto Imhof (Einzelantrag)"]
    for seed in itertools.count(1206):
        rng = random.Random(seed)
        holders = []
        # institutional / larger holders back the board's candidate, many small holders back Gerber
        for _ in range(rng.randint(105, 125)):
            r = rng.random()
            s = rng.randint(200, 2500) if r < 0.8 else (rng.randint(3000, 12000) if r < 0.95 else rng.randint(20000, 45000))
            holders.append((cands[0], s))
        for _ in range(rng.randint(250, 275)):
            holders.append((cands[1], rng.randint(200, 2600)))
        for _ in range(rng.randint(38, 46)):
            holders.append((cands[2], rng.randint(150, 6500)))
        for _ in range(rng.randint(28, 34)):
            holders.append(("Enthaltung", rng.randint(100, 4000)))
        for _ in range(rng.randint(9, 14)):
            holders.append(("leer/ungültig", rng.randint(100, 3000)))
        shares = Counter()
        heads = Counter()
        for c, s in holders:
            shares[c] += s
            heads[c] += 1
        sc = {c: shares[c] for c in cands}
        hc = {c: heads[c] for c in cands}
        if unique_max(sc) == cands[0] and unique_max(hc) == cands[1] and sc[cands[0]] < 1.25 * sc[cands[1]]:
            break
    valid = sum(sc.values())
    total = valid + shares["Enthaltung"] + shares["leer/ungültig"]
    rows = [
        ["Bergbahnen Hohgant AG"],
        ["44. ordentliche Generalversammlung vom Samstag, 28. November 2026, Mehrzweckhalle Schangnau"],
        ["Traktandum 6: Ersatzwahl in den Verwaltungsrat (1 Sitz, Amtsdauer bis GV 2029)"],
        [f"Vertretene Aktienstimmen: {fmt_ch(total)} von {fmt_ch(1850000)} ({total / 1850000 * 100:.1f} % des Aktienkapitals)"],
        [],
        ["Kandidat/in", "Aktienstimmen", "in % der gültigen Stimmen", "Anzahl Aktionär/innen"],
    ]
    for c in cands:
        rows.append([c, fmt_ch(sc[c]), f"{sc[c] / valid * 100:.1f} %", str(hc[c])])
    rows.append(["Total gültige Stimmen", fmt_ch(valid), "100.0 %", str(sum(hc.values()))])
    rows.append(["Enthaltungen", fmt_ch(shares["Enthaltung"]), "", str(heads["Enthaltung"])])
    rows.append(["Leer / ungültig", fmt_ch(shares["leer/ungültig"]), "", str(heads["leer/ungültig"])])
    rows.append(["Total vertretene Stimmen", fmt_ch(total), "", str(len(holders))])
    rows.append([])
    rows.append(["Gemäss Art. 12 Abs. 3 der Statuten ist gewählt, wer die meisten gültigen Aktienstimmen auf sich vereinigt (relatives Mehr). Jede Aktie gewährt eine Stimme."])
    rows.append(["Stimmen des unabhängigen Stimmrechtsvertreters (Weisungen) sind eingerechnet. Auszählung elektronisch (GVMANAGER, Televoter)."])
    write_bytes(name, csv_text(pad_rows(rows), ";").encode("cp1252"))
    entry(
        name,
        tool="devigus GVMANAGER (Swiss share-register and general-meeting software), Auswertung → Traktandum → Export to Excel, re-saved by Excel (Swiss German) as CSV; a mountain-railway company's AGM electing one board member",
        shape="Ready-made count table under a four-line title block: candidate, share votes, percent of valid votes and number of shareholders, then total valid, abstentions, blank/invalid and total represented rows, and two footnote lines stating the rule (most valid share votes; one vote per share).",
        evidence="From memory, unverified: Swiss AGM results are reported in share votes with the apostrophe as thousands separator (Windows de-CH uses the right single quotation mark ’ since Windows 10) and percentages with a decimal point; the product name and the layout are my approximation (no search done). Excel CSV: Windows-1252, ';', rows padded to equal width, CRLF.",
        question="Most valid share votes (the footnote's rule: relative majority, one vote per share).",
        candidates=cands,
        scores=sc,
        winner=cands[0],
        aliases=["Peter Zaugg"],
        traps=["the 'Anzahl Aktionär/innen' (head count) column gives " + cands[1],
               "'Total gültige Stimmen' / 'Total vertretene Stimmen' rows are the largest numbers",
               "numbers with ’ as thousands separator, stored as text",
               "percent column", "title block and footnotes"],
    )


# ----------------------------------------------------------------------------- 8 Polish tender (cp1250)

def pl_money(x):
    s = f"{x:,.2f}"
    return s.replace(",", "\u00a0").replace(".", ",")


def pl_num(x):
    return f"{x:.2f}".replace(".", ",")


def f08_tender():
    name = "Zestawienie_ofert_ZP-27-2026_dostawa_laptopow.csv"
    bidders = [
        ("Komputronika Serwis Sp. z o.o.", "Poznań", "7792456120"),
        ("IT-Partner Bałtyk S.A.", "Gdynia", "5862210457"),
        ("Datasoft Jerzy Wiśniewski", "Bydgoszcz", "9531874402"),
        ("Nowa Technika Sp. j.", "Łódź", "7251903386"),
        ("Grupa Informatyczna ŁUKASZ Sp. z o.o.", "Gdańsk", "5833319870"),
        ("PC-Hurt Ostrowski i Wspólnicy Sp. k.", "Toruń", "8792603114"),
    ]
    for seed in itertools.count(27):
        rng = random.Random(seed)
        offers = []
        for b in bidders:
            price = round(rng.uniform(480000, 640000), -1) + rng.choice([0, 0.0, 50.0])
            war = rng.choice([24, 36, 36, 48, 60])
            days = rng.choice([7, 10, 14, 21, 28])
            offers.append([b, price, war, days])
        rejected = rng.randrange(len(offers))
        status = ["Oceniona"] * len(offers)
        status[rejected] = "Odrzucona (art. 226 ust. 1 pkt 5 Pzp – niezgodna z warunkami zamówienia)"
        minp = min(o[1] for o in offers)
        if offers[rejected][1] == minp:
            continue
        res = []
        for (b, p, g, d), st in zip(offers, status):
            pc = round(60 * minp / p, 2)
            pg = round(30 * g / 60, 2)
            pd = round(10 * min(o[3] for o in offers) / d, 2)
            res.append((b, p, g, d, pc, pg, pd, round(pc + pg + pd, 2), st))
        tot_all = {r[0][0]: r[7] for r in res}
        tot_ok = {r[0][0]: r[7] for r in res if r[8] == "Oceniona"}
        cheapest_ok = min((r for r in res if r[8] == "Oceniona"), key=lambda r: r[1])[0][0]
        w_all, w_ok = unique_max(tot_all), unique_max(tot_ok)
        if w_all and w_ok and w_all == res[rejected][0][0] and w_ok != cheapest_ok:
            break
    rows = [["sep=;"],
            ["Zestawienie ofert – postępowanie ZP/27/2026"],
            ["Przedmiot: Dostawa 120 szt. laptopów wraz z oprogramowaniem dla działu sprzedaży"],
            ["Zamawiający: Hydro-Serwis Pomorze Sp. z o.o., ul. Grunwaldzka 214, 80-266 Gdańsk"],
            ["Kryteria oceny: cena brutto – 60 pkt; okres gwarancji – 30 pkt (maks. 60 mies.); termin dostawy – 10 pkt"],
            ["Data otwarcia ofert: 16.11.2026 10:00"],
            [],
            ["Lp.", "Nr oferty", "Wykonawca", "Siedziba", "NIP", "Cena brutto [zł]", "Gwarancja [mies.]", "Termin dostawy [dni]",
             "Pkt cena", "Pkt gwarancja", "Pkt termin", "Suma pkt", "Status oferty"]]
    for i, r in enumerate(res, 1):
        (b, city, nip), p, g, d, pc, pg, pd, tot, st = r
        rows.append([str(i), f"OF/{1040 + i * 3}", b, city, nip, pl_money(p), str(g), str(d), pl_num(pc), pl_num(pg), pl_num(pd), pl_num(tot), st])
    rows.append([])
    rows.append(["Punkty obliczono wg wzorów z rozdz. XVIII SWZ: Pc = Cmin/Cbad × 60; Pg = Gbad/60 × 30; Pt = Tmin/Tbad × 10."])
    rows.append(["Oferta odrzucona nie podlega ocenie w rankingu. Wygenerowano z platformy: 27.11.2026 09:14"])
    text = "sep=;\r\n" + "\r\n".join(csv_line(r, ";") for r in rows[1:]) + "\r\n"
    write_bytes(name, text.encode("cp1250"))
    entry(
        name,
        tool="platformazakupowa.pl (Polish e-procurement platform, Open Nexus), postępowanie → Oferty → Zestawienie ofert → eksport CSV; a Gdańsk utility company's tender for 120 laptops",
        shape="Tender results sheet under a title block (procedure, subject, buyer, criteria, opening date): one row per offer with bidder, city, tax id, gross price, warranty, delivery time, points per criterion, total points and offer status (one offer rejected); two footnote lines.",
        evidence="From memory, unverified: Polish tender comparisons list offers with price, the non-price criteria, points per criterion and a total; the platform's export layout and the 'sep=;' first line are my approximation (the search found only tender notices). The rejection ground cites art. 226 ust. 1 pkt 5 Pzp (offer not compliant with the terms), as used in Polish practice. Windows-1250, ';', CRLF, prices with no-break-space thousands and decimal comma.",
        question="Highest total points ('Suma pkt') among offers that were evaluated (the rejected offer does not count).",
        candidates=[b[0] for b in bidders],
        scores=tot_ok,
        winner=w_ok,
        traps=["the rejected offer has the highest 'Suma pkt' (" + w_all + ")",
               "the cheapest valid offer is not the winner (" + cheapest_ok + ")",
               "price column holds the largest numbers",
               "'sep=;' first line and a six-line title block",
               "no-break-space thousands separator and decimal commas"],
    )


# ----------------------------------------------------------------------------- 9 Coupa (xlsx, ask)

def f09_coupa():
    name = "Coupa_Sourcing_Event_4417_Scoring_Export.xlsx"
    lot1 = ["Brightwell Facility Services BV", "CleanLine Benelux NV", "Vandermeulen Schoonmaak BV", "OptiClean Group SA"]
    lot2 = ["Brightwell Facility Services BV", "Het Eetlokaal Catering BV", "Fresh&Co Bedrijfsrestaurants NV"]
    evals = ["M. Jacobs (Facilities)", "S. De Smet (Procurement)", "L. van Dijk (HR)"]
    weights = {"Price": 0.40, "Service quality": 0.35, "Sustainability": 0.15, "Transition plan": 0.10}
    for seed in itertools.count(4417):
        rng = random.Random(seed)

        def score_lot(sups, bias):
            out = {}
            for s in sups:
                per = {}
                for e in evals:
                    crit = {c: max(40, min(100, round(rng.gauss(74 + bias.get(s, 0), 8)))) for c in weights}
                    per[e] = (crit, round(sum(weights[c] * crit[c] for c in weights), 1))
                out[s] = per
            return out

        s1 = score_lot(lot1, {"Brightwell Facility Services BV": 4, "CleanLine Benelux NV": 6})
        s2 = score_lot(lot2, {"Brightwell Facility Services BV": 4, "Fresh&Co Bedrijfsrestaurants NV": 7})
        avg1 = {s: round(sum(v[1] for v in s1[s].values()) / 3, 1) for s in lot1}
        avg2 = {s: round(sum(v[1] for v in s2[s].values()) / 3, 1) for s in lot2}
        w1, w2 = unique_max(avg1), unique_max(avg2)
        comb = Counter()
        for d in (avg1, avg2):
            for s, v in d.items():
                comb[s] += v
        wc = unique_max(dict(comb))
        if w1 and w2 and w1 != w2 and wc == "Brightwell Facility Services BV" and wc not in (w1, w2):
            break
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Event Summary"
    bold = Font(bold=True)
    ws["A1"] = "Coupa Sourcing – Event Summary"
    ws["A1"].font = Font(bold=True, size=14)
    ws.merge_cells("A1:F1")
    info = [
        ("Event", "#4417 – Facility services Benelux 2027–2029"),
        ("Event type", "RFP"),
        ("Status", "Ended – awaiting award"),
        ("Event owner", "S. De Smet"),
        ("Start", "05/10/2026 09:00 CET"),
        ("End", "06/11/2026 17:00 CET"),
        ("Lots", "2 – Lot 1 Office cleaning (Brussels, Antwerp, Rotterdam); Lot 2 Staff restaurant (Brussels HQ). Each lot is awarded separately."),
        ("Scoring", "Weighted score 0–100: Price 40 %, Service quality 35 %, Sustainability 15 %, Transition plan 10 %"),
        ("Evaluators", "; ".join(evals)),
        ("Exported", "27/11/2026 16:05 by S. De Smet"),
    ]
    for i, (k, v) in enumerate(info, start=3):
        ws.cell(row=i, column=1, value=k).font = bold
        ws.cell(row=i, column=2, value=v)
    ws.column_dimensions["A"].width = 14
    ws.column_dimensions["B"].width = 110

    def lot_sheet(title, heading, sups, scores, avg):
        sh = wb.create_sheet(title)
        sh["A1"] = heading
        sh["A1"].font = Font(bold=True, size=12)
        sh.merge_cells("A1:H1")
        hdr = ["Supplier", "Evaluator", "Price (40%)", "Service quality (35%)", "Sustainability (15%)",
               "Transition plan (10%)", "Weighted score", "Average weighted score"]
        for j, h in enumerate(hdr, 1):
            c = sh.cell(row=3, column=j, value=h)
            c.font = bold
            c.fill = PatternFill("solid", fgColor="DDEBF7")
        r = 4
        for s in sups:
            first = True
            for e in evals:
                crit, ws_ = scores[s][e]
                sh.cell(row=r, column=1, value=s if first else None)
                sh.cell(row=r, column=2, value=e)
                for j, c in enumerate(weights, 3):
                    sh.cell(row=r, column=j, value=crit[c])
                sh.cell(row=r, column=7, value=ws_)
                if first:
                    sh.cell(row=r, column=8, value=avg[s])
                first = False
                r += 1
        r += 1
        sh.cell(row=r, column=1, value="Ranking (average weighted score)").font = bold
        r += 1
        for k, s in enumerate(sorted(sups, key=lambda x: -avg[x]), 1):
            sh.cell(row=r, column=1, value=k)
            sh.cell(row=r, column=2, value=s)
            sh.cell(row=r, column=3, value=avg[s])
            r += 1
        sh.column_dimensions["A"].width = 34
        sh.column_dimensions["B"].width = 32
        for col in "CDEFGH":
            sh.column_dimensions[col].width = 18
    lot_sheet("Lot 1 - Office cleaning", "Lot 1 – Office cleaning: evaluator scores", lot1, s1, avg1)
    lot_sheet("Lot 2 - Staff restaurant", "Lot 2 – Staff restaurant: evaluator scores", lot2, s2, avg2)
    save_xlsx(wb, name)
    entry(
        name,
        tool="Coupa Sourcing (procurement suite), RFP event → Scoring → Export to Excel; the facilities procurement team of a Benelux logistics company scoring suppliers for two lots",
        shape="Workbook: 'Event Summary' first (event facts, lots awarded separately, weights, evaluators), then one sheet per lot with three evaluators' criterion scores per supplier, the weighted score, the supplier's average and a ranking block.",
        evidence="Partly checked: Coupa's documentation describes sourcing events (RFx 'quote requests'), supplier responses, lots and awards at line level (compass.coupa.com Sourcing API and Sourcing flat-file export pages); the scoring workbook's sheets, titles and columns are from memory / invented, unverified.",
        question="Highest average weighted score — per lot, since each lot is awarded separately.",
        candidates={"Lot 1 – Office cleaning": lot1, "Lot 2 – Staff restaurant": lot2},
        scores={"Lot 1 – Office cleaning": avg1, "Lot 2 – Staff restaurant": avg2},
        traps=["two lots on two sheets with separate winners; the summary sheet says each lot is awarded separately",
               "summary sheet first with no scores",
               "adding a supplier's scores across both lots gives Brightwell Facility Services BV, which wins neither lot",
               "per-evaluator rows with the supplier name only on the first row"],
        ask={"acceptable": {"Lot 1 – Office cleaning": w1, "Lot 2 – Staff restaurant": w2},
             "because": "The event has two lots awarded separately, each on its own sheet with its own winner, so a single winner needs the lot to be named."},
    )


# ----------------------------------------------------------------------------- 10 Rakuten RMS reviews (cp932)

def f10_rakuten():
    name = "rakuten_rms_review_20261128.csv"
    products = [
        "【送料無料】八女玉露 飲み比べギフトセット 3本入り 化粧箱付き",
        "【母の日にも】静岡深蒸し茶 ティーバッグ 50包 ご自宅用",
        "宇治抹茶 スイーツ詰め合わせ 12個入り 内祝い お返し",
        "知覧茶 やぶきた 100g×3袋 メール便",
        "【季節限定】ほうじ茶ラテの素 200g 2袋セット",
    ]
    shop = "茶の間 みどり園"
    titles_pos = ["リピートしています", "美味しかったです", "贈り物に最適", "香りが良い", "また買います", "丁寧な梱包"]
    titles_neg = ["少し残念", "普通です", "期待したほどでは…", "濃すぎました"]
    body_pos = ["香りがとても良く、家族にも好評でした。", "ギフトで送りましたが大変喜ばれました。",
                "毎朝飲んでいます。すっきりした味わいです。", "包装が丁寧で安心してお願いできました。"]
    body_neg = ["味は悪くないですが、値段の割に量が少ないと感じました。", "思っていたより苦味が強かったです。",
                "到着まで少し時間がかかりました。"]
    for seed in itertools.count(1128):
        rng = random.Random(seed)
        mean_t = {products[0]: 4.55, products[1]: 4.15, products[2]: 4.3, products[3]: 4.0, products[4]: 4.35}
        n = {products[0]: rng.randint(19, 24), products[1]: rng.randint(38, 46), products[2]: rng.randint(22, 28),
             products[3]: rng.randint(14, 18), products[4]: rng.randint(12, 16)}
        revs = []
        for p in products:
            for _ in range(n[p]):
                revs.append(("商品レビュー", p, max(1, min(5, round(rng.gauss(mean_t[p], 0.75))))))
        for _ in range(rng.randint(26, 32)):
            revs.append(("ショップレビュー", "", max(1, min(5, round(rng.gauss(4.8, 0.4))))))
        rng.shuffle(revs)
        sums = Counter()
        cnt = Counter()
        for typ, p, s in revs:
            if typ == "商品レビュー":
                sums[p] += s
                cnt[p] += 1
        mean = {p: sums[p] / cnt[p] for p in products}
        mw, cw, sw = unique_max(mean), unique_max(dict(cnt)), unique_max(dict(sums))
        vals = sorted(mean.values())
        if mw == products[0] and cw and cw != mw and sw != mw and vals[-1] - vals[-2] > 0.05:
            break
    rng = random.Random(seed + 5)
    header = ["レビュータイプ", "商品名", "レビュー詳細URL", "評価", "投稿時間", "タイトル", "レビュー本文", "フラグ", "注文番号", "未対応フラグ"]
    rows = [header]
    t = datetime(2026, 6, 1, 8, 0)
    for typ, p, s in revs:
        t += timedelta(minutes=rng.randint(60, 1400))
        pos = s >= 4
        title = rng.choice(titles_pos if pos else titles_neg)
        body = rng.choice(body_pos if pos else body_neg)
        if typ == "ショップレビュー":
            body = rng.choice(["ショップの対応が迅速でした。", "メールの連絡が丁寧でした。", "発送が早くて助かりました。"])
        rid = "".join(rng.choice("0123456789abcdef") for _ in range(16))
        url = f"https://review.rakuten.co.jp/rd/2_212345_{rid}_0/" if typ == "商品レビュー" else f"https://review.rakuten.co.jp/rd/0_212345_{rid}_0/"
        order = f"212345-{t.strftime('%Y%m%d')}-0{rng.randint(100000000, 999999999)}"
        rows.append([typ, p, url, str(s), t.strftime("%Y-%m-%d %H:%M:%S"), title, body,
                     rng.choices(["0", "1"], weights=[9, 1])[0], order, "0" if rng.random() < 0.8 else "1"])
    write_bytes(name, csv_text(rows, ",", quote_all=True).encode("cp932"))
    entry(
        name,
        tool=f"楽天市場 RMS (Rakuten Ichiba's merchant system), レビュー → レビューCSVダウンロード; a Japanese tea shop ('{shop}') choosing the best-rated gift set of the year",
        shape="One row per review with review type, product name, review URL, 1–5 rating, posting time, title, text, flag, order number and an unhandled flag; shop reviews (no product name) are mixed in with product reviews.",
        evidence="Partly checked: Japanese seller guides describe Rakuten product reviews and shop reviews as separate, each with a 1–5 star rating (commercepick.com, wac-works-ec.jp) and the RMS review tools; the CSV column list is from memory, unverified. Shift_JIS (CP932), every field quoted, CRLF, as RMS downloads are for Japanese Excel.",
        question="Highest mean star rating per product over product reviews (ショップレビュー rows excluded).",
        candidates=products,
        scores=rounded(mean),
        winner=mw,
        traps=["the most-reviewed product (" + cw + ") has the most reviews and the highest sum of stars",
               "ショップレビュー rows with an empty product name and high ratings",
               "long product names with brackets 【】 and symbols",
               "CP932 encoding"],
    )


# ----------------------------------------------------------------------------- 11 Pipedrive (cp1257)

def f11_pipedrive():
    name = "pipedrive_deals_export_Q3-2026_myygivoistlus.csv"
    owners = ["Kertu Tamm", "Mihkel Saar", "Liis Kask", "Rasmus Põder", "Triin Mägi", "Jüri Õunapuu"]
    orgs = ["Baltic Cargo OÜ", "Tartu Mööbel AS", "Pärnu Hotellid OÜ", "Viru Ehitus AS", "Saaremaa Kala OÜ",
            "Nõmme Kohvik OÜ", "Rakvere Lihatööstus AS", "Haapsalu Jahtklubi MTÜ", "Elva Puit OÜ", "Kuressaare Sadam AS",
            "Türi Pagar OÜ", "Valga Logistika AS", "Jõgeva Agro OÜ", "Paide Autokool OÜ", "Võru Trükikoda AS"]
    products = ["CRM rakendus", "Laohaldus", "Kassasüsteem", "E-pood", "Hoolduspakett", "Koolitus"]
    for seed in itertools.count(3003):
        rng = random.Random(seed)
        deals = []
        prof = {"Kertu Tamm": (7, 6, 9, 9000), "Mihkel Saar": (5, 9, 6, 15000), "Liis Kask": (6, 4, 5, 8000),
                "Rasmus Põder": (4, 8, 12, 20000), "Triin Mägi": (6, 5, 4, 7000), "Jüri Õunapuu": (3, 3, 4, 9000)}
        for o, (nw, nl, no, size) in prof.items():
            for st, k in (("won", nw), ("lost", nl), ("open", no)):
                for _ in range(k):
                    v = round(max(900, rng.gauss(size, size * 0.45)), -1)
                    deals.append((o, st, v))
        rng.shuffle(deals)
        won = Counter({o: 0 for o in owners})
        allv = Counter({o: 0 for o in owners})
        nwon = Counter({o: 0 for o in owners})
        for o, st, v in deals:
            allv[o] += v
            if st == "won":
                won[o] += v
                nwon[o] += 1
        ww, wa, wn = unique_max(dict(won)), unique_max(dict(allv)), unique_max(dict(nwon))
        if ww and wa and wa != ww and wn == ww:
            break
    rng = random.Random(seed + 2)
    header = ["Deal - ID", "Deal - Title", "Deal - Value", "Deal - Currency", "Deal - Status", "Deal - Owner",
              "Deal - Pipeline", "Deal - Stage", "Deal - Deal created", "Deal - Won time", "Deal - Lost time",
              "Deal - Lost reason", "Deal - Expected close date", "Organization - Name", "Person - Name"]
    rows = [header]
    did = 1580
    stages = {"won": "Leping allkirjastatud", "lost": "Pakkumine saadetud", "open": None}
    open_stages = ["Kvalifitseeritud", "Demo tehtud", "Pakkumine saadetud", "Läbirääkimised"]
    people = ["Andres Kuusk", "Maarja Lepp", "Tõnis Rebane", "Kadri Sepp", "Peeter Vaher", "Helen Kukk", "Siim Ilves"]
    for o, st, v in deals:
        did += rng.randint(1, 9)
        org = rng.choice(orgs)
        created = datetime(2026, 7, 1) + timedelta(days=rng.randint(0, 62), hours=rng.randint(8, 16), minutes=rng.randint(0, 59))
        closed = created + timedelta(days=rng.randint(3, 30), hours=rng.randint(0, 2))
        if closed > datetime(2026, 9, 30, 18):
            closed = datetime(2026, 9, 30, 15, rng.randint(0, 59))
        val = f"{v:.0f}" if v == int(v) else f"{v:.2f}".replace(".", ",")
        rows.append([str(did), f"{org} – {rng.choice(products)}", val, "EUR",
                     st.capitalize(),
                     o, "Müük Eesti", stages[st] or rng.choice(open_stages),
                     created.strftime("%d.%m.%Y %H:%M"),
                     closed.strftime("%d.%m.%Y %H:%M") if st == "won" else "",
                     closed.strftime("%d.%m.%Y %H:%M") if st == "lost" else "",
                     rng.choice(["Hind liiga kõrge", "Valis konkurendi", "Eelarve puudub"]) if st == "lost" else "",
                     (closed + timedelta(days=rng.randint(0, 20))).strftime("%d.%m.%Y"),
                     org, rng.choice(people)])
    write_bytes(name, csv_text(rows, ";").encode("cp1257"))
    entry(
        name,
        tool="Pipedrive (sales CRM), Deals list filtered on Q3 2026 → Export filter results (CSV), opened and re-saved by Excel (Estonian) as CSV; a Tallinn software reseller's quarterly sales contest ('müügivõistlus') on won deals",
        shape="One row per deal with id, title, value, currency, status (Won / Lost / Open), owner, pipeline, stage, created / won / lost times, lost reason, expected close date, organisation and contact person.",
        evidence="Partly checked: Pipedrive's deal object has title, value, currency, status won / lost / open, won_time, lost_time and an owner (public integration code, e.g. trackit/crm-pipedrive2ace PipedriveDeal.ts, fparol4/linkapi); the 'Deal - <field>' export headers are from memory, unverified. Re-saved by Estonian Excel: Windows-1257, ';', dd.mm.yyyy dates, decimal comma where a value has cents, CRLF.",
        question="Sum of won deal value per owner in the contest quarter (status Won only).",
        candidates=owners,
        scores=dict(won),
        winner=ww,
        traps=["summing all deals (open and lost included) gives " + wa,
               "Lost and Open rows carry values too",
               "Windows-1257 with Estonian letters (õ, ä, ö, ü)"],
    )


# ----------------------------------------------------------------------------- 12 ClickUp (one column per option)

def f12_clickup():
    name = "ClickUp_export_Hackathon-2027-theme-vote.csv"
    themes = ["AI code review assistant", "Offline mode for the field app", "Self-serve analytics dashboards",
              "Accessibility sweep (WCAG 2.2)", "Carbon footprint of our cloud", "Slack bot for on-call handover"]
    people = ["Olivia Tremblay", "Liam Gagnon", "Emma Roy", "Noah Côté", "Charlotte Bouchard", "William Gauthier",
              "Alice Morin", "Jacob Lavoie", "Léa Fortin", "Thomas Gagné", "Florence Ouellet", "Samuel Pelletier",
              "Chloé Bélanger", "Nathan Lévesque", "Zoé Bergeron", "Gabriel Leblanc", "Maya Singh", "Ethan Chen",
              "Ava Nguyen", "Lucas Martin", "Sofia Rossi", "Daniel Kim"]
    for seed in itertools.count(2027):
        rng = random.Random(seed)
        w = [0.55, 0.5, 0.35, 0.45, 0.3, 0.4]
        ticks = {p: [rng.random() < w[i] for i in range(len(themes))] for p in people}
        real = Counter({t: 0 for t in themes})
        for p in people:
            for i, t in enumerate(themes):
                real[t] += ticks[p][i]
        win = unique_max(dict(real))
        if not win:
            continue
        ranked = sorted(real.items(), key=lambda kv: -kv[1])
        runner = ranked[1][0]
        if real[win] - real[runner] != 1:
            continue
        # test task and a duplicate task tick the runner-up but not the winner
        dup_person = rng.choice([p for p in people if not ticks[p][themes.index(runner)]])
        test_row = [t == runner or t == themes[5] for t in themes]
        dup_row = [True if t == runner else ticks[dup_person][i] for i, t in enumerate(themes)]
        dup_row[themes.index(win)] = False
        allc = real.copy()
        for i, t in enumerate(themes):
            allc[t] += test_row[i] + dup_row[i]
        if unique_max(dict(allc)) == runner:
            break
    rng = random.Random(seed + 4)
    header = ["Task ID", "Task Name", "Task Content", "Status", "Date Created", "Date Created Text", "Due Date",
              "Assignees", "Tags", "List Name"] + [f"{t} (checkbox)" for t in themes]
    rows = [header]
    base = datetime(2026, 11, 9, 9, 0)
    entries = [("TEST - please ignore", "Checking the form works", "to do", test_row, base - timedelta(days=3), "Maya Singh")]
    order = people[:]
    rng.shuffle(order)
    t = base
    for p in order:
        t += timedelta(minutes=rng.randint(10, 400))
        entries.append((f"Vote – {p}", "", "submitted", ticks[p], t, p))
        if p == dup_person:
            entries.append((f"Vote – {p}", "", "duplicate", dup_row, t + timedelta(minutes=rng.randint(2, 30)), p))
    for title, content, status, row, when, who in entries:
        tid = "86" + "".join(rng.choice("abcdefghjkmnpqrstuvwxyz0123456789") for _ in range(7))
        rows.append([tid, title, content, status, str(int((when - datetime(1970, 1, 1)).total_seconds() + 5 * 3600) * 1000),
                     when.strftime("%m/%d/%Y, %I:%M:%S %p"), "", f"[{who}]", "[hackathon-2027]", "Theme vote"] +
                    ["true" if x else "false" for x in row])
    write_bytes(name, b"\xef\xbb\xbf" + csv_text(rows, ",", eol="\n").encode("utf-8"))
    entry(
        name,
        tool="ClickUp (work-management app), List 'Theme vote' (filled through a ClickUp Form) → Export → CSV with custom fields; the engineering group of a Montréal SaaS company approving hackathon themes",
        shape="One column per option: one task per voter with ClickUp's standard task columns, then one checkbox custom field per theme holding true / false (approval voting); a test task and a task marked 'duplicate'.",
        evidence="From memory, unverified: ClickUp's CSV export has Task ID, Task Name, Status, Date Created (epoch milliseconds plus a text column), Assignees and Tags in brackets, followed by custom fields; the '(checkbox)' suffix and true/false values are my recollection (search found only third-party exporters). UTF-8 with BOM, LF, minimal quoting.",
        question="Approval vote: number of true ticks per theme over real, non-duplicate vote tasks (status 'submitted').",
        candidates=themes,
        scores=dict(real),
        winner=win,
        traps=["'TEST - please ignore' task ticks the runner-up",
               "a second task for the same voter with status 'duplicate'",
               "including the test and the duplicate gives " + runner,
               "epoch-millisecond date column next to a text date column",
               "header names carry a '(checkbox)' suffix"],
    )


# ----------------------------------------------------------------------------- 13 SQL Server Database Mail (UTF-16, fixed width)

def f13_dbmail():
    name = "EotY_2026_apotelesmata.txt"
    cands = [("Παπαδοπούλου Ελένη", "Λογιστήριο"), ("Νικολάου Γιώργος", "Αποθήκη Ασπροπύργου"),
             ("Κωνσταντίνου Μαρία", "Εξυπηρέτηση Πελατών"), ("Δημητρίου Κώστας", "Πωλήσεις Βορείου Ελλάδος"),
             ("Γεωργίου Αναστασία", "Ανθρώπινο Δυναμικό"), ("Ιωάννου Σπύρος", "Πληροφορική")]
    for seed in itertools.count(1303):
        rng = random.Random(seed)
        n = rng.randint(176, 194)
        w = [1.6, 1.3, 1.1, 0.9, 0.8, 0.6, 1.95]
        labels = [c[0] for c in cands] + [None]
        ballots = rng.choices(labels, weights=w, k=n)
        cnt = Counter({c[0]: 0 for c in cands})
        blank = 0
        for b in ballots:
            if b is None:
                blank += 1
            else:
                cnt[b] += 1
        win = unique_max(dict(cnt))
        if win and blank > cnt[win] and cnt[win] - sorted(cnt.values())[-2] >= 2:
            break
    total = n
    dept = dict(cands)
    rows = sorted(cnt.items(), key=lambda kv: -kv[1])
    data = [("(λευκό)", "", blank)] + [(c, dept[c], v) for c, v in rows] + [("ΣΥΝΟΛΟ", "", total)]
    w1, w2, w3, w4 = 50, 30, 11, 7
    L = []
    L.append("Υποψήφιος".ljust(w1) + " " + "Τμήμα".ljust(w2) + " " + "Ψήφοι".ljust(w3) + " " + "Ποσοστό".ljust(w4))
    L.append("-" * w1 + " " + "-" * w2 + " " + "-" * w3 + " " + "-" * w4)
    data_sorted = sorted(data[:-1], key=lambda r: -r[2]) + [data[-1]]
    for c, d, v in data_sorted:
        pct = f"{v / total * 100:.2f}"
        L.append(c.ljust(w1) + " " + d.ljust(w2) + " " + str(v).rjust(w3) + " " + pct.rjust(w4))
    L.append("")
    L.append(f"({len(data_sorted)} rows affected)")
    text = "\r\n".join(L) + "\r\n"
    write_bytes(name, b"\xff\xfe" + text.encode("utf-16-le"))
    entry(
        name,
        tool="Microsoft SQL Server Database Mail (msdb.dbo.sp_send_dbmail with @attach_query_result_as_file = 1), a nightly SQL Agent job mailing the HR intranet's 'Εργαζόμενος της Χρονιάς 2026' tally; an Athens wholesale company",
        shape="Query result as a fixed-width text attachment: column header line, dashed underline, one padded row per candidate with department, votes and percent, a '(λευκό)' blank-ballot row and a 'ΣΥΝΟΛΟ' (GROUPING / ROLLUP total) row, then '(n rows affected)'.",
        evidence="Partly checked: a dba.stackexchange answer on sp_send_dbmail attachments shows the file is UTF-16 LE with the FF FE BOM and space-padded columns (query_result_no_padding off); the dashed underline, right-aligned numbers and the '(n rows affected)' line are SQL Server's text-result layout from memory, unverified; Greek labels come from the company's own query.",
        question="Most votes for a named candidate (blank ballots and the total row are not candidates).",
        candidates=[c[0] for c in cands],
        scores=dict(cnt),
        winner=win,
        traps=["'(λευκό)' blank-ballot row has more votes than any candidate",
               "'ΣΥΝΟΛΟ' total row is the largest number",
               "fixed-width columns with a dashed underline and '(n rows affected)' footer",
               "UTF-16 LE with BOM, Greek text"],
    )


# ----------------------------------------------------------------------------- 14 Speakap (xlsx, ask: two questions)

def f14_speakap():
    name = "Speakap_enquete_Personeelsprijzen_2026_export.xlsx"
    colleagues = ["Sanne de Vries", "Bram Jansen", "Fatima El Amrani", "Joost Bakker", "Lotte Visser"]
    branches = ["Utrecht Centrum", "Amersfoort Vathorst", "Zwolle Zuid", "Arnhem Velperpoort", "Nijmegen Dukenburg", "Ede Veldhuizen"]
    first = ["Anouk", "Daan", "Eva", "Lars", "Noor", "Sem", "Fleur", "Thijs", "Iris", "Ruben", "Lisa", "Milan",
             "Sophie", "Jesse", "Emma", "Luuk", "Yara", "Stijn", "Julia", "Kevin", "Mila", "Tim", "Nina", "Koen"]
    last = ["de Jong", "van den Berg", "Mulder", "Smit", "Meijer", "de Boer", "Bos", "Vos", "Peters", "Hendriks",
            "Dekker", "Brouwer", "de Graaf", "Kok", "Jacobs", "van Leeuwen"]
    for seed in itertools.count(2026):
        rng = random.Random(seed)
        resp = []
        names = set()
        while len(names) < 64:
            names.add(f"{rng.choice(first)} {rng.choice(last)}")
        names = sorted(names)
        rng.shuffle(names)
        for nm in names:
            br = rng.choice(branches)
            q1 = rng.choices(colleagues, weights=[1.4, 1.0, 1.3, 0.8, 0.9])[0] if rng.random() > 0.05 else ""
            q2 = rng.choices(branches, weights=[1.0, 1.2, 0.9, 1.3, 0.8, 0.7])[0] if rng.random() > 0.05 else ""
            resp.append((nm, br, q1, q2))
        c1 = Counter({c: 0 for c in colleagues})
        c2 = Counter({b: 0 for b in branches})
        for _n, _b, a, b in resp:
            if a:
                c1[a] += 1
            if b:
                c2[b] += 1
        w1, w2 = unique_max(dict(c1)), unique_max(dict(c2))
        if w1 and w2 and c1[w1] != c2[w2]:
            break
    rng = random.Random(seed + 9)
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Samenvatting"
    ws["A1"] = "Enquête: Personeelsprijzen 2026"
    ws["A1"].font = Font(bold=True, size=14)
    meta = [("Netwerk", "Tuincentra Groenrijk"), ("Gepubliceerd", "02-11-2026 08:00"), ("Gesloten", "23-11-2026 23:59"),
            ("Doelgroep", "Alle medewerkers (412)"), ("Aantal reacties", len(resp)),
            ("Vragen", "2 stemvragen (Collega van het Jaar, Vestiging van het Jaar) en 1 open vraag"),
            ("Geëxporteerd", "27-11-2026 15:20")]
    for i, (k, v) in enumerate(meta, start=3):
        ws.cell(row=i, column=1, value=k).font = Font(bold=True)
        ws.cell(row=i, column=2, value=v)
    ws.column_dimensions["A"].width = 18
    ws.column_dimensions["B"].width = 70
    sh = wb.create_sheet("Reacties")
    hdr = ["Naam", "E-mailadres", "Vestiging", "Ingevuld op",
           "1. Wie wordt Collega van het Jaar 2026?", "2. Welke vestiging wordt Vestiging van het Jaar 2026?",
           "3. Waarom? (optioneel)"]
    for j, h in enumerate(hdr, 1):
        sh.cell(row=1, column=j, value=h).font = Font(bold=True)
    t = datetime(2026, 11, 2, 8, 10)
    why = ["", "", "Altijd behulpzaam!", "Beste sfeer van de regio", "Heeft de kerstverkoop gered", "Top team", ""]
    for r, (nm, br, a, b) in enumerate(resp, start=2):
        t += timedelta(minutes=rng.randint(5, 600))
        mail = nm.lower().replace(" ", ".")
        sh.cell(row=r, column=1, value=nm)
        sh.cell(row=r, column=2, value=f"{mail}@groenrijk.nl")
        sh.cell(row=r, column=3, value=br)
        c = sh.cell(row=r, column=4, value=t)
        c.number_format = "dd-mm-yyyy hh:mm"
        sh.cell(row=r, column=5, value=a or None)
        sh.cell(row=r, column=6, value=b or None)
        sh.cell(row=r, column=7, value=rng.choice(why) or None)
    for col, wdt in zip("ABCDEFG", (24, 34, 22, 18, 38, 48, 36)):
        sh.column_dimensions[col].width = wdt
    save_xlsx(wb, name)
    entry(
        name,
        tool="Speakap (Dutch employee communication app), Enquêtes → enquête → Resultaten exporteren (Excel); a Dutch garden-centre chain's staff awards",
        shape="Workbook: 'Samenvatting' first (network, dates, audience, number of responses, the two award questions), then 'Reacties' with one row per respondent (name, e-mail, branch, time) and two single-choice award questions plus an optional comment.",
        evidence="From memory, unverified: Speakap offers polls and surveys to employees with an export of the results; the sheet names, Dutch column titles and the summary sheet are my approximation (no search done). Real Excel date cells.",
        question="Two award questions of equal standing (Collega van het Jaar, Vestiging van het Jaar), each counted by votes.",
        candidates={"Collega van het Jaar": colleagues, "Vestiging van het Jaar": branches},
        scores={"Collega van het Jaar": dict(c1), "Vestiging van het Jaar": dict(c2)},
        traps=["two award questions of equal standing, each with its own winner",
               "summary sheet first with no votes",
               "respondent's own branch column (Vestiging) next to the branch vote",
               "a few empty answers"],
        ask={"acceptable": {"Collega van het Jaar": w1, "Vestiging van het Jaar": w2},
             "because": "The survey has two award questions of equal standing (colleague and branch of the year), each with its own winner, and nothing makes one of them the main result."},
    )


# ----------------------------------------------------------------------------- 15 Google Forms rating grid (cp1254)

def f15_gforms():
    name = "Yeni_Urun_Tadim_Anketi_Kasim_2026_Yanitlar.csv"
    prods = ["Fıstıklı Kadayıf", "Kestaneli Tart", "Susamlı Simit Kurabiyesi", "Vişneli Pasta", "Çikolatalı Ekler"]
    q = "Lütfen her ürünü 1 (hiç beğenmedim) ile 5 (çok beğendim) arasında puanlayın"
    branches = ["Kadıköy", "Beşiktaş", "Üsküdar", "Bakırköy", "Ataşehir"]
    fn = ["Ayşe", "Mehmet", "Zeynep", "Emre", "Elif", "Burak", "Selin", "Can", "Merve", "Oğuz", "Derya", "Kerem",
          "Gizem", "Tolga", "İrem", "Serkan", "Büşra", "Onur", "Ece", "Hakan"]
    ln = ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Aydın", "Öztürk", "Arslan", "Doğan", "Kılıç", "Koç"]
    for seed in itertools.count(1511):
        rng = random.Random(seed)
        mu = {prods[0]: 4.15, prods[1]: 3.85, prods[2]: 3.6, prods[3]: 4.0, prods[4]: 3.95}
        resp = []
        for _ in range(58):
            row = {}
            for p in prods:
                if rng.random() < 0.06:
                    row[p] = None
                else:
                    row[p] = max(1, min(5, round(rng.gauss(mu[p], 0.85))))
            resp.append(row)
        def agg(rs):
            s = Counter()
            n = Counter()
            for r in rs:
                for p in prods:
                    if r[p] is not None:
                        s[p] += r[p]
                        n[p] += 1
            return {p: s[p] / n[p] for p in prods}, dict(s)
        mean, sums = agg(resp)
        mw, sw = unique_max(mean), unique_max(sums)
        vals = sorted(mean.values())
        if not (mw and sw == mw and vals[-1] - vals[-2] > 0.02):
            continue
        runner = sorted(prods, key=lambda p: -mean[p])[1]
        tests = []
        for _ in range(3):
            tests.append({p: (5 if p == runner else 1) for p in prods})
        mean_t, _s = agg(resp + tests)
        if unique_max(mean_t) == runner:
            break
    rng = random.Random(seed + 6)
    header = ["Zaman damgası", "E-posta Adresi", "Çalıştığınız şube"] + [f"{q} [{p}]" for p in prods] + ["Eklemek istediğiniz yorum"]
    rows = [header]
    t0 = datetime(2026, 11, 17, 16, 40)
    for i, tr in enumerate(tests):
        t0 += timedelta(minutes=2)
        rows.append([t0.strftime("%d.%m.%Y %H:%M:%S"), "test.form@lezzetduragi.com.tr", "Kadıköy"] +
                    [str(tr[p]) for p in prods] + ["deneme" if i == 0 else "test - silinecek"])
    t = datetime(2026, 11, 18, 9, 5)
    used = set()
    for r in resp:
        t += timedelta(minutes=rng.randint(3, 180))
        while True:
            f, l = rng.choice(fn), rng.choice(ln)
            if (f, l) not in used:
                used.add((f, l))
                break
        mail = (f + "." + l).translate(str.maketrans("çğıöşüİÇĞÖŞÜ", "cgiosuiCGOSU")).lower() + "@lezzetduragi.com.tr"
        rows.append([t.strftime("%d.%m.%Y %H:%M:%S"), mail, rng.choice(branches)] +
                    ["" if r[p] is None else str(r[p]) for p in prods] +
                    [rng.choice(["", "", "", "Ekler biraz fazla tatlı", "Kadayıf vitrinde çok iyi durur", "Fiyatı önemli"])])
    write_bytes(name, csv_text(rows, ";").encode("cp1254"))
    entry(
        name,
        tool="Google Forms (Turkish UI), Yanıtlar → linked Google Sheet downloaded as .xlsx, opened in Excel (Turkish) and saved as 'CSV (Noktalı virgülle ayrılmış)'; an Istanbul bakery chain's staff tasting of five new products",
        shape="Rating grid: timestamp, e-mail and branch, then one column per product in Google Forms' 'question [row]' header style holding a 1–5 score, and a comment column; three test responses from the form owner at the top.",
        evidence="Partly checked: Google Forms grid questions land in the linked sheet one column per row item with the answer text (blog on converting Google Forms grid responses in Sheets); the 'question [row]' header style and the Turkish column titles ('Zaman damgası', 'E-posta Adresi') are from memory, unverified. Excel (Turkish) CSV: Windows-1254, ';', dd.mm.yyyy timestamps, CRLF.",
        question="Highest mean 1–5 score per product over real responses (the three test.form@… responses excluded; empty cells not counted).",
        candidates=prods,
        scores=rounded(mean),
        winner=mw,
        traps=["three test responses ('deneme', 'test - silinecek') give 5 to " + runner + " and 1 to the rest; including them makes it win",
               "grid header style 'question [product]' with a long common question text",
               "some empty ratings",
               "Windows-1254 with Turkish letters (ı, ş, ğ, İ)"],
    )


# ----------------------------------------------------------------------------- main

def main():
    for f in (f01_easyretro, f02_collaboard, f03_zulip, f04_hiworks, f05_glpi, f06_doodle, f07_swiss_gv,
              f08_tender, f09_coupa, f10_rakuten, f11_pipedrive, f12_clickup, f13_dbmail, f14_speakap, f15_gforms):
        f()
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2, sort_keys=True)
        fh.write("\n")


if __name__ == "__main__":
    main()
