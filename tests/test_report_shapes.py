"""Classes of misread found by blind set F (issue 19), each a general rule with its own test: report lines around
a table (facts such as "Bidders: 9", a note under it, a note typed after one row, one table under a report's
short blocks), currencies written "US $" and "円", jurors who give points, a ballot of several contests, and
ranked ballots whose cells are marks rather than names."""

from __future__ import annotations

import re
from pathlib import Path

import pandas as pd
import pytest

from dpcore.ingest import layout
from dpcore.ingest.cells import is_no_candidate, is_summary_label, read_numbers
from dpcore.ingest.csv_reader import legacy_codec, read_csv_bytes, text_blocks
from dpcore.ingest.layout import Layout, misread_signs, score_layout
from dpcore.ingest.readings import understand, understand_upload
from dpcore.validation import InvalidInputError

BIDS = "\n".join(
    f"bidder{index % 7},US ${100 + 10 * index:,}.00,Apr-{10 + index % 9}-25 19:59:52 PDT" for index in range(12)
)


def test_facts_above_a_table_and_a_note_under_it_are_left_out() -> None:
    text = (
        "Bid History\nItem number: 305188724410\nBidders: 9,Bids: 25,Time left: Auction ended\n\n"
        f"Bidder,Bid Amount,Bid Time\n{BIDS}\nFrequency Missing = 13\n"
    )
    frame = read_csv_bytes(text.encode())
    assert list(frame.columns) == ["Bidder", "Bid Amount", "Bid Time"] and len(frame) == 12
    assert any("a note under the table" in note for note in frame.attrs["notes"])


def test_a_note_typed_after_one_row_is_kept_in_a_column_of_its_own() -> None:
    rows = BIDS.split("\n")
    rows[3] += ",Bid retracted: entered wrong amount"
    frame = read_csv_bytes(("Bidder,Bid Amount,Bid Time\n" + "\n".join(rows) + "\n").encode())
    assert list(frame.columns) == ["Bidder", "Bid Amount", "Bid Time", "Column 4"]
    assert frame["Column 4"].notna().sum() == 1 and frame["Bid Amount"].iloc[3] == "US $130.00"
    assert any("kept in a column of its own" in note for note in frame.attrs["notes"])


@pytest.mark.parametrize(
    "extra",
    [
        "Tea",  # a name with an unquoted comma: "Smith, Ann" shifts the drink into a column of its own
        "17",  # a number after the row: a value, not a note
    ],
)
def test_a_row_whose_fields_shift_is_still_refused_with_what_to_fix(extra: str) -> None:
    rows = [f"person{index},{(index % 3) + 1}" for index in range(8)]
    rows[2] = f"Smith, Ann,{extra}" if extra == "Tea" else f"person2,2,{extra}"
    with pytest.raises(InvalidInputError, match="Line 4 has 3 fields but the header has 2"):
        read_csv_bytes(("name,cups\n" + "\n".join(rows) + "\n").encode())


def test_one_table_under_a_reports_short_blocks_is_read() -> None:
    """A webinar tool's polls report: a title block, a block of facts about the session, then the attendees'
    answers under their own title line. Read whole, the file is ragged; its one table is read instead."""
    answers = "\n".join(
        f"P{index},Q{index},p{index}@example.org,{['Leipzig', 'Graz', 'Basel'][index % 4 % 3]}" for index in range(12)
    )
    text = (
        'Polls Report\nGenerated,"Sep 18, 2025 04:12 PM CEST"\n\n'
        "Webinar Name,Actual Start Date/Time,Webinar ID\nMember forum,Sep 18 2025,812-345-907\n\n"
        f"Attendee Details\nFirst Name,Last Name,Email Address,Which city should host the forum?\n{answers}\n"
    ).encode()
    assert len(text_blocks(text)) == 1
    frame, guess = understand_upload(text, file_name="polls_report.csv")
    assert guess.layout.columns == ("Which city should host the forum?",)
    assert score_layout(frame, guess.layout).best_labels == ("Leipzig",)


