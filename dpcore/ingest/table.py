"""Reading an upload into a table: CSV or Excel workbook, then summary rows and columns left out with a note.

:func:`read_table` is what every page calls with the uploaded bytes. It returns a DataFrame whose
``attrs["notes"]`` lists, in plain words, everything the reader decided on the user's behalf (lines skipped above
the table, header rows combined, a Total row left out...), so that the page can show it.

Summary rows: a row near the bottom (or top) whose label is a summary word (Total, Grand Total, Sum, Count,
Gesamt, Summe...), or a last row whose every number is the sum of the numbers above it. Summary columns: a column
named like that whose numbers are the row sums of the other number columns. Counting them as data would make
"Grand Total" the winner.

>>> frame = read_table(b"Row Labels,Count of Vote\\nDune,5\\nHyperion,3\\nGrand Total,8\\n")
>>> frame["Row Labels"].tolist(), frame.attrs["notes"]
(['Dune', 'Hyperion'], ['Left out the summary row “Grand Total” (row 3 under the header).'])
"""

from __future__ import annotations

import itertools
import json
import re

import numpy as np
import pandas as pd

from dpcore.ingest.cells import (
    BAD,
    NO,
    NO_OPINION,
    PLACE,
    SUBTOTAL_WORDS,
    TRUE_WORDS,
    YES,
    answer_kind,
    by_distinct_value,
    counted_in_cell,
    is_no_candidate,
    is_summary_label,
    is_total_label,
    number_share,
    numbers_the_rows,
    plain,
    read_numbers,
)
from dpcore.ingest.csv_reader import (
    DEFAULT_MAX_BYTES,
    KEY_VALUE,
    _note_line,
    codec_of,
    name_stem,
    points_each_may_give,
    poll_results_of,
    read_csv_bytes,
    text_blocks,
    title_text,
)
from dpcore.ingest.layout import RANK_WORDS, nought_where_excluded, transfer_stages
from dpcore.ingest.workbook import SHEETS_LOOKED_AT, codebook_sheets, is_workbook, sheet_csv, sheet_names, workbook_csv
from dpcore.text import count
from dpcore.validation import InvalidInputError

__all__ = [
    "counts_no_candidate",
    "extra_header_rows",
    "is_header_row",
    "read_table",
    "subtotal_rows",
    "tally_total_row",
]

_PROSE_CHARACTERS = 40  # mean characters per cell above which a sheet reads as prose (a read-me), not answers
_EXTRA_HEADER_ROWS = 3
_MADE_UP_NAME = re.compile(r"^Column \d+\**$")  # what the CSV reader calls a column without a name
_BLOCK_ROWS = 1_000  # a stacked block of results starts within the first rows; responses tables are not searched
_CODE_NAME = re.compile(r"^[A-Za-z]{1,6}[_.]?\d+[A-Za-z0-9_.]*$|^[A-Z][A-Za-z]{0,20}$")  # Q1, QID4, Q3_4_TEXT
_EDGE_ROWS = 3  # a labelled summary row must be among the first or last three rows
_FOOT_ROWS_AT_MOST = 6  # rows counting each answer under a grid of answers (yes, no, maybe, no reply...)
SUMMARY_TABLE_ROWS = 500  # a table of results has at most this many rows; beyond, only the first columns label rows
REMARK_WORDS = 3  # a remark says whether its row counts in its first words
_TITLE_LINES = 8  # a block of at most this many lines above a stacked table is its title
HEADING_CHARACTERS = 80  # a block's heading is a name or a question, not prose
_NUMBER_SHARE = 0.9  # a column whose cells are at least this share numbers is a number column


def read_table(
    data: bytes, *, sheet: str | None = None, block: int | None = None, max_bytes: int = DEFAULT_MAX_BYTES
) -> pd.DataFrame:
    """Read an uploaded CSV/TSV file or Excel workbook into a DataFrame, summary rows and columns left out.

    Parameters
    ----------
    data : bytes
        The file's content, in memory (it is never written anywhere).
    sheet : str, optional, keyword-only
        For a workbook, the sheet to read (default: the first that holds a table).
    block : int, optional, keyword-only
        For a sheet or file that stacks several tables (split at empty lines), the one to read (default: all
        of it, as one table; or the one table among a page's lines of text, when all of it reads as one column).

    Returns
    -------
    pandas.DataFrame
        As :func:`dpcore.ingest.csv_reader.read_csv_bytes`; ``attrs`` also holds ``"sheets"`` (a workbook's sheet names,
        else ``()``), ``"sheet"``, ``"table_sheets"`` (the sheets holding a table), ``"blocks"`` (how many
        stacked tables the sheet or file holds, 0 for one), ``"block"`` and ``"notes"``.
    """
    sheets: tuple[str, ...] = ()
    tables: tuple[str, ...] = ()
    codebook_notes: list[str] = []
    if is_workbook(data):
        if len(data) > max_bytes:
            raise InvalidInputError(f"The workbook is larger than the {max_bytes / 1024**2:,.0f} MB limit.")
        sheets = sheet_names(data)
        if sheet not in sheets:
            sheet, tables = _sheet_with_a_table(data, sheets)
        data, codebook_notes = sheet_csv(data, sheet=sheet)
    data, poll_notes, read_in = poll_results_of(data)  # (before the blocks: each question's results are one)
    report, blocks = data, text_blocks(data)
    if block is not None and 0 <= block < len(blocks):
        data = blocks[block]
    else:
        block = None
    frame = read_csv_bytes(data, max_bytes=max_bytes)
    if block is None and len(blocks) == 1 and len(frame.columns) == 1:
        # (one table among a page's or minutes' lines of text, which the file read whole took for one column)
        block, frame = 0, read_csv_bytes(blocks[0], max_bytes=max_bytes)
    if read_in:  # (the poll's lines were written out as a table in UTF-8: the file's own encoding is what it was)
        frame.attrs.update(encoding=read_in, codec=codec_of(read_in))
    if block is not None and not frame.attrs.get("points_each"):  # (a report's prose stands beside its tables)
        frame.attrs["points_each"] = points_each_may_give(report)
    if block and blocks[block - 1].count(b"\n") <= _TITLE_LINES:  # (a report's title stands apart above its table)
        frame.attrs["above"] = title_text(blocks[block - 1] + b" " + frame.attrs.get("above", "").encode())
    frame = answers_without_times(json_lists_as_text(labelled_parts_as_columns(json_objects_as_columns(frame))))
    frame, rated = labelled_ratings_as_numbers(frame)
    frame, unanswered = codes_stated_as_no_answer(frame)
    frame, unmarked = without_outcome_marks(frame)
    notes = poll_notes + list(frame.attrs.get("notes", [])) + codebook_notes
    notes += [note for note in (rated, unanswered, unmarked) if note]
    if sheets and len(sheets) > 1 and tables and sheet != sheets[0]:
        notes.append(f"Read the sheet “{sheet}”: the first sheet, “{sheets[0]}”, holds no table of answers.")
    frame, header_notes = _without_extra_header_rows(frame)
    notes += header_notes
    frame, block_notes = _first_block(frame)
    notes += block_notes
    if signed := signature_rows(frame):
        words = ", ".join(f"“{_row_label(frame, position)}”" for position in signed)
        rows = "the row" if len(signed) == 1 else f"the {len(signed)} rows"
        notes.append(
            f"Left out {rows} under the table ({words}): facts by name (who counted, who signed), not answers."
        )
        frame = frame.drop(index=frame.index[signed])
    frame, grouped = repeated_groups_as_rows(frame)
    notes += [grouped] if grouped else []
    numeric = _numeric_columns(frame)
    if void := rows_without_counts(frame, _numeric_columns(frame, least=0.5)):
        rows = ", ".join(str(position + 1) for position in void)
        words = ", ".join(dict.fromkeys(f"“{_row_label(frame, position)}”" for position in void))
        notes.append(f"Left out the rows {rows} under the header ({words}): their counts are not given.")
        frame = frame.drop(index=frame.index[void])
        numeric = _numeric_columns(frame)
    invalid, status = rows_marked_invalid(frame)
    if not invalid:
        invalid, status = rows_out_of_the_ranking(frame)
    if invalid:
        marks = ", ".join(dict.fromkeys(f"“{frame[status].iloc[position]}”" for position in invalid))
        notes.append(f"Left out {count(len(invalid), 'row')} that “{status}” marks as not counting ({marks}).")
        frame = frame.drop(index=frame.index[invalid])
        numeric = _numeric_columns(frame)
    frame, counted = shares_as_counts(frame, numeric)
    if counted:
        notes.append(counted)
        numeric = _numeric_columns(frame)
    kept, left_out = _without_summary_rows(frame, numeric)
    if left_out:
        positions = frame.index.get_indexer(kept.attrs.pop("_kept_index"))
        numeric = {column: values[positions] for column, values in numeric.items()}
    frame = kept
    notes += left_out
    stated_totals = frame.attrs.pop("stated_totals", {})
    frame, left_out = _without_summary_columns(frame, numeric)
    notes += left_out
    frame, filled = headings_filled_down(frame, _numeric_columns(frame))
    notes += [filled] if filled else []
    # (after the totals: a tool's own count row counts the tests and repeats too)
    frame, stages = excluded_as_nought(frame)
    if stages:
        notes.append(
            f"Read a count by transfers in {len(stages)} stages (“{stages[0]}” … “{stages[-1]}”): a candidate "
            "excluded at a stage has no votes after it, counted 0."
        )
    struck, named_in = rows_struck_through(frame)
    if struck:
        names = ", ".join(f"“{frame[named_in].iloc[position]}”" for position in struck)
        notes.append(f"Left out {count(len(struck), 'row')} struck through ({names} in “{named_in}”).")
        frame = frame.drop(index=frame.index[struck]).reset_index(drop=True)
    frame, tested = without_tests(frame)
    notes += tested
    repeats, named_in, earlier = repeated_entries(frame)
    if repeats:
        notes.append(
            f"Left out {count(len(repeats), 'row')} repeating the answers of an earlier row by the same person "
            f"({_repeaters(frame[named_in], repeats, earlier)}): the same answers sent twice count once."
        )
        frame = frame.drop(index=frame.index[repeats]).reset_index(drop=True)
    again, question, unit = votes_beyond_one_per(frame)
    if again:
        rule = ONE_VOTE_PER.search(question)
        notes.append(
            f"Left out {count(len(again), 'later vote')} by the same “{unit}”: the question says "
            f"“{rule.group(0) if rule else ''}”, so each counts once (its first vote)."
        )
        frame = frame.drop(index=frame.index[again]).reset_index(drop=True)
    frame.attrs.update(
        stated_totals=stated_totals,
        sheets=sheets,
        sheet=sheet or "",
        notes=notes,
        table_sheets=tables,
        blocks=len(blocks) if len(blocks) > 1 else 0,  # (one table under report lines is no choice of tables)
        block=block,
    )
    return frame


HEAD_CELLS = 50  # a column's first filled cells, which rule most columns out before every cell is read


#: A column of a repeated group: a field's name (words, no digits) and the group's number ("KandName_3", "Votes2").
GROUPED_NAME = re.compile(r"^([^\W\d_][^\d]*?)[ _.-]?(\d{1,3})$")


