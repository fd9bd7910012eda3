"""Chip amounts in the language in use: ``1,234`` in English, ``1.234`` in Vietnamese,
``12,34,567`` in Hindi. The tables and the game log both show amounts, so this lives below both
layers; the app's ``Translation`` tells it the language (``set_language``)."""

from __future__ import annotations

from PySide6.QtCore import QLocale

__all__ = ["amount_locale", "format_amount", "format_count", "language_in_use", "set_language"]

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
    """``12500`` → ``12,500``, grouped as the language in use groups digits, at any size."""
    return format_count(int(amount), amount_locale())


_QT_INT = 2**63  # QLocale.toString takes a signed 64-bit int: past it, OverflowError
_SAMPLE = 1234567890123456789  # 19 digits: every group size a locale uses shows in it


def format_count(value: int, locale: QLocale) -> str:
    """``value`` written by ``locale`` (its digits, sign and grouping), at any size: a save may
    hold amounts past 64 bits, which QLocale cannot take, so those are grouped here as the
    locale groups a 19-digit number."""
    if -_QT_INT < value < _QT_INT:
        return locale.toString(value)
    sample = locale.toString(_SAMPLE)
    digits = [locale.toString(d) for d in range(10)]
    groups: list[int] = []
    separator = ""
    run = 0
    for ch in reversed(sample):
        if ch in digits:
            run += 1
        else:
            groups.append(run)
            separator, run = ch, 0
    # groups: the sizes from the right (the leftmost run of the sample is cut short, unused)
    out: list[str] = []
    text = str(abs(value))
    size_at = 0
    in_group = 0
    for ch in reversed(text):
        size = groups[min(size_at, len(groups) - 1)] if groups else 0
        if size and in_group == size:
            out.append(separator)
            size_at += 1
            in_group = 0
        out.append(digits[int(ch)])
        in_group += 1
    number = "".join(reversed(out))
    return locale.negativeSign() + number if value < 0 else number
