"""A one-page handout for a policy meeting: one self-contained HTML page that prints on one A4 or Letter sheet.

:func:`handout_html` lays out the question, the data's source (named, never its rows), ε said as odds, the page's
one-sentence summary, the charts (the three mechanisms side by side, or the released result), the parameters, the
deep link and the privacy ledger. Nothing is loaded from anywhere: the CSS is inline and each chart is an SVG
embedded as a ``data:`` image (so a chart's own markup can run no script and fetch nothing). Every text is
HTML-escaped. A PDF is the browser's own print ("Save as PDF").

Printing: ``@page`` sets 12 mm margins and no paper size, so the browser's paper is used; the content is laid out
for the smaller of the two sheets in each direction (A4 is narrower, 210 mm; Letter shorter, 279.4 mm), i.e. at most
186 mm × 255 mm, with the charts' height bounded, so it stays one page on either (``tests/test_release.py`` prints it
in chromium on both).
"""

from __future__ import annotations

import base64
import html
import math
from collections.abc import Mapping, Sequence

from dpcore.release.ledger import DEFAULT_DELTA, Ledger
from dpcore.validation import InvalidInputError, check_positive_finite

__all__ = ["MAX_CHARTS", "SENTENCE_CHARACTERS", "epsilon_as_odds", "handout_html"]

#: Most charts a handout shows (three mechanisms side by side, or one released result).
MAX_CHARTS = 3
_MAX_TEXT = 600  # characters of any other text
# Longest texts shown (the rest is cut with "…"), so that everything at these limits still fits one page.
_QUESTION_CHARACTERS = 200
_LONG_SENTENCE = 400
SENTENCE_CHARACTERS = 900  # (the page names at most three candidates, so that its numbers always fit)
_VALUE_CHARACTERS = 60
_LINK_CHARACTERS = 160
_RELEASED_CHARACTERS = 60
_MAX_PARAMETERS = 10  # (a handout states 8)
_LEDGER_ROWS = 5  # releases listed one by one; earlier ones are counted in one line (all are in the total)

_CSS = """
@page { margin: 12mm; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font: 10pt/1.3 "DejaVu Sans", "Helvetica Neue", Arial, sans-serif; color: #1d1d1f; background: #fff; }
.sheet { width: 100%; max-width: 186mm; margin: 0 auto; }
header { border-bottom: 2px solid #1d1d1f; padding-bottom: 1.5mm; margin-bottom: 2.5mm; }
.kicker { font-size: 8.5pt; letter-spacing: .06em; text-transform: uppercase; color: #555; margin: 0; }
h1 { font-size: 14pt; line-height: 1.2; margin: 1mm 0 1mm; }
.note { font-size: 8.3pt; margin: 1.2mm 0 0; }
.source { font-size: 9pt; color: #444; margin: 0; }
.summary { display: flex; gap: 4mm; margin-bottom: 3mm; }
.odds { flex: 0 0 52mm; border: 1.5px solid #1d1d1f; border-radius: 2mm; padding: 2.5mm 3mm; }
.odds .big { font-size: 18pt; font-weight: 700; margin: 0; }
.odds p { margin: 1mm 0 0; font-size: 9pt; }
.sentence { flex: 1 1 auto; font-size: 10pt; margin: 0; align-self: center; }
.sentence.long { font-size: 8.5pt; }
.charts { display: flex; gap: 3mm; margin-bottom: 3mm; }
.charts figure { flex: 1 1 0; margin: 0; min-width: 0; text-align: center; }
.charts img { display: block; width: 100%; height: auto; max-height: 50mm; object-fit: contain; }
.charts figcaption { font-size: 8.5pt; color: #444; margin-top: 1mm; }
.columns { display: flex; gap: 5mm; }
.columns section { flex: 1 1 0; min-width: 0; }
h2 { font-size: 10.5pt; margin: 0 0 1.5mm; border-bottom: 1px solid #bbb; padding-bottom: .5mm; }
table { border-collapse: collapse; width: 100%; font-size: 8.3pt; table-layout: fixed; }
th, td { text-align: left; padding: .4mm 1mm; border-bottom: .5px solid #ddd; vertical-align: top;
  overflow-wrap: anywhere; line-height: 1.25; }
.parameters th { width: 36%; }
col.n { width: 7%; } col.m { width: 25%; } col.r { width: 44%; } col.e { width: 9%; } col.p { width: 15%; }
th { color: #444; font-weight: 600; }
td.number { text-align: right; white-space: nowrap; }
tr.total td { font-weight: 700; border-top: 1px solid #1d1d1f; }
.link { font-size: 8pt; overflow-wrap: anywhere; margin: 2mm 0 0; line-height: 1.25; }
.link a { color: #1d1d1f; }
footer { margin-top: 2mm; font-size: 7.5pt; color: #555; border-top: 1px solid #bbb; padding-top: 1.5mm; }
.print { margin: 4mm auto; display: block; font: inherit; padding: 1.5mm 4mm; }
@media print { .print { display: none; } body { -webkit-print-color-adjust: exact; print-color-adjust: exact; } }
"""


