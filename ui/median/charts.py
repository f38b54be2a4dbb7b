"""The private-median page's four charts (Vega-Lite, from the pieces in :mod:`ui.charts.vega`): the output density with
sampled bars, the CDF, the expected error against ε, and the curator's histogram of the true data.

Exact values are black line work; sampled ones orange bars or a dashed orange line, with grey 95% intervals.
"""

from __future__ import annotations

from ui.charts import vega
from ui.charts.vega import GREY, INK, kind, layer, legend, n, q, series, tip

EXACT, SAMPLED, INTERVAL = "Exact density", "Sampled outputs", "95% interval"
EXACT_CDF, SAMPLED_CDF = "Exact CDF", "Sampled outputs (share at or below)"
EXACT_ERROR, SAMPLED_ERROR = "Exact expected error", "Mean error of the sampled outputs (95% interval)"
_ORANGE = vega.OKABE_ITO["orange"]
_LEGEND = legend(labelLimit=500)


def _released(unit: str, window: tuple[float, float], field: str) -> dict:
    title = f"Released median ({unit})" if unit else "Released median"
    return q(field, title=title, scale={"domain": list(window), "nice": False})


def density_spec(*, unit: str, window: tuple[float, float], width: int | str = "container") -> dict:
    """Datasets ``bins`` (:func:`dpcore.analyses.median.binned_law`) and ``steps``
    (:func:`dpcore.analyses.median.density_steps`)."""
    # Fill (sampled bars) and stroke (exact line, interval) get separate legends, so the symbols match the marks.
    fill = series("fill_kind", [SAMPLED], [_ORANGE], guide=_LEGEND)
    stroke = series("stroke_kind", [EXACT, INTERVAL], [INK, GREY], guide={**_LEGEND, "symbolType": "stroke"})
    tooltip = [
        tip("bin_left", "From", ",.4g"),
        tip("bin_right", "To", ",.4g"),
        tip("exact_probability", "Exact probability", ".4f"),
        tip("sampled_share", "Sampled share", ".4f"),
    ]
    bars = {
        "x": _released(unit, window, "bin_left"),
        "x2": {"field": "bin_right"},
        "y": q("sampled_density", title="Probability density", scale={"domainMin": 0}),
        "y2": {"datum": 0},
        "fill": fill,
        "tooltip": tooltip,
    }
    middle = {"calculate": "(datum.bin_left + datum.bin_right) / 2", "as": "mid"}
    interval = {"x": q("mid"), "y": q("lower_density"), "y2": {"field": "upper_density"}, "stroke": stroke}
    step = {"type": "line", "interpolate": "step-after", "strokeWidth": 2, "clip": True}
    layers = [
        layer("bins", {"type": "bar", "opacity": 0.75, "binSpacing": 1}, bars, transform=[kind(SAMPLED, "fill_kind")]),
        layer(
            "bins",
            {"type": "rule", "strokeWidth": 1.5},
            {**interval, "tooltip": tooltip},
            transform=[kind(INTERVAL, "stroke_kind"), middle],
        ),
        layer(
            "steps", step, {"x": q("x"), "y": q("density"), "stroke": stroke}, transform=[kind(EXACT, "stroke_kind")]
        ),
    ]
    return vega.chart(layers, height=300, width=width)


def cdf_spec(*, unit: str, window: tuple[float, float], width: int | str = "container") -> dict:
    """Dataset ``cdf`` (:func:`dpcore.analyses.median.cdf_table`): exact (black) and sampled (orange, dashed) CDF."""
    kinds = [EXACT_CDF, SAMPLED_CDF]
    fold = [
        {"fold": ["exact_cdf", "sampled_cdf"], "as": ["series", "value"]},
        {"calculate": f"datum.series == 'exact_cdf' ? {EXACT_CDF!r} : {SAMPLED_CDF!r}", "as": "kind"},
    ]
    encoding = {
        "x": _released(unit, window, "x"),
        "y": q("value", title="Chance the release is at or below x", axis={"format": "~%"}),
        "color": series("kind", kinds, [INK, _ORANGE], guide=_LEGEND),
        "strokeDash": series("kind", kinds, [[1, 0], [6, 3]], guide=_LEGEND),
        "tooltip": [tip("x", "x", ",.4g"), tip("kind", "Series", nominal=True), tip("value", "P(release ≤ x)", ".4f")],
    }
    mark = {"type": "line", "strokeWidth": 2, "clip": True}
    return vega.chart([layer("cdf", mark, encoding, transform=fold)], height=260, width=width)


def curve_spec(*, width: int | str = "container") -> dict:
    """Datasets ``curve`` (ε, expected_error), ``now`` (the sampled mean error at the current ε, its interval) and
    ``epsilon_now`` (:func:`ui.charts.vega.epsilon_now`)."""
    colour = series("kind", [EXACT_ERROR, SAMPLED_ERROR], [INK, _ORANGE], guide=_LEGEND)
    y = q("expected_error", title="Expected error (log scale)", scale={"type": "log"})
    exact = {"type": "line", "strokeWidth": 2, "point": {"filled": True, "size": 18}}
    tooltip = [tip("epsilon", "ε"), tip("expected_error", "Expected error", ",.4g")]
    now_tip = [
        tip("epsilon", "ε (current)"),
        tip("exact", "Exact expected error", ",.4g"),
        tip("sampled_mean", "Sampled mean", ",.4g"),
    ]
    sampled = [kind(SAMPLED_ERROR)]
    layers = [
        layer(
            "curve",
            exact,
            {"x": vega.epsilon_x(), "y": y, "color": colour, "tooltip": tooltip},
            transform=[kind(EXACT_ERROR)],
        ),
        *vega.moving_marker("epsilon", "epsilon_now", colour=GREY, dash=(3, 3)),
        layer(
            "now",
            {"type": "rule", "strokeWidth": 3},
            {"x": q("epsilon"), "y": q("sampled_lower"), "y2": {"field": "sampled_upper"}, "color": colour},
            transform=sampled,
        ),
        layer(
            "now",
            {"type": "point", "shape": "diamond", "filled": True, "size": 110},
            {"x": q("epsilon"), "y": q("sampled_mean"), "color": colour, "tooltip": now_tip},
            transform=sampled,
        ),
    ]
    return vega.chart(layers, height=260, width=width)


def curator_spec(*, unit: str) -> dict:
    """Datasets ``values`` (:func:`dpcore.analyses.median.value_histogram`) and ``median`` (the true median and its
    label)."""
    bars = {
        "x": q("bin_left", title=f"Value ({unit})" if unit else "Value", scale={"nice": False}),
        "x2": {"field": "bin_right"},
        "y": q("count", title="Number of values"),
        "y2": {"datum": 0},
        "tooltip": [tip("bin_left", "From", ",.4g"), tip("bin_right", "To", ",.4g"), tip("count", "Values")],
    }
    note = {"type": "text", "align": "left", "dx": 5, "y": -4, "baseline": "bottom", "fontWeight": "bold"}
    layers = [
        layer("values", {"type": "bar", "color": vega.OKABE_ITO["blue"], "binSpacing": 1}, bars),
        layer("median", {"type": "rule", "color": vega.OKABE_ITO["vermillion"], "strokeWidth": 3}, {"x": q("median")}),
        layer("median", note, {"x": q("median"), "text": n("label")}),
    ]
    return vega.chart(layers, height=200)
