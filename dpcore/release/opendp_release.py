"""One private choice drawn for real, through OpenDP's vetted samplers (never numpy).

Everything else in dpcore is a *curator's preview*: exact probabilities and simulations computed from the true
scores, which are not private themselves. :func:`release_choice` is the one place a choice is actually released. It
builds OpenDP's noisy-max (k = 1) or noisy-top-k measurement (``opendp.measurements``, in OpenDP's ``contrib`` set),
checks that the measurement's own privacy map certifies exactly the ε the page states, runs it once on the scores
and returns a :class:`Release` holding only public things: the released label(s) and the parameters.

Which of our mechanisms OpenDP 0.16 samples (checked against its proofs and source, theory.md §3, §4, §11b):

* ``permute_and_flip`` — ``make_noisy_max`` / ``make_noisy_top_k`` with ``output_measure=max_divergence()``: report
  noisy max with exponential noise of scale b, which has the law of permute-and-flip with b = R/ε (Ding et al. 2021;
  McKenna & Sheldon 2020), run in exact rational arithmetic. Privacy map: ε = k·R/b (pure DP).
* ``exponential`` — the same constructors with ``output_measure=zero_concentrated_divergence()``: permute-and-flip
  *with replacement* (rejection sampling), whose law is the exponential mechanism P(i) ∝ exp(qᵢ/b) (equivalently
  Gumbel noise; McSherry & Talwar 2007). OpenDP certifies it in zCDP: ρ = k·(R/b)²/8, the bounded-range bound
  (Cesar & Rogers 2021). The pure guarantee, ε = k·R/b, is the exponential mechanism's own theorem for the same b;
  the check below recovers that ε from OpenDP's ρ as √(8kρ).
* ``report_noisy_max`` (Laplace noise) — OpenDP 0.16 has no Laplace report-noisy-max sampler
  (``make_report_noisy_max_gumbel`` is deprecated and no longer samples Gumbel noise), so it is refused with a
  :class:`ReleaseNotSupportedError`. The aliases ``report_noisy_max_gumbel`` and ``report_noisy_max_exponential``
  share the laws of the exponential mechanism and permute-and-flip and are released as those.

Mapping ε to OpenDP: R = Δ when the scores are monotone (OpenDP's ``linf_distance(monotonic=True)``), else 2Δ; the
whole release spends ε, so each of the k rounds spends ε/k and the scale is b = k·R/ε (:func:`opendp_scale`); d_in
is Δ. For k > 1 OpenDP *peels*: k rounds without replacement, best first (theory.md §11b).

Scores are float64 (votes, but also half-votes, revenues, Borda points), so the input domain is
``vector_domain(atom_domain(T=float, nan=False))`` and the metric ``linf_distance(T=float)``: OpenDP reads each
float as the exact rational it is, so nothing is rounded. Integer domains would refuse half-votes and revenues.

Randomness: OpenDP draws from the operating system's secure generator; it cannot be seeded, so a release cannot be
replayed and tests compare many releases with dpcore's exact law instead.
"""

from __future__ import annotations

import importlib.metadata
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from dpcore.scoring.candidates import ScoredCandidates
from dpcore.selection.mechanisms import (
    EXPONENTIAL,
    MECHANISM_LABELS,
    PERMUTE_AND_FLIP,
    REPORT_NOISY_MAX,
    REPORT_NOISY_MAX_EXPONENTIAL,
    REPORT_NOISY_MAX_GUMBEL,
    check_mechanism,
    score_range,
)
from dpcore.validation import InvalidInputError, check_positive_finite, check_scores, show

__all__ = [
    "MAX_DIVERGENCE",
    "OPENDP_VERSION",
    "RELEASABLE",
    "ZERO_CONCENTRATED_DIVERGENCE",
    "Release",
    "ReleaseNotSupportedError",
    "build_measurement",
    "check_privacy_map",
    "installed_opendp_version",
    "opendp_measure",
    "opendp_scale",
    "release_choice",
    "release_indices",
]

