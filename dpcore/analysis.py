"""Exact summaries of selection probabilities, and the statistics that compare simulation with them.

Everything here is deterministic: utility (probability of the best, expected regret, the exponential mechanism's
bound), uncertainty of simulated frequencies (Wilson intervals, a chi-square goodness-of-fit p-value) and the
privacy audit (per-outcome worst-case privacy loss against neighbouring score vectors, theory.md §7).
"""

from __future__ import annotations

import math

import numpy as np
from numpy.typing import ArrayLike
from scipy import special

from dpcore.exact import log_selection_probabilities
from dpcore.mechanisms import MECHANISMS, REPORT_NOISY_MAX, check_mechanism, score_range
from dpcore.validation import InvalidInputError, check_choice, check_positive_finite, check_scores, check_vector

__all__ = [
    "AUDIT_CANDIDATE_LIMITS",
    "MAX_AUDIT_CANDIDATES",
    "NEIGHBOUR_MODELS",
    "em_regret_bound",
    "expected_regret",
    "goodness_of_fit_pvalue",
    "mean_interval",
    "probability_of_best",
    "wilson_interval",
    "worst_case_privacy_loss",
]

#: Neighbour models of :func:`worst_case_privacy_loss`.
NEIGHBOUR_MODELS: tuple[str, ...] = ("general", "monotone", "histogram")
#: The audit evaluates up to 2K neighbours with an exact computation each (O(K) work, O(K²) in all). Beyond these
#: K it would take more than a few seconds on the reference machine, so it is refused. Report-noisy-max with
#: Laplace noise costs ≈ 3 ms per exact evaluation whatever K, hence its lower limit.
MAX_AUDIT_CANDIDATES = 2_000
AUDIT_CANDIDATE_LIMITS: dict[str, int] = {m: 300 if m == REPORT_NOISY_MAX else MAX_AUDIT_CANDIDATES for m in MECHANISMS}
#: Cells whose expected count is below this are pooled by :func:`goodness_of_fit_pvalue` (Cochran 1954).
MIN_EXPECTED_COUNT = 5.0


def probability_of_best(probabilities: ArrayLike, scores: ArrayLike) -> float:
    """Probability that the mechanism picks a best candidate, Σ_{i: q_i = q*} P(i).

    Parameters
    ----------
    probabilities : array_like, shape (K,)
        Selection probabilities P(i).
    scores : array_like, shape (K,)
        Scores q_i; every candidate tied at the maximum q* counts as best.

    Returns
    -------
    float
        In [0, 1].
    """
    p, q = _check_pair(probabilities, scores)
    return float(min(1.0, math.fsum(p[q == q.max()])))


def expected_regret(probabilities: ArrayLike, scores: ArrayLike) -> float:
    """Expected utility lost against the best candidate, E[g] = Σ P(i)·(q* − q_i).

    Computed from the gaps g_i = q* − q_i, which float64 subtracts exactly when q_i is within a factor 2 of q*
    (Sterbenz's lemma), never as q* − Σ P(i) q_i: with scores near 1e12 that difference cancels catastrophically
    (theory.md §5). The sum is exactly rounded (``math.fsum``).

    Parameters
    ----------
    probabilities : array_like, shape (K,)
        Selection probabilities P(i).
    scores : array_like, shape (K,)
        Scores q_i.

    Returns
    -------
    float
        ≥ 0, in the units of the scores.
    """
    p, q = _check_pair(probabilities, scores)
    gaps = q.max() - q
    return float(math.fsum(p * gaps))


def em_regret_bound(n_candidates: int, *, epsilon: float, sensitivity: float = 1.0, monotonic: bool = False) -> float:
    """The exponential mechanism's expected-regret bound (R/ε)·ln K.

    With c = ε/R and Z = Σ exp(−c g_i) ≥ 1, c·E[g] = H(P) − ln Z ≤ ln K, so E[g] ≤ (R/ε) ln K (Dwork & Roth 2014,
    Thm 3.11 and Cor. 3.12, with R = 2Δ, or Δ when monotone; theory.md §5). Permute-and-flip is never worse than the
    exponential mechanism (McKenna & Sheldon 2020), so the bound holds for it too.

    Parameters
    ----------
    n_candidates : int
        K ≥ 1.
    epsilon : float
        ε > 0.
    sensitivity : float
        Δ > 0.
    monotonic : bool
        R = Δ instead of 2Δ.

    Returns
    -------
    float
        ≥ 0 (0 for K = 1).
    """
    if isinstance(n_candidates, bool) or not isinstance(n_candidates, int | np.integer) or n_candidates < 1:
        raise InvalidInputError(f"n_candidates must be a whole number ≥ 1, got {n_candidates!r}.")
    epsilon = check_positive_finite(epsilon, "epsilon")
    return score_range(sensitivity, bool(monotonic)) / epsilon * math.log(int(n_candidates))


