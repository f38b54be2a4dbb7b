"""Exact selection probabilities of the exponential mechanism, report-noisy-max and permute-and-flip.

Every function works on the gaps g_i = q* − q_i measured in units of the noise scale b = R/ε (R = 2Δ, or Δ when
scores are monotone; see :mod:`dpcore.selection.mechanisms`), and returns natural-log probabilities so that candidates
whose
probability is below the smallest float64 (≈ 1e-308) still get a finite, accurate logarithm.

Underflow: :func:`selection_probabilities` is ``exp`` of the log-probabilities, so probabilities below ≈ 2.2e-308
become subnormal (relative accuracy degrades) and below ≈ 4.9e-324 become exactly 0. Every probability above the
smallest normal float is accurate to a relative error far below 1e-9 (see ``tests/test_exact.py``).
"""

from __future__ import annotations

import math
from functools import cache

import numpy as np
from numpy.typing import ArrayLike

from dpcore.selection.mechanisms import (
    EXPONENTIAL,
    PERMUTE_AND_FLIP,
    REPORT_NOISY_MAX,
    SAME_LAW_AS,
    check_mechanism,
    noise_scale,
)
from dpcore.stats import log_sum_exp
from dpcore.validation import check_scores


def selection_probabilities(
    scores: ArrayLike,
    *,
    epsilon: float,
    sensitivity: float = 1.0,
    mechanism: str,
    monotonic: bool = False,
) -> np.ndarray:
    """Exact probability that each candidate is selected.

    Parameters
    ----------
    scores : array_like, shape (K,)
        Finite utility scores q_i; higher is better.
    epsilon : float
        Privacy parameter ε > 0. Each mechanism is ε-DP for scores of sensitivity Δ.
    sensitivity : float
        Δ > 0, the most one person can change any score.
    mechanism : str
        One of :data:`dpcore.MECHANISMS`.
    monotonic : bool
        If every score moves the same way when one person is added or removed, the range is R = Δ instead of 2Δ.

    Returns
    -------
    numpy.ndarray
        float64 probabilities, shape (K,), summing to 1 (to within 1e-12).

    Notes
    -----
    Exponential mechanism (McSherry & Talwar 2007): P(i) ∝ exp(ε q_i / R), computed in log space.
    Report-noisy-max with Laplace noise of scale R/ε (Dwork & Roth 2014, Claim 3.9; Ding et al. 2018): a 1-D
    integral split at the score breakpoints, see :func:`_log_rnm_laplace`.
    Permute-and-flip (McKenna & Sheldon 2020): P(i) = p_i ∫₀¹ ∏_{j≠i} (1 − p_j t) dt with p_i = exp(−ε g_i / R),
    see :func:`_log_permute_and_flip`. The Gumbel and one-sided exponential report-noisy-max variants have the same
    laws as the exponential mechanism and permute-and-flip.
    """
    return np.exp(
        log_selection_probabilities(
            scores, epsilon=epsilon, sensitivity=sensitivity, mechanism=mechanism, monotonic=monotonic
        )
    )


def log_selection_probabilities(
    scores: ArrayLike,
    *,
    epsilon: float,
    sensitivity: float = 1.0,
    mechanism: str,
    monotonic: bool = False,
) -> np.ndarray:
    """Natural logarithm of :func:`selection_probabilities` (finite even where the probability underflows)."""
    law = SAME_LAW_AS[check_mechanism(mechanism)]
    scale = noise_scale(epsilon=epsilon, sensitivity=sensitivity, monotonic=bool(monotonic))
    values = check_scores(scores)
    with np.errstate(over="ignore"):  # a gap beyond float range becomes +∞: probability exactly 0
        gaps = (values.max() - values) / scale
    if values.size == 1:
        return np.zeros(1)
    if law == EXPONENTIAL:
        return _log_exponential(gaps)
    if law == PERMUTE_AND_FLIP:
        return _log_permute_and_flip(gaps)
    assert law == REPORT_NOISY_MAX
    return _log_rnm_laplace(gaps)


