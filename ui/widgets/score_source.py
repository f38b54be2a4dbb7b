"""Where the scores of the privacy-vs-utility, audit and noise-lens pages come from.

Either the current scenario (picked with the shared scenario control, in the URL) or, if this browser session has
one, the scored file from the Your-data page. That file is reused as the Your-data page left it, through its
handle (:class:`ui.shell.uploads.ScoredFile`: never parsed again, never cached across sessions, never put into
the URL).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass, replace

import streamlit as st

import dpcore
from dpcore.scenarios import HoldsCandidates
from dpcore.scoring.candidates import ScoredCandidates
from ui.shell.params import TRIALS_OPTIONS, Params
from ui.shell.runs import fingerprint
from ui.shell.state import PageContext, changed, publish, seed_widget, widgets_fresh
from ui.shell.text import escape_markdown
from ui.shell.uploads import scored_file
from ui.widgets import controls
from ui.widgets.controls import RunSettings
from ui.widgets.page_link import seed_control

K_SOURCE = "src_source"
K_UPLOAD_SENSITIVITY = "src_upload_sensitivity"
K_UPLOAD_MONOTONE = "src_upload_monotone"
_LAST_SOURCE = "_src_last"  # the last choice, kept across page switches (the radio's own key is not)

SCENARIO = "scenario"
UPLOAD = "upload"


@dataclass(frozen=True)
class ScoreSource(HoldsCandidates):
    """The candidates a page works on (labels, scores, … read through from ``candidates``), and where they come
    from."""

    kind: str  # SCENARIO or UPLOAD
    candidates: ScoredCandidates
    name: str  # for captions and exports, e.g. "Pick a meeting date (scenario=meeting_date)"
    scenario_key: str | None = None
    upload_id: str = ""  # changes with the uploaded file or the way it was read (compared, never parsed)

    @property
    def public(self) -> bool:
        """Shipped demo data: results may be cached and shared between sessions (uploads never are)."""
        return self.kind == SCENARIO

    @property
    def scenario(self) -> dpcore.Scenario | None:
        return dpcore.SCENARIOS[self.scenario_key] if self.scenario_key else None

    @property
    def memo_key(self) -> tuple[Hashable, ...]:
        """Names these candidates in the memo: the scenario, or the upload and how it was read, and the exact
        scores."""
        return (self.kind, self.scenario_key, self.upload_id, fingerprint(self.scores))


def choose_source(ctx: PageContext) -> ScoreSource:
    """A scenario picker, plus a choice between it and this session's upload when there is one."""
    upload = scored_file()
    kind = SCENARIO
    if upload is not None:
        seed_widget(K_SOURCE, st.session_state.get(_LAST_SOURCE, SCENARIO), widgets_fresh(ctx, "source"))
        # Fixed labels: a radio whose option text changes under the same key can keep showing the old text.
        labels = {SCENARIO: "A scenario", UPLOAD: "Your data (from the Your-data page)"}
        kind = st.radio(
            "Scores from",
            options=[SCENARIO, UPLOAD],
            format_func=labels.get,
            key=K_SOURCE,
            horizontal=True,
            help="Your data is the file scored on the Your-data page; it stays in this session only.",
        )
        st.session_state[_LAST_SOURCE] = kind
    if kind == UPLOAD and upload is not None:
        scored = upload.scored
        st.caption(
            f"Scores from {escape_markdown(upload.described)} as scored on the Your-data page: "
            f"{len(scored):,} candidates ({escape_markdown(scored.score_name)}). They stay in this session and never "
            "go into the link."
        )
        return ScoreSource(
            kind=UPLOAD, candidates=scored, name=f"Your data ({upload.described})", upload_id=upload.upload_id
        )
    key = controls.scenario_control(ctx)
    scenario = dpcore.SCENARIOS[key]
    return ScoreSource(
        kind=SCENARIO, candidates=scenario.candidates, name=f"{scenario.title} (scenario={key})", scenario_key=key
    )


def _upload_defaults(source: ScoreSource) -> bool:
    """Whether the upload's Δ / monotone widgets must start again from its scoring's defaults."""
    return changed("src_upload", source.upload_id)


