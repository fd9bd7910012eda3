"""A sheet laid over the table at the end of a hand: who won, every player's cards and points,
and the match scoreboard.

``ResultSheet`` is a plain widget placed over the view (``place``), not part of the scene: it
holds text in rows, small card pictures (``CardStrip``: groups side by side, each named under
it) and a ``QTableView`` bound to a scoreboard model. One button, with its shortcut, goes on
("Next deal  N") and emits ``continued``; shown only to look (the scoreboard in mid-game), it has
a Close button (Esc) that emits ``closed`` instead. It knows nothing of any game's rules.

Its sizes are written for a table at 1280×800 and grow with the table (``zoom``): on a large
window the sheet covers as much of the table as on a small one, not a small box in the middle.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHideEvent,
    QPainter,
    QPaintEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import Card
from ..plain import plain
from .action_panel import ActionButton
from .card_mark import RUMMY_WILD, mark_words, paint_tag
from .labels import TONES
from .shade import Shade
from .units import CARD_ASPECT
from .words import follow_language

CARD_PX = 38  # a card's width on the sheet, in logical pixels (less on a small window)
MIN_CARD_PX = 24
STEP = 0.5  # the next card of a group starts this many card widths along
GAP_PX = 12
LABEL_PX = 15
DESIGN_AREA = (1280, 700)  # the view's size at which the sheet is drawn at its written sizes
MAX_ZOOM = 3.0
MARK_TONE = ("#f4c542", "#7a5a12", "#1e1a0c")  # a wild card's "W": fill, border, text


@dataclass(frozen=True)
class SheetGroup:
    """Cards shown together with a word under them ("Pure sequence", "Scattered · 34")."""

    cards: tuple[Card, ...]
    label: str
    tone: str = "info"
    wild: tuple[bool, ...] = ()  # per card: marked "W" on its face (the game's wild cards)


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
        self.zoom = 1.0
        self.card_px = float(CARD_PX)
        self.beside = False  # each group's name right of its cards, not under them
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_art(self, art: Any) -> None:
        self._art = art
        self.update()

    def set_zoom(self, zoom: float) -> None:
        """The labels' type and the gaps at ``zoom`` times their written size."""
        self.zoom = zoom
        self._font.setPixelSize(max(1, round(11 * zoom)))
        self.updateGeometry()
        self.update()

    def set_card_px(self, px: float) -> None:
        if px != self.card_px:
            self.card_px = px
            self.updateGeometry()
            self.update()

    def set_beside(self, beside: bool) -> None:
        """Each group's name right of its cards (a row as low as the cards) or under them."""
        if beside != self.beside:
            self.beside = beside
            self.updateGeometry()
            self.update()

    def _slot_width(self, group: SheetGroup, px: float | None = None) -> float:
        """A group's room along the strip: its cards and its name, under or beside them."""
        cards, words = self._group_width(group, px), self._label_width(group)
        return cards + GAP_PX * self.zoom / 2 + words if self.beside else max(cards, words)

    def _group_width(self, group: SheetGroup, px: float | None = None) -> float:
        px = self.card_px if px is None else px
        n = len(group.cards)
        return px + (n - 1) * px * STEP if n else 0.0

    def natural_width(self, px: float) -> float:
        """How wide the strip is with cards ``px`` wide."""
        shown = [g for g in self.groups if g.cards]
        width = sum(self._slot_width(g, px) for g in shown)
        return width + GAP_PX * self.zoom * max(0, len(shown) - 1)

    def _label_width(self, group: SheetGroup) -> float:
        return QFontMetricsF(self._font).horizontalAdvance(group.label) + 6

    def sizeHint(self) -> QSize:
        width = self.natural_width(self.card_px)
        label = 0 if self.beside else round((LABEL_PX + 2) * self.zoom)
        return QSize(round(width), round(self.card_px * CARD_ASPECT) + label)

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
            width = self._slot_width(group)
            start = x if self.beside else x + (width - self._group_width(group)) / 2
            for n, card in enumerate(group.cards):
                pixmap = self._art.pixmap(card, round(px * dpr), dpr)
                target = QRectF(start + n * px * STEP, 0, px, card_h)
                painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
                if n < len(group.wild) and group.wild[n]:
                    self._mark_wild(painter, target)
            ink = TONES.get(group.tone, TONES["info"])[1]
            painter.setPen(QColor(ink))
            painter.setFont(self._font)
            if self.beside:
                words = QRectF(
                    x + width - self._label_width(group), 0, self._label_width(group), card_h
                )
            else:
                words = QRectF(x, card_h + 1, width, LABEL_PX * self.zoom)
            painter.drawText(words, Qt.AlignmentFlag.AlignCenter, group.label)
            x += width + GAP_PX * self.zoom
        painter.end()

    def _mark_wild(self, painter: QPainter, card: QRectF) -> None:
        """A gold wild mark (Rummy's "W", 搭 in Chinese) in the card's left strip, under its
        index (the part that shows), as the table's cards wear it."""
        w = card.width()
        mark = QRectF(card.left() + w * 0.03, card.top() + card.height() * 0.34, w * 0.3, w * 0.24)
        font = QFont(self._font)
        font.setBold(True)
        paint_tag(painter, mark, mark_words(RUMMY_WILD), MARK_TONE, font)


