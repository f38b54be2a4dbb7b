"""Top-k selection: the exact law of k winners, its simulation and its privacy cost (theory.md §11b).

Every rule here picks k distinct candidates by running a single-choice mechanism k times, each time on the
candidates not yet chosen, with the same per-round ε (ε₀) and noise scale b = R/ε₀ (R = 2Δ, or Δ when monotone;
:func:`dpcore.selection.mechanisms.noise_scale`):

* ``"exponential"`` peeled k times. This is also one-shot Gumbel top-k (add Gumbel(b) noise once, keep the k
  largest) and Plackett–Luce sampling with weights wᵢ = exp((qᵢ − q*)/b) (Durfee & Rogers 2019). It is what OpenDP
  0.16's ``make_noisy_top_k`` releases under ``zero_concentrated_divergence()``.
* ``"permute_and_flip"`` peeled k times: each round is permute-and-flip on the candidates left, its coins measured
  from that round's leader (McKenna & Sheldon 2020). This is OpenDP's ``make_noisy_top_k`` under
  ``max_divergence()``; it is *not* one-shot exponential noise (theory.md §11b).
* ``"report_noisy_max"`` peeled k times: fresh Laplace(b) noise each round, the argmax of the candidates left.
* ``"report_noisy_max_gumbel"`` and ``"report_noisy_max_exponential"`` have the laws of the exponential mechanism
  and permute-and-flip (:data:`dpcore.selection.mechanisms.SAME_LAW_AS`), peeled or not; they are simulated by their
  own procedures (fresh Gumbel or exponential noise every round).

Exact laws
----------
The exponential mechanism's inclusion probabilities come from the exponential race (any K up to
:data:`dpcore.validation.MAX_CANDIDATES`, k ≤ :data:`EM_MAX_K`; see :func:`_em_log_inclusion`); the peeled
permute-and-flip and report-noisy-max laws from the single-choice exact laws of
:mod:`dpcore.selection.exact`, one per set of candidates removed before a round, where that is tractable
(:func:`peeled_exact_available`, :data:`PEELED_EXACT_LIMITS`). Beyond it, :func:`simulate_top_k` runs the
mechanism itself.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from functools import cache

import numpy as np
from numpy.typing import ArrayLike

from dpcore.analyses import composition
from dpcore.selection.exact import log_selection_probabilities
from dpcore.selection.exact_vs_simulated import MechanismResult
from dpcore.selection.mechanisms import (
    EXPONENTIAL,
    PERMUTE_AND_FLIP,
    REPORT_NOISY_MAX,
    REPORT_NOISY_MAX_EXPONENTIAL,
    REPORT_NOISY_MAX_GUMBEL,
    SAME_LAW_AS,
    check_mechanism,
    noise_scale,
)
from dpcore.selection.sweep import LawSweep
from dpcore.stats import wilson_interval
from dpcore.validation import (
    MAX_TRIALS,
    InvalidInputError,
    check_positive_finite,
    check_rng,
    check_scores,
    check_trials,
)

__all__ = [
    "EM_MAX_K",
    "ORDERED_MAX_OUTCOMES",
    "PEELED_EXACT_LIMITS",
    "BEST_SET_MAX_K",
    "TopKPrivacy",
    "TopKResult",
    "best_set_available",
    "best_set_probability",
    "expected_shortfall",
    "inclusion_probabilities",
    "ordered_set_probabilities",
    "peeled_exact_available",
    "simulate_top_k",
    "top_k_privacy",
    "top_k_result",
    "top_k_sweep",
]

#: Largest k for which :func:`inclusion_probabilities` computes the exponential mechanism's law (any K).
EM_MAX_K = 20
#: Limits of the exact peeled permute-and-flip and report-noisy-max laws, which evaluate one single-choice law of
#: :mod:`dpcore.selection.exact` per set of candidates removed before a round: Σ_{t<k} C(K, t) laws on K − t
#: candidates each. Per rule, (most laws, most candidate-laws Σ_{t<k} C(K, t)·(K − t)); both must hold. That
#: allows permute-and-flip k = 2: K ≤ 632, k = 3: K ≤ 70, k = 4: K ≤ 24, k = 5: K ≤ 15 (its law costs 0.15-1 ms)
#: and report-noisy-max k = 2: K ≤ 200, k = 3: K ≤ 21, k = 4: K ≤ 11, k = 5: K ≤ 8 (1.5-12 ms a law): about 1 s at
#: most on the reference machine, typically well under. Beyond them, :func:`simulate_top_k`.
PEELED_EXACT_LIMITS: dict[str, tuple[int, int]] = {
    PERMUTE_AND_FLIP: (2_500, 400_000),
    REPORT_NOISY_MAX: (250, 40_000),
}
#: Largest number of ordered outcomes K!/(K − k)! that :func:`ordered_set_probabilities` enumerates.
ORDERED_MAX_OUTCOMES = 100_000

#: Largest k for which :func:`best_set_probability` sums over the k! orders of one best set.
BEST_SET_MAX_K = 8

#: Log-weights are clipped here (a gap of 1e300 noise scales); see :func:`_classes`.
_FLOOR = -1e300


# --------------------------------------------------------------------------------------------------------------
# Public functions
# --------------------------------------------------------------------------------------------------------------


def inclusion_probabilities(
    scores: ArrayLike,
    *,
    k: int,
    epsilon: float,
    sensitivity: float = 1.0,
    mechanism: str,
    monotonic: bool = False,
) -> np.ndarray:
    """Exact probability that each candidate is among the k chosen by a peeled selection mechanism.

    Parameters
    ----------
    scores : array_like, shape (K,)
        Finite utility scores qᵢ; higher is better.
    k : int
        Number of winners, 1 ≤ k ≤ K.
    epsilon : float
        ε₀ > 0 spent by each of the k rounds; the whole release is kε₀-DP (:func:`top_k_privacy`).
    sensitivity : float
        Δ > 0, the most one person can change any score.
    mechanism : str
        One of :data:`dpcore.MECHANISMS`; each round runs it on the candidates not yet chosen.
    monotonic : bool
        Scores all move the same way between neighbouring datasets, so R = Δ instead of 2Δ.

    Returns
    -------
    numpy.ndarray
        float64 πᵢ, shape (K,), each in [0, 1], summing to k (within 1e-11·k).

    Raises
    ------
    InvalidInputError
        For invalid input; for the exponential mechanism (and its Gumbel twin) when k > :data:`EM_MAX_K`; for
        peeled permute-and-flip or report-noisy-max beyond :data:`PEELED_EXACT_LIMITS` (the message says to
        simulate with :func:`simulate_top_k` instead).

    Notes
    -----
    Exponential mechanism peeled k times = Gumbel top-k = Plackett–Luce (Durfee & Rogers 2019): with
    wᵢ = exp((qᵢ − q*)/b), b = R/ε₀, the k first arrivals of independent clocks Tᵢ ~ Exp(rate wᵢ) are the winners,
    so

        πᵢ = ∫₀^∞ wᵢ e^{−wᵢt} · P[N₋ᵢ(t) ≤ k − 1] dt,   N₋ᵢ(t) = Σ_{j≠i} Bernoulli(1 − e^{−wⱼt}),

    a Poisson-binomial probability integrated in log t (:func:`_em_log_inclusion`: relative error below 1e-13,
    measured; the truncation of the integral is below 1e-17, proved). Peeled permute-and-flip and report-noisy-max
    (McKenna & Sheldon 2020; Dwork & Roth 2014, §3.3): πᵢ = Σ over ordered prefixes (i₁, …, i_t), t < k, not holding
    i of ∏_s P(i_s | candidates left) · P(i | candidates left after the prefix), each factor the single-choice exact
    law of :mod:`dpcore.selection.exact` at the same ε₀; prefixes that remove the same candidates share a law.
    Tied scores are merged first. Sources: Durfee & Rogers 2019 ("Practical differentially private top-k selection
    with pay-what-you-get composition"); McKenna & Sheldon 2020; theory.md §11b.
    """
    values, law, scale, k = _prepare(
        scores, k=k, epsilon=epsilon, sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic
    )
    size = values.size
    if k == size:
        return np.ones(size)
    if k == 1:
        return np.exp(
            log_selection_probabilities(
                values, epsilon=epsilon, sensitivity=sensitivity, mechanism=law, monotonic=monotonic
            )
        )
    if law == EXPONENTIAL:
        if k > EM_MAX_K:
            raise InvalidInputError(
                f"k = {k} is more than the {EM_MAX_K} winners whose exact exponential-mechanism law is computed; "
                "use simulate_top_k for more."
            )
        _, log_weights, inverse, counts = _classes(values, scale)
        return np.exp(_em_log_inclusion(log_weights, counts, k))[inverse]
    _check_peeled_work(size, k, law)
    distinct, _, inverse, counts = _classes(values, scale)
    inclusion = _peeled_inclusion(
        distinct, counts, k, law=law, epsilon=epsilon, sensitivity=sensitivity, monotonic=monotonic
    )
    return np.minimum(inclusion, 1.0)[inverse]  # each round's law sums to 1 only within ~1e-13


def ordered_set_probabilities(
    scores: ArrayLike,
    *,
    k: int,
    epsilon: float,
    sensitivity: float = 1.0,
    mechanism: str,
    monotonic: bool = False,
) -> tuple[np.ndarray, np.ndarray]:
    """Exact law of the ordered k-tuple of winners (first chosen first), by enumeration.

    Parameters
    ----------
    scores, k, epsilon, sensitivity, mechanism, monotonic
        As in :func:`inclusion_probabilities`; K!/(K − k)! must not exceed :data:`ORDERED_MAX_OUTCOMES` (for
        example K ≤ 10 at k = 5, K ≤ 48 at k = 3), and for permute-and-flip and report-noisy-max the work must
        also fit :data:`PEELED_EXACT_LIMITS`.

    Returns
    -------
    (numpy.ndarray, numpy.ndarray)
        ``orders``, int64 of shape (M, k), every ordered tuple of distinct indices in lexicographic order, and
        ``probabilities``, float64 of shape (M,), summing to 1 (within 1e-12).

    Notes
    -----
    P(i₁, …, i_k) = ∏ₜ P(iₜ | the candidates left after i₁, …, i_{t−1}), each factor the single-choice exact law
    at ε₀. For the exponential mechanism this is Plackett–Luce, ∏ₜ w_{iₜ}/(W − Σ_{s<t} w_{iₛ}) (Luce 1959;
    Plackett 1975; Durfee & Rogers 2019), computed in log space from the gaps. For the others each set of
    candidates removed before a round gets one law from :mod:`dpcore.selection.exact` (McKenna & Sheldon 2020;
    Dwork & Roth 2014). theory.md §11b.
    """
    values, law, scale, k = _prepare(
        scores, k=k, epsilon=epsilon, sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic
    )
    size = values.size
    outcomes = math.perm(size, k)
    if outcomes > ORDERED_MAX_OUTCOMES:
        raise InvalidInputError(
            f"{size} candidates and k = {k} give {outcomes:,} ordered outcomes, more than the "
            f"{ORDERED_MAX_OUTCOMES:,} enumerated; use inclusion_probabilities or simulate_top_k instead."
        )
    orders = np.array(list(itertools.permutations(range(size), k)), dtype=np.int64).reshape(outcomes, k)
    if law == EXPONENTIAL:
        with np.errstate(over="ignore"):
            log_weights = np.maximum((values - values.max()) / scale, _FLOOR)
        return orders, np.exp(_plackett_luce_log(log_weights, orders))
    _check_peeled_work(size, k, law)
    laws: dict[frozenset[int], dict[int, float]] = {}

    def law_after(removed: frozenset[int]) -> dict[int, float]:
        if removed not in laws:
            left = [i for i in range(size) if i not in removed]
            logs = log_selection_probabilities(
                values[left], epsilon=epsilon, sensitivity=sensitivity, mechanism=law, monotonic=monotonic
            )
            laws[removed] = dict(zip(left, logs.tolist(), strict=True))
        return laws[removed]

    log_probability = np.zeros(outcomes)
    for row, order in enumerate(orders.tolist()):
        for t, chosen in enumerate(order):
            log_probability[row] += law_after(frozenset(order[:t]))[chosen]
    return orders, np.exp(log_probability)


def simulate_top_k(
    scores: ArrayLike,
    *,
    k: int,
    epsilon: float,
    sensitivity: float = 1.0,
    mechanism: str,
    monotonic: bool = False,
    trials: int,
    rng: int | np.random.Generator | None,
) -> np.ndarray:
    """Run a top-k rule ``trials`` times and count how often each candidate is among the winners.

    Parameters
    ----------
    scores, k, epsilon, sensitivity, mechanism, monotonic
        As in :func:`inclusion_probabilities` (any k ≤ K, any K).
    trials : int
        Number of independent runs, 1 to :data:`dpcore.validation.MAX_TRIALS` / k.
    rng : None, int or numpy.random.Generator
        The only source of randomness: an int seed ≥ 0, a Generator (advanced), or None for OS entropy.

    Returns
    -------
    numpy.ndarray
        int64 counts, shape (K,), summing to k·trials.

    Notes
    -----
    Each trial runs the mechanism itself, in units of the noise scale b = R/ε₀ with the leader at 0 (shift
    invariance), vectorised over blocks of trials, with float64 noise (ties between noisy values have probability
    about 2⁻⁵³ and go to the lower index):

    * ``"exponential"``: one-shot Gumbel top-k, the k largest of qᵢ/b + Gᵢ (Durfee & Rogers 2019);
    * ``"report_noisy_max_gumbel"``: k rounds, fresh Gumbel noise each round, argmax of the candidates left;
    * ``"permute_and_flip"``: k rounds of permute-and-flip on the candidates left: each flips a coin with
      p = exp((qᵢ − q*_left)/b) and a uniformly random head wins (a random visiting order stops at a uniformly
      random head) (McKenna & Sheldon 2020);
    * ``"report_noisy_max_exponential"``: k rounds, fresh one-sided exponential noise, argmax (Ding et al. 2021);
    * ``"report_noisy_max"``: k rounds, fresh Laplace noise, argmax (Dwork & Roth 2014, §3.3).

    Each is k·ε₀-DP (:func:`top_k_privacy`). theory.md §11b.
    """
    values = check_scores(scores)
    mechanism = check_mechanism(mechanism)
    scale = noise_scale(epsilon=epsilon, sensitivity=sensitivity, monotonic=bool(monotonic))
    k = _check_k(k, values.size)
    n_trials = check_trials(trials)
    if n_trials * k > MAX_TRIALS:
        raise InvalidInputError(
            f"trials × k = {n_trials * k:,} is more than the {MAX_TRIALS:,} draws one call makes; ask for fewer trials."
        )
    generator = check_rng(rng)
    size = values.size
    if k == size:
        return np.full(size, n_trials, dtype=np.int64)
    with np.errstate(over="ignore"):  # a gap beyond float range is clipped like the exact laws' (see _classes)
        standardized = np.maximum((values - values.max()) / scale, _FLOOR)
    counts = np.zeros(size, dtype=np.int64)
    block = max(1, _SIMULATION_BLOCK // size)
    done = 0
    while done < n_trials:
        n = min(block, n_trials - done)
        chosen = _draw_winners(standardized, k, n, mechanism, generator)
        counts += np.bincount(chosen.ravel(), minlength=size)
        done += n
    return counts


def best_set_probability(
    scores: ArrayLike,
    *,
    k: int,
    epsilon: float,
    sensitivity: float = 1.0,
    mechanism: str,
    monotonic: bool = False,
) -> float:
    """Exact probability that the k chosen candidates have the best possible total score ("the k best are all chosen").

    Parameters
    ----------
    scores, k, epsilon, sensitivity, mechanism, monotonic
        As in :func:`inclusion_probabilities`, with k ≤ :data:`BEST_SET_MAX_K` (any K, every mechanism).

    Returns
    -------
    float
        P(Σ_{i∈S} qᵢ = max over k-sets), in [0, 1].

    Notes
    -----
    Let S₀ be one best set (the k highest scores). Its probability is the sum over its k! orders of the product of
    each round's single-choice exact law on the candidates left, P(i₁, …, i_k) = ∏ₜ P(iₜ | left after i₁…i_{t−1})
    (:func:`ordered_set_probabilities`), which needs one law per subset of S₀ removed: 2ᵏ − 1 laws, whatever K. When
    the k-th best score is shared by c candidates of which j are in S₀, there are C(c, j) best sets, all with the
    same probability (tied candidates are exchangeable under every rule here), so the result is C(c, j)·P(S₀),
    summed in log space. Sources as :func:`ordered_set_probabilities`; theory.md §11b.
    """
    values, law, scale, k = _prepare(
        scores, k=k, epsilon=epsilon, sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic
    )
    size = values.size
    if k == size:
        return 1.0
    if k > BEST_SET_MAX_K:
        raise InvalidInputError(
            f"k = {k} is more than the {BEST_SET_MAX_K} winners whose best-set probability is summed over orders."
        )
    order = np.argsort(-values, kind="stable")
    best = [int(i) for i in order[:k]]
    boundary = values[order[k - 1]]
    tied = int(np.count_nonzero(values == boundary))
    inside = sum(1 for i in best if values[i] == boundary)
    laws: dict[frozenset[int], dict[int, float]] = {}

    def law_after(removed: frozenset[int]) -> dict[int, float]:
        if removed not in laws:
            keep = np.ones(size, dtype=bool)
            keep[list(removed)] = False
            left = np.flatnonzero(keep)
            if law == EXPONENTIAL:
                with np.errstate(over="ignore"):
                    units = np.maximum((values[left] - values[left].max()) / scale, _FLOOR)
                logs = units - float(np.logaddexp.reduce(units))
            else:
                logs = log_selection_probabilities(
                    values[left], epsilon=epsilon, sensitivity=sensitivity, mechanism=law, monotonic=monotonic
                )
            position = {int(c): t for t, c in enumerate(left)}
            laws[removed] = {i: float(logs[position[i]]) for i in best if i in position}
        return laws[removed]

    terms = []
    for permutation in itertools.permutations(best):
        total = 0.0
        for t, chosen in enumerate(permutation):
            total += law_after(frozenset(permutation[:t]))[chosen]
        terms.append(total)
    log_probability = float(np.logaddexp.reduce(np.asarray(terms)))
    log_probability += math.lgamma(tied + 1) - math.lgamma(inside + 1) - math.lgamma(tied - inside + 1)
    return float(min(math.exp(log_probability), 1.0))


def expected_shortfall(scores: ArrayLike, inclusion: ArrayLike, *, k: int) -> float:
    """Expected shortfall of the chosen set's total score: (best possible total of k scores) − E[Σ_{i∈S} qᵢ].

    Parameters
    ----------
    scores : array_like, shape (K,)
        The scores qᵢ.
    inclusion : array_like, shape (K,)
        πᵢ = P(i is chosen), e.g. from :func:`inclusion_probabilities` (summing to k).
    k : int
        Number of winners.

    Returns
    -------
    float
        Σᵢ πᵢ(q* − qᵢ) − Σ_{i in the k best}(q* − qᵢ) ≥ 0, by linearity of expectation (E Σ_{i∈S} qᵢ = Σᵢ πᵢqᵢ),
        written with gaps to the top score q* so that no large totals cancel. k = 1 gives the expected regret.
    """
    values = check_scores(scores)
    k = _check_k(k, values.size)
    pi = np.asarray(inclusion, dtype=np.float64)
    if pi.shape != values.shape or not np.all(np.isfinite(pi)):
        raise InvalidInputError("inclusion must be finite and have one probability per score.")
    gaps = values.max() - values
    best_gaps = np.sort(gaps)[:k]
    return float(max(float(pi @ gaps) - float(best_gaps.sum()), 0.0))


@dataclass(frozen=True)
class TopKPrivacy:
    """What k peeled rounds at ε₀ each cost (theory.md §6, §11b).

    Attributes
    ----------
    k : int
        Number of winners (rounds).
    epsilon_per_round : float
        ε₀ of each round.
    pure_epsilon : float
        kε₀: every peeled rule is kε₀-DP by basic composition (Dwork & Roth 2014, Thm 3.16).
    zcdp_rho : float
        ρ of the whole release in zero-concentrated DP: kε₀²/8 for the exponential mechanism, whose rounds are
        ε₀-bounded-range (Durfee & Rogers 2019; Dong, Durfee & Rogers 2020; Cesar & Rogers 2021); kε₀²/2 for
        the others, which are only known to be ε₀-DP (Bun & Steinke 2016).
    bounded_range : bool
        Whether ``zcdp_rho`` uses the bounded-range bound (exponential mechanism and its Gumbel twin).
    """

    k: int
    epsilon_per_round: float
    pure_epsilon: float
    zcdp_rho: float
    bounded_range: bool

    def epsilon_at(self, delta: float, *, conversion: str = composition.BUN_STEINKE) -> float:
        """ε such that the release is (ε, δ)-DP through its zCDP ρ: ρ + 2√(ρ ln(1/δ)) by default (Bun & Steinke
        2016, Prop. 1.3), or ``conversion="canonne_kamath_steinke"`` for the tighter conversion. The pure bound
        :attr:`pure_epsilon` (δ = 0) also holds; the smaller of the two is the better statement."""
        return composition.zcdp_epsilon(self.zcdp_rho, delta=delta, conversion=conversion)


def top_k_privacy(*, k: int, epsilon: float, mechanism: str) -> TopKPrivacy:
    """The privacy cost of choosing k winners by k peeled rounds at ε₀ = ``epsilon`` each.

    Pure ε = kε₀ for every rule (basic composition; Dwork & Roth 2014, Thm 3.16). zCDP: ρ = kε₀²/8 for the
    exponential mechanism (each round ε₀-bounded-range: Durfee & Rogers 2019; Dong, Durfee & Rogers 2020; ρ = ε₀²/8
    per round: Cesar & Rogers 2021), ρ = kε₀²/2 for the others (Bun & Steinke 2016); (ε, δ) from ρ by
    :meth:`TopKPrivacy.epsilon_at`. OpenDP 0.16's ``make_noisy_top_k`` states the same: its privacy map gives
    k·d_range/scale under ``max_divergence()`` and k(d_range/scale)²/8 under ``zero_concentrated_divergence()``, with
    d_range = R and scale = R/ε₀. Computed with :mod:`dpcore.analyses.composition`. theory.md §11b.

    >>> cost = top_k_privacy(k=3, epsilon=0.5, mechanism="exponential")
    >>> cost.pure_epsilon, cost.zcdp_rho
    (1.5, 0.09375)
    >>> round(cost.epsilon_at(1e-6), 4)
    2.3699
    """
    mechanism = check_mechanism(mechanism)
    epsilon = check_positive_finite(epsilon, "epsilon")
    if isinstance(k, bool) or not isinstance(k, int | np.integer) or not 1 <= k <= composition.MAX_COMPOSITIONS:
        raise InvalidInputError(f"k must be a whole number from 1 to {composition.MAX_COMPOSITIONS}, got {k!r}.")
    bounded = SAME_LAW_AS[mechanism] == EXPONENTIAL
    return TopKPrivacy(
        k=int(k),
        epsilon_per_round=epsilon,
        pure_epsilon=composition.basic_composition(int(k), epsilon=epsilon),
        zcdp_rho=composition.zcdp_rho(int(k), epsilon=epsilon, bounded_range=bounded),
        bounded_range=bounded,
    )


def peeled_exact_available(*, n_candidates: int, k: int, mechanism: str) -> bool:
    """Whether :func:`inclusion_probabilities` computes this case exactly (else it raises and pages simulate).

    The exponential mechanism (and its Gumbel twin): k ≤ :data:`EM_MAX_K`. Permute-and-flip (and its
    exponential-noise twin) and report-noisy-max: within :data:`PEELED_EXACT_LIMITS` (permute-and-flip k = 2:
    K ≤ 632, k = 3: K ≤ 70, k = 4: K ≤ 24; report-noisy-max k = 2: K ≤ 200, k = 3: K ≤ 21, k = 4: K ≤ 11). k = 1 and
    k = K always.

    >>> peeled_exact_available(n_candidates=200, k=2, mechanism="permute_and_flip")
    True
    >>> peeled_exact_available(n_candidates=30, k=3, mechanism="report_noisy_max")
    False
    """
    law = SAME_LAW_AS[check_mechanism(mechanism)]
    if isinstance(n_candidates, bool) or not isinstance(n_candidates, int | np.integer) or n_candidates < 1:
        raise InvalidInputError(f"n_candidates must be a whole number ≥ 1, got {n_candidates!r}.")
    k = _check_k(k, int(n_candidates))
    if k in (1, n_candidates):
        return True
    if law == EXPONENTIAL:
        return k <= EM_MAX_K
    return _peeled_tractable(int(n_candidates), k, law)


def best_set_available(*, k: int) -> bool:
    """Whether :func:`best_set_probability` computes P(the k best are all chosen) for k winners (k ≤
    :data:`BEST_SET_MAX_K`, any K and mechanism: it sums over the k! orders of one best set).

    >>> best_set_available(k=3), best_set_available(k=9)
    (True, False)
    """
    return 1 <= int(k) <= BEST_SET_MAX_K


def top_k_sweep(
    scores: ArrayLike,
    *,
    k: int,
    epsilons: ArrayLike,
    sensitivity: float = 1.0,
    mechanism: str,
    monotonic: bool = False,
    index: ArrayLike | None = None,
) -> LawSweep:
    """The exact top-k law of ``mechanism`` at every ε of ``epsilons``: what a view draws while ε moves.

    Parameters
    ----------
    scores, k, sensitivity, mechanism, monotonic
        As in :func:`inclusion_probabilities`.
    epsilons : array_like, shape (S,)
        ε₀ of each round, each > 0.
    index : array_like of int, optional
        Keep these candidates' inclusion probabilities only (the set's figures always use every candidate).

    Returns
    -------
    dpcore.selection.sweep.LawSweep
        ``log_probabilities``: ln πᵢ (:func:`inclusion_probabilities`) at each ε, NaN throughout where
        :func:`peeled_exact_available` is false (then only a simulation can show the law);
        ``probability_of_best``: P(the k best are all chosen) (:func:`best_set_probability`), NaN when
        :func:`best_set_available` is false; ``expected_regret``: the expected shortfall of the set's total score
        (:func:`expected_shortfall`), NaN without an exact law. k = 1 is :func:`dpcore.selection.sweep.law_sweep`.

    >>> sweep = top_k_sweep([3.0, 2.0, 0.0], k=2, epsilons=[1.0], mechanism="exponential", monotonic=True)
    >>> round(float(np.exp(sweep.log_probabilities).sum()), 12), round(float(sweep.probability_of_best[0]), 4)
    (2.0, 0.8685)
    """
    values = check_scores(scores)
    k = _check_k(k, values.size)
    if k == 1:
        from dpcore.selection.sweep import law_sweep  # the single-choice sweep, exactly

        return law_sweep(
            values, epsilons=epsilons, sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic, index=index
        )
    mechanism = check_mechanism(mechanism)
    grid = np.asarray(epsilons, dtype=np.float64).reshape(-1)
    keep = np.arange(values.size) if index is None else np.asarray(index, dtype=np.int64).reshape(-1)
    if keep.size and (keep.min() < 0 or keep.max() >= values.size):
        raise InvalidInputError(f"index must name candidates 0..{values.size - 1}.")
    exact = peeled_exact_available(n_candidates=values.size, k=k, mechanism=mechanism)
    rows = np.full((grid.size, keep.size), np.nan)
    best = np.full(grid.size, np.nan)
    shortfall = np.full(grid.size, np.nan)
    for row, epsilon in enumerate(grid.tolist()):
        check_positive_finite(epsilon, "epsilon")
        if exact:
            inclusion = inclusion_probabilities(
                values, k=k, epsilon=epsilon, sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic
            )
            with np.errstate(divide="ignore"):
                rows[row] = np.log(inclusion[keep])
            shortfall[row] = expected_shortfall(values, inclusion, k=k)
        if best_set_available(k=k):
            best[row] = best_set_probability(
                values, k=k, epsilon=epsilon, sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic
            )
    return LawSweep(
        epsilons=grid, index=keep, log_probabilities=rows, probability_of_best=best, expected_regret=shortfall
    )


@dataclass(frozen=True)
class TopKResult(MechanismResult):
    """One mechanism's top-k result as a view shows it: a :class:`MechanismResult` whose fields mean the set.

    ``probabilities`` / ``log_probabilities`` are the inclusion probabilities πᵢ (NaN where there is no exact law),
    ``counts`` how many runs' sets held each candidate (summing to k·trials), ``lower`` / ``upper`` the 95% Wilson
    interval of each share (each count is Binomial(trials, πᵢ)), ``probability_of_best`` P(the k best are all
    chosen) and ``expected_regret`` the expected shortfall of the set's total (NaN where not computed).
    ``fit_pvalue`` is NaN: inclusion counts are not multinomial (they sum to k·trials and are dependent), so the
    chi-square test does not apply; ``largest_z`` takes its place.

    Attributes
    ----------
    k : int
        Number of winners.
    largest_z : float
        max over candidates of |count − trials·πᵢ| / √(trials·πᵢ(1 − πᵢ)) (πᵢ strictly between 0 and 1; +inf if a
        candidate with πᵢ ∈ {0, 1} was counted otherwise); NaN without an exact law.
    simulated_shortfall : float
        The runs' mean shortfall of the set's total, :func:`expected_shortfall` of the shares.
    """

    k: int = 1
    largest_z: float = math.nan
    simulated_shortfall: float = math.nan

    @property
    def exact_available(self) -> bool:
        return bool(np.all(np.isfinite(self.probabilities)))


def top_k_result(
    scores: ArrayLike,
    *,
    k: int,
    mechanism: str,
    counts: ArrayLike,
    trials: int,
    inclusion: ArrayLike | None,
    best_set: float | None,
) -> TopKResult:
    """Assemble a :class:`TopKResult` from simulated inclusion counts (:func:`simulate_top_k`) and, where there is
    one, the exact law: ``inclusion`` πᵢ (:func:`inclusion_probabilities`, or None) and ``best_set``
    (:func:`best_set_probability`, or None).

    Each candidate's count is Binomial(trials, πᵢ), so its 95% Wilson interval (Wilson 1927) and its z-score are
    honest one candidate at a time; with K candidates the largest |z| is typically below about 3, and a value above
    4 or 5 signals a mismatch (a Bonferroni bound: P(max |z| > z) ≤ K·2(1 − Φ(z)) under the normal approximation).

    >>> r = top_k_result([2.0, 1.0, 0.0], k=2, mechanism="exponential", counts=[90, 70, 40], trials=100,
    ...                  inclusion=[0.9, 0.7, 0.4], best_set=0.6)
    >>> r.shares.tolist(), r.largest_z, round(r.simulated_shortfall, 12)
    ([0.9, 0.7, 0.4], 0.0, 0.5)
    """
    values = check_scores(scores)
    k = _check_k(k, values.size)
    mechanism = check_mechanism(mechanism)
    simulated = np.asarray(counts, dtype=np.int64)
    if simulated.shape != values.shape:
        raise InvalidInputError("counts must have one entry per score.")
    lower, upper = wilson_interval(simulated, trials)
    n = int(trials)
    shares = simulated / n
    if inclusion is None:
        pi = np.full(values.size, np.nan)
        largest = math.nan
        shortfall = math.nan
    else:
        pi = np.asarray(inclusion, dtype=np.float64)
        if pi.shape != values.shape:
            raise InvalidInputError("inclusion must have one probability per score.")
        inner = (pi > 0) & (pi < 1)
        z = np.abs(simulated[inner] - n * pi[inner]) / np.sqrt(n * pi[inner] * (1 - pi[inner]))
        impossible = bool(np.any(simulated[~inner] != np.round(n * pi[~inner])))
        largest = math.inf if impossible else float(z.max(initial=0.0))
        shortfall = expected_shortfall(values, pi, k=k)
    with np.errstate(divide="ignore", invalid="ignore"):
        log_pi = np.log(pi)
    return TopKResult(
        mechanism=mechanism,
        log_probabilities=log_pi,
        probabilities=pi,
        counts=simulated,
        trials=n,
        lower=np.asarray(lower, dtype=np.float64),
        upper=np.asarray(upper, dtype=np.float64),
        probability_of_best=math.nan if best_set is None else float(best_set),
        expected_regret=shortfall,
        fit_pvalue=math.nan,
        k=k,
        largest_z=largest,
        simulated_shortfall=expected_shortfall(values, shares, k=k),
    )


# --------------------------------------------------------------------------------------------------------------
# Input helpers
# --------------------------------------------------------------------------------------------------------------


def _check_k(k: object, size: int) -> int:
    if isinstance(k, bool) or not isinstance(k, int | np.integer) or not 1 <= int(k) <= size:
        raise InvalidInputError(
            f"k, the number of winners, must be a whole number from 1 to the number of candidates ({size}), got {k!r}."
        )
    return int(k)


def _prepare(
    scores: ArrayLike, *, k: int, epsilon: float, sensitivity: float, mechanism: str, monotonic: bool
) -> tuple[np.ndarray, str, float, int]:
    values = check_scores(scores)
    law = SAME_LAW_AS[check_mechanism(mechanism)]
    scale = noise_scale(epsilon=epsilon, sensitivity=sensitivity, monotonic=bool(monotonic))
    return values, law, scale, _check_k(k, values.size)


def _classes(values: np.ndarray, scale: float) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Tied scores merged: the distinct scores in decreasing order, their log-weights λ_d = (q_d − q*)/b, each
    candidate's class, and the class sizes. A gap beyond float range (scores near ±1e308) is clipped to
    :data:`_FLOOR` noise scales; such a candidate's probability is 0 in float64 anyway."""
    distinct, inverse, counts = np.unique(values, return_inverse=True, return_counts=True)
    with np.errstate(over="ignore"):
        log_weights = np.maximum((distinct[::-1] - distinct[-1]) / scale, _FLOOR)
    return distinct[::-1], log_weights, distinct.size - 1 - inverse, counts[::-1].astype(np.int64)


