"""Tests for dpcore.ingest.csv_reader: reading an uploaded CSV, from good input (encodings, delimiters, quoting, line
endings) to hostile input (binary files, other formats, ragged rows, oversized files), each refused with a message
that says what to fix. Whole hostile files through the page's path: tests/test_hostile_csv.py."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from dpcore.ingest.csv_reader import MAX_COLUMNS, legacy_codec, misreadings, read_csv_bytes
from dpcore.scoring.rules import score_availability, score_bids, score_votes
from dpcore.validation import InvalidInputError
from tests.conftest import csv_frame


def _error(data: bytes, **options: int) -> str:
    with pytest.raises(InvalidInputError) as caught:
        read_csv_bytes(data, **options)
    return str(caught.value)


# --- read_csv_bytes: good input -------------------------------------------------------------------

REFERENCE = pd.DataFrame(
    {
        "name": ["José", "Zoë", "Ann"],
        "choice": ["Café crème", "Tea; milk", "Water, still"],
        "available": [1, 0, 1],
        "bid": [1.25, 3.0, 0.5],
    }
)


@pytest.mark.parametrize("delimiter", [",", ";", "\t", "|"])
@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "cp1252", "latin-1"])
def test_encodings_and_delimiters_give_the_same_frame(encoding: str, delimiter: str) -> None:
    data = REFERENCE.to_csv(index=False, sep=delimiter).encode(encoding)
    frame = read_csv_bytes(data)
    pd.testing.assert_frame_equal(frame, REFERENCE, check_dtype=False)
    assert frame.attrs["delimiter"] == delimiter


def test_crlf_quoted_newlines_blank_lines_and_stray_quotes() -> None:
    data = b'item,"note, with comma"\r\n\r\n5" screen,"two\r\nlines"\r\n   \r\nplain,"say ""hi"""\r\n,\r\n'
    frame = read_csv_bytes(data)
    assert list(frame.columns) == ["item", "note, with comma"]
    assert frame["item"].tolist() == ['5" screen', "plain"]
    assert frame["note, with comma"].tolist() == ["two\r\nlines", 'say "hi"']


def test_classic_mac_line_endings() -> None:
    frame = read_csv_bytes(b"a,b\r1,2\r3,4\r")
    assert frame.to_dict("list") == {"a": [1, 3], "b": [2, 4]}


def test_column_names_are_stripped_and_na_text_is_kept() -> None:
    frame = csv_frame(" vote , n \nNA,1\nnan,2\n")
    assert list(frame.columns) == ["vote", "n"]
    assert frame["vote"].tolist() == ["NA", "nan"]


def test_single_column_with_decimal_commas_is_not_split() -> None:
    frame = csv_frame("bid\n1,30\n2,50\n")
    assert list(frame.columns) == ["bid"]
    assert frame["bid"].tolist() == ["1,30", "2,50"]


def test_exactly_max_columns_is_accepted() -> None:
    header = ",".join(f"c{i}" for i in range(MAX_COLUMNS))
    frame = csv_frame(header + "\n" + ",".join("1" for _ in range(MAX_COLUMNS)) + "\n")
    assert frame.shape == (1, MAX_COLUMNS)


_CELL_TEXT = st.text(alphabet="abcXYZ éüß£ ,;|\t\"'\n", max_size=12)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    columns=st.lists(st.text(alphabet="abcdefgh", min_size=1, max_size=6), min_size=1, max_size=5, unique=True),
    rows=st.integers(min_value=1, max_value=8),
    cells=st.lists(_CELL_TEXT, min_size=40, max_size=40),
    delimiter=st.sampled_from([",", ";", "\t", "|"]),
    encoding=st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "cp1252"]),
)
def test_round_trip_of_text_tables(
    columns: list[str], rows: int, cells: list[str], delimiter: str, encoding: str
) -> None:
    # A leading letter keeps every cell text (never a number, a boolean or empty).
    values = iter(cells)
    table = pd.DataFrame({name: [f"x{next(values)}" for _ in range(rows)] for name in columns})
    data = table.to_csv(index=False, sep=delimiter).encode(encoding)
    if encoding == "cp1252":
        # Documented ambiguity: single-byte text that also happens to be valid UTF-8 ("ß£" is the bytes
        # DF A3, the UTF-8 for "ߣ") is read as UTF-8, like every decoder that prefers UTF-8.
        assume(data.isascii() or not _valid_utf8(data))
    frame = read_csv_bytes(data)
    pd.testing.assert_frame_equal(frame, table, check_dtype=False)


