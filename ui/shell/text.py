"""Plain-language sentences and number formatting (presentation only, no statistics)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from dpcore.scoring.candidates import display_labels
from dpcore.text import count as count  # re-exported: pages say text.count(...)

_SUPERSCRIPT = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")
_SMALLEST_FIXED = 1e-4  # below this, numbers shown side by side are written in scientific notation
# Characters Markdown (and Streamlit's $…$ maths) give a meaning; escaped, each shows as itself.
_MARKDOWN_SPECIAL = str.maketrans({c: "\\" + c for c in "\\`*_{}[]()#+-.!|<>$~:"})


def escape_markdown(value: object) -> str:
    """Text from a file (labels, column names, messages quoting cells) shown literally in ``st.markdown``.

    Without this an uploaded label such as ``![x](http://host/p.png)`` would make the visitor's browser
    fetch an outside URL, and ``$a$`` would turn into maths.
    """
    return str(value).translate(_MARKDOWN_SPECIAL)


def same_decimals(values: Sequence[float], *, significant: int = 3) -> list[str]:
    """Numbers shown side by side with one number of decimals: ``significant`` digits for the largest of them."""
    largest = max((abs(v) for v in values if math.isfinite(v) and v != 0), default=1.0)
    if largest < _SMALLEST_FIXED:  # (3.6e-40 would need 41 decimals: the side-by-side numbers go scientific)
        return [scientific(v) if v else "0" for v in values]
    decimals = max(0, significant - 1 - math.floor(math.log10(largest)))
    return [f"{v:,.{decimals}f}" for v in values]


def times(value: float) -> str:
    """A multiplier for reading aloud: 1.01×, 2.72×, 148×, 22,026×."""
    if value < 10:
        return f"{value:.2f}×"
    return f"{value:,.0f}×"


def probability(value: float, log_value: float | None = None) -> str:
    """A probability with its exact digits: "0.7311 (73.1%)", "3.2 × 10⁻⁵", or from the log when it underflows."""
    if value >= 1e-3:
        return f"{value:.6g} ({value:.1%})"
    if value > 0 and math.isfinite(value) and value >= 1e-300:
        return scientific(value)
    if log_value is not None and math.isfinite(log_value):
        # Below float64's range: rebuild mantissa and exponent from ln P so the true size is still shown.
        log10 = log_value / math.log(10)
        exponent = math.floor(log10)
        mantissa = 10 ** (log10 - exponent)
        return f"{mantissa:.2g} × 10{str(exponent).translate(_SUPERSCRIPT)}"
    return "0"


def scientific(value: float) -> str:
    """3.2e-05 as "3.2 × 10⁻⁵"."""
    mantissa, exponent = f"{value:.2e}".split("e")
    return f"{float(mantissa):.3g} × 10{str(int(exponent)).translate(_SUPERSCRIPT)}"


def chance(value: float, *, certain: bool = False) -> str:
    """An exact probability as a percentage that never rounds a private choice to certainty or impossibility:
    0.99954 is ">99.9%", and so is 1.0 (a float that rounded 1 − 10⁻⁴⁰ up) unless ``certain`` says the event truly
    always happens (every candidate is best); 0.00046 is "<0.1%", and 0 is "<0.1%" unless ``certain``."""
    if 0.999 < value < 1 or (value >= 1 and not certain):
        return ">99.9%"
    if 0 < value < 0.001 or (value <= 0 and not certain):
        return "<0.1%"
    return f"{value:.1%}"


def share(value: float) -> str:
    """A simulated share as a percentage with enough digits to be non-zero when it is."""
    if value == 0:
        return "0%"
    if value >= 0.001:
        return f"{value:.1%}"
    return f"{value * 100:.2g}%"  # at most 10⁶ runs, so the smallest non-zero share is 0.0001%


def about(count: float) -> str:
    """How many times, rounded for speaking: "about 7,300", "about 42", "less than once"."""
    if count < 0.5:
        return "less than once"
    if count < 100:
        return f"about {round(count):,}"
    digits = math.floor(math.log10(count)) - 1  # keep two significant figures
    return f"about {round(count, -digits):,.0f}"


def odds_factor(epsilon: float) -> str:
    """The most the odds can move, "e<sup>ε</sup> = 2.72×" (HTML: show it with ``unsafe_allow_html=True``)."""
    return f"e<sup>ε</sup> = {times(math.exp(epsilon))}"


def odds_sentence(epsilon: float, *, subject: str = "the choice") -> str:
    """ε as odds (Bhattacharjee et al., USENIX Security 2023: odds beat example outputs for lay readers).

    Holds a ``<sup>``: show it with ``st.markdown(..., unsafe_allow_html=True)``.
    """
    return (
        f"With ε = {epsilon:g}, seeing {subject} changes anyone's odds about one participant by at most "
        f"{odds_factor(epsilon)}."
    )


def reruns_sentence(
    *,
    reruns: int,
    best_labels: Sequence[str],
    expected_by_mechanism: Sequence[tuple[str, float]],
    certain: bool = True,
) -> str:
    """ "In 10,000 reruns, the exponential mechanism would choose X (the best) about 7,300 times; ..."

    ``expected_by_mechanism`` holds (label, exact probability of choosing a best candidate). With ``certain``
    false (the file may have been misread) the best is "the best as the file was read", not "the true best".
    """
    if len(best_labels) == 1:
        which = "the true best" if certain else "the best as the file was read"
        who = f"**{escape_markdown(best_labels[0])}** ({which})"
    else:
        shown = ", ".join(escape_markdown(label) for label in best_labels[:3]) + (", …" if len(best_labels) > 3 else "")
        read = "" if certain else " as the file was read"
        who = f"one of the {len(best_labels):,} tied best{read} (**{shown}**)"
    if not expected_by_mechanism:
        return ""
    phrases = [f"{_with_article(label)} {_times_phrase(chance * reruns)}" for label, chance in expected_by_mechanism]
    first_label, first_chance = expected_by_mechanism[0]
    sentence = (
        f"In {reruns:,} reruns, {_with_article(first_label)} would choose {who} {_times_phrase(first_chance * reruns)}"
    )
    rest = phrases[1:]
    if rest:
        sentence += "; " + (", ".join(rest[:-1]) + " and " if len(rest) > 1 else "") + rest[-1]
    return sentence + "."


def _times_phrase(count: float) -> str:
    text = about(count)
    return text if text == "less than once" else f"{text} times"


def _with_article(label: str) -> str:
    """ "the exponential mechanism", "report-noisy-max (Laplace)"."""
    lowered = label[0].lower() + label[1:]
    return f"the {lowered}" if lowered.endswith("mechanism") else lowered


def column_names(names: Sequence[str]) -> dict[str, str]:
    """Each column name's label for a picker or a table header: bounded and still distinct
    (:func:`dpcore.scoring.candidates.display_labels`: a long question shared by many columns keeps the end that
    tells them apart)."""
    return dict(zip(names, display_labels(list(names)), strict=True))


def top_k_odds_sentence(epsilon: float, *, k: int, total: float) -> str:
    """ε as odds for k winners chosen at ε each: the whole release costs ``total`` = k·ε (pure DP, from
    ``dpcore.top_k_privacy``), and the odds move by at most e^total. Holds HTML (``<sup>``), like
    :func:`odds_sentence`."""
    return (
        f"With ε = {epsilon:g} for each of the {k} winners, the whole release costs {k}ε = {total:g} (pure DP): "
        f"seeing the chosen set changes anyone's odds about one participant by at most e<sup>{k}ε</sup> = "
        f"{times(math.exp(total))}."
    )


def best_set_sentence(
    *,
    reruns: int,
    k: int,
    sure_labels: Sequence[str],
    tied_labels: Sequence[str],
    expected_by_mechanism: Sequence[tuple[str, float]],
    certain: bool = True,
) -> str:
    """ "In 10,000 reruns, the exponential mechanism would choose the 3 true best (**A, B, C**) together about
    4,100 times; …" for k winners.

    ``sure_labels`` are the candidates in every best set (scores above the k-th best), ``tied_labels`` those tied at
    the k-th best score when more of them exist than places left (any of them makes a best set). With ``certain``
    false the best are "the best as the file was read". ``expected_by_mechanism``: (label, exact P(the k best are
    all chosen)); a mechanism without one is left out (empty list: no sentence).
    """
    if not expected_by_mechanism:
        return ""
    best = "true best" if certain else "best as the file was read"
    sure = first_names(sure_labels)
    if tied_labels:
        need = k - len(sure_labels)
        pool = ", ".join(escape_markdown(label) for label in tied_labels[:3]) + (", …" if len(tied_labels) > 3 else "")
        tied = f"{need:,} of the {len(tied_labels):,} tied at the next score, **{pool}**"
        who = f"a set of the {k} {best} ({f'**{sure}** and ' if sure else ''}{tied})"
    else:
        who = f"the {k} {best} (**{sure}**)"
    first_label, first_chance = expected_by_mechanism[0]
    sentence = (
        f"In {reruns:,} reruns, {_with_article(first_label)} would choose {who} together "
        f"{_times_phrase(first_chance * reruns)}"
    )
    rest = [f"{_with_article(label)} {_times_phrase(chance * reruns)}" for label, chance in expected_by_mechanism[1:]]
    if rest:
        sentence += "; " + (", ".join(rest[:-1]) + " and " if len(rest) > 1 else "") + rest[-1]
    return sentence + "."


def first_names(labels: Sequence[str], most: int = 3) -> str:
    """ "A, B, C" or, beyond ``most`` names, "A, B, C and 17 more" (markdown-escaped): a sentence stays readable,
    and its numbers stay in a handout's line limit, however many winners there are."""
    named = ", ".join(escape_markdown(label) for label in labels[:most])
    return named + (f" and {len(labels) - most:,} more" if len(labels) > most else "")


def best_set_members(labels: Sequence[str], scores: Sequence[float], k: int) -> tuple[list[str], list[str]]:
    """The labels of the candidates in every best set of k (scores above the k-th best), best first, and, when the
    k-th best score is shared by more candidates than places left, those tied at it (else empty): what
    :func:`best_set_sentence` names."""
    values = [float(score) for score in scores]
    order = sorted(range(len(values)), key=lambda i: -values[i])  # (stable: ties keep the file's order)
    boundary = values[order[k - 1]]
    sure = [labels[i] for i in order if values[i] > boundary]
    tied = [labels[i] for i in range(len(values)) if values[i] == boundary]
    if len(sure) + len(tied) == k:  # no choice among the tied: they are all in the one best set
        return [labels[i] for i in order[:k]], []
    return sure, tied
