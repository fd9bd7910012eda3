"""The games the engine knows, by id. Modules are imported on first use."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType


@dataclass(frozen=True, slots=True)
class GameInfo:
    id: str
    name: str  # English
    native_name: str  # in the game's own script
    module: str
    min_players: int
    max_players: int


GAMES: dict[str, GameInfo] = {
    g.id: g
    for g in (
        GameInfo("guandan", "Guandan", "掼蛋", "cardtable_qt.engine.guandan", 4, 4),
        GameInfo("pokdeng", "Pok Deng", "ป๊อกเด้ง", "cardtable_qt.engine.pokdeng", 2, 9),
        GameInfo("xito", "Xì tố", "Xì tố", "cardtable_qt.engine.xito", 2, 6),
        GameInfo("rummy", "Indian Rummy", "इंडियन रमी", "cardtable_qt.engine.rummy", 2, 6),
    )
}


class UnknownGame(KeyError):
    pass


def info(game_id: str) -> GameInfo:
    try:
        return GAMES[game_id]
    except KeyError:
        raise UnknownGame(f"no game {game_id!r}; known: {', '.join(GAMES)}") from None


def load(game_id: str) -> ModuleType:
    """The game's package (``new_match``, ``from_dict``, ``Options``, ``decode_action``…)."""
    return importlib.import_module(info(game_id).module)


def available() -> list[str]:
    """Ids of the games whose engine package is present."""
    out = []
    for gid, g in GAMES.items():
        try:
            importlib.import_module(g.module)
        except ModuleNotFoundError:
            continue
        out.append(gid)
    return out
