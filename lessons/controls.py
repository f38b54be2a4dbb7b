"""The controls several lessons share: the privacy budget ε and the number of simulated runs."""

from __future__ import annotations

from lessons import formats
from lessons.model import Control

__all__ = ["RUNS", "epsilon_control"]

#: A step's number of simulated runs (a step sets its own default with ``dataclasses.replace``).
RUNS = Control(
    label="Simulated runs",
    options=(200, 1_000, 10_000, 100_000),
    default=200,
    describe=lambda v: f"{int(v):,}",
    help="More runs: the filled bars settle on the black outlines.",
)


def epsilon_control(default: float = 1.0, options: tuple[float, ...] | None = None) -> Control:
    """The ε control: ``options`` (by default 0.1 to 5), starting at ``default``."""
    stops = options or (0.1, 0.2, 0.3, 0.5, 0.7, 1.0, 1.5, 2.0, 3.0, 5.0)
    return Control(
        label="Privacy budget ε",
        options=stops,
        default=default,
        describe=formats.epsilon,
        help="Smaller ε: more privacy, more randomness. Seeing the result changes anyone's odds by at most e^ε.",
    )
