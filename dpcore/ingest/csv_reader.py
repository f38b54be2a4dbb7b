"""Reading an uploaded CSV file: encoding, delimiter, header and row checks, with messages that say what to fix.

:func:`read_csv_bytes` takes the uploaded bytes (nothing touches the disk or the network) and returns a
DataFrame, or raises :class:`~dpcore.validation.InvalidInputError` with a short message a page can show
verbatim. It is re-exported by :mod:`dpcore.scoring`, where the scoring rules live.

Process-wide effect: importing this module raises Python's ``csv.field_size_limit`` (default 131,072
characters) to 2³¹ − 1, so that a legitimately long cell does not fail; the upload size limit bounds memory.
"""

from __future__ import annotations

import collections
import csv
import dataclasses
import functools
import io
import itertools
import json
import math
import re
import unicodedata
from unicodedata import combining

import numpy as np
import pandas as pd

from dpcore.ingest.cells import FALSE_WORDS, MIDDLE_WORDS, NUMBER_SHAPE, TRUE_WORDS, decimal_separator, is_summary_label
from dpcore.text import count
from dpcore.validation import InvalidInputError, show

#: Largest upload :func:`read_csv_bytes` accepts by default (200 MiB, a 1,000,000-row file is about 20 MB).
DEFAULT_MAX_BYTES = 200 * 1024 * 1024
#: Most columns a CSV may have (one per candidate for approval or availability data).
MAX_COLUMNS = 10_000
#: Most cells (rows × columns) a CSV may have: 20,000,000 numbers take 160 MB once parsed, and reading them
#: peaks at about twice that.
MAX_CELLS = 20_000_000
#: Delimiters the sniffer tries; on a tie the earlier one wins.
DELIMITERS = (",", ";", "\t", "|")

_FIELD_SIZE_LIMIT = 2**31 - 1  # the largest value every platform's C long holds
if csv.field_size_limit() < _FIELD_SIZE_LIMIT:
    csv.field_size_limit(_FIELD_SIZE_LIMIT)

#: What separates fields, whichever the delimiter (for stacked tables' titles), a box-drawing line "│" or "║" too.
_FIELD_BREAK = re.compile(rb"[,;\t|]|" + "│|║".encode())
#: The legacy encodings a file that is not UTF-8 may be in, likeliest first (a tie goes to the first): Windows'
#: Western, Central European (and Latin-2), Cyrillic, Baltic, Greek and Turkish code pages, Latin-9 (Western with €)
#: and Romanian Latin-10 (whose „quotes” Latin-2 reads as "Ľ" and "ľ"; a tie with Latin-9 goes to Latin-9), Windows'
#: Hebrew and Arabic, KOI8-R (Russian text from older Unix and Word), Windows' Thai, Japanese Shift-JIS
#: (Windows-31J), Korean CP949, Chinese GB18030 and Big5, and classic Mac OS's Mac Roman. (A lone "¤" byte is € in
#: Latin-9 and ₪ in Hebrew: the likelier Western file wins the tie.)
LEGACY_CODECS = {
    "cp1252": "Windows-1252",
    "cp1250": "Windows-1250",
    "iso8859_2": "ISO-8859-2 (Latin-2)",
    "cp1251": "Windows-1251",
    "cp1257": "Windows-1257",
    "cp1253": "Windows-1253",
    "cp1254": "Windows-1254",
    "iso8859_15": "ISO-8859-15 (Latin-9)",
    "iso8859_16": "ISO-8859-16 (Latin-10, Romanian)",
    "cp1255": "Windows-1255 (Hebrew)",
    "cp1256": "Windows-1256 (Arabic)",
    "koi8_r": "KOI8-R (Russian)",
    "koi8_u": "KOI8-U (Ukrainian)",
    "cp874": "Windows-874 (Thai)",
    "cp932": "Shift-JIS (Windows-31J)",
    "cp949": "Korean (CP949)",
    "gb18030": "Chinese (GB18030, GBK)",
    "big5": "Chinese (Big5)",
    "euc_jp": "Japanese (EUC-JP)",
    "mac_roman": "Mac Roman",
    # DOS ("OEM") code pages: what a Windows console writes when a command's output is redirected to a file (bcp,
    # sqlcmd -o, isql), and what old DOS programs export.
    "cp850": "DOS Latin-1 (CP850)",
    "cp437": "DOS US (CP437)",
    "cp852": "DOS Latin-2 (CP852)",
    "cp866": "DOS Cyrillic (CP866)",
    "cp1125": "DOS Ukrainian (CP1125)",  # (CP866 with Ukrainian letters where CP866 has "Ў ў Ї ї")
}
#: Japanese mail and some Unix tools write 7-bit ISO-2022-JP: ASCII bytes with escapes into JIS X 0208.
_ISO_2022_JP_ESCAPE = re.compile(rb"\x1b\$[@B]")
_CODEC_OF = {name: codec for codec, name in LEGACY_CODECS.items()} | {
    "Latin-1": "latin-1",
    "Japanese (ISO-2022-JP)": "iso2022_jp",
}
_LEGACY_SAMPLE = 256 * 1024
#: A report's fact by name: "Bidders: 9", "Katip Üye: Sevgi Aydın" (a question has a longer tail).
KEY_VALUE = re.compile(r"^[^:]{1,30}:\s+\S.{0,29}$")
_LETTERS = re.compile(r"[^\W\d_]+")
#: A symbol between two letters: where a wrong code page puts a letter's byte ("Miejscowo³æ" for "Miejscowość").
#: (CJK punctuation, the katakana middle dot and full-width forms, "（", "、", "京都・奈良", sit beside letters in
#: Japanese and Chinese text; accents, Hebrew and Arabic points and Thai vowel and tone marks are marks on letters.)
_SYMBOL_IN_WORD = re.compile(
    r"(?<=[^\W\d_])[^\w\s\x00-\x7f’‘·×–—\u0300-\u036f\u0591-\u05c7\u064b-\u065f\u0e00-\u0e7f\u3000-\u30ff\uff00-\uffef]"
    r"(?=[^\W\d_])"
)
#: A capital letter (or an Arabic or Hebrew one, which have no case) standing alone before a number is a currency
#: sign read in the wrong code page ("Ū 8.400", "غ 8.400" for Mac Roman's "€ 8.400" read as Baltic or Arabic);
#: "Ø 30 cm", a diameter, is written so.
_LETTER_BEFORE_NUMBER = re.compile(r"(?<![^\W\d_])[^\W\d_](?= ?\d)")
#: CJK punctuation or a half-width form between two Latin letters: Shift-JIS's reading of a DOS "ó" ("Opci｢n").
_CJK_MARK_IN_LATIN_WORD = re.compile(r"(?<=[A-Za-z])[\u3000-\u303f\uff5f-\uff65](?=[A-Za-z])")
_BOX_BESIDE_LETTER = re.compile(r"(?<=[^\W\d_])[\u2500-\u259f\u2200-\u22ff]|[\u2500-\u259f\u2200-\u22ff](?=[^\W\d_])")
_SCRIPTS = ("LATIN", "CYRILLIC", "GREEK", "HEBREW", "ARABIC", "THAI", "CJK", "HIRAGANA", "KATAKANA", "IDEOGRAPHIC")
#: Spellings a script's languages never write, which another code page's text read in it does: Hebrew read as
#: Cyrillic (Windows-1251) puts "й" after a consonant ("абй" for "אבי") and ends words with a hard sign ("дтшеъ" for
#: "הערות"); read as Greek (Windows-1253) it puts a final sigma inside a word ("δςψεϊ") and a diaeresis on a letter
#: after a consonant or first in a word ("τϊχ", "ΰαι"), where Greek writes it only to part two vowels.
_MISSPELLED = {
    "CYRILLIC": re.compile(r"[бвгджзклмнпрстфхцчшщ]й|ъ(?![еёюяауоиъ])"),
    "GREEK": re.compile(r"ς(?=[^\W\d_])|(?<![αεηιουωάέήίόύώ])[ϊϋΐΰ]"),
    # Russian in KOI8-R read as Arabic (Windows-1256) puts a tā' marbūṭa or an alif maqṣūra, which end a word,
    # inside one ("قءسشخةث")
    "ARABIC": re.compile(r"[ةى](?=[^\W\d_])"),
}
#: Cyrillic in KOI8 read as Hebrew (Windows-1255) stacks vowel points on one letter ("הֱֲָ"): a letter takes one.
_STACKED_POINTS = re.compile(r"[\u05b0-\u05bb]{2,}")
#: Thai spells a vowel or tone mark above or below a consonant (a tone mark may also sit on such a vowel), a vowel
#: written before its consonant right before one, and its digits apart from letters; Korean (CP949) read as Thai
#: (Windows-874) breaks these rules ("ม๖บุ", a digit inside a word).
_THAI_MISSPELLED = re.compile(
    r"(?<![\u0e01-\u0e2e\u0e31\u0e34-\u0e3a\u0e47])[\u0e31\u0e34-\u0e3a\u0e47-\u0e4e]"
    r"|[\u0e40-\u0e44](?![\u0e01-\u0e2e])"
    r"|(?<=[\u0e01-\u0e4e])[\u0e50-\u0e59]|[\u0e50-\u0e59](?=[\u0e01-\u0e4e])"
)
#: The accented letters of the languages written in Latin letters that the code pages above serve, one alphabet
#: each: a word whose accented letters no one alphabet holds together ("Pøihazující": Danish ø beside Czech í) is a
#: wrong code page's reading ("Přihazující" read as Western).
_ALPHABETS = tuple(
    frozenset(letters)
    for letters in (
        "äöüß",  # German
        "àâæçéèêëîïôœùûüÿ",  # French
        "áéíñóúüçàèòï",  # Spanish, Catalan
        "áâãàçéêíóôõú",  # Portuguese
        "àèéìíîòóù",  # Italian
        "éëïóöüèáà",  # Dutch
        "åäöæøéü",  # Danish, Norwegian, Swedish, Finnish
        "áðéíóúýþæö",  # Icelandic
        "ąćęłńóśźż",  # Polish
        "áčďéěíňóřšťúůýž",  # Czech
        "áäčďéíĺľňóôŕšťúýž",  # Slovak
        "áéíóöőúüű",  # Hungarian
        "ăâîșțşţ",  # Romanian
        "čćđšž",  # Croatian, Slovene, Bosnian
        "āčēģīķļņšūž",  # Latvian
        "ąčęėįšųūž",  # Lithuanian
        "äöõüšž",  # Estonian
        "çğıöşüâî",  # Turkish
    )
)
_TITLE_LINES_AT_MOST = 6  # lines above a table that may be its title block
_SAMPLE_BYTES = 1024 * 1024  # what the delimiter sniffer looks at
_SNIFF_RECORDS = 50
_NOTE_WORDS = 8  # a first cell alone on the last line with this many words is a note under the table
_TITLE_CHARACTERS = 300  # of the lines above a table, what is kept as its title
_ABOVE_CHARACTERS = 20_000  # of the text above a table, what is read for a stated rule
_FIRST_LINE_LIMIT = 8 * 1024 * 1024
# Bytes allowed in text: tab, newline, carriage return and everything from space up (UTF-8 bytes too).
_TEXT_BYTES = bytes([9, 10, 13]) + bytes(range(32, 256))
_CONTROL_SHARE_LIMIT = 0.01
_DELIMITER_NAMES = {",": "comma", ";": "semicolon", "\t": "tab", "|": "pipe"}
_JSON_PARSE_LIMIT = 10 * 1024 * 1024
_ANSWER_LIKE = (TRUE_WORDS | FALSE_WORDS | MIDDLE_WORDS) - {""}
_SAVE_AS_CSV = "In your spreadsheet use File → Save as → “CSV UTF-8 (comma delimited)” and upload that."

# Files that are not text, recognised by their first bytes: what they are and what to do instead.
_COMPRESSED = "Extract the CSV file inside it and upload that."
_SIGNATURES: tuple[tuple[bytes, str, str], ...] = (
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "an Excel workbook (.xls) or another Office document", _SAVE_AS_CSV),
    (b"%PDF-", "a PDF document", "Export the table from its source as CSV instead."),
    (b"\x89PNG\r\n\x1a\n", "a PNG image", "Upload the table itself as a CSV file."),
    (b"\xff\xd8\xff", "a JPEG image", "Upload the table itself as a CSV file."),
    (b"GIF8", "a GIF image", "Upload the table itself as a CSV file."),
    (b"\x1f\x8b", "a gzip-compressed file", _COMPRESSED),
    (b"\xfd7zXZ\x00", "an xz-compressed file", _COMPRESSED),
    (b"(\xb5/\xfd", "a zstd-compressed file", _COMPRESSED),
    (b"7z\xbc\xaf\x27\x1c", "a 7-Zip archive", _COMPRESSED),
    (b"Rar!\x1a\x07", "a RAR archive", _COMPRESSED),
    (b"SQLite format 3\x00", "an SQLite database", "Export the table as CSV and upload that."),
    (b"{\\rtf", "a Rich Text (RTF) document", "Save the table as plain CSV text instead."),
)
_WEB_PAGE = re.compile(rb"\A\s*<(!doctype\s+html|html[\s>]|\?xml)", re.IGNORECASE)
_JSON = re.compile(rb"\A\s*(\[\s*[\[{\"]|\{\s*\")")  # [{..., [[..., ["..., {"...
_BLOCK_BYTES = 1_000_000
_RAGGED_EDGE_BYTES = 5_000_000  # larger files are checked line by line only by the fast ragged-row check
_EMPTY_LINE = re.compile(rb'[\s,;\t|"]*')
#: A rule of dashes under a report's header, one run per column ("----------- --------- ------"); a line of one
#: run is a separator, not a rule.
_DASH_RULE = re.compile(rb"[ \t]*(?:-{2,}|={2,})(?: +(?:-{2,}|={2,}))+")  # (Firebird isql rules with "=")
_DELIMITED_RULE = re.compile(rb"-{2,}(?:[,;|\t]-{2,})+[,;|\t]?")
_FIXED_WIDTH_RULE_BY = 12  # lines: where the header and its rule are (a title block may come first)
_WORD_RUNS = re.compile(r"\S+(?: \S+)*")  # a line's cells when two spaces or more part them
_ALIGNED_ROWS_LOOKED_AT = 500  # lines of a table aligned by spaces whose blanks place its columns
_ALIGNED_HEADER_BY = 40  # lines: where the header of a table aligned by spaces is (prose may come first)
_CLOSING_RULE = re.compile(r"_{5,}|-{5,}|={5,}")  # a rule alone on its line, under a table's last row
_FULL_RULE = re.compile(r"[ \t]*(?:-{10,}|={10,})")  # a rule drawn across a table's whole width
_DATE_CELL = re.compile(r"^\d{4}-\d{2}-\d{2}(?:[ T]\d|$)|^\d{1,2}[./]\d{1,2}[./]\d{2,4}\b")
_KANA = re.compile(r"[\u3041-\u3096\u30a1-\u30fa]")
_JAMO = re.compile(r"[\u3131-\u318e]")
_SEP_LINE = re.compile(rb"\A[ \t]*sep=([,;\t|])[ \t]*(?=\r?\n)", re.IGNORECASE)  # Excel's "sep=;" first line
_LEADING_SPACE = re.compile(rb"\s*")
_PANDAS_LINE = re.compile(r"\bline (\d+)\b|\brow (\d+)\b")


def read_csv_bytes(data: bytes, *, max_bytes: int = DEFAULT_MAX_BYTES) -> pd.DataFrame:
    """Parse an uploaded CSV file into a DataFrame, or explain what is wrong with it.

    The first non-blank row is the header. Text may be UTF-8 (with or without a byte-order mark), UTF-16 or
    UTF-32 (with a byte-order mark, or mostly ASCII UTF-16 without one) or a single-byte Windows-1252/Latin-1
    file. Bytes that are valid UTF-8 are read as UTF-8, so the rare single-byte file that is also valid UTF-8 is
    misread. Line endings may be LF, CRLF or CR, even mixed. Fields may be separated by commas, semicolons, tabs
    or pipes (sniffed from the first rows, or named by an Excel ``sep=;`` first line); fields in double quotes
    may hold separators and newlines. Blank lines and rows whose cells are all empty are dropped, and so is an
    unnamed, empty last column (a delimiter at the end of every line). The index numbers the remaining rows
    (0 = first data row), and messages count rows the same way ("row 1 under the header").

    Parameters
    ----------
    data : bytes
        The raw file content.
    max_bytes : int, keyword-only
        Largest accepted size; the default (200 MiB) is ten times a 1,000,000-row file.

    Returns
    -------
    pandas.DataFrame
        Parsed by pandas' C engine (numbers inferred, empty cells as NaN, column names stripped of surrounding
        spaces; text in cells is kept exactly, including cells that start with = + - @). ``frame.attrs`` holds
        ``"encoding"`` and ``"delimiter"`` as detected, and ``"codec"``: Python's name of the legacy code page the
        text was decoded from ("cp1251"), "" for Unicode.

    Raises
    ------
    InvalidInputError
        For an empty file, a header without rows, binary content or a known non-CSV format (Excel, zip, gzip,
        PDF, images, web pages, JSON...), a file over ``max_bytes``, rows with more or fewer fields than the header,
        an unclosed quote, duplicate or missing column names, more than ``MAX_COLUMNS`` columns or more than
        ``MAX_CELLS`` cells.
    """
    data = _as_bytes(data)
    if len(data) > max_bytes:
        raise InvalidInputError(
            f"The file is {_megabytes(len(data))}, more than the {_megabytes(max_bytes)} limit. Upload a "
            "smaller file: keep only the columns you need, or a sample of the rows."
        )
    _raise_on_known_formats(data)
    text, encoding = _to_utf8(data)
    text, delimiter = _strip_sep_line(_normalise_line_endings(text))
    if not text or text.isspace():  # (isspace scans without copying a large file, unlike strip)
        raise InvalidInputError("The file is empty. Upload a CSV with a header row and at least one data row.")
    text, fixed_width_notes, ruled, rows_below = query_report_as_table(text)
    text, ballot_notes = ranked_ballots_as_table(text)
    fixed_width_notes += ballot_notes
    text, commented = _header_in_comment(text)
    fixed_width_notes += commented
    delimiter = "," if ballot_notes else ruled or delimiter
    delimiter, records = _sniff_delimiter(text, delimiter)
    header, skipped_lines, notes = _header_rows(records)
    lines_above = _lines_above(text, records[0].first_line)
    above, stated_points = title_text(lines_above), points_each_may_give(lines_above)
    notes = fixed_width_notes + notes
    if len(records) > 2 and first_row_is_data(records[0].fields, [record.fields for record in records[1:]]):
        header = [f"Column {position}" for position in range(1, len(records[0].fields) + 1)]
        text = delimiter.encode().join(name.encode() for name in header) + b"\n" + text
        skipped_lines = [line + 1 for line in skipped_lines]
        notes.append("The file has no header row: its first row holds data like the rows below, so it is read as data.")
    _check_header(header)  # (before anything is parsed: too many columns, a first row of numbers)
    text = _blank_lines(text, skipped_lines)
    _raise_on_too_many_cells(text, len(header))
    text, ragged_notes, width = _forgive_ragged_edges(text, delimiter, len(header))
    notes += ragged_notes
    names, unnamed = _check_header(header + [""] * (width - len(header)))
    _raise_on_ragged_rows(text, delimiter, len(names))
    text, blank_rows_left = _blank_empty_rows(text, delimiter)
    frame = _parse_with_pandas(text, delimiter, width=len(names))
    frame = _points_grouping_thousands(frame, text, delimiter)
    frame.columns = names
    if blank_rows_left:
        # (slow on very wide frames, so only when such a row may exist)
        frame = frame.dropna(how="all").reset_index(drop=True)
    if frame.empty:
        raise InvalidInputError(
            "The file has a header row but no data rows. Add at least one row of data under the header."
        )
    frame = _drop_empty_unnamed_columns(frame, unnamed)
    notes += [f"A column has no name in the header; it is called “{name}” here." for name in unnamed if name in frame]
    notes += _repeated_name_notes(header)
    frame.attrs["notes"] = notes
    frame.attrs["encoding"] = encoding
    frame.attrs["codec"] = _CODEC_OF.get(encoding, "")
    frame.attrs["delimiter"] = delimiter
    frame.attrs["above"] = above
    frame.attrs["points_each"] = stated_points
    frame.attrs["table_rows_below"] = rows_below
    return frame


