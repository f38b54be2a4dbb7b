"""Classes found on blind sets AG, AH and AI: forms saved but never sent ("Niet ingediend", "Nepabeigta"); a
scheduling poll with three test accounts; a code the question says means "can't say" ("6 = en osaa sanoa"); a
jury's sheet whose entries are named by pupils and whose withdrawn entry says so ("RETIRADO"); two divisions of a
ranking stacked in one text file; a results page's mark after the winner ("- elected"); a member list keyed in
twice with a Turkish "Not" column; and a retro board's group votes repeated on each reflection."""

from __future__ import annotations

from dpcore.ingest.readings import readings
from dpcore.ingest.table import read_table
from tests.upload_kit import lines, read, workbook


def test_forms_saved_but_never_sent_do_not_count() -> None:
    """Smartschool's form answers re-saved by a Belgian Excel (cp1252, ";"): the drafts never sent favour another
    theme."""
    rows = [["Naam", "Klas", "Ingediend op", "Status", "Welk thema kies jij voor het schoolfeest van 2027?"]]
    themes = ["Festival"] * 9 + ["Hollywood"] * 7 + ["Wereldreis"] * 4
    rows += [
        [f"Leerling {n}", "5A", f"0{n % 9 + 1}/10/2026 10:00", "Ingediend", theme] for n, theme in enumerate(themes)
    ]
    rows += [[f"Concept {n}", "1A", "", "Niet ingediend", "Hollywood"] for n in range(4)]
    frame, _, scored = read(lines(rows, ";").encode("cp1252"), "Formulier_antwoorden.csv")
    assert scored.best_labels == ("Festival",)  # (9 against 7; 11 with the drafts)
    assert any("Niet ingediend" in note for note in frame.attrs["notes"])


def test_three_test_accounts_in_a_date_poll_pasted_as_markdown() -> None:
    dates = ["Mo 11.01.2027", "Do 14.01.2027"]
    table = ["| Teilnehmer/in | " + " | ".join(dates) + " |", "|---|---|---|"]
    table += [f"| Person {n} | {'✓' if n % 3 == 0 else ' '} | {'✓' if n < 9 else ' '} |" for n in range(12)]
    table += [f"| Testaccount {n} (Test) | ✓ |   |" for n in range(2)] + ["| Test-Student PH (Test) | ✓ |   |"]
    frame, _, scored = read("\n".join(["# Terminfindung", "", *table]).encode("utf-8"), "Terminfindung.txt")
    assert scored.best_labels == ("Do 14.01.2027",)  # (9 against 4; 7 against 9 with the three test accounts)
    assert len(frame) == 12


def test_a_code_the_question_says_means_cant_say_is_no_rating() -> None:
    """Kyselynetti's CSV (a "sep=;" line, the question above each play): "6 = en osaa sanoa" beside a 1–5 scale."""
    question = "3. Kuinka mielelläsi näkisit näytelmän? (1 = en lainkaan, 5 = erittäin mielelläni, 6 = en osaa sanoa)"
    plays = ["Nummisuutarit", "Kaunis Veera", "Tukkijoella"]
    rows = [["sep=;"], ["Vastaus ID", "Aloitettu", "1. Ikäryhmä", *[question] * 3, "4. Vapaa sana"]]
    rows += [["", "", "", *plays, ""]]
    for n in range(24):  # (Kaunis Veera: few know it and answer 6, "can't say"; 3 from those who do)
        rows.append(
            [88400 + n, f"19.9.2026 18:{n:02d}", ["45–59", "60–74"][n % 2], 4 + n % 2, 6 if n % 4 else 3, 3 + n % 2, ""]
        )
    frame, guess, scored = read(lines(rows, ";").encode("utf-8"), "kyselynetti_vastaukset.csv")
    assert scored.best_labels == ("Nummisuutarit",)  # (6 read as a mark would put Kaunis Veera first)
    assert any("6" in note and "en osaa sanoa" in note for note in frame.attrs["notes"])


def test_a_jurys_sheet_names_its_entries_by_pupil_and_a_withdrawn_one_says_so() -> None:
    """iDoceo's export: a read-me sheet first, then number, pupil, story, four judges' marks and remarks; a judge
    abstains once and the withdrawn story has the best marks."""
    rows = [["Nº", "Alumno/a", "Título del relato", "Jurado 1", "Jurado 2", "Jurado 3", "Jurado 4", "Observaciones"]]
    marks = [[6, 7.5, 5.5, 6.5], [7, 6, 6.5, 6.5], [9.5, 9.5, 9, 10], [8, None, 8, 8.5], [8, 7.5, 8, 7.5], [6, 6, 5, 6]]
    remarks = ["", "", "RETIRADO – plagio detectado", "", "", ""]
    for n, (given, remark) in enumerate(zip(marks, remarks, strict=True)):
        rows.append([n + 1, f"Apellido{n} García, Nombre{n}", f"Relato {n}", *given, remark])
    book = workbook({"LÉEME": [["NOTA FINAL = media de las notas de los jurados que han puntuado."]], "Concurso": rows})
    _, guess, scored = read(book, "iDoceo_Concurso.xlsx")
    assert guess.layout.options_in == "rows" and guess.layout.rule == "mean"
    assert scored.best_labels == ("Apellido3 García, Nombre3",)  # (8.17 against 7.75; 24.5 against 31 summed)
    assert "Apellido2 García, Nombre2" not in scored.labels


