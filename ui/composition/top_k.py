"""What k winners cost: one top-k release (k peeled rounds at ε each) under each accounting (issue 20).

Kept apart from the page's other panels (its own module, one call in pages/6_Composition.py). All numbers come from
:func:`dpcore.top_k_privacy`: pure kε for every peeled rule; zCDP ρ = kε²/8 for the exponential mechanism (each
round is ε-bounded-range), kε²/2 for permute-and-flip and report-noisy-max, converted to (ε, δ) at the page's δ.
"""

from __future__ import annotations

import pandas as pd
import streamlit as st

import dpcore
from dpcore.analyses import composition
from ui.composition.charts import delta_text
from ui.composition.view import CompositionSettings

#: The rules offered for k winners, in the order of the table.
TOP_K_RULES: tuple[str, ...] = ("exponential", "permute_and_flip", "report_noisy_max")


def top_k_frame(*, k: int, epsilon: float, delta: float) -> pd.DataFrame:
    """One row per rule: pure ε, zCDP ρ, the (ε, δ) it gives, and the smaller of the two statements."""
    rows = []
    for mechanism in TOP_K_RULES:
        cost = dpcore.top_k_privacy(k=k, epsilon=epsilon, mechanism=mechanism)
        via_zcdp = cost.epsilon_at(delta, conversion=composition.CANONNE_KAMATH_STEINKE)
        rows.append(
            {
                "Rule (peeled k times)": dpcore.MECHANISM_LABELS[mechanism],
                "Pure ε (δ = 0)": cost.pure_epsilon,
                "zCDP ρ": cost.zcdp_rho,
                "ρ per round": "ε²/8 (bounded range)" if cost.bounded_range else "ε²/2 (ε-DP only)",
                f"ε at δ = {delta_text(delta)}": via_zcdp,
                "Best statement": min(cost.pure_epsilon, via_zcdp),
            }
        )
    return pd.DataFrame(rows)


def top_k_cost(settings: CompositionSettings) -> None:
    """The "k winners" panel: the sentence and the table at the page's ε, δ and k (the "Read off at k" value)."""
    k, epsilon, delta = settings.k_mark, settings.epsilon, settings.delta
    if k > composition.MAX_COMPOSITIONS:
        return
    frame = top_k_frame(k=k, epsilon=epsilon, delta=delta)
    em, pf = frame.iloc[0], frame.iloc[1]
    column = f"ε at δ = {delta_text(delta)}"
    st.subheader(f"Choosing {k} winners at once")
    st.markdown(
        f"Picking the **{k} best** of a list (top-{k}) runs one private choice {k} times, each on the candidates "
        f"left, at ε = {epsilon:g} each. Every rule is then **{em['Pure ε (δ = 0)']:.4g}-DP** ({k} × {epsilon:g}). "
        f"The exponential mechanism peeled {k} times (one-shot Gumbel top-{k}) is also ρ = {em['zCDP ρ']:.4g} zCDP, "
        f"which gives **({em[column]:.4g}, {delta_text(delta)})-DP**; permute-and-flip only ρ = "
        f"{pf['zCDP ρ']:.4g}, giving ({pf[column]:.4g}, {delta_text(delta)})-DP. Change k with “Read off at k”."
    )
    st.dataframe(frame, hide_index=True, width="stretch")
