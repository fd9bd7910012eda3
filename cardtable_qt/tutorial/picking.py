"""The cards a step asks the person to pick: a Guandan play or tribute card, a Rummy discard.

The Hint selects its advised cards for the person; a lesson must not (the person would only
press the ringed button and learn nothing about choosing cards). So a step's cards are ringed,
the selection is emptied when the step is shown, and the person (or autoplay, through
``clicks.next_click``) clicks them. Two copies of a card (two decks) are the same to the person:
the selection is compared by face, not by deck.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from PySide6.QtWidgets import QGraphicsItem

from ..engine.cards import Card

PICKED_ONE = ("PayTribute", "ReturnTribute", "Discard")  # the actions naming one card


def step_cards(expected: Any) -> list[Card] | None:
    """The cards ``expected`` is made of, picked from the hand (None: no cards to pick)."""
    combo = getattr(expected, "combo", None)
    if combo is not None:
        return list(combo.cards)
    if type(expected).__name__ in PICKED_ONE:
        card: Card = expected.card
        return [card]
    return None


def selected_cards(table: Any) -> list[Card]:
    """The person's selection now (Guandan keeps it on its card items, Rummy as a set)."""
    pick = getattr(table, "selected_cards", None)
    if callable(pick):
        return list(pick())
    return list(getattr(table, "selected", ()))


def picked(table: Any, wanted: list[Card]) -> bool:
    """Whether the selection is the step's cards (by face)."""
    return Counter(c.face for c in selected_cards(table)) == Counter(c.face for c in wanted)


def pick_click(table: Any, wanted: list[Card]) -> QGraphicsItem | None:
    """The card to click next so the selection becomes ``wanted``: a card too many first
    (unselect it), then a card missing, the very one the step names before a copy of it.
    None: the selection is already right."""
    chosen = selected_cards(table)
    have = Counter(c.face for c in chosen)
    want = Counter(c.face for c in wanted)
    if have == want:
        return None
    items = [i for i in table.my_cards() if i.card is not None]
    extra = have - want
    for item in items:
        if item.card in chosen and extra[item.card.face] > 0:
            return item  # type: ignore[no-any-return]
    short = want - have
    for card in wanted:
        if short[card.face] > 0 and card not in chosen:
            item = next((i for i in items if i.card == card), None)
            if item is not None:
                return item  # type: ignore[no-any-return]
    for item in items:
        if item.card not in chosen and short[item.card.face] > 0:
            return item  # type: ignore[no-any-return]
    return None


def clear_selection(table: Any) -> None:
    """Nothing selected: undo what the Hint's hook selected, so the person picks the cards."""
    table.clear_selection()
