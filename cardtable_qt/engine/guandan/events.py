"""What happens in a Guandan match, as events a table can animate without diffing states.

Cards in events are as on the table: tribute cards are shown to all; a returned card is passed
face down, so a table shows `TributeReturned.card` only to its giver and receiver, and `Deal.hands`
only to each hand's owner.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards import Card
from ..codec import decode_tagged, tagged_classes
from ..match import Event, HandOver
from .combo import Combo


@dataclass(frozen=True, slots=True)
class DeckCut(Event):
    """G-1: ``cutter`` turned ``turned``; counting ``count`` (A=1 … K=13) counter-clockwise from
    the cutter picks ``first_drawer``; the turned card goes to the bottom, face up, and is drawn
    last, by ``turned_to``, who leads."""

    cutter: int
    turned: Card
    count: int
    first_drawer: int
    turned_to: int


@dataclass(frozen=True, slots=True)
class Deal(Event):
    """A new hand: 27 cards each, drawn one at a time counter-clockwise from ``first_drawer``."""

    hand_no: int
    level: int
    level_team: int | None  # whose level is played; None in the first hand (both at 2)
    team_levels: tuple[int, int]
    first_drawer: int
    hands: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True, slots=True)
class AntiTribute(Event):
    """G-5: the paying side holds both big jokers; they are shown and no tribute is paid."""

    payers: tuple[int, ...]
    holders: tuple[int, ...]  # the seat holding each big joker
    jokers: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class TributeOffered(Event):
    """``seat`` lays down its tribute card, face up."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class TributeTaken(Event):
    """The tribute card goes from ``giver`` to ``receiver`` (the Banker, or the Follower)."""

    giver: int
    receiver: int
    card: Card


@dataclass(frozen=True, slots=True)
class TributeReturned(Event):
    """``giver`` returns ``card`` face down to ``receiver`` (G-3)."""

    giver: int
    receiver: int
    card: Card


@dataclass(frozen=True, slots=True)
class HandBegins(Event):
    """Play starts: ``leader`` leads, because of ``reason``: "drew_turned_card" (first hand),
    "paid_tribute" or "anti_tribute" (the Banker leads)."""

    hand_no: int
    leader: int
    reason: str


@dataclass(frozen=True, slots=True)
class Played(Event):
    """``seat`` played ``combo`` and holds ``cards_left`` cards."""

    seat: int
    combo: Combo
    cards_left: int
    leading: bool


@dataclass(frozen=True, slots=True)
class Passed(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    """``seat`` has played its last card and takes ``place`` (1 Banker, 2 Follower, 3 Third)."""

    seat: int
    place: int


@dataclass(frozen=True, slots=True)
class TrickOver(Event):
    """Everyone still holding cards passed on ``winner``'s play; ``leader`` leads next (the
    winner, or its partner when the winner has gone out)."""

    winner: int
    leader: int


@dataclass(frozen=True, slots=True)
class HandResult(Event):
    """The hand is decided. ``places[seat]``: 1 Banker, 2 Follower, 3 Third, 4 Dweller (both
    losers are Dwellers when the first two out are partners). Levels are after the hand."""

    hand_no: int
    places: tuple[int, ...]
    banker: int
    winning_team: int
    climb: int  # 3, 2 or 1 by the partner's place (levels stop at A)
    team_levels: tuple[int, int]
    game_won: bool
    dropped_back: tuple[int, ...]  # teams sent back to level 2 (option: three failures at A)
    next_level: int
    next_level_team: int


@dataclass(frozen=True, slots=True)
class MatchOver(Event):
    winning_team: int
    winners: tuple[int, int]


EVENT_CLASSES = tagged_classes(
    DeckCut,
    Deal,
    AntiTribute,
    TributeOffered,
    TributeTaken,
    TributeReturned,
    HandBegins,
    Played,
    Passed,
    PlayerOut,
    TrickOver,
    HandResult,
    HandOver,
    MatchOver,
)


def decode_event(data: Any) -> Event:
    """Inverse of ``codec.encode(event)``."""
    event: Event = decode_tagged(EVENT_CLASSES, data)
    return event
