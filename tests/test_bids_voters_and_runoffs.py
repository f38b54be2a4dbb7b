"""Cancelled bids in more languages, a voter's own details in a long table, ranks beside the candidates' names,
a runoff's counts written with a point between thousands, and a few ballot boxes numbered in a row."""

from __future__ import annotations

import pandas as pd

from dpcore.ingest.columns import profile_columns
from dpcore.ingest.layout import choice_layouts
from dpcore.ingest.readings import _group_layouts, understand_upload
from dpcore.scoring.ballots import void_bids
from tests.upload_kit import lines, read, workbook


def test_a_bid_cancelled_in_japanese_or_estonian_does_not_stand() -> None:
    """A bid history's note says the bid was cancelled ("入札取り消し", "Pakkumine tühistatud", "Anulowana")."""
    notes = ["", "入札取り消し", "", "Pakkumine tühistatud", "", "anulowana", "最高額入札者"]
    frame = pd.DataFrame({"Bidder": list("abcdefg"), "Bid": [900, 950, 800, 990, 700, 999, 960], "Note": notes})
    assert void_bids(frame, "Bid", "Bidder").tolist() == [False, True, False, True, False, True, False]


def test_a_voters_details_in_a_long_table_are_not_what_they_chose() -> None:
    """One row per ballot and idea with its points; each ballot's department repeats on all its rows: the
    department says who voted, the idea what they voted for."""
    rows = [["ballot", "department", "idea", "points"]]
    for ballot in range(12):
        department = ["Sales", "Finance", "IT"][ballot % 3]
        rows += [[900 + ballot, department, ["Solar roof", "Bike shed"][ballot % 2], 6]]
        rows += [[900 + ballot, department, "Quiet rooms", 4]]
    _, guess, scored = read(lines(rows).encode(), "ideas.csv")
    assert guess.layout.label_column == "idea" or guess.layout.columns == ("idea",)
    assert list(scored.best_labels) == ["Quiet rooms"]


def test_ranks_in_a_long_table_are_one_field_beside_the_candidates_names() -> None:
    """An election office's preference data, one row per mark: "PreferenceMark" and "PreferenceNumber" are one
    field's parts, not two options, and a column of preference marks (1, 2, 3, "X") is not what is chosen."""
    rows = [["BallotPaperID", "CandidateName", "PreferenceMark", "PreferenceNumber"]]
    for ballot in range(20):
        rows += [[100 + ballot, name, rank, rank] for rank, name in enumerate(["NGUYEN", "PAPADAKIS", "KARA"], 1)]
    frame, _, _ = read(lines(rows).encode(), "Preference_Data.csv")
    sample = frame.head(200)
    assert not _group_layouts(sample, profile_columns(sample))
    marks = choice_layouts(sample, list(frame.columns), [], "", allowed={"PreferenceMark", "CandidateName"})
    rank = {layout.columns[0]: evidence for layout, evidence in marks}
    assert rank["PreferenceMark"] < rank["CandidateName"]


def test_a_runoffs_counts_with_a_point_between_thousands_make_the_file_ask() -> None:
    """Two rounds in one file: the runoff's two counts ("2.741", "2.519") group thousands with a point, as the
    percentages beside them ("52,11%") show; both tables are results, so the page asks which."""
    first = [["Party", "Votes", "Share"], ["A", "2.470", "41,16%"], ["B", "1.985", "33,08%"], ["C", "1.102", "18,36%"]]
    second = [["Party", "Votes", "Share"], ["B", "2.741", "52,11%"], ["A", "2.519", "47,89%"]]
    text = lines([["1st round"], *first, [], ["2nd round (runoff)"], *second], ";")
    _, guess = understand_upload(text.encode(), file_name="results.csv")
    assert guess.question is not None and guess.question.field == "table" and not guess.confident


def test_a_few_ballot_boxes_numbered_in_a_row_are_the_parts_of_the_tally() -> None:
    rows = [["Muhtarlık Adı", "Sandık No", "Kayıtlı Seçmen Sayısı", "Geçerli Oy Toplamı", "ALİ", "AYŞE", "CAN"]]
    votes = [[121, 88, 52], [64, 131, 67], [142, 79, 41], [38, 96, 27]]
    rows += [["YEŞİLYURT", 1101 + i, 350, sum(v), *v] for i, v in enumerate(votes)]
    data = workbook({"Sandık Sonuçları": rows})
    _, guess = understand_upload(data, file_name="YSK.xlsx")
    assert guess.layout.kind == "ratings" and set(guess.layout.columns) == {"ALİ", "AYŞE", "CAN"}