# --------------------------------------------------------------------------------------------------------------
# Exponential mechanism
# --------------------------------------------------------------------------------------------------------------


def _log_exponential(gaps: np.ndarray) -> np.ndarray:
    """ln P(i) = −g_i − ln Σ_j exp(−g_j): a log-softmax around the top score, so nothing overflows."""
    return -gaps - math.log(float(np.sum(np.exp(-gaps))))


# --------------------------------------------------------------------------------------------------------------
# Permute-and-flip
# --------------------------------------------------------------------------------------------------------------

_PF_NODES_PER_PANEL = 24
_PF_TAYLOR_COIN = 0.25
_PF_TAYLOR_TERMS = 30


def _log_permute_and_flip(gaps: np.ndarray) -> np.ndarray:
    """ln P(i) for permute-and-flip from P(i) = p_i ∫₀¹ ∏_{j≠i}(1 − p_j t) dt (McKenna & Sheldon 2020).

    A set of s rivals precedes i in a uniformly random order with probability s!(K−1−s)!/K! = ∫₀¹ tˢ(1−t)^{K−1−s} dt,
    which turns the sum over visiting orders into this integral of a positive polynomial of degree K − 1. The
    alternating inclusion–exclusion sum loses all float64 accuracy by K ≈ 60, so we integrate instead: composite
    Gauss–Legendre with 24 nodes per panel on panels graded towards 0 ([2^{-j-1}, 2^{-j}] for j < J, J =
    ⌈log₂ Σp⌉ + 6), because the integrand decays like exp(−t Σ p). Each panel integrates polynomials of degree < 48
    exactly and resolves the exponential decay to ~1e-16 elsewhere.

    Coins above 1/4 enter through exact log1p terms and an exact leave-one-out division. For the many small coins
    ln(1 − pt) = −Σ_k (pt)^k/k and 1/(1 − pt) = Σ_k (pt)^k, 30 terms each (4^-30 ≈ 1e-18): every term has one
    sign, so nothing cancels, and the cost is O(K·30) instead of O(K·nodes).
    """
    log_coins = -gaps
    coins = np.exp(log_coins)
    nodes, weights = _graded_nodes(float(coins.sum()))
    distinct, inverse, counts = np.unique(coins, return_inverse=True, return_counts=True)
    counts = counts.astype(np.float64)
    small = distinct <= _PF_TAYLOR_COIN
    large_coins = distinct[~small]
    powers = np.arange(1, _PF_TAYLOR_TERMS + 1)
    # ln ∏_j (1 − p_j t) at every node.
    large_logs = np.log1p(-np.outer(large_coins, nodes))
    power_sums = counts[small] @ (distinct[small, None] ** powers)
    log_product = counts[~small] @ large_logs - (nodes[:, None] ** powers / powers) @ power_sums
    # ∫₀¹ ∏_{j≠i}(1 − p_j t) dt for each distinct coin.
    integrals = np.empty(distinct.size)
    integrals[~small] = np.exp(log_product - large_logs) @ weights
    moments = (weights * np.exp(log_product)) @ (nodes[:, None] ** np.arange(_PF_TAYLOR_TERMS + 1))
    integrals[small] = np.polynomial.polynomial.polyval(distinct[small], moments)
    return log_coins + np.log(integrals)[inverse]


@cache
def _graded_nodes_for_depth(depth: int) -> tuple[np.ndarray, np.ndarray]:
    unit_nodes, unit_weights = np.polynomial.legendre.leggauss(_PF_NODES_PER_PANEL)
    edges = np.concatenate(([0.0], 2.0 ** -np.arange(depth, -1, -1, dtype=np.float64)))
    lows, highs = edges[:-1, None], edges[1:, None]
    half = (highs - lows) / 2
    nodes = (lows + half * (unit_nodes + 1)).ravel()
    weights = (half * unit_weights).ravel()
    nodes.setflags(write=False)
    weights.setflags(write=False)
    return nodes, weights


