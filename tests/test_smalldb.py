"""SmallDB (theory.md §9) against an independent brute force, the ε-DP ratio bound, and its accuracy theorems."""

from __future__ import annotations

import doctest
import itertools
import math
from fractions import Fraction

import mpmath as mp
import numpy as np
import pandas as pd
import pytest

import dpcore.analyses.smalldb
from dpcore.analyses.smalldb import (
    CURVE_EPSILONS,
    DEFAULT_SYNTHETIC_SIZE,
    candidate_count,
    combination_table,
    curve_floor,
    enumerate_candidates,
    error_cdf,
    error_curve,
    error_distribution,
    error_quantile,
    exact_range_tail_bound,
    expected_error,
    histogram_from_rows,
    largest_sampled_error,
    likeliest_candidates,
    likeliest_releases,
    marginal_queries,
    marginals,
    records_from_answers,
    sample_synthetic_database,
    sample_synthetic_indices,
    smalldb_accuracy_bound,
    smalldb_at_epsilon,
    smalldb_distribution,
    synthetic_records,
    theorem_bound,
)
from dpcore.stats import goodness_of_fit_pvalue
from dpcore.validation import InvalidInputError

DEMO_COUNTS = np.array([400, 100, 200, 300])  # n = 1000 over (A, B) = 00, 01, 10, 11


def brute_force(counts: list[int], m: int, epsilon: float) -> dict[tuple[int, ...], tuple[Fraction, mp.mpf]]:
    """Every size-m database by nested enumeration, its exact error with Fractions, and its probability
    ∝ exp(ε·u/(2Δ)) with Δ = 1/n in 50-digit mpmath. Queries written as predicates on attribute tuples."""
    d = int(math.log2(len(counts)))
    universe = list(itertools.product((0, 1), repeat=d))
    predicates = [lambda u, j=j, v=v: u[j] == v for j in range(d) for v in (0, 1)]
    predicates += [
        lambda u, j=j, k=k, v=v, w=w: u[j] == v and u[k] == w
        for j, k in itertools.combinations(range(d), 2)
        for v, w in itertools.product((0, 1), repeat=2)
    ]
    n = sum(counts)

    def answer(histogram: tuple[int, ...], predicate) -> Fraction:
        total = sum(histogram)
        return Fraction(sum(c for c, u in zip(histogram, universe, strict=True) if predicate(u)), total)

    result = {}
    with mp.workdps(50):
        weights = {}
        for y in itertools.product(range(m + 1), repeat=len(counts)):
            if sum(y) != m:
                continue
            error = max(abs(answer(tuple(counts), f) - answer(y, f)) for f in predicates)
            weights[y] = (error, mp.exp(-mp.mpf(epsilon) * mp.mpf(error.numerator) / error.denominator * n / 2))
        total = mp.fsum(w for _, w in weights.values())
        for y, (error, weight) in weights.items():
            result[y] = (error, weight / total)
    return result


@pytest.mark.parametrize(("counts", "m", "epsilon"), [([3, 1, 0, 2], 2, 0.7), ([5, 0, 2, 2], 4, 2.5)])
def test_matches_brute_force_two_attributes(counts: list[int], m: int, epsilon: float) -> None:
    expected = brute_force(counts, m, epsilon)
    d = smalldb_distribution(counts, epsilon=epsilon, synthetic_size=m)
    assert len(expected) == d.candidates.shape[0]
    for row, error, probability in zip(d.candidates, d.errors, d.probabilities, strict=True):
        exact_error, exact_probability = expected[tuple(int(v) for v in row)]
        assert error == float(exact_error)
        assert probability == pytest.approx(float(exact_probability), rel=1e-12)


def test_matches_brute_force_three_attributes() -> None:
    counts = [2, 0, 1, 3, 0, 1, 1, 2]
    expected = brute_force(counts, 2, 1.3)
    d = smalldb_distribution(counts, epsilon=1.3, synthetic_size=2)
    for row, error, probability in zip(d.candidates, d.errors, d.probabilities, strict=True):
        exact_error, exact_probability = expected[tuple(int(v) for v in row)]
        assert error == float(exact_error)
        assert probability == pytest.approx(float(exact_probability), rel=1e-12)


