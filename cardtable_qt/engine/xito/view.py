"""What one seat may see: its own hole card, every face-up card, stacks, bets and pots."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from .options import Options
from .pots import Pot


@dataclass(frozen=True, slots=True)
class Move:
    """One public betting action this hand (``action``: bet, call, raise or fold)."""

    round: int
    seat: int
    action: str
    amount: int  # chips put in by it (for a raise: called + raised)
    all_in: bool


@dataclass(frozen=True, slots=True)
class XitoView:
    """A seat's view of the table. Tuples are indexed by seat.

    ``pots`` are the chips already in the middle; ``round_bets`` what each seat has put in front
    of it in the current round; ``pot`` the total of both. ``bet_range`` is the legal amount of a
    bet or raise when it is this seat's turn and it may make one.
    """

    seat: int
    options: Options
    phase: str  # "betting", "rebuy" (seat 0 is short of the ante) or "over"
    hand: int
    dealer: int
    current_player: int | None
    stacks: tuple[int, ...]
    bought: tuple[int, ...]
    dealt: tuple[bool, ...]
    folded: tuple[bool, ...]
    all_in: tuple[bool, ...]
    sitting_out: tuple[bool, ...]
    hole: Card | None
    upcards: tuple[tuple[Card, ...], ...]
    round_bets: tuple[int, ...]
    contributed: tuple[int, ...]
    pot: int
    pots: tuple[Pot, ...]
    betting_round: int
    first_bettor: int | None
    highest: int
    raises: int
    to_call: int
    bet_range: tuple[int, int] | None
    history: tuple[Move, ...]

    @property
    def cards_seen(self) -> tuple[Card, ...]:
        """Every card this seat has seen: its hole card and all face-up cards."""
        seen = [card for cards in self.upcards for card in cards]
        if self.hole is not None:
            seen.append(self.hole)
        return tuple(seen)

    @property
    def live(self) -> tuple[int, ...]:
        """Seats still in the hand (dealt in and not folded)."""
        return tuple(s for s in range(len(self.dealt)) if self.dealt[s] and not self.folded[s])