#: A range of points each voter may give, stated in words above or beside a table of totals ("every voter could
#: give each candidate from 0 to 5 points", "bis zu 3 Punkte", "de 0 à 10 points"): its top is the most one voter
#: adds to a candidate's total.
_POINTS_EACH = re.compile(
    r"(?:\d+\s*(?:to|and|-|–|à|a|bis|e|do|tot|til|až)\s*|"
    r"(?:up to|at most|a maximum of|bis zu|höchstens|jusqu'à|hasta|fino a|até|maximaal|maks\.?|max\.?)\s+)"
    r"(?P<top>\d{1,4})\s*(?:points?|punkte?|puntos|punti|pontos|punten|poäng|pisteet|pkt|bodů|очк\w*|балл\w*)(?!\w)",
    re.I,
)


def points_each_may_give(text: bytes) -> tuple[float, str] | None:
    """The most points one voter may give a candidate, as the text states it (its first
    :data:`_ABOVE_CHARACTERS` bytes), and the words that say so; None when it states no range of points."""
    words = text[:_ABOVE_CHARACTERS].decode("utf-8", "replace")
    found = [match for match in _POINTS_EACH.finditer(words) if int(match["top"]) > 1]
    if not found:
        return None
    top = max(found, key=lambda match: int(match["top"]))
    return float(top["top"]), " ".join(top.group().split())


def _lines_above(text: bytes, header_line: int) -> bytes:
    """The lines above the header (a report's title, "Tabulation of SITE", and its prose), within the first
    :data:`_ABOVE_CHARACTERS` bytes."""
    return b" ".join(text[:_ABOVE_CHARACTERS].split(b"\n", header_line)[: header_line - 1])


def title_text(text: bytes) -> str:
    """Lines of a title as one line, blanks collapsed, at most :data:`_TITLE_CHARACTERS` characters."""
    return " ".join(text.decode("utf-8", "replace").split())[:_TITLE_CHARACTERS]


def query_report_as_table(text: bytes) -> tuple[bytes, list[str], str | None, int]:
    """A query tool's report (SQL Server Management Studio, sqlcmd, SQL*Plus: a header line, a rule of dashes under
    each column, the rows, then "(63 rows affected)") as a table, with notes and the delimiter it now has. A rule
    of dashes joined by a separator ("-----,-----") names the delimiter: the rule and the lines after the table go.
    A rule of dashes joined by spaces marks a fixed-width report, turned into tab-separated text: each column is
    where its dashes are (in characters), the last running to the line's end. Lines above the header are kept (a
    title); the table ends at its first blank line. The text unchanged, no note and None when there is no rule.
    Last, how many rows of other tables were left out below the table (:func:`_rows_of_tables`). A printed report's
    group headings, subtotals and repeated page heads are left out first (:func:`_without_report_groups`)."""
    text, grouped = _without_report_groups(text)
    table, notes, delimiter, rows_below = _report_as_table(text)
    return table, grouped + notes, delimiter, rows_below


#: A printed report's heading of a group of rows: a field and its value alone on a line, perhaps starred
#: ("** District: NORTH", "UNIT: CLC 1A LIBERTY").
#: (the field in a few words, no digit; neither holds a delimiter, so that no row of a delimited table is one)
_GROUP_HEADING = re.compile(
    r"\s*\**\s*(?P<field>[^\W\d_][^\W\d]{0,30}?(?:[ .#/'-][^\W\d]{1,30}?){0,3})\s*:"
    r"\s*(?P<value>[^\s,;|](?:[^\s,;|]| (?! ))*)\s*\**\s*"
)
#: A group's subtotal line under its rows ("** Subtotal **", "*** Total ***"), its number alone on a line, and
#: a count with its word ("SUBCOUNT        28") under a short rule.
_STARRED_LABEL = re.compile(r"\s*\*{2,}\s*[^\W\d_][\w .-]*?\s*\*{2,}\s*")
_LONE_AMOUNT = re.compile(r"\s*[\d.,' ]*\d\s*")
_GROUP_COUNT = re.compile(
    r"\s*\**\s*[^\W\d_]*(?:total|count|summe|somme|suma|totale)\w*\s*\**\s*:?\s+[\d.,']+\s*", re.I
)
_SHORT_RULE = re.compile(r"\s*[-=]{3,}\s*")


def _without_report_groups(text: bytes) -> tuple[bytes, list[str]]:
    """A printed report grouped by a field (a database's report writer: "** District: NORTH" over each group's rows,
    "** Subtotal **" and its number under them, its page head repeated after each form feed) as its rows alone,
    under the first page's head, with a note; the text unchanged and no note unless two headings or more name
    the same field. The blank lines around the left-out lines go too, so the rows run on as one table."""
    if len(text) > _POLL_TEXT_BYTES or b"\n" not in text:
        return text, []
    lines = [line.rstrip("\r") for line in text.decode("utf-8").split("\n")]
    fields = {at: found["field"] for at, line in enumerate(lines) if (found := _GROUP_HEADING.fullmatch(line))}
    folded = [named.casefold() for named in fields.values()]
    field = max(folded, key=folded.count, default="")
    if folded.count(field) < 2:
        return text, []
    grouping = [at for at, named in fields.items() if named.casefold() == field]
    head = {_page_line(line) for line in lines[: grouping[0]] if line.strip()}
    kept = lines[: grouping[0]]
    while kept and not kept[-1].strip():
        kept.pop()
    left_out = pages = 0
    at = grouping[0]
    while at < len(lines):
        line = lines[at]
        if at in grouping or any(kind.fullmatch(line) for kind in (_STARRED_LABEL, _GROUP_COUNT, _SHORT_RULE)):
            left_out += 1
            at += 1
            while at < len(lines) and (_blank(lines[at]) or _LONE_AMOUNT.fullmatch(lines[at])):
                at += 1  # (the blank lines after it, and a subtotal's number)
        elif "\f" in line:
            pages += 1
            at += _page_line(line) not in head  # (the form feed's own line, unless it opens the page's head)
            while at < len(lines) and (_blank(lines[at]) or _page_line(lines[at]) in head):
                at += 1
        elif _blank(line) and at + 1 < len(lines) and (at + 1 in grouping or _blank(lines[at + 1])):
            at += 1  # (a blank line before a heading)
        else:
            kept.append(line)
            at += 1
    shown = ", ".join(f"“{lines[at].strip()}”" for at in grouping[:2]) + (", …" if len(grouping) > 2 else "")
    note = f"Read the rows of a report grouped by “{fields[grouping[0]]}”: left out its "
    note += f"{count(left_out, 'group heading and subtotal line')} ({shown})"
    note += f" and its page head repeated on {count(pages, 'later page')}." if pages else "."
    return "\n".join(kept).encode("utf-8"), [note]


def _blank(line: str) -> bool:
    return not line.strip() and "\f" not in line  # (a form feed alone on its line starts a page)


def _page_line(line: str) -> str:
    """A line of a page's head as it repeats on every page: without its numbers (the page's, the date's)."""
    return " ".join(re.sub(r"\d+", "#", line.replace("\f", "")).split())


def _report_as_table(text: bytes) -> tuple[bytes, list[str], str | None, int]:
    boxed = _boxed_table_as_tabs(text) or _wiki_table_as_tabs(text)
    if boxed is not None:
        return boxed[0], [boxed[1]], "\t", 0
    head = text[:_SAMPLE_BYTES].split(b"\n", _FIXED_WIDTH_RULE_BY + 1)[: _FIXED_WIDTH_RULE_BY + 1]
    for rule, line in enumerate(head[1:], start=1):
        if _DELIMITED_RULE.fullmatch(line.strip()):  # (sqlcmd -s",": the fields stay as they are)
            lines = text.split(b"\n")
            end, below = _table_end(lines, rule)
            separator = next(chr(byte) for byte in line.strip() if byte != ord("-"))
            return b"\n".join(lines[:rule] + lines[rule + 1 : end]), [_rule_note("", below)], separator, 0
        if _DASH_RULE.fullmatch(line.rstrip()) and b"\t" not in head[rule - 1]:
            table, note, rows_below = _fixed_width_as_tabs(text.decode("utf-8").split("\n"), rule)
            return table, [note], "\t", rows_below
    return _space_aligned_as_tabs(text)


#: A delimiter in a line: a tab, ";" or "|".
_DELIMITER_MARK = re.compile(r"[\t;|]")
#: A comma not between two digits (a decimal comma, "19,1", is none): a delimiter only when every line has as many.
_TEXT_COMMA = re.compile(r"(?<!\d),|,(?!\d)")
#: The rule of a table drawn with pipes at both ends of its lines (Org mode, Markdown, a database shell:
#: "| Anke | x |"): "|-----+-----|", "|:---|---:|", "+----+----+", and a header's double rule "+=====+====+".
_BOXED_RULE = re.compile(r"\s*[|+][-=:+| ]*[-=][-=:+| ]*[|+]\s*")
#: A rule of stars across a table drawn with stars ("*******…", ROOT's TTree::Scan).
_STARRED_RULE = re.compile(r"\s*\*{10,}\s*")
#: A rule of box-drawing characters (a report printed by a DOS or report program: "├────┼────┤", "╔═══╦═══╗").
_BOX_RULE = re.compile(r"\s*[┌├└╔╠╚┏┣┗╟╞][─━═┬┼┴╦╬╩┳╋┻╤╪╧╥╫╨]+[┐┤┘╗╣╝┓┫┛╢╡]\s*")
#: The tables drawn in text, by the mark at both ends of their lines: their rule, and how a note names them.
_DRAWINGS = {
    "|": (_BOXED_RULE, "pipes (“| … |”); left out its rules of dashes"),
    "*": (_STARRED_RULE, "stars (“* … *”); left out its rules"),
    "│": (_BOX_RULE, "box-drawing lines (“│ … │”); left out its rules"),
    "║": (_BOX_RULE, "double box-drawing lines (“║ … ║”); left out its rules"),
}


def _boxed_table_as_tabs(text: bytes) -> tuple[bytes, str] | None:
    """A table drawn with a pipe at each end of its lines and rules of dashes (an Org mode or Markdown table, a
    database shell's output), or with stars and rules of stars (a physics framework's scan of a tree), as
    tab-separated text: the lines above it kept as a title, the rules and the lines below it left out (with a note);
    None when the file has no such table of a header and two rows or more."""
    head = _head_lines(text)
    for mark, (rule, drawn) in _DRAWINGS.items():
        top = next((at for at, line in enumerate(head) if _boxed(line, mark)), None)
        if top is None:
            continue
        lines = text[: 4 * _SAMPLE_BYTES].decode("utf-8", errors="replace").split("\n")
        end = top
        while end < len(lines) and (_boxed(lines[end], mark) or rule.fullmatch(lines[end])):
            end += 1
        rows = [line.strip()[1:-1].split(mark) for line in lines[top:end] if _boxed(line, mark)]
        if len(rows) < 3 or len({len(row) for row in rows}) > 1 or len(rows[0]) < 2:
            continue
        whole = text.decode("utf-8").split("\n")
        titles = [line for line in whole[:top] if not rule.fullmatch(line)]
        below = sum(bool(line.strip()) for line in whole[end:])
        note = f"Read the table drawn with {drawn}"
        return _tabbed(titles, [[cell.strip() for cell in row] for row in rows]), note + (
            f" and the {count(below, 'line')} below it." if below else "."
        )
    return None


def _head_lines(text: bytes) -> list[str]:
    """The first :data:`_ALIGNED_HEADER_BY` lines, where a table drawn in text starts (decoding no more)."""
    lines = text[:_SAMPLE_BYTES].split(b"\n", _ALIGNED_HEADER_BY)[:_ALIGNED_HEADER_BY]
    return [line.decode("utf-8", errors="replace") for line in lines]


def _tabbed(titles: list[str], rows: list[list[str]]) -> bytes:
    """A table drawn in text as tab-separated text: its title lines above it (each in one field), then its rows."""
    out = io.StringIO()
    writer = csv.writer(out, delimiter="\t", lineterminator="\n")
    writer.writerows([line.strip()] for line in titles if line.strip())
    writer.writerows(rows)
    return out.getvalue().encode("utf-8")


def _boxed(line: str, mark: str = "|") -> bool:
    row = line.strip()
    return (
        len(row) > 2 and row[0] == row[-1] == mark and not _DRAWINGS[mark][0].fullmatch(line) and row.count(mark) >= 3
    )


#: Wiki markup inside a cell, and what stays of it: a link "[[User:Avocet|Avocet]]" its text, a template
#: "{{Yes}}" its name ("{{Yes|late}}" too), bold and italic quotes nothing, a footnote "<ref>…</ref>" or any other
#: tag nothing, a line break a space.
_WIKI_MARKUP = (
    (re.compile(r"<ref[^>]*/>|<ref[^>]*>.*?</ref>", re.IGNORECASE), ""),
    (re.compile(r"<br\s*/?>", re.IGNORECASE), " "),
    (re.compile(r"<[^>]+>"), ""),
    (re.compile(r"\[\[(?:[^|\]]*\|)?([^\]]*)\]\]"), r"\1"),
    (re.compile(r"\[https?://\S+\s+([^\]]*)\]"), r"\1"),
    (re.compile(r"\{\{\s*([^|}]*?)\s*(?:\|[^}]*)?\}\}"), r"\1"),
    (re.compile(r"'{2,}"), ""),
)
#: A cell's attributes before its content: 'style="background:#cfc" | Yes' (a "|" not inside a link or template).
_WIKI_ATTRIBUTES = re.compile(r"^[^|\[{]*=[^|\[{]*\|(?!\|)")


def _wiki_table_as_tabs(text: bytes) -> tuple[bytes, str] | None:
    """A table in wiki markup (MediaWiki and the wikis that copy it: "{|" opens it, "|-" starts a row, "!" a header
    cell, "|" a data cell, "!!" and "||" part cells on one line, "|}" closes it) as tab-separated text: each cell's
    markup reduced to what it shows (:data:`_WIKI_MARKUP`), the lines above it kept as a title, the lines below it
    left out (with a note); None when the file has no such table of a header and two rows or more."""
    top = next((at for at, line in enumerate(_head_lines(text)) if line.lstrip().startswith("{|")), None)
    if top is None:
        return None
    lines = text[: 4 * _SAMPLE_BYTES].decode("utf-8", errors="replace").split("\n")
    rows: list[list[str]] = []
    end = top + 1
    while end < len(lines) and not lines[end].lstrip().startswith("|}"):
        line = lines[end].strip()
        end += 1
        if line.startswith("|-") or not rows and line.startswith("|+"):
            rows.append([])
        elif line[:1] in "!|" and not line.startswith("|+"):
            if not rows:
                rows.append([])
            parted = "!!" if line[0] == "!" else "||"
            rows[-1] += [_wiki_cell(cell) for cell in line[1:].split(parted)]
        elif line and rows and rows[-1]:
            rows[-1][-1] += " " + _wiki_cell(line)  # (a cell's text goes on over lines)
    rows = [row for row in rows if row]
    if len(rows) < 3 or len(rows[0]) < 2:
        return None
    whole = text.decode("utf-8").split("\n")
    below = sum(bool(line.strip()) for line in whole[end + 1 :])
    note = "Read the table written in wiki markup (“{| … |}”)"
    note += f" and left out the {count(below, 'line')} below it." if below else "."
    return _tabbed(whole[:top], rows), note


def _wiki_cell(cell: str) -> str:
    cell = _WIKI_ATTRIBUTES.sub("", cell)
    for markup, shown in _WIKI_MARKUP:
        cell = markup.sub(shown, cell)
    return " ".join(cell.split())


def _space_aligned_as_tabs(text: bytes) -> tuple[bytes, list[str], str | None, int]:
    """A table printed with its columns aligned by spaces and no rule (a spreadsheet's or a statistics program's
    text output, a league's or a scrutineer's printed report): a header line of three or more names apart by two
    spaces or more, over four lines or more that leave blank the same runs of two or more character positions,
    which part the columns (:func:`_columns_under_names`), or a header of one or two lines of names over three rows
    or more that alone place the columns (:func:`_names_over_rows`). A rule drawn across the whole width under the
    header, and another closing the table, are no row (a statistics program's frequency table under its prose).
    It is then read as a fixed-width report under a rule drawn there; other text unchanged, no note and None."""
    lines = text[: 4 * _SAMPLE_BYTES].decode("utf-8", errors="replace").split("\n")
    for top, line in enumerate(lines[:_ALIGNED_HEADER_BY]):
        if len(_WORD_RUNS.findall(line)) < 3:
            continue
        found = _columns_under_names(lines, top) or _names_over_rows(lines, top)
        if found is None:
            continue
        header, starts, first, end, how = found
        rule = "".join(
            "-" * (after - start - 1) + " "
            for start, after in itertools.pairwise([*starts, max(map(len, lines[top:end])) + 2])
        )
        rule = " " * starts[0] + rule.rstrip()
        whole = text.decode("utf-8").split("\n")  # (the lines looked at above come from the first 4 MB only)
        closing = end + (end < len(whole) and bool(_FULL_RULE.fullmatch(whole[end].rstrip())))
        rest = ["", *whole[closing:]] if closing > end else whole[end:]  # (a closing rule ends the table, as a blank)
        above = whole[: top + 1] if header is None else [*whole[:top], ""]
        table, note, rows_below = _fixed_width_as_tabs(
            [*above, rule, *whole[first:end], *rest], top + 1, how=how, header=header
        )
        return table, [note], "\t", rows_below
    return text, [], None, 0


