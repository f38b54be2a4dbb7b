"""What the explorer view says and sends differently when k > 1 winners are chosen (the "Winners (k)" control).

The drawing is the same (:mod:`ui.charts.live`): the outline is then each candidate's exact probability of being
in the chosen set (``dpcore.inclusion_probabilities``), the bar the share of runs whose set held it
(``dpcore.simulate_top_k``), the card P(the k best are all chosen) and the expected shortfall of the set's total.
This module holds the texts and the view's extra header fields for that case; with one winner none of it is used,
so the payloads are exactly those of a single choice.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import dpcore
from dpcore import ScoredCandidates
from dpcore.selection.topk import TopKResult
from ui.explorer.laws import StopLaws
from ui.shell import text

#: The card's figure when dpcore does not compute P(the k best are all chosen) (k > dpcore.BEST_SET_MAX_K).
NOT_COMPUTED = "—"

SHORTFALL_HELP = (
    "The expected gap between the best total score any {k} candidates could have and the total score of the {k} "
    "chosen: Σ P(i in the set)·(q* − qᵢ) minus the same for the {k} best."
)
FIT_HELP = (
    "Largest |z| over the candidates, z = (runs whose set held it − runs·P)/√(runs·P(1 − P)): each candidate's count "
    "is binomial, but the counts of a set are not multinomial (they add up to {k}× the runs and depend on each "
    "other), so the chi-square test of a single choice does not apply. Values up to about 3 are normal; above 4 or 5 "
    "would signal a real mismatch."
)
FIT_HELP_MISSING = " Shown as — where there is no exact law to compare with."
BEST_HELP_MISSING = " P(the k best are all chosen) is computed exactly up to k = {most} (shown as — beyond)."


def best_members(candidates: ScoredCandidates, k: int) -> tuple[list[str], list[str]]:
    """The labels of the candidates in every best set of k and those tied at the k-th best score
    (:func:`ui.shell.text.best_set_members`, which the release step's handout shares)."""
    return text.best_set_members(candidates.display_labels, candidates.scores.tolist(), k)


def odds(epsilon: float, k: int, mechanisms: Sequence[str]) -> str:
    """The privacy statement at ε per winner: the whole release's pure ε from ``dpcore.top_k_privacy`` (the same
    k·ε for every peeled rule)."""
    mechanism = mechanisms[0] if mechanisms else dpcore.MAIN_MECHANISMS[0]
    total = dpcore.top_k_privacy(k=k, epsilon=epsilon, mechanism=mechanism).pure_epsilon
    return text.top_k_odds_sentence(epsilon, k=k, total=total)


def texts_at(
    candidates: ScoredCandidates,
    mechanisms: Sequence[str],
    best: Sequence[float],
    shortfall: Sequence[float],
    *,
    k: int,
    reruns: int,
    certain: bool,
) -> tuple[str, list[str], list[str | None]]:
    """The "in N reruns" sentence (Markdown), each card's P(the k best are all chosen) and each expected shortfall
    (None where there is no exact law: the browser then shows the runs' own, sent with the step)."""
    sure, tied = best_members(candidates, k)
    known = [(dpcore.MECHANISM_LABELS[m], float(p)) for m, p in zip(mechanisms, best, strict=True) if not math.isnan(p)]
    sentence = text.best_set_sentence(
        reruns=reruns, k=k, sure_labels=sure, tied_labels=tied, expected_by_mechanism=known, certain=certain
    )
    chances = [NOT_COMPUTED if math.isnan(p) else text.chance(float(p)) for p in best]
    finite = [float(s) for s in shortfall if not math.isnan(s)]
    written = iter(text.same_decimals(finite)) if finite else iter(())
    return sentence, chances, [None if math.isnan(s) else next(written) for s in shortfall]


def fit(result: TopKResult) -> str:
    """The card's comparison line for a set: the largest |z| (see :data:`FIT_HELP`), — without an exact law."""
    return NOT_COMPUTED if math.isnan(result.largest_z) else f"{result.largest_z:.2f}"


def simulated_shortfalls(results: Sequence[TopKResult], laws: Sequence[StopLaws]) -> list[str | None] | None:
    """The runs' mean shortfall of the set's total for the mechanisms without an exact law (None for the others),
    or None when every mechanism has one (the step then carries no such field)."""
    if all(law.exact for law in laws):
        return None
    found = [float(r.simulated_shortfall) for r in results]
    written = text.same_decimals(found)
    return [None if law.exact else f"≈ {value} (runs)" for law, value in zip(laws, written, strict=True)]


def missing_note(laws: Sequence[StopLaws], k: int, n_candidates: int) -> str:
    """The page's plain statement for the mechanisms whose k-winner law dpcore does not compute exactly ("" if none)."""
    missing = [dpcore.MECHANISM_LABELS[law.mechanism] for law in laws if not law.exact]
    if not missing:
        return ""
    which = " and ".join(missing)
    them = "it" if len(missing) == 1 else "them"
    return (
        f"Exact law not available for k = {k}, K = {n_candidates:,} ({which}): simulated only, with 95% intervals. "
        f"No outline is drawn for {them}, and the expected shortfall shown is the runs' own."
    )


def header_fields(laws: Sequence[StopLaws], k: int, *, present: bool) -> dict[str, Any]:
    """The view header's fields for k winners (the browser reads them in place of a single choice's labels)."""
    missing = not all(law.exact for law in laws)
    fit_help = FIT_HELP.format(k=k) + (FIT_HELP_MISSING if missing else "")
    shortfall_help = SHORTFALL_HELP.format(k=k)
    if not dpcore.best_set_available(k=k):
        shortfall_help += BEST_HELP_MISSING.format(most=dpcore.BEST_SET_MAX_K)
    return {
        "winners": k,
        "simulated_only": [not law.exact for law in laws],
        "series": {
            "exact": "Exact P(in the set)",
            "simulated": "Share of runs' sets",
            "interval": "95% interval",
        },
        "fit_label": "Simulation vs exact: largest |z| =",
        "shortfall_label": "Expected shortfall of the total:",
        "value_label": f"the {k} best all chosen" if present else f"P(the {k} best are all chosen)",
        "help": {"shortfall": shortfall_help, "fit": fit_help},
    }


def legend(plan_runs: int, k: int) -> str:
    """The legend's first sentence for k winners (the caller adds what it adds for one winner)."""
    return (
        f"k = {k} winners, each chosen at ε from the candidates left. Black outline: exact probability of being in the "
        f"chosen set. Filled bar: share of {plan_runs:,} simulated runs whose set held it; line: its 95% interval "
        f"(Wilson). Over all candidates a chart's outlines add up to {k} (every run chooses {k}). All charts share one "
        "axis. Hover over a row for its numbers, over a figure for what it means."
    )
