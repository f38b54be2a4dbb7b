"""The Your-data page's inputs: choose a file, read it once, preview it, show what dpcore understood and let every
part change.

Everything about reading and scoring is dpcore's (:mod:`dpcore.ingest.table`, :mod:`dpcore.ingest.layout`): this
module only draws widgets seeded from dpcore's guess and hands their values back. The file goes through the one
upload path (:mod:`ui.shell.uploads`): its bytes and everything derived from them stay in this session's memory,
never on disk, never in ``st.cache_*`` or the shared memo, and never in the URL; the scored file reaches the other
pages as a :class:`ui.shell.uploads.ScoredFile`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import pandas as pd
import streamlit as st

from dpcore.data import demo_files
from dpcore.ingest import layout
from dpcore.ingest.layout import KINDS, Guess, Layout
from dpcore.ingest.readings import READING_QUESTION, TABLE_QUESTION, option_labels, place_name, understand_upload
from dpcore.scoring import ballots
from dpcore.scoring.candidates import ScoredCandidates, display_labels
from ui.shell import uploads
from ui.shell.state import changed, seed_widget
from ui.shell.text import column_names, escape_markdown
from ui.shell.uploads import DataFile, ScoredFile

PRICE_STEP_MIN = 1e-6  # the price-step widget's minimum
# The preview shows the file's shape, not its content: a 10,000-column or 1 MB-cell upload stays light.
PREVIEW_ROWS, PREVIEW_COLUMNS, PREVIEW_CHARS = 10, 30, 80

K_SOURCE = "yd_source"
K_UPLOAD = "yd_upload"
K_EXAMPLE = "yd_example"
K_TABLE = "yd_table"
K_READING = "yd_reading"
K_ANSWERED = "yd_answered"  # whether the person chose a reading or table (the result may then be called certain)
K_OPEN_ANSWER = "yd_open_answer"  # the answer to a question whose answer decides the result (nothing preselected)
K_RULE_CHOSEN = "yd_rule_chosen"  # whether the person chose the ranking rule (a winner that depends on it is theirs)
K_KIND = "yd_kind"
K_COLUMN = "yd_column"
K_COLUMNS = "yd_columns"
K_SEPARATOR = "yd_separator"
K_VOTER = "yd_voter"
K_OPTIONS_IN = "yd_options_in"
K_LABEL_COLUMN = "yd_label_column"
K_MIDDLE = "yd_middle"
K_RULE = "yd_rule"
K_ADD_UP = "yd_add_up"  # counts: a candidate's rows added up; ratings: each cell a count (a tally in parts)
K_RANKS = "yd_ranks"  # points: the numbers are ranks (1 = first), read as Borda points
K_PRICE_MIN = "yd_price_min"
K_PRICE_MAX = "yd_price_max"
K_PRICE_STEP = "yd_price_step"
K_SUBSET_COLUMN = "yd_subset_column"  # the column naming each poll of a multi-poll report ("" when there is none)
K_SUBSET = "yd_subset"
ALL_ROWS = ""  # "(all rows)" in the poll picker
K_SENSITIVITY = "yd_sensitivity"
K_MONOTONE = "yd_monotone"

SOURCES = {"upload": "Upload a file", "example": "Use an example file"}
OPTIONS_IN = {"columns": "Options are the columns (one row per person)", "rows": "Options are the rows"}
MIDDLE_LABELS = dict(zip(ballots.MIDDLE_WEIGHTS, ("nothing (0)", "half a yes (½)", "a full yes (1)"), strict=True))
NO_COLUMN = ""  # "(none)" in a column picker

#: This page's uploader, for :func:`ui.shell.uploads.from_file` (one file at a time).
SLOT = "yd"


@dataclass(frozen=True)
class Reading:
    """What the page understood: the layout in force, its scores, and dpcore's sentence, notes and warnings."""

    layout: Layout
    scored: ScoredCandidates
    sentence: str
    notes: tuple[str, ...]
    signs: tuple[str, ...]
    certain: bool


def example_files() -> list[str]:
    """The shipped demo CSVs (public data)."""
    return list(demo_files())


