"""The Your-data page's release step: one private choice drawn for real, its cost in the file's privacy ledger, and
the code and the handout that go with it (issue 21).

Everything above this step on the page is a *curator's preview*: exact probabilities and simulated runs computed from
the true scores, which are not private themselves. This step is the one place a choice is released. It looks
different at a glance (a bordered box with its own heading, a tinted background and a dark accent, :data:`CSS`) and:

- draws the choice through :func:`dpcore.release.release_choice` (OpenDP's noisy-max sampler, from OpenDP's contrib
  set), only after a confirmation that states the cost ("This spends ε = …") and warns when the release would pass
  the budget the person set for the file;
- shows only the released candidate and the public parameters (ε, Δ, monotone, mechanism, where the candidate list
  came from), never a score or a probability;
- refuses report-noisy-max with Laplace noise with the engine's own message, and offers the other two mechanisms;
- keeps the file's ledger in this session only (:mod:`ui.shell.ledger`): spent pure ε, and zCDP ρ with its (ε, δ)
  when every release is the exponential mechanism;
- offers the script and notebook that redo the release (:func:`dpcore.release.release_script`,
  :func:`dpcore.release.release_notebook`) and a one-page handout (:func:`dpcore.release.handout_html`), each built
  only when its button is clicked.

ε is the page's (the live slider above, in the explorer's fragment): moving it reruns only that fragment, not this
step, so an open confirmation may still state the ε it was asked at. Its button therefore carries the request it
states, and a confirmation is acted on only when that request is the page's now: when ε (or any other setting)
changed, nothing is released, the step says what changed and asks again at the new settings. A full rerun of the
page while a confirmation is open (another control, or the slider's value reaching a full run) does the same: the
confirmation stays open, warns what changed and states the new cost; it never closes silently and never spends at an
ε the person did not confirm. The downloads read the ε the preview last drew (``preview["shown"].settings``, the
explorer's own handle for its downloads) when they are clicked.

With the page's "Winners (k)" control above 1, a release draws the k winners at once through OpenDP's
``make_noisy_top_k`` (peeled: each winner chosen at the slider's ε from the candidates left, the law the preview
draws), so the whole release costs k·ε (pure DP; for the exponential mechanism ρ = k·ε²/8 in zCDP), both from
``dpcore.top_k_privacy``. Every label then says so: the preview's chances are those of being *among the k chosen*,
the confirmation, the button, the ledger and the handout state the cost of the whole release. With k = 1 the step is
exactly the single choice's.
"""

from __future__ import annotations

import html
import logging
import re
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Protocol, cast
from urllib.parse import urlencode

import numpy as np
import streamlit as st

import dpcore
from dpcore.ingest.layout import KINDS, Layout
from dpcore.release import (
    Release,
    ReleaseNotSupportedError,
    ScriptNotSupportedError,
    handout_html,
    release_choice,
    release_notebook,
    release_script,
)
from dpcore.release.ledger import DEFAULT_DELTA
from dpcore.release.opendp_release import OPENDP_VERSION, opendp_measure
from dpcore.release.script import SCRIPT_KINDS
from dpcore.scoring.candidates import ScoredCandidates
from ui.charts import selection, vega
from ui.shell import ledger as ledgers
from ui.shell import links, text
from ui.shell.ledger import FileLedger
from ui.shell.params import canonical
from ui.shell.state import PageContext, changed, seed_widget, widgets_fresh
from ui.shell.text import escape_markdown
from ui.shell.uploads import DataFile
from ui.widgets import controls
from ui.widgets.controls import RunSettings
from ui.your_data.inputs import Reading

_LOG = logging.getLogger(__name__)

#: How many candidates one release draws unless the page's "Winners (k)" control asks for more.
RELEASED = 1
#: The mechanisms a release offers: the three main ones (the report-noisy-max variants with Gumbel and exponential
#: noise have exactly the laws of the exponential mechanism and permute-and-flip, and are released as those).
OFFERED: tuple[str, ...] = ("exponential", "permute_and_flip", "report_noisy_max")
#: The one the page falls back to (pure ε, and zCDP ρ = ε²/8: both ledgers apply).
DEFAULT_MECHANISM = "exponential"
#: A sidebar mechanism's release: the variants are released as the mechanism whose law they share.
_RELEASED_AS = {
    "exponential": "exponential",
    "permute_and_flip": "permute_and_flip",
    "report_noisy_max": "report_noisy_max",
    "report_noisy_max_gumbel": "exponential",
    "report_noisy_max_exponential": "permute_and_flip",
}
#: The link parameters the handout's link keeps: what reproduces this page's settings once the file is uploaded
#: again (Δ and the monotone flag are read from the file; the Explorer's scenario does not apply here).
LINK_KEYS = ("epsilon", "mechanisms", "trials", "seed", "winners")
#: Candidates each handout chart shows at most (the highest-scoring ones): a handout chart is 5 cm high.
HANDOUT_ROWS = 8
BUDGET_MIN, BUDGET_MAX = 0.001, 1000.0
_LABEL_CHARACTERS = 200  # a released label shown on the page (a cell can be a megabyte long)
_NAME_CHARACTERS = 80  # a column or file name inside a sentence
_SENTENCE_LABEL = 40  # a candidate in the handout's sentence: with three named, all its numbers fit its limit