def _graded_nodes(coin_sum: float) -> tuple[np.ndarray, np.ndarray]:
    depth = max(int(math.ceil(math.log2(max(coin_sum, 1.0)))) + 6, 1)
    return _graded_nodes_for_depth(depth)


# --------------------------------------------------------------------------------------------------------------
# Report-noisy-max with Laplace noise
# --------------------------------------------------------------------------------------------------------------

_SERIES_TERMS = 60  # 2^-60 ≈ 1e-18: the truncation error of both geometric series below
_TRUNCATION = 62.0  # drop of ln G(u) − u beyond which a region changes every P(i) by a relative < e^-60
_FLOOR = 812.0  # below top − 812 nothing changes a candidate within 750 scales of the top by more than e^-60
_FAR = 1e6  # scores further below the top than this are clipped to it for the bookkeeping (e^-1e6 = 0)
_SLOPE_PER_PANEL = 12.0  # panel length × local exponential rate; 16 Gauss–Legendre nodes resolve 12 to ~1e-19
# Extra rate for the weights e^{-n(u-x)} near a candidate x. It may decay like e^{-(u-x)}: at distance s, term n
# weighs 2^-n e^{-(n-1)s} relative to term 1, so only terms that have become negligible are under-resolved.
_BUFFER_RATE = 24.0
_GL_NODES, _GL_WEIGHTS = np.polynomial.legendre.leggauss(16)
_PANELS_PER_BLOCK = 2048
# Where the scores below pull ln G by less than e^-40 (≈ 4e-18: T_m ≤ T_1, so Σ_m 2^-m T_m e^{-ms}/m ≤ T_1 e^{-s}),
# G is e^{offset + a(s − ln 2)} to float64 precision and its integrals are closed form.
_SETTLED = 40.0


