"""A bot that picks uniformly among the legal actions: works for every game."""

from __future__ import annotations

from typing import Any

from ..engine.rng import Rng


class RandomBot:
    """Chooses any legal action with equal probability."""

    def choose(self, view: Any, legal_actions: list[Any], rng: Rng) -> Any:
        return rng.choice(legal_actions)
