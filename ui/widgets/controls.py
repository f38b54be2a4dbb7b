"""The shared controls: ε (log slider + exact entry), Δ, monotone, trials, seed, mechanisms, log scale.

Every widget has an explicit key (browser tests and the URL sync rely on them) and is created without
``value=``: its value is seeded into ``st.session_state`` from the URL on a fresh visit and owned by the widget
afterwards.
"""

from __future__ import annotations

import contextlib
import secrets
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

import dpcore
from ui.shell.params import (
    EPSILON_GRID,
    EPSILON_MAX,
    EPSILON_MIN,
    SEED_MAX,
    SENSITIVITY_MAX,
    SENSITIVITY_MIN,
    TRIALS_OPTIONS,
    WINNERS_MAX,
    Params,
    canonical,
    nearest_epsilon_stop,
)
from ui.shell.runs import Settings
from ui.shell.state import PageContext, seed_widget, widgets_fresh
from ui.shell.text import odds_sentence

#: Mechanism names short enough for the sidebar's chips (the full names head the cards and charts).
SHORT_LABELS = {
    "exponential": "Exponential",
    "report_noisy_max": "RNM Laplace",
    "permute_and_flip": "Permute-and-flip",
    "report_noisy_max_gumbel": "RNM Gumbel",
    "report_noisy_max_exponential": "RNM exponential",
}

# Widget keys (stable: the browser tests and the URL sync use them).
K_SCENARIO = "scenario"
K_EPS_SLIDER = "eps_slider"
K_EPS_DOWN = "eps_down"
K_EPS_UP = "eps_up"
K_EPSILON = "epsilon"
K_SENSITIVITY = "sensitivity"
K_MONOTONE = "monotone"
K_TRIALS = "trials"
K_SEED = "seed"
K_REROLL = "reroll"
K_MECHANISMS = "mechanisms"
K_LOG_SCALE = "log_scale"
K_WINNERS = "winners"

WINNERS_HELP = (
    "How many candidates to choose. With k > 1 each mechanism is run k times, each time on the candidates not yet "
    "chosen, at ε each: the whole release costs k·ε. The charts then show each candidate's chance of being in the "
    "chosen set."
)

MONOTONE_WHY = (
    "When one person can only push every score the same way, two scores drift apart by at most Δ rather than "
    "2Δ, so the exponent can use ε/Δ instead of ε/2Δ: half the noise for the same privacy."
)


#: Width of the exact-ε entry beside the slider; the slider's end labels stop short of it.
_EXACT_WIDTH_PX = 150
#: Up to this width (CSS pixels) the ε slider gets a row of its own (``ui.charts.selection_svg.PHONE_WIDTH_PX``).
_PHONE_WIDTH_PX = 640
# Streamlit shows a slider's end values only on hover, so the direction is written under its two ends. On a phone
# the slider takes the whole width, the exact box and the stepper wrap under it (the ends then span the width too).
_SLIDER_ENDS = (
    f"<style>@media (max-width:{_PHONE_WIDTH_PX}px){{"
    '[data-testid="stHorizontalBlock"]:has(> * [data-testid="stSlider"]){flex-wrap:wrap}'
    '[data-testid="stHorizontalBlock"] > :has([data-testid="stSlider"]){min-width:100%}'
    ".pc-ends{margin-right:0!important}}</style>"
    '<div class="pc-ends" style="display:flex;justify-content:space-between;margin:-0.6rem '
    f'calc({_EXACT_WIDTH_PX}px + 1rem) 0.6rem 0;font-size:0.9em">'
    "<span>← more privacy</span><span>more accuracy →</span></div>"
)
#: The same beside the stepper buttons of projector mode (wider: the buttons sit right of the exact box).
_SLIDER_ENDS_STEPPER = _SLIDER_ENDS.replace(f"calc({_EXACT_WIDTH_PX}px + 1rem)", f"calc({_EXACT_WIDTH_PX}px + 8.4rem)")


def _slider_ends(*, stepper: bool, after_px: int) -> str:
    """The slider's two ends, stopping short of what sits right of it: the exact box, the stepper buttons and a
    control of ``after_px`` pixels (plus the row's gap)."""
    ends = _SLIDER_ENDS_STEPPER if stepper else _SLIDER_ENDS
    if not after_px:
        return ends
    right = f"calc({_EXACT_WIDTH_PX}px + {'8.4rem' if stepper else '1rem'})"
    return ends.replace(right, f"calc({_EXACT_WIDTH_PX}px + {after_px}px + {'9.4rem' if stepper else '2rem'})")