def wilson_interval(counts: ArrayLike, trials: int, confidence: float = 0.95) -> tuple[np.ndarray, np.ndarray]:
    """Wilson score interval for each binomial proportion counts/trials.

    With p̂ = c/n, z = Φ⁻¹((1 + confidence)/2), a = z²/(2n) and h = z·√(p̂(1 − p̂)/n + z²/(4n²)) the interval is
    (p̂ + a ∓ h)/(1 + z²/n) (Wilson 1927; Brown, Cai & DasGupta 2001). It is evaluated in the algebraically equal,
    cancellation-free form low = p̂²/(p̂ + a + h), high = 1 − (1 − p̂)²/((1 − p̂) + a + h), so c = 0 gives exactly 0 and
    c = n exactly 1, and tiny proportions keep full relative accuracy.

    Parameters
    ----------
    counts : array_like of int
        Successes, each 0 ≤ c ≤ trials.
    trials : int
        n ≥ 1.
    confidence : float
        Coverage level in (0, 1).

    Returns
    -------
    (numpy.ndarray, numpy.ndarray)
        Lower and upper bounds, float64, the shape of ``counts``.
    """
    n = _check_whole(trials, "trials", minimum=1)
    if isinstance(confidence, bool) or not isinstance(confidence, float | int | np.floating):
        raise InvalidInputError(f"confidence must be a number strictly between 0 and 1, got {confidence!r}.")
    if not 0.0 < float(confidence) < 1.0:
        raise InvalidInputError(f"confidence must be strictly between 0 and 1, got {confidence!r}.")
    c = _check_counts(counts)
    if np.any(c > n):
        raise InvalidInputError(f"counts must not exceed trials = {n}, got {c.max()}.")
    z = float(special.ndtri(0.5 + float(confidence) / 2.0))
    p_hat = c / n
    q_hat = (n - c) / n
    a = z * z / (2.0 * n)
    h = z * np.sqrt(p_hat * q_hat / n + z * z / (4.0 * n * n))
    low = p_hat * p_hat / (p_hat + a + h)
    high = 1.0 - q_hat * q_hat / (q_hat + a + h)
    return low, high


def mean_interval(values: ArrayLike, *, z: float = 1.96) -> tuple[float, float, float]:
    """The sample mean with its normal-approximation interval: x̄ ∓ z·s/√n (s with n − 1 degrees of freedom).

    z = 1.96 gives the usual 95% interval (central limit theorem; e.g. Wasserman 2004, §6.3.2); with one value the
    interval is that value. Returns (mean, low, high).

    >>> [round(v, 4) for v in mean_interval([1.0, 2.0, 3.0, 4.0])]
    [2.5, 1.2348, 3.7652]
    """
    x = np.asarray(values, dtype=np.float64).ravel()
    if x.size == 0 or not np.isfinite(x).all():
        raise InvalidInputError(f"values must be a non-empty list of finite numbers, got {x.size} values.")
    mean = float(x.mean())
    half = z * float(x.std(ddof=1)) / math.sqrt(x.size) if x.size > 1 else 0.0
    return mean, mean - half, mean + half


