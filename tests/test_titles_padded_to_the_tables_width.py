"""An auction house's bid history copied from its page into a spreadsheet and saved as Unicode text (a confident
wrong answer of the fresh set ZS): the lot's title, padded with tabs to the table's width, is no header; the header
is the row of names under it, and the bids are read as bids."""

from __future__ import annotations

from tests.upload_kit import read

BIDS = [  # bidder, amount, when, status
    ("Bieder 1185", "5.400,00", "20-03-2026 18:04", ""),
    ("Bieder 7710", "5.250,00", "20-03-2026 12:21", ""),
    ("Bieder 2093", "4.500,00", "18-03-2026 23:49", "Geannuleerd"),
    ("Bieder 6402", "3.800,00", "18-03-2026 14:19", ""),
    ("Bieder 5529", "3.450,00", "18-03-2026 05:11", ""),
    ("Bieder 1185", "3.300,00", "18-03-2026 04:40", ""),
    ("Bieder 7710", "3.000,00", "17-03-2026 16:53", ""),
    ("Bieder 4471", "2.100,00", "16-03-2026 00:20", ""),
]


def bid_history() -> bytes:
    lines = [
        "Kavel 118\tRenault Kangoo Z.E. 33 bestelbus (ex-koerierswagen), bouwjaar 2019, 61.240 km\t\t",
        "Veiling: Bedrijfswagens & logistiek - sluit 26-03-2026 vanaf 19:00\t\t\t",
        "\t\t\t",
        "Bieder\tBod\tDatum / tijd\tStatus",
        *(f"{who}\t€ {amount}\t{when}\t{status}" for who, amount, when, status in BIDS),
        "\t\t\t",
        f"Aantal biedingen: {len(BIDS)}\t\t\t",
    ]
    return ("\ufeff" + "\r\n".join(lines) + "\r\n").encode("utf-16-le")


def test_a_title_padded_to_the_tables_width_is_no_header() -> None:
    frame, guess, scored = read(bid_history(), "biedgeschiedenis_kavel_118.txt")
    assert list(frame.columns) == ["Bieder", "Bod", "Datum / tijd", "Status"]
    assert len(frame) == len(BIDS)
    assert guess.layout.kind == "bids" and guess.layout.voter_column == "Bieder"
