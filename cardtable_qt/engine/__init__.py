"""The rules of the four games: pure Python, no Qt (a test enforces it)."""

from .cards import (
    Card,
    CardError,
    TooManyCopies,
    format_cards,
    parse_card,
    parse_cards,
    parse_hands,
)
from .codec import StateDataError
from .match import Event, HandOver, IllegalAction
from .rng import Rng

__all__ = [
    "Card",
    "CardError",
    "Event",
    "HandOver",
    "IllegalAction",
    "Rng",
    "StateDataError",
    "TooManyCopies",
    "format_cards",
    "parse_card",
    "parse_cards",
    "parse_hands",
]