def goodness_of_fit_pvalue(counts: ArrayLike, probabilities: ArrayLike) -> float:
    """Pearson chi-square p-value of simulated counts against exact selection probabilities.

    Expected counts are E_i = n·P(i). Cells with E_i < 5 are pooled into one cell (Cochran 1954); if that pooled
    cell still expects fewer than 5 it is merged into the smallest remaining cell. The statistic
    Σ (O − E)²/E over the remaining m cells is compared with χ²(m − 1) (the value ``scipy.stats.chisquare``
    gives).

    Special cases: a count in a cell with P(i) = 0 is impossible under the probabilities, so the p-value is 0.0;
    if fewer than 2 cells remain (say one candidate holds almost all the probability and n is small) there is
    nothing to test and the p-value is 1.0.

    Parameters
    ----------
    counts : array_like of int, shape (K,)
        Observed counts, summing to n ≥ 1.
    probabilities : array_like, shape (K,)
        Probabilities under the null hypothesis, ≥ 0, summing to 1 (within 1e-6; renormalised).

    Returns
    -------
    float
        The p-value in [0, 1]; uniform on [0, 1] under the null hypothesis for large n.
    """
    observed = _check_counts(counts).astype(np.float64)
    p = _check_probabilities(probabilities)
    if observed.ndim != 1 or observed.shape != p.shape:
        raise InvalidInputError(
            f"counts and probabilities must have the same length, got {observed.shape} and {p.shape}."
        )
    total = observed.sum()
    if total < 1:
        raise InvalidInputError("counts must add up to at least 1 trial.")
    if np.any(observed[p == 0] > 0):
        return 0.0
    expected = total * p / p.sum()
    small = expected < MIN_EXPECTED_COUNT
    cells_observed = list(observed[~small])
    cells_expected = list(expected[~small])
    pooled_expected = float(expected[small].sum())
    pooled_observed = float(observed[small].sum())
    if pooled_expected > 0:
        if pooled_expected >= MIN_EXPECTED_COUNT or not cells_expected:
            cells_observed.append(pooled_observed)
            cells_expected.append(pooled_expected)
        else:
            smallest = int(np.argmin(cells_expected))
            cells_observed[smallest] += pooled_observed
            cells_expected[smallest] += pooled_expected
    if len(cells_expected) < 2:
        return 1.0
    f_obs = np.asarray(cells_observed)
    f_exp = np.asarray(cells_expected)
    f_exp *= f_obs.sum() / f_exp.sum()  # exact equality of the totals
    statistic = float(np.sum((f_obs - f_exp) ** 2 / f_exp))
    # The χ² upper tail directly: what scipy.stats.chisquare returns, without its ~1.5 ms of argument handling
    # (this runs three times on every ε step of the Explorer).
    return float(special.chdtrc(f_obs.size - 1, statistic))


def worst_case_privacy_loss(
    scores: ArrayLike,
    *,
    epsilon: float,
    sensitivity: float = 1.0,
    mechanism: str,
    monotonic: bool = False,
    neighbours: str | None = None,
) -> np.ndarray:
    """Per-outcome worst-case privacy loss L_i = max over neighbours q' of |ln P_q(i) − ln P_q'(i)|.

    The neighbours are the corners of theory.md §7, where the loss of outcome i is largest:

    * ``"general"`` (any ‖q − q'‖_∞ ≤ Δ): q ± Δ(e_i − 1_{−i}), candidate i up by Δ and all others down, or the
      reverse;
    * ``"monotone"`` (all scores move the same way): q ± Δ e_i (moving the others instead is the same up to a
      shift);
    * ``"histogram"`` (one count moves by Δ): q ± Δ e_j for every j, the worst over j.

    ``monotonic`` is how the mechanism is calibrated (R = Δ or 2Δ); ``neighbours`` is the neighbour model being
    audited (None: the one matching the calibration). A mechanism calibrated for monotone scores but audited with
    general neighbours shows the broken bound: permute-and-flip loses exactly 2ε on every non-maximal outcome, the
    exponential mechanism 2ε + ln(1 − (1 − e^{−2ε}) P(i)) (1.43 at K = 2, q = (0, 0), ε = 1; → 2ε as P(i) → 0)
    and Laplace report-noisy-max 2ε − ln(1 + ε) at K = 2, q = (0, 0).
    Every mechanism here is ε-DP under its own model, so L_i ≤ ε (Dong, Durfee & Rogers 2020; McKenna & Sheldon
    2020; theory.md §0). Closed forms: the exponential mechanism has L_i = ε + ln(1 − (1 − e^{−ε}) P(i)), and
    permute-and-flip L_i = ε exactly for every non-maximal i.

    Cost: 2 evaluations of :func:`dpcore.exact.log_selection_probabilities` per distinct score for ``"general"``
    and ``"monotone"`` (tied candidates have the same loss: every mechanism is symmetric under permutations), and
    2K for ``"histogram"`` (each evaluation gives every outcome's loss for one j). Each evaluation is O(K), so the
    audit is O(K²); K is capped by :data:`AUDIT_CANDIDATE_LIMITS` (2,000, or 300 for Laplace report-noisy-max).

    Parameters
    ----------
    scores : array_like, shape (K,)
        Scores q_i.
    epsilon, sensitivity, mechanism, monotonic
        As in :func:`dpcore.selection_probabilities`.
    neighbours : {"general", "monotone", "histogram"} or None
        Neighbour model; None means "monotone" if ``monotonic`` else "general".

    Returns
    -------
    numpy.ndarray
        float64 losses L_i ≥ 0, shape (K,). NaN only where both log-probabilities are −inf (the loss is undefined).
    """
    q = check_scores(scores)
    mechanism = check_mechanism(mechanism)
    epsilon = check_positive_finite(epsilon, "epsilon")
    delta = check_positive_finite(sensitivity, "sensitivity")
    monotonic = bool(monotonic)
    model = ("monotone" if monotonic else "general") if neighbours is None else neighbours
    model = check_choice(model, NEIGHBOUR_MODELS, "neighbours")
    k = q.size
    limit = AUDIT_CANDIDATE_LIMITS[mechanism]
    if k > limit:
        raise InvalidInputError(
            f"the privacy audit of {mechanism} is limited to {limit:,} candidates (it costs O(K²)); got {k:,}."
        )

    def log_p(candidate_scores: np.ndarray) -> np.ndarray:
        return log_selection_probabilities(
            candidate_scores, epsilon=epsilon, sensitivity=delta, mechanism=mechanism, monotonic=monotonic
        )

    base = log_p(q)
    loss = np.zeros(k)
    if model == "histogram":
        movers = np.arange(k)
    else:  # one representative per distinct score; its loss is copied to its ties at the end
        _, movers, ties = np.unique(q, return_index=True, return_inverse=True)
    for j in movers:
        for sign in (1.0, -1.0):
            neighbour = q.copy()
            if model == "general":
                neighbour -= sign * delta
                neighbour[j] = q[j] + sign * delta
            else:
                neighbour[j] += sign * delta
            moved = log_p(neighbour)
            if model == "histogram":  # one neighbour informs every outcome
                loss = np.fmax(loss, _abs_log_ratio(base, moved))
            else:  # the corner neighbours of outcome j inform outcome j only
                loss[j] = np.fmax(loss[j], _abs_log_ratio(base[j], moved[j]))
    return loss if model == "histogram" else loss[movers][ties]


