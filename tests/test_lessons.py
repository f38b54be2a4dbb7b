"""lessons: every number a lesson states, checked against the value its source prints.

Sources: Near & Abuah, *Programming Differential Privacy* (Adult marital status: 179/200 and 192/200 in their runs;
the exact probabilities 0.8888 and 0.9785 are theory.md §11's reference values to the four decimals the source's
samples allow); the book-poll argument (theory.md §1: 1/2ᵏ at ε = ln 2 with monotone scores, 2^(−1/2) per vote with
the general scale); Gumbel = EM (theory.md §4); permute-and-flip never worse, at most 2× better (McKenna & Sheldon
2020; theory.md §3); the auction's bids $1, $1, $3 (McSherry & Talwar 2007); SmallDB's bound 0.37 at n = 1,000,
ε = 1, β = 0.05, |X| = 4, |Q| = 8, m = 24 (Dwork & Roth 2014, Thm 4.5; theory.md §9).
"""

from __future__ import annotations

import inspect
import math
import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from scipy import stats

import dpcore
import lessons
from dpcore.analyses.noisy_max import laplace_from_exponential_mechanism
from dpcore.analyses.pricing import noisy_price_revenue
from dpcore.scoring.rules import revenue
from lessons import LESSONS, auction, book_poll, model, runs, smalldb, textbook
from lessons.formats import LN2
from lessons.textbook import BOOK_COUNTS, BOOK_RUNS

EXPONENTIAL, REPORT_NOISY_MAX = "exponential", "report_noisy_max"


def facts_of(lesson: str, step: int, value: float | None = None) -> dict[str, float]:
    current = LESSONS[lesson].steps[step - 1]
    return dict(current.show(current.control.default if value is None else value).facts)


# ----------------------------------------------------------------------------------------------------------------
# The textbook chapter


def test_adult_data_is_the_textbooks():
    # theory.md §11: counts/1000 = (14.976, 10.683, 4.443, 1.025, 0.993, 0.418, 0.023).
    np.testing.assert_array_equal(textbook.ADULT_COUNTS, [14976, 10683, 4443, 1025, 993, 418, 23])
    assert textbook.ADULT_LABELS[0] == "Married-civ-spouse"


def test_textbook_exact_probabilities_match_the_source():
    facts = facts_of("textbook", 2)
    # The source's values to the precision it gives (four decimals), and theory.md §11's six.
    assert round(facts["p_em"], 4) == 0.8888
    assert round(facts["p_rnm"], 4) == 0.9785
    assert facts["p_em"] == pytest.approx(0.888759, abs=5e-7)
    assert facts["p_rnm"] == pytest.approx(0.978468, abs=5e-7)
    # Δ = 1000 on counts is the book's Δ = 1 on counts/1000: the same law.
    scaled = dpcore.selection_probabilities(textbook.ADULT_COUNTS / 1000, epsilon=1.0, mechanism=EXPONENTIAL)
    assert scaled[0] == pytest.approx(facts["p_em"], rel=1e-12)


def test_the_books_200_run_counts_lie_in_their_999_ranges():
    facts = facts_of("textbook", 2)
    assert facts["em_low"] <= BOOK_COUNTS[EXPONENTIAL] <= facts["em_high"]
    assert facts["rnm_low"] <= BOOK_COUNTS[REPORT_NOISY_MAX] <= facts["rnm_high"]
    # The range is the central 99.9% of Binomial(200, p): each tail outside it holds at most 0.05%.
    for p, low, high in ((facts["p_em"], facts["em_low"], facts["em_high"]),):
        assert stats.binom.cdf(low - 1, BOOK_RUNS, p) <= 0.0005 < stats.binom.cdf(low, BOOK_RUNS, p)
        assert stats.binom.sf(high, BOOK_RUNS, p) <= 0.0005 < stats.binom.sf(high - 1, BOOK_RUNS, p)


@pytest.mark.parametrize("seed", [runs.SEED, 1, 2, 3])
def test_a_lessons_200_runs_fall_in_the_range_and_are_seeded(seed):
    facts = facts_of("textbook", 1, seed)
    exact = facts_of("textbook", 2)
    # A single seeded sample: outside its 99.9% range with probability 0.1% (these seeds are fixed, so no flake).
    assert exact["em_low"] <= facts["em_count"] <= exact["em_high"]
    assert exact["rnm_low"] <= facts["rnm_count"] <= exact["rnm_high"]
    assert facts_of("textbook", 1, seed) == facts  # the same seed, the same counts
    assert facts["book_em"] == 179 and facts["book_rnm"] == 192


