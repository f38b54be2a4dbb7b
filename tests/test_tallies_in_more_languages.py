"""Classes found on sets ZG, ZH and ZK: tallies, ballots and bids written in languages whose words the reader lacked. A
school council's result sheet in Urdu (the rows' serial numbers, a total column, valid, rejected and cast votes and
the voters on the roll under the candidates); a ranking typed in Japanese whose columns hold their number inside the
name ("第1希望", the first wish); a union's protocol in Polish whose valid votes add up the candidates beside them;
bids marked invalid in Korean; the voters on the roll in Spanish and Portuguese."""

from __future__ import annotations

import pytest

from dpcore.ingest.cells import is_no_candidate
from dpcore.scoring.ballots import void_bids
from tests.upload_kit import lines, read

CLASSES = ["جماعت ششم", "جماعت ہفتم", "جماعت ہشتم"]


def urdu_result_sheet() -> bytes:
    votes = {
        "محمد علی": [24, 26, 23],
        "عائشہ بی بی": [19, 25, 21],
        "حمزہ شاہد": [40, 35, 40],
        "زینب فاطمہ": [33, 20, 11],
    }
    rows: list[list[object]] = [["طلبہ کونسل انتخابات 2026", "", "", "", "", "", ""], [""] * 7]
    rows.append(["نمبر شمار", "امیدوار", *CLASSES, "کل ووٹ", "فیصد"])
    valid = sum(sum(counts) for counts in votes.values())
    for number, (name, counts) in enumerate(votes.items(), start=1):
        rows.append([number, name, *counts, sum(counts), f"{100 * sum(counts) / valid:.1f}%"])
    columns = [sum(counts[at] for counts in votes.values()) for at in range(3)]
    rows.append(["", "درست ووٹ", *columns, valid, "100.0%"])
    rows.append(["", "مسترد شدہ ووٹ", 6, 3, 5, 14, ""])
    rows.append(["", "کل ڈالے گئے ووٹ", *(n + r for n, r in zip(columns, (6, 3, 5), strict=True)), valid + 14, ""])
    rows.append(["", "رجسٹرڈ ووٹرز", 642, "", "", "", ""])
    return ("\ufeff" + lines(rows)).encode()  # (Excel's "CSV UTF-8")


def test_an_urdu_result_sheet_counts_its_candidates_by_class_without_its_bookkeeping_rows() -> None:
    """The total column adds up each candidate's classes (the serial numbers are no part of it, the voters on the
    roll leave it blank): the classes are parts of one count. The rows under the candidates count ballots."""
    frame, guess, scored = read(urdu_result_sheet(), "Talaba_Council_Sadr.csv")
    assert guess.layout.label_column == "امیدوار"
    assert set(scored.labels) == {"محمد علی", "عائشہ بی بی", "حمزہ شاہد", "زینب فاطمہ"}
    assert scored.best_labels == ("حمزہ شاہد",)


