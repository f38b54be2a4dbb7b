"""Classes of misread found by blind sets D and E after their measurement (issue 19), each a general rule with its
own test: a ranking written in one cell (form tools, XLSForm codes separated by spaces), a winner that depends on
the ranking rule, a table of items whose number column is an attribute rather than points given, bidders told
apart by a finer column than the one named "Bidder", and dates written with a month's name."""

from __future__ import annotations

import itertools

import pandas as pd
import pytest

from dpcore.ingest import columns, layout
from dpcore.ingest.cells import read_numbers
from dpcore.ingest.layout import Layout, lists_rankings, misread_signs, score_layout
from dpcore.ingest.readings import WEAKLY_SUPPORTED, understand, understand_upload
from dpcore.release.script import score_ranked as script_score_ranked
from dpcore.scoring.ballots import ranks_in_columns, score_ranked
from dpcore.validation import InvalidInputError
from tests.test_page_your_data_exports import plain, reruns_sentence

BOOKS = ["Piranesi", "Homegoing", "Station Eleven", "Klara and the Sun", "The Remains of the Day"]


def book_club() -> pd.DataFrame:
    """Top three of five in one cell, first choice first, with another question beside it. "Klara and the Sun" is
    on every ballot but mostly third; "Piranesi" is first on most."""
    ballots = (
        [["Piranesi", "Homegoing", "Klara and the Sun"]] * 9
        + [["Station Eleven", "Piranesi", "Klara and the Sun"]] * 5
        + [["Homegoing", "Klara and the Sun", "Station Eleven"]] * 4
        + [["Klara and the Sun", "Piranesi", "Station Eleven"]] * 2
    )
    return pd.DataFrame(
        {
            "Submission ID": [f"s{index:03d}x" for index in range(len(ballots))],
            "Rank your top three picks (1 = most wanted)": [", ".join(ballot) for ballot in ballots],
            "Preferred meeting night": (["Tuesday", "Thursday", "Tuesday", "Wednesday"] * 5)[: len(ballots)],
        }
    )


def test_a_ranking_in_one_cell_is_split_into_ranks_first_choice_first() -> None:
    frame = pd.DataFrame({"ranking": ["A, B, C", "B, A", "C, A, B", "A", None]})
    ranks = ranks_in_columns(frame, "ranking", separator=", ")
    assert list(ranks.columns) == ["choice 1", "choice 2", "choice 3"]
    assert ranks["choice 2"].tolist() == ["B", "A", "A", "", ""]
    # Borda with m = 3: 2 points for a first choice, 1 for a second (by hand: A = 2+1+1+2 = 6, B = 1+2+0 = 3, C = 2).
    scored = score_ranked(frame, ["ranking"], rule="borda", separator=", ")
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {"A": 6.0, "B": 3.0, "C": 2.0}
    assert scored.sensitivity == 2.0
    # The release script reads the same cells the same way.
    assert script_score_ranked(frame, ["ranking"], "borda", ", ") == (["A", "B", "C"], [6.0, 3.0, 2.0])


def test_a_column_of_single_choices_is_no_ranking() -> None:
    with pytest.raises(InvalidInputError, match="holds one choice, not a ranking"):
        score_ranked(pd.DataFrame({"c": ["A", "B"]}), ["c"], rule="first", separator=", ")


def test_lists_in_different_orders_are_rankings_lists_in_one_order_are_ticks() -> None:
    ranked = [list(order) for order in itertools.permutations("ABC")][:5]
    ticked = [["A", "B"], ["A", "C"], ["B", "C"], ["A", "B", "C"], ["A", "B"]]  # always in the form's order
    assert lists_rankings(ranked)
    assert not lists_rankings(ticked)
    assert not lists_rankings([["A", "B"], ["B", "A"], ["A"], ["B"], ["A"], ["B"]])  # most list one choice
    assert not lists_rankings(ranked[:4])  # too few answers to tell


def test_a_ranking_question_in_one_cell_is_read_as_ranked_ballots_not_the_other_question() -> None:
    frame = book_club()
    guess = understand(frame)
    assert guess.layout.kind == "ranked" and guess.layout.separator == ", "
    assert guess.layout.columns == ("Rank your top three picks (1 = most wanted)",)
    read_as_ticks = Layout(kind="multi_choice", columns=guess.layout.columns, separator=", ")
    signs = misread_signs(frame, read_as_ticks, score_layout(frame, read_as_ticks))
    assert any("same options in different orders" in sign for sign in signs)


