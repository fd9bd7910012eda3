"""A command that runs the real window to its end by itself (``--demo``, ``--replay``,
``--tutorial --autoplay``): the watchdog, the picture, the exit status, and any exception turned
into a failure."""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from .main_window import MainWindow


def save_picture(app: QApplication, window: MainWindow, path: Path) -> bool:
    """Save the window as it shows now as a PNG; False if it could not be written.

    The table's running animations are shown at their end first, but a result the table holds
    stays: the picture of a demo's last hand is its sheet, and a lesson's last step is the
    table the step talks about. Only pending layouts are done before the grab, not the event
    loop's queue, where the next automatic click may already wait."""
    table = window.table
    if table is not None:
        table.scene.animator.finish_all()
    app.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    image = window.grab()
    return not image.isNull() and image.save(str(path), "PNG")


class WindowRun:
    """The end of a self-running window: ``take_picture`` then ``quit(0)``, or ``fail``.

    ``label`` starts the line that names the saved picture; ``what`` names the run in errors;
    ``too_long`` is what the watchdog says (or makes, when the moment it fires matters).
    """

    def __init__(
        self,
        app: QApplication,
        window: MainWindow,
        screenshot: Path | None,
        timeout_ms: int,
        *,
        label: str,
        what: str,
        too_long: str | Callable[[], str],
    ) -> None:
        self.app = app
        self.window = window
        self.screenshot = screenshot
        self.label = label
        self.what = what
        self.status = 0
        self.done = False
        self._old_hook = sys.excepthook
        sys.excepthook = self._on_exception
        self.watchdog = QTimer()
        self.watchdog.setSingleShot(True)
        say = too_long if callable(too_long) else (lambda: too_long)
        self.watchdog.timeout.connect(lambda: self.fail(say()))
        self.watchdog.start(timeout_ms)

    def take_picture(self) -> None:
        """The picture, if one was asked for, then the end: 0."""
        if self.done:
            return
        if self.save_screenshot():
            self.quit(0)

    def save_screenshot(self) -> bool:
        """The picture now, if one was asked for, and the run goes on; False (and the run has
        failed) when it could not be written."""
        if self.done or self.screenshot is None:
            return not self.done
        if not save_picture(self.app, self.window, self.screenshot):
            self.fail(f"could not write the screenshot to {self.screenshot}")
            return False
        print(f"{self.label}: screenshot saved to {self.screenshot}", file=sys.stderr)
        return True

    def fail(self, message: str) -> None:
        print(f"cardtable: {message}", file=sys.stderr)
        self.quit(1)

    def quit(self, status: int) -> None:
        if self.done:  # the first end stands (a failure, then the signal that it ended)
            return
        self.status = status
        self.done = True
        self.watchdog.stop()
        sys.excepthook = self._old_hook
        self.window.close()
        self.app.exit(status)

    def _on_exception(
        self, kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        traceback.print_exception(kind, value, tb)
        self.fail(f"the {self.what} stopped on an error: {value}")
