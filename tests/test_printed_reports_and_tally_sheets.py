"""A printed report's pages, tally sheets not given, a database's field names, count rows under a Japanese
scheduling poll, ordinal rank columns in Romance languages, and more words for the choice."""

from __future__ import annotations

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
