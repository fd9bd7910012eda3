"""The look-up table of all 201,376 five-card hands orders them exactly as `evaluate` does."""

from __future__ import annotations

from itertools import combinations

import pytest

from cardtable_qt.engine.cards import CardError, parse_cards
from cardtable_qt.engine.xito import evaluate, hand_mask, rank5, rank_mask
from cardtable_qt.engine.xito.hands import build_table


def test_every_hands_place_follows_evaluate_order() -> None:
    hands = list(combinations(range(32), 5))
    assert len(hands) == 201_376
    # evaluate's order: sorting by its HandRank gives every hand's place (no two tie).
    by_strength = sorted(hands, key=evaluate)
    assert [rank_mask(hand_mask(hand)) for hand in by_strength] == list(range(len(hands)))
    assert [rank5(*hand) for hand in by_strength] == list(range(len(hands)))
    for place in range(0, len(hands), 7):
        a, b, c, d, e = by_strength[place]
        assert rank5(e, c, a, d, b) == place  # any order of the cards


def test_places_compare_as_the_named_hands_do() -> None:
    royal = rank_mask(hand_mask(parse_cards("AS KS QS JS 10S")))
    flush = rank_mask(hand_mask(parse_cards("AH JH 9H 8H 7H")))
    full = rank_mask(hand_mask(parse_cards("7C 7D 7H 8C 8D")))
    assert royal == 201_375
    assert royal > full > flush  # the seed's order of categories (D-X2)
    assert rank_mask(hand_mask("7D 8C 9C 10C QC")) == 0  # today's weakest hand


@pytest.mark.parametrize(
    "call",
    [
        lambda: rank5(0, 0, 1, 2, 3),  # a repeated card
        lambda: rank5(0, 1, 2, 3, 32),  # not a card
        lambda: rank_mask(0b1111),  # four cards
        lambda: rank_mask(0b111111),  # six
        lambda: rank_mask(1 << 32 | 0b1111),  # a bit beyond the deck
        lambda: hand_mask([0, 0, 1, 2, 3]),
    ],
)
def test_anything_but_five_distinct_cards_is_refused(call: object) -> None:
    build_table()
    with pytest.raises(CardError):
        call()  # type: ignore[operator]


def test_the_table_builds_itself_on_first_use() -> None:
    # In a fresh process the first call must still answer (no table yet, then built).
    import subprocess
    import sys

    code = (
        "from cardtable_qt.engine.xito import rank5, rank_mask, hand_mask\n"
        "from cardtable_qt.engine.xito.hands import _PLACES\n"
        "assert not _PLACES\n"
        "print(rank5(31, 27, 23, 19, 15), rank_mask(hand_mask([1, 4, 8, 12, 20])))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["201375", "0"]
