"""``best_grouping``: the seed's scoring (D-R10) and the exactness of the solver.

The solver is checked against ``test_rummy_reference`` (every partition of the hand into candidate
groups, read by brute force) on thousands of random small hands, and its declarations against
``validate`` and the reference on declarable and near-declarable hands.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from cardtable_qt.engine.cards import Card, format_cards, make_deck, parse_cards
from cardtable_qt.engine.rng import Rng
from cardtable_qt.engine.rummy import best_grouping, card_points, loser_points, readings, validate
from cardtable_qt.engine.rummy.advice import best_discard, discard_options
from cardtable_qt.engine.rummy.solver import Hand, declaration_grouping
from tests.engine.test_rummy_reference import SCALE, Reference

# (hand, wild rank, points, scattered cards) for a loser's count
LOSER_CASES = [
    # trios count beside a mixed sequence (5S stands in: 6S 7S + a wild 5)
    ("2H 3H 4H 5S 6S 7S 9D 9C 9S KH KD QC AS", "5", 40, "QC KD KH AS"),
    # the same cards with eights wild: two pure sequences do not make the nines count
    ("2H 3H 4H 5S 6S 7S 9D 9C 9S KH KD QC AS", "8", 67, "QC KD KH AS 9C 9D 9S"),
    # no wild card at all: no mixed sequence, so trios never count
    ("2H 3H 4H 6S 7S 8S 9D 9C 9S KH KD KC AS", "5", 58, "KC KD KH AS 9C 9D"),
    # a loser's sequences count without a pure sequence; a scattered wild scores 0
    ("2H BJ 4H 9S 9D RJ KD QC", "5", 20, "QC KD"),
    # the two-trio limit is a declaration's, not a loser's: three trios count
    ("2H 3H BJ 9D 9C 9S KH KD KC QH QD QS AC", "5", 10, "AC"),
    # D-R3: the wild-rank 7H as itself in 6H 7H 8H; nothing else can be mixed (no joker)
    ("6H 7H 8H 5S 5D 5C", "7", 15, "5C 5D 5S"),
    # ... but with a joker the 7H and the joker make a mixed sequence, and the fives count
    ("6H 7H 8H 5S 5D 5C BJ", "7", 0, ""),
    # ace high or low, never both (K-A-2 does not wrap)
    ("QD KD AD 2D 3D", "9", 5, "2D 3D"),
    ("QD KD AD AD 2D 3D", "9", 0, ""),
    ("KD AD 2D", "9", 22, "KD AD 2D"),
    # D-R2: a turned joker makes aces wild: a scattered ace scores 0
    ("AS 5H 9C", "A", 14, "9C 5H AS"),
    # three identical cards are a pure sequence (three decks)
    ("5H 5H 5H KD", "2", 10, "KD"),
]


@pytest.mark.parametrize(("cards", "wild", "points", "scattered"), LOSER_CASES)
def test_loser_count_case_table(cards: str, wild: str, points: int, scattered: str) -> None:
    best = best_grouping(cards, wild)
    assert best.points == points
    assert sorted(format_cards(best.scattered).split()) == sorted(scattered.split())
    assert loser_points(cards, wild) == points
    _check_loser_grouping(parse_cards(cards), best, int(wild) if wild.isdigit() else 14)


def test_fewest_scattered_cards_break_ties() -> None:
    # D-R10: the joker scores 0 either way, but it goes into a group rather than stay out
    best = best_grouping("2H 3H 4H BJ 9S", "7")
    assert best.points == 9
    assert [str(c) for c in best.scattered] == ["9S"]


def test_declaration_from_thirteen_and_fourteen_cards() -> None:
    thirteen = "2H 3H 4H 6S 7S 8S 9D 9C 9S KH KD KC 5D"
    found = best_grouping(thirteen, "5", winner=True)
    assert found is not None and found.scattered == () and found.points == 0
    assert validate(found.groups, "5") == []
    fourteen = thirteen + " AS"
    found = best_grouping(fourteen, "5", winner=True)
    assert found is not None and [str(c) for c in found.scattered] == ["AS"]
    assert validate(found.groups, "5") == []
    # no wild card: KKK and 999 are trios, AS is left over
    assert best_grouping("2H 3H 4H 6S 7S 8S 9D 9C 9S KH KD KC AS", "5", winner=True) is None
    with pytest.raises(ValueError, match="13 or 14 cards"):
        best_grouping("2H 3H 4H", "5", winner=True)


def test_declaration_follows_the_cover_rule() -> None:
    # A-K of hearts: with the seed's rule the solver splits it into 3 + 3 + 7 (or similar)
    hand = "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"
    for cover in (True, False):
        found = best_grouping(hand, "5", winner=True, cover_rule=cover)
        assert found is not None
        assert validate(found.groups, "5", cover_rule=cover) == []
    # pure 5 + mixed 5 + trio: only valid without the rule
    hand = "2H 3H 4H 5H 6H 6S 7S BJ 9S 10S KH KD KC"
    assert best_grouping(hand, "3", winner=True) is None
    found = best_grouping(hand, "3", winner=True, cover_rule=False)
    assert found is not None and validate(found.groups, "3", cover_rule=False) == []


# --- exactness against the brute force ------------------------------------------------------


def small_hand(rng: Rng) -> tuple[list[Card], int]:
    """7–10 cards from 1–3 decks, often from a few ranks and suits so groups are many."""
    decks = 1 + rng.randbelow(3)
    wild = 2 + rng.randbelow(13)
    if rng.randbelow(2):
        low = 1 + rng.randbelow(10)
        ranks = [
            r for r in range(2, 15) if low <= r <= low + 4 or r == wild or (r == 14 and low == 1)
        ]
        suits = ["S", "H", "D", "C"][: 1 + rng.randbelow(3)]
        deck = [Card(r, s, d) for d in range(decks) for s in suits for r in ranks]
        deck += [Card(j, None, d) for d in range(decks) for j in (15, 16)]
    else:
        deck = make_deck(decks, jokers=True)
    rng.shuffle(deck)
    return deck[: 7 + rng.randbelow(4)], wild


def test_loser_count_is_exact_on_2000_small_hands() -> None:
    rng = Rng(2024)
    with_wilds = 0
    for _ in range(2000):
        cards, wild = small_hand(rng)
        with_wilds += any(c.suit is None or c.rank == wild for c in cards)
        expected = Reference(cards, wild).loser_cost()
        best = best_grouping(cards, wild)
        cost = best.points * SCALE + len(best.scattered)
        assert cost == expected, (format_cards(cards), wild, best)
        _check_loser_grouping(cards, best, wild)
    assert with_wilds > 1200


def test_declarations_are_exact_on_small_hands() -> None:
    rng = Rng(77)
    found_some = 0
    for _ in range(400):
        cards, wild = small_hand(rng)
        reference = Reference(cards, wild)
        for drop in (False, True):
            for cover in (True, False):
                expected = reference.can_declare(drop, cover)
                found = declaration_grouping(Hand(cards, wild), drop=drop, cover_rule=cover)
                assert (found is not None) == expected, (format_cards(cards), wild, drop, cover)
                if found is not None:
                    found_some += 1
                    shown = [c for g in found.groups for c in g] + list(found.scattered)
                    assert sorted(shown) == sorted(cards)
                    assert len(found.scattered) == int(drop)
    assert found_some > 100


def declarable_hand(rng: Rng) -> tuple[list[Card], int]:
    """13 cards made of a valid declaration's shape, then one card perhaps swapped out."""
    deck = make_deck(2, jokers=True)
    rng.shuffle(deck)
    wild = 2 + rng.randbelow(13)
    hand: list[Card] = []
    suits = ["S", "H", "D", "C"]
    for size in (3, 3 + rng.randbelow(2)):
        suit = suits[rng.randbelow(4)]
        start = 2 + rng.randbelow(15 - size - 1)
        hand += [Card(r, suit, rng.randbelow(2)) for r in range(start, start + size)]
    while len(hand) < 13:
        rank = 2 + rng.randbelow(13)
        hand += [Card(rank, s, rng.randbelow(2)) for s in suits[: min(3, 13 - len(hand))]]
    hand = list(dict.fromkeys(hand))
    for card in deck:
        if len(hand) == 13:
            break
        if card not in hand:
            hand.append(card)
    if rng.randbelow(2):
        spare = next(c for c in deck if c not in hand)
        hand[rng.randbelow(13)] = spare
    return hand, wild


