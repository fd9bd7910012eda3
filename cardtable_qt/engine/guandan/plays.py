"""`legal_plays`: every distinct play a hand can make, generated kind by kind.

Speed comes from never testing subsets: a `HandIndex` keeps the hand as cards per rank (and per
suit and rank for straight flushes), and each kind is built directly from those counts, wilds
filling the gaps of a rank group or of a run.

Distinct plays (item 2 of the issue): copies of a rank are interchangeable (a wild used as a level
card is one more copy of the level rank), so each way of making a play is listed once, with the
copies whose suits matter least for what stays in hand; in a straight flush the suit counts; a
wild standing in for another card is its own card, so using it instead of a natural card is a
different play. `Combo.identity` is exactly that notion.

The fast API, for callers that ask many times about one hand (the match, a search bot's
playouts): keep a `HandIndex` per hand instead of calling `legal_plays`, which builds one each
call::

    index = HandIndex(hand, level)        # once per hand and level (~10 µs for 27 cards)
    index.all_plays()                     # at lead: what legal_plays(hand, level) returns
    index.plays_beating(top)              # following: legal_plays(hand, level, top), top a Combo
    index.remove(play.cards)              # in place, as cards leave the hand (~8 µs)
    child = index.without(play.cards)     # a new index; `index` stays as it was
    twin = index.copy()                   # branch a playout, then `twin.remove(...)` freely

After `remove`, the index answers exactly as a fresh ``HandIndex`` of the cards left (same plays,
same order, same copies chosen). Plays generated are kept in the index until the next `remove`
(do not modify what `plays` returns). An index belongs to one level: a new hand or a level change
needs a new index. Cards removed must be in the hand (ValueError if not, and the index is then
not to be used). Measured in ``bench/bench_guandan.py`` ("kept HandIndex").
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence

from ..cards import ACE, BLACK_JOKER, RED_JOKER, SUITS, Card
from .combo import LOW_ACE, Combo, beats, power_table, sort_key
from .readings import as_cards, assemble, classify, parse_level, run_rank, spare_pair_rank

Option = tuple[tuple[Card, ...], int]  # (natural cards, number of wilds) for one rank group
RUN_SHAPES: dict[str, tuple[int, int]] = {"straight": (1, 5), "tube": (2, 3), "plate": (3, 2)}


def _near_masks() -> tuple[int, ...]:
    """For each rank, the bits of the ranks within four of it (an ace is bit 14 and bit 1)."""
    masks = [0] * 15
    for rank in range(2, 15):
        mask = 0
        for other in range(max(1, rank - 4), min(14, rank + 4) + 1):
            if other != rank:
                mask |= 1 << other
        if rank == ACE:
            mask |= sum(1 << r for r in range(2, 6))
        masks[rank] = mask
    return tuple(masks)


NEAR = _near_masks()


@functools.cache
def rank_order(level: int) -> tuple[int, ...]:
    """Natural ranks from weakest to strongest at ``level`` (the level rank last)."""
    return (*(r for r in range(2, 15) if r != level), level)


class HandIndex:
    """One hand at one level, arranged for generating plays. Build once per hand state."""

    __slots__ = ("_cache", "_tables", "level", "masks", "nat", "order", "power", "wilds")

    def __init__(self, hand: Iterable[Card], level: int) -> None:
        self.level = level
        self.power = power_table(level)
        nat: list[list[Card]] = [[] for _ in range(17)]
        masks = dict.fromkeys(SUITS, 0)
        wilds: list[Card] = []
        for card in hand:
            rank, suit = card.rank, card.suit
            if suit is None:
                nat[rank].append(card)
            elif rank == level and suit == "H":
                wilds.append(card)
            else:
                nat[rank].append(card)
                masks[suit] |= 1 << rank
        for suit, mask in masks.items():
            if mask >> ACE & 1:
                masks[suit] = mask | 1 << LOW_ACE
        for group in nat[2:15]:
            if len(group) > 1:
                _prefer(group, masks)
        if len(wilds) > 1:
            wilds.sort()
        self.nat = nat
        self.masks = masks
        self.wilds = wilds
        self.order = rank_order(level)
        self._tables: dict[tuple[int, int], list[list[Option]]] = {}
        self._cache: dict[str, list[Combo]] = {}

    def copy(self) -> HandIndex:
        """An independent index of the same hand (cheap: lists of at most a few cards each)."""
        twin = HandIndex.__new__(HandIndex)
        twin.level, twin.power, twin.order = self.level, self.power, self.order
        twin.nat = [list(group) if group else group for group in self.nat]
        twin.masks = dict(self.masks)
        twin.wilds = list(self.wilds)
        # Generated plays are immutable and stay valid until a card leaves: share them.
        twin._tables = dict(self._tables)
        twin._cache = dict(self._cache)
        return twin

    def remove(self, cards: Iterable[Card]) -> None:
        """Take ``cards`` (held in the hand) out of the index, in place.

        Afterwards the index is exactly what ``HandIndex(hand_without_cards, level)`` builds:
        the copies of each rank affected are ordered again (a copy's cost depends on the
        same-suit cards near it), and the plays generated so far are forgotten.
        """
        level, nat, masks = self.level, self.nat, self.masks
        touched = 0  # bits of the ranks whose suit masks changed
        regroup = 0  # bits of the ranks that lost a copy
        for card in cards:
            rank, suit = card.rank, card.suit
            if suit == "H" and rank == level:
                self.wilds.remove(card)
                continue
            group = nat[rank]
            group.remove(card)
            if suit is None:
                continue
            regroup |= 1 << rank
            if any(c.suit == suit for c in group):
                continue
            bits = 1 << rank | (1 << LOW_ACE if rank == ACE else 0)
            masks[suit] &= ~bits
            touched |= bits
        if regroup:
            # A group's order depends on its own cards (which copy of a suit comes first) and
            # on the masks near it, never on its previous order.
            for rank in range(2, 15):
                group = nat[rank]
                if len(group) > 1 and (NEAR[rank] & touched or regroup >> rank & 1):
                    _prefer(group, masks)
        self._tables = {}
        self._cache = {}

    def without(self, cards: Iterable[Card]) -> HandIndex:
        """A new index of the hand less ``cards``; this one is left as it was."""
        twin = self.copy()
        twin.remove(cards)
        return twin

    def table(self, size: int, min_natural: int) -> list[list[Option]]:
        """Per rank (index 1 is the low ace), the ways to make ``size`` cards of it.

        At the level rank the wilds are copies of it: one way, naturals first. Elsewhere each
        number of stand-in wilds is its own way, most naturals first; no wild stands for a joker.
        """
        key = (size, min_natural)
        found = self._tables.get(key)
        if found is not None:
            return found
        w = len(self.wilds)
        level, nat = self.level, self.nat
        lowest = max(min_natural, size - w)
        found = [[] for _ in range(17)]
        for rank in range(LOW_ACE, 17):
            group = nat[ACE if rank == LOW_ACE else rank]
            have = len(group)
            if rank == level or (rank == LOW_ACE and level == ACE):
                if have >= size:
                    found[rank].append((_sorted(group[:size]), 0))
                elif have + w >= size:
                    found[rank].append((_sorted(group), size - have))
            elif rank >= BLACK_JOKER:
                if have >= size:
                    found[rank].append((_sorted(group[:size]), 0))
            elif have >= lowest:
                found[rank].extend(
                    (_sorted(group[:j]), size - j) for j in range(min(have, size), lowest - 1, -1)
                )
        self._tables[key] = found
        return found

    def plays(self, kind: str) -> list[Combo]:
        """Every play of one kind ("bomb" means every bomb, straight flushes included)."""
        found = self._cache.get(kind)
        if found is None:
            found = []
            if kind == "bomb":
                self._bombs(found)
            elif kind in RUN_SHAPES:
                width, length = RUN_SHAPES[kind]
                self._runs(kind, width, length, -1, found)
            elif kind == "full_house":
                self._full_houses(-1, found)
            else:
                self._groups(kind, GROUP_SIZES[kind], -1, found)
            self._cache[kind] = found
        return found

    def all_plays(self) -> list[Combo]:
        out: list[Combo] = []
        for kind in ("single", "pair", "triple", "full_house", "straight", "tube", "plate"):
            out.extend(self.plays(kind))
        out.extend(self.plays("bomb"))
        return out

    def plays_beating(self, old: Combo) -> list[Combo]:
        """The plays that beat ``old``: its kind higher, then every bomb that beats it."""
        out: list[Combo] = []
        kind, above = old.kind, old.value
        if not old.tier:
            cached = self._cache.get(kind)
            if cached is not None:
                out.extend(c for c in cached if c.value > above)
            elif kind in RUN_SHAPES:
                width, length = RUN_SHAPES[kind]
                self._runs(kind, width, length, above, out)
            elif kind == "full_house":
                self._full_houses(above, out)
            else:
                self._groups(kind, GROUP_SIZES[kind], above, out)
        bombs = self.plays("bomb")
        if old.tier:
            out.extend(c for c in bombs if beats(c, old))
        elif bombs:
            if old.level != self.level:  # what `beats` would say
                raise ValueError(
                    f"combinations read at different levels ({self.level} and {old.level})"
                )
            out.extend(bombs)  # every bomb beats every other kind
        return out

    # --- generators --------------------------------------------------------------------------

    def _groups(self, kind: str, size: int, above: int, out: list[Combo]) -> None:
        level, power, wilds, nat = self.level, self.power, self.wilds, self.nat
        ranks = (*self.order, BLACK_JOKER, RED_JOKER) if size <= 2 else self.order
        if not wilds:
            for rank in ranks:
                group = nat[rank]
                if len(group) >= size and power[rank] > above:
                    rank_tuple = (rank,) * size
                    out.append(Combo(kind, _sorted(group[:size]), rank_tuple, power[rank], level))
            return
        table = self.table(size, 1)
        for rank in ranks:
            value = power[rank]
            if value <= above:
                continue
            for naturals, n_wild in table[rank]:
                if n_wild:
                    cards = naturals + tuple(wilds[:n_wild])
                else:
                    cards = naturals
                out.append(Combo(kind, cards, (rank,) * size, value, level))

    def _full_houses(self, above: int, out: list[Combo]) -> None:
        level, power, wilds = self.level, self.power, self.wilds
        w = len(wilds)
        if not w:
            self._natural_full_houses(above, out)
            return
        triples = self.table(3, 1)
        pairs = self.table(2, 1)
        pair_ranks = [r for r in (*self.order, BLACK_JOKER, RED_JOKER) if pairs[r]]
        for triple in self.order:
            value = power[triple]
            if value <= above:
                continue
            for tri_cards, tri_wild in triples[triple]:
                left = w - tri_wild
                head = tri_cards + tuple(wilds[:tri_wild])
                spare = wilds[tri_wild:]
                head_ranks = (triple,) * 3
                for pair in pair_ranks:
                    if pair == triple:
                        continue
                    for pair_cards, pair_wild in pairs[pair]:
                        if pair_wild <= left:
                            cards = head + pair_cards
                            if pair_wild:
                                cards += tuple(spare[:pair_wild])
                            ranks = (*head_ranks, pair, pair)
                            out.append(Combo("full_house", cards, ranks, value, level))
                if triple == level and left == 2:
                    slots = [(triple, tri_cards, tri_wild), (spare_pair_rank(triple), (), 2)]
                    out.append(assemble("full_house", value, level, slots, wilds))

    def _natural_full_houses(self, above: int, out: list[Combo]) -> None:
        level, power, nat = self.level, self.power, self.nat
        pairs = [
            (r, _sorted(nat[r][:2]))
            for r in (*self.order, BLACK_JOKER, RED_JOKER)
            if len(nat[r]) >= 2
        ]
        for triple in self.order:
            group = nat[triple]
            if len(group) < 3 or power[triple] <= above:
                continue
            head = _sorted(group[:3])
            for pair, pair_cards in pairs:
                if pair != triple:
                    ranks = (triple, triple, triple, pair, pair)
                    out.append(Combo("full_house", head + pair_cards, ranks, power[triple], level))

    def _runs(self, kind: str, width: int, length: int, above: int, out: list[Combo]) -> None:
        level, wilds, nat = self.level, self.wilds, self.nat
        w = len(wilds)
        first = max(LOW_ACE, above - length + 2)
        if not w:
            have = [len(nat[ACE if p == LOW_ACE else p]) >= width for p in range(15)]
            for start in range(first, 16 - length):
                top = start + length - 1
                if all(have[start : top + 1]):
                    cards: tuple[Card, ...] = ()
                    for position in range(start, top + 1):
                        cards += _sorted(nat[run_rank(position)][:width])
                    ranks = tuple(p for p in range(start, top + 1) for _ in range(width))
                    out.append(Combo(kind, cards, ranks, top, level))
            return
        table = self.table(width, 0)
        for start in range(first, 16 - length):
            top = start + length - 1
            choices = [table[p] for p in range(start, top + 1)]
            for picked in _fill(choices, w):
                slots = [(start + i, cards, n) for i, (cards, n) in enumerate(picked)]
                out.append(assemble(kind, top, level, slots, wilds))

    def _straight_flushes(self, out: list[Combo]) -> None:
        level, wilds, nat = self.level, self.wilds, self.nat
        w = len(wilds)
        for suit, mask in self.masks.items():
            if (mask & ~2).bit_count() < 5 - w:
                continue
            if not w and not mask & mask >> 1 & mask >> 2 & mask >> 3 & mask >> 4:
                continue  # no five ranks in a row of this suit
            for start in range(LOW_ACE, 11):
                window = 31 << start
                if (mask & window).bit_count() < 5 - w:
                    continue
                choices: list[list[Option]] = []
                for position in range(start, start + 5):
                    if mask >> position & 1:
                        rank = run_rank(position)
                        card = next(c for c in nat[rank] if c.suit == suit)
                        choices.append([((card,), 0), ((), 1)] if w else [((card,), 0)])
                    else:
                        choices.append([((), 1)])
                for picked in _fill(choices, w):
                    slots = [(start + i, cards, n) for i, (cards, n) in enumerate(picked)]
                    out.append(assemble("straight_flush", start + 4, level, slots, wilds))

    def _bombs(self, out: list[Combo]) -> None:
        level, power, wilds = self.level, self.power, self.wilds
        w = len(wilds)
        for rank in self.order:
            group = self.nat[rank]
            have = len(group)
            if have + w < 4:
                continue
            if not w:  # one bomb per size, of the copies to give away first
                value = power[rank]
                for size in range(4, have + 1):
                    cards = _sorted(group[:size])
                    out.append(Combo("bomb", cards, (rank,) * size, value, level))
                continue
            value = power[rank]
            if rank == level:  # the wilds are level cards here: one bomb per size
                for size in range(4, have + w + 1):
                    if size <= have:
                        cards = _sorted(group[:size])
                    else:
                        cards = _sorted(group) + tuple(wilds[: size - have])
                    out.append(Combo("bomb", cards, (rank,) * size, value, level))
                continue
            for size in range(4, have + w + 1):
                for j in range(min(have, size), size - w - 1, -1):
                    cards = _sorted(group[:j]) + tuple(wilds[: size - j])
                    out.append(Combo("bomb", cards, (rank,) * size, value, level))
        self._straight_flushes(out)
        small, big = self.nat[BLACK_JOKER], self.nat[RED_JOKER]
        if len(small) == 2 and len(big) == 2:
            slots = [(BLACK_JOKER, small, 0), (RED_JOKER, big, 0)]
            out.append(assemble("joker_bomb", RED_JOKER, level, slots, wilds))
        out.sort(key=sort_key)


GROUP_SIZES = {"single": 1, "pair": 2, "triple": 3}


def _sorted(cards: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards)) if len(cards) > 1 else tuple(cards)


def _prefer(group: list[Card], masks: dict[str, int]) -> None:
    """Order copies of one rank from the one to give away first to the one to keep longest.

    A copy costs what it might add to a straight flush: the same-suit cards within four ranks of
    it. The spare copy of a face held twice costs nothing.
    """
    if len(group) == 2:
        a, b = group
        if a > b:
            a, b = b, a
        if a.suit == b.suit:
            group[0], group[1] = b, a  # the spare copy first
            return
        cost_a = (masks.get(a.suit or "", 0) & NEAR[a.rank]).bit_count()
        cost_b = (masks.get(b.suit or "", 0) & NEAR[b.rank]).bit_count()
        group[0], group[1] = (b, a) if cost_b < cost_a else (a, b)
        return
    seen: set[str | None] = set()
    scored = []
    for card in sorted(group):
        suit = card.suit
        cost = (masks[suit] & NEAR[card.rank]).bit_count() if suit else 0
        if suit in seen:
            cost = -1
        seen.add(suit)
        scored.append((cost, card))
    scored.sort()
    group[:] = [card for _, card in scored]


def _fill(choices: list[list[Option]], budget: int) -> list[list[Option]]:
    """Every pick of one option per slot using at most ``budget`` wilds in all."""
    partial: list[tuple[list[Option], int]] = [([], 0)]
    for slot in choices:
        grown = []
        for picked, used in partial:
            for option in slot:
                total = used + option[1]
                if total <= budget:
                    grown.append(([*picked, option], total))
        if not grown:
            return []
        partial = grown
    return [picked for picked, _ in partial]


def legal_plays(
    hand: str | Iterable[Card],
    level: int | str,
    to_beat: Combo | str | Iterable[Card] | None = None,
) -> list[Combo]:
    """Every distinct play of ``hand`` at ``level``; with ``to_beat``, those that beat it.

    Order: non-bombs by kind (single, pair, triple, full house, straight, tube, plate) and value,
    then bombs from the weakest up. Passing is an action of the match, not a play.
    """
    lvl = parse_level(level)
    index = HandIndex(as_cards(hand), lvl)
    if to_beat is None:
        return index.all_plays()
    return index.plays_beating(_as_combo(to_beat, lvl))


def _as_combo(play: Combo | str | Iterable[Card], level: int) -> Combo:
    if isinstance(play, Combo):
        if play.level != level:
            raise ValueError(f"the play to beat was read at level {play.level}, not {level}")
        return play
    combo = classify(play, level)
    if combo is None:
        raise ValueError("the cards to beat are not a combination")
    return combo