def _columns_under_names(
    lines: list[str], top: int
) -> tuple[list[str] | None, list[int], int, int, tuple[str, str]] | None:
    """The table whose header is the line ``top``: each of its names heads one column of the lines under it. Found:
    its header's names (None: cut from its line by the columns), where its columns start, its first row and the line
    after its last, and how its columns were found (as :func:`_names_over_rows` returns them)."""
    line = lines[top]
    names = len(_WORD_RUNS.findall(line))
    ruled = top + 1 < len(lines) and bool(_FULL_RULE.fullmatch(lines[top + 1].rstrip()))
    first = top + 1 + ruled
    end = _aligned_rows_end(lines, first)
    block = [line, *lines[first:end]]
    if len(block) < 4 or _delimited_lines(block):
        return None
    starts = _aligned_column_starts(block)
    left = _left_aligned_starts(block)
    crowded = _starts_under_a_crowded_header(block)
    how = ("by its columns of aligned text", "where every line leaves two blanks or more before it")
    if len(left) > max(len(starts), names):
        return None, left, first, end, (how[0], "where a word starts on every line")  # (columns one space apart)
    if len(crowded) > max(len(starts), names):  # (two names one space apart over two columns)
        under = "where the lines under the header leave two blanks or more before it"
        return None, crowded, first, end, (how[0], under)
    # (each name of the header heads one column, or the columns are not where the names say)
    return (None, starts, first, end, how) if len(starts) == names else None


def _names_over_rows(
    lines: list[str], top: int
) -> tuple[list[str] | None, list[int], int, int, tuple[str, str]] | None:
    """The table whose header is the line ``top`` and perhaps the next (a printed report stacks "Points" over
    "Won"), names only, over three rows or more, when the rows alone place the columns (their names stand where
    the printer put them, left of right-aligned numbers): each name goes to the column whose middle is nearest
    its own. None unless the header's first line names each column once (so that no two columns one space apart
    are taken for one) and its second line names each at most once."""
    header = [lines[top]]
    if top + 1 < len(lines) and _names_only(lines[top + 1]):
        header.append(lines[top + 1])
    if not _names_only(header[0]):
        return None
    first = top + len(header)
    first += first < len(lines) and bool(_FULL_RULE.fullmatch(lines[first].rstrip()))
    end = _aligned_rows_end(lines, first)
    rows = lines[first:end]
    if len(rows) < 3 or _delimited_lines([*header, *rows]):
        return None
    starts = _aligned_column_starts(rows)
    if len(starts) < 3:
        return None
    spans = list(itertools.pairwise([*starts, max(map(len, rows)) + 1]))
    middles = []
    for a, b in spans:
        cells = [(a + len(row[a:b]) - len(row[a:b].lstrip()), a + len(row[a:b].rstrip())) for row in rows]
        filled = [(left, right) for left, right in cells if right > left]
        middles.append((min(left for left, _ in filled) + max(right for _, right in filled)) / 2 if filled else a)
    named: list[list[str]] = [[] for _ in starts]
    for number, line in enumerate(header):
        runs = list(_WORD_RUNS.finditer(line))
        places = [int(np.argmin([abs((run.start() + run.end()) / 2 - at) for at in middles])) for run in runs]
        if len(set(places)) < len(places) or (number == 0 and len(places) != len(starts)):
            return None  # (the first line names each column once, the second each at most once)
        for place, run in zip(places, runs, strict=True):
            named[place].append(run.group())
    how = ("by its columns of aligned text", "where its rows leave two blanks or more before it")
    return [" ".join(words) for words in named], starts, first, end, how


def _names_only(line: str) -> bool:
    """Whether a line holds names and no number (nor is a rule)."""
    runs = _WORD_RUNS.findall(line)
    numbers = any(_NUMBER_CELL.fullmatch(run) for run in runs)
    return bool(runs) and not numbers and not _FULL_RULE.fullmatch(line.rstrip())


def _aligned_rows_end(lines: list[str], first: int) -> int:
    """Where the rows of a table aligned by spaces, from the line ``first``, end: at a rule across the whole width,
    a blank line, or after :data:`_ALIGNED_ROWS_LOOKED_AT` lines."""
    last = min(len(lines), first + _ALIGNED_ROWS_LOOKED_AT)  # (a rule further down is past the rows looked at)
    end = next((at for at in range(first, last) if _FULL_RULE.fullmatch(lines[at].rstrip())), last)
    return min(end, _table_end(lines, first - 1)[0])


def _delimited_lines(block: list[str]) -> bool:
    """Whether lines are delimited, not aligned by spaces: a tab, ";" or "|" in any of them, or a comma as often
    in every one (a name written "SURNAME, First" is no delimiter, nor a decimal comma "19,1")."""
    if any(_DELIMITER_MARK.search(row) for row in block):
        return True
    commas = {len(_TEXT_COMMA.findall(row)) for row in block if row.strip()}
    return commas != {0} and len(commas) == 1


#: A cell that is a number, a date or a time, not a column's name.
_NUMBER_CELL = re.compile(r"[\d.,:/ +-]+")


def _left_aligned_starts(block: list[str]) -> list[int]:
    """Where the columns start in lines whose columns are left-aligned and may stand one space apart (a tool's
    "pretty print": "J01      P. Okonkwo   2026-02-19 16"): the places where a word starts on every line, header
    included (a name of two words starts its second word elsewhere on other lines); [] when fewer than three, or
    when the lines do not all begin at the first of them."""
    common: set[int] | None = None
    firsts = set()
    for row in block:
        if not row.strip():
            continue
        starts = {at for at, character in enumerate(row) if character != " " and (at == 0 or row[at - 1] == " ")}
        firsts.add(min(starts))
        common = starts if common is None else common & starts
    found = sorted(common or ())
    # (every line starts its first column at the same place: numbers right-aligned under a header are no such table;
    # and the first line names its columns: a row of data is no header)
    header = [block[0][a:b].strip() for a, b in itertools.pairwise([*found, len(block[0])])] if found else []
    named = not any(_NUMBER_CELL.fullmatch(name) for name in header)
    return found if len(found) >= 3 and firsts == {found[0]} and named else []


def _starts_under_a_crowded_header(block: list[str]) -> list[int]:
    """Where the columns start when the header's names stand one space apart where they are wider than their
    columns (right-aligned marks under "Хор 9Б Ансамбль 10"): the columns are those of the lines under the header,
    and the header is cut at the first space after each column's last character, before the next column begins;
    [] when a cut would split a name or leave a column without one."""
    header, rows = block[0], block[1:]
    starts = _aligned_column_starts(rows)
    if len(starts) < 3 or not header.strip():
        return []
    ends = [
        max((start + len(row[start:after].rstrip()) for row in rows if row[start:after].strip()), default=start)
        for start, after in itertools.pairwise([*starts, max(map(len, rows)) + 1])
    ]
    cuts = [min(starts[0], len(header) - len(header.lstrip()))]
    for end, following in zip(ends[:-1], starts[1:], strict=True):
        cut = header.find(" ", end)
        if not cuts[-1] < cut < following:
            return []
        cuts.append(cut)
    pieces = [header[a:b].strip() for a, b in itertools.pairwise([*cuts, len(header)])]
    return cuts if all(pieces[1:]) else []  # (a cross-table's column of row labels may have no name)


def _aligned_column_starts(block: list[str]) -> list[int]:
    """Where the columns of lines aligned by spaces start: after each run of two or more positions no line fills."""
    filled = np.zeros(max(len(row) for row in block), dtype=bool)
    for row in block:
        filled[: len(row)] |= np.array([character != " " for character in row])
    starts, blank = [], 2
    for position, used in enumerate(filled):
        if used and blank >= 2:
            starts.append(position)
        blank = 0 if used else blank + 1
    return starts


#: A ballot of a BLT file (OpenSTV, OpaVote, Droop): its weight, the candidates' numbers in order, then 0.
_BLT_BALLOT = re.compile(r"\d+(?: +\d+)* +0")
#: A vote of the Condorcet Election Format: tags before "||", candidates ranked with ">" (tied with "="), then an
#: optional "^weight" and "* times".
_CEF_VOTE = re.compile(r"(?:[^|>]*\|\|)?\s*([^>*^#]+(?:>[^>*^#]+)*?)\s*(?:\^\s*\d+)?\s*(?:\*\s*(\d+))?")
_BALLOT_FILE_BYTES = 20_000_000
#: What opens such a file: BLT's "candidates seats" line, or the Condorcet Election Format's list of candidates.
_BALLOT_FILE_START = re.compile(rb"\A\s*\d+ +\d+\s*\n|^#/candidates:", re.IGNORECASE | re.MULTILINE)


#: Words for votes after a count, in the languages polls are pasted in ("11 votes", "16 bình chọn", "5票").
_VOTE_WORD = (
    r"(?:votes?|stimmen|voix|votos|voti|stemmen|röster|głos\w*|голос\w*|bình chọn|phiếu|suara|oy|票|표|رأی|رای|آرا|"
    r"صوت|أصوات|קולות|הצבעות|โหวต|वोट)"
)
#: A line of a poll's results written as text (a chat's poll pasted, a meeting tool's report): an option, then its
#: votes: "OPTION: Saturday 5 April (9 votes)", "Vineyard retreat (11 votes): @xena, @ana", "A. City Food Bank
#: 27/68 40%", "Dana Whitfield<TAB>231", "치킨 & 맥주 (호프한잔)  正 正 一  11" (tally marks, then the count), a BBS's
#: vote result "合歡山北峰 (3422m) 單攻      43 票,  24.29%".
#: A mark may lead it ("A.", "2)", "-", "•", "OPTION:"), and a share may follow the votes ("(740 votes, 33.88%)").
_POLL_LINE = re.compile(
    r"^\s*(?:[-*•·]\s*|\d{1,2}[.)]\s+|[A-Z][.)]\s+|option\s*\d*\s*:\s*)?(?P<label>\S.*?)\s*"
    rf"(?:[(\[]\s*(?P<count>\d{{1,7}})\s*{_VOTE_WORD}\s*(?:[,;]\s*\d{{1,3}}(?:[.,]\d+)?\s*%\s*)?[)\]](?:\s*:.*)?"
    r"|\s{2,}(?P<share>\d{1,7})\s*/\s*\d{1,7}(?:\s+\d{1,3}(?:[.,]\d+)?\s*%)?"
    r"|\t(?P<tabbed>\d{1,7})"
    r"|\s+\[\s*(?P<bracketed>\d{1,7})\s*\](?:\s*\[\s*\d{1,3}(?:[.,]\d+)?\s*%\s*\])?"  # ("… [ 30 ] [41.67%]")
    rf"|\s{{2,}}(?P<spaced>\d{{1,7}})\s*{_VOTE_WORD}(?:\s*[,;]?\s*\d{{1,3}}(?:[.,]\d+)?\s*%)?"
    r"|\s{2,}(?:[正一丅丄上止|/\\]+\s+)+(?P<tallied>\d{1,7}))\s*$",
    re.IGNORECASE,
)


def _bracketed_count(line: str) -> bool:
    """A poll's line giving its option's votes in square brackets ("საბავშვო მოედანი<TAB>[ 30 ]<TAB>[41.67%]")."""
    found = _POLL_LINE.match(line)
    return bool(found and found["bracketed"])


#: The groups of :data:`_POLL_LINE` that hold an option's votes, one of them filled.
_POLL_COUNTS = ("count", "share", "tabbed", "bracketed", "tallied", "spaced")
#: Words for the people who chose an option, after their count ("4명", "7 people", "5 osób", "3 человека").
_PEOPLE_WORD = (
    r"(?:명|人|people|persons?|personen|osób|osoby|человек\w*|чел\.?|participants?|membres?|miembros?"
    r"|участник\w*|учасник\w*|uczestnik\w*|teilnehmer\w*|partecipanti|participantes|deelnemers|respondents?)"
)
#: A line with only a count of votes ("16 bình chọn"), or of the people who chose ("4명 (12%)", with the share),
#: under the line naming its option (Zalo's, Telegram's, Band's polls).
_COUNT_LINE = re.compile(
    rf"^\s*(?P<count>\d{{1,7}})\s*(?:{_VOTE_WORD}|{_PEOPLE_WORD})\s*(?:\(\s*\d{{1,3}}(?:[.,]\d+)?\s*%\s*\))?\s*$",
    re.IGNORECASE,
)
#: The names of those who chose an option, listed under its count ("조건우, 오승민, 김선우"; a game site's players with
#: their ratings, "PiretP (1992), Urmas64 (1686)"), or the one name of its one voter ("LiisiTamm (1900)").
_VOTER = r"(?=[^,;:()]*[^\W\d_])[^,;:()]{1,40}?(?:\s*\(\d{1,5}\))?"
_VOTERS_LINE = re.compile(
    r"^\s*(?:(?:voted by|voters|votado por|votaram|votants|abgestimmt von|gestemd door|głosowali)\s*:\s*)?"
    rf"{_VOTER}(?:[,、]\s*{_VOTER})*\s*$",
    re.IGNORECASE,
)
_BARE_COUNT = re.compile(r"^\s*(?P<count>\d{1,7})\s*$")
_SHARE_LINE = re.compile(r"^\s*\d{1,3}(?:[.,]\d+)?\s*%\s*$")
#: A line that names the question under it: "Q: Elección de la Portavocía", "Question 2: Venue", "Frage 1 –".
_QUESTION_HEADING = re.compile(r"^\s*(?:q|question|pregunta|frage|domanda|vraag|pytanie)\s*\d*\s*[:.–-]\s*\S", re.I)
#: An option after its share, as a messenger's poll copies: "30% Mashhad".
_SHARE_FIRST = re.compile(r"^\s*(?P<share>\d{1,3}(?:[.,]\d+)?)\s*%\s+(?P<label>\S.*?)\s*$")
#: Digits as Persian and Arabic write them, and their percent and separators, in Western form.
_WESTERN_DIGITS = str.maketrans("۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩٪٬٫", "01234567890123456789%,.")
#: How many answered a poll that shows only shares, alone on its line under the options ("1 204 участников",
#: "1,187 votes • Poll closed"): each option's votes are then its share of them.
_TOTAL_LINE = re.compile(
    rf"^\s*(?P<total>\d{{1,3}}(?:[ \u00a0\u202f,.]\d{{3}})+|\d{{1,7}})\s*(?:{_VOTE_WORD}|{_PEOPLE_WORD})"
    r"\s*(?:[•·|]\s*[^\d\s][^\d]*)?$",
    re.IGNORECASE,
)
#: A line of a sign-up chain ("接龙": "5. 董一鸣妈妈 湿地公园（孩子想去）"): its number, who, and the one word chosen,
#: a remark in brackets after it.
_CHAIN_LINE = re.compile(
    r"^\s*(?P<number>\d{1,4})\s*[.、．)]\s*(?P<who>\S.*?)\s+(?P<choice>[^\s（(]+)\s*(?:[（(][^)）]*[)）])?\s*$"
)
_CHAIN_LINES = 5  # a chain of at least this many numbered lines, its choices repeating
#: A chat's message: a time or date in brackets, or a date and time before " - ", then who wrote it and what
#: ("[21:06:02] mati_gg: !voto Hades II", "14/03/2025, 21:06 - Ana: !vote 2").
_CHAT_LINE = re.compile(
    r"^\s*(?:\[[^\]]{1,40}\]\s*|\d[\d/.,: ]{3,30}?\s-\s)(?P<who>[^:\[\]]{1,40}?):\s+(?P<said>\S.*?)\s*$"
)
#: Other ways chats write a message: an IRC client's log ("Mar 16 19:59:29 <Dovika>\t!vote 2", "[20:01] <@mod> hi")
#: and a messenger's export with the speaker and the time in brackets ("[백혜린] [오후 7:15] 1번이요").
_IRC_LINE = re.compile(
    r"^\s*(?:[A-Z][a-z]{2}\s+\d{1,2}\s+)?\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s+<[~&@%+]?(?P<who>[^>\s]{1,40})>\s+"
    r"(?P<said>\S.*?)\s*$"
)
_SPEAKER_TIME_LINE = re.compile(r"^\s*\[(?P<who>[^\]]{1,40})\]\s*\[[^\]]{1,20}\]\s*(?P<said>\S.*?)\s*$")
_CHAT_COMMAND = re.compile(r"^[!/](?P<command>\w+)\s+(?P<choice>\S.*)$")  # "!voto Hades II", "/vote 2"
#: Options announced by number: "1 = Celeste | 2 = Hollow Knight", or a list's lines "1. 한인교회 친교실".
_NUMBERED_INLINE = re.compile(r"(?:^|[|;]|->)\s*(?P<number>\d{1,2})\s*[=:)–-]\s*(?P<label>[^|;]+?)\s*(?=$|[|;])")
_NUMBERED_LINE = re.compile(
    r"^\s*(?P<number>\d{1,2})\s*(?:[.)]|\s[–—-]|(?=\s+[^\W\d_]))\s+(?P<label>\S.*?)\s*$"  # ("1 Buchgutschein" too)
)
#: A messenger's message copied with its sender and time on a line of their own, the text under it: "Мама, [03.03.2026
#: 19:05]" (Telegram Desktop), "حاج آقا رضایی (مدیر گروه), [۱۴۰۵/۴/۱۰ ۲۱:۰۲]" (Eitaa).
_MESSENGER_HEADER = re.compile(r"^\s*(?P<who>[^\[\],]{1,60}),\s*\[[\d./:\-\s,]{8,25}(?:\s*[AP]M)?\]\s*$", re.I)
#: A number standing alone in a message ("2번이요", "저는 2번", "2!"), not part of a time, date or amount.
_LONE_NUMBER = re.compile(r"(?<![\d:/])(?<!\d[.,])\d{1,2}(?!\d|[:.,/]\d)")  # ("2, я там не была" names 2)
_CHOSEN_BY_NUMBER_AT_MOST = 40  # characters: a reply naming an option's number is short
#: A vote changed in words, from one option's number to another's; the group "to" holds the one now chosen:
#: "4 → 3", "Pardon, 4 değil 3", "2 yerine 3 yazın", "nicht 4 sondern 3", "3 statt 4", "3 instead of 4",
#: "Korrektur: doch lieber 1.".
_CHANGED_VOTE = re.compile(
    r"(?<!\d)(?:\d{1,2})\s*(?:→|->|=>|⇒|➡️?)\s*(?P<to>\d{1,2})(?!\d)|"
    r"(?<!\d)\d{1,2}\s+(?:değil|yerine)\b\D{0,24}?(?P<to_>\d{1,2})(?!\d)|"
    r"\b(?:not|nicht|pas|не|no)\s+\d{1,2}\b\D{0,12}?\b(?:but|sondern|mais|а|sino)\s+(?P<to__>\d{1,2})(?!\d)|"
    r"(?<!\d)(?P<then>\d{1,2})\s+(?:instead of|statt|anstatt|au lieu d[eu]|en vez de|вместо|invece d[ie]|zamiast)\s+\d|"
    # (a message that says it corrects the vote, the option now chosen at its end: "Korrektur: … doch lieber 1.")
    r"\b(?:korrektur|correction|corrección|correzione|correctie|korekta|исправление|änderung|change)\b\D{0,80}?"
    r"(?<!\d)(?P<fixed>\d{1,2})\W*$",
    re.IGNORECASE,
)
_CHAT_VOTES = 5  # votes by command in a chat's log: at least this many
_GROUP_ROWS_LOOKED_AT = 5  # rows under a narrow header that must each repeat its last columns' group
#: A chat saying its vote is open, or closed, and that each person's first vote counts (a stream's bot, a moderator).
_VOTE_OPENS = re.compile(
    r"\b(?:vote|voting|poll)\s+(?:is\s+)?(?:now\s+)?open(?:ed)?\b|\b(?:abstimmung|umfrage)\s+(?:ist\s+)?(?:jetzt\s+)?"
    r"(?:offen|geöffnet|gestartet)|votaci[oó]n\s+abierta|vote\s+ouvert|votação\s+aberta",
    re.IGNORECASE,
)
_VOTE_CLOSES = re.compile(
    r"\b(?:vote|voting|poll)\s+(?:is\s+)?(?:now\s+)?closed\b|\b(?:abstimmung|umfrage)\s+(?:ist\s+)?(?:jetzt\s+)?"
    r"(?:geschlossen|beendet)|votaci[oó]n\s+cerrada|vote\s+(?:clos|ferm)|votação\s+encerrada|oylama\s+kapandı|"
    r"голосование\s+(?:закрыто|окончено|завершено)|głosowanie\s+zakończone",
    re.IGNORECASE,
)
_FIRST_VOTE_COUNTS = re.compile(
    r"\bfirst\s+vote\s+(?:counts|only)|\bchanges?\s+(?:are|is)\s+(?:ignored|not\s+counted)|erste\s+stimme\s+z[äa]hlt|"
    r"primer\s+voto\s+cuenta|premier\s+vote\s+compte|primeiro\s+voto\s+conta",
    re.IGNORECASE,
)
#: An amount of money alone on its line ("€ 305,00", "1.250 kr.", "$1,075.00").
_AMOUNT_ALONE = re.compile(
    r"(?:[$€£¥₹]|[A-Z]{3})\s?\d{1,3}(?:[.,\s]\d{3})*(?:[.,]\d{2})?|\d{1,3}(?:[.,\s]\d{3})*(?:[.,]\d{2})?\s?(?:[$€£¥₹]|kr\.?|zł|Ft|din|[A-Z]{3})"
)
_BID_GROUPS = 5  # a bid history copied as groups of lines: at least this many bids
_POLL_TEXT_BYTES = 64 * 1024  # a poll's results pasted as text are short


