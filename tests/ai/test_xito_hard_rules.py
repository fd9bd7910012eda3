"""The hard Xì tố bot's decision rules added for issue 14, each on a constructed position."""

from __future__ import annotations

import pytest

from cardtable_qt.ai import xito_ranges as ranges
from cardtable_qt.engine.rng import Rng
from cardtable_qt.engine.xito import Bet, Options, XitoView, new_match


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
