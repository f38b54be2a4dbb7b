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
