"""A sheet laid over the table at the end of a hand: who won, every player's cards and points,
and the match scoreboard.

``ResultSheet`` is a plain widget placed over the view (``place``), not part of the scene: it
holds text in rows, small card pictures (``CardStrip``: groups side by side, each named under
it) and a ``QTableView`` bound to a scoreboard model. One button, with its shortcut, goes on
("Next deal  N") and emits ``continued``; shown only to look (the scoreboard in mid-game), it has
a Close button (Esc) that emits ``closed`` instead. It knows nothing of any game's rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import Card
from ..plain import plain
from .action_panel import ActionButton
from .labels import TONES
from .units import CARD_ASPECT

CARD_PX = 38  # a card's width on the sheet, in logical pixels (less on a small window)
MIN_CARD_PX = 24
STEP = 0.5  # the next card of a group starts this many card widths along
GAP_PX = 12
LABEL_PX = 15


@dataclass(frozen=True)
class SheetGroup:
    """Cards shown together with a word under them ("Pure sequence", "Scattered · 34")."""

    cards: tuple[Card, ...]
    label: str
    tone: str = "info"


@dataclass(frozen=True)
class SheetRow:
    """One player's line: name, what happened to them and how it was counted (under the
    name), their cards, their points."""

    name: str
    status: str
    groups: tuple[SheetGroup, ...]
    detail: str
    points: str
    tone: str = "info"  # win / lose / info: the colour of the points


class CardStrip(QWidget):
    """Groups of small cards side by side with a gap, each group's label under it."""

    def __init__(
        self, art: Any, groups: Sequence[SheetGroup], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._art = art
        self.groups = list(groups)
        self._font = QFont()
        self._font.setPixelSize(11)
        self.card_px = float(CARD_PX)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_art(self, art: Any) -> None:
        self._art = art
        self.update()

    def set_card_px(self, px: float) -> None:
        if px != self.card_px:
            self.card_px = px
            self.updateGeometry()
            self.update()

    def _group_width(self, group: SheetGroup, px: float | None = None) -> float:
        px = self.card_px if px is None else px
        n = len(group.cards)
        return px + (n - 1) * px * STEP if n else 0.0

    def natural_width(self, px: float) -> float:
        """How wide the strip is with cards ``px`` wide."""
        shown = [g for g in self.groups if g.cards]
        width = sum(max(self._group_width(g, px), self._label_width(g)) for g in shown)
        return width + GAP_PX * max(0, len(shown) - 1)

    def _label_width(self, group: SheetGroup) -> float:
        return QFontMetricsF(self._font).horizontalAdvance(group.label) + 6

    def sizeHint(self) -> QSize:
        width = self.natural_width(self.card_px)
        return QSize(round(width), round(self.card_px * CARD_ASPECT) + LABEL_PX + 2)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        dpr = self.devicePixelRatioF()
        px = self.card_px
        card_h = px * CARD_ASPECT
        x = 0.0
        painter.setFont(self._font)
        for group in self.groups:
            if not group.cards:
                continue
            width = max(self._group_width(group), self._label_width(group))
            start = x + (width - self._group_width(group)) / 2
            for n, card in enumerate(group.cards):
                pixmap = self._art.pixmap(card, round(px * dpr), dpr)
                target = QRectF(start + n * px * STEP, 0, px, card_h)
                painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
            ink = TONES.get(group.tone, TONES["info"])[1]
            painter.setPen(QColor(ink))
            painter.drawText(
                QRectF(x, card_h + 1, width, LABEL_PX),
                Qt.AlignmentFlag.AlignCenter,
                group.label,
            )
            x += width + GAP_PX
        painter.end()


class ResultSheet(QFrame):
    """Title, one row per player, the scoreboard, and the button that goes on."""

    continued = Signal()
    closed = Signal()
    reviewRequested = Signal()  # the person asked for the review of the hand on the sheet

    def __init__(self, art: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._art = art
        self.setObjectName("resultSheet")
        self.setStyleSheet(
            "#resultSheet { background: #0e1612; border: 1px solid"
            " rgba(244, 197, 66, 140); border-radius: 12px; }"
            " #resultSheet QLabel { color: #f3efe2; background: transparent; }"
            " #resultSheet QLabel#sheetTitle { font-size: 19px; font-weight: bold;"
            " color: #f4c542; }"
            " #resultSheet QLabel#sheetSubtitle { font-size: 13px; color: #c9d6cc; }"
            " #resultSheet QLabel#rowName { font-size: 14px; font-weight: bold; }"
            " #resultSheet QLabel#rowStatus { font-size: 12px; color: #c9d6cc; }"
            " #resultSheet QLabel#rowDetail { font-size: 11px; color: #9fb5a8; }"
            " #resultSheet QLabel#rowPoints { font-size: 20px; font-weight: bold; }"
            " #resultSheet QTableView { background: #1a241f; color: #f3efe2;"
            " gridline-color: rgba(255, 255, 255, 40); border: 1px solid rgba(255,255,255,40);"
            " selection-background-color: transparent; }"
            " #resultSheet QHeaderView::section { background: #08100c;"
            " color: #f3efe2; border: none; padding: 3px 6px; font-weight: bold; }"
            " #resultSheet QTableCornerButton::section { background: #08100c; border: none; }"
        )
        outer = QVBoxLayout(self)
        outer.setContentsMargins(20, 14, 20, 14)
        outer.setSpacing(8)
        self.title = plain(QLabel(self))
        self.title.setObjectName("sheetTitle")
        self.subtitle = plain(QLabel(self))
        self.subtitle.setObjectName("sheetSubtitle")
        self.subtitle.setWordWrap(True)
        outer.addWidget(self.title)
        outer.addWidget(self.subtitle)
        self.middle = middle = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        middle.setSpacing(16)
        self.rows_box = QWidget(self)
        self.grid = QGridLayout(self.rows_box)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(6)
        middle.addWidget(self.rows_box, 0, Qt.AlignmentFlag.AlignTop)
        self.scoreboard = QTableView(self)
        self.scoreboard.setObjectName("scoreboard")
        self.scoreboard.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scoreboard.setSelectionMode(QTableView.SelectionMode.NoSelection)
        self.scoreboard.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.scoreboard.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        self.scoreboard.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scoreboard.horizontalHeader().setMinimumSectionSize(48)
        middle.addWidget(self.scoreboard, 1, Qt.AlignmentFlag.AlignTop)
        outer.addLayout(middle, 1)
        bottom = QHBoxLayout()
        # Shown by a table whose person may review the hand (never in a replay or a demo).
        self.review_button = QPushButton(self.tr("Review this hand"), self)
        self.review_button.setObjectName("reviewHand")
        self.review_button.setMinimumHeight(34)
        self.review_button.clicked.connect(self.reviewRequested.emit)
        self.review_button.hide()
        bottom.addWidget(self.review_button)
        bottom.addStretch(1)
        self.button = ActionButton(
            self.tr("Next deal"), "N", self.continued.emit, primary=True, parent=self
        )
        self.close_button = ActionButton(self.tr("Close"), "Esc", self.closed.emit, parent=self)
        bottom.addWidget(self.close_button)
        bottom.addWidget(self.button)
        outer.addLayout(bottom)
        self.rows: list[SheetRow] = []
        self.strips: list[CardStrip] = []
        self.hide()

    # --- content -------------------------------------------------------------------------------

    def show_sheet(
        self,
        title: str,
        subtitle: str,
        rows: Sequence[SheetRow],
        scoreboard: QAbstractItemModel | None,
        button: str | None,
    ) -> None:
        """Show the sheet; ``button`` is the text of the button that goes on, or None for a
        sheet only to look at (closed with Close / Esc)."""
        self.title.setText(title)
        self.subtitle.setText(subtitle)
        self.subtitle.setVisible(bool(subtitle))
        self._fill_rows(rows)
        self.rows_box.setVisible(bool(rows))
        self.scoreboard.setModel(scoreboard)
        self.scoreboard.setVisible(scoreboard is not None)
        self._fit_scoreboard()
        self.button.setVisible(button is not None)
        self.close_button.setVisible(button is None)
        if button is not None:
            self.button.set_base_text(button)
        self.show()
        self.raise_()

    def _fit_scoreboard(self) -> None:
        """As tall as its rows (up to a dozen; more scroll), so no empty grid hangs below."""
        model = self.scoreboard.model()
        if model is None:
            return
        line = self.scoreboard.fontMetrics().height() + 10
        self.scoreboard.verticalHeader().setDefaultSectionSize(line)
        rows = min(model.rowCount(), 12)
        frame = 2 * self.scoreboard.frameWidth() + 2
        self.scoreboard.setFixedHeight(line * (rows + 1) + frame)
        # every player's column readable without scrolling sideways
        self.scoreboard.setMinimumWidth(70 + 52 * model.columnCount())

    def _fill_rows(self, rows: Sequence[SheetRow]) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.rows = list(rows)
        self.strips = []
        for r, row in enumerate(rows):
            name = plain(QLabel(row.name, self.rows_box))  # a seat name, as typed
            name.setObjectName("rowName")
            status = plain(QLabel(row.status, self.rows_box))
            status.setObjectName("rowStatus")
            who = QWidget(self.rows_box)
            stack = QVBoxLayout(who)
            stack.setContentsMargins(0, 0, 0, 0)
            stack.setSpacing(0)
            stack.addWidget(name)
            stack.addWidget(status)
            if row.detail:
                detail = plain(QLabel(row.detail, self.rows_box))
                detail.setObjectName("rowDetail")
                stack.addWidget(detail)
            self.grid.addWidget(who, r, 0, Qt.AlignmentFlag.AlignVCenter)
            strip = CardStrip(self._art, row.groups, self.rows_box)
            self.strips.append(strip)
            self.grid.addWidget(strip, r, 1, Qt.AlignmentFlag.AlignVCenter)
            points = plain(QLabel(row.points, self.rows_box))
            points.setObjectName("rowPoints")
            points.setStyleSheet(f"color: {TONES.get(row.tone, TONES['info'])[1]};")
            points.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.grid.addWidget(points, r, 2, Qt.AlignmentFlag.AlignVCenter)

    def set_art(self, art: Any) -> None:
        self._art = art
        for strip in self.strips:
            strip.set_art(art)

    def _natural_width(self, px: float, beside: bool) -> int:
        """The sheet's width with cards ``px`` wide, the scoreboard ``beside`` the rows."""
        for strip in self.strips:
            strip.set_card_px(px)
        self.grid.invalidate()
        rows = self.grid.sizeHint().width()
        board = 0
        if self.scoreboard.isVisibleTo(self):
            board = max(self.scoreboard.minimumWidth(), self.scoreboard.minimumSizeHint().width())
        inner = rows + self.middle.spacing() + board if beside else max(rows, board)
        margins = self.contentsMargins()
        layout = self.layout()
        if layout is not None:
            margins = layout.contentsMargins()
        return inner + margins.left() + margins.right() + 2 * self.frameWidth() + 8

    def _fit_cards(self, width: int, beside: bool) -> None:
        """Smaller cards on the strips when the sheet would not hold them (a small window)."""
        px = float(CARD_PX)
        while px > MIN_CARD_PX and self._natural_width(px, beside) > width:
            px -= 1.0  # the labels do not shrink with the cards: step down until it fits
        for strip in self.strips:
            strip.set_card_px(px)

    def place(self, area: QRect) -> None:
        """Lay the sheet over ``area`` (the view's rectangle), centred, with a margin. On a
        narrow window the scoreboard goes under the rows (scrolling if it must)."""
        room_w, room_h = area.width() - 24, area.height() - 24
        beside = self._natural_width(CARD_PX - 6, True) <= room_w
        self.middle.setDirection(
            QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom
        )
        width = min(room_w, max(self._natural_width(CARD_PX, beside), 720))
        self._fit_cards(width, beside)
        self._fit_scoreboard()
        layout = self.layout()
        if layout is not None:
            layout.activate()
        over = self.sizeHint().height() - room_h
        if over > 0 and not beside:
            board = self.scoreboard.minimumHeight()
            self.scoreboard.setFixedHeight(max(board // 3, board - over))
        height = min(room_h, self.sizeHint().height())
        self.setGeometry(
            area.x() + (area.width() - width) // 2,
            area.y() + (area.height() - height) // 2,
            width,
            height,
        )