def test_a_winner_that_depends_on_the_rule_is_asked_and_not_called_true() -> None:
    frame = book_club()
    guess = understand(frame)
    by_rule = layout.winners_by_rule(frame, guess.layout)
    # By hand: first choices Piranesi 9, Station Eleven 5; Borda (4-3-2 for ranks 1-3) Klara 9·2+5·2+4·3+2·4 = 48,
    # Piranesi 9·4+5·3+2·3 = 57; top-2: Piranesi 16, Homegoing 13; top-3 lists every choice alike: left out.
    assert by_rule == {"first": ("Piranesi",), "borda": ("Piranesi",), "top2": ("Piranesi",)}
    # (the meeting night is another question of the survey: the page asks which is the vote, the ranking first)
    assert guess.question is not None and guess.question.field == "reading" and "2 questions" in guess.question.text
    assert guess.layout.kind == "ranked" and not guess.confident
    # Ballots where being listed second counts for more under Borda than being first on the most ballots. By hand
    # (m = 4, Borda 3-2-1-0): first choices P 5, S 4, H 4; Borda P 15, H 10 + 4 + 12 = 26, K 5 + 8 + 8 = 21, S 16.
    cells = ["P, H, K"] * 5 + ["S, K, H"] * 4 + ["H, K, S"] * 4
    split = pd.DataFrame({"Respondent": [f"r{index}" for index in range(13)], "Rank the proposals": cells})
    guess = understand(split)
    assert guess.layout.kind == "ranked"
    assert layout.winners_by_rule(split, guess.layout) == {"first": ("P",), "borda": ("H",), "top2": ("H",)}
    assert layout.rules_disagree(split, guess.layout) == "first choices: “P”; Borda points: “H”; top-2 approval: “H”"
    assert not guess.confident
    assert guess.question is not None and guess.question.open and "depends on the rule" in guess.question.text


def test_space_separated_choice_codes_are_rankings_but_sentences_are_not_split() -> None:
    orders = [" ".join(order) for order in itertools.permutations(["grain_store", "water_pump", "solar_mill"])]
    frame = pd.DataFrame(
        {
            "consult-priorities": (orders * 4)[:20],
            "consult-why_first": [f"the road floods in season {index}" for index in range(20)],
        }
    )
    guess = understand(frame)
    assert guess.layout.kind == "ranked" and guess.layout.separator == " "
    sentences = pd.DataFrame({"Comment": ["Thursday 12 June", "Friday 13 June", "Thursday 12 June"] * 4})
    assert layout._separator(sentences["Comment"]) == ""


def test_a_number_column_of_items_is_not_points_given_by_people() -> None:
    """An issue tracker's export: one row per ticket, a Votes count and story points, people in several columns.
    Story points summed by status or by assignee are no vote; the tickets' votes are."""
    statuses = ["To Do", "In Progress", "To Do", "Done", "To Do", "Won't Do"] * 3
    people = ["Fionn Holm", "Paula Laine", "Dev Janssens", "Carla Yamamoto", "Nils Marchetti", "Xenia Janssens"]
    frame = pd.DataFrame(
        {
            "Summary": [f"Feature request number {index}" for index in range(18)],
            "Issue key": [f"FEED-{100 + index}" for index in range(18)],
            "Status": statuses,
            "Priority": (["Medium", "High", "Low"] * 6),
            "Assignee": (people * 3),
            "Reporter": (people[::-1] * 3),
            "Votes": [23, 17, 41, 12, 9, 30, 5, 14, 8, 19, 22, 3, 11, 7, 2, 16, 38, 6],
            "Custom field (Story Points)": [8.0, 5.0, 13.0, 3.0, 8.0, 5.0] * 3,
        }
    )
    guess = understand(frame)
    assert guess.layout.kind != "points"
    assert score_layout(frame, guess.layout).best_labels == ("Feature request number 2",)


def test_bidders_are_told_apart_by_the_column_that_splits_floor_and_telephone() -> None:
    """A live auction's log: "Floor" and "Telephone" stand for several people, each with a paddle of their own."""
    frame = pd.DataFrame(
        {
            "Bid Amount": ["£400", "£450", "£500", "£550", "£600", "£650", "£700", "£750"],
            "Bidder": ["Bidder LA-1", "Floor", "Telephone", "Floor", "Bidder LA-1", "Telephone", "Floor", "Floor"],
            "Paddle": ["LA-1", "87", "T-3", "214", "LA-1", "T-4", "87", "214"],
            "Bid #": [1, 2, 3, 4, 5, 6, 7, 8],
        }
    )
    chosen = layout.bids_guess(frame, list(frame.columns), []).layout
    assert chosen.voter_column == "Paddle"
    one_bidder = frame.assign(Paddle=["LA-1", "87", "T-3", "87", "LA-1", "T-3", "87", "87"])
    assert layout.bids_guess(one_bidder, list(frame.columns), []).layout.voter_column == "Bidder"


