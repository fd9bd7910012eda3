"""The shade laid over the felt behind a sheet, so the sheet reads as the thing to look at.

It only darkens: clicks pass through it to the table (a click on the felt goes on from a hand's
result), and it follows its sheet, shown and hidden with it and laid over the same area.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

SHADE = QColor(0, 0, 0, 80)  # enough to set the sheet apart; the table still shows through


class Shade(QWidget):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("sheetShade")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.hide()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(event.rect(), SHADE)