@pytest.mark.parametrize(("n_universe", "m"), [(4, 1), (4, 24), (4, 52), (8, 5), (8, 12)])
def test_candidates_are_all_size_m_histograms(n_universe: int, m: int) -> None:
    candidates = enumerate_candidates(n_universe, m)
    assert candidates.shape == (math.comb(m + n_universe - 1, n_universe - 1), n_universe)
    assert candidates.shape[0] == candidate_count(n_universe, m)
    assert (candidates >= 0).all() and (candidates.sum(axis=1) == m).all()
    assert np.unique(candidates, axis=0).shape[0] == candidates.shape[0]


def test_default_probabilities_sum_to_one_in_one_vectorised_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    """The work, not the clock: the 2,925 candidates are enumerated once and scored in one call of the exact law
    (no loop over candidates), which is why it answers in milliseconds. The time itself (issue: under a second;
    ~2 ms measured) is measured by bench/bench_unit_timings.py, not asserted here."""
    calls: dict[str, list[int]] = {"enumerate": [], "law": []}
    enumerate_once, law_once = (
        dpcore.analyses.smalldb.enumerate_candidates,
        dpcore.analyses.smalldb.log_selection_probabilities,
    )

    def counted_enumerate(*args, **kwargs):
        found = enumerate_once(*args, **kwargs)
        calls["enumerate"].append(found.shape[0])
        return found

    def counted_law(scores, **kwargs):
        calls["law"].append(np.size(scores))
        return law_once(scores, **kwargs)

    monkeypatch.setattr(dpcore.analyses.smalldb, "enumerate_candidates", counted_enumerate)
    monkeypatch.setattr(dpcore.analyses.smalldb, "log_selection_probabilities", counted_law)
    d = smalldb_distribution(DEMO_COUNTS, epsilon=1.0)
    assert d.candidates.shape[0] == math.comb(DEFAULT_SYNTHETIC_SIZE + 3, 3) == 2925
    assert calls == {"enumerate": [2925], "law": [2925]}
    assert d.probabilities.sum() == pytest.approx(1.0, abs=1e-12)
    for epsilon in [1e-3, 0.1, 10.0, 1e3]:
        assert smalldb_distribution(DEMO_COUNTS, epsilon=epsilon).probabilities.sum() == pytest.approx(1, abs=1e-12)


def test_queries_and_universe() -> None:
    universe, queries, labels, universe_labels = marginal_queries(2)
    assert universe.tolist() == [[0, 0], [0, 1], [1, 0], [1, 1]]
    assert queries.shape == (8, 4) and len(labels) == 8
    assert queries[labels.index("A=1")].tolist() == [0, 0, 1, 1]
    assert queries[labels.index("A=0 & B=1")].tolist() == [0, 1, 0, 0]
    assert universe_labels[2] == "A=1, B=0"
    universe, queries, labels, _ = marginal_queries(3, ["age", "sex", "smoker"])
    assert queries.shape == (18, 8)
    assert queries[labels.index("sex=1 & smoker=0")].tolist() == [0, 0, 1, 0, 0, 0, 1, 0]
    d = smalldb_distribution(DEMO_COUNTS, epsilon=1.0)
    answers = d.query_answers()
    assert answers[d.query_labels.index("A=1")] == pytest.approx(0.5)
    assert answers[d.query_labels.index("A=0 & B=0")] == pytest.approx(0.4)


def test_query_errors_and_release_counts() -> None:
    d = smalldb_distribution(DEMO_COUNTS, epsilon=1.0, synthetic_size=6)
    for index in (0, 17, d.candidates.shape[0] - 1):
        errors = d.query_errors(d.candidates[index])
        np.testing.assert_allclose(errors, np.abs(d.query_answers() - d.query_answers(d.candidates[index])))
        assert errors.max() == pytest.approx(d.errors[index], abs=1e-15)
    counts = d.release_counts([3, 3, 0, 5])
    assert counts.shape == (d.candidates.shape[0],) and counts.sum() == 4 and counts[3] == 2 and counts[0] == 1


def test_histogram_from_rows() -> None:
    rows = [[0, 0], [1, 1], [1, 1], [0, 1], [True, False]]
    assert histogram_from_rows(rows).tolist() == [1, 1, 1, 2]
    assert histogram_from_rows(np.array([[1, 0, 1], [1, 0, 1], [0, 0, 0]])).tolist() == [1, 0, 0, 0, 0, 2, 0, 0]


