"""The hard Xì tố bot's decision rules added for issue 14, each on a constructed position."""

from __future__ import annotations

import pytest

from cardtable_qt.ai import xito_hard as hard_module
from cardtable_qt.ai import xito_ranges as ranges
from cardtable_qt.ai.xito_hard import HardBot
from cardtable_qt.engine.rng import Rng
from cardtable_qt.engine.xito import Action, Bet, Call, Fold, Options, State, XitoView, new_match


def opened_with(amount: int) -> XitoView:
    """Seat 1 (K showing) opens the first round with ``amount``; seat 0's view."""
    state = new_match(3, Options(players=2), dealer=0, deal={0: "9C 10D", 1: "7C KH"})
    assert state.current_player == 1
    state.apply(Bet(amount))
    return state.view(0)


def test_raise_sizes_place_a_bet_between_the_minimum_and_the_limit() -> None:
    assert ranges.raise_sizes(opened_with(11)) == [0.0]
    assert ranges.raise_sizes(opened_with(100)) == [1.0]
    assert 0.0 < ranges.raise_sizes(opened_with(50))[0] < 1.0


def test_a_bigger_bet_reads_as_a_stronger_hole_card(monkeypatch: pytest.MonkeyPatch) -> None:
    # An opponent aggressive one move in five: its bet of the limit says more than a small one.
    memory = {1: [40.0, 200.0]}
    small = ranges.equity(opened_with(20), Rng(1), 3000, memory)
    big = ranges.equity(opened_with(100), Rng(1), 3000, memory)
    assert big < small - 0.015
    monkeypatch.setattr(ranges, "SIZE_SHARPEN", 0.0)  # the read without the rule: no difference
    assert ranges.equity(opened_with(100), Rng(1), 3000, memory) == pytest.approx(
        ranges.equity(opened_with(20), Rng(1), 3000, memory)
    )


def last_round_opening() -> tuple[State, XitoView]:
    """Heads-up, fifth card out, seat 0 to open: a pair of 9s with A K beside J Q 8 7 showing
    (the opponent wins with a pair of its face-up ranks, loses with anything else)."""
    deal = {0: "AC 9D 9S 10H KH", 1: "7C JD QH 8S 7D"}
    state = new_match(2, Options(players=2), dealer=1, deal=deal)
    while not (state.betting_round == 4 and state.current_player == 0):
        legal = state.legal_actions()
        state.apply(legal[1] if isinstance(legal[1], Bet) else Call())
    return state, state.view(0)


def value_bet(memory: dict[int, list[float]]) -> Action:
    state, view = last_round_opening()
    bot = HardBot()
    bot.memory = memory
    return bot.choose(view, state.legal_actions(), Rng(1))


def test_value_bet_size_follows_what_the_caller_will_call() -> None:
    # Against a player seen to raise every time (it calls anything) the limit earns most;
    # against a passive pot-odds caller a big bet only gets called by the hands that beat it.
    assert value_bet({1: [150.0, 150.0]}) == Bet(100)
    small = value_bet({1: [0.0, 100.0]})
    assert isinstance(small, Bet) and small.amount < 50


def test_without_the_sizing_rule_the_value_bet_is_the_middle_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(hard_module, "EV_SIZING", False)
    assert value_bet({1: [150.0, 150.0]}) == value_bet({1: [0.0, 100.0]}) == Bet(50)


def test_call_chance_is_a_noisy_pot_odds_rule_with_a_floor() -> None:
    assert ranges.call_chance(0.9, 0.3, 0.0) > 0.99
    assert ranges.call_chance(0.1, 0.3, 0.0) < 0.01
    assert ranges.call_chance(0.3, 0.3, 0.0) == pytest.approx(0.5)
    assert ranges.call_chance(0.1, 0.3, 0.97) == 0.97


def open_last_round(e: float) -> Action:
    """Seat 0 opens the fifth-card round (pot 86, the least bet 11) with winning chance ``e``."""
    state, view = last_round_opening()
    bets = [a for a in state.legal_actions() if isinstance(a, Bet)]
    advice = HardBot()._open(view, bets, e, 0.5, False, view.pot, 900, 0, Rng(1), {})
    return advice.action


def test_a_big_pot_is_not_given_up_when_the_least_bet_is_cheap(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # 30 % to win 86 + 11 for 11 is worth the least bet; the old floor (0.8 x the fair share,
    # 40 % heads-up) folded it. Below the bet's own pot odds (11 / 97) it still folds.
    assert open_last_round(0.3) == Bet(11)
    assert open_last_round(0.1) == Fold()
    monkeypatch.setattr(hard_module, "OPEN_FLOOR", (0.8, 0.8, 0.8, 0.8))
    assert open_last_round(0.3) == Fold()


@pytest.mark.parametrize("below", [0.003, -0.003])
def test_the_reason_never_gives_the_same_chance_to_win_and_to_call(
    monkeypatch: pytest.MonkeyPatch, below: float
) -> None:
    """A chance to win just under (a fold) or over (a call) what the call needs: the reason
    says both as far as they differ, not "you win about 26%, and calling needs 26%"."""
    state = new_match(3, Options(players=2), dealer=0, deal={0: "9C 10D", 1: "7C KH"})
    state.apply(Bet(11))
    view = state.view(0)
    odds = view.to_call / (view.pot + view.to_call)
    monkeypatch.setattr(ranges, "equity", lambda *args, **kwargs: odds - below)
    advice = HardBot().advise(view, state.legal_actions(), Rng(1))
    assert isinstance(advice.action, Fold if below > 0 else Call)
    assert advice.message is not None
    win, need = advice.message.args["win"], advice.message.args["need"]
    assert win != need and win.endswith("%") and need.endswith("%"), advice.text
