"""Chats copied from messengers the way Telegram Desktop and Eitaa copy them (each message under a line with its
sender and time), with a poll asked by numbers and answered in words or numbers, or a poll pasted with each
option after its share in Persian digits and asked again after the first was called off; and a sports app's
leaderboard whose total of points ("Total MVP") ranks the players."""

from __future__ import annotations

from tests.upload_kit import lines, read


def _chat(messages: list[tuple[str, str]]) -> str:
    return "\n\n".join(
        f"{who}, [0{3 + i // 10}.03.2026 19:{i % 60:02}]\n{text}" for i, (who, text) in enumerate(messages)
    )


def test_replies_by_number_or_by_name_each_persons_last_one_counts() -> None:
    announcement = (
        "Голосуем, пишите номер:\n1 — Карелия (домики на озере)\n2 — Калининград (море)\n3 — Алтай\n4 — Анапа"
    )
    messages = [
        ("Мама", announcement),
        ("Папа", "3"),
        ("Катя", "2"),
        ("Мама", "Я тоже за 2, если что"),
        ("Дядя Серёжа", "Я за Калининград"),
        ("Лёша", "4, море же"),
        ("Тётя Оля", "1. В Карелии в июле самое то, и комаров меньше, чем говорят"),
        ("Игорь", "Алтай"),
        ("Дядя Серёжа", "Хотя нет, Оля права. Меняю на Карелию"),
        ("Катя", "Передумала, давайте Алтай"),
        ("Папа", "Билеты: прямой рейс 4 ч 10 мин, на 10 человек"),
    ]
    frame, _, scored = read(_chat(messages).encode("cp1251"), "Телеграм_чат.txt")
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {
        "Алтай": 3,
        "Карелия (домики на озере)": 2,  # (each option as announced, its description with it)
        "Калининград (море)": 1,
        "Анапа": 1,
    }
    assert any("each person's last" in note for note in frame.attrs["notes"])


def test_a_poll_of_shares_asked_again_is_read_from_its_last_asking() -> None:
    first = "نظرسنجی\nمقصد اردو؟\n۳۰٪ مشهد مقدس\n۱۹٪ قم\n۲۸٪ اصفهان\n۲۳٪ شیراز\n۵۷ رأی"
    again = "نظرسنجی\nمقصد اردو؟ (نظرسنجی جدید)\n۳۱٪ مشهد مقدس\n۱۴٪ قم\n۳۴٪ اصفهان\n۲۱٪ شمال\n۷۷ رأی"
    messages = [("مدیر", first), ("کاظمی", "شیراز دور است"), ("مدیر", "نظرسنجی دیروز باطل است"), ("مدیر", again)]
    frame, _, scored = read(_chat(messages).encode("utf-8"), "Eitaa.txt")
    shares = {"مشهد مقدس": 31, "قم": 14, "اصفهان": 34, "شمال": 21}
    assert dict(zip(scored.labels, scored.scores, strict=True)) == {k: round(v * 77 / 100) for k, v in shares.items()}
    assert any("2 times: the last one is read" in note for note in frame.attrs["notes"])


def test_a_leaderboards_total_of_points_ranks_the_players() -> None:
    rows = [["#", "Player", "Team", "Runs", "Wkts", "Batting", "Bowling", "Fielding", "Total MVP"]]
    players = [("Haris Rauf Butt", 209, 8, 24.653, 23.848, 2.0), ("Bilal Ahmed", 255, 1, 29.18, 2.379, 4.0)]
    players += [("Hamza Iqbal", 156, 9, 18.065, 22.97, 1.0), ("Asad Qureshi", 181, 7, 23.497, 19.348, 2.0)]
    for place, (name, runs, wickets, *points) in enumerate(players, start=1):
        rows.append([place, name, "Shadbagh Falcons", runs, wickets, *points, round(sum(points), 3)])
    text = "Ramzan Night Cup 2026 - Leaderboard\r\n\r\n" + lines(rows, "\t").replace("\n", "\r\n")
    _, _, scored = read(text.encode("utf-16"), "CricHeroes_Leaderboard.txt")
    assert scored.best_labels == ("Haris Rauf Butt",)  # (not the most runs, nor the most wickets)
    assert float(max(scored.scores)) == round(24.653 + 23.848 + 2.0, 3)
