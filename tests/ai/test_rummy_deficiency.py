"""The hard rummy bot's deficiency (cards to replace before declaring) against brute force."""

from __future__ import annotations

import random

import pytest

from cardtable_qt.ai import rummy_deficiency
from cardtable_qt.ai.rummy_deficiency import deficiency, deficiency_below, lowers
from cardtable_qt.engine.cards import Card, make_deck, parse_cards
from cardtable_qt.engine.rummy import best_grouping

DECK = make_deck(1, jokers=True)
# Valid declarations (wild rank, hand) the random cases start from.
DECLARED = [
    (4, "AH 2H 3H 5S 6S 7S 8S 9D 9C 9H KD KC KS"),
    (7, "3H 4H 5H 10S JS QS 7D 2C 3C 4C 5C 6C 8C"),
    (11, "QD KD AD 4S 5S JH 7S 8H 8C 8D 2H 2S 2C"),
    (2, "9C 10C JC QC 5D 6D 7D RJ 4H 5H AS AD AH"),
]


def _declarable(cards: list[Card], wild: int) -> bool:
    return best_grouping(cards, wild, winner=True, cover_rule=True) is not None


def _brute_force(cards: list[Card], wild: int) -> int:
    """0 if the engine accepts the hand, 1 if one replacement makes it declarable, else 2."""
    if _declarable(cards, wild):
        return 0
    held = {c.face for c in cards}
    for i in range(len(cards)):
        rest = cards[:i] + cards[i + 1 :]
        for card in DECK:
            if card.face not in held and _declarable([*rest, card], wild):
                return 1
    return 2


def test_the_declarations_have_no_deficiency() -> None:
    for wild, hand in DECLARED:
        assert deficiency(parse_cards(hand), wild) == 0, hand


@pytest.mark.parametrize("case", range(24))
def test_deficiency_matches_a_brute_force_near_a_declaration(case: int) -> None:
    rnd = random.Random(case)
    wild, text = DECLARED[case % len(DECLARED)]
    cards = parse_cards(text)
    held = {c.face for c in cards}
    for _ in range(1 + case % 2):  # replace one or two cards by cards from outside the hand
        i = rnd.randrange(len(cards))
        new = rnd.choice([c for c in DECK if c.face not in held])
        held.discard(cards[i].face)
        held.add(new.face)
        cards[i] = new
    found = deficiency(cards, wild)
    assert min(found, 2) == _brute_force(cards, wild), (" ".join(map(str, cards)), wild)


@pytest.mark.parametrize("seed", range(8))
def test_deficiency_of_random_hands_is_exact_when_small(seed: int) -> None:
    rnd = random.Random(100 + seed)
    cards = rnd.sample(DECK, 13)
    wild = rnd.randint(2, 14)
    found = deficiency(cards, wild)
    assert found >= 1 or _declarable(cards, wild)
    if found <= 1:
        assert _brute_force(cards, wild) == found


def test_fourteen_cards_count_their_best_thirteen() -> None:
    rnd = random.Random(3)
    for _ in range(10):
        cards = rnd.sample(DECK, 14)
        wild = rnd.randint(2, 14)
        best = min(deficiency(cards[:i] + cards[i + 1 :], wild) for i in range(14))
        assert deficiency(cards, wild) == best


def test_the_quick_question_agrees_with_the_number() -> None:
    rnd = random.Random(9)
    for _ in range(20):
        cards = rnd.sample(DECK, 14)
        wild = rnd.randint(2, 14)
        d = deficiency(cards, wild)
        faces = [c.face for c in reversed(cards)]  # another order: no memo shared by key order
        assert deficiency_below([*faces[1:], faces[0]], wild, d) is False
        assert deficiency_below(cards[::-1], wild, d + 1) is True


@pytest.mark.parametrize("decks", [1, 2])
def test_whether_a_card_lowers_a_hand_agrees_with_the_full_question(decks: int) -> None:
    deck = make_deck(decks, jokers=True)
    rnd = random.Random(20 + decks)
    lowered = 0
    for _ in range(12):
        hand = rnd.sample(deck, 13)
        wild = rnd.randint(2, 14)
        d = deficiency(hand, wild)
        for card in rnd.sample([c for c in deck if c not in hand], 20):
            expected = deficiency_below([*hand, card], wild, d)
            _forget_answers()  # both questions share their memo: each must search
            assert lowers(hand, card, wild, d) is expected
            _forget_answers()
            lowered += expected
    assert 0 < lowered < 12 * 20  # both answers were asked


def _forget_answers() -> None:
    rummy_deficiency._MEMO.clear()
    rummy_deficiency._AT_LEAST.clear()


def test_a_wild_card_fills_a_gap_and_a_joker_never_makes_a_pure_sequence() -> None:
    # 5H 7H with a joker: a mixed sequence, but no pure one: a pure sequence is still missing.
    hand = parse_cards("5H RJ 7H 9S 9C 9D KD KC KS 2C 3C 4C 8D")
    assert deficiency(hand, 11) == 1  # 8D must become part of a sequence (or a card replaced)
    assert deficiency(parse_cards("5H 6H 7H 9S 9C 9D KD KC KS 2C 3C 4C RJ"), 11) == 0