def test_textbook_many_runs_agree_with_the_exact_law():
    step = LESSONS["textbook"].steps[1]
    chart = step.show(100_000).chart
    for series in chart.series:
        p = np.exp(series.log_probabilities)
        share = series.counts[0] / series.trials
        # 5 standard errors of a share of 100,000 runs.
        assert abs(share - p[0]) <= 5 * math.sqrt(p[0] * (1 - p[0]) / series.trials)


@pytest.mark.parametrize("epsilon", [0.1, 1.0, 5.0])
def test_report_noisy_max_costs_epsilon_not_n_epsilon(epsilon):
    facts = facts_of("textbook", 3, epsilon)
    assert facts["max_loss"] <= epsilon * (1 + 1e-9)
    assert facts["all_counts"] == pytest.approx(7 * epsilon)


def test_laplace_recovered_from_the_exponential_mechanism():
    facts = facts_of("textbook", 4)
    assert facts["scale"] == pytest.approx(textbook.ADULT_SENSITIVITY / textbook.ADULT_EPSILON)
    assert facts["max_relative_error"] <= facts["error_bound"] < 1e-4


# ----------------------------------------------------------------------------------------------------------------
# The book poll


@pytest.mark.parametrize("added", [0, 1, 2, 3, 4])
def test_one_vote_behind_half_as_often(added):
    facts = facts_of("book_poll", 1, added)
    assert facts["gap"] == 1 + added  # Network Effect leads Hench by one vote in the shipped poll
    assert facts["ratio"] == pytest.approx(2.0 ** -facts["gap"], rel=1e-12)
    assert facts["halving"] == 2.0 ** -facts["gap"]


def test_general_scale_costs_two_to_the_minus_half_per_vote():
    facts = facts_of("book_poll", 2)
    assert facts["epsilon"] == pytest.approx(math.log(2))
    assert facts["per_vote"] == pytest.approx(2**-0.5, rel=1e-12)
    assert facts["formula"] == pytest.approx(2**-0.5, rel=1e-12)


def test_monotone_drops_the_factor_two_and_stays_epsilon_dp():
    facts = facts_of("book_poll", 3)
    assert facts["p_best_monotone"] > facts["p_best_general"]
    assert facts["max_loss"] <= math.log(2) * (1 + 1e-9)
    off, on = (LESSONS["book_poll"].steps[2].show(flag).chart.series[0] for flag in (False, True))
    scores = book_poll.POLL_SCORES
    for series, per_vote in ((off, 2**-0.5), (on, 0.5)):
        p = np.exp(series.log_probabilities)
        np.testing.assert_allclose(p / p[0], per_vote ** (scores[0] - scores), rtol=1e-12)


def test_gumbel_noise_has_the_exponential_mechanisms_law():
    facts = facts_of("book_poll", 4)
    assert facts["max_difference"] <= 1e-9
    assert facts["fit_pvalue"] > 0.001


def test_permute_and_flip_never_worse_at_most_twice_better():
    facts = facts_of("book_poll", 5)
    assert facts["p_best_pf"] >= facts["p_best_em"]
    assert 1.0 <= facts["ratio"] <= 2.0
    assert 1.0 <= facts["min_ratio"] <= facts["max_ratio"] <= 2.0 + 1e-9


# ----------------------------------------------------------------------------------------------------------------
# The auction


def test_auction_bids_and_the_cliffs():
    np.testing.assert_array_equal(auction.BIDS, [1.0, 1.0, 3.0])
    at_one, just_above_one = facts_of("auction", 1, 1.0), facts_of("auction", 1, 1.05)
    assert at_one["revenue"] == pytest.approx(3.0) and at_one["best"] == pytest.approx(3.0)
    assert just_above_one["revenue"] == pytest.approx(1.05)  # two of three bidders drop out
    assert facts_of("auction", 1, 3.0)["revenue"] == pytest.approx(3.0)
    assert facts_of("auction", 1, 3.05)["revenue"] == 0.0
    facts = facts_of("auction", 2)
    assert facts["one_cent_above_low"] == pytest.approx(1.01) and facts["one_cent_above_high"] == 0.0


