"""Scoring the ballot shapes that form, poll and auction tools export, beyond one vote per row.

Every function returns :class:`~dpcore.scoring.candidates.ScoredCandidates` with its sensitivity Δ and monotonicity
explained, and raises :class:`~dpcore.validation.InvalidInputError` with what to fix.

- Several choices in one cell (Google Forms ``"Dune, Hyperion"``; Microsoft Forms ``"Dune;Hyperion;"``):
  approval votes, Δ = 1.
- Long format, one row per ballot × choice, with a voter column: each voter's choices counted once, Δ = 1.
- A grid of answers, one column per option (or one row per option), cells yes / no / if-need-be: the middle
  answer counts ``middle_weight`` ∈ {0, ½, 1}; Δ = 1 since one person adds at most 1 to each option.
- Ranked ballots, one column per rank: first choices (Δ = 1), Borda (m−1 … 0 points, Δ = m−1) or top-k approval
  (Δ = 1). All are sums over ballots, so adding a ballot only raises scores: monotone. Sequential rules such as
  instant runoff are not a sum of per-ballot scores, so they have no sensitivity and are out of reach of these
  mechanisms (McSherry & Talwar 2007 need a score function of bounded sensitivity).
- Bid histories with several bids per bidder: each bidder's highest bid (:func:`highest_bids`).
- One column per option whose ticked cells hold anything (the option's own name, ✓, Y, "Selected"): approvals,
  Δ = 1 (:func:`score_ticks`).
- Ratings or points per option, as one column per option (1–5 stars) or as a long table (voter, option, points):
  sums of points, Δ = the most points one person can give one option (:func:`score_points`).

>>> frame = pd.DataFrame({"Which books?": ["Dune, Hyperion", "Dune", "I, Robot, Dune"]})
>>> scored = score_multi_choice(frame, "Which books?", separator=", ")
>>> dict(zip(scored.labels, scored.scores.tolist()))
{'Dune': 3.0, 'Hyperion': 1.0, 'I, Robot': 1.0}
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Sequence

import numpy as np
import pandas as pd

from dpcore.ingest import cells
from dpcore.scoring.candidates import ScoredCandidates
from dpcore.scoring.rules import cell_label, column_cells, one_per_person, score_notes
from dpcore.text import count
from dpcore.validation import MAX_CANDIDATES, InvalidInputError, show

__all__ = [
    "MIDDLE_WEIGHTS",
    "NON_BID_WORDS",
    "RANKED_RULES",
    "VOID_BID_WORDS",
    "SEPARATORS",
    "highest_bids",
    "ranks_in_columns",
    "void_bids",
    "score_grid",
    "score_long_format",
    "score_multi_choice",
    "score_points",
    "score_rank_grid",
    "score_ranked",
    "ranks_in_columns",
    "score_ticks",
    "split_choices",
]

#: Separators of several choices in one cell, as the tools write them.
SEPARATORS = {
    ", ": "comma (Google Forms)",
    ",": "comma without a space (ArcGIS Survey123, choice codes)",
    "；": "full-width semicolon (Chinese and Japanese tools)",
    "、": "ideographic comma (Chinese and Japanese tools)",
    "，": "full-width comma (Chinese tools)",
    ";": "semicolon (Microsoft Forms)",
    "|": "vertical bar",
    "\n": "new line",
    " ": "space (choice codes, as ODK and KoboToolbox write them)",
}
#: What the middle answer ("if need be", "maybe") may count.
MIDDLE_WEIGHTS = (0.0, 0.5, 1.0)
#: Rules that turn ranked ballots into scores of known sensitivity.
RANKED_RULES = {
    "first": "first choices (plurality)",
    "borda": "Borda points (m−1 for a first choice … 0 for the last)",
    "top2": "top-2 approval",
    "top3": "top-3 approval",
}
#: Words of a bid history's rows that are not bids (a starting price, a reserve...).
NON_BID_WORDS = re.compile(
    r"starting|start price|opening|reserve|minimum|mindestgebot|startpreis|prix de d[ée]part|mise à prix", re.I
)

#: What a bid log writes beside a bid that no longer stands: withdrawn, retracted, removed, cancelled, rejected,
#: replaced by a later offer, or too late, in the languages bid logs and tender registers come in.
VOID_BID_WORDS = re.compile(
    r"retract|withdr[ae]wn?|removed|cancel|invalid|rejected|void|replaced|superseded|too late|not accepted|"
    r"zurückgezogen|storniert|ungültig|gelöscht|annul|retiré|rechaz|anulad|retirad|wycofan|odrzucon|zastąpion|"
    r"tagits bort|återkallat|ingetrokken|vervallen|ritirat|annullat|stornován|zrušen|povučen|повучен|otkazan|poništen|"
    r"visszavon|törölve|отменен|отозван|취소|取消|撤回|"
    r"tühist|atcelt|atšaukt|perutt|peruutet|hylätty|makulerad|annulleret|annullert|trukket tilbake|geannuleerd|"
    r"anulowan|anulat|retras|iptal|ακυρώθηκε|ακυρωμέν|скасован|відкликан|取り消|キャンセル|撤销|철회|"
    # (invalid, in more languages: Korean, Chinese, Japanese, Russian, Turkish, Czech, Hungarian, Polish, Nordic,
    # Dutch, Romance)
    r"무효|無效|无效|無効|недействит|geçersiz|neplatn|érvénytelen|nieważn|ogiltig|ugyldig|ongeldig|inválid|invalide|"
    r"non valid|"
    # (arrived after the deadline: "késve érkezett", "verspätet", "hors délai", "te laat")
    r"\b(?:arrived|received|submitted|came) late\b|\blate (?:bid|offer|entry)\b|késve|késett|verspätet|zu spät|"
    r"en retard|hors délai|tardí[ao]|fuera de plazo|in ritardo|fuori termine|"
    r"po terminie|spóźnion|opožděn|myöhässä|\bför sent\b|\bfor sent\b|\bte laat\b|期限後|遅延|기한 후|逾期",
    re.I,
)

RANKED_ONLY_SCORES = (
    "Rules such as instant runoff are not a sum of per-ballot scores, so they have no sensitivity and these "
    "mechanisms cannot run them."
)


def split_choices(series: pd.Series, *, separator: str) -> list[list[str]]:
    """Each cell's choices, in order: split on ``separator``, stripped, empty parts dropped.

    With ", " a choice may itself hold ", " ("I, Robot"): two parts that always appear together, one right after
    the other, and never apart, are joined back into one choice.
    """
    texts = [_cell_label(value) for value in series]  # (whole numbers without ".0", blanks as "")
    rows = [[part.strip() for part in text.split(separator) if part.strip()] for text in texts]
    if separator.strip() == ",":
        rows = _rejoin_split_names(rows, separator)
    return rows


def ranks_in_columns(frame: pd.DataFrame, column: str, *, separator: str) -> pd.DataFrame:
    """A column of rankings written in one cell each, as one column per rank ("choice 1", "choice 2"...): each
    cell split at ``separator`` (:func:`split_choices`), shorter rankings padded with empty cells."""
    rows = split_choices(column_cells(frame, column), separator=separator)
    depth = max((len(row) for row in rows), default=0)
    return pd.DataFrame(
        {f"choice {rank + 1}": [row[rank] if rank < len(row) else "" for row in rows] for rank in range(depth)},
        index=frame.index,
    )


def score_multi_choice(frame: pd.DataFrame, column: str, *, separator: str) -> ScoredCandidates:
    """Approval votes from one column holding several choices per cell; Δ = 1, monotone.

    A write-in answer ("Other: ..." in some tools, the text itself in Google Forms) is its own candidate. A choice
    repeated within one cell counts once.
    """
    series = column_cells(frame, column)
    rows = split_choices(series, separator=separator)
    counts = Counter(choice for choices in rows for choice in dict.fromkeys(choices))
    blank = sum(not choices for choices in rows)
    notes = [f"{count(blank, 'empty answer')} in {show(column)} ignored."] if blank else []
    return _approvals(
        counts,
        what=f"Column {show(column)}",
        score_name="approvals",
        sensitivity_reason="A response may tick several candidates but adds at most 1 to each one's count, so Δ = 1.",
        notes=notes,
    )


def score_long_format(frame: pd.DataFrame, *, voter_column: str, choice_column: str) -> ScoredCandidates:
    """Approval votes from one row per voter × choice: each voter's choice counted once; Δ = 1, monotone."""
    voter_codes, _ = pd.factorize(column_cells(frame, voter_column), use_na_sentinel=True)
    choice_codes, choices = pd.factorize(column_cells(frame, choice_column), use_na_sentinel=True)
    labels = np.array([_cell_label(value) for value in choices] + [""], dtype=object)  # (each distinct value once)
    keep = (voter_codes >= 0) & (labels[choice_codes] != "")
    pairs = np.unique(voter_codes[keep].astype(np.int64) * (len(choices) + 1) + choice_codes[keep])
    repeated = int(keep.sum()) - pairs.size
    per_label = pd.Series(labels[pairs % (len(choices) + 1)]).value_counts()
    counts = Counter(dict(zip(per_label.index, per_label.to_numpy().tolist(), strict=True)))
    notes = [f"{count(repeated, 'repeated voter–choice row')} counted once."] if repeated else []
    notes.insert(0, f"{np.unique(pairs // (len(choices) + 1)).size:,} voters in {show(voter_column)}.")
    return _approvals(
        counts,
        what=f"Column {show(choice_column)}",
        score_name="voters",
        sensitivity_reason="A voter may choose several candidates but each at most once, so each count moves by at "
        "most 1: Δ = 1.",
        notes=notes,
    )


