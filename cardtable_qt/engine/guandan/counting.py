"""The card counter (记牌器): how many of each rank a seat has not seen yet.

From the public history only: two decks less the seat's own hand and every card played this
hand, never another seat's hidden cards. The level's two wild hearts are counted apart from
their rank (they play as any card), and the jokers by kind. The hard bot counts with it to know
which of its plays nobody can beat; the table's counter strip shows it to the person.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ..cards import BLACK_JOKER, RANKS, RED_JOKER, Card, make_deck
from .view import GuandanView

COUNTED_RANKS: tuple[int, ...] = (*RANKS, BLACK_JOKER, RED_JOKER)  # 2..A, small, big joker


@dataclass(frozen=True, slots=True)
class Unseen:
    """``ranks[r]``: the cards of rank r (2..14, 15 small joker, 16 big joker) not seen, the
    wild hearts of ``level`` apart; ``wilds``: the wild hearts not seen (0 to 2)."""

    level: int
    ranks: Mapping[int, int]
    wilds: int

    @property
    def total(self) -> int:
        return sum(self.ranks.values()) + self.wilds


def unseen(hand: Iterable[Card], played: Iterable[Card], level: int) -> Unseen:
    """What is still out for a seat holding ``hand`` after ``played`` at ``level``."""
    seen = Counter(c.face for c in hand)
    seen.update(c.face for c in played)
    counts = dict.fromkeys(COUNTED_RANKS, 0)
    wilds = 0
    for card in make_deck(2, jokers=True):
        if seen[card.face]:
            seen[card.face] -= 1
            continue
        if card.rank == level and card.suit == "H":
            wilds += 1
        else:
            counts[card.rank] += 1
    return Unseen(level, counts, wilds)


def unseen_by(view: GuandanView) -> Unseen:
    """What is still out for the seat of ``view``."""
    return unseen(view.hand, view.played, view.level)
