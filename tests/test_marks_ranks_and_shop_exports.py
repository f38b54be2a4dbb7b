"""How a file's numbers and names are meant, found on blind sets AD, AE and AF: ratings skipped by some (each
option's mean, not its sum); a ranking level on points and ordered by its places; ranks named the Japanese way
("第1希望"); the count of each answer under a scheduling grid with its counter ("5人"); "KO" for no; "No opinion"
and a histogram's bars, which are no candidates; a long table of points in Catalan; a shop's sales report with a
modifier set named as a vote; an order's options in one cell ("포장: … / 신메뉴 투표: …"); a database shell's
table under its query; a staff vote and a jury's points on two sheets; names a database writes in capitals
without their accents; and a poll's results as text, a BBS's record and a forum's two questions pasted with tabs."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from tests.test_release_script import generated, load
from tests.upload_kit import lines, read, workbook


def test_ratings_skipped_by_some_are_averaged_not_added() -> None:
    """e알리미's survey re-saved as CSV (cp949): each place rated 1–5 under an item code ("[2-1]"); the favourite is
    rated by fewer parents, so its sum is lower though every rating is higher."""
    places = ["국립과천과학관", "서울대공원 동물원", "롯데월드 어드벤처"]
    rows = [["번호", "학생명", *[f"[2-{n}] {place} (1~5점)" for n, place in enumerate(places, start=1)]]]
    for n in range(30):  # (the last rated by 10 parents only, 4 or 5)
        rows.append([n + 1, f"학생{n}", 1 + n % 4, 2 + n % 4, 4 + n % 2 if n % 3 == 0 else ""])
    _, guess, scored = read(lines(rows).encode("cp949"), "설문결과.csv")
    assert guess.layout.kind == "ratings" and guess.layout.rule == "mean"
    assert scored.best_labels == ("롯데월드 어드벤처",)  # (mean 4.5 against 3.4; sum 45 against 103)
    assert set(scored.labels) == set(places)  # (the item codes are no part of the names)


def test_the_release_script_averages_the_ratings_as_the_page_does(tmp_path: Path) -> None:
    rows = [["Respondent", "Museum (1-5)", "Zoo (1-5)", "Park (1-5)"]]
    rows += [[f"R{n}", 1 + n % 4, 2 + n % 4, 4 + n % 2 if n % 3 == 0 else ""] for n in range(30)]
    path = tmp_path / "ratings.csv"
    path.write_bytes(lines(rows).encode("utf-8"))
    frame, guess, scored = read(path.read_bytes(), path.name)
    assert guess.layout.rule == "mean"
    source = generated(path, guess.layout, scored, "", frame.attrs.get("codec", ""))
    labels, scores = load(source)["read_scores"](path)  # type: ignore[operator]
    assert list(labels) == list(scored.labels) and np.allclose(np.asarray(scores), scored.scores)


def test_two_players_level_on_points_are_ordered_by_the_rankings_places() -> None:
    """Swiss-Manager's final ranking: "Rk.", seeds, ratings, points and tie-breaks; the top two level on points."""
    rows = [["Final Ranking after 7 Rounds"], [], ["Rk.", "SNo", "Name", "Rtg", "Pts.", "TB1", "TB2"]]
    players = [("Tumurbaatar, Khulan", 6, 32), ("Dashdorj, Tengis", 6, 31), ("Altangerel, Uuganbayar", 5.5, 30)]
    players += [("Enkhbayar, Enkhjin", 5, 28.5), ("Batsukh, Temuulen", 4.5, 27.5)]
    rows += [
        [rank, 6 - rank, name, 2300 - 20 * rank, points, tb, tb - 2]
        for rank, (name, points, tb) in enumerate(players, 1)
    ]
    _, guess, scored = read(workbook({"Final Ranking": rows}), "SwissManager_Final_Ranking.xlsx")
    assert guess.layout.columns == ("Rk.",) and guess.layout.rule == "ranks"
    assert scored.best_labels == ("Tumurbaatar, Khulan",)


def test_ranks_named_the_japanese_way_are_a_ranked_ballot() -> None:
    """desknet's NEO's survey CSV (Shift_JIS): "第1希望（3点）" … "第3希望（1点）"; most first choices go to another."""
    rows = [
        [
            '"回答者"',
            '"所属"',
            '"Q1. 行き先 第1希望（3点）"',
            '"Q2. 行き先 第2希望（2点）"',
            '"Q3. 行き先 第3希望（1点）"',
        ]
    ]
    ballots = (
        [("沖縄", "金沢・能登", "京都")] * 4
        + [("金沢・能登", "京都", "沖縄")] * 3
        + [("京都", "金沢・能登", "沖縄")] * 2
    )
    rows += [[f'"社員{n}"', '"開発部"', *[f'"{place}"' for place in ballot]] for n, ballot in enumerate(ballots)]
    _, guess, scored = read(lines(rows).encode("cp932"), "desknets_アンケート.csv")
    assert guess.layout.kind == "ranked" and len(guess.layout.columns) == 3
    assert scored.best_labels == ("金沢・能登",)