def test_replace_one_neighbours_change_every_log_probability_by_at_most_epsilon() -> None:
    # Moving one record between cells changes every query answer by ≤ 1/n, so every utility by ≤ 1/n = Δ, and
    # the exponential mechanism with ε/(2Δ) is ε-DP: |ln P_x(y) − ln P_x'(y)| ≤ ε for every candidate y.
    epsilon = 0.9
    rng = np.random.default_rng(5)
    for _ in range(10):
        counts = rng.integers(0, 8, size=4)
        counts[0] += 1
        source = int(rng.choice(np.flatnonzero(counts)))
        target = int(rng.integers(4))
        neighbour = counts.copy()
        neighbour[source] -= 1
        neighbour[target] += 1
        a = smalldb_distribution(counts, epsilon=epsilon, synthetic_size=6)
        b = smalldb_distribution(neighbour, epsilon=epsilon, synthetic_size=6)
        assert np.abs(a.log_probabilities - b.log_probabilities).max() <= epsilon + 1e-12


def test_records_from_answers_read_cells_as_every_page_does() -> None:
    frame = pd.DataFrame(
        {
            "a": ["yes", "No", None, "x", "✓", "maybe"],
            "b": [1, 0, 1.0, 0.0, True, False],
            "c": ["TRUE", "false", "", "ja", "(OK)", "0"],
        },
        index=range(10, 16),
    )
    records = records_from_answers(frame, ["a", "b", "c"])
    assert records.rows.tolist() == [[1, 1, 1], [0, 0, 0], [0, 1, 0], [1, 0, 1], [1, 1, 0], [0, 0, 0]]
    assert records.rows.dtype == np.int64 and records.middle == 2  # "maybe" and "(OK)" count as no
    assert records_from_answers(frame, ["b"]).middle == 0
    assert histogram_from_rows(records_from_answers(frame, ["a", "b"]).rows).tolist() == [2, 1, 1, 2]
    with pytest.raises(InvalidInputError, match=r"Column 'd', row 2 under the header, holds 'often'"):
        records_from_answers(pd.DataFrame({"d": ["yes", "often"]}), ["d"])


# ----- accuracy --------------------------------------------------------------------------------------------------


def test_accuracy_bound_reproduces_theory_example() -> None:
    # theory.md §9: n = 1000, ε = 1, β = 0.05, |X| = 4, |Q| = 8, m = 24 (α ≈ 0.29): the bound is 0.37.
    alpha = math.sqrt(math.log(8) / 24)
    assert round(alpha, 2) == 0.29
    bound = smalldb_accuracy_bound(n_records=1000, n_universe=4, n_queries=8, synthetic_size=24, epsilon=1.0, beta=0.05)
    assert round(bound, 2) == 0.37
    assert bound == pytest.approx(alpha + 2 * (24 * math.log(4) + math.log(20)) / 1000, rel=1e-14)


@pytest.mark.parametrize(("counts", "epsilon"), [(DEMO_COUNTS, 1.0), ([7, 3, 6, 4], 0.2), ([5, 1, 0, 14], 2.0)])
def test_error_is_within_both_bounds_with_the_stated_probability(counts, epsilon: float) -> None:
    beta = 0.05
    d = smalldb_distribution(counts, epsilon=epsilon, synthetic_size=12)
    values, probabilities = error_distribution(d)
    assert probabilities.sum() == pytest.approx(1.0, abs=1e-12)
    theorem = smalldb_accuracy_bound(
        n_records=d.n_records, n_universe=4, n_queries=8, synthetic_size=12, epsilon=epsilon, beta=beta
    )
    tail = exact_range_tail_bound(d, beta=beta)
    assert tail <= theorem + 1e-12  # ln|R| ≤ m ln|X| and the best candidate is α-accurate
    # Exact: P(error > bound) ≤ β.
    assert probabilities[values > tail].sum() <= beta
    assert probabilities[values > theorem].sum() <= beta
    assert error_quantile(d, level=1 - beta) <= tail


