"""Set Y's classes: a table drawn with pipes (Org mode, Markdown, a database shell) with "(x)" for "if need be", a
printed table with a decimal comma and points between thousands, a "pretty print" whose columns stand one space
apart, judges' marks out of 20, and a withdrawn bid marked beside its amount."""

from __future__ import annotations

from tests.upload_kit import lines, read

ORG = """# -*- mode: org -*-
#+TITLE: Kammerchor - Zusatzprobe

x = kann, (x) = nur wenn nötig

| Name   | Di 12.05. | Mi 13.05. | Sa 16.05. |
|--------+-----------+-----------+-----------|
| Anke   | x         | x         | x         |
| Bernd  |           | x         | x         |
| Clara  | x         |           | x         |
| Dieter | x         | (x)       | x         |
| Elif   |           | x         | (x)       |
|--------+-----------+-----------+-----------|
| Summe  | 3         | 3         | 3         |

* Ergebnis
Termin steht fest.
"""


def test_a_table_drawn_with_pipes_and_if_need_be_answers() -> None:
    frame, guess, scored = read(ORG.encode(), "zusatzprobe.txt")
    assert list(frame.columns) == ["Name", "Di 12.05.", "Mi 13.05.", "Sa 16.05."]
    assert len(frame) == 5  # (the rules, the sum row and the lines below left out)
    assert guess.layout.kind == "grid"
    assert [label.rstrip(".") for label in scored.best_labels] == ["Sa 16.05"]  # (4 and a half against 3½ and 3)


PRINTED = """
    CENTRO ASTURIANO - VOTACION: NOMBRE DEL LOCAL SOCIAL

                                MESA 1    MESA 2 VOTO CORREO     TOTAL         %
    ----------------------------------------------------------------------------
    La Quintana                    512       455         143     1.110      19,1
    El Horreo                      601       566         188     1.355      23,3
    Casa Pelayo                    689       640         151     1.480      25,5
    El Llagar                      430       388          77       895      15,4
    Covadonga                      355       402         212       969      16,7
    ----------------------------------------------------------------------------
    Votos validos                2.587     2.451         771     5.809     100,0

    Porcentajes sobre votos validos.
"""


def test_a_printed_table_with_a_decimal_comma_and_points_between_thousands() -> None:
    frame, guess, scored = read(PRINTED.encode("cp850"), "LOCALSOC.PRN")
    # "TOTAL" ("1.110": points between thousands) is read as each row's sum of the tables and the postal vote, and so
    # left out as their total ("%", the shares, is no part of it)
    assert "TOTAL" not in frame.columns
    assert any("“TOTAL”" in note and "sum" in note for note in frame.attrs["notes"])
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {
        "La Quintana": 1110,
        "El Horreo": 1355,
        "Casa Pelayo": 1480,
        "El Llagar": 895,
        "Covadonga": 969,
    }
    assert list(scored.best_labels) == ["Casa Pelayo"]


PRETTY = """juror_id juror        judged_on  Harbour_Dawn Old_Mill_Door Heron_Waiting Frost_Fence
J01      P. Okonkwo   2026-02-19 16           13            18            12
J02      R. Lindahl   2026-02-19 14           15            17            11
J03      M. Duarte    2026-02-19 18           12            16            13
J04      S. Whitlock  2026-02-20 15           14            19            -
J05      K. Brannigan 2026-02-20 17           11            17            12
"""


def test_a_pretty_print_one_space_apart_and_judges_marks_out_of_twenty() -> None:
    frame, guess, scored = read(PRETTY.encode(), "scores_pprint.txt")
    assert list(frame.columns)[:3] == ["juror_id", "juror", "judged_on"]
    assert frame["juror"].iloc[0] == "P. Okonkwo"
    assert guess.layout.kind == "ratings"
    assert list(scored.best_labels) == ["Heron_Waiting"]


VAVATO = """Kavel 214 - Partij eiken parketplanken (ca. 62 m²)
Hoogste bod: € 2.150

Bieder\tBod\tDatum / tijd
Bieder 10342\t€ 2.150\t14/03/2026 20:17:16
Bieder 88107\t€ 2.100\t14/03/2026 20:16:08
Bieder 30915\t€ 2.050\t14/03/2026 20:14:55
Bieder 47719\t€ 1.950 (ingetrokken)\t11/03/2026 07:34:48
Bieder 30915\t€ 1.900\t10/03/2026 20:37:31
Bieder 52260\t€ 1.200\t08/03/2026 16:36:18
Bieder 71433\t€ 1.150\t08/03/2026 14:56:01
Bieder 20598\t€ 1.000\t07/03/2026 23:10:45
Bieder 64871\t€ 800\t07/03/2026 13:08:38
"""


