"""Guandan combinations: `classify`, `readings`, `beats` and `describe`, case by case.

Every kind, every bomb boundary, every use of the wilds and decision G-7 (the other decisions
are in test_guandan_match.py). Levels are given in notation; at level L the wilds are L♥.
"""

from __future__ import annotations

import pytest

from cardtable_qt.engine.cards import parse_cards
from cardtable_qt.engine.guandan import Combo, beats, classify, legal_plays, readings


def kind_value(cards: str, level: str) -> tuple[str, int] | None:
    combo = classify(cards, level)
    return None if combo is None else (combo.kind, combo.value)


def all_readings(cards: str, level: str) -> list[tuple[str, int]]:
    return [(c.kind, c.value) for c in readings(cards, level)]


# (cards, level, expected (kind, value) of classify, or None)
CLASSIFY = [
    # singles: rank order 2 … A, level rank, small joker, big joker
    ("7S", "2", ("single", 7)),
    ("AS", "2", ("single", 14)),
    ("2S", "2", ("single", 15)),
    ("BJ", "2", ("single", 16)),
    ("RJ", "2", ("single", 17)),
    ("AS", "A", ("single", 15)),
    ("2H", "2", ("single", 15)),  # a wild alone is a level card
    # pairs: same rank; jokers only of one colour
    ("7S 7D", "2", ("pair", 7)),
    ("BJ BJ", "2", ("pair", 16)),
    ("RJ RJ", "2", ("pair", 17)),
    ("BJ RJ", "2", None),
    ("7S 8S", "2", None),
    ("7S 2H", "2", ("pair", 7)),  # wild as 7
    ("2H 2H", "2", ("pair", 15)),  # both wilds: a pair of level cards
    ("2S 2H", "2", ("pair", 15)),
    ("BJ 2H", "2", None),  # no wild for a joker
    # triples
    ("9S 9D 9C", "2", ("triple", 9)),
    ("9S 9D 5H", "5", ("triple", 9)),
    ("9S 5H 5H", "5", ("triple", 9)),
    ("BJ BJ RJ", "2", None),
    ("9S 9D 8C", "2", None),
    # full houses: compared by the triple only
    ("8S 8D 8C 5S 5D", "2", ("full_house", 8)),
    ("8S 8D 8C BJ BJ", "2", ("full_house", 8)),
    ("8S 8D 8C BJ RJ", "2", None),
    ("8S 8D 2H 5S 5D", "2", ("full_house", 8)),
    ("8S 8D 8C 5S 2H", "2", ("full_house", 8)),
    ("8S 8D 8C 8H 5D", "2", None),
    ("8S 8D 7C 5S 5D", "2", None),
    # straights: exactly 5, ace low or high, no wrapping, no jokers
    ("3S 4D 5C 6H 7S", "2", ("straight", 7)),
    ("AS 2D 3C 4S 5D", "9", ("straight", 5)),
    ("10S JD QC KH AS", "2", ("straight", 14)),
    ("QS KD AC 2H 3S", "9", None),
    ("5S 6D 7C 8H 9S", "7", ("straight", 9)),  # the level rank in its natural place
    ("3S 4D 2H 6C 7S", "2", ("straight", 7)),  # wild as 5
    ("3S 4D 2H 2H 7S", "2", ("straight", 7)),
    ("3S 4D 5C 6H 7S 8S", "2", None),
    ("3S 4D 5C 6H BJ", "2", None),
    ("3S 3D 5C 6H 7S", "2", None),
    # tubes: exactly three consecutive pairs
    ("10S 10D JS JD QS QD", "2", ("tube", 12)),
    ("AS AD 2S 2D 3S 3D", "9", ("tube", 3)),
    ("QS QD KS KD AS AD", "2", ("tube", 14)),
    ("KS KD AS AD 2S 2D", "9", None),
    ("5S 5D 6S 6D 7S 7D 8S 8D", "2", None),
    ("10S 10D JS 2H QS QD", "2", ("tube", 12)),
    ("10S 10D 2H 2H QS QD", "2", ("tube", 12)),  # two wilds make the J pair
    # plates: exactly two consecutive triples
    ("4S 4D 4C 5S 5D 5C", "2", ("plate", 5)),
    ("AS AD AC 2S 2D 2C", "9", ("plate", 2)),
    ("KS KD KC AS AD AC", "2", ("plate", 14)),
    ("4S 4D 4C 6S 6D 6C", "2", None),
    ("4S 4D 9H 5S 5D 5C", "9", ("plate", 5)),
    # bombs
    ("9S 9D 9C 9H", "2", ("bomb", 9)),
    ("9S 9D 9C 9H 9S", "2", ("bomb", 9)),
    ("9S 9D 9C 2H", "2", ("bomb", 9)),
    ("9S 9D 2H 2H", "2", ("bomb", 9)),
    ("9S 9D 9C 9H 9S 9D", "2", ("bomb", 9)),
    ("9S 9D 9C 9H 9S 9D 9C 9H", "2", ("bomb", 9)),
    ("9S 9D 9C 9H 9S 9D 9C 9H 5H 5H", "5", ("bomb", 9)),  # ten of a kind with both wilds
    ("5S 5D 5C 5S 5D 5C 5H 5H", "5", ("bomb", 15)),  # eight level cards
    ("5H 6H 7H 8H 9H", "2", ("straight_flush", 9)),
    ("AS 2S 3S 4S 5S", "9", ("straight_flush", 5)),
    ("10C JC QC KC AC", "2", ("straight_flush", 14)),
    ("5S 6S 2H 8S 9S", "2", ("straight_flush", 9)),  # wild as 7♠
    ("5S 6S 7S 8S 9D", "2", ("straight", 9)),
    ("BJ BJ RJ RJ", "2", ("joker_bomb", 16)),
    ("BJ BJ RJ 2H", "2", None),
    ("BJ BJ RJ RJ 2S", "2", None),
    # nothing
    ("", "2", None),
    ("3S 5D", "2", None),
]


