"""The privacy-loss audit's chart (Vega-Lite, from the pieces in :mod:`ui.charts.vega`): one row per outcome, a thin bar
per mechanism for its exact log-ratio (or worst-case loss) against the shaded ±ε band, bars beyond it outlined and
marked ✗, and, for one neighbour, the simulations' estimate as a black diamond with its 95% interval.
"""

from __future__ import annotations

import math

import pandas as pd

import dpcore
from dpcore.analyses.audit import MechanismAudit, beyond, outcomes_to_show
from ui.charts import vega
from ui.charts.vega import INK, layer, n, q, series, tip

#: Most outcomes drawn (the ones with the largest exact loss); the table and CSV have them all.
MAX_ROWS = 40
#: The chart's plot height on a projector at most: with the title and the ε control it fits a 1280×720 screen.
PRESENT_HEIGHT = 330
BEYOND_MARK = "✗"
_BAND = "#E3ECF5"


def _interval_text(estimate: float, low: float, high: float) -> str:
    def number(value: float) -> str:
        return "unbounded" if not math.isfinite(value) else f"{value:+.3g}"

    shown = "no estimate (a count is 0)" if not math.isfinite(estimate) else f"{estimate:+.3g}"
    return f"{shown}; 95% interval {number(low)} to {number(high)}"


def chart_frame(labels: list[str], results: list[MechanismAudit], epsilon: float) -> tuple[pd.DataFrame, float]:
    """Long form for the chart (shown outcomes only) and the half-width of its symmetric x axis."""
    index = outcomes_to_show(results, limit=MAX_ROWS)
    largest = max((r.largest for r in results), default=0.0)
    half = max(1.25 * epsilon, 1.15 * largest)  # room for the ✗ after the longest bar
    rows = []
    for result in results:
        label = dpcore.MECHANISM_LABELS[result.mechanism]
        out = beyond(result.exact, epsilon)
        for i in index:
            row = {
                "candidate": labels[i],
                "mechanism": label,
                "exact": float(result.exact[i]),
                "mark": BEYOND_MARK if out[i] else "",
                "exact_text": f"{result.exact[i]:+.6g}" + (" (beyond ±ε)" if out[i] else ""),
            }
            if result.empirical is not None:
                # Outcomes missing from either simulation have no estimate and an unbounded interval: only the
                # table and the tooltip mention them.
                estimate = float(result.empirical.estimate[i])
                low, high = float(result.empirical.low[i]), float(result.empirical.high[i])
                seen = math.isfinite(estimate)
                row.update(
                    estimate=estimate if seen else None,
                    low=max(low, -half) if seen else None,
                    high=min(high, half) if seen else None,
                    estimate_text=_interval_text(estimate, low, high),
                )
            rows.append(row)
    return pd.DataFrame(rows), half


def chart_spec(frame: pd.DataFrame, mechanisms: list[str], epsilon: float, half: float, *, corners: bool) -> dict:
    """Dataset ``audit`` (:func:`chart_frame`): the exact log-ratio of every outcome against the ±ε band."""
    labels = [dpcore.MECHANISM_LABELS[m] for m in mechanisms]
    rows = frame["candidate"].nunique() if len(frame) else 1
    per_bar = 9 if len(mechanisms) > 1 else 14
    x_title = (
        "Worst-case privacy loss of each outcome" if corners else "Privacy loss ln(P_D(r) / P_D′(r)) of each outcome r"
    )
    x = q("exact", scale={"domain": [0 if corners else -half, half], "nice": False}, title=x_title)
    x["axis"] = {"grid": True, "tickCount": 8}
    # Every layer drawn per outcome row, one band of it per mechanism.
    row = {
        "y": n("candidate", sort=None, title=None, axis={"labelLimit": 200}),
        "yOffset": n("mechanism", sort=labels, scale={"domain": labels}),
    }
    tooltip = [
        tip("candidate", "Outcome", nominal=True),
        tip("mechanism", "Mechanism", nominal=True),
        tip("exact_text", "Exact loss" if corners else "Exact log-ratio", nominal=True),
    ]
    allowed = f"allowed: up to ε = {epsilon:g}" if corners else f"allowed: ±ε = ±{epsilon:g}"
    band = [{"low": 0 if corners else -epsilon, "high": epsilon, "text": allowed}]
    edges = [{"x": epsilon}] if corners else [{"x": -epsilon}, {"x": epsilon}]
    marked = "datum.mark != ''"
    bars = {
        **row,
        "x": x,
        "x2": {"datum": 0},
        "fill": series("mechanism", labels, [vega.MECHANISM_COLOURS[m] for m in mechanisms]),
        "stroke": {"condition": {"test": marked, "value": INK}, "value": None},
        "strokeWidth": {"condition": {"test": marked, "value": 2.5}, "value": 0},
        "tooltip": tooltip,
    }
    note = {"type": "text", "align": "left", "baseline": "bottom", "dx": 3, "y": 0, "dy": -2, "color": INK}
    layers: list[dict] = [
        layer(band, {"type": "rect", "color": _BAND}, {"x": q("low"), "x2": {"field": "high"}}),
        layer(edges, {"type": "rule", "color": INK, "strokeDash": [5, 3], "strokeWidth": 1.5}, {"x": q("x")}),
        layer(band, note, {"x": q("high"), "text": {"field": "text"}}),
        layer("audit", {"type": "bar", "clip": True, "height": {"band": 0.9}}, bars),
    ]
    for sign, align, dx in ((">=", "left", 3), ("<", "right", -3)):  # the ✗ just beyond the bar's end
        cross = {"type": "text", "align": align, "dx": dx, "fontWeight": "bold", "color": INK, "fontSize": 12}
        shown = [{"filter": f"{marked} && datum.exact {sign} 0"}]
        layers.append(
            layer(
                "audit", cross, {**row, "x": q("exact"), "text": {"field": "mark"}, "tooltip": tooltip}, transform=shown
            )
        )
    if not corners and "estimate" in frame.columns:
        sampled = [*tooltip, tip("estimate_text", "From the simulations", nominal=True)]
        interval = {"type": "rule", "color": INK, "strokeWidth": 1.5, "clip": True}
        diamond = {"type": "point", "shape": "diamond", "filled": True, "size": 45, "color": INK, "clip": True}
        layers += [
            layer(
                "audit",
                interval,
                {**row, "x": q("low"), "x2": {"field": "high"}, "tooltip": sampled},
                transform=[{"filter": "isValid(datum.low) && isValid(datum.high)"}],
            ),
            layer(
                "audit",
                diamond,
                {**row, "x": q("estimate"), "tooltip": sampled},
                transform=[{"filter": "isValid(datum.estimate)"}],
            ),
        ]
    return vega.chart(layers, height=max(120, rows * (len(mechanisms) * per_bar + 8)))
