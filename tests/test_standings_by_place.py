"""A tournament's final standings with places only, as Challonge's participants tab pasted into a Czech Excel saves
them (Windows-1250, ";"): rows in seed order, the place as an ordinal ("1st", "13th"), tied places, a disqualified
team ("DQ") with no place, and the most match wins held by the runner-up. The team placed first is the best."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from tests.test_release_script import generated, load
from tests.upload_kit import lines, read

TEAMS = [  # (seed, team, place, match wins-losses): seed order, not place order
    (1, "Žraloci Zlín", "3rd", "5 - 2"),
    (2, "Kladno Kickoffs", "1st", "5 - 1"),
    (3, "Čerti z Brna", "2nd", "7 - 2"),
    (4, "Hradec Aerials", "4th", "4 - 2"),
    (5, "Plzeň Pinchers", "5th", "3 - 2"),
    (6, "Boost Bandits Ostrava", "5th", "3 - 2"),
    (7, "Liberec Ledoborci", "7th", "2 - 2"),
    (8, "Tým Šmoula", "7th", "1 - 2"),
    ("", "Děčín Dribblers", "DQ", "0 - 1"),
]


def test_the_team_placed_first_is_the_best_whatever_its_seed_or_wins() -> None:
    rows = [["Podzimní pohár Rocket League 2026"], [], ["Seed", "Participant", "Final Rank", "Match W-L", "Check-in"]]
    rows += [[seed, team, place, wins, "ano"] for seed, team, place, wins in TEAMS]
    _, guess, scored = read(lines(rows, ";").encode("cp1250"), "Challonge_ucastnici_poradi.csv")
    assert (guess.layout.columns, guess.layout.label_column) == (("Final Rank",), "Participant")
    assert scored.best_labels == ("Kladno Kickoffs",)
    assert "Děčín Dribblers" not in scored.labels  # (disqualified: no place)
    scores = dict(zip(scored.labels, scored.scores, strict=True))
    assert scores["Plzeň Pinchers"] == scores["Boost Bandits Ostrava"] < scores["Hradec Aerials"]  # (tied 5th)


def test_the_release_script_reads_the_places_as_the_page_does(tmp_path: Path) -> None:
    rows = [["Seed", "Participant", "Final Rank", "Match W-L"]] + [[s, t, p, w] for s, t, p, w in TEAMS]
    path = tmp_path / "Challonge_ucastnici_poradi.csv"
    path.write_bytes(lines(rows, ";").encode("cp1250"))
    frame, guess, scored = read(path.read_bytes(), path.name)
    source = generated(path, guess.layout, scored, "", frame.attrs.get("codec", ""))
    labels, scores = load(source)["read_scores"](path)  # type: ignore[operator]
    assert list(labels) == list(scored.labels) and np.array_equal(np.asarray(scores), scored.scores)
