"""All C(32,5) = 201,376 five-card hands: the category counts the deck implies, and no ties."""

from __future__ import annotations

from collections import Counter
from itertools import combinations, pairwise
from math import comb

from cardtable_qt.engine.xito import CATEGORIES, evaluate
from cardtable_qt.engine.xito.hands import deck

RANKS = 8  # 7 … A
SUITS = 4
RUNS = RANKS - 4  # five consecutive ranks: 7-J, 8-Q, 9-K, 10-A (no ace-low run, D-X3)


def expected_counts() -> dict[str, int]:
    """Each category's count, worked out from the deck rather than typed in."""
    distinct_ranks = comb(RANKS, 5)
    unsuited = SUITS**5 - SUITS  # suit patterns of five different ranks that are not a flush
    return {
        "royal_flush": SUITS,
        "straight_flush": (RUNS - 1) * SUITS,
        "four_kind": RANKS * (RANKS - 1) * SUITS,
        "full_house": RANKS * comb(SUITS, 3) * (RANKS - 1) * comb(SUITS, 2),
        "flush": (distinct_ranks - RUNS) * SUITS,
        "straight": RUNS * unsuited,
        "three_kind": RANKS * comb(SUITS, 3) * comb(RANKS - 1, 2) * SUITS**2,
        "two_pair": comb(RANKS, 2) * comb(SUITS, 2) ** 2 * (RANKS - 2) * SUITS,
        "pair": RANKS * comb(SUITS, 2) * comb(RANKS - 1, 3) * SUITS**3,
        "high_card": (distinct_ranks - RUNS) * unsuited,
    }


def test_category_counts_and_a_total_order_over_every_hand() -> None:
    cards = deck()
    ranks = [evaluate(list(hand)) for hand in combinations(cards, 5)]
    assert len(ranks) == comb(32, 5) == 201_376
    counts = Counter(r.category for r in ranks)
    expected = expected_counts()
    assert sum(expected.values()) == comb(32, 5)
    assert dict(counts) == expected
    assert expected["flush"] == 208  # the example
    # Sorting gives no ties: every hand has its own place.
    ordered = sorted(ranks)
    assert all(a < b for a, b in pairwise(ordered))
    # And the categories come in blocks, in the seed's order, along the sorted hands.
    indices = [r.category_index for r in ordered]
    assert indices == sorted(indices)
    assert [CATEGORIES[i] for i in dict.fromkeys(indices)] == list(CATEGORIES)
