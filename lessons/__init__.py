"""Guided lessons: the classic arguments about private selection, one idea per step, every number computed here.

A :class:`Lesson` is a short sequence of :class:`Step` s. Each step has one control (its options, its default) and
a function that, for the control's value, computes what the step shows (:class:`Shown`): a sentence or two of
narrative, the named numbers it states (``facts``, so that tests can check every one against its source) and the
data of one chart. No number is typed into a narrative: each is formatted from ``facts``, computed from the shipped
data by dpcore. Numbers *quoted* from a source (the textbook's 179 of 200) are named constants below, and the tests
check that they agree with what dpcore computes.

The four lessons and their sources:

* ``textbook``: Near & Abuah, *Programming Differential Privacy*, chapter "The Exponential Mechanism": Adult
  marital status, ε = 1, Δ = 1000 (counts; the book divides by 1000 and keeps Δ = 1, the same law), 200 runs of
  the exponential mechanism (ε/2Δ) and of report-noisy-max (Lap(Δ/ε)); why report-noisy-max costs ε, not nε; the
  Laplace mechanism as an exponential mechanism.
* ``book_poll``: the book-poll argument (theory.md §1): at ε = ln 2 with monotone scores a book k votes behind is
  chosen 1/2ᵏ as often; the general formula's factor 2; Gumbel noise gives the same law (theory.md §4);
  permute-and-flip is never worse (McKenna & Sheldon 2020).
* ``auction``: the digital-goods auction (McSherry & Talwar 2007) as blogged: bids $1, $1, $3, revenue p × #{bids ≥
  p}, the cliffs at $1 and $3 that make noise on the price disastrous, the exponential mechanism over the prices
  $0.80–$3.00 in steps of $0.10.
* ``smalldb``: SmallDB (Blum, Ligett & Roth 2008; Dwork & Roth 2014, Alg. 4, Thm 4.5): the exponential mechanism
  over every small database, and its accuracy bound.

Every lesson is deterministic: the simulations use :func:`dpcore.mechanism_rng` with the lesson's seed (or the
step's control, when the control is the seed), so a step's link reproduces it exactly on any server. Pure: no
Streamlit, no I/O beyond the shipped data read once at import.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from types import MappingProxyType

import numpy as np
import pandas as pd
from scipy import integrate, stats

from dpcore.analyses.composition import basic_composition
from dpcore.analyses.noisy_max import GUMBEL, laplace_from_exponential_mechanism, noisy_max_probabilities
from dpcore.analyses.privacy_loss import worst_case_privacy_loss
from dpcore.analyses.smalldb import (
    SmallDBDistribution,
    candidate_count,
    error_curve,
    error_quantile,
    exact_range_tail_bound,
    expected_error,
    histogram_from_rows,
    likeliest_candidates,
    records_from_answers,
    sample_synthetic_indices,
    smalldb_at_epsilon,
    smalldb_distribution,
    theorem_bound,
)
from dpcore.data import demo_bytes
from dpcore.ingest.csv_reader import read_csv_bytes
from dpcore.scenarios import SCENARIOS
from dpcore.selection.batches import cumulative_counts, growing_batches
from dpcore.selection.exact import log_selection_probabilities
from dpcore.selection.mechanisms import (
    EXPONENTIAL,
    PERMUTE_AND_FLIP,
    REPORT_NOISY_MAX,
    REPORT_NOISY_MAX_GUMBEL,
    score_range,
)
from dpcore.selection.quality import expected_regret, probability_of_best
from dpcore.selection.simulate import mechanism_rng
from dpcore.stats import goodness_of_fit_pvalue
from dpcore.validation import InvalidInputError

__all__ = [
    "BOOK_COUNTS",
    "LESSONS",
    "BarChart",
    "Control",
    "Lesson",
    "LineChart",
    "SelectionChart",
    "SelectionSeries",
    "Shown",
    "Step",
    "binomial_range",
    "noisy_price_revenue",
    "revenue",
]

#: The seed of every lesson's simulations (unless the step's control is the seed).
SEED = 7
#: The textbook's runs per mechanism.
BOOK_RUNS = 200
#: What the textbook printed for its 200 runs (Near & Abuah): how often each mechanism chose the most common
#: status. Samples, quoted from the source: the tests check that each lies in its 99.9% range.
BOOK_COUNTS: Mapping[str, int] = MappingProxyType({EXPONENTIAL: 179, REPORT_NOISY_MAX: 192})
#: The probability of the central range of a sample count.
RANGE_LEVEL = 0.999
#: Runs of the simulations shown next to the exact laws, unless the step's control sets them.
LESSON_RUNS = 10_000
LN2 = math.log(2.0)


# ----------------------------------------------------------------------------------------------------------------
# What a step shows


@dataclass(frozen=True)
class SelectionSeries:
    """One mechanism's chart: the exact law over the candidates and seeded runs (drawn like the Explorer's).

    ``batch_runs`` and ``batch_counts`` (watching the runs): the counts of these very runs after 1, 2, 5, 10, …
    of them (:func:`dpcore.selection.batches.growing_batches`), one row per batch, the last row ``counts``.
    """

    title: str
    mechanism: str
    labels: tuple[str, ...]
    scores: np.ndarray
    log_probabilities: np.ndarray
    counts: np.ndarray
    trials: int
    batch_runs: np.ndarray | None = None
    batch_counts: np.ndarray | None = None


@dataclass(frozen=True)
class SelectionChart:
    """Exact probabilities next to simulated shares, one panel per series on one probability axis."""

    series: tuple[SelectionSeries, ...]


@dataclass(frozen=True)
class LineChart:
    """Lines: ``frame`` has columns x, y, series; ``marks`` are vertical rules (x, label)."""

    frame: pd.DataFrame
    x_title: str
    y_title: str
    marks: tuple[tuple[float, str], ...] = ()
    x_format: str = ""
    y_format: str = ""


@dataclass(frozen=True)
class BarChart:
    """Horizontal bars per label (``frame``: label, value) with vertical rules (value, label)."""

    frame: pd.DataFrame
    value_title: str
    rules: tuple[tuple[float, str], ...] = ()


Chart = SelectionChart | LineChart | BarChart


@dataclass(frozen=True)
class Shown:
    """What one step shows for one value of its control: narrative (Markdown), the numbers it states, a chart."""

    narrative: str
    facts: Mapping[str, float]
    chart: Chart


@dataclass(frozen=True)
class Control:
    """A step's one control: a choice among ``options`` (a toggle when they are False and True)."""

    label: str
    options: tuple[float, ...]
    default: float
    describe: Callable[[float], str] = str
    help: str = ""

    @property
    def is_toggle(self) -> bool:
        return self.options == (False, True)

    def nearest(self, text: str | None) -> float:
        """The option a link's ``text`` names: the closest number (a toggle reads 1/0); the default if unreadable."""
        if text is None:
            return self.default
        if self.is_toggle:
            lowered = text.strip().lower()
            return (
                True
                if lowered in {"1", "true", "on", "yes"}
                else False
                if lowered in {"0", "false", "off", "no"}
                else self.default
            )
        try:
            value = float(text)
        except ValueError:
            return self.default
        if not math.isfinite(value):
            return self.default
        return min(self.options, key=lambda option: abs(float(option) - value))

    def encode(self, value: float) -> str:
        """The link's form of ``value``."""
        if isinstance(value, bool):
            return "1" if value else "0"
        return f"{float(value):.6g}"


