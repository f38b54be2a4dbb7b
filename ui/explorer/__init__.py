"""The Explorer feature: exact vs simulated per mechanism (view), and the curator view of a scenario (curator)."""
