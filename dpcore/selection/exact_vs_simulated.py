"""One mechanism's result as every view shows it: the exact law, the seeded runs and what compares them.

Built in one place, :func:`mechanism_result`, from the exact (log-)probabilities and the simulated counts, so the
Explorer, Your data, Privacy vs utility and the Noise lens (including its integer-only permute-and-flip) agree on
every derived number: the 95% Wilson interval of each simulated share (Wilson 1927), the exact probability of
choosing a best candidate and the expected regret (theory.md §5), and the chi-square p-value of the counts against
the exact law (Pearson 1900). Pure: no randomness here; the counts come from the caller's seeded simulation.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np
from numpy.typing import ArrayLike

from dpcore.selection.mechanisms import check_mechanism
from dpcore.selection.quality import expected_regret, probability_of_best
from dpcore.stats import goodness_of_fit_pvalue, wilson_interval
from dpcore.validation import InvalidInputError, check_scores

__all__ = ["MechanismResult", "mechanism_result", "simulated_best", "simulated_regret"]


@dataclass(frozen=True)
class MechanismResult:
    """Everything a view shows for one mechanism (arrays aligned with the candidates).

    Attributes
    ----------
    mechanism : str
    log_probabilities, probabilities : numpy.ndarray
        The exact law, ln P(i) and P(i).
    counts : numpy.ndarray
        How often each candidate was chosen in ``trials`` seeded runs.
    trials : int
    lower, upper : numpy.ndarray
        95% Wilson interval of each share counts/trials.
    probability_of_best : float
        Exact P(a top-scoring candidate is chosen).
    expected_regret : float
        Exact Σ P(i)(q* − qᵢ).
    fit_pvalue : float
        Chi-square p-value of the counts against the exact probabilities.
    """

    mechanism: str
    log_probabilities: np.ndarray
    probabilities: np.ndarray
    counts: np.ndarray
    trials: int
    lower: np.ndarray
    upper: np.ndarray
    probability_of_best: float
    expected_regret: float
    fit_pvalue: float

    @property
    def shares(self) -> np.ndarray:
        """The simulated share of each candidate, counts/trials (what the filled bars draw).

        >>> mechanism_result([1.0, 0.0], mechanism="exponential", counts=[3, 1], trials=4,
        ...                  log_probabilities=np.log([0.7, 0.3])).shares.tolist()
        [0.75, 0.25]
        """
        return self.counts / self.trials

    def with_outline(self, probabilities: np.ndarray) -> MechanismResult:
        """The same runs drawn against other exact probabilities (e.g. integrated from a noise density); the
        log-probabilities follow (−inf where a probability is 0)."""
        with np.errstate(divide="ignore"):
            log_probabilities = np.log(probabilities)
        return replace(self, probabilities=probabilities, log_probabilities=log_probabilities)


def mechanism_result(
    scores: ArrayLike,
    *,
    mechanism: str,
    counts: ArrayLike,
    trials: int,
    log_probabilities: ArrayLike | None = None,
    probabilities: ArrayLike | None = None,
) -> MechanismResult:
    """Assemble one mechanism's :class:`MechanismResult` from its exact law and its simulated counts.

    Give the exact law as ``log_probabilities`` (P = exp of them) or as ``probabilities`` (ln P computed, −inf
    where P = 0), whichever the caller has exactly. Derived: the 95% Wilson intervals
    (:func:`dpcore.stats.wilson_interval`), P(best) (:func:`dpcore.selection.quality.probability_of_best`), the expected
    regret (:func:`dpcore.selection.quality.expected_regret`) and the goodness-of-fit p-value
    (:func:`dpcore.stats.goodness_of_fit_pvalue`).

    >>> import dpcore
    >>> scores = [3.0, 2.0, 0.0]
    >>> log_p = dpcore.log_selection_probabilities(scores, epsilon=1.0, mechanism="exponential")
    >>> counts = dpcore.simulate(scores, epsilon=1.0, mechanism="exponential", trials=1000, rng=7)
    >>> result = mechanism_result(scores, mechanism="exponential", counts=counts, trials=1000,
    ...                           log_probabilities=log_p)
    >>> round(result.probability_of_best, 4), bool(result.lower[0] < result.probabilities[0] < result.upper[0])
    (0.5465, True)
    """
    mechanism = check_mechanism(mechanism)
    values = check_scores(scores)
    if (log_probabilities is None) == (probabilities is None):
        raise InvalidInputError("give the exact law once: either log_probabilities or probabilities.")
    if log_probabilities is not None:
        log_p = np.asarray(log_probabilities, dtype=np.float64)
        p = np.exp(log_p)
    else:
        p = np.asarray(probabilities, dtype=np.float64)
        with np.errstate(divide="ignore"):
            log_p = np.log(p)
    simulated = np.asarray(counts)
    lower, upper = wilson_interval(simulated, trials)
    return MechanismResult(
        mechanism=mechanism,
        log_probabilities=log_p,
        probabilities=p,
        counts=simulated,
        trials=int(trials),
        lower=np.asarray(lower, dtype=np.float64),
        upper=np.asarray(upper, dtype=np.float64),
        probability_of_best=float(probability_of_best(p, values)),
        expected_regret=float(expected_regret(p, values)),
        fit_pvalue=float(goodness_of_fit_pvalue(simulated, p)),
    )


def simulated_best(result: MechanismResult, scores: ArrayLike) -> tuple[float, float, float]:
    """The share of the simulated runs that chose a top-scoring candidate, with its 95% Wilson interval
    (share, low, high): the simulated counterpart of ``result.probability_of_best``.

    >>> r = mechanism_result([2.0, 2.0, 0.0], mechanism="exponential", counts=[40, 50, 10], trials=100,
    ...                      probabilities=[0.45, 0.45, 0.1])
    >>> simulated_best(r, [2.0, 2.0, 0.0])[0]
    0.9
    """
    values = check_scores(scores)
    count = int(np.asarray(result.counts)[values == values.max()].sum())
    low, high = wilson_interval([count], result.trials)
    return count / result.trials, float(low[0]), float(high[0])


def simulated_regret(result: MechanismResult, scores: ArrayLike) -> float:
    """The mean shortfall q* − q of the simulated runs: the simulated counterpart of ``result.expected_regret``.

    >>> r = mechanism_result([2.0, 1.0, 0.0], mechanism="exponential", counts=[70, 20, 10], trials=100,
    ...                      probabilities=[0.7, 0.2, 0.1])
    >>> round(simulated_regret(r, [2.0, 1.0, 0.0]), 12)
    0.4
    """
    values = check_scores(scores)
    return float(np.dot(result.counts, values.max() - values) / result.trials)
