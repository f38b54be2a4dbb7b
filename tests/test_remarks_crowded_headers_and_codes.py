"""Set X's classes: a remark that cancels a polling unit, the file's own totals under candidates in columns, a
printed table whose header names stand one space apart, a class's code after one shared word, judges' scores in a
long table, columns named by a statistics package's codes, a validity flag in Polish,
totals in Japanese, a table of the sexes of those who answered, and a fee that is no count."""

from __future__ import annotations

from dpcore.ingest.cells import is_no_candidate, is_total_label
from tests.upload_kit import lines, read, workbook

PARTIES = ["APC", "LP", "PDP", "YPP"]


def _units(votes: list[list[int]], remarks: list[str], total: list[int]) -> bytes:
    header = ["S/N", "Polling Unit", "Registered Voters", "Accredited Voters", *PARTIES, "Rejected Votes", "Remarks"]
    rows = [
        [n + 1, f"Unit {n + 1}", 900, sum(v) + 9, *v, 9, remark]
        for n, (v, remark) in enumerate(zip(votes, remarks, strict=True))
    ]
    return lines([header, *rows, ["", "TOTAL (excluding cancelled PUs)", 5400, "", *total, "", ""]]).encode()


VOTES = [[156, 42, 177, 3], [163, 58, 80, 7], [139, 39, 120, 6], [361, 41, 156, 4], [98, 33, 103, 3], [90, 40, 175, 5]]


def test_a_remark_that_cancels_a_unit_leaves_its_row_out() -> None:
    remarks = ["", "", "", "Cancelled - over-voting (BVAS accreditation 211)", "", ""]
    kept = [v for v, remark in zip(VOTES, remarks, strict=True) if not remark]
    total = [sum(column) for column in zip(*kept, strict=True)]
    frame, guess, scored = read(_units(VOTES, remarks, total), "EC8A_results.csv")
    assert len(frame) == 5
    assert set(scored.labels) == set(PARTIES)
    assert list(scored.best_labels) == ["PDP"]  # (with the cancelled unit, APC would lead)
    assert is_no_candidate("Accredited Voters")


def test_candidates_summed_against_the_files_own_totals_are_doubted_when_they_differ() -> None:
    """The same table with the cancelled unit unmarked: its rows add up to more than the total row says."""
    kept = [v for n, v in enumerate(VOTES) if n != 3]
    total = [sum(column) for column in zip(*kept, strict=True)]
    _, guess, _ = read(_units(VOTES, [""] * 6, total), "EC8A_results.csv")
    assert not guess.confident


JURY = """
    SMOTR-KONKURS
    Protokol zhyuri

    Chlen zhyuri            Khor 5A     Khor 6B     Khor 7V     Khor 8A     Khor 9B Ansambl 10
    ------------------------------------------------------------------------------------------
    Belova N.P.                  7           8           9           6           8           7
    Gavrilov S.I.                8           7           9           7           9           6
    Dmitrieva O.A.               6           9           8           7           9           9
    Ershova T.V.                 7           8          10           6           8           7
    Zuev A.M.                    8           7           8           7           9           8
    ------------------------------------------------------------------------------------------
"""


def test_header_names_one_space_apart_over_right_aligned_columns_are_cut_where_the_columns_end() -> None:
    frame, guess, scored = read(JURY.encode("cp866"), "SMOTR.PRN")
    assert list(frame.columns) == ["Chlen zhyuri", "Khor 5A", "Khor 6B", "Khor 7V", "Khor 8A", "Khor 9B", "Ansambl 10"]
    assert list(scored.best_labels) == ["Khor 7V"]  # (one word before a class's code is part of its name)


CROSS_TABLE = """Tableau 2. Site prefere selon le quartier

                                 Total Secteur 1 Secteur 2     Tamse  Goundrin
-------------------------------------------------------------------------------
Total                              363       132        92        87        52
Ancienne gare                       83        38        22         9        14
Terrain de Tamse                    98        21        19        47        11
Bord du barrage                    106        29        33        25        19
Place de la Mairie                  76        44        18         6         8
-------------------------------------------------------------------------------
"""


def test_a_cross_tables_row_labels_may_stand_under_no_name() -> None:
    frame, _, scored = read(CROSS_TABLE.encode(), "tableaux.txt")
    assert list(frame.columns)[1:] == ["Secteur 1", "Secteur 2", "Tamse", "Goundrin"]  # (the Total column left out)
    assert list(scored.best_labels) == ["Bord du barrage"]


