"""Understanding a table: every plausible reading, weighed, the best one chosen, and a question when it matters.

A *reading* is one way the table could hold ballots: one column of choices (one or several per cell, or one row
per voter and choice), a group of columns with one option each (ticks, yes / no answers, ratings, ranks), rank
columns, a long table of points, a ready-made table of counts, or bids. :func:`understand` enumerates them all
(never "the first rule that matches"), scores each reading, and weighs it by general evidence:

- what the header says (a question, words for votes, counts, points, bids, ranks);
- what the cells are (the same few values repeated; ids, timestamps, IP addresses, e-mail, free text, which are
  never candidates: :mod:`dpcore.ingest.columns`);
- what the scores look like once read (:func:`dpcore.ingest.layout.misread_signs`, the confidence gate: one
  candidate per row, every candidate tied, totals or header words as candidates...).

When two readings of different questions both pass the gate and score close, or the file holds several
questions, the page asks which one, with the best as its default; and only a reading that passes every check of
the gate is called confident.

>>> frame = pd.DataFrame({"ID": [1, 2, 3, 4, 5], "Which day?": ["Mon", "Tue", "Mon", "Mon", "Tue"]})
>>> understood = understand(frame)
>>> understood.layout.kind, understood.layout.columns, understood.confident
('votes', ('Which day?',), True)
"""

from __future__ import annotations

import itertools
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np
import pandas as pd

from dpcore.ingest import cells
from dpcore.ingest import layout as shapes
from dpcore.ingest.columns import ColumnProfile, is_metadata_name, names_a_consent, profile_columns
from dpcore.ingest.csv_reader import text_blocks
from dpcore.ingest.decisive import rows_that_decide
from dpcore.ingest.layout import Guess, Layout, Question
from dpcore.ingest.table import MARKED_OUT_OF, read_table
from dpcore.scoring import ballots
from dpcore.scoring.candidates import display_labels
from dpcore.text import count as counted
from dpcore.validation import InvalidInputError

__all__ = [
    "READING_QUESTION",
    "TABLE_QUESTION",
    "Reading",
    "option_labels",
    "place_name",
    "readings",
    "understand",
    "understand_upload",
]

_SAMPLE_ROWS = 10_000
#: Two readings of different questions closer than this in plausibility make the page ask which one is meant.
ASK_MARGIN = 1.5
#: At most this many readings are offered in the question.
MAX_OFFERED = 6
_TITLE_CHARACTERS = 80  # a question offered in full where it fits a line
#: Tables (sheets, stacked blocks) read to choose between them.
MAX_TABLES = 16
#: Least plausibility (:func:`readings`) of a reading that may be called "the true best" when nothing speaks
#: against it: below, the evidence from names and cells is too thin to state a winner as true.
CONFIDENT_FROM = 2.0
#: The field of the question "which reading?": its options index ``Guess.alternatives``.
WEAKLY_SUPPORTED = (
    "Little in the file's column names and cells says that this is the vote: check the column and the layout "
    "under “Change how the file is read”."
)
#: A printed report's rows of other tables, below the one read, that make its reading unsure: this many, and
#: twice the rows read (a swim meet's later events and its team scores under the first event's results).
OTHER_TABLE_ROWS = 8


def _other_tables_below(frame: pd.DataFrame) -> str:
    """What to say when the text file read goes on below its table with other tables, else ""."""
    rows = int(frame.attrs.get("table_rows_below", 0))
    if rows < max(OTHER_TABLE_ROWS, len(frame)):  # (as many rows as the table read: a bridge game's other section)
        return ""
    return (
        f"Only the file's first table was read ({counted(len(frame), 'row')}): the lines below it hold "
        f"{counted(rows, 'row')} of other tables, which may hold the result. Check that this table is the one meant."
    )


READING_QUESTION = "reading"
#: The field of the question "which table?": its options are (sheet, block) places for read_table.
TABLE_QUESTION = "table"
_CRITERIA_AT_MOST = 12  # a review's criteria are few
#: A rating scale stated in a question: "(1-5)", "(1 = deloc, 5 = foarte mult)", "(1 = poor … 5 = excellent)".
_STATED_SCALE = re.compile(MARKED_OUT_OF.pattern + r"|\(\s*\d+\s*=\s*[^=()]+[,;…]\s*\d+\s*=")
#: A file saying its entries are ranked by their mean mark: "average of the judges' scores", "Durchschnitt".
_MEAN_STATED = re.compile(
    r"\baverage\b|\bmean\b|moyenne|durchschnitt|mittelwert|promedio|\bmedia\b|média|gemiddeld|średni|среднее|平均|평균",
    re.IGNORECASE,
)
#: A column naming what entries are scored on: "Criterion", "Kriterium", "Critère", "Competencia".
_CRITERION_WORDS = re.compile(r"criteri|kriteri|critère|competenc|kompetenz|dimension|aspect", re.I)
#: A review's overall mark, beside its marks on each criterion: "Overall", "Calificación general", "Gesamtnote".
_OVERALL = re.compile(
    r"overall|general|total|global|gesamt|insgesamt|globale|complessiv|ogólna|celkov|algeme|allgemein|g[ée]n[ée]ral",
    re.I,
)
#: A column of the members who share out a budget or give points ("member", "Mitglied", "socio"): its rows' numbers
#: are what each gives.
_MEMBER_WORDS = re.compile(r"\bmembers?\b|mitglied|membre|miembro|socio|\blid\b|jäsen|член|会員|회원", re.I)
_POINTS_WORDS = re.compile(
    r"points?|punkt|punten|punts|pontos|poäng|pisteet|body|bodů|score|weight|stars?|rating|note|puntos|punti|budget|"
    r"tokens?|credits?",
    re.I,
)
#: The highest mark judges named in the rows may give (a competition scored out of 20 or 100).
_JUDGES_SCALE = 100
#: Money, not a count, even under "Total": a fee, a payment, a cost.
_MONEY = re.compile(
    r"\bfees?\b|payment|\bpaid\b|\bcost|\bprice|amount|gebühr|betrag|\bprix\b|montant|precio|importe", re.I
)
#: One word of letters and a space: what a column's name shares with others may be part of each name ("Хор 5А").
_ONE_WORD = re.compile(r"[^\W\d_]+ ")
#: Words that mark an option listed on its own row as chosen or not, in a long export ("Answer Match": "Checked").
_MARKS = {word: cells.YES for word in ("checked", "selected", "ticked", "chosen", "marked")} | {
    word: cells.NO for word in ("unchecked", "not checked", "not selected", "unselected", "unticked", "not chosen")
}
#: The share of rows a column of points named as such may leave empty (reviews assigned and never done).
_UNSCORED_AT_MOST = 1 / 3
#: A column saying how much each row's vote weighs (shares, ownership per mille, delegates): votes are weighted.
_WEIGHT_WORDS = re.compile(
    r"weight|gewicht|poids|peso|‰|per ?mil|permilagem|tantième|millièmes|millesim|milésim|promille|tausendstel|"
    r"quota|shares?\b|anteil|stemgewicht|aandeel|udział|podíl|"
    r"delegates|voting power|stimmrecht",
    re.I,
)
_SCORE_WORDS = re.compile(r"score|points|punkt|puntos|punti", re.I)
_GROUP_NAME = re.compile(
    r"question|poll|frage|umfrage|pregunta|encuesta|sondage|vraag|domanda|pytanie|item|^variab|"
    r"(?<![a-z])election|contest|élection|elecci[oó]n|elezion|verkiezing|vaali|volby|wybory|"
    r"választás|rinkim|vēlēšan|valimis",  # (an election's name: results of two elections stacked, "Vaali")
    re.I,
)
#: A column of the sections of a competition whose marked entries are awarded apart ("Sección": Ficción, Documental;
#: "Modalidade"); not a "Category", which describes each option of one list as often as it divides entries, and
#: only where entries are marked (a show's sections of classes add up to one champion).
_SECTION_NAME = re.compile(
    r"section|secci[oó]n|seção|sezione|sektion|modalidad|modalidade|modalità|division|división|divisione|sparte|"
    r"\btask\b|zadanie konkursowe|aufgabenbereich|tehtäväalue",  # (a call for proposals' tasks, each judged apart)
    re.I,
)
_NAMESPACE = re.compile(r"[a-z_]+\.")  # "participant.", "event.": a program's field names, dotted
_COUNT_NAME = re.compile(rf"(?:{shapes.COUNT_WORDS.pattern})\b", re.I)  # a name that starts by saying it counts
_STACKED_ROWS_AT_MOST = 2_000  # rows of a table of several contests' results (a county has a few hundred choices)
#: What names the answer, even beside a question's word: "poll.choice", "Poll option", "question_answer".
_ANSWER_NAME = re.compile(
    r"choice|answer|option|selected|\brepl(?:y|ies)\b|antwort|auswahl|réponse|respuesta|risposta|odpowied", re.I
)


@dataclass(frozen=True)
class Reading:
    """One way of reading the table, with how plausible it is and what speaks against it."""

    layout: Layout
    plausibility: float
    title: str
    doubts: tuple[str, ...]
    candidates: frozenset[str] = frozenset()
    best: frozenset[str] = frozenset()


def readings(frame: pd.DataFrame, *, file_name: str = "") -> list[Reading]:
    """Every plausible reading of ``frame``, likeliest first (each scored; those that cannot be scored dropped)."""
    sample = frame.head(_SAMPLE_ROWS)
    columns = [str(name) for name in frame.columns]
    if not columns:
        raise InvalidInputError("The table has no columns.")
    profiles = profile_columns(sample)
    found: dict[Layout, float] = {}
    for candidate, evidence in _candidate_layouts(sample, columns, profiles, file_name):
        found[candidate] = max(found.get(candidate, -99.0), evidence)
    weighed = []
    for candidate, evidence in found.items():
        try:
            scored = shapes.score_layout(sample, candidate)
        except (InvalidInputError, ValueError, KeyError, TypeError):
            continue
        doubts = shapes.misread_signs(sample, candidate, scored)
        plausibility = evidence - 4.0 * len(doubts) + _spread_bonus(scored.scores)
        labels, best = frozenset(scored.labels), frozenset(scored.best_labels)
        weighed.append(Reading(candidate, plausibility, _title(candidate), doubts, labels, best))
    # (the file's name orders readings as plausible, and is no evidence for asking or not)
    weighed.sort(key=lambda reading: -reading.plausibility - _named_by_file(reading.layout, file_name))
    return weighed


def understand(frame: pd.DataFrame, *, file_name: str = "") -> Guess:
    """What the page shows first: the likeliest reading, a question when the file needs one, and whether the
    result may be called "the true best" (``confident``: the reading passed every check and nothing was asked)."""
    return _guess(frame, readings(frame, file_name=file_name))


def _guess(frame: pd.DataFrame, found: list[Reading]) -> Guess:
    """The guess from the table's readings (:func:`readings`), likeliest first."""
    columns = [str(name) for name in frame.columns]
    empty = [name for name in columns if frame[name].head(_SAMPLE_ROWS).isna().all()]
    notes = (f"Ignored {counted(len(empty), 'empty column')}: {_names(empty)}.",) if empty else ()
    if not found:
        fallback = Layout(kind="votes", columns=(columns[0],))
        return Guess(layout=fallback, notes=notes, confident=False)
    best = found[0]
    offered = _offered(found)
    question = (
        _which_reading(offered) if len(offered) > 1 else shapes.detail_question(frame.head(_SAMPLE_ROWS), best.layout)
    )
    # (a reading this weakly supported by names and cells was as often wrong as right on blind sets A-E: the
    # lowest of a right confident reading was 3.5, three confident misreads of set E scored 0.5-1.5)
    unsure = WEAKLY_SUPPORTED if best.plausibility < CONFIDENT_FROM else _other_tables_below(frame)
    rules = shapes.rules_disagree(frame.head(_SAMPLE_ROWS), best.layout)
    confident = not best.doubts and len(offered) < 2 and not unsure and not rules
    # (the rows a column sets apart may decide: a draft, a test, a repeated entry)
    deciding = rows_that_decide(frame.head(_SAMPLE_ROWS), best.layout) if confident else ""
    return Guess(
        layout=best.layout,
        question=question,
        notes=notes,
        alternatives=tuple(reading.layout for reading in offered),
        confident=confident and not deciding,
        unsure=unsure,
        deciding=deciding,
    )


def understand_upload(
    data: bytes, *, file_name: str = "", sheet: str | None = None, block: int | None = None
) -> tuple[pd.DataFrame, Guess]:
    """Read an upload and understand it, choosing among the tables it holds: a workbook's sheets, and tables
    stacked one under another (split at empty lines). Each is read, and the one with the likeliest reading that
    passes the gate is chosen; when another table's reading is as plausible and names other candidates, the guess
    asks which table (:data:`TABLE_QUESTION`) and is not confident. ``sheet`` / ``block`` read that table only."""
    if sheet is not None or block is not None:
        frame = read_table(data, sheet=sheet, block=block)
        return frame, understand(frame, file_name=file_name)
    try:
        frame = read_table(data)
    except InvalidInputError:
        blocks = text_blocks(data)  # (a report whose stacked tables differ in width cannot be read whole)
        if not blocks:
            raise
        frame = read_table(data, block=max(range(len(blocks)), key=lambda index: len(blocks[index])))
        frame.attrs["blocks"] = len(blocks)
    tables = {(frame.attrs.get("sheet") or None, frame.attrs.get("block")): frame}

    def table(place: tuple[str | None, int | None]) -> pd.DataFrame:  # each table read once
        if place not in tables:
            tables[place] = read_table(data, sheet=place[0], block=place[1])
        return tables[place]

    places: list[tuple[str | None, int | None]] = []
    for name in frame.attrs.get("table_sheets", ()) or (None,):
        places.append((name, None))
        own = name == (frame.attrs.get("sheet") or None)  # (the file read whole may be unreadable: its blocks known)
        stacked = frame.attrs.get("blocks", 0) if own else table((name, None)).attrs.get("blocks", 0)
        places += [(name, index) for index in range(stacked)]
    if len(places) < 2:
        return frame, understand(frame, file_name=file_name)
    weighed = []
    for place in places[:MAX_TABLES]:
        try:
            candidate = table(place)
        except InvalidInputError:
            continue
        found = readings(candidate, file_name=file_name)
        passing = [reading for reading in found if not reading.doubts]
        if passing:
            # (a table whose title says it is of who answered, "Tabulation of SITE", is less likely the vote)
            plausibility = passing[0].plausibility + shapes.profile_evidence(candidate.attrs.get("above", ""))
            weighed.append((plausibility, place, candidate, found, passing[0].candidates, passing[0].best))
    if not weighed:
        return frame, understand(frame, file_name=file_name)
    weighed.sort(key=lambda item: -item[0])
    # (a runoff: a later table counting two or more of an earlier table's candidates, and as plausible, decides)
    runoffs = [
        item
        for item in weighed[1:]
        if item[0] >= weighed[0][0] - ASK_MARGIN and _later_round(item[1], item[4], weighed[0][1], weighed[0][4])
    ]
    if runoffs:
        weighed.remove(runoffs[-1])
        weighed.insert(0, runoffs[-1])
    top, chosen, frame, found, labels, best = weighed[0]
    guess = _guess(frame, found)
    # (another table as plausible is another question when it names other candidates, or the same ones with
    # another winner: three elections of one day, one sheet each; the same table twice is no question)
    seen = {(chosen[0], labels, best)}  # (a sheet read whole and the one table under its title are one table)
    rivals = []
    for plausibility, place, *_, other, other_best in weighed[1:]:
        # (or the same candidates with another winner in a table plausible on its own: a staff vote on one sheet,
        # a jury's points on another, and no rule to join them)
        judged_apart = other == labels and other_best != best and plausibility >= _PLAUSIBLE_ALONE
        if (plausibility >= top - ASK_MARGIN or judged_apart) and (other != labels or other_best != best):
            if (place[0], other, other_best) not in seen:
                seen.add((place[0], other, other_best))
                rivals.append(place)
    if not rivals:
        stacked = sum(block is not None for where, block in places if where == chosen[0])
        if chosen[1] is not None and stacked > 1:  # (one of a file's stacked tables, the others set aside)
            name = _table_name(chosen, frame)
            under = f" ({name})" if name.startswith("“") else ""
            note = (
                f"The file holds {stacked} tables: read table {chosen[1] + 1}{under}, the likeliest to hold the vote "
                "(the others look less like one)."
            )
            guess = replace(guess, notes=(*guess.notes, note))
        return frame, guess
    options = (chosen, *rivals)
    candidates = {place: other for *_, place, _, _, other, _ in weighed}
    question = Question(
        field=TABLE_QUESTION,
        text=f"This file holds {len(options)} tables of results. Which one?",
        options=options,
        labels=tuple(f"{_table_name(place, table(place))} ({_some(candidates[place])})" for place in options),
        default=chosen,
    )
    return frame, replace(guess, question=question, confident=False)


