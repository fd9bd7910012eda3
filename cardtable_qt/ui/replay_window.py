"""Opening a finished hand's replay in the main window, and ``cardtable --replay FILE``.

The replay takes the table like a game being watched (``MainWindow.start_session(...,
watching=True)``) with ``ReplayBar`` above it (its "All cards face up" turns the other seats'
cards face up on the table itself); choosing another seat's eyes opens the replay again around
that seat, at the same step.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from ..engine.handlog import HandRecord
from ..session.replay import ReplaySession
from .replay_bar import ReplayBar
from .window_run import WindowRun

if TYPE_CHECKING:
    from .main_window import MainWindow

SETTLE_MS = 1200


def open_replay(
    window: MainWindow,
    record: HandRecord,
    *,
    viewer: int = 0,
    at: int = 0,
    face_up: bool = True,
) -> ReplaySession | None:
    """Put ``record`` on the window's table, seen by ``viewer``, shown after ``at`` steps."""
    viewer = max(0, min(len(record.deltas) - 1, viewer))
    session = ReplaySession(record, viewer=viewer, face_up=face_up)
    if not window.start_session(session, watching=True):
        return None
    session.set_ai_pace(window.settings.ai_pace_ms or 400)
    bar = ReplayBar(session, window, face_up=face_up)
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
    window.replay_bar = bar

    def closed() -> None:
        window.removeToolBar(bar)
        bar.deleteLater()
        if getattr(window, "replay_bar", None) is bar:
            window.replay_bar = None
        window.sessionClosed.disconnect(closed)

    window.sessionClosed.connect(closed)

    def reseat(seat: int) -> None:
        step, shown = session.step, bar.face_up_action.isChecked()
        QTimer.singleShot(
            0, lambda: open_replay(window, record, viewer=seat, at=step, face_up=shown)
        )

    bar.seatChosen.connect(reseat)
    if at:
        session.jump(at)
    return session


class ReplayRun(WindowRun):
    """``--replay``: plays the hand through, takes the picture, quits (0, or 1 on an error)."""

    def __init__(
        self, app: QApplication, window: MainWindow, screenshot: Path | None, timeout_ms: int
    ) -> None:
        super().__init__(
            app,
            window,
            screenshot,
            timeout_ms,
            label="cardtable replay",
            what="replay",
            too_long="the replay did not finish in time",
        )

    def ended(self) -> None:
        QTimer.singleShot(SETTLE_MS, self.take_picture)


def run_replay(
    path: Path,
    *,
    screenshot: Path | None = None,
    size: tuple[int, int] | None = None,
    seat: int = 0,
    qt_args: list[str] | None = None,
    language: str | None = None,
) -> int:
    """The ``--replay`` command: 0 when the hand was replayed (and the picture taken); 2 for a
    file that is not a valid hand."""
    from ..app import build, create_application, start_logging
    from ..storage.hands import HandFileError, read_hand

    try:
        record = read_hand(path)
    except HandFileError as exc:
        print(f"cardtable: {exc.message}", file=sys.stderr)
        return 2
    if screenshot is not None and not screenshot.parent.is_dir():
        print(f"cardtable: no folder {screenshot.parent} for the screenshot", file=sys.stderr)
        return 2
    start_logging()
    app = create_application(qt_args)
    with tempfile.TemporaryDirectory(prefix="cardtable-replay-") as folder:
        started = build(demo=True, storage_dir=Path(folder), language=language)
        window = started.window
        window.resize(*(size or (1280, 800)))
        run = ReplayRun(app, window, screenshot, timeout_ms=(60 + len(record.actions)) * 1000)
        window.show()
        session = open_replay(window, record, viewer=seat)
        if session is None:
            run.quit(1)
            return 1
        session.set_ai_pace(150)
        session.finished.connect(run.ended)
        session.play()
        status = app.exec()
        window.stats.close()
    return status if run.done else 1