def repeated_groups_as_rows(frame: pd.DataFrame) -> tuple[pd.DataFrame, str]:
    """A table that repeats a group of fields across its columns, one group per candidate ("KandName_1",
    "Stimmen_1", "KandName_2", "Stimmen_2"… : a results export per municipality), turned into one row per group,
    the other columns repeated on each: two or more fields in every group, two or more groups, one field
    numbers and one words; and a note saying so. Other tables are returned as they are, with no note."""
    groups: dict[int, dict[str, str]] = {}
    for column in frame.columns:
        found = GROUPED_NAME.match(str(column))
        if found:
            groups.setdefault(int(found[2]), {})[found[1]] = str(column)
    fields = {field for members in groups.values() for field in members}
    numbers = sorted(number for number, members in groups.items() if set(members) == fields)
    if len(fields) < 2 or len(numbers) < 2:
        return frame, ""
    first = [groups[numbers[0]][field] for field in sorted(fields)]
    counted = [pd.to_numeric(frame[column], errors="coerce").notna().mean() >= 0.9 for column in first]
    if all(counted) or not any(counted):
        return frame, ""
    grouped = {groups[number][field] for number in numbers for field in fields}
    kept = [column for column in frame.columns if str(column) not in grouped]
    parts = []
    for number in numbers:
        part = frame[kept].copy()
        for field in sorted(fields):
            part[field] = frame[groups[number][field]].to_numpy()
        parts.append(part)
    rows = pd.concat(parts).sort_index(kind="stable").reset_index(drop=True)
    rows = rows[rows[sorted(fields)].notna().any(axis=1)].reset_index(drop=True)
    rows.attrs = dict(frame.attrs)
    fields_named = ", ".join(f"“{field}”" for field in sorted(fields))
    return rows, f"Read {len(numbers)} groups of the same columns ({fields_named}) as one row each."


def headings_filled_down(frame: pd.DataFrame, numeric: dict[str, np.ndarray]) -> tuple[pd.DataFrame, str]:
    """A column that names a block of rows once, on its first row, and leaves the rows under it empty (a statistics
    package's frequency tables of several variables, one under another; a pivot table that does not repeat its row
    labels), written on every row of its block, and a note saying so. Other tables are returned as they are.
    ``numeric``: the table's columns of numbers (column → values, NaN where a cell is no number).

    Such a column is text, filled on its first row and on at most half of the rows, each filled cell a different
    name heading a block of two or more rows; another column names every row, each name once within its block; and
    the table gives counts (a column of whole numbers). The column stands left of that naming column, and is no
    remark or status, which speaks of its own row only ("Cancelled" beside one bid)."""
    if not 4 <= len(frame) <= SUMMARY_TABLE_ROWS:
        return frame, ""
    texts = {
        column: frame[column].astype("string").str.strip().mask(lambda cells_: cells_ == "") for column in frame.columns
    }
    full = [column for column, cells_ in texts.items() if cells_.notna().all() and number_share(cells_) < 0.5]
    counted = [values[~np.isnan(values)] for values in numeric.values()]
    if not any(len(values) >= 2 and (values >= 0).all() and (values % 1 == 0).all() for values in counted):
        return frame, ""
    columns = list(frame.columns)
    for column, cells_ in texts.items():
        filled = cells_.notna().to_numpy()
        heads = cells_[filled]
        if not filled[0] or not 2 <= filled.sum() <= len(frame) / 2 or heads.duplicated().any():
            continue
        if REMARK_NAME.search(str(column)) or STATUS_NAME.search(str(column)):
            continue  # (a remark or a status on a row speaks of that row only)
        if number_share(heads) >= 0.5 or heads.str.len().max() > HEADING_CHARACTERS:
            continue
        block = np.cumsum(filled)
        if np.bincount(block)[1:].min() < 2:
            continue
        named = [  # (right of the heading: a block's rows stand under its name)
            other
            for other in full
            if columns.index(other) > columns.index(column)
            and not pd.DataFrame({"b": block, "n": texts[other]}).duplicated().any()
        ]
        if not named:
            continue
        out = frame.copy()
        out[column] = frame[column].where(filled).ffill()
        out.attrs = dict(frame.attrs)
        blocks = count(len(heads), "block")
        return out, f"Wrote “{column}” on every row of its block ({blocks}): the file names each block once."
    return frame, ""


#: A row giving how many people a table of shares is of: "Base n", "Unweighted base", "Sample size", "Basis".
BASE_LABEL = re.compile(
    r"^(?:(?:un)?weighted\s+)?base\b|^sample size\b|^n\s*=?$|^basis\b|^total respondents$|^effectif total$|"
    r"^grundgesamtheit$|^base\s*:",
    re.IGNORECASE,
)
#: A table of shares says so in its first column's name ("Column %", "Row percent", "Anteil").
SHARE_NAME = re.compile(r"%|percent|pourcentage|prozent|anteil|porcentaje|percentuale", re.IGNORECASE)


def shares_as_counts(frame: pd.DataFrame, numeric: dict[str, np.ndarray]) -> tuple[pd.DataFrame, str]:
    """A table that gives only shares of a stated base (a crosstab tool's "Column %" with a "Base n" row), with
    each share turned into a count of people (share × that column's base, rounded to whole people), the base row
    left out, and a note saying so. Other tables are returned as they are.

    The first column names the rows, one of them a base (:data:`BASE_LABEL`) of whole numbers; every other cell
    of the number columns is a share: from 0 to 1 (not all whole), or from 0 to 100 when the first column's name
    says percent (:data:`SHARE_NAME`)."""
    if len(frame.columns) < 2 or not 3 <= len(frame) <= SUMMARY_TABLE_ROWS or not numeric:
        return frame, ""
    label = frame.columns[0]
    labels = frame[label].astype("string").str.strip().fillna("")
    based = np.flatnonzero(labels.str.contains(BASE_LABEL).to_numpy(dtype=bool))
    if len(based) != 1 or str(label) in numeric:
        return frame, ""
    row = int(based[0])
    others = np.arange(len(frame)) != row
    percent = bool(SHARE_NAME.search(str(label)))
    columns = {}
    for column, values in numeric.items():
        base, shares = values[row], values[others]
        shares = shares[~np.isnan(shares)]
        if not (np.isfinite(base) and base >= 2 and base % 1 == 0) or len(shares) < 2 or (shares < 0).any():
            return frame, ""
        if not (shares.max() <= 1 and not (shares % 1 == 0).all()) and not (percent and shares.max() <= 100):
            return frame, ""
        columns[column] = np.round(values / (100 if percent and shares.max() > 1 else 1) * base)
    out = frame.copy()
    for column, counts in columns.items():
        out[column] = np.where(others, counts, np.nan)
    out = out.drop(index=frame.index[row])
    out.attrs = dict(frame.attrs)
    return out, (
        f"Read the shares as counts of people: each share × its column's base (“{labels.iloc[row]}”), rounded to "
        "whole people (the file gives shares only)."
    )


def rows_without_counts(frame: pd.DataFrame, numeric: dict[str, np.ndarray]) -> list[int]:
    """Positions of the rows whose counts are not given: a word ("ILEGIBLE", "n. v.": a tally sheet unreadable or
    missing) in at least half of the table's columns of (mostly) numbers (``numeric``: column → values, NaN where a
    cell is no number), three or more, or a word in one and the rest of that half empty ("n. a.": did not start),
    on at most a tenth of the rows. A dash, which a ballot writes for a rank not
    given and a tally for a zero, is no such word."""
    if len(numeric) < 3 or len(frame) < 5:
        return []
    worded = np.column_stack(
        [
            np.isnan(values)
            & frame[column].astype("string").str.contains(r"[^\W\d_]", regex=True).fillna(False).to_numpy()
            for column, values in numeric.items()
        ]
    )
    empty = np.column_stack([frame[column].isna().to_numpy() for column in numeric])
    # (or one such word and the other counts empty: "n. a.", a shooter who did not start, under the total)
    without = np.where(worded.any(axis=1), (worded | empty).sum(axis=1), worded.sum(axis=1))
    marked = np.flatnonzero(without >= max(3, len(numeric) / 2))
    return [int(position) for position in marked] if len(marked) <= len(frame) // 10 else []


#: A row's status saying it does not count: a ballot ruled invalid, a record marked void, spam or a duplicate.
INVALID_STATUS = re.compile(
    r"\b(?:invalid|not valid|void|spoil(?:ed|t)|rejected|disqualified|spam|duplicate|informal|cancell?ed|annull?ed|"
    r"nullified|withdrawn|retracted|draft|archived|deleted|trash(?:ed)?|preview|test|refunded|charge-?back|reversed|"
    r"failed|abandoned|expired|declined|unpaid|aborted|teste|prueba|essai|testi|deneme)\b|^(?:dq|dsq|nr|dnf|dns|wd|ret|dnc)$|тест|テスト|测试|테스트|erstattet|rückerstattet|remboursé|reembolsad|rimborsat|annulé|annulat|anulad|"
    # (a content tool's unpublished rows: drafts, archived or deleted entries, a survey's test runs)
    r"entwurf|archiviert|gelöscht|borrador|brouillon|bozza|szkic|черновик|下書き|草稿|임시저장|storniert|unwirksam|"
    # (a registration withdrawn: "Avanmäld", "Abgemeldet", "Afmeldt", "Uitgeschreven", "Désinscrit")
    r"avanmäld|abgemeldet|afmeldt|avmeldt|uitgeschreven|désinscrit|deregistered|unregistered|"
    # (disqualified in Tamil, Hindi, Bengali, Arabic, Persian, Hebrew)
    r"தகுதி நீக்கம்|अयोग्य|অযোগ্য|مستبعد|غير مؤهل|رد صلاحیت|נפסל|"
    # (a review or a post taken down: hidden, deleted)
    r"\bhidden\b|скрыт|удал[её]н|видален|приховано|versteckt|masqué|oculto|nascosto|ukryt|usunięt|smazán|非表示|隐藏|숨김|삭제|"
    r"ungültig|ongeldig|invalide|non valid|inválid|nieważn|neplatn|érvénytelen|ogiltig|ugyldig|hylätty|geçersiz|"
    r"반품|返品|退货|退貨|\breturned\b|retourniert|retourné|devuelt|возвращ|"  # (an order sent back)
    # (a form saved but never sent, or left half done: "Niet ingediend", "Nepabeigta", "unfinished")
    r"not submitted|unsubmitted|niet ingediend|nicht (?:abgeschickt|abgesendet|eingereicht)|non (?:soumis|envoyé)|"
    r"no enviad|não enviad|\bincomplete\b|\bunfinished\b|not completed|unvollständig|onvolledig|incomplet[oa]?\b|"
    r"nepabeigt|nebaigt|lõpetamata|keskeneräi|ej slutförd|ikke fullført|ikke afsluttet|nieukończon|nedokončen|"
    r"незаверш|незакончен|未完了|未提出|未提交|未完成|미완료|미제출|"
    # (an entry shown but out of the competition: the host's, a guest's, "H.C.", "außer Konkurrenz")
    r"retirad[oa]|retiré|ritirat[oa]|zurückgezogen|teruggetrokken|wycofan|stažen|отозван|снят[оа]? с конкурса|"
    r"hors[ -]concours|^h\.\s?c\.?$|au(?:ß|ss)er konkurrenz|^a\.\s?k\.$|fuera de concurso|fuori concorso|"
    r"buiten mededinging|poza konkursem|вне конкурса|mimo soutěž|out of competition|non classé|nicht gewertet|"
    r"недействительн|недійсн|無効|无效|무효|disqualifi|дисквалифиц|дискваліф|dyskwalifik|diskvalifik|скасован|отменен|"
    r"αποκλεισ|αποκλείσ|ακυρώθ|άκυρ|"
    # (a record entered twice, marked so: "Doublon", "Mükerrer Kayıt", "Дубль", "重複")
    r"doublon|duplikat|dublett|duplicad|duplicat|dubbel|mükerrer|дубл|重複|重复|중복|ซ้ำ|مكرر|تکراری|"
    # (and as East and South Asian, Middle Eastern and Latin American tools write it: "作廢（逾時）", void, late)
    r"無效|作廢|作废|廢票|废票|取消|取り消|失格|취소|실격|ยกเลิก|คืนเงิน|โมฆะ|ไม่ถูกต้อง|अमान्य|रद्द|ملغ[ىي]|باطل|"
    r"غير صالح|لغو|نامعتبر|פסול|בוטל|מבוטל|\b(?:batal|dibatalkan|tidak sah|gugur|hủy|không hợp lệ)\b|cancelad|cancelat",
    re.IGNORECASE,
)
#: :data:`INVALID_STATUS` without accents, for a status a database writes in capitals without them ("ANNULE").
PLAIN_INVALID_STATUS = re.compile(plain(INVALID_STATUS.pattern), re.IGNORECASE)


