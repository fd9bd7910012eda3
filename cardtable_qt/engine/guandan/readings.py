"""Every reading of one set of cards as a combination (`readings`) and the one named first
(`classify`).

G-7: a set that reads more than one way is played as the reading its player chooses; each reading
is its own play. Readings that differ only in what a wild stands for but neither in kind nor in
value are one reading: a wild then stands for itself when it can (two wilds as a full house's
pair are a pair of level cards).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..cards import ACE, BLACK_JOKER, RED_JOKER, Card, CardError, parse_cards, parse_rank
from .combo import KIND_ORDER, LOW_ACE, Combo, power

Slot = tuple[int, Sequence[Card], int]  # (rank it stands as, natural cards, number of wilds)


def parse_level(level: int | str) -> int:
    """A level from its rank or notation (``5``, ``"5"``, ``"A"``)."""
    return parse_rank(level)


def as_cards(cards: str | Iterable[Card]) -> list[Card]:
    """Cards from a notation string or any iterable of cards."""
    out = parse_cards(cards)
    for card in out:
        if not isinstance(card, Card):
            raise CardError(f"not a card: {card!r}")
    return out


def assemble(
    kind: str, value: int, level: int, slots: Iterable[Slot], wilds: Sequence[Card]
) -> Combo:
    """A combo from its slots in standing order; wilds are handed out to slots in order."""
    cards: list[Card] = []
    ranks: list[int] = []
    used = 0
    for as_rank, naturals, n_wild in slots:
        cards.extend(naturals)
        if n_wild:
            cards.extend(wilds[used : used + n_wild])
            used += n_wild
        ranks.extend([as_rank] * (len(naturals) + n_wild))
    return Combo(kind, tuple(cards), tuple(ranks), value, level)


def run_rank(position: int) -> int:
    """The card rank at a position of a run (position 1 is an ace below 2)."""
    return ACE if position == LOW_ACE else position


def spare_pair_rank(triple: int) -> int:
    """What two wilds stand for as the pair of a full house whose triple is the level rank."""
    return 2 if triple != 2 else 3


def g7_key(combo: Combo) -> tuple[int, int, int, int]:
    """G-7's order of readings: the highest bomb first; then fewest stand-ins, then highest."""
    tier = combo.tier
    if tier:
        return (0, -tier, -combo.value, 0)
    return (1, len(combo.substitutes()), -combo.value, KIND_ORDER[combo.kind])


def readings(cards: str | Iterable[Card], level: int | str) -> list[Combo]:
    """Every reading of exactly these cards at ``level``, the one `classify` names first."""
    return _readings(as_cards(cards), parse_level(level))


def classify(cards: str | Iterable[Card], level: int | str) -> Combo | None:
    """The reading G-7 names without asking, or None when the cards are no combination."""
    found = _readings(as_cards(cards), parse_level(level))
    return found[0] if found else None


def _readings(cards: list[Card], level: int) -> list[Combo]:
    n = len(cards)
    if n == 0 or n > 10:
        return []
    wilds: list[Card] = []
    by_rank: dict[int, list[Card]] = {}
    for card in cards:
        if card.rank == level and card.suit == "H":
            wilds.append(card)
        else:
            by_rank.setdefault(card.rank, []).append(card)
    wilds.sort()
    for group in by_rank.values():
        group.sort()
    out: list[Combo] = []
    _same_rank(n, by_rank, wilds, level, out)
    if n == 4 and len(by_rank) == 2 and not wilds:
        if len(by_rank.get(BLACK_JOKER, ())) == 2 and len(by_rank.get(RED_JOKER, ())) == 2:
            slots = [(BLACK_JOKER, by_rank[BLACK_JOKER], 0), (RED_JOKER, by_rank[RED_JOKER], 0)]
            out.append(assemble("joker_bomb", RED_JOKER, level, slots, wilds))
    if BLACK_JOKER not in by_rank and RED_JOKER not in by_rank:
        if n == 5:
            _runs(by_rank, wilds, level, 1, 5, out)
        elif n == 6:
            _runs(by_rank, wilds, level, 2, 3, out)
            _runs(by_rank, wilds, level, 3, 2, out)
    if n == 5:
        _full_houses(by_rank, wilds, level, out)
    if len(out) > 1:
        out.sort(key=g7_key)
    return out


def _same_rank(
    n: int, by_rank: dict[int, list[Card]], wilds: list[Card], level: int, out: list[Combo]
) -> None:
    if len(by_rank) > 1:
        return
    if not by_rank:  # wilds alone are level cards
        rank = level
    else:
        rank = next(iter(by_rank))
        if rank >= BLACK_JOKER and (wilds or n > 2):
            return  # no wild stands for a joker
    naturals = by_rank.get(rank, [])
    kind = {1: "single", 2: "pair", 3: "triple"}.get(n, "bomb")
    if kind == "bomb" and n < 4:
        return
    out.append(assemble(kind, power(rank, level), level, [(rank, naturals, len(wilds))], wilds))


def _full_houses(
    by_rank: dict[int, list[Card]], wilds: list[Card], level: int, out: list[Combo]
) -> None:
    w = len(wilds)
    for triple, tri_cards in by_rank.items():
        a = len(tri_cards)
        if triple >= BLACK_JOKER or a > 3 or 3 - a > w:
            continue
        left = w - (3 - a)
        others = [r for r in by_rank if r != triple]
        if len(others) > 1:
            continue
        if others:
            pair = others[0]
            pair_cards = by_rank[pair]
            if len(pair_cards) + left != 2 or (pair >= BLACK_JOKER and left):
                continue
        elif left == 2:
            pair, pair_cards = (level if triple != level else spare_pair_rank(triple)), []
        else:
            continue
        slots = [(triple, tri_cards, 3 - a), (pair, pair_cards, left)]
        out.append(assemble("full_house", power(triple, level), level, slots, wilds))


def _runs(
    by_rank: dict[int, list[Card]],
    wilds: list[Card],
    level: int,
    width: int,
    length: int,
    out: list[Combo],
) -> None:
    """Straights and straight flushes (width 1), tubes (width 2), plates (width 3)."""
    if any(len(group) > width for group in by_rank.values()):
        return
    kind = {1: "straight", 2: "tube", 3: "plate"}[width]
    suits = {c.suit for group in by_rank.values() for c in group}
    for start in range(LOW_ACE, 16 - length):
        top = start + length - 1
        slots: list[Slot] = []
        placed = 0
        for position in range(start, top + 1):
            naturals = by_rank.get(run_rank(position), [])
            placed += len(naturals)
            slots.append((position, naturals, width - len(naturals)))
        if placed != sum(len(g) for g in by_rank.values()):
            continue  # a card outside this window
        out.append(assemble(kind, top, level, slots, wilds))
        if width == 1 and len(suits) == 1:
            out.append(assemble("straight_flush", top, level, slots, wilds))
