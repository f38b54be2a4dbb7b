"""Election results written in capitals without accents, counts beside a row number, a statistics program's
frequency table under its prose, and one workbook holding the results of several elections of one day."""

from __future__ import annotations

from dpcore.ingest.readings import understand_upload
from tests.upload_kit import lines, read, workbook

PARTIES = ["ΑΝΑΓΕΝΝΗΣΗ", "ΣΥΜΠΟΡΕΥΣΗ", "ΝΕΑ ΠΟΡΕΙΑ"]


def test_results_in_greek_capitals_keep_their_words_for_totals_and_invalid_votes() -> None:
    """Greek capitals drop the accents ("ΑΚΥΡΑ" is "Άκυρα", "ΣΥΝΟΛΟ" "Σύνολο"); a town whose name begins like the
    word for blank ballots ("ΛΕΥΚΟΧΩΡΙ", "λευκά") is a town, not blank ballots."""
    header = ["ΔΗΜΟΣ", "ΤΜΗΜΑ", "ΕΓΓΕΓΡΑΜΜΕΝΟΙ", "ΨΗΦΙΣΑΝ", "ΑΚΥΡΑ", "ΛΕΥΚΑ", "ΕΓΚΥΡΑ", *PARTIES]
    votes = [[80, 60, 200], [90, 55, 180], [70, 65, 190], [85, 50, 210], [75, 70, 170]]
    rows = [["ΛΕΥΚΟΧΩΡΙΟΥ", i + 1, 700, 400, 10, 5, sum(v), *v] for i, v in enumerate(votes)]
    total = ["ΣΥΝΟΛΟ", "", 3500, 2000, 50, 25, sum(map(sum, votes)), *map(sum, zip(*votes, strict=True))]
    frame, guess, scored = read(lines([header, *rows, total], ";").encode("cp1253"), "ekloges.csv")
    assert len(frame) == 5
    assert set(scored.labels) == set(PARTIES)
    assert list(scored.best_labels) == ["ΝΕΑ ΠΟΡΕΙΑ"]


def test_counts_named_in_arabic_beside_a_row_number_are_the_counts() -> None:
    header = ["الرقم", "المترشح(ة)", "عدد الأصوات", "النسبة"]
    rows = [[1, "أ", 812, "16,37%"], [2, "ب", 2689, "54,21%"], [3, "ج", 903, "18,21%"], [4, "د", 341, "6,88%"]]
    rows += [[5, "هـ", 215, "4,33%"], ["", "المجموع", 4960, "100,00%"]]
    _, guess, scored = read(lines([header, *rows], ";").encode("cp1256"), "isie.csv")
    assert guess.layout.kind == "counts" and guess.layout.columns == ("عدد الأصوات",)
    assert guess.confident and list(scored.best_labels) == ["ب"]


def test_a_frequency_table_printed_under_prose_between_two_rules() -> None:
    """A statistics program's tabulation: lines of prose, a header on two lines, a rule across the whole width,
    the rows aligned by spaces, a closing rule, more prose."""
    table = [
        "Tabulation - Wing_name",
        "",
        "This procedure counts the number of times each of the 3 unique values of Wing_name occurs.",
        "",
        "Frequency Table for Wing_name",
        "                                  Relative     Cumulative",
        "Class  Value           Frequency  Frequency    Frequency",
        "-" * 60,
        "1      Ada Lovelace           31     0.2696           31",
        "2      Marie Curie            58     0.5043           89",
        "3      Sheila Tinney          26     0.2261          115",
        "-" * 60,
        "",
        "The StatAdvisor: in 31 rows of the data file Wing_name equals Ada Lovelace.",
    ]
    frame, guess, scored = read("\r\n".join(table).encode("cp1252"), "Tabulation.txt")
    assert "Relative Frequency" in frame.columns
    assert guess.layout.kind == "counts" and guess.layout.label_column == "Value"
    assert list(scored.best_labels) == ["Marie Curie"]


def test_a_workbook_of_several_elections_with_the_same_parties_asks_which() -> None:
    """One sheet per election held that day, the same parties on each, another winner on each: three questions,
    not one table three times (a sheet read whole and the table under its title are one table)."""

    def sheet(title: str, votes: list[list[int]]) -> list[list[object]]:
        head = [
            [title],
            [],
            ["Mahalle", "Sandık No", "Kayıtlı Seçmen Sayısı", "Geçerli Oy Toplamı", "AK", "CHP", "MHP"],
        ]
        return head + [["Merkez", 1001 + i, 400, sum(v), *v] for i, v in enumerate(votes)]

    mayor = [[100, 140, 20], [90, 120, 25], [110, 130, 30], [95, 125, 20], [97, 121, 22], [99, 131, 26]]
    council = [[140, 100, 30], [130, 90, 25], [120, 95, 30], [125, 90, 20], [131, 99, 28], [122, 94, 21]]
    provincial = [[60, 50, 160], [70, 55, 150], [65, 60, 140], [60, 50, 170], [66, 52, 155], [64, 58, 149]]
    data = workbook(
        {"Başkan": sheet("Başkan", mayor), "Meclis": sheet("Meclis", council), "İl": sheet("İl", provincial)}
    )
    _, guess = understand_upload(data, file_name="YSK_sonuclar.xlsx")
    assert guess.question is not None and guess.question.field == "table" and not guess.confident
    assert [place[0] for place in guess.question.options] == ["Başkan", "Meclis", "İl"]
