"""``rummy.scenario.position``: a deal dealt as named, every card of the decks exactly once."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from cardtable_qt.engine import rummy
from cardtable_qt.engine.cards import CardError, card_code, make_deck

TWO = dataclasses.replace(rummy.Options(), players=2)
YOURS = "3H 4H 5H 6S 7S 8S 9C 9D 9H KC KD 2C QS"
THEIRS = "AS AD 2S 3S 4S 4C 6C 8C 10C JC 8H 10H JH"


def test_the_named_cards_are_dealt_and_seat_0_starts() -> None:
    state = rummy.scenario.position(
        [YOURS, THEIRS], wild_card="KS", pile="JD", stock="10D 9S", options=TWO
    )
    view = state.view(0)
    assert sorted(map(card_code, view.hand)) == sorted(YOURS.split())
    assert state.current_player == 0 and state.wild_rank == 13
    assert card_code(state.pile[-1]) == "JD"
    state.apply(rummy.Draw("stock"))
    assert card_code(state.hands[0][-1]) == "10D"  # the stock's top, as named
    everything = [*state.hands[0], *state.hands[1], *state.stock, *state.pile, state.wild_card]
    assert Counter(map(card_code, everything)) == Counter(
        map(card_code, make_deck(TWO.decks, jokers=True))
    )


def test_a_bad_position_is_refused() -> None:
    with pytest.raises(ValueError, match="holds 12 cards"):
        rummy.scenario.position(
            [YOURS.rsplit(" ", 1)[0], THEIRS], wild_card="KS", pile="JD", options=TWO
        )
    with pytest.raises(CardError):  # one deck: a second 3H does not exist
        rummy.scenario.position(
            [YOURS, THEIRS.replace("AS", "3H")], wild_card="KS", pile="JD", options=TWO
        )
    with pytest.raises(ValueError, match="hands"):
        rummy.scenario.position([YOURS], wild_card="KS", pile="JD", options=TWO)


def test_the_rest_under_the_pile_leaves_a_stock_that_runs_out_and_is_reshuffled() -> None:
    state = rummy.scenario.position(
        [YOURS, THEIRS],
        wild_card="KS",
        pile="JD",
        stock="10D",
        options=TWO,
        rest_under_pile=True,
    )
    assert [card_code(c) for c in state.stock] == ["10D"]
    assert card_code(state.pile[-1]) == "JD" and len(state.pile) == 26
    events = state.apply(rummy.Draw("stock"))
    reshuffled = [e for e in events if isinstance(e, rummy.StockReshuffled)]
    assert reshuffled and reshuffled[0].cards == len(state.stock) == 25
    assert [card_code(c) for c in state.pile] == ["JD"]  # the top card stays


def test_the_rest_under_the_pile_needs_a_named_stock() -> None:
    with pytest.raises(ValueError):
        rummy.scenario.position(
            [YOURS, THEIRS], wild_card="KS", pile="JD", options=TWO, rest_under_pile=True
        )