# Widget keys (stable: the tests use them).
K_MECHANISM = "yd_release_mechanism"
K_BUDGET = "yd_release_budget"
K_QUESTION = "yd_release_question"
K_CHARTS = "yd_release_charts"
K_ASK = "yd_release_ask"
K_CONFIRM = "yd_release_confirm"
K_CANCEL = "yd_release_cancel"
K_SCRIPT = "yd_release_script"
K_NOTEBOOK = "yd_release_notebook"
K_HANDOUT = "yd_release_handout"
#: The release step's container (its CSS class is ``st-key-pc_release``).
BOX_KEY = "pc_release"

_ASKED = "_pc_release_asked"  # set by "Release one choice…": the next run records the request to confirm
_PENDING = "_pc_release_pending"  # the Request the confirmation states
_CONFIRMED = "_pc_release_confirmed"  # the Request the clicked confirmation stated: released if it is still in force

_ACCENT = "#111111"
_TINT = "#F4F1E8"
#: The release step's look: a warm paper tint and a dark bar on the left, so that it never reads as part of the
#: preview (white, with the mechanisms' colours). Only our own key's class is used.
CSS = f"""<style>
.st-key-{BOX_KEY} {{ background: {_TINT}; border-left: 0.5rem solid {_ACCENT} !important; }}
.st-key-{BOX_KEY} h3 {{ padding-top: 0.2rem; }}
.pc-released {{ background: #FFFFFF; border: 2px solid {_ACCENT}; border-radius: 0.5rem; padding: 0.8rem 1.1rem;
  margin: 0.2rem 0 0.4rem; }}
.pc-released .pc-kicker {{ font-size: 0.8rem; letter-spacing: 0.06em; text-transform: uppercase; color: #444; }}
.pc-released .pc-label {{ font-size: 1.9rem; font-weight: 700; line-height: 1.25; margin: 0.15rem 0 0.35rem;
  overflow-wrap: anywhere; }}
.pc-released dl {{ display: grid; grid-template-columns: max-content 1fr; gap: 0.1rem 0.9rem; margin: 0;
  font-size: 0.92rem; }}
.pc-released dt {{ color: #444; }}
.pc-released dd {{ margin: 0; overflow-wrap: anywhere; }}
</style>"""

INTRO = (
    "Everything above is a **curator's preview**: its probabilities, charts and simulated runs are computed from the "
    "true scores, so they are *not private themselves* — they are for you, the person holding the data. A release is "
    "different: it draws **one choice, once**, through OpenDP's vetted noisy-max sampler (`make_noisy_max`, from "
    "OpenDP's *contrib* set of measurements), and shows only the chosen candidate and the public parameters. Each "
    "release spends privacy: the ledger in this box adds it up for this file."
)
#: The same for k > 1 winners (``{k}``, ``{k_epsilon}``: the whole release's cost in words).
INTRO_K = (
    "Everything above is a **curator's preview**: its probabilities, charts and simulated runs are computed from the "
    "true scores, so they are *not private themselves* — they are for you, the person holding the data. Its charts "
    "show each candidate's chance of being **among the {k} chosen**. A release is different: it draws **{k} winners, "
    "once**, through OpenDP's vetted noisy-top-k sampler (`make_noisy_top_k`, from OpenDP's *contrib* set of "
    "measurements), each chosen at the slider's ε from the candidates left, so the whole release costs {k_epsilon}; "
    "it shows only the {k} chosen candidates and the public parameters. Each release spends privacy: the ledger in "
    "this box adds it up for this file."
)
LEDGER_NOTE = (
    "The ledger is kept in this browser session only (not on the server's disk, not in the link): reloading the page "
    "starts it again at zero. Keep the handout as the record of what was spent."
)


class _Shown(Protocol):
    """What the explorer view last drew (``ui.explorer.view.Shown``), as far as this step reads it."""

    candidates: ScoredCandidates
    results: list[Any]
    settings: Any
    plan: Any


@dataclass(frozen=True)
class Request:
    """One release as the page would make it now: which file, read how, and the public parameters."""

    file_key: str
    reading: Hashable  # the sheet, the block and the layout
    epsilon: float
    mechanism: str
    sensitivity: float
    monotonic: bool
    k: int = RELEASED

    @property
    def total(self) -> float:
        """The pure ε the whole release spends: k·ε for k winners at the slider's ε each (``dpcore.top_k_privacy``),
        ε itself for one choice."""
        return total_epsilon(self.epsilon, self.k, self.mechanism)


def total_epsilon(epsilon: float, k: int, mechanism: str) -> float:
    """The pure ε of k winners chosen at ``epsilon`` each, by dpcore's accounting (k·ε; ε when k = 1)."""
    if k == 1:
        return epsilon
    return float(dpcore.top_k_privacy(k=k, epsilon=epsilon, mechanism=mechanism).pure_epsilon)


def intro(k: int, epsilon: float, mechanism: str) -> str:
    """The step's opening paragraph (Markdown): :data:`INTRO`, or for k > 1 winners :data:`INTRO_K`."""
    if k == 1:
        return INTRO
    return INTRO_K.format(k=k, k_epsilon=f"{k}ε (= {total_epsilon(epsilon, k, mechanism):g} at ε = {epsilon:g})")


@dataclass(frozen=True)
class _Download:
    """Everything a download builds from, fixed in the page's run (the callables run outside it, on click)."""

    file_name: str
    layout: Layout
    sheet: str
    block: int | None
    codec: str
    request: Request
    question: str
    source: str
    candidates: str
    link_base: str
    link_query: dict[str, str]
    certain: bool
    with_charts: bool