def _epsilon_label(value: float) -> str:
    if value == EPSILON_GRID[0]:
        return f"{value:g} · more privacy"
    if value == EPSILON_GRID[-1]:
        return f"{value:g} · more accuracy"
    return f"{value:g}"


_EPS_CHANGED = "_pc_eps_changed"  # which of the two ε widgets changed since the last run


def _slider_moved() -> None:
    st.session_state[_EPS_CHANGED] = {*st.session_state.get(_EPS_CHANGED, ()), "slider"}


def _exact_typed() -> None:
    st.session_state[_EPS_CHANGED] = {*st.session_state.get(_EPS_CHANGED, ()), "exact"}


def _sync_epsilon_widgets() -> None:
    """Copy ε from the widget that changed to the other one (before either is drawn in this run).

    A second key press on the slider can interrupt the rerun started by the first: the browser then sends the slider's
    new value together with the exact box's old one, and Streamlit reports both as changed. A person cannot change
    both at once, so then the slider wins (otherwise the old value would come back and the two would disagree).
    """
    changed = st.session_state.pop(_EPS_CHANGED, set())
    if "slider" in changed:
        st.session_state[K_EPSILON] = float(st.session_state[K_EPS_SLIDER])
    elif "exact" in changed:
        st.session_state[K_EPS_SLIDER] = nearest_epsilon_stop(float(st.session_state[K_EPSILON]))


def _step_epsilon(steps: int) -> None:
    """Move the ε slider ``steps`` stops (the stepper buttons), as if its thumb had been moved with the keys."""
    here = nearest_epsilon_stop(float(st.session_state.get(K_EPS_SLIDER, st.session_state.get(K_EPSILON, 1.0))))
    index = min(max(EPSILON_GRID.index(here) + steps, 0), len(EPSILON_GRID) - 1)
    st.session_state[K_EPS_SLIDER] = EPSILON_GRID[index]
    _slider_moved()


def _reroll() -> None:
    # A short seed is easy to read out in a lecture; 10⁶ choices is plenty to "re-roll".
    st.session_state[K_SEED] = secrets.randbelow(1_000_000)


def seed_input(*, help_text: str | None = None) -> int:
    """The one seed control: the "Random seed" box and its Re-roll button, side by side in the sidebar.

    Every page uses the same keys (:data:`K_SEED`, :data:`K_REROLL`), so the seed follows the visitor from page to
    page and browser tests find it everywhere. Seed the box first (:func:`ui.shell.state.seed_widget`).
    """
    seed_col, button_col = st.sidebar.columns([3, 2], vertical_alignment="bottom")
    seed = seed_col.number_input(
        "Random seed", min_value=0, max_value=SEED_MAX, step=1, format="%d", key=K_SEED, help=help_text
    )
    button_col.button("Re-roll", key=K_REROLL, on_click=_reroll, help="Draw a new random seed.")
    return int(seed)


def seed_epsilon(ctx: PageContext) -> None:
    """Seed the ε widgets from the link (call in the full run, never inside the live fragment)."""
    fresh = widgets_fresh(ctx, "epsilon")
    seed_widget(K_EPSILON, float(ctx.params.epsilon), fresh)
    seed_widget(K_EPS_SLIDER, nearest_epsilon_stop(ctx.params.epsilon), fresh)


def epsilon_widgets(
    *,
    note: bool = True,
    stepper: bool = False,
    odds: bool = True,
    after: Callable[[], object] | None = None,
    after_px: int = 0,
) -> float:
    """ε on a log slider (0.01–10) with an exact entry kept in sync, and (``note``) :func:`epsilon_note` under it.

    One row and one text block (four elements): these rerun on every ε change, and each element the server
    sends then costs the browser a redraw of the page. Without ``note`` the caller shows the note itself, inside
    a block of its own. ``stepper`` (projector mode) adds two buttons, "◀ ε" and "ε ▶", that move ε one stop
    down or up, also with the ← / → keys anywhere on the page (Streamlit's button shortcuts, silent while a
    text box or the slider itself has the focus, so a key moves ε once).
    Without ``odds`` the note is only the slider's two ends (the caller shows :func:`odds_sentence` elsewhere).
    ``after`` draws one more control, ``after_px`` wide, at the end of the row (the Explorer's Play control).
    """
    _sync_epsilon_widgets()
    with st.container(horizontal=True, vertical_alignment="bottom"):
        st.select_slider(
            "Privacy budget ε (log scale)",
            options=EPSILON_GRID,
            format_func=_epsilon_label,
            key=K_EPS_SLIDER,
            on_change=_slider_moved,
            help="ε bounds how much one person's data can change the odds of any outcome: by at most a factor e^ε.",
            width="stretch",
        )
        st.number_input(
            "Exact ε",
            min_value=EPSILON_MIN,
            max_value=EPSILON_MAX,
            step=0.01,
            format="%.6g",
            key=K_EPSILON,
            on_change=_exact_typed,
            help="Type any value from 0.01 to 10, e.g. 0.693 for ln 2.",
            width=_EXACT_WIDTH_PX,
        )
        if stepper:
            # ← / → anywhere on the page (Streamlit ignores shortcuts typed into a text box).
            st.button(
                "◀ ε", key=K_EPS_DOWN, on_click=_step_epsilon, args=(-1,), help="ε one stop lower", shortcut="Left"
            )
            st.button(
                "ε ▶", key=K_EPS_UP, on_click=_step_epsilon, args=(1,), help="ε one stop higher", shortcut="Right"
            )
        if after is not None:
            after()
    epsilon = canonical(float(st.session_state[K_EPSILON]))
    if note:
        st.markdown(epsilon_note(epsilon, stepper=stepper, odds=odds, after_px=after_px), unsafe_allow_html=True)
    return epsilon


