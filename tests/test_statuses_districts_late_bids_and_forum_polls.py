"""Classes found on the fresh blind sets ZM and ZN, where the page named a wrong winner as "the true best" or read a
poll wrongly: a content tool's draft and archived rows among the published ones; a results report by district
("Kring") with the votes cast, the members entitled to vote, the blank votes and the valid total beside the
candidates; a hand-kept bid register whose dates are written year first with dots and whose late bid no longer
stands; and a forum's poll pasted as text, each option's count and share on lines of their own."""

from __future__ import annotations

import re

from tests.upload_kit import lines, read

NOMINEES = ["Seasonal Wardrobe", "Moonlit Greenhouse", "Lantern Lane Village", "Cozy Cellar Tiles"]


def test_draft_and_archived_rows_of_a_content_tool_do_not_count() -> None:
    """A headless CMS's collection export: system fields (id, status, user and date fields), then one row per juror
    and nominee with a score. Published rows put Lantern Lane Village first (mean 8.0 against 7.25); the draft and
    archived rows, counted, would put Moonlit Greenhouse first."""
    published = {"Seasonal Wardrobe": [8, 6, 7, 6], "Moonlit Greenhouse": [8, 7, 7, 7]}
    published |= {"Lantern Lane Village": [7, 8, 9, 8], "Cozy Cellar Tiles": [5, 7, 6, 6]}
    jurors = ["Mira (mod team)", "pelican_pete", "Oskar", "lumen"]
    rows = [["id", "status", "user_created", "date_created", "juror", "nominee", "score", "comment"]]
    for nominee, scores in published.items():
        for juror, score in zip(jurors, scores, strict=True):
            rows.append([len(rows), "published", "72ddd54d-63b8-4cfb-2094-4506d3002119", "2025-11-24T22:49:17.000Z"])
            rows[-1] += [juror, nominee, score, ""]
    for status in ["draft", "draft", "draft", "archived", "archived"]:  # (unfinished or withdrawn marks)
        rows.append([len(rows), status, "67279976-a4a2-ffc1-b527-e8031c3a6713", "2025-11-30T10:11:26.000Z"])
        rows[-1] += ["late_juror", "Moonlit Greenhouse", 10, "not final"]
    _, guess, scored = read(lines(rows).encode(), "jury_scores 2025-12-02T18-40-11.csv")
    assert scored.best_labels == ("Lantern Lane Village",)


def test_a_report_by_district_adds_up_the_candidates_not_the_votes_cast() -> None:
    """A BI tool's report run as CSV (UTF-16, tabs): one row per district ("Kring"), the members entitled to vote and
    the votes cast, one column per name, the blank votes and the valid total, and a "Totaal" row. The names'
    votes over the districts decide: Weidekracht 209 against 158."""
    names = ["Noordmelk", "Weidekracht", "Terpland"]
    votes = {"Kring Dokkum": [36, 47, 32], "Kring Drachten": [67, 103, 69], "Kring Sneek": [55, 59, 38]}
    header = ["Kring", "Stemgerechtigde leden", "Uitgebrachte stemmen", *names, "Blanco", "Totaal geldig"]
    out = ["\t".join(header)]
    for district, counts in votes.items():
        blank = 4
        out.append("\t".join(map(str, [district, 3 * sum(counts), sum(counts) + blank + 2, *counts, blank])))
        out[-1] += f"\t{sum(counts) + blank}"
    total = [sum(counts[at] for counts in votes.values()) for at in range(3)]
    out.append("\t".join(map(str, ["Totaal", 3 * sum(total), sum(total) + 18, *total, 12, sum(total) + 12])))
    _, guess, scored = read("\r\n".join(out).encode("utf-16"), "Stemuitslag naamkeuze per kring.csv")
    assert set(scored.labels) == set(names)
    assert scored.best_labels == ("Weidekracht",)


def test_a_bid_register_with_year_first_dates_and_a_late_bid() -> None:
    """A bid register kept by hand in a text editor (ISO-8859-2, a boxed table): the arrival date ("2026.02.16"),
    the bidder, the amount ("3 250 000 Ft") and a remark: "visszavonva" (withdrawn) and "késve érkezett" (arrived
    late) bids do not stand. Two bids arrived on one day: the date tells no bidder apart."""
    bids = [
        ("2026.02.03", "Kovács Gábor", "2 950 000 Ft", "érvényes"),
        ("2026.02.04", "Szőke és Társa Bt.", "3 400 000 Ft", "érvényes"),
        ("2026.02.05", "Nagy Ödön e.v.", "2 100 000 Ft", "érvényes"),
        ("2026.02.06", "Tóth Agrár Kft.", "3 600 000 Ft", "érvényes"),
        ("2026.02.09", "Kovács Gábor", "3 500 000 Ft", "módosítva (emelt)"),
        ("2026.02.10", "Fűrész Lajos", "4 450 000 Ft", "visszavonva"),
        ("2026.02.11", "Bíró Ferencné", "3 250 000 Ft", "érvényes"),
        ("2026.02.12", "Halasi Gépkör Szövetkezet", "3 800 000 Ft", "érvényes"),
        ("2026.02.16", "Varga Csaba", "1 900 000 Ft", "érvényes"),
        ("2026.02.16", "Lakatos Márk", "3 100 000 Ft", "késve érkezett"),
    ]
    out = ["Zárt borítékos ajánlatok - MTZ-82 traktor", ""]
    out.append("| Sor | Beérkezés  | Ajánlattevő                 |      Ajánlat | Megjegyzés        |")
    out.append("|-----+------------+-----------------------------+--------------+-------------------|")
    for number, (day, bidder, amount, remark) in enumerate(bids, start=1):
        out.append(f"| {number:3d} | {day} | {bidder:<27} | {amount:>12} | {remark:<17} |")
    _, guess, scored = read("\n".join(out).encode("iso-8859-2"), "ajanlatok_traktor.txt")
    assert guess.layout.kind == "bids" and guess.layout.voter_column == "Ajánlattevő"
    # (each bidder's highest standing bid: 3.8, 3.6, 3.5, 3.4, 3.25, 2.1, 1.9 M: 3.25 M x 5 bidders is the most;
    # with the late 3.1 M standing, 3.1 M x 6 would be)
    (best,) = scored.best_labels
    assert float(re.sub(r"[^\d.]", "", best)) == 3_250_000


def test_a_forums_poll_pasted_with_counts_and_shares_on_lines_of_their_own() -> None:
    """A forum topic copied from the browser and saved as "Unicode" (UTF-16): the poll's question, then for each
    option its label, its count and its share on three lines, the total, and the posts below."""
    options = {"Ép. 74 – Le jingle perdu": 18, "Ép. 87 – Les radios pirates": 44, "Ép. 98 – L’horloge parlante": 31}
    out = ["Les Ondes Perdues – le forum des auditeurs", "", "[Sondage] Meilleur épisode de 2024", "Répondre", ""]
    out += ["Quel est votre épisode préféré de l’année 2024 ?", "Durée du sondage : 26 jours", ""]
    for option, n in options.items():
        out += [option, str(n), f"{round(100 * n / sum(options.values()))}%"]
    out += ["", f"Nombre total de votes : {sum(options.values())}", "", "Marlène_Ondes", "Messages : 2318", ""]
    out += ["Bonsoir à toutes et à tous, c’est vous qui choisissez le meilleur épisode.", "", "Haut"]
    _, guess, scored = read("\r\n".join(out).encode("utf-16"), "forum_sondage_meilleur_episode.txt")
    assert set(scored.labels) == set(options)
    assert scored.best_labels == ("Ép. 87 – Les radios pirates",)
