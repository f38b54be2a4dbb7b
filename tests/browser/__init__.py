"""Real-browser tests: Playwright drives Debian's chromium against a live ``streamlit run`` server."""
