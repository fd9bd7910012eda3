"""The card counter (记牌器): what a seat has not seen, from its hand and the cards played."""

from __future__ import annotations

from collections import Counter

from cardtable_qt.ai.guandan_basic import BasicBot
from cardtable_qt.engine import guandan as gd
from cardtable_qt.engine.cards import BLACK_JOKER, RED_JOKER, parse_cards
from cardtable_qt.engine.guandan.counting import COUNTED_RANKS, unseen, unseen_by
from cardtable_qt.engine.rng import Rng


def _played_moves(seed: int, moves: int) -> gd.State:
    """A first hand (no tribute: every card is where the deal and the plays put it)."""
    state = gd.new_match(seed)
    bot, rng = BasicBot(), Rng(seed)
    for _ in range(moves):
        seat = state.current_player
        assert seat is not None and state.hand_no == 1
        state.apply(bot.choose(state.view(seat), state.legal_actions(), rng))
    return state


def test_a_fresh_count_is_two_decks_less_nothing() -> None:
    out = unseen([], [], 5)
    assert out.wilds == 2
    assert out.ranks[5] == 6  # the two wild 5♥ apart
    assert out.ranks[9] == 8
    assert out.ranks[BLACK_JOKER] == out.ranks[RED_JOKER] == 2
    assert out.total == 108


def test_the_hand_and_the_plays_are_taken_off() -> None:
    out = unseen(parse_cards("5H 5S RJ 9C"), parse_cards("9D 9S 5H BJ"), 5)
    assert out.wilds == 0  # both wild hearts seen: one held, one played
    assert out.ranks[5] == 5
    assert out.ranks[9] == 5
    assert out.ranks[RED_JOKER] == 1 and out.ranks[BLACK_JOKER] == 1


def test_after_real_plays_the_count_is_exactly_what_the_others_hold() -> None:
    for seed in (1, 2, 3):
        state = _played_moves(seed, 30)
        view = state.view(0)
        assert view.played  # cards were played
        out = unseen_by(view)
        level = view.level
        held = Counter(
            "W" if (c.rank == level and c.suit == "H") else c.rank
            for seat in (1, 2, 3)
            for c in state.hands[seat]
        )
        assert out.wilds == held["W"]
        for rank in COUNTED_RANKS:
            assert out.ranks[rank] == held[rank], (seed, rank)
        assert out.total == sum(len(state.hands[s]) for s in (1, 2, 3))
