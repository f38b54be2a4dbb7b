"""Tests for dpcore.workbook (an .xlsx upload read in memory, as CSV text) and read_table on workbooks.

Workbooks are built in memory with openpyxl; zip bombs with zipfile, checked to be refused before any member is
decompressed (zipfile's readers and openpyxl are made to fail if they are reached)."""

from __future__ import annotations

import datetime as dt
import io
import struct
import tempfile
import zipfile
from pathlib import Path

import openpyxl
import pandas as pd
import pytest

from dpcore.ingest import workbook
from dpcore.ingest.table import read_table
from dpcore.ingest.workbook import MAX_UNCOMPRESSED_BYTES, is_workbook, sheet_names, workbook_csv
from dpcore.validation import InvalidInputError
from tests.upload_kit import workbook as _book

EXPORTS = Path(__file__).resolve().parent / "exports"


def _csv(data: bytes, **options: object) -> str:
    return workbook_csv(data, **options).decode("utf-8")


VOTES = [["Name", "Vote"], ["Ann", "Dune"], ["Bob", "Hyperion"], ["Cat", "Dune"]]
PRICES = [["Item", "Price"], ["Tea", 3.5], ["Cake", 4]]


def _with_member(data: bytes, name: str, content: bytes, *, method: int = zipfile.ZIP_DEFLATED) -> bytes:
    """``data`` (a workbook) with one more member."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as source, zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            target.writestr(info, source.read(info.filename))
        target.writestr(name, content, compress_type=method)
    return buffer.getvalue()


def _forbid_decompression(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """From now on, record (and stop) any opening of a zip member or loading by openpyxl; return the record.

    (The module turns any openpyxl failure into an InvalidInputError, so the record, not the exception, is checked.)
    """
    calls: list[str] = []

    def refuse(*args: object, **kwargs: object) -> None:
        calls.append(repr(args[1:2]))
        raise AssertionError("a member was decompressed before the archive was checked")

    monkeypatch.setattr(zipfile.ZipFile, "open", refuse)
    monkeypatch.setattr(zipfile.ZipFile, "read", refuse)
    monkeypatch.setattr(openpyxl, "load_workbook", refuse)
    return calls


def _assert_refused_unopened(
    monkeypatch: pytest.MonkeyPatch, data: bytes, *, match: str, table_match: str | None = None
) -> None:
    """workbook_csv refuses ``data`` with a message matching ``match`` (and read_table with ``table_match``, when
    given) before opening any zip member or calling openpyxl."""
    calls = _forbid_decompression(monkeypatch)
    with pytest.raises(InvalidInputError, match=match):
        workbook_csv(data)
    if table_match is not None:
        with pytest.raises(InvalidInputError, match=table_match):
            read_table(data)
    assert calls == []


# --- recognising and listing ----------------------------------------------------------------------------------


def test_is_workbook() -> None:
    assert is_workbook(_book({"Sheet1": VOTES}))
    assert not is_workbook(b"Name,Vote\nAnn,Dune\n")
    assert not is_workbook(b"")
    plain_zip = io.BytesIO()
    with zipfile.ZipFile(plain_zip, "w") as archive:
        archive.writestr("votes.csv", "Name,Vote\n")
    assert not is_workbook(plain_zip.getvalue())  # a zip, but not a workbook
    data = _book({"Sheet1": VOTES})
    assert not is_workbook(data[: len(data) // 2])  # damaged: never raises


def test_sheet_names_in_tab_order() -> None:
    data = _book({"Responses": VOTES, "Prices": PRICES, "Notes": [["x"]]})
    assert sheet_names(data) == ("Responses", "Prices", "Notes")


# --- one sheet as CSV ----------------------------------------------------------------------------------------


def test_the_first_sheet_by_default_and_a_named_sheet() -> None:
    data = _book({"Responses": VOTES, "Prices": PRICES})
    assert _csv(data) == "Name,Vote\nAnn,Dune\nBob,Hyperion\nCat,Dune\n"
    assert _csv(data, sheet="Prices") == "Item,Price\nTea,3.5\nCake,4\n"


def test_a_missing_sheet_is_refused_naming_the_sheets() -> None:
    data = _book({"Responses": VOTES, "Prices": PRICES})
    with pytest.raises(InvalidInputError, match="no sheet 'Nope'. Choose one of: Responses, Prices"):
        workbook_csv(data, sheet="Nope")


def test_an_empty_sheet_is_refused() -> None:
    data = _book({"Responses": VOTES, "Empty": []})
    with pytest.raises(InvalidInputError, match="The sheet 'Empty' is empty"):
        workbook_csv(data, sheet="Empty")
    with pytest.raises(InvalidInputError, match="empty"):
        read_table(data, sheet="Empty")


def test_a_sheet_of_empty_strings_is_empty() -> None:
    data = _book({"Blank": [[None, None], [None, ""]]})
    with pytest.raises(InvalidInputError, match="is empty"):
        workbook_csv(data)


def test_cell_values_become_text_as_documented() -> None:
    rows = [
        ["Name", "When", "Amount", "Paid", "Time", "Count", "Big"],
        ["Ann", dt.datetime(2026, 3, 16, 9, 0), 1310.5, True, dt.time(9, 30), 3.0, 2.0**60],
        ["Bob", dt.datetime(2026, 3, 16, 9, 0, 7), -2.25, False, None, 42, None],
    ]
    lines = _csv(_book({"Sheet1": rows})).splitlines()
    assert lines[0] == "Name,When,Amount,Paid,Time,Count,Big"
    ann = lines[1].split(",")
    assert ann[:6] == ["Ann", "2026-03-16 09:00", "1310.5", "TRUE", "09:30:00", "3"]  # whole float without ".0"
    assert float(ann[6]) == 2.0**60  # beyond 2**53 a float is not written as an int, but reads back the same
    assert lines[2] == "Bob,2026-03-16 09:00:07,-2.25,FALSE,,42,"  # seconds shown only when there are some


def test_a_date_cell_is_written_in_iso_form() -> None:
    text = _csv(_book({"Sheet1": [["Name", "Day"], ["Ann", dt.date(2026, 3, 1)]]}))
    assert text.splitlines()[1].startswith("Ann,2026-03-01")


def test_a_formula_is_never_written_as_its_text() -> None:
    # openpyxl stores no computed value, so the last computed value is empty; the formula itself must not leak.
    text = _csv(_book({"Sheet1": [["A", "B"], [1, 2], [3, "=SUM(A2:A3)"]]}))
    assert "SUM" not in text and "=" not in text


def test_text_cells_are_quoted_when_they_hold_commas_quotes_or_newlines() -> None:
    rows = [["Name", "Books"], ['Ann "A."', "Dune, I, Robot"], ["Bob", "line one\nline two"]]
    frame = read_table(_book({"Sheet1": rows}))
    assert frame["Name"].tolist() == ['Ann "A."', "Bob"]
    assert frame["Books"].tolist() == ["Dune, I, Robot", "line one\nline two"]


def test_trailing_empty_rows_and_columns_are_trimmed() -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["Name", "Vote"])
    sheet.append(["Ann", "Dune"])
    sheet["F10"] = ""  # a touched but empty cell far away
    sheet["D1"] = None
    buffer = io.BytesIO()
    book.save(buffer)
    assert _csv(buffer.getvalue()) == "Name,Vote\nAnn,Dune\n"


def test_a_title_row_above_the_table_is_written_as_one_cell() -> None:
    rows = [[None, "Team poll", None], [], ["Name", "Mon", "Tue"], ["Ann", "OK", None], ["Bob", None, "OK"]]
    text = _csv(_book({"Sheet1": rows}))
    assert text.splitlines()[:3] == ["Team poll", "", "Name,Mon,Tue"]


def test_a_workbook_with_a_title_row_reads_as_the_table_below_it() -> None:
    rows = [["Team poll"], [], ["Name", "Mon", "Tue"], ["Ann", "OK", None], ["Bob", None, "(OK)"]]
    frame = read_table(_book({"Sheet1": rows}))
    assert list(frame.columns) == ["Name", "Mon", "Tue"]
    assert frame["Name"].tolist() == ["Ann", "Bob"]
    assert frame.attrs["notes"] == ["Skipped lines 1–2 above the table (a title, a link or blank lines)."]


def test_a_title_row_above_a_two_column_sheet_is_read_as_the_table_below_it() -> None:
    """Readable: the title and the blank row above a two-column sheet are skipped (and the note says so)."""
    frame = read_table(_book({"Sheet1": [["Book club votes"], [], *VOTES]}))
    assert list(frame.columns) == ["Name", "Vote"]
    assert frame.values.tolist() == VOTES[1:]
    assert frame.attrs["notes"] == ["Skipped lines 1–2 above the table (a title, a link or blank lines)."]


# --- read_table on workbooks ----------------------------------------------------------------------------------------


def test_read_table_reads_the_first_sheet_and_lists_them_all() -> None:
    data = _book({"Responses": VOTES, "Prices": PRICES})
    frame = read_table(data)
    assert frame["Vote"].tolist() == ["Dune", "Hyperion", "Dune"]
    assert frame.attrs["sheets"] == ("Responses", "Prices")
    assert frame.attrs["sheet"] == "Responses"


def test_read_table_reads_each_of_several_sheets() -> None:
    data = _book({"Responses": VOTES, "Prices": PRICES, "More": [["A", "B"], ["x", "y"]]})
    assert read_table(data, sheet="Prices")["Price"].tolist() == [3.5, 4.0]
    assert read_table(data, sheet="More")["B"].tolist() == ["y"]
    assert read_table(data, sheet="More").attrs["sheet"] == "More"


def test_read_table_names_the_sheet_it_actually_read() -> None:
    # An unknown sheet name (say, left over from the previous upload) falls back to the first sheet; the attrs
    # must then say so, so that the page does not claim to show the other sheet.
    frame = read_table(_book({"Responses": VOTES, "Prices": PRICES}), sheet="Gone")
    assert frame.attrs["sheet"] == "Responses"
    assert list(frame.columns) == ["Name", "Vote"]


def test_numbers_written_as_text_in_a_sheet_are_read_by_the_number_reader() -> None:
    from dpcore.ingest.cells import read_numbers

    data = _book({"Bids": [["Bidder", "Bid"], ["a", "$1,310.00"], ["b", 980.5], ["c", "$12"]]})
    frame = read_table(data)
    assert read_numbers(frame["Bid"]).values.tolist() == [1310.0, 980.5, 12.0]


def test_a_summary_row_in_a_sheet_is_left_out() -> None:
    data = _book({"Counts": [["Category", "Count"], ["A", 5], ["B", 3], ["C", 4], ["Total", 12]]})
    frame = read_table(data)
    assert frame["Category"].tolist() == ["A", "B", "C"]
    assert frame.attrs["notes"] == ["Left out the summary row “Total” (row 4 under the header)."]


def test_a_workbook_reads_like_its_save_as_csv() -> None:
    from_workbook = read_table((EXPORTS / "doodle_export.xlsx").read_bytes())
    from_csv = read_table((EXPORTS / "doodle_export.csv").read_bytes())
    pd.testing.assert_frame_equal(from_workbook, from_csv, check_dtype=False)
    assert from_workbook.attrs["notes"] == from_csv.attrs["notes"]


def test_ms_forms_native_workbook_has_real_dates_as_iso_text() -> None:
    frame = read_table((EXPORTS / "ms_forms_native.xlsx").read_bytes())
    assert frame.attrs["sheet"] == "Sheet1"
    assert len(frame) == 25
    assert frame["Start time"].str.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d(:\d\d)?").all()


def test_read_table_refuses_a_workbook_over_max_bytes() -> None:
    data = _book({"Sheet1": VOTES})
    with pytest.raises(InvalidInputError, match="larger than"):
        read_table(data, max_bytes=len(data) - 1)


def test_nothing_touches_the_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    data = _book({"Responses": VOTES, "Prices": PRICES})

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("a temporary file was created")

    for name in ("mkstemp", "mkdtemp", "NamedTemporaryFile", "TemporaryFile", "SpooledTemporaryFile"):
        monkeypatch.setattr(tempfile, name, refuse)
    real_open = open

    def open_for_reading_only(file: object, mode: str = "r", *args: object, **kwargs: object) -> object:
        assert not any(flag in mode for flag in "wax+"), f"opened {file!r} for writing"
        return real_open(file, mode, *args, **kwargs)

    monkeypatch.setattr("builtins.open", open_for_reading_only)
    assert read_table(data, sheet="Prices")["Item"].tolist() == ["Tea", "Cake"]


# --- damaged and hostile workbooks ---------------------------------------------------------------------------------


def test_a_truncated_workbook_is_refused_with_a_message() -> None:
    data = _book({"Sheet1": VOTES})
    truncated = data[: len(data) // 2]
    with pytest.raises(InvalidInputError, match="damaged"):
        workbook_csv(truncated)
    with pytest.raises(InvalidInputError, match="damaged"):
        sheet_names(truncated)
    with pytest.raises(InvalidInputError):  # read_table no longer sees a workbook: the CSV reader names the format
        read_table(truncated)


def test_a_workbook_with_a_corrupted_sheet_is_refused_with_a_message() -> None:
    data = bytearray(_book({"Sheet1": VOTES}))
    with zipfile.ZipFile(io.BytesIO(bytes(data))) as archive:
        info = archive.getinfo("xl/worksheets/sheet1.xml")
    start = info.header_offset + 30 + len(info.filename.encode()) + len(info.extra)
    for position in range(start, start + info.compress_size):
        data[position] ^= 0xFF
    with pytest.raises(InvalidInputError, match="could not be (opened|read)"):
        read_table(bytes(data))


def test_a_zip_with_a_workbook_name_but_no_workbook_inside_is_refused() -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("xl/workbook.xml", "<not-a-workbook/>")
    with pytest.raises(InvalidInputError, match="could not be opened"):
        read_table(buffer.getvalue())


def test_an_old_xls_saved_as_xlsx_is_named() -> None:
    xls = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(504) + b"Workbook" + bytes(512)
    with pytest.raises(InvalidInputError, match=r"Excel workbook \(\.xls\)"):
        read_table(xls)
    with pytest.raises(InvalidInputError, match="damaged"):
        workbook_csv(xls)


def test_a_member_with_a_huge_compression_ratio_is_refused_before_decompression(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # 5 MB of zeros deflate to about 5 kB (a ratio near 1000, over the 200 allowed) — no real sheet does that.
    bomb = _with_member(_book({"Sheet1": VOTES}), "xl/media/zeros.bin", bytes(5 * 1024 * 1024))
    assert len(bomb) < 100_000
    _assert_refused_unopened(monkeypatch, bomb, match="unpack", table_match="unpack")


def test_the_ratio_rule_allows_a_small_well_compressed_member() -> None:
    # The rule allows 1 MB beyond 200 × the packed size: a little very compressible XML is fine.
    data = _with_member(_book({"Sheet1": VOTES}), "xl/media/zeros.bin", bytes(512 * 1024))
    assert read_table(data)["Vote"].tolist() == ["Dune", "Hyperion", "Dune"]


def test_the_ratio_refusal_states_a_true_reason() -> None:
    bomb = _with_member(_book({"Sheet1": VOTES}), "xl/media/zeros.bin", bytes(5 * 1024 * 1024))
    with pytest.raises(InvalidInputError) as caught:
        workbook_csv(bomb)
    assert "more than the 200 MB allowed" not in str(caught.value)


def test_the_uncompressed_size_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    data = _with_member(_book({"Sheet1": VOTES}), "xl/media/noise.bin", bytes(range(256)) * 1200, method=0)
    total = sum(info.file_size for info in zipfile.ZipFile(io.BytesIO(data)).infolist())
    monkeypatch.setattr(workbook, "MAX_UNCOMPRESSED_BYTES", total - 1)
    _assert_refused_unopened(monkeypatch, data, match="would unpack to")


def test_the_same_workbook_passes_at_the_real_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    data = _with_member(_book({"Sheet1": VOTES}), "xl/media/noise.bin", bytes(range(256)) * 1200, method=0)
    total = sum(info.file_size for info in zipfile.ZipFile(io.BytesIO(data)).infolist())
    monkeypatch.setattr(workbook, "MAX_UNCOMPRESSED_BYTES", total)
    assert _csv(data).startswith("Name,Vote\n")


def _declaring(data: bytes, member: str, size: int) -> bytes:
    """``data`` with the central directory entry of ``member`` declaring ``size`` uncompressed bytes."""
    patched = bytearray(data)
    name = member.encode()
    position = patched.find(b"PK\x01\x02")
    while position >= 0:
        name_length = struct.unpack_from("<H", patched, position + 28)[0]
        if patched[position + 46 : position + 46 + name_length] == name:
            struct.pack_into("<I", patched, position + 24, size)
            return bytes(patched)
        position = patched.find(b"PK\x01\x02", position + 4)
    raise AssertionError(f"{member} not found")


def test_a_small_zip_declaring_a_huge_member_is_refused_before_decompression(monkeypatch: pytest.MonkeyPatch) -> None:
    data = _book({"Sheet1": VOTES})
    bomb = _declaring(data, "xl/worksheets/sheet1.xml", 0xFFFF_0000)  # about 4 GB declared, a few kB sent
    assert len(bomb) == len(data)
    assert zipfile.ZipFile(io.BytesIO(bomb)).getinfo("xl/worksheets/sheet1.xml").file_size == 0xFFFF_0000
    _assert_refused_unopened(monkeypatch, bomb, match="would unpack to 4,096 MB", table_match="would unpack to")
    assert MAX_UNCOMPRESSED_BYTES < 0xFFFF_0000


def test_a_zip_with_too_many_members_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("xl/workbook.xml", "")
        for number in range(10_000):
            archive.writestr(f"xl/p{number}", "")
    _assert_refused_unopened(monkeypatch, buffer.getvalue(), match="10,001 parts")


def test_a_sheet_with_too_many_cells_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    data = _book({"Sheet1": VOTES})  # 4 rows × 2 columns
    monkeypatch.setattr(workbook, "_MAX_CELLS", 7)
    with pytest.raises(InvalidInputError, match="8 cells, more than the 7 allowed"):
        workbook_csv(data)
    monkeypatch.setattr(workbook, "_MAX_CELLS", 8)
    assert _csv(data).count("\n") == 4


def test_the_decompression_guard_itself_bites(monkeypatch: pytest.MonkeyPatch) -> None:
    # Without this, the "before decompression" tests above could pass with a guard that never fires.
    data = _book({"Sheet1": VOTES})
    calls = _forbid_decompression(monkeypatch)
    with pytest.raises(InvalidInputError):  # the module turns the guard's error into its own message
        workbook_csv(data)
    assert calls != []


def test_a_tiny_sheet_with_far_apart_cells_is_refused_before_it_is_expanded(monkeypatch: pytest.MonkeyPatch) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["Name", "Vote"])
    sheet.append(["Ann", "Dune"])
    sheet["ALL2000"] = "x"  # column 1,000, row 2,000
    buffer = io.BytesIO()
    book.save(buffer)
    data = buffer.getvalue()
    assert len(data) < 10_000
    monkeypatch.setattr(workbook, "_MAX_CELLS", 100_000)
    converted = 0
    cell_text = workbook._cell_text

    def counting(value: object) -> str:
        nonlocal converted
        converted += 1
        return cell_text(value)

    monkeypatch.setattr(workbook, "_cell_text", counting)
    with pytest.raises(InvalidInputError, match="cells"):
        workbook_csv(data)
    assert converted <= 2 * 100_000  # the limit bounds the work, not only the result
