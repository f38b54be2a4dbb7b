"""Classes found on blind sets AJ, AK and AL: an option that abstains ("Ich möchte mich nicht festlegen"); "no answer"
in an in-class vote's words ("未作答"); a crowd-work task's shuffled display order beside the answer; one amount on
every row (a task's reward) is no bid list; one table among a page's menu lines or a mosque committee's minutes; a
poll pasted with each count and its voters under the option; a parent listed once per child; a registration
withdrawn ("Avanmäld")."""

from __future__ import annotations

import random

from tests.upload_kit import lines, read, workbook


def test_an_option_that_abstains_is_no_candidate() -> None:
    """Schulmanager Online's replies as .xlsx: a title block, one column per option ticked "x", a "Summe" row."""
    options = [
        "Trinkwasserspender",
        "Hochbeete Schulgarten",
        "Tablets für die Bibliothek",
        "Ich möchte mich nicht festlegen",
    ]
    ticks = {0: 5, 1: 16, 2: 14, 3: 17}
    rows: list[list[object]] = [
        ["Rückmeldungen zum Elternbrief"],
        ["Förderverein 2027"],
        [],
        ["Schüler/in", "Klasse", *options],
    ]
    for n in range(40):
        rows.append([f"Muster, Kind {n}", "5a", *["x" if n < ticks[k] else "" for k in range(4)]])
    rows.append(["Summe", "", *[ticks[k] for k in range(4)]])
    _, _, scored = read(workbook({"Rückmeldungen": rows}), "Rueckmeldungen.xlsx")
    assert scored.best_labels == ("Hochbeete Schulgarten",)
    assert "Ich möchte mich nicht festlegen" not in scored.labels
    assert any("chooses no candidate" in note for note in scored.notes)


def test_no_answer_in_an_in_class_vote_is_no_candidate() -> None:
    """雨课堂's vote sheet: one row per student, the choice or "未作答", and "--" where no time was recorded."""
    chosen = ["陈思远"] * 12 + ["林雨桐"] * 8 + ["赵子豪"] * 7 + ["未作答"] * 20
    rows: list[list[object]] = [["投票结果"], ["学号", "姓名", "投票选项", "提交时间"]]
    rows += [
        [f"2025{n:04d}", f"学生{n}", choice, "--" if choice == "未作答" else "2026-11-20 10:05"]
        for n, choice in enumerate(chosen)
    ]
    _, _, scored = read(workbook({"投票详情": rows}), "投票结果.xlsx")
    assert scored.best_labels == ("陈思远",) and "未作答" not in scored.labels


def test_a_task_s_shuffled_display_order_is_no_ranking_and_its_reward_no_bid() -> None:
    """Amazon Mechanical Turk's batch results: the order the icons were shown in ("Input.grid_order", shuffled for
    each worker) beside the worker's answer ("Answer.icon_choice"); every row's reward is $0.25."""
    icons = ["Owl", "Compass", "Lantern", "Leaf", "Wave"]
    shuffle = random.Random(7)
    rows = [
        ["HITId", "AssignmentId", "WorkerId", "AssignmentStatus", "Reward", "Input.grid_order", "Answer.icon_choice"]
    ]
    answers = ["Owl"] * 14 + ["Lantern"] * 11 + ["Compass"] * 9 + ["Leaf"] * 4 + ["Wave"] * 3
    for n, answer in enumerate(answers):
        order = "|".join(shuffle.sample(icons, len(icons)))
        rows.append([f"3HIT{n:04d}", f"3ASG{n:04d}", f"A{n:05d}XYZ", "Approved", "$0.25", order, answer])
    _, guess, scored = read(lines(rows).encode("utf-8"), "Batch_5217463_batch_results.csv")
    assert guess.layout.columns == ("Answer.icon_choice",) and scored.best_labels == ("Owl",)


