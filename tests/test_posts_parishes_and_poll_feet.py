"""A board's posts and their authors, results by parish or polling unit under words the reader learnt from them
(Portuguese, Thai, Québec French), a meeting poll's slots on one day, and a survey's questions told apart by
the verb that asks what to choose and by the file's name in an inflected language."""

from __future__ import annotations

from dpcore.ingest import cells
from tests.upload_kit import lines, read


def test_a_posts_author_is_not_what_its_upvotes_count() -> None:
    header = ["Subject", "Body", "Author", "Section", "Upvotes", "Downvotes"]
    posts = [
        ["Chester Zoo", "the bat cave", "Amira S", "Trips", 27, 2],
        ["Go Ape", "zip wires", "Oliver K", "Trips", 24, 3],
    ]
    posts += [["Aquarium", "sharks", "Harry B", "Trips", 18, 4], ["Beach day", "sand", "Mia T", "Trips", 12, 1]]
    _, guess, scored = read(lines([header, *posts]).encode(), "padlet_export.csv")
    assert guess.layout.label_column == "Subject"
    assert list(scored.best_labels) == ["Chester Zoo"]


def test_results_by_parish_read_the_parties_columns() -> None:
    """Rows named as the parts of the tally (parishes) under a total row: the parties' columns are the candidates;
    voters, blank and null ballots are not (Portuguese: "Votantes", "Brancos", "Nulos")."""
    header = ["Freguesia", "Inscritos", "Votantes", "Brancos", "Nulos", "PS", "PSD", "CH"]
    votes = [[677, 624, 246], [538, 505, 224], [220, 215, 68], [290, 253, 107], [135, 120, 61], [187, 181, 71]]
    rows = [[f"Freguesia {i}", 4000, sum(v) + 52, 38, 14, *v] for i, v in enumerate(votes)]
    total = ["Total do município", 24000, sum(map(sum, votes)) + 312, 228, 84, *map(sum, zip(*votes, strict=True))]
    _, guess, scored = read(lines([header, *rows, total]).encode(), "resultados.csv")
    assert set(scored.labels) == {"PS", "PSD", "CH"}
    assert list(scored.best_labels) == ["PS"]


def test_words_for_electors_and_ballots_in_thai_and_quebec_french() -> None:
    for label in ["จำนวนผู้มีสิทธิเลือกตั้ง", "จำนวนผู้มาใช้สิทธิ", "บัตรดี", "บัตรไม่เลือกผู้สมัครผู้ใด"]:
        assert cells.is_no_candidate(label), label
    for label in ["Bulletins rejetés", "Électeurs inscrits", "Taux de participation", "Votantes", "Brancos"]:
        assert cells.is_no_candidate(label), label
    assert not cells.is_no_candidate("หมายเลข 2 นางวันเพ็ญ แสงทอง")


def test_a_days_slots_in_a_meeting_poll_are_one_question() -> None:
    slots = ["Tue, Apr 14, 6:30 PM", "Thu, Apr 16, 12:00 PM", "Thu, Apr 16, 6:30 PM", "Mon, Apr 20, 7:00 PM"]
    ticks = [[1, 0, 1, 0], [1, 0, 1, 1], [0, 1, 1, 0], [1, 1, 1, 0], [0, 0, 1, 1], [1, 0, 0, 0], [0, 1, 1, 1]]
    rows = [[f"Person {i}", f"p{i}@example.org", *["✓" if t else "" for t in row]] for i, row in enumerate(ticks)]
    frame, guess, scored = read(lines([["Invitee", "Email", *slots], *rows], ";").encode(), "Meeting poll.csv")
    assert len(frame) == 7
    assert guess.layout.kind == "ticks" and list(guess.layout.columns) == slots
    assert list(scored.best_labels) == ["Thu, Apr 16, 6:30 PM"]


def test_the_question_that_asks_what_to_choose_and_the_files_inflected_name() -> None:
    """Slovenian: "Katero maskoto izbereš?" (which mascot do you choose) beside "V katerem razredu si?" (which
    class are you in); the file is named "Izbira_maskote" (the word's end changes with its case)."""
    header = ["Status", "Datum", "V katerem razredu si?", "Katero maskoto izbereš za šolski tek?"]
    answers = [("7. razred", "Sova"), ("7. razred", "Medved"), ("6. razred", "Sova"), ("8. razred", "Sova")]
    answers += [("7. razred", "Ježek"), ("9. razred", "Sova"), ("7. razred", "Medved"), ("6. razred", "Ježek")]
    rows = [[6, f"07.04.2026 08:{i:02d}", grade, mascot] for i, (grade, mascot) in enumerate(answers)]
    _, guess, scored = read(lines([header, *rows], ";").encode("cp1250"), "1ka_Izbira_maskote_podatki.csv")
    assert guess.layout.columns == ("Katero maskoto izbereš za šolski tek?",)
    assert list(scored.best_labels) == ["Sova"]