def score_grid(
    frame: pd.DataFrame,
    columns: Sequence[str],
    *,
    middle_weight: float = 0.5,
    options_in: str = "columns",
    label_column: str | None = None,
    score_name: str = "people available",
) -> ScoredCandidates:
    """Sum a grid of yes / no / if-need-be answers per option.

    Parameters
    ----------
    columns : sequence of str
        With ``options_in="columns"``: one column per option, one row per person. With ``"rows"``: one column
        per person, and each row is an option named by ``label_column`` (When2meet's grid).
    middle_weight : {0, 0.5, 1}
        What a middle answer ("(OK)", "Maybe", "if need be") counts.

    Returns
    -------
    ScoredCandidates
        Score = Σ over people of 1 (yes), ``middle_weight`` (middle) or 0; Δ = 1, monotone.
    """
    if middle_weight not in MIDDLE_WEIGHTS:
        raise InvalidInputError(f"The middle answer must count 0, ½ or 1, got {show(middle_weight)}.")
    if options_in not in ("columns", "rows"):
        raise InvalidInputError(f'options_in must be "columns" or "rows", got {show(options_in)}.')
    columns = list(columns)
    if not columns:
        raise InvalidInputError("Choose at least one column of answers.")
    for name in columns:
        column_cells(frame, name)
    codes = cells.answer_codes(frame[columns].to_numpy(dtype=object))
    bad = np.argwhere(codes == cells.BAD)
    if bad.size:
        row, col = (int(value) for value in bad[0])
        raise InvalidInputError(
            f"Column {show(columns[col])}, {cells.row_name(frame.index[row])}, holds "
            f"{show(frame[columns[col]].iloc[row])}, which is not an answer this page knows. Use yes / no / maybe, "
            "OK / (OK) / empty, ✓ / ✗, x / empty, TRUE / FALSE or 1 / 0."
        )
    weights = np.where(codes == cells.YES, 1.0, np.where(codes == cells.MIDDLE, middle_weight, 0.0))
    middles = int((codes == cells.MIDDLE).sum())
    if options_in == "columns":
        labels = [str(name).strip() for name in columns]
        scores = weights.sum(axis=0)
        people = len(frame)
    else:
        if label_column is None:
            raise InvalidInputError("Choose the column that names each option (each row is an option).")
        names = column_cells(frame, label_column)
        labels = [_cell_label(value) or f"(row {position + 1})" for position, value in enumerate(names)]
        scores = weights.sum(axis=1)
        people = len(columns)
    notes = []
    if middles:
        share = {0.0: "nothing", 0.5: "½", 1.0: "a full yes"}[middle_weight]
        notes.append(f"{middles:,} middle answers (if need be / maybe) count {share} each.")
    middle = "" if not middles else " (a middle answer counts at most 1 too)"
    return one_per_person(
        labels,
        scores,
        score_name=score_name,
        sensitivity_reason=f"Each of the {people:,} people adds at most 1 to each option's score{middle}, so Δ = 1.",
        notes=notes,
    )


