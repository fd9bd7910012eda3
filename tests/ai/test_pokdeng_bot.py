"""The basic Pok Deng bot: legal, deterministic, blind to hidden cards, and sensible."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable_qt import ai
from cardtable_qt.ai.pokdeng_basic import BasicBot
from cardtable_qt.engine.match import HandOver
from cardtable_qt.engine.pokdeng import (
    AnnounceStop,
    Catch,
    DeclineBank,
    DrawCard,
    EndBets,
    KeepBank,
    NoCatch,
    Options,
    PlaceBet,
    Rebuy,
    Stand,
    State,
    TakeBank,
    from_dict,
    new_match,
)
from cardtable_qt.engine.rng import Rng
from cardtable_qt.sim import run


def choose(state: State) -> Any:
    seat = state.current_player
    assert seat is not None
    return BasicBot().choose(state.view(seat), state.legal_actions(), Rng(0))


def dealt(cards: list[str], draws: str = "", **options: Any) -> State:
    """Seats 2, 3 and 0 bet 10 at their places; ``cards`` are the hands in deal order."""
    state = new_match(1, Options(**options))
    split = [c.split() for c in cards]
    state.preset_deck(" ".join([h[0] for h in split] + [h[1] for h in split] + draws.split()))
    for action in (PlaceBet(4, 10), EndBets(), PlaceBet(6, 10), EndBets(), PlaceBet(0, 10)):
        state.apply(action)
    state.apply(EndBets())
    return state


def test_resolves_by_name_and_plays_only_legal_actions() -> None:
    assert ai.resolve("basic", "pokdeng") is BasicBot
    state = new_match(5, Options(players=5, starting_chips=200))
    rng = Rng(1)
    for _ in range(3000):
        seat = state.current_player
        assert seat is not None
        legal = state.legal_actions()
        action = BasicBot().choose(state.view(seat), legal, rng)
        assert action in legal
        state.apply(action)


def test_is_deterministic_for_a_given_rng() -> None:
    def log(seed: int) -> list[Any]:
        state = new_match(seed, Options(players=6))
        rng, out = Rng(seed), []
        for _ in range(500):
            seat = state.current_player
            assert seat is not None
            action = BasicBot().choose(state.view(seat), state.legal_actions(), rng)
            out.append(action)
            state.apply(action)
        return out

    assert log(3) == log(3)


def test_sees_only_its_view() -> None:
    # the same own hand, different hidden cards elsewhere: the same decision
    a = dealt(["2S 2D", "KC 5D", "QH 6D", "KD 7S"])
    b = dealt(["2S 2D", "9C 5H", "4H 6C", "AD 3H"])
    assert a.view(2).hands[1] == b.view(2).hands[1]
    assert choose(a) == choose(b) == DrawCard(1)


def test_bets_about_a_fortieth_of_its_stack_at_its_own_place() -> None:
    state = new_match(1, Options())
    assert choose(state) == PlaceBet(4, 20)  # 1000 / 40 = 25: the listed 20
    state.apply(PlaceBet(4, 20))
    assert choose(state) == EndBets()
    rich = new_match(1, Options(starting_chips=20_000, max_bet=100))
    assert choose(rich) == PlaceBet(4, 100)  # capped by the dealer's maximum


def test_a_rich_seat_also_takes_the_last_leg() -> None:
    data = new_match(1, Options()).to_dict()
    data.update(stacks=[1000, 1000, 2500, 500], bought=[0, 0, 1000, 0])
    state = from_dict(data)
    state.apply(choose(state))
    assert choose(state) == PlaceBet(3, 10)  # the last leg, at the minimum


@pytest.mark.parametrize(
    ("hand", "expected"),
    [("2S 2D", DrawCard(1)), ("AS 3D", DrawCard(1)), ("KS 5D", Stand(1)), ("QS 7D", Stand(1))],
)
def test_draws_on_four_or_less_and_stands_on_five_or_more(hand: str, expected: Any) -> None:
    state = dealt([hand, "KC 3C", "QH 6C", "KD 2H"])
    assert choose(state) == expected


def test_draws_when_the_table_rule_forces_it() -> None:
    state = dealt(["KS 2D", "KC 5C", "QH 6C", "KD 2H"], forced_draw=True)
    assert state.legal_actions() == [DrawCard(1)] and choose(state) == DrawCard(1)


def _to_dealer(state: State) -> None:
    while state.phase == "drawing":
        state.apply(choose(state))


def test_dealer_with_five_catches_the_three_card_hands_then_draws() -> None:
    state = dealt(["2S 3D", "KC 6C", "AH 2C", "KD 5H"], draws="4C 9H 2D")
    _to_dealer(state)  # seats 2 and 3 stand on 5 and 6, seat 0 draws on 3
    assert state.phase == "catch"
    assert choose(state) == Catch(3)
    state.apply(Catch(3))
    # two-card hands are left (they stood on 5+): on 5 the dealer draws
    assert choose(state) == DrawCard(0)


def test_dealer_with_little_does_not_catch_and_draws() -> None:
    state = dealt(["2S AD", "KC 6C", "AH 2C", "KD 3H"], draws="4C 9H 2D")
    _to_dealer(state)
    assert choose(state) == NoCatch()
    state.apply(NoCatch())
    assert choose(state) == DrawCard(0)


def test_dealer_with_seven_catches_two_card_hands_or_stands() -> None:
    state = dealt(["KS 6D", "KC 5C", "QH 7C", "KD 7H"])
    _to_dealer(state)  # everybody stands
    assert choose(state) == Catch(2)
    state = dealt(["KS 6D", "KC 5C", "QH 7C", "KD 6H"], catch_two=False)
    _to_dealer(state)
    assert state.phase == "dealer_draw" and choose(state) == Stand(0)


def test_seat_0_decisions_rebuy_bank_and_stop() -> None:
    data = new_match(1, Options()).to_dict()
    data.update(stacks=[20, 1980, 1000, 1000], phase="rebuy", hands=[])
    assert choose(from_dict(data)) == Rebuy()
    data = new_match(1, Options()).to_dict()
    data.update(phase="bank_offer", handover_due=True, hands=[])
    assert choose(from_dict(data)) == TakeBank()
    data.update(stacks=[900, 1100, 1000, 1000])
    assert choose(from_dict(data)) == DeclineBank()
    data = new_match(1, Options(first_dealer=0)).to_dict()
    data.update(phase="bank_keep", hands=[], dealer_term=1)
    assert choose(from_dict(data)) == KeepBank()
    data.update(dealer_term=2)  # as long as an AI dealer holds the bank before its notice
    assert choose(from_dict(data)) == AnnounceStop()
    data.update(dealer_term=1, stacks=[400, 1600, 1000, 1000])  # lost more than half
    assert choose(from_dict(data)) == AnnounceStop()


def test_basic_players_beat_random_players() -> None:
    summary = run("pokdeng", 800, 4, ["basic", "random", "basic", "random"])
    totals = [s["total"] for s in summary["seats"]]
    assert sum(totals) == 0
    assert totals[0] + totals[2] > totals[1] + totals[3]


def test_a_basic_table_plays_many_rounds() -> None:
    state = new_match(9, Options(players=9))
    rng, rounds = Rng(2), 0
    while rounds < 100:
        seat = state.current_player
        assert seat is not None
        action = BasicBot().choose(state.view(seat), state.legal_actions(), rng)
        rounds += sum(isinstance(e, HandOver) for e in state.apply(action))
    assert sum(state.stacks) == 9 * 1000 + sum(state.bought)
