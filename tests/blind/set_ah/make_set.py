#!/usr/bin/env python3
"""Blind test set AH: fifteen synthetic exports from community / software-team tools.

Deterministic: fixed seeds (each seed search is itself deterministic), fixed xlsx
document properties and fixed zip entry dates.  Standard library + openpyxl only.
Writes the 15 files and expected.json next to this script.
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

OUT = os.path.dirname(os.path.abspath(__file__))
EXPECTED = {}
FIXED = dt.datetime(2026, 11, 29, 10, 0, 0)


# ----------------------------------------------------------------- helpers
def write(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)


def unique_top(scores, low=False):
    items = sorted(scores.items(), key=lambda kv: (kv[1] if not low else -kv[1]), reverse=True)
    if len(items) > 1 and items[0][1] == items[1][1]:
        return None
    return items[0][0]


def xlsx_bytes(wb):
    wb.properties.creator = "user"
    wb.properties.lastModifiedBy = "user"
    wb.properties.created = FIXED
    wb.properties.modified = FIXED
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
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
            zi.external_attr = 0o600 << 16
            z.writestr(zi, data)
    return out.getvalue()


def csv_text(rows, delimiter=",", lineterminator="\r\n", quoting=csv.QUOTE_MINIMAL):
    s = io.StringIO()
    w = csv.writer(s, delimiter=delimiter, lineterminator=lineterminator, quoting=quoting)
    for r in rows:
        w.writerow(r)
    return s.getvalue()


def entry(name, tool, shape, evidence, answer, winner, question, candidates, scores, traps,
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


def rnd_hex(r, n):
    return "".join(r.choice("0123456789abcdef") for _ in range(n))


# ======================================================== 1 DiscordChatExporter
def f01_discord_bids():
    name = "Caju Devs - leilao-pins [1179843226410573824].csv"
    bidders = ["lucas_pixel", "mari.dev", "rafa.gomes", "bia_sprites", "thiagoo.rs", "nandaplays",
               "gui.shader", "carol_ux", "pedrinho.exe", "juju.art", "felipe_tiles", "dani.qa", "vitor.godot"]

    def build(seed):
        r = random.Random(seed)
        val = {b: r.choice(range(40, 181)) / 2 for b in bidders}  # 20.00 .. 90.00
        msgs = []  # (author, content, kind, amount)
        highest = {}
        cur_max = 0.0
        cur_who = ""
        t = dt.datetime(2026, 11, 14, 19, 0)
        order = []
        for b in bidders:
            n = r.choice([1, 1, 2, 2, 3])
            top = val[b]
            steps = sorted({max(20.0, round((top - r.choice([0, 4, 8, 12, 15])) * 2) / 2) for _ in range(n)} | {top})
            for s in steps:
                order.append((r.random() + steps.index(s), b, s))
        order.sort()
        cancelled_by = "rafa.gomes"
        cancel_amount = 70.0
        inserted_cancel = False
        events = []
        for _, b, s in order:
            events.append(("bid", b, s))
            if b == cancelled_by and not inserted_cancel and s == max(x for _, bb, x in order if bb == b):
                events.append(("bid", b, cancel_amount))
                events.append(("cancel", b, cancel_amount))
                inserted_cancel = True
        return val, events

    def fmt_brl(x):
        return ("%.2f" % x).replace(".", ",")

    def solve(highest):
        prices = sorted(set(highest.values()))
        rev = {p: p * sum(1 for v in highest.values() if v >= p) for p in prices}
        return rev

    seed = 0
    while True:
        seed += 1
        val, events = build(seed)
        highest = {}
        bot_amounts = []
        running = {}
        cancelled = set()
        for kind, b, s in events:
            if kind == "bid":
                running.setdefault(b, []).append(s)
            else:
                running[b].remove(s)
        for b, lst in running.items():
            highest[b] = max(lst)
        if any(v == 70.0 for b, v in highest.items()):
            continue
        rev = solve(highest)
        best = unique_top(rev)
        if best is None:
            continue
        # trap A: the cancelled 70 counted
        h2 = dict(highest)
        h2["rafa.gomes"] = 70.0
        rev2 = solve(h2)
        b2 = unique_top(rev2)
        # trap B: the bot counted as a bidder (its highest quoted amount)
        all_bids = [s for k, b, s in events if k == "bid"]
        h3 = dict(highest)
        h3["Caju Bot#4412"] = max(all_bids)
        b3 = unique_top(solve(h3))
        # trap C: highest single bid (auction winner) as answer
        if b2 is not None and b2 != best and b3 is not None and b3 != best and max(highest.values()) != best:
            break

    r = random.Random(seed * 7)
    rows = [["AuthorID", "Author", "Date", "Content", "Attachments", "Reactions"]]
    ids = {b: str(r.randrange(10 ** 17, 10 ** 18)) for b in bidders}
    ids["ana.moderadora"] = "402118834471059457"
    ids["Caju Bot#4412"] = "1093378110250188840"
    t = dt.datetime(2026, 11, 14, 18, 55)

    def stamp():
        return t.strftime("%d-%b-%y %I:%M %p")

    def add(author, content, att="", reac=""):
        rows.append([ids[author], author, stamp(), content, att, reac])

    add("ana.moderadora",
        "📌 **Leilão do pin Caju Dourado (lote teste, 1 unidade)**\nA gente quer descobrir quanto a comunidade topa pagar "
        "antes de encomendar os 40 pins da segunda leva, que vão ter preço fixo igual pra todo mundo.\n"
        "Como dar lance: `!lance 35` (pode usar vírgula: `!lance 42,50`). Lance mínimo R$ 20,00. "
        "Pra desistir do seu último lance: `!cancelar`. Encerra domingo 22h.",
        "https://cdn.discordapp.com/attachments/1179843226410573824/1306312211000000000/pin_caju_dourado.png",
        "🔥 (14),🥜 (6)")
    t += dt.timedelta(minutes=3)
    add("juju.art", "que lindo 😍 quanto custou a produção?")
    t += dt.timedelta(minutes=2)
    add("ana.moderadora", "uns R$ 18 por pin no lote de 40, mais frete")
    high = 0.0
    high_who = ""
    stack = {}
    styles = ["!lance {v}", "!lance {v}", "!lance R$ {v}", "!lance {v} 🙏", "!LANCE {v}"]
    chatter = [("pedrinho.exe", "alguém dá 100? 👀 kkkk"), ("carol_ux", "90 num pin é loucura gente"),
               ("dani.qa", "eu tenho 3 pins do ano passado, vale a pena"), ("gui.shader", "bot tá lento hoje")]
    ci = 0
    for i, (kind, b, s) in enumerate(events):
        t += dt.timedelta(minutes=r.choice([4, 7, 11, 19, 26, 41]))
        if kind == "bid":
            v = fmt_brl(s) if (s != int(s) or r.random() < 0.3) else str(int(s))
            add(b, r.choice(styles).format(v=v))
            stack.setdefault(b, []).append(s)
            cur = max((max(x) for x in stack.values() if x), default=0)
            who = [k for k, x in stack.items() if x and max(x) == cur][0]
            t += dt.timedelta(seconds=20)
            add("Caju Bot#4412", "✅ Lance de R$ %s registrado para %s. Maior lance atual: R$ %s (%s)"
                % (fmt_brl(s), b, fmt_brl(cur), who))
        else:
            add(b, "!cancelar")
            stack[b].remove(s)
            cur = max((max(x) for x in stack.values() if x), default=0)
            who = [k for k, x in stack.items() if x and max(x) == cur][0]
            t += dt.timedelta(seconds=20)
            add("Caju Bot#4412", "❌ Lance de R$ %s de %s cancelado a pedido do usuário. Maior lance atual: R$ %s (%s)"
                % (fmt_brl(s), b, fmt_brl(cur), who))
            t += dt.timedelta(minutes=2)
            add(b, "foi mal, apertei 70 sem querer, era pra ser menos 😅", "", "😂 (5)")
        if i % 6 == 5 and ci < len(chatter):
            t += dt.timedelta(minutes=3)
            add(*chatter[ci])
            ci += 1
    t = dt.datetime(2026, 11, 15, 22, 0, 5)
    add("Caju Bot#4412", "🔒 Leilão encerrado. Obrigado a todos!", "", "🎉 (9)")
    t += dt.timedelta(minutes=4)
    add("ana.moderadora", "Valeu galera! Vou olhar os lances de cada um e definir o preço fixo da segunda leva 🥜")
    text = ",".join(rows[0]) + "\r\n"
    for row in rows[1:]:
        text += ",".join('"' + c.replace('"', '""') + '"' for c in row) + "\r\n"
    write(name, text.encode("utf-8"))
    rev = solve(highest)
    best = unique_top(rev)
    entry(name,
          "DiscordChatExporter (Tyrrrz, Windows GUI), channel #leilao-pins of a Brazilian indie game-dev Discord server "
          "exported as CSV; the moderators auctioned one test pin to decide the fixed price of the next batch of 40",
          "Chat export: one row per message (author id, author, date, content, attachments, reactions); bids are "
          "'!lance' commands with R$ amounts (comma decimals), a bot echoes every bid and one bid is cancelled.",
          "checked: DiscordChatExporter CsvMessageWriter (header AuthorID,Author,Date,Content,Attachments,Reactions "
          "unquoted, every value quoted, reactions as 'emoji (count)', StreamWriter UTF-8 without BOM) in the "
          "Tyrrrz/DiscordChatExporter source; unverified: the default date format 'dd-MMM-yy hh:mm tt' and CRLF",
          "winner", "%.2f" % best,
          "bid list: posted price p maximising p x (number of bidders whose highest valid bid >= p), each human "
          "bidder's highest non-cancelled bid, bot echoes ignored",
          ["%.2f" % v for v in sorted(set(highest.values()))],
          {"%.2f" % k: round(v, 2) for k, v in sorted(rev.items())},
          ["bot echo messages repeat every amount (bot as a bidder changes the answer)",
           "a 70,00 bid cancelled with !cancelar (counting it changes the answer)",
           "amounts with comma decimals and 'R$' inside free text", "numbers in chatter (100, 90, 18, 40)",
           "highest single bid is not the revenue-maximising price"],
          aliases=[fmt_brl(best), "R$ " + fmt_brl(best)])


# ======================================================== 2 Rocket.Chat polls (ask)
def f02_rocketchat():
    name = "rocketchat_general_oprosy.txt"
    people = ["Ирина Соколова", "Дмитрий Орлов", "Алексей Кузнецов", "Мария Лебедева", "Сергей Волков",
              "Ольга Никитина", "Павел Морозов", "Анна Фёдорова", "Егор Смирнов", "Татьяна Белова",
              "Никита Зайцев", "Юлия Ковалёва", "Артём Павлов", "Ксения Голубева", "Роман Виноградов",
              "Елена Богданова", "Владимир Тарасов", "Светлана Жукова", "Илья Комаров", "Наталья Козлова",
              "Глеб Ершов", "Вера Антонова"]
    q1 = "Кодовое имя релиза 3.0"
    o1 = ["Байкал", "Эльбрус", "Ладога", "Таймыр"]
    q2 = "Город офлайн-встречи контрибьюторов (весна 2027)"
    o2 = ["Казань", "Нижний Новгород", "Екатеринбург"]
    seed = 0
    while True:
        seed += 1
        r = random.Random(1000 + seed)
        v1 = {p: r.choice(o1) for p in people if r.random() < 0.9}
        v2 = {p: r.choice(o2) for p in people if r.random() < 0.8}
        c1 = {o: sum(1 for x in v1.values() if x == o) for o in o1}
        c2 = {o: sum(1 for x in v2.values() if x == o) for o in o2}
        w1, w2 = unique_top(c1), unique_top(c2)
        if w1 and w2 and max(c2.values()) > max(c1.values()) and c1[o1[0]] != max(c1.values()):
            break
    lines = []
    lines += ["Ирина Соколова", "10:58",
              "Коллеги, по итогам созвона запускаю два опроса — имя для 3.0 и город для весенней встречи. "
              "Голосуем до пятницы, оба вопроса одинаково важны, решения по обоим принимаем по большинству.", ""]

    def poll(q, opts, votes, time):
        out = ["Poll", "APP", time, "**" + q + "**", ""]
        total = len(votes)
        for i, o in enumerate(opts, 1):
            vs = [p for p in people if votes.get(p) == o]
            pct = round(100 * len(vs) / total) if total else 0
            out.append("%d. %s  `%d`  (%d%%)" % (i, o, len(vs), pct))
            out.append("    " + ", ".join(vs) if vs else "    —")
        out += ["", "Всего голосов: %d · Опрос закрыт" % total, ""]
        return out

    lines += poll(q1, o1, v1, "10:59")
    lines += ["Дмитрий Орлов", "11:20", "Ладога звучит красиво, но Байкал уже занят у соседей по экосистеме :)", ""]
    lines += poll(q2, o2, v2, "11:24")
    lines += ["Павел Морозов", "11:41", "В Екатеринбурге могу договориться о площадке бесплатно, если что.", "",
              "Ирина Соколова", "Пт 17:05",
              "Опросы закрыла, спасибо всем! Итоги оформлю в вики.", ""]
    text = "\r\n".join(lines) + "\r\n"
    write(name, text.encode("cp1251"))
    w1, w2 = unique_top(c1), unique_top(c2)
    entry(name,
          "Rocket.Chat (web client, Russian UI) with the Poll app: two closed polls in #general of a Russian open-source "
          "project's self-hosted chat, selected in the browser and pasted into Windows Notepad, saved as ANSI",
          "Two chat polls of equal standing (release codename, meetup city), each with option lines '`count` (pct%)' "
          "and the list of voters, between ordinary chat messages.",
          "unverified: the Poll app's message layout (question in bold, options with counts in backticks and voter "
          "names), the sender/time lines of a pasted Rocket.Chat conversation and the ANSI (Windows-1251) save are "
          "from memory",
          "ask", None,
          "plurality per poll; two polls of equal standing",
          {q1: o1, q2: o2}, {q1: c1, q2: c2},
          ["two polls in one paste, both declared equally important",
           "voter-name lists under every option", "percent values next to counts", "times and dates as numbers"],
          acceptable={q1: w1, q2: w2},
          ask_because="The paste holds two closed polls that the organiser calls equally important, each with its "
                      "own winner, so it must be asked which question is meant.")


# ======================================================== 3 Snapshot
def f03_snapshot():
    pid = "0x6b1f2ac09e4d5f7a8c3b2e1d0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a"
    name = "snapshot-votes-report-%s.csv" % pid
    seed = 0
    while True:
        seed += 1
        r = random.Random(3000 + seed)
        n = 146
        votes = []
        for i in range(n):
            ch = r.choices([1, 2, 3, 4], weights=[34, 26, 22, 18])[0]
            vp = round(r.lognormvariate(4.2, 1.3), r.choice([2, 4, 6, 9]))
            votes.append([ch, vp])
        # a few delegates with big voting power
        for ch, vp in [(2, 61873.25), (3, 40211.7781), (2, 18444.0)]:
            votes.insert(r.randrange(len(votes)), [ch, vp])
        vp_sum = {c: 0.0 for c in (1, 2, 3, 4)}
        cnt = {c: 0 for c in (1, 2, 3, 4)}
        for ch, vp in votes:
            vp_sum[ch] += vp
            cnt[ch] += 1
        w = unique_top(vp_sum)
        wc = unique_top(cnt)
        if w and wc and w != wc:
            break
    ts = 1763900000
    rows = ["address,choice,voting_power,timestamp,author_ipfs_hash,reason"]
    reasons = {5: "Option 2 keeps the grants committee small, I prefer that", 17: "", 40: "Delegating my view to the forum thread",
               77: "not convinced by any, picked the least bad", 102: "Voted per my delegate statement"}
    for i, (ch, vp) in enumerate(votes):
        ts += r.randrange(30, 2400)
        addr = "0x" + "".join(c.upper() if r.random() < 0.5 else c for c in rnd_hex(r, 40))
        vps = repr(vp) if vp != int(vp) else str(int(vp))
        cid = "bafkrei" + "".join(r.choice("abcdefghijklmnopqrstuvwxyz234567") for _ in range(52))
        rows.append("%s,%d,%s,%d,%s,\"%s\"" % (addr, ch, vps, ts, cid, reasons.get(i, "")))
    write(name, ("\n".join(rows)).encode("utf-8"))
    entry(name,
          "Snapshot (snapshot.org, off-chain DAO voting), closed proposal page → 'Download report' (CSV); an open-source "
          "developer collective's proposal on how to run its 2027 grants round (4 options, single choice, token-weighted)",
          "One row per voting address: choice as the option's number (1-4), voting_power (decimal, very uneven), unix "
          "timestamp, IPFS CID and an optional quoted reason.",
          "checked: snapshot-labs snapshot-sidekick VotesReport (file name snapshot-votes-report-<id>.csv, header "
          "address,choice,voting_power,timestamp,author_ipfs_hash,reason, choice written as the option's number for "
          "single-choice, only the reason quoted, rows joined with LF, no BOM); the option names are not in the file",
          "winner", str(w),
          "Snapshot single-choice: sum of voting_power per choice (the platform's own rule)",
          ["1", "2", "3", "4"], {str(k): round(v, 4) for k, v in vp_sum.items()},
          ["counting rows (addresses) gives another choice", "options are bare numbers 1-4",
           "voting power with 0-9 decimals", "unix timestamps and hashes as large numbers"])


# ======================================================== 4 CTFd scoreboard
def f04_ctfd():
    name = "HanbitCTF 2026-scoreboard.csv"
    teams = [("0xDEADBEEF", "Students"), ("불꽃놀이", "Students"), ("Null Byte Club", "Open"), ("r00tkit_ramen", "Open"),
             ("KAIST-ish", "Students"), ("PwnPaldo", "Open"), ("해킹하는 고양이", "Students"), ("Segfault Seoul", "Open"),
             ("Busan Bufferflow", "Students"), ("ROPeans", "Open"), ("깃허브 커밋러", "Students"), ("Team Kimchi-Jump", "Open")]
    seed = 0
    while True:
        seed += 1
        r = random.Random(4000 + seed)
        data = []
        uid = 100
        for i, (tn, br) in enumerate(teams):
            k = r.choice([2, 3, 3, 4, 4])
            members = []
            for j in range(k):
                uid += r.randrange(1, 9)
                sc = r.choice(range(0, 2600, 50))
                members.append((uid, sc))
            data.append((tn, br, i + 1, members))
        scores = {tn: sum(s for _, s in ms) for tn, _, _, ms in data}
        w = unique_top(scores)
        if not w:
            continue
        rowsn = {tn: len(ms) for tn, _, _, ms in data}
        top_rows = unique_top(rowsn)
        best_member_team = max(((s, tn) for tn, _, _, ms in data for _, s in ms))[1]
        stud = {tn: scores[tn] for tn, br, _, _ in data if br == "Students"}
        ws = unique_top(stud)
        if top_rows and top_rows != w and best_member_team != w and ws and ws != w and len(set(scores.values())) == len(scores):
            break
    data.sort(key=lambda d: -scores[d[0]])
    given = ["지훈", "서연", "민준", "하은", "도윤", "지우", "예준", "수아", "시우", "지민", "주원", "채원", "건우", "유나"]
    fam = ["kim", "lee", "park", "choi", "jung", "kang", "cho", "yoon", "jang", "lim"]
    header = ["place", "team", "team id", "score", "member name", "member id", "member email", "member score",
              "team bracket id", "team bracket name", "member bracket id", "member bracket name", "Affiliation", "Region"]
    rows = [header]
    bid = {"Students": 1, "Open": 2}
    aff = ["한빛대학교", "부산과학기술대", "서울공대 동아리", "직장인", "고등학생", ""]
    reg = ["Seoul", "Busan", "Daejeon", "Gyeonggi", "Jeju"]
    for place, (tn, br, tid, ms) in enumerate(data, 1):
        rows.append([place, tn, tid, scores[tn], "", "", "", "", bid[br], br, "", "", "", r.choice(reg)])
        for (u, s) in ms:
            nick = r.choice(fam) + r.choice(["_", ".", ""]) + r.choice(["pwn", "rev", "web", "crypto", "x", "0"]) + str(r.randrange(1, 99))
            rows.append(["", "", "", "", nick, u, "%s@%s" % (nick.replace(".", "_"), r.choice(["gmail.com", "naver.com", "hanbit.ac.kr", "kakao.com"])),
                         s, "", "", bid[br], br, r.choice(aff), ""])
    write(name, csv_text(rows).encode("utf-8"))
    entry(name,
          "CTFd 3.7 (self-hosted CTF platform), Admin Panel → Config → Backup → Export CSV, table 'scoreboard'; a Korean "
          "university security club's 'Hanbit CTF 2026' in teams mode with two brackets (Students, Open)",
          "Scoreboard export: one row per team (place, team, team id, score, bracket) followed by one row per member "
          "(member name, id, e-mail, member score, member bracket, custom fields).",
          "checked: CTFd/utils/csv dump_scoreboard_csv (header place, team, team id, score, member name, member id, "
          "member email, member score, team/member bracket id and name, then user and team custom fields; team row "
          "then member rows with the team columns blank; csv.writer, UTF-8); unverified: the custom field names",
          "winner", w,
          "overall CTF ranking: highest team score (place 1)",
          [d[0] for d in data], scores,
          ["member rows under each team (team with most rows is not the winner)",
           "a member with the highest individual score plays for another team",
           "two brackets: the best Students team is not the overall winner", "Korean and English team names"])


# ======================================================== 5 Phorge Slowvote
def f05_phorge():
    name = "V47 Nazwa kodowa wydania 4.0.txt"
    opts = ["Rysy", "Śnieżka", "Wisła", "Hel", "Mamry"]
    users = ["mkowalczyk", "awisniewska", "pnowak", "kzielinska", "tlewandowski", "jwojcik", "akaminska", "bdabrowski",
             "mszymanska", "pkozlowski", "ejankowska", "lmazur", "wkrawczyk", "opiotrowska", "rgrabowski", "zpawlak",
             "dmichalska", "kkrol", "iwieczorek", "swrobel", "njablonska", "fmajewski"]
    seed = 0
    while True:
        seed += 1
        r = random.Random(5000 + seed)
        votes = {u: r.choices(opts, weights=[24, 26, 22, 14, 14])[0] for u in users if r.random() < 0.85}
        cnt = {o: sum(1 for v in votes.values() if v == o) for o in opts}
        w = unique_top(cnt)
        if not w:
            continue
        late = ["Wisła"] * (cnt[w] - cnt["Wisła"] + 2)
        if w == "Wisła" or len(late) > 5 or len(late) < 2:
            continue
        cnt2 = dict(cnt)
        cnt2["Wisła"] += len(late)
        if unique_top(cnt2) == "Wisła":
            break
    late_users = ["hkubiak", "yadamska", "cwalczak", "gsikora", "ubaran"][:len(late)]
    total = sum(cnt.values())
    L = ["Slowvote", "V47", "", "V47: Nazwa kodowa wydania 4.0", "Closed  Public  Plurality (Single Choice)", "",
         "mkowalczyk created this poll.  Thu, Nov 12, 9:14 AM", "",
         "Wybieramy nazwę kodową dla wersji 4.0 (szczyty, rzeki, jeziora — po jednej nazwie na wydanie).",
         "Jeden głos na osobę, głosowanie trwa do piątku 20.11 do 16:00. Głosy w komentarzach po zamknięciu nie są liczone.", ""]
    for o in opts:
        vs = [u for u in users if votes.get(u) == o]
        L += [o, "%d / %d  (%d%%)" % (len(vs), total, round(100 * len(vs) / total)), "  ".join(vs) if vs else "(brak głosów)", ""]
    L += ["Poll closed by mkowalczyk.  Fri, Nov 20, 4:00 PM", "", "Comments", ""]
    t = 12
    late_txt = ["Spóźniony głos: +1 dla Wisła (byłem na urlopie)", "+1 Wisła, sorry, dopiero teraz zobaczyłam",
                "Też Wisła +1", "Wisła! (głos po czasie)", "+1 dla Wisły"]
    for k, lu in enumerate(late_users):
        L += ["%s added a comment.  Fri, Nov 20, 4:%02d PM" % (lu, t), late_txt[k], ""]
        t += 7
    L += ["mkowalczyk added a comment.  Fri, Nov 20, 5:02 PM",
          "Dzięki, głosy po 16:00 nie wchodzą do wyniku — zgodnie z opisem. Nazwę ogłoszę na standupie.", ""]
    write(name, ("\r\n".join(L) + "\r\n").encode("cp1250"))
    entry(name,
          "Phorge (community fork of Phabricator), Slowvote poll V47 on a Polish software house's self-hosted instance, "
          "the poll page selected in the browser and pasted into Windows Notepad, saved as ANSI (Polish Windows)",
          "Pasted poll page: header lines, one block per option (name, 'votes / total (pct%)', voter usernames), then a "
          "comment section with late '+1' votes that the description says do not count.",
          "unverified: Slowvote's page text (V-number monogram, 'Plurality (Single Choice)', per-option 'n / total' "
          "line, voter list, comment headers) is from memory; Windows-1250 for a Notepad ANSI save on Polish Windows",
          "winner", w,
          "plurality of votes cast before the poll closed",
          opts, cnt,
          ["late '+1 dla Wisła' votes in comments after closing (counting them makes Wisła win)",
           "'n / total (pct%)' lines", "voter usernames under each option", "dates and times in header lines"])


# ======================================================== 6 YouTrack xlsx
def f06_youtrack():
    name = "KBP-issues-export-2026-11-27.xlsx"
    feats = ["Support for Gradle version catalogs", "Dark theme for the report viewer", "Offline mode for the license server",
             "Kotlin Multiplatform inspections", "Export findings to SARIF", "Quick-fix: migrate deprecated annotations",
             "Bitbucket Server integration", "Czech localisation of the UI", "Custom rule DSL", "Faster indexing on large monorepos",
             "Baseline file per branch", "Show rule documentation inline", "Jenkins pipeline step", "SonarQube import"]
    seed = 0
    while True:
        seed += 1
        r = random.Random(6000 + seed)
        votes = {f: r.choice(range(0, 140)) for f in feats}
        comments = {f: r.choice(range(0, 60)) for f in feats}
        w = unique_top(votes)
        wc = unique_top(comments)
        if w and wc and wc != w and votes[w] < 200:
            break
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Issues"
    hdr = ["Issue Id", "Project", "Summary", "Reporter", "Created", "Updated", "Priority", "Type", "State", "Assignee",
           "Subsystem", "Fix versions", "Comments", "Votes"]
    ws.append(hdr)
    for c in ws[1]:
        c.font = Font(bold=True)
    rep = ["Jan Novák", "Petra Svobodová", "Tomáš Dvořák", "Lucie Černá", "Martin Procházka", "external: j.smith", "external: a.rossi"]
    for i, f in enumerate(feats):
        created = dt.datetime(2025, 3, 1) + dt.timedelta(days=r.randrange(0, 560), minutes=r.randrange(0, 1440))
        upd = created + dt.timedelta(days=r.randrange(1, 120))
        ws.append(["KBP-%d" % (1180 + i * 37 + r.randrange(0, 30)), "Kobalt Plugin", f, r.choice(rep), created, upd,
                   r.choice(["Normal", "Major", "Minor", "Normal"]), "Feature",
                   r.choice(["Submitted", "Open", "Open", "To be discussed"]), r.choice(["Unassigned", "Tomáš Dvořák", "Lucie Černá"]),
                   r.choice(["IDE", "CLI", "Server", "Integrations"]), "", comments[f], votes[f]])
    for row in ws.iter_rows(min_row=2):
        row[4].number_format = "dd.mm.yyyy hh:mm"
        row[5].number_format = "dd.mm.yyyy hh:mm"
    ws.column_dimensions["C"].width = 46
    write(name, xlsx_bytes(wb))
    entry(name,
          "YouTrack (JetBrains issue tracker), issue list filtered 'project: KBP Type: Feature State: Unresolved' → "
          "Export → Excel; the product team of an invented Brno developer-tools company choosing which public feature "
          "request to build next (the most voted)",
          "Issue list: one row per feature request with id, project, summary, reporter, dates, priority, type, state, "
          "assignee, subsystem, comment count and vote count.",
          "unverified: YouTrack's Excel export (one sheet, columns as in the list view, dates as real datetimes) is "
          "from memory; no search was made",
          "winner", w,
          "the feature request with the most votes",
          feats, votes,
          ["Comments column with another leader", "issue ids with numbers", "vote count in the last column",
           "dates in Czech format"])


# ======================================================== 7 Google Play reviews
def f07_googleplay():
    pkg = "vn.chimcanhcut.tuvung"
    name = "reviews_reviews_%s_202611.csv" % pkg
    versions = ["5.0.0", "5.0.1", "5.1.0"]
    seed = 0
    while True:
        seed += 1
        r = random.Random(7000 + seed)
        revs = []
        n = {"5.0.0": 71, "5.0.1": 38, "5.1.0": 49}
        dist = {"5.0.0": [8, 6, 12, 24, 50], "5.0.1": [4, 4, 10, 30, 52], "5.1.0": [6, 6, 12, 26, 50]}
        for v in versions:
            for _ in range(n[v]):
                revs.append((v, r.choices([1, 2, 3, 4, 5], weights=dist[v])[0]))
        for _ in range(9):
            revs.append(("", r.choice([1, 5, 5, 4])))
        r.shuffle(revs)
        sums = {v: [s for vv, s in revs if vv == v] for v in versions}
        mean = {v: sum(x) / len(x) for v, x in sums.items()}
        cnt = {v: len(x) for v, x in sums.items()}
        fives = {v: sum(1 for s in x if s == 5) for v, x in sums.items()}
        w = unique_top(mean)
        if w and unique_top(cnt) != w and unique_top(fives) not in (None, w):
            break
    hdr = ["Package Name", "App Version Code", "App Version Name", "Reviewer Language", "Device",
           "Review Submit Date and Time", "Review Submit Millis Since Epoch", "Review Last Update Date and Time",
           "Review Last Update Millis Since Epoch", "Star Rating", "Review Title", "Review Text",
           "Developer Reply Date and Time", "Developer Reply Millis Since Epoch", "Developer Reply Text", "Review Link"]
    codes = {"5.0.0": 5000, "5.0.1": 5001, "5.1.0": 5100, "": ""}
    texts = {1: ["Ứng dụng bị crash khi mở bài học", "Quảng cáo quá nhiều", "Crashes on start since the update"],
             2: ["Giao diện mới khó dùng", "Âm thanh bị lỗi"], 3: ["Tạm được", "OK but the new layout is confusing"],
             4: ["Khá tốt, mong có thêm từ vựng IELTS", "Good app"], 5: ["Rất hay!", "Tuyệt vời, học mỗi ngày", "Love the new design"]}
    devices = ["a52sxq", "RMX3630", "Redmi Note 12", "SM-A146P", "OP5958L1", "CPH2591", "veux", ""]
    rows = [hdr]
    t0 = dt.datetime(2026, 11, 1, 0, 0)
    for i, (v, s) in enumerate(revs):
        t = t0 + dt.timedelta(minutes=r.randrange(0, 29 * 1440))
        ms = int((t - dt.datetime(1970, 1, 1)).total_seconds() * 1000)
        has_text = r.random() < 0.35
        lang = r.choice(["vi", "vi", "vi", "en", "vi"])
        reply = s <= 2 and has_text and r.random() < 0.6
        rt = t + dt.timedelta(hours=r.randrange(2, 40))
        rows.append([pkg, codes[v], v, lang, r.choice(devices), t.strftime("%Y-%m-%dT%H:%M:%SZ"), str(ms),
                     t.strftime("%Y-%m-%dT%H:%M:%SZ"), str(ms), s, "", r.choice(texts[s]) if has_text else "",
                     rt.strftime("%Y-%m-%dT%H:%M:%SZ") if reply else "",
                     str(int((rt - dt.datetime(1970, 1, 1)).total_seconds() * 1000)) if reply else "",
                     "Cảm ơn bạn, đội ngũ sẽ khắc phục trong bản cập nhật tới." if reply else "",
                     "http://play.google.com/console/developers/reviews?app=%s&reviewid=gp:AOqpTO%s" % (pkg, rnd_hex(r, 20)) if has_text else ""])
    text = csv_text(rows, lineterminator="\n")
    write(name, b"\xff\xfe" + text.encode("utf-16-le"))
    entry(name,
          "Google Play Console, monthly reviews report from the developer account's Cloud Storage bucket "
          "(gs://pubsite_prod_…/reviews/); a Hanoi studio that shipped three redesigns of its vocabulary app as "
          "versions 5.0.0, 5.0.1 and 5.1.0 in November and keeps the design with the best average star rating",
          "One row per review: package, version code and name, language, device, submit/update date and epoch millis, "
          "Star Rating (1-5), optional title/text, developer reply and link; some reviews carry no version.",
          "checked: the monthly review CSVs in the Play report bucket are UTF-16 (GitHub PR xroche/httrack-android#154: "
          "'The CSVs are UTF-16, and decoding them as UTF-8 gives one wide column of junk'); unverified: the exact "
          "column titles, BOM and LF line ends are from memory",
          "winner", w,
          "highest mean Star Rating per App Version Name (reviews without a version left out)",
          versions, {k: round(v, 4) for k, v in mean.items()},
          ["5.0.0 has the most reviews and the most 5-star reviews but not the best mean",
           "UTF-16 LE with BOM", "epoch-millisecond columns with huge numbers", "reviews without version",
           "version codes 5000/5001/5100 next to the names"])


# ======================================================== 8 Codeforces standings (ask)
def f08_codeforces():
    name = "Зимний_кубок_2026_положение.xlsx"
    probs1 = ["A", "B", "C", "D", "E", "F"]
    probs2 = ["A", "B", "C", "D", "E"]
    teams1 = ["ИТМО Lambda", "Политех: void main", "МФТИ Кроты", "УрФУ Ctrl+Z", "СПбГУ 3 сосиски", "НГУ O(1)", "ВШЭ Segment Tree", "КФУ Борщ"]
    teams2 = ["Лицей 239: Кванты", "Школа 57: Ёжики", "Физтех-лицей: Баги", "Гимназия 1: Компилятор", "Лицей 130: Бинпоиск",
              "Школа 179: Дерево", "ЦПМ: Юниоры", "Лицей 1511: Stack"]
    seed = 0
    while True:
        seed += 1
        r = random.Random(8000 + seed)

        def make(teams, probs, hard):
            res = []
            for tn in teams:
                cells = []
                solved = 0
                pen = 0
                for p in probs:
                    x = r.random()
                    if x < hard:
                        tries = r.choice([0, 0, 1, 2])
                        cells.append("+" if tries == 0 else "+%d" % tries)
                        solved += 1
                        pen += r.randrange(5, 290) + 20 * tries
                    elif x < hard + 0.2:
                        cells.append("-%d" % r.choice([1, 2, 3]))
                    else:
                        cells.append("")
                res.append([tn, solved, pen, cells])
            res.sort(key=lambda z: (-z[1], z[2]))
            return res
        d1 = make(teams1, probs1, 0.55)
        d2 = make(teams2, probs2, 0.5)
        if (d1[0][1], d1[0][2]) == (d1[1][1], d1[1][2]) or (d2[0][1], d2[0][2]) == (d2[1][1], d2[1][2]):
            continue
        if d2[0][1] > d1[0][1] and len({(z[1], z[2]) for z in d1}) == len(d1) and len({(z[1], z[2]) for z in d2}) == len(d2):
            break
    ooc = ["Жюри: тестовый прогон (вне конкурса)", d2[0][1] + 1 if d2[0][1] < 5 else 5, 188, ["+"] * 5]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Лист1"
    ws.append(["Зимний кубок клуба спортивного программирования 2026 — положение участников"])
    ws["A1"].font = Font(bold=True, size=13)
    ws.merge_cells("A1:J1")
    ws["A1"].alignment = Alignment(horizontal="center")
    ws.append(["Скопировано с codeforces.com/gym (тренировки), 28.11.2026"])
    ws.append([])
    for title, dd, probs, extra in [("Div. 1 (студенты)", d1, probs1, None), ("Div. 2 (школьники)", d2, probs2, ooc)]:
        ws.append([title])
        ws.cell(ws.max_row, 1).font = Font(bold=True)
        ws.append(["№", "Кто", "=", "Штраф"] + probs)
        if extra:
            ws.append(["*", extra[0], extra[1], extra[2]] + extra[3])
        for i, (tn, s, p, cells) in enumerate(dd, 1):
            ws.append([i, tn, s, p] + cells)
        ws.append(["", "Принято/Попыток", "", ""] + ["%d/%d" % (sum(1 for z in dd if z[3][k].startswith("+")),
                                                               sum(1 for z in dd if z[3][k])) for k in range(len(probs))])
        ws.append([])
    ws.append(["Призы вручаются отдельно в каждом дивизионе. * — участник вне конкурса."])
    ws.column_dimensions["B"].width = 38
    write(name, xlsx_bytes(wb))
    s1 = {z[0]: [z[1], z[2]] for z in d1}
    s2 = {z[0]: [z[1], z[2]] for z in d2}
    entry(name,
          "Codeforces (Gym / тренировки), the standings page of a club's winter cup selected in the browser and pasted "
          "into Microsoft Excel (Russian), saved as .xlsx; a university competitive-programming club running a student "
          "division and a school division",
          "Two standings tables one under the other (Div. 1 students, Div. 2 schools): rank, team, solved '=', penalty "
          "and one column per problem ('+', '+2', '-1'), a 'Принято/Попыток' footer row and an out-of-competition row "
          "marked '*'.",
          "unverified: the Codeforces standings columns ('№', 'Кто', '=', 'Штраф', problem letters, '+n'/'-n' cells) and "
          "the footer row are from memory of the Russian UI; the Excel paste layout is invented",
          "ask", None,
          "ICPC rules per division: most problems solved, then lowest penalty; out-of-competition rows excluded",
          {"Div. 1 (студенты)": [z[0] for z in d1], "Div. 2 (школьники)": [z[0] for z in d2]},
          {"Div. 1 (студенты)": s1, "Div. 2 (школьники)": s2},
          ["two divisions with separate prizes (stated in the footnote)",
           "out-of-competition jury row '*' on top of Div. 2", "Div. 2 leader solved more problems than Div. 1 leader",
           "'Принято/Попыток' footer row", "penalty minutes as numbers"],
          acceptable={"Div. 1 (студенты)": d1[0][0], "Div. 2 (школьники)": d2[0][0]},
          ask_because="The sheet holds two divisions with different problem sets and separate prizes, each with its "
                      "own winner, so it must be asked which division is meant.")


# ======================================================== 9 Fedora Elections (Mac Roman)
def f09_fedora():
    name = "Fedora Elections - Council F45 results.txt"
    cands = [("Renée Olsson", "rolsson"), ("Joaquín Ferrer", "jferrer"), ("Søren Madsen", "smadsen"),
             ("Anaïs Lefèvre", "alefevre"), ("Jürgen Brandt", "jbrandt")]
    seed = 0
    while True:
        seed += 1
        r = random.Random(9000 + seed)
        nvoters = 287
        pts = {c[0]: 0 for c in cands}
        firsts = {c[0]: 0 for c in cands}
        app = [0.55, 0.62, 0.48, 0.5, 0.45]
        for _ in range(nvoters):
            given = {}
            for (c, u), a in zip(cands, app):
                given[c] = r.choice(range(0, 6)) if r.random() < a else 0
            for c, g in given.items():
                pts[c] += g
            mx = max(given.values())
            if mx > 0:
                tops = [c for c, g in given.items() if g == mx]
                if len(tops) == 1:
                    firsts[tops[0]] += 1
        w = unique_top(pts)
        if w and w != cands[0][0] and unique_top(firsts) not in (None, w):
            break
    L = ["Fedora Elections", "", "Fedora Council - Community Elected Seat (F45)", "",
         "Election results", "",
         "This election used range voting: every voter could give each candidate from 0 to 5 points.",
         "The candidate with the highest total is elected. Number of seats: 1.", "",
         "Candidates (alphabetical, see the interviews on the Community Blog)"]
    for c, u in sorted(cands, key=lambda x: x[1]):
        L.append("  %s (%s)" % (c, u))
    L += ["", "#\tCandidate\tVotes"]
    for i, (c, p) in enumerate(sorted(pts.items(), key=lambda kv: -kv[1]), 1):
        u = dict(cands)[c]
        L.append("%d\t%s (%s)%s\t%d" % (i, c, u, "  - elected" if i == 1 else "", p))
    L += ["", "Some statistics about this election", "", "Number of voters\t%d" % nvoters,
          "Number of seats\t1", "Maximum votes a candidate could get\t%d" % (nvoters * 5), "", "Evolution of the number of voters",
          "Date\tVoters"]
    acc = 0
    for d in range(1, 9):
        acc += [62, 41, 33, 28, 30, 25, 31, 37][d - 1]
        L.append("2026-11-%02d\t%d" % (d + 10, acc))
    L += ["", "Questions about the election: see the Elections wiki page or ask in #fedora-elections on Matrix."]
    txt = "\n".join(L) + "\n"
    write(name, txt.encode("mac_roman"))
    entry(name,
          "Fedora Elections (elections.fedoraproject.org, the Fedora Project's own election app), the results page of "
          "an invented Council election selected in Safari and pasted into TextEdit, saved as plain text with encoding "
          "'Western (Mac OS Roman)'",
          "Pasted results page: explanation of range voting, an alphabetical candidate list, a results table "
          "(rank, candidate with account name, total points), then statistics and a voters-per-day table.",
          "unverified: the page wording ('Election results', 'Some statistics about this election', 'Evolution of the "
          "number of voters') and the tab-separated table paste are from memory; range voting 0..N points is Fedora's "
          "documented method for its elections (memory, not checked here)",
          "winner", w + " (%s)" % dict(cands)[w],
          "range voting: highest total points",
          [c + " (%s)" % u for c, u in cands], {c + " (%s)" % dict(cands)[c]: p for c, p in pts.items()},
          ["alphabetical candidate list before the results (first name listed is not the winner)",
           "statistics rows with larger numbers (voters, maximum votes)", "voters-per-day table",
           "Mac Roman accents (é, í, ø, ï, ü)"],
          aliases=[w])


# ======================================================== 10 Parabol retro
def f10_parabol():
    name = "Parabol - Retro #31 - Platform Squad - 2026-11-24.csv"
    groups = ["Flaky end-to-end tests", "On-call handover is unclear", "Too many parallel projects",
              "Great pairing sessions", "Release notes written at the last minute", "Slow CI on main"]
    prompts = {"Flaky end-to-end tests": "What didn't go well?", "On-call handover is unclear": "What didn't go well?",
               "Too many parallel projects": "What didn't go well?", "Great pairing sessions": "What went well?",
               "Release notes written at the last minute": "What could we do better?", "Slow CI on main": "What didn't go well?"}
    seed = 0
    while True:
        seed += 1
        r = random.Random(10000 + seed)
        nref = {g: r.choice([1, 2, 2, 3, 4, 5, 6]) for g in groups}
        votes = {g: r.choice(range(0, 14)) for g in groups}
        w = unique_top(votes)
        summed = {g: votes[g] * nref[g] for g in groups}
        ws = unique_top(summed)
        rows_top = unique_top(nref)
        if w and ws and ws != w and rows_top and rows_top != w and sum(votes.values()) <= 7 * 3 + 20:
            break
    texts = {
        "Flaky end-to-end tests": ["checkout e2e failed 4 times for no reason", "I re-run the pipeline 3x a day", "Cypress timeouts again",
                                   "we should quarantine flaky specs", "e2e suite takes 40 min and still flakes", "nobody owns the e2e suite"],
        "On-call handover is unclear": ["didn't know an incident was still open on Monday", "handover doc not updated",
                                        "pager rotation changed without notice", "runbooks outdated", "who is secondary?", "handover at 9am is too early"],
        "Too many parallel projects": ["5 epics in flight for 6 people", "context switching all sprint", "priorities changed twice",
                                       "can't finish anything", "side quests from sales", "WIP limit ignored"],
        "Great pairing sessions": ["pairing with Aiko on the cache layer was great", "mob session on Friday helped",
                                   "learned a lot about Terraform", "more pairing please", "pairing made review faster", "remote pairing tool works now"],
        "Release notes written at the last minute": ["release notes at 23:00", "nobody knew what shipped", "changelog bot would help",
                                                     "PM asked twice", "write notes in the PR", "template missing"],
        "Slow CI on main": ["main build 28 minutes", "cache misses on every run", "runner queue at lunchtime", "docker layer cache broken",
                            "CI cost is up", "split the test jobs"],
    }
    hdr = ["Type", "Prompt", "Reflection Group", "Votes", "Content", "Author", "Created At", "Discussion Thread"]
    rows = [hdr]
    t = dt.datetime(2026, 11, 24, 14, 5)
    order = groups[:]
    r.shuffle(order)
    for g in order:
        for k in range(nref[g]):
            t += dt.timedelta(seconds=r.randrange(20, 200))
            rows.append(["Reflection", prompts[g], g, votes[g], texts[g][k], "Anonymous", t.strftime("%Y-%m-%dT%H:%M:%S.000Z"), ""])
    tasks = [("Quarantine flaky specs and open tickets", "Lena Hoffmann", "Flaky end-to-end tests"),
             ("Add on-call handover checklist to the wiki", "Marco Rossi", "On-call handover is unclear"),
             ("Try a changelog bot for two sprints", "Aiko Tanaka", "Release notes written at the last minute")]
    for tx, who, g in tasks:
        t += dt.timedelta(minutes=4)
        rows.append(["Task", "", g, "", tx, who, t.strftime("%Y-%m-%dT%H:%M:%S.000Z"), "2 comments"])
    write(name, csv_text(rows, lineterminator="\n").encode("utf-8"))
    entry(name,
          "Parabol (open-source agile meeting app), retrospective meeting summary → 'Download CSV'; the platform squad of "
          "an invented Berlin fintech after a sprint retro with dot voting on reflection groups",
          "One row per reflection (prompt, reflection group, the group's vote total repeated on every reflection of the "
          "group, content, author 'Anonymous', time) plus task rows without votes.",
          "unverified: Parabol's summary CSV columns ('Type', 'Prompt', 'Reflection Group', 'Votes', ...), the "
          "repetition of the group's votes on each reflection row and the ISO timestamps are from memory; a search "
          "found only Parabol's GraphQL schema for retrospective meetings",
          "winner", w,
          "dot vote: the reflection group with the most votes (the group's total, counted once)",
          groups, votes,
          ["group vote total repeated on every reflection row (summing rows picks another group)",
           "the group with most reflections is not the winner", "task rows with empty votes", "ISO timestamps"])


# ======================================================== 11 HyperKitty mbox
def f11_hyperkitty():
    name = "dev@lists.lumendb.org - [VOTE] Choose the new LumenDB logo.mbox.txt"
    pmc = ["Harriet Osei", "Jonas Lindqvist", "Priya Raman", "Mateus Carvalho", "Claire Dubois", "Kenji Watanabe",
           "Olusegun Adeyemi", "Ewa Nowicka", "Tomás Ibarra"]
    nonb = ["Lukas Steiner", "Amara Nwosu", "Chen Wei", "Sofia Marchetti", "Daniel Kraus", "Fatima Zahra", "Ivan Petrenko",
            "Bruno Tavares", "Nora Haddad", "Owen Price", "Yuki Sato", "Grace Mensah"]
    opts = ["A", "B", "C"]
    seed = 0
    while True:
        seed += 1
        r = random.Random(11000 + seed)
        bvotes = {p: r.choice(opts) for p in pmc if r.random() < 0.9}
        nvotes = {p: r.choice(["A", "C", "C", "B"]) for p in nonb if r.random() < 0.85}
        changer = r.choice(sorted(bvotes))
        first_choice = r.choice([o for o in opts if o != bvotes[changer]])
        bc = {o: sum(1 for v in bvotes.values() if v == o) for o in opts}
        allc = {o: bc[o] + sum(1 for v in nvotes.values() if v == o) for o in opts}
        w = unique_top(bc)
        wa = unique_top(allc)
        bc_first = dict(bc)
        bc_first[bvotes[changer]] -= 1
        bc_first[first_choice] += 1
        wf = unique_top(bc_first)
        if w and wa and wa != w and wf != w:
            break
    desc = {"A": "the lantern mark (option A)", "B": "the prism wordmark (option B)", "C": "the owl-and-column mark (option C)"}

    def addr(n):
        return n.split()[0].lower() + "." + n.split()[-1].lower() + "@example.org"

    def hdr_name(n):
        if all(ord(c) < 128 for c in n):
            return n
        q = ""
        for ch in n:
            if ch == " ":
                q += "_"
            elif ord(ch) < 128 and ch.isalnum():
                q += ch
            else:
                q += "".join("=%02X" % b for b in ch.encode("utf-8"))
        return "=?utf-8?q?%s?=" % q

    msgs = []
    t = dt.datetime(2026, 11, 9, 8, 30, 12)
    mid0 = "<CAF%s@mail.example.org>" % rnd_hex(r, 16)
    call = ("Hi all,\n\nafter the design discussion in thread \"Logo refresh\" we have three finalists, see\n"
            "https://wiki.lumendb.org/Logo2027 :\n\n  A - the lantern mark\n  B - the prism wordmark\n  C - the owl-and-column mark\n\n"
            "Please reply with the letter of your choice. Votes from PMC members are binding;\n"
            "everybody else is very welcome to vote too, non-binding votes will be reported\n"
            "but the logo with the most BINDING votes wins. Please mark your vote\n(binding) or (non-binding).\n\n"
            "The vote is open for 7 days.\n\nThanks,\nHarriet (PMC chair)\n")
    msgs.append(("Harriet Osei", t, "[VOTE] Choose the new LumenDB logo", call, mid0, None))
    voters = [(p, v, True) for p, v in bvotes.items() if p != "Harriet Osei"] + [(p, v, False) for p, v in nvotes.items()]
    r.shuffle(voters)
    if "Harriet Osei" in bvotes:
        voters.append(("Harriet Osei", bvotes["Harriet Osei"], True))
    prev_body = call
    for p, v, binding in voters:
        t += dt.timedelta(minutes=r.randrange(20, 600))
        tag = "(binding)" if binding else "(non-binding)"
        if p == changer:
            body = "+1 for %s %s\n" % (first_choice, tag)
            msgs.append((p, t, "Re: [VOTE] Choose the new LumenDB logo", body, "<%s@mail.example.org>" % rnd_hex(r, 24), mid0))
            t += dt.timedelta(hours=r.randrange(5, 30))
            body = ("Sorry for the noise, after seeing the dark-mode mockups I change my vote:\n\n+1 for %s %s\n"
                    "(please ignore my earlier +1 for %s)\n" % (v, tag, first_choice))
        else:
            style = r.choice(["+1 for %s %s\n", "%s %s\n\nLooks great on the docs site.\n", "+1 %s %s\n",
                              "My vote: %s %s\n\nThanks for driving this!\n"])
            body = style % (v, tag)
        if r.random() < 0.45:
            quoted = "\n".join("> " + ln if ln else ">" for ln in prev_body.strip("\n").split("\n")[:6])
            body = body + "\nOn %s, someone wrote:\n%s\n" % (t.strftime("%a, %d %b %Y"), quoted)
        msgs.append((p, t, "Re: [VOTE] Choose the new LumenDB logo", body, "<%s@mail.example.org>" % rnd_hex(r, 24), mid0))
        prev_body = body
    out = []
    for who, tt, subj, body, mid, irt in msgs:
        a = addr(who)
        out.append("From %s %s" % (a, tt.strftime("%a %b %d %H:%M:%S %Y")))
        out.append("Return-Path: <%s>" % a)
        out.append("From: %s <%s>" % (hdr_name(who), a))
        out.append("To: dev@lists.lumendb.org")
        out.append("Subject: %s" % subj)
        out.append("Date: %s +0000" % tt.strftime("%a, %d %b %Y %H:%M:%S"))
        out.append("Message-ID: %s" % mid)
        if irt:
            out.append("In-Reply-To: %s" % irt)
            out.append("References: %s" % irt)
        out.append("MIME-Version: 1.0")
        out.append("Content-Type: text/plain; charset=\"utf-8\"")
        out.append("Content-Transfer-Encoding: 8bit")
        out.append("List-Id: LumenDB developers <dev.lists.lumendb.org>")
        out.append("Archived-At: <https://lists.lumendb.org/archives/list/dev@lists.lumendb.org/message/%s/>" % rnd_hex(r, 32).upper())
        out.append("")
        for ln in body.rstrip("\n").split("\n"):
            out.append(">" + ln if ln.startswith("From ") else ln)
        out.append("")
    write(name, ("\n".join(out) + "\n").encode("utf-8"))
    entry(name,
          "HyperKitty (the Mailman 3 web archive), thread view → 'Download' (mbox), renamed to .txt to open it; the "
          "dev list of an invented Apache-style open-source database project voting on its new logo",
          "An mbox thread: the call for vote stating that binding (PMC) votes decide, then one reply per voter "
          "('+1 for B (binding)', 'C (non-binding)'), some quoting earlier mails, one voter changing their vote.",
          "unverified: HyperKitty's thread download being an mbox with the archive's List-Id/Archived-At headers is "
          "from memory; the mbox 'From ' separator and RFC 2047 encoded names follow the mail standards",
          "winner", w,
          "most binding votes (as the call for vote says); a changed vote counts once, in its final form",
          opts, bc,
          ["counting non-binding votes too makes another logo win",
           "a PMC member changed their vote (counting the first +1 changes the result)",
           "quoted earlier votes ('> +1 for ...') inside replies", "letters A/B/C rather than names"])


# ======================================================== 12 HackerEarth workbook (ask)
def f12_hackerearth():
    name = "HackerEarth_FinHack2026_Judging_Export.xlsx"
    teams = ["Paisa Pulse", "LedgerLoop", "KYC Kraken", "UPI Ninjas", "Credit Kaveri", "FraudFinders", "SavvySaver",
             "BharatBNPL", "ChaiChain", "Rupee Radar"]
    seed = 0
    while True:
        seed += 1
        r = random.Random(12000 + seed)
        judges = {t: [round(r.uniform(24, 47) * 2) / 2 for _ in range(4)] for t in teams}
        avg = {t: sum(v) / 4 for t, v in judges.items()}
        aud = {t: r.randrange(20, 330) for t in teams}
        wj = unique_top(avg)
        wa = unique_top(aud)
        if wj and wa and wj != wa:
            break
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Read Me"
    info = [["FinHack 2026 — Judging export"], [],
            ["Event", "FinHack 2026 (online, 24–26 Oct 2026)"], ["Exported by", "organiser@finhack.example"],
            ["Exported on", "27-10-2026 11:42 IST"], [],
            ["Sheets", ""], ["Judging", "Scores of the four judges per shortlisted submission, out of 50 (Innovation 15, Tech 15, Impact 10, Demo 10)"],
            ["Audience Choice", "Votes cast on the public project gallery, one vote per registered user"], [],
            ["Prizes", "Jury Prize (INR 1,50,000) and Audience Choice Prize (INR 50,000) are separate awards."]]
    for row in info:
        ws.append(row)
    ws["A1"].font = Font(bold=True, size=14)
    ws.column_dimensions["A"].width = 18
    ws.column_dimensions["B"].width = 90
    ws2 = wb.create_sheet("Judging")
    ws2.append(["Submission ID", "Team Name", "Track", "Judge 1 (A. Mehta)", "Judge 2 (R. Iyer)", "Judge 3 (S. Khan)",
                "Judge 4 (P. Das)", "Average Score", "Status"])
    for c in ws2[1]:
        c.font = Font(bold=True)
    for t in sorted(teams, key=lambda x: -avg[x]):
        j = judges[t]
        ws2.append(["SUB-%d" % r.randrange(40000, 49999), t, r.choice(["Payments", "Lending", "RegTech", "Personal Finance"])] + j
                   + [round(avg[t], 2), "Evaluated"])
    ws3 = wb.create_sheet("Audience Choice")
    ws3.append(["Rank", "Team Name", "Votes", "Vote share"])
    for c in ws3[1]:
        c.font = Font(bold=True)
    tot = sum(aud.values())
    for i, t in enumerate(sorted(teams, key=lambda x: -aud[x]), 1):
        ws3.append([i, t, aud[t], round(aud[t] / tot, 4)])
        ws3.cell(ws3.max_row, 4).number_format = "0.0%"
    ws3.append(["", "Total", tot, 1])
    ws3.cell(ws3.max_row, 4).number_format = "0.0%"
    write(name, xlsx_bytes(wb))
    entry(name,
          "HackerEarth Hackathons (organiser dashboard), FinHack 2026 → Judging → export to Excel, with the gallery's "
          "audience votes added as a sheet; an invented Bengaluru fintech hackathon run by a developer community",
          "Workbook: a read-me sheet, a 'Judging' sheet (four judges' scores out of 50 and the average per submission) "
          "and an 'Audience Choice' sheet (votes, share, total row).",
          "unverified: HackerEarth's judging export columns and sheet names are from memory/invented; the read-me sheet "
          "is the organiser's own addition",
          "ask", None,
          "jury: highest average judge score; audience: most votes; two separate prizes",
          {"Jury Prize (Judging sheet)": teams, "Audience Choice Prize": teams},
          {"Jury Prize (Judging sheet)": {t: round(v, 3) for t, v in avg.items()}, "Audience Choice Prize": aud},
          ["first sheet is a read-me", "two sheets with different leaders and two separate prizes",
           "Total row in the audience sheet", "vote share as percent", "Indian digit grouping in the prize text"],
          acceptable={"Jury Prize (Judging sheet)": wj, "Audience Choice Prize": wa},
          ask_because="The workbook carries two separate awards (jury scores and audience votes) with different "
                      "leaders and no rule to combine them, so it must be asked which prize is meant.")


# ======================================================== 13 Montage ranking round
def f13_montage():
    name = "montage_results-round-3-final-ranking-2026-10-21T18_04_11.482913.csv"
    files = ["Dartlo_village_in_Tusheti,_autumn_morning.jpg", "Gergeti_Trinity_Church_under_Kazbek.jpg",
             "Ushguli_towers_at_dusk.jpg", "Vardzia_cave_monastery_panorama.jpg", "Martvili_canyon_emerald_water.jpg",
             "Ananuri_fortress_reflection.jpg", "Sighnaghi_walls_and_Alazani_valley.jpg", "Uplistsikhe_rock_town_sunrise.jpg",
             "Mestia_Svan_tower_in_snow.jpg", "Katskhi_pillar_monastery.jpg"]
    jurors = ["Nino K.", "Levan Tsiklauri", "Mariam.b", "GiorgiWMGE", "Tamta Photo"]
    seed = 0
    while True:
        seed += 1
        r = random.Random(13000 + seed)
        quality = {f: r.random() for f in files}
        ranks = {}
        for j in jurors:
            noisy = sorted(files, key=lambda f: -(quality[f] + r.gauss(0, 0.35)))
            ranks[j] = {f: i for i, f in enumerate(noisy)}
        avg = {f: sum(ranks[j][f] for j in jurors) / len(jurors) for f in files}
        w = unique_top(avg, low=True)
        firsts = {f: sum(1 for j in jurors if ranks[j][f] == 0) for f in files}
        wf = unique_top(firsts)
        wmax = unique_top(avg)
        if w and wf and wf != w and wmax:
            break
    order = files[:]
    r.shuffle(order)
    rows = [["filename", "average"] + jurors]
    for f in order:
        rows.append([f, repr(avg[f])] + [ranks[j][f] for j in jurors])
    write(name, csv_text(rows).encode("utf-8"))
    entry(name,
          "Montage (Wikimedia's jury tool for 'Wiki Loves' photo contests, montage.toolforge.org), coordinator view of "
          "round 3 (vote method 'ranking') → Download results (CSV); an invented national Wiki Loves Monuments jury",
          "Ranking round results: one row per photo (file name, average), one column per juror holding that juror's "
          "rank for the photo (0 = best); rows in no particular order.",
          "checked: hatnote/montage admin_endpoints.download_results_csv (file name montage_results-<round>-<iso time>.csv, "
          "columns filename, average, then one per juror; average = mean of the jurors' values) and rdb.apply_ranking "
          "(values are ranks, ties allowed); the ':' of the ISO time is shown as '_' as a Windows download would",
          "winner", w,
          "ranking round: lowest average rank (0 = best)",
          files, {f: round(v, 4) for f, v in avg.items()},
          ["lower average is better (highest average is the last place)",
           "the photo with the most first places (rank 0) is not the winner", "rows not sorted",
           "file names contain commas (quoted)"])


# ======================================================== 14 Featurebase (French Excel)
def f14_featurebase():
    name = "featurebase-posts-export.csv"
    posts = ["Synchronisation bancaire avec Qonto", "Relances automatiques des factures impayées", "Application mobile Android",
             "Export FEC pour l'expert-comptable", "Factur-X / facture électronique 2026", "Multi-devises",
             "Mode sombre", "Signature électronique des devis", "Intégration Zapier", "Notes de frais avec photo du ticket"]
    seed = 0
    while True:
        seed += 1
        r = random.Random(14000 + seed)
        up = {p: r.randrange(40, 990) for p in posts}
        big = r.choice(posts[:6])
        up[big] = r.randrange(1001, 1400)
        com = {p: r.randrange(2, 160) for p in posts}
        w = unique_top(up)
        rest = {p: v for p, v in up.items() if v < 1000}
        w_naive = unique_top(rest)
        wc = unique_top(com)
        if w and w_naive and wc and wc != w and max(rest.values()) > (up[w] % 1000) and max(rest.values()) > 100:
            break
    hdr = ["Titre", "Contenu", "Statut", "Tableau", "Votes", "Commentaires", "Auteur", "E-mail auteur", "Créé le", "Étiquettes"]
    rows = [hdr]
    statuses = ["En revue", "Planifié", "En cours", "En revue", "Planifié"]
    authors = [("Camille Roux", "camille@atelier-roux.fr"), ("Hugo Bernard", "hugo.b@cabinet-hb.fr"),
               ("Léa Martin", "lea.martin@gmail.com"), ("Nicolas Faure", "n.faure@faure-btp.fr"),
               ("Inès Moreau", "ines@studio-ines.fr")]

    def fr_int(n):
        s = str(n)
        return s if n < 1000 else s[:-3] + "\u00a0" + s[-3:]
    order = sorted(posts, key=lambda p: -com[p])
    for p in order:
        a = r.choice(authors)
        d = dt.datetime(2026, 1, 1) + dt.timedelta(days=r.randrange(0, 320), minutes=r.randrange(0, 1440))
        rows.append([p, "Ce serait super pour nous : " + p.lower() + ".", r.choice(statuses),
                     r.choice(["Idées", "Intégrations"]), fr_int(up[p]), str(com[p]), a[0], a[1],
                     d.strftime("%d/%m/%Y %H:%M"), r.choice(["", "facturation", "mobile", "banque"])])
    text = csv_text(rows, delimiter=";")
    write(name, text.encode("cp1252"))
    entry(name,
          "Featurebase (customer feedback boards with upvotes), Dashboard → Posts → Export (CSV), opened in Excel "
          "(French) where the Votes column got a thousands format, then saved as 'CSV (séparateur : point-virgule)'; an "
          "invented Lyon invoicing SaaS picking the most requested feature",
          "One row per feedback post: title, content, status, board, votes, comments, author, e-mail, date, tags; the "
          "list is sorted by comments, not by votes.",
          "unverified: Featurebase's export columns (here in the French UI wording) are from memory; French Excel writes "
          "';', Windows-1252 and the displayed thousands separator (no-break space 0xA0)",
          "winner", w,
          "the post with the most votes",
          posts, up,
          ["winner's vote count written '1 284' with a no-break space (read as 1 or 284 another post wins)",
           "rows sorted by comments; Commentaires column has another leader", "dates dd/mm/yyyy hh:mm", "';' separator, Windows-1252"])


# ======================================================== 15 GitLab scheduling table (cp949)
def f15_gitlab():
    name = "12월 정기모임 일정 조율 (#214) - GitLab.txt"
    dates = ["12/5 (금) 19:00", "12/6 (토) 14:00", "12/7 (일) 14:00", "12/12 (금) 19:00", "12/13 (토) 14:00"]
    people = ["김지훈", "이서연", "박민준", "최하은", "정도윤", "강지우", "조예준", "윤수아", "장시우", "임지민",
              "한주원", "오채원", "서건우", "신유나", "권태민", "황보라"]
    seed = 0
    while True:
        seed += 1
        r = random.Random(15000 + seed)
        grid = {p: [r.choices(["O", "△", "X"], weights=[40, 25, 35])[0] for _ in dates] for p in people}
        score = {d: sum({"O": 1, "△": 0.5, "X": 0}[grid[p][i]] for p in people) for i, d in enumerate(dates)}
        yes = {d: sum(1 for p in people if grid[p][i] == "O") for i, d in enumerate(dates)}
        anyok = {d: sum(1 for p in people if grid[p][i] != "X") for i, d in enumerate(dates)}
        w = unique_top(score)
        wy = unique_top(yes)
        wa = unique_top(anyok)
        if w and wy and wy != w and wa and wa != w:
            break
    stale = {}
    for i, d in enumerate(dates):
        stale[d] = sum(1 for p in people[:10] if grid[p][i] == "O")
    # make the stale totals favour another date
    sw = unique_top(stale)
    if sw == w or sw is None:
        bump = [d for d in dates if d != w and d != wy][0]
        stale[bump] = max(stale.values()) + 2
    L = ["12월 정기모임 일정 조율", "", "Open  Issue created 2 weeks ago by 김지훈", "",
         "12월 오프라인 정기모임(판교 스타트업캠퍼스 세미나실) 날짜를 정합니다. 아래 표의 본인 줄을 직접 수정해 주세요.",
         "O = 가능, △ = 조정하면 가능, X = 불가. △는 0.5로 계산해서 합계가 가장 높은 날로 정합니다.", "",
         "이름\t" + "\t".join(dates)]
    for p in people:
        L.append(p + "\t" + "\t".join(grid[p]))
    L.append("합계 (11/28 기준, O만)\t" + "\t".join(str(stale[d]) for d in dates))
    L += ["", "Edited 2 days ago by 이서연", "", "Tasks 0", "Linked items 0", "", "Activity", "",
          "김지훈 @jihoon.kim · 1 week ago", "합계 줄은 제가 중간에 한 번 적은 거라 지금은 안 맞아요. 마감 후 다시 계산할게요.", "",
          "황보라 @bora.hwang · 3 days ago", "저 늦게 추가했어요! 주말 낮이 좋습니다 🙂".replace("🙂", ":)"), "",
          "이서연 @seoyeon.lee · 2 days ago", "changed the description", ""]
    write(name, ("\r\n".join(L) + "\r\n").encode("cp949"))
    entry(name,
          "GitLab (self-managed, Korean UI partly English), an issue in a Korean open-source meetup group's project whose "
          "description holds a Markdown availability table; the rendered issue page selected in the browser and pasted "
          "into Windows Notepad, saved as ANSI (Korean Windows, CP949)",
          "Scheduling poll as an issue table: one row per person, one column per date with O / △ / X, a stale totals row "
          "typed by hand, then the issue's activity comments.",
          "unverified: the pasted GitLab issue header/activity lines and the tab-separated table paste are from memory; "
          "O/△/X is the common Korean convention; CP949 for a Notepad ANSI save on Korean Windows",
          "winner", w,
          "scheduling poll: O = 1, △ = 0.5 (as the issue says), highest total",
          dates, score,
          ["'합계' totals row is stale (11/28, O only) and favours another date",
           "counting O only gives another date", "counting O and △ as full yes gives another date",
           "dates with weekday in Korean and times"])


def main():
    for f in [f01_discord_bids, f02_rocketchat, f03_snapshot, f04_ctfd, f05_phorge, f06_youtrack, f07_googleplay,
              f08_codeforces, f09_fedora, f10_parabol, f11_hyperkitty, f12_hackerearth, f13_montage, f14_featurebase,
              f15_gitlab]:
        f()
    with open(os.path.join(OUT, "expected.json"), "w", encoding="utf-8") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2, sort_keys=True)
        fh.write("\n")


if __name__ == "__main__":
    main()