#: A reading this plausible is one a file may mean on its own, however much likelier another table's reading is.
_PLAUSIBLE_ALONE = 3.0


def _later_round(
    place: tuple[str | None, int | None],
    candidates: frozenset[str],
    earlier: tuple[str | None, int | None],
    earlier_candidates: frozenset[str],
) -> bool:
    """The table at ``place`` comes after ``earlier`` in the same sheet or file and counts some of its candidates
    (two or more, fewer than all): a second round, a runoff between the first round's leaders."""
    (sheet, block), (earlier_sheet, earlier_block) = place, earlier
    first = -1 if earlier_block is None else earlier_block  # (the file read whole reads its first table)
    if sheet != earlier_sheet or block is None or block <= first:
        return False
    return 2 <= len(candidates) and candidates < earlier_candidates


def _some(candidates: frozenset[str]) -> str:
    """A few of a table's candidates, to tell tables apart: "Ana, Ben, Cleo and 4 more"."""
    shown = sorted(candidates, key=str.casefold)[:3]
    more = len(candidates) - len(shown)
    return ", ".join(f"“{shapes.short(label)}”" for label in shown) + (f" and {more} more" if more else "")


def _table_name(place: tuple[str | None, int | None], frame: pd.DataFrame) -> str:
    """A table named by the question written above it ("2. Qual tema você prefere para a Festa Junina?"), else by
    its place (:func:`place_name`)."""
    asked = _ASKED_LAST.search(str(frame.attrs.get("above", "")))
    return f"“{asked.group(1).strip()}”" if asked and shapes.is_question(asked.group(1)) else place_name(place)


#: The question a title ends with: after the last full stop, semicolon or colon that ends a sentence before it.
_ASKED_LAST = re.compile(r"(?:^|[;:.]\s|\s{2})((?:\d{1,2}[.)]\s*)?[^;:.?]{3,160}[?？؟])\s*$")


def place_name(place: tuple[str | None, int | None]) -> str:
    """How a page names a table of a file: "Sheet “Results”", "Table 2 of sheet “3 Poll”", "Table 1 of the file"."""
    sheet, block = place
    where = f"sheet “{sheet}”" if sheet else "the file"
    if block is None:
        return where[0].upper() + where[1:]
    return f"Table {block + 1} of {where}"


# --- enumerating readings ---------------------------------------------------------------------------------


def _candidate_layouts(
    sample: pd.DataFrame, columns: list[str], profiles: tuple[ColumnProfile, ...], file_name: str
) -> list[tuple[Layout, float]]:
    """(layout, evidence) for every shape the table could have; evidence from names and cells only."""
    empty = [profile.name for profile in profiles if profile.role == "empty"]
    found: list[tuple[Layout, float]] = []
    for rule, evidence in ((shapes.ranked_guess, 4.0), (shapes.bids_guess, 3.0)):
        guess = rule(sample, columns, empty)
        if guess is not None:
            gifts = guess.layout.kind == "bids" and shapes.gifts_not_bids(columns, guess.layout.columns[0])
            # (offers ranked by points, a tender's evaluation: the points decide, not a posted price)
            tender = guess.layout.kind == "bids" and _ranked_by_points(sample, profiles)
            found.append((guess.layout, evidence - 4.0 * gifts - 4.0 * tender))
    # (a consent to the form's terms is answered yes / no too, and is no option)
    consents = frozenset(name for name in columns if names_a_consent(name))
    grid = shapes.grid_guess(sample, columns, empty, not_options=consents)
    if grid is not None:  # both ways round: the gate tells options from people
        names = list(grid.layout.columns)
        label = grid.layout.label_column
        if any(p.name == label and p.is_metadata for p in profiles):
            label = ""  # (a timestamp or id beside one column per option names the response, not the options)
        by_columns = replace(grid.layout, options_in="columns", labels=option_labels(sample, names), label_column=label)
        in_grid = [p for p in profiles if p.name in names]
        # (dates share "Tue 3 Jun" by chance: a day's slots are not a question of their own)
        shared_by_all = len(_shared_prefix(names))
        parts = [
            part
            for part in _by_shared_name(in_grid)[1:]
            if not shapes.is_date_like(_shared_prefix(_part_names(part))[shared_by_all:])
        ]
        questions = len(parts) >= 2
        found.append((by_columns, _group_evidence(names) - 3.0 * questions))
        for part in parts:  # (consent beside menu_pref_*; one contest of several)
            shared = _part_names(part)
            if len(shared) < len(names) - 2 and not questions:
                continue  # (only a stray column or two beside one question's)
            one_question = replace(by_columns, columns=tuple(shared), labels=option_labels(sample, shared))
            found.append((one_question, _group_evidence(shared) + 1.0))
        common = max(({name[:4] for name in names}), key=lambda start: sum(name.startswith(start) for name in names))
        stem = _shared_prefix([name for name in names if name.startswith(common)])
        coded = (
            len(stem) >= 4 and stem[-1] in "_.:[-" and sum(name.startswith(stem) for name in names) >= len(names) - 2
        )
        if grid.layout.options_in == "rows" and not coded and label:  # (rows named by a timestamp are submissions)
            # (columns named "menu_pref_salad", "menu_pref_grill" are one question's options, not people)
            found.append((grid.layout, 4.0 + _group_evidence(names)))
    tallies = _counts_layouts(sample, profiles) + _standings(sample, profiles)
    found += _results_by_part(sample, profiles)
    judged = _judges_in_columns(sample, profiles)
    # (where a column divides the rows into contests or sections awarded apart, each is read on its own too, and
    # the whole table's reading made less likely: :func:`_per_group`)
    by_section = bool(judged) and any(_names_questions_of_rows(sample, p, sections=True) for p in profiles)
    found += [] if by_section else judged
    groups = _group_layouts(sample, profiles)
    found += groups
    in_groups = {name for candidate, _ in groups for name in candidate.columns}
    # (a group's numbers are its options' scores, not points given; unless a column names judges on several rows
    # each, a long table of reviews: each review's scores, of which one may be the points; judges may be numbered)
    judges = any(
        shapes.PEOPLE_WORDS.search(p.name) and p.role in ("choice", "number") and p.distinct < p.filled
        for p in profiles
    )
    if not judges:
        profiles = tuple(profile for profile in profiles if profile.name not in in_groups or profile.role != "number")
    points = _points_layouts(sample, profiles)
    marked_entries = bool(judged or points)  # (a jury's marks, by column or by row: sections may be awarded apart)
    choices = shapes.choice_layouts(sample, columns, empty, file_name, allowed=_choice_columns(profiles))
    grouped = {_question_of(candidate) for candidate, _ in found + judged if len(candidate.columns) > 1}
    # A column that repeats, joined in one cell, the options that a group of columns holds one each (survey tools
    # write both): the group is the question's ballot, the joined column a copy of it.
    choices = [(candidate, evidence - 4.0 * (candidate.columns[0] in grouped)) for candidate, evidence in choices]
    marked = _marked_rows(sample, profiles, choices)
    sections = judged if by_section else []
    split = _per_group(sample, profiles, tallies + choices + sections, points, sections=marked_entries)
    return found + points + marked + split


def _marked_rows(
    sample: pd.DataFrame, profiles: tuple[ColumnProfile, ...], choices: list[tuple[Layout, float]]
) -> list[tuple[Layout, float]]:
    """A long table listing every option of a question on its own row for each respondent, beside a column saying
    whether it was chosen ("Checked" / "Unchecked", "1" / "0"): what was chosen are the rows marked yes.

    The sign that every option is listed is in the rows the mark column fills: each option on as many of them as
    any other, while the rows marked yes name some options far more often than others."""
    marks = {}
    for mark in profiles:
        if mark.distinct != 2 or mark.role == "empty":
            continue
        values = sample[mark.name].astype(str).str.strip()
        filled = sample[mark.name].notna() & (values != "")
        kinds = {value: _MARKS.get(value.lower(), cells.answer_kind(value)) for value in pd.unique(values[filled])}
        if sorted(kinds.values()) == [cells.NO, cells.YES]:
            yes = next(value for value, kind in kinds.items() if kind == cells.YES)
            marks[mark.name] = (filled, yes, filled & (values == yes))
    found = []
    for name, (filled, yes, chosen) in marks.items():
        for layout, evidence in choices:
            if layout.kind not in ("votes", "long") or layout.subset or layout.columns[0] in marks:
                continue  # (options are named: another column of marks is no option)
            listed = sample.loc[filled, layout.columns[0]].value_counts()
            if len(listed) < 2 or listed.max() > 1.1 * listed.min() or listed.min() < 2:
                continue  # (not every option on each respondent's rows)
            picked = sample.loc[chosen, layout.columns[0]].value_counts()
            if picked.sum() >= 0.75 * listed.sum() or picked.nunique() < 2:
                continue  # (nearly every row marked: a flag of the rows, not of one option among several)
            found.append((replace(layout, subset=(name, yes)), evidence + 3.0))
    return found


def _question_of(candidate: Layout) -> str:
    return _shared_prefix(list(candidate.columns)).strip(" -–—:[(/_|.")


def _choice_columns(profiles: tuple[ColumnProfile, ...]) -> set[str]:
    """Columns that may hold choices: words repeated, or coded answers (a few whole numbers, as statistics
    software writes categories)."""
    coded = {p.name for p in profiles if p.role == "number" and 2 <= p.distinct <= 12 and p.distinct < p.filled / 2}
    return {profile.name for profile in profiles if profile.role in ("choice", "answer")} | coded


#: What ends the names of one field's parts ("PreferenceMark", "PreferenceNumber"), never an option's name.
_FIELD_SUFFIX = re.compile(r"[\s_.-]*(?:mark|number|no|nr|name|id|code|date|time|type|count|value|text|label)", re.I)


#: Names of a program's counters of trials, blocks or runs, which a row of records carries beside its data.
_COUNTER_NAME = re.compile(
    r"(?:trial|block|cycle|sample|session|run|index|seq(?:uence)?|iteration|epoch|step|attempt|repetition|rep)"
    r"(?:[ _]?(?:no|nr|num|number|id|#))?",
    re.I,
)


def _group_layouts(sample: pd.DataFrame, profiles: tuple[ColumnProfile, ...]) -> list[tuple[Layout, float]]:
    """Runs of neighbouring columns that hold one option each: ticks, ratings or ranks."""
    found = []
    judged = _rows_are_judges(profiles)
    reviews = 3.0 * _rows_are_reviews(sample, profiles)  # (then a run of marks is criteria, not options)
    for run in [
        trim for whole in _runs(sample, profiles) for part in _by_shared_name(whole) for trim in _trims(sample, part)
    ]:
        names = [profile.name for profile in run]
        if all(cells.is_no_candidate(name) for name in names):
            continue  # (a results sheet's bookkeeping: invalid ballots "of which" each reason, no options)
        if any(shapes.RANK_WORDS.search(name) and shapes.in_place_order(sample[name]) for name in names):
            continue  # (a ranking's places, "Platz" 1, 2, 3 … down the rows, beside its start numbers: no options)
        if all(_COUNTER_NAME.fullmatch(label) for label in option_labels(sample, names)):
            continue  # (an experiment program's counters, "LogoList.Cycle" and "LogoList.Sample": no options)
        stem = os.path.commonprefix(names)
        if stem and all(_FIELD_SUFFIX.fullmatch(name[len(stem) :]) for name in names):
            continue  # (one field's parts, "PreferenceMark" and "PreferenceNumber": no options)
        shared = _shared_prefix(names)
        labels = option_labels(sample, names)
        evidence = _group_evidence(names) - 3.0 * _several_questions(run)  # (each question is its own reading)
        kind = run[0].role
        budget = kind == "number" and _spends_one_budget(sample, names)
        ranked_from_one = kind == "number" and _ranks_from_one(sample, names)
        if (
            kind == "number"
            and len(_shared_prefix(names)) < 4
            and not (budget or ranked_from_one or _same_scale(sample, names, judged=judged))
            and not _scale_stated_in_each(names)
        ):
            continue  # coded answers side by side (gender 1–2, age group 1–5) are separate questions, not ratings
        if kind == "tick" and (len(names) >= 3 or len(shared) >= 4):  # (two optional fields side by side are not
            found.append((Layout(kind="ticks", columns=tuple(names), labels=labels), evidence + 2.0))  # one question)
        elif kind == "number" and _zeros_and_ones(sample, names):  # (1 ticked, 0 not: a tick grid written as codes)
            found.append((Layout(kind="ticks", columns=tuple(names), labels=labels), evidence + 2.0))
        elif kind == "number":
            # (a scale stated in the name, "(1 = deloc, 5 = foarte mult)", rates unless each row ranks: the "place"
            # of "îți place", you like, is no rank)
            named_ranks = (
                bool(shapes.RANK_WORDS.search(shared))
                and not _STATED_SCALE.search(shared)
                and not _rates_rather_than_ranks(sample, names)  # ("how important is it to prioritize …", 1-5)
            )
            ranks = _is_rank_grid(sample, names) or named_ranks
            grid = Layout(kind="ratings", columns=tuple(names), labels=labels)
            grid = replace(grid, kind="rank_grid", rule="borda") if ranks else grid
            if not ranks and not budget and _mean_decides(sample, grid):
                grid = replace(grid, rule=shapes.MEAN)  # (an option rated by fewer people is not rated lower)
            found.append((grid, evidence + 2.0 * budget - reviews))
        elif kind == "rank":
            rank_grid = Layout(kind="rank_grid", columns=tuple(names), labels=labels, rule="borda")
            found.append((rank_grid, evidence + 1.0))
    return found


