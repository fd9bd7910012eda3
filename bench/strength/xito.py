"""Xì tố strength pairings on duplicate deals (discovered by ``bench/ai_strength.py``).

A duplicate deal is one hand of a fresh match from the deal seed (the seed fixes the button
and the shuffled deck, so each seat gets the same cards whoever sits there; every stack starts
at 1000 chips = 100 antes). Heads-up the hand is played twice, bot_a at seat 0 then at seat 1;
at 6 seats six times, bot_a taking each seat in turn against bot_b everywhere else. The score
is bot_a's average net chips over those seatings, in antes.

Each seating keeps its bot objects from deal to deal within a run (as a table keeps its
players through a session), so a bot that learns its opponents' habits can; the deals are
still played in seed order, so a run is repeatable.

``AlwaysRaiseBot`` (here, not in the app's registry) raises the most it may whenever it can,
else bets the most, else calls: the opponent a bot that folds too easily loses to.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable_qt import ai
from cardtable_qt.engine.match import HandOver
from cardtable_qt.engine.rng import Rng
from cardtable_qt.engine.xito import Action, Bet, Call, Options, Raise, Rebuy, XitoView, new_match

GAME = "xito"
ALWAYS_RAISE = "bench.strength.xito:AlwaysRaiseBot"


class AlwaysRaiseBot:
    """Raises the most it may, else bets the most, else calls; never folds."""

    def choose(self, view: XitoView, legal_actions: Sequence[Action], rng: Rng) -> Action:
        for kind in (Rebuy, Raise, Bet):
            options = [a for a in legal_actions if isinstance(a, kind)]
            if options:
                return options[-1]
        return Call()


PAIRINGS: list[tuple[str, str, str, str, Any]] = [
    ("hard vs basic, heads-up", "hard", "basic", "≥ +1.0 ante/hand", 1.0),
    ("hard vs basic, 6 seats", "hard", "basic", "≥ +0.5 ante/hand", 0.5),
    ("hard vs always-raise, heads-up", "hard", ALWAYS_RAISE, "beats it (> 0)", 0.0),
    ("easy vs basic, heads-up", "easy", "basic", "below basic (< 0)", lambda lo, hi: hi < 0),
    ("easy vs random, heads-up", "easy", "random", "above random (> 0)", 0.0),
]
KWARGS: dict[str, dict[str, Any]] = {"hard vs basic, 6 seats": {"players": 6}}
# Six seatings of a 6-seat hand cost as much as about ten heads-up deals; the always-raise and
# easy pairings' margins are wide. These play that share of --deals.
DEAL_SHARE = {
    "hard vs basic, 6 seats": 0.1,
    "hard vs always-raise, heads-up": 0.2,
    "easy vs basic, heads-up": 0.3,
    "easy vs random, heads-up": 0.2,
}


_TABLES: dict[tuple[str, ...], list[Any]] = {}


def play_hand(seed: int, names: list[str]) -> tuple[int, ...]:
    """Each seat's net chips in the first hand of match ``seed``."""
    state = new_match(seed, Options(players=len(names)))
    bots = _TABLES.setdefault(tuple(names), [ai.make(n, GAME) for n in names])
    master = Rng(seed ^ 0x5EED)
    rngs = [master.spawn() for _ in bots]
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rngs[seat])
        for event in state.apply(action):
            if isinstance(event, HandOver):
                return tuple(event.deltas)
    raise AssertionError("the hand ended without a result")


def play_duplicate(
    deal_seed: int, bot_a: str, bot_b: str, *, players: int = 2, **_: object
) -> float:
    """bot_a's net chips per seating on one duplicate deal, in antes (module docstring)."""
    ante = Options().ante
    total = 0
    for seat in range(players):
        names = [bot_a if s == seat else bot_b for s in range(players)]
        total += play_hand(deal_seed, names)[seat]
    return total / players / ante
