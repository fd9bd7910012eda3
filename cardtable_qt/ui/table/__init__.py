"""The shared card scene every game's table is built on.

``CardScene`` (piles, card items, animated moves), ``TableView`` (the scene fitted to the window),
``Animator`` (steps in order, durations from ``timing``), ``CardItem``, ``Pile``/``PileLayout``
(places in card units), ``ChipStack``, ``SeatPlate``, ``TagItem``/``NoticeItem``/``SpotItem``.
A game's table adds a layout and an action panel; see ``cardtable_qt.ui.tables``.
"""

from .animator import Animator, Motion
from .card_item import CardItem
from .chips import ChipStack, format_amount
from .labels import NoticeItem, SpotItem, TagItem
from .pile import Pile, PileLayout, Slot
from .scene import CardScene, ChipFlight
from .seat_plate import SeatPlate
from .timing import SPEEDS, duration
from .units import CARD_ASPECT, CARD_H, CARD_W, at
from .view import TableView

__all__ = [
    "CARD_ASPECT",
    "CARD_H",
    "CARD_W",
    "SPEEDS",
    "Animator",
    "CardItem",
    "CardScene",
    "ChipFlight",
    "ChipStack",
    "Motion",
    "NoticeItem",
    "Pile",
    "PileLayout",
    "SeatPlate",
    "Slot",
    "SpotItem",
    "TableView",
    "TagItem",
    "at",
    "duration",
    "format_amount",
]
