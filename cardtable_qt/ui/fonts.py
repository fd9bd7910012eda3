"""The app's fonts: the shipped OFL Noto fonts, registered at start-up.

Thai (ป๊อกเด้ง), Devanagari (इंडियन रमी), Vietnamese (Xì tố) and Chinese (掼蛋) must render on a
machine whose only font is DejaVu, so the app registers its own fonts and makes Noto Sans the
application font with the script fonts as fallbacks: Qt picks, per character, the first family
in the list that has it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QMessageLogContext, QtMsgType, qFormatLogMessage, qInstallMessageHandler
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from ..resources import resource_path

UI_FAMILY = "Noto Sans"  # Latin, Vietnamese, Greek, Cyrillic
# In the order Qt should try them after Noto Sans.
# The two symbol fonts last: arrows (← →) and the card suits and triangles (♠ ♥ ▶) that the
# text fonts lack.
FALLBACK_FAMILIES = (
    "Noto Sans Thai",
    "Noto Sans Devanagari",
    "Noto Sans CJK SC",
    "Noto Sans Symbols",
    "Noto Sans Symbols2",
)
FONT_FILES = (
    "NotoSans-Regular.ttf",
    "NotoSans-Bold.ttf",
    "NotoSansThai-Regular.ttf",
    "NotoSansThai-Bold.ttf",
    "NotoSansDevanagari-Regular.ttf",
    "NotoSansDevanagari-Bold.ttf",
    "NotoSansCJKsc-Regular-Subset.otf",
    "NotoSansSymbols-Regular.ttf",
    "NotoSansSymbols2-Regular.ttf",
)

_registered: list[str] = []

# Qt's note when a family in a font's list lacks a script's OpenType tables. Qt lays out each
# script run with the first family of the list that has the script, trying them in order, so a
# Devanagari run (script 11) is tried with Noto Sans and Noto Sans Thai before Noto Sans
# Devanagari draws it, correctly; each miss is noted once per family at warning level. The
# order must stay (Noto Sans first, for Latin and Vietnamese), and PySide6 does not offer
# QFontDatabase::addApplicationFallbackFontFamily (which takes a QChar::Script), so the note is
# dropped here: exactly this message of this category, for the app's own families.
FONT_DB_CATEGORY = "qt.text.font.db"
_FALLBACK_NOTES = tuple(
    f'OpenType support missing for "{f}"' for f in (UI_FAMILY, *FALLBACK_FAMILIES)
)
MessageHandler = Callable[[QtMsgType, QMessageLogContext, str], object]
_previous_handler: list[MessageHandler | None] = []


def is_fallback_note(category: str | None, message: str) -> bool:
    """Whether a Qt message is the harmless font-fallback note (see ``_FALLBACK_NOTES``)."""
    return category == FONT_DB_CATEGORY and message.strip().startswith(_FALLBACK_NOTES)


def _filter_messages(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    if is_fallback_note(context.category, message):
        return
    previous = _previous_handler[0] if _previous_handler else None
    if previous is not None:
        previous(kind, context, message)
    else:  # Qt's own output: the message pattern, on stderr
        print(qFormatLogMessage(kind, context, message), file=sys.stderr, flush=True)


def quiet_font_fallback_notes() -> None:
    """Install the message filter once, passing every other message on unchanged."""
    if not _previous_handler:
        _previous_handler.append(qInstallMessageHandler(_filter_messages))


def font_families() -> list[str]:
    """The app's font families, UI font first."""
    return [UI_FAMILY, *FALLBACK_FAMILIES]


def register_fonts() -> list[str]:
    """Add the shipped fonts to Qt's font database and make them the application font.

    Returns the families registered. Safe to call again (the fonts are added once). Needs a
    QGuiApplication. A missing or unreadable font file raises, since text would turn to boxes.
    """
    quiet_font_fallback_notes()
    if not _registered:
        families: list[str] = []
        for name in FONT_FILES:
            path = resource_path("fonts", name)
            font_id = QFontDatabase.addApplicationFont(str(path))
            if font_id < 0:
                raise FileNotFoundError(f"font missing or unreadable: {path}")
            for family in QFontDatabase.applicationFontFamilies(font_id):
                if family not in families:
                    families.append(family)
        _registered.extend(families)
        # Anyone asking for the UI family by name (a style sheet, a QFont("Noto Sans")) gets the
        # script fonts behind it too.
        QFont.insertSubstitutions(UI_FAMILY, list(FALLBACK_FAMILIES))
    QGuiApplication.setFont(app_font())
    return list(_registered)


def app_font(point_size: float | None = None) -> QFont:
    """The UI font with its fallbacks; ``point_size`` defaults to the application's size."""
    font = QFont(QGuiApplication.font())
    font.setFamilies(font_families())
    if point_size is not None:
        font.setPointSizeF(point_size)
    return font
