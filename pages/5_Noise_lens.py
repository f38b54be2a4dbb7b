"""Noise lens: report-noisy-max with Laplace, Gumbel and one-sided exponential noise, from the noise up.

The three noise densities; the selection probabilities each one produces, integrated from its density and
compared exactly with the exponential mechanism and permute-and-flip (and by simulation, with goodness-of-fit
p-values); the Laplace mechanism recovered from the exponential mechanism over a fine grid of outputs; and the
integer-only permute-and-flip, with a note on why floating-point samplers are for teaching only.
"""

from __future__ import annotations

from dataclasses import replace

import streamlit as st

from ui.noise import integer, result, view
from ui.shell.guard import page_guard
from ui.shell.state import open_page, widgets_fresh
from ui.widgets import controls, score_source

# Projector mode: ε and the noise densities in `first`, everything else under them.
ctx, first = open_page(
    "Noise lens",
    "🔎",
    intro=(
        "Report-noisy-max adds random noise to every score and announces the highest. The kind of noise decides "
        "the mechanism: Gumbel noise gives exactly the exponential mechanism, one-sided exponential noise exactly "
        "permute-and-flip, and Laplace noise a third mechanism of its own."
    ),
)
scores_from = score_source.choose_source(ctx)
epsilon = controls.epsilon_control(ctx, first)
run = score_source.noise_settings(ctx, scores_from)
params = replace(ctx.params, epsilon=epsilon, trials=run.trials, seed=run.seed)
score_source.publish_for(ctx, scores_from, params, sensitivity=run.sensitivity, monotone=run.monotonic)

with (
    page_guard("noise lens", failed="The noise lens could not be computed. Try another setting or reload the page."),
    st.spinner("Integrating the noise densities and running the mechanisms…"),
):
    lens = result.compute(scores_from, run, epsilon)

view.density_section(scores_from, lens, present=ctx.params.present, first=first)
view.selection_section(scores_from, lens, run, epsilon, present=ctx.params.present)
view.recovery_section(scores_from, lens, run, epsilon, present=ctx.params.present)
integer.floating_point_section(
    scores_from, lens, run, epsilon, fresh=widgets_fresh(ctx, "integer"), present=ctx.params.present
)
