"""Privacy vs utility: how often each mechanism picks the best, and how much it loses, as ε varies.

Exact curves for the exponential mechanism, report-noisy-max and permute-and-flip on the current scenario (or this
session's upload), with the exponential mechanism's regret bound, the ε each needs for a 90% chance of the best,
the ratio of the exponential mechanism's expected shortfall to permute-and-flip's, and a seeded simulation at the
current ε beside the exact values.
"""

from __future__ import annotations

import streamlit as st

import dpcore
from ui import source, utility_result, utility_view, view_kit
from ui.guard import page_guard
from ui.state import open_page
from ui.text import escape_markdown

# Projector mode: ε and the first chart in `first`, everything else under them.
ctx, first = open_page(
    "Privacy vs utility",
    "📈",
    intro=(
        "More privacy (smaller ε) means more randomness in the choice. These charts show, for every ε from 0.01 to "
        "10, how often each mechanism still picks the best candidate and how much it gives up on average."
    ),
)

scores_from = source.choose_source(ctx)
if scores_from.scenario is not None:
    st.caption(escape_markdown(scores_from.scenario.tagline))
epsilon = view_kit.epsilon_control(ctx, first)
run = source.run_settings(ctx, scores_from)
source.publish_for(
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
    data = utility_result.compute(scores_from, settings)

st.markdown(utility_view.summary(scores_from, data, epsilon))
utility_view.metrics(scores_from, data, settings)
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
utility_view.draw(scores_from, data, settings, present=ctx.params.present, first=first)
view_kit.floating_point_note()
