"""Classes of misread that blind set K showed (issue 19), each a general rule with its own test: member numbers are
not counts; head counts ("已投票人数") and full-width separators ("；") of Chinese tools; one tally in parts per
division with an "Informal" row at every polling place; Russian in KOI8-R with amounts in "руб."; a list whose every
line starts with its separator; "Yes, I'd join" as a yes; a program's dotted field names ("player.role"); ranked
ballots of two polls in one dump."""

from __future__ import annotations

import io

import openpyxl

from dpcore.ingest.cells import answer_kind, is_no_candidate, read_numbers
from dpcore.ingest.layout import misread_signs, score_layout
from dpcore.ingest.readings import understand_upload
from tests.upload_kit import read


def test_member_numbers_beside_member_names_are_not_a_table_of_counts() -> None:
    """One ballot per row: unique member numbers (1033 … 1400) beside unique names look like a counts table; numbers
    bunched far from zero identify rows, so the candidate column is the reading."""
    candidates = ["Sami", "Layla", "Sami", "Khalid", "Sami", "Layla", "Rana", "Sami", "Layla", "Khalid", "Sami", "Rana"]
    lines = ["member_no;member_name;candidate"]
    lines += [f"{1033 + 31 * i};Member {chr(65 + i)};{choice}" for i, choice in enumerate(candidates)]
    _, guess, scored = read("\n".join(lines).encode())
    assert guess.layout.columns == ("candidate",) and list(scored.best_labels) == ["Sami"]


def test_a_results_sheet_with_head_counts_and_a_detail_sheet_with_full_width_separators() -> None:
    """DingTalk's vote export: the results sheet ends with the numbers of people who voted and who were due to vote
    (not options), and the detail sheet joins a voter's choices with "；"."""
    book = openpyxl.Workbook()
    results = book.active
    results.title = "投票结果"
    for row in [("选项", "票数", "占比"), ("相声", 41, "47.13%"), ("合唱", 33, "37.93%"), ("小品", 52, "59.77%")]:
        results.append(row)
    results.append((None, None, None))
    results.append(("已投票人数", 87, None))
    results.append(("应投票人数", 120, None))
    detail = book.create_sheet("投票明细")
    detail.append(("序号", "姓名", "投票选项"))
    for i, choice in enumerate(["合唱；小品", "相声；小品", "小品", "合唱；相声；小品", "相声"] * 3):
        detail.append((i + 1, f"员工{i}", choice))
    data = io.BytesIO()
    book.save(data)
    _, guess, scored = read(data.getvalue(), "投票结果.xlsx")
    assert guess.layout.kind == "counts" and list(scored.best_labels) == ["小品"] and "已投票人数" not in scored.labels
    assert is_no_candidate("应投票人数") and is_no_candidate("投票者数") and not is_no_candidate("小品")
    frame, guess = understand_upload(data.getvalue(), file_name="投票结果.xlsx", sheet="投票明细")
    assert (guess.layout.kind, guess.layout.separator) == ("multi_choice", "；")
    assert list(score_layout(frame, guess.layout).best_labels) == ["小品"]


def test_two_divisions_tallied_by_polling_place_are_asked_about_and_summed_per_candidate() -> None:
    """One row per (division, polling place, candidate) with an "Informal" row at every place: the candidates are
    the surnames (not the places), each division is its own contest, and the page asks which."""
    lines = ["DivisionNm,PollingPlaceNm,Surname,OrdinaryVotes"]
    helena = {"BRENNAN": (451, 390, 402), "OKONKWO": (413, 300, 288), "TRAN": (138, 120, 99)}
    wandoo = {"FERGUSON": (380, 344), "NGUYEN": (301, 290), "WALSH": (110, 96)}
    for division, results, places in (
        ("Helena", helena, ("Boya", "Chidlow", "Darlington")),
        ("Wandoo", wandoo, ("Bakers Hill", "Toodyay")),
    ):
        for place_index, place in enumerate(places):
            lines += [f"{division},{place},{name},{votes[place_index]}" for name, votes in results.items()]
            lines.append(f"{division},{place},Informal,{20 + place_index}")
    _, guess, scored = read("\n".join(lines).encode())
    assert guess.layout.label_column == "Surname" and guess.layout.subset == ("DivisionNm", "Helena")
    assert dict(zip(scored.labels, scored.scores.tolist(), strict=True)) == {
        "BRENNAN": 1243,
        "OKONKWO": 1001,
        "TRAN": 357,
    }
    assert guess.question is not None and guess.question.field == "reading" and len(guess.question.options) == 2
    assert is_no_candidate("Informal")


