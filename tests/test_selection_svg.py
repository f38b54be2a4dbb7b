"""The server-drawn selection chart: axis, geometry against the numbers it carries, hover boxes, safety."""

from __future__ import annotations

from xml.etree import ElementTree

import numpy as np
import pytest

from tests.conftest import svg_panels
from ui.charts import selection_svg
from ui.charts.selection_svg import (
    LABELS_ABOVE_BARS_UP_TO,
    panel_row,
    position,
    probability_domain,
    selection_panel,
    ticks,
)


def rows(names: list[str], exact: list[float], simulated: list[float]) -> dict[str, list]:
    """A chart's columns as ``ui.charts.selection.chart_rows`` gives them (intervals ±0.01 around the share)."""
    return {
        "candidate": names,
        "exact": exact,
        "simulated": simulated,
        "lower": [max(s - 0.01, 0.0) for s in simulated],
        "upper": [min(s + 0.01, 1.0) for s in simulated],
        "exact_text": [f"{p:.6f}" for p in exact],
        "simulated_text": [f"{round(s * 1000)} of 1,000 runs" for s in simulated],
        "interval_text": ["±1%"] * len(names),
    }


def parse(svg: str) -> ElementTree.Element:
    return ElementTree.fromstring(svg)


def percent(value: str) -> float:
    assert value.endswith("%"), value
    return float(value[:-1])


@pytest.mark.parametrize(
    ("domain", "labels"),
    [
        ((0.0, 0.85), ["0%", "20%", "40%", "60%", "80%"]),
        ((0.0, 1.0), ["0%", "20%", "40%", "60%", "80%", "100%"]),
        ((0.0, 0.05), ["0%", "1%", "2%", "3%", "4%", "5%"]),
        ((0.0, 0.3), ["0%", "10%", "20%", "30%"]),
    ],
)
def test_linear_ticks_are_round_and_at_most_six(domain, labels):
    found = ticks(domain, log_scale=False)
    assert [label for _, label in found] == labels
    assert all(0.0 <= value <= domain[1] + 1e-12 for value, _ in found)


def test_log_ticks_are_powers_of_ten_with_about_six_labels():
    found = ticks((1e-12, 1.0), log_scale=True)
    assert [value for value, _ in found] == pytest.approx([10.0**k for k in range(-12, 1)])
    labelled = [label for _, label in found if label]
    assert labelled == ["10⁻¹²", "10⁻⁹", "10⁻⁶", "10⁻³", "1"]
    assert [label for _, label in ticks((1e-3, 1.0), log_scale=True)] == ["10⁻³", "10⁻²", "10⁻¹", "1"]


def test_position_linear_log_and_clipped():
    np.testing.assert_allclose(position([0.0, 0.25, 0.5, 0.7], (0.0, 0.5), log_scale=False), [0.0, 0.5, 1.0, 1.0])
    np.testing.assert_allclose(position([1e-6, 1e-3, 1.0, 0.0, 1e-9], (1e-6, 1.0), log_scale=True), [0, 0.5, 1, 0, 0])


def test_domain_is_shared_and_tidy():
    assert probability_domain([0.31, 0.12, 0.0], log_scale=False) == (0.0, 0.35)
    assert probability_domain([0.999], log_scale=False) == (0.0, 1.0)
    assert probability_domain([0.5, 3e-7, 0.0], log_scale=True) == (1e-7, 1.0)
    assert probability_domain([0.5, 1e-300], log_scale=True) == (1e-12, 1.0)  # the log axis stops at its floor


