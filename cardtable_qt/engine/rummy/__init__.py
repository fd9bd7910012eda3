"""13-card Indian Rummy (rules: ``rules/rummy.md``, seed ``seeds/004_29934b1d9b6d8ed0.txt``).

The match protocol (``new_match``, ``from_dict``, ``decode_action``, ``decode_event``) and the
rule functions the app, the bots and the tutorial share:

- ``describe_group(cards, wild_rank)``: one group's kind and label, or why it is not a group;
- ``validate(groups, wild_rank)``: every rule a declaration breaks (empty: valid);
- ``declaration_problems(hand, groups, face_down, wild_rank)``: the same for a 14-card hand,
  checked before the Declare action is tried;
- ``declaration_shortfall(cards, wild_rank)``: why no declaration can be made from a 14-card
  hand, whatever goes face down (empty: one can);
- ``best_grouping(cards, wild_rank, winner=False)``: the exact best arrangement (a loser's count
  or a valid declaration).
"""

from __future__ import annotations

from typing import Any

from ..chance import Chance
from . import scenario
from .actions import Action, Declare, Discard, Draw, Pack, decode_action
from .advice import declaration_shortfall
from .declaration import validate, validate_messages
from .events import (
    DealScored,
    Dealt,
    Declared,
    Discarded,
    Drew,
    MatchOver,
    Packed,
    PileStarted,
    PlayerOut,
    SeatScore,
    StockReshuffled,
    WildCardTurned,
    decode_event,
)
from .groups import card_points, describe_group, is_wild, readings
from .options import Options
from .scoring import halved, score_deal
from .serial import state_from_dict
from .solver import Grouping, best_grouping, loser_points
from .state import GAME_ID, RummyMatch, Standings, declaration_messages, declaration_problems
from .views import RummyView, SeatInfo

State = RummyMatch

__all__ = [
    "GAME_ID",
    "Action",
    "DealScored",
    "Dealt",
    "Declare",
    "Declared",
    "Discard",
    "Discarded",
    "Draw",
    "Drew",
    "Grouping",
    "MatchOver",
    "Options",
    "Pack",
    "Packed",
    "PileStarted",
    "PlayerOut",
    "RummyMatch",
    "RummyView",
    "SeatInfo",
    "SeatScore",
    "Standings",
    "State",
    "StockReshuffled",
    "WildCardTurned",
    "best_grouping",
    "card_points",
    "declaration_messages",
    "declaration_problems",
    "declaration_shortfall",
    "decode_action",
    "decode_event",
    "describe_group",
    "from_dict",
    "halved",
    "is_wild",
    "loser_points",
    "new_match",
    "readings",
    "scenario",
    "score_deal",
    "validate",
    "validate_messages",
]


def new_match(seed: int, options: Options | None = None) -> RummyMatch:
    """A new match with its first deal dealt; that deal's events (the deal, the wild card, the
    pile's first card) are in ``opening_events`` for a table to animate (not saved)."""
    match = RummyMatch(options or Options(), Chance.from_seed(seed))
    match.opening_events = match.start()
    return match


def from_dict(data: Any) -> RummyMatch:
    """Restore a match saved with ``to_dict`` (raises ``StateDataError`` on a bad payload)."""
    return state_from_dict(data)