def test_sampled_errors_respect_the_tail_bound() -> None:
    # n = 100, ε = 0.5, m = 6, β = 0.05: the bound (≈0.36) lies inside the range of errors (up to 0.9) and the
    # exact P(error > bound) is ≈0.004, so the sampled check has something to count. Exceedances are
    # Binomial(N, p) with p ≤ β by the theorem; we fail only if their count exceeds Nβ + 5√(Nβ(1 − β)) (a 5σ
    # one-sided margin: a correct mechanism fails with probability < 1e-6 under the normal approximation; the seed
    # is fixed). The count must also agree with the exact p within 5σ.
    beta, draws = 0.05, 4000
    d = smalldb_distribution([40, 10, 30, 20], epsilon=0.5, synthetic_size=6)
    bound = exact_range_tail_bound(d, beta=beta)
    assert bound < d.errors.max()
    exact = float(d.probabilities[d.errors > bound].sum())
    assert 0 < exact <= beta
    chosen = sample_synthetic_indices(d, size=draws, rng=77)
    exceed = int((d.errors[chosen] > bound).sum())
    assert exceed <= draws * beta + 5 * math.sqrt(draws * beta * (1 - beta))
    assert abs(exceed - draws * exact) <= 5 * math.sqrt(draws * exact * (1 - exact))


def test_samples_follow_the_exact_law() -> None:
    # Chi-square goodness of fit with a fixed seed (p uniform under a correct sampler: threshold 1e-3 fails
    # one seed in a thousand), and power: the same draws are rejected against the law at 2ε.
    d = smalldb_distribution([8, 2, 6, 4], epsilon=0.5, synthetic_size=3)
    chosen = sample_synthetic_indices(d, size=20_000, rng=2025)
    counts = np.bincount(chosen, minlength=d.candidates.shape[0])
    assert goodness_of_fit_pvalue(counts, d.probabilities) > 1e-3
    wrong = smalldb_distribution([8, 2, 6, 4], epsilon=1.0, synthetic_size=3)
    assert goodness_of_fit_pvalue(counts, wrong.probabilities) < 1e-6
    histogram, error = sample_synthetic_database(d, rng=1)
    assert histogram.sum() == 3 and error in set(d.errors.tolist())
    again, _ = sample_synthetic_database(d, rng=1)
    np.testing.assert_array_equal(histogram, again)


def test_more_budget_means_smaller_error() -> None:
    errors = [expected_error(smalldb_distribution(DEMO_COUNTS, epsilon=e)) for e in [0.001, 0.01, 0.1, 1.0, 10.0]]
    assert all(a > b for a, b in itertools.pairwise(errors))
    big = smalldb_distribution(DEMO_COUNTS, epsilon=1000.0)
    assert expected_error(big) == pytest.approx(big.errors.min(), rel=1e-9)
    tiny = smalldb_distribution(DEMO_COUNTS, epsilon=1e-9)
    np.testing.assert_allclose(tiny.probabilities, 1 / tiny.candidates.shape[0], rtol=1e-6)


# ----- one law at many ε, its error curve and CDF -----------------------------------------------------------


@pytest.mark.parametrize(("counts", "m"), [(DEMO_COUNTS, 24), ([2, 0, 1, 3, 0, 1, 1, 2], 4)])
def test_law_at_another_epsilon_equals_the_law_built_there(counts, m: int) -> None:
    base = smalldb_distribution(counts, epsilon=1.0, synthetic_size=m)
    for epsilon in (0.01, 0.3, 4.0, 50.0):
        again = smalldb_at_epsilon(base, epsilon=epsilon)
        fresh = smalldb_distribution(counts, epsilon=epsilon, synthetic_size=m)
        assert again.epsilon == epsilon
        np.testing.assert_allclose(again.probabilities, fresh.probabilities, rtol=1e-9, atol=1e-300)
        np.testing.assert_allclose(again.log_probabilities, fresh.log_probabilities, rtol=1e-9)
        np.testing.assert_array_equal(again.candidates, base.candidates)


def test_error_curve_rows_are_the_summaries_of_each_law() -> None:
    base = smalldb_distribution([7, 3, 6, 4], epsilon=1.0, synthetic_size=8)
    epsilons = [0.05, 0.5, 5.0]
    curve = error_curve(base, epsilons=epsilons, beta=0.1)
    assert list(curve.columns) == ["epsilon", "quantile95", "expected", "tight_bound", "theorem_bound"]
    assert curve["epsilon"].tolist() == epsilons
    for row, epsilon in zip(curve.itertuples(), epsilons, strict=True):
        law = smalldb_distribution([7, 3, 6, 4], epsilon=epsilon, synthetic_size=8)
        assert row.quantile95 == error_quantile(law, level=0.9)
        assert row.expected == pytest.approx(expected_error(law), rel=1e-9)
        assert row.tight_bound == pytest.approx(exact_range_tail_bound(law, beta=0.1), rel=1e-12)
        assert row.theorem_bound == smalldb_accuracy_bound(
            n_records=20, n_universe=4, n_queries=8, synthetic_size=8, epsilon=epsilon, beta=0.1
        )
    assert curve["expected"].is_monotonic_decreasing and curve["theorem_bound"].is_monotonic_decreasing


