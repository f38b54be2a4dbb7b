"""Judges' scores given unequally often are read by their mean (issue 19: review exports scored by the mean).

A review tool's export has one row per review. Where a reviewer declined or an entry got one review fewer, the sum
favours the entry reviewed most often, and the tool itself ranks by the mean. The page proposes the mean there, says
that the sum names another winner, and lets the person choose; the mean's Δ is (hi − lo)/(n_min − 1) and it is not
monotone (docs/theory.md §13, "Mean of scores").
"""

from __future__ import annotations

import csv
import io
import itertools

import numpy as np
import pandas as pd
import pytest

from dpcore.ingest.layout import MEAN, Layout, score_layout
from dpcore.ingest.readings import understand_upload
from dpcore.release import script
from dpcore.scoring.ballots import mean_scores, score_points

PAGE = "pages/2_Your_data.py"

#: (submission code, title, review scores): the sums favour the two talks with five reviews, the mean the one with
#: four (scores computed below, never typed as results).
_REVIEWS = [
    ("QXK7HJ", "Reproducible builds for the rest of us", [3, 4, 4, 3, 4]),
    ("B3PLMA", "Ten years of maintaining a C library alone", [3, 3, 4, 3, 3]),
    ("T9WQZE", "Open hardware in the physics teaching lab", [4, 5, 5, 4]),
    ("HC4YDS", "Packaging Rust crates for Debian", [4, 4, 3, 4, 4]),
]
_REVIEWERS = ["Mateus Lima", "Sanna Virtanen", "Karim Nasser", "Ingrid Solberg", "Tobias Krämer"]