def test_russian_in_koi8_r_with_amounts_in_roubles_is_a_bid_list() -> None:
    text = "Участник\tСтавка\tДата и время\n"
    bids = [
        ("g***n (312)", "4 150"),
        ("a***7 (58)", "3 900"),
        ("s***y (1204)", "3 300"),
        ("v***k (9)", "2 850"),
        ("m***a (77)", "2 500"),
    ]
    text += "".join(f"{bidder}\t{amount} руб.\t16.11.2025 21:{i:02d}:41\n" for i, (bidder, amount) in enumerate(bids))
    frame, guess, _ = read(text.encode("koi8_r"), "lot.txt")
    assert frame.attrs["codec"] == "koi8_r" and guess.layout.kind == "bids"
    assert read_numbers(frame["Ставка"], coerce=True).values.tolist() == [4150, 3900, 3300, 2850, 2500]


def test_a_list_whose_every_line_starts_with_a_tab_keeps_one_header_row() -> None:
    """SAP writes each line of a list with a leading separator: the empty first cell of every row is an empty
    column, not the sign of a header that goes on over the rows below it."""
    lines = ["Gebotsliste Los 3", "", "\tLos\tName\tGebot\tStatus"]
    lines += [
        f"\t3\tPerson {i}\t{amount}\tgültig"
        for i, amount in enumerate(["14.700,00", "10.650,00", "16.800,00", "9.800,00"])
    ]
    frame, guess, _ = read("\r\n".join(lines).encode("utf-16"), "Gebotsliste.txt")
    assert list(frame.columns)[-4:] == ["Los", "Name", "Gebot", "Status"] and len(frame) == 4
    assert guess.layout.kind == "bids"


def test_an_answer_that_starts_with_yes_no_or_maybe_is_that_answer() -> None:
    assert [
        answer_kind(text) for text in ["Yes, I'd join", "No – not this term", "Maybe: if online", "Yes - sure"]
    ] == [1, 0, 2, 1]
    assert [answer_kind(text) for text in ["Rock, Paper", "Dune", "Yes-man, the film"]] == [-1, -1, -1]
    lines = ["user_id,Archives Q&A,Charts workshop,FOI clinic"]
    rows = [
        "Yes\\, I'd join,No,Maybe",
        "No,Yes\\, I'd join,Yes\\, I'd join",
        "No,Yes\\, I'd join,No",
        "Maybe,Yes\\, I'd join,No",
    ]
    lines += [f"{100 + i}," + row.replace("\\,", "|") for i, row in enumerate(rows)]
    text = "\n".join(line.replace("Yes| I'd join", '"Yes, I\'d join"') for line in lines)
    _, guess, scored = read(text.encode())
    assert guess.layout.kind == "grid" and list(scored.best_labels) == ["Charts workshop"]


def test_dotted_field_names_share_a_namespace_not_a_question() -> None:
    """oTree names every field "participant.…" or "player.…": two of them holding 1 / blank are not one question's
    options, and a grid in which one column only has answers in favour says so; the bids are the reading."""
    lines = [
        "participant.code,participant.visited,participant.mturk_worker_id,player.role,player.bid_amount,player.is_winner"
    ]
    bids = [4.5, 27.0, 16.0, 12.5, 20.0, 16.5, 9.0, 40.0, 14.0, 18.5]
    lines += [f"p{i:03d},1,,,{bid},{int(bid == max(bids))}" for i, bid in enumerate(bids)]
    frame, guess, _ = read("\n".join(lines).encode())
    assert guess.layout.kind == "bids" and guess.layout.columns == ("player.bid_amount",)
    grid = guess.layout.__class__(kind="grid", columns=("participant.visited", "participant.mturk_worker_id"))
    assert any("has any answer in favour" in sign for sign in misread_signs(frame, grid, score_layout(frame, grid)))


def test_ranked_ballots_of_two_polls_in_one_dump_are_read_per_poll() -> None:
    """One row per (ballot, option, rank) of two polls whose options differ: the page asks which poll, and a ballot's
    number is never taken for points."""
    lines = ["poll_title\tballot_id\toption\trank"]
    rooms = [
        ["Greenhouse", "Lighthouse", "Basecamp"],
        ["Lighthouse", "Greenhouse", "Basecamp"],
        ["Greenhouse", "Basecamp", "Lighthouse"],
    ]
    trips = [["Cooking", "Kayak", "Climbing"], ["Cooking", "Climbing", "Kayak"], ["Kayak", "Cooking", "Climbing"]]
    for title, ballots, first in (("Room name", rooms, 1000), ("Team activity", trips, 2000)):
        for number, ballot in enumerate(ballots * 2):
            lines += [f"{title}\t{first + number}\t{option}\t{rank}" for rank, option in enumerate(ballot, start=1)]
    _, guess, scored = read("\n".join(lines).encode(), "rcv.tsv")
    assert (
        guess.layout.kind == "points" and guess.layout.columns == ("rank",) and guess.layout.subset[0] == "poll_title"
    )
    assert guess.question is not None and guess.question.field == "reading"
    assert list(scored.best_labels) == ["Greenhouse"]
