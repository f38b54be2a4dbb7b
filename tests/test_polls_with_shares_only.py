"""Polls pasted from a social network that show each option's share and how many answered, never the votes: the
votes are each share of that total, rounded, and the page says so. A chat's poll pasted with each count above its option
and who chose it in brackets under it: the count is the option's when as many names follow."""

from __future__ import annotations

from tests.upload_kit import read

OK_RU = """Свято-Никольский собор г. Алматы | Приход
12 янв 2026 в 19:05

Давайте вместе решим, куда направить средства.

На что направить средства с Рождественской ярмарки?
Открытый опрос

Помощь многодетным семьям прихода
26%

Ремонт крыши воскресной школы
39%

Подарки для дома престарелых в Каскелене
22%

Паломническая поездка для молодёжи
13%

1 204 участников

Класс! 211
Комментарии 48

Галина Петренко
Крыша течёт уже второй год, дети занимаются в куртках.
13 янв 2026
"""

LINKEDIN = """Which day suits the team offsite?
The author can see how you vote.
Thursday 12 March
31%
Friday 13 March
44%
Monday 16 March
25%
1,187 votes • Poll closed
"""


def test_a_pasted_poll_of_shares_gets_each_shares_votes_of_the_people_who_answered() -> None:
    frame, guess, scored = read(OK_RU.encode("utf-16"), "опрос.txt")
    scores = dict(zip(scored.labels, scored.scores, strict=True))
    assert scores == {
        "Помощь многодетным семьям прихода": round(0.26 * 1204),
        "Ремонт крыши воскресной школы": round(0.39 * 1204),
        "Подарки для дома престарелых в Каскелене": round(0.22 * 1204),
        "Паломническая поездка для молодёжи": round(0.13 * 1204),
    }
    assert any("only shares" in note and "1,204" in note for note in frame.attrs["notes"])


def test_a_poll_of_shares_over_its_count_of_votes_gets_each_shares_votes() -> None:
    _, _, scored = read(LINKEDIN.encode(), "poll.txt")
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {
        "Thursday 12 March": round(0.31 * 1187),
        "Friday 13 March": round(0.44 * 1187),
        "Monday 16 March": round(0.25 * 1187),
    }


def test_shares_without_a_count_of_those_who_answered_are_no_votes() -> None:
    text = LINKEDIN.replace("1,187 votes • Poll closed", "Poll closed")
    _, guess, _ = read(text.encode(), "poll.txt")
    assert not guess.confident  # (what the shares are shares of is not known: nothing is called the true best)


ZULIP = """# geral > offsite 2027
Marina Albuquerque  10:03
Onde fazemos o offsite de 2027?
8
Florianópolis
(Ana Ribeiro, Camila Duarte, Diego Moura, Gabi Rocha, Isabela Nogueira, Nicolas Farias, Pedro Alves, Rafaela Lima)
7
Gramado
(Henrique Lopes, João Sales, Karina Freitas, Mariana Costa, Tatiane Lima, Yasmin Cardoso, Wagner Souza)
3
Bonito
(Bruno Tavares, Lucas Mendonça, Sérgio Amaral)
0
Paraty
Nova opção
Thiago Nunes  10:05
Gramado no inverno é imbatível
Priscila Ramos  10:06
+1 Gramado
"""


def test_a_count_above_its_option_with_as_many_names_under_it_is_its_votes() -> None:
    _, _, scored = read(ZULIP.encode("utf-16"), "zulip.txt")
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {
        "Florianópolis": 8,
        "Gramado": 7,
        "Bonito": 3,
        "Paraty": 0,
    }
