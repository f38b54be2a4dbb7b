"""Classes found on the fresh blind sets ZM and ZN, where the page named a wrong winner as "the true best" or read a
poll wrongly: a content tool's draft and archived rows among the published ones; a results report by district
("Kring") with the votes cast, the members entitled to vote, the blank votes and the valid total beside the
candidates; a hand-kept bid register whose dates are written year first with dots and whose late bid no longer
stands; and a forum's poll pasted as text, each option's count and share on lines of their own."""

from __future__ import annotations

import re

from dpcore.ingest.layout import score_layout
from tests.upload_kit import lines, read, workbook

NOMINEES = ["Seasonal Wardrobe", "Moonlit Greenhouse", "Lantern Lane Village", "Cozy Cellar Tiles"]


def test_draft_and_archived_rows_of_a_content_tool_do_not_count() -> None:
    """A headless CMS's collection export: system fields (id, status, user and date fields), then one row per juror
    and nominee with a score. Published rows put Lantern Lane Village first (mean 8.0 against 7.25); the draft and
    archived rows, counted, would put Moonlit Greenhouse first."""
    published = {"Seasonal Wardrobe": [8, 6, 7, 6], "Moonlit Greenhouse": [8, 7, 7, 7]}
    published |= {"Lantern Lane Village": [7, 8, 9, 8], "Cozy Cellar Tiles": [5, 7, 6, 6]}
    jurors = ["Mira (mod team)", "pelican_pete", "Oskar", "lumen"]
    rows = [["id", "status", "user_created", "date_created", "juror", "nominee", "score", "comment"]]
    for nominee, scores in published.items():
        for juror, score in zip(jurors, scores, strict=True):
            rows.append([len(rows), "published", "72ddd54d-63b8-4cfb-2094-4506d3002119", "2025-11-24T22:49:17.000Z"])
            rows[-1] += [juror, nominee, score, ""]
    for status in ["draft", "draft", "draft", "archived", "archived"]:  # (unfinished or withdrawn marks)
        rows.append([len(rows), status, "67279976-a4a2-ffc1-b527-e8031c3a6713", "2025-11-30T10:11:26.000Z"])
        rows[-1] += ["late_juror", "Moonlit Greenhouse", 10, "not final"]
    _, guess, scored = read(lines(rows).encode(), "jury_scores 2025-12-02T18-40-11.csv")
    assert scored.best_labels == ("Lantern Lane Village",)


def test_a_report_by_district_adds_up_the_candidates_not_the_votes_cast() -> None:
    """A BI tool's report run as CSV (UTF-16, tabs): one row per district ("Kring"), the members entitled to vote and
    the votes cast, one column per name, the blank votes and the valid total, and a "Totaal" row. The names'
    votes over the districts decide: Weidekracht 209 against 158."""
    names = ["Noordmelk", "Weidekracht", "Terpland"]
    votes = {"Kring Dokkum": [36, 47, 32], "Kring Drachten": [67, 103, 69], "Kring Sneek": [55, 59, 38]}
    header = ["Kring", "Stemgerechtigde leden", "Uitgebrachte stemmen", *names, "Blanco", "Totaal geldig"]
    out = ["\t".join(header)]
    for district, counts in votes.items():
        blank = 4
        out.append("\t".join(map(str, [district, 3 * sum(counts), sum(counts) + blank + 2, *counts, blank])))
        out[-1] += f"\t{sum(counts) + blank}"
    total = [sum(counts[at] for counts in votes.values()) for at in range(3)]
    out.append("\t".join(map(str, ["Totaal", 3 * sum(total), sum(total) + 18, *total, 12, sum(total) + 12])))
    _, guess, scored = read("\r\n".join(out).encode("utf-16"), "Stemuitslag naamkeuze per kring.csv")
    assert set(scored.labels) == set(names)
    assert scored.best_labels == ("Weidekracht",)


