"""A scheduling poll's stacked header and its roster, as Doodle-like tools export them: a month row spanning its
days, a day row, and a time row that may be the same under every day; people down the first column, one of whom
may have answered twice under two spellings of one name ("Avó Lurdes", then "Lurdes")."""

from __future__ import annotations

from tests.upload_kit import read, workbook

PEOPLE = {
    "Katharina Pichler": ["OK", "(OK)", "(OK)", "(OK)", "", ""],
    "Florian Gruber": ["(OK)", "", "(OK)", "(OK)", "", "OK"],
    "Heinz Kröger": ["", "", "", "OK", "OK", "(OK)"],
    "Ute Lammers": ["", "(OK)", "OK", "", "OK", "OK"],
    "Jürgen Pfeiffer": ["OK", "OK", "", "", "(OK)", "OK"],
    "Olaf Rietz": ["", "", "", "OK", "OK", ""],
    "Bernd Kaminski": ["OK", "(OK)", "", "OK", "(OK)", "OK"],
    "Anke Thiel": ["OK", "", "OK", "", "", "(OK)"],
    "Theresa Berger": ["", "(OK)", "", "", "", ""],
}
DAYS = ["Di, 12.01.2027", "Do, 14.01.2027", "Mo, 18.01.2027", "Mi, 20.01.2027", "Di, 26.01.2027", "Mo, 01.02.2027"]


def _poll(times: list[str], people: dict[str, list[str]], months: tuple[str, str] = ("Jänner 2027", "Februar 2027")):
    head = [["Doodle"], ['Umfrage "Quartalsmeeting"'], ["https://doodle.com/meeting/participate/id/e7Kq2VbW"], []]
    head += [["", months[0], "", "", "", "", months[1]], ["", *DAYS], ["", *times]]
    rows = [[name, *(answer or None for answer in answers)] for name, answers in people.items()]
    return workbook(
        {"Umfrage": head + rows + [["Anzahl", *(sum(r[i] == "OK" for r in people.values()) for i in range(6))]]}
    )


def _availability(people: dict[str, list[str]]) -> list[float]:
    """Each day's count as the poll counts it by default: OK = 1, (OK) = ½."""
    weight = {"OK": 1.0, "(OK)": 0.5, "": 0.0}
    return [sum(weight[answers[day]] for answers in people.values()) for day in range(len(DAYS))]


def _by_day(scored) -> list[float]:  # noqa: ANN001
    return [float(score) for score in scored.scores]


def test_a_time_the_same_under_every_day_is_no_part_of_the_days_names() -> None:
    frame, _, scored = read(_poll(["09:00 – 11:30"] * 6, PEOPLE), "Doodle.xlsx")
    months = ["Jänner 2027"] * 5 + ["Februar 2027"]
    assert list(scored.labels) == [f"{month} {day}" for month, day in zip(months, DAYS, strict=True)]
    assert "“09:00 – 11:30” stands over every column: it is left out of their names." in frame.attrs["notes"]
    assert _by_day(scored) == _availability(PEOPLE)


def test_times_that_differ_stay_in_the_names() -> None:
    times = ["09:00", "14:00", "09:00", "14:00", "09:00", "14:00"]
    _, _, scored = read(_poll(times, PEOPLE), "Doodle.xlsx")
    assert [label.split()[-1] for label in scored.labels] == times


def test_a_month_in_another_language_over_one_day_keeps_that_day_an_option() -> None:
    # (January over five days and February over one: all six are the poll's options, whatever the language)
    for months in (("Jänner 2027", "Februar 2027"), ("styczeń 2027", "luty 2027"), ("Ocak 2027", "Şubat 2027")):
        _, guess, scored = read(_poll(["10:00"] * 6, PEOPLE, months), "Doodle.xlsx")
        assert len(guess.layout.columns) == 6, months
        assert _by_day(scored) == _availability(PEOPLE), months


def test_a_person_entered_again_under_a_shorter_name_with_the_same_answers_counts_once() -> None:
    once = dict(PEOPLE) | {"Avó Lurdes": ["(OK)", "", "", "OK", "OK", ""]}
    frame, _, scored = read(_poll(["10:00"] * 6, once | {"Lurdes": once["Avó Lurdes"]}), "Doodle.xlsx")
    assert _by_day(scored) == _availability(once)
    assert any("“Lurdes” = “Avó Lurdes”" in note for note in frame.attrs["notes"])


def test_a_shorter_name_with_other_answers_is_another_person() -> None:
    people = dict(PEOPLE) | {"Ana Rita": ["OK", "", "", "OK", "OK", ""], "Ana": ["", "OK", "", "OK", "OK", ""]}
    _, _, scored = read(_poll(["10:00"] * 6, people), "Doodle.xlsx")
    assert _by_day(scored) == _availability(people)
