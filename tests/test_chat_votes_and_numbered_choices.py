"""Classes found on set ZD: a chat's log in which people vote by a command ("!voto Hades II"), as a stream's chat bot
counts them. Each person's last vote counts, a choice in lower case is the same choice, and the bot's message
listing every option, the chatter praising one without voting and the streamer's remarks are no votes. And a
ranking's columns numbered under one stem with a hint after each number ("Votre album n°1 (3 points)")."""

from __future__ import annotations

from tests.upload_kit import read

GAMES = ["Hollow Knight", "Celeste", "Hades II", "Balatro"]


def chat_log() -> str:
    lines = ["# Start logging at 2025-03-14 21:02:11", "[21:02:17] cristobal_r: alguien vio el torneo de ayer?"]
    lines += [f"[21:02:{20 + n}] fan_{n}: Hollow Knight es el mejor, no se discute" for n in range(6)]
    lines.append("[21:05:55] Nightbot: Escribe !voto y el juego: " + " | ".join(GAMES) + ". Vale el último voto.")
    chosen = ["Balatro"] * 7 + ["Hades II"] * 5 + ["Hollow Knight", "hollow knight", "Hollow Knight"] + ["Celeste"] * 2
    lines += [f"[21:06:{10 + n:02d}] viewer_{n}: !voto {game}" for n, game in enumerate(chosen)]
    lines += ["[21:07:00] viewer_7: !voto Balatro", "[21:07:05] elchino: gracias por votar, quedan 5 minutos"]
    return "\n".join(lines)  # (viewer_7 voted Hades II, then Balatro: 8 for Balatro, 4 for Hades II)


def test_a_chats_votes_by_command_are_each_persons_last() -> None:
    frame, guess, scored = read(chat_log().encode(), "chatterino.txt")
    assert list(frame.columns) == ["Voter", "Choice"] and len(frame) == 17
    assert guess.layout.kind == "votes" and guess.layout.columns == ("Choice",)
    counts = dict(zip(scored.labels, scored.scores.tolist(), strict=True))
    assert counts == {"Balatro": 8.0, "Hades II": 4.0, "Hollow Knight": 3.0, "Celeste": 2.0}
    assert any("last" in note for note in frame.attrs["notes"])


def test_a_chat_without_enough_votes_by_command_is_no_poll() -> None:
    text = "\n".join(f"[21:0{n}:00] viewer_{n}: hola a todos" for n in range(8)) + "\n[21:09:00] a: !voto Celeste"
    frame, _, _ = read(text.encode(), "chat.txt")
    assert "Voter" not in frame.columns


def test_choices_numbered_under_one_stem_with_a_hint_after_the_number_are_a_ranking() -> None:
    """A radio station's listeners' prize (set ZD): "Votre album n°1 (3 points)", "n°2 (2 points)", "n°3 (1 point)"
    hold the same albums, never one twice on a row, beside a channel, a first name and a language: a ranking, read
    in the order of its numbers (the hint after each number is no part of the stem)."""
    albums = ["Mustii – It's Happening Now", "Juicy – Mobile", "Colt – Insomnies", "Iota – Lous", "Angèle – Nonante"]
    header = "ID;Canal;Prénom;Langue;Votre album n°1 (3 points);Votre album n°2 (2 points);Votre album n°3 (1 point)"
    lines = [header]
    for number in range(24):
        first, second, third = (albums[(number + shift) % 5] for shift in (0, 1 + number % 2, 3))
        lines.append(
            f"{9120347 + number};{['Site web', 'Application'][number % 2]};P{number};FR;{first};{second};{third}"
        )
    _, guess, _ = read("\n".join(lines).encode("cp1252"), "participations.csv")
    assert guess.layout.kind == "ranked"
    assert guess.layout.columns == (
        "Votre album n°1 (3 points)",
        "Votre album n°2 (2 points)",
        "Votre album n°3 (1 point)",
    )
