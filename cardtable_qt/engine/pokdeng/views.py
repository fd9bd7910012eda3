"""What one seat may see (``State.view(seat)``) and the final standings (``State.result``).

A seat sees the cards of its own hands and of every revealed hand; of the others only how many
cards they hold. The dealer's cards stay hidden until they are shown (a catch or the showdown).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from .options import Options
from .records import fast_init
from .table import SpotKind


@fast_init
@dataclass(frozen=True, slots=True)
class HandView:
    """One hand on the table as a seat sees it; ``cards`` is None when hidden from that seat."""

    hand: int
    seat: int
    spot: int
    position: SpotKind
    bet: int
    card_count: int
    cards: tuple[Card, ...] | None
    revealed: bool
    decided: bool  # drew or stood (the dealer: after its draw decision)
    settled: bool
    amount: int  # chips the hand won (negative: lost) once settled, else 0
    name: str  # the hand's English name when its cards are visible to the seat, else ""
    thai_name: str


@fast_init
@dataclass(frozen=True, slots=True)
class PokDengView:
    """Everything ``seat`` may know now. ``phase`` says what is being decided:

    "rebuy" (seat 0 is broke: Rebuy or Leave), "bank_offer" (TakeBank/DeclineBank),
    "bank_keep" (seat 0 as dealer: KeepBank/AnnounceStop), "betting", "drawing" (``acting_hand``
    draws or stands), "catch" (the dealer's catch), "dealer_draw", "over".
    ``bet_limits`` and ``open_spots`` are the viewer's own, while it is betting.
    """

    seat: int
    players: int
    round: int
    phase: str
    dealer: int
    to_act: int | None
    acting_hand: int | None
    stacks: tuple[int, ...]
    bought: tuple[int, ...]
    hands: tuple[HandView, ...]
    bank_rounds_left: int | None
    dealer_term: int  # rounds the dealer has completed in this term
    bet_limits: tuple[int, int] | None
    open_spots: tuple[int, ...]
    options: Options

    @property
    def my_hands(self) -> tuple[HandView, ...]:
        return tuple(h for h in self.hands if h.seat == self.seat and h.seat != self.dealer)

    def hand(self, hand_id: int) -> HandView:
        return self.hands[hand_id]


@dataclass(frozen=True, slots=True)
class Result:
    """Final standings: chips, chips bought, net = stack - starting chips - bought; ``ranking``
    lists seats from best to worst net."""

    stacks: tuple[int, ...]
    bought: tuple[int, ...]
    net: tuple[int, ...]
    ranking: tuple[int, ...]
    rounds: int
    reason: str
