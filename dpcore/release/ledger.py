"""The privacy ledger of one uploaded file: every release's cost, and the total in pure ε and, where it applies, zCDP.

A :class:`Ledger` is an immutable value (a tuple of :class:`~dpcore.release.opendp_release.Release` entries);
:meth:`Ledger.add` returns a new ledger, so a page keeps one per uploaded file in its session and replaces it after
each release. Nothing private is in it: the entries hold only released labels and public parameters.

Totals (theory.md §6; :mod:`dpcore.analyses.composition`):

* pure ε: the sum of the entries' ε (basic composition), which holds for every mix of mechanisms, adaptively;
* zCDP, when every entry is the exponential mechanism: ρ = Σ ρᵢ with ρᵢ = ε²/(8k) for a release of k peeled
  rounds at ε/k each (Cesar & Rogers 2021: ε-bounded-range gives ε²/8), converted to (ε, δ) by the conversion of
  Canonne, Kamath & Steinke (2020), :func:`dpcore.analyses.composition.zcdp_epsilon`. Permute-and-flip is not
  bounded-range, so a ledger holding one has no zCDP total here (its generic ε²/2 is never better than the sum
  for the few releases a file sees).

The second release of a file costs what the first did: ε adds, and in zCDP ρ adds.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from dpcore.analyses.composition import zcdp_epsilon
from dpcore.release.opendp_release import ZERO_CONCENTRATED_DIVERGENCE, Release
from dpcore.validation import InvalidInputError, check_positive_finite

__all__ = ["DEFAULT_DELTA", "Ledger"]

#: δ of the (ε, δ) statement of a zCDP total when the page names none.
DEFAULT_DELTA = 1e-6
#: Relative slack when comparing a total with a budget: 0.1 + 0.2 must not pass a budget of 0.3.
_BUDGET_SLACK = 1e-9


@dataclass(frozen=True)
class Ledger:
    """The releases made from one file, oldest first.

    >>> ledger = Ledger(source="poll.csv")
    >>> ledger.epsilon, ledger.would_exceed(1.0, 0.5)
    (0.0, False)
    """

    source: str = ""
    entries: tuple[Release, ...] = ()

    def __post_init__(self) -> None:
        entries = tuple(self.entries)
        for entry in entries:
            if not isinstance(entry, Release):
                raise InvalidInputError(f"a ledger holds releases, got {type(entry).__name__}.")
        object.__setattr__(self, "entries", entries)
        object.__setattr__(self, "source", str(self.source))

    def __len__(self) -> int:
        return len(self.entries)

    def add(self, release: Release) -> Ledger:
        """A new ledger with ``release`` added at the end (this one is unchanged)."""
        if not isinstance(release, Release):
            raise InvalidInputError(f"a ledger holds releases, got {type(release).__name__}.")
        return Ledger(source=self.source, entries=(*self.entries, release))

    @property
    def epsilon(self) -> float:
        """Total pure ε: the sum of every release's ε (basic composition; 0 for an empty ledger)."""
        return math.fsum(entry.epsilon for entry in self.entries)

    @property
    def all_exponential(self) -> bool:
        """Whether there is at least one release and every release is accounted in zCDP (exponential mechanism)."""
        return bool(self.entries) and all(
            entry.measure == ZERO_CONCENTRATED_DIVERGENCE and entry.rho is not None for entry in self.entries
        )

    @property
    def rho(self) -> float | None:
        """Total zCDP ρ = Σ ρᵢ when every release is the exponential mechanism, else None."""
        if not self.all_exponential:
            return None
        return math.fsum(float(entry.rho) for entry in self.entries if entry.rho is not None)

    def zcdp_epsilon(self, delta: float = DEFAULT_DELTA) -> float | None:
        """ε of the (ε, δ)-DP statement that the zCDP total implies (Canonne, Kamath & Steinke 2020), or None when
        the ledger has no zCDP total. Report the smaller of this and :attr:`epsilon` (which holds with δ = 0)."""
        rho = self.rho
        return None if rho is None else zcdp_epsilon(rho, delta=delta)

    def would_exceed(self, budget: float, release_epsilon: float) -> bool:
        """Whether a release spending ``release_epsilon`` would take the total pure ε past ``budget``.

        A total equal to the budget (within a relative 1e-9, for sums such as 0.1 + 0.2) does not exceed it.
        """
        budget = check_positive_finite(budget, "budget")
        release_epsilon = check_positive_finite(release_epsilon, "release_epsilon")
        return self.epsilon + release_epsilon > budget * (1.0 + _BUDGET_SLACK)

    def rows(self, delta: float = DEFAULT_DELTA) -> list[dict[str, object]]:
        """One plain row per release and a last "Total" row, for a table on a page or in the handout."""
        rows: list[dict[str, object]] = [
            {
                "release": str(number),
                "mechanism": entry.mechanism_label,
                "k": entry.k,
                "released": ", ".join(entry.labels),
                "epsilon": entry.epsilon,
                "rho": entry.rho,
            }
            for number, entry in enumerate(self.entries, start=1)
        ]
        rows.append(
            {
                "release": "Total",
                "mechanism": "",
                "k": sum(entry.k for entry in self.entries),
                "released": "",
                "epsilon": self.epsilon,
                "rho": self.rho,
            }
        )
        zcdp = self.zcdp_epsilon(delta)
        if zcdp is not None:
            rows[-1]["zcdp_epsilon"] = zcdp
            rows[-1]["delta"] = delta
        return rows
