"""A hand as the exact solver sees it: per-suit counts by place, wild-rank cards, jokers."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ..cards import SUITS, Card
from .suit_tables import ACE_HIGH, Counts


class Hand:
    """A hand split for the solver: per-suit place counts, wild-rank cards, jokers."""

    __slots__ = ("cards", "counts", "jokers", "pool", "wild_by_suit", "wild_rank")

    def __init__(self, cards: Sequence[Card], wild_rank: int) -> None:
        self.cards = list(cards)
        self.wild_rank = wild_rank
        counts = [[0] * 14 for _ in SUITS]
        self.jokers = 0
        self.wild_by_suit = [0, 0, 0, 0]
        for card in cards:
            if card.suit is None:
                self.jokers += 1
                continue
            s = SUITS.index(card.suit)
            counts[s][card.rank - 1] += 1  # an ace starts high (place 13)
            if card.rank == wild_rank:
                self.wild_by_suit[s] += 1
        self.counts: list[Counts] = [tuple(c) for c in counts]
        self.pool = self.jokers + sum(self.wild_by_suit)


def ace_splits(counts: Counts) -> Iterator[Counts]:
    """The suit with each way of playing its aces low (place 0) or high (place 13)."""
    aces = counts[ACE_HIGH]
    for low in range(aces + 1):
        if low == 0:
            yield counts
        else:
            yield (low, *counts[1:ACE_HIGH], aces - low)
