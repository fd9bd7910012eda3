"""Xì tố's easy and hard levels: key decisions, reading bets, hidden cards, the simulator."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from cardtable_qt import ai
from cardtable_qt.ai import xito_ranges as ranges
from cardtable_qt.ai.xito_easy import EasyBot
from cardtable_qt.ai.xito_hard import HardBot
from cardtable_qt.engine.rng import Rng
from cardtable_qt.engine.xito import (
    Action,
    Bet,
    Call,
    Fold,
    Options,
    Raise,
    State,
    XitoView,
    new_match,
)
from cardtable_qt.sim import run


class AlwaysRaise:
    def choose(self, view: XitoView, legal: Sequence[Action], rng: Rng) -> Action:
        for kind in (Raise, Bet):
            options = [a for a in legal if isinstance(a, kind)]
            if options:
                return options[-1]
        return Call()


def to_last_round(state: State) -> None:
    """Everyone calls the minimum until the fifth card is out."""
    while state.betting_round < 4 or max(state.round_bets) > 0:
        legal = state.legal_actions()
        state.apply(legal[1] if isinstance(legal[1], Bet) else Call())


def test_the_levels_are_in_the_registry() -> None:
    assert ai.resolve("easy", "xito") is EasyBot
    assert ai.resolve("hard", "xito") is HardBot


def test_folds_a_hand_already_beaten_by_the_board() -> None:
    deal = {0: "7C 8D 9H JC QD", 1: "7D AS AH AD AC"}  # four aces face up
    state = new_match(4, Options(players=2), dealer=1, deal=deal)
    to_last_round(state)
    assert state.current_player == 1
    state.apply(Bet(20))
    view = state.view(0)
    assert ranges.beaten_by_board(view)
    advice = HardBot().advise(view, state.legal_actions(), Rng(3))
    assert advice.action == Fold() and advice.text.startswith("Fold")


def test_never_folds_the_nuts_to_raises() -> None:
    deal = {0: "AS KS QS JS 10S", 1: "AH AD AC KH KD"}
    state = new_match(6, Options(players=2), dealer=1, deal=deal)
    to_last_round(state)
    if state.current_player == 1:
        state.apply(Bet(100))
    assert ranges.is_nuts(state.view(0))
    for seed in range(5):
        action = HardBot().choose(state.view(0), state.legal_actions(), Rng(seed))
        assert isinstance(action, (Raise, Bet))


def test_reads_a_tight_player_s_raise_as_strength_but_not_an_always_raiser_s() -> None:
    # A pair of 9s against 10 J Q A showing: it loses to any pair of those and to a king.
    deal = {0: "9C 9D 7S 8D KH", 1: "7C 10D JH QS AC"}
    state = new_match(2, Options(players=2), dealer=0, deal=deal)
    while not (state.betting_round == 4 and state.current_player == 0):
        # Seat 1 (the higher cards face up) opens every round with the largest bet.
        legal = state.legal_actions()
        state.apply(legal[-1] if state.current_player == 1 else Call())
    view = state.view(0)
    tight = ranges.equity(view, Rng(1), 3000, {1: [0.0, 200.0]})
    loose = ranges.equity(view, Rng(1), 3000, {1: [200.0, 200.0]})
    uniform = ranges.equity(view, Rng(1), 3000, uniform=True)
    assert [m.action for m in view.history if m.seat == 1] == ["bet"] * 4
    assert 0.25 < uniform < 0.4
    assert tight < uniform - 0.15  # a player who seldom bets big has it
    assert abs(loose - uniform) < 0.08  # one who always does may hold anything


def test_calls_an_always_raise_bot_down_with_a_strong_hand() -> None:
    # Two pairs against four unconnected face-up cards: it must not be raised off the hand.
    deal = {0: "KD KH 9C 9D 8S", 1: "7C 10D JH QS AC"}
    hard = HardBot()
    hard.memory = {1: [150.0, 150.0]}  # what 50 hands against an always-raiser leave behind
    raiser = AlwaysRaise()
    for seed in range(4):
        state = new_match(seed, Options(players=2), dealer=1, deal=deal)
        rng = Rng(seed)
        while state.hand == 1:
            seat = state.current_player
            assert seat is not None
            bot = hard if seat == 0 else raiser
            action = bot.choose(state.view(seat), state.legal_actions(), rng)
            if seat == 0:
                assert action != Fold(), f"folded in round {state.betting_round}"
            state.apply(action)


def test_remembers_opponents_across_matches_that_each_start_at_hand_1() -> None:
    # Each new match numbers its first hand 1: the bot must still see a new hand by its cards.
    hard, raiser = HardBot(samples=50), AlwaysRaise()
    for seed in (1, 2, 3):
        state = new_match(seed, Options(players=2), dealer=1)
        rng = Rng(seed)
        while state.hand == 1:
            seat = state.current_player
            assert seat is not None
            bot = hard if seat == 0 else raiser
            state.apply(bot.choose(state.view(seat), state.legal_actions(), rng))
    assert hard.memory[1][1] >= 2 and hard.memory[1][0] == hard.memory[1][1]


def test_the_choice_does_not_depend_on_hidden_cards() -> None:
    # Seat 0 sees the same (its hole card, every face-up card); seat 1's hole card and the
    # cards still to come differ.
    a = new_match(1, Options(players=2), dealer=1, deal={0: "QS 9D", 1: "7H JC"})
    b = new_match(2, Options(players=2), dealer=1, deal={0: "QS 9D", 1: "AS JC"})
    for state in (a, b):
        if state.current_player == 1:
            state.apply(Bet(30))
    va, vb = a.view(0), b.view(0)
    assert va.hole == vb.hole and va.upcards == vb.upcards and va.history == vb.history
    for seed in range(5):
        assert HardBot().choose(va, a.legal_actions(), Rng(seed)) == HardBot().choose(
            vb, b.legal_actions(), Rng(seed)
        )


def test_easy_never_folds_the_nuts() -> None:
    deal = {0: "AS KS QS JS 10S", 1: "AH AD AC KH KD"}
    state = new_match(6, Options(players=2), dealer=1, deal=deal)
    to_last_round(state)
    if state.current_player == 1:
        state.apply(Bet(100))
    for seed in range(20):
        assert EasyBot().choose(state.view(0), state.legal_actions(), Rng(seed)) != Fold()


@pytest.mark.parametrize(("level", "games"), [("easy", 200), ("hard", 30)])
def test_plays_seeded_games_repeatably_within_budget(level: str, games: int) -> None:
    seats = [level, "basic", level, "random"]
    first = run("xito", games, seed=21, seats=seats)
    again = run("xito", games, seed=21, seats=seats)
    assert [s["total"] for s in first["seats"]] == [s["total"] for s in again["seats"]]
    assert sum(s["total"] for s in first["seats"]) == 0
    assert first["games"] == games and first["decision_ms"]["max"] < 2000


@pytest.mark.slow
def test_hard_plays_a_long_six_seat_game() -> None:
    summary = run("xito", 200, seed=8, seats=["hard"] * 3 + ["basic", "easy", "random"])
    assert summary["games"] == 200 and summary["decision_ms"]["p95"] < 500
