"""Write the hostile CSV corpus next to this script: ``python tests/hostile_csv/make_corpus.py``.

Every file is small (a few KB at most) and deterministic, so the corpus is committed and this script only
documents how each file was made. What each file must produce is stated in ``tests/test_hostile_csv.py``;
the big inputs (10,000 columns, 100,000 candidates, a 1 MB cell, a file over the size limit) are built in
that test instead of being committed.
"""

from __future__ import annotations

import gzip
import io
import zipfile
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent

VOTES = "name,choice\nann,Tea\nbob,Coffee\ncy,Tea\ndi,Water\ned,Tea\nflo,Coffee\n"
ACCENTS = "choix\nCafé\nThé\nCafé\n"


def _xlsx() -> bytes:
    """A minimal Excel workbook container (the parts that make a zip an .xlsx)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, content in (
            ("[Content_Types].xml", '<?xml version="1.0"?><Types/>'),
            ("xl/workbook.xml", '<?xml version="1.0"?><workbook/>'),
            ("xl/worksheets/sheet1.xml", '<?xml version="1.0"?><worksheet/>'),
        ):
            archive.writestr(zipfile.ZipInfo(name, date_time=(2024, 1, 1, 0, 0, 0)), content)
    return buffer.getvalue()


def _zip() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr(zipfile.ZipInfo("votes.csv", date_time=(2024, 1, 1, 0, 0, 0)), VOTES)
    return buffer.getvalue()


def corpus() -> dict[str, bytes]:
    """File name → content."""
    random_bytes = np.random.default_rng(20240501).integers(0, 256, size=2048, dtype=np.uint8).tobytes()
    ids = "".join(f"{1000 + i}\n" for i in range(150))
    return {
        # --- not a CSV at all ------------------------------------------------------------------------
        "empty.csv": b"",
        "only_newlines.csv": b"\n\r\n\n\r\n",
        "only_whitespace.csv": b"   \t  \n \t \n    ",
        "bom_only.csv": b"\xef\xbb\xbf",
        "header_only.csv": b"name,choice\n",
        "header_and_empty_rows.csv": b"a,b\n,\n\n,\n",
        "png_image.csv": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00",
        "pdf_document.csv": b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n",
        "zip_archive.zip": _zip(),
        "excel_workbook.xlsx": _xlsx(),
        "excel_97_workbook.xls": b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(504),
        "gzipped.csv.gz": gzip.compress(VOTES.encode(), mtime=0),
        "random_bytes.bin": random_bytes,
        "nul_bytes.csv": b"name,choice\nann,T\x00ea\nbob,Coffee\n",
        "web_page.html": b"<!DOCTYPE html>\n<html><body><table><tr><td>Tea</td></tr></table></body></html>\n",
        "json_document.json": b'[{"choice": "Tea"}, {"choice": "Coffee"}]\n',
        # --- encodings ---------------------------------------------------------------------------------
        "utf8.csv": VOTES.encode(),
        "utf8_bom.csv": b"\xef\xbb\xbf" + ACCENTS.encode(),
        "utf8_bom_then_invalid.csv": b"\xef\xbb\xbfchoix\nCaf\xe9\n",
        "utf16le_bom.csv": ACCENTS.encode("utf-16"),  # CPython writes little-endian with a BOM
        "utf16be_bom.csv": b"\xfe\xff" + ACCENTS.encode("utf-16-be"),
        "utf16le_no_bom.csv": ACCENTS.encode("utf-16-le"),
        "utf16be_no_bom.csv": ACCENTS.encode("utf-16-be"),
        "utf16_odd_length.csv": ACCENTS.encode("utf-16") + b"\x00",
        "latin1.csv": ACCENTS.encode("latin-1"),
        "windows1252_quotes.csv": "choice,price\n“Tea”,2€\n“Tea”,2€\n‘Coffee’,3€\n".encode("cp1252"),
        # --- delimiters, quotes and line endings -----------------------------------------------------
        "semicolon.csv": b"name;choice\nann;Tea, milk\nbob;Coffee\ncy;Tea, milk\n",
        "tab.tsv": b"name\tchoice\nann\tTea\nbob\tCoffee\ncy\tTea\n",
        "pipe.csv": b"name|choice\nann|Tea\nbob|Coffee\ncy|Tea\n",
        "excel_sep_line.csv": b"sep=;\r\nname;choice\r\nann;Tea\r\nbob;Coffee\r\ncy;Tea\r\n",
        "quoted_newlines.csv": b'name,choice\nann,"Tea\nwith milk"\nbob,Coffee\ncy,"Tea\nwith milk"\n',
        "escaped_quotes.csv": b'choice\n"say ""hi"""\n"say ""hi"""\nplain\n',
        "stray_quote_in_field.csv": b'item,n\n5" screen,1\n7" screen,2\n5" screen,3\n',
        "crlf.csv": VOTES.replace("\n", "\r\n").encode(),
        "cr_only.csv": VOTES.replace("\n", "\r").encode(),
        "mixed_line_endings.csv": b"name,choice\r\nann,Tea\rbob,Coffee\ncy,Tea\r\n",
        "blank_lines_between_rows.csv": b"\n\nchoice\n\nTea\n\n\nCoffee\n   \nTea\n\n",
        "trailing_delimiter.csv": b"who,Mon,Tue,\nann,1,0,\nbob,1,1,\n",
        "whitespace_around_names.csv": b" choice , n \nTea,1\nCoffee,2\n",
        "only_quotes.csv": b'"""\n',
        "unclosed_quote.csv": b'name,choice\nann,"Tea\nbob,Coffee\ncy,Tea\n',
        # --- shape problems ----------------------------------------------------------------------------
        "ragged_short_row.csv": b"a,b,c\n1,2,3\n4,5\n",
        "ragged_long_row.csv": b"a,b\n1,2\n3,4,5\n",
        "ragged_trailing_delimiter_on_data.csv": b"a,b\n1,2,\n3,4,\n",
        "duplicate_column_names.csv": b"vote,vote,n\nA,B,1\n",
        "duplicate_names_after_strip.csv": b"vote, vote\nA,B\n",
        "blank_header_cell.csv": b"a,,c\n1,2,3\n",
        "blank_last_header_with_data.csv": b"a,b,\n1,2,3\n",
        "all_blank_header.csv": b",,\n1,2,3\n",
        "header_all_numbers.csv": b"2019,2020,2021\n1,0,1\n1,1,0\n",
        "header_repeated_numbers.csv": b"1,0,1\n0,1,1\n",
        # --- cells: formulas, text kept as text ------------------------------------------------------
        "formula_cells_votes.csv": (b'choice\n=1+1\n+SUM(A1:A9)\n-2+3\n@cmd\n"=HYPERLINK(""http://x"",""y"")"\n=1+1\n'),
        "formula_column_names.csv": b"=A1,+B2,-C3,@D4\n1,0,1,1\n1,1,0,0\n",
        "na_words_kept.csv": b"choice\nNA\nNA\nnan\nNone\n",
        "id_column_votes.csv": ("id\n" + ids).encode(),
        "single_candidate.csv": b"choice\nTea\nTea\nTea\n",
        "single_row.csv": b"name,choice\nann,Tea\n",
        "single_cell.csv": b"choice\nTea\n",
        # --- bids ---------------------------------------------------------------------------------------
        "bids_ok_currency.csv": "bid\n$1.00\n€3\n2.00 £\n 1.5 \n".encode(),
        "bids_non_numeric.csv": b"bid\n1.50\nabc\n2\n",
        "bids_negative.csv": b"name,bid\nann,1\nbob,-2\n",
        "bids_nan.csv": b"bid\n1\nNaN\n",
        "bids_inf.csv": b"bid\n1\ninf\n",
        "bids_1e400.csv": b"bid\n2\n1e400\n",
        "bids_empty_cell.csv": b"name,bid\nann,1\nbob,\ncy,2\n",
        "bids_thousands_separator.csv": b'bid\n"$1,000"\n2\n',
        "bids_decimal_comma.csv": b"bid\n1,30\n2,50\n",
        "bids_huge.csv": b"bid\n1e308\n2\n0\n",
        "bids_true_false.csv": b"bid\nTrue\nFalse\n",
        # --- availability / approval -------------------------------------------------------------------
        "availability_all_zero.csv": b"who,Mon,Tue\nann,0,0\nbob,0,\n",
        "availability_words.csv": "who,Mon,Tue,Wed\nann,yes,X,✓\nbob,no,,FALSE\ncy,Y,x,-\n".encode(),
        "availability_bad_cell.csv": b"who,Mon\nann,1\nbob,maybe\n",
        "availability_out_of_range.csv": b"who,Mon\nann,1\nbob,2\n",
        "availability_400_digit_number.csv": b"who,Mon\nann,1\nbob," + b"9" * 400 + b"\n",
        # --- counts -------------------------------------------------------------------------------------
        "counts_ok.csv": b"category,count\nMarried,5\nSingle,7\nWidowed,0\n",
        "counts_duplicate_category.csv": b"category,count\nB,5\nB,7\n",
        "counts_negative.csv": b"category,count\nA,5\nB,-7\n",
        "counts_too_large.csv": b"category,count\nA,1e20\nB,1\n",
        "counts_missing_label.csv": b"category,count\nA,5\n,7\n",
    }


def main() -> None:
    for name, content in corpus().items():
        (HERE / name).write_bytes(content)


if __name__ == "__main__":
    main()
