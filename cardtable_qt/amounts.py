"""Chip amounts in the language in use: ``1,234`` in English, ``1.234`` in Vietnamese,
``12,34,567`` in Hindi. The tables and the game log both show amounts, so this lives below both
layers; the app's ``Translation`` tells it the language (``set_language``)."""

from __future__ import annotations

from PySide6.QtCore import QLocale

__all__ = ["amount_locale", "format_amount", "language_in_use", "set_language"]

_language = "en"
_locales: dict[str, QLocale] = {}


def set_language(language: str) -> None:
    global _language
    _language = language


def language_in_use() -> str:
    """The app's language code as its ``Translation`` last set it ("en" until then)."""
    return _language


def amount_locale() -> QLocale:
    """The QLocale of the language in use (English: en_US), made once per language; an amount
    box takes it too, so it groups digits as the tags beside it do."""
    found = _locales.get(_language)
    if found is None:
        found = QLocale("en_US" if _language == "en" else _language)
        _locales[_language] = found
    return found


def format_amount(amount: int) -> str:
    """``12500`` → ``12,500``, grouped as the language in use groups digits."""
    return amount_locale().toString(int(amount))
