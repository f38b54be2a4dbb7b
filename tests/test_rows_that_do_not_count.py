"""Rows a file shows but that do not count, found on blind sets AD, AE and AF: a record marked as a duplicate or
cancelled in a status written in capitals without its accents ("ANNULE"), or in Russian ("Скрыт", "Удалён"); a
form tried out ("test" typed in its text field, "管理员测试" with "测试，请忽略"); one person's form entered twice,
online and on paper, known by name and staff number; an entry shown out of competition ("H.C.", "Hors concours"); and a
consent to the form's terms, which is answered yes / no like an option but is none."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from tests.test_release_script import generated, load
from tests.upload_kit import lines, read, workbook


def test_a_crm_export_leaves_out_duplicates_tests_and_the_consent_column() -> None:
    """Zoho CRM's leads re-saved by a Turkish Excel (cp1254, ";"): the lead's owner, first and last name, a status
    marking test and duplicate leads, the camp preferred, and two yes / no columns that are a consent and a
    newsletter, not options."""
    header = [
        "Kayıt Kimliği",
        "Aday Sahibi",
        "Ad",
        "Soyad",
        "Aday Durumu",
        "Yaz Kampı Tercihi",
        "KVKK Onayı",
        "E-bülten",
    ]
    rows = [header]
    camps = ["Kaz Dağları"] * 9 + ["Bodrum – Gümüşlük"] * 7 + ["Kapadokya"] * 4
    for number, camp in enumerate(camps):
        status = "Yeni" if number % 2 else "İletişime Geçildi"
        rows.append([f"zcrm_{number}", "Selin Akgül", f"Ad{number}", "Yılmaz", status, camp, "Evet", "Hayır"])
    rows += [
        [f"zcrm_t{n}", "Selin Akgül", "Test", f"Kayıt {n}", "Test", "Bodrum – Gümüşlük", "Evet", "Hayır"]
        for n in (1, 2)
    ]
    rows += [[f"zcrm_d{n}", "Deniz Taşkın", f"Ad{n}", "Yılmaz", "Mükerrer Kayıt", "Bodrum – Gümüşlük", "Evet", "Evet"]
             for n in (1, 2)]  # fmt: skip
    frame, guess, scored = read(lines(rows, ";").encode("cp1254"), "Adaylar_Yaz_Kampi.csv")
    assert guess.layout.kind == "votes" and guess.layout.columns == ("Yaz Kampı Tercihi",)
    scores = dict(zip(scored.labels, scored.scores, strict=True))
    assert scores == {"Kaz Dağları": 9, "Bodrum – Gümüşlük": 7, "Kapadokya": 4}  # (without tests and duplicates)
    assert any("Mükerrer Kayıt" in note for note in frame.attrs["notes"])


def test_a_status_in_capitals_without_accents_still_says_the_ballot_was_cancelled() -> None:
    """Oracle SQL Developer's CSV export: every string quoted, "ANNULE" for a superseded ballot."""
    rows = [['"ID"', '"MATRICULE"', '"CHOIX"', '"STATUT"']]
    votes = [("Aile Reine Astrid", "VALIDE")] * 12 + [("Aile Lemaître", "VALIDE")] * 10
    votes += [("Aile Lemaître", "ANNULE")] * 4
    rows += [[str(40000 + n), f'"M{n:04d}"', f'"{choice}"', f'"{status}"'] for n, (choice, status) in enumerate(votes)]
    frame, _, scored = read(lines(rows).encode("cp1252"), "export_BULLETINS.csv")
    assert scored.best_labels == ("Aile Reine Astrid",)
    assert any("ANNULE" in note for note in frame.attrs["notes"])