def _valid_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


@pytest.mark.timeout(60)
def test_a_million_rows_parse_and_score() -> None:
    rows = 1_000_000
    data = b"choice,here,bid\n" + b"Tue,1,2.50\nWed,0,1.00\nTue,yes,3.25\nMon,,0.75\n" * (rows // 4)
    frame = read_csv_bytes(data)
    assert frame.shape == (rows, 3)
    votes = score_votes(frame, "choice")
    assert dict(zip(votes.labels, votes.scores, strict=True)) == {
        "Tue": rows / 2,
        "Mon": rows / 4,
        "Wed": rows / 4,
    }
    assert score_availability(frame, ["here"]).scores.tolist() == [rows / 2]
    revenue = score_bids(frame["bid"], price_min=1.0, price_max=3.0, price_step=1.0)
    assert revenue.scores.tolist() == [1.0 * rows * 3 / 4, 2.0 * rows / 2, 3.0 * rows / 4]


# --- read_csv_bytes: hostile input ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (b"", ["empty"]),
        (b"\n\n  \r\n", ["empty"]),
        (b"sep=;\r\n\r\n", ["empty"]),
        ("\ufeff".encode(), ["empty"]),
        (b"a,b,c\n", ["no data rows", "Add"]),
        (b"a,b\n,\n\n", ["no data rows"]),
        (b"a,b\n\x00\x01\x02\x03,\xff\n", ["binary", "CSV"]),
        (b"PK\x03\x04\x14\x00\x06\x00rest of a workbook", ["zip", "Excel", "CSV UTF-8"]),
        (b"a,b\n1,2\n3,4,5\n", ["Line 3", "3 fields", "header has 2", "double quotes"]),
        (b"a,b,c\n1,2,3\n\n4,5\n", ["Line 4", "2 fields", "header has 3", "missing"]),
        (b'a,b\n"x\ny",1\n"p",2,3\n', ["Line 4", "3 fields"]),
        (b'a,b\n1,2\n"open,3\n4,5\n', ["line 3", "never closed", '""']),
        (b"a,b\n1\n", ["Line 2", "1 field ", "header has 2"]),
        (b"1,2,1\n3,4,5\n", ["'1'", "2 times", "add a row of column names"]),
    ],
)
def test_bad_files_say_what_is_wrong_and_what_to_do(data: bytes, words: list[str]) -> None:
    message = _error(data)
    for word in words:
        assert word in message


def test_random_bytes_are_rejected_as_binary() -> None:
    data = np.random.default_rng(5).integers(0, 256, size=4096, dtype=np.uint8).tobytes()
    assert "binary" in _error(data)


def test_too_large_file() -> None:
    message = _error(b"a\n" + b"1\n" * 600, max_bytes=1000)
    assert "more than the 1,000 bytes limit" in message
    assert "smaller" in message