def says_not_counting(status: str) -> bool:
    """A status that says its row does not count (:data:`INVALID_STATUS`), with or without its accents."""
    return bool(INVALID_STATUS.search(status) or PLAIN_INVALID_STATUS.search(plain(status)))


#: A column that says whether each row counts, by a word of :data:`INVALID_STATUS` or as a yes/no flag.
VALIDITY_NAME = re.compile(
    r"valid|gültig|geldig|platn|válid|geçerli|érvényes|giltig|gyldig|ważn|voimassa|действит|counted|activ|aktiv|активн|"
    r"formal",
    re.IGNORECASE,
)
#: A flag whose "yes" says the row does not count: named with a word of :data:`INVALID_STATUS`, or "Deleted".
NEGATED_VALIDITY_NAME = re.compile(INVALID_STATUS.pattern + r"|deleted|gelöscht", re.IGNORECASE)
STATUS_NAME = re.compile(
    VALIDITY_NAME.pattern
    + r"|status|state\b|estado|statut|stato|ステータス|状態|状态|狀態|상태|สถานะ|स्थिति|حالة|وضعیت|"
    r"סטטוס|durum|trạng thái|статус|состояние|стан\b|κατάσταση|stav\b|állapot|tila\b|"
    r"^நிலை$|অবস্থা|^حالت$|מצב",  # (Tamil, Bengali, Persian, Hebrew)
    re.IGNORECASE,
)
#: A column of remarks, where a row's note may begin by saying it does not count ("Cancelled - over-voting").
REMARK_NAME = re.compile(
    r"^not$|^notlar$|açıklama|remark|remarq|note|comment|observa|bemerk|anmerk|opmerk|uwag|примітк|примечан|poznámk|megjegyz|huomautu|anmärk|bemærk|"
    r"merknad|osservaz|備考|备注|비고|παρατηρ|σχόλι|σημείωσ",
    re.IGNORECASE,
)


def rows_out_of_the_ranking(frame: pd.DataFrame) -> tuple[list[int], str]:
    """Positions of the rows that a column of places marks as not ranked (:data:`INVALID_STATUS`: "H.C.", hors
    concours, "DQ") where the other rows hold places ("1er", "2e", "3."), and that column's name; ``[], ""`` if
    none. At most a third of the rows."""
    for column in frame.columns:
        if not RANK_WORDS.search(str(column)):
            continue
        texts = frame[column].astype("string").str.strip()
        filled = texts.dropna()
        placed = filled.str.fullmatch(PLACE)
        out = texts.map(lambda text: not pd.isna(text) and says_not_counting(str(text))).to_numpy(dtype=bool)
        if len(filled) >= 5 and placed.mean() >= 0.6 and 0 < out.sum() <= len(frame) / 3:
            return [int(position) for position in np.flatnonzero(out)], str(column)
    return [], ""


def rows_marked_invalid(frame: pd.DataFrame) -> tuple[list[int], str]:
    """Positions of the rows a status column marks as not counting, and that column's name (``[], ""`` if none).

    A status column is named for a status or validity (:data:`STATUS_NAME`), holds two to six values, and marks
    a minority of the rows, at most a third, as not counting: with a word of :data:`INVALID_STATUS` ("ongeldig",
    "void", "spam", a competition's "DQ") that none of its other values holds (or with nothing else in the
    column), or, named for validity, with "no" ("Valid": FALSE;
    xBase's ".F."; "Invalid": TRUE). A column of choices where one option says "Invalid" is no such column."""
    if len(frame) < 5:
        return [], ""
    for column in frame.columns:
        name = str(column)
        remarks = not STATUS_NAME.search(name) and bool(REMARK_NAME.search(name))
        if not STATUS_NAME.search(name) and not remarks:
            continue
        texts = frame[column].astype("string").str.strip()
        values = texts.dropna().unique()
        if not (1 if remarks else 2) <= len(values) <= 6:
            continue
        # (a remark says so in its first words, "Cancelled - over-voting", "Учасника дискваліфіковано"; further on
        # it may tell of anything)
        invalid = [value for value in values if says_not_counting(_first_words(value) if remarks else value)]
        flags = {value: answer_kind(value.strip(".")) for value in values}  # (xBase writes .T. and .F.)
        if not invalid and VALIDITY_NAME.search(name) and set(flags.values()) == {YES, NO}:
            not_counting = YES if NEGATED_VALIDITY_NAME.search(name) else NO
            invalid = [value for value, flag in flags.items() if flag == not_counting]
        marked = texts.isin(invalid).fillna(False).to_numpy(dtype=bool)
        # (most rows have no remark; a results sheet's status is empty but where a player was disqualified, "DQ")
        only_marks = len(invalid) == len(values)
        among = len(texts) if remarks or only_marks else texts.notna().sum()
        if invalid and (remarks or only_marks or len(invalid) < len(values)) and 0 < marked.sum() <= among / 3:
            return [int(position) for position in np.flatnonzero(marked)], name
    return [], ""


#: The word "test" in the languages forms come in.
_TEST_WORD = (
    r"test(?:e|ing|antwort|i)?|prueba|essai|próba|deneme|тест|テスト|测试|測試|테스트|"
    r"בדיקה|ניסיון|تجربة|تجربه|اختبار|آزمایش|آزمایشی|تست|परीक्षण|टेस्ट|পরীক্ষা|சோதனை"  # (Hebrew, Arabic, Persian …)
)
#: A respondent named as a test of the form, not a voter: "TEST", "Test Admin", "test Julien", "Rui (teste)",
#: "test.form@…".
TEST_ENTRY = re.compile(
    rf"^\W*(?:{_TEST_WORD})(?:\W|$)|\btest(?:e|ing)?\W*$|"
    r"(?:测试|測試|テスト|테스트)\W*$",  # (no word boundary in CJK names: "管理员测试", an admin's test)
    re.IGNORECASE,
)
#: A cell that says only "test", as whoever tries a form out types in its text field.
BARE_TEST = re.compile(rf"\W*(?:{_TEST_WORD})\W*", re.IGNORECASE)
#: A row's own words asking to be left out, in any of its cells: "Testlauf (bitte ignorieren)", "TEST - please ignore".
IGNORE_ME = re.compile(
    r"\b(?:please ignore|pls ignore|ignore this|bitte ignorieren|nicht werten|à ignorer|merci d'ignorer|"
    r"por favor ignorar|no tener en cuenta|da ignorare|graag negeren|niet meetellen|proszę zignorować|prosím ignorovat|"
    r"не учитывать|игнорировать)\b|请忽略|請忽略|无需统计|無視して|無視下さい|무시해|무시하|"
    r"נא להתעלם|להתעלם|يرجى التجاهل|تجاهل|نادیده بگیرید|कृपया अनदेखा",
    re.IGNORECASE,
)
#: A column naming who answered: a name, a user name, an e-mail.
PERSON_NAME = re.compile(
    r"\bname\b|\bnom\b|prénom|nombre|\bnome\b|navn|namn|nimi|imię|jméno|\bnév\b|имя|ім['’]я|名前|氏名|姓名|이름|"
    r"(?:^|\s)שם(?:\s|$)|الاسم|\bاسم\b|\bنام\b|नाम|"  # (Hebrew, Arabic, Persian, Hindi: "שם התלמיד")
    r"\badı\b|soyadı|\bisim\b|"
    r"e-?mail|courriel|e-?posta|correo|sähköposti|\be-?post\b|メール|邮箱|이메일|почт|\buser|utilisateur|respondent|"
    r"participant|voter|teilnehmer|提交人|提交者|填写人|填寫人|回答者|응답자|작성자",
    re.IGNORECASE,
)
#: A column saying how a row came in (the online form, a paper copy, an import), which two entries of one form differ
#: in: "Source", "Kilde", "Quelle", "Kanal".
ENTRY_SOURCE_NAME = re.compile(
    r"^(?:entry |response |data )?(?:source|channel|kilde|quelle|herkunft|fuente|origine?|origem|bron|herkomst|"
    r"źródło|zdroj|forrás|lähde|källa|kanal|kaynak|источник|джерело|来源|來源|出所|経路|출처|경로|πηγή)$",
    re.IGNORECASE,
)
_TRIED_OUT_AT_THE_EDGE = 20  # rows at the top and at the bottom where a form's trial answers are
_TEST_NAMES_AT_MOST = 3  # tests of a form: a few names (an organiser's, a student's test account), not a column of them
_TRIALS_AT_MOST = 5  # rows that say "test" alone at the top or the bottom: a form tried out a few times
#: A time of day in a cell ("23:21"): when a row was sent, which differs between two sendings of the same answers.
_TIME_OF_DAY = re.compile(r"\b\d{1,2}:\d{2}\b")
_PEOPLE_AT_LEAST = 4  # names in the column: fewer name no one person each (a sample's two names over every row)
_NAMES_COMPARED_AT_MOST = 2_000  # names looked at for one within another (a roster; each name's subsets are looked up)
_REPEATS_AT_MOST = 0.1  # of the people (or two): a form sent twice now and then, not a table that repeats by design


def edge_rows(length: int, rows: int) -> list[int]:
    """The positions of a table's first and last ``rows`` rows (all of them in a short table), in order."""
    return sorted({*range(min(rows, length)), *range(max(0, length - rows), length)})


def without_tests(frame: pd.DataFrame) -> tuple[pd.DataFrame, list[str]]:
    """The table without the rows of tests of the form (:func:`rows_of_tests`), each way they are marked in turn (a
    remark asking to be ignored on one, a test account's name on another: at most :data:`_TEST_KINDS_AT_MOST`), and
    a note for each."""
    notes = []
    for _ in range(_TEST_KINDS_AT_MOST):
        tests, named_in = rows_of_tests(frame)
        if not tests:
            break
        names = ", ".join(dict.fromkeys(f"“{frame[named_in].iloc[position]}”" for position in tests))
        notes.append(f"Left out {count(len(tests), 'row')} of a test of the form ({names} in “{named_in}”).")
        frame = frame.drop(index=frame.index[tests]).reset_index(drop=True)
    return frame, notes


_TEST_KINDS_AT_MOST = 3


def rows_of_tests(frame: pd.DataFrame) -> tuple[list[int], str]:
    """Positions of the rows that ask to be left out (:data:`IGNORE_ME`, in any column, at most a fifth of the rows)
    or that a column of names marks as a test of the form (:data:`TEST_ENTRY`, at most three names and a fifth of the
    rows), and that column's name; ``[], ""`` if none. The column of names is named for the person
    (:data:`PERSON_NAME`), or is a roster's unnamed first column."""
    if len(frame) < 5:
        return [], ""
    for column in frame.columns:  # (a row that says so itself, wherever: a session "Testlauf (bitte ignorieren)")
        if pd.api.types.is_numeric_dtype(frame[column]):
            continue
        asks = by_distinct_value(frame[column], lambda texts: texts.str.contains(IGNORE_ME))
        if 0 < asks.sum() <= len(frame) / 5:
            return [int(position) for position in np.flatnonzero(asks)], str(column)
    # (a row whose remark or proposal is the one word "test": the form tried out before it went out, so among the
    # first or the last rows, as a form's export sorts them by time)
    edge = edge_rows(len(frame), _TRIED_OUT_AT_THE_EDGE)
    for column in frame.columns:
        if pd.api.types.is_numeric_dtype(frame[column]):
            continue
        cells = frame[column].iloc[edge].astype("string").str.strip()
        tried = np.asarray(cells.str.fullmatch(BARE_TEST).fillna(False), dtype=bool)
        if 0 < tried.sum() <= max(_TRIALS_AT_MOST, len(frame) / 20):
            return [edge[at] for at in np.flatnonzero(tried)], str(column)
    for column in _people_columns(frame):
        texts = frame[column].astype("string").str.strip()
        marked = by_distinct_value(texts, lambda names: names.str.contains(TEST_ENTRY))
        tests = texts[marked].nunique()
        if 0 < tests <= _TEST_NAMES_AT_MOST and marked.sum() <= len(frame) / 5 and texts.nunique() >= 2 * tests + 2:
            return [int(position) for position in np.flatnonzero(marked)], str(column)
    return [], ""


