"""The guided lessons feature: one projector screen per step of :mod:`lessons` (view)."""
