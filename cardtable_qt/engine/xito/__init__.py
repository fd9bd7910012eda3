"""Xì tố, Vietnamese five-card stud with the 32-card deck (rules/xito.md, seed 003).

``new_match(seed, options)`` starts a session; ``from_dict`` restores one. The rule functions
``evaluate`` (a ``HandRank``, totally ordered) and ``first_to_act`` serve the engine, the bots,
the tutorial and the tests; ``rank5`` and ``rank_mask`` (a hand's place in that
order, on card codes or card sets) serve hot loops such as a bot's equity sampling (see
``hands``).
"""

from __future__ import annotations

from typing import Any

from .actions import Action, Bet, Call, Fold, Raise, Rebuy, SitOut, decode_action
from .events import (
    AntePaid,
    BetPlaced,
    BetsCollected,
    BettingRoundStarted,
    Called,
    CardDealt,
    Folded,
    HandShown,
    HandStarted,
    MatchOver,
    PotAwarded,
    Raised,
    Rebought,
    SatOut,
    decode_event,
    redact,
)
from .hands import (
    CATEGORIES,
    HandRank,
    build_table,
    category_names,
    evaluate,
    first_to_act,
    hand_mask,
    rank5,
    rank_mask,
)
from .options import Options
from .pots import Pot, make_pots
from .save import GAME_ID, state_from_dict
from .state import State, new_match
from .view import Move, XitoView


def from_dict(data: Any) -> State:
    """Restore a session from ``state.to_dict()``; raises ``StateDataError`` if damaged."""
    return state_from_dict(data)


__all__ = [
    "CATEGORIES",
    "GAME_ID",
    "Action",
    "AntePaid",
    "Bet",
    "BetPlaced",
    "BetsCollected",
    "BettingRoundStarted",
    "Call",
    "Called",
    "CardDealt",
    "Fold",
    "Folded",
    "HandRank",
    "HandShown",
    "HandStarted",
    "MatchOver",
    "Move",
    "Options",
    "Pot",
    "PotAwarded",
    "Raise",
    "Raised",
    "Rebought",
    "Rebuy",
    "SatOut",
    "SitOut",
    "State",
    "XitoView",
    "build_table",
    "category_names",
    "decode_action",
    "decode_event",
    "evaluate",
    "first_to_act",
    "from_dict",
    "hand_mask",
    "make_pots",
    "new_match",
    "rank5",
    "rank_mask",
    "redact",
]
