"""Three shapes from the warned misses of blind sets ZF and ZP, each read as a class:

- a table written in wiki markup (a MediaWiki page's date poll: "{|", "|-", "!!", "||", "{{Yes}}", "[[User:…|…]]"),
  with a foot row counting the yes marks;
- an experiment or survey framework's data (jsPsych and its kin): one screen per row, each answer a JSON object in
  a "response" column, a person's answers spread over several rows;
- a social network's poll pasted from the page: an option, its share and its count on lines of their own, a blank
  line between options.
"""

from __future__ import annotations

import json

import pandas as pd

from dpcore.ingest.table import last_row_counts_marks, read_table
from tests.upload_kit import lines, read

MARKS = {"yes": "{{Yes}}", "no": "{{No}}", "maybe": "{{Maybe}}"}
#: Who answered what for each weekend: 2–3 May wins with 4 yes marks (and a maybe), against 3 for 9–10 May.
POLL = {
    "Oriel": ("yes", "no", "maybe"),
    "Quenby": ("no", "yes", "yes"),
    "Halyard": ("yes", "maybe", "no"),
    "Marten": ("yes", "yes", "no"),
    "Sedge": ("maybe", "no", "yes"),
    "Tansy": ("yes", "no", "yes"),
}
WEEKENDS = ("2–3 May", "9–10 May", "16–17 May")


def wiki_date_poll(foot: str = "yes") -> str:
    """The page's source as an editor copies it: talk above, the table, a foot row counting the marks, notes below."""
    rows = [
        "== Meetup date ==",
        "Add yourself and mark each weekend. --[[User:Oriel|Oriel]] ([[User talk:Oriel|talk]]) 10:02, 3 March 2026",
        "",
        '{| class="wikitable sortable" style="text-align:center"',
        "|+ Spring meetup",
        "! User !! " + " !! ".join(WEEKENDS) + " !! Note",
    ]
    for user, answers in POLL.items():
        cells = [MARKS[answer] for answer in answers]
        rows += ["|-", f"| [[User:{user}|{user}]] || " + " || ".join(cells) + " || <small>by train</small>"]
    if foot:
        yes = [sum(answers[at] == "yes" for answers in POLL.values()) for at in range(len(WEEKENDS))]
        rows += ["|-", f"! {foot.title()} !! " + " !! ".join(map(str, yes)) + " !!"]
    rows += ["|}", "", "== Notes ==", "* Venue: see [[Meetup/Venues]]."]
    return "\n".join(rows) + "\n"


def test_a_wiki_date_poll_is_read_as_its_table_with_its_marks() -> None:
    frame, guess, scored = read(wiki_date_poll().encode(), "meetup_poll.txt")
    assert list(frame.columns) == ["User", *WEEKENDS, "Note"]
    assert frame["User"].tolist() == list(POLL)  # the links' text, and the foot row "Yes: 4 2 3" left out
    assert set(frame["2–3 May"]) == {"Yes", "No", "Maybe"}  # the templates' names
    assert frame["Note"].tolist() == ["by train"] * len(POLL)  # (a tag shows its text)
    assert any("wiki markup" in note for note in frame.attrs["notes"])
    assert guess.layout.kind == "grid" and guess.layout.labels == WEEKENDS
    assert scored.best_labels == ("2–3 May",)


def test_a_foot_row_is_left_out_only_when_it_counts_the_marks_above_it() -> None:
    # The foot row "Yes" counts the yes marks above it: it is no participant.
    assert "Yes" not in read_table(wiki_date_poll().encode())["User"].tolist()

    # The rule itself: a foot row is one when its numbers are the counts of the yes marks (or of the row's own label,
    # or of the filled cells) above, and not when they are not.
    def foot(*numbers: int) -> pd.DataFrame:
        rows = [[user, *answers] for user, answers in POLL.items()] + [["Yes", *numbers]]
        return pd.DataFrame(rows, columns=["User", *WEEKENDS])

    assert last_row_counts_marks(foot(4, 2, 3), {})
    assert last_row_counts_marks(foot(6, 6, 6), {})  # the filled cells
    assert not last_row_counts_marks(foot(4, 3, 2), {})


def test_wiki_cells_keep_what_they_show() -> None:
    text = "\n".join(
        [
            '{| class="wikitable"',
            "! Option",
            "! Votes",
            "|-",
            '| style="background:#cfc" | [[Harbour Walk]]<ref>Proposed by the council.</ref>',
            "| '''41'''",
            "|-",
            "| [https://example.org/park Park Loop] || 17",
            "|-",
            "| Old Mill<br/>Trail || 29",
            "|}",
        ]
    )
    frame, guess, scored = read(text.encode(), "routes.wiki")
    assert frame["Option"].tolist() == ["Harbour Walk", "Park Loop", "Old Mill Trail"]
    assert frame["Votes"].tolist() == [41, 17, 29]
    assert scored.best_labels == ("Harbour Walk",)