@pytest.mark.parametrize("log_scale", [False, True])
def test_bars_are_drawn_at_the_values_each_row_carries(log_scale):
    """Every bar's length is the value the row states, on the panel's axis (to the 0.001% the markup keeps)."""
    names = ["alpha", "beta", "gamma", "delta"]
    data = rows(names, [0.6, 0.3, 0.0999, 1e-4], [0.61, 0.28, 0.11, 0.0])
    domain = probability_domain(data["exact"] + data["upper"] + data["lower"], log_scale=log_scale)
    svg = parse(selection_panel(data, domain=domain, log_scale=log_scale, colour="#E69F00", title="T").svg)
    drawn = [g for g in svg if g.get("data-testid") == "pcRow"]
    assert [next(g.iter("text")).text for g in drawn] == names
    for g, exact, simulated, low, high in zip(
        drawn, data["exact"], data["simulated"], data["lower"], data["upper"], strict=True
    ):
        assert float(g.get("data-exact")) == exact and float(g.get("data-simulated")) == simulated
        filled, outline = (r for r in g if r.tag == "rect")
        (interval,) = (line for line in g if line.tag == "line")
        expected = 100 * position([simulated, exact, low, high], domain, log_scale=log_scale)
        assert percent(filled.get("width")) == pytest.approx(expected[0], abs=2e-3)
        assert percent(outline.get("width")) == pytest.approx(expected[1], abs=2e-3)
        assert outline.get("fill") == "none" and outline.get("stroke") == "#111111"  # outline, not colour alone
        assert filled.get("fill") == "#E69F00"
        assert percent(interval.get("x1")) == pytest.approx(expected[2], abs=2e-3)
        assert percent(interval.get("x2")) == pytest.approx(expected[3], abs=2e-3)


def test_many_candidates_move_names_to_a_clipped_column():
    count = LABELS_ABOVE_BARS_UP_TO + 5
    names = [f"candidate number {i} with a long name" for i in range(count)]
    data = rows(names, [1 / count] * count, [1 / count] * count)
    svg = parse(selection_panel(data, domain=(0.0, 0.05), log_scale=False, colour="#000000").svg)
    drawn = [g for g in svg if g.get("data-testid") == "pcRow"]
    assert len(drawn) == count
    for g in drawn:
        (column,) = (child for child in g if child.tag == "svg")
        assert column.get("overflow") == "hidden" and percent(column.get("width")) < 40
        bars = [r for r in g if r.tag == "rect"]
        assert all(percent(r.get("x")) > 34 for r in bars)  # the bars start right of the names


def test_each_row_gets_a_hover_box_with_its_numbers():
    data = rows(["a", "b", "c"], [0.5, 0.3, 0.2], [0.5, 0.3, 0.2])
    panel = selection_panel(data, domain=(0.0, 0.55), log_scale=False, colour="#000000")
    block = parse(panel_row([panel], gap="1rem"))
    (cell,) = (div for div in block if div.tag == "div")
    boxes = [div for div in cell if div.get("data-testid") == "pcTip"]
    assert [box.get("data-tip").split("\n") for box in boxes][1] == [
        "b",
        "Exact probability: 0.300000",
        "Simulated: 300 of 1,000 runs",
        "95% interval: ±1%",
    ]
    # Each box lies over its row (the same pixels as the row's name and bar), and opens away from the nearer end.
    drawn = [g for g in parse(panel.svg) if g.get("data-testid") == "pcRow"]
    for box, row in zip(boxes, drawn, strict=True):
        top, height = (float(v.split(":")[1].removesuffix("px")) for v in box.get("style").split(";"))
        row_top = float(row.get("transform").removeprefix("translate(0 ").removesuffix(")"))
        name_y = row_top + float(next(row.iter("text")).get("y"))  # a row's marks are placed from its top
        assert top < name_y < top + height
    assert ["pc-up" in box.get("class") for box in boxes] == [False, False, True]
    assert "pc-hit:hover::after{content:attr(data-tip)" in selection_svg.HOVER_CSS
    assert selection_panel(data, domain=(0.0, 0.55), log_scale=False, colour="#0", hover=False).hover_boxes == ""


def test_hostile_names_stay_text_and_nothing_is_fetched():
    names = ['<img src="http://example.com/x.png">', "a & b", "'quoted' \"name\"", "line\n\nbreak"]
    data = rows(names, [0.25] * 4, [0.25] * 4)
    panel = selection_panel(data, domain=(0.0, 0.3), log_scale=False, colour="#000000", title="<b>T</b>")
    block = panel_row([panel], gap="1rem")
    assert "\n" not in block  # a blank line would end the Markdown HTML block
    assert "<img" not in block and "<b>" not in block
    # Nothing that could fetch a resource or run code: no such element, no such attribute, no CSS url().
    elements = list(parse(block).iter())
    assert not {e.tag for e in elements} & {"img", "image", "use", "a", "script", "foreignObject", "iframe"}
    attributes = {name for e in elements for name in e.attrib}
    assert not any(name in {"href", "src", "xlink:href"} or name.startswith("on") for name in attributes)
    assert "url(" not in block
    (frame,) = svg_panels(block)
    assert list(frame["candidate"]) == names


