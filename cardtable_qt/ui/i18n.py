"""The language of the app: Qt translators for the chosen language, and which languages exist.

The source strings are English, so English needs no translation file. Another language is used
when ``resources/i18n/cardtable_<lang>.qm`` exists (made from the ``.ts`` beside it with
``pyside6-lrelease``); without it the app stays in English. Qt's own strings (standard buttons)
come from Qt's translations when they are installed.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..resources import resource_path

SOURCE_LANGUAGE = "en"

# The languages the app is meant to speak, by code, each named in its own script.
LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "th": "ไทย (Thai)",
    "vi": "Tiếng Việt (Vietnamese)",
    "hi": "हिन्दी (Hindi)",
    "zh": "中文 (Chinese)",
}


def translation_file(language: str) -> Path:
    return resource_path("i18n", f"cardtable_{language}.qm")


def available_languages() -> list[str]:
    """English and every language whose translation file is shipped."""
    return [
        code
        for code in LANGUAGE_NAMES
        if code == SOURCE_LANGUAGE or translation_file(code).is_file()
    ]


class Translation:
    """The translators installed for one language; ``use()`` swaps them for another's."""

    def __init__(self) -> None:
        self.language = SOURCE_LANGUAGE
        self._installed: list[QTranslator] = []

    def use(self, language: str) -> bool:
        """Install ``language``'s translators; False (and English) when it has no file."""
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("create the QApplication before choosing a language")
        for old in self._installed:
            QCoreApplication.removeTranslator(old)
        self._installed = []
        self.language = SOURCE_LANGUAGE
        if language == SOURCE_LANGUAGE or language not in LANGUAGE_NAMES:
            return language == SOURCE_LANGUAGE
        path = translation_file(language)
        own = QTranslator(app)
        if not path.is_file() or not own.load(str(path)):
            return False
        self._install(own)
        qt_own = QTranslator(app)
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt_own.load(QLocale(language), "qtbase", "_", qt_folder):
            self._install(qt_own)
        self.language = language
        return True

    def _install(self, translator: QTranslator) -> None:
        QCoreApplication.installTranslator(translator)
        self._installed.append(translator)


def translate(context: str, text: str) -> str:
    """``tr()`` for text outside a QObject (game descriptions, engine option labels)."""
    return QCoreApplication.translate(context, text)