def test_theorem_bound_of_a_law_is_the_accuracy_theorem() -> None:
    d = smalldb_distribution(DEMO_COUNTS, epsilon=1.0)
    expected = smalldb_accuracy_bound(
        n_records=1000, n_universe=4, n_queries=8, synthetic_size=DEFAULT_SYNTHETIC_SIZE, epsilon=1.0, beta=0.05
    )
    assert theorem_bound(d) == expected and round(expected, 2) == 0.37


def test_error_cdf_exact_and_sampled() -> None:
    d = smalldb_distribution([8, 2, 6, 4], epsilon=0.5, synthetic_size=3)
    draws = sample_synthetic_indices(d, size=5000, rng=3)
    table = error_cdf(d, draws=draws)
    values, probabilities = error_distribution(d)
    np.testing.assert_array_equal(table["error"], values)
    np.testing.assert_array_equal(table["exact_probability"], probabilities)
    assert table["exact_cdf"].iloc[-1] == pytest.approx(1.0, abs=1e-12) and table["exact_cdf"].max() <= 1.0
    brute = [(d.errors[draws] <= value).mean() for value in values]
    np.testing.assert_allclose(table["sampled_cdf"], brute, rtol=0, atol=0)
    # 5000 draws: the sampled CDF is within 5 standard errors of the exact one everywhere.
    exact = table["exact_cdf"].to_numpy()
    assert np.all(np.abs(table["sampled_cdf"] - exact) <= 5 * np.sqrt(exact * (1 - exact) / 5000) + 1e-12)


def test_likeliest_candidates_are_sorted_by_probability_with_stable_ties() -> None:
    d = smalldb_distribution(DEMO_COUNTS, epsilon=1.0)
    top = likeliest_candidates(d, count=10)
    assert top.size == 10 and np.all(np.diff(d.probabilities[top]) <= 0)
    assert d.probabilities[top[-1]] >= np.sort(d.probabilities)[-10]
    uniform = smalldb_distribution([1, 1, 1, 1], epsilon=1e-12, synthetic_size=1)
    assert likeliest_candidates(uniform, count=4).tolist() == [0, 1, 2, 3]


def test_likeliest_releases_count_the_draws_with_wilson_intervals() -> None:
    d = smalldb_distribution(DEMO_COUNTS, epsilon=0.3, synthetic_size=6)
    draws = sample_synthetic_indices(d, size=2000, rng=11)
    table = likeliest_releases(d, draws=draws, count=5)
    np.testing.assert_array_equal(table["index"], likeliest_candidates(d, count=5))
    np.testing.assert_array_equal(table["exact"], d.probabilities[table["index"]])
    np.testing.assert_array_equal(table["error"], d.errors[table["index"]])
    brute = [int(np.sum(draws == i)) for i in table["index"]]  # counted by hand, not by release_counts
    assert table["count"].tolist() == brute and table["share"].tolist() == [c / 2000 for c in brute]
    # Wilson (1927) by its formula: (p + z²/2n ± z√(p(1−p)/n + z²/4n²)) / (1 + z²/n), z = 1.959964.
    z, n, p = 1.959963984540054, 2000, table["share"].to_numpy()
    centre, half = (p + z * z / (2 * n)), z * np.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    np.testing.assert_allclose(table["lower"], (centre - half) / (1 + z * z / n), rtol=1e-9, atol=1e-15)
    np.testing.assert_allclose(table["upper"], (centre + half) / (1 + z * z / n), rtol=1e-9)
    # Each exact probability lies in its interval for most of the rows (5 rows, 95% each).
    assert np.sum((table["lower"] <= table["exact"]) & (table["exact"] <= table["upper"])) >= 4


