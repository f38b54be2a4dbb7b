"""The Synthetic-data page's four charts and its chart file.

* the likeliest synthetic databases: the selection chart of every page (:mod:`ui.charts.selection_svg`: exact
  probability outlined, share of the sampled releases filled, 95% interval), one row per candidate table;
* how far off a release is: the exact CDF of the released table's max error, the sampled one, and rules at the
  95th percentile and both accuracy bounds (Vega-Lite, from the pieces in :mod:`ui.charts.vega`);
* the error against ε: those four numbers over the ε grid, log-log;
* the marginals of the true data and of one release (the curator view).
"""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd

from dpcore.analyses import smalldb
from dpcore.analyses.smalldb import SmallDBDistribution
from ui.charts import chart_files, selection, selection_svg, vega
from ui.charts.vega import GREY, INK, OKABE_ITO, layer, legend, q, series, tip
from ui.shell import text
from ui.smalldb.result import SmallDBResult

#: Rows of the likeliest-tables chart; on a projector it shows the first few, to fit the first screen with ε.
TOP = 10
PRESENT_TOP = 5
#: What a projector's first screen shows besides the chart's rows (title, ε control, heading, log toggle, legend).
PRESENT_RESERVE = "21rem"
LIKELIEST_TITLE = "The likeliest synthetic databases"
#: SmallDB is the exponential mechanism: its colour in every chart of the app.
COLOUR = vega.MECHANISM_COLOURS["exponential"]

EXACT, SAMPLED = "Exact", "Sampled releases"
QUANTILE, TIGHT, THEOREM = "Exact 95th percentile", "Tighter bound (exact |R|)", "SmallDB accuracy theorem"
EXPECTED = "Exact expected error"
TRUE, SYNTHETIC = "True data", "Synthetic release"
_LEGEND = legend(labelLimit=500, symbolType="stroke")
_RULE_COLOURS = (INK, OKABE_ITO["blue"], OKABE_ITO["vermillion"])
#: The error curve's series: the numbers of :func:`dpcore.analyses.smalldb.error_curve`, their names, colours and
#: dashes.
CURVE_SERIES = {"quantile95": QUANTILE, "expected": EXPECTED, "tight_bound": TIGHT, "theorem_bound": THEOREM}
_CURVE_COLOURS = (INK, "#777777", OKABE_ITO["blue"], OKABE_ITO["vermillion"])
_CURVE_DASHES = ([1, 0], [2, 2], [6, 3], [6, 3])


# ----------------------------------------------------------------------------------------------------------------
# The likeliest synthetic databases (SVG)


def codes(distribution: SmallDBDistribution) -> list[str]:
    """ "01"-style code of every combination (first attribute first), as in the chart's row names."""
    return ["".join(str(v) for v in row) for row in distribution.universe]


def likeliest_rows(result: SmallDBResult, *, count: int = TOP) -> dict[str, list]:
    """The chart's rows (the columns :func:`ui.charts.selection_svg.selection_panel` reads), likeliest table first, from
    :func:`dpcore.analyses.smalldb.likeliest_releases`; ``index`` and ``error`` too, for the table and the caption."""
    dist, runs = result.distribution, result.draws.size
    table = smalldb.likeliest_releases(dist, draws=result.draws, count=count)
    names = codes(dist)
    index = table["index"].tolist()
    return {
        "candidate": [
            " ".join(f"{c}:{k}" for c, k in zip(names, dist.candidates[i], strict=True)) + f"  (error {e:.4f})"
            for i, e in zip(index, table["error"], strict=True)
        ],
        "exact": table["exact"].tolist(),
        "simulated": table["share"].tolist(),
        "lower": table["lower"].tolist(),
        "upper": table["upper"].tolist(),
        "exact_text": [text.probability(p) for p in table["exact"]],
        "simulated_text": [
            f"{c:,} of {runs:,} draws ({text.share(s)})" for c, s in zip(table["count"], table["share"], strict=True)
        ],
        "interval_text": [
            f"{text.share(a)} – {text.share(b)}" for a, b in zip(table["lower"], table["upper"], strict=True)
        ],
        "index": index,
        "error": table["error"].tolist(),
    }


