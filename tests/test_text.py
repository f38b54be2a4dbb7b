"""ui.shell.text: the sentences and numbers every page shows (issue 24 item 2)."""

from __future__ import annotations

import pytest

from ui.shell import text

MECHANISMS = [("Exponential mechanism", 0.73), ("Report-noisy-max (Laplace)", 0.7), ("Permute-and-flip", 0.8)]


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (0.9995, ">99.9%"),  # above 0.999: never rounded up to 100.0%
        (0.99954, ">99.9%"),
        (1.0, ">99.9%"),  # a float that rounded 1 − 1e-40 up is still not certainty
        (0.999, "99.9%"),
        (0.5, "50.0%"),
        (0.00046, "<0.1%"),
        (0.001, "0.1%"),
        (0.0, "<0.1%"),
    ],
)
def test_chance_never_rounds_to_certainty_or_impossibility(value: float, shown: str) -> None:
    assert text.chance(value) == shown


def test_chance_says_100_and_0_only_when_told_the_event_is_certain() -> None:
    assert text.chance(1.0, certain=True) == "100.0%"
    assert text.chance(0.0, certain=True) == "0.0%"


def test_the_one_best_is_the_true_best_only_when_the_read_is_certain() -> None:
    sure = text.reruns_sentence(reruns=10_000, best_labels=["Dune"], expected_by_mechanism=MECHANISMS)
    unsure = text.reruns_sentence(reruns=10_000, best_labels=["Dune"], expected_by_mechanism=MECHANISMS, certain=False)
    assert "**Dune** (the true best)" in sure
    assert "**Dune** (the best as the file was read)" in unsure and "true best" not in unsure


def test_a_tie_on_an_uncertain_read_says_so_too() -> None:
    tied = ["Dune", "Hyperion"]
    unsure = text.reruns_sentence(reruns=100, best_labels=tied, expected_by_mechanism=MECHANISMS, certain=False)
    sure = text.reruns_sentence(reruns=100, best_labels=tied, expected_by_mechanism=MECHANISMS)
    assert "one of the 2 tied best as the file was read (**Dune, Hyperion**)" in unsure
    assert "one of the 2 tied best (**Dune, Hyperion**)" in sure


def test_a_tie_names_three_and_cuts_the_rest() -> None:
    labels = ["A", "B", "C", "D", "E"]
    sentence = text.reruns_sentence(reruns=100, best_labels=labels, expected_by_mechanism=MECHANISMS)
    assert "one of the 5 tied best (**A, B, C, …**)" in sentence
    three = text.reruns_sentence(reruns=100, best_labels=labels[:3], expected_by_mechanism=MECHANISMS)
    assert "(**A, B, C**)" in three and "…" not in three


def test_the_sentence_counts_each_mechanism_and_joins_them_in_plain_words() -> None:
    sentence = text.reruns_sentence(reruns=10_000, best_labels=["Dune"], expected_by_mechanism=MECHANISMS)
    assert sentence == (
        "In 10,000 reruns, the exponential mechanism would choose **Dune** (the true best) about 7,300 times; "
        "report-noisy-max (Laplace) about 7,000 times and permute-and-flip about 8,000 times."
    )


def test_labels_from_a_file_are_shown_literally() -> None:
    sentence = text.reruns_sentence(reruns=10, best_labels=["![x](http://h/p.png)"], expected_by_mechanism=MECHANISMS)
    assert "\\!\\[x\\]\\(http\\:" in sentence


def test_numbers_side_by_side_share_decimals_and_go_scientific_when_tiny() -> None:
    assert text.same_decimals([0.0076, 0.0166, 0.0038]) == ["0.0076", "0.0166", "0.0038"]  # 3 digits of the largest
    assert text.same_decimals([3.6e-40, 9.89e-39, 0.0]) == ["3.6 × 10⁻⁴⁰", "9.89 × 10⁻³⁹", "0"]
    assert text.same_decimals([12.5, 3.25]) == ["12.5", "3.2"]


@pytest.mark.parametrize(("count", "said"), [(0.4, "less than once"), (42.4, "about 42"), (7_312, "about 7,300")])
def test_about_rounds_for_speaking(count: float, said: str) -> None:
    assert text.about(count) == said