def score_ranked(
    frame: pd.DataFrame, columns: Sequence[str], *, rule: str = "first", separator: str = ""
) -> ScoredCandidates:
    """Score ranked ballots, one column per rank (first column = first choice), by ``rule``; with ``separator``,
    one column whose cells list a ballot's choices in order ("Piranesi, Homegoing, Klara and the Sun", as form
    tools write a ranking question: :func:`ranks_in_columns`).

    ``"first"``: 1 point for a first choice (Δ = 1). ``"borda"``: m−1 points for a first choice down to 0 for the
    m-th, with m the number of candidates (Δ = m−1: one ballot can give one candidate m−1 points). ``"top2"`` /
    ``"top3"``: 1 point for each of a ballot's first k choices (Δ = 1). Monotone for every rule.
    """
    if rule not in RANKED_RULES:
        raise InvalidInputError(f"Choose a rule among {', '.join(RANKED_RULES)}, got {show(rule)}.")
    if separator:
        frame = ranks_in_columns(frame, columns[0], separator=separator)
        if len(frame.columns) < 2:
            raise InvalidInputError(
                f"Each cell of {show(columns[0])} holds one choice, not a ranking: choose “One choice per row”."
            )
        columns = list(frame.columns)
    columns = list(columns)
    if len(columns) < 2:
        raise InvalidInputError("Choose at least two rank columns (1st choice, 2nd choice, ...).")
    ranks = [[_cell_label(value) for value in column_cells(frame, name)] for name in columns]
    # A ballot that names a candidate twice (forms allow it) counts it once, at its best rank: Δ holds.
    for ballot in range(len(frame)):
        seen: set[str] = set()
        for rank in ranks:
            if rank[ballot] in seen:
                rank[ballot] = ""
            seen.add(rank[ballot])
    candidates = sorted({label for rank in ranks for label in rank if label})
    m = len(candidates)
    points = Counter({label: 0.0 for label in candidates})
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
    ordered = sorted(candidates, key=lambda label: (-points[label], label))
    scores = np.array([points[label] for label in ordered], dtype=np.float64)
    if rule == "borda":
        sensitivity, reason = float(max(m - 1, 1)), f"A ballot gives one candidate at most m − 1 = {m - 1} points, "
        reason += f"so Δ = {max(m - 1, 1)}."
    else:
        sensitivity, reason = 1.0, "A ballot adds at most 1 point to each candidate, so Δ = 1."
    return ScoredCandidates(
        labels=tuple(ordered),
        scores=scores,
        sensitivity=sensitivity,
        monotonic=True,
        score_name="first choices" if rule == "first" else "Borda points" if rule == "borda" else "approvals",
        sensitivity_reason=reason,
        monotone_reason="Adding a ballot can only add points, never remove any, so scores are monotone and the "
        "exponent can use ε/Δ instead of ε/2Δ.",
        notes=(f"Scored by {RANKED_RULES[rule]}. {RANKED_ONLY_SCORES}",) + score_notes(scores),
    )


