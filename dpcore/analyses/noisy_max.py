"""The noise behind report-noisy-max, and the Laplace mechanism as an exponential mechanism (theory.md §3, §4).

Report-noisy-max adds i.i.d. noise N_j of scale b = R/ε to every score and reports the argmax. Three noises give
three mechanisms:

* Laplace noise: report-noisy-max as in Dwork & Roth (2014, Claim 3.9);
* Gumbel noise: exactly the exponential mechanism's law (the Gumbel-max trick);
* one-sided exponential noise: exactly permute-and-flip's law (Ding, Kifer, Saghaian, Steinke, Wang, Xiao & Zhang
  2021, by memorylessness).

:func:`noisy_max_probabilities` computes the selection probabilities *from the noise densities alone*,
P(i) = ∫ f(x − q_i) ∏_{j≠i} F(x − q_j) dx, by quadrature of scipy.stats' log-density and log-cdf. It never looks at
the closed forms of :mod:`dpcore.selection.exact`, so comparing the two is a genuine check of the equivalences above.

:func:`laplace_from_exponential_mechanism` runs the exponential mechanism over a fine grid of outputs r with the
score u(x, r) = −2|q(x) − r| (Near & Abuah, *Programming Differential Privacy*, "The Exponential Mechanism") and
compares the result with the Laplace density of scale Δ/ε.

Everything here is pure: no I/O, no randomness.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np
import pandas as pd
from numpy.typing import ArrayLike
from scipy import stats

from dpcore.selection.exact import log_selection_probabilities
from dpcore.selection.mechanisms import (
    EXPONENTIAL,
    MECHANISM_LABELS,
    PERMUTE_AND_FLIP,
    REPORT_NOISY_MAX,
    REPORT_NOISY_MAX_EXPONENTIAL,
    REPORT_NOISY_MAX_GUMBEL,
    noise_scale,
)
from dpcore.stats import goodness_of_fit_pvalue
from dpcore.validation import InvalidInputError, check_choice, check_positive_finite, check_scores

__all__ = [
    "MAX_NOISE_CANDIDATES",
    "NOISES",
    "NOISE_LABELS",
    "NOISE_MECHANISM",
    "NOISE_SAME_LAW_AS",
    "EQUAL_WITHIN",
    "LaplaceRecovery",
    "density_table",
    "laplace_from_exponential_mechanism",
    "noise_density",
    "noisy_max_probabilities",
    "recovery_points",
    "same_law_checks",
]

LAPLACE = "laplace"
GUMBEL = "gumbel"
ONE_SIDED_EXPONENTIAL = "exponential"
#: The noises report-noisy-max can add.
NOISES: tuple[str, ...] = (LAPLACE, GUMBEL, ONE_SIDED_EXPONENTIAL)
NOISE_LABELS: dict[str, str] = {
    LAPLACE: "Laplace noise",
    GUMBEL: "Gumbel noise",
    ONE_SIDED_EXPONENTIAL: "One-sided exponential noise",
}
#: The dpcore mechanism that adds each noise and reports the argmax.
NOISE_MECHANISM: dict[str, str] = {
    LAPLACE: REPORT_NOISY_MAX,
    GUMBEL: REPORT_NOISY_MAX_GUMBEL,
    ONE_SIDED_EXPONENTIAL: REPORT_NOISY_MAX_EXPONENTIAL,
}
#: The mechanism whose law report-noisy-max with each noise has.
NOISE_SAME_LAW_AS: dict[str, str] = {
    LAPLACE: REPORT_NOISY_MAX,
    GUMBEL: EXPONENTIAL,
    ONE_SIDED_EXPONENTIAL: PERMUTE_AND_FLIP,
}
#: Largest difference :func:`same_law_checks` calls equal (the integral and the closed form agree to ≈ 1e-15).
EQUAL_WITHIN = 1e-9
#: Most candidates :func:`noisy_max_probabilities` accepts (its cost is O(K·(K + 3,000)) density evaluations).
MAX_NOISE_CANDIDATES = 300

_DISTRIBUTIONS = {LAPLACE: stats.laplace, GUMBEL: stats.gumbel_r, ONE_SIDED_EXPONENTIAL: stats.expon}
# Integration window in units of b, the top score at 0. Outside it the integrand of every P(i) is below e^-40
# (Laplace: both tails decay like e^-|x|; Gumbel: F(x) = exp(-e^-x) < e^-400 below -6, f(x) < e^-45 above 45;
# exponential noise: every noisy score of a winner exceeds the top score, and f(x) < e^-45 above 45).
_WINDOW = {LAPLACE: (-40.0, 40.0), GUMBEL: (-6.0, 45.0), ONE_SIDED_EXPONENTIAL: (0.0, 45.0)}
_PANEL_WIDTH = 0.5  # in units of b
_GAUSS_NODES, _GAUSS_WEIGHTS = np.polynomial.legendre.leggauss(20)
_CHUNK_ELEMENTS = 1 << 21  # nodes × candidates per block (≈ 16 MB of float64)


def _check_noise(noise: object) -> str:
    return check_choice(noise, NOISES, "noise")


def noise_density(noise: str, x: ArrayLike, *, scale: float) -> np.ndarray:
    """Density of the noise report-noisy-max adds, at ``x`` (scipy.stats, location 0).

    * ``"laplace"``: f(x) = exp(−|x|/b)/(2b);
    * ``"gumbel"``: f(x) = exp(−x/b − e^{−x/b})/b (mode 0, mean γb);
    * ``"exponential"``: f(x) = exp(−x/b)/b for x ≥ 0, else 0.

    Parameters
    ----------
    noise : {"laplace", "gumbel", "exponential"}
    x : array_like
        Where to evaluate the density (same units as the scores).
    scale : float
        b > 0; report-noisy-max uses b = R/ε (:func:`dpcore.noise_scale`).

    Returns
    -------
    numpy.ndarray
        float64 densities, the shape of ``x``; each integrates to 1 over the real line.
    """
    distribution = _DISTRIBUTIONS[_check_noise(noise)]
    b = check_positive_finite(scale, "scale")
    try:
        points = np.asarray(x, dtype=np.float64)
    except (TypeError, ValueError):
        raise InvalidInputError("x must be numbers.") from None
    with np.errstate(over="ignore"):  # Gumbel far below 0: e^{-x/b} overflows to inf and the density to exactly 0
        return np.asarray(distribution.pdf(points, loc=0.0, scale=b), dtype=np.float64)


def density_table(scale: float, *, low: float = -5.0, high: float = 8.0, points: int = 521) -> pd.DataFrame:
    """Every noise's density (:func:`noise_density`) on one grid: ``points`` values of x evenly spaced from
    ``low``·b to ``high``·b, plus x = 0, where the one-sided exponential density jumps from 0 to 1/b.

    Columns: ``noise`` (its :data:`NOISE_LABELS` label), ``x`` and ``density``; one block of rows per noise, in
    the order of :data:`NOISES`.

    >>> table = density_table(2.0, points=5)
    >>> table[table["x"] == 0.0]["density"].round(4).tolist()  # 1/(2b), e^-1/b, 1/b at b = 2
    [0.25, 0.1839, 0.5]
    """
    b = check_positive_finite(scale, "scale")
    x = np.union1d(np.linspace(low * b, high * b, int(points)), [0.0])
    return pd.concat(
        [pd.DataFrame({"noise": NOISE_LABELS[n], "x": x, "density": noise_density(n, x, scale=b)}) for n in NOISES],
        ignore_index=True,
    )


def same_law_checks(
    *,
    routes: Mapping[str, np.ndarray],
    exact: Mapping[str, np.ndarray],
    counts: Mapping[str, ArrayLike],
) -> pd.DataFrame:
    """Whether report-noisy-max with each noise has the law it should (:data:`NOISE_SAME_LAW_AS`), exactly and by
    simulation.

    ``routes`` maps a noise to its probabilities integrated from the density (:func:`noisy_max_probabilities`;
    a noise may be missing, beyond :data:`MAX_NOISE_CANDIDATES`), ``exact`` a mechanism to its closed-form
    probabilities (:func:`dpcore.selection_probabilities`) and ``counts`` a mechanism to its simulated counts. One
    row per noise: ``noise`` and ``same_law_as`` (labels), ``max_abs_difference`` max_i |P_noise(i) − P_same(i)|
    (NaN without a route), ``equal_within_1e-9`` (≤ :data:`EQUAL_WITHIN`), ``pvalue_noise_runs_vs_mechanism_exact``
    (the noisy-max runs against the other mechanism's exact law) and ``pvalue_mechanism_runs_vs_noise_exact`` (the
    other mechanism's runs against the noise's law; NaN for Laplace, whose "other" mechanism is itself). Each
    p-value is :func:`dpcore.stats.goodness_of_fit_pvalue`: any value in [0, 1] is normal when the laws agree.

    >>> import dpcore
    >>> scores = [3.0, 2.0, 0.0]
    >>> mechanisms = ("report_noisy_max", "report_noisy_max_gumbel", "report_noisy_max_exponential",
    ...               "exponential", "permute_and_flip")
    >>> exact = {m: dpcore.selection_probabilities(scores, epsilon=1.0, mechanism=m) for m in mechanisms}
    >>> routes = {n: noisy_max_probabilities(scores, noise=n, epsilon=1.0) for n in NOISES}
    >>> counts = {m: dpcore.simulate(scores, epsilon=1.0, mechanism=m, trials=2000, rng=3) for m in mechanisms}
    >>> checks = same_law_checks(routes=routes, exact=exact, counts=counts)
    >>> checks["equal_within_1e-9"].tolist()
    [True, True, True]
    """
    rows = []
    for name in NOISES:
        mechanism, same = NOISE_MECHANISM[name], NOISE_SAME_LAW_AS[name]
        route = routes.get(name)
        difference = float(np.max(np.abs(route - exact[same]))) if route is not None else math.nan
        reference = route if route is not None else exact[same]
        rows.append(
            {
                "noise": NOISE_LABELS[name],
                "same_law_as": MECHANISM_LABELS[same],
                "max_abs_difference": difference,
                "equal_within_1e-9": bool(difference <= EQUAL_WITHIN) if route is not None else None,
                "pvalue_noise_runs_vs_mechanism_exact": goodness_of_fit_pvalue(counts[mechanism], exact[same]),
                "pvalue_mechanism_runs_vs_noise_exact": (
                    goodness_of_fit_pvalue(counts[same], reference / reference.sum()) if same != mechanism else math.nan
                ),
            }
        )
    return pd.DataFrame(rows)


def noisy_max_probabilities(
    scores: ArrayLike,
    *,
    noise: str,
    epsilon: float,
    sensitivity: float = 1.0,
    monotonic: bool = False,
) -> np.ndarray:
    """P(report-noisy-max picks i) when the noise is ``noise`` of scale b = R/ε, from the noise law alone.

    P(i) = ∫ f(x − q_i) ∏_{j≠i} F(x − q_j) dx: candidate i's noisy score lands at x and every other noisy score
    below it (ties have probability 0 for continuous noise). Computed in units of b with the top score at 0 as
    exp(ln f_i + Σ_j ln F_j − ln F_i) from scipy.stats' ``logpdf`` and ``logcdf``, integrated by 20-point
    Gauss–Legendre on panels of width ≤ b/2 between the scores (the Laplace integrand has kinks there) over the
    window where it is not negligible (module constant ``_WINDOW``: the rest is below e^-40). The absolute
    error is below 1e-13 for the shipped scenarios (checked against :mod:`dpcore.selection.exact` in
    ``tests/test_noise.py``).

    Parameters
    ----------
    scores : array_like, shape (K,)
        Finite scores, K ≤ :data:`MAX_NOISE_CANDIDATES`.
    noise : {"laplace", "gumbel", "exponential"}
    epsilon, sensitivity, monotonic
        As in :func:`dpcore.selection_probabilities`: b = R/ε with R = Δ (monotone) or 2Δ.

    Returns
    -------
    numpy.ndarray
        float64 probabilities, shape (K,). Gumbel noise gives the exponential mechanism's law and one-sided
        exponential noise permute-and-flip's (Ding et al. 2021); Laplace noise gives report-noisy-max.
    """
    noise = _check_noise(noise)
    values = check_scores(scores)
    if values.size > MAX_NOISE_CANDIDATES:
        raise InvalidInputError(
            f"the noise-by-noise integral is limited to {MAX_NOISE_CANDIDATES:,} candidates; got {values.size:,}."
        )
    b = noise_scale(epsilon=epsilon, sensitivity=sensitivity, monotonic=bool(monotonic))
    if values.size == 1:
        return np.ones(1)
    offsets = (values - values.max()) / b  # ≤ 0, top at 0
    nodes, weights = _quadrature(noise, offsets)
    distribution = _DISTRIBUTIONS[noise]
    log_cdf_total = np.zeros(nodes.size)
    step = max(1, _CHUNK_ELEMENTS // max(nodes.size, 1))
    for start in range(0, values.size, step):
        z = nodes[:, None] - offsets[None, start : start + step]
        log_cdf_total += distribution.logcdf(z).sum(axis=1)
    probabilities = np.empty(values.size)
    for start in range(0, values.size, step):
        z = nodes[:, None] - offsets[None, start : start + step]
        log_integrand = distribution.logpdf(z) + log_cdf_total[:, None] - distribution.logcdf(z)
        probabilities[start : start + step] = weights @ np.exp(log_integrand)
    return probabilities


def _quadrature(noise: str, offsets: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Gauss–Legendre nodes and weights on the integration window, split at the scores inside it."""
    low, high = _WINDOW[noise]
    inside = offsets[(offsets > low) & (offsets < high)]
    edges = np.unique(np.concatenate(([low, high], inside)))
    pieces = []
    for left, right in zip(edges[:-1], edges[1:], strict=True):
        count = max(1, math.ceil((right - left) / _PANEL_WIDTH))
        pieces.append(np.linspace(left, right, count + 1))
    bounds = np.unique(np.concatenate(pieces))
    left, right = bounds[:-1], bounds[1:]
    half = (right - left) / 2.0
    nodes = ((left + right) / 2.0)[:, None] + half[:, None] * _GAUSS_NODES[None, :]
    weights = half[:, None] * _GAUSS_WEIGHTS[None, :]
    return nodes.ravel(), weights.ravel()