def _log_rnm_laplace(gaps: np.ndarray) -> np.ndarray:
    """ln P(i) for report-noisy-max with Laplace noise (Dwork & Roth 2014, §3.3), exact to ~1e-13 relative.

    In units of the noise scale put candidate i at y_i = −g_i ≤ 0; F_j, f_j are the Laplace(y_j, 1) cdf and pdf and
    G = ∏_j F_j. Then P(i) = ∫ f_i ∏_{j≠i} F_j du = ∫ G(u) r_i(u) du, where r_i = f_i/F_i is 1 below y_i and
    v/(2 − v) = Σ_{n≥1} (v/2)ⁿ above it (v = e^{−(u−y_i)}), so

        P(i) = A(y_i) + Σ_{n≥1} 2^{−n} S_n(y_i),   A(y) = ∫_{−∞}^{y} G du,   S_n(y) = ∫_y^∞ G(u) e^{−n(u−y)} du.

    One prefix integral and 60 suffix integrals serve all K candidates (theory.md §2). G is smooth between the
    breakpoints y_j, so every integral is a sum of 16-node Gauss–Legendre panels that start at breakpoints and are
    short enough for the local exponential rate; all of it in log space. ln G at a node uses exponential factors
    for the scores above and ln(1 − v/2) = −Σ_m (v/2)^m/m, through running sums T_m, for those below. Once the
    pull of the scores below has fallen under e^{−40} (T_1 e^{−s}), G is a pure exponential to float64 precision and
    the rest of the segment is integrated in closed form: with one score far ahead of the others, most of the line.

    Truncation: below y₍₂₎ (the second-highest score), ln G(u) − u falls at rate #{y_j > u} − 1 ≥ 1 as u decreases,
    so the region where it has dropped by 62 changes every P(i) by a relative amount below e^{−60}; candidates
    below that cut L use P(i) = Σ_n 2^{−n} e^{−n(L−y_i)} S_n(L). The cut is never below top − 812, which keeps every
    candidate within 750 scales of the top (all whose probability float64 can hold) exact; further down the
    logarithm is right to leading order only. Above the top by 46 + ln K, G = 1 to 1e-20 and the tail is closed
    form.
    """
    y = -gaps
    size = y.size
    # Scores far below the floor matter only through their distance to the cut (used at the end); clipping them
    # keeps the bookkeeping finite when a gap overflows (e.g. scores 0 and 1e308, or ε = 1e308).
    breaks, inverse, counts = np.unique(np.maximum(y, -_FAR), return_inverse=True, return_counts=True)
    counts = counts.astype(np.float64)
    above_count = size - np.cumsum(counts)  # #{j: y_j > breaks[k]}
    above_sum = np.concatenate((np.cumsum((counts * breaks)[::-1])[::-1][1:], [0.0]))  # Σ_{y_j > breaks[k]} y_j
    orders = np.arange(_SERIES_TERMS + 1, dtype=np.float64)  # n = 0 (the prefix) .. 60
    m = orders[1:]
    log_running = _log_running_sums(breaks, counts, m)

    # Segments: from the cut L to the first breakpoint above it, then breakpoint to breakpoint, up to the top cut.
    # Each is cut in two where the scores below it stop shaping G: a part integrated in panels, then a part where
    # G is a pure exponential and every integral is closed form (far ahead of the rest, this is most of the line).
    cut = max(_truncation_point(breaks, counts, above_count), -_FLOOR)
    top_cut = 46.0 + math.log(size)
    first = int(np.searchsorted(breaks, cut, side="right"))  # breaks[first:] lie strictly above the cut
    seg_lefts = np.concatenate(([cut], breaks[first:]))
    seg_rights = np.concatenate((breaks[first:], [top_cut]))
    seg_base = np.concatenate(([first - 1], np.arange(first, breaks.size)))  # last breakpoint ≤ each left end
    below = np.maximum(seg_base, 0)
    seg_pull = np.where(seg_base >= 0, log_running[below, 0] - (seg_lefts - breaks[below]), -np.inf)  # ln T_1
    settle = seg_lefts + np.clip(seg_pull + _SETTLED, 0.0, seg_rights - seg_lefts)
    lefts = np.column_stack((seg_lefts, settle)).ravel()
    rights = np.column_stack((settle, seg_rights)).ravel()
    kept = rights > lefts
    part = np.cumsum(kept) - 1
    segment_start = np.where(kept[0::2], part[0::2], part[1::2])  # each segment's first part among those kept
    closed = np.tile([False, True], seg_lefts.size)[kept]
    lefts, rights, base = lefts[kept], rights[kept], np.repeat(seg_base, 2)[kept]
    has_base = base >= 0
    base = np.maximum(base, 0)
    step = np.where(has_base, lefts - breaks[base], 0.0)
    seg_above = np.where(has_base, above_count[base], size)
    # Σ_{y_j > left}(left − y_j): only scores above the cut enter, all within 812 scales, so nothing cancels.
    seg_offset = seg_above * lefts - np.where(has_base, above_sum[base], (counts * breaks).sum())
    seg_log_running = np.where(has_base[:, None], log_running[base] - np.outer(step, m), -np.inf)

    # Panels: each part split evenly in its cumulative rate, so that length × local rate ≤ 12 everywhere; a closed
    # part is one panel.
    panel_seg, panel_start, width, first_panel = _panels(
        length=rights - lefts,
        steady_rate=seg_above,
        decaying_rate=np.exp(seg_log_running[:, 0]) + _BUFFER_RATE,
        whole=closed,
    )
    log_panel = np.empty((panel_seg.size, _SERIES_TERMS + 1))
    in_closed = closed[panel_seg]
    log_panel[in_closed] = _log_exponential_integrals(
        start=panel_start[in_closed],
        width=width[in_closed],
        offset=seg_offset[panel_seg[in_closed]],
        above=seg_above[panel_seg[in_closed]],
    )
    quadrature = np.flatnonzero(~in_closed)
    for block in range(0, quadrature.size, _PANELS_PER_BLOCK):  # blocks bound the working set (~40 MB)
        panels = quadrature[block : block + _PANELS_PER_BLOCK]
        seg = panel_seg[panels]
        log_panel[panels] = _log_panel_integrals(
            start=panel_start[panels],
            width=width[panels],
            offset=seg_offset[seg],
            above=seg_above[seg],
            log_running=seg_log_running[seg],
        )

    # Suffix integrals ln S_n at every panel start: a reverse log-cumulative sum plus the closed-form tail.
    panel_left = lefts[panel_seg] + panel_start
    scaled = log_panel[:, 1:] - np.outer(panel_left, m)
    log_suffix = np.logaddexp.accumulate(scaled[::-1], axis=0)[::-1]
    log_suffix = np.logaddexp(log_suffix, -np.log(m) - m * top_cut) + np.outer(panel_left, m)
    # Prefix integrals ln A at every panel start; A(L) = G(L)/K in closed form when L is below every score.
    log_prefix_cut = seg_offset[0] - size * math.log(2.0) - math.log(size) if first == 0 else -np.inf
    log_prefix = np.logaddexp.accumulate(np.concatenate(([log_prefix_cut], log_panel[:-1, 0])))

    halves = -math.log(2.0) * m
    result = np.empty(size)
    above = inverse >= first
    panel = first_panel[segment_start[inverse[above] - first + 1]]
    result[above] = np.logaddexp(log_prefix[panel], log_sum_exp(halves + log_suffix[panel], axis=1))
    if not above.all():
        distance = cut - y[~above]
        with np.errstate(over="ignore", divide="ignore"):  # an infinite distance gives ln P = −∞, i.e. P = 0
            result[~above] = log_sum_exp(halves + log_suffix[0] - np.outer(distance, m), axis=1)
    return result


