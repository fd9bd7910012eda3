"""Properties over many seeded hands with random and basic bots, 2 to 6 players, short stacks.

Each step checks: chips conserved to the chip, the 32 cards distinct, the state round-trips
through JSON, every legal action (and any amount in the bet range) accepted, everything else
refused with the state unchanged, and views hiding the other seats' hole cards.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from cardtable_qt.ai.random_bot import RandomBot
from cardtable_qt.ai.xito_basic import BasicBot
from cardtable_qt.engine.codec import encode
from cardtable_qt.engine.match import HandOver, IllegalAction
from cardtable_qt.engine.rng import Rng
from cardtable_qt.engine.xito import (
    Bet,
    Call,
    Fold,
    Options,
    Raise,
    Rebought,
    Rebuy,
    SitOut,
    State,
    from_dict,
    new_match,
)
from cardtable_qt.engine.xito.hands import deck

GAMES = 360
HANDS_PER_GAME = 3  # 1,080 hands in all
FAST_BOT = BasicBot(samples=12)


def setup(game: int) -> tuple[State, list[Any], Rng]:
    rng = Rng(game)
    players = 2 + game % 5
    ante = rng.choice([1, 5, 10, 25])
    options = Options(
        players=players,
        ante=ante,
        raise_limit=rng.choice([2, 5, 10]),
        max_raises=rng.choice([None, None, 1, 3]),
        starting_stack=ante * rng.choice([2, 5, 12, 40]),
    )
    # Short, uneven stacks so that all-ins and side pots are frequent.
    stacks = [ante * rng.randint(1, 30) for _ in range(players)]
    bots = [FAST_BOT if rng.random() < 0.5 else RandomBot() for _ in range(players)]
    return new_match(game, options, stacks=stacks, dealer=game % players), bots, rng


def check_invariants(state: State) -> None:
    assert sum(state.stacks) + sum(state.contributed) == sum(state.bought)
    assert min(state.stacks) >= 0
    if any(state.dealt):
        cards = [c for c in state.hole if c is not None]
        cards += [c for cs in state.up for c in cs] + state.deck
        cards += [c for cs in state.script for c in cs]
        assert len(cards) == 32 and set(cards) == set(deck())
    for seat in range(state.players):
        view = state.view(seat)
        assert view.hole == state.hole[seat]
        others = {state.hole[s] for s in range(state.players) if s != seat} - {None}
        assert not others & set(view.cards_seen)


def candidates(state: State) -> list[Any]:
    """Legal and nearly legal actions: the edges of every amount range, and the other kinds."""
    opts = state.options
    low, high = state.bet_range() or (opts.min_bet, opts.max_bet)
    amounts = {low - 1, low, (low + high) // 2, high, high + 1, 0}
    return [
        Fold(),
        Call(),
        Rebuy(),
        SitOut(),
        *(Bet(a) for a in amounts),
        *(Raise(a) for a in amounts),
    ]


def is_legal(state: State, action: Any, legal: list[Any]) -> bool:
    if action in legal:
        return True
    kinds = {type(a) for a in legal}
    amounts = state.bet_range()
    return (
        type(action) in kinds
        and isinstance(action, (Bet, Raise))
        and amounts is not None
        and amounts[0] <= action.amount <= amounts[1]
    )


def check_legality(state: State, data: dict[str, Any]) -> None:
    legal = state.legal_actions()
    assert legal and len(set(legal)) == len(legal)
    for action in candidates(state):
        if is_legal(state, action, legal):
            from_dict(data).apply(action)  # on a copy: it is accepted
        else:
            with pytest.raises(IllegalAction):
                state.apply(action)
            assert state.to_dict() == data  # refused, and nothing changed


def play(game: int, thorough: bool) -> list[Any]:
    state, bots, rng = setup(game)
    log: list[Any] = [encode(e) for e in state.opening_events]
    hands = 0
    while hands < HANDS_PER_GAME and not state.is_over:
        check_invariants(state)
        data = json.loads(json.dumps(state.to_dict()))
        assert from_dict(data) == state
        if thorough:
            check_legality(state, data)
        seat = state.current_player
        assert seat is not None
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rng)
        bought = sum(state.bought)
        events = state.apply(action)
        log += [encode(e) for e in events]
        # Chips enter the table only by re-buys, and every hand's result sums to zero.
        assert sum(state.bought) == bought + sum(
            e.amount for e in events if isinstance(e, Rebought)
        )
        for event in events:
            if isinstance(event, HandOver):
                hands += 1
                assert sum(event.deltas) == 0
    check_invariants(state)
    return log


def test_many_seeded_hands_keep_every_invariant() -> None:
    for game in range(GAMES):
        play(game, thorough=game % 2 == 0)


def test_the_same_seed_plays_the_same_game() -> None:
    for game in range(0, GAMES, 12):
        assert play(game, thorough=False) == play(game, thorough=False)


def test_different_seeds_deal_different_cards() -> None:
    holes = {str(new_match(seed, Options(players=6)).hole) for seed in range(30)}
    assert len(holes) == 30
