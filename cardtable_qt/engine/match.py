"""The match protocol every game offers, its errors and the events shared by all games.

A game package ``cardtable_qt.engine.<game>`` exposes ``GAME_ID``, ``Options`` (a frozen
dataclass; ``Options.players`` is the number of seats), ``new_match(seed, options)``,
``from_dict(data)``, ``decode_action(data)`` and a state class satisfying ``Match``. Actions and
events are frozen dataclasses encoded with ``codec.encode``. Every ``apply`` first passes the action
through ``actions_check.check_action`` (exact classes and field types, else ``IllegalAction``), and
every match draws its cards from ``chance.Chance`` (one key per hand, nothing traceable).

Every game emits ``HandOver`` when one unit of play (a deal, a round, a hand) has a result, with
each seat's delta (net chips, penalty points, or levels its team climbed): the simulator, the
statistics and the result screens all read it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar, runtime_checkable

from .codec import StateDataError, decode_dataclass, encode
from .messages import Message, plain

# 2: each hand deals from its own key (engine.chance); version 1 saves still load.
FORMAT_VERSION = 2


class IllegalAction(ValueError):
    """An action that is not legal now. ``message`` says why as a code and its parameters (the
    shell translates it); ``reason`` is the same in English, a sentence a player understands.
    Given plain text (older callers), ``message`` is a ``PLAIN`` message holding it."""

    def __init__(self, reason: str | Message) -> None:
        message = reason if isinstance(reason, Message) else plain(reason)
        super().__init__(message.english())
        self.reason = message.english()
        self.message = message


__all__ = [
    "FORMAT_VERSION",
    "Event",
    "HandOver",
    "IllegalAction",
    "Match",
    "OptionSpec",
    "StateDataError",
    "check_format",
    "option",
    "option_specs",
    "options_from_dict",
    "options_to_dict",
]


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every event. ``encode(event)`` gives ``{"type": ClassName, ...fields}``."""


@dataclass(frozen=True, slots=True)
class HandOver(Event):
    """One unit of play is over. ``deltas[seat]`` is that seat's result for it."""

    deltas: tuple[int, ...]
    summary: str = ""  # ``summary_message`` in English (logs, older readers)
    # The finished hand's own key (``engine.chance``), for its replay or export: it gives that
    # hand's cards and nothing of the match's other hands. Empty when no cards were dealt.
    hand_key: str = ""
    # What the hand's result was, as a message the shell translates (and statistics keep).
    summary_message: Message | None = None


@runtime_checkable
class Match(Protocol):
    """What the app, the bots and the simulator rely on."""

    @property
    def current_player(self) -> int | None: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def result(self) -> Any: ...

    @property
    def players(self) -> int: ...

    def legal_actions(self) -> list[Any]: ...

    def apply(self, action: Any) -> list[Event]: ...

    def view(self, seat: int) -> Any: ...

    def to_dict(self) -> dict[str, Any]: ...


# --- options -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """What the new-game dialog needs to show one rule option."""

    name: str
    label: str
    help: str
    default: Any
    kind: type
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    decision: str = ""  # the rule decision it implements, e.g. "D-P4"


def option(
    default: Any,
    label: str,
    help: str,
    *,
    choices: Sequence[Any] = (),
    minimum: int | None = None,
    maximum: int | None = None,
    decision: str = "",
) -> Any:
    """A dataclass field carrying the option's label and one-line explanation."""
    meta = {
        "label": label,
        "help": help,
        "choices": tuple(choices),
        "minimum": minimum,
        "maximum": maximum,
        "decision": decision,
    }
    return field(default=default, metadata=meta)


T = TypeVar("T")


_specs_cache: dict[type, tuple[OptionSpec, ...]] = {}


def option_specs(options_cls: type) -> list[OptionSpec]:
    """The options the new-game dialog shows, in field order (cached: type hints are slow)."""
    cached = _specs_cache.get(options_cls)
    if cached is None:
        cached = _specs_cache[options_cls] = tuple(_read_specs(options_cls))
    return list(cached)


def _read_specs(options_cls: type) -> list[OptionSpec]:
    import typing

    hints = typing.get_type_hints(options_cls)
    specs = []
    for f in dataclasses.fields(options_cls):
        m = f.metadata
        if "label" not in m:
            continue
        specs.append(
            OptionSpec(
                name=f.name,
                label=m["label"],
                help=m["help"],
                default=f.default,
                kind=hints[f.name],
                choices=m["choices"],
                minimum=m["minimum"],
                maximum=m["maximum"],
                decision=m["decision"],
            )
        )
    return specs


def options_to_dict(options: Any) -> dict[str, Any]:
    data: dict[str, Any] = encode(options)
    return data


def options_from_dict(options_cls: type[T], data: Any) -> T:
    """Decode options; values out of the field's range or choices are refused, and so is a key
    that is no option of this game (another game's options in a file must not pass unseen)."""
    if isinstance(data, dict):
        known = {f.name for f in dataclasses.fields(options_cls)}  # type: ignore[arg-type]
        for key in data:
            if key != "type" and key not in known:
                raise StateDataError(f"$.options: {key!r:.40} is not an option of this game")
    result: T = decode_dataclass(options_cls, data, "$.options")
    for spec in option_specs(options_cls):
        value = getattr(result, spec.name)
        if spec.choices and value not in spec.choices:
            raise StateDataError(f"$.options.{spec.name}: {value!r} is not one of {spec.choices}")
        if isinstance(value, int) and not isinstance(value, bool):
            if spec.minimum is not None and value < spec.minimum:
                raise StateDataError(f"$.options.{spec.name}: {value} is below {spec.minimum}")
            if spec.maximum is not None and value > spec.maximum:
                raise StateDataError(f"$.options.{spec.name}: {value} is above {spec.maximum}")
    return result


def check_format(data: Any, game_id: str) -> dict[str, Any]:
    """The common header of every serialised state: ``{"game", "format", ...}``."""
    if not isinstance(data, dict):
        raise StateDataError(f"$: expected an object, got {type(data).__name__}")
    if data.get("game") != game_id:
        raise StateDataError(f"$.game: expected {game_id!r}, got {data.get('game')!r:.40}")
    version = data.get("format")
    if isinstance(version, bool) or not isinstance(version, int):
        raise StateDataError("$.format: missing or not a number")
    if version > FORMAT_VERSION:
        raise StateDataError(
            f"$.format: version {version} was written by a newer CardTable (this one reads "
            f"up to {FORMAT_VERSION})"
        )
    if version < 1:
        raise StateDataError(f"$.format: unknown version {version}")
    return data