COMPOUND = """1	BRUNO Giulia	Compagnia Arcieri Valtellina	SF	341/3	346/1	687	39	16
2	RINALDI Stefano	ASD Arcieri Orobici	MM	346/1	340/5	686	38	18
3	FONTANA Nicola	Arcieri Lario	MM	340/4	343/3	683	40	21
4	ESPOSITO Davide	G.S. Arcieri Brianza	SM	335/6	345/2	680	34	18
5	FONTANA Giulia	Arcieri Lario	MF	344/2	331/9	675	41	23
6	GIORDANO Paola	Compagnia Arcieri Valtellina	SF	331/10	343/4	674	33	18
7	FABBRI Sara	ASD Arcieri Orobici	SF	333/7	335/6	668	40	20
8	BARBIERI Giulia	Compagnia Arcieri Valtellina	SF	333/8	333/7	666	37	20
9	COSTA Davide	G.S. Arcieri Brianza	JM	336/5	330/10	666	35	16
10	FERRI Elena	Arcieri Lario	MF	332/9	333/8	665	37	19"""


def test_a_rankings_total_is_the_competitors_not_their_clubs_tally() -> None:
    """One division of Ianseo's qualification ranking: places down the rows, each archer's club repeated, the
    distances' "score/place" and a "Totale". The rows are archers ranked, not parts of a tally of clubs."""
    text = "Pos.\tAtleta\tSocietà\tCl.\t1° 50m\t2° 50m\tTotale\t10\tX\n" + COMPOUND
    frame = read_table(text.encode("utf-8"))
    assert all(reading.layout.label_column != "Società" for reading in readings(frame))


def test_two_divisions_of_a_ranking_stacked_in_text_are_asked_about() -> None:
    """Ianseo's ranking pasted as text: one table per division under its title, the same header."""
    header = "Pos.\tAtleta\tSocietà\tCl.\t1° 70m\t2° 70m\tTotale\t10\tX"
    recurve = "\n".join(
        [
            "1\tBIANCHI Stefano\tArcieri Lario\tMM\t317/2\t328/1\t645\t38\t18",
            "2\tRICCI Sara\tASD Arcieri Orobici\tSF\t336/1\t297/8\t633\t36\t16",
            "3\tSERRA Martina\tASD Arcieri Orobici\tJF\t310/4\t316/3\t626\t31\t16",
            "4\tRINALDI Alessandro\tArcieri del Castello\tJM\t301/7\t324/2\t625\t31\t17",
            "5\tMORETTI Paola\tG.S. Arcieri Brianza\tSF\t314/3\t295/10\t609\t37\t21",
            "6\tRINALDI Luca\tG.S. Arcieri Brianza\tSM\t306/5\t296/9\t602\t29\t17",
        ]
    )
    text = ["Classifica di Qualificazione", "", "Arco Olimpico - Divisione Unica", header, recurve, ""]
    text += ["Arco Compound - Divisione Unica", header.replace("70m", "50m"), COMPOUND, ""]
    _, guess, _ = read("\n".join(text).encode("utf-8"), "Ianseo_Classifica.txt")
    assert guess.question is not None and guess.question.field == "table" and not guess.confident


def test_a_results_pages_mark_after_the_winner_is_no_part_of_the_name() -> None:
    rows = [["#", "Candidate", "Votes"], [1, "Joaquín Ferrer (jferrer)  - elected", 442]]
    rows += [[2, "Renée Olsson (rolsson)", 438], [3, "Anaïs Lefèvre (alefevre)", 395]]
    frame, _, scored = read(lines(rows, "\t").encode("utf-8"), "Fedora Elections results.txt")
    assert scored.best_labels == ("Joaquín Ferrer (jferrer)",)
    assert any("the mark says who won" in note for note in frame.attrs["notes"])


