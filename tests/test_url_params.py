"""Hostile URL parameters on every page: never an exception, and a visible note for every odd value.

Links are typed, pasted and mangled by hand, so each page is opened (through app.py, as in the browser) with one
hostile value at a time, plus a few combinations. For every run: no exception; when the value was odd, at least one
``st.warning`` says so; the link the page writes back parses cleanly (every value clamped into range); a value
taken from the link is never rendered as raw HTML. The pages are globbed, so pages added later are covered too.
Run with ``pytest -s`` to see the counts (inputs tried, warnings shown, exceptions).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

import dpcore
from tests.conftest import live_payloads
from ui.charts import live
from ui.shell.params import EPSILON_MIN, SEED_MAX, TRIALS_OPTIONS, parse_query

ROOT = Path(__file__).resolve().parent.parent
PAGES = ["app.py", *sorted(f"pages/{path.name}" for path in (ROOT / "pages").glob("*.py"))]

#: (URL parameters, whether a note is expected). Every value is a string, as in a real link.
HOSTILE: list[tuple[dict[str, str], bool]] = [
    *[({"epsilon": value}, True) for value in ("0", "-1", "nan", "inf", "-inf", "1e308", "1e-308", "abc", "", "1,5")],
    *[({"trials": value}, True) for value in ("0", "-5", "1e12", str(10**12), "x")],
    *[({"seed": value}, True) for value in ("-1", str(2**64), "1e400", "abc")],
    *[({"scenario": value}, True) for value in ("unknown", "../etc/passwd", "<script>alert(1)</script>")],
    ({"mechanisms": "unknown"}, True),
    ({"mechanisms": "exponential,exponential"}, True),
    ({"mechanisms": ""}, False),  # a legitimate state (every mechanism unticked): the page asks to pick one
    *[({"sensitivity": value}, True) for value in ("0", "-1", "nan", "1e-300", "1e308")],
    ({"monotone": "maybe"}, True),
    ({"present": "2"}, True),
    # Extremes that are each in range but meet in the exponent: ε/Δ = 10/1e-9 and 0.01/1e12.
    ({"epsilon": "10", "sensitivity": "1e-9", "monotone": "0"}, False),
    ({"epsilon": "0.01", "sensitivity": "1e12", "monotone": "1"}, False),
    # Everything hostile at once.
    (
        {
            "scenario": "<img src=http://example.com/x.png>",
            "epsilon": "-inf",
            "sensitivity": "nan",
            "monotone": "maybe",
            "mechanisms": "exponential,<b>x</b>,exponential",
            "trials": "1e400",
            "seed": "-1e400",
            "log": "2",
            "present": "2",
        },
        True,
    ),
]

#: Values that would do harm if rendered as HTML; they must only ever appear escaped.
_MARKUP = ("<script", "<img", "<b>")

_TALLY: Counter[str] = Counter()


def _case_id(query: dict[str, str]) -> str:
    return "&".join(f"{key}={value[:24]}" for key, value in query.items()) or "none"


@pytest.fixture(scope="module", autouse=True)
def summary():
    """Print the totals at the end of the module (visible with ``pytest -s``)."""
    yield
    print(
        f"\nURL parameters: {_TALLY['runs']} page runs on {len(PAGES)} pages ({len(HOSTILE)} hostile links each); "
        f"{_TALLY['odd']} runs with odd values, {_TALLY['warned']} of them showed a warning "
        f"({_TALLY['warnings']} warnings in all); exceptions: {_TALLY['exceptions']}."
    )


def _reparsed_notes(query: dict[str, str]) -> list[str]:
    _, notes = parse_query(
        query,
        scenarios=tuple(dpcore.SCENARIOS),
        mechanisms=tuple(dpcore.MECHANISMS),
        default_mechanisms=tuple(dpcore.MAIN_MECHANISMS),
    )
    return notes


@pytest.mark.parametrize("page", PAGES)
@pytest.mark.parametrize(("query", "odd"), HOSTILE, ids=[_case_id(q) for q, _ in HOSTILE])
def test_hostile_link_never_crashes_and_says_what_it_changed(open_page, page: str, query: dict[str, str], odd: bool):
    # Few runs keep the pages fast; the trials cases set their own.
    at = open_page(page, **({"trials": "100"} | query))
    _TALLY["runs"] += 1
    _TALLY["exceptions"] += len(at.exception)
    warnings = [w.value for w in at.warning]
    _TALLY["warnings"] += len(warnings)
    _TALLY["odd"] += odd
    _TALLY["warned"] += bool(odd and warnings)

    assert not at.exception, [e.value for e in at.exception]
    for element in at.error:
        assert "Traceback" not in element.value
    if odd:
        assert warnings, f"{page}: no warning for the odd link {query}"

    # The link written back is clean: every odd value was replaced by a valid one.
    assert _reparsed_notes(dict(at.query_params)) == [], dict(at.query_params)

    # Text from the link is never rendered as HTML (notes are escaped; only the app's own HTML is unsafe).
    for element in at.markdown:
        if element.proto.allow_html:
            assert not any(marker in element.value for marker in _MARKUP), element.value


@pytest.mark.parametrize(
    ("query", "widget", "expected"),
    [
        ({"epsilon": "0"}, "epsilon", EPSILON_MIN),
        ({"epsilon": "1e308"}, "epsilon", 10.0),
        ({"epsilon": "nan"}, "epsilon", 1.0),
        ({"seed": str(2**64)}, "seed", SEED_MAX),
        ({"seed": "-1"}, "seed", 0),
        ({"trials": str(10**12)}, "trials", TRIALS_OPTIONS[-1]),
        ({"trials": "0"}, "trials", TRIALS_OPTIONS[0]),
    ],
)
def test_explorer_shows_the_clamped_value(open_page, query, widget, expected):
    """The clamped value is what the Explorer's widget shows and what the link now says."""
    at = open_page("pages/1_Explorer.py", **query)
    assert not at.exception
    if widget == "epsilon":  # the ε the live view (ui.charts.live) runs at, as its step payload says
        shown = live.unpack(live_payloads(at)[1])[0]["epsilon"]
    else:
        shown = at.select_slider(key=widget).value if widget == "trials" else at.number_input(key=widget).value
    assert shown == pytest.approx(expected)
    assert float(at.query_params[widget]) == pytest.approx(expected)
