"""English wording shared by the engines' messages: counts with the right plural."""

from __future__ import annotations


def count(n: int, singular: str, plural: str | None = None) -> str:
    """``1 point``, ``2 points``, ``0 points`` (``plural`` for words not made with an s)."""
    return f"{n} {singular if n == 1 else plural or singular + 's'}"
