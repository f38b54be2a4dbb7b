"""The Streamlit side of the dashboard (no mathematics here: that is dpcore's).

Dependency rule, read from the folders: ``ui.shell`` imports nothing else from ``ui``; ``ui.charts`` imports the
shell; ``ui.widgets`` imports the shell and the charts; each feature package (``ui.explorer``, ``ui.your_data``,
``ui.utility``, ``ui.audit``, ``ui.noise``, ``ui.composition``, ``ui.median``, ``ui.smalldb``, ``ui.lessons``) imports
those three and dpcore, never another feature. ``tests/test_ui_layout.py`` checks it.
"""