def score_ticks(frame: pd.DataFrame, columns: Sequence[str], *, labels: Sequence[str] = ()) -> ScoredCandidates:
    """Approvals from one column per option: a filled cell (the option's name, ✓, Y, 1, "Selected") is a tick, an
    empty or "no" cell is none; Δ = 1, monotone.

    ``labels`` name the options (default: the column names); survey tools repeat the option's name in its
    ticked cells, and a caller may pass those.
    """
    columns = list(columns)
    if not columns:
        raise InvalidInputError("Choose at least one column of ticks.")
    names = list(labels) or [str(name).strip() for name in columns]
    if len(names) != len(columns):
        raise InvalidInputError(f"Got {len(names)} labels for {len(columns)} columns; give one per column.")
    # (an option that abstains, "Ich möchte mich nicht festlegen", "No preference", chooses no candidate)
    abstaining = [name for name in names if cells.is_no_candidate(name)]
    if abstaining and len(abstaining) < len(names):
        kept = [position for position, name in enumerate(names) if name not in abstaining]
        columns, names = [columns[position] for position in kept], [names[position] for position in kept]
    block = frame[[column_cells(frame, name).name for name in columns]].to_numpy(dtype=object)
    texts = np.vectorize(_cell_label, otypes=[object])(block) if block.size else block
    codes = cells.answer_codes(texts)
    ticked = (texts != "") & (codes != cells.NO)
    scores = ticked.sum(axis=0).astype(np.float64)
    return one_per_person(
        names,
        scores,
        score_name="approvals",
        sensitivity_reason="A response ticks each option at most once, so it adds at most 1 to each count: Δ = 1.",
        notes=[f"Left out the column “{name}”: it chooses no candidate." for name in abstaining if name not in names],
    )


