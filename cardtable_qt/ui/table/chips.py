"""Chip stacks: an amount drawn as a few coloured chips with the number beside them.

The chips say "money" at a glance; the number is what a player reads. A stack picks chips of the
usual denominations (largest first, a dozen at most), so a bigger bet looks taller.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...amounts import amount_locale
from ...amounts import format_amount as _format
from .units import CARD_W, pixel_font

# (value, face colour, edge-stripe colour)
DENOMINATIONS: tuple[tuple[int, str, str], ...] = (
    (1000, "#e2b84b", "#7a5a12"),
    (500, "#7b4fb0", "#e9ddff"),
    (100, "#262626", "#f0f0f0"),
    (25, "#2f8f4e", "#f3f3f3"),
    (5, "#c23b32", "#ffffff"),
    (1, "#f1efe6", "#2d5fa8"),
)
MAX_CHIPS = 12
CHIP_D = CARD_W * 0.42  # a chip's diameter in scene units
CHIP_H = CHIP_D * 0.16  # how much each chip in a stack adds


def chips_for(amount: int, most: int = MAX_CHIPS) -> list[int]:
    """Denomination indexes for ``amount``, largest first, at most ``most`` chips."""
    out: list[int] = []
    rest = max(0, amount)
    for i, (value, _face, _edge) in enumerate(DENOMINATIONS):
        while rest >= value and len(out) < most:
            out.append(i)
            rest -= value
    if not out and amount > 0:
        out.append(len(DENOMINATIONS) - 1)
    return out


def format_amount(amount: int) -> str:
    """``12500`` → ``12,500``: grouped the way the language in use groups digits (Vietnamese
    ``12.500``, Hindi ``1,23,456``), so a player reads an amount at a glance. Every chip amount
    the tables show comes through here."""
    return _format(amount)


def chip_locale() -> QLocale:
    """The QLocale amounts are written in (an amount box takes it, to group digits alike)."""
    return amount_locale()


class ChipStack(QGraphicsObject):
    """A stack of chips for ``amount``, centred on its position, the number beside it (to the
    right, or to the left with ``label_left`` where cards lie to its right); at most
    ``max_chips`` high (a crowded felt keeps its stacks low, off the amounts beside them)."""

    def __init__(
        self,
        amount: int = 0,
        *,
        show_label: bool = True,
        label_prefix: str = "",
        label_left: bool = False,
        max_chips: int = MAX_CHIPS,
    ) -> None:
        super().__init__()
        self._amount = amount
        self._max_chips = max(1, min(MAX_CHIPS, max_chips))
        self._show_label = show_label
        self._prefix = label_prefix
        self._label_left = label_left
        self._font = pixel_font(CARD_W * 0.2, bold=True)
        self.setZValue(300)
        # drawn once into a device-pixel cache: a moving item costs no Python paint per frame
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def amount(self) -> int:
        return self._amount

    @property
    def label_left(self) -> bool:
        return self._label_left

    def set_amount(self, amount: int) -> None:
        if amount != self._amount:
            self._amount = amount
            self.update()
        self.setVisible(amount > 0 or not self._show_label)

    def _label_box(self) -> QRectF:
        """The room the amount is written in (item coordinates; empty when none is)."""
        if not (self._show_label and self._amount > 0):
            return QRectF()
        gap = CHIP_D / 2 + CARD_W * 0.06
        x = -gap - CARD_W * 1.1 if self._label_left else gap
        return QRectF(x, CHIP_D * 0.08 - CARD_W * 0.15, CARD_W * 1.1, CARD_W * 0.3)

    def label_rect(self) -> QRectF:
        """Where the amount's words are (item coordinates; empty when none are shown): as
        wide as they are written, from the top of the digits to the foot of a comma (the line
        drawn in the middle of its box has room above the digits that hides nothing)."""
        box = self._label_box()
        if box.isEmpty():
            return box
        metrics = QFontMetricsF(self._font)
        width = min(box.width(), metrics.horizontalAdvance(self._label()))
        left = box.right() - width if self._label_left else box.left()
        baseline = box.center().y() - metrics.height() / 2 + metrics.ascent()
        top = baseline - metrics.capHeight() - 1
        return QRectF(left, top, width, metrics.descent() + metrics.capHeight() + 1)

    def _label(self) -> str:
        return self._prefix + format_amount(self._amount)

    def cut_words(self) -> list[str]:
        """The amount when it is wider than its place beside the chips."""
        box = self._label_box()
        text = self._label()
        if box.isEmpty() or QFontMetricsF(self._font).horizontalAdvance(text) <= box.width():
            return []
        return [f"amount {text!r}"]

    def chips_rect(self) -> QRectF:
        """Where the chips are drawn, their shadow included (item coordinates)."""
        high = len(chips_for(self._amount, self._max_chips))
        if not high:
            return QRectF()
        top = -(high - 1) * CHIP_H - CHIP_D * 0.3
        return QRectF(-CHIP_D / 2, top, CHIP_D, (high - 1) * CHIP_H + CHIP_D * 0.6 + CHIP_H * 0.6)

    def boundingRect(self) -> QRectF:
        top = -CHIP_D / 2 - CHIP_H * self._max_chips
        left = -CHIP_D / 2 - 2 - (CARD_W * 1.2 if self._label_left else 0)
        width = CHIP_D + 4 + CARD_W * 1.2
        return QRectF(left, top - 2, width, CHIP_D + CHIP_H * self._max_chips + 4)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        chips = chips_for(self._amount, self._max_chips)
        # smallest at the top of the stack, like a dealer stacks them
        for level, index in enumerate(reversed(chips)):
            _value, face, edge = DENOMINATIONS[index]
            y = -level * CHIP_H
            rect = QRectF(-CHIP_D / 2, y - CHIP_D * 0.3, CHIP_D, CHIP_D * 0.6)
            painter.setPen(QPen(QColor(0, 0, 0, 120), CHIP_D * 0.03))
            painter.setBrush(QColor(face).darker(130))
            painter.drawEllipse(rect.translated(0, CHIP_H * 0.6))
            painter.setBrush(QColor(face))
            painter.drawEllipse(rect)
            painter.setPen(QPen(QColor(edge), CHIP_D * 0.07, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(
                rect.adjusted(CHIP_D * 0.1, CHIP_D * 0.06, -CHIP_D * 0.1, -CHIP_D * 0.06)
            )
        if self._show_label and self._amount > 0:
            painter.setFont(self._font)
            text = self._label()
            box = self._label_box()
            side = Qt.AlignmentFlag.AlignRight if self._label_left else Qt.AlignmentFlag.AlignLeft
            align = Qt.AlignmentFlag.AlignVCenter | side
            painter.setPen(QColor(0, 0, 0, 160))
            painter.drawText(box.translated(1.5, 1.5), align, text)
            painter.setPen(QColor("#fdf6dc"))
            painter.drawText(box, align, text)