def test_a_withdrawn_bid_marked_beside_its_amount() -> None:
    frame, guess, scored = read(VAVATO.encode("utf-8"), "Vavato kavel 214 biedingen.txt")
    assert guess.layout.kind == "bids"
    # (2,050 × 3 bidders; with the withdrawn 1,950 counted, 1,950 × 4 would win)
    assert [label.replace(",", "") for label in scored.best_labels] == ["€2050.00"]


def test_a_status_column_is_how_a_response_stands_not_what_it_chose() -> None:
    """A school system's poll: each pupil's class, status ("Odpovedal(a)": answered; "Prečítané": read) and answer."""
    header = ["Trieda", "Žiak", "Stav", "Odpoveď"]
    answers = ["Tatralandia", "Demänovská jaskyňa", "Demänovská jaskyňa", "", "Bojnice", "Demänovská jaskyňa", ""]
    answers += ["Tatralandia", "", "Demänovská jaskyňa", "Bojnice", "", "", "Demänovská jaskyňa", "", "Tatralandia"]
    unanswered = ["Prečítané", "Neprečítané"]
    rows = [
        ["8.A" if n < 8 else "8.B", f"Žiak {n}", "Odpovedal(a)" if answer else unanswered[n % 2], answer]
        for n, answer in enumerate(answers)
    ]
    _, guess, scored = read(lines([header, *rows], ";").encode("cp1250"), "EduPage_anketa.csv")
    assert guess.layout.columns == ("Odpoveď",)
    assert list(scored.best_labels) == ["Demänovská jaskyňa"]


JASP = """Frequencies for Age group
Age group\tFrequency\tPercent
18–34\t9\t15.789
35–54\t21\t36.842
55+\t27\t47.368
Total\t57\t100.000

Frequencies for Shared bed crop
Shared bed crop\tFrequency\tPercent
Tomatoes\t11\t20.755
Runner beans\t8\t15.094
Pumpkins\t15\t28.302
Strawberries\t13\t24.528
Herbs\t6\t11.321
Total\t53\t100.000
"""


def test_a_table_of_age_groups_is_who_answered_not_the_question() -> None:
    _, guess, scored = read(JASP.encode(), "JASP_Frequencies.txt")
    assert list(scored.best_labels) == ["Pumpkins"]


def test_results_by_polling_station_in_croatian_read_the_candidates_columns() -> None:
    header = ["Rbr. BM", "Naziv BM", "Ukupno birača", "Glasovalo birača", "Važeći listići", "Nevažeći listići"]
    header += ["1. MARIJA BUTKOVIĆ", "2. IVAN KRALJEVIĆ", "3. ŽELJKO PERIŠIĆ"]
    votes = [[212, 148, 301], [198, 131, 287], [96, 41, 58], [74, 39, 51], [63, 22, 40]]
    rows = [[n + 1, f"MJESTO {n + 1}", 1600, sum(v) + 9, sum(v), 9, *v] for n, v in enumerate(votes)]
    _, guess, scored = read(lines([header, *rows], ";").encode("cp1250"), "DIP_rezultati_po_birackim_mjestima.csv")
    assert set(scored.labels) == {"1. MARIJA BUTKOVIĆ", "2. IVAN KRALJEVIĆ", "3. ŽELJKO PERIŠIĆ"}
    assert list(scored.best_labels) == ["3. ŽELJKO PERIŠIĆ"]


def test_a_russian_protocols_lines_are_no_candidates() -> None:
    """An election commission's summary: the protocol's numbered lines ("Число…", the number of voters, of ballots),
    a blank line, then the candidates; one column per polling station."""
    header = ["N п/п", "Наименование", "Сумма", "УИК N1421", "УИК N1422"]
    protocol = [
        ["1", "Число избирателей, внесенных в список избирателей", "4892", "1592", "3300"],
        ["2", "Число недействительных избирательных бюллетеней", "43", "8", "35"],
        ["3", "Число избирательных бюллетеней, полученных участковой комиссией", "2600", "800", "1800"],
        ["4", "Число погашенных избирательных бюллетеней", "905", "223", "682"],
        ["5", "Число утраченных избирательных бюллетеней", "0", "0", "0"],
        ["6", "Число действительных избирательных бюллетеней", "1652", "569", "1083"],
    ]
    candidates = [["", "Гаврилов Пётр", "508", "188", "320"], ["", "Лукина Ольга", "423", "141", "282"]]
    candidates += [["", "Соболев Андрей", "606", "203", "403"], ["", "Ярцева Марина", "115", "37", "78"]]
    text = lines([header, *protocol], "\t") + "\n\n" + lines(candidates, "\t") + "\n"
    _, guess, scored = read(text.encode("koi8_r"), "izbirkom_svodnaya_tablica.txt")
    assert list(scored.best_labels) == ["Соболев Андрей"]
