"""Text the engines give a player, as a stable code and its parameters.

The engine has no Qt, so it cannot translate what it says. Every sentence or name it hands the
shell for a player (a refused move's reason, a refused declaration's problems, a hand's name, a
hand's summary) is a ``Message``: a code from ``catalogue.CATALOGUE`` and its parameters.
``english()`` renders it with the catalogue's English template (the engine's default wording);
the shell translates the same code with Qt (``ui/i18n.py``, context ``"engine"``), and saves keep
``to_data()`` (code and parameters), never a sentence, so a game saved in one language reads in
another.

A template names its parameters ``{name}``. A template with a ``count`` has a plural form, chosen
when that parameter is not 1; translators see it as one Qt numerus message whose count is
``%n`` (``source_text``). A parameter may itself be a message (a combination's name inside a
refusal) or a tuple of messages (a declaration's problems, rendered one after another).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Union

# A parameter: a number, a piece of text that needs no translation (card notation, a seat
# number), or a message of its own.
Param = Union[int, str, "Message", tuple["Message", ...]]

# The code of a message the engine was given as plain text (an older save's sentence, or a
# caller that passed ``IllegalAction`` a string): shown as it is, never translated.
PLAIN = "plain"


@dataclass(frozen=True, slots=True)
class Template:
    """One catalogue entry: English with ``{name}`` placeholders, and its plural form."""

    text: str
    plural: str = ""  # used when ``params[count] != 1``
    count: str = ""  # the parameter that picks ``text`` (1) or ``plural`` (any other number)


@dataclass(frozen=True, slots=True)
class Message:
    """A code and its parameters (sorted by name, so equal messages compare equal)."""

    code: str
    params: tuple[tuple[str, Param], ...] = ()

    @property
    def args(self) -> dict[str, Param]:
        return dict(self.params)

    @property
    def template(self) -> Template:
        from .catalogue import CATALOGUE

        found = CATALOGUE.get(self.code)
        return found if found is not None else CATALOGUE[PLAIN]

    def english(self) -> str:
        """The engine's own wording: the catalogue's English with the parameters filled in."""
        return fill(self.template, self.args, render=lambda m: m.english())

    def __str__(self) -> str:
        return self.english()

    def to_data(self) -> dict[str, Any]:
        """JSON-safe: ``{"code": …, "params": {name: value}}`` (nested messages the same way)."""
        return {"code": self.code, "params": {k: _param_data(v) for k, v in self.params}}

    @classmethod
    def from_data(cls, data: Any) -> Message:
        """The inverse of ``to_data``; a plain string (what older saves hold) becomes a
        ``PLAIN`` message showing it as it is. Anything else is refused with ``ValueError``."""
        if isinstance(data, str):
            return plain(data)
        if not isinstance(data, Mapping) or not isinstance(data.get("code"), str):
            raise ValueError(f"not a message: {data!r:.60}")
        raw = data.get("params", {})
        if not isinstance(raw, Mapping):
            raise ValueError(f"a message's params must be an object, got {raw!r:.40}")
        return Message(
            data["code"], tuple(sorted((str(k), _param_from(v)) for k, v in raw.items()))
        )


def msg(code: str, **params: Param) -> Message:
    """``msg("pokdeng.points", n=1)``. An unknown code is a programming error (``KeyError``)."""
    from .catalogue import CATALOGUE

    template = CATALOGUE[code]
    for name in _names(template):
        if name not in params:
            raise KeyError(f"{code} needs the parameter {name!r}")
    return Message(code, tuple(sorted(params.items())))


def plain(text: str) -> Message:
    return Message(PLAIN, (("text", text),))


def choose(template: Template, args: Mapping[str, Param]) -> str:
    """The English form for these parameters: ``plural`` unless the count is 1."""
    if template.count and template.plural and args.get(template.count) != 1:
        return template.plural
    return template.text


def fill(template: Template, args: Mapping[str, Param], render: Any, text: str = "") -> str:
    """``text`` (default: the English form ``choose`` picks) with each ``{name}`` filled in;
    ``render`` turns a nested message into text."""

    def one(value: Param) -> str:
        if isinstance(value, Message):
            return str(render(value))
        if isinstance(value, tuple):
            return " ".join(str(render(m)) for m in value)
        return str(value)

    return (text or choose(template, args)).format_map({k: one(v) for k, v in args.items()})


def source_text(template: Template) -> str:
    """What translators see for this template: the plural form with its count as Qt's ``%n``
    (a numerus message), else the text itself."""
    if not template.count:
        return template.text
    return (template.plural or template.text).replace("{" + template.count + "}", "%n")


def _names(template: Template) -> set[str]:
    import string

    found = {template.count} if template.count else set()
    for text in (template.text, template.plural):
        found |= {name for _, name, _, _ in string.Formatter().parse(text) if name}
    return found


def _param_data(value: Param) -> Any:
    if isinstance(value, Message):
        return value.to_data()
    if isinstance(value, tuple):
        return [m.to_data() for m in value]
    return value


def _param_from(value: Any) -> Param:
    if isinstance(value, bool):
        raise ValueError("a message parameter is a number, text or a message")
    if isinstance(value, (int, str)):
        return value
    if isinstance(value, list):
        return tuple(Message.from_data(v) for v in value)
    return Message.from_data(value)


__all__ = ["PLAIN", "Message", "Param", "Template", "choose", "fill", "msg", "plain", "source_text"]
