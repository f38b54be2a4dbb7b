"""ui.charts.chart_files: several standalone SVG charts stacked into one downloadable document."""

from __future__ import annotations

from xml.etree import ElementTree

import pytest

from ui.charts import chart_files, selection_svg

SVG = "{http://www.w3.org/2000/svg}svg"


def _panel_document(title: str) -> str:
    rows = {
        "candidate": ["A & B", "C"],
        "exact": [0.7, 0.3],
        "simulated": [0.69, 0.31],
        "lower": [0.6, 0.22],
        "upper": [0.77, 0.4],
    }
    panel = selection_svg.selection_panel(
        rows,
        domain=(0.0, 1.0),
        log_scale=False,
        colour="#E69F00",
        hover=False,
        **selection_svg.side_by_side(0, panel_width=300),
    )
    return selection_svg.document([panel], title=title, panel_width=300)


def test_documents_stack_under_the_title_each_in_its_own_coordinates() -> None:
    first, second = _panel_document("One"), _panel_document("Two <&>")
    (w1, h1), (w2, h2) = chart_files.size(first), chart_files.size(second)
    stacked = chart_files.stack([first, second], title="Both: ε = 1 & seed 7")
    root = ElementTree.fromstring(stacked)  # well-formed: the title and the names are escaped
    width, height = float(root.get("width")), float(root.get("height"))
    nested = [child for child in root if child.tag == SVG]
    assert len(nested) == 2
    tops = [float(child.get("y")) for child in nested]
    assert tops[0] > 30 and tops[1] >= tops[0] + h1  # under the title line, one below the other
    assert width >= max(w1, w2) and height >= tops[1] + h2
    assert [float(child.get("width")) for child in nested] == [w1, w2]  # each keeps its own size
    assert root.find("{http://www.w3.org/2000/svg}text").text == "Both: ε = 1 & seed 7"
    rows = [row for row in root.iter() if row.get("data-testid") == "pcRow"]
    assert [float(row.get("data-exact")) for row in rows] == [0.7, 0.3, 0.7, 0.3]


def test_a_document_without_a_size_is_refused() -> None:
    with pytest.raises(ValueError, match="width and height"):
        chart_files.size('<svg xmlns="http://www.w3.org/2000/svg"></svg>')


def test_vega_lite_is_drawn_to_svg_with_its_size() -> None:
    spec = {"data": {"values": [{"x": 1, "y": 2}]}, "mark": "point", "width": 200, "height": 100}
    drawn = chart_files.vega_svg({**spec, "encoding": {"x": {"field": "x", "type": "quantitative"}}})
    width, height = chart_files.size(drawn)
    assert width >= 200 and height >= 100
