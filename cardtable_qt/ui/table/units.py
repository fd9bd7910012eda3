"""Card units: layouts are written in card widths, the scene is drawn in scene units.

One card width is ``CARD_W`` scene units; the view scales the whole scene to the window, so a
layout written in card units looks the same at every window size. Every item's fonts are sized
in scene units too (``pixel_font``); ``set_clickable`` makes an item take clicks.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsItem

CARD_W = 100.0  # scene units per card width
CARD_ASPECT = 1.4  # height / width, as cardtable_qt.ui.card_art.CARD_ASPECT
CARD_H = CARD_W * CARD_ASPECT


def at(x: float, y: float) -> QPointF:
    """A scene point from a position in card units."""
    return QPointF(x * CARD_W, y * CARD_W)


def set_clickable(item: QGraphicsItem, clickable: bool) -> None:
    """Whether ``item`` takes left clicks, with the pointing hand over it while it does."""
    item.setAcceptedMouseButtons(
        Qt.MouseButton.LeftButton if clickable else Qt.MouseButton.NoButton
    )
    item.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)


def pixel_font(size: float, bold: bool = False) -> QFont:
    """The default font ``size`` scene units (pixels at scale 1) tall, at least one."""
    font = QFont()
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    return font