def _scale_stated_in_each(names: list[str]) -> bool:
    """Every column's name states the same scale ("Museum (1-5)", "Zoo (1-5)"): one question's options rated on it,
    whatever marks each happened to get."""
    scales = {found.group(0) if (found := _STATED_SCALE.search(name)) else "" for name in names}
    return len(scales) == 1 and "" not in scales


def _mean_decides(sample: pd.DataFrame, grid: Layout) -> bool:
    """A grid of marks on a scale from 1 (no 0: a blank is no mark, not the lowest) that its options received in
    unequal numbers, a fifth fewer or more, and whose sums name another best than their means: the sum would favour
    the option marked most often (a rating skipped, a judge who abstained)."""
    by_name = shapes.scored_unequally(sample, grid)
    if by_name is None or by_name["count"].min() > 0.8 * by_name["count"].max():
        return False
    lowest = min(float(_numbers(sample[name]).min()) for name in grid.columns)
    named = shapes.winners_by_rule(sample, grid)
    return lowest >= 1 and named[shapes.MEAN] != named["first"]


def _trims(sample: pd.DataFrame, run: list[ColumnProfile]) -> list[list[ColumnProfile]]:
    """A run of small whole numbers (without its first or last column when that alone is named as a count of
    something), and, when its columns are not on one scale, the run without its first or last column if the rest
    is a scale out of ten (a "Table" number before the judges' scores; a question's codes rarely
    run past 5, so four coded questions beside a fifth stay apart)."""
    counted = [bool(shapes.COUNT_WORDS.search(profile.name)) for profile in run]
    if len(run) >= 3 and sum(counted) == 1 and (counted[0] or counted[-1]):
        run = run[1:] if counted[0] else run[:-1]  # ("Number of children attending" beside the themes rated)
    names = [profile.name for profile in run]
    if run[0].role != "number" or len(run) < 4 or _same_scale(sample, names):
        return [run]
    parts = [part for part in (run[1:], run[:-1]) if _same_scale(sample, [p.name for p in part])]
    return [run] + [part for part in parts if min(_numbers(sample[p.name]).max() for p in part) >= 6]


def _runs(sample: pd.DataFrame, profiles: tuple[ColumnProfile, ...]) -> list[list[ColumnProfile]]:
    """Maximal runs (≥ 2) of neighbouring columns of one group role: tick, small whole numbers, or rank words; where
    there is none and the rows are judges, their marks on a competition's scale (to 100)."""
    runs = _runs_on_scale(sample, profiles, 10)
    if not runs and _rows_are_judges(profiles):
        runs = _runs_on_scale(sample, profiles, _JUDGES_SCALE)
    return runs


def _runs_on_scale(sample: pd.DataFrame, profiles: tuple[ColumnProfile, ...], most: float) -> list[list[ColumnProfile]]:
    runs: list[list[ColumnProfile]] = []
    current: list[ColumnProfile] = []
    role = ""
    roles = [_group_role(sample, profile, most=most) for profile in profiles]
    for place, (profile, this) in enumerate(zip(profiles, roles, strict=True)):
        beside = roles[max(0, place - 1) : place] + roles[place + 1 : place + 2]
        if this == "tick" and "number" in beside and _one_small_number(sample[profile.name]):
            this = "number"  # (one candidate ranked by one voter only, or always given the same rank or rating)
        if this and this == role:
            current.append(replace(profile, role=this))
        else:
            if len(current) >= 2:
                runs.append(current)
            current = [replace(profile, role=this)] if this else []
            role = this
    if len(current) >= 2:
        runs.append(current)
    return runs


def _rows_are_judges(profiles: tuple[ColumnProfile, ...]) -> bool:
    """A column names a judge on each row, once ("juror", "Jury member"): the numbers beside are their marks, on a
    competition's scale (to 20 or 100), each judge marking on their own."""
    return any(shapes.PEOPLE_WORDS.search(p.name) and p.distinct == p.filled >= 3 for p in profiles)


def _rows_are_reviews(sample: pd.DataFrame, profiles: tuple[ColumnProfile, ...]) -> bool:
    """Each row is one judge's review of one entry: a column naming judges ("Entrevistador", "Reviewer") and a
    column naming entries, each repeated, and no judge reviewing an entry twice. The marks beside are the review's
    criteria ("Negociación (1-5)"), what the entries are scored on, not options."""
    judges = [p.name for p in profiles if shapes.PEOPLE_WORDS.search(p.name) and 2 <= p.distinct < p.filled]
    entries = [
        p.name
        for p in profiles
        if p.role in ("choice", "free_text") and 2 <= p.distinct <= p.filled / 2 and p.name not in judges
    ]
    return any(not sample.duplicated([judge, entry]).any() for judge in judges for entry in entries)


def _one_small_number(series: pd.Series) -> bool:
    """A column whose one value is a whole number from 0 to 10 (a rank or a rating that happens to be alone)."""
    values = _numbers(series).dropna()
    return values.nunique() == 1 and _small_whole_numbers(values)


def _zeros_and_ones(sample: pd.DataFrame, names: list[str]) -> bool:
    """Every column holds 0 and 1 only, both somewhere (apart from missing-answer codes such as −1 or −99)."""
    values = np.concatenate([cells.without_missing_codes(_numbers(sample[name]).to_numpy())[0] for name in names])
    values = values[~np.isnan(values)]
    return bool(len(values)) and set(np.unique(values)) == {0.0, 1.0}


def _small_whole_numbers(values: pd.Series, most: float = 10) -> bool:
    """Whole numbers from 0 to ``most`` (10), at least one: what ranks, ratings and coded answers are written in (and
    halves on a scale to ten, a judge's 7.5: a row's mean or share, 6.25, is none of these)."""
    whole = (values == values.round()).all() or (values.max() > 5 and (2 * values == (2 * values).round()).all())
    return bool(len(values) and whole and values.between(0, most).all())


def _by_shared_name(run: list[ColumnProfile]) -> list[list[ColumnProfile]]:
    """A run, and when its columns do not all share a name the parts (≥ 2 columns) that do ("Logo proposals:
    Design A … E" beside "Age group", "Role"): the question's columns apart from coded questions next to them."""
    whole = len(_shared_prefix([profile.name for profile in run]))
    parts: list[list[ColumnProfile]] = [[run[0]]]
    for profile in run[1:]:  # (beyond what every column shares: a title cell carried into each name)
        shared = _shared_prefix([parts[-1][-1].name, profile.name])
        # (a day's slots are one question; a scale stated in the name, "(1-10)", is no day)
        day = len(shared[whole:].strip()) <= 24 and shapes.is_date_like(MARKED_OUT_OF.sub("", shared[whole:]))
        if len(shared) >= whole + 4 and not day:
            parts[-1].append(profile)
        else:
            parts.append([profile])
    if whole >= 4 and sum(len(part) >= 2 for part in parts) < 2:
        return [run]  # one question's options, whose names differ after its shared stem
    return [run] + [part for part in parts if 2 <= len(part) < len(run)]


def _part_names(part: list[ColumnProfile]) -> list[str]:
    return [profile.name for profile in part]


def _several_questions(run: list[ColumnProfile]) -> bool:
    """The run's columns fall into two or more questions by name ("Harbor Commission Seat: …", "Skate Park: …")."""
    return len(_by_shared_name(run)) > 2


def _group_role(sample: pd.DataFrame, profile: ColumnProfile, most: float = 10) -> str:
    """A column's role in a group of one question's columns: "tick", "number" (small whole numbers, up to
    ``most``), "rank" (rank words), or ""."""
    if profile.role == "tick":
        return "tick"
    mostly_numbers = profile.role == "number" or cells.number_share(sample[profile.name]) >= 0.6
    numbers = _numbers(sample[profile.name]).to_numpy() if mostly_numbers else np.array([])
    if profile.role == "number" or (
        mostly_numbers and cells.words_for_no_answer(sample[profile.name].to_numpy(dtype=object), numbers)
    ):
        if _small_whole_numbers(pd.Series(cells.without_missing_codes(numbers)[0]).dropna(), most):
            return "number"
    if profile.role in ("choice", "constant") and profile.distinct <= 12:
        # Each distinct cell once, shortest first: the first that states no rank settles it (a 2 MB comment or
        # 10,000 rows of a few repeated values are not read cell by cell).
        distinct = {(type(value), value): value for value in sample[profile.name].dropna()}
        texts = sorted(distinct.values(), key=lambda value: len(str(value)))
        if (
            texts
            and all(ballots.rank_of_cell(value) for value in texts)
            and any(re.search(r"[a-z]", str(value), re.I) for value in texts)
        ):
            return "rank"
    return ""


def _group_evidence(names: list[str]) -> float:
    """How much a group of columns looks like one question with one option per column: a shared name (more if
    it asks something), and a number of options a ballot has."""
    shared = _shared_prefix(names)
    if _NAMESPACE.fullmatch(shared):
        shared = ""  # (a program's record names its fields "player.role", "player.bid": a namespace, no question)
    evidence = 2.0 + (2.0 if len(shared) >= 4 else 0.0) + (3.0 if shapes.is_question(shared.strip()) else 0.0)
    return evidence + (1.0 if 2 <= len(names) <= 60 else 0.0)


def _same_scale(sample: pd.DataFrame, names: list[str], *, judged: bool = False) -> bool:
    """Columns rated on one scale: each uses three or more values, all within the same small range (where the rows
    are judges marking out of more than 10, the entries' best marks may differ: one photograph got 19, another 14)."""
    columns = [pd.Series(cells.without_missing_codes(_numbers(sample[name]).to_numpy())[0]).dropna() for name in names]
    if any(column.nunique() < 3 for column in columns):
        return False
    lows, highs = [column.min() for column in columns], [column.max() for column in columns]
    # (on a scale to 10 not every column reaches the top, no dish got a 10; codes 1–5 of two questions are no scale)
    tops_agree = (judged and max(highs) > 10) or max(highs) - min(highs) <= (2 if min(highs) >= 6 else 1)
    return max(highs) - min(lows) <= 10 and tops_agree


def _spends_one_budget(sample: pd.DataFrame, names: list[str]) -> bool:
    """Points shared out from one budget (dot voting: 10 dots over the options): every row that gives points gives
    the same total, on at least three rows, spread over more than one column on some of them."""
    values = np.column_stack([_numbers(sample[name]).to_numpy() for name in names])
    given = ~np.isnan(values).all(axis=1)
    totals = np.nansum(values[given], axis=1)
    spread = (np.nan_to_num(values[given]) > 0).sum(axis=1) > 1
    return int(given.sum()) >= 3 and bool(spread.any()) and bool(totals.max() > 0) and np.unique(totals).size == 1


def _is_rank_grid(sample: pd.DataFrame, names: list[str]) -> bool:
    """Each row ranks the options: its filled cells are whole numbers from 1 up to the options' count, distinct but
    for one tie at most, and a ballot that ties two starts at 1 (CIVS: "4, 2, 1, 4, 3")."""
    block = sample[names].apply(pd.to_numeric, errors="coerce")
    m = len(names)
    rows = [row.dropna().tolist() for _, row in block.iterrows()]
    rows = [row for row in rows if row]
    if not rows:
        return False
    ranked = sum(_ranks_a_ballot(row, m) for row in rows)
    return ranked >= 0.9 * len(rows) and any(len(row) >= 2 for row in rows)


def _rates_rather_than_ranks(sample: pd.DataFrame, names: list[str]) -> bool:
    """Marks above the number of options, or, in half the rows that mark two options or more, two options with the
    same mark: ratings, whatever the question says ("prioritize"), since a ranking gives each option its own place
    among them."""
    block = sample[names].apply(pd.to_numeric, errors="coerce").to_numpy(dtype=float)
    if np.nanmax(block, initial=0.0) > len(names):
        return True
    filled = (~np.isnan(block)).sum(axis=1)
    distinct = np.array([len(np.unique(row[~np.isnan(row)])) for row in block])
    marked = filled >= 2
    return bool(marked.any()) and float((distinct[marked] < filled[marked]).mean()) >= 0.5


def _ranks_a_ballot(row: list[float], options: int) -> bool:
    distinct = len(set(row))
    in_range = min(row) >= 1 and max(row) <= options
    return in_range and (distinct == len(row) or (distinct == len(row) - 1 and min(row) == 1))


def _ranks_from_one(sample: pd.DataFrame, names: list[str]) -> bool:
    """Each ballot numbers the options it ranks 1, 2, … k with no gap or repeat (9 in 10 rows, some ranking two or
    more): ranks, even under the candidates' bare names, where coded answers side by side would skip and repeat."""
    block = sample[names].apply(pd.to_numeric, errors="coerce").to_numpy(dtype=float)
    rows = [np.sort(row[~np.isnan(row)]) for row in block]
    rows = [row for row in rows if row.size]
    if not rows or not any(row.size >= 2 for row in rows):
        return False
    contiguous = sum(np.array_equal(row, np.arange(1, row.size + 1)) for row in rows)
    return contiguous >= 0.9 * len(rows) and sum(row.size >= 2 for row in rows) >= 0.5 * len(rows)


def option_labels(frame: pd.DataFrame, columns: Sequence[str]) -> tuple[str, ...]:
    """The names of the options that ``columns`` hold one each: each column's one ticked value when those all
    differ (survey tools repeat the option's name in its ticked cells), else what each column's name adds to the
    name the columns share ("Q2 [Mon]", "Q2 [Tue]" → "Mon", "Tue")."""
    names = [str(name) for name in columns]
    sample = frame.head(_SAMPLE_ROWS)
    values = [_the_one_value(sample[name]) for name in names]
    if all(values) and len(set(values)) == len(values) and not all(ballots.rank_of_cell(value) for value in values):
        if not all(cells.answer_kind(value) == cells.YES for value in values):
            return tuple(values)
    return _labels_from_names(names)


def _the_one_value(series: pd.Series) -> str:
    """The column's only non-empty value, or "" when it has none or several."""
    texts = series.dropna().astype(str).str.strip()
    distinct = pd.unique(texts[texts != ""])
    return str(distinct[0]) if len(distinct) == 1 else ""


