"""Arranging a Guandan hand (理牌) and ordering the plays that beat the table, cheapest first.

No Qt here: the table asks and shows. ``arrange(cards, level)`` groups a hand the way a player
sorts it before the first lead: straight flushes, bombs, runs, triples, pairs and singles, the
wild hearts apart (they join whatever the player needs). ``cheapest_first(plays, hand, level)``
orders plays by what they cost the hand: a play that needs no bomb before a bomb, one that breaks
no bomb before one that does, one without a wild before one with, one that splits no pair or
triple before one that does, and then the lower before the higher (the way a Guandan app's
提示 offers them).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import guandan as gd
from ...engine.cards import BLACK_JOKER, RED_JOKER, Card

# left to right in the fan: the small things first, the bombs and the wilds at the right end
GROUP_ORDER = (
    "single",
    "pair",
    "triple",
    "straight",
    "straight_flush",
    "bomb",
    "joker_bomb",
    "wild",
)
RUN = 5  # a straight or a straight flush is five ranks in a row


@dataclass(frozen=True)
class Group:
    """One group of an arranged hand: its kind (``GROUP_ORDER``) and its cards, low to high."""

    kind: str
    cards: tuple[Card, ...]


def is_wild(card: Card, level: int) -> bool:
    return card.rank == level and card.suit == "H"


def _natural(rank: int) -> list[int]:
    """Where a rank stands in a run: A is both below 2 and above K."""
    return [1, 14] if rank == 14 else [rank]


def _take_run(pool: list[Card], level: int, same_suit: bool) -> list[Card] | None:
    """The lowest run of five ranks in ``pool`` (of one suit with ``same_suit``) worth taking:
    a straight flush always, a plain straight when it holds at least three single ranks (it
    tidies singles away rather than splitting pairs and triples)."""
    counts = Counter(c.rank for c in pool)
    suits = sorted({c.suit for c in pool if c.suit is not None}) if same_suit else [None]
    for suit in suits:
        cards = [c for c in pool if c.suit is not None and (suit is None or c.suit == suit)]
        at: dict[int, list[Card]] = defaultdict(list)
        for card in cards:
            for n in _natural(card.rank):
                at[n].append(card)
        for low in range(1, 11):
            window = list(range(low, low + RUN))
            if not all(at.get(n) for n in window):
                continue
            if not same_suit:
                singles = sum(1 for n in window if counts[14 if n == 1 else n] == 1)
                if singles < 3:
                    continue
            return [at[n][0] for n in window]
    return None


def arrange(cards: Sequence[Card], level: int) -> list[Group]:
    """The hand in groups, in ``GROUP_ORDER`` and within a kind from low to high."""
    wilds = [c for c in cards if is_wild(c, level)]
    pool = [c for c in cards if not is_wild(c, level)]
    groups: list[Group] = []

    def key(card: Card) -> tuple[int, str, int]:
        return (gd.power(card.rank, level), card.suit or "", card.deck)

    jokers = [c for c in pool if c.rank in (BLACK_JOKER, RED_JOKER)]
    if len(jokers) == 4:
        groups.append(Group("joker_bomb", tuple(sorted(jokers, key=key))))
        pool = [c for c in pool if c not in jokers]
    # a straight flush first: it outranks every bomb below six cards, and the copies it takes
    # from a bomb still leave a triple or a smaller bomb
    while (run := _take_run(pool, level, True)) is not None:
        groups.append(Group("straight_flush", tuple(run)))
        for card in run:
            pool.remove(card)
    by_rank: dict[int, list[Card]] = defaultdict(list)
    for card in pool:
        by_rank[card.rank].append(card)
    for rank, held in by_rank.items():
        if len(held) >= 4:
            groups.append(Group("bomb", tuple(sorted(held, key=key))))
            pool = [c for c in pool if c.rank != rank]
    while (run := _take_run(pool, level, False)) is not None:
        groups.append(Group("straight", tuple(run)))
        for card in run:
            pool.remove(card)
    by_rank = defaultdict(list)
    for card in pool:
        by_rank[card.rank].append(card)
    for held in by_rank.values():
        kind = {1: "single", 2: "pair"}.get(len(held), "triple")
        groups.append(Group(kind, tuple(sorted(held, key=key))))
    if wilds:
        groups.append(Group("wild", tuple(sorted(wilds, key=key))))

    def order(group: Group) -> tuple[int, int, int]:
        first = group.cards[0]
        low = min(gd.power(c.rank, level) for c in group.cards)
        if group.kind in ("straight", "straight_flush"):
            low = min(min(_natural(c.rank)) for c in group.cards)  # runs by their low card
        return (GROUP_ORDER.index(group.kind), low, gd.power(first.rank, level))

    return sorted(groups, key=order)


def cost(play: gd.Combo, hand: Sequence[Card], level: int) -> tuple[int, ...]:
    """What a play costs the hand (lower is cheaper); see the module's words."""
    held = Counter(c.rank for c in hand if not is_wild(c, level))
    used = Counter(c.rank for c in play.cards if not is_wild(c, level))
    jokers = sum(held[r] for r in (BLACK_JOKER, RED_JOKER))
    breaks_bomb = 0
    splits = 0
    for rank, n in used.items():
        whole = held[rank]
        if n >= whole:
            continue
        bomb = whole >= 4 or (rank in (BLACK_JOKER, RED_JOKER) and jokers == 4)
        if bomb:
            breaks_bomb += 1
        elif whole >= 2:
            splits += 1
    wilds = sum(1 for c in play.cards if is_wild(c, level))
    return (play.tier, breaks_bomb, wilds, splits, play.value, len(play.cards))


def cheapest_first(plays: Sequence[gd.Combo], hand: Sequence[Card], level: int) -> list[gd.Combo]:
    """``plays`` from the cheapest to the dearest (stable for equal costs)."""
    return sorted(plays, key=lambda p: cost(p, hand, level))
