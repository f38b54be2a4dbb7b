"""Classes of misread that blind sets L and M showed (issue 19), each a general rule with its own test: a survey of
several questions asks which one is the vote; a comma inside one option's name; Japanese in Shift-JIS with "々";
a conditional yes ("Unter Vorbehalt"); judges' half points beside their mean; a second header row of parties; a
Central European file told from Western by its alphabet; 0 / 1 tick codes with −1 for "not asked"; a quiz's graded
answers; a stated total equal to all candidates; a report's fields read as a vote."""

from __future__ import annotations

from dataclasses import replace

from dpcore.ingest.cells import MIDDLE, answer_kind
from dpcore.ingest.csv_reader import legacy_codec
from dpcore.ingest.layout import is_question, score_layout
from tests.upload_kit import lines, read, workbook


def test_a_survey_of_two_questions_asks_which_is_the_vote_however_far_apart_their_scores() -> None:
    topics = ["Prompting AI assistants well"] * 9 + ["Personal finance basics"] * 5 + ["Intro to testing"] * 4
    days = ["Thursday", "Tuesday"] * 7 + ["Wednesday"] * 4
    rows = [["Submitted at", "Submitted by", "Which topic should we cover next?", "Which day works best for you?"]]
    answers = enumerate(zip(topics, days, strict=True))
    rows += [[f"2025-11-17 14:{i:02d}:40", f"Person {i}", topic, day] for i, (topic, day) in answers]
    _, guess, scored = read(lines(rows).encode())
    assert guess.question is not None and guess.question.field == "reading" and not guess.confident
    assert "2 questions" in guess.question.text
    assert list(scored.best_labels) == ["Prompting AI assistants well"]  # (the default: the likelier reading)


def test_a_comma_inside_one_options_name_is_no_separator() -> None:
    """ "The Boathouse, Riverside" is one venue: its parts never stand alone or beside another option."""
    venues = ["The Boathouse, Riverside"] * 9 + ["Rooftop at Hale Street"] * 7 + ["Greenfield Barn"] * 6
    rows = [["Response ID", "Where should the summer social be held?"]]
    rows += [[1000 + i, f'"{venue}"'] for i, venue in enumerate(venues)]
    _, guess, scored = read(lines(rows).encode())
    assert guess.layout.kind == "votes" and list(scored.best_labels) == ["The Boathouse, Riverside"]


def test_japanese_in_shift_jis_with_an_iteration_mark_is_read_as_japanese() -> None:
    """ "奈々" (the iteration mark "々") is part of a Japanese word, not a sign of a wrong code page; and "…を1つ
    選んでください" (please choose one) is the question."""
    answers = ["大縄跳び"] * 8 + ["リレー"] * 5 + ["玉入れ"] * 3
    rows = [["ID", "ステータス", "お名前", "一番参加したい種目を1つ選んでください"]]
    rows += [
        [i, "未対応" if i % 3 else "対応中", "佐々木 奈々" if i % 2 else "小林 由美", a] for i, a in enumerate(answers)
    ]
    data = lines(rows).encode("cp932")
    assert legacy_codec(data) == "cp932"
    assert is_question("一番参加したい種目を1つ選んでください")
    _, guess, scored = read(data)
    assert guess.layout.columns == ("一番参加したい種目を1つ選んでください",) and list(scored.best_labels) == [
        "大縄跳び"
    ]


def test_a_conditional_yes_is_the_middle_answer_of_a_scheduling_grid() -> None:
    for word in ("Unter Vorbehalt", "onder voorbehoud", "sous réserve", "not sure"):
        assert answer_kind(word) == MIDDLE
    people = [
        ("Ja", "Unter Vorbehalt", "Ja"),
        ("Nein", "Ja", "Ja"),
        ("Ja", "Nein", "Ja"),
        ("Unter Vorbehalt", "Ja", "Ja"),
    ]
    rows = [["", "Fr 13.03.2026", "Sa 14.03.2026", "Sa 21.03.2026"], ["", "10:00", "10:00", "10:00"]]
    rows += [[f"Person {i}", *answers] for i, answers in enumerate(people * 2)]
    _, guess, scored = read(lines(rows).encode())
    assert guess.layout.kind == "grid" and list(scored.best_labels) == ["Sa 21.03.2026"]


def test_judges_half_points_beside_their_mean_are_a_rating_grid() -> None:
    scores = [("", 7.5, 7, 3.5), (6.5, 8.5, 7.5, 8.5), ("", 5.5, 9, 6), (6.5, 5.5, 7.5, ""), (6, 7, 9.5, 5)]
    rows = [["JudgeID", "Panel", "P01_Microplastics", "P02_SoilMicrobiome", "P03_GlacierMelt", "P04_UrbanBats", "Mean"]]
    for i, row in enumerate(scores):
        given = [value for value in row if value != ""]
        rows.append([f"J0{i}", "AB"[i % 2], *row, round(sum(given) / len(given), 2)])
    _, guess, scored = read(lines(rows).encode())
    assert guess.layout.kind == "ratings" and "Mean" not in guess.layout.columns
    assert list(scored.best_labels) == ["P03_GlacierMelt"]


