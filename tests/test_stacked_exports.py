"""Exports that stack several tables in one CSV with a title line over each (issue 19), and points shared out of one
budget (dot voting). The file is written the way a poll tool's Ruby exporter writes it: UTF-8, LF, fields quoted
only when they hold a comma, rows of different widths (each table its own), no empty line between tables."""

from __future__ import annotations

import pandas as pd

from dpcore.ingest.csv_reader import text_blocks
from dpcore.ingest.layout import Layout, misread_signs, score_layout
from dpcore.ingest.readings import understand_upload

OPTIONS = ["Repair café tools", "Community garden beds", "Youth coding club laptops", "Bike repair station"]
DOTS = [  # each voter shares out 10 dots
    [0, 2, 3, 5], [0, 10, 0, 0], [4, 0, 0, 6], [0, 0, 6, 4], [0, 4, 3, 3], [0, 6, 4, 0], [3, 0, 3, 4],
    [10, 0, 0, 0], [1, 4, 3, 2], [0, 10, 0, 0], [3, 6, 1, 0], [0, 3, 7, 0],
]  # fmt: skip
REASONS = {0: "Shelving = more things to lend", 2: "Bike station gets used daily", 6: '"Split it, all good causes"'}


def poll_export() -> bytes:
    totals = [sum(row[n] for row in DOTS) for n in range(len(OPTIONS))]
    lines = ["poll", "id,title,voters_count", f"48213,Community grant 2025,{len(DOTS)}", "poll_options"]
    lines += ["id,name,rank,score"]
    ranked = sorted(range(len(OPTIONS)), key=lambda n: -totals[n])
    lines += [f"{190400 + n},{OPTIONS[n]},{rank},{totals[n]}" for rank, n in enumerate(ranked, 1)]
    lines += ["votes", "id,voter_name,reason," + ",".join(OPTIONS)]
    for number, row in enumerate(DOTS):
        cells = ["" if dots == 0 else str(dots) for dots in row]
        lines.append(f"{301550 + number},Voter {number},{REASONS.get(number, '')}," + ",".join(cells))
    return ("\n".join(lines) + "\n").encode("utf-8")


def test_title_lines_split_the_stacked_tables() -> None:
    blocks = text_blocks(poll_export())
    assert [block.split(b"\n")[0] for block in blocks] == [b"poll", b"poll_options", b"votes"]


def test_a_one_column_file_is_not_split_at_its_lines() -> None:
    assert text_blocks(b"Book\nDune\nHyperion\nDune\nFoundation\n") == []


def test_the_stacked_poll_export_gives_the_dot_votes_winner() -> None:
    frame, guess = understand_upload(poll_export(), file_name="poll-48213.csv")
    scored = score_layout(frame, guess.layout)
    totals = {option: float(sum(row[n] for row in DOTS)) for n, option in enumerate(OPTIONS)}
    assert dict(zip(scored.labels, scored.scores.tolist(), strict=True)) == totals
    assert scored.best_labels == ("Community garden beds",) and guess.confident


def test_dot_votes_are_read_as_points_per_option_not_the_comment_column() -> None:
    votes = text_blocks(poll_export())[2]
    frame, guess = understand_upload(votes, file_name="votes.csv")
    assert guess.layout.kind == "ratings" and list(guess.layout.columns) == OPTIONS


def test_a_mostly_empty_choice_column_is_a_misread_sign() -> None:
    frame = pd.DataFrame({"reason": ["Split it", None, None, "Bikes!", None, None]})
    chosen = Layout(kind="votes", columns=("reason",))
    assert any(
        "Only 2 of 6 rows hold a choice" in sign for sign in misread_signs(frame, chosen, score_layout(frame, chosen))
    )
    frame.loc[1, "reason"] = "Bikes!"  # half the rows: at the threshold, no sign
    assert not any("rows hold a choice" in sign for sign in misread_signs(frame, chosen, score_layout(frame, chosen)))
