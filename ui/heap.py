"""Keep Streamlit's after-run garbage collection cheap by freezing the server's long-lived objects once.

Streamlit calls ``gc.collect(2)`` after every script run, fragment runs included (config ``runner.postScriptGC``).
A full collection walks every tracked object while holding the GIL, so the server cannot send anything until it
ends. With numpy, pandas, pyarrow, scipy and altair loaded that is about 160,000 objects and 75 ms on a 2-core
machine, against 14 ms for a bare Streamlit process: most of the delay between moving ε and the redrawn charts.

Almost all of those objects are modules, classes and functions that live as long as the process. ``gc.freeze()``
(Python ≥ 3.7) moves them to a permanent generation that collections skip; whatever a run creates afterwards is
still collected as before. It runs once per process, when the first page has finished its imports.
"""

from __future__ import annotations

import gc
import threading

_lock = threading.Lock()
_frozen = False


def freeze_long_lived_objects() -> bool:
    """Freeze every object alive now into the permanent generation, the first time only; True if it froze now."""
    global _frozen
    with _lock:
        if _frozen:
            return False
        # Import what any page may use, so later pages add no large unfrozen heap either.
        import altair  # noqa: F401
        import pandas  # noqa: F401
        import pyarrow  # noqa: F401
        import scipy.stats  # noqa: F401

        import dpcore  # noqa: F401

        gc.collect()  # garbage from the imports is freed, not frozen
        gc.freeze()
        _frozen = True
        return True
