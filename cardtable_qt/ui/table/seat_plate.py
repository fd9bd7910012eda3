"""A seat's name plate: who sits there, their chips, the dealer marker, whose turn it is.

The active seat glows gold, so whose turn it is shows from across the room; a status line under
the name says what the seat is doing ("Thinking…", "Stands", "Broke"). While an AI player thinks
for a while (``set_thinking``), a bubble of three dots over its avatar takes turns lighting up.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .chips import format_amount
from .units import CARD_W, pixel_font

PLATE_W = CARD_W * 2.1
PLATE_H = CARD_W * 0.62
_GOLD = QColor("#f4c542")
_INK = QColor("#f3efe2")
_DIM = QColor("#c9d6cc")
THINKING_STEP_MS = 220  # the dots' beat: a few repaints a second of one small cached item
_AVATAR_COLOURS = ("#3d7fc1", "#c1563d", "#7a4fb0", "#2f9a6a", "#b08a2f", "#4f5fb0", "#a94f7f")


class SeatPlate(QGraphicsObject):
    """Name, chips, marker and status of one seat, centred on its position."""

    def __init__(self, seat: int, name: str, *, is_you: bool = False) -> None:
        super().__init__()
        self.seat = seat
        self._name = name
        self._is_you = is_you
        self._chips: int | None = None
        self._marker = ""  # e.g. "Bank" or "D": shown in a gold puck at the plate's corner
        self._status = ""
        self._note = ""  # a second line where a game has no chips ("your partner")
        self._active = False
        self._glow = 0.0
        self._thinking = False
        self._beat = 0
        self._beat_timer = QTimer(self)
        self._beat_timer.setInterval(THINKING_STEP_MS)
        self._beat_timer.timeout.connect(self._next_beat)
        self._name_font = pixel_font(CARD_W * 0.2, bold=True)
        self._small_font = pixel_font(CARD_W * 0.165)
        self._marker_font = pixel_font(CARD_W * 0.15, bold=True)
        self.setZValue(200)
        # drawn once into a device-pixel cache: a moving item costs no Python paint per frame
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # --- state ---------------------------------------------------------------------------

    @property
    def name(self) -> str:
        return self._name

    def set_name(self, name: str) -> None:
        self._name = name
        self.update()

    @property
    def chips(self) -> int | None:
        return self._chips

    def set_chips(self, chips: int | None) -> None:
        if chips != self._chips:
            self._chips = chips
            self.update()

    @property
    def marker(self) -> str:
        return self._marker

    def set_marker(self, text: str) -> None:
        if text != self._marker:
            self.prepareGeometryChange()  # the puck's width is part of the bounds
            self._marker = text
            self.update()

    @property
    def status(self) -> str:
        return self._status

    def set_status(self, text: str) -> None:
        if text != self._status:
            self.prepareGeometryChange()  # the pill below the plate is part of the bounds
            self._status = text
            self.update()

    @property
    def thinking(self) -> bool:
        return self._thinking

    def set_thinking(self, thinking: bool) -> None:
        """The thinking bubble: shown while the seat's AI player takes its time."""
        if thinking == self._thinking:
            return
        self._thinking = thinking
        self._beat = 0
        if thinking:
            self._beat_timer.start()
        else:
            self._beat_timer.stop()
        self.update()

    def _next_beat(self) -> None:
        self._beat = (self._beat + 1) % 3
        self.update()

    @property
    def note(self) -> str:
        return self._note

    def set_note(self, text: str) -> None:
        """A quiet line under the name, inside the plate (only where no chips are shown)."""
        if text != self._note:
            self._note = text
            self.update()

    @property
    def active(self) -> bool:
        return self._active

    def set_active(self, active: bool) -> None:
        if active != self._active:
            self._active = active
            self._glow = 1.0 if active else 0.0
            self.update()

    # --- what it shows whole (the layout tests ask) ---------------------------------------

    def drawn_rect(self) -> QRectF:
        """Where the plate draws (its body, the status pill under it, the marker's puck over
        its corner), without the room its glow takes: item coordinates."""
        rect = QRectF(-PLATE_W / 2, -PLATE_H / 2, PLATE_W, PLATE_H)
        small = QFontMetricsF(self._small_font)
        if self._status:
            text = small.elidedText(self._status, Qt.TextElideMode.ElideRight, PLATE_W * 0.9)
            w = small.horizontalAdvance(text) + CARD_W * 0.2
            h = CARD_W * 0.24
            rect = rect.united(QRectF(-w / 2, rect.bottom() - h * 0.3, w, h))
        if self._marker:
            fm = QFontMetricsF(self._marker_font)
            w = max(fm.horizontalAdvance(self._marker) + CARD_W * 0.16, CARD_W * 0.3)
            h = CARD_W * 0.26
            rect = rect.united(QRectF(PLATE_W / 2 - w * 0.75, -PLATE_H / 2 - h * 0.55, w, h))
        return rect

    def cut_words(self) -> list[str]:
        """The words the plate cannot show whole (cut short with "…", or taller than their
        line): none, when the seat's name, note and status fit."""
        cut = []
        text_w, line_h = self._text_room()
        metrics = QFontMetricsF(self._name_font)
        small = QFontMetricsF(self._small_font)
        if metrics.horizontalAdvance(self._name) > text_w:
            cut.append(f"name {self._name!r}")
        if metrics.tightBoundingRect(self._name).height() > line_h:
            cut.append(f"name {self._name!r} taller than its line")
        if self._chips is None and self._note and small.horizontalAdvance(self._note) > text_w:
            cut.append(f"note {self._note!r}")
        if self._status and small.horizontalAdvance(self._status) > PLATE_W * 0.9:
            cut.append(f"status {self._status!r}")
        return cut

    def _text_room(self) -> tuple[float, float]:
        """The width of the name's line and its height."""
        d = PLATE_H * 0.72
        left = -PLATE_W / 2 + PLATE_H * 0.14 + d + PLATE_H * 0.14
        return PLATE_W / 2 - left - PLATE_H * 0.12, PLATE_H * 0.42

    # --- drawing -------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        # the glow's room round the body, and all the plate draws past it (the status pill
        # hangs below the body, a long marker's puck past its corner): the device cache
        # clips at these bounds, and a fixed pad cut the pill's lower half off
        pad = CARD_W * 0.12
        pen = CARD_W * 0.02
        body = QRectF(
            -PLATE_W / 2 - pad, -PLATE_H / 2 - pad * 1.6, PLATE_W + 2 * pad, PLATE_H + 2.6 * pad
        )
        return body.united(self.drawn_rect().adjusted(-pen, -pen, pen, pen))

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-PLATE_W / 2, -PLATE_H / 2, PLATE_W, PLATE_H)
        radius = PLATE_H * 0.28
        if self._glow > 0:
            for i, alpha in enumerate((40, 70, 110)):
                grow = CARD_W * (0.09 - i * 0.03)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(244, 197, 66, round(alpha * self._glow)))
                painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius, radius)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0.0, QColor(28, 34, 30, 235))
        gradient.setColorAt(1.0, QColor(12, 16, 14, 235))
        painter.setBrush(gradient)
        border = _GOLD if self._active else QColor(255, 255, 255, 60)
        painter.setPen(QPen(border, CARD_W * (0.03 if self._active else 0.015)))
        painter.drawRoundedRect(rect, radius, radius)

        # avatar: a disc with the initial
        d = PLATE_H * 0.72
        avatar = QRectF(rect.left() + PLATE_H * 0.14, -d / 2, d, d)
        colour = QColor(_AVATAR_COLOURS[self.seat % len(_AVATAR_COLOURS)])
        painter.setPen(QPen(QColor(255, 255, 255, 90), CARD_W * 0.012))
        painter.setBrush(colour)
        painter.drawEllipse(avatar)
        painter.setPen(_INK)
        painter.setFont(self._name_font)
        initial = (self._name.strip()[:1] or "?").upper()
        painter.drawText(avatar, Qt.AlignmentFlag.AlignCenter, initial)

        # name, chips and status
        left = avatar.right() + PLATE_H * 0.14
        text_w = rect.right() - left - PLATE_H * 0.12
        metrics = QFontMetricsF(self._name_font)
        name = metrics.elidedText(self._name, Qt.TextElideMode.ElideRight, text_w)
        painter.setFont(self._name_font)
        painter.setPen(_GOLD if self._is_you else _INK)
        line_h = PLATE_H * 0.42
        painter.drawText(
            QRectF(left, rect.top() + PLATE_H * 0.06, text_w, line_h),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            name,
        )
        painter.setFont(self._small_font)
        small = QFontMetricsF(self._small_font)
        if self._chips is not None:
            painter.setPen(_DIM)
            painter.drawText(
                QRectF(left, rect.top() + PLATE_H * 0.5, text_w, line_h),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                "● " + format_amount(self._chips),
            )
        elif self._note:
            painter.setPen(_DIM)
            painter.drawText(
                QRectF(left, rect.top() + PLATE_H * 0.5, text_w, line_h),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                small.elidedText(self._note, Qt.TextElideMode.ElideRight, text_w),
            )
        if self._status:
            # a pill on the plate's lower edge: what the seat is doing ("Thinking…", "Stands")
            text = small.elidedText(self._status, Qt.TextElideMode.ElideRight, PLATE_W * 0.9)
            w = small.horizontalAdvance(text) + CARD_W * 0.2
            h = CARD_W * 0.24
            pill = QRectF(-w / 2, rect.bottom() - h * 0.3, w, h)
            painter.setPen(QPen(QColor(255, 255, 255, 70), CARD_W * 0.01))
            painter.setBrush(QColor("#2b3a31"))
            painter.drawRoundedRect(pill, h / 2, h / 2)
            painter.setPen(_INK)
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)

        if self._thinking:
            self._paint_bubble(painter, avatar)

        if self._marker:
            painter.setFont(self._marker_font)
            fm = QFontMetricsF(self._marker_font)
            w = max(fm.horizontalAdvance(self._marker) + CARD_W * 0.16, CARD_W * 0.3)
            h = CARD_W * 0.26
            puck = QRectF(rect.right() - w * 0.75, rect.top() - h * 0.55, w, h)
            painter.setPen(QPen(QColor("#7a5a12"), CARD_W * 0.015))
            painter.setBrush(_GOLD)
            painter.drawRoundedRect(puck, h / 2, h / 2)
            painter.setPen(QColor("#1e1a0c"))
            painter.drawText(puck, Qt.AlignmentFlag.AlignCenter, self._marker)

    def _paint_bubble(self, painter: QPainter, avatar: QRectF) -> None:
        """Three dots in a bubble over the avatar's corner, the lit one moving on each beat."""
        w, h = CARD_W * 0.6, CARD_W * 0.26
        bubble = QRectF(avatar.left() - CARD_W * 0.06, avatar.top() - h * 0.85, w, h)
        painter.setPen(QPen(QColor("#7a5a12"), CARD_W * 0.012))
        painter.setBrush(QColor("#fbf6e6"))
        painter.drawRoundedRect(bubble, h / 2, h / 2)
        painter.setPen(Qt.PenStyle.NoPen)
        r = h * 0.17
        for i in range(3):
            painter.setBrush(QColor("#1e1a0c") if i == self._beat else QColor("#b9ab86"))
            centre = QPointF(bubble.left() + w * (0.27 + 0.23 * i), bubble.center().y())
            painter.drawEllipse(centre, r, r)

    def chip_anchor(self) -> QPointF:
        """Where chips fly to and from this seat (scene coordinates)."""
        return self.mapToScene(QPointF(-PLATE_W * 0.2, 0))
