"""A statistics package's codebook beside its data: the codes of the answers written as their labels, the columns
named as the variables' labels, and the codebook sheets never offered as tables of answers."""

from __future__ import annotations

from dpcore.ingest.codebook import with_codebooks
from dpcore.ingest.table import read_table
from tests.upload_kit import read, workbook

LUNCH = {1: "Pasta bar", 2: "Salad bar", 3: "Curry station", 4: "Sandwich deli"}
CHOICES = [3, 2, 4, 3, 2, 4, 3, 4, 3, 2, 3, 1, 3, 4, 3, 2]


def _spss() -> bytes:
    data = [["ID", "Q1_Gender", "Q2_AgeGroup", "Q3_PreferredLunch", "Q4_Satisfaction"]]
    data += [[n + 1, 1 + n % 2, 1 + n % 4, lunch, 1 + n % 5] for n, lunch in enumerate(CHOICES)]
    labels = [["Variable", "Value", "Label"], ["Q1_Gender", 1, "Female"], ["Q1_Gender", 2, "Male"]]
    labels += [["Q2_AgeGroup", code, age] for code, age in enumerate(["18-29", "30-44", "45-59", "60+"], start=1)]
    labels += [["Q3_PreferredLunch", code, lunch] for code, lunch in LUNCH.items()]
    return workbook({"Data": data, "Value labels": labels})


def test_value_labels_write_each_code_as_its_answer() -> None:
    frame, guess, scored = read(_spss(), "spss_canteen.xlsx")
    assert set(frame["Q3_PreferredLunch"]) == set(LUNCH.values())
    assert list(frame["Q4_Satisfaction"].astype(int)[:3]) == [1, 2, 3]  # (no labels given: numbers stay)
    assert frame.attrs["table_sheets"] == ("Data",)  # (the codebook is no table of answers)
    assert guess.layout.columns == ("Q3_PreferredLunch",)
    assert list(scored.best_labels) == ["Curry station"]
    assert any("as their labels" in note and "“Q3_PreferredLunch”" in note for note in frame.attrs["notes"])


def test_variable_labels_name_the_columns_by_question_and_option() -> None:
    options = ["Kanotur", "Fregatten Jylland", "Rold Skov", "Madkursus i Aarhus"]
    question = "Prioritér forslagene (1 = det du helst vil)"
    ranks = [[3, 4, 2, 1], [2, 4, 3, 1], [1, 3, 4, 2], [4, 2, 3, 1], [3, 4, 1, 2], [2, 3, 4, 1], [3, 1, 4, 2]]
    header = ["respondentid", "s_1", "s_2_1", "s_2_2", "s_2_3", "s_2_4"]
    rows = [[8830140 + n, ["Salg", "IT"][n % 2], *r] for n, r in enumerate(ranks)]
    variables = [["Variable", "Label", "Question"], ["respondentid", "Respondent-id", ""]]
    variables += [["s_1", "Hvilken afdeling?", "Hvilken afdeling?"]]
    variables += [[f"s_2_{n}", option, question] for n, option in enumerate(options, start=1)]
    data = workbook({"Variables": variables, "Dataset": [header, *rows]})
    frame, guess, scored = read(data, "dataset_2217804.xlsx")
    assert f"{question} [Madkursus i Aarhus]" in frame.columns
    assert guess.layout.kind == "rank_grid"
    assert list(scored.best_labels) == ["Madkursus i Aarhus"]


def test_a_sheet_of_facts_beside_a_table_is_no_codebook() -> None:
    """A report's overview ("Played on", "Hosted by") and a table that happens to share a few of its words."""
    overview = [["Quiz report", ""], ["Played on", "2 Mar 2024"], ["Player", "14 players"], ["Rank", "by score"]]
    scores = [
        ["Rank", "Player", "Total Score (points)", "Answer"],
        [1, "MiraK", 2850, "Venus"],
        [2, "Kofi", 2425, "Mars"],
    ]
    scores += [[3, "Elif", 1850, "Venus"], [4, "Yara", 1200, "Venus"]]
    frame = read_table(workbook({"Overview": overview, "Final Scores": scores}), sheet="Final Scores")
    assert list(frame.columns) == ["Rank", "Player", "Total Score (points)", "Answer"]
    assert not any("codebook" in note for note in frame.attrs["notes"])


def test_codes_not_all_labelled_stay_numbers() -> None:
    rows = [["id", "q1", "q2", "q3"], ["1", "1", "2", "7"], ["2", "2", "1", "1"], ["3", "1", "1", "2"]]
    book = [["Variable", "Value", "Label"], ["q1", "1", "Yes"], ["q1", "2", "No"], ["q3", "1", "A"], ["q3", "2", "B"]]
    book += [["q2", "1", "One"], ["q2", "2", "Two"]]
    labelled, notes = with_codebooks(rows, [book])
    assert [row[1] for row in labelled[1:]] == ["Yes", "No", "Yes"]
    assert [row[3] for row in labelled[1:]] == ["7", "1", "2"]  # ("7" has no label: the column is left as it is)
    assert rows[1][1] == "1"  # (the rows given are not changed)
    assert notes
