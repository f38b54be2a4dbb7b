"""Weighted votes (issue 19): one row per voter with a column saying how much their vote weighs (an owners'
meeting by per-mille share, a members' meeting by delegates). Written as Google Sheets in a Portuguese locale
downloads a CSV: commas between fields, decimal commas inside quoted fields, title rows above the header."""

from __future__ import annotations

from dpcore.ingest.layout import score_layout
from dpcore.ingest.readings import understand_upload

UNITS = [  # unit, per-mille share, vote ("" absent)
    ("A", "62,50", "Proposta B"), ("B", "58,75", "Proposta B"), ("C", "41,20", ""), ("D", "30,15", "Proposta A"),
    ("E", "30,15", "Proposta A"), ("F", "27,40", "Proposta A"), ("G", "30,15", "Proposta C"),
    ("H", "30,15", "Proposta A"), ("I", "27,40", "Abstenção"), ("V", "95,60", "Proposta B"),
]  # fmt: skip


def owners_meeting() -> bytes:
    lines = ['"Assembleia de Condóminos – 15/03/2025",,', ",,", "Fração,Permilagem (‰),Voto"]
    lines += [f'{unit},"{share}",{vote}' for unit, share, vote in UNITS]
    return ("\r\n".join(lines) + "\r\n").encode("utf-8")


def test_votes_weigh_what_the_share_column_says() -> None:
    frame, guess = understand_upload(owners_meeting(), file_name="votacao.csv")
    assert guess.layout.kind == "points" and guess.layout.columns == ("Permilagem (‰)",)
    scored = score_layout(frame, guess.layout)
    weights: dict[str, float] = {}
    for _, share, vote in UNITS:
        if vote.startswith("Proposta"):
            weights[vote] = weights.get(vote, 0.0) + float(share.replace(",", "."))
    assert dict(zip(scored.labels, scored.scores.tolist(), strict=True)) == weights  # by share, not by head count
    assert scored.best_labels == ("Proposta B",)
    assert any("Abstenção" in note for note in scored.notes)  # an abstention chooses no candidate, and is said so
