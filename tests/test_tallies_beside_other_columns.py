"""Classes of misread that blind sets D, E and H still showed (issue 19), each a general rule with its own test:
a list of items (tickets, ideas, posts) whose votes are one column among many; a grid of yes / no answers with a
totals row of counts written side by side ("9 (4)"); a results sheet with a row per polling station and a column per
candidate beside the sheet's bookkeeping (registered, voters, blank, invalid, valid)."""

from __future__ import annotations

import numpy as np
import pytest

from dpcore.ingest.csv_reader import read_csv_bytes
from dpcore.ingest.layout import score_layout
from dpcore.ingest.readings import understand, understand_upload
from dpcore.release.script import release_script

ITEMS = [
    ("Offline timetable", "Classes", "Open", 87, 14),
    ("Wallet membership card", "Booking", "Under review", 74, 9),
    ("Guest pass for a friend", "Booking", "Planned", 61, 7),
    ("How busy is the gym", "Classes", "Open", 55, 22),
    ("Waitlist alerts", "Account", "Open", 49, 5),
    ("Dark mode", "Booking", "Complete", 42, 31),
    ("Freeze membership", "Account", "Open", 30, 3),
    ("Sauna booking", "Booking", "Open", 12, 2),
]


@pytest.mark.parametrize("votes", ["Votes", "Upvotes", "+1", "Stimmen", "votes_count", "num_votes", "VoteCount"])
def test_a_list_of_items_is_tallied_by_its_votes_column_not_by_a_status(votes: str) -> None:
    """Each row an item; "Category" and "Status" repeat a few values, "Comments" counts too, and the author and
    e-mail columns make the table wide: the column that says it holds votes is the tally, named by the first column
    that names each item once."""
    lines = [f"Title,Category,Status,{votes},Comments,Author,Author Email,Created"]
    lines += [
        f"{title},{category},{status},{count},{comments},Person {i},p{i}@example.org,2025-03-{10 + i}T11:14:00Z"
        for i, (title, category, status, count, comments) in enumerate(ITEMS)
    ]
    frame = read_csv_bytes("\n".join(lines).encode())
    guess = understand(frame)
    assert (guess.layout.kind, guess.layout.columns, guess.layout.label_column) == ("counts", (votes,), "Title")
    scored = score_layout(frame, guess.layout)
    assert list(scored.best_labels) == ["Offline timetable"] and scored.scores.sum() == sum(item[3] for item in ITEMS)


def test_without_a_column_named_for_votes_a_wide_item_list_is_not_read_as_a_tally() -> None:
    """The same table whose count columns say nothing of votes ("Effort", "Comments"): no column is taken for the
    tally with confidence (the rule needs the header's word, not just a number beside a name)."""
    lines = ["Title,Category,Status,Effort,Comments,Author,Author Email,Created"]
    lines += [
        f"{title},{category},{status},{count},{comments},Person {i},p{i}@example.org,2025-03-{10 + i}T11:14:00Z"
        for i, (title, category, status, count, comments) in enumerate(ITEMS)
    ]
    guess = understand(read_csv_bytes("\n".join(lines).encode()))
    assert not (guess.confident and guess.layout.kind == "counts")


SCHEDULE = """\ufeff"Concert date poll"
Poll created by S. Holm \u00b7 6 participants

Name,Fri 14 Nov,Sat 15 Nov,Sun 16 Nov,Comment
Felix A.,Yes,Yes,If need be,
Noor F.,No,Yes,Yes,
Eva J.,If need be,Yes,No,away
Vera C.,Yes,No,No,
Jakub T.,Yes,Yes,No,
Gemma Y.,No,Yes,If need be,
Total,3 (1),5 (0),1 (2),
"""


def test_a_totals_row_of_counts_side_by_side_is_left_out_of_a_grid() -> None:
    """A scheduling poll's last row counts each date's yes (and maybe) answers as "3 (1)": a summary row, left
    out, so that the answers above it read as a grid (the row is no person's answers)."""
    frame, guess = understand_upload(SCHEDULE.encode(), file_name="poll.csv")
    assert guess.layout.kind == "grid" and len(frame) == 6
    assert any("Total" in note for note in frame.attrs["notes"])
    scored = score_layout(frame, guess.layout)
    assert list(scored.best_labels) == ["Sat 15 Nov"] and scored.scores.max() == 5.0


STATIONS = """Parents' council election, record of the count;;;;;;;;
;;;;;;;;
Bureau;Inscrits;Votants;Blancs;Nuls;Exprimés;Liste A;Liste B;Liste C
Bureau 1;629;296;7;0;289;142;96;51
Bureau 2;387;202;9;4;189;61;88;40
Bureau 3;480;185;8;5;172;55;79;38
Vote par correspondance;246;98;9;5;84;37;25;22
TOTAL;1742;781;33;14;734;295;288;151
"""


