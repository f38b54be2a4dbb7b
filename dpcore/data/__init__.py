"""The demo data shipped inside the package (public, synthetic or published counts; see README.md here).

Read through :func:`demo_bytes`, so that the files are found wherever dpcore is installed (a source checkout, a wheel,
a zip) and are read only when something asks for them.
"""

from __future__ import annotations

from importlib import resources

__all__ = ["demo_bytes", "demo_files"]


def demo_bytes(name: str) -> bytes:
    """The bytes of the shipped file ``name`` (e.g. ``"book_poll.csv"``)."""
    return resources.files(__name__).joinpath(name).read_bytes()


def demo_files(suffix: str = ".csv") -> tuple[str, ...]:
    """Names of the shipped files ending in ``suffix``, sorted."""
    return tuple(sorted(item.name for item in resources.files(__name__).iterdir() if item.name.endswith(suffix)))
