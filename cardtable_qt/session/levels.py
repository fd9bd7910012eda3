"""The AI levels a person chooses from, and making a seat's bot by its level.

``easy``, ``basic`` (shown as "Standard") and ``hard`` are names in the ``ai`` registry. A level
whose module is not part of this build (a save from a fuller build, or a build where a level is
still being written) plays as ``basic`` and says so in the log, so a table or a saved game never
fails to start for want of a level; a level module that exists but is broken still fails loudly.
``random`` is a test bot: a person cannot choose it, but an old save naming it still loads.

No Qt here: the bots' own process makes its bots with ``make_bot`` too.
"""

from __future__ import annotations

import importlib.util
import logging
from collections.abc import Iterable
from typing import Any

from .. import ai

log = logging.getLogger(__name__)

# What a person may pick in the new-game dialog, weakest first; "basic" is the default.
LEVELS: tuple[str, ...] = ("easy", "basic", "hard")
DEFAULT_LEVEL = "basic"
# What the statistics record when the AI players are not all of one level.
MIXED = "mixed"
OTHER = "other"


def level_module(name: str, game_id: str) -> str | None:
    """The module a per-game level lives in (None for a name that is not a per-game level)."""
    target = ai.PER_GAME.get(name)
    return None if target is None else target.format(game=game_id).partition(":")[0]


def is_present(name: str, game_id: str) -> bool:
    """Whether ``name`` has its own bot in this build (rather than playing as ``basic``)."""
    module = level_module(name, game_id)
    if module is None:
        return True
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def bot_name_for(name: str, game_id: str) -> str:
    """The bot that plays ``name``: itself, or ``basic`` for a level missing from this build."""
    if name != DEFAULT_LEVEL and not is_present(name, game_id):
        log.warning("the %s level of %s is not in this build: %s plays", name, game_id, "basic")
        return DEFAULT_LEVEL
    return name


def make_bot(name: str, game_id: str) -> Any:
    """``ai.make`` for a seat's level, with a missing level played as ``basic``."""
    return ai.make(bot_name_for(name, game_id), game_id)


def opponents_level(bots: Iterable[str]) -> str | None:
    """One word for the AI players' level, for the statistics: the level they all play, ``mixed``
    when they differ, ``other`` for a bot from outside the levels; None with no AI player."""
    names = set(bots)
    if not names:
        return None
    if len(names) > 1:
        return MIXED
    (name,) = names
    return name if name in LEVELS or name in ai.BUILTIN else OTHER
