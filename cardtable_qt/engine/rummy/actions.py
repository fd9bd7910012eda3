"""What a player does on a turn: pack, draw, discard or declare."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from ..cards import Card
from ..codec import decode_tagged, tagged_classes

Source = Literal["stock", "discard"]


@dataclass(frozen=True, slots=True)
class Pack:
    """Drop out of the deal at the start of a turn (20 points on a first turn, else 40)."""


@dataclass(frozen=True, slots=True)
class Draw:
    """Take the top card of the stock (face down) or of the discard pile (face up)."""

    source: Source


@dataclass(frozen=True, slots=True)
class Discard:
    """Put one card face up on the discard pile, ending the turn."""

    card: Card


@dataclass(frozen=True, slots=True)
class Declare:
    """Show 13 cards in groups and lay the 14th face down: the deal ends if they are valid."""

    groups: tuple[tuple[Card, ...], ...]
    face_down: Card


Action = Pack | Draw | Discard | Declare
ACTIONS = tagged_classes(Pack, Draw, Discard, Declare)


def decode_action(data: Any) -> Action:
    """The inverse of ``codec.encode(action)``; raises ``StateDataError`` on anything else."""
    action: Action = decode_tagged(ACTIONS, data, "$.action")
    return action
