"""What a player can do: the seed's tố / theo / tố thêm / úp bài, and the re-buy question."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..codec import decode_tagged, tagged_classes


@dataclass(frozen=True, slots=True)
class Bet:
    """Tố: open a betting round with ``amount`` chips (more than one ante, up to the limit)."""

    amount: int


@dataclass(frozen=True, slots=True)
class Call:
    """Theo: put in enough to match the highest total this round (all-in if short)."""


@dataclass(frozen=True, slots=True)
class Raise:
    """Tố thêm: call, then add ``amount`` chips (more than one ante, up to the limit)."""

    amount: int


@dataclass(frozen=True, slots=True)
class Fold:
    """Úp bài: give up the hand and everything already put in."""


@dataclass(frozen=True, slots=True)
class Rebuy:
    """Seat 0, short of the ante: buy chips back up to the starting stack (D-X8)."""


@dataclass(frozen=True, slots=True)
class SitOut:
    """Seat 0, short of the ante: sit this hand out (D-X8)."""


Action = Bet | Call | Raise | Fold | Rebuy | SitOut

ACTION_CLASSES = tagged_classes(Bet, Call, Raise, Fold, Rebuy, SitOut)


def decode_action(data: Any) -> Action:
    """The inverse of ``codec.encode(action)``; raises ``StateDataError``."""
    action: Action = decode_tagged(ACTION_CLASSES, data)
    return action
