"""Whether a few rows that a column sets apart decide the winner.

Real exports carry rows that should not count and say so in words no list can foresee: a status ("Niet ingediend",
"ANNULE", "Скрыт"), a note ("test - niet meetellen"), a source ("Papirskema" beside "Forms"), a role ("učitel"
among pupils). Whatever the words, such a column mostly says one thing, and the rows it sets apart are few. When
leaving those few rows out changes the winner, the result rests on whether they count, which only the reader of
the file can say: the page then does not call its winner "the true best" and says which rows decide.

>>> import pandas as pd
>>> from dpcore.ingest.layout import Layout
>>> frame = pd.DataFrame({"Choice": ["A"] * 4 + ["B"] * 5 + ["A"] * 3, "Status": ["sent"] * 9 + ["draft"] * 3})
>>> rows_that_decide(frame, Layout(kind="votes", columns=("Choice",)))[:67]
'Without the 3 rows whose “Status” is “draft”, “B” would win instead'
"""

from __future__ import annotations

import re

import numpy as np
import pandas as pd

from dpcore.ingest.layout import ADD_UP, Layout, quoted, score_layout
from dpcore.ingest.table import PERSON_NAME
from dpcore.scoring.candidates import ScoredCandidates
from dpcore.validation import InvalidInputError

#: Layouts whose rows are ballots (a response, a voter's points): rows that may not count are rows of these. (A bid
#: list's best price moves with its highest bids by nature: the winning bid's row always "decides".)
_BALLOT_KINDS = ("votes", "multi_choice", "long", "grid", "ticks", "ratings", "ranked", "rank_grid", "points")
_MOST_VALUES = 6  # a column that sets rows apart says one of a few things (a status, a source, a role, a note)
_MAJORITY_AT_LEAST = 0.6  # and most rows say the same one
_SET_APART_AT_MOST = 0.25  # the rows set apart are a minority
_FEWEST_ROWS = 10  # a table this small decides nothing by its parts
_TRIES_AT_MOST = 12  # (each try scores the table again)


def rows_that_decide(frame: pd.DataFrame, layout: Layout) -> str:
    """What to say when leaving out the rows that one column sets apart changes the winner, else "".

    A column qualifies when it is not read by ``layout``, holds no numbers, holds at most :data:`_MOST_VALUES`
    values (an empty cell is one), the commonest filled and on at least :data:`_MAJORITY_AT_LEAST` of the rows (a
    status on every row, not a remark on a few); each other value, on at most
    :data:`_SET_APART_AT_MOST` of the rows, sets its rows apart. Of the sets of rows whose removal leaves none of
    the winners winning, the smallest is named. Failing that, for one choice per row, the earlier answers of people
    who answered again, differently (:func:`_earlier_answers_decide`).
    """
    if layout.kind not in _BALLOT_KINDS or len(frame) < _FEWEST_ROWS or layout.rule == ADD_UP:
        return ""
    if layout.kind == "ratings" and layout.options_in == "rows":
        return ""  # (each row an entry that judges score: its rows are candidates, not ballots)
    winners = _winners(frame, layout)
    if not winners:
        return ""
    read = {*layout.columns, layout.label_column, layout.voter_column, *(layout.subset[:1] if layout.subset else ())}
    deciding: list[tuple[int, str, str, tuple[str, ...]]] = []
    tries = _sets_apart(frame, [name for name in frame.columns if str(name) not in read])[:_TRIES_AT_MOST]
    for column, value, rows in tries:
        without = _winners(frame[~rows], layout)
        if without and not winners & without:
            deciding.append((int(rows.sum()), str(column), value, tuple(sorted(without))))
    if not deciding:
        return _earlier_answers_decide(frame, layout, winners, read)
    how_many, column, value, without_them = min(deciding)
    which = f"is “{value}”" if value else "is empty"
    return (
        f"Without the {how_many:,} rows whose “{column}” {which}, {quoted(without_them)} would win instead of "
        f"{quoted(tuple(sorted(winners)))}. Check whether those rows count (a test, a draft, a cancelled or repeated "
        "entry?); if they do not, leave them out of the file."
    )


def _earlier_answers_decide(frame: pd.DataFrame, layout: Layout, winners: frozenset[str], read: set[str]) -> str:
    """What to say when people who answered twice, differently, decide the winner (an SMS poll run again, a form
    sent anew): counting only each one's last answer changes it. "" otherwise, and for all but one choice per row.
    The people are told apart by the column naming them that tells most apart (a phone number over a name two
    members share)."""
    named = [column for column in frame.columns if str(column) not in read and _NAMES_A_PERSON.search(str(column))]
    if layout.kind != "votes" or not named:
        return ""
    column = max(named, key=lambda name: frame[name].nunique())
    people = frame[column].astype("string").str.strip()
    people = people.mask(people == "")
    earlier = (people.duplicated(keep="last") & people.notna()).to_numpy(dtype=bool)
    if not 0 < earlier.sum() <= len(frame) / 3:
        return ""
    again = people.isin(people[earlier])
    answers = frame[layout.columns[0]].astype("string").str.strip()
    if answers[again].groupby(people[again]).nunique().max() < 2:
        return ""  # (the same answer sent twice: a repeat, which the reader leaves out on its own)
    without = _winners(frame[~earlier], layout)
    if not without or winners & without:
        return ""
    return (
        f"{people[earlier].nunique():,} people named in “{column}” answered more than once, differently: counting "
        f"only each one's last answer, {quoted(tuple(sorted(without)))} would win instead of "
        f"{quoted(tuple(sorted(winners)))}. Check which answer counts, and leave the others out of the file."
    )


#: A column naming who answered: a name, an e-mail, a phone number (an SMS poll's sender), a member's number.
_NAMES_A_PERSON = re.compile(
    PERSON_NAME.pattern + r"|phone|mobile|msisdn|telefon|téléphone|teléfono|celular|handy|電話|电话|手机|전화|"
    r"member|mitglied|membre|socio|miembro",
    re.IGNORECASE,
)


def _sets_apart(frame: pd.DataFrame, columns: list[object]) -> list[tuple[object, str, np.ndarray]]:
    """Each (column, value, rows) of a value that a few rows of a mostly uniform column hold."""
    found = []
    for column in columns:
        if pd.api.types.is_numeric_dtype(frame[column]):
            continue  # (a measure or a number, not a status)
        values = frame[column].astype("string").str.strip().fillna("")
        shares = values.value_counts(normalize=True, sort=True)
        if not 2 <= len(shares) <= _MOST_VALUES or shares.iloc[0] < _MAJORITY_AT_LEAST or shares.index[0] == "":
            continue  # (a column mostly empty is a remark or a free answer: a few alike remarks are no status)
        for value, share in shares.iloc[1:].items():
            if share <= _SET_APART_AT_MOST:
                found.append((column, str(value), (values == value).to_numpy(dtype=bool)))
    return found


def _winners(frame: pd.DataFrame, layout: Layout) -> frozenset[str]:
    """The candidates with the highest score when ``layout`` reads ``frame`` (none when it cannot)."""
    try:
        scored: ScoredCandidates = score_layout(frame, layout)
    except (InvalidInputError, ValueError, KeyError, TypeError):
        return frozenset()
    return frozenset(scored.best_labels)