def excluded_as_nought(frame: pd.DataFrame) -> tuple[pd.DataFrame, list[str]]:
    """A count by transfers (:func:`~dpcore.ingest.layout.transfer_stages`) with a 0 in each later stage of a
    candidate excluded, so that the last stage reads as a column of counts; its stage columns (``[]`` and the frame
    unchanged if none)."""
    stages = transfer_stages(frame)
    if not stages:
        return frame, []
    votes = np.column_stack([read_numbers(frame[name], coerce=True).values for name in stages])
    frame = frame.copy()
    frame[stages] = nought_where_excluded(votes)
    return frame, stages


#: A cell struck through as a Markdown table writes it ("~~Lena (Masterandin)~~"), or with a stroke on each letter.
_STRUCK_THROUGH = re.compile(r"~~[^~]+~~|(?:\S\u0336)+")


def rows_struck_through(frame: pd.DataFrame) -> tuple[list[int], str]:
    """Positions of the rows whose name is struck through (a member who left, kept in a shared note "for
    information"), and the column; ``[], ""`` if none. At most a third of the rows, in the column naming the people
    (:func:`_people_columns`) or the first."""
    for column in dict.fromkeys([*_people_columns(frame), *frame.columns[:1]]):
        if pd.api.types.is_numeric_dtype(frame[column]):
            continue
        struck = by_distinct_value(frame[column], lambda texts: texts.str.strip().str.fullmatch(_STRUCK_THROUGH))
        if 0 < struck.sum() <= len(frame) / 3:
            return [int(position) for position in np.flatnonzero(struck)], str(column)
    return [], ""


def repeated_entries(frame: pd.DataFrame) -> tuple[list[int], str, list[int]]:
    """Positions of the rows that repeat an earlier row's person and every answer (the same form sent twice, a
    ballot stored twice: only the first counts), the column naming the person, and the earlier row each repeats;
    ``[], "", []`` if none. Answers are the columns of few values (not times, ids or comments, which differ between
    two sendings); the people who repeat are at most a tenth of them, or two, and their repeats at most a third of
    the rows. Over three answers or more, a name within another is the same person (:func:`_within_other_names`:
    "Lurdes" and "Avó Lurdes" giving the same answers to every date)."""
    people = _people_columns(frame)
    if not people or len(frame) < 5:
        return [], "", []
    # (a participant's number, different on every row, can show no repeat: their e-mail beside it can)
    repeating = [column for column in people if not frame[column].dropna().is_unique]
    person = max(repeating or people, key=lambda column: frame[column].nunique())
    names = frame[person].astype("string").str.strip().str.casefold()
    answers = [
        column
        for column in frame.columns
        if column != person
        and not (frame[column].is_unique and pd.api.types.is_numeric_dtype(frame[column]))  # (a serial number)
        and frame[column].nunique() <= max(12, len(frame) / 4)
        and by_distinct_value(frame[column], lambda texts: texts.str.contains(_TIME_OF_DAY)).mean() <= 0.5
        and not ENTRY_SOURCE_NAME.search(str(column))  # (the same form, sent online and on paper)
    ]
    found = _repeats(frame, person, names, answers)
    marks = [column for column in answers if _marks_only(frame[column])] if not found[0] else []
    if 3 <= len(marks) < len(answers):
        # (a parent listed once per child, the same ticks on each row beside the child's name, class and teacher:
        # one ballot, however many children)
        found = _repeats(frame, person, names, marks, by_design=True)
    return found


def _marks_only(column: pd.Series) -> bool:
    """A column of ticks: each filled cell a mark that says yes or no ("X", "✓", "1"), some filled."""
    distinct = pd.unique(column.dropna())
    marks = {str(value).strip() for value in distinct[:4]} - {""}
    return len(distinct) <= 3 and 0 < len(marks) <= 2 and all(answer_kind(mark) != BAD for mark in marks)


def _repeats(
    frame: pd.DataFrame, person: str, names: pd.Series, answers: list[str], *, by_design: bool = False
) -> tuple[list[int], str, list[int]]:
    """:func:`repeated_entries` over the given answer columns; ``by_design``: a row per person and another thing
    (a child), so up to a third of the people may repeat."""
    who = _within_other_names(names) if len(answers) >= 3 else names
    entries = pd.concat([who.rename("_who"), frame[answers].astype("string")], axis=1).fillna("")
    repeated = entries.duplicated() & names.notna()
    repeaters, named = who[repeated].nunique(), names.nunique()
    # (a second column naming the same person on both rows, a staff number beside the name, makes it one person's
    # form entered twice, on paper and online, however many did so)
    twice = by_design or _named_twice(frame, entries, repeated, person, answers, named)
    at_most = 1 / 3 if twice else _REPEATS_AT_MOST
    if not (
        named >= _PEOPLE_AT_LEAST and 0 < repeaters <= max(2, at_most * named) and repeated.sum() <= len(frame) / 3
    ):
        return [], "", []
    positions = np.flatnonzero(repeated.to_numpy())
    first = (
        pd.Series(np.arange(len(frame)))
        .groupby(entries.groupby(list(entries.columns), sort=False).ngroup())
        .transform("min")
    )
    return [int(position) for position in positions], str(person), [int(first.iloc[position]) for position in positions]


def _named_twice(
    frame: pd.DataFrame, entries: pd.DataFrame, repeated: pd.Series, person: str, answers: list[str], named: int
) -> bool:
    """Another column than ``person`` names the people as well (as many values as names, give or take a half: a
    staff or member number), and each repeat of an earlier row's answers repeats its value too."""
    if not repeated.any() or len(answers) < 3:
        return False
    for column in frame.columns:
        if column == person or column in answers or not 0.5 * named <= frame[column].nunique() <= 1.5 * named:
            continue
        keyed = pd.concat([entries, frame[column].astype("string").rename("_key")], axis=1).fillna("").duplicated()
        if bool((keyed == repeated).all()):
            return True
    return False


#: A question saying whose vote counts once: "one vote per learner", "een stem per leerder", "eine Stimme pro Haushalt".
ONE_VOTE_PER = re.compile(
    r"\b(?:one|1|a single)\s+(?:vote|ballot|response|answer|entry)\s+(?:per|for each|each)\s+(?P<unit>\w+)|"
    r"\b(?:een|één|eine|ein|un|una|um|uma|jeden|jedna|en|én|ett)\s+(?:stem|stimme|vote|voto|głos|hlas|röst|stemme|"
    r"respuesta|resposta|réponse)\s+(?:per|pro|par|por|na|för|pr\.?)\s+(?P<unit_>\w+)",
    re.IGNORECASE,
)


def votes_beyond_one_per(frame: pd.DataFrame) -> tuple[list[int], str, str]:
    """Positions of the later votes by the same unit when a question says each counts once ("Vote for the theme
    (one vote per learner)" beside a column "Learner / Leerder", two parents voting for one child), the question's
    column and the unit's; ``[], "", ""`` if none. The unit's column is the one other column named by the unit's
    word; the repeats at most a third of the votes."""
    for question in frame.columns:
        found = ONE_VOTE_PER.search(str(question))
        if found is None:
            continue
        stem = name_stem(found["unit"] or found["unit_"])  # (the word or its plural: "learner", "learners")
        if not stem:
            continue
        units = [
            str(column)
            for column in frame.columns
            if column != question and any(part.casefold().startswith(stem) for part in re.findall(r"\w+", str(column)))
        ]
        if len(units) != 1:
            continue
        answered = frame[question].notna() & (frame[question].astype("string").str.strip() != "")
        who = frame[units[0]].astype("string").str.strip().str.casefold()
        again = answered & who.notna() & who.where(answered).duplicated()
        if 0 < again.sum() <= answered.sum() / 3:
            return [int(position) for position in np.flatnonzero(again.to_numpy(dtype=bool))], str(question), units[0]
    return [], "", ""


def _repeaters(people: pd.Series, repeats: list[int], earlier: list[int]) -> str:
    """Who sent their answers again, with the name they first gave when it differs: "“Théo”, “Lurdes” = “Avó
    Lurdes”"."""
    shown = []
    for position, first in zip(repeats, earlier, strict=True):
        again, before = people.iloc[position], people.iloc[first]
        shown.append(f"“{again}”" + (f" = “{before}”" if again != before else ""))
    return ", ".join(dict.fromkeys(shown))


def _within_other_names(names: pd.Series) -> pd.Series:
    """Each name, or the shortest other name in the column made of some of its words ("avó lurdes" → "lurdes", a
    person entered once with a kinship word and once without)."""
    if names.nunique() > _NAMES_COMPARED_AT_MOST:
        return names  # (a roster of people, not a long table's thousands of voters)
    distinct = {tuple(name.split()): name for name in names.dropna().unique()}
    shorter = {}
    for words, name in distinct.items():
        if 2 <= len(words) <= 4:
            parts = [
                distinct[part]
                for size in range(1, len(words))
                for part in itertools.combinations(words, size)
                if part in distinct
            ]
            if parts:
                shorter[name] = min(parts, key=len)
    return names.replace(shorter) if shorter else names


def _people_columns(frame: pd.DataFrame) -> list[str]:
    """The columns naming who answered: named so, or a roster's unnamed first column (a scheduling poll's)."""
    named = [str(column) for column in frame.columns if PERSON_NAME.search(str(column))]
    if named or not len(frame.columns):
        return named
    first = str(frame.columns[0])
    unnamed = re.fullmatch(r"(?:Unnamed: \d+|Column ?\d+|)", first.strip())
    return [first] if unnamed and frame[first].astype("string").str.contains(r"[^\W\d_]").all() else []


def signature_rows(frame: pd.DataFrame) -> list[int]:
    """The rows closing a table that only state facts by name, every filled cell "Name: value" (who counted and
    signed: "Divan Başkanı: Av. Kemal Erdoğan", "Prepared by: J. Smith"): fewer than half the rows."""
    found: list[int] = []
    for position in range(len(frame) - 1, 0, -1):
        filled = [str(cell).strip() for cell in frame.iloc[position] if not pd.isna(cell)]
        if not filled or not all(KEY_VALUE.match(cell) for cell in filled):
            break
        found.insert(0, position)
    return found if len(found) < len(frame) / 2 else []


def _first_words(text: str) -> str:
    """A remark's first :data:`REMARK_WORDS` words, where it says whether its row counts."""
    return " ".join(str(text).split()[:REMARK_WORDS])


def starts_every_cell(series: pd.Series, mark: str) -> bool:
    """The column's first filled cells all start with ``mark``."""
    head = series.dropna().head(HEAD_CELLS).astype(str).str.lstrip()
    return bool(len(head)) and bool(head.str.startswith(mark).all())


def json_lists_as_text(frame: pd.DataFrame) -> pd.DataFrame:
    """Columns whose filled cells are all JSON lists of names (``["Osprey", "Kestrel"]``, as database tools export
    an array) written as the names joined by "; ", in their order: a list in a cell, as a form tool writes one."""
    changed = {}
    for column in frame.columns:
        if not starts_every_cell(frame[column], "["):  # (most columns are ruled out by their first cells)
            continue
        cells = frame[column].dropna().astype(str).str.strip()
        if cells.empty or not (cells.str.startswith("[") & cells.str.endswith("]")).all():
            continue
        try:
            lists = [json.loads(cell) for cell in cells]
        except ValueError:
            continue
        if all(isinstance(items, list) and all(isinstance(item, str) for item in items) for items in lists):
            joined = pd.Series([_names_joined(items) for items in lists], index=cells.index)
            changed[column] = joined.reindex(frame.index)
    return frame.assign(**changed) if changed else frame


