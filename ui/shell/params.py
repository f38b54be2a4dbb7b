"""The dashboard's shareable parameters and their URL form (pure Python, no Streamlit).

Every shared setting lives in the URL as a short string so that a link reproduces the same figures on a fresh
server. Links are typed, pasted and mangled by hand, so parsing never raises: an odd value is replaced by the
nearest sensible one and a plain-language note says what happened. Data never goes into the URL.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, replace

#: The shared URL parameter names, in the order a link lists them (a browser-test helper and shared links rely on
#: these; do not rename lightly). Mechanism names in ``mechanisms=`` are dpcore's own (``dpcore.MECHANISMS``).
URL_KEYS: tuple[str, ...] = (
    "scenario",
    "epsilon",
    "sensitivity",
    "monotone",
    "mechanisms",
    "trials",
    "seed",
    "log",
    "present",
    "winners",
)
P_SCENARIO, P_EPSILON, P_SENSITIVITY, P_MONOTONE, P_MECHANISMS, P_TRIALS, P_SEED, P_LOG, P_PRESENT, P_WINNERS = URL_KEYS

EPSILON_MIN = 0.01
EPSILON_MAX = 10.0
EPSILON_DEFAULT = 1.0
SENSITIVITY_MIN = 1e-9
SENSITIVITY_MAX = 1e12
TRIALS_OPTIONS: tuple[int, ...] = (100, 1_000, 10_000, 100_000, 1_000_000)
TRIALS_DEFAULT = 10_000
SEED_MAX = 2**32 - 1
SEED_DEFAULT = 7
#: The most winners the "Winners (k)" control offers (the exact top-k laws of dpcore go up to k = 20,
#: ``dpcore.EM_MAX_K``); a page lowers it to its number of candidates. ``?winners=`` (not ``k``: the Composition page
#: uses ``?k=`` for its number of selections).
WINNERS_MAX = 20

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off"}


def _nice(value: float) -> float:
    """Round to 2 significant digits so slider stops read like 0.012, 0.15, 2.5."""
    return float(f"{value:.2g}")


#: Log-spaced ε stops for the slider: 20 per decade from 0.01 to 10, rounded to readable values.
EPSILON_GRID: tuple[float, ...] = tuple(sorted({_nice(10 ** (k / 20)) for k in range(-40, 21)}))


def canonical(value: float) -> float:
    """Round to 6 significant digits: the value used is exactly the value the URL shows."""
    return float(f"{value:.6g}")


def format_number(value: float) -> str:
    """Shortest readable form of a canonical number for the URL (1 -> "1", 0.25 -> "0.25")."""
    return f"{canonical(value):.6g}"


def nearest_epsilon_stop(epsilon: float) -> float:
    """The slider stop closest to ``epsilon`` on the log scale."""
    target = math.log10(min(max(epsilon, EPSILON_MIN), EPSILON_MAX))
    return min(EPSILON_GRID, key=lambda stop: abs(math.log10(stop) - target))


def nearest_trials_option(trials: float) -> int:
    """The trials option closest to ``trials`` on the log scale."""
    target = math.log10(min(max(trials, TRIALS_OPTIONS[0]), TRIALS_OPTIONS[-1]))
    return min(TRIALS_OPTIONS, key=lambda option: abs(math.log10(option) - target))


@dataclass(frozen=True)
class Params:
    """Every shareable setting, already validated.

    ``sensitivity`` and ``monotone`` are ``None`` when the scenario's own defaults apply.
    """

    scenario: str
    epsilon: float = EPSILON_DEFAULT
    sensitivity: float | None = None
    monotone: bool | None = None
    mechanisms: tuple[str, ...] = ()
    trials: int = TRIALS_DEFAULT
    seed: int = SEED_DEFAULT
    log_scale: bool = False
    present: bool = False
    winners: int = 1

    def with_scenario_defaults(self, defaults: Mapping[str, tuple[float, bool]]) -> Params:
        """Fill a missing sensitivity / monotone flag from the scenario's defaults."""
        sensitivity, monotone = defaults[self.scenario]
        return replace(
            self,
            sensitivity=sensitivity if self.sensitivity is None else self.sensitivity,
            monotone=monotone if self.monotone is None else self.monotone,
        )


