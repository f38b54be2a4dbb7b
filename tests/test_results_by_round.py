"""Results by round with each row's total (a chess tournament's wall chart, a quiz night's sheet): one row per
competitor, a column per round ("Rd 1" … or "R1" …), then "Total". The total is each competitor's score, however
the rows are ordered, and a round's column is no name of the rows."""

from __future__ import annotations

from tests.upload_kit import lines, read

WALL_CHART = """Harbourside Chess Club Autumn Swiss
Open Section - Wall Chart (after Round 5)

  #  Name                        ID        Rating   Rd 1   Rd 2   Rd 3   Rd 4   Rd 5   Total
 --  --------------------------  --------  ------   ----   ----   ----   ----   ----   -----
  1  Kowalczyk, Tomasz           12873344    2041   W  6   L  4   W  5   D  3   W  2     3.5
  2  Nakamura, Kenji             13055281    1987   W  5   W  3   W  6   W  4   L  1     4.0
  3  Okafor, Daniel              12640917    1952   W  4   L  2   W  6   D  1   W  5     3.5
  4  Brennan, Siobhan            14120558    1930   L  3   W  1   W  5   L  2   W  6     3.0
  5  Stein, Jonathan             16034422    1790   L  2   W  6   L  1   L  4   L  3     1.0
  6  Das, Priya                  15517008    1763   L  1   L  5   L  3   L  6   L  4     0.0

W = win, L = loss, D = draw; number = opponent's pair #.
"""

QUIZ = lines(
    [
        ["Table", "Team", "R1", "R2", "R3", "R4", "Total"],
        [1, "Quizteama Aguilera", 7, 6, 8, 5, 26],
        [2, "Les Quizerables", 9, 8, 7, 9, 33],
        [3, "Agatha Quiztie", 6, 7, 5, 6, 24],
        [4, "The Fact Hunt", 8, 9, 9, 8, 34],
        [5, "Quiz Team Aguilera II", 5, 4, 6, 7, 22],
    ]
)


def test_a_wall_charts_total_is_each_players_score() -> None:
    _, guess, scored = read(WALL_CHART.encode("cp1252"), "wallchart.txt")
    assert (guess.layout.kind, guess.layout.columns, guess.layout.label_column) == ("counts", ("Total",), "Name")
    assert scored.best_labels == ("Nakamura, Kenji",)


def test_a_quiz_sheets_total_over_its_rounds_is_each_teams_score() -> None:
    _, guess, scored = read(QUIZ.encode(), "quiz_night.csv")
    assert guess.layout.label_column == "Team"  # (the rounds added up, or their total: the same scores)
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {
        "Quizteama Aguilera": 26,
        "Les Quizerables": 33,
        "Agatha Quiztie": 24,
        "The Fact Hunt": 34,
        "Quiz Team Aguilera II": 22,
    }