# --- what the page says about the candidates ---------------------------------------------------------------------


def candidate_source(layout: Layout, file_name: str, count: int) -> tuple[str, bool]:
    """Where the candidate list came from, in words, and whether it was read from the file's cells (then its
    candidates are data: a write-in named by one person would reveal them if released)."""
    name = _short(file_name, _NAME_CHARACTERS)
    options = text.count(count, "candidate")
    if layout.kind == "bids":
        low, high, step = layout.price_grid
        return f"{options}: a price grid fixed on the page, {low:g} to {high:g} in steps of {step:g}", False
    if _options_are_columns(layout):
        return f"{options}: the option columns of {name}", False
    column = layout.label_column if layout.kind in ("counts", "grid") else (layout.columns[:1] or ("",))[0]
    where = f", column “{_short(column, _NAME_CHARACTERS)}”" if column else ""
    return f"{options}: the answers found in {name}{where}", True


def candidate_origin(layout: Layout, count: int) -> str:
    """The same, short, for the handout's parameters (its header names the file)."""
    if layout.kind == "bids":
        low, high, step = layout.price_grid
        return f"{count:,} prices, {low:g} to {high:g} in steps of {step:g}"
    if _options_are_columns(layout):
        return f"{count:,}: the file's option columns"
    return f"{count:,}: the answers found in the file"


def _options_are_columns(layout: Layout) -> bool:
    """Whether the candidates are the file's column names (one column per option)."""
    return layout.kind in ("ticks", "ratings", "rank_grid", "grid") and layout.options_in != "rows"


def default_question(layout: Layout) -> str:
    """The handout's question: the column a one-question reading reads (a form's question), else a plain one."""
    if layout.kind in ("votes", "multi_choice", "long") and layout.columns:
        return _short(layout.columns[0], 200)
    return "Which option should be chosen?"


def default_mechanism(mechanisms: Sequence[str]) -> str:
    """The first sidebar mechanism that can be released (a variant as the mechanism it equals), else the default."""
    for mechanism in mechanisms:
        released = _RELEASED_AS.get(mechanism)
        if released is not None and released != "report_noisy_max":
            return released
    return DEFAULT_MECHANISM


def refusal(mechanism: str) -> str | None:
    """The engine's reason a mechanism cannot be released (report-noisy-max with Laplace noise), or None."""
    try:
        opendp_measure(mechanism)
    except ReleaseNotSupportedError as error:
        return str(error)
    return None


# --- the step --------------------------------------------------------------------------------------------------


def release_step(
    ctx: PageContext,
    file: DataFile,
    frame_attrs: Mapping[str, object],
    reading: Reading,
    run: RunSettings,
    *,
    preview: Mapping[str, object],
    k: int = RELEASED,
) -> None:
    """Draw the release step for ``file`` read as ``reading``, with the sidebar's ``run`` settings and the page's ε.

    ``frame_attrs`` are the table's attributes (its ``sheet`` and ``block``); ``preview`` is the explorer view's
    handle of what it last drew (``st.session_state[ui.explorer.view.K_SHOWN]``), read when a download is clicked.
    """
    key = ledgers.file_key(file.data_id, file.content)
    ledgers.set_current(key)
    book = ledgers.get(key, file.name)
    fresh = widgets_fresh(ctx, "release")
    new_file = changed("yd_release_file", key)
    seed_widget(K_MECHANISM, default_mechanism(run.mechanisms), fresh or new_file)
    seed_widget(K_BUDGET, book.budget, fresh or new_file)
    seed_widget(K_QUESTION, default_question(reading.layout), changed("yd_release_question", reading.layout) or fresh)
    seed_widget(K_CHARTS, False, fresh or new_file)

    sheet = str(frame_attrs.get("sheet") or "")
    block = frame_attrs.get("block")
    scored = reading.scored
    source, from_cells = candidate_source(reading.layout, file.name, len(scored.labels))
    epsilon = canonical(float(st.session_state.get(controls.K_EPSILON, ctx.params.epsilon)))
    request = Request(
        file_key=key,
        reading=(sheet, block, reading.layout),
        epsilon=epsilon,
        mechanism=str(st.session_state[K_MECHANISM]),
        sensitivity=run.sensitivity,
        monotonic=run.monotonic,
        k=k,
    )
    notice = _settle(request, scored, source=source)
    book = ledgers.get(key, file.name)

    st.markdown(CSS, unsafe_allow_html=True)
    with st.container(border=True, key=BOX_KEY):
        heading = "one private choice" if k == 1 else f"{k} private winners"
        st.subheader(f"🔒 Release: {heading}, drawn for real", anchor="release")
        st.markdown(intro(k, request.epsilon, request.mechanism))
        _mechanism_choice()
        choose_col, ledger_col = st.columns([3, 2], gap="large")
        with ledger_col:  # (first: the budget set in this run counts in the confirmation's warning)
            book = _budget_and_totals(book)
        with choose_col:
            _choose(request, book, scored, source=source, from_cells=from_cells, notice=notice)
        if len(book.ledger):
            with st.expander(f"Every release from this file ({len(book.ledger)})"):
                st.dataframe(_ledger_table(book), hide_index=True, width="stretch")
        st.caption(LEDGER_NOTE)
        _downloads(
            _Download(
                file_name=file.name,
                layout=reading.layout,
                sheet=sheet,
                block=block if isinstance(block, int) else None,
                codec=str(frame_attrs.get("codec") or ""),
                request=request,
                question="",
                source=f"{file.name} ({KINDS.get(reading.layout.kind, reading.layout.kind)})",
                candidates=candidate_origin(reading.layout, len(scored.labels)),
                link_base=_page_url(),
                link_query=links.read(LINK_KEYS),
                certain=reading.certain,
                with_charts=False,
            ),
            book,
            preview,
        )


