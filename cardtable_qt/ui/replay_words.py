"""What a replay's prompt says: what the last step did, in the replay's past tense ("Malee bet
20"), never whose move it is now (the hand is over; nobody is to move), and at the start how to
watch it.

One sentence per kind of action, the subject's name (or "You") for %1: an English past tense
agrees with no subject, and the translations are phrased so theirs need not either (Hindi's
perfective with ने agrees with its object). Only what the shown seat could see is named: a
tribute returned face down is "a card".
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QKeySequence

from ..amounts import format_amount
from ..engine_text import engine_text
from ..session.action_words import describe
from ..session.log_words import card_text, cards_text

CONTEXT = "ReplayWords"
PLAY_KEY = "Ctrl+Space"  # the bar's Play; said in the prompt as the platform writes it

# (game, action kind) -> the sentence; %1 who acted, %2 the action's amount or cards
PAST: dict[tuple[str, ...], Any] = {
    ("pokdeng", "PlaceBet"): QT_TRANSLATE_NOOP("ReplayWords", "%1 bet %2"),
    ("pokdeng", "EndBets"): QT_TRANSLATE_NOOP("ReplayWords", "%1 finished betting"),
    ("pokdeng", "DrawCard"): QT_TRANSLATE_NOOP("ReplayWords", "%1 drew a card"),
    ("pokdeng", "Stand"): QT_TRANSLATE_NOOP("ReplayWords", "%1 stood"),
    ("pokdeng", "Catch"): QT_TRANSLATE_NOOP("ReplayWords", "%1 caught the hands of %2 cards"),
    ("pokdeng", "NoCatch"): QT_TRANSLATE_NOOP("ReplayWords", "%1 caught no one"),
    ("pokdeng", "Rebuy"): QT_TRANSLATE_NOOP("ReplayWords", "%1 bought chips"),
    ("pokdeng", "TakeBank"): QT_TRANSLATE_NOOP("ReplayWords", "%1 took the bank"),
    ("pokdeng", "DeclineBank"): QT_TRANSLATE_NOOP("ReplayWords", "%1 let the bank pass"),
    ("pokdeng", "KeepBank"): QT_TRANSLATE_NOOP("ReplayWords", "%1 dealt another round"),
    ("pokdeng", "Leave"): QT_TRANSLATE_NOOP("ReplayWords", "%1 left the table"),
    ("guandan", "CutDeck"): QT_TRANSLATE_NOOP("ReplayWords", "%1 cut the deck"),
    ("guandan", "Play"): QT_TRANSLATE_NOOP("ReplayWords", "%1 played %2"),
    ("guandan", "Pass"): QT_TRANSLATE_NOOP("ReplayWords", "%1 passed"),
    ("guandan", "PayTribute"): QT_TRANSLATE_NOOP("ReplayWords", "%1 paid %2 as tribute"),
    ("guandan", "ReturnTribute"): QT_TRANSLATE_NOOP("ReplayWords", "%1 returned a card"),
    ("rummy", "Pack"): QT_TRANSLATE_NOOP("ReplayWords", "%1 packed"),
    ("rummy", "Draw", "stock"): QT_TRANSLATE_NOOP("ReplayWords", "%1 drew from the stock"),
    ("rummy", "Draw", "discard"): QT_TRANSLATE_NOOP(
        "ReplayWords", "%1 took a card from the discard pile"
    ),
    ("rummy", "Discard"): QT_TRANSLATE_NOOP("ReplayWords", "%1 discarded %2"),
    ("rummy", "Declare"): QT_TRANSLATE_NOOP("ReplayWords", "%1 declared"),
    # Xì tố's own words beside, as its game log says them (and its bet is not Pok Deng's)
    ("xito", "Bet"): QT_TRANSLATE_NOOP("ReplayWords", "%1 bet %2 (tố)"),
    ("xito", "Call"): QT_TRANSLATE_NOOP("ReplayWords", "%1 called (theo)"),
    ("xito", "Raise"): QT_TRANSLATE_NOOP("ReplayWords", "%1 raised by %2 (tố thêm)"),
    ("xito", "Fold"): QT_TRANSLATE_NOOP("ReplayWords", "%1 folded (úp bài)"),
    ("xito", "Rebuy"): QT_TRANSLATE_NOOP("ReplayWords", "%1 bought chips"),
    ("xito", "SitOut"): QT_TRANSLATE_NOOP("ReplayWords", "%1 sat out"),
}

# the hand's start, paused, in each game's word for what is replayed
TO_WATCH: dict[str, Any] = {
    "pokdeng": QT_TRANSLATE_NOOP("ReplayWords", "Press Play (%1) to watch the round."),
    "rummy": QT_TRANSLATE_NOOP("ReplayWords", "Press Play (%1) to watch the deal."),
}
TO_WATCH_HAND: Any = QT_TRANSLATE_NOOP("ReplayWords", "Press Play (%1) to watch the hand.")


def _game(action: Any) -> str:
    parts = type(action).__module__.split(".")
    return parts[2] if len(parts) > 2 and parts[1] == "engine" else ""


def _detail(action: Any) -> str:
    """The %2 of an action's sentence: its amount, cards or size."""
    combo = getattr(action, "combo", None)
    if combo is not None:
        return engine_text(combo.message())
    card = getattr(action, "card", None)
    if card is not None:
        return card_text(card, jokers=True)
    for name in ("amount", "size"):
        value = getattr(action, name, None)
        if isinstance(value, int):
            return format_amount(value)
    cards = getattr(action, "cards", None)
    return cards_text(cards, jokers=True) if isinstance(cards, tuple) else ""


def what_was_done(action: Any, who: str) -> str:
    """``who`` did ``action``, in the past tense ("Malee bet 20", "You folded")."""
    kind = type(action).__name__
    game = _game(action)
    source = getattr(action, "source", None)
    words = PAST.get((game, kind, str(source))) or PAST.get((game, kind))
    if words is None:  # a kind without its own sentence: its name, after who did it
        text = QCoreApplication.translate("ReplayWords", "%1: %2")
        return text.replace("%1", who).replace("%2", describe(action))
    text = QCoreApplication.translate(CONTEXT, words)
    return text.replace("%1", who).replace("%2", _detail(action))


def press_play(game: str) -> str:
    """The paused start's prompt: how to watch the hand."""
    key = QKeySequence(PLAY_KEY).toString(QKeySequence.SequenceFormat.NativeText)
    words = TO_WATCH.get(game, TO_WATCH_HAND)
    return QCoreApplication.translate(CONTEXT, words).replace("%1", key)


def starting() -> str:
    """The start while playing, before the first step is shown."""
    return QCoreApplication.translate("ReplayWords", "The replay is starting…")