@dataclass(frozen=True)
class Step:
    """One projector screen: a title, one control, and what it shows for each of the control's values."""

    title: str
    control: Control
    show: Callable[[float], Shown]


@dataclass(frozen=True)
class Lesson:
    key: str
    title: str
    source: str
    steps: tuple[Step, ...] = field(default_factory=tuple)


# ----------------------------------------------------------------------------------------------------------------
# Shared computations


def binomial_range(probability: float, trials: int, *, level: float = RANGE_LEVEL) -> tuple[int, int]:
    """The central ``level`` range [lo, hi] of a Binomial(trials, probability) count: P(count < lo) ≤ (1 − level)/2
    and P(count > hi) ≤ (1 − level)/2 (scipy.stats.binom quantiles)."""
    if not 0 < level < 1:
        raise InvalidInputError(f"level must be between 0 and 1, got {level!r}.")
    tail = (1 - level) / 2
    low = int(stats.binom.ppf(tail, trials, probability))
    high = int(stats.binom.isf(tail, trials, probability))
    return low, high


def _series(
    title: str,
    labels: Sequence[str],
    scores: np.ndarray,
    *,
    mechanism: str,
    epsilon: float,
    sensitivity: float,
    monotonic: bool,
    trials: int = LESSON_RUNS,
    seed: int = SEED,
    law: str | None = None,
) -> SelectionSeries:
    """Exact law (of ``law``, default the mechanism's own) and ``trials`` seeded runs of ``mechanism``."""
    log_p = log_selection_probabilities(
        scores, epsilon=epsilon, sensitivity=sensitivity, mechanism=law or mechanism, monotonic=monotonic
    )
    # The runs of simulate(...) for this seed, counted after growing batches too (the last row is simulate's).
    runs, batches = cumulative_counts(
        scores,
        epsilon=epsilon,
        sensitivity=sensitivity,
        mechanism=mechanism,
        monotonic=monotonic,
        trials=trials,
        rng=mechanism_rng(seed, mechanism),
    )
    return SelectionSeries(title, mechanism, tuple(labels), scores, log_p, batches[-1], trials, runs, batches)


def _p(series: SelectionSeries) -> np.ndarray:
    return np.exp(series.log_probabilities)


_SUPERSCRIPT = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")


def _scientific(value: float) -> str:
    """8.3e-06 as "8.3 × 10⁻⁶" (no hyphen for a line to break at)."""
    mantissa, exponent = f"{value:.1e}".split("e")
    return f"{mantissa} × 10{str(int(exponent)).translate(_SUPERSCRIPT)}"


def _money(value: float) -> str:
    return f"${value:,.2f}"


def _epsilon(value: float) -> str:
    value = float(value)
    return "ln 2 ≈ 0.693" if math.isclose(value, LN2) else f"{value:g}"


def _epsilon_control(default: float = 1.0, options: tuple[float, ...] | None = None) -> Control:
    stops = options or (0.1, 0.2, 0.3, 0.5, 0.7, 1.0, 1.5, 2.0, 3.0, 5.0)
    return Control(
        label="Privacy budget ε",
        options=stops,
        default=default,
        describe=_epsilon,
        help="Smaller ε: more privacy, more randomness. Seeing the result changes anyone's odds by at most e^ε.",
    )


# ----------------------------------------------------------------------------------------------------------------
# Lesson 1: the textbook chapter (Adult marital status)

_ADULT = SCENARIOS["adult_marital_status"]
#: The textbook's counts and Δ: one person changes one count by 1, the book declares 1000 (over-noised, valid).
ADULT_COUNTS = _ADULT.data["count"].to_numpy(dtype=np.float64)
ADULT_LABELS = tuple(str(label) for label in _ADULT.data["category"])
ADULT_EPSILON = 1.0
ADULT_SENSITIVITY = 1000.0
# The book's exponential mechanism uses exp(ε q / 2Δ) (general scale), its report-noisy-max Lap(Δ/ε) (the monotone
# scale, legitimate for a histogram under add/remove).