def likeliest_panel(
    rows: dict[str, list], *, log_scale: bool, present: bool = False, panel_width: int | None = None
) -> selection_svg.Panel:
    """The selection chart of ``rows`` on its own probability axis, untitled (the page's heading, or the download's
    title line, names it); ``panel_width`` lays it out for a download."""
    (panel,) = selection.selection_panels(
        [rows], colours=[COLOUR], titles=[None], log_scale=log_scale, present=present, panel_width=panel_width
    )
    return panel


def likeliest_html(rows: dict[str, list], *, log_scale: bool, present: bool) -> str:
    """The chart as the page's HTML (one Markdown element); on a projector only the first :data:`PRESENT_TOP` rows,
    sized to fit the first screen with the ε control."""
    shown = {key: values[:PRESENT_TOP] for key, values in rows.items()} if present else rows
    panel = likeliest_panel(shown, log_scale=log_scale, present=present)
    return selection_svg.panel_row([panel], gap="1rem", reserve=PRESENT_RESERVE)


# ----------------------------------------------------------------------------------------------------------------
# How far off is a release? (Vega-Lite)


def error_rules(result: SmallDBResult) -> pd.DataFrame:
    """Dataset ``rules``: where the 95th percentile and the two bounds lie, with their labels."""
    values = (result.quantile, result.tight_bound, result.theorem_bound)
    labels = ("95th percentile", "tighter bound", "SmallDB theorem")
    return pd.DataFrame(
        {
            "error": values,
            "label": [f"{label} {value:.3f}" for label, value in zip(labels, values, strict=True)],
            "kind": [QUANTILE, TIGHT, THEOREM],
        }
    )


def error_axis_top(result: SmallDBResult) -> float:
    """Room for the sampled errors and the tighter bound; the theorem's bound often lies far beyond."""
    largest = smalldb.largest_sampled_error(result.distribution, draws=result.draws)
    return min(1.0, max(result.tight_bound, largest) * 1.15)


def error_spec(top: float, *, width: int | str = "container") -> dict:
    """Datasets ``errors`` (:func:`dpcore.analyses.smalldb.error_cdf`) and ``rules`` (:func:`error_rules`): the exact
    CDF
    of the released table's max error (black), the sampled one (orange, dashed), rules at the bounds."""
    x = q("error", title="Max error over the marginal queries", scale={"domain": [0, top], "nice": False})
    lines = (EXACT, SAMPLED)
    fold = [
        {"fold": ["exact_cdf", "sampled_cdf"], "as": ["series", "value"]},
        {"calculate": f"datum.series == 'exact_cdf' ? {EXACT!r} : {SAMPLED!r}", "as": "kind"},
    ]
    curve = {
        "x": x,
        "y": q("value", title="Chance the error is at most x", axis={"format": "~%"}),
        "color": series("kind", lines, [INK, COLOUR], guide=_LEGEND),
        "strokeDash": series("kind", lines, [[1, 0], [6, 3]], guide=_LEGEND),
        "tooltip": [
            tip("error", "Error", ".4f"),
            tip("kind", "Series", nominal=True),
            tip("value", "P(error ≤ x)", ".4f"),
        ],
    }
    inside = [{"filter": f"datum.error <= {top}"}]
    rules = series("kind", (QUANTILE, TIGHT, THEOREM), _RULE_COLOURS, guide=_LEGEND)
    label = {"type": "text", "angle": 270, "align": "right", "baseline": "bottom", "dx": -4, "dy": -3, "y": 0}
    spec = vega.chart(
        [
            layer(
                "errors",
                {"type": "line", "interpolate": "step-after", "strokeWidth": 2, "clip": True},
                curve,
                transform=fold,
            ),
            layer(
                "rules",
                {"type": "rule", "strokeWidth": 2, "strokeDash": [4, 3]},
                {
                    "x": q("error"),
                    "color": rules,
                    "tooltip": [tip("kind", "Rule", nominal=True), tip("error", "Error", ".4f")],
                },
                transform=inside,
            ),
            layer(
                "rules",
                label,
                {"x": q("error"), "text": {"field": "label"}, "color": {**rules, "legend": None}},
                transform=inside,
            ),
        ],
        height=260,
        width=width,
    )
    # The lines and the rules each keep their own colours and legend.
    return {**spec, "resolve": {"scale": {"color": "independent", "strokeDash": "independent"}}}


