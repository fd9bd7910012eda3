"""Pok Deng played by random and basic bots over many seeded rounds, checking the contract at
every step: legal actions are accepted, anything else is refused without a trace, chips and
cards are conserved, saves restore exactly and play on identically, seeds replay."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardtable_qt.ai.pokdeng_basic import BasicBot
from cardtable_qt.ai.random_bot import RandomBot
from cardtable_qt.engine.codec import encode
from cardtable_qt.engine.match import Event, HandOver, IllegalAction
from cardtable_qt.engine.pokdeng import (
    AnnounceStop,
    Catch,
    DeclineBank,
    DrawCard,
    EndBets,
    KeepBank,
    Leave,
    NoCatch,
    Options,
    PlaceBet,
    Rebought,
    Rebuy,
    Stand,
    State,
    TakeBank,
    decode_action,
    decode_event,
    from_dict,
    new_match,
)
from cardtable_qt.engine.rng import Rng

ROUNDS_PER_GAME = 12
GAMES = 45  # per bot kind: 2 × 45 × 12 > 1,000 rounds

options_strategy = st.builds(
    Options,
    players=st.integers(2, 9),
    starting_chips=st.sampled_from([100, 300, 1000]),  # small stacks: re-buys and the cover rule
    min_bet=st.sampled_from([5, 10]),
    max_bet=st.sampled_from([20, 100]),
    forced_draw=st.booleans(),
    catch_two=st.booleans(),
    deng_difference=st.booleans(),
    max_legs=st.integers(1, 3),
    dealer_rounds=st.integers(3, 5),
)


def is_legal(state: State, action: Any) -> bool:
    """Legality from the public helpers: any amount within the limits, else the listed set."""
    if isinstance(action, PlaceBet) and state.phase == "betting":
        seat = state.current_player
        assert seat is not None
        limits = state.bet_limits(seat)
        return (
            limits is not None
            and type(action.amount) is int
            and limits[0] <= action.amount <= limits[1]
            and action.spot in state.open_spots(seat)
        )
    return action in state.legal_actions()


def random_other_action(state: State, rng: Rng) -> Any:
    spots = 2 * state.players
    pick = rng.randbelow(12)
    if pick == 0:
        return PlaceBet(rng.randint(-2, spots + 2), rng.randint(-20, 2 * state.options.max_bet))
    if pick == 1:
        return DrawCard(rng.randint(-1, 10))
    if pick == 2:
        return Stand(rng.randint(-1, 10))
    if pick == 3:
        return Catch(rng.randint(0, 4))  # type: ignore[arg-type]
    simple = [EndBets, NoCatch, Rebuy, Leave, TakeBank, DeclineBank, KeepBank, AnnounceStop]
    return simple[pick - 4]()


def check_cards(state: State) -> None:
    """During a round the hands and the rest of the deck are exactly one 52-card deck."""
    dealt = [c for h in state.hands for c in h.cards]
    if dealt:
        faces = [c.face for c in dealt + state.deck + state.preset]
        assert len(faces) == 52 and len(set(faces)) == 52
    else:
        assert state.deck == []


def check_views(state: State) -> None:
    for seat in range(state.players):
        view = state.view(seat)
        for hv, h in zip(view.hands, state.hands, strict=True):
            if h.seat == seat or h.revealed:
                assert hv.cards == tuple(h.cards)
            else:
                assert hv.cards is None and hv.name == ""
            assert hv.card_count == len(h.cards)


def play(seed: int, options: Options, bot_kind: str, rounds: int) -> list[Event]:
    """Play ``rounds`` rounds checking the contract at every step; returns the event log."""
    state = new_match(seed, options)
    shadow = from_dict(json.loads(json.dumps(state.to_dict())))  # restored copy playing along
    matches = 0
    bots = [BasicBot() if bot_kind == "basic" else RandomBot() for _ in range(options.players)]
    bot_rng, probe_rng = Rng(seed * 7 + 1), Rng(seed * 7 + 2)
    start_total = options.players * options.starting_chips
    log: list[Event] = []
    played = steps = 0
    while played < rounds:
        if state.is_over:  # seat 0 left: sit down at a new table
            assert state.result is not None and shadow.to_dict() == state.to_dict()
            matches += 1
            state = new_match(seed + matches, options)
            shadow = from_dict(state.to_dict())
            continue
        seat = state.current_player
        assert seat is not None
        legal = state.legal_actions()
        assert legal, "legal_actions is never empty while the match is on"
        saved = state.to_dict()
        assert from_dict(json.loads(json.dumps(saved))).to_dict() == saved

        # random other actions are refused and change nothing
        for _ in range(3):
            other = random_other_action(state, probe_rng)
            if not is_legal(state, other):
                try:
                    state.apply(other)
                except IllegalAction as exc:
                    assert exc.reason
                else:
                    raise AssertionError(f"{other!r} was accepted in phase {state.phase}")
                assert state.to_dict() == saved

        # every listed action is accepted (tried on copies)
        for action in legal:
            copy = state.clone()
            copy.apply(action)
            assert decode_action(encode(action)) == action
        assert state.clone().to_dict() == saved

        action = bots[seat].choose(state.view(seat), legal, bot_rng)
        events = state.apply(action)
        assert shadow.apply(action) == events  # the restored game continues identically
        steps += 1
        for event in events:
            assert decode_event(json.loads(json.dumps(encode(event)))) == event
            if isinstance(event, HandOver):
                played += 1
                assert sum(event.deltas) == 0  # D-P10
        rebought = sum(e.chips for e in events if isinstance(e, Rebought))
        assert rebought >= 0
        assert sum(state.stacks) == start_total + sum(state.bought)
        assert min(state.stacks) >= 0
        check_cards(state)
        check_views(state)
        log += events
    assert shadow.to_dict() == state.to_dict()
    return log


def _run_many(bot_kind: str, seed: int, options: Options) -> None:
    log = play(seed, options, bot_kind, ROUNDS_PER_GAME)
    assert any(isinstance(e, HandOver) for e in log)


@settings(
    derandomize=True,
    max_examples=GAMES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(seed=st.integers(0, 2**32), options=options_strategy)
def test_random_bots_keep_the_contract(seed: int, options: Options) -> None:
    _run_many("random", seed, options)


@settings(
    derandomize=True,
    max_examples=GAMES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(seed=st.integers(0, 2**32), options=options_strategy)
def test_basic_bots_keep_the_contract(seed: int, options: Options) -> None:
    _run_many("basic", seed, options)


def test_the_same_seed_replays_the_same_game() -> None:
    for seed in (0, 1, 99):
        options = Options(players=6)
        first = play(seed, options, "random", 20)
        again = play(seed, options, "random", 20)
        assert first == again
        other = play(seed + 1000, options, "random", 20)
        assert other != first


def test_a_long_basic_session_runs_rotations_and_rebuys() -> None:
    """Enough rounds for the bank to pass several times and for stacks to run dry."""
    log = play(5, Options(players=4, starting_chips=100, min_bet=5, max_bet=20), "basic", 150)
    names = {type(e).__name__ for e in log}
    assert {"StopAnnounced", "BankPassed", "Rebought", "Caught", "Draw", "Settle"} <= names