def test_document_lays_panels_side_by_side():
    data = rows(["a", "b"], [0.7, 0.3], [0.7, 0.3])
    panels = [
        selection_panel(
            data,
            domain=(0.0, 0.75),
            log_scale=False,
            colour="#000000",
            title=f"P{i}",
            hover=False,
            **selection_svg.side_by_side(i, panel_width=300),
        )
        for i in range(3)
    ]
    document = selection_svg.document(panels, title="Title & more", panel_width=300)
    root = parse(document)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    nested = [child for child in root if child.tag.endswith("svg")]
    assert [int(child.get("x")) for child in nested] == [20, 360, 700]
    assert all(child.get("width") == "300" for child in nested)
    assert int(root.get("width")) >= 700 + 300
    assert int(root.get("height")) >= max(panel.height for panel in panels) + 48


def test_projector_panels_take_their_row_height_from_the_window():
    """Present mode: rows are spaced by the CSS variable --pc-row (set on the row of charts from the window's
    height), the card above names the chart, one legend serves all charts, and left-out candidates are counted."""
    count = selection_svg.LABELS_ABOVE_BARS_IN_PRESENT_UP_TO
    data = rows([f"c{i}" for i in range(count)], [1 / count] * count, [1 / count] * count)
    panel = selection_panel(data, domain=(0.0, 0.2), log_scale=False, colour="#000000", title="T", present=True, more=5)
    svg = parse(panel.svg)
    drawn = [g for g in svg if g.get("data-testid") == "pcRow"]
    assert [g.get("style") for g in drawn[:2]] == [
        "transform:translateY(calc(4px + var(--pc-row) * 0))",
        "transform:translateY(calc(4px + var(--pc-row) * 1))",
    ]
    assert all(next(g.iter("svg")).get("overflow") == "hidden" for g in drawn)  # names clipped at the panel's edge
    assert "T" not in [t.text for t in svg.iter("text")] and "Simulated share" not in panel.svg
    assert [t.text for t in svg.iter("text") if t.get("data-testid") == "pcMore"] == ["+ 5 more with lower scores"]
    assert panel.row_css.startswith("--pc-row:clamp(") and "100vh" in panel.row_css
    block = panel_row([panel], gap="1rem", reserve="10rem")
    assert "--pc-reserve:10rem" in block and 'data-testid="pcLegend"' in block
    (frame,) = svg_panels(block)
    assert list(frame["candidate"]) == data["candidate"]
    # More candidates than fit above their bars: names on the left, as on the page without present mode.
    many = rows([f"c{i}" for i in range(count + 1)], [0.1] * (count + 1), [0.1] * (count + 1))
    wide = parse(selection_panel(many, domain=(0.0, 0.2), log_scale=False, colour="#0", present=True).svg)
    assert all(percent(r.get("x")) > 34 for g in wide if g.get("data-testid") == "pcRow" for r in g if r.tag == "rect")
    # Normal mode draws no CSS variable and keeps its own legend.
    plain = selection_panel(data, domain=(0.0, 0.2), log_scale=False, colour="#000000", title="T")
    assert "var(--pc-row)" not in plain.svg and plain.row_css == "" and "Simulated share" in plain.svg


