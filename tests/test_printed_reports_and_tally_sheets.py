"""A printed report's pages, tally sheets not given, a database's field names, count rows under a Japanese
scheduling poll, ordinal rank columns in Romance languages, and more words for the choice."""

from __future__ import annotations

import pandas as pd

from tests.upload_kit import lines, read

RULE = " ------  ------------------------------   ----------  ----------------------"
HEADER = [
    " NUM     NOME                             SECCAO      DESTINO",
    " FUNC                                                 ESCOLHIDO",
]


def _page(number: int, rows: list[tuple[int, str, str, str]]) -> list[str]:
    heading = f" 14/11/26  09:12:41        VOTACAO PASSEIO ANUAL 2026              PAG.    {number}"
    body = [f" {num:<6}  {name:<30}   {part:<10}  {place}" for num, name, part, place in rows]
    return [("\f" if number > 1 else "") + heading, "", *HEADER, RULE, *body, ""]


def test_a_printed_reports_pages_are_one_table_under_a_header_of_two_lines() -> None:
    """A spooled report (IBM i, a mainframe, a line printer): each page opens with a form feed, a heading, the
    header on two lines and its rule; the rows run on across the pages, and the header's lines are joined."""
    places = ["Douro Vinhateiro", "Serra da Estrela", "Gerês", "Douro Vinhateiro"]
    parts = ["ARMAZEM", "CONTABIL", "INFORMAT"]
    rows = [(100400 + i, f"PESSOA {i}", parts[i % 3], places[i % 4]) for i in range(24)]
    text = "\n".join([*_page(1, rows[:10]), *_page(2, rows[10:20]), *_page(3, rows[20:]), " TOTAIS FINAIS   24"])
    frame, guess, scored = read(text.encode("latin-1"), "QPQUPRFIL_spool.txt")
    assert len(frame) == 24
    assert list(frame.columns) == ["NUM FUNC", "NOME", "SECCAO", "DESTINO ESCOLHIDO"]
    assert guess.layout.columns == ("DESTINO ESCOLHIDO",)  # ("escolhido", chosen: a word for the choice)
    assert list(scored.best_labels) == ["Douro Vinhateiro"]  # (12 of 24 rows)


