"""What the game-table tests share: showing a table focused, and the person's clicks and keys.

Every table's panel is a ``PressPanel`` (``table.panel.buttons`` by name), so these work on any
game's table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QGraphicsItem, QWidget


def show_focused(qtbot: Any, table: QWidget, size: tuple[int, int] = (1280, 800)) -> None:
    """Show ``table`` at ``size`` and wait until its window has the focus."""
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    # shortcuts act in the focused window, as on a desktop
    table.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is table.windowHandle(), timeout=3000)


def wait_turn(qtbot: Any, table: Any) -> str:
    """Wait until the person must act and the panel shows it; the engine's phase. A hand's
    result sheet on the way is read and gone on from with its Next button, as a person would."""

    def ready() -> bool:
        if continue_if_held(qtbot, table):
            return False  # the session moves on from the event loop: look again after it
        return bool(
            table.session.is_human_turn()
            and not table.scene.animator.busy
            and table.panel.current_group() is not None
        )

    qtbot.waitUntil(ready, timeout=15_000)
    return str(table.session.view(0).phase)


def continue_if_held(qtbot: Any, table: Any) -> bool:
    """A click on Next when a hand's result sheet holds the table (True), else nothing."""
    hold = getattr(table, "hold", None)
    if hold is not None and hold.holding and hold.sheet_shown:
        qtbot.mouseClick(hold.sheet.button, Qt.MouseButton.LeftButton)
        return True
    return False


def go_on_result(qtbot: Any, table: Any) -> None:
    """Let the animations end; if a hand's result sheet holds the table, click its Next."""
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=15_000)
    hold = getattr(table, "hold", None)
    if hold is not None and hold.holding:
        qtbot.waitUntil(lambda: hold.sheet_shown, timeout=5000)
        qtbot.mouseClick(hold.sheet.button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=15_000)


def click(qtbot: Any, table: Any, name: str) -> None:
    """A click on the panel's button ``name``, which must be in view and enabled."""
    button = table.panel.buttons[name]
    assert button.isVisible() and button.isEnabled(), name
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def press(qtbot: Any, table: Any, key: Qt.Key, done: Callable[[], Any]) -> None:
    """A key on the table; a button's shortcut clicks it after a short flash, so wait."""
    qtbot.keyClick(table.view, key)
    qtbot.waitUntil(done, timeout=3000)


def click_item(qtbot: Any, table: Any, item: QGraphicsItem) -> None:
    """A click where the item is on the screen, through the view like a person's."""
    point: QPoint = table.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
