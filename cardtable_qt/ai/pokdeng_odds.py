"""Exact Pok Deng odds over the unseen cards, with card removal.

A *pool* is the set of cards a seat has not seen, kept as one 4-bit suit mask per rank, so the
hands that can be made from it are counted by rank and suit (how many pairs of two ranks, how
many of them suited, how many three-card hands of one suit) instead of being listed card by
card: a whole distribution costs a few hundred steps.

``final_hands`` is the distribution of the hand someone ends with, given which two-card totals
they may hold (``allowed``: e.g. no Pok, or "stood, so 5 to 7") and on which totals they draw
(``draws``). Every function returns probabilities over ``Hand`` values of the engine.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from ..engine.cards import Card
from ..engine.pokdeng import Hand, evaluate
from ..engine.pokdeng.hands import POINTS

RANKS = tuple(range(2, 15))
SUIT_BIT = {"S": 1, "H": 2, "D": 4, "C": 8}
BIT_SUIT = {v: k for k, v in SUIT_BIT.items()}
POPCOUNT = tuple(bin(m).count("1") for m in range(16))
NO_POK = frozenset(range(8))  # two-card totals of a hand that did not show Pok
ALL_POINTS = frozenset(range(10))

Masks = tuple[int, ...]  # indexed by rank (0 and 1 unused)
Dist = dict[Hand, float]


def pool_of(seen: Iterable[Card]) -> Masks:
    """The 52-card deck without ``seen``, as suit masks by rank."""
    masks = [0] * 15
    for r in RANKS:
        masks[r] = 15
    for card in seen:
        masks[card.rank] &= ~SUIT_BIT[card.suit or "S"]
    return tuple(masks)


def without(masks: Masks, card: Card) -> Masks:
    out = list(masks)
    out[card.rank] &= ~SUIT_BIT[card.suit or "S"]
    return tuple(out)


def cards_of(masks: Masks) -> list[Card]:
    return [Card(r, BIT_SUIT[b]) for r in RANKS for b in (1, 2, 4, 8) if masks[r] & b]


def size(masks: Masks) -> int:
    return sum(POPCOUNT[m] for m in masks)


# Hands by a small integer: the inner loops key their sums by it (an int hashes at C speed,
# a ``Hand`` through its generated ``__hash__``, which was most of the time spent here).
_HANDS: list[Hand] = []
_INDEX: dict[Hand, int] = {}


def _index(hand: Hand) -> int:
    found = _INDEX.get(hand)
    if found is None:
        found = _INDEX[hand] = len(_HANDS)
        _HANDS.append(hand)
    return found


@cache
def _value2(r1: int, r2: int, suited: bool) -> int:
    return _index(evaluate([Card(r1, "S"), Card(r2, "S" if suited else "H")]))


@cache
def _value3(r1: int, r2: int, r3: int, flush: bool) -> int:
    if flush:
        return _index(evaluate([Card(r1, "S"), Card(r2, "S"), Card(r3, "S")]))
    return _index(evaluate([Card(r1, "S"), Card(r2, "H"), Card(r3, "D")]))


def final_hands(masks: Masks, allowed: frozenset[int], draws: frozenset[int]) -> Dist:
    """The hand of someone dealt two cards from the pool whose total is in ``allowed``, who then
    draws a third (from the rest of the pool) when the total is in ``draws``."""
    counts = [POPCOUNT[m] for m in masks]
    rest = sum(counts) - 2
    out: dict[int, float] = {}
    weight = 0
    for i, r1 in enumerate(RANKS):
        m1, c1 = masks[r1], counts[r1]
        if not c1:
            continue
        for r2 in RANKS[i:]:
            p = (POINTS[r1] + POINTS[r2]) % 10
            if p not in allowed:
                continue
            m2 = masks[r2]
            if r1 == r2:
                pairs, suited = c1 * (c1 - 1) // 2, 0
            else:
                pairs, suited = c1 * counts[r2], POPCOUNT[m1 & m2]
            if not pairs:
                continue
            weight += pairs
            if p not in draws:
                if suited:
                    h = _value2(r1, r2, True)
                    out[h] = out.get(h, 0.0) + suited
                if pairs > suited:
                    h = _value2(r1, r2, False)
                    out[h] = out.get(h, 0.0) + pairs - suited
                continue
            share = 1.0 / rest
            distinct = r1 != r2
            for r3 in RANKS:
                c3 = counts[r3] - (r3 == r1) - (r3 == r2)
                if c3 <= 0:
                    continue
                total = pairs * c3
                flush = POPCOUNT[m1 & m2 & masks[r3]] if distinct and r3 != r1 and r3 != r2 else 0
                a, b, c = sorted((r1, r2, r3))
                if flush:
                    h = _value3(a, b, c, True)
                    out[h] = out.get(h, 0.0) + flush * share
                if total > flush:
                    h = _value3(a, b, c, False)
                    out[h] = out.get(h, 0.0) + (total - flush) * share
    if not weight:
        return {}
    return {_HANDS[h]: w / weight for h, w in out.items()}


def pairs_allowed(masks: Masks, allowed: frozenset[int]) -> int:
    """How many two-card hands of the pool have a total in ``allowed``."""
    counts = [POPCOUNT[m] for m in masks]
    total = 0
    for i, r1 in enumerate(RANKS):
        c1 = counts[r1]
        if not c1:
            continue
        for r2 in RANKS[i:]:
            if (POINTS[r1] + POINTS[r2]) % 10 in allowed:
                total += c1 * (c1 - 1) // 2 if r1 == r2 else c1 * counts[r2]
    return total


def third_card_weights(masks: Masks, allowed: frozenset[int]) -> list[tuple[Card, int]]:
    """Each card of the pool with how likely it is to be the next card drawn, when another
    hand's two cards, known to total in ``allowed``, were dealt from the pool before it.

    Knowing that (the dealer showed no Pok; a player stood, so holds 5-7) changes the odds of
    the cards left: a card that would have made many such pairs is less likely to be among the
    rest. The chance of card c is proportional to the allowed pairs of the pool without c."""
    return [(c, pairs_allowed(without(masks, c), allowed)) for c in cards_of(masks)]


def win(player: Hand, dealer: Hand, deng_difference: bool = False) -> int:
    """What one unit bet on ``player`` wins against ``dealer`` (negative: lost), as ``settle``."""
    ps, ds = player.strength, dealer.strength
    if ps > ds:
        return player.multiplier
    if ps < ds:
        return -dealer.multiplier
    return player.multiplier - dealer.multiplier if deng_difference else 0


def player_value(player: Hand, dealers: Dist, deng_difference: bool = False) -> float:
    """A player hand's expected win per unit bet against a distribution of dealer hands."""
    return sum(p * win(player, d, deng_difference) for d, p in dealers.items())


def dealer_value(dealer: Hand, players: Dist, deng_difference: bool = False) -> float:
    """The dealer's expected gain per unit bet of one player hand drawn from ``players``."""
    return -sum(p * win(h, dealer, deng_difference) for h, p in players.items())
