"""The match scoreboard: points per deal and per player, with the totals (fewer is better).

``ScoreboardModel`` is a ``QAbstractTableModel`` a ``QTableView`` binds to: one row per finished
deal and a last "Total" row, one column per seat. In pool rummy (``limit``, 101) a player whose
total reaches the limit is out: the deals after it show "out" and their total is marked. The
leaders' totals are bold. The model knows only numbers, never the rules that made them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

Index = QModelIndex | QPersistentModelIndex
_OUT = QColor("#b0463c")
_LEAD = QColor("#1f6e3a")


# literal calls, so that lupdate finds every word (it cannot see through a helper's argument)
translate = QCoreApplication.translate


class ScoreboardModel(QAbstractTableModel):
    """Deals as rows, seats as columns; ``set_history`` fills it (each deal's points per seat)."""

    def __init__(
        self,
        names: Sequence[str],
        *,
        limit: int | None = None,
        you: int | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._names = list(names)
        self._you = you  # the person's seat: a sentence about it is its own
        self._limit = limit
        self._history: list[tuple[int, ...]] = []

    # --- what the table feeds it -------------------------------------------------------------

    def set_history(self, history: Sequence[Sequence[int]]) -> None:
        rows = [tuple(int(p) for p in row) for row in history]
        if rows == self._history:
            return
        self.beginResetModel()
        self._history = rows
        self.endResetModel()

    def set_names(self, names: Sequence[str]) -> None:
        self._names = list(names)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, max(0, len(names) - 1))

    # --- what it knows -------------------------------------------------------------------------

    @property
    def history(self) -> list[tuple[int, ...]]:
        return list(self._history)

    def totals(self) -> list[int]:
        return [sum(row[s] for row in self._history) for s in range(len(self._names))]

    def out_after(self, seat: int) -> int | None:
        """The deal (1-based) after which ``seat`` was out of a pool match, or None."""
        if self._limit is None:
            return None
        total = 0
        for deal, row in enumerate(self._history, 1):
            total += row[seat]
            if total >= self._limit:
                return deal
        return None

    def leaders(self) -> list[int]:
        """The seats with the fewest points among those still in."""
        totals = self.totals()
        still_in = [s for s in range(len(totals)) if self.out_after(s) is None] or list(
            range(len(totals))
        )
        if not self._history or not still_in:
            return []
        best = min(totals[s] for s in still_in)
        return [s for s in still_in if totals[s] == best]

    # --- the model -----------------------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._history) + 1

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._names)

    def _is_total(self, row: int) -> bool:
        return row == len(self._history)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, seat = index.row(), index.column()
        if not (0 <= row <= len(self._history) and 0 <= seat < len(self._names)):
            return None
        out = self.out_after(seat)
        total_row = self._is_total(row)
        gone = out is not None and not total_row and row + 1 > out  # a deal after going out
        if role == Qt.ItemDataRole.DisplayRole:
            if total_row:
                total = self.totals()[seat]
                return (
                    translate("Scoreboard", "%1 · out").replace("%1", str(total))
                    if out is not None
                    else str(total)
                )
            return translate("Scoreboard", "out") if gone else str(self._history[row][seat])
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and total_row:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole:
            if gone or (total_row and out is not None):
                return QBrush(_OUT)
            if total_row and seat in self.leaders():
                return QBrush(_LEAD)
            return None
        if role == Qt.ItemDataRole.ToolTipRole:
            if out is not None and (gone or total_row):
                if seat == self._you:
                    text = translate(
                        "Scoreboard",
                        "You reached %2 points after deal %3 and are out of the match.",
                    )
                else:
                    text = translate(
                        "Scoreboard", "%1 reached %2 points after deal %3 and is out of the match."
                    )
                return (
                    text.replace("%1", self._names[seat])
                    .replace("%2", str(self._limit))
                    .replace("%3", str(out))
                )
            return None
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self._names[section] if 0 <= section < len(self._names) else None
        if self._is_total(section):
            return translate("Scoreboard", "Total")
        return translate("Scoreboard", "Deal %1").replace("%1", str(section + 1))
