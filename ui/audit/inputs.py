"""The privacy-loss audit's inputs: which neighbouring dataset D′ (one person's record removed, added or, with the
wrong-scale switch, replaced, through :mod:`dpcore.analyses.neighbours`; or the worst-case corners of every outcome),
read
from the link's ``audit`` / ``wrong_scale`` on a fresh visit, and what that choice means in words.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass

import streamlit as st

from dpcore.analyses import audit, neighbours
from ui.shell.links import LinkReader
from ui.shell.memo import remember
from ui.shell.runs import Settings
from ui.shell.state import PageContext, seed_widget, widgets_fresh
from ui.shell.text import escape_markdown
from ui.widgets.score_source import ScoreSource

K_MODE = "audit_mode"
K_NEIGHBOUR = "audit_neighbour"  # prefix: the widget's key also names the data and the kind of change
NEIGHBOUR_LABEL = "Which change?"
K_WRONG_SCALE = "audit_wrong_scale"
P_MODE = "audit"  # page-specific link parameters (parameters only: the neighbour itself names a person, so no)
P_WRONG_SCALE = "wrong_scale"
ONE, CORNERS = "one", "corners"
MODES = {ONE: "One person's data changed", CORNERS: "Worst case: the corner neighbours of every outcome"}
NO_TWO_WAY_NEIGHBOUR = (
    "Changing one bid moves every price's revenue the same way, so no one-person change here moves scores in "
    "both directions: these neighbours cannot break the monotone scale. Choose the worst-case corners to see "
    "the bound broken."
)


@dataclass(frozen=True)
class AuditChoice:
    mode: str
    wrong_scale: bool
    neighbour: neighbours.Neighbour | None  # None in corner mode
    note: str  # what D′ is, in words

    @property
    def corners(self) -> bool:
        return self.neighbour is None

    def link(self) -> dict[str, str]:
        """The page's own link parameters."""
        return {P_MODE: self.mode, P_WRONG_SCALE: "1" if self.wrong_scale else "0"}

    def calibration(self, settings: Settings) -> bool:
        """The monotone flag the mechanisms are calibrated with (:func:`dpcore.analyses.audit.calibration`)."""
        return audit.calibration(monotonic=settings.monotonic, wrong_scale=self.wrong_scale)

    def corner_model(self, settings: Settings) -> str:
        """The corner neighbours audited (:func:`dpcore.analyses.audit.corner_model`)."""
        return audit.corner_model(monotonic=settings.monotonic, wrong_scale=self.wrong_scale)


def _options(source: ScoreSource, kinds: tuple[str, ...] | None) -> tuple[neighbours.NeighbourOption, ...]:
    """The one-person neighbours of the scenario or the upload (of ``kinds``, or the default ones), remembered
    (shared for a scenario, this session's own for an upload)."""
    chosen = {} if kinds is None else {"kinds": kinds}

    def options() -> tuple[neighbours.NeighbourOption, ...]:
        if source.scenario is not None:
            return neighbours.scenario_neighbour_options(source.scenario, **chosen)
        return neighbours.histogram_neighbour_options(source.labels, source.scores, **chosen)

    return remember(("audit_options", *source.memo_key, kinds), options, public=source.public)


def _neighbour(source: ScoreSource, key: str) -> neighbours.Neighbour:
    """The neighbouring dataset ``key`` with its scores (a scenario's data changed and scored again), remembered as
    :func:`_options` is."""

    def neighbour() -> neighbours.Neighbour:
        if source.scenario is not None:
            return neighbours.scenario_neighbour(source.scenario, key)
        step = float(source.candidates.sensitivity)
        return neighbours.histogram_neighbour(source.labels, source.scores, key, step=step)

    return remember(("audit_neighbour", *source.memo_key, key), neighbour, public=source.public)


def controls(ctx: PageContext, source: ScoreSource) -> AuditChoice:
    """The neighbour choice and the wrong-scale switch (seeded from the link's ``audit`` / ``wrong_scale``)."""
    fresh = widgets_fresh(ctx, "audit")
    link = LinkReader(fresh)
    seed_widget(K_MODE, link.choice(P_MODE, label="audit view", options=(ONE, CORNERS), default=ONE), fresh)
    wrong = link.choice(P_WRONG_SCALE, label="wrong_scale", options=("0", "1"), default="0")
    seed_widget(K_WRONG_SCALE, wrong == "1", fresh)
    link.show_notes()
    mode_col, switch_col = st.columns([3, 2], vertical_alignment="bottom")
    mode = mode_col.radio("Neighbouring dataset D′", options=list(MODES), format_func=MODES.get, key=K_MODE)
    wrong_scale = bool(
        switch_col.toggle(
            "Wrong scale",
            key=K_WRONG_SCALE,
            help="Calibrate the mechanisms for monotone scores (ε/Δ) but audit them against neighbours that move "
            "scores both ways: the ε guarantee no longer holds.",
        )
    )
    if mode == CORNERS:
        return AuditChoice(CORNERS, wrong_scale, None, "")
    options = _options(source, ("replace",) if wrong_scale else ("remove", "add"))
    note = ""
    if not options and wrong_scale:
        options, note = _options(source, None), NO_TWO_WAY_NEIGHBOUR
    labels = {option.key: option.label for option in options}
    # One widget per data source and kind of change: a selectbox whose options change under the same key keeps
    # showing the old option's text in the browser (seen on Streamlit 1.67), e.g. Aisha's calendar on the book poll.
    widget_key = f"{K_NEIGHBOUR}_{zlib.crc32(repr((source.name, source.upload_id, wrong_scale)).encode()):08x}"
    if st.session_state.get(widget_key) not in labels:
        st.session_state[widget_key] = next(iter(labels))
    key = st.selectbox(
        NEIGHBOUR_LABEL,
        options=list(labels),
        format_func=labels.get,
        key=widget_key,
        help="D′ is your data with this one change. A private choice should look almost the same on D and D′.",
    )
    if note:
        st.info(note)
    return AuditChoice(ONE, wrong_scale, _neighbour(source, key), labels[key])


def describe(source: ScoreSource, settings: Settings, choice: AuditChoice) -> str:
    """What is compared with what, in plain words."""
    scale = "the monotone scale ε/Δ" if choice.calibration(settings) else "the general scale ε/2Δ"
    if choice.neighbour is None:
        moves = (
            "one candidate's score up or down by Δ"
            if choice.corner_model(settings) == "monotone"
            else "one candidate's score up by Δ and every other down by Δ, or the reverse"
        )
        return f"For each outcome, D′ is the worst neighbour for it: {moves}. The mechanisms use {scale}" + (
            ", which assumes every score moves the same way: that is the wrong scale here."
            if choice.wrong_scale
            else "."
        )
    change = neighbours.score_change(source.scores, choice.neighbour.scores)
    direction = (
        "every changed score moves the same way (monotone)"
        if change.monotone
        else f"{change.raised} scores go up and {change.lowered} go down (not monotone)"
    )
    sentence = (
        f"D′ = {escape_markdown(choice.note)}. That changes scores by at most {change.largest:.6g} (Δ = "
        f"{settings.sensitivity:g}); {direction}. The mechanisms use {scale}"
    )
    if choice.wrong_scale and not change.monotone:
        return sentence + ", which is only right for neighbours that move every score the same way."
    return sentence + "."
