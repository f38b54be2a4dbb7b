"""The privacy-vs-utility feature: numbers (result), charts (charts), the page's results (view)."""
