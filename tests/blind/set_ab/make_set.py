#!/usr/bin/env python3
"""Blind test set AB: media, entertainment and fandom exports.

Writes 15 files and expected.json next to this script. Deterministic: fixed seeds,
fixed xlsx document properties and fixed zip entry dates. Standard library + openpyxl.
Every winner and score in expected.json is computed here from the generated data.
"""
import csv
import io
import json
import os
import random
import re
import unicodedata
import zipfile
from collections import Counter, OrderedDict, defaultdict
from datetime import datetime, timedelta

import openpyxl
from openpyxl.styles import Alignment, Font, PatternFill

HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = OrderedDict()
FIXED_DT = datetime(2026, 11, 29, 10, 0, 0)


# ----------------------------------------------------------------- helpers
def write_text(name, text, encoding, bom=False, newline="\r\n"):
    text = text.replace("\r\n", "\n").replace("\n", newline)
    data = text.encode(encoding)
    if bom:
        if encoding.lower().replace("-", "") in ("utf8",):
            data = b"\xef\xbb\xbf" + data
        elif encoding.lower().replace("-", "") in ("utf16le",):
            data = b"\xff\xfe" + data
    with open(os.path.join(HERE, name), "wb") as fh:
        fh.write(data)


def csv_text(rows, delimiter=",", quoting=csv.QUOTE_MINIMAL, lineterminator="\n"):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter, quoting=quoting, lineterminator=lineterminator)
    for r in rows:
        w.writerow(r)
    return buf.getvalue()


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
                s = data.decode("utf-8")
                s = re.sub(r"(<dcterms:created[^>]*>)[^<]*(</dcterms:created>)", r"\g<1>2026-11-29T10:00:00Z\g<2>", s)
                s = re.sub(r"(<dcterms:modified[^>]*>)[^<]*(</dcterms:modified>)", r"\g<1>2026-11-29T10:00:00Z\g<2>", s)
                data = s.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 11, 29, 10, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            dst.writestr(zi, data)
    with open(os.path.join(HERE, name), "wb") as fh:
        fh.write(out.getvalue())


def top(scores):
    """Unique argmax; raises if tied."""
    items = sorted(scores.items(), key=lambda kv: -kv[1])
    assert len(items) >= 2 and items[0][1] > items[1][1], ("tie or too few", items[:3])
    return items[0][0]


def argmax_any(scores):
    return sorted(scores.items(), key=lambda kv: -kv[1])[0][0]


def entry(name, tool, shape, evidence, winner, candidates, scores, question, traps,
          aliases=None, ask=False, acceptable=None, ask_because=None):
    e = OrderedDict()
    e["tool"] = tool
    e["shape"] = shape
    e["format_evidence"] = evidence
    e["answer"] = "ask" if ask else "winner"
    e["winner"] = None if ask else winner
    if aliases:
        e["winner_aliases"] = aliases
    e["acceptable"] = acceptable if ask else None
    e["ask_because"] = ask_because if ask else None
    e["question"] = question
    e["candidates"] = candidates
    e["scores"] = scores
    e["traps"] = traps
    EXPECTED[name] = e


def rnd_pick(rng, weights):
    labels = list(weights)
    return rng.choices(labels, weights=[weights[k] for k in labels])[0]


# ======================================================================
# 1. TwitchDownloader chat text export (streamer community vote)
# ======================================================================
def f01_twitch():
    name = "TwitchDownloader_chat_v2291840735_quillfeather_marathon_vote.txt"
    rng = random.Random(101)
    options = OrderedDict([("hk", "Hollow Knight"), ("celeste", "Celeste"), ("wilds", "Outer Wilds"),
                           ("tunic", "Tunic"), ("hades", "Hades II")])
    nick_a = ["pixel", "moss", "crow", "lumen", "ember", "frost", "nova", "tide", "quartz", "fable",
              "echo", "juniper", "velvet", "cobalt", "maple", "onyx", "sparrow", "rune", "saffron", "delta"]
    nick_b = ["_fox", "wren", "Bean", "_gg", "42", "kid", "Loaf", "_irl", "Byte", "owl", "88", "Puff", "_tv", "Moth"]
    users = []
    while len(users) < 78:
        u = rng.choice(nick_a) + rng.choice(nick_b)
        if rng.random() < 0.4:
            u = u.capitalize()
        if u.lower() not in [x.lower() for x in users]:
            users.append(u)
    voters = users[:66]
    chatters = users[66:]
    # first votes (the rule): Celeste ahead overall, but Hollow Knight leads the early part
    first_weights_early = {"hk": 5, "celeste": 2, "wilds": 2, "tunic": 1, "hades": 1}
    first_weights_late = {"hk": 1, "celeste": 5, "wilds": 2, "tunic": 1, "hades": 2}
    events = []  # (seconds, user, message)
    t0 = 1 * 3600 + 42 * 60 + 10
    # pre-open mod test
    events.append((t0 - 300, "Quillfeather", "ok chat, vote in a sec. testing the bot"))
    events.append((t0 - 290, "gremlin_mod", "!vote tunic"))
    events.append((t0 - 285, "FeatherBot", "No vote is open right now."))
    events.append((t0, "FeatherBot", "VOTE OPEN: which game for the 24h charity marathon? Type !vote hk (Hollow Knight) | "
                                       "!vote celeste (Celeste) | !vote wilds (Outer Wilds) | !vote tunic (Tunic) | "
                                       "!vote hades (Hades II). One vote per person, your FIRST vote counts, changes are ignored. Closes in 15 minutes."))
    first = {}
    t = t0 + 5
    order = voters[:]
    rng.shuffle(order)
    for i, u in enumerate(order):
        t += rng.randint(4, 14)
        w = first_weights_early if i < len(order) * 0.45 else first_weights_late
        k = rnd_pick(rng, w)
        first[u] = k
        spell = rng.choice(["!vote %s", "!vote %s", "!Vote %s", "!vote %s pls", "!VOTE %s"]) % (k if rng.random() < 0.8 else k.upper())
        events.append((t, u, spell))
        if rng.random() < 0.25:
            events.append((t + rng.randint(1, 3), rng.choice(chatters), rng.choice([
                "LUL", "the marathon is gonna be so good", "Celeste at hour 20 would be pain", "hk hk hk",
                "when does the marathon start?", "donated 5 for the cause", "Pog", "what's the charity this year?"])))
    # vote changers (ignored by the rule): several switch to Hollow Knight / Hades II
    changers = [u for u in order if first[u] in ("celeste", "wilds", "tunic")][:9]
    t_mid = t
    for u in changers:
        t += rng.randint(6, 20)
        events.append((t, u, "!vote hk" if rng.random() < 0.7 else "!vote hades"))
    # spammers repeating their vote
    spam = [u for u in order if first[u] == "hk"][:3] + [u for u in order if first[u] == "hades"][:2]
    for u in spam:
        for _ in range(rng.randint(4, 7)):
            t += rng.randint(2, 9)
            events.append((t, u, "!vote " + first[u]))
    # invalid options
    for u in chatters[:4]:
        t += rng.randint(3, 11)
        events.append((t, u, rng.choice(["!vote minecraft", "!vote elden ring", "!vote celest", "!votes hk"])))
    events.sort(key=lambda e: e[0])
    # interim bot tally at ~45% of voting time: all !vote lines counted so far by a naive bot? no - the bot
    # counts first votes so far; insert it at the position after 45% of first votes
    cut_user = order[int(len(order) * 0.45)]
    cut_time = [e[0] for e in events if e[1] == cut_user and e[2].lower().startswith("!vote")][0]
    so_far = Counter(first[u] for u in order[: int(len(order) * 0.45)])
    tally_msg = "Current standings: " + ", ".join(
        "%s %d" % (options[k], so_far.get(k, 0)) for k in sorted(options, key=lambda k: -so_far.get(k, 0)))
    events.append((cut_time + 1, "FeatherBot", tally_msg))
    t_close = max(e[0] for e in events) + 20
    events.append((t_close, "FeatherBot", "VOTE CLOSED. Mods are counting, result after the break! (late votes won't count)"))
    events.append((t_close + 6, rng.choice(voters), "!vote hk"))
    events.append((t_close + 9, rng.choice(voters), "!vote hades"))
    events.append((t_close + 30, "Quillfeather", "brb 5 min, hydrate chat"))
    events.sort(key=lambda e: e[0])

    def ts(s):
        return "[%d:%02d:%02d]" % (s // 3600, (s // 60) % 60, s % 60)
    lines = ["%s %s: %s" % (ts(s), u, m) for s, u, m in events]
    write_text(name, "\n".join(lines) + "\n", "utf-8", bom=False, newline="\r\n")

    # --- answer from the generated lines (rule: first valid vote per user, inside the window)
    first_count = Counter()
    seen = set()
    all_count = Counter()
    last_vote = {}
    for s, u, m in events:
        if u in ("FeatherBot",) or s <= t0 or s >= t_close:
            continue
        mm = re.match(r"!vote (\w+)", m, re.I)
        if not mm or mm.group(1).lower() not in options:
            continue
        k = mm.group(1).lower()
        all_count[options[k]] += 1
        last_vote[u] = options[k]
        if u not in seen:
            seen.add(u)
            first_count[options[k]] += 1
    scores = {options[k]: first_count.get(options[k], 0) for k in options}
    win = top(scores)
    naive = argmax_any(all_count)
    last_w = argmax_any(Counter(last_vote.values()))
    interim = options[argmax_any(so_far)]
    assert naive != win and interim != win, (win, naive, interim)
    entry(name,
          "TwitchDownloader (lay295, Windows GUI/CLI), Chat Download of a past broadcast (VOD) with output format 'Text' and "
          "relative timestamps; a variety streamer's moderators download the VOD chat to count the community vote on the game "
          "for the 24-hour charity marathon.",
          "Plain-text chat log, one message per line '[h:mm:ss] user: message', with the bot's announcement and rule, "
          "!vote commands in several spellings, vote changers, spammers, invalid options, an interim bot tally and late votes.",
          "Checked: TwitchDownloader's README (lay295/TwitchDownloader) says chat can be downloaded 'in either a JSON with all "
          "the information or a simple text file'. The exact line layout ('[0:12:34] name: message' with relative timestamps) "
          "and UTF-8 without BOM with CRLF are from memory, unverified. The bot and its messages are invented.",
          win, list(options.values()), scores,
          "Count each chatter's FIRST valid '!vote' between 'VOTE OPEN' and 'VOTE CLOSED' (the bot's stated rule); most votes wins.",
          ["counting every !vote line (spammers) gives %s" % naive,
           "the interim 'Current standings' bot message shows %s ahead" % interim,
           "vote changers (later votes are ignored; last-vote count gives %s)" % last_w,
           "a mod's test vote before the vote opened and late votes after it closed",
           "invalid options ('!vote minecraft', 'celest') and mixed case"],
          aliases=["celeste"] if win == "Celeste" else None)
    return win


# ======================================================================
# 2. Challonge participants list pasted into Czech Excel, CSV (cp1250, ;)
# ======================================================================
def f02_challonge():
    name = "Challonge_Podzimni_pohar_RL_2026_ucastnici_poradi.csv"
    teams = ["Žraloci Zlín", "Kladno Kickoffs", "Čerti z Brna", "Boost Bandits Ostrava", "Hradec Aerials",
             "Tým Šmoula", "Plzeň Pinchers", "Liberec Ledoborci", "Olomoucké Turbo", "Vyškov Flip Reset",
             "Jihlava Jet", "Pardubice Demo Squad", "Ústí Rockets", "Kroměříž Kickers", "Opava Overtime",
             "Děčín Dribblers"]
    # seed order = list order. Final ranks of a 16-team double elimination.
    final_rank = {"Kladno Kickoffs": 1, "Čerti z Brna": 2, "Žraloci Zlín": 3, "Hradec Aerials": 4,
                  "Boost Bandits Ostrava": 5, "Plzeň Pinchers": 5, "Tým Šmoula": 7, "Liberec Ledoborci": 7,
                  "Olomoucké Turbo": 9, "Vyškov Flip Reset": 9, "Jihlava Jet": 9, "Pardubice Demo Squad": 9,
                  "Ústí Rockets": 13, "Kroměříž Kickers": 13, "Opava Overtime": 13, "Děčín Dribblers": 13}
    # match and game W-L (runner-up came through the losers' bracket and has the most wins)
    mwl = {"Kladno Kickoffs": (5, 1), "Čerti z Brna": (7, 2), "Žraloci Zlín": (5, 2), "Hradec Aerials": (4, 2),
           "Boost Bandits Ostrava": (3, 2), "Plzeň Pinchers": (3, 2), "Tým Šmoula": (2, 2), "Liberec Ledoborci": (2, 2),
           "Olomoucké Turbo": (1, 2), "Vyškov Flip Reset": (1, 2), "Jihlava Jet": (1, 2), "Pardubice Demo Squad": (1, 2),
           "Ústí Rockets": (0, 2), "Kroměříž Kickers": (0, 2), "Opava Overtime": (0, 2), "Děčín Dribblers": (0, 2)}
    gwl = {"Kladno Kickoffs": (17, 8), "Čerti z Brna": (24, 11), "Žraloci Zlín": (16, 9), "Hradec Aerials": (13, 9),
           "Boost Bandits Ostrava": (10, 8), "Plzeň Pinchers": (11, 9), "Tým Šmoula": (8, 8), "Liberec Ledoborci": (7, 8),
           "Olomoucké Turbo": (5, 7), "Vyškov Flip Reset": (4, 7), "Jihlava Jet": (5, 8), "Pardubice Demo Squad": (4, 8),
           "Ústí Rockets": (2, 6), "Kroměříž Kickers": (1, 6), "Opava Overtime": (2, 6), "Děčín Dribblers": (0, 6)}

    def ordinal(n):
        return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, "%dth" % n)
    rows = [["Podzimní pohár Rocket League 2026 – CZ/SK komunita"],
            ["Rocket League · 3v3 · Double Elimination · 16 týmů · Dokončeno"],
            ["challonge.com/cz_rl_podzim26"],
            [],
            ["Seed", "Participant", "Final Rank", "Match W-L", "Game W-L", "Check-in"]]
    for i, tname in enumerate(teams, 1):
        mw, ml = mwl[tname]
        gw, gl = gwl[tname]
        rows.append([str(i), tname, ordinal(final_rank[tname]), "%d - %d" % (mw, ml), "%d - %d" % (gw, gl), "ano"])
    rows.append(["", "Hanácké Hurikány", "DQ", "0 - 0", "0 - 0", "ne"])
    rows.append([])
    rows.append(["Pozn.: zkopírováno ze stránky turnaje (Participants), tým Hanácké Hurikány diskvalifikován – neodbavil se."])
    write_text(name, csv_text(rows, delimiter=";"), "cp1250", newline="\r\n")

    scores = {tname: final_rank[tname] for tname in teams}
    win = min(scores, key=lambda k: scores[k])
    assert sorted(scores.values())[0] < sorted(scores.values())[1]
    most_wins = max(teams, key=lambda k: mwl[k][0])
    assert most_wins != win and teams[0] != win
    entry(name,
          "Challonge (bracket and tournament site), finished tournament → Participants tab (seed order, with final rank) "
          "selected in the browser, pasted into Microsoft Excel (Czech) and saved as 'CSV (oddělený středníkem)'; a Czech/"
          "Slovak Rocket League community's autumn cup.",
          "Results sheet in seed order: three title lines, then Seed / Participant / Final Rank ('1st', '2nd', '5th'…) / "
          "Match W-L / Game W-L / Check-in, a disqualified team without a seed, and a note below.",
          "From memory, unverified: Challonge's participant list shows seeds and, once a tournament is complete, each "
          "participant's final rank as an ordinal; the Match/Game W-L columns and the title lines are my approximation "
          "(search found only unrelated Swiss-system tools). Czech Excel writes ';'-separated Windows-1250 with CRLF.",
          win, teams, {k: v for k, v in scores.items()},
          "The team whose Final Rank is 1st won the cup (scores are final ranks, lower is better).",
          ["rows are in seed order: seed 1 (%s) finished 3rd" % teams[0],
           "the runner-up came through the losers' bracket and has the most match and game wins (%s)" % most_wins,
           "tied ranks (5th, 7th, 9th, 13th) and ordinal text '1st'",
           "a disqualified team (DQ) without a seed, and a note line below",
           "Windows-1250 with Czech diacritics"])
    return win