def _settle(request: Request, scored: ScoredCandidates, *, source: str) -> str:
    """Act on the buttons of the previous run: record a request to confirm, or release a confirmed one. Returns a
    notice for the person (Markdown) when a confirmation was not acted on.

    A confirmation is acted on only when the request its button stated (``_CONFIRMED``) is the one in force now:
    the live ε slider reruns only its own fragment, so the button may still say the ε it was asked at. When the
    settings changed under an open confirmation (confirmed or not yet), it is asked again at the new settings with a
    warning naming what changed; another file's confirmation is void."""
    if st.session_state.pop(_ASKED, False):
        st.session_state[_PENDING] = request
    pending: Request | None = st.session_state.get(_PENDING)
    confirmed: Request | None = st.session_state.pop(_CONFIRMED, None)
    if pending is None:
        return ""  # (cancelled, or never asked: a stray confirmation releases nothing)
    if pending.file_key != request.file_key:
        st.session_state.pop(_PENDING, None)  # another file: its confirmation is void
        return ""
    stated = confirmed if confirmed is not None else pending
    if stated != request or pending != request:
        st.session_state[_PENDING] = request  # ask again, at the settings in force now
        before = stated if stated != request else pending
        return (
            f"**Nothing was released:** the settings changed since the confirmation was shown ("
            f"{_what_changed(before, request)}). Check the cost below and confirm again."
        )
    if confirmed is None:
        return ""  # the confirmation stays open
    st.session_state.pop(_PENDING, None)
    candidates = replace(scored, sensitivity=request.sensitivity, monotonic=request.monotonic)
    try:
        # The whole release's ε: OpenDP's top-k spends ε/k per round, so k·ε gives each winner the slider's ε, the law
        # the preview draws.
        released = release_choice(candidates, epsilon=request.total, mechanism=request.mechanism, k=request.k)
    except dpcore.InvalidInputError as error:  # (ReleaseNotSupportedError included) nothing was spent
        return f"**Nothing was released:** {escape_markdown(error)}"
    ledgers.record(request.file_key, released, source=source)
    return ""


def _what_changed(before: Request, now: Request) -> str:
    parts = []
    if before.epsilon != now.epsilon:
        parts.append(f"ε {before.epsilon:g} → {now.epsilon:g}")
    if before.mechanism != now.mechanism:
        parts.append(f"{dpcore.MECHANISM_LABELS[before.mechanism]} → {dpcore.MECHANISM_LABELS[now.mechanism]}")
    if before.sensitivity != now.sensitivity:
        parts.append(f"Δ {before.sensitivity:g} → {now.sensitivity:g}")
    if before.monotonic != now.monotonic:
        parts.append("the monotone setting")
    if before.k != now.k:
        parts.append(f"winners {before.k} → {now.k}")
    if before.reading != now.reading:
        parts.append("how the file is read")
    return ", ".join(parts) or "the settings"


def _choose(
    request: Request, book: FileLedger, scored: ScoredCandidates, *, source: str, from_cells: bool, notice: str
) -> None:
    """What a release uses, and the button, the confirmation or the refusal."""
    scale = "monotone scale (range Δ)" if request.monotonic else "general scale (range 2Δ)"
    if request.k == 1:
        uses = "the ε set with the slider above"
    else:
        uses = (
            f"k = {request.k} winners (the sidebar's “Winners (k)”), each chosen at the ε set with the slider above, "
            f"ε = {request.epsilon:g}, so ε = {request.total:g} for the whole release"
        )
    st.markdown(
        f"A release uses {uses}, Δ = {request.sensitivity:g} on the {scale} from the sidebar, and "
        f"{escape_markdown(source)}."
    )
    if from_cells:
        st.caption(
            "The guarantee assumes the candidate list is public, e.g. the form's own options. Here it was read from "
            "the answers: a write-in named by one person only could reveal them if it were released, so remove such "
            "answers from the file before releasing."
        )
    if notice:
        st.warning(notice)
    last = _last_release(book)
    if last:
        st.markdown(last, unsafe_allow_html=True)
    reason = refusal(request.mechanism)
    if reason is not None:
        st.warning(escape_markdown(reason))
        with st.container(horizontal=True):
            for mechanism in OFFERED:
                if refusal(mechanism) is None:
                    st.button(
                        f"Use {_lower(dpcore.MECHANISM_LABELS[mechanism])}",
                        key=f"yd_release_use_{mechanism}",
                        on_click=_use,
                        args=(mechanism,),
                    )
        return
    pending = st.session_state.get(_PENDING)
    if pending != request:
        if request.k == 1:
            again = "Release another choice…" if len(book.ledger) else "Release one choice…"
        else:
            again = f"Release another {request.k} winners…" if len(book.ledger) else f"Release {request.k} winners…"
        st.button(again, key=K_ASK, on_click=_ask, type="primary")
        return
    _confirmation(request, book, len(scored.labels))


