"""The review of one hand: each of the person's decisions, what they did and what the AI would
have done from what they could see, both estimates, the costly ones marked. It runs off the GUI
thread (a worker thread with its own copy of the hand) with a progress bar, and can be
cancelled; a double click on a decision opens the replay there."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.handlog import HandRecord
from ...game_words import hand_word
from ...review import Cancelled, Review, review_hand
from ...review.core import SAMPLED_UNITS
from ...review.rows import Row, review_rows, unit_header
from .. import i18n
from ..plain import plain

if TYPE_CHECKING:
    from ...storage.stats import StatsDB

COSTLY_COLOUR = QColor(220, 90, 70)
GROUPED_COLOUR = QColor(
    140, 140, 140
)  # forced moves and near-ties: the decisions that do not matter
# The units the AI players estimate in (``Advice.unit``), in words; another is shown as it is.
UNIT_WORDS: dict[str, Any] = {
    "chips": QT_TRANSLATE_NOOP("ReviewDialog", "chips"),
    "plan": QT_TRANSLATE_NOOP("ReviewDialog", "plan points"),
    "-points": QT_TRANSLATE_NOOP("ReviewDialog", "penalty points"),
    "agreement": QT_TRANSLATE_NOOP("ReviewDialog", "agreement"),
    "bets": QT_TRANSLATE_NOOP("ReviewDialog", "bets"),
    "chance": QT_TRANSLATE_NOOP("ReviewDialog", "percentage points of the chance to take the hand"),
}
PERCENT_UNITS = {"chance"}  # estimated as a fraction, read as a percentage


def amount_text(locale: QLocale, value: float, unit: str) -> str:
    """An estimate or a cost in ``unit`` as the player reads it beside ``unit_words``: a
    fraction of a chance in percentage points (0.125 is 12.5), any other unit as it is; three
    significant digits, never in exponent form (a total of many hands reached "1.5e+03"); a
    negative value with a true minus (−0.26)."""
    shown = float(value) * (100.0 if unit in PERCENT_UNITS else 1.0)
    if abs(shown) >= 100:  # whole numbers: what three digits said, and more
        text = locale.toString(shown, "f", 0)
    else:
        text = locale.toString(shown, "g", 3)
    # a loss with a true minus, as the tables write it (the locale's sign is a hyphen)
    return "−" + text[1:] if text.startswith("-") else text


def unit_words(unit: str) -> str:
    """An estimate's unit as the player reads it ("chips", "penalty points")."""
    words = UNIT_WORDS.get(unit)
    return QCoreApplication.translate("ReviewDialog", words) if words is not None else unit


class _Worker(QObject):
    progress = Signal(int, int)
    done = Signal(object)
    failed = Signal(str)


class ReviewRun:
    """The review of ``record`` for ``seat`` on a thread of its own."""

    def __init__(self, record: HandRecord, seat: int) -> None:
        self.worker = _Worker()
        self._stop = threading.Event()
        self._thread = threading.Thread(
            target=self._run, args=(record, seat), name="cardtable-review", daemon=True
        )

    def start(self) -> None:
        self._thread.start()

    def cancel(self) -> None:
        self._stop.set()

    def wait(self, seconds: float) -> bool:
        self._thread.join(seconds)
        return not self._thread.is_alive()

    def _run(self, record: HandRecord, seat: int) -> None:
        try:
            review = review_hand(
                record,
                seat,
                progress=lambda d, t: self.worker.progress.emit(d, t),
                cancelled=self._stop.is_set,
            )
        except Cancelled:
            return
        except Exception as exc:  # a bot's failure is said, never raised into Qt
            self.worker.failed.emit(str(exc))
            return
        self.worker.done.emit(review)