def test_a_second_header_row_of_parties_with_blanks_under_the_totals_is_header() -> None:
    rows = [
        ["Kōwhai Ridge By-election 2026"],
        [],
        ["Voting Place", '"HĀKOPA, Mereana"', '"MORRISON-TAIT, Grace"', '"PARK, Daniel"', "Informal", "Total Valid"],
        ["", "Green Party", "Labour Party", "National Party", "", ""],
        ['"School Hall, 14 Tōtara Road"', 181, 345, 296, 2, 822],
        ['"Church Hall, 2 Elm Street"', 128, 236, 191, 8, 555],
        ["Community Centre", 77, 141, 104, 12, 322],
        ["Library", 246, 445, 426, 11, 1117],
        ["Total", 632, 1167, 1017, 33, 2816],
    ]
    frame, _, scored = read(lines(rows).encode())
    assert "Green Party" not in frame.iloc[:, 1].astype(str).tolist()
    assert list(scored.best_labels) == ["MORRISON-TAIT, Grace"]


def test_a_central_european_file_is_told_from_western_by_its_alphabet() -> None:
    """Slovene "č" is "è" in Windows-1252: "Četrtek zvečer" read as Western gives words no one alphabet writes
    together with "š" and "ž"."""
    text = "Kdaj;Odgovor\nČetrtek zvečer;1\nSobota popoldne;2\nObiščete knjižnico;3\nVeč sedežev;4\n"
    assert legacy_codec(text.encode("cp1250")) == "cp1250"
    western = "Nom;Réponse\nTrès bien;1\nÀ la carte;2\nCafé crème;3\nGarçon;4\n"
    assert legacy_codec(western.encode("cp1252")) == "cp1252"


def test_zero_one_codes_with_minus_one_for_not_asked_are_ticks_and_brackets_of_a_label_are_kept() -> None:
    stem = "When would you use extra opening hours? (several answers) - "
    slots = ["Monday morning (7–9)", "Thursday evening (19–21)", "Saturday afternoon (13–17)"]
    ticks = [(0, 1, 1), (0, 0, 1), (1, 0, 1), (-1, -1, -1), (0, 1, 1), (0, 0, 1), (1, 1, 0), (-1, -1, -1)]
    rows = [["Recnum", *(stem + slot for slot in slots)]] + [[i, *row] for i, row in enumerate(ticks)]
    _, guess, scored = read(lines(rows, ";").encode())
    assert guess.layout.kind == "ticks" and list(scored.best_labels) == ["Saturday afternoon (13–17)"]


def test_a_quizs_graded_answers_are_no_vote_the_poll_sheet_is() -> None:
    pupils = [f"Pupil {i}" for i in range(12)]
    quiz = [["Player", "Answer", "Correct / Incorrect"]]
    quiz += [[p, "Mars" if i % 4 else "Venus", "Correct" if i % 4 else "Incorrect"] for i, p in enumerate(pupils)]
    books = ["Holes", "Wonder", "Percy Jackson", "Percy Jackson"]
    poll = [["Player", "Answer", "Answer Time (seconds)"]] + [[p, books[i % 4], 5.5 + i] for i, p in enumerate(pupils)]
    data = workbook({"1 Quiz": quiz, "2 Poll": poll})
    frame, guess, scored = read(data, "report.xlsx")
    assert frame.attrs["sheet"] == "2 Poll" and list(scored.best_labels) == ["Percy Jackson"]
    quiz_only, quiz_guess, _ = read(workbook({"1 Quiz": quiz}), "quiz.xlsx")
    assert not quiz_guess.confident  # (a quiz alone is read, but never called "the true best")


def test_a_stated_total_equal_to_all_candidates_shows_none_is_a_total() -> None:
    """59 = 28 + 31 by chance: the file's own total, 118, counts the 59 as a candidate's."""
    rows = [
        ["Option", "Votes"],
        ["Imke Jensen", 59],
        ["Tom Doyle", 28],
        ["Farah Haddad", 31],
        ["Total valid votes", 118],
    ]
    _, guess, scored = read(lines(rows).encode())
    assert guess.confident and list(scored.best_labels) == ["Imke Jensen"]


def test_a_column_of_a_reports_fields_is_no_vote() -> None:
    """Key / value lines above a table ("Date", "Teacher", "Students"): dates, numbers, shares and words in one
    column are fields of a report, not one question's answers."""
    rows = [["Lesson", "Field trip vote"], ["Date", "03/04/2026"], ["Teacher", "Ms. Dunn"], ["Students", 12]]
    rows += [["Participation", "100%"]] * 6 + [["Participation", "50%"]] * 3 + [["Participation", "0%"]] * 2
    _, guess, _ = read(lines(rows).encode())
    assert not guess.confident