@pytest.mark.parametrize(("cards", "level", "expected"), CLASSIFY)
def test_classify(cards: str, level: str, expected: tuple[str, int] | None) -> None:
    assert kind_value(cards, level) == expected


def test_classify_takes_cards_and_rank_numbers() -> None:
    assert classify(parse_cards("9S 9D 5H"), 5) == classify("9S 9D 5H", "5")


def test_the_cards_of_a_combo_are_the_cards_given() -> None:
    combo = classify("3S 4D 2H 6C 7S", "2")
    assert combo is not None
    assert sorted(combo.cards) == sorted(parse_cards("3S 4D 2H 6C 7S"))
    assert combo.ranks == (3, 4, 5, 6, 7)  # the wild stands in the gap


# (new, old, level, new beats old)
BEATS = [
    ("8S", "7D", "2", True),
    ("7S", "7D", "2", False),
    ("2S", "AS", "2", True),  # the level rank is above A
    ("BJ", "2S", "2", True),
    ("RJ", "BJ", "2", True),
    ("2H", "AS", "2", True),
    ("3S 3D", "2S", "5", False),  # another kind
    ("3S 3D 3C 2S 2D", "2S 2D 2C AS AD", "5", True),  # only the triple counts
    ("2S 2D 2C AS AD", "3S 3D 3C 2S 2D", "5", False),
    ("2S 3D 4C 5H 6S", "AS 2D 3C 4S 5D", "9", True),
    ("10S JD QC KH AS", "9S 10D JC QH KS", "2", True),
    ("JS JD QS QD KS KD", "10S 10D JS JD QS QD", "2", True),
    ("10S 10D JS JD QS QD", "JS JD QS QD KS KD", "2", False),
    ("5S 5D 5C 6S 6D 6C", "4S 4D 4C 5S 5D 5C", "2", True),
    ("5S 5D 5C 6S 6D 6C", "5S 6D 7C 8H 9S", "2", False),
    # bombs beat every non-bomb
    ("3S 3D 3C 3H", "10S JD QC KH AS", "2", True),
    ("3S 3D 3C 3H", "RJ", "2", True),
    ("3S 3D 3C 3H", "KS KD KC AS AD AC", "2", True),
    ("10S JD QC KH AS", "3S 3D 3C 3H", "2", False),
    # bomb boundaries, low to high
    ("4S 4D 4C 4H", "3S 3D 3C 3H", "9", True),
    ("2S 2D 2C 2S", "AS AD AC AH", "2", True),  # four level cards beat four aces
    ("3S 3D 3C 3H 3S", "2S 2D 2C 2S", "2", True),  # any 5-bomb beats any 4-bomb
    ("AS AD AC AH", "3S 3D 3C 3H 3S", "9", False),
    ("AS 2S 3S 4S 5S", "2S 2D 2C 2S 2H", "9", True),  # straight flush beats 5-bomb
    ("AS 2S 3S 4S 5S", "AS AD AC AH AS", "2", True),
    ("9S 10S JS QS KS", "10C JC QC KC AC", "2", False),
    ("10C JC QC KC AC", "9S 10S JS QS KS", "2", True),
    ("3S 3D 3C 3H 3S 3D", "10C JC QC KC AC", "9", True),  # 6-bomb beats straight flush
    ("10C JC QC KC AC", "3S 3D 3C 3H 3S 3D", "9", False),
    ("AS AD AC AH AS AD", "KS KD KC KH KS KD", "2", True),
    ("3S 3D 3C 3H 3S 3D 3C", "AS AD AC AH AS AD", "2", True),
    ("3S 3D 3C 3H 3S 3D 3C 3H", "AS AD AC AH AS AD AC", "2", True),
    ("3S 3D 3C 3H 3S 3D 3C 3H 5H", "AS AD AC AH AS AD AC AH", "5", True),
    ("3S 3D 3C 3H 3S 3D 3C 3H 5H 5H", "AS AD AC AH AS AD AC AH 5H", "5", True),
    ("BJ BJ RJ RJ", "3S 3D 3C 3H 3S 3D 3C 3H 5H 5H", "5", True),
    ("AS AD AC AH AS AD AC AH 5H 5H", "BJ BJ RJ RJ", "5", False),
    ("3S 3D 3C 3H", "4S 4D 4C 4H", "2", False),
]