#: Most columns the JSON objects in one column are spread over (a questionnaire's answers by question name).
_JSON_KEYS_AT_MOST = 60


#: One labelled part of a cell: "신메뉴 투표: 쑥 쿠키", "Size = M" (a label with a letter, then its value).
_LABELLED_PART = re.compile(r"([^\W\d_][\w .'’()&+#-]{0,39}?)\s*[:：=]\s*(?!//)(\S.*)", re.DOTALL)
_PART_SEPARATORS = (" / ", " | ", "; ", ", ")  # (not a line break: a review's marks, each on its line, stay whole)
_LABELS_AT_MOST = 8
_PARTS_LOOKED_AT = 500


def labelled_parts_as_columns(frame: pd.DataFrame) -> pd.DataFrame:
    """A column whose cells join labelled parts, the same labels in (nearly) every cell, as a shop writes an order
    line's options ("포장: 기본 포장 / 신메뉴 투표: 쑥 쿠키", "Size: M, Colour: Red"): one column per label, named by
    it, in a note. Each part is "label: value" (or "label = value"), two to :data:`_LABELS_AT_MOST` labels, each in
    four cells of five or more (one label alone, "Q: …", only names what a cell is)."""
    notes = list(frame.attrs.get("notes", []))
    spread: dict[str, pd.Series] = {}
    dropped = []
    for column in frame.columns:
        if pd.api.types.is_numeric_dtype(frame[column]):
            continue
        head = frame[column].head(4 * _PARTS_LOOKED_AT).dropna().head(_PARTS_LOOKED_AT).astype(str).str.strip()
        parts = _labelled_parts([cell for cell in head if cell]) if (head != "").sum() >= 5 else None
        if parts is None:
            continue  # (a long column is read whole only once its first cells are labelled parts)
        cells = frame[column].dropna().astype(str).str.strip()
        cells = cells[cells != ""]
        separator, labels = parts
        split = [dict(_split_labelled(cell, separator)) for cell in cells]
        if sum(not parts for parts in split) > len(cells) / 10:
            continue
        for label in labels:
            name = label if label not in frame.columns and label not in spread else f"{column}: {label}"
            values = [parts.get(label) for parts in split]
            spread[name] = pd.Series(values, index=cells.index, dtype=object).reindex(frame.index)
        dropped.append(column)
        notes.append(
            f"Spread the labelled parts of “{column}” over {count(len(labels), 'column')} (“"
            + "”, “".join(labels)
            + "”)."
        )
    if not dropped:
        return frame
    result = pd.concat([frame.drop(columns=dropped), pd.DataFrame(spread, index=frame.index)], axis=1)
    result.attrs = {**frame.attrs, "notes": notes}
    return result


def _labelled_parts(cells: list[str]) -> tuple[str, list[str]] | None:
    """The separator and the labels of cells that join labelled parts, or None: nine cells in ten made only of
    "label: value" parts, two labels or more, and every label in four cells of five."""
    for separator in _PART_SEPARATORS:
        split = [_split_labelled(cell, separator) for cell in cells]
        if sum(bool(parts) for parts in split) < 0.9 * len(cells):
            continue
        counted: dict[str, int] = {}
        for parts in split:
            for label in dict(parts):
                counted[label] = counted.get(label, 0) + 1
        labels = list(counted)
        if 2 <= len(labels) <= _LABELS_AT_MOST and min(counted.values()) >= 0.8 * len(cells):
            return separator, labels
    return None


def _split_labelled(cell: str, separator: str) -> list[tuple[str, str]]:
    """A cell's labelled parts, split at ``separator``: [(label, value), …], or [] when a part has no label."""
    found = []
    for part in cell.split(separator):
        match = _LABELLED_PART.fullmatch(part.strip())
        if match is None:
            return []
        found.append((match.group(1).strip(), match.group(2).strip()))
    return found


def json_objects_as_columns(frame: pd.DataFrame) -> pd.DataFrame:
    """A column whose cells are mostly JSON objects of answers by question (an experiment or survey framework's
    "response" column: ``{"retreat_venue": "Texel island (NL)"}``, one trial per row) spread over one column per
    key, named by the key, a list of names joined by "; "; the cells that hold no object (a button's "0") are left
    out with the column, in a note. Keys of another kind (nested objects) leave the column as it is."""
    notes = list(frame.attrs.get("notes", []))
    spread: dict[str, pd.Series] = {}
    dropped = []
    for column in frame.columns:
        if pd.api.types.is_numeric_dtype(frame[column]):
            continue
        cells = frame[column].dropna().astype(str).str.strip()
        objects = cells[cells.str.startswith("{") & cells.str.endswith("}")]
        if len(objects) < 2 or len(objects) < len(cells) / 2:
            continue
        try:
            parsed = [json.loads(cell) for cell in objects]
        except ValueError:
            continue
        if not all(isinstance(answers, dict) for answers in parsed):
            continue
        keys = list(dict.fromkeys(key for answers in parsed for key in answers))
        answers_only = all(_json_answer(value) for answers in parsed for value in answers.values())
        if not keys or len(keys) > _JSON_KEYS_AT_MOST or not answers_only:
            continue
        for key in keys:
            name = key if key not in frame.columns and key not in spread else f"{column}: {key}"
            values = [_json_text(answers[key]) if key in answers else None for answers in parsed]
            spread[name] = pd.Series(values, index=objects.index, dtype=object).reindex(frame.index)
        dropped.append(column)
        others = len(cells) - len(objects)
        notes.append(
            f"Spread the answers written as JSON in “{column}” over {count(len(keys), 'column')} (“"
            + "”, “".join(keys[:4])
            + ("”, …)" if len(keys) > 4 else "”)")
            + (f"; left out its {count(others, 'other cell')}." if others else ".")
        )
    if not dropped:
        return frame
    answers = pd.DataFrame(spread, index=frame.index)
    result = pd.concat([frame.drop(columns=dropped), answers], axis=1)
    if (person := _person_of_trials(result, answers)) is not None:
        rows = result[person].nunique()
        notes.append(
            f"Gathered the answers of each “{person}” from its rows (one screen each) into one row: "
            f"{count(rows, 'person')}."
        )
        result = result[[person, *answers.columns]].groupby(person, sort=False).first().reset_index()
    result.attrs = {**frame.attrs, "notes": notes}
    return result


def _person_of_trials(frame: pd.DataFrame, answers: pd.DataFrame) -> str | None:
    """The column saying whose each row is, when each row answers one question of several (an experiment's trials,
    one screen per row): a text column whose values come in runs, each value one run, in which every question is
    answered at most once, so that a person's answers can be put on one row. None when the rows are not trials."""
    filled = answers.notna()
    if len(answers.columns) < 2 or (filled.sum(axis=1) > 1).any():
        return None
    for column in frame.columns:
        if column in answers.columns or pd.api.types.is_numeric_dtype(frame[column]) or frame[column].isna().any():
            continue
        values = frame[column].astype(str)
        runs = int((values != values.shift()).sum())
        if not 2 <= runs == values.nunique() <= len(values) / 2:
            continue
        if int(filled.groupby(values.to_numpy(), sort=False).sum().to_numpy().max()) <= 1:
            return str(column)
    return None


def _json_answer(value: object) -> bool:
    return (
        value is None
        or isinstance(value, str | int | float | bool)
        or (isinstance(value, list) and all(isinstance(item, str) for item in value))
    )


def _json_text(value: object) -> str | None:
    if value is None or value == "":
        return None
    if isinstance(value, list):
        return _names_joined(value) or None
    return str(value)


def _names_joined(items: list[str]) -> str:
    """A JSON list of names in one cell, as a form tool writes a list: the names joined by "; ", in their order."""
    return "; ".join(item.strip() for item in items)


#: An answer with the time it was given written after a colon: "Zakopane: 11.10.2025 22:03" (a colon, so that a
#: timestamp such as "Mon, 6 Oct 2025 09:12" is never cut to its weekday).
ANSWER_AT_TIME = re.compile(
    r"(?P<answer>.+?)\s*:\s+(?:\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|\d{1,2} \w{3,9}\.? \d{2,4})"
    r"(?:,?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp][Mm])?)?"
)


#: A rating written with its point's label: "5 – świetnie", "1 - Poor", "4 (good)".
LABELLED_RATING = re.compile(r"(?P<point>\d{1,2})\s*(?:[-–—:=]\s*|\(\s*)(?P<label>[^\W\d_][^()\d]{0,40}?)\)?")


#: A results page's mark after the winner's name: "Joaquín Ferrer (jferrer)  - elected", "Anna Berg (gewählt)".
_OUTCOME_MARK = re.compile(
    r"\s*(?:[-–—*✓✔]+\s*|\()\s*(?:elected|winner|won|gewählt|gewinner(?:in)?|élue?|elegid[oa]|elett[oa]|eleito|"
    r"gekozen|verkozen|wybran[aya]|zvolen[aý]?|valgt|vald|избран[аы]?|обран[аи]?|当選|당선)\s*[)*✓✔]*\s*$",
    re.IGNORECASE,
)


def without_outcome_marks(frame: pd.DataFrame) -> tuple[pd.DataFrame, str]:
    """A column naming candidates where a few rows (at most a third) carry the results page's mark of who won
    ("Joaquín Ferrer (jferrer)  - elected"): the names without the mark, so that the winner is named as the others
    are; and a note ("" when none)."""
    if len(frame) > SUMMARY_TABLE_ROWS:
        return frame, ""  # (a results page is short)
    for column in frame.columns:
        if pd.api.types.is_numeric_dtype(frame[column]):
            continue
        marked = by_distinct_value(frame[column], lambda texts: texts.str.contains(_OUTCOME_MARK))
        if 0 < marked.sum() <= max(1, len(frame) / 3) and frame[column].notna().sum() >= 3:
            texts = frame[column].astype("string")
            frame = frame.copy()
            first = str(texts[marked].iloc[0])
            frame[column] = texts.str.replace(_OUTCOME_MARK, "", regex=True).astype(object).where(texts.notna())
            return frame, f"Read “{first.strip()}” as “{_OUTCOME_MARK.sub('', first).strip()}”: the mark says who won."
    return frame, ""


#: A code and what it stands for, as a question states its scale: "1 = en lainkaan", "6 = en osaa sanoa".
_STATED_CODE = re.compile(r"(?<![\d.])(\d{1,2})\s*=\s*([^,;()=]+?)\s*(?=[,;)]|$|\s\d{1,2}\s*=)")
_NO_ANSWER = re.compile(rf"(?:{NO_OPINION})\W*", re.IGNORECASE)


def codes_stated_as_no_answer(frame: pd.DataFrame) -> tuple[pd.DataFrame, str]:
    """Columns of numbers whose name states that a code means no answer ("… (1 = en lainkaan, 5 = erittäin
    mielelläni, 6 = en osaa sanoa)", "9 = don't know"): those cells emptied, as a skipped item; and a note ("" when
    none). A code stated so is no mark on the scale, however high."""
    emptied: dict[str, list[str]] = {}
    for column in frame.columns:
        codes = [int(code) for code, meaning in _STATED_CODE.findall(str(column)) if _NO_ANSWER.fullmatch(meaning)]
        if not codes:
            continue
        numbers = read_numbers(frame[column], coerce=True).values
        if np.isnan(numbers[frame[column].notna().to_numpy()]).mean() > 0.1:
            continue  # (not a column of numbers)
        hit = np.isin(numbers, codes)
        if hit.any():
            frame = frame.copy() if not emptied else frame  # (the caller's frame is left as it was)
            frame[column] = frame[column].where(~hit)
            emptied.setdefault(" and ".join(str(code) for code in codes), []).append(str(column))
    if not emptied:
        return frame, ""
    read = ", ".join(f"{code} in {count(len(columns), 'column')}" for code, columns in emptied.items())
    return frame, f"Read {read} as “not answered”, as the question says (“… = {_said(emptied)}”), not as a mark."


