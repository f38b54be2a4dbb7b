"""Bid histories copied from auction sites' pages, classes from the warned misses of the blind sets: a page saved in
ISO-8859-15, whose "€" (byte A4) and "m²" another code page reads as letters and signs; amounts written with an
abbreviated currency ("15.500 kr."); and a history whose bids stand on groups of lines (who, the amount, when)."""

from __future__ import annotations

import re

from tests.upload_kit import read


def _amount(label: str) -> float:
    return float(re.sub(r"[^\d.]", "", label))


def test_a_bid_history_saved_in_latin_9_reads_its_euro_signs() -> None:
    """A Belgian auction site's history pasted into a text editor and saved as ISO-8859-15: "€" is byte A4 there
    (where Mac Roman has "§") and the lot's "m²" would read "m≤". Bidders are numbers, one bid was withdrawn."""
    bids = [("10342", 2150), ("88107", 2100), ("30915", 2050), ("88107", 2000), ("47719", "1.950 (ingetrokken)")]
    bids += [("30915", 1900), ("10342", 1800), ("52260", 1200), ("71433", 1150), ("20598", 1000), ("64871", 800)]
    out = ["Kavel 214 - Partij eiken parketplanken (ca. 62 m²)", "Hoogste bod: € 2.150", ""]
    out.append("Bieder\tBod\tDatum / tijd")
    for bidder, amount in bids:
        written = amount if isinstance(amount, str) else f"{amount:,}".replace(",", ".")
        out.append(f"Bieder {bidder}\t€ {written}\t14/03/2026 20:17:16")
    frame, guess, scored = read("\r\n".join(out).encode("iso-8859-15"), "Vavato kavel 214 biedingen.txt")
    assert frame.attrs["encoding"].startswith("ISO-8859-15")
    assert guess.layout.kind == "bids"
    # (highest standing bid per bidder: 2150, 2100, 2050, 1200, 1150, 1000, 800: 2050 x 3 is the most)
    assert [_amount(label) for label in scored.best_labels] == [2050]


def test_amounts_with_an_abbreviated_currency_are_bids() -> None:
    """A Danish public-sector auction's history (UTF-16, tabs): "15.500 kr." with the abbreviation's full stop, a
    status column where "Annulleret" (cancelled) bids do not stand."""
    bids = [("3008", "15.500", "Annulleret"), ("7539", "14.500", "Gyldigt"), ("3008", "14.000", "Gyldigt")]
    bids += [("8915", "13.000", "Gyldigt"), ("7539", "12.500", "Gyldigt"), ("9000", "12.000", "Gyldigt")]
    bids += [("6856", "7.250", "Gyldigt"), ("9805", "6.250", "Gyldigt")]
    out = ["Hospitalssenge, elektriske", "Mindstepris: 2.500 kr.", "", "Byder\tBud\tTidspunkt\tStatus"]
    out += [f"Byder {bidder}\t{amount} kr.\t17.03.2026 14:46\t{status}" for bidder, amount, status in bids]
    _, guess, scored = read("\r\n".join(out).encode("utf-16"), "Retrade_budhistorik.txt")
    assert guess.layout.kind == "bids"
    # (standing highest per bidder: 14000, 14500, 13000, 12000, 7250, 6250: 12000 x 4 is the most)
    assert [_amount(label) for label in scored.best_labels] == [12000]


def test_a_bid_history_of_line_groups_is_read_as_bids() -> None:
    """A classifieds site's bids copied from the page: the item and its asking price, "Biedingen", then each bid as
    three lines (who, "€ 305,00", when), and the description below."""
    bids = [("Jeroen", 305), ("Fatima", 295), ("Jeroen", 275), ("Bas v.d. Berg", 260), ("Fatima", 245)]
    bids += [("Marloes", 225), ("Jeroen", 205), ("Kees", 140), ("Rutger", 120), ("Anouk", 105)]
    out = ["Gazelle Primeur omafiets 57 cm, 3 versnellingen", "€ 275,00 Bieden", "", "Biedingen", ""]
    for hour, (bidder, amount) in enumerate(bids):
        out += [bidder, f"€ {amount},00", f"21 sep. '25, {17 - hour}:52"]
    out += ["", "Bekijk minder", "", "Omschrijving", "Fiets is goed onderhouden. Ophalen in Amersfoort."]
    _, guess, scored = read("\n".join(out).encode(), "marktplaats_biedingen.txt")
    assert guess.layout.kind == "bids" and guess.layout.voter_column == "Bidder"
    # (highest per bidder: 305, 295, 260, 225, 140, 120, 105: 225 x 4 = 900 against 260 x 3, 295 x 2)
    assert [_amount(label) for label in scored.best_labels] == [225]
