"""The hand history: every finished hand of the game at the table (number, the hand's own key,
who won, your result), each to replay, review or export; a hand exported before (or by
``cardtable-sim --record``) can be imported to replay and review it. The hands of any saved
game are listed too, chosen above the list, without opening that game."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...amounts import format_count
from ...engine.handlog import HandRecord
from ...game_words import HandWord, hand_word
from ...session.models import game_title, save_progress, signed_number
from ...session.saved_history import saved_history
from ...storage.hands import HandFileError, file_name, read_hand, write_hand
from ...storage.saves import SaveError
from .. import i18n
from ..plain import plain
from .replay_dialog import ReplayDialog
from .review_dialog import ReviewDialog

if TYPE_CHECKING:
    from ...session.controller import GameSession
    from ...storage.saves import SaveStore
    from ...storage.stats import StatsDB

_PENALTY_GAMES = frozenset({"rummy"})
# the literal calls let lupdate file the words under the dialog's context
translate = QCoreApplication.translate


def winners(record: HandRecord) -> list[int]:
    """The seats that won the hand (Rummy: no penalty; else the best result)."""
    if not record.deltas:
        return []
    if record.game in _PENALTY_GAMES:
        return [s for s, d in enumerate(record.deltas) if d == 0]
    best = max(record.deltas)
    return [s for s, d in enumerate(record.deltas) if d == best and d > 0]


def your_result(game: str, delta: int, locale: QLocale) -> str:
    """Your result in the game's own unit: Guandan the levels your team moved ("+2 levels",
    "0 levels"), Rummy the penalty points you scored ("20 points"), the others the chips won or
    lost ("+1,250")."""
    if game == "guandan":
        one = abs(delta) == 1
        text = (
            translate("HandHistoryDialog", "%1 level")
            if one
            else translate("HandHistoryDialog", "%1 levels")
        )
        return text.replace("%1", signed_number(delta, locale) if delta else "0")
    if game in _PENALTY_GAMES:
        text = (
            translate("HandHistoryDialog", "1 point")
            if delta == 1
            else translate("HandHistoryDialog", "%1 points")
        )
        return text.replace("%1", format_count(delta, locale))
    return signed_number(delta, locale)


class HandHistoryDialog(QDialog):
    def __init__(
        self,
        session: GameSession | None,
        settings: Any,
        card_art: Any,
        parent: QWidget | None = None,
        *,
        stats: StatsDB | None = None,
        saves: SaveStore | None = None,
    ) -> None:
        super().__init__(parent)
        self.stats = stats
        self.saves = saves
        self.session = session
        self.setObjectName("handHistory")
        # the game listed: its word for a hand names the window's parts (Rummy's "deal")
        self.game: str | None = session.game_id if session is not None else None
        self.save_games: dict[str, str] = {}
        self.resize(720, 460)
        self.settings = settings
        self.card_art = card_art
        self.seat = session.human_seat if session is not None else None
        self.names = [s.shown_name for s in session.seats] if session is not None else []
        self.records: list[HandRecord] = list(session.history) if session is not None else []
        self.children_open: list[QDialog] = []
        layout = QVBoxLayout(self)
        self.source = QComboBox(self)
        self.source.setObjectName("handsOf")
        if session is not None:
            self.source.addItem(self.tr("The game at the table"), None)
        for info in saves.list_saves() if saves is not None else []:
            label = self.tr("%1 · %2 · %3 (saved)")
            for mark, part in (
                ("%1", info.name),
                ("%2", game_title(info.game)),
                ("%3", save_progress(info)),
            ):
                label = label.replace(mark, part)
            self.source.addItem(label, str(info.path))
            self.save_games[str(info.path)] = info.game
        self.source.activated.connect(lambda row: self.show_hands_of(self.source.itemData(row)))
        chooser = QHBoxLayout()
        chooser.addWidget(plain(QLabel(self.tr("Hands of:"), self)))
        chooser.addWidget(self.source, 1)
        layout.addLayout(chooser)
        self.source_problem = ""
        self.note = plain(QLabel(self))
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.table = QTableWidget(0, 4, self)
        self.table.setObjectName("hands")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().hide()
        self.table.cellDoubleClicked.connect(lambda row, _c: self.replay(row))
        self.table.itemSelectionChanged.connect(self._update_buttons)
        layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.replay_button = self._button(buttons, self.tr("Replay"), self.replay_current)
        self.review_button = self._button(buttons, self.tr("Review"), self.review_current)
        self.export_button = self._button(buttons, self.tr("Export…"), self.export_current)
        self.import_button = self._button(buttons, self.tr("Import…"), self.import_file)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        if session is None and self.source.count():
            self.show_hands_of(self.source.itemData(0))  # no game at the table: the newest save
        else:
            self._fill()

    def _button(self, box: QDialogButtonBox, text: str, slot: Any) -> QPushButton:
        button = box.addButton(text, QDialogButtonBox.ButtonRole.ActionRole)
        button.clicked.connect(slot)
        return button

    def show_hands_of(self, path: str | None) -> None:
        """List the hands of the game at the table (None) or of the save at ``path``."""
        self.source_problem = ""
        if path is None and self.session is not None:
            session = self.session
            self.seat = session.human_seat
            self.names = [s.shown_name for s in session.seats]
            self.records = list(session.history)
            self.game = session.game_id
        elif path is not None and self.saves is not None:
            self.game = self.save_games.get(path)
            try:
                found = saved_history(self.saves.load(Path(path)))
            except SaveError as exc:
                self.records, self.source_problem = [], exc.message
            else:
                self.records, self.names, self.seat = found.records, found.names, found.seat
        self._fill()

    def _name_the_hands(self) -> HandWord:
        """The title and the columns in the listed game's word, which it returns."""
        word = hand_word(self.game)
        title, first, key = {
            "deal": (self.tr("Deal history"), self.tr("Deal"), self.tr("Deal key")),
            "round": (self.tr("Round history"), self.tr("Round"), self.tr("Round key")),
            "hand": (self.tr("Hand history"), self.tr("Hand"), self.tr("Hand key")),
        }[word]
        self.setWindowTitle(title)
        self.table.setHorizontalHeaderLabels(
            [first, key, self.tr("Won by"), self.tr("Your result")]
        )
        return word

    def _fill(self) -> None:
        word = self._name_the_hands()
        key_tip = {
            "deal": self.tr("The deal's own shuffle key"),
            "round": self.tr("The round's own deal key"),
            "hand": self.tr("The hand's own deal key"),
        }[word]
        self.table.setRowCount(len(self.records))
        locale = i18n.locale()  # results grouped as the language in use groups digits
        for row, record in enumerate(self.records):
            names = list(record.players) or self.names
            won = ", ".join(
                names[s] if s < len(names) else str(s + 1) for s in winners(record)
            ) or self.tr("nobody")
            yours = ""
            if self.seat is not None and self.seat < len(record.deltas):
                yours = your_result(record.game, record.deltas[self.seat], locale)
            number = format_count(record.number, locale)
            for column, text in enumerate([number, record.hand_key, won, yours]):
                item = QTableWidgetItem(text)
                if column == 1:
                    item.setData(Qt.ItemDataRole.ToolTipRole, key_tip)
                if column in (0, 3):  # numbers line up on their last digit
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        if self.source_problem:
            self.note.setText(self.source_problem)
        elif self.records:
            self.table.selectRow(len(self.records) - 1)
            every = {
                "deal": self.tr("Every finished deal of this game."),
                "round": self.tr("Every finished round of this game."),
                "hand": self.tr("Every finished hand of this game."),
            }
            self.note.setText(every[word])
        else:
            none = {
                "deal": self.tr(
                    "No deal of this game has finished yet. Import… opens an exported deal."
                ),
                "round": self.tr(
                    "No round of this game has finished yet. Import… opens an exported round."
                ),
                "hand": self.tr(
                    "No hand of this game has finished yet. Import… opens an exported hand."
                ),
            }
            self.note.setText(none[word])
        self._update_buttons()

    def _current(self) -> int:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else -1

    def _update_buttons(self) -> None:
        chosen = 0 <= self._current() < len(self.records)
        for button in (self.replay_button, self.export_button):
            button.setEnabled(chosen)
        self.review_button.setEnabled(chosen)

    def _viewer(self) -> int:
        return self.seat if self.seat is not None else 0

    # --- what the buttons do ---------------------------------------------------------------

    def replay(self, row: int, at: int = 0) -> ReplayDialog | None:
        if not 0 <= row < len(self.records):
            return None
        dialog = ReplayDialog(
            self.records[row],
            self.settings,
            self.card_art,
            viewer=self._viewer(),
            at=at,
            parent=self,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.children_open.append(dialog)
        return dialog

    def replay_current(self) -> ReplayDialog | None:
        return self.replay(self._current())

    def review(self, row: int) -> ReviewDialog | None:
        if not 0 <= row < len(self.records):
            return None
        dialog = ReviewDialog(self.records[row], self._viewer(), self, stats=self.stats)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.openReplay.connect(lambda step, r=row: self.replay(r, step))
        dialog.open()
        self.children_open.append(dialog)
        return dialog

    def review_current(self) -> ReviewDialog | None:
        return self.review(self._current())

    def export_current(self) -> Path | None:
        row = self._current()
        if not 0 <= row < len(self.records):
            return None
        record = self.records[row]
        word = hand_word(record.game)
        title = {
            "deal": self.tr("Export the deal"),
            "round": self.tr("Export the round"),
            "hand": self.tr("Export the hand"),
        }[word]
        chosen, _filter = QFileDialog.getSaveFileName(
            self, title, file_name(record), self._file_kind(word)
        )
        return self.export_to(row, Path(chosen)) if chosen else None

    def export_to(self, row: int, path: Path) -> Path | None:
        try:
            return write_hand(path, self.records[row])
        except HandFileError as exc:
            QMessageBox.warning(self, self.tr("Export"), exc.message)
            return None

    def import_file(self) -> HandRecord | None:
        word = hand_word(self.game)
        title = {
            "deal": self.tr("Import a deal"),
            "round": self.tr("Import a round"),
            "hand": self.tr("Import a hand"),
        }[word]
        chosen, _filter = QFileDialog.getOpenFileName(self, title, "", self._file_kind(word))
        return self.import_from(Path(chosen)) if chosen else None

    def _file_kind(self, word: HandWord) -> str:
        """The file dialogs' filter, named by what the files hold."""
        return {
            "deal": self.tr("Deals (*.json)"),
            "round": self.tr("Rounds (*.json)"),
            "hand": self.tr("Hands (*.json)"),
        }[word]

    def import_from(self, path: Path) -> HandRecord | None:
        """Read an exported hand, list it and select it; a bad file is refused in words."""
        try:
            record = read_hand(path)
        except HandFileError as exc:
            QMessageBox.warning(self, self.tr("Import"), exc.message)
            return None
        self.records.append(record)
        self._fill()
        return record
