"""Streamlit helpers and altair chart builders shared by the dashboard's pages (no mathematics here)."""
