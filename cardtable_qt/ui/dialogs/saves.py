"""Saved games: the Load dialog (list, load, delete) and the Save As dialog (choose a name).

Both work on a ``SaveStore`` through ``SaveListModel``. Loading itself (and its errors) is the
main window's job: the Load dialog only says which save, or which file, was chosen.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ...session.models import SaveListModel
from ...storage.saves import SaveError
from .. import GOLD, INK, INK_DIM
from ..plain import plain

if TYPE_CHECKING:
    from ...storage.saves import SaveStore

Index = QModelIndex | QPersistentModelIndex


class SaveDelegate(QStyledItemDelegate):
    """Two lines per save: its name and game, then date, players and progress."""

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        return QSize(320, int(option.fontMetrics.height() * 2.6 + 14))

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        painter.save()
        widget = option.widget
        style = widget.style() if widget is not None else None
        if style is not None:
            style.drawPrimitive(
                QStyle.PrimitiveElement.PE_PanelItemViewItem, option, painter, widget
            )
        rect: QRect = option.rect.adjusted(12, 6, -12, -6)
        half = rect.height() // 2
        top = QRect(rect.left(), rect.top(), rect.width(), half)
        bottom = QRect(rect.left(), rect.top() + half, rect.width(), rect.height() - half)
        name = str(index.data(SaveListModel.NameRole))
        game = str(index.data(SaveListModel.GameRole))
        details = " · ".join(
            str(part)
            for part in (
                index.data(SaveListModel.DateRole),
                index.data(SaveListModel.PlayersRole),
                index.data(SaveListModel.ProgressRole),
            )
            if part
        )
        left_middle = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        bold = QFont(option.font)
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(QColor(GOLD))
        game_width = painter.fontMetrics().horizontalAdvance(game) + 12
        painter.drawText(top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, game)
        painter.setPen(QColor(INK))
        name_rect = top.adjusted(0, 0, -game_width, 0)
        elided_name = painter.fontMetrics().elidedText(
            name, Qt.TextElideMode.ElideRight, name_rect.width()
        )
        painter.drawText(name_rect, left_middle, elided_name)
        painter.setFont(option.font)
        painter.setPen(QColor(INK_DIM))
        elided = option.fontMetrics.elidedText(details, Qt.TextElideMode.ElideRight, bottom.width())
        painter.drawText(bottom, left_middle, elided)
        painter.restore()


def _save_list(model: SaveListModel) -> QListView:
    view = QListView()
    view.setObjectName("save_list")
    view.setModel(model)
    view.setItemDelegate(SaveDelegate(view))
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setUniformItemSizes(True)
    return view


def _notice() -> QLabel:
    label = plain(QLabel())  # messages quote save names
    label.setProperty("notice", True)
    label.setWordWrap(True)
    label.hide()
    return label


class LoadDialog(QDialog):
    """Pick a saved game (or a file elsewhere) to open; delete saves from here too.

    After ``exec()`` returns Accepted, ``chosen`` is the file of the save (a ``Path``): a listed
    save is opened and deleted by its file, never by its name, since a file CardTable did not
    name (``CON.json``, ``trailing space .json``, ``a%2Fb.json``) may show a name that no longer
    leads back to it.
    """

    def __init__(self, store: SaveStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Load a saved game"))
        self.setObjectName("LoadDialog")
        self.resize(620, 460)
        self.store = store
        self.chosen: str | Path | None = None
        self.model = SaveListModel(store, self)
        layout = QVBoxLayout(self)
        self.problems = _notice()
        self.problems.setObjectName("problems")
        layout.addWidget(self.problems)
        self.empty = QLabel(self.tr("You have no saved games yet. Use Game ▸ Save As at a table."))
        self.empty.setProperty("hint", True)
        self.empty.setWordWrap(True)
        layout.addWidget(self.empty)
        self.view = _save_list(self.model)
        self.view.doubleClicked.connect(lambda _index: self._load_selected())
        self.view.activated.connect(lambda _index: self._load_selected())
        layout.addWidget(self.view, 1)
        self.error = _notice()
        self.error.setObjectName("error")
        layout.addWidget(self.error)

        buttons = QHBoxLayout()
        self.delete_button = QPushButton(self.tr("Delete"))
        self.delete_button.setShortcut("Del")
        self.delete_button.setToolTip(self.tr("Delete the selected saved game (Del)"))
        self.delete_button.clicked.connect(self._delete_selected)
        buttons.addWidget(self.delete_button)
        self.confirm = plain(QLabel())
        self.confirm.setProperty("hint", True)
        buttons.addWidget(self.confirm, 1)
        self.file_button = QPushButton(self.tr("Open a file…"))
        self.file_button.clicked.connect(self._open_file)
        buttons.addWidget(self.file_button)
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel
        )
        self.load_button = box.button(QDialogButtonBox.StandardButton.Open)
        self.load_button.setText(self.tr("Load"))
        self.load_button.setProperty("primary", True)
        box.accepted.connect(self._load_selected)
        box.rejected.connect(self.reject)
        buttons.addWidget(box)
        layout.addLayout(buttons)
        self.view.selectionModel().currentChanged.connect(lambda *_: self._update())
        self._pending_delete: Path | None = None
        self._after_refresh()

    def _after_refresh(self) -> None:
        if self.model.problems:
            self.problems.setText("\n".join(self.model.problems))
            self.problems.show()
        self.empty.setVisible(self.model.rowCount() == 0)
        if self.model.rowCount():
            self.view.setCurrentIndex(self.model.index(0))
        self._update()

    def _update(self) -> None:
        has = self.view.currentIndex().isValid()
        self.load_button.setEnabled(has)
        self.delete_button.setEnabled(has)
        self._pending_delete = None
        self.confirm.clear()

    def selected_name(self) -> str | None:
        index = self.view.currentIndex()
        return self.model.save_at(index.row()).name if index.isValid() else None

    def selected_path(self) -> Path | None:
        index = self.view.currentIndex()
        return self.model.save_at(index.row()).path if index.isValid() else None

    def select(self, name: str) -> None:
        row = self.model.row_of(name)
        if row is not None:
            self.view.setCurrentIndex(self.model.index(row))

    def _load_selected(self) -> None:
        path = self.selected_path()
        if path is None:
            return
        self.chosen = path
        self.accept()

    def _delete_selected(self) -> None:
        """Delete after a second press, so one stray click never loses a game."""
        name, path = self.selected_name(), self.selected_path()
        if name is None or path is None:
            return
        if self._pending_delete != path:
            self._pending_delete = path
            self.confirm.setText(self.tr("Press Delete again to delete “%1”.").replace("%1", name))
            return
        try:
            self.store.delete(path)
        except SaveError as exc:
            self.error.setText(exc.message)
            self.error.show()
        self.model.refresh()
        self._after_refresh()

    def _open_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a saved game"), str(Path.home()), self.tr("Saved games (*.json)")
        )
        if path:
            self.chosen = Path(path)
            self.accept()


class SaveAsDialog(QDialog):
    """Choose the name to save under; an existing name is replaced after a warning."""

    def __init__(
        self, store: SaveStore, suggested: str = "", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Save the game as"))
        self.setObjectName("SaveAsDialog")
        self.resize(520, 420)
        self.store = store
        self.model = SaveListModel(store, self)
        layout = QVBoxLayout(self)
        label = QLabel(self.tr("Name"))
        layout.addWidget(label)
        self.name_edit = QLineEdit(suggested)
        self.name_edit.setObjectName("save_name")
        self.name_edit.selectAll()
        label.setBuddy(self.name_edit)
        layout.addWidget(self.name_edit)
        self.message = plain(QLabel())
        self.message.setWordWrap(True)
        self.message.setProperty("hint", True)
        layout.addWidget(self.message)
        existing = QLabel(self.tr("Saved games (pick one to replace it)"))
        existing.setProperty("hint", True)
        layout.addWidget(existing)
        self.view = _save_list(self.model)
        self.view.clicked.connect(self._take_name)
        layout.addWidget(self.view, 1)
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.save_button = box.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setProperty("primary", True)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        layout.addWidget(box)
        self.name_edit.textChanged.connect(self._check)
        self._check()

    def name(self) -> str:
        return self.name_edit.text().strip()

    def _take_name(self, index: QModelIndex) -> None:
        self.name_edit.setText(self.model.save_at(index.row()).name)

    def _check(self) -> bool:
        """Say at once whether the name is usable, and whether it replaces a save."""
        name = self.name()
        try:
            exists = self.store.exists(name)
        except SaveError as exc:
            self.message.setText(exc.message)
            self.save_button.setEnabled(False)
            return False
        self.save_button.setEnabled(True)
        self.message.setText(
            self.tr("A saved game called “%1” exists; saving replaces it.").replace("%1", name)
            if exists
            else ""
        )
        return True

    def accept(self) -> None:
        if self._check():
            super().accept()