def _confirmation(request: Request, book: FileLedger, candidates: int) -> None:
    """The cost, stated before anything is spent, and the two buttons."""
    epsilon = request.total  # the whole release's pure ε (k·ε for k winners)
    total = book.spent + epsilon
    mechanism = _lower(dpcore.MECHANISM_LABELS[request.mechanism])
    if request.k == 1:
        cost = f"**This spends ε = {epsilon:g}**"
        drawn = f"draws one of the {candidates:,} candidates, once"
        odds = text.odds_sentence(epsilon, subject="the released choice")
    else:
        cost = f"**This spends ε = {epsilon:g}** ({request.k} winners at ε = {request.epsilon:g} each)"
        drawn = (
            f"draws {request.k:,} of the {candidates:,} candidates, once, each at ε = {request.epsilon:g} from the "
            "candidates left"
        )
        odds = text.top_k_odds_sentence(request.epsilon, k=request.k, total=epsilon)
    with st.container(border=True, key="pc_release_confirm"):
        st.markdown(
            f"{cost} of the privacy of the people in this file. {mechanism.capitalize()} {drawn}; the total spent on "
            f"this file becomes ε = {total:.4g}. {odds}",
            unsafe_allow_html=True,
        )
        over = book.would_exceed(epsilon)
        if over:
            st.warning(
                f"**Over budget:** this release would take the total to ε = {total:.4g}, past the budget of "
                f"ε = {book.budget:g} you set for this file."
            )
        with st.container(horizontal=True):
            st.button(
                f"Spend ε = {epsilon:g} anyway" if over else f"Spend ε = {epsilon:g} and release",
                key=K_CONFIRM,
                on_click=_confirm,
                args=(request,),  # what this button states: released only if it is still the page's request
                type="primary",
            )
            st.button("Cancel", key=K_CANCEL, on_click=_cancel)


def _mechanism_choice() -> None:
    st.radio(
        "Mechanism for the release",
        options=list(OFFERED),
        format_func=dpcore.MECHANISM_LABELS.get,
        key=K_MECHANISM,
        horizontal=True,
        on_change=_cancel,
        help="Permute-and-flip: pure ε. Exponential mechanism: pure ε, and ρ = ε²/8 in zCDP, which adds up more "
        "slowly over many releases (see the Composition page).",
    )


def _ask() -> None:
    st.session_state[_ASKED] = True


def _confirm(stated: Request) -> None:
    st.session_state[_CONFIRMED] = stated


def _cancel() -> None:
    st.session_state.pop(_PENDING, None)


def _use(mechanism: str) -> None:
    st.session_state[K_MECHANISM] = mechanism
    _cancel()


def _budget_and_totals(book: FileLedger) -> FileLedger:
    """The budget box and what was spent: pure ε, and ρ with its (ε, δ) when every release is in zCDP."""
    budget = st.number_input(
        "Budget for this file (total ε)",
        min_value=BUDGET_MIN,
        max_value=BUDGET_MAX,
        value=None,
        step=0.5,
        format="%.4g",
        key=K_BUDGET,
        placeholder="none set",
        help="The most ε you mean to spend on this file's people, all releases together. A release that would pass "
        "it asks twice.",
    )
    if budget != book.budget:
        book = ledgers.set_budget(book.key, None if budget is None else float(budget))
    spent, releases = book.spent, len(book.ledger)
    st.metric(
        "Spent on this file",
        f"ε = {spent:.4g}",
        help="Pure ε: every release's ε adds up (basic composition); it holds with δ = 0.",
    )
    rho = book.ledger.rho
    delta = text.scientific(DEFAULT_DELTA).replace("1 × ", "")
    if rho is not None:
        converted = book.ledger.zcdp_epsilon(DEFAULT_DELTA)
        st.caption(
            f"{text.count(releases, 'release')}, every one the exponential mechanism, so zCDP applies too: ρ = "
            f"{rho:.4g} in all, i.e. (ε = {converted:.4g}, δ = {delta})-DP. Both statements hold; over many "
            "releases the zCDP one grows more slowly (see the Composition page)."
        )
    elif releases:
        st.caption(
            f"{text.count(releases, 'release')}. Permute-and-flip is counted in pure ε only, so this file has no "
            "zCDP total."
        )
    if book.budget is not None:
        share = spent / book.budget
        st.progress(min(share, 1.0), text=f"{share:.0%} of the budget of ε = {book.budget:g} spent")
        if share > 1 + 1e-9:
            st.warning(f"Past the budget: ε = {spent:.4g} spent, the budget is ε = {book.budget:g}.")
    elif not releases:
        st.caption("No release from this file yet: nothing spent.")
    return book


def _last_release(book: FileLedger) -> str:
    """The last release from this file: the released candidate and its public parameters (HTML), or ""."""
    if not len(book.ledger):
        return ""
    entry = book.ledger.entries[-1]
    number = len(book.ledger)
    label = ", ".join(_html(_short(label, _LABEL_CHARACTERS)) for label in entry.labels)
    rows = "".join(f"<dt>{_html(name)}</dt><dd>{_html(value)}</dd>" for name, value in _parameters(entry, book))
    kicker = "Released choice" if entry.k == 1 else f"Released set of {entry.k} winners, in the order drawn"
    return (
        f'<div class="pc-released" data-testid="pcReleased"><div class="pc-kicker">{kicker} · release '
        f'{number} from this file</div><div class="pc-label" data-testid="pcReleasedLabel">{label}</div>'
        f"<dl>{rows}</dl></div>"
    )