def _said(emptied: dict[str, list[str]]) -> str:
    """What the first emptied column's name says its code means ("en osaa sanoa")."""
    column = next(iter(emptied.values()))[0]
    return next(meaning for _, meaning in _STATED_CODE.findall(str(column)) if _NO_ANSWER.fullmatch(meaning))


def labelled_ratings_as_numbers(frame: pd.DataFrame) -> tuple[pd.DataFrame, str]:
    """Columns of ratings where points are written with their label, as numbers, and a note. Each point has one
    label, and either plain numbers are among the cells ("5 – świetnie" beside "4" and "3", as a form writes a
    scale's ends), or every point is labelled and another column uses the same labels for three points or more (a
    grid's scale, "5 - Essential" … "1 - Not at all important"; one column of numbered options, "1 - Pizza", is
    no scale): then up to two other words are the scale's "no answer" ("Don't know"), left empty. The frame
    unchanged and "" when no column is so."""
    scales = {}
    for column in frame.columns:
        if pd.api.types.is_numeric_dtype(frame[column]):
            continue
        distinct = pd.unique(frame[column].dropna())  # (each distinct cell once: 150,000 rows hold a few values)
        raw = pd.Series(distinct, dtype=object)
        texts = raw.astype(str).str.strip()
        raw, texts = raw[texts != ""], texts[texts != ""]
        labelled = texts.str.fullmatch(LABELLED_RATING.pattern).astype(bool)
        if not labelled.any():
            continue
        found = texts[labelled].str.extract(LABELLED_RATING.pattern)
        if found.groupby("point")["label"].nunique().max() > 1:
            continue  # (a point named two ways: no scale's labels)
        plain = texts.str.fullmatch(r"\d{1,2}").astype(bool)
        labels = set(zip(found["point"], found["label"].str.strip().str.casefold(), strict=True))
        scales[column] = (raw, texts, labelled, plain, labels)
    changed = {}
    for column, (raw, texts, labelled, plain, labels) in scales.items():
        mixed = plain.any() and (labelled | plain).all()
        shared = len(labels) >= 3 and any(
            len(labels & other[4]) >= 3 for name, other in scales.items() if name != column
        )
        if mixed or (shared and (~labelled & ~plain).sum() <= 2):
            keep = labelled | plain
            numbers = texts[keep].str.extract(r"^(\d{1,2})")[0].astype(float)
            changed[column] = frame[column].map(dict(zip(raw[keep], numbers, strict=True)))
    if not changed:
        return frame, ""
    return frame.assign(
        **changed
    ), f"Read the ratings written with their labels (“5 – …”) as their numbers in {count(len(changed), 'column')}."


def answers_without_times(frame: pd.DataFrame) -> pd.DataFrame:
    """Text columns whose every filled cell is an answer followed by the time it was given (a mail client's voting
    tracker: "Zakopane: 11.10.2025 22:03"), the same few answers on many rows: the answers alone."""
    changed = {}
    for column in frame.columns:
        if pd.api.types.is_numeric_dtype(frame[column]):
            continue
        head = frame[column].dropna().head(HEAD_CELLS).astype(str).str.strip()
        if head.empty or not head.str.fullmatch(ANSWER_AT_TIME.pattern).all():
            continue  # (most columns are ruled out by their first cells)
        cells = frame[column].dropna().astype(str).str.strip()
        if len(cells) < 4:
            continue
        found = cells.str.fullmatch(ANSWER_AT_TIME.pattern)
        if not found.all():
            continue
        answers = cells.str.extract(ANSWER_AT_TIME.pattern)["answer"]
        if answers.nunique() <= len(answers) / 2 < cells.nunique():
            changed[column] = answers.reindex(frame.index)
    return frame.assign(**changed) if changed else frame


def _sheet_with_a_table(data: bytes, sheets: tuple[str, ...]) -> tuple[str | None, tuple[str, ...]]:
    """The first sheet that holds a table (a read-me or cover sheet of prose is passed over), and every sheet that
    holds one, so that a page can ask which when there are several. Looks at most at the first 12 sheets."""
    tables = []
    codebooks = codebook_sheets(data) if len(sheets) > 1 else frozenset()
    for name in sheets[:SHEETS_LOOKED_AT]:
        if name in codebooks:
            continue  # (a codebook names another sheet's columns and codes: it holds no answers)
        try:
            frame = read_csv_bytes(workbook_csv(data, sheet=name))
        except InvalidInputError:
            continue
        if _holds_a_table(frame):
            tables.append(name)
    return (tables[0] if tables else sheets[0] if sheets else None), tuple(tables)


def _holds_a_table(frame: pd.DataFrame) -> bool:
    """Two or more filled columns and two or more rows of short cells: answers, not a page of prose."""
    filled = frame.dropna(axis=1, how="all")
    if filled.shape[1] < 2 or len(filled) < 2:
        return False
    if filled.shape[1] > 2:
        return True  # three or more filled columns: a table, even of long questions repeated on every row
    texts = filled.astype(str).where(filled.notna(), "")
    # (a cover sheet: facts by name, "Toplantı tarihi | 15.03.2026", then a sentence alone on its row)
    alone = texts.iloc[:, 0][texts.iloc[:, 1].eq("")]
    if alone.map(_is_sentence).any():
        return False
    return float(texts.map(len).to_numpy().mean()) < _PROSE_CHARACTERS


def _is_sentence(text: str) -> bool:
    """Prose: six words or more ending as a sentence ends."""
    return len(text.split()) >= 6 and text.rstrip().endswith((".", "!", "…", "。"))


def _without_extra_header_rows(frame: pd.DataFrame) -> tuple[pd.DataFrame, list[str]]:
    """Rows right under the header that are more header (the question's text, import ids in braces, a row of
    column ids), recognised by content: in the columns whose cells below are numbers or dates, these rows hold
    words; or most of their cells are ``{...}`` codes. Their text replaces a short code name (Q1 → the question)."""
    extra = extra_header_rows(frame, _EXTRA_HEADER_ROWS)
    if not extra:
        return frame, []
    names = [str(name) for name in frame.columns]
    for position in range(extra):
        texts = ["" if pd.isna(cell) else str(cell).strip() for cell in frame.iloc[position]]
        # A sparse header above a full one ("Multiple Choice, , 58 votes" over "Option, Votes, Percentage") is a
        # subtitle: the full row names the columns.
        subtitle = sum(map(bool, texts)) > sum(not _MADE_UP_NAME.match(name) for name in names)
        for index, text in enumerate(texts):
            if not text or text.startswith("{") or text in names:
                continue
            if subtitle or _CODE_NAME.match(names[index]) or _MADE_UP_NAME.match(names[index]):
                names[index] = text
    kept = frame.iloc[extra:].copy()
    kept.columns = names
    kept.index = frame.index[extra:]
    rows = "row 1" if extra == 1 else f"rows 1–{extra}"
    note = f"Under the header, {rows} held more header (question text or import ids): read as column names."
    return kept, [note]


def _first_block(frame: pd.DataFrame) -> tuple[pd.DataFrame, list[str]]:
    """The first table of a sheet that stacks several (results exports: one block per question). A block ends
    where a title row (only its first cell filled) is followed by a row of words where the block had numbers,
    the next block's header: words the block above never held in those columns (a row with only a name, someone
    who has not answered a date poll yet, is followed by answers such as the rows above hold), or the block's own
    first row again (an election's second round, its bookkeeping rows repeated)."""
    numeric = [column for column in frame.columns[1:] if number_share(frame[column].head(50).dropna()) >= 0.5]
    if not numeric or len(frame) < 4:
        return frame, []
    for position in range(2, min(len(frame) - 1, _BLOCK_ROWS)):
        row = frame.iloc[position]
        title = not pd.isna(row.iloc[0]) and row.iloc[1:].isna().all()
        following = frame.iloc[position + 1 : position + 3]
        above = {str(cell).strip() for cell in frame.iloc[:position][numeric].stack()}
        header_below = any(
            bool(words := [str(cell).strip() for cell in line[numeric] if number_share(pd.Series([str(cell)])) == 0])
            and (not above.intersection(words) or _same_cells(line, frame.iloc[0]))
            and line[numeric].notna().all()
            for _, line in following.iterrows()
        )
        if title and header_below:
            kept = frame.iloc[:position].copy()
            below = len(frame) - position
            note = (
                f"The sheet holds more tables below this one (from row {position + 1} under the header, "
                f"“{str(row.iloc[0])[:40]}”); read the first, {position} rows, and left out the {below} below."
            )
            return kept, [note]
    return frame, []


def _same_cells(first: pd.Series, second: pd.Series) -> bool:
    """Two rows holding the same cells (a stacked table's first row repeated under the next one's title)."""
    return [str(cell).strip() for cell in first] == [str(cell).strip() for cell in second]


def extra_header_rows(frame: pd.DataFrame, most: int) -> int:
    """How many rows (up to ``most``) under the header are more header: the largest block of rows each of which
    :func:`is_header_row` against the rows below the block (a program's label rows, "Units" then "Comments" over
    a small table's numbers, are judged against the numbers, not against each other)."""
    for extra in range(min(most, len(frame) - 2), 0, -1):
        if all(is_header_row(frame, position, data_from=extra) for position in range(extra)):
            return extra
    return 0


def is_header_row(frame: pd.DataFrame, position: int, data_from: int | None = None) -> bool:
    """A row right under the header that is more header: most of its cells ``{...}`` import ids, or words where
    the cells below (from row ``data_from``, by default the next) are of one type (numbers, or answers such as ✔ /
    ❌ / maybe): a question's text, a second row of column names ("To" under "From" in a scheduling poll)."""
    row = frame.iloc[position]
    texts = [str(cell).strip() for cell in row if not pd.isna(cell) and str(cell).strip()]
    if not texts:
        return False
    if sum(text.startswith("{") and text.endswith("}") for text in texts) >= len(texts) / 2:
        return True
    start = position + 1 if data_from is None else data_from
    below = frame.iloc[start : start + 200]
    typed = worded = blank = 0
    for column in frame.columns:
        cell = row[column]
        values = below[column].dropna()
        numbers = number_share(values.astype(str).str.rstrip("% ")) >= 0.9  # (a share written "45.4%" is a number)
        answers = not numbers and values.nunique() <= 6 and float((values.map(answer_kind) != BAD).mean()) >= 0.9
        if len(values) < 2 or not (numbers or answers):
            continue
        typed += 1
        text = "" if pd.isna(cell) else str(cell).strip()
        worded += bool(text) and number_share(pd.Series([text])) == 0 and answer_kind(text) == BAD
        blank += not text
    # (a second header row may leave blank a column whose name says it all: each candidate's party under the
    # candidate, nothing under "Total"; three words over numbers make a header row however many it leaves blank)
    wide_enough = len(texts) >= 0.5 * frame.shape[1] or worded >= 3
    return typed >= 2 and worded >= 2 and worded >= 0.8 * (typed - blank) and wide_enough