def test_a_form_keyed_in_twice_is_marked_so_in_a_turkish_note_column() -> None:
    """Lotus Approach's export (cp1254, ";"): yes / no columns of dues and attendance, then one Evet/Hayır column per
    destination, and a "Not" column saying "mükerrer kayıt?" (a duplicate record?) on the copies."""
    places = ["Efes-Şirince", "Pamukkale", "Kapadokya", "Safranbolu-Amasra"]
    rows = [['"Üye No"', '"Adı Soyadı"', '"Aidat 2026"', '"Katılım"', '"Kişi Sayısı"', *[f'"{p}"' for p in places]]]
    rows[0].append('"Not"')

    def ticked(*chosen: bool) -> list[str]:
        return ['"Evet"' if tick else '"Hayır"' for tick in chosen]

    for n in range(20):
        ticks = ticked(n % 3 == 0, n % 2 == 1, n % 4 != 0, n % 5 == 0)
        rows.append([1040 + n, f'"Üye {n}"', '"Evet"', '"Evet"', 1 + n % 3, *ticks, '""'])
    copies = [
        [1040 + n, f'"Üye {n}"', '"Evet"', '"Evet"', 2, *ticked(False, True, False, False)] for n in range(0, 12, 2)
    ]
    rows += [[*copy, '"mükerrer kayıt?"'] for copy in copies]
    frame, _, scored = read(lines(rows, ";").encode("cp1254"), "GEZI2027.csv")
    assert scored.best_labels == ("Kapadokya",)  # (15 against 10; Pamukkale 16 with the copies)
    assert any("mükerrer" in note for note in frame.attrs["notes"])


def test_a_groups_votes_repeated_on_each_of_its_rows_are_not_each_rows_votes() -> None:
    """Parabol's retro export: each reflection repeats its group's votes; read row by row, the reading says so."""
    rows = [["Type", "Prompt", "Reflection Group", "Votes", "Content", "Author", "Created At"]]
    groups = {"Release notes written at the last minute": 11, "Flaky end-to-end tests": 5, "Slow CI on main": 4}
    for group, votes in groups.items():
        for n in range(1 if votes == 11 else 3):
            rows.append(["Reflection", "What went wrong?", group, votes, f"{group}: note {n}", "Anonymous", f"T{n}"])
    frame = read_table(lines(rows).encode("utf-8"))
    by_row = [reading for reading in readings(frame) if reading.layout.label_column == "Content"]
    assert by_row and all(any("counts the group" in doubt for doubt in reading.doubts) for reading in by_row)


def test_a_choir_contests_published_result_decides_over_a_plain_mean_of_its_marks() -> None:
    """ABBYY FineReader's Excel of a printed result list: places in order, a two-row header over five judges'
    marks (some stored as text with a decimal comma, "22,0", beside real numbers), the result the places follow
    ("Ergebnis*": the highest and lowest mark struck), and a foot of a footnote, the jury and a signature. The plain
    mean of the marks names another choir."""
    rows = [["8. Schwäbischer Chorwettbewerb 2026"], ["Kategorie B2 – Kammerchöre"], []]
    rows += [["Platz", "Start-\nNr.", "Chor", "Ort", "Wertungen der Jury", None, None, None, None, "Ergebnis*"]]
    rows += [[None, None, None, None, "J 1", "J 2", "J 3", "J 4", "J 5", None]]
    rows += [["1.", 3, "Vokalensemble Lichtblick", "Lindau", 21.5, "22,0", "21,0", 22.5, "21,5", "21,67"]]
    rows += [["2.", 5, "Junger Chor Allgäu", "Memmingen", "21,0", "21,5", 21.5, "20,5", "22,0", "21,33"]]
    rows += [["3.", 4, "Kammerchor Cantus Novus", "Kempten", "21,0", 21, "25,0", "20,5", 21.5, "21,17"]]
    rows += [["4.", 7, "Frauenkammerchor Sonnenwind", "Sonthofen", 20, "20,5", "20,0", 21, "20,5", "20,33"]]
    rows += [["5.", 6, "ensemble vox humana", "Kaufbeuren", "19,5", "20,0", 20.5, "20,0", "19,0", "19,83"]]
    rows += [["6.", 8, "Kammerchor St. Lorenz", "Kempten", "18,5", 19, "19,5", "18,0", 19, "18,83"]]
    rows += [["* Die höchste und die niedrigste Wertung werden gestrichen."], ["Jury: Prof. Dr. A. Kießling (Vorsitz)"]]
    rows += [["Kempten, 14.11.2026        gez. Annette Kießling"]]
    frame, guess, scored = read(workbook({"Seite 1": rows}), "Ergebnisliste_Kategorie_B2.xlsx")
    assert guess.layout.columns == ("Ergebnis*",) and scored.best_labels == ("Vokalensemble Lichtblick",)
    assert len(frame) == 6 and frame["Wertungen der Jury J 1"].tolist()[0] == "21,5"


def test_judges_who_rank_rather_than_mark_are_doubted() -> None:
    """Montage's final ranking round: each juror's column holds each place once, 0 the best."""
    rows = [["filename", "average", "Nino K.", "Levan T.", "Mariam.b"]]
    places = [(0, 1, 0), (1, 0, 2), (2, 3, 1), (3, 2, 3)]
    rows += [[f"Photo_{n}.jpg", round(sum(p) / 3, 2), *p] for n, p in enumerate(places)]
    frame = read_table(lines(rows).encode("utf-8"))
    by_judges = [reading for reading in readings(frame) if reading.layout.options_in == "rows"]
    assert by_judges and all(any("ranked the entries" in doubt for doubt in reading.doubts) for reading in by_judges)
