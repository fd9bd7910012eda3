"""Rummy groups: which cards are wild, what a card scores, and what one group of cards is.

A group is read the way most favourable to its owner. A wild-rank card may be a natural card in
its own suit and place (D-R3) or a wild standing in for another card; a printed joker is always a
wild. So one group can have several readings: ``5H 6H 7H`` with sevens wild is a pure sequence
(the 7H as itself) and also a mixed one (4H 5H 6H with the 7H standing in for the 4H).

Positions: 2..13 are the ranks, an ace is 14 (high) or 1 (low, A-2-3), never both in one
sequence, so a sequence is at most 13 cards long (K-A-2 does not wrap).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final, Literal

from ..cards import ACE, Card, parse_cards, parse_rank
from ..messages import Message, msg

Kind = Literal["pure", "mixed", "trio"]
KIND_NAMES: Final[dict[str, str]] = {
    "pure": "Pure sequence",
    "mixed": "Mixed sequence",
    "trio": "Trio",
}
MAX_SUBSTITUTES: Final = 2  # D-R4
MAX_SEQUENCE: Final = 13


def wild_rank_of(rank: int | str) -> int:
    """A wild rank from its int or its notation ("7", "Q", "A")."""
    return parse_rank(rank)


def cards_of(cards: str | Iterable[Card]) -> list[Card]:
    return parse_cards(cards)


def is_wild(card: Card, wild_rank: int) -> bool:
    """Printed jokers and every card of the deal's wild rank."""
    return card.suit is None or card.rank == wild_rank


def card_points(card: Card, wild_rank: int) -> int:
    """A scattered card's count: A K Q J 10 score 10, 9..2 their value, a wild card 0."""
    if card.suit is None or card.rank == wild_rank:
        return 0
    return 10 if card.rank >= 10 else card.rank


def positions(rank: int) -> tuple[int, ...]:
    """Where a rank may stand in a sequence: an ace low (1) or high (14)."""
    return (1, ACE) if rank == ACE else (rank,)


def _is_identical_three(cards: Sequence[Card]) -> bool:
    first = cards[0]
    return len(cards) == 3 and first.suit is not None and all(c.face == first.face for c in cards)


def _is_trio(cards: Sequence[Card], wild_rank: int) -> bool:
    """Exactly three cards of one rank: three naturals, or two naturals and one wild."""
    if len(cards) != 3 or _is_identical_three(cards):
        return False
    ranks = [c.rank for c in cards if c.suit is not None]
    for rank in set(ranks):
        naturals = ranks.count(rank)
        others = [c for c in cards if c.suit is None or c.rank != rank]
        if naturals == 3 or (naturals == 2 and is_wild(others[0], wild_rank)):
            return True
    return False


def _sequence_readings(cards: Sequence[Card], wild_rank: int) -> tuple[bool, bool]:
    """(pure, mixed): whether the cards read as a pure or as a mixed sequence."""
    n = len(cards)
    if not 3 <= n <= MAX_SEQUENCE:
        return False, False
    fixed = [c for c in cards if not is_wild(c, wild_rank)]
    flexible = [c for c in cards if c.suit is not None and c.rank == wild_rank]
    jokers = n - len(fixed) - len(flexible)
    suits = {c.suit for c in fixed}
    if len(suits) > 1:
        return False, False
    candidates = suits if suits else {c.suit for c in flexible}
    pure = mixed = False
    for suit in candidates:
        # Each natural takes one place; wild-rank cards of this suit may join them as naturals.
        own = sum(1 for c in flexible if c.suit == suit)
        for spots in _fixed_spots(fixed):
            for extra in range(min(own, 1 if wild_rank != ACE else 2) + 1):
                for natural_spots in _with_wild_spots(spots, suit, wild_rank, extra):
                    if not natural_spots:
                        continue
                    subs = n - len(natural_spots)
                    lo, hi = min(natural_spots), max(natural_spots)
                    if hi - lo + 1 > n:
                        continue
                    if subs == 0:
                        pure = True
                    elif subs <= MAX_SUBSTITUTES and _stands_in(
                        natural_spots, n, subs, jokers + len(flexible) - own, wild_rank
                    ):
                        mixed = True
    return pure, mixed


def _fixed_spots(fixed: Sequence[Card]) -> list[frozenset[int]]:
    """Every placement of the non-wild cards (an ace low or high), with distinct places."""
    out: list[frozenset[int]] = [frozenset()]
    for card in fixed:
        out = [s | {p} for s in out for p in positions(card.rank) if p not in s]
    return [s for s in out if len(s) == len(fixed)]


def _with_wild_spots(
    spots: frozenset[int], suit: str | None, wild_rank: int, extra: int
) -> list[frozenset[int]]:
    """Add ``extra`` wild-rank cards of the suit as naturals in their own place(s)."""
    if extra == 0:
        return [spots]
    places = [p for p in positions(wild_rank) if p not in spots]
    if extra == 1:
        return [spots | {p} for p in places]
    return [spots | set(places)] if len(places) == 2 else []


def _stands_in(
    natural_spots: frozenset[int],
    n: int,
    subs: int,
    foreign_wilds: int,
    wild_rank: int,
) -> bool:
    """Whether some substitute can stand in for a card other than itself.

    A wild-rank card of the sequence's own suit in its own place is a natural card (D-R3), so a
    reading whose only substitute is such a card in that very place is not mixed. Jokers and
    wild-rank cards of other suits (``foreign_wilds``) always stand in for another card.
    """
    if foreign_wilds or subs >= 2:
        return True
    lo, hi = min(natural_spots), max(natural_spots)
    own_places = set(positions(wild_rank))
    for start in range(max(1, hi - n + 1), min(lo, 14 - n + 1) + 1):
        missing = set(range(start, start + n)) - natural_spots
        if missing - own_places:
            return True
    return False