def poll_results_as_table(text: bytes) -> tuple[bytes, list[str]]:
    """A poll's results written as text lines, not a table (:data:`_POLL_LINE`: a chat's poll, a meeting tool's
    report), as a table "Option,Votes" of a run of two or more such lines under the line above it (its question),
    or, for several runs, one table "Question,Option,Votes", each run named by the line above it; and a note.
    Other text unchanged, with no note. Only a short text whose other lines are no rows of a delimited table is
    read so."""
    if len(text) > _POLL_TEXT_BYTES:
        return text, []
    lines = text.decode("utf-8").translate(_WESTERN_DIGITS).split("\n")  # ("۳۰٪" is "30%")
    if any(line.count("\t") >= 2 and not _bracketed_count(line) for line in lines):
        return text, []  # (a table of tab-separated columns; a forum's poll, "name<TAB>[ 30 ]<TAB>[41.67%]", is none)
    chain = _sign_up_chain(lines) or _chat_votes(lines) or _bids_in_line_groups(lines)
    if chain:
        return chain
    counted = next((answer for answer in _repeated_answers(lines) if _yes_answer(answer)), "")
    lines, shared_first = _shares_before_options(lines)
    lines, shared_by = _counts_under_options(_counts_above_options(lines))
    shared_by = shared_by or shared_first
    runs: list[tuple[str, list[tuple[str, str]]]] = []
    above: list[str] = []  # (the lines since the last run: the last that asks, "…?", or else the last, names it)
    run: list[tuple[str, str]] = []
    for at, line in enumerate([*lines, "."]):
        found = _POLL_LINE.match(line)
        if found and not _delimited(found["label"]):  # (not a row of a table: "Saturday;9;(9 votes)")
            votes = next(found[group] for group in _POLL_COUNTS if found[group])
            run.append((found["label"].strip(), votes))
            continue
        if run and not line.strip() and at + 1 < len(lines) and _POLL_LINE.match(lines[at + 1]):
            continue  # (a blank line between two options, as a page's poll pastes)
        if run and _VOTERS_LINE.match(line) and _POLL_LINE.match(_next_filled(lines, at)):
            continue  # (who chose the option above, listed under it, before the next option)
        if len(run) >= 2:
            asking = [said for said in above if re.search(r"[?？؟]", said)] or [
                said
                for said in above
                if _QUESTION_HEADING.match(said)  # ("Q: Elección de la Secretaría General")
            ]
            runs.append(((asking or above or [""])[-1], run))
            above = []
        if line.strip():
            above.append(line.strip())
        run = []
    other = [line for line in lines if line.strip() and not _POLL_LINE.match(line) and not _VOTERS_LINE.match(line)]
    if not runs or sum(_delimited(line) for line in other) >= 3:
        return text, []  # (rows of a delimited table; a menu line "Voters | Audit Info | Questions" is none)
    if any("\t" in question for question, _ in runs):
        return text, []  # (names and counts under a header of two columns: a table the reader reads as it is)
    again = _asked_again(runs)
    runs = runs[-1:] if again else runs
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    shown = sum(len(options) for _, options in runs)
    if len(runs) == 1:
        question, options = runs[0]
        writer.writerows([[question]] if question else [])  # (the question stays as the table's title)
        writer.writerow(["Option", "Votes"])
        writer.writerows(options)
        votes = f"the count of “{counted}” under each" if counted else "its votes"
        if shared_by:
            votes = f"its share of the {shared_by:,} who answered, as votes: rounded, since the file gives only shares"
        read = f"Read {count(shown, 'line')} of poll results (an option and {votes})."
        return out.getvalue().encode("utf-8"), [read, *again]
    writer.writerow(["Question", "Option", "Votes"])  # (several questions: one long table, asked which)
    questions = [question for question, _ in runs]
    for position, (question, options) in enumerate(runs, start=1):
        named = question if question and questions.count(question) == 1 else f"Question {position}"
        writer.writerows([named, option, votes] for option, votes in options)
    note = f"Read {count(shown, 'line')} of poll results (an option and its votes) of {len(runs)} questions."
    return out.getvalue().encode("utf-8"), [note]


def _asked_again(runs: list[tuple[str, list[tuple[str, str]]]]) -> list[str]:
    """A note when a chat holds the same poll more than once (asked again after the first was called off: "Where to
    go?" then "Where to go? (new poll – until Friday)"): the last is the one that counts. [] otherwise."""
    asked = runs[0][0].strip() if runs else ""
    first = asked.rstrip("?？؟ ").strip()
    if len(runs) < 2 or len(first) < 5 or first == asked or not all(q.startswith(first) for q, _ in runs[1:]):
        return []  # (the same question asked again; a heading such as "Options:" over each poll is none)
    # (the question isolated, U+2068 … U+2069, so that a right-to-left one does not carry the count along with it)
    asked_again = f"The chat holds the poll “\u2068{first}\u2069” {len(runs)} times"
    return [f"{asked_again}: the last one is read, as the one that counts."]


def _shares_before_options(lines: list[str]) -> tuple[list[str], int]:
    """A messenger's poll copied as text, each option after its share ("30% Mashhad", "۲۸٪ اصفهان") and the number
    who voted under them ("57 votes", "۵۷ رأی", :data:`_TOTAL_LINE`): the lines "Mashhad (17 votes)" (share × that
    number, rounded) and the number of the last such poll; else the lines unchanged and 0."""
    out = list(lines)
    total_of_last = 0
    at = 0
    while at < len(out):
        run: list[re.Match[str]] = []
        while at + len(run) < len(out) and (found := _SHARE_FIRST.match(out[at + len(run)])):
            run.append(found)
        total = _TOTAL_LINE.match(out[at + len(run)]) if at + len(run) < len(out) else None
        if len(run) >= 2 and total:
            voters = int(re.sub(r"\D", "", total["total"]))
            for offset, found in enumerate(run):
                share = float(found["share"].replace(",", "."))
                out[at + offset] = f"{found['label']} ({round(share * voters / 100)} votes)"
            out[at + len(run)] = ""
            total_of_last = voters
        at += len(run) + 1
    return out, total_of_last


def _next_filled(lines: list[str], at: int) -> str:
    """The first line after ``at`` that is not blank ("" at the end)."""
    return next((line for line in lines[at + 1 :] if line.strip()), "")


def _repeated_answers(lines: list[str]) -> list[str]:
    """The answers given with their counts under every option ("Can make it (5): …", "Can't make it (2): …"), in
    the order they first come: labels that come back under two options or more (an option's own label comes once)."""
    seen: dict[str, int] = {}
    for line in lines:
        if found := _ANSWER_COUNT_LINE.match(line):
            answer = found["answer"].strip()
            seen[answer] = seen.get(answer, 0) + 1
    return [answer for answer, times in seen.items() if times >= 2]


def _counts_under_options(lines: list[str]) -> tuple[list[str], int]:
    """The lines with each count standing alone under its option ("Thứ Bảy 28/03 – 18:00" then "16 bình chọn")
    written on the option's line, as "Thứ Bảy 28/03 – 18:00 (16 votes)". A poll that shows only each option's
    share under it ("39%") and how many answered ("1 204 участников", :data:`_TOTAL_LINE`) gets share × total,
    rounded, as votes; then also that total (else 0)."""
    joined: list[str] = []
    skip = False
    answers = _repeated_answers(lines)
    totals = [found["total"] for line in lines if (found := _TOTAL_LINE.match(line))]
    total = int(re.sub(r"\D", "", totals[-1])) if totals else 0
    shared = False
    for line, below in zip(lines, [*lines[1:], ""], strict=True):
        if skip:  # (the share under a bare count, read with it)
            skip = False
            continue
        if total and _SHARE_LINE.match(line) and joined and _option_line(joined[-1]) and not _count_of(below):
            share = float(line.strip().rstrip("%").strip().replace(",", "."))
            joined[-1] = f"{joined[-1].rstrip()} ({round(share * total / 100)} votes)"
            shared = True
            continue
        answered = _ANSWER_COUNT_LINE.match(line)
        if answered and answered["answer"].strip() in answers and joined:
            # (a scheduler's result: each answer with its count and who gave it, under the option; the first yes
            # counts, the other answers of the option are left out)
            if not _POLL_LINE.match(joined[-1]) and _yes_answer(answered["answer"]):
                joined[-1] = f"{joined[-1].rstrip()} ({answered['count']} votes)"
            continue
        # (or a bare count with its share on the line under it, as a forum's poll pastes: "18", then "11%")
        bare = _BARE_COUNT.match(line) if _SHARE_LINE.match(below) else None
        found = _COUNT_LINE.match(line) or bare
        above = joined[-1] if joined else ""
        if found and _option_line(above):
            joined[-1] = f"{above.rstrip()} ({found['count']} votes)"
            skip = bare is not None
        elif found and _SHARE_LINE.match(above) and len(joined) >= 2 and _option_line(joined[-2]):
            joined.pop()  # (the share between an option and its count, as a social network's poll pastes)
            joined[-1] = f"{joined[-1].rstrip()} ({found['count']} votes)"
        else:
            joined.append(line)
    return joined, total if shared else 0


#: Who chose an option, in brackets on the line under it: "(Ana Ribeiro, Camila Duarte, Diego Moura)".
_VOTERS_IN_BRACKETS = re.compile(r"^\s*\((?P<names>[^()]+)\)\s*$")
_COUNTS_ABOVE_AT_LEAST = 2  # options counted so (a chat's poll widget pasted: "8", "Florianópolis", "(Ana, …)")


def _counts_above_options(lines: list[str]) -> list[str]:
    """The lines of a poll pasted with each count above its option and who chose it in brackets under it ("8",
    "Florianópolis", "(Ana Ribeiro, …, Rafaela Teixeira)": eight names for the 8), as "Florianópolis (8 votes)";
    an option counted 0 has no names under it. Read so only when at least two options have as many names as their
    count says; else the lines unchanged."""
    joined: list[str] = []
    named = 0
    at = 0
    while at < len(lines):
        count = _BARE_COUNT.match(lines[at])
        option = lines[at + 1] if at + 1 < len(lines) else ""
        below = _VOTERS_IN_BRACKETS.match(lines[at + 2]) if at + 2 < len(lines) else None
        if count and _option_line(option) and not _BARE_COUNT.match(option):
            voters = len(below["names"].split(",")) if below else 0
            if voters == int(count["count"]):
                joined.append(f"{option.rstrip()} ({voters} votes)")
                named += voters > 0
                at += 3 if below else 2
                continue
        joined.append(lines[at])
        at += 1
    return joined if named >= _COUNTS_ABOVE_AT_LEAST else lines


def _count_of(line: str) -> bool:
    """A line that is an option's count alone (under its share, as a social network's poll pastes)."""
    return bool(_COUNT_LINE.match(line) or _BARE_COUNT.match(line))


#: An answer with its count and perhaps who gave it, under an option: "Can make it (5): Carol Pennock, Elaine Hu".
_ANSWER_COUNT_LINE = re.compile(r"^\s*(?P<answer>[^\W\d_][^():\d]{0,40}?)\s*\((?P<count>\d{1,6})\)\s*(?::.*)?$")
#: Words that turn an answer into a no ("Can't make it", "Not available", "Kann nicht").
_NEGATION = re.compile(r"n't\b|n’t\b|\b(?:not|no|never|cannot|unable|unavailable|nein|nicht|kein\w*|pas|non)\b", re.I)


def _yes_answer(answer: str) -> bool:
    """An answer that says yes ("Can make it", "Available", "Ja"): neither a no nor a maybe."""
    text = answer.strip().casefold()
    return not _NEGATION.search(text) and text not in MIDDLE_WORDS and text not in FALSE_WORDS


def _option_line(line: str) -> bool:
    return bool(line.strip()) and not _POLL_LINE.match(line) and not _SHARE_LINE.match(line)


def _sign_up_chain(lines: list[str]) -> tuple[bytes, list[str]] | None:
    """A sign-up chain ("接龙" in a group chat: "1. 梁晨曦奶奶 动物园", "2. 王梓涵妈妈 动物园" …) as a table
    "Name,Choice", and a note; None for other text. At least :data:`_CHAIN_LINES` lines, numbered 1, 2, 3 … in
    order, whose last words (the choices) are few and repeat: at most a third as many as the lines."""
    found = [match for line in lines if (match := _CHAIN_LINE.match(line))]
    numbers = [int(match["number"]) for match in found]
    choices = [match["choice"] for match in found]
    if len(found) < _CHAIN_LINES or numbers != list(range(1, len(found) + 1)):
        return None
    if len(set(choices)) > max(2, len(found) // 3):
        return None
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["Name", "Choice"])
    writer.writerows([match["who"].strip(), match["choice"]] for match in found)
    note = (
        f"Read {count(len(found), 'numbered line')} of a sign-up chain as one choice each (the last word of the line)."
    )
    return out.getvalue().encode("utf-8"), [note]


def _bids_in_line_groups(lines: list[str]) -> tuple[bytes, list[str]] | None:
    """A bid history copied from a web page, each bid a group of lines: who, then the amount alone on its line, then
    (for groups of three or four) when ("Jeroen", "€ 305,00", "21 sep. '25, 17:52"), as a table "Bidder,Bid" (and
    "Time"), and a note. None unless at least :data:`_BID_GROUPS` amounts stand alone on lines a fixed number of
    lines apart (two to four), each under a line of words."""
    texts = [line.strip() for line in lines]
    amounts = [at for at, text in enumerate(texts) if at and _AMOUNT_ALONE.fullmatch(text) and texts[at - 1]]
    for size in (2, 3, 4):
        run = _longest_run(amounts, size)
        if len(run) < _BID_GROUPS or any(_AMOUNT_ALONE.fullmatch(texts[at - 1]) for at in run):
            continue
        timed = size >= 3
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["Bidder", "Bid", "Time"] if timed else ["Bidder", "Bid"])
        writer.writerows([texts[at - 1], texts[at], *([texts[at + 1]] if timed else [])] for at in run)
        note = f"Read {count(len(run), 'bid')} written as groups of {size} lines (who, the amount, when)."
        return out.getvalue().encode("utf-8"), [note]
    return None


def _longest_run(positions: list[int], step: int) -> list[int]:
    """The longest run of ``positions`` each ``step`` after the one before."""
    best: list[int] = []
    run: list[int] = []
    for at in positions:
        run = [*run, at] if run and at - run[-1] == step else [at]
        best = run if len(run) > len(best) else best
    return best