def test_a_bid_register_with_year_first_dates_and_a_late_bid() -> None:
    """A bid register kept by hand in a text editor (ISO-8859-2, a boxed table): the arrival date ("2026.02.16"),
    the bidder, the amount ("3 250 000 Ft") and a remark: "visszavonva" (withdrawn) and "késve érkezett" (arrived
    late) bids do not stand. Two bids arrived on one day: the date tells no bidder apart."""
    bids = [
        ("2026.02.03", "Kovács Gábor", "2 950 000 Ft", "érvényes"),
        ("2026.02.04", "Szőke és Társa Bt.", "3 400 000 Ft", "érvényes"),
        ("2026.02.05", "Nagy Ödön e.v.", "2 100 000 Ft", "érvényes"),
        ("2026.02.06", "Tóth Agrár Kft.", "3 600 000 Ft", "érvényes"),
        ("2026.02.09", "Kovács Gábor", "3 500 000 Ft", "módosítva (emelt)"),
        ("2026.02.10", "Fűrész Lajos", "4 450 000 Ft", "visszavonva"),
        ("2026.02.11", "Bíró Ferencné", "3 250 000 Ft", "érvényes"),
        ("2026.02.12", "Halasi Gépkör Szövetkezet", "3 800 000 Ft", "érvényes"),
        ("2026.02.16", "Varga Csaba", "1 900 000 Ft", "érvényes"),
        ("2026.02.16", "Lakatos Márk", "3 100 000 Ft", "késve érkezett"),
    ]
    out = ["Zárt borítékos ajánlatok - MTZ-82 traktor", ""]
    out.append("| Sor | Beérkezés  | Ajánlattevő                 |      Ajánlat | Megjegyzés        |")
    out.append("|-----+------------+-----------------------------+--------------+-------------------|")
    for number, (day, bidder, amount, remark) in enumerate(bids, start=1):
        out.append(f"| {number:3d} | {day} | {bidder:<27} | {amount:>12} | {remark:<17} |")
    _, guess, scored = read("\n".join(out).encode("iso-8859-2"), "ajanlatok_traktor.txt")
    assert guess.layout.kind == "bids" and guess.layout.voter_column == "Ajánlattevő"
    # (each bidder's highest standing bid: 3.8, 3.6, 3.5, 3.4, 3.25, 2.1, 1.9 M: 3.25 M x 5 bidders is the most;
    # with the late 3.1 M standing, 3.1 M x 6 would be)
    (best,) = scored.best_labels
    assert float(re.sub(r"[^\d.]", "", best)) == 3_250_000


def test_a_forums_poll_pasted_with_counts_and_shares_on_lines_of_their_own() -> None:
    """A forum topic copied from the browser and saved as "Unicode" (UTF-16): the poll's question, then for each
    option its label, its count and its share on three lines, the total, and the posts below."""
    options = {"Ép. 74 – Le jingle perdu": 18, "Ép. 87 – Les radios pirates": 44, "Ép. 98 – L’horloge parlante": 31}
    out = ["Les Ondes Perdues – le forum des auditeurs", "", "[Sondage] Meilleur épisode de 2024", "Répondre", ""]
    out += ["Quel est votre épisode préféré de l’année 2024 ?", "Durée du sondage : 26 jours", ""]
    for option, n in options.items():
        out += [option, str(n), f"{round(100 * n / sum(options.values()))}%"]
    out += ["", f"Nombre total de votes : {sum(options.values())}", "", "Marlène_Ondes", "Messages : 2318", ""]
    out += ["Bonsoir à toutes et à tous, c’est vous qui choisissez le meilleur épisode.", "", "Haut"]
    _, guess, scored = read("\r\n".join(out).encode("utf-16"), "forum_sondage_meilleur_episode.txt")
    assert set(scored.labels) == set(options)
    assert scored.best_labels == ("Ép. 87 – Les radios pirates",)


def test_a_streams_donations_with_a_poll_option_are_votes_not_bids() -> None:
    """A fundraising platform's donations export re-saved by a German spreadsheet (cp1252, semicolons, WAHR/FALSCH):
    each donation's amount, its poll and option, and its status; a refunded donation no longer counts. The amounts
    are money given, not bids on anything: the poll option with most donations wins."""
    donations = [("Ramen", 50), ("Currywurst selbstgemacht", 42), ("Ramen", 5), ("Käsespätzle", 5)] * 5
    donations += [("Ramen", 10), ("Currywurst selbstgemacht", 750, "refunded"), ("", 69)]
    rows = [["Donation ID", "Donor Name", "Amount", "Currency", "Poll", "Poll Option", "Status", "Anonymous"]]
    for n, (option, amount, *status) in enumerate(donations):
        poll = "Was kocht Lena im Finale?" if option else ""
        rows.append([5123408 + n, f"Donor {n % 7}", amount, "EUR", poll, option, (status or ["completed"])[0], "WAHR"])
    _, guess, scored = read(lines(rows, ";").encode("cp1252"), "tiltify_donations_kochstream_2025.csv")
    assert guess.layout.kind != "bids"
    assert scored.best_labels == ("Ramen",)