def test_auction_price_grid_is_080_to_300_by_010():
    np.testing.assert_allclose(auction.PRICES, np.round(np.arange(0.8, 3.0001, 0.1), 2))
    assert auction.PRICE_LABELS[0] == "$0.80" and auction.PRICE_LABELS[-1] == "$3.00" and len(auction.PRICES) == 23
    np.testing.assert_allclose(auction.PRICE_SCORES, revenue(auction.PRICES, auction.BIDS))


def test_noisy_price_revenue_matches_monte_carlo():
    scale = auction.PRICE_SPREAD
    exact = noisy_price_revenue(1.0, scale=scale, bids=auction.BIDS)
    rng = np.random.default_rng(7)
    draws = revenue(1.0 + rng.laplace(scale=scale, size=200_000), auction.BIDS)
    assert abs(draws.mean() - exact) <= 5 * draws.std() / math.sqrt(draws.size)


@pytest.mark.parametrize("epsilon", [0.1, 1.0, 5.0])
def test_exponential_mechanism_beats_noise_on_the_price(epsilon):
    facts = facts_of("auction", 2, epsilon)
    assert facts["noisy_revenue"] < facts["em_revenue"] < facts["best"]
    em = facts_of("auction", 3, epsilon)
    assert em["expected_revenue"] == pytest.approx(facts["em_revenue"], rel=1e-12)
    assert em["prices"] == 23


# ----------------------------------------------------------------------------------------------------------------
# SmallDB


def test_smalldb_bound_is_the_sources_037():
    facts = facts_of("smalldb", 3)
    assert facts["n"] == 1000 and facts["epsilon"] == 1.0
    assert round(facts["theorem_bound"], 2) == 0.37
    # The exact quantile is far below both bounds ("true, and loose").
    assert facts["quantile95"] <= facts["tight_bound"] <= facts["theorem_bound"]


def test_smalldb_candidates_and_alpha():
    facts = facts_of("smalldb", 1)
    assert facts["candidates"] == math.comb(24 + 3, 3) == 2925  # theory.md §9: 2,925 at |X| = 4, m = 24
    assert facts["alpha"] == pytest.approx(math.sqrt(math.log(8) / 24))
    assert facts["alpha"] == pytest.approx(0.29, abs=0.005)  # theory.md §9: α ≈ 0.29


@pytest.mark.parametrize("epsilon", [0.05, 1.0])
def test_smalldb_error_chart_is_the_exact_law(epsilon):
    shown = LESSONS["smalldb"].steps[1].show(epsilon)
    (series,) = shown.chart.series
    p = np.exp(series.log_probabilities)
    assert p.sum() == pytest.approx(1.0, abs=1e-12)
    assert series.counts.sum() == series.trials
    assert dpcore.goodness_of_fit_pvalue(series.counts[p > 0], p[p > 0]) > 0.001


# ----------------------------------------------------------------------------------------------------------------
# Every step: every number a narrative states


ALL_STEPS = [(key, number) for key, lesson in LESSONS.items() for number in range(1, len(lesson.steps) + 1)]

#: A number as the narratives write it (the lesson modules format every one from ``facts``):
#: ``sci``   lessons.formats.scientific: "8.3 × 10⁻⁶" (mantissa to its decimals, exponent in superscripts);
#: ``ln2``   lessons.formats.epsilon's exact name of ε = ln 2;
#: ``frac``  an exact fraction "1/2" or "1/√2" (compared to within 1e-9, no rounding stated);
#: ``num``   a plain, money ("$3.00") or percent ("99.9%") number, "," between thousands; its decimals are its
#:           stated rounding, except that a plain whole number under 100 ("7", "24") is stated exactly ("×"
#:           after a ratio, "th" after a percentile are words, not part of the number);
#: ``sup``   a superscript digit outside the scientific form (α²): never a fact, so only in a structural phrase.
NUMBER = re.compile(
    r"(?P<sci>\d+(?:\.\d+)?) × 10(?P<exp>[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)"
    r"|(?P<ln2>ln 2)"
    r"|(?P<frac>(?P<top>\d+)/(?P<root>√?)(?P<bottom>\d+))"
    r"|(?P<money>\$)?(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?P<percent>%)?"
    r"|(?P<sup>[⁰¹²³⁴⁵⁶⁷⁸⁹]+)"
)
_FROM_SUPERSCRIPT = str.maketrans("⁻⁰¹²³⁴⁵⁶⁷⁸⁹", "-0123456789")