# ----------------------------------------------------------------------------------------------------------------
# The error against ε (Vega-Lite)


def curve_long(curve: pd.DataFrame) -> pd.DataFrame:
    """Dataset ``curve``: one row per ε and series; ``shown`` is the value within the log axis [floor, 1] (every
    error is at most 1, and 0 cannot go on a log axis)."""
    long = curve.melt(id_vars="epsilon", value_vars=list(CURVE_SERIES), var_name="series", value_name="value")
    long["kind"] = long["series"].map(CURVE_SERIES)
    long["shown"] = long["value"].clip(smalldb.curve_floor(curve), 1.0)
    return long


def curve_spec(floor: float, *, epsilon: float, width: int | str = "container") -> dict:
    """Dataset ``curve`` (:func:`curve_long`): the 95th percentile, the expected error and both bounds against ε,
    with the current ε marked."""
    names = list(CURVE_SERIES.values())
    encoding = {
        "x": vega.epsilon_x(),
        "y": q("shown", title="Max query error (log scale)", scale={"type": "log", "domain": [floor, 1]}),
        "color": series("kind", names, _CURVE_COLOURS, guide=_LEGEND),
        "strokeDash": series("kind", names, _CURVE_DASHES, guide=_LEGEND),
        "tooltip": [tip("epsilon", "ε"), tip("kind", "Series", nominal=True), tip("value", "Value", ".4f")],
    }
    line = {"type": "line", "strokeWidth": 2.2, "clip": True, "point": {"filled": True, "size": 16}}
    now = vega.marker("epsilon", epsilon, f"ε = {epsilon:g} (now)", colour=GREY, dash=(3, 3))
    return vega.chart([layer("curve", line, encoding), *now], height=280, width=width)


# ----------------------------------------------------------------------------------------------------------------
# The marginals of the true data and of one release (Vega-Lite, curator view)


def marginals_spec() -> dict:
    """Dataset ``marginals`` (:func:`dpcore.analyses.smalldb.marginals`): each marginal's share in the true data (black
    circle) and in the release (orange diamond), joined by a grey line as long as the difference."""
    kinds = (TRUE, SYNTHETIC)
    y = {"field": "query", "type": "nominal", "sort": None, "title": None, "axis": {"labelLimit": 260}}
    guide = legend(labelLimit=500)
    points = {
        "y": y,
        "x": q("value", title="Share of records", axis={"format": "~%"}, scale={"domain": [0, 1]}),
        "color": series("kind", kinds, [INK, COLOUR], guide=guide),
        "shape": series("kind", kinds, ["circle", "diamond"], guide=guide),
        "tooltip": [
            tip("query", "Records with", nominal=True),
            tip("kind", "In", nominal=True),
            tip("value", "Share", ".4f"),
        ],
    }
    fold = [
        {"fold": ["true", "synthetic"], "as": ["series", "value"]},
        {"calculate": f"datum.series == 'true' ? {TRUE!r} : {SYNTHETIC!r}", "as": "kind"},
    ]
    gap = {"y": y, "x": q("true"), "x2": {"field": "synthetic"}}
    ring = {"type": "point", "filled": False, "size": 90, "strokeWidth": 2.5}
    layers = [
        layer("marginals", {"type": "rule", "color": "#999999", "strokeWidth": 2}, gap),
        layer("marginals", ring, points, transform=fold),
    ]
    return {"width": "container", "height": {"step": 24}, "layer": layers}


# ----------------------------------------------------------------------------------------------------------------
# The chart file (PNG/SVG downloads)


def chart_file(
    rows: dict[str, list],
    curves: Sequence[tuple[dict, dict[str, pd.DataFrame]]],
    *,
    log_scale: bool,
    title: str,
) -> str:
    """The likeliest-tables chart exactly as drawn (:mod:`ui.charts.selection_svg`) above the ``curves`` (Vega-Lite
    specs
    with their datasets), as one SVG document titled with every setting."""
    width = vega.EXPORT_WIDTH
    panel = likeliest_panel(rows, log_scale=log_scale, panel_width=width)
    selection = selection_svg.document([panel], title=LIKELIEST_TITLE, panel_width=width)
    return chart_files.stack([selection, chart_files.vega_svg(vega.document(curves, title=""))], title=title)
