"""Why a Guandan bot advises a move, in the game's terms, as a catalogue message.

A bot decides its move first, then says why with ``reason``: the code names the reason
(``advice.guandan.<code>``, English in ``engine.advice_catalogue``) and every reason carries
what a player can check at the table: the cards of the play, the plan left after it (its groups
and bombs, from ``guandan_plan``), a count (cards still out, cards an opponent holds) or the seat
that matters (shown as the player's name by the table). ``Advice.params`` holds the same
figures plainly (``cards``, ``groups``, ``bombs``, ``count``, ``seat``, ``chance``) for the
review and the tests. Both the hard and the basic bot speak through here, so the Hint's words do
not depend on which bot gave them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..engine.cards import Card
from ..engine.guandan import Combo, GuandanView
from ..engine.messages import Message, Param, msg
from ..engine.words import card_param, seat_param
from .advice import Advice
from .guandan_plan import plan

BOMB_KINDS = frozenset({"bomb", "joker_bomb"})
DECK = 108  # two decks with their jokers: the cards the cut is made in


def shape(cards: Iterable[Card], level: int) -> tuple[int, int]:
    """The plan of these cards as a player counts it: (groups to get rid of, bombs)."""
    _cost, groups = plan(cards, level)
    bombs = sum(1 for g in groups if g.kind in BOMB_KINDS)
    return len(groups) - bombs, bombs


def plan_words(groups: int, bombs: int) -> Message:
    """ "3 groups and a bomb", "1 group", "only 2 bombs"."""
    if not groups and bombs:
        return msg("advice.guandan.plan_only_bombs", bombs=bombs)
    words = msg("advice.guandan.plan", groups=groups)
    if not bombs:
        return words
    return msg("advice.guandan.plan_bombs", plan=words, bombs=bombs)


def closest_opponent(view: GuandanView) -> int | None:
    """The opponent still in the hand who holds the fewest cards (the lower seat on a tie)."""
    held = [
        (n, s)
        for s, n in enumerate(view.counts)
        if s % 2 != view.seat % 2 and n is not None and n > 0
    ]
    return min(held)[1] if held else None


def notation(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def reason(
    action: Any,
    code: str,
    *,
    play: Combo | None = None,
    top: Combo | None = None,
    card: Card | None = None,
    after: tuple[int, int] | None = None,
    seat: int | None = None,
    count: int | None = None,
    chance: int | None = None,
    other: int | None = None,
    estimates: Iterable[tuple[Any, float]] = (),
    unit: str = "",
) -> Advice:
    """The advice of ``action`` for the reason ``code``, its message filled from the figures
    given (``after``: the plan's groups and bombs once the move is made)."""
    words: dict[str, Param] = {}
    figures: dict[str, Any] = {}
    if play is not None:
        words["play"] = play.message()
        figures["play"] = play.describe()
        figures["cards"] = notation(play.cards)
    if top is not None:
        words["top"] = top.message()
        figures["top"] = top.describe()
        figures.setdefault("cards", notation(top.cards))
    if card is not None:
        words["card"] = card_param(card)
        figures["cards"] = str(card)
    if after is not None:
        words["plan"] = plan_words(*after)
        figures["groups"], figures["bombs"] = after
    if seat is not None:
        words["seat"] = seat_param(seat)
        figures["seat"] = seat
    for name, value in (("count", count), ("chance", chance), ("other", other)):
        if value is not None:
            words[name] = value
            figures[name] = value
    return Advice(
        action, msg(f"advice.guandan.{code}", **words), code, figures, tuple(estimates), unit
    )


__all__ = ["DECK", "closest_opponent", "notation", "plan_words", "reason", "shape"]