def test_declarations_on_full_hands_validate_and_match_the_reference() -> None:
    rng = Rng(5)
    found_some = 0
    for _ in range(40):
        hand, wild = declarable_hand(rng)
        for cover in (True, False):
            found = best_grouping(hand, wild, winner=True, cover_rule=cover)
            assert (found is not None) == Reference(hand, wild).can_declare(False, cover)
            if found is not None:
                found_some += 1
                assert validate(found.groups, wild, cover_rule=cover) == []
                assert sorted(c for g in found.groups for c in g) == sorted(hand)
        extra = make_deck(2, jokers=True)[rng.randbelow(108)]
        if extra not in hand:
            fourteen = [*hand, extra]
            found = best_grouping(fourteen, wild, winner=True)
            if found is not None:
                assert validate(found.groups, wild) == []
                assert len(found.scattered) == 1
    assert found_some > 15


def test_best_discard_is_the_best_of_all_discards() -> None:
    rng = Rng(9)
    deck = make_deck(2, jokers=True)
    for _ in range(30):
        rng.shuffle(deck)
        hand, wild = deck[:14], 2 + rng.randbelow(13)
        options = discard_options(hand, wild)
        for card, points in options:
            rest = list(hand)
            rest.remove(card)
            assert points == best_grouping(rest, wild).points
        card, points = best_discard(hand, wild)
        assert points == min(p for _, p in options)
        keep = card.face
        other, _ = best_discard(hand, wild, keep=keep)
        assert other.face != keep


def _check_loser_grouping(cards: Sequence[Card], best: object, wild: int) -> None:
    """The arrangement itself follows the scoring rules, whatever its points."""
    from cardtable_qt.engine.rummy import Grouping

    assert isinstance(best, Grouping)
    shown = [c for g in best.groups for c in g] + list(best.scattered)
    assert sorted(shown) == sorted(cards)
    for group, kind in zip(best.groups, best.kinds, strict=True):
        assert kind in readings(group, wild)
    if "trio" in best.kinds:
        assert "mixed" in best.kinds
    assert best.points == sum(card_points(c, wild) for c in best.scattered)