#: The OpenDP version the release, the generated scripts and their tests are written and checked against.
OPENDP_VERSION = "0.16.0"
#: OpenDP's names of the two privacy measures used here.
MAX_DIVERGENCE = "max_divergence"
ZERO_CONCENTRATED_DIVERGENCE = "zero_concentrated_divergence"
#: Our mechanism -> the OpenDP output measure whose noisy-max sampler has that mechanism's law.
RELEASABLE: dict[str, str] = {
    EXPONENTIAL: ZERO_CONCENTRATED_DIVERGENCE,
    REPORT_NOISY_MAX_GUMBEL: ZERO_CONCENTRATED_DIVERGENCE,
    PERMUTE_AND_FLIP: MAX_DIVERGENCE,
    REPORT_NOISY_MAX_EXPONENTIAL: MAX_DIVERGENCE,
}
#: How close OpenDP's privacy map must come to the stated ε (relative): it rounds upwards, by an ulp or so.
MAP_TOLERANCE = 1e-9


class ReleaseNotSupportedError(InvalidInputError):
    """The mechanism has no vetted sampler in OpenDP, so nothing is released (the message says which to use)."""


@dataclass(frozen=True)
class Release:
    """A released choice and the public facts about it; no scores, no probabilities, no data.

    Attributes
    ----------
    labels : tuple of str
        The released candidate(s): one for k = 1, else k in the order OpenDP drew them (best first).
    epsilon : float
        ε spent by this release, in pure DP (all k rounds together).
    mechanism : str
        Our mechanism name (``exponential`` or ``permute_and_flip``, or an alias with the same law).
    sensitivity : float
        Δ, as the page states it.
    monotonic : bool
        Whether the scores were treated as monotone (range Δ instead of 2Δ).
    k : int
        How many candidates were released.
    measure : str
        The OpenDP output measure that certified the release: ``max_divergence`` (pure ε, permute-and-flip) or
        ``zero_concentrated_divergence`` (zCDP ρ, the exponential mechanism).
    rho : float or None
        zCDP ρ of the release (OpenDP's privacy map), for the exponential mechanism; None for permute-and-flip,
        which is not bounded-range (theory.md §3) and is accounted in pure ε only.
    scale : float
        The noise scale b handed to OpenDP (a function of ε, Δ, monotone and k only).
    sampler : str
        The OpenDP constructor that drew it.
    opendp_version : str
        The installed OpenDP version.
    """

    labels: tuple[str, ...]
    epsilon: float
    mechanism: str
    sensitivity: float
    monotonic: bool
    k: int
    measure: str
    rho: float | None
    scale: float
    sampler: str
    opendp_version: str

    @property
    def label(self) -> str:
        """The released candidate (the first one when k > 1)."""
        return self.labels[0]

    @property
    def mechanism_label(self) -> str:
        """The mechanism's name for a page ("Permute-and-flip")."""
        return MECHANISM_LABELS[self.mechanism]


def opendp_measure(mechanism: str) -> str:
    """The OpenDP output measure whose noisy-max sampler has ``mechanism``'s law; refuse Laplace report-noisy-max.

    >>> opendp_measure("permute_and_flip"), opendp_measure("exponential")
    ('max_divergence', 'zero_concentrated_divergence')
    """
    mechanism = check_mechanism(mechanism)
    if mechanism == REPORT_NOISY_MAX:
        raise ReleaseNotSupportedError(
            "OpenDP 0.16 has no vetted sampler for report-noisy-max with Laplace noise, so it cannot be released "
            "here. Choose permute-and-flip (pure ε) or the exponential mechanism (pure ε, and ρ = ε²/8 in zCDP)."
        )
    return RELEASABLE[mechanism]


def opendp_scale(*, epsilon: float, sensitivity: float, monotonic: bool, k: int = 1) -> float:
    """The scale b = k·R/ε handed to OpenDP, so that its privacy map gives ε for the whole release.

    R = Δ when monotone, else 2Δ (theory.md §0); OpenDP's map is k·R/b (pure) or k·(R/b)²/8 (zCDP).

    >>> opendp_scale(epsilon=1.0, sensitivity=1.0, monotonic=False), opendp_scale(epsilon=1.0, sensitivity=1.0,
    ...     monotonic=True, k=3)
    (2.0, 3.0)
    """
    epsilon = check_positive_finite(epsilon, "epsilon")
    return _check_k(k) * score_range(sensitivity, bool(monotonic)) / epsilon