def test_too_many_columns() -> None:
    header = ",".join(f"c{i}" for i in range(MAX_COLUMNS + 1))
    message = _error((header + "\n" + header + "\n").encode())
    assert f"{MAX_COLUMNS + 1:,} columns" in message
    assert "one column" in message


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (b"BZh91AY&SY" + bytes(20), ["bzip2", "Extract"]),
        (b"\xfd7zXZ\x00" + bytes(20), ["xz", "Extract"]),
        (b"7z\xbc\xaf\x27\x1c" + bytes(20), ["7-Zip"]),
        (b"SQLite format 3\x00" + bytes(20), ["SQLite"]),
        (b"PAR1" + bytes(20) + b"PAR1", ["Parquet"]),
        (b"GIF89a" + bytes(20), ["GIF"]),
        (b"\xff\xd8\xff\xe0" + bytes(20), ["JPEG"]),
        (b"{\\rtf1\\ansi a,b}", ["RTF"]),
        (b'  {"a": 1, "b": [1, 2]}\n', ["JSON"]),
        (b"[" * 100_000, ["JSON"]),  # deeper than the json module's recursion limit
        (b"<?xml version='1.0'?><Workbook/>", ["XML"]),
        (b"PK\x03\x04" + bytes(26) + b"xl/workbook.xml", ["Excel", "Save as"]),
    ],
)
def test_known_non_csv_formats_are_named(data: bytes, words: list[str]) -> None:
    message = _error(data)
    for word in words:
        assert word in message


def test_text_that_merely_starts_like_a_signature_is_still_read() -> None:
    assert list(csv_frame("BZh,PAR1\n1,2\n").columns) == ["BZh", "PAR1"]
    assert csv_frame("[a],[b]\n1,2\n")["[a]"].tolist() == [1]
    assert csv_frame('["x"],b\n1,[2]\n')["b"].tolist() == ["[2]"]  # looks like JSON at both ends, is not


def test_excel_sep_line_and_mixed_line_endings() -> None:
    frame = read_csv_bytes(b"sep=|\r\na|b;c\r\n1|2;3\r4|5;6\n")
    assert frame.attrs["delimiter"] == "|"
    assert frame.to_dict("list") == {"a": [1, 4], "b;c": ["2;3", "5;6"]}


def test_empty_unnamed_columns_are_dropped_and_a_filled_one_is_named_with_a_note() -> None:
    assert list(csv_frame("a,b,\n1,2,\n3,4,\n").columns) == ["a", "b"]
    assert list(csv_frame("a,b,,\n1,2,,\n").columns) == ["a", "b"]
    frame = csv_frame("a,b,\n1,2,\n3,4,x\n")
    assert list(frame.columns) == ["a", "b", "Column 3"]
    assert any("“Column 3”" in note for note in frame.attrs["notes"])
    assert list(csv_frame(",b\n1,2\n").columns) == ["Column 1", "b"]
    assert list(csv_frame("a,,\n1,2,3\n").columns) == ["a", "Column 2", "Column 3"]


def test_an_empty_named_column_is_kept_for_the_scoring_to_judge() -> None:
    # (An availability option nobody can make is an empty column: a candidate with score 0.)
    assert list(csv_frame("who,Mon,Tue\nAnn,,x\nBo,,x\n").columns) == ["who", "Mon", "Tue"]


def test_rows_of_empty_cells_are_dropped_with_or_without_quotes() -> None:
    # The index numbers the rows that are left (0 = first), so "row 2 under the header" is the second of them.
    frame = csv_frame("a,b\n,\n1,2\n,\n3,4\n")
    assert frame.to_dict("list") == {"a": [1, 3], "b": [2, 4]}
    assert frame.index.tolist() == [0, 1]
    frame = read_csv_bytes(b'a,b\n"",""\n"1","x"\n,\n"3","y"\n')
    assert frame.to_dict("list") == {"a": [1.0, 3.0], "b": ["x", "y"]}
    assert frame.index.tolist() == [0, 1]


def test_cells_longer_than_the_csv_module_default_limit() -> None:
    cell = "y" * 300_000  # csv.field_size_limit() defaults to 131,072
    frame = csv_frame(f'a,b\n"{cell}",1\n"x\ny",2,\n'.replace(",2,", ",2"))
    assert frame["a"].tolist() == [cell, "x\ny"]


def test_a_first_line_over_eight_megabytes_is_refused() -> None:
    assert "first row is longer" in _error(b"x" * (9 * 1024 * 1024) + b"\n1\n")


