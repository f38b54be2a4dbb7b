"""Warned misses of the fresh sets ZU and ZV, as classes:

- questions about the person answering (how they heard of the event, how long they have volunteered, where they
  live) are no vote, however their answers outnumber the vote's;
- an SMS survey's long export (one row per contact and question): the contact's telephone number is no points, nor
  is the code of the answer as the contact typed it ("2", " 2", "2.").
"""

from __future__ import annotations

import csv
import io

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
