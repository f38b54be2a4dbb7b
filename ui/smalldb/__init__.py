"""The synthetic-data (SmallDB) feature: inputs, numbers (result), charts and the page's sections (view)."""
