"""Reading an Excel workbook (.xlsx) upload in memory, as CSV text for :func:`dpcore.ingest.csv_reader.read_csv_bytes`.

A workbook is a zip of XML files. Before anything is parsed the zip's directory is checked: its uncompressed size
(:data:`MAX_UNCOMPRESSED_BYTES`), its number of members and its compression ratio, so that a small upload cannot
unpack into gigabytes. The sheet is then read by openpyxl (read-only, values not formulas; with defusedxml
installed, openpyxl refuses XML entity tricks) from the bytes in memory: nothing touches the disk.

The sheet becomes CSV text so that one reader finds the header, skips the lines above it and reads the rows
(:mod:`dpcore.ingest.csv_reader`): a workbook and its "Save as CSV" give the same table. Rows above the table with at
most one filled cell (a title) are written as a single cell, as a CSV export would show them.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import re
import zipfile
from typing import Any

from dpcore.ingest.codebook import CODEBOOK_HEADER_BY, is_codebook, with_codebooks
from dpcore.validation import InvalidInputError, show

__all__ = [
    "MAX_UNCOMPRESSED_BYTES",
    "SHEETS_LOOKED_AT",
    "codebook_sheets",
    "is_workbook",
    "sheet_csv",
    "sheet_names",
    "workbook_csv",
]

#: Largest total uncompressed size of a workbook's members (a 1,000,000-cell sheet is about 60 MB of XML).
MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024
_MAX_MEMBERS = 10_000
_MAX_RATIO = 200  # uncompressed / compressed; spreadsheet XML compresses about 10-30×
_MAX_CELLS = 20_000_000
SHEETS_LOOKED_AT = 12  # a workbook's first sheets are looked at for tables and codebooks; the rest are not
_CODEBOOK_ROWS = 5_000  # a codebook lists a label per variable or per code: a sheet of more rows is data
_CODEBOOK_COLUMNS = 4  # variable, code or label, label, question


def is_workbook(data: bytes) -> bool:
    """Whether ``data`` is a zip that holds an Excel workbook (``xl/workbook.xml``)."""
    if not data.startswith(b"PK\x03\x04"):
        return False
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            return "xl/workbook.xml" in archive.namelist()
    except (zipfile.BadZipFile, OSError, ValueError):
        return False


def sheet_names(data: bytes) -> tuple[str, ...]:
    """The workbook's worksheet names, in tab order."""
    workbook = _open(data)
    try:
        return tuple(workbook.sheetnames)
    finally:
        workbook.close()


def workbook_csv(data: bytes, *, sheet: str | None = None) -> bytes:
    """:func:`sheet_csv` without its notes."""
    return sheet_csv(data, sheet=sheet)[0]


def sheet_csv(data: bytes, *, sheet: str | None = None) -> tuple[bytes, list[str]]:
    """One sheet (the first when ``sheet`` is None) as UTF-8 CSV bytes, its columns named and its codes written as
    another sheet that is its codebook says (:mod:`dpcore.ingest.codebook`), with a note for each.

    Numbers are written as Python prints them (``1310.5``), whole floats without ``.0``; dates and times in ISO
    form (``2026-03-16 09:00``); formulas as their last computed value; empty cells empty.

    Raises
    ------
    InvalidInputError
        For a damaged or encrypted workbook, one that unpacks too large, a missing sheet, or an empty sheet.
    """
    workbook = _open(data)
    try:
        names = workbook.sheetnames
        name = names[0] if sheet is None else sheet
        if name not in names:
            raise InvalidInputError(f"The workbook has no sheet {show(name)}. Choose one of: {', '.join(names)}.")
        rows, notes = with_codebooks(_sheet_rows(workbook[name]), _codebooks(workbook, name))
    except InvalidInputError:
        raise
    except Exception:  # openpyxl raises many kinds of errors on damaged files
        raise InvalidInputError(
            "This workbook could not be read (it may be damaged or password-protected). Open it in your spreadsheet "
            "and save it again as .xlsx, or as “CSV UTF-8”."
        ) from None
    finally:
        workbook.close()
    return _as_csv(rows, sheet=name), notes


def codebook_sheets(data: bytes) -> frozenset[str]:
    """The sheets that are another sheet's codebook (they hold no answers: :mod:`dpcore.ingest.codebook`)."""
    workbook = _open(data)
    try:
        names = workbook.sheetnames[:SHEETS_LOOKED_AT]
        heads = {name: _head(workbook[name]) for name in names}
        others = {name: [head for other, head in heads.items() if other != name] for name in names}
        return frozenset(name for name in names if is_codebook(_book(workbook[name]) or [], others[name]))
    except Exception:  # (a damaged workbook is reported when its sheet is read)
        return frozenset()
    finally:
        workbook.close()


def _codebooks(workbook: Any, name: str) -> list[list[list[str]]]:
    """The workbook's other sheets that are small and narrow enough to be codebooks, as rows of text."""
    books = [_book(workbook[other]) for other in workbook.sheetnames[:SHEETS_LOOKED_AT] if other != name]
    return [book for book in books if book]


def _book(sheet: Any) -> list[list[str]] | None:
    """A sheet's rows as text when it has at most :data:`_CODEBOOK_ROWS` rows, in its first four columns."""
    sheet.reset_dimensions()
    rows = sheet.iter_rows(max_row=_CODEBOOK_ROWS + 1, max_col=_CODEBOOK_COLUMNS, values_only=True)
    found = [[_cell_text(value) for value in row] for row in rows]
    return found if len(found) <= _CODEBOOK_ROWS else None


