"""The decisions of a Guandan match, as small frozen records (encoded with ``codec.encode``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards import Card
from ..codec import StateDataError, decode_tagged, tagged_classes
from .combo import Combo
from .readings import readings


@dataclass(frozen=True, slots=True)
class CutDeck:
    """G-1, first hand only: the cutter turns a card of the face-down deck."""


@dataclass(frozen=True, slots=True)
class Play:
    """Play a combination (one reading of its cards)."""

    combo: Combo


@dataclass(frozen=True, slots=True)
class Pass:
    """Do not play on the current trick (never allowed for the player who leads)."""


@dataclass(frozen=True, slots=True)
class PayTribute:
    """Give the Banker (or the Follower) one of your highest cards."""

    card: Card


@dataclass(frozen=True, slots=True)
class ReturnTribute:
    """Give a card back to the player whose tribute you took (G-3)."""

    card: Card


Action = CutDeck | Play | Pass | PayTribute | ReturnTribute
ACTION_CLASSES = tagged_classes(CutDeck, Play, Pass, PayTribute, ReturnTribute)


def canonical_combo(combo: Combo, path: str = "$") -> Combo:
    """The reading of ``combo.cards`` with its kind and value, or StateDataError if none."""
    if not 2 <= combo.level <= 14:
        raise StateDataError(f"{path}.level: {combo.level} is not a level")
    if len(set(combo.cards)) != len(combo.cards):
        raise StateDataError(f"{path}.cards: the same card twice")
    for reading in readings(combo.cards, combo.level):
        if reading.kind == combo.kind and reading.value == combo.value:
            return reading
    raise StateDataError(f"{path}: the cards are not a {combo.kind} of value {combo.value}")


def decode_action(data: Any) -> Action:
    """Inverse of ``codec.encode(action)``; a play is checked against its cards."""
    action = decode_tagged(ACTION_CLASSES, data)
    if isinstance(action, Play):
        return Play(canonical_combo(action.combo, "$.combo"))
    result: Action = action
    return result
