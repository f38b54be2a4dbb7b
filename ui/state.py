"""Page setup and the URL ⇄ session sync every page calls first.

The URL is the shareable truth; ``st.session_state`` keeps the last published parameters because sidebar
navigation drops query parameters. A page reads :func:`setup_page`, seeds its widgets from ``ctx.params`` when
``ctx.fresh`` is true, and calls :func:`publish` once its widgets are read.
"""

from __future__ import annotations

import ast
import contextlib
import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

import dpcore
from ui.heap import freeze_long_lived_objects
from ui.params import URL_KEYS, Params, parse_query, to_query
from ui.text import escape_markdown

_STORE = "_pc_params"  # last published Params (survives page switches)
_LAST_URL = "_pc_last_url"  # the query dict we last wrote, to tell our own URL from a new link
_SHOWN_NOW = "_pc_shown_now"  # widget groups drawn in this full run
_SHOWN_BEFORE = "_pc_shown_before"  # ... and in the previous one

APP_NAME = "Private Choices"
_PAGES_DIR = Path(__file__).resolve().parent.parent / "pages"

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


def _read_url() -> dict[str, str]:
    return {key: st.query_params[key] for key in URL_KEYS if key in st.query_params}


def setup_page(title: str, icon: str) -> PageContext:
    """Configure the page and work out the shared parameters. Call first on every page.

    A URL that differs from the one this session last wrote is a new link (or a hand edit): it wins and the
    widgets are reseeded. An empty URL after sidebar navigation restores the session's last parameters.
    """
    freeze_long_lived_objects()
    url = _read_url()
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


def page_files() -> list[tuple[str, str]]:
    """(path for st.page_link, menu label) of every page, in the menu order set by the numeric prefix."""
    pages = []
    for path in _PAGES_DIR.glob("*.py"):
        match = re.fullmatch(r"(\d+)_(.+)", path.stem)
        if match:
            pages.append((int(match[1]), f"pages/{path.name}", match[2].replace("_", " ")))
    return [(link, label) for _, link, label in sorted(pages)]


@functools.cache  # the page files do not change while the server runs
def page_summary(link: str) -> str:
    """What a page does, in one line: the first line of its module docstring, after the page's name."""
    docstring = ast.get_docstring(ast.parse((_PAGES_DIR.parent / link).read_text(encoding="utf-8"))) or ""
    first = docstring.split("\n", 1)[0]
    return first.split(": ", 1)[1] if ": " in first else first


def _navigation() -> None:
    """The sidebar menu. Streamlit's own one is hidden (client.showSidebarNavigation) because it would label the
    home page "app" after app.py; the pages/ folder still defines the pages and their order."""
    with st.sidebar:
        st.page_link("app.py", label="Home")
        for link, label in page_files():
            st.page_link(link, label=label)
        st.divider()


def publish(params: Params) -> None:
    """Remember ``params`` for this session and mirror them into the URL (only when they changed)."""
    st.session_state[_STORE] = params
    query = to_query(params)
    if _read_url() != query or set(st.query_params) - set(query):
        st.query_params.from_dict(query)
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