def to_query(params: Params) -> dict[str, str]:
    """The URL form of ``params``: strings only, flags only when on."""
    query = {
        P_SCENARIO: params.scenario,
        P_EPSILON: format_number(params.epsilon),
    }
    if params.sensitivity is not None:
        query[P_SENSITIVITY] = format_number(params.sensitivity)
    if params.monotone is not None:
        query[P_MONOTONE] = "1" if params.monotone else "0"
    query[P_MECHANISMS] = ",".join(params.mechanisms)
    query[P_TRIALS] = str(params.trials)
    query[P_SEED] = str(params.seed)
    if params.log_scale:
        query[P_LOG] = "1"
    if params.present:
        query[P_PRESENT] = "1"
    if params.winners > 1:  # one winner, the usual case, keeps the link as it always was
        query[P_WINNERS] = str(params.winners)
    return query


def _parse_number(text: str) -> float | None:
    try:
        return float(text.strip())
    except (ValueError, AttributeError):
        return None


def _parse_positive(text: str, *, name: str, low: float, high: float, default: float, notes: list[str]) -> float:
    """A finite number clamped to [low, high]; the reason is appended to ``notes`` when it changes."""
    value = _parse_number(text)
    if value is None or math.isnan(value):
        notes.append(f"The link's {name} “{text[:40]}” is not a number, so the default {default:g} is used.")
        return default
    if value < low:
        why = "must be above 0" if value <= 0 else f"is below the smallest allowed, {low:g}"
        notes.append(f"The link's {name} = {value:g} {why}, so {low:g} is used instead.")
        return low
    if value > high:
        notes.append(f"The link's {name} = {value:g} is above the largest allowed, {high:g}, so {high:g} is used.")
        return high
    return canonical(value)


def _parse_flag(text: str, *, name: str, default: bool | None, notes: list[str]) -> bool | None:
    lowered = text.strip().lower()
    if lowered in _TRUE:
        return True
    if lowered in _FALSE:
        return False
    notes.append(f"The link's {name} “{text[:40]}” should be 1 or 0, so it is ignored.")
    return default


def parse_query(
    query: Mapping[str, str],
    *,
    scenarios: tuple[str, ...],
    mechanisms: tuple[str, ...],
    default_mechanisms: tuple[str, ...],
) -> tuple[Params, list[str]]:
    """Read ``query`` (URL strings) into valid :class:`Params` plus notes on anything that was changed.

    Never raises: unknown names fall back to defaults, numbers are clamped into range.
    """
    notes: list[str] = []
    scenario = scenarios[0]
    if P_SCENARIO in query:
        if query[P_SCENARIO] in scenarios:
            scenario = query[P_SCENARIO]
        else:
            notes.append(
                f"The link asks for an unknown scenario “{query[P_SCENARIO][:40]}”; showing "
                f"“{scenario}” instead (known: {', '.join(scenarios)})."
            )
    params = Params(scenario=scenario, mechanisms=default_mechanisms)

    if P_EPSILON in query:
        epsilon = _parse_positive(
            query[P_EPSILON],
            name="ε (epsilon)",
            low=EPSILON_MIN,
            high=EPSILON_MAX,
            default=EPSILON_DEFAULT,
            notes=notes,
        )
        params = replace(params, epsilon=epsilon)
    if P_SENSITIVITY in query:
        params = replace(params, sensitivity=_parse_sensitivity(query[P_SENSITIVITY], notes))
    if P_MONOTONE in query:
        params = replace(params, monotone=_parse_flag(query[P_MONOTONE], name="monotone", default=None, notes=notes))
    if P_MECHANISMS in query:
        params = replace(
            params, mechanisms=_parse_mechanisms(query[P_MECHANISMS], mechanisms, default_mechanisms, notes)
        )
    if P_TRIALS in query:
        params = replace(params, trials=_parse_trials(query[P_TRIALS], notes))
    if P_SEED in query:
        params = replace(params, seed=_parse_seed(query[P_SEED], notes))
    if P_LOG in query:
        params = replace(params, log_scale=bool(_parse_flag(query[P_LOG], name="log", default=False, notes=notes)))
    if P_PRESENT in query:
        params = replace(
            params, present=bool(_parse_flag(query[P_PRESENT], name="present", default=False, notes=notes))
        )
    if P_WINNERS in query:
        params = replace(params, winners=_parse_winners(query[P_WINNERS], notes))
    return params, notes