def test_tally_sheets_not_given_are_left_out_and_the_valid_votes_name_the_candidates() -> None:
    """One row per polling station, one column per party beside a database's bookkeeping fields ("NULOS",
    "TOTAL_VOTOS", "LISTA_NOMINAL", the station's "SECCION"); a sheet marked "ILEGIBLE" holds no counts, and the
    parties are the columns that add up to the total less the invalid votes (not the extension number)."""
    header = ["CLAVE_CASILLA", "SECCION", "EXT", "PAN", "PRI", "MC", "NULOS", "TOTAL_VOTOS", "LISTA_NOMINAL"]
    pan, pri, mc = (
        [48, 68, 67, 58, 61, 46, 48, 52, 63, 65, 54],
        [37, 72, 39, 41, 38, 48, 50, 35, 42, 44, 43],
        [85, 122, 113, 67, 89, 114, 122, 91, 124, 99, 88],
    )
    rows = [
        [f"21170{i}B", 1700 + i // 3, 1 + i % 2, pan[i], pri[i], mc[i], 5 + i % 4, 0, 520 + 7 * i] for i in range(11)
    ]
    for row in rows:
        row[7] = sum(row[3:7])
    rows.insert(4, ["211799B", 1799, 1, *["ILEGIBLE"] * 5, 530])
    frame, guess, scored = read(lines([header, *rows]).encode(), "PREP_AYUN.csv")
    assert len(frame) == 11 and any("not given" in note for note in frame.attrs["notes"])
    assert guess.layout.columns == ("PAN", "PRI", "MC")
    assert list(scored.best_labels) == ["MC"]


def test_a_dash_for_a_rank_not_given_keeps_the_ballot() -> None:
    """Ballots that leave three of five candidates unranked ("-") are ballots, not tally sheets not given."""
    header = ["Ada", "Ben", "Cleo", "Dev", "Eve"]
    ballots = [["1", "-", "-", "-", "2"] if i % 5 == 0 else ["1", "2", "3", "4", "5"] for i in range(20)]
    frame, _, _ = read(lines([header, *ballots]).encode(), "ballots.csv")
    assert len(frame) == 20


def test_count_rows_under_a_japanese_scheduling_poll_are_no_participants() -> None:
    """ "○の数" (the number of ○ answers) under a grid of ○ / △ / × is a count row, not a participant."""
    header = ["名前", "7/4(土) 18:00", "7/11(土) 18:00", "7/18(土) 17:30", "コメント"]
    marks = [["○", "○", "×"], ["×", "○", "△"], ["△", "○", "○"], ["○", "○", "×"], ["×", "△", "○"]]
    rows = [[f"参加者{i}", *marks[i % 5], ""] for i in range(10)]
    counts = [["○の数", 4, 8, 4, ""], ["△の数", 2, 2, 2, ""]]
    frame, guess, scored = read(lines([header, *rows, *counts]).encode("shift_jis"), "TONTON.csv")
    assert len(frame) == 10
    assert guess.layout.kind == "grid"
    assert [label.endswith("11(土) 18:00") for label in scored.best_labels] == [True]


def test_ordinal_rank_columns_in_romance_languages_are_a_ranked_ballot() -> None:
    header = ["Pedido", "1ª opção de oficina", "2ª opção de oficina", "3ª opção de oficina"]
    orders = [["Impressão 3D", "Costura", "Arduino"], ["Costura", "Impressão 3D", "Arduino"]]
    rows = [[19440000 + i, *orders[i % 2 if i % 3 else 0]] for i in range(15)]
    _, guess, scored = read(lines([header, *rows], ";").encode("utf-8-sig"), "sympla_lista.csv")
    assert guess.layout.kind == "ranked"
    assert list(scored.best_labels) == ["Impressão 3D"]


def test_a_statistics_offices_long_tally_of_two_elections_asks_which_and_adds_up_the_districts() -> None:
    """A statistics office's long table (election / district / party / votes): two elections stacked ("Vaali"), a
    row per district for the whole municipality ("… yhteensä") and for all parties ("Puolueet yhteensä"), and ".."
    where a figure is not given. The page asks which election; each election's parties add up over the districts,
    the totals and the figures not given left out."""
    parties = {"Kokoomus": (612, 455, 578), "SDP": (488, 371, 460), "Keskusta": (301, 166, 552)}
    others = {"Kokoomus": (500, 380, 401), "SDP": (640, 470, 494), "Keskusta": (300, 210, 512)}
    rows = [["Vaali", "Äänestysalue", "Puolue", "Äänet (lkm)"]]
    for election, table in (("Kuntavaalit 2025", parties), ("Aluevaalit 2025", others)):
        districts = ["KU999 Koivuniemi yhteensä", "001 Kirkonkylä", "002 Rantala", "003 Ylikylä"]
        for place, district in enumerate(districts):
            votes = {party: sum(row) if place == 0 else row[place - 1] for party, row in table.items()}
            rows.append([election, district, "Puolueet yhteensä", sum(votes.values())])
            rows += [[election, district, party, count] for party, count in votes.items()]
            rows.append([election, district, "Muut ryhmät", ".."])
    frame, guess, scored = read(lines(rows, ";").encode("cp1252"), "aanet_puolueittain.csv")
    assert guess.question is not None and guess.question.field == "reading"
    assert guess.layout.label_column == "Puolue" and guess.layout.subset[0] == "Vaali"
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {"Kokoomus": 1645, "SDP": 1319, "Keskusta": 1019}


def test_invalid_ballots_broken_down_by_reason_are_no_candidates() -> None:
    """A results sheet per polling district gives its invalid votes and, "of which", each reason ("w tym z powodu
    …", "davon", "of which"): those columns add up to the invalid votes and name no candidate."""
    header = ["Numer obwodu", "Siedziba", "Liczba wyborców uprawnionych do głosowania", "Liczba głosów nieważnych"]
    header += ["w tym z powodu postawienia znaku „X” obok dwóch nazwisk", "w tym z powodu braku znaku „X”"]
    header += [
        "Liczba głosów ważnych oddanych łącznie na wszystkich kandydatów",
        "BARAN Krzysztof",
        "DĄBROWSKA Elżbieta",
    ]
    stations = [("Szkoła Podstawowa", 2104, 9, 6, 371, 622), ("Świetlica wiejska", 1163, 6, 4, 209, 341)]
    stations += [("Remiza OSP", 1012, 4, 3, 177, 298), ("Dom Pomocy Społecznej", 84, 2, 1, 21, 48)]
    rows = [
        [n + 1, place, roll, bad, x, bad - x, a + b, a, b] for n, (place, roll, bad, x, a, b) in enumerate(stations)
    ]
    _, guess, scored = read(lines([header, *rows], ";").encode("utf-8-sig"), "wyniki_po_obwodach.csv")
    assert guess.layout.columns == ("BARAN Krzysztof", "DĄBROWSKA Elżbieta")
    assert list(scored.best_labels) == ["DĄBROWSKA Elżbieta"]


def test_a_fixed_width_report_with_a_rule_above_its_total_row() -> None:
    """A spreadsheet printed to a file (Lotus 1-2-3, "Print to file"): a rule of dashes under the header and another
    above the total row; the second rule is no candidate, the total row and the sum and share columns are left out."""
    text = "\n".join(
        [
            "    Abstimmung über das Vereinslokal",
            "",
            "    Lokal                   Jan.    Feb.    März   Summe    Anteil",
            "    ------------------     -----   -----   -----  ------   -------",
            "    Gasthof Zur Linde         14      18      15      47     42,0%",
            "    Ratskeller                11       9      11      31     27,7%",
            "    Café Müller                7       8       7      22     19,6%",
            "    ------------------     -----   -----   -----  ------   -------",
            "    Summe                     32      35      33     100    100,0%",
            "",
        ]
    )
    frame, _, scored = read(text.encode("cp437"), "VEREINSL.PRN")
    assert not frame.iloc[:, 0].astype(str).str.startswith("---").any()
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {
        "Gasthof Zur Linde": 47,
        "Ratskeller": 31,
        "Café Müller": 22,
    }


def test_a_serbian_bid_history_in_dinars_with_a_withdrawn_bid() -> None:
    """ "Kupac" (buyer), "Ponuda" (bid) in dinars ("12.500 din"), a bid "ponuda povučena" (withdrawn): a bid list
    whose withdrawn bid is no bid."""
    bids = [("z***a (3)", "12.500 din", "ponuda povučena"), ("d***n (57)", "9.400 din", "najviša ponuda")]
    bids += [("m***a (312)", "8.800 din", ""), ("s***1 (14)", "7.600 din", ""), ("d***n (57)", "7.200 din", "")]
    bids += [("k***o (8)", "6.000 din", ""), ("m***a (312)", "5.500 din", "")]
    text = lines(
        [
            ["Kupac", "Ponuda", "Vreme ponude", "Napomena"],
            *[list(bid[:2]) + ["20.03.2026. 07:42:10", bid[2]] for bid in bids],
        ],
        "\t",
    )
    _, guess, scored = read(text.encode("utf-16"), "Kupindo_istorija_ponuda.txt")
    assert guess.layout.kind == "bids"
    assert guess.layout.price_grid[1] < 12_500  # (the withdrawn 12,500 sets no price)
    assert scored.scores.size > 0


def test_a_questions_hint_in_full_width_parentheses_leaves_it_a_question() -> None:
    """ "今年員工旅遊想去哪裡？（可複選，最多 3 項）": a question, its hint in full-width parentheses."""
    header = ["填答時間", "2. 所屬部門", "3. 今年員工旅遊想去哪裡？（可複選，最多 3 項）"]
    departments = ["行政部", "業務部", "財務部"]
    places = [
        "日月潭, 花蓮太魯閣",
        "台南古蹟美食, 金門",
        "日月潭, 墾丁",
        "日月潭",
        "花蓮太魯閣, 墾丁, 日月潭",
        "金門, 日月潭",
    ]
    rows = [[f"2026/03/02 11:{i:02d}:46", departments[i % 3], f'"{places[i % 6]}"'] for i in range(24)]
    _, guess, scored = read(lines([header, *rows]).encode("big5"), "SurveyCake_填答資料.csv")
    assert guess.layout.columns == ("3. 今年員工旅遊想去哪裡？（可複選，最多 3 項）",)
    assert list(scored.best_labels) == ["日月潭"]


BLT = """4 1
-3
2 1 2 0
1 2 1 4 0
3 4 1 0
1 1 0
0
"Ada Lovelace"
"Ben Okri"
"Cleo Hart"
"Dev Patel"
"Chair 2026"
"""

CEF = """# Condorcet.Vote export
#/Candidates: Le Pan Nord ; La Dalle Rose ; Grimpe & Co
#/Number of Seats: 1

La Dalle Rose > Grimpe & Co > Le Pan Nord * 4
Grimpe & Co > La Dalle Rose * 2
Le Pan Nord > La Dalle Rose = Grimpe & Co
"""


def test_a_blt_file_of_ranked_ballots_is_a_table_of_ranked_ballots() -> None:
    """BLT (OpenSTV, OpaVote): "4 1" (candidates, seats), a withdrawn candidate "-3", one line per ballot "weight
    c1 c2 … 0", a "0", the names in quotes and the title: each ballot written as often as its weight."""
    frame, guess, _ = read(BLT.encode(), "chair.blt")
    assert guess.layout.kind == "ranked"
    assert frame["Choice 1"].tolist() == ["Ada Lovelace", "Ada Lovelace", "Ben Okri"] + ["Dev Patel"] * 3 + [
        "Ada Lovelace"
    ]
    assert "Cleo Hart" not in set(frame.stack())  # (withdrawn)


def test_a_condorcet_election_format_file_is_a_table_of_ranked_ballots() -> None:
    """ "A > B > C * 4": a ballot cast four times; "B = C": tied candidates, read in the order written (said)."""
    frame, guess, _ = read(CEF.encode(), "salle.cvotes")
    assert guess.layout.kind == "ranked" and len(frame) == 7
    assert frame["Choice 1"].value_counts().to_dict() == {"La Dalle Rose": 4, "Grimpe & Co": 2, "Le Pan Nord": 1}
    assert any("in the order written" in note for note in frame.attrs["notes"])


def test_a_csv_that_only_looks_like_ballots_is_read_as_it_is() -> None:
    """A file with ">" in its cells but no ballot format's marks stays a CSV."""
    frame, _, _ = read(b"Name,Rule\nAda,a > b\nBen,b > c\nCleo,a > c\n", "rules.csv")
    assert list(frame.columns) == ["Name", "Rule"]


def test_a_rank_grid_with_ties_and_dashes_is_ranks_not_ratings() -> None:
    """CIVS ballots: a column per candidate, each cell a rank, "-" for no opinion (however many), two candidates
    tied now and then ("4, 2, 1, 4, 3"). Ranks, low is good: never ratings, where the least liked would win."""
    written = ["3,4,-,2,1", "4,2,1,4,3", "1,3,2,4,5", "-,1,3,-,2", "4,2,1,5,3", "2,4,1,3,5", "-,1,2,-,-"]
    written += ["3,2,1,4,5", "2,3,1,5,4", "5,2,1,3,4", "1,4,2,3,5"]  # (one ballot in eleven ties two candidates)
    ballots = [ballot.split(",") for ballot in written]
    header = ["Dr. Amara Nwosu", "Prof. Lars Eriksson", "Dr. Mei-Ling Chen", "Rafael Ortiz", "Dr. Hannah Schwarz"]
    _, guess, scored = read(lines([header, *ballots * 3]).encode(), "civs_ballots.csv")
    assert guess.layout.kind == "rank_grid"
    assert list(scored.best_labels) == ["Dr. Mei-Ling Chen"]


def test_rand_prices_are_read_and_a_code_such_as_r2_is_not_a_price() -> None:
    """South African rand, "R2,200.00" (a Bob Shop bid history): a price; "R2", "R10" (room codes): no number."""
    from dpcore.ingest.cells import number_share, read_numbers

    assert list(read_numbers(pd.Series(["R2,200.00", "R950.00", "R1 250.00"])).values) == [2200, 950, 1250]
    assert number_share(pd.Series(["R2", "R3", "R10"])) == 0


def test_columns_of_a_candidates_votes_outrank_a_reports_coded_fields() -> None:
    """A results file per polling station whose protocol fields are coded ("b" voters, "b1" + "b2" + "b3" = "b" by
    list) beside one column per candidate that says it holds votes ("MUNTEANU ELENA-voturi"): the candidates are
    those columns, never the codes that happen to add up to a total."""
    header = ["precinct_name", "precinct_nr", "a", "b", "b1", "b2", "b3", "c"]
    header += ["MUNTEANU ELENA-voturi", "POPA VASILE-voturi", "LUCA CONSTANTIN-voturi"]
    stations = [("Școala Gimnazială Nr. 1", 512, 1710, 962, 12, 11, 412, 355, 120)]
    stations += [
        ("Căminul Cultural", 513, 1380, 767, 7, 9, 298, 310, 95),
        ("Grădinița", 514, 990, 540, 4, 2, 260, 190, 70),
    ]
    rows = [[name, nr, a, b1 + b2 + b3, b1, b2, b3, a + 100, x, y, z] for name, nr, a, b1, b2, b3, x, y, z in stations]
    _, guess, scored = read(lines([header, *rows]).encode(), "pv_final_uat_primar.csv")
    assert guess.layout.columns == ("MUNTEANU ELENA-voturi", "POPA VASILE-voturi", "LUCA CONSTANTIN-voturi")
    assert list(scored.best_labels) == ["MUNTEANU ELENA-voturi"]  # (970 votes against 855 and 285)


JURY = """Конкурс чтецов "Весенние голоса" - районная библиотека, 18.04.2026
Оценки жюри (10-балльная шкала)

Участник               Петрова   Ковалёв  Сергеева     Ильин    Жукова     Сумма   Среднее     Место
Соколова Анна             9.00      8.50      9.00      9.50      9.00     45.00      9.00      1.00
Лебедев Артём             8.00      8.50      8.00      9.00      8.50     42.00      8.40      2.00
Морозова Дарья            8.50      8.50                8.50      8.00     33.50      8.38      3.00
Волков Илья               7.00      7.50      8.00      7.00      7.50     37.00      7.40      5.00
Новикова Полина           8.00      7.50      8.50      8.00      8.00     40.00      8.00      4.00

Ильин не оценивал Морозову Д. (родственница).
"""


def test_a_table_aligned_by_spaces_with_no_rule_is_read_by_its_columns() -> None:
    """A spreadsheet's text output (the Unix `sc`, a statistics program's print): columns apart by two spaces or
    more, no rule of dashes, a mark left blank; each header name heads one column."""
    frame, _, _ = read(JURY.encode("koi8_r"), "konkurs.txt")
    assert list(frame.columns)[:3] == ["Участник", "Петрова", "Ковалёв"] and len(frame) == 5
    assert frame["Сергеева"].isna().sum() == 1


def test_judges_named_only_by_name_are_told_by_the_mean_of_each_row() -> None:
    """Columns named by people's names only, beside a column stating each row's mean of them ("Среднее"): the rows
    are what is marked, the columns the judges (a total alone would be a tally's parts added up)."""
    _, guess, scored = read(JURY.encode("koi8_r"), "konkurs.txt")
    assert (guess.layout.kind, guess.layout.options_in, guess.layout.label_column) == ("ratings", "rows", "Участник")
    assert list(scored.best_labels) == ["Соколова Анна"]


def test_a_list_whose_header_names_do_not_match_its_columns_is_not_read_as_aligned() -> None:
    """A database's list (FoxPro's `LIST TO FILE`) whose header words sit one space apart over wider data is no
    aligned table: the page does not guess its columns from the blanks."""
    header = "Record#  CISLO_CL PRIJMENI        JMENO      VOLBA        DATUM    PLATNY\n"
    rows = [f"      {n}       {100 + n} Novák{n:<10} Jan        Telč         02.03.26 .T.\n" for n in range(1, 8)]
    text = header + "".join(rows)
    frame, _, _ = read(text.encode("cp852"), "HLASY.TXT")
    assert "Read the table by its columns of aligned text" not in " ".join(frame.attrs["notes"])
