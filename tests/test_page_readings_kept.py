"""AppTest: the page keeps what dpcore's reading says about a file's numbers (issue 19). The page rebuilds the
reading from its "Change how the file is read" controls; a reading whose numbers mean something particular (each
cell a count of votes in a results sheet by polling station; ranks in a long export) must come through them intact,
with its Δ, and stay editable there."""

from __future__ import annotations

from tests.test_page_your_data_exports import PAGE, plain, reruns_sentence
from tests.test_scheduling_marks_and_cell_lists import ranked_poll_csv
from tests.test_tallies_beside_other_columns import STATIONS


def uploaded(open_page, name: str, content: bytes):  # noqa: ANN001, ANN201
    at = open_page(PAGE, trials="100")
    at.file_uploader(key="yd_upload").upload(name, content, "text/csv")
    at.run()
    assert not at.exception and not at.error, [e.value for e in at.error]
    return at


def test_a_results_sheet_by_polling_station_is_counted_with_a_sensitivity_of_one(open_page) -> None:  # noqa: ANN001
    """The lists' columns added up as votes, Δ = 1 (not "rating points" with Δ = the largest cell); unticking the
    box reads the cells as ratings again, Δ then the largest cell."""
    at = uploaded(open_page, "pv.csv", STATIONS.encode("cp1252"))
    understood = plain(at.success[0].value)
    assert "each cell a count of votes, added up: 3 candidates, votes, Δ = 1, monotone" in understood, understood
    assert "“”" not in understood  # (the page names no column for the parts: nothing empty is quoted)
    assert "**Liste A**" in reruns_sentence(at)
    assert at.checkbox(key="yd_add_up").value
    at.checkbox(key="yd_add_up").uncheck().run()
    assert "rating points, Δ = 142" in plain(at.success[0].value)


def test_a_long_export_of_ranks_is_scored_as_ranks_on_the_page(open_page) -> None:  # noqa: ANN001
    """vote_rank 1 = first: Borda points on the page as in dpcore (Laser, the first choice of most, is best; summing
    the ranks would make the option ranked last win); the box says so and can be unticked."""
    at = uploaded(open_page, "poll.csv", ranked_poll_csv().encode())
    assert "ranks in “vote_rank”, 1 = first, read as Borda points" in plain(at.success[0].value)
    assert at.checkbox(key="yd_ranks").value
    assert "**Laser**" in reruns_sentence(at)
    at.checkbox(key="yd_ranks").uncheck().run()
    assert "points in “vote_rank”" in plain(at.success[0].value)


def coded_results_csv() -> str:
    """Results by district with the candidates coded by ballot position: "D1" … "D3" add up to "D" (valid votes)."""
    lines = ["gebiet-nr;gebiet-name;A1;A2;A;B;C;D;D1;D2;D3"]
    districts = [(728, 321, 293, 6, 112, 125, 50), (808, 188, 346, 6, 133, 138, 69), (779, 419, 387, 6, 140, 160, 81)]
    for number, (a1, a2, b, c, d1, d2, d3) in enumerate(districts, start=1):
        lines.append(f"{number};Stimmbezirk {number:02d};{a1};{a2};{a1 + a2};{b};{c};{d1 + d2 + d3};{d1};{d2};{d3}")
    return "\n".join(lines) + "\n"


def test_candidates_coded_by_position_are_counted_with_a_sensitivity_of_one(open_page) -> None:  # noqa: ANN001
    """The coded columns that add up to the valid votes are the candidates, each its column's sum, Δ = 1."""
    at = uploaded(open_page, "Open-Data.csv", coded_results_csv().encode())
    understood = plain(at.success[0].value)
    assert "each cell a count of votes, added up: 3 candidates, votes, Δ = 1" in understood, understood
    assert "**D2**" in reruns_sentence(at)


def test_two_polls_ranked_ballots_in_one_dump_ask_which_poll(open_page) -> None:  # noqa: ANN001
    """Ranked ballots of two polls in one long dump: the page reads the first poll's ranks as Borda points and asks
    which poll is meant; choosing the other poll names its own winner."""
    lines = ["poll_title\tballot_id\toption\trank"]
    rooms = [["Greenhouse", "Lighthouse", "Basecamp"], ["Lighthouse", "Greenhouse", "Basecamp"]]
    trips = [["Cooking", "Kayak", "Climbing"], ["Kayak", "Cooking", "Climbing"], ["Kayak", "Climbing", "Cooking"]]
    for title, ballots, first in (("Room name", rooms * 3 + [rooms[0]], 1000), ("Team activity", trips * 2, 2000)):
        for number, ballot in enumerate(ballots):
            lines += [f"{title}\t{first + number}\t{option}\t{rank}" for rank, option in enumerate(ballot, start=1)]
    at = uploaded(open_page, "rcv.tsv", "\n".join(lines).encode())
    assert "**Greenhouse**" in reruns_sentence(at)
    question = at.radio(key="yd_reading")
    labels = [str(option) for option in question.options]
    assert "Room name" in labels[0] and "Team activity" in labels[1], labels  # (then the whole dump at once)
    question.set_value(question.options[1]).run()
    assert "**Kayak**" in reruns_sentence(at)