def _peeled_laws(size: int, k: int) -> int:
    return sum(math.comb(size, t) for t in range(k))


def _peeled_work(size: int, k: int) -> int:
    return sum(math.comb(size, t) * (size - t) for t in range(k))


def _peeled_tractable(size: int, k: int, law: str) -> bool:
    most_laws, most_work = PEELED_EXACT_LIMITS[law]
    return _peeled_laws(size, k) <= most_laws and _peeled_work(size, k) <= most_work


def _largest_exact(k: int, law: str) -> int:
    size = k
    while _peeled_tractable(size + 1, k, law):
        size += 1
    return size


def _check_peeled_work(size: int, k: int, law: str) -> None:
    if not _peeled_tractable(size, k, law):
        largest = {wins: _largest_exact(wins, law) for wins in (2, 3, 4)}
        raise InvalidInputError(
            f"the exact law of peeled {law.replace('_', '-')} with {size} candidates and k = {k} needs "
            f"{_peeled_laws(size, k):,} single-choice laws, more than are computed exactly (k = 2: up to "
            f"{largest[2]} candidates; k = 3: {largest[3]}; k = 4: {largest[4]}); use simulate_top_k (a simulation "
            "with intervals) instead."
        )


# --------------------------------------------------------------------------------------------------------------
# Plackett–Luce
# --------------------------------------------------------------------------------------------------------------


