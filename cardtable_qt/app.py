"""Start-up: QApplication and the main window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QMainWindow

from . import APP_NAME


def run(args: list[str]) -> int:
    app = QApplication([sys.argv[0], *args])
    app.setApplicationName(APP_NAME)
    window = QMainWindow()
    window.setWindowTitle(APP_NAME)
    window.resize(1280, 800)
    window.show()
    return app.exec()
