"""Classes of misread that blind set J showed (issue 19), each a general rule with its own test: an event log whose
answer column is named like a poll ("poll.choice"); several contests' results stacked in one table (and a long
cross-table of one contest's parts, which is not that); a scheduling grid dated in its header with count and share
rows under it; candidates coded by ballot position ("D1" … "D4") whose columns add up to the valid votes; ranks
written under the candidates' bare names; a ranking of choice codes joined by bare commas."""

from __future__ import annotations

import pytest

from dpcore.ingest.layout import score_layout
from dpcore.ingest.readings import understand_upload


def read(text: str):  # noqa: ANN201
    """As the page reads an upload: the table, the reading it chose, and the scores."""
    frame, guess = understand_upload(text.encode("utf-8"), file_name="export.csv")
    return frame, guess, score_layout(frame, guess.layout)


def test_an_event_log_whose_answer_column_names_a_poll_is_read_by_that_column() -> None:
    """One vote event per row: "poll.choice" names a poll but holds the answer, and each voter appears once, so the
    rows are not a long table of questions (which would count "success" per design)."""
    designs = ["Reading whale"] * 9 + ["Book tree"] * 7 + ["Owl family"] * 4
    lines = ["@timestamp,poll.id,poll.choice,event.outcome,user.email"]
    lines += [
        f"Oct {10 + i % 5} 2025 @ 18:{i:02d}:00.000,mural2025,{design},{'failure' if i % 6 == 0 else 'success'},"
        f"v{i}@example.org"
        for i, design in enumerate(designs)
    ]
    _, guess, scored = read("\n".join(lines))
    assert guess.layout.columns == ("poll.choice",) and not guess.layout.subset
    assert list(scored.best_labels) == ["Reading whale"]


CONTESTS = """line number,contest name,choice name,total votes,percent of votes,registered voters
1,Mayor (Vote For 1),Patricia Okafor,3184,45.43,11842
2,Mayor (Vote For 1),Gregory Lindqvist,2876,41.03,11842
3,Mayor (Vote For 1),Write-in,38,0.54,11842
4,Park Commissioner (Vote For 1),Sandra Kim,3062,52.13,11842
5,Park Commissioner (Vote For 1),Luis Ortega,2731,46.49,11842
6,Park Commissioner (Vote For 1),Write-in,45,0.77,11842
7,Proposition A (Vote For 1),Yes,4102,60.1,11842
8,Proposition A (Vote For 1),No,2723,39.9,11842
"""


def test_stacked_contests_are_read_one_at_a_time_and_asked_about() -> None:
    """A "Write-in" in each contest keeps the choice column from naming each row once, but within each contest it
    does: the page reads the first contest's counts and asks which contest is meant."""
    _, guess, scored = read(CONTESTS)
    assert guess.layout.kind == "counts" and guess.layout.columns == ("total votes",)
    assert guess.layout.subset == ("contest name", "Mayor (Vote For 1)")
    assert list(scored.best_labels) == ["Patricia Okafor"]
    assert guess.question is not None and guess.question.field == "reading"
    assert [label.split("”")[0] for label in guess.question.labels] == [
        "“Mayor (Vote For 1)",
        "“Park Commissioner (Vote For 1)",
        "“Proposition A (Vote For 1)",
    ]


def test_one_contests_counts_by_voter_group_are_added_up_not_split() -> None:
    """The same shape whose inner names (voter groups) repeat in every block is one tally in parts: the nominee with
    most votes over all groups wins, not the largest single row."""
    rows = {"Jonas Eriksen": (9, 8, 6, 45), "Malik Osei": (2, 3, 4, 52), "Liam Byrne": (4, 3, 2, 12)}
    lines = ["Nominee,Voter Group,Count"]
    for nominee, counts in rows.items():
        lines += [
            f"{nominee},{group},{count}"
            for group, count in zip(("Captains", "Coaches", "Referees", "Online"), counts, strict=True)
        ]
    _, guess, scored = read("\n".join(lines))
    assert not guess.layout.subset
    assert list(scored.best_labels) == ["Jonas Eriksen"] and scored.scores.max() == 68


