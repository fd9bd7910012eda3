"""Each game's actions in words, in the player's language: what kind of action it is
(``action_words``: "fold", "úp bài") and a short text of it with its cards and numbers
(``describe``). The replay's list of decisions and the review's rows both say actions so,
hence here, below both."""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..amounts import format_amount
from ..engine.cards import Card
from ..engine.messages import msg
from ..engine_text import engine_text
from .log_words import card_text, cards_text

# Each game's actions in words, in the player's language. Pok Deng's are the engine's own
# ("can't %1 now" messages), translated by their codes; the others' are said here.
POKDENG_ACTION_CODES = {
    "PlaceBet": "pokdeng.what_place_a_bet",
    "EndBets": "pokdeng.what_finish_betting",
    "DrawCard": "pokdeng.what_draw",
    "Stand": "pokdeng.what_stand",
    "Catch": "pokdeng.what_catch",
    "NoCatch": "pokdeng.what_decline_to_catch",
    "Rebuy": "pokdeng.what_rebuy",
    "Leave": "pokdeng.what_leave_the_table",
    "TakeBank": "pokdeng.what_take_the_bank",
    "DeclineBank": "pokdeng.what_decline_the_bank",
    "KeepBank": "pokdeng.what_deal_another_round",
    "AnnounceStop": "pokdeng.what_announce_a_stop",
}
ACTION_WORDS: dict[tuple[str, str], Any] = {
    ("guandan", "CutDeck"): QT_TRANSLATE_NOOP("Actions", "cut the deck"),
    ("guandan", "Play"): QT_TRANSLATE_NOOP("Actions", "play"),
    ("guandan", "Pass"): QT_TRANSLATE_NOOP("Actions", "pass"),
    ("guandan", "PayTribute"): QT_TRANSLATE_NOOP("Actions", "pay tribute"),
    ("guandan", "ReturnTribute"): QT_TRANSLATE_NOOP("Actions", "return tribute"),
    ("rummy", "Pack"): QT_TRANSLATE_NOOP("Actions", "pack"),
    ("rummy", "Draw"): QT_TRANSLATE_NOOP("Actions", "draw"),
    ("rummy", "Discard"): QT_TRANSLATE_NOOP("Actions", "discard"),
    ("rummy", "Declare"): QT_TRANSLATE_NOOP("Actions", "declare"),
    ("xito", "Bet"): QT_TRANSLATE_NOOP("Actions", "bet"),
    ("xito", "Call"): QT_TRANSLATE_NOOP("Actions", "call"),
    ("xito", "Raise"): QT_TRANSLATE_NOOP("Actions", "raise"),
    ("xito", "Fold"): QT_TRANSLATE_NOOP("Actions", "fold"),
    ("xito", "Rebuy"): QT_TRANSLATE_NOOP("Actions", "rebuy"),
    ("xito", "SitOut"): QT_TRANSLATE_NOOP("Actions", "sit out"),
}


def action_words(action: Any) -> str:
    """What kind of action ``action`` is, in the player's language ("fold", "úp bài")."""
    kind = type(action)
    parts = kind.__module__.split(".")
    game = parts[2] if len(parts) > 2 and parts[1] == "engine" else ""
    code = POKDENG_ACTION_CODES.get(kind.__name__) if game == "pokdeng" else None
    if code is not None:
        return engine_text(msg(code))
    words = ACTION_WORDS.get((game, kind.__name__))
    if words is not None:
        return QCoreApplication.translate("Actions", words)
    return _words(kind.__name__)


def describe(action: Any) -> str:
    """A short text for an action of any game: its kind in words, then its cards and numbers
    ("play full house 9S 9D 9H 4C 4D", "discard BJ", "place a bet 0, 20")."""
    kind = type(action).__name__
    if type(action).__module__.startswith("cardtable_qt.engine.pokdeng"):
        if kind == "PlaceBet":  # the place as the table numbers it, not its index
            return (
                QCoreApplication.translate("Actions", "bet %1 on place %2")
                .replace("%1", format_amount(action.amount))
                .replace("%2", format_amount(action.spot + 1))
            )
        if kind in ("DrawCard", "Stand"):  # the hand's index in the round says nothing
            return action_words(action)
    words = action_words(action)
    details = " ".join(_details(action))
    return f"{words} {details}".strip()


def _words(name: str) -> str:
    return "".join(" " + c.lower() if c.isupper() else c for c in name).strip().replace("_", " ")


# Where a Rummy card is drawn from, in words (the action keeps the engine's name of the pile).
SOURCES = {
    "stock": QT_TRANSLATE_NOOP("Actions", "from the stock"),
    "discard": QT_TRANSLATE_NOOP("Actions", "from the discard pile"),
}


def _details(value: Any) -> list[str]:
    if isinstance(value, Card):
        return [card_text(value, jokers=True)]
    message = getattr(value, "message", None)
    if callable(message) and hasattr(value, "kind"):  # a Guandan combination names itself
        return [engine_text(message())]
    cards = getattr(value, "cards", None)
    if isinstance(cards, tuple) and all(isinstance(c, Card) for c in cards):
        return [cards_text(cards, jokers=True)]
    if isinstance(value, str) and value in SOURCES:
        return [QCoreApplication.translate("Actions", SOURCES[value])]
    if isinstance(value, int) and not isinstance(value, bool):
        return [format_amount(value)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: list[str] = []
        for f in dataclasses.fields(value):
            out.extend(_details(getattr(value, f.name)))
        return out
    if isinstance(value, (tuple, list)):
        return [d for v in value for d in _details(v)]
    if value is None:
        return []
    return [str(value)]
