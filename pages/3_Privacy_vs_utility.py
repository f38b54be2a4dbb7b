"""Privacy vs utility: how often each mechanism picks the best, and how much it loses, as ε varies.

Exact curves for the exponential mechanism, report-noisy-max and permute-and-flip on the current scenario (or this
session's upload), with the exponential mechanism's regret bound, the ε each needs for a 90% chance of the best,
the ratio of the exponential mechanism's expected shortfall to permute-and-flip's, and a seeded simulation at the
current ε beside the exact values.
"""

from __future__ import annotations

import streamlit as st

import dpcore
from ui.shell.guard import page_guard
from ui.shell.state import open_page
from ui.shell.text import escape_markdown
from ui.utility import result, view
from ui.widgets import controls, notes, score_source

# Projector mode: ε and the first chart in `first`, everything else under them.
ctx, first = open_page(
    "Privacy vs utility",
    "📈",
    intro=(
        "More privacy (smaller ε) means more randomness in the choice. These charts show, for every ε from 0.01 to "
        "10, how often each mechanism still picks the best candidate and how much it gives up on average."
    ),
)

scores_from = score_source.choose_source(ctx)
if scores_from.scenario is not None:
    st.caption(escape_markdown(scores_from.scenario.tagline))
epsilon = controls.epsilon_control(ctx, first)
run = score_source.run_settings(ctx, scores_from)
score_source.publish_for(
    ctx, scores_from, run.publishable(ctx.params, epsilon), sensitivity=run.sensitivity, monotone=run.monotonic
)
settings = run.with_epsilon(epsilon)

if not settings.mechanisms:
    st.info("Pick at least one mechanism in the sidebar to see its curve.")
    st.stop()
if scores_from.scores.size < 2 or (scores_from.scores == scores_from.scores.max()).all():
    st.info("Every candidate has the same score, so every choice is a best one: there is nothing to trade off.")
    st.stop()

FAILED = "These curves could not be computed. Try another setting or reload the page."
with page_guard("privacy-vs-utility", failed=FAILED), st.spinner("Computing the exact curves…"):
    data = result.compute(scores_from, settings)

st.markdown(view.summary(scores_from, data, epsilon))
view.metrics(scores_from, data, settings)
if data.skipped:
    names = ", ".join(dpcore.MECHANISM_LABELS[m] for m in data.skipped)
    st.info(
        f"{names}: its exact probabilities are too slow for {scores_from.scores.size:,} candidates to draw a curve."
    )
if not data.needed_exact:
    st.caption(
        "These scores are slow to evaluate exactly, so the curves use fewer ε points and the ε for a 90% chance "
        "is read off the curve (approximate)."
    )
view.draw(scores_from, data, settings, present=ctx.params.present, first=first)
notes.floating_point_note()
