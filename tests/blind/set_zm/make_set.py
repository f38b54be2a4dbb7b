#!/usr/bin/env python3
"""Blind test set ZM: online media and creator communities.

Writes 15 export files and expected.json next to this script.  Deterministic:
fixed seeds, fixed workbook properties and fixed zip entry timestamps.
Self-contained (standard library + openpyxl).  All names and numbers are invented.
"""
import datetime as dt
import io
import json
import os
import random
import re
import string
import zipfile

import openpyxl
from openpyxl.styles import Alignment, Font

HERE = os.path.dirname(os.path.abspath(__file__))
FIXED_DT = dt.datetime(2025, 11, 20, 9, 0, 0)
EXPECTED = {}


# --------------------------------------------------------------------------- helpers
def write_bytes(name, data):
    with open(os.path.join(HERE, name), "wb") as fh:
        fh.write(data)


def save_xlsx(wb, name, creator="openpyxl"):
    wb.properties.created = FIXED_DT
    wb.properties.modified = FIXED_DT
    wb.properties.creator = creator
    wb.properties.lastModifiedBy = None
    buf = io.BytesIO()
    wb.save(buf)
    src = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                data = re.sub(rb"(<dcterms:modified[^>]*>)[^<]*(<)",
                              rb"\g<1>2025-11-20T09:00:00Z\g<2>", data)
            zi = zipfile.ZipInfo(info.filename, date_time=(2025, 11, 20, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            dst.writestr(zi, data)
    write_bytes(name, out.getvalue())


def expect(name, tool, shape, evidence, question, candidates, scores, traps,
           winner=None, ask=None):
    """ask: None or dict(because=..., acceptable={label: winner})."""
    if ask is None:
        best = max(scores.values())
        top = [c for c in candidates if scores[c] == best]
        assert len(top) == 1, (name, top)
        if winner is None:
            winner = top[0]
        assert winner == top[0], (name, winner, top)
        vals = sorted(scores.values(), reverse=True)
        assert vals[0] >= vals[1] * 1.05, (name, vals[:2])
    EXPECTED[name] = {
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


def spread(counts, rng):
    """counts: {label: n} -> shuffled list of labels."""
    out = []
    for k, n in counts.items():
        out += [k] * n
    rng.shuffle(out)
    return out


SYL = ["ka", "ri", "mo", "ne", "zu", "ta", "lo", "vi", "sa", "pe", "no", "ky", "ra", "shi",
       "fe", "do", "mi", "xa", "gu", "be", "ul", "or", "en", "ix"]


def nick(rng, used):
    while True:
        n = "".join(rng.choice(SYL) for _ in range(rng.randint(2, 3)))
        style = rng.randint(0, 4)
        if style == 0:
            n = n.capitalize()
        elif style == 1:
            n = n + str(rng.randint(1, 99))
        elif style == 2:
            n = n + "_" + rng.choice(["gg", "tv", "xd", "plays", "42", "fan"])
        elif style == 3:
            n = n.capitalize() + rng.choice(["Bear", "Fox", "Moth", "Cat", "Byte"])
        if n not in used:
            used.add(n)
            return n


FIRST = ["Anna", "Ben", "Chloe", "Daniel", "Ella", "Finn", "Grace", "Hugo", "Isla", "Jack", "Kira",
         "Leo", "Maya", "Noah", "Olivia", "Priya", "Quinn", "Ravi", "Sofia", "Theo", "Uma", "Victor",
         "Wren", "Yusuf", "Zoe", "Amir", "Bea", "Carlos", "Dana", "Emil", "Farah", "Gus", "Hana",
         "Ivan", "Jonas", "Keiko", "Lars", "Mina", "Nils", "Omar", "Paula", "Rosa", "Sam", "Tara"]
LAST = ["Adams", "Berg", "Costa", "Dahl", "Evans", "Fischer", "Garcia", "Hughes", "Ito", "Jensen",
        "Kowal", "Lind", "Moreau", "Nakamura", "Olsen", "Patel", "Quint", "Reyes", "Silva", "Turner",
        "Ueda", "Varga", "Walsh", "Young", "Zimmer", "Brooks", "Novak", "Okafor", "Perez", "Sato"]


def person(rng, used):
    while True:
        f, l = rng.choice(FIRST), rng.choice(LAST)
        if (f, l) not in used:
            used.add((f, l))
            return f, l


def hexid(rng, n):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def b64id(rng, n):
    return "".join(rng.choice(string.ascii_letters + string.digits + "-_") for _ in range(n))


# =========================================================================== 1
def f_youtube_data_tools():
    name = "videoinfo_q8Rk2LmXw0E_2025_10_19-21_07_33_comments.tab"
    rng = random.Random(101)
    opts = ["Mushroom Fields", "Cherry Grove", "Deep Dark", "Badlands"]
    counts = {"Cherry Grove": 41, "Deep Dark": 30, "Badlands": 22, "Mushroom Fields": 15}
    votes = spread(counts, rng)
    variants = {
        "Cherry Grove": ["cherry grove", "Cherry Grove!!", "CHERRY GROVE \U0001F338", "Cherry grove pls",
                         "cherry grove 100%"],
        "Deep Dark": ["deep dark", "Deep Dark!!!", "DEEP DARK \U0001F480", "deep dark obviously",
                      "Deep dark"],
        "Badlands": ["badlands", "Badlands!", "BADLANDS", "badlands for the terracotta"],
        "Mushroom Fields": ["mushroom fields", "Mushroom fields!", "MUSHROOM FIELDS \U0001F344"],
    }
    chatter = ["first", "love this series so much", "when is the next upload?",
               "the S3 finale had me crying", "can you do a hardcore series next",
               "hi from Brazil!!", "your builds are insane", "who else is watching at 3am",
               "I don't care where, just build another castle", "underrated channel",
               "the music in this episode \U0001F525", "can't wait for season 5"]
    replies_txt = ["haha", "same", "omg yes", "\u2764\ufe0f", "true", "lol", "real", "agreed \U0001F602"]
    users = set()
    owner = "Fable Forge"
    rows = []
    t0 = dt.datetime(2025, 10, 18, 17, 0, 5)

    def chan():
        return "UC" + b64id(rng, 22)

    owner_ch = chan()
    # pinned comment of the channel owner, first in the export
    pinned_id = "Ugz" + b64id(rng, 20) + "4AaABAg"
    rows.append([pinned_id, "0", "1874", (t0).strftime("%Y-%m-%dT%H:%M:%SZ"), owner,
                 "VOTE HERE \U0001F447 Comment ONE biome for the season 5 base: Mushroom Fields / "
                 "Cherry Grove / Deep Dark / Badlands. Poll closes Sunday!", owner_ch,
                 "http://www.youtube.com/channel/" + owner_ch, "0", "", ""])
    items = [("vote", v) for v in votes] + [("chat", c) for c in chatter]
    rng.shuffle(items)
    t = t0
    exact = {o: 0 for o in opts}
    likes = {o: 0 for o in opts}
    score = {o: 0 for o in opts}
    for kind, v in items:
        t += dt.timedelta(seconds=rng.randint(40, 2400))
        u = nick(rng, users)
        ch = chan()
        cid = "Ugx" + b64id(rng, 20) + "4AaABAg"
        if kind == "vote":
            text = v if rng.random() < 0.68 else rng.choice(variants[v])
            lk = rng.randint(0, 12)
            if v == "Deep Dark" and rng.random() < 0.35:
                lk = rng.randint(60, 240)   # a few very liked Deep Dark comments
            score[v] += 1
            likes[v] += lk
            if text == v:
                exact[v] += 1
        else:
            text = v
            lk = rng.randint(0, 30)
        nrep = 1 if rng.random() < 0.15 else 0
        rows.append([cid, str(nrep), str(lk), t.strftime("%Y-%m-%dT%H:%M:%SZ"), u, text, ch,
                     "http://www.youtube.com/channel/" + ch, "0", "", ""])
        if nrep:
            ru = nick(rng, users)
            rch = chan()
            rt = t + dt.timedelta(seconds=rng.randint(60, 3000))
            rows.append([cid + "." + b64id(rng, 22), "0", str(rng.randint(0, 5)),
                         rt.strftime("%Y-%m-%dT%H:%M:%SZ"), ru, rng.choice(replies_txt), rch,
                         "http://www.youtube.com/channel/" + rch, "1", cid, u])
    assert max(exact, key=exact.get) == "Cherry Grove"
    assert max(likes, key=likes.get) == "Deep Dark", likes
    header = ["id", "replyCount", "likeCount", "publishedAt", "authorName", "text", "authorChannelId",
              "authorChannelUrl", "isReply", "isReplyTo", "isReplyToName"]
    lines = ["\t".join(header)] + ["\t".join(r) for r in rows]
    write_bytes(name, ("\n".join(lines) + "\n").encode("utf-8"))
    expect(name, "YouTube Data Tools (Bernhard Rieder / DMI), Video Info module with comments -> the _comments.tab file",
           "Long format of free-text comments under a Minecraft let's-play video asking viewers to comment one "
           "biome; one row per comment or reply, vote text in 'text' with case/emoji variants, chatter, a pinned "
           "owner comment listing every option, likeCount/replyCount numbers.",
           "From memory, unverified: the tab-separated _comments.tab file with columns id, replyCount, likeCount, "
           "publishedAt, authorName, text, authorChannelId, authorChannelUrl, isReply, isReplyTo, isReplyToName; "
           "UTF-8, LF (the code search found only generic YouTube API scripts).",
           "count of top-level comments naming one biome (case, punctuation and emoji ignored); replies, chatter "
           "and the pinned owner comment are not votes",
           opts, score,
           ["pinned owner comment lists all four options", "like-weighted count favours Deep Dark",
            "authorName/ids are unique noise", "variant spellings (lower case, emoji, '!!')",
            "replies are not votes"])


# =========================================================================== 2
def f_hexchat():
    name = "#pixelkeep.log"
    rng = random.Random(202)
    games = ["Celeste", "Hollow Knight", "Hades", "Cuphead"]
    final = {"Hollow Knight": 22, "Hades": 16, "Celeste": 11, "Cuphead": 9}
    finals = spread(final, rng)
    users = set(["PixelBot", "keeperlena"])
    voters = [nick(rng, users) for _ in finals]
    lurkers = [nick(rng, users) for _ in range(9)]
    t = dt.datetime(2025, 3, 16, 19, 58, 2)
    L = []

    def ts():
        return t.strftime("%b %d %H:%M:%S")

    def adv(a, b):
        nonlocal t
        t += dt.timedelta(seconds=rng.randint(a, b))

    L.append("**** BEGIN LOGGING AT " + t.strftime("%a %b %d %H:%M:%S %Y"))
    L.append("")
    L.append(ts() + " *\tNow talking on #pixelkeep")
    L.append(ts() + " *\tTopic for #pixelkeep is: keeperlena's stream community | Sunday charity "
             "marathon 23 March, 14:00 CET | be nice")
    L.append(ts() + " *\tTopic for #pixelkeep set by keeperlena!~lena@user/keeperlena (Sat Mar  8 11:20:41 2025)")
    adv(20, 60)
    L.append(ts() + " <keeperlena>\tok chat, poll time for next Sunday, PixelBot take it away")
    adv(3, 6)
    L.append(ts() + " <PixelBot>\tPOLL OPEN: Which game for the Sunday charity marathon? Type !vote 1, "
             "!vote 2, !vote 3 or !vote 4  ->  1 = Celeste | 2 = Hollow Knight | 3 = Hades | 4 = Cuphead")
    L.append(ts() + " <PixelBot>\tOne vote per nick, voting again replaces your vote. Poll closes 20:30.")
    num = {g: str(i + 1) for i, g in enumerate(games)}
    events = []
    for v, g in zip(voters, finals):
        first = g
        if g != "Hollow Knight" and rng.random() < 0.2:
            first = rng.choice([x for x in games if x not in (g, "Hollow Knight")])
        events.append((v, first, g))
    rng.shuffle(events)
    pending = []
    first_counts = {g: 0 for g in games}
    raw_counts = {g: 0 for g in games}
    chat = ["hades ost slaps", "hollow knight would take like 40 hours lol", "gl on the marathon!",
            "is the marathon for the animal shelter again?", "celeste any% when", "cuphead with "
            "coop pls", "o/", "hi chat", "lena you should do all bosses", "what time sunday?"]
    for i, (v, first, g) in enumerate(events):
        adv(4, 40)
        L.append(ts() + " *\t%s (~%s@user/%s) has joined #pixelkeep" % (v, v.lower()[:8], v.lower())) \
            if rng.random() < 0.2 else None
        adv(1, 20)
        L.append(ts() + " <%s>\t!vote %s" % (v, num[first]))
        first_counts[first] += 1
        raw_counts[first] += 1
        adv(1, 2)
        L.append(ts() + " <PixelBot>\t%s: vote recorded for %s" % (v, first))
        if first != g:
            pending.append((v, g))
        if rng.random() < 0.22:
            adv(2, 30)
            L.append(ts() + " <%s>\t%s" % (rng.choice(lurkers + voters), rng.choice(chat)))
        if pending and rng.random() < 0.35:
            pv, pg = pending.pop(0)
            adv(5, 60)
            L.append(ts() + " <%s>\tactually !vote %s" % (pv, num[pg]) if rng.random() < 0.3
                     else ts() + " <%s>\t!vote %s" % (pv, num[pg]))
            raw_counts[pg] += 1
            adv(1, 2)
            L.append(ts() + " <PixelBot>\t%s: vote changed to %s" % (pv, pg))
        if i == 17:
            adv(5, 20)
            bad = rng.choice(lurkers)
            L.append(ts() + " <%s>\t!vote 5" % bad)
            adv(1, 2)
            L.append(ts() + " <PixelBot>\t%s: options are 1-4" % bad)
    for pv, pg in pending:
        adv(5, 60)
        L.append(ts() + " <%s>\t!vote %s" % (pv, num[pg]))
        raw_counts[pg] += 1
        adv(1, 2)
        L.append(ts() + " <PixelBot>\t%s: vote changed to %s" % (pv, pg))
    t = t.replace(hour=20, minute=30, second=0)
    L.append(ts() + " <PixelBot>\tPOLL CLOSED. %d nicks voted, thanks! Lena reveals the result on stream." % len(voters))
    adv(10, 30)
    L.append(ts() + " <keeperlena>\tthank you all <3 see you sunday")
    adv(30, 90)
    L.append(ts() + " *\t%s has quit (Quit: Leaving)" % lurkers[0])
    adv(200, 500)
    L.append("**** ENDING LOGGING AT " + t.strftime("%a %b %d %H:%M:%S %Y"))
    L = [x for x in L if x is not None]
    write_bytes(name, ("\n".join(L) + "\n").encode("utf-8"))
    assert max(first_counts, key=first_counts.get) == "Hollow Knight"
    assert max(raw_counts, key=raw_counts.get) == "Hollow Knight"
    expect(name, "HexChat (IRC client), channel log written by its logging option (<network>/#channel.log), "
                 "a streamer community channel running a chat-bot poll",
           "Chat log: HexChat's BEGIN/ENDING LOGGING lines, 'Mon DD HH:MM:SS <nick>\\tmessage' lines, "
           "'!vote N' commands with the numbers mapped to games only in the bot's opening message, "
           "bot acknowledgements, changed votes (last one counts), an invalid '!vote 5', joins and chatter.",
           "Partly checked: the '**** BEGIN LOGGING AT Mon Dec 31 21:11:55 2001' header and "
           "'Mar 03 10:28:41 <nick>\\tmessage' / '* ... has joined' line shapes follow plaso's XChat log "
           "parser docstring and public HexChat log readers (code search); the bot's wording is invented. UTF-8, LF.",
           "one vote per nick, the last !vote of each nick counts (numbers mapped via the bot's menu)",
           games, dict(final),
           ["numbers 1-4 only mapped in the bot's message", "changed votes", "invalid !vote 5",
            "game names mentioned in chatter", "bot's '58 nicks voted' count"])


# =========================================================================== 3
def f_phpbb():
    name = "forum_ondes_perdues_sondage_meilleur_episode_2024.txt"
    rng = random.Random(303)
    opts = ["Ép. 74 – Le jingle perdu de Radio Caroline",
            "Ép. 79 – Une nuit au standard de France Inter",
            "Ép. 87 – Les radios pirates de la mer du Nord",
            "Ép. 91 – Podcasts et ondes courtes : la grande rencontre",
            "Ép. 98 – La voix de l’horloge parlante",
            "Ép. 103 – Hors-série : 10 ans de l’émission",
            "Ép. 108 – Les radios libres de 1981",
            "Ép. 112 – Qui a inventé le générique ?"]
    votes = [18, 12, 44, 23, 31, 15, 9, 6]
    total = sum(votes)
    scores = dict(zip(opts, votes))
    L = ["Les Ondes Perdues – le forum des auditeurs",
         "Accueil ‹ Le podcast ‹ Votes & concours",
         "",
         "[Sondage] Meilleur épisode de 2024",
         "Répondre",
         "14 messages • Page 1 sur 2 • 1, 2",
         "",
         "Quel est votre épisode préféré de l’année 2024 ?",
         "Durée du sondage : 26 jours",
         ""]
    for o, v in zip(opts, votes):
        L.append(o)
        L.append(str(v))
        L.append("%d%%" % round(100 * v / total))
    L.append("")
    L.append("Nombre total de votes : %d" % total)
    L.append("")
    L += ["Marlène_Ondes",
          "Administratrice",
          "Messages : 2318",
          "Inscription : 12 mars 2014",
          "",
          "[Sondage] Meilleur épisode de 2024",
          "Message par Marlène_Ondes » sam. 4 janv. 2025 20:14",
          "",
          "Bonsoir à toutes et à tous,",
          "comme chaque année, c’est vous qui choisissez le meilleur épisode de la saison. "
          "Huit épisodes sont en lice (ceux qui ont dépassé 1 500 écoutes en 30 jours).",
          "L’épisode gagnant aura droit à un bonus de 45 minutes avec des archives inédites.",
          "Vote ouvert jusqu’au 30 janvier, un seul choix par compte.",
          "Bonne année et merci d’être toujours là !",
          "",
          "Haut",
          "",
          "Jean-Luc_FM",
          "Messages : 412",
          "Inscription : 3 sept. 2019",
          "",
          "Re: [Sondage] Meilleur épisode de 2024",
          "Message par Jean-Luc_FM » dim. 5 janv. 2025 09:41",
          "",
          "J’ai voté pour le 98, l’histoire de l’horloge parlante m’a scotché. Mais le 112 sur les "
          "génériques mérite aussi le détour (écouté 3 fois !).",
          "",
          "Haut",
          "",
          "Sylvie.K",
          "Messages : 57",
          "Inscription : 22 nov. 2023",
          "",
          "Re: [Sondage] Meilleur épisode de 2024",
          "Message par Sylvie.K » dim. 5 janv. 2025 13:02",
          "",
          "Le hors-série des 10 ans, évidemment ! 2 h 40 de bonheur.",
          "",
          "Haut"]
    text = "\r\n".join(L) + "\r\n"
    write_bytes(name, b"\xff\xfe" + text.encode("utf-16-le"))
    expect(name, "phpBB 3.3 forum (prosilver style, French language pack), poll topic selected in the "
                 "browser and pasted into Windows Notepad, saved with encoding 'Unicode'",
           "Ready-made count table inside a page paste: breadcrumb and topic title, the poll question, then "
           "for each option its text, its vote count and a rounded percent on three separate lines, a "
           "'Nombre total de votes' line, then posts with numbers in them (listen counts, episode numbers).",
           "From memory, unverified: prosilver renders each poll option as a block with the option, the count "
           "and the percent, followed by 'Nombre total de votes :' in the French pack; Notepad 'Unicode' = "
           "UTF-16 LE with BOM, CRLF.",
           "vote counts as displayed by the poll (one choice per account)",
           opts, scores,
           ["episode numbers in labels", "percent lines", "total votes line", "numbers in posts (1 500, 45, 2318)",
            "a reply praises other episodes"])


# =========================================================================== 4 (ask)
def f_niconico():
    name = "ニコ生_lv346120587_コメントログ.txt"
    rng = random.Random(404)
    q1 = "次回の企画は？"
    o1 = ["ホラゲー実況", "マイクラ建築", "歌枠", "雑談"]
    c1 = [173, 125, 74, 48]
    q2 = "次回の配信開始は何時がいい？"
    o2 = ["20時", "21時", "22時"]
    c2 = [96, 208, 94]

    def permille(c):
        tot = sum(c)
        return [round(1000 * x / tot) for x in c]

    p1, p2 = permille(c1), permille(c2)
    filler = ["うぽつ", "わこつ", "888888", "こんばんは", "草", "かわいい", "ｗｗｗ", "神回",
              "音ちょっと小さいかも", "初見です", "おつ", "それな", "天才", "今日も元気", "乙です",
              "BGMいいね", "ねむい", "明日仕事", "もう一回！"]
    users = []
    for _ in range(60):
        if rng.random() < 0.5:
            users.append(str(rng.randint(10000000, 129999999)))
        else:
            users.append("a:" + b64id(rng, 16))
    kind_of = {u: ("プレミアム" if rng.random() < 0.3 else "一般") for u in users}
    rows = []
    no = 1180
    t = dt.timedelta(hours=1, minutes=9, seconds=12)

    def add(text, uid, kind):
        nonlocal no, t
        no += 1
        t += dt.timedelta(seconds=rng.randint(2, 25))
        h, r = divmod(int(t.total_seconds()), 3600)
        m, s = divmod(r, 60)
        rows.append("%d\t%d:%02d:%02d\t%s\t%s\t%s" % (no, h, m, s, text, uid, kind))

    def chatter(n):
        for _ in range(n):
            u = rng.choice(users)
            add(rng.choice(filler), u, kind_of[u])

    chatter(14)
    add("/vote start %s %s" % (q1, " ".join(o1)), "", "放送者")
    chatter(9)
    for txt in ("ホラゲー！", "歌枠ききたい"):
        u = rng.choice(users)
        add(txt, u, kind_of[u])
    chatter(5)
    add("/vote showresult per %s" % " ".join(str(x) for x in p1), "", "放送者")
    add("/vote stop", "", "放送者")
    chatter(12)
    add("/vote start %s %s" % (q2, " ".join(o2)), "", "放送者")
    chatter(7)
    u = rng.choice(users)
    add("22時だと助かる", u, kind_of[u])
    chatter(4)
    add("/vote showresult per %s" % " ".join(str(x) for x in p2), "", "放送者")
    add("/vote stop", "", "放送者")
    chatter(10)
    head = ["# 番組: 【雑談】週末まったり配信 #58 (lv346120587)",
            "# 放送開始: 2025/11/08(土) 21:00:04",
            "# 保存: 2025/11/08 23:14:51",
            "コメ番\t経過時間\tコメント\tユーザーID\t種別"]
    text = "\r\n".join(head + rows) + "\r\n"
    write_bytes(name, text.encode("cp932"))
    s1, s2 = dict(zip(o1, p1)), dict(zip(o2, p2))
    for s in (s1, s2):
        v = sorted(s.values(), reverse=True)
        assert v[0] >= v[1] * 1.05
    expect(name, "ニコニコ生放送 (Niconico Live), broadcaster's comment viewer log copied from the comment "
                 "grid and saved from Notepad as ANSI (Shift_JIS / CP932)",
           "Comment log: three comment header lines, a TAB header, one row per comment (number, elapsed "
           "time, text, user id, kind); two questionnaires run by the broadcaster with '/vote start <question> "
           "<options...>' and results only as '/vote showresult per' values (per-mille shares), mixed with "
           "viewer chatter.",
           "From memory, unverified: Niconico Live operator commands '/vote start' and '/vote showresult per' "
           "(shares in tenths of a percent); the column layout of the comment viewer is my guess. CP932, TAB, CRLF.",
           "per-mille shares from '/vote showresult per' of each questionnaire",
           {q1: o1, q2: o2}, {q1: s1, q2: s2},
           ["two questionnaires of equal standing", "results only as per-mille numbers after the command",
            "viewer comments naming options", "comment numbers and elapsed times"],
           ask={"because": "The log holds two broadcaster questionnaires of equal standing (next stream's "
                           "theme and its start time); the user must say which one is meant.",
                "acceptable": {q1: max(s1, key=s1.get), q2: max(s2, key=s2.get)}})


# =========================================================================== 5
def f_asterisk():
    name = "Master.csv"
    rng = random.Random(505)
    songs = {"8001": "Gaia Serra - Mare d'agosto", "8002": "I Ragazzi del Molo - Ombrellone",
             "8003": "Tommaso Riva - Estate a Bari", "8004": "Lucia Fontana - Sabbia",
             "8005": "Duo Alba - Notte di San Lorenzo"}
    counts = {"8003": 124, "8001": 98, "8005": 80, "8002": 61, "8004": 40}
    ans = spread(counts, rng)
    # callers: some call several times
    pool = ["3%09d" % rng.randint(100000000, 999999999) for _ in range(330)]
    calls = []
    for ext in ans:
        calls.append(("vote", ext, rng.choice(pool), "ANSWERED"))
    fail_ext = ["8002"] * 55 + ["8001"] * 20 + ["8004"] * 15 + ["8005"] * 10 + ["8003"] * 12
    for ext in fail_ext:
        calls.append(("vote", ext, rng.choice(pool), rng.choice(["BUSY", "NO ANSWER", "FAILED", "BUSY"])))
    for _ in range(34):
        calls.append(("studio", "200", rng.choice(pool), rng.choice(["ANSWERED", "ANSWERED", "NO ANSWER"])))
    rng.shuffle(calls)
    t = dt.datetime(2025, 8, 29, 17, 0, 0)
    base_uid = int(t.replace(tzinfo=dt.timezone.utc).timestamp())
    lines = []
    seq = 0
    per_caller = {}
    for kind, ext, src, disp in calls:
        t += dt.timedelta(seconds=rng.randint(3, 70))
        seq += 1
        chan = "PJSIP/trunk-ehiweb-%08x" % (seq * 7 + 1000)
        clid = '""%s"" <%s>' % (src, src)
        if kind == "vote":
            if disp == "ANSWERED":
                dur = rng.randint(9, 16)
                bill = dur - rng.randint(1, 2)
                lastapp, lastdata, userfield = "Playback", "televoto/grazie", songs[ext]
                per_caller.setdefault(src, []).append(ext)
            else:
                dur, bill = rng.randint(0, 25), 0
                lastapp, lastdata, userfield = "Answer", "", ""
            ctx, dstchan = "televoto", ""
        else:
            dur = rng.randint(40, 400) if disp == "ANSWERED" else rng.randint(20, 60)
            bill = dur - rng.randint(3, 12) if disp == "ANSWERED" else 0
            lastapp, lastdata, userfield = "Dial", "PJSIP/regia,60", ""
            ctx, dstchan = "diretta", ("PJSIP/regia-%08x" % (seq * 3 + 77) if disp == "ANSWERED" else "")
        start = t
        answer = t + dt.timedelta(seconds=1) if bill else None
        end = t + dt.timedelta(seconds=dur)
        f = lambda s: '"%s"' % s
        row = [f(""), f(src), f(ext), f(ctx), '"%s"' % clid, f(chan), f(dstchan), f(lastapp), f(lastdata),
               f(start.strftime("%Y-%m-%d %H:%M:%S")),
               f(answer.strftime("%Y-%m-%d %H:%M:%S") if answer else ""),
               f(end.strftime("%Y-%m-%d %H:%M:%S")), str(dur), str(bill), f(disp), f("DOCUMENTATION"),
               f("%d.%d" % (base_uid + int((start - dt.datetime(2025, 8, 29, 17)).total_seconds()), seq)),
               f(userfield)]
        lines.append(",".join(row))
    write_bytes(name, ("\n".join(lines) + "\n").encode("ascii"))
    scores = {songs[e]: counts[e] for e in songs}
    dedup = {}
    for src, exts in per_caller.items():
        for e in set(exts):
            dedup[songs[e]] = dedup.get(songs[e], 0) + 1
    assert max(dedup, key=dedup.get) == songs["8003"]
    allrows = {songs[e]: counts[e] + fail_ext.count(e) for e in songs}
    assert max(allrows, key=allrows.get) == songs["8003"]
    cands = [songs[e] for e in sorted(songs)]
    expect(name, "Asterisk PBX (cdr_csv module, /var/log/asterisk/cdr-csv/Master.csv) of a community radio "
                 "station's phone-in 'televoto' line (one extension per song, song name put in the CDR userfield)",
           "Long format without a header row: one call detail record per line, every text field quoted, the "
           "numbers duration/billsec bare; vote calls (context 'televoto', ANSWERED, song in the last field) "
           "mixed with busy/unanswered attempts and calls to the studio line.",
           "Partly checked: the CDR field names (accountcode, src, dst, dcontext, clid, channel, dstchannel, "
           "lastapp, lastdata, start/answer/end, duration, billsec, disposition, amaflags, uniqueid, userfield) "
           "agree with public CDR schemas found by the code search; the column order, the quoting and the "
           "missing header are from memory of cdr_csv. ASCII, LF.",
           "count of ANSWERED calls to the televoto context, by song in the userfield (one-vote-per-number "
           "gives the same order)",
           cands, scores,
           ["no header row", "BUSY/NO ANSWER/FAILED attempts (most for the runner-up extension)",
            "studio calls to extension 200", "caller numbers repeat", "duration/billsec numbers"])


# =========================================================================== 6
def f_polish_fixed():
    name = "FALA_POLNOC_PRZEBOJ_LATA_2025.TXT"
    stations = ["Gdańsk", "Olsztyn", "Elbląg", "Słupsk"]
    cands = ["Kasia Wróbel - Słońce nad Helem", "Zespół Łąki - Wakacyjny szlak",
             "Mateusz Dąbek - Bursztyn", "Ola Żak - Nocne plaże", "Piotr Gałka i Nina - Fala"]
    m = {  # per station counts (data)
        cands[0]: [4812, 1210, 955, 870],
        cands[1]: [4390, 2977, 2104, 1850],
        cands[2]: [2105, 1440, 1012, 790],
        cands[3]: [1720, 1105, 640, 702],
        cands[4]: [980, 544, 402, 310],
    }
    invalid = [1288, 402, 377, 215]
    tot = {c: sum(v) for c, v in m.items()}
    grand = sum(tot.values())
    st_tot = [sum(m[c][i] for c in cands) for i in range(4)]

    def n(x):
        s = "{:,}".format(x).replace(",", " ")
        return s

    def pct(x):
        return ("%.1f" % (100 * x / grand)).replace(".", ",")

    W = 36
    L = ["RADIO FALA PÓŁNOC - SIEĆ REGIONALNA                                          Strona: 1/1",
         "SYSTEM TELEGŁOSOWANIA SMS/IVR - RAPORT KOŃCOWY",
         "",
         "Plebiscyt słuchaczy: PRZEBÓJ LATA 2025",
         "Okres głosowania : 01.07.2025 00:00 - 31.08.2025 23:59",
         "Data wydruku     : 01.09.2025 09:14          Operator: mkowalczyk",
         "",
         "-" * 96,
         "Lp. " + "Wykonawca - tytuł".ljust(W) + "".join(s.rjust(9) for s in stations) + "RAZEM".rjust(10)
         + "%".rjust(7),
         "-" * 96]
    for i, c in enumerate(cands, 1):
        L.append(("%d." % i).ljust(4) + c.ljust(W) + "".join(n(x).rjust(9) for x in m[c])
                 + n(tot[c]).rjust(10) + pct(tot[c]).rjust(7))
    L.append("-" * 96)
    L.append("    " + "RAZEM GŁOSY WAŻNE".ljust(W) + "".join(n(x).rjust(9) for x in st_tot)
             + n(grand).rjust(10) + "100,0".rjust(7))
    L.append("    " + "Głosy nieważne *".ljust(W) + "".join(n(x).rjust(9) for x in invalid)
             + n(sum(invalid)).rjust(10) + "".rjust(7))
    L.append("    " + "OGÓŁEM".ljust(W) + "".join(n(a + b).rjust(9) for a, b in zip(st_tot, invalid))
             + n(grand + sum(invalid)).rjust(10) + "".rjust(7))
    L.append("-" * 96)
    L.append("* SMS o niepoprawnej treści oraz głosy ponad limit 5 dziennie z jednego numeru.")
    L.append("  Procenty liczone od głosów ważnych. Koszt SMS 1,23 zł z VAT.")
    L.append("")
    L.append("Zatwierdził: ............................        Komisja plebiscytu: ............................")
    text = "\r\n".join(L) + "\r\n"
    write_bytes(name, text.encode("iso-8859-2"))
    assert max(m, key=lambda c: m[c][0]) == cands[0]
    expect(name, "Regional radio network's SMS/IVR televoting system, final report printed to a text file "
                 "(Polish)",
           "Results by station, printed fixed-width report: title block, one row per song with one column per "
           "affiliate station, RAZEM (total) and % columns; a valid-votes total row, an invalid-votes row "
           "larger than some songs, an OGÓŁEM row, footnotes with prices and signature lines.",
           "From memory, unverified (no export of a real televoting system was found): the layout is a "
           "typical printed report; ISO-8859-2 (Polish letters), CRLF, spaces as thousands separators and "
           "decimal comma as in pl-PL.",
           "total valid votes over all stations (RAZEM column)",
           cands, tot,
           ["largest station (Gdańsk, first column) is won by another song", "totals and invalid-votes rows",
            "percent column with decimal comma", "space thousands separator", "SMS price in footnote"])


# =========================================================================== 7
def f_ghost():
    name = "member-export-2025-11-03.csv"
    rng = random.Random(707)
    topics = ["Nov poll: Film scanning", "Nov poll: Night photography", "Nov poll: Printing at home",
              "Nov poll: Street portraits"]
    counts = {topics[0]: 34, topics[1]: 26, topics[2]: 19, topics[3]: 13}
    votes = spread(counts, rng) + [None] * 58
    rng.shuffle(votes)
    used = set()
    rows = []
    t = dt.datetime(2023, 2, 1, 8, 0, 0)
    for v in votes:
        f, l = person(rng, used)
        t += dt.timedelta(minutes=rng.randint(300, 9000), seconds=rng.randint(0, 59))
        paid = rng.random() < 0.18
        labels = []
        if rng.random() < 0.62:
            labels.append("Imported from Substack")
        if rng.random() < 0.12:
            labels.append("Workshop 2024")
        if v:
            labels.append(v)
        if rng.random() < 0.1:
            labels.append("Print sale buyer")
        email = "%s.%s@%s" % (f.lower(), l.lower(), rng.choice(["gmail.com", "proton.me", "outlook.com",
                                                                 "fastmail.com", "web.de", "icloud.com"]))
        note = rng.choice(["", "", "", "", "Met at Leipzig photo walk", "asked about Portra 400 scans",
                           "press contact"])
        rows.append([hexid(rng, 24), email, "%s %s" % (f, l), note,
                     "true" if rng.random() < 0.93 else "false", "false",
                     ("cus_" + b64id(rng, 14).replace("-", "x").replace("_", "y")) if paid else "",
                     t.strftime("%Y-%m-%dT%H:%M:%S.000Z"), "", ",".join(labels),
                     "Slow Lens Supporter" if paid else ""])
    rows.sort(key=lambda r: r[7], reverse=True)

    def q(s):
        return '"' + s.replace('"', '""') + '"' if any(ch in s for ch in ',"\n') else s

    head = ["id", "email", "name", "note", "subscribed_to_emails", "complimentary_plan",
            "stripe_customer_id", "created_at", "deleted_at", "labels", "tiers"]
    text = "\n".join([",".join(head)] + [",".join(q(x) for x in r) for r in rows]) + "\n"
    write_bytes(name, text.encode("utf-8"))
    expect(name, "Ghost (publishing/newsletter platform), Members -> Export all members (CSV); readers voted by "
                 "clicking a link in the newsletter, an automation added a 'Nov poll: ...' label",
           "Member list with metadata (ids, e-mails, Stripe ids, timestamps); the vote is one label inside the "
           "comma-joined 'labels' cell next to other labels ('Imported from Substack' on most members), a "
           "'tiers' column mostly empty; 58 members did not vote.",
           "Partly checked: the member fields email, name, note, subscribed_to_emails, complimentary_plan, "
           "stripe_customer_id, labels, created_at appear in Ghost's own migration tooling "
           "(@tryghost/mg-fs-utils code found by search); the full column order with id, deleted_at and "
           "tiers is from memory. UTF-8, LF.",
           "count of members carrying each 'Nov poll: ...' label",
           topics, dict(counts),
           ["'Imported from Substack' label more frequent than any vote label", "labels cell holds several labels",
            "members without a vote", "tiers/stripe columns", "e-mail and id columns"])


# =========================================================================== 8
def f_toornament():
    name = "participants_valorant-community-cup-split-2.csv"
    rng = random.Random(808)
    maps = ["Ascent", "Bind", "Haven", "Lotus", "Split", "Sunset", "Icebox"]
    # ballots: (1st, 2nd, 3rd)
    fav = {"Lotus": 0.0}
    ballots = []
    pref_weights = {"Lotus": 9, "Ascent": 6, "Haven": 5, "Bind": 4, "Split": 3, "Sunset": 3, "Icebox": 2}
    firsts = spread({"Lotus": 9, "Ascent": 6, "Haven": 4, "Bind": 3, "Split": 2, "Sunset": 1, "Icebox": 1}, rng)
    for f1 in firsts:
        rest = [m for m in maps if m != f1]
        w = [pref_weights[m] for m in rest]
        s2 = rng.choices(rest, weights=w)[0]
        rest2 = [m for m in rest if m != s2]
        s3 = rng.choices(rest2, weights=[pref_weights[m] for m in rest2])[0]
        ballots.append((f1, s2, s3))
    borda = {m: 0 for m in maps}
    for b in ballots:
        for i, m in enumerate(b):
            borda[m] += 3 - i
    teams_pre = ["Night Owls", "Baltic Vipers", "Kebab Gaming", "Lumen Esports", "Nordlicht",
                 "Team Tofu", "Cold Brew", "Rift Rats", "Polar Bears GG", "Zeitgeist", "Neon Okapi",
                 "Brisk Five", "Hollow Point", "Vanta", "Mint Condition", "Fjord Five", "Atlas Academy",
                 "Kaiju Kids", "Static Shift", "Pixel Pirates", "Orbit", "Quiet Storm", "Red Panda Club",
                 "Salty Snacks", "Echo Unit", "Kestrel"]
    regions = ["EU West"] * 17 + ["EU North"] * 5 + ["EU East"] * 4
    rng.shuffle(regions)
    countries = {"EU West": ["DE", "FR", "NL", "BE", "AT"], "EU North": ["SE", "DK", "FI", "NO"],
                 "EU East": ["PL", "CZ", "HU", "RO"]}
    t = dt.datetime(2025, 9, 1, 12, 0, 0)
    used = set()
    rows = []
    for i, (tm, b) in enumerate(zip(teams_pre, ballots)):
        t += dt.timedelta(minutes=rng.randint(40, 1500), seconds=rng.randint(0, 59))
        reg = regions[i]
        cap = nick(rng, used)
        rows.append([str(5400000000 + rng.randint(10 ** 8, 9 * 10 ** 8)), tm,
                     "%s@%s" % (cap.lower(), rng.choice(["gmail.com", "outlook.com", "gmx.de"])),
                     rng.choice(countries[reg]), "1" if rng.random() < 0.85 else "0",
                     t.strftime("%Y-%m-%dT%H:%M:%S+00:00"), "", "%s#%s" % (cap, rng.randint(100, 9999)),
                     reg, b[0], b[1], b[2], str(rng.randint(5, 7))])
    head = ["id", "name", "email", "country", "checked_in", "created_at", "custom_user_identifier",
            "Captain Riot ID", "Region", "Map preference #1", "Map preference #2", "Map preference #3",
            "Roster size"]
    text = "\r\n".join([",".join(head)] + [",".join(r) for r in rows]) + "\r\n"
    write_bytes(name, text.encode("utf-8"))
    fc = {m: sum(1 for b in ballots if b[0] == m) for m in maps}
    assert max(fc, key=fc.get) == max(borda, key=borda.get) == "Lotus"
    expect(name, "Toornament (esports tournament organiser), tournament -> Participants -> Export (CSV), an "
                 "amateur Valorant league's sign-ups where each captain ranked three maps for the split's "
                 "map-pool draft",
           "Rank columns: one row per team with Toornament metadata (id, name, e-mail, country, check-in, "
           "created_at, an empty identifier) and custom registration fields: captain's Riot ID, a Region "
           "column dominated by 'EU West', three 'Map preference #n' columns holding map names, roster size.",
           "From memory, unverified: the participant export columns and the custom fields appended after "
           "them are my guesses; UTF-8 without BOM, CRLF.",
           "Borda over the three preferences (3/2/1 points); first preferences give the same winner",
           maps, borda,
           ["Region column with a dominant value", "numeric ids and roster size",
            "checked_in 0/1", "only top-3 ranked"])


# =========================================================================== 9
def f_moreganize():
    name = "Terminumfrage_Koop-Horror-Nacht_Export.xlsx"
    rng = random.Random(909)
    slots = ["Fr 24.10.2025 20:00", "Sa 25.10.2025 19:00", "Sa 25.10.2025 21:00",
             "So 26.10.2025 18:00", "Fr 31.10.2025 20:00", "Sa 01.11.2025 20:00"]
    people = ["Lena (Lenaplays)", "Kroko_TV", "Mats", "JuliBee", "DerSchrank", "Nika.Nerd",
              "Paddy Pixel", "Sophie_liest", "Ömer", "Tante Trude", "Ben (Schnitt)"]
    # marks per slot designed: J=Ja, V=Vielleicht, N=Nein, '' no answer
    grid = {
        slots[0]: "JJNJVNJNJVJ",
        slots[1]: "JNJVNJNJNJN",
        slots[2]: "NJJNJVJNVNJ",
        slots[3]: "VNNJNJNVNJN",
        slots[4]: "JJJJJVJJNJV",
        slots[5]: "NJVJJNJ NJJ",
    }
    word = {"J": "Ja", "V": "Vielleicht", "N": "Nein", " ": ""}
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Terminumfrage"
    ws["A1"] = "Terminumfrage: Koop-Horror-Nacht (Kollab-Stream) – wann passt es euch?"
    ws["A1"].font = Font(bold=True, size=14)
    ws["A2"] = "Erstellt von: Lena (Lenaplays) · moreganize.de"
    ws["A3"] = "Exportiert am 14.10.2025 um 18:22 Uhr"
    ws.cell(row=5, column=1, value="Teilnehmer").font = Font(bold=True)
    for j, s in enumerate(slots):
        c = ws.cell(row=5, column=2 + j, value=s)
        c.font = Font(bold=True)
        c.alignment = Alignment(wrap_text=True, horizontal="center")
    ws.cell(row=5, column=2 + len(slots), value="Kommentar").font = Font(bold=True)
    comments = {"Mats": "Fr 31. ist Halloween, perfekt!", "Ömer": "Sonntag nur bis 22 Uhr",
                "Tante Trude": "", "Ben (Schnitt)": "schneide am Tag danach"}
    for i, p in enumerate(people):
        r = 6 + i
        ws.cell(row=r, column=1, value=p)
        for j, s in enumerate(slots):
            v = word[grid[s][i]]
            if v:
                ws.cell(row=r, column=2 + j, value=v).alignment = Alignment(horizontal="center")
        if comments.get(p):
            ws.cell(row=r, column=2 + len(slots), value=comments[p])
    r = 6 + len(people) + 1
    yes = {s: grid[s].count("J") for s in slots}
    maybe = {s: grid[s].count("V") for s in slots}
    ws.cell(row=r, column=1, value="Summe Ja").font = Font(bold=True)
    ws.cell(row=r + 1, column=1, value="Summe Vielleicht").font = Font(bold=True)
    ws.cell(row=r + 2, column=1, value="Summe Nein").font = Font(bold=True)
    for j, s in enumerate(slots):
        ws.cell(row=r, column=2 + j, value=yes[s])
        ws.cell(row=r + 1, column=2 + j, value=maybe[s])
        ws.cell(row=r + 2, column=2 + j, value=grid[s].count("N"))
    ws.column_dimensions["A"].width = 22
    for j in range(len(slots)):
        ws.column_dimensions[openpyxl.utils.get_column_letter(2 + j)].width = 14
    save_xlsx(wb, name, creator="moreganize")
    score = {s: yes[s] + 0.5 * maybe[s] for s in slots}
    assert max(yes, key=yes.get) == max(score, key=score.get) == slots[4]
    expect(name, "moreganize (German scheduling/organising site), Terminumfrage -> Export nach Excel; a German "
                 "let's-play collective picking a date for a collab stream",
           "Scheduling poll: title block (title, creator, export time), header row of slots (weekday, date and "
           "time in one cell), one row per participant with 'Ja' / 'Vielleicht' / 'Nein' or empty, a comment "
           "column, then 'Summe Ja' / 'Summe Vielleicht' / 'Summe Nein' rows.",
           "From memory, unverified: the export's title lines, German mark words and sum rows are my guesses. "
           ".xlsx, one sheet.",
           "yes = 1, maybe = 0.5 (yes-only gives the same winner)",
           slots, score,
           ["sum rows below the grid", "comment column", "empty answers", "first slot is not the best"])


# =========================================================================== 10
def f_directus():
    name = "jury_scores 2025-12-02T18-40-11.csv"
    rng = random.Random(1010)
    mods = ["Better Ranching Overhaul", "Lantern Lane Village", "Quiet Harbor Fishing Expanded",
            "Seasonal Wardrobe", "Moonlit Greenhouse", "Cozy Cellar Tiles"]
    base = {"Better Ranching Overhaul": 7.0, "Lantern Lane Village": 8.4, "Quiet Harbor Fishing Expanded": 7.2,
            "Seasonal Wardrobe": 6.6, "Moonlit Greenhouse": 7.5, "Cozy Cellar Tiles": 6.2}
    jurors = ["Mira (mod team)", "pelican_pete", "Juno Reyes", "HayleyKnits", "Tomasz W.", "sprinkler_sam",
              "Aiko"]
    uid = {j: "%s-%s-%s-%s-%s" % (hexid(rng, 8), hexid(rng, 4), hexid(rng, 4), hexid(rng, 4), hexid(rng, 12))
           for j in jurors}
    rows = []
    t = dt.datetime(2025, 11, 24, 19, 0, 0)
    sums = {m: 0 for m in mods}
    n = {m: 0 for m in mods}
    for j in jurors:
        order = mods[:]
        rng.shuffle(order)
        for m in order:
            t += dt.timedelta(minutes=rng.randint(3, 240), seconds=rng.randint(0, 59))
            sc = max(1, min(10, round(base[m] + rng.uniform(-1.6, 1.6))))
            rows.append(["published", uid[j], t, j, m, sc,
                         rng.choice(["", "", "great polish", "needs config menu", "love the art",
                                     "a bit buggy with SVE", "instant classic"])])
            sums[m] += sc
            n[m] += 1
    # drafts and archived rows (must not count) favour the runner-up
    for j, m, sc in [("Juno Reyes", "Moonlit Greenhouse", 10), ("Aiko", "Moonlit Greenhouse", 10),
                     ("pelican_pete", "Moonlit Greenhouse", 10), ("HayleyKnits", "Lantern Lane Village", 2),
                     ("Tomasz W.", "Moonlit Greenhouse", 10)]:
        t += dt.timedelta(minutes=rng.randint(3, 200))
        rows.append(["draft", uid[j], t, j, m, sc, "not final"])
    for j, m, sc in [("Mira (mod team)", "Lantern Lane Village", 3), ("sprinkler_sam", "Moonlit Greenhouse", 9)]:
        t += dt.timedelta(minutes=rng.randint(3, 200))
        rows.append(["archived", uid[j], t, j, m, sc, "duplicate entry"])
    rows.sort(key=lambda r: r[2])
    out = ["id,status,user_created,date_created,user_updated,date_updated,juror,nominee,score,comment"]
    for i, r in enumerate(rows, 1):
        upd = r[2] + dt.timedelta(minutes=rng.randint(1, 50)) if rng.random() < 0.3 else None
        out.append(",".join([str(i), r[0], r[1], r[2].strftime("%Y-%m-%dT%H:%M:%S.000Z"),
                             r[1] if upd else "", upd.strftime("%Y-%m-%dT%H:%M:%S.000Z") if upd else "",
                             r[3], r[4], str(r[5]), r[6]]))
    write_bytes(name, ("\n".join(out) + "\n").encode("utf-8"))
    mean = {m: round(sums[m] / n[m], 4) for m in mods}
    allrows = {m: [r[5] for r in rows if r[4] == m] for m in mods}
    allmean = {m: sum(v) / len(v) for m, v in allrows.items()}
    assert max(mean, key=mean.get) == "Lantern Lane Village"
    expect(name, "Directus (open-source headless CMS / data platform), collection 'jury_scores' -> Export items "
                 "(CSV); the jury of a farming-sim modding community's 'Cozy Mod Awards 2025'",
           "Long format of ratings: one row per (juror, nominee) with a 1-10 score, Directus system fields "
           "(numeric id, status, user UUIDs, ISO timestamps), comments; 'draft' and 'archived' rows that must "
           "not count.",
           "From memory, unverified: Directus exports field keys as headers with system fields status, "
           "user_created, date_created, user_updated, date_updated; UTF-8, LF (no search done).",
           "mean score of published rows (every juror rated every nominee once, so the sum gives the same order)",
           mods, mean,
           ["draft/archived rows would put Moonlit Greenhouse first", "id column", "user UUIDs", "timestamps"])


# =========================================================================== 11
def f_backerkit():
    name = "lanterns-of-vael_backers_2025-09-30.csv"
    rng = random.Random(1111)
    heroes = ["Ashen Warden", "Tidecaller", "Glass Monk", "Moth Queen"]
    qpre = "Stretch goal vote: which bonus heroes should we sculpt? (choose any)"
    levels = [("Adventurer Pledge", "$59.00"), ("Hero Pledge", "$89.00"), ("Legend All-In", "$149.00"),
              ("Retailer", "$420.00")]
    used = set()
    rows = []
    appr = {h: 0 for h in heroes}
    t = dt.datetime(2025, 8, 20, 15, 0, 0)
    target = {"Moth Queen": 0.68, "Glass Monk": 0.56, "Tidecaller": 0.46, "Ashen Warden": 0.39}
    langs = ["English", "English", "English", "German", "French", "Spanish", "English", "Italian"]
    countries = ["United States", "United States", "United Kingdom", "Germany", "Canada", "France", "Australia",
                 "Spain", "Italy", "Netherlands"]
    for k in range(150):
        f, l = person(rng, used)
        lv, amt = rng.choices(levels, weights=[60, 28, 10, 2])[0]
        status = rng.choices(["Complete", "Not Started", "In Progress"], weights=[86, 9, 5])[0]
        t += dt.timedelta(minutes=rng.randint(5, 500), seconds=rng.randint(0, 59))
        ticks = []
        if status == "Complete":
            for h in heroes:
                ticks.append(h if rng.random() < target[h] else "")
        else:
            ticks = [""] * 4
        for h, x in zip(heroes, ticks):
            if x:
                appr[h] += 1
        lang = rng.choice(langs) if status == "Complete" else ""
        rows.append([str(1000 + k * 3 + rng.randint(0, 2)), "%s.%s%d@example.net" % (f.lower(), l.lower()[0],
                     rng.randint(1, 99)), "%s %s" % (f, l), lv, amt, status,
                     t.strftime("%Y-%m-%d %H:%M:%S UTC") if status == "Complete" else "",
                     rng.choice(countries), lang] + ticks + [
                     rng.choice(["", "", "", "Please make the Moth Queen translucent!", "Can't wait",
                                 "Any chance of a neoprene mat?", "Shipping to Ireland OK?"])
                     if status == "Complete" else ""])
    head = ["Backer Number", "Email", "Name", "Pledge Level", "Pledge Amount", "Survey Status",
            "Survey Completed At", "Shipping Country", "Which language edition of the rulebook do you want?"] + \
           ["%s - %s" % (qpre, h) for h in heroes] + ["Anything else you'd like to tell us?"]

    def q(s):
        return '"' + s.replace('"', '""') + '"' if any(ch in s for ch in ',"\n') else s

    text = "\r\n".join([",".join(q(h) for h in head)] + [",".join(q(x) for x in r) for r in rows]) + "\r\n"
    write_bytes(name, b"\xef\xbb\xbf" + text.encode("utf-8"))
    expect(name, "BackerKit (crowdfunding pledge manager), Backers -> Export (CSV) after the backer survey; a "
                 "tabletop-game creator's campaign",
           "Multi-question survey with metadata: backer number, e-mail, name, pledge level and amount, survey "
           "status and time, country, a language question where 'English' dominates, then one column per "
           "hero headed '<question> - <hero>' holding the hero's name when ticked, a comments column.",
           "From memory, unverified: the column names, the 'question - option' headers and ticks written as "
           "the option's text are my guesses; UTF-8 with BOM, CRLF, quoted only when needed.",
           "approvals: number of backers ticking each hero",
           heroes, appr,
           ["pledge level/amount columns", "language question with a dominant answer", "unfinished surveys blank",
            "comment mentions the winner by name"])


# =========================================================================== 12
def f_beehiiv():
    name = "poll_responses_season-5-opening-guest.csv"
    rng = random.Random(1212)
    poll = "Who should open Season 5 of The Long Take?"
    guests = ["Dr. Amara Okafor (sleep scientist)", "Tomás Ferreira (ultra-runner)",
              "Hannah Lindqvist (documentary editor)", "Raj Mehta (ex-chess prodigy)"]
    counts = {guests[2]: 58, guests[0]: 47, guests[3]: 33, guests[1]: 21}
    votes = spread(counts, rng)
    # make sure the first data row is not the winner
    if votes[0] == guests[2]:
        k = next(i for i, v in enumerate(votes) if v != guests[2])
        votes[0], votes[k] = votes[k], votes[0]
    used = set()
    t = dt.datetime(2025, 10, 2, 6, 0, 12)
    rows = []
    feedback = ["", "", "", "", "", "loved her Ep. 88 cameo", "please no more running content",
                "the chess episode idea is great", "editing talk would be so nerdy, yes!",
                "make it a two-parter"]
    for v in votes:
        f, l = person(rng, used)
        t += dt.timedelta(minutes=rng.randint(1, 90), seconds=rng.randint(0, 59))
        rows.append([rng.choice(["premium", "free", "free", "free"]),
                     "%s.%s@%s" % (f.lower(), l.lower(), rng.choice(["gmail.com", "yahoo.com", "hey.com"])),
                     poll, v, "Ep. 112: The art of the long pause", rng.choice(["email", "email", "web"]),
                     t.strftime("%Y-%m-%d %H:%M:%S UTC"), rng.choice(feedback)])
    head = ["Subscription Tier", "Email", "Poll", "Choice", "Post", "Source", "Responded At", "Extended Feedback"]

    def q(s):
        return '"' + s.replace('"', '""') + '"' if any(ch in s for ch in ',"\n') else s

    text = "\n".join([",".join(head)] + [",".join(q(x) for x in r) for r in rows]) + "\n"
    write_bytes(name, text.encode("utf-8"))
    expect(name, "beehiiv (newsletter platform), Polls -> poll -> Export responses (CSV); a podcast's companion "
                 "newsletter asking who should open the next season",
           "One row per response: subscription tier ('free' dominates), e-mail, the poll question repeated in "
           "every row, the choice, the post it was embedded in, source, time, optional extended feedback.",
           "From memory, unverified: column names and order are my guesses of beehiiv's poll response export; "
           "UTF-8, LF, quoted only when needed (the docs search found nothing specific).",
           "count of responses per choice",
           guests, dict(counts),
           ["tier column with dominant 'free'", "poll question constant column", "post title with numbers",
            "feedback names other guests"])


# =========================================================================== 13 (ask)
def f_spotify_xlsx():
    name = "De_Koffiepauze_Podcast_polls_afl41-42.xlsx"
    p1q = "Welk thema willen jullie in de kerstspecial?"
    p1 = {"Foute kersttruien": 96, "Kerstfilms uit de jaren 90": 171, "Oliebollen-test": 88, "Kerst-quiz": 57}
    p2q = "Welke gast moet terugkomen in 2026?"
    p2 = {"Sanne de Vries": 74, "Joost Kramer": 123, "Fatima El Amrani": 162, "Pieter Bos": 40}
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Overzicht"
    ws["A1"] = "De Koffiepauze Podcast – luisteraarspolls (Spotify for Creators)"
    ws["A1"].font = Font(bold=True, size=13)
    ws["A2"] = "Overgenomen uit het Spotify for Creators-dashboard op 9 december 2025"
    hdr = ["Aflevering", "Poll-vraag", "Stemmen", "Gepubliceerd"]
    for j, h in enumerate(hdr, 1):
        ws.cell(row=4, column=j, value=h).font = Font(bold=True)
    ws.append(["Afl. 41 – Zo overleef je december", p1q, sum(p1.values()), dt.date(2025, 11, 24)])
    ws.append(["Afl. 42 – Terugblik op 2025", p2q, sum(p2.values()), dt.date(2025, 12, 1)])
    for r in (5, 6):
        ws.cell(row=r, column=4).number_format = "d-m-yyyy"
    ws["A8"] = "Per poll een eigen tabblad. Percentages zoals Spotify ze toont (afgerond)."
    ws.column_dimensions["A"].width = 34
    ws.column_dimensions["B"].width = 44
    for title, q, d in (("Afl. 41 poll", p1q, p1), ("Afl. 42 poll", p2q, p2)):
        s = wb.create_sheet(title)
        s["A1"] = q
        s["A1"].font = Font(bold=True)
        s["A3"], s["B3"], s["C3"] = "Antwoord", "Stemmen", "Percentage"
        for c in ("A3", "B3", "C3"):
            s[c].font = Font(bold=True)
        tot = sum(d.values())
        r = 4
        for k, v in d.items():
            s.cell(row=r, column=1, value=k)
            s.cell(row=r, column=2, value=v)
            c = s.cell(row=r, column=3, value=round(v / tot, 2))
            c.number_format = "0%"
            r += 1
        s.cell(row=r, column=1, value="Totaal").font = Font(bold=True)
        s.cell(row=r, column=2, value=tot).font = Font(bold=True)
        c = s.cell(row=r, column=3, value=1)
        c.number_format = "0%"
        s.column_dimensions["A"].width = 30
    save_xlsx(wb, name, creator="Joris Verbeek")
    for d in (p1, p2):
        v = sorted(d.values(), reverse=True)
        assert v[0] >= v[1] * 1.05
    expect(name, "Spotify for Creators (formerly Anchor / Spotify for Podcasters) episode polls, results typed "
                 "from the dashboard into Microsoft Excel (nl-NL) by the hosts",
           "Workbook: an 'Overzicht' summary sheet first listing two polls of two episodes (question, total "
           "votes, date), then one sheet per poll with answer, votes, percentage and a 'Totaal' row.",
           "From memory, unverified: Spotify for Creators shows per-episode poll results with counts and "
           "percentages but offers no file export, so the layout is a hand-made workbook; .xlsx, 3 sheets.",
           "vote counts per answer within a poll",
           {"Afl. 41 poll": list(p1), "Afl. 42 poll": list(p2)},
           {"Afl. 41 poll": dict(p1), "Afl. 42 poll": dict(p2)},
           ["summary sheet first with totals", "two polls of equal standing", "Totaal rows", "percent columns"],
           ask={"because": "Two episode polls with different questions sit side by side with equal standing; "
                           "the user must pick one.",
                "acceptable": {"Afl. 41 poll": max(p1, key=p1.get), "Afl. 42 poll": max(p2, key=p2.get)}})


# =========================================================================== 14 (bids)
def f_wbb_auction():
    name = "Versteigerung_Virtual_Boy_Thread_Seite1-2.txt"
    # (post author, text, amount in euro or None, written form, valid?)
    seller = "RetroRalf"
    posts = [
        (seller, "Moin zusammen,\nich versteigere hier meinen Nintendo Virtual Boy (PAL-Umbau, OVP, "
                 "Anleitung, 2 Spiele: Mario Tennis + Red Alarm).\nStartpreis 150 €, Erhöhung mind. 5 €.\n"
                 "Sofortkauf für 600 € möglich. Ende: Sonntag, 19.10.2025, 20:00 Uhr (Zeitstempel des Forums "
                 "zählt).\nVersand versichert 7,49 € innerhalb DE.", None),
        ("pixelpanda", "Gebot: 180 €", ("pixelpanda", 180, "180 €", True)),
        ("Konsolenkiste", "195,00 €", ("Konsolenkiste", 195, "195,00 €", True)),
        ("pixelpanda", "210 €", ("pixelpanda", 210, "210 €", True)),
        ("MegaMario84", "Ich biete 240 EUR", ("MegaMario84", 240, "240 EUR", True)),
        ("Sammlerherz", "Gebot 255 €", ("Sammlerherz", 255, "255 €", True)),
        ("Konsolenkiste", "270,00 €", ("Konsolenkiste", 270, "270,00 €", True)),
        ("d1sk_drive", "Was ist das für ein PAL-Umbau genau? Netzteil dabei?", None),
        (seller, "@d1sk_drive Netzteil-Adapter ist dabei, Bilder vom Umbau schicke ich per PN. "
                 "Bisher höchstes Gebot: Konsolenkiste.", None),
        ("d1sk_drive", "Dann steige ich mit 285 € ein", ("d1sk_drive", 285, "285 €", True)),
        ("MegaMario84", "315 €", ("MegaMario84", 315, "315 €", True)),
        ("retro_jens", "Gebot: 340 €", ("retro_jens", 340, "340 €", True)),
        ("Sammlerherz", "345 €", ("Sammlerherz", 345, "345 €", True)),
        ("pixelpanda", "Puh. 370 €", ("pixelpanda", 370, "370 €", True)),
        ("Konsolenkiste", "380,00 €", ("Konsolenkiste", 380, "380,00 €", True)),
        ("retro_jens", "395 €", ("retro_jens", 395, "395 €", True)),
        ("Sammlerherz", "410 €", ("Sammlerherz", 410, "410 €", True)),
        ("d1sk_drive", "430 €", ("d1sk_drive", 430, "430 €", False)),
        ("d1sk_drive", "Sorry Leute, ich muss mein Gebot von 430 € zurückziehen, die Waschmaschine ist "
                       "kaputt gegangen. Mein letztes gültiges bleibt die 285 €.", None),
        (seller, "Okay, Gebot von d1sk_drive über 430 € ist zurückgezogen. Aktuell vorne: Sammlerherz mit 410 €.",
         None),
        ("MegaMario84", "455 €", ("MegaMario84", 455, "455 €", True)),
        ("Konsolenkiste", "Letztes Wort: 480,00 €", ("Konsolenkiste", 480, "480,00 €", True)),
        ("Sammlerherz", "Da bin ich raus, viel Erfolg euch!", None),
        ("spaetzuender", "1.050 €!!! (ich will ihn unbedingt)", ("spaetzuender", 1050, "1.050 €", False)),
        (seller, "@spaetzuender sorry, dein Beitrag kam um 20:03, die Auktion war um 20:00 zu Ende - zählt "
                 "leider nicht. Gewonnen hat Konsolenkiste mit 480 €, PN ist raus.", None),
    ]
    t = dt.datetime(2025, 10, 12, 14, 3)
    rng = random.Random(1414)
    months = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
              "November", "Dezember"]
    L = ["Circuit-Treff - Das Forum für Retro-Konsolen",
         "Forum » Marktplatz » Versteigerungen",
         "",
         "[Versteigerung] Nintendo Virtual Boy, PAL-Umbau, OVP + 2 Spiele - Ende So. 19.10. 20:00",
         "",
         "RetroRalf",
         "12. Oktober 2025",
         ""]
    bids = []
    n = len(posts)
    start = dt.datetime(2025, 10, 12, 14, 3)
    stop = dt.datetime(2025, 10, 19, 19, 52)
    step = (stop - start) / (n - 3)
    for i, (who, text, bid) in enumerate(posts, 1):
        if i == 1:
            t = start
        elif i < n - 1:
            t = start + step * (i - 1) + dt.timedelta(minutes=rng.randint(-40, 40))
            t = min(t, stop)
        elif i == n - 1:
            t = dt.datetime(2025, 10, 19, 20, 3)
        else:
            t = dt.datetime(2025, 10, 19, 20, 11)
        stamp = "%d. %s %d, %02d:%02d" % (t.day, months[t.month - 1], t.year, t.hour, t.minute)
        L.append("#%d" % i)
        L.append(who)
        L.append(stamp)
        L.append("")
        L += text.split("\n")
        L.append("")
        if bid:
            bids.append(bid)
    L.append("Seite 2 von 2")
    text = "\n".join(L) + "\n"
    write_bytes(name, text.encode("iso-8859-15"))
    valid = [b for b in bids if b[3]]
    best = {}
    for who, amt, written, ok in valid:
        best[who] = max(best.get(who, 0), amt)
    written_of = {}
    for who, amt, written, ok in valid:
        written_of.setdefault(amt, written)
    amounts = sorted(written_of)
    rev = {written_of[a]: a * sum(1 for v in best.values() if v >= a) for a in amounts}
    cands = [written_of[a] for a in amounts]
    expect(name, "WoltLab Suite / Burning Board forum (German retro-console community), marketplace auction "
                 "thread selected in the browser and pasted into a text editor (Kate), saved as ISO-8859-15",
           "Bid list inside a forum thread paste: breadcrumb, thread title, numbered posts (#n, author, date "
           "'12. Oktober 2025, 14:03', text); bids written '180 €', '195,00 €', '240 EUR', '1.050 €'; several "
           "bids per bidder, a retracted bid, a late bid after the end, the seller's start, step, buy-now and "
           "postage prices.",
           "From memory, unverified: the post header lines (#n, author, date) are how a WoltLab thread "
           "roughly pastes as text; ISO-8859-15 (€ = 0xA4), LF.",
           "best posted price: amount b maximising b × number of bidders whose highest valid bid ≥ b "
           "(retracted 430 € and late 1.050 € excluded)",
           cands, rev,
           ["highest single bid (480) is not the best posted price", "retracted 430 € bid",
            "late 1.050 € bid after the end", "start 150 €, buy-now 600 €, postage 7,49 € are not bids",
            "mixed amount spellings (€, EUR, ,00)", "seller names the 480 € top bidder as winner"])


# =========================================================================== 15
def f_tiltify():
    name = "tiltify_donations_kochstream_tierheim_2025.csv"
    rng = random.Random(1515)
    opts = ["Käsespätzle", "Ramen", "Currywurst selbstgemacht", "Veganes Chili"]
    used = set()
    rows = []
    t = dt.datetime(2025, 12, 13, 18, 2, 0)
    sums = {o: 0.0 for o in opts}
    cnt = {o: 0 for o in opts}
    plan = (["Ramen"] * 31 + ["Käsespätzle"] * 27 + ["Currywurst selbstgemacht"] * 18 + ["Veganes Chili"] * 14
            + [""] * 40)
    rng.shuffle(plan)
    amounts_pool = [5, 5, 10, 10, 10, 15, 20, 20, 25, 25, 30, 50, 12.5, 7.5, 13.37, 42, 69, 100]
    for k, o in enumerate(plan):
        t += dt.timedelta(seconds=rng.randint(30, 420))
        f, l = person(rng, used)
        amt = rng.choice(amounts_pool)
        status = "completed"
        if o == "Ramen" and cnt["Ramen"] < 3:
            amt = rng.choice([50, 100, 25])
        rows.append([o, amt, status, f, l, t])
        if o:
            sums[o] += amt
            cnt[o] += 1
    # a big single donation to the runner-up that was refunded (chargeback) -> must not count
    rows.insert(45, ["Käsespätzle", 750, "refunded", "Anon", "", rows[44][5] + dt.timedelta(seconds=50)])
    # a big valid donation without poll choice
    rows.insert(70, ["", 250, "completed", "Gero", "Hahn", rows[69][5] + dt.timedelta(seconds=40)])
    gap = sums["Ramen"] - sums["Käsespätzle"]
    assert 750 > gap > 0.05 * sums["Käsespätzle"], (sums, gap)
    assert max(cnt, key=cnt.get) == "Ramen"

    def de(x):
        if float(x).is_integer():
            return str(int(x))
        return ("%g" % x).replace(".", ",")

    head = ["Donation ID", "Donor Name", "Donor Email", "Amount", "Currency", "Comment", "Reward", "Poll",
            "Poll Option", "Target", "Status", "Completed At", "Anonymous"]
    comments = ["", "", "", "Für die Fellnasen! <3", "RAMEN RAMEN RAMEN", "Spätzle oder ich geh", "grüße an den chat",
                "Hype!", "Für Bello aus dem Tierheim", "chili gegen die kälte"]
    out = [";".join(head)]
    did = 5123400
    for o, amt, st, f, l, tt in rows:
        did += rng.randint(1, 40)
        anon = f == "Anon" or rng.random() < 0.08
        out.append(";".join([str(did), "Anonymous" if anon else "%s %s" % (f, l),
                             "" if anon else "%s.%s@web.de" % (f.lower(), l.lower()), de(amt), "EUR",
                             rng.choice(comments), "", "Was kocht Lena im Finale?" if o else "", o, "", st,
                             tt.strftime("%d.%m.%Y %H:%M"), "WAHR" if anon else "FALSCH"]))
    write_bytes(name, ("\r\n".join(out) + "\r\n").encode("cp1252"))
    scores = {o: round(sums[o], 2) for o in opts}
    expect(name, "Tiltify (charity livestream fundraising), campaign -> Donations -> Export CSV, opened and "
                 "re-saved by Microsoft Excel (de-DE) as 'CSV (Trennzeichen-getrennt)'; a German streamer's "
                 "cooking charity stream with a donation poll",
           "Long format with points: one row per donation (id, donor, e-mail, amount, currency, comment, "
           "reward, poll question, poll option, target, status, time, anonymous flag); many donations without a "
           "poll option, one large refunded donation, amounts rewritten by Excel with a decimal comma and "
           "without trailing zeros.",
           "Partly checked: Tiltify campaign polls weight each option by the amount donated to it "
           "(theframedrops.com Tiltify guide, pages search); the export's column names are from memory. "
           "Excel de-DE re-save: Windows-1252, ';', CRLF, WAHR/FALSCH, dd.mm.yyyy hh:mm.",
           "sum of completed donation amounts per poll option (count of donations gives the same winner)",
           opts, scores,
           ["refunded 750 donation to the runner-up (would flip the result)", "donations without poll option (one of 250)",
            "amounts with decimal comma and no trailing zeros", "comments naming options",
            "Donation ID numbers"])


def main():
    for f in (f_youtube_data_tools, f_hexchat, f_phpbb, f_niconico, f_asterisk, f_polish_fixed, f_ghost,
              f_toornament, f_moreganize, f_directus, f_backerkit, f_beehiiv, f_spotify_xlsx, f_wbb_auction,
              f_tiltify):
        f()
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2, sort_keys=True)
        fh.write("\n")
    print("wrote %d files" % len(EXPECTED))


if __name__ == "__main__":
    main()
