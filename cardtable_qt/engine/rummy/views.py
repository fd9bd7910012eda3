"""What one seat may see: its own cards and everything public, never another hand."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..cards import Card
from .actions import Source

SeatStatus = Literal["playing", "packed", "out"]
Phase = Literal["draw", "discard", "over"]


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """A seat as everyone sees it: in the deal, packed or out of the match, its card count,
    its match total and what this deal has already cost it (a pack)."""

    seat: int
    status: SeatStatus
    cards: int
    total: int
    charged: int


@dataclass(frozen=True, slots=True)
class RummyView:
    seat: int
    players: int
    hand: tuple[Card, ...]
    current_player: int | None
    phase: Phase
    deal: int
    deals: int | None  # None in pool rummy
    dealer: int
    wild_card: Card
    wild_rank: int
    pile: tuple[Card, ...]  # bottom to top
    pile_top: Card | None
    stock_count: int
    seats: tuple[SeatInfo, ...]
    drawn: Card | None  # the card this seat drew this turn
    drawn_from: Source | None
    first_turn: bool  # this seat has not finished a turn this deal (packing costs 20)
    pack_cost: int
    history: tuple[tuple[int, ...], ...]  # each finished deal's points per seat
    pool: bool
    sequences_hold_6_or_7: bool
    turns: int = 0  # turns this seat has finished this deal (public: everyone sees them)
