"""Releasing a private choice for real, and what goes with it (issue 21).

- :mod:`dpcore.release.opendp_release`: :func:`release_choice` draws one choice (or k) through OpenDP's vetted
  noisy-max / top-k samplers after checking their privacy map, and returns a :class:`Release` of public facts only.
- :mod:`dpcore.release.ledger`: the :class:`Ledger` of one uploaded file, totals in pure ε and zCDP.
- :mod:`dpcore.release.script`: :func:`release_script` and :func:`release_notebook`, the code that redoes a release
  on the person's own file elsewhere (OpenDP and pandas only).
- :mod:`dpcore.release.handout`: :func:`handout_html`, the one-page handout for a meeting.

Nothing here imports streamlit; OpenDP is imported on the first release.
"""

from dpcore.release.handout import epsilon_as_odds, handout_html
from dpcore.release.ledger import Ledger
from dpcore.release.opendp_release import Release, ReleaseNotSupportedError, release_choice
from dpcore.release.script import ScriptNotSupportedError, release_notebook, release_script

__all__ = [
    "Ledger",
    "Release",
    "ReleaseNotSupportedError",
    "ScriptNotSupportedError",
    "epsilon_as_odds",
    "handout_html",
    "release_choice",
    "release_notebook",
    "release_script",
]
