"""What a thinking bot says about a decision: its choice, why, and what it expects of each option.

The table's Hint shows ``action`` and the reason; the post-hand review compares ``estimates`` of
the action a person took and of the bot's choice. A bot gives its reason as a ``Message`` (a
code of the engine catalogue, ``advice.<game>.<what>``, and its parameters): the shell shows it
in the player's language (``engine_text``), and ``text`` is its English, kept for logs, tests
and any caller that wants plain text. ``code`` and ``params`` are the bot's own short name of
the decision and its figures (the review and tests read them).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from ..engine.messages import Message
from ..engine.rng import Rng


@dataclass(frozen=True)
class Advice:
    action: Any
    text: str | Message  # a Message becomes ``message``, and ``text`` its English
    code: str = ""
    params: dict[str, Any] = field(default_factory=dict)
    # The bot's estimate of each option it weighed, in ``unit`` (higher is better for the seat):
    # (action, value) pairs; the chosen action is among them when the bot evaluated it.
    estimates: tuple[tuple[Any, float], ...] = ()
    unit: str = ""
    message: Message | None = None

    def __post_init__(self) -> None:
        if isinstance(self.text, Message):
            object.__setattr__(self, "message", self.text)
            object.__setattr__(self, "text", self.text.english())

    @property
    def reason(self) -> str:
        """The English reason (``text``), typed as the plain string it always is once made."""
        return str(self.text)

    def value_of(self, action: Any) -> float | None:
        for option, value in self.estimates:
            if option == action:
                return value
        return None


class AdvisingBot(Protocol):
    def choose(self, view: Any, legal_actions: list[Any], rng: Rng) -> Any: ...

    def advise(self, view: Any, legal_actions: list[Any], rng: Rng) -> Advice: ...
