"""Set ZB's classes: polls pasted from group chats (a sign-up chain, a count under each option, tally marks), a
quiz's scoreboard with half points, a rating grid beside a count of children, a participatory budget's ledger of
members' contributions, and ranked choices named in Dutch."""

from __future__ import annotations

from tests.upload_kit import lines, read

CHAIN = """#接龙
三（2）班春游地点投票
可选：植物园 / 动物园 / 科技馆 / 湿地公园

例 乐乐妈妈 植物园
1. 梁晨曦奶奶 动物园
2. 王梓涵妈妈 动物园
3. 韩梦琪妈妈 科技馆
4. 马悦然爸爸 科技馆
5. 董一鸣妈妈 湿地公园（孩子想去）
6. 曹馨月妈妈 湿地公园
7. 程子睿妈妈 科技馆
8. 朱诗涵妈妈 科技馆
9. 杨雨桐爸爸 动物园
10. 周思远外婆 科技馆（孩子想去）
"""


def test_a_sign_up_chain_is_one_choice_per_numbered_line() -> None:
    frame, _, scored = read(CHAIN.encode("gbk"), "接龙.txt")
    assert frame.attrs["codec"] == "gb18030"  # (the file's own code page, a superset of GBK, for the release script)
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {"动物园": 3, "科技馆": 5, "湿地公园": 2}


ZALO = """BÌNH CHỌN
Chọn buổi tập hát thêm trước Lễ Lá (được chọn nhiều ngày)
23 thành viên đã bình chọn

Thứ Năm 26/03 – 19:30
9 bình chọn
Thứ Bảy 28/03 – 18:00
16 bình chọn
Chủ Nhật 29/03 – sau Lễ 9:00
11 bình chọn

+ Thêm phương án
"""


def test_a_count_under_each_option_belongs_to_the_option_above_it() -> None:
    _, _, scored = read(ZALO.encode("utf-16"), "Zalo.txt")
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {
        "Thứ Năm 26/03 – 19:30": 9,
        "Thứ Bảy 28/03 – 18:00": 16,
        "Chủ Nhật 29/03 – sau Lễ 9:00": 11,
    }


TALLY = """3월 정기모임 회식 장소 투표
참석 27명 / 투표 24명

삼겹살 (돈우마을)  正  5
치킨 & 맥주 (호프한잔)  正 正 一  11
횟집 (바다마을)  正 一  6
중식 (만리향)  丅  2

예약: 저녁 7시 30분, 회비 1인 25,000원
"""


def test_lines_of_tally_marks_and_their_counts_are_a_poll() -> None:
    _, _, scored = read(TALLY.encode(), "투표.txt")
    assert list(scored.best_labels) == ["치킨 & 맥주 (호프한잔)"] and sum(scored.scores) == 24


def test_a_scoreboards_total_with_half_points_is_each_teams_score() -> None:
    header = ["Table", "Team", "Picture round", "Music", "Sport", "Total"]
    teams = [("Smarty Pints", 7, 5, 6.5), ("Agatha Quiztie", 3.5, 7, 6), ("Tequila Mockingbird", 8, 7.5, 9)]
    teams += [("Déjà Brew", 5, 7, 5.5), ("Köln Again", 4.5, 7, 7.5)]
    rows = [header] + [[n + 1, team, *marks, sum(marks)] for n, (team, *marks) in enumerate(teams)]
    _, guess, scored = read(lines(rows, "\t").encode("iso-8859-15"), "scoreboard.txt")
    # (the total column, or the rounds it adds up on each row: each team's score is its total either way)
    assert guess.layout.kind == "counts" and guess.layout.columns in (("Total",), ("Picture round", "Music", "Sport"))
    assert dict(zip(scored.labels, scored.scores.tolist(), strict=True)) == {team: sum(marks) for team, *marks in teams}
    assert list(scored.best_labels) == ["Tequila Mockingbird"]


def test_a_count_of_children_beside_the_rated_themes_is_no_theme() -> None:
    header = ["First Name", "Your children's age group", "Number of children attending", "Ocean", "Jungle", "Space"]
    ratings = [(1, 3, 4, 5), (2, 3, 5, 4), (3, 3, 3, 3), (1, 2, 4, 5), (2, 4, 2, 5), (4, 3, 3, 4)] * 3
    groups = ["Elementary (K-5)", "Elementary (K-5)", "Preschool (3-5)"]
    rows = [header] + [[f"P{n}", groups[n % 3], *marks] for n, marks in enumerate(ratings)]
    _, guess, scored = read(lines(rows).encode(), "entries.csv")
    assert guess.layout.kind == "ratings" and "Number of children attending" not in guess.layout.columns
    assert list(scored.best_labels) == ["Space"]


def test_members_contributions_to_buckets_are_points_and_allocations_no_bids() -> None:
    header = ["createdAt", "type", "member", "bucket", "amount"]
    members = ["Aisha", "Ben", "Carys", "Dev", "Ellen", "Femi"]
    rows = [header] + [[f"2026-06-01T09:00:0{n}Z", "ALLOCATION", m, "", "20.00"] for n, m in enumerate(members)]
    gifts = [("Aisha", "Verge", 10), ("Ben", "Verge", 7.5), ("Carys", "Library", 10), ("Dev", "Verge", 5)]
    gifts += [("Ellen", "Library", 2.5), ("Femi", "Planters", 10), ("Aisha", "Planters", 5), ("Ben", "Library", 5)]
    gifts += [("Carys", "Verge", 5), ("Dev", "Planters", 2.5)]
    rows += [[f"2026-06-03T1{n}:00:00Z", "CONTRIBUTION", m, b, f"{a:.2f}"] for n, (m, b, a) in enumerate(gifts)]
    _, guess, scored = read(lines(rows).encode(), "transactions.csv")
    assert guess.layout.kind == "points" and guess.layout.voter_column == "member"
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {"Verge": 27.5, "Library": 17.5, "Planters": 17.5}


def test_ranked_choices_named_in_dutch_are_ranked_ballots() -> None:
    header = ["Naam", "Team", "1e keus", "2e keus", "3e keus"]
    ballots = [("A", "B", "C"), ("A", "C", "B"), ("B", "A", "C"), ("A", "B", ""), ("C", "A", "B")]
    rows = [header] + [[f"Lid {n}", "Veteranen" if n % 2 else "MO14", *b] for n, b in enumerate(ballots * 3)]
    _, guess, scored = read(lines(rows, ";").encode("cp1252"), "formdesk.csv")
    assert guess.layout.kind == "ranked" and guess.layout.columns == ("1e keus", "2e keus", "3e keus")
    assert list(scored.best_labels) == ["A"]
