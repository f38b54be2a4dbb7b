"""The privacy-vs-utility page's three charts (Vega-Lite, from the pieces in :mod:`ui.charts.vega`): the chance of
choosing the best against ε, the expected shortfall against ε with the exponential mechanism's bound, and the
EM ÷ permute-and-flip shortfall ratio. Each mechanism keeps its colour and a dash of its own, so lines differ by
more than colour; the current ε is a black rule, the simulated value now a diamond with its 95% interval.
"""

from __future__ import annotations

import numpy as np
import pandas as pd

import dpcore
from dpcore.selection.exact_vs_simulated import simulated_best, simulated_regret
from ui.charts import vega
from ui.charts.vega import GREY, INK, layer, q, series, tip
from ui.shell import text
from ui.utility.result import EPSILON_MAX, EPSILON_MIN, TARGET, UtilityData

BOUND_LABEL = "Bound for the exponential mechanism: (R/ε)·ln K"
HEIGHT = 320
#: Height of the first chart's plot on a projector: with the title, the ε control, the axis and the legend it fits a
#: 1280×720 screen.
PRESENT_HEIGHT = 230
_DASHES = {"exponential": [1, 0], "report_noisy_max": [7, 3], "permute_and_flip": [2, 2]}
_DASH_OTHERS = [4, 2, 1, 2]
_BOUND_DASH = [10, 4]
_X_TITLE = "Privacy budget ε (log scale): more privacy ← → more accuracy"
_DIAMOND = {"type": "point", "shape": "diamond", "size": 90, "filled": True, "stroke": INK, "clip": True}


def _x() -> dict:
    return vega.epsilon_x(low=EPSILON_MIN, high=EPSILON_MAX, title=_X_TITLE)


def _lines(mechanisms: list[str], *, bound: bool = False) -> tuple[dict, dict]:
    """Colour and dash channels of the ``series`` field: one per mechanism (and the bound, black, long dashes)."""
    labels = [dpcore.MECHANISM_LABELS[m] for m in mechanisms]
    colours = [vega.MECHANISM_COLOURS.get(m, INK) for m in mechanisms]
    dashes = [_DASHES.get(m, _DASH_OTHERS) for m in mechanisms]
    if bound:
        labels, colours, dashes = [*labels, BOUND_LABEL], [*colours, INK], [*dashes, _BOUND_DASH]
    guide = vega.legend(direction="vertical")
    return series("series", labels, colours, guide=guide), series("series", labels, dashes, guide=guide)


def chance_frames(data: UtilityData, scores: np.ndarray, epsilon: float, *, log_scale: bool) -> dict[str, pd.DataFrame]:
    """The chance chart's datasets: exact curves, the target marks, and the simulated value now (on the log scale
    the chance of missing the best, 1 − P(best), which dpcore keeps accurate when tiny)."""
    column = "probability_of_miss" if log_scale else "probability_of_best"
    curves = pd.DataFrame(
        {"series": data.curves["label"], "epsilon": data.curves["epsilon"], "value": data.curves[column]}
    )
    target = 1 - TARGET if log_scale else TARGET
    needed = pd.DataFrame(
        [
            {"series": dpcore.MECHANISM_LABELS[m], "epsilon": v, "value": target, "text": f"ε = {v:.3g}"}
            for m, v in data.needed.items()
            if EPSILON_MIN <= v <= EPSILON_MAX
        ],
        columns=["series", "epsilon", "value", "text"],
    )
    rows = []
    for result in data.now:
        share, low, high = simulated_best(result, scores)
        if log_scale:
            share, low, high = 1 - share, 1 - high, 1 - low
        rows.append(
            {
                "series": dpcore.MECHANISM_LABELS[result.mechanism],
                "epsilon": epsilon,
                "simulated": share,
                "lower": low,
                "upper": high,
                "text": f"{text.share(share)} of {result.trials:,} runs",
            }
        )
    simulated = pd.DataFrame(rows, columns=["series", "epsilon", "simulated", "lower", "upper", "text"])
    return {"curves": curves, "needed": needed, "simulated": simulated, "now": vega.epsilon_now(epsilon)}