def test_the_count_of_each_answer_under_a_grid_may_carry_its_counter() -> None:
    """@nifty's scheduling poll pasted into Excel and saved as tab-separated text (Shift_JIS): ○ △ ×, then a row per
    mark counting it on each date, "5人"; dates of one month keep their month."""
    dates = ["1/15(金) 19:00～", "1/16(土) 14:00～", "1/20(水) 19:00～"]
    marks = [["○", "△", "○"], ["×", "○", "○"], ["△", "○", "○"], ["○", "×", "△"], ["×", "○", "○"], ["○", "×", "○"]]
    rows = [["名前", *dates, "コメント"]] + [[f"会員{n}", *row, ""] for n, row in enumerate(marks)]
    for mark in "○△×":
        rows.append([mark, *[f"{sum(row[day] == mark for row in marks)}人" for day in range(3)], ""])
    frame, guess, scored = read(lines(rows, "\t").encode("cp932"), "nifty_スケジュール調整.txt")
    assert guess.layout.kind == "grid" and len(frame) == len(marks)
    assert scored.best_labels == ("1/20(水) 19:00～",)


def test_ok_and_ko_are_yes_and_no() -> None:
    """Dolibarr's OpenSurvey export: "OK" and "KO" under each date, every line ending with ";"."""
    rows = [["Nom", "11/01/2027 00:00", "12/01/2027 00:00", "14/01/2027 00:00", ""]]
    answers = [["OK", "OK", "KO"], ["KO", "OK", "KO"], ["OK", "", "KO"], ["KO", "OK", "OK"], ["", "OK", "KO"]]
    rows += [[f"Membre {n}", *row, ""] for n, row in enumerate(answers)]
    _, guess, scored = read(lines(rows, ";").encode("utf-8"), "k7f2m9q4x1c8p3wz_202611281745.csv")
    assert guess.layout.kind == "grid"
    assert scored.best_labels == ("12/01/2027 00:00",)  # (4 OK; counting KO as a mark puts 14/01 level)


def test_no_opinion_and_a_histograms_bars_are_no_candidates() -> None:
    """Nushell's `histogram` table with box-drawing borders: "Nie mam zdania" (no opinion) counts most."""
    counted = [("Nie mam zdania", 96), ("Szarlotka babci", 81), ("Las po deszczu", 77), ("Lawenda", 52)]
    body = [f"│ {n} │ {name:<16} │ {votes:>5} │ {'*' * (votes // 4):<24} │" for n, (name, votes) in enumerate(counted)]
    text = "\n".join(["╭───┬──────────────────┬───────┬──────────────────────────╮",
                      "│ # │      zapach      │ count │        frequency         │",
                      "├───┼──────────────────┼───────┼──────────────────────────┤", *body,
                      "╰───┴──────────────────┴───────┴──────────────────────────╯"])  # fmt: skip
    _, guess, scored = read(text.encode("utf-8"), "histogram.txt")
    assert guess.confident and guess.layout.label_column == "zapach"
    assert scored.best_labels == ("Szarlotka babci",)


def test_a_long_table_of_points_in_catalan() -> None:
    """MySQL Workbench's CSV (";"): "votant", "opcio", "punts"; counting rows names another theme."""
    rows = [["id", "votant", "correu", "opcio", "punts", "data_vot"]]
    given = [("Gemma", "Novel·la gràfica", 5), ("Sergi", "Novel·la negra", 3), ("Sergi", "Novel·la gràfica", 2)]
    given += [("Joan", "Novel·la negra", 5), ("Laia", "Novel·la negra", 4), ("Laia", "Novel·la gràfica", 1)]
    given += [
        ("Pau", "Novel·la gràfica", 1),
        ("Pau", "Poesia", 4),
        ("Rut", "Novel·la gràfica", 2),
        ("Rut", "Poesia", 3),
    ]
    rows += [
        [n, name, f"{name.lower()}@bib.cat", theme, points, f"2026-11-09 1{n % 10}:00:00"]
        for n, (name, theme, points) in enumerate(given)
    ]
    _, guess, scored = read(lines(rows, ";").encode("utf-8"), "punts_tema.csv")
    assert guess.layout.kind == "points" and guess.layout.voter_column == "votant"
    assert scored.best_labels == ("Novel·la negra",)  # (12 points against 11; 5 rows against 3)


