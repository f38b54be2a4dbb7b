"""Two shapes from the warned misses of the fresh set ZR and ZQ:

- a scheduling poll pasted from a choir's poll page: a voice part's name alone on its line ("Sopran") over that
  part's singers, inside one table; the names are sections of the table, not titles of new tables;
- a scheduler's result page pasted as text: each time on its line, then each answer with its count and who gave
  it ("Can make it (5): …", "Can't make it (5): …").
"""

from __future__ import annotations

from dpcore.ingest.csv_reader import text_blocks
from tests.upload_kit import read

SLOTS = ("Sa 12.09. 10-13 Uhr", "So 13.09. 15-18 Uhr", "Sa 26.09. 10-13 Uhr")
PARTS = {
    "Sopran": [
        ("Annette K.", "nein", "ja", "ja"),
        ("Birgit S.", "ja", "nein", "ja"),
        ("Doris W.", "nein", "nein", "ja"),
    ],
    "Alt": [("Heike B.", "ja", "ja", "ja"), ("Ingrid P.", "nein", "ja", "vielleicht")],
    "Tenor": [("Otto V.", "vielleicht", "nein", "ja"), ("Peter J.", "ja", "nein", "nein")],
}


def choir_poll() -> bytes:
    lines = [
        "Umfrage: Zusatzproben (Herbst 2026)",
        "Bitte tragt ein, wann ihr kommen könnt (ja / vielleicht / nein).",
        "",
    ]
    lines.append("\t".join(["Teilnehmer", *SLOTS, "Kommentar"]))
    for part, singers in PARTS.items():
        lines.append(part)
        lines += ["\t".join([*singer, ""]) for singer in singers]
    return ("\r\n".join(lines) + "\r\n").encode("cp1252")


def test_a_sections_name_alone_on_its_line_is_no_new_table() -> None:
    assert len(text_blocks(choir_poll())) <= 1  # one table, not one per voice part
    frame, guess, scored = read(choir_poll(), "umfrage.txt")
    assert list(frame.columns) == ["Teilnehmer", *SLOTS, "Kommentar"]
    assert any("lines of one field inside the table" in note for note in frame.attrs["notes"])
    assert guess.layout.kind == "grid" and guess.layout.labels == SLOTS
    yes = {
        slot: sum(singer[1 + at] == "ja" for singers in PARTS.values() for singer in singers)
        for at, slot in enumerate(SLOTS)
    }
    assert scored.best_labels == (max(yes, key=yes.get),)  # 26.09., with 5 yes


def test_a_title_over_another_tables_header_still_starts_a_table() -> None:
    # Stacked results (one block per question): the title line is followed by a header with words where the
    # block above has numbers, so the blocks stay apart.
    text = "Q1 Where?\nOption,Votes,%\nLake,12,63\nHills,7,37\nQ2 When?\nOption,Votes,%\nMay,9,69\nJune,4,31\n"
    assert len(text_blocks(text.encode())) == 2


def when_is_good() -> bytes:
    text = "\r\n".join(
        [
            "WhenIsGood",
            "",
            "Results for: Hollybank Allotments – spring work party",
            "",
            "6 responses: Ann Briggs, Bill Oduya, Carol Pennock, Dev Mistry, Elaine Hu, Frank Tilley",
            "",
            "Sat Apr 11, 10:00am - 12:00pm",
            "Can make it (2): Carol Pennock, Elaine Hu",
            "Can't make it (4): Ann Briggs, Bill Oduya, Dev Mistry, Frank Tilley",
            "",
            "Sun Apr 12, 10:00am - 12:00pm",
            "Can make it (3): Ann Briggs, Elaine Hu, Frank Tilley",
            "Can't make it (3): Bill Oduya, Carol Pennock, Dev Mistry",
            "",
            "Sat Apr 18, 10:00am - 12:00pm",
            "Can make it (4): Ann Briggs, Bill Oduya, Carol Pennock, Frank Tilley",
            "Can't make it (2): Dev Mistry, Elaine Hu",
            "",
            "Comments",
            "Carol Pennock: I'll bring the strimmer.",
        ]
    )
    return ("\ufeff" + text + "\r\n").encode("utf-16-le")


def test_a_schedulers_answers_with_counts_under_each_time_count_the_yes() -> None:
    frame, guess, scored = read(when_is_good(), "WhenIsGood results.txt")
    assert frame["Option"].tolist() == [
        "Sat Apr 11, 10:00am - 12:00pm",
        "Sun Apr 12, 10:00am - 12:00pm",
        "Sat Apr 18, 10:00am - 12:00pm",
    ]
    assert frame["Votes"].tolist() == [2, 3, 4]  # "Can make it", never "Can't make it"
    assert any("the count of “Can make it” under each" in note for note in frame.attrs["notes"])
    assert guess.layout.kind == "counts" and scored.best_labels == ("Sat Apr 18, 10:00am - 12:00pm",)


def test_an_options_own_count_is_not_an_answer() -> None:
    # A poll's options with their counts in brackets, each label once: read as the options, the question kept apart.
    text = "Where shall we go?\r\nBeach (5 votes)\r\nPark (3 votes)\r\nMuseum (2 votes)\r\n"
    frame, _, scored = read(text.encode(), "poll.txt")
    assert "Where shall we go?" not in frame.iloc[:, 0].tolist()
    assert scored.best_labels == ("Beach",)


def test_titles_over_repeated_headers_are_no_sections() -> None:
    from dpcore.ingest.csv_reader import section_lines

    header = ["", "Nb. cit.", "Fréq."]
    rows = [["FST", "512", "36%"], ["Q2 - Niveau"], header, ["Licence 1", "398", "28%"], ["Q3 - Activité"], header]
    rows += [["Lutte", "443", "31%"]]
    assert section_lines(rows, 3, header) == []
    parts = [["Sopran"], ["Annette", "ja", "nein"], ["Alt"], ["Heike", "nein", "ja"]]
    assert section_lines(parts, 3, ["Teilnehmer", "Sa", "So"]) == [0, 2]