def _without_summary_rows(frame: pd.DataFrame, numeric: dict[str, np.ndarray]) -> tuple[pd.DataFrame, list[str]]:
    if len(frame) < 2:
        return frame, []
    # The first two columns, and any column naming one thing per row (a summary's option column may come later).
    label_columns = [
        column
        for position, column in enumerate(frame.columns)
        if not pd.api.types.is_numeric_dtype(frame[column])
        and (position < 2 or (len(frame) <= SUMMARY_TABLE_ROWS and frame[column].nunique() >= 0.8 * len(frame)))
    ]
    edge = edge_rows(len(frame), _EDGE_ROWS)
    summary = {
        position
        for position in edge
        for column in label_columns
        if is_summary_label(frame[column].iloc[position]) and _row_is_summary_like(frame, position, column)
    }
    # (a subtotal says what it is anywhere in the table: "소계" under each district of a count by polling station)
    summary |= {
        int(position)
        for column in label_columns[:2]
        for position in np.flatnonzero(frame[column].astype(str).str.strip().str.lower().isin(SUBTOTAL_WORDS))
        if _row_is_summary_like(frame, int(position), column)
    }
    if not summary and (
        _last_row_is_sum(frame, numeric) or last_row_counts_marks(frame, numeric) or _last_row_states_a_total(frame)
    ):
        summary = {len(frame) - 1}
    tally_end, groups = None, []
    if len(frame) <= SUMMARY_TABLE_ROWS:  # (a tally sheet or an outline is short; a million responses are not one)
        every_number = {str(column): read_numbers(frame[column], coerce=True).values for column in frame.columns}
        summary |= answer_count_rows(frame, every_number)
        tally_end = tally_total_row(frame, every_number, label_columns)
        groups = subtotal_rows(frame, every_number) or totals_under_groups(frame, every_number, label_columns)
    if tally_end is not None:
        summary = set(range(tally_end, len(frame)))
    summary |= set(groups)
    remarks = set(range(len(frame) - remark_rows_at_foot(frame, label_columns), len(frame)))
    summary |= remarks
    if not summary or len(summary) >= len(frame):
        return frame, []
    notes = [
        f"Left out the {'row of remarks' if position in remarks else 'summary row'} "
        f"“{_row_label(frame, position)}” (row {position + 1} under the header)."
        for position in sorted(summary)
    ]
    if groups:
        names = list(dict.fromkeys(f"“{_group_label(frame, position, label_columns)}”" for position in groups))
        notes = [note for position, note in zip(sorted(summary), notes, strict=True) if position not in groups]
        notes.append(
            f"Left out {len(groups)} group rows ({', '.join(names[:3])}{', …' if len(names) > 3 else ''}): each "
            "holds the sum of its group's rows."
        )
    if tally_end is not None and len(summary) > 1:
        below = [_row_label(frame, position) for position in range(tally_end + 1, len(frame))]
        notes = [
            f"Left out the total row “{_row_label(frame, tally_end)}” (row {tally_end + 1} under the header) and "
            f"the {len(below)} rows below it ({', '.join(f'“{label}”' for label in below[:3] if label)}"
            f"{', …' if len(below) > 3 else ''}): they count ballots and voters, not candidates."
        ]
    kept = frame.drop(index=frame.index[sorted(summary)])
    # The totals the file states, per number column, for the gate to check against the counts it sums.
    # (a total counts the blank, invalid or abstaining ballots left out above it too: those are taken off)
    totals = {
        str(column): float(values[position]) - _no_candidates_above(frame, summary, position, values)
        for position in sorted(summary)
        if is_total_label(_row_label(frame, position))
        for column, values in numeric.items()
        if np.isfinite(values[position])
    }
    kept.attrs = {**frame.attrs, "_kept_index": kept.index, "stated_totals": totals}
    if tally_end is not None and _shares_of_columns(frame, range(tally_end + 1, len(frame)), list(frame.columns[1:])):
        kept.attrs["column_shares"] = True
    return kept.reset_index(drop=True), notes


def _shares_of_columns(frame: pd.DataFrame, positions: range, columns: list[str]) -> bool:
    """Whether a row under the total row gives each column's share of the whole ("19,4%" … "100,0%", adding up to
    100): the columns are what the file shares the votes out among, the candidates (a turnout per polling station
    does not add up so)."""
    for position in positions:
        texts = [
            str(frame[column].iloc[position]).strip() for column in columns if not pd.isna(frame[column].iloc[position])
        ]
        if len(texts) < 2 or sum(text.endswith("%") for text in texts) < 0.8 * len(columns):
            continue
        shares = read_numbers(pd.Series([text.rstrip("% ") for text in texts]), coerce=True).values
        parts = shares[~np.isclose(shares, 100.0)]
        if len(parts) >= 2 and abs(float(np.nansum(parts)) - 100.0) <= 1.0:
            return True
    return False


def _no_candidates_above(frame: pd.DataFrame, summary: set[int], position: int, values: np.ndarray) -> float:
    """What the rows left out above a total row count of ballots that chose no candidate ("Abstain", "Blank"); not
    a row that adds up the candidates' rows ("Geçerli oy", the valid votes)."""
    candidates = np.nansum(values[[row for row in range(position) if row not in summary]])
    above = [
        row
        for row in summary
        if row < position and is_no_candidate(_row_label(frame, row)) and not np.isclose(values[row], candidates)
    ]
    return float(np.nansum(values[above])) if above else 0.0


#: A cell that states a total with its number, as a leaderboard's foot writes it: "合計 15,572,677 歩", "Total: 1 204".
_TOTAL_IN_A_CELL = re.compile(r"\s*(?P<word>[^\d\s:：]{1,20})\s*[:：]?\s*\d[\d.,\s'\u202f]*[^\d\s]{0,6}\s*")


def _last_row_states_a_total(frame: pd.DataFrame) -> bool:
    """The last row holds a cell that says it is a total, with the number ("合計 15,572,677 歩"), in a column of
    numbers above it: the foot of a leaderboard, no competitor."""
    if len(frame) < 3:
        return False
    for column in frame.columns:
        cell = frame[column].iloc[-1]
        found = _TOTAL_IN_A_CELL.fullmatch(cell) if isinstance(cell, str) else None
        if found and is_total_label(found["word"]) and number_share(frame[column].iloc[:-1]) >= 0.8:
            return True
    return False


def remark_rows_at_foot(frame: pd.DataFrame, label_columns: list[str]) -> int:
    """How many of the table's last rows are remarks: a last row labelled so ("Comment", "コメント": people's notes
    under a scheduling poll's answers, not an option), or a foot of up to :data:`_FOOTNOTES_AT_MOST` rows with text
    in their first cell alone, one of them a footnote (:func:`_note_line`: "H.C. = hors concours …", "* Ergebnis =
    Mittel ohne …"; a place and date signed under it goes with it), which a text line's check misses in a workbook
    or when a quoted header spans lines."""
    if not label_columns or len(frame) < 3:
        return 0
    if COMMENT_LABEL.fullmatch(str(frame[label_columns[0]].iloc[-1]).strip()):
        return 1
    foot: list[list[str]] = []
    while len(foot) < _FOOTNOTES_AT_MOST and len(frame) - len(foot) > 4:
        row = ["" if pd.isna(cell) else str(cell) for cell in frame.iloc[-1 - len(foot)]]
        if len(row) < 3 or not row[0].strip() or any(cell.strip() for cell in row[1:]):
            break
        foot.append(row)
    return len(foot) if any(_note_line(row, len(row)) for row in foot) else 0


_FOOTNOTES_AT_MOST = 3


_FOOT_UNDER_TOTAL = 3  # rows under a verified total row that are its foot, whatever they say


def tally_total_row(frame: pd.DataFrame, numbers: dict[str, np.ndarray], label_columns: list[str]) -> int | None:
    """Where a tally's bookkeeping starts: a summary-labelled row ("Totale voti validi", "Total valid votes") whose
    whole numbers are exactly the sums of the rows above it, followed only by rows that count ballots or voters
    (blank, invalid, turnout: :func:`dpcore.ingest.cells.is_summary_label`) or hold no number (a signature line),
    or by at most :data:`_FOOT_UNDER_TOTAL` rows.
    ``numbers``: every column read as numbers, NaN where a cell is none ("45,7%" in a turnout row). None when there
    is no such row; a total row at the very bottom is left to the edge rules."""
    for position in range(2, len(frame) - 1):
        if not any(is_summary_label(frame[column].iloc[position]) for column in label_columns):
            continue
        matched = [
            bool(np.isclose(np.nansum(values[:position]), values[position], rtol=1e-9, atol=1e-9))
            for values in numbers.values()
            if np.isfinite(values[position])
            and np.isfinite(values[:position]).sum() >= 2
            and bool((values[: position + 1][np.isfinite(values[: position + 1])] % 1 == 0).all())
        ]
        if not matched or not all(matched):
            continue
        below = range(position + 1, len(frame))
        # (or a short foot under the total, which already holds every candidate: those the question did not apply to,
        # "NSA : 57", and the program's line)
        if len(below) <= _FOOT_UNDER_TOTAL or all(
            counts_no_candidate(frame, row, label_columns, numbers) or counts_all_voters(numbers, row, position)
            for row in below
        ):
            return position
        return None
    return None


def counts_all_voters(numbers: dict[str, np.ndarray], position: int, total: int) -> bool:
    """A row under a tally's total row counting at least as many as it in every column (those who may vote, or who
    did: "Alunos aptos", the eligible pupils of each class, whatever the row is called)."""
    pairs = [(values[position], values[total]) for values in numbers.values() if np.isfinite(values[total])]
    counted = [(value, whole) for value, whole in pairs if np.isfinite(value)]
    return bool(counted) and all(value >= whole for value, whole in counted)


def subtotal_rows(frame: pd.DataFrame, numbers: dict[str, np.ndarray]) -> list[int]:
    """Group rows of an outline (a category over its items, as project and list tools export them): rows with
    fewer cells filled than the rest, each of whose whole numbers is the sum of the rows under it up to the next
    such row, in at least one number column. Empty unless there are two or more and every one adds up."""
    filled = frame.notna().sum(axis=1).to_numpy()
    sparse = [int(row) for row in np.flatnonzero(filled <= np.median(filled) - 2)]
    if len(sparse) < 2 or len(sparse) > len(frame) / 3:
        return []
    ends = [*sparse[1:], len(frame)]
    for start, end in zip(sparse, ends, strict=True):
        if end - start < 2:
            return []
        adds_up = [
            bool(np.isclose(values[start], np.nansum(values[start + 1 : end]), rtol=1e-9, atol=1e-9))
            for values in numbers.values()
            if np.isfinite(values[start]) and np.isfinite(values[start + 1 : end]).any() and values[start] % 1 == 0
        ]
        if not any(adds_up):
            return []
    return sparse


def totals_under_groups(frame: pd.DataFrame, numbers: dict[str, np.ndarray], label_columns: list[str]) -> list[int]:
    """Total rows under each group of rows (a spreadsheet's subtotals, "Nord Totale", "Bologna Total", then "Totale
    generale"; a report's totals by area): rows labelled as a total, in one of the first two columns or as the first
    or last word of a label, each of whose whole numbers is the sum of the rows above it up to the previous such
    row. Empty unless there are two or more groups and every one adds up in every number column it fills."""
    labelled = [
        position
        for position in range(1, len(frame))
        if any(_names_a_total(frame[column].iloc[position]) for column in label_columns[:2])
    ]
    if len(labelled) < 2:
        return []
    groups, start = [], 0
    for position in labelled:
        sums = [
            bool(np.isclose(values[position], np.nansum(values[start:position]), rtol=1e-9, atol=1e-9))
            for values in numbers.values()
            if np.isfinite(values[position]) and np.isfinite(values[start:position]).any()
        ]
        if position - start < 2 or not sums or not all(sums):
            break
        groups.append(position)
        start = position + 1
    return groups if len(groups) >= 2 else []


def _group_label(frame: pd.DataFrame, position: int, label_columns: list[str]) -> str:
    """What a group's row is called: the cell that names it a total ("Total mesa"), else the row's label."""
    named = [frame[column].iloc[position] for column in label_columns[:2]]
    return next((str(cell).strip() for cell in named if _names_a_total(cell)), _row_label(frame, position))


def _names_a_total(cell: object) -> bool:
    words = str(cell).split() if isinstance(cell, str) else []
    return bool(words) and (is_total_label(cell) or is_total_label(words[0]) or is_total_label(words[-1]))


def counts_no_candidate(
    frame: pd.DataFrame, position: int, label_columns: list[str], numeric: dict[str, np.ndarray]
) -> bool:
    """A row below a tally's total: labelled as a count of ballots or voters, or holding no number at all."""
    if any(is_summary_label(frame[column].iloc[position]) for column in label_columns):
        return True
    return all(not np.isfinite(values[position]) for values in numeric.values())