def choose_file() -> DataFile | None:
    """Upload widget or example picker; ``None`` until there is a file."""
    source = st.radio(
        "Where is the data?", options=list(SOURCES), format_func=SOURCES.get, key=K_SOURCE, horizontal=True
    )
    if source == "example":
        name = st.selectbox("Example file", options=example_files(), key=K_EXAMPLE)
        return None if name is None else uploads.example_file(name)
    return uploads.file_uploader(
        "A CSV, TSV or Excel (.xlsx) file: a form's responses, a poll, a calendar grid, bids or counts", key=K_UPLOAD
    )


def new_file(file: DataFile) -> bool:
    """True on the first run with this file (its widgets then get fresh defaults)."""
    return changed("yd_file", file.data_id)


def read(file: DataFile, *, fresh: bool) -> tuple[pd.DataFrame, Guess]:
    """Read and understand the file with dpcore (:func:`dpcore.ingest.readings.understand_upload`), once per table
    of it. A file holding several tables (a workbook's sheets, tables stacked in one sheet) gets a picker, asked
    as a question when dpcore found more than one table of results."""
    if fresh:
        st.session_state[K_ANSWERED] = False
        st.session_state[K_RULE_CHOSEN] = False
        st.session_state.pop(K_OPEN_ANSWER, None)
    frame, guess = _understood(file, None)
    names = _tables(frame, guess)
    places = list(names)
    if len(places) < 2:
        return frame, guess
    default = (frame.attrs.get("sheet") or None, frame.attrs.get("block"))
    if guess.question is not None and guess.question.field == TABLE_QUESTION:
        # Nothing selected until the person answers (one click, the default included); the default reads meanwhile.
        if fresh:
            st.session_state.pop(K_TABLE, None)
        with st.container(border=True, key="yd_table_question"):
            st.markdown(f"**{escape_markdown(guess.question.text)}**")
            place = st.radio(
                guess.question.text,
                places,
                format_func=names.get,
                key=K_TABLE,
                index=None,
                on_change=_answered,
                label_visibility="collapsed",
            )
    else:
        seed_widget(K_TABLE, default, fresh)
        place = st.selectbox("Table", places, format_func=names.get, key=K_TABLE, help="The file holds several.")
    if place is not None and place != default:
        return _understood(file, place)
    return frame, guess


def _answered() -> None:
    st.session_state[K_ANSWERED] = True


def _rule_chosen() -> None:
    st.session_state[K_RULE_CHOSEN] = True


def _understood(file: DataFile, place: tuple[str | None, int | None] | None) -> tuple[pd.DataFrame, Guess]:
    sheet, block = place if place is not None else (None, None)

    def compute() -> tuple[pd.DataFrame, Guess]:
        with st.spinner(f"Reading {file.name} ({len(file.content) / 1e6:.1f} MB)…"):
            return understand_upload(file.content, file_name=file.name, sheet=sheet, block=block)

    return uploads.from_file(SLOT, file, ("understood", place), compute)


def _tables(frame: pd.DataFrame, guess: Guess) -> dict[tuple[str | None, int | None], str]:
    """The tables to choose from, named: those dpcore asks about, else a workbook's sheets."""
    if guess.question is not None and guess.question.field == TABLE_QUESTION:
        return dict(zip(guess.question.options, guess.question.labels, strict=True))
    return {(sheet, None): place_name((sheet, None)) for sheet in frame.attrs.get("sheets", ())}


def preview_frame(frame: pd.DataFrame) -> pd.DataFrame:
    """The first rows and columns of an upload, cells shortened: all the browser needs to show the file's shape."""

    def shorten(cell: object) -> object:
        return cell[:PREVIEW_CHARS] + "…" if isinstance(cell, str) and len(cell) > PREVIEW_CHARS else cell

    preview = frame.iloc[:PREVIEW_ROWS, :PREVIEW_COLUMNS].map(shorten)
    # Headers bounded and still distinct (dpcore keeps the end that tells columns sharing a long question apart).
    preview.columns = list(display_labels([str(name) for name in preview.columns], limit=PREVIEW_CHARS))
    return preview


