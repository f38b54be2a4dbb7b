"""Page setup and the URL ⇄ session sync every page calls first.

The URL is the shareable truth; ``st.session_state`` keeps the last published parameters because sidebar
navigation drops query parameters. A page reads :func:`setup_page`, seeds its widgets from ``ctx.params`` when
``ctx.fresh`` is true, and calls :func:`publish` once its widgets are read. The view pages open with
:func:`open_page` (setup, title, projector slot and intro in one call).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

import dpcore
from ui.shell import links
from ui.shell.params import URL_KEYS, Params, parse_query, to_query
from ui.shell.text import escape_markdown

_STORE = "_pc_params"  # last published Params (survives page switches)
_LAST_URL = "_pc_last_url"  # the query dict we last wrote, to tell our own URL from a new link
_SHOWN_NOW = "_pc_shown_now"  # widget groups drawn in this full run
_SHOWN_BEFORE = "_pc_shown_before"  # ... and in the previous one
_SEEN = "_pc_seen"  # what changed() saw last, per name

APP_NAME = "Private Choices"


@dataclass(frozen=True)
class PageEntry:
    """One page of the menu: its file (for ``st.page_link``), its name, and what it is for (one line)."""

    file: str
    label: str
    summary: str


#: The menu, in order, after Home (app.py). Streamlit's own menu is hidden (``client.showSidebarNavigation =
#: false``): in 1.67 a pages/ folder makes the menu of ``_mpa_v1`` in streamlit/runtime/scriptrunner/script_runner.py,
#: which names the home page after its file, "app", with no setting to rename it; only ``st.navigation`` could, and
#: house style rules that out next to a pages/ folder. Deep links (/Explorer) come from the folder either way.
#: tests/test_page_home.py checks that this list names every file in pages/, in the order of their numeric prefixes
#: (Streamlit's own order), with Streamlit's own labels, and that each summary is its page's first docstring line.
PAGES: tuple[PageEntry, ...] = (
    PageEntry(
        "pages/1_Explorer.py",
        "Explorer",
        "pick a scenario and ε, and compare what each private selection mechanism would choose.",
    ),
    PageEntry(
        "pages/2_Your_data.py",
        "Your data",
        "upload a poll, form, calendar, bid list or counts (CSV or Excel) and see what a private choice would do.",
    ),
    PageEntry(
        "pages/3_Privacy_vs_utility.py",
        "Privacy vs utility",
        "how often each mechanism picks the best, and how much it loses, as ε varies.",
    ),
    PageEntry(
        "pages/4_Privacy_loss_audit.py",
        "Privacy loss audit",
        "does each mechanism keep its promise for one person's data?",
    ),
    PageEntry(
        "pages/5_Noise_lens.py",
        "Noise lens",
        "report-noisy-max with Laplace, Gumbel and one-sided exponential noise, from the noise up.",
    ),
    PageEntry(
        "pages/6_Composition.py",
        "Composition",
        "what k private selections at ε each cost together, by six accounting methods.",
    ),
    PageEntry(
        "pages/7_Private_median.py",
        "Private median",
        "the exponential mechanism choosing from infinitely many outputs, a whole interval of numbers.",
    ),
    PageEntry(
        "pages/8_Synthetic_data.py",
        "Synthetic data",
        "the exponential mechanism choosing a whole made-up database.",
    ),
    PageEntry(
        "pages/9_Lessons.py",
        "Lessons",
        "guided steps through the classic arguments, one projector screen each, with Next and Back.",
    ),
)

# Projector mode: bigger text, less chrome, near-black text on white, and the first screen kept for the title (one
# line), the ε control and the charts: tighter spacing, and in the explorer's block (the Markdown element holding the
# charts) the cards and charts come first, the sentences under them (the block's padding makes up for Streamlit's
# negative margin under a Markdown block, meant for its last element in the page's order, not on screen). Only
# Streamlit's own test ids and our own ``pc*`` ids are used, and nothing is fetched from outside the app's server.
_VIEW = '[data-testid="stMarkdownContainer"]:has(> [data-testid="pcCharts"])'
_PRESENT_CSS = f"""
<style>
html {{ font-size: 20px; }}
[data-testid="stToolbar"], [data-testid="stDecoration"], [data-testid="stStatusWidget"] {{ display: none; }}
[data-testid="stHeader"] {{ height: 2.6rem; background: transparent; }}
[data-testid="stMainBlockContainer"] {{ padding: 0.5rem 1.5rem 2rem 3rem; max-width: 100%; }}
[data-testid="stMain"] [data-testid="stVerticalBlock"] {{ gap: 0.6rem; }}
[data-testid="stMain"] h1 {{ font-size: 1.9rem; line-height: 1.25; padding: 0 0 0.25rem; white-space: nowrap;
  overflow: hidden; text-overflow: ellipsis; }}