def test_a_rankings_columns_may_hold_their_number_inside_the_name() -> None:
    wishes = ["ゴイアバーダ大福", "さくらあんパン", "ミーリョ・ボーロ", "マンジョッカ・ドーナツ"]
    rows: list[list[object]] = [["受付番号", "支部", "第1希望", "第2希望", "第3希望", "備考"]]
    for n in range(24):
        first = wishes[0] if n % 2 else wishes[1 + (n // 2) % 3]  # (12 first wishes of 24 for the first)
        rest = [wish for wish in wishes if wish != first]
        rows.append(
            [
                f"{n + 1:03d}",
                "リベルダーデ" if n % 4 else "ピニェイロス",
                first,
                rest[n % 3],
                rest[(n + 1) % 3] if n % 2 else "",
                "",
            ]
        )
    _, guess, scored = read(lines(rows, "\t").encode("cp932"), "ネーミング投票.txt")
    assert guess.layout.kind == "ranked" and guess.layout.columns == ("第1希望", "第2希望", "第3希望")
    assert scored.best_labels == (wishes[0],)


def polish_protocol() -> bytes:
    """A union's election protocol typed in Word and saved as text (tabs between cells, ISO-8859-2): title and
    paragraph lines, then per department the eligible, the cards issued, the invalid and the valid votes, and each
    candidate's votes; a RAZEM row, a row of shares, a turnout sentence and signatures."""
    votes = {
        "Wydział Odlewni": [127, 80, 45],
        "Wydział Obróbki Mechanicznej": [64, 114, 40],
        "Wydział Montażu": [35, 94, 34],
        "Narzędziownia": [23, 16, 17],
        "Magazyny i logistyka": [31, 54, 27],
        "Administracja": [25, 45, 14],
    }
    out = [
        "PROTOKÓŁ",
        "Komisji Wyborczej z wyników głosowania w wyborach Przewodniczącego",
        "",
        "Wyniki w obwodach:",
        "",
    ]
    out.append(
        "Lp.\tObwód głosowania\tLiczba uprawnionych\tWydane karty\tGłosy nieważne\tGłosy ważne\t"
        "Kowalczyk Marek\tWiśniewska Anna\tZając Piotr"
    )
    for number, (department, counts) in enumerate(votes.items(), start=1):
        valid = sum(counts)
        out.append("\t".join(map(str, [f"{number}.", department, 2 * valid, valid + 3, 3, valid, *counts])))
    totals = [sum(counts[at] for counts in votes.values()) for at in range(3)]
    out.append("\t".join(map(str, ["", "RAZEM", "", "", "", sum(totals), *totals])))
    out += ["", "Frekwencja wyniosła 60,6%.", "", "Podpisy członków Komisji Wyborczej:", "1. Nowak Grzegorz ........"]
    return "\r\n".join(out).encode("iso-8859-2")


def test_a_protocols_valid_votes_add_up_the_candidates_beside_them() -> None:
    """ "Głosy ważne" (valid votes) is each department's total of the candidates' columns after it: the candidates
    are the columns, added up over the departments; the eligible, the cards and the invalid votes count no one."""
    frame, guess, scored = read(polish_protocol(), "Protokol_wyborow.txt")
    assert frame.attrs.get("row_total_parts") == ("Kowalczyk Marek", "Wiśniewska Anna", "Zając Piotr")
    assert set(scored.labels) == {"Kowalczyk Marek", "Wiśniewska Anna", "Zając Piotr"}
    assert scored.best_labels == ("Wiśniewska Anna",)  # (403 against 305 and 177; the first department's is another)


def test_bids_marked_invalid_in_other_languages_no_longer_stand() -> None:
    """A public auction's result page pasted from the browser (Korean): the highest bid is "무효" (invalid: the
    deposit was not paid), another "취소" (withdrawn); the others stand."""
    bids = [
        ("(주)한**물류", "24,880,000", "무효(보증금 미납)"),
        ("이*훈", "23,150,000", "낙찰"),
        ("박*영", "21,900,000", "유찰"),
        ("최*석", "20,350,000", "유찰"),
        ("김*수", "19,600,000", "유찰"),
        ("(유)새****", "18,850,000", "취소(입찰자 철회)"),
    ]
    rows = [["순번", "입찰자", "입찰금액(원)", "결과"]] + [[n, *bid] for n, bid in enumerate(bids, start=1)]
    frame, guess, _ = read(lines(rows, "\t").encode("cp949"), "입찰결과.txt")
    assert guess.layout.kind == "bids"
    standing = frame.loc[~void_bids(frame, guess.layout.columns[0], guess.layout.voter_column), "입찰자"]
    assert list(standing) == ["이*훈", "박*영", "최*석", "김*수"]


@pytest.mark.parametrize("label", ["Electores habilitados", "Eleitores aptos", "Voters registered"])
def test_the_voters_on_the_roll_are_no_candidate(label: str) -> None:
    assert is_no_candidate(label)
