"""Bots. A bot is a class with ``choose(view, legal_actions, rng) -> action``.

Bots see only what their seat may see (``state.view(seat)``) and the legal actions; every bot is
deterministic for a given ``rng`` (an ``engine.Rng``).
"""

from __future__ import annotations

import importlib
from typing import Any, Protocol

from ..engine.rng import Rng


class Bot(Protocol):
    def choose(self, view: Any, legal_actions: list[Any], rng: Rng) -> Any: ...


class UnknownBot(LookupError):
    pass


# Bot names usable everywhere; "basic" means the game's own basic bot.
BUILTIN = {
    "random": "cardtable_qt.ai.random_bot:RandomBot",
}
PER_GAME = {
    "easy": "cardtable_qt.ai.{game}_easy:EasyBot",
    "basic": "cardtable_qt.ai.{game}_basic:BasicBot",
    "hard": "cardtable_qt.ai.{game}_hard:HardBot",
}


def resolve(name: str, game_id: str) -> type:
    """The bot class for ``name``: a built-in name or ``module:attr``."""
    if name in BUILTIN:
        target = BUILTIN[name]
    elif name in PER_GAME:
        target = PER_GAME[name].format(game=game_id)
    elif ":" in name:
        target = name
    else:
        known = ", ".join([*BUILTIN, *PER_GAME])
        raise UnknownBot(f"unknown bot {name!r}: use one of {known}, or module:attr")
    module_name, _, attr = target.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        raise UnknownBot(f"bot {name!r}: cannot import {module_name!r} ({exc})") from None
    try:
        cls = getattr(module, attr)
    except AttributeError:
        raise UnknownBot(f"bot {name!r}: {module_name!r} has no {attr!r}") from None
    if not callable(getattr(cls, "choose", None)):
        raise UnknownBot(f"bot {name!r}: {target} has no choose(view, legal_actions, rng)")
    return cls  # type: ignore[no-any-return]


def make(name: str, game_id: str) -> Bot:
    bot: Bot = resolve(name, game_id)()
    return bot