def test_a_dated_scheduling_grid_with_count_and_share_rows_is_a_grid_of_dates() -> None:
    """Dates and times head the option columns (options, not when a response came in), and the "Anzahl Ja",
    "Anzahl Vielleicht" and "Zustimmung in %" rows under the people hold numbers where they hold answers."""
    people = [("Sören", "Nein;Ja;Ja"), ("Elke", "Ja;Nein;Ja"), ("Petra", "Nein;Vielleicht;Ja"), ("Yusuf", "Ja;Ja;Ja")]
    lines = ["Teilnehmer;Fr 06.03.2026 19:00;Sa 07.03.2026 15:00;Fr 13.03.2026 19:00;Kommentar"]
    lines += [f"{name};{answers};" for name, answers in people]
    lines += ["Anzahl Ja;2;2;4;", "Anzahl Vielleicht;0;1;0;", "Zustimmung in %;50,0;62,5;100,0;"]
    frame, guess, scored = read("\n".join(lines))
    assert len(frame) == len(people)
    assert guess.layout.kind == "grid" and guess.confident
    assert list(scored.best_labels) == ["Fr 13.03.2026 19:00"]


def test_candidates_coded_by_position_are_the_parts_that_add_up_to_the_valid_votes() -> None:
    """Coded columns per district: "A1" + "A2" = "A" (the electorate) and "D1" … "D3" = "D" (the valid votes): both
    split a total, and the candidates are the split of the smaller one. Each candidate's votes are its column's sum."""
    lines = ["gebiet-nr;gebiet-name;A1;A2;A;B;C;D;D1;D2;D3"]
    districts = [(728, 321, 293, 6, 112, 125, 50), (808, 188, 346, 6, 133, 138, 69), (779, 419, 387, 6, 140, 160, 81)]
    for number, (a1, a2, b, c, d1, d2, d3) in enumerate(districts, start=1):
        lines.append(f"{number};Stimmbezirk {number:02d};{a1};{a2};{a1 + a2};{b};{c};{d1 + d2 + d3};{d1};{d2};{d3}")
    _, guess, scored = read("\n".join(lines))
    assert guess.layout.columns == ("D1", "D2", "D3")
    assert list(scored.best_labels) == ["D2"]
    assert dict(zip(scored.labels, scored.scores.tolist(), strict=True)) == {"D1": 385, "D2": 423, "D3": 200}
    assert scored.sensitivity == 1


def test_ranks_under_the_candidates_bare_names_are_a_ranking() -> None:
    """Each ballot numbers the candidates it ranks 1, 2, … with no gap: ranks (lowest best), even though the columns
    share no name."""
    ballots = ["1,2,,,", "3,2,1,4,", "2,1,3,,", ",,1,,2", "2,,1,3,", "1,3,2,,", ",2,1,,", "3,,1,2,"]  # (Dana: one 2)
    frame, guess, scored = read(
        "\n".join(
            ["Ballot,Ruth Cohen,Avi Levy,Michal Peretz,Yossi Mizrahi,Dana Abraham"]
            + [f"{i},{ballot}" for i, ballot in enumerate(ballots, start=1)]
        )
    )
    assert guess.layout.kind == "rank_grid" and len(guess.layout.columns) == 5
    assert list(scored.best_labels) == ["Michal Peretz"]


def test_coded_answers_side_by_side_are_still_not_ranks() -> None:
    """Gender 1–2 and age group 1–5 beside each other skip and repeat numbers: separate questions, never a ranking."""
    rows = ["2,3", "1,1", "2,4", "1,2", "1,5", "2,2", "2,1", "1,3", "1,3", "2,5"]
    _, guess, _ = read("\n".join(["Name,Gender,Age group"] + [f"P{i},{row}" for i, row in enumerate(rows)]))
    assert guess.layout.kind != "rank_grid"


def test_a_ranking_of_codes_joined_by_bare_commas_is_ranked_ballots() -> None:
    """Survey123 writes a rank question as the ordered choice names joined by "," in one cell: every cell lists every
    option (counting mentions ties them all), the order is the ballot."""
    orders = ["lighting,boardwalk,fitness", "boardwalk,lighting,fitness", "lighting,fitness,boardwalk"] * 3
    orders += ["fitness,lighting,boardwalk"]
    lines = ["ObjectID,Rank the projects (top = most important),x"]
    lines += [f'{i},"{order}",-122.68{i}' for i, order in enumerate(orders, start=1)]
    _, guess, scored = read("\n".join(lines))
    assert (guess.layout.kind, guess.layout.separator) == ("ranked", ",")
    assert list(scored.best_labels) == ["lighting"]


@pytest.mark.parametrize("cells", ['"1,250","2,500"', '"4,5","3,0"'])
def test_a_thousands_or_decimal_comma_is_not_a_separator_of_choices(cells: str) -> None:
    lines = ["Name,Amount,Other"] + [f"P{i},{cells}" for i in range(8)]
    _, guess, _ = read("\n".join(lines))
    assert guess.layout.separator != ","