# ======================================================================
# 3. FrontlineSMS messages export (Kenyan community radio SMS vote)
# ======================================================================
def f03_frontlinesms():
    name = "FrontlineSMS_messages_WIMBO_poll_RadioJamii_wk45.csv"
    rng = random.Random(303)
    songs = ["NYOTA", "PENDO", "SAFARI", "MVUA", "BARABARA"]
    weights = {"NYOTA": 31, "PENDO": 24, "SAFARI": 27, "MVUA": 11, "BARABARA": 9}
    station = "+254700123456"
    rows = [["Message ID", "Type", "Date", "Sender Name", "Sender Number", "Recipient Number", "Message", "Activity", "Status"]]
    base = datetime(2026, 11, 6, 17, 0, 0)
    msgs = []
    numbers = []
    while len(numbers) < 150:
        n = "+2547%02d%06d" % (rng.choice([10, 11, 12, 20, 22, 23, 40, 57, 68, 90, 95]), rng.randint(0, 999999))
        if n not in numbers:
            numbers.append(n)
    names = ["", "", "", "Achieng O.", "Baraka", "Mama Wanjiru", "Otieno", "Kip", "Nafula", "Auma", "Mwangi J."]
    first_vote = {}
    t = base
    for i, n in enumerate(numbers):
        t += timedelta(seconds=rng.randint(20, 140))
        s = rnd_pick(rng, weights)
        first_vote[n] = s
        txt = rng.choice(["WIMBO %s", "Wimbo %s", "wimbo %s", "WIMBO %s", "WIMBO %s!!", "wimbo  %s asante DJ"]) % (
            s if rng.random() < 0.6 else s.capitalize() if rng.random() < 0.7 else s.lower())
        msgs.append((t, "Received", rng.choice(names), n, station, txt))
        msgs.append((t + timedelta(seconds=3), "Sent", "", station, n,
                     "Asante! Kura yako ya %s imepokelewa. Kura moja tu kwa kila namba - kura ya kwanza ndiyo inahesabiwa. Radio Jamii 98.4" % s))
    # superfans texting again and again for PENDO (and a few for MVUA)
    fans = [n for n in numbers if first_vote[n] == "PENDO"][:6] + [n for n in numbers if first_vote[n] == "MVUA"][:2]
    for n in fans:
        for _ in range(rng.randint(3, 5)):
            t2 = base + timedelta(seconds=rng.randint(600, 18000))
            txt = "WIMBO " + first_vote[n]
            msgs.append((t2, "Received", "", n, station, txt))
            msgs.append((t2 + timedelta(seconds=3), "Sent", "", station, n,
                         "Samahani, umeshapiga kura. Kura moja tu kwa kila namba. Radio Jamii 98.4"))
    # station tests and junk
    msgs.append((base - timedelta(minutes=30), "Received", "Studio test", "+254700123450", station, "TEST WIMBO MVUA"))
    msgs.append((base - timedelta(minutes=29), "Received", "Studio test", "+254700123450", station, "test wimbo mvua 2"))
    msgs.append((base + timedelta(hours=1, minutes=3), "Received", "", "+254722000111", station, "Salamu kwa wote wanaosikiliza kutoka Kondele"))
    msgs.append((base + timedelta(hours=2), "Received", "", "+254711880022", station, "Nataka kujua bei ya tangazo"))
    msgs.sort(key=lambda m: m[0])
    for i, (tt, typ, nm, frm, to, txt) in enumerate(msgs, 1):
        act = "Poll: Wimbo wa Wiki 45" if txt.lower().startswith(("wimbo", "asante", "samahani")) else ""
        rows.append([str(48210 + i), typ, tt.strftime("%Y-%m-%d %H:%M:%S.0"), nm, frm, to, txt, act,
                     "Delivered" if typ == "Sent" else "Received"])
    write_text(name, csv_text(rows, quoting=csv.QUOTE_ALL, lineterminator="\n"), "utf-8", newline="\n")

    # answer: first received vote per number (excluding station test numbers)
    cnt = Counter()
    seen = set()
    naive = Counter()
    for tt, typ, nm, frm, to, txt in msgs:
        if typ != "Received":
            continue
        m = re.match(r"\s*wimbo\s+([a-z]+)", txt, re.I)
        if not m or frm.startswith("+25470012345"):
            continue
        s = m.group(1).upper()
        naive[s] += 1
        if frm not in seen:
            seen.add(frm)
            cnt[s] += 1
    scores = {s: cnt.get(s, 0) for s in songs}
    win = top(scores)
    nv = argmax_any(naive)
    any_mention = Counter()
    for tt, typ, nm, frm, to, txt in msgs:
        for s in songs:
            if s.lower() in txt.lower():
                any_mention[s] += 1
    assert nv != win, (win, nv, naive, scores)
    entry(name,
          "FrontlineSMS (desktop SMS hub with a GSM modem), Messages → Export (CSV) of the inbox and sent items, for a "
          "'Poll' activity with keyword WIMBO; a Kenyan community radio station's weekly listener vote 'Wimbo wa Wiki' "
          "(song of the week).",
          "One SMS per row with metadata: id, type (Received/Sent), Java timestamp, sender name and number, recipient, "
          "text, activity, status; votes arrive as 'WIMBO <title>' in many spellings, each answered by an auto-reply.",
          "Partly checked: stored open-source SMS tools (Freedom Fone's message export: 'Date and Time / Message / Sender / "
          "Type') show the usual one-row-per-message CSV; FrontlineSMS itself only surfaced as source headers. FrontlineSMS's "
          "own column titles, QUOTE_ALL, the '.0' Java timestamp and the poll/auto-reply wording are from memory or invented, "
          "unverified. UTF-8 without BOM, LF.",
          win, songs, scores,
          "One vote per phone number (the auto-reply says only the first vote counts); count each number's first "
          "'WIMBO <title>' message; studio test numbers excluded.",
          ["superfans texting the same vote many times: counting every message gives %s" % nv,
           "auto-replies (Sent) repeat the song name; counting every mention gives %s" % argmax_any(any_mention),
           "studio test messages 'TEST WIMBO MVUA' from the station's own number",
           "titles in upper, lower and mixed case with extra words ('wimbo  nyota asante DJ')",
           "unrelated listener messages without a vote"],
          aliases=[win.capitalize(), win.lower()])
    return win


