"""The AI players' own process: where bots think when the session runs them out of process.

Python threads share one interpreter lock, so a bot thinking hard on a thread still takes turns
with the GUI thread and the animations stutter; in a process of its own it takes nothing from the
window. This module is what runs there (``python -m cardtable_qt.session.bot_process``): no Qt,
just the engine and the bots. It reads pickled requests on stdin, keeps one bot per seat (as the
session would), and writes each answer to stdout: the action, the seat's RNG as the bot left it,
and the time it took. A request with a negative ticket asks for advice (the table's Hint) instead
of a move: the answer carries an ``Advice``. A bot that prints writes to stderr, never into the
answers. (Pickle is only the pipe between the app and its own child here; saved games are JSON.)
"""

from __future__ import annotations

import os
import pickle
import sys
import time
import traceback
from typing import Any

from .advising import advise_with
from .levels import make_bot

# (seat, bot name, game id) -> bot: a bot may keep what it learns during the match
_bots: dict[tuple[int, str, str], Any] = {}


def _bot(seat: int, bot_name: str, game_id: str) -> Any:
    key = (seat, bot_name, game_id)
    bot = _bots.get(key)
    if bot is None:
        bot = _bots[key] = make_bot(bot_name, game_id)
    return bot


def decide(seat: int, bot_name: str, game_id: str, view: Any, legal: list[Any], rng: Any) -> Any:
    return _bot(seat, bot_name, game_id).choose(view, legal, rng)


def advise(seat: int, bot_name: str, game_id: str, view: Any, legal: list[Any], rng: Any) -> Any:
    return advise_with(_bot(seat, bot_name, game_id), view, legal, rng)


def answer(request: tuple[Any, ...]) -> tuple[Any, ...]:
    """``(ticket, seat, bot, game, view, legal, rng)`` -> ``(ticket, ok, action or error, rng,
    seconds)``; a negative ticket asks for advice."""
    ticket, seat, bot_name, game_id, view, legal, rng = request
    started = time.perf_counter()
    think = advise if ticket < 0 else decide
    try:
        action = think(seat, bot_name, game_id, view, legal, rng)
    except Exception:  # the session falls back to a legal move and says so
        return (ticket, False, traceback.format_exc(limit=6), None, 0.0)
    return (ticket, True, action, rng, time.perf_counter() - started)


def main() -> int:
    requests = sys.stdin.buffer
    answers = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    sys.stdout = sys.stderr
    while True:
        try:
            request = pickle.load(requests)
        except (EOFError, OSError):
            return 0
        if request is None:
            return 0
        pickle.dump(answer(request), answers, protocol=pickle.HIGHEST_PROTOCOL)
        answers.flush()


if __name__ == "__main__":
    sys.exit(main())
