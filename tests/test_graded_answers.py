"""A date poll answered on a scale of four ("určite áno / možno áno / možno nie / určite nie": definitely yes, maybe
yes, maybe no, definitely no), from the fresh set ZV: a sure yes is a yes, a hedged yes the middle answer, any no a no.
"""

from __future__ import annotations

import numpy as np
import pytest

from dpcore.ingest.cells import BAD, MIDDLE, NO, YES, answer_kind
from dpcore.ingest.layout import score_layout
from dpcore.ingest.readings import understand_upload


@pytest.mark.parametrize(
    ("answer", "kind"),
    [
        ("určite áno", YES), ("možno áno", MIDDLE), ("možno nie", NO), ("určite nie", NO),
        ("Definitely yes", YES), ("Probably yes", MIDDLE), ("Probably no", NO), ("vielleicht ja", MIDDLE),
        ("maybe later", BAD), ("Kraków", BAD),
    ],
)  # fmt: skip
def test_a_graded_answer_is_a_yes_a_middle_answer_or_a_no(answer: str, kind: int) -> None:
    assert answer_kind(answer) == kind


SLOTS = ["Po 12.10. 18:00", "Ut 13.10. 18:30", "Št 15.10. 18:30", "So 17.10. 10:00"]
SCALE = ["určite áno", "možno áno", "možno nie", "určite nie"]
WEIGHTS = {"určite áno": 1.0, "možno áno": 0.5, "možno nie": 0.0, "určite nie": 0.0}


def graded_poll() -> tuple[bytes, str]:
    """A date poll's grid copied from its page and saved as ISO-8859-2 text: a title block naming the scale, a tab
    between columns, a participant who has not answered, the count of sure yeses under the grid; and the slot that
    wins with a hedged yes as half a yes."""
    draw = np.random.default_rng(8)
    rows = [[SCALE[int(draw.choice(4, p=[0.7, 0.1, 0.1, 0.1] if slot == 2 else [0.25] * 4))] for slot in range(4)]
            for _ in range(14)]  # fmt: skip
    lines = ["Stretnutie dobrovoľníkov - október", "Stupnica: určite áno / možno áno / možno nie / určite nie", ""]
    lines.append("\t".join(["Účastník", *SLOTS]))
    lines += ["\t".join([f"Účastník {number}", *answers]) for number, answers in enumerate(rows, start=1)]
    lines.append("\t".join(["Ľubomír Baláž", "", "", "", ""]))
    sure = [sum(row[slot] == SCALE[0] for row in rows) for slot in range(4)]
    lines.append("\t".join(["Počet 'určite áno'", *map(str, sure)]))
    expected = [sum(WEIGHTS[row[slot]] for row in rows) for slot in range(4)]
    return ("\r\n".join(lines) + "\r\n").encode("iso8859_2"), SLOTS[int(np.argmax(expected))]


def test_a_poll_on_a_scale_of_four_is_a_grid_with_a_middle_answer() -> None:
    data, best = graded_poll()
    frame, guess = understand_upload(data, file_name="vysledky.txt")
    assert guess.layout.kind == "grid" and list(guess.layout.columns) == SLOTS
    assert score_layout(frame, guess.layout).best_labels == (best,)
