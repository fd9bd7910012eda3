"""A rummy hand's *deficiency*: the fewest cards to replace before it can be declared.

Mahjong AIs call it shanten. A hand is declarable when its cards fill a 13-card target of valid
groups (the engine's rules: a pure sequence, a second sequence, the rest sequences or at most two
trios, and by default the two sequences holding 6 or 7 cards). The deficiency is 13 less the most
of the hand's cards any such target can keep; every other slot of the target is a card still to
be drawn. From 14 cards (after a draw) it is the deficiency of the best 13 of them.

How a target is searched. Groups of 3, 4 and 5 cards suffice: a longer sequence splits into
shorter ones that keep the declaration valid, and 13 cards make at most four groups. A depth-first
search takes the hand's first remaining natural card and tries every group it can stand in (each
window of 3–5 places of its suit holding it, which keeps every remaining card of that suit in the
window; a trio with one or two more cards of its rank) or drops it. At a leaf the wild cards fill
the groups' gaps (at most two in a sequence that is not the pure one, one in a trio of two
naturals; a wild-rank card may also stand as itself in a pure sequence), the slots left over make
new groups from drawn cards (which may also hold wilds), and each sequence is read as pure or not
so that the declaration's rules hold (the engine's own feature scheme). An upper bound (cards
kept so far plus every card left) prunes the search, and results are memoised by the hand's faces.
Whether one more card lowers a hand's deficiency (is one of its outs) is searched with that
card never dropped, which only a target no better than the hand's own could do.

Known simplifications (the bot's estimate, not the engine's rule): a replacement card is assumed
to exist (with one deck a card the hand holds has no second copy), and a window keeps every card
of its suit inside it. The tests check the deficiency against a brute force over the engine's own
declaration check for hands at most one card away.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from itertools import product

from ..engine.cards import ACE, SUITS, Card
from ..engine.rummy.declaration import SCHEMES, FeatureScheme

Face = tuple[int, str | None]
HAND = 13
MAX_SUBS = 2  # substitutes in one sequence (D-R4)
NODE_LIMIT = 40_000  # search nodes per hand: a fixed budget (work, not time), rarely reached

_SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}


def _places(rank: int) -> tuple[int, ...]:
    return (1, ACE) if rank == ACE else (rank,)


@cache
def _fill_options(rest: int, cover: bool) -> tuple[tuple[int, int], ...]:
    """(feature, wild room) for ``rest`` slots made into new groups of drawn cards."""
    scheme = SCHEMES[cover]
    if rest == 0:
        return ((0, 0),)
    if rest < 3:
        return ()
    best: dict[int, int] = {}
    for size in range(3, rest + 1):
        if rest - size in (1, 2):
            continue
        for feature, room in _fill_options(rest - size, cover):
            for pure in (True, False):
                f = scheme.merge[feature][scheme.of_run(pure, size)]
                r = room + (0 if pure else MAX_SUBS)
                if best.get(f, -1) < r:
                    best[f] = r
    return tuple(sorted(best.items()))


_LEAVES: dict[tuple[tuple[tuple[int, ...], ...], int, bool], int] = {}


class _Search:
    """One deficiency search over a hand's naturals (see the module docstring)."""

    def __init__(self, faces: Sequence[Face], wild_rank: int, cover: bool) -> None:
        self.scheme: FeatureScheme = SCHEMES[cover]
        self.cover = cover
        naturals: list[tuple[int, int]] = []  # (suit index, rank)
        self.jokers = 0
        self.own = [0, 0, 0, 0]  # wild-rank cards by suit
        for rank, suit in faces:
            if suit is None:
                self.jokers += 1
            elif rank == wild_rank:
                self.own[_SUIT_INDEX[suit]] += 1
            else:
                naturals.append((_SUIT_INDEX[suit], rank))
        naturals.sort()
        self.naturals = naturals
        self.pool = self.jokers + sum(self.own)
        # the cards that can share a group with each card (its suit or its rank)
        self.related = [
            sum(1 << j for j, (s2, r2) in enumerate(naturals) if s2 == s or r2 == r)
            for s, r in naturals
        ]
        self.option_memo: dict[tuple[int, int], list[tuple[int, tuple[int, ...]]]] = {}
        self.wild_places = _places(wild_rank)
        self.best = -1
        self.goal = HAND + 1  # stop at a target keeping this many cards
        self.must_keep = 0  # naturals no target worth finding drops (``lowers``)
        self.nodes = 0

    def run(self, floor: int = -1) -> int:
        """The most cards a target keeps; given ``floor``, only whether it is above it (the
        result is then ``floor`` or less when it is not: the search prunes by it)."""
        n = len(self.naturals)
        self.best = max(floor, self._leaf(()))
        self._dfs((1 << n) - 1, (), 0, 0, 0)
        return self.best

    # --- groups the first remaining card can stand in ---------------------------------------

    def _options(self, i: int, rem: int) -> list[tuple[int, tuple[int, ...]]]:
        """(members mask, group) for card i with the remaining cards ``rem``."""
        found = self.option_memo.get((i, rem))
        if found is not None:
            return found
        suit, rank = self.naturals[i]
        out: list[tuple[int, tuple[int, ...]]] = []
        seen: set[tuple[int, int, int]] = set()
        same = [
            (j, self.naturals[j][1])
            for j in range(i + 1, len(self.naturals))
            if rem >> j & 1 and self.naturals[j][0] == suit
        ]
        for size in (3, 4, 5):
            for place in _places(rank):
                for start in range(max(1, place - size + 1), min(place, 15 - size) + 1):
                    end = start + size - 1
                    mask = 1 << i
                    taken = {place}
                    for j, r in same:
                        for p in _places(r):
                            if start <= p <= end and p not in taken:
                                taken.add(p)
                                mask |= 1 << j
                                break
                    own = 0
                    if self.own[suit] and any(
                        start <= w <= end and w not in taken for w in self.wild_places
                    ):
                        own = 1
                    key = (mask, size, own)
                    if key in seen:
                        continue
                    seen.add(key)
                    kept = len(taken)
                    # ("w", suit, size, naturals kept, own-wild room)
                    out.append((mask, (0, suit, size, kept, own)))
        # trios: two or three naturals of the rank (one natural and a wild is no better than a
        # window holding the card with its two wild substitutes)
        others = [
            j
            for j in range(i + 1, len(self.naturals))
            if rem >> j & 1 and self.naturals[j][1] == rank
        ]
        done: set[tuple[int, ...]] = set()
        for j in others:
            key2 = (self.naturals[j][0],)
            if key2 not in done:
                done.add(key2)
                out.append(((1 << i) | (1 << j), (1, -1, 3, 2, 0)))
        done3: set[tuple[int, int]] = set()
        for a in range(len(others)):
            for b in range(a + 1, len(others)):
                ja, jb = others[a], others[b]
                sa, sb = self.naturals[ja][0], self.naturals[jb][0]
                if sa == sb == suit:
                    continue  # three identical cards are no trio
                k = (min(sa, sb), max(sa, sb))
                if k not in done3:
                    done3.add(k)
                    out.append(((1 << i) | (1 << ja) | (1 << jb), (1, -1, 3, 3, 0)))
        out.sort(key=lambda o: -o[1][3])
        self.option_memo[(i, rem)] = out
        return out

    # --- the search -------------------------------------------------------------------------

    def _dfs(
        self, rem: int, groups: tuple[tuple[int, ...], ...], size: int, kept: int, trios: int
    ) -> None:
        self.nodes += 1
        if self.nodes > NODE_LIMIT or self.best >= HAND or self.best >= self.goal:
            return
        if HAND - size < 3 or not rem:
            return
        left = bin(rem).count("1")
        if min(HAND, kept + self.pool + min(left, HAND - size)) <= self.best:
            return
        i = (rem & -rem).bit_length() - 1
        for mask, group in self._options(i, rem & self.related[i]):
            gsize = group[2]
            if size + gsize > HAND:
                continue
            if group[0] == 1 and trios >= 2:
                continue
            g2 = (*groups, group)
            value = self._leaf(g2)
            if value > self.best:
                self.best = value
            self._dfs(rem & ~mask, g2, size + gsize, kept + group[3], trios + group[0])
        if not self.must_keep >> i & 1:
            self._dfs(rem & ~(1 << i), groups, size, kept, trios)

    def _leaf(self, groups: tuple[tuple[int, ...], ...]) -> int:
        """The most cards kept with these groups (every other natural dropped), or -1."""
        key = (tuple(sorted(groups)), self.pool, self.cover)
        found = _LEAVES.get(key)
        if found is None:
            found = self._leaf_value(key[0])
            _LEAVES[key] = found
        return found

    def _leaf_value(self, groups: tuple[tuple[int, ...], ...]) -> int:
        size = sum(g[2] for g in groups)
        fills = _fill_options(HAND - size, self.cover)
        if not fills:
            return -1
        scheme = self.scheme
        choices: list[list[tuple[int, int, int, int]]] = []  # (kept, room, feature, own used)
        for kind, _suit, gsize, kept, own in groups:
            if kind == 1:
                choices.append([(kept, 1 if kept == 2 else 0, 0, 0)])
                continue
            gaps = gsize - kept
            opts = [(kept + own, 0, scheme.of_run(True, gsize), own)]
            if gaps:
                opts.append((kept, min(MAX_SUBS, gaps), scheme.of_run(False, gsize), 0))
            choices.append(opts)
        best = -1
        pool = self.pool
        for combo in product(*choices):
            kept = room = feature = used = 0
            for k, r, f, u in combo:
                kept += k
                room += r
                feature = scheme.merge[feature][f]
                used += u
            if used > pool:
                continue
            for ff, fr in fills:
                if not scheme.valid[scheme.merge[feature][ff]]:
                    continue
                value = kept + min(pool - used, room + fr)
                if value > best:
                    best = value
        return best


