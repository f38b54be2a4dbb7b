"""Set Z's classes, continued: a poll's results written as lines of text (a chat's poll pasted, a meeting tool's
report), and stacked tables whose titles say which is of who answered ("Tabulation of SITE")."""

from __future__ import annotations

from dpcore.ingest.readings import understand_upload
from dpcore.ingest.table import read_table
from tests.upload_kit import read

CHAT = """lena.marsh  9:58 AM
Morning all! Poll for the offsite is below, please vote by Thursday EOD :pray:

Matterpoll BOT  10:02 AM
Where should we hold the Q3 team offsite (Aug 20–21)?

This poll has ended. The results are:
Lakeside Lodge (Lake Geneva, WI) (7 votes): @ivy.chen, @rachel.kim, @kate.obrien
Downtown co-working loft (6 votes): @dev.patel, @tom.harris
Vineyard retreat in Door County (11 votes): @xena.park, @ana.ruiz, @felix.wagner
Stay in the office + team dinner (4 votes): @jonas.berg, @vik.rao

dev.patel  1:15 PM
Vineyard it is, though Lakeside Lodge (Lake Geneva, WI) would have been nicer for swimming
"""

REPORT = """Poll Results

Meeting: Town Hall
Attendees: 74


Question 1: Which charity should receive the matched donation? (Single answer)
Number of respondents: 68

    A. City Food Bank                  27/68    40%
    B. Riverside Animal Shelter        16/68    24%
    C. Young Carers Network            19/68    28%


Question 2: How useful was today's town hall? (Single answer)
Number of respondents: 61

    A. Very useful                     31/61    51%
    B. Somewhat useful                 25/61    41%
    C. Not useful                       5/61     8%
"""


def test_a_chats_poll_results_are_read_as_counts() -> None:
    frame, guess, scored = read(CHAT.encode(), "offsite poll.txt")
    assert any("4 lines of poll results" in note for note in frame.attrs["notes"])
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {
        "Lakeside Lodge (Lake Geneva, WI)": 7,  # (the option's own brackets stay in its name)
        "Downtown co-working loft": 6,
        "Vineyard retreat in Door County": 11,
        "Stay in the office + team dinner": 4,
    }
    assert guess.confident


def test_a_meeting_reports_two_polls_are_two_questions_and_asked_about() -> None:
    _, guess, scored = read(REPORT.encode("cp1252"), "poll_results.txt")
    assert guess.question is not None and len(guess.question.options) == 2 and not guess.confident
    assert list(scored.best_labels) == ["City Food Bank"]  # (the letters "A." are no part of the name)


def test_a_table_with_votes_in_its_cells_is_left_to_the_table_reader() -> None:
    text = "Option;Votes;Note\nSaturday;9;(9 votes)\nSunday;4;(4 votes)\nMonday;3;(3 votes)\n"
    frame = read_table(text.encode())
    assert list(frame.columns) == ["Option", "Votes", "Note"]


TABULATIONS = """Tabulation of SITE
Date: 04/22/26   Time: 14:05
Included observations: 412

Value                    Count   Percent
HQ Block A                 233     56.55
Lab Annex                   24      5.83
Logistics Centre            58     14.08
Plant 2                     97     23.54
Total                      412    100.00


Tabulation of PREF_CATERER
Date: 04/22/26   Time: 14:06
Included observations: 412

Value                    Count   Percent
Compass Bistro             148     35.92
Green Kitchen Co.          101     24.51
Mamma Rosa Catering         87     21.12
Sodexo Local                49     11.89
Total                      385     93.45
"""


def test_a_table_titled_as_of_who_answered_is_not_the_default() -> None:
    """The first tabulation, of the respondents' site, has the larger top count (233); its title says what it is."""
    frame, guess = understand_upload(TABULATIONS.encode(), file_name="TABULATIONS.txt")
    assert "Tabulation of PREF_CATERER" in frame.attrs["above"]
    _, _, scored = read(TABULATIONS.encode(), "TABULATIONS.txt")
    assert list(scored.best_labels) == ["Compass Bistro"]
