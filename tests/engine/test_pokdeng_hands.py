"""Pok Deng rule functions: evaluate, compare, payout and the hands' names (rules/pokdeng.md)."""

from __future__ import annotations

import itertools

import pytest

from cardtable_qt.engine.cards import CardError, make_deck, parse_cards
from cardtable_qt.engine.pokdeng import compare, evaluate, hand_name, payout, settle, thai_name

# cards, kind, points, multiplier
HANDS = [
    # Pok (two cards worth 8 or 9), with and without two deng
    ("9S KD", "pok", 9, 1),
    ("4H 5H", "pok", 9, 2),  # one suit: two deng
    ("9C 9D", "pok", 8, 2),  # one rank: two deng
    ("AS 7D", "pok", 8, 1),
    ("AS 8S", "pok", 9, 2),
    ("10H 8C", "pok", 8, 1),
    # two-card point hands
    ("7S KD", "normal", 7, 1),
    ("2H 5H", "normal", 7, 2),
    ("KS KD", "normal", 0, 2),
    ("10S JS", "normal", 0, 2),
    ("AS AD", "normal", 2, 2),
    ("3C 4D", "normal", 7, 1),
    ("5C 5D", "normal", 0, 2),
    # Tong: three of a rank, ×5
    ("5H 5D 5C", "tong", 5, 5),
    ("AH AD AC", "tong", 3, 5),
    ("KH KD KC", "tong", 0, 5),
    # Straight flush (D-P6): a run in one suit, ×5
    ("2S 3S 4S", "straight_flush", 9, 5),
    ("JH QH KH", "straight_flush", 0, 5),
    ("QD KD AD", "straight_flush", 1, 5),
    # Straight (rieng), any suits, ×3; 2 lowest, A highest
    ("2S 3H 4D", "straight", 9, 3),
    ("QH KS AD", "straight", 1, 3),
    ("9C 10D JS", "straight", 9, 3),
    ("JC QD KS", "straight", 0, 3),  # J-Q-K is a straight, never Sam Lueang (D-P6)
    ("4D 2C 3H", "straight", 9, 3),  # any order
    # Sam Lueang: three of J, Q, K that are not a run, ×3
    ("JH JS QD", "sam_lueang", 0, 3),
    ("KH KS JD", "sam_lueang", 0, 3),
    ("QH QS KS", "sam_lueang", 0, 3),
    # three-card point hands: three deng ×3 in one suit
    ("2H 9H 7H", "normal", 8, 3),
    ("2H 9H 7D", "normal", 8, 1),
    ("AH 2D 3C", "normal", 6, 1),  # A-2-3 is not a run
    ("KH AD 2C", "normal", 3, 1),  # K-A-2 is not a run
    ("AS 2S 3S", "normal", 6, 3),  # nor in one suit: three deng only
    ("4H 4D 9C", "normal", 7, 1),  # a pair in three cards is nothing special
    ("4H 4D 4C", "tong", 2, 5),
    ("9S 9D KS", "normal", 8, 1),  # three cards worth 8: not Pok
    ("JH QH 10H", "straight_flush", 0, 5),
    ("JH QH 9H", "normal", 9, 3),
]


@pytest.mark.parametrize(
    ("cards", "kind", "points", "multiplier"), HANDS, ids=[h[0] for h in HANDS]
)
def test_evaluate_every_kind(cards: str, kind: str, points: int, multiplier: int) -> None:
    hand = evaluate(cards)
    assert (hand.kind, hand.points, hand.multiplier) == (kind, points, multiplier)
    assert hand.size == len(parse_cards(cards))
    assert evaluate(parse_cards(cards)) == hand  # cards and notation give the same hand
    assert evaluate(tuple(reversed(parse_cards(cards)))) == hand


def test_points_are_the_last_digit_of_the_sum() -> None:
    values = {2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 9, 10: 10, 11: 10, 12: 10, 13: 10, 14: 1}
    deck = make_deck()
    for a, b, c in itertools.islice(itertools.combinations(deck, 3), 0, None, 97):
        three = evaluate([a, b, c])
        if three.kind == "normal":
            assert three.points == (values[a.rank] + values[b.rank] + values[c.rank]) % 10
    for a, b in itertools.combinations(deck, 2):
        assert evaluate([a, b]).points == (values[a.rank] + values[b.rank]) % 10


