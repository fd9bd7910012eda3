"""A box of wrapped words on the felt: a bold title and lines under it, a fixed width.

Where ``TagItem`` sizes itself to one short line, a ``NoteItem`` is given its width (a group's
span, the space over a hand) and wraps its text into it, ending with "…" past ``max_lines``, so
a label never spills onto its neighbour. The whole text stays readable in ``full_text`` (the
tooltip shows it). Colours are the tones of ``labels.TONES``.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QTextLayout, QTextOption
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..plain import plain_tooltip
from .labels import TONES
from .units import CARD_W, pixel_font

PAD_X = CARD_W * 0.08
PAD_Y = CARD_W * 0.045


def wrap(text: str, font: QFont, width: float, max_lines: int) -> list[str]:
    """``text`` broken into lines at most ``width`` wide; past ``max_lines`` the last one is
    cut short with an ellipsis."""
    lines: list[str] = []
    metrics = QFontMetricsF(font)
    for paragraph in text.split("\n"):
        layout = QTextLayout(paragraph, font)
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        layout.setTextOption(option)
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            lines.append(paragraph[line.textStart() : line.textStart() + line.textLength()].strip())
        layout.endLayout()
    if len(lines) > max_lines:
        rest = " ".join(lines[max_lines - 1 :])
        lines = [
            *lines[: max_lines - 1],
            metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width),
        ]
    return lines


class NoteItem(QGraphicsObject):
    """A title and wrapped lines in a rounded box ``width`` scene units wide, centred on its
    position horizontally and hanging from it (its top edge is at the position)."""

    def __init__(
        self,
        title: str,
        body: str = "",
        tone: str = "info",
        *,
        width: float = CARD_W * 2,
        size: float = 1.0,
        max_lines: int = 3,
    ) -> None:
        super().__init__()
        self._title, self._body = title, body
        self._tone = tone if tone in TONES else "info"
        self._width = width
        self._max_lines = max_lines
        self._title_font = pixel_font(CARD_W * 0.165 * size, bold=True)
        self._body_font = pixel_font(CARD_W * 0.14 * size, bold=False)
        self._title_lines: list[str] = []
        self._body_lines: list[str] = []
        self._cut: list[str] = []
        self._rect = QRectF()
        self._layout()
        self.setZValue(380)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def title(self) -> str:
        return self._title

    @property
    def body(self) -> str:
        return self._body

    @property
    def tone(self) -> str:
        return self._tone

    @property
    def full_text(self) -> str:
        return f"{self._title}\n{self._body}" if self._body else self._title

    def set_text(self, title: str, body: str = "", tone: str | None = None) -> None:
        self._title, self._body = title, body
        if tone in TONES:
            self._tone = tone
        self._layout()

    def set_width(self, width: float) -> None:
        if width != self._width:
            self._width = width
            self._layout()

    def _layout(self) -> None:
        self.prepareGeometryChange()
        inner = max(CARD_W * 0.3, self._width - 2 * PAD_X)
        self._title_lines = wrap(self._title, self._title_font, inner, 1)
        self._body_lines = (
            wrap(self._body, self._body_font, inner, self._max_lines) if self._body else []
        )
        # what did not fit: the title on more than its one line, the body past its lines
        self._cut = []
        every = 10_000
        if len(wrap(self._title, self._title_font, inner, every)) > 1:
            self._cut.append(f"title {self._title!r}")
        if self._body and len(wrap(self._body, self._body_font, inner, every)) > self._max_lines:
            self._cut.append(f"body {self._body!r}")
        h = QFontMetricsF(self._title_font).height() * len(self._title_lines)
        h += QFontMetricsF(self._body_font).height() * len(self._body_lines)
        self._rect = QRectF(-self._width / 2, 0, self._width, h + 2 * PAD_Y)
        self.setToolTip(plain_tooltip(self.full_text))  # notes quote seat names
        self.update()

    def cut_words(self) -> list[str]:
        """The words cut short with "…" (the tooltip still has them): none when all fit."""
        return list(self._cut)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        fill, border, ink = TONES[self._tone]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(border), CARD_W * 0.015))
        back = QColor(fill)
        back.setAlpha(232)
        painter.setBrush(back)
        radius = CARD_W * 0.08
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.setPen(QColor(ink))
        y = self._rect.top() + PAD_Y
        for font, lines in (
            (self._title_font, self._title_lines),
            (self._body_font, self._body_lines),
        ):
            painter.setFont(font)
            line_h = QFontMetricsF(font).height()
            for line in lines:
                painter.drawText(
                    QRectF(self._rect.left() + PAD_X, y, self._rect.width() - 2 * PAD_X, line_h),
                    Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
                    line,
                )
                y += line_h