@pytest.mark.parametrize(("new", "old", "level", "expected"), BEATS)
def test_beats(new: str, old: str, level: str, expected: bool) -> None:
    a, b = classify(new, level), classify(old, level)
    assert a is not None and b is not None
    assert beats(a, b) is expected


def test_nothing_beats_itself() -> None:
    for cards in ("7S", "9S 9D 9C 9H", "BJ BJ RJ RJ", "5H 6H 7H 8H 9H"):
        combo = classify(cards, "2")
        assert combo is not None and not beats(combo, combo)


def test_beats_refuses_plays_read_at_different_levels() -> None:
    a, b = classify("8S", "2"), classify("7S", "3")
    assert a is not None and b is not None
    with pytest.raises(ValueError):
        beats(a, b)


def test_bomb_tiers_run_from_four_of_a_kind_to_the_joker_bomb() -> None:
    order = [
        "3S 3D 3C 3H",
        "3S 3D 3C 3H 3S",
        "3S 4S 5S 6S 7S",
        "3S 3D 3C 3H 3S 3D",
        "3S 3D 3C 3H 3S 3D 3C",
        "3S 3D 3C 3H 3S 3D 3C 3H",
        "3S 3D 3C 3H 3S 3D 3C 3H 2H",
        "3S 3D 3C 3H 3S 3D 3C 3H 2H 2H",
        "BJ BJ RJ RJ",
    ]
    tiers = []
    for cards in order:
        combo = classify(cards, "2")
        assert combo is not None
        tiers.append(combo.tier)
    assert tiers == list(range(1, 10))


# --- wilds ------------------------------------------------------------------------------------


def test_a_wild_stands_in_for_any_card_but_a_joker() -> None:
    assert kind_value("QS QD 7H", "7") == ("triple", 12)
    assert kind_value("BJ 7H", "7") is None
    assert kind_value("BJ BJ RJ 7H", "7") is None
    assert kind_value("8S 8D 8C BJ 7H", "7") is None  # the pair cannot be BJ + wild


def test_both_wilds_in_one_play() -> None:
    assert kind_value("3S 4S 7H 7H 7S", "7") == ("straight_flush", 7)


def test_wilds_are_level_cards_when_alone_or_a_pair_of_themselves() -> None:
    single, pair = classify("JH", "J"), classify("JH JH", "J")
    assert single is not None and single.ranks == (11,) and single.value == 15
    assert pair is not None and pair.kind == "pair" and pair.value == 15
    assert single.substitutes() == () and pair.substitutes() == ()


def test_a_wild_in_its_own_place_of_a_heart_run_is_itself() -> None:
    combo = classify("3H 4H 5H 6H 7H", "5")
    assert combo is not None and combo.kind == "straight_flush"
    assert combo.substitutes() == ()
    spade = classify("3S 4S 5H 6S 7S", "5")
    assert spade is not None and spade.kind == "straight_flush" and spade.suit == "S"
    assert len(spade.substitutes()) == 1  # here it stands for 5♠