# a beats b (compare(a, b) == 1); the order of rules/pokdeng.md's table, D-P6 and D-P7
BEATS = [
    ("9S KD", "4H 4C"),  # Pok 9 beats Pok 8 (seed)
    ("9S KD", "5H 5D 5C"),  # Pok beats Tong
    ("AS 7D", "AH AD AC"),  # even Pok 8 beats the best Tong
    ("2H 2D 2C", "QD KD AD"),  # Tong beats straight flush (D-P6)
    ("2S 3S 4S", "QH KS AD"),  # straight flush beats straight (D-P6)
    ("2S 3H 4D", "JH JS QD"),  # straight beats Sam Lueang (D-P6)
    ("JH JS QD", "9C KD JS"),  # Sam Lueang beats an ordinary 9 (seed)
    ("5H 5D 5C", "JH JS QD"),  # Tong beats Sam Lueang (seed)
    ("9C KD JS", "8C KD JS"),  # more points win
    ("9C KD", "8C KD"),
    ("9C 10D JS", "8C KS 10D"),  # straight vs 8 points
    ("3H 3D 3C", "2H 2D 2C"),  # D-P7: Tongs by rank
    ("AH AD AC", "KH KD KC"),  # A is the highest Tong
    ("QH KS AD", "JH QD KS"),  # D-P7: runs by their top card
    ("3S 4S 5S", "2H 3H 4H"),
    ("9C 9D 9H", "8C 8D 8H"),
    ("5C 2D", "KC 10D 4S"),  # 7 points with two cards beat 4 points with three
]

TIES = [
    ("9S KD", "9H KC"),  # equal Pok
    ("4H 5H", "9H KC"),  # equal Pok, different deng: still a tie (D-P7)
    ("7S KD", "2H 5H"),  # 7 points, one with two deng
    ("7S KD", "2H 9H 6H"),  # 7 points, three deng: a tie
    ("JH JS QD", "KH KS JD"),  # two Sam Lueang always tie (D-P7)
    ("2S 3H 4D", "2H 3D 4C"),  # equal runs: suits never break ties
    ("2S 3S 4S", "2H 3H 4H"),  # equal straight flushes
    ("KS QD", "JC 10D"),  # 0 points each
]


@pytest.mark.parametrize(("a", "b"), BEATS, ids=[f"{a} > {b}" for a, b in BEATS])
def test_compare_order(a: str, b: str) -> None:
    assert compare(a, b) == 1
    assert compare(b, a) == -1
    assert compare(evaluate(a), evaluate(b)) == 1  # Hands and cards alike
    assert compare(parse_cards(a), evaluate(b)) == 1


@pytest.mark.parametrize(("a", "b"), TIES, ids=[f"{a} = {b}" for a, b in TIES])
def test_compare_ties_D_P7(a: str, b: str) -> None:
    assert compare(a, b) == 0
    assert compare(b, a) == 0


def test_compare_is_a_total_order_on_sampled_hands() -> None:
    deck = make_deck()
    hands = [
        evaluate(list(c)) for c in itertools.islice(itertools.combinations(deck, 2), 0, None, 7)
    ]
    hands += [
        evaluate(list(c)) for c in itertools.islice(itertools.combinations(deck, 3), 0, None, 331)
    ]
    for a, b in itertools.islice(itertools.product(hands, repeat=2), 0, None, 13):
        assert compare(a, b) == -compare(b, a)
        assert (compare(a, b) == 0) == (a.strength == b.strength)


# player, dealer, bet, chips the player wins (rules: "What is paid")
PAYOUTS = [
    ("7S KD", "5S KD", 10, 10),  # ordinary win ×1
    ("2H 5H", "5S KD", 10, 20),  # two deng wins ×2
    ("2H 9H 6H", "5S KD", 10, 30),  # three deng wins ×3
    ("5S KD", "2H 5H", 10, -20),  # the dealer's two deng collects ×2
    ("5S KD", "2H 9H 6H", 10, -30),  # the dealer's three deng collects ×3
    ("2H 9H 6C", "5S KD", 10, 10),
    ("4H 5H", "7S KD", 10, 20),  # Pok 9 two deng
    ("4H 5C", "7S KD", 10, 10),
    ("7S KD", "9C 9D", 10, -20),  # dealer Pok 8 two deng takes ×2
    ("5H 5D 5C", "7S KD", 10, 50),  # Tong ×5
    ("7S KD", "5H 5D 5C", 10, -50),  # a dealer winning with Tong takes 5× (rules)
    ("2S 3S 4S", "9C KD JS", 10, 50),  # straight flush ×5
    ("QH KS AD", "9C KD JS", 10, 30),  # straight ×3
    ("JH JS QD", "9C KD JS", 10, 30),  # Sam Lueang ×3
    ("9C KD JS", "JH JS QD", 10, -30),
    ("9S KD", "9H KC", 10, 0),  # tie: nobody pays
    ("4H 5H", "9H KC", 10, 0),  # tie whatever the deng (seed), option off
    ("JH JS QD", "KH KS JD", 25, 0),
    ("3C 4D", "9C KD", 7, -7),  # losing two-card hand vs Pok 9: the dealer's ×1
    ("2H 5H", "9C KD", 7, -7),  # the loser's deng does not count
]


