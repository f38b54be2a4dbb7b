"""Classes of misread that blind set O showed (issue 19), each a general rule with its own test: full-width
currency signs and Chinese words for bids and bidders; a Taiwanese count by polling station (ballot counts, a
spaced-out "總　計"); a Lithuanian one (parties under the candidates in a second header row, a "% of valid" row);
a jury's score sheet with the judges in columns; a program's camel-case metadata and answer columns side by side."""

from __future__ import annotations

from dpcore.ingest.columns import is_metadata_name
from tests.upload_kit import lines, read


def test_a_chinese_court_auction_record_with_full_width_yen() -> None:
    bids = [("领先", "L3927", 226_000), ("出局", "F7743", 222_000), ("出局", "W4471", 220_000)]
    bids += [("出局", "L3927", 216_000), ("出局", "B6024", 204_000), ("出局", "F7743", 200_000)]
    bids += [("出局", "W4471", 170_000), ("出局", "B6024", 160_000), ("出局", "K1180", 150_000)]
    rows = [["状态", "竞买号", "价格", "时间"]]
    rows += [[state, who, f"￥{price:,}", f"2026-03-18 11:{i:02d}:26"] for i, (state, who, price) in enumerate(bids)]
    text = "起拍价：￥148,000\n\n" + lines(rows, "\t")
    _, guess, scored = read(text.encode("gb18030"), "竞买记录.txt")
    assert guess.layout.kind == "bids" and guess.layout.voter_column == "竞买号"
    highest = {who: max(price for _, other, price in bids if other == who) for _, who, _ in bids}
    low, high, step = guess.layout.price_grid
    grid = [low + step * k for k in range(int(round((high - low) / step)) + 1)]
    best = max(grid, key=lambda p: p * sum(bid >= p for bid in highest.values()))  # revenue at each posted price
    assert float(scored.best_labels[0].replace(",", "").lstrip("¥￥")) == best


def test_a_taiwanese_count_by_polling_station_in_big5() -> None:
    header = ["村里別", "投開票所別", "(1) 林志明", "(2) 陳淑芬", "(3) 黃建國", "有效票數A", "無效票數B", "投票數C"]
    header += ["選舉人數G", "投票率H"]
    stations = [
        ["清溪村", 1, 314, 553, 199, 1066, 9, 1075, 1560, "68.91%"],
        ["", 2, 258, 281, 142, 681, 10, 691, 936, "73.82%"],
        ["溪口村", 3, 298, 337, 166, 801, 7, 808, 1096, "73.72%"],
        ["", 4, 402, 388, 201, 991, 12, 1003, 1480, "67.77%"],
        ["東山村", 5, 222, 301, 98, 621, 5, 626, 902, "69.40%"],
        ["", 6, 187, 240, 120, 547, 8, 555, 811, "68.43%"],
    ]
    total = ["總　計", "", *(sum(row[i] for row in stations) for i in range(2, 9)), "70.50%"]
    data = lines([header, total, *stations]).encode("big5")
    frame, guess, scored = read(data)
    assert len(frame) == 6 and guess.layout.kind == "ratings"
    assert set(guess.layout.columns) == {"(1) 林志明", "(2) 陳淑芬", "(3) 黃建國"}
    assert list(scored.best_labels) == ["(2) 陳淑芬"]


def test_a_lithuanian_count_with_parties_in_a_second_header_row() -> None:
    rows = [
        [
            "Apylinkė",
            "Rinkėjų skaičius",
            "Negaliojančių biuletenių",
            "Rūta GINTAUTIENĖ",
            "Mindaugas ŽEMAITIS",
            "Aušra K",
        ],
        ["", "", "", "Socialdemokratų partija", "Mūsų kraštas", "Laisvės partija"],
        ["1. Centro", 1258, 4, 351, 170, 64],
        ["2. Stoties", 1309, 24, 261, 114, 31],
        ["3. Ąžuolyno", 1652, 20, 367, 149, 39],
        ["Iš viso", 4219, 48, 979, 433, 134],
        ["% nuo galiojančių biuletenių", "", "", "63,0", "27,9", "8,6"],
    ]
    frame, guess, scored = read(lines(rows, ";").encode("cp1257"))
    assert "Socialdemokratų partija" not in frame.astype(str).to_numpy().ravel()
    assert guess.layout.kind == "ratings" and list(scored.best_labels) == ["Rūta GINTAUTIENĖ"]


def test_a_jurys_score_sheet_with_the_judges_in_columns() -> None:
    """Entries in rows, one column of scores out of 20 per judge (halves), then the total and the mean."""
    entries = {
        "Tarte Tatin": [14.5, 11.5, 11.5, 13.5],
        "Fraisier": [12, 14.5, 16.5, 16],
        "Kouign-amann": [17.5, 17, 17.5, 13],
        "Clafoutis": [10, 11.5, 14.5, 13],
    }
    rows = [["Pâtisserie", "Juge 1 – Mme Aubert", "Juge 2 – M. Rivière", "Juge 3 – Mme Boucher", "Juge 4", "Total"]]
    rows += [[name, *(str(v).replace(".", ",") for v in scores), str(sum(scores))] for name, scores in entries.items()]
    text = "Concours de pâtisserie – notes sur 20\n\n" + lines(rows, "\t")
    _, guess, scored = read(text.replace("\n", "\r").encode("mac_roman"), "notes du jury.txt")
    assert guess.layout.kind == "ratings" and guess.layout.options_in == "rows" and "Total" not in guess.layout.columns
    assert list(scored.best_labels) == ["Kouign-amann"] and scored.scores.max() == sum(entries["Kouign-amann"])


