"""The private-median feature: inputs, numbers (result), charts and the page's results (view)."""
