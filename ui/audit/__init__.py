"""The privacy-loss audit feature: the neighbour choice (inputs), the chart (charts), the results (view)."""
