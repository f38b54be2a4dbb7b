"""A booking system's report of custom-field answers (a class from the warned misses of the fresh set ZS): one row
per booking and field, the booking's details repeated on each. Two columns could say which question a row answers:
"Item" (the tour booked) and "Custom field" (the question asked); the questions are in the one whose values ask."""

from __future__ import annotations

from tests.upload_kit import lines, read

TOURS = ("Half-Day Coastal Explorer", "Sunset Paddle", "2-Hour Harbour Paddle")
FIELDS = (
    "How did you hear about us?",
    "Dietary requirements or allergies",
    "Next season vote: which new tour should we add?",
)
SOURCES = ["Google"] * 9 + ["TripAdvisor"] * 5 + ["Hotel concierge"] * 4
VOTES = ["Bioluminescence Night Kayak"] * 8 + ["Island Picnic Full-Day"] * 6 + ["Whale Watch by Kayak"] * 4
DIETS = ["", "Vegan", "", "Gluten free", "", ""] * 3


def report() -> bytes:
    rows = [["Booking #", "Created", "Item", "Status", "Contact", "Pax", "Custom field", "Answer"]]
    for n, (source, diet, vote) in enumerate(zip(SOURCES, DIETS, VOTES, strict=True)):
        booking = [48212552 + 7 * n, f"06/{1 + n % 28:02d}/2026 11:44 AM", TOURS[n % 3], "Booked", f"Guest {n}", 2]
        rows += [[*booking, field, answer] for field, answer in zip(FIELDS, (source, diet, vote), strict=True)]
    return lines(rows).encode()


def test_the_question_column_is_the_one_whose_values_ask() -> None:
    frame, guess, scored = read(report(), "custom-field-answers.csv")
    assert guess.layout.subset == ("Custom field", "Next season vote: which new tour should we add?")
    assert scored.best_labels == ("Bioluminescence Night Kayak",)  # not "Google", the most frequent answer