def test_an_irc_logs_votes_by_number_are_read_as_the_options_the_bot_announced() -> None:
    """An IRC client's channel log: a bot announces "!vote 1 … 4 -> 1 = Celeste | 2 = Hollow Knight | …", people vote
    by number (one changes their vote), the bot confirms each vote, and others chat."""
    out = ["**** BEGIN LOGGING AT Sun Mar 16 19:58:02 2025", "", "Mar 16 19:58:02 *\tNow talking on #pixelkeep"]
    out.append(
        "Mar 16 19:58:44 <PixelBot>\tPOLL OPEN: Which game? Type !vote 1 to !vote 3  ->  1 = Celeste | "
        "2 = Hollow Knight | 3 = Hades"
    )
    voters = {"Dovika": 2, "ranomi_tv": 1, "LoshiBear": 3, "noviix": 2, "kyno9": 2, "pesa": 3, "kynelo": 2}
    voters |= {"betamo59": 1, "ragudo_xd": 2, "mirel": 3, "tovo": 1, "sanne_b": 2}
    for minute, (nick, number) in enumerate(voters.items()):
        out.append(f"Mar 16 20:{minute:02d}:05 <{nick}>\t!vote {number}")
        out.append(f"Mar 16 20:{minute:02d}:07 <PixelBot>\t{nick}: vote recorded")
    out += ["Mar 16 20:10:40 <ragusa>\thades ost slaps", "Mar 16 20:11:02 <LoshiBear>\t!vote 2"]
    _, guess, scored = read("\n".join(out).encode(), "#pixelkeep.log")
    assert set(scored.labels) == {"Celeste", "Hollow Knight", "Hades"}
    assert scored.best_labels == ("Hollow Knight",)  # (7 of 12 once LoshiBear's second vote replaces the first)
    assert sum(scored.scores) == 12


def test_a_messengers_chat_answered_by_option_numbers_counts_each_persons_last_number() -> None:
    """A messenger's chat export ("[name] [오후 7:15] message"): the organiser lists three places as "1. …", "2. …",
    "3. …" on lines of their own; members reply with a number ("2번이요", "저는 2번"), one changes their mind, and an
    interim count ("1번 3표, 2번 4표") is no vote."""
    out = ["재프랑크푸르트 한인회 운영위원 님과 카카오톡 대화", "저장한 날짜 : 2026-02-14 21:30:41", ""]
    out += [
        "--------------- 2026년 2월 9일 월요일 ---------------",
        "[총무 이정아] [오후 7:02] 장소를 정하려고 합니다.",
    ]
    out += [
        "1. 한인교회 친교실",
        "2. 부르거하우스 보른하임",
        "3. 한식당 '서울정' 별실",
        "마감은 금요일 저녁 9시입니다.",
    ]
    replies = [
        ("백혜린", "1번이요"),
        ("노준혁", "2번!"),
        ("배성훈", "저는 2번"),
        ("양지수", "사진"),
        ("임재석", "2번 좋아요"),
    ]
    replies += [
        ("문태호", "1번 찬성합니다"),
        ("장하은", "3번이요"),
        ("총무 이정아", "중간 집계: 1번 2표, 2번 3표, 3번 1표"),
    ]
    replies += [("황보영", "1번이요"), ("황보영", "아 정정합니다. 2번으로 할게요"), ("최유진", "2번이요")]
    out += [f"[{who}] [오후 8:{minute:02d}] {text}" for minute, (who, text) in enumerate(replies)]
    _, guess, scored = read("\r\n".join(out).encode("utf-8-sig"), "KakaoTalk_20260214_2130_group.txt")
    assert scored.best_labels == ("부르거하우스 보른하임",)  # (5 against 2 and 1)
    assert sum(scored.scores) == 8


def test_a_member_lists_names_and_addresses_are_no_choice_beside_a_proposal_field() -> None:
    """A church management tool's member export to Excel: id, surname, first name, street, postcode and town, then
    the group field "Namensvorschlag Gemeindezentrum" (name proposal for the community centre). Surnames repeat
    within families; the proposal column is the vote."""
    proposals = ["Paul-Gerhardt-Haus"] * 12 + ["Haus der Begegnung"] * 8 + ["Arche"] * 6 + [""] * 4
    surnames = ["Eggers", "Lüders", "Eggers", "Kruse", "Peters", "Lüders", "Cordes"]
    rows: list[list[object]] = [
        ["Id", "Nachname", "Vorname", "Straße", "PLZ", "Ort", "Namensvorschlag Gemeindezentrum"]
    ]
    for n, proposal in enumerate(proposals):
        rows.append([210 + n, surnames[n % 7], ["Frank", "Karin", "Elke"][n % 3], f"Am Sande {n}", 21335, "Lüneburg"])
        rows[-1].append(proposal or None)
    _, guess, scored = read(workbook({"Personen": rows}), "churchtools-export-2026-03-15.xlsx")
    assert guess.layout.columns == ("Namensvorschlag Gemeindezentrum",)
    assert scored.best_labels == ("Paul-Gerhardt-Haus",)


