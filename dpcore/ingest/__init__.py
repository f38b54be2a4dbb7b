"""Reading uploads: bytes -> table (CSV, TSV, workbooks) -> what the table holds (cells, layout, readings)."""