_MEMO: dict[tuple[tuple[Face, ...], int, bool], int] = {}


def deficiency(cards: Iterable[Card | Face], wild_rank: int, cover_rule: bool = True) -> int:
    """The fewest of 13 (or, from 14, of the best 13) cards to replace before declaring."""
    faces = tuple(sorted(c.face if isinstance(c, Card) else c for c in cards))
    key = (faces, wild_rank, cover_rule)
    found = _MEMO.get(key)
    if found is not None:
        return found
    if len(_MEMO) > 200_000:
        _MEMO.clear()
    kept = _Search(faces, wild_rank, cover_rule).run()
    value = HAND - max(kept, 0)
    _MEMO[key] = value
    return value


_AT_LEAST: dict[tuple[tuple[Face, ...], int, bool], int] = {}


def deficiency_below(
    cards: Iterable[Card | Face], wild_rank: int, limit: int, cover_rule: bool = True
) -> bool:
    """Whether the deficiency is below ``limit`` (faster than the number: the search stops
    at the first target good enough and prunes every branch that cannot reach one)."""
    faces = tuple(sorted(c.face if isinstance(c, Card) else c for c in cards))
    return _below(faces, wild_rank, limit, cover_rule, None)


def lowers(
    hand: Iterable[Card | Face], card: Card | Face, wild_rank: int, d: int, cover_rule: bool = True
) -> bool:
    """Whether ``card`` added to a 13-card hand of deficiency ``d`` lowers it: the answer of
    ``deficiency_below(hand + card, d)``, searched faster. A target of the 14 keeping more than
    13 - d cards keeps the new card (without it, it would be a target of the hand itself), and
    every copy of its face (dropping one copy leaves a target of the hand), so the search never
    drops them. Valid only when ``d`` is at most the hand's own deficiency."""
    face = card.face if isinstance(card, Card) else card
    faces = tuple(sorted([*(c.face if isinstance(c, Card) else c for c in hand), face]))
    return _below(faces, wild_rank, d, cover_rule, face)


def _below(
    faces: tuple[Face, ...], wild_rank: int, limit: int, cover_rule: bool, kept: Face | None
) -> bool:
    """``deficiency_below`` of sorted ``faces``; given ``kept``, a face every target good
    enough is known to keep (``lowers``)."""
    key = (faces, wild_rank, cover_rule)
    found = _MEMO.get(key)
    if found is not None:
        return found < limit
    if _AT_LEAST.get(key, -1) >= limit:
        return False
    if len(_AT_LEAST) > 200_000:
        _AT_LEAST.clear()
    floor = HAND - limit  # a target keeping more than this many cards is below the limit
    search = _Search(faces, wild_rank, cover_rule)
    search.goal = floor + 1
    if kept is not None and kept[1] is not None and kept[0] != wild_rank:
        natural = (_SUIT_INDEX[kept[1]], kept[0])
        search.must_keep = sum(1 << i for i, n in enumerate(search.naturals) if n == natural)
    if search.run(floor) > floor:
        return True
    _AT_LEAST[key] = max(_AT_LEAST.get(key, -1), limit)
    return False