def _labels_from_names(names: list[str]) -> tuple[str, ...]:
    """What each column's name adds to the name the columns share ("Q2 [Mon]", "Q2 [Tue]" → "Mon", "Tue"), and
    without what they all end with after a dash or a colon ("Concept 3 - Bijenvriendelijk - Beoordeling (1-5)" →
    "Concept 3 - Bijenvriendelijk": one word before each one's number is part of its name)."""
    names = _without_shared_ending(names)
    shared = _shared_prefix(names)
    labels = [_strip_brackets(name[len(shared) :]) or name for name in names]
    if all(_ITEM_CODE.match(label) for label in labels):
        labels = [_ITEM_CODE.sub("", label) for label in labels]  # ("[2-1] 국립과천과학관": the item's code goes)
    if len(set(labels)) < len(labels) or all(label.isdigit() for label in labels):
        return tuple(names)  # ("field___3" says more than "3")
    if re.search(r"(?:^|\D)\d{1,4}[/.-]$", shared):
        return tuple(names)  # (dates of one month share it: "1/15(金)", "1/16(土)" are not "15(金)", "16(土)")
    numbered = all(label[:1].isdigit() for label in labels)
    if _ONE_WORD.fullmatch(shared) and (all(len(label) <= 3 for label in labels) or len(shared) <= 4 or numbered):
        # ("Хор 7В", choir 7B: one word before a class's code is part of the name; so is a day's short name
        # before its dates, "Fr 19.09. – So 21.09.2025", and a word before a number, "Concept 3")
        return tuple(names)
    return tuple(labels)


#: Where a column name's own part ends and a question's or a scale's shared ending begins: " - ", " – ", ": ".
_ENDING_MARK = re.compile(r"\s[-–—]\s|:\s|\s\((?=[^()]*\)$)")


def _without_shared_ending(names: list[str]) -> list[str]:
    """The names without the ending they all share when it starts at a dash or a colon (" - Beoordeling (1-5)"), or
    is a note in brackets (a field's type, " (checkbox)"), and leaves each a different, non-empty name; else the
    names as they are."""
    ending = os.path.commonprefix([name[::-1] for name in names])[::-1]
    marks = list(_ENDING_MARK.finditer(ending))
    if len(names) < 2 or not marks:
        return names
    cut = len(ending) - marks[0].start()
    kept = [name[:-cut].strip() for name in names]
    return kept if all(kept) and len(set(kept)) == len(kept) else names


def _shared_prefix(names: list[str]) -> str:
    """The longest prefix all names share, cut back to a word boundary ("Q3 - Which days? - " of "Q3 - ... - Mon")."""
    prefix = os.path.commonprefix(names)
    if len(prefix) == min(len(name) for name in names):
        return ""
    cut = max(prefix.rfind(mark) for mark in (" ", "-", "_", "/", "[", "(", ":", ".", "|"))
    prefix = prefix[: cut + 1] if cut >= 0 else ""
    opened = max(prefix.rfind("["), prefix.rfind("("))
    if opened > max(prefix.rfind("]"), prefix.rfind(")")) and opened < len(prefix) - 1:
        prefix = prefix[:opened]  # (not into an item's code: "[2-1] Museum", "[2-2] Zoo" share "", not "[2-")
    return prefix


#: An item's code in brackets before its name, as survey tools number a question's items: "[2-1] ", "(Q3_2) ".
_ITEM_CODE = re.compile(r"^[\[(][\w.-]{1,8}[\])]\s+(?=\S)")


def _strip_brackets(text: str) -> str:
    """A column name's own part without the marks around it ("[Mon]", "Mon]", ": Mon" → "Mon"), keeping brackets
    that the part opens and closes itself ("Sobota popoldne (13–17)"). A full stop ends no part but may end its
    own ("tor. 16.04.", a date written the Norwegian way): only one it starts with goes."""
    text = text.strip().strip(":-–—/|_").lstrip(".").strip()
    for opening, closing in (("[", "]"), ("(", ")"), ("{", "}")):
        if text.startswith(opening) and text.endswith(closing) and text.count(opening) == 1:
            text = text[1:-1]
        text = text.rstrip(closing) if text.count(closing) > text.count(opening) else text
        text = text.lstrip(opening) if text.count(opening) > text.count(closing) else text
    return text.strip().strip(":-–—/|_").lstrip(".").strip()


def _points_layouts(sample: pd.DataFrame, profiles: tuple[ColumnProfile, ...]) -> list[tuple[Layout, float]]:
    """A long table of points: an option column repeating, a voter column repeating, a column of numbers ≥ 0."""
    options = [p for p in profiles if p.role == "choice" and p.distinct < p.filled]
    options = [p for p in options if not _a_code_of_another(sample, p, options)]  # ("COMP-1055" beside its title)
    # A voter column repeats, over many voters (a respondent id, an e-mail, a name; numbers too, as statistics
    # software writes ids), each on 1.5 rows or more on average (one who gives points gives them to several).
    voters = [  # (or a few judges named as such, each scoring many entries)
        p
        for p in profiles
        if p.role not in ("empty", "timestamp")
        and (max(3, p.filled / 8) if not shapes.PEOPLE_WORDS.search(p.name) else 2) <= p.distinct <= p.filled / 1.5
    ]
    numbers = [p for p in profiles if p.role == "number"]
    repeating = [p for p in profiles if p.role == "choice" and p.distinct < p.filled]
    wide = 3.0 * (sum(not p.is_metadata for p in profiles) > 6)  # a table of items or responses, not a long one
    # a short name on each row, never repeated: each row is an item (a ticket, a product), its number an attribute
    wide += 2.0 * any(p.role == "choice" and p.distinct == p.filled >= 8 for p in profiles)
    found = []
    above = str(sample.attrs.get("above", ""))
    for number in numbers:
        values = _numbers(sample[number.name])
        named = bool(_POINTS_WORDS.search(number.name))
        if (values < 0).any():
            continue
        # (a race series' stages, each giving its finishers 25, 20, 16 …: who gives the points, however few)
        givers = [p for p in repeating if _hands_out_points(values, sample[p.name])]
        for option in options:
            # (points named as such may be missing where a review was never done: an assigned or declined reviewer;
            # rows naming no option, an experiment's lines of facts, give none)
            if values[sample[option.name].notna()].isna().mean() > (_UNSCORED_AT_MOST if named else 0.1):
                continue
            if option in givers:
                continue
            if values.groupby(sample[option.name]).nunique().max() <= 1:
                continue  # the same number on every row of an option: its attribute (an id, the answer's code as
                # typed, "2" and " 2."), not points given
            if shapes.FREE_TEXT_WORDS.search(option.name):
                continue  # (a review's own words beside its rating: what was said, not what was rated)
            if shapes.PEOPLE_WORDS.search(option.name) or shapes.AUTHOR_WORDS.search(option.name):
                continue  # the people who give points (jurors, raters), or who applied, are not what they score
            # (nor the criteria they score on)
            if _CRITERION_WORDS.search(option.name):
                continue
            for voter in [*voters, *givers]:
                named_voter = bool(shapes.PEOPLE_WORDS.search(voter.name))
                few = voter.distinct <= option.distinct and not named_voter and voter not in givers
                if voter.name in (option.name, number.name) or few:
                    continue
                if named_voter and _fixed_by_another(sample, profiles, number.name, option.name):
                    continue  # (a judge's "Max Score", the same for each criterion: no points given)
                subset: tuple[str, str] | tuple[()] = ()
                if sample.duplicated([voter.name, option.name]).mean() > 0.2:
                    criteria = _criteria(sample, profiles, voter.name, option.name) if named_voter else None
                    if criteria is None:
                        continue  # a voter gives an option its points once (a judge once per criterion)
                    subset = criteria
                if values.nunique() > 1 and sample.groupby(voter.name)[number.name].nunique().max() <= 1:
                    continue  # the same number on all a voter's rows: theirs (an id, an age), not points they give
                if not (
                    named or named_voter or shapes.VOTER_WORDS.search(voter.name) or _MEMBER_WORDS.search(voter.name)
                ):
                    continue  # a number beside two repeating columns is points only when a name says so
                ranked = bool(shapes.RANK_WORDS.search(number.name.replace("_", " ")))  # ("vote_rank": 1 is best)
                layout = Layout(
                    kind="points",
                    columns=(number.name,),
                    label_column=option.name,
                    voter_column=voter.name,
                    rule=shapes.RANKS if ranked else "first",
                    subset=subset,
                )
                # (or the file says the entries are ranked by their mean: "Final ranking = average of the judges'
                # total scores" above the table)
                scores = bool(_SCORE_NAME.search(number.name) or _MEAN_STATED.search(above)) and not ranked
                if named_voter and scores and shapes.scored_unequally(sample, layout) is not None:
                    layout = replace(layout, rule=shapes.MEAN)  # (judges who did not all score every entry)
                # (judges named as such score entries: the review's overall mark over its criteria' marks)
                judges = 2.0 * named_voter + 1.0 * bool(named_voter and _OVERALL.search(number.name))
                # (each stage giving out the same points says who receives them, whatever their column's name)
                judges += 4.0 * (voter in givers)
                found.append((layout, 4.0 + 2.0 * named + judges + shapes.name_evidence(option.name) - wide))
        # one row per voter whose vote weighs what their share says (a question's answer is no weight: "How much
        # would you pay?" is an answer, even where it says "share")
        if _WEIGHT_WORDS.search(number.name) and not shapes.is_question(number.name):
            for option in options:
                layout = Layout(kind="points", columns=(number.name,), label_column=option.name)
                found.append((layout, 6.0 + shapes.name_evidence(option.name)))
        found += _ratings_of_rows(sample, profiles, options, number.name, values)
    return found


#: A number named as a score or rating, which a judge gives an entry on a scale (not points shared out, "Points"):
#: its mean is what review tools rank by. Alone in a column's name ("rating", "Stars", "Note"), one rating per row.
_SCORE_NAME = re.compile(
    r"(?:overall[ _])?(?:score|rating|grade|stars?|note|bewertung|wertung|valutazione|calificaci[oó]n|nota|оценка|"
    r"評価|評点|평점|점수|cijfer|beoordeling|betyg|arvosana|hodnocení|ocena|értékelés|pontuação)",
    re.I,
)
#: A rating scale tops out at this (stars to 5, marks to 10).
_RATING_AT_MOST = 10


def _ratings_of_rows(
    sample: pd.DataFrame,
    profiles: tuple[ColumnProfile, ...],
    options: list[ColumnProfile],
    number: str,
    values: pd.Series,
) -> list[tuple[Layout, float]]:
    """One rating per row of the thing rated (an audience ballot of a film, a review of a product): each option's
    mean rating, read when a column named as a rating holds whole or half marks on a scale to ten, and each option
    is rated on several rows with ratings that differ. Of the columns that group the rows (the film, its venue, the
    ballot's channel), the thing rated is the one that tells the ratings apart: the more of their variance its
    groups explain (adjusted η², which asks more of a column of many values), the likelier. Not where judges or
    reviewers are named (their scores are read with them), nor where the number is a survey's score of the person
    beside a question they answered ("Which bake should we bring back?": a choice, not the thing rated)."""
    whole = values.dropna()
    if (
        not _SCORE_NAME.fullmatch(number.strip())
        or any(shapes.PEOPLE_WORDS.search(p.name) for p in profiles)
        or values.isna().mean() > 0.1
        or whole.nunique() < 2
        or whole.min() < 0
        or whole.max() > _RATING_AT_MOST
        or not np.allclose(whole * 2, np.round(whole * 2))
    ):
        return []
    found = []
    for option in options:
        if option.filled < 2 * option.distinct or shapes.is_question(option.name):
            continue  # (an option on about one row each: an attribute of the row; a question: a choice made)
        if shapes.FREE_TEXT_WORDS.search(option.name):
            continue  # (a comment box's stock phrases follow the rating; they are not what was rated)
        if _CRITERION_WORDS.search(option.name) or _fixed_by_another(sample, profiles, number, option.name):
            continue  # (the criteria marked, each with its own maximum)
        layout = Layout(kind="points", columns=(number,), label_column=option.name, rule=shapes.MEAN)
        explained = _explained_variance(sample[option.name].astype(str).str.strip(), values)
        rated = 2.0 * bool(_RATED_THING.search(option.name))  # (named as what reviews rate: a product, a film)
        found.append((layout, 4.0 + 4.0 * explained + rated + shapes.name_evidence(option.name)))
    return found


#: A column named as what a review rates: a product, an item, a film (not where it was seen: "venue").
_RATED_THING = re.compile(
    r"product|item|artikel|produkt|produit|producto|prodotto|produto|товар|商品|製品|产品|상품|제품|film|movie|"
    # (or the one who served: a salon's or a clinic's reviews of each member of staff)
    r"staff|employee|stylist|therapist|master|мастер|сотрудник|працівник|mitarbeiter|employé|empleado|dipendente|"
    r"funcionári|pracownik|スタッフ|직원|员工|員工",
    re.IGNORECASE,
)


def _explained_variance(groups: pd.Series, values: pd.Series) -> float:
    """Adjusted η² of ``values`` grouped by ``groups``: 1 − (1 − SS_between/SS_total)(n − 1)/(n − k), at least 0."""
    table = pd.DataFrame({"group": groups, "value": values}).dropna()
    n, k = len(table), table["group"].nunique()
    total = float(((table["value"] - table["value"].mean()) ** 2).sum())
    if n <= k or total == 0:
        return 0.0
    means = table.groupby("group")["value"].transform("mean")
    between = float(((means - table["value"].mean()) ** 2).sum())
    return max(0.0, 1.0 - (1.0 - between / total) * (n - 1) / (n - k))


def _few_valued(profiles: tuple[ColumnProfile, ...], *not_these: str) -> list[ColumnProfile]:
    """Columns of a few repeated values (at most :data:`_CRITERIA_AT_MOST`), as a review's criteria are."""
    return [
        p for p in profiles if p.role == "choice" and p.name not in not_these and 2 <= p.distinct <= _CRITERIA_AT_MOST
    ]


def _fixed_by_another(sample: pd.DataFrame, profiles: tuple[ColumnProfile, ...], number: str, option: str) -> bool:
    """The number is the same on every row of each value of another column of a few values (a criterion's maximum
    beside each review's criteria): an attribute of that column, not points."""
    return sample[number].nunique() > 1 and any(
        bool((sample.groupby(p.name)[number].nunique() <= 1).all())
        for p in _few_valued(profiles, option)
        if not shapes.FREE_TEXT_WORDS.search(p.name)  # (a review's stock phrase follows its rating: "Всё супер!", 5)
    )


