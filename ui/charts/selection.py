"""The one builder of selection charts: what a chart shows of a mechanism's result, which candidates it shows, and
one panel per series on one shared probability axis (drawn by :mod:`ui.charts.selection_svg`).

Every view that draws exact-vs-simulated panels (the Explorer, the Noise lens, the lessons, the likeliest synthetic
databases) builds them here, so the shared axis and the panel-per-series loop are written once.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from dpcore.selection.exact_vs_simulated import MechanismResult
from ui.charts import selection_svg
from ui.shell import text

#: More candidates than this are shown as the highest-scoring ones (every candidate stays in the CSV).
MAX_SHOWN = 100
#: Width of each chart in the PNG/SVG downloads, in pixels.
EXPORT_PANEL_WIDTH = 320


def shown_indices(scores: np.ndarray, limit: int = MAX_SHOWN) -> np.ndarray:
    """Indices of the candidates to draw, in their own order: all of them, or the ``limit`` best-scoring."""
    if scores.size <= limit:
        return np.arange(scores.size)
    best = np.argsort(-scores, kind="stable")[:limit]
    return np.sort(best)


def chart_rows(labels: Sequence[str], result: MechanismResult, index: np.ndarray) -> dict[str, list]:
    """The chart's data, column by column: what it draws and its hover texts, one row per shown candidate.

    Plain lists, not a DataFrame: this runs for every chart on every ε step, and building a DataFrame costs more
    than drawing the chart.
    """
    counts, runs = result.counts[index], result.trials
    shares = result.shares[index]
    exact, log_exact = result.probabilities[index], result.log_probabilities[index]
    lower, upper = result.lower[index], result.upper[index]
    return {
        "candidate": [labels[i] for i in index],
        "exact": exact.tolist(),
        "simulated": shares.tolist(),
        "lower": lower.tolist(),
        "upper": upper.tolist(),
        "exact_text": [text.probability(p, lp) for p, lp in zip(exact, log_exact, strict=True)],
        "simulated_text": [f"{c:,} of {runs:,} runs ({text.share(s)})" for c, s in zip(counts, shares, strict=True)],
        "interval_text": [f"{text.share(lo)} – {text.share(hi)}" for lo, hi in zip(lower, upper, strict=True)],
    }


def shared_domain(frames: Sequence[Mapping[str, Sequence[float]]], *, log_scale: bool) -> tuple[float, float]:
    """The probability axis shared by the charts of ``frames`` (their exact values and interval ends)."""
    values = [v for frame in frames for column in ("exact", "lower", "upper") for v in frame[column]]
    return selection_svg.probability_domain(values, log_scale=log_scale)


def selection_panels(
    frames: Sequence[Mapping[str, Sequence]],
    *,
    colours: Sequence[str],
    titles: Sequence[str | None],
    log_scale: bool = False,
    present: bool = False,
    more: int = 0,
    panel_width: int | None = None,
    domain: tuple[float, float] | None = None,
    moving: Sequence[Sequence[Mapping[str, Sequence[float]]]] = (),
) -> list[selection_svg.Panel]:
    """One panel per frame (rows as from :func:`chart_rows`) on one shared probability axis (``domain``, default
    that of ``frames``), in ``colours`` under ``titles`` (None: untitled), ``more`` candidates left out of each.

    On the page (no ``panel_width``) the panels answer hover and fill their column; with ``panel_width`` they are
    laid side by side for a download (:func:`ui.charts.selection_svg.document`). ``moving``: per panel the pictures
    its bars play through (:mod:`ui.widgets.animation`).
    """
    domain = domain or shared_domain(frames, log_scale=log_scale)
    return [
        selection_svg.selection_panel(
            frame,
            domain=domain,
            log_scale=log_scale,
            colour=colour,
            title=title,
            present=present,
            more=more,
            hover=panel_width is None,
            frames=moving[number] if moving else (),
            **({} if panel_width is None else selection_svg.side_by_side(number, panel_width=panel_width)),
        )
        for number, (frame, colour, title) in enumerate(zip(frames, colours, titles, strict=True))
    ]