def test_a_query_tools_fixed_width_report_is_read_by_the_dashes_under_its_header() -> None:
    """SQL Server Management Studio's "Results to text" (UTF-16): a header, a rule of dashes per column, rows padded
    with spaces, "NULL" for nothing, then "(n rows affected)"; the numbered choices are a ballot in order."""
    ballots = [("Hội Chợ", "Đêm Hội", "NULL"), ("Lễ Hội Sen", "Đêm Hội", "Hội Chợ"), ("Đêm Hội", "Hội Chợ", "NULL")]
    ballots += [("Đêm Hội", "Lễ Hội Sen", "Hội Chợ"), ("Lễ Hội Sen", "Hội Chợ", "Đêm Hội"), ("Đêm Hội", "NULL", "NULL")]
    widths = (11, 20, 20, 20)
    lines = ["MaPhieu     LuaChon1             LuaChon2             LuaChon3            "]
    lines.append(" ".join("-" * width for width in widths))
    for number, ballot in enumerate(ballots, start=1001):
        padded = [choice.ljust(width) for choice, width in zip(ballot, widths[1:], strict=True)]
        lines.append(" ".join([str(number).rjust(widths[0]), *padded]))
    lines += ["", f"({len(ballots)} rows affected)", "", "Completion time: 2025-11-20T10:14:02.3456789+07:00"]
    data = "\ufeff".encode("utf-16-le") + "\r\n".join(lines).encode("utf-16-le")
    frame, guess, scored = read(data, "phieu_bau.txt")
    assert list(frame.columns) == ["MaPhieu", "LuaChon1", "LuaChon2", "LuaChon3"] and len(frame) == len(ballots)
    assert any("fixed-width" in note for note in frame.attrs["notes"])
    assert guess.layout.kind == "ranked" and guess.layout.columns == ("LuaChon1", "LuaChon2", "LuaChon3")
    assert "NULL" not in scored.labels
    assert list(score_layout(frame, replace(guess.layout, rule="first")).best_labels) == ["Đêm Hội"]


def test_numbered_columns_are_ranks_only_when_no_row_repeats_an_option() -> None:
    """ "Q1", "Q2", "Q3" answered on one scale repeat answers on a row: three questions, not a ranking."""
    rows = [["Q1", "Q2", "Q3"]] + [["Agree", "Agree", "Disagree"], ["Neutral", "Agree", "Agree"]] * 5
    _, guess, _ = read(lines(rows).encode())
    assert guess.layout.kind != "ranked"


def test_sqlcmd_output_with_a_separator_inside_an_unquoted_text() -> None:
    """``sqlcmd -s","`` (UTF-16): a rule of dashes joined by the separator, a venue with a comma written unquoted,
    then "(4 rows affected)"."""
    lines = ["Venue,Votes,Pct", "-----,-----,---", "Canal boat cruise,131,29.6"]
    lines += ["Rooftop terrace, Harbour Hotel,96,21.7", "Brewery tour & BBQ,88,19.9", "Picnic in the park,41,9.3"]
    lines += ["", "(4 rows affected)"]
    data = "\ufeff".encode("utf-16-le") + "\r\n".join(lines).encode("utf-16-le")
    frame, guess, scored = read(data, "venue_vote_counts.csv")
    assert "Rooftop terrace, Harbour Hotel" in frame["Venue"].tolist() and len(frame) == 4
    assert guess.layout.kind == "counts" and list(scored.best_labels) == ["Canal boat cruise"]


def test_a_bilingual_poll_by_poll_table_is_a_tally_in_parts() -> None:
    """Elections Canada's layout: "English/Français" headers, the station's number, a "Merge With" column filled on a
    few rows, rejected ballots, one column per candidate, "Total Votes" and "Electors"."""
    candidates = ["Beaulieu Marie-Ève Liberal/Libéral", "Okonkwo Daniel Conservative", "Tremblay Jérôme Green Party"]
    header = ["Polling Station Number/Numéro du bureau", "Polling Station Name/Nom du bureau"]
    header += ["Merge With/Fusionné avec", "Rejected Ballots/Bulletins rejetés", *candidates]
    rows = [[*header, "Total Votes/Total des votes", "Electors/Électeurs"]]
    liberal = [106, 87, 71, 105, 0, 97, 92, 88, 0, 131, 77, 118]
    conservative = [113, 63, 58, 76, 0, 64, 58, 90, 0, 72, 81, 95]
    green = [19, 37, 13, 15, 0, 31, 22, 9, 0, 27, 12, 24]
    for station, counts in enumerate(zip(liberal, conservative, green, strict=True), start=1):
        if station in (5, 9):  # (merged into station 4: no counts of its own)
            rows.append([station, f"Station {station}", 4, "", "", "", "", "", 400 + 7 * station])
            continue
        rows.append([station, f"Station {station}", "", station % 3, *counts, sum(counts), 400 + 7 * station])
    _, guess, scored = read(lines(rows).encode())
    assert guess.layout.kind == "ratings" and set(guess.layout.columns) == set(candidates)
    assert list(scored.best_labels) == ["Beaulieu Marie-Ève Liberal/Libéral"]