def _log_panel_integrals(
    *, start: np.ndarray, width: np.ndarray, offset: np.ndarray, above: np.ndarray, log_running: np.ndarray
) -> np.ndarray:
    """ln ∫_panel G(u) e^{−n(u − panel start)} du for n = 0..60, for each panel (16-node Gauss–Legendre).

    ``start`` is each panel's distance from its segment's left end x; ``offset`` = Σ_{y_j > x}(x − y_j),
    ``above`` = #{y_j > x} and ``log_running`` = ln T_m(x) describe the segment. Each panel is shifted by its own
    maximum of ln G, so nothing overflows or underflows.
    """
    orders = np.arange(_SERIES_TERMS + 1, dtype=np.float64)
    m = orders[1:]
    nodes = _GL_NODES.size
    node_panel = np.repeat(np.arange(start.size), nodes)
    in_panel = (width[:, None] * (_GL_NODES + 1) / 2).ravel()
    weights = (width[:, None] * _GL_WEIGHTS / 2).ravel()
    from_left = start[node_panel] + in_panel
    # ln G at every node: exponential factors for the scores above, the series for those at or below.
    log_g = offset[node_panel] + above[node_panel] * (from_left - math.log(2.0))
    series = np.log(0.5**m / m) + log_running[node_panel] - np.outer(from_left, m)
    log_g -= np.exp(series).sum(axis=1)
    starts = np.arange(start.size) * nodes
    shift = np.maximum.reduceat(log_g, starts)
    terms = np.exp((log_g - shift[node_panel])[:, None] - np.outer(in_panel, orders)) * weights[:, None]
    return np.log(np.add.reduceat(terms, starts, axis=0)) + shift[:, None]


def _log_exponential_integrals(
    *, start: np.ndarray, width: np.ndarray, offset: np.ndarray, above: np.ndarray
) -> np.ndarray:
    """ln ∫_panel G(u) e^{−n(u − panel start)} du for n = 0..60 where G is a pure exponential, in closed form.

    There ln G = offset + a(s − ln 2) at distance s from the segment's left end (a = ``above``), so with c = a − n
    the integral over a panel of width w starting at s₀ is G(s₀)·(e^{cw} − 1)/c (w when c = 0), taken in log
    space: cw + ln(1 − e^{−cw}) − ln c for c > 0, ln(1 − e^{cw}) − ln(−c) for c < 0.
    """
    orders = np.arange(_SERIES_TERMS + 1, dtype=np.float64)
    log_start = offset + above * (start - math.log(2.0))
    rate = above[:, None] - orders
    span = rate * width[:, None]
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):  # each branch is used only where it holds
        rising = span + np.log(-np.expm1(-span)) - np.log(rate)
        falling = np.log(-np.expm1(span)) - np.log(-rate)
        flat = np.log(np.broadcast_to(width[:, None], rate.shape))
    return log_start[:, None] + np.where(rate > 0, rising, np.where(rate < 0, falling, flat))


