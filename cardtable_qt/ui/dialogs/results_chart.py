"""A small bar chart of the last results of one game, drawn with QPainter.

One bar per finished round, hand or deal, oldest on the left: up for what the player gained,
down for what they lost, green for a win and red for a loss. In Rummy a result is penalty points
(fewer is better), so those bars hang down and a win (0 points) is a green mark on the line.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...session.models import signed_number
from .. import INK, INK_DIM, i18n

WIN = QColor("#4cc27a")
LOSS = QColor("#e0645c")
PENALTY_GAMES = frozenset({"rummy"})


@dataclass(frozen=True)
class ChartPoint:
    won: bool
    value: int  # signed: up is good for the player


def chart_points(game_id: str, results: Sequence[object]) -> list[ChartPoint]:
    """``StatsDB.recent`` rows (oldest first) as points, in the same order."""
    sign = -1 if game_id in PENALTY_GAMES else 1
    return [
        ChartPoint(bool(getattr(r, "won", False)), sign * int(getattr(r, "net", 0)))
        for r in results
    ]


class ResultsChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[ChartPoint] = []
        self.setMinimumSize(320, 160)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(560, 200)

    def set_results(self, game_id: str, results: Sequence[object]) -> None:
        self.points = chart_points(game_id, results)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setPen(QPen(self.palette().mid().color(), 1))
        painter.setBrush(self.palette().base())
        painter.drawRoundedRect(frame, 8, 8)
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        painter.setFont(font)
        if not self.points:
            painter.setPen(QColor(INK_DIM))
            painter.drawText(
                frame, Qt.AlignmentFlag.AlignCenter, self.tr("No results yet: play a game first.")
            )
            return
        metrics = painter.fontMetrics()
        locale = i18n.locale()
        left = 12 + metrics.horizontalAdvance(signed_number(-99999, locale))
        area = frame.adjusted(left, 14, -12, -10 - metrics.height())
        top = max(0, max(p.value for p in self.points))
        bottom = min(0, min(p.value for p in self.points))
        span = max(1, top - bottom)

        def y_of(value: float) -> float:
            return area.top() + (top - value) / span * area.height()

        zero = y_of(0)
        painter.setPen(QPen(QColor(INK_DIM), 1, Qt.PenStyle.DotLine))
        painter.drawLine(QPointF(area.left(), zero), QPointF(area.right(), zero))
        painter.setPen(QColor(INK_DIM))
        for value in {top, bottom, 0}:
            half = metrics.height() / 2  # Thai and Devanagari stand taller than 16 pixels
            label_rect = QRectF(frame.left() + 4, y_of(value) - half, left - 10, 2 * half)
            painter.drawText(
                label_rect,
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                signed_number(value, locale),
            )
        slot = area.width() / max(len(self.points), 10)
        bar = max(2.0, slot * 0.7)
        painter.setPen(Qt.PenStyle.NoPen)
        for i, point in enumerate(self.points):
            x = area.left() + i * slot + (slot - bar) / 2
            colour = WIN if point.won else LOSS
            painter.setBrush(colour)
            if point.value == 0:
                painter.drawRoundedRect(QRectF(x, zero - 2, bar, 4), 1.5, 1.5)
                continue
            y = y_of(point.value)
            painter.drawRoundedRect(QRectF(x, min(y, zero), bar, abs(zero - y)), 1.5, 1.5)
        painter.setPen(QColor(INK))
        caption = QRectF(area.left(), area.bottom() + 4, area.width(), metrics.height())
        painter.drawText(caption, Qt.AlignmentFlag.AlignLeft, self.tr("older"))
        painter.drawText(caption, Qt.AlignmentFlag.AlignRight, self.tr("latest"))
