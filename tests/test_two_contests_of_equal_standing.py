"""Two contests of equal standing in one file, which the page must ask about: an online-voting platform's printout
of two single-seat elections (nVotes / Agora Voting: "Q: …", then "1. Name (740 votes, 33.88%)" and "N. Name …"
for the others), and a survey with two award questions named alike ("Metų daina 2026", "Metų atlikėjas(-a) 2026")."""

from __future__ import annotations

from tests.upload_kit import lines, read

PRINTOUT = """
Q: Elección de la Secretaría General

Total votes: 2184
Blank votes: 74 (3.39%)
Options:
1. Andrés Oliván Pardo (740 votes, 33.88%)
N. Lucía Bermejo Salas (626 votes, 28.66%)
N. Marta Espallargas Gil (489 votes, 22.39%)


Q: Elección de la Portavocía

Total votes: 2184
Blank votes: 73 (3.34%)
Options:
1. Pilar Lasheras Abad (899 votes, 41.16%)
N. Jorge Ballarín Torres (693 votes, 31.73%)
"""


def test_a_printout_of_two_elections_asks_which_each_option_with_its_votes() -> None:
    _, guess, scored = read(PRINTOUT.encode(), "resultados_nvotes.txt")
    assert guess.question is not None and not guess.confident
    assert any("Portavocía" in label for label in guess.question.labels)
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {
        "Andrés Oliván Pardo": 740,
        "Lucía Bermejo Salas": 626,
        "Marta Espallargas Gil": 489,
    }


def test_two_award_questions_named_alike_are_asked_about() -> None:
    rows = [["Nr.", "Pradžia", "IP adresas", "Metų daina 2026", "Metų atlikėjas(-a) 2026", "Amžiaus grupė"]]
    songs, artists = ["„Vasaros lietus“", "„Kai užges žiburiai“", "„Jūra“"], ["Rūta Bė", "Vaiva ir Jonas", "Mantas"]
    for i in range(40):
        rows.append([i + 1, f"2026-11-{10 + i % 20} 07:{i:02}", f"78.60.151.{i}", songs[i % 3 if i % 4 else 0]])
        rows[-1] += [artists[(i + 1) % 3 if i % 5 else 1], ["18–29", "30–44", "60+"][i % 3]]
    _, guess, _ = read(
        ("sep=;\n" + lines(rows, ";")).encode("cp1257"), "Manoapklausa_rezultatai_Metu_daina_ir_atlikejas_2026.csv"
    )
    assert guess.question is not None and not guess.confident
    asked = {layout.columns for layout in guess.alternatives}
    assert {("Metų daina 2026",), ("Metų atlikėjas(-a) 2026",)} <= asked