def test_hidden_and_deleted_reviews_do_not_count_and_the_staff_member_is_what_is_rated() -> None:
    """YCLIENTS' reviews (cp1251, ";"): each review's rating of the master who served, its stock text (which follows
    the rating) and a status ("Опубликован", "Скрыт", "Удалён"). The master with the best mean rating wins."""
    rows = [["Дата отзыва", "Клиент", "Сотрудник", "Оценка", "Текст отзыва", "Статус"]]
    text = {5: "Всё супер, спасибо!", 4: "Хорошо", 3: "Нормально"}
    ratings = {
        "Эльвира Хасанова": [5, 5, 5, 4, 5],
        "Алина Гарипова": [5, 5, 4, 4, 5, 5, 4, 5],
        "Диана Сафина": [4, 4, 5, 3],
    }
    day = 1
    for master, marks in ratings.items():
        for mark in marks:
            rows.append([f"{day:02d}.11.2026 11:40", f"Клиент {day}", master, mark, text[mark], "Опубликован"])
            day += 1
    rows += [[f"{day + n:02d}.11.2026 12:00", "Клиент Х", "Эльвира Хасанова", 1, "", "Скрыт"] for n in range(2)]
    rows += [[f"{day + 2:02d}.11.2026 12:00", "Клиент Y", "Алина Гарипова", 5, text[5], "Удалён"]]
    frame, guess, scored = read(lines(rows, ";").encode("cp1251"), "yclients_otzyvy.csv")
    assert guess.layout.label_column == "Сотрудник" and guess.layout.rule == "mean"
    assert scored.best_labels == ("Эльвира Хасанова",)
    assert any("Скрыт" in note and "Удалён" in note for note in frame.attrs["notes"])


def test_a_form_tried_out_says_test_in_its_text_field() -> None:
    """A school portal's poll (Bakaláři, cp1250): the teacher who set it ticked an option twice while trying it out,
    writing only "test" in the own-proposal field."""
    header = ["Jméno", "Třída", "Odpověděl(a)", "Sovička", "Pod lavicí", "Klíček", "Vlastní návrh"]
    rows = [header, ["Kolářová Hana", "", "2. 11. 2026 7:42", "X", "", "", "test"]]
    rows += [["Novák Jan", "", "2. 11. 2026 7:45", "X", "", "", "test"]]
    for n in range(12):
        ticks = ["X" if n % 3 == 0 else "", "X" if n % 3 != 2 else "", "X" if n % 4 == 0 else ""]
        rows.append([f"Žák {n}", "6.A", f"3. 11. 2026 {10 + n}:00", *ticks, "Lavice news" if n == 5 else ""])
    frame, _, scored = read(lines(rows, ";").encode("cp1250"), "anketa.csv")
    assert scored.best_labels == ("Pod lavicí",)  # (8 ticks against Sovička's 4, or 6 with the tests)
    assert any("“test”" in note for note in frame.attrs["notes"])


def test_an_admins_test_rows_in_chinese_are_left_out() -> None:
    """Jiandaoyun's export: one 1/0 column per perk; the admin's tests are "管理员测试", asking "测试，请忽略"."""
    perks = ["每周二会员日9折", "满99元免费配送", "积分兑换鸡蛋"]
    rows = [["提交人", "提交时间", *[f"您最希望增加哪些会员福利？（可多选）-{perk}" for perk in perks], "其他建议"]]
    rows += [["管理员测试", "2026-11-18 08:02", 1, 0, 1, "测试，请忽略"] for _ in range(4)]
    for n in range(20):
        rows.append(
            [
                f"微信用户{3000 + n}",
                f"2026-11-18 {9 + n // 4}:{n:02d}",
                n % 2,
                int(n % 4 != 3),
                n % 3 == 0 and 1 or 0,
                "",
            ]
        )
    frame, _, scored = read(workbook({"数据": rows}), "会员福利调查.xlsx")
    assert scored.best_labels == ("满99元免费配送",)  # (15 against 10 and 7; 14 and 11 with the tests)
    assert any("测试，请忽略" in note for note in frame.attrs["notes"])


def test_one_form_entered_online_and_on_paper_counts_once() -> None:
    """Alteryx's output of a Christmas-lunch form (ISO-8859-1): the same employee, by name and staff number, with the
    same ticks from the online form and the paper one ("Kilde"); more of them than a tenth of the people."""
    venues = ["Havnekroen", "Skovpavillonen", "Rådhuskælderen"]
    rows = [["MedarbejderNr", "Navn", "Svartidspunkt", "Deltager", *venues, "Kilde"]]
    for n in range(20):
        ticks = [1 if n % 4 != 0 else "", 1 if n % 2 else "", 1 if n % 5 == 0 else ""]
        rows.append([204000 + n, f"Medarbejder {n}", f"2026-10-2{n % 9} 0{n % 9}:07:00", "Ja", *ticks, "Forms"])
    for n in range(1, 12, 2):  # (six of them again on paper, all ticking Skovpavillonen)
        ticks = [1 if n % 4 != 0 else "", 1, 1 if n % 5 == 0 else ""]
        rows.insert(
            2 + n, [204000 + n, f"Medarbejder {n}", f"2026-10-1{n % 9} 1{n % 9}:13:00", "Ja", *ticks, "Papirskema"]
        )
    frame, _, scored = read(lines(rows).encode("latin-1"), "julefrokost_samlet_svar.csv")
    scores = dict(zip(scored.labels, scored.scores, strict=True))
    assert scores["Havnekroen"] == 15 and scores["Skovpavillonen"] == 10  # (16 with the paper copies)
    assert any("same answers sent twice" in note for note in frame.attrs["notes"])