def readings(cards: str | Iterable[Card], wild_rank: int | str) -> frozenset[Kind]:
    """Every way these cards form one group: a subset of {"pure", "mixed", "trio"}."""
    group = cards_of(cards)
    wild = wild_rank_of(wild_rank)
    if len(group) < 3:
        return frozenset()
    pure, mixed = _sequence_readings(group, wild)
    out: set[Kind] = set()
    if pure or _is_identical_three(group):
        out.add("pure")
    if mixed:
        out.add("mixed")
    if _is_trio(group, wild):
        out.add("trio")
    return frozenset(out)


def best_kind(kinds: Iterable[str]) -> Kind | None:
    """The reading a table shows first: a pure sequence, then a mixed one, then a trio."""
    found = set(kinds)
    order: tuple[Kind, ...] = ("pure", "mixed", "trio")
    for kind in order:
        if kind in found:
            return kind
    return None


def describe_group(cards: str | Iterable[Card], wild_rank: int | str) -> tuple[Kind | None, str]:
    """The group's kind and a label for it, or None and why it is not a group."""
    group = cards_of(cards)
    wild = wild_rank_of(wild_rank)
    kind = best_kind(readings(group, wild))
    if kind is not None:
        return kind, KIND_NAMES[kind]
    return None, why_not_a_group(group, wild)


def why_not_a_group(group: Sequence[Card], wild_rank: int) -> str:
    """A sentence saying what keeps these cards from being a sequence or a trio."""
    return why_not_a_group_message(group, wild_rank).english()


def why_not_a_group_message(group: Sequence[Card], wild_rank: int) -> Message:
    """``why_not_a_group`` as a message the shell translates."""
    n = len(group)
    if n < 3:
        return msg("rummy.group_too_small")
    if all(c.suit is None for c in group):
        return msg("rummy.jokers_alone")
    fixed = [c for c in group if not is_wild(c, wild_rank)]
    ranks = sorted({c.rank for c in fixed})
    if len(fixed) >= 2 and len(ranks) == 1 and n > 3:
        return msg("rummy.trio_size")
    if len({c.suit for c in fixed}) > 1:
        return msg("rummy.mixed_suits")
    if len(ranks) < len(fixed):
        return msg("rummy.rank_twice")
    if n > MAX_SEQUENCE:
        return msg("rummy.sequence_too_long")
    if ACE in ranks and ranks[0] <= 3 and ranks[-2 if len(ranks) > 1 else -1] >= 12:
        return msg("rummy.ace_both_ends")
    suit = fixed[0].suit if fixed else None
    own_naturals = min(1, sum(1 for c in group if c.rank == wild_rank and c.suit == suit))
    if n - len(fixed) - own_naturals > MAX_SUBSTITUTES:
        return msg("rummy.too_many_wilds")
    return msg("rummy.gaps")


def in_order(cards: Sequence[Card], wild_rank: int, kind: Kind) -> tuple[Card, ...]:
    """The group laid out as a table shows it: a sequence from its lowest place up, each wild
    standing in the place it fills (as many naturals as the reading allows); a trio with its
    naturals first."""
    if kind == "trio":
        return tuple(sorted(cards, key=lambda c: is_wild(c, wild_rank)))
    n = len(cards)
    best: tuple[int, tuple[Card, ...]] | None = None
    for suit in sorted({c.suit for c in cards if c.suit is not None}):
        for placed in _placements(cards, suit, wild_rank):
            subs = [c for c in cards if all(c is not p for p in placed.values())]
            if len({id(c) for c in placed.values()}) != len(placed):
                continue
            lo, hi = min(placed), max(placed)
            if hi - lo + 1 > n or (kind == "pure") != (not subs) or len(subs) > MAX_SUBSTITUTES:
                continue
            for start in range(min(lo, 15 - n), max(1, hi - n + 1) - 1, -1):
                missing = [q for q in range(start, start + n) if q not in placed]
                if kind == "mixed" and not _genuine(subs, missing, suit, wild_rank):
                    continue
                fill = iter(subs)
                laid = tuple(
                    placed[q] if q in placed else next(fill) for q in range(start, start + n)
                )
                if best is None or len(placed) > best[0]:
                    best = (len(placed), laid)
                break
    return best[1] if best is not None else tuple(cards)


def _placements(cards: Sequence[Card], suit: str, wild_rank: int) -> list[dict[int, Card]]:
    """Ways to put the suit's cards in their places (non-wild cards must, wild-rank ones may)."""
    out: list[dict[int, Card]] = [{}]
    for card in cards:
        must = not is_wild(card, wild_rank)
        if card.suit != suit:
            if must:
                return []
            continue
        nxt = [] if must else [dict(p) for p in out]
        for placed in out:
            for q in positions(card.rank):
                if q not in placed:
                    nxt.append({**placed, q: card})
        out = nxt
    return [p for p in out if p]


def _genuine(subs: Sequence[Card], missing: Sequence[int], suit: str, wild_rank: int) -> bool:
    """Some substitute stands in a place other than its own (D-R3)."""
    own = set(positions(wild_rank))
    for card, q in zip(subs, missing, strict=True):
        if card.suit != suit or card.rank != wild_rank or q not in own:
            return True
    return False
