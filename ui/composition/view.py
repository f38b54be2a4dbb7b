"""The composition page's controls, numbers, chart, table and downloads (numbers from dpcore.composition_table,
chart :mod:`ui.composition.charts`).

Six ways to state the total privacy loss of k selections at ε each, all as (ε_total, δ) at one δ: basic kε,
advanced composition, the optimal pure-DP composition (Kairouz, Oh & Viswanath 2015), zCDP with ε²/2 per
selection (any ε-DP selection, permute-and-flip included) and with ε²/8 (bounded-range mechanisms: the
exponential mechanism), and the optimal bounded-range composition (Dong, Durfee & Rogers 2020), which is proved
for selections fixed in advance only (non-adaptive).
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass

import pandas as pd
import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from dpcore.analyses.composition import COMPOSITION_METHODS, composition_table, k_grid
from dpcore.selection.mechanisms import MECHANISM_LABELS
from ui.charts import vega
from ui.composition.charts import ANY_DP, METHODS, chart_data, delta_text, spec, spent_frame
from ui.shell import ledger as ledgers
from ui.shell.ledger import FileLedger
from ui.shell.links import LinkReader
from ui.shell.memo import remember
from ui.shell.params import EPSILON_MAX, EPSILON_MIN, nearest_epsilon_stop
from ui.shell.state import PageContext, seed_widget, widgets_fresh
from ui.shell.text import count, escape_markdown
from ui.widgets.controls import K_EPS_SLIDER, K_EPSILON
from ui.widgets.export import csv_with_parameters, download_row

K_MAX_OPTIONS: tuple[int, ...] = (10, 20, 50, 100, 200, 500)
K_MAX_DEFAULT = 50
DELTA_OPTIONS: tuple[float, ...] = tuple(10.0**-p for p in range(2, 13))
DELTA_DEFAULT = 1e-6
K_MARK_DEFAULT = 10

K_DELTA = "cp_delta"
K_KMAX = "cp_kmax"
K_MARK = "cp_k"
K_LOG_K = "cp_log_k"


@dataclass(frozen=True)
class CompositionSettings:
    epsilon: float
    delta: float
    k_max: int
    k_mark: int
    log_k: bool

    def link(self) -> dict[str, str]:
        return {
            "delta": f"{self.delta:g}",
            "kmax": str(self.k_max),
            "k": str(self.k_mark),
            "logk": str(int(self.log_k)),
        }


def controls(ctx: PageContext, epsilon: float) -> CompositionSettings:
    """k max, δ, the k to read off and the k-axis scale; seeded from the link on a fresh visit."""
    fresh = widgets_fresh(ctx, "composition")
    link = LinkReader(fresh)
    seed_widget(K_DELTA, link.nearest("delta", label="δ", options=DELTA_OPTIONS, default=DELTA_DEFAULT), fresh)
    seed_widget(K_KMAX, int(link.nearest("kmax", label="k max", options=K_MAX_OPTIONS, default=K_MAX_DEFAULT)), fresh)
    seed_widget(K_MARK, int(link.number("k", label="k", low=1, high=500, default=K_MARK_DEFAULT, whole=True)), fresh)
    seed_widget(K_LOG_K, link.choice("logk", label="log k axis", options=("0", "1"), default="0") == "1", fresh)
    link.show_notes()

    kmax_col, delta_col, mark_col, log_col = st.columns([3, 3, 2, 2], vertical_alignment="bottom")
    k_max = kmax_col.select_slider(
        "Largest number of selections k",
        options=K_MAX_OPTIONS,
        key=K_KMAX,
        format_func=lambda k: f"{k:,}",
        help="The exact bounds take longer for large k: up to a few seconds for 500 the first time.",
    )
    delta = delta_col.select_slider(
        "δ, the chance the bound may fail",
        options=DELTA_OPTIONS,
        key=K_DELTA,
        format_func=delta_text,
        help="Every bound but the basic one is stated as (ε, δ): it may fail with probability δ. Pick δ far below "
        "1/n for n people, e.g. 10⁻⁶.",
    )
    if st.session_state[K_MARK] > k_max:
        st.session_state[K_MARK] = k_max
    k_mark = mark_col.number_input("Read off at k =", min_value=1, max_value=int(k_max), step=1, key=K_MARK)
    log_k = log_col.toggle("Log k axis", key=K_LOG_K)
    return CompositionSettings(
        epsilon=epsilon, delta=float(delta), k_max=int(k_max), k_mark=int(k_mark), log_k=bool(log_k)
    )


def table(settings: CompositionSettings) -> pd.DataFrame:
    """dpcore's composition table on :func:`dpcore.analyses.composition.k_grid` (public parameters only, so it is shared
    between sessions)."""
    ks = k_grid(settings.k_max, include=[settings.k_mark])
    return remember(
        ("composition_table", ks, settings.epsilon, settings.delta),
        lambda: composition_table(list(ks), epsilon=settings.epsilon, delta=settings.delta),
        public=True,
    )


def summary(row: pd.Series, settings: CompositionSettings) -> str:
    """The numbers at the k read off, and what each mechanism may claim (the smallest bound that applies)."""
    k, eps, delta = settings.k_mark, settings.epsilon, delta_text(settings.delta)
    values = " · ".join(f"{m.label} **{row[m.column]:.3f}**" for m in METHODS)
    pure = min(row[m.column] for m in METHODS if m.applies == ANY_DP)
    adaptive = min(row[m.column] for m in METHODS if m.column != "optimal_bounded_range")
    fixed = min(row[m.column] for m in METHODS)
    return (
        f"**At k = {k} selections of ε = {eps:g} each (δ = {delta})** the total ε is: {values}.\n\n"
        f"- {k} permute-and-flip or report-noisy-max selections (known only to be ε-DP) are "
        f"**({pure:.3f}, {delta})-DP** together.\n"
        f"- {k} exponential-mechanism selections are **({adaptive:.3f}, {delta})-DP** even when each depends "
        f"on the previous answers, and **({fixed:.3f}, {delta})-DP** when all are fixed in advance."
    )


def _chart(
    values: pd.DataFrame, settings: CompositionSettings, *, present: bool, width: int | str, spent: bool = False
) -> dict:
    options = {"k_max": settings.k_max, "delta": settings.delta, "log_k": settings.log_k}
    return spec(values, present=present, width=width, spent=spent, **options)


# --- what the current file's releases spent (the Your-data page's ledger, this session only) -----------------------


def file_ledger() -> FileLedger | None:
    """The ledger of the file Your data showed last in this session (:mod:`ui.shell.ledger`), if any."""
    return ledgers.current()


def spent_points(book: FileLedger | None, settings: CompositionSettings) -> pd.DataFrame | None:
    """The chart's points for ``book``'s releases (None without releases, or beyond the chart's k max)."""
    if book is None or not len(book.ledger) or len(book.ledger) > settings.k_max:
        return None
    return spent_frame(
        releases=len(book.ledger),
        epsilon=book.spent,
        zcdp_epsilon=book.ledger.zcdp_epsilon(settings.delta),
        delta=settings.delta,
    )


def spent_panel(book: FileLedger | None, settings: CompositionSettings) -> None:
    """Beside the curves: what the releases from the current file spent, by the same accounting at this δ."""
    if book is None:
        return
    name = escape_markdown(book.name)
    releases = len(book.ledger)
    if not releases:
        st.caption(
            f"No release from {name} yet. Releases made on Your data are added up here (this browser session only)."
        )
        return
    entries = book.ledger.entries
    epsilons = sorted({entry.epsilon for entry in entries})
    mechanisms = sorted({MECHANISM_LABELS[entry.mechanism] for entry in entries})
    delta = delta_text(settings.delta)
    lines = [
        f"**Spent on {name}** (this browser session): {count(releases, 'release')} "
        f"({', '.join(mechanisms)}), at ε = {', '.join(f'{e:g}' for e in epsilons)}.",
        f"- Basic, pure ε-DP: **ε = {book.spent:.4g}** (◆ on the chart).",
    ]
    zcdp = book.ledger.zcdp_epsilon(settings.delta)
    if zcdp is not None:
        lines.append(
            f"- zCDP (every release the exponential mechanism): ρ = {book.ledger.rho:.4g}, i.e. "
            f"**({zcdp:.4g}, {delta})-DP** (▲ on the chart)."
        )
    else:
        lines.append("- Permute-and-flip releases are counted in pure ε only, so there is no zCDP total here.")
    if releases > settings.k_max:
        lines.append(f"- {releases} releases is beyond the chart's k max: raise it to see the points.")
    elif len(epsilons) > 1:
        lines.append("- They used different ε, so no single curve here is theirs; the points show their totals.")
    elif epsilons[0] == settings.epsilon:
        lines.append(f"- Each used ε = {settings.epsilon:g}, as these curves do: the points sit at k = {releases}.")
    with st.container(border=True, key="cp_spent"):
        st.markdown("\n".join(lines))
        same = epsilons[0]
        if len(epsilons) == 1 and same != settings.epsilon and EPSILON_MIN <= same <= EPSILON_MAX:
            st.button(
                f"Draw the curves at ε = {same:g}, the ε of these releases",
                key="cp_use_release_epsilon",
                on_click=_set_epsilon,
                args=(same,),
            )


def _set_epsilon(epsilon: float) -> None:
    st.session_state[K_EPSILON] = float(epsilon)
    st.session_state[K_EPS_SLIDER] = nearest_epsilon_stop(float(epsilon))


def draw(
    values: pd.DataFrame,
    settings: CompositionSettings,
    *,
    present: bool,
    first: DeltaGenerator | contextlib.nullcontext | None = None,
    spent: pd.DataFrame | None = None,
) -> None:
    """Chart (into ``first``: projector mode's slot under the ε control), caption, table and downloads; ``spent``:
    the points of what the current file's releases spent (:func:`spent_points`)."""
    with first or contextlib.nullcontext():
        vega.draw(
            _chart(values, settings, present=present, width="container", spent=spent is not None),
            chart_data(values, k_mark=settings.k_mark, present=present, spent=spent),
            present=present,
        )
    st.caption(
        f"Each line adds up the privacy loss of k selections at ε = {settings.epsilon:g} each in a different "
        f"way, all stated at δ = {delta_text(settings.delta)}; lower is better and every one is a valid "
        "guarantee, so an analyst may quote the smallest that applies. Solid lines hold for any ε-DP "
        "selection; dashed ones use the exponential mechanism's bounded range. A line that leaves the top is "
        "worse than simply adding up (kε)."
    )
    shown = pd.DataFrame({"k": values["k"], **{m.label: values[m.column] for m in METHODS}})
    column_format = {m.label: st.column_config.NumberColumn(format="%.3f") for m in METHODS}
    with st.expander("Table of these numbers", expanded=True):
        st.dataframe(shown, hide_index=True, width="stretch", height=260, column_config=column_format)
    parameters = {
        "epsilon_per_selection": settings.epsilon,
        "delta": settings.delta,
        "k_max": settings.k_max,
        "optimal_bounded_range_note": "non-adaptive composition only",
    }
    labelled = values.rename(columns=COMPOSITION_METHODS)  # full names, with sources, in the CSV header
    download_row(
        stem=f"private-choices_composition_eps{settings.epsilon:g}_delta{settings.delta:g}",
        csv=lambda: csv_with_parameters(labelled, parameters),
        chart=lambda: export_spec(values, settings),
        key="cp_download",
    )


def export_spec(values: pd.DataFrame, settings: CompositionSettings) -> dict:
    """The chart with inline data, for PNG/SVG."""
    title = f"Total privacy loss of k selections at ε = {settings.epsilon:g} each, δ = {settings.delta:g}"
    chart = _chart(values, settings, present=False, width=760)
    return vega.document([(chart, chart_data(values, k_mark=settings.k_mark, present=False))], title=title)
