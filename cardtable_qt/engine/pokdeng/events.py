"""Everything that happens at a Pok Deng table, as public records for the table view.

Events carry the cards they move (``Deal``, ``Draw``): they are the full record, and the UI shows
a card face up only to the seat that may see it (the owner, or everyone once the hand is
revealed), exactly as ``State.view(seat)`` does. Names of hands come in English and Thai.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from ..cards import Card
from ..codec import decode_tagged, tagged_classes
from ..match import Event, HandOver
from .hands import Kind
from .records import fast_init
from .table import SpotKind


@fast_init
@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """A round begins; ``bank_rounds_left`` counts down once the dealer has announced a stop."""

    round: int
    dealer: int
    bank_rounds_left: int | None
    stacks: tuple[int, ...]


@fast_init
@dataclass(frozen=True, slots=True)
class Rebought(Event):
    """A broke seat bought ``chips`` (counted in ``bought``, not created): ``automatic`` for AI."""

    seat: int
    chips: int
    stack: int
    automatic: bool


@fast_init
@dataclass(frozen=True, slots=True)
class SeatLeft(Event):
    seat: int


@fast_init
@dataclass(frozen=True, slots=True)
class BankDeclined(Event):
    seat: int


@fast_init
@dataclass(frozen=True, slots=True)
class BankPassed(Event):
    """The bank moves from ``previous`` to ``dealer``."""

    previous: int
    dealer: int


@fast_init
@dataclass(frozen=True, slots=True)
class StopAnnounced(Event):
    """ "The bank passes in 3 rounds": the dealer's notice, this round included."""

    dealer: int
    rounds_left: int


@fast_init
@dataclass(frozen=True, slots=True)
class Bet(Event):
    """``seat`` opens hand ``hand`` at ``spot`` (its own place, a cut-in or the last leg)."""

    hand: int
    seat: int
    spot: int
    position: SpotKind
    amount: int


@fast_init
@dataclass(frozen=True, slots=True)
class BetsDone(Event):
    """``seat`` has placed all its bets (``hands`` empty: it sits this round out)."""

    seat: int
    hands: tuple[int, ...]


@fast_init
@dataclass(frozen=True, slots=True)
class RoundVoid(Event):
    """Nobody bet: no cards are dealt this round."""

    round: int


@fast_init
@dataclass(frozen=True, slots=True)
class Deal(Event):
    """One card dealt face down to ``hand`` (``index`` 0 or 1 in the hand), in deal order."""

    hand: int
    seat: int
    spot: int
    index: int
    card: Card


@fast_init
@dataclass(frozen=True, slots=True)
class Reveal(Event):
    """A hand is shown to everyone: its Pok at once, when caught, or at the showdown."""

    hand: int
    seat: int
    cards: tuple[Card, ...]
    kind: Kind
    points: int
    multiplier: int
    name: str
    thai_name: str
    reason: Literal["pok", "catch", "showdown"]


@fast_init
@dataclass(frozen=True, slots=True)
class Draw(Event):
    """A third card, face down, for ``hand``."""

    hand: int
    seat: int
    card: Card


@fast_init
@dataclass(frozen=True, slots=True)
class Stood(Event):
    hand: int
    seat: int


@fast_init
@dataclass(frozen=True, slots=True)
class Caught(Event):
    """The dealer catches every unsettled hand holding ``size`` cards (they are settled next)."""

    dealer: int
    size: int
    hands: tuple[int, ...]


@fast_init
@dataclass(frozen=True, slots=True)
class CatchDeclined(Event):
    dealer: int


@fast_init
@dataclass(frozen=True, slots=True)
class Settle(Event):
    """One hand settled against the dealer. ``amount`` is what the player won (negative: lost),
    ``multiplier`` the winner's (for a tie with the deng-difference option: the difference).
    ``dealer_cards`` is empty when the dealer's cards stay hidden (a Pok against no Pok).
    """

    hand: int
    seat: int
    spot: int
    bet: int
    cards: tuple[Card, ...]
    name: str
    thai_name: str
    dealer: int
    dealer_cards: tuple[Card, ...]
    dealer_name: str
    dealer_thai_name: str
    outcome: Literal["win", "lose", "tie"]
    multiplier: int
    amount: int
    stage: Literal["pok", "catch", "showdown"]
    stack: int
    dealer_stack: int


@fast_init
@dataclass(frozen=True, slots=True)
class MatchOver(Event):
    """The session ended (``reason``: "rounds" played out, or "left": seat 0 stood up)."""

    reason: Literal["rounds", "left"]
    stacks: tuple[int, ...]
    bought: tuple[int, ...]
    net: tuple[int, ...]


EVENT_CLASSES = tagged_classes(
    RoundStarted,
    Rebought,
    SeatLeft,
    BankDeclined,
    BankPassed,
    StopAnnounced,
    Bet,
    BetsDone,
    RoundVoid,
    Deal,
    Reveal,
    Draw,
    Stood,
    Caught,
    CatchDeclined,
    Settle,
    HandOver,
    MatchOver,
)


def decode_event(data: Any) -> Event:
    """The event ``codec.encode(event)`` wrote (raises ``StateDataError`` if malformed)."""
    event: Event = decode_tagged(EVENT_CLASSES, data, "$event")
    return event
