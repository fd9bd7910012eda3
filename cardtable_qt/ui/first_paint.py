"""A start-up probe for ``bench/bench_startup.py``: report the start screen's first paint, quit.

With the environment variable ``CARDTABLE_FIRST_PAINT=1`` the app prints one line,
``cardtable: first paint``, to stdout the moment the start screen has painted for the first
time, and quits. The bench times whole processes up to that line. Without the variable this
does nothing (not even an event filter), so a player never meets it.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer

ENV = "CARDTABLE_FIRST_PAINT"
MARK = "cardtable: first paint"


class _FirstPaint(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            # After this paint event is handled: the frame is then complete.
            QTimer.singleShot(0, _report)
        return False


def _report() -> None:
    print(MARK, flush=True)
    QCoreApplication.exit(0)


_probe: _FirstPaint | None = None


def watch(widget: QObject) -> None:
    """Report ``widget``'s first paint and quit, if the environment asks for it."""
    global _probe
    if os.environ.get(ENV) != "1":
        return
    _probe = _FirstPaint()
    widget.installEventFilter(_probe)
    if sys.stdout is None:  # a windowed Windows build: nowhere to print, quit all the same
        sys.stdout = open(os.devnull, "w")