def test_camel_case_metadata_and_the_run_of_answer_columns() -> None:
    assert is_metadata_name("RecStatus") and is_metadata_name("HouseholdID") and not is_metadata_name("DentalCare")
    rows = [["UniqueKey", "RecStatus", "InterviewDate", "RespondentAge", "MaternalHealth", "DentalCare", "EyeClinic"]]
    answers = [("Yes", "No", "No"), ("Yes", "Yes", "No"), ("No", "No", "Yes"), ("Yes", "No", "No")] * 3
    for i, row in enumerate(answers):
        rows.append([i + 1, 1 if i % 5 else 0, f"02/{9 + i % 3:02d}/2026", 20 + 3 * i, *row])
    _, guess, scored = read(lines(rows).encode())
    assert guess.layout.kind == "grid" and guess.layout.columns == ("MaternalHealth", "DentalCare", "EyeClinic")
    assert not guess.layout.subset and list(scored.best_labels) == ["MaternalHealth"]


# --- set P's classes -----------------------------------------------------------------------------------------------


def test_points_between_thousands_in_a_semicolon_file_are_thousands() -> None:
    """A Danish bid history ("13.500" kr. in a ";" file): pandas reads 13.5; the cells' text says 13500."""
    bids = [("Byder 22249", "13.500"), ("Byder 61907", "13.000"), ("Byder 12797", "11.000"), ("Byder 21886", "9.800")]
    bids += [("Byder 88217", "9.000"), ("Byder 30112", "7.500")]
    text = lines([["Budgiver", "Bud (DKK)", "Budtype"], *([who, bid, "Internetbud"] for who, bid in bids)], ";")
    frame, guess, _ = read(text.encode("cp1252"), "budhistorik.csv")
    assert guess.layout.kind == "bids" and frame["Bud (DKK)"].max() == 13_500.0


def test_a_count_by_polling_district_named_as_such_without_a_total_column() -> None:
    """Rows named as parts ("投票区", polling districts; "期日前投票", early votes), one column per candidate, the
    file's total column left out as a summary: a tally in parts (EUC-JP)."""
    rows = [["投票区", "小野寺　健一", "松浦　さゆり", "長谷部　隆"]]
    rows += [[f"第{i}投票区", 100 + 37 * i % 90, 150 + 53 * i % 80, 50 + 29 * i % 40] for i in range(1, 9)]
    rows += [["期日前投票", 1435, 1599, 648]]
    frame, guess, scored = read(lines(rows).encode("euc_jp"))
    assert guess.layout.kind == "ratings" and guess.layout.rule == "sum"
    expected = {name: float(sum(row[place] for row in rows[1:])) for place, name in enumerate(rows[0][1:], start=1)}
    assert dict(zip(scored.labels, scored.scores.tolist(), strict=True)) == expected


def test_a_czech_count_with_head_counts_a_total_and_a_share_row() -> None:
    rows = [["Obec", "Okrsek", "Voliči v seznamu", "Vydané obálky", "Platné hlasy", "1 Jana D.", "2 Petr Š."]]
    rows += [["Lhotka", 1, 678, 316, 306, 160, 146], ["Lhotka", 2, 675, 239, 230, 129, 101]]
    rows += [["Březová", 1, 565, 193, 189, 107, 82], ["Celkem", "", 1918, 748, 725, 396, 329]]
    rows += [["v %", "", "", "", "", "54,62", "45,38"]]
    _, guess, scored = read(lines(rows, ";").encode("cp1250"))
    assert set(guess.layout.columns) == {"1 Jana D.", "2 Petr Š."}
    assert dict(zip(scored.labels, scored.scores.tolist(), strict=True)) == {"1 Jana D.": 396.0, "2 Petr Š.": 329.0}


def test_a_long_tally_by_district_reads_the_count_that_adds_up_the_others() -> None:
    """One row per district and party: advance and election-day votes beside their total, the electorate, and a
    change in percentage points (negative: no share)."""
    parties = {"Arbeiderpartiet": (104, 185), "Høyre": (188, 210), "Senterpartiet": (63, 82)}
    rows = [["Stemmekretsnavn", "Partinavn", "Antall stemmeberettigede", "Antall forhåndsstemmer"]]
    rows[0] += ["Antall valgtingstemmer", "Antall stemmer totalt", "Endring % siste valg"]
    for place, district in enumerate(("Sentrum", "Holmen", "Lia skole")):
        for name, (early, day) in parties.items():
            rows.append([district, name, 2164 - 100 * place, early + place, day - place, early + day, "-0,23"])
    _, guess, scored = read(lines(rows, ";").encode())
    assert guess.layout.kind == "counts" and guess.layout.columns == ("Antall stemmer totalt",)
    assert list(scored.best_labels) == ["Høyre"]


def test_a_firebird_isql_report_ruled_with_equals_signs() -> None:
    choices = ["ТОВ Дахбуд", "ФОП Мельник", "ТОВ Дахбуд", "ТОВ Дахбуд", "ФОП Мельник", "ТОВ Покрівля"]
    text = ["SQL> SELECT b.BALLOT_ID, b.CHOICE FROM BALLOTS b;", "", "   BALLOT_ID CHOICE                  "]
    text.append("============ ========================")
    text += [f"{300 + i:12d} {choice:<24}" for i, choice in enumerate(choices)]
    frame, guess, scored = read("\n".join(text).encode("koi8_u"), "vote_isql.txt")
    assert list(frame.columns) == ["BALLOT_ID", "CHOICE"] and list(scored.best_labels) == ["ТОВ Дахбуд"]
