"""An owners' meeting's result page from a state housing system, pasted into Notepad and saved as ANSI (a class from
the warned misses of the fresh set ZT): the votes are weighted by floor area ("Количество голосов, кв. м",
"2 501,50"), each question a table under its own title, with a facts block above. The question whose weighted
votes add up to the total it states is read, and the page says that Δ is no longer 1."""

from __future__ import annotations

from tests.upload_kit import read

CONTRACTORS = {  # votes (m²) and their share of those who voted
    "ООО «Лифт-Сервис Плюс»": ("1 773,00", "30,50"),
    "ООО «Северлифт»": ("2 501,50", "43,04"),
    "АО «Вологдалифтремонт»": ("1 083,60", "18,64"),
}


def result_page() -> bytes:
    lines = [
        "Итоги голосования",
        "Общее собрание собственников помещений в многоквартирном доме",
        "Дата начала голосования\t02.03.2026",
        "Дата окончания голосования\t23.03.2026",
        "Инициатор собрания\tСовет многоквартирного дома",
        "Процент участия\t65,85 %",
        "",
        "Вопрос 1. Об утверждении порядка подсчёта голосов",
        "Вариант ответа\tКоличество голосов, кв. м\t% от числа проголосовавших",
        "За\t5 299,50\t91,18",
        "Против\t377,80\t6,50",
        "Воздержался\t134,90\t2,32",
        "Решение принято",
        "",
        "Вопрос 2. О выборе подрядной организации для замены лифтового оборудования",
        "Вариант ответа\tКоличество голосов, кв. м\t% от числа проголосовавших",
        *(f"{name}\t{votes}\t{share}" for name, (votes, share) in CONTRACTORS.items()),
        "Воздержался\t454,10\t7,81",
        "Итого\t5 812,20\t100,00",
    ]
    return ("\r\n".join(lines) + "\r\n").encode("cp1251")


def test_votes_weighted_by_area_are_counts_and_delta_is_said_to_be_no_longer_one() -> None:
    frame, guess, scored = read(result_page(), "itogi_golosovaniya.txt")
    assert guess.layout.kind == "counts" and guess.layout.label_column == "Вариант ответа"
    assert scored.labels == tuple(CONTRACTORS) and scored.scores.tolist() == [1773.0, 2501.5, 1083.6]
    assert scored.best_labels == ("ООО «Северлифт»",)
    assert any("not whole numbers" in note and "set Δ" in note for note in scored.notes)


def test_a_share_of_the_votes_is_no_weighted_count() -> None:
    # A results sheet's "% of valid votes" (0.3158 …, its total 1) names votes and adds up to its stated total, yet
    # is a share of them: the votes are the counts, alone.
    rows = [["Option", "Votes", "% of valid votes"], ["Navy and gold", 36, 0.3158], ["Green and white", 53, 0.4649]]
    rows += [["Maroon and sky blue", 25, 0.2193], ["Total valid votes", 114, 1], ["Abstain", 4, ""]]
    text = "\n".join(",".join(map(str, row)) for row in rows)
    _, guess, scored = read(text.encode(), "results.csv")
    assert guess.layout.kind == "counts" and guess.layout.columns == ("Votes",)
    assert scored.best_labels == ("Green and white",)