def test_a_results_sheet_by_polling_station_sums_each_candidates_column() -> None:
    """One row per station and one column per list beside the bookkeeping columns, whose lists add up on each row
    to the valid votes ("Exprimés"): the candidates are the lists, each scored by its column's sum; the stations and
    the bookkeeping columns are no candidates."""
    frame, guess = understand_upload(STATIONS.encode("cp1252"), file_name="pv.csv")
    assert guess.layout.kind == "ratings" and guess.layout.columns == ("Liste A", "Liste B", "Liste C")
    scored = score_layout(frame, guess.layout)
    assert list(scored.labels) == ["Liste A", "Liste B", "Liste C"] and scored.scores.tolist() == [295.0, 288.0, 151.0]
    assert scored.score_name == "votes" and scored.sensitivity == 1.0 and scored.monotonic
    script = release_script(
        file_name="pv.csv",
        layout=guess.layout,
        epsilon=1.0,
        mechanism="exponential",
        k=1,
        sensitivity=1.0,
        monotonic=True,
        sheet=None,
        block=None,
        codec="cp1252",
    )
    assert "Liste A" in script


def test_a_cross_table_of_parts_without_bookkeeping_is_not_read_by_columns() -> None:
    """Candidates in rows, the parts of the tally in columns ("Online", "Paper") and their total: no column is a
    count of ballots or voters, so the columns are not taken for candidates."""
    text = "Candidate,Online,Paper,Total votes\nAda,40,12,52\nBen,35,30,65\nCleo,10,5,15\n"
    frame = read_csv_bytes(text.encode())
    guess = understand(frame)
    assert guess.layout.kind == "counts" and guess.layout.label_column == "Candidate"
    assert np.array_equal(score_layout(frame, guess.layout).scores, [52.0, 65.0, 15.0])


def test_a_long_table_of_several_questions_is_read_question_by_question() -> None:
    """Respondent / question / answer rows, two questions interleaved: the answers of all rows at once would
    count "Yes" of the attendance question against the topics; each question is read on its own rows instead,
    and the page asks which (the topic question, worded as a decision, first)."""
    rows = ["Respondent,Email,Question,Answer"]
    topics = ["Rust"] * 6 + ["Kubernetes"] * 4 + ["Testing"] * 3
    for i, topic in enumerate(topics):
        rows.append(f"Person {i},p{i}@example.org,Which topic should we cover next?,{topic}")
        rows.append(f"Person {i},p{i}@example.org,Will you attend in person?,{'Yes' if i % 4 else 'No'}")
    frame, guess = understand_upload("\n".join(rows).encode(), file_name="polls.csv")
    assert guess.layout.kind == "long" and guess.layout.subset == ("Question", "Which topic should we cover next?")
    assert list(score_layout(frame, guess.layout).best_labels) == ["Rust"]
    assert guess.question is not None and guess.question.field == "reading"


RESULTS_REPORT = """Tenants' association officer elections
Voting period: 2025-04-07 to 2025-04-14
Eligible voters,412,,
Votes cast,231,,

Question 1: President,,,Vote for 1
Choice,Votes,% of votes,% of ballots
Angela Moretti,98,45.4%,42.4%
Raj Patel,87,40.3%,37.7%
Sophie Lambert,31,14.4%,13.4%
Abstain,15,,6.5%
Total,231,,100%

Question 2: Treasurer,,,Vote for 1
Choice,Votes,% of votes,% of ballots
Kwame Mensah,104,48.1%,45.0%
Irene Volkova,112,51.9%,48.5%
Abstain,15,,6.5%
Total,231,,100%
"""


def test_facts_in_two_cells_above_stacked_results_do_not_hide_the_tables() -> None:
    """A results report whose facts are written a name and a number apiece ("Eligible voters", 412) above two
    stacked tables: the facts are preamble, the file holds the two tables, and the page asks which one."""
    frame, guess = understand_upload(RESULTS_REPORT.encode(), file_name="results.csv")
    assert list(frame.columns[:2]) == ["Choice", "Votes"]
    assert guess.question is not None and guess.question.field == "table" and len(guess.question.options) == 2


@pytest.mark.parametrize(
    ("label", "counts_no_candidate"),
    [
        ("Exhausted ballots", True),
        ("Votes needed to win (majority of continuing ballots)", True),
        ("Quota", True),
        ("Droop threshold", True),
        ("Quotation Café", False),
        ("Threshold Brewing", False),
    ],
)
def test_a_runoff_reports_bookkeeping_rows_are_no_candidates(label: str, counts_no_candidate: bool) -> None:
    """An instant-runoff report's rows of exhausted ballots and of the votes needed to win count ballots, not a
    candidate's votes; a candidate's name that merely starts with such a word is still a candidate."""
    from dpcore.ingest.cells import is_no_candidate

    assert is_no_candidate(label) is counts_no_candidate


def test_an_abstain_row_is_no_candidate() -> None:
    """A results table's "Abstain" row counts voters who chose no one (as "Abstentions" does)."""
    from dpcore.ingest.cells import is_no_candidate

    assert is_no_candidate("Abstain") and is_no_candidate("Abstained") and not is_no_candidate("Abstract art")
