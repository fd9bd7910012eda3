"""What happened, in the order it happened: everything a table needs to animate a hand.

Events are the table's full record: a hole card's ``CardDealt`` names the card, so a table
shows it face up only to its owner. ``redact(events, seat)`` hides other seats' hole cards for
anything that must only know what one seat sees (a log, a network peer).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from ..cards import Card
from ..codec import decode_tagged, tagged_classes
from ..match import Event, HandOver
from .pots import Pot


@dataclass(frozen=True, slots=True)
class HandStarted(Event):
    """A new hand: its number, the dealer button (D-X10), the seats dealt in, their stacks."""

    hand: int
    dealer: int
    seats: tuple[int, ...]
    stacks: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Rebought(Event):
    """``seat`` bought ``amount`` chips, up to the starting stack (D-X8)."""

    seat: int
    amount: int
    stack: int
    automatic: bool  # an AI seat re-buys by itself; seat 0 chose to


@dataclass(frozen=True, slots=True)
class SatOut(Event):
    """``seat`` cannot pay the ante and sits this hand out (D-X8)."""

    seat: int


@dataclass(frozen=True, slots=True)
class AntePaid(Event):
    """``seat`` put ``amount`` into the pot before the deal."""

    seat: int
    amount: int
    stack: int
    all_in: bool


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    """One card from the deck to ``seat``: its ``position`` in the hand (1 = the hole card)."""

    seat: int
    card: Card | None  # None only in a redacted copy of another seat's hole card
    face_up: bool
    position: int


@dataclass(frozen=True, slots=True)
class BettingRoundStarted(Event):
    """Betting round ``round`` (1–4) opens; ``first_bettor`` has the strongest face-up cards."""

    round: int
    first_bettor: int
    upcards: tuple[Card, ...]  # the first bettor's face-up cards
    category: str  # what they make: high_card, pair, two_pair, three_kind, four_kind
    name_vi: str
    name_en: str


@dataclass(frozen=True, slots=True)
class BetPlaced(Event):
    """Tố: ``seat`` opened the round with ``amount`` chips."""

    seat: int
    amount: int
    round_total: int  # what the seat has put in this round
    stack: int
    all_in: bool


@dataclass(frozen=True, slots=True)
class Called(Event):
    """Theo: ``seat`` put in ``amount`` to match (less, and all-in, if it was short)."""

    seat: int
    amount: int
    round_total: int
    stack: int
    all_in: bool


@dataclass(frozen=True, slots=True)
class Raised(Event):
    """Tố thêm: ``seat`` called ``called`` and raised by ``amount`` (``called + amount`` in)."""

    seat: int
    called: int
    amount: int
    round_total: int
    stack: int
    all_in: bool


@dataclass(frozen=True, slots=True)
class Folded(Event):
    """Úp bài: ``seat`` gave up the hand (its cards stay where they are, face down)."""

    seat: int


@dataclass(frozen=True, slots=True)
class BetsCollected(Event):
    """The round's bets go to the middle: ``pot`` in all, split into ``pots`` (main first)."""

    round: int
    pot: int
    pots: tuple[Pot, ...]


@dataclass(frozen=True, slots=True)
class HandShown(Event):
    """At the showdown ``seat`` turns its hole card up: its best hand, named in both languages."""

    seat: int
    hole: Card
    cards: tuple[Card, ...]  # all five, in deciding order (what makes the hand first)
    category: str
    name_vi: str
    name_en: str


@dataclass(frozen=True, slots=True)
class PotAwarded(Event):
    """Pot number ``pot`` (0 = main) of ``amount`` chips goes to ``winner``.

    ``contenders`` are the seats that could win it; ``category`` and the names are the
    winner's hand, or empty when everyone else folded (no cards are shown then).
    """

    pot: int
    amount: int
    winner: int
    contenders: tuple[int, ...]
    category: str
    name_vi: str
    name_en: str
    stack: int  # the winner's stack after taking it


@dataclass(frozen=True, slots=True)
class MatchOver(Event):
    """The session ended (seat 0 left a two-seat table): each seat's net chips."""

    net: tuple[int, ...]


_EVENTS = tagged_classes(
    HandStarted,
    Rebought,
    SatOut,
    AntePaid,
    CardDealt,
    BettingRoundStarted,
    BetPlaced,
    Called,
    Raised,
    Folded,
    BetsCollected,
    HandShown,
    PotAwarded,
    MatchOver,
    HandOver,
)


def decode_event(data: Any) -> Event:
    """The inverse of ``codec.encode(event)``; raises ``StateDataError``."""
    event: Event = decode_tagged(_EVENTS, data)
    return event


def redact(events: Iterable[Event], seat: int) -> list[Event]:
    """The events as ``seat`` may know them: other seats' hole cards are hidden."""
    out: list[Event] = []
    for event in events:
        if isinstance(event, CardDealt) and not event.face_up and event.seat != seat:
            event = replace(event, card=None)
        out.append(event)
    return out
