"""Leaving the table, or starting another game, while cards are still moving.

The table's animations end on the event loop; a session taken off the table just before must not
be reached by them (it used to raise "Internal C++ object (QTimer) already deleted" from the
table's ``_on_drained`` about one time in three).
"""

from __future__ import annotations

import sys
from types import TracebackType
from typing import Any

import pytest

from cardtable_qt.engine import registry
from cardtable_qt.session.seats import SeatConfig
from cardtable_qt.ui.dialogs.new_game import NewGameConfig

from .test_app import make_window

Caught = list[tuple[type[BaseException], BaseException, TracebackType | None]]


@pytest.fixture
def excepthook(monkeypatch: pytest.MonkeyPatch) -> Caught:
    """Every exception that reaches ``sys.excepthook`` during the test."""
    caught: Caught = []
    monkeypatch.setattr(sys, "excepthook", lambda *info: caught.append(info))
    return caught


def config(game_id: str, seed: int) -> NewGameConfig:
    options = registry.load(game_id).Options()
    seats = [SeatConfig("human", "Ploy")] + [
        SeatConfig("ai", f"Bot {i}", "basic") for i in range(1, options.players)
    ]
    return NewGameConfig(game_id, options, seats, seed)


@pytest.mark.parametrize("how", ["leave", "new game"])
def test_leaving_while_cards_animate_never_reaches_the_excepthook(
    qtbot: Any, excepthook: Caught, how: str
) -> None:
    window = make_window(qtbot, animation_speed="fast")
    games = ["pokdeng", "xito", "rummy", "guandan"]
    for n in range(16):
        game = games[n % len(games)]
        # a demo's AI players keep the cards moving; a person's game deals, then waits
        if n % 2:
            assert window.watch_demo(game, 100 + n) is not None
        else:
            assert window.start_new_game(config(game, 100 + n)) is not None
        table: Any = window.table
        qtbot.waitUntil(lambda t=table: t.scene.animator.busy, timeout=5000)
        qtbot.wait(n % 7 * 15)  # leave at a different moment of the deal each time
        if how == "leave":
            window.leave_table()
        else:
            assert window.start_new_game(config(games[(n + 1) % 4], 200 + n)) is not None
            qtbot.wait(n % 5 * 10)
            window.leave_table()
        qtbot.wait(60)  # the deferred deletes and the animators' last ticks
    assert window.session is None
    assert not excepthook, "".join(str(value) for _kind, value, _tb in excepthook)