class ReviewDialog(QDialog):
    openReplay = Signal(int)  # the step to show: just before the chosen decision

    def __init__(
        self,
        record: HandRecord,
        seat: int,
        parent: QWidget | None = None,
        *,
        stats: StatsDB | None = None,
    ) -> None:
        super().__init__(parent)
        self.stats = stats
        self.setObjectName("reviewDialog")
        self.record = record
        self.seat = seat
        self.review: Review | None = None
        title = {
            "deal": self.tr("Review of deal %1"),
            "round": self.tr("Review of round %1"),
            "hand": self.tr("Review of hand %1"),
        }[hand_word(record.game)]
        self.setWindowTitle(title.replace("%1", str(record.number)))
        self.resize(860, 520)
        layout = QVBoxLayout(self)
        self.summary = plain(QLabel(self.tr("Looking at your decisions…")))
        self.summary.setWordWrap(True)  # a Vietnamese or Hindi summary is longer than the window
        layout.addWidget(self.summary)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, max(1, len(record.decisions(seat))))
        layout.addWidget(self.progress)
        self.cancel_button = QPushButton(self.tr("Cancel the review"), self)
        self.cancel_button.clicked.connect(self.cancel)
        layout.addWidget(self.cancel_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.table = QTableWidget(0, 6, self)
        self.table.setObjectName("decisions")
        self.rows: list[Row] = []
        self._headers("")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().hide()
        self.table.cellDoubleClicked.connect(self._chosen)
        layout.addWidget(self.table, 1)
        # why the AI's choice is better, for the costly row chosen (the Hint's own reason)
        self.why = plain(QLabel(self))
        self.why.setObjectName("why")
        self.why.setWordWrap(True)
        self.why.hide()
        layout.addWidget(self.why)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.replay_button = buttons.addButton(
            self.tr("Replay from here"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.replay_button.clicked.connect(lambda: self._chosen(self.table.currentRow(), 0))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.run = ReviewRun(record, seat)
        self.run.worker.progress.connect(self._progress)
        self.run.worker.done.connect(self._done)
        self.run.worker.failed.connect(self._failed)
        self.run.start()

    def cancel(self) -> None:
        self.run.cancel()
        self.cancel_button.setEnabled(False)
        self.summary.setText(self.tr("The review was cancelled."))

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    def _failed(self, message: str) -> None:
        self.cancel_button.setEnabled(False)
        self.summary.setText(self.tr("The review could not be made: %1").replace("%1", message))

    def _done(self, review: Review) -> None:
        self.review = review
        if self.stats is not None and self.record.hand_key and review.decisions:
            self.stats.record_review(
                review.game,
                self.record.hand_key,
                decisions=len(review.decisions),
                agreed=review.agreed,
                cost=review.total_cost,
                unit=review.decisions[0].unit,
            )
        self.cancel_button.hide()
        self.progress.setValue(self.progress.maximum())
        rows = review_rows(self.record, review)
        self.rows = rows
        self.table.setRowCount(len(rows))
        locale = i18n.locale()  # numbers as the language in use writes them

        unit = review.decisions[0].unit if review.decisions else ""

        def number(value: float) -> str:
            return amount_text(locale, value, unit)

        self._headers(unit)
        costly_mark = "  ⚠ " + self.tr("costly")  # out of the f-string, so lupdate finds it
        for row, r in enumerate(rows):
            cost = r.cost + (costly_mark if r.costly else "")
            cells = [r.moment, r.played, r.best, r.played_value, r.best_value, cost]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, r.index)
                if column in (3, 4, 5):  # numbers line up on their last digit
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if r.costly:
                    item.setForeground(QBrush(COSTLY_COLOUR))
                    item.setToolTip(r.why)
                elif r.grouped:
                    item.setForeground(QBrush(GROUPED_COLOUR))
                self.table.setItem(row, column, item)
        self.table.currentCellChanged.connect(lambda row, *_: self._show_why(row))
        first_costly = next((i for i, r in enumerate(rows) if r.costly), -1)
        self._show_why(first_costly)
        self.table.resizeColumnsToContents()
        # the moves' words take the rest of the width, so each number stays beside the others
        # (a stretched cost column put the cost at the far edge); resizing to contents undoes
        # a stretch, so it is set after
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        costly = sum(1 for d in review.decisions if d.costly)
        if unit in SAMPLED_UNITS:  # its total counts the costly decisions alone (Review)
            summary = self.tr(
                "%1 of your %2 decisions agree with the AI (%3); %4, costing about %5 (%6) "
                "together. Double-click a decision to replay it."
            )
        else:
            summary = self.tr(
                "%1 of your %2 decisions agree with the AI (%3); %4; "
                "estimated cost %5 (%6). Double-click a decision to replay it."
            )
        self.summary.setText(
            summary.replace("%1", locale.toString(review.agreed))
            .replace("%2", locale.toString(len(review.decisions)))
            .replace(
                "%3",
                self.tr("the hard AI") if review.reviewer == "hard" else self.tr("the basic AI"),
            )
            .replace("%4", self.tr("%n costly", "decisions", costly))
            .replace("%5", number(review.total_cost))
            .replace("%6", unit_words(unit))
        )

    def _headers(self, unit: str) -> None:
        """The columns' headers, each value's with its unit ("Cost (% of your bet)")."""
        unit_in = (" (" + unit_header(unit) + ")") if unit else ""
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("When"),
                self.tr("You did"),
                self.tr("The AI would"),
                self.tr("Yours") + unit_in,
                self.tr("The AI's") + unit_in,
                self.tr("Cost") + unit_in,
            ]
        )

    def _show_why(self, row: int) -> None:
        why = self.rows[row].why if 0 <= row < len(self.rows) else ""
        self.why.setText(why)
        self.why.setVisible(bool(why))

    def _chosen(self, row: int, _column: int) -> None:
        item = self.table.item(row, 0) if row >= 0 else None
        if item is not None:
            self.openReplay.emit(int(item.data(Qt.ItemDataRole.UserRole)))

    def done(self, result: int) -> None:
        self.run.cancel()
        super().done(result)


def review_summary(review: Review) -> dict[str, Any]:
    return {"agreed": review.agreed, "decisions": len(review.decisions), "cost": review.total_cost}