def understand(frame: pd.DataFrame, file: DataFile, guess: Guess, *, fresh: bool) -> Reading:
    """dpcore's guess as the default, stated in one sentence; the one question if the file is ambiguous; every part
    editable below it; then what was set aside (notes) and any sign of a misread. The result is called certain
    only when dpcore's confidence gate passed and any question about which reading is meant was answered."""
    if fresh:
        _seed(guess.layout)
        st.session_state.pop(K_READING, None)
    sentence_slot = st.empty()  # filled once the widgets below are read and the file scored
    question = guess.question
    if question is not None and question.field == READING_QUESTION:
        _ask_reading(question, guess)
    # The question a shape leaves open (a middle answer's weight, a ranking rule), while that shape is in force.
    detail = question if question is not None and question.field not in (READING_QUESTION, TABLE_QUESTION) else None
    if detail is not None and st.session_state.get(K_KIND) == guess.layout.kind:
        _ask(detail)
    else:
        detail = None
    with st.expander("Change how the file is read", expanded=False):
        chosen = _layout_widgets(frame, file, asked=detail.field if detail else "")
    scored = _scored(file, frame, chosen)
    signs = layout.misread_signs(frame, chosen, scored)
    open_question = guess.question is not None and guess.question.field in (READING_QUESTION, TABLE_QUESTION)
    answered = bool(st.session_state.get(K_ANSWERED))
    as_guessed = layout.reads_alike(chosen, guess.layout) and not answered
    unsure, deciding = (guess.unsure, guess.deciding) if as_guessed else ("", "")
    rules = "" if st.session_state.get(K_RULE_CHOSEN) else layout.rules_disagree(frame, chosen)
    reading = Reading(
        layout=chosen,
        scored=scored,
        sentence=layout.describe(frame, chosen, scored),
        notes=tuple(frame.attrs.get("notes", ())) + guess.notes + scored.notes,
        signs=signs,
        certain=not signs and not unsure and not deciding and not rules and (not open_question or answered),
    )
    sentence_slot.success(f"**Understood:** {escape_markdown(reading.sentence)}")
    for note in reading.notes:
        st.caption(escape_markdown(note))
    for sign in reading.signs:
        st.warning(f"**This may be a misread.** {escape_markdown(sign)}")
    if unsure:
        st.info(f"**Not sure this is the vote.** {escape_markdown(unsure)}")
    if deciding:
        st.info(f"**A few rows decide the winner.** {escape_markdown(deciding)}")
    if rules and (detail is None or not detail.open):  # (an open question above already lists each rule's winner)
        st.info(
            f"**The winner depends on the {'ranking' if chosen.kind in ('ranked', 'rank_grid') else 'scoring'} rule:** "
            f"{escape_markdown(rules)}. Choose the rule: until then the "
            "result is only “the best as the file was read”."
        )
    if open_question and not st.session_state.get(K_ANSWERED):
        st.info(
            "Until you answer the question above, the page shows dpcore's first choice, and its best is only "
            "“the best as the file was read”."
        )
    return reading


def _ask_reading(question: layout.Question, guess: Guess) -> None:
    """Which of several readings (questions, shapes) is meant: nothing selected until the person answers, in one
    click, the default in force meanwhile; an answer sets every layout widget to that reading."""
    labels = dict(zip(question.options, question.labels, strict=True))

    def answered() -> None:
        index = st.session_state.get(K_READING)
        if index is not None:
            _seed(guess.alternatives[index])
            _answered()

    with st.container(border=True, key="yd_question"):
        st.markdown(f"**{escape_markdown(question.text)}**")
        _unanswered(question, labels, key=K_READING, on_change=answered)


def _unanswered(question: layout.Question, labels: dict, *, key: str, on_change: Callable[[], None]) -> None:
    """The question's options with nothing selected: one click answers it (the default reads meanwhile)."""
    st.radio(
        question.text,
        options=list(question.options),
        format_func=lambda option: escape_markdown(labels[option]),
        key=key,
        index=None,
        on_change=on_change,
        label_visibility="collapsed",
    )


