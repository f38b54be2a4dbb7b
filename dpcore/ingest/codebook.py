"""A statistics package's codebook beside its data: a workbook whose data sheet names its columns by codes
("s_2_4", "Q3_PreferredLunch") and holds answers as numbers, with another sheet saying what they are.

Two kinds of codebook sheet are recognised by their content, not their names: a sheet of *variable labels* (a
column listing the data's column names, once each, beside a label and perhaps the question it belongs to) renames
the columns ("s_2_4" → "Prioritér forslagene … [Madkursus i Aarhus]"); a sheet of *value labels* (a variable, a code
and a label, several codes per variable) writes each code as its label ("3" → "Curry station"). Everything here
works on rows of cell texts, as the workbook reader and the release script both have them.
"""

from __future__ import annotations

import re

__all__ = ["is_codebook", "with_codebooks"]

#: A code a package gives an answer: a whole number, perhaps negative ("-99": not answered).
CODE = re.compile(r"-?\d{1,4}")
#: How many of a data sheet's first rows may come before its header row.
CODEBOOK_HEADER_BY = 20


def _entries(book: list[list[str]]) -> list[list[str]]:
    """A codebook's rows under its own header (its first row with two filled cells), trimmed of blank cells."""
    start = next((at for at, row in enumerate(book) if sum(bool(cell.strip()) for cell in row) >= 2), len(book))
    return [[cell.strip() for cell in row] for row in book[start + 1 :] if any(cell.strip() for cell in row)]


def _header_row(rows: list[list[str]], variables: set[str]) -> int | None:
    """The data sheet's header: the first row where at least half the filled cells, and three or more, are
    variables the codebook lists, and that names most (four in five) of the variables it lists."""
    for at, row in enumerate(rows[:CODEBOOK_HEADER_BY]):
        filled = {cell.strip() for cell in row if cell.strip()}
        named = len(filled & variables)
        if named >= 3 and 2 * named >= len(filled) and 5 * named >= 4 * len(variables):
            return at
    return None


def _books(rows: list[list[str]], book: list[list[str]]) -> tuple[int, dict[str, str], dict[str, dict[str, str]]]:
    """The data's header row and what ``book`` says of its columns: new names, and labels of codes ((-1, {}, {})
    when ``book`` is no codebook of ``rows``)."""
    entries = [entry for entry in _entries(book) if len(entry) >= 2 and entry[0]]
    variables = {entry[0] for entry in entries}
    header = _header_row(rows, variables) if len(entries) >= 2 else None
    if header is None:
        return -1, {}, {}
    coded = [entry for entry in entries if len(entry) >= 3 and CODE.fullmatch(entry[1]) and entry[2]]
    if len(coded) == len(entries) and len(variables) < len(entries):  # (several codes per variable)
        values: dict[str, dict[str, str]] = {}
        for variable, code, label, *_ in coded:
            values.setdefault(variable, {})[code] = label
        return header, {}, values
    if len(variables) == len(entries) and all(entry[1] and not CODE.fullmatch(entry[1]) for entry in entries):
        names = {}
        for variable, label, *rest in entries:
            question = rest[0] if rest else ""
            names[variable] = f"{question} [{label}]" if question and question != label else label
        return header, names, {}
    return -1, {}, {}


def is_codebook(book: list[list[str]], others: list[list[list[str]]]) -> bool:
    """Whether the sheet ``book`` is a codebook of one of the other sheets ``others`` (their first rows), and so
    holds no answers."""
    return any(_books(rows, book)[0] >= 0 for rows in others)


def with_codebooks(rows: list[list[str]], books: list[list[list[str]]]) -> tuple[list[list[str]], list[str]]:
    """The data sheet's ``rows`` with its columns named and its codes written as the codebooks ``books`` (the
    workbook's other sheets) say, and a note for each; unchanged, with no note, when none is a codebook of it.

    A column's codes are replaced only when every filled cell under the header is a code the book labels (a
    column of other numbers stays as it is); new names are used only when they stay distinct."""
    rows = [list(row) for row in rows]
    notes = []
    for book in books:
        header, names, values = _books(rows, book)
        if header < 0:
            continue
        columns = [cell.strip() for cell in rows[header]]
        renamed = [names.get(name, name) for name in columns]
        if names and len(set(renamed)) == len(renamed) and renamed != columns:
            rows = [*rows[:header], renamed, *rows[header + 1 :]]
            pairs = [(code, label) for code, label in zip(columns, renamed, strict=True) if code != label]
            example = f"“{pairs[0][0]}” is “{pairs[0][1]}”"
            notes.append(f"Named {len(pairs)} columns as the workbook's codebook labels them ({example}, …).")
        labelled = []
        for position, name in enumerate(columns):
            labels = values.get(name)
            below = [
                row[position].strip() for row in rows[header + 1 :] if position < len(row) and row[position].strip()
            ]
            if not labels or not below or not all(cell in labels for cell in below):
                continue
            if all(labels[cell] == cell for cell in below):
                continue  # (ranks 1-5 labelled "1"-"5": nothing to write)
            for row in rows[header + 1 :]:
                if position < len(row) and row[position].strip():
                    row[position] = labels[row[position].strip()]
            labelled.append(renamed[position] if names else name)
        if labelled:
            shown = ", ".join(f"“{name}”" for name in labelled[:3]) + (", …" if len(labelled) > 3 else "")
            notes.append(f"Wrote the coded answers of {shown} as their labels, from the workbook's codebook.")
    return rows, notes
