"""Qt models the shell's views bind to: the saved games and the statistics per game.

``SaveListModel`` lists the named saves of a ``SaveStore`` (game, date, players, progress);
``StatsTableModel`` shows one row per game from a ``StatsDB`` summary. Both read their store
only in ``refresh()``, so a view never touches the disk while it paints.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractListModel,
    QAbstractTableModel,
    QByteArray,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from ..amounts import format_count
from ..engine import registry

if TYPE_CHECKING:
    from ..storage.saves import SaveInfo, SaveStore
    from ..storage.stats import StatsDB, StatsSummary

Index = QModelIndex | QPersistentModelIndex


# The games' names as each language writes them (a Thai player reads ป๊อกเด้ง, a Chinese one 掼蛋).
GAME_NAMES = (
    QT_TRANSLATE_NOOP("Games", "Guandan"),
    QT_TRANSLATE_NOOP("Games", "Pok Deng"),
    QT_TRANSLATE_NOOP("Games", "Xì tố"),
    QT_TRANSLATE_NOOP("Games", "Indian Rummy"),
)


def game_title(game_id: str) -> str:
    """'Pok Deng' for a known id, in the player's language; the id itself for one this version
    does not know."""
    info = registry.GAMES.get(game_id)
    return QCoreApplication.translate("Games", info.name) if info is not None else game_id


# What one unit of play is called in each game (the progress line of a save); the context is
# the session's, where these words were first written, so their translations carry over.
PROGRESS_UNITS = {"pokdeng": "round", "rummy": "deal"}  # any other game plays hands


def progress_of(game_id: str, hands_played: int, over: bool) -> dict[str, Any]:
    """What a save's progress is, in no language: ``{"unit": "round", "n": 3}`` for the third
    round under way, ``{"finished": 12}`` for a match over after 12 hands."""
    if over:
        return {"finished": hands_played}
    return {"unit": PROGRESS_UNITS.get(game_id, "hand"), "n": hands_played + 1}


def progress_words(progress: Any) -> str | None:
    """``progress_of``'s description in the language in use; None for one it cannot read (a
    damaged file's, or a later version's unit), so the caller shows the text that was saved."""
    if not isinstance(progress, dict):
        return None
    finished, unit, n = progress.get("finished"), progress.get("unit"), progress.get("n")
    if _count(finished) and unit is None:
        text = QCoreApplication.translate("GameSession", "Finished after %1 hands")
        return text.replace("%1", str(finished))
    if not _count(n) or finished is not None:
        return None
    if unit == "round":
        text = QCoreApplication.translate("GameSession", "Round %1")
    elif unit == "deal":
        text = QCoreApplication.translate("GameSession", "Deal %1")
    elif unit == "hand":
        text = QCoreApplication.translate("GameSession", "Hand %1")
    else:
        return None
    return text.replace("%1", str(n))


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10**9


def save_progress(save: SaveInfo) -> str:
    """A save's progress as the saves list, the Continue caption and the history show it: in
    the language in use when the save says what its progress is, else (a save of an older
    version) the words it was saved with."""
    words = progress_words(save.progress_of)
    return words if words is not None else save.progress


def signed_number(value: int, locale: QLocale) -> str:
    """A result with its sign, grouped as ``locale`` groups digits: +1,250, −40, 0. A loss
    takes a true minus sign, as the tables write one, where the locale's is a hyphen."""
    if value > 0:
        return locale.positiveSign() + format_count(value, locale)
    text = format_count(value, locale)
    return "−" + text[1:] if text.startswith("-") else text


def game_label(game_id: str) -> str:
    """A game in a list of games: its native name, then its name in the player's language when
    that differs ("掼蛋  Guandan" in English, "ป๊อกเด้ง" alone in Thai)."""
    info = registry.GAMES.get(game_id)
    title = game_title(game_id)
    if info is None or info.native_name == title:
        return title
    return f"{info.native_name}  {title}"


def local_time_text(iso: str) -> str:
    """An ISO timestamp as the player's local date and time ('2025-11-30 08:38')."""
    try:
        moment = datetime.fromisoformat(iso)
    except (TypeError, ValueError):
        return iso
    if moment.tzinfo is not None:
        moment = moment.astimezone()
    return moment.strftime("%Y-%m-%d %H:%M")