def _criteria(
    sample: pd.DataFrame, profiles: tuple[ColumnProfile, ...], voter: str, option: str
) -> tuple[str, str] | tuple[()] | None:
    """The rows to read where a column of criteria tells apart a judge's rows for one entry ("Community impact",
    "Feasibility", one row each: a few values, each on many rows, named as criteria or fewer than the entries): all
    of them, their points summed (``()``); only the overall one's when one criterion is overall ("Appréciation
    globale (1-9)" beside "Intensité sucrée (0-10)"); None when there is no such column, or its criteria are on
    different scales and none is overall (marks that do not add up)."""
    entries = sample[option].nunique()
    for p in _few_valued(profiles, voter, option):
        if not (bool(_CRITERION_WORDS.search(p.name)) or p.distinct < entries):
            continue
        if sample.duplicated([voter, option, p.name]).any():
            continue
        names = [str(value) for value in pd.unique(sample[p.name].dropna())]
        overall = [name for name in names if _OVERALL.search(name)]
        if len(overall) == 1:
            return (p.name, overall[0])
        scales = {scale.group(0) for name in names if (scale := MARKED_OUT_OF.search(name))}
        return None if len(scales) > 1 else ()
    return None


def _per_group(
    sample: pd.DataFrame,
    profiles: tuple[ColumnProfile, ...],
    found: list[tuple[Layout, float]],
    points: list[tuple[Layout, float]],
    *,
    sections: bool = False,
) -> list[tuple[Layout, float]]:
    """Results or answers of several questions in one long table (a "Question" or "Poll" column saying which
    question each row answers): the table's tallies are also read question by question (a tally whose options
    repeat across questions becomes one per question), and the readings of all the rows at once made less likely.
    Points given (or ranks) are read per question too when each option belongs to one question."""
    groups = [p for p in profiles if _names_questions_of_rows(sample, p, sections=sections)]
    if not groups:
        return found
    # (of several such columns, the one whose values ask questions: "Custom field" before "Item", the tour booked)
    column = max(groups, key=lambda group: _questions_share(sample[group.name])).name
    split = []
    for value in pd.unique(sample[column].dropna().astype(str).str.strip())[:MAX_OFFERED]:
        rows = sample[sample[column].astype(str).str.strip() == value]
        within = _counts_layouts(rows, profile_columns(rows)) + [
            (layout, evidence)
            for layout, evidence in found
            if layout.kind in ("votes", "multi_choice")
            or (layout.kind == "long" and _answers_all(sample, layout) and _answer_several(sample, layout, column))
            or (layout.kind == "ratings" and layout.options_in == "rows")  # (a jury's marks of each section's entries)
            if column not in layout.columns
        ]
        within += [(layout, evidence) for layout, evidence in points if _nests(sample, layout.label_column, column)]
        # ("Из какого вы подразделения?" asks who; "Which city should host…?", written beside "Poll 2", what to do)
        evidence_of_question = 1.0 + shapes.question_evidence(_asked(rows, column, str(value)))
        evidence_of_question += 2.0 * bool(_POLL_LABEL.match(str(value)))  # (the one group that says it is a vote)
        split += [
            (replace(layout, subset=(column, str(value))), evidence + evidence_of_question)
            for layout, evidence in within
        ]
    return [(layout, evidence - 3.0) for layout, evidence in found] + split


def _questions_share(series: pd.Series) -> float:
    """The share of a column's distinct values that are questions ("How did you hear about us?")."""
    values = pd.unique(series.dropna().astype(str).str.strip())
    return float(np.mean([shapes.is_question(value) for value in values])) if len(values) else 0.0


def _asked(rows: pd.DataFrame, column: str, value: str) -> str:
    """How the question of ``rows`` (those where ``column`` says ``value``) is worded: the one text of another column
    that holds a question, the same on all these rows ("Which city should host the 2026 partner summit?" beside
    "Summit host city"), else ``value`` itself."""
    for name in rows.columns:
        texts = rows[name].dropna().astype(str).str.strip().unique()
        if name != column and len(texts) == 1 and shapes.is_question(texts[0]):
            return str(texts[0])
    return value


def _nests(sample: pd.DataFrame, options: str, column: str) -> bool:
    """Each option belongs to one of ``column``'s questions (two polls' ballots in one dump), bar a few shared."""
    return bool((sample.groupby(options)[column].nunique() > 1).mean() < 0.5)


def _answers_all(sample: pd.DataFrame, layout: Layout) -> bool:
    """A long table's answer column filled on (nearly) every row: the one column all the questions answer in, not
    one kind of answer that only some questions use (a free-text column beside the options' column)."""
    return bool(sample[layout.columns[0]].notna().mean() >= 0.8)


def _answer_several(sample: pd.DataFrame, layout: Layout, column: str) -> bool:
    """In a long table of questions and answers each respondent answers several of the questions: most voters'
    rows name two or more questions (an event log whose every voter votes once names one "poll" per voter)."""
    if not layout.voter_column:
        return True
    asked = sample.groupby(layout.voter_column)[column].nunique()
    return bool(len(asked) and asked.median() >= 2)


def _names_questions_of_rows(sample: pd.DataFrame, profile: ColumnProfile, *, sections: bool = False) -> bool:
    """A column of a few values, each on several rows, named or worded like a question ("Question", "Poll",
    "Which city should host…?"), or, with ``sections``, named as a competition's sections (:data:`_SECTION_NAME`)."""
    if profile.role not in ("choice", "free_text") or not 2 <= profile.distinct <= 20:
        return False
    if shapes.share_date_like(sample[profile.name]) > 0.8 or is_metadata_name(profile.name):
        return False  # (a date says when a row was made, not which question it answers)
    if shapes.FREE_TEXT_WORDS.search(profile.name):
        return False  # ("Questions or comments": what people asked, "Is there a fee?", is no question of the poll)
    if shapes.part_or_candidate(profile.name) > 0:
        return False  # ("Contestant", "Candidate": the options themselves, not the contests they stand in)
    if profile.filled < 2 * profile.distinct:
        return False
    values = sample[profile.name].dropna().astype(str).str.strip()
    # (a column headed by a question holds its answers: "Q4. Poll: Which author should we invite?")
    named = (
        bool(_GROUP_NAME.search(profile.name) or (sections and _SECTION_NAME.fullmatch(profile.name.strip())))
        and not _ANSWER_NAME.search(profile.name)
        and not shapes.is_question(profile.name)
    )
    polls = values.str.match(_POLL_LABEL)  # (a shop's modifier sets: "Milk", "Size", "Vote: Winter Special 2027")
    return (
        named
        or float(values.str.endswith("?").mean()) > 0.5
        or 0 < float(polls.mean()) <= 0.5
        or _heads_stacked_tables(sample, profile.name)
    )


#: A group's name that says it is a vote, as a label before its title: "Vote: Winter Special 2027", "Umfrage – Logo".
_POLL_LABEL = re.compile(
    r"(?:vote|voting|poll|survey|ballot|umfrage|abstimmung|wahl|sondage|vote|scrutin|encuesta|votaci[oó]n|"
    r"votazione|sondaggio|enquete|stemming|peiling|ankieta|głosowanie|hlasování|anket|oylama|опрос|голосование|"
    r"投票|アンケート|调查|調查|투표|설문)\s*[:：\-–—]\s*\S",
    re.I,
)


def _heads_stacked_tables(sample: pd.DataFrame, column: str) -> bool:
    """Results of several contests stacked in one table ("Mayor", "Park Commissioner", "Proposition A"), each
    contest's rows together, beside a column of counts: another column names two or more choices in each contest,
    and each choice belongs to one contest (bar a "Write-in", "Yes" or "Informal" in each; the same few names in every
    group are the parts of one tally instead), whether once per contest or once per polling place."""
    if len(sample) > _STACKED_ROWS_AT_MOST:
        return False  # (results by contest are a short table; a long file of responses is not checked cell by cell)
    groups = sample[column].astype(str).str.strip()
    blocks = int((groups != groups.shift()).sum())
    counted = any(shapes.COUNT_WORDS.search(str(name)) and shapes.whole_counts(sample[name]) for name in sample.columns)
    if blocks != groups.nunique() or not counted:
        return False  # (each contest's rows stand together, and the table states counts)
    for other in sample.columns:
        if other == column or sample[other].isna().any() or cells.number_share(sample[other].astype(str)) > 0.5:
            continue
        names = sample[other].astype(str).str.strip()
        pairs = pd.DataFrame({"g": groups, "n": names})
        shared = float((pairs.groupby("n")["g"].nunique() > 1).mean())  # ("Write-in" in each contest, not every name)
        if names.duplicated().any() and shared < 0.5 and pairs.groupby("g")["n"].nunique().min() >= 2:
            return True
    return False


def _row_names(sample: pd.DataFrame, profiles: tuple[ColumnProfile, ...]) -> list[ColumnProfile]:
    """The columns that could name each row's candidate: each value once, words rather than numbers or codes."""
    return [
        p
        for p in profiles
        if not _looks_like_codes(sample[p.name])
        if p.role in ("choice", "id", "free_text", "answer")  # (a referendum: "Yes" 4102, "No" 2723)
        and p.distinct == p.filled >= 2
        and cells.number_share(sample[p.name].dropna().astype(str).str.rstrip("% ")) < 0.5  # (not percentages)
        and not is_metadata_name(p.name)
        and not shapes.AUTHOR_WORDS.search(p.name)  # (a post's author beside its upvotes: who posted, not what)
        and not sample[p.name].dropna().astype(str).str.fullmatch(_BAR).all()  # (a histogram's bars: "*****")
    ]


#: A bar of a text chart, drawn with one repeated mark: "*********", "████▌", "=====".
_BAR = re.compile(r"\s*(?:\*+|#+|=+|[█▉▊▋▌▍▎▏▇▆▅▄▃▂▁■▪●]+)\s*")


def _weighted_votes(sample: pd.DataFrame, name: str) -> bool:
    """Votes weighted by a share (an owners' meeting counts each owner's floor area or shares: "Количество голосов,
    кв. м" 2 501,50): a column named as votes, of numbers of 0 or more, whose total the file states and matches."""
    stated = sample.attrs.get("stated_totals", {}).get(name)
    if stated is None or not shapes.VOTE_WORDS.search(name) or shapes.PERCENT_NAME.search(name):
        return False  # (a share of the votes, "% of valid votes", is no count of them)
    values = _numbers(sample[name]).dropna()
    return len(values) >= 2 and bool((values >= 0).all()) and bool(np.isclose(values.sum(), stated, rtol=1e-6))


def _counts_layouts(sample: pd.DataFrame, profiles: tuple[ColumnProfile, ...]) -> list[tuple[Layout, float]]:
    """A ready-made table: a column naming each candidate once beside a column of whole counts."""
    labels = _row_names(sample, profiles)
    counts = [
        p
        for p in profiles
        if p.role in ("number", "id") and not is_metadata_name(p.name) and not cells.is_no_candidate(p.name)
    ]  # (not the electorate, the voters, blank or invalid ballots: "Inscrits", "Votants", "Nuls")
    wide = sum(not p.is_metadata for p in profiles) > 6  # a table of responses, not a summary
    # (a time of its own on each row: a log of votes or responses, one per row, whose numbers are the voter's)
    logged = 3.0 * any(p.role == "timestamp" and p.filled >= 5 and p.distinct >= 0.8 * p.filled for p in profiles)
    numbered = [p.name for p in counts]
    # (bunched far from zero like ids, or with halves, yet the sum of other columns on every row: a score sheet's
    # or a quiz's total, "27.5")
    summed = {p.name for p in counts if _sums_other_counts(sample, p.name, numbered)}
    whole = [
        p
        for p in counts
        if (shapes.whole_counts(sample[p.name]) and (not _identifiers(sample[p.name]) or p.name in summed))
        or (p.name in summed and _half_points(_numbers(sample[p.name]).dropna()))
        or (p.name in summed and _total_of_points(sample, p.name))
        or _weighted_votes(sample, p.name)
    ]
    found = []
    placed_in_order = _placed_in_order(sample, profiles)
    stages = shapes.transfer_stages(sample)
    if stages:  # (a count by transfers: its last stage decides, the earlier ones led to it)
        found += [(Layout(kind="counts", columns=(stages[-1],), label_column=label.name), 6.0) for label in labels[:1]]
    totals = {count.name for count in whole if count.name in summed}
    # A list of items (tickets, ideas, posts), one per row, with the one column that says it counts their votes:
    # that column is the tally however many other columns (status, comments, ids) stand beside it.
    voted = [count.name for count in whole if shapes.VOTE_WORDS.search(count.name)]
    numbering = {count.name for count in whole if cells.running_number(sample[count.name])}
    # (a column of answers named as the vote, "Голос": the rows are ballots, and their numbers, a plot's, no tally)
    ballots = any(p.role == "choice" and shapes.VOTE_WORDS.search(p.name) for p in profiles)
    for place, label in enumerate(labels):
        for count in whole:
            if count.name in numbering and not shapes.names_a_count(count.name):
                continue  # (the rows' numbers, "Sıra No" 1, 2, 3, count nothing)
            if shapes.RANK_WORDS.search(count.name) and _placings(_numbers(sample[count.name]).to_numpy()):
                continue  # (each row's place, "Rank" 1 to n: the first is best, it counts nothing)
            if placed_in_order and _rises_down_the_rows(_numbers(sample[count.name])):
                continue  # (a total that rises with the places, a sum of placings: the fewest win)
            # ("Total score" on a leaderboard says total, but a player's score is not a count of votes)
            of_votes = bool(shapes.COUNT_WORDS.search(count.name)) and not _SCORE_WORDS.search(count.name)
            evidence = 3.0 + 2.0 * of_votes - 3.0 * wide - logged - 2.0 * ballots
            evidence -= 2.0 * (len(whole) - 1)  # several columns of counts: a grid of ratings, not one tally
            evidence -= 3.0 * bool(_ANSWER_NAME.search(count.name))  # (a reply typed as a code, "2.", counts nothing)
            if count.name in totals and not shapes.PEOPLE_WORDS.search(label.name):
                # the file's own total of its parts ("online" + "paper" = "total votes"), not a judge's; unless the
                # rows are the parts ("投票区", a polling district) and the columns the candidates
                evidence = 5.0 + 2.0 * min(0.0, shapes.part_or_candidate(label.name))
            elif voted == [count.name]:  # (the item's name leads its row: the first naming column, then the next)
                evidence = max(evidence, 5.0 - 0.5 * place)
            found.append((Layout(kind="counts", columns=(count.name,), label_column=label.name), evidence))
    stated = [count.name for count in whole if count.name in sample.attrs.get("stated_totals", {})]
    if len(stated) < 2:  # (or a total column adds up each row: "Sat 5:00 PM" + … + "Sun 12:30 PM" = "TOTAL")
        # (a member's column of points may leave blanks, which the row's total counts as none)
        stated = [count.name for count in counts if count.name in sample.attrs.get("row_total_parts", ())]
    if len(stated) >= 2:  # a cross-table whose total row sums each part: the candidates' counts are row sums
        for label in labels:  # (unless the rows are named as the parts: a parish, a polling station)
            evidence = 5.0 - 3.0 * wide + 2.0 * min(0.0, shapes.part_or_candidate(label.name))
            found.append((Layout(kind="counts", columns=tuple(stated), label_column=label.name), evidence))
            # or the columns are the candidates and the rows the parts, each candidate's votes its column's sum: the
            # page asks which, unless the rows are named as candidates ("Candidate") or as parts ("Precinct"), or
            # by one kind ("Podobóz Wilki", "Podobóz Rysie": units of a camp; "Option A", "Option B": asked)
            named_as = -2.0 * shapes.part_or_candidate(label.name)
            parts = named_as + 1.0 * _named_by_one_kind(sample[label.name])
            parts += 1.0 * bool(sample.attrs.get("column_shares"))  # (a row of each column's share of the total)
            parts += 1.0 * _hands_out_a_scale(sample, stated)  # (each row gives out the same points: a giver)
            transposed = Layout(
                kind="ratings", columns=tuple(stated), labels=tuple(stated), label_column=label.name, rule=shapes.ADD_UP
            )
            found.append((transposed, 5.0 - 3.0 * wide + parts - 0.01))
    # (all different: "id", yet counts; money paid is no count: "Total fee")
    named = [count for count in whole if shapes.COUNT_WORDS.search(count.name) and not _MONEY.search(count.name)]
    # (of several counts, the one that adds up the others on every row is the tally: advance + election day)
    summing = {c.name for c in named if len(named) >= 3 and _sums_other_counts(sample, c.name, [n.name for n in named])}
    # (rows in the order of a column of places, "Pos." 1, 2, 3 …, are a ranking's competitors, not parts of a tally:
    # an archer's "Totale" is theirs, not their club's votes)
    ranking = placed_in_order
    for label in [] if ranking else _tallied_in_parts(sample, profiles):
        for count in named:  # (a tally in parts names its counts: "Total Votes", "Stimmen")
            several = 0 if count.name in summing else len(named) - 1
            evidence = 3.0 + 2.0 - 2.0 * several + shapes.part_or_candidate(label.name)
            # (a judge's sheet is a part of the tally, not a candidate; and marks given by judges named beside the
            # rows are points to read with their judge, not votes counted in parts)
            evidence -= 2.0 * _names_judges(label.name) + 2.0 * any(_names_judges(p.name) for p in profiles)
            layout = Layout(kind="counts", columns=(count.name,), label_column=label.name, rule=shapes.ADD_UP)
            found.append((layout, evidence))
    # (a log of purchases or messages, each row giving its option the votes it bought, "Contestant" beside "Votes":
    # each option's votes are its rows' sum)
    named_options = [
        p
        for p in profiles
        if p.role == "choice" and 2 <= p.distinct <= p.filled / 2 and _CONTESTANT_NAME.search(p.name)
    ]
    for label in named_options:
        for count in whole:
            if shapes.VOTE_WORDS.search(count.name) and not cells.is_no_candidate(count.name):
                layout = Layout(kind="counts", columns=(count.name,), label_column=label.name, rule=shapes.ADD_UP)
                found.append((layout, 7.0))
    return found