# ======================================================================
# 4. vBulletin poll results (Greek TV-series fan forum), Notepad ANSI cp1253
# ======================================================================
def f04_vbulletin():
    name = "vBulletin_δημοσκόπηση_αγαπημένος_χαρακτήρας_Φάρος_σεζόν3.txt"
    chars = OrderedDict([("Μαρίνα Καλλέργη", 61), ("Στάθης Ντόκος", 74), ("Η γιαγιά Ασημίνα", 58),
                         ("Λευτέρης Μαυρογένης", 39), ("Ο Καπετάν Ζήσης", 33), ("Αλεξάνδρα Βλάχου", 21),
                         ("Άλλος (γράψτε στο νήμα)", 9)])
    voters = 187
    old_poll = OrderedDict([("Μαρίνα Καλλέργη", 96), ("Στάθης Ντόκος", 41), ("Η γιαγιά Ασημίνα", 77), ("Λευτέρης Μαυρογένης", 30)])
    total_votes = sum(chars.values())
    lines = []
    lines.append("Το Φόρουμ της Σειράς «Ο Φάρος» > Σεζόν 3 > Δημοσκοπήσεις")
    lines.append("Προβολή Αποτελεσμάτων Δημοσκόπησης: Ποιος ήταν ο αγαπημένος σας χαρακτήρας στη 3η σεζόν; (έως 2 επιλογές)")
    lines.append("")
    for c, v in chars.items():
        pct = 100.0 * v / voters
        lines.append("%s\t%d\t%s%%" % (c, v, ("%.2f" % pct).replace(".", ",")))
    lines.append("Ψηφοφόροι: %d. Δεν μπορείτε να ψηφίσετε σε αυτή τη δημοσκόπηση" % voters)
    lines.append("Δημοσκόπηση πολλαπλής επιλογής.")
    lines.append("")
    lines.append("Σελίδα 1 από 6\t1\t2\t3\t>\tΤελευταία »")
    lines.append("")
    lines.append("#1")
    lines.append("14-06-2026, 21:40")
    lines.append("kalypso_fan")
    lines.append("Συντονιστής\tΗμερομηνία εγγραφής: Μαρ 2019\tΜηνύματα: 4.812")
    lines.append("Η σεζόν τελείωσε, ώρα για την καθιερωμένη δημοσκόπηση! Μέχρι 2 επιλογές ο καθένας.")
    lines.append("Για σύγκριση, πέρσι (σεζόν 2) η δημοσκόπηση είχε βγάλει:")
    lines.append("Παράθεση:")
    for c, v in old_poll.items():
        lines.append("%s\t%d" % (c, v))
    lines.append("Ψηφοφόροι: 171")
    lines.append("")
    lines.append("#2")
    lines.append("14-06-2026, 22:05")
    lines.append("thalassini_77")
    lines.append("Μέλος\tΗμερομηνία εγγραφής: Ιαν 2024\tΜηνύματα: 212")
    lines.append("Μαρίνα και γιαγιά Ασημίνα από μένα. Ο Στάθης στο επεισόδιο 11 με έκανε να κλάψω όμως 😢")
    lines.append("")
    lines.append("#3")
    lines.append("15-06-2026, 09:12")
    lines.append("nikos_k")
    lines.append("Μέλος\tΗμερομηνία εγγραφής: Σεπ 2021\tΜηνύματα: 1.037")
    lines.append("Στάθης 100%. Και ψήφισα και τον Καπετάν Ζήση, 2 επιλογές είναι.")
    text = "\n".join(lines) + "\n"
    # Notepad 'ANSI' on a Greek Windows: the emoji cannot be saved and becomes '?'
    text = text.replace("😢", "??")
    write_text(name, text, "cp1253", newline="\r\n")
    scores = dict(chars)
    win = top(scores)
    combined = Counter(chars)
    combined.update(old_poll)
    assert argmax_any(old_poll) != win and argmax_any(combined) != win
    entry(name,
          "vBulletin (forum software, Greek language pack), a poll thread's 'View Poll Results' page together with the first "
          "posts selected in the browser, pasted into Windows Notepad and saved as ANSI (Windows-1253); a Greek TV drama's "
          "fan forum voting for the favourite character of season 3.",
          "Ready-made counts in a browser paste: breadcrumb and poll title, one line per option with votes and a percentage "
          "of voters (TAB-separated, decimal comma), the voters line and 'multiple-choice poll' note, then forum posts, one "
          "of which quotes last season's poll with different numbers.",
          "From memory, unverified: vBulletin 3/4 shows 'View Poll Results: <question>', each option with its votes and "
          "percentage, 'Voters: N. You may not vote on this poll' and 'Multiple Choice Poll.' for multi-choice polls; the "
          "Greek translations and the post header lines are my approximation (no stored page found). Windows-1253, CRLF; the "
          "emoji turned into '??' as Notepad's ANSI save does.",
          win, list(chars), scores,
          "Most votes in the season-3 poll (percentages are of voters, up to 2 choices each).",
          ["a post quotes last season's poll where %s led with 96" % argmax_any(old_poll),
           "percentages of voters add up to more than 100% (multiple choice)",
           "post metadata numbers (message counts '4.812', dates, '#1')",
           "an 'Other (write in the thread)' option",
           "Windows-1253 Greek with decimal commas"])
    return win


# ======================================================================
# 5. X (Twitter) poll thread, Japanese fan account bracket, Notepad ANSI cp932
# ======================================================================
def f05_x_polls():
    name = "X_推しキャラ最強決定戦2026_投票スレッド_貼り付け.txt"
    rng = random.Random(505)
    chars = ["朝霧リン", "黒瀬カナデ", "白石ユウ", "風見ソラ", "桐生アオイ", "日向ミツキ", "御影レン", "星野ハル"]
    # matches: (a, b, votes_a, votes_b)
    qf = [("朝霧リン", "星野ハル", 2412, 561), ("黒瀬カナデ", "御影レン", 1502, 1398),
          ("白石ユウ", "日向ミツキ", 1840, 1211), ("風見ソラ", "桐生アオイ", 1288, 1301)]
    sf = [("朝霧リン", "黒瀬カナデ", 1905, 1977), ("白石ユウ", "桐生アオイ", 2210, 1630)]
    fin = [("黒瀬カナデ", "白石ユウ", 2301, 2517)]
    lines = []

    def pct(a, b):
        pa = round(1000.0 * a / (a + b)) / 10.0
        return pa, round(1000 - pa * 10) / 10.0

    def poll_block(handle_time, text, a, b, va, vb):
        pa, pb = pct(va, vb)
        out = ["まほろば通信【公式ファン垢】", "@mahoroba_fanbox", "・", handle_time, text, a, "%.1f%%" % pa, b, "%.1f%%" % pb,
               "{:,}票 ・ 最終結果".format(va + vb), ""]
        return out

    lines += ["ポスト", "", "スレッド", ""]
    rounds = [("準々決勝", qf, ["10月27日", "10月27日", "10月28日", "10月28日"]),
              ("準決勝", sf, ["11月1日", "11月1日"]), ("決勝", fin, ["11月4日"])]
    for rname, matches, days in rounds:
        for i, (a, b, va, vb) in enumerate(matches):
            tag = "【推しキャラ最強決定戦2026】%s 第%d試合！" % (rname, i + 1) if rname != "決勝" else "【推しキャラ最強決定戦2026】いよいよ決勝戦！！ 24時間勝負です。RT・拡散よろしくお願いします"
            lines += poll_block(days[i], tag, a, b, va, vb)
            rp = rng.randint(12, 80)
            lines += ["%d" % rp, "%d" % rng.randint(100, 900), "%d" % rng.randint(300, 2500), "%s" % rng.choice(["1.2万", "8,431", "2.5万", "9,902"]), ""]
    lines += ["返信", "", "ゆずこ@聖地巡礼中", "@yuzuko_seichi", "・", "11月5日", "返信先: @mahoroba_fanbox さん",
              "リンちゃん準々決勝で81%とか圧勝だったのに準決勝で負けたの悔しい…でも優勝おめでとう！", "3", "41", "",
              "カナデ推し", "@kanade_oshi_7", "・", "11月5日", "返信先: @mahoroba_fanbox さん",
              "僅差だった！来年こそカナデ優勝🎉", "1", "12", ""]
    text = "\n".join(lines) + "\n"
    text = text.replace("🎉", "?")  # Notepad ANSI (CP932) cannot keep the emoji
    write_text(name, text, "cp932", newline="\r\n")
    # answer: the final's winner. scores = polls won
    wins = Counter()
    summed = Counter()
    best_pct = {}
    for rname, matches, days in rounds:
        for a, b, va, vb in matches:
            w = a if va > vb else b
            wins[w] += 1
            pa, pb = pct(va, vb)
            summed[a] += pa
            summed[b] += pb
            best_pct[a] = max(best_pct.get(a, 0), pa)
            best_pct[b] = max(best_pct.get(b, 0), pb)
    scores = {c: wins.get(c, 0) for c in chars}
    a, b, va, vb = fin[0]
    win = a if va > vb else b
    assert top(scores) == win
    assert argmax_any(best_pct) != win
    first_poll_winner = qf[0][0] if qf[0][2] > qf[0][3] else qf[0][1]
    assert first_poll_winner != win
    entry(name,
          "X (formerly Twitter) web app, a fan account's thread of two-option polls (a knockout bracket) selected in the "
          "browser, pasted into Windows Notepad and saved as ANSI (Shift_JIS / CP932); an anime fan community's "
          "'strongest favourite character' tournament.",
          "Seven finished polls in one pasted thread (quarter-finals, semi-finals, final), each with account lines, date, "
          "text, two options with percentages only and 'N票 ・ 最終結果', engagement counters under each post, and replies.",
          "From memory, unverified: X polls show only percentages per option plus the total ('3,118票・最終結果' in the "
          "Japanese UI) and the engagement counts below each post; the exact line breaks of a browser paste are my "
          "approximation. CP932 with CRLF as Notepad's ANSI save on Japanese Windows; the emoji became '?'.",
          win, chars, scores,
          "The winner of the final poll (決勝) wins the tournament; scores = polls won across the bracket.",
          ["the first poll in the paste (quarter-final 1) was won by %s" % first_poll_winner,
           "the single highest percentage (81%%) belongs to %s, who lost in the semi-final" % argmax_any(best_pct),
           "percent-only results with the vote total on a separate line",
           "engagement counters (replies, reposts, likes, views '1.2万') under every poll",
           "a reply congratulating a different character's fans"])
    return win