def build_measurement(
    *, candidates: int, epsilon: float, sensitivity: float, monotonic: bool, mechanism: str, k: int = 1
) -> Any:
    """OpenDP's measurement for this release, its privacy map checked against ``epsilon``.

    Parameters
    ----------
    candidates : int
        How many scores the measurement will receive (k must not exceed it).
    epsilon, sensitivity, monotonic, mechanism, k
        As :func:`release_choice`.

    Returns
    -------
    opendp.mod.Measurement
        ``make_noisy_max`` (k = 1) or ``make_noisy_top_k`` over ``vector_domain(atom_domain(T=float, nan=False))``
        with ``linf_distance(T=float, monotonic=monotonic)``.

    Raises
    ------
    ReleaseNotSupportedError
        For report-noisy-max with Laplace noise.
    InvalidInputError
        For a bad ε, Δ or k, or a privacy map that does not give ε (see :func:`check_privacy_map`).
    """
    measure = opendp_measure(mechanism)
    k = _check_k(k)
    if not isinstance(candidates, int | np.integer) or isinstance(candidates, bool) or candidates < 1:
        raise InvalidInputError(f"candidates must be a whole number ≥ 1, got {show(candidates)}.")
    if k > candidates:
        raise InvalidInputError(f"k = {k} is more than the {int(candidates)} candidates; choose k ≤ {int(candidates)}.")
    sensitivity = check_positive_finite(sensitivity, "sensitivity")
    scale = opendp_scale(epsilon=epsilon, sensitivity=sensitivity, monotonic=monotonic, k=k)
    dp = _opendp()
    input_space = (
        dp.vector_domain(dp.atom_domain(T=float, nan=False)),
        dp.linf_distance(T=float, monotonic=bool(monotonic)),
    )
    output_measure = dp.max_divergence() if measure == MAX_DIVERGENCE else dp.zero_concentrated_divergence()
    if k == 1:
        measurement = dp.m.make_noisy_max(*input_space, output_measure, scale=scale)
    else:
        measurement = dp.m.make_noisy_top_k(*input_space, output_measure, k=k, scale=scale)
    check_privacy_map(measurement, sensitivity=sensitivity, epsilon=epsilon, mechanism=mechanism, k=k)
    return measurement


def check_privacy_map(measurement: Any, *, sensitivity: float, epsilon: float, mechanism: str, k: int = 1) -> float:
    """Raise unless the measurement's privacy map at d_in = Δ certifies ``epsilon`` (relative error ≤ 1e-9).

    Pure DP (permute-and-flip): map(Δ) = ε. zCDP (the exponential mechanism): map(Δ) = ρ = k·(ε/k)²/8, and
    ε = √(8kρ). Returns what the map gave (ε or ρ).
    """
    value = float(measurement.map(float(sensitivity)))
    certified = value if opendp_measure(mechanism) == MAX_DIVERGENCE else math.sqrt(8.0 * _check_k(k) * value)
    if not math.isclose(certified, float(epsilon), rel_tol=MAP_TOLERANCE, abs_tol=0.0):
        raise InvalidInputError(
            f"OpenDP's privacy map certifies ε = {certified!r}, not the stated ε = {float(epsilon)!r}; nothing was "
            "released."
        )
    return value


def release_indices(
    scores: Sequence[float] | np.ndarray,
    *,
    epsilon: float,
    sensitivity: float,
    monotonic: bool,
    mechanism: str,
    k: int = 1,
) -> tuple[int, ...]:
    """The released candidates' positions: one OpenDP run on ``scores`` after the privacy-map check."""
    return _run(scores, epsilon=epsilon, sensitivity=sensitivity, monotonic=monotonic, mechanism=mechanism, k=k)[0]