def test_frames_draw_each_pictures_bars_once_and_the_outline_once():
    """Watching the runs: per row one group per picture (its bar and interval), the last one marked to stay."""
    final = rows(["a", "b"], [0.6, 0.4], [0.55, 0.45])
    pictures = [
        {"simulated": [1.0, 0.0], "lower": [0.2, 0.0], "upper": [1.0, 0.8]},
        {"simulated": [0.5, 0.5], "lower": [0.1, 0.1], "upper": [0.9, 0.9]},
        {"simulated": [0.55, 0.45], "lower": [0.54, 0.44], "upper": [0.56, 0.46]},
    ]
    domain = (0.0, 1.0)
    panel = selection_panel(final, domain=domain, log_scale=False, colour="#E69F00", frames=pictures)
    tree = parse(panel.svg)
    chart_rows = [g for g in tree if g.get("data-testid") == "pcRow"]
    assert len(chart_rows) == 2
    for number, row in enumerate(chart_rows):
        groups = [g for g in row if g.tag == "g"]
        assert [g.get("class") for g in groups] == ["pc-f pc-f0", "pc-f pc-f1", "pc-f pc-f2 pc-fl"]
        for picture, group in zip(pictures, groups, strict=True):
            bar, line = group.find("rect"), group.find("line")
            assert percent(bar.get("width")) == pytest.approx(100 * picture["simulated"][number], abs=1e-3)
            assert percent(line.get("x1")) == pytest.approx(100 * picture["lower"][number], abs=1e-3)
            assert percent(line.get("x2")) == pytest.approx(100 * picture["upper"][number], abs=1e-3)
        outlines = [r for r in row if r.tag == "rect" and r.get("fill") == "none"]
        assert len(outlines) == 1 and percent(outlines[0].get("width")) == pytest.approx(100 * final["exact"][number])
        assert float(row.get("data-simulated")) == final["simulated"][number]  # the row carries the final numbers
    # The last picture is the ordinary chart, bar for bar.
    ordinary = parse(selection_panel(final, domain=domain, log_scale=False, colour="#E69F00").svg)
    for row, plain in zip(chart_rows, (g for g in ordinary if g.get("data-testid") == "pcRow"), strict=True):
        last = [g for g in row if g.tag == "g"][-1]
        assert ElementTree.tostring(last.find("rect")) == ElementTree.tostring(plain.find("rect"))
        assert ElementTree.tostring(last.find("line")) == ElementTree.tostring(plain.find("line"))


def test_a_share_beyond_the_axis_ends_in_a_break_mark():
    """After one run a share is 100%, beyond an axis sized for the final picture: that bar says it is cut."""
    final = rows(["a", "b"], [0.6, 0.4], [0.55, 0.45])
    pictures = [
        {"simulated": [1.0, 0.0], "lower": [0.2, 0.0], "upper": [1.0, 0.8]},
        {"simulated": [0.55, 0.45], "lower": [0.54, 0.44], "upper": [0.56, 0.46]},
    ]
    panel = selection_panel(final, domain=(0.0, 0.7), log_scale=False, colour="#E69F00", frames=pictures)
    chart_rows = [g for g in parse(panel.svg) if g.get("data-testid") == "pcRow"]
    marks = [[len(g.findall("line[@class='pc-cut']")) for g in row if g.tag == "g"] for row in chart_rows]
    assert marks == [[2, 0], [0, 0]]  # only "a" after one run; never the last picture, the ordinary chart
    first = next(g for g in chart_rows[0] if g.tag == "g")
    assert percent(first.find("rect").get("width")) == pytest.approx(100.0)  # drawn to the axis end, no further


def test_playback_style_shows_each_picture_in_turn_and_keeps_the_last():
    style = selection_svg.playback_style(4, seconds=0.15, name="pc-play-3")
    assert style.startswith("<style>") and style.endswith("</style>") and "<script" not in style
    assert "@keyframes pc-play-3{from,to{visibility:visible}}" in style
    assert ".pc-f{visibility:hidden;animation:pc-play-3 0.150s step-end 0s 1 none}" in style
    assert [f".pc-f{j}{{animation-delay:{0.15 * j:.3f}s}}" in style for j in range(1, 4)] == [True] * 3
    assert ".pc-fl{animation-fill-mode:forwards}" in style


def test_runs_line_above_the_charts_or_in_a_projectors_legend():
    panel = selection_panel(rows(["a"], [1.0], [1.0]), domain=(0.0, 1.0), log_scale=False, colour="#000000")
    desk = panel_row([panel], gap="1rem", runs=["After 5 of 10 runs"])
    assert 'data-testid="pcRuns"' in desk and "After 5 of 10 runs" in desk
    parse(desk[desk.index('<div data-testid="pcCharts"') :])  # still well-formed
    moving = panel_row([panel], gap="1rem", runs=["After 1 of 2 runs", "All 2 runs"], playback="<style></style>")
    assert moving.count('style="grid-area:1/1"') == 2 and 'class="pc-f pc-f1 pc-fl"' in moving
    projector = selection_panel(
        rows(["a"], [1.0], [1.0]), domain=(0.0, 1.0), log_scale=False, colour="#000000", present=True
    )
    row = panel_row([projector], gap="1rem", runs=["After 5 of 10 runs"])
    legend = row[row.index('data-testid="pcLegend"') :]
    assert 'data-testid="pcRuns"' in legend  # no line of its own on a projector
    assert panel_row([panel], gap="1rem") == panel_row([panel], gap="1rem", runs=[])  # nothing playing: unchanged
