"""Real game payloads for the storage tests, and ways to damage them."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

from cardtable_qt.engine import registry

GAME = "pokdeng"
_CARD = re.compile(r"(10|[2-9JQKA])[SHDC](#\d+)?")


def real_state(seed: int = 7, *, with_cards: bool = True) -> dict[str, Any]:
    """A real Pok Deng state's ``to_dict()``, played on until it holds cards if asked."""
    module = registry.load(GAME)
    state = module.new_match(seed)
    for _ in range(300):
        data: dict[str, Any] = state.to_dict()
        if not with_cards or card_paths(data):
            return data
        state.apply(state.legal_actions()[0])
    raise AssertionError("no cards appeared in 300 actions")


def session_payload(seed: int = 7) -> dict[str, Any]:
    """What a session's ``to_payload()`` looks like to storage: a dict holding ``state``."""
    return {
        "format": 1,
        "game": GAME,
        "seed": seed,
        "seats": [
            {"kind": "human", "name": "You", "bot": "basic"},
            {"kind": "ai", "name": "Somchai", "bot": "basic"},
        ],
        "state": real_state(seed),
    }


def card_paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Where card codes sit in a JSON value (key/index paths)."""
    found: list[tuple[Any, ...]] = []
    if isinstance(value, str) and _CARD.fullmatch(value):
        found.append(path)
    elif isinstance(value, dict):
        for key, item in value.items():
            found.extend(card_paths(item, (*path, key)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found.extend(card_paths(item, (*path, index)))
    return found


def set_at(value: Any, path: tuple[Any, ...], new: Any) -> None:
    for step in path[:-1]:
        value = value[step]
    value[path[-1]] = new


def get_at(value: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        value = value[step]
    return value


def dumps(value: Any) -> bytes:
    return json.dumps(value).encode("utf-8")


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()