# ======================================================================
# 6. Zeeg group meeting poll pasted into German Excel, 'Unicode-Text' (UTF-16 LE)
# ======================================================================
def f06_zeeg():
    name = "Zeeg_Umfrage_Live-Aufzeichnung_Abspann_Filmpodcast_Dezember.txt"
    slots = ["Do., 3. Dez. 2026, 19:30 – 21:30", "Fr., 4. Dez. 2026, 20:00 – 22:00", "Sa., 5. Dez. 2026, 18:00 – 20:00",
             "Do., 10. Dez. 2026, 19:30 – 21:30", "Fr., 11. Dez. 2026, 20:00 – 22:00", "Sa., 12. Dez. 2026, 18:00 – 20:00"]
    J, W, N, E = "Ja", "Wenn nötig", "Nein", ""
    people = OrderedDict([
        ("Lena Hartmann (Organisatorin)", [J, J, N, J, W, J]),
        ("Timo Brandl", [J, N, J, W, J, N]),
        ("Aylin Demir", [W, J, J, J, N, W]),
        ("Jonas Petzold", [J, J, N, W, J, J]),
        ("Mareike Stein (Technik)", [N, J, W, W, J, W]),
        ("Ole Fischer", [J, W, J, W, N, J]),
        ("Bar „Kinokneipe Lindenau“", [N, J, J, J, W, N]),
        ("Friederike Lang (Gast)", [J, W, W, W, J, N]),
        ("Sami Aydın (Gast)", [E, E, E, E, E, E]),
    ])
    lines = ["Live-Aufzeichnung Folge 150 – Abspann. Der Filmpodcast", "Gruppenumfrage · organisiert von Lena Hartmann",
             "Dauer: 2 Std. · Ort: Kinokneipe Lindenau, Leipzig", "Abstimmung läuft bis 20.11.2026", "",
             "\t".join(["Teilnehmer"] + slots)]
    for p, ans in people.items():
        lines.append("\t".join([p] + ans))
    lines.append("")
    lines.append("Legende: Ja = passt · Wenn nötig = ginge zur Not · Nein = passt nicht · leer = noch nicht abgestimmt")
    write_text(name, "\n".join(lines) + "\n", "utf-16-le", bom=True, newline="\r\n")
    scores, yes_only, yes_full = {}, {}, {}
    for i, s in enumerate(slots):
        col = [a[i] for a in people.values()]
        scores[s] = col.count(J) + 0.5 * col.count(W)
        yes_only[s] = col.count(J)
        yes_full[s] = col.count(J) + col.count(W)
    win = top(scores)
    yo = sorted(yes_only.values(), reverse=True)
    assert argmax_any(yes_full) != win or sorted(yes_full.values())[-1] == sorted(yes_full.values())[-2]
    assert yo[0] == yo[1] or argmax_any(yes_only) != win
    entry(name,
          "Zeeg (zeeg.me, German scheduling service), group meeting poll ('Gruppenumfrage') results table selected in the "
          "browser, pasted into Microsoft Excel (German) and saved as 'Unicode-Text (*.txt)'; a film podcast choosing the "
          "evening of its live recording of episode 150 in a Leipzig bar.",
          "Scheduling poll: four title lines, then participants × six evening slots with Ja / Wenn nötig / Nein / empty, a "
          "participant who has not answered, and a legend line.",
          "From memory, unverified (no stored page on Zeeg's polls was found): the German answer words, the slot labels "
          "and the title lines are my approximation of a Doodle-style group poll. Excel's 'Unicode-Text' is UTF-16 LE with "
          "BOM, TAB-separated, CRLF.",
          win, slots, scores,
          "Ja = 1, Wenn nötig = 0.5, Nein/empty = 0; the slot with the highest total.",
          ["counting 'Wenn nötig' as a full yes gives %s" % argmax_any(yes_full),
           "counting only 'Ja' leaves a tie at the top (%d)" % yo[0],
           "a guest who has not answered (all cells empty)",
           "a title block of four lines and a legend line below",
           "UTF-16 LE with TAB separators"])
    return win


# ======================================================================
# 7. Eventpop attendee export re-saved by Thai Excel (cp874)
# ======================================================================
def f07_eventpop():
    name = "Eventpop_attendees_SunAndMoon_FanMeeting_Bangkok_2026.csv"
    rng = random.Random(707)
    songs = ["ดวงดาวกลางใจ", "ฝนแรก", "เพียงเธอ", "คืนที่ไม่มีจันทร์", "ทางกลับบ้าน"]
    w_paid = {"ดวงดาวกลางใจ": 24, "ฝนแรก": 30, "เพียงเธอ": 16, "คืนที่ไม่มีจันทร์": 20, "ทางกลับบ้าน": 10}
    w_bad = {"ดวงดาวกลางใจ": 70, "ฝนแรก": 5, "เพียงเธอ": 10, "คืนที่ไม่มีจันทร์": 10, "ทางกลับบ้าน": 5}
    first = ["ณัฐธิดา", "พิมพ์ชนก", "กมลชนก", "ธนพร", "ศิริพร", "อรอุมา", "ปวีณา", "วรรณิดา", "ชลธิชา", "สุภาวดี",
             "ภัทรา", "จิราพร", "นภัสสร", "กัญญา", "ธีรวัฒน์", "ณัฐพล", "อนุชา", "พัชรินทร์", "มณีรัตน์", "วิภาวี"]
    last = ["สุขสวัสดิ์", "ทองดี", "ศรีสมบัติ", "แก้วมณี", "วงศ์ไทย", "จันทร์เพ็ญ", "บุญมา", "พรหมวงศ์", "สายทอง", "ใจดี"]
    header = ["Order ID", "Ticket ID", "Ticket Type", "ชื่อ", "นามสกุล", "อีเมล", "เบอร์โทรศัพท์", "วันที่สั่งซื้อ",
              "สถานะ", "เช็คอิน", "เพลงที่อยากให้ร้องช่วงอังกอร์", "ไซซ์เสื้อ"]
    rows = [header]
    count = Counter()
    with_bad = Counter()
    oid = 8820410
    day0 = datetime(2026, 9, 1, 10, 0)
    n_orders = 0
    while len(rows) < 181:
        n_orders += 1
        oid += rng.randint(3, 60)
        status = rng.choices(["ชำระเงินแล้ว", "คืนเงินแล้ว", "ยกเลิก"], weights=[86, 9, 5])[0]
        nt = rng.choices([1, 2, 3], weights=[70, 24, 6])[0]
        tt = rng.choices(["VIP (Hi-Touch)", "Regular", "Early Bird"], weights=[20, 60, 20])[0]
        when = day0 + timedelta(minutes=rng.randint(0, 60 * 24 * 40))
        for k in range(nt):
            fn, ln = rng.choice(first), rng.choice(last)
            mail = "%s%d@%s" % (rng.choice(["fah", "ploy", "mint", "bam", "june", "earn", "praew", "nune", "gift", "pim"]),
                                rng.randint(1, 999), rng.choice(["gmail.com", "hotmail.com", "yahoo.co.th"]))
            phone = "0%d-%03d-%04d" % (rng.choice([8, 9, 6]) * 10 + rng.randint(0, 9), rng.randint(0, 999), rng.randint(0, 9999))
            good = status == "ชำระเงินแล้ว"
            song = rnd_pick(rng, w_paid if good else w_bad)
            if rng.random() < 0.06:
                song = ""
            checkin = ("เช็คอินแล้ว" if rng.random() < 0.9 else "") if good else ""
            # Thai Excel writes dates in the Buddhist calendar (2569 = 2026)
            d = "%d/%d/%d %02d:%02d" % (when.day, when.month, when.year + 543, when.hour, when.minute)
            rows.append(["EP%d" % oid, "T%d-%d" % (oid, k + 1), tt, fn, ln, mail, phone, d,
                         status, checkin, song, rng.choice(["S", "M", "L", "XL", "M", "L"])])
            if song:
                with_bad[song] += 1
                if good:
                    count[song] += 1
    write_text(name, csv_text(rows, lineterminator="\n"), "cp874", newline="\r\n")
    scores = {s: count.get(s, 0) for s in songs}
    win = top(scores)
    assert argmax_any(with_bad) != win, (win, with_bad, scores)
    tt_count = Counter(r[2] for r in rows[1:])
    entry(name,
          "Eventpop (Thai event-ticketing platform), organiser back office → event → Attendees → Export, opened in "
          "Microsoft Excel (Thai) and saved as 'CSV (Comma delimited)'; a Thai series' fan meeting in Bangkok whose ticket "
          "form asked which song the two leads should sing in the encore.",
          "One ticket per row with metadata: order and ticket ids, ticket type, Thai names, e-mail, phone, order date in "
          "the Buddhist calendar, status (paid / refunded / cancelled), check-in, the encore-song question and T-shirt size.",
          "From memory, unverified (search not done for Eventpop): the attendee export's columns are my approximation; "
          "Thai Excel saves 'CSV (Comma delimited)' in Windows-874 with CRLF, and a Thai-locale Excel shows years in the "
          "Buddhist era (2569).",
          win, songs, scores,
          "Count the encore-song answers of tickets whose status is paid (ชำระเงินแล้ว); refunded and cancelled tickets "
          "do not attend and do not count.",
          ["refunded (คืนเงินแล้ว) and cancelled (ยกเลิก) tickets: counting them gives %s" % argmax_any(with_bad),
           "several tickets per order (one answer per ticket holder)",
           "Ticket Type column is the most repeated categorical value (%s)" % argmax_any(tt_count),
           "Buddhist-era dates (2569) and Thai script in Windows-874",
           "empty answers"])
    return win