def _plackett_luce_log(log_weights: np.ndarray, orders: np.ndarray) -> np.ndarray:
    """ln ∏ₜ w_{iₜ}/(mass left before round t) for each row of ``orders`` (distinct indices), in log space.

    The mass left is never W minus the chosen weights (that cancels when a few weights dominate). With T the k
    largest weights, mass left = Σ_{T∖S} w + (Σ_{∉T} w − Σ_{S∖T} w) for the prefix S (|S| < k, so T∖S ≠ ∅): each
    weight in S∖T is at most the smallest weight left in T, so the bracket's rounding error is at most about
    2k·eps of the mass left. Everything is scaled by the largest weight left in T.
    """
    outcomes, k = orders.shape
    ranking = np.argsort(-log_weights, kind="stable")
    top, rest = ranking[:k], ranking[k:]
    top_weights = log_weights[top]
    slot = np.full(log_weights.size, -1)
    slot[top] = np.arange(k)
    log_rest = _log_sum(log_weights[rest])
    log_outside = np.full(outcomes, -np.inf)  # ln Σ_{S∖T} w
    top_left = np.ones((outcomes, k), dtype=bool)
    rows = np.arange(outcomes)
    result = np.zeros(outcomes)
    for t in range(k):
        chosen = orders[:, t]
        masked = np.where(top_left, top_weights[None, :], -np.inf)
        lead = masked.max(axis=1)
        in_top = np.exp(masked - lead[:, None]).sum(axis=1)
        with np.errstate(divide="ignore", invalid="ignore"):
            outside = np.where(
                np.isfinite(log_rest),
                np.exp(log_rest - lead) * -np.expm1(np.minimum(log_outside - log_rest, 0.0)),
                0.0,
            )
        result += log_weights[chosen] - lead - np.log(in_top + outside)
        position = slot[chosen]
        hit = position >= 0
        top_left[rows[hit], position[hit]] = False
        log_outside[~hit] = np.logaddexp(log_outside[~hit], log_weights[chosen[~hit]])
    return result


