"""dpcore: exact selection probabilities and honest simulation of differentially private selection.

Usable on its own from a notebook (``pip install .``; README.md, "dpcore from Python")::

    import dpcore
    dpcore.selection_probabilities([5, 4, 4, 2], epsilon=1.0, mechanism="permute_and_flip", monotonic=True)
    dpcore.simulate([5, 4, 4, 2], epsilon=1.0, mechanism="permute_and_flip", trials=10_000, rng=7)

The packages: ``selection`` (mechanisms, exact laws, simulation, top-k: ``inclusion_probabilities``,
``simulate_top_k``, ``top_k_privacy``), ``ingest`` (bytes → table → what the table
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
from dpcore.selection.topk import (
    BEST_SET_MAX_K,
    EM_MAX_K,
    PEELED_EXACT_LIMITS,
    TopKPrivacy,
    TopKResult,
    best_set_available,
    best_set_probability,
    expected_shortfall,
    inclusion_probabilities,
    ordered_set_probabilities,
    peeled_exact_available,
    simulate_top_k,
    top_k_privacy,
    top_k_result,
    top_k_sweep,
)
from dpcore.stats import goodness_of_fit_pvalue, wilson_interval
from dpcore.validation import MAX_TRIALS, InvalidInputError

__all__ = [
    "BEST_SET_MAX_K",
    "EM_MAX_K",
    "MAIN_MECHANISMS",
    "MAX_TRIALS",
    "MECHANISMS",
    "MECHANISM_LABELS",
    "PEELED_EXACT_LIMITS",
    "SAME_LAW_AS",
    "SCENARIOS",
    "SIMULATION_BUDGET",
    "InvalidInputError",
    "Scenario",
    "ScoredCandidates",
    "TopKPrivacy",
    "TopKResult",
    "best_set_available",
    "best_set_probability",
    "cumulative_counts",
    "em_regret_bound",
    "expected_regret",
    "expected_shortfall",
    "goodness_of_fit_pvalue",
    "growing_batches",
    "inclusion_probabilities",
    "log_selection_probabilities",
    "max_trials_within_budget",
    "mechanism_rng",
    "noise_scale",
    "ordered_set_probabilities",
    "peeled_exact_available",
    "probability_of_best",
    "score_range",
    "selection_probabilities",
    "simulate",
    "simulate_top_k",
    "top_k_privacy",
    "top_k_result",
    "top_k_sweep",
    "wilson_interval",
    "worst_case_privacy_loss",
]