def ranks_as_points(ranks: np.ndarray) -> np.ndarray:
    """Ranks (1 = first) as Borda points: with ranks up to R, a rank r gives R + 1 − r points, and 0 or no rank
    (an option left unranked) gives none, as a long export of a ranked poll writes them."""
    top = np.nanmax(ranks, initial=0.0)
    return np.where(np.isnan(ranks), np.nan, np.where(ranks >= 1, top + 1.0 - ranks, 0.0))


def score_points(
    frame: pd.DataFrame,
    *,
    option_columns: Sequence[str] = (),
    label_column: str = "",
    points_column: str = "",
    voter_column: str = "",
    labels: Sequence[str] = (),
    score_name: str = "points",
    ranks: bool = False,
    mean: bool = False,
) -> ScoredCandidates:
    """Sum points per option: ratings as one column per option (``option_columns``, cells 1–5, 0–10...), or a long
    table with one row per (voter, option, points) (``label_column``, ``points_column``, ``voter_column``).
    ``mean``: each option's mean score over the voters who scored it (a blank cell of a rating grid is no score),
    see :func:`mean_scores`.

    Score = Σ points. Δ = the most points one person gives one option in the data: the largest cell of a rating
    grid, or the largest sum of one voter's points for one option (each row a person when there is no voter
    column). Points must be ≥ 0, so adding a person only raises scores: monotone. Δ is read from the file, so it
    is only as private as the scale is public: a rating scale (1–5) or a points budget fixed before the vote
    keeps it so; the page lets the user set Δ to the scale's maximum.
    """
    notes: list[str] = []
    if option_columns:
        names = [str(name) for name in option_columns]
        raw = np.column_stack([column_cells(frame, name).to_numpy(dtype=object) for name in names])
        read = np.column_stack([cells.read_numbers(column_cells(frame, name), coerce=True).values for name in names])
        words = cells.words_for_no_answer(raw, read)
        if words:
            notes.append(f"Read {' and '.join(show(word) for word in words)} as “not answered”, not as points.")
        else:  # (read strictly, so that a cell that is no number is named)
            read = np.column_stack(
                [cells.read_numbers(column_cells(frame, name), what="rating", column=name).values for name in names]
            )
        values, codes = cells.without_missing_codes(read)
        if codes:
            shown = " and ".join(f"{code:g}" for code in codes)
            notes.append(f"Read {shown} as “not answered” (a survey tool's code for a skipped item), not as points.")
        labels, per_person = list(labels) or [name.strip() for name in names], values
        if mean:
            rated = ~np.isnan(values)
            options = pd.Series(np.broadcast_to(np.asarray(labels, dtype=object), values.shape)[rated])
            return mean_scores(options, pd.Series(values[rated]), score_name=f"mean {score_name}", notes=notes)
        scores = np.nansum(values, axis=0)
        people = int(np.any(~np.isnan(values), axis=1).sum())
        what = f"Each of the {people:,} people gives each option at most"
    else:
        if not label_column or not points_column:
            raise InvalidInputError("Choose the column naming the option and the column holding the points.")
        options = column_cells(frame, label_column).map(_cell_label)
        written = column_cells(frame, points_column)
        if ranks and np.isnan(cells.read_numbers(written, coerce=True).values[written.notna().to_numpy()]).any():
            # (places written as ordinals, "1st", "13th", as a tournament's standings give them; "DQ" has none)
            points = np.array([rank_of_cell(value) or np.nan for value in written], dtype=np.float64)
        else:
            points = cells.read_numbers(written, what="point", column=points_column).values
        if ranks:  # ("vote_rank": 1 = first choice)
            last_place = float(np.nanmax(points, initial=0.0))
            points = ranks_as_points(points)
            notes.append(
                f"Read {show(points_column)} as ranks (1 = first): rank r gives {last_place + 1:g} − r points "
                "(Borda), an option left unranked (0) none."
            )
        no_one = options.map(cells.is_no_candidate).to_numpy(dtype=bool)
        for label in pd.unique(options[no_one]):
            notes.append(f"Left out the rows of “{label}”: it chooses no candidate.")
        keep = (options != "").to_numpy() & ~np.isnan(points) & ~no_one
        table = pd.DataFrame({"option": options.to_numpy()[keep], "points": points[keep]})
        if voter_column:
            table["voter"] = column_cells(frame, voter_column).map(_cell_label).to_numpy()[keep]
            table = table.groupby(["voter", "option"], sort=False)["points"].sum().reset_index()
        if mean:
            return mean_scores(table["option"], table["points"], score_name=f"mean {score_name}", notes=notes)
        per_person = table["points"].to_numpy()
        totals = table.groupby("option", sort=False)["points"].sum()
        labels, scores = [str(label) for label in totals.index], totals.to_numpy(dtype=np.float64)
        what = "One voter gives one option at most"
    if np.nanmin(per_person, initial=0.0) < 0:
        raise InvalidInputError("Points must be 0 or more for a score that only grows with each person.")
    if not labels:
        raise InvalidInputError("There are no points to add up: every cell is empty.")
    top = float(np.nanmax(per_person, initial=0.0)) or 1.0
    ordered_labels, ordered_scores = _best_first(labels, np.asarray(scores, dtype=np.float64))
    return ScoredCandidates(
        labels=ordered_labels,
        scores=ordered_scores,
        sensitivity=top,
        monotonic=True,
        score_name=score_name,
        sensitivity_reason=f"{what} {top:g} points in this file, so Δ = {top:g} (the top of the scale).",
        monotone_reason="Points are 0 or more, so adding a person can only raise scores: monotone, and the exponent "
        "can use ε/Δ instead of ε/2Δ.",
        notes=tuple(notes) + tuple(score_notes(ordered_scores)),
    )