def test_one_table_in_a_mosque_committee_s_minutes() -> None:
    """Minutes typed in Urdu and saved as Unicode text: paragraphs, then the result as a tab-separated table with the
    rejected votes and the total cast, then a closing paragraph and the signatures."""
    text = "\r\n".join(
        [
            "بسم اللہ الرحمن الرحیم",
            "",
            "جامع مسجد، انتظامیہ کمیٹی — انتخاب برائے صدر",
            "۲۔ گزشتہ انتخاب (۲۰۲۳) میں حاجی محمد اسلم نے ۳۰۲ ووٹ حاصل کیے تھے۔",
            "",
            "نتیجہ انتخاب (صدر)",
            "نمبر شمار\tامیدوار کا نام\tحاصل کردہ ووٹ",
            "۱\tحاجی محمد اسلم\t۲۴۱",
            "۲\tقاری عبدالرشید\t۲۶۳",
            "۳\tملک نصیر احمد\t۱۱۸",
            "\tمسترد شدہ ووٹ\t۱۷",
            "\tکل ڈالے گئے ووٹ\t۶۳۹",
            "",
            "۴۔ دعا کے ساتھ اجلاس برخاست ہوا۔",
            "",
            "دستخط: سیکرٹری\t\tدستخط: چیئرمین",
        ]
    )
    _, _, scored = read(text.encode("utf-16"), "Intikhab.txt")
    assert scored.best_labels == ("قاری عبدالرشید",) and len(scored.labels) == 3


def test_a_results_page_saved_under_its_menu_lines() -> None:
    """A students' union's results page saved as text: its menu, the election's facts, the table, a note."""
    table = ["\tVotes\tShare", "Amara Okafor\t1,217\t51.9%", "Tom Brennan\t999\t42.6%", "RON\t131\t5.5%"]
    menu = ["Skip to main content", "Wessex Valley Students' Union", "Search", "Log in", ""]
    menu += ["Home › Elections › Results", "", "Leadership Elections 2027: Results", ""]
    facts = ["Vice President Education", "", "Votes cast: 2,347\tTurnout: 13.8%", "Quota: 1,174", ""]
    text = "\r\n".join([*menu, *facts, *table, "", "Counting method: one seat.", "Back to all results", ""])
    _, _, scored = read(text.encode("utf-16"), "results.txt")
    assert scored.best_labels == ("Amara Okafor",)


def test_a_poll_pasted_with_each_count_and_its_voters_under_the_option() -> None:
    """A GroupMe poll copied from the app into TextEdit (Mac Roman, CR line ends), an interim count in a message."""
    text = "\r".join(
        [
            "Jèn Legliz – Miami",
            "",
            "Fabiola: Update: Key Largo Bible Camp 9, Lakeshore 5, Camp Pine Hollow (Ocala) 4",
            "",
            "POLL  Ki kote pou retrèt jèn yo 2027? / Where should the 2027 youth retreat be?",
            "Poll ended",
            "",
            "Camp Pine Hollow (Ocala)",
            "17 votes",
            "Voted by: Jean-Marc, Wisler, Junior, Nathalie",
            "",
            "Lakeshore Retreat Center (Lake Wales)",
            "15 votes",
            "Voted by: Kenson, Sabrina, Emmanuela",
            "",
            "Key Largo Bible Camp",
            "11 votes",
            "Voted by: Vanessa, Evens, Youvens",
            "",
            "43 people voted",
        ]
    )
    _, _, scored = read(text.encode("mac_roman"), "GroupMe poll.txt")
    assert scored.best_labels == ("Camp Pine Hollow (Ocala)",) and len(scored.labels) == 3


def test_a_parent_listed_once_per_child_is_one_ballot() -> None:
    """ParentSquare's poll results: a row per parent and student, the parent's ticks repeated for each child."""
    header = ["Parent Name", "Email", "Student", "Grade", "Teacher", "Fun Run", "Movie Night", "Tamale Sale"]
    rows = [header]
    for n in range(30):
        ticks = ["", "X", ""] if n < 14 else ["X", "", ""] if n < 24 else ["", "", "X"]
        children = 3 if 14 <= n < 19 else 1  # (the Fun Run's parents have more children)
        for child in range(children):
            rows.append(
                [
                    f"Parent {n}",
                    f"parent{n}@example.com",
                    f"Kid {n}-{child}",
                    str(child + 1),
                    f"Teacher {child}",
                    *ticks,
                ]
            )
    _, _, scored = read(lines(rows).encode("utf-8"), "ParentSquare_Poll_Results.csv")
    assert scored.best_labels == ("Movie Night",)  # (14 parents against 10; 20 rows against 14)