def test_largest_sampled_error_and_the_curve_floor() -> None:
    d = smalldb_distribution(DEMO_COUNTS, epsilon=1.0, synthetic_size=4)
    draws = np.array([0, 5, 17])
    assert largest_sampled_error(d, draws=draws) == max(float(d.errors[i]) for i in draws)
    curve = error_curve(d, epsilons=CURVE_EPSILONS)
    floor = curve_floor(curve)
    smallest = min(v for v in curve[["quantile95", "expected"]].to_numpy().ravel() if v > 0)
    assert floor <= smallest < 10 * floor and math.log10(floor) == round(math.log10(floor))
    assert curve_floor(pd.DataFrame({"quantile95": [0.0], "expected": [0.0]})) == 1e-4
    assert len(CURVE_EPSILONS) == 25 and CURVE_EPSILONS[0] == 0.01 and CURVE_EPSILONS[-1] == 10.0


def test_a_release_as_tables_records_and_marginals() -> None:
    d = smalldb_distribution([5, 0, 3, 2], epsilon=1.0, synthetic_size=4, attribute_names=["a", "b"])
    release = np.array([2, 0, 1, 1])
    table = combination_table(d, release)
    assert table["Records"].tolist() == [2, 0, 1, 1] and table["Share"].tolist() == [0.5, 0.0, 0.25, 0.25]
    assert combination_table(d)["Share"].tolist() == [0.5, 0.0, 0.3, 0.2]
    records = synthetic_records(d, release)
    assert records.values.tolist() == [[0, 0], [0, 0], [1, 0], [1, 1]] and list(records.columns) == ["a", "b"]
    # The marginals of the records, counted by hand, are the release's marginals.
    table = marginals(d, release)
    assert table["query"].tolist()[:2] == ["a=0", "a=1"]
    by_hand = [np.mean(records["a"] == 0), np.mean(records["a"] == 1), np.mean(records["b"] == 0)]
    np.testing.assert_allclose(table["synthetic"][:3], by_hand)
    np.testing.assert_allclose(table["true"][:3], [0.5, 0.5, 0.8])
    index = int(np.flatnonzero((d.candidates == release).all(axis=1))[0])
    assert table["difference"].max() == pytest.approx(d.errors[index], abs=1e-15)


def test_docstring_examples_run() -> None:
    result = doctest.testmod(dpcore.analyses.smalldb)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize(
    ("call", "fragment"),
    [
        (lambda: smalldb_distribution([1, 2, 3], epsilon=1.0), r"\(3,\)"),
        (lambda: smalldb_distribution([1, 2, -3, 0], epsilon=1.0), "-3"),
        (lambda: smalldb_distribution([1, 2.5, 3, 0], epsilon=1.0), "2.5"),
        (lambda: smalldb_distribution([0, 0, 0, 0], epsilon=1.0), "zero"),
        (lambda: smalldb_distribution([1, 2, 3, 4], epsilon=0.0), "0.0"),
        (lambda: smalldb_distribution([1, 2, 3, 4], epsilon=1.0, synthetic_size=0), "0"),
        (lambda: smalldb_distribution([1] * 8, epsilon=1.0, synthetic_size=21), "1,184,040"),
        (lambda: smalldb_distribution([1, 2, 3, 4], epsilon=1.0, attribute_names=["x"]), "x"),
        (lambda: histogram_from_rows([[0, 2]]), "2"),
        (lambda: histogram_from_rows([[0, 1, 1, 0]]), r"\(1, 4\)"),
        (lambda: error_quantile(smalldb_distribution([1, 2, 3, 4], epsilon=1.0), level=1.0), "1.0"),
        (lambda: exact_range_tail_bound(smalldb_distribution([1, 2, 3, 4], epsilon=1.0), beta=0), "0"),
        (lambda: sample_synthetic_indices(smalldb_distribution([1, 2, 3, 4], epsilon=1.0), size=0), "0"),
        (lambda: smalldb_at_epsilon(smalldb_distribution([1, 2, 3, 4], epsilon=1.0), epsilon=-1.0), "-1.0"),
        (lambda: error_curve(smalldb_distribution([1, 2, 3, 4], epsilon=1.0), epsilons=[]), "epsilons"),
        (lambda: error_cdf(smalldb_distribution([1, 2, 3, 4], epsilon=1.0), draws=[]), "draws"),
        (lambda: likeliest_candidates(smalldb_distribution([1, 2, 3, 4], epsilon=1.0), count=0), "count"),
        (lambda: likeliest_releases(smalldb_distribution([1, 2, 3, 4], epsilon=1.0), draws=[], count=2), "draws"),
    ],
)
def test_invalid_input_names_the_bad_value(call, fragment: str) -> None:
    with pytest.raises(InvalidInputError, match=fragment):
        call()
