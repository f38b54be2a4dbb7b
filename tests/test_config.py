"""The shipped .streamlit/config.toml, as Streamlit 1.67 reads it: the settings the README and docs promise."""

from __future__ import annotations

import gc
import tomllib
from pathlib import Path

import pytest
from streamlit import config

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / ".streamlit" / "config.toml"


@pytest.fixture
def streamlit_options(monkeypatch: pytest.MonkeyPatch):
    """``option(name)``: the value Streamlit itself reads from the project's config file (run from the repo root)."""
    monkeypatch.chdir(ROOT)
    config.get_config_options(force_reparse=True)
    yield config.get_option
    monkeypatch.undo()
    config.get_config_options(force_reparse=True)


def test_no_garbage_collection_after_every_run(streamlit_options) -> None:
    """Streamlit's ``gc.collect(2)`` after each run (fragment runs included) is switched off by configuration:
    bench/results_gc.md measured it at ~2/3 of the server time of an ε step. Python's own generational collector
    still collects cycles, and memory stays flat (same file)."""
    assert tomllib.loads(CONFIG.read_text(encoding="utf-8"))["runner"]["postScriptGC"] is False
    assert streamlit_options("runner.postScriptGC") is False
    assert gc.isenabled()


def test_no_code_freezes_the_collector_instead() -> None:
    """The configuration replaces ui/heap.py's gc.freeze(); nothing in the app's code tunes the collector."""
    assert not (ROOT / "ui" / "heap.py").exists()
    for path in [ROOT / "app.py", *(ROOT / "pages").glob("*.py"), *(ROOT / "ui").rglob("*.py")]:
        assert "gc.freeze" not in path.read_text(encoding="utf-8"), path


def test_privacy_and_menu_settings(streamlit_options) -> None:
    assert streamlit_options("browser.gatherUsageStats") is False
    assert streamlit_options("server.enableXsrfProtection") is True
    assert streamlit_options("server.enableCORS") is True
    assert streamlit_options("client.showErrorDetails") == "none"
    assert streamlit_options("client.toolbarMode") == "viewer"
    # The home page's menu entry reads "Home" only in the app's own menu (ui.shell.state.PAGES).
    assert streamlit_options("client.showSidebarNavigation") is False