def _states(token: re.Match[str], value: float) -> bool:
    """Whether ``value``, rounded as the narrative rounds the number ``token``, is written as ``token``."""
    if token["sci"]:
        decimals = len(token["sci"].partition(".")[2])
        exponent = int(token["exp"].translate(_FROM_SUPERSCRIPT))
        return f"{value:.{decimals}e}" == f"{token['sci']}e{exponent:+03d}"
    if token["ln2"]:
        return math.isclose(value, math.log(2), rel_tol=1e-12)
    if token["frac"]:
        exact = int(token["top"]) / (math.sqrt if token["root"] else float)(int(token["bottom"]))
        return math.isclose(value, exact, rel_tol=1e-9)
    if token["num"]:
        digits = token["num"].replace(",", "")
        decimals = len(digits.partition(".")[2])
        if token["percent"]:
            return f"{value:.{decimals}%}" == f"{digits}%"
        if not decimals and not token["money"] and int(digits) < 100:
            # A small whole number is stated only for a whole quantity (a count, a size, ε = 1): 0.69 is never
            # "1", 6.6 never "7". From 100 on, to the unit (a scale of 3,333.3 is "3,333"): at most 0.5% off.
            return math.isclose(value, int(digits), rel_tol=1e-9)
        return f"{value:.{decimals}f}" == digits
    return False  # a superscript is never a stated value


