"""A whole-hand plan for Guandan: the hand split into the cheapest set of plays.

The hand is read as counts per rank (suits matter only for straight flushes, which the plan
leaves out: it keeps them as the cards they are). Runs (straights, tubes, plates, with the wild
heart level cards filling gaps) are chosen by an exhaustive search over the counts; what is left
is grouped by rank (singles, pairs, triples, bombs; triples take the lowest pairs as full houses;
spare wilds are level cards).

A plan's cost is measured in "turns": each play costs 10, less its strength (a high single or
a run is rarely beaten, so it is nearly free: it wins its trick and keeps the lead), and a bomb
has a negative cost (it takes a lead whenever it is needed). Fewer is better.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass

from ..engine.cards import ACE, BLACK_JOKER, RED_JOKER, Card
from ..engine.guandan import Combo, power

TURN = 10.0
Counts = tuple[int, ...]  # index = rank 0 … 16; index 0 holds the number of wilds
RUNS = (("straight", 1, 5), ("tube", 2, 3), ("plate", 3, 2))


@dataclass(frozen=True, slots=True)
class Group:
    """One planned play: its kind, the ranks it uses (as `Combo.ranks`, sorted) and its cost."""

    kind: str
    ranks: tuple[int, ...]
    value: int
    cost: float


def counts_of(cards: Iterable[Card], level: int) -> Counts:
    counts = [0] * 17
    for card in cards:
        if card.rank == level and card.suit == "H":
            counts[0] += 1
        else:
            counts[card.rank] += 1
    return tuple(counts)


def signature(combo: Combo) -> tuple[str, tuple[int, ...]]:
    """What a play is to the plan: its kind and the ranks it stands for."""
    ranks = tuple(14 if r == 1 else r for r in combo.ranks)
    return combo.kind, tuple(sorted(ranks))


def group_cost(kind: str, value: int, size: int = 1) -> float:
    """How much a play of this kind and value still costs to get rid of (see the docstring)."""
    if kind == "bomb":
        return -4.0 - (1 if size == 4 else size - 2)
    if kind == "joker_bomb":
        return -12.0
    if kind in ("straight", "tube", "plate"):
        return TURN - 2.0 - max(0, value - 9) * 0.8
    # single, pair, triple, full house: by the rank's strength (A 14, level 15, jokers 16-17)
    strength = max(0, value - 10) * (1.2 if kind == "single" else 1.5)
    return max(0.5, TURN - strength)


@functools.lru_cache(maxsize=30_000)
def _remainder(counts: Counts, level: int) -> tuple[float, tuple[Group, ...]]:
    """Group what no run takes by rank (wilds as level cards)."""
    groups: list[Group] = []
    triples: list[int] = []
    pairs: list[int] = []
    for rank in range(2, 17):
        n = counts[rank] + (counts[0] if rank == level else 0)
        if not n:
            continue
        value = power(rank, level)
        if rank >= BLACK_JOKER:
            if n == 2 and counts[BLACK_JOKER + RED_JOKER - rank] == 2:
                if rank == RED_JOKER:
                    groups.append(Group("joker_bomb", (15, 15, 16, 16), 16, -12.0))
                continue
            kind = "pair" if n == 2 else "single"
            groups.append(Group(kind, (rank,) * n, value, group_cost(kind, value)))
            continue
        if n >= 4:
            groups.append(Group("bomb", (rank,) * n, value, group_cost("bomb", value, n)))
        elif n == 3:
            triples.append(rank)
        elif n == 2:
            pairs.append(rank)
        else:
            groups.append(Group("single", (rank,), value, group_cost("single", value)))
    pairs.sort(key=lambda r: power(r, level))
    triples.sort(key=lambda r: power(r, level))
    for rank in triples:
        value = power(rank, level)
        if pairs and power(pairs[0], level) < 14:
            pair = pairs.pop(0)
            ranks = tuple(sorted((rank, rank, rank, pair, pair)))
            groups.append(Group("full_house", ranks, value, group_cost("full_house", value)))
        else:
            groups.append(Group("triple", (rank,) * 3, value, group_cost("triple", value)))
    for rank in pairs:
        value = power(rank, level)
        groups.append(Group("pair", (rank, rank), value, group_cost("pair", value)))
    return sum(g.cost for g in groups), tuple(groups)


def _run_options(counts: Counts) -> list[tuple[str, int, Counts, tuple[int, ...]]]:
    """Each run the counts can make: (kind, top position, counts after, ranks used)."""
    out = []
    wilds = counts[0]
    for kind, width, length in RUNS:
        for start in range(1, 16 - length):
            need = 0
            ranks: list[int] = []
            for p in range(start, start + length):
                rank = ACE if p == 1 else p
                have = counts[rank]
                if have >= 4:  # never break a bomb for a run
                    need = 99
                    break
                need += max(0, width - have)
                ranks.extend([rank] * width)
            if need > wilds or need > 1:
                continue
            left = list(counts)
            left[0] -= need
            for p in range(start, start + length):
                rank = ACE if p == 1 else p
                left[rank] -= min(width, counts[rank])
            out.append((kind, start + length - 1, tuple(left), tuple(sorted(ranks))))
    return out


@functools.lru_cache(maxsize=30_000)
def _best(counts: Counts, level: int, depth: int) -> tuple[float, tuple[Group, ...]]:
    best = _remainder(counts, level)
    if depth == 0:
        return best
    for kind, top, left, ranks in _run_options(counts):
        cost, rest = _best(left, level, depth - 1)
        cost += group_cost(kind, top)
        if cost < best[0] - 1e-9:
            best = (cost, (Group(kind, ranks, top, group_cost(kind, top)), *rest))
    return best


def plan(cards: Iterable[Card], level: int) -> tuple[float, tuple[Group, ...]]:
    """The cheapest plan of a hand: (cost, groups)."""
    counts = counts_of(cards, level)
    size = sum(counts)
    depth = 2 if size > 20 else 3
    return _best(counts, level, depth)


def plan_cost(cards: Iterable[Card], level: int) -> float:
    return plan(cards, level)[0]
