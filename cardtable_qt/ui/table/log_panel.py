"""The game log beside the table: what happened, newest at the bottom, folded to a thin strip.

A ``QListView`` over the session's ``GameLog``; it follows the newest line unless the person has
scrolled up to read. The strip's button (and Ctrl+L) opens and folds it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractItemModel, QEvent, Qt, QTextBoundaryFinder, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
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
        self.button = QToolButton(self)
        self.button.setObjectName("logToggle")
        self.button.setShortcut(QKeySequence(KEY))
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
            self.button.setText("»")
            self.button.setToolTip(self.tr("Fold the game log (%1)").replace("%1", KEY))
            self._following = True
            self._follow()
        else:
            self.setFixedWidth(30)
            self.button.setText("\n".join(["«", *graphemes(self.tr("Log"))]))
            self.button.setToolTip(self.tr("Open the game log (%1)").replace("%1", KEY))
        if changed:
            self.toggled.emit(open_)

    def _scrolled(self, value: int) -> None:
        bar = self.list.verticalScrollBar()
        self._following = value >= bar.maximum() - 4  # scrolled up to read: stay there

    def _follow(self, *_args: Any) -> None:
        if self._following and self.is_open:
            self.list.scrollToBottom()
