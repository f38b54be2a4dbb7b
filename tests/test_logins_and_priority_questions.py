"""A field-data app's form export (a class from the warned misses of the fresh set ZQ): the login of who entered each
record ("j.bouvier") is no answer, and a question asking for a priority ("Priorité d'investissement pour 2027") is
the vote, ahead of a demographic question answered first whose top value outnumbers every option."""

from __future__ import annotations

import pandas as pd

from dpcore.ingest.columns import profile_columns
from tests.upload_kit import lines, read

PRIORITIES = {"Outil d'agriculture de précision (RTK)": 9, "Station de semences certifiées": 7, "Séchoir à maïs": 4}
CROPS = ["Blé tendre"] * 12 + ["Colza"] * 5 + ["Orge de printemps"] * 3
LOGINS = ["j.bouvier", "c.lefevre", "m.garnier", "j.bouvier", "a.roux"]


def kizeo_like() -> bytes:
    answers = [answer for answer, times in PRIORITIES.items() for _ in range(times)]
    rows = [["ID de la donnée", "Date de réception", "Utilisateur", "Commune", "Culture principale"]]
    rows[0] += ["Priorité d'investissement pour 2027", "Commentaire"]
    for n, (crop, answer) in enumerate(zip(CROPS, answers, strict=True)):
        day = f"{9 + n // 6:02d}/02/2026 {8 + n % 10:02d}:{(7 * n) % 60:02d}"
        rows.append([48213770 + 3 * n, day, LOGINS[n % len(LOGINS)], ["Toury", "Janville"][n % 2], crop, answer, ""])
    return lines(rows, ";").encode("cp1252")


def test_the_priority_question_is_the_vote_and_the_login_no_answer() -> None:
    frame, guess, scored = read(kizeo_like(), "Export_Enquete_adherents_2026.csv")
    assert guess.layout.columns == ("Priorité d'investissement pour 2027",)
    assert scored.best_labels == ("Outil d'agriculture de précision (RTK)",)  # not "Blé tendre", not "j.bouvier"


def test_logins_are_metadata_but_dotted_option_names_with_capitals_are_not() -> None:
    frame = pd.DataFrame(
        {"Utilisateur": LOGINS * 4, "Stop": ["St. Martin", "Dr. Fox Road", "Mt. Hope"] * 6 + ["A", "B"]}
    )
    roles = {profile.name: profile.role for profile in profile_columns(frame)}
    assert roles["Utilisateur"] == "metadata" and roles["Stop"] == "choice"
