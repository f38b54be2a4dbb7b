"""The confident wrong answers of fresh blind set ZP, as classes: an experiment program's export whose counters of
trials ("LogoList.Cycle", "LogoList.Sample") stand side by side like two options rated; and reviewers' scores added up
where the submissions were not reviewed equally often, which favours the one reviewed most."""

from __future__ import annotations

from tests.upload_kit import read, workbook

LOGOS = ["Prism", "Neuron", "Lighthouse", "Knot", "Wave"]


def test_an_experiment_programs_trial_counters_are_no_options() -> None:
    """A psychology experiment's merged data exported as tab-separated UTF-16: session columns, the list's cycle and
    sample counters, the logo shown and the key pressed (1-9) with its reaction time. The counters are no two options
    rated: whatever the page reads, it does not call "Cycle" or "Sample" the true best."""
    header = ["ExperimentName", "Subject", "Session", "Age", "Handedness", "Trial", "LogoList", "LogoList.Cycle"]
    header += ["LogoList.Sample", "LogoName", "Rating.RESP", "Rating.RT"]
    rows = ["\t".join(header)]
    ratings = {"Prism": 5, "Neuron": 6, "Lighthouse": 8, "Knot": 4, "Wave": 5}
    for subject in range(1, 5):
        for trial in range(1, 11):
            logo = LOGOS[(trial + subject) % 5]
            cycle = 1 + (trial - 1) // 5
            cells = ["LogoRating", subject, 1, 30 + subject, "right", trial, LOGOS.index(logo) + 1, cycle, trial, logo]
            cells += [ratings[logo] + (trial + subject) % 2, 900 + 37 * trial]
            rows.append("\t".join(map(str, cells)))
    _, guess, scored = read("\r\n".join(rows).encode("utf-16"), "LogoRating_merged_EDataAid_export.txt")
    assert not (guess.confident and set(scored.best_labels) <= {"Cycle", "Sample", "LogoList.Cycle", "LogoList.Sample"})
    assert not (guess.layout.kind == "ratings" and set(guess.layout.columns) == {"LogoList.Cycle", "LogoList.Sample"})


def test_reviewers_scores_added_up_over_unequal_reviews_are_not_called_the_true_best() -> None:
    """A conference tool's reviews flattened to CSV: one row per review (submission, reviewer, score 0-5); one
    reviewer left a score blank, so one submission has four scores where the others have five. Its mean is the
    highest, its sum is not: the page warns instead of naming a sum's winner as the true best."""
    scores = {
        "Reproducible builds for the rest of us": [3, 4, 4, 3, 4],
        "Open hardware in the physics teaching lab": [4, 4, 4, 4, None],
        "Packaging Rust crates for Debian": [4, 3, 4, 4, 3],
        "Ten years of maintaining a C library alone": [3, 3, 3, 4, 3],
    }
    reviewers = ["Mateus Lima", "Sanna Virtanen", "Karim Nasser", "Ingrid Solberg", "Tomás Ruiz"]
    rows = ["review_id,submission_title,reviewer,score,created"]
    for title, marks in scores.items():
        for reviewer, mark in zip(reviewers, marks, strict=True):
            score = "" if mark is None else f"{mark}.0"
            rows.append(f"{4101 + len(rows)},{title},{reviewer},{score},2026-01-27T13:54:00.000+01:00")
    _, guess, scored = read("\n".join(rows).encode(), "pretalx_reviews_export.csv")
    assert guess.layout.kind == "points"
    assert not guess.confident  # (sums 18, 16, 18, 16: by its mean, 4.0, the open-hardware talk leads)


def test_a_header_written_as_the_last_comment_line_names_the_columns() -> None:
    """A field station's ratings saved with NumPy's ``savetxt``: comment lines opening with "#", the last of them the
    header ("# rater_id,years_on_site,North_Ridge,…"), "nan" where a rater did not visit a site."""
    sites = ["North_Ridge", "Quarry_Rim", "Beech_Hollow", "Old_Sheepfold", "Lake_Terrace"]
    ratings = [[5, 3, 1, 4, 3], ["nan", 4, 4, 5, 4], [2, 3, 2, 5, 2], [4, 2, 3, 4, 1], [3, 4, 2, 5, 3], [2, 3, 1, 3, 2]]
    out = ["# Seismometer vault siting - suitability ratings, survey walk 2026-03-14"]
    out += [
        "# scale 1 (unsuitable) .. 5 (ideal); nan = rater did not visit the site",
        "# " + ",".join(["rater_id", *sites]),
    ]
    out += [",".join(map(str, [1001 + n, *row])) for n, row in enumerate(ratings * 2)]
    frame, guess, scored = read("\n".join(out).encode(), "vault_site_ratings.csv")
    assert list(frame.columns) == ["rater_id", *sites]
    assert any("comment line" in note for note in frame.attrs["notes"])
    assert guess.layout.kind == "ratings"
    assert scored.best_labels == ("Old_Sheepfold",)  # (52 points against 38 for the next)


def test_a_list_of_answer_codes_is_not_called_a_tally() -> None:
    """An electronic data capture tool's Excel export: the responses as codes on one sheet, the variables on another,
    and the option groups (name, option, value 1, 2, 3 … for each question) on a third. Read as a count, the option
    with the highest code would win: the page does not call it the true best."""
    groups = {"Functie": ["Verpleegkundige", "Arts", "Ondersteunende dienst", "Anders"]}
    groups |= {"Locatie": ["Hoofdlocatie Ede", "Buitenpolikliniek"], "Concept": ["Warm buffet", "Grab & go-corner"]}
    options: list[list[object]] = [["Option Group Id", "Option Group Name", "Option Id", "Option Name", "Option Value"]]
    for number, (group, names) in enumerate(groups.items()):
        options += [[f"B3F0{number}", group, f"0A0{number}{at}", name, at + 1] for at, name in enumerate(names)]
    results: list[list[object]] = [["Participant Id", "Participant Status", "functie", "locatie", "voorkeur_concept"]]
    results += [[110001 + n, "Completed", 1 + n % 4, 1 + n % 2, 2 if n % 3 else 1] for n in range(30)]
    variables = [["Variable name", "Field type", "Option group"], ["functie", "radio", "Functie"]]
    book = workbook({"Study results": results, "Study variable list": variables, "Study Option Group": options})
    _, guess, scored = read(book, "Castor_export_Personeelsenquete_20260311.xlsx")
    assert not (guess.confident and scored.best_labels == ("Anders",))