@pytest.mark.parametrize(("cell", "value", "currency"), [("US $1,312.50", 1312.5, "$"), ("28,000円", 28000.0, "¥")])
def test_currencies_written_with_a_space_or_as_yen_are_read(cell: str, value: float, currency: str) -> None:
    read = read_numbers(pd.Series([cell, cell]))
    assert read.values.tolist() == [value, value] and read.currency == currency


def test_jurors_give_points_to_what_they_score_whichever_has_more_names() -> None:
    """A jury's long table: five jurors score six choirs; the jurors are fewer, yet they are the voters."""
    jurors = ["Prof. Dr. Irmgard Fähnrich", "Jens-Ole Brückner", "Aylin Öztürk", "Marta Szymańska", "Björn Weide"]
    choirs = ["Kammerchor Lindenhöhe", "Gospelchor Südstern", "Frauenchor Weißdorn", "Vokalensemble Übermut"]
    rows = [(juror, choir, 12 + (j + 2 * c) % 7) for j, juror in enumerate(jurors) for c, choir in enumerate(choirs)]
    frame = pd.DataFrame(rows, columns=["Juror", "Chor", "Punkte"])
    guess = understand(frame)
    assert guess.layout.kind == "points"
    assert (guess.layout.label_column, guess.layout.voter_column) == ("Chor", "Juror")


def test_a_ballot_of_two_contests_asks_which_contest() -> None:
    """A cast-vote record: one 0/1 column per candidate of each contest, every name prefixed by its contest (and by
    a version number the title row carried into every name)."""
    contests = {
        "Harbor Commission Seat (Vote For=1)": ["Delia Okafor", "Martin Szabo", "Renee Lachance"],
        "Skate Park Location (Vote For=1)": ["Mill Street lot", "Beacon Park east field", "Old ferry landing"],
    }
    columns = [f"5.17.17.1 {contest} {name}" for contest, names in contests.items() for name in names]
    first = [0] * 14 + [1] * 10 + [2] * 6  # Delia Okafor 14, Martin Szabo 10, Renee Lachance 6
    second = [1] * 15 + [0] * 9 + [2] * 6  # Beacon Park east field 15, Mill Street lot 9, Old ferry landing 6
    marks = [
        [int(a == column) for column in range(3)] + [int(b == column) for column in range(3)]
        for a, b in zip(first, second, strict=True)
    ]
    frame = pd.DataFrame(marks, columns=columns)
    frame.insert(0, "CvrNumber", range(1, 31))
    guess = understand(frame)
    assert guess.question is not None and guess.question.field == "reading" and not guess.confident
    offered = [alternative.columns for alternative in guess.alternatives]
    assert tuple(columns[:3]) in offered and tuple(columns[3:]) in offered


def test_ranked_ballots_whose_cells_are_marks_are_a_misread() -> None:
    frame = pd.DataFrame({"Choice 1": [1, 0, 0, 1, 0], "Choice 2": [0, 1, 1, 0, 0], "Choice 3": [0, 0, 0, 0, 1]})
    chosen = Layout(kind="ranked", columns=("Choice 1", "Choice 2", "Choice 3"), rule="first")
    assert any("are answers" in sign for sign in misread_signs(frame, chosen, score_layout(frame, chosen)))
    assert not layout.is_date_like("Harbor Commission Seat (Vote For=1) ") and layout.is_date_like("Tue 3 Jun ")


