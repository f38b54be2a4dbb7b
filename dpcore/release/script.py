"""The code to redo a release elsewhere: a runnable Python script and a notebook, generated from the page's settings.

:func:`release_script` writes one self-contained Python file that reads the person's own file (its path is given on
the command line: no data is embedded) with the same reading as the page, scores it with the same rule, builds the
same OpenDP measurement (:mod:`dpcore.release.opendp_release`), checks that its privacy map certifies the stated ε,
and releases. It needs only ``opendp==0.16.0`` and pandas (and openpyxl for a workbook): it imports nothing of
dpcore, so the reading is re-implemented in plain pandas. :func:`release_notebook` puts the same code in a Jupyter
notebook (nbformat 4, written with :mod:`json`).

The reading code is not written twice by hand: the functions under "The generated script's code" below are real,
typed, tested functions of this module, and the generator copies their source into the script
(:func:`inspect.getsource`), with only the functions the layout's kind needs. They follow dpcore's reader
(:mod:`dpcore.ingest.table`, :mod:`dpcore.ingest.cells`, :mod:`dpcore.scoring`) step by step, with one difference of
method: the header row is found as the first row (or rows, combined) holding the columns the page read, instead of
by dpcore's sniffing rules; a file in which those columns cannot be found is refused, never read another way.
``tests/test_release_script.py`` checks that the scripts read every export in ``tests/exports/`` exactly as dpcore does
and that their releases follow dpcore's exact law.

Not generated (:class:`ScriptNotSupportedError`, a ``NotImplementedError``): a table read from one block of a file
that stacks several (``block``), an unknown kind, and report-noisy-max with Laplace noise (no OpenDP sampler).

Everything from the page written into the script (column names, labels, the file's name) goes through :func:`repr`
in code and through :func:`_comment` in comments, so a column named with a newline and code cannot inject code.
"""

from __future__ import annotations

import csv
import inspect
import io
import json
import math
import re
import textwrap
import zipfile
from collections import Counter, defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from dpcore.ingest import cells, table
from dpcore.ingest.cells import (
    BLANK_LABELS,
    CURRENCIES,
    FALSE_WORDS,
    MIDDLE_WORDS,
    SUBTOTAL_WORDS,
    TRUE_WORDS,
    _languages,
    answer_kind,
    by_distinct_value,
    counted_in_cell,
    decimal_separator,
    is_no_candidate,
    is_summary_label,
    is_total_label,
    numbers_the_rows,
    plain,
    without_missing_codes,
    without_shared_unit,
    words_for_no_answer,
)
from dpcore.ingest.codebook import CODE, CODEBOOK_HEADER_BY, _books, _entries, _header_row, with_codebooks
from dpcore.ingest.csv_reader import (
    _ALIGNED_HEADER_BY,
    _ALIGNED_ROWS_LOOKED_AT,
    _AMOUNT_ALONE,
    _ANSWER_COUNT_LINE,
    _BALLOT_FILE_BYTES,
    _BALLOT_FILE_START,
    _BARE_COUNT,
    _BID_GROUPS,
    _BLT_BALLOT,
    _BOXED_RULE,
    _CEF_VOTE,
    _CHAIN_LINE,
    _CHAIN_LINES,
    _CHANGED_VOTE,
    _CHAT_COMMAND,
    _CHAT_LINE,
    _CHAT_VOTES,
    _CHOSEN_BY_NUMBER_AT_MOST,
    _CLOSING_RULE,
    _COUNT_LINE,
    _COUNTS_ABOVE_AT_LEAST,
    _DASH_RULE,
    _DATE_CELL,
    _DELIMITED_RULE,
    _DELIMITER_MARK,
    _DRAWINGS,
    _FIELD_GAP,
    _FIRST_VOTE_COUNTS,
    _FIXED_WIDTH_RULE_BY,
    _FULL_RULE,
    _GROUP_COUNT,
    _GROUP_HEADING,
    _IRC_LINE,
    _LONE_AMOUNT,
    _LONE_NUMBER,
    _MESSENGER_HEADER,
    _NEGATION,
    _NOTE_WORDS,
    _NUMBER_CELL,
    _NUMBER_IN_SENTENCE,
    _NUMBERED_INLINE,
    _NUMBERED_LINE,
    _POLL_COUNTS,
    _POLL_LINE,
    _POLL_TEXT_BYTES,
    _QUESTION_HEADING,
    _SAMPLE_BYTES,
    _SHARE_FIRST,
    _SHARE_LINE,
    _SHORT_RULE,
    _SPEAKER_TIME_LINE,
    _STARRED_LABEL,
    _STARRED_RULE,
    _TEXT_COMMA,
    _TOTAL_LINE,
    _VOTE_CLOSES,
    _VOTE_OPENS,
    _VOTERS_IN_BRACKETS,
    _VOTERS_LINE,
    _WESTERN_DIGITS,
    _WIKI_ATTRIBUTES,
    _WIKI_MARKUP,
    _WORD_RUNS,
    DECIMAL_COMMA_DELIMITERS,
    KEY_VALUE,
    _aligned_column_starts,
    _aligned_rows_end,
    _announced_commands,
    _asked_again,
    _bids_in_line_groups,
    _blank,
    _blt_ballots,
    _boxed,
    _boxed_table_as_tabs,
    _bracketed_count,
    _cef_ballots,
    _chat_message,
    _chat_votes,
    _columns_under_names,
    _combine_header_rows,
    _count_of,
    _counts_above_options,
    _counts_under_options,
    _delimited,
    _delimited_lines,
    _fixed_width_as_tabs,
    _groups_past_the_header,
    _head_lines,
    _left_aligned_starts,
    _longest_run,
    _messenger_messages,
    _named_option,
    _names_only,
    _names_over_rows,
    _next_filled,
    _note_line,
    _notes_below_rule,
    _number_chosen,
    _numbered_in_sentence,
    _numbered_options,
    _option_chosen,
    _option_line,
    _page_line,
    _pivot_caption,
    _repeated_answers,
    _repeats_its_last_group,
    _report_as_table,
    _rows_of_tables,
    _rows_same_over_every_column,
    _rule_note,
    _separator_inside_text,
    _shares_before_options,
    _sign_up_chain,
    _space_aligned_as_tabs,
    _spanned_header_cells,
    _starts_under_a_crowded_header,
    _tabbed,
    _table_end,
    _wiki_cell,
    _wiki_table_as_tabs,
    _within_columns,
    _within_voting_window,
    _without_page_breaks,
    _without_report_groups,
    _yes_answer,
    first_row_is_data,
    fractional_columns,
    is_number_text,
    name_stem,
    notes_after_rows,
    poll_results_as_table,
    query_report_as_table,
    ranked_ballots_as_table,
    regroup_thousands,
    section_lines,
)
from dpcore.ingest.layout import (
    ADD_UP,
    KINDS,
    MEAN,
    RANK_WORDS,
    RANKS,
    STAGE_COLUMN,
    Layout,
    counted_by_transfers,
    nought_where_excluded,
    stage_columns,
)
from dpcore.ingest.table import (
    BASE_LABEL,
    HEADING_CHARACTERS,
    MARKED_OUT_OF,
    ONE_VOTE_PER,
    REMARK_WORDS,
    SHARE_NAME,
    SUMMARY_TABLE_ROWS,
    _adds_up,
    _count_at,
    _counts_one_answer,
    _first_words,
    _json_answer,
    _json_text,
    _labelled_parts,
    _last_row_states_a_total,
    _marks_only,
    _named_twice,
    _names_a_total,
    _names_joined,
    _people_columns,
    _person_of_trials,
    _repeats,
    _run_after,
    _said,
    _same_cells,
    _split_labelled,
    _within_other_names,
    answer_count_rows,
    answers_without_times,
    codes_stated_as_no_answer,
    counts_all_voters,
    counts_no_candidate,
    edge_rows,
    extra_header_rows,
    headings_filled_down,
    is_header_row,
    json_lists_as_text,
    json_objects_as_columns,
    labelled_parts_as_columns,
    labelled_ratings_as_numbers,
    last_row_counts_marks,
    remark_rows_at_foot,
    repeated_entries,
    repeated_groups_as_rows,
    rows_marked_invalid,
    rows_of_tests,
    rows_out_of_the_ranking,
    rows_struck_through,
    rows_without_counts,
    running_total_of,
    says_not_counting,
    shares_as_counts,
    signature_rows,
    starts_every_cell,
    subtotal_rows,
    summary_columns,
    tally_total_row,
    totals_under_groups,
    votes_beyond_one_per,
    without_outcome_marks,
    without_tests,
)
from dpcore.ingest.workbook import _CODEBOOK_COLUMNS, _CODEBOOK_ROWS, SHEETS_LOOKED_AT
from dpcore.release.opendp_release import MAX_DIVERGENCE, OPENDP_VERSION, opendp_measure, opendp_scale
from dpcore.scoring.ballots import NON_BID_WORDS, VOID_BID_WORDS, ranks_as_points, void_bids
from dpcore.scoring.rules import NIL_DASHES, _part_total_or_no_candidate, part_totals, totals_of_the_rest
from dpcore.selection.mechanisms import MECHANISM_LABELS, check_mechanism
from dpcore.text import _IRREGULAR, count
from dpcore.validation import InvalidInputError, check_positive_finite

__all__ = ["SCRIPT_KINDS", "ScriptNotSupportedError", "release_notebook", "release_script", "script_requirements"]

#: Layout kinds a script can be generated for (every kind dpcore reads).
SCRIPT_KINDS: tuple[str, ...] = tuple(KINDS)
_WORKBOOK_SUFFIXES = (".xlsx", ".xlsm")


class ScriptNotSupportedError(NotImplementedError):
    """No faithful script can be generated for these settings; the message says why (a page shows it)."""


# ======================================================================================================================
# The generated script's code. Plain pandas and numpy, no dpcore: each function's source is copied into the script.
# Constants come from dpcore where it has them public, else they are the script's own (a test holds them equal).
# ======================================================================================================================

DELIMITERS = (",", ";", "\t", "|")
HEADER_SEARCH_ROWS = 60
EXTRA_HEADER_ROWS = 3
CODEBOOK_ROWS = _CODEBOOK_ROWS
CODEBOOK_COLUMNS = _CODEBOOK_COLUMNS
EDGE_ROWS = 3
NUMBER_SHARE = 0.9
BLOCK_ROWS = 1_000
SHARE_SAMPLE = 200
LONGEST_NUMBER = 64
MAX_PRICES = 100_000
YES, NO, MIDDLE, BAD = 1, 0, 2, -1
ANSWER_LIKE = (TRUE_WORDS | FALSE_WORDS | MIDDLE_WORDS) - {""}
#: Rows under a header whose JSON cells' keys may name a needed column (the page spreads them over columns).
JSON_ROWS_LOOKED_AT = 500
NOT_AVAILABLE = cells.NOT_AVAILABLE
NAN_WORDS = frozenset({"nan", "na", "n/a", "-", "—"}) | NOT_AVAILABLE
SEP_LINE = re.compile(r"\A[ \t]*sep=([,;\t|])[ \t]*\r?\n", re.IGNORECASE)
NOT_A_CANDIDATE = cells.NOT_A_CANDIDATE
COUNTS_ONLY = table.COUNTS_ONLY
COMMENT_LABEL = table.COMMENT_LABEL
ANSWER_AT_TIME = table.ANSWER_AT_TIME
HEAD_CELLS = table.HEAD_CELLS
GROUPED_NAME = table.GROUPED_NAME
MADE_UP_NAME = re.compile(r"^Column \d+\**$")
CODE_NAME = re.compile(r"^[A-Za-z]{1,6}[_.]?\d+[A-Za-z0-9_.]*$|^[A-Z][A-Za-z]{0,20}$")
CURRENCY_FIRST = cells.CURRENCY_FIRST
CURRENCY_LAST = cells.CURRENCY_LAST
GROUP_SPACES = re.compile(r"(?<=\d)[\s\u00a0\u202f\u2009'’](?=\d{3}(?:\D|$))")
NUMBER_SHAPE = cells.NUMBER_SHAPE
LAST_SEPARATOR = cells.LAST_SEPARATOR
THOUSAND_GROUPS = re.compile(r"^\d{1,3}(?:,\d{3})+$")
RANK_CELL = re.compile(
    r"^\D{0,12}?(\d{1,3})(?:\.0)?(?:st|nd|rd|th|e|er|ème|\.)?\b|\b(first|second|third|fourth|fifth|sixth|seventh)\b"
)
# (The summary words moved from dpcore.ingest.table to dpcore.ingest.cells; either home is read.)
SUMMARY_WORDS: frozenset[str] = getattr(cells, "SUMMARY_WORDS", None) or getattr(table, "SUMMARY_WORDS")  # noqa: B009
ORDINAL_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7}