#: The label of a row of remarks under a table: people's notes, not an option.
COMMENT_LABEL = re.compile(
    r"comments?|remarks?|notes?|kommentare?|anmerkung(?:en)?|commentaires?|remarques?|comentarios?|opmerking(?:en)?|"
    r"uwagi|コメント|备注|備註|留言|비고|комментари[йи]",
    re.I,
)
#: A cell of counts only, side by side: "9 (4)" (yes, and maybe), "27/68", "12 | 40%".
COUNTS_ONLY = re.compile(r"(?=.*\d)[\d\s.,%()/|+]+")


def _row_is_summary_like(frame: pd.DataFrame, position: int, label_column: object) -> bool:
    """A labelled summary row holds numbers (or nothing) where other rows hold data, not a vote for "Total"."""
    others = [column for column in frame.columns if column != label_column]
    if not others:  # a one-column file: "Total" could be a vote; only the label says otherwise
        return False
    row = frame.iloc[position]
    rest = frame.drop(index=frame.index[position])

    def plain(column: str) -> bool:  # a number, nothing, or context repeated from other rows ("Poll 1")
        cell = row[column]
        if pd.isna(cell) or number_share(pd.Series([str(cell).rstrip("% ")])) == 1.0:
            return True
        if COUNTS_ONLY.fullmatch(str(cell).strip()):
            return True
        return bool((rest[column].astype(str) == str(cell)).any())

    return all(plain(str(column)) for column in others)


def _last_row_is_sum(frame: pd.DataFrame, numeric: dict[str, np.ndarray]) -> bool:
    """Every number column's last cell equals the sum of the cells above it (and there are at least 3 rows), but
    where the row names itself a total."""
    if len(frame) < 3:
        return False
    sums = []
    for column, values in numeric.items():
        above, last = values[:-1], values[-1]
        if np.isnan(last) and is_total_label(frame[column].iloc[-1]):
            continue  # (the row's name in a column that numbers the stations: "Разом" under "№ ВД")
        if np.isnan(last) or np.isnan(above).all():
            return False
        # (strictly above every row: in a 0/1 grid a person available twice is not the total of the others)
        total = np.nansum(above)
        sums.append(bool(np.isclose(total, last, rtol=1e-9, atol=1e-9)) and last > np.nanmax(above))
    return bool(sums) and all(sums)


#: A count written with its word after it: "5 votes", "8 Stimmen", "3 ✓".
COUNT_PHRASE = re.compile(r"\s*(\d+)(?:\s+\S+)?\s*")


def answer_count_rows(frame: pd.DataFrame, every_number: dict[str, np.ndarray]) -> set[int]:
    """The rows at the foot of a grid of answers that each count one answer ("Zusagen 13", "Vielleicht 5", "keine
    Rückmeldung 7" under a date poll): in two or more columns of answers (``every_number``: each column's cells as
    numbers, NaN for words; a third of them filled or more, as a rota leaves "not available" blank), each such row
    holds whole numbers, each the number of times one same answer stands
    above it. Learnt from the numbers, whatever the rows are called."""
    if len(frame) < 5:
        return set()
    for size in range(min(_FOOT_ROWS_AT_MOST, len(frame) - 3), 0, -1):
        body = frame.iloc[:-size]
        answers = [
            column
            for column in frame.columns
            if body[column].notna().mean() >= 0.3 and np.isnan(every_number[str(column)][:-size]).all()
        ]
        if len(answers) < 2:
            return set()
        tallies = {column: body[column].astype(str).str.strip().value_counts() for column in answers}
        # (a count may carry its counter: "5人" under a grid of ○ △ ×)
        feet = [
            [_count_at(every_number[str(column)][position], frame[column].iloc[position]) for column in answers]
            for position in range(-size, 0)
        ]
        if all(_counts_one_answer(counts, list(tallies.values())) for counts in feet):
            return set(range(len(frame) - size, len(frame)))
    return set()


def _count_at(number: float, cell: object) -> float:
    """A foot cell's count: its number, or the number before its counter ("5人")."""
    return float(number) if np.isfinite(number) else counted_in_cell(cell)


def _counts_one_answer(counts: list[float], tallies: list[pd.Series]) -> bool:
    """In two or more columns of answers the row holds a number, and each is how often one same answer stands
    above it, none counting 0 (its other cells, a name's or a comment's, are empty or words)."""
    held = [(tally, count) for tally, count in zip(tallies, counts, strict=True) if np.isfinite(count)]
    if len(held) < 2:
        return False
    answers = {str(answer) for tally, _ in held for answer in tally.index}
    return any(all(tally.get(answer, 0) == count for tally, count in held) for answer in answers)


def last_row_counts_marks(frame: pd.DataFrame, numeric: dict[str, np.ndarray]) -> bool:
    """The last row counts the marks above it: in at least two columns that hold no numbers above, its cell is a
    count ("5", "5 votes") equal to the number of filled cells above, or of the cells above that hold a yes or the
    row's own label ("Yes: 3" under a wiki's date poll); in every such column where it holds a count. A scheduling
    poll's foot row ("Votes", "Total", "Yes", or a participant count) is no participant."""
    if len(frame) < 4:
        return False
    above, last = frame.iloc[:-1], frame.iloc[-1]
    label = str(last.iloc[0]).strip().casefold()
    checked = agreed = 0
    for column in frame.columns:
        if str(column) in numeric and not np.isnan(numeric[str(column)][:-1]).all():
            continue  # (a number column's foot is judged by _last_row_is_sum)
        cell = last[column]
        found = COUNT_PHRASE.fullmatch(str(cell)) if isinstance(cell, str | int | float) and not pd.isna(cell) else None
        if found is None:
            continue
        checked += 1
        marks = above[column].dropna().astype(str).str.strip().str.casefold()
        tallies = (len(marks), int((marks == label).sum()), int(marks.isin(TRUE_WORDS).sum()))
        agreed += int(found.group(1)) in tallies
    return checked >= 2 and agreed == checked


def _without_summary_columns(frame: pd.DataFrame, numeric: dict[str, np.ndarray]) -> tuple[pd.DataFrame, list[str]]:
    found = summary_columns(frame, numeric)
    if not found:
        return frame, []
    notes = [
        f"Left out the column “{column}”: the running total of “{source}”."
        if source
        else f"Left out the column “{column}”: it is the sum of {_listed(parts)} on each row."
        for column, source, parts in found
    ]
    kept = frame.drop(columns=[column for column, _, _ in found])
    kept.attrs = dict(frame.attrs)
    summed = next((parts for *_, parts in reversed(found) if parts), ())
    if summed:  # (the file's own total of each row: the columns it adds up are parts of one count)
        kept.attrs["row_total_parts"] = summed
    return kept, notes


def _listed(names: tuple[str, ...]) -> str:
    """Columns named in a sentence: “A” and “B”; “A”, “B” and “C”; more than four as a count from first to last."""
    quoted = [f"“{name}”" for name in names]
    if len(quoted) > 4:
        return f"the {len(quoted)} columns {quoted[0]} to {quoted[-1]}"
    return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " and " + quoted[-1]


def summary_columns(frame: pd.DataFrame, numeric: dict[str, np.ndarray]) -> list[tuple[str, str, tuple[str, ...]]]:
    """The number columns that sum others up, each as (column, the column it is the running total of or "", the
    columns it adds up on each row or ()): a running total ("Cumulative Percent"); a column named like a total
    equal, on every row it is written on (half of them or more), to the sum of the other number columns (but the
    rows' own numbers, where a column names each row once, and columns of shares); or a
    column of the valid votes equal to the sum of the columns right after it (the candidates beside the count's
    bookkeeping: "Głosy ważne" before each candidate's votes)."""
    found: list[tuple[str, str, tuple[str, ...]]] = []
    named_once = len(frame) > 1 and any(
        name not in numeric and frame[name].dropna().is_unique for name in frame.columns
    )
    for column, values in numeric.items():
        others = [other for other in numeric if other != column and other not in [name for name, _, _ in found]]
        source = running_total_of(values, {other: numeric[other] for other in others})
        if source is not None:
            found.append((column, source, ()))
        elif VALID_VOTES.search(str(column)):
            after = _run_after(column, others, list(frame.columns))
            if len(after) >= 2 and _adds_up(values, [numeric[other] for other in after]):
                found.append((column, "", tuple(after)))
        elif is_summary_label(str(column)):
            # (the rows' own numbers, 1, 2, 3 …, add up to nothing, where each row is named once: a unit or a
            # candidate; a long tally's rows may number its parts)
            # (nor is a column of shares, "%", a part of the count beside it)
            parts = [
                other
                for other in others
                if not (named_once and numbers_the_rows(numeric[other], str(other)))
                and not SHARE_NAME.search(str(other))
            ]
            if len(parts) >= 2 and _adds_up(values, [numeric[other] for other in parts]):
                if all(MARKED_OUT_OF.search(str(other)) for other in parts):
                    continue  # (a judge's marks on criteria, "Voice (1-10)" …, and their "Total (40)": the row's mark)
                found.append((column, "", tuple(parts)))
    return found


#: A criterion's mark out of its scale, as a judging sheet names it: "Voice (1-10)", "Technique (0–5)", "(1~5점)".
MARKED_OUT_OF = re.compile(r"[(（]\s*\d+\s*[-–~〜～]\s*\d+\s*(?:점|点|分|pts?\.?|points?|punkte?)?\s*[)）]")


#: A column of the valid votes ("Głosy ważne", "Gültige Stimmen", "Valid votes"), which add up the candidates'.
VALID_VOTES = re.compile(
    r"\b(?:valid|gültig|ważn|platn|érvényes|geldig|válid|valide|validi|действительн|действителн|geçerli)\w*",
    re.I,
)


def _run_after(column: str, parts: list[str], order: list[str]) -> list[str]:
    """The ``parts`` standing one after another right after ``column``."""
    return list(itertools.takewhile(lambda name: name in parts, order[order.index(column) + 1 :]))


def _adds_up(total: np.ndarray, parts: list[np.ndarray]) -> bool:
    """``total`` is the sum of ``parts`` on every row it is written on, half of the rows or more (a row the total
    leaves blank, the voters on the roll, is no sum)."""
    row_sums = np.nansum(np.column_stack(parts), axis=1)
    written = ~np.isnan(total)
    return bool(written.mean() >= 0.5 and np.allclose(total[written], row_sums[written], rtol=1e-9, atol=1e-9))


def running_total_of(values: np.ndarray, others: dict[str, np.ndarray]) -> str | None:
    """The column of which ``values`` are the running total (a frequency table's "Cumulative Frequency" and
    "Cumulative Percent"), up to the rounding of each step, or None. At least three rows, and a total that grows."""
    if len(values) < 3 or np.isnan(values).any() or (np.diff(values) < 0).any():
        return None
    for name, other in others.items():
        if not np.isnan(other).any() and not np.array_equal(values, other):
            if np.allclose(np.cumsum(other), values, rtol=0, atol=0.01 * len(values) + 1e-9):
                return name
    return None


def _numeric_columns(frame: pd.DataFrame, least: float = _NUMBER_SHARE) -> dict[str, np.ndarray]:
    """The columns that are numbers (see :func:`_numbers_or_none`), as numbers."""
    return {name: values for name in frame.columns if (values := _numbers_or_none(frame[name], least)) is not None}


def _numbers_or_none(series: pd.Series, least: float = _NUMBER_SHARE) -> np.ndarray | None:
    """The column as numbers when nearly all (``least``) its filled cells are numbers, else None."""
    if series.isna().all() or number_share(series) < least:
        return None
    return read_numbers(series, coerce=True).values


def _row_label(frame: pd.DataFrame, position: int) -> str:
    label = next((cell for cell in frame.iloc[position] if isinstance(cell, str) and cell.strip()), "")
    return re.sub(r"\s+", " ", label.strip())[:40]
