"""Settings values that are out of range reach no widget: a remembered last bet of 10**12 used
to make Pok Deng's "Last bet" button raise OverflowError."""

from __future__ import annotations

import json
import sys
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardtable_qt import app as app_module
from cardtable_qt.engine import registry
from cardtable_qt.session.seats import SeatConfig
from cardtable_qt.storage import paths
from cardtable_qt.ui.dialogs.new_game import NewGameConfig

from .test_app import QUICK


def test_a_huge_remembered_bet_is_clamped_and_the_last_bet_button_works(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    caught: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda _kind, value, _tb: caught.append(value))
    settings = {**QUICK, "remembered": {"pokdeng.last_bet": 10**12}, "ai_pace_ms": -5}
    paths.settings_path().write_text(
        json.dumps({"format": 1, "settings": settings}), encoding="utf-8"
    )
    app_module.create_application()
    started = app_module.build()
    window = started.window
    qtbot.addWidget(window)
    window.show()
    assert any("remembered bets" in p and "pace" in p for p in started.problems), started.problems
    assert window.settings.ai_pace_ms == 0
    options = registry.load("pokdeng").Options()
    seats = [SeatConfig("human", "Ploy")] + [
        SeatConfig("ai", f"AI {i}") for i in range(1, options.players)
    ]
    window.start_new_game(NewGameConfig("pokdeng", options, seats, 7))
    table: Any = window.table
    last = table.panel.buttons["last"]
    qtbot.waitUntil(lambda: last.isVisible() and last.isEnabled(), timeout=15_000)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.mouseClick(last, Qt.MouseButton.LeftButton)
    qtbot.wait(20)
    amount = table.pok_panel.amount
    assert amount.minimum() <= amount.value() <= amount.maximum()
    assert not caught, caught
    window.close()