def _chat_votes(lines: list[str]) -> tuple[bytes, list[str]] | None:
    """A chat's log in which people vote by a command ("[21:06:02] mati_gg: !voto Hades II", a stream's chat bot) or,
    where the options were announced by number ("1 = Celeste | 2 = Hollow Knight", a list "1. …", "2. …"), by
    replying with one option's number ("2번이요", "!vote 2"), as a table "Voter,Choice": each person's last vote (a
    vote changed replaces the one before; their first where the chat says so, "your FIRST vote counts"), each
    choice spelt as most of its votes spell it ("hollow knight" is "Hollow Knight"), a number read as its option;
    and a note. Where the chat says when the vote opened and closed, only the votes between count; where it
    announced each option's command ("!vote hk (Hollow Knight)"), a vote is for the option its first word names
    ("!vote hk pls"), and a vote for none is left out. None unless at least :data:`_CHAT_VOTES` messages vote, the
    choices fewer than a third of them."""
    every = [message for line in lines if (message := _chat_message(line))] or _messenger_messages(lines)
    said = _within_voting_window(every)
    options = _numbered_options(lines)
    commands = [(who, match) for who, text in said if (match := _CHAT_COMMAND.match(text))]
    left_out = 0
    announced: dict[str, str] = {}
    if commands:
        words = [match["command"].lower() for _, match in commands]
        word = max(dict.fromkeys(words), key=words.count)  # (the command most messages open with; the first, if tied)
        announced = _announced_commands(said, word)
        votes = [
            (who, _named_option(" ".join(match["choice"].split()), options, announced))
            for who, match in commands
            if match["command"].lower() == word
        ]
        left_out = sum(not choice for _, choice in votes)
        votes = [(who, choice) for who, choice in votes if choice]
        how = f"voting with “!{word}”"
    elif options:
        votes = [(who, options[number]) for who, text in said if (number := _option_chosen(text, options))]
        how = f"naming one of the {len(options)} numbered options"
    else:
        return None
    choices = [choice for _, choice in votes]
    spelt: dict[str, str] = {}
    for choice in sorted(dict.fromkeys(choices), key=choices.count, reverse=True):
        spelt.setdefault(choice.casefold(), choice)
    first_counts = any(_FIRST_VOTE_COUNTS.search(text) for _, text in said)
    kept: dict[str, tuple[str, str]] = {}  # (a chat's names are the same person in any case: "Runebyte", "runebyte")
    for who, choice in votes:
        if not (first_counts and who.casefold() in kept):
            kept[who.casefold()] = (who, spelt[choice.casefold()])
    # (free chat names many things; where the chat announced its options, a vote can only name one of them)
    announced_options = bool(options) or bool(commands and announced)
    spread = len({choice for _, choice in kept.values()}) > max(2, len(votes) // 3)
    if len(votes) < _CHAT_VOTES or (spread and not announced_options):
        return None
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["Voter", "Choice"])
    writer.writerows(kept.values())
    which = (
        "first (as the chat says: a later vote of theirs ignored)"
        if first_counts
        else "last (an earlier vote of theirs replaced)"
    )
    when = " while the vote was open" if len(said) < len(every) else ""
    note = (
        f"Read the chat's {count(len(votes) + left_out, 'message')} {how}{when} as {count(len(kept), 'vote')}, each "
        f"person's {which}"
        + (f"; left out {count(left_out, 'vote')} for no option the chat announced" if left_out else "")
        + "; the other messages are no votes."
    )
    return out.getvalue().encode("utf-8"), [note]


