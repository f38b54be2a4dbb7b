"""Amounts and ranks as more countries' tools write them: a Malaysian auction site's bid history pasted as text
("RM 495.00", bidders masked as "z***n (7)"), other currencies of South and Southeast Asia, Africa and Latin America,
and a classroom quiz's workbook whose leaderboard sheet ranks by "Peringkat" beside a sheet of every attempt."""

from __future__ import annotations

import pandas as pd

from dpcore.ingest.cells import read_numbers
from tests.upload_kit import read, workbook


def test_currencies_of_more_countries_are_read_as_amounts() -> None:
    cells = pd.Series(["RM 495.00", "KSh 1,200", "S/ 35.00", "Rs. 500", "GH₵ 20.50", "৳ 1,000"])
    assert read_numbers(cells, coerce=True).values.tolist() == [495.0, 1200.0, 35.0, 500.0, 20.5, 1000.0]


def test_a_bid_history_in_ringgit_is_read_as_bids() -> None:
    bids = [("z***n (7)", 495), ("a***8 (41)", 490), ("s***y (0)", 430), ("j***o (5)", 315), ("k***i (3)", 270)]
    bids += [("w***g (26)", 220), ("m***a (12)", 215), ("h***m (2)", 185), ("r***h (19)", 180)]
    lines = ["Bid History", "", "Item ID: 14286631047    Starting Bid: RM150.00", "", "Bidder\tBid Amount\tBid Time"]
    lines += [f"{who}\tRM {amount:.2f}\t0{i % 9 + 1}-10-2026 01:45:56" for i, (who, amount) in enumerate(bids)]
    _, guess, scored = read("\r\n".join(lines).encode("cp1252"), "Lelong_bid_history.txt")
    assert guess.layout.kind == "bids"
    # (the posted price that earns most: b × the bidders whose highest bid is b or more)
    revenue = {amount: amount * sum(other >= amount for _, other in bids) for _, amount in bids}
    best = max(revenue, key=revenue.get)
    assert read_numbers(pd.Series(list(scored.best_labels)), coerce=True).values.tolist() == [float(best)]


def test_a_leaderboard_sheet_ranked_by_peringkat_names_the_winner() -> None:
    attempts = [["Nama", "Percobaan ke-", "Skor", "Dari", "Persen"]]
    attempts += [["Joko Susilo", n, score, 20, f"{score * 5}%"] for n, score in ((1, 18), (2, 14), (3, 16))]
    attempts += [["Lukman Hakim", 1, 20, 20, "100%"], ["Eka Wulandari", 1, 19, 20, "95%"], ["Bagas", 1, 13, 20, "65%"]]
    board = [["Peringkat", "Nama", "Skor", "Waktu"], [1, "Lukman Hakim", 20, "6:18"], [2, "Eka Wulandari", 19, "3:46"]]
    board += [[3, "Joko Susilo", 18, "3:28"], [4, "Bagas", 13, "6:00"]]
    summary = [["Lomba Cerdas Cermat IPA (Kuis)", None], [None, None], ["Jumlah siswa", 4], ["Rata-rata skor", 15.2]]
    data = workbook({"Ringkasan": summary, "Hasil Siswa": attempts, "Papan Peringkat": board})
    _, _, scored = read(data, "Wordwall_Hasil.xlsx")
    assert scored.best_labels == ("Lukman Hakim",)  # (adding up Joko's three attempts would make him first)