# ----------------------------------------------------------------------------------------------------------------
# Helpers


def _abs_log_ratio(a: np.ndarray | float, b: np.ndarray | float) -> np.ndarray:
    """|a − b| for log-probabilities; NaN (not a loss) where both are −inf, inf where exactly one is."""
    with np.errstate(invalid="ignore"):
        return np.abs(np.subtract(a, b))


def _check_whole(value: object, name: str, *, minimum: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int | np.integer | float | np.floating):
        raise InvalidInputError(f"{name} must be a whole number ≥ {minimum}, got {value!r}.")
    if not math.isfinite(float(value)) or float(value) != int(value) or int(value) < minimum:
        raise InvalidInputError(f"{name} must be a whole number ≥ {minimum}, got {value!r}.")
    return int(value)


def _check_counts(counts: ArrayLike) -> np.ndarray:
    try:
        c = np.asarray(counts, dtype=np.float64)
    except (TypeError, ValueError):
        raise InvalidInputError(f"counts must be whole numbers ≥ 0, got {counts!r}.") from None
    bad = ~np.isfinite(c) | (c < 0) | (c != np.round(c))
    if np.any(bad):
        raise InvalidInputError(f"counts must be whole numbers ≥ 0, got {c[bad].flat[0]!r}.")
    return c


def _check_probabilities(probabilities: ArrayLike) -> np.ndarray:
    p = check_vector(probabilities, "probabilities")
    bad = ~np.isfinite(p) | (p < 0)
    if np.any(bad):
        raise InvalidInputError(f"probabilities must be finite and ≥ 0, got {p[bad][0]!r}.")
    if abs(math.fsum(p) - 1.0) > 1e-6:
        raise InvalidInputError(f"probabilities must add up to 1, got a sum of {math.fsum(p)!r}.")
    return p


def _check_pair(probabilities: ArrayLike, scores: ArrayLike) -> tuple[np.ndarray, np.ndarray]:
    p = _check_probabilities(probabilities)
    q = check_scores(scores)
    if p.shape != q.shape:
        raise InvalidInputError(f"probabilities and scores must have the same length, got {p.size} and {q.size}.")
    return p, q
