#!/usr/bin/env python3
"""Blind test set R: 15 sealed exports. Deterministic; stdlib + openpyxl only.
Usage: python make_set.py [OUTDIR]   (default: the directory holding this script)
"""
import io, json, os, random, re, sys, zipfile
from collections import Counter, defaultdict
import datetime as dt
import openpyxl
from openpyxl.styles import Font, Alignment

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
os.makedirs(OUT, exist_ok=True)
EXP = {}
FIXED = dt.datetime(2026, 3, 1, 9, 0, 0)


def write_text(name, text, enc, nl="\r\n", bom=False):
    data = text.replace("\n", nl).encode(enc)
    if bom:
        data = b"\xef\xbb\xbf" + data
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)


def csv_line(cells, sep=",", quote_all=False):
    out = []
    for c in cells:
        s = "" if c is None else str(c)
        if quote_all or any(ch in s for ch in (sep, '"', "\n", "\r")):
            s = '"' + s.replace('"', '""') + '"'
        out.append(s)
    return sep.join(out)


def save_xlsx(wb, name):
    wb.properties.creator = "export"
    wb.properties.lastModifiedBy = "export"
    wb.properties.created = FIXED
    wb.properties.modified = FIXED
    bio = io.BytesIO()
    wb.save(bio)
    src = zipfile.ZipFile(io.BytesIO(bio.getvalue()))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for info in src.infolist():
            data = src.read(info.filename)
            if info.filename == "docProps/core.xml":
                txt = data.decode("utf-8")
                txt = re.sub(r"(<dcterms:created[^>]*>)[^<]*", r"\g<1>2026-03-01T09:00:00Z", txt)
                txt = re.sub(r"(<dcterms:modified[^>]*>)[^<]*", r"\g<1>2026-03-01T09:00:00Z", txt)
                data = txt.encode("utf-8")
            zi = zipfile.ZipInfo(info.filename, date_time=(2026, 3, 1, 9, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o600 << 16
            z.writestr(zi, data)
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(out.getvalue())


def top_unique(scores):
    s = sorted(scores.items(), key=lambda kv: -kv[1])
    assert s[0][1] > s[1][1], ("tie", s[:3])
    return s[0][0]


def bid_scores(max_bids):
    prices = sorted(set(max_bids.values()))
    sc = {p: p * sum(1 for b in max_bids.values() if b >= p) for p in prices}
    return sc


def fmt_num(p):
    return str(int(p)) if float(p).is_integer() else str(p)


def rank_checks(ballots, cands):
    """ballots: list of ordered lists (partial allowed). Returns dict of method->winner."""
    fp = Counter(b[0] for b in ballots if b)
    n = len(cands)
    borda = Counter({c: 0 for c in cands})
    for b in ballots:
        for i, c in enumerate(b):
            borda[c] += n - i
    # IRV
    alive = set(cands)
    while True:
        cnt = Counter({c: 0 for c in alive})
        for b in ballots:
            for c in b:
                if c in alive:
                    cnt[c] += 1
                    break
        tot = sum(cnt.values())
        lead = max(cnt, key=cnt.get)
        if cnt[lead] * 2 > tot or len(alive) == 1:
            irv = lead
            break
        alive.remove(min(cnt, key=cnt.get))
    # Condorcet
    def pref(b, x, y):
        ix = b.index(x) if x in b else 99
        iy = b.index(y) if y in b else 99
        return ix < iy
    cw = None
    for x in cands:
        if all(sum(pref(b, x, y) for b in ballots) > sum(pref(b, y, x) for b in ballots) for y in cands if y != x):
            cw = x
    return {"first": top_unique(fp), "borda": top_unique(borda), "irv": irv, "condorcet": cw}, fp, borda


# ---------------------------------------------------------------- 1 IEC South Africa, long format unit/party/votes
def f01():
    name = "IEC_Municipal_By-election_2026-04-15_Ward_52106014_Results_by_VD.csv"
    parties = [("UMZIMVUBU RESIDENTS ASSOCIATION", "DLAMINI NOMSA PRECIOUS"),
               ("PEOPLE'S CIVIC CONGRESS", "KHUMALO SIPHO ANDREW"),
               ("UNITED RATEPAYERS FRONT", "VAN WYK ANNELIE"),
               ("INDEPENDENT", "MOKOENA THABO ISAAC")]
    vds = [("43521008", "ESIKHALENI COMMUNITY HALL"), ("43521019", "NTSHONGWENI PRIMARY SCHOOL"),
           ("43521020", "ST ANNE'S CATHOLIC CHURCH"), ("43521031", "MPOPHOMENI TRIBAL COURT"),
           ("43521042", "HILLCREST SPORTS CLUB (TENT)"), ("43521053", "ZWELIBOMVU CRECHE")]
    votes = [[412, 377, 51, 96], [288, 345, 12, 140], [150, 122, 301, 48],
             [390, 205, 8, 77], [98, 86, 244, 35], [263, 301, 22, 118]]
    reg = [2411, 2154, 1987, 2260, 1533, 1875]
    spoilt = [14, 9, 21, 11, 6, 13]
    lines = [csv_line(["Electoral Event", "Province", "Municipality", "Ward", "VDNumber", "Voting Station Name",
                       "Registered Voters", "Party Name", "Candidate Name", "Total Valid Votes", "% Valid Votes",
                       "Spoilt Votes", "Total Votes Cast", "Voter Turnout (%)"])]
    tot = Counter()
    for i, (vd, st) in enumerate(vds):
        valid = sum(votes[i])
        for j, (p, c) in enumerate(parties):
            v = votes[i][j]
            tot[p] += v
            lines.append(csv_line(["Municipal By-election 15 April 2026", "KwaZulu-Natal", "KZN221 - uMshwathi",
                                   "52106014", vd, st, reg[i], p, c, v, f"{100*v/valid:.2f}", spoilt[i],
                                   valid + spoilt[i], f"{100*(valid+spoilt[i])/reg[i]:.2f}"]))
    write_text(name, "\n".join(lines) + "\n", "utf-8")
    w = top_unique(tot)
    cand_of = dict(parties)
    EXP[name] = dict(answer="winner", winner=w, winner_aliases=[cand_of[w]], candidates=[p for p, _ in parties],
                     scores=dict(tot), question="Which party/candidate won the ward by-election (sum of valid votes over all voting districts)",
                     tool="Electoral Commission of South Africa (IEC) results site, by-election results by voting district, CSV download",
                     shape="Long format: one row per (voting district, party) with VD-level metadata repeated on every row",
                     format_evidence="From memory, unverified (no search done).",
                     traps=["Registered Voters, Spoilt Votes and Total Votes Cast are repeated on each party row and must not be summed as votes",
                            "% Valid Votes per VD must not be summed as a score",
                            "VDNumber and Ward are numeric ids",
                            "VD-level leaders are split (three parties lead two VDs each); only the sum over VDs decides",
                            "Candidate Name column gives the same answer as the party (alias)"])
    return name


# ---------------------------------------------------------------- 2 India ECI Form 20 workbook
def f02():
    name = "Form20_AC_No_147_Kesarganj_Uttar_Final_Result_Sheet.xlsx"
    cands = [("RAJESH KUMAR SINGH", "Jan Kalyan Morcha"), ("SUNITA DEVI", "Lok Pragati Dal"),
             ("MOHAMMAD IRFAN ANSARI", "Samata Vikas Party"), ("BHOLA PRASAD", "Independent"),
             ("ANJALI KUMARI", "Independent")]
    rng = random.Random(2002)
    base = [0.36, 0.41, 0.15, 0.04, 0.02]
    rows = []
    for ps in range(1, 49):
        tv = rng.randint(380, 720)
        w = [b * rng.uniform(0.75, 1.25) for b in base]
        if ps % 7 == 0:
            w[0] *= 1.6
        s = sum(w)
        v = [int(tv * x / s) for x in w]
        rej = 0
        nota = rng.randint(2, 14)
        tend = rng.choice([0, 0, 0, 1])
        rows.append((ps, v, nota, rej, tend))
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "Part I"
    ws.append(["FORM 20"])
    ws.append(["FINAL RESULT SHEET"])
    ws.append(["[See rule 56C(2)(c)]"])
    ws.append(["PART I"])
    ws.append(["Name of the Assembly Constituency: 147 - Kesarganj Uttar          Total No. of Electors in Assembly Constituency: 2,41,356"])
    ws.append(["Date of Counting: 14-11-2026"])
    ws.append(["Serial No. of Polling Station", "No. of valid votes cast in favour of"] + [None] * 4 +
              ["Total of valid votes", "No. of rejected votes", "NOTA", "Total", "No. of tendered votes"])
    ws.append([None] + [c for c, _ in cands] + [None] * 5)
    ws.append([None] + [p for _, p in cands] + [None] * 5)
    ws.merge_cells("B7:F7")
    for r in range(7, 10):
        for c in ws[r]:
            c.font = Font(bold=True)
            c.alignment = Alignment(wrap_text=True, horizontal="center")
    evm = [0] * 5
    tn = tr = tt = 0
    for ps, v, nota, rej, tend in rows:
        ws.append([ps] + v + [sum(v), rej, nota, sum(v) + rej + nota, tend])
        evm = [a + b for a, b in zip(evm, v)]
        tn += nota; tt += tend
    ws.append(["Total EVM Votes"] + evm + [sum(evm), 0, tn, sum(evm) + tn, tt])
    ws[ws.max_row][0].font = Font(bold=True)
    ws.append([])
    ws.append(["Certified that the total number of votes recorded for each candidate is as shown above."])
    ws.append(["Returning Officer"])
    ws2 = wb.create_sheet("Part II")
    ws2.append(["FORM 20 - PART II"])
    ws2.append(["Name of the Assembly Constituency: 147 - Kesarganj Uttar"])
    ws2.append([])
    ws2.append(["Sl. No.", "Name of Candidate", "Party", "Votes polled (EVM)", "Postal votes", "Total votes", "% of votes"])
    postal = [212, 188, 61, 9, 4]
    tot = {}
    total_all = sum(evm) + sum(postal)
    for i, (c, p) in enumerate(cands):
        t = evm[i] + postal[i]
        tot[c] = t
        ws2.append([i + 1, c, p, evm[i], postal[i], t, round(100 * t / (total_all + tn + 37), 2)])
    ws2.append([None, "None of the Above (NOTA)", None, tn, 37, tn + 37, round(100 * (tn + 37) / (total_all + tn + 37), 2)])
    ws2.append([None, "Total", None, sum(evm) + tn, sum(postal) + 37, total_all + tn + 37, 100.0])
    ws2.append([None, "Rejected postal ballots", None, None, 23, None, None])
    ws2.append([None, "Tendered votes", None, None, None, tt, None])
    save_xlsx(wb, name)
    w = top_unique(tot)
    evmw = top_unique(dict(zip([c for c, _ in cands], evm)))
    assert w == evmw
    return name, w, tot, cands


def f02_meta():
    name, w, tot, cands = f02()
    EXP[name] = dict(answer="winner", winner=w, winner_aliases=[dict(cands)[w]], candidates=[c for c, _ in cands],
                     scores=tot, question="Which candidate won the assembly constituency (EVM votes plus postal votes)",
                     tool="Election Commission of India Form 20 (final result sheet, polling-station-wise), the PDF turned into an Excel workbook by a data journalist",
                     shape="Ready-made count table: title block, two-level header (candidate names with party on a second header row, merged 'No. of valid votes cast in favour of'), one row per polling station with candidate columns, total/rejected/NOTA/tendered columns and a 'Total EVM Votes' row; second sheet Part II with postal votes and totals per candidate",
                     format_evidence="From memory, unverified (one search of stored code found only a script mentioning postal ballots in Form 20 PDFs).",
                     traps=["'Total EVM Votes' row at the bottom of Part I", "NOTA, Total of valid votes, Total and tendered votes columns are not candidates",
                            "party names on a second header row under the candidate names", "electors count in Indian digit grouping (2,41,356) in the title",
                            "Part II adds postal votes; the same candidate leads with or without them", "Part II has a NOTA row and a Total row and a % column"])


# ---------------------------------------------------------------- 3 Scottish STV by-election preference profile
def f03():
    name = "Kirkbrae_Ward_9_By-election_2026_Preference_Profile.csv"
    cands = ["BUCHANAN, Màiri (Kirkbrae Community Alliance)", "DOCHERTY, Sean (Independent)",
             "FERGUSON, Ruairidh (Scottish Liberal Democrats)", "MACLEOD, Eilidh (Scottish Green Party)",
             "PATEL, Anil (Scottish Conservative and Unionist)"]
    B, D, F, M, P = cands
    groups = [([M, B, F], 96), ([M, F], 41), ([M], 38), ([M, B], 22),
              ([B, M, D], 70), ([B, M], 28), ([B], 20),
              ([D, M, B], 38), ([D, P], 27), ([D], 19),
              ([F, M, B], 35), ([F, P], 22), ([F], 12),
              ([P, F, D], 49), ([P], 40), ([P, D, F, B, M], 6)]
    ballots = []
    for prefs, n in groups:
        ballots += [prefs] * n
    rng = random.Random(3003)
    rng.shuffle(ballots)
    res, fp, borda = rank_checks(ballots, cands)
    assert len(set(res.values())) == 1, res
    lines = [csv_line(["Ballot Number"] + cands)]
    for i, b in enumerate(ballots, 1):
        row = ["%06d" % (100000 + i * 7)]
        for c in cands:
            row.append(b.index(c) + 1 if c in b else "")
        lines.append(csv_line(row))
    write_text(name, "\n".join(lines) + "\n", "cp1252")
    w = res["first"]
    EXP[name] = dict(answer="winner", winner=w, winner_aliases=["MACLEOD, Eilidh", "Eilidh MacLeod"],
                     candidates=cands, scores={k: fp.get(k, 0) for k in cands},
                     question="Who won the single-seat STV (= IRV) by-election; scores are first preferences. Same winner under first preferences, IRV, Borda and Condorcet",
                     tool="Scottish council e-counting system, ward by-election 'preference profile' (ballot-level preference data) published as CSV on the council website",
                     shape="Ranking: one row per ballot, one column per candidate holding that candidate's preference number (1 = first), blanks for unranked",
                     format_evidence="From memory, unverified (no search done); Scottish councils publish ballot preference data after STV counts, the exact header is my guess.",
                     traps=["Ballot Number is a zero-padded id", "lower number is better (1 = first preference)",
                            "many ballots rank only one to three candidates (blank cells)", "candidate headers contain commas and are quoted",
                            "Windows-1252 accents (Màiri)"],
                     method_check=res)
    return name


# ---------------------------------------------------------------- 4 TONTON scheduling poll, Shift_JIS
def f04():
    name = "TONTON_日程調整_山田ゼミOB会2026夏.csv"
    dates = ["7/4(土) 18:00", "7/10(金) 19:00", "7/11(土) 18:00", "7/18(土) 17:30", "7/25(土) 18:00"]
    people = ["山田先生", "佐藤 健", "鈴木 美咲", "高橋 翔", "田中 由衣", "伊藤 大輔", "渡辺 彩", "中村 亮",
              "小林 真央", "加藤 悠斗", "吉田 葵", "山口 拓海", "松本 さくら", "井上 蓮"]
    rng = random.Random(4004)
    p_yes = [0.45, 0.35, 0.80, 0.50, 0.40]
    grid = []
    for _ in people:
        row = []
        for j in range(len(dates)):
            r = rng.random()
            row.append("○" if r < p_yes[j] else ("△" if r < p_yes[j] + 0.2 else "×"))
        grid.append(row)
    comments = ["幹事です。よろしく", "", "7/10は残業かも", "", "", "子連れ可なら△→○", "", "",
                "", "遅れて参加します", "", "", "", ""]
    yes = Counter(); maybe = Counter()
    for row in grid:
        for d, m in zip(dates, row):
            if m == "○": yes[d] += 1
            if m == "△": maybe[d] += 1
    half = {d: yes[d] + 0.5 * maybe[d] for d in dates}
    w = top_unique(yes); assert top_unique(half) == w
    assert sorted(yes.values())[-1] - sorted(yes.values())[-2] >= 2
    lines = ["山田ゼミOB会 2026夏 日程調整", "回答者数: %d" % len(people), "",
             csv_line(["名前"] + dates + ["コメント"])]
    for p, row, c in zip(people, grid, comments):
        lines.append(csv_line([p] + row + [c]))
    lines.append(csv_line(["○の数"] + [yes[d] for d in dates] + [""]))
    lines.append(csv_line(["△の数"] + [maybe[d] for d in dates] + [""]))
    lines.append(csv_line(["×の数"] + [len(people) - yes[d] - maybe[d] for d in dates] + [""]))
    write_text(name, "\n".join(lines) + "\n", "cp932")
    EXP[name] = dict(answer="winner", winner=w, winner_aliases=[w.split(" ")[0], "7/11"], candidates=dates,
                     scores=dict(yes), question="Which date suits most participants (count of ○ = yes; also the leader with △ counted as half)",
                     tool="TONTON (tonton.amaneku.com, Japanese scheduling-poll site), event page → CSV download",
                     shape="Scheduling poll, participants as rows and dates as columns with ○ (yes) / △ (maybe) / × (no), a comment column, two title lines, and ○/△/× count rows at the bottom",
                     format_evidence="From memory, unverified (no search done): the title lines, orientation and count rows are my guesses.",
                     traps=["three count rows (○の数, △の数, ×の数) at the bottom are totals, not participants",
                            "title block above the header", "△ = maybe", "free-text comment column contains '△→○'",
                            "Shift_JIS (CP932) with full-width marks"])
    return name


def valid_max(seq):
    m = {}
    for t, b, a, s in seq:
        if s == "ok":
            m[b] = max(m.get(b, 0), a)
    return m


# ---------------------------------------------------------------- 5 Zoll-Auktion bid history, ISO-8859-15, tab
def f05():
    name = "zoll-auktion_Gebotshistorie_Auktion_812734_Notstromaggregat.txt"
    seq = [  # (minutes from start, bidder, amount, status)
        (0, "h***9", 150, "ok"), (95, "k***a", 200, "ok"), (130, "h***9", 250, "ok"), (301, "s***r", 300, "ok"),
        (340, "w***e", 350, "ok"), (505, "k***a", 420, "ok"), (610, "m***1", 480, "ok"), (700, "h***9", 520, "ok"),
        (888, "s***r", 600, "ok"), (1020, "w***e", 700, "ok"), (1200, "t***o", 760, "ok"), (1250, "k***a", 820, "ok"),
        (1400, "m***1", 880, "ok"), (1470, "s***r", 920, "ok"), (1602, "t***o", 1050, "ok"), (1700, "w***e", 1120, "ok"),
        (1820, "b***x", 1400, "withdrawn"), (1900, "m***1", 1180, "ok"), (2010, "t***o", 1250, "ok"),
        (2150, "w***e", 1300, "ok"), (2203, "t***o", 1360, "ok"), (2290, "w***e", 1420, "ok"),
        (2301, "t***o", 1480, "ok")]
    t0 = dt.datetime(2026, 3, 7, 10, 12, 5)
    rows = []
    for m, b, a, s in seq:
        rows.append((t0 + dt.timedelta(minutes=m, seconds=(m * 37) % 60), b, a, s))
    mx = valid_max([(t, b, a, s) for t, b, a, s in rows])
    sc = bid_scores(mx)
    w = top_unique(sc)
    # naive: counting the withdrawn bid as valid
    mx2 = dict(mx); mx2["b***x"] = 1400
    assert top_unique(bid_scores(mx2)) == w
    def fmt(a):
        return f"{a:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".") + " EUR"
    lines = ["Notstromaggregat Benzin 5,5 kW, 230/400 V, Elektrostart (Zollverwertung)",
             "Auktionsnummer: 812734\tStartpreis: 150,00 EUR\tVersand: nur Abholung in 09111 Chemnitz",
             "Auktionsende: 09.03.2026 05:00:00 Uhr\tHöchstgebot: " + fmt(1480),
             "",
             "Gebotshistorie (23 Gebote, 7 Bieter)",
             "Bieter\tGebot\tGebotszeit\tHinweis"]
    for t, b, a, s in reversed(rows):
        note = "Gebot zurückgenommen (Tippfehler), nicht gültig" if s == "withdrawn" else ("Höchstbietender" if a == 1480 else "")
        lines.append("\t".join([b, fmt(a), t.strftime("%d.%m.%Y %H:%M:%S"), note]))
    lines.append("")
    lines.append("Alle Preise verstehen sich inkl. 19 % MwSt. (Bruttopreise)")
    write_text(name, "\n".join(lines) + "\n", "iso8859_15", nl="\n")
    EXP[name] = dict(answer="winner", winner=fmt_num(w), candidates=[fmt_num(p) for p in sorted(sc)],
                     scores={fmt_num(p): v for p, v in sc.items()},
                     question="Posted price p scored as p x number of bidders whose highest valid bid >= p",
                     tool="Zoll-Auktion (zoll-auktion.de, German customs / public-sector online auctions), ended auction → 'Gebotshistorie' selected in Firefox on Ubuntu, pasted into gedit and saved with character encoding 'Western (ISO-8859-15)'",
                     shape="Bid list: title block (item, auction number, start price, end time, top bid), header Bieter / Gebot / Gebotszeit / Hinweis, newest first, masked bidder names, German amounts '1.480,00 EUR', one withdrawn bid, a VAT footer",
                     format_evidence="From memory, unverified (no search done): masked bidder names and a bid history per auction; column titles and the 'zurückgenommen' note are my guesses.",
                     traps=["withdrawn bid 'b***x' 1.400,00 EUR must be ignored", "start price 150,00 EUR and top bid in the title block",
                            "bidders bid several times: count each bidder once at their highest valid bid",
                            "German number format with '.' thousands and ',' decimals and ' EUR' suffix", "'5,5 kW' and '19 %' numbers in text",
                            "ISO-8859-15 (€-capable Latin-9) though only ü/ö/ß occur"],
                     valid_max_bids=mx)
    return name


# ---------------------------------------------------------------- 6 Bidspirit bid list, Hebrew Windows-1255
def f06():
    name = "Bidspirit_היסטוריית_הצעות_מכירה_214_פריט_57.csv"
    seq = [("משתתף 1043", 2000, "ok"), ("משתתף 2210", 2200, "ok"), ("משתתף 0981", 2400, "ok"),
           ("משתתף 2210", 2600, "ok"), ("משתתף 4120", 2800, "ok"), ("משתתף 3307", 3000, "ok"),
           ("משתתף 1877", 3200, "ok"), ("משתתף 2210", 3400, "ok"), ("משתתף 4120", 3600, "ok"),
           ("משתתף 5562", 6000, "cancelled"), ("משתתף 1877", 3800, "ok"), ("משתתף 3307", 4000, "ok")]
    t0 = dt.datetime(2026, 2, 22, 19, 30, 4)
    rows = []
    for i, (b, a, s) in enumerate(seq):
        rows.append((t0 + dt.timedelta(seconds=41 * i + (i * i) % 17), b, a, s))
    mx = valid_max(rows)
    sc = bid_scores(mx)
    w = top_unique(sc)
    mx2 = dict(mx); mx2["משתתף 5562"] = 6000
    assert top_unique(bid_scores(mx2)) == w
    lines = [csv_line(["מכירה פומבית 214 - אמנות ישראלית ועיצוב, גלריה בית הכרם (בדוי)"]),
             csv_line(["פריט 57: שמן על בד, נוף גגות צפת, חתום, 60x80 ס\"מ"]),
             csv_line(["מחיר פתיחה: ₪2,000", "הערכה: ₪4,000 - ₪6,000", "עמלת קונה: 20%"]),
             "",
             csv_line(["מס' הצעה", "מציע", "סכום ההצעה", "תאריך", "שעה", "סטטוס", "ערוץ"])]
    for k, (t, b, a, s) in enumerate(reversed(rows)):
        st = "בוטלה על ידי המנהל" if s == "cancelled" else ("זוכה" if a == 4000 else "")
        ch = "אונליין" if k % 3 else "טלפון"
        lines.append(csv_line([len(rows) - k, b, f"₪{a:,}", t.strftime("%d/%m/%Y"), t.strftime("%H:%M:%S"), st, ch]))
    write_text(name, "\n".join(lines) + "\n", "cp1255")
    EXP[name] = dict(answer="winner", winner=fmt_num(w), candidates=[fmt_num(p) for p in sorted(sc)],
                     scores={fmt_num(p): v for p, v in sc.items()},
                     question="Posted price p scored as p x number of bidders whose highest valid bid >= p",
                     tool="Bidspirit (Israeli online auction platform used by auction houses), live sale → lot page 'היסטוריית הצעות' (bid history) copied into Microsoft Excel (Hebrew) and saved as 'CSV (מופרד בפסיקים)' = Windows-1255",
                     shape="Bid list: three title lines (sale, lot, opening price / estimate / buyer's premium), a blank line, header bid no. / bidder / amount / date / time / status / channel, newest first, paddle-number bidders, amounts '₪5,200', one bid cancelled by the auctioneer",
                     format_evidence="From memory, unverified (no search done): Bidspirit shows live and absentee bids per lot; the columns and status words are my guesses.",
                     traps=["cancelled bid 'משתתף 5562' ₪6,000 must be ignored (it would be the top bid)",
                            "opening price, estimate range and 20% premium in the title lines", "bid number column is an id",
                            "count each bidder once at the highest valid bid", "amounts with '₪' and ',' thousands; dd/mm/yyyy dates",
                            "Hebrew Windows-1255 (₪ = 0xA4)"],
                     valid_max_bids=mx)
    return name


# ---------------------------------------------------------------- 7 FIZZ sensory long format
def f07():
    name = "FIZZ_Seance12_Confitures_abricot_donnees_brutes.csv"
    prods = [("Confiture Mme Roux (Saint-Rémy)", "318"), ("Abricots du Roussillon - Maison Puig", "547"),
             ("Confiture bio Les Vergers d'Anaïs", "162"), ("Marque distributeur 'Bon Matin'", "709"),
             ("Confiture allégée Écrin", "835")]
    liking_mu = [7.4, 6.3, 6.6, 4.9, 5.2]
    sweet_mu = [5.1, 7.6, 4.8, 8.1, 3.2]
    rng = random.Random(7007)
    judges = ["J%02d" % i for i in range(1, 15)]
    lines = [csv_line(["Juge", "Séance", "Rang", "Produit", "Code", "Descripteur", "Note"], ";")]
    lik = defaultdict(list); sw = defaultdict(list)
    for ji, j in enumerate(judges):
        order = list(range(5)); rng.shuffle(order)
        for rk, pi in enumerate(order, 1):
            if j == "J09" and pi == 0:
                continue  # absent for one sample
            l = max(1, min(9, round(rng.gauss(liking_mu[pi], 1.0))))
            s = max(0.0, min(10.0, round(rng.gauss(sweet_mu[pi], 1.1), 1)))
            lik[prods[pi][0]].append(l); sw[prods[pi][0]].append(s)
            lines.append(csv_line([j, "12", rk, prods[pi][0], prods[pi][1], "Appréciation globale (1-9)", l], ";"))
            lines.append(csv_line([j, "12", rk, prods[pi][0], prods[pi][1], "Intensité sucrée (0-10)", str(s).replace(".", ",")], ";"))
    mean = {p: round(sum(v) / len(v), 3) for p, v in lik.items()}
    w = top_unique(mean)
    assert top_unique({p: sum(v) for p, v in lik.items()}) == w
    assert top_unique({p: sum(lik[p]) / len(lik[p]) + sum(sw[p]) / len(sw[p]) for p in lik}) != w
    write_text(name, "\n".join(lines) + "\n", "cp1252")
    EXP[name] = dict(answer="winner", winner=w, winner_aliases=["318"], candidates=[p for p, _ in prods], scores=mean,
                     question="Which jam is liked best (mean 'Appréciation globale' 1-9 hedonic score); 'Intensité sucrée' is an intensity descriptor, not a liking score",
                     tool="FIZZ (Biosystèmes sensory-analysis software, French), Traitement → export des données brutes to a text file (';', Windows code page) for a jam-tasting session of a village fair committee",
                     shape="Rating grid in long format: one row per (judge, product, descriptor) with judge code, session, serving rank, product name, 3-digit blind code, descriptor and score",
                     format_evidence="From memory, unverified (no search done): FIZZ stores judge / product / attribute scores and can export raw data as delimited text; the column titles are my guesses.",
                     traps=["two descriptors mixed in one column: sweetness intensity (0-10, decimal comma) is not a preference score and has a different leader",
                            "3-digit blind codes and the serving rank are numbers but not scores", "session number column",
                            "judge J09 skipped one sample (mean vs sum give the same winner)"])
    return name


# ---------------------------------------------------------------- 8 KwikSurveys ask case
def f08():
    name = "KwikSurveys_responses_1184520_end_of_season_social_2026.csv"
    rng = random.Random(8008)
    venues = ["The Anchor (function room)", "Clubhouse bar", "Harbour Lights Hotel", "Bowling alley & diner"]
    formats = ["Sit-down dinner", "Buffet & DJ", "Ceilidh", "Quiz night"]
    vw = [0.22, 0.16, 0.44, 0.18]; fw = [0.18, 0.23, 0.41, 0.18]
    hdr = ["Response ID", "Started", "Completed", "Status", "IP Address",
           "1. Which venue would you prefer for the end-of-season social?",
           "2. What kind of evening would you enjoy most?",
           "3. How many guests (including you) would you bring?", "4. Any dietary requirements?"]
    lines = [csv_line(hdr)]
    vc = Counter(); fc = Counter()
    t = dt.datetime(2026, 4, 2, 18, 5)
    diet = ["", "", "", "Vegetarian", "", "Gluten free", "", "None", "", "Vegan x2"]
    for i in range(57):
        t += dt.timedelta(minutes=rng.randint(5, 400))
        status = "Complete" if i not in (13, 40) else "Partial"
        v = rng.choices(venues, vw)[0]
        f = rng.choices(formats, fw)[0] if status == "Complete" else ""
        vc[v] += 1
        if f: fc[f] += 1
        done = (t + dt.timedelta(minutes=rng.randint(1, 6))).strftime("%d/%m/%Y %H:%M") if status == "Complete" else ""
        lines.append(csv_line([31877200 + i * 3, t.strftime("%d/%m/%Y %H:%M"), done, status,
                               "198.51.100.%d" % rng.randint(2, 250), v, f,
                               rng.choice([1, 2, 2, 2, 3, 4]) if status == "Complete" else "", rng.choice(diet)]))
    vwn = top_unique(vc); fwn = top_unique(fc)
    assert max(vc.values()) - sorted(vc.values())[-2] >= 5 and max(fc.values()) - sorted(fc.values())[-2] >= 5, (vc, fc)
    write_text(name, "\n".join(lines) + "\n", "utf-8", nl="\n")
    EXP[name] = dict(answer="ask", ask_because="Two independent single-choice questions (venue and kind of evening) each with its own winner; nothing in the file says which one the user means",
                     acceptable={"1. Which venue would you prefer for the end-of-season social?": vwn,
                                 "2. What kind of evening would you enjoy most?": fwn},
                     scores_by_question={"venue": dict(vc), "evening": dict(fc)},
                     candidates=venues + formats,
                     question="ambiguous: venue or kind of evening",
                     tool="KwikSurveys (UK online survey tool), survey → Results → Export → 'Responses (CSV)', a sailing club's end-of-season social survey",
                     shape="Multi-question survey, one row per response with response id, start/end time, status, IP, two single-choice questions, a number and a free-text question",
                     format_evidence="From memory, unverified (no search done).",
                     traps=["two candidate-type questions: ask which one", "'Partial' responses have an empty second answer",
                            "guest count column is a number, not a vote weight", "Response ID and IP columns"])
    return name


# ---------------------------------------------------------------- 9 Zoho Forms -> Excel for Mac 'CSV (Macintosh)', Mac Roman, CR
def f09():
    name = "Zoho_Forms_Inscriptions_Repair_Cafe_printemps_2026.csv"
    opts = ["Réparation vélo", "Couture, retouches", "Petit électroménager", "Informatique & téléphones", "Affûtage couteaux"]
    wts = [0.38, 0.30, 0.62, 0.41, 0.22]
    rng = random.Random(9009)
    first = ["Élodie", "Théo", "Chloé", "Maël", "Inès", "Benoît", "Gaëlle", "Loïc", "Zoé", "François", "Anaïs",
             "Jérôme", "Léa", "Noël", "Cécile", "Hervé", "Agnès", "Raphaël", "Mélanie", "Jean-Noël"]
    last = ["Lefèvre", "Garnier", "Rousseau", "Boucher", "Mercier", "Fontaine", "Chevalier", "Roche", "Perrin", "Morel"]
    hdr = ["Nom", "Prénom", "E-mail", "Commune", "Quels ateliers vous intéressent ?", "Nombre d'objets à apporter",
           "Commentaire", "Added Time", "Referrer Name", "Task Owner"]
    lines = [csv_line(hdr, ";")]
    cnt = Counter()
    t = dt.datetime(2026, 3, 2, 9, 0)
    for i in range(48):
        fn = first[i % len(first)]; ln = last[(i * 7) % len(last)]
        ch = [o for o, p in zip(opts, wts) if rng.random() < p]
        if not ch:
            ch = [rng.choice(opts)]
        for o in ch: cnt[o] += 1
        t += dt.timedelta(hours=rng.randint(1, 20), minutes=rng.randint(0, 59))
        mail = (fn[0] + "." + ln).lower().replace("é", "e").replace("è", "e").replace("è", "e") + "@example.org"
        mail = mail.encode("ascii", "ignore").decode()
        com = rng.choice(["", "", "", "Je viens avec ma fille", "Grille-pain qui ne chauffe plus", "Pneu crevé; chambre à air ?", ""])
        lines.append(csv_line([ln, fn, mail, rng.choice(["Villeurbanne", "Caluire-et-Cuire", "Vaulx-en-Velin"]),
                               ", ".join(ch), rng.choice([1, 1, 2, 3]), com, t.strftime("%d-%b-%Y %H:%M:%S"),
                               "https://forms.example.org/repaircafe/inscription", "Unassigned"], ";"))
    w = top_unique(cnt)
    # splitting 'Couture, retouches' must not create a winner
    assert cnt[w] - cnt["Couture, retouches"] >= 5
    write_text(name, "\n".join(lines) + "\n", "mac_roman", nl="\r")
    EXP[name] = dict(answer="winner", winner=w, candidates=opts, scores=dict(cnt),
                     question="Which workshop interests most people (checkbox question, each ticked option counts once)",
                     tool="Zoho Forms, form → Reports/All Entries → Export → CSV, opened in Excel 2011 for Mac (French) and saved as 'CSV (Macintosh)' by a neighbourhood repair café in Lyon",
                     shape="Several choices in one cell: one row per registration with names, e-mail, town, a checkbox question whose ticked options are joined with ', ' (one option itself contains a comma), a count, a comment and Zoho system columns",
                     format_evidence="From memory, unverified (no search done): Zoho Forms exports add 'Added Time' / 'Referrer Name' / 'Task Owner' columns and join multi-select values with ', ' (my recollection); Excel for Mac's 'CSV (Macintosh)' writes Mac OS Roman with CR line ends and, in a French locale, ';' as separator.",
                     traps=["option 'Couture, retouches' contains a comma (it must not be split; splitting still does not change the winner)",
                            "CR-only line ends (classic Mac)", "Mac OS Roman accents", "a comment contains ';' inside a quoted cell",
                            "'Nombre d'objets à apporter' is a number, not a weight", "system columns Added Time / Referrer Name / Task Owner"])
    return name


# ---------------------------------------------------------------- 10 DB2 CLP console output, cp850, fixed width
def f10():
    name = "db2_select_sommerfest_abstimmung_2026.txt"
    opts = ["Grillfest am Baggersee", "Brauereiführung Kulmbach", "Kanutour Wiesent", "Kletterwald Pottenstein"]
    wts = [0.24, 0.38, 0.21, 0.17]
    rng = random.Random(10010)
    names = ["Müller, Jörg", "Schäfer, Anna", "Weiß, Günther", "Öztürk, Elif", "Bauer, Lukas", "Krüger, Sabine",
             "Hoffmann, Jürgen", "Fuchs, Bärbel", "Zimmermann, Tim", "Köhler, Ute", "Neumann, Sören",
             "Wagner, Lena", "Schröder, Björn", "Hahn, Käthe", "Lehmann, Max", "Vogel, Jana", "Groß, Heinz",
             "Schulz, Mia", "König, Ralf", "Frank, Doris", "Berger, Uwe", "Jäger, Petra", "Lang, Emil",
             "Böhm, Nina", "Keller, Ole", "Huber, Lea", "Maier, Franz", "Roth, Iris", "Brandt, Kai", "Haas, Gül"]
    abt = ["EK-31", "VT-12", "LOG-2", "IT-07", "PER-1", "FIN-4"]
    rows = []
    cnt = Counter()
    t = dt.datetime(2026, 5, 4, 7, 41, 12)
    n = 71
    for i in range(1, n + 1):
        t += dt.timedelta(minutes=rng.randint(2, 180), seconds=rng.randint(0, 59))
        if i in (17, 44, 58):
            ch = None
        else:
            ch = rng.choices(opts, wts)[0]
            cnt[ch] += 1
        nm = names[(i * 11) % len(names)] if i <= 30 else names[(i * 11) % len(names)].split(",")[0] + ", " + chr(65 + i % 26) + "."
        rows.append((i, t, rng.choice(abt), nm, ch, rng.choice(["WEB", "WEB", "WEB", "PAPIER"])))
    w = top_unique(cnt)
    assert cnt[w] - sorted(cnt.values())[-2] >= 5, cnt
    hdr = "STIMM_ID    ABGEGEBEN_AM               ABT    NAME                           AUSWAHL                        KANAL "
    sep = "----------- -------------------------- ------ ------------------------------ ------------------------------ ------"
    out = ["", hdr, sep]
    for i, t, a, nm, ch, k in rows:
        ts = t.strftime("%Y-%m-%d-%H.%M.%S") + ".%06d" % (i * 1373 % 1000000)
        out.append("%11d %-26s %-6s %-30s %-30s %-6s" % (i, ts, a, nm, ch if ch else "-", k))
    out.append("")
    out.append("  %d Satz/Sätze ausgewählt." % n)
    out.append("")
    write_text(name, "\n".join(out) + "\n", "cp850")
    EXP[name] = dict(answer="winner", winner=w, candidates=opts, scores=dict(cnt),
                     question="Which summer-outing option got the most votes (one vote per row; '-' = NULL = no choice)",
                     tool="IBM Db2 command line processor (German Windows) in a command window: db2 \"SELECT ... FROM PERSONAL.SOMMERFEST_STIMMEN ORDER BY STIMM_ID\" > db2_select_sommerfest_abstimmung_2026.txt (console code page 850)",
                     shape="One choice per row, fixed-width console table: blank line, column names, dashed underline, right-aligned integer id, Db2 timestamps, department, name, choice, channel, then the German row-count message",
                     format_evidence="From memory, unverified (one search of stored pages for the German row-count message found nothing): Db2 CLP prints column names, a dashed line of the column widths, '-' for NULL and an 'n record(s) selected.' line (German: 'Satz/Sätze ausgewählt').",
                     traps=["three NULL votes printed as '-'", "fixed width, names contain a comma and a space", "DOS code page 850 umlauts (ä = 0x84)",
                            "trailing row-count message line", "KANAL (WEB/PAPIER) and ABT columns are metadata", "Db2 timestamp format 2026-05-04-07.41.12.000000"])
    return name


# ---------------------------------------------------------------- 11 umfrageonline.com xlsx, one column per option
def f11():
    name = "umfrageonline_Export_Rohdaten_Weiterbildung_Amt_fuer_Umwelt_2026.xlsx"
    courses = ["Excel für Fortgeschrittene", "Projektmanagement Grundlagen", "Konfliktmanagement im Team",
               "Französisch für den Berufsalltag", "GIS-Auswertungen mit QGIS", "Zeitmanagement & Selbstorganisation"]
    wts = [0.35, 0.30, 0.28, 0.22, 0.61, 0.33]
    rng = random.Random(11011)
    q = "Welche Weiterbildungen würden Sie 2027 besuchen? (Mehrfachauswahl)"
    wb = openpyxl.Workbook()
    ws = wb.active; ws.title = "Rohdaten"
    hdr = ["Teilnehmer-ID", "Startzeit", "Endzeit", "Status", "Sprache", "Abteilung"] + [f"{q} - {c}" for c in courses] + \
          [f"{q} - Andere, nämlich:", "Wie viele Weiterbildungstage pro Jahr wünschen Sie sich?", "Bemerkungen"]
    ws.append(hdr)
    cnt = Counter()
    t = dt.datetime(2026, 9, 1, 8, 0)
    for i in range(63):
        t += dt.timedelta(minutes=rng.randint(10, 300))
        status = "abgeschlossen" if i not in (8, 29, 51) else "abgebrochen"
        ticks = [1 if rng.random() < p else 0 for p in wts] if status == "abgeschlossen" else [None] * 6
        for c, v in zip(courses, ticks):
            if v: cnt[c] += 1
        ws.append([4471000 + i * 13, t, (t + dt.timedelta(minutes=rng.randint(2, 9))) if status == "abgeschlossen" else None,
                   status, rng.choice(["de", "de", "de", "fr"]),
                   rng.choice(["Abfall & Rohstoffe", "Gewässerschutz", "Luft & Lärm", "Naturschutz", "Zentrale Dienste"])] + ticks +
                  [rng.choice([None, None, None, None, "Drohnenpilot", "Arbeitssicherheit"]) if status == "abgeschlossen" else None,
                   rng.choice([1, 2, 2, 3, 4, 5]) if status == "abgeschlossen" else None,
                   rng.choice([None, None, None, "Bitte auch online anbieten", "Gerne im Frühling"])])
    for row in ws.iter_rows(min_row=2):
        for c in (row[1], row[2]):
            c.number_format = "DD.MM.YYYY HH:MM"
    w = top_unique(cnt)
    assert cnt[w] - sorted(cnt.values())[-2] >= 6, cnt
    ws2 = wb.create_sheet("Fragebogen")
    ws2.append(["Nr.", "Frage", "Typ", "Antwortoptionen"])
    ws2.append([1, "Abteilung", "Einfachauswahl", "Abfall & Rohstoffe; Gewässerschutz; Luft & Lärm; Naturschutz; Zentrale Dienste"])
    ws2.append([2, q, "Mehrfachauswahl", "; ".join(courses) + "; Andere, nämlich:"])
    ws2.append([3, "Wie viele Weiterbildungstage pro Jahr wünschen Sie sich?", "Zahl (1-10)", None])
    ws2.append([4, "Bemerkungen", "Freitext", None])
    ws2.append([])
    ws2.append(["Kodierung Mehrfachauswahl: 1 = ausgewählt, 0 = nicht ausgewählt, leer = nicht beantwortet"])
    save_xlsx(wb, name)
    EXP[name] = dict(answer="winner", winner=w, candidates=courses, scores=dict(cnt),
                     question="Which training course would most staff attend (ticks of the multiple-choice question)",
                     tool="umfrageonline.com (Swiss online survey tool, enuvo GmbH), Auswertung → Export → Rohdaten als Excel, a cantonal environment office's training survey",
                     shape="One column per option: participant id, start/end time, status, language, department, six 1/0 columns headed 'question - option', an 'Andere, nämlich:' text column, a 1-10 number column and remarks; a second sheet documents the questions and the 1/0 coding",
                     format_evidence="From memory, unverified (no search done): header wording 'Frage - Option' and the Fragebogen sheet are my guesses.",
                     traps=["three 'abgebrochen' responses with empty ticks", "Teilnehmer-ID is a large integer", "the 'Wie viele Weiterbildungstage' number column is not a tick column",
                            "Fragebogen sheet lists options in one ';'-joined cell", "Swiss German (no ß) but umlauts"])
    return name


# ---------------------------------------------------------------- 12 NVI Hungary ask case (mayor vs council)
def f12():
    name = "valasztas_hu_HVI_2024_Alsoharskut_szavazokori_eredmenyek.csv"
    mayor = [("Kovácsné Szűts Erzsébet", "FÜGGETLEN"), ("Dr. Horváth Gergő", "ALSÓHÁRSKÚTÉRT EGYESÜLET"),
             ("Tóth Ödön", "FÜGGETLEN")]
    mv = [[188, 241, 97], [132, 160, 71], [61, 79, 30]]  # per szavazókör rows: 001,002,003 ; cols candidates
    council = [("Balogh Zoltán", "FÜGGETLEN"), ("Farkas Ildikó", "ALSÓHÁRSKÚTÉRT EGYESÜLET"), ("Győri Péter", "FÜGGETLEN"),
               ("Kiss-Major Anikó", "FÜGGETLEN"), ("Lukács Ferenc", "ALSÓHÁRSKÚTÉRT EGYESÜLET"), ("Molnár Réka", "FÜGGETLEN"),
               ("Nagy Őrs", "FÜGGETLEN"), ("Simon Kálmán", "ALSÓHÁRSKÚTÉRT EGYESÜLET"), ("Vass Eszter", "FÜGGETLEN")]
    cv = [[201, 145, 70], [266, 190, 88], [133, 97, 41], [158, 121, 60], [171, 133, 66], [302, 221, 102],
          [87, 63, 25], [190, 150, 71], [120, 98, 38]]
    szk = ["001", "002", "003"]
    L = []
    L.append(csv_line(["Helyi önkormányzati képviselők és polgármesterek választása 2024. június 9."], ";"))
    L.append(csv_line(["Település: Alsóhárskút (Veszprém vármegye)", "", "Névjegyzékben szereplő választópolgárok: 1 512"], ";"))
    L.append(csv_line(["Adatok jogerősek. Utolsó frissítés: 2024.06.13. 16:02"], ";"))
    L.append("")
    L.append(csv_line(["POLGÁRMESTER"], ";"))
    L.append(csv_line(["Jelölt neve", "Jelölő szervezet(ek)", "001. szavazókör", "002. szavazókör", "003. szavazókör", "Összesen", "%"], ";"))
    mt = {}
    for j, (c, o) in enumerate(mayor):
        vals = [mv[k][j] for k in range(3)]
        mt[c] = sum(vals)
    mtot = sum(mt.values())
    for j, (c, o) in enumerate(mayor):
        vals = [mv[k][j] for k in range(3)]
        L.append(csv_line([c, o] + vals + [sum(vals), f"{100*sum(vals)/mtot:.2f}".replace(".", ",")], ";"))
    L.append(csv_line(["Érvényes szavazatok", ""] + [sum(mv[k]) for k in range(3)] + [mtot, "100,00"], ";"))
    L.append(csv_line(["Érvénytelen szavazólapok", "", 9, 6, 2, 17, ""], ";"))
    L.append("")
    L.append(csv_line(["EGYÉNI LISTÁS KÉPVISELŐK (megválasztható: 6 fő)"], ";"))
    L.append(csv_line(["Jelölt neve", "Jelölő szervezet(ek)", "001. szavazókör", "002. szavazókör", "003. szavazókör", "Összesen", "Megválasztva"], ";"))
    ct = {}
    order = sorted(range(len(council)), key=lambda j: -sum(cv[j]))
    elected = set(order[:6])
    for j, (c, o) in enumerate(council):
        ct[c] = sum(cv[j])
        L.append(csv_line([c, o] + cv[j] + [sum(cv[j]), "igen" if j in elected else "nem"], ";"))
    L.append(csv_line(["Érvényes szavazólapok", "", 520, 360, 168, 1048, ""], ";"))
    write_text(name, "\n".join(L) + "\n", "iso8859_2")
    mw = top_unique(mt); cw = top_unique(ct)
    assert mt[mw] - sorted(mt.values())[-2] > 50 and ct[cw] - sorted(ct.values())[-2] > 50
    EXP[name] = dict(answer="ask", ask_because="The file holds two contests of the same local election (mayor, and a 6-seat council list) with different leaders; nothing says which result the user wants",
                     acceptable={"POLGÁRMESTER (mayor)": mw, "EGYÉNI LISTÁS KÉPVISELŐK (council, top vote-getter)": cw},
                     scores_by_question={"mayor": mt, "council": ct},
                     candidates=[c for c, _ in mayor] + [c for c, _ in council],
                     question="ambiguous: mayor or council",
                     tool="Nemzeti Választási Iroda (valasztas.hu, Hungary's National Election Office), local election results of a village, 'Szavazóköri eredmények' copied by the local election office (HVI) into a spreadsheet and saved as CSV with ';' in ISO-8859-2 for the village website",
                     shape="Ready-made count tables with a title block: a mayor table (candidate, nominating organisation, one column per polling district, total, %) with valid/invalid rows, then a council table (6 seats) with totals and an elected yes/no column",
                     format_evidence="From memory, unverified (no search done). Hungary did hold local elections on 9 June 2024; the village, candidates and numbers are invented.",
                     traps=["two contests: ask", "'Érvényes szavazatok' / 'Érvénytelen szavazólapok' / 'Érvényes szavazólapok' total rows",
                            "% column with decimal comma", "thousand separator with a space in the title (1 512)", "council voters have up to 6 votes each",
                            "ISO-8859-2 ő/ű"])
    return name


# ---------------------------------------------------------------- 13 SurveyHeart Arabic, cp1256
def f13():
    name = "SurveyHeart_ردود_استبيان_وجهة_رحلة_الموظفين_2026.csv"
    dests = ["العقبة", "البحر الميت", "وادي رم", "البتراء", "عجلون"]
    wts = [0.21, 0.17, 0.33, 0.16, 0.13]
    rng = random.Random(13013)
    names = ["أحمد", "سارة", "محمد", "ليلى", "يوسف", "رنا", "خالد", "هبة", "عمر", "دانة", "طارق", "نور", "سامي", "ريم"]
    fam = ["العلي", "الخطيب", "حداد", "النجار", "الزعبي", "المصري", "عبيدات", "الحسن"]
    hdr = ["رقم الرد", "وقت الإرسال", "الاسم", "القسم", "ما هي وجهتك المفضلة لرحلة الموظفين السنوية؟",
           "هل ستشارك مع أفراد عائلتك؟", "كيف تقيّم رحلة العام الماضي؟ (1-5)", "ملاحظات"]
    L = [csv_line(hdr)]
    cnt = Counter()
    t = dt.datetime(2026, 3, 15, 9, 0)
    for i in range(1, 67):
        t += dt.timedelta(minutes=rng.randint(5, 200))
        d = "" if i in (12, 37) else rng.choices(dests, wts)[0]
        if d: cnt[d] += 1
        L.append(csv_line([i, t.strftime("%d/%m/%Y %I:%M %p").replace("AM", "ص").replace("PM", "م"),
                           names[i % len(names)] + " " + fam[(i * 3) % len(fam)],
                           rng.choice(["المبيعات", "المالية", "الموارد البشرية", "تقنية المعلومات", "العمليات"]), d,
                           rng.choice(["نعم", "لا", "لم أقرر بعد"]), rng.choice([2, 3, 3, 4, 4, 5]),
                           rng.choice(["", "", "", "نفضل السفر يوم الخميس", "المهم وجود مواصلات", "البتراء زرناها العام الماضي"])]))
    w = top_unique(cnt)
    assert cnt[w] - sorted(cnt.values())[-2] >= 5, cnt
    write_text(name, "\n".join(L) + "\n", "cp1256")
    EXP[name] = dict(answer="winner", winner=w, candidates=dests, scores=dict(cnt),
                     question="Which destination do most staff prefer for the annual trip (the destination question; the file name names it)",
                     tool="SurveyHeart (online forms app), form → Responses → Download as Excel, opened in Microsoft Excel (Arabic) and saved as 'CSV (Comma delimited)' = Windows-1256, a company in Amman",
                     shape="Multi-question survey, one choice per row: response number, submit time with Arabic AM/PM marks, name, department, the destination question, a yes/no/undecided question, a 1-5 rating and comments",
                     format_evidence="From memory, unverified (no search done); the column set is my guess and the CSV re-save in Arabic Excel is a user workflow.",
                     traps=["two blank destination answers", "the 1-5 rating of last year's trip is not a vote", "yes/no/undecided family question",
                            "a comment mentions 'البتراء' (Petra) - comments are not votes", "Windows-1256 Arabic text, right-to-left"])
    return name


# ---------------------------------------------------------------- 14 Sendsteps xlsx ask case
def f14():
    name = "Sendsteps_resultaten_ALV_HV_De_Zwaluwen_2026-06-18.xlsx"
    q1 = "Welke kleur krijgt het nieuwe uittenue?"
    a1 = ["Donkerblauw", "Oranje", "Groen-wit gestreept", "Zwart"]
    q2 = "Waar houden we de seizoensafsluiting?"
    a2 = ["Kantine", "Strandpaviljoen De Duinroos", "Bowlingcentrum Spare Time", "Pannenkoekenboerderij"]
    rng = random.Random(14014)
    n = 74
    w1 = [0.24, 0.43, 0.20, 0.13]; w2 = [0.20, 0.22, 0.45, 0.13]
    resp = []
    for i in range(n):
        r1 = rng.choices(a1, w1)[0] if rng.random() > 0.04 else None
        r2 = rng.choices(a2, w2)[0] if rng.random() > 0.08 else None
        r3 = rng.choice(["gezellig", "top seizoen", "meer trainers", "kantine opknappen", "jeugd", None])
        resp.append(("Deelnemer %d" % (i + 1), r1, r2, r3))
    c1 = Counter(r[1] for r in resp if r[1]); c2 = Counter(r[2] for r in resp if r[2])
    m1 = top_unique(c1); m2 = top_unique(c2)
    assert c1[m1] - sorted(c1.values())[-2] >= 6 and c2[m2] - sorted(c2.values())[-2] >= 6, (c1, c2)
    wb = openpyxl.Workbook()
    ws = wb.active; ws.title = "Overzicht"
    ws.append(["Sendsteps - resultaten"])
    ws.append(["Presentatie", "Algemene Ledenvergadering HV De Zwaluwen 2026"])
    ws.append(["Datum", dt.datetime(2026, 6, 18, 20, 0)])
    ws["B3"].number_format = "DD-MM-YYYY HH:MM"
    ws.append(["Deelnemers", n])
    ws.append([])
    ws.append(["Slide", "Vraag", "Type", "Reacties"])
    ws.append([3, q1, "Meerkeuze", sum(c1.values())])
    ws.append([5, q2, "Meerkeuze", sum(c2.values())])
    ws.append([8, "Eén woord voor afgelopen seizoen?", "Open vraag / Woordwolk", sum(1 for r in resp if r[3])])
    for idx, (q, ans, c) in enumerate([(q1, a1, c1), (q2, a2, c2)], 1):
        s = wb.create_sheet("Vraag %d" % idx)
        s.append([q])
        s.append([])
        s.append(["Antwoord", "Stemmen", "Percentage"])
        tot = sum(c.values())
        for a in ans:
            s.append([a, c[a], round(c[a] / tot, 4)])
            s.cell(row=s.max_row, column=3).number_format = "0%"
        s.append(["Totaal", tot, 1])
        s.cell(row=s.max_row, column=3).number_format = "0%"
    s = wb.create_sheet("Vraag 3")
    s.append(["Eén woord voor afgelopen seizoen?"]); s.append([]); s.append(["Antwoord", "Aantal"])
    for k, v in Counter(r[3] for r in resp if r[3]).most_common():
        s.append([k, v])
    s = wb.create_sheet("Alle reacties")
    s.append(["Deelnemer", q1, q2, "Eén woord voor afgelopen seizoen?"])
    for r in resp:
        s.append(list(r))
    save_xlsx(wb, name)
    EXP[name] = dict(answer="ask", ask_because="Two multiple-choice votes of the same members' meeting (kit colour and end-of-season venue), each with its own winner, on separate sheets; nothing says which one is meant",
                     acceptable={q1: m1, q2: m2}, scores_by_question={q1: dict(c1), q2: dict(c2)},
                     candidates=a1 + a2, question="ambiguous: kit colour or season-closing venue",
                     tool="Sendsteps (Dutch audience-response / live-polling tool), presentation → Resultaten → 'Exporteer naar Excel', a handball club's general members' meeting",
                     shape="Workbook: 'Overzicht' (title block, one row per slide with response counts), one sheet per question ('Vraag 1', 'Vraag 2' with Antwoord / Stemmen / Percentage and a Totaal row; 'Vraag 3' a word-cloud count) and 'Alle reacties' (one row per participant with the answer to each question)",
                     format_evidence="From memory, unverified (no search done): sheet names and columns are my guesses.",
                     traps=["two multiple-choice questions: ask", "Totaal rows and percentage columns", "word-cloud question sheet with counts",
                            "per-participant sheet repeats the same data (do not double count)", "some participants skipped a question"])
    return name


# ---------------------------------------------------------------- 15 Sympla 1st/2nd/3rd choice columns
def f15():
    name = "sympla_lista_participantes_Festival_Cultura_Maker_BH_2026.csv"
    of = ["Marcenaria básica", "Eletrônica com Arduino", "Impressão 3D", "Serigrafia artesanal", "Costura criativa"]
    A, E, I, S, C = of
    groups = [([I, E, A], 31), ([I, A], 14), ([I, S, C], 12), ([E, I, A], 22), ([E, A, I], 9),
              ([A, I, E], 16), ([A, C, S], 10), ([S, C, I], 12), ([C, S, A], 11), ([C, I, S], 6)]
    ballots = []
    for p, k in groups:
        ballots += [p] * k
    rng = random.Random(15015)
    rng.shuffle(ballots)
    res, fp, borda = rank_checks(ballots, of)
    assert len(set(res.values())) == 1, res
    first = ["Ana", "Bruno", "Camila", "Diego", "Fernanda", "Gabriel", "Júlia", "Lucas", "Mariana", "João", "Letícia",
             "Rafael", "Beatriz", "Thiago", "Luíza", "Vinícius", "Conceição", "André", "Débora", "Caio"]
    last = ["Silva", "Santos", "Oliveira", "Souza", "Lima", "Pereira", "Gonçalves", "Araújo", "Ribeiro", "Assunção"]
    hdr = ["Número do pedido", "Data do pedido", "Status do pedido", "Nome", "Sobrenome", "E-mail", "Tipo de ingresso",
           "Valor do ingresso", "Código do ingresso", "Check-in", "1ª opção de oficina", "2ª opção de oficina", "3ª opção de oficina",
           "Como soube do evento?"]
    L = [csv_line(hdr, ";")]
    t = dt.datetime(2026, 4, 1, 10, 0)
    canc = {5, 48, 97}
    fc_all = Counter()
    for i, b in enumerate(ballots):
        t += dt.timedelta(minutes=rng.randint(20, 500))
        tipo = rng.choice(["Inteira", "Meia-entrada", "Meia-entrada", "Cortesia"])
        val = {"Inteira": "R$ 40,00", "Meia-entrada": "R$ 20,00", "Cortesia": "R$ 0,00"}[tipo]
        fn = first[i % len(first)]; ln = last[(i * 3) % len(last)]
        st = "Cancelado" if i in canc else "Aprovado"
        b3 = b + [""] * (3 - len(b))
        L.append(csv_line(["%08d" % (19440000 + i * 17), t.strftime("%d/%m/%Y %H:%M"), st, fn, ln,
                           f"{fn.lower()}.{ln.lower()}{i}@example.org".encode("ascii", "ignore").decode(), tipo, val,
                           "SYM-%05X" % (0x3A000 + i * 97), "Sim" if rng.random() < 0.6 else "Não"] + b3 +
                          [rng.choice(["Instagram", "Amigos", "Site da prefeitura", "WhatsApp", ""])], ";"))
    # check cancellations don't change winner
    kept = [b for i, b in enumerate(ballots) if i not in canc]
    res2, fp2, _ = rank_checks(kept, of)
    assert res2["first"] == res["first"] and len(set(res2.values())) == 1
    write_text(name, "\n".join(L) + "\n", "utf-8", bom=True)
    w = res["first"]
    EXP[name] = dict(answer="winner", winner=w, candidates=of, scores={k: fp2.get(k, 0) for k in of},
                     question="Which workshop do participants prefer (1st/2nd/3rd choice columns; scores = 1st choices of approved orders). Same winner under first choices, IRV, Borda and Condorcet, with or without the cancelled orders",
                     tool="Sympla (Brazilian event ticketing platform), event → Participantes → 'Exportar lista de participantes' (CSV) with the custom registration questions, a maker festival in Belo Horizonte",
                     shape="Ranking in '1st choice / 2nd choice / 3rd choice' columns: one row per ticket with order number, date, status, names, e-mail, ticket type, price, ticket code, check-in, three choice columns and a marketing question",
                     format_evidence="From memory, unverified (no search done): column titles, the ';' separator and the BOM are my guesses.",
                     traps=["three 'Cancelado' orders (winner unchanged with or without them)", "ticket price 'R$ 40,00' decimal comma",
                            "zero-padded order numbers and hex ticket codes", "some participants gave only one or two choices",
                            "'Como soube do evento?' is another single-choice question but not the vote", "Check-in Sim/Não column"],
                     method_check=res)
    return name


def main():
    f01(); f02_meta(); f03(); f04(); f05(); f06(); f07(); f08(); f09(); f10(); f11(); f12(); f13(); f14(); f15()
    with open(os.path.join(OUT, "expected.json"), "w", encoding="utf-8") as f:
        json.dump(EXP, f, ensure_ascii=False, indent=2, sort_keys=True)
        f.write("\n")
    print(len(EXP), "files")


if __name__ == "__main__":
    main()
