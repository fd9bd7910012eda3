"""The shape check every game's ``apply`` makes first: an action of exactly one of the game's
action classes, every field of exactly its annotated type.

Why exact: a value that merely compares equal to a legal one is not good enough. ``1.0 == 1`` and
``True == 1``, and a card is a tuple, so ``DrawCard(1.0)`` or ``Discard(tuple(card))`` would pass
every rule check, be applied, and then break the save (``to_dict`` cannot encode them, or a
reloaded log refuses them). Anything malformed is refused here with ``IllegalAction`` naming the
field and what it must be, before the game looks at it, so the state is never touched.

The checks are built once per class from its dataclass fields and type hints (cached), so the
one ``apply`` a bot makes per decision pays a type lookup and a few ``type(x) is`` tests.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from .cards import JOKER_RANKS, RANKS, SUITS, Card
from .match import IllegalAction
from .messages import msg

# The biggest whole number an action may carry: far above any chip count, spot or hand id, and
# small enough that every message and save can still write it.
MAX_INT = 10**15
# Longest sequence an action may carry (the biggest is a Guandan bomb or a Rummy declaration).
MAX_ITEMS = 64
_MAX_DECKS = 3

_CARDS: frozenset[Card] = frozenset(
    [Card(r, s, d) for d in range(_MAX_DECKS) for s in SUITS for r in RANKS]
    + [Card(r, None, d) for d in range(_MAX_DECKS) for r in JOKER_RANKS]
)

# value -> None if it fits, else what it is (for "... must be X, got <what>")
Check = Callable[[Any], str | None]


def describe(value: Any) -> str:
    """What a value is, in words, never its repr (which may be huge, or fail)."""
    kind = type(value)
    if value is None:
        return "nothing (None)"
    if kind is bool:
        return "true/false"
    if kind is int:
        return "a whole number" if -MAX_INT <= value <= MAX_INT else "a number too large"
    if kind is float:
        return "a decimal number"
    if kind is str:
        return "text"
    if kind is Card:
        return "a card" if _exists(value) else "a card that does not exist"
    name = kind.__name__
    if len(name) > 40 or not name.isidentifier():
        name = "object"
    article = "an" if name[:1].lower() in "aeiou" else "a"
    return f"{article} {name}"


def _exists(card: Card) -> bool:
    # Exact field types first: Card(2.0, "S") equals Card(2, "S") but is no card, and a field
    # holding a list cannot even be hashed.
    rank, suit, deck = card
    if type(rank) is not int or type(deck) is not int:
        return False
    if suit is not None and type(suit) is not str:
        return False
    return card in _CARDS


def _int(value: Any) -> str | None:
    if type(value) is int and -MAX_INT <= value <= MAX_INT:
        return None
    return describe(value)


def _bool(value: Any) -> str | None:
    return None if type(value) is bool else describe(value)


def _str(value: Any) -> str | None:
    return None if type(value) is str else describe(value)


def _card(value: Any) -> str | None:
    # a tuple equal to a card is not a card: ``type(...) is Card``, and then one that exists
    return None if type(value) is Card and _exists(value) else describe(value)


def _literal(choices: tuple[Any, ...]) -> Check:
    allowed = [(type(c), c) for c in choices]

    def check(value: Any) -> str | None:
        if any(type(value) is t and value == c for t, c in allowed):
            return None
        if type(value) is str and len(value) <= 20:
            return f"'{value}'"
        return describe(value)

    return check


def _union(checks: list[Check]) -> Check:
    def check(value: Any) -> str | None:
        problem = None
        for each in checks:
            problem = each(value)
            if problem is None:
                return None
        return problem

    return check


def _sequence(item: Check | None, items: tuple[Check, ...] | None) -> Check:
    def check(value: Any) -> str | None:
        if type(value) is not tuple:
            return describe(value)
        if items is not None:
            if len(value) != len(items):
                return f"a tuple of {len(value)}"
            pairs: Iterable[tuple[Check, Any]] = zip(items, value, strict=True)
        else:
            assert item is not None
            if len(value) > MAX_ITEMS:
                return f"a tuple of {len(value)}"
            pairs = ((item, v) for v in value)
        for each, v in pairs:
            problem = each(v)
            if problem is not None:
                return f"a tuple holding {problem}"
        return None

    return check


def _record(cls: type) -> Check:
    def check(value: Any) -> str | None:
        if type(value) is not cls:
            return describe(value)
        for name, _, each in _fields(cls):
            problem = each(getattr(value, name, None))
            if problem is not None:
                return f"a {cls.__name__} whose {name} is {problem}"
        return None

    return check


def _compile(tp: Any) -> tuple[Check, str]:
    """The check for type hint ``tp`` and how to say what it expects."""
    origin = typing.get_origin(tp)
    if tp is int:
        return _int, "a whole number"
    if tp is bool:
        return _bool, "true or false"
    if tp is str:
        return _str, "text"
    if tp is Card:
        return _card, "a card"
    if origin is typing.Literal:
        choices = typing.get_args(tp)
        words = " or ".join(f"'{c}'" if isinstance(c, str) else str(c) for c in choices)
        return _literal(choices), f"one of {words}" if len(choices) > 1 else words
    if origin in (typing.Union, types.UnionType):
        parts = [_compile(a) for a in typing.get_args(tp)]
        return _union([c for c, _ in parts]), " or ".join(w for _, w in parts)
    if origin is tuple:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            item, words = _compile(args[0])
            return _sequence(item, None), f"a tuple of {_plural(words)}"
        parts = [_compile(a) for a in args]
        words = ", ".join(w for _, w in parts)
        return _sequence(None, tuple(c for c, _ in parts)), f"a tuple of ({words})"
    if type(tp) is type(None) or tp is type(None):
        return (lambda v: None if v is None else describe(v)), "None"
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _record(tp), f"a {tp.__name__}"
    # A hint this module does not know: refuse everything rather than let anything through.
    return (lambda v: "not checkable"), f"a {tp!r}"


def _plural(words: str) -> str:
    for one, many in (("a whole number", "whole numbers"), ("a card", "cards"), ("text", "texts")):
        if words == one:
            return many
    if words.startswith("a tuple of "):
        return "tuples of " + words.removeprefix("a tuple of ")
    return words


_cache: dict[type, tuple[tuple[str, str, Check], ...]] = {}


def _fields(cls: type) -> tuple[tuple[str, str, Check], ...]:
    """``(field name, what it expects, check)`` for each field of the dataclass ``cls``."""
    cached = _cache.get(cls)
    if cached is None:
        _cache[cls] = ()  # a record that holds itself stops here instead of recursing
        hints = typing.get_type_hints(cls)
        built = []
        for f in dataclasses.fields(cls):
            check, words = _compile(hints[f.name])
            built.append((f.name, words, check))
        cached = _cache[cls] = tuple(built)
    return cached


def check_action(action: Any, classes: Mapping[str, type], game: str) -> None:
    """Raise ``IllegalAction`` unless ``action`` is exactly an instance of one of ``classes``
    (the game's action classes by name) with every field of exactly its type. ``game`` names
    the game in the reason."""
    cls = type(action)
    if classes.get(cls.__name__) is not cls:
        raise IllegalAction(msg("engine.not_a_move", game=game, got=describe(action)))
    for name, words, check in _fields(cls):
        problem = check(getattr(action, name, None))
        if problem is not None:
            raise IllegalAction(
                msg(
                    "engine.bad_field", field=f"{cls.__name__}.{name}", words=words, problem=problem
                )
            )


__all__ = ["MAX_INT", "MAX_ITEMS", "check_action", "describe"]