def test_a_withdrawn_registration_does_not_count() -> None:
    rows = [["Namn", "Kår", "Status", "Vilken aktivitet vill du helst göra?"]]
    rows += [
        [f"Scout {n}", "Ekbacken", "Anmäld", "Övernattning i vindskydd" if n < 12 else "Kanotpaddling"]
        for n in range(22)
    ]
    rows += [[f"Scout {n}", "Ekbacken", "Avanmäld", "Kanotpaddling"] for n in range(22, 27)]
    frame, _, scored = read(lines(rows, ";").encode("utf-8-sig"), "Scoutnet_formular.csv")
    assert scored.best_labels == ("Övernattning i vindskydd",)
    assert any("Avanmäld" in note for note in frame.attrs["notes"])


def test_a_date_poll_in_a_shared_markdown_note_with_a_member_struck_through() -> None:
    """HedgeDoc's note: ✅ = passt, (✅) = wenn es sein muss, ❌ = geht nicht; a member who left struck through."""
    dates = ["Mo 12.04.", "Do 15.04.", "Di 20.04."]
    answers = [
        ["✅", "✅", "(✅)"],
        ["❌", "✅", "✅"],
        ["(✅)", "(✅)", "✅"],
        ["✅", "✅", "❌"],
        ["❌", "(✅)", "✅"],
    ]
    table = ["| Name | " + " | ".join(dates) + " |", "|---|:---:|:---:|:---:|"]
    table += [f"| Person {n} | " + " | ".join(row) + " |" for n, row in enumerate(answers)]
    table += ["| ~~Lena (Masterandin)~~ | ❌ | ❌ | ✅ |"]
    text = "\n".join(
        ["# Retreat 2027", "", "Legende: ✅ = passt · (✅) = wenn es sein muss · ❌ = geht nicht", "", *table]
    )
    frame, _, scored = read(text.encode("utf-8"), "Terminfindung.md")
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {
        "Mo 12.04.": 2.5,
        "Do 15.04.": 4.0,
        "Di 20.04.": 3.5,
    }
    assert any("struck through" in note for note in frame.attrs["notes"])


def test_a_team_s_sign_ups_in_and_out() -> None:
    """Nimenhuuto's sign-ups pasted into a Finnish Excel: IN, ? or OUT under each date, totals below."""
    dates = ["la 16.5.", "la 23.5."]
    rows = [["Pelaaja", *dates]] + [
        [f"Pelaaja {n}", "IN" if n < 5 else "OUT", "IN" if n < 8 else "?"] for n in range(12)
    ]
    rows += [["IN yhteensä", "5", "8"]]
    _, _, scored = read(lines(rows, ";").encode("cp1252"), "ilmot.csv")
    # ("?" is no answer yet, and counts nothing, as an empty cell)
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {"la 16.5.": 5.0, "la 23.5.": 8.0}


def test_a_calendar_s_tentative_answer_is_the_middle_one() -> None:
    rows = [["Teilnehmer", "Mo 07.12.", "Do 10.12."]]
    rows += [
        [f"Person {n}", "Zugesagt" if n < 6 else "Abgesagt", "Vorläufig" if n < 10 else "Zugesagt"] for n in range(12)
    ]
    rows += [["Person 12", "Keine Antwort", "Keine Antwort"]]
    _, _, scored = read(lines(rows, "\t").encode("cp1252"), "Terminabstimmung.txt")
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {"Do 10.12.": 2 + 0.5 * 10, "Mo 07.12.": 6.0}


def test_race_results_listed_by_bib_are_ranked_by_their_places() -> None:
    """Webscorer's results saved by Excel as Unicode text: sorted by bib, a disqualified runner with the best time."""
    rows = [["Place", "Bib", "Name", "Gender", "Category", "Time"]]
    runners = [("45", "Joel Ortega", "M", "Men 50+"), ("1", "Marisol Yamada", "F", "Women 30-39")]
    runners += [(str(place), f"Runner {place}", "F", "Women 30-39") for place in range(2, 12)]
    runners += [("DSQ", "Fast But Off Course", "M", "Men 30-39")]
    rows += [
        [place, str(100 + n), name, sex, category, f"2:{10 + n}:00.0"]
        for n, (place, name, sex, category) in enumerate(runners)
    ]
    _, _, scored = read(lines(rows, "\t").encode("utf-16"), "results.txt")
    assert scored.best_labels == ("Marisol Yamada",)
    assert "Fast But Off Course" not in scored.labels