# ======================================================================
# 8. Festhome jury evaluations workbook (ASK: two sections)
# ======================================================================
def f08_festhome():
    name = "Festhome_Jurado_Valoraciones_XV_Festival_Cortos_Albacete_2026.xlsx"
    jurors = ["Carmen Ródenas", "Iñaki Goikoetxea", "Lucía Ferrándiz", "Marc Puigdemont"]
    films = [
        ("Ficción", 4411, "La última sesión", "Paula Escribano", "España", "14:20", [8, 9, 8, 9]),
        ("Ficción", 4418, "Los cuerpos del verano", "Andrés Molina", "España", "17:05", [7, 8, 7, 7]),
        ("Ficción", 4425, "Nadie baila en Teruel", "Marta Gil Ocaña", "España", "12:40", [9, 8, 9, None]),
        ("Ficción", 4431, "Ruido blanco", "Tomás Ibarra", "Argentina", "19:55", [6, 7, 8, 6]),
        ("Ficción", 4436, "Madre de agua", "Inés Cabral", "Portugal", "15:10", [8, 7, 7, 8]),
        ("Documental", 4512, "El último afilador", "Jorge Vidal", "España", "22:30", [9, 9, 8, 9]),
        ("Documental", 4519, "Las voces del embalse", "Noelia Prats", "España", "18:15", [8, 8, 9, 8]),
        ("Documental", 4523, "Trashumancia", "Óscar Lerma", "España", "24:00", [7, 8, 8, 7]),
        ("Documental", 4530, "Frontera norte", "Daniela Ruiz", "México", "16:45", [8, 7, 7, 7]),
    ]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Valoraciones"
    ws["A1"] = "XV Festival Internacional de Cortometrajes de Albacete 2026 — Valoraciones del jurado"
    ws["A1"].font = Font(bold=True, size=13)
    ws.merge_cells("A1:L1")
    ws["A2"] = "Exportado de Festhome · Sección oficial · Escala 1–10 · '—' = el jurado se abstiene (conflicto de interés)"
    ws.merge_cells("A2:L2")
    ws["A3"] = "Premios: Mejor Cortometraje de Ficción y Mejor Cortometraje Documental (cada sección se falla por separado)"
    ws.merge_cells("A3:L3")
    hdr = ["Sección", "ID inscripción", "Título", "Dirección", "País", "Duración"] + jurors + ["Nº valoraciones", "Media"]
    for c, h in enumerate(hdr, 1):
        cell = ws.cell(row=5, column=c, value=h)
        cell.font = Font(bold=True)
        cell.fill = PatternFill("solid", fgColor="DDEBF7")
    r = 6
    means = {}
    for sec, fid, title, dirn, country, dur, marks in films:
        vals = [sec, fid, title, dirn, country, dur] + [m if m is not None else "—" for m in marks]
        got = [m for m in marks if m is not None]
        mean = round(sum(got) / len(got), 2)
        means[title] = (sec, mean, sum(got))
        vals += [len(got), mean]
        for c, v in enumerate(vals, 1):
            ws.cell(row=r, column=c, value=v)
        ws.cell(row=r, column=12).number_format = "0.00"
        r += 1
    for col, wdt in zip("ABCDEFGHIJKL", [12, 14, 28, 20, 11, 10, 16, 18, 16, 17, 15, 9]):
        ws.column_dimensions[col].width = wdt
    ws2 = wb.create_sheet("Jurado")
    ws2.append(["Jurado", "Perfil", "Secciones"])
    for j, prof in zip(jurors, ["Directora de fotografía", "Productor", "Crítica (El Digital de Albacete)", "Montador"]):
        ws2.append([j, prof, "Ficción, Documental"])
    save_xlsx(wb, name)
    fic = {t: m for t, (s, m, _) in means.items() if s == "Ficción"}
    doc = {t: m for t, (s, m, _) in means.items() if s == "Documental"}
    wf, wd = top(fic), top(doc)
    overall = top({t: m for t, (s, m, _) in means.items()})
    sums_fic = {t: sm for t, (s, m, sm) in means.items() if s == "Ficción"}
    assert argmax_any(sums_fic) != wf
    entry(name,
          "Festhome (Spanish film-festival submission platform), festival account → Jury / evaluations → export to Excel "
          "by the festival's secretary; a short-film festival in Albacete whose jury marks the official selection in two "
          "sections.",
          "Rating grid: a merged three-line title block, then one row per film with section, entry id, title, director, "
          "country, running time, four jurors' marks 1–10 ('—' for an abstention), number of marks and mean; a second sheet "
          "lists the jurors.",
          "Partly checked: Festhome's FAQ for festivals (stored pages) describes festival sections/categories and separate "
          "user accounts for programmers and jurors who view the screeners. The evaluation export's layout, the mean column "
          "and the abstention mark are my own, unverified.",
          None, {"Ficción": list(fic), "Documental": list(doc)},
          {"Ficción": fic, "Documental": doc},
          "Highest mean jury mark within each section; the file announces two awards judged separately.",
          ["two sections with separate awards in one table",
           "the overall highest mean is %s" % overall,
           "an abstention '—' lowers the sum: sum of marks in Ficción gives %s" % argmax_any(sums_fic),
           "merged title block and a second sheet with jurors",
           "mean stored with two decimals"],
          ask=True, acceptable={"Ficción": wf, "Documental": wd},
          ask_because="The workbook holds two sections (fiction and documentary) with separate awards, so there are two winners, not one.")
    return (wf, wd)


# ======================================================================
# 9. Easypromos 'Pick your favourite' contest workbook (ASK: public vote vs jury)
# ======================================================================
def f09_easypromos():
    name = "Easypromos_Concurso_Maquetas_RadioCosta_2026_export.xlsx"
    rng = random.Random(909)
    entries = [
        (1001, "Los Náufragos", "Marea baja", "Cádiz", 412, "Aprobada"),
        (1002, "Alba Serrat", "Carretera secundaria", "Tarragona", 538, "Aprobada"),
        (1003, "Kerosene Club", "Luces de neón", "Málaga", 701, "Descalificada (votos fraudulentos)"),
        (1004, "Nerea y los Lunes", "Domingo en Almería", "Almería", 486, "Aprobada"),
        (1005, "Trópico Norte", "Huracán", "Huelva", 297, "Aprobada"),
        (1006, "Pau Llinàs", "Fills del vent", "Castelló", 355, "Aprobada"),
        (1007, "La Vela Rota", "Salitre", "Alicante", 229, "Aprobada"),
        (1008, "Desguace", "Motor en llamas", "Murcia", 183, "Rechazada (fuera de plazo)"),
    ]
    jury = {1001: [8, 9, 8], 1002: [7, 8, 7], 1003: [6, 7, 6], 1004: [8, 7, 7], 1005: [9, 9, 8],
            1006: [8, 8, 9], 1007: [7, 6, 7], 1008: [None, None, None]}
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Resumen"
    info = [("Promoción", "Concurso de Maquetas Radio Costa 2026"), ("ID de promoción", "#784512"),
            ("Aplicación", "Elige tu favorito (modo galería)"), ("Estado", "Finalizada"),
            ("Inicio", "01/09/2026 10:00"), ("Fin", "15/10/2026 23:59"), ("Participaciones", len(entries)),
            ("Votos totales", sum(e[4] for e in entries)), ("Países permitidos", "España"),
            ("Bases (punto 7)", "El ganador se decidirá teniendo en cuenta la votación popular y la valoración del jurado "
                                "de Radio Costa."),
            ("Nota", "Exportado el 16/10/2026. Hoja 'Participaciones' = votación popular; hoja 'Jurado' = notas del jurado.")]
    for i, (k, v) in enumerate(info, 1):
        ws.cell(row=i, column=1, value=k).font = Font(bold=True)
        ws.cell(row=i, column=2, value=v)
    ws.column_dimensions["A"].width = 22
    ws.column_dimensions["B"].width = 90
    ws2 = wb.create_sheet("Participaciones")
    ws2.append(["ID", "Fecha", "Nombre artístico", "Título de la canción", "Ciudad", "Email", "Votos", "Estado"])
    for fid, art, song, city, votes, status in entries:
        d = datetime(2026, 9, 1, 10) + timedelta(minutes=rng.randint(0, 60 * 24 * 30))
        ws2.append([fid, d.strftime("%d/%m/%Y %H:%M"), art, song, city,
                    "%s@%s" % (unicodedata.normalize("NFKD", art.lower().replace(" ", ".")).encode("ascii", "ignore").decode(),
                               rng.choice(["gmail.com", "hotmail.es", "yahoo.es"]))
                    , votes, status])
    for c in range(1, 9):
        ws2.cell(row=1, column=c).font = Font(bold=True)
    ws3 = wb.create_sheet("Jurado")
    ws3.append(["ID", "Nombre artístico", "Jurado 1 (Dirección musical)", "Jurado 2 (Locutora)", "Jurado 3 (Productor invitado)", "Total"])
    for fid, art, song, city, votes, status in entries:
        m = jury[fid]
        if m[0] is None:
            ws3.append([fid, art, "", "", "", "No valorada"])
        else:
            ws3.append([fid, art] + m + [sum(m)])
    for c in range(1, 7):
        ws3.cell(row=1, column=c).font = Font(bold=True)
    save_xlsx(wb, name)
    public = {e[1]: e[4] for e in entries if e[5] == "Aprobada"}
    juryt = {e[1]: sum(jury[e[0]]) for e in entries if jury[e[0]][0] is not None and e[5] == "Aprobada"}
    wp, wj = top(public), top(juryt)
    raw_pub = argmax_any({e[1]: e[4] for e in entries})
    assert wp != wj and raw_pub != wp
    entry(name,
          "Easypromos (Spanish platform for social-media contests), 'Pick your favourite' gallery contest → Participations → "
          "download to Excel, with a summary sheet and the jury's marks added by the station; a regional radio station's "
          "demo (maqueta) contest for local bands.",
          "Workbook with three sheets: a summary (promotion id, dates, totals, the rule that public vote and jury both "
          "count, no weights), the participations with public votes and status, and the jury's marks with totals.",
          "Partly checked: Easypromos' help centre (stored pages) describes the 'Pick your favourite' contest in gallery mode "
          "where users vote, promotion ids shown as '#', promotion status and country filters by IP. The sheet layout, "
          "column titles and the jury sheet are my own, unverified.",
          None, {"votación popular": list(public), "jurado": list(juryt)},
          {"votación popular": public, "jurado": juryt},
          "The bases say the winner takes into account both the public vote and the jury, without weights.",
          ["the most-voted entry (%s) is disqualified for fraudulent votes" % raw_pub,
           "an entry rejected as late, not marked by the jury",
           "two sheets with different measures (votes vs marks) and no stated weighting",
           "first sheet is a summary with a total of votes"],
          ask=True, acceptable={"votación popular (sin descalificadas)": wp, "jurado": wj},
          ask_because="The public vote and the jury's marks point to different bands and the bases combine them without saying how.")
    return (wp, wj)