def mean_scores(
    options: pd.Series, points: pd.Series, *, score_name: str = "mean points", notes: Sequence[str] = ()
) -> ScoredCandidates:
    """Each option's mean score: ``points[i]`` is one voter's score for ``options[i]`` (a judge's or reviewer's).

    Score_j = (1/n_j) Σ_i x_ij over the n_j voters who scored option j. Adding or removing one voter with score x
    moves a mean m of n scores by |x − m|/(n + 1) or |x − m|/(n − 1), so by at most (hi − lo)/(n_min − 1), where hi
    and lo are the highest and lowest score and n_min the fewest scores an option has (docs/theory.md §13,
    "Mean of scores"). Δ is read from the file, as :func:`score_points` reads the top of the scale. A low score added
    lowers a mean: not monotone.
    """
    table = pd.DataFrame({"option": options.to_numpy(), "points": points.to_numpy(dtype=np.float64)})
    if table.empty:
        raise InvalidInputError("There are no points to average: every cell is empty.")
    if (table["points"] < 0).any():
        raise InvalidInputError("Points must be 0 or more.")
    by_option = table.groupby("option", sort=False)["points"].agg(["mean", "count"])
    fewest, most = int(by_option["count"].min()), int(by_option["count"].max())
    spread = float(table["points"].max() - table["points"].min()) or 1.0
    sensitivity = spread / max(fewest - 1, 1)
    labels = [str(label) for label in by_option.index]
    ordered_labels, ordered_scores = _best_first(labels, by_option["mean"].to_numpy(dtype=np.float64))
    scored = f"{fewest}" if fewest == most else f"{fewest} to {most}"
    return ScoredCandidates(
        labels=ordered_labels,
        scores=ordered_scores,
        sensitivity=sensitivity,
        monotonic=False,
        score_name=score_name,
        sensitivity_reason=(
            f"Each option's score is the mean of its {scored} scores, which run from {table['points'].min():g} to "
            f"{table['points'].max():g}. One voter more or fewer moves a mean of n scores by at most "
            f"{spread:g} / (n − 1), so Δ = {spread:g} / {max(fewest - 1, 1)} = {sensitivity:g} (read from this "
            "file: the fewest scores an option has, and the range of the scores)."
        ),
        monotone_reason="A low score added lowers a mean, so the score is not monotone: the exponent uses ε/2Δ.",
        notes=tuple(notes)
        + (f"Each option is scored by the mean of its scores ({scored} per option).",)
        + tuple(score_notes(ordered_scores)),
    )


