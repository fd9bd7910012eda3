"""What a thinking bot says about a decision: its choice, why, and what it expects of each option.

The table's Hint shows ``action`` and ``text``; the post-hand review compares ``estimates`` of
the action a person took and of the bot's choice. ``code`` and ``params`` name the reason in a
form the shell can translate (the English ``text`` is its default rendering).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from ..engine.rng import Rng


@dataclass(frozen=True)
class Advice:
    action: Any
    text: str
    code: str = ""
    params: dict[str, Any] = field(default_factory=dict)
    # The bot's estimate of each option it weighed, in ``unit`` (higher is better for the seat):
    # (action, value) pairs; the chosen action is among them when the bot evaluated it.
    estimates: tuple[tuple[Any, float], ...] = ()
    unit: str = ""

    def value_of(self, action: Any) -> float | None:
        for option, value in self.estimates:
            if option == action:
                return value
        return None


class AdvisingBot(Protocol):
    def choose(self, view: Any, legal_actions: list[Any], rng: Rng) -> Any: ...

    def advise(self, view: Any, legal_actions: list[Any], rng: Rng) -> Advice: ...