@pytest.mark.parametrize(
    ("text", "codec"),
    [
        ("Přihazující;Částka;Poznámka\nh***o (15);980,00 Kč;\nm***9 (4);920,00 Kč;příhoz zrušen\n", "cp1250"),
        (
            "Balsotājs;Ideja;Punkti\nElīna Vītols;Velonovietne ar jumtu;5\nMāris Grīnbergs;Kompostēšanas kaste;2\n"
            "Agnese Ozoliņš;Kompostēšanas kaste;3\n",
            "cp1257",
        ),
    ],
)
def test_accented_letters_that_no_alphabet_holds_together_tell_the_code_page(text: str, codec: str) -> None:
    """Czech read as Western is "Pøihazující" (Danish ø beside Czech í), Latvian read as Western is "Kompostçðanas"
    and "Ozoliòð" (ç beside ð, ò beside ð): no one alphabet holds those letters together."""
    data = text.encode(codec)
    assert legacy_codec(data) == codec
    assert read_csv_bytes(data).columns[0] == text.split(";")[0]


def test_running_totals_of_a_frequency_table_are_left_out() -> None:
    """A statistics package's frequency table: Cumulative Frequency and Cumulative Percent are running totals of the
    counts and percentages (each step rounded), not more counts."""
    text = (
        '"Which menu line should stay?","Frequency","Percent","Cumulative Frequency","Cumulative Percent"\n'
        '"Asian wok",71,28.51,71,28.51\n"Grill & burger",58,23.29,129,51.81\n'
        '"Vegetarian kitchen",84,33.73,213,85.54\n"Pasta bar",36,14.46,249,100.00\n'
    )
    frame, guess = understand_upload(text.encode(), file_name="proc_freq.csv")
    assert "Cumulative Frequency" not in frame.columns and "Cumulative Percent" not in frame.columns
    assert guess.layout.kind == "counts" and guess.layout.columns == ("Frequency",)
    assert score_layout(frame, guess.layout).best_labels == ("Vegetarian kitchen",)


def test_the_question_asking_what_to_do_comes_first_among_a_quizs_questions() -> None:
    rows = 24
    frame = pd.DataFrame(
        {
            "Student Names": [f"student {index}" for index in range(rows)],
            "1. Which is the longest river in Europe?": (["Volga"] * 16 + ["Danube"] * 8),
            "2. Where should our field trip go?": (["Canal museum"] * 7 + ["Wetland centre"] * 12 + ["Dam"] * 5),
        }
    )
    guess = understand(frame)
    assert guess.layout.columns == ("2. Where should our field trip go?",)
    assert score_layout(frame, guess.layout).best_labels == ("Wetland centre",)


@pytest.mark.parametrize(
    ("text", "codec"),
    [
        (
            "Chant\tSoprano\nIl est né, le divin Enfant\t12\nÉcoutez le chant des anges\t9\nDouce nuit\t7\n",
            "mac_roman",
        ),
        ("번호,세대주,선택 업체\n1,김민준,(주)한빛관리\n2,이서연,우리주택관리(주)\n3,박지훈,(주)한빛관리\n", "cp949"),
        ("Tarjoaja;Tarjous\nk***a (54);41,00 €\nm***i (12);38,00 €\nt***o (7);34,00 €\n", "iso8859_15"),
    ],
)
def test_mac_roman_korean_and_latin_9_files_are_read(text: str, codec: str) -> None:
    """Mac Roman read as Western puts a capital inside a word ("nŽ"), Korean puts symbols between letters, Latin-9's
    € read as Western is the generic currency sign "¤", which nobody types."""
    data = text.encode(codec)
    assert legacy_codec(data) == codec
    first_cell = re.split(r"\t" if "\t" in text else r"[,;]", text.split("\n")[1])[0]
    assert str(read_csv_bytes(data).iloc[0, 0]) == first_cell


def test_abstentions_and_spoilt_votes_in_words_are_no_candidates() -> None:
    frame = pd.DataFrame({"Голос": ["Соколов А. В."] * 5 + ["Мельникова Е. Н."] * 3 + ["Воздержался"] * 4 + [None]})
    scored = score_layout(frame, Layout(kind="votes", columns=("Голос",)))
    assert scored.labels == ("Соколов А. В.", "Мельникова Е. Н.")
    assert any("Left out 4 votes for “Воздержался”" in note for note in scored.notes)


