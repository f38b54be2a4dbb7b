"""The selection mechanisms dpcore knows, their labels, and the one scaling rule they share.

Range rule (theory.md §0; Dong, Durfee, Rogers 2020; McKenna, Sheldon 2020, Remark 1): with sensitivity Δ the
score differences between neighbouring datasets span a range R = 2Δ in general and R = Δ when every score moves
in the same direction (monotone). Every mechanism below is ε-DP when its noise scale, or its exponent's
denominator, is R/ε.
"""

from __future__ import annotations

from dpcore.validation import check_choice, check_positive_finite

EXPONENTIAL = "exponential"
REPORT_NOISY_MAX = "report_noisy_max"
PERMUTE_AND_FLIP = "permute_and_flip"
REPORT_NOISY_MAX_GUMBEL = "report_noisy_max_gumbel"
REPORT_NOISY_MAX_EXPONENTIAL = "report_noisy_max_exponential"

#: Every mechanism name accepted by ``selection_probabilities`` and ``simulate``.
MECHANISMS: tuple[str, ...] = (
    EXPONENTIAL,
    REPORT_NOISY_MAX,
    PERMUTE_AND_FLIP,
    REPORT_NOISY_MAX_GUMBEL,
    REPORT_NOISY_MAX_EXPONENTIAL,
)
#: The three mechanisms the dashboard compares by default.
MAIN_MECHANISMS: tuple[str, ...] = (EXPONENTIAL, REPORT_NOISY_MAX, PERMUTE_AND_FLIP)

#: Human-readable names for charts and tables.
MECHANISM_LABELS: dict[str, str] = {
    EXPONENTIAL: "Exponential mechanism",
    REPORT_NOISY_MAX: "Report-noisy-max (Laplace)",
    PERMUTE_AND_FLIP: "Permute-and-flip",
    REPORT_NOISY_MAX_GUMBEL: "Report-noisy-max (Gumbel)",
    REPORT_NOISY_MAX_EXPONENTIAL: "Report-noisy-max (one-sided exponential)",
}

#: The mechanism whose output law each variant shares (Gumbel-max trick; memorylessness, Ding et al. 2021).
SAME_LAW_AS: dict[str, str] = {
    EXPONENTIAL: EXPONENTIAL,
    REPORT_NOISY_MAX: REPORT_NOISY_MAX,
    PERMUTE_AND_FLIP: PERMUTE_AND_FLIP,
    REPORT_NOISY_MAX_GUMBEL: EXPONENTIAL,
    REPORT_NOISY_MAX_EXPONENTIAL: PERMUTE_AND_FLIP,
}


def check_mechanism(mechanism: object) -> str:
    """Return ``mechanism`` if it is a known name, else raise ``InvalidInputError`` listing the names.

    >>> check_mechanism("permute_and_flip")
    'permute_and_flip'
    >>> check_mechanism("laplace")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    dpcore.validation.InvalidInputError: unknown mechanism 'laplace'; choose one of: exponential, ...
    """
    return check_choice(mechanism, MECHANISMS, "mechanism")


def score_range(sensitivity: float, monotonic: bool) -> float:
    """R = Δ when scores are monotone, else 2Δ (theory.md §0).

    Between neighbouring datasets each score moves by at most Δ; two scores can move apart by 2Δ unless every score
    moves the same way (monotone), when their difference changes by at most Δ.

    >>> score_range(1.5, monotonic=False), score_range(1.5, monotonic=True)
    (3.0, 1.5)
    """
    sensitivity = check_positive_finite(sensitivity, "sensitivity")
    return sensitivity if monotonic else 2.0 * sensitivity


def noise_scale(*, epsilon: float, sensitivity: float, monotonic: bool) -> float:
    """The noise scale b = R/ε that makes every mechanism here ε-DP (EM's exponent is score/scale).

    The exponential mechanism samples i with P(i) ∝ exp(qᵢ/b) (McSherry & Talwar 2007); report-noisy-max adds
    Laplace(b) noise (Dwork & Roth 2014, §3.3); permute-and-flip accepts i with exp((qᵢ − q*)/b) (McKenna &
    Sheldon 2020).

    >>> noise_scale(epsilon=0.5, sensitivity=1.0, monotonic=False)
    4.0
    >>> noise_scale(epsilon=2.0, sensitivity=1.0, monotonic=True)
    0.5
    """
    epsilon = check_positive_finite(epsilon, "epsilon")
    return score_range(sensitivity, monotonic) / epsilon
