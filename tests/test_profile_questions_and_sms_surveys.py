"""Warned misses of the fresh sets ZU and ZV, as classes:

- questions about the person answering (how they heard of the event, how long they have volunteered, where they
  live) are no vote, however their answers outnumber the vote's;
- an SMS survey's long export (one row per contact and question): the contact's telephone number is no points, nor
  is the code of the answer as the contact typed it ("2", " 2", "2.").
"""

from __future__ import annotations

import csv
import io

import numpy as np
import pytest

from dpcore.ingest.layout import score_layout
from dpcore.ingest.readings import understand_upload

PROFILE_QUESTIONS = [
    "How did you hear about the race?",
    "Jak dlouho jste dobrovolníkem Charity?",
    "Where do you live?",
    "Taga-saang barangay ka po?",
]


@pytest.mark.parametrize("profile", PROFILE_QUESTIONS)
def test_a_question_about_the_person_is_no_vote(profile: str) -> None:
    # 40 registrations: the profile question's top answer (22) outnumbers any design's votes (at most 17).
    heard = ["Friend"] * 22 + ["Instagram"] * 10 + ["Flyer"] * 8
    designs = ["Design B"] * 17 + ["Design A"] * 13 + ["Design C"] * 10
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(["Registration ID", "First Name", "Last Name", profile, "Vote for the 2027 medal design!"])
    for number, (answer, design) in enumerate(zip(heard, designs[5:] + designs[:5], strict=True)):
        writer.writerow([90100 + number, f"Runner{number}", "Smith", answer, design])
    frame, guess = understand_upload(out.getvalue().encode(), file_name="participants.csv")
    assert guess.layout.columns == ("Vote for the 2027 medal design!",)
    assert score_layout(frame, guess.layout).best_labels == ("Design B",)


def sms_survey() -> bytes:
    """An SMS survey platform's results: one row per contact and question, the reply as typed and its decoded
    answer; question 1 asks where the contact lives, question 2 what the parish should do first."""
    places = ["Poblacion"] * 14 + ["San Roque"] * 9 + ["Mabini"] * 7
    projects = ["Feeding program"] * 13 + ["Scholarship"] * 10 + ["Chapel repair"] * 7
    codes = {"Poblacion": 1, "San Roque": 2, "Mabini": 3, "Chapel repair": 1, "Feeding program": 2, "Scholarship": 3}
    typed = ["{}", " {}", "{}."]
    q1 = "Taga-saang barangay ka po? 1-Poblacion 2-San Roque 3-Mabini"
    q2 = "Anong proyekto ang dapat unahin ng parokya? 1-Chapel repair 2-Feeding program 3-Scholarship"
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["Contact ID", "First Name", "Phone Number", "Question #", "Question", "Raw Reply", "Answer"])
    for number, (place, project) in enumerate(zip(places, projects[3:] + projects[:3], strict=True)):
        phone = f"+6391{number:08d}"
        for index, (question, answer) in enumerate(((q1, place), (q2, project)), start=1):
            reply = typed[(number + index) % 3].format(codes[answer])
            writer.writerow([4850000 + number, f"Name{number}", phone, index, question, reply, answer])
    return out.getvalue().encode("utf-8")


def test_an_sms_surveys_phone_numbers_and_typed_codes_are_no_points() -> None:
    frame, guess = understand_upload(sms_survey(), file_name="survey_results.csv")
    readings = [guess.layout, *guess.alternatives]
    assert not any(layout.kind == "points" for layout in readings)  # (no telephone or typed code as points)
    assert all("Phone Number" not in layout.columns for layout in readings)
    assert guess.layout.columns == ("Answer",) and "proyekto" in guess.layout.subset[1]
    assert score_layout(frame, guess.layout).best_labels == ("Feeding program",)


