"""Who sits in each seat: a person at this computer or an AI player."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from PySide6.QtCore import QCoreApplication

from .. import ai
from ..engine.codec import StateDataError
from ..storage.names import SEAT_NAME_MAX, clean_name
from ..storage.settings import DEFAULT_PLAYER_NAME

SeatKind = Literal["human", "ai"]
SEAT_KINDS: tuple[str, ...] = ("human", "ai")
MAX_NAME = SEAT_NAME_MAX


@dataclass(frozen=True)
class SeatConfig:
    """One seat: ``kind`` is "human" or "ai"; ``bot`` names the AI (see ``cardtable_qt.ai``)."""

    kind: SeatKind
    name: str
    bot: str = "basic"

    @property
    def shown_name(self) -> str:
        """The name as the table shows it: the person's untouched default ("You") in the
        language in use, any other name as written. Whatever the seat's kind: a replay plays
        every seat as the record's, the person's too."""
        return person_name(self.name)

    def __post_init__(self) -> None:
        # Wherever a seat is made (dialog, save, settings, code), its name can be saved.
        cleaned = clean_name(self.name) if isinstance(self.name, str) else ""
        if cleaned != self.name:
            object.__setattr__(self, "name", cleaned or "?")

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "bot": self.bot}

    @classmethod
    def from_dict(cls, data: Any, path: str = "$", fallback: str = "?") -> SeatConfig:
        """A seat from a file; a name with characters that cannot be kept is cleaned (to
        ``fallback`` when nothing visible is left), never refused: the game is not lost."""
        if not isinstance(data, dict):
            raise StateDataError(f"{path}: expected an object, got {type(data).__name__}")
        kind, name, bot = data.get("kind"), data.get("name"), data.get("bot", "basic")
        if kind not in SEAT_KINDS:
            raise StateDataError(f"{path}.kind: {kind!r:.20} is not 'human' or 'ai'")
        if not isinstance(name, str) or len(name) > MAX_NAME:
            raise StateDataError(f"{path}.name: expected a name of at most {MAX_NAME} characters")
        name = clean_name(name) or fallback
        if not isinstance(bot, str) or not safe_bot_name(bot):
            raise StateDataError(f"{path}.bot: {bot!r:.60} is not one of the app's bots")
        return cls(kind, name, bot)


def safe_bot_name(name: str) -> bool:
    """A bot a saved file may name: a built-in one or a class inside ``cardtable_qt.ai``.

    A save must never make the app import an arbitrary module.
    """
    if name in ai.BUILTIN or name in ai.PER_GAME:
        return True
    module, sep, attr = name.partition(":")
    return bool(sep) and module.startswith("cardtable_qt.ai.") and attr.isidentifier()


def person_name(name: str) -> str:
    """The person's name as shown: the untouched default ("You") in the language in use, a name
    they typed as they typed it."""
    return (
        QCoreApplication.translate("NewGameDialog", "You") if name == DEFAULT_PLAYER_NAME else name
    )


def human_seat(seats: list[SeatConfig] | tuple[SeatConfig, ...]) -> int | None:
    """The first seat a person plays, or None when every seat is an AI (a demo)."""
    return next((i for i, s in enumerate(seats) if s.is_human), None)
