"""The advice behind the table's Hint: what the strongest bot would do from the person's seat.

The hint asks the ``hard`` bot (see ``cardtable_qt.ai``); a build without it asks ``basic``. A
bot that can explain itself (``advise(view, legal_actions, rng) -> Advice``) gives its reason;
one that cannot gives only its choice, with the code ``GENERIC`` so the table words a reason of
its own. No Qt here: this runs in the bots' process as well as on the session's thread.
"""

from __future__ import annotations

from typing import Any

from ..ai.advice import Advice
from ..engine.rng import Rng
from .levels import bot_name_for

HINT_LEVEL = "hard"
GENERIC = "generic"  # Advice.code of a choice that came without a reason


def hint_bot_name(game_id: str) -> str:
    """The bot the hint asks in this build."""
    return bot_name_for(HINT_LEVEL, game_id)


def advise_with(bot: Any, view: Any, legal: list[Any], rng: Rng) -> Advice:
    """``bot``'s advice: its own when it can give one, else its choice without a reason."""
    advise = getattr(bot, "advise", None)
    if callable(advise):
        advice = advise(view, legal, rng)
        if isinstance(advice, Advice):
            return advice
        raise TypeError(f"{type(bot).__name__}.advise returned {type(advice).__name__}")
    return Advice(action=bot.choose(view, legal, rng), text="", code=GENERIC)
