"""The bad saved-game files: each is made from a good save and names what its message must say."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cardtable_qt.storage.saves import MAX_SAVE_BYTES

from .helpers import card_paths, dumps, get_at, set_at

JUNK_BYTES = 50 * 1024 * 1024


@dataclass(frozen=True)
class BadSave:
    id: str
    make: Callable[[dict[str, Any]], bytes]  # from the good envelope (already a fresh copy)
    says: str  # a piece of the message the player must see
    whole_file: bool = False  # damage visible without the engine (no game position needed)


def _edit(change: Callable[[dict[str, Any]], None]) -> Callable[[dict[str, Any]], bytes]:
    def make(envelope: dict[str, Any]) -> bytes:
        data = copy.deepcopy(envelope)
        change(data)
        return dumps(data)

    return make


def _truncated(envelope: dict[str, Any]) -> bytes:
    data = dumps(envelope)
    return data[: len(data) // 2]


def _no_such_card(envelope: dict[str, Any]) -> None:
    state = envelope["session"]["state"]
    set_at(state, card_paths(state)[0], "1Z")


def _impossible_rank(envelope: dict[str, Any]) -> None:
    state = envelope["session"]["state"]
    set_at(state, card_paths(state)[0], "15H")


def _duplicate_card(envelope: dict[str, Any]) -> None:
    """One card of a one-deck game appears twice: an impossible card set."""
    state = envelope["session"]["state"]
    where = card_paths(state)
    first = get_at(state, where[0])
    other = next(p for p in where[1:] if get_at(state, p) != first)
    set_at(state, other, first)


def _deeply_nested_inside(envelope: dict[str, Any]) -> None:
    nest: Any = []
    for _ in range(500):
        nest = [nest]
    envelope["session"]["extra"] = nest


def _other_game_state(envelope: dict[str, Any]) -> None:
    envelope["game"] = "xito"


def _unknown_game(envelope: dict[str, Any]) -> None:
    envelope["game"] = "chess"
    envelope["session"]["state"]["game"] = "chess"


BAD_SAVES: list[BadSave] = [
    BadSave("empty", lambda e: b"", "is empty", True),
    BadSave("only_spaces", lambda e: b"  \n\t \n", "is empty", True),
    BadSave("truncated", _truncated, "cut short", True),
    BadSave(
        "wrong_type_players", _edit(lambda e: e["meta"].update(players="You")), "players", True
    ),
    BadSave("wrong_type_format", _edit(lambda e: e.update(format="1")), "format", True),
    BadSave("wrong_type_session", _edit(lambda e: e.update(session=[])), "no game position", True),
    BadSave("wrong_type_date", _edit(lambda e: e.update(saved_at=20260509)), "date", True),
    BadSave("missing_state", _edit(lambda e: e["session"].pop("state")), "no game position", True),
    # A newer CardTable's save is not damage: it is left where it is (tests/storage/test_hardening).
    BadSave(
        "future_state_format",
        _edit(lambda e: e["session"]["state"].update(format=99)),
        "cannot be restored",
    ),
    BadSave("card_that_does_not_exist", _edit(_no_such_card), "cannot be restored"),
    BadSave("rank_that_does_not_exist", _edit(_impossible_rank), "cannot be restored"),
    BadSave("same_card_twice", _edit(_duplicate_card), "cannot be restored"),
    BadSave(
        "junk_50_mb", lambda e: b"\xde\xad\xbe\xef junk " * (JUNK_BYTES // 13), "too large", True
    ),
    BadSave("just_over_the_limit", lambda e: b" " * (MAX_SAVE_BYTES + 1), "too large", True),
    BadSave("not_utf8", lambda e: b'{"app": "CardTable", "x": "\xff\xfe\xc3"}', "not text", True),
    BadSave("random_bytes", lambda e: random.Random(6).randbytes(4096), "not text", True),
    BadSave("json_array", lambda e: b'[{"app": "CardTable"}]', "holds a list", True),
    BadSave("json_string", lambda e: b'"CardTable"', "single value", True),
    BadSave("deeply_nested", lambda e: b"[" * 100_000 + b"]" * 100_000, "nested too deeply", True),
    BadSave("deeply_nested_inside", _edit(_deeply_nested_inside), "nested too deeply", True),
    BadSave("unknown_game", _edit(_unknown_game), "does not know ('chess')", True),
    BadSave("state_of_another_game", _edit(_other_game_state), "another game", True),
    BadSave("not_cardtable", lambda e: b'{"hello": "world"}', "not a CardTable saved game", True),
    BadSave(
        "nan",
        lambda e: dumps(e).replace(b'"format": 1', b'"format": NaN'),
        "not a number",
        True,
    ),
    BadSave(
        "huge_integer",
        lambda e: dumps(e).replace(b'"format": 1', b'"format": 1' + b"0" * 5000),
        "holds a value CardTable cannot read",
        True,
    ),
    BadSave(
        "json_syntax",
        lambda e: dumps(e).replace(b'"meta": {', b'"meta": {,', 1),
        "not valid JSON",
        True,
    ),
]