# ======================================================================
# 10. Judgify score export re-saved by Excel for Mac as 'CSV (Macintosh)'
# ======================================================================
def f10_judgify():
    name = "Judgify_scores_Harbour_Lights_Debut_Fiction_Prize_2026.csv"
    books = [("HL-014", "The Salt Orchard", "Niamh Ó Ceallaigh"), ("HL-022", "A Quiet Year in Kéroual", "Yann Le Bihan"),
             ("HL-031", "Brass Weather", "Tomás Brennan"), ("HL-047", "What the Ferry Knows", "Zoë Whitlock"),
             ("HL-052", "Under Ölands Bridge", "Saga Lindqvist"), ("HL-068", "The Lamplighter’s Daughter", "Aoife Rooney")]
    judges = ["Judge A – D. Kavanagh", "Judge B – R. Mensah", "Judge C – P. Duchêne", "Judge D – S. Gallagher"]
    # criteria: Voice, Structure, Originality, Prose (each 1-10)
    sc = {
        "HL-014": [[8, 7, 8, 8], [8, 8, 7, 8], [7, 7, 8, 7], [8, 8, 8, 8]],
        "HL-022": [[9, 8, 9, 9], [9, 9, 9, 8], None, [9, 8, 9, 9]],   # judge C recused
        "HL-031": [[7, 8, 7, 7], [8, 7, 7, 8], [8, 8, 7, 7], [7, 7, 8, 7]],
        "HL-047": [[8, 9, 8, 8], [9, 8, 8, 8], [8, 8, 9, 8], [8, 8, 8, 9]],
        "HL-052": [[7, 6, 8, 7], [6, 7, 7, 6], [7, 7, 6, 7], [7, 6, 7, 7]],
        "HL-068": [[8, 8, 7, 9], [7, 8, 8, 8], [8, 7, 8, 8], None],   # judge D recused
    }
    rows = [["Harbour Lights Prize for Debut Fiction 2026 – shortlist scores exported from Judgify. Final ranking = "
             "average of the judges’ total scores; a recused judge is left out of that book’s average."], [],
            ["Entry ID", "Entry Title", "Author", "Category", "Judge", "Status", "Voice (1-10)", "Structure (1-10)",
             "Originality (1-10)", "Prose (1-10)", "Total (40)", "Submitted"]]
    rng = random.Random(1010)
    totals = defaultdict(list)
    for code, title, author in books:
        for j, judge in enumerate(judges):
            s = sc[code][j]
            d = datetime(2026, 8, 18, 9) + timedelta(minutes=rng.randint(0, 60 * 24 * 12))
            if s is None:
                rows.append([code, title, author, "Debut Novel", judge, "Recused (conflict of interest)", "", "", "", "", "", ""])
            else:
                rows.append([code, title, author, "Debut Novel", judge, "Completed"] + [str(x) for x in s] +
                            [str(sum(s)), d.strftime("%d/%m/%Y %H:%M")])
                totals[title].append(sum(s))
    text = csv_text(rows, lineterminator="\n")
    write_text(name, text, "mac_roman", newline="\r")
    scores = {t: round(sum(v) / len(v), 3) for t, v in totals.items()}
    win = top(scores)
    sums = {t: sum(v) for t, v in totals.items()}
    assert argmax_any(sums) != win
    entry(name,
          "Judgify (online awards and competition judging platform), Judging → Scores → Export (CSV), opened in Microsoft "
          "Excel for Mac, a ranking note typed in the first row, and saved as 'CSV (Macintosh)'; the administrator of an "
          "Irish debut-fiction book prize ranking the shortlist.",
          "Rating grid in long form: a note line stating the rule, a blank line, then one row per book and judge with status, "
          "four criteria 1–10, a total out of 40 and submission time; two judges recused from one book each.",
          "From memory, unverified (no search hit on Judgify's export): column titles, the 'Recused' status and the criteria "
          "are my approximation. Excel for Mac's 'CSV (Macintosh)' writes Mac Roman with CR line endings (curly apostrophes, "
          "en dashes, accented names kept in Mac Roman).",
          win, [b[1] for b in books], scores,
          "Average of the judges' totals per book (the note in the first row); recused judges left out.",
          ["summing totals penalises books with a recused judge: sum gives %s" % argmax_any(sums),
           "a note line and a blank line above the header",
           "Mac Roman encoding with CR-only line endings",
           "criteria columns next to the total (averaging a single criterion misleads)",
           "empty score cells on recused rows"])
    return win