def test_a_share_row_under_a_tally_by_department_is_no_part_of_it() -> None:
    """A spreadsheet summary under a title: one row per department, one column per venue and the department's voters,
    a "合计" (total) row, then a row "占比" (share) with each venue's fraction of the whole. The share row adds
    nothing to the counts: read with the venues as the candidates, each has its whole number of votes."""
    venues = ["温泉度假酒店", "市区五星酒店宴会厅", "郊外农庄"]
    counts = {"研发中心": [12, 22, 11], "销售部": [8, 18, 4], "市场部": [2, 8, 2], "客服中心": [6, 9, 7]}
    total = [sum(row[at] for row in counts.values()) for at in range(3)]
    rows: list[list[object]] = [["XX科技有限公司 2026 年会场地投票汇总表"], ["统计日期：2026-01-09"]]
    rows += [["部门", *venues, "参与人数"], *([department, *row, sum(row)] for department, row in counts.items())]
    rows += [["合计", *total, sum(total)], ["占比", *(n / sum(total) for n in total), 1]]
    frame, guess, _ = read(workbook({"年会场地投票": rows}), "2026年会投票汇总.xlsx")
    assert "占比" not in set(frame["部门"])
    by_venue = [score_layout(frame, layout) for layout in guess.alternatives if set(layout.labels) == set(venues)]
    assert by_venue, "the venues in the columns are offered"
    assert all(sorted(scored.scores) == sorted(total) for scored in by_venue)  # (28, 57, 24: no fraction added)


def test_a_printed_reports_total_column_adds_up_the_stations_not_the_share() -> None:
    """A radio network's printed vote report (ISO-8859-2, fixed width): each song's votes per station, "RAZEM" (the
    total) and "%"; rows of valid, invalid and all votes under a rule. The total is the stations' sum, so the page
    reads the songs in the rows, added up over the stations: the largest station prefers another song."""
    songs = {
        "Kasia Wróbel - Słońce nad Helem": [4812, 1210, 955, 870],
        "Zespół Łąki - Wakacyjny szlak": [4390, 2977, 2104, 1850],
    }
    songs |= {"Mateusz Dąbek - Bursztyn": [2105, 1440, 1012, 790], "Ola Żak - Nocne plaże": [1720, 1105, 640, 702]}
    songs |= {"Piotr Gałka i Nina - Fala": [980, 544, 402, 310]}
    whole = sum(map(sum, songs.values()))
    out = ["RADIO FALA PÓŁNOC - SIEĆ REGIONALNA", "Plebiscyt słuchaczy: PRZEBÓJ LATA 2025", "", "-" * 88]
    out.append(
        f"{'Lp.':<4}{'Wykonawca - tytuł':<36}{'Gdańsk':>8}{'Olsztyn':>9}{'Elbląg':>9}{'Słupsk':>9}{'RAZEM':>10}{'%':>7}"
    )
    out.append("-" * 88)

    def spaced(n: int) -> str:
        return f"{n:,}".replace(",", " ")

    for number, (song, votes) in enumerate(songs.items(), start=1):
        share = f"{100 * sum(votes) / whole:.1f}".replace(".", ",")
        cells = "".join(f"{spaced(n):>{w}}" for n, w in zip(votes, (8, 9, 9, 9), strict=True))
        out.append(f"{f'{number}.':<4}{song:<36}{cells}{spaced(sum(votes)):>10}{share:>7}")
    out += ["-" * 88, f"    {'RAZEM GŁOSY WAŻNE':<36}{spaced(whole):>45}", f"    {'Głosy nieważne *':<36}{'2 282':>45}"]
    _, guess, scored = read("\r\n".join(out).encode("iso-8859-2"), "FALA_POLNOC_PRZEBOJ_LATA_2025.TXT")
    assert guess.layout.label_column == "Wykonawca - tytuł"
    assert scored.best_labels == ("Zespół Łąki - Wakacyjny szlak",)  # (11,321 against 7,847)