def epsilon_note(epsilon: float, *, stepper: bool = False, odds: bool = True, after_px: int = 0) -> str:
    """The slider's two ends ("more privacy", "more accuracy") and (``odds``) the odds sentence for ``epsilon``
    (Markdown); ``stepper``: the ends of a slider drawn with the stepper buttons; ``after_px``: and a control that
    wide after them."""
    ends = _slider_ends(stepper=stepper, after_px=after_px)
    return f"{ends}\n\n{odds_sentence(epsilon)}" if odds else ends


def scenario_control(ctx: PageContext, *, in_sidebar: bool = False) -> str:
    """The scenario picker; switching scenario resets Δ and the monotone flag to the new scenario's own."""
    seed_widget(K_SCENARIO, ctx.params.scenario, widgets_fresh(ctx, "scenario"))

    def reset_defaults() -> None:
        scenario = dpcore.SCENARIOS[st.session_state[K_SCENARIO]]
        st.session_state[K_SENSITIVITY] = float(scenario.sensitivity)
        st.session_state[K_MONOTONE] = bool(scenario.monotonic)

    return (st.sidebar if in_sidebar else st).selectbox(
        "Scenario",
        options=list(dpcore.SCENARIOS),
        format_func=lambda key: dpcore.SCENARIOS[key].title,
        key=K_SCENARIO,
        on_change=reset_defaults,
    )


def sensitivity_controls(
    *,
    sensitivity: float,
    monotone: bool,
    sensitivity_reason: str,
    monotone_reason: str,
    fresh: bool,
    sensitivity_key: str = K_SENSITIVITY,
    monotone_key: str = K_MONOTONE,
) -> tuple[float, bool]:
    """Δ and the monotone toggle (in the sidebar), each with the reason for its default."""
    seed_widget(sensitivity_key, float(sensitivity), fresh)
    seed_widget(monotone_key, bool(monotone), fresh)
    sidebar = st.sidebar
    value = sidebar.number_input(
        "Sensitivity Δ",
        min_value=SENSITIVITY_MIN,
        max_value=SENSITIVITY_MAX,
        step=1.0 if sensitivity >= 1 else 0.1,
        format="%.6g",
        key=sensitivity_key,
        help="The most one person's data can change any single score.",
    )
    sidebar.caption(sensitivity_reason)
    flag = sidebar.toggle("Scores are monotone (halves the noise)", key=monotone_key, help=MONOTONE_WHY)
    # dpcore's reason usually says why already ("... can use ε/Δ instead of ε/2Δ"); otherwise add it.
    sidebar.caption(monotone_reason if "ε/Δ" in monotone_reason else f"{monotone_reason} {MONOTONE_WHY}")
    return canonical(float(value)), bool(flag)


@dataclass(frozen=True)
class RunSettings:
    """Everything but ε: read in the full run (sidebar), handed to the live fragment."""

    sensitivity: float
    monotonic: bool
    mechanisms: tuple[str, ...]
    trials: int
    seed: int
    log_scale: bool
    #: Number of winners k; None on a page without the control (then one winner, and the link's k is kept).
    winners: int | None = None

    @property
    def k(self) -> int:
        return self.winners or 1

    def with_epsilon(self, epsilon: float) -> Settings:
        return Settings(epsilon=epsilon, **{**asdict(self), "winners": self.k})

    def publishable(self, params: Params, epsilon: float) -> Params:
        """``params`` updated with these settings and ε (Δ and the flag are the caller's business)."""
        return replace(
            params,
            epsilon=epsilon,
            mechanisms=self.mechanisms,
            trials=self.trials,
            seed=self.seed,
            log_scale=self.log_scale,
            winners=params.winners if self.winners is None else self.winners,
        )


