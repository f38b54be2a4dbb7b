"""Entries in sections awarded apart, as a festival platform (Festhome) and an event platform (Even3) export their
juries' marks: a column "Sección" (Ficción, Documental) or "Modalidade" says which award each entry competes for,
so the file has a winner per section and the page asks which."""

from __future__ import annotations

from tests.upload_kit import read, workbook

JURY = ["Carmen Ródenas", "Iñaki Goikoetxea", "Lucía Ferrándiz", "Marc Puigdemont"]
ENTRIES = [
    ("Ficción", "La última sesión", [8, 9, 8, 9]),
    ("Ficción", "Nadie baila en Teruel", [9, 9, 8, 9]),
    ("Ficción", "Los martes", [6, 7, 7, 6]),
    ("Documental", "El último afilador", [9, 10, 9, 9]),
    ("Documental", "Agua de La Mancha", [7, 8, 7, 7]),
    ("Documental", "Hilanderas", [8, 7, 8, 8]),
]


def test_a_jurys_marks_of_entries_in_two_sections_are_asked_about_by_section() -> None:
    rows = [["XV Festival de Cortometrajes — Valoraciones del jurado"], [], ["Sección", "Título", *JURY, "Media"]]
    rows += [[section, title, *marks, sum(marks) / 4] for section, title, marks in ENTRIES]
    _, guess, _ = read(workbook({"Valoraciones": rows}), "Festhome_Jurado_Valoraciones.xlsx")
    assert guess.question is not None and not guess.confident
    sections = {layout.subset for layout in guess.alternatives}
    assert {("Sección", "Ficción"), ("Sección", "Documental")} <= sections
