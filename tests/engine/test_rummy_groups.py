"""Rummy groups: what one set of cards is (rules/rummy.md "Groups", D-R2, D-R3, D-R4)."""

from __future__ import annotations

import pytest

from cardtable_qt.engine.cards import parse_cards
from cardtable_qt.engine.rummy import card_points, describe_group, is_wild, readings
from cardtable_qt.engine.rummy.groups import in_order

# (cards, wild rank, every reading, what a table shows first)
CASES = [
    # pure sequences: 3+ in one suit, ace low or high, no wrap
    ("5H 6H 7H", "2", {"pure"}, "pure"),
    ("AH 2H 3H", "9", {"pure"}, "pure"),
    ("QS KS AS", "9", {"pure"}, "pure"),
    ("2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC", "A", {"pure"}, "pure"),
    ("AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD", "7", {"pure"}, "pure"),  # 7D: its own place
    # D-R3: a wild-rank card as itself keeps the sequence pure; it may also stand in elsewhere
    ("6H 7H 8H", "7", {"pure"}, "pure"),
    ("5H 6H 7H", "7", {"pure", "mixed"}, "pure"),  # the 7H may stand in for the 4H
    # a printed joker is always a wild: never pure
    ("6H BJ 8H", "2", {"mixed"}, "mixed"),
    ("6H 7H RJ", "2", {"mixed"}, "mixed"),
    # D-R4: one or two substitutes, at least one natural
    ("5H BJ RJ", "2", {"mixed"}, "mixed"),
    ("2S 3S 4S 5S BJ RJ", "9", {"mixed"}, "mixed"),
    ("2S 5S BJ RJ", "9", {"mixed"}, "mixed"),
    ("KH 9S 9D", "9", {"mixed"}, "mixed"),  # KH and two wild nines; no trio of kings
    ("4D 9C 6D", "9", {"mixed"}, "mixed"),  # another suit's wild-rank card stands in
    # trios: exactly three of one rank; two naturals and one wild; suits may repeat
    ("5H 5D 5C", "2", {"trio"}, "trio"),
    ("5H 5D BJ", "2", {"trio"}, "trio"),
    ("5H 5D 2C", "2", {"trio"}, "trio"),
    ("5H 5H 5D", "2", {"trio"}, "trio"),
    ("7H 7S 7D", "7", {"trio", "mixed"}, "mixed"),  # as themselves, or 7H 8H 9H
    ("7H 7S 7D", "2", {"trio"}, "trio"),
    ("7H 7S BJ", "7", {"mixed", "trio"}, "mixed"),
    # three identical cards are a pure sequence, not a trio
    ("5H 5H 5H", "2", {"pure"}, "pure"),
    ("7H 7H 7H", "7", {"pure", "mixed"}, "pure"),
    # D-R2: a turned joker makes aces wild; an ace is then a wild in a sequence
    ("QH KH AS", "A", {"mixed"}, "mixed"),
    ("2H 3H AH", "A", {"pure", "mixed"}, "pure"),
]

NOT_GROUPS = [
    ("5H 6H", "2", "at least 3 cards"),
    ("BJ RJ BJ", "2", "at least one real card"),
    ("KH AH 2H", "9", "K-A-2 does not count"),
    ("5H 6D 7H", "2", "different suits"),
    ("5H 5D 5C 5S", "2", "exactly 3 cards"),
    ("5H 5D 6C", "2", "different suits"),
    ("5H 5H 6H", "2", "same rank"),
    ("2H 3H 4H 5H BJ RJ 9S", "9", "at most 2 wild cards"),
    ("2H 6H BJ", "9", "gaps"),
    ("5H BJ RJ 2C", "2", "at most 2 wild cards"),
    ("5H 5D 9C 9D", "2", "different suits"),
]


@pytest.mark.parametrize(("cards", "wild", "kinds", "shown"), CASES)
def test_group_readings(cards: str, wild: str, kinds: set[str], shown: str) -> None:
    assert set(readings(cards, wild)) == kinds
    kind, text = describe_group(cards, wild)
    assert kind == shown
    assert text == {"pure": "Pure sequence", "mixed": "Mixed sequence", "trio": "Trio"}[shown]


@pytest.mark.parametrize(("cards", "wild", "why"), NOT_GROUPS)
def test_not_a_group_says_why(cards: str, wild: str, why: str) -> None:
    assert readings(cards, wild) == frozenset()
    kind, text = describe_group(cards, wild)
    assert kind is None
    assert why in text


def test_wild_rank_accepts_int_or_notation() -> None:
    assert describe_group("6H 7H 8H", 7) == describe_group("6H 7H 8H", "7")
    assert describe_group("QH KH 10S", "T")[0] == "mixed"


def test_card_points_and_wildness() -> None:
    a, k, ten, nine, two, joker, seven = parse_cards("AS KD 10C 9H 2S BJ 7H")
    assert [card_points(c, 7) for c in (a, k, ten, nine, two, joker, seven)] == [
        10,
        10,
        10,
        9,
        2,
        0,
        0,
    ]
    assert is_wild(joker, 7) and is_wild(seven, 7) and not is_wild(nine, 7)
    assert card_points(a, 14) == 0  # D-R2: aces wild, an ace scores 0


def test_a_sequence_is_laid_out_in_place_order() -> None:
    def laid(cards: str, wild: int, kind: str) -> list[str]:
        return [str(c) for c in in_order(parse_cards(cards), wild, kind)]  # type: ignore[arg-type]

    assert laid("8H BJ 6H", 2, "mixed") == ["6H", "BJ", "8H"]
    assert laid("RJ KH QH", 2, "mixed") == ["QH", "KH", "RJ"]  # extended upwards
    assert laid("RJ KH AH", 2, "mixed") == ["RJ", "KH", "AH"]  # no room above the ace
    # the mixed reading of 5H 6H 7H (sevens wild) puts the 7H in another place than its own
    assert laid("7H 5H 6H", 7, "mixed") == ["7H", "5H", "6H"]
    assert laid("7H 5H 6H", 7, "pure") == ["5H", "6H", "7H"]
    assert laid("BJ 5D 5H", 2, "trio") == ["5D", "5H", "BJ"]
