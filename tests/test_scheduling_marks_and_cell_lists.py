"""Classes of misread that blind set I showed once measured (issue 19), each a general rule with its own test: a
scheduling poll answered with ○ / △ / × and a row of remarks under it, and a list written in a cell as a JSON array
(as database tools export an array field)."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd

from dpcore.ingest.layout import describe, score_layout
from dpcore.ingest.readings import understand_upload

MARKS = """忘年会2025
12月の候補日から選んでください。

日程,佐藤,鈴木,高橋,田中,伊藤
12/5(金) 19:00〜,△,×,×,○,△
12/12(金) 19:00〜,○,○,○,○,×
12/16(火) 19:00〜,×,×,△,○,○
コメント,,,19時半からなら参加できます,,
"""


def test_a_poll_of_circles_triangles_and_crosses_with_a_remarks_row_is_a_grid() -> None:
    """○ yes, △ if need be, × no; dates in rows, people in columns; the last row, "コメント" (remarks), holds a
    note in one person's column: left out, so that every person's answers count."""
    frame, guess = understand_upload(MARKS.encode("shift_jis"), file_name="chouseisan.csv")
    assert guess.layout.kind == "grid" and guess.layout.options_in == "rows"
    assert guess.layout.columns == ("佐藤", "鈴木", "高橋", "田中", "伊藤") and len(frame) == 3
    scored = score_layout(frame, guess.layout)
    # (Windows' Shift-JIS reads 〜 back as the full-width ～)
    assert [label[:-1] for label in scored.best_labels] == ["12/12(金) 19:00"] and scored.scores.max() == 4.0


RANKINGS = [["Osprey", "Kestrel"], ["Kestrel", "Osprey", "Heron"], ["Osprey", "Heron"], ["Heron", "Osprey"]] * 3 + [
    ["Kestrel", "Heron"],
    ["Osprey"],
]
BALLOTS = "_id,ballotNo,channel,ranking\n" + "".join(
    f'ObjectId(6702{i:020x}),{i},web,"{json.dumps(ranking).replace(chr(34), chr(34) * 2)}"\n'
    for i, ranking in enumerate(RANKINGS)
)


def test_a_ranking_written_as_a_json_array_in_a_cell_is_read_as_ranked_ballots() -> None:
    """mongoexport writes an array field as ``["Osprey","Kestrel"]`` in one quoted cell: the names are the ballot's
    ranking in order, not one candidate spelled with brackets."""
    frame, guess = understand_upload(BALLOTS.encode(), file_name="ballots.csv")
    assert frame["ranking"].iloc[0] == "Osprey; Kestrel"
    assert guess.layout.kind == "ranked" and guess.layout.columns == ("ranking",)
    scored = score_layout(frame, guess.layout)
    assert set(scored.labels) == {"Osprey", "Kestrel", "Heron"} and list(scored.best_labels) == ["Osprey"]


TRACKING = "Vote: team trip 2026, choose the place;\nSent: 06.10.2025 09:12, answer by 13.10.2025;\n;\n" + (
    "Recipient;Response\n"
    + "".join(
        f"Person {i};{place}: {7 + i % 5:02d}.10.2025 {8 + i % 12:02d}:{i % 60:02d}\n"
        for i, place in enumerate(["Zakopane"] * 9 + ["Hel"] * 4 + ["Mazury (Mikołajki)"] * 6)
    )
    + "Person 99;\nPerson 98;\n"
)


def test_a_mail_clients_voting_tracker_is_read_by_its_answers() -> None:
    """A two-column list under two title lines (recipient; "Zakopane: 11.10.2025 22:03", the answer and when it
    came; some recipients did not answer): the title lines are not the header, and each answer is counted
    without its time, so that the places are the candidates."""
    frame, guess = understand_upload(TRACKING.encode("cp1250"), file_name="tracking.csv")
    assert list(frame.columns) == ["Recipient", "Response"] and len(frame) == 21
    assert guess.layout.columns == ("Response",)
    scored = score_layout(frame, guess.layout)
    assert sorted(scored.labels) == ["Hel", "Mazury (Mikołajki)", "Zakopane"] and scored.scores.max() == 9.0


def test_a_column_of_timestamps_is_never_cut_to_its_weekday() -> None:
    """ "Mon, 6 Oct 2025 09:12" is a time, not the answer "Mon" given at a time: only an answer followed by a colon
    and its time is cut."""
    from dpcore.ingest.table import answers_without_times

    days = [f"{day}, {date} Oct 2025 09:12" for day, date in [("Mon", 6), ("Tue", 7), ("Mon", 13), ("Tue", 14)]]
    frame = pd.DataFrame({"Submitted": days, "Answer": [f"Yes: {d:02d}.10.2025 10:00" for d in (6, 7, 13, 14)]})
    kept = answers_without_times(frame)
    assert kept["Submitted"].tolist() == days and kept["Answer"].tolist() == ["Yes"] * 4


def ranked_poll_csv() -> str:
    """A forum poll's long export: one row per voter and option, vote_rank 1 = first and 0 = not ranked."""
    ballots = [["Laser", "CNC", "Resin"], ["Laser", "Resin", "CNC"], ["CNC", "Laser", "Resin"]] * 4
    ballots += [["Resin", "CNC"]] * 3
    options = ["Laser", "CNC", "Resin", "Bandsaw"]
    rows = ["vote_time,vote_option,vote_rank,user_id,username,vote_option_full"]
    for voter, ranking in enumerate(ballots):
        for code, option in enumerate(options):
            rank = ranking.index(option) + 1 if option in ranking else 0
            rows.append(f"2025-10-13 21:{voter:02d}:00,{18231 + code},{rank},{300 + voter},user{voter},{option}")
    return "\n".join(rows)


def test_a_long_export_of_ranks_is_scored_as_borda_points_not_as_the_ranks_summed() -> None:
    """One row per voter and option with "vote_rank" 1 = first, 0 = not ranked (a forum's ranked poll): summing
    the ranks would favour the options ranked last; each rank r of at most R gives R + 1 − r points instead."""
    from dpcore.scoring.ballots import ranks_as_points

    assert ranks_as_points(np.array([1.0, 2.0, 3.0, 0.0, np.nan]))[:4].tolist() == [3.0, 2.0, 1.0, 0.0]
    frame, guess = understand_upload(ranked_poll_csv().encode(), file_name="poll.csv")
    assert guess.layout.kind == "points" and guess.layout.columns == ("vote_rank",)
    assert guess.layout.rule == "ranks" and guess.layout.label_column == "vote_option_full"
    assert "ranks in “vote_rank”, 1 = first, read as Borda points" in describe(
        frame, guess.layout, score_layout(frame, guess.layout)
    )
    scored = score_layout(frame, guess.layout)
    expected = {
        "Laser": 4 * (3 + 3 + 2),
        "CNC": 4 * (2 + 1 + 3) + 3 * 2,
        "Resin": 4 * (1 + 2 + 1) + 3 * 3,
        "Bandsaw": 0,
    }
    assert dict(zip(scored.labels, scored.scores.tolist(), strict=True)) == expected
