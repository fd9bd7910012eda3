"""The Statistics window: a row per game (played, won, net, streaks) and a chart of the last 50,
of every result or only those against AI players of one level (the "Against" filter)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QItemSelectionModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...engine import registry
from ...session.levels import LEVELS
from ...session.models import StatsTableModel, game_title
from .. import i18n
from .results_chart import ResultsChart
from .review_dialog import amount_text, unit_words

if TYPE_CHECKING:
    from ...storage.stats import StatsDB

RECENT = 50
# What a game's "net" counts, for the line under the chart.
NET_MEANS: dict[str, Any] = {
    "pokdeng": QT_TRANSLATE_NOOP("StatisticsDialog", "chips won or lost"),
    "xito": QT_TRANSLATE_NOOP("StatisticsDialog", "chips won or lost"),
    "guandan": QT_TRANSLATE_NOOP("StatisticsDialog", "levels your team climbed"),
    "rummy": QT_TRANSLATE_NOOP("StatisticsDialog", "penalty points (fewer is better)"),
}
UNKNOWN_NET: Any = QT_TRANSLATE_NOOP("StatisticsDialog", "your result")
# The filter's words for each level a result may be recorded against (see ``session.levels``).
LEVEL_NAMES: dict[str, Any] = {
    "easy": QT_TRANSLATE_NOOP("StatisticsDialog", "Easy AI players"),
    "basic": QT_TRANSLATE_NOOP("StatisticsDialog", "Standard AI players"),
    "hard": QT_TRANSLATE_NOOP("StatisticsDialog", "Hard AI players"),
    "mixed": QT_TRANSLATE_NOOP("StatisticsDialog", "AI players of mixed levels"),
    "random": QT_TRANSLATE_NOOP("StatisticsDialog", "Random test players"),
    "other": QT_TRANSLATE_NOOP("StatisticsDialog", "Other AI players"),
}


class StatisticsDialog(QDialog):
    def __init__(
        self, stats: StatsDB, game_id: str | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.setObjectName("StatisticsDialog")
        self.resize(760, 540)
        self.stats = stats
        self.model = StatsTableModel(stats, parent=self)
        self.number_locale = i18n.locale()  # numbers grouped as the language in use groups them
        self.model.number_locale = self.number_locale
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Every finished round, hand or deal you play is counted here."))
        intro.setProperty("hint", True)
        layout.addWidget(intro)
        filter_row = QHBoxLayout()
        against = QLabel(self.tr("Against"))
        self.level_filter = QComboBox()
        self.level_filter.setObjectName("level_filter")
        self.level_filter.addItem(self.tr("All levels"), None)
        recorded = stats.levels()
        for level in [*LEVELS, *(lv for lv in recorded if lv not in LEVELS)]:
            words = LEVEL_NAMES.get(level)
            self.level_filter.addItem(self.tr(words) if words else level, level)
        against.setBuddy(self.level_filter)
        filter_row.addWidget(against)
        filter_row.addWidget(self.level_filter)
        filter_row.addStretch(1)
        layout.addLayout(filter_row)
        self.table = QTableView()
        self.table.setObjectName("stats_table")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setFixedHeight(
            header.sizeHint().height() + 4 * self.table.verticalHeader().defaultSectionSize() + 4
        )
        layout.addWidget(self.table)
        self.chart_title = QLabel()
        self.chart_title.setObjectName("chart_title")
        layout.addWidget(self.chart_title)
        self.chart = ResultsChart()
        layout.addWidget(self.chart, 1)
        self.chart_note = QLabel()
        self.chart_note.setProperty("hint", True)
        layout.addWidget(self.chart_note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._show_chart())
        self.level_filter.currentIndexChanged.connect(lambda *_: self._level_changed())
        self.select_game(game_id or self._most_played())

    def _most_played(self) -> str:
        games = list(registry.GAMES)
        return max(games, key=lambda g: (self.model.summary(g).played, -games.index(g)))

    def select_game(self, game_id: str) -> None:
        row = self.model.row_of(game_id)
        if row is None:
            row = 0
        self.table.selectionModel().setCurrentIndex(
            self.model.index(row, 0),
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )
        self._show_chart()

    def level(self) -> str | None:
        """The level the results are kept to (None: all)."""
        data = self.level_filter.currentData()
        return data if isinstance(data, str) else None

    def set_level(self, level: str | None) -> None:
        index = self.level_filter.findData(level) if level is not None else 0
        self.level_filter.setCurrentIndex(max(0, index))

    def _level_changed(self) -> None:
        game = self.current_game()
        self.model.set_level(self.level())
        self.select_game(game)

    def current_game(self) -> str:
        index = self.table.currentIndex()
        return self.model.game_at(index.row() if index.isValid() else 0)

    def _show_chart(self) -> None:
        game = self.current_game()
        name = game_title(game)
        level = self.level()
        results = (
            self.stats.recent(game, limit=RECENT)
            if level is None
            else self.stats.recent(game, limit=RECENT, level=level)
        )
        self.chart.set_results(game, results)
        self.chart_title.setText(
            self.tr("%1: your last %2 results")
            .replace("%1", name)
            .replace("%2", self.number_locale.toString(len(results)))
            if results
            else name
        )
        lines = [self.tr("Net means %1.").replace("%1", self.tr(NET_MEANS.get(game, UNKNOWN_NET)))]
        lines.extend(self._review_lines(game))
        self.chart_note.setText("\n".join(lines))

    def _review_lines(self, game: str) -> list[str]:
        """What the post-hand reviews and undo add to a game's results."""
        lines = []
        reviews = self.stats.review_summary(game)
        if reviews.decisions:
            others = reviews.decisions - reviews.agreed
            lines.append(
                self.tr(
                    "Reviewed hands: %1. Your decisions agreeing with the AI: %2 of %3; "
                    "estimated cost of the other %4: %5 (%6)."
                )
                .replace("%1", self.number_locale.toString(reviews.hands))
                .replace("%2", self.number_locale.toString(reviews.agreed))
                .replace("%3", self.number_locale.toString(reviews.decisions))
                .replace("%4", self.number_locale.toString(others))
                .replace("%5", amount_text(self.number_locale, reviews.cost, reviews.unit))
                .replace("%6", unit_words(reviews.unit))
            )
        undone = self.stats.summary(game).undo_used
        if undone:
            lines.append(
                self.tr("%1 of these results come from games where you used undo.").replace(
                    "%1", self.number_locale.toString(undone)
                )
            )
        return lines

    def refresh(self) -> None:
        game = self.current_game()
        self.model.refresh()
        self.select_game(game)
