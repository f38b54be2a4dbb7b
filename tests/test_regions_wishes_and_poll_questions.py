"""Classes from the warned misses of the blind sets: results by region named in Portuguese, Spanish or Russian (the
regions are parts of the tally, the candidates stand in the columns); a Japanese issue tracker's survey whose
"希望する行き先" (desired destination) is the question beside start and due dates; a live-poll tool's long table of
several polls, where the poll asking what to do is the one shown first; a form tool's "n/a" written for every
option of a multiple choice someone skipped; and a statistics office's table with notes under its closing rule and
"-" for a count of none."""

from __future__ import annotations

import pytest

from tests.upload_kit import lines, read, workbook

FLAVOURS = ["Cupuaçu Cremoso", "Tapioca & Coco", "Morango Silvestre", "Pitaya Rosa"]
#: Votes per region; the largest region (first row) has more votes than any flavour has in all.
BY_REGION = {
    "Sudeste": [410, 388, 402, 300],
    "Nordeste": [120, 260, 95, 88],
    "Sul": [140, 210, 101, 77],
    "Norte": [133, 90, 45, 61],
}


@pytest.mark.parametrize("region", ["Região", "Región", "Регион", "Provincia", "Oblast"])
def test_a_tally_by_region_has_its_candidates_in_the_columns(region: str) -> None:
    """A workbook typed in a spreadsheet: a region column, one column per flavour. "Sudeste" (1,500 votes) is no
    flavour; Tapioca & Coco has the most votes over the regions (948 against 803)."""
    rows = [[region, *FLAVOURS], *([name, *votes] for name, votes in BY_REGION.items())]
    _, guess, scored = read(workbook({"Votos": rows}), "votos por região.xlsx")
    assert set(scored.labels) == set(FLAVOURS)
    assert scored.best_labels == ("Tapioca & Coco",)
    assert guess.question is None


def test_a_trackers_survey_column_saying_desired_is_the_question_not_its_start_dates() -> None:
    """An issue tracker's CSV export (Shift_JIS, one ticket per answer): the tracker's own fields (status, author,
    start, due, created and closed dates), then the custom fields 所属部署 (department), 参加可否 (attending) and
    希望する行き先 (desired destination). The start dates repeat over a few days; they are no candidates."""
    header = ["#", "プロジェクト", "トラッカー", "ステータス", "題名", "作成者", "開始日", "期日", "作成日", "終了日"]
    header += ["所属部署", "参加可否", "希望する行き先"]
    places = ["沖縄"] * 17 + ["京都・奈良"] * 15 + ["北海道（小樽・札幌）"] * 9 + ["箱根"] * 7 + ["金沢"] * 4
    departments = ["開発部", "開発部", "営業部", "品質保証部", "管理部"]
    rows = [header]
    for n, place in enumerate(places):
        day = f"2026/05/{8 + n * 7 % 6:02d}"
        rows.append(
            [1263 - n, "総務部 社内イベント", "アンケート", "終了", f"社員旅行2026 行き先希望（社員{n}）", f"社員{n}"]
            + [day, "2026/05/15", f"{day} 09:{n:02d}", "2026/05/15 11:23", departments[n % 5], "参加", place]
        )
    text = "\r\n".join(",".join(str(cell) for cell in row) for row in rows) + "\r\n"
    _, guess, scored = read(text.encode("shift_jis"), "issues.csv")
    assert guess.layout.columns == ("希望する行き先",)
    assert scored.best_labels == ("沖縄",)


def test_the_poll_asking_what_to_do_is_the_reading_shown_first() -> None:
    """A live-poll tool's results workbook: one row per option of each poll, its poll's name and question beside.
    A word cloud ("how are you feeling?") and a rating come with the poll asking which city should host the
    summit; the page asks which poll is meant and shows that one first."""
    polls = {
        ("Icebreaker", "Word cloud", "In one word: how are you feeling this morning?"): {"curious": 21, "tired": 12},
        ("Summit host city", "Multiple choice", "Which city should host the 2026 partner summit?"): {
            "Kraków": 34,
            "Valencia": 22,
            "Ghent": 18,
        },
        ("Session feedback", "Rating", "How would you rate today's sessions?"): {"5 stars": 31, "4 stars": 29},
    }
    rows: list[list[object]] = [["Poll", "Poll type", "Question", "Option", "Votes", "% of votes"]]
    for (poll, kind, question), votes in polls.items():
        rows += [[poll, kind, question, option, n, round(n / sum(votes.values()), 4)] for option, n in votes.items()]
    _, guess, scored = read(workbook({"Polls": rows}), "slido_polls.xlsx")
    assert guess.question is not None and guess.question.field == "reading"
    assert scored.best_labels == ("Kraków",)


