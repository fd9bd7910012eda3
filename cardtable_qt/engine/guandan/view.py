"""What one seat may see of a Guandan match."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from .combo import Combo
from .events import HandResult


@dataclass(frozen=True, slots=True)
class TrickTurn:
    """One turn of the current trick: a play, or a pass (``combo`` None)."""

    seat: int
    combo: Combo | None


@dataclass(frozen=True, slots=True)
class TributeRecord:
    """A tribute of this hand. ``returned`` is the card given back, known only to the two
    players concerned (None for everyone else, and until it is returned)."""

    giver: int
    receiver: int
    card: Card
    returned: Card | None


@dataclass(frozen=True, slots=True)
class GuandanView:
    """A seat's view: its own cards and everything public, never another player's hand.

    ``counts[s]`` is None when seat s's count is hidden (G-2: above 10 cards, unless the table
    shows all counts). ``last_plays[s]`` is seat s's latest play in the current trick.
    ``offered`` holds the tribute cards laid down face up and not yet taken (a Double Dweller's
    first payer waits for the second), as (seat, card). ``last_hand`` is the previous hand's
    result as announced (places, climb, levels after it): None until a hand has ended.
    """

    seat: int
    hand: tuple[Card, ...]  # sorted weakest to strongest at the level
    phase: str  # "cut", "tribute", "return", "play" or "over"
    current_player: int | None
    hand_no: int
    level: int
    level_team: int | None
    team_levels: tuple[int, int]
    counts: tuple[int | None, ...]
    show_all_counts: bool
    leader: int | None  # who led the current trick
    trick: tuple[TrickTurn, ...]
    to_beat: Combo | None
    to_beat_seat: int | None
    last_plays: tuple[Combo | None, ...]
    finished: tuple[int, ...]  # seats out this hand, in order (1st is the Banker)
    played: tuple[Card, ...]  # every card played this hand, in order
    offered: tuple[tuple[int, Card], ...]
    tributes: tuple[TributeRecord, ...]
    turned_card: Card | None  # G-1's turned card, until its owner plays it (first hand)
    turned_owner: int | None
    a_failures: tuple[int, int]
    winning_team: int | None
    last_hand: HandResult | None

    @property
    def partner(self) -> int:
        return (self.seat + 2) % 4

    @property
    def leading(self) -> bool:
        return self.phase == "play" and self.to_beat is None