CHOIRS = [
    ("H.C.", "Chœur Royal (organisateur)", "93,0", "92,5"),
    ("1er", "Les Chanteurs de l'Eau d'Heure", "92,0", "87,5"),
]
CHOIRS += [
    ("2e", "Cantabile", "90,5", "87,0"),
    ("3e", "La Fraternité", "81,5", "88,0"),
    ("4e", "Polyphonia", "85,5", "86,0"),
]
CHOIRS += [("5e", "Sainte-Cécile", "85,5", "83,0")]


def test_a_choir_out_of_competition_is_no_candidate_and_the_footnote_no_row() -> None:
    """Camelot's CSV of a PDF's results table: every cell quoted, a header cell broken over two lines, the host
    choir first as "H.C." with the best marks, and the footnote that says so in the last row's first cell."""
    header = '"Rang","Chœur","Jury A\n(M. Delvaux)","Jury B\n(Mme Van den Broeck)"'
    body = ['"' + '","'.join(choir) + '"' for choir in CHOIRS]
    body.append('"H.C. = hors concours. Le chœur organisateur se produit sans être classé.","","",""')
    frame, _, scored = read("\n".join([header, *body]).encode("utf-8"), "palmares-page-1-table-1.csv")
    assert scored.best_labels == ("Les Chanteurs de l'Eau d'Heure",)
    assert "Chœur Royal (organisateur)" not in scored.labels and len(scored.labels) == 5


def test_a_shop_hors_concours_and_a_judge_who_abstains_leave_the_mean_to_decide() -> None:
    """Bento's export of a shop-window contest (Mac Roman, CR line ends): five judges' marks out of 20 with decimal
    commas, a judge not marking his brother-in-law's shop, and the president's shop "Hors concours" in the remarks.
    By the sum of marks the shop every judge marked would win; by the mean, the one a judge left out."""
    rows = [["N°", "Commerce", "Juré 1 - M. Le Goff", "Juré 2 - Mme Tanguy", "Juré 3 - M. Guillou", "Remarques"]]
    rows += [[1, "Fleurs & Cie", 15, '"14,5"', 16, ""]]
    rows += [[2, "Le Fournil d'Émile", 17, 17, "", "Juré 3 ne note pas (commerce de son beau-frère)"]]
    rows += [[3, "Ker Cacao", 17, 16, '"16,5"', ""], [4, "Optique Morbihan", 12, 13, '"12,5"', ""]]
    rows += [[5, "Le Petit Mousse", 18, '"18,5"', 18, "Hors concours (commerce du président de l'Union)"]]
    rows += [[6, "Cave Vent d'Ouest", '"15,5"', 16, 15, ""]]
    frame, guess, scored = read("\r".join(",".join(map(str, row)) for row in rows).encode("mac_roman"), "vitrines.csv")
    assert guess.layout.options_in == "rows" and guess.layout.rule == "mean"
    assert scored.best_labels == ("Le Fournil d'Émile",)  # (17 against Ker Cacao's 16.5; 34 against 49.5 summed)
    assert "Le Petit Mousse" not in scored.labels


def test_the_release_script_leaves_out_the_choir_out_of_competition_as_the_page_does(tmp_path: Path) -> None:
    rows = [["Rang", "Chœur", "Jury A", "Jury B"], *[list(choir) for choir in CHOIRS]]
    path = tmp_path / "palmares.csv"
    path.write_bytes(lines(rows, ";").encode("utf-8"))
    frame, guess, scored = read(path.read_bytes(), path.name)
    source = generated(path, guess.layout, scored, "", frame.attrs.get("codec", ""))
    labels, scores = load(source)["read_scores"](path)  # type: ignore[operator]
    assert list(labels) == list(scored.labels) and np.allclose(np.asarray(scores), scored.scores)
    assert "Chœur Royal (organisateur)" not in labels