def chance_spec(frames: dict[str, pd.DataFrame], mechanisms: list[str], *, log_scale: bool) -> dict:
    """Exact P(best) (or, on a log scale, P(miss)) per mechanism against ε; triangles at the ε for the target."""
    colour, dash = _lines(mechanisms)
    if log_scale:
        positive = frames["curves"]["value"][frames["curves"]["value"] > 0]
        domain, ticks = vega.log_ticks(max(float(positive.min()) if len(positive) else 1e-12, 1e-30), 1.0)
        title = "Chance of missing the best (log)"
        y = q("value", scale={"type": "log", "domain": domain, "nice": False}, axis={"format": "~e", "values": ticks})
    else:
        title = "Chance of choosing the best"
        y = q("value", scale={"domain": [0, 1]}, axis={"format": "~%"})
    y["title"] = title
    mechanism = tip("series", "Mechanism", nominal=True)
    tooltip = [mechanism, tip("epsilon", "ε", ".3g"), tip("value", title, ".4~g")]
    at_now = {"x": q("epsilon"), "color": {**colour, "legend": None}}
    target = 1 - TARGET if log_scale else TARGET
    layers = [
        *vega.marker("value", target, f"{TARGET:.0%} chance of the best", horizontal=True, colour=GREY, dash=(3, 3)),
        layer(
            "curves",
            {"type": "line", "strokeWidth": 2.5, "clip": True},
            {"x": _x(), "y": y, "color": colour, "strokeDash": dash, "tooltip": tooltip},
        ),
        layer(
            "needed",
            {"type": "point", "shape": "triangle-down", "size": 140, "filled": True, "stroke": INK},
            {
                **at_now,
                "y": q("value"),
                "tooltip": [mechanism, tip("text", f"ε for a {TARGET:.0%} chance", nominal=True)],
            },
        ),
        *vega.moving_marker("epsilon", "now"),
        layer(
            "simulated",
            {"type": "rule", "color": INK, "strokeWidth": 2, "clip": True},
            {"x": q("epsilon"), "y": q("lower"), "y2": {"field": "upper"}},
        ),
        layer(
            "simulated",
            _DIAMOND,
            {**at_now, "y": q("simulated"), "tooltip": [mechanism, tip("text", "Simulated now", nominal=True)]},
        ),
    ]
    return vega.chart(layers, height=HEIGHT)


def regret_frames(data: UtilityData, scores: np.ndarray, epsilon: float) -> dict[str, pd.DataFrame]:
    """The shortfall chart's datasets: exact curves with the bound (``curves``), the simulated value now."""
    curves = pd.DataFrame(
        {"series": data.curves["label"], "epsilon": data.curves["epsilon"], "value": data.curves["expected_regret"]}
    )
    bound = pd.DataFrame({"series": BOUND_LABEL, "epsilon": data.bound["epsilon"], "value": data.bound["regret_bound"]})
    simulated = pd.DataFrame(
        {
            "series": [dpcore.MECHANISM_LABELS[r.mechanism] for r in data.now],
            "epsilon": epsilon,
            "simulated": [simulated_regret(r, scores) for r in data.now],
        }
    )
    return {
        "curves": pd.concat([curves, bound], ignore_index=True),
        "simulated": simulated,
        "now": vega.epsilon_now(epsilon),
    }


def regret_spec(frames: dict[str, pd.DataFrame], mechanisms: list[str]) -> dict:
    """Exact expected shortfall per mechanism against ε, on a log scale, under the exponential mechanism's bound."""
    colour, dash = _lines(mechanisms, bound=True)
    values = frames["curves"]["value"]
    positive = values[values > 0]
    top = float(positive.max()) if len(positive) else 1.0
    domain, ticks = vega.log_ticks(max(float(positive.min()) if len(positive) else top * 1e-6, top * 1e-12), top)
    y = q(
        "value",
        scale={"type": "log", "domain": domain},
        axis={"format": "~g", "values": ticks},
        title="Expected shortfall (log scale)",
    )
    tooltip = [
        tip("series", "Line", nominal=True),
        tip("epsilon", "ε", ".3g"),
        tip("value", "Expected shortfall", ".4~g"),
    ]
    simulated_tip = [tip("series", "Mechanism", nominal=True), tip("simulated", "Simulated now", ".4~g")]
    layers = [
        layer(
            "curves",
            {"type": "line", "strokeWidth": 2.5, "clip": True},
            {"x": _x(), "y": y, "color": colour, "strokeDash": dash, "tooltip": tooltip},
            transform=[{"filter": "datum.value > 0"}],
        ),
        *vega.moving_marker("epsilon", "now"),
        layer(
            "simulated",
            _DIAMOND,
            {"x": q("epsilon"), "y": q("simulated"), "color": {**colour, "legend": None}, "tooltip": simulated_tip},
            transform=[{"filter": "datum.simulated > 0"}],
        ),
    ]
    return vega.chart(layers, height=HEIGHT)


def ratio_spec() -> dict:
    """Datasets ``ratio`` (the exponential mechanism's expected shortfall ÷ permute-and-flip's, in its band [1, 2])
    and ``now`` (:func:`ui.charts.vega.epsilon_now`)."""
    band = [{"low": 1.0, "high": 2.0, "text": "always between 1 and 2 (McKenna & Sheldon 2020)"}]
    note = {"type": "text", "align": "left", "baseline": "top", "dx": 4, "dy": 4, "x": 0, "color": GREY}
    y = q("ratio", scale={"domain": [0.8, 2.2]}, title="Shortfall ratio EM ÷ P&F")
    line = {"type": "line", "strokeWidth": 2.5, "color": INK, "point": {"filled": True, "size": 18}}
    layers = [
        layer(band, {"type": "rect", "color": "#EEEEEE"}, {"y": q("low"), "y2": {"field": "high"}}),
        layer(band, note, {"y": q("high"), "text": {"field": "text"}}),
        layer(
            "ratio",
            line,
            {"x": _x(), "y": y, "tooltip": [tip("epsilon", "ε", ".3g"), tip("ratio", "Ratio", ".4f")]},
            transform=[{"filter": "isFinite(datum.ratio)"}],
        ),
        *vega.moving_marker("epsilon", "now"),
    ]
    return vega.chart(layers, height=240)
