"""One card on the table: a face or a back, drawn from the card art at the real pixel size.

The item is centred on its position (so it turns about its middle) and is ``width`` scene units
wide. ``paint`` asks ``CardArt`` for a pixmap exactly as wide as the card is on the screen (view
scale × device pixel ratio), which CardArt renders from vector art and caches: sharp at any window
size and at DPR 2. A flip squeezes the card edge-on, changes side, and opens it again.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine.cards import Card
from .units import CARD_ASPECT, CARD_W, set_clickable

_SHADOW = QColor(0, 0, 0, 70)
_FOCUS = QColor("#f4c542")
_SELECTED = QColor("#7fd3ff")


class CardItem(QGraphicsObject):
    """A card face or back. ``card`` is None for a card this seat may not know."""

    clicked = Signal(object)  # self

    def __init__(self, art: Any, card: Card | None = None, face_up: bool = False) -> None:
        super().__init__()
        self._art = art
        self.card = card
        self._face_up = face_up and card is not None
        self._width = float(CARD_W)
        self._squeeze = 1.0  # horizontal scale during a flip
        self._clickable = False
        self._focused = False
        self._selected = False
        self._dimmed = False
        self._hover = False
        self.pile: Any = None  # the Pile holding it (set by Pile)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(True)
        # drawn once into a device-pixel cache: a moving item costs no Python paint per frame
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # --- what it shows ---------------------------------------------------------------------

    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_face(self, card: Card | None, face_up: bool) -> None:
        up = face_up and card is not None
        if card == self.card and up == self._face_up:
            return
        self.card = card
        self._face_up = up
        self.update()

    @property
    def width(self) -> float:
        return self._width

    def set_width(self, width: float) -> None:
        if width != self._width:
            self.prepareGeometryChange()
            self._width = width

    def set_art(self, art: Any) -> None:
        self._art = art
        self.update()

    def set_flip_progress(self, t: float, face_up_after: bool, card: Card | None) -> None:
        """Part of a flip: edge-on at t = 0.5, the new side showing after it."""
        if t >= 0.5 and self._face_up != (face_up_after and card is not None):
            self.set_face(card if card is not None else self.card, face_up_after)
        # drawn narrower in the card's own frame, so a turned card flips about its long axis
        self._squeeze = 1.0 if t >= 1.0 else max(0.02, abs(math.cos(math.pi * t)))
        self.update()

    # --- how it responds -------------------------------------------------------------------

    @property
    def clickable(self) -> bool:
        return self._clickable

    def set_clickable(self, clickable: bool) -> None:
        if clickable == self._clickable:
            return
        self._clickable = clickable
        set_clickable(self, clickable)
        self.update()

    def set_focused(self, focused: bool) -> None:
        """The keyboard focus ring (arrow keys move it over the person's cards)."""
        if focused != self._focused:
            self._focused = focused
            self.update()

    @property
    def focused(self) -> bool:
        return self._focused

    def set_selected(self, selected: bool) -> None:
        if selected != self._selected:
            self._selected = selected
            self.update()

    @property
    def selected(self) -> bool:
        return self._selected

    def set_dimmed(self, dimmed: bool) -> None:
        if dimmed != self._dimmed:
            self._dimmed = dimmed
            self.update()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._clickable and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._clickable and self.contains(event.pos()):
            self.clicked.emit(self)

    # --- drawing ---------------------------------------------------------------------------

    def card_rect(self) -> QRectF:
        w = self._width
        h = w * CARD_ASPECT
        return QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:
        pad = self._width * 0.06
        return self.card_rect().adjusted(-pad, -pad, pad, pad * 1.6)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        rect = self.card_rect()
        if self._squeeze < 1.0:
            half = rect.width() * self._squeeze / 2
            rect.setLeft(-half)
            rect.setRight(half)
        radius = self._width * 0.07
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_SHADOW)
        shift = self._width * 0.03
        painter.drawRoundedRect(rect.translated(shift, shift * 1.4), radius, radius)

        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        # CardArt takes the width in logical pixels and renders width × dpr device pixels
        width_px = max(8, round(self._width * lod))
        pixmap = self._art.pixmap(self.card if self._face_up else None, width_px, dpr)
        if self._dimmed:
            painter.setOpacity(0.55)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        painter.setOpacity(1.0)

        ring = _FOCUS if self._focused else _SELECTED if self._selected else None
        if ring is None and self._hover and self._clickable:
            ring = QColor(255, 255, 255, 150)
        if ring is not None:
            pen = QPen(ring, self._width * 0.045)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = self._width * 0.01
            painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
