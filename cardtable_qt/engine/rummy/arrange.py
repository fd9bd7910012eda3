"""From a solver's plan to cards: which copy of a card goes where, and where each wild stands."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..cards import ACE, SUITS, Card
from .groups import Kind, best_kind, card_points, in_order, readings
from .hand import Hand
from .suit_tables import ACE_HIGH, ACE_LOW, NO_MIXED, SELF_MIXED, Run
from .trios import Trio


@dataclass(frozen=True, slots=True)
class Grouping:
    """An arrangement: its groups (with each group's kind), the cards left out, their points.

    For a loser, ``scattered`` holds every card outside a counting group and ``points`` their
    count. For a declaration, ``points`` is 0 and ``scattered`` holds the card to lay face down
    (empty for 13 cards).
    """

    groups: tuple[tuple[Card, ...], ...]
    kinds: tuple[Kind, ...]
    scattered: tuple[Card, ...]
    points: int


class _Stock:
    """The hand's actual cards, handed out by suit and place."""

    def __init__(self, hand: Hand) -> None:
        self.by_face: dict[tuple[int, int], list[Card]] = {}
        self.jokers: list[Card] = []
        for card in sorted(hand.cards, key=lambda c: (c.rank, c.suit or "", c.deck), reverse=True):
            if card.suit is None:
                self.jokers.append(card)
            else:
                self.by_face.setdefault((SUITS.index(card.suit), card.rank), []).append(card)

    def take(self, suit: int, place: int) -> Card:
        rank = ACE if place in (ACE_LOW, ACE_HIGH) else place + 1
        return self.by_face[(suit, rank)].pop()


def assemble(
    hand: Hand,
    trios: Sequence[Trio],
    suit_steps: Sequence[tuple[int, Sequence[object]]],
    *,
    mixed_needed: bool,
    declaring: bool,
    drop: bool = False,
) -> Grouping:
    stock = _Stock(hand)
    wild = hand.wild_rank
    free: list[Card] = list(stock.jokers)
    scattered: list[Card] = []
    dropped: list[Card] = []
    # A group under construction: cards by place (None = a substitute still to place).
    runs: list[tuple[int, list[Card | None], int]] = []  # suit, slots, flag
    trio_groups: list[list[Card | None]] = []
    for rank, suits, with_wild in trios:
        cards: list[Card | None] = [stock.by_face[(s, rank)].pop() for s in suits]
        if with_wild:
            cards.append(None)
        trio_groups.append(cards)
    for s, steps in suit_steps:
        for what in steps:
            assert isinstance(what, tuple)
            tag = what[0]
            if tag == "scatter":
                scattered.append(stock.take(s, what[1]))
            elif tag == "release":
                free.append(stock.take(s, what[1]))
            elif tag == "drop":
                dropped.append(stock.take(s, what[1]))
            elif tag == "three":
                three: list[Card | None] = [stock.take(s, what[1]) for _ in range(3)]
                runs.append((s, three, NO_MIXED))
            else:
                run: Run = what[1]
                runs.append((s, _run_slots(stock, s, run), run[2]))
    # Substitutes: self-only mixed sequences first get a wild that is not their own card.
    free.sort(key=lambda c: (c.suit is not None, c.suit or "", c.rank, c.deck))
    order = sorted(range(len(runs)), key=lambda i: runs[i][2] != SELF_MIXED)
    for i in order:
        s, slots, flag = runs[i]
        for j, card in enumerate(slots):
            if card is None:
                pick = 0
                if flag == SELF_MIXED:
                    pick = next(
                        (k for k, c in enumerate(free) if c.suit != SUITS[s] or c.rank != wild),
                        0,
                    )
                slots[j] = free.pop(pick)
    for cards in trio_groups:
        for j, card in enumerate(cards):
            if card is None:
                cards[j] = free.pop(0)
    if declaring:
        if drop and not dropped:
            dropped.append(free.pop())
        assert not free and not scattered, (free, scattered)
    scattered.extend(free)
    groups: list[tuple[Card, ...]] = []
    kinds: list[Kind] = []
    found_kinds = []
    for _s, slots, _flag in runs:
        group = tuple(c for c in slots if c is not None)
        found = readings(group, wild)
        kind = best_kind(found)
        assert kind is not None, group
        groups.append(group)
        kinds.append(kind)
        found_kinds.append(found)
    if mixed_needed and "mixed" not in kinds:
        # The trios count thanks to a sequence that also reads as pure: show its mixed reading.
        which = next(i for i, found in enumerate(found_kinds) if "mixed" in found)
        kinds[which] = "mixed"
    groups = [in_order(g, wild, k) for g, k in zip(groups, kinds, strict=True)]
    for cards in trio_groups:
        groups.append(tuple(c for c in cards if c is not None))
        kinds.append("trio")
    scattered.sort(key=lambda c: (-card_points(c, wild), c.rank, c.suit or "", c.deck))
    if declaring:
        return Grouping(tuple(groups), tuple(kinds), tuple(dropped), 0)
    points = sum(card_points(c, wild) for c in scattered)
    return Grouping(tuple(groups), tuple(kinds), tuple(scattered), points)


def _run_slots(stock: _Stock, suit: int, run: Run) -> list[Card | None]:
    """A sequence's cards in order, with a None where a substitute stands."""
    taken, _subs, _flag, _nat, _size, _gaps, extra = run
    lo, hi = taken[0], taken[-1]
    slots: list[Card | None] = []
    have = set(taken)
    for place in range(lo, hi + 1):
        slots.append(stock.take(suit, place) if place in have else None)
    # Extend upwards while there is room, then downwards.
    up = min(extra, ACE_HIGH - hi)
    slots.extend([None] * up)
    return [None] * (extra - up) + slots
