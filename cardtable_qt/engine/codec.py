"""JSON-safe encoding of the engine's small records (actions, events, options, views' parts).

One codec serves every game: a frozen dataclass becomes ``{"type": "ClassName", field: value…}``,
a card its code (``"5H"``, ``"5H#1"``), a tuple a list. Decoding is driven by the type hints of the
target, checks every value, and raises ``StateDataError`` naming the path of the bad value, so a
damaged save is refused with a clear message and never fails deep inside a game.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping
from typing import Any

from .cards import Card, CardError, card_code, card_from_code


class StateDataError(ValueError):
    """A serialised state, action or option set that cannot be restored (message says where)."""


def encode(value: Any) -> Any:
    """Turn cards, dataclasses, tuples and dicts into JSON-safe values."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Card):
        return card_code(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {"type": type(value).__name__}
        for f in dataclasses.fields(value):
            out[f.name] = encode(getattr(value, f.name))
        return out
    if isinstance(value, (list, tuple)):
        return [encode(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(encode(v) for v in value)
    if isinstance(value, Mapping):
        return {str(k): encode(v) for k, v in value.items()}
    raise TypeError(f"cannot encode {type(value).__name__}")


_hints_cache: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    hints = _hints_cache.get(cls)
    if hints is None:
        hints = typing.get_type_hints(cls)
        _hints_cache[cls] = hints
    return hints


def decode(tp: Any, data: Any, path: str = "$") -> Any:
    """Decode ``data`` as type ``tp`` (the inverse of ``encode``), checking everything."""
    origin = typing.get_origin(tp)
    if tp is Any:
        return data
    if tp is type(None) or tp is None:
        if data is not None:
            raise StateDataError(f"{path}: expected null, got {type(data).__name__}")
        return None
    if origin in (typing.Union, types.UnionType):
        errors = []
        for arg in typing.get_args(tp):
            try:
                return decode(arg, data, path)
            except StateDataError as exc:
                errors.append(str(exc))
        if len(errors) == 1:
            raise StateDataError(errors[0])
        raise StateDataError(f"{path}: no variant fits {data!r:.60}")
    if origin is typing.Literal:
        if data not in typing.get_args(tp):
            raise StateDataError(f"{path}: {data!r:.40} is not one of {typing.get_args(tp)}")
        return data
    if tp is bool:
        if not isinstance(data, bool):
            raise StateDataError(f"{path}: expected true/false, got {type(data).__name__}")
        return data
    if tp is int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise StateDataError(f"{path}: expected an integer, got {type(data).__name__}")
        return data
    if tp is float:
        if isinstance(data, bool) or not isinstance(data, (int, float)):
            raise StateDataError(f"{path}: expected a number, got {type(data).__name__}")
        return float(data)
    if tp is str:
        if not isinstance(data, str):
            raise StateDataError(f"{path}: expected text, got {type(data).__name__}")
        return data
    if tp is Card:
        if not isinstance(data, str):
            raise StateDataError(f"{path}: expected a card, got {type(data).__name__}")
        try:
            return card_from_code(data)
        except CardError as exc:
            raise StateDataError(f"{path}: {exc}") from None
    if origin in (tuple, list):
        if not isinstance(data, list):
            raise StateDataError(f"{path}: expected a list, got {type(data).__name__}")
        args = typing.get_args(tp)
        if origin is tuple and args and not (len(args) == 2 and args[1] is Ellipsis):
            if len(args) != len(data):
                raise StateDataError(f"{path}: expected {len(args)} items, got {len(data)}")
            return tuple(
                decode(a, d, f"{path}[{i}]")
                for i, (a, d) in enumerate(zip(args, data, strict=True))
            )
        item = args[0] if args else Any
        items = [decode(item, d, f"{path}[{i}]") for i, d in enumerate(data)]
        return tuple(items) if origin is tuple else items
    if origin in (dict, Mapping) or tp is dict:
        if not isinstance(data, dict):
            raise StateDataError(f"{path}: expected an object, got {type(data).__name__}")
        args = typing.get_args(tp)
        key_tp, val_tp = args if args else (str, Any)
        out = {}
        for k, v in data.items():
            key: Any = k
            if key_tp is int:
                try:
                    key = int(k)
                except ValueError:
                    raise StateDataError(f"{path}: key {k!r:.20} is not a number") from None
            out[key] = decode(val_tp, v, f"{path}.{k}")
        return out
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return decode_dataclass(tp, data, path)
    raise TypeError(f"{path}: cannot decode type {tp!r}")


def decode_dataclass(cls: type, data: Any, path: str = "$") -> Any:
    if not isinstance(data, dict):
        raise StateDataError(f"{path}: expected an object, got {type(data).__name__}")
    tag = data.get("type", cls.__name__)
    if tag != cls.__name__:
        raise StateDataError(f"{path}: expected {cls.__name__}, got {tag!r:.40}")
    hints = _hints(cls)
    kwargs = {}
    for f in dataclasses.fields(cls):
        if f.name not in data:
            if f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING:
                continue
            raise StateDataError(f"{path}: missing {f.name!r}")
        kwargs[f.name] = decode(hints[f.name], data[f.name], f"{path}.{f.name}")
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as exc:
        raise StateDataError(f"{path}: {exc}") from None


def decode_tagged(classes: Mapping[str, type], data: Any, path: str = "$") -> Any:
    """Decode a record whose ``"type"`` names one of ``classes``."""
    if not isinstance(data, dict):
        raise StateDataError(f"{path}: expected an object, got {type(data).__name__}")
    tag = data.get("type")
    if not isinstance(tag, str) or tag not in classes:
        raise StateDataError(f"{path}: unknown type {tag!r:.40}")
    return decode_dataclass(classes[tag], data, path)


def tagged_classes(*classes: type) -> dict[str, type]:
    return {c.__name__: c for c in classes}


def require(data: Any, key: str, tp: Any, path: str = "$") -> Any:
    """Read ``data[key]`` as ``tp``; for hand-written ``from_dict`` functions."""
    if not isinstance(data, dict):
        raise StateDataError(f"{path}: expected an object, got {type(data).__name__}")
    if key not in data:
        raise StateDataError(f"{path}: missing {key!r}")
    return decode(tp, data[key], f"{path}.{key}")