def pretalx_reviews() -> bytes:
    """A pretalx review export as it writes it: comma-separated, LF, ISO timestamps with offsets, a free-text
    column, one row per review; T9WQZE's fifth reviewer declined (no row)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(
        ["review_id", "submission", "submission_title", "track", "submission_state", "reviewer", "score"]
        + ["created", "text"]
    )
    review = 4100
    for code, title, scores in _REVIEWS:
        for reviewer, score in zip(_REVIEWERS, scores, strict=False):
            review += 3
            writer.writerow(
                [
                    review,
                    code,
                    title,
                    "Community",
                    "submitted",
                    reviewer,
                    f"{score:.1f}",
                    f"2026-01-{10 + review % 19:02d}T13:54:00.000+01:00",
                    "Overlaps with last year.",
                ]
            )
    return out.getvalue().encode("utf-8")


def _by(rule: str) -> str:
    """The best title by the mean or the sum of its scores, computed here from the data above."""
    value = {"mean": np.mean, "sum": np.sum}[rule]
    return max(_REVIEWS, key=lambda review: value(review[2]))[1]


def test_theory_example_of_the_mean_rule() -> None:
    # docs/theory.md §13: A scored 4, 5, 3 and B scored 5, 5 give means 4 and 5, Δ = (5 − 3)/(2 − 1) = 2.
    scored = mean_scores(pd.Series(["A", "A", "A", "B", "B"]), pd.Series([4.0, 5.0, 3.0, 5.0, 5.0]))
    assert scored.labels == ("B", "A")
    assert scored.scores.tolist() == [5.0, 4.0]
    assert scored.sensitivity == 2.0
    assert not scored.monotonic


def test_the_mean_moves_by_at_most_delta_when_one_judge_is_added_or_removed() -> None:
    # Every neighbour of a random sheet (each judge removed, and a new judge added with every score on the scale):
    # no mean moves by more than Δ. Exhaustive over the neighbours, so no tolerance beyond float rounding.
    rng = np.random.default_rng(19)
    rows = [(judge, entry, float(rng.integers(1, 6))) for judge in range(6) for entry in "ABCD" if rng.random() < 0.8]
    frame = pd.DataFrame(rows, columns=["judge", "entry", "score"])
    scored = score_points(frame, label_column="entry", points_column="score", voter_column="judge", mean=True)
    means = dict(zip(scored.labels, scored.scores, strict=True))
    neighbours = [frame[frame["judge"] != judge] for judge in range(6)]
    for scores in itertools.product([1.0, 5.0], repeat=4):
        added = pd.DataFrame({"judge": 99, "entry": list("ABCD"), "score": scores})
        neighbours.append(pd.concat([frame, added], ignore_index=True))
    for neighbour in neighbours:
        other = score_points(neighbour, label_column="entry", points_column="score", voter_column="judge", mean=True)
        for label, value in zip(other.labels, other.scores, strict=True):
            if label in means:
                assert abs(value - means[label]) <= scored.sensitivity + 1e-12


def test_a_judges_criteria_rows_are_added_before_the_mean() -> None:
    # Judge x gives A 2 + 3 on two criteria rows, judge y gives A 4: A's mean total per judge is (5 + 4) / 2.
    frame = pd.DataFrame({"judge": ["x", "x", "y", "y"], "entry": ["A", "A", "A", "B"], "score": [2, 3, 4, 1]})
    scored = score_points(frame, label_column="entry", points_column="score", voter_column="judge", mean=True)
    assert dict(zip(scored.labels, scored.scores.tolist(), strict=True)) == {"A": 4.5, "B": 1.0}


def test_a_review_export_scored_unequally_is_read_by_the_mean_and_asks_mean_or_sum() -> None:
    assert _by("mean") != _by("sum")  # (the file is built so that the two rules disagree)
    frame, guess = understand_upload(pretalx_reviews(), file_name="pretalx_osd-2026_reviews.csv")
    layout = guess.layout
    assert (layout.kind, layout.label_column, layout.voter_column, layout.rule) == (
        "points",
        "submission_title",
        "reviewer",
        MEAN,
    )
    scored = score_layout(frame, layout)
    assert scored.best_labels == (_by("mean"),)
    assert not guess.confident  # the file cannot say which rule the committee uses
    question = guess.question
    assert question is not None and question.field == "rule" and question.open
    assert question.options == (MEAN, "first") and question.default == MEAN
    assert _by("mean")[:30] in question.labels[0] and _by("sum")[:30] in question.labels[1]
    summed = score_layout(frame, Layout(**{**layout.__dict__, "rule": "first"}))
    assert summed.best_labels == (_by("sum"),)


def test_judges_who_scored_every_entry_are_added_up_as_before() -> None:
    rows = [("A", judge, 4.0 + (judge == "j1")) for judge in ("j1", "j2", "j3")]
    rows += [("B", judge, 3.0) for judge in ("j1", "j2", "j3")]
    text = "entry,reviewer,score\n" + "".join(f"{entry},{judge},{score}\n" for entry, judge, score in rows)
    frame, guess = understand_upload(text.encode(), file_name="scores.csv")
    assert guess.layout.kind == "points" and guess.layout.rule == "first"
    assert guess.question is None or guess.question.field != "rule"


@pytest.mark.parametrize("mean", [False, True])
def test_the_release_script_scores_as_the_page_does(mean: bool) -> None:
    frame, guess = understand_upload(pretalx_reviews(), file_name="pretalx_osd-2026_reviews.csv")
    page = score_points(
        frame, label_column="submission_title", points_column="score", voter_column="reviewer", mean=mean
    )
    labels, scores = script.score_points(frame, "submission_title", "score", "reviewer", False, mean)
    assert dict(zip(labels, scores, strict=True)) == pytest.approx(dict(zip(page.labels, page.scores, strict=True)))


def test_the_page_asks_mean_or_sum_and_is_certain_once_answered(open_page) -> None:  # noqa: ANN001
    at = open_page(PAGE, trials="100")
    at.file_uploader(key="yd_upload").upload("pretalx_osd-2026_reviews.csv", pretalx_reviews(), "text/csv")
    at.run()
    assert not at.exception and not at.error
    asks = [m.value for m in at.markdown if m.value.startswith("**") and m.value.endswith("?**")]
    assert asks and "mean of its scores or by their sum" in asks[0]
    understood = at.success[0].value
    assert "mean over its voters" in understood and "not monotone" in understood
    at.radio(key="yd_open_answer").set_value("first").run()
    assert not at.exception and not at.error
    assert "mean over its voters" not in at.success[0].value and "monotone" in at.success[0].value


#: (film, venue, audience ratings 1–5): the film seen by most is not the one rated best.
_BALLOTS = [
    ("The Salt Road", "Harbour Cinema Screen 1", [1, 4, 5, 5, 3, 4, 2, 3, 4, 3, 5, 2, 3, 4]),
    ("Kestrel Summer", "Harbour Cinema Screen 2", [5, 5, 4, 5, 5, 4, 5]),
    ("Tideline", "Harbour Cinema Screen 2", [3, 4, 3, 2, 4, 3, 3, 4, 2]),
    ("Low Water", "Harbour Cinema Screen 1", [4, 3, 4, 2, 5, 3, 4, 3]),
]


def audience_ballots() -> bytes:
    """A festival platform's audience-ballot export: one row per ballot, ids and timestamps first, the film, its
    venue, the rating 1–5 and the ballot's channel."""
    lines = ["ballot_id,created_at,film_title,venue,rating,source"]
    number = 0
    for film, venue, ratings in _BALLOTS:
        for rating in ratings:
            number += 1
            source = ("app", "paper_ballot", "qr_ballot")[number % 3]
            lines.append(f"{number:024x},2026-05-08T20:{number % 60:02d}:00.295Z,{film},{venue},{rating},{source}")
    return ("\n".join(lines) + "\n").encode("utf-8")


def test_one_rating_per_row_is_read_as_each_films_mean_rating() -> None:
    seen_most = max(_BALLOTS, key=lambda ballot: len(ballot[2]))[0]
    rated_best = max(_BALLOTS, key=lambda ballot: np.mean(ballot[2]))[0]
    assert seen_most != rated_best
    frame, guess = understand_upload(audience_ballots(), file_name="audience_ballots.csv")
    assert (guess.layout.kind, guess.layout.label_column, guess.layout.rule) == ("points", "film_title", MEAN)
    scored = score_layout(frame, guess.layout)
    assert scored.best_labels == (rated_best,)
    means = {film: np.mean(ratings) for film, _, ratings in _BALLOTS}
    assert dict(zip(scored.labels, scored.scores, strict=True)) == pytest.approx(means)
    # Δ: the ratings run 1–5 and the film rated least has 7 ballots, so one ballot moves a mean by at most 4 / 6.
    assert scored.sensitivity == pytest.approx(4 / (min(len(r) for _, _, r in _BALLOTS) - 1))
