"""The privacy-loss audit: exact per-outcome log-ratios against a neighbour, seeded simulations of both datasets
and the ε they certify, or the worst-case corner neighbours of every outcome (theory.md §0, §7).

ε-DP promises |ln P_D(r) − ln P_D′(r)| ≤ ε for every outcome r and every neighbouring dataset D′. Two audits:

* **one neighbour** (:func:`audit_neighbour`): the exact log-ratio ln P_D(r) − ln P_D′(r) of every outcome from
  :func:`dpcore.selection.exact.log_selection_probabilities`, beside both datasets simulated from one seed, the
  estimated
  log-ratio with a conservative 95% interval and the ε the samples certify
  (:func:`dpcore.analyses.neighbours.empirical_log_ratio`, :func:`dpcore.analyses.neighbours.epsilon_lower_bound`).
  Sampling can
  only ever certify a *lower* bound on ε;
* **corners** (:func:`audit_corners`): every outcome against its own worst neighbours,
  :func:`dpcore.analyses.privacy_loss.worst_case_privacy_loss`.

The *wrong scale* (:func:`calibration`, :func:`corner_model`) calibrates the mechanisms for monotone scores (ε/Δ)
while the neighbours may move scores both ways: the bound then breaks (up to 2ε; McKenna & Sheldon 2020; Dong,
Durfee & Rogers 2020). Pure: randomness only from ``seed`` through :func:`dpcore.selection.simulate.mechanism_rng`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypedDict

import numpy as np
from numpy.typing import ArrayLike

from dpcore.analyses.neighbours import EmpiricalLogRatio, empirical_log_ratio, epsilon_lower_bound
from dpcore.analyses.privacy_loss import AUDIT_CANDIDATE_LIMITS, worst_case_privacy_loss
from dpcore.selection.exact import log_selection_probabilities
from dpcore.selection.mechanisms import MECHANISM_LABELS, check_mechanism
from dpcore.selection.simulate import mechanism_rng, simulate
from dpcore.validation import InvalidInputError, check_positive_finite, check_scores

__all__ = [
    "BEYOND_TOLERANCE",
    "MechanismAudit",
    "audit_corners",
    "audit_neighbour",
    "beyond",
    "calibration",
    "corner_model",
    "outcomes_to_show",
]

#: Tolerance for "beyond the band": float64 noise in a log-ratio of two exact log-probabilities.
BEYOND_TOLERANCE = 1e-9

#: The signature of :func:`dpcore.analyses.privacy_loss.worst_case_privacy_loss`, for callers that memoise it.
WorstCase = Callable[..., np.ndarray]


@dataclass(frozen=True)
class MechanismAudit:
    """One mechanism's audit.

    Attributes
    ----------
    mechanism : str
    exact : numpy.ndarray, shape (K,)
        Signed log-ratio ln P_D(r) − ln P_D′(r) (one neighbour) or the worst-case loss L_r ≥ 0 (corners).
    log_p, log_p_neighbour : numpy.ndarray or None
        ln P_D and ln P_D′ (one neighbour only).
    counts, counts_neighbour : numpy.ndarray or None
        Simulated selections on D and D′, ``trials`` runs each (one neighbour only).
    empirical : dpcore.analyses.neighbours.EmpiricalLogRatio or None
        Estimated log-ratio with its 95% interval (one neighbour only).
    certified : float
        The ε the samples certify at 95% (0 for corners).
    """

    mechanism: str
    exact: np.ndarray
    log_p: np.ndarray | None = None
    log_p_neighbour: np.ndarray | None = None
    counts: np.ndarray | None = None
    counts_neighbour: np.ndarray | None = None
    empirical: EmpiricalLogRatio | None = None
    certified: float = 0.0

    @property
    def largest(self) -> float:
        """max_r |exact_r|, the largest exact privacy loss (NaN outcomes ignored)."""
        return float(np.nanmax(np.abs(self.exact)))

    @property
    def probabilities(self) -> tuple[np.ndarray, np.ndarray] | None:
        """(P_D, P_D′) = exp of the exact log-probabilities (one neighbour only; None for the corners)."""
        if self.log_p is None or self.log_p_neighbour is None:
            return None
        return np.exp(self.log_p), np.exp(self.log_p_neighbour)


def calibration(*, monotonic: bool, wrong_scale: bool) -> bool:
    """The monotone flag the mechanisms are calibrated with: forced on by the wrong scale.

    >>> calibration(monotonic=False, wrong_scale=True), calibration(monotonic=False, wrong_scale=False)
    (True, False)
    """
    return True if wrong_scale else bool(monotonic)


def corner_model(*, monotonic: bool, wrong_scale: bool) -> str:
    """The corner neighbours audited: general (scores move both ways) under the wrong scale, else those the
    calibration assumes (:data:`dpcore.analyses.privacy_loss.NEIGHBOUR_MODELS`).

    >>> corner_model(monotonic=True, wrong_scale=True), corner_model(monotonic=True, wrong_scale=False)
    ('general', 'monotone')
    """
    return "general" if wrong_scale or not monotonic else "monotone"


def beyond(values: ArrayLike, epsilon: float) -> np.ndarray:
    """Where |value| > ε beyond float64 noise: |v| > ε(1 + τ) + τ with τ = :data:`BEYOND_TOLERANCE`.

    >>> beyond([0.5, -1.0, 1.0 + 1e-12, -1.01], 1.0).tolist()
    [False, False, False, True]
    """
    return np.abs(np.asarray(values, dtype=np.float64)) > epsilon * (1 + BEYOND_TOLERANCE) + BEYOND_TOLERANCE


def audit_corners(
    scores: ArrayLike,
    *,
    epsilon: float,
    sensitivity: float,
    mechanisms: Sequence[str],
    monotonic: bool,
    wrong_scale: bool = False,
    worst_case: WorstCase = worst_case_privacy_loss,
) -> list[MechanismAudit]:
    """Every outcome's worst-case privacy loss against its own corner neighbours, per mechanism.

    L_r = max over the corners q′ of |ln P_q(r) − ln P_q′(r)|
    (:func:`dpcore.analyses.privacy_loss.worst_case_privacy_loss`,
    theory.md §7) with the mechanisms calibrated by :func:`calibration` and the corners of :func:`corner_model`.
    ε-DP keeps L_r ≤ ε; under the wrong scale permute-and-flip loses exactly 2ε on every non-maximal outcome.
    ``worst_case`` may be a memoised copy of ``worst_case_privacy_loss`` (same keywords). Costs O(K²) exact
    evaluations: refused beyond :data:`dpcore.analyses.privacy_loss.AUDIT_CANDIDATE_LIMITS`.

    >>> [a] = audit_corners([0.0, 0.0], epsilon=1.0, sensitivity=1.0, mechanisms=["permute_and_flip"],
    ...                     monotonic=True, wrong_scale=True)
    >>> a.exact.round(12).tolist()
    [2.0, 2.0]
    """
    q = check_scores(scores)
    model = corner_model(monotonic=monotonic, wrong_scale=wrong_scale)
    options = _calibrated(epsilon, sensitivity, monotonic=monotonic, wrong_scale=wrong_scale)
    results = []
    for mechanism in mechanisms:
        limit = AUDIT_CANDIDATE_LIMITS[check_mechanism(mechanism)]
        if q.size > limit:
            raise InvalidInputError(
                f"The worst-case audit of {MECHANISM_LABELS[mechanism]} handles up to {limit:,} "
                f"candidates (it costs K² exact evaluations); these scores have {q.size:,}. Audit one "
                "person's change instead."
            )
        loss = worst_case(q, mechanism=mechanism, neighbours=model, **options)
        results.append(MechanismAudit(mechanism=mechanism, exact=loss))
    return results


def audit_neighbour(
    scores: ArrayLike,
    neighbour_scores: ArrayLike,
    *,
    epsilon: float,
    sensitivity: float,
    mechanisms: Sequence[str],
    monotonic: bool,
    wrong_scale: bool = False,
    trials: int,
    seed: int,
) -> list[MechanismAudit]:
    """Exact log-ratios between D and one neighbour D′, and both datasets simulated, per mechanism.

    exact_r = ln P_D(r) − ln P_D′(r) (exact, log space); ``trials`` runs on each dataset from two independent
    children of :func:`dpcore.selection.simulate.mechanism_rng` (seed, mechanism), D first; the estimated log-ratio
    with its
    Clopper–Pearson/Bonferroni 95% interval and the ε certified at 95% (Dwork & Roth 2014, Def. 2.4; theory.md §7).

    >>> [a] = audit_neighbour([3.0, 1.0], [2.0, 1.0], epsilon=1.0, sensitivity=1.0, mechanisms=["exponential"],
    ...                       monotonic=True, trials=1000, seed=7)
    >>> bool(np.all(np.abs(a.exact) <= 1.0)), int(a.counts.sum()), a.certified <= 1.0
    (True, 1000, True)
    """
    options = _calibrated(epsilon, sensitivity, monotonic=monotonic, wrong_scale=wrong_scale)
    results = []
    for mechanism in mechanisms:
        log_p = log_selection_probabilities(scores, mechanism=mechanism, **options)
        log_q = log_selection_probabilities(neighbour_scores, mechanism=mechanism, **options)
        # Both datasets from the one seed: two independent children of this mechanism's stream.
        stream_d, stream_neighbour = mechanism_rng(seed, mechanism).spawn(2)
        counts = simulate(scores, mechanism=mechanism, trials=trials, rng=stream_d, **options)
        counts_n = simulate(neighbour_scores, mechanism=mechanism, trials=trials, rng=stream_neighbour, **options)
        results.append(
            MechanismAudit(
                mechanism=mechanism,
                exact=log_p - log_q,
                log_p=log_p,
                log_p_neighbour=log_q,
                counts=counts,
                counts_neighbour=counts_n,
                empirical=empirical_log_ratio(counts, counts_n, trials=trials),
                certified=epsilon_lower_bound(counts, counts_n, trials=trials),
            )
        )
    return results


class _Calibration(TypedDict):
    epsilon: float
    sensitivity: float
    monotonic: bool


def _calibrated(epsilon: float, sensitivity: float, *, monotonic: bool, wrong_scale: bool) -> _Calibration:
    """The mechanisms' ε, Δ (checked) and monotone flag (:func:`calibration`)."""
    return {
        "epsilon": check_positive_finite(epsilon, "epsilon"),
        "sensitivity": check_positive_finite(sensitivity, "sensitivity"),
        "monotonic": calibration(monotonic=monotonic, wrong_scale=wrong_scale),
    }


def outcomes_to_show(results: Sequence[MechanismAudit], *, limit: int) -> np.ndarray:
    """Indices of the outcomes to draw: all of them up to ``limit``, else the ``limit`` with the largest exact
    |loss| over the mechanisms, in their original order.

    >>> a = MechanismAudit("exponential", np.array([0.1, -0.9, 0.3, 0.5]))
    >>> outcomes_to_show([a], limit=2).tolist()
    [1, 3]
    """
    size = results[0].exact.size if results else 0
    if size <= limit:
        return np.arange(size)
    worst = np.max(np.abs(np.vstack([r.exact for r in results])), axis=0)
    return np.sort(np.argsort(-worst, kind="stable")[:limit])
