"""dpcore: exact selection probabilities and honest simulation of differentially private selection.

Usable on its own from a notebook (``pip install .``; README.md, "dpcore from Python")::

    import dpcore
    dpcore.selection_probabilities([5, 4, 4, 2], epsilon=1.0, mechanism="permute_and_flip", monotonic=True)
    dpcore.simulate([5, 4, 4, 2], epsilon=1.0, mechanism="permute_and_flip", trials=10_000, rng=7)

The packages: ``selection`` (mechanisms, exact laws, simulation), ``ingest`` (bytes → table → what the table
holds), ``scoring`` (ScoredCandidates and the rules that turn ballots, bids and counts into scores), ``analyses``
(one module per question), ``validation`` and ``stats`` (the single homes of input checks and shared statistics),
``text`` (a number with its noun), ``data`` (the demo files, read on first use of ``SCENARIOS``).
"""

from dpcore.analyses.privacy_loss import worst_case_privacy_loss
from dpcore.scenarios import SCENARIOS, Scenario
from dpcore.scoring.candidates import ScoredCandidates
from dpcore.selection.batches import cumulative_counts, growing_batches
from dpcore.selection.exact import log_selection_probabilities, selection_probabilities
from dpcore.selection.mechanisms import (
    MAIN_MECHANISMS,
    MECHANISM_LABELS,
    MECHANISMS,
    SAME_LAW_AS,
    noise_scale,
    score_range,
)
from dpcore.selection.quality import em_regret_bound, expected_regret, probability_of_best
from dpcore.selection.simulate import SIMULATION_BUDGET, max_trials_within_budget, mechanism_rng, simulate
from dpcore.stats import goodness_of_fit_pvalue, wilson_interval
from dpcore.validation import MAX_TRIALS, InvalidInputError

__all__ = [
    "MAIN_MECHANISMS",
    "MAX_TRIALS",
    "MECHANISMS",
    "MECHANISM_LABELS",
    "SAME_LAW_AS",
    "SCENARIOS",
    "SIMULATION_BUDGET",
    "InvalidInputError",
    "Scenario",
    "ScoredCandidates",
    "cumulative_counts",
    "em_regret_bound",
    "expected_regret",
    "goodness_of_fit_pvalue",
    "growing_batches",
    "log_selection_probabilities",
    "max_trials_within_budget",
    "mechanism_rng",
    "noise_scale",
    "probability_of_best",
    "score_range",
    "selection_probabilities",
    "simulate",
    "wilson_interval",
    "worst_case_privacy_loss",
]
