"""The worst-case privacy loss of each outcome against neighbouring score vectors (theory.md §7): the exact
per-outcome log-ratio that the privacy audit compares with ε.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import ArrayLike

from dpcore.selection.exact import log_selection_probabilities
from dpcore.selection.mechanisms import MECHANISMS, REPORT_NOISY_MAX, check_mechanism
from dpcore.validation import InvalidInputError, check_choice, check_positive_finite, check_scores

#: Neighbour models of :func:`worst_case_privacy_loss`.
NEIGHBOUR_MODELS: tuple[str, ...] = ("general", "monotone", "histogram")
#: The audit evaluates up to 2K neighbours with an exact computation each (O(K) work, O(K²) in all). Beyond these
#: K it would take more than a few seconds on the reference machine, so it is refused. Report-noisy-max with
#: Laplace noise costs ≈ 3 ms per exact evaluation whatever K, hence its lower limit.
MAX_AUDIT_CANDIDATES = 2_000
AUDIT_CANDIDATE_LIMITS: dict[str, int] = {m: 300 if m == REPORT_NOISY_MAX else MAX_AUDIT_CANDIDATES for m in MECHANISMS}


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

    Cost: 2 evaluations of :func:`dpcore.selection.exact.log_selection_probabilities` per distinct score for
    ``"general"``
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
