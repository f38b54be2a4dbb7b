"""Classes found on sets ZB, ZD and ZE. Reports printed as text whose columns only the rows place: a league's
standings stack two header lines ("Points" over "Won") whose names stand left of right-aligned numbers; a
scrutineer's report puts fifteen lines of facts above a ruled table whose names hold a comma ("SHARMA, Priya"); a
count of ballots by mass has a two-line header and a "TOTAL" column adding up each row. A workbook of two counts
behind a cover sheet of facts, each count signed under its table; a count by class with the eligible pupils and
the turnout under its valid votes; ideas each with its votes for and against."""

from __future__ import annotations

from tests.upload_kit import read, workbook

TEAMS = [("Ten Pin Titans", 116, 72), ("Pin Pals", 104, 88), ("Strike Force", 101, 89), ("Gutter Gang", 98, 90)]


def test_a_leagues_standings_with_two_header_lines_over_right_aligned_numbers() -> None:
    lines = [
        "Thursday Night Mixed Trio                         Week 24 of 32              Northgate Lanes",
        "Standings as of 03/13/2025                 League Secretary                          Page 1",
        "",
        "Place  #  Team Name              %Won  Points  Points  UnEarned    YTD    YTD   Game",
        "                                          Won    Lost    Points    Won   Lost    Ave",
    ]
    for place, (team, won, lost) in enumerate(TEAMS, start=1):
        share = 100 * won / (won + lost)
        lines.append(
            f"{place:5d} {place + 6:3d}  {team:<20}{share:6.2f}{won:8d}{lost:8d}{4:10d}{won:8d}{lost:7d}{540:7d}"
        )
    lines += ["", "Points: 2 per game won, 2 for series."]
    frame, guess, scored = read("\r\n".join(lines).encode("ascii"), "standings.txt")
    assert list(frame.columns[:6]) == ["Place", "#", "Team Name", "%Won", "Points Won", "Points Lost"]
    assert frame["Team Name"].tolist() == [team for team, _, _ in TEAMS]
    assert list(scored.best_labels) == ["Ten Pin Titans"]


def test_a_scrutineers_report_with_a_long_title_block_and_commas_in_names() -> None:
    facts = [
        "                              ELECTION SERVICES",
        "                        REPORT OF THE INDEPENDENT SCRUTINEER",
        "",
        "Union:            Allied Transport & Logistics Union (ATLU)",
        "Election:         Branch Secretary, North West Regional Branch",
        "Method:           Postal ballot, first past the post, 1 to be elected",
        "Ballot opened:    Monday 2 February 2026",
        "Ballot closed:    12 noon, Friday 6 March 2026",
        "",
        "Number of members entitled to vote                     4,812",
        "Number of ballot papers returned                       1,535",
        "Turnout                                                31.9%",
        "Number of ballot papers found to be invalid               23",
        "Number of valid votes counted                          1,512",
        "",
        "Candidate                                    Votes         %",
        "-" * 60,
    ]
    results = [("SHARMA, Priya", 519, "34.3%"), ("OKONKWO, Daniel", 612, "40.5%"), ("MURRAY, Fiona", 381, "25.2%")]
    rows = [f"{name:<45}{votes:5d}{share:>10}" for name, votes, share in results]
    text = "\r\n".join(
        [*facts, *rows, "-" * 60, f"{'Total':<45}{1512:5,d}{'100.0%':>10}", "", "OKONKWO, Daniel is elected."]
    )
    frame, guess, scored = read(text.encode("cp1252"), "scrutineer_report.txt")
    assert frame["Candidate"].tolist() == [name for name, _, _ in results]  # (the comma parts no fields)
    assert guess.layout.kind == "counts" and guess.layout.columns == ("Votes",)
    assert list(scored.best_labels) == ["OKONKWO, Daniel"]