def test_a_shops_sales_report_is_no_bid_list_and_its_vote_is_the_modifier_set_named_so() -> None:
    """Square's Modifier Sales report: money columns of sales, refunds and discounts; the vote is one modifier set,
    "Vote: Winter Special 2027", among milks and sizes sold far more often."""
    rows = [["Modifier", "Modifier Set", "Items Sold", "Gross Sales", "Refunds", "Net Sales"]]
    rows += [["Oat Milk", "Milk", '"1,412"', '"$1,129.60"', "-$7.20", '"$1,122.40"'],
             ["Large", "Size", '"1,180"', "$708.00", "-$3.00", "$705.00"],
             ["Regular", "Size", '"1,606"', "$0.00", "$0.00", "$0.00"],
             ["Soy Milk", "Milk", "388", "$310.40", "-$1.60", "$308.80"],
             ["Black Sesame Latte", "Vote: Winter Special 2027", "236", "$0.00", "$0.00", "$0.00"],
             ["Maple Pecan Latte", "Vote: Winter Special 2027", "228", "$0.00", "$0.00", "$0.00"],
             ["Gingerbread Latte", "Vote: Winter Special 2027", "212", "$0.00", "$0.00", "$0.00"]]  # fmt: skip
    _, guess, scored = read(lines(rows).encode("utf-8-sig"), "modifier-sales-2026-10.csv")
    assert guess.layout.kind == "counts" and guess.layout.subset == ("Modifier Set", "Vote: Winter Special 2027")
    assert scored.best_labels == ("Black Sesame Latte",)


def test_an_orders_options_in_one_cell_are_spread_over_their_labels() -> None:
    """Naver Smart Store's orders (cp949): "포장: 기본 포장 / 신메뉴 투표: 쑥 쿠키"; cancelled orders do not count."""
    rows = [["상품주문번호", "주문상태", "옵션정보", "수량", "구매자명"]]
    votes = ["쑥 쿠키"] * 6 + ["유자 쿠키"] * 5 + ["흑임자 쿠키"] * 3
    for n, cookie in enumerate(votes):
        wrap = '"포장: 선물 포장(+1,000원)' if n % 3 == 0 else '"포장: 기본 포장'
        rows.append([20261101000 + n, "구매확정", f'{wrap} / 신메뉴 투표: {cookie}"', 1, f"구매자{n}"])
    rows += [[20261102000 + n, "취소", '"포장: 기본 포장 / 신메뉴 투표: 유자 쿠키"', 1, f"취소자{n}"] for n in range(3)]
    frame, guess, scored = read(lines(rows).encode("cp949"), "스마트스토어_주문조회.csv")
    assert guess.layout.columns == ("신메뉴 투표",) and scored.best_labels == ("쑥 쿠키",)
    assert any("“포장”, “신메뉴 투표”" in note for note in frame.attrs["notes"])


def test_a_database_shells_table_under_its_query_with_a_double_rule() -> None:
    """MonetDB's mclient: the query, then a table drawn with "+----+" and "+====+" rules, a ROLLUP's "null" total
    row first, and another query's table below."""
    text = "\n".join(["SELECT locatie, count(*) AS stemmen,", "  FROM retraite_stem", " GROUP BY ROLLUP (locatie);",
                      "+---------------------+---------+", "| locatie             | stemmen |",
                      "+=====================+=========+", "| null                |     108 |",
                      "| Ameland (Hollum)    |      41 |", "| Texel (Den Hoorn)   |      37 |",
                      "| Zeeland (Veere)     |      30 |", "+---------------------+---------+", "4 tuples",
                      "SELECT count(*) AS stemgerechtigd FROM promovendi;"])  # fmt: skip
    _, _, scored = read(text.encode("utf-8"), "uitslag_locatie.txt")
    assert scored.best_labels == ("Ameland (Hollum)",) and "null" not in scored.labels


