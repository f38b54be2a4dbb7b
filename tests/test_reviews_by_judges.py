"""Set ZC's classes: reviews by judges, one row per judge and entry (its criteria's marks beside an overall mark),
or one row per judge, entry and criterion; a criterion's maximum and the applicant's organisation are no points
and no entries; a word inside another ("solicitud") is no bid."""

from __future__ import annotations

from dpcore.ingest.layout import PEOPLE_WORDS, describe
from tests.upload_kit import lines, read

CANDIDATES = {"Lucía Ferrer": [3, 4, 3, 3], "Marta Iglesias": [5, 4, 5, 4], "Jorge Molina": [3, 3, 4, 2]}
INTERVIEWERS = ["Elena Ruiz", "Pablo Serrano", "Nuria Campos", "Iván Ortega"]


def test_interviewers_marks_score_the_candidates_not_the_competencies() -> None:
    """Each interviewer marks each candidate on four competencies (the candidates' best competency would be
    "Negociación") and overall; the overall mark, summed over interviewers, picks the candidate."""
    header = ["ID de solicitud", "Candidato", "Entrevistador", "Estado de la evaluación"]
    header += ["Negociación (1-5)", "Trabajo en equipo (1-5)", "Comunicación (1-5)", "Calificación general (1-5)"]
    rows = [header]
    for n, (candidate, overall) in enumerate(CANDIDATES.items()):
        for interviewer, mark in zip(INTERVIEWERS, overall, strict=True):
            rows.append([20931 + n, candidate, interviewer, "Completada", 5, 3, 3, mark])
    _, guess, scored = read(lines(rows).encode(), "Evaluaciones.csv")
    assert guess.layout.kind == "points" and guess.layout.label_column == "Candidato"
    assert guess.layout.columns == ("Calificación general (1-5)",)
    assert list(scored.best_labels) == ["Marta Iglesias"]
    assert PEOPLE_WORDS.search("Entrevistador") and not PEOPLE_WORDS.search("ID de solicitud")


def test_a_review_per_criterion_sums_each_entrys_points_over_judges_and_criteria() -> None:
    header = ["Application ID", "Application Name", "Applicant Organization", "Reviewer", "Criterion", "Score"]
    header.append("Max Score")
    criteria = {"Community impact": 10, "Feasibility": 10, "Budget justification": 5}
    entries = {
        ("APP-1", "Mural Trail", "Eastside Arts"): [5, 6, 3],
        ("APP-2", "Youth Film Lab", "Library Friends"): [9, 8, 5],
        ("APP-3", "Pop-up Choir", "Harbour Singers"): [7, 6, 2],
    }
    rows = [header]
    for (number, name, organisation), marks in entries.items():
        for reviewer in ("Reviewer A", "Reviewer B", "Reviewer C"):
            for (criterion, most), mark in zip(criteria.items(), marks, strict=True):
                rows.append([number, name, organisation, reviewer, criterion, mark, most])
    frame, guess, scored = read(lines(rows).encode(), "Review_Scores.csv")
    assert guess.layout.kind == "points" and guess.layout.label_column == "Application Name"
    assert guess.layout.columns == ("Score",) and guess.layout.voter_column == "Reviewer"
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {
        "Mural Trail": 42,
        "Youth Film Lab": 66,
        "Pop-up Choir": 45,
    }
    # the summary says the points were added up over the criteria, not "one row per voter and option"
    sentence = describe(frame, guess.layout, scored)
    assert "several per voter and option (one per criterion)" in sentence and "added up" in sentence