def test_a_leaderboard_s_foot_that_states_the_total_in_a_cell() -> None:
    """Garmin Connect's challenge pasted into a Japanese Excel (cp932): steps with thousands commas, quoted, and a
    foot "参加者 22名,,"合計 … 歩"" under the list."""
    rows = ["11月 歩数チャレンジ", "", "順位,名前,歩数"]
    steps = [1_002_450, 987_655, 941_208, 842_615, 455_120]
    rows += [f'{rank},名前 {rank},"{value:,}"' for rank, value in enumerate(steps, start=1)]
    rows += [",,", f'参加者 5名,,"合計 {sum(steps):,} 歩"']
    frame, _, scored = read("\r\n".join(rows).encode("cp932"), "歩数.csv")
    assert scored.best_labels == ("名前 1",) and len(scored.labels) == 5
    assert any("参加者" in note for note in frame.attrs["notes"])


def _stages_page(stage_two: list[str]) -> bytes:
    rows = ["\tStage 1\tStage 2\tStage 3\tResult", f"Tom Brennan\t809\t{stage_two[0]}\t999\tNot elected"]
    rows += [f"Amara Okafor\t693\t{stage_two[1]}\t1,217\tElected", f"Priya Raman\t400\t{stage_two[2]}\t\tExcluded"]
    rows += ["Zoë Whitfield\t382\t\t\tExcluded at stage 1", "Non-transferable\t\t22\t131\t"]
    lines_ = ["Skip to main content", "Students' Union", "", "Vice President Education", "", *rows, ""]
    return "\r\n".join([*lines_, "Counting method: Single Transferable Vote (one seat).", ""]).encode("utf-16")


def test_a_count_by_transfers_is_decided_by_its_last_stage() -> None:
    """A students' union's results page saved as Unicode text: the stages of a single transferable vote, each
    excluded candidate's later stages blank, and the votes no longer transferable."""
    frame, guess, scored = read(_stages_page(["828", "715", "490"]), "results.txt")
    assert guess.layout.columns == ("Stage 3",) and scored.best_labels == ("Amara Okafor",)  # (Tom leads stage 1)
    assert dict(zip(scored.labels, scored.scores, strict=True))["Priya Raman"] == 0
    assert "Non-transferable" not in scored.labels and guess.confident
    assert any("count by transfers" in note for note in frame.attrs["notes"])


def test_rounds_whose_votes_fall_are_no_count_by_transfers() -> None:
    """The same page with a stage where a candidate's votes fall: no count by transfers, no stage chosen."""
    frame, guess, _ = read(_stages_page(["700", "715", "490"]), "results.txt")
    assert not any("count by transfers" in note for note in frame.attrs["notes"])
    assert guess.layout.columns != ("Stage 3",) or not guess.confident


def test_a_library_report_tallied_by_branch_with_its_answers_left_empty() -> None:
    """An integrated library system's statistics report as .xlsx: patrons by home branch and prize category, each
    branch's "(aucune réponse)" row the largest; the books' votes are their rows' sum."""
    books = {"Miro et la marée": [30, 28, 25], "Le club des homards": [31, 12, 22], "La cabane": [24, 20, 18]}
    rows: list[list[object]] = [
        ["Bibliothèque d'attache", "Catégorie statistique : Prix Coup de cœur 2026", "Nombre d'usagers"]
    ]
    for position, branch in enumerate(["BAT Bathurst", "CAR Caraquet", "TRA Tracadie"]):
        rows.append([branch, "(aucune réponse)", 96 - position])
        rows += [[branch, book, votes[position]] for book, votes in books.items()]
    _, guess, scored = read(workbook({"Rapport": rows}), "Prix_par_succursale.xlsx")
    assert guess.layout.label_column.startswith("Catégorie") and scored.best_labels == ("Miro et la marée",)
    assert "(aucune réponse)" not in scored.labels


def test_a_form_sent_twice_is_known_by_the_e_mail_beside_a_participant_number() -> None:
    """findmind's export (UTF-8 with BOM, ";"): a new participant number on every row, the optional e-mail repeated
    by those who sent the form twice."""
    rows = [["Teilnehmer-ID", "Startzeit", "Status", "Wohin soll der Teamausflug 2027 gehen?", "E-Mail (freiwillig)"]]
    choices = ["Rigi"] * 14 + ["Aletsch"] * 12 + ["Creux du Van"] * 5
    rows += [
        [str(70300 + 7 * n), f"1{n % 9}.01.2027 10:0{n % 10}:00", "abgeschlossen", choice, f"p{n}@example.ch"]
        for n, choice in enumerate(choices)
    ]
    rows += [
        [str(71000 + n), f"19.01.2027 13:5{n}:00", "abgeschlossen", "Aletsch", f"p{14 + n}@example.ch"]
        for n in range(3)
    ]
    frame, _, scored = read(lines(rows, ";").encode("utf-8-sig"), "findmind_Export.csv")
    assert scored.best_labels == ("Rigi",)  # (14 against 12; 15 with the three sent twice)
    assert any("repeating the answers" in note for note in frame.attrs["notes"])


