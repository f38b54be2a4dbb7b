"""Answers and statuses as more tools write them: a scheduling poll's "Prefiero" (preferred, counted with "Sí" as
FindTime's own row of votes in favour counts it) and "?" (no answer yet); a survey tool's status "Teste" (a test
response); a parliament's roll call where "불참" (did not take part) is no vote."""

from __future__ import annotations

from tests.upload_kit import lines, read

SLOTS = ["mar 10/11/2026 19:00", "mié 11/11/2026 19:00", "sáb 14/11/2026 10:00", "sáb 14/11/2026 17:00"]
PEOPLE = {
    "P. Javier Orozco (organizador)": ["No", "Prefiero", "No", "Prefiero"],
    "Guadalupe Hernández": ["?", "No", "No", "Prefiero"],
    "Leticia Navarro": ["Sí", "Sí", "Prefiero", "Sí"],
    "Fernando Castañeda": ["Sí", "Sí", "Prefiero", "?"],
    "Rocío Aguilar": ["?", "Prefiero", "No", "No"],
    "Verónica Ruiz": ["Sí", "Sí", "Sí", "?"],
    "Patricia Ibarra": ["Prefiero", "No", "Sí", "Sí"],
    "Claudia Preciado": ["Sí", "No", "Prefiero", "Prefiero"],
}


def test_preferred_counts_as_yes_and_a_question_mark_as_no_answer() -> None:
    rows = [["Reunión del Consejo de Pastoral"], ["Sondeo de programación (FindTime)"], []]
    rows += [["Asistente", "Tipo", *SLOTS]]
    rows += [[name, "Obligatorio", *answers] for name, answers in PEOPLE.items()]
    in_favour = [sum(answers[slot] in ("Sí", "Prefiero") for answers in PEOPLE.values()) for slot in range(len(SLOTS))]
    rows += [["Votos a favor", "", *in_favour]]
    _, guess, scored = read(lines(rows).encode("utf-8-sig"), "FindTime.csv")
    assert guess.layout.kind == "grid"
    assert [float(score) for score in scored.scores] == in_favour


def test_a_survey_status_that_says_test_leaves_the_response_out() -> None:
    rows = [["ID da resposta", "Status", "Agência", "P2 - Cashback no cartão", "P2 - Taxa menor no consignado"]]
    for i in range(21):
        rows.append([8823100 + i, "Completa", "Ag. 0107", "Cashback no cartão" if i % 2 == 0 else "", ""])
        rows[-1][4] = "Taxa menor no consignado" if i % 3 else ""
    rows += [[8823200 + i, "Teste", "Sede (teste)", "Cashback no cartão", ""] for i in range(7)]
    _, _, scored = read(lines(rows, ";").encode("cp1252"), "opinionbox.csv")
    # (with the 7 tests, cashback would have 18 against 14)
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {
        "Cashback no cartão": 11,
        "Taxa menor no consignado": 14,
    }


def test_members_who_did_not_take_part_are_no_option_of_a_roll_call() -> None:
    rows = [["의원명", "정당명", "표결결과", "의안번호"]]
    results = ["불참"] * 9 + ["찬성"] * 7 + ["반대"] * 3
    rows += [
        [f"의원{i:03}", "공화연합" if i % 2 else "미래개혁당", result, 2212874] for i, result in enumerate(results)
    ]
    _, _, scored = read(lines(rows).encode("cp949"), "표결정보.csv")
    assert "불참" not in scored.labels and scored.best_labels == ("찬성",)