def _hands_out_points(values: pd.Series, groups: pd.Series) -> bool:
    """Each of three or more groups of rows gives out the same points, most first, to as many as it has (a race
    series' stages: 25, 20, 16 … to their finishers, fewer where fewer finished; zeros aside): the groups give the
    points, they do not receive them."""
    handed = [np.sort(part.dropna().to_numpy())[::-1] for _, part in values.groupby(groups)]
    handed = [points[points > 0] for points in handed]
    longest = max(handed, key=len, default=np.empty(0))
    return (
        len(handed) >= 3
        and np.unique(longest).size >= 3
        and all(points.size >= 2 and np.array_equal(points, longest[: points.size]) for points in handed)
    )


def _hands_out_a_scale(sample: pd.DataFrame, columns: list[str]) -> bool:
    """Every row of a cross-table gives out the same total (or one of two: a sports day's 8-7-6-5 per race and
    16-12-8-4 per relay), while the columns' totals differ: each row is an event handing out points, and the
    columns are who receives them."""
    block = np.column_stack([_numbers(sample[name]).to_numpy() for name in columns])
    rows, columns_total = np.nansum(block, axis=1), np.nansum(block, axis=0)
    return len(rows) >= 4 and len(np.unique(rows)) <= 2 and len(np.unique(columns_total)) > 1


def _named_by_one_kind(names: pd.Series) -> bool:
    """Three or more rows named by one first word and each its own after it ("Podobóz Wilki", "Podobóz Rysie"):
    units of one kind, as a tally's parts are named."""
    words = names.dropna().astype(str).str.strip().str.split(n=1)
    return len(words) >= 3 and bool(words.map(len).eq(2).all()) and words.str[0].nunique() == 1


def _names_judges(name: str) -> bool:
    """A column named for those who judge or review (not for voters, respondents or participants, who may be what
    a tally counts)."""
    return bool(shapes.PEOPLE_WORDS.search(name)) and not re.search(r"voter|respondent|participant", name, re.I)


def _standings(sample: pd.DataFrame, profiles: tuple[ColumnProfile, ...]) -> list[tuple[Layout, float]]:
    """A ranking (a league's standings, a tournament's final ranking, a game jam's results): one row per competitor,
    each named once, and a column named as points ("Pts.", "Punkte", "Score") that never rises down the rows, the
    ranking's order, beside ranks, seeds, ratings and tie-breaks. Each competitor's points are their score. A results
    sheet listed by name, not by rank (a golf club's competition by surname, with a disqualified player's row
    left without points), is one too, a little less surely."""
    if len(sample) < 3:
        return []
    rounds = [p for p in profiles if _ROUND_NAME.fullmatch(p.name.strip())]
    names = [p for p in _row_names(sample, profiles) if p.filled == len(sample) and p not in rounds]
    # (a wall chart or a quiz's sheet: a column per round, "Rd 1" … "Rd 5", then the total of each row's rounds)
    by_rounds = len(rounds) >= 3
    placed_in_order = _placed_in_order(sample, profiles)
    found = []
    for p in profiles:
        totals = by_rounds and cells.is_total_label(p.name)
        if p.role not in ("number", "id") or not (shapes.POINTS_NAME.search(p.name) or totals):
            continue
        points = _numbers(sample[p.name])
        scored = points.dropna()
        if points.isna().mean() > _UNSCORED_AT_MOST or (scored < 0).any() or scored.nunique() < 2:
            continue
        ranked = not points.isna().any() and not (points.diff().dropna() > 0).any()
        if placed_in_order and _rises_down_the_rows(points):
            continue  # (points that rise with the places: the fewest win, as a sum of placings; the places decide)
        found += [
            (Layout(kind="counts", columns=(p.name,), label_column=label.name), 2.0 + ranked - 0.5 * place)
            for place, label in enumerate(names[:2])
        ]
        if ranked and names and (places := _tie_broken_by(sample, profiles, points)):
            # (the first two level on points, and the ranking's places, by its tie-breaks, decide)
            found.append((Layout(kind="points", columns=(places,), label_column=names[0].name, rule=shapes.RANKS), 3.5))
    return found + _ranked_by(sample, profiles, names) + _placed(sample, profiles, names)


def _tie_broken_by(sample: pd.DataFrame, profiles: tuple[ColumnProfile, ...], points: pd.Series) -> str:
    """The rank column ("Rk.", "Place": 1, 2, 3 … down the rows) that places apart the competitors level on the most
    points, as a ranking's tie-breaks do; "" when the most points are one competitor's or no such column."""
    if (points == points.max()).sum() < 2:
        return ""
    for p in profiles:
        if shapes.RANK_WORDS.search(p.name) and shapes.in_place_order(sample[p.name]):
            places = _numbers(sample[p.name])
            if (places[points == points.max()] == places.min()).sum() == 1:
                return p.name
    return ""


def _placed(
    sample: pd.DataFrame, profiles: tuple[ColumnProfile, ...], names: list[ColumnProfile]
) -> list[tuple[Layout, float]]:
    """A tournament's final standings with no points, only each competitor's place, written as ordinals ("1st",
    "3rd", "13th" in a column named "Final Rank", in seed order; a disqualified team's "DQ" has none): the places
    read as Borda points, first best. Places written as numbers count when the rows stand in another order (a
    race's results by bib number), or when a measure beside them rises with them (the fewest points or the least
    time win); a leaderboard in place order is otherwise read by its measure (:func:`_ranked_by`,
    :func:`_standings`)."""
    found = []
    for p in profiles:
        named = [name for name in names if name.name != p.name]  # (the places name no competitor)
        # (or as numbers, in any order: a race's results listed by bib number, "Place" 45, 18, 7 …)
        if p.role not in ("choice", "free_text", "number", "id") or not shapes.RANK_WORDS.search(p.name) or not named:
            continue
        written = sample[p.name].dropna().astype(str).str.strip()
        if p.role in ("number", "id") and written.nunique() < 0.8 * len(written):
            continue  # (places are each one competitor's, but for ties: many rows on one number rank nothing)
        if (
            p.role in ("number", "id")
            and shapes.in_place_order(sample[p.name])
            and not _fewest_win(sample, profiles, p)
        ):
            continue
        placed = [ballots.rank_of_cell(cell) for cell in written if cells.PLACE.fullmatch(cell)]  # (not a code: "P1")
        if len(placed) >= max(3, 0.8 * len(written)) and min(placed) == 1 and any(place > 1 for place in placed):
            layout = Layout(kind="points", columns=(p.name,), label_column=named[0].name, rule=shapes.RANKS)
            # (places written as numbers yield to a measure beside them, a score or a total, which they follow)
            found.append((layout, 2.5 if p.role in ("number", "id") else 3.0))
    return found


#: A column of one round's results: "Rd 1", "R2", "Round 3", "Runde 4", "Tour 5", "Kolo 2", "Тур 1", perhaps
#: with the round's name after it ("R2 Music Intros").
_ROUND_NAME = re.compile(rf"(?:rd|r|rnd|{shapes.ROUND_WORDS})\.?\s*\d{{1,2}}(?:\s+\S.*)?", re.IGNORECASE)


def _ranked_by(
    sample: pd.DataFrame, profiles: tuple[ColumnProfile, ...], names: list[ColumnProfile]
) -> list[tuple[Layout, float]]:
    """A leaderboard ranked by a measure that is not named as points (a running club's distance, a quiz's correct
    answers): a rank column holds the places 1, 2, 3 … down the rows, and the measure is the column of numbers
    that never rises down them. Each competitor's measure is their score."""
    ranks = [p for p in profiles if shapes.RANK_WORDS.search(p.name) and shapes.in_place_order(sample[p.name])]
    if not ranks or not names:
        return []
    found = []
    for p in profiles:
        if p.role not in ("number", "id") or p in ranks or shapes.POINTS_NAME.search(p.name):
            continue
        values = _numbers(sample[p.name])
        if values.isna().any() or (values < 0).any() or values.nunique() < 3 or (values.diff().dropna() > 0).any():
            continue
        if _places(values.to_numpy()) or _TIE_BREAK_NAME.search(p.name):
            continue  # (a seed or start number, "SNo" 6 … 1, numbers the players; a tie-break only orders the level)
        # (of several columns that follow the places, the one named as the result: "Ergebnis", "Total", "Score")
        named_so = 0.5 * bool(_RESULT_NAME.search(p.name))
        found.append((Layout(kind="counts", columns=(p.name,), label_column=names[0].name), 3.0 + named_so))
    return found


#: A column named as a competitor's result, which a ranking's places follow.
_RESULT_NAME = re.compile(
    r"result|ergebnis|résultat|resultado|risultato|uitslag|wynik|výsledek|eredmény|tulos|итог|結果|结果|결과|total|"
    r"gesamt|score|average|mean|mittel|moyenne|media|promedio",
    re.IGNORECASE,
)


#: A ranking's tie-break, which orders competitors level on points and is never the measure: "TB1", "Des2",
#: "Buchholz", "Sonneborn-Berger".
_TIE_BREAK_NAME = re.compile(
    r"^(?:tb|des|bh|sb|fw)\s*\d*$|buchholz|sonneborn|berger|tie.?break|desempate|feinwertung|spareggio|départage",
    re.IGNORECASE,
)


def _results_by_part(sample: pd.DataFrame, profiles: tuple[ColumnProfile, ...]) -> list[tuple[Layout, float]]:
    """A results sheet with a row per part of the tally (a polling station, a precinct, postal votes) and a column
    per candidate beside the sheet's own bookkeeping (registered, voters, blank, invalid, valid): each candidate's
    votes are its column's sum. The bookkeeping columns say so; that the candidates' columns add up, on each row,
    to one of them (the valid votes) says it again."""
    whole = [
        p
        for p in profiles
        if p.role in ("number", "id")
        and not is_metadata_name(p.name)
        and not _CODE_NAME.search(p.name)  # (a station's or a panel's number: "Code du b.vote", "N°Panneau")
        and shapes.whole_counts(sample[p.name])
    ]  # (a small table's counts may all differ: "id")
    kept = [p.name for p in whole if cells.is_no_candidate(p.name) or cells.is_total_label(p.name)]
    # Each part named once: by words ("Station 12") or by numbers that number the rows, never by a column of counts.
    unique = [p for p in profiles if p.distinct == p.filled == len(sample) and not cells.is_no_candidate(p.name)]
    places = [p for p in unique if p.role in ("choice", "free_text") or (p.role == "id" and _names_rows(sample, p))]
    numbered = [p for p in unique if p.role in ("id", "number") and cells.running_number(sample[p.name])]
    places += [p for p in numbered if p not in places]
    # (or by two columns together, a district and its stations: "제1투" in each district; the second one shown)
    places += [p for p in profiles if p.role in ("choice", "free_text") and p.filled == len(sample)][-1:]
    # (a candidate's column counts on (nearly) every part: not the part's number, nor "Merge With" on a few rows)
    named = [
        p.name
        for p in whole
        if p.name not in kept
        and p not in places[:1]
        and not cells.running_number(sample[p.name])  # (bunched counts are usual here: 70-130 voters at each station)
        and 2 * p.filled > len(sample)
        and not _COUNT_NAME.match(p.name)  # (a candidate's column is named for the candidate, not "Antall stemmer")
        and shapes.part_or_candidate(p.name) >= 0  # (nor for the part: "Okrsek", a district's number)
    ]
    # (columns that say they hold a candidate's votes, "MUNTEANU ELENA-voturi", are the candidates; codes adding up
    # to a total beside them, "b1" + "b2" + "b3" = "b", are a report's own fields)
    voted = [name for name in named if shapes.VOTE_WORDS.search(name)]
    if len(voted) >= 2:
        named = voted
    elif places and (coded := _numbered_parts_of_a_total(sample, [p.name for p in whole])):
        by_part = [
            Layout(kind="ratings", columns=c, labels=c, label_column=places[0].name, rule=shapes.ADD_UP) for c in coded
        ]
        return [(layout, 6.0 - 3.0 * (place > 0)) for place, layout in enumerate(by_part)]
    if len(named) < 2 or not places:
        return []
    if len(measures := candidates_by_measure(named)) >= 2:
        # (each candidate counted several ways, "First Expression" and "Final Expression" of a caucus, or two
        # ballots: each measure is its own reading, and which one decides is asked)
        return [
            (
                Layout(
                    kind="ratings",
                    columns=tuple(columns.values()),
                    labels=tuple(columns),
                    label_column=places[0].name,
                    rule=shapes.ADD_UP,
                ),
                4.0,
            )
            for columns in measures.values()
        ]
    parts = _row_sums(sample, named)
    totals = [_numbers(sample[name]).to_numpy() for name in kept]
    # (the valid votes: a total of all ballots less the invalid ones, or less the blank and invalid ones)
    spoilt = [_numbers(sample[name]).fillna(0.0).to_numpy() for name in kept if cells.is_no_candidate(name)]
    if spoilt:
        totals += [total - less for total in list(totals) for less in [*spoilt, sum(spoilt)]]
    adds_up = any(np.allclose(parts, total) for total in totals)
    if not adds_up and len(named) > 2:  # (one column more than the candidates, a number of the part: left out)
        extra = next((c for c in named if any(np.allclose(parts - _numbers(sample[c]), t) for t in totals)), None)
        if extra is not None:
            named.remove(extra)
            adds_up = True
    # (a results table says what it counts: a column of ballots that went to no candidate, or rows named as
    # parts of a tally, "投票区", a polling district; "Online" + "Paper" = "Total" beside "Candidate" is no such
    # table)
    parts_named = shapes.part_or_candidate(places[0].name) < 0
    if not (parts_named or any(cells.is_no_candidate(name) for name in kept)):
        return []
    layout = Layout(
        kind="ratings",
        columns=tuple(named),
        labels=tuple(named),  # (the columns are named after the candidates)
        label_column=places[0].name,
        rule=shapes.ADD_UP,  # (each cell a count of votes: the candidate's column is added up, Δ = 1)
    )
    return [(layout, 4.0 + 2.0 * adds_up)]