def _parameters(entry: Release, book: FileLedger) -> list[tuple[str, str]]:
    """A release's public parameters, as the page and the handout state them."""
    privacy = f"ε = {entry.epsilon:g} (pure)"
    if entry.k > 1:
        privacy = f"ε = {entry.epsilon:g} in all (pure), {entry.k} winners at ε = {entry.epsilon / entry.k:g} each"
    if entry.rho is not None:
        privacy += f"; zCDP ρ = {entry.rho:.4g}"
    winners = [("Winners (k)", f"{entry.k}, each chosen from the candidates left")] if entry.k > 1 else []
    return [
        ("Mechanism", entry.mechanism_label),
        *winners,
        ("Privacy", privacy),
        ("Sensitivity Δ", f"{entry.sensitivity:g}"),
        ("Scores", "monotone (range Δ)" if entry.monotonic else "general (range 2Δ)"),
        ("Candidates", book.sources[len(book.ledger) - 1] if book.sources else book.name),
        ("Sampler", f"OpenDP {entry.opendp_version}, {entry.sampler.removeprefix('opendp.measurements.')}"),
    ]


def _ledger_table(book: FileLedger) -> Any:
    """The ledger's rows (dpcore's) for a table: released labels and costs only."""
    import pandas as pd

    rows = book.ledger.rows(DEFAULT_DELTA)
    columns: dict[str, list[Any]] = {
        "Release": [row["release"] for row in rows],
        "Mechanism": [row["mechanism"] for row in rows],
    }
    if any(entry.k > 1 for entry in book.ledger.entries):  # (a file released one at a time keeps the table it had)
        columns["Winners (k)"] = [row["k"] for row in rows]
    columns |= {
        "Released": [_short(str(row["released"]), _LABEL_CHARACTERS) for row in rows],
        "ε (pure)": [float(row["epsilon"]) for row in rows],  # type: ignore[arg-type]
        "ρ (zCDP)": [None if row["rho"] is None else float(row["rho"]) for row in rows],  # type: ignore[arg-type]
    }
    return pd.DataFrame(columns)


# --- downloads ---------------------------------------------------------------------------------------------------


def _downloads(plan: _Download, book: FileLedger, preview: Mapping[str, object]) -> None:
    """The script, the notebook and the handout, each built only when its button is clicked."""
    st.markdown("**Redo it elsewhere, or take it to a meeting**")
    question = st.text_input(
        "Question, for the handout",
        key=K_QUESTION,
        max_chars=200,
        help="What was decided, in a line. The handout names the file and its reading, never its rows.",
    )
    with_charts = st.checkbox(
        "Add the preview's chart to the handout (for the curator only: it is computed from the true scores and names "
        "the candidates)",
        key=K_CHARTS,
    )
    plan = replace(plan, question=question or default_question(plan.layout), with_charts=bool(with_charts))
    reason = script_refusal(plan)
    stem = "private-choice_" + (re.sub(r"[^A-Za-z0-9_-]+", "-", Path(plan.file_name).stem).strip("-")[:40] or "file")
    current = _current(preview)
    book_now = book  # the ledger as this run drew it (a release reruns the page, which draws new buttons)
    with st.container(horizontal=True):
        st.download_button(
            "Script to redo it (.py)",
            data=_safely(lambda: script_bytes(plan, current(), notebook=False)),
            file_name=f"{stem}.py",
            mime="text/x-python",
            key=K_SCRIPT,
            on_click="ignore",
            disabled=reason is not None,
            help="Reads your own file with the same reading, builds the same OpenDP measurement, checks that its "
            "privacy map gives the stated ε, and releases. OpenDP and pandas only; no data inside.",
        )
        st.download_button(
            "Notebook (.ipynb)",
            data=_safely(lambda: script_bytes(plan, current(), notebook=True)),
            file_name=f"{stem}.ipynb",
            mime="application/x-ipynb+json",
            key=K_NOTEBOOK,
            on_click="ignore",
            disabled=reason is not None,
        )
        st.download_button(
            "Handout for a meeting (.html)",
            data=_safely(lambda: handout_bytes(plan, current(), book_now)),
            file_name=f"{stem}_handout.html",
            mime="text/html",
            key=K_HANDOUT,
            on_click="ignore",
            disabled=refusal(plan.request.mechanism) is not None,
            help="One page (A4 or Letter): the question, ε as odds, the result, the parameters, the link and the "
            "ledger. Open it and print it, or save it as PDF from the browser's print.",
        )
    if reason is not None:
        st.caption(f"No script for these settings: {escape_markdown(reason)}")


def script_refusal(plan: _Download) -> str | None:
    """Why no script can be generated for ``plan`` (the engine's reasons, checked without generating), or None."""
    reason = refusal(plan.request.mechanism)
    if reason is not None:
        return reason
    if plan.block is not None:
        return (
            "the table was read from one block of a file that stacks several, or holds other lines of text around "
            "it; save that table as a file of its own."
        )
    if plan.layout.kind not in SCRIPT_KINDS:
        return f"the reading “{plan.layout.kind}” has no script."
    return None


def _current(preview: Mapping[str, object]) -> Callable[[], dict[str, object]]:
    """The settings the preview last drew (ε may have moved since this run): read when a download is clicked."""

    def read() -> dict[str, object]:
        shown = preview.get("shown")
        settings = getattr(shown, "settings", None)
        if settings is None:
            return {}
        return {"epsilon": canonical(float(settings.epsilon)), "shown": shown}

    return read