[data-testid="stMarkdownContainer"], [data-testid="stCaptionContainer"] *, label {{ color: #000 !important; }}
[data-testid="stCaptionContainer"], [data-testid="pcCaption"] {{ opacity: 1 !important; color: #000 !important; }}
[data-testid="stMetricValue"] {{ font-size: 2.4rem; }}
{_VIEW} {{ display: flex; flex-direction: column; padding-bottom: 1rem; }}
{_VIEW} > * {{ order: 3; }}
{_VIEW} > .pc-ends {{ order: 0; }}
{_VIEW} > .pc-cards {{ order: 1; }}
{_VIEW} > [data-testid="pcCharts"] {{ order: 2; margin-top: 0.6rem !important; margin-bottom: 1rem; }}
</style>
"""


@dataclass(frozen=True)
class PageContext:
    """What a page needs from the URL: validated parameters and whether to reseed its widgets."""

    params: Params
    fresh: bool
    page: str = ""
    notes: list[str] = field(default_factory=list)


def scenario_defaults() -> dict[str, tuple[float, bool]]:
    """Each scenario's own sensitivity and monotone flag (used when a link leaves them out)."""
    return {key: (float(s.sensitivity), bool(s.monotonic)) for key, s in dpcore.SCENARIOS.items()}


def setup_page(title: str, icon: str) -> PageContext:
    """Configure the page and work out the shared parameters. Call first on every page.

    A URL that differs from the one this session last wrote is a new link (or a hand edit): it wins and the
    widgets are reseeded. An empty URL after sidebar navigation restores the session's last parameters.
    """
    url = links.read(URL_KEYS)
    stored: Params | None = st.session_state.get(_STORE)
    notes: list[str] = []
    if stored is not None and url == st.session_state.get(_LAST_URL):
        params, fresh = stored, False
    elif stored is not None and not url:
        params, fresh = stored, True
    else:
        params, notes = parse_query(
            url,
            scenarios=tuple(dpcore.SCENARIOS),
            mechanisms=tuple(dpcore.MECHANISMS),
            default_mechanisms=tuple(dpcore.MAIN_MECHANISMS),
        )
        params, fresh = params.with_scenario_defaults(scenario_defaults()), True

    # Which widget groups were on screen in the previous full run (see widgets_fresh).
    st.session_state[_SHOWN_BEFORE] = st.session_state.get(_SHOWN_NOW, set())
    st.session_state[_SHOWN_NOW] = set()
    st.set_page_config(
        page_title=f"{title} · {APP_NAME}",
        page_icon=icon,
        layout="wide",
        initial_sidebar_state="collapsed" if params.present else "auto",
    )
    if params.present:
        st.markdown(_PRESENT_CSS, unsafe_allow_html=True)
    _navigation()
    for note in notes:
        # Notes quote the link's text: shown literally, so a crafted link cannot inject Markdown (e.g. an image
        # that would make the browser contact an outside host).
        st.warning(escape_markdown(note))
    return PageContext(params=params, fresh=fresh, page=title, notes=notes)


def first_screen(ctx: PageContext) -> DeltaGenerator | contextlib.nullcontext:
    """Where a page draws its control and headline chart: in projector mode a slot right here (call it just after
    the title, draw into it later with ``with``), so that they fill the first screen and the rest goes under them;
    otherwise nothing (they are drawn where the page reaches them)."""
    return st.container() if ctx.params.present else contextlib.nullcontext()


def open_page(
    name: str, icon: str, *, title: str | None = None, intro: str, intro_html: bool = False
) -> tuple[PageContext, DeltaGenerator | contextlib.nullcontext]:
    """The opening every view page shares: :func:`setup_page`, the title (``title``, default ``name``), the
    :func:`first_screen` slot, then the plain-language ``intro`` paragraph (Markdown; ``intro_html`` for our own
    inline HTML such as ``<sup>``). Returns the context and the slot."""
    ctx = setup_page(name, icon)
    st.title(title or name)
    first = first_screen(ctx)
    st.markdown(intro, unsafe_allow_html=intro_html)
    return ctx, first


def _navigation() -> None:
    """The sidebar menu: Home, then :data:`PAGES` (see there why it is not Streamlit's own)."""
    with st.sidebar:
        st.page_link("app.py", label="Home")
        for page in PAGES:
            st.page_link(page.file, label=page.label)
        st.divider()


def publish(params: Params, extra: Mapping[str, str] | None = None) -> None:
    """Remember ``params`` for this session and make the link theirs, plus a page's own ``extra`` parameters
    (written only when the link changes; any other parameter is dropped)."""
    st.session_state[_STORE] = params
    query = to_query(params)
    links.write({**query, **(extra or {})})
    st.session_state[_LAST_URL] = query


def widgets_fresh(ctx: PageContext, group: str) -> bool:
    """Whether a group of widgets must be (re)seeded: on a new link, or when they were not on screen in the
    previous full run of this page.

    A widget that was not drawn loses its value, but its key can linger in ``st.session_state`` (seen after a
    page switch and after an early ``st.stop``); re-drawn without a seed it would silently fall back to its
    minimum, e.g. ε = 0.01 and no mechanisms.
    """
    name = f"{ctx.page}:{group}"
    st.session_state.setdefault(_SHOWN_NOW, set()).add(name)
    return ctx.fresh or name not in st.session_state.get(_SHOWN_BEFORE, set())


def seed_widget(key: str, value: object, fresh: bool) -> None:
    """Give widget ``key`` its value from the URL on a fresh visit; afterwards the widget owns it.

    Widgets are then created without ``value=`` so Streamlit never sees two competing defaults.
    """
    if fresh or key not in st.session_state:
        st.session_state[key] = value


def seed_widget_with(key: str, make_value: Callable[[], object], fresh: bool) -> None:
    """:func:`seed_widget` for a default that costs something to work out (only computed when needed)."""
    if fresh or key not in st.session_state:
        st.session_state[key] = make_value()


def changed(name: str, value: Hashable) -> bool:
    """Whether ``value`` differs from what this session passed under ``name`` on the previous call (true on the
    first call): "is this a new file / layout / attribute count since the last run", written once.

    >>> # on a page: fresh = changed("yd_file", file.data_id)
    """
    seen = st.session_state.setdefault(_SEEN, {})
    if name in seen and seen[name] == value:
        return False
    seen[name] = value
    return True
