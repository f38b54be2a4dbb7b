"""Rows a form's own words leave out: a later vote for the same learner where the question says "one vote per
learner" (a school's bilingual form, two parents answering for one child), and rows whose status says void in the
scripts of the tools' countries ("作廢（逾時）", void: late). Bilingual answers ("Yes / Ja") are still answers."""

from __future__ import annotations

from dpcore.ingest.cells import MIDDLE, NO, YES, answer_kind
from tests.upload_kit import lines, read

QUESTION = "Q2 Vote for the theme (one vote per learner) / Stem vir die tema (een stem per leerder)"


def test_a_later_vote_for_the_same_learner_counts_no_more() -> None:
    header = ["Submitted", "Parent / Ouer", "Learner / Leerder", "Q1 Will your child attend? / Sal u kind bywoon?"]
    rows = [[*header, QUESTION]]
    votes = ["Great Gatsby", "Casino Royale", "Great Gatsby", "Hollywood Glamour", "Great Gatsby", "Casino Royale"]
    for i, theme in enumerate(votes * 2):
        rows.append([f"2026/10/12 0{i // 6}:{i:02}", f"Parent {i}", f"Learner {i}", "Yes / Ja", theme])
    # (the second parents of three learners answer again, all for Hollywood Glamour)
    rows += [
        ["2026/10/13 09:00", f"Other parent {i}", f"Learner {i}", "Yes / Ja", "Hollywood Glamour"] for i in (0, 1, 2)
    ]
    frame, guess, scored = read(lines(rows, ";").encode("cp1252"), "d6_form.csv")
    assert guess.layout.columns == (QUESTION,)  # (the attendance question's yes / no answers are no candidates)
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {
        "Great Gatsby": 6,
        "Casino Royale": 4,
        "Hollywood Glamour": 2,
    }
    assert any("3 later votes by the same “Learner / Leerder”" in note for note in frame.attrs["notes"])


def test_bilingual_answers_are_the_answers_they_translate() -> None:
    assert [answer_kind(word) for word in ("Yes / Ja", "No / Nee", "Unsure / Onseker")] == [YES, NO, MIDDLE]
    assert answer_kind("Great Gatsby / Die Groot Gatsby") not in (YES, NO, MIDDLE)


def test_a_status_that_says_void_in_chinese_leaves_its_rows_out() -> None:
    rows = [["投票編號", "評審團", "得分城市", "分數", "提交時間", "狀態"]]
    ballots = {"台北": ["台南", "高雄", "台中"], "台中": ["台南", "台北", "高雄"], "花蓮": ["高雄", "台南", "台北"]}
    ballots |= {"新竹": ["台中", "台南", "高雄"], "基隆": ["台南", "台中", "台北"]}
    for jury, order in ballots.items():
        rows += [
            [f"V{len(rows):04}", jury, city, points, "2026/10/17 21:04:00", "有效"]
            for city, points in zip(order, (12, 10, 8), strict=False)
        ]
    rows += [
        [f"V{len(rows):04}", "金門", city, p, "2026/10/17 23:20:00", "作廢（逾時）"]
        for city, p in (("高雄", 12), ("台北", 10))
    ]
    frame, _, scored = read(lines(rows).encode("utf-8-sig"), "ragic_export.csv")
    scores = dict(zip(scored.labels, scored.scores, strict=True))
    # (金門's late ballot is void: with it, 高雄 would have 12 more)
    assert (scores["台南"], scores["高雄"]) == (12 + 12 + 10 + 10 + 12, 10 + 8 + 12 + 8)
    assert any("“作廢（逾時）”" in note for note in frame.attrs["notes"])