def _settings_now(plan: _Download, current: Mapping[str, object]) -> Request:
    epsilon = current.get("epsilon")
    return plan.request if epsilon is None else replace(plan.request, epsilon=float(epsilon))  # type: ignore[arg-type]


def script_bytes(plan: _Download, current: Mapping[str, object], *, notebook: bool) -> bytes:
    """The release script (or notebook) for the page's reading and settings, as UTF-8."""
    request = _settings_now(plan, current)
    make = release_notebook if notebook else release_script
    code = make(
        file_name=plan.file_name,
        layout=plan.layout,
        epsilon=request.total,  # the script's EPSILON is the whole release's (k·ε for k winners)
        mechanism=request.mechanism,
        k=request.k,
        sensitivity=request.sensitivity,
        monotonic=request.monotonic,
        sheet=plan.sheet,
        block=plan.block,
        codec=plan.codec,
    )
    return code.encode("utf-8")


def handout_bytes(plan: _Download, current: Mapping[str, object], book: FileLedger) -> bytes:
    """The one-page handout: question, source, ε as odds, the sentence, the charts (the preview's, only when asked
    for), the parameters, the link and the ledger."""
    request = _settings_now(plan, current)
    shown = cast("_Shown | None", current.get("shown")) if plan.with_charts else None
    charts = handout_charts(shown) if shown is not None else []
    sentence = release_sentence(book)
    if shown is not None:
        sentence += " " + preview_sentence(shown, certain=plan.certain)
    mechanism = dpcore.MECHANISM_LABELS[request.mechanism]
    zcdp = opendp_measure(request.mechanism) == "zero_concentrated_divergence"
    if request.k == 1:
        privacy = f"ε = {request.epsilon:g} (pure)"
        if zcdp:
            privacy += f"; zCDP ρ = ε²/8 = {request.epsilon**2 / 8:.4g}"
    else:
        cost = dpcore.top_k_privacy(k=request.k, epsilon=request.epsilon, mechanism=request.mechanism)
        privacy = f"kε = {cost.pure_epsilon:g} (pure), ε = {request.epsilon:g} per winner"
        if zcdp:
            privacy += f"; zCDP ρ = kε²/8 = {cost.zcdp_rho:.4g}"
    parameters: dict[str, object] = {
        "Mechanism": mechanism,
        "Privacy per release": privacy,
        "Sensitivity Δ": request.sensitivity,
        "Scores": "monotone (range Δ)" if request.monotonic else "general (range 2Δ)",
        "Candidates": plan.candidates,
    }
    if request.k == 1:
        parameters["Candidates released"] = request.k
        parameters["Sampler"] = f"OpenDP {OPENDP_VERSION} make_noisy_max (contrib)"
    else:
        parameters["Winners released (k)"] = f"{request.k}, each chosen at ε from the candidates left"
        parameters["Sampler"] = f"OpenDP {OPENDP_VERSION} make_noisy_top_k (contrib)"
    if shown is not None:
        k_shown = _winners(shown)
        parameters["Preview chart"] = (
            "exact chances from the true scores (curator only)"
            if k_shown == 1
            else f"exact chances of being among the {k_shown} chosen, from the true scores (curator only)"
        )
    query = {**plan.link_query, "epsilon": f"{request.epsilon:g}"}  # (the file's Δ is not in the link: it is read)
    if request.k > 1:
        query["winners"] = str(request.k)
    else:
        query.pop("winners", None)
    page = handout_html(
        question=plan.question,
        source=plan.source,
        epsilon=request.total,  # the odds box: what the whole release costs
        sentence=sentence,
        parameters=parameters,
        link=f"{plan.link_base}?{urlencode(query)}",
        ledger=book.ledger,
        chart_svgs=charts,
        delta=DEFAULT_DELTA,
    )
    return page.encode("utf-8")


def release_sentence(book: FileLedger) -> str:
    """The handout's sentence about what was released from this file (plain text)."""
    if not len(book.ledger):
        return "No choice has been released from this file yet: nothing has been spent."
    entry = book.ledger.entries[-1]
    named = [f"“{_short(label, _SENTENCE_LABEL)}”" for label in entry.labels[:3]]
    chose = ", ".join(named) + (f" and {len(entry.labels) - 3} more" if len(entry.labels) > 3 else "")
    count = len(book.ledger)
    earlier = f" It is release {count} from this file; together they spent ε = {book.spent:.4g}." if count > 1 else ""
    if entry.k == 1:
        how = f" at ε = {entry.epsilon:g}"
    else:
        how = f", {entry.k} winners at ε = {entry.epsilon / entry.k:g} each (ε = {entry.epsilon:g} in all)"
    return f"Released with {_lower(entry.mechanism_label)}{how}, drawn once by OpenDP: {chose}.{earlier}"


