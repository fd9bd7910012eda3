"""The quicker __init__ of Pok Deng's records keeps them ordinary frozen dataclasses."""

from __future__ import annotations

import dataclasses

import pytest

from cardtable_qt.engine.cards import parse_cards
from cardtable_qt.engine.pokdeng import Deal, HandView, PlaceBet, Settlement
from cardtable_qt.engine.pokdeng.records import fast_init


def test_records_build_alike_by_position_and_by_keyword() -> None:
    card = parse_cards("9S")[0]
    deal = Deal(1, 2, 4, 0, card)
    assert deal == Deal(hand=1, seat=2, spot=4, index=0, card=card)
    assert hash(deal) == hash(Deal(1, 2, 4, 0, card))
    assert repr(deal) == "Deal(hand=1, seat=2, spot=4, index=0, card=Card(9S))"
    assert dataclasses.is_dataclass(deal) and dataclasses.astuple(PlaceBet(3, 10)) == (3, 10)
    assert Settlement("win", 2, 20).amount == 20


def test_records_stay_frozen_and_check_their_arguments() -> None:
    bet = PlaceBet(3, 10)
    with pytest.raises(dataclasses.FrozenInstanceError):
        bet.amount = 20  # type: ignore[misc]
    with pytest.raises(TypeError):
        PlaceBet(3)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        PlaceBet(3, 10, 5)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        PlaceBet(spot=3, chips=10)  # type: ignore[call-arg]
    view = HandView(0, 1, 2, "dealer", 0, 2, None, False, False, False, 0, "", "")
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.bet = 5  # type: ignore[misc]


def test_fast_init_refuses_classes_it_cannot_serve() -> None:
    @dataclasses.dataclass(frozen=True, slots=True)
    class WithDefault:
        a: int = 1

    with pytest.raises(TypeError, match="defaults"):
        fast_init(WithDefault)