def test_a_table_of_the_sexes_of_those_who_answered_is_no_choice() -> None:
    """A statistics program's tables one under another: who answered by sex, then the question by district."""
    sexes = CROSS_TABLE.replace("Tableau 2. Site prefere", "Tableau 1. Sexe").split("Ancienne gare")[0]
    sexes += "Masculin                           176        66        40        44        26\n"
    sexes += "Feminin                            187        66        52        43        26\n" + "-" * 79 + "\n\n\n"
    _, guess, scored = read((sexes + CROSS_TABLE).encode(), "tableaux.txt")
    assert list(scored.best_labels) == ["Bord du barrage"]


def test_judges_named_on_several_rows_give_each_review_its_scores() -> None:
    """A conference's review export: one row per review, two scores; which one is the vote is asked."""
    header = ["paper", "title", "review", "reviewername", "OveMer", "RevExp"]
    merits = {"Oromo ASR": [4, 3, 4], "Faroese corpus": [5, 4, 4], "Yoruba CTC": [4, 4, 3], "Sami TTS": [2, 3, 3]}
    reviewers = ["Aldana", "Stanciu", "Tollefsen", "Okonjo", "Qadri"]
    rows = []
    for number, (title, scores) in enumerate(merits.items()):
        for letter, score in zip("ABC", scores, strict=True):
            who = reviewers[(number + "ABC".index(letter)) % len(reviewers)]
            rows.append([number, f'"{title}"', f"{number}{letter}", who, score, 1 + (number + score) % 4])
    _, guess, scored = read(lines([header, *rows]).encode(), "conf-scores.csv")
    assert guess.layout.kind == "points" and guess.layout.label_column == "title"
    assert guess.layout.columns == ("OveMer",)
    assert list(scored.best_labels) == ["Faroese corpus"]
    assert guess.question is not None and "RevExp" in " ".join(guess.question.labels)


def test_options_named_only_by_a_statistics_packages_codes_are_no_true_best() -> None:
    header = ["respondentid", "s_1", "s_2_1", "s_2_2", "s_2_3", "s_2_4"]
    ranks = [[3, 1, 4, 2], [2, 1, 3, 4], [1, 2, 4, 3], [3, 1, 2, 4], [4, 1, 3, 2], [2, 1, 4, 3], [1, 3, 2, 4]]
    rows = [[8830140 + n, ["Salg", "IT", "Lager"][n % 3], *r] for n, r in enumerate(ranks)]
    data = workbook({"Dataset": [header, *rows], "Variables": [["Variable", "Label"], ["s_2_1", "Kanotur"]]})
    _, guess, _ = read(data, "dataset_2217804.xlsx")
    assert guess.layout.kind == "rank_grid" and guess.layout.columns == ("s_2_1", "s_2_2", "s_2_3", "s_2_4")
    assert not guess.confident


def test_a_polish_validity_flag_leaves_out_the_cards_it_marks_no() -> None:
    header = ["Nr karty", "Nr członka", "Głos", "Ważny"]
    votes = ["Żuraw", "Żuraw", "Wicher", "Bryza", "Wicher", "Żuraw", "Żuraw", "Wicher", "Wicher", "Wicher", "Żuraw"]
    valid = ["Tak", "Tak", "Tak", "Tak", "Nie", "Tak", "Tak", "Tak", "Nie", "Nie", "Tak"]
    rows = [[n + 1, 100 + 3 * n, vote, flag] for n, (vote, flag) in enumerate(zip(votes, valid, strict=True))]
    frame, _, scored = read(lines([header, *rows], "\t").encode("cp1250"), "GLOSY.TXT")
    assert len(frame) == 8
    assert list(scored.best_labels) == ["Żuraw"]  # (counting the three cards marked "Nie", Wicher ties it)


def test_totals_in_japanese_are_the_files_own_totals() -> None:
    for label in ("合計", "総計", "合计", "Итого", "Σύνολο", "Toplam"):
        assert is_total_label(label), label
    header = ["企画案", "1班", "2班", "3班", "合計", "割合"]
    rows = [
        ["盆踊り大会", 14, 9, 11, 34, "26.2%"],
        ["屋台村", 11, 13, 14, 38, "29.2%"],
        ["花火観賞会", 16, 7, 9, 32, "24.6%"],
    ]
    rows += [["演芸大会", 4, 6, 5, 15, "11.5%"], ["子ども縁日", 3, 4, 4, 11, "8.5%"], ["無効票", 1, 0, 2, 3, ""]]
    rows += [["合計", 49, 39, 45, 133, "100.0%"]]
    frame, guess, scored = read(lines([header, *rows]).encode("shift_jis"), "集計表.csv")
    assert frame.attrs["stated_totals"]["1班"] == 48  # (the invalid ballots taken off the total)
    assert list(scored.best_labels) == ["屋台村"]