def test_a_count_by_mass_adds_up_each_row_as_its_total_column_does() -> None:
    """The column "TOTAL" adds up each row: the rows are read as the candidates, each row's counts added up (the
    page asks whether the columns are meant instead); "(Misa)" under a time is part of that column's name."""
    header = [
        "  Name                   Sat 5:00 PM  Sun 8:00 AM  Sun 10:30 AM  Sun 12:30 PM    TOTAL",
        "                                                                       (Misa)         ",
        "  " + "-" * 82,
    ]
    counts = {"St. Brigid Centre": (38, 22, 51, 6), "Msgr. Doyle Hall": (44, 31, 29, 4), "Emmaus House": (9, 5, 14, 63)}
    rows = [f"  {name:<24}{a:9d}{b:13d}{c:14d}{d:14d}{sum((a, b, c, d)):9d}" for name, (a, b, c, d) in counts.items()]
    text = "\r\n".join(["", "   NAME OUR NEW PARISH HALL - COUNT OF BALLOTS BY MASS", "", *header, *rows, ""])
    frame, guess, scored = read(text.encode("cp850"), "HALLNAME.TXT")
    assert "Sun 12:30 PM (Misa)" in frame.columns and "TOTAL" not in frame.columns
    assert guess.layout.kind == "counts" and len(guess.layout.columns) == 4
    assert list(scored.best_labels) == ["St. Brigid Centre"]  # (117 over 108; "Sat 5:00 PM" alone: Msgr. Doyle)
    assert guess.question is not None and guess.question.field == "reading"


def election_sheet(title: str, votes: dict[str, int], invalid: int) -> list[list[object]]:
    """A count's sheet as a cooperative's minutes keep it: a title, a numbered list of candidates and their votes
    and shares, the valid, invalid and used votes under it, and the signatures under a blank row."""
    valid = sum(votes.values())
    rows: list[list[object]] = [[title], [], ["Sıra No", "Adayın Adı Soyadı", "Aldığı Oy", "Oy Oranı"]]
    rows += [[number, name, count, count / valid] for number, (name, count) in enumerate(votes.items(), start=1)]
    rows += [
        [None, "Geçerli oy", valid, 1],
        [None, "Geçersiz / boş oy", invalid],
        [None, "Kullanılan toplam oy", valid + invalid],
    ]
    return [*rows, [], ["Divan Başkanı: Av. Kemal Erdoğan", None, "Katip Üye: Sevgi Aydın"]]


def test_a_cover_sheet_of_facts_and_two_counts_each_signed_under_its_table() -> None:
    """The first sheet states facts by name and says in a sentence what the file holds: no table of answers. Each
    election's sheet is asked about; in it the row number is no count, the valid votes add up the candidates (the
    used votes are that and the invalid ones), and the signatures under the table are left out."""
    cover = [
        ["Yeşilvadi Konut Yapı Kooperatifi"],
        [],
        ["Toplantı tarihi", "15.03.2026"],
        ["Toplantı yeri", "Kooperatif Sosyal Tesisi, Çankaya / Ankara"],
        ["Ortak sayısı", 412],
        ["Toplantıya katılan ortak (asaleten)", 341],
        [],
        ["Bu dosyada Divan Başkanlığınca yapılan iki ayrı seçimin sonuçları yer almaktadır."],
    ]
    chair = election_sheet(
        "Yönetim Kurulu Başkanı Seçimi", {"Ayşe Kılıç": 168, "Mehmet Öztürk": 131, "Hüseyin Çelik": 77}, 13
    )
    audit = election_sheet("Denetim Kurulu Başkanı Seçimi", {"Zeynep Arslan": 109, "Emre Şahin": 184}, 15)
    sheets = {"Açıklama": cover, "Yönetim Kurulu Başkanı": chair, "Denetim Kurulu Başkanı": audit}
    frame, guess, scored = read(workbook(sheets), "Genel_Kurul_2026.xlsx")
    assert guess.question is not None and guess.question.field == "table"
    assert [sheet for sheet, _ in guess.question.options] == ["Yönetim Kurulu Başkanı", "Denetim Kurulu Başkanı"]
    assert guess.layout.kind == "counts" and guess.layout.columns == ("Aldığı Oy",)
    assert sorted(scored.labels) == ["Ayşe Kılıç", "Hüseyin Çelik", "Mehmet Öztürk"]
    assert frame.attrs["stated_totals"] == {"Aldığı Oy": 376.0}  # (389 used, less the 13 invalid)
    assert any("Divan Başkanı" in note for note in frame.attrs["notes"])


