"""Xì tố hand evaluation: every category, every tie-break, partial hands, first to act."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable_qt.engine.cards import Card, CardError, parse_card, parse_cards
from cardtable_qt.engine.xito import CATEGORIES, HandRank, category_names, evaluate, first_to_act
from cardtable_qt.engine.xito.hands import CARDS_BY_CODE, card_code, deck

# The seed's own examples, weakest to strongest (its examples of 2-4 cards are completed here
# with unrelated cards so that they stay that category).
SEED_ORDER = [
    ("high_card", "AS QC 10H 9D 8H", "Mậu thầu", "high card"),
    ("pair", "7D 7C AS 9H 8S", "Đôi", "one pair"),
    ("two_pair", "JD JC 9S 9H KD", "Thú", "two pairs"),
    ("three_kind", "KH KD KC 8S 7H", "Sám", "three of a kind"),
    ("straight", "JH 10D 9C 8S 7D", "Sảnh", "straight"),
    ("flush", "7D QD 10D KD AD", "Thùng", "flush"),
    ("full_house", "QH QD QS 9C 9S", "Cù lũ", "full house"),
    ("four_kind", "QH QD QC QS 7C", "Tứ quý", "four of a kind"),
    ("straight_flush", "QH JH 10H 9H 8H", "Thùng phá sảnh", "straight flush"),
    ("royal_flush", "AS KS QS JS 10S", "Thùng phá sảnh lớn", "royal straight flush"),
]


@pytest.mark.parametrize(("category", "cards", "vi", "en"), SEED_ORDER)
def test_every_category_is_named(category: str, cards: str, vi: str, en: str) -> None:
    rank = evaluate(cards)
    assert rank.category == category
    assert (rank.name_vi, rank.name_en) == (vi, en)
    assert category_names(category) == (vi, en)
    assert str(rank) == f"{vi} ({en})"


def test_categories_follow_the_seed_order() -> None:
    ranks = [evaluate(cards) for _, cards, _, _ in SEED_ORDER]
    assert ranks == sorted(ranks)
    assert [r.category for r in ranks] == list(CATEGORIES)
    assert [r.category_index for r in ranks] == list(range(10))


def test_d_x2_flush_ranks_below_full_house() -> None:
    # The weakest full house beats the strongest flush (unlike some house rules).
    assert evaluate("7C 7D 7H 8S 8C") > evaluate("AS KS QS JS 9S")
    assert evaluate("7C 8C 9C 10C QC") > evaluate("10S JH QD KC AS")  # and above a straight


@pytest.mark.parametrize(
    ("cards", "category"),
    [
        ("7S 8H 9D 10C JS", "straight"),  # the lowest straight
        ("10S JH QD KC AS", "straight"),  # the highest, ace high
        ("AS 7H 8D 9C 10S", "high_card"),  # D-X3: no ace-low straight
        ("AS 7S 8S 9S 10S", "flush"),  # … nor an ace-low straight flush
        ("JS QH KD AC 7S", "high_card"),  # no wrapping round the ace
        ("7H 8H 9H 10H JH", "straight_flush"),
        ("9D 10D JD QD KD", "straight_flush"),
        ("10C JC QC KC AC", "royal_flush"),
    ],
)
def test_d_x3_straights_are_ace_high_only(cards: str, category: str) -> None:
    assert evaluate(cards).category == category


# D-X4 and the ordering inside each category: (stronger, weaker, why).
TIE_BREAKS = [
    # High card: ranks from the top, then the suit of the highest card.
    ("AS 10C 9H 8D 7C", "KS QS JS 9C 8C", "high card: the higher top card"),
    ("AC KD JH 9S 7C", "AS KC 10H 9D 8C", "high card: ranks first, before any suit"),
    ("AS KC JH 9D 7C", "AH KS JD 9C 7D", "high card: all ranks equal, the A♠ wins"),
    ("AD QC 10H 9S 7C", "AC QH 10S 9D 7D", "high card: equal ranks, A♦ beats A♣"),
    # Pair: the pair's rank, then the kickers, then the suit of the pair's highest card.
    ("8C 8D 7S 9H 10C", "7S 7H AS KD QC", "pair: the higher pair"),
    ("KC KD AS 9H 8C", "KS KH QS JD 9D", "pair: same pair, the higher kicker"),
    ("KS KC AD 9H 8C", "KH KD AS 9C 8D", "pair: all ranks equal, K♠ decides (the seed's K♠)"),
    ("KH KD AS QC JD", "KS KC 7D 8H 9C", "pair: every rank before any suit"),
    # Two pairs: the higher pair, then the lower pair, then the kicker, then the suit.
    ("QC QD 7S 7H 8C", "JS JH 10S 10H AC", "two pairs: the higher top pair"),
    ("QC QD 9S 9H 7C", "QS QH 8S 8H AC", "two pairs: same top pair, the higher second"),
    ("QC QD 9S 9H AC", "QS QH 9C 9D KC", "two pairs: same pairs, the higher kicker"),
    ("QS QC 9D 9C AC", "QH QD 9S 9H AD", "two pairs: all ranks equal, the top pair's Q♠"),
    # Three of a kind: the trips, then the kickers.
    ("8C 8D 8H 7S 9C", "7C 7D 7H AS KS", "three of a kind: the higher trips"),
    # Straight: its top card, rank then suit.
    ("8C 9D 10H JS QC", "7S 8S 9S 10S JD", "straight: the higher top card"),
    ("7C 8D 9H 10S JS", "7S 8S 9S 10D JH", "straight: equal ranks, top card J♠ beats J♥"),
    # Flush: rank by rank from the top, then the suit of the highest card.
    ("AC 10C 9C 8C 7C", "KS QS JS 9S 8S", "flush: the higher top card"),
    ("AC KC JC 9C 8C", "AS KS JS 9S 7S", "flush: the higher last card"),
    ("AH KH QH 9H 7H", "AD KD QD 9D 7D", "flush: equal ranks, the suit of the ace"),
    # Full house: the trips first, then the pair.
    ("9C 9D 9H 7S 7C", "8C 8D 8H AS AC", "full house: the higher trips"),
    # Four of a kind: the quad, then the kicker.
    ("8C 8D 8H 8S 7C", "7C 7D 7H 7S AS", "four of a kind: the higher quad"),
    ("7C 7D 7H 7S AS", "7C 7D 7H 7S KS", "four of a kind: the higher kicker"),
    # Straight flushes: the top card, then its suit; the royal flushes by suit.
    ("8S 9S 10S JS QS", "7S 8S 9S 10S JS", "straight flush: the higher top card"),
    ("KS QS JS 10S 9S", "KH QH JH 10H 9H", "straight flush: equal ranks, spades"),
    ("AS KS QS JS 10S", "AH KH QH JH 10H", "royal flush: spades beat hearts"),
    ("AH KH QH JH 10H", "AD KD QD JD 10D", "royal flush: hearts beat diamonds"),
    ("AD KD QD JD 10D", "AC KC QC JC 10C", "royal flush: diamonds beat clubs"),
]


@pytest.mark.parametrize(("stronger", "weaker", "why"), TIE_BREAKS)
def test_d_x4_comparison_inside_a_category(stronger: str, weaker: str, why: str) -> None:
    assert evaluate(stronger) > evaluate(weaker), why
    assert evaluate(weaker) < evaluate(stronger), why


def test_suits_order_spades_hearts_diamonds_clubs() -> None:
    singles = [evaluate(c) for c in ("AS", "AH", "AD", "AC", "KS", "7C")]
    assert singles == sorted(singles, reverse=True)


def test_same_cards_in_any_order_and_form_rank_the_same() -> None:
    cards = parse_cards("QH QD 9C QS 9S")
    codes = [card_code(c) for c in cards]
    assert evaluate(cards) == evaluate(list(reversed(cards))) == evaluate(tuple(cards))
    assert evaluate(codes) == evaluate("9S QS 9C QD QH") == evaluate(iter(cards))
    assert evaluate([c._replace() for c in cards]) == evaluate(cards)  # equal, not identical


def test_hand_rank_lists_the_cards_in_deciding_order() -> None:
    assert evaluate("9C KD AS KH 8C").cards == tuple(parse_cards("KH KD AS 9C 8C"))
    assert evaluate("9C 9D QS QH 7C").cards == tuple(parse_cards("QS QH 9D 9C 7C"))
    assert evaluate("9C 9D 9S QH QC").ranks == (9, 9, 9, 12, 12)
    assert "full_house" in repr(evaluate("9C 9D 9S QH QC"))
    assert isinstance(evaluate("AS"), HandRank)


@pytest.mark.parametrize(
    ("cards", "category"),
    [
        ("AS", "high_card"),
        ("7C 7D", "pair"),
        ("AS KS", "high_card"),
        ("7C 7D 7H", "three_kind"),
        ("7C 7D 8H", "pair"),
        ("7C 7D 8H 8S", "two_pair"),
        ("7C 7D 7H 8S", "three_kind"),
        ("7C 7D 7H 7S", "four_kind"),
        ("7S 8S 9S 10S", "high_card"),  # straights and flushes need five cards
    ],
)
def test_partial_hands_use_the_same_categories(cards: str, category: str) -> None:
    assert evaluate(cards).category == category


def test_partial_hands_compare_like_full_hands() -> None:
    assert evaluate("7C 7D") > evaluate("AS KS")  # a face-up pair beats a high card
    assert evaluate("7C 7D 8C 8D") > evaluate("AS AH KS QS")
    assert evaluate("AS KH") > evaluate("AH KS")  # the highest card's suit
    assert evaluate("AH KS") > evaluate("AS 8C")  # every rank before the suit
    assert evaluate("AH KS") > evaluate("AD QS")


def test_first_to_act_is_the_strongest_face_up() -> None:
    upcards = {0: parse_cards("AS KD"), 1: parse_cards("7C 7D"), 2: parse_cards("AH KS")}
    assert first_to_act(upcards) == 1
    assert first_to_act({3: "AS", 5: "AH"}) == 3
    assert first_to_act({0: "KD 9C 8H", 1: "KS 9D 7H"}) == 0  # K-9-8 beats K-9-7
    with pytest.raises(ValueError):
        first_to_act({})


@pytest.mark.parametrize(
    "bad",
    [
        "2S 3S 4S 5S 6S",  # not in the 32-card deck (D-X1)
        "AS AS KS QS JS",  # the same card twice
        "AS KS QS JS 10S 9S",  # six cards
        "",
        "BJ AS KS QS JS",
        "ZZ",
    ],
)
def test_bad_hands_are_refused(bad: str) -> None:
    with pytest.raises(CardError):
        evaluate(bad)


def test_repeated_card_objects_and_bad_codes_are_refused() -> None:
    ace = CARDS_BY_CODE[31]
    with pytest.raises(CardError):
        evaluate([ace, ace, CARDS_BY_CODE[1], CARDS_BY_CODE[2], CARDS_BY_CODE[3]])
    with pytest.raises(CardError):
        evaluate([31, 31, 1, 2, 3])
    with pytest.raises(CardError):
        evaluate([32, 1, 2, 3, 4])
    with pytest.raises(CardError):
        evaluate([Card(14, "S", 1), *CARDS_BY_CODE[:4]])  # a second deck's card
    with pytest.raises(CardError):
        evaluate([True, 1, 2, 3, 4])  # type: ignore[list-item]


def test_deck_is_the_32_cards_weakest_first() -> None:
    cards = deck()
    assert len(cards) == len(set(cards)) == 32
    assert {c.rank for c in cards} == set(range(7, 15))
    assert [card_code(c) for c in cards] == list(range(32))
    assert str(cards[0]) == "7C" and str(cards[-1]) == "AS"
    assert [evaluate([c]) for c in cards] == sorted(evaluate([c]) for c in cards)


@pytest.mark.parametrize("cards", ["AS", "7C 7D", "7C 7D 7H", "KH QD 9C 8S", "7C 7D 8H 8S"])
def test_partial_hands_given_as_card_codes_rank_as_the_cards_do(cards: str) -> None:
    hand = parse_cards(cards)
    codes = [card_code(c) for c in hand]
    assert evaluate(codes) == evaluate(hand) == evaluate(cards)
    assert evaluate(codes).cards == evaluate(hand).cards


@pytest.mark.parametrize(
    "cards",
    [
        "AS AS",
        "7C 8D 7C",
        "KH QD 9C KH",
        "AS AS KS QS JS",  # five cards: refused on the careful path, not ranked
        [31, 31, 30, 29, 28],
        [0, 0],
    ],
)
def test_a_hand_with_a_repeated_card_is_refused(cards: str | list[int]) -> None:
    given: Any = [parse_card(t) for t in cards.split()] if isinstance(cards, str) else cards
    with pytest.raises(CardError, match="the same card twice"):
        evaluate(given)
    if isinstance(cards, str):  # the notation too: one deck has one of each card
        with pytest.raises(CardError, match="the same card twice"):
            evaluate(cards)


def test_first_to_act_reads_the_seats_as_one_deck() -> None:
    with pytest.raises(CardError, match="AS appears twice, but one deck holds only one"):
        first_to_act({0: "AS KD", 1: "AS"})