def epsilon_as_odds(epsilon: float) -> str:
    """ε in words: the most any one person's data can multiply the odds of any outcome (e^ε).

    >>> epsilon_as_odds(1.0)
    'Any one person can change the odds of any result by at most ×2.72 (e^ε).'
    """
    epsilon = check_positive_finite(epsilon, "epsilon")
    factor = math.exp(epsilon) if epsilon < 700 else math.inf
    shown = f"{factor:,.2f}" if factor < 1e6 else f"{factor:.3g}"
    return f"Any one person can change the odds of any result by at most ×{shown} (e^ε)."


def handout_html(
    *,
    question: str,
    source: str,
    epsilon: float,
    sentence: str,
    parameters: Mapping[str, object],
    link: str,
    ledger: Ledger | None,
    chart_svgs: Sequence[str],
    delta: float = DEFAULT_DELTA,
) -> str:
    """One self-contained HTML page for a meeting, printing on one A4 or Letter page.

    Parameters
    ----------
    question : str
        What was decided ("Which date suits the committee?").
    source : str
        Where the data came from, in words (a file's name or a tool; never its rows).
    epsilon : float
        The ε the page states, shown as odds (:func:`epsilon_as_odds`).
    sentence : str
        The page's one-sentence summary (of the preview, or of the release).
    parameters : mapping of str to object
        The public parameters, shown as a two-column table (at most 12 rows).
    link : str
        The page's deep link (parameters only).
    ledger : Ledger or None
        The file's privacy ledger (its rows and totals), or None for no releases yet.
    chart_svgs : sequence of str
        Up to three SVG documents (the three mechanisms' charts, or the released result).
    delta : float
        δ of the (ε, δ) statement of a zCDP total.

    Returns
    -------
    str
        The HTML document.
    """
    epsilon = check_positive_finite(epsilon, "epsilon")
    if len(chart_svgs) > MAX_CHARTS:
        raise InvalidInputError(f"A handout shows at most {MAX_CHARTS} charts, got {len(chart_svgs)}.")
    if len(parameters) > _MAX_PARAMETERS:
        raise InvalidInputError(f"A handout lists at most {_MAX_PARAMETERS} parameters, got {len(parameters)}.")
    for svg in chart_svgs:
        if not isinstance(svg, str) or "<svg" not in svg[:2000]:
            raise InvalidInputError("Each chart must be an SVG document (text starting with <svg ...>).")
    figures = "".join(
        f'<figure><img alt="Chart {number}" src="data:image/svg+xml;base64,{_base64(svg)}"></figure>'
        for number, svg in enumerate(chart_svgs, start=1)
    )
    rows = "".join(
        f"<tr><th>{_text(name, 60)}</th><td>{_text(_value(value), _VALUE_CHARACTERS)}</td></tr>"
        for name, value in parameters.items()
    )
    safe_link = link if link.startswith(("http://", "https://", "?", "/")) else ""
    link_html = ""
    if safe_link:
        anchor = f'<a href="{html.escape(safe_link, quote=True)}">{_text(link, _LINK_CHARACTERS)}</a>'
        link_html = f'<p class="link">Open these settings: {anchor}</p>'
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{_text(question, 120)}</title>
<style>{_CSS}</style>
</head>
<body>
<div class="sheet">
<header>
<p class="kicker">Private Choices · a differentially private decision</p>
<h1>{_text(question, _QUESTION_CHARACTERS)}</h1>
<p class="source">Data: {_text(source, 300)}. No personal data is shown here.</p>
</header>
<div class="summary">
<div class="odds"><p class="big">ε = {epsilon:g}</p><p>{html.escape(epsilon_as_odds(epsilon))}</p></div>
<p class="{_sentence_class(sentence)}">{_text(sentence, SENTENCE_CHARACTERS)}</p>
</div>
{f'<div class="charts">{figures}</div>' if figures else ""}
<div class="columns">
<section><h2>Parameters</h2><table class="parameters">{rows}</table></section>
<section><h2>Privacy spent on this file</h2>{_ledger_table(ledger, delta)}</section>
</div>
{link_html}
<footer>Releases are drawn by OpenDP's vetted samplers; a preview's charts come from the true scores, for the curator
only.</footer>
</div>
<button class="print" type="button" onclick="window.print()">Print, or save as PDF</button>
</body>
</html>
"""


def _ledger_table(ledger: Ledger | None, delta: float) -> str:
    if ledger is None or not len(ledger):
        return "<p>No release yet: nothing spent.</p>"
    head = "<tr><th>#</th><th>Mechanism</th><th>Released</th><th>ε</th><th>ρ</th></tr>"
    rows = ledger.rows(delta)
    entries, total = rows[:-1], rows[-1]
    earlier = max(0, len(entries) - _LEDGER_ROWS)
    body = f'<tr><td colspan="5">… {earlier:,} earlier releases, in the total below</td></tr>' if earlier else ""
    for row in entries[earlier:]:
        mechanism = _text(str(row["mechanism"]).replace(" mechanism", ""), 40)
        mechanism += f", k = {_text(row['k'], 6)}" if row["k"] != 1 else ""
        body += (
            f"<tr><td>{_text(row['release'], 10)}</td><td>{mechanism}</td>"
            f"<td>{_text(row['released'], _RELEASED_CHARACTERS)}</td>{_cost_cells(row)}</tr>"
        )
    body += f'<tr class="total"><td colspan="3">Total</td>{_cost_cells(total)}</tr>'
    zcdp = ledger.zcdp_epsilon(delta)
    note = (
        f"<p class=note>Every release is the exponential mechanism: in zCDP the total is ρ = {_number(ledger.rho)}, "
        f"i.e. (ε = {_number(zcdp)}, δ = {delta:g})-DP; in pure DP it is ε = {_number(ledger.epsilon)}.</p>"
        if zcdp is not None
        else f"<p class=note>Total in pure DP: ε = {_number(ledger.epsilon)} (each release's ε adds up).</p>"
    )
    columns = '<colgroup><col class="n"><col class="m"><col class="r"><col class="e"><col class="p"></colgroup>'
    return f"<table>{columns}{head}{body}</table>{note}"


def _cost_cells(row: Mapping[str, object]) -> str:
    rho = _number(row["rho"]) if row["rho"] is not None else "–"
    return f"<td class=number>{_number(row['epsilon'])}</td><td class=number>{rho}</td>"


def _sentence_class(sentence: str) -> str:
    """A long sentence (a release and a preview of many winners) is set smaller, so that the page stays one."""
    return "sentence long" if len(sentence) > _LONG_SENTENCE else "sentence"


def _text(value: object, limit: int = _MAX_TEXT) -> str:
    text = " ".join(str(value).split())
    text = text if len(text) <= limit else text[: limit - 1] + "…"
    return html.escape(text, quote=True)


def _value(value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, tuple | list):
        return ", ".join(_value(item) for item in value)
    return str(value)


def _number(value: object) -> str:
    return f"{float(value):.4g}" if isinstance(value, int | float) else "–"


def _base64(svg: str) -> str:
    return base64.b64encode(svg.encode("utf-8")).decode("ascii")