def test_invalid_utf8_after_a_bom() -> None:
    assert "byte-order mark" in _error(b"\xef\xbb\xbfa\n\xff\n")


def test_not_bytes() -> None:
    with pytest.raises(InvalidInputError, match="bytes"):
        read_csv_bytes("a,b\n1,2\n")  # type: ignore[arg-type]


def test_a_central_european_file_is_read_as_windows_1250() -> None:
    """Excel in a Polish locale saves CSV as Windows-1250: read as 1252, "ł ż ą" would be the symbols "³ ¿ ¹"."""
    text = "Oferent;Miejscowość;Cena\nAgnieszka Kamińska;Łódź;820,00 zł\nPaweł Szymański;Zgierz;640,00 zł\n"
    frame = read_csv_bytes(text.encode("cp1250"))
    assert list(frame.columns) == ["Oferent", "Miejscowość", "Cena"] and frame.attrs["encoding"] == "Windows-1250"
    assert frame["Oferent"].tolist() == ["Agnieszka Kamińska", "Paweł Szymański"]


@pytest.mark.parametrize(
    ("text", "codec", "name"),
    [
        (
            "Член СНТ;Кандидат\nИванова Т. П.;Соколов А. В.\nПетров И. И.;Соколов А. В.\n"
            "Зайцева О. Н.;Морозова Е. С.\n",
            "cp1251",
            "Windows-1251",
        ),
        (
            "入札者\t入札額\nk***i（評価 88）\t28,000円\nm***o（評価 1043）\t27,500円\n",
            "cp932",
            "Shift-JIS (Windows-31J)",
        ),
        (  # the katakana middle dot between two place names is punctuation, not a misread letter
            "回答日時;Q1\n2025/10/01 09:12;京都・奈良\n2025/10/01 09:30;北海道（札幌・小樽）\n"
            "2025/10/02 11:05;京都・奈良\n",
            "cp932",
            "Shift-JIS (Windows-31J)",
        ),
        ("Ψηφοφόρος;Επιλογή\nΜαρία;Αθήνα\nΓιώργος;Θεσσαλονίκη\nΕλένη;Αθήνα\n", "cp1253", "Windows-1253"),
        (  # Hebrew read as Cyrillic spells "абй", as Greek puts a final sigma inside a word: both are misreadings
            'מס\' פתק;רונית כהן;אבי לוי;מיכל פרץ;הערות\n1;1;2;;\n2;3;2;1;"הוכנס ע""י שרה"\n',
            "cp1255",
            "Windows-1255 (Hebrew)",
        ),
        ("الاسم;المدينة;التصويت\nأحمد;القاهرة;نعم\nفاطمة;الإسكندرية;لا\n", "cp1256", "Windows-1256 (Arabic)"),
        ("Name;Stadt;Preis\nJürgen Weiß;Köln;1.250,00 €\nAnaïs Dufrêne;Besançon;980,00 €\n", "cp1252", "Windows-1252"),
    ],
)
def test_a_legacy_code_page_is_the_one_whose_text_reads_as_words(text: str, codec: str, name: str) -> None:
    """Cyrillic read as Western is "Ñîêîëîâ" (words of accented letters), Western read as Cyrillic mixes scripts in
    a word ("JьrgenWeiЯ"), Shift-JIS read as Western puts symbols between letters: the code page with the fewest
    such words wins, Windows-1252 on a tie."""
    data = text.encode(codec)
    frame = read_csv_bytes(data)
    assert frame.attrs["encoding"] == name and frame.attrs["codec"] == codec
    assert "\n".join([";".join(frame.columns)]) in text.replace("\t", ";")
    assert legacy_codec(data) == codec and misreadings(text) == 0
    assert misreadings(data.decode("latin-1")) > 0


def test_a_western_file_with_a_lone_symbol_stays_windows_1252() -> None:
    text = "Name;Note\nJosé;½ price\nGroße Straße;³ rooms, 2º floor\n"
    assert read_csv_bytes(text.encode("cp1252"))["Name"].tolist() == ["José", "Große Straße"]
