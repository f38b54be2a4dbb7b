"""Set ZX's and ZY's classes: ratings written with their point's label ("5 – świetnie"), a question about who the
respondent is to the people celebrated, a field type noted after every option's name ("(checkbox)"), blank ballots
named in brackets ("(λευκό)"), a test of the form whose e-mail stands in a column named in Turkish, reviews
rated by product, and counts written with a counter close to them ("19표")."""

from __future__ import annotations

from dpcore.ingest.cells import without_shared_unit
from tests.upload_kit import lines, read

QUESTION = "Oceń proponowane restauracje (1 – słabo, 5 – świetnie)"
PLACES = ["Pod Lipami", "Dwór Zalesie", "Villa Różana"]
RATINGS = [  # (the scale's ends written with their labels, as the form writes them)
    ["3", "5 – świetnie", "4"],
    ["2", "4", "5 – świetnie"],
    ["1 – słabo", "5 – świetnie", "3"],
    ["4", "4", "4"],
    ["3", "5 – świetnie", "1 – słabo"],
    ["2", "3", "4"],
]
RELATIONS = ["wnuczka", "wnuczka", "syn", "wnuczka", "córka", "zięć"]


def test_ratings_written_with_their_labels_are_their_numbers_and_who_you_are_is_no_vote() -> None:
    header = ["Sygnatura czasowa", "Adres e-mail", "Kim jesteś dla Jubilatów?", *[f"{QUESTION} [{p}]" for p in PLACES]]
    rows = [
        [f"2026/04/0{i + 1} 5:48:12 PM GMT+2", f"osoba{i}@example.pl", relation, *rated]
        for i, (relation, rated) in enumerate(zip(RELATIONS, RATINGS, strict=True))
    ]
    quoted = [[f'"{cell}"' for cell in row] for row in [header, *rows]]  # (as the form quotes every field)
    frame, guess, scored = read(lines(quoted).encode(), "Złote gody.csv")
    assert guess.layout.kind == "ratings"
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {
        "Pod Lipami": 15,
        "Dwór Zalesie": 26,
        "Villa Różana": 21,
    }
    assert any("with their labels" in note for note in frame.attrs["notes"])


def test_a_field_type_after_every_options_name_is_no_part_of_it() -> None:
    header = ["Task ID", "Task Name", "Status", *[f"{theme} (checkbox)" for theme in ("Offline mode", "Dashboards")]]
    rows = [
        [f"86{i}abc", f"Vote – Person {i}", "submitted", str(i % 3 == 0).lower(), str(i % 3 != 0).lower()]
        for i in range(9)
    ]
    _, _, scored = read(lines([header, *rows]).encode(), "ClickUp_export.csv")
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {"Offline mode": 3, "Dashboards": 6}


def test_blank_ballots_named_in_brackets_are_no_candidate() -> None:
    report = """Υποψήφιος                 Ψήφοι
------------------------- -----
(λευκό)                      36
Παπαδοπούλου Ελένη           35
Νικολάου Γιώργος             33
ΣΥΝΟΛΟ                      104
"""
    _, _, scored = read(report.encode("utf-16"), "apotelesmata.txt")
    assert scored.best_labels == ("Παπαδοπούλου Ελένη",) and "(λευκό)" not in scored.labels


def test_a_test_of_the_form_by_an_e_mail_in_a_column_named_in_turkish() -> None:
    header = ["Zaman damgası", "E-posta Adresi", "Çalıştığınız şube", "Hangi tatlıyı menüye ekleyelim?"]
    rows = [["17.11.2026 16:42:00", "test.form@example.com.tr", "Kadıköy", "Vişneli Pasta"]] * 3
    rows += [
        [
            f"18.11.2026 10:{i:02}:00",
            f"kişi{i}@example.com.tr",
            "Beşiktaş",
            "Fıstıklı Kadayıf" if i % 2 else "Vişneli Pasta",
        ]
        for i in range(21)
    ]
    _, _, scored = read(lines([header, *rows], ";").encode("cp1254"), "Yanıtlar.csv")
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {"Fıstıklı Kadayıf": 10, "Vişneli Pasta": 11}


def test_reviews_are_each_products_mean_rating_not_their_stock_phrases() -> None:
    header = ["レビュータイプ", "商品名", "評価", "投稿時間", "タイトル", "レビュー本文"]
    products = {  # (stars as a shop's buyers give them; more reviews of the tea than of the gift set)
        "八女玉露 ギフトセット": [5, 5, 5, 4, 5, 5, 4, 5, 5, 5, 4, 5],
        "静岡深蒸し茶 50包": [4, 4, 5, 3, 4, 4, 3, 5, 4, 4, 5, 4, 3, 4, 5, 4, 4, 3, 4, 5, 4],
        "宇治抹茶 スイーツ": [5, 4, 3, 4, 5, 4, 4, 3, 5, 4],
    }
    phrases = ["また買います", "香りが良い", "贈り物に最適"]
    rows, at = [], 0
    for product, stars in products.items():
        for star in stars:
            at += 1
            phrase = phrases[(star + at % 2) % 3]  # (stock phrases that half follow the stars, as buyers write them)
            rows.append(["商品レビュー", product, star, f"2026-06-01 10:{at:02}:00", phrase, phrase + "。"])
    rows += [["ショップレビュー", "", 5, "2026-06-20 09:00:00", "丁寧な梱包", "発送が早くて助かりました。"]] * 3
    _, guess, scored = read(lines([header, *rows]).encode("cp932"), "rakuten_rms_review.csv")
    assert guess.layout.label_column == "商品名"
    means = {product: sum(stars) / len(stars) for product, stars in products.items()}
    assert dict(zip(scored.labels, scored.scores, strict=True)) == means


def test_counts_written_with_a_counter_close_to_them_are_numbers() -> None:
    text = """[별빛마루 천체관측 동호회] 6월 정기 관측회 장소 투표,,,
투표기간 2026.05.20 ~ 2026.05.31 / 복수선택(최대 2개) / 참여 41명,,,
,,,
번호,항목,득표,비율
1,화천 조경철천문대 주차장,14표,34%
2,양평 중미산 천문대 아래 공터,11표,27%
3,영월 별마로천문대 인근,19표,46%
4,안성 2번 관측지 (비봉산),8표,20%
,합계,52표,
"""
    _, _, scored = read(text.encode("cp949"), "투표결과.csv")
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {
        "화천 조경철천문대 주차장": 14,
        "양평 중미산 천문대 아래 공터": 11,
        "영월 별마로천문대 인근": 19,
        "안성 2번 관측지 (비봉산)": 8,
    }


def test_a_code_that_ends_in_a_letter_stays_a_code() -> None:
    assert without_shared_unit(["211700B", "211701B"]) == ["211700B", "211701B"]
    assert without_shared_unit(["14표", "19표"]) == ["14", "19"]
