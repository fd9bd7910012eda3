"""The trios a hand can hold: the only groups that cross suits, so the solver picks them first.

A trio is two or three naturals of one rank (repeated suits allowed, three identical cards are a
pure sequence instead) and, with two naturals, one wild from the hand's pool.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations_with_replacement
from typing import Final

from .hand import Hand
from .suit_tables import Counts

_THREES: Final = [
    _m for _m in combinations_with_replacement(range(4), 3) if not _m[0] == _m[1] == _m[2]
]
_TWOS: Final = list(combinations_with_replacement(range(4), 2))

# A trio as the solver keeps it: its rank, the suits of its naturals, whether a wild completes it.
Trio = tuple[int, tuple[int, ...], bool]
# Trios chosen for a hand: the trios, the pool cards they use.
TrioChoice = tuple[tuple[Trio, ...], int]
RankTrios = tuple[TrioChoice, ...]


_rank_trio_memo: dict[tuple[int, tuple[int, ...], int, bool, int], RankTrios] = {}


def _rank_trios(
    rank: int, avail: tuple[int, ...], max_trios: int, wild_ok: bool, wild_rank: int
) -> RankTrios:
    """The distinct ways to take up to ``max_trios`` trios of one rank (first: none)."""
    key = (rank, avail, max_trios, wild_ok, wild_rank)
    found = _rank_trio_memo.get(key)
    if found is None:
        if len(_rank_trio_memo) > 50_000:
            _rank_trio_memo.clear()
        found = _rank_trio_memo[key] = _enumerate_rank_trios(
            rank, avail, max_trios, wild_ok, wild_rank
        )
    return found


def _enumerate_rank_trios(
    rank: int, avail: tuple[int, ...], max_trios: int, wild_ok: bool, wild_rank: int
) -> RankTrios:
    out: list[tuple[tuple[Trio, ...], int]] = [((), 0)]
    seen = {(tuple(avail), 0)}
    frontier: list[tuple[tuple[int, ...], tuple[Trio, ...], int]] = [(tuple(avail), (), 0)]
    for _ in range(max_trios):
        if not frontier:
            break
        nxt = []
        for left, trios, used in frontier:
            shapes: list[tuple[tuple[int, ...], bool]] = [(m, False) for m in _THREES]
            if wild_ok:
                shapes += [(m, True) for m in _TWOS]
            for suits, with_wild in shapes:
                rest = list(left)
                for s in suits:
                    rest[s] -= 1
                if min(rest) < 0:
                    continue
                # A wild-rank trio is made of pool cards only; others use one for the wild.
                cost = 3 if rank == wild_rank else int(with_wild)
                key = (tuple(rest), len(trios) + 1)
                if key in seen:
                    continue
                seen.add(key)
                entry = (*trios, (rank, suits, with_wild))
                out.append((entry, used + cost))
                nxt.append((tuple(rest), entry, used + cost))
        frontier = nxt
    return tuple(out)


def trio_choices(hand: Hand, max_trios: int, budget: int) -> Iterator[TrioChoice]:
    """Every choice of trios using at most ``max_trios`` trios and ``budget`` pool cards."""
    per_rank = []
    for rank in range(2, 15):
        avail = tuple(hand.counts[s][rank - 1] for s in range(4))
        total = sum(avail)
        wild_ok = budget >= (1 if rank != hand.wild_rank else 3)
        if total >= 3 or (total >= 2 and wild_ok):
            options = _rank_trios(rank, avail, max_trios, wild_ok, hand.wild_rank)
            if len(options) > 1:
                per_rank.append(options)

    def walk(i: int, trios: tuple[Trio, ...], used: int) -> Iterator[TrioChoice]:
        if i == len(per_rank):
            yield trios, used
            return
        for more, cost in per_rank[i]:
            if len(trios) + len(more) <= max_trios and used + cost <= budget:
                yield from walk(i + 1, trios + more, used + cost)

    yield from walk(0, (), 0)


def without_trios(hand: Hand, trios: Sequence[Trio]) -> list[Counts]:
    counts = [list(c) for c in hand.counts]
    for rank, suits, _wild in trios:
        for s in suits:
            counts[s][rank - 1] -= 1
    return [tuple(c) for c in counts]
