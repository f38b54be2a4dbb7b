"""How a lesson's narrative writes a number: money, a tiny number in scientific form, and ε (ln 2 by name).

The tests read every number a narrative states back in these forms (tests/test_lessons.py, ``NUMBER``).
"""

from __future__ import annotations

import math

__all__ = ["LN2", "epsilon", "money", "scientific"]

LN2 = math.log(2.0)
_SUPERSCRIPT = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")


def scientific(value: float) -> str:
    """8.3e-06 as "8.3 × 10⁻⁶" (no hyphen for a line to break at)."""
    mantissa, exponent = f"{value:.1e}".split("e")
    return f"{mantissa} × 10{str(int(exponent)).translate(_SUPERSCRIPT)}"


def money(value: float) -> str:
    """3 as "$3.00"."""
    return f"${value:,.2f}"


def epsilon(value: float) -> str:
    """ε as a control describes it: "ln 2 ≈ 0.693" for ln 2, else the number ("0.5")."""
    value = float(value)
    return "ln 2 ≈ 0.693" if math.isclose(value, LN2) else f"{value:g}"
