"""Classes found on blind sets AM, AN and AO: the write-ins' box ("Other (please specify)") is no candidate; places
("1st", "2nd") are no candidates; offers ranked by points are a tender's evaluation, not a bid list; a call for
proposals' tasks are judged apart; a review's own words are no option; a form's test rows marked in Hebrew and a
title block's facts over a wide table; a winner's own row set apart by a status; "disqualified" in Tamil."""

from __future__ import annotations

from tests.upload_kit import lines, read, workbook


def test_the_box_that_gathers_write_ins_is_no_candidate() -> None:
    """Opinion Stage's votes export: "Other (please specify)" leads, but its write-ins are all different."""
    rows = [["Vote ID", "Date (UTC)", "Poll", "Answer", "Other answer", "Country"]]
    answers = [("Other (please specify)", f"idea {n}") for n in range(9)] + [("Wattleseed Latte", "")] * 8
    answers += [("Pistachio Latte", "")] * 6
    rows += [
        [str(48213000 + n), "2026-11-02 08:54:00", "Which latte?", a, o, "Australia"]
        for n, (a, o) in enumerate(answers)
    ]
    _, _, scored = read(lines(rows).encode("utf-8-sig"), "opinionstage_votes.csv")
    assert scored.best_labels == ("Wattleseed Latte",) and "Other (please specify)" not in scored.labels
    assert any("the box for write-ins" in note for note in scored.notes)


def test_places_are_no_candidates() -> None:
    """A homebrew competition's winners list: table, place (1st, 2nd, 3rd), entry, score."""
    rows = [["Table", "Table Name", "Place", "Brewer", "Entry Name", "Club", "Score"]]
    for table in range(1, 5):
        for place, score in (("1st", 44.5), ("2nd", 41.0), ("3rd", 39.5)):
            rows.append(
                [
                    str(table),
                    f"Table {table}",
                    place,
                    f"Brewer {table}{place}",
                    f"Beer {table}{place}",
                    "Club",
                    str(score - table),
                ]
            )
    _, guess, scored = read(lines(rows).encode("utf-8"), "bcoem_winners.csv")
    assert not (guess.confident and scored.best_labels[0] in ("1st", "2nd", "3rd"))


def test_offers_ranked_by_points_are_no_bid_list() -> None:
    """A tender's comparison (Finnish Excel, cp1252, ";"): prices in euros, price and quality points, total, rank."""
    rows = ["Tarjousvertailu – HANK-2026-0412;;;;;", "Valintaperuste: hinta 40 ja laatu 60 pistettä;;;;;", ";;;;;"]
    rows += ["Tarjoaja;Kokonaishinta (€);Hintapisteet (max 40);Laatupisteet (max 60);Kokonaispisteet (max 100);Sija"]
    offers = [
        ("Festaria Oy", "201 750,00", "31,39", "54,0", "85,39"),
        ("Kajo Live Oy", "212 400,00", "29,81", "55,0", "84,81"),
    ]
    offers += [
        ("Äänitalo Ky", "189 200,00", "33,47", "49,5", "82,97"),
        ("Revontuli Oy", "176 950,00", "35,78", "45,5", "81,28"),
    ]
    rows += [";".join([*offer, str(place)]) for place, offer in enumerate(offers, start=1)]
    _, guess, _ = read("\r\n".join(rows).encode("cp1252"), "Tarjousvertailu.csv")
    assert guess.layout.kind != "bids"


def test_a_review_s_own_words_are_no_option() -> None:
    """Daraz Seller Center's reviews: product, rating, the review's words (often the same few phrases)."""
    rows = [["Review ID", "Product Name", "Rating", "Review Content"]]
    reviews = (
        [("Design B", 5, "Excellent quality")] * 6
        + [("Design B", 4, "Good")] * 2
        + [("Design A", 5, "Excellent quality")] * 5
    )
    reviews += [("Design A", 3, "Good")] * 5 + [("Design C", 4, "Nice print")] * 4
    rows += [[str(7741020000 + n), product, str(rating), words] for n, (product, rating, words) in enumerate(reviews)]
    _, guess, scored = read(lines(rows).encode("utf-8"), "Daraz_Reviews.csv")
    assert guess.layout.label_column != "Review Content" and "Excellent quality" not in scored.labels


def test_a_hebrew_school_survey_with_its_title_facts_and_test_rows() -> None:
    """Mashov's questionnaire export re-saved by a Hebrew Excel (cp1255): a title block whose facts are long, two
    test rows by the school office, one with a remark asking to be ignored."""
    width = 8
    rows = ['"שאלון: סקר הורים - טיול שנתי"' + "," * (width - 1)]
    rows += ['"בית הספר: יסודי ""גבעת הרקפות"" (סמל 412987)",,,,תאריך הפקה: 29/11/2026,,,']
    rows += ["," * (width - 1), "מס',שם התלמיד,כיתה,ממלא השאלון,תאריך מילוי,1. האם ילדכם ישתתף?,2. לאן תעדיפו?,הערות"]
    choices = ["גליל עליון"] * 9 + ["ירושלים"] * 8 + ["ים המלח"] * 4
    rows += [f"{n + 1},תלמיד {n},ו'1,הורה,18/11/2026 06:35,כן,{choice}," for n, choice in enumerate(choices)]
    rows += ["30,בדיקה מערכת,ו'9,מזכירות,18/11/2026 17:24,כן,ירושלים,בדיקה - נא להתעלם"]
    rows += ["31,בדיקה מערכת 2,ו'9,מזכירות,24/11/2026 06:32,כן,ירושלים,בדיקה"]
    _, _, scored = read("\r\n".join(rows).encode("cp1255"), "mashov_seker.csv")
    assert scored.best_labels == ("גליל עליון",)  # (9 against 8; 10 with the two tests)


def test_a_winner_disqualified_in_tamil_does_not_win() -> None:
    """Zoho Creator's report of a dance competition: five judges' marks, total and mean, a status column, the top
    dancer disqualified for overrunning the time limit."""
    judges = [f"நடுவர் {n}" for n in range(1, 6)]
    header = ["ID", "Added Time", "பங்கேற்பாளர் பெயர்", *judges, "மொத்தம்", "சராசரி", "நிலை"]
    marks = [[20, 17.5, 21, 22, 22], [24, 23.5, 22, 20.5, 21], [22.5, 18, 17, 19, 23.5], [17.5, 22.5, 20.5, 16, 18.5]]
    marks += [[18.5, 24, 18, 17, 19], [16, 21, 17.5, 17, 15], [17.5, 22, 22, 24, 18], [20, 15.5, 18.5, 16, 20]]
    names = ["அ. கவிநிலா", "இ. தர்ஷினி", "ச. ஹரிணி", "ம. சம்யுக்தா", "க. ஸ்ரீநிதி", "ப. யாழினி", "வெ. அக்ஷயா", "ரா. கீர்த்தனா"]
    rows: list[list[object]] = [header]
    for n, (name, given) in enumerate(zip(names, marks, strict=True)):
        rows.append([f"4127{n:04d}", "28-Nov-2026 16:11:48", name, *given, sum(given), sum(given) / 5, "செல்லும்"])
    rows.append(["41279999", "28-Nov-2026 17:44:00", "த. மதுமிதா", 25, 24, 24, 23, 25, 121, 24.2, "தகுதி நீக்கம்"])
    _, _, scored = read(workbook({"Mudivugal_Report": rows}), "Natya_Report.xlsx")
    assert scored.best_labels == ("இ. தர்ஷினி",) and "த. மதுமிதா" not in scored.labels