def test_a_form_tried_out_four_times_before_it_went_out() -> None:
    """Zonka Feedback's responses: the first four rows from the demo iPad say "test" in the ideas box."""
    header = [
        "Response ID",
        "Date",
        "Location",
        "Respondent type",
        "Which activity would you enjoy most?",
        "Any other ideas?",
    ]
    rows = [header] + [[f"ZF-{n}", "02/11/2026", "Demo iPad", "Staff", "Seaside day trips", "test"] for n in range(4)]
    choices = ["Music & memories"] * 9 + ["Seaside day trips"] * 7 + ["Chair yoga"] * 4
    rows += [
        [f"ZF-{100 + n}", "03/11/2026", "Day room kiosk", "Resident", choice, ""] for n, choice in enumerate(choices)
    ]
    rows += [[f"ZF-{200 + n}", "04/11/2026", "Family SMS link", "Family member", "Chair yoga", ""] for n in range(20)]
    _, _, scored = read(lines(rows).encode("utf-8"), "Zonka_Feedback_Responses.csv")
    assert dict(zip(scored.labels, scored.scores, strict=True))["Seaside day trips"] == 7


def test_a_chat_s_options_listed_by_bare_numbers_and_votes_corrected_in_words() -> None:
    """A Threema chat export: options listed "1 Buchgutschein", votes as numbers in sentences, corrections."""
    votes = [
        ("Esther", "Wir nehmen 2"),
        ("Reto", "Familie Bühler: 4"),
        ("Andrea", "Stimme für 2"),
        ("Beat", "1 wäre schön"),
    ]
    votes += [
        ("Oliver", "1 wäre schön"),
        ("Luzia", "Familie Widmer: 1"),
        ("Jasmin", "Wir sind für 4"),
        ("Petra", "Wir sind für 2"),
    ]
    votes += [("Daniel", "4 👍"), ("Hans", "Wir sind für 1"), ("Kevin", "Wir sind für 4")]
    votes += [("Jasmin", "Korrektur: wir haben es nochmals besprochen, doch lieber 1.")]
    lines_ = ["Threema-Chat-Export", "Gruppe: Eltern 3b", "", "[19.11.26 18:24] Sandra: Vorschläge:"]
    lines_ += ["1 Buchgutschein", "2 Pflanze + Karte", "3 Fotobuch der Klasse", "4 Beitrag Velotour"]
    lines_ += [f"[19.11.26 19:{10 + n}] {who}: {said}" for n, (who, said) in enumerate(votes)]
    _, _, scored = read("\n".join(lines_).encode("utf-8"), "Threema-Chat.txt")
    # (Jasmin's 4 corrected to 1: Buchgutschein 5, Velotour 3, Pflanze 3; 4 each without the correction)
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {
        "Buchgutschein": 5,
        "Beitrag Velotour": 3,
        "Pflanze + Karte": 3,
    }


def test_a_mobile_money_statement_s_running_balance_is_no_bid_list() -> None:
    """An M-PESA organisation statement: paid votes of KSh 20 by account number, the running balance beside them."""
    rows = [["Account Holder:", "MWANGAZA COMMUNITY RADIO"], ["Short Code:", "578120"], []]
    rows += [["Receipt No.", "Completion Time", "Details", "Transaction Status", "Paid In", "Balance", "A/C No."]]
    codes = ["MB04"] * 9 + ["MB02"] * 7 + ["MB01"] * 4
    balance = 5000.0
    for n, code in enumerate(codes):
        balance += 20
        rows.append(
            [
                f"TK{n:06d}",
                f"26-11-2026 12:{n:02d}:00",
                f"Pay Bill Online Acc. {code}",
                "Completed",
                "20.00",
                f'"{balance:,.2f}"',
                code,
            ]
        )
    _, guess, _ = read(lines(rows).encode("utf-8"), "ORG_578120_Statement.csv")
    assert guess.layout.kind != "bids"