#: A column naming who competes for votes, whatever the rows are (payments, messages): "Contestant", "Candidate".
_CONTESTANT_NAME = re.compile(r"contestant|candidat|kandidat|nominee|finalist|competitor|entrant|concursante", re.I)
#: A place in a ranking as standings write it: "1st", "13th", "2.", "1er", "3º", "4".
#: A column named as a code or a number of something, which counts nothing: "Code du b.vote", "N°Panneau".
_CODE_NAME = re.compile(r"\bcode\b|^n[°º]|^no\.|\bnum[ée]ro\b|\bnummer\b|\bnúmero\b", re.IGNORECASE)


def candidates_by_measure(names: list[str]) -> dict[str, dict[str, str]]:
    """Column names that each join a candidate and a measure ("Castellanos First Expression", "Castellanos Final
    Expression", "Whitfield First Expression" …; "CDU Erststimmen" … "CDU Zweitstimmen"): measure → {candidate:
    column}, in the columns' order; {} when the names are not so. A split fits a name when its candidate part goes
    with two measures or more and its measure part with two candidates or more; four in five names must fit one
    split, and the side with fewer distinct parts is the measure. A scheduling poll's days and times are options,
    not candidates and measures."""
    if len(names) < 4 or sum(map(shapes.is_date_like, names)) > len(names) / 2:
        return {}
    splits = {
        name: [(" ".join(words[:cut]), " ".join(words[cut:])) for cut in range(1, len(words))]
        for name in names
        if len(words := name.split()) >= 2
    }
    firsts: dict[str, set[str]] = {}
    lasts: dict[str, set[str]] = {}
    for first, last in itertools.chain.from_iterable(splits.values()):
        firsts.setdefault(last, set()).add(first)
        lasts.setdefault(first, set()).add(last)
    fitted = {}
    for name, ways in splits.items():
        fits = [(first, last) for first, last in ways if len(firsts[last]) >= 2 and len(lasts[first]) >= 2]
        if len(fits) == 1:
            fitted[name] = fits[0]
    if len(fitted) < 0.8 * len(names):
        return {}
    measure_last = len({last for _, last in fitted.values()}) <= len({first for first, _ in fitted.values()})
    measures = {split[1] if measure_last else split[0] for split in fitted.values()}
    for name in set(splits) - set(fitted):  # (a candidate counted one way only, "Uncommitted First Expression")
        known = [way for way in splits[name] if (way[1] if measure_last else way[0]) in measures]
        if known:
            fitted[name] = known[0]
    grouped: dict[str, dict[str, str]] = {}
    for name, (first, last) in sorted(fitted.items(), key=lambda item: names.index(item[0])):
        measure, candidate = (last, first) if measure_last else (first, last)
        grouped.setdefault(measure, {})[candidate] = name
    return grouped if len(grouped) >= 2 and all(len(group) >= 2 for group in grouped.values()) else {}


def _judges_in_columns(sample: pd.DataFrame, profiles: tuple[ColumnProfile, ...]) -> list[tuple[Layout, float]]:
    """A jury's score sheet turned round: one row per entry (a column naming each once), one column of scores per
    judge (named as judges: "Juge 1 – Mme Aubert", "Judge 2"), beside which a total or mean is no judge."""
    judges = [
        p.name
        for p in profiles
        if shapes.PEOPLE_WORDS.search(p.name) and p.role in ("number", "id") and not cells.is_summary_label(p.name)
    ]
    entries = [
        p.name
        for p in sorted(profiles, key=lambda p: p.role == "id")  # (a title before an entry's code)
        if (p.role in ("choice", "free_text") or (p.role == "id" and _names_in_words(sample, p)))
        and p.distinct == p.filled == len(sample)  # (names all different, 20 pupils' or more: an "id")
        and not shapes.RANK_WORDS.search(p.name)  # (the places, "1.", "2.", name no entry)
    ]
    if len(judges) < 2:  # (or judges named only by name, beside the mean of each row's marks: "Среднее")
        judges = _marked_across_rows(sample, profiles)
    if len(judges) < 2 or not entries or len(sample) < 2:
        return []
    layout = Layout(kind="ratings", columns=tuple(judges), options_in="rows", label_column=entries[0])
    if _mean_decides(sample, layout):
        layout = replace(layout, rule=shapes.MEAN)  # (a judge who abstained on an entry does not mark it down)
    # (a result list in the order of its places, with the result the places follow, "Ergebnis": the result decides
    # by the competition's own rule, a highest and lowest mark struck, which the judges' marks alone do not show)
    published = _ranked_by(sample, profiles, [p for p in profiles if p.name == entries[0]])
    return [(layout, 2.0 if published else 5.0)]


def _marked_across_rows(sample: pd.DataFrame, profiles: tuple[ColumnProfile, ...]) -> list[str]:
    """Columns of marks whose mean on every row a column states ("Среднее", the five judges' mean over the marks
    given): the rows are what is marked, the columns who marks. (A total alone is a tally's parts added up.)"""
    numeric = [p.name for p in profiles if p.role in ("number", "id")]
    summaries = [name for name in numeric if cells.is_summary_label(name)]
    places = [name for name in numeric if _places(_numbers(sample[name]).to_numpy())]  # ("Место": 1st, 2nd…)
    marks = [name for name in numeric if name not in summaries and name not in places]
    if len(marks) >= 2 and summaries and _stated_mean(sample, marks, summaries):
        return marks
    # (or, whatever the columns are called, "С1" … "С5" beside "Сума" and "Середній", a run of neighbouring columns
    # whose mean on every row another column states; the widest such run)
    if not 3 <= len(numeric) <= _MARKED_COLUMNS_AT_MOST:
        return []  # (two marks and their mean at least; a wide survey's numbers: no jury's sheet, too many runs)
    # (each run tried on the first rows at once, its row means from cumulative sums; the one found checked on all)
    head = np.column_stack([_numbers(sample[name].head(_MARKED_ROWS_LOOKED_AT)).to_numpy() for name in numeric])
    sums = np.concatenate([np.zeros((len(head), 1)), np.nancumsum(head, axis=1)], axis=1)
    counts = np.concatenate([np.zeros((len(head), 1)), np.cumsum(~np.isnan(head), axis=1)], axis=1)
    runs = sorted(
        ((start, end) for start in range(len(numeric)) for end in range(start + 2, len(numeric) + 1)),
        key=lambda run: run[0] - run[1],
    )
    for start, end in runs:
        with np.errstate(invalid="ignore", divide="ignore"):
            mean = (sums[:, end] - sums[:, start]) / (counts[:, end] - counts[:, start])
        outside = np.delete(head, np.s_[start:end], axis=1)
        if not np.isclose(mean[:, None], outside, atol=0.01).all(axis=0).any():
            continue
        run, others = numeric[start:end], numeric[:start] + numeric[end:]
        if _neighbours(sample, run) and _stated_mean(sample, run, others):
            return run
    return []


_MARKED_COLUMNS_AT_MOST = 24  # columns of numbers in which a run of judges' marks is looked for
_MARKED_ROWS_LOOKED_AT = 50


def _stated_mean(sample: pd.DataFrame, marks: list[str], stated: list[str]) -> bool:
    """Whether one of the ``stated`` columns holds, on every row, the mean of the ``marks`` columns."""
    values = {name: _numbers(sample[name]).to_numpy() for name in [*marks, *stated]}
    block = np.column_stack([values[name] for name in marks])
    if np.isnan(block).all(axis=1).any():
        return False
    mean = np.nanmean(block, axis=1)
    return any(np.allclose(mean, values[name], atol=0.01) for name in stated)


def _neighbours(sample: pd.DataFrame, names: list[str]) -> bool:
    """The columns stand side by side in the table."""
    columns = [str(name) for name in sample.columns]
    positions = [columns.index(name) for name in names]
    return positions == list(range(positions[0], positions[0] + len(positions)))


def _places(values: np.ndarray) -> bool:
    """Each row's place, 1 to the number of rows, each once."""
    return bool(np.array_equal(np.sort(values), np.arange(1, len(values) + 1)))


def _fewest_win(sample: pd.DataFrame, profiles: tuple[ColumnProfile, ...], places: ColumnProfile) -> bool:
    """A column of numbers beside the places rises with them: the fewest points or the least time win."""
    return any(
        p is not places and p.role in ("number", "id") and _rises_down_the_rows(_numbers(sample[p.name]))
        for p in profiles
    )


def _ranked_by_points(sample: pd.DataFrame, profiles: tuple[ColumnProfile, ...]) -> bool:
    """The rows stand in place order and a column is named as points ("Kokonaispisteet", "Total score")."""
    named = any(p.role in ("number", "id") and shapes.POINTS_NAME.search(p.name) for p in profiles)
    return named and _placed_in_order(sample, profiles)


def _placed_in_order(sample: pd.DataFrame, profiles: tuple[ColumnProfile, ...]) -> bool:
    """The rows stand in the order of a column of places ("Rank", "Vieta": 1, 2, 3 … down the rows)."""
    return any(shapes.RANK_WORDS.search(p.name) and shapes.in_place_order(sample[p.name]) for p in profiles)


def _rises_down_the_rows(values: pd.Series) -> bool:
    """Numbers that never fall down the rows and rise somewhere: beside places in order, the fewest are best."""
    steps = values.diff().dropna()
    return not values.isna().any() and not (steps < 0).any() and bool((steps > 0).any())


def _placings(values: np.ndarray) -> bool:
    """Places, perhaps of a longer list and some tied: whole numbers from 1, most of them different (a race's
    results by bib number: 45, 1, 2 …)."""
    values = values[~np.isnan(values)]
    if len(values) < 3 or values.min() != 1 or not np.all(values == np.round(values)):
        return False
    return _places(values) or len(np.unique(values)) >= 0.8 * len(values)


def _numbered_parts_of_a_total(sample: pd.DataFrame, names: list[str]) -> list[tuple[str, ...]]:
    """Columns coded by number under a total's code ("D1" … "D4" beside "D", "Stimmen 1" … beside "Stimmen") that
    add up, on every row, to that total: the candidates of a results file that names them only by ballot position.
    Smallest total first: several codes may split this way (the electorate "A" into "A1", "A2"), and the
    candidates' share is the valid votes, the smallest count of the ballot's funnel."""
    found = []
    for total in names:
        parts = tuple(name for name in names if re.fullmatch(re.escape(total) + r"[ _.-]?\d{1,2}", name))
        if len(parts) < 2:
            continue
        summed = _row_sums(sample, parts)
        if np.allclose(summed, _numbers(sample[total]).fillna(0.0).to_numpy()) and summed.sum() > 0:
            found.append((float(summed.sum()), parts))
    return [parts for _, parts in sorted(found)]


def _row_sums(sample: pd.DataFrame, names: Sequence[str]) -> np.ndarray:
    """Each row's sum over the columns ``names`` (an empty cell counts 0)."""
    return np.column_stack([_numbers(sample[name]).fillna(0.0).to_numpy() for name in names]).sum(axis=1)


def _identifiers(series: pd.Series) -> bool:
    """Numbers that identify rows rather than count votes: five or more, all different, and either numbering the rows
    1, 2, 3 … in order, or (ten or more) bunched far from zero (member numbers 1033 … 1400, years, postcodes: the
    smallest above their spread), where a tally's counts run down towards zero."""
    values = _numbers(series).dropna()
    if len(values) < 5 or values.nunique() < len(values):
        return False
    return cells.running_number(series) or bool(len(values) >= 10 and values.min() > values.max() - values.min())


def _names_in_words(sample: pd.DataFrame, profile: ColumnProfile) -> bool:
    """A column naming each row in words ("Pérez Muñoz, Adrián"), not by a number or a code ("E-1052")."""
    return _names_rows(sample, profile) and not _looks_like_codes(sample[profile.name])


def _names_rows(sample: pd.DataFrame, profile: ColumnProfile) -> bool:
    """An identifier in words or codes ("HH-9314", "S/R 1" after station 43), not a column of numbers only."""
    return cells.number_share(sample[profile.name]) < 1.0


def _half_points(values: pd.Series) -> bool:
    """Points of 0 or more in whole and half points ("27.5"), as judges and quizmasters give; not money ("36.35")."""
    return bool(len(values)) and bool((values >= 0).all()) and bool(((values * 2) % 1 == 0).all())


def _total_of_points(sample: pd.DataFrame, name: str) -> bool:
    """A leaderboard's total, named as a total or a score ("Total MVP", the sum of "Batting", "Bowling" and
    "Fielding" points on each row), in points of 0 or more however fine ("50.501"); money is no score."""
    values = _numbers(sample[name]).dropna()
    named = cells.is_summary_label(name) or bool(_SCORE_WORDS.search(name))
    return named and not _MONEY.search(name) and bool(len(values)) and bool((values >= 0).all())