def _log_sum(logs: np.ndarray) -> float:
    if logs.size == 0:
        return -math.inf
    top = float(logs.max())
    return top + math.log(float(np.exp(logs - top).sum()))


# --------------------------------------------------------------------------------------------------------------
# Peeled permute-and-flip and report-noisy-max: sums over removed sets
# --------------------------------------------------------------------------------------------------------------


def _peeled_inclusion(
    distinct: np.ndarray,
    counts: np.ndarray,
    k: int,
    *,
    law: str,
    epsilon: float,
    sensitivity: float,
    monotonic: bool,
) -> np.ndarray:
    """πᵢ per class member for a peeled rule, by walking the removed multisets level by level.

    A state is the multiset R of classes removed in the first t rounds (t < k), with P(R) the probability that the
    first t winners are exactly those. Given R, the members of class d still in play are m_d − R_d, each chosen
    next with the single-choice exact law p_d(R) of :mod:`dpcore.selection.exact` on the candidates left. A given
    member of class d is still in play with probability 1 − R_d/m_d (the removed members of a class are a
    uniformly random subset of it), so

        πᵢ = Σ_{t<k} Σ_{|R|=t} P(R)·(1 − R_d/m_d)·p_d(R),   P(R + d) += P(R)·(m_d − R_d)·p_d(R).
    """
    n_classes = distinct.size
    inclusion = np.zeros(n_classes)
    level: dict[tuple[int, ...], float] = {(0,) * n_classes: 1.0}
    for t in range(k):
        following: dict[tuple[int, ...], float] = {}
        for removed, probability in level.items():
            left = counts - np.asarray(removed, dtype=np.int64)
            present = np.flatnonzero(left > 0)
            members = np.repeat(distinct[present], left[present])
            logs = log_selection_probabilities(
                members, epsilon=epsilon, sensitivity=sensitivity, mechanism=law, monotonic=monotonic
            )
            starts = np.concatenate(([0], np.cumsum(left[present])[:-1]))
            per_member = np.exp(logs[starts])
            inclusion[present] += probability * (left[present] / counts[present]) * per_member
            if t + 1 < k:
                for index, d in enumerate(present.tolist()):
                    state = list(removed)
                    state[d] += 1
                    key = tuple(state)
                    following[key] = following.get(key, 0.0) + probability * left[d] * per_member[index]
        level = following
    return inclusion


