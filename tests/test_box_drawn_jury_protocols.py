"""A jury's protocol printed by a report program to a DOS Ukrainian (CP1125) text file, from the fresh set ZV: the
table is drawn with box-drawing lines ("┌──┬──┐", "│ … │", "├──┼──┤"), the judges' columns are named by codes
("С1" … "С5"), and the sheet states each entry's sum and mean of their marks: the entries are the candidates.
"""

from __future__ import annotations

import numpy as np

from dpcore.ingest.csv_reader import legacy_codec
from dpcore.ingest.layout import score_layout
from dpcore.ingest.readings import understand_upload

CHOIRS = {  # choir: its marks from judges С1 … С5
    "Дзвіночки": [7.0, 7.5, 8.0, 7.5, 8.0],
    "Благовіст": [9.0, 9.0, 9.5, 9.0, 9.0],
    "Колядники з Рясного": [7.5, 7.5, 7.5, 6.5, 7.5],
    "Ґердан": [7.0, 6.5, 6.5, 7.0, 7.0],
    "Сурма": [8.5, 8.5, 8.0, 8.0, 8.5],
}
WIDTHS = [4, 22, 10, 6, 6, 6, 6, 6, 8, 10]


def _row(cells: list[str]) -> str:
    return "│" + "│".join(f" {cell:>{width - 2}} " for cell, width in zip(cells, WIDTHS, strict=True)) + "│"


def _rule(left: str, middle: str, right: str) -> str:
    return left + middle.join("─" * width for width in WIDTHS) + right


def protocol() -> bytes:
    comma = lambda value: f"{value:.1f}".replace(".", ",")  # noqa: E731
    lines = ["ХІІ Різдвяний фестиваль колядок", "ПРОТОКОЛ ЖУРІ", "", _rule("┌", "┬", "┐")]
    lines.append(_row(["№", "Хор", "Співаків", "С1", "С2", "С3", "С4", "С5", "Сума", "Середній"]))
    lines.append(_rule("├", "┼", "┤"))
    for number, (choir, marks) in enumerate(CHOIRS.items(), start=1):
        total = sum(marks)
        cells = [str(number), choir, str(15 + 3 * number), *map(comma, marks), comma(total)]
        lines.append(_row([*cells, f"{total / 5:.2f}".replace(".", ",")]))
    lines += [_rule("└", "┴", "┘"), "", "С1-С5 - оцінки членів журі.", "", "Голова журі ____________ о. Андрій"]
    return ("\r\n".join(lines) + "\r\n").encode("cp1125")


def test_a_ukrainian_dos_file_is_read_in_its_code_page() -> None:
    assert legacy_codec(protocol()) == "cp1125"


def test_a_box_drawn_protocol_scores_its_entries_by_the_judges_marks() -> None:
    frame, guess = understand_upload(protocol(), file_name="protokol_zhuri.txt")
    assert list(frame.columns)[:2] == ["№", "Хор"]
    assert (guess.layout.kind, guess.layout.options_in, guess.layout.label_column) == ("ratings", "rows", "Хор")
    assert list(guess.layout.columns) == ["С1", "С2", "С3", "С4", "С5"]
    best = max(CHOIRS, key=lambda choir: np.sum(CHOIRS[choir]))
    assert score_layout(frame, guess.layout).best_labels == (best,)
