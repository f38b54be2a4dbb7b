"""The reader on the blind sets (tests/blind/): exports from tools no issue named, written by helpers who had not
read dpcore, each with a sealed answer (tests/blind/RESULTS.md has the per-file tables, before and after).

Set A was measured before the reader was rewritten and used to find classes of mistakes. Set B was written the same
way, measured once at mid-point (10/15 right, 2 confident wrong) and then used to find more classes. Set C was
measured once (8/15, 3 confident wrong), set D once (4/20, 5), set E once (6/20, 10), set F once (9/20, 3), set
G once (13/20, 2) and set H once (10/15, 2); the classes of mistake each showed were then fixed in general form,
so their numbers here are no longer blind. These tests keep every set from getting worse: the one outcome an
exactness tool must never show, a confident wrong answer, is held at none.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.blind.score import evaluate

BLIND = Path(__file__).resolve().parent / "blind"


@pytest.mark.parametrize(
    ("folder", "right_at_least", "confident_wrong_at_most"),
    [
        ("set_a", 36, 0),
        ("set_b", 15, 0),
        ("set_c", 15, 0),
        ("set_d", 17, 0),
        ("set_e", 18, 0),
        ("set_f", 19, 0),
        ("set_g", 20, 0),
        ("set_h", 15, 0),
        ("set_i", 15, 0),
        ("set_j", 15, 0),
        ("set_k", 15, 0),
        ("set_l", 15, 0),
        ("set_m", 15, 0),
        ("set_n", 14, 0),
        ("set_o", 14, 0),
        ("set_p", 14, 0),
        ("set_q", 15, 0),
        ("set_r", 15, 0),
        ("set_s", 14, 0),
        ("set_t", 14, 0),
        ("set_u", 13, 0),
        ("set_v", 14, 0),
        ("set_w", 14, 0),
        ("set_x", 13, 0),
        ("set_y", 15, 0),
        ("set_z", 15, 0),
        ("set_za", 14, 0),
        ("set_zb", 14, 0),
        ("set_zc", 12, 0),
        ("set_zd", 13, 0),
        ("set_ze", 14, 0),
        ("set_zf", 12, 0),
        ("set_zg", 10, 0),
        ("set_zh", 13, 0),
        ("set_zi", 10, 0),
        ("set_zj", 13, 0),
        ("set_zk", 12, 0),
        ("set_zl", 9, 0),
        ("set_zm", 12, 0),
        ("set_zn", 15, 0),
        ("set_zo", 12, 0),
        ("set_zp", 8, 0),
        ("set_zq", 15, 0),
        ("set_zr", 14, 0),
        ("set_zs", 15, 0),
        ("set_zt", 15, 0),
        ("set_zu", 15, 0),
        ("set_zv", 15, 0),
        ("set_zw", 15, 0),
        ("set_zx", 10, 0),
        ("set_zy", 8, 0),
        ("set_zz", 7, 0),
        # (AA, AB and AC measured once at b1a5ba4: 3/15, 5/15 and 2/15 right, 5 confident wrong in all; their classes
        # then fixed)
        ("set_aa", 10, 0),
        ("set_ab", 11, 0),
        ("set_ac", 13, 0),
        # (AD, AE and AF measured once at 0e5014d: 5/15, 4/15 and 7/15 right, 9 confident wrong in all; AG, AH and
        # AI once at 992afa5: 6/15, 3/15 and 6/15 right, 11 confident wrong; their classes then fixed)
        ("set_ad", 12, 0),
        ("set_ae", 12, 0),
        ("set_af", 14, 0),
        ("set_ag", 12, 0),
        ("set_ah", 4, 0),
        ("set_ai", 8, 0),
        # (AJ, AK and AL measured once at f63e8b7: 7/15, 5/15 and 6/15 right, 4 confident wrong in all; their
        # classes then fixed)
        ("set_aj", 14, 0),
        ("set_ak", 12, 0),
        ("set_al", 12, 0),
        # (AM, AN and AO measured once at a9a711b: 4/15, 7/15 and 3/15 right, 7 confident wrong in all; their
        # confident wrong answers' classes then fixed)
        ("set_am", 5, 0),
        ("set_an", 8, 0),
        ("set_ao", 6, 0),
    ],
)
def test_blind_set_is_read_as_measured(folder: str, right_at_least: int, confident_wrong_at_most: int) -> None:
    outcomes = evaluate(BLIND / folder)
    right = [outcome.name for outcome in outcomes if outcome.right]
    confident_wrong = [outcome.name for outcome in outcomes if outcome.confident_wrong]
    assert len(right) >= right_at_least, f"right only on {right}"
    assert len(confident_wrong) <= confident_wrong_at_most, f"confident and wrong on {confident_wrong}"


@pytest.mark.parametrize("folder", ["set_a", "set_b", "set_c", "set_d", "set_e", "set_f", "set_g", "set_h"])
def test_no_file_of_the_development_sets_is_a_confident_wrong_answer(folder: str) -> None:
    assert [outcome.name for outcome in evaluate(BLIND / folder) if outcome.confident_wrong] == []
