"""Pok Deng's easy and hard levels: the exact odds, key decisions, hidden cards, the simulator."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from cardtable_qt import ai
from cardtable_qt.ai import pokdeng_odds as odds
from cardtable_qt.ai.pokdeng_basic import BasicBot
from cardtable_qt.ai.pokdeng_easy import EasyBot
from cardtable_qt.ai.pokdeng_hard import HardBot, _dealer_plans, draw_or_stand
from cardtable_qt.engine.cards import make_deck, parse_cards
from cardtable_qt.engine.pokdeng import (
    Catch,
    DrawCard,
    EndBets,
    NoCatch,
    Options,
    PlaceBet,
    Stand,
    State,
    evaluate,
    new_match,
)
from cardtable_qt.engine.rng import Rng
from cardtable_qt.sim import run


def dealt(cards: list[str], draws: str = "", **options: Any) -> State:
    """Seats 2, 3 and 0 bet 10 at their places; ``cards`` are the hands in deal order (the
    dealer, seat 1, last)."""
    state = new_match(1, Options(**options))
    split = [c.split() for c in cards]
    state.preset_deck(" ".join([h[0] for h in split] + [h[1] for h in split] + draws.split()))
    for action in (PlaceBet(4, 10), EndBets(), PlaceBet(6, 10), EndBets(), PlaceBet(0, 10)):
        state.apply(action)
    state.apply(EndBets())
    return state


def hard(state: State) -> Any:
    seat = state.current_player
    assert seat is not None
    return HardBot().choose(state.view(seat), state.legal_actions(), Rng(0))


def basic_until(state: State, phase: str) -> None:
    while state.phase != phase:
        seat = state.current_player
        assert seat is not None
        state.apply(BasicBot().choose(state.view(seat), state.legal_actions(), Rng(0)))


def test_the_counted_odds_equal_card_by_card_enumeration() -> None:
    seen = parse_cards("2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 2H 3H 4H 5H 6H 7H 8H 9H 10H")
    seen += parse_cards("JH QH KH AH 2D 3D 4D 5D 6D 7D 8D 9D 10D")  # 17 cards left
    pool = odds.pool_of(seen)
    cards = odds.cards_of(pool)
    assert len(cards) == 17 and odds.size(pool) == 17
    allowed, draws = frozenset(range(8)), frozenset(range(5))
    expected: dict[Any, float] = {}
    pairs = [p for p in itertools.combinations(cards, 2) if evaluate(p).points in allowed]
    for pair in pairs:
        if evaluate(pair).points not in draws:
            h = evaluate(pair)
            expected[h] = expected.get(h, 0.0) + 1 / len(pairs)
            continue
        rest = [c for c in cards if c not in pair]
        for c in rest:
            h = evaluate((*pair, c))
            expected[h] = expected.get(h, 0.0) + 1 / len(pairs) / len(rest)
    counted = odds.final_hands(pool, allowed, draws)
    assert set(counted) == set(expected)
    for h, p in expected.items():
        assert counted[h] == pytest.approx(p)


def test_the_levels_are_in_the_registry() -> None:
    assert ai.resolve("easy", "pokdeng") is EasyBot
    assert ai.resolve("hard", "pokdeng") is HardBot


def test_stands_on_seven_where_a_third_card_is_worse() -> None:
    state = dealt(["7S KH", "KC 5C", "QH 6C", "KD 3H"])
    bot = HardBot()
    advice = bot.advise(state.view(2), state.legal_actions(), Rng(0))
    assert advice.action == Stand(1)
    assert advice.value_of(Stand(1)) > advice.value_of(DrawCard(1))  # type: ignore[operator]
    assert advice.text.startswith("Stand: on 7 points") and advice.unit == "bets"


@pytest.mark.parametrize("hand", ["2S KH", "AS 3C", "KS JH"])
def test_draws_on_low_points(hand: str) -> None:
    state = dealt([hand, "KC 5C", "QH 6C", "KD 3H"])
    advice = HardBot().advise(state.view(2), state.legal_actions(), Rng(0))
    assert advice.action == DrawCard(1) and advice.text.startswith("Draw")


def test_the_choice_does_not_depend_on_hidden_cards() -> None:
    # Seat 2's hand is the same; the others' cards, the dealer's and the draws differ.
    for mine in ("5S KH", "4S KH", "6D 9S"):
        a = dealt([mine, "KC 5C", "QH 6C", "KD 3H"], draws="4C 9H 2D")
        b = dealt([mine, "9C 9D", "2H 2C", "AD 6C"], draws="AC 7H 8D")
        assert a.view(2).hands[1] == b.view(2).hands[1]
        assert hard(a) == hard(b)
    # The dealer's catch: same dealer cards, players' hidden cards differ.
    a = dealt(["2S 3D", "KC 6C", "AH 2C", "KD 7H"], draws="4C 9H 2D")
    b = dealt(["KS 5D", "QC 7C", "3H AC", "KD 7H"], draws="9C 5H 6D")
    basic_until(a, "catch")
    basic_until(b, "catch")
    assert [h.card_count for h in a.view(1).hands] == [h.card_count for h in b.view(1).hands]
    assert hard(a) == hard(b)


def test_dealer_on_five_catches_the_hands_that_drew() -> None:
    # On 5 the dealer wants to stand against the hands that drew and draw against the one that
    # stood: only catching the three-card hands first lets it do both.
    state = dealt(["2S 3D", "KC 6C", "AH 2C", "KD 5H"], draws="4C 9H 2D")
    basic_until(state, "catch")  # seats 2 and 0 drew, seat 3 stood on 6
    advice = HardBot().advise(state.view(1), state.legal_actions(), Rng(0))
    assert advice.action == Catch(3)
    assert advice.value_of(Catch(3)) > advice.value_of(NoCatch())  # type: ignore[operator]


def test_dealer_on_two_points_does_not_catch_and_draws() -> None:
    state = dealt(["2S 3D", "KC 6C", "AH 2C", "KD 2H"], draws="4C 9H 2D")
    basic_until(state, "catch")
    assert hard(state) == NoCatch()
    state.apply(NoCatch())
    assert hard(state) == DrawCard(0)


def test_dealer_against_two_card_hands_that_stood_on_five_to_seven() -> None:
    # Everybody stood (5, 6, 7): on 6 the dealer draws or stands by its exact value, and on
    # 1 point it must draw (standing loses to every hand that stood).
    state = dealt(["KS 5D", "KC 6C", "QH 7C", "KD AH"])
    basic_until(state, "catch")
    state.apply(NoCatch())
    assert hard(state) == DrawCard(0)


def test_bets_the_minimum_on_one_hand() -> None:
    state = new_match(3, Options())
    seat = state.current_player
    assert seat is not None
    action = hard(state)
    assert action == PlaceBet(2 * seat, Options().min_bet)


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_plays_seeded_games_repeatably_within_budget(level: str) -> None:
    games = 200 if level == "easy" else 40
    seats = [level, "basic", level, "random"]
    first = run("pokdeng", games, seed=11, seats=seats)
    again = run("pokdeng", games, seed=11, seats=seats)
    assert [s["total"] for s in first["seats"]] == [s["total"] for s in again["seats"]]
    assert sum(s["total"] for s in first["seats"]) == 0
    assert first["games"] == games and first["decision_ms"]["max"] < 2000


@pytest.mark.slow
def test_hard_plays_a_long_full_table() -> None:
    summary = run("pokdeng", 100, seed=5, seats=["hard"] * 5 + ["basic"] * 4)
    assert summary["games"] == 100 and summary["decision_ms"]["p95"] < 500


def test_easy_never_draws_on_seven_or_stands_on_three() -> None:
    for seed in range(40):
        for hand, never in (("7S KH", DrawCard(1)), ("3S KH", Stand(1))):
            state = dealt([hand, "KC 5C", "QH 6C", "KD 3H"])
            assert EasyBot().choose(state.view(2), state.legal_actions(), Rng(seed)) != never


def test_hard_weighs_every_stake_so_a_larger_bet_costs_more() -> None:
    state = new_match(3, Options())
    while state.phase != "betting":
        state.apply(state.legal_actions()[0])
    seat = state.current_player
    assert seat is not None
    legal = state.legal_actions()
    advice = HardBot().advise(state.view(seat), legal, Rng(1))
    bets = [a for a in legal if isinstance(a, PlaceBet)]
    assert isinstance(advice.action, PlaceBet)
    assert advice.action.amount == min(b.amount for b in bets)
    values = {a: advice.value_of(a) for a in bets}
    assert all(v is not None for v in values.values())
    big = max(bets, key=lambda a: a.amount)
    assert values[big] < values[advice.action]  # type: ignore[operator]
    assert advice.unit == "bets"


# --- the third card's odds once a hand's range is known ------------------------------------------

SMALL_POOL = "2S 3H 4D 5C 6S 7H 8D 9C 10S JH QD KC AS 9H 5D"


def _win(player: Any, dealer: Any) -> int:
    return odds.win(evaluate(player), evaluate(dealer))


def test_a_players_third_card_is_weighed_by_the_dealer_hands_it_leaves() -> None:
    # Card by card, in the order of the deal: the dealer's two cards (no Pok) first, then the
    # player's third card from the rest, then the dealer's (it draws on 0-4 against three
    # cards). The dealer showing no Pok makes the cards that would have given it Pok likelier
    # to be left in the deck; a count that drew the third card first, uniformly, was off.
    mine = parse_cards("3S 4H")
    pool_cards = parse_cards(SMALL_POOL)
    total = weight = 0.0
    for dealer in itertools.combinations(pool_cards, 2):
        if evaluate(dealer).is_pok:
            continue
        rest = [c for c in pool_cards if c not in dealer]
        for c in rest:
            three = (*mine, c)
            if evaluate(dealer).points >= 5:  # the dealer catches on its two cards
                total += _win(three, dealer)
                weight += 1
                continue
            left = [e for e in rest if e != c]
            total += sum(_win(three, (*dealer, e)) for e in left) / len(left)
            weight += 1
    pool = odds.pool_of(c for c in make_deck() if c not in pool_cards)
    assert len(odds.cards_of(pool)) == len(pool_cards)
    _, draw = draw_or_stand(tuple(mine), pool, False)
    assert draw == pytest.approx(total / weight, abs=1e-12)


def test_a_dealers_third_card_is_weighed_by_the_player_hands_it_leaves() -> None:
    # A player who drew held 0-4 on two cards, dealt before the dealer's third card.
    mine = tuple(parse_cards("KS 5H"))
    pool_cards = parse_cards(SMALL_POOL)
    total = weight = 0.0
    for player in itertools.combinations(pool_cards, 2):
        if evaluate(player).points > 4:
            continue
        rest = [c for c in pool_cards if c not in player]
        for c in rest:
            for e in rest:
                if e != c:
                    total -= _win((*player, c), (*mine, e))
                    weight += 1
    pool = odds.pool_of(c for c in make_deck() if c not in pool_cards)
    plans = dict(_dealer_plans(mine, pool, 0, 1, False, False))
    assert plans["draw"] == pytest.approx(total / weight, abs=1e-12)


def test_heads_up_stands_on_three_four_where_the_exact_odds_say_so() -> None:
    # 3-4 (7 points, no deng): a third card makes a run now and then, but against the dealer's
    # customs standing is worth 0.4359 bets and drawing 0.4352 (the exact enumeration in
    # bench/strength/pokdeng_exact.py agrees to the last digit).
    state = new_match(1, Options(players=2, first_dealer=1, rounds=1))
    state.preset_deck("3S KD 4H 6C")
    state.apply(PlaceBet(0, 10))
    state.apply(EndBets())
    advice = HardBot().advise(state.view(0), state.legal_actions(), Rng(0))
    assert advice.action == Stand(1)
    stand, draw = advice.value_of(Stand(1)), advice.value_of(DrawCard(1))
    assert stand == pytest.approx(0.43594, abs=1e-5) and draw == pytest.approx(0.43524, abs=1e-5)
