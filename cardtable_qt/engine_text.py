"""Text the engine writes, in the language in use: a ``Message`` (code and parameters)
translated by its code in the ``"engine"`` context. The session and the tables both show such
text, so it lives here, below both layers (``ui.i18n`` re-exports it)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .amounts import format_amount
from .engine.messages import Message, Param, choose, fill, source_text

ENGINE_CONTEXT = "engine"

__all__ = ["ENGINE_CONTEXT", "engine_text"]


def engine_text(message: Message) -> str:
    """A message from the engine in the language in use (``"engine"`` context, by code).

    The translators' source is the catalogue's English (``source_text``: plural templates as Qt
    numerus messages, count ``%n``) with the code as its disambiguation. Untranslated, or when a
    translation's placeholders do not fit, the English template is used, with any nested
    messages still translated. A number from 1,000 up is grouped as the tables group chip
    amounts ("from 10 to 15,000 chips", never "15000" beside a bet of "15,000").
    """
    template = message.template
    args: dict[str, Param] = message.args
    source = source_text(template)
    english = choose(template, args)
    text = english
    if template.count:
        n = args.get(template.count)
        if isinstance(n, int):
            done = QCoreApplication.translate(ENGINE_CONTEXT, source, message.code, n)
            if done != source.replace("%n", str(n)):
                # the translation's %n came back as the bare number: grouped as below
                text = done.replace(str(n), _number(n)) if abs(n) >= 1000 else done
    else:
        done = QCoreApplication.translate(ENGINE_CONTEXT, source, message.code)
        if done != source:
            text = done
    shown: dict[str, Param] = {k: _number(v) if _is_number(v) else v for k, v in args.items()}
    try:
        return fill(template, shown, engine_text, text)
    except (KeyError, IndexError, ValueError):
        return fill(template, shown, engine_text, english)


def _is_number(value: Param) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(value: Param) -> str:
    """An amount as the tables write it: grouped from 1,000 up in the language in use."""
    assert isinstance(value, int)
    return format_amount(value) if abs(value) >= 1000 else str(value)
