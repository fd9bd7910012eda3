"""A monkey at every table: thousands of seeded random clicks and keys while the AI players play.

Nothing may reach ``sys.excepthook``: not a refused action, not a click during a deal, not a key
on a finished match, not leaving the table mid-animation. The quick run (a few thousand events
over the four tables) is part of every test run; the long one is marked ``slow``.
"""

from __future__ import annotations

import random
import sys
from types import TracebackType
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

from cardtable_qt.engine import registry
from cardtable_qt.engine.pokdeng import Leave
from cardtable_qt.session.seats import SeatConfig
from cardtable_qt.ui.dialogs.new_game import NewGameConfig
from cardtable_qt.ui.main_window import MainWindow

from .test_app import make_window

GAMES = ("pokdeng", "xito", "rummy", "guandan")
KEYS = (
    [Qt.Key.Key_Space, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down]
    + [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape, Qt.Key.Key_Tab, Qt.Key.Key_Home]
    + [Qt.Key.Key_End, Qt.Key.Key_Backspace, Qt.Key.Key_Delete, Qt.Key.Key_Plus, Qt.Key.Key_Minus]
    + [getattr(Qt.Key, f"Key_{c}") for c in "ABCDEFGHIJKLMNOQRSTUVWXYZ0123456789"]
)  # P pauses: it is pressed in pairs below, so the AI players go on
Caught = list[tuple[type[BaseException], BaseException, TracebackType | None]]


@pytest.fixture
def excepthook(monkeypatch: pytest.MonkeyPatch) -> Caught:
    caught: Caught = []
    monkeypatch.setattr(sys, "excepthook", lambda *info: caught.append(info))
    return caught


def new_game(window: MainWindow, game_id: str, seed: int) -> None:
    options = registry.load(game_id).Options()
    seats = [SeatConfig("human", "Monkey")] + [
        SeatConfig("ai", f"AI {i}", "basic") for i in range(1, options.players)
    ]
    assert window.start_new_game(NewGameConfig(game_id, options, seats, seed)) is not None


def close_boxes() -> None:
    """Message boxes and windows the monkey opened (a refusal, a notice, the review of a hand
    from a result sheet) are dismissed, as a person would."""
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, (QMessageBox, QDialog)) and widget.isVisible():
            widget.done(0)


def random_point(rng: random.Random, widget: QWidget) -> QPoint:
    return QPoint(rng.randrange(max(1, widget.width())), rng.randrange(max(1, widget.height())))


def monkey(qtbot: Any, window: MainWindow, game_id: str, events: int, seed: int) -> None:
    """Send ``events`` random clicks and keys to the table of ``game_id``."""
    rng = random.Random(seed)
    new_game(window, game_id, seed)
    for n in range(events):
        table: Any = window.table
        session = window.session
        assert table is not None and session is not None
        if session.state.is_over:
            new_game(window, game_id, rng.randrange(10**6))
            continue
        roll = rng.random()
        if roll < 0.08 and session.is_human_turn():
            # Now and then a move that is legal, so the match goes on and the AI players play
            # (a monkey alone would rarely find one in Rummy or Guandan).
            table.submit(rng.choice(session.legal_actions()))
        elif roll < 0.35:  # somewhere on the felt: cards, piles, plates, nothing
            viewport = table.view.viewport()
            button = rng.choice([Qt.MouseButton.LeftButton] * 5 + [Qt.MouseButton.RightButton])
            qtbot.mouseClick(viewport, button, pos=random_point(rng, viewport))
        elif roll < 0.40:
            viewport = table.view.viewport()
            qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=random_point(rng, viewport))
        elif roll < 0.65:  # one of the panel's buttons that can be pressed now
            buttons = [b for b in table.panel.findChildren(QWidget) if _pressable(b)]
            if buttons:
                qtbot.mouseClick(rng.choice(buttons), Qt.MouseButton.LeftButton)
        elif roll < 0.95:
            qtbot.keyClick(table.view, rng.choice(KEYS))
        elif roll < 0.97:  # pause and carry on
            qtbot.keyClick(table.view, Qt.Key.Key_P)
            qtbot.wait(rng.randrange(5))
            qtbot.keyClick(table.view, Qt.Key.Key_P)
        elif roll < 0.972:  # leave mid-game, then sit down again
            window.leave_table()
            qtbot.wait(rng.randrange(20))
            new_game(window, game_id, rng.randrange(10**6))
        else:  # let the AI players and the animations run a little
            qtbot.wait(rng.randrange(1, 40))
        if n % 4 == 0:
            qtbot.wait(3)  # the event loop: animations step, AI decisions arrive
        if n % 25 == 0:
            close_boxes()


def _pressable(widget: QWidget) -> bool:
    from PySide6.QtWidgets import QAbstractButton

    return isinstance(widget, QAbstractButton) and widget.isVisible() and widget.isEnabled()


def the_ai_moves_again(qtbot: Any, window: MainWindow, game_id: str) -> None:
    """The match goes on after the monkey: an AI player makes a move (the person's turns are
    played for it and a hand's result is gone on from, as a person would). Waited for, not
    counted in fixed waits, so a loaded machine is only slower; a table the monkey froze fails.
    A match the monkey finished is followed by a new one, which must get going too."""
    if window.session is not None and window.session.state.is_over:
        new_game(window, game_id, 1)
    session = window.session
    table: Any = window.table
    assert session is not None and table is not None
    mark = [session.actions_applied]

    def ai_moved() -> bool:
        close_boxes()
        if session.actions_applied > mark[0]:
            return True
        if session.state.is_over:  # the person's own last move ended it
            return True
        hold = getattr(table, "hold", None)
        if hold is not None and hold.holding and hold.sheet_shown and hold.sheet.button.isVisible():
            qtbot.mouseClick(hold.sheet.button, Qt.MouseButton.LeftButton)
        if session.is_human_turn():
            table.submit(next(a for a in session.legal_actions() if not isinstance(a, Leave)))
            mark[0] = session.actions_applied
        return False

    qtbot.waitUntil(ai_moved, timeout=60_000)


def run_monkey(qtbot: Any, excepthook: Caught, events_per_table: int, seed: int) -> None:
    window = make_window(qtbot, animation_speed="fast")
    for index, game_id in enumerate(GAMES):
        monkey(qtbot, window, game_id, events_per_table, seed + index)
        assert not excepthook, (game_id, [str(value) for _kind, value, _tb in excepthook])
        the_ai_moves_again(qtbot, window, game_id)
        assert not excepthook, (game_id, [str(value) for _kind, value, _tb in excepthook])
    window.leave_table()
    qtbot.wait(50)
    assert not excepthook, [str(value) for _kind, value, _tb in excepthook]


def test_a_monkey_at_every_table_raises_nothing(qtbot: Any, excepthook: Caught) -> None:
    run_monkey(qtbot, excepthook, events_per_table=700, seed=16)


@pytest.mark.slow
def test_a_long_monkey_at_every_table_raises_nothing(qtbot: Any, excepthook: Caught) -> None:
    run_monkey(qtbot, excepthook, events_per_table=5000, seed=1616)