def test_a_count_by_class_with_the_eligible_pupils_and_turnout_under_its_valid_votes() -> None:
    """A school election counted by class: slates in rows, classes in columns, the valid votes verified by their
    sums, then blank, null, voters, the eligible pupils (more than the valid votes in every class, whatever the
    row is called) and the turnout in percent: none of them a slate."""
    slates = {"Chapa 1 - Voz Ativa": [11, 8, 8, 14], "Chapa 2 - Geração Futura": [11, 9, 15, 15]}
    slates["Chapa 3 - União e Ação"] = [8, 8, 6, 4]
    valid = [sum(column) for column in zip(*slates.values(), strict=True)]
    blank, null, eligible = [1, 1, 0, 2], [2, 3, 1, 0], [34, 31, 33, 35]
    voters = [v + b + n for v, b, n in zip(valid, blank, null, strict=True)]

    def row(label: str, values: list[int], share: str = "") -> str:
        return ";".join([label, *map(str, values), str(sum(values)), share])

    lines = ["E. E. Prof. Adelino - Eleição do Grêmio 2026;;;;;;", ";;;;;;", "Chapa;6º A;6º B;7º A;7º B;Total;% votos"]
    lines += [
        row(name, votes, f"{100 * sum(votes) / sum(valid):.2f}%".replace(".", ",")) for name, votes in slates.items()
    ]
    lines += [row("Votos válidos", valid, "100,00%"), row("Brancos", blank), row("Nulos", null)]
    lines += [row("Total de votantes", voters), row("Alunos aptos", eligible)]
    turnout = [f"{100 * v / e:.2f}%".replace(".", ",") for v, e in zip(voters, eligible, strict=True)]
    lines.append(";".join(["Comparecimento", *turnout, "", ""]))
    frame, guess, scored = read("\r\n".join(lines).encode("cp1252"), "apuracao_por_turma.csv")
    assert frame["Chapa"].tolist() == list(slates)
    assert guess.layout.kind == "counts" and guess.layout.label_column == "Chapa"
    assert list(scored.best_labels) == ["Chapa 2 - Geração Futura"]


def test_ideas_each_with_its_votes_for_and_against_beside_their_category() -> None:
    """A participatory budget's ideas, one per row with an id, a category, its votes for ("Með") and against ("Á
    móti") and its comments: the ideas are the candidates and "Með" their votes, not the most frequent category."""
    ideas = [
        ("Körfuboltavöllur við Vogaskóla", "Íþróttir", 84, 5, 8),
        ("Útigrill og skjól í Laugardal", "Útivist", 90, 3, 0),
        ("Betri lýsing á stígum í Sundum", "Öryggi", 131, 9, 4),
        ("Bekkir við Laugardalslaug", "Útivist", 77, 2, 1),
        ("Hjólaskýli við Langholtsskóla", "Samgöngur", 69, 12, 30),
        ("Vatnspóstur í Laugardal", "Útivist", 45, 1, 2),
    ]
    lines = ['"Auðkenni","Heiti","Flokkur","Með","Á móti","Athugasemdir","Staða"']
    lines += [
        f'{31900 + n},"{name}","{kind}",{yes},{no},{said},"Í kosningu"'
        for n, (name, kind, yes, no, said) in enumerate(ideas)
    ]
    _, guess, scored = read("\n".join(lines).encode(), "hugmyndir.csv")
    assert guess.layout.kind == "counts" and guess.layout.columns == ("Með",) and guess.layout.label_column == "Heiti"
    assert list(scored.best_labels) == ["Betri lýsing á stígum í Sundum"]