def _within_voting_window(said: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The messages from the last one saying the vote is open (before any vote) to the first saying it is closed
    ("VOTE OPEN: …", "VOTE CLOSED"): a test vote before and late votes after count for nothing. All of them when the
    chat says neither."""
    opened = [position for position, (_, text) in enumerate(said) if _VOTE_OPENS.search(text)]
    start = opened[0] if opened else 0
    closed = [position for position, (_, text) in enumerate(said) if position > start and _VOTE_CLOSES.search(text)]
    return said[start : closed[0] if closed else len(said)]


def _announced_commands(said: list[tuple[str, str]], word: str) -> dict[str, str]:
    """The options a chat announced with their commands, "!vote hk (Hollow Knight) | !vote celeste (Celeste)": the
    command's word → the option; the first message that announces two or more."""
    pattern = re.compile(rf"[!/]{re.escape(word)}\s+(\S+)\s*\(([^()]{{1,60}})\)", re.IGNORECASE)
    for _, text in said:
        found = {code.casefold(): label.strip() for code, label in pattern.findall(text)}
        if len(found) >= 2:
            return found
    return {}


def _chat_message(line: str) -> tuple[str, str] | None:
    """Who wrote a chat's line and what, in any of the forms chats are saved in; None for a line of no message."""
    for form in (_CHAT_LINE, _IRC_LINE, _SPEAKER_TIME_LINE):
        if found := form.match(line):
            return found["who"].strip(), found["said"]
    return None


def _numbered_options(lines: list[str]) -> dict[int, str]:
    """The options a chat announced by number, 1, 2, 3 … in order (at least two): on one line, "1 = Celeste |
    2 = Hollow Knight", or as a list, one per line; the first such announcement. Empty when there is none."""
    for position, line in enumerate(lines):
        message = _chat_message(line)
        inline = {int(m["number"]): m["label"] for m in _NUMBERED_INLINE.finditer(message[1] if message else line)}
        listed: dict[int, str] = {}
        for below in lines[position:]:
            found = _NUMBERED_LINE.match(below)
            if not found or int(found["number"]) != len(listed) + 1:
                break
            listed[len(listed) + 1] = found["label"]
        for options in (inline, listed, _numbered_in_sentence(message[1] if message else line)):
            if len(options) >= 2 and sorted(options) == list(range(1, len(options) + 1)):
                return options
    return {}


#: An option's number inside a sentence that lists them: "1- Krem  2- Açık gri  3- Somon", "1) Rot, 2) Blau".
_NUMBER_IN_SENTENCE = re.compile(r"(?:^|(?<=\s))(\d{1,2})\s*[-–)=:]\s+(?=\S)")


def _numbered_in_sentence(text: str) -> dict[int, str]:
    """The options a sentence lists by number, 1, 2, 3 … in order ("… renk oylaması: 1- Krem  2- Açık gri  3- Somon
    4- Bej. Sadece numara yazın."): each label runs to the next number, the last to the end of its sentence; empty
    unless there are two or more, numbered from 1."""
    marks = list(_NUMBER_IN_SENTENCE.finditer(text))
    start = next((at for at, mark in enumerate(marks) if mark[1] == "1"), None)
    if start is None:
        return {}
    found: dict[int, str] = {}
    for at, mark in enumerate(marks[start:], start=start):
        if int(mark[1]) != len(found) + 1:
            break
        end = marks[at + 1].start() if at + 1 < len(marks) else len(text)
        label = text[mark.end() : end].strip()
        if at + 1 >= len(marks) or int(marks[at + 1][1]) != len(found) + 2:
            label = re.split(r"[.!?](?:\s|$)", label)[0]  # (the last option ends with its sentence)
        label = label.strip(" ,;")
        if not label or len(label) > 60:
            break
        found[len(found) + 1] = label
    return found if len(found) >= 2 else {}


def _named_option(choice: str, options: dict[int, str], announced: dict[str, str]) -> str:
    """A command's choice, or the option its number names ("!vote 2" is "Hollow Knight"), or, where the chat announced
    each option's command, the option its first word names ("!vote hk pls" is "Hollow Knight"), or its full name; ""
    for none of those."""
    if choice.isdigit() and not announced:
        return options.get(int(choice), choice)
    if not announced:
        return choice
    first = choice.split()[0].casefold()
    named = {label.casefold(): label for label in announced.values()}
    return announced.get(first) or named.get(choice.casefold(), "")


def _messenger_messages(lines: list[str]) -> list[tuple[str, str]]:
    """The messages of a messenger's chat copied as text, each under a line naming its sender and time
    (:data:`_MESSENGER_HEADER`), as (sender, text on one line); [] for fewer than three."""
    messages: list[tuple[str, list[str]]] = []
    for line in lines:
        if found := _MESSENGER_HEADER.match(line):
            messages.append((found["who"].strip(), []))
        elif messages and line.strip():
            messages[-1][1].append(line.strip())
    return [(who, " ".join(text)) for who, text in messages] if len(messages) >= 3 else []


def _option_chosen(text: str, options: dict[int, str]) -> int:
    """The option a message names: by its number alone in a short message (:func:`_number_chosen`), or by its
    name's first word in any message ("Меняю на Карелию" names "Карелия (домики на озере)"); 0 for none, or when it
    names two (the announcement itself, or a number for one and a name for another)."""
    words = [word.casefold() for word in re.findall(r"\w+", text)]
    named = {
        number
        for number, label in options.items()
        if (stem := name_stem(label)) and any(word.startswith(stem) for word in words)
    }
    number = _number_chosen(text, options)
    chosen = named | ({number} if number else set())
    return chosen.pop() if len(chosen) == 1 else 0


def name_stem(label: str) -> str:
    """An option's first word without the ending a language declines it by ("Карелия" → "карел", so that
    "Карелию" and "Карелии" name it); "" when the word is too short to tell options apart."""
    word = next(iter(re.findall(r"[^\W\d_]+", label)), "").casefold()
    return word[: max(4, len(word) - 2)] if len(word) >= 4 else ""


def _number_chosen(text: str, options: dict[int, str]) -> int:
    """The option a short message names by its number alone ("2번이요", "저는 2번"), or 0 (none, or several: "1번
    3표, 2번 4표" is a count, not a vote)."""
    if changed := _CHANGED_VOTE.search(text):  # (a vote changed: the option it now names)
        number = int(next(group for group in changed.groups() if group))
        return number if number in options else 0
    numbers = _LONE_NUMBER.findall(text)
    if len(text) > _CHOSEN_BY_NUMBER_AT_MOST or len(numbers) != 1:
        return 0
    return int(numbers[0]) if int(numbers[0]) in options else 0


def poll_results_of(data: bytes) -> tuple[bytes, list[str], str]:
    """:func:`poll_results_as_table` of a file in any encoding (the table then written in UTF-8), with the encoding
    it was read in; the file unchanged, no note and "" when it holds no such results."""
    if len(data) > _POLL_TEXT_BYTES:
        return data, [], ""
    try:
        text, encoding = _to_utf8(data)
    except InvalidInputError:
        return data, [], ""
    table, notes = poll_results_as_table(_normalise_line_endings(text))  # (a Mac's text ends its lines with CR)
    return (table, notes, encoding) if notes else (data, [], "")


def codec_of(encoding: str) -> str:
    """The Python codec of an encoding as :func:`read_csv_bytes` names it ("Windows-1251" → "cp1251"), "" for
    Unicode."""
    return _CODEC_OF.get(encoding, "")


def _note_line(fields: list[str], width: int) -> bool:
    """A line under a table that is a note, not a row: fewer fields than the header and one filled at most ("Frequency
    Missing = 13"), or, as a spreadsheet saves it, all its fields with only the first filled by a note ("n. a. =
    nicht angetreten" under a score sheet of three columns or more)."""
    filled = [cell.strip() for cell in fields if cell.strip()]
    if len(fields) < width:
        return len(filled) <= 1
    text = fields[0].strip()
    # (a note says what it is, "n. a. = nicht angetreten", "Auswertung: …", or runs long; "Ada Lovelace" alone on the
    # last row is a ballot with one choice)
    said = any(mark in text for mark in (":", "=", "*")) or len(text.split()) >= _NOTE_WORDS
    return width >= 3 and len(filled) == 1 and bool(text) and said


def _notes_below_rule(rows: list[list[str]], width: int) -> int:
    """How many of the last rows are notes under a closing rule ("__________", "----------"): the rule and every line
    below it, when none of them is as wide as the table (a statistics office's notes and licence under its table:
    "-: nichts vorhanden", "Datenlizenz by-2-0; Quellenvermerk: …") and the table above holds more rows; else 0."""
    for at in range(len(rows) - 1, 3, -1):
        filled = [cell.strip() for cell in rows[at] if cell.strip()]
        if len(filled) == 1 and _CLOSING_RULE.fullmatch(filled[0]):
            below = rows[at:]
            wide = any(len(row) >= width for row in below[1:])
            return 0 if wide or len(below) >= at else len(below)
    return 0


def _delimited(line: str) -> bool:
    """A line that looks like a row of a delimited table: three or more fields split by one delimiter."""
    return any(line.count(mark) >= 2 for mark in (";", "|")) or line.count(",") >= 4


def ranked_ballots_as_table(text: bytes) -> tuple[bytes, list[str]]:
    """A file of ranked ballots written in an election program's own format, as a table with one row per ballot
    and columns "Choice 1", "Choice 2"… (a ballot cast n times written n times), and a note; other text unchanged,
    with no note. BLT (OpenSTV, OpaVote: "5 1", a line "weight c1 c2 … 0" per ballot, "0", the names in quotes, a
    withdrawn candidate's line "-3") and the Condorcet Election Format ("#/Candidates: A ; B", "A > B = C * 3";
    candidates tied with "=" are read in the order written, which the note says)."""
    if len(text) > _BALLOT_FILE_BYTES or not _BALLOT_FILE_START.search(text[:_SAMPLE_BYTES]):
        return text, []
    lines = [line.strip() for line in text.decode("utf-8").split("\n") if line.strip()]
    found = _blt_ballots(lines) or _cef_ballots(lines)
    if found is None:
        return text, []
    ballots, note = found
    depth = max(len(ballot) for ballot in ballots)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([f"Choice {rank}" for rank in range(1, depth + 1)])
    writer.writerows(ballot + [""] * (depth - len(ballot)) for ballot in ballots)
    return out.getvalue().encode("utf-8"), [note]


def _blt_ballots(lines: list[str]) -> tuple[list[list[str]], str] | None:
    head = lines[0].split() if lines else []
    if len(head) != 2 or not all(part.isdigit() for part in head):
        return None
    candidates, at = int(head[0]), 1
    withdrawn = set()
    while at < len(lines) and re.fullmatch(r"-\d+", lines[at]):
        withdrawn.add(int(lines[at][1:]))
        at += 1
    ballots: list[tuple[int, list[int]]] = []
    while at < len(lines) and _BLT_BALLOT.fullmatch(lines[at]):
        weight, *ranked = (int(part) for part in lines[at].split())
        ballots.append((weight, ranked[:-1]))
        at += 1
    names = [
        line[1:-1] for line in lines[at + 1 : at + 1 + candidates] if len(line) >= 2 and line[0] == line[-1] == '"'
    ]
    if not ballots or lines[at : at + 1] != ["0"] or len(names) != candidates:
        return None
    if any(not 1 <= number <= candidates for _, ranked in ballots for number in ranked):
        return None
    rows = [[names[n - 1] for n in ranked if n not in withdrawn] for weight, ranked in ballots for _ in range(weight)]
    gone = ", ".join(f"“{names[n - 1]}”" for n in sorted(withdrawn) if 1 <= n <= candidates)
    note = f"Read a BLT file of ranked ballots: {len(rows):,} ballots, {candidates} candidates"
    return [row for row in rows if row], note + (f" ({gone} withdrawn, left out)." if gone else ".")


def _cef_ballots(lines: list[str]) -> tuple[list[list[str]], str] | None:
    named = next((line.split(":", 1)[1] for line in lines if line.lower().startswith("#/candidates:")), None)
    votes = [line for line in lines if not line.startswith("#")]
    if named is None or not votes:
        return None
    candidates = {name.strip() for name in named.split(";") if name.strip()}
    rows, tied = [], False
    for line in votes:
        match = _CEF_VOTE.fullmatch(line)
        if match is None:
            return None
        ranks = [[name.strip() for name in rank.split("=")] for rank in match[1].split(">")]
        ballot = [name for rank in ranks for name in rank]
        if not set(ballot) <= candidates or len(set(ballot)) != len(ballot):
            return None
        tied |= any(len(rank) > 1 for rank in ranks)
        rows += [ballot] * int(match[2] or 1)
    note = f"Read a Condorcet Election Format file: {len(rows):,} ranked ballots, {len(candidates)} candidates"
    return rows, note + ("; candidates tied (“=”) are read in the order written." if tied else ".")


def _fixed_width_as_tabs(
    lines: list[str],
    rule: int,
    how: tuple[str, str] = ("under its header's rule of dashes", "where its dashes are"),
    header: list[str] | None = None,
) -> tuple[bytes, str, int]:
    """The lines as tab-separated text, each column where its run of dashes in the line ``rule`` starts; and a
    note saying how the table was read (``how``: the table, then each column). ``header``: the columns' names
    when found already (the line above the rule is then blank), else cut from the line(s) above the rule. Last,
    how many rows of other tables the lines below it hold."""
    starts = [match.start() for match in re.finditer("-+|=+", lines[rule])]
    lines = _without_page_breaks(lines, rule)
    end, below = _table_end(lines, rule)
    spans = list(itertools.pairwise([*starts, None]))
    # (a header may take two lines, a printer's report stacking "NUM" over "FUNC": each word inside its column)
    top = rule - 2 if rule >= 2 and header is None and _within_columns(lines[rule - 2], starts) else rule - 1
    header = header or [" ".join(filter(None, (line[a:b].strip() for line in lines[top:rule]))) for a, b in spans]
    out = io.StringIO()
    writer = csv.writer(out, delimiter="\t", lineterminator="\n")
    title = " ".join(line.strip() for line in lines[:top] if line.strip())  # (one line: a long title block is no table)
    writer.writerows([[title]] if title else [])
    writer.writerow(header)
    for line in lines[rule + 1 : end]:
        if not _DASH_RULE.fullmatch(line.rstrip().encode()):  # (a rule above a total row rules nothing out)
            writer.writerow([line[a:b].strip() for a, b in spans])
    where = f" (a fixed-width table: each of its {len(starts)} columns is {how[1]})"
    return out.getvalue().encode("utf-8"), _rule_note(where, below, how[0]), _rows_of_tables(lines[end:])


def _within_columns(line: str, starts: list[int]) -> bool:
    """Every word of ``line`` (runs apart by two spaces or more) lies inside one column of a fixed-width table."""
    runs = [(match.start(), match.end()) for match in _WORD_RUNS.finditer(line)]
    ends = [*starts[1:], len(line) + 1]
    return bool(runs) and all(
        any(start <= a and b <= end for start, end in zip(starts, ends, strict=True)) for a, b in runs
    )


def _without_page_breaks(lines: list[str], rule: int) -> list[str]:
    """A printed report's rows run on across its pages: each later page, opened by a form feed, repeats a heading,
    the header and the rule; those lines, and the blank lines before the break, are left out."""
    kept = lines[: rule + 1]
    index = rule + 1
    while index < len(lines):
        if "\f" in lines[index]:
            window = range(index, min(index + _FIXED_WIDTH_RULE_BY, len(lines)))
            again = next((at for at in window if lines[at].rstrip() == lines[rule].rstrip()), None)
            if again is not None:
                while len(kept) > rule + 1 and not kept[-1].strip():
                    kept.pop()
                index = again + 1
                continue
        kept.append(lines[index])
        index += 1
    return kept


def _rows_of_tables(lines: list[str]) -> int:
    """How many of ``lines`` look like rows of a printed table: a number, and three fields or more parted by two
    blanks or more (a report's other tables, a later page's; not its footnotes and signatures)."""
    return sum(bool(re.search(r"\d", line)) and len(_FIELD_GAP.findall(line)) >= 2 for line in lines)


#: Where two fields of a printed row meet: two blanks or more (or a tab) between them.
_FIELD_GAP = re.compile(r"\S(?: {2,}|\t)(?=\S)")


def _table_end(lines: list[str] | list[bytes], rule: int) -> tuple[int, int]:
    """Where the table under a rule ends (its first blank line), and how many filled lines follow it."""
    end = next((index for index in range(rule + 1, len(lines)) if not lines[index].strip()), len(lines))
    return end, sum(bool(line.strip()) for line in lines[end:])


def _rule_note(columns: str, below: int, read: str = "under its header's rule of dashes") -> str:
    return f"Read the table {read}{columns}" + (f"; left out the {count(below, 'line')} below it." if below else ".")


def _plain_lines(block: list[bytes]) -> bool:
    """Lines of words alone, neither delimited nor aligned in columns: a page's menu or prose, no table."""
    return not any(_FIELD_BREAK.search(line) or b"  " in line.strip() for line in block)


def text_blocks(data: bytes) -> list[bytes]:
    """The tables a text file stacks one under another (results exports write one block per question), split at
    empty lines and before a title line (one field alone, such as "poll_options", over a row of several fields):
    each block of three or more lines as UTF-8 CSV (one, when the others are a report's short lines of facts), or
    ``[]`` when the file holds one block (or is larger than 1 MB, or an empty line may lie inside a quoted
    value)."""
    data = _as_bytes(data)
    if len(data) > _BLOCK_BYTES:
        return []
    try:
        _raise_on_known_formats(data)
        text, _ = _to_utf8(data)
    except InvalidInputError:
        return []
    text, forced = _strip_sep_line(_normalise_line_endings(text))
    if b"\f" in text or ranked_ballots_as_table(text)[1]:  # (a printed report's pages, a file of ballots: one table)
        return []
    blocks: list[list[bytes]] = [[]]
    lines = text.split(b"\n")
    for number, line in enumerate(lines):
        if _EMPTY_LINE.fullmatch(line):
            blocks.append([])
            continue
        following = lines[number + 1] if number + 1 < len(lines) else b""
        if (
            blocks[-1]
            and not _FIELD_BREAK.search(line)
            and not _BOX_RULE.fullmatch(line.decode("utf-8", "replace"))  # (a box-drawn table's rule is no title)
            and len(_FIELD_BREAK.findall(following)) >= 2
            and _starts_a_table(blocks[-1], following)
        ):
            blocks.append([])  # a title line over the next table's header
        blocks[-1].append(line)
    kept = [block for block in blocks if len(block) >= 3]
    if any(not _plain_lines(block) for block in kept):  # (a web page's menu above its table: "Search", "Log in")
        kept = [block for block in kept if not _plain_lines(block)]
    # (one table under a report's own short blocks, "Polls Report / Generated …", is returned alone)
    under_report_lines = len(kept) == 1 and len([block for block in blocks if block]) > 1
    if (len(kept) < 2 and not under_report_lines) or any(b"".join(block).count(b'"') % 2 for block in kept):
        return []
    prefix = f"sep={forced}\n".encode() if forced else b""
    return [prefix + b"\n".join(block) + b"\n" for block in kept]


def _starts_a_table(block: list[bytes], following: bytes) -> bool:
    """Whether the line under a title line is the header of another table, not one more row of the block above (a
    section's name over its rows, "Sopran" in a choir's poll, is no title): it repeats the block's header, or holds
    a word where the block's rows hold numbers. Without rows above to compare with, it is a header."""
    rows = [line for line in block if _FIELD_BREAK.search(line)]
    width = len(_FIELD_BREAK.findall(following))
    if len(rows) < 2 or any(len(_FIELD_BREAK.findall(row)) != width for row in rows):
        return True
    split = [_FIELD_BREAK.split(line.rstrip(b"\r")) for line in [*rows, following]]
    if len({len(cells) for cells in split}) > 1:
        return True
    header, data, below = split[0], split[1:-1], split[-1]
    if below == header:
        return True
    for column, cell in enumerate(below):
        numbers = [is_number_text(row[column].decode("utf-8", "replace").strip()) for row in data]
        if all(numbers) and not is_number_text(cell.decode("utf-8", "replace").strip()):
            return True
    return False


def _as_bytes(data: object) -> bytes:
    if isinstance(data, bytes):
        return data
    if isinstance(data, bytearray | memoryview):
        return bytes(data)
    raise InvalidInputError(f"expected the file's bytes, got {type(data).__name__}.")


def _megabytes(size: int) -> str:
    if size < 1024 * 1024:
        return f"{size:,} bytes"
    return f"{size / (1024 * 1024):,.1f} MB"


# --- What kind of file is it, and which text encoding? ---------------------------------------------------


def _raise_on_known_formats(data: bytes) -> None:
    """Name the format of a file that is clearly not CSV (a workbook, an archive, a PDF...) and say what to do."""
    if data.startswith((b"PK\x03\x04", b"PK\x05\x06", b"PK\x07\x08")):
        head = data[:65536]
        if b"xl/" in head or b"opendocument.spreadsheet" in head:
            raise InvalidInputError(f"This is an Excel or OpenDocument workbook, not a CSV file. {_SAVE_AS_CSV}")
        raise InvalidInputError(
            "This is a zip archive (or an Excel workbook), not a CSV file. Extract the CSV file inside it, or "
            "save the workbook as “CSV UTF-8”, and upload that."
        )
    if data.startswith(b"BZh") and data[4:10] == b"1AY&SY":
        raise InvalidInputError(f"This is a bzip2-compressed file, not a CSV file. {_COMPRESSED}")
    if data.startswith(b"PAR1") and data.endswith(b"PAR1"):
        raise InvalidInputError("This is a Parquet file, not a CSV file. Export the table as CSV and upload that.")
    for signature, kind, fix in _SIGNATURES:
        if data.startswith(signature):
            raise InvalidInputError(f"This is {kind}, not a CSV file. {fix}")
    if _JSON.match(data[:1024]) and _is_json(data):
        raise InvalidInputError(
            "This is a JSON file, not a CSV file. Convert it to a table with one row per record and save that as CSV."
        )
    if _WEB_PAGE.match(data[:1024]):
        raise InvalidInputError(
            "This is a web page or XML file, not a CSV file. Save the table as CSV (in a spreadsheet: File → "
            "Save as → CSV UTF-8) and upload that."
        )


def _is_json(data: bytes) -> bool:
    if len(data) > _JSON_PARSE_LIMIT:  # parsing a huge document could take a lot of memory: judge by its end
        return data[-1024:].rstrip()[-1:] in (b"]", b"}")
    try:
        json.loads(data)
    except ValueError:  # (UnicodeDecodeError and JSONDecodeError are ValueErrors)
        return False
    except RecursionError:  # thousands of nested brackets: JSON-like, not a table either way
        return True
    return True


def _to_utf8(data: bytes) -> tuple[bytes, str]:
    """Return the content as valid UTF-8 bytes and the name of the encoding it was read as."""
    if data.startswith(b"\xef\xbb\xbf"):
        text, encoding = _transcode(data[3:], "utf-8", "UTF-8 (it starts with a byte-order mark)"), "UTF-8 (with BOM)"
    elif data.startswith((b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff")):
        text, encoding = _transcode(data, "utf-32", "UTF-32"), "UTF-32"
    elif data.startswith((b"\xff\xfe", b"\xfe\xff")):
        text, encoding = _transcode(data, "utf-16", "UTF-16"), "UTF-16"
    elif (guess := _utf16_without_bom(data)) is not None:
        text, encoding = _transcode(data, guess, "UTF-16"), "UTF-16"
    elif _ISO_2022_JP_ESCAPE.search(data[:_LEGACY_SAMPLE]):
        text, encoding = _transcode(data, "iso2022_jp", "ISO-2022-JP"), "Japanese (ISO-2022-JP)"
    else:
        _raise_on_binary(data)
        if data.isascii():
            return data, "ASCII"
        # Windows-1252 and Latin-1 turn bytes 0x80-0xFF into printable or C1 characters: the check holds.
        return _decode_8bit(data)
    _raise_on_binary(text)
    return text, encoding


def _transcode(data: bytes, codec: str, name: str) -> bytes:
    try:
        text = data.decode(codec)
    except UnicodeError:
        raise InvalidInputError(
            f"The file looks like {name} but is not valid text in that encoding. Save it again as “CSV UTF-8”."
        ) from None
    return data if codec == "utf-8" else text.encode("utf-8")


def _utf16_without_bom(data: bytes) -> str | None:
    """Guess UTF-16 without a byte-order mark from ASCII text with a NUL in every other byte."""
    head = data[:4096]
    if len(head) < 4 or len(head) % 2:
        return None
    even, odd = head[0::2], head[1::2]
    # Mostly-ASCII text: the high byte of nearly every character is NUL, the low byte almost never.
    if odd.count(0) >= 0.9 * len(odd) and even.count(0) <= 0.01 * len(even):
        return "utf-16-le"
    if even.count(0) >= 0.9 * len(even) and odd.count(0) <= 0.01 * len(odd):
        return "utf-16-be"
    return None


def _decode_8bit(data: bytes) -> tuple[bytes, str]:
    try:
        data.decode("utf-8")
        return data, "UTF-8"
    except UnicodeDecodeError:
        pass
    # The code page whose text reads most like words (Windows-1252 when several do: spreadsheets on Windows write
    # it, and it differs from Latin-1 exactly where curly quotes and € live); Latin-1 decodes any byte, so it is
    # the last resort.
    legacy = legacy_codec(data)
    for codec, name in ((legacy, LEGACY_CODECS[legacy]), ("latin-1", "Latin-1")):
        try:
            return data.decode(codec).encode("utf-8"), name
        except UnicodeDecodeError:
            continue
    raise AssertionError("Latin-1 decodes every byte")  # pragma: no cover


def legacy_codec(data: bytes) -> str:
    """The code page of :data:`LEGACY_CODECS` in which text that is not UTF-8 reads most like words: each
    candidate that decodes the file's first 256 KB is charged its :func:`misreadings`, and the fewest wins, a tie
    going to the likelier (Windows-1252 unless another has at least two fewer). A wrong code page shows as letters
    of two scripts in one word, words made mostly of accented letters ("Ñîêîëîâ" for "Соколов"), symbols between
    letters ("Miejscowo³æ" for "Miejscowość"), capitals inside words ("МбсЯб" for "Μαρία"), accented letters
    that no one alphabet holds together ("Pøihazující" for "Přihazující") and C1 controls."""
    sample = data[:_LEGACY_SAMPLE]
    if len(data) > _LEGACY_SAMPLE:
        sample = sample[: sample.rfind(b"\n") + 1] or sample  # (not in the middle of a two-byte character)
    charged = []
    for order, codec in enumerate(LEGACY_CODECS):
        try:
            text = sample.decode(codec)
        except UnicodeDecodeError:
            continue
        charged.append((misreadings(text) + _foreign_letters(text, codec), order, codec))
    if not charged:
        return "cp1252"
    fewest = min(charged)[0]
    western = next((count for count, _, name in charged if name == "cp1252"), None)
    if western is None or western > fewest + 1:
        tied = [name for count, _, name in sorted(charged) if count == fewest]
    elif _one_alphabet(western_text := sample.decode("cp1252")) or not _accented_letters(western_text):
        # (one odd word is no evidence against the commonest code page: "x£X" is a word in Windows-1250 too; nor
        # are its dashes and spaces, which others read as letters)
        return "cp1252"
    else:
        tied = [name for count, _, name in sorted(charged) if count <= western]
    # Of readings as good, the likeliest, unless its accented letters are no one language's: then the first whose
    # are ("č š ž" against Western's "è š ž", Hungarian "ő" beside "ö" against Western's "õ" beside "ö", Polish in
    # DOS Latin-2 against DOS Latin-1's "ÿ"), in the scripts of the likeliest (Latin text with "é" and "ß" is not
    # Arabic for reading "ß" as "ك"). (A reading with no such letters gives no evidence: "€" stays "€".)
    first = sample.decode(tied[0])
    if _one_alphabet(first) or not _accented_letters(first):
        return tied[0]
    scripts = _scripts_of(first)
    return next(
        (name for name in tied[1:] if _one_alphabet(other := sample.decode(name)) and _scripts_of(other) <= scripts),
        tied[0],
    )


def _scripts_of(text: str) -> set[str]:
    """The scripts of the letters in ``text``."""
    return {_script(character) for character in set(text) if character.isalpha()}


def _one_alphabet(text: str) -> bool:
    """The accented Latin letters of ``text`` all belong to one language's alphabet (:data:`_ALPHABETS`)."""
    letters = _accented_letters(text)
    return bool(letters) and any(letters <= alphabet for alphabet in _ALPHABETS)


def _accented_letters(text: str) -> set[str]:
    return {
        character
        for character in set(text.lower())
        if character.isalpha() and not character.isascii() and _script(character) == "LATIN"
    }


_UKRAINIAN_ONLY = re.compile("[ЄєЇїҐґ]")


def _foreign_letters(text: str, codec: str) -> int:
    """Letters a code page's language never writes: kana in Chinese (an EUC-JP file read as GB18030 keeps its kana,
    GB2312 has them, but its kanji turn to other hanzi), lone jamo in Korean (Japanese kana read as EUC-KR),
    Belarusian "ў" beside letters only Ukrainian writes."""
    if codec in ("gb18030", "big5"):
        return len(_KANA.findall(text))
    if codec == "cp866" and _UKRAINIAN_ONLY.search(text):  # (Ukrainian in CP1125 read as CP866: "і" becomes "ў",
        return text.count("ў") + text.count("Ў")  # a Belarusian letter, beside Ukrainian's "є", "ї" and "ґ")
    return len(_JAMO.findall(text)) if codec == "cp949" else 0


def misreadings(text: str) -> int:
    """How many words of ``text`` look like a wrong code page's reading (see :func:`legacy_codec`)."""
    count = sum(0x80 <= ord(character) <= 0x9F for character in text) + len(_SYMBOL_IN_WORD.findall(text))
    count += text.count("¤")  # (the generic currency sign, where Latin-9 has €, is next to never typed)
    count += len(_STACKED_POINTS.findall(text)) + len(_THAI_MISSPELLED.findall(text))
    count += len(_CJK_MARK_IN_LATIN_WORD.findall(text))
    count += sum(_currency_misread(letter) for letter in _LETTER_BEFORE_NUMBER.findall(text))
    # (KOI8-R's box drawing where another page has "é": "n▌", "┐coutez"; Mac Roman's mathematical signs: "m≤" for "m²")
    count += len(_BOX_BESIDE_LETTER.findall(text))
    for word in _LETTERS.findall(text):
        if word.isascii():
            continue
        scripts = {_script(character) for character in word}
        accented = sum(not character.isascii() and _script(character) == "LATIN" for character in word)
        capital_inside = any(before.islower() and after.isupper() for before, after in itertools.pairwise(word))
        letters = {character for character in word.lower() if not character.isascii() and not combining(character)}
        foreign = scripts == {"LATIN"} and not any(letters <= alphabet for alphabet in _ALPHABETS)
        (script,) = scripts if len(scripts) == 1 else ("",)
        misspelled = script in _MISSPELLED and bool(_MISSPELLED[script].search(word.lower()))
        count += len(scripts) > 1 or (accented >= 4 and 2 * accented > len(word)) or capital_inside or foreign
        count += misspelled
    return count


def _currency_misread(letter: str) -> bool:
    if letter.isascii() or letter == "Ø":
        return False
    return letter.isupper() or _script(letter) in ("ARABIC", "HEBREW")


@functools.lru_cache(maxsize=4096)
def _script(character: str) -> str:
    if character.isascii():
        return "LATIN"
    name = unicodedata.name(character, "")
    script = next((script for script in _SCRIPTS if name.startswith(script)), "OTHER")
    # (kana and the ideographic marks, "々" in "奈々", "〇", are written inside words of Chinese characters)
    return "CJK" if script in ("HIRAGANA", "KATAKANA", "IDEOGRAPHIC") else script


def _raise_on_binary(data: bytes) -> None:
    controls = data.translate(None, _TEXT_BYTES)
    if b"\x00" in controls or len(controls) > _CONTROL_SHARE_LIMIT * len(data):
        raise InvalidInputError(
            "The file contains binary data (NUL or other control bytes), so it is not CSV text. Upload a "
            "plain text CSV, e.g. from your spreadsheet's “Save as → CSV UTF-8”."
        )


def _normalise_line_endings(text: bytes) -> bytes:
    """Turn lone carriage returns (classic Mac, or mixed into CRLF/LF files) into newlines; keep CRLF."""
    if b"\r" not in text:
        return text
    if b"\n" not in text:
        return text.replace(b"\r", b"\n")
    if text.count(b"\r") == text.count(b"\r\n"):
        return text
    return re.sub(rb"\r(?!\n)", b"\n", text)


# --- Delimiter and header -------------------------------------------------------------------------------


_COMMENT_LINE = re.compile(rb"\s*#(?![,;\t])")


def _header_in_comment(text: bytes) -> tuple[bytes, list[str]]:
    """A header written as the last of the comment lines that open the file ("# rater_id,North_Ridge,…", as NumPy's
    ``savetxt`` and other scientific software write it), made the header line when it has as many delimiters as
    the first line of data; with a note. Other text unchanged, with no note."""
    lines = text[:_SAMPLE_BYTES].split(b"\n")
    # (a line opening with "#" and a delimiter, "#,Project,…", is a header whose first column is named "#")
    comments = list(itertools.takewhile(lambda line: _COMMENT_LINE.match(line), lines[:_ALIGNED_HEADER_BY]))
    if not comments or len(comments) >= len(lines) - 1:
        return text, []
    last = len(comments) - 1
    names, first = comments[last].lstrip().lstrip(b"#").strip(), lines[len(comments)]
    if not any(names.count(mark) and names.count(mark) == first.count(mark) for mark in (b",", b";", b"\t")):
        return text, []
    start = sum(len(line) + 1 for line in comments[:last])
    end = start + len(comments[last])
    shown = show(names.decode("utf-8", errors="replace"))
    return text[:start] + names + text[end:], [f"Read the column names from the comment line {shown} above the data."]


def _strip_sep_line(text: bytes) -> tuple[bytes, str | None]:
    """Honour Excel's ``sep=;`` first line: blank it (line numbers stay right) and return its delimiter."""
    match = _SEP_LINE.match(text)
    if match is None:
        return text, None
    return b" " * match.end() + text[match.end() :], match.group(1).decode()


def _sniff_delimiter(text: bytes, forced: str | None) -> tuple[str, list[_Record]]:
    """Pick the delimiter whose rows agree best with the header; return it and the rows from the header on.

    Lines above the table (see :func:`_table_start`) are left out first, so that a title or a link above it
    (Doodle's export) does not decide the delimiter.
    """
    leading = _LEADING_SPACE.match(text)
    first = text.rfind(b"\n", 0, leading.end() if leading else 0) + 1  # skip leading blank lines
    end = text.find(b"\n", first, first + _FIRST_LINE_LIMIT)
    if end < 0 and len(text) - first > _FIRST_LINE_LIMIT:
        raise InvalidInputError(
            f"The first row is longer than {_megabytes(_FIRST_LINE_LIMIT)}. Put short column names in the first "
            "row and the data in the rows below it."
        )
    size = max(_SAMPLE_BYTES, end + 1 - first)
    truncated = len(text) > first + size
    sample = text[first : first + size].decode("utf-8", errors="ignore")
    lines_before = text.count(b"\n", 0, first)
    best: tuple[float, float, float, int, int] | None = None  # (see the key below)
    chosen = forced or DELIMITERS[0]
    chosen_records: list[_Record] = [_Record(1, 1, [sample.strip().split("\n", 1)[0]])]
    for order, delimiter in enumerate(DELIMITERS):
        if forced is not None and delimiter != forced:
            continue
        records = _sample_records(sample, delimiter, truncated=truncated, lines_before=lines_before)
        if not records:
            continue
        start = _table_start(records)
        records = records[start:]
        width = len(records[0].fields)
        rows = records[1:]
        # (rows that go on repeating the header's last group of columns, one candidate's fields after another's,
        # agree with it too)
        longer = [row.fields for row in rows if len(row.fields) > width][:_GROUP_ROWS_LOOKED_AT]
        group = _groups_past_the_header(longer, width) if longer and _is_header_like(records[0]) else 0
        fits = [len(row.fields) == width or (group and (len(row.fields) - width) % group == 0) for row in rows]
        agreement = sum(fits) / len(rows) if rows else 1.0
        # A delimiter that splits the header always beats one that does not (a single-column file is the
        # fallback), then the share of rows that agree with the header, then one that needs no line skipped above
        # the table ("3,50 €" split by commas must not beat ";"), then more columns, then list order.
        key = (float(width > 1), agreement, float(start == 0), width, -order)
        if best is None or key > best:
            best, chosen, chosen_records = key, delimiter, records
    return chosen, chosen_records


@dataclasses.dataclass(frozen=True)
class _Record:
    """One row of the file's first lines: the lines it spans (1-based, inclusive) and its fields."""

    first_line: int
    last_line: int
    fields: list[str]

    @property
    def filled(self) -> int:
        return sum(bool(field.strip()) for field in self.fields)


def _sample_records(sample: str, delimiter: str, *, truncated: bool, lines_before: int) -> list[_Record]:
    reader = csv.reader(io.StringIO(sample, newline=""), delimiter=delimiter)
    records = []
    line = 0
    try:
        for row in reader:
            if not _is_blank_line(row):
                records.append(_Record(lines_before + line + 1, lines_before + reader.line_num, row))
                if len(records) > _SNIFF_RECORDS:
                    break
            line = reader.line_num
    except csv.Error:
        return []
    if truncated and len(records) > 1:
        records = records[:-1]  # the last record may be cut off by the sample's end
    return records


def _is_blank_line(row: list[str]) -> bool:
    return not row or (len(row) == 1 and not row[0].strip())


def _header_rows(records: list[_Record]) -> tuple[list[str], list[int], list[str]]:
    """The column names, the lines to skip and notes, given the rows from the header on (:func:`_table_start`).

    Lines above the header (a title, a link, an export date) are skipped. A header row with gaps or repeated
    names, followed by rows whose first cell is empty and whose cells are words rather than answers or numbers
    (Doodle's month / day / time rows), is combined with them: "March 2026" + "Mon 16" + "9:00 AM" →
    "March 2026 Mon 16 9:00 AM".
    """
    header = records[0]
    skipped = list(range(1, header.first_line))
    notes = []
    if header.first_line > 1:
        lines = "line 1" if header.first_line == 2 else f"lines 1–{header.first_line - 1}"
        notes.append(f"Skipped {lines} above the table (a title, a link or blank lines).")
    rows = [header.fields]
    names = [name.strip() for name in header.fields]
    position = 1
    # A header block whose first cell is empty (Doodle: month / day / time rows) goes on while the rows below it
    # are words with an empty first cell; a header with a named first column only while its names are incomplete.
    # (unless the first cell is empty on every row: a list that starts each line with its separator, as SAP's do)
    label_cell_empty = not names[0] and any(record.fields[0].strip() for record in records[1:])
    while (
        position < len(records)
        and (label_cell_empty or _is_deficient(names))
        and _continues_header(records[position], names, label_row=label_cell_empty)
    ):
        rows.append(records[position].fields)
        skipped.extend(range(records[position].first_line, records[position].last_line + 1))
        names = _combine_header_rows(rows)
        position += 1
    if len(rows) > 1:
        notes.append(f"The column names come from {len(rows)} header rows, combined (e.g. {show(_example(names))}).")
        notes.extend(
            f"“{row[1]}” stands over every column: it is left out of their names."
            for row in _rows_same_over_every_column(_spanned_header_cells(rows))
        )
    return names, skipped, notes


def _table_start(records: list[_Record]) -> int:
    """Index of the first row of the table: rows above it are narrower than most rows, and mostly empty."""
    widths = collections.Counter(len(record.fields) for record in records)
    width = max(widths.items(), key=lambda item: (item[1], item[0]))[0]
    start = 0
    if widths[width] >= 2:
        while start < len(records) - 1 and _is_preamble(records[start], width) and not _heads_groups(records, start):
            start += 1
    if _is_header_like(records[start]):
        return start
    # Title lines above a narrow table (two columns: one filled cell is also a row with an answer missing) are
    # told by their text: a long line or one saying what it is ("Sent: 06.10.2025 09:12").
    for position, record in enumerate(records[:_TITLE_LINES_AT_MOST]):
        if _is_header_like(record):
            return position if position else 0
        if record.filled > 1 or not _is_title_line(record):
            break
    return 0


def _heads_groups(records: list[_Record], start: int) -> bool:
    """The row at ``start`` is a header whose last columns the rows under it repeat, group after group
    (:func:`_groups_past_the_header`): narrower than its rows, but no title."""
    width = len(records[start].fields)
    below = [record.fields for record in records[start + 1 : start + 1 + _GROUP_ROWS_LOOKED_AT]]
    if len(below) < 2 or any(len(row) <= width for row in below):
        return False  # (each row under such a header is longer than it)
    return _is_header_like(records[start]) and bool(_groups_past_the_header(below, width))


def _is_title_line(record: _Record) -> bool:
    text = " ".join(field.strip() for field in record.fields if field.strip())
    return not text or len(text) >= 25 or ":" in text


def _is_preamble(record: _Record, width: int) -> bool:
    """An empty row; a row of facts ("Bidders: 9", "Bids: 25"); or, above a table of three or more columns, a
    title or link line: one filled cell, or a row narrower than the table and mostly empty."""
    if record.filled == 0:
        return True
    if len(record.fields) < width and record.filled <= 1:
        return True
    if all(KEY_VALUE.match(field.strip()) for field in record.fields if field.strip()):
        return True  # report facts, not column names: "Bidders: 9", "Bids: 25", "Time left: Auction ended"
    filled = [field.strip() for field in record.fields if field.strip()]
    if width >= 6 and len(filled) <= width / 3 and all(re.search(r"\S:\s+\S", field) for field in filled):
        return True  # (a title block's facts over a wide table, however long: "School: … (code 412987)", "Date: …")
    if width >= 3 and len(filled) == 2 and record.fields[0].strip() and NUMBER_SHAPE.match(filled[1].rstrip("% ")):
        return True  # a fact in two cells, its name then its number: "Eligible voters", "412", "31,208"
    padded = not any(field.strip() for field in record.fields[len(filled) :])  # (its filled cells come first)
    if width >= 4 and len(filled) == 2 and padded:
        return True  # (a fact in two cells over a wider table, its name then its value: "Fragetyp;Single Choice;;")
    if width >= 3 and record.filled <= width / 2 and padded and max(map(len, filled)) >= 30:
        return True  # (a title padded with separators to the table's width, as a spreadsheet saves it: "Kavel 118",
        # then a long description, then empty cells)
    return width >= 3 and (record.filled == 1 or record.filled < width / 2 and len(record.fields) < width)


def _is_header_like(record: _Record) -> bool:
    """At least two filled cells, most of them words rather than numbers."""
    words = [field.strip() for field in record.fields if field.strip()]
    return len(words) >= 2 and sum(not is_number_text(word) for word in words) > len(words) / 2


def _is_deficient(names: list[str]) -> bool:
    """A header row with an empty name after the first column, or a repeated name."""
    filled = [name for name in names if name]
    return any(not name for name in names[1:]) or len(set(filled)) < len(filled)


def _continues_header(record: _Record, names: list[str], *, label_row: bool = False) -> bool:
    """A row under a deficient header that is more header: first cell empty (or, with ``label_row``, under a block
    of spanning rows, the row naming the first column: "Name" beside the times), cells words, not answers or
    numbers, and at least half of them under the header's gaps or repeated names (which they complete: a data row
    of an experiment's facts fills the columns already named), or in one run over half the columns or more."""
    fields = [field.strip() for field in record.fields]
    if len(fields) != len(names) or (fields[0] and not label_row):
        return False
    words = [field for field in fields[1:] if field]
    if not words:
        return False
    repeated = {name for name in names if name and names.count(name) > 1}
    completing = sum(bool(field) and (not names[at] or names[at] in repeated) for at, field in enumerate(fields))
    filled = [at for at, field in enumerate(fields) if field]
    # (or a full run of sub-headers, a time under each date: "19:00", "16:00", … beside "Sat 15 Nov 2025" twice)
    run = filled == list(range(filled[0], filled[-1] + 1)) and len(filled) >= (len(fields) - 1) / 2
    if not label_row and completing < len(words) / 2 and not run:
        return False
    # (a cell of punctuation alone, "." or "-", marks a number unknown or nil, as statistics offices write: no name)
    typed = sum(
        is_number_text(word.replace(",", "")) or word.lower() in _ANSWER_LIKE or not any(c.isalnum() for c in word)
        for word in words
    )
    return typed < len(words) / 2


def _combine_header_rows(rows: list[list[str]]) -> list[str]:
    """Join header rows column by column (:func:`_spanned_header_cells`), leaving out the rows that say the same over
    every column (:func:`_rows_same_over_every_column`)."""
    cells = _spanned_header_cells(rows)
    for row in _rows_same_over_every_column(cells):
        row[1:] = [""] * (len(row) - 1)
    return [" ".join(row[index] for row in cells if row[index]) for index in range(len(cells[0]))]


def _spanned_header_cells(rows: list[list[str]]) -> list[list[str]]:
    """The header rows' cells, a name in an upper row spanning the empty cells to its right. A pivot table's caption
    of its column names ("Candidato" over "Filiale", left of the names "Giulia Ferri", "Marco Rinaldi"… that stand
    over one measure repeated, "Voti") names those names, not the column under it: left out, and so is the measure
    under each name."""
    columns = len(rows[0])
    cells = [[cell.strip() for cell in row] for row in rows]
    for upper in cells[:-1]:
        if (caption := _pivot_caption(upper, cells[-1])) is not None:
            for position in range(caption + 1, columns):
                cells[-1][position] = "" if upper[position] else cells[-1][position]
            upper[caption] = ""
    for upper in cells[:-1]:  # spanning cells ("March 2026" over every day of March)
        carried = ""
        for index in range(1, columns):
            carried = upper[index] or carried
            upper[index] = carried
    return cells


def _rows_same_over_every_column(cells: list[list[str]]) -> list[list[str]]:
    """The header rows (spanning cells carried) that say the same over every column after the first, three or
    more: context, not part of any one name ("10:00 – 17:00" under every day of a poll whose days all have the same
    hours), as long as another row tells the columns apart."""
    same = [row for row in cells if len(row) > 3 and row[1] and len(set(row[1:])) == 1]
    return same if len(same) < len(cells) else []


def _pivot_caption(upper: list[str], lowest: list[str]) -> int | None:
    """Where a pivot table's caption of its column names stands in an upper header row: the row's first filled cell,
    over a name of the lowest row (which names every column up to it), followed by two or more names with no gap,
    each over the same repeated measure, another word than the caption's column's."""
    filled = [position for position, cell in enumerate(upper) if cell]
    if len(filled) < 3 or filled != list(range(filled[0], filled[-1] + 1)) or not all(lowest[: filled[0] + 1]):
        return None  # (the row fields' names fill the lowest row up to the caption: "Area", "Filiale")
    measures = {lowest[position].casefold() for position in filled[1:]}
    caption = filled[0]
    return caption if len(measures) == 1 and "" not in measures and lowest[caption].casefold() not in measures else None


def _example(names: list[str]) -> str:
    return next((name for name in reversed(names) if name), "")


def first_row_is_data(first: list[str], rows: list[list[str]]) -> bool:
    """A first row that is data, not names (a database tool's export without a header, as ``bcp`` writes): at least
    half its cells are like the cells below them (a number over numbers, a date over dates, or a value that the
    column repeats below), and two of them are a repeated value, or one a repeated value and one a date; and no
    cell is a word over a column of numbers (a header's, even where a stacked table repeats it below)."""
    like = repeated = dated = 0
    for position, cell in enumerate(first):
        cell = cell.strip()
        below = [row[position].strip() for row in rows if position < len(row) and row[position].strip()]
        if not cell or not below:
            continue
        if not is_number_text(cell) and sum(map(is_number_text, below)) >= 0.8 * len(below):
            return False  # (a word over a column of numbers names it: "Frequency" over 142, 120 …)
        if cell in below:
            repeated += 1
        elif _DATE_CELL.match(cell) and sum(bool(_DATE_CELL.match(value)) for value in below) >= 0.9 * len(below):
            dated += 1
        elif not (is_number_text(cell) and sum(map(is_number_text, below)) >= 0.9 * len(below)):
            continue
        like += 1
    filled = sum(bool(cell.strip()) for cell in first)
    return 2 * like >= filled and (repeated >= 2 or (repeated >= 1 and dated >= 1))


def _check_header(header: list[str]) -> tuple[list[str], list[str]]:
    """Return the column names (an empty name becomes "Column N"; a repeated name "name (2)", "name (3)") and
    those made up; raise when all are missing, or when a first row of numbers repeats (data, not names).
    """
    if len(header) > MAX_COLUMNS:
        raise InvalidInputError(
            f"The file has {len(header):,} columns, more than the {MAX_COLUMNS:,} allowed. Keep only the "
            "columns you need, or put the choices in one column (one row per vote) instead of one column per "
            "candidate."
        )
    names = [name.strip() for name in header]
    if not any(names):
        raise InvalidInputError("The first row has no column names. Put a name for each column in the first row.")
    positions: dict[str, list[int]] = {}
    for position, name in enumerate(names, start=1):
        if name:
            positions.setdefault(name, []).append(position)
    repeated = {name: where for name, where in positions.items() if len(where) > 1}
    if repeated and all(is_number_text(name) for name in names if name) and len(names) > 2:
        name, where = next(iter(repeated.items()))
        raise InvalidInputError(
            f"The first row holds only numbers, and {show(name)} appears {len(where)} times (columns "
            f"{', '.join(str(position) for position in where[:5])}): it looks like data: add a row of column "
            "names above it."
        )
    for name, where in repeated.items():
        for copy, position in enumerate(where[1:], start=2):
            renamed = f"{name} ({copy})"
            while renamed in positions:
                renamed += "*"
            names[position - 1] = renamed
            positions[renamed] = [position]
    unnamed = []
    for position, name in enumerate(names, start=1):
        if not name:
            name = f"Column {position}"
            while name in positions:
                name += "*"
            names[position - 1] = name
            unnamed.append(name)
    return names, unnamed


def _repeated_name_notes(header: list[str]) -> list[str]:
    """ "Columns 9, 11 and 13 are all named “1.0”: shown as “1.0”, “1.0 (2)”, “1.0 (3)”." for each repeated name."""
    positions: dict[str, list[int]] = {}
    for position, name in enumerate(header, start=1):
        if name.strip():
            positions.setdefault(name.strip(), []).append(position)
    notes = []
    for name, where in positions.items():
        if len(where) > 1:
            columns = ", ".join(str(position) for position in where[:-1]) + f" and {where[-1]}"
            shown = ", ".join(f"“{name}”" if copy == 1 else f"“{name} ({copy})”" for copy in range(1, len(where) + 1))
            all_ = "both" if len(where) == 2 else "all"
            notes.append(f"Columns {columns} are {all_} named “{name}”: shown as {shown}.")
    return notes


def is_number_text(text: str) -> bool:
    """Text that Python reads as a number ("12", "1e3", "nan")."""
    try:
        float(text)
    except ValueError:
        return False
    return True


# --- Rows -----------------------------------------------------------------------------------------------


def _raise_on_too_many_cells(text: bytes, width: int) -> None:
    rows = text.count(b"\n")  # at most one more than the data rows (blank lines and quoted newlines count too)
    if rows * width > MAX_CELLS:
        raise InvalidInputError(
            f"The file has about {rows * width:,} cells ({width:,} columns × {rows:,} rows), more than the "
            f"{MAX_CELLS:,} allowed. Keep only the columns you need, or a sample of the rows."
        )


def section_lines(rows: list[list[str]], width: int, header: list[str]) -> list[int]:
    """Where a section's name stands alone on its line inside a table, over rows of the full width ("Sopran" over
    the sopranos' answers in a choir's poll): two such lines or more, in a table of three columns or more. A title
    over the header of another table (the header again, or any row that comes back) is no section."""
    found = [
        at for at in range(len(rows) - 1) if len(rows[at]) == 1 and rows[at][0].strip() and len(rows[at + 1]) == width
    ]
    if len(found) < 2 or width < 3:
        return []
    seen: dict[tuple[str, ...], int] = {}
    for row in [header, *rows]:
        key = tuple(cell.strip() for cell in row)
        seen[key] = seen.get(key, 0) + 1
    found = [at for at in found if seen[tuple(cell.strip() for cell in rows[at + 1])] == 1]
    return found if len(found) >= 2 else []


def _forgive_ragged_edges(text: bytes, delimiter: str, width: int) -> tuple[bytes, list[str], int]:
    """Ragged shapes that real exports write and that say what they are, fixed with a note: every data line
    ending in one extra, empty field (a trailing delimiter, as some report tools write); last lines with fewer
    fields than the header that are a total ("Total;1067") or a note under the table (one field: "Frequency
    Missing = 13"); and a few lines with more fields than the header whose extra fields hold something (a note
    typed after a row: "Bid retracted"), kept in columns of their own. Returns the text, the notes and the
    table's width. Any other ragged line is left for :func:`_raise_on_ragged_rows` to name."""
    if len(text) > _RAGGED_EDGE_BYTES:
        return text, [], width
    lines = text.split(b"\n")
    filled = [index for index, line in enumerate(lines) if line.strip() and line.strip(b" \r")]
    if len(filled) < 3 or any(lines[index].count(b'"') % 2 for index in filled):
        return text, [], width  # (a quoted value spans lines: leave the file to the exact check)
    mark = delimiter.encode()
    fields = {index: _fields(lines[index], delimiter) for index in filled}
    counts = {index: len(row) for index, row in fields.items()}
    data = filled[1:]
    notes = []
    last = data[-1]
    cells = [cell.encode() for cell in fields[last]]
    if counts[last] < width and any(is_summary_label(cell.decode("utf-8", "replace")) for cell in cells):
        lines[last] = b""
        data = data[:-1]
        notes.append(f"Left out the last line ({_shown_line(cells)}): a total, with fewer fields than the header.")
    below = _notes_below_rule([fields[index] for index in data], width)
    if below:
        notes.append(f"Left out the {count(below, 'line')} under the table's closing rule: notes, not rows.")
        for index in data[-below:]:
            lines[index] = b""
        data = data[:-below]
    while len(data) > 3 and _note_line(fields[data[-1]], width):
        notes.append(
            f"Left out the last line ({_shown_line([c.encode() for c in fields[data[-1]]])}): a note under the table."
        )
        lines[data[-1]] = b""
        data = data[:-1]
    sections = [data[at] for at in section_lines([fields[index] for index in data], width, fields[filled[0]])]
    if sections:
        for index in sections:
            cr = lines[index].endswith(b"\r")
            lines[index] = lines[index].rstrip(b"\r") + mark * (width - 1) + (b"\r" if cr else b"")
        names = ", ".join(f"“{fields[index][0].strip()}”" for index in sections[:3])
        notes.append(f"Read the {len(sections)} lines of one field inside the table ({names}…) as rows.")
    extra = [index for index in data if counts[index] == width + 1 and lines[index].rstrip(b"\r").endswith(mark)]
    if data and len(extra) == len(data):
        for index in extra:
            line = lines[index]
            cr = line.endswith(b"\r")
            lines[index] = line.rstrip(b"\r")[: -len(mark)] + (b"\r" if cr else b"")
        name = _DELIMITER_NAMES[delimiter]
        notes.append(f"Every row ends with one extra {name} after its last field (as some tools write): ignored.")
    longer = [index for index in data if counts[index] > width]
    if longer and (group := _groups_past_the_header([fields[index] for index in longer], width)):
        for index in longer:
            ending = "\r" if lines[index].endswith(b"\r") else ""
            row = fields[index]
            base = row[: width - group]
            out = io.StringIO()
            writer = csv.writer(out, delimiter=delimiter, lineterminator="\n")
            writer.writerows(base + row[start : start + group] for start in range(width - group, len(row), group))
            lines[index] = (out.getvalue().rstrip("\n").replace("\n", ending + "\n") + ending).encode()
        header = fields[filled[0]]
        groups = (max(counts[index] for index in longer) - width) // group + 1
        from_name, to_name = header[width - group].strip(), header[width - 1].strip()
        notes.append(
            f"Each row held up to {count(groups, 'group')} of the last {group} columns (“{from_name}” to “{to_name}”), "
            "one after another: read as one row per group."
        )
        longer = []
    regular = [index for index in data if counts[index] == width]
    joined = _separator_inside_text(
        {index: fields[index] for index in longer}, [fields[index] for index in regular], width, delimiter
    )
    if joined:
        for index, row in joined.items():
            cr = lines[index].endswith(b"\r")
            out = io.StringIO()
            csv.writer(out, delimiter=delimiter, lineterminator="").writerow(row)
            lines[index] = out.getvalue().encode() + (b"\r" if cr else b"")
        example = next(iter(joined.values()))
        notes.append(
            f"{count(len(joined), 'row')} held the {_DELIMITER_NAMES[delimiter]} inside a text without quotes "
            f"({show(max(example, key=len))}): read as one value."
        )
        longer = [index for index in longer if index not in joined]
    if longer and notes_after_rows([fields[index] for index in longer], [fields[index] for index in regular], width):
        wider = max(counts[index] for index in longer)
        for index in [filled[0], *data]:  # (the header and every row padded to the new width)
            line = lines[index]
            cr = line.endswith(b"\r")
            lines[index] = line.rstrip(b"\r") + mark * (wider - counts[index]) + (b"\r" if cr else b"")
        shown = _shown_line([cell.encode() for cell in fields[longer[0]][width:]])
        notes.append(
            f"{count(len(longer), 'row')} had more fields than the header ({shown}): kept in a column of its own."
        )
        width = wider
    return (b"\n".join(lines), notes, width) if notes else (text, [], width)


def _groups_past_the_header(longer: list[list[str]], width: int) -> int:
    """How many of the header's last columns each longer row repeats after them, group after group (a results file
    naming one candidate's fields, "N°Panneau;Sexe;Nom;Prénom;Nuance;Voix", whose rows go on with the next
    candidate's): the smallest group of 2 to 12 columns that every longer row's extra fields fill a whole number
    of times, each group with numbers and words where the header's group has them on that row. 0 for none."""
    for group in range(2, min(13, width)):
        if all(_repeats_its_last_group(row, width, group) for row in longer):
            return group
    return 0


def _repeats_its_last_group(row: list[str], width: int, group: int) -> bool:
    if (len(row) - width) % group:
        return False
    kinds = [is_number_text(cell.strip()) for cell in row]
    first = kinds[width - group : width]
    return all(kinds[start : start + group] == first for start in range(width, len(row), group))


def _separator_inside_text(
    longer: dict[int, list[str]], regular: list[list[str]], width: int, delimiter: str
) -> dict[int, list[str]]:
    """Rows with more fields than the header because one text column holds the separator unquoted (sqlcmd writes
    "Rooftop terrace, Harbour Hotel,96,21.7"): where the regular rows have exactly one column of text and numbers
    in all others, each longer row's surplus joined back into that column, when its other fields are numbers.
    {line index: the row's fields}, or {} when that does not explain every longer row."""
    if not longer or len(regular) < 2:
        return {}
    texts = [column for column in range(width) if not all(is_number_text(row[column].strip()) for row in regular)]
    if len(texts) != 1:
        return {}
    (text,) = texts
    joined = {}
    for index, row in longer.items():
        extra = len(row) - width
        if any(is_number_text(part.strip()) for part in row[text + 1 : text + extra + 1]):
            return {}  # (a number after a name is a value of its own: "person2,2,17" is refused, not joined)
        merged = [*row[:text], delimiter.join(row[text : text + extra + 1]), *row[text + extra + 1 :]]
        if not all(is_number_text(cell.strip()) for position, cell in enumerate(merged) if position != text):
            return {}
        joined[index] = merged
    return joined


def notes_after_rows(longer: list[list[str]], regular: list[list[str]], width: int) -> bool:
    """A few rows (at most 2, or 2%) carry text after their last column, a note typed after the row ("Bid
    retracted"), and every other row is as wide as the header: the row's own fields are where they belong (each a
    number where its column holds numbers, text where it holds text), unlike a value with an unquoted delimiter,
    which shifts the row's later fields into the wrong columns."""
    if len(regular) < 4 or len(longer) > max(2, len(regular) // 50) or len(regular) + len(longer) < 5:
        return False
    if any(is_number_text(cell.strip()) or not cell.strip() for row in longer for cell in row[width:][:1]):
        return False
    for column in range(width):
        numbers = sum(is_number_text(row[column].strip()) for row in regular if row[column].strip())
        filled = sum(bool(row[column].strip()) for row in regular)
        kind = numbers > filled / 2
        if any(row[column].strip() and is_number_text(row[column].strip()) != kind for row in longer):
            return False
    return True


def _fields(line: bytes, delimiter: str) -> list[str]:
    return next(csv.reader([line.rstrip(b"\r").decode("utf-8", "replace")], delimiter=delimiter), [])


def _shown_line(cells: list[bytes]) -> str:
    return show(" ".join(cell.decode("utf-8", "replace").strip() for cell in cells if cell.strip()))


def _raise_on_ragged_rows(text: bytes, delimiter: str, width: int) -> None:
    """Reject rows with more or fewer fields than the header, naming the first such line.

    A vectorised pass counts separators per line, treating separators and newlines after an odd number of
    double quotes as quoted. A quote inside an unquoted field (``5" screen``) fools that count, so any problem
    it finds is confirmed by Python's csv module before an error is raised.
    """
    first_bad = _first_ragged_line_fast(text, delimiter, width)
    if first_bad is None:
        return
    if b'"' in text:
        first_bad = _first_ragged_line_exact(text, delimiter, width)
        if first_bad is None:
            return
    line, fields = first_bad
    name = _DELIMITER_NAMES[delimiter]
    if fields > width:
        fix = f'remove the extra {name}s, or put values that contain a {name} in double quotes (e.g. "Smith, Ann")'
    else:
        fix = "add the missing fields (they may be empty, but their separators must be there)"
    raise InvalidInputError(
        f"Line {line:,} has {count(fields, 'field')} but the header has {width:,} (the file looks "
        f"{name}-separated). Every row needs as many fields as the header: {fix}."
    )


def _first_ragged_line_fast(text: bytes, delimiter: str, width: int) -> tuple[int, int] | None:
    buffer = np.frombuffer(text, dtype=np.uint8)
    all_newlines = np.flatnonzero(buffer == 10)
    separators = np.flatnonzero(buffer == ord(delimiter))
    newlines = all_newlines
    quotes = np.flatnonzero(buffer == ord('"'))
    if quotes.size:
        separators = separators[np.searchsorted(quotes, separators) % 2 == 0]
        newlines = newlines[np.searchsorted(quotes, newlines) % 2 == 0]
    starts = np.concatenate(([0], newlines + 1))
    ends = np.concatenate((newlines, [len(text)]))
    fields = np.searchsorted(separators, ends) - np.searchsorted(separators, starts) + 1
    for index in np.flatnonzero(fields != width):
        start, end = int(starts[index]), int(ends[index])
        if fields[index] == 1 and not text[start:end].strip():  # pandas skips blank and whitespace-only lines
            continue
        return int(np.searchsorted(all_newlines, start)) + 1, int(fields[index])
    return None


def _first_ragged_line_exact(text: bytes, delimiter: str, width: int) -> tuple[int, int] | None:
    reader = csv.reader(io.StringIO(text.decode("utf-8"), newline=""), delimiter=delimiter)
    line = 1
    try:
        for row in reader:
            if not _is_blank_line(row) and len(row) != width:
                if next(reader, None) is None and any("\n" in field for field in row):
                    # The record swallowed every line to the end: a quote was opened and never closed.
                    raise _unclosed_quote(line)
                return line, len(row)
            line = reader.line_num + 1
    except csv.Error:
        raise InvalidInputError(
            f"Cannot read line {reader.line_num:,}: check its quotes. A quoted field must start and end with a "
            'double quote, and a quote inside it is written twice ("").'
        ) from None
    return None


def _unclosed_quote(line: int | None) -> InvalidInputError:
    where = f"on line {line:,} " if line is not None else ""
    return InvalidInputError(
        f"A double quote that starts a field {where}is never closed, so the rest of the file reads as one "
        'value. Close it, or write a quote inside a value as two ("").'
    )


def _parse_with_pandas(text: bytes, delimiter: str, *, width: int) -> pd.DataFrame:
    try:
        frame = pd.read_csv(
            io.BytesIO(text),
            sep=delimiter,
            engine="c",
            encoding="utf-8",
            # Only empty cells are missing: a vote for "NA" or a bid written "nan" must stay visible.
            keep_default_na=False,
            na_values=[""],
            low_memory=False,
        )
    except pd.errors.EmptyDataError:
        raise InvalidInputError(
            "The file is empty. Upload a CSV with a header row and at least one data row."
        ) from None
    except (pd.errors.ParserError, ValueError, OverflowError) as error:
        if "EOF inside string" in str(error):
            raise _unclosed_quote(_start_of_last_record(text, delimiter)) from None
        raise _pandas_error(str(error)) from None
    if frame.shape[1] != width or not isinstance(frame.index, pd.RangeIndex):
        # pandas and the csv module disagree about the quoting: never guess which cell belongs where.
        raise InvalidInputError(
            "The file could not be read as CSV: its quotes are ambiguous. Check that every quoted field starts "
            'and ends with a double quote and that a quote inside a value is written twice ("").'
        )
    return frame


def _points_grouping_thousands(frame: pd.DataFrame, text: bytes, delimiter: str) -> pd.DataFrame:
    """Columns pandas read as decimals that a European export wrote with a point between thousands ("13.500",
    "9.000" in a ";" file: Danish, German or Dutch prices), read again from their text (:func:`regroup_thousands`).
    Only a ";"- or tab-separated file is looked at (the separators of the locales that write a decimal comma, and of
    a printed table read by its aligned columns)."""
    places = fractional_columns(frame) if delimiter in DECIMAL_COMMA_DELIMITERS else []
    if not places:
        return frame
    texts = pd.read_csv(io.BytesIO(text), sep=delimiter, dtype=str, usecols=places, keep_default_na=False)
    return regroup_thousands(frame, texts, places)


#: The delimiters of files whose numbers may group thousands with a point (see :func:`regroup_thousands`).
DECIMAL_COMMA_DELIMITERS = (";", "\t")


def fractional_columns(frame: pd.DataFrame) -> list[int]:
    """The positions of the columns pandas typed as numbers with a fraction somewhere."""
    return [
        place
        for place, column in enumerate(frame.columns)
        if pd.api.types.is_float_dtype(frame.iloc[:, place])
        and not (frame.iloc[:, place].dropna() == frame.iloc[:, place].dropna().round()).all()
    ]


def regroup_thousands(frame: pd.DataFrame, texts: pd.DataFrame, places: list[int]) -> pd.DataFrame:
    """``frame`` with each column at ``places`` read again from its cells' text (``texts``, those columns in that
    order) where :func:`dpcore.ingest.cells.decimal_separator` finds points between thousands ("13.500" is 13500),
    or where every cell groups three digits after a point and the table's other cells write a decimal comma
    ("2.741" and "2.519" beside "52,11%": a runoff's two counts)."""
    comma_elsewhere = any(
        re.fullmatch(r"-?\d+,\d{1,2}\s*%?", str(cell).strip())
        for column in frame.columns
        if not pd.api.types.is_numeric_dtype(frame[column])
        for cell in frame[column].dropna().head(200)
    )
    frame = frame.copy()
    for order, place in enumerate(places):
        column = [str(cell).strip() for cell in texts.iloc[:, order]]
        filled = [cell for cell in column if cell]
        # (every cell grouped, or short: "1.110" above "895")
        grouped = comma_elsewhere and all(re.fullmatch(r"\d{1,3}(?:\.\d{3})*", cell) for cell in filled)
        grouped = grouped and any("." in cell for cell in filled)
        if grouped or decimal_separator(filled) == ",":
            frame.isetitem(place, [float(c.replace(".", "").replace(",", ".")) if c else math.nan for c in column])
    return frame


def _start_of_last_record(text: bytes, delimiter: str) -> int | None:
    """The line on which the last record starts (the one an unclosed quote stretches to the end)."""
    reader = csv.reader(io.StringIO(text.decode("utf-8"), newline=""), delimiter=delimiter)
    line, start = 1, None
    try:
        for _ in reader:
            start, line = line, reader.line_num + 1
    except csv.Error:
        return None
    return start


def _pandas_error(detail: str) -> InvalidInputError:
    """A parser failure in plain words (pandas' own message names C internals)."""
    numbers = _PANDAS_LINE.search(detail)
    line = int(numbers.group(1) or numbers.group(2)) if numbers else None
    where = f" near line {line:,}" if line is not None else ""
    return InvalidInputError(
        f"The file could not be read as CSV{where}. Check that every row has as many fields as the header and "
        'that every quoted field is closed ("...").'
    )


def _drop_empty_unnamed_columns(frame: pd.DataFrame, unnamed: list[str]) -> pd.DataFrame:
    """Drop the columns with neither a name nor a value (a delimiter at the end of every line makes one)."""
    if not unnamed:
        return frame
    empty = frame[unnamed].isna().all(axis=0)
    return frame.drop(columns=list(empty.index[empty.to_numpy()]))


def _blank_lines(text: bytes, lines: list[int]) -> bytes:
    """Empty the given lines (1-based), which the parser then skips; every other line keeps its number."""
    if not lines:
        return text
    parts = text.split(b"\n", max(lines))
    for line in lines:
        parts[line - 1] = b""
    return b"\n".join(parts)


def _blank_empty_rows(text: bytes, delimiter: str) -> tuple[bytes, bool]:
    """Empty the lines made of delimiters alone (a spreadsheet's empty rows), which pandas then skips.

    Dropping those rows from the parsed frame instead is slow when it has thousands of columns. With double
    quotes in the file a line may lie inside a quoted value, so the text is kept and the second value returned
    (whether rows of empty cells may remain, to be dropped after parsing) is True when a line made of
    delimiters and quotes alone exists.
    """
    separator = re.escape(delimiter.encode())
    if b'"' in text:
        # (One character class, so the search stays linear: overlapping classes would backtrack quadratically; and
        # the first line apart, so that the search starts at a literal newline, ten times faster than "^|\n".)
        empty = rb'["' + separator + rb"]+\r?(?:\n|$)"
        return text, re.match(empty, text) is not None or re.search(rb"\n" + empty, text) is not None
    line = re.compile(rb"^" + separator + rb"+(?=\r?$)", re.MULTILINE)
    if line.search(text) is None:
        return text, False
    return line.sub(b"", text), False