def textbook_runs(seed: int, trials: int = BOOK_RUNS) -> tuple[SelectionSeries, SelectionSeries]:
    """The book's experiment: each mechanism run ``trials`` times at ε = 1, Δ = 1000, from ``seed``."""
    em = _series(
        "Exponential mechanism",
        ADULT_LABELS,
        ADULT_COUNTS,
        mechanism=EXPONENTIAL,
        epsilon=ADULT_EPSILON,
        sensitivity=ADULT_SENSITIVITY,
        monotonic=False,
        trials=trials,
        seed=seed,
    )
    rnm = _series(
        "Report-noisy-max",
        ADULT_LABELS,
        ADULT_COUNTS,
        mechanism=REPORT_NOISY_MAX,
        epsilon=ADULT_EPSILON,
        sensitivity=ADULT_SENSITIVITY,
        monotonic=True,
        trials=trials,
        seed=seed,
    )
    return em, rnm


def _textbook_samples(seed: float) -> Shown:
    em, rnm = textbook_runs(int(seed))
    facts = {
        "people": float(ADULT_COUNTS.sum()),
        "em_count": float(em.counts[0]),
        "rnm_count": float(rnm.counts[0]),
        "runs": float(BOOK_RUNS),
        "book_em": float(BOOK_COUNTS[EXPONENTIAL]),
        "book_rnm": float(BOOK_COUNTS[REPORT_NOISY_MAX]),
    }
    narrative = (
        f"The UCI Adult data: {facts['people']:,.0f} people, {len(ADULT_LABELS)} marital statuses. Which is the most "
        f"common? The book runs each mechanism {BOOK_RUNS} times at ε = {ADULT_EPSILON:g} with Δ = "
        f"{ADULT_SENSITIVITY:,.0f}. Here the exponential mechanism chose *{ADULT_LABELS[0]}* "
        f"**{facts['em_count']:.0f}** times and report-noisy-max **{facts['rnm_count']:.0f}** times of {BOOK_RUNS}; "
        f"the book printed {facts['book_em']:.0f} and {facts['book_rnm']:.0f}. Another seed, another sample."
    )
    return Shown(narrative, facts, SelectionChart((em, rnm)))


def _textbook_exact(runs: float) -> Shown:
    em, rnm = textbook_runs(SEED, int(runs))
    p_em, p_rnm = float(_p(em)[0]), float(_p(rnm)[0])
    em_low, em_high = binomial_range(p_em, BOOK_RUNS)
    rnm_low, rnm_high = binomial_range(p_rnm, BOOK_RUNS)
    facts = {
        "p_em": p_em,
        "p_rnm": p_rnm,
        "em_low": float(em_low),
        "em_high": float(em_high),
        "rnm_low": float(rnm_low),
        "rnm_high": float(rnm_high),
        "em_count": float(em.counts[0]),
        "rnm_count": float(rnm.counts[0]),
    }
    narrative = (
        f"The black outlines are the exact laws: the exponential mechanism picks *{ADULT_LABELS[0]}* with probability "
        f"**{p_em:.4f}**, report-noisy-max with **{p_rnm:.4f}**. In {BOOK_RUNS} runs the count lands in "
        f"{em_low}–{em_high} and {rnm_low}–{rnm_high} with {RANGE_LEVEL:.1%} probability: the book's "
        f"{BOOK_COUNTS[EXPONENTIAL]} and {BOOK_COUNTS[REPORT_NOISY_MAX]} are two such samples. More runs: the bars "
        "settle on the outlines."
    )
    return Shown(narrative, facts, SelectionChart((em, rnm)))


def _textbook_cost(epsilon: float) -> Shown:
    epsilon = float(epsilon)
    loss = worst_case_privacy_loss(
        ADULT_COUNTS,
        epsilon=epsilon,
        sensitivity=ADULT_SENSITIVITY,
        mechanism=REPORT_NOISY_MAX,
        monotonic=True,
        neighbours="monotone",
    )
    n = ADULT_COUNTS.size
    facts = {
        "epsilon": epsilon,
        "max_loss": float(np.nanmax(loss)),
        "all_counts": basic_composition(n, epsilon=epsilon),
        "n": float(n),
    }
    narrative = (
        f"Report-noisy-max adds Lap(Δ/ε) noise to all {n} counts. Publishing the {n} noisy counts would cost up to "
        f"{n} × ε = **{facts['all_counts']:g}** (sequential composition). It announces only the winner: over "
        f"neighbouring data, no announcement moves the log-odds by more than **{facts['max_loss']:.3f}**, within "
        f"ε = {epsilon:g}; the unlikely statuses come closest."
    )
    frame = pd.DataFrame({"label": ADULT_LABELS, "value": loss})
    rules = ((epsilon, f"ε = {epsilon:g}"), (facts["all_counts"], f"all {n} noisy counts: {n}ε"))
    return Shown(narrative, facts, BarChart(frame, "Privacy loss of announcing it (ln odds)", rules))