def test_n_a_written_for_a_skipped_multiple_choice_is_no_answer() -> None:
    """A field-survey server's CSV (ODK/Kobo style): a select-multiple question as one space-separated column and one
    True/False column per option ("group/question/option"), "n/a" in all of them for a student who skipped it;
    the class and house questions before it have a most frequent value larger than any sport's count."""
    sports = ["mpira_wa_vikapu", "raga", "chesi", "hoki"]
    chosen = [["raga", "chesi"], ["raga"], ["mpira_wa_vikapu", "raga"], ["hoki"], [], ["chesi", "raga"]] * 6
    header = ["start", "deviceid", "mwanafunzi/kidato", "mwanafunzi/nyumba", "michezo/michezo_mipya"]
    rows = [header + [f"michezo/michezo_mipya/{sport}" for sport in sports] + ["_id", "_uuid"]]
    for n, picks in enumerate(chosen):
        ticks = [str(sport in picks) for sport in sports] if picks else ["n/a"] * len(sports)
        rows.append(
            [f"2026-02-17T09:{n:02d}:42.625+03:00", f"enketo.ona.io:{n:010x}", "form_3", "kilimanjaro"]
            + [" ".join(picks) or "n/a", *ticks, 23118400 + n, f"84937d92-293e-462d-8505-{n:012d}"]
        )
    _, guess, scored = read(lines(rows).encode(), "Utafiti_wa_Michezo_2026_02_17.csv")
    assert set(scored.labels) == set(sports)
    assert scored.best_labels == ("raga",)  # (24 students chose it, chesi 12)


def test_a_statistics_offices_table_with_notes_under_a_closing_rule_is_read() -> None:
    """A regional statistics database's CSV (cp1252, semicolons): title lines, three header rows with an empty first
    cell, the district's row, then one row per count with its share ("." unknown, "-" none), a rule of underscores
    and notes and a licence line below it (one with a semicolon of its own). Voters, valid votes and invalid votes
    count no party; the party written "-" stood nowhere in the district."""
    parties = {"CDU": "-", "SPD": 15485, "AfD": 31782, "FDP": 6196, "GRÜNE": 15118, "CSU": 58178, "BSW": 5077}
    valid = sum(n for n in parties.values() if n != "-")
    out = [
        "Regionaldatenbank Deutschland",
        "14111-01-03-4: Bundestagswahl: Wahlberechtigte, Wähler, Gültige Zweitstimmen, Parteien - Stichtag: 23.02.2025",
        "Allgemeine Bundestagswahlstatistik",
        ";;Bundestagswahl;",
        ";;23.02.2025;",
        ";;Anzahl;%",
        "09199;Auerbach-Seeland, Landkreis;;",
        ";Wahlberechtigte;188082;.",
        f";Wähler;{valid + 1195};83,8",
        ";Ungültige Zweitstimmen;1195;0,8",
        f";Gültige Zweitstimmen;{valid};100,0",
    ]
    for party, n in parties.items():
        share = "-" if n == "-" else f"{100 * n / valid:.1f}".replace(".", ",")
        out.append(f";{party};{n};{share}")
    out += [
        "__________",
        "Wähler: Anteil an den Wahlberechtigten = Wahlbeteiligung.",
        "-: nichts vorhanden (genau null) bzw. Partei nicht zur Wahl zugelassen",
        ".: Zahlenwert unbekannt oder geheim zu halten",
        "Datenlizenz by-2-0; Quellenvermerk: Statistische Ämter des Bundes und der Länder, Deutschland, 2025",
        "© Statistische Ämter des Bundes und der Länder, 2025 | Stand: 17.03.2025 / 11:42:07",
    ]
    frame, guess, scored = read("\r\n".join(out).encode("cp1252"), "14111-01-03-4_Bundestagswahl_2025_Kreis_09199.csv")
    assert guess.layout.kind == "counts"
    assert set(scored.labels) == set(parties)
    assert scored.best_labels == ("CSU",)
    assert any("closing rule" in note for note in frame.attrs["notes"])
