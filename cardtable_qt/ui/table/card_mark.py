"""A word on a card's face, in the strip that shows in a tight fan: what the card is in this game.

Guandan marks the level cards ("Lv") and the two wild hearts ("W") on the player's cards, Rummy
its wild cards ("W"). The mark is a child of the card item, so it moves, turns and flips with it;
it sits in the card's left strip under the corner index (the part of a fanned card that stays in
view), and is drawn only while the card shows its face.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .card_item import CardItem
from .units import CARD_ASPECT, pixel_font

# tone: (fill, border, text)
MARK_TONES: dict[str, tuple[str, str, str]] = {
    "gold": ("#f4c542", "#7a5a12", "#1e1a0c"),
    "red": ("#c8102e", "#fff0f0", "#ffffff"),
    "blue": ("#2d5fa8", "#e8f0ff", "#ffffff"),
}
STRIP = 0.27  # the mark's width, in card widths
TOP = 0.34  # its top, in card heights from the card's top (under the corner index)


class CardMark(QGraphicsItem):
    """A rounded tag of one or two characters on its parent card's left strip."""

    def __init__(
        self, card: CardItem, text: str, tone: str = "gold", key: str = "", top: float = TOP
    ) -> None:
        super().__init__(card)
        self.key = key  # a card may wear marks of several keys, each at its own height
        self.top = top
        self.text = text
        self.tone = tone if tone in MARK_TONES else "gold"
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _card(self) -> CardItem:
        parent = self.parentItem()
        assert isinstance(parent, CardItem)
        return parent

    def _rect(self) -> QRectF:
        w = self._card().width
        h = w * CARD_ASPECT
        return QRectF(-w / 2 + w * 0.03, -h / 2 + h * self.top, w * STRIP, w * 0.2)

    def boundingRect(self) -> QRectF:
        # inside the card, so the card's own repaints cover it whenever the card changes size
        return self._rect().adjusted(-1, -1, 1, 1)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if not self._card().face_up:
            return
        rect = self._rect()
        fill, border, ink = MARK_TONES[self.tone]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(border), rect.height() * 0.08))
        painter.setBrush(QColor(fill))
        painter.drawRoundedRect(rect, rect.height() * 0.3, rect.height() * 0.3)
        painter.setFont(pixel_font(rect.height() * 0.72, bold=True))
        painter.setPen(QColor(ink))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


def _child_mark(card: CardItem, key: str = "") -> CardMark | None:
    return next((c for c in card.childItems() if isinstance(c, CardMark) and c.key == key), None)


def mark_of(card: CardItem, key: str = "") -> CardMark | None:
    """The card's mark (of ``key``), if it shows one."""
    mark = _child_mark(card, key)
    return mark if mark is not None and mark.isVisible() else None


def set_mark(
    card: CardItem, text: str | None, tone: str = "gold", key: str = "", top: float = TOP
) -> None:
    """Mark ``card`` with ``text`` (None or "" takes the mark off); a mark of another ``key``
    is a second mark, ``top`` (card heights from the card's top) below the first."""
    mark = _child_mark(card, key)
    if not text:
        if mark is not None:
            mark.setVisible(False)  # kept for the card's next mark (cards are reused)
        return
    if mark is None:
        CardMark(card, text, tone, key, top)
        return
    if mark.text != text or mark.tone != tone:
        mark.text, mark.tone = text, tone if tone in MARK_TONES else "gold"
        mark.update()
    mark.setVisible(True)
