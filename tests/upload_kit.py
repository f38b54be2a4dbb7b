"""What the reader's tests share: a file read as the page reads an upload, and exports written from rows."""

from __future__ import annotations

import io

from openpyxl import Workbook

from dpcore.ingest.layout import score_layout
from dpcore.ingest.readings import understand_upload


def read(data: bytes, name: str = "export.csv"):  # noqa: ANN201
    """As the page reads an upload: the table, the reading it chose, and the scores."""
    frame, guess = understand_upload(data, file_name=name)
    return frame, guess, score_layout(frame, guess.layout)


def lines(rows: list[list[object]], separator: str = ",") -> str:
    """Rows as delimited text, each cell written as it is (quote a cell yourself where a tool would)."""
    return "\n".join(separator.join(str(cell) for cell in row) for row in rows)


def workbook(sheets: dict[str, list[list[object]]]) -> bytes:
    """An .xlsx with the given sheets, in order, and their rows."""
    book = Workbook()
    book.remove(book.active)
    for title, rows in sheets.items():
        sheet = book.create_sheet(title)
        for row in rows:
            sheet.append(row)
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()
