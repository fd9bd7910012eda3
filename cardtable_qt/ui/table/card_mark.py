"""A word on a card's face, in the strip that shows in a tight fan: what the card is in this game.

Guandan marks the level cards (``LEVEL``, "Lv") and the two wild hearts (``WILD``, "W") on the
player's cards, Rummy its wild cards (``RUMMY_WILD``, "W"). The mark is a child of the card
item, so it moves, turns and flips with it; it sits in the card's left strip under the corner
index (the part of a fanned card that stays in view), and is drawn only while the card shows
its face.

A mark keeps its English key (``mark.text``); what it shows is that mark in the language in use
(``mark_words``: 级, 配 and 搭 in Chinese), asked when drawn, so a table that sets its marks again
after ``QEvent.LanguageChange`` (``GameTable.retranslate`` syncs) repaints them in the new
language. The words are fitted into the strip by their drawn shape, so a Thai or Devanagari
mark with its marks above and below, or two Chinese characters, stays inside the tag.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QTransform
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
TYPE = 0.72  # the words' size, in tag heights (smaller when they would not fit)
ROOM = (0.86, 0.8)  # the part of the tag's width and height the words may fill


class Mark(str):
    """A mark's English text (what ``mark.text`` equals) and how the language in use writes it.

    Each game's mark is its own message, so a language can use that game's word: Chinese
    writes Guandan's wild hearts 配 (逢人配) and Rummy's wild cards 搭 (百搭)."""

    words: Callable[[], str]

    def __new__(cls, english: str, words: Callable[[], str]) -> Mark:
        mark = super().__new__(cls, english)
        mark.words = words
        return mark


LEVEL = Mark(
    "Lv",
    #: The mark on a Guandan level card (级牌), drawn in the narrow strip under a card's corner
    #: that stays in view in a fanned hand: at most 2 short characters (Chinese 级).
    lambda: QCoreApplication.translate("CardMark", "Lv", "Guandan level card"),
)
WILD = Mark(
    "W",
    #: The mark on Guandan's two wild hearts of the level (逢人配), drawn in the narrow strip
    #: under a card's corner: at most 2 short characters (Chinese 配).
    lambda: QCoreApplication.translate("CardMark", "W", "Guandan wild card"),
)
RUMMY_WILD = Mark(
    "W",
    #: The mark on a Rummy wild card (the jokers and the cut joker's rank), drawn in the narrow
    #: strip under a card's corner: at most 2 short characters (Chinese 搭, from 百搭).
    lambda: QCoreApplication.translate("CardMark", "W", "Rummy wild card"),
)
BY_TEXT = {"Lv": LEVEL, "W": WILD}  # a mark given as plain text: Guandan's


def mark_words(text: str) -> str:
    """The mark ``text`` as the language in use writes it (``LEVEL`` in Chinese: 级); a mark
    that is no word (a "+") as it is."""
    mark = text if isinstance(text, Mark) else BY_TEXT.get(text)
    return mark.words() if mark is not None else text


def fitted_words(words: str, font: QFont, rect: QRectF) -> QPainterPath:
    """The outline of ``words`` in ``font``'s family, ``TYPE`` of ``rect``'s height tall or
    smaller so that its drawn shape (a Thai tone mark, a Devanagari vowel sign, a second Chinese
    character) fills at most ``ROOM`` of ``rect``, centred in it."""
    font = QFont(font)
    font.setPixelSize(max(1, round(rect.height() * TYPE)))
    path = QPainterPath()
    path.addText(QPointF(0, 0), font, words)
    shape = path.boundingRect()
    if shape.isEmpty():
        return QPainterPath()
    scale = min(
        1.0, rect.width() * ROOM[0] / shape.width(), rect.height() * ROOM[1] / shape.height()
    )
    centre = rect.center()
    place = QTransform().translate(centre.x(), centre.y()).scale(scale, scale)
    return place.map(path.translated(-shape.center()))


def paint_tag(
    painter: QPainter, rect: QRectF, words: str, tone: tuple[str, str, str], font: QFont
) -> None:
    """A rounded tag in ``rect`` with ``words`` fitted in it (a card's mark; the result sheet's
    wild cards too): ``tone`` is (fill, border, words)."""
    fill, border, ink = tone
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(border), rect.height() * 0.08))
    painter.setBrush(QColor(fill))
    painter.drawRoundedRect(rect, rect.height() * 0.3, rect.height() * 0.3)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(ink))
    painter.drawPath(fitted_words(words, font, rect))
    painter.restore()


class CardMark(QGraphicsItem):
    """A rounded tag of one or two characters on its parent card's left strip."""

    def __init__(
        self, card: CardItem, text: str, tone: str = "gold", key: str = "", top: float = TOP
    ) -> None:
        super().__init__(card)
        self.key = key  # a card may wear marks of several keys, each at its own height
        self.top = top
        self.text = text  # the mark's English key (LEVEL, WILD, "+")
        self.shown = mark_words(text)  # what it shows in the language in use
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
        self.shown = mark_words(self.text)
        font = pixel_font(1, bold=True)  # the family and weight: the tag sets the size
        paint_tag(painter, self._rect(), self.shown, MARK_TONES[self.tone], font)


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
    if mark.text != text or mark.tone != tone or mark.shown != mark_words(text):
        # another mark, or the same in another language (the table sets it again then)
        mark.text, mark.tone = text, tone if tone in MARK_TONES else "gold"
        mark.shown = mark_words(text)
        mark.update()
    mark.setVisible(True)
