"""Pok Deng (ป๊อกเด้ง), the Thai banking game: rules functions and the match state.

Rules: ``rules/pokdeng.md`` (seed ``seeds/002_b749aef6f651243e.txt``). The package:

- ``hands``: ``evaluate``, ``compare``, ``payout``, ``hand_name``, ``thai_name`` (pure rules);
- ``table``: spots (own place, cut-in, last leg) and the deal order;
- ``betting``: bet limits (the cover rule) and the ladder of listed amounts;
- ``options``, ``actions``, ``events``, ``views``: the records the app and bots use;
- ``state``: the session flow (``new_match``); ``serial``: ``to_dict``/``from_dict``.
"""

from .actions import (
    Action,
    AnnounceStop,
    Catch,
    DeclineBank,
    DrawCard,
    EndBets,
    KeepBank,
    Leave,
    NoCatch,
    PlaceBet,
    Rebuy,
    Stand,
    TakeBank,
    decode_action,
)
from .betting import bet_ladder, is_broke
from .events import (
    BankDeclined,
    BankPassed,
    Bet,
    BetsDone,
    CatchDeclined,
    Caught,
    Deal,
    Draw,
    MatchOver,
    Rebought,
    Reveal,
    RoundStarted,
    RoundVoid,
    SeatLeft,
    Settle,
    Stood,
    StopAnnounced,
    decode_event,
)
from .hands import Hand, Settlement, compare, evaluate, hand_name, payout, settle, thai_name
from .options import MAX_HANDS, Options
from .serial import GAME_ID, from_dict
from .state import HUMAN, NOTICE_ROUNDS, PHASES, State, new_match
from .table import betting_order, deal_position, spot_kind, spots_for
from .views import HandView, PokDengView, Result

__all__ = [
    "GAME_ID",
    "HUMAN",
    "MAX_HANDS",
    "NOTICE_ROUNDS",
    "PHASES",
    "Action",
    "AnnounceStop",
    "BankDeclined",
    "BankPassed",
    "Bet",
    "BetsDone",
    "Catch",
    "CatchDeclined",
    "Caught",
    "Deal",
    "DeclineBank",
    "Draw",
    "DrawCard",
    "EndBets",
    "Hand",
    "HandView",
    "KeepBank",
    "Leave",
    "MatchOver",
    "NoCatch",
    "Options",
    "PlaceBet",
    "PokDengView",
    "Rebought",
    "Rebuy",
    "Result",
    "Reveal",
    "RoundStarted",
    "RoundVoid",
    "SeatLeft",
    "Settle",
    "Settlement",
    "Stand",
    "State",
    "Stood",
    "StopAnnounced",
    "TakeBank",
    "bet_ladder",
    "betting_order",
    "compare",
    "deal_position",
    "decode_action",
    "decode_event",
    "evaluate",
    "from_dict",
    "hand_name",
    "is_broke",
    "new_match",
    "payout",
    "settle",
    "spot_kind",
    "spots_for",
    "thai_name",
]
