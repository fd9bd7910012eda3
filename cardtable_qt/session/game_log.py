"""The game log: what happened at the table, a line per play, bet, draw or result, newest last.

The session adds the lines of every batch of events as the engine makes them (so a save always
holds the whole log), and the table shows them once their animations have played
(``show_all``), so the log never tells a result before the table shows it. The lines are
kept in the save as plain text, at most ``MAX_LINES`` (the oldest go first).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from .log_words import describe

MAX_LINES = 2000
KEEP_ENDS = 400  # recent events whose line ends are known

Index = QModelIndex | QPersistentModelIndex


class GameLog(QAbstractListModel):
    """The log's lines as a list model (``Qt.DisplayRole``: the line)."""

    def __init__(
        self,
        game_id: str,
        name: Callable[[int], str],
        you: int | None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._game_id = game_id
        self._name = name
        self._you = you
        self._lines: list[str] = []
        self._shown = 0
        # the recent events and where their lines end, so the table can show the log up to
        # the event it has just played (a hand's result, not yet the next deal held behind it)
        self._ends: list[tuple[Any, int]] = []

    # --- the model -----------------------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else self._shown

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < self._shown:
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._lines[index.row()]
        return None

    # --- lines -----------------------------------------------------------------------------------

    @property
    def lines(self) -> list[str]:
        """Every line, shown or still to be shown."""
        return list(self._lines)

    @property
    def shown(self) -> list[str]:
        return self._lines[: self._shown]

    def add_events(self, events: Iterable[Any]) -> None:
        """The lines of these events, shown at the next ``show_all``."""
        for event in events:
            self._lines.extend(describe(self._game_id, event, self._name, self._you))
            self._ends.append((event, len(self._lines)))
        del self._ends[:-KEEP_ENDS]
        self._trim()

    def add_line(self, line: str) -> None:
        """A line of the session's own (an undo, say), shown at once."""
        self._lines.append(line)
        self._trim()
        self.show_all()

    def show_all(self) -> None:
        self._show_until(len(self._lines))

    def show_through(self, event: Any) -> None:
        """Show the lines up to ``event``'s own (all of them for an event not known)."""
        end = next((n for e, n in reversed(self._ends) if e is event), len(self._lines))
        self._show_until(end)

    def _show_until(self, end: int) -> None:
        end = min(end, len(self._lines))
        if self._shown < end:
            self.beginInsertRows(QModelIndex(), self._shown, end - 1)
            self._shown = end
            self.endInsertRows()

    def _trim(self) -> None:
        over = len(self._lines) - MAX_LINES
        if over <= 0:
            return
        gone_shown = min(over, self._shown)
        if gone_shown:
            self.beginRemoveRows(QModelIndex(), 0, gone_shown - 1)
        del self._lines[:over]
        self._shown -= gone_shown
        self._ends = [(e, n - over) for e, n in self._ends if n - over >= 0]
        if gone_shown:
            self.endRemoveRows()

    # --- the save --------------------------------------------------------------------------------

    def to_list(self) -> list[str]:
        return list(self._lines)

    def restore(self, data: Any) -> None:
        """Lines from a save, loosely checked: anything but a list of text is left out."""
        if not isinstance(data, list):
            return
        self.beginResetModel()
        self._lines = [line for line in data if isinstance(line, str)][-MAX_LINES:]
        self._shown = len(self._lines)
        self.endResetModel()
