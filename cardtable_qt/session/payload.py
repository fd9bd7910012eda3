"""A saved session's payload, read and checked: what ``GameSession.from_payload`` restores.

Every part is checked before anything is built from it (each error names its place, "$.seats[2]"),
so a damaged save is refused whole with its reason and never half-restored; the table's own state
is the one part read loosely (dropped with a warning, never fatal).
"""

from __future__ import annotations

import dataclasses
import json
import logging
from typing import Any

from ..engine import chance, registry
from ..engine.codec import StateDataError
from ..engine.match import options_from_dict
from ..engine.rng import Rng
from .seats import SeatConfig

log = logging.getLogger(__name__)

PAYLOAD_FORMAT = 1


@dataclasses.dataclass
class Restored:
    """What ``from_payload`` hands to the constructor instead of dealing a new match."""

    state: Any
    bot_rngs: list[Rng | None]
    hands_played: int
    hand_start: dict[str, Any] | None
    hand_log: list[tuple[int, Any]]
    table_state: dict[str, Any] | None = None
    payload: dict[str, Any] = dataclasses.field(default_factory=dict)  # history, undo
    game_log: Any = None  # the game log's lines, as saved


def _field(data: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    value = data.get(key)
    if (isinstance(value, bool) and kind is not bool) or not isinstance(value, kind):
        raise StateDataError(f"$.{key}: missing or of the wrong type")
    return value


def read_payload(payload: Any) -> tuple[str, Any, list[SeatConfig], int, Restored]:
    if not isinstance(payload, dict):
        raise StateDataError(f"$: expected an object, got {type(payload).__name__}")
    version = _field(payload, "format", int)
    if version > PAYLOAD_FORMAT:
        raise StateDataError(f"$.format: version {version} was written by a newer CardTable")
    if version < 1:
        raise StateDataError(f"$.format: unknown version {version}")
    game_id = _field(payload, "game", str)
    if game_id not in registry.GAMES:
        raise StateDataError(f"$.game: no game {game_id!r:.40}")
    try:
        module = registry.load(game_id)
    except ModuleNotFoundError:
        raise StateDataError(f"$.game: {game_id} is not available in this build") from None
    seed = _field(payload, "seed", int)
    seat_data = _field(payload, "seats", list)
    seats = [
        SeatConfig.from_dict(s, f"$.seats[{i}]", fallback=f"Player {i + 1}")
        for i, s in enumerate(seat_data)
    ]
    options = options_from_dict(module.Options, payload.get("options"))
    if options.players != len(seats):
        raise StateDataError(f"$.seats: {len(seats)} seats for {options.players} players")
    state = module.from_dict(payload.get("state"))
    if state.players != len(seats):
        raise StateDataError(f"$.state: {state.players} players but {len(seats)} seats")
    bots = _field(payload, "bots", list)
    if len(bots) != len(seats):
        raise StateDataError(f"$.bots: expected {len(seats)} entries")
    bot_rngs: list[Rng | None] = []
    for i, (seat, data) in enumerate(zip(seats, bots, strict=True)):
        if seat.is_human:
            bot_rngs.append(None)
            continue
        try:
            bot_rngs.append(Rng.from_dict(data))
        except ValueError as exc:
            raise StateDataError(f"$.bots[{i}]: {exc}") from None
    if payload["state"].get("format") == 1:
        # Saved before each stream had its own key: those bot generators could be traced back to
        # the seed and the cards. The bots go on with streams of their own (engine.chance).
        fresh = chance.bot_rngs(seed, len(seats))
        bot_rngs = [None if r is None else fresh[i] for i, r in enumerate(bot_rngs)]
    hands_played = _field(payload, "hands_played", int)
    if hands_played < 0:
        raise StateDataError("$.hands_played: negative")
    hand_start = payload.get("hand_start")
    if hand_start is not None:
        if not isinstance(hand_start, dict):
            raise StateDataError("$.hand_start: expected an object")
        module.from_dict(hand_start)  # checked now so a replay never meets a bad snapshot
    hand_log: list[tuple[int, Any]] = []
    for i, entry in enumerate(_field(payload, "hand_log", list)):
        if not (isinstance(entry, list) and len(entry) == 2 and type(entry[0]) is int):
            raise StateDataError(f"$.hand_log[{i}]: expected [seat, action]")
        if not 0 <= entry[0] < len(seats):
            raise StateDataError(f"$.hand_log[{i}]: no seat {entry[0]}")
        try:
            hand_log.append((entry[0], module.decode_action(entry[1])))
        except StateDataError as exc:
            raise StateDataError(f"$.hand_log[{i}]: {exc}") from None
    restored = Restored(
        state,
        bot_rngs,
        hands_played,
        hand_start,
        hand_log,
        _table_data(payload.get("table")),
        {k: payload.get(k) for k in ("hand_log_rngs", "undo_used", "history")},
        payload.get("log"),
    )
    return game_id, options, seats, seed, restored


def _table_data(value: Any) -> dict[str, Any] | None:
    """The table's own state, loosely checked: anything but a JSON object is dropped, never fatal
    (the table validates the contents against the game when it uses them)."""
    if value is None:
        return None
    if not isinstance(value, dict) or not all(isinstance(k, str) for k in value):
        log.warning("ignored the table's state in the save: not an object")
        return None
    try:
        json.dumps(value, allow_nan=False)
    except (TypeError, ValueError) as exc:
        log.warning("ignored the table's state in the save: %s", exc)
        return None
    return value