def run_settings(ctx: PageContext, source: ScoreSource) -> RunSettings:
    """The shared sidebar (Δ, monotone, mechanisms, trials, seed, log scale) for ``source``."""
    candidates = source.candidates
    if source.kind == SCENARIO:
        # As on the Explorer: the link's Δ and flag on a fresh visit; switching scenario resets them.
        same = ctx.params.scenario == source.scenario_key
        return controls.sidebar_settings(
            ctx,
            sensitivity=ctx.params.sensitivity if same and ctx.params.sensitivity else candidates.sensitivity,
            monotone=ctx.params.monotone if same and ctx.params.monotone is not None else candidates.monotonic,
            sensitivity_reason=candidates.sensitivity_reason,
            monotone_reason=candidates.monotone_reason,
        )
    return controls.sidebar_settings(
        ctx,
        sensitivity=candidates.sensitivity,
        monotone=candidates.monotonic,
        sensitivity_reason=candidates.sensitivity_reason,
        monotone_reason=candidates.monotone_reason,
        new_defaults=_upload_defaults(source),
        sensitivity_key=K_UPLOAD_SENSITIVITY,
        monotone_key=K_UPLOAD_MONOTONE,
    )


@dataclass(frozen=True)
class NoiseSettings:
    """The sidebar of the noise lens: Δ, monotone, trials and seed (no mechanism choice: the noises are fixed)."""

    sensitivity: float
    monotonic: bool
    trials: int
    seed: int


def noise_settings(ctx: PageContext, source: ScoreSource) -> NoiseSettings:
    """Δ and monotone (as :func:`run_settings`), then trials and seed with the shared widget keys."""
    candidates = source.candidates
    st.sidebar.header("Settings")
    if source.kind == SCENARIO:
        same = ctx.params.scenario == source.scenario_key
        delta, flag = controls.sensitivity_controls(
            sensitivity=ctx.params.sensitivity if same and ctx.params.sensitivity else candidates.sensitivity,
            monotone=ctx.params.monotone if same and ctx.params.monotone is not None else candidates.monotonic,
            sensitivity_reason=candidates.sensitivity_reason,
            monotone_reason=candidates.monotone_reason,
            fresh=widgets_fresh(ctx, "sensitivity"),
        )
    else:
        delta, flag = controls.sensitivity_controls(
            sensitivity=candidates.sensitivity,
            monotone=candidates.monotonic,
            sensitivity_reason=candidates.sensitivity_reason,
            monotone_reason=candidates.monotone_reason,
            fresh=widgets_fresh(ctx, "sensitivity") or _upload_defaults(source),  # (both run: see sidebar_settings)
            sensitivity_key=K_UPLOAD_SENSITIVITY,
            monotone_key=K_UPLOAD_MONOTONE,
        )
    seed_widget(controls.K_TRIALS, ctx.params.trials, widgets_fresh(ctx, "run"))
    trials = st.sidebar.select_slider(
        "Simulated runs per noise",
        options=TRIALS_OPTIONS,
        format_func=lambda n: f"{n:,}",
        key=controls.K_TRIALS,
        help="More runs shrink the 95% intervals around the simulated shares onto the exact probabilities.",
    )
    seed = seed_control(ctx)
    return NoiseSettings(sensitivity=delta, monotonic=flag, trials=int(trials), seed=seed)


def publish_for(
    ctx: PageContext,
    source: ScoreSource,
    params: Params,
    *,
    sensitivity: float,
    monotone: bool,
    extra: Mapping[str, str] | None = None,
) -> Params:
    """Mirror ``params`` (and a page's own ``extra`` parameters) into the URL. A scenario's key, Δ and flag go with
    it; an upload's Δ and flag belong to the data and stay out (the link keeps the scenario it had), as on the
    Your-data page."""
    if source.kind == UPLOAD:
        params = replace(
            params, scenario=ctx.params.scenario, sensitivity=ctx.params.sensitivity, monotone=ctx.params.monotone
        )
    else:
        params = replace(params, scenario=source.scenario_key, sensitivity=sensitivity, monotone=monotone)
    publish(params, extra)
    return params
