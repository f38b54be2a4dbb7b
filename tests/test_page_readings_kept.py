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
