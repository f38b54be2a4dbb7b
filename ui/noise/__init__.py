"""The Noise lens feature: numbers (result), charts, sections (view), the integer-only sampler (integer)."""
