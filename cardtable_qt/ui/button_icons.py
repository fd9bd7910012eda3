"""The dialog buttons' icons: one set of plain line icons, drawn in the button's own text colour.

Qt takes a dialog button's icon (OK, Cancel, Close, Open, Save…) from the desktop's icon theme:
a coloured picture that sits on the gold primary button like a sticker, or a dark × that all
but vanishes on the dark green ones, and none at all where there is no theme. CardTable draws
its own instead, the same on every platform: ``standard_icon`` makes the shapes (white), and
``tinted`` recolours an icon to the colour the button writes its text in, so the icon reads
exactly as well as the label beside it, on gold and on green. ``dress`` gives a dialog button
its icon in its colours (the style calls it as each button is first shown).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QDialogButtonBox, QPushButton, QStyle

SIZES = (16, 20, 24, 32, 48)
SP = QStyle.StandardPixmap
BUTTON = QDialogButtonBox.StandardButton
INK = QColor("#f3efe2")  # the green buttons' text (cardtable_qt.ui.INK)
PRIMARY_INK = QColor("#1e1a0c")  # the gold button's text
DISABLED_INK = QColor("#7d8c82")
PIXMAP_OF: dict[QDialogButtonBox.StandardButton, QStyle.StandardPixmap] = {
    BUTTON.Ok: SP.SP_DialogOkButton,
    BUTTON.Apply: SP.SP_DialogApplyButton,
    BUTTON.Yes: SP.SP_DialogYesButton,
    BUTTON.Cancel: SP.SP_DialogCancelButton,
    BUTTON.Close: SP.SP_DialogCloseButton,
    BUTTON.No: SP.SP_DialogNoButton,
    BUTTON.Discard: SP.SP_DialogDiscardButton,
    BUTTON.Open: SP.SP_DialogOpenButton,
    BUTTON.Save: SP.SP_DialogSaveButton,
    BUTTON.Reset: SP.SP_DialogResetButton,
}


def _tick(path: QPainterPath, r: QRectF) -> None:
    path.moveTo(r.left() + r.width() * 0.12, r.top() + r.height() * 0.52)
    path.lineTo(r.left() + r.width() * 0.4, r.top() + r.height() * 0.8)
    path.lineTo(r.left() + r.width() * 0.9, r.top() + r.height() * 0.22)


def _cross(path: QPainterPath, r: QRectF) -> None:
    k = 0.2
    path.moveTo(r.left() + r.width() * k, r.top() + r.height() * k)
    path.lineTo(r.right() - r.width() * k, r.bottom() - r.height() * k)
    path.moveTo(r.right() - r.width() * k, r.top() + r.height() * k)
    path.lineTo(r.left() + r.width() * k, r.bottom() - r.height() * k)


def _folder(path: QPainterPath, r: QRectF) -> None:
    x, y, w, h = r.left(), r.top(), r.width(), r.height()
    path.moveTo(x + w * 0.1, y + h * 0.25)
    path.lineTo(x + w * 0.4, y + h * 0.25)
    path.lineTo(x + w * 0.5, y + h * 0.35)
    path.lineTo(x + w * 0.9, y + h * 0.35)
    path.lineTo(x + w * 0.9, y + h * 0.8)
    path.lineTo(x + w * 0.1, y + h * 0.8)
    path.closeSubpath()


def _disk(path: QPainterPath, r: QRectF) -> None:
    x, y, w, h = r.left(), r.top(), r.width(), r.height()
    path.addRoundedRect(QRectF(x + w * 0.15, y + h * 0.15, w * 0.7, h * 0.7), w * 0.08, w * 0.08)
    path.addRect(QRectF(x + w * 0.32, y + h * 0.15, w * 0.36, h * 0.22))
    path.addRect(QRectF(x + w * 0.3, y + h * 0.55, w * 0.4, h * 0.3))


def _undo(path: QPainterPath, r: QRectF) -> None:
    x, y, w, h = r.left(), r.top(), r.width(), r.height()
    path.moveTo(x + w * 0.3, y + h * 0.2)
    path.lineTo(x + w * 0.12, y + h * 0.4)
    path.lineTo(x + w * 0.3, y + h * 0.6)
    path.moveTo(x + w * 0.12, y + h * 0.4)
    path.cubicTo(
        QPointF(x + w * 0.7, y + h * 0.4),
        QPointF(x + w * 0.95, y + h * 0.55),
        QPointF(x + w * 0.6, y + h * 0.85),
    )


SHAPES: dict[QStyle.StandardPixmap, Callable[[QPainterPath, QRectF], None]] = {
    SP.SP_DialogOkButton: _tick,
    SP.SP_DialogApplyButton: _tick,
    SP.SP_DialogYesButton: _tick,
    SP.SP_DialogCancelButton: _cross,
    SP.SP_DialogCloseButton: _cross,
    SP.SP_DialogNoButton: _cross,
    SP.SP_DialogDiscardButton: _cross,
    SP.SP_DialogOpenButton: _folder,
    SP.SP_DialogSaveButton: _disk,
    SP.SP_DialogResetButton: _undo,
}


def standard_icon(which: QStyle.StandardPixmap) -> QIcon | None:
    """CardTable's icon for a dialog button (white lines, to be tinted), or None."""
    shape = SHAPES.get(which)
    if shape is None:
        return None
    icon = QIcon()
    for size in SIZES:
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor("white"), max(1.6, size * 0.12))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        path = QPainterPath()
        shape(path, QRectF(0, 0, size, size))
        painter.drawPath(path)
        painter.end()
        icon.addPixmap(pixmap)
    return icon


def tinted(icon: QIcon, size: int, colour: QColor, dpr: float = 1.0) -> QIcon:
    """``icon`` in one colour (its shape kept by its alpha), at ``size`` logical pixels."""
    pixmap = icon.pixmap(QSize(size, size), dpr)
    out = QPixmap(pixmap.size())
    # The ratio before painting: a 2x pixmap drawn on a 1x one fills only its top-left quarter
    # (the shrunken icon high on every button at a device pixel ratio of 2).
    out.setDevicePixelRatio(pixmap.devicePixelRatio())
    out.fill(Qt.GlobalColor.transparent)
    painter = QPainter(out)
    painter.drawPixmap(0, 0, pixmap)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    painter.fillRect(QRectF(0, 0, size, size), colour)
    painter.end()
    return QIcon(out)


def dress(button: QPushButton) -> None:
    """A dialog box's standard button: CardTable's icon in its text's colour (and dimmed)."""
    box = button.parent()
    if not isinstance(box, QDialogButtonBox):
        return
    which = PIXMAP_OF.get(box.standardButton(button))
    shape = standard_icon(which) if which is not None else None
    if shape is None:
        return
    ink = PRIMARY_INK if button.property("primary") else INK
    size = button.iconSize().width() or 16
    dpr = button.devicePixelRatioF()
    icon = QIcon()
    for mode, colour in ((QIcon.Mode.Normal, ink), (QIcon.Mode.Disabled, DISABLED_INK)):
        pixmap = tinted(shape, size, colour, dpr).pixmap(QSize(size, size), dpr)
        icon.addPixmap(pixmap, mode)
    icon.addPixmap(tinted(shape, size, ink, dpr).pixmap(QSize(size, size), dpr), QIcon.Mode.Active)
    button.setIcon(icon)