def _best_first(labels: list[str], scores: np.ndarray) -> tuple[tuple[str, ...], np.ndarray]:
    """The candidates and their scores, highest score first (ties by label)."""
    order = sorted(range(len(labels)), key=lambda index: (-scores[index], labels[index]))
    return tuple(labels[index] for index in order), scores[order]


def score_rank_grid(
    frame: pd.DataFrame, columns: Sequence[str], *, labels: Sequence[str] = (), rule: str = "borda"
) -> ScoredCandidates:
    """Ranked ballots written as one column per option holding that option's rank (1, 2, ... or "1st choice"...),
    scored by ``rule`` as :func:`dpcore.scoring.rules.score_ranked` scores ballots written rank by rank.

    ``"borda"``: with m options, rank r earns m − r points (a first place m − 1, the last 0); one ballot gives one
    option at most m − 1 points: Δ = m − 1 (de Borda 1781). ``"first"``: 1 point for the option ranked first;
    ``"top2"`` / ``"top3"``: 1 point for each option ranked within the first k; Δ = 1. An empty cell earns
    nothing; every rule is monotone.
    """
    if rule not in RANKED_RULES:
        raise InvalidInputError(f"Choose a rule among {', '.join(RANKED_RULES)}, got {show(rule)}.")
    columns = list(columns)
    m = len(columns)
    if m < 2:
        raise InvalidInputError("Choose at least two columns of ranks, one per option.")
    ranks = np.column_stack([[rank_of_cell(value) for value in column_cells(frame, name)] for name in columns])
    bad = np.argwhere(ranks > m)
    if bad.size:
        row, col = (int(value) for value in bad[0])
        raise InvalidInputError(
            f"Column {show(columns[col])}, {cells.row_name(frame.index[row])}, ranks an option {int(ranks[row, col])} "
            f"among only {m} options. Choose the columns that hold ranks."
        )
    names = list(labels) or [str(name).strip() for name in columns]
    if rule == "borda":
        points, sensitivity = np.where(ranks > 0, m - ranks, 0), m - 1
        note, reason = (
            "Scored by Borda points (m − rank for each option ranked).",
            f"one option at most m − 1 = {m - 1}",
        )
    else:
        depth = 1 if rule == "first" else int(rule[-1])
        points, sensitivity = (ranks > 0) & (ranks <= depth), 1
        note = f"Scored by {RANKED_RULES[rule]}: ranks 1 to {depth} count 1 each."
        reason = "each option at most 1 point"
    scores = points.sum(axis=0).astype(np.float64)
    return ScoredCandidates(
        labels=tuple(names),
        scores=scores,
        sensitivity=float(sensitivity),
        monotonic=True,
        score_name=RANKED_RULES[rule].split(" (")[0],
        sensitivity_reason=f"A ballot gives {reason}, so Δ = {sensitivity}.",
        monotone_reason="Adding a ballot can only add points, never remove any, so scores are monotone and the "
        "exponent can use ε/Δ instead of ε/2Δ.",
        notes=(note, *score_notes(scores)),
    )


def rank_of_cell(value: object) -> int:
    """The rank a cell states: 3, "3", "3rd", "3rd choice", "Rank 3", "third"; 0 for an empty or unreadable cell."""
    text = _cell_label(value).lower()
    if not text:
        return 0
    match = _RANK_CELL.search(text)
    if match is None:
        return 0
    return int(match.group(1)) if match.group(1) else _ORDINAL_WORDS[match.group(2)]


