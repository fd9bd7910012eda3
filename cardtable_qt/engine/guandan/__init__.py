"""Guandan (掼蛋): the partnership climbing game of the Thai seed, for four players.

Rule functions: `classify`, `readings`, `beats`, `legal_plays` (cards as `Card` lists or notation,
levels as ranks or notation: ``classify("9S 9D 5H", "5")``). The match: `new_match`,
`from_dict`, `decode_action`, `decode_event`, and `State` (the engine's match protocol).
For many questions about one hand (a search bot's playouts) keep a `HandIndex` and shrink it with
`HandIndex.remove`: see `plays`.
"""

from .actions import Action, CutDeck, Pass, PayTribute, Play, ReturnTribute, decode_action
from .combo import KINDS, Combo, beats, describe, power
from .events import (
    AntiTribute,
    Deal,
    DeckCut,
    HandBegins,
    HandResult,
    MatchOver,
    Passed,
    Played,
    PlayerOut,
    TributeOffered,
    TributeReturned,
    TributeTaken,
    TrickOver,
    decode_event,
)
from .options import Options
from .plays import HandIndex, legal_plays
from .readings import classify, readings
from .scenario import next_hand_position, position
from .serial import GAME_ID, from_dict
from .state import GuandanResult, State, new_match
from .view import GuandanView, TributeRecord, TrickTurn

__all__ = [
    "GAME_ID",
    "KINDS",
    "Action",
    "AntiTribute",
    "Combo",
    "CutDeck",
    "Deal",
    "DeckCut",
    "GuandanResult",
    "GuandanView",
    "HandBegins",
    "HandIndex",
    "HandResult",
    "MatchOver",
    "Options",
    "Pass",
    "Passed",
    "PayTribute",
    "Play",
    "Played",
    "PlayerOut",
    "ReturnTribute",
    "State",
    "TributeOffered",
    "TributeRecord",
    "TributeReturned",
    "TributeTaken",
    "TrickOver",
    "TrickTurn",
    "beats",
    "classify",
    "decode_action",
    "decode_event",
    "describe",
    "from_dict",
    "legal_plays",
    "new_match",
    "next_hand_position",
    "position",
    "power",
    "readings",
]