class SaveListModel(QAbstractListModel):
    """The named saved games of a ``SaveStore``, newest first."""

    NameRole = Qt.ItemDataRole.UserRole + 1
    GameRole = Qt.ItemDataRole.UserRole + 2
    DateRole = Qt.ItemDataRole.UserRole + 3
    PlayersRole = Qt.ItemDataRole.UserRole + 4
    ProgressRole = Qt.ItemDataRole.UserRole + 5
    PathRole = Qt.ItemDataRole.UserRole + 6

    def __init__(self, store: SaveStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._saves: list[SaveInfo] = []
        self.problems: list[str] = []
        self.refresh()

    def refresh(self) -> None:
        """Read the save folder again; damaged files met there end up in ``problems``."""
        self.beginResetModel()
        self._saves = self._store.list_saves()  # newest first, times compared across zones
        self.problems = list(getattr(self._store, "problems", []))
        self.endResetModel()

    def save_at(self, row: int) -> SaveInfo:
        return self._saves[row]

    def row_of(self, name: str) -> int | None:
        return next((i for i, s in enumerate(self._saves) if s.name == name), None)

    def names(self) -> list[str]:
        return [s.name for s in self._saves]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._saves)

    def roleNames(self) -> dict[int, QByteArray]:
        names = {
            Qt.ItemDataRole.DisplayRole: b"display",
            self.NameRole: b"name",
            self.GameRole: b"game",
            self.DateRole: b"date",
            self.PlayersRole: b"players",
            self.ProgressRole: b"progress",
            self.PathRole: b"path",
        }
        return {int(role): QByteArray(name) for role, name in names.items()}

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._saves):
            return None
        save = self._saves[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, self.NameRole):
            return save.name
        if role == self.GameRole:
            return game_title(save.game)
        if role == self.DateRole:
            return local_time_text(save.saved_at)
        if role == self.PlayersRole:
            return ", ".join(save.players)
        if role == self.ProgressRole:
            return save_progress(save)
        if role == self.PathRole:
            return str(save.path)
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{game_title(save.game)} · {', '.join(save.players)} · {save_progress(save)}"
        return None


class StatsTableModel(QAbstractTableModel):
    """One row per game: played, won, win rate, net, best streak, current streak; against AI
    players of one level only after ``set_level``."""

    GameIdRole = Qt.ItemDataRole.UserRole + 1
    COLUMNS = ("game", "played", "won", "win_rate", "net", "best_streak", "current_streak")

    def __init__(
        self, stats: StatsDB, games: list[str] | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._stats = stats
        self._games = list(games if games is not None else registry.GAMES)
        self._rows: list[StatsSummary] = []
        self._level: str | None = None
        self.number_locale = QLocale(QLocale.Language.English)  # the window sets its own
        self.refresh()

    @property
    def level(self) -> str | None:
        return self._level

    def set_level(self, level: str | None) -> None:
        """Count only results against AI players of ``level`` (None: every result)."""
        self._level = level
        self.refresh()

    def refresh(self) -> None:
        self.beginResetModel()
        level = self._level
        self._rows = [
            self._stats.summary(g) if level is None else self._stats.summary(g, level)
            for g in self._games
        ]
        self.endResetModel()

    def game_at(self, row: int) -> str:
        return self._games[row]

    def row_of(self, game_id: str) -> int | None:
        return self._games.index(game_id) if game_id in self._games else None

    def summary(self, game_id: str) -> StatsSummary:
        return self._rows[self._games.index(game_id)]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        titles = {
            "game": QCoreApplication.translate("StatsTableModel", "Game"),
            "played": QCoreApplication.translate("StatsTableModel", "Played"),
            "won": QCoreApplication.translate("StatsTableModel", "Won"),
            "win_rate": QCoreApplication.translate("StatsTableModel", "Win rate"),
            "net": QCoreApplication.translate("StatsTableModel", "Net"),
            "best_streak": QCoreApplication.translate("StatsTableModel", "Best streak"),
            "current_streak": QCoreApplication.translate("StatsTableModel", "Current streak"),
        }
        return titles[self.COLUMNS[section]] if 0 <= section < len(self.COLUMNS) else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        game = self._games[index.row()]
        row = self._rows[index.row()]
        column = self.COLUMNS[index.column()]
        if role == self.GameIdRole:
            return game
        if role == Qt.ItemDataRole.TextAlignmentRole and column != "game":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(game, row, column)
        if role == Qt.ItemDataRole.EditRole:  # raw numbers, for sorting and tests
            return self._value(game, row, column)
        return None

    @staticmethod
    def _value(game: str, row: StatsSummary, column: str) -> Any:
        if column == "game":
            return game
        if column == "win_rate":
            return row.won / row.played if row.played else 0.0
        return getattr(row, column)

    def _text(self, game: str, row: StatsSummary, column: str) -> str:
        if column == "game":
            return game_title(game)
        if column == "win_rate":
            if not row.played:
                return "–"
            return f"{self.number_locale.toString(round(100 * row.won / row.played))} %"
        if column == "net":
            return signed_number(row.net, self.number_locale)
        return self.number_locale.toString(int(getattr(row, column)))
