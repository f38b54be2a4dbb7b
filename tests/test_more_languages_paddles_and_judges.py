"""Classes of misread that blind set L showed (issue 19), each a general rule with its own test: yes / no / maybe in
more languages; paddle numbers as bidders beside a yes / no "High Bidder" flag; a Thai count sheet (Windows-874) with
a column per class and a total column; judges' scores beside a table number and each judge's total."""

from __future__ import annotations

import pytest

from dpcore.ingest.cells import MIDDLE, NO, YES, answer_kind
from tests.upload_kit import read


@pytest.mark.parametrize(
    ("yes", "no", "maybe"),
    [
        ("Ja", "Nee", "Misschien"),
        ("Ja", "Nej", "Kanske"),
        ("Kyllä", "Ei", "Ehkä"),
        ("Ano", "Ne", "Možná"),
        ("Evet", "Hayır", "Belki"),
    ],
)
def test_a_scheduling_grid_in_another_language_is_a_grid(yes: str, no: str, maybe: str) -> None:
    assert (answer_kind(yes), answer_kind(no), answer_kind(maybe)) == (YES, NO, MIDDLE)
    people = [(yes, yes, no), (no, yes, maybe), (yes, yes, no), (maybe, yes, yes), (no, no, yes)]
    lines = ["Naam;di 13 jan. 2026 20:00;do 15 jan. 2026 20:00;ma 19 jan. 2026 19:30"]
    lines += [f"Person {i};{';'.join(answers)}" for i, answers in enumerate(people)]
    _, guess, scored = read("\n".join(lines).encode())
    assert guess.layout.kind == "grid" and list(scored.best_labels) == ["do 15 jan. 2026 20:00"]


def test_paddle_numbers_are_the_bidders_not_the_high_bidder_flag() -> None:
    """ "Bidder #" holds numbers (and "FLOOR 18"); "High Bidder" holds Y / N: each bidder's highest bid counts once."""
    bids = [("FLOOR 18", 2700, "Y"), ("1093", 2600, "N"), ("FLOOR 18", 2500, "N"), ("1093", 2400, "N")]
    bids += [("3871", 2100, "N"), ("4417", 1300, "N"), ("2250", 1400, "N"), ("5120", 650, "N"), ("3871", 300, "N")]
    lines = ["Lot #,Bidder #,Bid Amount,High Bidder"] + [f"147,{who},{amount}.00,{flag}" for who, amount, flag in bids]
    _, guess, scored = read("\n".join(lines).encode())
    assert guess.layout.kind == "bids" and guess.layout.voter_column == "Bidder #"
    # p × (bidders whose highest bid ≥ p): 1,300 × 5 = 6,500 beats 2,100 × 3 = 6,300 and 2,600 × 2 = 5,200
    assert float(scored.best_labels[0].replace(",", "")) == 1300.0


def test_a_thai_count_sheet_with_a_column_per_class_is_read_by_its_total_column() -> None:
    lines = [
        "ผลการนับคะแนนเลือกตั้งประธานนักเรียน ปีการศึกษา 2568,,,,,",
        ",,,,,",
        "หมายเลข,ชื่อ-สกุล ผู้สมัคร,ม.1,ม.2,ม.3,รวม",
        "1,นายก้องภพ ศรีสุข,31,28,22,81",
        "2,นางสาวพิมพ์ชนก แก้วมณี,38,41,35,114",
        "3,นายธนากร บุญมา,25,23,27,75",
        "4,นางสาวอรอุมา ทองดี,12,15,14,41",
        ",บัตรเสีย,3,2,4,9",
        ",รวมทั้งสิ้น,109,109,102,320",
    ]
    frame, guess, scored = read("\r\n".join(lines).encode("cp874"))
    assert frame.attrs["codec"] == "cp874" and len(frame) == 4
    assert guess.layout.kind == "counts" and guess.layout.columns == ("รวม",)
    assert list(scored.best_labels) == ["นางสาวพิมพ์ชนก แก้วมณี"]


def test_judges_scores_beside_a_table_number_and_a_judge_total_are_ratings() -> None:
    """Each judge's total is the sum of their scores, but a judge is no candidate: the dishes are, by their scores."""
    scores = [(7, 8, 6, 8), (9, 8, 6, 6), (7, 8, 5, 7), (7, 6, 7, 8), (8, 7, 6, 7), (9, 6, 7, 6)]
    lines = ["Judge\tTable\tBrisket\tVerde\tHarvest\tTexas Red\tJudge Total"]
    lines += [f"Judge {i}\t{1 + i % 3}\t" + "\t".join(map(str, row)) + f"\t{sum(row)}" for i, row in enumerate(scores)]
    _, guess, scored = read("\n".join(lines).encode("cp1252"), "judging.txt")
    assert guess.layout.kind == "ratings" and "Table" not in guess.layout.columns
    assert list(scored.best_labels) == ["Brisket"]