@dataclass(frozen=True)
class LaplaceRecovery:
    """The exponential mechanism over a grid of outputs next to the Laplace density (arrays aligned with
    ``outputs``).

    Attributes
    ----------
    query_value : float
        q(x), the true answer.
    scale : float
        b = Δ/ε, the Laplace mechanism's scale.
    outputs : numpy.ndarray
        The grid r_k = q(x) + k·h, k = −M..M.
    spacing : float
        h.
    probabilities : numpy.ndarray
        The exponential mechanism's P(r_k), score −2|q(x) − r_k|.
    density : numpy.ndarray
        P(r_k)/h, the exponential mechanism's output density on the grid.
    laplace_density : numpy.ndarray
        exp(−|r_k − q(x)|/b)/(2b).
    max_relative_error : float
        max_k |density/laplace_density − 1|.
    error_bound : float
        (h/b)²/12 + 2e^{−W}, W = M·h/b: the bound on ``max_relative_error`` (see
        :func:`laplace_from_exponential_mechanism`).
    """

    query_value: float
    scale: float
    outputs: np.ndarray
    spacing: float
    probabilities: np.ndarray
    density: np.ndarray
    laplace_density: np.ndarray
    max_relative_error: float
    error_bound: float


def recovery_points(recovery: LaplaceRecovery, *, within: float = 6.0, every: int = 15) -> np.ndarray:
    """Indices of the grid points of ``recovery`` within ``within`` Laplace scales of q(x), every ``every``-th of
    them (enough to see the density's shape on a chart; the whole grid is in ``recovery``).

    >>> recovered = laplace_from_exponential_mechanism(0.0, epsilon=1.0, half_width=20.0, points=41)
    >>> recovered.outputs[recovery_points(recovered, within=6.0, every=3)].tolist()
    [-6.0, -3.0, 0.0, 3.0, 6.0]
    """
    offset = (recovery.outputs - recovery.query_value) / recovery.scale
    return np.flatnonzero(np.abs(offset) <= within + 1e-12)[:: int(every)]


