"""When a bot fails: the basic bot decides instead, and the failure is logged with the position.

A bot that raises (or answers with an action that is not legal) must never stall a table: the
seat plays the basic bot's choice for that one decision, the Hint gives the basic bot's advice,
and the app's log gets everything needed to play the position again (the state's ``to_dict``,
the seat, its level, the seat's generator, the traceback). Should the basic bot fail too, the
first legal action is played. No Qt here.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from ..ai.advice import Advice
from ..engine.rng import Rng
from .advising import GENERIC, advise_with
from .levels import DEFAULT_LEVEL, make_bot

log = logging.getLogger(__name__)


def log_failure(
    what: str,
    *,
    game_id: str,
    seat: int,
    level: str,
    state: Any,
    rng: Rng | None,
    error: str,
) -> None:
    """The failure in the app's log, with the position it failed on."""
    try:
        position = json.dumps(state.to_dict(), ensure_ascii=False, separators=(",", ":"))
    except Exception as exc:  # the log must not fail on the state it describes
        position = f"(the state could not be written: {exc!r})"
    try:
        view = repr(state.view(seat))
    except Exception as exc:
        view = f"(the view could not be written: {exc!r})"
    log.error(
        "%s: the %s bot (%s) in seat %d failed; the %s bot decides instead.\n"
        "%s\nseat's generator: %s\nview: %s\nstate: %s",
        what,
        game_id,
        level,
        seat,
        DEFAULT_LEVEL,
        error.rstrip(),
        None if rng is None else json.dumps(rng.to_dict()),
        view,
        position,
    )


class Fallback:
    """The basic bots that stand in for a failed one: one per seat (a bot may keep what it
    learns during the match), made when first needed."""

    def __init__(self, game_id: str) -> None:
        self._game_id = game_id
        self._bots: dict[int, Any] = {}

    def _bot(self, seat: int) -> Any:
        bot = self._bots.get(seat)
        if bot is None:
            bot = self._bots[seat] = make_bot(DEFAULT_LEVEL, self._game_id)
        return bot

    def choose(self, seat: int, state: Any, rng: Rng) -> Any:
        """The basic bot's choice for ``seat`` now (the first legal action if it fails too);
        ``rng`` is the seat's generator, moved on as the bot uses it."""
        legal = state.legal_actions()
        try:
            action = self._bot(seat).choose(state.view(seat), list(legal), rng)
            if action in legal:
                return action
            log.error("the %s bot chose %r, not a legal action", DEFAULT_LEVEL, action)
        except Exception:
            log.exception(
                "the %s bot failed as well: the first legal action is played", DEFAULT_LEVEL
            )
        return legal[0]

    def advise(self, seat: int, state: Any, rng: Rng) -> Advice:
        """The basic bot's advice for ``seat`` now (its choice without a reason if it cannot
        give one; the first legal action if it fails too)."""
        legal = state.legal_actions()
        try:
            advice = advise_with(self._bot(seat), state.view(seat), list(legal), rng)
            if advice.action in legal:
                return advice
            log.error("the %s bot advised %r, not a legal action", DEFAULT_LEVEL, advice.action)
        except Exception:
            log.exception("the %s bot's advice failed as well", DEFAULT_LEVEL)
        return Advice(action=legal[0], text="", code=GENERIC)
