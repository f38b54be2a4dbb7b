"""A results page whose totals come from range voting ("every voter could give each candidate from 0 to 5 points")
states the most one voter adds to a total: Δ is the top of that range, not the 1 of a vote each."""

from __future__ import annotations

from tests.upload_kit import lines, read


def _results_page(rule: str) -> bytes:
    """A results page saved as text from an election site: prose, the candidates, a table of totals, statistics."""
    table = lines(
        [["#", "Candidate", "Votes"], ["1", "Ana Lind", "442"], ["2", "Bo Berg", "438"], ["3", "Cy Moe", "395"]]
    )
    return "\n".join(
        ["Council election", "", "Election results", "", rule, "The highest total is elected.", "", table.strip(), ""]
        + ["Some statistics", "", lines([["Number of voters", "287"], ["Number of seats", "1"], ["Turnout", "61%"]])]
    ).encode("latin-1")


def test_a_range_of_points_stated_above_the_totals_is_the_sensitivity() -> None:
    _, _, scored = read(_results_page("Every voter could give each candidate from 0 to 5 points."), "results.txt")
    assert scored.best_labels == ("Ana Lind",)
    assert scored.sensitivity == 5.0
    assert "0 to 5 points" in scored.sensitivity_reason


def test_without_a_stated_range_each_vote_counts_one() -> None:
    _, _, scored = read(_results_page("Every voter could choose one candidate."), "results.txt")
    assert scored.sensitivity == 1.0


def test_a_cap_of_points_in_german_above_a_csv_of_totals() -> None:
    """A club's tally typed in a spreadsheet, saved as CSV with ";" and a note above the header."""
    rows = [["Jede Person durfte bis zu 3 Punkte pro Vorschlag vergeben."], ["Vorschlag", "Punkte"]]
    rows += [["Grillfest", "58"], ["Kegelabend", "61"], ["Wanderung", "40"]]
    _, _, scored = read(lines(rows, ";").encode("cp1252"), "Auswertung.csv")
    assert scored.best_labels == ("Kegelabend",)
    assert scored.sensitivity == 3.0
