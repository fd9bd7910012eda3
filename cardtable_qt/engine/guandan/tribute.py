"""Tribute between hands: who pays, which cards may be paid and returned, who takes what.

- The Dweller pays the Banker its highest card, not counting the heart level cards, judged at the
  new hand's level; among equal highest cards the payer chooses the suit.
- Double Dweller (the first two out were partners): both losers pay; the Banker takes the higher
  card, the Follower the lower; equal cards go clockwise (G-4: the payer clockwise-next to the
  Banker pays the Banker). Returns go back to the giver, the Banker's first.
- G-3: the return is any card of rank 10 or lower that is not of the level rank; with none, the
  lowest card.
- G-5: no tribute when the paying side holds both big jokers; the Banker then leads. Otherwise
  the player who paid the Banker leads (the higher tribute; with equal ones, the Banker's payer).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..cards import RED_JOKER, Card
from .combo import is_wild, power
from .deal import SEATS


def partner(seat: int) -> int:
    return (seat + 2) % SEATS


def tribute_payers(finish: Sequence[int]) -> tuple[int, ...]:
    """Payers for the next hand, from the order players went out. With two payers the first is
    the one clockwise-next to the Banker."""
    banker = finish[0]
    if len(finish) == 2:  # the first two out were partners: a Double Dweller
        return ((banker + 3) % SEATS, (banker + 1) % SEATS)
    return tuple(s for s in range(SEATS) if s not in finish)


def big_joker_holders(hands: Sequence[Sequence[Card]], payers: Iterable[int]) -> list[int]:
    """The seat of each big joker held by the payers (G-5: two means no tribute)."""
    return [seat for seat in payers for card in hands[seat] if card.rank == RED_JOKER]


def one_per_face(cards: Iterable[Card]) -> list[Card]:
    """One copy of each face (rank and suit), the lowest deck index, in card order."""
    seen: set[tuple[int, str | None]] = set()
    out = []
    for card in sorted(cards):
        if card.face not in seen:
            seen.add(card.face)
            out.append(card)
    return out


def tribute_cards(hand: Sequence[Card], level: int) -> list[Card]:
    """Cards ``hand`` may pay: its highest at ``level``, wilds not counted."""
    candidates = [c for c in hand if not is_wild(c, level)]
    if not candidates:
        return []
    top = max(power(c.rank, level) for c in candidates)
    return [c for c in candidates if power(c.rank, level) == top]


def return_cards(hand: Sequence[Card], level: int) -> list[Card]:
    """Cards ``hand`` may return (G-3): rank 10 or lower, not the level rank; else the lowest."""
    low = [c for c in hand if c.rank <= 10 and c.rank != level]
    if low:
        return low
    if not hand:
        return []
    bottom = min(power(c.rank, level) for c in hand)
    return [c for c in hand if power(c.rank, level) == bottom]


def allocate(
    banker: int, paid: Sequence[tuple[int, Card]], level: int
) -> list[tuple[int, int, Card]]:
    """(giver, receiver, card) for each tribute, the Banker's first.

    ``paid`` lists (payer, card) in `tribute_payers` order, so with equal cards the first payer
    (clockwise-next to the Banker) pays the Banker.
    """
    if len(paid) == 1:
        giver, card = paid[0]
        return [(giver, banker, card)]
    (first, first_card), (second, second_card) = paid
    if power(second_card.rank, level) > power(first_card.rank, level):
        (first, first_card), (second, second_card) = (second, second_card), (first, first_card)
    return [(first, banker, first_card), (second, partner(banker), second_card)]