# --- widgets --------------------------------------------------------------------------------------------


def _seed(chosen: Layout) -> None:
    """Give every layout widget the value ``chosen`` has (on a new file, or when the kind changes)."""
    column = chosen.columns[0] if chosen.columns else NO_COLUMN
    low, high, step = chosen.price_grid
    values = {
        K_KIND: chosen.kind,
        K_COLUMN: column,
        K_COLUMNS: list(chosen.columns),
        K_SEPARATOR: chosen.separator or ";",
        K_VOTER: chosen.voter_column,
        K_OPTIONS_IN: chosen.options_in,
        K_LABEL_COLUMN: chosen.label_column,
        K_MIDDLE: chosen.middle_weight,
        K_RULE: chosen.rule,
        K_ADD_UP: chosen.kind in ("counts", "ratings") and chosen.rule == layout.ADD_UP,
        K_RANKS: chosen.kind == "points" and chosen.rule == layout.RANKS,
        K_PRICE_MIN: low,
        K_PRICE_MAX: high,
        K_PRICE_STEP: step,
        K_SUBSET_COLUMN: chosen.subset[0] if chosen.subset else "",
        K_SUBSET: chosen.subset[1] if chosen.subset else ALL_ROWS,
    }
    for key, value in values.items():
        st.session_state[key] = value


def _scoring_rule(asked: str) -> str:
    """Scores or ratings: each option's sum or mean (judges who did not all score every option, ratings some
    skipped), chosen here unless the question above asks it."""
    if asked != "rule":
        _keep_valid(K_RULE, list(layout.POINTS_RULES))
        st.radio(
            "Score each option by",
            options=list(layout.POINTS_RULES),
            format_func=layout.POINTS_RULES.get,
            key=K_RULE,
            horizontal=True,
            on_change=_rule_chosen,
        )
    rule = st.session_state.get(K_RULE, "first")
    return rule if rule in layout.POINTS_RULES else "first"


def _ranking_rule(asked: str) -> str:
    """The rule that turns rankings into scores (ranked ballots, or a rank per option): chosen here unless the
    question above asks it."""
    _keep_valid(K_RULE, list(ballots.RANKED_RULES))
    if asked != "rule":
        st.radio(
            "Rule",
            options=list(ballots.RANKED_RULES),
            format_func=ballots.RANKED_RULES.get,
            key=K_RULE,
            on_change=_rule_chosen,
        )
    st.caption(ballots.RANKED_ONLY_SCORES)
    return str(st.session_state[K_RULE])


def _ask(question: layout.Question) -> None:
    """The one question, in a visible notice: its default already selected, or, when the answer decides the result
    (``open``), nothing selected until the person answers in one click (the default in force meanwhile)."""
    key = K_MIDDLE if question.field == "middle_weight" else K_RULE
    labels = dict(zip(question.options, question.labels, strict=True))
    with st.container(border=True, key="yd_question"):
        st.markdown(f"**{escape_markdown(question.text)}**")
        if question.open:

            def answered() -> None:
                if st.session_state.get(K_OPEN_ANSWER) is not None:
                    st.session_state[key] = st.session_state[K_OPEN_ANSWER]
                    _rule_chosen()

            _unanswered(question, labels, key=K_OPEN_ANSWER, on_change=answered)
            return
        st.radio(
            question.text,
            options=list(question.options),
            format_func=labels.get,
            key=key,
            horizontal=True,
            label_visibility="collapsed",
            on_change=_rule_chosen if key == K_RULE else None,
        )


def _layout_widgets(frame: pd.DataFrame, file: DataFile, *, asked: str) -> Layout:
    chosen = _shape_widgets(frame, file, asked=asked)
    column = st.session_state.get(K_SUBSET_COLUMN, "")
    if not column or column not in frame.columns:
        return chosen
    values = [ALL_ROWS, *pd.unique(frame[column].dropna().astype(str).str.strip())]
    _keep_valid(K_SUBSET, values)
    shown = column_names([str(value) for value in values[1:]])
    value = st.selectbox(
        f"Rows to read ({column_names([column])[column]})",
        values,
        format_func=lambda value: shown.get(value, "(all rows)") if value else "(all rows)",
        key=K_SUBSET,
    )
    return replace(chosen, subset=(column, value)) if value else chosen