def preview_sentence(shown: _Shown, *, certain: bool) -> str:
    """The preview's "in N reruns" sentence (plain text), which the handout adds beside the preview's charts."""
    scores = shown.candidates.scores
    k = _winners(shown)
    labels = [_short(label, _SENTENCE_LABEL) for label in shown.candidates.display_labels]
    if k == 1:
        best = [label for label, top in zip(labels, scores == scores.max(), strict=True) if top]
        sentence = text.reruns_sentence(
            reruns=shown.plan.requested,
            best_labels=best,
            expected_by_mechanism=[
                (dpcore.MECHANISM_LABELS[r.mechanism], r.probability_of_best) for r in shown.results
            ],
            certain=certain,
        )
    else:  # k winners: how often the k best are all chosen, where dpcore computes it exactly
        sure, tied = text.best_set_members(labels, scores.tolist(), k)
        known = [
            (dpcore.MECHANISM_LABELS[r.mechanism], float(r.probability_of_best))
            for r in shown.results
            if not np.isnan(r.probability_of_best)
        ]
        sentence = text.best_set_sentence(
            reruns=shown.plan.requested,
            k=k,
            sure_labels=sure,
            tied_labels=tied,
            expected_by_mechanism=known,
            certain=certain,
        )
    return "Preview (from the true scores): " + re.sub(r"\\(.)", r"\1", sentence.replace("**", ""))


def _winners(shown: _Shown) -> int:
    """How many winners the preview drew (its settings' k; 1 for a single choice)."""
    return int(getattr(shown.settings, "winners", 1) or 1)


def handout_charts(shown: _Shown) -> list[str]:
    """The preview's exact law as one SVG for the handout: a panel per mechanism the preview drew (at most three,
    the main ones first), side by side with one candidate axis, the highest-scoring candidates only, each bar labelled
    with its chance. One chart rather than three narrow ones: the handout gives charts 5 cm of height, and the
    explorer's panels (names above the bars, hover boxes, simulated shares) shrink there to 4-point type; panels
    named in their header also read in black and white."""
    import altair as alt
    import pandas as pd
    import vl_convert  # loaded on first use (~0.5 s): only the handout's button needs it

    k = _winners(shown)
    # With k winners a mechanism whose exact law dpcore does not compute (past its limits) has no chances to show.
    exact = [r for r in shown.results if bool(np.all(np.isfinite(r.probabilities)))]
    results = sorted(exact, key=lambda r: r.mechanism not in dpcore.MAIN_MECHANISMS)[:3]
    if not results:
        return []
    candidates = shown.candidates
    index = selection.shown_indices(candidates.scores, HANDOUT_ROWS)
    index = index[np.argsort(-candidates.scores[index], kind="stable")]  # best first
    names = [_short(candidates.display_labels[i], 40) for i in index]
    order = [dpcore.MECHANISM_LABELS[r.mechanism] for r in results]
    frame = pd.DataFrame(
        {
            "candidate": [name for _ in results for name in names],
            "mechanism": [label for label in order for _ in names],
            "probability": [float(r.probabilities[i]) for r in results for i in index],
        }
    )
    frame["chance"] = [text.chance(p) for p in frame["probability"]]
    colours = [vega.MECHANISM_COLOURS[r.mechanism] for r in results]
    base = alt.Chart().encode(y=alt.Y("candidate:N", sort=names, title=None, axis=alt.Axis(labelLimit=200)))
    bars = base.mark_bar().encode(
        x=alt.X(
            "probability:Q",
            title="Chance of being chosen" if k == 1 else f"Chance of being among the {k} chosen",
            scale=alt.Scale(domain=[0, 1]),
            axis=alt.Axis(format="%", tickCount=5),
        ),
        color=alt.Color("mechanism:N", scale=alt.Scale(domain=order, range=colours), legend=None),
    )
    labels = base.mark_text(align="left", dx=3, fontSize=12).encode(x="probability:Q", text="chance:N")
    more = candidates.scores.size - index.size
    title = (
        f"Preview from the true scores, ε = {shown.settings.epsilon:g}"
        + (f" per winner, k = {k} winners" if k > 1 else "")
        + (f" ({more:,} candidates with lower scores not shown)" if more else "")
    )
    chart = (
        alt.layer(bars, labels, data=frame)
        .properties(width=150, height=18 * len(names))
        .facet(column=alt.Column("mechanism:N", sort=order, title=None, header=alt.Header(labelFontWeight="bold")))
        .properties(title=title)
    )
    return [str(vl_convert.vegalite_to_svg(vega.configure(chart, present=False).to_dict()))]


def _safely(build: Callable[[], bytes]) -> Callable[[], bytes]:
    """A download that fails says so in the file (its details go to the server log, never to the browser)."""

    def run() -> bytes:
        try:
            return build()
        except (ScriptNotSupportedError, dpcore.InvalidInputError) as error:
            return f"Not available for these settings: {error}\n".encode()
        except Exception:
            _LOG.exception("release download failed")
            return b"This file could not be built; please try again.\n"

    return run


def _page_url() -> str:
    """This page's address without its query (the handout's link), or its path when the server cannot tell."""
    try:
        url = st.context.url
    except Exception:  # (no browser session, e.g. in AppTest)
        url = None
    return url if isinstance(url, str) and url.startswith(("http://", "https://")) else "/Your_data"


# --- small helpers -----------------------------------------------------------------------------------------------


def _short(value: object, limit: int) -> str:
    """One line of at most ``limit`` characters (the end cut with "…")."""
    line = " ".join(str(value).split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


def _html(value: object) -> str:
    return html.escape(str(value), quote=True)


def _lower(label: str) -> str:
    """ "the exponential mechanism", "permute-and-flip" (a mechanism's name inside a sentence)."""
    lowered = label[0].lower() + label[1:]
    return f"the {lowered}" if lowered.endswith("mechanism") else lowered