# --------------------------------------------------------------------------------------------------------------
# The exponential mechanism: the exponential race
# --------------------------------------------------------------------------------------------------------------

#: Two groups of classes more than this many noise scales apart are decoupled (see :func:`_em_log_inclusion`).
_TIER_GAP = 80.0
#: ln of the relative error allowed for each truncation of the race integral.
_LOG_TRUNCATION = math.log(1e-17)
_GL_NODES = 16
#: Panels per block; each block sorts the classes afresh (see :func:`_race`).
_PANELS_PER_BLOCK = 4
#: Classes whose clock rate × the last node's time is at most 1/(4r) go into the series group.
_SMALL_FACTOR = 0.25
_SERIES_EXTRA = 20
_MOMENT_CHUNK = 1 << 16
#: Classes whose x = wt exceeds ln 2 (odds eˣ − 1 > 1) at the last node are leaves of the product tree.
_TREE_X = math.log(2.0)


def _panel_width(spots: int) -> float:
    """Width in ln t of each 16-node Gauss–Legendre panel: the race's k-th arrival time concentrates like 1/√k."""
    return min(2.0, 5.0 / math.sqrt(spots))


def _em_log_inclusion(log_weights: np.ndarray, counts: np.ndarray, k: int) -> np.ndarray:
    """ln πᵢ per class for the exponential mechanism peeled k times (classes by decreasing λ, λ₀ = 0).

    Tiers: walking down the classes, a gap of more than 80 in λ between consecutive classes splits off an upper
    group. If the upper group (of the candidates still to place) has at most r members (r = spots left), all of
    them win with probability 1 − O(K e^{−80}) and the race continues below with r minus their number; the
    group's members get π = 1 and the rest are relatively off by at most ~10 K e^{−80} < 1e-28 (a lower clock rings
    before the last upper one with that probability). If the group fills exactly the r spots, a lower candidate
    wins only if its clock rings before the group's slowest one: πᵢ = wᵢ E[max_{j∈group} Tⱼ] to the same relative
    accuracy (:func:`_log_expected_last_arrival`). Otherwise the race of the remaining classes for r spots is
    computed by :func:`_race` (the lower groups are part of it, in its series group). r = 1 is the softmax.
    """
    n_classes = log_weights.size
    result = np.full(n_classes, -np.inf)
    spots, start = k, 0
    while spots > 0 and start < n_classes:
        rest = counts[start:]
        if rest.sum() <= spots:
            result[start:] = 0.0
            break
        drops = log_weights[start:-1] - log_weights[start + 1 :]
        split = np.flatnonzero(~(drops <= _TIER_GAP))  # ~(<=) also splits at a drop to −∞
        end = start + int(split[0]) + 1 if split.size else n_classes
        upper = int(counts[start:end].sum())
        if upper < spots:
            result[start:end] = 0.0
            spots -= upper
            start = end
            continue
        if upper == spots:  # the group fills the last spots; a lower clock wins one only by beating its slowest
            result[start:end] = 0.0
            group = log_weights[start:end] - log_weights[start]
            log_last = _log_expected_last_arrival(group, counts[start:end])
            result[end:] = log_weights[end:] - log_weights[start] + log_last
            break
        shifted = log_weights[start:] - log_weights[start]
        if spots == 1:
            with np.errstate(divide="ignore"):
                log_mass = float(np.log(np.dot(rest, np.exp(shifted))))
            result[start:] = shifted - log_mass
        else:
            result[start:] = _race(shifted, rest, spots)
        break
    return result


