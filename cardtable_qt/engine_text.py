"""Text the engine writes, in the language in use: a ``Message`` (code and parameters)
translated by its code in the ``"engine"`` context. The session and the tables both show such
text, so it lives here, below both layers (``ui.i18n`` re-exports it)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .engine.messages import Message, Param, choose, fill, source_text

ENGINE_CONTEXT = "engine"

__all__ = ["ENGINE_CONTEXT", "engine_text"]


def engine_text(message: Message) -> str:
    """A message from the engine in the language in use (``"engine"`` context, by code).

    The translators' source is the catalogue's English (``source_text``: plural templates as Qt
    numerus messages, count ``%n``) with the code as its disambiguation. Untranslated, or when a
    translation's placeholders do not fit, the English template is used, with any nested
    messages still translated.
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
                text = done
    else:
        done = QCoreApplication.translate(ENGINE_CONTEXT, source, message.code)
        if done != source:
            text = done
    try:
        return fill(template, args, engine_text, text)
    except (KeyError, IndexError, ValueError):
        return fill(template, args, engine_text, english)