#: Per step, what a narrative may state besides its facts, each with its reason:
#: ``structural``: phrases removed before the numbers are read: the digits in them are part of a formula, a name
#: or a citation, not a quantity (each phrase must appear at every control position, so the list stays honest);
#: ``settings``: quantities the step states but does not compute (the lesson's data and named constants, or a
#: number read back from the step's own chart), as ``shown -> {name: (value, reason)}``. Each setting must be stated
#: at some control position.
Settings = Callable[[model.Shown], dict[str, tuple[float, str]]]
NARRATIVE_EXTRAS: dict[tuple[str, int], tuple[tuple[tuple[str, str], ...], Settings]] = {
    ("textbook", 1): (
        (),
        lambda shown: {
            "statuses": (len(textbook.ADULT_LABELS), "the data's number of marital statuses"),
            "epsilon": (textbook.ADULT_EPSILON, "the book's ε"),
            "sensitivity": (textbook.ADULT_SENSITIVITY, "the book's Δ"),
        },
    ),
    ("textbook", 2): (
        (),
        lambda shown: {
            "runs": (BOOK_RUNS, "the ranges are for the book's 200 runs, whatever the control's runs"),
            "level": (textbook.RANGE_LEVEL, "the ranges' probability"),
            **{
                f"book_{k}": (v, "the book's counts, quoted (checked against the ranges above)")
                for k, v in BOOK_COUNTS.items()
            },
        },
    ),
    ("textbook", 3): ((), lambda shown: {}),
    ("textbook", 4): (
        (("−2|q − r|", "the score's definition (the construction), not a result"),),
        lambda shown: {
            "grid": (
                inspect.signature(laplace_from_exponential_mechanism).parameters["points"].default,
                "the grid dpcore compares the densities on (its default number of points)",
            )
        },
    ),
    ("book_poll", 1): (
        (
            ("e^(ε·votes/Δ) = 2^votes", "the identity e^(ln 2 · v) = 2^v the step explains"),
            ("1/2^", "the halving written as a power of two; its exponent is the gap fact"),
        ),
        lambda shown: {"epsilon": (LN2, "the lesson's ε = ln 2")},
    ),
    ("book_poll", 2): (
        (
            ("exp(ε qᵢ / 2Δ)", "the general formula's factor 2, the subject of the step"),
            ("the 2 protects", "the same factor 2, named"),
            ("e^(−ε/2Δ)", "the per-vote factor's formula (its value is the formula fact)"),
        ),
        lambda shown: {
            "epsilon_ln2": (LN2, "the claim is about ε = ln 2, whatever the control's ε"),
            "per_vote_at_ln2": (facts_of("book_poll", 2, LN2)["formula"], "this step's formula fact at ε = ln 2"),
            "monotone_per_vote": (facts_of("book_poll", 1, 0)["halving"], "step 1's per-vote factor (monotone)"),
        },
    ),
    ("book_poll", 3): ((("not 2Δ", "the general range 2Δ, named"),), lambda shown: {}),
    ("book_poll", 4): ((), lambda shown: {}),
    ("book_poll", 5): (
        (),
        lambda shown: {
            "ratio_from": (book_poll.RATIO_EPSILONS[0], "the ε grid on which 'never worse' is checked"),
            "ratio_to": (book_poll.RATIO_EPSILONS[-1], "the ε grid on which 'never worse' is checked"),
        },
    ),
    ("auction", 1): (
        (),
        lambda shown: {
            **{f"bid_{i}": (b, "the auction's bids (the lesson's data)") for i, b in enumerate(auction.BIDS)},
            **_best_prices(),
        },
    ),
    ("auction", 2): (
        (("1¢", "one cent: the step just past each cliff (what it earns is a fact)"),),
        lambda shown: {
            "price_min": (auction.PRICE_MIN, "the price grid's lowest price"),
            "price_max": (auction.PRICE_MAX, "the price grid's highest price"),
            "spread": (auction.PRICE_SPREAD, "the price's own sensitivity: the grid's width"),
            **_best_prices(),
        },
    ),
    ("auction", 3): (
        (),
        lambda shown: {
            "price_min": (auction.PRICE_MIN, "the price grid's lowest price"),
            "price_max": (auction.PRICE_MAX, "the price grid's highest price"),
            "sensitivity": (auction.AUCTION_SENSITIVITY, "the revenue's Δ"),
            "past": (
                auction.PRICES[int(np.argmax(auction.PRICE_SCORES)) + 1],
                "the first price on the grid above the lowest best price",
            ),
        },
    ),
    ("smalldb", 1): (
        (
            ("00 to 11", "the codes of the first and last kinds of record: labels, not quantities"),
            ("(00:", "the code of the kind whose count the example gives"),
        ),
        lambda shown: {
            "kinds": (2 ** len(smalldb.SMALLDB_ATTRIBUTES), "two yes/no questions: 2² kinds of record"),
            "example": (
                # The chart's first row is the likeliest table, written "00:9 01:11 10:3 11:1".
                int(shown.chart.series[0].labels[0].split()[0].split(":")[1]),
                "the likeliest table's count of kind 00, as the chart's first row names it",
            ),
        },
    ),
    ("smalldb", 2): (
        (("1/n", "the score's sensitivity, a definition"),),
        lambda shown: {"confidence": (1 - smalldb.SMALLDB_BETA, "1 − β")},
    ),
    ("smalldb", 3): (
        (
            ("Thm 4.5", "the theorem's number in Dwork & Roth (a citation)"),
            ("α + 2(ln|X| ln|Q|/α² + ln(1/β))/(εn)", "the bound's formula (its value is the theorem_bound fact)"),
        ),
        lambda shown: {
            "confidence": (1 - smalldb.SMALLDB_BETA, "1 − β, as a probability"),
            "percentile": (100 * (1 - smalldb.SMALLDB_BETA), "1 − β, as the percentile's rank"),
        },
    ),
    ("top_k", 1): ((), lambda shown: {}),
    ("top_k", 2): ((("Top-3", "the step's k = 3 in the name of the rule, top-k"),), lambda shown: {}),
    ("top_k", 3): ((), lambda shown: {}),
}


def _best_prices() -> dict[str, tuple[float, str]]:
    best = auction.PRICES[auction.PRICE_SCORES == auction.PRICE_SCORES.max()]
    return {f"best_price_{i}": (float(p), "a best price on the grid (a cliff)") for i, p in enumerate(best)}


def unexplained_numbers(shown: model.Shown, key: tuple[str, int], used: set[str] | None = None) -> list[str]:
    """The numbers in ``shown.narrative`` that are none of its facts (to their stated rounding) and none of the
    step's listed settings; ``used`` collects the names of the settings the narrative states."""
    structural, settings = NARRATIVE_EXTRAS[key]
    text = shown.narrative
    for phrase, _reason in structural:
        assert phrase in text, f"structural phrase {phrase!r} is not in the narrative: {text}"
        text = text.replace(phrase, " ")
    allowed = {**{name: (value, "") for name, value in shown.facts.items()}, **settings(shown)}
    wrong = []
    for token in NUMBER.finditer(text):
        names = [name for name, (value, _reason) in allowed.items() if _states(token, float(value))]
        if not names:
            wrong.append(token[0])
        if used is not None:
            used.update(name for name in names if name not in shown.facts)
    leftover = NUMBER.sub(" ", text)
    wrong += re.findall(r"[\d⁰¹²³⁴⁵⁶⁷⁸⁹½¼¾]", leftover)  # a digit no token read
    return wrong


