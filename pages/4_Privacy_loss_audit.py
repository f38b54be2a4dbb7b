"""Privacy-loss audit: does each mechanism keep its promise for one person's data?

Pick a neighbouring dataset (one participant's calendar, bid or ballot removed or added, or the worst-case corner
neighbours) and see, for every outcome, the exact privacy loss ln(P_D(r)/P_D′(r)) of each mechanism against the
±ε band, next to an estimate from simulating both datasets. The wrong-scale switch calibrates for monotone scores
while the neighbours move scores both ways, and the bound breaks.
"""

from __future__ import annotations

import streamlit as st

from ui.audit import inputs, view
from ui.shell.guard import page_guard
from ui.shell.state import open_page
from ui.widgets import controls, notes, score_source

# Projector mode: ε and the chart in `first`, everything else under them.
ctx, first = open_page(
    "Privacy-loss audit",
    "🔬",
    intro=(
        "Differential privacy promises that adding, removing or changing one person's data changes the chance of "
        "every outcome by at most a factor e<sup>ε</sup>. Here that promise is checked outcome by outcome, exactly, "
        "and by running the mechanisms on both datasets."
    ),
    intro_html=True,
)

scores_from = score_source.choose_source(ctx)
epsilon = controls.epsilon_control(ctx, first)
run = score_source.run_settings(ctx, scores_from)
settings = run.with_epsilon(epsilon)

with page_guard("privacy audit", failed="The audit could not be computed. Try another setting or reload the page."):
    choice = inputs.controls(ctx, scores_from)
    params = run.publishable(ctx.params, epsilon)
    link = choice.link()
    score_source.publish_for(ctx, scores_from, params, sensitivity=run.sensitivity, monotone=run.monotonic, extra=link)
    st.markdown(inputs.describe(scores_from, settings, choice))
    if not settings.mechanisms:
        st.info("Pick at least one mechanism in the sidebar to audit it.")
        st.stop()
    with st.spinner("Computing exact privacy losses and simulating both datasets…"):
        audit = view.compute(scores_from, settings, choice)

st.markdown(view.text_summary(audit.results, epsilon), unsafe_allow_html=True)  # our labels and numbers only
view.draw(scores_from, settings, choice, audit, present=ctx.params.present, first=first)
notes.floating_point_note()
