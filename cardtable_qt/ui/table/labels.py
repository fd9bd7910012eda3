"""Words on the table: result tags by a hand, a notice across the table, clickable spots.

``TagItem`` names a hand's result ("Tong ×5", with the game's own word under it when there is room)
in a colour that says won, lost or tie. ``NoticeItem`` holds a message everyone must see (the bank
changes hands). ``SpotItem`` is a dashed place on the felt a player can click (choose a leg's
position, say).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .units import CARD_W, pixel_font, set_clickable

TONES: dict[str, tuple[str, str, str]] = {
    # tone: (fill, border, text)
    "win": ("#1f6e3a", "#f4c542", "#fff8dc"),
    "lose": ("#7a2320", "#e88a80", "#fff0ee"),
    "tie": ("#4a4f55", "#c9ced4", "#f3f3f3"),
    "info": ("#14211a", "#9fc2ad", "#f3efe2"),
    "pok": ("#8a5a00", "#ffe08a", "#fffbe8"),
}


class TagItem(QGraphicsObject):
    """A rounded label with a main line and an optional smaller second line."""

    def __init__(self, text: str, subtitle: str = "", tone: str = "info", *, size: float = 1.0):
        super().__init__()
        self._text = text
        self._subtitle = subtitle
        self._tone = tone if tone in TONES else "info"
        self._main = pixel_font(CARD_W * 0.2 * size, bold=True)
        self._sub = pixel_font(CARD_W * 0.155 * size)
        self._rect = QRectF()
        self._measure()
        self.setZValue(400)
        # drawn once into a device-pixel cache: a moving item costs no Python paint per frame
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def text(self) -> str:
        return self._text

    @property
    def subtitle(self) -> str:
        return self._subtitle

    @property
    def tone(self) -> str:
        return self._tone

    def set_text(self, text: str, subtitle: str = "", tone: str | None = None) -> None:
        self.prepareGeometryChange()
        self._text, self._subtitle = text, subtitle
        if tone in TONES:
            self._tone = tone
        self._measure()
        self.update()

    def _measure(self) -> None:
        main = QFontMetricsF(self._main)
        w = main.horizontalAdvance(self._text)
        h = main.height()
        if self._subtitle:
            sub = QFontMetricsF(self._sub)
            w = max(w, sub.horizontalAdvance(self._subtitle))
            h += sub.height()
        pad_x, pad_y = CARD_W * 0.12, CARD_W * 0.05
        self._rect = QRectF(-(w / 2 + pad_x), -(h / 2 + pad_y), w + 2 * pad_x, h + 2 * pad_y)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        fill, border, ink = TONES[self._tone]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = min(self._rect.height() / 2, CARD_W * 0.14)
        painter.setPen(QPen(QColor(border), CARD_W * 0.02))
        painter.setBrush(QColor(fill))
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.setPen(QColor(ink))
        main_h = QFontMetricsF(self._main).height()
        top = self._rect.top() + CARD_W * 0.05
        inner_w = self._rect.width()
        painter.setFont(self._main)
        painter.drawText(
            QRectF(self._rect.left(), top, inner_w, main_h),
            Qt.AlignmentFlag.AlignCenter,
            self._text,
        )
        if self._subtitle:
            painter.setFont(self._sub)
            sub_h = QFontMetricsF(self._sub).height()
            painter.drawText(
                QRectF(self._rect.left(), top + main_h, inner_w, sub_h),
                Qt.AlignmentFlag.AlignCenter,
                self._subtitle,
            )


class InfoText(QGraphicsSimpleTextItem):
    """Small light lines in a corner of the felt; ``set_lines`` cuts each to the corner's width
    (with "…") and remembers which it had to cut, so a check can find them (``cut_words``)."""

    def __init__(self) -> None:
        super().__init__()
        self.setFont(pixel_font(CARD_W * 0.15))
        self.setBrush(QColor("#f3efe2"))
        self.setZValue(500)
        self._cut: list[str] = []

    def set_lines(self, lines: list[str] | tuple[str, ...], width: float | None = None) -> None:
        metrics = QFontMetricsF(self.font())
        shown = []
        self._cut = []
        for line in lines:
            fitted = line
            if width is not None:
                fitted = metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)
            if fitted != line:
                self._cut.append(f"line {line!r}")
            shown.append(fitted)
        self.setText("\n".join(shown))

    def cut_words(self) -> list[str]:
        return list(self._cut)


class NoticeItem(TagItem):
    """A larger tag across the middle of the table."""

    def __init__(self, text: str, subtitle: str = "", tone: str = "info") -> None:
        super().__init__(text, subtitle, tone, size=1.45)
        self.setZValue(900)


class SpotItem(QGraphicsObject):
    """A dashed card-sized place on the felt; clickable when offered."""

    clicked = Signal(object)

    def __init__(self, key: object, label: str, width: float, height: float) -> None:
        super().__init__()
        self.key = key
        self._label = label
        self._w, self._h = width, height
        self._offered = False
        self._chosen = False
        self._hover = False
        self._font = pixel_font(CARD_W * 0.14, bold=True)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def label(self) -> str:
        return self._label

    def set_label(self, label: str) -> None:
        self._label = label
        self.update()

    @property
    def offered(self) -> bool:
        return self._offered

    def set_offered(self, offered: bool) -> None:
        self._offered = offered
        set_clickable(self, offered)
        self.update()

    @property
    def chosen(self) -> bool:
        return self._chosen

    def set_chosen(self, chosen: bool) -> None:
        self._chosen = chosen
        self.update()

    def label_rect(self) -> QRectF:
        """Where the label's words are drawn, wrapped (item coordinates; empty: none are)."""
        if not (self._offered or self._chosen) or not self._label:
            return QRectF()
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        return QFontMetricsF(self._font).boundingRect(self._room(), flags, self._label)

    def cut_words(self) -> list[str]:
        """The label when it does not fit inside the dashed place (wrapped as drawn)."""
        need, room = self.label_rect(), self._room()
        if need.width() > room.width() + 0.5 or need.height() > room.height() + 0.5:
            return [f"label {self._label!r}"]
        return []

    def _room(self) -> QRectF:
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h).adjusted(4, 4, -4, -4)

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2 - 4, -self._h / 2 - 4, self._w + 8, self._h + 8)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._offered:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._offered and self.boundingRect().contains(event.pos()):
            self.clicked.emit(self)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if not (self._offered or self._chosen):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        colour = QColor("#f4c542") if (self._chosen or self._hover) else QColor(255, 255, 255, 150)
        painter.setPen(QPen(colour, CARD_W * 0.025, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(255, 255, 255, 40 if self._hover else 18))
        painter.drawRoundedRect(rect, CARD_W * 0.08, CARD_W * 0.08)
        painter.setFont(self._font)
        painter.setPen(colour)
        painter.drawText(
            self._room(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self._label
        )