def winners_control(ctx: PageContext, *, n_candidates: int, fresh: bool) -> int:
    """The "Winners (k)" box in the sidebar: 1 to min(:data:`WINNERS_MAX`, ``n_candidates``), seeded from the
    link's ``winners``; a value beyond this data's candidates is lowered, with a note."""
    high = max(1, min(WINNERS_MAX, int(n_candidates)))
    seed_widget(K_WINNERS, int(ctx.params.winners), fresh)
    asked = st.session_state.get(K_WINNERS)
    if not isinstance(asked, int) or isinstance(asked, bool) or asked < 1:
        st.session_state[K_WINNERS] = 1
    elif asked > high:  # (a number box holding more than its maximum would raise)
        st.session_state[K_WINNERS] = high
        st.sidebar.caption(f"{asked} winners asked for, but there are only {high} to choose from here: {high} it is.")
    value = st.sidebar.number_input(
        "Winners (k)", min_value=1, max_value=high, step=1, format="%d", key=K_WINNERS, help=WINNERS_HELP
    )
    return int(value)


def sidebar_settings(
    ctx: PageContext,
    *,
    sensitivity: float,
    monotone: bool,
    sensitivity_reason: str,
    monotone_reason: str,
    new_defaults: bool = False,
    sensitivity_key: str = K_SENSITIVITY,
    monotone_key: str = K_MONOTONE,
    n_candidates: int | None = None,
) -> RunSettings:
    """The sidebar: Δ, monotone, mechanisms, trials, (with ``n_candidates``) the number of winners, seed with
    re-roll, log scale.

    Δ and the flag are reseeded from ``sensitivity`` / ``monotone`` when ``new_defaults`` (new data) or when
    they were not on screen in the previous run.
    """
    st.sidebar.header("Settings")
    delta, flag = sensitivity_controls(
        sensitivity=sensitivity,
        monotone=monotone,
        sensitivity_reason=sensitivity_reason,
        monotone_reason=monotone_reason,
        # (widgets_fresh first: it also records that the group is on screen, which a short circuit would skip,
        # and the next run would then reseed Δ and undo the first change after an upload)
        fresh=widgets_fresh(ctx, "sensitivity") or new_defaults,
        sensitivity_key=sensitivity_key,
        monotone_key=monotone_key,
    )
    params = ctx.params
    fresh = widgets_fresh(ctx, "run")
    seed_widget(K_MECHANISMS, list(params.mechanisms), fresh)
    seed_widget(K_TRIALS, params.trials, fresh)
    seed_widget(K_SEED, params.seed, fresh)
    seed_widget(K_LOG_SCALE, params.log_scale, fresh)
    sidebar = st.sidebar
    mechanisms = sidebar.multiselect(
        "Mechanisms",
        options=list(dpcore.MECHANISMS),
        format_func=lambda name: SHORT_LABELS[name],
        key=K_MECHANISMS,
        help="RNM: report-noisy-max, with Laplace, Gumbel or one-sided exponential noise. The Gumbel and "
        "exponential variants have the same laws as the exponential mechanism and permute-and-flip: a check that "
        "simulation and theory agree.",
    )
    trials = sidebar.select_slider(
        "Simulated runs per mechanism",
        options=TRIALS_OPTIONS,
        format_func=lambda n: f"{n:,}",
        key=K_TRIALS,
        help="More runs shrink the 95% intervals around the simulated shares onto the exact probabilities.",
    )
    winners = None if n_candidates is None else winners_control(ctx, n_candidates=n_candidates, fresh=fresh)
    seed = seed_input()
    log_scale = sidebar.toggle("Log scale for probabilities", key=K_LOG_SCALE, help="Shows tiny probabilities.")
    return RunSettings(
        sensitivity=delta,
        monotonic=flag,
        mechanisms=tuple(mechanisms),
        trials=int(trials),
        seed=int(seed),
        log_scale=bool(log_scale),
        winners=winners,
    )


def epsilon_control(
    ctx: PageContext, first: DeltaGenerator | contextlib.nullcontext, *, label: str | None = None
) -> float:
    """The page's ε (seeded from the link on a fresh visit) in ``first``, the first screen's slot
    (:func:`ui.shell.state.first_screen`), under ``label`` if given; on a projector with ◀ ε / ε ▶ and the odds sentence
    under it."""
    seed_epsilon(ctx)
    present = ctx.params.present
    with first:
        if label:
            st.markdown(label)
        epsilon = epsilon_widgets(stepper=present, odds=not present)
    if present:
        st.markdown(odds_sentence(epsilon), unsafe_allow_html=True)  # our own sentence: its e<sup>ε</sup>
    return epsilon