def test_a_staff_vote_and_a_jurys_points_on_two_sheets_are_asked_about() -> None:
    """Toad for Oracle's Excel export: the staff's votes on one sheet, the jury's points on the other, for the same
    candidates, with another winner each; the database's names in capitals without accents ("DZIAL")."""
    people = ["Nowicki Tomasz", "Wiśniewska Marta", "Zieliński Paweł"]
    votes = [["ID_GLOSU", "NR_EWID", "DZIAL", "KANDYDAT"]]
    chosen = [0] * 9 + [2] * 6 + [1] * 4
    votes += [[100200 + n, f"P{n:04d}", ["Księgowość", "Laboratorium"][n % 2], people[p]] for n, p in enumerate(chosen)]
    jury = [["CZLONEK_KAPITULY", "KANDYDAT", "PUNKTY"]]
    marks = {"Prezes Zarządu": (4, 8, 6), "Członek Zarządu A": (5, 9, 7), "Członek Zarządu B": (3, 7, 8)}
    marks |= {"Przewodniczący Rady": (6, 8, 5), "Przedstawiciel Załogi": (7, 6, 7)}
    jury += [[member, person, points] for member, given in marks.items()
             for person, points in zip(people, given, strict=True)]  # fmt: skip
    _, guess, _ = read(workbook({"GLOSY_PRACOWNIKOW": votes, "OCENY_KAPITULY": jury}), "PRACOWNIK_ROKU.xlsx")
    assert guess.question is not None and guess.question.field == "table" and not guess.confident


def test_a_total_row_in_ukrainian_is_no_project() -> None:
    """Kyiv's participatory budget pasted into Excel (cp1251, ";"): "Усього голосів" under the projects."""
    rows = [["№ проєкту", "Назва проєкту", "Вартість, грн", "Кількість голосів"]]
    rows += [
        [2612, "Сквер на розі вулиці", '"1 076 000,00"', "2 443"],
        [2407, "Освітлення мосту", '"2 815 500,00"', "2 258"],
    ]
    rows += [[1869, "Курси першої допомоги", '"212 500,00"', "1 781"], [1395, "Міні-сквер", '"372 500,00"', "1 667"]]
    rows += [["Усього голосів", "", "", "8 149"]]
    _, guess, scored = read(lines(rows, ";").encode("cp1251"), "Громадський_бюджет.csv")
    assert guess.layout.columns == ("Кількість голосів",)
    assert scored.best_labels == ("Сквер на розі вулиці",) and len(scored.labels) == 4


def test_a_bbs_vote_result_with_heights_in_its_options_and_numbers_in_its_comments() -> None:
    """A PTT vote's record saved as text (Big5): each option with its votes and share ("43 票,  24.29%"), heights in
    the options' names larger than any count, and pushed comments quoting other numbers."""
    options = [("玉山主峰 (3952m) 二日", 35), ("雪山主東峰 (3886m) 三日", 38), ("合歡山北峰 (3422m) 單攻", 43)]
    text = [
        "作者  [馬路探子]                                           看板  Mountain",
        "",
        "◆ 投票結果:(共有 116 人投票)",
    ]
    text += [f"    {name:<24}{votes:>8} 票, {100 * votes / 116:6.2f}%" for name, votes in options]
    text += ["", "--", "推 hikerwang: 雪山 3886 很讚，圈谷必去                          11/23 00:03"]
    _, _, scored = read("\n".join(text).encode("big5"), "PTT_投票結果.txt")
    assert scored.best_labels == ("合歡山北峰 (3422m) 單攻",) and len(scored.labels) == 3


def test_a_forum_poll_of_two_questions_pasted_with_tabs_is_asked_about() -> None:
    """A forum's poll pasted into Notepad (UTF-16): two numbered questions, each option "name<TAB>[ 30 ]<TAB>[41.67%]",
    and posts below; "არ მაქვს აზრი" (no opinion) is no candidate."""
    lines = ["გამოკითხვა: ჩვენი კორპუსის ორი საკითხი (მიცემული ხმები: 72)", "", "1. რა მოვაწყოთ ეზოში?"]
    lines += [
        "    საბავშვო მოედანი\t[ 30 ]\t[41.67%]",
        "    ავტოსადგომი\t[ 22 ]\t[30.56%]",
        "    არ მაქვს აზრი\t[ 1 ]\t[1.39%]",
    ]
    lines += [
        "",
        "2. ვინ იყოს თავმჯდომარე?",
        "    გიორგი ბერიძე\t[ 17 ]\t[23.61%]",
        "    ლევან ჯავახიშვილი\t[ 41 ]\t[56.94%]",
    ]
    lines += ["", "---", "", "gia_37  (პოსტები: 88)", "ავტოსადგომზე 14 ადგილი ეტევა, 2 500 ლარი ეღირება."]
    _, guess, scored = read("\r\n".join(lines).encode("utf-16"), "forum.ge_გამოკითხვა.txt")
    assert guess.question is not None and guess.question.field == "reading" and not guess.confident
    assert "არ მაქვს აზრი" not in scored.labels
