"""Keys pressed on the keyboard reach the focused main window: each is delivered to the
window's platform handle (Qt's shortcut map, then the focus widget), never sent to a chosen
widget, so a shortcut that only works when sent to its own widget fails here."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cardtable_qt.engine import pokdeng as pd
from cardtable_qt.session import SeatConfig
from cardtable_qt.ui.dialogs.new_game import NewGameConfig
from cardtable_qt.ui.main_window import MainWindow
from cardtable_qt.ui.table.action_panel import key_name

from .test_app import make_window, wait_for_person

NONE = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def key(
    qtbot: Any,
    window: MainWindow,
    which: Qt.Key,
    done: Callable[[], Any],
    mods: Any = NONE,
    timeout: int = 3000,
) -> None:
    """``which`` pressed with the main window focused, as on a desktop."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is window.windowHandle())
    focus = QApplication.focusWidget()
    assert focus is not None and focus.window() is window
    QTest.keyClick(window.windowHandle(), which, mods)
    qtbot.waitUntil(done, timeout=timeout)


def test_the_table_keys_work_in_the_focused_window(qtbot: Any) -> None:
    window = make_window(qtbot)
    seats = [SeatConfig("human", "You"), SeatConfig("ai", "Malee"), SeatConfig("ai", "Niran")]
    options = pd.Options(players=3, first_dealer=2)  # you bet first
    window.start_new_game(NewGameConfig("pokdeng", options, seats, 7))
    wait_for_person(qtbot, window)
    table: Any = window.table
    log = table.log_panel
    assert not log.is_open
    key(qtbot, window, Qt.Key.Key_L, lambda: log.is_open, CTRL)  # Ctrl+L opens the log
    key(qtbot, window, Qt.Key.Key_L, lambda: not log.is_open, CTRL)  # and folds it
    panel = table.pok_panel
    key(qtbot, window, Qt.Key.Key_C, lambda: panel.bet_amount() == options.min_bet)
    key(qtbot, window, Qt.Key.Key_M, lambda: panel.bet_amount() == 2 * options.min_bet)
    key(qtbot, window, Qt.Key.Key_P, lambda: window.pause_action.isChecked())
    key(qtbot, window, Qt.Key.Key_P, lambda: not window.pause_action.isChecked())
    key(qtbot, window, Qt.Key.Key_H, lambda: QApplication.activeModalWidget() is not None, CTRL)
    dialog = QApplication.activeModalWidget()
    assert dialog is not None
    dialog.close()
    window.session.shutdown()  # type: ignore[union-attr]


def test_enter_is_named_enter() -> None:
    assert key_name(QKeySequence("Return")) == "Enter"
    assert key_name(QKeySequence("Ctrl+Return")) == "Ctrl+Enter"
    assert key_name(QKeySequence("Ctrl+L")) == "Ctrl+L"
