"""A slow, independent reference for the rummy solver: every partition into candidate groups.

It shares no code with the engine's solver or group reader: a group is read by trying every
placement of its cards in every interval of every suit, and a hand by trying every family of
disjoint groups. Used by the exactness tests on small hands.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import permutations

from cardtable_qt.engine.cards import Card

SUITS = ("S", "H", "D", "C")
SCALE = 32


def wild(card: Card, w: int) -> bool:
    return card.suit is None or card.rank == w


def points(card: Card, w: int) -> int:
    if wild(card, w):
        return 0
    return 10 if card.rank >= 10 else card.rank


def face_at(suit: str, place: int) -> tuple[int, str]:
    return (14 if place == 1 else place, suit)


def sequence_kinds(cards: Sequence[Card], w: int) -> set[str]:
    """Try every interval of every suit and every placement of the cards."""
    n = len(cards)
    out: set[str] = set()
    if n < 3 or n > 13:
        return out
    wilds = sum(1 for c in cards if wild(c, w))
    if wilds > 3:
        return out  # at most one wild-rank card is a natural: 3+ substitutes
    fixed = [c for c in cards if not wild(c, w)]
    fixed_places = [(1, 14) if c.rank == 14 else (c.rank,) for c in fixed]
    fixed_suits = {c.suit for c in fixed}
    for suit in SUITS:
        if fixed_suits and suit not in fixed_suits:
            continue
        for lo in range(1, 15 - n + 1):
            hi = lo + n - 1
            if not all(any(lo <= p <= hi for p in ps) for ps in fixed_places):
                continue  # a non-wild card has no place in this interval
            places = list(range(lo, hi + 1))
            # choose naturals: for each place, a card with its face (or none)
            _assign(cards, w, wilds, suit, places, 0, [], frozenset(), 0, out)
    return out


def _assign(
    cards: Sequence[Card],
    w: int,
    wilds: int,
    suit: str,
    places: list[int],
    i: int,
    naturals: list[int],
    used: frozenset[int],
    open_count: int,
    out: set[str],
) -> None:
    if open_count > wilds:
        return  # more open places than wild cards to fill them
    if i == len(places):
        rest = [j for j in range(len(cards)) if j not in used]
        if any(not wild(cards[j], w) for j in rest):
            return  # a non-wild card must be a natural
        if not rest:
            out.add("pure")
            return
        if len(rest) > 3:
            return  # at most one of them can stand in its own place: 3+ substitutes
        open_places = [p for p, k in zip(places, naturals, strict=True) if k < 0]
        for perm in permutations(rest):
            subs = 0
            for j, p in zip(perm, open_places, strict=True):
                if (cards[j].rank, cards[j].suit) != face_at(suit, p):
                    subs += 1
            if subs == 0:
                out.add("pure")
            elif subs <= 2 and len(cards) - subs >= 1:
                out.add("mixed")
        return
    want = face_at(suit, places[i])
    for j, card in enumerate(cards):
        if j not in used and (card.rank, card.suit) == want:
            # identical copies are interchangeable: trying the first unused one is enough
            _assign(
                cards, w, wilds, suit, places, i + 1, [*naturals, j], used | {j}, open_count, out
            )
            break
    _assign(cards, w, wilds, suit, places, i + 1, [*naturals, -1], used, open_count + 1, out)


_KINDS: dict[tuple[tuple[tuple[int, str], ...], int], frozenset[str]] = {}


def ref_kinds(cards: Sequence[Card], w: int) -> set[str]:
    """A group's readings; identical cards are interchangeable, so cached by faces."""
    key = (tuple(sorted((c.rank, c.suit or "") for c in cards)), w)
    found = _KINDS.get(key)
    if found is None:
        found = frozenset(_ref_kinds(cards, w))
        _KINDS[key] = found
    return set(found)


def _ref_kinds(cards: Sequence[Card], w: int) -> set[str]:
    n = len(cards)
    if n < 3:
        return set()
    out = sequence_kinds(cards, w)
    faces = {(c.rank, c.suit) for c in cards}
    if n == 3 and len(faces) == 1 and cards[0].suit is not None:
        out.add("pure")  # three identical cards
        return out
    if n == 3:
        for odd in range(3):
            pair = [c for k, c in enumerate(cards) if k != odd]
            third = cards[odd]
            if pair[0].suit is None or pair[1].suit is None or pair[0].rank != pair[1].rank:
                continue
            if (third.suit is not None and third.rank == pair[0].rank) or wild(third, w):
                out.add("trio")
    return out


