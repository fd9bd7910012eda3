"""Guandan's card counter strip (记牌器) and the felt's small buttons.

``CounterStrip`` shows how many of each rank you have not seen yet (``engine.guandan.counting``:
from your hand and the cards played, never a hidden hand), highest first the way the commercial
apps show it: the big and small jokers, the level's wild hearts, then A down to 2. A click on its
title folds it to the title alone, and unfolds it. It sits in the bottom right corner of the
felt, clear of every seat's cards at every window size (the scene keeps its proportions).
``FeltButton`` is a small button drawn on the felt (Last trick, T).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine.cards import BLACK_JOKER, RED_JOKER, SUIT_SYMBOLS, rank_name
from ...engine.guandan.counting import Unseen
from ..table import CARD_W
from ..table.units import pixel_font

_INK = QColor("#f3efe2")
_DIM = QColor(243, 239, 226, 90)
_RED = QColor("#ff8a80")
_GOLD = QColor("#f4c542")
WILD = 0  # the cell of the level's wild hearts
CELLS: tuple[int, ...] = (RED_JOKER, BLACK_JOKER, WILD, *range(14, 1, -1))
COLUMNS = 4
STRIP_W = 2.3  # card units
CELL_H = 0.46
TITLE_H = 0.34


class CounterStrip(QGraphicsObject):
    """The counter, drawn from its top-left corner; ``folded`` shows its title alone."""

    foldToggled = Signal(bool)

    def __init__(self, words: Callable[[], tuple[str, str, str]]) -> None:
        super().__init__()
        # (title, big joker, small joker) in the language in use, asked at each paint
        self._words = words
        self._unseen: Unseen | None = None
        self._folded = False
        self._title_font = pixel_font(CARD_W * 0.15, bold=True)
        self._label_font = pixel_font(CARD_W * 0.12)
        self._count_font = pixel_font(CARD_W * 0.2, bold=True)
        self.setZValue(440)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    # --- state ---------------------------------------------------------------------------

    @property
    def folded(self) -> bool:
        return self._folded

    def set_folded(self, folded: bool) -> None:
        if folded != self._folded:
            self.prepareGeometryChange()
            self._folded = folded
            self.update()

    def set_unseen(self, unseen: Unseen | None) -> None:
        if unseen != self._unseen:
            self._unseen = unseen
            self.update()

    def count(self, cell: int) -> int | None:
        """What the strip shows for a rank (``WILD`` for the wild hearts); None before a deal."""
        if self._unseen is None:
            return None
        return self._unseen.wilds if cell == WILD else self._unseen.ranks[cell]

    def shown(self) -> dict[str, int]:
        """The cells as the strip shows them, by their label (for tests and a screen reader)."""
        _title, big, small = self._words()
        if self._unseen is None or self._folded:
            return {}
        return {self._label(c, big, small): self.count(c) or 0 for c in CELLS}

    def _label(self, cell: int, big: str, small: str) -> str:
        if cell == RED_JOKER:
            return big
        if cell == BLACK_JOKER:
            return small
        level = self._unseen.level if self._unseen is not None else 2
        if cell == WILD:
            return rank_name(level) + SUIT_SYMBOLS["H"]
        return rank_name(cell)

    # --- drawing ------------------------------------------------------------------------------

    def _height(self) -> float:
        rows = 0 if self._folded else -(-len(CELLS) // COLUMNS)
        return CARD_W * (TITLE_H + rows * CELL_H + (0.06 if rows else 0))

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, CARD_W * STRIP_W + 4, self._height() + 4)

    def title_rect(self) -> QRectF:
        return QRectF(0, 0, CARD_W * STRIP_W, CARD_W * TITLE_H)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = CARD_W * STRIP_W
        painter.setPen(QPen(QColor(255, 255, 255, 60), CARD_W * 0.015))
        painter.setBrush(QColor(12, 18, 15, 215))
        painter.drawRoundedRect(QRectF(0, 0, width, self._height()), CARD_W * 0.1, CARD_W * 0.1)
        title, big, small = self._words()
        pad = CARD_W * 0.1
        head = self.title_rect()
        painter.setFont(self._title_font)
        painter.setPen(_INK)
        fm = QFontMetricsF(self._title_font)
        text = fm.elidedText(title, Qt.TextElideMode.ElideRight, width - 3.5 * pad)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(head.adjusted(pad, 0, -pad, 0), left, text)
        # the fold mark: a small triangle, down when open, right when folded
        s = CARD_W * 0.07
        c = QPointF(width - pad - s, head.center().y())
        tri = QPainterPath()
        if self._folded:
            tri.moveTo(c.x() - s * 0.6, c.y() - s)
            tri.lineTo(c.x() + s * 0.8, c.y())
            tri.lineTo(c.x() - s * 0.6, c.y() + s)
        else:
            tri.moveTo(c.x() - s, c.y() - s * 0.6)
            tri.lineTo(c.x() + s, c.y() - s * 0.6)
            tri.lineTo(c.x(), c.y() + s * 0.8)
        tri.closeSubpath()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_GOLD)
        painter.drawPath(tri)
        if self._folded or self._unseen is None:
            return
        cell_w = width / COLUMNS
        centre = Qt.AlignmentFlag.AlignCenter
        for i, cell in enumerate(CELLS):
            x = (i % COLUMNS) * cell_w
            y = CARD_W * (TITLE_H + (i // COLUMNS) * CELL_H)
            n = self.count(cell) or 0
            red = cell in (RED_JOKER, WILD)
            label_font = self._label_font
            painter.setFont(label_font)
            painter.setPen(_RED if red else _INK)
            label = QFontMetricsF(label_font).elidedText(
                self._label(cell, big, small), Qt.TextElideMode.ElideRight, cell_w - 2
            )
            painter.drawText(QRectF(x, y, cell_w, CARD_W * 0.17), centre, label)
            painter.setFont(self._count_font)
            painter.setPen(_DIM if n == 0 else (_GOLD if cell == WILD else _INK))
            painter.drawText(QRectF(x, y + CARD_W * 0.15, cell_w, CARD_W * 0.27), centre, str(n))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.title_rect().contains(event.pos()) or self._folded:
            self.set_folded(not self._folded)
            self.foldToggled.emit(self._folded)
            event.accept()
            return
        event.ignore()


class FeltButton(QGraphicsObject):
    """A small button on the felt: its words and its key, ``clicked`` when pressed."""

    clicked = Signal()

    def __init__(self, key: str) -> None:
        super().__init__()
        self._text = ""
        self._key = key
        self._on = False
        self._font = pixel_font(CARD_W * 0.14, bold=True)
        self.setZValue(440)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def text(self) -> str:
        return self._text

    def set_text(self, text: str) -> None:
        if text != self._text:
            self.prepareGeometryChange()
            self._text = text
            self.update()

    def set_on(self, on: bool) -> None:
        """Lit while what it shows is shown."""
        if on != self._on:
            self._on = on
            self.update()

    def _size(self) -> tuple[float, float]:
        fm = QFontMetricsF(self._font)
        return fm.horizontalAdvance(f"{self._text}  {self._key}") + CARD_W * 0.3, CARD_W * 0.28

    def boundingRect(self) -> QRectF:
        w, h = self._size()
        return QRectF(-2, -2, w + 4, h + 4)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self._size()
        painter.setPen(QPen(_GOLD if self._on else QColor(255, 255, 255, 70), CARD_W * 0.015))
        painter.setBrush(QColor(60, 48, 12, 230) if self._on else QColor(12, 18, 15, 215))
        painter.drawRoundedRect(QRectF(0, 0, w, h), h / 2, h / 2)
        painter.setFont(self._font)
        fm = QFontMetricsF(self._font)
        pad = CARD_W * 0.15
        painter.setPen(_INK)
        rect = QRectF(pad, 0, w - 2 * pad, h)
        painter.drawText(
            rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self._text
        )
        painter.setPen(_GOLD)
        key_x = pad + fm.horizontalAdvance(self._text + "  ")
        painter.drawText(
            QRectF(key_x, 0, w - key_x, h),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self._key,
        )

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.clicked.emit()
        event.accept()