def test_a_fee_is_no_count() -> None:
    """An event's registrants: a fee by membership level beside the workshops each chose (cancelled ones left
    out); the fees summed by level are money, not a tally."""
    header = ["Registration ID", "Status", "Membership level", "Which workshops would you like to join?", "Total fee"]
    workshops = ["Composting", "Composting; Seed saving", "Pruning; Composting", "Beekeeping; Seed saving", "Pruning"]
    levels = ["Associate", "Family", "Allotment holder"]
    rows = [
        [
            31874520 + 13 * n,
            "Cancelled" if n % 9 == 7 else "Confirmed",
            levels[n * 7 % 3],
            workshops[n * 3 % 5],
            "5.00" if levels[n * 7 % 3] == "Associate" else "0.00",
        ]
        for n in range(40)
    ]
    _, guess, scored = read(lines([header, *rows]).encode(), "registrants.csv")
    assert guess.layout.columns == ("Which workshops would you like to join?",)
    assert list(scored.best_labels) == ["Composting"]


def test_a_survey_tools_word_for_an_empty_cell_leaves_the_rank_columns_numbers() -> None:
    """Wenjuanxing writes "(空)" where a partial ranking leaves an option unranked."""
    question = "2、请将以下方案排序（第1位为最喜欢）"
    options = ["露营烧烤", "温泉度假", "剧本杀", "徒步登山"]
    ballots = [[3, 2, 1, 0], [1, 4, 2, 3], [4, 1, 3, 2], [2, 1, 0, 0], [3, 1, 2, 4], [2, 1, 4, 3], [4, 1, 2, 3]]
    header = ["序号", "1、您所在的部门：", *[f"{question}:({option})" for option in options]]
    rows = [
        [n + 1, ["研发部", "市场部"][n % 2], *[rank or "(空)" for rank in ballot]] for n, ballot in enumerate(ballots)
    ]
    _, guess, scored = read(lines([header, *rows]).encode("gb18030"), "298731645_0_排序调查.csv")
    assert guess.layout.kind == "rank_grid"
    assert list(scored.best_labels) == ["温泉度假"]


def test_judges_named_in_icelandic_score_the_entries_in_rows() -> None:
    """A ram show's sheet: rams in rows, one column per judge ("Dómari 1 (Sigríður)"), a sum and a mean column."""
    header = [
        "Nr.",
        "Hrútur",
        "Eigandi",
        "Dómari 1 (Sigríður)",
        "Dómari 2 (Þorvaldur)",
        "Dómari 3 (Eyjólfur)",
        "Samtals",
    ]
    scores = {"Móri 23-101": [84.5, 83, 85], "Kaldi 24-015": [86, 85.5, 84.5], "Durgur 24-040": [87.5, 88, 86.5]}
    scores |= {"Spakur 24-077": [86.5, 87, 85.5], "Óðinn 24-080": [80, 81.5, 82]}
    owners = ["Guðrún", "Þórður", "Ásta", "Sæunn", "Ægir"]
    rows = [
        [n + 1, ram, owner, *[f"{s:.1f}".replace(".", ",") for s in marks], f"{sum(marks):.1f}".replace(".", ",")]
        for n, ((ram, marks), owner) in enumerate(zip(scores.items(), owners, strict=True))
    ]
    _, guess, scored = read(lines([header, *rows], ";").encode("cp1252"), "Hrutasyning_domaraeinkunnir.csv")
    assert guess.layout.kind == "ratings"
    assert list(scored.best_labels) == ["Durgur 24-040"]


def test_a_runoff_under_the_first_round_is_the_default_table() -> None:
    """Two rounds one under the other: the second counts two of the first's candidates, and decides (asked)."""
    first = [["List", "Head", "Votes", "Share"], ["NEA PNOI", "PAPADOPOULOS", "2.470", "41,16%"]]
    first += [["SYMPARATAXI", "KONSTANTINIDIS", "1.985", "33,08%"], ["AVRIO", "MICHAILIDOU", "1.102", "18,36%"]]
    first += [["LAIKI", "DIMITRIOU", "444", "7,40%"]]
    second = [["List", "Head", "Votes", "Share"], ["SYMPARATAXI", "KONSTANTINIDIS", "2.741", "52,11%"]]
    second += [["NEA PNOI", "PAPADOPOULOS", "2.519", "47,89%"]]
    text = "FIRST SUNDAY 08/10/2023;;;\n" + lines(first, ";") + "\n;;;\nSECOND SUNDAY (REPEAT BALLOT);;;\n"
    _, guess, scored = read((text + lines(second, ";") + "\n").encode("iso-8859-7"), "apotelesmata.csv")
    assert list(scored.best_labels) in (["SYMPARATAXI"], ["KONSTANTINIDIS"])
    assert guess.question is not None  # (which round decides is still asked)