def test_a_wild_fills_any_gap_of_a_run() -> None:
    values = all_readings("5S 6D 7C 8H 3H", "3")
    assert ("straight", 9) in values and ("straight", 8) in values  # wild as 9 or as 4


# --- G-7: every reading of an ambiguous set; which one is named first ---------------------------


def test_g7_three_of_a_rank_and_both_wilds_read_bomb_first_then_full_house() -> None:
    assert all_readings("8S 8D 8C 5H 5H", "5") == [("bomb", 8), ("full_house", 8)]


def test_g7_natural_run_in_one_suit_reads_straight_flush_first_then_straight() -> None:
    assert all_readings("5H 6H 7H 8H 9H", "2") == [("straight_flush", 9), ("straight", 9)]


def test_g7_two_pairs_and_a_wild_read_the_higher_triple_first() -> None:
    assert all_readings("KS KD 6S 6C 5H", "5") == [("full_house", 13), ("full_house", 6)]


def test_g7_fewest_stand_ins_before_highest() -> None:
    # 5-5-6-6 and both wilds: a plate 5-6 (one wild stands in, one is a 5 itself) before the tubes
    found = all_readings("5S 5D 6S 6D 5H 5H", "5")
    assert found[0] == ("plate", 6)
    assert set(found[1:]) == {("tube", 7), ("tube", 6)}


def test_g7_every_reading_is_its_own_play() -> None:
    plays = legal_plays("8S 8D 8C 5H 5H", "5")
    readings_of_all = {(c.kind, c.value) for c in plays if len(c.cards) == 5}
    assert {("bomb", 8), ("full_house", 8)} <= readings_of_all


# --- describe -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "level", "text"),
    [
        ("4S 4D 4C 5S 5D 5C", "2", "Plate 4-4-4-5-5-5"),
        ("9S 9D 9C 9H 9S", "2", "Bomb of 5 × 9"),
        ("5H 6H 7H 8H 9H", "2", "Straight flush 5♥–9♥"),
        ("AS 2D 3C 4S 5D", "9", "Straight A–5"),
        ("10S 10D JS JD QS QD", "2", "Tube 10-10-J-J-Q-Q"),
        ("8S 8D 8C 5S 5D", "2", "Full house 8-8-8-5-5"),
        ("BJ BJ", "2", "Pair of small jokers"),
        ("RJ", "2", "Single big joker"),
        ("QS QD QC", "2", "Triple queens"),
        ("AS AD", "2", "Pair of aces"),
        ("AS AD AC", "2", "Triple aces"),
        ("KS KD", "2", "Pair of kings"),
        ("JS JD JC", "2", "Triple jacks"),
        ("10S 10D", "2", "Pair of 10s"),
        ("2S 2D 2C", "2", "Triple 2s"),
        ("RJ RJ", "2", "Pair of big jokers"),
        ("AS", "2", "Single A"),
        ("BJ BJ RJ RJ", "2", "Joker bomb"),
        ("3S 4D 2H 6C 7S", "2", "Straight 3–7 (wild as 5)"),
        ("9S 9D 2H 2H", "2", "Bomb of 4 × 9 (wilds as 9, 9)"),
    ],
)
def test_describe(cards: str, level: str, text: str) -> None:
    combo = classify(cards, level)
    assert combo is not None and combo.describe() == text == str(combo)


def test_several_cards_of_a_rank_are_named_in_words() -> None:
    """The name "Pair of As" read as the word "as": a pair or a triple of aces or a court rank
    names it in words ("Pair of aces"), a number as "10s". The code is the same, and the rank
    in card notation stays a parameter (the translations name the rank with it: "对 A")."""
    from cardtable_qt.engine.messages import Message

    for cards, rank in (("AS AD", "A"), ("QS QD QC", "Q"), ("9S 9D", "9")):
        combo = classify(cards, "2")
        assert combo is not None
        message = combo.message()
        assert message.code in ("guandan.pair", "guandan.triple")
        assert message.args["rank"] == rank
        assert isinstance(message.args["ranks"], Message)
        assert "As" not in message.english().split()


def test_combo_is_a_hashable_value() -> None:
    a, b = classify("7S 7D", "2"), classify("7S 7D", "2")
    assert isinstance(a, Combo) and a == b and hash(a) == hash(b)