#: Every constant the generated code may use, in the order the script defines them.
_CONSTANTS: dict[str, object] = {
    "DELIMITERS": DELIMITERS,
    "HEADER_SEARCH_ROWS": HEADER_SEARCH_ROWS,
    "EXTRA_HEADER_ROWS": EXTRA_HEADER_ROWS,
    "SHEETS_LOOKED_AT": SHEETS_LOOKED_AT,
    "CODE": CODE,
    "CODEBOOK_HEADER_BY": CODEBOOK_HEADER_BY,
    "CODEBOOK_ROWS": CODEBOOK_ROWS,
    "CODEBOOK_COLUMNS": CODEBOOK_COLUMNS,
    "EDGE_ROWS": EDGE_ROWS,
    "SUMMARY_TABLE_ROWS": SUMMARY_TABLE_ROWS,
    "_FOOT_ROWS_AT_MOST": table._FOOT_ROWS_AT_MOST,
    "_FOOT_UNDER_TOTAL": table._FOOT_UNDER_TOTAL,
    "HEADING_CHARACTERS": HEADING_CHARACTERS,
    "REMARK_WORDS": REMARK_WORDS,
    "BASE_LABEL": BASE_LABEL,
    "ONE_VOTE_PER": ONE_VOTE_PER,
    "SHARE_NAME": SHARE_NAME,
    "MARKED_OUT_OF": MARKED_OUT_OF,
    "NUMBER_SHARE": NUMBER_SHARE,
    "BLOCK_ROWS": BLOCK_ROWS,
    "SHARE_SAMPLE": SHARE_SAMPLE,
    "LONGEST_NUMBER": LONGEST_NUMBER,
    "MAX_PRICES": MAX_PRICES,
    "YES": YES,
    "NO": NO,
    "MIDDLE": MIDDLE,
    "BAD": BAD,
    "TRUE_WORDS": TRUE_WORDS,
    "FALSE_WORDS": FALSE_WORDS,
    "MIDDLE_WORDS": MIDDLE_WORDS,
    "ANSWER_LIKE": ANSWER_LIKE,
    "BLANK_LABELS": BLANK_LABELS,
    "NAN_WORDS": NAN_WORDS,
    "SUMMARY_WORDS": SUMMARY_WORDS,
    "PLAIN_SUMMARY_WORDS": cells.PLAIN_SUMMARY_WORDS,
    "CURRENCIES": CURRENCIES,
    "SEP_LINE": SEP_LINE,
    "NOT_A_CANDIDATE": NOT_A_CANDIDATE,
    "VALID_VOTES": table.VALID_VOTES,
    "_ROW_NUMBER_NAME": cells._ROW_NUMBER_NAME,
    "_ACCENTS": cells._ACCENTS,
    "_STROKED": cells._STROKED,
    "_WITH_UNIT": cells._WITH_UNIT,
    "_GRADED": cells._GRADED,
    "_HEDGES": cells._HEDGES,
    "_NOT_UNITS": cells._NOT_UNITS,
    "PLAIN_NOT_A_CANDIDATE": cells.PLAIN_NOT_A_CANDIDATE,
    "WRITE_INS": cells.WRITE_INS,
    "_TOTAL_OF": cells._TOTAL_OF,  # (dpcore's is_summary_label is copied as it is, with its own names)
    "_TOTAL_WORDS": cells._TOTAL_WORDS,
    "_COUNT_OF": cells._COUNT_OF,
    "_SHARE_OF": cells._SHARE_OF,
    "COUNTS_ONLY": COUNTS_ONLY,
    "COMMENT_LABEL": COMMENT_LABEL,
    "ANSWER_AT_TIME": ANSWER_AT_TIME,
    "HEAD_CELLS": HEAD_CELLS,
    "NOT_AVAILABLE": NOT_AVAILABLE,
    "NIL_DASHES": NIL_DASHES,
    "GROUPED_NAME": GROUPED_NAME,
    "INVALID_STATUS": table.INVALID_STATUS,
    "PLAIN_INVALID_STATUS": table.PLAIN_INVALID_STATUS,
    "VALIDITY_NAME": table.VALIDITY_NAME,
    "NEGATED_VALIDITY_NAME": table.NEGATED_VALIDITY_NAME,
    "STATUS_NAME": table.STATUS_NAME,
    "RANK_WORDS": RANK_WORDS,
    "PLACE": cells.PLACE,
    "REMARK_NAME": table.REMARK_NAME,
    "TEST_ENTRY": table.TEST_ENTRY,
    "IGNORE_ME": table.IGNORE_ME,
    "_TEST_WORD": table._TEST_WORD,
    "_FOOTNOTES_AT_MOST": table._FOOTNOTES_AT_MOST,
    "_OUTCOME_MARK": table._OUTCOME_MARK,
    "_STATED_CODE": table._STATED_CODE,
    "_NO_ANSWER": table._NO_ANSWER,
    "_CHANGED_VOTE": _CHANGED_VOTE,
    "_NUMBER_IN_SENTENCE": _NUMBER_IN_SENTENCE,
    "_LABELLED_PART": table._LABELLED_PART,
    "_PART_SEPARATORS": table._PART_SEPARATORS,
    "_LABELS_AT_MOST": table._LABELS_AT_MOST,
    "_PARTS_LOOKED_AT": table._PARTS_LOOKED_AT,
    "BARE_TEST": table.BARE_TEST,
    "ENTRY_SOURCE_NAME": table.ENTRY_SOURCE_NAME,
    "LABELLED_RATING": table.LABELLED_RATING,
    "PERSON_NAME": table.PERSON_NAME,
    "_TEST_NAMES_AT_MOST": table._TEST_NAMES_AT_MOST,
    "_TRIALS_AT_MOST": table._TRIALS_AT_MOST,
    "_TEST_KINDS_AT_MOST": table._TEST_KINDS_AT_MOST,
    "_TRIED_OUT_AT_THE_EDGE": table._TRIED_OUT_AT_THE_EDGE,
    "_REPEATS_AT_MOST": table._REPEATS_AT_MOST,
    "_STRUCK_THROUGH": table._STRUCK_THROUGH,
    "STAGE_COLUMN": STAGE_COLUMN,
    "_TOTAL_IN_A_CELL": table._TOTAL_IN_A_CELL,
    "_NAMES_COMPARED_AT_MOST": table._NAMES_COMPARED_AT_MOST,
    "_PEOPLE_AT_LEAST": table._PEOPLE_AT_LEAST,
    "_TIME_OF_DAY": table._TIME_OF_DAY,
    "COUNT_PHRASE": table.COUNT_PHRASE,
    "MADE_UP_NAME": MADE_UP_NAME,
    "CODE_NAME": CODE_NAME,
    "CURRENCY_FIRST": CURRENCY_FIRST,
    "CURRENCY_LAST": CURRENCY_LAST,
    "GROUP_SPACES": GROUP_SPACES,
    "NUMBER_SHAPE": NUMBER_SHAPE,
    "LAST_SEPARATOR": LAST_SEPARATOR,
    "THOUSAND_GROUPS": THOUSAND_GROUPS,
    "NON_BID_WORDS": NON_BID_WORDS,
    "VOID_BID_WORDS": VOID_BID_WORDS,
    "RANK_CELL": RANK_CELL,
    "ORDINAL_WORDS": ORDINAL_WORDS,
    "SUBTOTAL_WORDS": SUBTOTAL_WORDS,
    "_ALIGNED_ROWS_LOOKED_AT": _ALIGNED_ROWS_LOOKED_AT,
    "_ALIGNED_HEADER_BY": _ALIGNED_HEADER_BY,
    "_FULL_RULE": _FULL_RULE,
    "_CLOSING_RULE": _CLOSING_RULE,
    "_FIELD_GAP": _FIELD_GAP,
    "_WORD_RUNS": _WORD_RUNS,
    "_STARRED_RULE": _STARRED_RULE,
    "_DRAWINGS": _DRAWINGS,
    "_DELIMITER_MARK": _DELIMITER_MARK,
    "_CHAT_LINE": _CHAT_LINE,
    "_CHAT_COMMAND": _CHAT_COMMAND,
    "_CHAT_VOTES": _CHAT_VOTES,
    "_VOTE_OPENS": _VOTE_OPENS,
    "_VOTE_CLOSES": _VOTE_CLOSES,
    "_FIRST_VOTE_COUNTS": _FIRST_VOTE_COUNTS,
    "_TEXT_COMMA": _TEXT_COMMA,
    "KEY_VALUE": KEY_VALUE,
    "_NUMBER_CELL": _NUMBER_CELL,
    "DECIMAL_COMMA_DELIMITERS": DECIMAL_COMMA_DELIMITERS,
    "_BOXED_RULE": _BOXED_RULE,
    "_BALLOT_FILE_BYTES": _BALLOT_FILE_BYTES,
    "_BALLOT_FILE_START": _BALLOT_FILE_START,
    "_BLT_BALLOT": _BLT_BALLOT,
    "_CEF_VOTE": _CEF_VOTE,
    "_POLL_LINE": _POLL_LINE,
    "_POLL_COUNTS": _POLL_COUNTS,
    "_COUNT_LINE": _COUNT_LINE,
    "_VOTERS_LINE": _VOTERS_LINE,
    "_AMOUNT_ALONE": _AMOUNT_ALONE,
    "_BID_GROUPS": _BID_GROUPS,
    "_IRC_LINE": _IRC_LINE,
    "_SPEAKER_TIME_LINE": _SPEAKER_TIME_LINE,
    "_NUMBERED_INLINE": _NUMBERED_INLINE,
    "_NUMBERED_LINE": _NUMBERED_LINE,
    "_LONE_NUMBER": _LONE_NUMBER,
    "_MESSENGER_HEADER": _MESSENGER_HEADER,
    "_QUESTION_HEADING": _QUESTION_HEADING,
    "_SHARE_FIRST": _SHARE_FIRST,
    "_WESTERN_DIGITS": _WESTERN_DIGITS,
    "_CHOSEN_BY_NUMBER_AT_MOST": _CHOSEN_BY_NUMBER_AT_MOST,
    "_BARE_COUNT": _BARE_COUNT,
    "_SHARE_LINE": _SHARE_LINE,
    "_TOTAL_LINE": _TOTAL_LINE,
    "_VOTERS_IN_BRACKETS": _VOTERS_IN_BRACKETS,
    "_COUNTS_ABOVE_AT_LEAST": _COUNTS_ABOVE_AT_LEAST,
    "_CHAIN_LINE": _CHAIN_LINE,
    "_CHAIN_LINES": _CHAIN_LINES,
    "_NOTE_WORDS": _NOTE_WORDS,
    "_POLL_TEXT_BYTES": _POLL_TEXT_BYTES,
    "_WIKI_MARKUP": _WIKI_MARKUP,
    "_ANSWER_COUNT_LINE": _ANSWER_COUNT_LINE,
    "_NEGATION": _NEGATION,
    "_GROUP_HEADING": _GROUP_HEADING,
    "_STARRED_LABEL": _STARRED_LABEL,
    "_LONE_AMOUNT": _LONE_AMOUNT,
    "_GROUP_COUNT": _GROUP_COUNT,
    "_SHORT_RULE": _SHORT_RULE,
    "_WIKI_ATTRIBUTES": _WIKI_ATTRIBUTES,
    "_JSON_KEYS_AT_MOST": table._JSON_KEYS_AT_MOST,
    "JSON_ROWS_LOOKED_AT": JSON_ROWS_LOOKED_AT,
    "_DASH_RULE": _DASH_RULE,  # (dpcore's query-report and header functions are copied as they are, with their names)
    "_DELIMITED_RULE": _DELIMITED_RULE,
    "_FIXED_WIDTH_RULE_BY": _FIXED_WIDTH_RULE_BY,
    "_SAMPLE_BYTES": _SAMPLE_BYTES,
    "_DATE_CELL": _DATE_CELL,
    "_IRREGULAR": _IRREGULAR,
}


