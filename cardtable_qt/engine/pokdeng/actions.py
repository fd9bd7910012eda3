"""What a seat can do in Pok Deng. Actions are small frozen records, JSON-encodable with
``codec.encode`` and read back with ``decode_action``.

Hands are named by their id in the round (``Hand`` ids in the view); positions (spots) are
described in ``table.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from ..codec import decode_tagged, tagged_classes
from .records import fast_init


@fast_init
@dataclass(frozen=True, slots=True)
class PlaceBet:
    """Open a hand at ``spot`` with ``amount`` chips (any amount within ``State.bet_limits``)."""

    spot: int
    amount: int


@fast_init
@dataclass(frozen=True, slots=True)
class EndBets:
    """Done betting this round (with no hand at all, the seat sits the round out)."""


@fast_init
@dataclass(frozen=True, slots=True)
class DrawCard:
    """Take one more card on ``hand`` (a player's hand, or the dealer's after the catch)."""

    hand: int


@fast_init
@dataclass(frozen=True, slots=True)
class Stand:
    """Keep ``hand`` as it is."""

    hand: int


@fast_init
@dataclass(frozen=True, slots=True)
class Catch:
    """The dealer settles now, with its two cards, against every hand holding ``size`` cards."""

    size: Literal[2, 3]


@fast_init
@dataclass(frozen=True, slots=True)
class NoCatch:
    """The dealer catches nobody and goes on to draw or stand."""


@fast_init
@dataclass(frozen=True, slots=True)
class Rebuy:
    """A broke seat buys chips back up to the starting stack."""


@fast_init
@dataclass(frozen=True, slots=True)
class Leave:
    """Stand up from the table: the session ends."""


@fast_init
@dataclass(frozen=True, slots=True)
class TakeBank:
    """Accept the bank when it is offered (D-P9)."""


@fast_init
@dataclass(frozen=True, slots=True)
class DeclineBank:
    """Let the bank pass to the next player."""


@fast_init
@dataclass(frozen=True, slots=True)
class KeepBank:
    """As dealer, deal another round without announcing a stop."""


@fast_init
@dataclass(frozen=True, slots=True)
class AnnounceStop:
    """As dealer, announce the stop: the bank passes after three more rounds, this one included."""


Action = (
    PlaceBet
    | EndBets
    | DrawCard
    | Stand
    | Catch
    | NoCatch
    | Rebuy
    | Leave
    | TakeBank
    | DeclineBank
    | KeepBank
    | AnnounceStop
)

ACTION_CLASSES = tagged_classes(
    PlaceBet,
    EndBets,
    DrawCard,
    Stand,
    Catch,
    NoCatch,
    Rebuy,
    Leave,
    TakeBank,
    DeclineBank,
    KeepBank,
    AnnounceStop,
)


def decode_action(data: Any) -> Action:
    """The action ``codec.encode(action)`` wrote (raises ``StateDataError`` if malformed)."""
    action: Action = decode_tagged(ACTION_CLASSES, data, "$action")
    return action
