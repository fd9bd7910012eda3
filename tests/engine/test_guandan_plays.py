"""`legal_plays` against a slow, obviously correct reference, and its golden counts.

The reference classifies every subset of the hand one by one (`readings` gives each reading of a
set) and keeps one play per distinct play, where "distinct" is written out again here: copies of
a rank are interchangeable, except that in a straight flush the suit counts; a wild used as a
level card is a copy of the level rank; a wild standing in for another card is its own card.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest

from cardtable_qt.engine.cards import Card, make_deck, parse_cards, parse_rank
from cardtable_qt.engine.guandan import Combo, beats, classify, legal_plays, readings

LOW_ACE = 1


def distinct(combo: Combo) -> tuple[object, ...]:
    """What tells two plays apart (see the module docstring)."""
    level = combo.level
    flush = combo.kind == "straight_flush"
    suit = (
        next(c.suit for c in combo.cards if not (c.rank == level and c.suit == "H"))
        if flush
        else None
    )
    parts = []
    for card, as_rank in zip(combo.cards, combo.ranks, strict=True):
        rank = 14 if as_rank == LOW_ACE else as_rank
        wild = card.rank == level and card.suit == "H"
        if wild and not (rank == level and (not flush or suit == "H")):
            parts.append("W")
        elif flush:
            parts.append(f"{card.rank}{card.suit}")
        else:
            parts.append(str(card.rank))
    return (combo.kind, combo.value, tuple(sorted(parts)))


def reference(
    hand: list[Card], level: int, to_beat: Combo | None = None
) -> set[tuple[object, ...]]:
    found = set()
    for size in range(1, min(10, len(hand)) + 1):
        for subset in combinations(hand, size):
            for combo in readings(list(subset), level):
                if to_beat is None or beats(combo, to_beat):
                    found.add(distinct(combo))
    return found


def check_against_reference(hand_text: str, level_text: str, to_beat_text: str | None) -> int:
    hand, level = parse_cards(hand_text), parse_rank(level_text)
    to_beat = classify(to_beat_text, level) if to_beat_text else None
    plays = legal_plays(hand, level, to_beat)
    keys = [distinct(p) for p in plays]
    assert len(keys) == len(set(keys)), "a play is listed twice"
    assert set(keys) == reference(hand, level, to_beat)
    held = Counter(hand)
    for play in plays:
        assert not Counter(play.cards) - held, "a play uses cards the hand does not hold"
        assert play in readings(play.cards, level), "a play is not a reading of its own cards"
    return len(plays)


# (hand, level, play to beat or None, number of distinct plays)
GOLDEN = [
    # no wild
    ("3S 4S 5S 6S 7S 7D 8C 8C 9D 9S 10H JH", "2", None, 19),
    ("3S 3D 3C 4S 4D 4C 5H 5S 9C 9D 9S KD", "2", None, 23),
    ("AS AD 2S 2D 3S 3D 4C 5C KH KS QD JD", "9", None, 14),
    ("BJ BJ RJ RJ 7S 7D 7C 7H 8S 8D 9S", "2", None, 15),
    ("10H JH QH KH AH AS 9H 8H 10D JD", "5", None, 16),
    ("6S 6D 6C 6H 6S 9D 9C JD JC JS 2D", "3", "8S 8D 8C 8H", 1),
    ("3S 4S 5S 6S 7S 7D 8C 8C 9D 9S 10H JH", "2", "6S", 6),
    ("3S 3D 3C 4S 4D 4C 5H 5S 9C 9D 9S KD", "2", "7S 7D 7C AS AD", 3),
    ("AS AD 2S 2D 3S 3D 4C 5C KH KS QD JD", "9", "4S 4D", 2),
    ("10H JH QH KH AH AS 9H 8H 10D JD", "5", "8D 9D 10D JD QD", 2),
    # one wild
    ("3S 4S 6S 7S 8D 9D 10C 10D JS 5H", "5", None, 36),
    ("KS KD 6S 6C 9H JD QC QS 6D 2C", "9", None, 32),
    ("8S 8D 8C 8H 2H 3S 4S 5S 6D 7D", "2", None, 38),
    ("AS 2S 3S 4S QH QD QS 5D 5C", "Q", None, 25),
    ("KS KD 6S 6C 9H JD QC QS 6D 2C", "9", "7S 7D 7C 2S 2D", 5),
    ("3S 4S 6S 7S 8D 9D 10C 10D JS 5H", "5", "2S 3D 4C 5D 6S", 17),
    ("8S 8D 8C 8H 2H 3S 4S 5S 6D 7D", "2", "JS JD JC JH", 1),
    # two wilds
    ("3S 3D 4S 4D 7H 7H 9C 5C 5D 6S", "7", None, 91),
    ("5S 6S 8S 9S JH JH KD KC QS 10S", "J", None, 79),
    ("QS QD QC 4H 4H 2D AS KC KD 3D", "4", None, 60),
    ("9S 9D 9C 9H AH AH 10S 10D BJ", "A", None, 35),
    ("3S 3D 4S 4D 7H 7H 9C 5C 5D 6S", "7", "2S 2D 3S 3D 4S 4D", 22),
    ("5S 6S 8S 9S JH JH KD KC QS 10S", "J", "AD 2D 3D 4D 5D", 18),
    ("QS QD QC 4H 4H 2D AS KC KD 3D", "4", "KS", 6),
    ("9S 9D 9C 9H AH AH 10S 10D BJ", "A", "3S 3D 3C 3H 3S", 3),
    ("QS QD QC 4H 4H 2D AS KC KD 3D", "4", "JS JD JC 3S 3D", 24),
]


@pytest.mark.parametrize(("hand", "level", "to_beat", "count"), GOLDEN)
def test_legal_plays_match_the_reference(
    hand: str, level: str, to_beat: str | None, count: int
) -> None:
    assert check_against_reference(hand, level, to_beat) == count


def test_random_small_hands_match_the_reference() -> None:
    """Hands dense in a few ranks (so runs, groups and bombs appear), with 0, 1 or 2 wilds."""
    deck = make_deck(2, jokers=True)
    rnd = random.Random(20240607)
    for _ in range(40):
        level = rnd.randint(2, 14)
        low = rnd.randint(2, 10)
        pool = [
            c
            for c in deck
            if not (c.rank == level and c.suit == "H")
            and (low <= c.rank <= low + 4 or c.rank in (14, 15, 16, level))
        ]
        wilds = [Card(level, "H", d) for d in range(rnd.randint(0, 2))]
        hand = rnd.sample(pool, rnd.randint(5, 9 - len(wilds))) + wilds
        plays = legal_plays(hand, level)
        assert {distinct(p) for p in plays} == reference(hand, level)
        assert len(plays) == len({distinct(p) for p in plays})
        old = rnd.choice(plays)
        following = legal_plays(hand, level, old)
        assert {distinct(p) for p in following} == reference(hand, level, old)


def test_order_is_kind_then_value_then_bombs_upwards() -> None:
    plays = legal_plays("3S 3D 3C 3H 4S 5S 6S 7S BJ BJ RJ RJ", "2")
    kinds = [p.kind for p in plays]
    assert kinds[0] == "single" and kinds[-1] == "joker_bomb"
    bombs = [p for p in plays if p.tier]
    assert all(not p.tier for p in plays[: len(plays) - len(bombs)])
    assert [(b.tier, b.value) for b in bombs] == sorted((b.tier, b.value) for b in bombs)
    singles = [p.value for p in plays if p.kind == "single"]
    assert singles == sorted(singles)


def test_copies_given_up_are_those_whose_suit_matters_least() -> None:
    # 5♥ sits in a heart run 3-7; 5♠ and 5♣ help nothing: a single 5 or a pair of 5s uses them.
    plays = legal_plays("5S 5C 3H 4H 5H 6H 7H", "2")
    single_five = next(p for p in plays if p.kind == "single" and p.value == 5)
    pair_five = next(p for p in plays if p.kind == "pair")
    assert single_five.cards[0].suit in ("S", "C")
    assert {c.suit for c in pair_five.cards} == {"S", "C"}


def test_the_spare_copy_of_a_face_goes_first() -> None:
    hand = parse_cards("9D 9D 9S 10D JD QD KD")
    single = next(p for p in legal_plays(hand, "2") if p.kind == "single" and p.value == 9)
    assert single.cards[0].suit == "D"  # one 9♦ is spare; the other stays for the run


def test_a_wild_is_used_as_a_level_card_only_when_no_natural_one_is_left() -> None:
    plays = legal_plays("5S 5H AS", "5")
    singles = [p for p in plays if p.kind == "single" and p.value == 15]
    assert [str(p.cards[0]) for p in singles] == ["5S"]
    pairs = [p for p in plays if p.kind == "pair"]
    assert [p.cards for p in pairs] == [tuple(parse_cards("AS 5H")), tuple(parse_cards("5S 5H"))]
    assert [len(p.substitutes()) for p in pairs] == [1, 0]  # as an A; then as itself


def test_suits_count_in_straight_flushes() -> None:
    plays = legal_plays("3S 4S 5S 6S 7S 3D 4D 5D 6D 7D", "2")
    flushes = [p for p in plays if p.kind == "straight_flush"]
    straights = [p for p in plays if p.kind == "straight"]
    assert len(flushes) == 2 and {p.suit for p in flushes} == {"S", "D"}
    assert len(straights) == 1


def test_accepts_notation_for_everything() -> None:
    assert legal_plays("9S 9D 5H", "5", "8S 8D") == legal_plays(
        parse_cards("9S 9D 5H"), 5, classify("8S 8D", 5)
    )
    with pytest.raises(ValueError):
        legal_plays("9S", "5", "3S 4D")  # not a combination


def test_empty_hand_has_no_plays() -> None:
    assert legal_plays("", "2") == []
