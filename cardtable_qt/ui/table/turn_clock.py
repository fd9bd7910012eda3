"""A turn clock drawn round a seat plate: the time a player has left to act, running out.

The clock is a gold line along the plate's border that shortens as the time runs (red in the
last seconds), with the seconds left in a small badge. It knows nothing of any game: a table
``start``s it for a seat with a length in milliseconds, ``stop``s it when the seat acted, and
hears ``expired`` when the time is up (the table then applies the game's timeout action).

A paused game stops the clock: the clock asks ``is_paused`` (a callable the table gives, e.g. the
session's ``is_paused``) on every tick and does not count paused time, so pausing and resuming,
however often, never costs a player any of their time.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .seat_plate import PLATE_H, PLATE_W
from .units import CARD_W, pixel_font

TICK_MS = 50  # how often the line and the seconds are redrawn
WARN_MS = 5000  # the last seconds are drawn in red
BADGE_PLACES = ("top", "left")  # where the seconds sit on the outline
_GOLD = QColor("#f4c542")
_RED = QColor("#ff5a4a")
_TRACK = QColor(0, 0, 0, 110)


class TurnClock(QGraphicsObject):
    """The time left to act, drawn round a plate-sized rounded rectangle centred on its position."""

    expired = Signal(int)  # the seat whose time ran out

    def __init__(
        self,
        is_paused: Callable[[], bool] | None = None,
        width: float = PLATE_W,
        height: float = PLATE_H,
    ) -> None:
        super().__init__()
        self._is_paused = is_paused or (lambda: False)
        self._w = width + CARD_W * 0.22
        self._h = height + CARD_W * 0.22
        self._seat: int | None = None
        self._badge_at = "top"
        self._length_ms = 0
        self._used_ms = 0  # time counted so far (paused time is never counted)
        self._paused = False
        self._clock = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self._font = pixel_font(CARD_W * 0.17, bold=True)
        # just under the plates: the line runs round the plate, the plate's own marks (the
        # dealer puck) stay on top of it
        self.setZValue(199)
        self.setVisible(False)

    # --- what the table does ---------------------------------------------------------------

    def start(self, seat: int, length_ms: int, badge_at: str = "top") -> None:
        """Give ``seat`` ``length_ms`` to act, starting now; ``badge_at`` is where the seconds
        show (one of ``BADGE_PLACES``: a table puts them where nothing else lies)."""
        self.prepareGeometryChange()
        self._badge_at = badge_at if badge_at in BADGE_PLACES else "top"
        self._seat = seat
        self._length_ms = max(1, int(length_ms))
        self._used_ms = 0
        self._paused = self._is_paused()
        self._clock.start()
        self._timer.start()
        self.setVisible(True)
        self.update()

    def stop(self) -> None:
        """The seat acted (or the turn moved on): no clock."""
        self._timer.stop()
        self._seat = None
        self.setVisible(False)

    # --- what it shows ---------------------------------------------------------------------

    @property
    def seat(self) -> int | None:
        """The seat the clock runs for, or None when it is stopped."""
        return self._seat

    @property
    def running(self) -> bool:
        return self._seat is not None

    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def length_ms(self) -> int:
        return self._length_ms

    def remaining_ms(self) -> int:
        if self._seat is None:
            return 0
        used = self._used_ms
        if not self._paused:
            used += self._clock.elapsed()
        return max(0, self._length_ms - used)

    def seconds_left(self) -> int:
        """The whole seconds shown in the badge (rounded up: "1" until the very end)."""
        return math.ceil(self.remaining_ms() / 1000)

    def _tick(self) -> None:
        if self._seat is None:
            return
        paused = bool(self._is_paused())
        if paused != self._paused:
            if paused:  # bank the time used until now, count nothing more
                self._used_ms += self._clock.elapsed()
            else:
                self._clock.restart()
            self._paused = paused
        self.update()
        if self.remaining_ms() <= 0:
            seat = self._seat
            self.stop()
            self.expired.emit(seat)

    # --- drawing ---------------------------------------------------------------------------

    def _outline(self) -> QPainterPath:
        # Starts at the top middle and runs clockwise, like a clock's hand.
        w, h = self._w, self._h
        r = min(h * 0.3, w / 2)
        path = QPainterPath(QPointF(0, -h / 2))
        path.lineTo(w / 2 - r, -h / 2)
        path.arcTo(QRectF(w / 2 - 2 * r, -h / 2, 2 * r, 2 * r), 90, -90)
        path.lineTo(w / 2, h / 2 - r)
        path.arcTo(QRectF(w / 2 - 2 * r, h / 2 - 2 * r, 2 * r, 2 * r), 0, -90)
        path.lineTo(-w / 2 + r, h / 2)
        path.arcTo(QRectF(-w / 2, h / 2 - 2 * r, 2 * r, 2 * r), -90, -90)
        path.lineTo(-w / 2, -h / 2 + r)
        path.arcTo(QRectF(-w / 2, -h / 2, 2 * r, 2 * r), 180, -90)
        path.closeSubpath()
        return path

    def _badge_rect(self) -> QRectF:
        d = CARD_W * 0.34
        if self._badge_at == "left":  # on the outline's left side, half way down
            return QRectF(-self._w / 2 - d * 0.65, -d / 2, d, d)
        # just above the outline, near its left end
        return QRectF(-self._w / 2 + d * 0.1, -self._h / 2 - d * 0.65, d, d)

    @property
    def badge_at(self) -> str:
        return self._badge_at

    def boundingRect(self) -> QRectF:
        pad = CARD_W * 0.06
        return (
            QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
            .united(self._badge_rect())
            .adjusted(-pad, -pad, pad, pad)
        )

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if self._seat is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        remaining = self.remaining_ms()
        colour = _RED if remaining <= WARN_MS else _GOLD
        if self._paused:
            colour = QColor(200, 200, 200)
        path = self._outline()
        width = CARD_W * 0.06
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(_TRACK, width))
        painter.drawPath(path)
        fraction = remaining / self._length_ms
        if fraction > 0:
            # The line left is a dash as long as that fraction of the outline (the pen's dash
            # lengths are in pen widths).
            total = path.length() / width
            pen = QPen(colour, width, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
            pen.setDashPattern([max(0.01, total * fraction), total + 1])
            painter.setPen(pen)
            painter.drawPath(path)
        badge = self._badge_rect()
        painter.setPen(QPen(colour, CARD_W * 0.02))
        painter.setBrush(QColor(14, 20, 16, 235))
        painter.drawEllipse(badge)
        painter.setFont(self._font)
        painter.setPen(colour)
        text = "II" if self._paused else str(self.seconds_left())
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)