def sheet_style(zoom: float) -> str:
    """The sheet's look, its type ``zoom`` times the written size."""

    def px(size: float) -> str:
        return f"{max(1, round(size * zoom))}px"

    return (
        "#resultSheet { background: #0e1612; border: 1px solid"
        f" rgba(244, 197, 66, 140); border-radius: {px(12)}; }}"
        " #resultSheet QLabel { color: #f3efe2; background: transparent; }"
        f" #resultSheet QLabel#sheetTitle {{ font-size: {px(19)}; font-weight: bold;"
        " color: #f4c542; }"
        f" #resultSheet QLabel#sheetSubtitle {{ font-size: {px(13)}; color: #c9d6cc; }}"
        f" #resultSheet QLabel#rowName {{ font-size: {px(14)}; font-weight: bold; }}"
        f" #resultSheet QLabel#rowStatus {{ font-size: {px(12)}; color: #c9d6cc; }}"
        f" #resultSheet QLabel#rowDetail {{ font-size: {px(11)}; color: #9fb5a8; }}"
        f" #resultSheet QLabel#rowPoints {{ font-size: {px(20)}; font-weight: bold; }}"
        " #resultSheet QTableView { background: #1a241f; color: #f3efe2;"
        f" font-size: {px(13)};"
        " gridline-color: rgba(255, 255, 255, 40); border: 1px solid rgba(255,255,255,40);"
        " selection-background-color: transparent; }"
        " #resultSheet QHeaderView::section { background: #08100c;"
        f" color: #f3efe2; border: none; padding: {px(3)} {px(6)}; font-weight: bold;"
        f" font-size: {px(13)}; }}"
        " #resultSheet QTableCornerButton::section { background: #08100c; border: none; }"
        f" #resultSheet QPushButton {{ font-size: {px(13)}; padding: {px(6)} {px(16)}; }}"
    )