@pytest.mark.parametrize(
    ("player", "dealer", "bet", "won"), PAYOUTS, ids=[f"{p} vs {d}" for p, d, _, _ in PAYOUTS]
)
def test_payout_by_the_winners_multiplier(player: str, dealer: str, bet: int, won: int) -> None:
    assert payout(player, dealer, bet) == won
    assert payout(evaluate(player), parse_cards(dealer), bet) == won


DENG_DIFFERENCE = [
    ("4H 5H", "9H KC", 10, 10),  # Pok 9 two deng vs Pok 9: the player collects (2-1)×10
    ("9H KC", "4H 5H", 10, -10),
    ("2H 9H 6H", "7S KD", 10, 20),  # 7 three deng vs 7: (3-1)×10
    ("2H 5H", "2D 9D 6D", 10, -10),  # two deng vs three deng: the dealer collects 1×10
    ("7S KD", "3C 4D", 10, 0),  # same deng: nothing
    ("JH JS QD", "KH KS JD", 10, 0),  # both ×3
    ("7S KD", "5S KD", 10, 10),  # not a tie: as usual
]


@pytest.mark.parametrize(
    ("player", "dealer", "bet", "won"),
    DENG_DIFFERENCE,
    ids=[f"D-P7-option {p} vs {d}" for p, d, _, _ in DENG_DIFFERENCE],
)
def test_deng_difference_option_D_P7(player: str, dealer: str, bet: int, won: int) -> None:
    assert payout(player, dealer, bet, deng_difference=True) == won
    result = settle(evaluate(player), evaluate(dealer), bet, deng_difference=True)
    assert result.amount == won
    if compare(player, dealer) == 0:
        assert result.outcome == "tie"


NAMES = [
    ("5H 5D 5C", "Tong ×5", "ตอง ×5"),
    ("4H 5H", "Pok 9, two deng ×2", "ป๊อกเก้า สองเด้ง ×2"),
    ("9S KD", "Pok 9", "ป๊อกเก้า"),
    ("AS 7D", "Pok 8", "ป๊อกแปด"),
    ("2S 3S 4S", "Straight flush ×5", "สเตรทฟลัช ×5"),
    ("QH KS AD", "Straight ×3", "เรียง ×3"),
    ("JH JS QD", "Sam Lueang ×3", "สามเหลือง ×3"),
    ("7S KD", "7 points", "7 แต้ม"),
    ("2H 5H", "7 points, two deng ×2", "7 แต้ม สองเด้ง ×2"),
    ("2H 9H 6H", "7 points, three deng ×3", "7 แต้ม สามเด้ง ×3"),
    ("KS QD", "0 points", "0 แต้ม"),
]


@pytest.mark.parametrize(("cards", "english", "thai"), NAMES, ids=[n[0] for n in NAMES])
def test_hand_names(cards: str, english: str, thai: str) -> None:
    assert hand_name(cards) == english
    assert hand_name(evaluate(cards)) == english
    assert thai_name(cards) == thai
    assert evaluate(cards).name == english


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ("9S", "2 or 3 cards"),
        ("9S 9D 9H 9C", "2 or 3 cards"),
        ("", "2 or 3 cards"),
        ("9S 9S", "same card twice"),
        ("9S 2D 9S", "same card twice"),
        ("9S BJ", "no jokers"),
        ("RJ BJ 2S", "no jokers"),
    ],
)
def test_bad_hands_raise_a_clear_error(cards: str, message: str) -> None:
    with pytest.raises(CardError, match=message):
        evaluate(cards)


def test_bad_notation_names_the_token() -> None:
    with pytest.raises(CardError, match="ZZ"):
        evaluate("ZZ 9S")


@pytest.mark.parametrize(
    ("cards", "name"),
    [
        ("AS KD", "1 point"),
        ("AS KS", "1 point, two deng ×2"),
        ("AS KD 10C", "1 point"),
        ("KS QD", "0 points"),
        ("2S 10D", "2 points"),
        ("AH 2H 8H", "1 point, three deng ×3"),
    ],
)
def test_point_hands_are_named_in_plain_english(cards: str, name: str) -> None:
    assert hand_name(cards) == name
    assert evaluate(cards).name == name


def test_engine_counts_are_worded_with_the_right_plural() -> None:
    from cardtable_qt.engine.words import count

    assert [count(n, "point") for n in (0, 1, 2)] == ["0 points", "1 point", "2 points"]
    assert count(1, "chip") == "1 chip" and count(3, "raise") == "3 raises"
