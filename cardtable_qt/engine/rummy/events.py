"""What happens at a rummy table, in the order it happens, with what a table view animates."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from ..cards import Card
from ..codec import decode_tagged, tagged_classes
from ..match import Event, HandOver
from .actions import Source
from .groups import Kind

Status = Literal["winner", "counted", "packed", "out"]


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """A new deal: 13 cards to every seat in it (``hands[seat]`` is empty for a seat out)."""

    deal: int
    dealer: int
    first_player: int
    decks: int
    hands: tuple[tuple[Card, ...], ...]
    stock_count: int


@dataclass(frozen=True, slots=True)
class WildCardTurned(Event):
    """The stock card turned face up beside the stock: its rank is wild this deal.

    ``aces_wild`` says it was a printed joker, which makes aces wild (D-R2).
    """

    card: Card
    wild_rank: int
    aces_wild: bool


@dataclass(frozen=True, slots=True)
class PileStarted(Event):
    """The next stock card turned face up to start the discard pile."""

    card: Card


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """A player took a card: from the stock (only they see it) or the discard pile."""

    seat: int
    source: Source
    card: Card


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class Packed(Event):
    """A player packed for ``points``; a first-turn pack shuffles the cards under the stock,
    a later one takes them out of the deal."""

    seat: int
    points: int
    first_turn: bool
    cards: tuple[Card, ...]
    to_stock: bool


@dataclass(frozen=True, slots=True)
class StockReshuffled(Event):
    """The stock ran out: the discard pile but its top card became the new stock (D-R7)."""

    cards: int
    pile_top: Card


@dataclass(frozen=True, slots=True)
class Declared(Event):
    """A valid declaration: the groups shown, each one's kind, and the card laid face down."""

    seat: int
    groups: tuple[tuple[Card, ...], ...]
    kinds: tuple[Kind, ...]
    face_down: Card
    first_turn: bool


@dataclass(frozen=True, slots=True)
class SeatScore:
    """One seat's result in a deal: how its count was made and what it is charged."""

    seat: int
    status: Status
    groups: tuple[tuple[Card, ...], ...]
    kinds: tuple[Kind, ...]
    scattered: tuple[Card, ...]
    count: int  # the scattered total (or the pack cost)
    points: int  # what is charged: the count halved on a first-turn declaration (D-R11)


@dataclass(frozen=True, slots=True)
class DealScored(Event):
    """The deal's end: who won it and how (``declared`` or ``last_player``), every seat's score."""

    deal: int
    winner: int
    how: Literal["declared", "last_player"]
    halved: bool
    scores: tuple[SeatScore, ...]


@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    """Pool rummy: a player reached 101 points and leaves the match."""

    seat: int
    total: int


@dataclass(frozen=True, slots=True)
class MatchOver(Event):
    """The match is over: total points per seat, seats from best to worst, the winners."""

    totals: tuple[int, ...]
    order: tuple[int, ...]
    winners: tuple[int, ...]


EVENTS = tagged_classes(
    Dealt,
    WildCardTurned,
    PileStarted,
    Drew,
    Discarded,
    Packed,
    StockReshuffled,
    Declared,
    DealScored,
    PlayerOut,
    MatchOver,
    HandOver,
)


def decode_event(data: Any) -> Event:
    event: Event = decode_tagged(EVENTS, data, "$.event")
    return event