class ResultSheet(QFrame):
    """Title, one row per player, the scoreboard, and the button that goes on."""

    continued = Signal()
    closed = Signal()
    reviewRequested = Signal()  # the person asked for the review of the hand on the sheet

    def __init__(self, art: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._art = art
        self.setObjectName("resultSheet")
        self.zoom = 1.0
        self.setStyleSheet(sheet_style(self.zoom))
        self.outer = outer = QVBoxLayout(self)
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
        self.review_button = QPushButton(self)
        review = self.review_button
        follow_language(review, lambda: review.setText(self.tr("Review this hand")))
        self.review_button.setObjectName("reviewHand")
        self.review_button.setMinimumHeight(34)
        self.review_button.clicked.connect(self.reviewRequested.emit)
        self.review_button.hide()
        bottom.addWidget(self.review_button)
        bottom.addStretch(1)
        self.button = ActionButton(
            lambda: self.tr("Next deal"), "N", self.continued.emit, primary=True, parent=self
        )
        self.close_button = ActionButton(
            lambda: self.tr("Close"), "Esc", self.closed.emit, parent=self
        )
        bottom.addWidget(self.close_button)
        bottom.addWidget(self.button)
        outer.addLayout(bottom)
        self.rows: list[SheetRow] = []
        self.strips: list[CardStrip] = []
        # the rows with words under their status, which a sheet too tall puts on its line
        self._details: list[tuple[SheetRow, QLabel, QLabel]] = []
        self._whos: list[QBoxLayout] = []  # each row's name over its words
        self._compact = False
        self._one_line = False
        # the felt around the sheet darkened while it shows (a sheet made without a parent
        # stands alone: nothing to shade)
        self.shade = Shade(parent) if parent is not None else None
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
        if self.shade is not None:
            self.shade.stackUnder(self)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.shade is not None:
            self.shade.show()
            self.shade.stackUnder(self)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        if self.shade is not None:
            self.shade.hide()

    def _fit_scoreboard(self) -> None:
        """As tall as its rows (up to a dozen; more scroll), so no empty grid hangs below."""
        model = self.scoreboard.model()
        if model is None:
            return
        line = self.scoreboard.fontMetrics().height() + round(10 * self.zoom)
        self.scoreboard.verticalHeader().setDefaultSectionSize(line)
        rows = min(model.rowCount(), 12)
        frame = 2 * self.scoreboard.frameWidth()
        header = max(line, self.scoreboard.horizontalHeader().sizeHint().height())
        # the rows as tall as they are (they resize to their words): a script taller than
        # the line, as Thai is, made two rows scroll, and a lower one left a strip under them
        self.scoreboard.resizeRowsToContents()
        side = self.scoreboard.verticalHeader()
        body = sum(side.sectionSize(r) for r in range(rows))
        self.scoreboard.setFixedHeight(header + body + frame)
        # every player's column readable without scrolling sideways: the columns share the
        # width equally, so each is as wide as the widest name over them (a fixed share cut
        # "Vikram" at six seats)
        top = self.scoreboard.horizontalHeader()
        columns = model.columnCount()
        widest = max((top.sectionSizeHint(c) for c in range(columns)), default=0)
        column = max(round(52 * self.zoom), widest)
        names = max(round(70 * self.zoom), side.sizeHint().width())
        self.scoreboard.setMinimumWidth(names + column * columns + frame)

    def _fill_rows(self, rows: Sequence[SheetRow]) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.rows = list(rows)
        self.strips = []
        self._details = []
        self._whos = []
        self._compact = False
        self._one_line = False
        for r, row in enumerate(rows):
            name = plain(QLabel(row.name, self.rows_box))  # a seat name, as typed
            name.setObjectName("rowName")
            status = plain(QLabel(row.status, self.rows_box))
            status.setObjectName("rowStatus")
            who = QWidget(self.rows_box)
            stack = QBoxLayout(QBoxLayout.Direction.TopToBottom, who)
            stack.setContentsMargins(0, 0, 0, 0)
            stack.setSpacing(0)
            self._whos.append(stack)
            stack.addWidget(name)
            stack.addWidget(status)
            if row.detail:
                detail = plain(QLabel(row.detail, self.rows_box))
                detail.setObjectName("rowDetail")
                stack.addWidget(detail)
                self._details.append((row, status, detail))
            stack.addStretch(1)  # on one line, the words follow the name
            self.grid.addWidget(who, r, 0, Qt.AlignmentFlag.AlignVCenter)
            strip = CardStrip(self._art, row.groups, self.rows_box)
            strip.set_zoom(self.zoom)
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

    def set_zoom(self, zoom: float) -> None:
        """Every size of the sheet ``zoom`` times as written (type, cards, gaps, buttons)."""
        if zoom == self.zoom:
            return
        self.zoom = zoom

        def z(n: int) -> int:
            return round(n * zoom)

        self.setStyleSheet(sheet_style(zoom))
        for widget in (self, *self.findChildren(QWidget)):  # the new type now, to measure it
            widget.style().unpolish(widget)
            widget.style().polish(widget)
        self.outer.setContentsMargins(z(20), z(14), z(20), z(14))
        self.outer.setSpacing(z(8))
        self.middle.setSpacing(z(16))
        self.grid.setHorizontalSpacing(z(14))
        self.grid.setVerticalSpacing(z(6))
        self.scoreboard.horizontalHeader().setMinimumSectionSize(z(48))
        for button in (self.button, self.close_button):
            button.setMinimumHeight(z(34))
        for strip in self.strips:
            strip.set_zoom(zoom)

    def _fit_cards(self, width: int, beside: bool) -> None:
        """Smaller cards on the strips when the sheet would not hold them (a small window)."""
        px = float(CARD_PX) * self.zoom
        while px > MIN_CARD_PX * self.zoom and self._natural_width(px, beside) > width:
            px -= 1.0  # the labels do not shrink with the cards: step down until it fits
        for strip in self.strips:
            strip.set_card_px(px)

    def set_compact(self, compact: bool) -> None:
        """Each row's status and the words under it on one line ("loses to the dealer's 8 ·
        bet 20"): a row a line shorter, for a sheet of many rows on a small window."""
        if compact == self._compact:
            return
        self._compact = compact
        for row, status, detail in self._details:
            status.setText(f"{row.status} · {row.detail}" if compact else row.status)
            detail.setVisible(not compact)

    @property
    def compact(self) -> bool:
        return self._compact

    def set_one_line(self, one_line: bool) -> None:
        """Each row on one line: its name beside its words, the cards' names beside them, the
        rows closer (nine hands on the smallest window: two lines a row did not fit)."""
        if one_line == self._one_line:
            return
        self._one_line = one_line
        way = QBoxLayout.Direction.LeftToRight if one_line else QBoxLayout.Direction.TopToBottom
        for who in self._whos:
            who.setDirection(way)
            who.setSpacing(round(8 * self.zoom) if one_line else 0)
        for strip in self.strips:
            strip.set_beside(one_line)
        self.grid.setVerticalSpacing(round((2 if one_line else 6) * self.zoom))
        # the room to spare goes before the points, not between a name and its words
        self.grid.setColumnStretch(2, 1 if one_line else 0)

    @property
    def one_line(self) -> bool:
        return self._one_line

    def _relayout(self) -> None:
        """Measure again now: every layout of the sheet forgets the sizes it kept (a card size
        or a type just changed) and lays out at once, so ``sizeHint`` is the new one."""
        for widget in self.findChildren(QWidget):  # what each layout item kept of its widget
            widget.updateGeometry()
        for inner in self.findChildren(QLayout):
            inner.invalidate()
        layout = self.layout()
        if layout is not None:
            layout.invalidate()
            layout.activate()

    def _fit_height(self, room: int) -> None:
        """Smaller cards again when the rows would not fit the height (many hands on a small
        window): squeezed, a row's name and words would be cut at their top and bottom."""
        while self.strips and self.sizeHint().height() > room:
            px = self.strips[0].card_px
            if px <= MIN_CARD_PX * self.zoom:
                break
            for strip in self.strips:
                strip.set_card_px(px - 1.0)
            self._relayout()

    def place(self, area: QRect) -> None:
        """Lay the sheet over ``area`` (the view's rectangle), centred, with a margin. On a
        narrow window the scoreboard goes under the rows (scrolling if it must). A view larger
        than ``DESIGN_AREA`` draws the sheet larger in proportion, as the table is drawn."""
        if self.shade is not None:
            self.shade.setGeometry(area)
        fit = min(area.width() / DESIGN_AREA[0], area.height() / DESIGN_AREA[1])
        self.set_zoom(round(max(1.0, min(MAX_ZOOM, fit)), 2))
        zoom = self.zoom
        # measured with the style sheet's type: rows just made, or a zoom just changed
        for widget in (self, *self.findChildren(QWidget)):
            widget.ensurePolished()
        self._relayout()  # the sizes the layouts kept are from before the type
        self._fit_scoreboard()  # its size at this zoom, before the width is worked out
        room_w, room_h = area.width() - round(24 * zoom), area.height() - round(24 * zoom)
        beside = self._natural_width((CARD_PX - 6) * zoom, True) <= room_w
        self.middle.setDirection(
            QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom
        )
        width = min(room_w, max(self._natural_width(CARD_PX * zoom, beside), round(720 * zoom)))
        self.set_compact(False)
        self.set_one_line(False)
        self._fit_cards(width, beside)
        self._fit_scoreboard()
        self._relayout()
        self._fit_height(room_h)
        # still too tall with the smallest cards: a line less in each row, then a line a row
        squeezes: tuple[tuple[Callable[[bool], None], Callable[[], bool]], ...] = (
            (self.set_compact, lambda: bool(self._details)),
            (self.set_one_line, lambda: bool(self.rows)),
        )
        for squeeze, can in squeezes:
            if self.sizeHint().height() > room_h and can():
                squeeze(True)
                self._relayout()
                width = min(room_w, max(self._natural_width(CARD_PX * zoom, beside), width))
                self._fit_cards(width, beside)
                self._relayout()
                self._fit_height(room_h)
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