class Reference:
    """All candidate groups of a small hand, and exhaustive searches over them."""

    def __init__(self, cards: Sequence[Card], w: int) -> None:
        self.cards = list(cards)
        self.w = w
        n = len(cards)
        self.groups: list[list[tuple[int, frozenset[str], int]]] = [[] for _ in range(n)]
        # Every 3-card subset (trios, three identical cards, short sequences).
        for a in range(n):
            for b in range(a + 1, n):
                for c in range(b + 1, n):
                    self._add([a, b, c])

        # Longer subsets can only be sequences: their non-wild cards share a suit and have
        # distinct ranks, and a subset breaking that is never part of a longer sequence.
        def grow(start: int, members: list[int], suit: str | None, ranks: frozenset[int]) -> None:
            for j in range(start, n):
                card = cards[j]
                if wild(card, w):
                    nxt_suit, nxt_ranks = suit, ranks
                else:
                    if (suit is not None and card.suit != suit) or card.rank in ranks:
                        continue
                    nxt_suit, nxt_ranks = card.suit, ranks | {card.rank}
                chosen = [*members, j]
                if len(chosen) >= 4:
                    self._add(chosen)
                if len(chosen) < 13:
                    grow(j + 1, chosen, nxt_suit, nxt_ranks)

        grow(0, [], None, frozenset())

    def _add(self, members: list[int]) -> None:
        kinds = ref_kinds([self.cards[i] for i in members], self.w)
        if kinds:
            mask = sum(1 << i for i in members)
            self.groups[members[0]].append((mask, frozenset(kinds), len(members)))

    def loser_cost(self, per_card: int = 1) -> int:
        """Fewest points then fewest scattered cards, as points * 32 + scattered.

        With ``per_card=-1``: fewest points then the most scattered cards, as points * 32 -
        scattered (the worst of the cheapest arrangements: where it differs, a tie-break of
        the scattered count was needed).
        """
        n = len(self.cards)
        full = (1 << n) - 1

        @cache
        def best(mask: int, need_mixed: bool, trios_ok: bool) -> float:
            if mask == 0:
                return float("inf") if need_mixed else 0
            low = (mask & -mask).bit_length() - 1
            card = self.cards[low]
            result = (
                points(card, self.w) * SCALE
                + per_card
                + best(mask & ~(1 << low), need_mixed, trios_ok)
            )
            for g, kinds, _size in self.groups[low]:
                if g & mask != g:
                    continue
                is_seq = "pure" in kinds or "mixed" in kinds
                if not is_seq and not trios_ok:
                    continue
                still = need_mixed and "mixed" not in kinds
                result = min(result, best(mask & ~g, still, trios_ok))
            return result

        plain = best(full, False, False)
        with_trios = best(full, True, True)
        return int(min(plain, with_trios))

    def can_declare(self, drop: bool, cover_rule: bool) -> bool:
        """Whether some family of groups covers every card (all but one with ``drop``)."""
        n = len(self.cards)
        found = False

        def check(chosen: list[tuple[frozenset[str], int]]) -> bool:
            trios = sum(1 for kinds, _ in chosen if kinds == {"trio"})
            if trios > 2:
                return False
            for i, (ki, si) in enumerate(chosen):
                if "pure" not in ki:
                    continue
                for j, (kj, sj) in enumerate(chosen):
                    if j == i or not (kj & {"pure", "mixed"}):
                        continue
                    if not cover_rule or si + sj in (6, 7):
                        return True
            return False

        def walk(mask: int, dropped: bool, chosen: list[tuple[frozenset[str], int]]) -> None:
            nonlocal found
            if found:
                return
            if mask == 0:
                if (dropped or not drop) and check(chosen):
                    found = True
                return
            low = (mask & -mask).bit_length() - 1
            if drop and not dropped:
                walk(mask & ~(1 << low), True, chosen)
            for g, kinds, size in self.groups[low]:
                if g & mask == g:
                    walk(mask & ~g, dropped, [*chosen, (kinds, size)])

        walk((1 << n) - 1, False, [])
        return found


# --- the reference's own sanity checks, on hands worked out by hand --------------------------


def test_reference_reads_groups_like_the_rules_file() -> None:
    from cardtable_qt.engine.cards import parse_cards

    def kinds(text: str, w: int) -> set[str]:
        return ref_kinds(parse_cards(text), w)

    assert kinds("6H 7H 8H", 7) == {"pure"}
    assert kinds("5H 6H 7H", 7) == {"pure", "mixed"}
    assert kinds("6H BJ 8H", 2) == {"mixed"}
    assert kinds("5H 5H 5D", 2) == {"trio"}
    assert kinds("5H 5H 5H", 2) == {"pure"}
    assert kinds("KH AH 2H", 9) == set()
    assert kinds("5H BJ RJ 2C", 2) == set()


def test_reference_counts_hands_worked_out_by_hand() -> None:
    from cardtable_qt.engine.cards import parse_cards

    # 2H 3H 4H pure; 6S 7S + 5S standing in: mixed, so 999 count; QC KD KH AS left: 40
    hand = parse_cards("2H 3H 4H 5S 6S 7S 9D 9C 9S KH KD QC AS")
    assert Reference(hand, 5).loser_cost() == 40 * SCALE + 4
    # the same with eights wild: no mixed sequence, the nines are scattered too: 67
    assert Reference(hand, 8).loser_cost() == 67 * SCALE + 7
    assert Reference(parse_cards("2H 3H 4H 6S 7S 8S 9D"), 5).can_declare(False, True) is False
    assert Reference(parse_cards("2H 3H 4H 6S 7S 8S"), 5).can_declare(False, True) is True