# ======================================================================
# 11. Startquestion survey export (Polish film club), xlsx, one column per option
# ======================================================================
def f11_startquestion():
    name = "Startquestion_DKF_Kinematograf_ankieta_repertuarowa_2027.xlsx"
    rng = random.Random(1111)
    films = ["Perfect Days", "Anatomia upadku", "Strefa interesów", "Biedne istoty", "Zielona granica",
             "Drive My Car", "Aftersun"]
    p = {"Perfect Days": 0.55, "Anatomia upadku": 0.56, "Strefa interesów": 0.46, "Biedne istoty": 0.40,
         "Zielona granica": 0.52, "Drive My Car": 0.31, "Aftersun": 0.43}
    days = ["wtorek", "środa", "czwartek", "piątek"]
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Odpowiedzi"
    q_film = "2. Które filmy chcesz zobaczyć w sezonie 2027? (zaznacz dowolną liczbę)"
    head1 = ["ID odpowiedzi", "Data rozpoczęcia", "Data zakończenia", "Czas wypełniania", "Adres IP", "E-mail",
             "1. Czy jesteś członkiem DKF Kinematograf?"] + [q_film] * len(films) + \
            ["3. Który dzień seansów Ci odpowiada?", "4. Jak oceniasz sezon 2026? (1-5)", "5. Uwagi"]
    head2 = ["", "", "", "", "", "", ""] + films + ["", "", ""]
    ws.append(head1)
    ws.append(head2)
    counts = Counter()
    with_tests = Counter()
    base = datetime(2026, 10, 5, 18, 0)
    nresp = 0
    rid = 5512900
    for i in range(64):
        rid += rng.randint(1, 9)
        st = base + timedelta(minutes=rng.randint(0, 60 * 24 * 14))
        dur = rng.randint(60, 600)
        member = rng.choice(["Tak", "Tak", "Nie"])
        ticks = []
        for f in films:
            ticks.append(1 if rng.random() < p[f] else 0)
        if sum(ticks) == 0:
            ticks[rng.randrange(len(films))] = 1
        for f, tk in zip(films, ticks):
            if tk:
                counts[f] += 1
                with_tests[f] += 1
        cells = [("1" if rng.random() < 0.3 else 1) if tk else ("0" if rng.random() < 0.3 else 0) for tk in ticks]
        mail = "%s.%s%d@%s" % (rng.choice(["ania", "kuba", "ola", "marek", "zosia", "piotr", "ewa", "tomek", "kasia", "bartek"]),
                               rng.choice(["nowak", "kowal", "wisniewska", "zielinski", "wojcik", "lis"]), rng.randint(1, 99),
                               rng.choice(["gmail.com", "wp.pl", "o2.pl", "onet.pl"]))
        ws.append([str(rid), st.strftime("%Y-%m-%d %H:%M:%S"), (st + timedelta(seconds=dur)).strftime("%Y-%m-%d %H:%M:%S"),
                   "%d:%02d" % (dur // 60, dur % 60), "83.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254)),
                   mail if rng.random() < 0.7 else "", member] + cells +
                  [rng.choice(days), rng.choice([3, 4, 4, 5, 5, "4", 2]),
                   rng.choice(["", "", "", "Więcej kina azjatyckiego!", "Proszę o napisy dla niesłyszących", "Może seans plenerowy?"])])
        nresp += 1
    # two test responses by the club's admin: tick only 'Perfect Days' (and the second one a few more)
    for k in range(3):
        rid += 1
        ticks = [1 if f == "Perfect Days" else 0 for f in films]
        for f, tk in zip(films, ticks):
            if tk:
                with_tests[f] += 1
        ws.append([str(rid), "2026-10-04 21:0%d:00" % k, "2026-10-04 21:0%d:40" % k, "0:40", "10.0.0.12",
                   "test@dkfkinematograf.pl", "Tak"] + ticks + ["wtorek", 5, "TEST – proszę usunąć"])
    for c in range(1, len(head1) + 1):
        ws.cell(row=1, column=c).font = Font(bold=True)
        ws.cell(row=2, column=c).font = Font(bold=True)
    save_xlsx(wb, name)
    scores = {f: counts.get(f, 0) for f in films}
    win = top(scores)
    assert argmax_any(with_tests) != win, (win, with_tests, scores)
    entry(name,
          "Startquestion (Polish online survey tool), survey → Wyniki → Eksport → XLSX (raw answers, multiple-choice "
          "answers split into columns); a discussion film club (DKF) asking members which films to screen next season.",
          "Several questions in one export with two header rows (question text above each block, option names below): "
          "membership, one 1/0 column per film (some stored as text), preferred day, a 1–5 rating and remarks; three "
          "test responses by the club's admin.",
          "From memory, unverified (no stored page on Startquestion's export): the metadata column titles, the split of "
          "multiple choice into 1/0 columns under a repeated question title and the test rows are my approximation.",
          win, films, scores,
          "Most ticks for a film in question 2 (approval vote), test responses excluded.",
          ["three admin test responses (test@…, 'TEST – proszę usunąć') ticking only Perfect Days: with them the winner is %s"
           % argmax_any(with_tests),
           "two header rows: question text repeated above each option column",
           "several questions; the day question and the 1–5 rating are not the vote",
           "some 1/0 ticks stored as text"])
    return win


# ======================================================================
# 12. Ragic export (fan-run song contest, long format jury points), UTF-8 BOM
# ======================================================================
def f12_ragic():
    name = "Ragic_華語歌曲大賽第12屆_評分明細_匯出.csv"
    rng = random.Random(1212)
    songs = OrderedDict([("台北", ("〈夜車〉", "林可唯")), ("台中", ("〈霧中的燈塔〉", "陳以安")), ("高雄", ("〈港口情書〉", "黃品睿")),
                         ("新竹", ("〈風城〉", "吳佳穎")), ("台南", ("〈古都慢板〉", "鄭宇辰")), ("花蓮", ("〈太平洋的藍〉", "高予希")),
                         ("基隆", ("〈雨港〉", "蔡孟哲")), ("嘉義", ("〈阿里山的日出〉", "許芷涵")), ("宜蘭", ("〈蘭陽之春〉", "張書豪")),
                         ("桃園", ("〈航站〉", "李沛恩")), ("澎湖", ("〈菊島〉", "洪睿廷"))])
    pts = [12, 10, 8, 7, 6, 5, 4, 3, 2, 1]
    strength = {"台北": 7.4, "台中": 6.6, "高雄": 8.2, "新竹": 4.0, "台南": 7.9, "花蓮": 6.2, "基隆": 3.6,
                "嘉義": 5.1, "宜蘭": 4.6, "桃園": 3.2, "澎湖": 5.5}
    voters = list(songs)
    rows = [["投票編號", "評審團", "得分城市", "歌曲", "演唱者", "分數", "提交時間", "狀態"]]
    total = Counter()
    total_all = Counter()
    twelves = Counter()
    vid = 0
    for v in voters + ["金門"]:  # Kinmen jury submitted late: void
        late = v == "金門"
        others = [s for s in songs if s != v]
        ranked = sorted(others, key=lambda s: -(strength[s] + rng.gauss(0, 1.6)))
        if v == "台中":
            ranked = ["台南"] + [s for s in ranked if s != "台南"]
        if late:
            ranked = ["高雄", "台北", "花蓮", "台中", "澎湖", "嘉義", "宜蘭", "新竹", "基隆", "台南"]
        t = datetime(2026, 10, 17, 21, 0) + timedelta(minutes=rng.randint(1, 55) if not late else 140)
        for s, p in zip(ranked, pts):
            vid += 1
            title, singer = songs[s]
            status = "作廢（逾時）" if late else "有效"
            rows.append(["V%04d" % vid, v, s, title, singer, str(p), t.strftime("%Y/%m/%d %H:%M:%S"), status])
            total_all[s] += p
            if not late:
                total[s] += p
                if p == 12:
                    twelves[s] += 1
    text = csv_text(rows, lineterminator="\n")
    write_text(name, text, "utf-8", bom=True, newline="\r\n")
    scores = {s: total.get(s, 0) for s in songs}
    win = top(scores)
    # make sure the traps matter
    assert argmax_any(total_all) != win, (total_all, total)
    tw = sorted(twelves.items(), key=lambda kv: -kv[1])
    entry(name,
          "Ragic (Taiwanese online spreadsheet-database), sheet '評分明細' (score details) → Download → CSV; the organisers "
          "of a fan-run, Eurovision-style Mandarin song contest where each city's fan jury gives 12-10-8-7-6-5-4-3-2-1 points.",
          "Long format: one row per jury and song with vote id, jury, city of the song, song title, singer, points, time "
          "and status; a late jury's ballot is marked void.",
          "From memory, unverified (search not done for Ragic's CSV): Ragic lets a sheet be downloaded as CSV/Excel; the "
          "column titles and UTF-8 with BOM (as Excel-friendly CSV downloads usually are) are my assumption. CRLF.",
          win, list(songs), scores,
          "Sum of points from valid (有效) jury ballots; the late ballot marked 作廢 does not count.",
          ["a late jury's ballot marked 作廢（逾時） (void): counting it gives %s %d vs %s %d"
           % (argmax_any(total_all), total_all[argmax_any(total_all)], win, total_all[win]),
           "number of 12-point awards: %s" % ", ".join("%s %d" % kv for kv in tw[:3]),
           "songs are keyed by city, with title and singer in their own columns",
           "UTF-8 with BOM, Traditional Chinese"],
          aliases=[songs[win][0]])
    return win, total_all, total


# ======================================================================
# 13. Manoapklausa.lt export re-saved by Lithuanian Excel (ASK: two questions)
# ======================================================================
def f13_manoapklausa():
    name = "Manoapklausa_rezultatai_Metu_daina_ir_atlikejas_2026.csv"
    rng = random.Random(1313)
    songs = {"„Vasaros lietus“": 30, "„Šiaurės vėjas“": 26, "„Kai užges žiburiai“": 22, "„Namo“": 14, "„Žuvėdros“": 8}
    artists = {"Gabrielė Žukauskaitė": 22, "Vaiva ir Jonas": 31, "Ąžuolas Band": 20, "Mantas Čiurlys": 17, "Rūta Bė": 10}
    rows = [["Nr.", "Pradžia", "Pabaiga", "IP adresas", "Metų daina 2026", "Metų atlikėjas(-a) 2026",
                        "Amžiaus grupė", "Miestas", "Komentaras"]]
    cs, ca = Counter(), Counter()
    base = datetime(2026, 11, 2, 8, 0)
    cities = ["Klaipėda", "Kretinga", "Palanga", "Gargždai", "Šilutė", "Telšiai", "Plungė"]
    for i in range(1, 231):
        st = base + timedelta(minutes=rng.randint(0, 60 * 24 * 20))
        s = rnd_pick(rng, songs)
        a = rnd_pick(rng, artists)
        if rng.random() < 0.04:
            s = ""
        cs[s] += 1 if s else 0
        ca[a] += 1
        rows.append([str(i), st.strftime("%Y-%m-%d %H:%M"), (st + timedelta(seconds=rng.randint(40, 300))).strftime("%Y-%m-%d %H:%M"),
                     "78.%d.%d.%d" % (rng.randint(56, 63), rng.randint(0, 255), rng.randint(1, 254)), s, a,
                     rng.choice(["iki 18", "18–29", "30–44", "45–59", "60+"]), rng.choice(cities),
                     rng.choice(["", "", "", "Ačiū radijui!", "Daugiau lietuviškos muzikos", "Klausau kasdien"])])
    write_text(name, "sep=;\n" + csv_text(rows, delimiter=";", lineterminator="\n"), "cp1257", newline="\r\n")
    ssc = {k: cs.get(k, 0) for k in songs}
    asc = {k: ca.get(k, 0) for k in artists}
    ws, wa = top(ssc), top(asc)
    entry(name,
          "Manoapklausa.lt (Lithuanian online survey service), apklausa → Rezultatai → Eksportuoti (CSV), opened in "
          "Microsoft Excel (Lithuanian) and saved as 'CSV (kabliataškiais atskirti)', keeping a 'sep=;' line; a Klaipėda "
          "regional radio station's listener vote for song and artist of the year.",
          "One response per row with metadata (number, start and end time, IP) and two vote questions of equal standing "
          "(song of the year, artist of the year), then age group, town and comment.",
          "From memory, unverified (no stored page on Manoapklausa's export): column titles are my approximation. "
          "Lithuanian Excel saves ';'-separated Windows-1257 with CRLF; the 'sep=;' hint line is kept from the original "
          "download.",
          None, {"Metų daina 2026": list(songs), "Metų atlikėjas(-a) 2026": list(artists)},
          {"Metų daina 2026": ssc, "Metų atlikėjas(-a) 2026": asc},
          "Two award questions, each won by the most votes.",
          ["two vote columns of equal standing (song and artist of the year)",
           "'sep=;' first line", "Lithuanian quotes „…“ inside the song labels", "a few empty song answers",
           "Windows-1257 with Lithuanian diacritics"],
          ask=True, acceptable={"Metų daina 2026": ws, "Metų atlikėjas(-a) 2026": wa},
          ask_because="The export holds two award votes of equal standing (song of the year and artist of the year), so the file has two winners.")
    return ws, wa


# ======================================================================
# 14. Formspree submissions export (podcast listener ranked poll)
# ======================================================================
def f14_formspree():
    name = "formspree_submissions_deep_cuts_ep100_guest_poll.csv"
    rng = random.Random(1414)
    guests = ["Marisol Vega", "Dez Okafor", "The Larkin Sisters", "Hiro Tanabe", "Benny Kowalczyk"]
    ballots = []
    # profiles: (first, second, third), weight
    profiles = [(("Dez Okafor", "Hiro Tanabe", "Marisol Vega"), 19),
                (("Marisol Vega", "The Larkin Sisters", "Hiro Tanabe"), 12),
                (("The Larkin Sisters", "Marisol Vega", "Hiro Tanabe"), 6),
                (("Hiro Tanabe", "Marisol Vega", "Dez Okafor"), 6),
                (("Hiro Tanabe", "Dez Okafor", "Marisol Vega"), 4),
                (("Benny Kowalczyk", "Dez Okafor", "Hiro Tanabe"), 8),
                (("Marisol Vega", "Hiro Tanabe", "Dez Okafor"), 5)]
    for prof, n in profiles:
        for _ in range(n):
            ballots.append(list(prof))
    rng.shuffle(ballots)
    # some leave 2nd/3rd blank
    for b in ballots:
        if rng.random() < 0.1:
            b[2] = ""
    handles = ["vinylvic", "deepcutdan", "lofi.lou", "basslinebeth", "crate.digger", "side_b_sam", "needle.drop", "tapehiss",
               "mono.mia", "b-side.bo", "groove.gus", "wax.wendy", "reel2reel", "echo.ella", "spindle", "fadeout.fin"]
    rows = [["_date", "email", "first_choice", "second_choice", "third_choice", "message", "_status"]]
    t = datetime(2026, 9, 21, 16, 0)
    emails = []
    records = []
    for i, b in enumerate(ballots):
        t += timedelta(minutes=rng.randint(3, 240), seconds=rng.randint(0, 59))
        em = "%s%d@%s" % (rng.choice(handles), rng.randint(1, 999), rng.choice(["gmail.com", "icloud.com", "proton.me", "outlook.com"]))
        emails.append(em)
        msg = rng.choice(["", "", "", "love the show!", "Dez's session work on the '79 record is criminally underrated",
                          "please ask about the lost tapes", "first time voting, long time listener"])
        records.append([t, em, b[0], b[1], b[2], msg, "ok"])
    # duplicates: a Benny fan club submitting many times with different addresses? no - same address repeated
    for k in range(12):
        t2 = datetime(2026, 9, 24, 1, 0) + timedelta(seconds=17 * k)
        records.append([t2, "bennyfan.club@gmail.com", "Benny Kowalczyk", "Dez Okafor", "", "BENNY!!!", "ok"])
    # spam flagged by Formspree
    records.append([datetime(2026, 9, 25, 3, 3), "seo-boost@mail.ru", "Buy followers", "", "", "cheap promo http://x", "spam"])
    records.sort(key=lambda r: r[0])
    for r in records:
        rows.append([r[0].strftime("%Y-%m-%dT%H:%M:%S.") + "%03dZ" % ((r[0].second * 37 + r[0].minute * 11) % 1000)] + r[1:])
    write_text(name, csv_text(rows, lineterminator="\n"), "utf-8", newline="\n")

    # answer: dedupe by email (keep first), drop spam; first-choice plurality, confirm with IRV
    seen = set()
    valid = []
    allb = []
    for r in records:
        if r[6] != "ok":
            continue
        allb.append(r[2:5])
        if r[1] in seen:
            continue
        seen.add(r[1])
        valid.append(r[2:5])
    first = Counter(b[0] for b in valid)
    scores = {g: first.get(g, 0) for g in guests}
    win = top(scores)
    # IRV check
    remaining = set(guests)
    while True:
        c = Counter()
        for b in valid:
            for x in b:
                if x in remaining:
                    c[x] += 1
                    break
        tot = sum(c.values())
        lead = c.most_common(1)[0]
        if lead[1] * 2 > tot:
            irv = lead[0]
            break
        loser = min(remaining, key=lambda g: (c.get(g, 0), g))
        remaining.discard(loser)
    borda = Counter()
    for b in valid:
        for x, p in zip(b, (3, 2, 1)):
            if x:
                borda[x] += p
    first_dup = Counter(b[0] for b in allb)
    assert irv == win and argmax_any(borda) != win and argmax_any(first_dup) != win, (win, irv, borda, first_dup)
    entry(name,
          "Formspree (form back end for static websites), form → Submissions → Export CSV; a music-history podcast's "
          "listener poll on its static site asking for first, second and third choice of guest for episode 100.",
          "Ranked ballot as '1st / 2nd / 3rd choice' columns with metadata (date, e-mail, message, status), a fan club "
          "address submitting twelve times, and a spam submission.",
          "From memory, unverified (no search hit on Formspree's export): the CSV uses the HTML form's field names as "
          "column titles; the '_date' and '_status' columns and ISO timestamps with milliseconds are my approximation. "
          "UTF-8 without BOM, LF.",
          win, guests, scores,
          "Most first choices after removing repeated submissions from one address and spam; instant-runoff on the same "
          "ballots gives the same winner (no points per rank are stated, so no Borda).",
          ["one address submitting 12 identical ballots: first choices with duplicates give %s" % argmax_any(first_dup),
           "Borda points (3-2-1) are not stated and would give %s" % argmax_any(borda),
           "a spam-flagged submission with a junk option",
           "blank third choices"])
    return win


# ======================================================================
# 15. SQBS standings page dumped with w3m on Linux (fixed width, ISO-8859-1)
# ======================================================================
def f15_sqbs():
    name = "SQBS_standings_Fenland_Open_Quiz_Bowl_2026_w3m_dump.txt"
    # team, W, L, PPG, PAPG, powers, tens, negs, TUH, bonuses heard, bonus points
    teams = [("Cambridge Crème Brûlée", 9, 1, 318.0, 151.5, 41, 120, 22, 200, 161, 3410),
             ("Åbo Akademi Quizzers", 8, 2, 341.5, 160.0, 57, 118, 31, 200, 175, 3690),
             ("Oxford Brookes A", 7, 3, 287.0, 190.5, 30, 111, 25, 200, 141, 2860),
             ("Université de Genève", 6, 4, 266.5, 211.0, 26, 104, 28, 200, 130, 2590),
             ("Norwich Quiz Society", 5, 5, 233.0, 229.5, 19, 98, 24, 200, 117, 2220),
             ("Imperial B", 4, 6, 204.0, 248.0, 14, 92, 30, 200, 106, 1890),
             ("Peterborough Pub League", 3, 7, 180.5, 270.0, 9, 88, 27, 200, 97, 1610),
             ("King's Lynn Academicals", 2, 8, 150.0, 301.5, 6, 77, 33, 200, 83, 1290),
             ("Ely Cathedral Choir School", 1, 9, 121.0, 335.0, 3, 66, 29, 200, 69, 980)]
    lines = ["Fenland Open Quiz Bowl 2026", "", "[Standings] [Individuals] [Scoreboard] [Team Detail] [Individual Detail] "
             "[Round Report] [Statistics Key]", "", "Standings", ""]
    hdr = ["Rank", "Team", "W", "L", "T", "Pct", "PPG", "PAPG", "Mrg", "15", "10", "-5", "TUH", "PPTH", "P/N", "G/N", "BHrd", "BPts", "PPB"]
    data = []
    for i, (t, w, l, ppg, papg, p15, p10, n5, tuh, bh, bp) in enumerate(teams, 1):
        pct = w / (w + l)
        data.append([str(i), t, str(w), str(l), "0", ("%.3f" % pct).lstrip("0") if pct < 1 else "1.000",
                     "%.1f" % ppg, "%.1f" % papg, "%.1f" % (ppg - papg), str(p15), str(p10), str(n5), str(tuh),
                     "%.2f" % (ppg * (w + l) / tuh), "%.2f" % (p15 / n5), "%.2f" % ((p15 + p10) / n5), str(bh), str(bp),
                     "%.2f" % (bp / bh)])
    widths = [max(len(r[c]) for r in [hdr] + data) for c in range(len(hdr))]
    for r in [hdr] + data:
        cells = []
        for c, v in enumerate(r):
            cells.append(v.ljust(widths[c]) if c == 1 else v.rjust(widths[c]))
        lines.append(" ".join(cells).rstrip())
    lines += ["", "Final standings after 10 rounds (full round robin, no playoffs). Games of 20 tossups, 15/10/-5.",
              "", "Generated by SQBS on 14 November 2026.", "", "Quiz Bowl Statistics Program, version 5.x"]
    write_text(name, "\n".join(lines) + "\n", "iso-8859-1", newline="\n")
    scores = {t[0]: t[1] / (t[1] + t[2]) for t in teams}
    win = top(scores)
    ppg = {t[0]: t[3] for t in teams}
    assert argmax_any(ppg) != win
    entry(name,
          "SQBS (Stats for Quiz Bowl, Windows program by Chris Sewell), the generated HTML standings page opened on a Linux "
          "machine with w3m and saved as text (w3m -dump, Latin-1 locale); a UK university quiz-bowl open's final standings.",
          "Results sheet as fixed-width text: tournament name, the report menu, 'Standings', then Rank / Team / W / L / T / "
          "Pct / PPG / PAPG / Mrg / 15 / 10 / -5 / TUH / PPTH / P/N / G/N / BHrd / BPts / PPB sorted by win percentage, "
          "and footer lines.",
          "Partly checked: SQBS' manual (stored) says the program generates web pages of reports; a league's guide "
          "(aqbleague.com, stored) names the Standings page columns rank, Pct (win percentage), PPG, -5, 15 and PPB, and "
          "NAQT's statistics key explains W-L and TUH. The exact column set and order, the menu line and the footer are "
          "from memory, unverified; the w3m dump and ISO-8859-1 are my own workflow choice.",
          win, [t[0] for t in teams], {k: round(v, 3) for k, v in scores.items()},
          "Best win-loss record (Rank 1) in a full round robin.",
          ["the team with the highest points per game (%s, 341.5 PPG) is second on record" % argmax_any(ppg),
           "many numeric columns (PPB, BPts, TUH) whose maxima belong to other teams",
           "fixed-width layout with a menu line and footer",
           "ISO-8859-1 team names (Åbo, Crème Brûlée, Genève)"])
    return win


def main():
    f01_twitch()
    f02_challonge()
    f03_frontlinesms()
    f04_vbulletin()
    f05_x_polls()
    f06_zeeg()
    f07_eventpop()
    f08_festhome()
    f09_easypromos()
    f10_judgify()
    f11_startquestion()
    f12_ragic()
    f13_manoapklausa()
    f14_formspree()
    f15_sqbs()
    with open(os.path.join(HERE, "expected.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(EXPECTED, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    for k, v in EXPECTED.items():
        print("%-70s %-6s %s" % (k, v["answer"], v["winner"] if v["answer"] == "winner" else v["acceptable"]))


if __name__ == "__main__":
    main()
