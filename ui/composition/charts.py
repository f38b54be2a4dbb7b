"""The composition page's chart (Vega-Lite, from the pieces in :mod:`ui.charts.vega`): one line per bound on the total
ε against k, labelled at its end, and a dashed rule at the k read off. Solid lines hold for any ε-DP selection,
dashed ones for the exponential mechanism only, so the lines differ by more than colour; the end labels name them.
"""

from __future__ import annotations

from dataclasses import dataclass

import pandas as pd

from ui.charts import vega
from ui.charts.vega import GREY, layer, q, series, tip
from ui.shell.text import scientific

ANY_DP = "Holds for any ε-DP selection (permute-and-flip, report-noisy-max, exponential mechanism)"
EM_ONLY = "Holds for the exponential mechanism only (ε-bounded range)"


@dataclass(frozen=True)
class Method:
    column: str  # in dpcore.composition_table
    label: str  # in the legend and the table
    short: str  # written at the end of the line
    applies: str
    colour: str
    dash: tuple[int, int]


_SOLID, _DASHED = (1, 0), (7, 4)  # solid: any ε-DP selection; dashed: the exponential mechanism only
_COLOUR = vega.OKABE_ITO
METHODS: tuple[Method, ...] = (
    Method("basic", "Basic kε", "Basic", ANY_DP, _COLOUR["black"], _SOLID),
    Method("advanced", "Advanced composition", "Advanced", ANY_DP, _COLOUR["reddish_purple"], _SOLID),
    Method("optimal_pure", "Optimal ε-DP (KOV)", "Optimal ε-DP", ANY_DP, _COLOUR["blue"], _SOLID),
    Method("zcdp_pure", "zCDP, ε²/2 each (permute-and-flip)", "zCDP ε²/2", ANY_DP, _COLOUR["bluish_green"], _SOLID),
    Method(
        "zcdp_bounded_range",
        "zCDP, ε²/8 each (exponential mechanism)",
        "zCDP ε²/8",
        EM_ONLY,
        _COLOUR["orange"],
        _DASHED,
    ),
    Method(
        "optimal_bounded_range",
        "Optimal bounded range (exponential mechanism, non-adaptive)",
        "Optimal BR",
        EM_ONLY,
        _COLOUR["vermillion"],
        _DASHED,
    ),
)
HEIGHT = 420
#: The same on a projector, so that the title, the ε control and the chart fit a 1280×720 screen.
PRESENT_HEIGHT = 330


def delta_text(delta: float) -> str:
    """1e-06 as "10⁻⁶" (δ is always a power of ten here)."""
    return scientific(delta).replace("1 × ", "")


def y_top(values: pd.DataFrame) -> float:
    """Top of the y axis: every line, but at most 1.5 × kε (advanced composition can be far worse at large ε)."""
    highest = float(values[[m.column for m in METHODS]].to_numpy().max())
    return min(highest, 1.5 * float(values["basic"].max())) * 1.04


def curves_frame(values: pd.DataFrame) -> pd.DataFrame:
    """Long form of the plotted columns: k, method, method_label, applies, total_epsilon, value_text."""
    parts = [
        pd.DataFrame(
            {
                "k": values["k"],
                "method": method.column,
                "method_label": method.label,
                "applies": method.applies,
                "total_epsilon": values[method.column],
                "value_text": [f"{v:.4f}" for v in values[method.column]],
            }
        )
        for method in METHODS
    ]
    return pd.concat(parts, ignore_index=True)


def labels_frame(values: pd.DataFrame, top: float, *, present: bool) -> pd.DataFrame:
    """The labels at the lines' ends (k max), spread apart so that none sits on another."""
    last = values.iloc[-1]
    ends = [float(last[m.column]) for m in METHODS]
    height = PRESENT_HEIGHT if present else HEIGHT
    heights = vega.spread_labels(ends, top=top, gap=top * (22 if present else 17) / height)
    text = [f"{m.short} {v:.3f}" if v <= top else f"{m.short} {v:,.4g} ↑" for m, v in zip(METHODS, ends, strict=True)]
    return pd.DataFrame(
        {"k": int(last["k"]), "label_y": heights, "method_label": [m.label for m in METHODS], "text": text}
    )


def chart_data(
    values: pd.DataFrame, *, k_mark: int, present: bool, spent: pd.DataFrame | None = None
) -> dict[str, pd.DataFrame]:
    """The chart's datasets: ``curves``, the end ``labels``, the ``mark`` at the k read off and, given, the points of
    what the releases from the current file ``spent`` (:func:`spent_frame`)."""
    found = {
        "curves": curves_frame(values),
        "labels": labels_frame(values, y_top(values), present=present),
        "mark": vega.marker_frame("k", k_mark, f"k = {k_mark}"),
    }
    if spent is not None:
        found["spent"] = spent
    return found


