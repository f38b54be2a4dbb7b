"""A stream's chat log with a bot's vote, as TwitchDownloader saves it as text: the vote opens and closes with the
bot's messages, the bot announces each option's command ("!vote hk (Hollow Knight)") and says whose vote counts
("your FIRST vote counts"); chatters add words ("!vote hk pls"), vote before it opens, after it closes, for no option,
and over and over."""

from __future__ import annotations

from tests.upload_kit import read

OPEN = (
    "[1:42:10] FeatherBot: VOTE OPEN: which game? Type !vote hk (Hollow Knight) | !vote celeste (Celeste) | "
    "!vote tunic (Tunic). One vote per person, your FIRST vote counts, changes are ignored."
)
FIRST_VOTES = [
    ("quartzLoaf", "hk"),
    ("rune_irl", "tunic pls"),
    ("Runebyte", "HK"),
    ("deltaBean", "celeste pls"),
    ("juniper88", "celeste"),
    ("quartzwren", "Celeste"),
    ("Fablepuff", "HK pls"),
    ("mapleMoth", "celeste"),
    ("Tideloaf", "tunic"),
    ("cobalt_gg", "CELESTE"),
    ("echo88", "minecraft"),
]


def _log(first_counts: bool) -> bytes:
    said = ["[1:37:20] gremlin_mod: !vote tunic", "[1:37:25] FeatherBot: No vote is open right now."]
    said.append(OPEN if first_counts else OPEN.replace(" your FIRST vote counts, changes are ignored.", ""))
    said += [f"[1:4{3 + i // 6}:{i % 6}0] {who}: !vote {choice}" for i, (who, choice) in enumerate(FIRST_VOTES)]
    said += ["[1:50:00] FeatherBot: Current standings: Celeste 5, Hollow Knight 3, Tunic 2"]
    # (three who voted Celeste change their minds, and quartzLoaf spams)
    said += [f"[1:5{i}:00] {who}: !vote hk" for i, who in enumerate(["deltaBean", "juniper88", "quartzwren"])]
    said += ["[1:55:10] quartzloaf: !vote hk"] * 4
    said += ["[1:58:10] FeatherBot: VOTE CLOSED. Mods are counting!", "[1:58:30] late_one: !vote tunic"]
    return ("\r\n".join(said) + "\r\n").encode("utf-8")


def _scores(data: bytes) -> dict[str, float]:
    _, _, scored = read(data, "chat.txt")
    return {label: float(score) for label, score in zip(scored.labels, scored.scores, strict=True)}


def test_each_chatter_counts_once_by_their_first_vote_while_the_vote_is_open() -> None:
    frame, _, scored = read(_log(first_counts=True), "chat.txt")
    assert _scores(_log(first_counts=True)) == {"Celeste": 5, "Hollow Knight": 3, "Tunic": 2}
    note = " ".join(frame.attrs["notes"])
    assert "while the vote was open" in note and "each person's first" in note
    assert "left out 1 vote for no option the chat announced" in note  # ("!vote minecraft")


def test_without_the_rule_each_chatter_counts_by_their_last_vote() -> None:
    assert _scores(_log(first_counts=False)) == {"Celeste": 2, "Hollow Knight": 6, "Tunic": 2}
