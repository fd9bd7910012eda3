"""A board in a corner of the table: a title and a few rows of words and numbers.

Where a game keeps what must always be in view (team levels and the level being played, say):
one line of title, then rows of a label on the left and a value on the right, a row in gold when
it matters most ("your team"). A row whose label and value do not fit side by side puts its
value on a line of its own below the label ("Double Dweller 双下" over "Li Wei and Zhang Min").
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .units import CARD_W, pixel_font

_INK = QColor("#f3efe2")
_DIM = QColor("#c9d6cc")
_GOLD = QColor("#f4c542")
Row = tuple[str, str, bool]  # label, value, in gold


class InfoBoard(QGraphicsObject):
    """Title and rows, drawn from its top-left corner (its position)."""

    def __init__(self, title: str = "", width: float = CARD_W * 3.0) -> None:
        super().__init__()
        self._title = title
        self._rows: list[Row] = []
        self._footer = ""
        self._width = width
        self._title_font = pixel_font(CARD_W * 0.19, bold=True)
        self._row_font = pixel_font(CARD_W * 0.165)
        self._value_font = pixel_font(CARD_W * 0.165, bold=True)
        self._foot_font = pixel_font(CARD_W * 0.14)
        self.setZValue(450)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def title(self) -> str:
        return self._title

    @property
    def rows(self) -> list[Row]:
        return list(self._rows)

    @property
    def footer(self) -> str:
        return self._footer

    def set_content(self, title: str, rows: list[Row], footer: str = "") -> None:
        if (title, rows, footer) == (self._title, self._rows, self._footer):
            return
        self.prepareGeometryChange()
        self._title, self._rows, self._footer = title, list(rows), footer
        self.update()

    def text(self) -> str:
        """Everything on the board as plain text (for tests and the accessibility of a log)."""
        lines = [self._title] + [f"{label}: {value}" for label, value, _ in self._rows]
        if self._footer:
            lines.append(self._footer)
        return "\n".join(lines)

    def cut_words(self) -> list[str]:
        """The words the board cannot show whole in its width: a title or footer line too
        long, a row whose label runs into its value."""
        inner = self._width - 2 * CARD_W * 0.1
        cut = []
        title = QFontMetricsF(self._title_font)
        if title.horizontalAdvance(self._title) > inner:
            cut.append(f"title {self._title!r}")
        row, value = QFontMetricsF(self._row_font), QFontMetricsF(self._value_font)
        for label, amount, _gold in self._rows:
            if row.horizontalAdvance(label) > inner or value.horizontalAdvance(amount) > inner:
                cut.append(f"row {label!r}: {amount!r}")
        foot = QFontMetricsF(self._foot_font)
        for line in self._footer_lines():
            if foot.horizontalAdvance(line) > inner:
                cut.append(f"footer {line!r}")
        return cut

    def _row_lines(self, label: str, value: str) -> int:
        """1 when the label and the value fit side by side, else 2 (the value below)."""
        inner = self._width - 2 * CARD_W * 0.1
        width = (
            QFontMetricsF(self._row_font).horizontalAdvance(label)
            + CARD_W * 0.08
            + QFontMetricsF(self._value_font).horizontalAdvance(value)
        )
        return 1 if width <= inner else 2

    def _line_h(self, font: QFont) -> float:
        return QFontMetricsF(font).height() * 1.08

    def _footer_lines(self) -> list[str]:
        return self._footer.split("\n") if self._footer else []

    def _height(self) -> float:
        pad = CARD_W * 0.1
        h = (
            pad * 2
            + self._line_h(self._title_font)
            + sum(self._row_lines(label, value) for label, value, _ in self._rows)
            * self._line_h(self._row_font)
        )
        h += len(self._footer_lines()) * self._line_h(self._foot_font)
        return h + (pad * 0.4 if self._footer else 0.0)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self._width + 4, self._height() + 4)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self._width, self._height())
        painter.setPen(QPen(QColor(255, 255, 255, 60), CARD_W * 0.015))
        painter.setBrush(QColor(12, 18, 15, 215))
        painter.drawRoundedRect(rect, CARD_W * 0.1, CARD_W * 0.1)
        pad = CARD_W * 0.1
        inner = self._width - 2 * pad
        y = pad
        painter.setFont(self._title_font)
        painter.setPen(_INK)
        h = self._line_h(self._title_font)
        align_left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        align_right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(QRectF(pad, y, inner, h), align_left, self._title)
        y += h
        h = self._line_h(self._row_font)
        for label, value, gold in self._rows:
            painter.setFont(self._row_font)
            painter.setPen(_GOLD if gold else _DIM)
            painter.drawText(QRectF(pad, y, inner, h), align_left, label)
            if self._row_lines(label, value) == 2:
                y += h
            painter.setFont(self._value_font)
            painter.setPen(_GOLD if gold else _INK)
            painter.drawText(QRectF(pad, y, inner, h), align_right, value)
            y += h
        if self._footer:
            y += pad * 0.4
            painter.setFont(self._foot_font)
            painter.setPen(_DIM)
            h = self._line_h(self._foot_font)
            for line in self._footer_lines():
                painter.drawText(QRectF(pad, y, inner, h), align_left, line)
                y += h
