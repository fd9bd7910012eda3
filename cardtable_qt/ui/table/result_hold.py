"""The end of a hand holds the table until the person goes on.

A batch of events that ends a hand (a ``HandOver``) is cut there: the hand's events play out, then
the table's result sheet (``GameTable.result_sheet``: title, words and one row per hand, pot or
seat) is laid over the felt and nothing more happens, no AI player moves and the next deal is
not shown, until the person goes on: the sheet's Next button (N), Space, or a click on the felt or
the sheet. The events after the ``HandOver`` (the next deal) are kept and played then.

Going on by itself: a table with no person at it (a demo) always does, after the time a reader
needs at the animation speed; the person's own results wait, unless the "Results stay" setting
gives a number of seconds.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

from ...engine.match import HandOver
from .result_sheet import ResultSheet
from .timing import speed_factor

# the literal calls let lupdate file the words under this context, the one they are asked in
translate = QCoreApplication.translate

DEMO_HOLD_MS = 2600  # a table with no person reads the result this long at normal speed


class ResultHold(QObject):
    """Cuts batches at the end of a hand and holds the table on the result sheet."""

    def __init__(
        self,
        table: Any,
        play: Callable[[list[Any]], None],
        go_on: Callable[[], None],
    ) -> None:
        super().__init__(table)
        self._table = table
        self._play = play  # queue a batch of events on the table
        self._go_on = go_on  # the table's own end of a batch (sync, panel, session)
        self.hand_events: list[Any] = []  # the events of the hand being played, so far
        self.over: HandOver | None = None  # the hand held on the sheet (None: not holding)
        self.over_events: list[Any] = []  # every event of the held hand, its HandOver last
        self._after: list[Any] = []  # the events after the HandOver, played on going on
        self._sheet: ResultSheet | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.go_on)

    @property
    def holding(self) -> bool:
        return self.over is not None

    @property
    def sheet(self) -> ResultSheet:
        if self._sheet is None:
            self._sheet = ResultSheet(self._table.art, self._table)
            self._sheet.continued.connect(self.go_on)
            self._sheet.reviewRequested.connect(self._table.reviewRequested)
            self._sheet.installEventFilter(self)
            self._table.result_sheet_made(self._sheet)
        return self._sheet

    @property
    def sheet_shown(self) -> bool:
        return self._sheet is not None and self._sheet.isVisible()

    def play(self, events: list[Any]) -> None:
        """Queue ``events``; when they end a hand, only up to its ``HandOver``."""
        for i, event in enumerate(events):
            if isinstance(event, HandOver):
                self.over = event
                self.over_events = [*self.hand_events, *events[: i + 1]]
                self.hand_events = []
                self._after = list(events[i + 1 :])
                self._play(events[: i + 1])
                return
        self.hand_events.extend(events)
        self._play(events)

    def drained(self) -> bool:
        """The animations ended: True when the table holds on a result (show it, wait)."""
        if self.over is None:
            return False
        if not self.sheet_shown:
            self._show()
        return True

    def retranslate(self) -> None:
        """The held hand's sheet and prompt made again in the language in use (a language
        change while it shows); the time until it goes on by itself runs on."""
        if self.over is not None and self.sheet_shown:
            self._show(start_timer=False)

    def _show(self, start_timer: bool = True) -> None:
        table = self._table
        assert self.over is not None
        content = table.result_sheet(self.over, self.over_events)
        replaying = table.session.replaying
        if content is not None:
            title, subtitle, rows = content
            # a replay's end has nothing after it: the button only puts the sheet away
            hide, next_ = translate("ResultHold", "Hide"), translate("ResultHold", "Next")
            button = hide if replaying else next_
            self.sheet.show_sheet(title, subtitle, rows, None, button)
            self.sheet.review_button.setVisible(table.person_plays)
            self.place()
        table.panel.show_group(None)
        # the hand is over: nobody is to act, so no plate keeps the light of the last move,
        # and there is nothing left to skip to the end of
        table.set_active_seat(None)
        table.ff_button.hide()
        table.set_prompt(table.result_prompt(replaying))
        delay = self.auto_delay_ms() if start_timer else None
        if delay is not None:
            self._timer.start(delay)

    def auto_delay_ms(self) -> int | None:
        """How long until play goes on by itself; None: it waits for the person."""
        table = self._table
        if getattr(table, "ended", False):
            return None  # a demo's last hand: its result is the picture it ends on
        if table.session.human_seat is None:
            factor = speed_factor(table.scene.animator.speed)
            return round(DEMO_HOLD_MS * max(factor, 0.2))
        seconds = int(getattr(table.settings, "result_continue_s", 0))
        return seconds * 1000 if seconds > 0 else None

    def reset(self) -> None:
        """Hold nothing (the table was re-laid from another state: undo, a replay's jump)."""
        self._timer.stop()
        self.over = None
        self.over_events = []
        self.hand_events = []
        self._after = []
        if self._sheet is not None:
            self._sheet.hide()

    def go_on(self) -> None:
        """Next: the sheet goes and the table plays on."""
        if self.over is None or self._table.scene.animator.busy:
            return
        self._timer.stop()
        self.over = None
        self.over_events = []
        if self._sheet is not None:
            self._sheet.hide()
        self._table.hide_notice()  # the hand's words go with its sheet
        self._table.set_prompt("")  # and its "Next goes on": the next deal is no longer held
        after, self._after = self._after, []
        if after:
            self.play(after)
        else:
            self._go_on()

    def place(self) -> None:
        if self.sheet_shown:
            self.sheet.place(self._table.view.geometry())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            isinstance(watched, QWidget)
            and event.type() == QEvent.Type.MouseButtonRelease
            and self.holding
        ):
            QTimer.singleShot(0, self.go_on)  # after the click is done with the sheet
        return False
