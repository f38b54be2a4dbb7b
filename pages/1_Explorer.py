"""Explorer: pick a scenario and ε, and compare what each private selection mechanism would choose.

Each mechanism's exact selection probabilities are drawn next to the shares of many simulated runs, on one
probability axis. Below, clearly separated, the curator's view of the true data that a release never shows.
"""

from __future__ import annotations

from dataclasses import replace

import streamlit as st

import dpcore
from ui.explorer.curator import curator_view
from ui.explorer.view import live_explorer
from ui.shell.memo import PUBLIC_MEMO
from ui.shell.state import setup_page
from ui.widgets import controls

ctx = setup_page("Explorer", "🔍")
if ctx.params.present:
    # On a projector the charts must fit the first screen: the picker moves to the (collapsed) sidebar, the
    # scenario's name becomes the title (one line) and its story waits behind an expander under the charts.
    scenario_key = controls.scenario_control(ctx, in_sidebar=True)
    scenario = dpcore.SCENARIOS[scenario_key]
    title = st.empty()  # (filled once the number of winners is read: with k > 1 it says what the release costs)
else:
    st.title("Explorer")
    scenario_key = controls.scenario_control(ctx)
    scenario = dpcore.SCENARIOS[scenario_key]
    st.markdown(scenario.story)

controls.seed_epsilon(ctx)
# On a fresh visit the link's Δ and flag are used; switching scenario later resets them (scenario_control).
run = controls.sidebar_settings(
    ctx,
    sensitivity=ctx.params.sensitivity if ctx.params.scenario == scenario_key else scenario.sensitivity,
    monotone=ctx.params.monotone if ctx.params.scenario == scenario_key else scenario.monotonic,
    sensitivity_reason=scenario.candidates.sensitivity_reason,
    monotone_reason=scenario.candidates.monotone_reason,
    n_candidates=scenario.scores.size,
)
if ctx.params.present:
    title.title(scenario.title if run.k == 1 else f"{scenario.title}: {run.k} winners, {run.k}ε in all")
live_explorer(
    scenario.candidates,
    run,
    PUBLIC_MEMO,  # shipped scenarios are public data, so their results may be shared between sessions
    params=replace(ctx.params, scenario=scenario_key, sensitivity=run.sensitivity, monotone=run.monotonic),
    source=f"{scenario.title} (scenario={scenario_key})",
    present=ctx.params.present,
)

if ctx.params.present:
    with st.expander("About this scenario"):
        st.markdown(scenario.story)
st.divider()
curator_view(scenario, present=ctx.params.present)
