"""Scores from curator data: ScoredCandidates, the scoring rules (votes, approvals, counts, bids) and ballots."""