# --- bytes to text to records ----------------------------------------------------------------------------------------


def decode_text(data: bytes, codec: str) -> str:
    """The file's text: UTF-8 (with or without a byte-order mark), UTF-16/32, else the code page the page read it
    in (``codec``, tried first; Windows-1252 when the page read it as Unicode), else Latin-1."""
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8")
    if data.startswith((b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff")):
        return data.decode("utf-32")
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16")
    head = data[:4096]
    if len(head) >= 4 and len(head) % 2 == 0:
        even, odd = head[0::2], head[1::2]
        if odd.count(0) >= 0.9 * len(odd) and even.count(0) <= 0.01 * len(even):
            return data.decode("utf-16-le")
        if even.count(0) >= 0.9 * len(even) and odd.count(0) <= 0.01 * len(odd):
            return data.decode("utf-16-be")
    for candidate in (codec, "utf-8") if codec else ("utf-8", "cp1252"):  # (ISO-2022-JP is ASCII bytes too)
        try:
            return data.decode(candidate)
        except UnicodeDecodeError:
            pass
    return data.decode("latin-1")


def normalise_text(text: str) -> tuple[str, str | None]:
    """Lone carriage returns become newlines; Excel's "sep=;" first line names the delimiter and is dropped."""
    if "\r" in text:
        text = re.sub(r"\r(?!\n)", "\n", text)
    match = SEP_LINE.match(text)
    if match:
        return text[match.end() :], match.group(1)
    return text, None


def is_blank_record(row: list[str]) -> bool:
    """A blank line."""
    return not row or (len(row) == 1 and not row[0].strip())


def parse_records(text: str, delimiter: str) -> list[list[str]] | None:
    """The file's rows split at ``delimiter`` (quotes honoured), blank lines left out; None if the quoting fails."""
    try:
        rows = list(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter))
    except csv.Error:
        return None
    return [row for row in rows if not is_blank_record(row)]


def is_deficient(names: list[str]) -> bool:
    """A header row with an empty name after the first column, or a repeated name."""
    filled = [name for name in names if name]
    return any(not name for name in names[1:]) or len(set(filled)) < len(filled)


def continues_header(fields: list[str], width: int, *, label_row: bool = False) -> bool:
    """A row under a deficient header that is more header: first cell empty (or, with ``label_row``, the row naming
    the first column under spanning rows), cells words, not answers or numbers."""
    cells = [field.strip() for field in fields]
    if len(cells) != width or (cells[0] and not label_row):
        return False
    words = [cell for cell in cells[1:] if cell]
    if not words:
        return False
    typed = sum(
        is_number_text(word.replace(",", "")) or word.lower() in ANSWER_LIKE or not any(c.isalnum() for c in word)
        for word in words
    )
    return typed < len(words) / 2


def header_at(records: list[list[str]], start: int) -> tuple[list[str], int]:
    """The header's names if it starts at ``records[start]`` (rows combined as the page combines them) and the
    position of the first row under it."""
    rows = [records[start]]
    names = [cell.strip() for cell in records[start]]
    position = start + 1
    # (unless the first cell is empty on every row: a list that starts each line with its separator, as SAP's do)
    label_cell_empty = not names[0] and any(row[0].strip() for row in records[position:] if row)
    while (
        position < len(records)
        and (label_cell_empty or is_deficient(names))
        and continues_header(records[position], len(names), label_row=label_cell_empty)
    ):
        rows.append(records[position])
        names = _combine_header_rows(rows)
        position += 1
    return names, position


def column_names(header: list[str]) -> tuple[list[str], list[str]]:
    """The columns' names as the page shows them ("Column 3" for an empty one, "name (2)" for a repeat), and the
    names made up for empty ones."""
    names = [name.strip() for name in header]
    positions: dict[str, list[int]] = {}
    for position, name in enumerate(names, start=1):
        if name:
            positions.setdefault(name, []).append(position)
    for name, where in [(name, where) for name, where in positions.items() if len(where) > 1]:
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


def json_keys(rows: list[list[str]]) -> set[str]:
    """The keys of the JSON objects in the cells of ``rows``, which the page spreads over columns of their own."""
    keys: set[str] = set()
    for cell in (cell.strip() for row in rows for cell in row):
        if cell.startswith("{") and cell.endswith("}"):
            try:
                answers = json.loads(cell)
            except ValueError:
                continue
            keys |= set(answers) if isinstance(answers, dict) else set()
    return keys


def find_table(text: str, needed: list[str], forced: str | None) -> tuple[list[str], list[str], list[list[str]], str]:
    """The header (names, made-up names) and the data rows: the first header holding every ``needed`` column, with
    the delimiter whose rows agree best with it (failing that, a header whose code names the rows under it may
    replace, as Qualtrics writes them), and that delimiter. Raises when no header holds them."""
    parsed = [(order, parse_records(text, delimiter)) for order, delimiter in enumerate(DELIMITERS)]
    for look_below in (False, True):
        best: tuple[tuple[float, int], list[str], list[str], list[list[str]]] | None = None  # (key, header, …)
        for order, records in parsed:
            if not records or (forced is not None and DELIMITERS[order] != forced):
                continue
            for start in range(min(len(records), HEADER_SEARCH_ROWS)):
                if not any(cell.strip() for cell in records[start]):
                    continue
                header, end = header_at(records, start)
                if first_row_is_data(records[start], records[start + 1 : start + 1 + HEADER_SEARCH_ROWS]):
                    header, end = [f"Column {place}" for place in range(1, len(records[start]) + 1)], start
                names, unnamed = column_names(header)
                found = set(names)
                # (a field of groups repeated per candidate is read from "KandName_1", "KandName_2"…)
                found |= {match[1] for name in names if (match := GROUPED_NAME.match(name))}
                if look_below:
                    found |= {cell.strip() for row in records[end : end + EXTRA_HEADER_ROWS] for cell in row}
                    found |= json_keys(records[end : end + JSON_ROWS_LOOKED_AT])  # (answers spread from JSON cells)
                if not set(needed) <= found:
                    continue
                rows = [row for row in records[end:] if any(cell for cell in row)]
                agreement = sum(len(row) == len(names) for row in rows) / max(len(rows), 1)
                if best is None or (agreement, -order) > best[0]:
                    best = ((agreement, -order), header, unnamed, rows)
                break
        if best is not None:
            (_, minus_order), header, unnamed, rows = best
            delimiter = DELIMITERS[-minus_order]
            rows, width = forgive_ragged_edges(rows, header, delimiter)
            names, unnamed = column_names(header + [""] * (width - len(header)))
            for row in rows:
                if len(row) != len(names):
                    raise ValueError(f"A row has {len(row)} fields but the header has {len(names)}: {row[:3]}...")
            return names, unnamed, rows, delimiter
    raise ValueError(f"No header row in the file holds the column(s) {needed}: is this the file the page read?")


def forgive_ragged_edges(rows: list[list[str]], header: list[str], delimiter: str) -> tuple[list[list[str]], int]:
    """Ragged shapes exports write: last rows with fewer fields that are a total ("Total;1067") or a note
    (:func:`_note_line`), left out; every row ending in one extra, empty field (a trailing delimiter), dropped;
    rows whose one text column holds the delimiter unquoted, joined back; a section's name alone on its line, as a
    row of the full width (:func:`section_lines`); a few rows with a note after their last
    column, kept in a column of its own (all rows padded). Returns the rows and width."""
    width = len(header)
    if len(rows) >= 2 and len(rows[-1]) < width and any(is_summary_label(cell) for cell in rows[-1]):
        rows = rows[:-1]
    rows = rows[: len(rows) - _notes_below_rule(rows, width)]
    while len(rows) > 3 and _note_line(rows[-1], width):
        rows = rows[:-1]
    if rows and all(len(row) == width + 1 and row[-1] == "" for row in rows):
        rows = [row[:-1] for row in rows]
    regular = [row for row in rows if len(row) == width]
    joined = _separator_inside_text(
        {place: row for place, row in enumerate(rows) if len(row) > width}, regular, width, delimiter
    )
    rows = [joined.get(place, row) for place, row in enumerate(rows)]
    sections = section_lines(rows, width, header)
    rows = [row + [""] * (width - 1) if place in sections else row for place, row in enumerate(rows)]
    longer = [row for row in rows if len(row) > width]
    if longer and (group := _groups_past_the_header(longer, width)):  # (one candidate's fields after another's)
        rows = [
            row[: width - group] + row[at : at + group] for row in rows for at in range(width - group, len(row), group)
        ]
        longer = []
    if longer and notes_after_rows(longer, [row for row in rows if len(row) == width], width):
        width = max(len(row) for row in longer)
        rows = [row + [""] * (width - len(row)) for row in rows]
    return rows, width


def frame_from_records(names: list[str], rows: list[list[str]]) -> pd.DataFrame:
    """The rows as a table, cells typed as pandas types them (numbers, text; empty cells missing)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow([f"c{index}" for index in range(len(names))])
    writer.writerows(rows)
    frame = pd.read_csv(
        io.StringIO(buffer.getvalue()), sep=",", keep_default_na=False, na_values=[""], low_memory=False
    )
    frame.columns = pd.Index(names)
    return frame


def cell_text(value: object) -> str:
    """A workbook cell as its text in a CSV export (whole numbers without ".0", dates in ISO form)."""
    import datetime

    if value is None:
        return ""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, float) and value.is_integer() and abs(value) < 2**53:
        return str(int(value))
    if isinstance(value, datetime.datetime):
        return value.isoformat(sep=" ", timespec="minutes" if not value.second else "seconds")
    if isinstance(value, datetime.date | datetime.time):
        return value.isoformat()
    return str(value)


def sheet_rows(sheet: Any, most: int = 0, width: int = 0) -> list[list[str]]:
    """A sheet's rows as text (at most ``most`` rows of ``width`` columns when given)."""
    sheet.reset_dimensions()
    rows = sheet.iter_rows(max_row=most or None, max_col=width or None, values_only=True)
    return [[cell_text(value) for value in row] for row in rows]


def codebooks(workbook: Any, name: str) -> list[list[list[str]]]:
    """The workbook's other sheets small and narrow enough to be codebooks of the sheet ``name``, as rows of text."""
    others = [other for other in workbook.sheetnames[:SHEETS_LOOKED_AT] if other != name]
    books = [sheet_rows(workbook[other], CODEBOOK_ROWS + 1, CODEBOOK_COLUMNS) for other in others]
    return [book for book in books if book and len(book) <= CODEBOOK_ROWS]


def sheet_text(rows: list[list[str]]) -> str:
    """One sheet's rows as CSV text; rows above the table with at most one filled cell keep that cell only (a
    title)."""
    while rows and not any(rows[-1]):
        rows.pop()
    if not rows:
        return ""
    width = max(len(row) for row in rows)
    while width > 1 and not any(len(row) >= width and row[width - 1] for row in rows):
        width -= 1
    output = io.StringIO()
    writer = csv.writer(output, lineterminator="\n")
    started = False
    for row in rows:
        cells = row[:width] + [""] * (width - len(row))
        started = started or sum(bool(cell.strip()) for cell in cells) >= 2
        writer.writerow(cells if started else [cell for cell in cells if cell.strip()][:1])
    return output.getvalue()


def workbook_text(data: bytes, needed: list[str], sheet: str) -> str:
    """The sheet ``sheet`` as CSV text, or (no sheet named) the first sheet holding the ``needed`` columns."""
    import openpyxl

    workbook = openpyxl.load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    try:
        if sheet:
            return sheet_text(with_codebooks(sheet_rows(workbook[sheet]), codebooks(workbook, sheet))[0])
        for name in workbook.sheetnames[:SHEETS_LOOKED_AT]:
            text = sheet_text(with_codebooks(sheet_rows(workbook[name]), codebooks(workbook, name))[0])
            try:
                find_table(normalise_text(text)[0], needed, None)
            except ValueError:
                continue
            return text
    finally:
        workbook.close()
    raise ValueError(f"No sheet of the workbook holds the column(s) {needed}.")


def _no_workbook(data: bytes, needed: list[str], sheet: str) -> str:
    """Reads no workbook: this script was made for a CSV file (emitted as ``workbook_text``)."""
    raise ValueError("This is an Excel workbook; this script was made for a CSV file. Save it as CSV UTF-8.")


def read_table(path: str | Path, needed: list[str], sheet: str = "", codec: str = "") -> pd.DataFrame:
    """Read the file as the page reads an upload: header found, summary rows and columns left out."""
    data = Path(path).read_bytes()
    if data.startswith(b"PK\x03\x04"):
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            if "xl/workbook.xml" not in archive.namelist():
                raise ValueError("This is a zip archive, not a CSV file or an Excel workbook.")
        text = workbook_text(data, needed, sheet)
    else:
        text = decode_text(data, codec)
    text, forced = normalise_text(text)
    polled, polls = poll_results_as_table(text.encode("utf-8"))  # (a poll's results as lines: "Option (7 votes)")
    report, _, ruled, _ = query_report_as_table(polled)  # (a rule of dashes under the header)
    report, ballots = ranked_ballots_as_table(report)  # (a BLT or Condorcet Election Format file of ballots)
    ballots += polls
    text, forced = report.decode("utf-8"), "," if ballots else ruled or forced
    names, unnamed, rows, delimiter = find_table(text, needed, forced)
    frame = frame_from_records(names, rows)
    places = fractional_columns(frame) if delimiter in DECIMAL_COMMA_DELIMITERS else []  # ("13.500": thousands)
    if places:
        texts = pd.DataFrame([[row[place] for place in places] for row in rows])
        frame = regroup_thousands(frame, texts, places)
    frame = frame.drop(columns=[name for name in unnamed if frame[name].isna().all()])
    frame = answers_without_times(json_lists_as_text(labelled_parts_as_columns(json_objects_as_columns(frame))))
    frame = without_outcome_marks(codes_stated_as_no_answer(labelled_ratings_as_numbers(frame)[0])[0])[0]
    frame = without_extra_header_rows(frame)
    frame = first_block(frame)
    frame = frame.drop(index=frame.index[signature_rows(frame)])
    frame = repeated_groups_as_rows(frame)[0]
    numeric = numeric_columns(frame)
    if void := rows_without_counts(frame, numeric_columns(frame, least=0.5)):
        frame = frame.drop(index=frame.index[void])
        numeric = numeric_columns(frame)
    if invalid := rows_marked_invalid(frame)[0] or rows_out_of_the_ranking(frame)[0]:
        frame = frame.drop(index=frame.index[invalid])
        numeric = numeric_columns(frame)
    frame = shares_as_counts(frame, numeric)[0]
    numeric = numeric_columns(frame)
    frame, numeric = without_summary_rows(frame, numeric)
    frame = without_summary_columns(frame, numeric)
    frame = headings_filled_down(frame, numeric_columns(frame))[0]
    # (after the totals: a tool's own count row counts a test of the form and a form sent twice too)
    frame = excluded_as_nought(frame)
    frame = frame.drop(index=frame.index[rows_struck_through(frame)[0]]).reset_index(drop=True)
    frame = without_tests(frame)[0]
    frame = frame.drop(index=frame.index[repeated_entries(frame)[0]]).reset_index(drop=True)
    frame = frame.drop(index=frame.index[votes_beyond_one_per(frame)[0]]).reset_index(drop=True)
    missing = [name for name in needed if name not in frame.columns]
    if missing:
        raise ValueError(f"The file has no column(s) {missing}: is this the file the page read?")
    return frame


def excluded_as_nought(frame: pd.DataFrame) -> pd.DataFrame:
    """A count by transfers ("Stage 1" … "Stage 4") with 0 in the stages after a candidate's exclusion."""
    names = stage_columns(list(frame.columns))
    if not names:
        return frame
    votes = np.column_stack([read_numbers(frame[name], coerce=True)[0] for name in names])
    if not counted_by_transfers(votes):
        return frame
    frame = frame.copy()
    frame[names] = nought_where_excluded(votes)
    return frame


# --- the table's own extra header rows, stacked blocks and summary rows ----------------------------------------------


def without_extra_header_rows(frame: pd.DataFrame) -> pd.DataFrame:
    """Up to three rows under the header that are more header, their text naming columns with code names (Q1)."""
    extra = extra_header_rows(frame, EXTRA_HEADER_ROWS)
    if not extra:
        return frame
    names = [str(name) for name in frame.columns]
    for position in range(extra):
        texts = ["" if pd.isna(cell) else str(cell).strip() for cell in frame.iloc[position]]
        subtitle = sum(map(bool, texts)) > sum(not MADE_UP_NAME.match(name) for name in names)
        for index, text in enumerate(texts):
            if not text or text.startswith("{") or text in names:
                continue
            if subtitle or CODE_NAME.match(names[index]) or MADE_UP_NAME.match(names[index]):
                names[index] = text
    kept = frame.iloc[extra:].copy()
    kept.columns = pd.Index(names)
    return kept.reset_index(drop=True)


def first_block(frame: pd.DataFrame) -> pd.DataFrame:
    """The first table of a sheet that stacks several: it ends at a title row followed by the next one's header,
    words the rows above never held in those columns (not a name alone, someone who has not answered yet)."""
    numeric = [column for column in frame.columns[1:] if number_share(frame[column].head(50).dropna()) >= 0.5]
    if not numeric or len(frame) < 4:
        return frame
    for position in range(2, min(len(frame) - 1, BLOCK_ROWS)):
        row = frame.iloc[position]
        if pd.isna(row.iloc[0]) or not bool(row.iloc[1:].isna().all()):
            continue  # not a title row (checked first: it is cheap)
        following = frame.iloc[position + 1 : position + 3]
        above = {str(cell).strip() for cell in frame.iloc[:position][numeric].stack()}
        if any(
            bool(words := [str(cell).strip() for cell in line[numeric] if number_share(pd.Series([str(cell)])) == 0])
            and (not above.intersection(words) or _same_cells(line, frame.iloc[0]))
            and bool(line[numeric].notna().all())
            for _, line in following.iterrows()
        ):
            return frame.iloc[:position].copy()
    return frame


def numeric_columns(frame: pd.DataFrame, least: float = NUMBER_SHARE) -> dict[str, np.ndarray]:
    """The columns that are numbers (see :func:`numbers_or_none`), as numbers."""
    return {str(name): values for name in frame.columns if (values := numbers_or_none(frame[name], least)) is not None}


def numbers_or_none(series: pd.Series, least: float = NUMBER_SHARE) -> np.ndarray | None:
    """The column as numbers when nearly all (``least``) its filled cells are numbers, else None."""
    if series.isna().all() or number_share(series) < least:
        return None
    return read_numbers(series, coerce=True)[0]


def row_is_summary_like(frame: pd.DataFrame, position: int, label_column: object) -> bool:
    """A labelled summary row holds numbers, nothing, or context repeated from other rows where others hold data."""
    others = [column for column in frame.columns if column != label_column]
    if not others:
        return False
    row = frame.iloc[position]
    rest = frame.drop(index=frame.index[position])
    for column in others:
        cell = row[column]
        if pd.isna(cell) or number_share(pd.Series([str(cell).rstrip("% ")])) == 1.0:
            continue
        if COUNTS_ONLY.fullmatch(str(cell).strip()):
            continue
        if not bool((rest[column].astype(str) == str(cell)).any()):
            return False
    return True


def last_row_is_sum(frame: pd.DataFrame, numeric: dict[str, np.ndarray]) -> bool:
    """Every number column's last cell is the sum of the cells above it (and there are at least 3 rows)."""
    if len(frame) < 3:
        return False
    sums = []
    for values in numeric.values():
        above, last = values[:-1], values[-1]
        if np.isnan(last) or np.isnan(above).all():
            return False
        total = np.nansum(above)
        sums.append(bool(np.isclose(total, last, rtol=1e-9, atol=1e-9)) and bool(last > np.nanmax(above)))
    return bool(sums) and all(sums)


def without_summary_rows(
    frame: pd.DataFrame, numeric: dict[str, np.ndarray]
) -> tuple[pd.DataFrame, dict[str, np.ndarray]]:
    """The table without rows labelled Total, Count, ... (at its top or bottom) or a last row of column sums."""
    if len(frame) < 2:
        return frame, numeric
    label_columns = [
        column
        for position, column in enumerate(frame.columns)
        if not pd.api.types.is_numeric_dtype(frame[column])
        and (position < 2 or (len(frame) <= SUMMARY_TABLE_ROWS and frame[column].nunique() >= 0.8 * len(frame)))
    ]
    edge = sorted({*range(min(EDGE_ROWS, len(frame))), *range(max(0, len(frame) - EDGE_ROWS), len(frame))})
    summary = {
        position
        for position in edge
        for column in label_columns
        if is_summary_label(frame[column].iloc[position]) and row_is_summary_like(frame, position, column)
    }
    summary |= {  # (a subtotal says what it is anywhere in the table)
        position
        for column in label_columns[:2]
        for position in np.flatnonzero(frame[column].astype(str).str.strip().str.lower().isin(SUBTOTAL_WORDS))
        if row_is_summary_like(frame, int(position), column)
    }
    if not summary and (
        last_row_is_sum(frame, numeric) or last_row_counts_marks(frame, numeric) or _last_row_states_a_total(frame)
    ):
        summary = {len(frame) - 1}
    if len(frame) <= SUMMARY_TABLE_ROWS:  # (a tally sheet or an outline is short)
        every_number = {str(column): read_numbers(frame[column], coerce=True)[0] for column in frame.columns}
        summary |= answer_count_rows(frame, every_number)
        tally_end = tally_total_row(frame, every_number, label_columns)
        if tally_end is not None:
            summary = set(range(tally_end, len(frame)))
        summary |= set(subtotal_rows(frame, every_number) or totals_under_groups(frame, every_number, label_columns))
    summary |= set(range(len(frame) - remark_rows_at_foot(frame, label_columns), len(frame)))
    if not summary or len(summary) >= len(frame):
        return frame, numeric
    keep = np.ones(len(frame), dtype=bool)
    keep[sorted(summary)] = False
    kept_numeric = {column: values[keep] for column, values in numeric.items()}
    return frame[keep].reset_index(drop=True), kept_numeric


def without_summary_columns(frame: pd.DataFrame, numeric: dict[str, np.ndarray]) -> pd.DataFrame:
    """The table without a column named like a total that holds the row sums of the other number columns, nor a
    running total of another column."""
    dropped = [column for column, _, _ in summary_columns(frame, numeric)]
    return frame.drop(columns=dropped) if dropped else frame


# --- numbers as people write them: "$1,310.00", "7,50 €", "12,345" ---------------------------------------------------


def split_currency(text: str) -> tuple[str, list[str]]:
    """The number's text without a leading or trailing currency mark, and the marks found."""
    if len(text) > LONGEST_NUMBER:
        return text, []
    sign, body = "", text.strip()
    if body[:1] in ("+", "-"):
        sign, body = body[0], body[1:].lstrip()
    marks = []
    if first := CURRENCY_FIRST.match(body):
        marks.append(first.group(0))
        body = body[first.end() :].lstrip()
    if last := CURRENCY_LAST.search(body):
        marks.append(last.group(0))
        body = body[: last.start()].rstrip()
    return sign + body, marks


def bare_number(text: str) -> str:
    """The number's text without currency, and without spaces or apostrophes between groups of digits."""
    if len(text) > LONGEST_NUMBER:
        return text
    return GROUP_SPACES.sub("", split_currency(text)[0])


def plain_float(text: str) -> float:
    try:
        return float(text)
    except ValueError:
        return math.nan


def to_float(text: str, decimal: str) -> float:
    """One cell's number under the column's decimal separator (NaN when it is not one)."""
    if not text or not NUMBER_SHAPE.match(text):
        return plain_float(text)
    if "," in text and "." in text:
        decimal = "," if text.rfind(",") > text.rfind(".") else "."
    thousands = "," if decimal == "." else "."
    integer_part = text.split(decimal)[0].lstrip("+-")
    if thousands in integer_part and not THOUSAND_GROUPS.match(integer_part.replace(thousands, ",")):
        return math.nan
    body = text.replace(thousands, "")
    if decimal == ",":
        body = body.replace(",", ".")
    if body.count(".") > 1:
        return math.nan
    return plain_float(body)


def read_numbers(series: pd.Series, *, coerce: bool = False) -> tuple[np.ndarray, str]:
    """A column read as numbers (NaN for empty cells) and the one currency its cells carry ("" for none).

    Raises on a cell that is not a number unless ``coerce`` (then NaN)."""
    if pd.api.types.is_bool_dtype(series):
        if coerce:
            return np.full(len(series), np.nan), ""
        raise ValueError(f"Column {series.name!r} holds true/false values, not numbers.")
    if pd.api.types.is_numeric_dtype(series):
        values = series.to_numpy(dtype=np.float64, na_value=np.nan)
        if coerce:
            values = np.where(np.isinf(values), np.nan, values)
        if np.isinf(values).any():
            raise ValueError(f"Column {series.name!r} holds an infinite number.")
        return values, ""
    raw = series.astype(object).where(series.notna(), "").astype(str)
    codes, uniques = pd.factorize(raw)
    texts = without_shared_unit([str(text).strip() for text in uniques])
    currencies = {CURRENCIES[mark.upper()] for text in texts for mark in split_currency(text)[1]}
    stripped = [bare_number(text) for text in texts]
    decimal = decimal_separator(stripped)
    parsed = np.array([to_float(text, decimal) for text in stripped] + [np.nan], dtype=np.float64)
    bad = np.array(
        [
            bool(text) and text.lower() not in NAN_WORDS and bool(np.isnan(value))
            for text, value in zip(stripped, parsed[:-1], strict=True)
        ]
        + [False]
    )
    if coerce:
        parsed[bad] = np.nan
        parsed[np.isinf(parsed)] = np.nan
    elif bad[codes].any():
        position = int(np.flatnonzero(bad[codes])[0])
        raise ValueError(f"Column {series.name!r}: {series.iloc[position]!r} is not a number.")
    values = parsed[codes]
    if np.isinf(values).any():
        raise ValueError(f"Column {series.name!r} holds an infinite number.")
    if len(currencies) > 1 and not coerce:
        raise ValueError(f"Column {series.name!r} mixes currencies {sorted(currencies)}.")
    return values, "".join(currencies) if len(currencies) == 1 else ""


def number_share(series: pd.Series) -> float:
    """Share of the distinct filled values (at most the first 200) that read as finite numbers."""
    if pd.api.types.is_bool_dtype(series):
        return 0.0
    if pd.api.types.is_numeric_dtype(series):
        values = series.to_numpy(dtype=np.float64, na_value=np.nan)
        filled = ~np.isnan(values)
        return float(np.isfinite(values[filled]).mean()) if filled.any() else 0.0
    texts = [text for text in pd.unique(series.dropna().astype(str).str.strip())[:SHARE_SAMPLE] if text]
    if not texts:
        return 0.0
    stripped = [bare_number(text) for text in texts if len(text) <= LONGEST_NUMBER]
    decimal = decimal_separator(stripped)
    return sum(bool(np.isfinite(to_float(text, decimal))) for text in stripped) / len(texts)


# --- cells as labels and answers -------------------------------------------------------------------------------------


def cell_label(value: object) -> str:
    """A cell as a candidate's name: whole floats without ".0", surrounding spaces stripped."""
    if isinstance(value, float | np.floating) and math.isfinite(value) and float(value).is_integer():
        if abs(float(value)) < 2**53:
            return str(int(value))
    return str(value).strip()


def choice_label(value: object) -> str:
    """A cell as a choice: "" for an empty cell or a pivot table's "(blank)"."""
    if value is None or (isinstance(value, float) and np.isnan(value)):
        return ""
    label = cell_label(value)
    return "" if label.lower() in BLANK_LABELS else label


def answer_codes(values: np.ndarray) -> np.ndarray:
    """:func:`answer_kind` of every cell (missing cells are NO)."""
    flat = np.asarray(values, dtype=object).ravel()
    codes, uniques = pd.factorize(flat, use_na_sentinel=True)
    kinds = np.array([answer_kind(value) for value in uniques] + [NO], dtype=np.int8)
    return kinds[codes].reshape(np.shape(values))


def ordered_by_score(labels: list[str], scores: Sequence[float]) -> tuple[list[str], list[float]]:
    """Labels and scores, highest score first, then by label; labels must be distinct."""
    if len(set(labels)) != len(labels):
        raise ValueError("Two candidates have the same name; the page would have refused this reading.")
    order = sorted(range(len(labels)), key=lambda index: (-scores[index], labels[index]))
    return [labels[index] for index in order], [float(scores[index]) for index in order]


def approvals(counts: Mapping[str, float]) -> tuple[list[str], list[float]]:
    """Counts per label (blank labels left out), most first."""
    kept = {label: count for label, count in counts.items() if label.lower() not in BLANK_LABELS}
    if not kept:
        raise ValueError("There are no choices: every cell is empty.")
    return ordered_by_score(list(kept), list(kept.values()))


# --- the scoring rules, one per layout kind --------------------------------------------------------------------------


def score_votes(frame: pd.DataFrame, column: str) -> tuple[list[str], list[float]]:
    """One vote per row: each distinct value is a candidate, its score the number of rows holding it (abstaining,
    blank or spoilt votes written in words left out)."""
    counts = frame[column].value_counts(dropna=True, sort=False)
    labels = ["" if (label := cell_label(value)).lower() in BLANK_LABELS else label for value in counts.index]
    per_label = pd.Series(counts.to_numpy(dtype=np.int64), index=labels).groupby(level=0, sort=False).sum()
    per_label = per_label.drop("") if "" in per_label.index else per_label
    per_label = per_label.drop([label for label in per_label.index if is_no_candidate(label)])
    if per_label.empty:
        raise ValueError(f"Column {column!r} has no votes.")
    names = per_label.index.to_numpy(dtype=object)
    votes = per_label.to_numpy(dtype=np.int64)
    by_label = np.argsort(names, kind="stable")
    order = by_label[np.argsort(-votes[by_label], kind="stable")]
    return [str(name) for name in names[order]], votes[order].astype(np.float64).tolist()


def rejoin_split_names(rows: list[list[str]], separator: str) -> list[list[str]]:
    """Join parts a and b back into "a, b" when a is always followed by b and b always preceded by a."""
    following: dict[str, set[str | None]] = defaultdict(set)
    preceding: dict[str, set[str | None]] = defaultdict(set)
    for parts in rows:
        for index, part in enumerate(parts):
            following[part].add(parts[index + 1] if index + 1 < len(parts) else None)
            preceding[part].add(parts[index - 1] if index else None)
    glued = {
        part: after
        for part, (after,) in ((part, tuple(afters)) for part, afters in following.items() if len(afters) == 1)
        if after is not None and preceding[after] == {part}
    }
    if not glued:
        return rows
    joined_rows = []
    for parts in rows:
        joined, index = [], 0
        while index < len(parts):
            part = parts[index]
            while part.split(separator)[-1] in glued and index + 1 < len(parts):
                index += 1
                part = f"{part}{separator}{parts[index]}"
            joined.append(part)
            index += 1
        joined_rows.append(joined)
    return joined_rows


def split_cells(frame: pd.DataFrame, column: str, separator: str) -> list[list[str]]:
    """Each cell's choices in order, split at ``separator`` (a name holding ", " joined back)."""
    rows = [[part.strip() for part in choice_label(value).split(separator) if part.strip()] for value in frame[column]]
    return rejoin_split_names(rows, separator) if separator.strip() == "," else rows


def score_multi_choice(frame: pd.DataFrame, column: str, separator: str) -> tuple[list[str], list[float]]:
    """Several choices per cell, split at ``separator``: approvals, each choice counted once per response."""
    rows = split_cells(frame, column, separator)
    return approvals(Counter(choice for choices in rows for choice in dict.fromkeys(choices)))


def score_long(frame: pd.DataFrame, voter_column: str, choice_column: str) -> tuple[list[str], list[float]]:
    """One row per voter and choice: each voter's choice counted once."""
    voter_codes, _ = pd.factorize(frame[voter_column], use_na_sentinel=True)
    choice_codes, choices = pd.factorize(frame[choice_column], use_na_sentinel=True)
    labels = np.array([choice_label(value) for value in choices] + [""], dtype=object)
    keep = (voter_codes >= 0) & (labels[choice_codes] != "")
    pairs = np.unique(voter_codes[keep].astype(np.int64) * (len(choices) + 1) + choice_codes[keep])
    per_label = pd.Series(labels[pairs % (len(choices) + 1)]).value_counts()
    return approvals(dict(zip(per_label.index, per_label.to_numpy().tolist(), strict=True)))


def score_grid(
    frame: pd.DataFrame,
    columns: list[str],
    middle_weight: float,
    options_in: str,
    label_column: str,
    labels: list[str],
) -> tuple[list[str], list[float]]:
    """Yes / no / if-need-be answers: yes counts 1, the middle answer ``middle_weight``, in the page's order."""
    codes = answer_codes(frame[columns].to_numpy(dtype=object))
    if (codes == BAD).any():
        raise ValueError("A cell of the grid is not a yes / no / maybe answer.")
    weights = np.where(codes == YES, 1.0, np.where(codes == MIDDLE, middle_weight, 0.0))
    if options_in == "columns":
        names = list(labels) if len(labels) == len(columns) else [str(name).strip() for name in columns]
        scores = weights.sum(axis=0)
    else:
        names = [choice_label(value) or f"(row {position + 1})" for position, value in enumerate(frame[label_column])]
        scores = weights.sum(axis=1)
    if len(set(names)) != len(names):
        raise ValueError("Two options have the same name; the page would have refused this reading.")
    return names, scores.tolist()


def score_ranked(
    frame: pd.DataFrame, columns: list[str], rule: str, separator: str = ""
) -> tuple[list[str], list[float]]:
    """Ranked ballots, one column per rank (or, with ``separator``, each ranking in one cell of one column, first
    choice first): first choices, Borda points (m−1 … 0) or top-2 / top-3 approval."""
    ranks = [[choice_label(value) for value in frame[name]] for name in columns]
    if separator:
        rows = split_cells(frame, columns[0], separator)
        depth = max((len(row) for row in rows), default=0)
        ranks = [[row[rank] if rank < len(row) else "" for row in rows] for rank in range(depth)]
    for ballot in range(len(frame)):
        seen: set[str] = set()
        for rank in ranks:
            if rank[ballot] in seen:
                rank[ballot] = ""
            seen.add(rank[ballot])
    candidates = sorted({label for rank in ranks for label in rank if label})
    m = len(candidates)
    points: dict[str, float] = {label: 0.0 for label in candidates}
    for depth, rank in enumerate(ranks):
        for label in rank:
            if not label:
                continue
            if rule == "first":
                points[label] += depth == 0
            elif rule == "borda":
                points[label] += max(m - 1 - depth, 0)
            else:
                points[label] += depth < int(rule[-1])
    return ordered_by_score(candidates, [points[label] for label in candidates])


def score_ticks(frame: pd.DataFrame, columns: list[str], labels: list[str]) -> tuple[list[str], list[float]]:
    """One column per option: a filled cell that is not "no" is a tick."""
    names = list(labels) if len(labels) == len(columns) else [str(name).strip() for name in columns]
    kept = [position for position, name in enumerate(names) if not is_no_candidate(name)]  # (an option abstaining)
    if 0 < len(kept) < len(names):
        columns, names = [columns[position] for position in kept], [names[position] for position in kept]
    block = frame[columns].to_numpy(dtype=object)
    texts = np.vectorize(choice_label, otypes=[object])(block) if block.size else block
    ticked = (texts != "") & (answer_codes(texts) != NO)
    return names, ticked.sum(axis=0).astype(np.float64).tolist()


def entries_as_columns(frame: pd.DataFrame, label: str, judges: list[str]) -> tuple[pd.DataFrame, list[str], list[str]]:
    """A jury's sheet turned round (one column per entry, one row per judge), its entries, and no other labels."""
    entries = frame[label].astype(str).str.strip()
    if entries.duplicated().any() or (entries == "").any():
        raise ValueError(f"Column {label!r} names an entry twice or not at all: each row must be one entry.")
    turned = frame[judges].T
    turned.columns = pd.Index(entries.tolist())
    return turned.reset_index(drop=True), entries.tolist(), []


def score_ratings(
    frame: pd.DataFrame, columns: list[str], labels: list[str], mean: bool = False
) -> tuple[list[str], list[float]]:
    """Ratings or points, one column per option: the sum of each column (points must be 0 or more); ``mean``: each
    column's mean over its filled cells."""
    raw = np.column_stack([frame[name].to_numpy(dtype=object) for name in columns])
    read = np.column_stack([read_numbers(frame[name], coerce=True)[0] for name in columns])
    if not words_for_no_answer(raw, read):  # (words other than "not answered" are not points: refused)
        read = np.column_stack([read_numbers(frame[name])[0] for name in columns])
    values = without_missing_codes(read)[0]
    if np.nanmin(values, initial=0.0) < 0:
        raise ValueError("Points must be 0 or more.")
    names = list(labels) if len(labels) == len(columns) else [name.strip() for name in columns]
    if mean:
        rated = ~np.isnan(values)
        kept = rated.any(axis=0)  # (an option no one rated has no mean)
        means = np.nansum(values, axis=0)[kept] / rated.sum(axis=0)[kept]
        return ordered_by_score([name for name, one in zip(names, kept, strict=True) if one], means.tolist())
    return ordered_by_score(names, np.nansum(values, axis=0).tolist())


def rank_of_cell(value: object) -> int:
    """The rank a cell states: 3, "3", "3rd", "3rd choice", "Rank 3", "third"; 0 for an empty or unreadable cell."""
    text = choice_label(value).lower()
    match = RANK_CELL.search(text) if text else None
    if match is None:
        return 0
    return int(match.group(1)) if match.group(1) else ORDINAL_WORDS[match.group(2)]


def score_rank_grid(
    frame: pd.DataFrame, columns: list[str], labels: list[str], rule: str = "borda"
) -> tuple[list[str], list[float]]:
    """One column per option holding its rank: Borda points m − rank ("borda"), or 1 for each option ranked within
    the first 1, 2 or 3 ("first", "top2", "top3")."""
    m = len(columns)
    ranks = np.column_stack([[rank_of_cell(value) for value in frame[name]] for name in columns])
    if (ranks > m).any():
        raise ValueError(f"A cell ranks an option beyond the {m} options.")
    if rule == "borda":
        points = np.where(ranks > 0, m - ranks, 0).astype(np.float64)
    else:
        depth = 1 if rule == "first" else int(rule[-1])
        points = ((ranks > 0) & (ranks <= depth)).astype(np.float64)
    names = list(labels) if len(labels) == len(columns) else [str(name).strip() for name in columns]
    return names, points.sum(axis=0).tolist()


def score_points(
    frame: pd.DataFrame,
    label_column: str,
    points_column: str,
    voter_column: str,
    ranks: bool = False,
    mean: bool = False,
) -> tuple[list[str], list[float]]:
    """One row per voter, option and points: the sum of each option's points (each person's must be 0 or more);
    ``ranks``: the column holds ranks (1 = first), read as Borda points; ``mean``: each option's mean score over
    the voters who scored it."""
    options = frame[label_column].map(choice_label)
    written = frame[points_column]
    if ranks and not all(is_number_text(str(value).strip()) for value in written.dropna()):
        # (places written as ordinals, "1st", "13th", as a tournament's standings give them; "DQ" has none)
        points = np.array([rank_of_cell(value) or np.nan for value in written], dtype=np.float64)
    else:
        points = read_numbers(written)[0]
    if ranks:
        points = ranks_as_points(points)
    keep = (options != "").to_numpy() & ~np.isnan(points) & ~options.map(is_no_candidate).to_numpy(bool)
    table = pd.DataFrame({"option": options.to_numpy()[keep], "points": points[keep]})
    if voter_column:
        table["voter"] = frame[voter_column].map(choice_label).to_numpy()[keep]
        table = table.groupby(["voter", "option"], sort=False)["points"].sum().reset_index()
    if np.nanmin(table["points"].to_numpy(), initial=0.0) < 0:
        raise ValueError("Points must be 0 or more.")
    totals = table.groupby("option", sort=False)["points"].agg("mean" if mean else "sum")
    if totals.empty:
        raise ValueError("There are no points to add up.")
    return ordered_by_score([str(label) for label in totals.index], totals.to_numpy(dtype=np.float64).tolist())


def price_grid(low: float, high: float, step: float) -> np.ndarray:
    """The candidate prices low, low + step, ... up to high (rounded to 9 decimals, never above high)."""
    ratio = (high - low) / step
    if not (step > 0 and 0 <= low < high and ratio < MAX_PRICES):
        raise ValueError("The price grid must have 0 ≤ lowest < highest and fewer than 100,000 prices.")
    nearest = round(ratio)
    on_grid = abs(ratio - nearest) <= 1e-9 * max(1.0, ratio)
    last = nearest if on_grid else math.floor(ratio)
    prices = np.minimum(np.round(low + np.arange(last + 1, dtype=np.float64) * step, 9), high)
    if on_grid:
        prices[-1] = high
    return prices


def price_labels(prices: np.ndarray, step: float, currency: str) -> list[str]:
    """Prices as "$1.30": two decimals, or more when the step needs them."""
    decimals = 2
    reference = np.append(prices, step)
    while decimals < 9 and not np.allclose(reference, np.round(reference, decimals), rtol=0, atol=1e-9):
        decimals += 1
    return [f"{currency}{value:,.{decimals}f}" for value in prices]


def score_bids(
    frame: pd.DataFrame, amount_column: str, bidder_column: str, grid: tuple[float, float, float]
) -> tuple[list[str], list[float]]:
    """Posted-price revenue p × #(bids ≥ p) on the price grid, from each bidder's highest bid."""
    amounts = frame[amount_column]
    keep = amounts.notna() & (amounts.astype(str).str.strip() != "")
    keep &= ~void_bids(frame, amount_column, bidder_column)
    if bidder_column:
        bidders = frame[bidder_column].astype(object).where(frame[bidder_column].notna(), "").astype(str).str.strip()
        keep &= ~(bidders.str.contains(NON_BID_WORDS) & keep)
        values = read_numbers(amounts[keep])[0]
        table = pd.DataFrame({"bidder": bidders[keep].to_numpy(), "value": values, "cell": amounts[keep].to_numpy()})
        best = table.sort_values("value", ascending=False, kind="stable").drop_duplicates("bidder")
        bids = pd.Series(best["cell"].to_numpy(), name=amount_column).reset_index(drop=True)
    else:
        bids = amounts[keep].reset_index(drop=True)
    if bids.empty:
        raise ValueError("There are no bids.")
    values, currency = read_numbers(bids)
    if np.isnan(values).any() or (values < 0).any():
        raise ValueError("Every bid must be a number of 0 or more.")
    prices = price_grid(*grid)
    buyers = values.size - np.searchsorted(np.sort(values), prices, side="left")
    return price_labels(prices, grid[2], currency), (prices * buyers).tolist()


def rows_of(frame: pd.DataFrame, rows: tuple[str, ...]) -> pd.DataFrame:
    """The rows the page read: all of them, or those whose column ``rows[0]`` holds ``rows[1]`` (one question of a
    report that lists several)."""
    if not rows:
        return frame
    column, value = rows
    return frame[frame[column].astype(str).str.strip() == value]


def score_counts(
    frame: pd.DataFrame, label_column: str, count_column: str | list[str], add_repeats: bool = False
) -> tuple[list[str], list[float]]:
    """A ready-made table of counts, one row per candidate (or several to add up: a tally in parts), in order of
    first appearance; rows of empty answers and of ballots or voters (blank, invalid, turnout) left out."""
    names = frame[label_column]
    left_out = names.map(_part_total_or_no_candidate if add_repeats else is_no_candidate).to_numpy(bool)
    columns = [count_column] if isinstance(count_column, str) else count_column
    first = read_numbers(frame[columns[0]], coerce=True)[0]
    left_out = left_out | totals_of_the_rest(names.map(is_total_label).to_numpy(bool), first, left_out)
    if add_repeats:  # (a total over the parts; a figure a statistics office does not give, "..")
        not_available = frame[columns].map(lambda cell: str(cell).strip() in NOT_AVAILABLE).any(axis=1)
        left_out = left_out | (part_totals(frame, [label_column, *columns]) | not_available).to_numpy(bool)
    kept = frame[columns][~left_out].map(lambda cell: 0 if str(cell).strip() in NIL_DASHES else cell)  # ("-": none)
    counts = np.sum([read_numbers(kept[name])[0] for name in columns], axis=0)  # (parts added up)
    labels = [cell_label(value) if not pd.isna(value) else "" for value in names[~left_out]]
    if np.isnan(counts).any() or (counts < 0).any() or not all(labels):
        raise ValueError("Every row needs a name and a count of 0 or more.")
    if len(set(labels)) != len(labels) and not add_repeats:
        raise ValueError("Every row needs a distinct name.")
    totals: dict[str, float] = {}
    for label, value in zip(labels, counts.tolist(), strict=True):
        totals[label] = totals.get(label, 0.0) + value
    return list(totals), list(totals.values())


# ======================================================================================================================
# The generator
# ======================================================================================================================

_READING: tuple[Callable[..., Any], ...] = (
    decode_text,
    normalise_text,
    count,
    _rows_of_tables,
    _table_end,
    _rule_note,
    _within_columns,
    _without_page_breaks,
    _fixed_width_as_tabs,
    _aligned_column_starts,
    _left_aligned_starts,
    _starts_under_a_crowded_header,
    _aligned_rows_end,
    _columns_under_names,
    _delimited_lines,
    _names_only,
    _names_over_rows,
    _space_aligned_as_tabs,
    _boxed,
    _tabbed,
    _head_lines,
    _boxed_table_as_tabs,
    _wiki_cell,
    _wiki_table_as_tabs,
    _page_line,
    _blank,
    _without_report_groups,
    _report_as_table,
    query_report_as_table,
    _blt_ballots,
    _cef_ballots,
    ranked_ballots_as_table,
    poll_results_as_table,
    _bracketed_count,
    _chat_votes,
    _bids_in_line_groups,
    _longest_run,
    _within_voting_window,
    _announced_commands,
    _chat_message,
    _numbered_in_sentence,
    _numbered_options,
    _named_option,
    _messenger_messages,
    _option_chosen,
    name_stem,
    _shares_before_options,
    _asked_again,
    _number_chosen,
    _sign_up_chain,
    _option_line,
    _yes_answer,
    _repeated_answers,
    _counts_under_options,
    _counts_above_options,
    _count_of,
    _next_filled,
    _delimited,
    _note_line,
    _notes_below_rule,
    first_row_is_data,
    _separator_inside_text,
    fractional_columns,
    regroup_thousands,
    is_blank_record,
    parse_records,
    is_number_text,
    is_deficient,
    continues_header,
    _pivot_caption,
    _combine_header_rows,
    _spanned_header_cells,
    _rows_same_over_every_column,
    header_at,
    column_names,
    json_keys,
    find_table,
    notes_after_rows,
    section_lines,
    _groups_past_the_header,
    _repeats_its_last_group,
    forgive_ragged_edges,
    frame_from_records,
    read_table,
    rows_of,
    answer_kind,
    is_header_row,
    extra_header_rows,
    without_extra_header_rows,
    _same_cells,
    first_block,
    repeated_groups_as_rows,
    rows_without_counts,
    _first_words,
    says_not_counting,
    rows_marked_invalid,
    rows_out_of_the_ranking,
    _people_columns,
    by_distinct_value,
    edge_rows,
    stage_columns,
    counted_by_transfers,
    nought_where_excluded,
    excluded_as_nought,
    rows_struck_through,
    rows_of_tests,
    without_tests,
    _within_other_names,
    _named_twice,
    votes_beyond_one_per,
    _marks_only,
    _repeats,
    repeated_entries,
    labelled_ratings_as_numbers,
    _said,
    codes_stated_as_no_answer,
    without_outcome_marks,
    signature_rows,
    _languages,
    plain,
    is_summary_label,
    numeric_columns,
    numbers_or_none,
    row_is_summary_like,
    last_row_is_sum,
    _last_row_states_a_total,
    last_row_counts_marks,
    answer_count_rows,
    counted_in_cell,
    _count_at,
    _counts_one_answer,
    tally_total_row,
    remark_rows_at_foot,
    starts_every_cell,
    _names_joined,
    json_lists_as_text,
    _json_answer,
    _json_text,
    _person_of_trials,
    json_objects_as_columns,
    _split_labelled,
    _labelled_parts,
    labelled_parts_as_columns,
    answers_without_times,
    running_total_of,
    _run_after,
    _adds_up,
    numbers_the_rows,
    summary_columns,
    counts_all_voters,
    counts_no_candidate,
    subtotal_rows,
    is_total_label,
    _names_a_total,
    totals_under_groups,
    shares_as_counts,
    without_summary_rows,
    without_summary_columns,
    headings_filled_down,
    split_currency,
    bare_number,
    decimal_separator,
    plain_float,
    to_float,
    without_shared_unit,
    read_numbers,
    number_share,
    cell_label,
    choice_label,
    ordered_by_score,
    approvals,
)
_WORKBOOK: tuple[Callable[..., Any], ...] = (
    cell_text,
    sheet_rows,
    codebooks,
    _entries,
    _header_row,
    _books,
    with_codebooks,
    sheet_text,
    workbook_text,
)
_ANSWERS: tuple[Callable[..., Any], ...] = (answer_codes,)
_SCORING: dict[str, tuple[Callable[..., Any], ...]] = {
    "votes": (is_no_candidate, score_votes),
    "multi_choice": (rejoin_split_names, split_cells, score_multi_choice),
    "long": (score_long,),
    "grid": (*_ANSWERS, score_grid),
    "ranked": (rejoin_split_names, split_cells, score_ranked),
    "ticks": (*_ANSWERS, is_no_candidate, score_ticks),
    "ratings": (without_missing_codes, words_for_no_answer, entries_as_columns, score_ratings),
    "rank_grid": (rank_of_cell, score_rank_grid),
    "points": (is_no_candidate, ranks_as_points, rank_of_cell, score_points),
    "bids": (price_grid, price_labels, void_bids, score_bids),
    "counts": (
        is_no_candidate,
        is_total_label,
        _part_total_or_no_candidate,
        part_totals,
        totals_of_the_rest,
        score_counts,
    ),
}


def _needed_and_call(layout: Layout) -> tuple[list[str], str]:
    """The columns the script must find, and its call of the scoring rule (every value through repr)."""
    kind, columns = layout.kind, list(layout.columns)
    if kind not in _SCORING:
        raise ScriptNotSupportedError(f"No script can be generated for the layout {kind!r}.")
    if not columns:
        raise ScriptNotSupportedError("The layout names no column, so there is nothing to read.")
    labels = list(layout.labels) if len(layout.labels) == len(columns) else []
    first = columns[0]
    if kind == "votes":
        return [first], f"score_votes(frame, {first!r})"
    if kind == "multi_choice":
        return [first], f"score_multi_choice(frame, {first!r}, {layout.separator or ';'!r})"
    if kind == "long":
        return [first, layout.voter_column], f"score_long(frame, {layout.voter_column!r}, {first!r})"
    if kind == "grid" and layout.options_in == "rows":
        label = layout.label_column
        people = "[column for column in frame.columns if column != LABEL_COLUMN]"
        call = f"score_grid(frame, {people}, {float(layout.middle_weight)!r}, 'rows', LABEL_COLUMN, [])"
        return [label], call.replace("LABEL_COLUMN", repr(label))
    if kind == "grid":
        return columns, f"score_grid(frame, {columns!r}, {float(layout.middle_weight)!r}, 'columns', '', {labels!r})"
    if kind == "ranked":
        return columns, f"score_ranked(frame, {columns!r}, {layout.rule!r}, {layout.separator!r})"
    if kind == "ratings" and layout.options_in == "rows":  # (a jury's sheet: judges in columns, entries in rows)
        label = layout.label_column
        mean = layout.rule == MEAN
        return [label, *columns], f"score_ratings(*entries_as_columns(frame, {label!r}, {columns!r}), {mean!r})"
    if kind == "rank_grid":
        return columns, f"score_rank_grid(frame, {columns!r}, {labels!r}, {layout.rule!r})"
    if kind == "ratings" and layout.rule == MEAN:
        return columns, f"score_ratings(frame, {columns!r}, {labels!r}, True)"
    if kind in ("ticks", "ratings"):
        return columns, f"score_{kind}(frame, {columns!r}, {labels!r})"
    if kind == "points":
        needed = [first, layout.label_column] + ([layout.voter_column] if layout.voter_column else [])
        ranks, mean = layout.rule == RANKS, layout.rule == MEAN
        call = f"score_points(frame, {layout.label_column!r}, {first!r}, {layout.voter_column!r}, {ranks!r}, {mean!r})"
        return needed, call
    if kind == "bids":
        grid = tuple(float(value) for value in layout.price_grid)
        needed = [first] + ([layout.voter_column] if layout.voter_column else [])
        return needed, f"score_bids(frame, {first!r}, {layout.voter_column!r}, {grid!r})"
    add_up, counted = layout.rule == ADD_UP, first if len(columns) == 1 else columns
    return [layout.label_column, *columns], f"score_counts(frame, {layout.label_column!r}, {counted!r}, {add_up!r})"


def _check_settings(
    layout: Layout, *, epsilon: float, mechanism: str, k: int, sensitivity: float, block: int | None
) -> tuple[float, str, str, int, float]:
    if not isinstance(layout, Layout):
        raise InvalidInputError(f"layout must be a Layout, got {type(layout).__name__}.")
    if layout.kind not in _SCORING:
        raise ScriptNotSupportedError(f"No script can be generated for the layout {layout.kind!r}.")
    if block is not None:
        raise ScriptNotSupportedError(
            "This table was read from one of several tables stacked in the file; the script cannot pick the same "
            "block yet. Save that table as its own file and upload it."
        )
    epsilon = check_positive_finite(epsilon, "epsilon")
    sensitivity = check_positive_finite(sensitivity, "sensitivity")
    mechanism = check_mechanism(mechanism)
    try:
        measure = opendp_measure(mechanism)
    except InvalidInputError as error:
        raise ScriptNotSupportedError(str(error)) from None
    if isinstance(k, bool) or not isinstance(k, int) or k < 1:
        raise InvalidInputError(f"k must be a whole number ≥ 1, got {k!r}.")
    return epsilon, mechanism, measure, k, sensitivity


def script_requirements(file_name: str) -> tuple[str, ...]:
    """What the script needs, pinned where it matters: OpenDP exactly, pandas, and openpyxl for a workbook."""
    workbook = file_name.lower().endswith(_WORKBOOK_SUFFIXES)
    return (f"opendp=={OPENDP_VERSION}", "pandas>=2.2") + (("openpyxl>=3.1",) if workbook else ())


def _comment(value: object) -> str:
    """A value safe inside a comment: control characters (newlines) escaped, at most 600 characters."""
    text = str(value)
    text = "".join(character if character.isprintable() else repr(character)[1:-1] for character in text)
    return text if len(text) <= 600 else text[:599] + "…"


def _constant_source(name: str, value: object) -> str:
    if isinstance(value, re.Pattern):
        flags = " | ".join(f"re.{flag.name}" for flag in (re.IGNORECASE,) if value.flags & flag)
        return f"{name} = re.compile({value.pattern!r}{', ' + flags if flags else ''})"
    if isinstance(value, frozenset):
        return f"{name} = frozenset({sorted(value)!r})"
    return f"{name} = {value!r}"


def _parameters(
    *,
    file_name: str,
    layout: Layout,
    epsilon: float,
    mechanism: str,
    measure: str,
    k: int,
    sensitivity: float,
    monotonic: bool,
    sheet: str,
) -> list[tuple[str, str]]:
    """The page's parameters as (name, value) lines for the header comment and the notebook's first cell."""
    scale = opendp_scale(epsilon=epsilon, sensitivity=sensitivity, monotonic=monotonic, k=k)
    columns = ", ".join(map(repr, layout.columns))
    if layout.kind == "grid" and layout.options_in == "rows":
        columns = f"every column but {layout.label_column!r} (one per person)"  # (people's names stay out)
    reading = [f"{layout.kind} ({KINDS[layout.kind]})", f"column(s) {columns}"]
    if layout.kind == "multi_choice" or layout.separator and layout.kind == "ranked":
        reading.append(f"separator {layout.separator or ';'!r}")
    if layout.kind in ("long", "points", "bids") and layout.voter_column:
        reading.append(f"voter/bidder column {layout.voter_column!r}")
    if layout.kind in ("counts", "points") or (layout.kind == "grid" and layout.options_in == "rows"):
        reading.append(f"label column {layout.label_column!r}")
    if layout.kind == "grid":
        reading.append(f"options in {layout.options_in}, a middle answer counts {layout.middle_weight:g}")
    if layout.kind == "ranked":
        reading.append(f"rule {layout.rule!r}")
    if layout.kind == "bids":
        low, high, step = layout.price_grid
        reading.append(f"prices {low:g} to {high:g} in steps of {step:g}")
    sampler = "make_noisy_max" if k == 1 else "make_noisy_top_k"
    measure_text = "ε-DP (pure), as OpenDP's privacy map states"
    if measure != MAX_DIVERGENCE:
        measure_text = f"ε-DP (pure), and ρ-zCDP with ρ = ε²/(8k) = {epsilon**2 / (8 * k):.6g} as OpenDP's map states"
    return [
        ("file read on the page", file_name + (f", sheet {sheet!r}" if sheet else "")),
        ("reading", "; ".join(reading)),
        ("mechanism", f"{MECHANISM_LABELS[mechanism]} ({mechanism})"),
        ("epsilon (whole release)", repr(epsilon)),
        ("sensitivity Δ", repr(sensitivity)),
        ("monotone", "yes (range Δ)" if monotonic else "no (range 2Δ)"),
        ("k (candidates released)", str(k)),
        ("OpenDP measurement", f"opendp.measurements.{sampler}, {measure}, scale b = k·R/ε = {scale!r}"),
        ("privacy", measure_text),
    ]


def _release_code(*, epsilon: float, sensitivity: float, monotonic: bool, measure: str, k: int) -> str:
    return f'''
# --- the release ------------------------------------------------------------------------------------------------------

EPSILON = {epsilon!r}  # ε spent by the whole release
SENSITIVITY = {sensitivity!r}  # Δ
MONOTONIC = {monotonic!r}
K = {k!r}
MEASURE = {measure!r}
OPENDP_VERSION = {OPENDP_VERSION!r}
# OpenDP's scale: R = Δ if monotone else 2Δ, and each of the K rounds spends ε/K, so b = K·R/ε.
SCALE = K * (SENSITIVITY if MONOTONIC else 2.0 * SENSITIVITY) / EPSILON


def build_measurement() -> dp.Measurement:
    """OpenDP's noisy max (K = 1) or noisy top-k, its privacy map checked against EPSILON."""
    # Noisy max / top-k are in OpenDP's "contrib" set: proven, not yet through OpenDP's full review.
    dp.enable_features("contrib")
    space = (
        dp.vector_domain(dp.atom_domain(T=float, nan=False)),
        dp.linf_distance(T=float, monotonic=MONOTONIC),
    )
    measure = dp.max_divergence() if MEASURE == "max_divergence" else dp.zero_concentrated_divergence()
    if K == 1:
        measurement = dp.m.make_noisy_max(*space, measure, scale=SCALE)
    else:
        measurement = dp.m.make_noisy_top_k(*space, measure, k=K, scale=SCALE)
    mapped = measurement.map(SENSITIVITY)
    # Pure DP: the map is ε. zCDP (the exponential mechanism): the map is ρ = K·(ε/K)²/8, so ε = √(8Kρ).
    certified = mapped if MEASURE == "max_divergence" else math.sqrt(8.0 * K * mapped)
    if not math.isclose(certified, EPSILON, rel_tol=1e-9, abs_tol=0.0):
        raise RuntimeError(f"OpenDP's privacy map gives ε = {{certified!r}}, not {{EPSILON!r}}: nothing released.")
    return measurement


_READ: dict[str, tuple[list[str], list[float]]] = {{}}  # the last file's scores, by its content's SHA-256


def release(path: str | Path) -> tuple[str, ...]:
    """Read the file, score it, and release K candidate(s) through OpenDP (best first). A file read before in this
    process, byte for byte the same, is not parsed again; every call is a new release and spends EPSILON again."""
    key = hashlib.sha256(Path(path).read_bytes()).hexdigest()
    if key not in _READ:
        _READ.clear()
        _READ[key] = read_scores(path)
    labels, scores = _READ[key]
    if K > len(labels):
        raise ValueError(f"K = {{K}} but the file has only {{len(labels)}} candidates.")
    drawn = build_measurement()([float(score) for score in scores])
    indices = [drawn] if K == 1 else list(drawn)
    return tuple(labels[index] for index in indices)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Release a private choice from your file with OpenDP.")
    parser.add_argument("path", help="your file (the one you read on the page)")
    arguments = parser.parse_args(argv)
    try:
        installed = importlib.metadata.version("opendp")
    except importlib.metadata.PackageNotFoundError:
        installed = "none"
    if installed != OPENDP_VERSION:
        print(f"Warning: written for opendp=={{OPENDP_VERSION}}, found {{installed}}.", file=sys.stderr)
    released = release(arguments.path)
    print(f"Released ({{'one candidate' if K == 1 else f'{{K}} candidates, best first'}}), ε = {{EPSILON:g}}:")
    for label in released:
        print(f"  {{label}}")


if __name__ == "__main__":
    main()
'''


def _imports(sources: str) -> str:
    """The standard-library imports the emitted code uses (the release code always needs the first group)."""
    lines = [
        "argparse",
        "csv",
        "hashlib",
        "importlib.metadata",
        "io",
        "itertools",
        "json",
        "math",
        "numbers",
        "re",
        "sys",
        "unicodedata",
        "zipfile",
    ]
    optional = {"numbers": r"\bnumbers\.Real\b", "json": r"\bjson\.loads\b", "unicodedata": r"\bunicodedata\."}
    used = [name for name in lines if name not in optional or re.search(optional[name], sources)]
    text = "".join(f"import {name}\n" for name in used)
    for module, names in (
        ("collections", ("Counter", "defaultdict")),
        ("collections.abc", ("Callable", "Mapping", "Sequence")),
    ):
        found = [name for name in names if re.search(rf"\b{name}\b", sources)]
        text += f"from {module} import {', '.join(found)}\n" if found else ""
    text += "from pathlib import Path\n"
    text += "from typing import Any\n" if re.search(r"\bAny\b", sources) else ""
    return text


def _script_body(
    *,
    layout: Layout,
    epsilon: float,
    measure: str,
    k: int,
    sensitivity: float,
    monotonic: bool,
    sheet: str,
    codec: str,
    workbook: bool,
) -> str:
    needed, call = _needed_and_call(layout)
    needed += [layout.subset[0]] if layout.subset and layout.subset[0] not in needed else []
    # (each function once: a reading rule may also be a scoring rule's, "is_total_label")
    functions = tuple(dict.fromkeys((*_READING, *(_WORKBOOK if workbook else ()), *_SCORING[layout.kind])))
    constants = "\n".join(_constant_source(name, value) for name, value in _CONSTANTS.items())
    sources = "\n\n".join(inspect.getsource(function).rstrip() for function in functions)
    if not workbook:
        sources += "\n\n" + inspect.getsource(_no_workbook).replace("def _no_workbook", "def workbook_text", 1)
    imports = _imports(sources)
    return f'''from __future__ import annotations

{imports}
import numpy as np
import opendp.prelude as dp
import pandas as pd

# --- how the page read the file (its column names; no cell of the file) -------------------------------------------

NEEDED_COLUMNS = {needed!r}
SHEET = {sheet!r}
CODEC = {codec!r}  # the code page the page read a file that is not Unicode in ("" for Unicode)
ROWS = {tuple(layout.subset)!r}

# --- constants of the reading ---------------------------------------------------------------------------------------

{constants}

# --- reading the file as the page does -------------------------------------------------------------------------------


{sources}


def read_scores(path: str | Path) -> tuple[list[str], list[float]]:
    """The candidates and their scores, read from your file as the page read it (kept on this machine)."""
    frame = rows_of(read_table(path, NEEDED_COLUMNS, SHEET, CODEC), ROWS)
    return {call}

{_release_code(epsilon=epsilon, sensitivity=sensitivity, monotonic=monotonic, measure=measure, k=k)}'''


@dataclass(frozen=True)
class _Generated:
    """What the script and the notebook share: the requirements, the parameters (name, value) and the code."""

    requirements: tuple[str, ...]
    parameters: tuple[tuple[str, str], ...]
    code: str


_ABOUT = (
    "No data is in this code: it reads your file when you run it, scores it as the page did, builds the same OpenDP "
    "measurement, checks that its privacy map certifies the ε above, and prints only the released candidate(s). "
    "OpenDP draws from the operating system's randomness: each run is a new release that spends ε again and follows "
    "the same law as the page's release (not the same draw)."
)


def _generate(
    *,
    file_name: str,
    layout: Layout,
    epsilon: float,
    mechanism: str,
    k: int,
    sensitivity: float,
    monotonic: bool,
    sheet: str,
    block: int | None,
    codec: str,
) -> _Generated:
    epsilon, mechanism, measure, k, sensitivity = _check_settings(
        layout, epsilon=epsilon, mechanism=mechanism, k=k, sensitivity=sensitivity, block=block
    )
    file_name, sheet, monotonic = str(file_name), str(sheet), bool(monotonic)
    workbook = file_name.lower().endswith(_WORKBOOK_SUFFIXES) or bool(sheet)
    parameters = _parameters(
        file_name=file_name,
        layout=layout,
        epsilon=epsilon,
        mechanism=mechanism,
        measure=measure,
        k=k,
        sensitivity=sensitivity,
        monotonic=monotonic,
        sheet=sheet,
    )
    code = _script_body(
        layout=layout,
        epsilon=epsilon,
        measure=measure,
        k=k,
        sensitivity=sensitivity,
        monotonic=monotonic,
        sheet=sheet,
        codec=codec,
        workbook=workbook,
    )
    return _Generated(script_requirements("x.xlsx" if workbook else file_name), tuple(parameters), code)


def release_script(
    *,
    file_name: str,
    layout: Layout,
    epsilon: float,
    mechanism: str,
    k: int = 1,
    sensitivity: float,
    monotonic: bool,
    sheet: str = "",
    block: int | None = None,
    codec: str = "",
) -> str:
    """A runnable Python script that redoes the release on the person's own file.

    Parameters
    ----------
    file_name : str
        The uploaded file's name (shown in the header; the script takes the path on its command line).
    layout : Layout
        How the page read the file (:class:`dpcore.ingest.layout.Layout`).
    epsilon, mechanism, k, sensitivity, monotonic
        The release's parameters as the page states them (see :func:`dpcore.release.opendp_release.release_choice`).
    sheet : str, keyword-only
        The workbook sheet the page read ("" for a CSV file, or to take the first sheet holding the columns).
    codec : str, keyword-only
        The code page the page decoded a file that is not Unicode from (``frame.attrs["codec"]``, "cp1251"), or "".
    block : int or None, keyword-only
        The stacked table the page read, if any: not supported (raises).

    Returns
    -------
    str
        Python source: the parameters in a header comment, the pinned requirements, no data. Running
        ``python script.py FILE`` prints the released label(s); ``release(path)`` returns them.

    Raises
    ------
    ScriptNotSupportedError
        For report-noisy-max with Laplace noise, an unknown kind, or a stacked block.
    """
    parts = _generate(
        file_name=file_name,
        layout=layout,
        epsilon=epsilon,
        mechanism=mechanism,
        k=k,
        sensitivity=sensitivity,
        monotonic=monotonic,
        sheet=sheet,
        block=block,
        codec=codec,
    )
    width = max(len(name) for name, _ in parts.parameters)
    header = [
        "# Private Choices: redo a private release with OpenDP, on your own file.",
        "#",
        f"# Requirements (pinned): {' '.join(parts.requirements)}",
        f"#   python -m pip install {' '.join(repr(requirement) for requirement in parts.requirements)}",
        "# Run: python this_script.py PATH_TO_YOUR_FILE",
        "#",
        "# Parameters, as the page stated them:",
    ]
    for name, value in parts.parameters:
        lines = textwrap.wrap(_comment(value), width=110 - width, break_on_hyphens=False) or [""]
        header += [f"#   {name.ljust(width)}  {lines[0]}", *(f"#   {'':{width}}  {line}" for line in lines[1:])]
    header += ["#", *(f"# {line}" for line in textwrap.wrap(_ABOUT, width=114))]
    return "\n".join(header) + '\n"""Redo a private release with OpenDP (see the comments above)."""\n\n' + parts.code


def release_notebook(
    *,
    file_name: str,
    layout: Layout,
    epsilon: float,
    mechanism: str,
    k: int = 1,
    sensitivity: float,
    monotonic: bool,
    sheet: str = "",
    block: int | None = None,
    codec: str = "",
) -> str:
    """The same code as :func:`release_script` as a Jupyter notebook (nbformat 4.5 JSON, written with :mod:`json`):
    the parameters and requirements, an install cell, the code, and a last cell that releases from ``PATH``."""
    parts = _generate(
        file_name=file_name,
        layout=layout,
        epsilon=epsilon,
        mechanism=mechanism,
        k=k,
        sensitivity=sensitivity,
        monotonic=monotonic,
        sheet=sheet,
        block=block,
        codec=codec,
    )
    rows = "\n".join(f"| {_markdown(name)} | {_markdown(value)} |" for name, value in parts.parameters)
    intro = (
        "# Redo a private release with OpenDP\n\n"
        f"Requirements (pinned): `{' '.join(parts.requirements)}`\n\n"
        f"| Parameter, as the page stated it | Value |\n|---|---|\n{rows}\n\n{_markdown(_ABOUT)}\n\n"
        "Set `PATH` in the last cell to your own file, then run all cells."
    )
    install = " ".join(f"'{requirement}'" for requirement in parts.requirements)
    code = parts.code.split('\n\nif __name__ == "__main__":', 1)[0].rstrip() + "\n"
    cells = [
        _cell("markdown", intro, 0),
        _cell("code", f"# Install once (pinned):\n# %pip install {install}", 1),
        _cell("code", code, 2),
        _cell("code", f"PATH = {Path(str(file_name)).name!r}  # your own file\nrelease(PATH)", 3),
    ]
    notebook = {
        "cells": cells,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(notebook, indent=1, ensure_ascii=False) + "\n"


def _markdown(text: str) -> str:
    """Text for a markdown cell: one line, markup characters escaped (so no name can become a link or HTML)."""
    return re.sub(r"([\\`*_\[\]<>#|!])", r"\\\1", _comment(text))


def _cell(kind: str, source: str, number: int) -> dict[str, object]:
    cell: dict[str, object] = {
        "cell_type": kind,
        "id": f"release-{number}",
        "metadata": {},
        "source": source.splitlines(keepends=True),
    }
    if kind == "code":
        cell.update(execution_count=None, outputs=[])
    return cell