def band_vote_post() -> bytes:
    """A group app's vote post copied as text (CP949): the title, who posted it, each option numbered, its count of
    people with the share, and the names of those who chose it; likes and comments below."""
    options = {"네이비 / 화이트": 4, "블랙 / 레드": 7, "스카이블루 / 화이트": 15, "그린 / 블랙": 3}
    lines = ["새벽FC 조기축구회", "멤버 47", "", "[투표] 2027 시즌 새 유니폼 색상 투표", "29명 참여", ""]
    for number, (option, people) in enumerate(options.items(), start=1):
        names = ", ".join(f"김{chr(0xAC00 + number * 7 + i)}준" for i in range(people))
        lines += [f"{number}. {option}", f"{people}명 ({100 * people // 29}%)", names, ""]
    lines += ["좋아요 18 · 댓글 9", "", "댓글", "박영훈  스카이블루 예전에 한번 했었는데 괜찮았어요"]
    return ("\r\n".join(lines) + "\r\n").encode("cp949")


def test_a_vote_post_with_counts_of_people_and_their_names_is_read_as_counts() -> None:
    frame, guess = understand_upload(band_vote_post(), file_name="투표결과.txt")
    assert guess.layout.kind == "counts"
    scored = score_layout(frame, guess.layout)
    assert dict(zip(scored.labels, scored.scores.tolist(), strict=True))["스카이블루 / 화이트"] == 15
    assert scored.best_labels == ("스카이블루 / 화이트",)


def survey_with_variable_names() -> bytes:
    """A phone-survey platform's respondents file: its fields, then each question named by its variable."""
    draw = np.random.default_rng(5)
    lines = ["Respondent ID,Disposition,Date,Modes,age_group,cleanup_day,harvest_project"]
    days, projects = ["Saturday morning", "Sunday after service"], ["Borehole", "School uniforms", "Roof repair"]
    for number in range(40):
        day, project = days[int(draw.random() < 0.35)], projects[int(draw.choice(3, p=[0.3, 0.5, 0.2]))]
        age = ("18-29", "30-44", "45-59", "60+")[number % 4]
        lines.append(f"{number:010x},Completed,2026-01-20 19:{number:02d}:19 UTC,IVR,{age},{day},{project}")
    return ("\n".join(lines) + "\n").encode("utf-8")


def test_two_questions_named_by_variables_are_asked_about() -> None:
    _, guess = understand_upload(survey_with_variable_names(), file_name="respondents.csv")
    assert guess.question is not None and guess.question.field == "reading" and not guess.confident
    offered = {layout.columns[0] for layout in [guess.layout, *guess.alternatives]}
    assert {"cleanup_day", "harvest_project"} <= offered


MOVES = {"Qh5": ["PiretP", "ainar", "SiimR"], "Rxe6": ["gambit_greta", "Urmas64", "juku1999", "sten_s", "EveSaar"]}
MOVES |= {"Nf5": ["karl_vaher", "TarmoT"], "Qg4": ["LiisiTamm"]}


def vote_chess_page() -> bytes:
    """A game site's team vote copied as text: each move with its votes after spaces, the voters with their ratings
    on the line under it (user names may hold digits), then who has not voted and the discussion."""
    lines = ["Vote Chess", "Tallinn Knights vs Bay Area Blitzers", "", "Votes (11)", ""]
    for move, voters in MOVES.items():
        count = len(voters)
        lines += [f"{move}    {count} vote{'s' if count > 1 else ''}"]
        lines += ["    " + ", ".join(f"{name} ({1400 + 37 * len(name)})" for name in voters), ""]
    lines += ["Members who have not voted: 14", "", "Discussion (2)", "", "SiimR (1841)  ·  5h ago"]
    lines += ["Voted Rxe6. Please don't vote h4 again, we lost a tempo last game with h4.", ""]
    lines += ["ottepaa (1310)  ·  12h ago", "Bd3 first, then Qh5 next move?"]
    return ("\n".join(lines) + "\n").encode("utf-8")


def test_votes_after_spaces_with_their_voters_under_each_are_read_as_counts() -> None:
    frame, guess = understand_upload(vote_chess_page(), file_name="vote_chess_move21.txt")
    scored = score_layout(frame, guess.layout)
    assert dict(zip(scored.labels, scored.scores.tolist(), strict=True)) == {m: len(v) for m, v in MOVES.items()}
