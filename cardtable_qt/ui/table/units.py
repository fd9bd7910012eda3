"""Card units: layouts are written in card widths, the scene is drawn in scene units.

One card width is ``CARD_W`` scene units; the view scales the whole scene to the window, so a
layout written in card units looks the same at every window size.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

CARD_W = 100.0  # scene units per card width
CARD_ASPECT = 1.4  # height / width, as cardtable_qt.ui.card_art.CARD_ASPECT
CARD_H = CARD_W * CARD_ASPECT


def at(x: float, y: float) -> QPointF:
    """A scene point from a position in card units."""
    return QPointF(x * CARD_W, y * CARD_W)
