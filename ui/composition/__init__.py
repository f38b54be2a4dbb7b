"""The composition feature: the chart (charts) and the page's controls, numbers and downloads (view)."""