@pytest.mark.parametrize(
    ("text", "is_time"),
    [
        ("29/Nov/24 2:19 PM", True),
        ("Apr-13-25 19:59:52 PDT", True),
        ("3. März 2025 10:00", True),
        ("Mar 3, 2025 10:04 AM", True),
        ("Mon 3/23 9:00 AM", False),  # a scheduling poll's option, not a date with a month's name
        ("Thursday 12 June", False),
    ],
)
def test_dates_with_a_month_name_and_a_time_are_timestamps(text: str, is_time: bool) -> None:
    assert columns._is_timestamp(text) == is_time


def test_a_weakly_supported_reading_says_why_it_is_not_called_true() -> None:
    frame = pd.DataFrame({"x": ["p", "q", "p", "r", "p", "q"], "y": ["1a", "2b", "3c", "4d", "5e", "6f"]})
    guess = understand(frame)
    assert not guess.confident and guess.unsure == WEAKLY_SUPPORTED


# --- on the page ------------------------------------------------------------------------------------------------


def upload_csv(open_page, content: bytes):  # noqa: ANN001, ANN201
    at = open_page("pages/2_Your_data.py", trials="100")
    at.file_uploader(key="yd_upload").upload("ballots.csv", content, "text/csv")
    return at.run()


def test_the_page_asks_the_rule_when_it_decides_the_winner_and_calls_it_true_once_answered(open_page) -> None:
    rows = ["P, H, K"] * 5 + ["S, K, H"] * 4 + ["H, K, S"] * 4
    content = ("Respondent,Rank the proposals\n" + "".join(f'r{i},"{row}"\n' for i, row in enumerate(rows))).encode()
    at = upload_csv(open_page, content)
    assert not at.exception and not at.error
    assert at.radio(key="yd_open_answer").value is None  # nothing chosen for the person
    assert any("The winner depends on the rule" in plain(m.value) for m in at.markdown)  # asked, in one click
    assert "**H** (the best as the file was read)" in plain(reruns_sentence(at))
    at.radio(key="yd_open_answer").set_value("first").run()
    assert not at.exception and not at.error
    assert "each a ranking in one cell" in plain(at.success[0].value)
    assert not any("depends on the ranking rule" in plain(info.value) for info in at.info)
    assert "**P** (the true best)" in plain(reruns_sentence(at))


def test_the_page_says_when_little_supports_the_reading(open_page) -> None:
    at = upload_csv(open_page, b"x,y\np,1a\nq,2b\np,3c\nr,4d\np,5e\nq,6f\n")
    assert not at.exception and not at.error
    assert any("Not sure this is the vote" in info.value for info in at.info)
    assert "(the best as the file was read)" in plain(reruns_sentence(at))


@pytest.mark.parametrize(
    ("cell", "value", "currency"),
    [
        ("NT$ 2,050", 2050.0, "NT$"),
        ("HK$1,200.50", 1200.5, "HK$"),
        ("₩12,000", 12000.0, "₩"),
        ("1 200 руб", 1200.0, "₽"),
        ("CAD 15", 15.0, "C$"),
        ("12 lei", 12.0, "lei"),
    ],
)
def test_currencies_of_more_countries_are_read(cell: str, value: float, currency: str) -> None:
    read = read_numbers(pd.Series([cell, cell]), coerce=True)
    assert read.values.tolist() == [value, value] and read.currency == currency


def test_a_bid_list_headed_in_chinese_with_new_taiwan_dollars_is_read_as_bids() -> None:
    """出價者 / 出價金額 (bidder / bid amount), amounts in NT$, masked bidders bidding several times: bids, each
    bidder's highest bid counted once."""
    bids = [("w***y (89)", 2050), ("l***o (516)", 1800), ("w***y (89)", 1650), ("j***3 (128)", 1580),
            ("m***a (305)", 1280), ("l***o (516)", 1200), ("c***n (7)", 1120), ("t***2 (48)", 1050)]  # fmt: skip
    text = "出價者\t出價金額\t數量\n" + "".join(f"{who}\tNT$ {amount:,}\t1\n" for who, amount in bids)
    frame, guess = understand_upload(text.encode("big5"), file_name="bids.txt")
    assert guess.layout.kind == "bids" and guess.layout.voter_column == "出價者"
    scored = score_layout(frame, guess.layout)
    best = read_numbers(pd.Series(list(scored.best_labels)), coerce=True).values[0]
    assert best == 1050.0  # 1,050 × 6 bidders whose highest bid reaches it: the most revenue of any price