#: Each subject (jsPsych's randomID(10)): their career stage (asked first), the venue they chose and a rating; the
#: venue is the vote.
SUBJECTS = [
    ("k2m9xq7t4a", "PhD student", "Lake Bohinj (SI)", 3),
    ("p8q1zw3e5r", "PhD student", "Texel island (NL)", 2),
    ("a7c3dmv0x2", "Postdoc", "Lake Bohinj (SI)", 4),
    ("r5t6yh8j1k", "PhD student", "Ardennes farm (BE)", 1),
    ("w3e4rb6n9m", "PhD student", "Lake Bohinj (SI)", 2),
    ("z9x8cg2f4d", "Research assistant", "Texel island (NL)", 3),
    ("m1n2bs5a7q", "PhD student", "Lake Bohinj (SI)", 4),
]


def jspsych_data() -> str:
    """jsPsych's data as its `.csv()` writes it: every field quoted, a JSON response per screen, a start button and
    a closing call-function screen without one."""
    rows = [["rt", "stimulus", "response", "trial_type", "trial_index", "time_elapsed", "internal_node_id", "subject"]]
    for subject, stage, venue, rating in SUBJECTS:
        screens = [
            ("<p>Press the button to start.</p>", "0", "html-button-response"),
            ("", json.dumps({"career_stage": stage}), "survey-multi-choice"),
            ("", json.dumps({"retreat_venue": venue}), "survey-multi-choice"),
            ("", json.dumps({"travel_time_ok": rating}), "survey-likert"),
            ("", "", "call-function"),
        ]
        for index, (stimulus, response, kind) in enumerate(screens):
            rows.append([4000 + index, stimulus, response, kind, index, 9000 * index, f"0.0-{index}.0", subject])
    return "\n".join(",".join('"' + str(cell).replace('"', '""') + '"' for cell in row) for row in rows) + "\n"


def test_json_answers_are_spread_over_columns_and_gathered_per_person() -> None:
    frame, guess, scored = read(jspsych_data().encode(), "experiment_data.csv")
    assert list(frame.columns) == ["subject", "career_stage", "retreat_venue", "travel_time_ok"]
    assert frame["subject"].tolist() == [subject for subject, *_ in SUBJECTS]  # one row per person, in order
    assert frame["retreat_venue"].tolist() == [venue for _, _, venue, _ in SUBJECTS]
    notes = " ".join(frame.attrs["notes"])
    assert "JSON in “response” over 3 columns" in notes and "7 people" in notes
    assert guess.layout.columns == ("retreat_venue",)
    assert scored.best_labels == ("Lake Bohinj (SI)",)  # not "PhD student", the most frequent answer of the file


def test_json_objects_answering_several_questions_per_row_stay_one_row_each() -> None:
    rows = [["ResponseId", "answers"]]
    for n, (_, stage, venue, _) in enumerate(SUBJECTS):
        answers = json.dumps({"stage": stage, "venue": venue, "extras": ["bike", "boat"][: n % 3]})
        rows.append([f"R_{n:03d}", '"' + answers.replace('"', '""') + '"'])
    frame = read_table(lines(rows).encode())
    assert list(frame.columns) == ["ResponseId", "stage", "venue", "extras"]
    assert len(frame) == len(SUBJECTS)  # (no person is gathered: each row is already one)
    assert frame["extras"].tolist()[:3] == [None, "bike", "bike; boat"]


def test_json_that_is_not_answers_is_left_as_it_is() -> None:
    rows = [["id", "meta"]] + [[n, '"{""device"": {""os"": ""iOS""}}"'] for n in range(5)]
    frame = read_table(lines(rows).encode())
    assert list(frame.columns) == ["id", "meta"]  # (nested objects: not a questionnaire's answers)


def test_a_poll_pasted_with_share_and_count_lines_under_each_option() -> None:
    text = (
        "Riverside Office\r\nCommunity\r\n\r\nAnna Berg\r\nDec 1, 2025 9:14 AM\r\nPoll\r\n"
        "Which charity gets this year's donation? One vote each.\r\n\r\n"
        "Food Bank North\r\n27%\r\n40 votes\r\n\r\n"
        "Sea Rescue\r\n38%\r\n57 votes\r\n\r\n"
        "Animal Shelter\r\n35%\r\n52 votes\r\n\r\n"
        "149 votes · Poll closed\r\n\r\nLike\r\nComment\r\nShare\r\n\r\n47\r\nSeen by 312\r\n"
    )
    frame, guess, scored = read(text.encode(), "poll.txt")
    assert frame["Option"].tolist() == ["Food Bank North", "Sea Rescue", "Animal Shelter"]
    assert frame["Votes"].tolist() == [40, 57, 52]
    assert guess.layout.kind == "counts" and scored.best_labels == ("Sea Rescue",)
