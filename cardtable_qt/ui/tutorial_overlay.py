"""The tutorial's look over a table: the rest of the table dimmed, a soft ring round what a step
talks about, and the speech bubble beside it (never over it).

``TutorialOverlay`` is a see-through child of the table widget (clicks pass through it to the
table); ``SpeechBubble`` is a small frame with the step's words and its buttons (Back, Restart,
Show me, Next, Leave). Both know nothing of lessons: the runner gives them rectangles in the
table widget's coordinates and the words to say.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

DIM = QColor(8, 14, 10, 120)  # the rest of the table: darker, still easy to see
RING = QColor("#ffd86b")
PAD = 8  # pixels of room round a target's hole
CARD_PAD = 2  # round a card's hole: more would show a strip of the card next to it
RADIUS = 10.0  # a rectangle's hole: its corners
GAP = 14  # pixels between the target and the bubble
BUBBLE_WIDTH = 400
MARGIN = 4  # pixels kept between the bubble and a busy thing when no place beside is clear


class TutorialOverlay(QWidget):
    """Dims its parent but for ``holes`` and rings them; follows the parent's size.

    A hole is a rectangle (a button, a seat: cut with room round it and rounded corners) or a
    shape (a card of a fan: only the part of it that shows, so the cards lying between two
    ringed ones stay dimmed). Holes that touch are one hole with one ring round it.
    """

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("tutorial_overlay")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.holes: list[QRect] = []  # each hole's bounds
        self.cut = QPainterPath()  # every hole together, in this widget's coordinates
        self.dimmed = True
        self.setGeometry(parent.rect())
        parent.installEventFilter(self)
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Resize:
            parent = self.parentWidget()
            if parent is not None:
                self.setGeometry(parent.rect())
        return False

    def set_holes(self, rects: Sequence[QRect | QPainterPath], *, dimmed: bool = True) -> None:
        cut = QPainterPath()
        holes: list[QRect] = []
        for hole in rects:
            if isinstance(hole, QPainterPath):
                if hole.isEmpty():
                    continue
                shape = _grown(hole, CARD_PAD)
            elif hole.isValid():
                shape = QPainterPath()
                shape.addRoundedRect(QRectF(hole.adjusted(-PAD, -PAD, PAD, PAD)), RADIUS, RADIUS)
            else:
                continue
            holes.append(shape.boundingRect().toAlignedRect())
            cut = cut.united(shape)
        cut = cut.simplified()
        if holes != self.holes or dimmed != self.dimmed or cut != self.cut:
            self.holes = holes
            self.cut = cut
            self.dimmed = dimmed
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.dimmed:
            shade = QPainterPath()
            shade.addRect(QRectF(self.rect()))
            painter.fillPath(shade.subtracted(self.cut), DIM)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        # a soft ring round each hole: a wide faint stroke under a narrow bright one, outside
        # the hole (what it shows stays clear)
        painter.setClipPath(self._outside())
        for alpha, width in ((60, 14.0), (230, 5.0)):
            colour = QColor(RING)
            colour.setAlpha(alpha)
            painter.setPen(QPen(colour, width))
            painter.drawPath(self.cut)

    def _outside(self) -> QPainterPath:
        whole = QPainterPath()
        whole.addRect(QRectF(self.rect()))
        return whole.subtracted(self.cut)


def _grown(path: QPainterPath, by: float) -> QPainterPath:
    """``path`` with ``by`` pixels more all round."""
    stroker = QPainterPathStroker()
    stroker.setWidth(2 * by)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return path.united(stroker.createStroke(path)).simplified()


class SpeechBubble(QFrame):
    """The step's words and the lesson's buttons."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("tutorial_bubble")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#tutorial_bubble { background: #fffaf0; border: 2px solid #c9a646;"
            " border-radius: 12px; }"
            "#tutorial_bubble QLabel { color: #1f2a22; background: transparent; }"
            "#tutorial_bubble QLabel#bubble_refusal { color: #a3261b; font-weight: bold; }"
            "#tutorial_bubble QLabel#bubble_title { color: #6b5716; font-weight: bold; }"
            "#tutorial_bubble QPushButton { color: #1f2a22; background: #efe6cc;"
            " border: 1px solid #b39b52; border-radius: 6px; padding: 4px 10px; }"
            "#tutorial_bubble QPushButton:default { background: #2e7d4f; color: white; }"
            "#tutorial_bubble QPushButton:disabled { color: #9b9686; }"
        )
        self.title = QLabel(self)
        self.title.setObjectName("bubble_title")
        self.text = QLabel(self)
        self.text.setObjectName("bubble_text")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        font = self.text.font()
        font.setPointSizeF(font.pointSizeF() * 1.12)
        self.text.setFont(font)
        self.refusal = QLabel(self)
        self.refusal.setObjectName("bubble_refusal")
        self.refusal.setWordWrap(True)
        self.refusal.setTextFormat(Qt.TextFormat.PlainText)
        self.refusal.hide()
        self.back_button = self._button("tutorial_back", self.tr("Back"))
        self.restart_button = self._button("tutorial_restart", self.tr("Restart"))
        self.show_button = self._button("tutorial_show_me", self.tr("Show me"))
        self.next_button = self._button("tutorial_next", self.tr("Next"))
        self.leave_button = self._button("tutorial_leave", self.tr("Leave"))
        self.next_button.setDefault(True)
        row = QHBoxLayout()
        row.setSpacing(6)
        for button in (self.back_button, self.restart_button, self.leave_button):
            row.addWidget(button)
        row.addStretch(1)
        row.addWidget(self.show_button)
        row.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(6)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addWidget(self.refusal)
        layout.addLayout(row)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFixedWidth(BUBBLE_WIDTH)

    def _button(self, name: str, text: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the table
        button.setAutoDefault(False)
        return button

    def say(self, title: str, text: str, *, waits: bool, can_back: bool) -> None:
        self.title.setText(title)
        self.text.setText(text)
        self.refusal.clear()
        self.refusal.hide()
        self.next_button.setVisible(not waits)
        self.show_button.setVisible(waits)
        self.back_button.setEnabled(can_back)
        self.adjustSize()

    def refuse(self, text: str) -> None:
        self.refusal.setText(text)
        self.refusal.setVisible(bool(text))
        self.adjustSize()

    def sizeHint(self) -> QSize:
        # the wrapped words measured with their own fonts: a layout's guess runs short
        inner = BUBBLE_WIDTH - 28
        height = 10 + 10 + self.title.sizeHint().height() + 6
        height += _wrapped_height(self.text, inner) + 6
        if self.refusal.isVisibleTo(self):
            height += _wrapped_height(self.refusal, inner) + 6
        height += self.next_button.sizeHint().height() + 6
        return QSize(BUBBLE_WIDTH, height)


def _wrapped_height(label: QLabel, width: int) -> int:
    # measured a little narrower than the room: the label's frame and the bubble's border take
    # a few pixels, and a line that just fits when measured must not wrap when drawn
    width -= 8
    metrics = QFontMetrics(label.font())
    flags = int(Qt.TextFlag.TextWordWrap)
    measured = metrics.boundingRect(QRect(0, 0, width, 100_000), flags, label.text()).height()
    # the label's own layout too: a line with a suit sign (♠ ♥) may take a taller fallback font
    return max(measured, label.heightForWidth(width)) + 4


def place_beside(
    target: QRect | None, size: QSize, bounds: QRect, avoid: Sequence[QRect] = ()
) -> QPoint:
    """Where a bubble of ``size`` goes: beside ``target`` (above, below, right, left), clear of
    it and inside ``bounds``, nearest the target among the places there that cover none of
    ``avoid`` (the table's cards, seats and tags: what the words may name). When every place
    beside it covers something, the clear place inside ``bounds`` nearest the target; with no
    clear place at all, the place beside it covering least. With no place clear of the target
    either, the corner farthest from it. With no target, the clear place nearest the middle,
    or the middle."""
    inner = bounds.adjusted(GAP, GAP, -GAP, -GAP)
    w, h = size.width(), size.height()
    if target is None or not target.isValid():  # words about the whole table: in its middle
        middle = QPoint(inner.center().x() - w // 2, inner.center().y() - h // 2)
        return _nearest_clear(inner, w, h, avoid, inner.center()) or middle
    keep_off = target.adjusted(-PAD, -PAD, PAD, PAD)
    above, below = target.top() - GAP - PAD - h, target.bottom() + GAP + PAD
    right, left = target.right() + GAP + PAD, target.left() - GAP - PAD - w
    # along each side: centred on the target, or level with either of its ends
    xs = (target.center().x() - w // 2, target.left(), target.right() - w)
    ys = (target.center().y() - h // 2, target.top(), target.bottom() - h)
    candidates = [QPoint(x, y) for y in (above, below) for x in xs]
    candidates += [QPoint(x, y) for x in (right, left) for y in ys]
    clear = []
    for point in candidates:
        # slide along the side into the bounds, then check it is still clear of the target
        x = max(inner.left(), min(inner.right() - w, point.x()))
        y = max(inner.top(), min(inner.bottom() - h, point.y()))
        rect = QRect(x, y, w, h)
        if inner.contains(rect) and not rect.intersects(keep_off):
            clear.append(QPoint(x, y))
    busy = [r for r in avoid if not keep_off.contains(r)]
    # the target itself is busy too, with the room a place beside it keeps
    taken = [*busy, keep_off.adjusted(MARGIN - GAP, MARGIN - GAP, GAP - MARGIN, GAP - MARGIN)]
    best = _least_covering(clear, w, h, busy, target.center()) if clear else None
    if best is not None and not _covered(QRect(best, size), busy):
        return best
    free = _nearest_clear(inner, w, h, taken, target.center()) or best
    if free is not None:
        return free

    def overlap(p: QPoint) -> int:
        return _area(QRect(p.x(), p.y(), w, h).intersected(keep_off))

    def distance(p: QPoint) -> int:
        centre = QRect(p.x(), p.y(), w, h).center()
        return -((centre - target.center()).manhattanLength())

    return min(_corners(inner, w, h), key=lambda p: (overlap(p), distance(p)))


def _corners(inner: QRect, w: int, h: int) -> list[QPoint]:
    return [
        QPoint(inner.left(), inner.top()),
        QPoint(inner.right() - w, inner.top()),
        QPoint(inner.left(), inner.bottom() - h),
        QPoint(inner.right() - w, inner.bottom() - h),
    ]


def _area(rect: QRect) -> int:
    return rect.width() * rect.height() if rect.isValid() else 0


def _least_covering(
    points: Sequence[QPoint], w: int, h: int, avoid: Sequence[QRect], near: QPoint
) -> QPoint:
    def cost(p: QPoint) -> tuple[int, int]:
        rect = QRect(p.x(), p.y(), w, h)
        covered = sum(_area(rect.intersected(r)) for r in avoid)
        return covered, (rect.center() - near).manhattanLength()

    return min(points, key=cost)


def _covered(rect: QRect, avoid: Sequence[QRect]) -> bool:
    return any(rect.intersects(r) for r in avoid)


def _nearest_clear(
    inner: QRect, w: int, h: int, avoid: Sequence[QRect], near: QPoint
) -> QPoint | None:
    """The top left of the ``w`` by ``h`` place inside ``inner`` that keeps ``MARGIN`` pixels
    from every rectangle of ``avoid`` and has its centre nearest ``near``; None when there is
    none. Row by row: only where a rectangle's top or bottom edge enters or leaves the row does
    what lies in the row change, so those rows and the one level with ``near`` are all it tries.
    """
    boxes = {
        (r.left() - MARGIN, r.top() - MARGIN, r.right() + MARGIN, r.bottom() + MARGIN)
        for r in avoid
        if r.isValid()
    }
    low_x, high_x = inner.left(), inner.right() - w
    low_y, high_y = inner.top(), inner.bottom() - h
    if high_x < low_x or high_y < low_y:
        return None
    ideal_x, ideal_y = near.x() - w // 2, near.y() - h // 2
    rows = {max(low_y, min(high_y, ideal_y)), low_y, high_y}
    for _, top, _, bottom in boxes:
        rows.update(y for y in (top - h, bottom + 1) if low_y <= y <= high_y)
    best: tuple[int, int, int] | None = None
    for y in rows:
        # the bubble at x meets a box when x <= its right and x + w - 1 >= its left
        blocked = sorted(
            (left - w + 1, right)
            for left, top, right, bottom in boxes
            if top < y + h and bottom >= y
        )
        x = _nearest_free(low_x, high_x, blocked, ideal_x)
        if x is None:
            continue
        key = ((x - ideal_x) ** 2 + (y - ideal_y) ** 2, y, x)
        if best is None or key < best:
            best = key
    return None if best is None else QPoint(best[2], best[1])


def _nearest_free(
    low: int, high: int, blocked: Sequence[tuple[int, int]], ideal: int
) -> int | None:
    """The x in ``low``..``high`` outside every (sorted) blocked span nearest ``ideal``."""
    best: int | None = None
    start = low
    for first, last in [*blocked, (high + 1, high + 1)]:
        end = min(high, first - 1)  # start..end is free
        if start <= end:
            x = max(start, min(end, ideal))
            if best is None or abs(x - ideal) < abs(best - ideal):
                best = x
        start = max(start, last + 1)
        if start > high:
            break
    return best
