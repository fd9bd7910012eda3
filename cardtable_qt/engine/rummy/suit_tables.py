"""The exact solver's per-suit step: every way one suit's cards can be grouped into sequences.

A suit is a tuple of 14 counts, one per place (index 0 is the ace low, 1..12 the ranks 2..K,
13 the ace high); its wild-rank cards stand in their own place and may be used there as
naturals (D-R3). Wilds standing in for missing cards ("substitutes") come from the hand's common
pool of wilds (printed jokers and wild-rank cards), so a suit's table says, for each way of
grouping it, how many of its wild-rank cards it used as naturals (``nat``), how many pool cards
it took as substitutes (``sub``), and what it achieved:

- the loser's table maps ``(nat, sub, flag)`` to the lowest cost, where cost is
  ``points * SCALE + scattered cards`` and ``flag`` says whether a mixed sequence was made
  (``MIXED``) or one whose only substitute stands in the place of a wild-rank card of this very
  suit (``SELF_MIXED``: mixed only if that substitute is some other wild, D-R3);
- the winner's table lists the ``(nat, sub, features, dropped)`` reachable with every card
  grouped (at most one natural card laid aside when ``dropped``), where ``features`` counts the
  pure and mixed sequences of 3 and 4 cards a declaration needs (see ``declaration``).

The recursion always groups the lowest card of the suit: it is scattered, or starts a sequence
(every later card is a natural or a substitute, at most two substitutes, D-R4), or is one of
three identical cards (a pure sequence). Results are memoised per context, so after a few hands
almost every suit is a dictionary lookup.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

PLACES: Final = 14
ACE_LOW, ACE_HIGH = 0, 13
SCALE: Final = 32  # more than any number of scattered cards: points first, then scattered cards
NO_MIXED, MIXED, SELF_MIXED = 0, 1, 2
# Combining two flags: a real mixed sequence wins, then a self-only one.
FLAG_MERGE: Final = ((0, 1, 2), (1, 1, 1), (2, 1, 2))
MEMO_LIMIT: Final = 150_000  # entries over all contexts: some 80 MB at most

Counts = tuple[int, ...]
LoserTable = dict[tuple[int, int, int], int]
# Tuples, not sets: tuples of ints leave the garbage collector's watch, so a large memo does not
# slow down its full collections.
WinnerTable = tuple[tuple[int, int, int, int], ...]
# A run: the places of its naturals, its substitutes, its flag, whether it uses a wild-rank
# natural, its length, the places of its interior gaps and how many substitutes extend it.
Run = tuple[tuple[int, ...], int, int, int, int, tuple[int, ...], int]


def place_points(wild_rank: int) -> tuple[int, ...]:
    """What a natural card scores, by place (wild-rank places score 0)."""
    out = []
    for i in range(PLACES):
        rank = 14 if i in (ACE_LOW, ACE_HIGH) else i + 1
        out.append(0 if rank == wild_rank else (10 if rank >= 10 else rank))
    return tuple(out)


def wild_places(wild_rank: int) -> frozenset[int]:
    return frozenset({ACE_LOW, ACE_HIGH}) if wild_rank == 14 else frozenset({wild_rank - 1})


def runs_from(counts: Counts, p: int, cap: int, wild_at: frozenset[int]) -> list[Run]:
    """Every sequence whose lowest natural is the card at place ``p``."""
    out: list[Run] = []
    limit = min(2, cap)

    def extend(last: int, taken: tuple[int, ...], gaps: tuple[int, ...]) -> None:
        subs = len(gaps)
        length = last - p + 1
        for extra in range(0, limit - subs + 1):
            size = length + extra
            if 3 <= size <= 13:
                total = subs + extra
                if total == 0:
                    flag = NO_MIXED
                elif total == 1 and _only_self(p, last, gaps, extra, wild_at):
                    flag = SELF_MIXED
                else:
                    flag = MIXED
                natural_wild = sum(1 for t in taken if t in wild_at)
                out.append((taken, total, flag, natural_wild, size, gaps, extra))
        for q in range(last + 1, min(last + 1 + limit - subs, ACE_HIGH) + 1):
            if counts[q] and q - p + 1 <= 13:
                extend(q, (*taken, q), gaps + tuple(range(last + 1, q)))

    extend(p, (p,), ())
    return out


def _only_self(
    p: int, last: int, gaps: tuple[int, ...], extra: int, wild_at: frozenset[int]
) -> bool:
    """One substitute that can only stand in a wild-rank place of this suit."""
    if gaps:
        return gaps[0] in wild_at
    ends = [q for q in (p - 1, last + 1) if 0 <= q <= ACE_HIGH]
    return all(q in wild_at for q in ends)


class LoserContext:
    """Memo and constants for one wild rank and one pool size (the most wilds a suit may use)."""

    __slots__ = ("cap", "frontiers", "memo", "points", "wild_at")

    def __init__(self, wild_rank: int, cap: int) -> None:
        self.cap = cap
        self.points = place_points(wild_rank)
        self.wild_at = wild_places(wild_rank)
        self.memo: dict[Counts, LoserTable] = {}
        self.frontiers: dict[Counts, Any] = {}  # the solver's reduced tables (see solver)

    def table(self, counts: Counts) -> LoserTable:
        found = self.memo.get(counts)
        if found is not None:
            return found
        table = self._solve(counts)
        self.memo[counts] = table
        return table

    def options(self, counts: Counts) -> list[tuple[Counts, int, int, int, int, object]]:
        """Every way to group the lowest card: (rest, nat, sub, flag, cost, what)."""
        p = next(i for i, c in enumerate(counts) if c)
        wild = p in self.wild_at
        rest = _take(counts, (p,))
        out: list[tuple[Counts, int, int, int, int, object]] = []
        if wild:
            out.append((rest, 0, 0, NO_MIXED, 0, ("release", p)))
        else:
            out.append((rest, 0, 0, NO_MIXED, self.points[p] * SCALE + 1, ("scatter", p)))
        if counts[p] >= 3:
            out.append((_take(counts, (p, p, p)), 3 if wild else 0, 0, NO_MIXED, 0, ("three", p)))
        for run in runs_from(counts, p, self.cap, self.wild_at):
            taken, subs, flag, nat, _size, _gaps, _extra = run
            out.append((_take(counts, taken), nat, subs, flag, 0, ("run", run)))
        return out

    def _solve(self, counts: Counts) -> LoserTable:
        if not any(counts):
            return {(0, 0, NO_MIXED): 0}
        cap = self.cap
        table: LoserTable = {}
        for rest, dnat, dsub, flag, add, _what in self.options(counts):
            merge = FLAG_MERGE[flag]
            for (n, s, f), c in self.table(rest).items():
                n2 = n + dnat
                s2 = s + dsub
                if n2 + s2 > cap:
                    continue
                key = (n2, s2, merge[f])
                c2 = c + add
                old = table.get(key)
                if old is None or c2 < old:
                    table[key] = c2
        return table


class WinnerContext:
    """Memo and constants for one wild rank, pool size, declaration rule and drop allowance."""

    __slots__ = ("allow_drop", "cap", "feature_of_run", "memo", "merge", "wild_at")

    def __init__(
        self,
        wild_rank: int,
        cap: int,
        allow_drop: bool,
        feature_of_run: Callable[[bool, int], int],
        merge: tuple[tuple[int, ...], ...],
    ) -> None:
        self.cap = cap
        self.allow_drop = allow_drop
        self.wild_at = wild_places(wild_rank)
        self.feature_of_run = feature_of_run
        self.merge = merge
        self.memo: dict[Counts, WinnerTable] = {}

    def table(self, counts: Counts) -> WinnerTable:
        found = self.memo.get(counts)
        if found is not None:
            return found
        table = self._solve(counts)
        self.memo[counts] = table
        return table

    def options(self, counts: Counts) -> list[tuple[Counts, int, int, int, int, object]]:
        """Every way to place the lowest card: (rest, nat, sub, feature, dropped, what)."""
        p = next(i for i, c in enumerate(counts) if c)
        wild = p in self.wild_at
        out: list[tuple[Counts, int, int, int, int, object]] = []
        rest = _take(counts, (p,))
        if wild:
            out.append((rest, 0, 0, 0, 0, ("release", p)))
        elif self.allow_drop:
            out.append((rest, 0, 0, 0, 1, ("drop", p)))
        if counts[p] >= 3:
            three = self.feature_of_run(True, 3)
            out.append((_take(counts, (p, p, p)), 3 if wild else 0, 0, three, 0, ("three", p)))
        for run in runs_from(counts, p, self.cap, self.wild_at):
            taken, subs, _flag, nat, size, _gaps, _extra = run
            feature = self.feature_of_run(subs == 0, size)
            out.append((_take(counts, taken), nat, subs, feature, 0, ("run", run)))
        return out

    def _solve(self, counts: Counts) -> WinnerTable:
        if not any(counts):
            return ((0, 0, 0, 0),)
        cap = self.cap
        merge = self.merge
        found: set[tuple[int, int, int, int]] = set()
        for rest, dnat, dsub, feature, dropped, _what in self.options(counts):
            row = merge[feature]
            for n, s, f, d in self.table(rest):
                n2 = n + dnat
                s2 = s + dsub
                d2 = d + dropped
                if n2 + s2 > cap or d2 > 1:
                    continue
                found.add((n2, s2, row[f], d2))
        return tuple(sorted(found))


def _take(counts: Counts, places: tuple[int, ...]) -> Counts:
    out = list(counts)
    for q in places:
        out[q] -= 1
    return tuple(out)


_loser_contexts: dict[tuple[int, int], LoserContext] = {}
_winner_contexts: dict[tuple[int, int, bool, bool], WinnerContext] = {}
_lookups = 0


def _keep_memory_bounded() -> None:
    """Every few hundred look-ups, forget every table once they hold too many entries in all
    (a long session meets many wild ranks and pool sizes, each with its own memo)."""
    global _lookups
    _lookups += 1
    if _lookups % 256:
        return
    held = sum(len(c.memo) + len(c.frontiers) for c in _loser_contexts.values())
    held += sum(len(c.memo) for c in _winner_contexts.values())
    if held > MEMO_LIMIT:
        _loser_contexts.clear()
        _winner_contexts.clear()


def loser_context(wild_rank: int, cap: int) -> LoserContext:
    _keep_memory_bounded()
    key = (wild_rank, cap)
    ctx = _loser_contexts.get(key)
    if ctx is None:
        ctx = _loser_contexts[key] = LoserContext(wild_rank, cap)
    return ctx


def winner_context(
    wild_rank: int,
    cap: int,
    allow_drop: bool,
    cover_rule: bool,
    feature_of_run: Callable[[bool, int], int],
    merge: tuple[tuple[int, ...], ...],
) -> WinnerContext:
    _keep_memory_bounded()
    key = (wild_rank, cap, allow_drop, cover_rule)
    ctx = _winner_contexts.get(key)
    if ctx is None:
        ctx = WinnerContext(wild_rank, cap, allow_drop, feature_of_run, merge)
        _winner_contexts[key] = ctx
    return ctx