def _race(log_weights: np.ndarray, counts: np.ndarray, spots: int) -> np.ndarray:
    """ln πᵢ per class: the r = ``spots`` ≥ 2 first arrivals of clocks of rates wᵢ = e^{λᵢ} (λ₀ = 0, Σm > r).

    In s = ln t the integrand of πᵢ = ∫ wᵢ e^{−wᵢt} P[N₋ᵢ(t) ≤ r − 1] dt is smooth (it is e^{λᵢ + s − e^{λᵢ+s}}
    times a Poisson-binomial tail), so it is integrated by 16-node Gauss–Legendre panels of width
    min(2, 5/√r) on [s_a, s_b]:

    * Left of t_a = δ/W (W = Σw): P ≥ 1 − (Wt)^r/r!, so ∫₀^{t_a} wᵢe^{−wᵢt}P dt = 1 − e^{−wᵢt_a} up to a relative
      δ^{r+1}/(0.632 (r+1)!), using πᵢ ≥ 0.632 wᵢ/W (no other clock before 1/W); δ makes that 1e-17.
    * Right of t_b: P₋ᵢ(t) ≤ r e^{−ut} (one of the r fastest others, rates ≥ u = the (r+1)-th largest weight, has
      not arrived) and P₋ᵢ is decreasing, so ∫_{t_b}^∞ ≤ wᵢ B (1 + ln(r/B))/u where B bounds P₋ᵢ(t_b): relative
      B (1 + ln(r/B)) W/(0.632 u). B is the Chernoff bound e^{−μ'+a}(μ'/a)^a (a = r − 1, μ' = E N(t_b) − 1) or
      r e^{−ut_b}; t_b is the first point (bisection in s) where the relative bound is 1e-17.
    * Quadrature: measured against mpmath (Plackett–Luce enumeration in 30 digits) and against this rule with
      panels four times narrower, below 1e-13 relative on every case tried (r = 2 … 20, K up to 10⁴, ties, λ
      spread up to the tier gap; ``tests/test_topk.py``, ``bench/results_topk.md``).

    At each node the Poisson-binomial distribution Q_c = P[N = c], c < r, is a product of truncated polynomials.
    The nodes go in blocks of four panels, and each block sorts the classes by x = wt at its right end:

    * x ≤ 1/(4r) ("series"): power sums Σm(eˣ − 1)ʲ from moments of their weights, and Newton's identities for
      the coefficients; with every odds eˣ − 1 ≤ 1/(3r) the alternating sums lose at most ~1e-15 of the
      distribution. Removing one member is the deconvolution P₋ᵢ = Σ_a Q_a (1 − (−o)^{r−a}), o = eˣ − 1, and
      πᵢ's share of the block is a power series in x with coefficients shared by the group.
    * 1/(4r) < x ≤ ln 2 (odds ≤ 1): an exact product, and the same deconvolution (:func:`_deconvolved_tail`).
    * x > ln 2: leaves of a product tree that gives each the product of all the others (:func:`_leave_one_out`).

    Everything is accumulated as logarithms, so candidates far below the top keep their tiny probabilities.
    """
    r = spots
    with np.errstate(under="ignore"):
        weights = np.exp(log_weights)
    total_weight = float(np.dot(counts, weights))
    log_total = math.log(total_weight)
    position = int(np.searchsorted(np.cumsum(counts), r + 1))  # the (r+1)-th largest weight, ties counted
    log_u = float(log_weights[position])
    log_ratio = log_total - math.log(0.632) - log_u  # ln(W/(0.632 u))

    reach = math.exp((math.log(0.632) + math.lgamma(r + 2) + _LOG_TRUNCATION) / (r + 1))  # δ = W t_a
    s_a = math.log(reach) - log_total
    s_b = math.log(math.log(r) + log_ratio - _LOG_TRUNCATION) - log_u  # r e^{−u t_b} W/(0.632u) = 1e-17

    def tail_ok(s: float) -> bool:
        with np.errstate(over="ignore", under="ignore"):
            mean = float(np.dot(counts, -np.expm1(-np.exp(log_weights + s)))) - 1.0
        a = r - 1
        if mean <= a:
            return False
        log_bound = -mean + a + a * math.log(mean / a)
        return log_bound + math.log1p(math.log(r) - log_bound) + log_ratio <= _LOG_TRUNCATION

    if tail_ok(s_b):
        low, high = s_a, s_b
        while high - low > 0.05:
            middle = (low + high) / 2
            if tail_ok(middle):
                high = middle
            else:
                low = middle
        s_b = high
    s_b = max(s_b, s_a + 1.0)

    nodes, node_weights, edges = _panels(s_a, s_b, _panel_width(r))
    result = _log_one_minus_exp_neg(log_weights + s_a)  # the left part, 1 − e^{−wᵢt_a}
    series_len = r + _SERIES_EXTRA
    per_block = _PANELS_PER_BLOCK * _GL_NODES
    for begin in range(0, nodes.size, per_block):
        block = slice(begin, begin + per_block)
        s_end = float(edges[min(begin // _GL_NODES + _PANELS_PER_BLOCK, edges.size - 1)])
        contribution = _race_block(log_weights, counts, r, nodes[block], node_weights[block], s_end, series_len)
        result = np.logaddexp(result, contribution)
    return result


def _race_block(
    log_weights: np.ndarray,
    counts: np.ndarray,
    r: int,
    nodes: np.ndarray,
    node_weights: np.ndarray,
    s_end: float,
    series_len: int,
) -> np.ndarray:
    """ln of each class's share Σ_n ωₙ wᵢ tₙ e^{−xᵢₙ} P₋ᵢ(tₙ) of one block of nodes (all below ``s_end``)."""
    with np.errstate(over="ignore", under="ignore"):
        x_end = np.exp(log_weights + s_end)
    small = x_end <= _SMALL_FACTOR / r
    big = ~small & (x_end > _TREE_X)
    middle = ~small & ~big
    tau = np.exp(nodes - s_end)  # t / t_end ≤ 1
    result = np.empty(log_weights.size)

    total_q = _series_group(x_end[small], counts[small], tau, r, series_len)
    with np.errstate(over="ignore", under="ignore"):
        x_big = np.exp(log_weights[big, None] + nodes[None, :])
        x_middle = np.exp(log_weights[middle, None] + nodes[None, :])
    if middle.any():
        total_q = _truncated_product(total_q, _product(_binomial_polys(x_middle, counts[middle], r), r), r)
    excluded_big = None
    if big.any():
        leaves = _binomial_polys(x_big, counts[big], r)
        total_q, others = _leave_one_out(np.concatenate((leaves, total_q[:, None]), axis=1), r)
        own = _binomial_polys(x_big, counts[big] - 1, r)
        excluded_big = _truncated_product(others[:, :-1], own, r).sum(axis=0)

    for members, x, excluded in ((big, x_big, excluded_big), (middle, x_middle, None)):
        if not members.any():
            continue
        if excluded is None:
            excluded = _deconvolved_tail(total_q, x)
        with np.errstate(over="ignore", under="ignore", divide="ignore"):
            body = np.exp(log_weights[members, None] + nodes[None, :] - x) * excluded
            result[members] = np.log(body @ node_weights)
    if small.any():
        coefficients = _series_coefficients(total_q, tau, node_weights, r, series_len)
        y = x_end[small]
        with np.errstate(divide="ignore", under="ignore"):
            result[small] = log_weights[small] + s_end + np.log(np.polynomial.polynomial.polyval(y, coefficients))
    return result


def _log_one_minus_exp_neg(log_x: np.ndarray) -> np.ndarray:
    """ln(1 − e^{−x}) from ln x, accurate for tiny x (where it is ln x − x/2 + …) and finite for ln x ≥ −1e300."""
    with np.errstate(over="ignore", under="ignore", divide="ignore"):
        x = np.exp(log_x)
        return np.where(log_x < -20.0, log_x - x / 2, np.log(-np.expm1(-x)))


def _log_expected_last_arrival(log_weights: np.ndarray, counts: np.ndarray) -> float:
    """ln E[max Tⱼ] for independent clocks of rates e^{λⱼ} (λ₀ = 0, counts mⱼ): ∫₀^∞ (1 − ∏ⱼ(1 − e^{−wⱼt})^{mⱼ}) dt.

    Integrated in s = ln t like the race: below t_a = e^{−40} the integrand is 1 to within t^M; above
    t_b = (ln(M/w_min) + 45)/w_min it is at most Σ m e^{−wt} ≤ M e^{−w_min t}, whose integral is below 1e-17 of the
    total (≥ 1/W ≥ 1/M, the top clock alone); 16-node Gauss–Legendre panels of width 2 in between.
    """
    size = float(counts.sum())
    log_min = float(log_weights[-1])
    s_a = -40.0
    s_b = math.log(math.log(size) - log_min + 45.0) - log_min
    nodes, node_weights, _ = _panels(s_a, max(s_b, s_a + 1.0), 2.0)
    with np.errstate(over="ignore", under="ignore", divide="ignore"):
        x = np.exp(log_weights[:, None] + nodes[None, :])
        log_all_arrived = counts @ np.log(-np.expm1(-x))
        log_terms = nodes + np.log(node_weights * -np.expm1(log_all_arrived))  # t may exceed float range
    return float(np.logaddexp(s_a, _log_sum(log_terms)))


def _panels(low: float, high: float, width: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Nodes, weights and panel edges of composite 16-node Gauss–Legendre on [low, high], equal panels ≤ ``width``."""
    unit_nodes, unit_weights = _gauss_legendre(_GL_NODES)
    count = max(1, math.ceil((high - low) / width))
    edges = np.linspace(low, high, count + 1)
    half = np.diff(edges)[:, None] / 2
    nodes = (edges[:-1, None] + half * (unit_nodes + 1)).ravel()
    return nodes, (half * unit_weights).ravel(), edges


@cache
def _gauss_legendre(n: int) -> tuple[np.ndarray, np.ndarray]:
    nodes, weights = np.polynomial.legendre.leggauss(n)
    nodes.setflags(write=False)
    weights.setflags(write=False)
    return nodes, weights


@cache
def _expm1_power_series(order: int, length: int) -> np.ndarray:
    """Row j: Taylor coefficients of (eˣ − 1)ʲ, j = 0..order, up to x^(length−1)."""
    base = np.array([0.0] + [1.0 / math.factorial(n) for n in range(1, length)])
    rows = np.zeros((order + 1, length))
    rows[0, 0] = 1.0
    for j in range(1, order + 1):
        rows[j] = np.convolve(rows[j - 1], base)[:length]
    rows.setflags(write=False)
    return rows


@cache
def _damped_power_series(order: int, length: int) -> np.ndarray:
    """Row j: Taylor coefficients of e^{−x}(eˣ − 1)ʲ, j = 0..order, up to x^(length−1)."""
    damping = np.array([(-1.0) ** n / math.factorial(n) for n in range(length)])
    powers = _expm1_power_series(order, length)
    rows = np.array([np.convolve(row, damping)[:length] for row in powers])
    rows.setflags(write=False)
    return rows


def _series_group(y: np.ndarray, counts: np.ndarray, tau: np.ndarray, r: int, length: int) -> np.ndarray:
    """P[N_S = c], c < r, at every node for the series group S (x = y·τ ≤ 1/(4r)), shape (r, N).

    ln ∏(e^{−x} + (1 − e^{−x})z) = −Σx + Σᵢ (−1)^{i−1} Pᵢ zⁱ/i with Pᵢ = Σ m (eˣ − 1)ⁱ = Σ_j b_{ij} τʲ M_j,
    M_j = Σ m yʲ; the coefficients of its exponential follow from c·E_c = Σ_{i≤c} i hᵢ E_{c−i} (Newton).
    """
    n_nodes = tau.size
    if y.size == 0:
        result = np.zeros((r, n_nodes))
        result[0] = 1.0
        return result
    powers = np.arange(length)
    moments = np.zeros(length)
    log_y = np.log(np.maximum(y, 1e-300))
    weights = counts.astype(np.float64)
    with np.errstate(under="ignore"):
        for begin in range(0, y.size, _MOMENT_CHUNK):  # chunks bound the working set (about 20 MB)
            exponents = log_y[begin : begin + _MOMENT_CHUNK, None] * powers
            # yʲ below e^-700 is dropped rather than computed in slow subnormal arithmetic: negligible next to y⁰.
            moments += weights[begin : begin + _MOMENT_CHUNK] @ np.exp(np.where(exponents > -700.0, exponents, -np.inf))
        tau_powers = tau[None, :] ** powers[:, None]  # (L, N)
    table = _expm1_power_series(r - 1, length)  # b_{ij}
    power_sums = table @ (moments[:, None] * tau_powers)  # (r, N); row 0 is unused
    h = np.array([(-1.0) ** (i - 1) / i for i in range(1, r)])[:, None] * power_sums[1:]
    e = np.zeros((r, n_nodes))
    e[0] = 1.0
    for c in range(1, r):
        i = np.arange(1, c + 1)
        e[c] = np.sum(i[:, None] * h[:c] * e[c - i], axis=0) / c
    return e * np.exp(-tau * moments[1])


def _series_coefficients(
    total_q: np.ndarray, tau: np.ndarray, node_weights: np.ndarray, r: int, length: int
) -> np.ndarray:
    """C_l such that a series class's share of the block is yᵢ Σ_l C_l yᵢ^l (yᵢ = wᵢ t_end, x = yᵢτ at a node).

    ωτ e^{−x}P₋ᵢ with e^{−x}P₋ᵢ = P T₀(x) + Σ_{j=1}^{r} (−1)^{j+1} Q_{r−j} T_j(x), T_j(x) = e^{−x}(eˣ − 1)ʲ =
    Σ_l T_{jl} x^l. With x ≤ 1/(4r) the series converges like 4^{−l}/l!, so r + 20 terms are exact to 1e-17.
    """
    table = _damped_power_series(r, length)  # (r+1, L)
    signs = np.array([(-1.0) ** (j + 1) for j in range(1, r + 1)])
    per_node = np.outer(table[0], total_q.sum(axis=0)) + table[1:].T @ (signs[:, None] * total_q[::-1])  # (L, N)
    powers = np.arange(length)
    with np.errstate(under="ignore"):
        tau_powers = tau[None, :] ** (powers[:, None] + 1)
    return (per_node * tau_powers) @ node_weights


def _binomial_polys(x: np.ndarray, counts: np.ndarray, r: int) -> np.ndarray:
    """P[Bin(m, 1 − e^{−x}) = c], c < r, shape (r, A, N), in log space (no overflow for any m, x)."""
    polys = np.zeros((r,) + x.shape)
    single = counts == 1
    with np.errstate(under="ignore"):
        polys[0, single] = np.exp(-x[single])
        if r > 1:
            polys[1, single] = -np.expm1(-x[single])
    polys[0, counts == 0] = 1.0
    several = counts > 1
    if several.any():
        m = counts[several].astype(np.float64)[None, :, None]
        c = np.arange(r, dtype=np.float64)[:, None, None]
        # C(m, c) by the product of (m − c + 1)/c: a few eps (lgamma differences would lose ~eps·m ln m).
        with np.errstate(divide="ignore", invalid="ignore", under="ignore", over="ignore"):
            factors = np.where(c > 0, np.maximum(m - c + 1, 0.0) / np.maximum(c, 1.0), 1.0)
            log_choose = np.log(np.cumprod(factors, axis=0))
            xs = x[several][None]
            logs = log_choose + np.where(c > 0, c * np.log(-np.expm1(-xs)), 0.0) - (m - c) * xs
            polys[:, several] = np.where(c <= m, np.exp(logs), 0.0)
    return polys


def _deconvolved_tail(total_q: np.ndarray, x: np.ndarray) -> np.ndarray:
    """P[N₋ᵢ ≤ r − 1] with one member of odds o = eˣ − 1 ≤ 1 removed from the distribution Q (r, N), per row of x.

    Dividing the generating function by (e^{−x} + (1 − e^{−x})z) gives P₋ᵢ = Σ_a Q_a (1 − (−o)^{r−a}); every term
    of the alternating part is at most Q_a when o ≤ 1, so its rounding error is a few eps of P ≤ P₋ᵢ (Horner).
    """
    r = total_q.shape[0]
    with np.errstate(over="ignore"):
        minus_odds = -np.expm1(np.minimum(x, 1.0))  # −o; o ≤ 1 here (x ≤ ln 2), the clip only guards rounding
    alternating = np.zeros_like(x)
    for j in range(r, 0, -1):
        alternating = (alternating + total_q[r - j][None, :]) * minus_odds
    return total_q.sum(axis=0)[None, :] - alternating


def _truncated_product(
    a: np.ndarray, b: np.ndarray, r: int, degree_a: int | None = None, degree_b: int | None = None
) -> np.ndarray:
    """(a·b mod z^r) for stacks of polynomials with coefficients along axis 0."""
    degree_a = r - 1 if degree_a is None else degree_a
    degree_b = r - 1 if degree_b is None else degree_b
    out = np.zeros(np.broadcast_shapes(a.shape, b.shape))
    for j in range(min(degree_a, r - 1) + 1):
        high = min(r, j + degree_b + 1)
        out[j:high] += a[j] * b[: high - j]
    return out


def _product(stack: np.ndarray, r: int) -> np.ndarray:
    """The product mod z^r of the polynomials stacked along axis 1 of ``stack`` (r, n, N), by pairs: (r, N)."""
    degree = int(np.max(np.nonzero(stack.any(axis=(1, 2)))[0], initial=0))
    while stack.shape[1] > 1:
        if stack.shape[1] % 2:
            stack = np.concatenate((stack, _identity(r, stack.shape[2])), axis=1)
        stack = _truncated_product(stack[:, 0::2], stack[:, 1::2], r, degree, degree)
        degree = min(r - 1, 2 * degree)
    return stack[:, 0]


def _identity(r: int, width: int) -> np.ndarray:
    one = np.zeros((r, 1, width))
    one[0] = 1.0
    return one


def _leave_one_out(stack: np.ndarray, r: int) -> tuple[np.ndarray, np.ndarray]:
    """Product of all polynomials of ``stack`` (r, n, N) and, for each, the product of all the others (mod z^r).

    A product tree: up, products of pairs; down, each node's "all the others" is its parent's times its sibling.
    Only sums of products of non-negative numbers, so no cancellation. Returns (r, N) and (r, n, N).
    """
    count = stack.shape[1]
    level = stack
    levels: list[np.ndarray] = []
    while level.shape[1] > 1:
        if level.shape[1] % 2:
            level = np.concatenate((level, _identity(r, level.shape[2])), axis=1)
        levels.append(level)
        level = _truncated_product(level[:, 0::2], level[:, 1::2], r)
    down = _identity(r, level.shape[2])
    for stored in reversed(levels):
        half = stored.shape[1] // 2
        parent = down[:, :half]
        down = np.empty_like(stored)
        down[:, 0::2] = _truncated_product(parent, stored[:, 1::2], r)
        down[:, 1::2] = _truncated_product(parent, stored[:, 0::2], r)
    return level[:, 0], down[:, :count]


# --------------------------------------------------------------------------------------------------------------
# Simulation
# --------------------------------------------------------------------------------------------------------------

#: Trial-candidates per block of :func:`simulate_top_k` (8 MB of float64 noise).
_SIMULATION_BLOCK = 1 << 20


def _draw_winners(
    standardized: np.ndarray, k: int, n: int, mechanism: str, generator: np.random.Generator
) -> np.ndarray:
    """The winners of n runs, shape (n, k), each row distinct indices."""
    size = standardized.size
    if mechanism == EXPONENTIAL:
        noisy = standardized + _gumbel(generator, (n, size))
        return np.argpartition(-noisy, k - 1, axis=1)[:, :k]
    rows = np.arange(n)
    removed = np.zeros((n, size), dtype=bool)
    winners = np.empty((n, k), dtype=np.int64)
    for t in range(k):
        if mechanism == PERMUTE_AND_FLIP:
            masked = np.where(removed, -np.inf, standardized)
            leader = masked.max(axis=1, keepdims=True)
            with np.errstate(under="ignore"):
                coins = np.exp(masked - leader)  # 0 for removed candidates
            # One uniform u per coin: heads when u < p, and then u/p is again uniform on [0, 1) and independent of
            # the other coins, so the largest u/p among the heads is a uniformly random head (the first head of a
            # uniformly random visiting order).
            uniform = generator.random((n, size))
            with np.errstate(divide="ignore", invalid="ignore"):
                keys = np.where(uniform < coins, uniform / coins, -1.0)
            choice = np.argmax(keys, axis=1)
        else:
            if mechanism == REPORT_NOISY_MAX:
                noise = _laplace(generator, (n, size))
            elif mechanism == REPORT_NOISY_MAX_GUMBEL:
                noise = _gumbel(generator, (n, size))
            else:
                assert mechanism == REPORT_NOISY_MAX_EXPONENTIAL
                noise = generator.standard_exponential(size=(n, size))
            choice = np.argmax(np.where(removed, -np.inf, standardized + noise), axis=1)
        winners[:, t] = choice
        removed[rows, choice] = True
    return winners


# numpy's Generator.gumbel and .laplace draw element by element; the inverse CDFs of uniforms below are the same laws
# (up to the 2⁻⁵³ grid of the uniforms) in a few array passes, 2-3 times faster.


def _gumbel(generator: np.random.Generator, shape: tuple[int, int]) -> np.ndarray:
    """Standard Gumbel noise, −ln(−ln U) with U uniform on [0, 1) (U = 0, probability 2⁻⁵³, gives −∞: never chosen)."""
    noise = generator.random(shape)
    with np.errstate(divide="ignore"):
        np.log(noise, out=noise)
        np.negative(noise, out=noise)
        np.log(noise, out=noise)
    np.negative(noise, out=noise)
    return noise


def _laplace(generator: np.random.Generator, shape: tuple[int, int]) -> np.ndarray:
    """Standard Laplace noise, sign(V)·(−ln(1 − 2|V|)) with V uniform on [−½, ½) (V = −½ gives −∞: never chosen)."""
    half = generator.random(shape)
    half -= 0.5
    magnitude = np.abs(half)
    magnitude *= -2.0
    with np.errstate(divide="ignore"):
        np.log1p(magnitude, out=magnitude)
    return np.copysign(magnitude, -half, out=magnitude)
