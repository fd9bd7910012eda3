"""The language of the app: Qt translators for the chosen language, which languages exist, and
the translation of the engine's messages.

The source strings are English, so English needs no translation file. Another language is used
when ``resources/i18n/cardtable_<lang>.qm`` exists (built from the ``.ts`` beside it with
``pyside6-lrelease`` by the install/test command and the bundle build); without it the app stays
in English. Qt's own strings (standard buttons) come from the ``qtbase`` translations PySide6
ships. Installing or removing a translator makes Qt send every widget ``QEvent.LanguageChange``:
widgets that show text retranslate themselves then, so a new language applies at once.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..amounts import amount_locale
from ..amounts import set_language as set_amount_language
from ..engine.catalogue import CATALOGUE
from ..engine.messages import PLAIN, source_text
from ..engine_text import ENGINE_CONTEXT as ENGINE_CONTEXT
from ..engine_text import engine_text as engine_text  # re-exported
from ..resources import resource_path

SOURCE_LANGUAGE = "en"

# The languages the app speaks, by code, each named in its own script.
NATIVE_NAMES: dict[str, str] = {
    "en": "English",
    "th": "ไทย",
    "vi": "Tiếng Việt",
    "hi": "हिन्दी",
    "zh_CN": "中文",
}
# Their names in English; shown translated into the language in use, after the native name.
ENGLISH_NAMES: dict[str, str] = {
    "en": QT_TRANSLATE_NOOP("Languages", "English"),
    "th": QT_TRANSLATE_NOOP("Languages", "Thai"),
    "vi": QT_TRANSLATE_NOOP("Languages", "Vietnamese"),
    "hi": QT_TRANSLATE_NOOP("Languages", "Hindi"),
    "zh_CN": QT_TRANSLATE_NOOP("Languages", "Chinese"),
}
LANGUAGE_CODES: tuple[str, ...] = tuple(NATIVE_NAMES)
# Older settings wrote Chinese as "zh".
_ALIASES = {"zh": "zh_CN", "zh-CN": "zh_CN", "zh_Hans": "zh_CN", "zh-Hans": "zh_CN"}


def language_name(code: str) -> str:
    """``"ไทย (Thai)"`` in English, ``"ไทย"`` in Thai: the native name, and what the language in
    use calls it when that is a different word."""
    native = NATIVE_NAMES.get(code, code)
    english = ENGLISH_NAMES.get(code)
    if english is None:
        return native
    here = QCoreApplication.translate("Languages", english)
    return native if here == native else f"{native} ({here})"


def known_language(code: str) -> str | None:
    """The app's code for ``code`` (``"zh"`` → ``"zh_CN"``); None: not a language it has."""
    code = _ALIASES.get(code, code)
    return code if code in NATIVE_NAMES else None


def system_language(locale: QLocale | None = None) -> str:
    """The language of the system locale when the app speaks it, else English (first start)."""
    locale = locale or QLocale.system()
    name = locale.name()  # "th_TH", "zh_CN", "zh_TW", "en_US"
    if name.startswith("zh"):
        script = locale.script()
        simplified = script == QLocale.Script.SimplifiedChineseScript or name in ("zh_CN", "zh_SG")
        return "zh_CN" if simplified else SOURCE_LANGUAGE
    return known_language(name.split("_")[0]) or SOURCE_LANGUAGE


def translation_file(language: str) -> Path:
    return resource_path("i18n", f"cardtable_{language}.qm")


def available_languages() -> list[str]:
    """English and every language whose translation file is shipped."""
    return [
        code
        for code in LANGUAGE_CODES
        if code == SOURCE_LANGUAGE or translation_file(code).is_file()
    ]


def qt_translations_folder() -> str:
    """Where Qt's own ``qtbase_<lang>.qm`` are: PySide6's ``translations`` folder (frozen
    bundles collect it there too)."""
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


class Translation:
    """The translators installed for one language; ``use()`` swaps them for another's."""

    def __init__(self) -> None:
        self._language = SOURCE_LANGUAGE
        self._installed: list[QTranslator] = []

    @property
    def language(self) -> str:
        return self._language

    @language.setter
    def language(self, language: str) -> None:
        self._language = language
        set_amount_language(language)  # chip amounts are grouped as this language groups digits

    def use(self, language: str) -> bool:
        """Install ``language``'s translators; False (and English) when it has no file."""
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("create the QApplication before choosing a language")
        language = known_language(language) or language
        for old in self._installed:
            QCoreApplication.removeTranslator(old)
        self._installed = []
        self.language = SOURCE_LANGUAGE
        if language == SOURCE_LANGUAGE or language not in NATIVE_NAMES:
            return language == SOURCE_LANGUAGE
        path = translation_file(language)
        own = QTranslator(app)
        if not path.is_file() or not own.load(str(path)):
            return False
        qt_own = QTranslator(app)
        if qt_own.load(QLocale(language), "qtbase", "_", qt_translations_folder()):
            self._install(qt_own)
        self._install(own)  # installed last, so asked first
        self.language = language
        return True

    def _install(self, translator: QTranslator) -> None:
        QCoreApplication.installTranslator(translator)
        self._installed.append(translator)


_current = Translation()


def locale() -> QLocale:
    """The locale of the language in use, for the numbers a window shows (its digit grouping:
    1,234 in English, 1.234 in Vietnamese, 12,34,567 in Hindi)."""
    return amount_locale()  # one locale for chips and every other number


def current() -> Translation:
    """The app's one ``Translation`` (``app.prepare`` and the Settings dialog use it)."""
    return _current


def translate(context: str, text: str) -> str:
    """``tr()`` for text outside a QObject (game descriptions, engine option labels)."""
    return QCoreApplication.translate(context, text)


def engine_sources() -> list[tuple[str, str, bool]]:
    """Every catalogue entry as (source text, code, numerus) for the ``.ts`` files."""
    return [(source_text(t), code, bool(t.count)) for code, t in CATALOGUE.items() if code != PLAIN]