def _panels(
    *, length: np.ndarray, steady_rate: np.ndarray, decaying_rate: np.ndarray, whole: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Split segments into panels of equal cumulative rate Λ(s) = (a + 12)s + T(1 − e^{−s}), ΔΛ ≤ 12.

    a counts the scores above; T is T_1 at the segment start (the scores below, whose pull on ln G decays like
    e^{−s}) plus the series-weight buffer, which may decay the same way; the extra 12s caps every panel at one
    scale unit. Λ is concave, so Newton's method started below each target rises monotonically to it. A ``whole``
    segment (integrated in closed form) is one panel. Returns each panel's segment, start (from the segment's left
    end), width, and each segment's first panel.
    """
    slope = steady_rate + _SLOPE_PER_PANEL

    def cumulative(s: np.ndarray, seg: np.ndarray) -> np.ndarray:
        return slope[seg] * s - decaying_rate[seg] * np.expm1(-s)

    pieces = np.maximum(np.ceil(cumulative(length, np.arange(length.size)) / _SLOPE_PER_PANEL), 1).astype(np.int64)
    pieces[whole] = 1
    first_panel = np.cumsum(pieces) - pieces
    panel_seg = np.repeat(np.arange(length.size), pieces)
    index = np.arange(panel_seg.size) - first_panel[panel_seg]
    target = cumulative(length, np.arange(length.size))[panel_seg] * index / pieces[panel_seg]
    start = target / (slope + decaying_rate)[panel_seg]  # Λ(s) ≤ (a + 12 + T)s, so this starts below the root
    for _ in range(40):
        step = (target - cumulative(start, panel_seg)) / (slope[panel_seg] + decaying_rate[panel_seg] * np.exp(-start))
        start += step
        if np.all(step <= 1e-12 * (1.0 + start)):
            break
    ends = np.append(start[1:], 0.0)
    ends[np.cumsum(pieces) - 1] = length  # each segment's last panel ends exactly at its right end
    return panel_seg, start, ends - start, first_panel


def _truncation_point(breaks: np.ndarray, counts: np.ndarray, above_count: np.ndarray) -> float:
    """Largest L ≤ y₍₂₎ with ∫_L^{y₍₂₎} (#{y_j > u} − 1) du ≥ 62: where ln G(u) − u has dropped by 62."""
    second = breaks.size - 1 if counts[-1] >= 2 else breaks.size - 2
    # On (breaks[k−1], breaks[k]) exactly above_count[k−1] scores lie above u.
    slopes = above_count[:second] - 1.0
    drops = (slopes * np.diff(breaks[: second + 1]))[::-1].cumsum()[::-1]  # drop from breaks[k] to y₍₂₎
    reached = np.flatnonzero(drops >= _TRUNCATION)
    if reached.size:
        k = int(reached[-1])  # the segment (breaks[k], breaks[k+1]) holds the cut
        beyond = drops[k + 1] if k + 1 < second else 0.0
        return float(breaks[k + 1] - (_TRUNCATION - beyond) / slopes[k])
    total_drop = drops[0] if second > 0 else 0.0
    return float(breaks[0] - (_TRUNCATION - total_drop) / (counts.sum() - 1.0))


def _log_running_sums(breaks: np.ndarray, counts: np.ndarray, m: np.ndarray) -> np.ndarray:
    """ln T_m(k) = ln Σ_{l ≤ k} c_l e^{−m(a_k − a_l)} for every breakpoint k and order m, shape (D, M)."""
    exponent = np.log(counts)[:, None] + np.outer(breaks, m)
    return np.logaddexp.accumulate(exponent, axis=0) - np.outer(breaks, m)