def _parse_winners(text: str, notes: list[str]) -> int:
    """The number of winners from the link, a whole number from 1 to :data:`WINNERS_MAX` (a page lowers it further
    to its number of candidates)."""
    value = _parse_number(text)
    if value is None or math.isnan(value):
        notes.append(f"The link's number of winners “{text[:40]}” is not a whole number; choosing 1.")
        return 1
    if value < 1:
        notes.append(f"The link asks for {value:g} winners; at least 1 is chosen, so 1 is used.")
        return 1
    if value > WINNERS_MAX:
        notes.append(
            f"The link asks for {value:g} winners; at most {WINNERS_MAX} are offered, so {WINNERS_MAX} is used."
        )
        return WINNERS_MAX
    if value != math.floor(value):
        notes.append(f"The link's number of winners {value:g} is not a whole number; using {math.floor(value)}.")
    return int(value)


def _parse_sensitivity(text: str, notes: list[str]) -> float | None:
    """Δ from the link; None (the scenario's own Δ) when it is not a positive number."""
    value = _parse_number(text)
    if value is None or math.isnan(value) or value <= 0:
        notes.append(
            f"The link's sensitivity Δ “{text[:40]}” is not a positive number, so the scenario's own Δ is used."
        )
        return None
    return _parse_positive(
        text, name="sensitivity Δ", low=SENSITIVITY_MIN, high=SENSITIVITY_MAX, default=1.0, notes=notes
    )


def _parse_mechanisms(text: str, known: tuple[str, ...], default: tuple[str, ...], notes: list[str]) -> tuple[str, ...]:
    names = [name.strip() for name in text.split(",") if name.strip()]
    if not names:
        return ()  # an empty list is a legitimate state: the page asks the user to pick one
    chosen = tuple(dict.fromkeys(name for name in names if name in known))
    repeated = [name for name in chosen if names.count(name) > 1]
    if repeated:
        shown = ", ".join(f"“{name}”" for name in repeated)
        notes.append(f"The link names {shown} more than once; each mechanism is shown once.")
    unknown = [name for name in names if name not in known]
    if unknown:
        shown = ", ".join(f"“{name[:30]}”" for name in unknown[:5])
        if chosen:
            notes.append(f"The link names unknown mechanisms {shown}; they are left out.")
        else:
            notes.append(f"The link names only unknown mechanisms ({shown}); showing the default three.")
            return default
    return chosen


def _parse_trials(text: str, notes: list[str]) -> int:
    value = _parse_number(text)
    if value is None or not math.isfinite(value):
        if value is not None and value > 0:  # +inf
            notes.append(f"The link asks for {text[:20]} simulated runs; using the most, {TRIALS_OPTIONS[-1]:,}.")
            return TRIALS_OPTIONS[-1]
        notes.append(f"The link's trials “{text[:40]}” is not a number; using {TRIALS_DEFAULT:,} runs.")
        return TRIALS_DEFAULT
    option = nearest_trials_option(value)
    if value != option:
        notes.append(
            f"The link asks for {value:,.6g} simulated runs; the choices are "
            f"{', '.join(f'{o:,}' for o in TRIALS_OPTIONS)}, so {option:,} is used."
        )
    return option


def _parse_seed(text: str, notes: list[str]) -> int:
    value = _parse_number(text)
    if value is None or math.isnan(value):
        notes.append(f"The link's seed “{text[:40]}” is not a whole number; using seed {SEED_DEFAULT}.")
        return SEED_DEFAULT
    if value < 0:
        notes.append(f"The link's seed {value:g} is negative; seeds run from 0 to {SEED_MAX:,}, so 0 is used.")
        return 0
    if value > SEED_MAX:
        notes.append(f"The link's seed {value:g} is above {SEED_MAX:,}, the largest seed; that is used instead.")
        return SEED_MAX
    if value != math.floor(value):
        notes.append(f"The link's seed {value:g} is not a whole number; using {math.floor(value)}.")
    return int(value)