def spent_frame(*, releases: int, epsilon: float, zcdp_epsilon: float | None, delta: float) -> pd.DataFrame:
    """What a file's releases spent, as points at k = the number of releases: their pure ε total and, when every
    release was the exponential mechanism, their zCDP total as ε at the chart's δ."""
    rows = [{"k": releases, "total_epsilon": epsilon, "what": "Your releases: pure ε (basic)", "shape": "diamond"}]
    if zcdp_epsilon is not None:
        rows.append(
            {
                "k": releases,
                "total_epsilon": zcdp_epsilon,
                "what": f"Your releases: zCDP, as ε at δ = {delta_text(delta)}",
                "shape": "triangle-up",
            }
        )
    frame = pd.DataFrame(rows)
    frame["label"] = ["your releases"] + [""] * (len(frame) - 1)  # written once, beside the ◆
    frame["value_text"] = [f"{value:.4f}" for value in frame["total_epsilon"]]
    return frame


def spec(
    values: pd.DataFrame,
    *,
    k_max: int,
    delta: float,
    log_k: bool,
    present: bool,
    width: int | str,
    spent: bool = False,
) -> dict:
    """One line per bound against k, labelled at its end; a dashed rule at the k read off (dataset ``mark``); with
    ``spent``, black points for what the current file's releases spent (dataset ``spent``, :func:`spent_frame`)."""
    font = 17 if present else 12
    x = q(
        "k",
        title="Number of selections k" + (" (log scale)" if log_k else ""),
        scale={"type": "log" if log_k else "linear", "domain": [1, k_max], "nice": False},
        axis={"tickCount": 8, "format": "d"},
    )
    y = q(
        "total_epsilon",
        title=f"Total ε (at δ = {delta_text(delta)})",
        scale={"domain": [0, y_top(values)], "nice": False},
    )
    # Colour and dash share one legend: solid lines hold for any ε-DP selection, dashed for the exponential
    # mechanism only, so the lines differ by more than colour; the end labels name them too.
    guide = {"title": None, "orient": "bottom", "columns": 2, "labelLimit": 600, "symbolStrokeWidth": 2.5}
    domain = [m.label for m in METHODS]
    colour = series("method_label", domain, [m.colour for m in METHODS], guide=guide)
    dash = series("method_label", domain, [list(m.dash) for m in METHODS], guide=guide)
    tooltip = [
        tip("method_label", "Bound", nominal=True),
        tip("k", "k"),
        tip("value_text", "Total ε", nominal=True),
        tip("applies", "Applies to", nominal=True),
    ]
    end = {"type": "text", "align": "left", "baseline": "middle", "dx": 8, "fontSize": font, "fontWeight": "bold"}
    no_legend = {**colour, "legend": None}
    layers = [
        layer(
            "curves",
            {"type": "line", "clip": True, "strokeWidth": 2.5},
            {"x": x, "y": y, "color": colour, "strokeDash": dash, "tooltip": tooltip},
        ),
        layer(
            "curves",
            {"type": "point", "clip": True, "filled": True, "size": 14},
            {"x": x, "y": q("total_epsilon"), "color": no_legend, "tooltip": tooltip},
        ),
        *vega.moving_marker("k", "mark", colour=GREY, dash=(3, 3), font_size=font),
        layer("labels", end, {"x": q("k"), "y": q("label_y"), "text": {"field": "text"}, "color": no_legend}),
    ]
    if spent:
        spent_tip = [
            tip("what", "Spent", nominal=True),
            tip("k", "Releases"),
            tip("value_text", "Total ε", nominal=True),
        ]
        layers.append(
            layer(
                "spent",
                {"type": "point", "filled": True, "size": 190 if present else 140, "color": vega.INK, "clip": True},
                {
                    "x": x,
                    "y": q("total_epsilon"),
                    "shape": {"field": "shape", "type": "nominal", "scale": None},
                    "tooltip": spent_tip,
                },
            )
        )
        note = {"type": "text", "align": "left", "dx": 9, "dy": -9, "fontSize": font, "fontWeight": "bold"}
        layers.append(
            layer("spent", {**note, "color": vega.INK}, {"x": x, "y": q("total_epsilon"), "text": {"field": "label"}})
        )
    return vega.chart(layers, height=PRESENT_HEIGHT if present else HEIGHT, width=width)