def _shape_widgets(frame: pd.DataFrame, file: DataFile, *, asked: str) -> Layout:
    columns = [str(name) for name in frame.columns]
    optional = [NO_COLUMN, *columns]

    def kind_changed() -> None:
        _seed(layout.default_layout(frame, st.session_state[K_KIND], file_name=file.name))

    kind = st.selectbox(
        "What the rows hold", options=list(KINDS), format_func=KINDS.get, key=K_KIND, on_change=kind_changed
    )
    _keep_valid(K_COLUMN, columns)
    _keep_valid(K_LABEL_COLUMN, optional)
    _keep_valid(K_VOTER, optional)
    st.session_state[K_COLUMNS] = [name for name in st.session_state.get(K_COLUMNS, []) if name in columns]

    shown = column_names(columns)

    def name_of(column: str) -> str:  # (a column name can be a megabyte long: the browser gets a bounded label)
        return shown[column] if column else "(none)"

    if kind in ("votes", "multi_choice", "long"):
        column = st.selectbox("Column holding the choices", options=columns, format_func=name_of, key=K_COLUMN)
        if kind == "multi_choice":
            return Layout(kind=kind, columns=(column,), separator=_separator_box("Choices in a cell are separated by"))
        if kind == "long":
            voter = st.selectbox("Column naming the voter", options=optional, format_func=name_of, key=K_VOTER)
            return Layout(kind=kind, columns=(column,), voter_column=voter)
        return Layout(kind=kind, columns=(column,))
    if kind == "grid":
        chosen = st.multiselect(
            "Columns of answers (yes / no / maybe...)", options=columns, format_func=name_of, key=K_COLUMNS
        )
        options_in = st.radio("Options", options=list(OPTIONS_IN), format_func=OPTIONS_IN.get, key=K_OPTIONS_IN)
        label = st.selectbox("Column naming each row", options=optional, format_func=name_of, key=K_LABEL_COLUMN)
        if asked != "middle_weight":
            st.radio(
                "A middle answer (if need be, maybe) counts",
                options=list(MIDDLE_LABELS),
                format_func=MIDDLE_LABELS.get,
                key=K_MIDDLE,
                horizontal=True,
            )
        middle = float(st.session_state[K_MIDDLE])
        labels = option_labels(frame, chosen) if options_in == "columns" and chosen else ()
        return Layout(
            kind=kind,
            columns=tuple(chosen),
            options_in=options_in,
            label_column=label,
            middle_weight=middle,
            labels=labels,
        )
    if kind in ("ticks", "ratings", "rank_grid"):
        what = {"ticks": "ticked or empty", "ratings": "a rating or points", "rank_grid": "a rank"}[kind]
        chosen = st.multiselect(
            f"Columns, one per option (each cell {what})", options=columns, format_func=name_of, key=K_COLUMNS
        )
        labels = option_labels(frame, chosen) if chosen else ()
        if kind == "rank_grid":
            return Layout(kind=kind, columns=tuple(chosen), labels=labels, rule=_ranking_rule(asked))
        if kind != "ratings":
            return Layout(kind=kind, columns=tuple(chosen), labels=labels)
        counted = st.checkbox(
            "Each cell is a count of votes, one row per part of the tally (a polling station): add up each column",
            key=K_ADD_UP,
            help="Then one person changes one total by 1 (Δ = 1), whatever the largest cell.",
        )
        if counted:  # (the columns are named after the candidates)
            return Layout(kind=kind, columns=tuple(chosen), labels=tuple(chosen), rule=layout.ADD_UP)
        options_in = st.radio("Options", options=list(OPTIONS_IN), format_func=OPTIONS_IN.get, key=K_OPTIONS_IN)
        if options_in == "rows":  # (a jury's sheet: one row per entry, one column per judge)
            label = st.selectbox("Column naming each option", options=columns, format_func=name_of, key=K_LABEL_COLUMN)
            rule = _scoring_rule(asked)
            return Layout(kind=kind, columns=tuple(chosen), options_in="rows", label_column=label, rule=rule)
        return Layout(kind=kind, columns=tuple(chosen), labels=labels, rule=_scoring_rule(asked))
    if kind == "points":
        label = st.selectbox("Column naming the option", options=columns, format_func=name_of, key=K_LABEL_COLUMN)
        points = st.selectbox("Column holding the points", options=columns, format_func=name_of, key=K_COLUMN)
        voter = st.selectbox("Column naming the voter", options=optional, format_func=name_of, key=K_VOTER)
        ranks = st.checkbox(
            "The numbers are ranks (1 = first, 0 = not ranked): read them as Borda points",
            key=K_RANKS,
            help="With ranks up to R, a rank r gives R + 1 − r points; an option left unranked gives none.",
        )
        rule = layout.RANKS if ranks else _scoring_rule(asked)
        return Layout(kind=kind, columns=(points,), label_column=label, voter_column=voter, rule=rule)
    if kind == "ranked":
        chosen = st.multiselect(
            "Rank columns, first choice first (or one column holding each whole ranking)",
            options=columns,
            format_func=name_of,
            key=K_COLUMNS,
        )
        separator = _separator_box("Choices in a ranking are separated by") if len(chosen) == 1 else ""
        return Layout(kind=kind, columns=tuple(chosen), rule=_ranking_rule(asked), separator=separator)
    if kind == "bids":
        column = st.selectbox("Column holding the amounts", options=columns, format_func=name_of, key=K_COLUMN)
        bidder = st.selectbox(
            "Column naming the bidder (each bidder's highest bid counts)",
            options=optional,
            format_func=name_of,
            key=K_VOTER,
        )
        low_col, high_col, step_col = st.columns(3)
        low = low_col.number_input("Lowest price", min_value=0.0, format="%.6g", key=K_PRICE_MIN)
        high = high_col.number_input("Highest price", min_value=0.0, format="%.6g", key=K_PRICE_MAX)
        step = step_col.number_input("Price step", min_value=PRICE_STEP_MIN, format="%.6g", key=K_PRICE_STEP)
        st.caption(
            "For the privacy guarantee the prices must be fixed before looking at the bids: this default only follows "
            "the highest bid's order of magnitude."
        )
        return Layout(kind=kind, columns=(column,), voter_column=bidder, price_grid=(low, high, step))
    label = st.selectbox("Column naming each candidate", options=columns, format_func=name_of, key=K_LABEL_COLUMN)
    counts = st.multiselect(
        "Columns holding its count (several, one per part of the tally, are added up)",
        options=columns,
        format_func=name_of,
        key=K_COLUMNS,
    )
    add_up = st.checkbox(
        "Add up the rows of a candidate named more than once",
        key=K_ADD_UP,
        help="For a tally in parts: one block of rows per precinct, polling station or session.",
    )
    return Layout(kind="counts", columns=tuple(counts), label_column=label, rule=layout.ADD_UP if add_up else "first")


def _separator_box(label: str) -> str:
    return st.selectbox(
        label,
        options=list(ballots.SEPARATORS),
        format_func=lambda mark: f"“{mark}”: {ballots.SEPARATORS[mark]}",
        key=K_SEPARATOR,
    )


def _keep_valid(key: str, options: list[str]) -> None:
    if st.session_state.get(key) not in options:
        st.session_state[key] = options[0]


def _scored(file: DataFile, frame: pd.DataFrame, chosen: Layout) -> ScoredCandidates:
    """Score once per (file, sheet, layout); widget changes elsewhere on the page reuse it. The scored file is then
    this session's handle for the other pages (none while a scoring fails)."""
    reading = (frame.attrs.get("sheet", ""), chosen)
    uploads.set_scored_file(None)  # a failed scoring must not leave the previous one as "current"
    scored = uploads.from_file(SLOT, file, ("scored", reading), lambda: layout.score_layout(frame, chosen))
    uploads.set_scored_file(ScoredFile(file.data_id, file.name, file.described, reading, scored))
    return scored