def laplace_from_exponential_mechanism(
    query_value: float,
    *,
    epsilon: float,
    sensitivity: float = 1.0,
    half_width: float = 20.0,
    points: int = 4001,
) -> LaplaceRecovery:
    """The Laplace mechanism recovered from the exponential mechanism over a fine grid of outputs.

    Near & Abuah (*Programming Differential Privacy*, "The Exponential Mechanism") take the score
    u(x, r) = −2|q(x) − r| for every possible output r: with the exponent ε·u/(2Δ), Δ the query's sensitivity,
    the mechanism outputs r with density ∝ exp(−ε|q(x) − r|/Δ), the Laplace density of scale b = Δ/ε. (Strictly u
    has sensitivity 2Δ; the factor 2 can be dropped because on the whole real line the normalising integral
    does not depend on x, so this is exactly ε-DP.) Here the outputs are the grid r_k = q(x) + k·h, k = −M..M,
    h = half_width·b/M, and the exponential mechanism is :func:`dpcore.selection.exact.log_selection_probabilities` with
    Δ and the general (2Δ) scale, which is that exponent.

    Error bound: density_k / laplace_k = 2b/(h·S) with S = Σ_k exp(−|k|h/b), the same for every k. With a = h/b,
    the infinite sum is coth(a/2), and (a/2)·coth(a/2) lies in [1, 1 + a²/12]; cutting the grid at |k| = M removes
    at most a fraction e^{−W} (W = M·a). So max_k |density_k/laplace_k − 1| ≤ a²/12 + 2e^{−W} (for a ≤ 1, W ≥ 1).

    Parameters
    ----------
    query_value : float
        q(x).
    epsilon, sensitivity : float
        ε > 0 and Δ > 0 (the query's sensitivity).
    half_width : float
        W, the grid's half-width in units of b (≥ 1).
    points : int
        2M + 1 grid points, odd, from 3 to 200,001.

    Returns
    -------
    LaplaceRecovery
    """
    q = float(check_scores([query_value])[0])
    epsilon = check_positive_finite(epsilon, "epsilon")
    sensitivity = check_positive_finite(sensitivity, "sensitivity")
    half_width = check_positive_finite(half_width, "half_width")
    if half_width < 1:
        raise InvalidInputError(f"half_width must be at least 1 (in units of Δ/ε), got {half_width!r}.")
    if isinstance(points, bool) or not isinstance(points, int | np.integer) or not 3 <= points <= 200_001:
        raise InvalidInputError(f"points must be an odd whole number from 3 to 200,001, got {points!r}.")
    if points % 2 == 0:
        raise InvalidInputError(f"points must be odd (the grid is centred on q(x)), got {points!r}.")
    b = sensitivity / epsilon
    m = (int(points) - 1) // 2
    h = half_width * b / m
    steps = np.arange(-m, m + 1, dtype=np.float64)
    outputs = q + steps * h
    utility = -2.0 * np.abs(steps * h)  # −2|q(x) − r_k|, exact in the grid's own units
    log_p = log_selection_probabilities(
        utility, epsilon=epsilon, sensitivity=sensitivity, mechanism=EXPONENTIAL, monotonic=False
    )
    probabilities = np.exp(log_p)
    density = probabilities / h
    laplace = np.asarray(stats.laplace.pdf(outputs, loc=q, scale=b), dtype=np.float64)
    a = h / b
    return LaplaceRecovery(
        query_value=q,
        scale=b,
        outputs=outputs,
        spacing=h,
        probabilities=probabilities,
        density=density,
        laplace_density=laplace,
        max_relative_error=float(np.max(np.abs(density / laplace - 1.0))),
        error_bound=a * a / 12.0 + 2.0 * math.exp(-half_width),
    )
