"""The game log beside the table: what happened, newest at the bottom, folded to a thin strip.

A ``QListView`` over the session's ``GameLog``; it follows the newest line unless the person has
scrolled up to read. The strip's button (and Ctrl+L) opens and folds it; folded, it is a tab with
"Log" written down it: the whole word turned on its side (a Devanagari, Thai or Vietnamese word
cut into letters under one another no longer reads), or Chinese characters one under another,
upright, as vertical Chinese is written.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QPointF,
    QRect,
    QSize,
    Qt,
    QTextBoundaryFinder,
    Signal,
)
from PySide6.QtGui import QKeySequence, QPainter, QPaintEvent, QPalette, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QStyle,
    QStyleOptionToolButton,
    QStylePainter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

OPEN_WIDTH = 270
KEY = "Ctrl+L"


def graphemes(text: str) -> list[str]:
    """``text`` cut into what a reader sees as letters (a Thai or Devanagari letter keeps its
    vowel marks), for the folded tab's word written top to bottom."""
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Grapheme, text)
    out: list[str] = []
    start = 0
    while (end := finder.toNextBoundary()) != -1:
        if end > start:
            out.append(text[start:end])
        start = end
    return out


def upright(word: str) -> bool:
    """``word`` is written in characters that stand upright in a vertical line, one under
    another (Chinese, Japanese kana, Korean); any other script turns on its side."""
    letters = [ch for ch in word if not ch.isspace()]
    return bool(letters) and all(
        0x2E80 <= ord(ch) <= 0x9FFF or 0xAC00 <= ord(ch) <= 0xD7AF or 0xF900 <= ord(ch) <= 0xFAFF
        for ch in letters
    )


def tab_pieces(word: str) -> list[str]:
    """What the folded tab writes down its length: the whole word (turned on its side), or an
    upright script's characters, one under another."""
    return graphemes(word) if upright(word) else [word]


TAB_PAD = 4  # the tool button's padding (the panel's style sheet)
TAB_GAP = 4  # between the fold mark and the word


class FoldTab(QToolButton):
    """The log's fold button: "»" while the log is open; folded, "«" over the word ``tab``
    written down the strip (``tab_pieces``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tab: str | None = None  # folded: the word down the strip

    def set_tab(self, word: str | None) -> None:
        """Folded with ``word`` down the strip, or (None) the open log's plain "»"."""
        self.tab = word
        self.setText("»" if word is None else "«")
        self.setAccessibleName(word or "")
        self.updateGeometry()
        self.update()

    @property
    def pieces(self) -> list[str]:
        """What is written under the fold mark, top to bottom (nothing while open)."""
        return [] if self.tab is None else tab_pieces(self.tab)

    @property
    def turned(self) -> bool:
        """The word lies on its side (read top to bottom), not upright."""
        return self.tab is not None and not upright(self.tab)

    def sizeHint(self) -> QSize:
        if self.tab is None:
            return super().sizeHint()
        metrics = self.fontMetrics()
        line = metrics.lineSpacing()
        if self.turned:
            across, down = metrics.height(), metrics.horizontalAdvance(self.tab)
        else:
            across = max((metrics.horizontalAdvance(p) for p in self.pieces), default=0)
            down = line * len(self.pieces)
        across = max(across, metrics.horizontalAdvance("«"))
        return QSize(across + 2 * TAB_PAD, line + TAB_GAP + down + 2 * TAB_PAD)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint() if self.tab is not None else super().minimumSizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.tab is None:
            super().paintEvent(event)
            return
        painter = QStylePainter(self)
        option = QStyleOptionToolButton()
        self.initStyleOption(option)
        option.text = ""
        painter.drawComplexControl(QStyle.ComplexControl.CC_ToolButton, option)
        painter.setPen(option.palette.color(QPalette.ColorRole.ButtonText))
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        metrics = self.fontMetrics()
        line = metrics.lineSpacing()
        room = self.rect().adjusted(TAB_PAD, TAB_PAD, -TAB_PAD, -TAB_PAD)
        centre = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
        painter.drawText(QRect(room.left(), room.top(), room.width(), line), centre, "«")
        top = room.top() + line + TAB_GAP
        if self.turned:
            # turned a quarter clockwise: the line runs down, the letters' tops face right
            painter.save()
            middle = self.rect().center().x() + 0.5
            painter.translate(QPointF(middle - (metrics.ascent() - metrics.descent()) / 2, top))
            painter.rotate(90)
            painter.drawText(QPointF(0, 0), self.tab)
            painter.restore()
            return
        for n, piece in enumerate(self.pieces):
            painter.drawText(QRect(room.left(), top + n * line, room.width(), line), centre, piece)


class LogPanel(QFrame):
    """The log's list and its fold button; ``toggled(open)`` when opened or folded."""

    toggled = Signal(bool)

    def __init__(self, model: QAbstractItemModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("logPanel")
        self.setStyleSheet(
            "#logPanel { background: #101814; border-left: 1px solid rgba(255,255,255,40); }"
            " #logPanel QListView { background: #101814; color: #e8e4d6; border: none;"
            " font-size: 12px; }"
            " #logPanel QLabel { color: #f4c542; font-weight: bold; }"
            " #logPanel QToolButton { color: #f3efe2; background: transparent; border: none;"
            " padding: 4px; }"
        )
        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)
        outer.setSpacing(4)
        top = QHBoxLayout()
        self.title = QLabel(self.tr("Game log"), self)
        self.button = FoldTab(self)
        self.button.setObjectName("logToggle")
        # the panel's own shortcut, not the button's: a button's setText (the tab's word, "»")
        # resets its shortcut to the text's mnemonic, which left Ctrl+L doing nothing
        self.shortcut = QShortcut(QKeySequence(KEY), self)
        self.shortcut.activated.connect(lambda: self.set_open(not self.is_open))
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.clicked.connect(lambda: self.set_open(not self.is_open))
        top.addWidget(self.title, 1)
        top.addWidget(self.button)
        outer.addLayout(top)
        self.list = QListView(self)
        self.list.setObjectName("gameLog")
        self.list.setModel(model)
        self.list.setWordWrap(True)
        self.list.setSpacing(1)
        self.list.setUniformItemSizes(False)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer.addWidget(self.list, 1)
        model.rowsInserted.connect(self._follow)
        model.modelReset.connect(self._follow)
        self._following = True
        self.list.verticalScrollBar().valueChanged.connect(self._scrolled)
        self.is_open = False
        self.set_open(False)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.title.setText(self.tr("Game log"))
            self.set_open(self.is_open)  # the tab's word and the tooltips
        super().changeEvent(event)

    def set_open(self, open_: bool) -> None:
        changed = open_ != self.is_open
        self.is_open = open_
        self.list.setVisible(open_)
        self.title.setVisible(open_)
        if open_:
            self.setFixedWidth(OPEN_WIDTH)
            self.button.set_tab(None)
            self.button.setToolTip(self.tr("Fold the game log (%1)").replace("%1", KEY))
            self._following = True
            self._follow()
        else:
            self.setFixedWidth(30)
            self.button.set_tab(self.tr("Log"))
            self.button.setToolTip(self.tr("Open the game log (%1)").replace("%1", KEY))
        if changed:
            self.toggled.emit(open_)

    def _scrolled(self, value: int) -> None:
        bar = self.list.verticalScrollBar()
        self._following = value >= bar.maximum() - 4  # scrolled up to read: stay there

    def _follow(self, *_args: Any) -> None:
        if self._following and self.is_open:
            self.list.scrollToBottom()
