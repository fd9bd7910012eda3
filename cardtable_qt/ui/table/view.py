"""The table view: the scene scaled to the window, on a felt table, with the skip gesture.

The whole scene is fitted into the window (keeping its shape), so a layout in card units looks the
same from 1024×640 up to a 4K screen; card faces are drawn at the real pixel size (see
``CardItem.paint``). A click on the felt or Space finishes the running animations at once; the
arrow keys, Enter and Space are also passed on to the table for moving over the person's cards.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from .units import CARD_W

DEFAULT_FELT = "#1d6b45"


class TableView(QGraphicsView):
    """Shows a ``CardScene`` fitted to the widget, over a felt table."""

    skipRequested = Signal()  # a click on the felt or Space: finish the animations now
    keyMoved = Signal(int)  # -1 / +1: the arrow keys over the person's cards
    keyActivated = Signal()  # Enter on the focused card
    resized = Signal()  # the felt's size changed (the window, the game log opened or folded)

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._felt = QColor(DEFAULT_FELT)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 300)

    def set_felt(self, colour: str) -> None:
        felt = QColor(colour)
        self._felt = felt if felt.isValid() else QColor(DEFAULT_FELT)
        self.resetCachedContent()
        self.viewport().update()

    @property
    def felt(self) -> QColor:
        return QColor(self._felt)

    def fit(self) -> None:
        scene = self.scene()
        if scene is not None:
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()
        self.resized.emit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    # --- input ---------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        item = self.itemAt(event.position().toPoint())
        taken = item is not None and bool(item.acceptedMouseButtons() & event.button())
        if not taken and event.button() == Qt.MouseButton.LeftButton:
            self.skipRequested.emit()
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Space and not event.isAutoRepeat():
            self.skipRequested.emit()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.keyMoved.emit(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.keyMoved.emit(1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.keyActivated.emit()
        else:
            super().keyPressEvent(event)

    # --- the felt --------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        scene = self.scene()
        painter.fillRect(rect, self._felt.darker(330))
        if scene is None:
            return
        table, radius = table_outline(scene.sceneRect())
        path = QPainterPath()
        path.addRoundedRect(table, radius, radius)
        # the rail
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#3b2416"), CARD_W * 0.22))
        painter.drawPath(path)
        painter.setPen(QPen(QColor("#6b452b"), CARD_W * 0.06))
        painter.drawPath(path)
        # the felt, lit from the middle
        glow = QRadialGradient(table.center(), max(table.width(), table.height()) * 0.6)
        glow.setColorAt(0.0, self._felt.lighter(118))
        glow.setColorAt(0.7, self._felt)
        glow.setColorAt(1.0, self._felt.darker(135))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(glow))
        painter.drawPath(path)
        # a thin inner line, as printed on a real table
        inner = table.adjusted(CARD_W * 0.5, CARD_W * 0.5, -CARD_W * 0.5, -CARD_W * 0.5)
        line = QPainterPath()
        line.addRoundedRect(inner, radius * 0.8, radius * 0.8)
        painter.setPen(QPen(QColor(255, 255, 255, 28), CARD_W * 0.02))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(line)


def table_outline(scene: QRectF) -> tuple[QRectF, float]:
    """The table's rounded rectangle in a scene of ``scene`` (the rail's middle line) and its
    corners' radius: what the view draws, for a table that places things inside the felt."""
    table = scene.adjusted(CARD_W * 0.15, CARD_W * 0.15, -CARD_W * 0.15, -CARD_W * 0.15)
    return table, min(table.width(), table.height()) * 0.46