@pytest.mark.parametrize("label", ["Итого:", "Всего проголосовало", "Σύνολο ψηφισάντων", "합계", "Összesen", "Celkem"])
def test_totals_in_more_languages_are_summary_labels(label: str) -> None:
    assert is_summary_label(label)


def test_a_retracted_bid_does_not_stretch_the_price_grid() -> None:
    frame = pd.DataFrame(
        {
            "Bidder": ["a", "b", "c", "a", "d"],
            "Amount": ["US $900.00", "US $1,650.00", "US $860.00", "US $1,100.00", "US $700.00"],
            "Note": ["", "Bid retracted: entered wrong amount", "", "", ""],
        }
    )
    assert layout.bids_guess(frame, list(frame.columns), []).layout.price_grid[1] < 1650
    assert read_numbers(pd.Series(["24 800 Ft", "19 000 Ft"])).values.tolist() == [24800.0, 19000.0]


@pytest.mark.parametrize(
    ("text", "codec"),
    [
        (
            "oy;ad_soyad\nBahçelievler Çarşı Üstü;İbrahim Kılıç\nKültür Merkezi;Şule Yıldız\nÇarşı Üstü;Çağrı Öz\n",
            "cp1254",
        ),
        ("目的地;姓名\n云南大理;张伟\n海南三亚;李娜\n云南大理;王芳\n四川九寨沟;刘洋\n", "gb18030"),
    ],
)
def test_turkish_and_chinese_code_pages_are_read(text: str, codec: str) -> None:
    """Turkish read as Western is "Çarþý" (þ beside ç: no alphabet), and a capital İ lowers to i with a combining dot,
    which is no letter of its own; Chinese in GBK and Big5 are told apart from Japanese and Korean readings."""
    data = text.encode(codec)
    assert legacy_codec(data) == codec
    assert str(read_csv_bytes(data).iloc[0, 0]) == text.split("\n")[1].split(";")[0]


def test_a_big5_bid_history_is_read_as_big5() -> None:
    # (a few lines of Chinese decode in both GBK and Big5; a page of them tells them apart)
    data = (Path(__file__).parent / "blind" / "set_h" / "ruten_chujia_jilu_tatung_dianguo_big5.txt").read_bytes()
    assert legacy_codec(data) == "big5"


def test_two_optional_fields_side_by_side_are_not_one_question() -> None:
    """A feature-request export: an "ETA" filled on two rows, "Tags" on eight: not options of one ticked question."""
    frame = pd.DataFrame(
        {
            "Title": [f"Request {index}" for index in range(12)],
            "Votes": [87, 74, 61, 50, 44, 39, 31, 25, 19, 12, 8, 3],
            "ETA": ["2026-01", None, "2026-01"] + [None] * 9,
            "Tags": ["mobile"] * 8 + [None] * 4,
        }
    )
    guess = understand(frame)
    assert guess.layout.kind == "counts" and score_layout(frame, guess.layout).best_labels == ("Request 0",)


def test_an_answer_to_how_much_is_no_weight_and_valid_votes_are_no_candidate() -> None:
    frame = pd.DataFrame(
        {
            "Welches Ziel soll die Exkursion haben?": ["Hamburg"] * 9 + ["Garzweiler"] * 6 + ["Duisburg"] * 3,
            "Wie viel Eigenanteil (EUR) wären Sie bereit zu zahlen?": [20, 30, 10] * 6,
            "In welchem Semester sind Sie?": ["1.–2."] * 10 + ["3.–4."] * 8,
        }
    )
    guess = understand(frame)
    assert guess.layout.kind == "votes" and guess.layout.columns == ("Welches Ziel soll die Exkursion haben?",)
    assert all(is_no_candidate(label) for label in ("Gültige Stimmen", "Valid votes", "Suffrages exprimés"))