def test_a_lecture_poll_s_quiz_questions_are_no_vote() -> None:
    """PINGO's session export re-saved by a German Excel (cp1252, ";"): each question's facts in two cells above its
    table; three quiz questions mark their correct answer, the last question is the vote."""
    blocks = ["Session;Vorlesung 18.11.2026;;", "Session-ID;584213;;", ";;;"]
    quizzes = [("Welche Aussage ist richtig?", [("A", 158, "x"), ("B", 10, ""), ("C", 37, "")])]
    quizzes += [
        ("Welches Diagramm gehört zur BPMN?", [("Klassendiagramm", 38, ""), ("Kollaborationsdiagramm", 107, "x")])
    ]
    vote = ("Welches Thema sollen wir vertiefen?", [("BPMN", 26, ""), ("Datenbanken & SQL", 35, ""), ("ERP", 25, "")])
    for question, answers in [*quizzes, vote]:
        blocks += [
            f"Frage;{question};;",
            "Fragetyp;Single Choice;;",
            f"Abgegebene Stimmen;{sum(n for _, n, _ in answers)};;",
        ]
        blocks += (
            ["Antwort;Stimmen;Anteil;Richtige Antwort"]
            + [f"{label};{n};;{mark}" for label, n, mark in answers]
            + [";;;"]
        )
    _, guess, scored = read("\r\n".join(blocks).encode("cp1252"), "PINGO_Session_Export.csv")
    assert scored.best_labels == ("Datenbanken & SQL",) and guess.layout.columns == ("Stimmen",)
    assert "The file holds 3 tables: read table 3" in " ".join(guess.notes)  # (two quizzes, then the vote)


def test_a_leaderboard_where_the_fewest_points_win() -> None:
    """Competition Corner's leaderboard pasted into a Lithuanian Excel (cp1257, "sep=;"): the place, the athlete,
    the sum of their workout placings (the fewest win), each workout's "place (score)"."""
    rows = ["sep=;", "Elitas – Vyrai", "Vieta;Atletas;Klubas;Taškai;WOD 1;WOD 2"]
    athletes = ["Paulius Kazlauskas", "Mantas Žukauskas", "Tomas Mačiulis", "Eimantas Vaičiulis", "Dovydas Šimkus"]
    rows += [
        f"{n + 1};{name};Klubas {n % 2};{9 + 3 * n};{n + 2} ({200 - n} pak.);{n + 1} (8:{20 + n})"
        for n, name in enumerate(athletes)
    ]
    rows += ["WD;Arnas Balčiūnas;Box;–;–;–"]
    _, _, scored = read("\r\n".join(rows).encode("cp1257"), "CompetitionCorner.csv")
    assert scored.best_labels == ("Paulius Kazlauskas",) and "Arnas Balčiūnas" not in scored.labels


def test_an_experiment_s_first_row_of_facts_is_no_second_header_row() -> None:
    """PsychoPy's data file: the header ends with a comma, and the first row holds the session's facts under the
    named columns, its first cells empty: it is data, not a second header row."""
    header = "trials.thisN,thisRow.t,logo_naam,slider.response,participant,session,date,expName,frameRate,expStart,"
    facts = "pp01,001,2026-11-16_09h30.28.050,logo_rating,60.05,2026-11-16 09h30.28.993173 +0100,"
    rows = [header, ",28.8463,,," + facts]
    rows += [f"{n},{30 + n},Logo {n % 3},{n % 7 + 1}," + facts for n in range(9)]
    frame, _, _ = read("\n".join(rows).encode("utf-8"), "logo_rating_pp01.csv")
    assert "thisRow.t" in frame.columns and "participant" in frame.columns


def test_a_date_poll_s_times_under_its_dates_are_still_a_second_header_row() -> None:
    """Xoyondo's export: a date twice in the header (two times that day), the times on the row under it."""
    rows = ["Name,Fri 14 Nov,Sat 15 Nov,Sat 15 Nov,Sun 16 Nov,Comment", ",19:00,16:00,19:30,17:00,"]
    rows += [f"Person {n},Yes,{'Yes' if n % 2 else 'No'},If need be,No," for n in range(8)]
    frame, _, _ = read("\n".join(rows).encode("utf-8"), "xoyondo_poll.csv")
    assert "Sat 15 Nov 16:00" in frame.columns and "Sat 15 Nov 19:30" in frame.columns
