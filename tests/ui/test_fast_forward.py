"""Your turn while you are in another window: the window asks for attention. Out of the hand
(folded, gone out, packed): Fast-forward plays the rest of it at the fastest speed."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardtable_qt.engine import xito
from cardtable_qt.engine.match import HandOver
from cardtable_qt.session import GameSession
from cardtable_qt.storage.saves import SaveStore
from cardtable_qt.storage.settings import Settings
from cardtable_qt.storage.stats import StatsDB
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.tables.xito import XitoTable

from .helpers import show_focused, wait_turn
from .test_xito_table import CALLER, seats


def make(qtbot: Any, settings: Settings) -> XitoTable:
    options = xito.Options(players=3, turn_timer=None)
    session = GameSession(
        "xito",
        options,
        seats(CALLER, CALLER),
        12,
        saves=SaveStore(),
        stats=StatsDB(),
        bot_mode="thread",
    )
    table = XitoTable(session, settings, CardArt())
    show_focused(qtbot, table)
    table.view.setFocus()
    return table


def test_after_you_fold_fast_forward_plays_the_hand_out_fast(
    qtbot: Any, cleanup: list[Any]
) -> None:
    settings = Settings(animation_speed="slow", ai_pace_ms=1500)
    table = make(qtbot, settings)
    cleanup.append(table)
    overs: list[HandOver] = []
    table.session.handOver.connect(overs.append)
    wait_turn(qtbot, table)
    assert not table.ff_button.isVisible()  # in the hand: nothing to skip
    qtbot.mouseClick(table.panel.buttons["fold"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.ff_button.isVisible(), timeout=15_000)
    assert "Fast-forward" in table.ff_button.text() and table.ff_button.key == "F"
    qtbot.mouseClick(table.ff_button, Qt.MouseButton.LeftButton)
    assert table.fast_forwarding and table.scene.animator.speed == "fast"
    assert table.session._ai_pace_ms == 0
    assert not table.ff_button.isVisible()
    # two callers and four betting rounds at a 1.5 s pace and slow cards would take far longer
    qtbot.waitUntil(lambda: bool(overs), timeout=12_000)
    qtbot.waitUntil(lambda: table.hold.holding, timeout=10_000)
    # the hand's end, and what follows, at your own speed again
    assert not table.fast_forwarding
    assert table.scene.animator.speed == "slow" and table.session._ai_pace_ms == 1500


def test_your_turn_alerts_a_window_in_the_background(
    qtbot: Any, cleanup: list[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    alerts: list[Any] = []
    monkeypatch.setattr(QApplication, "alert", lambda widget, ms=0: alerts.append(widget))
    table = make(qtbot, Settings(animation_speed="off", ai_pace_ms=0))
    cleanup.append(table)
    wait_turn(qtbot, table)
    alerts.clear()  # (the first turn may come before the window is shown)

    def act_and_wait() -> None:
        count = len(table.session.log.lines)
        view = table.session.view(0)
        key = Qt.Key.Key_B if view.highest == 0 else Qt.Key.Key_C
        qtbot.keyClick(table.view, key)
        qtbot.waitUntil(lambda: len(table.session.log.lines) > count, timeout=3000)
        wait_turn(qtbot, table)

    act_and_wait()
    assert not alerts  # the window is active: no alert
    monkeypatch.setattr(table, "isActiveWindow", lambda: False)
    act_and_wait()
    assert alerts and alerts[0] is table.window()
