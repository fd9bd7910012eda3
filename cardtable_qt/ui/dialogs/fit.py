"""A dialog's size as wished, but never larger than the screen it opens on.

The dialogs ask for room at the usual sizes (a new-game dialog 940×700), which a 1024×640 screen
does not have: there the dialog takes what the screen offers and scrolls or wraps inside.
"""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

FRAME = 40  # the window manager's title bar and borders, roughly


def resize_within_screen(dialog: QWidget, width: int, height: int) -> None:
    """Resize ``dialog`` to ``width``×``height``, or to the screen's free area if that is
    smaller (its minimum size is lowered to match, so nothing forces it past the screen)."""
    screen = dialog.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        free = screen.availableGeometry()
        width = min(width, free.width())
        height = min(height, free.height() - FRAME)
        minimum = dialog.minimumSize()
        dialog.setMinimumSize(min(minimum.width(), width), min(minimum.height(), height))
    dialog.resize(width, height)