def release_choice(scored: ScoredCandidates, *, epsilon: float, mechanism: str, k: int = 1) -> Release:
    """Draw one private choice (or k) from ``scored`` through OpenDP, after checking its privacy map.

    Parameters
    ----------
    scored : ScoredCandidates
        The candidates, their scores and the Δ and monotonicity the page states.
    epsilon : float, keyword-only
        ε > 0 spent by the whole release (each of the k rounds spends ε/k).
    mechanism : str, keyword-only
        ``"exponential"`` or ``"permute_and_flip"`` (or their aliases); ``"report_noisy_max"`` is refused.
    k : int, keyword-only
        How many candidates to release (peeled, without replacement), 1 ≤ k ≤ the number of candidates.

    Returns
    -------
    Release
        The released label(s) and the public parameters: ε-DP (pure), and for the exponential mechanism
        ρ-zCDP with ρ = ε²/(8k), as OpenDP's privacy map states.

    Raises
    ------
    ReleaseNotSupportedError
        For report-noisy-max with Laplace noise (no vetted sampler in OpenDP 0.16).
    InvalidInputError
        For a bad ε or k, or if OpenDP's privacy map does not certify ε.
    """
    if not isinstance(scored, ScoredCandidates):
        raise InvalidInputError(f"scored must be ScoredCandidates, got {type(scored).__name__}.")
    mechanism = check_mechanism(mechanism)
    measure = opendp_measure(mechanism)
    k = _check_k(k)
    epsilon = check_positive_finite(epsilon, "epsilon")
    indices, mapped = _run(
        scored.scores,
        epsilon=epsilon,
        sensitivity=scored.sensitivity,
        monotonic=scored.monotonic,
        mechanism=mechanism,
        k=k,
    )
    return Release(
        labels=tuple(scored.labels[index] for index in indices),
        epsilon=epsilon,
        mechanism=mechanism,
        sensitivity=scored.sensitivity,
        monotonic=scored.monotonic,
        k=k,
        measure=measure,
        rho=mapped if measure == ZERO_CONCENTRATED_DIVERGENCE else None,
        scale=opendp_scale(epsilon=epsilon, sensitivity=scored.sensitivity, monotonic=scored.monotonic, k=k),
        sampler=f"opendp.measurements.{'make_noisy_max' if k == 1 else 'make_noisy_top_k'} ({measure}, contrib)",
        opendp_version=installed_opendp_version(),
    )


def _run(
    scores: Sequence[float] | np.ndarray,
    *,
    epsilon: float,
    sensitivity: float,
    monotonic: bool,
    mechanism: str,
    k: int,
) -> tuple[tuple[int, ...], float]:
    """Build, check and run the measurement once: the drawn positions and what its privacy map gave (ε or ρ)."""
    values = check_scores(scores)
    measurement = build_measurement(
        candidates=int(values.size),
        epsilon=epsilon,
        sensitivity=sensitivity,
        monotonic=monotonic,
        mechanism=mechanism,
        k=k,
    )
    mapped = float(measurement.map(float(sensitivity)))
    drawn = measurement([float(value) for value in values])
    indices = (int(drawn),) if k == 1 else tuple(int(index) for index in drawn)
    return indices, mapped


def installed_opendp_version() -> str:
    """The installed OpenDP's version ("" when it is not installed)."""
    try:
        return importlib.metadata.version("opendp")
    except importlib.metadata.PackageNotFoundError:
        return ""


def _opendp() -> Any:
    """``opendp.prelude`` with the contrib features on (imported on first use: most visits never release)."""
    try:
        import opendp.prelude as dp
    except ImportError:
        raise InvalidInputError(
            f"Releasing needs OpenDP: install opendp=={OPENDP_VERSION} (it is in requirements.txt)."
        ) from None
    # noisy max / top-k are in OpenDP's "contrib" set: vetted by proofs, but not yet by its full review process.
    dp.enable_features("contrib")
    return dp


def _check_k(k: object) -> int:
    if isinstance(k, bool) or not isinstance(k, int | np.integer) or int(k) < 1:
        raise InvalidInputError(f"k must be a whole number ≥ 1, got {show(k)}.")
    return int(k)
