"""The Guandan table's corner boards step aside while the hand's result sheet is up.

The sheet says what the boards say (the levels in its words, the places row by row), and laid
over the middle of the felt it covered a corner board in part: "the places" board showed the
ends of its lines cut by the sheet's edge. The boards come back as the sheet goes.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QGraphicsItem, QWidget


class BoardsUnderSheet(QObject):
    """Hides ``boards`` while ``sheet`` shows; shows again those it hid."""

    def __init__(self, sheet: QWidget, boards: Sequence[QGraphicsItem]) -> None:
        super().__init__(sheet)
        self._boards = tuple(boards)
        self._hidden: list[QGraphicsItem] = []
        sheet.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Show:
            self._hidden = [b for b in self._boards if b.isVisible()]
            for board in self._hidden:
                board.setVisible(False)
        elif kind == QEvent.Type.Hide:
            for board in self._hidden:
                board.setVisible(True)
            self._hidden = []
        return False