def _head(sheet: Any) -> list[list[str]]:
    """A sheet's first rows, where its header is, as text."""
    sheet.reset_dimensions()
    return [
        [_cell_text(value) for value in row] for row in sheet.iter_rows(max_row=CODEBOOK_HEADER_BY, values_only=True)
    ]


def _sheet_rows(sheet: Any) -> list[list[str]]:
    """The sheet's cells as text, row by row, refused as soon as they pass the cell limit.

    The size the sheet declares (its ``<dimension>``) is ignored: openpyxl would pad every row to it, so a 5 kB
    file declaring a million rows could take minutes and gigabytes. Rows are read as they are stored.
    """
    sheet.reset_dimensions()
    rows: list[list[str]] = []
    fractions: set[tuple[int, int]] = set()  # (row, column) of the cells stored as numbers with a fraction
    cells = 0
    for row in sheet.iter_rows(values_only=True):
        cells += max(len(row), 1)
        if cells > _MAX_CELLS:
            raise InvalidInputError(
                f"The sheet has at least {cells:,} cells, more than the {_MAX_CELLS:,} allowed. Keep only the rows "
                "and columns you need."
            )
        fractions |= {(len(rows), at) for at, value in enumerate(row) if isinstance(value, float) and value % 1}
        rows.append([_cell_text(value) for value in row])
    return _decimal_commas_kept(rows, fractions)


_COMMA_DECIMAL = re.compile(r"-?\d+,\d+")
_POINT_DECIMAL = re.compile(r"-?\d+\.\d+")


def _decimal_commas_kept(rows: list[list[str]], fractions: set[tuple[int, int]]) -> list[list[str]]:
    """A column where some numbers are stored as text with a decimal comma ("22,0", as OCR or a paste leaves them)
    and the others as numbers ("21.5"): the numbers written with a comma too, so that the column reads one way."""
    by_column: dict[int, set[int]] = {}
    for number, at in fractions:
        by_column.setdefault(at, set()).add(number)
    for at, numbers in by_column.items():
        texts = [row[at] for number, row in enumerate(rows) if at < len(row) and number not in numbers]
        commas = any(_COMMA_DECIMAL.fullmatch(text) for text in texts)
        if commas and not any(_POINT_DECIMAL.fullmatch(text) for text in texts):
            for number in numbers:
                rows[number][at] = rows[number][at].replace(".", ",")
    return rows


def _open(data: bytes) -> Any:  # an openpyxl Workbook (openpyxl ships no type information)
    _check_archive(data)
    import openpyxl  # imported on first use: most visitors never upload a workbook

    try:
        return openpyxl.load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    except Exception:
        raise InvalidInputError(
            "This workbook could not be opened (it may be damaged, password-protected, or an old .xls saved with a "
            "new name). Save it again as .xlsx or as “CSV UTF-8”."
        ) from None


def _check_archive(data: bytes) -> None:
    """Refuse a zip whose members would unpack too large, before any of them is decompressed."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            members = archive.infolist()
    except (zipfile.BadZipFile, OSError, ValueError):
        raise InvalidInputError("This workbook is damaged (its zip structure cannot be read). Save it again.") from None
    if len(members) > _MAX_MEMBERS:
        raise InvalidInputError(f"This workbook has {len(members):,} parts, more than any spreadsheet. Save it again.")
    unpacked = sum(member.file_size for member in members)
    packed = sum(member.compress_size for member in members)
    if unpacked > MAX_UNCOMPRESSED_BYTES:
        raise InvalidInputError(
            f"This workbook would unpack to {unpacked / 1024**2:,.0f} MB, more than the "
            f"{MAX_UNCOMPRESSED_BYTES / 1024**2:,.0f} MB allowed. Keep only the sheet and columns you need, or save "
            "the sheet as “CSV UTF-8”."
        )
    if unpacked > _MAX_RATIO * max(packed, 1) + 1024 * 1024:
        raise InvalidInputError(
            f"This workbook unpacks to {unpacked / max(packed, 1):,.0f} times its size, far more than a spreadsheet "
            "does: it may be built to exhaust the server. Save the sheet again, or as “CSV UTF-8”."
        )


def _cell_text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, float) and value.is_integer() and abs(value) < 2**53:
        return str(int(value))
    if isinstance(value, dt.datetime):
        return value.isoformat(sep=" ", timespec="minutes" if not value.second else "seconds")
    if isinstance(value, dt.date | dt.time):
        return value.isoformat()
    return str(value)


def _as_csv(rows: list[list[str]], *, sheet: str) -> bytes:
    while rows and not any(rows[-1]):
        rows.pop()
    if not rows:
        raise InvalidInputError(f"The sheet {show(sheet)} is empty. Choose the sheet that holds the table.")
    width = max(len(row) for row in rows)  # (rows are as stored: a short one is padded below)
    while width > 1 and not any(len(row) >= width and row[width - 1] for row in rows):
        width -= 1  # trailing columns that are empty in every row
    if len(rows) * width > _MAX_CELLS:
        raise InvalidInputError(
            f"The sheet {show(sheet)} has {len(rows) * width:,} cells, more than the {_MAX_CELLS:,} allowed."
        )
    output = io.StringIO()
    writer = csv.writer(output, lineterminator="\n")
    table_started = False
    for row in rows:
        cells = row[:width] + [""] * (width - len(row))
        filled = sum(bool(cell.strip()) for cell in cells)
        table_started = table_started or filled >= 2
        # Above the table, a title row keeps only its filled cell, as a CSV export shows it.
        writer.writerow(cells if table_started else [cell for cell in cells if cell.strip()][:1])
    return output.getvalue().encode("utf-8")