_ORDINAL_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7}
_RANK_CELL = re.compile(
    r"^\D{0,12}?(\d{1,3})(?:\.0)?(?:st|nd|rd|th|e|er|ème|\.)?\b|\b(first|second|third|fourth|fifth|sixth|seventh)\b"
)


def void_bids(frame: pd.DataFrame, amount_column: str, bidder_column: str) -> np.ndarray:
    """Rows whose text cells say the bid no longer stands (:data:`VOID_BID_WORDS`: "Bid retracted", "wycofana",
    "Budet har tagits bort"), in another column or beside the amount ("€ 1.950 (ingetrokken)")."""
    void = np.zeros(len(frame), dtype=bool)
    for name in frame.columns:
        if name == bidder_column or pd.api.types.is_numeric_dtype(frame[name]):
            continue
        texts = frame[name].astype(object).where(frame[name].notna(), "").astype(str)
        void |= texts.str.contains(VOID_BID_WORDS).to_numpy(dtype=bool)
    return void


def highest_bids(frame: pd.DataFrame, *, amount_column: str, bidder_column: str | None) -> tuple[pd.Series, list[str]]:
    """The bids to score: each bidder's highest, rows that are not bids (a starting price) left out.

    Returns the amounts (as the cells read, for :func:`dpcore.scoring.rules.score_bids`) and notes saying what was left
    out. Without a bidder column every row is one bidder's bid.
    """
    amounts = column_cells(frame, amount_column)
    notes = []
    keep = amounts.notna() & (amounts.astype(str).str.strip() != "")
    void = void_bids(frame, amount_column, bidder_column or "") & keep.to_numpy(dtype=bool)
    if void.any():
        notes.append(f"Left out {count(int(void.sum()), 'bid')} marked as withdrawn, rejected, late or replaced.")
        keep &= ~void
    if bidder_column:
        bidders = (
            column_cells(frame, bidder_column).astype(object).where(lambda s: s.notna(), "").astype(str).str.strip()
        )
        non_bids = bidders.str.contains(NON_BID_WORDS) & keep
        if non_bids.any():
            shown = ", ".join(f"“{name}”" for name in dict.fromkeys(bidders[non_bids])) or "rows"
            rows = int(non_bids.sum())
            what = "a row that is not a bid" if rows == 1 else f"{rows:,} rows that are not bids"
            notes.append(f"Left out {what}: {shown}.")
        keep &= ~non_bids
        values = cells.read_numbers(amounts[keep], what="bid", column=amount_column).values
        table = pd.DataFrame({"bidder": bidders[keep].to_numpy(), "value": values, "cell": amounts[keep].to_numpy()})
        best = table.sort_values("value", ascending=False, kind="stable").drop_duplicates("bidder")
        dropped = len(table) - len(best)
        if dropped:
            notes.append(
                f"{len(table):,} bids from {len(best):,} bidders: each bidder's highest bid counts ({dropped:,} lower "
                "bids left out), since one bidder buys at most one item."
            )
        return pd.Series(best["cell"].to_numpy(), name=amount_column).reset_index(drop=True), notes
    return amounts[keep].reset_index(drop=True), notes


# --- helpers ---------------------------------------------------------------------------------------------


def _cell_label(value: object) -> str:
    if value is None or (isinstance(value, float) and np.isnan(value)):
        return ""
    label = cell_label(value)
    return "" if label.lower() in cells.BLANK_LABELS else label


def _approvals(
    counts: Counter[str], *, what: str, score_name: str, sensitivity_reason: str, notes: list[str]
) -> ScoredCandidates:
    counts = Counter({label: count for label, count in counts.items() if label.lower() not in cells.BLANK_LABELS})
    if not counts:
        raise InvalidInputError(f"{what} has no choices: every cell is empty. Choose the column that holds them.")
    if len(counts) > MAX_CANDIDATES:
        raise InvalidInputError(f"{what} has {len(counts):,} different choices, more than {MAX_CANDIDATES:,}.")
    ordered = sorted(counts, key=lambda label: (-counts[label], label))
    scores = np.array([counts[label] for label in ordered], dtype=np.float64)
    return one_per_person(ordered, scores, score_name=score_name, sensitivity_reason=sensitivity_reason, notes=notes)


def _rejoin_split_names(rows: list[list[str]], separator: str) -> list[list[str]]:
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
