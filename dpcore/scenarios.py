"""The demo scenarios: small, realistic data sets shipped in :mod:`dpcore.data`, scored by :mod:`dpcore.scoring`.

Each :class:`Scenario` keeps the curator's raw data (the calendar, the bids, the ballots, the counts) next to
the scores the mechanisms see, with a short story: what is scored, why the sensitivity Δ has that value and
why the scores are (or are not treated as) monotone. The CSV files are read once, on first use of
:data:`SCENARIOS` (``import dpcore`` reads no file), with the same :func:`~dpcore.ingest.csv_reader.read_csv_bytes`
and scoring functions an upload goes through.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal

import numpy as np
import pandas as pd

from dpcore.data import demo_bytes
from dpcore.ingest.csv_reader import read_csv_bytes
from dpcore.scoring.candidates import ScoredCandidates
from dpcore.scoring.rules import score_approval, score_availability, score_bids, score_counts

ScenarioKind = Literal["availability", "bids", "votes", "counts"]
#: The kinds of curator data a scenario can hold.
KINDS: tuple[str, ...] = ("availability", "bids", "votes", "counts")


class HoldsCandidates:
    """The candidates' labels, scores, Δ and monotone flag read straight from ``self.candidates``, for any class
    that holds a :class:`~dpcore.scoring.candidates.ScoredCandidates` there (a scenario; a page's source of scores).

    >>> SCENARIOS["book_poll"].labels == SCENARIOS["book_poll"].candidates.labels
    True
    """

    candidates: ScoredCandidates

    @property
    def labels(self) -> tuple[str, ...]:
        """Candidate labels, in display order."""
        return self.candidates.labels

    @property
    def scores(self) -> np.ndarray:
        """Candidate scores (read-only float64 array)."""
        return self.candidates.scores

    @property
    def score_name(self) -> str:
        """What a score counts (for axis titles and captions)."""
        return self.candidates.score_name

    @property
    def sensitivity(self) -> float:
        """Default Δ for these scores."""
        return self.candidates.sensitivity

    @property
    def monotonic(self) -> bool:
        """Default monotone flag for these scores."""
        return self.candidates.monotonic


@dataclass(frozen=True, eq=False)
class Scenario(HoldsCandidates):
    """One worked example: curator data, the scores derived from it, and the story that explains them.

    Attributes
    ----------
    key : str
        Identifier used in URLs (``"meeting_date"``).
    title : str
        Short heading.
    tagline : str
        One line for the home page card.
    story : str
        Two to four plain sentences: what is scored, why that Δ, why (not) monotone.
    candidates : ScoredCandidates
        Labels, scores, Δ and the monotone flag, with their reasons.
    data : pandas.DataFrame
        The raw curator data as shipped (treat as read-only: it is shared by every page and session).
    kind : {"availability", "bids", "votes", "counts"}
        How ``data`` is turned into scores.
    price_min, price_max, price_step : float or None
        The price grid of a ``"bids"`` scenario (None otherwise), to rescore edited bids the same way.
    source : str
        Where the data comes from.
    """

    key: str
    title: str
    tagline: str
    story: str
    candidates: ScoredCandidates
    data: pd.DataFrame
    kind: ScenarioKind
    price_min: float | None = None
    price_max: float | None = None
    price_step: float | None = None
    source: str = ""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown scenario kind {self.kind!r}; choose one of {', '.join(KINDS)}.")
        grid = (self.price_min, self.price_max, self.price_step)
        if (self.kind == "bids") != all(value is not None for value in grid):
            raise ValueError("a 'bids' scenario needs price_min, price_max and price_step; other kinds none.")


def _read(name: str) -> pd.DataFrame:
    return read_csv_bytes(demo_bytes(name))


def _prose(text: str) -> str:
    """Collapse the line breaks and indentation of a wrapped literal into single spaces."""
    return " ".join(text.split())


def _meeting_date() -> Scenario:
    calendar = _read("meeting_date.csv")
    dates = list(calendar.columns[1:])
    candidates = score_availability(calendar, dates)
    people = len(calendar)
    return Scenario(
        key="meeting_date",
        title="Pick a meeting date",
        tagline=f"{people} colleagues, {len(dates)} December dates: choose a day without exposing calendars.",
        story=_prose(f"""
            {people} colleagues marked which of {len(dates)} dates in December they can make, and the
            organiser wants to announce a date without revealing anyone's calendar. Each date scores the
            number of people available, so one person's calendar changes each date's count by at most 1:
            Δ = 1. Adding a person can only raise counts, so the scores are monotone and the exponent can
            use ε/Δ instead of ε/2Δ.
        """),
        candidates=candidates,
        data=calendar,
        kind="availability",
        source="Made up for this dashboard: 1 = available, 0 = not.",
    )


def _pricing(
    file_name: str, *, price_min: float, price_max: float, price_step: float
) -> tuple[pd.DataFrame, ScoredCandidates]:
    bids = _read(file_name)
    return bids, score_bids(bids["bid"], price_min=price_min, price_max=price_max, price_step=price_step, currency="$")


def _pricing_auction() -> Scenario:
    grid = {"price_min": 0.80, "price_max": 3.00, "price_step": 0.10}
    bids, candidates = _pricing("pricing_auction.csv", **grid)
    lowest, highest = candidates.labels[0], candidates.labels[-1]
    best = " and ".join(candidates.best_labels)
    return Scenario(
        key="pricing_auction",
        title="Set a price (3 bids)",
        tagline="Bids of $1, $1 and $3: which price earns most, without letting one bidder show?",
        story=_prose(f"""
            Three people bid for a digital good: two would pay $1.00 and one $3.00. Each price from
            {lowest} to {highest} earns price × the number of bids at or above it, so {best} tie at
            ${candidates.scores.max():.2f}. One bidder changes the revenue at price p by at most p, so Δ is
            the highest price, {highest}; adding a bidder never lowers the revenue at any price, so the
            scores are monotone.
        """),
        candidates=candidates,
        data=bids,
        kind="bids",
        **grid,
        source="The digital-goods auction of McSherry and Talwar (2007), with three bids.",
    )


def _pricing_auction_200() -> Scenario:
    grid = {"price_min": 1.00, "price_max": 20.00, "price_step": 0.25}
    bids, candidates = _pricing("pricing_auction_200.csv", **grid)
    lowest, highest = candidates.labels[0], candidates.labels[-1]
    return Scenario(
        key="pricing_auction_200",
        title="Set a price (200 bids)",
        tagline=f"{len(bids)} bids between $0.50 and $20: several prices earn almost the same revenue.",
        story=_prose(f"""
            {len(bids)} customers said what they would pay for an e-book, and the shop picks one of
            {len(candidates)} prices from {lowest} to {highest}. Each price earns price × the number of
            bids at or above it, and several neighbouring prices earn nearly the most. One bidder changes
            the revenue at price p by at most p, so Δ is the highest price, {highest}; adding a bidder
            never lowers any revenue, so the scores are monotone.
        """),
        candidates=candidates,
        data=bids,
        kind="bids",
        **grid,
        source="Made up for this dashboard: lognormal willingness to pay (median about $6), in cents.",
    )


def _book_poll() -> Scenario:
    ballots = _read("book_poll.csv")
    books = list(ballots.columns[1:])
    candidates = score_approval(ballots, books)
    return Scenario(
        key="book_poll",
        title="Choose the book club's next read",
        tagline=f"{len(ballots)} approval ballots over {len(books)} science-fiction books from 2020.",
        story=_prose(f"""
            {len(ballots)} readers each approved any of {len(books)} science-fiction novels from 2020:
            Network Effect leads Hench and The Hidden Girl and Other Stories by one vote and The Relentless
            Moon by three. A ballot adds at most 1 to each book's count, so Δ = 1, and adding a ballot
            never lowers a count, so the scores are monotone: at ε = ln 2 the exponential mechanism halves
            a book's chance for every vote it is short.
        """),
        candidates=candidates,
        data=ballots,
        kind="votes",
        source="Made up for this dashboard: 1 = approves, 0 = does not.",
    )


def _adult_marital_status() -> Scenario:
    counts = _read("adult_marital_status.csv")
    raw = score_counts(counts, label_column="category", count_column="count")
    # The textbook's settings, kept on purpose so its numbers can be reproduced: scores in thousands with
    # a declared Δ = 1, and the general (non-monotone) scale for the exponential mechanism.
    candidates = dataclasses.replace(
        raw,
        scores=raw.scores / 1000,
        sensitivity=1.0,
        monotonic=False,
        score_name="people (thousands)",
        sensitivity_reason=_prose("""
            One person changes one count by 1, i.e. a score by 0.001; the textbook declares Δ = 1 anyway,
            which is valid but adds 1000× more noise than needed.
        """),
        monotone_reason=_prose("""
            A histogram under add/remove is monotone, but the textbook's exponential mechanism uses the
            general ε/2Δ scale, so monotone starts off here; its report-noisy-max, Lap(Δ/ε), is the
            monotone setting.
        """),
    )
    people = int(raw.scores.sum())
    return Scenario(
        key="adult_marital_status",
        title="Most common marital status (textbook replication)",
        tagline=f"UCI Adult census data, {people:,} people: the Programming Differential Privacy example.",
        story=_prose(f"""
            The Programming Differential Privacy textbook picks the most common marital status among the
            {people:,} people of the UCI Adult data, with scores = count ÷ 1000 and a declared Δ = 1. One
            person changes a score by only 0.001, so Δ = 1 over-noises by 1000× (on raw counts it is
            0.001-DP). Its exponential mechanism uses the general ε/2Δ scale, while its report-noisy-max
            adds Lap(Δ/ε), the monotone setting, legitimate because a histogram under add/remove is
            monotone: turn monotone on to reproduce it.
        """),
        candidates=candidates,
        data=counts,
        kind="counts",
        source=_prose("""
            UCI Adult data set (Becker and Kohavi, 1996), 'marital-status' counts of the training file, as
            used by Near and Abuah, Programming Differential Privacy, chapter 'The Exponential Mechanism'.
        """),
    )


def _load() -> Mapping[str, Scenario]:
    scenarios = (
        _meeting_date(),
        _pricing_auction(),
        _pricing_auction_200(),
        _book_poll(),
        _adult_marital_status(),
    )
    return MappingProxyType({scenario.key: scenario for scenario in scenarios})


class _Scenarios(Mapping[str, Scenario]):
    """The scenarios, read from the package's CSV files on first use (so ``import dpcore`` reads no file)."""

    @functools.cached_property
    def _loaded(self) -> Mapping[str, Scenario]:
        return _load()

    def __getitem__(self, key: str) -> Scenario:
        return self._loaded[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._loaded)

    def __len__(self) -> int:
        return len(self._loaded)


#: Every demo scenario by key, in display order (read-only; loaded on first use).
SCENARIOS: Mapping[str, Scenario] = _Scenarios()