def test_every_step_has_its_list_of_non_facts():
    assert set(NARRATIVE_EXTRAS) == set(ALL_STEPS)


@pytest.mark.parametrize(("lesson", "step"), ALL_STEPS)
def test_every_number_in_a_narrative_is_a_computed_fact(lesson, step):
    """Each number the narrative states is one of the step's facts or a setting of the lesson (ε, Δ, runs …), at
    every stop of the step's control: every number is read (see :data:`NUMBER`) and compared to each fact rounded
    as the narrative rounds it; what is not a fact is listed in :data:`NARRATIVE_EXTRAS` with its reason."""
    current = LESSONS[lesson].steps[step - 1]
    used: set[str] = set()
    for value in current.control.options:
        shown = current.show(value)
        assert shown.narrative and shown.facts
        assert all(math.isfinite(v) for v in shown.facts.values())
        wrong = unexplained_numbers(shown, (lesson, step), used)
        assert not wrong, f"at {current.control.encode(value)}: {wrong} in {shown.narrative!r}, facts {shown.facts}"
    shown = current.show(current.control.default)
    listed = set(NARRATIVE_EXTRAS[(lesson, step)][1](shown))
    assert listed <= used, f"listed but never stated: {listed - used}"
    # Deterministic: the same value gives the same numbers (a link reproduces the step).
    assert current.show(current.control.default).facts == shown.facts


@pytest.mark.parametrize(
    ("lesson", "step", "fact"),
    [("textbook", 2, "p_em"), ("textbook", 4, "scale"), ("book_poll", 3, "p_best_monotone")]
    + [("auction", 2, "noisy_revenue"), ("smalldb", 3, "theorem_bound"), ("book_poll", 4, "runs")],
)
def test_the_narrative_check_catches_a_wrong_number(lesson, step, fact):
    """The check above can fail: the same narrative against facts where one is off by 5% of its value."""
    shown = LESSONS[lesson].steps[step - 1].show(LESSONS[lesson].steps[step - 1].control.default)
    assert not unexplained_numbers(shown, (lesson, step))
    facts = dict(shown.facts)
    facts[fact] *= 1.05
    assert unexplained_numbers(replace(shown, facts=facts), (lesson, step))


def test_control_link_values_round_trip():
    for lesson in LESSONS.values():
        for current in lesson.steps:
            control = current.control
            for option in control.options:
                assert control.nearest(control.encode(option)) == option
            assert control.nearest(None) == control.default
            assert control.nearest("nonsense") == control.default


def test_narratives_quote_the_book_only_through_named_constants():
    text = LESSONS["textbook"].steps[0].show(runs.SEED).narrative
    assert re.search(r"\b179\b", text) and re.search(r"\b192\b", text)
    for path in sorted(Path(lessons.__file__).parent.glob("*.py")):  # every module of the package
        source = path.read_text(encoding="utf-8")
        narrative_lines = [line for line in source.splitlines() if line.strip().startswith(('f"', '"'))]
        assert not any(re.search(r"\b(179|192|0\.8888|0\.9785|0\.37)\b", line) for line in narrative_lines)


@pytest.mark.parametrize(
    ("lesson", "step"), [(key, number) for key, lesson in LESSONS.items() for number in range(1, len(lesson.steps) + 1)]
)
def test_every_selection_step_can_be_watched_and_ends_on_its_own_counts(lesson, step):
    """Watching the runs: each series carries its runs' counts after 1, 2, 5, … runs; the last row is exactly the
    chart's counts (the same seeded runs), every row counts its runs, and no count ever goes down."""
    chart = LESSONS[lesson].steps[step - 1].show(LESSONS[lesson].steps[step - 1].control.default).chart
    if not isinstance(chart, model.SelectionChart):
        return
    for series in chart.series:
        assert series.batch_runs is not None and series.batch_counts is not None
        assert series.batch_runs.tolist() == list(dpcore.growing_batches(series.trials))
        np.testing.assert_array_equal(series.batch_counts[-1], series.counts)
        np.testing.assert_array_equal(series.batch_counts.sum(axis=1), series.batch_runs)
        assert (np.diff(series.batch_counts, axis=0) >= 0).all()
