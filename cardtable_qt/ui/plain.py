"""Text a person (or a file) gave is shown as it was typed, never read as HTML.

A QLabel, a message box or a tooltip guesses "rich text" from a leading tag, so a seat named
``<h1 style='font-size:90px'>ME</h1>`` would grow the status bar, and ``<img src=…>`` would load
a file from the disk. Every widget that may show such text is made plain text here.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox


def plain(label: QLabel) -> QLabel:
    """``label``, showing its text as plain text from now on."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def plain_box(box: QMessageBox) -> QMessageBox:
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def plain_tooltip(text: str) -> str:
    """A tooltip showing ``text`` exactly (tooltips have no plain-text switch: it is escaped)."""
    if not text:
        return text
    return "<p style='white-space:pre-wrap'>" + html.escape(text) + "</p>"