def _sums_other_counts(sample: pd.DataFrame, name: str, others: list[str]) -> bool:
    """Column ``name`` is, on every row, the sum of two or three of the ``others``, or of all of them (a total beside
    its parts: "online" + "paper", or one column per class or polling station)."""
    values = {column: _numbers(sample[column]).fillna(0.0).to_numpy() for column in others}
    target = values[name]
    rest = [column for column in others if column != name][:12]
    every = [rest, *([c for c in rest if c != skip] for skip in rest)] if len(rest) > 3 else []  # (a number beside)
    return bool(target.any()) and any(
        np.allclose(target, sum(values[column] for column in parts), rtol=1e-9, atol=1e-9)  # (24.653 + … = 50.501)
        for parts in [*itertools.combinations(rest, 2), *itertools.combinations(rest, 3), *every]
    )


def _tallied_in_parts(sample: pd.DataFrame, profiles: tuple[ColumnProfile, ...]) -> list[ColumnProfile]:
    """Columns naming the candidates of a tally in parts (a block of rows per precinct, polling station or
    session): each name on several rows, and each row told apart from the others by the columns saying which part
    it belongs to (every other text column: "Precinct", "Voting Method"), as in a long export of a cross-table."""
    # (every row filled, though a few with an answer left empty: "(aucune réponse)" is a row of the tally too)
    whole = {
        p.name
        for p in profiles
        if p.filled == len(sample) or (p.filled >= 0.75 * len(sample) and sample[p.name].notna().all())
    }
    parts = [p for p in profiles if p.role in ("choice", "id", "free_text", "constant") and p.name in whole]
    found = []
    for label in parts:
        if label.role == "constant" or not 2 <= label.distinct <= len(sample) / 2:
            continue
        times = sample[label.name].astype(str).str.strip().value_counts()
        # ("Informal" is on every part's rows; each name is looked at once)
        times = times[[not cells.is_no_candidate(name) for name in times.index]]
        if times.empty:
            continue
        # (a part may be told by its number: "BFS", a municipality's code, on each of its rows)
        others = [
            p.name
            for p in profiles
            if p.name != label.name
            and p.distinct > 1
            and p.name in whole
            and (p in parts or (p.role in ("number", "id") and not shapes.COUNT_WORDS.search(p.name)))
        ]
        if times.min() < 2 or not others or sample.duplicated(subset=[label.name, *others]).any():
            continue
        if float((times == times.mode().iloc[0]).mean()) < 0.8 and times.max() > times.min() + 1:
            continue  # each candidate is on one row per part: (nearly) all on as many rows
        found.append(label)
    return [label for label in found if not _a_code_of_another(sample, label, found)]


def _a_code_of_another(sample: pd.DataFrame, label: ColumnProfile, others: list[ColumnProfile]) -> bool:
    """``label`` names the same things as another column, one to one, in a less readable form ("dana-whitfield"
    beside "Dana Whitfield", "21" beside "Franklin North")."""
    return any(
        other.name != label.name
        and shapes.one_to_one(sample, label.name, other.name)
        and _readability(sample[other.name]) > _readability(sample[label.name])
        for other in others
    )


def _readability(series: pd.Series) -> float:
    """How much the cells are written for people, not as a code or slug: the share with a space (words) and half
    the share with a capital letter, less one and a half times the share made mostly of digits ("Dana Whitfield"
    1.5, "Lore" 0.5, "COMP-1055" 0.5, "dana-whitfield" 0, an ear tag "AT 530271846" 0)."""
    texts = series.dropna().astype(str).str.strip().head(200)
    if not len(texts):
        return 0.0
    digits = texts.str.count(r"\d") / texts.str.count(r"\w").clip(lower=1)
    return float(
        texts.str.contains(r"\s", regex=True).mean()
        + 0.5 * texts.str.contains(r"[A-ZÀ-Þ]", regex=True).mean()
        - 1.5 * (digits >= 0.6).mean()
    )


def _numbers(series: pd.Series) -> pd.Series:
    """A column's cells as numbers the way :mod:`dpcore.ingest.cells` reads them ("12,345", "3,50 €"); NaN else."""
    return pd.Series(cells.read_numbers(series, coerce=True).values, index=series.index)


def _looks_like_codes(series: pd.Series) -> bool:
    """Cells that are mostly machine codes (letters and digits run together, eight or more): response tokens."""
    texts = series.dropna().astype(str).str.strip().head(200)
    return bool(len(texts)) and float(texts.str.fullmatch(r"(?=.*\d)[A-Za-z0-9_\-]{8,}").mean()) >= 0.5


#: A file's name often names its vote ("…_Standort.csv", "…_장소투표.csv"): words a question's column shares with it
#: put it first among readings as plausible (never more than a near tie's worth). Words every export's name holds
#: do not count.
_NAME_WORD = re.compile(r"[^\W\d_]{4,}")
_GENERIC_NAME_WORDS = frozenset(
    "export exports results result responses response answers survey surveys poll polls form forms data vote votes "
    "voting ballot ballots report download submissions entries sheet table list".split()
)
_PER_SHARED_WORD, _MOST_SHARED_WORDS = 0.1, 3


def _named_by_file(layout: Layout, file_name: str) -> float:
    """A little for a question's reading (one choice per row) whose column name shares words with the file's name
    (CJK: pairs of characters, which hold a word's meaning)."""
    if layout.kind != "votes" or len(layout.columns) != 1 or not file_name:
        return 0.0
    return _PER_SHARED_WORD * min(len(_name_words(layout.columns[0]) & _name_words(file_name)), _MOST_SHARED_WORDS)


def _name_words(text: str) -> set[str]:
    words = {word for word in _NAME_WORD.findall(text.lower()) if word not in _GENERIC_NAME_WORDS}
    ideographs = re.findall(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+", text)
    return words | {run[index : index + 2] for run in ideographs for index in range(len(run) - 1)}


def _spread_bonus(scores: object) -> float:
    """A little for readings whose scores differ (a real poll has a spread); nothing for all-equal scores."""
    values = pd.Series(scores, dtype="float64")
    return 0.5 if len(values) >= 2 and values.nunique() > 1 else 0.0


# --- asking ------------------------------------------------------------------------------------------------


def _offered(found: list[Reading]) -> list[Reading]:
    """The readings worth asking about: the best, and others of different columns that pass the gate and score
    within :data:`ASK_MARGIN` of it."""
    best = found[0]
    offered = [best]
    asks = _asks_a_question(best)
    for reading in found[1:]:
        if len(offered) >= MAX_OFFERED:
            break
        # (a survey of several questions, each read well, has several decisions: which one is the vote is asked,
        # however far apart their scores)
        another_question = asks and _asks_a_question(reading) and reading.plausibility >= CONFIDENT_FROM
        # (and so has a table of several contests, each read the same way: one is no likelier the vote)
        another_contest = (
            bool(best.layout.subset)
            and reading.layout.subset[:1] == best.layout.subset[:1]
            and reading.layout.subset != best.layout.subset  # (the same rows read in another column: no contest)
            and reading.layout.kind == best.layout.kind
        )
        close = (
            reading.plausibility >= best.plausibility - ASK_MARGIN
            or another_question
            or _counted_again(best, reading)
            or _parallel_questions(best, reading)
            or another_contest
            or _heads_and_weights(best.layout, reading.layout)
            or _two_coded_questions(best, reading)
        )
        distinct = all(not _same_question(reading.layout, other.layout) for other in offered)
        if close and distinct and not reading.doubts:
            offered.append(reading)
    return offered


#: A survey tool's variable name ("cleanup_day", "harvest_project"): words joined by underscores, in lower case.
_VARIABLE_NAME = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+")


def _two_coded_questions(best: Reading, other: Reading) -> bool:
    """Two questions of a survey named by variables, each read as one choice per row and passing the gate: a word in
    one variable's name ("project") is no evidence that it, not the other ("cleanup_day"), is the vote."""
    layouts = (best.layout, other.layout)
    return (
        all(layout.kind == "votes" and _VARIABLE_NAME.fullmatch(layout.columns[0]) for layout in layouts)
        and other.plausibility >= best.plausibility - 2 * ASK_MARGIN
    )


def _heads_and_weights(first: Layout, second: Layout) -> bool:
    """One column's votes counted by heads and weighted by a share ("Voto" alone, and "Voto" by "Millesimi"): both
    are how such votes are counted (a condominium counts both), so the page asks which."""
    weighted = [
        layout
        for layout in (first, second)
        if layout.kind == "points" and not layout.voter_column and layout.rule != shapes.MEAN
    ]
    heads = [layout for layout in (first, second) if layout.kind == "votes"]
    return bool(weighted and heads) and weighted[0].label_column == heads[0].columns[0]


def _asks_a_question(reading: Reading) -> bool:
    """The reading reads a column (or group of columns) headed by a question: "Which day works best for you?"."""
    return shapes.is_question(_question_of(reading.layout) or reading.layout.columns[0])


def _parallel_questions(first: Reading, second: Reading) -> bool:
    """Two columns of choices named alike but for a word or two ("Metų daina 2026" and "Metų atlikėjas(-a) 2026",
    song and performer of the year; "Best Film" and "Best Actor"): awards of equal standing, whichever reads a
    little better. Both read well (:data:`CONFIDENT_FROM` less one), one choice per row."""
    layouts = (first.layout, second.layout)
    if not all(layout.kind == "votes" and len(layout.columns) == 1 for layout in layouts):
        return False
    if min(first.plausibility, second.plausibility) < CONFIDENT_FROM - 1.0:
        return False
    a, b = (layout.columns[0].split() for layout in layouts)
    head = len(os.path.commonprefix([a, b]))
    tail = len(os.path.commonprefix([a[::-1], b[::-1]]))
    shared = a[:head] + (a[len(a) - tail :] if tail else [])
    middles = (a[head : len(a) - tail], b[head : len(b) - tail])
    return len(" ".join(shared)) >= 4 and all(1 <= len(middle) <= 3 for middle in middles)


def _counted_again(first: Reading, second: Reading) -> bool:
    """Two readings that add up other columns for the same candidates (two ballots, "CDU Erststimmen" and "CDU
    Zweitstimmen"; a caucus's first and final expression): which count decides is a question, however far apart
    their plausibility (one ballot's columns may add up to a total the file states, the other's not)."""
    layouts = (first.layout, second.layout)
    if not all(layout.rule == shapes.ADD_UP for layout in layouts) or set(layouts[0].columns) & set(layouts[1].columns):
        return False
    names = [_without_shared_words(layout.labels or layout.columns) for layout in layouts]
    return len(names[0] & names[1]) >= max(2, min(map(len, names)) / 2)


def _without_shared_words(labels: Sequence[str]) -> set[str]:
    """Labels without the words they all have ("CDU Zweitstimmen", "SPD Zweitstimmen" → "CDU", "SPD")."""
    shared = set.intersection(*(set(label.split()) for label in labels)) if labels else set()
    return {" ".join(word for word in label.split() if word not in shared) for label in labels}


def _same_question(first: Layout, second: Layout) -> bool:
    """Two readings of the same columns (one choice per cell vs several) ask the same question; one poll's rows
    and another's do not."""
    if first.subset != second.subset:
        return False
    if first.rule == second.rule == shapes.ADD_UP and not set(first.columns) & set(second.columns):
        return False  # (two counts of the candidates, or two contests, in other columns beside the same rows)
    if first.kind == second.kind == "points" and first.columns != second.columns:
        return False  # (a review's two scores, "OveMer" and "RevExp": which one is the vote is a question)
    if {first.kind, second.kind} == {"counts", "ratings"} and first.columns == second.columns:
        return False  # (a cross-table's rows, or its columns, as the candidates: which is a question)
    if first.kind == second.kind == "counts" and first.label_column != second.label_column:
        return False  # (one column of numbers added up by the judge or by the entrant: who the candidates are)
    return bool(set(first.columns) & set(second.columns)) or (
        bool(first.label_column) and first.label_column == second.label_column
    )


def _which_reading(offered: list[Reading]) -> Question:
    titles = tuple(reading.title for reading in offered)
    questions = all(_asks_a_question(reading) for reading in offered)
    columns = all(reading.layout.kind in ("votes", "multi_choice", "long") for reading in offered)
    if questions:
        text = f"This file holds {len(offered)} questions. Which one is the vote?"
    elif columns:
        text = f"{len(offered)} columns of this file could hold the choices. Which one does?"
    else:
        text = f"This file can be read {len(offered)} ways. Which one is meant?"
    return Question(
        field=READING_QUESTION,
        text=text,
        options=tuple(range(len(offered))),
        labels=titles,
        default=0,
    )


def _title(chosen: Layout) -> str:
    """How a reading is offered in the question: the column or question it reads, and its shape."""
    first = chosen.columns[0] if chosen.columns else ""
    kind = shapes.KINDS[chosen.kind].lower()
    if chosen.kind == "ratings" and chosen.options_in == "rows":
        return f"“{_shown(chosen.label_column)}”: scores by {len(chosen.columns)} judges, one column each"
    # (a cross-table read either way: say which of its sides holds the candidates)
    if chosen.kind == "ratings" and chosen.rule == shapes.ADD_UP:
        return f"the candidates in the columns ({_names(list(chosen.columns))}), each added up over the rows"
    if chosen.kind == "counts" and len(chosen.columns) > 1:
        return (
            f"the candidates in the rows (named in “{_shown(chosen.label_column)}”), each added up across "
            f"{len(chosen.columns)} columns"
        )
    if chosen.kind in ("ticks", "ratings", "rank_grid", "grid") and len(chosen.columns) > 1:
        shared = _question_of(chosen) or first
        return f"“{_shown(shared)}” ({len(chosen.columns)} columns): {kind}"
    if chosen.subset and cells.answer_kind(chosen.subset[1]) != cells.BAD:  # (rows marked "Checked": _marked_rows)
        return f"“{_shown(first)}” (the rows where “{_shown(chosen.subset[0])}” is “{chosen.subset[1]}”): {kind}"
    if chosen.subset:
        return f"“{_shown(chosen.subset[1])}” (the rows where “{_shown(chosen.subset[0])}” says so): {kind}"
    if chosen.kind == "points" and not chosen.voter_column and chosen.rule == shapes.MEAN:
        return f"“{_shown(chosen.label_column)}”: each one's mean “{_shown(first)}”"
    if chosen.kind == "points" and not chosen.voter_column:
        return f"“{_shown(chosen.label_column)}”: one vote per row, weighted by “{_shown(first)}”"
    if chosen.kind in ("counts", "points"):
        return f"“{_shown(chosen.label_column)}” with “{_shown(first)}”: {kind}"
    return f"“{_shown(first)}”: {kind}"


def _shown(name: str) -> str:
    return display_labels([name], limit=_TITLE_CHARACTERS)[0]


def _names(names: list[str]) -> str:
    shown = ", ".join(f"“{shapes.short(name)}”" for name in names[:3])
    return shown + (f" and {len(names) - 3:,} more" if len(names) > 3 else "")
