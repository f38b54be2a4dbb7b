"""Classes found on sets ZJ and ZL, where the page named a wrong winner as "the true best": a results table by region
whose row total stands beside the rows' own numbers; a rating grid whose question says "place" (Romanian for "you
like") beside its stated scale; and a jury's score sheet whose columns are the jurors, named with initials."""

from __future__ import annotations

from tests.upload_kit import lines, read

PLAYERS = ["Andika Pratama", "Fajar Nugroho", "Ramadhan Saputra", "Yosua Wanggai"]


def test_a_row_total_beside_the_rows_numbers_leaves_the_candidates_in_the_columns() -> None:
    """A web table copied into Notepad (UTF-16, tabs): "No", the region, one column per player, "Jumlah Suara" (the
    votes in all) adding up each region's row, and a TOTAL row. The largest region prefers another player."""
    votes = {"Korwil Bandung Raya": [809, 399, 545, 314], "Korwil Cimahi": [131, 308, 376, 365]}
    votes |= {
        "Korwil Garut": [175, 92, 427, 362],
        "Korwil Bogor": [120, 253, 345, 281],
        "Korwil Bekasi": [248, 108, 293, 207],
    }
    out = ["Hasil Voting Pemain Terbaik – Rekap per Korwil", "", "\t".join(["No", "Korwil", *PLAYERS, "Jumlah Suara"])]
    for number, (region, counts) in enumerate(votes.items(), start=1):
        out.append("\t".join(map(str, [number, region, *counts, f"{sum(counts):,}".replace(",", ".")])))
    columns = [sum(counts[at] for counts in votes.values()) for at in range(4)]
    out.append(
        "\t".join(["", "TOTAL", *(f"{n:,}".replace(",", ".") for n in columns), f"{sum(columns):,}".replace(",", ".")])
    )
    frame, _, scored = read("\r\n".join(out).encode("utf-16"), "voting_per_korwil.txt")
    assert "Jumlah Suara" not in frame.columns
    assert set(scored.labels) == set(PLAYERS)
    assert scored.best_labels == ("Ramadhan Saputra",)  # (1,986 against 1,529 for the largest region's favourite)


def test_a_rating_grid_whose_question_states_its_scale_is_rated_not_ranked() -> None:
    """ "Cât de mult îți place …? (1 = deloc, 5 = foarte mult)": how much do you like each venue, 1 not at all, 5 very
    much. The "place" in it is Romanian for "like", no rank: the highest marks win."""
    stem = "Cât de mult îți place fiecare locație propusă? (1 = deloc, 5 = foarte mult) - "
    venues = ["Restaurant Casa Albă", "Hotel Continental - Salon Clasic", "Vila Bran Events"]
    rows = [["Response ID", "IP Address", "Clasa ta", *(f'"{stem}{venue}"' for venue in venues)]]
    for n in range(30):
        rows.append([48211375 + n, f"86.122.24.{n}", f"XII {'ABCDE'[n % 5]}", 2 + n % 3, 4 + n % 2, 1 + n % 2])
    _, guess, scored = read(("\ufeff" + lines(rows)).encode(), "ProProfs_Survey_Responses.csv")
    assert guess.layout.kind == "ratings"
    assert scored.best_labels == ("Hotel Continental - Salon Clasic",)


def test_a_score_sheets_columns_named_like_jurors_are_not_called_the_options() -> None:
    """A jury's protocol: one row per act, one column per juror ("Ковалёва Н.А."), marks out of 10 with a decimal
    comma. Read with the jurors as the options, the page does not call one of them the true best."""
    jurors = ["Ковалёва Н.А.", "Жук С.П.", "Мельников А.В."]
    out = ["ПРОТОКОЛ заседания жюри", "", "\t".join(["№ п/п", "Участник (коллектив)", "Кол-во участников", *jurors])]
    acts = {"Вокальный ансамбль «Капель»": (7, ["8,5", "7,5", "8,5"]), "Дуэт «Крылы»": (2, ["10,0", "8,5", "9,0"])}
    acts |= {"Хор «Світанак»": (24, ["7,0", "8,0", "8,0"]), "Брейк-данс «Север»": (9, ["9,0", "8,0", "7,5"])}
    for number, (act, (performers, marks)) in enumerate(acts.items(), start=1):
        out.append("\t".join([str(number), act, str(performers), *marks]))
    _, guess, scored = read("\r\n".join(out).encode("cp1251"), "Протокол_жюри.txt")
    assert not (guess.confident and set(scored.best_labels) <= set(jurors))
