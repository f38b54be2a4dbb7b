"""Classes found on sets ZG and ZH, where the page named a wrong winner as "the true best": a survey's report of
counts per question, each followed by the number who did not answer and opening with who the person answering is;
a crowdfunding backer report whose name question says "name" beside a T-shirt size; an e-mail's clicks per link,
only some of which are the vote's; a shop's reviews whose titles repeat; and a printed report whose later tables
(a meet's team scores) were never read."""

from __future__ import annotations

from tests.upload_kit import lines, read


def survey_report() -> bytes:
    """As a Brazilian survey site prints its results: a title block, then per question its text, a table of
    answers with counts and shares (decimal commas), a total, and those who did not answer."""
    questions = {
        "1. Você é:": {"Aluno(a)": 150, "Professor(a)": 30, "Responsável": 20},
        "2. Qual tema você prefere para a festa?": {"Arraiá": 40, "Quermesse": 90, "Sítio": 60},
        "3. Qual destino para a excursão?": {"Praia": 70, "Serra": 50, "Parque": 65},
    }
    out = ["Relatório de resultados", "Pesquisa: Consulta 2026", "Total de respondentes: 200", ""]
    for question, counts in questions.items():
        total = sum(counts.values())
        out += [question, "Alternativa;Respostas;%"]
        out += [f"{label};{n};{100 * n / total:.1f}%".replace(".", ",") for label, n in counts.items()]
        out += [f"Total;{total};100,0%", f"Não responderam;{200 - total};", ""]
    return "\r\n".join(out).encode("cp1252")


def test_a_survey_report_asks_between_its_questions_not_who_answered() -> None:
    """Those who did not answer are no option (the total agrees without them), and "Você é:" asks who the person
    answering is: the page asks which of the two real questions is meant."""
    _, guess, _ = read(survey_report(), "relatorio.csv")
    assert guess.question is not None and guess.question.field == "table"
    assert len(guess.question.options) == 2 and not guess.confident
    assert all("Aluno" not in label for label in guess.question.labels)
    assert all("Não responderam" not in label for label in guess.question.labels)
    # (each table named by its question, written above it)
    assert [label.split(" (")[0] for label in guess.question.labels] == [
        "“2. Qual tema você prefere para a festa?”",
        "“3. Qual destino para a excursão?”",
    ]


def test_a_question_asking_which_name_is_liked_best_is_a_choice_and_a_shirt_size_is_not() -> None:
    """A backer report: the blend's name question says "name", which names people elsewhere, but asks which one
    is liked best; the size of the T-shirt sent to each backer (M outnumbers every blend) is about the backer."""
    sizes = ["S", "M", "M", "L", "XL", "M", "M", "L"]
    blends = ["Old Mill", "Harbor", "Old Mill", "Saltbox", "Old Mill", "Harbor", "Old Mill", "Saltbox"]
    header = [
        "Backer Number",
        "Backer Name",
        "Email",
        "Reward Title",
        "Pledge Amount",
        "What T-shirt size should we send with your reward?",
        "Help us name the new blend! Which name do you like best?",
    ]
    rows = [header] + [
        [
            n,
            f"Backer {n}",
            f"b{n}@example.com",
            ["Early Bird", "Club"][n % 2],
            f"${40 + n}.00",
            sizes[n % 8],
            blends[n % 8],
        ]
        for n in range(1, 41)
    ]
    _, guess, scored = read(lines(rows).encode(), "Backer Report - All Backers.csv")
    assert guess.layout.columns == ("Help us name the new blend! Which name do you like best?",)
    assert scored.best_labels == ("Old Mill",)


def test_clicks_per_link_where_only_some_links_are_votes_are_not_called_the_true_best() -> None:
    """An e-mail's link report: four links to one voting page, one each, and others to the shop, a social page and
    the subscription page, which take the most clicks. Read with them, the result is no vote's: the page says so."""
    links = {
        "Order online": ("https://shop.example.nz/order?utm_source=mail", 412),
        "Steak pie": ("https://shop.example.nz/vote?pie=steak", 141),
        "Custard pie": ("https://shop.example.nz/vote?pie=custard", 118),
        "Crumble pie": ("https://shop.example.nz/vote?pie=crumble", 96),
        "Kūmara pie": ("https://shop.example.nz/vote?pie=kumara", 87),
        "Instagram": ("https://www.instagram.com/shopexample", 22),
        "Unsubscribe": ("https://manage.mail.example/subscriptions/unsubscribe?k=1", 9),
        "Manage preferences": ("https://manage.mail.example/subscriptions/manage?k=1", 4),
    }
    rows = [["Link Text", "URL", "Unique Clicks"]] + [[label, url, n] for label, (url, n) in links.items()]
    _, guess, _ = read(("\ufeff" + lines(rows)).encode(), "Pie vote - Link activity.csv")
    assert not guess.confident


def test_a_reviews_title_and_text_are_no_choices() -> None:
    """A shop's review export: a title and a body per review (both repeat: "Really nice"), a star rating, the
    product's handle. The titles are words written, not options chosen; the page does not state a winner."""
    titles = ["Really nice", "Really nice", "Obsessed", "Lovely", "Really nice", "Good value"]
    bodies = ["Really nice bar, the scent fades a bit after a week.", "My whole family fights over this one, honestly."]
    header = ["title", "body", "rating", "reviewer_name", "product_handle"]
    rows = [header] + [
        [titles[n % 6], f'"{bodies[n % 2]}"', 3 + n % 3, f"Person {n % 25}", ["bar-oat", "bar-lime"][n % 2]]
        for n in range(60)
    ]
    _, guess, _ = read(lines(rows).encode(), "reviews_export.csv")
    assert "title" not in guess.layout.columns and "body" not in guess.layout.columns
    assert not guess.confident


def meet_report() -> bytes:
    """A swim meet's results printed to a file: the first event's results, a form feed, then the team scores
    printed two teams per line: the team scores are never read, so the first event's swimmers are not called
    the meet's winners."""
    out = ["Sinaloa Swimming   MEET MANAGER 8.0 - 7:48 PM  3/22/2026  Page 14", "", "Event 23  Girls 100 Fly", "=" * 60]
    out += ["    Name                    Age Team               Finals Points", "=" * 60]
    swimmers = ["Castro, Andrea", "Ochoa, Sofía", "Beltrán, Camila", "Urías, Ximena"]
    out += [
        f"  {n + 1} {name:<22}  13 {'Team ' + 'ABCD'[n]:<18} 1:0{n}.20  {20 - 3 * n}" for n, name in enumerate(swimmers)
    ]
    out += ["", "\fSinaloa Swimming   MEET MANAGER 8.0 - 7:48 PM  3/22/2026  Page 15", ""]
    for block in ("Women", "Men", "Combined"):
        out += [f"{block} - Team Rankings - Through Event 24", "=" * 60]
        out += [
            f"    {2 * n + 1}. Team {'ABCDEF'[2 * n]}       {300 - 40 * n}     "
            f"{2 * n + 2}. Team {'ABCDEF'[2 * n + 1]}      {280 - 40 * n}"
            for n in range(3)
        ]
        out.append("")
    return "\r\n".join(out).encode("cp1252")


def test_a_printed_report_whose_later_tables_were_not_read_is_not_called_the_true_best() -> None:
    frame, guess, _ = read(meet_report(), "Results_MM8.txt")
    assert frame.attrs["table_rows_below"] >= 9
    assert len(frame) == 4 and not guess.confident