def _textbook_laplace(epsilon: float) -> Shown:
    epsilon = float(epsilon)
    recovered = laplace_from_exponential_mechanism(
        float(ADULT_COUNTS[0]), epsilon=epsilon, sensitivity=ADULT_SENSITIVITY
    )
    facts = {
        "epsilon": epsilon,
        "scale": recovered.scale,
        "max_relative_error": recovered.max_relative_error,
        "error_bound": recovered.error_bound,
        "query": recovered.query_value,
    }
    near = np.abs(recovered.outputs - recovered.query_value) <= 6 * recovered.scale
    keep = np.flatnonzero(near)[:: max(1, int(near.sum()) // 300)]
    x = recovered.outputs[keep]
    frame = pd.concat(
        [
            pd.DataFrame({"x": x, "y": recovered.density[keep], "series": "Exponential mechanism, score −2|q − r|"}),
            pd.DataFrame({"x": x, "y": recovered.laplace_density[keep], "series": "Laplace, scale Δ/ε"}),
        ],
        ignore_index=True,
    )
    narrative = (
        f"Score every possible answer r by −2|q − r|, with q = {facts['query']:,.0f} married people: the exponential "
        f"mechanism's output then has the Laplace density of scale Δ/ε = **{facts['scale']:,.0f}**. Over a grid of "
        f"{recovered.outputs.size:,} answers the two differ by at most **{_scientific(facts['max_relative_error'])}** "
        f"(relative; bound {_scientific(facts['error_bound'])})."
    )
    return Shown(narrative, facts, LineChart(frame, "Released answer r", "Density", x_format=",.0f", y_format=".1e"))


# ----------------------------------------------------------------------------------------------------------------
# Lesson 2: the book poll

_POLL = SCENARIOS["book_poll"]
POLL_LABELS = _POLL.labels
POLL_SCORES = np.asarray(_POLL.scores, dtype=np.float64)
POLL_SENSITIVITY = float(_POLL.sensitivity)


_POLL_TITLES = {
    EXPONENTIAL: "Exponential mechanism",
    PERMUTE_AND_FLIP: "Permute-and-flip",
    REPORT_NOISY_MAX_GUMBEL: "Gumbel noisy max",
}


def _poll_series(
    mechanism: str,
    *,
    epsilon: float,
    monotonic: bool,
    scores: np.ndarray = POLL_SCORES,
    title: str | None = None,
    trials: int = LESSON_RUNS,
    law: str | None = None,
) -> SelectionSeries:
    return _series(
        title or _POLL_TITLES[mechanism],
        POLL_LABELS,
        scores,
        mechanism=mechanism,
        epsilon=epsilon,
        sensitivity=POLL_SENSITIVITY,
        monotonic=monotonic,
        trials=trials,
        law=law,
    )


def _poll_halving(added: float) -> Shown:
    added = int(added)
    scores = POLL_SCORES.copy()
    scores[0] += added
    em = _poll_series(EXPONENTIAL, epsilon=LN2, monotonic=True, scores=scores)
    p = _p(em)
    gap = float(scores[0] - scores[1])
    facts = {"added": float(added), "gap": gap, "ratio": float(p[1] / p[0]), "halving": 2.0**-gap}
    narrative = (
        f"ε = ln 2 and monotone counts: P(book) ∝ e^(ε·votes/Δ) = 2^votes. *{POLL_LABELS[0]}* leads *{POLL_LABELS[1]}* "
        f"by {gap:.0f} vote{'s' if gap != 1 else ''}, so *{POLL_LABELS[1]}* is chosen **{facts['ratio']:.4g}** times "
        f"as often as the leader: 1/2^{gap:.0f} = {facts['halving']:.4g}. Add one more ballot for the leader alone: "
        "it halves again."
    )
    return Shown(narrative, facts, SelectionChart((em,)))


def _poll_factor_two(epsilon: float) -> Shown:
    epsilon = float(epsilon)
    em = _poll_series(EXPONENTIAL, epsilon=epsilon, monotonic=False, title="Exponential mechanism, ε/2Δ")
    p = _p(em)
    facts = {
        "epsilon": epsilon,
        "per_vote": float(p[1] / p[0]),
        "formula": math.exp(-epsilon / score_range(POLL_SENSITIVITY, False)),
        "p_best": float(p[0]),
    }
    narrative = (
        f"In general P(i) ∝ exp(ε qᵢ / 2Δ): the 2 protects scores that move in opposite directions when one person "
        f"changes. Each vote short multiplies a book's chance by e^(−ε/2Δ) = **{facts['formula']:.4f}** (measured "
        f"on the chart: {facts['per_vote']:.4f}); at ε = ln 2 that is 1/√2, not 1/2."
    )
    return Shown(narrative, facts, SelectionChart((em,)))


def _poll_monotone(monotone: float) -> Shown:
    monotone = bool(monotone)
    em = _poll_series(
        EXPONENTIAL,
        epsilon=LN2,
        monotonic=monotone,
        title=f"Exponential mechanism, {'ε/Δ (monotone)' if monotone else 'ε/2Δ (general)'}",
    )
    general, monotonic = (
        probability_of_best(
            np.exp(log_selection_probabilities(POLL_SCORES, epsilon=LN2, mechanism=EXPONENTIAL, monotonic=flag)),
            POLL_SCORES,
        )
        for flag in (False, True)
    )
    loss = worst_case_privacy_loss(POLL_SCORES, epsilon=LN2, mechanism=EXPONENTIAL, monotonic=True)
    facts = {"p_best_general": general, "p_best_monotone": monotonic, "max_loss": float(np.max(loss)), "epsilon": LN2}
    narrative = (
        f"A ballot only adds to counts, so every score moves the same way and the range is Δ, not 2Δ: the exponent "
        f"may use ε/Δ. The leader's chance rises from **{general:.1%}** to **{monotonic:.1%}**, and the exact "
        f"worst-case privacy loss stays **{facts['max_loss']:.4f}** ≤ ε = ln 2 ≈ {LN2:.4f}."
    )
    return Shown(narrative, facts, SelectionChart((em,)))


def _poll_gumbel(runs: float) -> Shown:
    runs = int(runs)
    em = _poll_series(EXPONENTIAL, epsilon=LN2, monotonic=True, trials=runs)
    gumbel = _poll_series(REPORT_NOISY_MAX_GUMBEL, epsilon=LN2, monotonic=True, trials=runs, law=EXPONENTIAL)
    integrated = noisy_max_probabilities(POLL_SCORES, noise=GUMBEL, epsilon=LN2, monotonic=True)
    facts = {
        "max_difference": float(np.max(np.abs(integrated - _p(em)))),
        "fit_pvalue": goodness_of_fit_pvalue(gumbel.counts, _p(em)),
        "runs": float(runs),
    }
    narrative = (
        "Add Gumbel noise of scale Δ/ε to every count and report the highest: the same law as the exponential "
        "mechanism. Integrated from the Gumbel density, the two laws differ by at most "
        f"**{_scientific(facts['max_difference'])}**; "
        f"the {runs:,} noisy-max runs fit the exponential mechanism's law with p = **{facts['fit_pvalue']:.2f}**."
    )
    return Shown(narrative, facts, SelectionChart((em, gumbel)))


#: The ε grid on which "never worse" is checked.
RATIO_EPSILONS = tuple(np.geomspace(0.01, 10, 61).tolist())


def _poll_pf(epsilon: float) -> Shown:
    from dpcore.analyses.utility import regret_ratio

    epsilon = float(epsilon)
    em = _poll_series(EXPONENTIAL, epsilon=epsilon, monotonic=True)
    pf = _poll_series(PERMUTE_AND_FLIP, epsilon=epsilon, monotonic=True)
    ratios = regret_ratio(POLL_SCORES, epsilons=RATIO_EPSILONS, sensitivity=POLL_SENSITIVITY, monotonic=True)
    facts = {
        "epsilon": epsilon,
        "p_best_em": probability_of_best(_p(em), POLL_SCORES),
        "p_best_pf": probability_of_best(_p(pf), POLL_SCORES),
        "shortfall_em": expected_regret(_p(em), POLL_SCORES),
        "shortfall_pf": expected_regret(_p(pf), POLL_SCORES),
        "min_ratio": float(np.min(ratios)),
        "max_ratio": float(np.max(ratios)),
    }
    facts["ratio"] = facts["shortfall_em"] / facts["shortfall_pf"]
    narrative = (
        "Permute-and-flip visits the books in random order and stops at book i with probability e^(−ε·gᵢ/Δ), "
        "gᵢ its votes short of the leader. "
        f"Same ε, better choices: the leader **{facts['p_best_pf']:.1%}** against **{facts['p_best_em']:.1%}**, "
        f"{facts['shortfall_pf']:.2f} votes short on average against {facts['shortfall_em']:.2f}: the exponential "
        f"mechanism loses {facts['ratio']:.2f}× as much. For every ε from 0.01 to 10 that ratio stays between "
        f"{facts['min_ratio']:.2f} and {facts['max_ratio']:.2f}: never worse."
    )
    return Shown(narrative, facts, SelectionChart((em, pf)))


# ----------------------------------------------------------------------------------------------------------------
# Lesson 3: the auction

_AUCTION = SCENARIOS["pricing_auction"]
BIDS = np.sort(_AUCTION.data["bid"].to_numpy(dtype=np.float64))
PRICE_LABELS = _AUCTION.labels
PRICE_SCORES = np.asarray(_AUCTION.scores, dtype=np.float64)
PRICE_MIN, PRICE_MAX, PRICE_STEP = (
    float(v or 0.0) for v in (_AUCTION.price_min, _AUCTION.price_max, _AUCTION.price_step)
)
PRICES = np.round(np.arange(PRICE_MIN, PRICE_MAX + PRICE_STEP / 2, PRICE_STEP), 2)
AUCTION_SENSITIVITY = float(_AUCTION.sensitivity)
#: One bidder can move the best price anywhere on the grid: the price's own sensitivity, for noise on the price.
PRICE_SPREAD = PRICE_MAX - PRICE_MIN


def revenue(price: float | np.ndarray, bids: np.ndarray = BIDS) -> np.ndarray:
    """p × #{bids ≥ p} (0 for a price ≤ 0: nobody pays a negative price)."""
    p = np.asarray(price, dtype=np.float64)
    sold = (bids[None, :] >= p.reshape(-1, 1) - 1e-12).sum(axis=1).reshape(p.shape)
    return np.where(p > 0, p * sold, 0.0)


def noisy_price_revenue(price: float, *, scale: float, bids: np.ndarray = BIDS) -> float:
    """E[revenue(price + N)], N ~ Laplace(scale): the revenue is piecewise linear between the bids, integrated
    piece by piece (scipy.integrate.quad against the Laplace density)."""
    edges = np.unique(np.concatenate(([0.0], bids)))
    total = 0.0
    for left, right in zip(edges[:-1], edges[1:], strict=True):
        sold = float((bids >= right - 1e-12).sum())
        part, _ = integrate.quad(
            lambda p, sold=sold: p * sold * stats.laplace.pdf(p, loc=price, scale=scale), left, right, limit=200
        )
        total += part
    return total


def _auction_curve(price: float) -> Shown:
    price = float(price)
    fine = np.round(np.arange(0.0, 3.5 + 1e-9, 0.01), 2)
    frame = pd.DataFrame({"x": fine, "y": revenue(fine), "series": "Revenue at that price"})
    earned = float(revenue(price))
    best = float(PRICE_SCORES.max())
    facts = {"price": price, "revenue": earned, "best": best, "buyers": float((BIDS >= price - 1e-12).sum())}
    bids = ", ".join(_money(b) for b in BIDS)
    narrative = (
        f"Bids {bids}. At price p everyone who bid at least p buys, so the revenue is p × buyers. At "
        f"**{_money(price)}**, {facts['buyers']:.0f} buy: **{_money(earned)}**. The best prices, "
        f"{' and '.join(_AUCTION.candidates.best_labels)}, earn {_money(best)}; just above either the revenue falls "
        "off a cliff."
    )
    return Shown(
        narrative, facts, LineChart(frame, "Price ($)", "Revenue ($)", ((price, _money(price)),), ".2f", ".2f")
    )


#: ε values of the revenue-against-ε chart.
AUCTION_EPSILONS = tuple(np.geomspace(0.1, 10, 41).tolist())


def _em_revenue(epsilon: float) -> float:
    p = np.exp(
        log_selection_probabilities(
            PRICE_SCORES, epsilon=epsilon, sensitivity=AUCTION_SENSITIVITY, mechanism=EXPONENTIAL, monotonic=True
        )
    )
    return float(p @ PRICE_SCORES)


@cache
def _noisy_revenue_curve() -> pd.DataFrame:
    best = float(PRICE_SCORES.max())
    rows = []
    for epsilon in AUCTION_EPSILONS:
        scale = PRICE_SPREAD / epsilon
        noisy = max(noisy_price_revenue(p, scale=scale) for p in PRICES[PRICE_SCORES == best])
        rows += [
            {"x": epsilon, "y": noisy, "series": "Best price + Laplace noise"},
            {"x": epsilon, "y": _em_revenue(epsilon), "series": "Exponential mechanism over prices"},
            {"x": epsilon, "y": best, "series": "Best possible"},
        ]
    return pd.DataFrame(rows)


def _auction_noise(epsilon: float) -> Shown:
    epsilon = float(epsilon)
    scale = PRICE_SPREAD / epsilon
    best_prices = PRICES[PRICE_SCORES == PRICE_SCORES.max()]
    noisy = {float(p): noisy_price_revenue(float(p), scale=scale) for p in best_prices}
    facts = {
        "epsilon": epsilon,
        "scale": scale,
        "noisy_revenue": max(noisy.values()),
        "em_revenue": _em_revenue(epsilon),
        "best": float(PRICE_SCORES.max()),
        "one_cent_above_low": float(revenue(best_prices.min() + 0.01)),
        "one_cent_above_high": float(revenue(best_prices.max() + 0.01)),
    }
    narrative = (
        f"One bidder can move the best price anywhere from {PRICE_LABELS[0]} to {PRICE_LABELS[-1]}, so noise on the "
        f"price needs scale {PRICE_SPREAD:.2f}/ε = {scale:.2f}. But 1¢ above {_money(best_prices.min())} earns "
        f"{_money(facts['one_cent_above_low'])} and 1¢ above {_money(best_prices.max())} earns "
        f"{_money(facts['one_cent_above_high'])}: the noisy price earns **{_money(facts['noisy_revenue'])}** on "
        f"average, the exponential mechanism over prices **{_money(facts['em_revenue'])}** "
        f"(best {_money(facts['best'])})."
    )
    chart = LineChart(
        _noisy_revenue_curve(), "ε (log scale)", "Expected revenue ($)", ((epsilon, f"ε = {epsilon:g}"),), "", ".2f"
    )
    return Shown(narrative, facts, chart)


def _auction_em(epsilon: float) -> Shown:
    epsilon = float(epsilon)
    em = _series(
        "Exponential mechanism over prices",
        PRICE_LABELS,
        PRICE_SCORES,
        mechanism=EXPONENTIAL,
        epsilon=epsilon,
        sensitivity=AUCTION_SENSITIVITY,
        monotonic=True,
    )
    p = _p(em)
    past = PRICE_LABELS[int(np.argmax(PRICE_SCORES)) + 1]  # the first price above the lowest best price
    facts = {
        "epsilon": epsilon,
        "prices": float(PRICE_SCORES.size),
        "p_best": probability_of_best(p, PRICE_SCORES),
        "expected_revenue": float(p @ PRICE_SCORES),
        "best": float(PRICE_SCORES.max()),
    }
    narrative = (
        f"Score each of the {PRICE_SCORES.size} prices {PRICE_LABELS[0]}–{PRICE_LABELS[-1]} by its revenue (Δ = "
        f"{_money(AUCTION_SENSITIVITY)}, monotone) and let the exponential mechanism pick a price: nothing is added "
        f"to the price, so nothing pushes it over a cliff; a price past one ({past}) is simply picked less often. A "
        f"best price **{facts['p_best']:.1%}** of the time; expected revenue **{_money(facts['expected_revenue'])}** "
        f"of {_money(facts['best'])}."
    )
    return Shown(narrative, facts, SelectionChart((em,)))


# ----------------------------------------------------------------------------------------------------------------
# Lesson 4: SmallDB

SMALLDB_ATTRIBUTES = ("smoker", "exercises_weekly")
SMALLDB_EPSILON = 1.0
#: ε of the first step's chart: at ε = 1 (n = 1,000) nearly all the mass is on the very best tables.
SMALLDB_SPREAD_EPSILON = 0.1
SMALLDB_EPSILONS = (0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0)
SMALLDB_SIZE = 24
SMALLDB_BETA = 0.05
#: Candidate databases drawn for the simulated shares.
SMALLDB_DRAWS = 2_000
SMALLDB_TOP = 7


@cache
def smalldb_counts() -> tuple[int, ...]:
    """The shipped health survey's histogram over the two attributes (n = 1,000)."""
    frame = read_csv_bytes(demo_bytes("survey_binary.csv"))
    return tuple(int(c) for c in histogram_from_rows(records_from_answers(frame, list(SMALLDB_ATTRIBUTES)).rows))


@cache
def smalldb_law(synthetic_size: int = SMALLDB_SIZE) -> SmallDBDistribution:
    """The exact SmallDB law over every database of ``synthetic_size`` records, at ε = 1."""
    return smalldb_distribution(
        np.array(smalldb_counts()),
        epsilon=SMALLDB_EPSILON,
        synthetic_size=synthetic_size,
        attribute_names=SMALLDB_ATTRIBUTES,
    )


def _database_label(law: SmallDBDistribution, row: np.ndarray) -> str:
    codes = ["".join(str(v) for v in element) for element in law.universe]
    return " ".join(f"{code}:{count}" for code, count in zip(codes, row, strict=True))


def _smalldb_series(law: SmallDBDistribution, *, title: str, grouping: str) -> SelectionSeries:
    """The law and :data:`SMALLDB_DRAWS` seeded draws, grouped into a few rows (top candidates, or error bins)."""
    draws = sample_synthetic_indices(law, size=SMALLDB_DRAWS, rng=mechanism_rng(SEED, EXPONENTIAL))
    drawn = law.release_counts(draws)
    if grouping == "top":
        top = likeliest_candidates(law, count=SMALLDB_TOP)
        rest = np.setdiff1d(np.arange(law.probabilities.size), top)
        labels = [_database_label(law, law.candidates[i]) for i in top] + [f"the other {rest.size:,}"]
        groups = [np.array([i]) for i in top] + [rest]
    else:
        edges = np.array([0.0, 0.02, 0.04, 0.06, 0.08, 0.10, 0.15, np.inf])
        which = np.digitize(law.errors, edges) - 1
        groups = [np.flatnonzero(which == k) for k in range(edges.size - 1)]
        labels = [
            f"error {edges[k]:.2f}–{edges[k + 1]:.2f}" if np.isfinite(edges[k + 1]) else f"error ≥ {edges[k]:.2f}"
            for k in range(edges.size - 1)
        ]
        keep = [k for k, g in enumerate(groups) if g.size]
        groups, labels = [groups[k] for k in keep], [labels[k] for k in keep]
    probabilities = np.array([law.probabilities[g].sum() for g in groups])
    counts = np.array([drawn[g].sum() for g in groups], dtype=np.int64)
    scores = np.array([-law.errors[g].min() for g in groups])
    with np.errstate(divide="ignore"):
        log_p = np.log(probabilities)
    # The same draws counted after 1, 2, 5, … of them (watching the runs); the last row is ``counts``.
    runs = np.array(growing_batches(SMALLDB_DRAWS), dtype=np.int64)
    batches = np.array(
        [[law.release_counts(draws[:n])[g].sum() for g in groups] for n in runs[:-1]] + [counts], dtype=np.int64
    ).reshape(runs.size, len(groups))
    return SelectionSeries(title, EXPONENTIAL, tuple(labels), scores, log_p, counts, SMALLDB_DRAWS, runs, batches)


def _smalldb_candidates(size: float) -> Shown:
    m = int(size)
    law = smalldb_law(m)
    shown = smalldb_at_epsilon(law, epsilon=SMALLDB_SPREAD_EPSILON)
    n_queries = law.queries.shape[0]
    top = likeliest_candidates(law, count=1)[0]
    codes = ["".join(str(v) for v in element) for element in law.universe]
    example = int(law.candidates[likeliest_candidates(shown, count=1)[0]][0])
    facts = {
        "m": float(m),
        "candidates": float(candidate_count(law.universe.shape[0], m)),
        "alpha": math.sqrt(math.log(n_queries) / m),
        "best_error": float(law.errors.min()),
        "top_error": float(law.errors[top]),
        "n": float(law.n_records),
        "queries": float(n_queries),
    }
    narrative = (
        f"{facts['n']:,.0f} survey answers to two yes/no questions ({', '.join(SMALLDB_ATTRIBUTES)}): "
        f"{len(codes)} kinds of record, {codes[0]} to {codes[-1]}. A made-up table of m = {m} records is a count "
        f"per kind ({codes[0]}:{example} = {example} records “no, no”), and every such table is a candidate: "
        f"**{facts['candidates']:,.0f}** of them. Each scores −(its worst error over the "
        f"{n_queries} one- and two-way marginals); the best reaches **{facts['best_error']:.3f}**, the theory "
        f"promises α = √(ln|Q|/m) = {facts['alpha']:.3f}."
    )
    series = _smalldb_series(shown, title=f"Likeliest tables (ε = {SMALLDB_SPREAD_EPSILON:g})", grouping="top")
    return Shown(narrative, facts, SelectionChart((series,)))


def _smalldb_errors(epsilon: float) -> Shown:
    epsilon = float(epsilon)
    law = smalldb_at_epsilon(smalldb_law(), epsilon=epsilon)
    facts = {
        "epsilon": epsilon,
        "expected": expected_error(law),
        "quantile95": error_quantile(law, level=1 - SMALLDB_BETA),
        "candidates": float(law.probabilities.size),
    }
    narrative = (
        f"The exponential mechanism picks one of the {facts['candidates']:,.0f} tables, favouring small errors "
        f"(sensitivity 1/n). At ε = {epsilon:g} the released table's worst marginal is off by "
        f"**{facts['expected']:.3f}** on average, and by at most **{facts['quantile95']:.3f}** 95% of the time."
    )
    series = _smalldb_series(law, title=f"Error of the released table (ε = {epsilon:g})", grouping="bins")
    return Shown(narrative, facts, SelectionChart((series,)))


def _smalldb_bound(epsilon: float) -> Shown:
    epsilon = float(epsilon)
    base = smalldb_law()
    law = smalldb_at_epsilon(base, epsilon=epsilon)
    curve = error_curve(base, epsilons=np.geomspace(0.05, 10, 40), beta=SMALLDB_BETA)
    names = {
        "quantile95": "Exact 95th percentile",
        "tight_bound": "Bound with the exact |R|",
        "theorem_bound": "Theorem 4.5 bound",
    }
    frame = pd.concat(
        [pd.DataFrame({"x": curve["epsilon"], "y": curve[k], "series": v}) for k, v in names.items()], ignore_index=True
    )
    facts = {
        "epsilon": epsilon,
        "theorem_bound": theorem_bound(law, beta=SMALLDB_BETA),
        "tight_bound": exact_range_tail_bound(law, beta=SMALLDB_BETA),
        "quantile95": error_quantile(law, level=1 - SMALLDB_BETA),
        "n": float(law.n_records),
    }
    narrative = (
        f"Dwork & Roth, Thm 4.5: with probability 95% the error is at most α + 2(ln|X| ln|Q|/α² + ln(1/β))/(εn). "
        f"At ε = {epsilon:g}, n = {facts['n']:,.0f}: **{facts['theorem_bound']:.2f}**; with the exact number of "
        f"tables {facts['tight_bound']:.3f}; the exact 95th percentile is **{facts['quantile95']:.3f}**. The bound is "
        "true, and loose."
    )
    chart = LineChart(frame, "ε (log scale)", "Error (worst marginal)", ((epsilon, f"ε = {epsilon:g}"),), "", ".2f")
    return Shown(narrative, facts, chart)


# ----------------------------------------------------------------------------------------------------------------
# The lessons

_RUNS = Control(
    label="Simulated runs",
    options=(200, 1_000, 10_000, 100_000),
    default=200,
    describe=lambda v: f"{int(v):,}",
    help="More runs: the filled bars settle on the black outlines.",
)

LESSONS: Mapping[str, Lesson] = MappingProxyType(
    {
        "textbook": Lesson(
            key="textbook",
            title="The exponential mechanism, from the textbook",
            source="Near & Abuah, Programming Differential Privacy, chapter “The Exponential Mechanism” (UCI Adult).",
            steps=(
                Step(
                    "200 runs, as in the book",
                    Control(
                        "Seed of the 200 runs",
                        tuple(range(1, 51)),
                        SEED,
                        lambda v: f"{int(v)}",
                        "Each seed is another set of 200 runs.",
                    ),
                    _textbook_samples,
                ),
                Step("The exact law behind the runs", replace(_RUNS, default=LESSON_RUNS), _textbook_exact),
                Step("Why report-noisy-max costs ε, not nε", _epsilon_control(), _textbook_cost),
                Step("The Laplace mechanism is an exponential mechanism", _epsilon_control(), _textbook_laplace),
            ),
        ),
        "book_poll": Lesson(
            key="book_poll",
            title="Choosing privately: the book poll",
            source="The book-club poll shipped with this app (approval ballots); McSherry & Talwar (2007); McKenna & "
            "Sheldon (2020), permute-and-flip.",
            steps=(
                Step(
                    "One vote behind: half as often",
                    Control(
                        f"Ballots added for {POLL_LABELS[0]}",
                        (0, 1, 2, 3, 4),
                        0,
                        lambda v: f"{int(v)}",
                        "Each added ballot approves the leader only.",
                    ),
                    _poll_halving,
                ),
                Step(
                    "The general formula and its factor 2",
                    _epsilon_control(LN2, (0.25, 0.5, LN2, 1.0, 2.0, 3.0)),
                    _poll_factor_two,
                ),
                Step(
                    "Monotone scores drop the 2",
                    Control(
                        "Monotone scores (ε/Δ)",
                        (False, True),
                        False,
                        lambda v: "on" if v else "off",
                        "Counts only go up when a ballot is added.",
                    ),
                    _poll_monotone,
                ),
                Step("Gumbel noise gives the same law", replace(_RUNS, default=LESSON_RUNS), _poll_gumbel),
                Step(
                    "Permute-and-flip: never worse",
                    _epsilon_control(LN2, (0.1, 0.25, 0.5, LN2, 1.0, 2.0, 3.0)),
                    _poll_pf,
                ),
            ),
        ),
        "auction": Lesson(
            key="auction",
            title="Setting a price privately",
            source="The digital-goods auction of McSherry & Talwar (2007), with bids $1, $1 and $3.",
            steps=(
                Step(
                    "Revenue at each price",
                    Control(
                        "Price",
                        tuple(np.round(np.arange(0.5, 3.51, 0.05), 2).tolist()),
                        1.0,
                        lambda v: _money(v),
                        "Move the price past $1.00 or $3.00.",
                    ),
                    _auction_curve,
                ),
                Step("Noise on the price falls off the cliff", _epsilon_control(), _auction_noise),
                Step("The exponential mechanism over prices $0.80–$3.00", _epsilon_control(), _auction_em),
            ),
        ),
        "smalldb": Lesson(
            key="smalldb",
            title="Private synthetic data: SmallDB",
            source="Blum, Ligett & Roth (2008); Dwork & Roth (2014), Algorithm 4 and Theorem 4.5; the demo survey.",
            steps=(
                Step(
                    "Every small table is a candidate",
                    Control(
                        "Records in the made-up table (m)",
                        (8, 12, 16, 24, 32),
                        SMALLDB_SIZE,
                        lambda v: f"{int(v)}",
                        "Larger m: more candidates, a closer best one.",
                    ),
                    _smalldb_candidates,
                ),
                Step(
                    "The exponential mechanism picks one",
                    _epsilon_control(0.05, SMALLDB_EPSILONS),
                    _smalldb_errors,
                ),
                Step("The accuracy bound", _epsilon_control(SMALLDB_EPSILON, SMALLDB_EPSILONS), _smalldb_bound),
            ),
        ),
    }
)
